"""Secrets of corpus 54 (invented credentials in the shapes providers issue them)."""

from __future__ import annotations

import base64
from typing import Any

from values import ALNUM, DIG, HEX, LOW, UP, Maker

B62 = ALNUM
URLSAFE = ALNUM + "-_"


def s(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, value, text)
    d = {"kind": kind, "family": "secret", "lang": lang, "form": form, "value": value, "text": text}
    d.update(kw)
    return d


def keys(m: Maker) -> list[tuple[str, str]]:
    """(provider, key) pairs in the providers' shapes."""
    return [
        ("tavily", "tvly-" + m.chars(B62, 32)),
        ("tavily", "tvly-dev-" + m.chars(B62, 32)),
        ("brave", "BSA" + m.chars(B62, 28)),
        ("serpapi", m.chars(HEX, 64)),
        ("serper", m.chars(HEX, 40)),
        ("firecrawl", "fc-" + m.chars(HEX, 32)),
        ("jina", "jina_" + m.chars(B62, 60)),
        ("perplexity", "pplx-" + m.chars(B62, 48)),
        ("openai", "sk-proj-" + m.chars(URLSAFE, 74) + "T3BlbkFJ" + m.chars(URLSAFE, 74)),
        ("openai", "sk-" + m.chars(B62, 48)),
        ("anthropic", "sk-ant-api03-" + m.chars(URLSAFE, 93) + "AA"),
        ("openrouter", "sk-or-v1-" + m.chars(HEX, 64)),
        ("groq", "gsk_" + m.chars(B62, 52)),
        ("google", "AIza" + m.chars(URLSAFE, 35)),
        ("huggingface", "hf_" + m.chars(UP + LOW, 34)),
        ("xai", "xai-" + m.chars(B62, 80)),
        ("exa", m.uuid()),
        ("mistral", m.chars(B62, 32)),
        ("cohere", m.chars(B62, 40)),
        ("stripe", "sk_live_51" + m.chars(B62, 97)),
        ("github", "ghp_" + m.chars(B62, 36)),
        ("github", "github_pat_11" + m.chars(UP + DIG, 20) + "_" + m.chars(B62, 59)),
        ("sendgrid", "SG." + m.chars(URLSAFE, 22) + "." + m.chars(URLSAFE, 43)),
        ("twilio", "SK" + m.chars(HEX, 32)),
        ("mailgun", "key-" + m.chars(HEX, 32)),
        ("deepseek", "sk-" + m.chars(HEX, 32)),
        ("apify", "apify_api_" + m.chars(B62, 36)),
        ("you.com", m.chars(B62, 8) + "-" + m.chars(B62, 4) + "-" + m.chars(B62, 20)),
    ]


HEADER_FOR = {
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serper": "X-API-KEY",
    "exa": "x-api-key",
    "anthropic": "x-api-key",
    "google": "X-Goog-Api-Key",
    "you.com": "X-API-Key",
    "firecrawl": "Authorization",
    "openai": "Authorization",
    "jina": "Authorization",
    "perplexity": "Authorization",
    "groq": "Authorization",
}
ENV_FOR = {
    "tavily": "TAVILY_API_KEY",
    "brave": "BRAVE_SEARCH_API_KEY",
    "serpapi": "SERPAPI_API_KEY",
    "serper": "SERPER_API_KEY",
    "firecrawl": "FIRECRAWL_API_KEY",
    "jina": "JINA_API_KEY",
    "perplexity": "PERPLEXITY_API_KEY",
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "groq": "GROQ_API_KEY",
    "google": "GOOGLE_API_KEY",
    "huggingface": "HF_TOKEN",
    "xai": "XAI_API_KEY",
    "exa": "EXA_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "cohere": "COHERE_API_KEY",
    "stripe": "STRIPE_SECRET_KEY",
    "github": "GITHUB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "twilio": "TWILIO_API_KEY",
    "mailgun": "MAILGUN_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "you.com": "YDC_API_KEY",
    "apify": "APIFY_TOKEN",
}


def all_secret(m: Maker) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    pool: list[tuple[str, str]] = []

    def nxt() -> tuple[str, str]:
        if not pool:
            pool.extend(keys(m))
            m.r.shuffle(pool)
        return pool.pop()

    def want(*provs: str) -> str:
        while True:
            prov, k = nxt()
            if prov in provs:
                return k

    # headers (16)
    for _i in range(16):
        prov, k = nxt()
        while prov not in HEADER_FOR:
            prov, k = nxt()
        h = HEADER_FOR[prov]
        val = f"Bearer {k}" if h == "Authorization" else k
        out.append(
            s(
                "api-key-header",
                "en",
                f"{prov} key in a recorded {h} header",
                k,
                val,
                where="header",
                hname=h,
            )
        )
    # query string (12)
    for i in range(12):
        j = i % 4
        if j == 0:
            k = want("serpapi")
            url = f"https://serpapi.com/search.json?engine=google&q=semantic+kernel&api_key={k}"
        elif j == 1:
            k = want("google")
            url = f"https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=kernel"
        elif j == 2:
            k = want("you.com", "brave", "exa", "tavily")
            url = f"https://api.search.example/v1/search?q=tarifas+cfe&apikey={k}&country=mx"
        else:
            k = want("jina", "firecrawl", "openrouter")
            url = f"https://proxy.interno.example/fetch?url=https%3A%2F%2Fsat.gob.mx&token={k}"
        t = [
            url,
            f"GET {url} HTTP/1.1",
            f"Se llamó a {url} y devolvió 200",
            f"fetch failed for {url}: timeout",
        ][(i // 4 + j) % 4]
        lang = "es" if t.startswith("Se llamó") else "en"
        out.append(s("api-key-query", lang, "key in a query string", k, t))
    # curl (10)
    for i in range(10):
        j = i % 5
        k = want(*[("tavily",), ("serper",), ("brave",), ("stripe",), ("firecrawl",)][j])
        t = [
            f"curl -s https://api.tavily.com/search -H 'Authorization: Bearer {k}' -d '{{\"query\":\"CFE tarifas\"}}'",
            f"curl -X POST https://google.serper.dev/search -H 'X-API-KEY: {k}' -H 'Content-Type: application/json'",
            f'curl "https://api.search.brave.com/res/v1/web/search?q=imss" -H "X-Subscription-Token: {k}"',
            f"Prueba rápida: curl -u {k}: https://api.stripe.com/v1/charges",
            f"curl https://api.firecrawl.dev/v1/scrape --header 'Authorization: Bearer {k}' --data '{{\"url\":\"https://sat.gob.mx\"}}'",
        ][j]
        out.append(s("api-key-curl", "es" if j == 3 else "en", "key in a curl command", k, t))
    # env lines (12)
    for i in range(12):
        prov, k = nxt()
        while prov not in ENV_FOR:
            prov, k = nxt()
        e = ENV_FOR[prov]
        t = [
            f"{e}={k}",
            f'export {e}="{k}"',
            f"{e}='{k}'  # producción, no compartir",
            f'$env:{e} = "{k}"',
        ][i % 4]
        out.append(s("api-key-env", "en", f"{prov} key in an env line", k, t))
    # config (10)
    for i in range(10):
        prov, k = nxt()
        t = [
            f"api_key: {k}",
            f'api_key = "{k}"',
            f"apiKey = '{k}'",
            f'"token": "{k}"'.replace('"', "'"),
            f"secret_key={k}",
        ][i % 5]
        out.append(s("api-key-config", "en", f"{prov} key in a config line", k, t))
    # json fields (12)
    for i in range(12):
        prov, k = nxt()
        key = ["api_key", "apiKey", "x-api-key", "token", "secret", "access_token"][i % 6]
        out.append(
            s(
                "api-key-json",
                "en",
                f"{prov} key as a JSON/YAML field value ({key})",
                k,
                k,
                where="data",
                key=key,
            )
        )
    # error messages (12)
    for i in range(12):
        prov, k = nxt()
        if i % 6 == 0:
            k = want("openai", "deepseek")
        t = [
            f"Incorrect API key provided: {k}. You can find your API key at https://platform.openai.com/account/api-keys.",
            f"401 Unauthorized: invalid api_key '{k}'",
            f"Error de autenticación: la clave {k} fue revocada el 2025-04-30.",
            f"AuthenticationError: key={k} is not valid for this project",
            f"Falha na autenticação: chave de API {k} inválida",
            f"Invalid token {k} (expired)",
        ][i % 6]
        lang = "es" if i % 6 == 2 else "pt" if i % 6 == 4 else "en"
        out.append(s("api-key-error", lang, f"{prov} key echoed in an error message", k, t))
    # prose (12)
    for i in range(12):
        prov, k = nxt()
        t = [
            f"Para probar usa mi llave {k} pero no la compartas, porfa.",
            f"Te dejo la API key de {prov}: {k}",
            f"Here's our staging key {k}, rotate it after the demo.",
            f"La clave de acceso del proveedor es {k} (vence en junio).",
            f"Use esta chave: {k}",
            f"Ya quedó configurado con la key {k} en el servidor de pruebas.",
        ][i % 6]
        lang = ["es", "es", "en", "es", "pt", "es"][i % 6]
        out.append(s("api-key-prose", lang, f"{prov} key in prose", k, t))
    # bearer tokens (10)
    for i in range(10):
        tok = m.chars(URLSAFE, m.r.choice([32, 40, 64]))
        if i % 2:
            out.append(
                s(
                    "bearer-token",
                    "en",
                    "opaque Bearer token in an Authorization header",
                    tok,
                    f"Bearer {tok}",
                    where="header",
                    hname="Authorization",
                )
            )
        else:
            out.append(
                s(
                    "bearer-token",
                    "es",
                    "Bearer token in a pasted request",
                    tok,
                    f"Authorization: Bearer {tok} (copiado de la consola)",
                )
            )
    # basic auth (8)
    for i in range(8):
        user = m.pick(["admin", "svc-search", "api", "deploy", "bot"])
        pw = m.chars(B62, 14) + m.pick("!#%*")
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        if i % 3 == 0:
            out.append(
                s(
                    "basic-auth",
                    "en",
                    "Basic credentials in an Authorization header",
                    b,
                    f"Basic {b}",
                    where="header",
                    hname="Authorization",
                )
            )
        elif i % 3 == 1:
            v = f"https://{user}:{pw}@proxy.interno.example.mx:8443"
            out.append(s("basic-auth", "es", "user:password in a proxy URL", v, f"HTTPS_PROXY={v}"))
        else:
            out.append(
                s(
                    "basic-auth",
                    "en",
                    "Basic credentials pasted in a request",
                    b,
                    f"Authorization: Basic {b}",
                )
            )
    # cookies (8)
    for i in range(8):
        if i % 2 == 0:
            v = f"session={m.chars(URLSAFE, 48)}"
            out.append(
                s(
                    "cookie",
                    "en",
                    "session cookie in a Cookie header",
                    v,
                    f"{v}; theme=dark",
                    where="header",
                    hname="Cookie",
                )
            )
        else:
            v = m.pick(
                [
                    f"connect.sid=s%3A{m.chars(URLSAFE, 32)}.{m.chars(B62, 43)}",
                    f"sessionid={m.chars(LOW + DIG, 32)}",
                    f"__Secure-next-auth.session-token={m.chars(URLSAFE, 60)}",
                ]
            )
            out.append(
                s(
                    "cookie",
                    "en",
                    "session cookie in Set-Cookie",
                    v,
                    f"{v}; Path=/; HttpOnly; Secure",
                    where="header",
                    hname="Set-Cookie",
                )
            )
    # JWT (6)
    for i in range(6):
        j = m.jwt()
        t = [f"access_token={j}", j, f"Token de sesión: {j}"][i % 3]
        kw = {"where": "data", "key": "id_token"} if i % 3 == 1 else {}
        out.append(s("jwt", "es" if i % 3 == 2 else "en", "JWT", j, t, **kw))
    # private keys (6)
    for i in range(6):
        rows = m.pem(["rsa", "ec", "pk", "ssh"][i % 4])
        out.append(
            s(
                "private-key",
                "en",
                "PEM private key",
                rows[0],
                "\n".join(rows) + "\n",
                pem=True,
                key="private_key",
            )
        )
    # cloud keys (8)
    for i in range(8):
        if i % 2 == 0:
            v = "AKIA" + m.chars(UP + DIG, 16)
            t = [f"aws_access_key_id = {v}", f"AWS_ACCESS_KEY_ID={v}"][i % 4 // 2]
        else:
            v = m.chars(B62 + "/+", 40)
            t = [f"aws_secret_access_key = {v}", f"AWS_SECRET_ACCESS_KEY={v}"][i % 4 // 2]
        out.append(s("cloud-key", "en", "AWS key in a credentials line", v, t))
    # connection strings (8)
    for i in range(8):
        pw = m.chars(B62, 16)
        v = [
            f"postgresql://app_user:{pw}@db.interno.example.mx:5432/busquedas",
            f"mongodb+srv://admin:{pw}@cluster0.ab12c.mongodb.net/fixtures?retryWrites=true",
            f"redis://default:{pw}@redis-12345.c1.us-east-1.ec2.cloud.redislabs.com:12345",
            f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={m.chars(B62 + '+/', 86)}==;EndpointSuffix=core.windows.net",  # noqa: E501
            f"mysql://root:{pw}@10.0.4.12:3306/crm",
        ][i % 5]
        t = [
            f"DATABASE_URL={v}",
            f"No conecta: {v} (connection refused)",
            v,
            f"cadena de conexión: {v}",
        ][i % 4]
        kw = {"where": "data", "key": "connection_string"} if i % 4 == 2 else {}
        out.append(
            s(
                "connection-string",
                "es" if i % 4 in (1, 3) else "en",
                "connection string with a password",
                v,
                t,
                **kw,
            )
        )
    # signed URLs (6)
    for i in range(6):
        if i % 3 == 0:
            v = (
                f"https://fixtures-mx.s3.amazonaws.com/capturas/pagina.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{m.chars(UP + DIG, 16)}%2F20250611%2Fus-east-1%2Fs3%2Faws4_request"
                f"&X-Amz-Date=20250611T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={m.chars(HEX, 64)}"  # noqa: E501
            )
        elif i % 3 == 1:
            v = (
                f"https://storage.googleapis.com/capturas-mx/reporte.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
                f"&X-Goog-Credential=svc%40proyecto.iam.gserviceaccount.com%2F20250611%2Fauto%2Fstorage%2Fgoog4_request"
                f"&X-Goog-Date=20250611T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={m.chars(HEX, 128)}"  # noqa: E501
            )
        else:
            v = (
                f"https://fixturesmx.blob.core.windows.net/capturas/a.json?sv=2022-11-02&ss=b&srt=o&sp=r"
                f"&se=2025-12-31T00:00:00Z&st=2025-06-01T00:00:00Z&spr=https&sig={m.chars(B62, 43)}%3D"
            )
        out.append(
            s(
                "signed-url",
                "es" if i % 2 else "en",
                "pre-signed URL",
                v,
                f"Descarga: {v}" if i % 2 else v,
            )
        )
    # webhook URLs (6)
    for i in range(6):
        v = [
            f"https://hooks.slack.com/services/T{m.chars(UP + DIG, 8)}/B{m.chars(UP + DIG, 10)}/{m.chars(B62, 24)}",
            f"https://discord.com/api/webhooks/{m.digits(18)}/{m.chars(URLSAFE, 68)}",
            f"https://outlook.office.com/webhook/{m.uuid()}@{m.uuid()}/IncomingWebhook/{m.chars(HEX, 32)}/{m.uuid()}",
        ][i % 3]
        t = [f"Alertas al canal: {v}", v, f"webhook_url: {v}"][i % 3]
        kw = {"where": "data", "key": "webhook"} if i % 3 == 1 else {}
        out.append(
            s("webhook-url", "es" if i % 3 == 0 else "en", "webhook URL with its token", v, t, **kw)
        )
    return out
