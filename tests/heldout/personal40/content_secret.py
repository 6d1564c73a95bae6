# ruff: noqa: E501
"""Secret items of corpus 40: invented credentials where recordings and pages leak them."""

from __future__ import annotations

import random

import gen
from content_personal import E

A, H = gen.ALNUM, gen.HEX


def _keys(r: random.Random) -> list[tuple[str, str, str]]:
    """(provider, header name, invented key) in each provider's usual shape."""
    return [
        ("tavily", "Authorization", "tvly-" + gen.rand(r, A, 32)),
        ("tavily-dev", "Authorization", "tvly-dev-" + gen.rand(r, A, 32)),
        ("brave", "X-Subscription-Token", "BSA" + gen.rand(r, A, 28)),
        ("serpapi", "api_key", gen.hexs(r, 64)),
        ("serper", "X-API-KEY", gen.hexs(r, 40)),
        ("firecrawl", "Authorization", "fc-" + gen.hexs(r, 32)),
        ("jina", "Authorization", "jina_" + gen.rand(r, A, 60)),
        ("perplexity", "Authorization", "pplx-" + gen.rand(r, A, 48)),
        ("openai", "Authorization", "sk-proj-" + gen.rand(r, A + "_-", 120)),
        ("anthropic", "x-api-key", "sk-ant-api03-" + gen.rand(r, A + "_-", 93) + "AA"),
        ("openrouter", "Authorization", "sk-or-v1-" + gen.hexs(r, 64)),
        ("groq", "Authorization", "gsk_" + gen.rand(r, A, 52)),
        ("google", "x-goog-api-key", "AIza" + gen.rand(r, A + "_-", 35)),
        ("huggingface", "Authorization", "hf_" + gen.rand(r, A, 34)),
        ("xai", "Authorization", "xai-" + gen.rand(r, A, 80)),
        ("exa", "x-api-key", gen.uid(r)),
        ("mistral", "Authorization", gen.rand(r, A, 32)),
        ("cohere", "Authorization", gen.rand(r, A, 40)),
        ("stripe", "Authorization", "sk_live_" + gen.rand(r, A, 99)),
        ("github", "Authorization", "ghp_" + gen.rand(r, A, 36)),
        (
            "sendgrid",
            "Authorization",
            "SG." + gen.rand(r, A + "_-", 22) + "." + gen.rand(r, A + "_-", 43),
        ),
        ("you", "X-API-Key", gen.rand(r, A, 40)),
        ("searchapi", "Authorization", gen.rand(r, A, 24)),
    ]


def _key(r: random.Random, i: int) -> tuple[str, str, str]:
    ks = _keys(r)
    return ks[i % len(ks)]


def _auth_value(prov: str, hdr: str, key: str) -> str:
    return f"Bearer {key}" if hdr == "Authorization" else key


def header(r: random.Random, i: int) -> E:
    prov, hdr, key = _key(r, i)
    if prov == "serpapi":
        hdr = "Authorization"
    v = _auth_value(prov, hdr, key)
    return E(
        "api-key-header", "en", f"header-{prov}", key, f"{hdr}: {v}", header=(hdr, v), modes="H"
    )


def query(r: random.Random, i: int) -> E:
    prov, _, key = _key(r, i + 3)
    host = {
        "serpapi": "serpapi.com/search.json?engine=google&q=pymes+jalisco&api_key=",
        "google": "www.googleapis.com/customsearch/v1?cx=017576662512468239146:omuauf_lfve&q=ferreterias&key=",
    }
    url = "https://" + host.get(prov, f"api.{prov}.example/v1/search?q=clima+cdmx&apikey=") + key
    return E(
        "api-key-query",
        "en",
        f"query-{prov}",
        key,
        f"GET {url} -> 200 (1.2 s)",
        html=f'<p>Ejemplo de consulta: <a href="{url.replace("&", "&amp;")}">ver resultados</a></p>'
        if i % 3 == 0
        else None,
    )


def curl(r: random.Random, i: int) -> E:
    prov, hdr, key = _key(r, i + 7)
    v = _auth_value(prov, hdr, key)
    t = f"curl -s https://api.{prov}.example/search -H 'Content-Type: application/json' -H '{hdr}: {v}' -d '{{\"query\":\"precio del maíz\"}}'"
    return E("api-key-curl", "en", f"curl-{prov}", key, t)


ENV = {
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
    "cohere": "CO_API_KEY",
    "stripe": "STRIPE_SECRET_KEY",
    "github": "GITHUB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "you": "YDC_API_KEY",
    "searchapi": "SEARCHAPI_API_KEY",
    "tavily-dev": "TAVILY_API_KEY",
}


def env(r: random.Random, i: int) -> E:
    prov, _, key = _key(r, i + 11)
    name = ENV[prov]
    style = i % 4
    t = (
        f"{name}={key}",
        f'export {name}="{key}"',
        f"{name.lower()}: {key}",
        f"[{prov}]\napi_key = {key}",
    )[style]
    t = t.replace("\n", " ")
    return E("api-key-env", "en", ("dotenv", "export", "yaml-config", "ini")[style], key, t)


def jsonkey(r: random.Random, i: int) -> E:
    _, _, key = _key(r, i + 5)
    field = ("api_key", "apiKey", "token", "secret_key", "access_token")[i % 5]
    t = f'{{"{field}": "{key}", "query": "tortillerías en Zapopan", "max_results": 5}}'
    return E("api-key-json", "en", f"json-{field}", key, t)


def error(r: random.Random, i: int) -> E:
    prov, _, key = _key(r, i + 13)
    lang = "es" if i % 3 == 1 else "pt" if i % 6 == 2 else "en"
    if lang == "pt":
        t = f"Erro 401: a chave {key} é inválida ou expirou."
    elif lang == "es":
        t = f"Error 401: la clave de API {key} no es válida o fue revocada."
    else:
        t = rng_choice(
            r,
            (
                f"Incorrect API key provided: {key}. You can find your API key at https://platform.example/account/api-keys.",
                f"AuthenticationError: invalid x-api-key '{key}' (status 401)",
                f"403 Forbidden: token {key} lacks scope search:read",
            ),
        )
    return E("api-key-error", lang, f"error-{prov}", key, t)


def rng_choice(r: random.Random, xs: tuple[str, ...]) -> str:
    return r.choice(xs)


def prose(r: random.Random, i: int) -> E:
    prov, _, key = _key(r, i + 17)
    lang = ("es", "es", "en", "pt")[i % 4]
    t = {
        "es": f"Les comparto la llave de {prov} para las pruebas: {key} (no la suban al repo).",
        "en": f"Here's our {prov} key for staging: {key} — rotate it after the demo.",
        "pt": f"A chave da API do {prov} é {key}, use só no ambiente de testes.",
    }[lang]
    return E("api-key-prose", lang, f"prose-{prov}", key, t)


def bearer(r: random.Random, i: int) -> E:
    tok = gen.rand(r, A + "._-", 48) if i % 2 else "ya29." + gen.rand(r, A + "_-", 120)
    v = f"Bearer {tok}"
    if i % 3 == 0:
        return E(
            "bearer-token",
            "en",
            "header",
            tok,
            f"authorization: {v}",
            header=("authorization", v),
            modes="H",
        )
    return E(
        "bearer-token", "en", "log", tok, f"[http] POST /v1/extract authorization={v} status=200"
    )


def basic_auth(r: random.Random, i: int) -> E:
    user = r.choice(("admin", "svc-search", "scraper", "deploy"))
    pw = gen.rand(r, A, 14) + r.choice("!#%*")
    if i % 2 == 0:
        b = gen.basic(user, pw)
        v = f"Basic {b}"
        if i % 4 == 0:
            return E(
                "basic-auth",
                "en",
                "header",
                b,
                f"Authorization: {v}",
                header=("Authorization", v),
                modes="H",
            )
        return E("basic-auth", "en", "log", b, f"proxy request with Proxy-Authorization: {v}")
    url = f"https://{user}:{pw}@crawler-proxy.example.net:8443/fetch"
    return E("basic-auth", "en", "url-userinfo", f"{user}:{pw}", f"HTTPS_PROXY={url}")


def cookie(r: random.Random, i: int) -> E:
    tok = gen.rand(r, A, 40)
    name = (
        "sessionid",
        "__Secure-next-auth.session-token",
        "connect.sid",
        "PHPSESSID",
        "_session_id",
    )[i % 5]
    if name == "connect.sid":
        tok = "s%3A" + gen.rand(r, A, 32) + "." + gen.rand(r, A, 43)
    if i % 2:
        v = f"{name}={tok}; Path=/; HttpOnly; Secure"
        return E(
            "cookie",
            "en",
            "set-cookie",
            tok,
            f"Set-Cookie: {v}",
            header=("set-cookie", v),
            modes="H",
        )
    v = f"{name}={tok}; lang=es-MX"
    return E(
        "cookie",
        "en",
        "cookie",
        tok,
        f"Cookie: {v}",
        header=("Cookie", v),
        modes="H" if i % 4 == 0 else "j",
    )


def jwtok(r: random.Random, i: int) -> E:
    payload = f'{{"sub":"{r.randint(1000, 99999)}","role":"service","iat":17{r.randint(10000000, 99999999)},"exp":17{r.randint(10000000, 99999999)}}}'
    t = gen.jwt(r, payload)
    forms = (
        f"token de sesión: {t}",
        f'{{"access_token": "{t}", "token_type": "bearer"}}',
        f"Authorization: Bearer {t}",
    )
    return E(
        "jwt",
        "es" if i % 3 == 0 else "en",
        ("prose", "json", "header-text")[i % 3],
        t,
        forms[i % 3],
    )


def private_key(r: random.Random, i: int) -> E:
    kind = ("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")[i % 4]
    head = f"-----BEGIN {kind}-----"
    body = gen.pem_body(r)
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    html = "<pre>" + pem + "</pre>"
    return E("private-key", "en", kind.lower().replace(" ", "-"), head, pem, html=html, modes="hj")


def cloud(r: random.Random, i: int) -> E:
    k = i % 4
    if k == 0:
        v = "AKIA" + gen.rand(r, gen.UPALNUM, 16)
        return E("cloud-key", "en", "aws-access-key-id", v, f"aws_access_key_id = {v}")
    if k == 1:
        v = gen.rand(r, A + "/+", 40)
        return E("cloud-key", "en", "aws-secret", v, f"AWS_SECRET_ACCESS_KEY={v}")
    if k == 2:
        v = gen.rand(r, A + "/+", 86) + "=="
        return E(
            "cloud-key",
            "en",
            "azure-storage",
            v,
            f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={v};EndpointSuffix=core.windows.net",
        )
    v = "-----BEGIN PRIVATE KEY-----\\n" + gen.rand(r, A, 64)
    key = gen.rand(r, A, 64)
    return E(
        "cloud-key",
        "en",
        "gcp-service-account",
        key,
        f'{{"type": "service_account", "private_key_id": "{gen.hexs(r, 40)}", "private_key": "-----BEGIN PRIVATE KEY-----\\n{key}"}}',
    )


def conn(r: random.Random, i: int) -> E:
    pw = gen.rand(r, A, 16)
    s = (
        f"postgresql://radar:{pw}@db.internal.example:5432/fixtures",
        f"mongodb+srv://app:{pw}@cluster0.ab1cd.mongodb.net/search?retryWrites=true",
        f"redis://:{pw}@cache.example.net:6379/0",
        f"mysql://root:{pw}@10.0.3.12:3306/crm",
    )[i % 4]
    lang = "es" if i % 2 else "en"
    t = f"No se pudo conectar a {s}: timeout" if lang == "es" else f"DATABASE_URL={s}"
    return E("connection-string", lang, s.split(":")[0], pw, t)


def signed(r: random.Random, i: int) -> E:
    if i % 3 == 0:
        sig = gen.hexs(r, 64)
        url = f"https://fixtures-mx.s3.amazonaws.com/capturas/pagina.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{gen.rand(r, gen.UPALNUM, 16)}%2F20240512%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240512T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    elif i % 3 == 1:
        sig = gen.hexs(r, 128)
        url = f"https://storage.googleapis.com/radar-capturas/reporte.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=svc%40radar.iam.gserviceaccount.com%2F20240512%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240512T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
    else:
        sig = gen.rand(r, A, 43) + "%3D"
        url = f"https://fixturesmx.blob.core.windows.net/html/captura.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-06-01T00:00:00Z&sig={sig}"
    return E("signed-url", "en", ("s3", "gcs", "azure-sas")[i % 3], sig, f"download_url: {url}")


def webhook(r: random.Random, i: int) -> E:
    k = i % 3
    if k == 0:
        url = f"https://hooks.slack.com/services/T{gen.rand(r, gen.UPALNUM, 10)}/B{gen.rand(r, gen.UPALNUM, 10)}/{gen.rand(r, A, 24)}"
    elif k == 1:
        url = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{gen.rand(r, A + '_-', 68)}"
    else:
        url = f"https://hooks.zapier.com/hooks/catch/{r.randint(100000, 9999999)}/{gen.rand(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 7)}/"
    t = ("Alertas del bench al canal: " if i % 2 else "notify webhook: ") + url
    return E("webhook-url", "es" if i % 2 else "en", ("slack", "discord", "zapier")[k], url, t)


def misc_tokens(r: random.Random, i: int) -> E:
    k = i % 4
    if k == 0:
        v = f"{r.randint(10**8, 10**10)}:AA{gen.rand(r, A + '_-', 33)}"
        return E("bot-token", "es", "telegram", v, f"El bot de avisos usa el token {v}")
    if k == 1:
        v = (
            "xoxb-"
            + f"{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-"
            + gen.rand(r, A, 24)
        )
        return E("bot-token", "en", "slack-bot", v, f"SLACK_BOT_TOKEN={v}")
    if k == 2:
        v = "SK" + gen.hexs(r, 32)
        return E(
            "api-key-env",
            "en",
            "twilio",
            v,
            f"TWILIO_API_KEY_SID={v} TWILIO_API_SECRET={gen.rand(r, A, 32)}",
        )
    v = "key-" + gen.hexs(r, 32)
    return E("api-key-env", "en", "mailgun", v, f"MAILGUN_API_KEY={v}")


PLAN = (
    (header, 18),
    (query, 12),
    (curl, 10),
    (env, 12),
    (jsonkey, 12),
    (error, 12),
    (prose, 12),
    (bearer, 10),
    (basic_auth, 8),
    (cookie, 8),
    (jwtok, 6),
    (private_key, 5),
    (cloud, 8),
    (conn, 8),
    (signed, 6),
    (webhook, 7),
    (misc_tokens, 6),
)


def make(rng: random.Random) -> list[E]:
    out = []
    for fn, n in PLAN:
        out.extend(fn(rng, i) for i in range(n))
    return out
