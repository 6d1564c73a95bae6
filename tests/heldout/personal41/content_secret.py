"""Secret items: invented credentials in the places recordings and pages leak them."""

from __future__ import annotations

import json
from typing import Any

from values import V

E = dict[str, Any]
B62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def provider_key(v: V, i: int) -> tuple[str, str, str]:
    """(provider, header name, key)"""
    k = i % 16
    return [
        ("Tavily", "Authorization", "tvly-" + ("dev-" if i % 2 else "") + v.tok(32)),
        ("Brave", "X-Subscription-Token", "BSA" + v.tok(27)),
        ("SerpAPI", "api_key", v.hexs(64)),
        ("Serper", "X-API-KEY", v.hexs(40)),
        ("Firecrawl", "Authorization", "fc-" + v.hexs(32)),
        ("Jina", "Authorization", "jina_" + v.hexs(32) + v.tok(28)),
        ("Perplexity", "Authorization", "pplx-" + v.tok(48)),
        (
            "OpenAI",
            "Authorization",
            "sk-proj-" + v.tok(48, B62 + "_-") + "T3BlbkFJ" + v.tok(48, B62 + "_-"),
        ),
        ("Anthropic", "x-api-key", "sk-ant-api03-" + v.tok(93, B62 + "_-") + "AA"),
        ("OpenRouter", "Authorization", "sk-or-v1-" + v.hexs(64)),
        ("Groq", "Authorization", "gsk_" + v.tok(52)),
        ("Google", "x-goog-api-key", "AIza" + v.tok(35, B62 + "_-")),
        ("Hugging Face", "Authorization", "hf_" + v.tok(34)),
        (
            "Exa",
            "x-api-key",
            v.hexs(8) + "-" + v.hexs(4) + "-4" + v.hexs(3) + "-a" + v.hexs(3) + "-" + v.hexs(12),
        ),
        ("xAI", "Authorization", "xai-" + v.tok(80)),
        ("Cohere", "Authorization", v.tok(40)),
    ][k]


HOSTS = {
    "Tavily": "api.tavily.com/search",
    "Brave": "api.search.brave.com/res/v1/web/search",
    "SerpAPI": "serpapi.com/search.json",
    "Serper": "google.serper.dev/search",
    "Firecrawl": "api.firecrawl.dev/v1/scrape",
    "Jina": "s.jina.ai/",
    "Perplexity": "api.perplexity.ai/chat/completions",
    "OpenAI": "api.openai.com/v1/responses",
    "Anthropic": "api.anthropic.com/v1/messages",
    "OpenRouter": "openrouter.ai/api/v1/chat/completions",
    "Groq": "api.groq.com/openai/v1/chat/completions",
    "Google": "www.googleapis.com/customsearch/v1",
    "Hugging Face": "huggingface.co/api/whoami-v2",
    "Exa": "api.exa.ai/search",
    "xAI": "api.x.ai/v1/chat/completions",
    "Cohere": "api.cohere.com/v2/rerank",
}
QPARAM = {
    "Google": "key",
    "SerpAPI": "api_key",
    "Brave": "token",
    "Tavily": "api_key",
    "Jina": "api_key",
}


def api_key_header(v: V, i: int) -> E:
    prov, h, key = provider_key(v, i)
    if h == "api_key":
        h = "X-Api-Key"
    val = f"Bearer {key}" if h == "Authorization" else key
    return {
        "lang": "en",
        "form": f"{prov} key in request header {h}",
        "value": key,
        "header": (h, val),
        "req": True,
    }


def api_key_query(v: V, i: int) -> E:
    prov, _, key = provider_key(v, i + 3)
    host = HOSTS[prov]
    param = QPARAM.get(prov, "api_key")
    q = v.r.choice(
        [
            "clinicas+dentales+zapopan",
            "precio+gasolina+jalisco",
            "semantic+kernel",
            "vacantes+guadalajara",
        ]
    )
    url = f"https://{host}?q={q}&{param}={key}" if i % 2 else f"https://{host}?{param}={key}&q={q}"
    t = v.r.choice([("en", f"GET {url}"), ("es", f"Reintentando {url} (intento 2/3)")])
    return {
        "lang": t[0],
        "form": f"{prov} key in query string",
        "value": key,
        "text": t[1],
        "field": ("uri", url) if i % 2 else None,
    }


def api_key_curl(v: V, i: int) -> E:
    prov, h, key = provider_key(v, i + 5)
    hv = f"Bearer {key}" if h == "Authorization" else key
    if h == "api_key":
        h, hv = "X-Api-Key", key
    t = f"curl -s https://{HOSTS[prov]} -H 'Content-Type: application/json' -H '{h}: {hv}' -d '{{\"query\":\"ventas tequila 2024\"}}'"  # noqa: E501
    return {"lang": "en", "form": f"{prov} key in curl -H", "value": key, "text": t}


def api_key_env(v: V, i: int) -> E:
    prov, _, key = provider_key(v, i + 7)
    var = prov.upper().replace(" ", "_") + "_API_KEY"
    t = v.r.choice(
        [f"{var}={key}", f'export {var}="{key}"', f"{var.lower()}: {key}", f"{var} = '{key}'"]
    )
    return {"lang": "en", "form": f"{prov} key in env/config line", "value": key, "text": t}


def api_key_json(v: V, i: int) -> E:
    prov, _, key = provider_key(v, i + 9)
    k = v.r.choice(["api_key", "apiKey", "token", "access_key", "key"])
    return {
        "lang": "en",
        "form": f"{prov} key in JSON field {k}",
        "value": key,
        "text": json.dumps(
            {k: key, "query": "mejores universidades en Puebla"}, ensure_ascii=False
        ),
        "field": (k, key) if i % 2 else None,
    }


def api_key_error(v: V, i: int) -> E:
    prov, _, key = provider_key(v, i + 11)
    t = v.r.choice(
        [
            (
                "en",
                f"401 Unauthorized: Incorrect API key provided: {key}. You can find your API key in your dashboard.",
            ),
            ("en", f"Error code: 429 - rate limited for key {key}; retry after 30s"),
            ("es", f"Error 403: la clave {key} no tiene permisos para este recurso."),
            (
                "en",
                f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://{HOSTS[prov]}?{QPARAM.get(prov, 'api_key')}={key}",  # noqa: E501
            ),
        ]
    )
    return {
        "lang": t[0],
        "form": f"{prov} key echoed in error",
        "value": key,
        "text": t[1],
        "field": ("error", t[1]) if i % 3 == 0 else None,
    }


def api_key_prose(v: V, i: int) -> E:
    prov, _, key = provider_key(v, i + 13)
    t = v.r.choice(
        [
            ("es", f"Te paso mi clave de {prov} para que pruebes: {key} (no la compartas)."),
            ("es", f"La API key del proyecto es {key}, está en el 1Password del equipo."),
            ("en", f"Use this key for the demo: {key}"),
            ("pt", f"Minha chave da API {prov}: {key}"),
        ]
    )
    return {"lang": t[0], "form": f"{prov} key in prose", "value": key, "text": t[1]}


def bearer(v: V, i: int) -> E:
    tok = v.tok(40 + i % 20, B62 + "-_.")
    if i % 3 == 0:
        return {
            "lang": "en",
            "form": "opaque bearer in Authorization header",
            "value": tok,
            "header": ("Authorization", f"Bearer {tok}"),
            "req": True,
        }
    return {
        "lang": "en",
        "form": "opaque bearer in log line",
        "value": tok,
        "text": f"DEBUG http.request POST /v1/search headers={{'Authorization': 'Bearer {tok}'}}",
    }


def basic_auth(v: V, i: int) -> E:
    user = v.r.choice(["admin", "crawler", "svc-search", "reporting"])
    pw = v.tok(14, B62 + "!#%")
    if i % 2 == 0:
        b = v.b64(f"{user}:{pw}".encode())
        return {
            "lang": "en",
            "form": "Basic header",
            "value": b,
            "header": ("Authorization", f"Basic {b}"),
            "req": True,
        }
    url = f"https://{user}:{pw}@proxy.scrape-mx.net:8080"
    return {
        "lang": "en",
        "form": "credentials in URL",
        "value": f"{user}:{pw}",
        "text": f"HTTPS_PROXY={url}",
    }


def cookie(v: V, i: int) -> E:
    sid = v.tok(48, B62 + "%")
    nm = v.r.choice(
        ["sessionid", "connect.sid", "__Secure-next-auth.session-token", "PHPSESSID", "_session"]
    )
    if i % 2 == 0:
        return {
            "lang": "en",
            "form": f"{nm} in Cookie header",
            "value": sid,
            "header": ("Cookie", f"{nm}={sid}; lang=es-MX"),
            "req": True,
        }
    return {
        "lang": "en",
        "form": f"{nm} in Set-Cookie header",
        "value": sid,
        "header": ("Set-Cookie", f"{nm}={sid}; Path=/; HttpOnly; Secure; SameSite=Lax"),
        "req": False,
    }


def jwt(v: V, i: int) -> E:
    h = v.b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = v.b64url(
        json.dumps(
            {"sub": v.digits(8), "scope": "search:read", "exp": 1735689600 + i * 3600}
        ).encode()
    )
    s = v.tok(43, B62 + "-_")
    tok = f"{h}.{p}.{s}"
    if i % 2:
        return {
            "lang": "en",
            "form": "JWT in access_token field",
            "value": tok,
            "text": tok,
            "field": ("access_token", tok),
        }
    return {
        "lang": "es",
        "form": "JWT in prose",
        "value": tok,
        "text": f"Token de sesión para pruebas: {tok}",
    }


def private_key(v: V, i: int) -> E:
    kind = [
        "RSA PRIVATE KEY",
        "PRIVATE KEY",
        "OPENSSH PRIVATE KEY",
        "EC PRIVATE KEY",
        "PRIVATE KEY",
    ][i % 5]
    body = v.b64(bytes(v.r.randrange(256) for _ in range(240)))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)]
    head = f"-----BEGIN {kind}-----"
    pem = "\n".join([head, *lines, f"-----END {kind}-----"])
    return {"lang": "en", "form": kind, "value": head, "text": pem, "pem": True}


def cloud_key(v: V, i: int) -> E:
    if i % 2 == 0:
        k = "AKIA" + v.tok(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        return {
            "lang": "en",
            "form": "AWS access key id",
            "value": k,
            "text": f"aws_access_key_id = {k}",
        }
    s = v.tok(40, B62 + "+/")
    return {
        "lang": "en",
        "form": "AWS secret access key",
        "value": s,
        "text": f"AWS_SECRET_ACCESS_KEY={s}",
    }


def conn_string(v: V, i: int) -> E:
    pw = v.tok(16, B62)
    url = [
        f"postgresql://radar:{pw}@db.internal.radar-mx.net:5432/bench",
        f"mongodb+srv://app_user:{pw}@cluster0.x7k2p.mongodb.net/fixtures?retryWrites=true",
        f"redis://default:{pw}@cache.radar-mx.net:6379/0",
        f"mysql://reporter:{pw}@10.20.3.14:3306/ventas",
        f"DefaultEndpointsProtocol=https;AccountName=radarfixtures;AccountKey={v.tok(86, B62 + '+/')}==;EndpointSuffix=core.windows.net",  # noqa: E501
    ][i % 5]
    val = pw if i % 5 != 4 else url.split("AccountKey=")[1].split(";")[0]
    return {
        "lang": "en",
        "form": "connection string with password",
        "value": val,
        "text": f"DATABASE_URL={url}" if i % 5 != 4 else url,
    }


def signed_url(v: V, i: int) -> E:
    sig = v.hexs(64)
    url = (
        f"https://radar-fixtures.s3.amazonaws.com/html/captura.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential=AKIA{v.tok(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20240311%2Fus-east-1%2Fs3%2Faws4_request"  # noqa: E501
        f"&X-Amz-Date=20240311T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return {
        "lang": "en",
        "form": "S3 presigned URL",
        "value": sig,
        "text": url,
        "field": ("download_url", url),
    }


def webhook(v: V, i: int) -> E:
    k = i % 3
    if k == 0:
        sec = v.tok(24)
        url = f"https://hooks.slack.com/services/T{v.tok(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B{v.tok(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/{sec}"  # noqa: E501
    elif k == 1:
        sec = v.tok(68, B62 + "-_")
        url = f"https://discord.com/api/webhooks/{v.digits(18)}/{sec}"
    else:
        sec = v.hexs(32)
        url = f"https://radarmx.webhook.office.com/webhookb2/{v.hexs(8)}-{v.hexs(4)}@{v.hexs(8)}/IncomingWebhook/{sec}/{v.hexs(8)}"
    return {
        "lang": "es",
        "form": ["slack", "discord", "teams"][k] + " webhook",
        "value": sec,
        "text": f"Alertas del bench al canal: {url}",
        "field": ("webhook_url", url) if i % 2 else None,
    }


SECRETS = [
    ("api-key-header", api_key_header, 16),
    ("api-key-query", api_key_query, 12),
    ("api-key-curl", api_key_curl, 10),
    ("api-key-env", api_key_env, 12),
    ("api-key-json", api_key_json, 12),
    ("api-key-error", api_key_error, 10),
    ("api-key-prose", api_key_prose, 10),
    ("bearer-token", bearer, 10),
    ("basic-auth", basic_auth, 8),
    ("cookie", cookie, 8),
    ("jwt", jwt, 6),
    ("private-key", private_key, 5),
    ("cloud-key", cloud_key, 6),
    ("connection-string", conn_string, 7),
    ("signed-url", signed_url, 5),
    ("webhook-url", webhook, 6),
]
