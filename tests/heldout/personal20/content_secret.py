# ruff: noqa: E501
"""Secrets of corpus 20: invented keys in vendors' published shapes and generic shapes."""

from __future__ import annotations

import base64
import json
import random
import string

import idgen as g

AN = string.ascii_letters + string.digits
LOW = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits


def _jwt(rng: random.Random) -> str:
    def b64(o: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(o).encode()).decode().rstrip("=")

    head = b64({"alg": "HS256", "typ": "JWT"})
    body = b64(
        {
            "sub": str(rng.randint(10**6, 10**7)),
            "iat": 1741000000 + rng.randint(0, 10**6),
            "scope": "read write",
        }
    )
    return f"{head}.{body}.{g.token(rng, 43, AN + '-_')}"


def shapes(rng: random.Random) -> list[tuple[str, str, str]]:
    """(vendor, env var / header name, key)."""
    t = g.token
    return [
        ("openai", "OPENAI_API_KEY", "sk-proj-" + t(rng, 48, AN + "-_")),
        ("openai", "OPENAI_API_KEY", "sk-" + t(rng, 20) + "T3BlbkFJ" + t(rng, 20)),
        ("anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + t(rng, 86, AN + "-_") + "AA"),
        ("github", "GITHUB_TOKEN", "ghp_" + t(rng, 36)),
        ("github", "GH_TOKEN", "github_pat_11" + t(rng, 20, UP) + "_" + t(rng, 59)),
        ("github", "GITHUB_OAUTH", "gho_" + t(rng, 36)),
        ("gitlab", "GITLAB_TOKEN", "glpat-" + t(rng, 20, AN + "-_")),
        (
            "slack",
            "SLACK_BOT_TOKEN",
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{t(rng, 24)}",
        ),
        (
            "slack",
            "SLACK_USER_TOKEN",
            f"xoxp-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{g.hexs(rng, 32)}",
        ),
        ("stripe", "STRIPE_SECRET_KEY", "sk_live_" + t(rng, 99)),
        ("stripe", "STRIPE_RESTRICTED_KEY", "rk_live_" + t(rng, 99)),
        ("aws", "AWS_ACCESS_KEY_ID", "AKIA" + t(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
        ("aws", "AWS_SECRET_ACCESS_KEY", t(rng, 40, AN + "/+")),
        ("google", "GOOGLE_API_KEY", "AIza" + t(rng, 35, AN + "-_")),
        ("twilio", "TWILIO_API_KEY", "SK" + g.hexs(rng, 32)),
        ("twilio", "TWILIO_AUTH_TOKEN", g.hexs(rng, 32)),
        (
            "sendgrid",
            "SENDGRID_API_KEY",
            "SG." + t(rng, 22, AN + "-_") + "." + t(rng, 43, AN + "-_"),
        ),
        ("mailgun", "MAILGUN_API_KEY", "key-" + g.hexs(rng, 32)),
        ("npm", "NPM_TOKEN", "npm_" + t(rng, 36)),
        ("pypi", "PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + t(rng, 60, AN + "-_")),
        ("huggingface", "HF_TOKEN", "hf_" + t(rng, 34, string.ascii_letters)),
        ("groq", "GROQ_API_KEY", "gsk_" + t(rng, 52)),
        ("tavily", "TAVILY_API_KEY", "tvly-" + t(rng, 32)),
        ("tavily", "TAVILY_API_KEY", "tvly-dev-" + t(rng, 32)),
        ("firecrawl", "FIRECRAWL_API_KEY", "fc-" + g.hexs(rng, 32)),
        ("perplexity", "PERPLEXITY_API_KEY", "pplx-" + t(rng, 48)),
        ("xai", "XAI_API_KEY", "xai-" + t(rng, 80)),
        ("replicate", "REPLICATE_API_TOKEN", "r8_" + t(rng, 37)),
        ("digitalocean", "DIGITALOCEAN_TOKEN", "dop_v1_" + g.hexs(rng, 64)),
        ("shopify", "SHOPIFY_ACCESS_TOKEN", "shpat_" + g.hexs(rng, 32)),
        (
            "atlassian",
            "JIRA_API_TOKEN",
            "ATATT3xFfGF0" + t(rng, 170, AN + "-_=")[:180] + "=" + g.hexs(rng, 8).upper(),
        ),
        ("notion", "NOTION_TOKEN", "ntn_" + t(rng, 46)),
        ("notion", "NOTION_TOKEN", "secret_" + t(rng, 43)),
        ("linear", "LINEAR_API_KEY", "lin_api_" + t(rng, 40)),
        ("datadog", "DD_API_KEY", g.hexs(rng, 32)),
        ("mapbox", "MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + t(rng, 60) + "." + t(rng, 22, AN + "-_")),
        ("cloudflare", "CLOUDFLARE_API_TOKEN", t(rng, 40, AN + "-_")),
        ("vercel", "VERCEL_TOKEN", t(rng, 24)),
        ("square", "SQUARE_ACCESS_TOKEN", "EAAA" + t(rng, 60, AN + "-_")),
        (
            "braintree",
            "BRAINTREE_TOKEN",
            "access_token$production$" + t(rng, 16, LOW) + "$" + g.hexs(rng, 32),
        ),
        (
            "mercadopago",
            "MP_ACCESS_TOKEN",
            f"APP_USR-{rng.randint(10**15, 10**16)}-{rng.randint(100000, 999999)}-{g.hexs(rng, 32)}-{rng.randint(10**8, 10**9)}",
        ),
        ("conekta", "CONEKTA_PRIVATE_KEY", "key_" + t(rng, 27)),
        ("openpay", "OPENPAY_PRIVATE_KEY", "sk_" + g.hexs(rng, 32)),
        (
            "telegram",
            "TELEGRAM_BOT_TOKEN",
            f"{rng.randint(10**9, 10**10)}:AA{t(rng, 33, AN + '-_')}",
        ),
        ("openrouter", "OPENROUTER_API_KEY", "sk-or-v1-" + g.hexs(rng, 64)),
        ("brave", "BRAVE_API_KEY", "BSA" + t(rng, 28)),
        ("serpapi", "SERPAPI_KEY", g.hexs(rng, 64)),
        ("serper", "SERPER_API_KEY", g.hexs(rng, 40)),
        ("exa", "EXA_API_KEY", g.uuid4(rng)),
        ("jina", "JINA_API_KEY", "jina_" + g.hexs(rng, 32) + t(rng, 28)),
        ("mistral", "MISTRAL_API_KEY", t(rng, 32)),
        ("cohere", "COHERE_API_KEY", t(rng, 40)),
        ("deepseek", "DEEPSEEK_API_KEY", "sk-" + g.hexs(rng, 32)),
        ("azure-openai", "AZURE_OPENAI_API_KEY", g.hexs(rng, 32)),
        ("sentry", "SENTRY_AUTH_TOKEN", "sntrys_" + t(rng, 60)),
        ("postman", "POSTMAN_API_KEY", "PMAK-" + g.hexs(rng, 24) + "-" + g.hexs(rng, 34)),
        ("doppler", "DOPPLER_TOKEN", "dp.st.prd." + t(rng, 43)),
        ("heroku", "HEROKU_API_KEY", g.uuid4(rng)),
        ("algolia", "ALGOLIA_ADMIN_KEY", g.hexs(rng, 32)),
        ("pinecone", "PINECONE_API_KEY", "pcsk_" + t(rng, 6) + "_" + t(rng, 60)),
        ("langsmith", "LANGSMITH_API_KEY", "lsv2_pt_" + g.hexs(rng, 32) + "_" + g.hexs(rng, 10)),
        ("supabase", "SUPABASE_SERVICE_ROLE_KEY", "sb_secret_" + t(rng, 40, AN + "-_")),
        ("facebook", "FB_ACCESS_TOKEN", "EAAG" + t(rng, 120)),
        ("gcp", "GOOGLE_OAUTH_CLIENT_SECRET", "GOCSPX-" + t(rng, 28, AN + "-_")),
        ("google", "GOOGLE_REFRESH_TOKEN", "1//0" + t(rng, 99, AN + "-_")),
        ("google", "GOOGLE_ACCESS_TOKEN", "ya29." + t(rng, 120, AN + "-_")),
    ]


def E(kind, lang, form, value, line, where, header=None):
    e = {
        "kind": kind,
        "family": "secret",
        "lang": lang,
        "form": form,
        "value": value,
        "line": line,
        "where": where,
    }
    if header:
        e["header"] = header
    return e


def build(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    sh = shapes(rng)
    # every shape once in a rotating context (66), then a second pass for the first 40
    ctx = [
        ("api-key-env", lambda n, k: (f"{n}={k}", "data")),
        ("api-key-env", lambda n, k: (f"export {n}='{k}'", "data")),
        ("api-key-yaml", lambda n, k: (f"{n.lower()}: {k}", "data")),
        (
            "api-key-curl",
            lambda n, k: (
                f"curl -s https://api.example-vendor.io/v1/run -H 'Authorization: Bearer {k}' -d @body.json",
                "data",
            ),
        ),
        ("api-key-header", lambda n, k: ([k], "header")),
        (
            "api-key-error",
            lambda n, k: (f"401 Unauthorized: invalid credentials '{k}' for {n}", "data"),
        ),
        (
            "api-key-prose",
            lambda n, k: (f"<p>Para probar usa mi llave: {k} (no la compartas)</p>", "html"),
        ),
        ("api-key-json", lambda n, k: (f'{{"{n.lower()}": "{k}", "timeout": 30}}', "data")),
        (
            "api-key-query",
            lambda n, k: (
                f"https://api.example-vendor.io/search?q=tacos&api_key={k}&num=10",
                "data",
            ),
        ),
        ("api-key-ini", lambda n, k: (f"[default] {n.lower()} = {k}", "data")),
        ("api-key-python", lambda n, k: (f'client = Client(api_key="{k}")', "data")),
        ("api-key-toml", lambda n, k: (f'{n.lower()} = "{k}"', "data")),
        ("api-key-prose", lambda n, k: (f"<li>Token de producción ({n}): {k}</li>", "html")),
        (
            "api-key-docker",
            lambda n, k: (f"docker run -e {n}={k} ghcr.io/acme/crawler:1.4", "data"),
        ),
        ("api-key-log", lambda n, k: (f"DEBUG request headers={{'x-api-key': '{k}'}}", "data")),
    ]
    hdrs = ["Authorization", "X-Api-Key", "x-goog-api-key", "Api-Key", "X-Auth-Token"]
    n = 0
    for rnd in range(2):
        for i, (vendor, var, key) in enumerate(sh if rnd == 0 else sh[:44]):
            if rnd == 1:
                key = shapes(rng)[i][2]
            kind, f = ctx[(i + rnd * 7) % len(ctx)]
            line, where = f(var, key)
            lang = "es" if where == "html" else "en"
            hdr = None
            if where == "header":
                hdr = hdrs[n % len(hdrs)]
                if hdr == "Authorization":
                    line = [f"Bearer {key}"]
            out.append(E(kind, lang, f"{vendor} key, {kind}", key, line, where, hdr))
            n += 1

    # generic shapes (≥ 22)
    for i in range(4):
        j = _jwt(rng)
        out.append(
            E(
                "jwt",
                "en",
                "JWT",
                j,
                [f"Bearer {j}"] if i % 2 == 0 else f"id_token={j}",
                "header" if i % 2 == 0 else "data",
                "Authorization" if i % 2 == 0 else None,
            )
        )
    for i in range(4):
        user, pw = (
            rng.choice(["admin", "deploy", "svc_crawler", "root"]),
            g.token(rng, 18, AN + "!#%*"),
        )
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        if i % 2 == 0:
            out.append(
                E("basic-auth", "en", "Basic header", b, [f"Basic {b}"], "header", "Authorization")
            )
        else:
            out.append(
                E(
                    "basic-auth",
                    "en",
                    "URL with user:password",
                    f"{user}:{pw}",
                    f"git clone https://{user}:{pw}@git.acme-interno.mx/infra/scrapers.git",
                    "data",
                )
            )
    conns = [
        lambda: f"postgresql://app_rw:{g.token(rng, 20)}@db-prod.acme.internal:5432/crm",
        lambda: (
            f"mongodb+srv://reporter:{g.token(rng, 16)}@cluster0.ab12c.mongodb.net/ventas?retryWrites=true"
        ),
        lambda: f"redis://:{g.token(rng, 24)}@cache-1.acme.internal:6379/0",
        lambda: f"mysql://wp:{g.token(rng, 14)}@10.0.4.12/wordpress",
        lambda: (
            f"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={g.token(rng, 86, AN + '+/')}==;EndpointSuffix=core.windows.net"
        ),
        lambda: f"amqp://worker:{g.token(rng, 18)}@rabbit.acme.internal:5672/",
        lambda: (
            f"Server=tcp:acme.database.windows.net,1433;User ID=sa_app;Password={g.token(rng, 16, AN + '!$')};Encrypt=True"
        ),
    ]
    for i, c in enumerate(conns):
        v = c()
        out.append(
            E(
                "connection-string",
                "en",
                "connection string with password",
                v,
                f"DATABASE_URL={v}" if i % 2 == 0 else f"<p>Cadena de conexión: {v}</p>",
                "data" if i % 2 == 0 else "html",
            )
        )
    for i in range(4):
        v = [
            f"sessionid={g.token(rng, 32, LOW)}",
            f"connect.sid=s%3A{g.token(rng, 32, AN)}.{g.token(rng, 43, AN + '%')}",
            f"_session_id={g.hexs(rng, 32)}",
            f"PHPSESSID={g.token(rng, 26, LOW)}",
        ][i]
        out.append(
            E(
                "cookie",
                "en",
                "session cookie",
                v,
                [f"{v}; Path=/; HttpOnly; Secure"] if i % 2 == 0 else f"Cookie: {v}; lang=es-MX",
                "header" if i % 2 == 0 else "data",
                "Set-Cookie" if i % 2 == 0 else None,
            )
        )
    for i in range(4):
        v = [
            f"https://hooks.slack.com/services/T{g.token(rng, 8, UP)}/B{g.token(rng, 10, UP)}/{g.token(rng, 24)}",
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{g.token(rng, 68, AN + '-_')}",
            f"https://acme.webhook.office.com/webhookb2/{g.uuid4(rng)}@{g.uuid4(rng)}/IncomingWebhook/{g.hexs(rng, 32)}/{g.uuid4(rng)}",
            f"https://hooks.zapier.com/hooks/catch/{rng.randint(10**6, 10**7)}/{g.token(rng, 6, LOW)}/",
        ][i]
        out.append(E("webhook-url", "en", "webhook URL", v, f"ALERT_WEBHOOK={v}", "data"))
    for i in range(3):
        body = g.token(rng, 64, AN + "+/")
        kind = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY"][i]
        pem = f"-----BEGIN {kind}-----\\n{body}\\n{g.token(rng, 64, AN + '+/')}\\n-----END {kind}-----"
        v = f"-----BEGIN {kind}-----"
        out.append(
            E(
                "private-key",
                "en",
                "PEM private key, escaped in one line",
                v,
                f"private_key: {pem}",
                "data",
            )
        )
    for i in range(3):
        pw = g.token(rng, 14, AN + "!@#")
        v = pw
        line = [
            f"DB_PASSWORD={pw}",
            f"smtp: {{host: smtp.acme.mx, user: notificaciones, password: {pw}}}",
            f"<p>La contraseña del wifi de la oficina del director es {pw}</p>",
        ][i]
        out.append(
            E(
                "password",
                "es" if i == 2 else "en",
                "password in config/prose",
                v,
                line,
                "html" if i == 2 else "data",
            )
        )
    for _i in range(2):
        v = g.token(rng, 40, AN)
        out.append(
            E(
                "client-secret",
                "en",
                "OAuth client_secret",
                v,
                f"client_id=8891-web.apps&client_secret={v}&grant_type=refresh_token",
                "data",
            )
        )
    return out
