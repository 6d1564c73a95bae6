# ruff: noqa: E501
"""Secrets of corpus 28 (label ``secret``): invented keys of real shapes, tokens, cookies,
Basic credentials, JWTs, private keys, connection strings, webhook and signed URLs.

Every body is random from the seed; none is a vendor's documented example or a live key.
"""

from __future__ import annotations

import base64
import json
import string
from collections.abc import Callable
from typing import Any

from common import entry, esc
from values import V

UP = string.ascii_uppercase + string.digits


def keys(v: V) -> dict[str, Callable[[], str]]:
    return {
        "tavily": lambda: "tvly-" + v.r.choice(["", "dev-", "prod-"]) + v.alnum(32),
        "brave": lambda: "BSA" + v.alnum(28),
        "serpapi": lambda: v.hexs(64),
        "serper": lambda: v.hexs(40),
        "firecrawl": lambda: "fc-" + v.hexs(32),
        "jina": lambda: "jina_" + v.hexs(32) + v.alnum(28),
        "perplexity": lambda: "pplx-" + v.alnum(48),
        "openai": lambda: "sk-proj-" + v.b64url(74) + "T3BlbkFJ" + v.b64url(74),
        "openai-svc": lambda: "sk-svcacct-" + v.b64url(64) + "T3BlbkFJ" + v.b64url(40),
        "anthropic": lambda: "sk-ant-api03-" + v.b64url(93) + "AA",
        "openrouter": lambda: "sk-or-v1-" + v.hexs(64),
        "groq": lambda: "gsk_" + v.alnum(52),
        "google": lambda: "AIza" + v.b64url(35),
        "hf": lambda: "hf_" + v.alnum(34, string.ascii_letters),
        "xai": lambda: "xai-" + v.alnum(80),
        "exa": lambda: v.uuid(),
        "mistral": lambda: v.alnum(32),
        "cohere": lambda: v.alnum(40),
        "stripe": lambda: v.r.choice(["sk_live_", "rk_live_"]) + v.alnum(99),
        "github": lambda: v.r.choice(
            ["ghp_" + v.alnum(36), "github_pat_11" + v.alnum(22, UP) + "_" + v.alnum(59)]
        ),
        "slack": lambda: "xoxb-" + v.digits(12) + "-" + v.digits(13) + "-" + v.alnum(24),
        "bing": lambda: v.hexs(32),
        "scrapingbee": lambda: v.alnum(80, UP),
        "zenrows": lambda: v.hexs(40),
        "searchapi": lambda: v.alnum(24),
        "serpstack": lambda: v.hexs(32),
        "kagi": lambda: v.b64url(22) + "." + v.b64url(43),
        "aws": lambda: "AKIA" + v.alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        "aws-secret": lambda: v.b64(40),
    }


def jwt(v: V, payload: dict[str, Any]) -> str:
    def b(d: dict[str, Any]) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    return b({"alg": "HS256", "typ": "JWT"}) + "." + b(payload) + "." + v.b64url(43)


HEADER_CTX = [
    # (vendor, header name, value template)
    ("tavily", "Authorization", "Bearer {k}"),
    ("brave", "X-Subscription-Token", "{k}"),
    ("serper", "X-API-KEY", "{k}"),
    ("firecrawl", "Authorization", "Bearer {k}"),
    ("jina", "Authorization", "Bearer {k}"),
    ("perplexity", "authorization", "Bearer {k}"),
    ("openai", "Authorization", "Bearer {k}"),
    ("anthropic", "x-api-key", "{k}"),
    ("openrouter", "authorization", "Bearer {k}"),
    ("exa", "x-api-key", "{k}"),
    ("bing", "Ocp-Apim-Subscription-Key", "{k}"),
    ("google", "x-goog-api-key", "{k}"),
    ("groq", "Authorization", "Bearer {k}"),
    ("kagi", "Authorization", "Bot {k}"),
    ("mistral", "Authorization", "Bearer {k}"),
    ("cohere", "Authorization", "bearer {k}"),
    ("searchapi", "Authorization", "Bearer {k}"),
    ("xai", "Authorization", "Bearer {k}"),
]

QUERY_CTX = [
    (
        "serpapi",
        "https://serpapi.com/search.json?engine=google&q=clinicas+en+leon&hl=es&gl=mx&api_key={k}",
    ),
    ("google", "https://www.googleapis.com/customsearch/v1?key={k}&cx=0123abcd&q=notarias+cdmx"),
    (
        "scrapingbee",
        "https://app.scrapingbee.com/api/v1/?api_key={k}&url=https%3A%2F%2Fexample.com%2Fdirectorio&render_js=false",
    ),
    (
        "zenrows",
        "https://api.zenrows.com/v1/?apikey={k}&url=https://www.inmuebles.example.mx/renta",
    ),
    ("serpstack", "http://api.serpstack.com/search?access_key={k}&query=obituarios+monterrey"),
    ("tavily", "https://api.tavily.com/search?api_key={k}&query=esquelas+guadalajara"),
    ("brave", "https://api.search.brave.com/res/v1/web/search?q=bolsa+de+trabajo&token={k}"),
    ("jina", "https://r.jina.ai/https://example.org/egresados?key={k}"),
]

FIELD_CTX = [
    ("tavily", "api_key", "{k}", "en"),
    ("serpapi", "api_key", "{k}", "en"),
    ("firecrawl", "apiKey", "{k}", "en"),
    ("perplexity", "token", "{k}", "en"),
    ("hf", "hf_token", "{k}", "en"),
    ("stripe", "stripe_secret", "{k}", "en"),
    ("github", "github_token", "{k}", "en"),
    ("aws-secret", "aws_secret_access_key", "{k}", "en"),
    ("aws", "aws_access_key_id", "{k}", "en"),
    ("slack", "bot_token", "{k}", "en"),
]

PROSE_CTX = [
    ("es", "Oye, te paso la llave de Tavily para el benchmark: {k} (no la compartas)."),
    ("es", "La clave de Brave que me dieron es {k}, úsala solo en staging."),
    ("es", "Se filtró en el foro: mi api key de Serper {k} ya la revoqué?"),
    ("pt", "Minha chave da Firecrawl é {k}, pode testar aí."),
    ("pt", "Use o token {k} no header Authorization."),
    ("en", "For the eval run use OPENROUTER key {k} until Friday."),
    ("en", "temporary Anthropic key for the demo: {k}"),
    ("es", "Credencial de Groq del equipo de búsqueda: {k}"),
    ("es", "Para la API de Jina usa: {k}"),
    ("en", "Here is the Exa key you asked for: {k}"),
]

ERROR_CTX = [
    ("en", "message", "Invalid API key: {k}. Check your dashboard."),
    ("en", "error", "401 Unauthorized: the key {k} has been revoked"),
    ("es", "mensaje", "La clave {k} no es válida para este plan."),
    ("en", "detail", "Rate limit exceeded for key {k}; retry after 60s."),
    (
        "en",
        "log",
        "2024-05-02T18:22:41Z WARN retrying POST https://api.tavily.com/search (429) key={k}",
    ),
    ("pt", "mensagem", "Chave de API inválida: {k}"),
]

CURL_CTX = [
    ("serper", "curl -s https://google.serper.dev/search -H 'X-API-KEY: {k}' -d '{{q:esquelas}}'"),
    (
        "tavily",
        "curl -X POST https://api.tavily.com/search -H 'Authorization: Bearer {k}' -d @q.json",
    ),
    ("firecrawl", "curl https://api.firecrawl.dev/v1/scrape -H 'Authorization: Bearer {k}'"),
    (
        "brave",
        "curl 'https://api.search.brave.com/res/v1/web/search?q=avisos' -H 'X-Subscription-Token: {k}'",
    ),
    ("openai", "curl https://api.openai.com/v1/responses -H 'Authorization: Bearer {k}'"),
]

ENV_CTX = [
    ("tavily", "TAVILY_API_KEY={k}"),
    ("serpapi", "export SERPAPI_API_KEY={k}"),
    ("anthropic", "ANTHROPIC_API_KEY={k}"),
    ("perplexity", "PPLX_API_KEY: {k}"),
    ("google", "GOOGLE_CSE_KEY = {k}"),
    ("hf", "HF_TOKEN={k}"),
    ("github", "GH_TOKEN={k}"),
]


def pem(v: V, kind: str) -> tuple[str, list[str]]:
    head = {
        "rsa": "RSA PRIVATE KEY",
        "ec": "EC PRIVATE KEY",
        "pk8": "PRIVATE KEY",
        "ssh": "OPENSSH PRIVATE KEY",
    }[kind]
    body = [v.b64(64) for _ in range(v.r.randint(5, 9))] + [v.b64(v.r.randint(20, 60)) + "=="]
    return f"-----BEGIN {head}-----", [*body, f"-----END {head}-----"]


def make(v: V) -> list[dict[str, Any]]:
    K = keys(v)
    out: list[dict[str, Any]] = []

    def add(kind: str, lang: str, form: str, value: str, **kw: Any) -> None:
        out.append(entry(kind, lang, form, value, family="secret", **kw))

    for i in range(24):  # recorded request headers
        vendor, name, tpl = HEADER_CTX[i % len(HEADER_CTX)]
        val = tpl.format(k=K[vendor]())
        add(
            "api-key-header",
            "en",
            f"{vendor} key in a recorded {name} header",
            val,
            text=val,
            hdr=name,
            where="data",
        )
    for i in range(16):  # keys in query strings
        vendor, tpl = QUERY_CTX[i % len(QUERY_CTX)]
        url = tpl.format(k=K[vendor]())
        if i % 2:
            add(
                "api-key-query",
                "en",
                f"{vendor} key in a request uri",
                url,
                text=url,
                key="uri",
                where="data",
            )
        else:
            add(
                "api-key-query",
                "en",
                f"{vendor} key in a link on a page",
                url,
                html=f'<p class="debug">Petición: <a href="{esc(url)}">ver resultados crudos</a></p>',
            )
    for i in range(12):
        vendor, key, tpl, lang = FIELD_CTX[i % len(FIELD_CTX)]
        val = tpl.format(k=K[vendor]())
        add(
            "api-key-json",
            lang,
            f"{vendor} key in a body field {key}",
            val,
            text=val,
            key=key,
            where="data",
        )
    for i in range(12):
        lang, tpl = PROSE_CTX[i % len(PROSE_CTX)]
        vendor = [
            "tavily",
            "brave",
            "serper",
            "firecrawl",
            "perplexity",
            "openrouter",
            "anthropic",
            "groq",
            "jina",
            "exa",
        ][i % 10]
        k = K[vendor]()
        t = tpl.format(k=k)
        if i % 3 == 0:
            add(
                "api-key-prose",
                lang,
                f"{vendor} key in a forum post",
                k,
                html=f'<p class="comentario">{esc(t)}</p>',
            )
        else:
            add("api-key-prose", lang, f"{vendor} key in a snippet", k, text=t, key="snippet")
    for i in range(10):
        lang, key, tpl = ERROR_CTX[i % len(ERROR_CTX)]
        vendor = [
            "tavily",
            "serper",
            "brave",
            "openai",
            "tavily",
            "firecrawl",
            "serpapi",
            "cohere",
            "mistral",
            "xai",
        ][i]
        k = K[vendor]()
        add(
            "api-key-error",
            lang,
            f"{vendor} key echoed in an error body",
            k,
            text=tpl.format(k=k),
            key=key,
            where="data",
        )
    for i in range(8):
        vendor, tpl = CURL_CTX[i % len(CURL_CTX)]
        k = K[vendor]()
        t = tpl.format(k=k)
        if i % 2:
            add(
                "api-key-curl",
                "en",
                f"{vendor} key in a curl command (docs page)",
                k,
                html=f"<pre><code>{esc(t)}</code></pre>",
            )
        else:
            add(
                "api-key-curl",
                "en",
                f"{vendor} key in a curl command (extract body)",
                k,
                text=t,
                key="markdown",
            )
    for i in range(8):
        vendor, tpl = ENV_CTX[i % len(ENV_CTX)]
        k = K[vendor]()
        add(
            "api-key-env",
            "en",
            f"{vendor} key in an env line",
            k,
            text=tpl.format(k=k),
            key="content",
        )
    # bearer / JWT
    for i in range(6):
        payload = {
            "sub": v.digits(8),
            "iat": 1714600000 + i * 3600,
            "exp": 1714686400 + i * 3600,
            "scope": "search:read",
        }
        tok = jwt(v, payload)
        if i % 3 == 0:
            add(
                "jwt",
                "en",
                "JWT in an Authorization header",
                "Bearer " + tok,
                text="Bearer " + tok,
                hdr="Authorization",
                where="data",
            )
        elif i % 3 == 1:
            add(
                "jwt",
                "en",
                "JWT in an access_token field",
                tok,
                text=tok,
                key="access_token",
                where="data",
            )
        else:
            add(
                "jwt",
                "es",
                "JWT pasted in a forum post",
                tok,
                html=f"<p>Me sale 401 con este token: <code>{tok}</code></p>",
            )
    for _i in range(6):
        tok = v.b64url(v.r.choice([32, 40, 48]))
        add(
            "bearer-token",
            "en",
            "opaque bearer token in a recorded header",
            "Bearer " + tok,
            text="Bearer " + tok,
            hdr="Authorization",
            where="data",
        )
    # Basic auth
    for i in range(6):
        user = v.r.choice(["svc-busqueda", "bench", "admin", "crawler01"])
        pw = v.alnum(14)
        if i % 2 == 0:
            b = base64.b64encode(f"{user}:{pw}".encode()).decode()
            add(
                "basic-auth",
                "en",
                "Basic credentials in an Authorization header",
                "Basic " + b,
                text="Basic " + b,
                hdr="Authorization",
                where="data",
            )
        else:
            url = f"https://{user}:{pw}@proxy.scrape-vendor.example:8443/fetch"
            add("basic-auth", "en", "user:password in a proxy URL", url, text=url, key="proxy")
    # cookies
    cookie_forms = [
        ("Cookie", lambda: f"sessionid={v.alnum(32)}; csrftoken={v.alnum(32)}"),
        (
            "set-cookie",
            lambda: f"__Secure-next-auth.session-token={v.b64url(120)}; Path=/; HttpOnly; Secure",
        ),
        ("Cookie", lambda: f"connect.sid=s%3A{v.b64url(32)}.{v.b64url(43)}"),
        (
            "set-cookie",
            lambda: (
                f"reddit_session={v.digits(8)}%2C2024-05-02T18%3A22%3A41%2C{v.hexs(40)}; Domain=reddit.com; secure"
            ),
        ),
        ("Cookie", lambda: f"_session_id={v.hexs(32)}"),
        (
            "set-cookie",
            lambda: f"PHPSESSID={v.alnum(26, 'abcdefghijklmnopqrstuvwxyz0123456789')}; path=/",
        ),
        ("cookie", lambda: f"auth_token={v.hexs(40)}; lang=es"),
    ]
    for i in range(9):
        name, f = cookie_forms[i % len(cookie_forms)]
        c = f()
        add(
            "cookie",
            "en",
            f"session cookie in a recorded {name} header",
            c,
            text=c,
            hdr=name,
            where="data",
        )
    # private keys
    for i, kind in enumerate(["rsa", "ec", "pk8", "ssh", "rsa"]):
        head, rest = pem(v, kind)
        if i % 2 == 0:
            add(
                "private-key",
                "en",
                f"{kind} PEM private key in a page <pre>",
                head,
                html="\n".join([f"<pre>{head}", *rest[:-1], rest[-1] + "</pre>"]),
            )
        else:
            full = "\n".join([head, *rest])
            add(
                "private-key",
                "en",
                f"{kind} PEM private key as one JSON/YAML string",
                head,
                text=full,
                key="private_key",
                where="data",
            )
    # connection strings
    conns = [
        lambda: f"postgresql://bench_rw:{v.alnum(18)}@db-bench.internal:5432/fixtures",
        lambda: (
            f"mongodb+srv://crawler:{v.alnum(16)}@cluster0.ab12c.mongodb.net/serp?retryWrites=true"
        ),
        lambda: f"redis://:{v.alnum(24)}@cache.internal:6379/2",
        lambda: (
            f"Server=tcp:sql-bench.database.windows.net,1433;Database=evals;User ID=evaladmin;Password={v.alnum(16)};Encrypt=True"
        ),
        lambda: f"mysql://root:{v.alnum(12)}@10.0.3.14:3306/resultados",
        lambda: f"amqp://worker:{v.alnum(20)}@mq.internal:5672/%2f",
    ]
    for f in conns:
        c = f()
        add(
            "connection-string",
            "en",
            "connection string with a password",
            c,
            text=c,
            key="dsn",
            where="data",
        )
    # webhooks
    hooks = [
        lambda: (
            f"https://hooks.slack.com/services/T{v.alnum(10, UP)}/B{v.alnum(10, UP)}/{v.alnum(24)}"
        ),
        lambda: f"https://discord.com/api/webhooks/{v.digits(19)}/{v.b64url(68)}",
        lambda: (
            f"https://acme.webhook.office.com/webhookb2/{v.uuid()}@{v.uuid()}/IncomingWebhook/{v.hexs(32)}/{v.uuid()}"
        ),
        lambda: (
            f"https://hooks.slack.com/services/T{v.alnum(8, UP)}/B{v.alnum(11, UP)}/{v.alnum(24)}"
        ),
        lambda: f"https://discordapp.com/api/webhooks/{v.digits(18)}/{v.b64url(68)}",
    ]
    for f in hooks:
        u = f()
        add(
            "webhook-url",
            "en",
            "incoming webhook URL in a config field",
            u,
            text=u,
            key="alert_webhook",
            where="data",
        )
    # signed URLs
    signed = [
        lambda: (
            f"https://bench-captures.s3.us-east-1.amazonaws.com/raw/obituarios-2024.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{v.alnum(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20240502%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240502T182241Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={v.hexs(64)}"
        ),
        lambda: (
            f"https://storage.googleapis.com/serp-fixtures/cv-dump.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=fixtures%40bench-proj.iam.gserviceaccount.com%2F20240502%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20240502T182241Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={v.hexs(256)}"
        ),
        lambda: (
            f"https://benchcaptures.blob.core.windows.net/raw/directorio.html?sv=2022-11-02&ss=b&srt=o&sp=r"
            f"&se=2024-06-01T00:00:00Z&st=2024-05-01T00:00:00Z&spr=https&sig={v.b64(43)}%3D"
        ),
        lambda: (
            f"https://d1x2y3z4.cloudfront.net/exports/clasificados.json?Expires=1717200000&Signature={v.b64url(160)}"
            f"&Key-Pair-Id=K{v.alnum(13, UP)}"
        ),
    ]
    for i in range(8):
        u = signed[i % 4]()
        if i % 2 == 0:
            add(
                "signed-url",
                "en",
                "pre-signed URL in an extract result url field",
                u,
                text=u,
                key="url",
            )
        else:
            add(
                "signed-url",
                "es",
                "pre-signed URL in a download link",
                u,
                html=f'<p class="descarga"><a href="{esc(u)}">Descargar listado</a></p>',
            )
    # AWS access key pair in prose
    for i in range(4):
        a, s = K["aws"](), K["aws-secret"]()
        if i % 2:
            add(
                "cloud-key",
                "es",
                "AWS access key id in a forum post",
                a,
                html=f"<p>Mis credenciales: {a} / {esc(s)} ¿por qué me da AccessDenied?</p>",
            )
        else:
            add(
                "cloud-key",
                "en",
                "AWS secret access key in a credentials file line",
                s,
                text=f"aws_secret_access_key = {s}",
                key="content",
            )
    return out
