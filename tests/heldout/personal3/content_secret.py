"""Secret items (label ``secret``): invented credentials with realistic shapes.

None of these is a real key: every character after the provider prefix comes from the
seeded generator in ``gen.py``.
"""

from __future__ import annotations

from typing import Any

from gen import ALNUM, HEX, R, b64url, basic, hexs, jwt, pem_body, pick, rand

Entry = dict[str, Any]
LOW = "abcdefghijklmnopqrstuvwxyz0123456789"


def _providers() -> list[tuple[str, str, str, str]]:
    """(provider, key, header name, env var) with freshly drawn keys."""
    return [
        ("Tavily", "tvly-" + rand(ALNUM, 32), "Authorization", "TAVILY_API_KEY"),
        ("Tavily dev", "tvly-dev-" + rand(ALNUM, 32), "Authorization", "TAVILY_API_KEY"),
        ("Brave Search", "BSA" + rand(ALNUM, 28), "X-Subscription-Token", "BRAVE_API_KEY"),
        ("Exa", a_uuid_like(), "x-api-key", "EXA_API_KEY"),
        ("SerpAPI", hexs(64), "api_key", "SERPAPI_API_KEY"),
        ("Serper", hexs(40), "X-API-KEY", "SERPER_API_KEY"),
        ("Bing", hexs(32), "Ocp-Apim-Subscription-Key", "BING_SEARCH_V7_SUBSCRIPTION_KEY"),
        ("Google CSE", "AIza" + rand(ALNUM + "-_", 35), "x-goog-api-key", "GOOGLE_API_KEY"),
        ("Firecrawl", "fc-" + hexs(32), "Authorization", "FIRECRAWL_API_KEY"),
        ("Jina", "jina_" + hexs(32) + rand(ALNUM, 28), "Authorization", "JINA_API_KEY"),
        ("Perplexity", "pplx-" + rand(ALNUM, 48), "Authorization", "PERPLEXITY_API_KEY"),
        (
            "OpenAI",
            "sk-proj-" + rand(ALNUM + "-_", 74) + "T3BlbkFJ" + rand(ALNUM + "-_", 74),
            "Authorization",
            "OPENAI_API_KEY",
        ),
        (
            "Anthropic",
            "sk-ant-api03-" + rand(ALNUM + "-_", 93) + "AA",
            "x-api-key",
            "ANTHROPIC_API_KEY",
        ),
        ("OpenRouter", "sk-or-v1-" + hexs(64), "Authorization", "OPENROUTER_API_KEY"),
        ("Groq", "gsk_" + rand(ALNUM, 52), "Authorization", "GROQ_API_KEY"),
        ("Mistral", rand(ALNUM, 32), "Authorization", "MISTRAL_API_KEY"),
        ("Cohere", rand(ALNUM, 40), "Authorization", "COHERE_API_KEY"),
        ("Hugging Face", "hf_" + rand(ALNUM, 34), "Authorization", "HF_TOKEN"),
        ("Together", hexs(64), "Authorization", "TOGETHER_API_KEY"),
        ("Gemini", "AIza" + rand(ALNUM + "-_", 35), "x-goog-api-key", "GEMINI_API_KEY"),
        ("You.com", rand(ALNUM, 20) + "<__>" + rand(ALNUM, 24), "X-API-Key", "YDC_API_KEY"),
        ("xAI", "xai-" + rand(ALNUM, 80), "Authorization", "XAI_API_KEY"),
    ]


def a_uuid_like() -> str:
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def api_keys() -> list[Entry]:
    out: list[Entry] = []
    for rnd in range(3):
        for j, (prov, key, hname, env) in enumerate(_providers()):
            if "<__>" in key:
                key = key.replace("<__>", "")
            mode = (rnd * 7 + j) % 7
            hval = f"Bearer {key}" if hname == "Authorization" else key
            if mode == 0:
                kind, form = "api-key-header", f"{prov} key in a request header"
                html = f'<pre><code>curl -H "{hname}: {hval}" https://api.example.com/search</code></pre>'
                html = f"<p>Ejemplo que nos compartió soporte: <code>{hname}: {hval}</code></p>"
            elif mode == 1:
                kind, form = "api-key-query", f"{prov} key in a query string"
                html = f'<a href="https://api.search.example/v1/search?q=clima+cdmx&amp;api_key={key}">resultados</a>'
            elif mode == 2:
                kind, form = "api-key-json", f"{prov} key in a JSON field"
                html = f'<p>Config: <code>{{"apiKey": "{key}", "maxResults": 5}}</code></p>'
            elif mode == 3:
                kind, form = "api-key-prose", f"{prov} key in prose"
                html = (
                    f'<p class="comment">A mí me funcionó con la llave {key} del plan gratuito</p>'
                )
            elif mode == 4:
                kind, form = "api-key-curl", f"{prov} key in a cURL command"
                html = (
                    "<code>curl -s -X POST https://api.example.com/v1/search"
                    f" -H '{hname}: {hval}' -d '{{\"query\":\"noticias\"}}'</code>"
                )
            elif mode == 5:
                kind, form = "api-key-env", f"{prov} key in an env-file line"
                html = f"<p><code>{env}={key}</code></p>"
            else:
                kind, form = "bearer-token", f"{prov} key as a Bearer token"
                html = f"<p>Authorization: Bearer {key}</p>"
            if rnd == 2 and j % 2:
                continue
            out.append(
                {
                    "kind": kind,
                    "lang": "es",
                    "form": form,
                    "value": key,
                    "html": html,
                    "field": ("api_key" if j % 2 else "apiKey", key),
                    "hdr": (hname, hval),
                    "prose": f"{env}={key}" if mode % 2 else f"Use header {hname}: {hval}",
                }
            )
    return out


def other_secrets() -> list[Entry]:
    out: list[Entry] = []
    for i in range(6):
        tok = rand(ALNUM, 40) if i % 2 else rand(ALNUM + "._~-", 56)
        out.append(
            {
                "kind": "bearer-token",
                "lang": "en",
                "form": "opaque Bearer token",
                "value": tok,
                "html": f"<p>Authorization: Bearer {tok}</p>",
                "field": ("access_token", tok),
                "hdr": ("Authorization", f"Bearer {tok}"),
                "prose": f"token_type=bearer access_token={tok}",
            }
        )
    for _ in range(4):
        t = jwt('{"sub":"svc-search","scope":"search:read","exp":1893456000}')
        out.append(
            {
                "kind": "jwt",
                "lang": "en",
                "form": "JWT bearer",
                "value": t,
                "html": f"<p>Authorization: Bearer {t}</p>",
                "field": ("id_token", t),
                "hdr": ("Authorization", f"Bearer {t}"),
                "prose": f"Bearer {t}",
            }
        )
    for _ in range(6):
        user = pick(["api", "svc_busqueda", "bench", "admin", "crawler"])
        pw = rand(ALNUM + "!#%", 18)
        b = basic(user, pw)
        out.append(
            {
                "kind": "basic-auth",
                "lang": "en",
                "form": "HTTP Basic credentials",
                "value": b,
                "html": f"<p><code>Authorization: Basic {b}</code></p>",
                "field": ("authorization", f"Basic {b}"),
                "hdr": ("Authorization", f"Basic {b}"),
                "prose": f"Authorization: Basic {b}",
            }
        )
    for i in range(8):
        name = pick(
            ["sessionid", "JSESSIONID", "connect.sid", "_session", "PHPSESSID", "auth_token"]
        )
        val = hexs(32) if name in ("PHPSESSID", "sessionid") else rand(ALNUM + "%", 44)
        if name == "JSESSIONID":
            val = rand("0123456789ABCDEF", 32)
        if name == "connect.sid":
            val = "s%3A" + rand(ALNUM, 32) + "." + rand(ALNUM + "%", 43)
        v = val
        out.append(
            {
                "kind": "cookie",
                "lang": "en",
                "form": f"session cookie ({name})",
                "value": v,
                "html": f"<p><code>Cookie: {name}={v}; lang=es-MX</code></p>",
                "field": ("cookie", f"{name}={v}"),
                "hdr": ("Cookie" if i % 2 else "Set-Cookie", f"{name}={v}; Path=/; HttpOnly"),
                "prose": f"Cookie: {name}={v}",
            }
        )
    for _ in range(5):
        kind = pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
        head = f"-----BEGIN {kind}-----"
        body = pem_body()
        pem = "\n".join([head, *body, f"-----END {kind}-----"])
        out.append(
            {
                "kind": "private-key",
                "lang": "en",
                "form": f"PEM {kind}",
                "value": head,
                "html": "<pre>" + pem + "</pre>",
                "field": ("private_key", pem),
                "prose": None,
            }
        )
    for _ in range(8):
        user = pick(["postgres", "bench", "app", "svc_fixtures"])
        pw = rand(ALNUM, 20)
        v = pick(
            [
                f"postgresql://{user}:{pw}@db.interno.example.mx:5432/busquedas",
                f"mongodb+srv://{user}:{pw}@cluster0.ab12c.mongodb.net/bench?retryWrites=true",
                f"mysql://{user}:{pw}@10.0.3.21:3306/fixtures",
                f"redis://default:{pw}@redis-12345.c1.us-east-1.ec2.cloud.example.com:12345",
            ]
        )
        out.append(
            {
                "kind": "connection-string",
                "lang": "en",
                "form": "connection string with password",
                "value": v,
                "html": f"<p><code>DATABASE_URL={v}</code></p>",
                "field": ("database_url", v),
                "prose": f"DATABASE_URL={v}",
            }
        )
    for _ in range(6):
        v = pick(
            [
                "https://hooks.slack.com/services/T0"
                + rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)
                + "/B0"
                + rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)
                + "/"
                + rand(ALNUM, 24),
                "https://discord.com/api/webhooks/"
                + rand("0123456789", 19)
                + "/"
                + rand(ALNUM + "-_", 68),
                "https://outlook.office.com/webhook/"
                + a_uuid_like()
                + "@"
                + a_uuid_like()
                + "/IncomingWebhook/"
                + hexs(32)
                + "/"
                + a_uuid_like(),
            ]
        )
        out.append(
            {
                "kind": "webhook-url",
                "lang": "en",
                "form": "webhook URL with its token",
                "value": v,
                "html": f"<p>Alertas al canal: <code>{v}</code></p>",
                "field": ("webhook_url", v),
                "prose": f"SLACK_WEBHOOK_URL={v}",
            }
        )
    for _ in range(3):
        ak = "AKIA" + rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        sk = rand(ALNUM + "/+", 40)
        out.append(
            {
                "kind": "cloud-key",
                "lang": "en",
                "form": "AWS secret access key",
                "value": sk,
                "html": f"<p><code>aws_secret_access_key = {sk}</code></p>",
                "field": ("aws_secret_access_key", sk),
                "prose": f"AWS_SECRET_ACCESS_KEY={sk} ({ak})",
            }
        )
    _ = (HEX, LOW, R, b64url)
    return out


def error_messages() -> list[Entry]:
    """Keys echoed back by a provider's error message (a recorder keeps the body as is)."""
    out: list[Entry] = []
    for i in range(10):
        prov, key, _h, _env = _providers()[i * 2 % 22]
        key = key.replace("<__>", "")
        msg = pick(
            [
                f"Incorrect API key provided: {key}. You can find your API key in your dashboard.",
                f"Invalid API key '{key}' (401 Unauthorized)",
                f"The key {key} does not have access to this endpoint.",
                f"Clave inválida: {key}. Verifique su suscripción.",
            ]
        )
        out.append(
            {
                "kind": "api-key-error",
                "lang": "es" if "Clave" in msg else "en",
                "form": f"{prov} key echoed in an error message",
                "value": key,
                "html": f'<p class="error">{msg}</p>',
                "field": ("error", {"message": msg, "code": "invalid_api_key"}),
                "prose": msg,
            }
        )
    return out


def build() -> list[Entry]:
    return api_keys() + other_secrets() + error_messages()
