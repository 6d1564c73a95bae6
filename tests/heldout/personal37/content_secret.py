"""Secrets of corpus 37 (invented credentials in the places they leak into recordings).
Same item shape as content_personal."""

from __future__ import annotations

import base64
import random
from collections.abc import Callable
from typing import Any

from values import ALNUM, DIG, HEX, LOW, UP, jwt, pem_private, rs, uuid4

Item = dict[str, Any]

B62 = ALNUM


def key_for(r: random.Random, provider: str) -> str:
    return {
        "tavily": lambda: "tvly-" + rs(r, ALNUM, 32),
        "tavily-dev": lambda: "tvly-dev-" + rs(r, ALNUM, 32),
        "brave": lambda: "BSA" + rs(r, ALNUM + "_-", 28),
        "serpapi": lambda: rs(r, HEX, 64),
        "serper": lambda: rs(r, HEX, 40),
        "firecrawl": lambda: "fc-" + rs(r, HEX, 32),
        "jina": lambda: "jina_" + rs(r, HEX, 32) + rs(r, ALNUM, 28),
        "perplexity": lambda: "pplx-" + rs(r, ALNUM, 48),
        "openai": lambda: (
            "sk-proj-" + rs(r, ALNUM + "_-", 56) + "T3BlbkFJ" + rs(r, ALNUM + "_-", 56)
        ),
        "anthropic": lambda: "sk-ant-api03-" + rs(r, ALNUM + "_-", 93) + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(r, HEX, 64),
        "groq": lambda: "gsk_" + rs(r, ALNUM, 52),
        "google": lambda: "AIza" + rs(r, ALNUM + "_-", 35),
        "hf": lambda: "hf_" + rs(r, UP + LOW, 34),
        "xai": lambda: "xai-" + rs(r, ALNUM, 80),
        "exa": lambda: uuid4(r),
        "mistral": lambda: rs(r, ALNUM, 32),
        "cohere": lambda: rs(r, ALNUM, 40),
        "stripe": lambda: "sk_live_" + rs(r, ALNUM, 99),
        "github": lambda: "ghp_" + rs(r, ALNUM, 36),
        "github-pat": lambda: "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59),
        "sendgrid": lambda: "SG." + rs(r, ALNUM + "_-", 22) + "." + rs(r, ALNUM + "_-", 43),
        "gitlab": lambda: "glpat-" + rs(r, ALNUM + "_-", 20),
        "slack-bot": lambda: f"xoxb-{rs(r, DIG, 12)}-{rs(r, DIG, 13)}-{rs(r, ALNUM, 24)}",
    }[provider]()


# (provider, header name, env var, query param, base URL)
PROVIDERS = [
    ("tavily", "Authorization", "TAVILY_API_KEY", "api_key", "https://api.tavily.com/search"),
    ("tavily-dev", "Authorization", "TAVILY_API_KEY", "api_key", "https://api.tavily.com/extract"),
    (
        "brave",
        "X-Subscription-Token",
        "BRAVE_API_KEY",
        "key",
        "https://api.search.brave.com/res/v1/web/search",
    ),
    ("serpapi", "X-API-KEY", "SERPAPI_API_KEY", "api_key", "https://serpapi.com/search.json"),
    ("serper", "X-API-KEY", "SERPER_API_KEY", "apiKey", "https://google.serper.dev/search"),
    (
        "firecrawl",
        "Authorization",
        "FIRECRAWL_API_KEY",
        "key",
        "https://api.firecrawl.dev/v1/search",
    ),
    ("jina", "Authorization", "JINA_API_KEY", "key", "https://s.jina.ai/"),
    (
        "perplexity",
        "Authorization",
        "PERPLEXITY_API_KEY",
        "key",
        "https://api.perplexity.ai/chat/completions",
    ),
    ("openai", "Authorization", "OPENAI_API_KEY", "key", "https://api.openai.com/v1/responses"),
    ("anthropic", "x-api-key", "ANTHROPIC_API_KEY", "key", "https://api.anthropic.com/v1/messages"),
    (
        "openrouter",
        "Authorization",
        "OPENROUTER_API_KEY",
        "key",
        "https://openrouter.ai/api/v1/chat/completions",
    ),
    (
        "groq",
        "Authorization",
        "GROQ_API_KEY",
        "key",
        "https://api.groq.com/openai/v1/chat/completions",
    ),
    (
        "google",
        "x-goog-api-key",
        "GOOGLE_API_KEY",
        "key",
        "https://www.googleapis.com/customsearch/v1",
    ),
    ("hf", "Authorization", "HF_TOKEN", "token", "https://huggingface.co/api/models"),
    ("xai", "Authorization", "XAI_API_KEY", "key", "https://api.x.ai/v1/chat/completions"),
    ("exa", "x-api-key", "EXA_API_KEY", "apiKey", "https://api.exa.ai/search"),
    (
        "mistral",
        "Authorization",
        "MISTRAL_API_KEY",
        "key",
        "https://api.mistral.ai/v1/chat/completions",
    ),
    ("cohere", "Authorization", "CO_API_KEY", "key", "https://api.cohere.com/v2/chat"),
    ("stripe", "Authorization", "STRIPE_SECRET_KEY", "key", "https://api.stripe.com/v1/charges"),
    ("github", "Authorization", "GITHUB_TOKEN", "access_token", "https://api.github.com/repos"),
    ("github-pat", "Authorization", "GH_TOKEN", "access_token", "https://api.github.com/user"),
    (
        "sendgrid",
        "Authorization",
        "SENDGRID_API_KEY",
        "key",
        "https://api.sendgrid.com/v3/mail/send",
    ),
    (
        "gitlab",
        "PRIVATE-TOKEN",
        "GITLAB_TOKEN",
        "private_token",
        "https://gitlab.com/api/v4/projects",
    ),
]


def _mk(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> Item:
    assert value in text, (value, text)
    return {
        "kind": kind,
        "family": "secret",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def _prov(r: random.Random) -> tuple[str, str, str, str, str, str]:
    prov, hdr, env, qp, url = r.choice(PROVIDERS)
    return prov, hdr, env, qp, url, key_for(r, prov)


def _auth_value(prov: str, hdr: str, key: str) -> str:
    return f"Bearer {key}" if hdr == "Authorization" else key


def s_header(r: random.Random, lang: str) -> Item:
    prov, hdr, _env, _qp, _url, key = _prov(r)
    hv = _auth_value(prov, hdr, key)
    t = f"{hdr}: {hv}"
    return _mk("api-key-header", lang, prov, key, t, header=(hdr, hv), key="request_headers")


def s_query(r: random.Random, lang: str) -> Item:
    prov, _hdr, _env, qp, url, key = _prov(r)
    u = (
        f"{url}?q=clima+guadalajara&{qp}={key}"
        if r.random() < 0.6
        else f"{url}?{qp}={key}&q=semantic+kernel"
    )
    T = {
        "es": ["Solicitud fallida: GET {u}", "URL de la consulta: {u}"],
        "en": ["GET {u} -> 401", "Request URL: {u}"],
        "pt": ["URL da requisição: {u}"],
    }
    t = r.choice(T[lang]).format(u=u)
    return _mk("api-key-query", lang, prov, key, t, field=("request_url", u), key="debug")


def s_curl(r: random.Random, lang: str) -> Item:
    prov, hdr, _env, _qp, url, key = _prov(r)
    hv = _auth_value(prov, hdr, key)
    q = {"es": "tipo de cambio hoy", "en": "best pizza near me", "pt": "previsão do tempo"}[lang]
    t = (
        f"curl -s -X POST '{url}' -H 'Content-Type: application/json' -H '{hdr}: {hv}' "
        f'-d \'{{"query": "{q}"}}\''
    )
    return _mk("api-key-curl", lang, prov, key, t, key="repro")


def s_env(r: random.Random, lang: str) -> Item:
    prov, _hdr, env, _qp, _url, key = _prov(r)
    f = r.choice(["env", "export", "yaml", "ini", "toml"])
    t = {
        "env": f"{env}={key}",
        "export": f'export {env}="{key}"',
        "yaml": f"{env.lower()}: {key}",
        "ini": f"api_key = {key}",
        "toml": f'{env.lower()} = "{key}"',
    }[f]
    return _mk("api-key-env", lang, f"{prov}/{f}", key, t, key="config")


def s_json(r: random.Random, lang: str) -> Item:
    prov, _hdr, _env, _qp, _url, key = _prov(r)
    k = r.choice(["api_key", "apiKey", "token", "access_token", "secret_key", "x-api-key"])
    q = {"es": "precio del dólar hoy", "en": "weather in Austin", "pt": "cotação do dólar"}[lang]
    t = f'{{"query": "{q}", "{k}": "{key}", "max_results": 5}}'
    return _mk("api-key-json", lang, f"{prov}/{k}", key, t, field=(k, key), key="request_body")


def s_error(r: random.Random, lang: str) -> Item:
    prov, _hdr, _env, _qp, _url, key = _prov(r)
    T = {
        "en": [
            "Incorrect API key provided: {k}. You can find your API key at https://platform.example/account/api-keys.",
            "401 Unauthorized: invalid api_key '{k}'",
            "AuthenticationError: the token {k} has been revoked",
        ],
        "es": [
            "Error 401: la clave de API {k} no es válida o expiró.",
            "Clave rechazada por el proveedor: {k}",
        ],
        "pt": ["Erro 401: chave de API inválida ({k})."],
    }
    t = r.choice(T[lang]).format(k=key)
    return _mk("api-key-error", lang, prov, key, t, field=("message", t), key="error")


def s_prose(r: random.Random, lang: str) -> Item:
    prov, _hdr, _env, _qp, _url, key = _prov(r)
    T = {
        "es": [
            "Para probar usen mi llave de {p}: {k} (no la compartan)",
            "Te dejo la API key del entorno de staging: {k}",
            "La clave de producción de {p} es {k}, rotarla el lunes.",
        ],
        "en": ["Here is the {p} key for the demo: {k}", "Use this token until Friday: {k}"],
        "pt": ["A chave da {p} para testes é {k}", "Use esta chave de API: {k}"],
    }
    t = r.choice(T[lang]).format(p=prov.split("-")[0].title(), k=key)
    return _mk("api-key-prose", lang, prov, key, t, key="nota")


def s_bearer(r: random.Random, lang: str) -> Item:
    tok = rs(r, ALNUM + "-._~", r.choice([32, 40, 64]))
    hv = f"Bearer {tok}"
    return _mk(
        "bearer-token",
        lang,
        "opaque",
        tok,
        f"Authorization: {hv}",
        header=("Authorization", hv),
        key="request_headers",
    )


def s_basic(r: random.Random, lang: str) -> Item:
    user = r.choice(["admin", "svc-search", "deploy", "api", "reporting"])
    pwd = rs(r, ALNUM, 8) + r.choice("!#$%*") + rs(r, ALNUM, 6)
    b = base64.b64encode(f"{user}:{pwd}".encode()).decode()
    f = r.choice(["header", "url"])
    if f == "header":
        return _mk(
            "basic-auth",
            lang,
            "header",
            b,
            f"Authorization: Basic {b}",
            header=("Authorization", f"Basic {b}"),
            key="request_headers",
        )
    u = f"https://{user}:{pwd}@search-proxy.internal.example:8443/v1/query"
    return _mk(
        "basic-auth",
        lang,
        "url",
        f"{user}:{pwd}",
        f"proxy={u}",
        field=("proxy_url", u),
        key="config",
    )


def s_cookie(r: random.Random, lang: str) -> Item:
    name = r.choice(
        [
            "sessionid",
            "connect.sid",
            "__Secure-next-auth.session-token",
            "_session_id",
            "PHPSESSID",
            "laravel_session",
        ]
    )
    val = (
        ("s%3A" + rs(r, ALNUM + "-_", 32) + "." + rs(r, ALNUM, 43))
        if name == "connect.sid"
        else rs(r, ALNUM + "-_", 48)
    )
    f = r.choice(["cookie", "set-cookie"])
    if f == "cookie":
        hv = f"{name}={val}; theme=dark"
        hn = "Cookie"
    else:
        hv = f"{name}={val}; Path=/; HttpOnly; Secure; SameSite=Lax"
        hn = "Set-Cookie"
    return _mk(
        "cookie", lang, f"{f}/{name}", val, f"{hn}: {hv}", header=(hn, hv), key="response_headers"
    )


def s_jwt(r: random.Random, lang: str) -> Item:
    tok = jwt(
        r,
        {
            "sub": "user_" + rs(r, ALNUM, 10),
            "scope": "search:write",
            "iat": 1717000000,
            "exp": 1719592000,
        },
    )
    f = r.choice(["header", "field", "prose"])
    if f == "header":
        return _mk(
            "jwt",
            lang,
            f,
            tok,
            f"Authorization: Bearer {tok}",
            header=("Authorization", f"Bearer {tok}"),
            key="request_headers",
        )
    if f == "field":
        return _mk(
            "jwt", lang, f, tok, f'"access_token": "{tok}"', field=("access_token", tok), key="body"
        )
    t = {"es": "token de sesión: {t}", "en": "session token: {t}", "pt": "token de sessão: {t}"}[
        lang
    ].format(t=tok)
    return _mk("jwt", lang, f, tok, t, key="nota")


def s_pem(r: random.Random, lang: str) -> Item:
    kind = r.choice(["RSA", "EC", "PKCS8", "OPENSSH"])
    pem = pem_private(r, kind)
    head = pem.split("\n")[0]
    it = _mk("private-key", lang, kind, head, pem, key="private_key")
    it["html"] = f"<pre>{pem}</pre>"
    it["field"] = ("private_key", pem)
    return it


def s_cloud(r: random.Random, lang: str) -> Item:
    f = r.choice(["aws-id", "aws-secret", "aws-pair", "azure-key", "gcp-sa"])
    if f == "aws-id":
        v = "AKIA" + rs(r, UP + "234567", 16)
        return _mk("cloud-key", lang, f, v, f"AWS_ACCESS_KEY_ID={v}", key="config")
    if f in ("aws-secret", "aws-pair"):
        v = rs(r, ALNUM + "+/", 40)
        t = (
            f"aws_secret_access_key = {v}"
            if f == "aws-secret"
            else f"AccessKeyId=AKIA{rs(r, UP + '234567', 16)} SecretAccessKey={v}"
        )
        return _mk("cloud-key", lang, f, v, t, key="config")
    if f == "azure-key":
        v = rs(r, ALNUM + "+/", 86) + "=="
        t = f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={v};EndpointSuffix=core.windows.net"
        return _mk("cloud-key", lang, f, v, t, key="storage")
    v = rs(r, HEX, 40)
    t = f'"private_key_id": "{v}"'
    return _mk("cloud-key", lang, f, v, t, field=("private_key_id", v), key="service_account")


def s_conn(r: random.Random, lang: str) -> Item:
    pwd = rs(r, ALNUM, 10) + r.choice("!*~") + rs(r, ALNUM, 5)
    f = r.choice(["postgres", "mysql", "mongodb", "redis", "amqp"])
    u = {
        "postgres": f"postgresql://app_user:{pwd}@db.internal.example:5432/fixtures",
        "mysql": f"mysql://root:{pwd}@10.0.3.14:3306/busquedas",
        "mongodb": f"mongodb+srv://benchmark:{pwd}@cluster0.ab1cd.mongodb.net/results?retryWrites=true",
        "redis": f"redis://:{pwd}@cache.internal.example:6379/0",
        "amqp": f"amqp://worker:{pwd}@rabbit.internal.example:5672/%2F",
    }[f]
    return _mk(
        "connection-string",
        lang,
        f,
        pwd,
        f"DATABASE_URL={u}",
        field=("database_url", u),
        key="config",
    )


def s_signed(r: random.Random, lang: str) -> Item:
    f = r.choice(["s3", "gcs", "azure-sas"])
    if f == "s3":
        sig = rs(r, HEX, 64)
        u = (
            f"https://capturas-bench.s3.amazonaws.com/raw/page-0042.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{rs(r, UP + '234567', 16)}%2F20240514%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240514T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
    elif f == "gcs":
        sig = rs(r, HEX, 256)
        u = (
            f"https://storage.googleapis.com/bench-captures/pdf/report.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=reader%40bench.iam.gserviceaccount.com%2F20240514%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20240514T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
        )
    else:
        sig = rs(r, ALNUM, 43) + "%3D"
        u = (
            f"https://fixturesmx.blob.core.windows.net/capturas/page.html?sv=2022-11-02&ss=b&srt=o&sp=r"
            f"&se=2024-06-01T00:00:00Z&st=2024-05-14T00:00:00Z&spr=https&sig={sig}"
        )
    it = _mk(
        "signed-url", lang, f, sig, f"download_url: {u}", field=("download_url", u), key="debug"
    )
    return it


def s_webhook(r: random.Random, lang: str) -> Item:
    f = r.choice(["slack", "discord", "teams", "telegram"])
    if f == "slack":
        v = f"https://hooks.slack.com/services/T{rs(r, UP + DIG, 8)}/B{rs(r, UP + DIG, 10)}/{rs(r, ALNUM, 24)}"
    elif f == "discord":
        v = f"https://discord.com/api/webhooks/{rs(r, DIG, 18)}/{rs(r, ALNUM + '_-', 68)}"
    elif f == "teams":
        v = (
            f"https://contoso.webhook.office.com/webhookb2/{uuid4(r)}@{uuid4(r)}/IncomingWebhook/"
            f"{rs(r, HEX, 32)}/{uuid4(r)}"
        )
    else:
        v = f"https://api.telegram.org/bot{rs(r, DIG, 10)}:AA{rs(r, ALNUM + '_-', 33)}/sendMessage"
    T = {
        "es": "Notificaciones de fallos al canal: {v}",
        "en": "alerts webhook: {v}",
        "pt": "Webhook de alertas: {v}",
    }
    return _mk(
        "webhook-url", lang, f, v, T[lang].format(v=v), field=("webhook_url", v), key="alerts"
    )


MAKERS: list[tuple[str, int, Callable[[random.Random, str], Item], tuple[float, float, float]]] = [
    ("api-key-header", 16, s_header, (0.5, 0.45, 0.05)),
    ("api-key-query", 12, s_query, (0.5, 0.4, 0.1)),
    ("api-key-curl", 10, s_curl, (0.5, 0.45, 0.05)),
    ("api-key-env", 12, s_env, (0.5, 0.45, 0.05)),
    ("api-key-json", 12, s_json, (0.5, 0.45, 0.05)),
    ("api-key-error", 10, s_error, (0.4, 0.5, 0.1)),
    ("api-key-prose", 12, s_prose, (0.6, 0.25, 0.15)),
    ("bearer-token", 10, s_bearer, (0.5, 0.5, 0.0)),
    ("basic-auth", 6, s_basic, (0.5, 0.5, 0.0)),
    ("cookie", 8, s_cookie, (0.5, 0.5, 0.0)),
    ("jwt", 6, s_jwt, (0.5, 0.4, 0.1)),
    ("private-key", 6, s_pem, (0.5, 0.5, 0.0)),
    ("cloud-key", 8, s_cloud, (0.5, 0.5, 0.0)),
    ("connection-string", 8, s_conn, (0.5, 0.5, 0.0)),
    ("signed-url", 6, s_signed, (0.5, 0.5, 0.0)),
    ("webhook-url", 6, s_webhook, (0.6, 0.3, 0.1)),
]
