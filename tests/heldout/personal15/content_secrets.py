# ruff: noqa: E501
"""Secrets (label ``secret``): invented keys, tokens, passwords, private keys, connection
strings, JWTs, webhooks, cookies and signed URLs, in many files and phrasings (corpus 15).

Every value is random in the provider's published shape; none is a working credential.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
from typing import Any

if __package__:
    from .ids import alnum, b64, b64url, hexstr, uuid4
    from .model import mk
else:  # run as a script from this folder
    from ids import alnum, b64, b64url, hexstr, uuid4  # type: ignore[no-redef]
    from model import mk  # type: ignore[no-redef]

S = "secret"
UP = string.ascii_uppercase + string.digits
DIG = string.digits


def _d(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(DIG) for _ in range(n))


# (provider, env var, header or None, value builder)
KEYS: list[tuple[str, str, str | None, Any]] = [
    (
        "OpenAI project key",
        "OPENAI_API_KEY",
        "Authorization",
        lambda r: "sk-proj-" + b64url(r, 74) + "T3BlbkFJ" + b64url(r, 74),
    ),
    (
        "OpenAI service-account key",
        "OPENAI_SVC_KEY",
        "Authorization",
        lambda r: "sk-svcacct-" + b64url(r, 74) + "T3BlbkFJ" + b64url(r, 74),
    ),
    (
        "OpenAI admin key",
        "OPENAI_ADMIN_KEY",
        "Authorization",
        lambda r: "sk-admin-" + b64url(r, 70) + "T3BlbkFJ" + b64url(r, 70),
    ),
    (
        "Anthropic API key",
        "ANTHROPIC_API_KEY",
        "x-api-key",
        lambda r: "sk-ant-api03-" + b64url(r, 93) + "AA",
    ),
    (
        "Anthropic admin key",
        "ANTHROPIC_ADMIN_KEY",
        "x-api-key",
        lambda r: "sk-ant-admin01-" + b64url(r, 93) + "AA",
    ),
    ("Groq key", "GROQ_API_KEY", "Authorization", lambda r: "gsk_" + alnum(r, 52)),
    ("Perplexity key", "PERPLEXITY_API_KEY", "Authorization", lambda r: "pplx-" + alnum(r, 48)),
    ("Replicate token", "REPLICATE_API_TOKEN", "Authorization", lambda r: "r8_" + alnum(r, 37)),
    ("Hugging Face token", "HF_TOKEN", "Authorization", lambda r: "hf_" + alnum(r, 34)),
    ("Fireworks key", "FIREWORKS_API_KEY", "Authorization", lambda r: "fw_" + alnum(r, 24)),
    ("Together AI key", "TOGETHER_API_KEY", "Authorization", lambda r: hexstr(r, 64)),
    ("DeepSeek key", "DEEPSEEK_API_KEY", "Authorization", lambda r: "sk-" + hexstr(r, 32)),
    ("Mistral key", "MISTRAL_API_KEY", "Authorization", lambda r: alnum(r, 32)),
    ("Cohere key", "CO_API_KEY", "Authorization", lambda r: alnum(r, 40)),
    ("Voyage AI key", "VOYAGE_API_KEY", "Authorization", lambda r: "pa-" + b64url(r, 43)),
    ("Tavily dev key", "TAVILY_API_KEY", "Authorization", lambda r: "tvly-dev-" + alnum(r, 32)),
    ("Tavily prod key", "TAVILY_API_KEY", "Authorization", lambda r: "tvly-prod-" + alnum(r, 32)),
    ("Firecrawl key", "FIRECRAWL_API_KEY", "Authorization", lambda r: "fc-" + hexstr(r, 32)),
    ("Exa key", "EXA_API_KEY", "x-api-key", lambda r: uuid4(r)),
    ("Serper key", "SERPER_API_KEY", "X-API-KEY", lambda r: hexstr(r, 40)),
    ("SerpAPI key", "SERPAPI_API_KEY", None, lambda r: hexstr(r, 64)),
    ("Brave Search key", "BRAVE_API_KEY", "X-Subscription-Token", lambda r: "BSA" + alnum(r, 27)),
    ("Jina key", "JINA_API_KEY", "Authorization", lambda r: "jina_" + hexstr(r, 32) + alnum(r, 28)),
    ("xAI key", "XAI_API_KEY", "Authorization", lambda r: "xai-" + alnum(r, 80)),
    (
        "Gemini key on a server",
        "GEMINI_API_KEY",
        "x-goog-api-key",
        lambda r: "AIza" + b64url(r, 35),
    ),
    (
        "OpenRouter key",
        "OPENROUTER_API_KEY",
        "Authorization",
        lambda r: "sk-or-v1-" + hexstr(r, 64),
    ),
    (
        "LangSmith key",
        "LANGSMITH_API_KEY",
        "x-api-key",
        lambda r: "lsv2_pt_" + hexstr(r, 32) + "_" + hexstr(r, 10),
    ),
    ("Langfuse secret key", "LANGFUSE_SECRET_KEY", None, lambda r: "sk-lf-" + uuid4(r)),
    (
        "Pinecone key",
        "PINECONE_API_KEY",
        "Api-Key",
        lambda r: "pcsk_" + alnum(r, 6) + "_" + alnum(r, 63),
    ),
    (
        "Cerebras key",
        "CEREBRAS_API_KEY",
        "Authorization",
        lambda r: "csk-" + alnum(r, 48, string.ascii_lowercase + DIG),
    ),
    ("ElevenLabs key", "ELEVENLABS_API_KEY", "xi-api-key", lambda r: "sk_" + hexstr(r, 48)),
    ("AssemblyAI key", "ASSEMBLYAI_API_KEY", "Authorization", lambda r: hexstr(r, 32)),
    ("Deepgram key", "DEEPGRAM_API_KEY", "Authorization", lambda r: hexstr(r, 40)),
    (
        "Stripe live secret key",
        "STRIPE_SECRET_KEY",
        "Authorization",
        lambda r: "sk_live_51" + alnum(r, 97),
    ),
    (
        "Stripe restricted key",
        "STRIPE_RESTRICTED_KEY",
        "Authorization",
        lambda r: "rk_live_51" + alnum(r, 97),
    ),
    (
        "Stripe webhook signing secret",
        "STRIPE_WEBHOOK_SECRET",
        None,
        lambda r: "whsec_" + alnum(r, 32),
    ),
    (
        "Conekta private key",
        "CONEKTA_PRIVATE_KEY",
        "Authorization",
        lambda r: "key_" + alnum(r, 25),
    ),
    ("Openpay private key", "OPENPAY_PRIVATE_KEY", None, lambda r: "sk_" + hexstr(r, 32)),
    (
        "Mercado Pago access token",
        "MP_ACCESS_TOKEN",
        "Authorization",
        lambda r: f"APP_USR-{_d(r, 16)}-{_d(r, 6)}-{hexstr(r, 32)}-{_d(r, 9)}",
    ),
    ("PayPal client secret", "PAYPAL_CLIENT_SECRET", None, lambda r: "E" + b64url(r, 79)),
    ("GitHub classic token", "GITHUB_TOKEN", "Authorization", lambda r: "ghp_" + alnum(r, 36)),
    (
        "GitHub fine-grained token",
        "GH_PAT",
        "Authorization",
        lambda r: "github_pat_11" + alnum(r, 20, UP) + "_" + alnum(r, 59),
    ),
    ("GitHub OAuth token", "GH_OAUTH_TOKEN", "Authorization", lambda r: "gho_" + alnum(r, 36)),
    ("GitLab token", "GITLAB_TOKEN", "PRIVATE-TOKEN", lambda r: "glpat-" + b64url(r, 20)),
    ("npm token", "NPM_TOKEN", None, lambda r: "npm_" + alnum(r, 36)),
    ("PyPI token", "PYPI_TOKEN", None, lambda r: "pypi-AgEIcHlwaS5vcmc" + b64url(r, 60)),
    ("Docker Hub token", "DOCKERHUB_TOKEN", None, lambda r: "dckr_pat_" + b64url(r, 27)),
    (
        "DigitalOcean token",
        "DIGITALOCEAN_TOKEN",
        "Authorization",
        lambda r: "dop_v1_" + hexstr(r, 64),
    ),
    ("Vercel token", "VERCEL_TOKEN", "Authorization", lambda r: alnum(r, 24)),
    ("Netlify token", "NETLIFY_AUTH_TOKEN", "Authorization", lambda r: "nfp_" + alnum(r, 36)),
    ("Heroku API key", "HEROKU_API_KEY", "Authorization", lambda r: uuid4(r)),
    ("Cloudflare API token", "CLOUDFLARE_API_TOKEN", "Authorization", lambda r: b64url(r, 40)),
    (
        "Doppler service token",
        "DOPPLER_TOKEN",
        "Authorization",
        lambda r: "dp.st.prd." + alnum(r, 43),
    ),
    ("HashiCorp Vault token", "VAULT_TOKEN", "X-Vault-Token", lambda r: "hvs." + b64url(r, 90)),
    (
        "Terraform Cloud token",
        "TFE_TOKEN",
        "Authorization",
        lambda r: alnum(r, 14) + ".atlasv1." + alnum(r, 67),
    ),
    (
        "Postman API key",
        "POSTMAN_API_KEY",
        "X-Api-Key",
        lambda r: "PMAK-" + hexstr(r, 24) + "-" + hexstr(r, 34),
    ),
    ("Linear API key", "LINEAR_API_KEY", "Authorization", lambda r: "lin_api_" + alnum(r, 40)),
    ("Notion integration token", "NOTION_TOKEN", "Authorization", lambda r: "ntn_" + alnum(r, 46)),
    (
        "Airtable personal access token",
        "AIRTABLE_TOKEN",
        "Authorization",
        lambda r: "pat" + alnum(r, 14) + "." + hexstr(r, 64),
    ),
    ("Figma token", "FIGMA_TOKEN", "X-Figma-Token", lambda r: "figd_" + b64url(r, 40)),
    (
        "Atlassian API token",
        "JIRA_API_TOKEN",
        None,
        lambda r: "ATATT3xFfGF0" + b64url(r, 170) + "=" + hexstr(r, 8).upper(),
    ),
    (
        "Sentry auth token",
        "SENTRY_AUTH_TOKEN",
        "Authorization",
        lambda r: "sntrys_" + b64url(r, 60) + "_" + b64url(r, 43),
    ),
    ("Datadog API key", "DD_API_KEY", "DD-API-KEY", lambda r: hexstr(r, 32)),
    ("New Relic user key", "NEW_RELIC_API_KEY", "Api-Key", lambda r: "NRAK-" + alnum(r, 27, UP)),
    (
        "Shopify admin token",
        "SHOPIFY_ACCESS_TOKEN",
        "X-Shopify-Access-Token",
        lambda r: "shpat_" + hexstr(r, 32),
    ),
    (
        "Slack bot token",
        "SLACK_BOT_TOKEN",
        "Authorization",
        lambda r: f"xoxb-{_d(r, 13)}-{_d(r, 13)}-{alnum(r, 24)}",
    ),
    (
        "Slack user token",
        "SLACK_USER_TOKEN",
        "Authorization",
        lambda r: f"xoxp-{_d(r, 13)}-{_d(r, 13)}-{_d(r, 13)}-{hexstr(r, 32)}",
    ),
    (
        "Slack app-level token",
        "SLACK_APP_TOKEN",
        None,
        lambda r: f"xapp-1-A{alnum(r, 10, UP)}-{_d(r, 13)}-{hexstr(r, 64)}",
    ),
    ("Twilio auth token", "TWILIO_AUTH_TOKEN", None, lambda r: hexstr(r, 32)),
    (
        "SendGrid key",
        "SENDGRID_API_KEY",
        "Authorization",
        lambda r: "SG." + b64url(r, 22) + "." + b64url(r, 43),
    ),
    ("Mailgun key", "MAILGUN_API_KEY", None, lambda r: "key-" + hexstr(r, 32)),
    ("Mailchimp key", "MAILCHIMP_API_KEY", None, lambda r: hexstr(r, 32) + "-us21"),
    ("Telegram bot token", "TELEGRAM_BOT_TOKEN", None, lambda r: _d(r, 10) + ":AA" + b64url(r, 33)),
    (
        "Discord bot token",
        "DISCORD_TOKEN",
        "Authorization",
        lambda r: "MT" + b64url(r, 24) + "." + b64url(r, 6) + "." + b64url(r, 38),
    ),
    (
        "AWS access key id",
        "AWS_ACCESS_KEY_ID",
        None,
        lambda r: "AKIA" + alnum(r, 16, string.ascii_uppercase + "234567"),
    ),
    ("AWS secret access key", "AWS_SECRET_ACCESS_KEY", None, lambda r: b64(r, 40)),
    (
        "Alibaba Cloud AccessKey id",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        None,
        lambda r: "LTAI5t" + alnum(r, 18),
    ),
    (
        "Google OAuth client secret",
        "GOOGLE_CLIENT_SECRET",
        None,
        lambda r: "GOCSPX-" + b64url(r, 28),
    ),
    (
        "Firebase legacy server key",
        "FCM_SERVER_KEY",
        "Authorization",
        lambda r: "AAAA" + b64url(r, 7) + ":APA91b" + b64url(r, 134),
    ),
    (
        "Algolia admin key on a server",
        "ALGOLIA_ADMIN_KEY",
        "X-Algolia-API-Key",
        lambda r: hexstr(r, 32),
    ),
    ("Supabase service_role key", "SUPABASE_SERVICE_ROLE_KEY", "apikey", None),  # JWT, built below
]

# Generic placements for API keys: (lang, description, builder(var, value, provider) -> text)
PLACES: list[tuple[str, str, Any]] = [
    ("en", ".env line", lambda v, k, p: f"{v}={k}"),
    ("en", "shell export with single quotes", lambda v, k, p: f"export {v}='{k}'"),
    ("en", "Dockerfile ENV instruction", lambda v, k, p: f"ENV {v}={k}"),
    ("en", "docker-compose environment list item", lambda v, k, p: f"- {v}={k}"),
    ("en", "Kubernetes Secret stringData entry", lambda v, k, p: f"stringData: {{{v}: {k}}}"),
    (
        "en",
        "GitHub Actions env written in clear",
        lambda v, k, p: f"env: {{ {v}: {k} }}  # TODO: move to secrets",
    ),
    (
        "en",
        "Python client constructor",
        lambda v, k, p: f"client = Client(api_key='{k}', timeout=30)",
    ),
    (
        "en",
        "JavaScript const in server code",
        lambda v, k, p: f"const apiKey = process.env.{v} ?? '{k}';",
    ),
    ("en", "Go os.Setenv in a test", lambda v, k, p: f"os.Setenv(`{v}`, `{k}`)"),
    (
        "en",
        "curl with a header",
        lambda v, k, p: (
            f"curl -s -H 'Authorization: Bearer {k}' https://api.example-provider.com/v1/models"
        ),
    ),
    ("en", "PowerShell environment assignment", lambda v, k, p: f"$env:{v} = '{k}'"),
    ("en", "Terraform tfvars", lambda v, k, p: f"{v.lower()} = '{k}'"),
    ("en", "TOML config key", lambda v, k, p: f"api_key = '{k}'  # {p}"),
    ("en", "INI setting", lambda v, k, p: f"apikey={k}"),
    (
        "es",
        "Spanish prose in a chat",
        lambda v, k, p: f"te paso la llave de {p} para pruebas: {k} — no la subas al repo porfa",
    ),
    (
        "en",
        "English prose in a ticket",
        lambda v, k, p: (
            f"Here is the prod {p} key you asked for: {k} (please rotate after the demo)"
        ),
    ),
    ("pt", "Portuguese prose", lambda v, k, p: f"a chave do {p} é {k}, usa só no staging"),
    (
        "en",
        "provider error message echoing the key",
        lambda v, k, p: (
            f"401 Unauthorized: Incorrect API key provided: {k}. You can find your API key in your dashboard."
        ),
    ),
    (
        "en",
        "debug log line with the key",
        lambda v, k, p: (
            f"DEBUG http.client send: headers={{'x-api-key': '{k}', 'accept': 'application/json'}}"
        ),
    ),
    ("en", "Makefile variable", lambda v, k, p: f"{v} ?= {k}"),
    (
        "en",
        "Helm --set flag",
        lambda v, k, p: f"helm upgrade buscador ./chart --set secrets.{v.lower()}={k}",
    ),
    ("en", "CLI flag", lambda v, k, p: f"python ingest.py --provider-key {k} --limit 50"),
    ("es", "markdown table of environments", lambda v, k, p: f"| producción | {p} | {k} |"),
    ("en", "Jupyter notebook cell", lambda v, k, p: f"os.environ['{v}'] = '{k}'"),
    ("en", "YAML one-line mapping in a CI job", lambda v, k, p: f"variables: {{{v}: '{k}'}}"),
    ("es", "comment in code", lambda v, k, p: f"# llave vieja de {p}, por si acaso: {k}"),
    (
        "en",
        "query string parameter",
        lambda v, k, p: f"https://api.example-provider.com/search?q=semantic+kernel&api_key={k}",
    ),
    ("en", "PHP define", lambda v, k, p: f"define('{v}', '{k}');"),
    ("en", "Ruby ENV fetch default", lambda v, k, p: f"key = ENV.fetch('{v}', '{k}')"),
    ("en", "systemd Environment= line", lambda v, k, p: f"Environment={v}={k}"),
]


def _jwt(rng: random.Random, payload: dict[str, Any], alg: str = "HS256") -> str:
    def enc(o: dict[str, Any]) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    return enc({"alg": alg, "typ": "JWT"}) + "." + enc(payload) + "." + b64url(rng, 43)


def _pem(rng: random.Random, label: str, start: str, lines: int) -> tuple[str, str]:
    body = start + b64(rng, 64 * lines - len(start))
    rows = [body[i : i + 64] for i in range(0, len(body), 64)]
    head = f"-----BEGIN {label}-----"
    return head, "\n".join([head, *rows, f"-----END {label}-----"])


def build(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def add(kind: str, lang: str, form: str, why: str, value: str, **kw: Any) -> None:
        out.append(mk(S, kind, lang, form, why, value, **kw))

    # --- API keys and tokens in generic placements; every 5th through a recorded header
    supa = _jwt(
        rng,
        {
            "iss": "supabase",
            "ref": alnum(rng, 20, string.ascii_lowercase),
            "role": "service_role",
            "iat": 1718000000,
            "exp": 2033576000,
        },
    )
    for i, (prov, var, hdr, fn) in enumerate(KEYS):
        key = fn(rng) if fn else supa
        lang, where, tpl = PLACES[(i * 7) % len(PLACES)]
        why = f"a {prov} grants access to a paid account"
        brand = re.sub(
            r"( (API|access|auth|admin|live|secret|bot|user|app-level|project|service-account|restricted|personal access|integration|classic|fine-grained|OAuth|dev|prod|legacy server|webhook signing|private|session))* (key|token|secret|key id|access key|AccessKey id|client secret)( on a server)?$",
            "",
            prov,
        )
        if hdr and i % 5 == 0:
            hv = f"Bearer {key}" if hdr == "Authorization" else key
            add(
                "api-key-header",
                "en",
                f"{prov} in a recorded {hdr} header",
                why,
                key,
                header=(hdr, hv),
                text=f"{hdr}: {hv}",
            )
        else:
            text = tpl(var, key, brand)
            add(
                "api-key",
                lang,
                f"{prov}: {where}",
                why,
                key,
                text=text,
                wrap="code" if lang == "en" and i % 3 == 0 else None,
                prose=lang != "en" or where.startswith("English prose"),
            )

    # --- connection strings
    conns = [
        (
            "postgres URL in DATABASE_URL",
            lambda: (
                f"postgres://app_user:{alnum(rng, 18)}@db.prod.internal:5432/buscador",
                "DATABASE_URL={}",
            ),
        ),
        (
            "postgresql+asyncpg SQLAlchemy URL",
            lambda: (
                f"postgresql+asyncpg://svc:{alnum(rng, 14)}%21@10.0.3.12/fixtures",
                "engine = create_async_engine('{}')",
            ),
        ),
        (
            "MySQL URL with a port",
            lambda: (
                f"mysql://root:{alnum(rng, 12)}@127.0.0.1:3306/tienda",
                "SQLALCHEMY_DATABASE_URI: {}",
            ),
        ),
        (
            "MongoDB SRV URI",
            lambda: (
                f"mongodb+srv://admin:{alnum(rng, 16)}@cluster0.{alnum(rng, 5, string.ascii_lowercase)}.mongodb.net/?retryWrites=true&w=majority",
                "MONGODB_URI={}",
            ),
        ),
        (
            "Redis TLS URL",
            lambda: (
                f"rediss://default:{alnum(rng, 32)}@apn1-{alnum(rng, 6, string.ascii_lowercase)}.upstash.io:6379",
                "REDIS_URL={}",
            ),
        ),
        (
            "AMQP URL",
            lambda: (
                f"amqps://worker:{alnum(rng, 20)}@rabbit.prod.internal:5671/%2F",
                "broker_url = '{}'",
            ),
        ),
        (
            "SQL Server ADO.NET string",
            lambda: (
                f"Server=tcp:sql-mx.database.windows.net,1433;Database=crm;User ID=sa;Password={alnum(rng, 14)}!;Encrypt=True;",
                "ConnectionStrings__Default={}",
            ),
        ),
        (
            "JDBC URL with password parameter",
            lambda: (
                f"jdbc:mysql://db.interno:3306/ventas?user=etl&password={alnum(rng, 12)}",
                "spring.datasource.url={}",
            ),
        ),
        (
            "SMTP URL with credentials",
            lambda: (
                f"smtp://avisos%40ejemplo.mx:{alnum(rng, 16)}@smtp.ejemplo.mx:587",
                "EMAIL_URL={}",
            ),
        ),
        (
            "FTP URL with credentials",
            lambda: (
                f"ftp://respaldos:{alnum(rng, 10)}@ftp.ejemplo.mx/2025/",
                "Sube el respaldo a {} antes del viernes",
            ),
        ),
        (
            ".pgpass line",
            lambda: (f"db.prod.internal:5432:buscador:app_user:{alnum(rng, 16)}", "{}"),
        ),
        (
            "Azure Storage connection string",
            lambda: (
                f"DefaultEndpointsProtocol=https;AccountName=stbuscadormx;AccountKey={b64(rng, 86)}==;EndpointSuffix=core.windows.net",
                "AZURE_STORAGE_CONNECTION_STRING={}",
            ),
        ),
        (
            "ClickHouse HTTPS URL",
            lambda: (
                f"https://default:{alnum(rng, 20)}@{alnum(rng, 10, string.ascii_lowercase)}.us-east-1.aws.clickhouse.cloud:8443",
                "CLICKHOUSE_URL={}",
            ),
        ),
        (
            "Elasticsearch URL with basic credentials",
            lambda: (
                f"https://elastic:{alnum(rng, 24)}@es.prod.internal:9200",
                "es = Elasticsearch('{}')",
            ),
        ),
    ]
    for form, f in conns:
        v, tpl = f()
        add(
            "connection-string",
            "es" if "Sube" in tpl else "en",
            form,
            "a connection string that carries a password",
            v,
            text=tpl.format(v),
            prose="Sube" in tpl,
        )

    # --- passwords
    def pw() -> str:
        return (
            rng.choice(["Tulipanes", "Cenzontle", "Pirata", "Mazapan", "Ajolote", "Jaguar"])
            + rng.choice("#!$%*")
            + _d(rng, 4)
            + alnum(rng, 3)
        )

    pws = [
        (
            "es",
            "'contraseña:' in a chat",
            lambda p: f"la contraseña del panel es {p}, cámbiala al entrar",
            True,
        ),
        ("es", "'pwd' in a handover note", lambda p: f"usuario: admin / pwd: {p}", False),
        ("en", "YAML-like password key", lambda p: f"password: {p}", False),
        (
            "en",
            "mysql -p flag",
            lambda p: f"mysql -h db.interno -u root -p{p} ventas < dump.sql",
            False,
        ),
        (
            "en",
            ".netrc line",
            lambda p: f"machine api.proveedor-ejemplo.com login deploy password {p}",
            False,
        ),
        (
            "en",
            "htpasswd bcrypt hash",
            lambda p: "admin:$2y$10$" + b64(rng, 53).replace("+", ".").replace("/", "."),
            False,
        ),
        (
            "es",
            "wifi password in an office notice",
            lambda p: f"Red: OFICINA-5G · Clave WiFi: {p}",
            False,
        ),
        (
            "en",
            "basic credentials in a URL",
            lambda p: f"https://admin:{p}@staging.ejemplo.mx/admin/",
            False,
        ),
        (
            "en",
            "docker login with --password",
            lambda p: f"docker login registry.ejemplo.mx -u ci --password {p}",
            False,
        ),
        (
            "en",
            "PGPASSWORD in a cron line",
            lambda p: f"0 3 * * * PGPASSWORD={p} pg_dump -h db -U app buscador > /bk/db.sql",
            False,
        ),
        ("pt", "Portuguese 'senha'", lambda p: f"a senha do servidor é {p}", True),
        ("es", "SMTP_PASSWORD env", lambda p: f"SMTP_PASSWORD={p}", False),
        (
            "en",
            "JSON-like credentials in a log line",
            lambda p: f"login attempt body={{'username': 'ops', 'password': '{p}'}}",
            False,
        ),
        (
            "es",
            "Basic auth header decoded in a ticket",
            lambda p: (
                f"El header era Authorization: Basic {base64.b64encode(f'api:{p}'.encode()).decode()}"
            ),
            True,
        ),
    ]
    for lang, form, f, prose in pws:
        p = pw()
        text = f(p)
        v = p
        if form.startswith("htpasswd"):
            v = text.split(":", 1)[1]
        elif form.startswith("Basic auth"):
            v = text.split("Basic ")[1]
        add(
            "password",
            lang,
            form,
            "a password or password hash gives access to an account",
            v,
            text=text,
            prose=prose,
        )

    # --- private keys
    keys = [
        ("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 8, "PKCS#1 RSA private key"),
        ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 8, "PKCS#8 private key"),
        ("EC PRIVATE KEY", "MHcCAQEEI", 3, "SEC1 EC private key"),
        (
            "OPENSSH PRIVATE KEY",
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
            5,
            "OpenSSH private key",
        ),
        ("PGP PRIVATE KEY BLOCK", "lQOYBGX", 6, "PGP private key block"),
        (
            "ENCRYPTED PRIVATE KEY",
            "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
            7,
            "encrypted PKCS#8 key (still a private key)",
        ),
    ]
    for i, (label, start, n, form) in enumerate(keys):
        head, block = _pem(rng, label, start, n)
        if i % 2 == 0:
            rows = block.split("\n")
            add(
                "private-key",
                "en",
                f"{form} in a <pre> block",
                "a private key",
                head,
                html="<pre>" + "\n".join(rows) + "</pre>",
                only=("html",),
            )
        else:
            add(
                "private-key",
                "en",
                f"{form} as one escaped string in a config field",
                "a private key",
                head,
                text=block,
                key="private_key",
                only=("field",),
            )
    d = b64url(rng, 43)
    add(
        "private-key",
        "en",
        "JWK with the private 'd' member",
        "a private key (JWK)",
        d,
        text=f"{{'kty': 'EC', 'crv': 'P-256', 'x': '{b64url(rng, 43)}', 'y': '{b64url(rng, 43)}', 'd': '{d}'}}",
    )
    v = "AGE-SECRET-KEY-1" + alnum(rng, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L").upper()
    add(
        "private-key",
        "en",
        "age secret key",
        "a private key (age)",
        v,
        text=f"# created: 2025-01-20T10:00:00Z  # public key: age1{alnum(rng, 58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}  {v}",
    )
    v = b64(rng, 43) + "="
    add(
        "private-key",
        "en",
        "WireGuard PrivateKey line",
        "a private key (WireGuard)",
        v,
        text=f"[Interface] PrivateKey = {v} Address = 10.8.0.2/24",
    )
    v = "0x" + hexstr(rng, 64)
    add(
        "private-key",
        "es",
        "Ethereum private key in Spanish prose",
        "a private key (wallet)",
        v,
        text=f"la llave privada de la wallet de pagos es {v}, guárdala offline",
        prose=True,
    )

    # --- JWTs
    jwts = [
        ("en", "Bearer JWT in a recorded Authorization header", "header"),
        ("en", "JWT in a session cookie", "cookie"),
        ("en", "JWT in a query string", "query"),
        ("en", "refresh_token in an OAuth response line", "refresh"),
        ("es", "JWT pasted in Spanish prose", "prose"),
        ("en", "id_token in a callback URL fragment", "fragment"),
    ]
    for lang, form, how in jwts:
        tok = _jwt(
            rng, {"sub": uuid4(rng), "scope": "read write", "iat": 1735700000, "exp": 1767236000}
        )
        why = "a signed bearer token that authenticates a session"
        if how == "header":
            add(
                "jwt",
                lang,
                form,
                why,
                tok,
                header=("Authorization", f"Bearer {tok}"),
                text=f"Authorization: Bearer {tok}",
            )
        elif how == "cookie":
            add("jwt", lang, form, why, tok, text=f"Cookie: access_token={tok}; Path=/; HttpOnly")
        elif how == "query":
            add(
                "jwt",
                lang,
                form,
                why,
                tok,
                text=f"wss://realtime.ejemplo.mx/socket?token={tok}&vsn=2.0.0",
            )
        elif how == "refresh":
            add(
                "jwt",
                lang,
                form,
                why,
                tok,
                text=f"token_type=Bearer refresh_token={tok} expires_in=3600",
            )
        elif how == "prose":
            add(
                "jwt",
                lang,
                form,
                why,
                tok,
                text=f"usa este token mientras arreglo el login: {tok}",
                prose=True,
            )
        else:
            add(
                "jwt",
                lang,
                form,
                why,
                tok,
                text=f"https://app.ejemplo.mx/callback#id_token={tok}&state=af0ifjsldkj",
            )

    # --- webhooks
    hooks = [
        (
            "Slack incoming webhook",
            f"https://hooks.slack.com/services/T{alnum(rng, 10, UP)}/B{alnum(rng, 10, UP)}/{alnum(rng, 24)}",
            "SLACK_WEBHOOK_URL={}",
        ),
        (
            "Discord webhook",
            f"https://discord.com/api/webhooks/{_d(rng, 19)}/{b64url(rng, 68)}",
            "Avisos del bot → {}",
        ),
        (
            "Teams workflow webhook",
            f"https://ejemplo.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/{hexstr(rng, 32)}/{uuid4(rng)}",
            "teams_url: {}",
        ),
        (
            "Google Chat webhook with key and token",
            f"https://chat.googleapis.com/v1/spaces/AAAA{alnum(rng, 7)}/messages?key=AIza{b64url(rng, 35)}&token={b64url(rng, 43)}",
            "GCHAT_WEBHOOK={}",
        ),
        (
            "Zapier catch hook",
            f"https://hooks.zapier.com/hooks/catch/{_d(rng, 7)}/{alnum(rng, 6, string.ascii_lowercase + DIG)}/",
            "Los leads se mandan a {} (no compartir)",
        ),
        (
            "Make (Integromat) webhook",
            f"https://hook.us1.make.com/{alnum(rng, 32, string.ascii_lowercase + DIG)}",
            "MAKE_HOOK={}",
        ),
        (
            "Telegram bot API URL with the token",
            f"https://api.telegram.org/bot{_d(rng, 10)}:AA{b64url(rng, 33)}/sendMessage",
            "requests.post('{}', data=payload)",
        ),
        (
            "Mattermost incoming webhook",
            f"https://chat.ejemplo.mx/hooks/{alnum(rng, 26, string.ascii_lowercase + DIG)}",
            "MATTERMOST_HOOK={}",
        ),
    ]
    for form, v, tpl in hooks:
        es = tpl.startswith(("Avisos", "Los leads"))
        add(
            "webhook-url",
            "es" if es else "en",
            form,
            "a webhook URL is itself the credential to post",
            v,
            text=tpl.format(v),
            prose=es,
        )

    # --- cookies / sessions
    cookies = [
        ("__Secure-next-auth.session-token", lambda: b64url(rng, 180)),
        ("connect.sid", lambda: "s%3A" + b64url(rng, 32) + "." + b64url(rng, 43)),
        ("PHPSESSID", lambda: alnum(rng, 26, string.ascii_lowercase + DIG)),
        ("laravel_session", lambda: "eyJpdiI6" + b64(rng, 120)),
        ("_buscador_session", lambda: b64(rng, 96) + "--" + hexstr(rng, 40)),
        ("sessionid", lambda: alnum(rng, 32, string.ascii_lowercase + DIG)),
    ]
    for i, (name, f) in enumerate(cookies):
        v = f()
        if i % 2 == 0:
            add(
                "cookie",
                "en",
                f"{name} in a recorded Cookie header",
                "a live session cookie",
                v,
                header=("Cookie", f"{name}={v}; theme=dark"),
                text=f"Cookie: {name}={v}; theme=dark",
            )
        else:
            add(
                "cookie",
                "en",
                f"{name} in a Set-Cookie line",
                "a live session cookie",
                v,
                text=f"Set-Cookie: {name}={v}; Path=/; HttpOnly; Secure; SameSite=Lax",
            )

    # --- signed URLs, OTP seeds
    sig = hexstr(rng, 64)
    akid = "AKIA" + alnum(rng, 16, string.ascii_uppercase + "234567")
    add(
        "signed-url",
        "en",
        "S3 presigned URL (signature and credential)",
        "a presigned URL grants access until it expires",
        sig,
        text=f"https://fixtures-mx.s3.amazonaws.com/raw/capture.json?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akid}%2F20250301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250301T000000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
    )
    sig = b64(rng, 43).replace("+", "%2B").replace("/", "%2F") + "%3D"
    add(
        "signed-url",
        "en",
        "Azure SAS token in a blob URL",
        "a SAS signature grants access to the storage account",
        sig,
        text=f"https://stbuscadormx.blob.core.windows.net/capturas/a.json?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-01T00:00:00Z&spr=https&sig={sig}",
    )
    sig = hexstr(rng, 256)
    add(
        "signed-url",
        "en",
        "GCS V4 signed URL",
        "a signed URL grants access until it expires",
        sig,
        text=f"https://storage.googleapis.com/capturas-mx/a.html?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=recorder%40proyecto.iam.gserviceaccount.com%2F20250301%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20250301T000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}",
    )
    seed = alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    add(
        "otp-seed",
        "en",
        "otpauth:// URI with the TOTP secret",
        "a TOTP seed generates the second factor",
        seed,
        text=f"otpauth://totp/Buscador:ops?secret={seed}&issuer=Buscador&digits=6",
    )
    seed = alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    spaced = " ".join(seed[j : j + 4] for j in range(0, 16, 4))
    add(
        "otp-seed",
        "es",
        "2FA setup key in groups of four",
        "a TOTP seed generates the second factor",
        spaced,
        text=f"Clave de configuración del 2FA (si no puedes escanear el QR): {spaced}",
        prose=True,
    )

    # --- AWS pair and session token, service-account JSON
    sk = b64(rng, 40)
    add(
        "cloud-key",
        "en",
        "AWS secret in a credentials file line",
        "an AWS secret access key",
        sk,
        text=f"aws_secret_access_key = {sk}",
    )
    st = "IQoJb3JpZ2luX2VjE" + b64(rng, 300)
    add(
        "cloud-key",
        "en",
        "AWS session token",
        "an AWS session token",
        st,
        text=f"AWS_SESSION_TOKEN={st}",
    )
    sa_head, sa = _pem(rng, "PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", 6)
    add(
        "cloud-key",
        "en",
        "GCP service-account JSON private_key member",
        "a service account's private key",
        sa_head,
        text=sa,
        key="private_key",
        only=("field",),
    )
    v = alnum(rng, 30)
    add(
        "cloud-key",
        "en",
        "Alibaba AccessKey secret",
        "a cloud access key secret",
        v,
        text=f"ALIBABA_CLOUD_ACCESS_KEY_SECRET={v}",
    )

    # --- rotated keys (still secrets: they were valid credentials)
    for lang, text_tpl, prov, f in [
        (
            "es",
            "CHANGELOG: rotamos la llave de Tavily; la anterior ({}) quedó revocada",
            "Tavily",
            lambda: "tvly-prod-" + alnum(rng, 32),
        ),
        (
            "en",
            "rotated 2025-02-11, old key kept for rollback: {}",
            "Anthropic",
            lambda: "sk-ant-api03-" + b64url(rng, 93) + "AA",
        ),
        (
            "en",
            "OLD_STRIPE_SECRET_KEY={}  # rotated, delete after March",
            "Stripe",
            lambda: "sk_live_51" + alnum(rng, 97),
        ),
        (
            "es",
            "ya no sirve, pero era: {} (GitHub, rotado)",
            "GitHub",
            lambda: "ghp_" + alnum(rng, 36),
        ),
    ]:
        v = f()
        add(
            "rotated-key",
            lang,
            f"rotated {prov} key kept in a note",
            "a rotated key is still a credential that was valid and is removed",
            v,
            text=text_tpl.format(v),
            prose=lang == "es",
        )

    # --- labelling policy: public-looking keys outside a browser variable are secrets
    pk = "pk_live_51" + alnum(rng, 97)
    add(
        "public-key-misplaced",
        "en",
        "Stripe publishable key in server YAML (policy: public-looking key outside a browser variable)",
        "labelling policy: a public-looking key outside a browser-prefixed variable is a secret",
        pk,
        text=f"stripe: {{publishable_key: {pk}, mode: live}}",
    )
    v = "AIza" + b64url(rng, 35)
    add(
        "public-key-misplaced",
        "es",
        "Google Maps key pasted in prose (policy)",
        "labelling policy: a public-looking key in prose is a secret",
        v,
        text=f"para el mapa usa la key {v}, es la de la cuenta de la empresa",
        prose=True,
    )
    v = (
        "pk."
        + _jwt(rng, {"u": "ejemplo-mx", "a": alnum(rng, 25, string.ascii_lowercase + DIG)}).split(
            ".", 1
        )[1]
    )
    add(
        "public-key-misplaced",
        "en",
        "Mapbox public token in a server settings file (policy)",
        "labelling policy: a public-looking key outside a browser-prefixed variable is a secret",
        v,
        text=f"MAPBOX_TOKEN={v}",
    )
    v = "pk-lf-" + uuid4(rng)
    add(
        "public-key-misplaced",
        "en",
        "Langfuse public key in backend env (policy)",
        "labelling policy: a public-looking key outside a browser-prefixed variable is a secret",
        v,
        text=f"LANGFUSE_PUBLIC_KEY={v}",
    )

    # --- labelling policy: secret-format values in browser-named variables are secrets
    srv = _jwt(
        rng,
        {
            "iss": "supabase",
            "ref": alnum(rng, 20, string.ascii_lowercase),
            "role": "service_role",
            "iat": 1718000000,
            "exp": 2033576000,
        },
    )
    add(
        "secret-in-public-var",
        "en",
        "service_role JWT in NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY",
        "a service-role key stays a secret even in a public-named variable",
        srv,
        text=f"NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY={srv}",
    )
    v = "sk-proj-" + b64url(rng, 74) + "T3BlbkFJ" + b64url(rng, 74)
    add(
        "secret-in-public-var",
        "en",
        "OpenAI key in VITE_OPENAI_API_KEY",
        "a secret-format key stays a secret in a browser variable",
        v,
        text=f"VITE_OPENAI_API_KEY={v}",
    )
    v = "sk_live_51" + alnum(rng, 97)
    add(
        "secret-in-public-var",
        "en",
        "Stripe secret key in NEXT_PUBLIC_STRIPE_SECRET_KEY",
        "a secret-format key stays a secret in a browser variable",
        v,
        text=f"NEXT_PUBLIC_STRIPE_SECRET_KEY={v}",
    )
    v = "sk-ant-api03-" + b64url(rng, 93) + "AA"
    add(
        "secret-in-public-var",
        "en",
        "Anthropic key in EXPO_PUBLIC_ANTHROPIC_KEY",
        "a secret-format key stays a secret in a browser variable",
        v,
        text=f"EXPO_PUBLIC_ANTHROPIC_KEY={v}",
    )
    return out
