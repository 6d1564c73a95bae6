"""Secrets (label ``secret``) of corpus 36: credentials the way they leak into recordings.

Random strings in the public shape of each provider's keys (never a documented example),
in headers, query strings, config lines, curl commands, URLs, connection strings and PEM
blocks. Same item shape as ``content_personal``.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

from values import V

Item = dict[str, Any]
B62 = string.ascii_letters + string.digits


def it(
    kind: str,
    value: str,
    text: str,
    form: str,
    *,
    lang: str = "en",
    locale: str = "en",
    key: str = "note",
    html: str | None = None,
    where: str = "any",
) -> Item:
    assert value in text, (kind, value, text)
    d = {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "locale": locale,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "where": where,
    }
    if html is not None:
        d["html"] = html
    return d


def provider_key(v: V) -> tuple[str, str, str]:
    """(provider, key, usual header) of an invented key in the provider's shape."""
    c = v.r.randint(0, 13)
    if c == 0:
        return "tavily", "tvly-" + v.pick(["", "dev-", "prod-"]) + v.alnum(32), "Authorization"
    if c == 1:
        return "brave", "BSA" + v.alnum(28, B62 + "-_"), "X-Subscription-Token"
    if c == 2:
        return "serpapi", v.hexs(64), "api_key"
    if c == 3:
        return "serper", v.hexs(40), "X-API-KEY"
    if c == 4:
        return "firecrawl", "fc-" + v.hexs(32), "Authorization"
    if c == 5:
        return "jina", "jina_" + v.alnum(60), "Authorization"
    if c == 6:
        return "perplexity", "pplx-" + v.alnum(48), "Authorization"
    if c == 7:
        return "openai", "sk-proj-" + v.alnum(120, B62 + "-_"), "Authorization"
    if c == 8:
        return "anthropic", "sk-ant-api03-" + v.alnum(93, B62 + "-_") + "AA", "x-api-key"
    if c == 9:
        return "openrouter", "sk-or-v1-" + v.hexs(64), "Authorization"
    if c == 10:
        return "google", "AIza" + v.alnum(35, B62 + "-_"), "x-goog-api-key"
    if c == 11:
        return "groq", "gsk_" + v.alnum(52), "Authorization"
    if c == 12:
        return "exa", v.uuid4(), "x-api-key"
    return "huggingface", "hf_" + v.alnum(34), "Authorization"


def api_key_header(v: V) -> Item:
    prov, key, hdr = provider_key(v)
    if hdr == "api_key":
        hdr = "X-API-KEY"
    val = key
    hv = f"Bearer {key}" if hdr == "Authorization" else key
    return {
        **it(
            "api-key-header",
            val,
            hv,
            f"{prov} key in recorded {hdr} header",
            key=hdr,
            where="header",
        ),
        "header_value": hv,
    }


def api_key_query(v: V) -> Item:
    prov, key, _ = provider_key(v)
    url = v.pick(
        [
            f"https://serpapi.com/search.json?engine=google&q=notarias+en+celaya&api_key={key}",
            f"https://www.googleapis.com/customsearch/v1?key={key}&cx={v.alnum(17)}&q=semantic+kernel",
            f"https://api.search.example.com/v1/web?q=clinicas+dentales&apikey={key}",
            f"https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={key}",
        ]
    )
    return it(
        "api-key-query",
        key,
        url,
        f"{prov} key in query string",
        key="uri",
        where="data",
        html=f'<p><a href="{url.replace("&", "&amp;")}">enlace de prueba</a></p>',
    )


def api_key_config(v: V) -> Item:
    prov, key, _ = provider_key(v)
    env = prov.upper() + "_API_KEY"
    c = v.r.randint(0, 3)
    if c == 0:
        return it("api-key-env", key, f"{env}={key}", f"{prov} key in .env line", key="env")
    if c == 1:
        return it(
            "api-key-env", key, f"export {env}='{key}'", f"{prov} key in shell export", key="setup"
        )
    if c == 2:
        return it(
            "api-key-json",
            key,
            key,
            f"{prov} key in api_key body field",
            key="api_key",
            where="data",
        )
    return it(
        "api-key-config",
        key,
        f"{prov}: {{ api_key: {key}, timeout: 30 }}",
        f"{prov} key in YAML flow config",
        key="config",
    )


def api_key_curl(v: V) -> Item:
    prov, key, hdr = provider_key(v)
    h = f"Authorization: Bearer {key}" if hdr in ("Authorization", "api_key") else f"{hdr}: {key}"
    text = f"curl -s https://api.{prov}.com/v1/search -H '{h}' -d '{{\"query\": \"notarías Querétaro\"}}'"
    return it(
        "api-key-curl",
        key,
        text,
        f"{prov} key in a curl command",
        key="command",
        html=f"<p><code>{text.replace('&', '&amp;').replace('<', '&lt;')}</code></p>",
    )


def api_key_prose(v: V) -> Item:
    prov, key, _ = provider_key(v)
    c = v.r.randint(0, 2)
    if c == 0:
        return it(
            "api-key-prose",
            key,
            f"Ya te pasé la llave de {prov}: {key} (no la compartas)",
            f"{prov} key in Spanish chat",
            lang="es",
            locale="es-MX",
            key="text",
        )
    if c == 1:
        return it(
            "api-key-error",
            key,
            f"Invalid API key provided: {key}. You can find your API key at your dashboard.",
            f"{prov} key echoed in error",
            key="message",
            where="data",
        )
    return it(
        "api-key-prose",
        key,
        f"Use a chave {key} para o ambiente de testes.",
        f"{prov} key in Portuguese note",
        lang="pt",
        locale="pt-BR",
        key="text",
    )


def bearer(v: V) -> Item:
    tok = v.alnum(v.r.randint(40, 64), B62 + "._-")
    return {
        **it(
            "bearer-token",
            tok,
            f"Bearer {tok}",
            "opaque Bearer token in Authorization header",
            key="Authorization",
            where="header",
        ),
        "header_value": f"Bearer {tok}",
    }


def jwt(v: V) -> Item:
    t = v.jwt(
        {
            "sub": v.uuid4(),
            "iat": 1733500000 + v.r.randint(0, 10**6),
            "exp": 1733600000 + v.r.randint(0, 10**6),
            "scope": "search:read",
        }
    )
    c = v.r.randint(0, 1)
    if c == 0:
        return {
            **it(
                "jwt",
                t,
                f"Bearer {t}",
                "JWT in Authorization header",
                key="Authorization",
                where="header",
            ),
            "header_value": f"Bearer {t}",
        }
    return it("jwt", t, t, "JWT in access_token body field", key="access_token", where="data")


def basic_auth(v: V) -> Item:
    import base64

    cred = base64.b64encode(f"svc_{v.alnum(6).lower()}:{v.alnum(18)}".encode()).decode()
    return {
        **it(
            "basic-auth",
            cred,
            f"Basic {cred}",
            "HTTP Basic in Authorization header",
            key="Authorization",
            where="header",
        ),
        "header_value": f"Basic {cred}",
    }


def cookie(v: V) -> Item:
    name = v.pick(
        ["sessionid", "connect.sid", "_session_id", "PHPSESSID", "__Secure-next-auth.session-token"]
    )
    val = v.alnum(v.r.randint(32, 48), B62)
    c = v.r.randint(0, 1)
    hv = f"{name}={val}; Path=/; HttpOnly; Secure" if c == 0 else f"{name}={val}; lang=es-MX"
    return {
        **it(
            "cookie",
            val,
            hv,
            f"{name} in recorded {'set-cookie' if c == 0 else 'cookie'} header",
            key="set-cookie" if c == 0 else "cookie",
            where="header",
        ),
        "header_value": hv,
    }


def conn_string(v: V) -> Item:
    pw = v.alnum(20)
    s = v.pick(
        [
            f"postgresql://app_user:{pw}@db-prod-01.internal:5432/busquedas",
            f"mongodb+srv://bench:{pw}@cluster0.ab12cd.mongodb.net/fixtures?retryWrites=true",
            f"redis://default:{pw}@cache.internal:6379/0",
            f"mysql://root:{pw}@10.0.3.14:3306/directorio",
        ]
    )
    return it(
        "connection-string", pw, f"DATABASE_URL={s}", "password in a connection string", key="env"
    )


def private_key(v: V) -> Item:
    kind = v.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    lines = v.pem_body(v.r.randint(150, 400))
    pem = "\n".join([head, *lines, f"-----END {kind}-----"])
    html = "<pre>" + pem + "</pre>"
    return it("private-key", head, pem, f"PEM {kind}", key="private_key", html=html)


def signed_url(v: V) -> Item:
    c = v.r.randint(0, 2)
    if c == 0:
        sig = v.hexs(64)
        url = (
            f"https://capturas-bench.s3.us-east-1.amazonaws.com/raw/{v.uuid4()}.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{v.alnum(16, string.ascii_uppercase + string.digits)}"
            "%2F20241203%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20241203T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        form = "S3 presigned URL"
    elif c == 1:
        sig = v.hexs(256)
        url = (
            f"https://storage.googleapis.com/bench-pdfs/boletin.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=bench%40proj.iam.gserviceaccount.com%2F20241203%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20241203T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
        )
        form = "GCS signed URL"
    else:
        sig = v.alnum(43, B62) + "%3D"
        url = f"https://benchstore.blob.core.windows.net/fixtures/page.html?sv=2023-11-03&se=2024-12-04T10%3A00%3A00Z&sr=b&sp=r&sig={sig}"
        form = "Azure SAS URL"
    return it("signed-url", sig, url, form, key="url", where="data")


def webhook(v: V) -> Item:
    c = v.r.randint(0, 1)
    if c == 0:
        up = string.ascii_uppercase + string.digits
        url = f"https://hooks.slack.com/services/T{v.alnum(8, up)}/B{v.alnum(10, up)}/{v.alnum(24)}"
        form = "Slack webhook URL"
    else:
        url = f"https://discord.com/api/webhooks/{v.digits(18)}/{v.alnum(68, B62 + '-_')}"
        form = "Discord webhook URL"
    return it("webhook-url", url, f"ALERT_WEBHOOK={url}", form, key="env")


def aws(v: V) -> Item:
    c = v.r.randint(0, 1)
    if c == 0:
        kid = "AKIA" + v.alnum(16, string.ascii_uppercase + "234567")
        return it(
            "cloud-key",
            kid,
            f"aws_access_key_id = {kid}",
            "AWS access key id in credentials file",
            key="config",
        )
    sk = v.alnum(40, B62 + "/+")
    return it(
        "cloud-key",
        sk,
        f"aws_secret_access_key = {sk}",
        "AWS secret in credentials file",
        key="config",
    )


PLAN: list[tuple[Callable[[V], Item], int]] = [
    (api_key_header, 26),
    (api_key_query, 14),
    (api_key_config, 20),
    (api_key_curl, 12),
    (api_key_prose, 10),
    (bearer, 10),
    (jwt, 8),
    (basic_auth, 5),
    (cookie, 8),
    (conn_string, 8),
    (private_key, 6),
    (signed_url, 8),
    (webhook, 5),
    (aws, 6),
]
