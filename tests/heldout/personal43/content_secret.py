# ruff: noqa: E501
"""Secret items of corpus 43: invented credentials in the places recordings carry them.

Same maker signature as ``content_personal``. Every key is random text in the provider's
public shape; none is a working credential.
"""

from __future__ import annotations

import base64
import random
from typing import Any

from values import HEX, rand

Item = dict[str, Any]
LOWER_NUM = "abcdefghijklmnopqrstuvwxyz0123456789"


def provider_key(rng: random.Random) -> tuple[str, str, str, str]:
    """(provider, key, header name, env name)."""
    p = rng.choice(
        [
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
            "exa",
            "mistral",
            "cohere",
            "stripe",
            "github",
        ]
    )
    key, hdr, env = {
        "tavily": (f"tvly-{rand(rng, 32)}", "Authorization", "TAVILY_API_KEY"),
        "brave": (f"BSA{rand(rng, 28)}", "X-Subscription-Token", "BRAVE_API_KEY"),
        "serpapi": (rand(rng, 64, HEX), "X-Api-Key", "SERPAPI_API_KEY"),
        "serper": (rand(rng, 40, HEX), "X-API-KEY", "SERPER_API_KEY"),
        "firecrawl": (f"fc-{rand(rng, 32, HEX)}", "Authorization", "FIRECRAWL_API_KEY"),
        "jina": (f"jina_{rand(rng, 60)}", "Authorization", "JINA_API_KEY"),
        "perplexity": (f"pplx-{rand(rng, 48)}", "Authorization", "PERPLEXITY_API_KEY"),
        "openai": (
            f"sk-proj-{rand(rng, 48)}T3BlbkFJ{rand(rng, 48)}",
            "Authorization",
            "OPENAI_API_KEY",
        ),
        "anthropic": (f"sk-ant-api03-{rand(rng, 93)}AA", "x-api-key", "ANTHROPIC_API_KEY"),
        "openrouter": (f"sk-or-v1-{rand(rng, 64, HEX)}", "Authorization", "OPENROUTER_API_KEY"),
        "groq": (f"gsk_{rand(rng, 52)}", "Authorization", "GROQ_API_KEY"),
        "google": (
            f"AIza{rand(rng, 35, LOWER_NUM + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ_-')}",
            "x-goog-api-key",
            "GOOGLE_API_KEY",
        ),
        "hf": (f"hf_{rand(rng, 34)}", "Authorization", "HF_TOKEN"),
        "xai": (f"xai-{rand(rng, 80)}", "Authorization", "XAI_API_KEY"),
        "exa": (
            f"{rand(rng, 8, HEX)}-{rand(rng, 4, HEX)}-{rand(rng, 4, HEX)}-{rand(rng, 4, HEX)}-{rand(rng, 12, HEX)}",
            "x-api-key",
            "EXA_API_KEY",
        ),
        "mistral": (rand(rng, 32), "Authorization", "MISTRAL_API_KEY"),
        "cohere": (rand(rng, 40), "Authorization", "CO_API_KEY"),
        "stripe": (f"sk_live_{rand(rng, 99)}", "Authorization", "STRIPE_SECRET_KEY"),
        "github": (f"ghp_{rand(rng, 36)}", "Authorization", "GITHUB_TOKEN"),
    }[p]
    return p, key, hdr, env


def _hval(hdr: str, key: str) -> str:
    return f"Bearer {key}" if hdr == "Authorization" else key


def api_key_header(rng: random.Random, lang: str) -> Item:
    p, key, hdr, _ = provider_key(rng)
    hv = _hval(hdr, key)
    return {
        "kind": "api-key-header",
        "form": p,
        "value": key,
        "text": f"{hdr}: {hv}",
        "header": (hdr, hv),
        "key": "request_headers",
    }


def api_key_query(rng: random.Random, lang: str) -> Item:
    p, key, _, _ = provider_key(rng)
    host, param = rng.choice(
        [
            ("serpapi.com/search.json?engine=google&q=semantic+kernel", "api_key"),
            ("www.googleapis.com/customsearch/v1?cx=017576662512468239146:omuauf_lfve&q=sk", "key"),
            ("api.search.example.com/v2/web?q=clima+cdmx", "apikey"),
            ("r.jina.ai/https://example.org/?format=markdown", "token"),
        ]
    )
    value = key
    return {
        "kind": "api-key-query",
        "form": p,
        "value": value,
        "text": f"GET https://{host}&{param}={value}",
        "key": "request_url",
    }


def api_key_curl(rng: random.Random, lang: str) -> Item:
    p, key, hdr, _ = provider_key(rng)
    hv = _hval(hdr, key)
    return {
        "kind": "api-key-curl",
        "form": p,
        "value": key,
        "text": f"curl -s https://api.{p}.example/search -H '{hdr}: {hv}' -d '{{\"query\": \"qué es semantic kernel\"}}'",
        "key": "repro",
    }


def api_key_env(rng: random.Random, lang: str) -> Item:
    p, key, _, env = provider_key(rng)
    form = rng.choice(["export", "dotenv", "quoted"])
    text = {"export": f"export {env}={key}", "dotenv": f"{env}={key}", "quoted": f'{env}="{key}"'}[
        form
    ]
    return {"kind": "api-key-env", "form": f"{p}-{form}", "value": key, "text": text, "key": "env"}


def api_key_config(rng: random.Random, lang: str) -> Item:
    p, key, _, _env = provider_key(rng)
    form = rng.choice(["field", "yaml-line", "ini", "toml"])
    if form == "field":
        return {
            "kind": "api-key-config",
            "form": f"{p}-field",
            "value": key,
            "text": f"api_key={key}",
            "field": ("api_key", key),
            "key": "config",
        }
    text = {
        "yaml-line": f"{p}: {{ api_key: {key} }}",
        "ini": f"[{p}] api_key = {key}",
        "toml": f'{p}_api_key = "{key}"',
    }[form]
    return {
        "kind": "api-key-config",
        "form": f"{p}-{form}",
        "value": key,
        "text": text,
        "key": "config",
    }


def api_key_error(rng: random.Random, lang: str) -> Item:
    p, key, _, _ = provider_key(rng)
    text = {
        "es": f"Error 401: la clave de API {key} no es válida o fue revocada",
        "en": rng.choice(
            [
                f"401 Unauthorized: Incorrect API key provided: {key}. You can find your API key in your dashboard.",
                f"AuthenticationError: invalid api_key '{key}'",
            ]
        ),
        "pt": f"Erro 401: a chave de API {key} é inválida",
    }[lang]
    return {"kind": "api-key-error", "form": p, "value": key, "text": text, "key": "error_message"}


def api_key_prose(rng: random.Random, lang: str) -> Item:
    p, key, _, _ = provider_key(rng)
    text = {
        "es": rng.choice(
            [
                f"Les paso la llave de {p} del equipo para las pruebas: {key}",
                f"Nota interna: la clave de producción es {key}, no la compartan",
            ]
        ),
        "en": f"Here is the team {p} key for the benchmark run: {key}",
        "pt": f"Segue a chave da {p} para os testes: {key}",
    }[lang]
    return {"kind": "api-key-prose", "form": p, "value": key, "text": text, "key": "comment"}


def bearer(rng: random.Random, lang: str) -> Item:
    tok = rand(
        rng,
        rng.choice([32, 40, 48]),
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-",
    )
    return {
        "kind": "bearer-token",
        "form": "opaque",
        "value": tok,
        "text": f"Authorization: Bearer {tok}",
        "header": ("Authorization", f"Bearer {tok}"),
        "key": "auth",
    }


def basic_auth(rng: random.Random, lang: str) -> Item:
    user = rng.choice(["crawler", "svc-search", "bench", "admin", "etl"])
    pw = rand(rng, 16)
    tok = base64.b64encode(f"{user}:{pw}".encode()).decode()
    if rng.random() < 0.5:
        return {
            "kind": "basic-auth",
            "form": "header",
            "value": tok,
            "text": f"Authorization: Basic {tok}",
            "header": ("Authorization", f"Basic {tok}"),
            "key": "auth",
        }
    value = f"https://{user}:{pw}@proxy.internal.example:8443"
    return {
        "kind": "basic-auth",
        "form": "userinfo-url",
        "value": value,
        "text": f"HTTPS_PROXY={value}",
        "key": "proxy",
    }


def cookie(rng: random.Random, lang: str) -> Item:
    name = rng.choice(
        ["sessionid", "connect.sid", "_session_id", "PHPSESSID", "__Secure-next-auth.session-token"]
    )
    val = (
        rand(rng, 40, LOWER_NUM)
        if name != "connect.sid"
        else f"s%3A{rand(rng, 32)}.{rand(rng, 43)}"
    )
    hv = f"{name}={val}; Path=/; HttpOnly; Secure"
    if rng.random() < 0.5:
        return {
            "kind": "cookie",
            "form": f"set-cookie-{name}",
            "value": val,
            "text": f"Set-Cookie: {hv}",
            "header": ("Set-Cookie", hv),
            "key": "cookies",
        }
    return {
        "kind": "cookie",
        "form": f"cookie-{name}",
        "value": val,
        "text": f"Cookie: {name}={val}",
        "header": ("Cookie", f"{name}={val}"),
        "key": "cookies",
    }


def jwt_item(rng: random.Random, lang: str) -> Item:
    from values import jwt

    tok = jwt(rng)
    return {
        "kind": "jwt",
        "form": "hs256",
        "value": tok,
        "text": f"access_token={tok}",
        "field": ("access_token", tok),
        "key": "session",
    }


def private_key(rng: random.Random, lang: str) -> Item:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(
        base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode() for _ in range(6)
    )
    pem = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----\n"
    return {
        "kind": "private-key",
        "form": kind,
        "value": f"-----BEGIN {kind}-----",
        "text": pem,
        "field": ("private_key", pem),
        "pem": True,
        "key": "private_key",
    }


def cloud_key(rng: random.Random, lang: str) -> Item:
    if rng.random() < 0.5:
        v = "AKIA" + rand(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        return {
            "kind": "cloud-key",
            "form": "aws-access-key-id",
            "value": v,
            "text": f"aws_access_key_id = {v}",
            "key": "aws",
        }
    v = rand(rng, 40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/+")
    return {
        "kind": "cloud-key",
        "form": "aws-secret",
        "value": v,
        "text": f"AWS_SECRET_ACCESS_KEY={v}",
        "key": "aws",
    }


def connection_string(rng: random.Random, lang: str) -> Item:
    pw = rand(rng, 14)
    v = rng.choice(
        [
            f"postgresql://bench_rw:{pw}@db.internal.example:5432/search_eval",
            f"mongodb+srv://crawler:{pw}@cluster0.ab12c.mongodb.net/captures",
            f"redis://:{pw}@cache.internal.example:6379/0",
            f"mysql://root:{pw}@10.0.3.17:3306/fixtures",
            f"amqp://worker:{pw}@mq.internal.example:5672/",
        ]
    )
    text = {
        "es": f"No se pudo conectar a {v} (timeout)",
        "en": f"DATABASE_URL={v}",
        "pt": f"Falha ao conectar em {v}",
    }[lang]
    return {
        "kind": "connection-string",
        "form": v.split(":")[0],
        "value": v,
        "text": text,
        "key": "db",
    }


def signed_url(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["s3", "gcs", "azure"])
    if form == "s3":
        v = (
            f"https://captures-bench.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{rand(rng, 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20240611%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240611T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={rand(rng, 64, HEX)}"
        )
    elif form == "gcs":
        v = (
            f"https://storage.googleapis.com/bench-captures/page.html?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=svc%40bench.iam.gserviceaccount.com%2F20240611%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20240611T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={rand(rng, 128, HEX)}"
        )
    else:
        v = (
            f"https://benchcaptures.blob.core.windows.net/raw/page.html?sv=2022-11-02&ss=b&srt=o&sp=r"
            f"&se=2024-07-01T00:00:00Z&st=2024-06-01T00:00:00Z&spr=https&sig={rand(rng, 43)}%3D"
        )
    return {
        "kind": "signed-url",
        "form": form,
        "value": v,
        "text": f"download_url: {v}",
        "field": ("download_url", v),
        "key": "artifact",
    }


def webhook(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["slack", "discord", "teams"])
    if form == "slack":
        v = f"https://hooks.slack.com/services/T{rand(rng, 8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B{rand(rng, 10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/{rand(rng, 24)}"
    elif form == "discord":
        v = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18 - 1)}/{rand(rng, 68, LOWER_NUM + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ_-')}"
    else:
        v = (
            f"https://contoso.webhook.office.com/webhookb2/{rand(rng, 8, HEX)}-{rand(rng, 4, HEX)}-4{rand(rng, 3, HEX)}-a{rand(rng, 3, HEX)}-{rand(rng, 12, HEX)}"
            f"@{rand(rng, 8, HEX)}-{rand(rng, 4, HEX)}-4{rand(rng, 3, HEX)}-b{rand(rng, 3, HEX)}-{rand(rng, 12, HEX)}/IncomingWebhook/{rand(rng, 32, HEX)}/{rand(rng, 8, HEX)}-{rand(rng, 4, HEX)}-4{rand(rng, 3, HEX)}-8{rand(rng, 3, HEX)}-{rand(rng, 12, HEX)}"
        )
    text = {
        "es": f"Alertas del benchmark al canal: {v}",
        "en": f"notify_webhook: {v}",
        "pt": f"Webhook de alertas: {v}",
    }[lang]
    return {"kind": "webhook-url", "form": form, "value": v, "text": text, "key": "alerts"}


SECRET = [
    (api_key_header, 18),
    (api_key_query, 12),
    (api_key_curl, 10),
    (api_key_env, 12),
    (api_key_config, 12),
    (api_key_error, 12),
    (api_key_prose, 12),
    (bearer, 10),
    (basic_auth, 7),
    (cookie, 8),
    (jwt_item, 6),
    (private_key, 5),
    (cloud_key, 7),
    (connection_string, 8),
    (signed_url, 6),
    (webhook, 6),
]
