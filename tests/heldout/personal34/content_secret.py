"""Secret items of corpus 34: credentials as they end up inside a recorded exchange.

All keys are invented: vendor-like prefix and length, random body from a seeded RNG.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from values import ALNUM, LOWER_ALNUM, V

Builder = Callable[[V], tuple[str, str, str]]

B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def _vendor_key(v: V) -> str:
    return v.pick(
        [
            "sk-proj-" + v.chars(48, URLSAFE),
            "sk-ant-api03-" + v.chars(86, URLSAFE) + "AA",
            "tvly-" + v.pick(["dev-", "prod-", ""]) + v.chars(32),
            "fc-" + v.chars(32, "0123456789abcdef"),
            "jina_" + v.chars(60),
            "pplx-" + v.chars(48),
            "gsk_" + v.chars(52),
            "xai-" + v.chars(80),
            "hf_" + v.chars(34),
            "AIza" + v.chars(35, URLSAFE),
            "sk-or-v1-" + v.chars(64, "0123456789abcdef"),
            "BSA" + v.chars(28, URLSAFE),
            "exa_" + v.chars(36, LOWER_ALNUM),
            "ghp_" + v.chars(36),
            "github_pat_11" + v.chars(20, ALNUM.upper()) + "_" + v.chars(59),
            "sk_live_51" + v.chars(96),
        ]
    )


def _hdr_bearer(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    return k, f"Bearer {k}", "API key as Bearer in an echoed Authorization header"


def _hdr_xapikey(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    return k, k, "API key in an echoed x-api-key header"


def _query_key(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    p = v.pick(["api_key", "key", "token", "apikey", "access_token"])
    return (
        k,
        f"https://serpapi.example-search.net/search.json?engine=google&q=semantic+kernel&{p}={k}&num=10",
        f"key in a ?{p}= query string",
    )


def _err_key(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    return (
        k,
        v.pick(
            [
                f"Incorrect API key provided: {k}. You can find your API key at the dashboard.",
                f"Clave inválida: {k} (401 Unauthorized)",
                f"invalid x-api-key '{k}' for workspace default",
            ]
        ),
        "key echoed in an error message",
    )


def _env_dump(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    name = v.pick(
        [
            "TAVILY_API_KEY",
            "OPENAI_API_KEY",
            "FIRECRAWL_API_KEY",
            "BRAVE_SEARCH_API_KEY",
            "EXA_API_KEY",
            "ANTHROPIC_API_KEY",
            "GOOGLE_CSE_KEY",
        ]
    )
    return (
        k,
        f"os.environ snapshot: HOME=/app LANG=es_MX.UTF-8 {name}={k} PYTHONHASHSEED=0",
        "key in a debug dump of env variables",
    )


def _netrc(v: V) -> tuple[str, str, str]:
    pw = v.chars(40)
    return pw, f"machine api.example-provider.io login bench-recorder password {pw}", ".netrc line"


def _npmrc(v: V) -> tuple[str, str, str]:
    t = "npm_" + v.chars(36)
    return t, f"//registry.npmjs.org/:_authToken={t}", ".npmrc auth token"


def _pypirc(v: V) -> tuple[str, str, str]:
    t = "pypi-AgEIcHlwaS5vcmc" + v.chars(120, URLSAFE)
    return t, f"[pypi] username = __token__ password = {t}", ".pypirc token"


def _amz(v: V) -> tuple[str, str, str]:
    sig = v.hexs(64)
    return (
        sig,
        (
            f"https://bench-capturas.s3.us-east-1.amazonaws.com/pdf/informe.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=ASIA{v.chars(16, ALNUM.upper())}%2F20241112%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20241112T181500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        ),
        "S3 presigned URL signature",
    )


def _sas(v: V) -> tuple[str, str, str]:
    sig = v.chars(43, ALNUM + "%") + "%3D"
    return (
        sig,
        f"https://benchcapturas.blob.core.windows.net/raw/page.html?sv=2022-11-02&se=2024-12-01T00%3A00%3A00Z&sr=b&sp=r&sig={sig}",
        "Azure SAS signature",
    )


def _gcs(v: V) -> tuple[str, str, str]:
    sig = v.hexs(256)
    return (
        sig,
        f"https://storage.googleapis.com/bench-cache/x.json?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={sig}",
        "GCS signed URL signature",
    )


def _cookie(v: V) -> tuple[str, str, str]:
    s = v.chars(v.pick([32, 40, 64]), URLSAFE)
    name = v.pick(
        ["sessionid", "__Secure-next-auth.session-token", "connect.sid", "_session_id", "PHPSESSID"]
    )
    return (
        s,
        f"{name}={s}; Path=/; HttpOnly; Secure; SameSite=Lax",
        "session cookie in Set-Cookie / Cookie",
    )


def _jwt(v: V) -> tuple[str, str, str]:
    e = v.email()
    t = v.jwt({"sub": "user_" + v.chars(20), "email": e, "iat": 1731430000, "exp": 1731433600})
    return t, f"Bearer {t}", "JWT with a person's e-mail in the payload"


def _jwt_field(v: V) -> tuple[str, str, str]:
    t = v.jwt({"sub": v.uuid(), "name": v.person()[0], "role": "authenticated"})
    return t, t, "JWT (session) in a JSON field"


def _basic_url(v: V) -> tuple[str, str, str]:
    u = v.user_slug()
    pw = v.chars(14, ALNUM + "!*")
    val = f"{u}:{pw}"
    return (
        val,
        f"proxy=http://{val}@proxy.corp-interno.mx:3128",
        "basic-auth credentials in a proxy URL",
    )


def _whsec(v: V) -> tuple[str, str, str]:
    s = "whsec_" + v.chars(32)
    return s, f"webhook signing secret {s} (endpoint we_{v.chars(24)})", "webhook signing secret"


def _conn(v: V) -> tuple[str, str, str]:
    pw = v.chars(18)
    val = v.pick(
        [
            f"postgresql://bench:{pw}@10.0.4.12:5432/capturas",
            f"mongodb+srv://recorder:{pw}@cluster0.x7k2p.mongodb.net/bench",
            f"redis://default:{pw}@cache-bench.internal:6379/0",
        ]
    )
    return val, f"DATABASE_URL={val}", "connection string with a password"


def _aws(v: V) -> tuple[str, str, str]:
    akid = "AKIA" + v.chars(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    sec = v.chars(40, ALNUM + "+/")
    if v.r.random() < 0.5:
        return akid, f"aws_access_key_id = {akid}", "AWS access key id (credentials file)"
    return sec, f"aws_secret_access_key = {sec}", "AWS secret access key (credentials file)"


def _slack(v: V) -> tuple[str, str, str]:
    val = f"https://hooks.slack.com/services/T{v.chars(10, ALNUM.upper())}/B{v.chars(10, ALNUM.upper())}/{v.chars(24)}"
    return val, f"notify on failure: {val}", "Slack webhook URL"


def _pem(v: V) -> tuple[str, str, str]:
    kind = v.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    pem = v.pem_private(kind)
    return f"-----BEGIN {kind}-----", pem, "PEM private key"


def _prose_es(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    return (
        k,
        f"Para reproducir la captura usé mi clave {k}; no la compartan.",
        "key in Spanish prose",
    )


def _curl(v: V) -> tuple[str, str, str]:
    k = _vendor_key(v)
    return (
        k,
        f"curl -s https://api.example-search.io/search -H 'Authorization: Bearer {k}' -d '{{\"query\":\"sk\"}}'",
        "key in an echoed curl command",
    )


TEMPLATES: list[tuple[str, str, str, str, int, Builder]] = [
    ("api-key-header", "en", "header", "Authorization", 14, _hdr_bearer),
    ("api-key-header", "en", "header", "x-api-key", 10, _hdr_xapikey),
    ("api-key-query", "en", "field", "request_url", 10, _query_key),
    ("api-key-error", "en", "field", "error", 10, _err_key),
    ("api-key-env", "en", "field", "debug_env", 8, _env_dump),
    ("netrc", "en", "field", "netrc", 4, _netrc),
    ("npmrc", "en", "field", "npmrc", 4, _npmrc),
    ("pypirc", "en", "field", "pypirc", 3, _pypirc),
    ("signed-url", "en", "field", "download_url", 6, _amz),
    ("signed-url", "en", "field", "blob_url", 4, _sas),
    ("signed-url", "en", "header", "Location", 4, _gcs),
    ("cookie", "en", "header", "Set-Cookie", 6, _cookie),
    ("cookie", "en", "header", "Cookie", 5, _cookie),
    ("jwt", "en", "header", "Authorization", 6, _jwt),
    ("jwt", "en", "field", "access_token", 4, _jwt_field),
    ("basic-auth", "en", "field", "proxy", 6, _basic_url),
    ("webhook-secret", "en", "field", "webhook", 5, _whsec),
    ("connection-string", "en", "field", "env", 6, _conn),
    ("cloud-key", "en", "field", "aws_credentials", 6, _aws),
    ("webhook-url", "en", "field", "alerts", 4, _slack),
    ("private-key", "en", "field", "tls_key", 3, _pem),
    ("private-key", "en", "html", "", 2, _pem),
    ("api-key-prose", "es", "html", "", 6, _prose_es),
    ("api-key-curl", "en", "field", "repro", 6, _curl),
]


def build(v: V) -> list[dict[str, Any]]:
    out = []
    for kind, lang, where, key, n, fn in TEMPLATES:
        for _ in range(n):
            value, text, form = fn(v)
            assert value in text
            out.append(
                {
                    "label": "secret",
                    "family": "secret",
                    "kind": kind,
                    "lang": lang,
                    "form": form,
                    "value": value,
                    "text": text,
                    "where": where,
                    "key": key,
                }
            )
    return out
