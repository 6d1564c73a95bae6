"""Secret items of corpus 53 (label secret): invented credentials in their usual places."""

from __future__ import annotations

import base64
import json
import random

from values import ALNUM, LOWNUM, UPNUM, b64url, digits, hexs, rstr, uuid4


def _lang(rng: random.Random, en: float = 0.35, pt: float = 0.1) -> str:
    x = rng.random()
    return "en" if x < en else "pt" if x < en + pt else "es"


def d(kind, lang, form, value, text, key, **kw):
    out = dict(kind=kind, family="secret", lang=lang, form=form, value=value, text=text, key=key)
    out.update(kw)
    return out


def api_key(rng: random.Random) -> tuple[str, str, str, str]:
    """(provider, key, header name, env name)"""
    prov = rng.choice(
        [
            "tavily",
            "brave",
            "serpapi",
            "serper",
            "firecrawl",
            "jina",
            "perplexity",
            "openai",
            "anthropic",
            "openrouter",
            "groq",
            "google",
            "hf",
            "xai",
            "exa",
            "mistral",
            "cohere",
            "stripe",
            "github",
            "sendgrid",
            "you",
            "deepseek",
        ]
    )
    k = {
        "tavily": lambda: "tvly-" + rng.choice(["", "dev-", "prod-"]) + rstr(rng, ALNUM, 32),
        "brave": lambda: "BSA" + rstr(rng, ALNUM + "_-", 28),
        "serpapi": lambda: hexs(rng, 64),
        "serper": lambda: hexs(rng, 40),
        "firecrawl": lambda: "fc-" + hexs(rng, 32),
        "jina": lambda: "jina_" + hexs(rng, 32) + rstr(rng, ALNUM, 28),
        "perplexity": lambda: "pplx-" + rstr(rng, ALNUM, 48),
        "openai": lambda: (
            "sk-proj-" + rstr(rng, ALNUM + "_-", 74) + "T3BlbkFJ" + rstr(rng, ALNUM, 20)
        ),
        "anthropic": lambda: "sk-ant-api03-" + rstr(rng, ALNUM + "_-", 93) + "AA",
        "openrouter": lambda: "sk-or-v1-" + hexs(rng, 64),
        "groq": lambda: "gsk_" + rstr(rng, ALNUM, 52),
        "google": lambda: "AIza" + rstr(rng, ALNUM + "_-", 35),
        "hf": lambda: "hf_" + rstr(rng, ALNUM, 34),
        "xai": lambda: "xai-" + rstr(rng, ALNUM, 80),
        "exa": lambda: uuid4(rng),
        "mistral": lambda: rstr(rng, ALNUM, 32),
        "cohere": lambda: rstr(rng, ALNUM, 40),
        "stripe": lambda: "sk_live_51" + rstr(rng, ALNUM, 96),
        "github": lambda: "ghp_" + rstr(rng, ALNUM, 36),
        "sendgrid": lambda: "SG." + rstr(rng, ALNUM + "_-", 22) + "." + rstr(rng, ALNUM + "_-", 43),
        "you": lambda: rstr(rng, UPNUM, 8) + "<__>" + rstr(rng, ALNUM, 24),
        "deepseek": lambda: "sk-" + hexs(rng, 32),
    }[prov]()
    if prov == "you":  # keep it header-safe
        k = k.replace("<__>", "-")
    hdr = {
        "tavily": "Authorization",
        "brave": "X-Subscription-Token",
        "serper": "X-API-KEY",
        "exa": "x-api-key",
        "anthropic": "x-api-key",
        "you": "X-API-Key",
        "jina": "Authorization",
        "firecrawl": "Authorization",
        "openai": "Authorization",
        "openrouter": "Authorization",
        "perplexity": "Authorization",
        "groq": "Authorization",
        "xai": "Authorization",
        "mistral": "Authorization",
        "cohere": "Authorization",
        "deepseek": "Authorization",
        "google": "x-goog-api-key",
        "hf": "Authorization",
        "stripe": "Authorization",
        "github": "Authorization",
        "sendgrid": "Authorization",
        "serpapi": "X-API-KEY",
    }[prov]
    env = {
        "hf": "HF_TOKEN",
        "google": "GOOGLE_API_KEY",
        "github": "GITHUB_TOKEN",
        "stripe": "STRIPE_SECRET_KEY",
    }.get(prov, prov.upper() + "_API_KEY")
    return prov, k, hdr, env


def _hdr_value(hdr: str, k: str) -> str:
    return f"Bearer {k}" if hdr == "Authorization" else k


def m_header(rng):
    prov, k, hdr, _ = api_key(rng)
    hv = _hdr_value(hdr, k)
    return d(
        "api-key-header",
        "en",
        f"{prov} key in {hdr} header",
        k,
        f"{hdr}: {hv}",
        hdr.lower(),
        header=(hdr.lower(), hv),
    )


def m_query(rng):
    host, param = rng.choice(
        [
            ("serpapi.com/search.json?engine=google&q=cfe+tarifas", "api_key"),
            ("www.googleapis.com/customsearch/v1?cx=0172c9a&q=imss", "key"),
            ("api.example-search.io/v2/search?q=sat+rfc", "apikey"),
            ("maps.googleapis.com/maps/api/geocode/json?address=Zapopan", "key"),
            ("api.scraperapi.com/?url=https%3A%2F%2Fdof.gob.mx", "api_key"),
        ]
    )
    want = {
        "serpapi.com": "serpapi",
        "www.googleapis.com": "google",
        "maps.googleapis.com": "google",
    }.get(host.split("/")[0])
    prov, k, _, _ = api_key(rng)
    while want and prov != want:
        prov, k, _, _ = api_key(rng)
    if host.startswith("api.scraperapi"):
        prov, k = "scraperapi", hexs(rng, 32)
    t = f"https://{host}&{param}={k}"
    return d(
        "api-key-query",
        "en",
        f"{prov} key in query string ({param})",
        k,
        t,
        rng.choice(["url", "request_url", "uri_extra", "source"]),
    )


def m_curl(rng):
    prov, k, hdr, _ = api_key(rng)
    url = f"https://api.{prov}.example/v1/search"
    t = f"curl -s {url} -H '{hdr}: {_hdr_value(hdr, k)}' -d '{{\"query\": \"tarifa luz\"}}'"
    t = t.replace('"', "")
    return d(
        "api-key-curl",
        "en",
        f"{prov} key in curl -H",
        k,
        t,
        rng.choice(["command", "example", "snippet", "content"]),
    )


def m_env(rng):
    prov, k, _, env = api_key(rng)
    style = rng.choice(["env", "export", "yaml", "ini", "docker"])
    t = {
        "env": f"{env}={k}",
        "export": f"export {env}={k}",
        "yaml": f"{env.lower()}: {k}",
        "ini": f"api_key = {k}",
        "docker": f"docker run -e {env}={k} buscador:latest",
    }[style]
    return d(
        "api-key-env",
        "en",
        f"{prov} key in {style} line",
        k,
        t,
        rng.choice(["config", "env", "snippet", "content"]),
    )


def m_json(rng):
    prov, k, _, _ = api_key(rng)
    key = rng.choice(["api_key", "apiKey", "token", "secret_key", "llave_api", "clave_api"])
    return d(
        "api-key-json",
        "en" if "_api" not in key else "es",
        f"{prov} key in JSON field {key}",
        k,
        k,
        key,
        plain_value=True,
    )


def m_error(rng):
    prov, k, _, _ = api_key(rng)
    lang = _lang(rng, 0.5, 0.1)
    t = {
        "en": rng.choice(
            [
                "401 Unauthorized: invalid API key '{k}' for {p}",
                "AuthenticationError: Incorrect API key provided: {k}. You can find your API key in your dashboard.",
                "ERROR search failed (key={k}): 403 Forbidden",
            ]
        ),
        "es": rng.choice(
            [
                "Error 401: la clave de API {k} no es válida o fue revocada.",
                "Fallo de autenticación con {p} usando la llave {k}",
            ]
        ),
        "pt": rng.choice(["Erro 401: chave de API inválida {k}"]),
    }[lang].format(k=k, p=prov)
    return d(
        "api-key-error",
        lang,
        f"{prov} key echoed in error",
        k,
        t,
        rng.choice(["error", "message", "detail", "error_message"]),
    )


def m_prose(rng):
    prov, k, _, _ = api_key(rng)
    lang = _lang(rng, 0.3, 0.15)
    t = {
        "es": rng.choice(
            [
                "Oye, te dejo la key de {p} para que pruebes: {k} (no la compartas).",
                "Nota interna: la clave de producción de {p} es {k}",
                "usa esta llave mientras arreglamos la tuya: {k}",
            ]
        ),
        "en": rng.choice(["Here's the {p} key for staging: {k}", "temp key until Friday → {k}"]),
        "pt": rng.choice(["Segue a chave da API do {p}: {k}"]),
    }[lang].format(k=k, p=prov)
    return d(
        "api-key-prose",
        lang,
        f"{prov} key in prose",
        k,
        t,
        rng.choice(["snippet", "content", "comentario", "note"]),
    )


def m_bearer(rng):
    tok = rng.choice(
        [
            rstr(rng, ALNUM, 40),
            b64url(rng, 43),
            "ya29." + b64url(rng, 120),
            "gho_" + rstr(rng, ALNUM, 36),
        ]
    )
    hv = f"Bearer {tok}"
    return d(
        "bearer-token",
        "en",
        "opaque bearer token",
        tok,
        f"Authorization: {hv}",
        "authorization",
        header=("authorization", hv),
    )


def m_basic(rng):
    user = rng.choice(["api", "svc_busqueda", "admin", "crawler", "reporting"])
    pw = rstr(rng, ALNUM + "!#%", 18)
    style = rng.choice(["header", "url"])
    if style == "header":
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        return d(
            "basic-auth",
            "en",
            "Basic credentials header",
            b,
            f"Authorization: Basic {b}",
            "authorization",
            header=("authorization", f"Basic {b}"),
        )
    t = f"https://{user}:{pw}@intranet.example-corp.mx/api/v1/indice"
    return d(
        "basic-auth",
        "en",
        "user:password in URL",
        f"{user}:{pw}@",
        t,
        rng.choice(["url", "source", "endpoint"]),
    )


def m_cookie(rng):
    name = rng.choice(
        [
            "sessionid",
            "connect.sid",
            "PHPSESSID",
            "_session_id",
            "laravel_session",
            "__Secure-next-auth.session-token",
        ]
    )
    val = {"connect.sid": "s%3A" + b64url(rng, 32) + "." + b64url(rng, 43)}.get(
        name, rstr(rng, LOWNUM, 40)
    )
    style = rng.choice(["cookie", "set-cookie"])
    hv = f"{name}={val}" + (
        "; Path=/; HttpOnly; Secure" if style == "set-cookie" else "; lang=es-MX"
    )
    return d("cookie", "en", f"{name} in {style}", val, f"{style}: {hv}", style, header=(style, hv))


def _b64u(obj) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def m_jwt(rng):
    head = _b64u({"alg": "HS256", "typ": "JWT"})
    body = _b64u(
        {
            "sub": str(rng.randint(10**6, 10**7)),
            "scope": "search:read",
            "iat": 1714000000 + rng.randint(0, 10**6),
            "exp": 1716000000 + rng.randint(0, 10**6),
        }
    )
    tok = f"{head}.{body}.{b64url(rng, 43)}"
    style = rng.choice(["header", "field", "prose"])
    if style == "header":
        return d(
            "jwt",
            "en",
            "JWT bearer header",
            tok,
            f"Authorization: Bearer {tok}",
            "authorization",
            header=("authorization", f"Bearer {tok}"),
        )
    if style == "field":
        return d(
            "jwt", "en", "JWT in access_token field", tok, tok, "access_token", plain_value=True
        )
    return d("jwt", "es", "JWT in prose", tok, f"token de sesión para pruebas: {tok}", "nota")


def m_pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    body = [rstr(rng, ALNUM + "+/", 64) for _ in range(rng.randint(4, 7))]
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    return d(
        "private-key",
        "en",
        f"PEM {kind}",
        head,
        pem,
        rng.choice(["private_key", "key", "content"]),
        pem=True,
    )


def m_cloud(rng):
    style = rng.choice(["aws-id", "aws-secret", "azure", "gcp"])
    if style == "aws-id":
        v = "AKIA" + rstr(rng, UPNUM.replace("0", "").replace("1", ""), 16)
        return d("cloud-key", "en", "AWS access key id", v, f"aws_access_key_id = {v}", "aws")
    if style == "aws-secret":
        v = rstr(rng, ALNUM + "/+", 40)
        return d("cloud-key", "en", "AWS secret access key", v, f"AWS_SECRET_ACCESS_KEY={v}", "env")
    if style == "azure":
        v = rstr(rng, ALNUM + "+/", 86) + "=="
        t = f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={v};EndpointSuffix=core.windows.net"
        return d("cloud-key", "en", "Azure storage account key", v, t, "connection")
    v = "GOCSPX-" + rstr(rng, ALNUM + "_-", 28)
    return d("cloud-key", "en", "Google OAuth client secret", v, f"client_secret: {v}", "oauth")


def m_conn(rng):
    pw = rstr(rng, ALNUM, 20)
    kind = rng.choice(["postgresql", "mysql", "mongodb+srv", "redis", "amqp"])
    host = {
        "postgresql": "db.interno.example.mx:5432/fixtures",
        "mysql": "10.0.3.14:3306/crm",
        "mongodb+srv": "cluster0.ab1cd.mongodb.net/busquedas",
        "redis": "cache.example.mx:6379/0",
        "amqp": "mq.example.mx:5672/%2f",
    }[kind]
    user = rng.choice(["app", "fixture_rw", "admin", "etl"])
    t = f"{kind}://{user}:{pw}@{host}"
    lang = _lang(rng, 0.5, 0.0)
    if rng.random() < 0.4:
        t = f"No se pudo conectar a {t} (timeout)" if lang == "es" else f"connection refused: {t}"
    return d(
        "connection-string",
        lang,
        f"{kind} URL with password",
        pw,
        t,
        rng.choice(["database_url", "dsn", "error", "log"]),
    )


def m_signed(rng):
    style = rng.choice(["s3", "gcs", "azure-sas"])
    if style == "s3":
        sig = hexs(rng, 64)
        t = (
            f"https://capturas-mx.s3.amazonaws.com/html/pagina.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{rstr(rng, UPNUM, 16)}%2F20240511%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240511T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
    elif style == "gcs":
        sig = hexs(rng, 256)
        t = (
            f"https://storage.googleapis.com/fixtures-mx/cassette.yaml?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Date=20240511T101500Z&X-Goog-Expires=900&X-Goog-Signature={sig}"
        )
    else:
        sig = rstr(rng, ALNUM, 43) + "%3D"
        t = (
            f"https://fixturesmx.blob.core.windows.net/capturas/p.html?sv=2022-11-02&ss=b&srt=o&sp=r"
            f"&se=2024-06-01T00:00:00Z&sig={sig}"
        )
    return d(
        "signed-url",
        "en",
        f"{style} signed URL",
        sig,
        t,
        rng.choice(["download_url", "url", "link"]),
    )


def m_webhook(rng):
    style = rng.choice(["slack", "discord", "teams", "telegram"])
    if style == "slack":
        v = f"https://hooks.slack.com/services/T{rstr(rng, UPNUM, 8)}/B{rstr(rng, UPNUM, 10)}/{rstr(rng, ALNUM, 24)}"
    elif style == "discord":
        v = f"https://discord.com/api/webhooks/{digits(rng, 18)}/{b64url(rng, 68)}"
    elif style == "teams":
        v = (
            f"https://example.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/"
            f"{hexs(rng, 32)}/{uuid4(rng)}"
        )
    else:
        v = f"https://api.telegram.org/bot{digits(rng, 10)}:AA{rstr(rng, ALNUM + '_-', 33)}/sendMessage"
    return d(
        "webhook-url",
        "en",
        f"{style} webhook URL",
        v,
        f"alertas: {v}" if rng.random() < 0.5 else v,
        rng.choice(["webhook", "notify_url", "alert_webhook"]),
    )


PLAN = [
    (m_header, 16),
    (m_query, 12),
    (m_curl, 10),
    (m_env, 12),
    (m_json, 12),
    (m_error, 12),
    (m_prose, 12),
    (m_bearer, 10),
    (m_basic, 7),
    (m_cookie, 8),
    (m_jwt, 7),
    (m_pem, 6),
    (m_cloud, 8),
    (m_conn, 8),
    (m_signed, 6),
    (m_webhook, 8),
]
