"""Secrets (label ``secret``): invented keys of realistic shapes, never real ones."""

from __future__ import annotations

import base64
import random
from collections.abc import Callable

from content_personal import Item, T
from gen import alnum, b64, hexs

UP9 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
AZ09 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def provider_key(r: random.Random) -> tuple[str, str, str]:
    """(provider, env var, key)."""
    return r.choice(
        [
            ("Tavily", "TAVILY_API_KEY", "tvly-" + r.choice(["", "dev-", "prod-"]) + alnum(r, 32)),
            ("Brave", "BRAVE_SEARCH_API_KEY", "BSA" + alnum(r, 28)),
            ("SerpAPI", "SERPAPI_API_KEY", hexs(r, 64)),
            ("Serper", "SERPER_API_KEY", hexs(r, 40)),
            ("Firecrawl", "FIRECRAWL_API_KEY", "fc-" + hexs(r, 32)),
            ("Jina", "JINA_API_KEY", "jina_" + hexs(r, 32) + alnum(r, 28)),
            ("Perplexity", "PERPLEXITY_API_KEY", "pplx-" + alnum(r, 48)),
            (
                "OpenAI",
                "OPENAI_API_KEY",
                "sk-proj-" + alnum(r, 48, AZ09 + "_-") + "T3BlbkFJ" + alnum(r, 48, AZ09 + "_-"),
            ),
            ("Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + alnum(r, 93, AZ09 + "_-") + "AA"),
            ("OpenRouter", "OPENROUTER_API_KEY", "sk-or-v1-" + hexs(r, 64)),
            ("Groq", "GROQ_API_KEY", "gsk_" + alnum(r, 52)),
            ("Google", "GOOGLE_API_KEY", "AIza" + alnum(r, 35, AZ09 + "_-")),
            (
                "Hugging Face",
                "HF_TOKEN",
                "hf_" + alnum(r, 34, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            ),
            ("xAI", "XAI_API_KEY", "xai-" + alnum(r, 80)),
            ("Exa", "EXA_API_KEY", "exa_" + alnum(r, 40)),
            ("Mistral", "MISTRAL_API_KEY", alnum(r, 32)),
            ("Cohere", "COHERE_API_KEY", alnum(r, 40)),
            ("Stripe", "STRIPE_SECRET_KEY", "sk_live_" + alnum(r, 99)),
            ("GitHub", "GITHUB_TOKEN", "ghp_" + alnum(r, 36)),
        ]
    )


def key_header(r: random.Random) -> Item:
    prov, _env, k = provider_key(r)
    h = r.choice(
        ["x-api-key", "X-Subscription-Token", "Ocp-Apim-Subscription-Key", "X-API-KEY", "api-key"]
    )
    return T(
        "api-key-header",
        "en",
        f"{prov} key in header {h}",
        k,
        k,
        f"<p>{h}: {k}</p>",
        key=h,
        header=h,
    )


def key_query(r: random.Random) -> Item:
    prov, _env, k = provider_key(r)
    param = r.choice(["api_key", "key", "apikey", "token", "access_key"])
    url = f"https://api.{prov.lower().replace(' ', '')}.example/search?q=clima+cdmx&{param}={k}&num=10"
    html = f'<p><a href="{url}">resultado en caché</a></p>'
    return T(
        "api-key-query",
        "en",
        f"{prov} key in a query string",
        k,
        url,
        html,
        key=r.choice(["uri", "next_page", "url"]),
    )


def key_json(r: random.Random) -> Item:
    prov, _env, k = provider_key(r)
    return T(
        "api-key-json",
        "en",
        f"{prov} key as a JSON field",
        k,
        k,
        f"<p>api_key = {k}</p>",
        key=r.choice(["api_key", "apiKey", "token", "secret"]),
    )


def key_prose(r: random.Random) -> Item:
    prov, _env, k = provider_key(r)
    lang = r.choice(["es", "es", "en", "pt"])
    text = {
        "es": f"Oye, usa mi llave de {prov} mientras tanto: {k} (no la compartas)",
        "en": f"Temporary {prov} key for the demo is {k}, rotate it after Friday",
        "pt": f"A chave da {prov} do projeto é {k}, não publique",
    }[lang]
    return T(
        "api-key-prose",
        lang,
        "key pasted in chat/prose",
        k,
        text,
        key=r.choice(["mensaje", "comentario", "nota"]),
    )


def key_curl(r: random.Random) -> Item:
    _prov, _env, k = provider_key(r)
    text = r.choice(
        [
            f"curl -s https://api.search.example/v1/search -H 'Authorization: Bearer {k}' -d '{{}}'",
            f"curl -H 'x-api-key: {k}' 'https://api.search.example/v1/query?q=tacos'",
            f"curl -u {k}: https://api.search.example/v1/usage",
        ]
    )
    html = "<pre>" + text.replace("&", "&amp;").replace("<", "&lt;") + "</pre>"
    return T(
        "api-key-curl",
        "en",
        "curl command in a support ticket",
        k,
        text,
        html,
        key=r.choice(["comando", "repro", "nota"]),
    )


def key_env(r: random.Random) -> Item:
    _prov, env, k = provider_key(r)
    text = r.choice(
        [
            f"{env}={k}",
            f"export {env}='{k}'",
            f"{env.lower()}: {k}",
            f"[search]  {env.lower()} = {k}",
        ]
    )
    return T(
        "api-key-env",
        "en",
        ".env / YAML / INI line",
        k,
        text,
        f"<pre>{text}</pre>",
        key=r.choice(["env", "config", "snippet"]),
    )


def key_error(r: random.Random) -> Item:
    _prov, _env, k = provider_key(r)
    text = r.choice(
        [
            f"Invalid API key provided: {k}. You can find your API key at the dashboard.",
            f"401 Unauthorized: the key '{k}' has been revoked",
            f"Error: quota exceeded for key={k} (plan free)",
        ]
    )
    return T(
        "api-key-error",
        "en",
        "error message echoing the key",
        k,
        text,
        f"<p>{text}</p>",
        key=r.choice(["error", "message", "detail"]),
    )


def bearer(r: random.Random) -> Item:
    tok = r.choice([alnum(r, 40), alnum(r, 64, AZ09 + "-._~"), hexs(r, 48)])
    v = tok
    return T(
        "bearer-token",
        "en",
        "opaque Bearer token",
        v,
        f"Bearer {tok}",
        f"<p>Authorization: Bearer {tok}</p>",
        key="Authorization",
        header="Authorization",
    )


def jwt(r: random.Random) -> Item:
    def enc(s: str) -> str:
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")

    sub = r.randint(10000, 99999)
    v = (
        enc('{"alg":"HS256","typ":"JWT"}')
        + "."
        + enc(f'{{"sub":"{sub}","scope":"search:write","exp":{r.randint(1730000000, 1790000000)}}}')
        + "."
        + alnum(r, 43, AZ09 + "-_")
    )
    return T(
        "jwt",
        "en",
        "JWT access token",
        v,
        f"Bearer {v}",
        f"<p>token: {v}</p>",
        key="Authorization",
        header="Authorization",
    )


def basic(r: random.Random) -> Item:
    user = r.choice(["api", "svc-buscador", "admin", "ventas_bot"])
    pw = alnum(r, r.randint(14, 24))
    v = base64.b64encode(f"{user}:{pw}".encode()).decode()
    return T(
        "basic-auth",
        "en",
        "HTTP Basic credentials",
        v,
        f"Basic {v}",
        f"<p>Authorization: Basic {v}</p>",
        key="Authorization",
        header="Authorization",
    )


def cookie(r: random.Random) -> Item:
    name = r.choice(
        ["sessionid", "PHPSESSID", "connect.sid", "_session_id", "laravel_session", "JSESSIONID"]
    )
    val = r.choice(
        [
            alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
            hexs(r, 40),
            "s%3A" + alnum(r, 32) + "." + alnum(r, 43),
        ]
    )
    text = f"{name}={val}; Path=/; HttpOnly; Secure"
    return T(
        "cookie",
        "en",
        "session cookie",
        val,
        text,
        f"<p>Cookie: {name}={val}</p>",
        key=r.choice(["set-cookie", "Cookie"]),
        header=r.choice(["set-cookie", "Cookie"]),
    )


def private_key(r: random.Random) -> Item:
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    v = f"-----BEGIN {kind}-----"
    body = [b64(r, 48) for _ in range(4)]
    text = v + "\n" + "\n".join(body) + "\n" + f"-----END {kind}-----"
    html = "<pre>\n" + text + "\n</pre>"
    return T(
        "private-key",
        "en",
        "PEM private key",
        v,
        text,
        html,
        key=r.choice(["private_key", "pem", "credentials"]),
    )


def conn_string(r: random.Random) -> Item:
    pw = alnum(r, r.randint(12, 20))
    user = r.choice(["app", "buscador", "postgres", "admin"])
    v = r.choice(
        [
            f"postgresql://{user}:{pw}@db.interno.example:5432/fixtures",
            f"mysql://{user}:{pw}@10.0.3.12:3306/tienda",
            f"mongodb+srv://{user}:{pw}@cluster0.abcd1.mongodb.net/prod",
            f"redis://default:{pw}@cache.example:6379/0",
        ]
    )
    return T(
        "connection-string",
        "en",
        "connection string with password",
        v,
        f"DATABASE_URL={v}",
        key=r.choice(["database_url", "dsn", "config"]),
    )


def webhook(r: random.Random) -> Item:
    v = r.choice(
        [
            f"https://hooks.slack.com/services/T{alnum(r, 8, UP9)}/B{alnum(r, 10, UP9)}/{alnum(r, 24)}",
            f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{alnum(r, 68, AZ09 + '_-')}",
            f"https://outlook.office.com/webhook/{hexs(r, 8)}-{hexs(r, 4)}/IncomingWebhook/{hexs(r, 32)}/{hexs(r, 8)}",
        ]
    )
    return T(
        "webhook-url",
        "en",
        "webhook URL with its token",
        v,
        v,
        f'<p><a href="{v}">alertas</a></p>',
        key=r.choice(["webhook", "notify_url"]),
    )


def cloud(r: random.Random) -> Item:
    akid = "AKIA" + alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    sec = alnum(r, 40, AZ09 + "/+")
    if r.random() < 0.5:
        return T(
            "cloud-key", "en", "AWS access key id", akid, f"aws_access_key_id = {akid}", key="aws"
        )
    return T(
        "cloud-key", "en", "AWS secret access key", sec, f"aws_secret_access_key = {sec}", key="aws"
    )


GENERATORS: list[tuple[Callable[[random.Random], Item], int]] = [
    (key_header, 12),
    (key_query, 10),
    (key_json, 10),
    (key_prose, 10),
    (key_curl, 9),
    (key_env, 9),
    (key_error, 10),
    (bearer, 10),
    (jwt, 4),
    (basic, 6),
    (cookie, 7),
    (private_key, 5),
    (conn_string, 7),
    (webhook, 6),
    (cloud, 5),
]
