# ruff: noqa: E501  (data: sentences and key shapes are kept on one line)
"""Secrets (label ``secret``): keys of many vendors in the places they leak from.

Every key is random (seeded) in its vendor's shape; none is live. Public-by-design browser
keys appear here only outside their SDK initialiser (an env line, a server call, a log, a
request header, a chat), which this corpus labels a secret.
"""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Callable
from typing import Any

from common import ALNUM, AP, B64URL, HD, HEX, LOWNUM, UPNUM, F, H, S, draft, rand

B64 = ALNUM + "+/"


def b64url_json(obj: dict[str, Any]) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: random.Random, payload: dict[str, Any]) -> str:
    head = b64url_json({"alg": "HS256", "typ": "JWT"})
    return f"{head}.{b64url_json(payload)}.{rand(r, B64URL, 43)}"


def vendors(r: random.Random) -> list[tuple[str, Callable[[], str], str, str, str]]:
    """(vendor, key maker, env name, header name, api host)."""
    return [
        (
            "OpenAI project key",
            lambda: "sk-proj-" + rand(r, B64URL, 64) + "T3BlbkFJ" + rand(r, B64URL, 64),
            "OPENAI_API_KEY",
            "Authorization",
            "api.openai.com/v1/chat/completions",
        ),
        (
            "OpenAI legacy key",
            lambda: "sk-" + rand(r, ALNUM, 20) + "T3BlbkFJ" + rand(r, ALNUM, 20),
            "OPENAI_KEY",
            "Authorization",
            "api.openai.com/v1/models",
        ),
        (
            "Anthropic key",
            lambda: "sk-ant-api03-" + rand(r, B64URL, 93) + "AA",
            "ANTHROPIC_API_KEY",
            "x-api-key",
            "api.anthropic.com/v1/messages",
        ),
        (
            "GitHub classic PAT",
            lambda: "ghp_" + rand(r, ALNUM, 36),
            "GITHUB_TOKEN",
            "Authorization",
            "api.github.com/user/repos",
        ),
        (
            "GitHub fine-grained PAT",
            lambda: "github_pat_11" + rand(r, UPNUM, 20) + "_" + rand(r, ALNUM, 59),
            "GH_PAT",
            "Authorization",
            "api.github.com/repos/acme/scraper",
        ),
        (
            "GitLab PAT",
            lambda: "glpat-" + rand(r, B64URL, 20),
            "GITLAB_TOKEN",
            "PRIVATE-TOKEN",
            "gitlab.com/api/v4/projects",
        ),
        (
            "Slack bot token",
            lambda: (
                f"xoxb-{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-{rand(r, ALNUM, 24)}"
            ),
            "SLACK_BOT_TOKEN",
            "Authorization",
            "slack.com/api/chat.postMessage",
        ),
        (
            "Slack webhook URL",
            lambda: (
                f"https://hooks.slack.com/services/T{rand(r, UPNUM, 8)}/B{rand(r, UPNUM, 10)}/{rand(r, ALNUM, 24)}"
            ),
            "SLACK_WEBHOOK_URL",
            "",
            "hooks.slack.com",
        ),
        (
            "Stripe secret key",
            lambda: "sk_live_51" + rand(r, ALNUM, 96),
            "STRIPE_SECRET_KEY",
            "Authorization",
            "api.stripe.com/v1/charges",
        ),
        (
            "Stripe restricted key",
            lambda: "rk_live_51" + rand(r, ALNUM, 96),
            "STRIPE_RESTRICTED_KEY",
            "Authorization",
            "api.stripe.com/v1/payment_intents",
        ),
        (
            "Stripe webhook secret",
            lambda: "whsec_" + rand(r, ALNUM, 32),
            "STRIPE_WEBHOOK_SECRET",
            "",
            "api.stripe.com",
        ),
        (
            "AWS access key id",
            lambda: "AKIA" + rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
            "AWS_ACCESS_KEY_ID",
            "",
            "s3.us-east-1.amazonaws.com",
        ),
        (
            "AWS secret access key",
            lambda: rand(r, B64, 40),
            "AWS_SECRET_ACCESS_KEY",
            "",
            "s3.us-east-1.amazonaws.com",
        ),
        (
            "Google API key (server use)",
            lambda: "AIza" + rand(r, B64URL, 35),
            "GOOGLE_API_KEY",
            "x-goog-api-key",
            "generativelanguage.googleapis.com/v1beta/models",
        ),
        (
            "SendGrid key",
            lambda: f"SG.{rand(r, B64URL, 22)}.{rand(r, B64URL, 43)}",
            "SENDGRID_API_KEY",
            "Authorization",
            "api.sendgrid.com/v3/mail/send",
        ),
        (
            "Mailgun key",
            lambda: "key-" + rand(r, HEX, 32),
            "MAILGUN_API_KEY",
            "",
            "api.mailgun.net/v3/mg.tienda.mx/messages",
        ),
        (
            "Mailchimp key",
            lambda: rand(r, HEX, 32) + "-us21",
            "MAILCHIMP_API_KEY",
            "",
            "us21.api.mailchimp.com/3.0/lists",
        ),
        ("npm token", lambda: "npm_" + rand(r, ALNUM, 36), "NPM_TOKEN", "", "registry.npmjs.org"),
        (
            "PyPI token",
            lambda: "pypi-AgEIcHlwaS5vcmc" + rand(r, B64URL, 60),
            "TWINE_PASSWORD",
            "",
            "upload.pypi.org/legacy/",
        ),
        (
            "Shopify admin token",
            lambda: "shpat_" + rand(r, HEX, 32),
            "SHOPIFY_ACCESS_TOKEN",
            "X-Shopify-Access-Token",
            "tienda-mx.myshopify.com/admin/api/2024-04/orders.json",
        ),
        (
            "Telegram bot token",
            lambda: f"{r.randint(10**9, 8 * 10**9)}:AA{rand(r, B64URL, 33)}",
            "TELEGRAM_BOT_TOKEN",
            "",
            "api.telegram.org/bot",
        ),
        (
            "Discord bot token",
            lambda: (
                "MT" + rand(r, ALNUM, 24) + "." + rand(r, B64URL, 6) + "." + rand(r, B64URL, 38)
            ),
            "DISCORD_TOKEN",
            "Authorization",
            "discord.com/api/v10/channels",
        ),
        (
            "Hugging Face token",
            lambda: "hf_" + rand(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 34),
            "HF_TOKEN",
            "Authorization",
            "huggingface.co/api/whoami-v2",
        ),
        (
            "Replicate token",
            lambda: "r8_" + rand(r, ALNUM, 37),
            "REPLICATE_API_TOKEN",
            "Authorization",
            "api.replicate.com/v1/predictions",
        ),
        (
            "Groq key",
            lambda: "gsk_" + rand(r, ALNUM, 52),
            "GROQ_API_KEY",
            "Authorization",
            "api.groq.com/openai/v1/chat/completions",
        ),
        (
            "Perplexity key",
            lambda: "pplx-" + rand(r, ALNUM, 48),
            "PERPLEXITY_API_KEY",
            "Authorization",
            "api.perplexity.ai/chat/completions",
        ),
        (
            "Tavily key",
            lambda: "tvly-dev-" + rand(r, ALNUM, 32),
            "TAVILY_API_KEY",
            "Authorization",
            "api.tavily.com/search",
        ),
        (
            "Firecrawl key",
            lambda: "fc-" + rand(r, HEX, 32),
            "FIRECRAWL_API_KEY",
            "Authorization",
            "api.firecrawl.dev/v1/search",
        ),
        (
            "DigitalOcean token",
            lambda: "dop_v1_" + rand(r, HEX, 64),
            "DIGITALOCEAN_TOKEN",
            "Authorization",
            "api.digitalocean.com/v2/droplets",
        ),
        (
            "Linear key",
            lambda: "lin_api_" + rand(r, ALNUM, 40),
            "LINEAR_API_KEY",
            "Authorization",
            "api.linear.app/graphql",
        ),
        (
            "Notion token",
            lambda: "ntn_" + rand(r, "0123456789", 11) + rand(r, ALNUM, 35),
            "NOTION_TOKEN",
            "Authorization",
            "api.notion.com/v1/databases",
        ),
        (
            "Figma token",
            lambda: "figd_" + rand(r, B64URL, 40),
            "FIGMA_TOKEN",
            "X-Figma-Token",
            "api.figma.com/v1/files",
        ),
        (
            "Sentry user auth token",
            lambda: "sntryu_" + rand(r, HEX, 64),
            "SENTRY_AUTH_TOKEN",
            "Authorization",
            "sentry.io/api/0/projects/",
        ),
        (
            "Atlassian API token",
            lambda: "ATATT3xFfGF0" + rand(r, B64URL, 170) + "=" + rand(r, HEX, 8).upper(),
            "JIRA_API_TOKEN",
            "",
            "acme-mx.atlassian.net/rest/api/3/issue",
        ),
        (
            "Mercado Pago access token",
            lambda: (
                f"APP_USR-{rand(r, '0123456789', 16)}-{rand(r, '0123456789', 6)}-{rand(r, HEX, 32)}-{rand(r, '0123456789', 9)}"
            ),
            "MP_ACCESS_TOKEN",
            "Authorization",
            "api.mercadopago.com/v1/payments",
        ),
        (
            "Conekta private key",
            lambda: "key_" + rand(r, ALNUM, 27),
            "CONEKTA_PRIVATE_KEY",
            "Authorization",
            "api.conekta.io/orders",
        ),
        (
            "Openpay private key",
            lambda: "sk_" + rand(r, HEX, 32),
            "OPENPAY_PRIVATE_KEY",
            "",
            "api.openpay.mx/v1/",
        ),
        (
            "Twilio auth token",
            lambda: rand(r, HEX, 32),
            "TWILIO_AUTH_TOKEN",
            "",
            "api.twilio.com/2010-04-01/Accounts",
        ),
        (
            "Datadog API key",
            lambda: rand(r, HEX, 32),
            "DD_API_KEY",
            "DD-API-KEY",
            "api.datadoghq.com/api/v1/validate",
        ),
        (
            "Cloudflare API token",
            lambda: rand(r, B64URL, 40),
            "CLOUDFLARE_API_TOKEN",
            "Authorization",
            "api.cloudflare.com/client/v4/zones",
        ),
        (
            "Square access token",
            lambda: "EAAA" + rand(r, B64URL, 60),
            "SQUARE_ACCESS_TOKEN",
            "Authorization",
            "connect.squareup.com/v2/payments",
        ),
        (
            "Meta Graph token",
            lambda: "EAAG" + rand(r, ALNUM, 180),
            "FB_ACCESS_TOKEN",
            "",
            "graph.facebook.com/v19.0/me",
        ),
        (
            "Doppler token",
            lambda: "dp.st.prd." + rand(r, ALNUM, 40),
            "DOPPLER_TOKEN",
            "Authorization",
            "api.doppler.com/v3/configs/config/secrets",
        ),
        (
            "Brave Search token",
            lambda: "BSA" + rand(r, ALNUM, 27),
            "BRAVE_API_KEY",
            "X-Subscription-Token",
            "api.search.brave.com/res/v1/web/search",
        ),
        (
            "Okta API token",
            lambda: "00" + rand(r, B64URL, 40),
            "OKTA_API_TOKEN",
            "Authorization",
            "acme.okta.com/api/v1/users",
        ),
        (
            "Azure OpenAI key",
            lambda: rand(r, HEX, 32),
            "AZURE_OPENAI_API_KEY",
            "api-key",
            "acme-mx.openai.azure.com/openai/deployments",
        ),
    ]


def forms(
    vendor: str, key: str, env: str, header: str, host: str, i: int
) -> tuple[str, str, dict[str, Any]]:
    """(lang, form, where) for the i-th way of writing a key."""
    k = i % 12
    bearer = header == "Authorization" and not key.startswith("http")
    hdr_val = f"Bearer {key}" if bearer else key
    if k == 0:
        return "en", f"{vendor} in an .env line", F("env", f"{env}={key}")
    if k == 1 and header:
        return "en", f"{vendor} in a recorded request header", HD(header, hdr_val)
    if k in (1, 2):
        return (
            "en",
            f"{vendor} in a curl command",
            F("repro", f"curl -s https://{host} -H 'Authorization: Bearer {key}' -d @payload.json"),
        )
    if k == 3:
        return (
            "en",
            f"{vendor} in a debug log line",
            F("log", f"2024-05-14 03:22:10,118 DEBUG client init {env.lower()}={key} timeout=30"),
        )
    if k == 4:
        return (
            "es",
            f"{vendor} pasted in a chat message",
            AP(f" — Equipo: usen esta llave mientras regeneramos la otra: {key}"),
        )
    if k == 5:
        return (
            "es",
            f"{vendor} in a forum post shown on a page",
            H(
                f"<p>Ya puse mi llave en el config pero sigue fallando: <code>{env}={key}</code></p>"
            ),
        )
    if k == 6:
        return "en", f"{vendor} in a YAML-ish config line", F("config", f"{env.lower()}: {key}")
    if k == 7:
        return "en", f"{vendor} in a JSON settings field", F("apiKey" if i % 2 else "token", key)
    if k == 8:
        return (
            "en",
            f"{vendor} hard-coded in the page's inline script",
            S(f"<script>var CFG = {{endpoint: 'https://{host}', secret: '{key}'}};</script>"),
        )
    if k == 9:
        return (
            "en",
            f"{vendor} in Python code",
            F("code", f"client = Client(api_key='{key}', base_url='https://{host}')"),
        )
    if k == 10:
        return (
            "es",
            f"{vendor} echoed in an error message",
            F("error", f"401 No autorizado: la clave {key} fue revocada o no existe"),
        )
    return (
        "pt",
        f"{vendor} in a Portuguese support note",
        AP(f" Suporte: a chave que você mandou ({key}) ficou exposta no repositório, troque já."),
    )


def drafts(r: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    vs = vendors(r)
    i = 0
    for rnd in range(2):
        for vendor, make, env, header, host in vs:
            key = make()
            lang, form, where = forms(vendor, key, env, header, host, i)
            out.append(draft("vendor-key", lang, form, key, where))
            i += 1 + rnd
    for vendor, make, env, header, host in vs[::6]:
        key = make()
        lang, form, where = forms(vendor, key, env, header, host, i)
        out.append(draft("vendor-key", lang, form, key, where))
        i += 5
    # public-by-design browser keys outside their initialiser
    pk = "pk_live_51" + rand(r, ALNUM, 96)
    out.append(
        draft(
            "browser-key-elsewhere",
            "en",
            "Stripe publishable key in a server .env line",
            pk,
            F("env", f"STRIPE_PUBLISHABLE_KEY={pk}"),
        )
    )
    pk2 = "pk_live_51" + rand(r, ALNUM, 96)
    out.append(
        draft(
            "browser-key-elsewhere",
            "es",
            "Stripe publishable key pasted in a chat",
            pk2,
            AP(f" Oye, ¿esta es la llave buena de Stripe? {pk2}"),
        )
    )
    dsn = f"https://{rand(r, HEX, 32)}@o{r.randint(100000, 999999)}.ingest.us.sentry.io/{r.randint(10**15, 10**16)}"
    out.append(
        draft(
            "browser-key-elsewhere",
            "en",
            "Sentry DSN in a server log line",
            dsn,
            F("log", f"INFO sentry_sdk configured dsn={dsn} env=production"),
        )
    )
    dsn2 = f"https://{rand(r, HEX, 32)}@o{r.randint(100000, 999999)}.ingest.sentry.io/{r.randint(1000000, 9999999)}"
    out.append(
        draft(
            "browser-key-elsewhere",
            "en",
            "Sentry DSN in an env line",
            dsn2,
            F("env", f"SENTRY_DSN={dsn2}"),
        )
    )
    mb = (
        "pk.eyJ1Ijoi"
        + rand(r, B64URL, 20)
        + "IiwiYSI6I"
        + rand(r, B64URL, 26)
        + "."
        + rand(r, B64URL, 22)
    )
    out.append(
        draft(
            "browser-key-elsewhere",
            "en",
            "Mapbox public token in a server-side curl",
            mb,
            F(
                "repro",
                f"curl 'https://api.mapbox.com/geocoding/v5/mapbox.places/Puebla.json?access_token={mb}'",
            ),
        )
    )
    alg = rand(r, HEX, 32)
    out.append(
        draft(
            "browser-key-elsewhere",
            "en",
            "Algolia search key in a recorded request header",
            alg,
            HD("X-Algolia-API-Key", alg),
        )
    )
    ref = rand(r, "abcdefghijklmnopqrstuvwxyz", 20)
    anon = jwt(
        r, {"iss": "supabase", "ref": ref, "role": "anon", "iat": 1712000000, "exp": 2027576000}
    )
    out.append(
        draft(
            "browser-key-elsewhere",
            "en",
            "Supabase anon key in a server env line",
            anon,
            F("env", f"SUPABASE_ANON_KEY={anon}"),
        )
    )
    gk = "AIza" + rand(r, B64URL, 35)
    out.append(
        draft(
            "browser-key-elsewhere",
            "es",
            "Google Maps key in a log of a server request",
            gk,
            F(
                "log",
                f"GET https://maps.googleapis.com/maps/api/geocode/json?address=Toluca&key={gk} 200",
            ),
        )
    )
    mb2 = (
        "pk.eyJ1Ijoi"
        + rand(r, B64URL, 18)
        + "IiwiYSI6I"
        + rand(r, B64URL, 26)
        + "."
        + rand(r, B64URL, 22)
    )
    out.append(
        draft(
            "browser-key-elsewhere",
            "es",
            "Mapbox public token pasted in page text",
            mb2,
            H(f"<p>Les comparto el token de mapbox para que lo prueben: {mb2}</p>"),
        )
    )
    # other secret forms
    srv = jwt(
        r,
        {
            "iss": "supabase",
            "ref": rand(r, LOWNUM, 20),
            "role": "service_role",
            "iat": 1712000000,
            "exp": 2027576000,
        },
    )
    out.append(
        draft(
            "jwt",
            "en",
            "Supabase service_role JWT in an env line",
            srv,
            F("env", f"SUPABASE_SERVICE_ROLE_KEY={srv}"),
        )
    )
    bj = jwt(r, {"sub": str(r.randint(10**6, 10**7)), "scope": "admin", "exp": 1893456000})
    out.append(
        draft(
            "jwt",
            "en",
            "bearer JWT in a recorded Authorization header",
            f"Bearer {bj}",
            HD("Authorization", f"Bearer {bj}"),
        )
    )
    bj2 = jwt(r, {"uid": rand(r, LOWNUM, 12), "role": "user", "exp": 1893456000})
    out.append(
        draft(
            "jwt",
            "es",
            "JWT de sesión en un log",
            bj2,
            F("log", f"[auth] token renovado access_token={bj2} expira en 3600s"),
        )
    )
    basic = base64.b64encode(f"admin:{rand(r, ALNUM, 14)}".encode()).decode()
    out.append(
        draft(
            "basic-auth",
            "en",
            "Basic credentials in a recorded header",
            f"Basic {basic}",
            HD("Authorization", f"Basic {basic}"),
        )
    )
    basic2 = base64.b64encode(f"scraper@tienda.mx:{rand(r, ALNUM, 12)}!".encode()).decode()
    out.append(
        draft(
            "basic-auth",
            "en",
            "Basic credentials in a curl",
            basic2,
            F("repro", f"curl -H 'Authorization: Basic {basic2}' https://erp.tienda.mx/api/stock"),
        )
    )
    ck = rand(r, B64URL, 48)
    out.append(
        draft(
            "cookie",
            "en",
            "session cookie in a recorded Cookie header",
            ck,
            HD("Cookie", f"sessionid={ck}; csrftoken={rand(r, ALNUM, 32)}"),
        )
    )
    ck2 = rand(r, B64URL, 160)
    out.append(
        draft(
            "cookie",
            "en",
            "Set-Cookie session token in a response header",
            ck2,
            HD("Set-Cookie", f"__Secure-next-auth.session-token={ck2}; Path=/; HttpOnly; Secure"),
        )
    )
    ck3 = rand(r, HEX, 40)
    out.append(
        draft(
            "cookie",
            "es",
            "cookie PHPSESSID en texto de la página",
            ck3,
            H(f"<p>Me sale error con esta cookie: PHPSESSID={ck3}</p>"),
        )
    )
    pw = rand(r, ALNUM, 10) + "#" + str(r.randint(10, 99))
    out.append(
        draft(
            "password",
            "es",
            "contraseña en prosa",
            pw,
            AP(f" La contraseña del servidor de pruebas es {pw}, no la compartan."),
        )
    )
    pw2 = rand(r, ALNUM, 16)
    out.append(
        draft(
            "password",
            "en",
            "database URL with password",
            f"postgres://scraper:{pw2}@db.internal.tienda.mx:5432/prod",
            F("DATABASE_URL", f"postgres://scraper:{pw2}@db.internal.tienda.mx:5432/prod"),
        )
    )
    pw3 = rand(r, ALNUM, 12) + "$"
    out.append(
        draft(
            "password",
            "en",
            "password in a YAML-ish config line",
            pw3,
            F("config", f"smtp_password: {pw3}"),
        )
    )
    pw4 = rand(r, ALNUM, 11)
    out.append(
        draft(
            "password",
            "pt",
            "senha em texto da página",
            pw4,
            H(f"<p>Usuário: admin · Senha: {pw4}</p>"),
        )
    )
    az = (
        "DefaultEndpointsProtocol=https;AccountName=acmemx;AccountKey="
        + rand(r, B64, 86)
        + "==;EndpointSuffix=core.windows.net"
    )
    out.append(
        draft(
            "connection-string",
            "en",
            "Azure storage connection string",
            az,
            F("AZURE_STORAGE_CONNECTION_STRING", az),
        )
    )
    mongo = (
        f"mongodb+srv://app:{rand(r, ALNUM, 16)}@cluster0.{rand(r, LOWNUM, 5)}.mongodb.net/tienda"
    )
    out.append(
        draft("connection-string", "en", "MongoDB URI with password", mongo, F("MONGO_URI", mongo))
    )
    pem_body = [rand(r, B64, 64) for _ in range(6)] + [rand(r, B64, 40) + "=="]
    pem = (
        "-----BEGIN RSA PRIVATE KEY-----\n"
        + "\n".join(pem_body)
        + "\n-----END RSA PRIVATE KEY-----"
    )
    out.append(
        draft(
            "private-key",
            "en",
            "PEM RSA key in page text (pre block)",
            "-----BEGIN RSA PRIVATE KEY-----",
            H("<pre>" + pem + "</pre>"),
        )
    )
    pem2 = (
        "-----BEGIN PRIVATE KEY-----\n"
        + "\n".join(rand(r, B64, 64) for _ in range(5))
        + "\n-----END PRIVATE KEY-----\n"
    )
    out.append(
        draft(
            "private-key",
            "en",
            "PEM private key in a service-account JSON field",
            "-----BEGIN PRIVATE KEY-----",
            F("private_key", pem2),
        )
    )
    pem3 = (
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA"
        + rand(r, B64, 40)
        + "\n"
        + rand(r, B64, 70)
        + "\n-----END OPENSSH PRIVATE KEY-----"
    )
    out.append(
        draft(
            "private-key",
            "en",
            "OpenSSH private key in a JSON field",
            "-----BEGIN OPENSSH PRIVATE KEY-----",
            F("deploy_key", pem3),
        )
    )
    gen_key = rand(r, ALNUM, 40)
    out.append(
        draft(
            "generic-key",
            "en",
            "40-char key in an x-api-key recorded header",
            gen_key,
            HD("x-api-key", gen_key),
        )
    )
    gen2 = rand(r, HEX, 48)
    out.append(
        draft(
            "generic-key",
            "es",
            "clave de API en prosa",
            gen2,
            AP(f" Mi API key del proveedor de clima es {gen2}, ¿por qué me da 403?"),
        )
    )
    fcm = "AAAA" + rand(r, B64URL, 7) + ":APA91b" + rand(r, B64URL, 134)
    out.append(
        draft(
            "vendor-key",
            "en",
            "Firebase legacy server key in a header",
            f"key={fcm}",
            HD("Authorization", f"key={fcm}"),
        )
    )
    msk = (
        "sk.eyJ1Ijoi"
        + rand(r, B64URL, 20)
        + "IiwiYSI6I"
        + rand(r, B64URL, 26)
        + "."
        + rand(r, B64URL, 22)
    )
    out.append(
        draft(
            "vendor-key",
            "en",
            "Mapbox secret token in an env line",
            msk,
            F("env", f"MAPBOX_SECRET_TOKEN={msk}"),
        )
    )
    return out
