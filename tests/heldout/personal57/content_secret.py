"""Secret items of corpus 57 (same spec shape as content_personal)."""

from __future__ import annotations

from typing import Any

from content_personal import spec as _spec
from values import Maker

PROVIDERS = [
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
    "mistral",
    "cohere",
    "stripe",
    "github",
    "github_pat",
    "gitlab",
    "sendgrid",
    "twilio",
    "mailgun",
    "slack_bot",
    "exa",
    "serpstack",
    "you",
    "deepseek",
]
HEADER_OF = {
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serper": "X-API-KEY",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "exa": "x-api-key",
    "anthropic": "x-api-key",
    "google": "x-goog-api-key",
    "you": "X-API-Key",
    "perplexity": "Authorization",
    "openai": "Authorization",
    "groq": "Authorization",
    "openrouter": "Authorization",
    "xai": "Authorization",
    "mistral": "Authorization",
    "cohere": "Authorization",
    "hf": "Authorization",
    "deepseek": "Authorization",
}
HOSTS = {
    "tavily": "api.tavily.com/search",
    "brave": "api.search.brave.com/res/v1/web/search",
    "serpapi": "serpapi.com/search.json",
    "serper": "google.serper.dev/search",
    "google": "www.googleapis.com/customsearch/v1",
    "serpstack": "api.serpstack.com/search",
    "firecrawl": "api.firecrawl.dev/v1/scrape",
    "jina": "s.jina.ai/",
    "exa": "api.exa.ai/search",
    "you": "api.ydc-index.io/search",
    "openai": "api.openai.com/v1/responses",
}
ENVNAME = {
    "tavily": "TAVILY_API_KEY",
    "brave": "BRAVE_API_KEY",
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
    "hf": "HF_TOKEN",
    "xai": "XAI_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "cohere": "CO_API_KEY",
    "stripe": "STRIPE_SECRET_KEY",
    "github": "GITHUB_TOKEN",
    "github_pat": "GH_TOKEN",
    "gitlab": "GITLAB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "twilio": "TWILIO_API_KEY",
    "mailgun": "MAILGUN_API_KEY",
    "slack_bot": "SLACK_BOT_TOKEN",
    "exa": "EXA_API_KEY",
    "serpstack": "SERPSTACK_KEY",
    "you": "YDC_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
}


def spec(
    kind: str, lang: str, form: str, value: str, text: str, keys: list[str] | None = None, **kw: Any
) -> dict[str, Any]:
    return _spec(kind, lang, form, value, text, keys, family="secret", **kw)


def key_header(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(list(HEADER_OF))
    k = mk.api_key(prov)
    name = HEADER_OF[prov]
    hval = f"Bearer {k}" if name == "Authorization" else k
    return spec(
        "api-key-header",
        lang,
        f"{prov} key in {name} header",
        k,
        f"{name}: {hval}",
        ["request_headers", "curl_headers", "debug"],
        header=(name, hval),
    )


def key_query(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(["serpapi", "google", "serpstack", "brave", "tavily", "you"])
    k = mk.api_key(prov)
    param = {"serpapi": "api_key", "google": "key", "serpstack": "access_key"}.get(prov, "api_key")
    url = f"https://{HOSTS[prov]}?q=clima+guadalajara&{param}={k}&num=10"
    if mk.r.random() < 0.5:
        url = f"https://{HOSTS[prov]}?{param}={k}&q=precio+del+d%C3%B3lar"
    t = {
        "es": [f"GET {url} -> 200", url, f"Se consultó {url} sin errores"],
        "en": [f"GET {url} -> 200", url],
        "pt": [f"Consulta enviada: {url}"],
    }[lang]
    return spec(
        "api-key-query",
        lang,
        f"{prov} key in query string",
        k,
        mk.pick(t),
        ["uri", "url", "request_url", "source_url", "link"],
    )


def key_curl(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(["tavily", "serper", "firecrawl", "exa", "jina", "brave", "openai", "anthropic"])
    k = mk.api_key(prov)
    name = HEADER_OF[prov]
    hv = f"Bearer {k}" if name == "Authorization" else k
    host = HOSTS.get(prov, "api.example-search.com/v1/search")
    text = (
        f"curl -s -X POST https://{host} -H 'Content-Type: application/json' "
        f"-H '{name}: {hv}' -d '{{\"query\": \"tortillas de harina\"}}'"
    )
    if prov == "tavily" and mk.r.random() < 0.5:
        text = (
            f'curl https://api.tavily.com/search -d \'{{"api_key": "{k}", '
            f'"query": "inflación México"}}\''
        )
    return spec(
        "api-key-curl",
        lang,
        f"{prov} key in curl command",
        k,
        text,
        ["command", "repro", "curl", "example"],
    )


def key_env(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(list(ENVNAME))
    k = mk.api_key(prov)
    var = ENVNAME[prov]
    text = mk.pick(
        [
            f"{var}={k}",
            f'export {var}="{k}"',
            f"{var}: {k}",
            f"{var.lower()} = '{k}'",
            f"set {var}={k}",
        ]
    )
    return spec(
        "api-key-env",
        lang,
        f"{prov} key in env/config line",
        k,
        text,
        ["env", "config", "dotenv", "settings_dump"],
    )


def key_json(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(
        [
            "tavily",
            "serper",
            "firecrawl",
            "openai",
            "exa",
            "jina",
            "google",
            "perplexity",
            "cohere",
            "mistral",
            "sendgrid",
        ]
    )
    k = mk.api_key(prov)
    key = mk.pick(["api_key", "apiKey", "token", "access_token", "secret_key", "key", "auth_token"])
    return spec(
        "api-key-json", lang, f"{prov} key as JSON field {key}", k, k, [key, key + "_value"]
    )


def key_error(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(
        [
            "tavily",
            "serper",
            "firecrawl",
            "openai",
            "anthropic",
            "openrouter",
            "groq",
            "brave",
            "exa",
            "xai",
            "deepseek",
        ]
    )
    k = mk.api_key(prov)
    t = {
        "es": [
            f"Error 401: la clave {k} no es válida o fue revocada",
            f"AuthenticationError: API key inválida ({k})",
        ],
        "en": [
            f"Incorrect API key provided: {k}. You can find your API key at your dashboard.",
            f"401 Unauthorized: invalid api key '{k}'",
            f"Invalid token {k}: quota exceeded for this key",
        ],
        "pt": [f"Erro 401: chave de API inválida {k}"],
    }[lang]
    return spec(
        "api-key-error",
        lang,
        f"{prov} key echoed in error",
        k,
        mk.pick(t),
        ["message", "error", "detail", "error_message", "string"],
    )


def key_prose(mk: Maker, lang: str) -> dict[str, Any]:
    prov = mk.pick(list(ENVNAME))
    k = mk.api_key(prov)
    t = {
        "es": [
            f"Oye, te paso la llave de {prov} que usamos en staging: {k}",
            f"La API key del proveedor es {k}, no la compartas",
            f"Usa mi token {k} mientras sale el tuyo",
        ],
        "en": [f"Here's the {prov} key for the demo: {k}", f"use this token for now: {k}"],
        "pt": [f"A chave da API é {k}, não compartilhe"],
    }[lang]
    return spec("api-key-prose", lang, f"{prov} key in prose", k, mk.pick(t))


def bearer(mk: Maker, lang: str) -> dict[str, Any]:
    tok = mk.pick(
        [
            mk.chars(40),
            mk.chars(32) + "." + mk.chars(24),
            "ya29."
            + mk.chars(120, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"),
        ]
    )
    return spec(
        "bearer-token",
        lang,
        "opaque bearer token",
        tok,
        f"Authorization: Bearer {tok}",
        ["request_headers", "debug"],
        header=("Authorization", f"Bearer {tok}"),
    )


def basic(mk: Maker, lang: str) -> dict[str, Any]:
    pair, b = mk.basic()
    if mk.r.random() < 0.6:
        return spec(
            "basic-auth",
            lang,
            "basic auth header",
            b,
            f"Authorization: Basic {b}",
            ["request_headers"],
            header=("Authorization", f"Basic {b}"),
        )
    user, pw = pair.split(":", 1)
    url = f"https://{user}:{pw}@proxy.interno.mx:8443/crawl"
    return spec("basic-auth", lang, "credentials in URL", pw, f"proxy={url}", ["proxy", "config"])


def cookie(mk: Maker, lang: str) -> dict[str, Any]:
    name = mk.pick(
        [
            "sessionid",
            "connect.sid",
            "_session_id",
            "PHPSESSID",
            "laravel_session",
            "__Secure-next-auth.session-token",
            "auth_token",
        ]
    )
    val = ("s%3A" + mk.chars(32) + "." + mk.chars(43)) if name == "connect.sid" else mk.chars(48)
    if mk.r.random() < 0.5:
        return spec(
            "cookie",
            lang,
            f"session cookie {name}",
            val,
            f"Cookie: {name}={val}; lang=es-MX",
            ["request_headers"],
            header=("Cookie", f"{name}={val}; lang=es-MX"),
        )
    return spec(
        "cookie",
        lang,
        f"set-cookie {name}",
        val,
        f"Set-Cookie: {name}={val}; Path=/; HttpOnly; Secure",
        ["response_headers"],
        header=("Set-Cookie", f"{name}={val}; Path=/; HttpOnly; Secure"),
    )


def jwt(mk: Maker, lang: str) -> dict[str, Any]:
    t = mk.jwt()
    if mk.r.random() < 0.5:
        return spec(
            "jwt",
            lang,
            "jwt bearer",
            t,
            f"Authorization: Bearer {t}",
            ["request_headers"],
            header=("Authorization", f"Bearer {t}"),
        )
    return spec(
        "jwt", lang, "jwt in json field", t, t, ["access_token", "id_token", "session_token"]
    )


def private_key(mk: Maker, lang: str) -> dict[str, Any]:
    kind, pem = mk.pem()
    head = f"-----BEGIN {kind}-----"
    return spec("private-key", lang, f"pem {kind}", head, pem, ["private_key", "key_pem"], pem=True)


def cloud(mk: Maker, lang: str) -> dict[str, Any]:
    which = mk.pick(["aws_id", "aws_secret", "azure", "gcp"])
    if which == "aws_id":
        k = mk.api_key("aws_id")
        return spec(
            "cloud-key",
            lang,
            "aws access key id",
            k,
            f"aws_access_key_id = {k}",
            ["aws", "config", "credentials"],
        )
    if which == "aws_secret":
        k = mk.api_key("aws_secret")
        return spec(
            "cloud-key",
            lang,
            "aws secret access key",
            k,
            f"aws_secret_access_key = {k}",
            ["aws", "config", "credentials"],
        )
    if which == "azure":
        k = mk.chars(86) + "=="
        return spec(
            "cloud-key",
            lang,
            "azure storage key",
            k,
            f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={k};EndpointSuffix=core.windows.net",
            ["connection", "storage"],
        )
    k = mk.chars(39, "abcdefghijklmnopqrstuvwxyz0123456789")
    return spec("cloud-key", lang, "gcp service-account private_key_id", k, k, ["private_key_id"])


def conn(mk: Maker, lang: str) -> dict[str, Any]:
    pw = mk.password()
    host = mk.pick(
        [
            "db.interno.mx",
            "10.0.3.17",
            "pg-bench.cluster-c9x.us-east-1.rds.amazonaws.com",
            "cluster0.ab1cd.mongodb.net",
            "redis-13021.c1.us-east-1-2.ec2.cloud.redislabs.com",
        ]
    )
    url = mk.pick(
        [
            f"postgresql://bench:{pw}@{host}:5432/fixtures",
            f"mysql://radar:{pw}@{host}:3306/radar",
            f"mongodb+srv://ingesta:{pw}@{host}/search?retryWrites=true",
            f"redis://default:{pw}@{host}:6379/0",
            f"Server={host};Database=radar;User Id=sa;Password={pw};",
        ]
    )
    return spec(
        "connection-string",
        lang,
        "connection string with password",
        pw,
        f"DATABASE_URL={url}" if mk.r.random() < 0.5 else url,
        ["database_url", "dsn", "config"],
    )


def signed(mk: Maker, lang: str) -> dict[str, Any]:
    which = mk.pick(["s3", "gcs", "azure"])
    if which == "s3":
        sig = mk.hexs(64)
        url = (
            f"https://fixtures-mx.s3.amazonaws.com/capturas/pagina.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={mk.api_key('aws_id')}%2F20241203%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Expires=3600&X-Amz-Signature={sig}"
        )
    elif which == "gcs":
        sig = mk.hexs(128)
        url = (
            f"https://storage.googleapis.com/bench-capturas/doc.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Expires=900&X-Goog-Signature={sig}"
        )
    else:
        sig = mk.chars(43) + "%3D"
        url = (
            f"https://capturasmx.blob.core.windows.net/html/page.html?sv=2022-11-02&ss=b&srt=o"
            f"&sp=r&se=2025-01-01T00:00:00Z&sig={sig}"
        )
    return spec(
        "signed-url", lang, f"{which} signed url", sig, url, ["download_url", "url", "signed_url"]
    )


def webhook(mk: Maker, lang: str) -> dict[str, Any]:
    which = mk.pick(["slack", "discord", "teams", "telegram"])
    if which == "slack":
        tok = mk.chars(24)
        url = (
            f"https://hooks.slack.com/services/T{mk.chars(8).upper()}/B{mk.chars(10).upper()}/{tok}"
        )
    elif which == "discord":
        tok = mk.chars(68, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        url = f"https://discord.com/api/webhooks/{mk.digits(19)}/{tok}"
    elif which == "teams":
        tok = mk.hexs(32)
        url = (
            f"https://radarmx.webhook.office.com/webhookb2/{mk.uuid4()}@{mk.uuid4()}/IncomingWebhook/"
            f"{tok}/{mk.uuid4()}"
        )
    else:
        tok = mk.api_key("telegram")
        url = f"https://api.telegram.org/bot{tok}/sendMessage"
    return spec(
        "webhook-url",
        lang,
        f"{which} webhook",
        tok,
        url,
        ["webhook_url", "notify_url", "alert_url"],
    )


MAKERS = {
    "key_header": (key_header, 18),
    "key_query": (key_query, 12),
    "key_curl": (key_curl, 10),
    "key_env": (key_env, 12),
    "key_json": (key_json, 14),
    "key_error": (key_error, 12),
    "key_prose": (key_prose, 10),
    "bearer": (bearer, 10),
    "basic": (basic, 7),
    "cookie": (cookie, 8),
    "jwt": (jwt, 7),
    "private_key": (private_key, 5),
    "cloud": (cloud, 7),
    "conn": (conn, 8),
    "signed": (signed, 6),
    "webhook": (webhook, 7),
}
