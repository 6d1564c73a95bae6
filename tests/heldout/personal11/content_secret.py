# ruff: noqa: B007
"""Secrets of corpus 11 (label ``secret``): vendor key formats in prose, config, env,
log, header and code forms. All values are random strings made here with a fixed seed;
none is a real credential.
"""

from __future__ import annotations

import base64
import random
import string

import common as c

R = random.Random(1102)
AN = string.ascii_letters + string.digits
LO = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits


def r(n, a=AN):
    return c.rnd(R, n, a)


def hx(n):
    return c.rnd(R, n, c.HEX)


def S(kind, lang, form, value, text, **kw):
    d = {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
    }
    d.update(kw)
    return d


# (vendor, maker, env name)
VENDORS = [
    ("stripe-secret", lambda: "sk_live_" + r(24 + R.randint(0, 75)), "STRIPE_SECRET_KEY"),
    ("stripe-restricted", lambda: "rk_live_" + r(40), "STRIPE_RESTRICTED_KEY"),
    ("stripe-webhook", lambda: "whsec_" + r(32), "STRIPE_WEBHOOK_SECRET"),
    (
        "aws-access-key",
        lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
        "AWS_ACCESS_KEY_ID",
    ),
    ("aws-secret", lambda: r(40, AN + "+/"), "AWS_SECRET_ACCESS_KEY"),
    ("github-pat", lambda: "ghp_" + r(36), "GITHUB_TOKEN"),
    ("github-fine", lambda: "github_pat_11" + r(20, UP) + "_" + r(59), "GH_PAT"),
    ("gitlab", lambda: "glpat-" + r(20, AN + "-_"), "GITLAB_TOKEN"),
    (
        "slack-bot",
        lambda: f"xoxb-{R.randint(10**11, 10**12)}-{R.randint(10**12, 10**13)}-{r(24)}",
        "SLACK_BOT_TOKEN",
    ),
    (
        "openai",
        lambda: "sk-proj-" + r(48, AN + "-_") + "T3BlbkFJ" + r(48, AN + "-_"),
        "OPENAI_API_KEY",
    ),
    ("anthropic", lambda: "sk-ant-api03-" + r(93, AN + "-_") + "AA", "ANTHROPIC_API_KEY"),
    ("google-api", lambda: "AIza" + r(35, AN + "-_"), "GOOGLE_API_KEY"),
    ("sendgrid", lambda: "SG." + r(22, AN + "-_") + "." + r(43, AN + "-_"), "SENDGRID_API_KEY"),
    ("mailgun", lambda: "key-" + hx(32), "MAILGUN_API_KEY"),
    ("twilio-auth", lambda: hx(32), "TWILIO_AUTH_TOKEN"),
    ("tavily", lambda: "tvly-" + r(32), "TAVILY_API_KEY"),
    ("firecrawl", lambda: "fc-" + hx(32), "FIRECRAWL_API_KEY"),
    ("brave", lambda: "BSA" + r(28), "BRAVE_SEARCH_API_KEY"),
    ("serpapi", lambda: hx(64), "SERPAPI_API_KEY"),
    ("perplexity", lambda: "pplx-" + r(48), "PERPLEXITY_API_KEY"),
    ("groq", lambda: "gsk_" + r(52), "GROQ_API_KEY"),
    ("openrouter", lambda: "sk-or-v1-" + hx(64), "OPENROUTER_API_KEY"),
    ("huggingface", lambda: "hf_" + r(34, string.ascii_letters), "HF_TOKEN"),
    ("replicate", lambda: "r8_" + r(37), "REPLICATE_API_TOKEN"),
    ("npm", lambda: "npm_" + r(36), "NPM_TOKEN"),
    ("shopify", lambda: "shpat_" + hx(32), "SHOPIFY_ACCESS_TOKEN"),
    ("digitalocean", lambda: "dop_v1_" + hx(64), "DIGITALOCEAN_TOKEN"),
    (
        "mapbox-secret",
        lambda: "sk.eyJ1Ijoi" + r(20) + "." + r(22, AN + "-_"),
        "MAPBOX_SECRET_TOKEN",
    ),
    ("sentry-auth", lambda: "sntrys_eyJpYXQiOj" + r(60, AN) + "_" + r(43, AN), "SENTRY_AUTH_TOKEN"),
    ("linear", lambda: "lin_api_" + r(40), "LINEAR_API_KEY"),
    ("notion", lambda: "ntn_" + r(46), "NOTION_TOKEN"),
    ("telegram", lambda: f"{R.randint(10**8, 10**10)}:AA{r(33, AN + '-_')}", "TELEGRAM_BOT_TOKEN"),
    ("datadog", lambda: hx(32), "DD_API_KEY"),
    ("newrelic", lambda: "NRAK-" + r(27, UP), "NEW_RELIC_API_KEY"),
    ("cloudflare", lambda: r(40, AN + "-_"), "CLOUDFLARE_API_TOKEN"),
    ("heroku", lambda: c.make_uuid(R), "HEROKU_API_KEY"),
    ("exa", lambda: c.make_uuid(R), "EXA_API_KEY"),
    ("google-oauth-secret", lambda: "GOCSPX-" + r(28, AN + "-_"), "GOOGLE_CLIENT_SECRET"),
    ("azure-openai", lambda: hx(32), "AZURE_OPENAI_API_KEY"),
    (
        "mercadopago",
        lambda: (
            f"APP_USR-{R.randint(10**15, 10**16)}-{R.randint(100000, 999999)}-{hx(32)}-{R.randint(10**8, 10**9)}"
        ),
        "MP_ACCESS_TOKEN",
    ),
    ("conekta", lambda: "key_" + r(27), "CONEKTA_PRIVATE_KEY"),
    ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, AN + "-_"), "PYPI_TOKEN"),
    ("age", lambda: "AGE-SECRET-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"), "SOPS_AGE_KEY"),
    ("doppler", lambda: "dp.pt." + r(43), "DOPPLER_TOKEN"),
    ("algolia-admin", lambda: hx(32), "ALGOLIA_ADMIN_API_KEY"),
]

FORMS = [
    ("env", "en", lambda n, v: f"{n}={v}"),
    ("env-export", "en", lambda n, v: f'export {n}="{v}"'),
    ("yaml-config", "en", lambda n, v: f"{n.lower()}: {v}"),
    ("toml", "en", lambda n, v: f'{n.lower().split("_")[0]}_key = "{v}"'),
    (
        "log",
        "en",
        lambda n, v: f"2024-06-11T09:14:03Z DEBUG http.client using {n.lower()}={v} for request",
    ),
    ("code-python", "en", lambda n, v: f'client = Client(api_key="{v}")'),
    ("code-js", "en", lambda n, v: f"const token = '{v}'; // TODO mover a vault"),
    (
        "prose-es",
        "es",
        lambda n, v: f"Oye, la llave de producción ({n}) es {v}, no la subas al repo",
    ),
    (
        "prose-es2",
        "es",
        lambda n, v: f"Les comparto el token para las pruebas: {v} — caduca el viernes",
    ),
    ("prose-pt", "pt", lambda n, v: f"A chave de produção é {v}, não compartilhe"),
    (
        "curl",
        "en",
        lambda n, v: f'curl -H "Authorization: Bearer {v}" https://api.example.com/v1/search',
    ),
    ("query", "en", lambda n, v: f"https://api.example.com/v1/search?q=pymes&api_key={v}"),
    ("json-ish", "en", lambda n, v: f"{{'{n.lower()}': '{v}', 'timeout': 30}}"),
    ("docker", "en", lambda n, v: f"docker run -e {n}={v} ghcr.io/acme/search-worker:1.4"),
    ("error", "en", lambda n, v: f"AuthenticationError: Incorrect API key provided: {v}"),
    (
        "dotenv-comment",
        "es",
        lambda n, v: f"# clave real de la cuenta de la empresa\u00a0→ {n}={v}",
    ),
]


def vendor_items():
    out = []
    for i, (vend, mk, env) in enumerate(VENDORS):
        for j in range(2):
            f, lang, t = FORMS[(i * 3 + j * 7) % len(FORMS)]
            v = mk()
            out.append(S("api-key-" + f.split("-")[0], lang, f"{vend} {f}", v, t(env, v)))
    return out


def header_items():
    out = []
    hs = [
        ("Authorization", lambda v: f"Bearer {v}", lambda: "tvly-" + r(32)),
        ("x-api-key", lambda v: v, lambda: "sk-ant-api03-" + r(93, AN + "-_") + "AA"),
        ("X-Goog-Api-Key", lambda v: v, lambda: "AIza" + r(35, AN + "-_")),
        ("X-Subscription-Token", lambda v: v, lambda: "BSA" + r(28)),
        (
            "Authorization",
            lambda v: f"Basic {v}",
            lambda: base64.b64encode(f"svc-search:{r(18)}".encode()).decode(),
        ),
        ("Cookie", lambda v: f"session={v}; theme=dark", lambda: r(64, AN)),
        ("api-key", lambda v: v, lambda: hx(32)),
        (
            "Authorization",
            lambda v: f"Bearer {v}",
            lambda: c.make_jwt(R, {"sub": "svc-radar", "scope": "search:write", "exp": 1767225600}),
        ),
        (
            "set-cookie",
            lambda v: f"__Secure-sid={v}; Path=/; HttpOnly; Secure",
            lambda: r(48, AN + "-_"),
        ),
        ("X-Api-Key", lambda v: v, lambda: "fc-" + hx(32)),
        ("Authorization", lambda v: f"token {v}", lambda: "ghp_" + r(36)),
        ("Ocp-Apim-Subscription-Key", lambda v: v, lambda: hx(32)),
        ("Authorization", lambda v: f"Bearer {v}", lambda: "sk-or-v1-" + hx(64)),
        ("x-goog-api-key", lambda v: v, lambda: "AIza" + r(35, AN + "-_")),
    ]
    for name, wrap, mk in hs:
        v = mk()
        kind = {"Cookie": "cookie", "set-cookie": "cookie"}.get(name, "header")
        out.append(
            S(kind, "en", f"recorded header {name}", v, wrap(v), header=name, where="header")
        )
    return out


def other_items():
    out = []
    # connection strings
    for i, (t, lang) in enumerate(
        [
            ("DATABASE_URL=postgres://radar_app:{p}@db.internal.example.com:5432/radar", "en"),
            ("mongodb+srv://admin:{p}@cluster0.ab12c.mongodb.net/fixtures?retryWrites=true", "en"),
            (
                "REDIS_URL=redis://default:{p}@redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345",
                "en",
            ),
            (
                "La cadena de conexión es mysql://root:{p}@10.0.3.17:3306/ventas, úsala solo en staging",
                "es",
            ),
            (
                "DefaultEndpointsProtocol=https;AccountName=radarfixtures;AccountKey={p};EndpointSuffix=core.windows.net",
                "en",
            ),
            ("amqp://worker:{p}@rabbit.internal:5672/%2f", "en"),
        ]
    ):
        p = r(88, AN + "+/") + "==" if "AccountKey" in t else r(20)
        out.append(S("connection-string", lang, f"connection string {i}", p, t.format(p=p)))
    # webhooks
    for i in range(5):
        if i % 2 == 0:
            v = f"https://hooks.slack.com/services/T{r(8, UP)}/B{r(10, UP)}/{r(24)}"
        else:
            v = f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{r(68, AN + '-_')}"
        t = [f"Webhook de alertas: {v}", f"SLACK_WEBHOOK_URL={v}", f"notify: {v}"][i % 3]
        out.append(S("webhook-url", "es" if i % 3 == 0 else "en", f"webhook {i}", v, t))
    # JWTs
    for i in range(4):
        v = c.make_jwt(
            R,
            {
                "sub": f"{R.randint(1000, 9999)}",
                "role": "service_role" if i == 0 else "admin",
                "iat": 1716000000 + i,
                "exp": 1893456000,
            },
        )
        t = [
            f"SUPABASE_SERVICE_ROLE_KEY={v}",
            f"access_token: {v}",
            f"token de sesión del panel: {v}",
            f"jwt={v}",
        ][i]
        out.append(S("jwt", "es" if i == 2 else "en", f"jwt {i}", v, t))
    # private keys
    for i, typ in enumerate(
        ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]
    ):
        head = f"-----BEGIN {typ}-----"
        body = [r(64, AN + "+/") for _ in range(4)]
        pem = "\n".join([head, *body, f"-----END {typ}-----"])
        out.append(S("private-key", "en", f"PEM {typ}", head, pem, pem=True))
    # public-by-design keys used where they are not public (policy: secret)
    sup = c.make_jwt(
        R,
        {
            "iss": "supabase",
            "ref": r(20, string.ascii_lowercase),
            "role": "anon",
            "iat": 1700000000,
            "exp": 2015576000,
        },
    )
    dsn = f"https://{hx(32)}@o{R.randint(100000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}"
    pk = "pk_live_" + r(99)
    mb = "pk.eyJ1Ijoi" + r(20) + "." + r(22, AN + "-_")
    alg = hx(32)
    out += [
        S(
            "public-key-misplaced",
            "en",
            "Supabase anon JWT in plain env line",
            sup,
            f"SUPABASE_ANON_KEY={sup}",
        ),
        S("public-key-misplaced", "en", "Sentry DSN in plain env line", dsn, f"SENTRY_DSN={dsn}"),
        S(
            "public-key-misplaced",
            "en",
            "Stripe pk_live in server log",
            pk,
            f"[worker] stripe init ok publishable={pk} mode=live",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Mapbox pk. in recorded request header",
            mb,
            mb,
            header="x-mapbox-token",
            where="header",
        ),
        S(
            "public-key-misplaced",
            "es",
            "Algolia search-only key in chat",
            alg,
            f"te paso la search key de algolia: {alg} (app {r(10, UP)})",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Sentry DSN in server SDK",
            dsn.replace("o", "o", 1),
            f'sentry_sdk.init(dsn="{dsn}", traces_sample_rate=1.0)',
        ),
        S(
            "public-key-misplaced",
            "en",
            "Supabase anon key in python server client",
            sup,
            f'supabase = create_client(url, "{sup}")',
        ),
    ]
    # basic auth in URL / prose passwords
    for i in range(5):
        p = r(16, AN + "!#%")
        t = [
            f"https://admin:{p}@staging.example.mx/wp-admin",
            f"Usuario: ops · Contraseña: {p}",
            f"password: {p}",
            f"la contraseña del FTP es {p}",
            f"smtp_password = {p}",
        ][i]
        out.append(S("password", "es" if i in (1, 3) else "en", f"password form {i}", p, t))
    return out


def items():
    return vendor_items() + header_items() + other_items()
