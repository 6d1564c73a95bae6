# ruff: noqa: E501  (long literal URLs and commands are test data)
"""Secret items (label ``secret``): credentials in the places recordings carry them."""

from __future__ import annotations

import base64

from content_personal import S
from values import ALNUM, HEX, api_key, digits, jwt, pem_private, rs, uuid4

PROVS = [
    "tavily",
    "openai",
    "anthropic",
    "openrouter",
    "firecrawl",
    "jina",
    "perplexity",
    "google",
    "hf",
    "groq",
    "xai",
    "github",
    "stripe",
    "serpapi",
    "serper",
    "brave",
    "exa",
    "mistral",
    "cohere",
    "gitlab",
    "sendgrid",
    "mailgun",
    "deepseek",
    "tavily-dev",
]
ENV = {
    "tavily": "TAVILY_API_KEY",
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "firecrawl": "FIRECRAWL_API_KEY",
    "jina": "JINA_API_KEY",
    "perplexity": "PERPLEXITY_API_KEY",
    "google": "GOOGLE_API_KEY",
    "hf": "HF_TOKEN",
    "groq": "GROQ_API_KEY",
    "xai": "XAI_API_KEY",
    "github": "GITHUB_TOKEN",
    "stripe": "STRIPE_SECRET_KEY",
    "serpapi": "SERPAPI_API_KEY",
    "serper": "SERPER_API_KEY",
    "brave": "BRAVE_SEARCH_API_KEY",
    "exa": "EXA_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "cohere": "COHERE_API_KEY",
    "gitlab": "GITLAB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "mailgun": "MAILGUN_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "tavily-dev": "TAVILY_API_KEY",
}


def prov(i, off=0):
    return PROVS[(i * 5 + off) % len(PROVS)]


def k_header(rng, i):
    p = prov(i)
    k = api_key(rng, p)
    name, val = [
        ("x-api-key", k),
        ("Authorization", f"Bearer {k}"),
        ("X-Subscription-Token", k),
        ("api-key", k),
        ("x-goog-api-key", k),
        ("X-API-KEY", k),
    ][i % 6]
    if i % 3 == 2:
        return S(
            "api-key-header", "en", f"{p}, {name} as text", k, f"{name}: {val}", "request_headers"
        )
    return S("api-key-header", "en", f"{p}, recorded header {name}", k, val, name, header=name)


def k_query(rng, i):
    p = ["serpapi", "google", "tavily", "jina", "brave"][i % 5]
    k = api_key(rng, p)
    u = [
        f"https://serpapi.com/search.json?engine=google&q=clima+guadalajara&api_key={k}",
        f"https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=inegi",
        f"https://api.example-search.io/v1/search?q=tortillerias&token={k}",
        f"https://r.jina.ai/https://ladiaria.com.uy/?apikey={k}",
        f"GET /v1/extract?url=https%3A%2F%2Funocero.com&access_key={k} HTTP/1.1",
    ][i % 5]
    return S("api-key-query", "en", f"{p}, query string", k, u, "request_url")


def k_curl(rng, i):
    p = ["tavily", "firecrawl", "exa", "mailgun"][i % 4]
    k = api_key(rng, p)
    t = [
        f'curl -s https://api.tavily.com/search -H \'Content-Type: application/json\' -d \'{{"api_key": "{k}", "query": "ventas mayoreo"}}\'',
        f"curl https://api.firecrawl.dev/v1/scrape -H 'Authorization: Bearer {k}' -d url=https://elcomercio.pe",
        f'curl -H "x-api-key: {k}" https://api.exa.ai/search',
        f"curl -u api:{k} https://api.mailgun.net/v3/domains",
    ][i % 4]
    lang = ["es", "en"][i % 2]
    lead = "Para reproducir el error corre: " if lang == "es" else "To reproduce: "
    return S("api-key-curl", lang, f"{p}, curl", k, lead + t, "repro")


def k_env(rng, i):
    p = prov(i, 3)
    k = api_key(rng, p)
    t = [f"{ENV[p]}={k}", f'export {ENV[p]}="{k}"', f"{ENV[p]}: {k}", f"set {ENV[p]}={k}"][i % 4]
    return S("api-key-env", "en", f"{p}, env line", k, t, "env")


def k_config(rng, i):
    p = prov(i, 4)
    k = api_key(rng, p)
    t = [
        f'[search]\\napi_key = "{k}"',
        f"provider: {p}\\n  api_key: {k}",
        f"apiKey: '{k}'",
        f"search.api_key={k}",
    ][i % 4]
    t = t.replace("\\n", " ")
    return S("api-key-config", "en", f"{p}, config line", k, t, "config")


def k_json(rng, i):
    p = prov(i, 6)
    k = api_key(rng, p)
    key = ["api_key", "apiKey", "token", "secret_key", "access_token", "key"][i % 6]
    return S("api-key-json", "en", f"{p}, JSON field {key}", k, k, key, where="data")


def k_error(rng, i):
    p = prov(i, 7)
    k = api_key(rng, p)
    t = [
        f"401 Unauthorized: invalid API key '{k}'",
        f"Error: la clave {k} no es válida o fue revocada",
        f"AuthenticationError: Incorrect API key provided: {k}. You can find your API key at the dashboard.",
        f"Traceback ... requests.exceptions.HTTPError: 403 Forbidden for url: https://api.example-search.io/search?key={k}",
        f"Erro 401: chave de API inválida ({k})",
    ][i % 5]
    lang = "pt" if t.startswith("Erro") else "es" if "clave" in t else "en"
    return S("api-key-error", lang, f"{p}, error message", k, t, "error")


def k_prose(rng, i):
    p = prov(i, 8)
    k = api_key(rng, p)
    t = [
        f"Te paso mi clave para que pruebes el buscador: {k} (luego la cambio)",
        f"La API key de producción es {k}, no la compartan",
        f"my key is {k} if you want to try it",
        f"Segue a chave da API: {k}",
        f"Ya quedó, usa el token {k} en el header",
    ][i % 5]
    lang = "en" if t.startswith("my") else "pt" if t.startswith("Segue") else "es"
    return S("api-key-prose", lang, f"{p}, prose", k, t, "mensaje")


def k_bearer(rng, i):
    tok = rs(rng, 40, ALNUM + "._-")
    if i % 2 == 0:
        return S(
            "bearer-token",
            "en",
            "opaque bearer, recorded header",
            tok,
            f"Bearer {tok}",
            "Authorization",
            header="Authorization",
        )
    return S(
        "bearer-token",
        "es",
        "opaque bearer, text",
        tok,
        f"Encabezado usado: Authorization: Bearer {tok}",
        "debug",
    )


def k_basic(rng, i):
    user = rng.choice(["admin", "ops", "scraper", "bench"])
    pw = rs(rng, 14, ALNUM + "!#%")
    if i % 2 == 0:
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        v = f"Basic {b}"
        if i % 4 == 0:
            return S(
                "basic-auth",
                "en",
                "Basic, recorded header",
                v,
                v,
                "Authorization",
                header="Authorization",
            )
        return S("basic-auth", "en", "Basic, text", v, f"Authorization: {v}", "auth")
    v = f"https://{user}:{pw}@proxy.example-scraper.net:8080"
    return S("basic-auth", "es", "credentials in URL", v, f"Proxy configurado: {v}", "proxy")


def k_cookie(rng, i):
    v = [
        f"sessionid={rs(rng, 32, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
        f"connect.sid=s%3A{rs(rng, 32, ALNUM)}.{rs(rng, 43, ALNUM)}",
        f"__Secure-next-auth.session-token={rs(rng, 60, ALNUM + '-_')}",
        f"laravel_session={rs(rng, 40, ALNUM)}",
    ][i % 4]
    if i % 2 == 0:
        name = ["Cookie", "Set-Cookie"][i // 2 % 2]
        full = v + ("; Path=/; HttpOnly; Secure" if name == "Set-Cookie" else "; lang=es-MX")
        return S("cookie", "en", f"session cookie, recorded {name}", v, full, name, header=name)
    return S(
        "cookie", "en", "session cookie, text", v, f"Cookie: {v}; theme=dark", "request_cookie"
    )


def k_jwt(rng, i):
    t0 = 1714600000 + i * 977
    tok = jwt(rng, {"sub": digits(rng, 8), "scope": "search:read", "iat": t0, "exp": t0 + 3600})
    if i % 2 == 0:
        return S(
            "jwt",
            "en",
            "JWT, recorded header",
            tok,
            f"Bearer {tok}",
            "Authorization",
            header="Authorization",
        )
    return S(
        "jwt",
        "en",
        "JWT, body field",
        tok,
        tok,
        ["access_token", "id_token", "refresh_token"][i % 3],
        where="data",
    )


def k_pem(rng, i):
    pem = pem_private(rng, ["rsa", "pkcs8", "ec", "openssh"][i % 4])
    head = pem.split("\n")[0]
    if i % 2 == 0:
        return S(
            "private-key",
            "en",
            "PEM, <pre>",
            head,
            pem,
            "private_key",
            html="<pre>" + pem + "</pre>",
            where="html",
        )
    return S("private-key", "en", "PEM, one string", head, pem, "private_key", where="data")


def k_cloud(rng, i):
    ak = "AKIA" + rs(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    sk = rs(rng, 40, ALNUM + "/+")
    v, t = [
        (ak, f"aws_access_key_id = {ak}"),
        (sk, f"aws_secret_access_key = {sk}"),
        (sk, f"AWS_SECRET_ACCESS_KEY={sk}"),
        (rs(rng, 86, ALNUM + "/+") + "==", None),
    ][i % 4]
    if t is None:
        t = f"DefaultEndpointsProtocol=https;AccountName=benchfixtures;AccountKey={v};EndpointSuffix=core.windows.net"
    return S("cloud-key", "en", "cloud credential", v, t, "storage")


def k_conn(rng, i):
    pw = rs(rng, 16, ALNUM)
    v = [
        f"postgresql://radar_app:{pw}@db.radar-interno.mx:5432/fixtures",
        f"mongodb+srv://bench:{pw}@cluster0.x7k2p.mongodb.net/search?retryWrites=true",
        f"redis://default:{pw}@cache.radar-interno.mx:6379/0",
        f"mysql://root:{pw}@10.0.3.17:3306/crm",
        f"Server=sql01;Database=ventas;User Id=sa;Password={pw};",
    ][i % 5]
    return S(
        "connection-string",
        "es" if i % 2 else "en",
        "connection string",
        v,
        ("Cadena de conexión: " if i % 2 else "DATABASE_URL=") + v,
        "database",
    )


def k_signed(rng, i):
    if i % 2 == 0:
        sig = rs(rng, 64, HEX)
        v = f"X-Amz-Signature={sig}"
        u = (
            f"https://fixtures-radar.s3.amazonaws.com/pdf/reporte.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{rs(rng, 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20240502%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240502T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&{v}"
        )
    else:
        sig = rs(rng, 43, ALNUM) + "%3D"
        v = f"sig={sig}"
        u = f"https://radarfixtures.blob.core.windows.net/html/pagina.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-06-01T00:00:00Z&{v}"
    return S("signed-url", "en", "presigned URL", v, u, "download_url")


def k_webhook(rng, i):
    v = [
        f"https://hooks.slack.com/services/T{rs(rng, 8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B{rs(rng, 10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/{rs(rng, 24)}",
        f"https://discord.com/api/webhooks/{digits(rng, 18)}/{rs(rng, 68, ALNUM + '-_')}",
        f"https://radarmx.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/{rs(rng, 32, HEX)}/{uuid4(rng)}",
    ][i % 3]
    return S("webhook-url", "es", "webhook URL", v, f"Alertas del bench van a {v}", "alert_webhook")


PLAN = [
    (k_header, 14),
    (k_query, 12),
    (k_curl, 10),
    (k_env, 10),
    (k_config, 8),
    (k_json, 12),
    (k_error, 10),
    (k_prose, 10),
    (k_bearer, 10),
    (k_basic, 7),
    (k_cookie, 8),
    (k_jwt, 7),
    (k_pem, 6),
    (k_cloud, 7),
    (k_conn, 8),
    (k_signed, 6),
    (k_webhook, 7),
]
