# ruff: noqa: E501
"""Secret items (every value invented at random; none is a real credential)."""

from __future__ import annotations

import base64
import json
import string
from typing import Any

from ids import alnum, digits, hexs

B62 = string.ascii_letters + string.digits
URLSAFE = B62 + "-_"


def it(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    key: str = "config",
    place: str = "any",
    html: str | None = None,
) -> dict[str, Any]:
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "place": place,
        "html": html,
    }


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload: dict[str, Any]) -> str:
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{alnum(43, URLSAFE)}"


def provider_keys() -> list[tuple[str, str]]:
    return [
        ("openai-project", "sk-proj-" + alnum(74, URLSAFE) + "T3BlbkFJ" + alnum(74, URLSAFE)),
        ("openai-legacy", "sk-" + alnum(20) + "T3BlbkFJ" + alnum(20)),
        ("openai-admin", "sk-admin-" + alnum(60, URLSAFE)),
        ("openai-svcacct", "sk-svcacct-" + alnum(70, URLSAFE)),
        ("anthropic", "sk-ant-api03-" + alnum(93, URLSAFE) + "AA"),
        ("anthropic-admin", "sk-ant-admin01-" + alnum(93, URLSAFE) + "AA"),
        ("google", "AIza" + alnum(35, URLSAFE)),
        ("github-classic", "ghp_" + alnum(36)),
        (
            "github-fine",
            "github_pat_11" + alnum(20, string.ascii_uppercase + string.digits) + "_" + alnum(59),
        ),
        ("github-oauth", "gho_" + alnum(36)),
        ("gitlab", "glpat-" + alnum(20, URLSAFE)),
        ("slack-bot", f"xoxb-{digits(12)}-{digits(13)}-{alnum(24)}"),
        ("slack-user", f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hexs(32)}"),
        ("aws-access-key-id", "AKIA" + alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
        ("stripe-secret", "sk_live_51" + alnum(97)),
        ("stripe-restricted", "rk_live_51" + alnum(97)),
        ("stripe-webhook", "whsec_" + alnum(32)),
        ("huggingface", "hf_" + alnum(34, string.ascii_letters)),
        ("groq", "gsk_" + alnum(52)),
        ("tavily", "tvly-" + alnum(32)),
        ("tavily-dev", "tvly-dev-" + alnum(32)),
        ("firecrawl", "fc-" + hexs(32)),
        ("perplexity", "pplx-" + alnum(48)),
        ("replicate", "r8_" + alnum(37)),
        ("jina", "jina_" + hexs(32) + alnum(28)),
        ("xai", "xai-" + alnum(80)),
        ("openrouter", "sk-or-v1-" + hexs(64)),
        ("deepseek", "sk-" + hexs(32)),
        ("sendgrid", "SG." + alnum(22, URLSAFE) + "." + alnum(43, URLSAFE)),
        ("twilio-api-key", "SK" + hexs(32)),
        ("mailgun", "key-" + hexs(32)),
        ("mailchimp", hexs(32) + "-us21"),
        ("npm", "npm_" + alnum(36)),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + alnum(60, URLSAFE)),
        ("telegram-bot", f"{digits(10)}:AA{alnum(33, URLSAFE)}"),
        ("shopify", "shpat_" + hexs(32)),
        ("mercadopago", f"APP_USR-{digits(16)}-{digits(6)}-{hexs(32)}-{digits(9)}"),
        ("conekta-private", "key_" + alnum(27)),
        ("linear", "lin_api_" + alnum(40)),
        ("notion", "ntn_" + digits(11) + alnum(35)),
        ("airtable", "pat" + alnum(14) + "." + hexs(64)),
        (
            "sentry-auth",
            "sntrys_"
            + b64u(json.dumps({"iat": 1718000000, "org": "capturas"}).encode())
            + "_"
            + alnum(43),
        ),
        ("datadog-api", hexs(32)),
        ("azure-openai", hexs(32)),
        ("cohere", alnum(40)),
        ("mistral", alnum(32)),
        ("serpapi", hexs(64)),
        ("brave", "BSA" + alnum(27)),
        ("exa", f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-b{hexs(3)}-{hexs(12)}"),
        ("google-oauth-secret", "GOCSPX-" + alnum(28, URLSAFE)),
        ("digitalocean", "dop_v1_" + hexs(64)),
        ("doppler", "dp.st.prd." + alnum(43)),
        ("postman", "PMAK-" + hexs(24) + "-" + hexs(34)),
        ("square", "EAAA" + alnum(60, URLSAFE)),
        ("openpay-private", "sk_" + hexs(32)),
        ("clerk-secret", "sk_live_" + alnum(40)),
    ]


PLACES = [
    ("header", "en", "Authorization Bearer header", lambda k, v: (f"Bearer {v}", "Authorization")),
    ("header", "en", "x-api-key header", lambda k, v: (v, "x-api-key")),
    (
        "data",
        "en",
        "query string in a recorded URL",
        lambda k, v: (f"https://api.example-proveedor.mx/v1/search?q=clima&api_key={v}&n=5", "url"),
    ),
    ("data", "en", ".env line", lambda k, v: (f"{k.upper().replace('-', '_')}_KEY={v}", "env")),
    (
        "any",
        "en",
        "Python code",
        lambda k, v: (f"client = Client(api_key='{v}')  # TODO quitar antes de subir", "snippet"),
    ),
    (
        "any",
        "es",
        "Spanish prose in a ticket",
        lambda k, v: (f"Te paso la llave de producción: {v} (no la compartas)", "ticket"),
    ),
    (
        "data",
        "en",
        "JSON-ish config line",
        lambda k, v: (f"{{'api_key': '{v}', 'timeout': 30}}", "settings"),
    ),
    (
        "data",
        "en",
        "curl command",
        lambda k, v: (
            f"curl -s -H 'Authorization: Bearer {v}' https://api.example-proveedor.mx/v1/models",
            "repro",
        ),
    ),
    (
        "data",
        "en",
        "error message echoing the key",
        lambda k, v: (
            f"401 Unauthorized: Incorrect API key provided: {v}. You can find your key in the dashboard.",
            "error_echo",
        ),
    ),
    (
        "any",
        "es",
        "HTML/JS comment style note",
        lambda k, v: (f"// clave temporal {k}: {v}", "comentario"),
    ),
    ("data", "en", "CSV row of an export", lambda k, v: (f"{k},produccion,{v},2025-01-09", "csv")),
    (
        "data",
        "en",
        "YAML-like config line",
        lambda k, v: (f"{k.replace('-', '_')}_token: {v}", "yaml_line"),
    ),
    (
        "data",
        "en",
        "JavaScript config",
        lambda k, v: (f"const cfg = {{ apiKey: '{v}', region: 'us' }};", "js"),
    ),
    ("data", "en", "INI/TOML line", lambda k, v: (f"secret_key = '{v}'", "toml")),
    ("any", "pt", "Portuguese prose", lambda k, v: (f"Use esta chave de API: {v}", "nota_pt")),
]


def all_items() -> list[dict[str, Any]]:
    out = []
    keys = provider_keys()
    for i, (k, v) in enumerate(keys):
        for rep in range(2):
            place, lang, form, f = PLACES[(i * 2 + rep * 7) % len(PLACES)]
            if rep == 1:
                v = (
                    dict(provider_keys())[k]
                    if False
                    else v[:-6] + alnum(6, string.ascii_lowercase + string.digits)
                )
            text, key = f(k, v)
            if place == "header" and k in (
                "datadog-api",
                "azure-openai",
                "cohere",
                "mistral",
                "serpapi",
                "mailchimp",
            ):
                key = {
                    "datadog-api": "DD-API-KEY",
                    "azure-openai": "api-key",
                    "cohere": "Authorization",
                    "mistral": "Authorization",
                    "serpapi": "X-SerpApi-Key",
                    "mailchimp": "Authorization",
                }[k]
            out.append(it("provider-key", lang, f"{k} key, {form}", v, text, key=key, place=place))
    # generic and structural secrets
    aws_secret = alnum(40, B62 + "/+")
    rows: list[tuple[str, str, str, str, str, str, str]] = [
        (
            "aws-secret",
            "en",
            "AWS secret access key in credentials file",
            aws_secret,
            f"aws_secret_access_key = {aws_secret}",
            "credentials",
            "data",
        ),
        (
            "aws-session",
            "en",
            "AWS session token env",
            (st := "IQoJb3JpZ2luX2VjE" + alnum(120, B62 + "/+")),
            f"AWS_SESSION_TOKEN={st}",
            "env",
            "data",
        ),
        (
            "basic-auth",
            "en",
            "Basic auth header",
            (ba := base64.b64encode(b"captura-bot:Pr1m4vera-" + alnum(8).encode()).decode()),
            f"Basic {ba}",
            "Authorization",
            "header",
        ),
        (
            "basic-auth",
            "en",
            "Proxy-Authorization Basic",
            (bb := base64.b64encode(b"proxyuser:" + alnum(14).encode()).decode()),
            f"Basic {bb}",
            "Proxy-Authorization",
            "header",
        ),
        (
            "url-userinfo",
            "en",
            "postgres URL with password",
            (pw := alnum(18)),
            f"postgresql://capturas:{pw}@db.interno.example-proveedor.mx:5432/fixtures",
            "DATABASE_URL",
            "data",
        ),
        (
            "url-userinfo",
            "en",
            "mongodb+srv URL",
            (pw2 := alnum(16)),
            f"mongodb+srv://scraper:{pw2}@cluster0.ab1cd.mongodb.net/capturas?retryWrites=true",
            "mongo_uri",
            "data",
        ),
        (
            "url-userinfo",
            "en",
            "redis URL with password only",
            (pw3 := alnum(24)),
            f"redis://:{pw3}@cache.example-proveedor.mx:6379/0",
            "REDIS_URL",
            "data",
        ),
        (
            "url-userinfo",
            "es",
            "https URL with userinfo in prose",
            (pw4 := "Xk9" + alnum(11)),
            f"El feed privado está en https://lector:{pw4}@feeds.example-proveedor.mx/rss",
            "nota",
            "any",
        ),
        (
            "url-userinfo",
            "en",
            "amqp URL",
            (pw5 := alnum(20)),
            f"amqp://worker:{pw5}@rabbit.example-proveedor.mx:5672/%2F",
            "BROKER_URL",
            "data",
        ),
        (
            "url-userinfo",
            "en",
            "ftp URL",
            (pw6 := "f7" + alnum(12)),
            f"ftp://respaldos:{pw6}@ftp.example-proveedor.mx/capturas/",
            "backup",
            "data",
        ),
        (
            "smtp-password",
            "es",
            "SMTP password in config",
            (pw7 := alnum(16)),
            f"EMAIL_HOST_PASSWORD={pw7}",
            "env",
            "data",
        ),
        (
            "password",
            "es",
            "contraseña in prose",
            (pw8 := "Tl4l0c#" + alnum(9)),
            f"usuario: admin / contraseña: {pw8}",
            "acceso",
            "any",
        ),
        (
            "client-secret",
            "en",
            "OAuth client_secret in a form body",
            (cs := alnum(40, URLSAFE)),
            f"grant_type=client_credentials&client_id=capturas-app&client_secret={cs}",
            "body",
            "data",
        ),
        (
            "client-secret",
            "en",
            "JSON client secret field",
            (cs2 := alnum(32)),
            f"{{'client_id': 'busquedas-mx', 'client_secret': '{cs2}'}}",
            "oauth",
            "data",
        ),
        (
            "bearer-opaque",
            "en",
            "opaque Bearer token",
            (bt := alnum(64, URLSAFE)),
            f"Bearer {bt}",
            "Authorization",
            "header",
        ),
        (
            "bearer-opaque",
            "en",
            "X-Auth-Token header",
            (at := hexs(40)),
            at,
            "X-Auth-Token",
            "header",
        ),
        (
            "jwt",
            "en",
            "user access JWT in a header",
            (j1 := jwt({"sub": "9f2c1", "exp": 1767225600, "scope": "read write"})),
            f"Bearer {j1}",
            "Authorization",
            "header",
        ),
        (
            "jwt",
            "en",
            "Supabase service_role JWT on a server",
            (j2 := jwt({"iss": "supabase", "role": "service_role", "iat": 1700000000})),
            f"SUPABASE_SERVICE_ROLE_KEY={j2}",
            "env",
            "data",
        ),
        (
            "jwt",
            "en",
            "refresh token JWT in JSON",
            (j3 := jwt({"sub": "u_77", "typ": "refresh", "exp": 1790000000})),
            f"refresh_token: {j3}",
            "tokens",
            "data",
        ),
        (
            "cookie",
            "en",
            "session cookie header",
            (ck := alnum(32, string.ascii_lowercase + string.digits)),
            f"sessionid={ck}; csrftoken={alnum(32)}",
            "Cookie",
            "header",
        ),
        (
            "cookie",
            "en",
            "Set-Cookie connect.sid",
            (ck2 := "s%3A" + alnum(32, URLSAFE) + "." + alnum(43, B62 + "%")),
            f"connect.sid={ck2}; Path=/; HttpOnly",
            "Set-Cookie",
            "header",
        ),
        (
            "cookie",
            "en",
            "Rails session cookie",
            (ck3 := alnum(60, B62) + "--" + hexs(40)),
            f"_app_session={ck3}; path=/; secure",
            "Set-Cookie",
            "header",
        ),
        (
            "cookie",
            "es",
            "cookie pasted in prose",
            (ck4 := hexs(48)),
            f"Si falla, copia tu cookie PHPSESSID={ck4} en el script",
            "nota",
            "any",
        ),
        (
            "webhook-url",
            "en",
            "Slack webhook URL",
            (
                wh
                := f"https://hooks.slack.com/services/T{alnum(8, string.ascii_uppercase + string.digits)}/B{alnum(10, string.ascii_uppercase + string.digits)}/{alnum(24)}"
            ),
            wh,
            "alert_webhook",
            "data",
        ),
        (
            "webhook-url",
            "en",
            "Discord webhook URL",
            (wd := f"https://discord.com/api/webhooks/{digits(18)}/{alnum(68, URLSAFE)}"),
            wd,
            "discord_hook",
            "data",
        ),
        (
            "webhook-url",
            "en",
            "Teams incoming webhook",
            (
                wt
                := f"https://contoso.webhook.office.com/webhookb2/{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}@{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}/IncomingWebhook/{hexs(32)}/{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
            ),
            wt,
            "teams_hook",
            "data",
        ),
        (
            "connection-string",
            "en",
            "Azure storage connection string",
            (ak := alnum(86, B62 + "/+") + "=="),
            f"DefaultEndpointsProtocol=https;AccountName=capturasmx;AccountKey={ak};EndpointSuffix=core.windows.net",
            "AZURE_STORAGE",
            "data",
        ),
        (
            "connection-string",
            "en",
            "SQL Server connection string",
            (pw9 := alnum(14)),
            f"Server=tcp:sql-capturas.database.windows.net,1433;User ID=lector;Password={pw9};Encrypt=True",
            "ConnectionStrings",
            "data",
        ),
        (
            "private-key",
            "en",
            "PEM RSA private key in JSON string",
            "-----BEGIN RSA PRIVATE KEY-----",
            "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"
            + alnum(60, B62 + "/+")
            + "\n-----END RSA PRIVATE KEY-----",
            "private_key",
            "data",
        ),
        (
            "private-key",
            "en",
            "PEM private key in a pre block",
            "-----BEGIN PRIVATE KEY-----",
            "",
            "private_key",
            "html",
        ),
        (
            "private-key",
            "en",
            "OpenSSH private key",
            "-----BEGIN OPENSSH PRIVATE KEY-----",
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA"
            + alnum(50, B62 + "/+")
            + "\n-----END OPENSSH PRIVATE KEY-----",
            "deploy_key",
            "data",
        ),
        (
            "private-key",
            "en",
            "GCP service-account private_key field",
            "-----BEGIN PRIVATE KEY-----",
            "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
            + alnum(40, B62 + "/+")
            + "\n-----END PRIVATE KEY-----\n",
            "private_key",
            "data",
        ),
        (
            "secret-public-name",
            "en",
            "secret-format value in a NEXT_PUBLIC_ variable",
            (sp := "sk-proj-" + alnum(60, URLSAFE)),
            f"NEXT_PUBLIC_OPENAI_API_KEY={sp}",
            "env_public",
            "data",
        ),
        (
            "secret-public-name",
            "en",
            "Stripe secret key in a VITE_ variable",
            (sp2 := "sk_live_51" + alnum(60)),
            f"VITE_STRIPE_SECRET_KEY={sp2}",
            "env_public",
            "data",
        ),
        (
            "secret-public-name",
            "en",
            "service-role key in REACT_APP_ variable",
            (sp3 := jwt({"role": "service_role", "iss": "supabase"})),
            f"REACT_APP_SUPABASE_SERVICE_KEY={sp3}",
            "env_public",
            "data",
        ),
        (
            "publishable-on-server",
            "en",
            "Stripe publishable key in server settings",
            (pk := "pk_live_51" + alnum(60)),
            f"STRIPE_PUBLISHABLE_KEY = '{pk}'  # settings.py",
            "server_settings",
            "data",
        ),
        (
            "publishable-on-server",
            "en",
            "Mercado Pago public key in a backend env",
            (pk2 := f"APP_USR-{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"),
            f"MP_PUBLIC_KEY={pk2}",
            "backend_env",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "signing secret in env",
            (g1 := alnum(48)),
            f"WEBHOOK_SIGNING_SECRET={g1}",
            "env",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "Django SECRET_KEY",
            (g2 := alnum(50, B62 + "!@#$%^*(-_=+)")),
            f"SECRET_KEY = '{g2}'",
            "settings_py",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "encryption key hex",
            (g3 := hexs(64)),
            f"ENCRYPTION_KEY={g3}",
            "env",
            "data",
        ),
        (
            "generic-high-entropy",
            "es",
            "token in a query string of a recorded URL",
            (g4 := alnum(40, URLSAFE)),
            f"https://busqueda.example-proveedor.mx/api?token={g4}&q=presupuesto",
            "url",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "X-Api-Secret header",
            (g5 := alnum(44, B62 + "/+")),
            g5,
            "X-Api-Secret",
            "header",
        ),
        (
            "generic-high-entropy",
            "en",
            "HMAC secret in JS",
            (g6 := hexs(40)),
            f"const hmacSecret = '{g6}';",
            "js",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "password field in a JSON body",
            (g7 := "Zq" + alnum(14, B62 + "!#$")),
            f"{{'username': 'captura_bot', 'password': '{g7}'}}",
            "login_body",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "api_secret in CSV",
            (g8 := alnum(32)),
            f"proveedor,api_key_id,api_secret\nsearch,ak_71,{g8}".split("\n")[1],
            "csv",
            "data",
        ),
        (
            "generic-high-entropy",
            "en",
            "signed URL signature with credential",
            (g9 := hexs(64)),
            f"https://bucket.s3.amazonaws.com/x.json?X-Amz-Credential=AKIA{alnum(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20250101&X-Amz-Signature={g9}",
            "presigned",
            "data",
        ),
    ]
    for kind, lang, form, v, text, key, place in rows:
        html = None
        if kind == "private-key" and place == "html":
            html = (
                "<pre>-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw"
                + alnum(40, B62 + "/+")
                + "\n-----END PRIVATE KEY-----</pre>"
            )
            text = ""
        out.append(it(kind, lang, form, v, text, key=key, place=place, html=html))
    return out
