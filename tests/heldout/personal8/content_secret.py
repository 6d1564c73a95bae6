"""Secrets of corpus 8: credentials in provider formats and in invented but SaaS-like
formats, written into the places people leak them (env lines, curl commands, logs, chats,
stack traces, config files, connection strings, markup, recorded headers and bodies).

Every secret is a random string of the provider's alphabet and length; none is real.
"""

# ruff: noqa: E501 (authored sentences and format tables read best one per line)

from __future__ import annotations

import base64
import html as H
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass, field

from draft import Draft
from values import (
    ALNUM,
    B64,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    hexs,
    rnd_mixed,
    rnd_str,
    uuid4,
)


def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng: random.Random, claims: dict[str, object], alg: str = "HS256") -> str:
    head = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = _b64u(json.dumps(claims, separators=(",", ":")).encode())
    sig = rnd_str(rng, B64URL, 43 if alg == "HS256" else 342)
    return f"{head}.{body}.{sig}"


def pem_body(rng: random.Random, prefix: str, n_lines: int) -> list[str]:
    raw = prefix + rnd_str(rng, B64, 64 * n_lines - len(prefix))
    return [raw[i : i + 64] for i in range(0, len(raw), 64)]


@dataclass
class Spec:
    provider: str
    make: Callable[[random.Random], str]
    env: str
    hdr: str = "Authorization"
    hfmt: str = "Bearer {v}"
    endpoint: str = "https://api.example.net/v1/search"
    qparam: str = "api_key"
    cls: str = "Client"
    contexts: list[str] = field(default_factory=list)
    curl_user: str = "{v}:"


def _mp_token(r: random.Random) -> str:
    return (
        f"APP_USR-{rnd_str(r, string.digits, 16)}-{rnd_str(r, string.digits, 6)}-"
        f"{hexs(r, 32)}-{rnd_str(r, string.digits, 9)}"
    )


SPECS: list[Spec] = [
    Spec("OpenAI project key", lambda r: "sk-proj-" + rnd_mixed(r, B64URL, 74) + "T3BlbkFJ" + rnd_mixed(r, B64URL, 74),
         "OPENAI_API_KEY", endpoint="https://api.openai.com/v1/responses", cls="OpenAI",
         contexts=["header", "chat_es", "py", "log"]),
    Spec("OpenAI service-account key", lambda r: "sk-svcacct-" + rnd_mixed(r, B64URL, 64) + "T3BlbkFJ" + rnd_mixed(r, B64URL, 64),
         "OPENAI_API_KEY", endpoint="https://api.openai.com/v1/chat/completions", cls="OpenAI",
         contexts=["dotenv", "kubectl", "prose_es"]),
    Spec("Anthropic key", lambda r: "sk-ant-api03-" + rnd_mixed(r, B64URL, 93) + "AA",
         "ANTHROPIC_API_KEY", hdr="x-api-key", hfmt="{v}", endpoint="https://api.anthropic.com/v1/messages",
         cls="Anthropic", contexts=["header", "curl_h", "prose_en", "js"]),
    Spec("Anthropic admin key", lambda r: "sk-ant-admin01-" + rnd_mixed(r, B64URL, 93) + "AA",
         "ANTHROPIC_ADMIN_KEY", hdr="x-api-key", hfmt="{v}", endpoint="https://api.anthropic.com/v1/organizations/usage_report/messages",
         contexts=["export"]),
    Spec("Tavily key", lambda r: "tvly-" + rnd_mixed(r, ALNUM, 32), "TAVILY_API_KEY",
         endpoint="https://api.tavily.com/search", cls="TavilyClient",
         contexts=["header", "inner", "chat_es", "html_script", "trace"]),
    Spec("Tavily dev key", lambda r: "tvly-dev-" + rnd_mixed(r, ALNUM, 32), "TAVILY_API_KEY",
         endpoint="https://api.tavily.com/extract", contexts=["dotenv", "yaml_cfg"]),
    Spec("Firecrawl key", lambda r: "fc-" + hexs(r, 32), "FIRECRAWL_API_KEY",
         endpoint="https://api.firecrawl.dev/v2/search", cls="Firecrawl",
         contexts=["header", "py", "prose_es"]),
    Spec("Exa key (uuid shape)", lambda r: uuid4(r), "EXA_API_KEY", hdr="x-api-key", hfmt="{v}",
         endpoint="https://api.exa.ai/search", cls="Exa", contexts=["curl_h", "env", "header"]),
    Spec("SerpApi key (64 hex)", lambda r: hexs(r, 64), "SERPAPI_API_KEY",
         endpoint="https://serpapi.com/search.json", qparam="api_key",
         contexts=["url", "curl_q", "trace", "prose_pt"]),
    Spec("Brave Search subscription token", lambda r: "BSA" + rnd_mixed(r, ALNUM, 28), "BRAVE_API_KEY",
         hdr="X-Subscription-Token", hfmt="{v}", endpoint="https://api.search.brave.com/res/v1/web/search",
         contexts=["header", "curl_h", "log", "chat_es"]),
    Spec("Google API key", lambda r: "AIza" + rnd_mixed(r, B64URL, 35), "GOOGLE_API_KEY",
         hdr="x-goog-api-key", hfmt="{v}", endpoint="https://www.googleapis.com/customsearch/v1",
         qparam="key", contexts=["url", "header", "html_data"]),
    Spec("Azure / Bing subscription key", lambda r: hexs(r, 32), "BING_SEARCH_KEY",
         hdr="Ocp-Apim-Subscription-Key", hfmt="{v}", endpoint="https://api.bing.microsoft.com/v7.0/search",
         contexts=["header", "curl_h", "chat_en"]),
    Spec("Azure OpenAI api-key", lambda r: hexs(r, 32), "AZURE_OPENAI_API_KEY", hdr="api-key", hfmt="{v}",
         endpoint="https://buscador-eastus.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01",
         contexts=["header", "toml"]),
    Spec("Perplexity key", lambda r: "pplx-" + rnd_mixed(r, ALNUM, 48), "PERPLEXITY_API_KEY",
         endpoint="https://api.perplexity.ai/chat/completions", contexts=["header", "prose_es", "docker"]),
    Spec("Groq key", lambda r: "gsk_" + rnd_mixed(r, ALNUM, 52), "GROQ_API_KEY",
         endpoint="https://api.groq.com/openai/v1/chat/completions", contexts=["env", "chat_pt", "prose_es"]),
    Spec("Mistral key (32 alnum)", lambda r: rnd_mixed(r, ALNUM, 32), "MISTRAL_API_KEY",
         endpoint="https://api.mistral.ai/v1/chat/completions", contexts=["export", "header"]),
    Spec("Cohere key (40 alnum)", lambda r: rnd_mixed(r, ALNUM, 40), "CO_API_KEY",
         endpoint="https://api.cohere.com/v2/rerank", contexts=["py", "header", "chat_pt"]),
    Spec("Hugging Face token", lambda r: "hf_" + rnd_mixed(r, ALNUM, 34), "HF_TOKEN",
         endpoint="https://api-inference.huggingface.co/models/BAAI/bge-m3", contexts=["header", "prose_en", "html_code", "chat_es"]),
    Spec("Replicate token", lambda r: "r8_" + rnd_mixed(r, ALNUM, 37), "REPLICATE_API_TOKEN",
         endpoint="https://api.replicate.com/v1/predictions", hfmt="Token {v}", contexts=["curl_h", "env"]),
    Spec("Jina key", lambda r: "jina_" + rnd_mixed(r, ALNUM, 60), "JINA_API_KEY",
         endpoint="https://r.jina.ai/https://example.org", contexts=["header", "curl_h"]),
    Spec("Serper key (40 hex)", lambda r: hexs(r, 40), "SERPER_API_KEY", hdr="X-API-KEY", hfmt="{v}",
         endpoint="https://google.serper.dev/search", contexts=["header", "js"]),
    Spec("GitHub classic PAT", lambda r: "ghp_" + rnd_mixed(r, ALNUM, 36), "GITHUB_TOKEN",
         hfmt="token {v}", endpoint="https://api.github.com/repos/acme/buscador/issues",
         contexts=["git_remote", "chat_es", "gh"]),
    Spec("GitHub fine-grained PAT", lambda r: "github_pat_11" + rnd_mixed(r, UPPER_ALNUM, 20) + "_" + rnd_mixed(r, ALNUM, 59),
         "GH_TOKEN", endpoint="https://api.github.com/user", contexts=["export", "html_comment"]),
    Spec("GitHub app installation token", lambda r: "ghs_" + rnd_mixed(r, ALNUM, 36), "GITHUB_TOKEN",
         endpoint="https://api.github.com/app/installations", contexts=["log", "git_remote"]),
    Spec("GitLab PAT", lambda r: "glpat-" + rnd_mixed(r, B64URL, 20), "GITLAB_TOKEN", hdr="PRIVATE-TOKEN", hfmt="{v}",
         endpoint="https://gitlab.com/api/v4/projects", contexts=["curl_h", "yaml_cfg"]),
    Spec("Slack bot token", lambda r: f"xoxb-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-{rnd_mixed(r, ALNUM, 24)}",
         "SLACK_BOT_TOKEN", endpoint="https://slack.com/api/chat.postMessage", contexts=["header", "prose_es", "py"]),
    Spec("Slack incoming webhook", lambda r: f"https://hooks.slack.com/services/T0{rnd_str(r, UPPER_ALNUM, 9)}/B0{rnd_str(r, UPPER_ALNUM, 9)}/{rnd_mixed(r, ALNUM, 24)}",
         "SLACK_WEBHOOK_URL", contexts=["env", "chat_en", "yaml_cfg"]),
    Spec("Discord webhook", lambda r: f"https://discord.com/api/webhooks/{r.randrange(10**17, 10**18)}/{rnd_mixed(r, B64URL, 68)}",
         "DISCORD_WEBHOOK", contexts=["json_cfg", "prose_pt"]),
    Spec("Stripe live secret key", lambda r: "sk_live_51" + rnd_mixed(r, ALNUM, 97), "STRIPE_SECRET_KEY",
         hdr="Authorization", endpoint="https://api.stripe.com/v1/balance", contexts=["js", "curl_u", "chat_es"]),
    Spec("Stripe restricted key", lambda r: "rk_live_51" + rnd_mixed(r, ALNUM, 97), "STRIPE_RESTRICTED_KEY",
         contexts=["dotenv"]),
    Spec("Stripe webhook signing secret", lambda r: "whsec_" + rnd_mixed(r, ALNUM, 32), "STRIPE_WEBHOOK_SECRET",
         contexts=["env", "yaml_cfg", "chat_es"]),
    Spec("Twilio auth token (32 hex)", lambda r: hexs(r, 32), "TWILIO_AUTH_TOKEN", contexts=["twilio_pair", "prose_es"]),
    Spec("Twilio API key secret", lambda r: rnd_mixed(r, ALNUM, 32), "TWILIO_API_SECRET", contexts=["twilio_sk"]),
    Spec("SendGrid key", lambda r: "SG." + rnd_mixed(r, B64URL, 22) + "." + rnd_mixed(r, B64URL, 43), "SENDGRID_API_KEY",
         endpoint="https://api.sendgrid.com/v3/mail/send", contexts=["header", "env", "chat_pt"]),
    Spec("Mailgun key", lambda r: "key-" + hexs(r, 32), "MAILGUN_API_KEY", endpoint="https://api.mailgun.net/v3/mg.example.org/messages",
         contexts=["curl_u_api", "toml", "prose_pt"]),
    Spec("Mailchimp key", lambda r: hexs(r, 32) + "-us" + str(r.randrange(2, 21)), "MAILCHIMP_API_KEY",
         contexts=["env", "prose_en"]),
    Spec("AWS access key pair", lambda r: "AKIA" + rnd_str(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "AWS_ACCESS_KEY_ID",
         contexts=["aws_creds", "aws_env", "log_aws"]),
    Spec("AWS secret access key", lambda r: rnd_mixed(r, ALNUM + "/+", 40), "AWS_SECRET_ACCESS_KEY",
         contexts=["aws_secret", "prose_es", "docker"]),
    Spec("Azure storage connection string", lambda r: rnd_mixed(r, B64, 86) + "==", "AZURE_STORAGE_CONNECTION_STRING",
         contexts=["azure_conn", "azure_conn"]),
    Spec("Shopify admin token", lambda r: "shpat_" + hexs(r, 32), "SHOPIFY_ADMIN_TOKEN", hdr="X-Shopify-Access-Token",
         hfmt="{v}", endpoint="https://tienda-artesanias.myshopify.com/admin/api/2024-10/orders.json", contexts=["header", "curl_h"]),
    Spec("Mercado Pago access token", _mp_token, "MP_ACCESS_TOKEN",
         endpoint="https://api.mercadopago.com/v1/payments", contexts=["header", "chat_es", "prose_es"]),
    Spec("Conekta private key", lambda r: "key_" + rnd_mixed(r, ALNUM, 27), "CONEKTA_PRIVATE_KEY",
         contexts=["env", "prose_es"]),
    Spec("Openpay private key", lambda r: "sk_" + hexs(r, 32), "OPENPAY_PRIVATE_KEY",
         endpoint="https://api.openpay.mx/v1/mzdtln0bmtms6o3kck8f/charges", contexts=["curl_u", "yaml_cfg"]),
    Spec("DigitalOcean token", lambda r: "dop_v1_" + hexs(r, 64), "DIGITALOCEAN_TOKEN",
         endpoint="https://api.digitalocean.com/v2/droplets", contexts=["header", "export", "chat_es"]),
    Spec("npm token", lambda r: "npm_" + rnd_mixed(r, ALNUM, 36), "NPM_TOKEN", contexts=["npmrc", "chat_en"]),
    Spec("PyPI token", lambda r: "pypi-AgEIcHlwaS5vcmc" + rnd_mixed(r, B64URL, 140), "PYPI_TOKEN", contexts=["pypirc", "env"]),
    Spec("Docker Hub PAT", lambda r: "dckr_pat_" + rnd_mixed(r, B64URL, 27), "DOCKERHUB_TOKEN", contexts=["docker_login"]),
    Spec("Linear key", lambda r: "lin_api_" + rnd_mixed(r, ALNUM, 40), "LINEAR_API_KEY", hfmt="{v}",
         endpoint="https://api.linear.app/graphql", contexts=["header", "env", "chat_es"]),
    Spec("Notion integration token", lambda r: "ntn_" + rnd_mixed(r, ALNUM, 46), "NOTION_TOKEN",
         endpoint="https://api.notion.com/v1/search", contexts=["header", "prose_es"]),
    Spec("Atlassian API token", lambda r: "ATATT3xFfGF0" + rnd_mixed(r, B64URL, 170) + "=" + hexs(r, 8).upper(),
         "JIRA_API_TOKEN", endpoint="https://acme-mx.atlassian.net/rest/api/3/myself",
         curl_user="ops@acme.mx:{v}", contexts=["curl_u", "env"]),
    Spec("Datadog API key (32 hex)", lambda r: hexs(r, 32), "DD_API_KEY", hdr="DD-API-KEY", hfmt="{v}",
         endpoint="https://api.datadoghq.com/api/v2/logs", contexts=["header", "docker"]),
    Spec("New Relic user key", lambda r: "NRAK-" + rnd_str(r, UPPER_ALNUM, 27), "NEW_RELIC_API_KEY", hdr="Api-Key", hfmt="{v}",
         contexts=["header", "yaml_cfg"]),
    Spec("Sentry auth token", lambda r: "sntrys_" + rnd_mixed(r, B64URL, 100), "SENTRY_AUTH_TOKEN", contexts=["env", "log", "prose_es"]),
    Spec("Postman API key", lambda r: f"PMAK-{hexs(r, 24)}-{hexs(r, 34)}", "POSTMAN_API_KEY", hdr="X-Api-Key", hfmt="{v}",
         contexts=["header"]),
    Spec("Telegram bot token", lambda r: f"{r.randrange(10**9, 8 * 10**9)}:AA{rnd_mixed(r, B64URL, 33)}", "TELEGRAM_BOT_TOKEN",
         contexts=["telegram_url", "chat_es", "env"]),
    Spec("Google OAuth access token", lambda r: "ya29.a0" + rnd_mixed(r, B64URL, 150), "GOOGLE_ACCESS_TOKEN",
         endpoint="https://www.googleapis.com/drive/v3/files", contexts=["header", "inner", "log"]),
    Spec("Google OAuth refresh token", lambda r: "1//0g" + rnd_mixed(r, B64URL, 98), "GOOGLE_REFRESH_TOKEN",
         contexts=["inner", "json_cfg"]),
    Spec("Meta Graph access token", lambda r: "EAA" + rnd_mixed(r, ALNUM, 180), "FB_ACCESS_TOKEN",
         endpoint="https://graph.facebook.com/v20.0/me/accounts", qparam="access_token", contexts=["url", "prose_pt"]),
    Spec("Cloudflare API token", lambda r: rnd_mixed(r, B64URL, 40), "CLOUDFLARE_API_TOKEN",
         endpoint="https://api.cloudflare.com/client/v4/user/tokens/verify", contexts=["curl_h", "header"]),
    Spec("Mapbox secret token", lambda r: "sk.eyJ1Ijoi" + rnd_mixed(r, B64URL, 40) + "." + rnd_mixed(r, B64URL, 22),
         "MAPBOX_SECRET_TOKEN", qparam="access_token", endpoint="https://api.mapbox.com/uploads/v1/buscador",
         contexts=["url", "env"]),
    Spec("Algolia admin key (32 hex)", lambda r: hexs(r, 32), "ALGOLIA_ADMIN_KEY", hdr="X-Algolia-API-Key", hfmt="{v}",
         contexts=["header", "js_algolia"]),
    Spec("Heroku API key (uuid)", lambda r: uuid4(r), "HEROKU_API_KEY", contexts=["export", "netrc"]),
    Spec("PayPal client secret", lambda r: "E" + rnd_mixed(r, B64URL, 79), "PAYPAL_CLIENT_SECRET",
         contexts=["client_secret_pair"]),
    # Invented SaaS formats (key names and shapes a provider would use)
    Spec("invented: Searchly live key", lambda r: "srch_live_" + rnd_mixed(r, ALNUM, 32), "SEARCHLY_API_KEY",
         hdr="X-Searchly-Key", hfmt="{v}", endpoint="https://api.searchly.io/v2/query", contexts=["header", "curl_h", "chat_es"]),
    Spec("invented: Quedex prod token", lambda r: "qdx-prod-" + rnd_mixed(r, B64URL, 40), "QUEDEX_TOKEN",
         endpoint="https://api.quedex.dev/v1/answers", contexts=["header", "py", "prose_en"]),
    Spec("invented: Zentli dotted key", lambda r: "ZNT." + rnd_mixed(r, ALNUM, 20) + "." + rnd_mixed(r, ALNUM, 40),
         "ZENTLI_KEY", hdr="Authorization", hfmt="ZNT-Key {v}", contexts=["header", "env"]),
    Spec("invented: Buscapi key (40 hex)", lambda r: hexs(r, 40), "BUSCAPI_KEY", hdr="x-buscapi-token", hfmt="{v}",
         endpoint="https://api.buscapi.mx/v1/web", qparam="token", contexts=["url", "header", "log"]),
    Spec("invented: Lookup secret key", lambda r: "lkp_sk_" + rnd_mixed(r, ALNUM, 48), "LOOKUP_SECRET_KEY",
         contexts=["toml", "html_hidden"]),
    Spec("invented: mixsearch key", lambda r: f"mxs-{hexs(r, 8)}-{hexs(r, 32)}", "MIXSEARCH_KEY",
         hdr="X-Mix-Auth", hfmt="{v}", contexts=["header", "chat_pt"]),
    Spec("invented: OAuth client secret", lambda r: rnd_mixed(r, B64URL, 40), "OAUTH_CLIENT_SECRET",
         contexts=["client_secret_pair", "json_cfg"]),
    Spec("invented: HMAC signing secret (64 hex)", lambda r: hexs(r, 64), "WEBHOOK_SIGNING_SECRET",
         contexts=["yaml_cfg", "prose_es"]),
    Spec("invented: opaque session token (48)", lambda r: rnd_mixed(r, ALNUM, 48), "X_AUTH_TOKEN", hdr="X-Auth-Token",
         hfmt="{v}", contexts=["header", "log"]),
    Spec("Laravel APP_KEY", lambda r: "base64:" + base64.b64encode(r.randbytes(32)).decode(), "APP_KEY",
         contexts=["dotenv"]),
    Spec("Django SECRET_KEY", lambda r: "django-insecure-" + rnd_mixed(r, LOWER_ALNUM + "!@#%^&*(-_=+)", 50).replace("\\", "x"),
         "SECRET_KEY", contexts=["py_setting"]),
    Spec("JWT signing secret", lambda r: rnd_mixed(r, ALNUM + "-_", 64), "JWT_SECRET", contexts=["env", "chat_en"]),
    Spec("Rails master key (32 hex)", lambda r: hexs(r, 32), "RAILS_MASTER_KEY", contexts=["docker"]),
    Spec("Vercel token", lambda r: rnd_mixed(r, ALNUM, 24), "VERCEL_TOKEN", contexts=["header", "gha"]),
]  # fmt: skip

KIND_OF = {
    **dict.fromkeys(
        [
            "Twilio auth token (32 hex)", "Slack bot token", "GitHub classic PAT", "GitHub fine-grained PAT",
            "GitHub app installation token", "GitLab PAT", "Docker Hub PAT", "npm token", "PyPI token",
            "DigitalOcean token", "Cloudflare API token", "Vercel token", "Notion integration token",
            "Shopify admin token", "Mercado Pago access token", "Google OAuth access token",
            "Google OAuth refresh token", "Meta Graph access token", "Telegram bot token",
            "Sentry auth token", "Hugging Face token", "Replicate token", "Atlassian API token",
            "invented: opaque session token (48)", "invented: Quedex prod token", "Mapbox secret token",
        ],
        "access-token",
    ),
    "Slack incoming webhook": "webhook-url",
    "Discord webhook": "webhook-url",
    "Stripe webhook signing secret": "signing-secret",
    "invented: HMAC signing secret (64 hex)": "signing-secret",
    "invented: OAuth client secret": "client-secret",
    "PayPal client secret": "client-secret",
    "Twilio API key secret": "client-secret",
    "Laravel APP_KEY": "app-secret",
    "Django SECRET_KEY": "app-secret",
    "JWT signing secret": "app-secret",
    "Rails master key (32 hex)": "app-secret",
    "AWS access key pair": "cloud-credential",
    "AWS secret access key": "cloud-credential",
    "Azure storage connection string": "cloud-credential",
}  # fmt: skip

ENDPOINT_BODY = '-d \'{"query": "resultados elecciones"}\''


def _ctx(rng: random.Random, s: Spec, ctx: str, v: str) -> dict[str, object]:
    """Fields of a Draft for a secret value in a context."""
    hv = s.hfmt.format(v=v)
    env = s.env
    code = {"code": True}
    d = rng.randrange(1, 28)
    hh = rng.randrange(10, 23)
    ts = f"2025-0{rng.randrange(1, 10)}-{d:02d}T{hh}:{rng.randrange(10, 59)}:{rng.randrange(10, 59)}.{rng.randrange(100, 999)}Z"
    if ctx == "header":
        return {"lang": "en", "form": f"recorded request header {s.hdr}", "text": hv, "key": s.hdr,
                "carriers": ("header",), "header": s.hdr}  # fmt: skip
    if ctx == "env":
        return {"lang": "en", "form": "env line", "text": f"{env}={v}", "key": "env", **code}
    if ctx == "dotenv":
        return {
            "lang": "en",
            "form": ".env line, single-quoted",
            "text": f"{env}='{v}'",
            "key": "dotenv",
            **code,
        }
    if ctx == "export":
        return {
            "lang": "en",
            "form": "shell export",
            "text": f'export {env}="{v}"',
            "key": "setup",
            **code,
        }
    if ctx == "curl_h":
        return {"lang": "en", "form": "curl command, header", "key": "repro",
                "text": f'curl -sS "{s.endpoint}" -H "{s.hdr}: {hv}" -H "Content-Type: application/json" {ENDPOINT_BODY}', **code}  # fmt: skip
    if ctx == "curl_q":
        return {"lang": "en", "form": "curl command, key in the query", "key": "repro",
                "text": f"curl '{s.endpoint}?q=clima+cdmx&{s.qparam}={v}&hl=es'", **code}  # fmt: skip
    if ctx == "curl_u":
        return {"lang": "en", "form": "curl -u with the key", "key": "repro",
                "text": f"curl {s.endpoint} -u {s.curl_user.format(v=v)}", **code}  # fmt: skip
    if ctx == "curl_u_api":
        return {"lang": "en", "form": "curl -u api:key", "key": "repro",
                "text": f"curl -s --user 'api:{v}' {s.endpoint} -F to=ventas@example.org", **code}  # fmt: skip
    if ctx == "log":
        return {"lang": "en", "form": "debug log line with request headers", "key": "log",
                "text": f"{ts} DEBUG httpx: sending request headers={{'{s.hdr.lower()}': '{hv}', 'accept': 'application/json'}}"}  # fmt: skip
    if ctx == "log_aws":
        return {"lang": "en", "form": "botocore debug log", "key": "log",
                "text": f"{ts} DEBUG botocore.auth: Calculating signature using v4 auth. AccessKeyId={v} region=us-east-1"}  # fmt: skip
    if ctx == "trace":
        return {"lang": "en", "form": "one-line stack trace with the key in the URL", "key": "error",
                "text": f"httpx.HTTPStatusError: Client error '401 Unauthorized' for url '{s.endpoint}?{s.qparam}={v}&query=noticias'"}  # fmt: skip
    if ctx == "chat_es":
        t = rng.choice([
            "[10:42] memo: ya quedó, usa esta key {v} y no la subas al repo plis",
            "Lalo (WhatsApp): oye te paso el token de prod → {v}",
            "— ¿me pasas la llave? — sale: {v} (es la de producción, ojo)",
            "@vale aquí está la de staging: {v} mañana la rotamos",
        ])  # fmt: skip
        return {"lang": "es", "form": "chat message", "text": t.format(v=v), "key": "mensaje"}
    if ctx == "chat_en":
        t = rng.choice([
            "[09:14] dan: here's the key for the demo {v} — rotate after friday",
            "kate> pasted the prod secret in here by mistake: {v}",
        ])  # fmt: skip
        return {"lang": "en", "form": "chat message", "text": t.format(v=v), "key": "message"}
    if ctx == "chat_pt":
        t = rng.choice([
            "[14:03] rafa: segue a chave de produção {v} não comita isso",
            "Bia: te mandei o token por aqui mesmo → {v}",
        ])  # fmt: skip
        return {"lang": "pt", "form": "chat message", "text": t.format(v=v), "key": "mensagem"}
    if ctx == "prose_es":
        t = rng.choice([
            "Para reproducir el error usamos la credencial de producción {v} desde la VPN de la oficina.",
            "La clave ({v}) es la de producción; la de pruebas está en el gestor de contraseñas.",
            "Nota del equipo: {env} quedó como {v} en el servidor de pruebas.",
            "Según el ticket, el token {v} se expuso en un log público el martes.",
        ])  # fmt: skip
        return {
            "lang": "es",
            "form": "running prose",
            "text": t.format(v=v, env=env),
            "key": "nota",
        }
    if ctx == "prose_en":
        t = rng.choice([
            "We reproduced the bug with our production credential {v} from the office VPN.",
            "The new token {v} goes live on Monday; update your local config.",
            "Note: {env} is set to {v} on the staging box.",
        ])  # fmt: skip
        return {
            "lang": "en",
            "form": "running prose",
            "text": t.format(v=v, env=env),
            "key": "note",
        }
    if ctx == "prose_pt":
        t = rng.choice([
            "Para reproduzir o erro usamos a credencial de produção {v} na VPN.",
            "A chave {v} vazou num print do Slack; precisa ser revogada.",
        ])  # fmt: skip
        return {"lang": "pt", "form": "running prose", "text": t.format(v=v), "key": "nota"}
    if ctx == "py":
        return {"lang": "en", "form": "Python code", "key": "snippet",
                "text": f'client = {s.cls}(api_key="{v}", timeout=30)', **code}  # fmt: skip
    if ctx == "py_setting":
        return {
            "lang": "en",
            "form": "Django settings.py",
            "key": "settings",
            "text": f"SECRET_KEY = '{v}'",
            **code,
        }
    if ctx == "js":
        return {"lang": "en", "form": "JavaScript code", "key": "snippet",
                "text": f"const client = new {s.cls}({{ apiKey: '{v}' }});", **code}  # fmt: skip
    if ctx == "js_algolia":
        app = rnd_str(rng, UPPER_ALNUM, 10)
        return {"lang": "en", "form": "JS indexing code with the admin key", "key": "snippet",
                "text": f"const client = algoliasearch('{app}', '{v}'); // admin key, server only", **code}  # fmt: skip
    if ctx == "yaml_cfg":
        k = rng.choice(["api_key", "token", "secret", "webhook_secret", "apiKey"])
        return {
            "lang": "en",
            "form": "YAML config line",
            "key": "config",
            "text": f"  {k}: {v}",
            **code,
        }
    if ctx == "toml":
        return {
            "lang": "en",
            "form": "TOML config line",
            "key": "config",
            "text": f'api_key = "{v}"',
            **code,
        }
    if ctx == "json_cfg":
        k = {"DISCORD_WEBHOOK": "webhookUrl", "GOOGLE_REFRESH_TOKEN": "refresh_token"}.get(
            env, "client_secret"
        )
        return {"lang": "en", "form": f"JSON config object ({k})", "key": "credentials",
                "obj": {"type": "authorized_user", k: v}, "carriers": ("obj", "aobj")}  # fmt: skip
    if ctx == "inner":
        k = {"TAVILY_API_KEY": "api_key"}.get(env, "access_token")
        return {
            "lang": "en",
            "form": f"recorded JSON body field {k}",
            "key": k,
            "carriers": ("inner",),
        }
    if ctx == "url":
        url = f"{s.endpoint}?{s.qparam}={v}&q=precio+dolar"
        return {"lang": "en", "form": f"key in a recorded URL query ({s.qparam}=)", "key": "url", "url": url,
                "text": url, "carriers": ("url", "obj")}  # fmt: skip
    if ctx == "docker":
        return {"lang": "en", "form": "docker run -e", "key": "deploy",
                "text": f"docker run -d -e {env}={v} ghcr.io/acme/buscador:2.3", **code}  # fmt: skip
    if ctx == "kubectl":
        return {"lang": "en", "form": "kubectl create secret --from-literal", "key": "deploy",
                "text": f"kubectl create secret generic llm-keys --from-literal={env.lower()}={v}", **code}  # fmt: skip
    if ctx == "gh":
        return {"lang": "en", "form": "gh auth login with token", "key": "setup",
                "text": f"echo {v} | gh auth login --with-token", **code}  # fmt: skip
    if ctx == "gha":
        return {"lang": "en", "form": "CI workflow with an inline token", "key": "workflow",
                "text": f"run: vercel deploy --prod --token={v}", **code}  # fmt: skip
    if ctx == "git_remote":
        return {"lang": "en", "form": "git remote URL with a token", "key": "remote",
                "text": f"git remote set-url origin https://x-access-token:{v}@github.com/acme/buscador.git", **code}  # fmt: skip
    if ctx == "npmrc":
        return {"lang": "en", "form": ".npmrc line", "key": "npmrc",
                "text": f"//registry.npmjs.org/:_authToken={v}", **code}  # fmt: skip
    if ctx == "pypirc":
        return {
            "lang": "en",
            "form": ".pypirc password line",
            "key": "pypirc",
            "text": f"password = {v}",
            **code,
        }
    if ctx == "docker_login":
        return {"lang": "en", "form": "docker login --password", "key": "deploy",
                "text": f"docker login -u acmebot --password {v}", **code}  # fmt: skip
    if ctx == "netrc":
        return {"lang": "en", "form": ".netrc line", "key": "netrc",
                "text": f"machine api.heroku.com login ops@example.org password {v}", **code}  # fmt: skip
    if ctx == "telegram_url":
        url = f"https://api.telegram.org/bot{v}/sendMessage?chat_id=-100123&text=deploy"
        return {"lang": "en", "form": "Telegram bot URL", "key": "notify", "text": url}
    if ctx == "twilio_pair":
        sid = "AC" + hexs(rng, 32)
        return {"lang": "en", "form": "Twilio SID + auth token in Python", "key": "snippet",
                "text": f"client = Client('{sid}', '{v}')", **code}  # fmt: skip
    if ctx == "twilio_sk":
        return {"lang": "en", "form": "Twilio API key SID and secret", "key": "env",
                "text": f"TWILIO_API_KEY=SK{hexs(rng, 32)} TWILIO_API_SECRET={v}", **code}  # fmt: skip
    if ctx == "client_secret_pair":
        cid = (
            rnd_mixed(rng, B64URL, 40)
            if "PAYPAL" in env
            else f"{rng.randrange(10**11, 10**12)}-{rnd_str(rng, LOWER_ALNUM, 32)}.apps.googleusercontent.com"
        )
        return {"lang": "en", "form": "client id + client secret", "key": "oauth",
                "text": f"client_id={cid} client_secret={v}", **code}  # fmt: skip
    if ctx == "aws_creds":
        return {"lang": "en", "form": "~/.aws/credentials line", "key": "credentials",
                "text": f"aws_access_key_id = {v}", **code}  # fmt: skip
    if ctx == "aws_env":
        sec = rnd_mixed(rng, ALNUM + "/+", 40)
        return {"lang": "en", "form": "AWS env pair", "key": "env",
                "text": f"AWS_ACCESS_KEY_ID={v} AWS_SECRET_ACCESS_KEY={sec}", **code}  # fmt: skip
    if ctx == "aws_secret":
        return {"lang": "en", "form": "aws configure echo", "key": "setup",
                "text": f"AWS Secret Access Key [None]: {v}", **code}  # fmt: skip
    if ctx == "azure_conn":
        acct = rng.choice(["stbuscadorprod", "fixturesblob", "stragcache01"])
        return {"lang": "en", "form": "Azure storage connection string", "key": "connection",
                "text": f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net", **code}  # fmt: skip
    if ctx == "html_script":
        body = json.dumps({"searchEndpoint": "/api/search", "tavilyKey": v})
        return {"lang": "en", "form": "inline <script> config object", "carriers": ("html",),
                "html": f"<script>window.__SEARCH_CONFIG__ = {body};</script>"}  # fmt: skip
    if ctx == "html_data":
        return {"lang": "en", "form": "data- attribute on a widget", "carriers": ("html",),
                "html": f'<div id="mapa-sucursales" data-maps-key="{v}" data-zoom="12"></div>'}  # fmt: skip
    if ctx == "html_hidden":
        return {"lang": "en", "form": "hidden form input", "carriers": ("html",),
                "html": f'<form action="/buscar" method="post"><input type="hidden" name="lookup_secret" value="{v}"></form>'}  # fmt: skip
    if ctx == "html_comment":
        return {"lang": "es", "form": "HTML comment left in the page", "carriers": ("html",),
                "html": f"<!-- TODO quitar antes de publicar: GH_TOKEN={v} -->"}  # fmt: skip
    if ctx == "html_code":
        return {"lang": "en", "form": "code block in a blog post", "carriers": ("html",),
                "html": f'<pre><code class="language-bash">huggingface-cli login --token {v}</code></pre>'}  # fmt: skip
    raise ValueError(ctx)


def _special(rng: random.Random) -> list[Draft]:
    """Credentials that are not a provider key: passwords, cookies, basic auth, connection
    strings, private keys, JWTs."""
    out: list[Draft] = []

    def add(kind: str, lang: str, form: str, v: str, text: str = "", key: str = "note", **kw: object) -> None:  # fmt: skip
        out.append(Draft("secret", "secret", kind, lang, form, v, text or v, key, **kw))  # type: ignore[arg-type]

    pw = lambda: rnd_mixed(rng, ALNUM + "#$%&*!?", rng.randrange(12, 20))  # noqa: E731
    # Connection strings
    for scheme, tpl, lang in [
        ("postgresql", "postgresql://app_rw:{p}@db-prod.internal.acme.mx:5432/buscador", "en"),
        ("mysql", "mysql://reportes:{p}@10.20.3.14:3306/ventas?ssl-mode=REQUIRED", "en"),
        (
            "mongodb+srv",
            "mongodb+srv://scraper:{p}@cluster0.x7kq2.mongodb.net/fixtures?retryWrites=true",
            "en",
        ),
        (
            "redis",
            "redis://default:{p}@redis-14321.c12.us-east-1-2.ec2.cloud.redislabs.com:14321/0",
            "en",
        ),
        ("amqp", "amqps://colas:{p}@rabbit.acme.mx:5671/%2Fprod", "en"),
        (
            "postgres in prose",
            "La base de staging es postgres://admin:{p}@staging-db.acme.mx/bench, no la toques",
            "es",
        ),
        (
            "sqlalchemy url",
            "SQLALCHEMY_DATABASE_URI=postgresql+psycopg://etl:{p}@pg.interno:5432/etl",
            "en",
        ),
        (
            "jdbc",
            "jdbc:sqlserver://sql01.acme.local:1433;databaseName=ERP;user=sa;password={p};encrypt=true",
            "en",
        ),
    ]:
        p = "".join(c for c in pw() if c not in "#%&?")
        text = tpl.format(p=p)
        if scheme == "jdbc":
            v = f"password={p}"
        elif scheme == "sqlalchemy url":
            v = text.split("=", 1)[1]
        elif "prose" in scheme:
            v = next(w for w in text.split() if "://" in w).rstrip(",")
        else:
            v = text
        add("connection-string", lang, f"connection string ({scheme})", v, text, "database_url",
            carriers=("html", "obj", "aobj", "prose"), extra={"code": True})  # fmt: skip
    # Passwords in prose / config
    for lang, tpl, key in [
        ("es", "La contraseña del panel de administración es {p} (usuario: admin)", "nota"),
        ("es", "pass del wifi de la oficina: {p}", "mensaje"),
        ("en", "SMTP_PASSWORD={p}", "env"),
        ("en", "mail.smtp.password: {p}", "config"),
        ("pt", "A senha do servidor FTP é {p}, trocar depois da migração.", "nota"),
        ("es", "Usuario: soporte@acme.mx / Contraseña: {p}", "credenciales"),
        ("en", "Login for the staging dashboard — user: qa-bot, password: {p}", "note"),
        ("es", "ftp://backup:{p}@respaldos.acme.mx/diario/", "respaldo"),
    ]:
        p = "".join(c for c in pw() if c not in "#%?&") if "ftp" in tpl else pw()
        add("password", lang, f"password ({tpl.split('{')[0].strip()[:30] or 'url'})", p, tpl.format(p=p), key,
            carriers=("html", "obj", "aobj", "prose"))  # fmt: skip
    # Cookies and session tokens (recorded headers and text)
    for name, make, hdr in [
        ("session", lambda: rnd_mixed(rng, B64URL, 43), "Cookie"),
        ("connect.sid", lambda: "s%3A" + rnd_mixed(rng, B64URL, 32) + "." + rnd_mixed(rng, B64URL, 43), "Cookie"),
        ("PHPSESSID", lambda: rnd_str(rng, LOWER_ALNUM, 26), "Cookie"),
        ("__Secure-next-auth.session-token", lambda: jwt(rng, {"sub": uuid4(rng), "exp": 1767225600}), "Cookie"),
        ("sid", lambda: rnd_mixed(rng, ALNUM, 40), "Set-Cookie"),
        ("_gh_sess", lambda: rnd_mixed(rng, B64, 120).replace("/", "%2F").replace("+", "%2B") + "%3D%3D", "Set-Cookie"),
        ("auth_token", lambda: hexs(rng, 40), "Set-Cookie"),
    ]:  # fmt: skip
        v = make()
        txt = (
            f"{name}={v}; Path=/; HttpOnly; Secure; SameSite=Lax"
            if hdr == "Set-Cookie"
            else f"_ga=GA1.1.{rng.randrange(10**9, 10**10)}.{rng.randrange(10**9, 2 * 10**9)}; {name}={v}"
        )
        add(
            "cookie",
            "en",
            f"recorded {hdr} header ({name})",
            v,
            txt,
            hdr,
            carriers=("header",),
            header=hdr,
        )
    v = rnd_mixed(rng, B64URL, 43)
    add("cookie", "en", "Cookie header pasted in a log", v,
        f"DEBUG requests: Cookie: csrftoken={hexs(rng, 32)}; sessionid={v}", "log")  # fmt: skip
    v = rnd_mixed(rng, ALNUM, 32)
    add("cookie", "es", "cookie de sesión en un chat", v,
        f"[11:02] caro: copia mi cookie de sesión para reproducirlo: laravel_session={v}", "mensaje")  # fmt: skip
    # Basic auth
    for user, lang, form in [
        ("svc-bench", "en", "recorded header"),
        ("ops", "en", "curl -H"),
        ("admin", "es", "prosa"),
    ]:
        b = base64.b64encode(f"{user}:{pw()}".encode()).decode()
        if form == "recorded header":
            add("basic-auth", lang, "recorded Authorization: Basic header", b, f"Basic {b}", "Authorization",
                carriers=("header",), header="Authorization")  # fmt: skip
        elif form == "curl -H":
            add("basic-auth", lang, "curl with Authorization: Basic", b,
                f'curl -H "Authorization: Basic {b}" https://intranet.acme.mx/api/reportes', "repro",
                extra={"code": True})  # fmt: skip
        else:
            add("basic-auth", lang, "Basic credential in prose", b,
                f"Para entrar al Jenkins usa el header Authorization: Basic {b} (no lo pegues en el ticket)", "nota")  # fmt: skip
    # Opaque bearer tokens outside headers (issue 13's form)
    for lang, tpl in [
        ("en", "<p>Authorization: Bearer {v}</p>"),
        ("es", "Bearer {v}"),
        ("en", '{{"headers": {{"Authorization": "Bearer {v}"}}}}'),
    ]:
        v = rnd_mixed(rng, ALNUM, 40)
        if tpl.startswith("<p>"):
            add("bearer-token", lang, "opaque bearer token in page text", v, f"Authorization: Bearer {v}", "auth",
                carriers=("html",), html=tpl.format(v=v))  # fmt: skip
        elif tpl.startswith("{"):
            add("bearer-token", lang, "opaque bearer token in a JSON string", v, tpl.format(v=v), "request_dump",
                carriers=("obj", "aobj"))  # fmt: skip
        else:
            add("bearer-token", lang, "opaque bearer token in a Spanish note", v,
                f"El backend responde 200 si mandas {tpl.format(v=v)} en la cabecera", "nota")  # fmt: skip
    # JWTs that are credentials
    for lang, claims, form in [
        ("en", {"sub": "svc-fixtures", "role": "service_role", "iss": "supabase", "exp": 1893456000}, "Supabase service_role JWT"),
        ("en", {"sub": uuid4(rng), "scope": "search:write admin", "exp": 1767225600, "iat": 1735689600}, "access token JWT"),
        ("es", {"sub": "usuario-4411", "rol": "admin", "exp": 1767225600}, "JWT de acceso en un chat"),
    ]:  # fmt: skip
        v = jwt(rng, claims)
        if "chat" in form:
            add(
                "jwt",
                lang,
                form,
                v,
                f"[16:20] beto: ahí va el token para que pruebes como admin {v}",
                "mensaje",
            )
        elif "service_role" in form:
            add("jwt", lang, form, v, f"SUPABASE_SERVICE_ROLE_KEY={v}", "env", extra={"code": True})
        else:
            add(
                "jwt",
                lang,
                form,
                v,
                f"Bearer {v}",
                "Authorization",
                carriers=("header",),
                header="Authorization",
            )
    # Private keys
    for i, (kind, prefix, lang) in enumerate([
        ("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", "en"),
        ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", "en"),
        ("EC PRIVATE KEY", "MHcCAQEEI", "es"),
        ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", "en"),
    ]):  # fmt: skip
        head = f"-----BEGIN {kind}-----"
        lines = pem_body(rng, prefix, 4 if "EC" in kind else 6)
        pem = "\n".join([head, *lines, f"-----END {kind}-----"])
        if i % 2 == 0:
            add("private-key", lang, f"PEM {kind} in a <pre> block", head, pem, "pem", carriers=("html",),
                html=f'<pre class="key">{pem}</pre>')  # fmt: skip
        else:
            add("private-key", lang, f"PEM {kind} as one escaped JSON/YAML string", head, pem, "private_key",
                carriers=("obj", "aobj"))  # fmt: skip
    # GCP service account JSON
    kid = hexs(rng, 40)
    pem = "\n".join(["-----BEGIN PRIVATE KEY-----", *pem_body(rng, "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", 5), "-----END PRIVATE KEY-----", ""])  # fmt: skip
    add("private-key", "en", "GCP service-account JSON: private_key", "-----BEGIN PRIVATE KEY-----", pem, "sa",
        carriers=("obj",), obj={"type": "service_account", "project_id": "buscador-prod", "private_key_id": kid, "private_key": pem})  # fmt: skip
    add("private-key", "en", "GCP service-account JSON: private_key_id line", kid, f'"private_key_id": "{kid}"', "sa_key_id",
        carriers=("obj", "aobj"), obj={"private_key_id": kid, "client_email": "fixtures@buscador-prod.iam.gserviceaccount.com"})  # fmt: skip
    # A multi-line stack trace in a page: the key on its own line of a <pre>
    v = "tvly-" + rnd_mixed(rng, ALNUM, 32)
    tb = (
        "Traceback (most recent call last):\n"
        '  File "/srv/app/search.py", line 41, in buscar\n'
        f"    resp = client.search(q, api_key='{v}')\n"
        "tavily.errors.InvalidAPIKeyError: 401"
    )
    add("api-key", "en", "stack trace in a <pre>, key on the third line", v, tb.split("\n")[2], "trace",
        carriers=("html",), html=f"<pre>{H.escape(tb, quote=False)}</pre>")  # fmt: skip
    v = "sk-proj-" + rnd_mixed(rng, B64URL, 60) + "T3BlbkFJ" + rnd_mixed(rng, B64URL, 60)
    tb2 = (
        'Traceback (most recent call last):\\n  File "bench/run.py", line 88, in <module>\\n'
        f"openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {v}"
    )
    add("api-key", "en", "stack trace in a JSON string, key on the message line", v, tb2.replace("\\n", " | "), "traceback",
        carriers=("obj", "aobj"))  # fmt: skip
    return out


def build(rng: random.Random) -> list[Draft]:
    out: list[Draft] = []
    for s in SPECS:
        for ctx in s.contexts:
            v = s.make(rng)
            if '"' in v or "\\" in v:
                v = v.replace('"', "x").replace("\\", "y")
            f = _ctx(rng, s, ctx, v)
            carriers = f.pop("carriers", None)
            code = f.pop("code", False)
            text = str(f.pop("text", v))
            lang = str(f.pop("lang"))
            form = f"{s.provider}; {f.pop('form')}"
            key = str(f.pop("key", "secret"))
            if carriers is None:
                carriers = ("html", "obj", "aobj", "prose") if not code else ("html", "obj", "aobj")
            kind = KIND_OF.get(s.provider, "api-key")
            out.append(
                Draft(
                    "secret",
                    "secret",
                    kind,
                    lang,
                    form,
                    v,
                    text,
                    key,
                    tuple(carriers),  # type: ignore[arg-type]
                    html=f.pop("html", None),
                    header=str(f.pop("header", "")),
                    obj=f.pop("obj", None),  # type: ignore[arg-type]
                    url=str(f.pop("url", "")),
                    extra={"code": code},
                )
            )
    out += _special(rng)
    return out
