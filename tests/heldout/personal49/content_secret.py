"""Secret items of corpus 49: credentials in the places recordings carry them.

Drafts as in ``content_personal``. All keys are random strings in the providers' shapes.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

import values as V
from content_personal import d, pick

Draft = dict[str, Any]
HEXS = "0123456789abcdef"


def api_key(rng: random.Random) -> tuple[str, str, str]:
    """(provider, env var, key)"""
    r = V.rs
    which = rng.randrange(20)
    return [
        ("Tavily", "TAVILY_API_KEY", "tvly-" + pick(rng, "dev-", "prod-", "") + r(rng, 32)),
        ("Brave", "BRAVE_API_KEY", "BSA" + r(rng, 28)),
        ("SerpAPI", "SERPAPI_API_KEY", r(rng, 64, HEXS)),
        ("Serper", "SERPER_API_KEY", r(rng, 40, HEXS)),
        ("Firecrawl", "FIRECRAWL_API_KEY", "fc-" + r(rng, 32, HEXS)),
        ("Jina", "JINA_API_KEY", "jina_" + r(rng, 60)),
        ("Perplexity", "PERPLEXITY_API_KEY", "pplx-" + r(rng, 48)),
        ("OpenAI", "OPENAI_API_KEY", "sk-proj-" + r(rng, 48) + "T3BlbkFJ" + r(rng, 48)),
        ("Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + r(rng, 86, V.B62 + "-_") + "AA"),
        ("OpenRouter", "OPENROUTER_API_KEY", "sk-or-v1-" + r(rng, 64, HEXS)),
        ("Groq", "GROQ_API_KEY", "gsk_" + r(rng, 52)),
        ("Google", "GEMINI_API_KEY", "AIza" + r(rng, 35, V.B62 + "-_")),
        ("Hugging Face", "HF_TOKEN", "hf_" + r(rng, 34)),
        ("xAI", "XAI_API_KEY", "xai-" + r(rng, 80)),
        ("Exa", "EXA_API_KEY", V.uuid4(rng)),
        ("Mistral", "MISTRAL_API_KEY", r(rng, 32)),
        ("Cohere", "COHERE_API_KEY", r(rng, 40)),
        ("Stripe", "STRIPE_SECRET_KEY", "sk_live_" + r(rng, 99)[:99]),
        (
            "GitHub",
            "GITHUB_TOKEN",
            pick(rng, "ghp_" + r(rng, 36), "github_pat_11" + r(rng, 20) + "_" + r(rng, 59)),
        ),
        (
            "SendGrid",
            "SENDGRID_API_KEY",
            "SG." + r(rng, 22, V.B62 + "-_") + "." + r(rng, 43, V.B62 + "-_"),
        ),
    ][which]


HEADER_FOR = {
    "Tavily": "Authorization",
    "Brave": "X-Subscription-Token",
    "SerpAPI": "X-API-KEY",
    "Serper": "X-API-KEY",
    "Firecrawl": "Authorization",
    "Jina": "Authorization",
    "Anthropic": "x-api-key",
    "Google": "x-goog-api-key",
    "Exa": "x-api-key",
    "Cohere": "Authorization",
}


def header_item(rng: random.Random) -> Draft:
    prov, _, k = api_key(rng)
    name = HEADER_FOR.get(prov, pick(rng, "Authorization", "X-Api-Key", "api-key"))
    v = f"Bearer {k}" if name == "Authorization" else k
    return d(
        "api-key-header",
        "en",
        f"{prov} key in {name} header",
        v,
        k,
        header=(pick(rng, name, name.lower()), v),
        only="header",
    )


def query_item(rng: random.Random) -> Draft:
    prov, _, k = api_key(rng)
    param = pick(rng, "api_key", "key", "apikey", "token", "access_key")
    url = pick(
        rng,
        f"https://serpapi.com/search.json?engine=google&q=tacos+al+pastor&{param}={k}",
        f"https://www.googleapis.com/customsearch/v1?{param}={k}&cx=017576662512468239146:omuauf_lfve&q=sk",
        f"https://api.search.example.com/v1/search?q=clima+cdmx&{param}={k}&count=10",
    )
    lang = pick(rng, "en", "es")
    text = f"GET {url} HTTP/1.1" if lang == "en" else f"Petición fallida: {url} (timeout 30s)"
    hv = url.replace("&", "&amp;")
    html = f'<p><a href="{hv}">{pick(rng, "Ver resultados", "Results JSON")}</a></p>'
    return d(
        "api-key-query",
        lang,
        f"{prov} key in query string ({param})",
        text,
        url[url.index(k) - len(param) - 1 :].split("&")[0],
        pick(rng, "url", "request_url", "log"),
        html=html,
        html_value=f"{param}={k}",
    )


def curl_item(rng: random.Random) -> Draft:
    prov, _, k = api_key(rng)
    text = pick(
        rng,
        f"curl -s https://api.tavily.com/search -H 'Content-Type: application/json' -H 'Authorization: Bearer {k}' -d '{{}}'",  # noqa: E501
        f"curl -X POST https://api.firecrawl.dev/v1/scrape -H 'Authorization: Bearer {k}' --data @body.json",
        f"curl 'https://api.search.brave.com/res/v1/web/search?q=cdmx' -H 'X-Subscription-Token: {k}'",
        f"curl https://api.provider.ai/v1/chat/completions -H 'x-api-key: {k}' -H 'content-type: application/json'",
    )
    return d(
        "api-key-curl",
        pick(rng, "en", "es"),
        f"{prov} key in a curl command",
        text,
        k,
        pick(rng, "command", "example", "snippet"),
    )


def env_item(rng: random.Random) -> Draft:
    prov, var, k = api_key(rng)
    form = rng.randrange(4)
    text = [f"{var}={k}", f"export {var}='{k}'", f"{var.lower()}: {k}", f"{var} = {k}"][form]
    return d(
        "api-key-env",
        "en",
        f"{prov} key as {['env', 'export', 'yaml', 'ini'][form]} line",
        text,
        k,
        pick(rng, "env", "config", "dotenv", "snippet"),
    )


def json_item(rng: random.Random) -> Draft:
    prov, _, k = api_key(rng)
    key = pick(rng, "api_key", "apiKey", "token", "secret_key", "access_token")
    return d(
        "api-key-json",
        "en",
        f"{prov} key as bare value of {key}",
        k,
        k,
        key,
        bare=True,
        only="data",
    )


def error_item(rng: random.Random) -> Draft:
    prov, _, k = api_key(rng)
    lang = pick(rng, "en", "en", "es")
    text = (
        pick(
            rng,
            f"Incorrect API key provided: {k}. You can find your API key at https://platform.openai.com/account/api-keys.",
            f"401 Unauthorized: invalid api key '{k}' for {prov}",
            f"AuthenticationError: key {k} has been revoked",
        )
        if lang == "en"
        else pick(
            rng,
            f"Error 401: la clave de API {k} no es válida o expiró.",
            f"No autorizado: el token {k} no tiene permisos para /search",
        )
    )
    return d(
        "api-key-error",
        lang,
        f"{prov} key echoed in an error message",
        text,
        k,
        pick(rng, "error", "message", "detail"),
    )


def prose_item(rng: random.Random) -> Draft:
    prov, _, k = api_key(rng)
    lang = pick(rng, "es", "es", "en", "pt")
    text = {
        "es": pick(
            rng,
            f"Te paso la key de {prov} para que pruebes: {k} (no la compartas)",
            f"Usa esta llave de producción mientras tanto: {k}",
        ),
        "en": f"Here is the {prov} key for the demo: {k} - rotate it after Friday.",
        "pt": f"Segue a chave da API da {prov}: {k}",
    }[lang]
    return d(
        "api-key-prose",
        lang,
        f"{prov} key in prose",
        text,
        k,
        pick(rng, "snippet", "content", "text"),
    )


def bearer_item(rng: random.Random) -> Draft:
    tok = pick(
        rng,
        "ya29.a0" + V.rs(rng, 120, V.B62 + "-_"),
        V.rs(rng, 40),
        "gho_" + V.rs(rng, 36),
        "xoxb-" + "-".join(V.rs(rng, n, string.digits) for n in (12, 13)) + "-" + V.rs(rng, 24),
    )
    v = f"Bearer {tok}"
    if rng.random() < 0.6:
        return d(
            "bearer-token",
            "en",
            "opaque bearer in Authorization header",
            v,
            tok,
            header=(pick(rng, "Authorization", "authorization"), v),
            only="header",
        )
    return d(
        "bearer-token",
        "en",
        "bearer token in a logged header",
        f"Authorization: {v}",
        tok,
        pick(rng, "log", "request_headers"),
    )


def basic_item(rng: random.Random) -> Draft:
    user = pick(rng, "admin", "svc-search", "bench", "api")
    cred = base64.b64encode(f"{user}:{V.rs(rng, 16)}".encode()).decode()
    if rng.random() < 0.5:
        v = f"Basic {cred}"
        return d(
            "basic-auth",
            "en",
            "Basic credentials in Authorization header",
            v,
            cred,
            header=("Authorization", v),
            only="header",
        )
    pw = V.rs(rng, 14)
    url = f"https://{user}:{pw}@proxy.internal.example.net:8443/search"
    return d(
        "basic-auth",
        "en",
        "user:password in a URL",
        f"proxy={url}",
        f"{user}:{pw}",
        pick(rng, "proxy", "config"),
    )


def cookie_item(rng: random.Random) -> Draft:
    name = pick(
        rng,
        "session",
        "sessionid",
        "connect.sid",
        "_session_id",
        "PHPSESSID",
        "__Secure-next-auth.session-token",
    )
    val = (
        V.rs(rng, 48, V.B62)
        if name != "PHPSESSID"
        else V.rs(rng, 26, "0123456789abcdefghijklmnopqrstuv")
    )
    if rng.random() < 0.6:
        hname = pick(rng, "set-cookie", "Set-Cookie", "cookie")
        hv = (
            f"{name}={val}; lang=es-MX"
            if hname == "cookie"
            else f"{name}={val}; Path=/; HttpOnly; Secure"
        )
        return d(
            "cookie",
            "en",
            f"{name} cookie in {hname} header",
            hv,
            f"{name}={val}",
            header=(hname, hv),
            only="header",
        )
    return d(
        "cookie",
        "en",
        f"{name} cookie in a logged header",
        f"Cookie: {name}={val}; lang=es-MX",
        f"{name}={val}",
        "request_headers",
    )


def jwt_item(rng: random.Random) -> Draft:
    t = V.jwt(rng, {"sub": V.rs(rng, 12), "scope": "search:read", "exp": rng.randint(1.7e9, 1.8e9)})
    if rng.random() < 0.5:
        return d(
            "jwt",
            "en",
            "JWT as bearer in header",
            f"Bearer {t}",
            t,
            header=("Authorization", f"Bearer {t}"),
            only="header",
        )
    return d(
        "jwt",
        pick(rng, "en", "es"),
        "JWT in a body field",
        t,
        t,
        pick(rng, "id_token", "access_token", "jwt"),
        bare=True,
        only="data",
    )


def pem_item(rng: random.Random) -> Draft:
    kind = pick(rng, "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
    head = f"-----BEGIN {kind}-----"
    rows = [head, *V.pem_body(rng), f"-----END {kind}-----"]
    text = "\n".join(rows)
    html = "<pre>" + "\n".join(rows) + "</pre>"
    return d(
        "private-key",
        "en",
        f"PEM {kind}",
        text,
        head,
        pick(rng, "private_key", "key", "credentials"),
        html=html,
        html_value=head,
    )


def cloud_item(rng: random.Random) -> Draft:
    form = rng.randrange(3)
    if form == 0:
        k = "AKIA" + V.rs(rng, 16, string.ascii_uppercase + "234567")
        return d(
            "cloud-key", "en", "AWS access key id in env line", f"AWS_ACCESS_KEY_ID={k}", k, "env"
        )
    if form == 1:
        k = V.rs(rng, 40, V.B62 + "/+")
        return d(
            "cloud-key", "en", "AWS secret access key", f"aws_secret_access_key = {k}", k, "config"
        )
    k = V.rs(rng, 86, V.B62 + "+/") + "=="
    t = f"DefaultEndpointsProtocol=https;AccountName=benchfixtures;AccountKey={k};EndpointSuffix=core.windows.net"
    return d("cloud-key", "en", "Azure storage account key", t, k, "connection")


def conn_item(rng: random.Random) -> Draft:
    pw = V.rs(rng, 18)
    t = pick(
        rng,
        f"postgresql://bench:{pw}@db.internal.example.net:5432/fixtures",
        f"mongodb+srv://app_user:{pw}@cluster0.ab12c.mongodb.net/search?retryWrites=true",
        f"redis://default:{pw}@cache.example.net:6379/0",
        f"mysql://root:{pw}@10.0.3.14:3306/captures",
    )
    lang = pick(rng, "en", "es")
    text = (
        t
        if rng.random() < 0.5
        else (
            f"DATABASE_URL={t}"
            if lang == "en"
            else f"No se pudo conectar a {t}: connection refused"
        )
    )
    return d(
        "connection-string",
        lang,
        "connection string with password",
        text,
        pw,
        pick(rng, "database_url", "error", "dsn"),
    )


def signed_item(rng: random.Random) -> Draft:
    if rng.random() < 0.5:
        sig = V.rs(rng, 64, HEXS)
        cred = "AKIA" + V.rs(rng, 16, string.ascii_uppercase + "234567")
        url = (
            f"https://captures.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={cred}%2F20240612%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240612T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        v = f"X-Amz-Signature={sig}"
    else:
        sig = V.rs(rng, 43, V.B62) + "%3D"
        url = f"https://benchstore.blob.core.windows.net/pages/doc.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-07-01T00:00:00Z&sig={sig}"
        v = f"sig={sig}"
    hv = url.replace("&", "&amp;")
    html = f'<p><a href="{hv}">descargar captura</a></p>'
    return d(
        "signed-url",
        "en",
        "pre-signed URL",
        url,
        v,
        pick(rng, "download_url", "url"),
        html=html,
        html_value=v,
    )


def webhook_item(rng: random.Random) -> Draft:
    url = pick(
        rng,
        f"https://hooks.slack.com/services/T{V.rs(rng, 8, string.ascii_uppercase + string.digits)}/B{V.rs(rng, 10, string.ascii_uppercase + string.digits)}/{V.rs(rng, 24)}",  # noqa: E501
        f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{V.rs(rng, 68, V.B62 + '-_')}",
        f"https://example.webhook.office.com/webhookb2/{V.uuid4(rng)}@{V.uuid4(rng)}/IncomingWebhook/{V.rs(rng, 32, HEXS)}/{V.uuid4(rng)}",  # noqa: E501
    )
    lang = pick(rng, "en", "es")
    text = f"alerts webhook: {url}" if lang == "en" else f"Notificar fallas al webhook {url}"
    return d(
        "webhook-url",
        lang,
        "webhook URL with token",
        text,
        url,
        pick(rng, "webhook", "notify_url", "snippet"),
    )


PLAN: list[tuple[Callable[[random.Random], Draft], int]] = [
    (header_item, 16),
    (query_item, 12),
    (curl_item, 10),
    (env_item, 12),
    (json_item, 12),
    (error_item, 12),
    (prose_item, 12),
    (bearer_item, 10),
    (basic_item, 7),
    (cookie_item, 8),
    (jwt_item, 7),
    (pem_item, 6),
    (cloud_item, 8),
    (conn_item, 8),
    (signed_item, 6),
    (webhook_item, 7),
]
