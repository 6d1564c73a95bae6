"""Secrets of corpus 35, the way they usually leak into recordings.

Invented values in the shapes of common providers' keys (none is a vendor's documented
example, none is live): in recorded headers, query strings, JSON fields, env/YAML/INI
lines, curl commands, error messages that echo the key, tokens in URLs, connection
strings, signed URLs, cookies, webhook URLs and PEM private keys.
"""

from __future__ import annotations

import string
from typing import Any

from values import Gen

E = dict[str, Any]
URLSAFE = string.ascii_letters + string.digits + "-_"
UPPER = string.ascii_uppercase + string.digits


def _e(kind: str, form: str, value: str, text: str, lang: str = "en", **kw: Any) -> E:
    assert value in text, (value, text)
    return {
        "kind": kind,
        "family": "secret",
        "lang": lang,
        "locale": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def provider_keys(g: Gen) -> list[tuple[str, str, str]]:
    """(provider, key, usual header) — one fresh key per call."""
    return [
        ("tavily", "tvly-" + g.alnum(32), "Authorization"),
        ("brave", "BSA" + g.alnum(27), "X-Subscription-Token"),
        ("serpapi", g.hexs(64), ""),
        ("serper", g.hexs(40), "X-API-KEY"),
        ("firecrawl", "fc-" + g.hexs(32), "Authorization"),
        ("jina", "jina_" + g.alnum(60), "Authorization"),
        ("perplexity", "pplx-" + g.alnum(48), "Authorization"),
        (
            "openai",
            "sk-proj-" + g.alnum(74, URLSAFE) + "T3BlbkFJ" + g.alnum(20, URLSAFE),
            "Authorization",
        ),
        ("anthropic", "sk-ant-api03-" + g.alnum(93, URLSAFE) + "AA", "x-api-key"),
        ("openrouter", "sk-or-v1-" + g.hexs(64), "Authorization"),
        ("groq", "gsk_" + g.alnum(52), "Authorization"),
        ("google", "AIza" + g.alnum(35, URLSAFE), "x-goog-api-key"),
        ("huggingface", "hf_" + g.alnum(34, string.ascii_letters), "Authorization"),
        ("exa", g.uuid(), "x-api-key"),
        ("mistral", g.alnum(32), "Authorization"),
        ("github", "ghp_" + g.alnum(36), "Authorization"),
        ("stripe", "sk_live_" + g.alnum(99), "Authorization"),
    ]


BEARER = {
    "tavily",
    "firecrawl",
    "jina",
    "perplexity",
    "openai",
    "openrouter",
    "groq",
    "huggingface",
    "mistral",
    "github",
    "stripe",
}


def build(seed: int) -> list[E]:
    g = Gen(seed)
    r = g.r
    out: list[E] = []

    # recorded headers (cassettes): 26
    for i in range(26):
        prov, key, hdr = provider_keys(g)[i % 17 if i % 17 != 2 else 3]
        text = f"Bearer {key}" if prov in BEARER else key
        out.append(
            _e("api-key-header", f"{prov} key in a recorded {hdr} header", key, text, header=hdr)
        )

    # query strings: 14
    for i in range(14):
        if i % 3 == 0:
            key = g.hexs(64)
            t = f"GET https://serpapi.com/search.json?engine=google&q=ferreterias+en+leon&hl=es&api_key={key}"
            out.append(_e("api-key-query", "serpapi api_key in a logged URL", key, t))
        elif i % 3 == 1:
            key = "AIza" + g.alnum(35, URLSAFE)
            t = f"https://www.googleapis.com/customsearch/v1?key={key}&cx=017576662512468239146:omuauf_lfve&q=clinicas+dentales"
            out.append(_e("api-key-query", "Google key in a CSE URL", key, t))
        else:
            tok = g.alnum(40, URLSAFE)
            t = f"https://api.example-news.mx/v2/articles?access_token={tok}&page=2"
            out.append(_e("token-in-url", "access_token in a query string", tok, t))

    # JSON body fields: 12
    for i in range(12):
        prov, key, _ = provider_keys(g)[[0, 4, 2, 6, 9, 10][i % 6]]
        field = {"tavily": "api_key", "firecrawl": "apiKey", "serpapi": "api_key"}.get(prov, "key")
        t = f'{{"{field}": "{key}", "query": "notarías en Puebla", "max_results": 5}}'
        out.append(_e("api-key-json", f"{prov} key in a request body", key, t))

    # env / YAML / INI lines: 12
    names = [
        "TAVILY_API_KEY",
        "OPENAI_API_KEY",
        "ANTHROPIC_API_KEY",
        "BRAVE_API_KEY",
        "GROQ_API_KEY",
        "FIRECRAWL_API_KEY",
    ]
    idx = {
        "TAVILY_API_KEY": 0,
        "OPENAI_API_KEY": 7,
        "ANTHROPIC_API_KEY": 8,
        "BRAVE_API_KEY": 1,
        "GROQ_API_KEY": 10,
        "FIRECRAWL_API_KEY": 4,
    }
    for i in range(12):
        name = names[i % 6]
        key = provider_keys(g)[idx[name]][1]
        t = (
            f"{name}={key}"
            if i % 3 == 0
            else f'export {name}="{key}"'
            if i % 3 == 1
            else f"{name.lower()}: {key}"
        )
        out.append(_e("api-key-env", "env/YAML config line", key, t))

    # curl snippets: 10
    for i in range(10):
        prov, key, hdr = provider_keys(g)[[0, 1, 3, 7, 8][i % 5]]
        auth = f"Bearer {key}" if prov in BEARER else key
        host = {
            "tavily": "api.tavily.com/search",
            "brave": "api.search.brave.com/res/v1/web/search?q=abogados",
            "serper": "google.serper.dev/search",
            "openai": "api.openai.com/v1/responses",
            "anthropic": "api.anthropic.com/v1/messages",
        }[prov]
        t = f"curl -s https://{host} -H '{hdr}: {auth}' -H 'Content-Type: application/json'"
        out.append(_e("api-key-curl", f"{prov} key in a curl command", key, t))

    # error messages echoing a key: 8
    for i in range(8):
        prov, key, _ = provider_keys(g)[[7, 10, 9, 12][i % 4]]
        t = (
            f"Incorrect API key provided: {key}. You can find your API key at the dashboard."
            if i % 2 == 0
            else f"401 Unauthorized: invalid token '{key}' for this endpoint"
        )
        out.append(_e("api-key-error", f"{prov} key echoed in an error", key, t))

    # prose (es/pt/en): 6
    for i in range(6):
        prov, key, _ = provider_keys(g)[[0, 7, 11][i % 3]]
        lang = ("es", "pt", "en")[i % 3]
        t = {
            "es": f"Oye, te paso la llave de prueba para que no te atores: {key}",
            "pt": f"Segue a chave da API para o ambiente de homologação: {key}",
            "en": f"Use this key until the new one is provisioned: {key}",
        }[lang]
        out.append(_e("api-key-prose", "key pasted in a chat message", key, t, lang=lang))

    # opaque bearer tokens: 8
    for i in range(8):
        tok = g.alnum(48, URLSAFE)
        if i % 2:
            out.append(
                _e(
                    "bearer-token",
                    "opaque bearer in a recorded Authorization header",
                    tok,
                    f"Bearer {tok}",
                    header="Authorization",
                )
            )
        else:
            out.append(
                _e(
                    "bearer-token",
                    "bearer in a logged request line",
                    tok,
                    f"Authorization: Bearer {tok}",
                )
            )

    # JWTs: 8
    for i in range(8):
        jwt = g.jwt(
            {
                "sub": g.uuid(),
                "iat": 1733400000 + i * 311,
                "exp": 1733486400 + i * 311,
                "scope": "search:read",
            }
        )
        if i % 2:
            out.append(
                _e(
                    "jwt",
                    "JWT access token in a header",
                    jwt,
                    f"Bearer {jwt}",
                    header="Authorization",
                )
            )
        else:
            out.append(
                _e(
                    "jwt",
                    "JWT in a JSON field",
                    jwt,
                    f'{{"access_token": "{jwt}", "token_type": "bearer"}}',
                )
            )

    # basic auth / credentials in URLs: 8
    import base64

    for i in range(8):
        user, pw = r.choice(["scraper", "admin", "svc_bench", "etl"]), g.alnum(16)
        if i % 2:
            b = base64.b64encode(f"{user}:{pw}".encode()).decode()
            out.append(
                _e(
                    "basic-auth",
                    "Basic credentials in a recorded header",
                    b,
                    f"Basic {b}",
                    header="Authorization",
                )
            )
        else:
            v = f"{user}:{pw}@"
            out.append(
                _e(
                    "basic-auth",
                    "user:password in a proxy URL",
                    v,
                    f"HTTPS_PROXY=http://{v}proxy.internal.example:3128",
                )
            )

    # connection strings: 10
    for i in range(10):
        pw = g.alnum(20)
        v = [
            f"postgresql://bench_app:{pw}@db-prod-1.internal:5432/fixtures",
            f"mongodb+srv://reader:{pw}@cluster0.ab12c.mongodb.net/search?retryWrites=true",
            f"redis://:{pw}@cache.internal:6379/0",
            f"mysql://root:{pw}@10.0.3.14:3306/directorio",
            f"Server=tcp:sql-mx.database.windows.net,1433;Database=padron;User ID=svc;Password={pw};",
        ][i % 5]
        out.append(
            _e(
                "connection-string",
                "connection string with a password",
                v,
                f"DATABASE_URL={v}" if i % 5 != 4 else f"ConnectionStrings__Default: {v}",
            )
        )

    # signed URLs: 8
    for i in range(8):
        if i % 3 == 0:
            sig = g.hexs(64)
            v = (
                f"https://fixtures-bench.s3.amazonaws.com/pdf/boletin.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{g.alnum(16, UPPER)}%2F20241203%2Fus-east-1%2Fs3%2Faws4_request"
                f"&X-Amz-Date=20241203T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
            )
        elif i % 3 == 1:
            v = (
                f"https://storage.googleapis.com/capturas-mx/page.html?X-Goog-Algorithm=GOOG4-RSA-SHA256"
                f"&X-Goog-Expires=900&X-Goog-Signature={g.hexs(256)}"
            )
        else:
            v = (
                f"https://benchstore.blob.core.windows.net/raw/result.json?sv=2022-11-02&ss=b&srt=o&sp=r"
                f"&se=2024-12-31T00:00:00Z&sig={g.alnum(43)}%3D"
            )
        out.append(_e("signed-url", "pre-signed storage URL", v, v))

    # cookies: 6
    for i in range(6):
        sid = g.alnum(32)
        if i % 2:
            out.append(
                _e(
                    "cookie",
                    "session cookie in a recorded set-cookie",
                    sid,
                    f"session_id={sid}; Path=/; HttpOnly; Secure; SameSite=Lax",
                    header="set-cookie",
                )
            )
        else:
            out.append(
                _e(
                    "cookie",
                    "cookie header in a logged request",
                    sid,
                    f"Cookie: _session={sid}; lang=es-MX",
                )
            )

    # webhooks: 5
    for i in range(5):
        if i % 2 == 0:
            v = f"https://hooks.slack.com/services/T{g.alnum(8, UPPER)}/B{g.alnum(10, UPPER)}/{g.alnum(24)}"
        else:
            v = f"https://discord.com/api/webhooks/{g.digits(18)}/{g.alnum(68, URLSAFE)}"
        out.append(_e("webhook-url", "alert webhook URL in config", v, f"ALERT_WEBHOOK={v}"))

    # cloud keys: 6
    for i in range(6):
        if i % 2 == 0:
            v = "AKIA" + g.alnum(16, string.ascii_uppercase + "234567")
            out.append(
                _e("cloud-key", "AWS access key id in a config", v, f"aws_access_key_id = {v}")
            )
        else:
            v = g.alnum(40, string.ascii_letters + string.digits + "/+")
            out.append(
                _e(
                    "cloud-key",
                    "AWS secret access key in a config",
                    v,
                    f"aws_secret_access_key = {v}",
                )
            )

    # private keys: 5
    for i in range(5):
        kind = (
            "RSA PRIVATE KEY",
            "PRIVATE KEY",
            "OPENSSH PRIVATE KEY",
            "EC PRIVATE KEY",
            "PRIVATE KEY",
        )[i]
        head = f"-----BEGIN {kind}-----"
        body = "\n".join(g.b64body(64) for _ in range(6))
        pem = f"{head}\n{body}\n-----END {kind}-----"
        out.append(_e("private-key", "PEM private key", head, pem, pem=True))
    return out
