# ruff: noqa: E501
"""Secret items of corpus 58 (label secret): credentials in the forms recordings carry them."""

from __future__ import annotations

import base64

from values import V


def T(kind, lang, form, value, text=None, html=None, field=None, header=None):
    assert any((text, html, field, header)), kind
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "html": html,
        "field": field,
        "header": header,
    }


def provider_keys(v: V):
    """(provider, key, header name, query name, env name) makers."""
    L = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return [
        (
            "Tavily",
            lambda: "tvly-" + v.r.choice(["", "dev-", "prod-"]) + v.alnum(32),
            "Authorization",
            "api_key",
            "TAVILY_API_KEY",
        ),
        ("Brave", lambda: "BSA" + v.alnum(28), "X-Subscription-Token", "token", "BRAVE_API_KEY"),
        ("SerpAPI", lambda: v.hexs(64), None, "api_key", "SERPAPI_API_KEY"),
        ("Serper", lambda: v.hexs(40), "X-API-KEY", None, "SERPER_API_KEY"),
        ("Firecrawl", lambda: "fc-" + v.hexs(32), "Authorization", None, "FIRECRAWL_API_KEY"),
        ("Jina", lambda: "jina_" + v.hexs(32) + v.alnum(28), "Authorization", None, "JINA_API_KEY"),
        ("Perplexity", lambda: "pplx-" + v.alnum(48), "Authorization", None, "PERPLEXITY_API_KEY"),
        (
            "OpenAI",
            lambda: "sk-proj-" + v.alnum(74, L + "-_") + "T3BlbkFJ" + v.alnum(74, L + "-_"),
            "Authorization",
            None,
            "OPENAI_API_KEY",
        ),
        (
            "Anthropic",
            lambda: "sk-ant-api03-" + v.alnum(93, L + "-_") + "AA",
            "x-api-key",
            None,
            "ANTHROPIC_API_KEY",
        ),
        (
            "OpenRouter",
            lambda: "sk-or-v1-" + v.hexs(64),
            "Authorization",
            None,
            "OPENROUTER_API_KEY",
        ),
        ("Groq", lambda: "gsk_" + v.alnum(52), "Authorization", None, "GROQ_API_KEY"),
        (
            "Google",
            lambda: "AIza" + v.alnum(35, L + "-_"),
            "x-goog-api-key",
            "key",
            "GOOGLE_API_KEY",
        ),
        (
            "Hugging Face",
            lambda: "hf_" + v.alnum(34, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            "Authorization",
            None,
            "HF_TOKEN",
        ),
        ("xAI", lambda: "xai-" + v.alnum(80), "Authorization", None, "XAI_API_KEY"),
        ("Exa", lambda: v.uuid(), "x-api-key", None, "EXA_API_KEY"),
        ("Mistral", lambda: v.alnum(32), "Authorization", None, "MISTRAL_API_KEY"),
        ("Cohere", lambda: v.alnum(40), "Authorization", None, "CO_API_KEY"),
        ("GitHub", lambda: "ghp_" + v.alnum(36), "Authorization", None, "GITHUB_TOKEN"),
        ("Stripe", lambda: "sk_live_" + v.alnum(99), "Authorization", None, "STRIPE_SECRET_KEY"),
        (
            "SendGrid",
            lambda: "SG." + v.alnum(22, L + "-_") + "." + v.alnum(43, L + "-_"),
            "Authorization",
            None,
            "SENDGRID_API_KEY",
        ),
        ("Bing", lambda: v.hexs(32), "Ocp-Apim-Subscription-Key", None, "BING_SEARCH_KEY"),
    ]


def items(v: V) -> list[dict]:
    r = v.r
    out: list[dict] = []
    P = provider_keys(v)

    def pk(i):
        return P[i % len(P)]

    # header (16)
    for i in range(16):
        name, mk, hdr, _q, _e = pk(i)
        key = mk()
        hdr = hdr or "X-API-KEY"
        hv = f"Bearer {key}" if hdr == "Authorization" else key
        out.append(T("api-key-header", "en", f"{name} key in {hdr} header", key, header=(hdr, hv)))
    # query string (12)
    qp = [p for p in P if p[3]] + [("Custom", lambda: v.alnum(32), None, "apikey", None)]
    for i in range(12):
        name, mk, _h, q, _e = qp[i % len(qp)]
        key = mk()
        url = {
            "Tavily": "https://api.tavily.com/search",
            "Brave": "https://api.search.brave.com/res/v1/web/search",
            "SerpAPI": "https://serpapi.com/search.json",
            "Google": "https://www.googleapis.com/customsearch/v1",
            "Custom": "https://api.buscador-mx.com/v1/search",
        }[name]
        full = f"{url}?q=clima+monterrey&{q}={key}&num=10"
        if i % 3 == 0:
            out.append(
                T(
                    "api-key-query",
                    "en",
                    f"{name} key in query string; request uri",
                    key,
                    field=("uri_extra", full),
                )
            )
        elif i % 3 == 1:
            out.append(
                T(
                    "api-key-query",
                    "es",
                    f"{name} key in query string; log line",
                    key,
                    text=f"[adapter] GET {full} 200 (412 ms)",
                )
            )
        else:
            out.append(
                T(
                    "api-key-query",
                    "en",
                    f"{name} key in query string; link",
                    key.replace("&", "&amp;"),
                    html=f'<p><a href="{full.replace("&", "&amp;")}">debug link</a></p>',
                )
            )
    # curl (10)
    for i in range(10):
        name, mk, hdr, _q, _e = pk(i + 3)
        key = mk()
        hdr = hdr or "X-API-KEY"
        hv = f"Bearer {key}" if hdr == "Authorization" else key
        cmd = f"curl -s https://api.example-search.com/v1/search -H '{hdr}: {hv}' -H 'Content-Type: application/json' -d '{{\"query\":\"hoteles en Oaxaca\"}}'"
        if i % 2:
            out.append(
                T("api-key-curl", "en", f"{name} key in curl command; prose field", key, text=cmd)
            )
        else:
            out.append(
                T(
                    "api-key-curl",
                    "es",
                    f"{name} key in curl command; code block",
                    key,
                    html=f"<pre><code>{cmd.replace('&', '&amp;').replace('<', '&lt;')}</code></pre>"
                    if False
                    else None,
                    text=f"Ejemplo que funcionó: {cmd}",
                )
            )
    # env lines (12)
    for i in range(12):
        name, mk, _h, _q, env = pk(i + 7)
        key = mk()
        line = [f"{env}={key}", f'export {env}="{key}"', f"{env}='{key}'", f"set {env}={key}"][
            i % 4
        ]
        if i % 3 == 0:
            out.append(
                T(
                    "api-key-env",
                    "en",
                    f"{name} key; env line in page",
                    key,
                    html=f"<p><code>{line.replace('&', '&amp;')}</code></p>".replace('"', "&quot;")
                    if False
                    else f"<p><code>{line}</code></p>",
                )
            )
        else:
            out.append(T("api-key-env", "en", f"{name} key; env line in body", key, text=line))
    # config (8)
    for i in range(8):
        name, mk, _h, _q, env = pk(i + 11)
        key = mk()
        line = [
            f"api_key: {key}",
            f'apiKey = "{key}"',
            f"[search]\napi_key={key}",
            f"{name.lower().replace(' ', '_')}.api-key={key}",
        ][i % 4].replace("\n", " ")
        out.append(T("api-key-config", "en", f"{name} key; config line", key, text=line))
    # JSON field (12)
    for i in range(12):
        name, mk, _h, _q, _e = pk(i + 2)
        key = mk()
        out.append(
            T(
                "api-key-json",
                "en",
                f"{name} key; JSON body field",
                key,
                field=(
                    ["api_key", "apiKey", "token", "x_api_key", "key", "secret_key"][i % 6],
                    key,
                ),
            )
        )
    # error messages (10)
    for i in range(10):
        name, mk, _h, _q, _e = pk(i + 5)
        key = mk()
        msgs = [
            f"Incorrect API key provided: {key}. You can find your API key at https://platform.openai.com/account/api-keys.",
            f"401 Unauthorized: invalid api_key '{key}'",
            f"Error: la clave de API {key} no es válida o fue revocada",
            f"AuthenticationError: key {key} has expired (provider={name})",
            f"Chave de API inválida: {key}",
        ]
        lang = ["en", "en", "es", "en", "pt"][i % 5]
        out.append(
            T("api-key-error", lang, f"{name} key echoed in error message", key, text=msgs[i % 5])
        )
    # prose (10)
    for i in range(10):
        name, mk, _h, _q, _e = pk(i + 9)
        key = mk()
        lang = ["es", "en", "es", "pt", "es"][i % 5]
        msg = {
            "es": f"Para probar el buscador usa mi clave de {name}: {key} (no la compartas)",
            "en": f"Here is the {name} key for staging: {key} — rotate it after the demo",
            "pt": f"A chave da {name} para testes é {key}",
        }[lang]
        if i % 2:
            out.append(T("api-key-prose", lang, f"{name} key in prose", key, html=f"<p>{msg}</p>"))
        else:
            out.append(T("api-key-prose", lang, f"{name} key in prose", key, text=msg))
    # bearer opaque (10)
    for i in range(10):
        tok = v.b64url(r.choice([24, 32, 40]))
        if i % 2:
            out.append(
                T(
                    "bearer-token",
                    "en",
                    "opaque bearer in Authorization header",
                    tok,
                    header=("Authorization", f"Bearer {tok}"),
                )
            )
        else:
            out.append(
                T(
                    "bearer-token",
                    "en",
                    "opaque bearer in log line",
                    tok,
                    text=f"> Authorization: Bearer {tok}",
                )
            )
    # basic auth (8)
    for i in range(8):
        user, pw = r.choice(["svc-search", "admin", "crawler", "jlopez"]), v.alnum(14)
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        if i % 2:
            out.append(
                T(
                    "basic-auth",
                    "en",
                    "Basic in Authorization header",
                    b,
                    header=("Authorization", f"Basic {b}"),
                )
            )
        elif i % 4 == 0:
            val = f"{user}:{pw}@"
            out.append(
                T(
                    "basic-auth",
                    "en",
                    "credentials in URL",
                    val,
                    text=f"proxy=https://{user}:{pw}@proxy.interno.mx:3128",
                )
            )
        else:
            out.append(
                T(
                    "basic-auth",
                    "es",
                    "Basic in curl -u",
                    f"{user}:{pw}",
                    text=f"curl -u {user}:{pw} https://api.interno.mx/v1/reportes",
                )
            )
    # cookies (8)
    for i in range(8):
        name = [
            "sessionid",
            "connect.sid",
            "_session_id",
            "JSESSIONID",
            "laravel_session",
            "sid",
            "__Secure-next-auth.session-token",
            "PHPSESSID",
        ][i]
        tok = v.b64url(32) if i != 3 else v.hexs(32).upper()
        if i % 2:
            out.append(
                T(
                    "cookie",
                    "en",
                    f"{name} in Set-Cookie header",
                    tok,
                    header=("Set-Cookie", f"{name}={tok}; Path=/; HttpOnly; Secure"),
                )
            )
        else:
            out.append(
                T(
                    "cookie",
                    "en",
                    f"{name} in Cookie header",
                    tok,
                    header=("Cookie", f"{name}={tok}; lang=es-MX"),
                )
            )
    # JWT (6)
    for i in range(6):
        j = v.jwt(
            {
                "sub": v.uuid(),
                "iat": 1716200000 + i * 977,
                "exp": 1716203600 + i * 977,
                "scope": "search:read",
            }
        )
        if i % 3 == 0:
            out.append(
                T(
                    "jwt",
                    "en",
                    "JWT in Authorization header",
                    j,
                    header=("Authorization", f"Bearer {j}"),
                )
            )
        elif i % 3 == 1:
            out.append(T("jwt", "en", "JWT in JSON field", j, field=("access_token", j)))
        else:
            out.append(
                T("jwt", "es", "JWT in prose", j, text=f"token de sesión (caduca en 1 h): {j}")
            )
    # private keys (5)
    for i in range(5):
        kind = [
            "RSA PRIVATE KEY",
            "PRIVATE KEY",
            "EC PRIVATE KEY",
            "OPENSSH PRIVATE KEY",
            "PRIVATE KEY",
        ][i]
        head = f"-----BEGIN {kind}-----"
        body = v.pem_body(220 if "EC" in kind else 600)
        pem = "\n".join([head, *body, f"-----END {kind}-----"])
        if i % 2 == 0:
            out.append(
                T(
                    "private-key",
                    "en",
                    f"{kind} PEM in JSON/YAML string",
                    head,
                    field=("private_key", pem),
                )
            )
        else:
            out.append(
                T("private-key", "en", f"{kind} PEM in <pre>", head, html="<pre>" + pem + "</pre>")
            )
    # cloud keys (6)
    for i in range(6):
        ak = "AKIA" + v.alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        sk = v.alnum(40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/")
        if i % 3 == 0:
            out.append(
                T(
                    "cloud-key",
                    "en",
                    "AWS access key id; env line",
                    ak,
                    text=f"AWS_ACCESS_KEY_ID={ak}",
                )
            )
        elif i % 3 == 1:
            out.append(
                T(
                    "cloud-key",
                    "en",
                    "AWS secret access key; env line",
                    sk,
                    text=f"aws_secret_access_key = {sk}",
                )
            )
        else:
            out.append(
                T(
                    "cloud-key",
                    "en",
                    "Azure storage connection string",
                    sk,
                    text=f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={sk}==;EndpointSuffix=core.windows.net",
                )
            )
    # connection strings (8)
    for i in range(8):
        pw = v.alnum(16)
        cs = [
            f"postgresql://app_user:{pw}@db.interno.mx:5432/busquedas",
            f"mysql://root:{pw}@10.0.3.14:3306/crm",
            f"mongodb+srv://admin:{pw}@cluster0.ab1cd.mongodb.net/prod",
            f"redis://:{pw}@cache.interno.mx:6379/0",
        ][i % 4]
        if i % 2:
            out.append(
                T(
                    "connection-string",
                    "en",
                    "connection string with password; error",
                    pw,
                    text=f"OperationalError: could not connect using {cs}",
                )
            )
        else:
            out.append(
                T(
                    "connection-string",
                    "en",
                    "connection string with password; config field",
                    pw,
                    field=("database_url", cs),
                )
            )
    # signed URLs (5)
    for i in range(5):
        sig = v.hexs(64)
        if i % 2:
            url = f"https://fixtures-mx.s3.amazonaws.com/raw/captura-{i}.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{v.alnum(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20240512%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240512T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        else:
            sig = v.b64url(48)
            url = f"https://storage.googleapis.com/capturas-mx/pagina-{i}.pdf?GoogleAccessId=svc@capturas.iam.gserviceaccount.com&Expires=1716300000&Signature={sig}"
        out.append(T("signed-url", "en", "signed URL signature", sig, field=("download_url", url)))
    # webhook URLs (6)
    for i in range(6):
        if i % 3 == 0:
            tok = v.alnum(24)
            url = f"https://hooks.slack.com/services/T{v.alnum(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B{v.alnum(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/{tok}"
        elif i % 3 == 1:
            tok = v.alnum(68, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
            url = f"https://discord.com/api/webhooks/{v.digits(18)}/{tok}"
        else:
            tok = v.alnum(32, "abcdef0123456789")
            url = f"https://api.telegram.org/bot{v.digits(10)}:AA{v.alnum(33)}/sendMessage"
            tok = url.split("/bot")[1].split("/")[0]
        if i % 2:
            out.append(
                T(
                    "webhook-url",
                    "es",
                    "webhook URL in prose",
                    tok,
                    text=f"Las alertas del crawler se mandan a {url}",
                )
            )
        else:
            out.append(
                T(
                    "webhook-url",
                    "en",
                    "webhook URL in config field",
                    tok,
                    field=("webhook_url", url),
                )
            )
    return out
