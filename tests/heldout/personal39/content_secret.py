"""Secret items of corpus 39 (label ``secret``): invented credentials in their usual places."""

from __future__ import annotations

import base64
from typing import Any

from content_personal import E
from values import Maker


def provider_keys(m: Maker) -> list[tuple[str, str, str]]:
    """(provider, header name, key) with the provider's usual key shape; all random."""
    return [
        ("Tavily", "Authorization", "tvly-" + m.alnum(32)),
        ("Tavily", "Authorization", "tvly-dev-" + m.alnum(32)),
        ("Brave", "X-Subscription-Token", "BSA" + m.alnum(28)),
        ("SerpAPI", "", m.hexs(64)),
        ("Serper", "X-API-KEY", m.hexs(40)),
        ("Firecrawl", "Authorization", "fc-" + m.hexs(32)),
        ("Jina", "Authorization", "jina_" + m.alnum(60)),
        ("Perplexity", "Authorization", "pplx-" + m.alnum(48)),
        (
            "OpenAI",
            "Authorization",
            "sk-proj-"
            + m.alnum(48, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
            + "T3BlbkFJ"
            + m.alnum(40),
        ),
        (
            "Anthropic",
            "x-api-key",
            "sk-ant-api03-"
            + m.alnum(93, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
            + "AA",
        ),
        ("OpenRouter", "Authorization", "sk-or-v1-" + m.hexs(64)),
        ("Groq", "Authorization", "gsk_" + m.alnum(52)),
        (
            "Google",
            "x-goog-api-key",
            "AIza"
            + m.alnum(35, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"),
        ),
        ("Hugging Face", "Authorization", "hf_" + m.alnum(34)),
        ("xAI", "Authorization", "xai-" + m.alnum(80)),
        ("Exa", "x-api-key", f"{m.hexs(8)}-{m.hexs(4)}-{m.hexs(4)}-{m.hexs(4)}-{m.hexs(12)}"),
        ("Mistral", "Authorization", m.alnum(32)),
        ("Cohere", "Authorization", m.alnum(40)),
        ("Stripe", "Authorization", "sk_live_51" + m.alnum(97)),
        ("GitHub", "Authorization", "ghp_" + m.alnum(36)),
        ("GitHub", "Authorization", "github_pat_11" + m.upper_alnum(20) + "_" + m.alnum(59)),
        (
            "GitLab",
            "PRIVATE-TOKEN",
            "glpat-"
            + m.alnum(20, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"),
        ),
        ("SendGrid", "Authorization", "SG." + m.b64url(16)[:22] + "." + m.b64url(32)[:43]),
        ("Mailgun", "", "key-" + m.hexs(32)),
        ("Twilio", "", "SK" + m.hexs(32)),
        ("Shopify", "X-Shopify-Access-Token", "shpat_" + m.hexs(32)),
        ("DigitalOcean", "Authorization", "dop_v1_" + m.hexs(64)),
        ("npm", "", "npm_" + m.alnum(36)),
        ("Replicate", "Authorization", "r8_" + m.alnum(37)),
        ("DeepSeek", "Authorization", "sk-" + m.hexs(32)),
    ]


ENV_NAMES = {
    "Tavily": "TAVILY_API_KEY",
    "Brave": "BRAVE_SEARCH_API_KEY",
    "SerpAPI": "SERPAPI_API_KEY",
    "Serper": "SERPER_API_KEY",
    "Firecrawl": "FIRECRAWL_API_KEY",
    "Jina": "JINA_API_KEY",
    "Perplexity": "PERPLEXITY_API_KEY",
    "OpenAI": "OPENAI_API_KEY",
    "Anthropic": "ANTHROPIC_API_KEY",
    "OpenRouter": "OPENROUTER_API_KEY",
    "Groq": "GROQ_API_KEY",
    "Google": "GOOGLE_API_KEY",
    "Hugging Face": "HF_TOKEN",
    "xAI": "XAI_API_KEY",
    "Exa": "EXA_API_KEY",
    "Mistral": "MISTRAL_API_KEY",
    "Cohere": "COHERE_API_KEY",
    "Stripe": "STRIPE_SECRET_KEY",
    "GitHub": "GITHUB_TOKEN",
    "GitLab": "GITLAB_TOKEN",
    "SendGrid": "SENDGRID_API_KEY",
    "Mailgun": "MAILGUN_API_KEY",
    "Twilio": "TWILIO_API_KEY",
    "Shopify": "SHOPIFY_ACCESS_TOKEN",
    "DigitalOcean": "DIGITALOCEAN_TOKEN",
    "npm": "NPM_TOKEN",
    "Replicate": "REPLICATE_API_TOKEN",
    "DeepSeek": "DEEPSEEK_API_KEY",
}
HOSTS = {
    "Tavily": "api.tavily.com/search",
    "Brave": "api.search.brave.com/res/v1/web/search",
    "SerpAPI": "serpapi.com/search.json",
    "Serper": "google.serper.dev/search",
    "Firecrawl": "api.firecrawl.dev/v2/scrape",
    "Jina": "s.jina.ai/",
    "Perplexity": "api.perplexity.ai/chat/completions",
    "OpenAI": "api.openai.com/v1/responses",
    "Anthropic": "api.anthropic.com/v1/messages",
    "OpenRouter": "openrouter.ai/api/v1/chat/completions",
    "Groq": "api.groq.com/openai/v1/chat/completions",
    "Google": "generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent",
    "Hugging Face": "huggingface.co/api/whoami-v2",
    "xAI": "api.x.ai/v1/chat/completions",
    "Exa": "api.exa.ai/search",
    "Mistral": "api.mistral.ai/v1/chat/completions",
    "Cohere": "api.cohere.com/v2/chat",
    "Stripe": "api.stripe.com/v1/charges",
    "GitHub": "api.github.com/user",
}


def auth_value(provider: str, header: str, key: str) -> str:
    if header == "Authorization":
        return f"Bearer {key}"
    return key


def all_items(m: Maker) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    keys = provider_keys(m)

    def nk(i: int) -> tuple[str, str, str]:
        base = keys[i % len(keys)]
        fresh = provider_keys(m)[i % len(keys)]  # same shape, new random value
        return base[0], base[1], fresh[2]

    # headers (recorded request headers)
    for i in range(16):
        prov, hdr, key = nk(i * 3)
        hdr = hdr or "X-API-Key"
        out.append(
            E(
                "api-key-header",
                "en",
                f"{prov} key in recorded {hdr} header",
                key,
                auth_value(prov, hdr, key),
                header=hdr,
            )
        )
    # query strings
    for i in range(10):
        prov, _, key = nk(i * 5 + 1)
        pname = m.choice(["api_key", "key", "apikey", "access_token", "token"])
        url = f"https://{HOSTS.get(prov, 'api.example.com/v1/search')}?q=clima+cdmx&{pname}={key}&num=10"
        out.append(E("api-key-query", "en", f"{prov} key in a query string", key, url, field="url"))
    # curl
    for i in range(10):
        prov, hdr, key = nk(i * 7 + 2)
        hdr = hdr or "X-API-Key"
        host = HOSTS.get(prov, "api.example.com/v1/search")
        text = (
            f"curl -s -X POST https://{host} -H '{hdr}: {auth_value(prov, hdr, key)}' -d @body.json"
        )
        lang = "es" if i % 2 else "en"
        pre = "Ejemplo que me funcionó: " if lang == "es" else "Repro: "
        out.append(
            E(
                "api-key-curl",
                lang,
                f"{prov} key in a curl command",
                key,
                pre + text,
                field="command",
            )
        )
    # env lines
    for i in range(12):
        prov, _, key = nk(i * 11 + 3)
        name = ENV_NAMES[prov]
        text = m.choice(
            [
                f"{name}={key}",
                f'export {name}="{key}"'.replace('"', "'"),
                f"{name}: {key}",
                f"os.environ['{name}'] = '{key}'",
            ]
        )
        out.append(
            E("api-key-env", "en", f"{prov} key in an env/settings line", key, text, field="env")
        )
    # config (yaml/ini/toml lines)
    for i in range(8):
        prov, _, key = nk(i * 13 + 4)
        text = m.choice(
            [
                f"api_key = '{key}'  # {prov}",
                f"[{prov.lower()}] token={key}",
                f"{prov.lower()}: {{ apiKey: {key} }}",
                f"apiKey: {key}",
            ]
        )
        out.append(
            E("api-key-config", "en", f"{prov} key in a config line", key, text, field="config")
        )
    # JSON field (bare)
    for i in range(10):
        prov, _, key = nk(i * 17 + 5)
        fld = m.choice(["api_key", "apiKey", "token", "access_token", "secret_key", "llave_api"])
        out.append(E("api-key-json", "en", f"{prov} key as a JSON/YAML field", key, key, field=fld))
    # error messages echoing the key
    for i in range(10):
        prov, _, key = nk(i * 19 + 6)
        lang = "es" if i % 3 == 0 else "en"
        text = (
            "Error 401: la clave " + key + " no es válida o fue revocada"
            if lang == "es"
            else m.choice(
                [
                    f"Incorrect API key provided: {key}. You can find your API key at the dashboard.",
                    f"AuthenticationError: invalid x-api-key '{key}'",
                    f"401 Unauthorized (token={key})",
                ]
            )
        )
        out.append(
            E(
                "api-key-error",
                lang,
                f"{prov} key echoed in an error message",
                key,
                text,
                field="error",
            )
        )
    # prose
    for i in range(10):
        prov, _, key = nk(i * 23 + 7)
        lang = ["es", "es", "en", "pt", "es"][i % 5]
        text = {
            "es": f"Ya probé con mi llave de {prov} ({key}) y sigue dando 429, ¿alguien sabe por qué?",
            "en": f"I rotated the {prov} key yesterday, new one is {key} if you need to test.",
            "pt": f"Minha chave da {prov} é {key}, mas a busca retorna vazio.",
        }[lang]
        out.append(E("api-key-prose", lang, f"{prov} key pasted in a forum post", key, text))
    # bearer tokens (opaque)
    for i in range(10):
        tok = m.choice(
            [
                "ya29.a0"
                + m.alnum(120, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"),
                m.alnum(40),
                "EAAG" + m.alnum(140),
                "gho_" + m.alnum(36),
            ]
        )
        if i % 2:
            out.append(
                E(
                    "bearer-token",
                    "en",
                    "opaque bearer in Authorization header",
                    tok,
                    f"Bearer {tok}",
                    header="Authorization",
                )
            )
        else:
            out.append(
                E(
                    "bearer-token",
                    "es",
                    "bearer in a logged request line",
                    tok,
                    f"> GET /v1/search HTTP/1.1 Authorization: Bearer {tok}",
                    field="log",
                )
            )
    # basic auth
    for i in range(7):
        user = m.choice(["admin", "svc-scraper", "api", "crawler", "reporter"])
        pw = m.alnum(14) + m.choice("!*")
        cred = base64.b64encode(f"{user}:{pw}".encode()).decode()
        if i % 2:
            out.append(
                E(
                    "basic-auth",
                    "en",
                    "HTTP Basic credentials header",
                    cred,
                    f"Basic {cred}",
                    header="Authorization",
                )
            )
        else:
            url = f"https://{user}:{pw}@proxy.interno.example.mx:8443/search"
            out.append(
                E(
                    "basic-auth",
                    "es",
                    "credentials in a URL",
                    f"{user}:{pw}",
                    f"proxy usado: {url}",
                    field="proxy",
                )
            )
    # cookies
    for i in range(8):
        name = m.choice(
            [
                "sessionid",
                "_session_id",
                "connect.sid",
                "PHPSESSID",
                "__Secure-next-auth.session-token",
                "laravel_session",
            ]
        )
        val = ("s%3A" + m.alnum(32) + "." + m.b64url(32)) if name == "connect.sid" else m.alnum(40)
        hdr = "Cookie" if i % 2 else "Set-Cookie"
        hv = f"{name}={val}" + (
            "; Path=/; HttpOnly; Secure" if hdr == "Set-Cookie" else "; lang=es"
        )
        out.append(E("cookie", "en", f"session cookie in {hdr} header", val, hv, header=hdr))
    # JWTs
    for i in range(6):
        tok = m.jwt(
            {
                "sub": m.digits(8),
                "iat": 1718000000 + i * 991,
                "exp": 1718003600 + i * 991,
                "scope": "search:read",
            }
        )
        if i % 2:
            out.append(
                E(
                    "jwt",
                    "en",
                    "JWT in Authorization header",
                    tok,
                    f"Bearer {tok}",
                    header="Authorization",
                )
            )
        else:
            out.append(E("jwt", "es", "JWT in a JSON field", tok, tok, field="id_token"))
    # private keys
    for i in range(6):
        typ = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 4]
        head = f"-----BEGIN {typ}-----"
        body = m.pem_body(180 if "EC" not in typ else 90)
        pem = "\n".join([head, *body, f"-----END {typ}-----"])
        out.append(E("private-key", "en", f"PEM {typ}", head, pem, pem=True, field="private_key"))
    # cloud keys
    for i in range(6):
        if i % 3 == 0:
            v = "AKIA" + m.upper_alnum(16)
            out.append(
                E(
                    "cloud-key",
                    "en",
                    "AWS access key id",
                    v,
                    f"aws_access_key_id = {v}",
                    field="aws",
                )
            )
        elif i % 3 == 1:
            v = m.alnum(40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/+")
            out.append(
                E(
                    "cloud-key",
                    "en",
                    "AWS secret access key",
                    v,
                    f"AWS_SECRET_ACCESS_KEY={v}",
                    field="aws",
                )
            )
        else:
            v = m.b64(64)
            out.append(
                E(
                    "cloud-key",
                    "en",
                    "Azure storage connection string AccountKey",
                    v,
                    f"DefaultEndpointsProtocol=https;AccountName=capturasmx;AccountKey={v};EndpointSuffix=core.windows.net",
                    field="storage",
                )
            )
    # connection strings
    for i in range(8):
        pw = m.alnum(16)
        v = [
            f"postgresql://app_user:{pw}@db.interno.example.mx:5432/fixtures",
            f"mongodb+srv://scraper:{pw}@cluster0.ab1cd.mongodb.net/capturas",
            f"redis://:{pw}@cache.example.mx:6379/0",
            f"mysql://root:{pw}@10.0.3.12:3306/buscador",
        ][i % 4]
        lang = "es" if i % 2 else "en"
        text = f"No conecta con {v}" if lang == "es" else f"DATABASE_URL={v}"
        out.append(
            E(
                "connection-string",
                lang,
                "connection string with password",
                v,
                text,
                field="database_url",
            )
        )
    # signed URLs
    for i in range(6):
        if i % 2:
            v = (
                f"https://capturas-mx.s3.amazonaws.com/raw/{m.hexs(8)}.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{m.upper_alnum(16)}%2F20240611%2Fus-east-1%2Fs3%2Faws4_request"
                f"&X-Amz-Date=20240611T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={m.hexs(64)}"
            )
        else:
            v = (
                f"https://capturasmx.blob.core.windows.net/raw/{m.hexs(8)}.json?sv=2022-11-02&ss=b&srt=o&sp=r"
                f"&se=2024-07-01T00:00:00Z&sig={m.b64(32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}"
            )
        out.append(E("signed-url", "en", "pre-signed storage URL", v, v, field="download_url"))
    # webhooks
    for i in range(6):
        v = [
            f"https://hooks.slack.com/services/T{m.upper_alnum(8)}/B{m.upper_alnum(10)}/{m.alnum(24)}",
            f"https://discord.com/api/webhooks/{m.digits(18)}/{m.alnum(68, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-')}",  # noqa: E501
            f"https://api.telegram.org/bot{m.digits(10)}:AA{m.alnum(33, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-')}/sendMessage",  # noqa: E501
        ][i % 3]
        lang = "es" if i % 2 else "en"
        text = f"alertas de scraping se mandan a {v}" if lang == "es" else f"notify_url: {v}"
        out.append(E("webhook-url", lang, "webhook / bot URL with token", v, text, field="webhook"))
    for e in out:
        e["family"] = "secret"
        e["label"] = "secret"
    return out
