"""Secrets of corpus 12: vendor keys and tokens (random bodies in each vendor's published
shape), passwords, connection strings, webhooks, JWTs, private keys, cookies, Basic/Bearer
credentials, and public-by-design keys used outside their browser initialiser."""

# ruff: noqa: E501, E731, B007
# (data modules: long literal lines and short lambdas are the content itself)

from __future__ import annotations

import base64
import json
import random
from typing import Any

import ids
from ids import ALNUM, B64URL, HEX, LOWER_NUM, UPPER_NUM, rand


def S(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, form, value, text)
    return {
        "kind": kind,
        "family": "secret",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def _b64(d: dict[str, Any]) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    )


def jwt(r: random.Random, payload: dict[str, Any], alg: str = "HS256") -> str:
    return f"{_b64({'alg': alg, 'typ': 'JWT'})}.{_b64(payload)}.{rand(r, 43, B64URL)}"


def vendor_keys(r: random.Random) -> list[tuple[str, str, str]]:
    """(vendor, env name, key) in each vendor's published shape, random bodies."""
    return [
        (
            "OpenAI project key",
            "OPENAI_API_KEY",
            "sk-proj-" + rand(r, 74, B64URL) + "T3BlbkFJ" + rand(r, 20, B64URL),
        ),
        (
            "OpenAI service account key",
            "OPENAI_API_KEY",
            "sk-svcacct-" + rand(r, 60, B64URL) + "T3BlbkFJ" + rand(r, 20, B64URL),
        ),
        ("OpenAI admin key", "OPENAI_ADMIN_KEY", "sk-admin-" + rand(r, 70, B64URL)),
        ("Anthropic key", "ANTHROPIC_API_KEY", "sk-ant-api03-" + rand(r, 93, B64URL) + "AA"),
        (
            "Anthropic admin key",
            "ANTHROPIC_ADMIN_KEY",
            "sk-ant-admin01-" + rand(r, 93, B64URL) + "AA",
        ),
        ("Google API key", "GEMINI_API_KEY", "AIza" + rand(r, 35, B64URL)),
        ("Google OAuth client secret", "GOOGLE_CLIENT_SECRET", "GOCSPX-" + rand(r, 28, B64URL)),
        ("Google OAuth access token", "GOOGLE_ACCESS_TOKEN", "ya29.a0" + rand(r, 120, B64URL)),
        ("GitHub classic PAT", "GITHUB_TOKEN", "ghp_" + rand(r, 36)),
        (
            "GitHub fine-grained PAT",
            "GH_TOKEN",
            "github_pat_11" + rand(r, 20, UPPER_NUM) + "_" + rand(r, 59),
        ),
        ("GitHub app token", "GITHUB_APP_TOKEN", "ghs_" + rand(r, 36)),
        ("GitLab PAT", "GITLAB_TOKEN", "glpat-" + rand(r, 20, B64URL)),
        (
            "Slack bot token",
            "SLACK_BOT_TOKEN",
            f"xoxb-{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-{rand(r, 24)}",
        ),
        (
            "Slack user token",
            "SLACK_USER_TOKEN",
            f"xoxp-{r.randint(10**11, 10**12)}-{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-{rand(r, 32, HEX)}",
        ),
        (
            "Slack app token",
            "SLACK_APP_TOKEN",
            f"xapp-1-A0{rand(r, 9, UPPER_NUM)}-{r.randint(10**12, 10**13)}-{rand(r, 64, HEX)}",
        ),
        ("Stripe secret key", "STRIPE_SECRET_KEY", "sk_live_51" + rand(r, 97)),
        ("Stripe restricted key", "STRIPE_RESTRICTED_KEY", "rk_live_51" + rand(r, 97)),
        ("Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", "whsec_" + rand(r, 32)),
        ("Twilio API key secret", "TWILIO_API_KEY", "SK" + rand(r, 32, HEX)),
        (
            "SendGrid key",
            "SENDGRID_API_KEY",
            "SG." + rand(r, 22, B64URL) + "." + rand(r, 43, B64URL),
        ),
        ("Mailgun key", "MAILGUN_API_KEY", "key-" + rand(r, 32, HEX)),
        ("Mailchimp key", "MAILCHIMP_API_KEY", rand(r, 32, HEX) + "-us21"),
        (
            "AWS access key id",
            "AWS_ACCESS_KEY_ID",
            "AKIA" + rand(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        ),
        ("AWS secret access key", "AWS_SECRET_ACCESS_KEY", rand(r, 40, ALNUM + "/+")),
        (
            "AWS session token id",
            "AWS_ACCESS_KEY_ID",
            "ASIA" + rand(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        ),
        ("Hugging Face token", "HF_TOKEN", "hf_" + rand(r, 34, ALNUM)),
        ("Tavily key", "TAVILY_API_KEY", "tvly-dev-" + rand(r, 32, ALNUM)),
        ("Tavily prod key", "TAVILY_API_KEY", "tvly-prod-" + rand(r, 32, ALNUM)),
        ("Firecrawl key", "FIRECRAWL_API_KEY", "fc-" + rand(r, 32, HEX)),
        ("Brave Search key", "BRAVE_API_KEY", "BSA" + rand(r, 28, ALNUM + "-_")),
        ("Serper key", "SERPER_API_KEY", rand(r, 40, HEX)),
        ("Perplexity key", "PERPLEXITY_API_KEY", "pplx-" + rand(r, 48, ALNUM)),
        ("Groq key", "GROQ_API_KEY", "gsk_" + rand(r, 52, ALNUM)),
        ("Replicate token", "REPLICATE_API_TOKEN", "r8_" + rand(r, 37, ALNUM)),
        ("Mistral key", "MISTRAL_API_KEY", rand(r, 32, ALNUM)),
        ("Cohere key", "CO_API_KEY", rand(r, 40, ALNUM)),
        ("xAI key", "XAI_API_KEY", "xai-" + rand(r, 80, ALNUM)),
        ("OpenRouter key", "OPENROUTER_API_KEY", "sk-or-v1-" + rand(r, 64, HEX)),
        ("DeepSeek key", "DEEPSEEK_API_KEY", "sk-" + rand(r, 32, HEX)),
        ("Notion integration token", "NOTION_TOKEN", "ntn_" + rand(r, 46, ALNUM)),
        ("Airtable PAT", "AIRTABLE_TOKEN", "pat" + rand(r, 14, ALNUM) + "." + rand(r, 64, HEX)),
        ("Linear key", "LINEAR_API_KEY", "lin_api_" + rand(r, 40, ALNUM)),
        ("Shopify admin token", "SHOPIFY_ACCESS_TOKEN", "shpat_" + rand(r, 32, HEX)),
        ("npm token", "NPM_TOKEN", "npm_" + rand(r, 36, ALNUM)),
        ("PyPI token", "PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rand(r, 70, B64URL)),
        ("Doppler token", "DOPPLER_TOKEN", "dp.st.prd." + rand(r, 43, ALNUM)),
        ("New Relic user key", "NEW_RELIC_API_KEY", "NRAK-" + rand(r, 27, UPPER_NUM)),
        ("Sentry user auth token", "SENTRY_AUTH_TOKEN", "sntryu_" + rand(r, 64, HEX)),
        ("Postman key", "POSTMAN_API_KEY", "PMAK-" + rand(r, 24, HEX) + "-" + rand(r, 34, HEX)),
        (
            "Atlassian API token",
            "JIRA_API_TOKEN",
            "ATATT3xFfGF0" + rand(r, 170, B64URL) + "=" + rand(r, 8, UPPER_NUM),
        ),
        ("DigitalOcean token", "DIGITALOCEAN_TOKEN", "dop_v1_" + rand(r, 64, HEX)),
        (
            "Mapbox secret token",
            "MAPBOX_SECRET_TOKEN",
            "sk.eyJ1IjoiYmVuY2gtbXgiLCJhIjoi" + rand(r, 30, ALNUM) + "In0." + rand(r, 22, B64URL),
        ),
        (
            "Telegram bot token",
            "TELEGRAM_BOT_TOKEN",
            f"{r.randint(10**9, 7 * 10**9)}:AA{rand(r, 33, B64URL)}",
        ),
        ("Dropbox token", "DROPBOX_TOKEN", "sl.B" + rand(r, 130, B64URL)),
        ("Azure OpenAI key", "AZURE_OPENAI_API_KEY", rand(r, 32, HEX)),
        ("Exa key", "EXA_API_KEY", ids.uuid4(r)),
        ("Jina key", "JINA_API_KEY", "jina_" + rand(r, 60, ALNUM)),
        ("Cloudflare API token", "CLOUDFLARE_API_TOKEN", rand(r, 40, ALNUM + "_-")),
        ("Vercel token", "VERCEL_TOKEN", rand(r, 24, ALNUM)),
        ("Supabase secret key", "SUPABASE_SECRET_KEY", "sb_secret_" + rand(r, 31, B64URL)),
        (
            "Pinecone key",
            "PINECONE_API_KEY",
            "pcsk_" + rand(r, 5, ALNUM) + "_" + rand(r, 60, ALNUM),
        ),
        (
            "LangSmith key",
            "LANGSMITH_API_KEY",
            "lsv2_pt_" + rand(r, 32, HEX) + "_" + rand(r, 10, HEX),
        ),
        ("Conekta private key", "CONEKTA_PRIVATE_KEY", "key_" + rand(r, 27, ALNUM)),
        (
            "Mercado Pago access token",
            "MP_ACCESS_TOKEN",
            f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}-{rand(r, 32, HEX)}-{r.randint(10**8, 10**9)}",
        ),
        (
            "Clip API key",
            "CLIP_SECRET",
            rand(r, 8, HEX)
            + "-"
            + rand(r, 4, HEX)
            + "-"
            + rand(r, 4, HEX)
            + "-"
            + rand(r, 4, HEX)
            + "-"
            + rand(r, 12, HEX),
        ),
        ("SerpApi key", "SERPAPI_API_KEY", rand(r, 64, HEX)),
        ("Bing subscription key", "BING_SEARCH_KEY", rand(r, 32, HEX)),
        ("Google CSE key", "GOOGLE_CSE_KEY", "AIza" + rand(r, 35, B64URL)),
        ("Datadog API key", "DD_API_KEY", rand(r, 32, HEX)),
        ("Algolia admin key", "ALGOLIA_ADMIN_KEY", rand(r, 32, HEX)),
        ("Twilio auth token", "TWILIO_AUTH_TOKEN", rand(r, 32, HEX)),
    ]


def _keys(r: random.Random) -> list[dict[str, Any]]:
    out = []
    keys = vendor_keys(r)
    r.shuffle(keys)
    contexts = [
        ("api-key-env", "en", "env line", lambda v, e, k: f"{e}={k}"),
        ("api-key-env", "en", "export line", lambda v, e, k: f'export {e}="{k}"'),
        (
            "api-key-env",
            "en",
            "docker -e flag",
            lambda v, e, k: f"docker run -e {e}={k} ghcr.io/bench/runner:latest",
        ),
        ("api-key-config", "en", "YAML-ish config line", lambda v, e, k: f"api_key: {k}  # {v}"),
        (
            "api-key-code",
            "en",
            "Python client call",
            lambda v, e, k: f'client = Client(api_key="{k}", timeout=30)',
        ),
        (
            "api-key-code",
            "en",
            "JS server code",
            lambda v, e, k: f"const client = new Client({{ apiKey: '{k}' }}); // server.ts",
        ),
        (
            "api-key-log",
            "en",
            "debug log",
            lambda v, e, k: f"DEBUG http.client: using credential {k} for {v}",
        ),
        (
            "api-key-curl",
            "en",
            "curl header",
            lambda v, e, k: (
                f"curl -s https://api.example.net/v1/search -H 'Authorization: Bearer {k}' -d '{{}}'"
            ),
        ),
        (
            "api-key-query",
            "en",
            "query string",
            lambda v, e, k: f"https://api.example.net/v1/search?q=sk&api_key={k}&count=10",
        ),
        (
            "api-key-error",
            "en",
            "error message",
            lambda v, e, k: (
                f"AuthenticationError: Incorrect API key provided: {k}. You can find your API key at the dashboard."
            ),
        ),
        (
            "api-key-prose",
            "es",
            "Spanish prose",
            lambda v, e, k: f"Te paso la llave de {v} para el bench: {k} — no la subas al repo",
        ),
        (
            "api-key-prose",
            "pt",
            "Portuguese prose",
            lambda v, e, k: f"A chave do {v} que usei ontem é {k}, troca depois",
        ),
        (
            "api-key-prose",
            "en",
            "chat message",
            lambda v, e, k: f"[#bench] @ana here's the {v}: {k}",
        ),
        (
            "api-key-prose",
            "es",
            "ticket comment",
            lambda v, e, k: f"Comentario del ticket: se rotó la clave; la nueva es {k} ({v})",
        ),
        ("api-key-code", "en", "TOML secrets", lambda v, e, k: f'[secrets] {e.lower()} = "{k}"'),
        (
            "api-key-log",
            "es",
            "traceback locals",
            lambda v, e, k: (
                f"  File \"bench/run.py\", line 88, in main  headers={{'x-api-key': '{k}'}}"
            ),
        ),
        ("api-key-code", "en", "Jupyter cell", lambda v, e, k: f'os.environ["{e}"] = "{k}"'),
        (
            "api-key-prose",
            "en",
            "English prose",
            lambda v, e, k: f"Use my {v} for now, it's {k}, I'll revoke it Friday.",
        ),
        ("api-key-env", "en", "GitHub Actions env", lambda v, e, k: f"env: {{ {e}: {k} }}"),
        (
            "api-key-curl",
            "en",
            "curl -u key",
            lambda v, e, k: f"curl -u {k}: https://api.example.net/v1/charges",
        ),
    ]
    for i, (vendor, env, key) in enumerate(keys):
        kind, lang, form, fn = contexts[i % len(contexts)]
        out.append(S(kind, lang, f"{vendor}, {form}", key, fn(vendor, env, key)))
    return out


def _headers(r: random.Random) -> list[dict[str, Any]]:
    out = []
    H = [
        (
            "Authorization",
            lambda: "Bearer " + rand(r, 40, ALNUM + "._-"),
            "opaque bearer token",
            "bearer-token",
        ),
        (
            "x-api-key",
            lambda: "sk-ant-api03-" + rand(r, 93, B64URL) + "AA",
            "Anthropic key in x-api-key",
            "api-key-header",
        ),
        (
            "X-Subscription-Token",
            lambda: "BSA" + rand(r, 28, ALNUM),
            "Brave token header",
            "api-key-header",
        ),
        (
            "Ocp-Apim-Subscription-Key",
            lambda: rand(r, 32, HEX),
            "Bing subscription key header",
            "api-key-header",
        ),
        (
            "Cookie",
            lambda: f"session={rand(r, 48, B64URL)}; csrftoken={rand(r, 32, ALNUM)}",
            "session cookie",
            "cookie",
        ),
        (
            "Set-Cookie",
            lambda: (
                f"__Secure-next-auth.session-token={rand(r, 60, B64URL)}; Path=/; HttpOnly; Secure"
            ),
            "Set-Cookie session",
            "cookie",
        ),
        (
            "X-Goog-Api-Key",
            lambda: "AIza" + rand(r, 35, B64URL),
            "Google key header",
            "api-key-header",
        ),
        ("api-key", lambda: rand(r, 32, HEX), "Azure OpenAI api-key header", "api-key-header"),
        (
            "Proxy-Authorization",
            lambda: "Basic " + base64.b64encode(f"bench:{rand(r, 14)}".encode()).decode(),
            "Basic proxy credentials",
            "basic-auth",
        ),
        ("X-Auth-Token", lambda: rand(r, 64, HEX), "hex auth token", "api-key-header"),
        ("Authorization", lambda: "Token " + rand(r, 40, HEX), "Token scheme", "bearer-token"),
        (
            "X-Firecrawl-Key",
            lambda: "fc-" + rand(r, 32, HEX),
            "Firecrawl key header",
            "api-key-header",
        ),
    ]
    for name, g, form, kind in H:
        v = g()
        out.append(
            S(kind, "en", f"recorded header {name}: {form}", v, v, header=name, where="header")
        )
    return out


def _misc(r: random.Random) -> list[dict[str, Any]]:
    out = []
    pw = lambda: (
        rand(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ")
        + rand(r, 5, "abcdefghijkmnpqrstuvwxyz")
        + rand(r, 3, "23456789")
        + r.choice("!#$%*")
    )
    # passwords
    P = [
        (
            "es",
            "contraseña en un mensaje",
            lambda p: f"Ya quedó el acceso al panel: usuario admin, contraseña {p}",
        ),
        (
            "en",
            "password in a log",
            lambda p: f"WARN login attempt user=ops password={p} from 10.0.3.7",
        ),
        ("pt", "senha em prosa", lambda p: f"A senha do servidor de staging é {p}"),
        ("en", "DB_PASSWORD env", lambda p: f"DB_PASSWORD={p}"),
        (
            "es",
            "clave en configuración",
            lambda p: f"smtp: {{ host: smtp.gmail.com, user: facturas.bench, pass: {p} }}",
        ),
        ("en", "password flag in a command", lambda p: f"mysql -h db.internal -u root -p{p} bench"),
        ("es", "pwd en un correo", lambda p: f"Pwd temporal del VPN: {p} (cámbiala al entrar)"),
        (
            "en",
            "JSON-in-string credentials",
            lambda p: f"{{'username': 'svc-bench', 'password': '{p}'}}",
        ),
        ("es", "clave del Wi-Fi de la oficina", lambda p: f"Red: BENCH-5G / clave: {p}"),
        ("en", "htpasswd-like", lambda p: f"deploy:{p}"),
    ]
    for lang, form, fn in P:
        p = pw()
        out.append(S("password", lang, form, p, fn(p)))
    # connection strings
    C = [
        (
            "mongodb+srv",
            lambda: (
                f"mongodb+srv://bench:{pw()}@cluster0.{rand(r, 5, LOWER_NUM)}.mongodb.net/search?retryWrites=true"
            ),
        ),
        (
            "postgres",
            lambda: (
                f"postgresql://fg_user:{pw()}@db.{rand(r, 20, LOWER_NUM)}.supabase.co:5432/postgres"
            ),
        ),
        (
            "redis",
            lambda: f"rediss://default:{rand(r, 32, ALNUM)}@usw1-bench-31337.upstash.io:6379",
        ),
        ("mysql", lambda: f"mysql://root:{pw()}@10.0.0.12:3306/crm"),
        ("amqp", lambda: f"amqps://worker:{pw()}@rabbit.internal:5671/%2F"),
        (
            "Azure storage",
            lambda: (
                f"DefaultEndpointsProtocol=https;AccountName=benchstore;AccountKey={rand(r, 86, ALNUM + '+/')}==;EndpointSuffix=core.windows.net"
            ),
        ),
        (
            "SQL Server ADO",
            lambda: (
                f"Server=tcp:bench.database.windows.net,1433;User ID=sa;Password={pw()};Encrypt=True"
            ),
        ),
        (
            "URL with credentials",
            lambda: f"https://deploy:{pw()}@git.example-mx.com/bench/fixtures.git",
        ),
    ]
    for i, (form, g) in enumerate(C):
        v = g()
        lang = ["en", "es", "en", "pt", "en", "en", "es", "en"][i]
        t = {
            "en": f"DATABASE_URL={v}" if i % 2 == 0 else f"connecting to {v} ...",
            "es": f"Cadena de conexión: {v}",
            "pt": f"String de conexão: {v}",
        }[lang]
        out.append(S("connection-string", lang, form, v, t))
    # webhooks
    W = [
        (
            "Slack webhook",
            f"https://hooks.slack.com/services/T0{rand(r, 9, UPPER_NUM)}/B0{rand(r, 9, UPPER_NUM)}/{rand(r, 24)}",
        ),
        (
            "Discord webhook",
            f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{rand(r, 68, B64URL)}",
        ),
        (
            "Teams webhook",
            f"https://benchmx.webhook.office.com/webhookb2/{ids.uuid4(r)}@{ids.uuid4(r)}/IncomingWebhook/{rand(r, 32, HEX)}/{ids.uuid4(r)}",
        ),
        (
            "Zapier hook",
            f"https://hooks.zapier.com/hooks/catch/{r.randint(1000000, 9999999)}/{rand(r, 6, LOWER_NUM)}/",
        ),
        (
            "Google Chat webhook",
            f"https://chat.googleapis.com/v1/spaces/AAAA{rand(r, 7)}/messages?key=AIza{rand(r, 35, B64URL)}&token={rand(r, 43, B64URL)}",
        ),
        (
            "Slack workflow trigger",
            f"https://hooks.slack.com/triggers/T0{rand(r, 9, UPPER_NUM)}/{r.randint(10**12, 10**13)}/{rand(r, 32, HEX)}",
        ),
    ]
    for i, (form, v) in enumerate(W):
        t = [
            f"ALERT_WEBHOOK={v}",
            f"Notificaciones del bench van a {v}",
            f"POST {v} 200 ok",
            f"webhook: {v}",
            f"O alerta usa {v}",
            f"Trigger del flujo: {v}",
        ][i]
        lang = ["en", "es", "en", "en", "pt", "es"][i]
        out.append(S("webhook-url", lang, form, v, t))
    # JWTs and public-by-design keys out of place
    j1 = jwt(
        r,
        {
            "sub": f"user_{rand(r, 12)}",
            "iat": 1717000000,
            "exp": 1717003600,
            "scope": "search:write",
        },
    )
    j2 = jwt(
        r,
        {
            "iss": "supabase",
            "ref": rand(r, 20, "abcdefghijklmnopqrst"),
            "role": "service_role",
            "iat": 1710000000,
            "exp": 2025576000,
        },
    )
    j3 = jwt(r, {"sub": "svc-bench", "aud": "api.example-mx.com", "iat": 1719000000}, "RS256")
    j4 = jwt(
        r,
        {
            "iss": "supabase",
            "ref": rand(r, 20, "abcdefghijklmnopqrst"),
            "role": "anon",
            "iat": 1710000000,
            "exp": 2025576000,
        },
    )
    out += [
        S("jwt", "en", "JWT in a log line", j1, f"INFO token refreshed access_token={j1}"),
        S("jwt", "en", "Supabase service_role JWT in env", j2, f"SUPABASE_SERVICE_ROLE_KEY={j2}"),
        S("jwt", "es", "JWT in a chat message", j3, f"Usa este token mientras: {j3}"),
        S(
            "public-key-misplaced",
            "en",
            "Supabase anon JWT in a curl header",
            j4,
            f'curl https://{rand(r, 20, "abcdefghijklmnopqrst")}.supabase.co/rest/v1/leads -H "apikey: {j4}"',
        ),
    ]
    dsn = f"https://{rand(r, 32, HEX)}@o{r.randint(100000, 999999)}.ingest.us.sentry.io/{r.randint(1000000, 9999999)}"
    alg = rand(r, 32, HEX)
    mb = "pk.eyJ1IjoiYmVuY2gtbXgiLCJhIjoi" + rand(r, 30, ALNUM) + "In0." + rand(r, 22, B64URL)
    spk = "pk_live_51" + rand(r, 97)
    dsn2 = f"https://{rand(r, 32, HEX)}@o{r.randint(100000, 999999)}.ingest.sentry.io/{r.randint(1000000, 9999999)}"
    out += [
        S("public-key-misplaced", "en", "Sentry DSN in a plain env line", dsn, f"SENTRY_DSN={dsn}"),
        S(
            "public-key-misplaced",
            "en",
            "Algolia search-only key in a server log",
            alg,
            f'algolia.search app=LATENCY key={alg} index=prod_products q="taladro"',
        ),
        S(
            "public-key-misplaced",
            "es",
            "Mapbox pk. token in a chat message",
            mb,
            f"Ahí va el token de Mapbox: {mb}",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Stripe pk_live_ in running text",
            spk,
            f"The live key we use is {spk}, same as the dashboard.",
        ),
        S(
            "public-key-misplaced",
            "pt",
            "Sentry DSN in a server SDK call",
            dsn2,
            f'sentry_sdk.init(dsn="{dsn2}", traces_sample_rate=1.0)',
        ),
    ]
    # basic auth
    for i in range(6):
        user, p = r.choice(["admin", "bench", "ops", "api"]), pw()
        b = base64.b64encode(f"{user}:{p}".encode()).decode()
        forms = [
            (
                "en",
                "Basic header in a curl command",
                b,
                f"curl -H 'Authorization: Basic {b}' https://api.example-mx.com/v1/export",
            ),
            (
                "en",
                "curl -u user:pass",
                f"{user}:{p}",
                f"curl -u {user}:{p} https://registry.example-mx.com/v2/_catalog",
            ),
            (
                "es",
                "Basic in a log line",
                b,
                f"proxy 407 -> reintentando con Authorization: Basic {b}",
            ),
            ("en", "requests auth tuple", p, f'requests.get(url, auth=("{user}", "{p}"))'),
            ("pt", "credenciais em prosa", f"{user}:{p}", f"Credenciais do proxy: {user}:{p}"),
            (
                "en",
                "wget --password",
                p,
                f"wget --user={user} --password={p} https://files.example-mx.com/dump.sql.gz",
            ),
        ]
        lang, form, v, t = forms[i]
        out.append(S("basic-auth", lang, form, v, t))
    # bearer in prose/logs
    for i in range(5):
        tok = rand(r, 48, ALNUM)
        t = [
            ("en", "Bearer in a log", f"-> GET /v1/me Authorization: Bearer {tok}"),
            ("es", "Bearer en un mensaje", f"Ponle en el header Bearer {tok} y ya jala"),
            (
                "en",
                "access_token in a query",
                f"https://graph.facebook.com/v19.0/me?access_token=EAAG{tok}",
            ),
            ("en", "refresh_token in JSON string", f'{{"refresh_token": "1//0g{tok}"}}'),
            ("pt", "token em prosa", f"O token de acesso é {tok}"),
        ][i]
        v = ("EAAG" + tok) if i == 2 else (("1//0g" + tok) if i == 3 else tok)
        out.append(S("bearer-token", t[0], t[1], v, t[2]))
    # cookies in text
    for i in range(4):
        c = rand(r, 40, ALNUM)
        t = [
            (
                "en",
                "curl -b cookie",
                f"sessionid={c}",
                "curl -b '{v}; lang=es' https://panel.example-mx.com/",
            ),
            (
                "es",
                "cookie en un mensaje",
                f"PHPSESSID={c[:26].lower()}",
                "copié la cookie de mi sesión: {v}",
            ),
            (
                "en",
                "Set-Cookie in a log",
                f"connect.sid=s%3A{c}",
                "Set-Cookie: {v}; Path=/; HttpOnly",
            ),
            ("pt", "cookie em prosa", f"_session_id={c}", "Cole isto no navegador: {v}"),
        ][i]
        v = t[2]
        text = t[3].format(v=v)
        out.append(S("cookie", t[0], t[1], v, text))
    # private keys
    for i, (label, lang) in enumerate(
        [
            ("RSA PRIVATE KEY", "en"),
            ("PRIVATE KEY", "en"),
            ("OPENSSH PRIVATE KEY", "en"),
            ("EC PRIVATE KEY", "es"),
            ("ENCRYPTED PRIVATE KEY", "pt"),
        ]
    ):
        head = f"-----BEGIN {label}-----"
        body = "\n".join(rand(r, 64, ALNUM + "+/") for _ in range(4))
        pem = f"{head}\n{body}\n-----END {label}-----"
        html = f"<pre>{head}\n{body}\n-----END {label}-----</pre>"
        out.append(S("private-key", lang, f"PEM {label}", head, pem, html=html))
    # GCP service account JSON as a string (literal backslash-n inside, as in a .json file)
    kb = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rand(r, 40, ALNUM + "+/")
    sa = (
        '{"type": "service_account", "project_id": "bench-mx", "private_key": '
        '"-----BEGIN PRIVATE KEY-----\\n' + kb + '\\n-----END PRIVATE KEY-----\\n", '
        '"client_email": "runner@bench-mx.iam.gserviceaccount.com"}'
    )
    out.append(S("cloud-key", "en", "GCP service account JSON, private_key body", kb, sa))
    # a secret key under a front-end prefix is still a secret
    k1 = "sk-proj-" + rand(r, 74, B64URL) + "T3BlbkFJ" + rand(r, 20, B64URL)
    k2 = "sk_live_51" + rand(r, 97)
    out.append(
        S(
            "api-key-env",
            "en",
            "secret key under NEXT_PUBLIC_ prefix",
            k1,
            f"NEXT_PUBLIC_OPENAI_API_KEY={k1}",
        )
    )
    out.append(S("api-key-env", "en", "secret key under VITE_ prefix", k2, f"VITE_STRIPE_KEY={k2}"))
    return out


def _extras(r: random.Random) -> list[dict[str, Any]]:
    out = []
    t = f"{r.randint(10**9, 7 * 10**9)}:AA{rand(r, 33, B64URL)}"
    out.append(
        S(
            "api-key-url",
            "en",
            "Telegram bot token in a URL path",
            t,
            f"POST https://api.telegram.org/bot{t}/sendMessage 200",
        )
    )
    k = "AIza" + rand(r, 35, B64URL)
    out.append(
        S(
            "api-key-query",
            "en",
            "Gemini key in the request URI",
            k,
            f"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={k}",
        )
    )
    k = "sk-proj-" + rand(r, 74, B64URL) + "T3BlbkFJ" + rand(r, 20, B64URL)
    out.append(
        S("api-key-table", "es", "markdown table row", k, f"| OPENAI_API_KEY | {k} | producción |")
    )
    k = "tvly-dev-" + rand(r, 32, ALNUM)
    out.append(
        S(
            "api-key-config",
            "en",
            "Kubernetes secret stringData",
            k,
            f"stringData: {{ tavily-api-key: {k} }}",
        )
    )
    p = (
        rand(r, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ")
        + rand(r, 4, "abcdefghijkmnpqrstuvwxyz")
        + rand(r, 4, "23456789")
    )
    out.append(
        S(
            "password",
            "en",
            "password in a query string",
            p,
            f"GET /login?user=admin&password={p}&next=/dashboard 302",
        )
    )
    j = jwt(r, {"sub": "1487", "name": "ops", "role": "admin", "iat": 1720000000})
    out.append(
        S(
            "jwt",
            "en",
            "Bearer JWT in a recorded header",
            "Bearer " + j,
            "Bearer " + j,
            header="Authorization",
            where="header",
        )
    )
    k = "sk-ant-api03-" + rand(r, 93, B64URL) + "AA"
    out.append(
        S(
            "api-key-prose",
            "es",
            "key dictated in a voice-note transcript",
            k,
            f"Nota de voz transcrita: «la llave de Anthropic es {k}, cópiala tal cual»",
        )
    )
    k = "fc-" + rand(r, 32, HEX)
    out.append(
        S(
            "api-key-error",
            "pt",
            "key echoed in an error body",
            k,
            f"{{'error': 'Unauthorized: invalid token {k}'}}",
        )
    )
    return out


def entries(r: random.Random) -> list[dict[str, Any]]:
    return _keys(r) + _headers(r) + _misc(r) + _extras(r)
