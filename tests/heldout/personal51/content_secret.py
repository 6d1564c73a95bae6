"""Secret items of corpus 51 (label ``secret``): invented credentials in their contexts."""

from __future__ import annotations

import base64
import random

import makers as m


def keys(r: random.Random) -> list[tuple[str, str, str, str]]:
    """(provider, key, header name, env var) for invented keys of the usual shapes."""
    A, H = m.ALNUM, m.HEX
    return [
        ("tavily", "tvly-" + m.rand(r, A, 32), "Authorization", "TAVILY_API_KEY"),
        ("tavily-dev", "tvly-dev-" + m.rand(r, A, 32), "Authorization", "TAVILY_API_KEY"),
        ("brave", "BSA" + m.rand(r, A, 28), "X-Subscription-Token", "BRAVE_API_KEY"),
        ("serpapi", m.rand(r, H, 64), "", "SERPAPI_API_KEY"),
        ("serper", m.rand(r, H, 40), "X-API-KEY", "SERPER_API_KEY"),
        ("firecrawl", "fc-" + m.rand(r, H, 32), "Authorization", "FIRECRAWL_API_KEY"),
        ("jina", "jina_" + m.rand(r, A, 60), "Authorization", "JINA_API_KEY"),
        ("perplexity", "pplx-" + m.rand(r, A, 48), "Authorization", "PERPLEXITY_API_KEY"),
        ("openai", "sk-proj-" + m.rand(r, A + "_-", 120), "Authorization", "OPENAI_API_KEY"),
        (
            "anthropic",
            "sk-ant-api03-" + m.rand(r, A + "_-", 93) + "AA",
            "x-api-key",
            "ANTHROPIC_API_KEY",
        ),
        ("openrouter", "sk-or-v1-" + m.rand(r, H, 64), "Authorization", "OPENROUTER_API_KEY"),
        ("groq", "gsk_" + m.rand(r, A, 52), "Authorization", "GROQ_API_KEY"),
        ("google", "AIza" + m.rand(r, A + "_-", 35), "x-goog-api-key", "GOOGLE_API_KEY"),
        ("huggingface", "hf_" + m.rand(r, A, 34), "Authorization", "HF_TOKEN"),
        ("xai", "xai-" + m.rand(r, A, 80), "Authorization", "XAI_API_KEY"),
        (
            "exa",
            f"{m.rand(r, H, 8)}-{m.rand(r, H, 4)}-4{m.rand(r, H, 3)}-b{m.rand(r, H, 3)}-{m.rand(r, H, 12)}",
            "x-api-key",
            "EXA_API_KEY",
        ),
        ("mistral", m.rand(r, A, 32), "Authorization", "MISTRAL_API_KEY"),
        ("cohere", m.rand(r, A, 40), "Authorization", "CO_API_KEY"),
        ("stripe", "sk_live_51" + m.rand(r, A, 96), "Authorization", "STRIPE_SECRET_KEY"),
        ("github", "ghp_" + m.rand(r, A, 36), "Authorization", "GITHUB_TOKEN"),
        ("bing", m.rand(r, H, 32), "Ocp-Apim-Subscription-Key", "BING_SEARCH_KEY"),
        (
            "sendgrid",
            "SG." + m.rand(r, A + "_-", 22) + "." + m.rand(r, A + "_-", 43),
            "Authorization",
            "SENDGRID_API_KEY",
        ),
        ("mailgun", "key-" + m.rand(r, H, 32), "", "MAILGUN_API_KEY"),
        (
            "slack",
            "xoxb-"
            + f"{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-"
            + m.rand(r, A, 24),
            "Authorization",
            "SLACK_BOT_TOKEN",
        ),
        ("gitlab", "glpat-" + m.rand(r, A + "_-", 20), "PRIVATE-TOKEN", "GITLAB_TOKEN"),
    ]


def _hv(prov: str, hname: str, key: str) -> str:
    if hname == "Authorization":
        return f"Bearer {key}"
    return key


def build(r: random.Random) -> list[dict]:
    out: list[dict] = []

    def add(kind, lang, form, value, text, **kw):
        out.append(
            {
                "kind": kind,
                "lang": lang,
                "form": form,
                "value": value,
                "text": text,
                "label": "secret",
                "family": "secret",
                **kw,
            }
        )

    # api-key-header: 16
    for i in range(16):
        prov, key, h, _ = [k for k in keys(r) if k[2]][i % 21]
        hv = _hv(prov, h, key)
        add(
            "api-key-header",
            "en",
            f"{prov} key in {h} header",
            key,
            f"{h}: {hv}",
            header=h,
            hvalue=hv,
        )
    # api-key-query: 12
    qs = [
        ("serpapi", "https://serpapi.com/search.json?engine=google&q=clima+cdmx&hl=es&api_key={k}"),
        (
            "google",
            "https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=semantic+kernel",
        ),
        ("mailgun", "https://api:{k}@api.mailgun.net/v3/mg.ejemplo.mx/messages"),
        ("brave", "https://api.search.brave.com/res/v1/web/search?q=tacos&token={k}"),
        ("google", "https://maps.googleapis.com/maps/api/geocode/json?address=Reforma+222&key={k}"),
        ("tavily", "https://api.tavily.com/search?query=noticias&api_key={k}"),
    ]
    for i in range(12):
        prov, tpl = qs[i % len(qs)]
        key = dict((k[0], k[1]) for k in keys(r))[prov]
        url = tpl.format(k=key)
        lang = "es" if i % 2 else "en"
        text = f"GET {url} -> 200" if lang == "en" else f"La URL que usé fue {url} y regresó vacío"
        add("api-key-query", lang, f"{prov} key in query", key, text)
    # api-key-curl: 10
    for i in range(10):
        prov, key, h, _ = [k for k in keys(r) if k[2]][(i * 3) % 21]
        hv = _hv(prov, h, key)
        text = f"curl -s https://api.example-search.com/v1/search -H '{h}: {hv}' -d '{{\"q\": \"clima\"}}'"
        text = text.replace('"', "'").replace("''", "'")
        text = f"curl -s -X POST https://api.{prov}.com/v1/search -H '{h}: {hv}' -H 'Content-Type: application/json'"
        add("api-key-curl", "en", f"{prov} key in curl", key, text)
    # api-key-env: 12
    for i in range(12):
        prov, key, _, env = keys(r)[(i * 2 + 1) % 25]
        style = i % 3
        text = [f"{env}={key}", f"export {env}='{key}'", f"set {env}={key}"][style]
        lang = "es" if i % 2 else "en"
        if lang == "es":
            text = f"Copié mi .env tal cual: {text}"
        add("api-key-env", lang, f"{prov} key in env line", key, text)
    # api-key-config: 10 (yaml/ini/toml one-liners)
    for i in range(10):
        prov, key, _, env = keys(r)[(i * 5 + 2) % 25]
        text = [
            f"api_key: {key}",
            f"apiKey = \u0027{key}\u0027",
            f"[{prov}] token={key}",
            f"search: {{provider: {prov}, key: {key}}}",
            f"{prov}.api-key={key}",
        ][i % 5]
        add("api-key-config", "en", f"{prov} key in config", key, text)
    # api-key-json: 12 (field)
    for i in range(12):
        prov, key, _, _ = keys(r)[(i * 7 + 3) % 25]
        kname = ["api_key", "apiKey", "token", "secret_key", "access_token", "key"][i % 6]
        add("api-key-json", "en", f"{prov} key in {kname} field", key, f"{kname}: {key}", key=kname)
    # api-key-error: 10
    errs = [
        "Incorrect API key provided: {k}. You can find your API key at https://platform.openai.com/account/api-keys.",
        "401 Unauthorized: invalid x-api-key '{k}'",
        "Error de autenticación: la clave {k} fue revocada el 2025-01-14",
        "tavily.errors.InvalidAPIKeyError: Unauthorized: missing or invalid API key {k}",
        "Traceback: requests.exceptions.HTTPError: 403 Client Error for url: https://serpapi.com/search?q=x&api_key={k}",
    ]
    for i in range(10):
        prov, key, _, _ = keys(r)[(i * 4) % 25]
        lang = "es" if "autenticación" in errs[i % 5] else "en"
        add("api-key-error", lang, f"{prov} key echoed in error", key, errs[i % 5].format(k=key))
    # api-key-prose: 10
    pro = [
        ("es", "Oigan, ¿alguien sabe por qué mi key {k} ya no funciona con Tavily?"),
        ("es", "Te paso la llave de producción: {k} (no la compartas)"),
        ("pt", "Minha chave da API é {k}, alguém pode testar?"),
        ("en", "Here is my key for testing: {k}"),
        ("es", "Para el taller usen esta API key temporal: {k}"),
    ]
    for i in range(10):
        prov, key, _, _ = keys(r)[(i * 6 + 1) % 25]
        lang, tpl = pro[i % 5]
        add("api-key-prose", lang, f"{prov} key in prose", key, tpl.format(k=key))
    # bearer-token: 10
    for i in range(10):
        tok = m.rand(r, m.ALNUM + "-._~", r.randint(32, 64))
        if i % 2:
            add(
                "bearer-token",
                "en",
                "opaque bearer header",
                tok,
                f"Authorization: Bearer {tok}",
                header="Authorization",
                hvalue=f"Bearer {tok}",
            )
        else:
            add(
                "bearer-token",
                "es",
                "bearer in log",
                tok,
                f"DEBUG headers enviados: {{Authorization: Bearer {tok}}}",
            )
    # basic-auth: 8
    for i in range(8):
        user = m.plain(m.name(r).split()[0]).lower()
        pw = m.rand(r, m.ALNUM, 14) + "!"
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        if i % 2:
            add(
                "basic-auth",
                "en",
                "basic auth header",
                b,
                f"Authorization: Basic {b}",
                header="Authorization",
                hvalue=f"Basic {b}",
            )
        else:
            url = f"https://{user}:{pw}@proxy.buscador.mx:8443/search"
            add(
                "basic-auth",
                "es",
                "credentials in URL",
                f"{user}:{pw}",
                f"Configurar el proxy como {url}",
            )
    # cookie: 8
    for i in range(8):
        sid = m.rand(r, m.ALNUM, 40)
        if i % 2:
            hv = f"sessionid={sid}; Path=/; HttpOnly; Secure"
            add(
                "cookie",
                "en",
                "set-cookie session",
                sid,
                f"Set-Cookie: {hv}",
                header="Set-Cookie",
                hvalue=hv,
            )
        else:
            hv = f"_ga=GA1.2.1234567.1700000000; session_token={sid}"
            add("cookie", "en", "cookie header", sid, f"Cookie: {hv}", header="Cookie", hvalue=hv)
    # jwt: 6
    for i in range(6):
        tok = m.jwt(
            r,
            {
                "sub": f"user_{r.randint(1000, 99999)}",
                "role": "authenticated",
                "iat": 1735689600 + i * 7,
                "exp": 1767225600,
            },
        )
        if i % 2:
            add(
                "jwt",
                "en",
                "jwt bearer header",
                tok,
                f"Authorization: Bearer {tok}",
                header="Authorization",
                hvalue=f"Bearer {tok}",
            )
        else:
            add("jwt", "es", "jwt in field", tok, f"access_token: {tok}", key="access_token")
    # private-key: 5
    for i in range(5):
        kind = [
            "RSA PRIVATE KEY",
            "PRIVATE KEY",
            "EC PRIVATE KEY",
            "OPENSSH PRIVATE KEY",
            "PRIVATE KEY",
        ][i]
        p = m.pem(r, kind, 6)
        add(
            "private-key",
            "en",
            f"pem {kind}",
            f"-----BEGIN {kind}-----",
            p,
            pem=True,
            key="private_key" if i % 2 else None,
        )
    # cloud-key: 6
    for i in range(6):
        akid = "AKIA" + m.rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        sec = m.rand(r, m.ALNUM + "/+", 40)
        if i % 2:
            add("cloud-key", "en", "aws access key id", akid, f"aws_access_key_id = {akid}")
        else:
            add("cloud-key", "en", "aws secret access key", sec, f"AWS_SECRET_ACCESS_KEY={sec}")
    # connection-string: 8
    for i in range(8):
        pw = m.rand(r, m.ALNUM, 16)
        cs = [
            f"postgresql://fg_app:{pw}@db.interno.mx:5432/busquedas",
            f"mongodb+srv://admin:{pw}@cluster0.ab1cd.mongodb.net/fixtures?retryWrites=true",
            f"redis://default:{pw}@redis-12345.c1.us-east-1.ec2.cloud.redislabs.com:12345",
            f"mysql://root:{pw}@10.0.3.7:3306/crm",
        ][i % 4]
        lang = "es" if i % 2 else "en"
        text = f"DATABASE_URL={cs}" if lang == "en" else f"No conecta con la base: {cs}"
        add("connection-string", lang, "connection string with password", cs, text)
    # signed-url: 6
    for i in range(6):
        if i % 2:
            sig = m.rand(r, m.HEX, 64)
            url = (
                f"https://fixtures-bucket.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{m.rand(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}"
                "%2F20250301%2Fus-east-1%2Fs3%2Faws4_request"
                f"&X-Amz-Date=20250301T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
            )
        else:
            sig = m.rand(r, m.ALNUM, 43) + "%3D"
            url = f"https://capturas.blob.core.windows.net/html/pagina.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-04-01T00:00:00Z&sig={sig}"
        add("signed-url", "en", "signed url signature", sig, f"download_url: {url}")
    # webhook-url: 6
    for i in range(6):
        url = [
            f"https://hooks.slack.com/services/T{m.rand(r, m.UP + '0123456789', 8)}"
            f"/B{m.rand(r, m.UP + '0123456789', 10)}/{m.rand(r, m.ALNUM, 24)}",
            f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{m.rand(r, m.ALNUM + '_-', 68)}",
            f"https://outlook.office.com/webhook/{m.rand(r, m.HEX, 8)}-{m.rand(r, m.HEX, 4)}"
            f"-{m.rand(r, m.HEX, 4)}-{m.rand(r, m.HEX, 4)}-{m.rand(r, m.HEX, 12)}"
            f"/IncomingWebhook/{m.rand(r, m.HEX, 32)}/{m.rand(r, m.HEX, 8)}",
        ][i % 3]
        lang = "es" if i % 2 else "en"
        text = f"Alertas de 429 al canal: {url}" if lang == "es" else f"ALERT_WEBHOOK={url}"
        add("webhook-url", lang, "webhook url with token", url, text)
    for e in out:
        if e.get("key") is None:
            e.pop("key", None)
    return out
