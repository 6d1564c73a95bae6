"""Secret items of corpus 38 (label ``secret``): invented credentials in their usual places.

Same dict shape as ``content_personal``; ``code`` marks a line that a page would show in a
``<pre>``; ``pem`` holds the body lines of a PEM block.
"""

from __future__ import annotations

import base64
import random
import string

from values import ALNUM, HEX, LOWER_DIG, UPPER_DIG, jwt, pem_body, rs

B64 = string.ascii_letters + string.digits + "+/"


def provider_key(rng: random.Random) -> tuple[str, str, str]:
    """(provider, key, usual header) for an invented key of a common shape."""
    which = rng.randint(0, 18)
    return [
        (
            "tavily",
            "tvly-" + rng.choice(["", "dev-", "prod-"]) + rs(rng, ALNUM, 32),
            "Authorization",
        ),
        ("brave", "BSA" + rs(rng, ALNUM, 28), "X-Subscription-Token"),
        ("serpapi", rs(rng, HEX, 64), "api_key"),
        ("serper", rs(rng, HEX, 40), "X-API-KEY"),
        ("firecrawl", "fc-" + rs(rng, HEX, 32), "Authorization"),
        ("jina", "jina_" + rs(rng, HEX, 32) + rs(rng, ALNUM, 28), "Authorization"),
        ("perplexity", "pplx-" + rs(rng, ALNUM, 48), "Authorization"),
        ("openai", "sk-proj-" + rs(rng, ALNUM + "-_", 120), "Authorization"),
        ("anthropic", "sk-ant-api03-" + rs(rng, ALNUM + "-_", 93) + "AA", "x-api-key"),
        ("openrouter", "sk-or-v1-" + rs(rng, HEX, 64), "Authorization"),
        ("groq", "gsk_" + rs(rng, ALNUM, 52), "Authorization"),
        ("google", "AIza" + rs(rng, ALNUM + "-_", 35), "x-goog-api-key"),
        ("huggingface", "hf_" + rs(rng, string.ascii_letters, 34), "Authorization"),
        ("xai", "xai-" + rs(rng, ALNUM, 80), "Authorization"),
        (
            "exa",
            rs(rng, HEX, 8)
            + "-"
            + rs(rng, HEX, 4)
            + "-"
            + rs(rng, HEX, 4)
            + "-"
            + rs(rng, HEX, 4)
            + "-"
            + rs(rng, HEX, 12),
            "x-api-key",
        ),
        ("mistral", rs(rng, ALNUM, 32), "Authorization"),
        ("cohere", rs(rng, ALNUM, 40), "Authorization"),
        ("stripe", "sk_live_" + rs(rng, ALNUM, 99), "Authorization"),
        ("github", "ghp_" + rs(rng, ALNUM, 36), "Authorization"),
    ][which]


def _mk(kind: str, lang: str, form: str, value: str, text: str, **kw: object) -> dict:
    return {"kind": kind, "lang": lang, "form": form, "value": value, "text": text, **kw}


def s_header(rng: random.Random) -> dict:
    prov, key, hname = provider_key(rng)
    if hname == "api_key":
        hname = "X-API-Key"
    hval = f"Bearer {key}" if hname == "Authorization" else key
    return _mk(
        "api-key-header",
        "en",
        f"{prov} key in {hname} header",
        key,
        f"{hname}: {hval}",
        header=hname,
        header_value=hval,
        code=True,
    )


def s_query(rng: random.Random) -> dict:
    prov, key, _ = provider_key(rng)
    host = {
        "serpapi": "https://serpapi.com/search.json?engine=google&q=clima+cdmx&api_key=",
        "google": "https://www.googleapis.com/customsearch/v1?cx=017576662512468239146:omuauf_lfve&q=tacos&key=",
    }
    url = (
        host.get(prov, f"https://api.{prov}.example/v1/search?q=noticias+mexico&hl=es&api_key=")
        + key
    )
    lang = rng.choice(["es", "en"])
    t = f"GET {url} -> 200 OK" if lang == "en" else f"Petición registrada: GET {url} (200)"
    return _mk("api-key-query", lang, f"{prov} key in query string", key, t, code=True)


def s_curl(rng: random.Random) -> dict:
    prov, key, hname = provider_key(rng)
    hval = f"Bearer {key}" if hname in ("Authorization", "api_key") else key
    hname = "Authorization" if hname == "api_key" else hname
    t = (
        f'curl -s https://api.{prov}.com/v1/search -H "{hname}: {hval}" '
        "-H 'Content-Type: application/json' -d '{\"query\": \"precio del dólar hoy\"}'"
    )
    t = t.replace('"', "'")
    return _mk("api-key-curl", rng.choice(["es", "en"]), f"{prov} key in curl", key, t, code=True)


def s_env(rng: random.Random) -> dict:
    prov, key, _ = provider_key(rng)
    name = f"{prov.upper()}_API_KEY"
    style = rng.randint(0, 3)
    t = [
        f"{name}={key}",
        f'export {name}="{key}"'.replace('"', "'"),
        f"{prov}_api_key: {key}",
        f"[{prov}]\napi_key = {key}".split("\n")[1],
    ][style]
    return _mk("api-key-env", "en", f"{prov} key in env/config line {style}", key, t, code=True)


def s_json(rng: random.Random) -> dict:
    prov, key, _ = provider_key(rng)
    t = f"{{'provider': '{prov}', 'api_key': '{key}', 'max_results': 5}}"
    return _mk(
        "api-key-json",
        "en",
        f"{prov} key in json config",
        key,
        t,
        code=True,
        field=("api_key", key),
    )


def s_error(rng: random.Random) -> dict:
    prov, key, _ = provider_key(rng)
    lang = rng.choice(["es", "en", "en"])
    if lang == "en":
        t = rng.choice(
            [
                f"401 Unauthorized: Incorrect API key provided: {key}. You can find your API key in your dashboard.",
                f"AuthenticationError: invalid x-api-key '{key}' for {prov}",
            ]
        )
    else:
        t = f"Error 401 ({prov}): la clave {key} no es válida o fue revocada."
    return _mk("api-key-error", lang, f"{prov} key echoed in error", key, t)


def s_prose(rng: random.Random) -> dict:
    prov, key, _ = provider_key(rng)
    lang = rng.choice(["es", "es", "en", "pt"])
    t = {
        "es": rng.choice(
            [
                f"Para que funcione el script usa mi clave de {prov}: {key} (no la compartan).",
                f"Oigan, ya renové la API key de {prov}, la nueva es {key}",
            ]
        ),
        "en": f"Here's the {prov} key for staging: {key} — rotate it after the demo.",
        "pt": f"Segue a chave da API do {prov}: {key}, não compartilhe.",
    }[lang]
    return _mk("api-key-prose", lang, f"{prov} key in prose", key, t)


def s_bearer(rng: random.Random) -> dict:
    tok = rs(rng, ALNUM + "-._", rng.randint(40, 64))
    return _mk(
        "bearer-token",
        "en",
        "opaque bearer",
        tok,
        f"Authorization: Bearer {tok}",
        header="Authorization",
        header_value=f"Bearer {tok}",
        code=True,
    )


def s_jwt(rng: random.Random) -> dict:
    tok = jwt(
        rng,
        {
            "sub": rs(rng, LOWER_DIG, 12),
            "scope": "search:read",
            "exp": 1767225600 + rng.randint(0, 10**6),
        },
    )
    if rng.random() < 0.5:
        return _mk(
            "jwt",
            "en",
            "jwt in bearer header",
            tok,
            f"Authorization: Bearer {tok}",
            header="Authorization",
            header_value=f"Bearer {tok}",
            code=True,
        )
    return _mk("jwt", "es", "jwt in prose", tok, f"Token de sesión (caduca mañana): {tok}")


def s_basic(rng: random.Random) -> dict:
    user = rng.choice(["admin", "svc_search", "integracion", "api"])
    pw = rs(rng, ALNUM + "!#$%", 14)
    cred = base64.b64encode(f"{user}:{pw}".encode()).decode()
    if rng.random() < 0.5:
        return _mk(
            "basic-auth",
            "en",
            "basic header",
            cred,
            f"Authorization: Basic {cred}",
            header="Authorization",
            header_value=f"Basic {cred}",
            code=True,
        )
    pw2 = rs(rng, ALNUM, 16)
    v = f"https://{user}:{pw2}@proxy.interno.example.mx:8443/search"
    return _mk("basic-auth", "es", "credentials in url", v, f"Proxy configurado: {v}", code=True)


def s_cookie(rng: random.Random) -> dict:
    sid = rs(rng, LOWER_DIG, 32)
    style = rng.randint(0, 2)
    if style == 0:
        hv = f"sessionid={sid}; csrftoken={rs(rng, ALNUM, 32)}"
        return _mk(
            "cookie",
            "en",
            "Cookie header session",
            sid,
            f"Cookie: {hv}",
            header="Cookie",
            header_value=hv,
            code=True,
        )
    if style == 1:
        hv = f"__Secure-session={sid}; Path=/; HttpOnly; Secure; SameSite=Lax"
        return _mk(
            "cookie",
            "en",
            "Set-Cookie session",
            sid,
            f"Set-Cookie: {hv}",
            header="Set-Cookie",
            header_value=hv,
            code=True,
        )
    tok = rs(rng, ALNUM, 40)
    return _mk(
        "cookie",
        "es",
        "session token in prose",
        tok,
        f"Copia tu cookie de sesión (PHPSESSID={tok}) en la extensión para entrar sin login.",
    )


def s_pem(rng: random.Random) -> dict:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    begin = f"-----BEGIN {kind}-----"
    body = pem_body(rng, rng.randint(5, 9))
    return _mk(
        "private-key",
        "en",
        f"pem {kind.lower()}",
        begin,
        begin,
        pem=body,
        pem_end=f"-----END {kind}-----",
    )


def s_cloud(rng: random.Random) -> dict:
    if rng.random() < 0.5:
        v = "AKIA" + rs(rng, UPPER_DIG, 16)
        return _mk("cloud-key", "en", "aws access key id", v, f"aws_access_key_id = {v}", code=True)
    v = rs(rng, ALNUM + "/+", 40)
    return _mk(
        "cloud-key", "en", "aws secret access key", v, f"AWS_SECRET_ACCESS_KEY={v}", code=True
    )


def s_conn(rng: random.Random) -> dict:
    pw = rs(rng, ALNUM, 18)
    v = rng.choice(
        [
            f"postgresql://app_search:{pw}@db.interno.example.mx:5432/fixtures",
            f"mongodb+srv://reporter:{pw}@cluster0.ab1cd.mongodb.net/capturas?retryWrites=true",
            f"mysql://root:{pw}@10.0.3.17:3306/buscador",
            f"redis://:{pw}@cache.example.com:6379/0",
        ]
    )
    lang = rng.choice(["es", "en"])
    t = f"DATABASE_URL={v}" if lang == "en" else f"Conexión rechazada a {v}: timeout tras 30 s"
    return _mk("connection-string", lang, "connection string with password", v, t, code=True)


def s_signed(rng: random.Random) -> dict:
    if rng.random() < 0.5:
        sig = rs(rng, HEX, 64)
        v = (
            f"https://capturas-mx.s3.amazonaws.com/reportes/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{rs(rng, UPPER_DIG, 16)}%2F20250610%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20250610T120000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        return _mk(
            "signed-url", "es", "s3 presigned url", sig, f"Descarga (válida 7 días): {v}", code=True
        )
    sig = rs(rng, ALNUM + "%", 44)
    v = f"https://capturasmx.blob.core.windows.net/html/pagina.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig={sig}"
    return _mk("signed-url", "en", "azure sas url", sig, f"SAS link: {v}", code=True)


def _guid(rng: random.Random, variant: str) -> str:
    a, b = rs(rng, HEX, 8), rs(rng, HEX, 4)
    c, d, e = rs(rng, HEX, 3), rs(rng, HEX, 3), rs(rng, HEX, 12)
    return f"{a}-{b}-4{c}-{variant}{d}-{e}"


def s_webhook(rng: random.Random) -> dict:
    which = rng.randint(0, 2)
    if which == 0:
        v = f"https://hooks.slack.com/services/T{rs(rng, UPPER_DIG, 8)}/B{rs(rng, UPPER_DIG, 10)}/{rs(rng, ALNUM, 24)}"
    elif which == 1:
        v = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{rs(rng, ALNUM + '-_', 68)}"
    else:
        g1 = _guid(rng, "a")
        g2 = _guid(rng, "b")
        hook = rs(rng, HEX, 32)
        g3 = _guid(rng, "8")
        v = f"https://contoso.webhook.office.com/webhookb2/{g1}@{g2}/IncomingWebhook/{hook}/{g3}"
    lang = rng.choice(["es", "en"])
    t = f"Alertas del scraper → {v}" if lang == "es" else f"notify_url: {v}"
    return _mk(
        "webhook-url", lang, ["slack", "discord", "teams"][which] + " webhook", v, t, code=True
    )


def s_misc(rng: random.Random) -> dict:
    which = rng.randint(0, 3)
    if which == 0:
        v = "SG." + rs(rng, ALNUM + "-_", 22) + "." + rs(rng, ALNUM + "-_", 43)
        return _mk("api-key-env", "en", "sendgrid key env", v, f"SENDGRID_API_KEY={v}", code=True)
    if which == 1:
        v = "github_pat_11" + rs(rng, UPPER_DIG, 20) + "_" + rs(rng, ALNUM, 59)
        return _mk(
            "api-key-prose",
            "es",
            "github fine-grained pat in prose",
            v,
            f"Usé este token para clonar el repo privado: {v}",
        )
    if which == 2:
        v = rs(rng, HEX, 32)
        return _mk(
            "api-key-json",
            "en",
            "twilio auth token field",
            v,
            f"{{'account_sid': 'AC{rs(rng, HEX, 32)}', 'auth_token': '{v}'}}",
            code=True,
            field=("auth_token", v),
        )
    v = (
        "xoxb-"
        + f"{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-"
        + rs(rng, ALNUM, 24)
    )
    return _mk("bearer-token", "en", "slack bot token", v, f"SLACK_BOT_TOKEN={v}", code=True)


MAKERS = [
    (s_header, 18),
    (s_query, 12),
    (s_curl, 10),
    (s_env, 12),
    (s_json, 10),
    (s_error, 12),
    (s_prose, 12),
    (s_bearer, 8),
    (s_jwt, 6),
    (s_basic, 6),
    (s_cookie, 8),
    (s_pem, 5),
    (s_cloud, 6),
    (s_conn, 7),
    (s_signed, 4),
    (s_webhook, 6),
    (s_misc, 8),
]
