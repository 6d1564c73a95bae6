# ruff: noqa: E501, E731, B007
"""Secrets written for corpus 13 (label ``secret``): vendor keys in many places and forms."""

from __future__ import annotations

import base64
import random
import string

import ids

L = string.ascii_letters
D = string.digits
AN = ids.ALNUM
HX = ids.HEX
UP = string.ascii_uppercase + D


def S(kind, lang, form, value, text, where="any", key="note"):
    if where == "any" and any(t in text for t in ("&amp;", "&lt;", "&#", "<a ")):
        where = "html"
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "where": where,
        "key": key,
    }


def keys(rng: random.Random) -> list[tuple[str, str]]:
    r = lambda n, a=AN: ids.rs(rng, n, a)
    return [
        ("GitHub classic PAT (CRC32 checksum)", ids.crc_token(rng, "ghp_")),
        ("GitHub OAuth token (CRC32)", ids.crc_token(rng, "gho_")),
        ("GitHub fine-grained PAT", "github_pat_11A" + r(19, UP) + "_" + r(59)),
        ("npm token (CRC32)", ids.crc_token(rng, "npm_")),
        ("GitLab PAT", "glpat-" + r(20, AN + "-_")),
        ("Stripe live secret key", "sk_live_51" + r(97)),
        ("Stripe restricted key", "rk_live_51" + r(97)),
        ("Stripe webhook secret", "whsec_" + r(32)),
        ("OpenAI project key", "sk-proj-" + r(74, AN + "-_") + "T3BlbkFJ" + r(74, AN + "-_")),
        ("OpenAI service account key", "sk-svcacct-" + r(74, AN + "-_") + "T3BlbkFJ" + r(20)),
        ("Anthropic API key", "sk-ant-api03-" + r(93, AN + "-_") + "AA"),
        ("Anthropic admin key", "sk-ant-admin01-" + r(93, AN + "-_") + "AA"),
        ("Google API key", "AIza" + r(35, AN + "-_")),
        ("AWS access key id", "AKIA" + r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
        ("AWS temporary key id", "ASIA" + r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
        ("Slack bot token", f"xoxb-{r(12, D)}-{r(13, D)}-{r(24)}"),
        ("Slack user token", f"xoxp-{r(12, D)}-{r(12, D)}-{r(13, D)}-{r(32, HX)}"),
        ("SendGrid key", "SG." + r(22, AN + "-_") + "." + r(43, AN + "-_")),
        ("Twilio API key SID+secret", "SK" + r(32, HX)),
        ("Mailgun key", "key-" + r(32, HX)),
        ("Hugging Face token", "hf_" + r(34, L)),
        ("Replicate token", "r8_" + r(37)),
        ("Groq key", "gsk_" + r(52)),
        ("Perplexity key", "pplx-" + r(48)),
        ("Tavily key", "tvly-" + rng.choice(["prod-", "dev-", ""]) + r(32)),
        ("Firecrawl key", "fc-" + r(32, HX)),
        ("Brave Search subscription token", "BSA" + r(27, AN)),
        ("Exa key", ids.uuid4(rng)),
        ("SerpApi key", r(64, HX)),
        ("Mercado Pago access token", f"APP_USR-{r(16, D)}-{r(6, D)}-{r(32, HX)}-{r(9, D)}"),
        ("Conekta private key", "key_" + r(25)),
        ("Openpay private key", "sk_" + r(32, HX)),
        ("Shopify admin token", "shpat_" + r(32, HX)),
        ("DigitalOcean token", "dop_v1_" + r(64, HX)),
        ("Postman API key", f"PMAK-{r(24, HX)}-{r(34, HX)}"),
        ("Linear API key", "lin_api_" + r(40)),
        ("Notion integration token", "ntn_" + r(46)),
        ("Doppler service token", "dp.st.prd." + r(40)),
        ("New Relic user key", "NRAK-" + r(27, UP)),
        ("Figma PAT", "figd_" + r(40, AN + "-_")),
        ("Atlassian API token", "ATATT3xFfGF0" + r(170, AN + "-_") + "=" + r(8, UP)),
        ("PyPI token", "pypi-AgEIcHlwaS5vcmc" + r(60, AN + "-_")),
        ("Telegram bot token", f"{r(10, D)}:AA{r(33, AN + '-_')}"),
        ("Discord bot token", f"MT{r(24)}.{r(6, AN + '-_')}.{r(38, AN + '-_')}"),
        ("Heroku API key", "HRKU-" + r(60, AN + "-_")),
        ("Square access token", "EAAA" + r(60, AN + "-_")),
        ("Mistral key", r(32)),
        ("DeepSeek key", "sk-" + r(32, HX)),
        ("Cohere key", r(40)),
        ("Azure OpenAI key", r(32, HX)),
        ("Datadog API key", r(32, HX)),
        ("Algolia admin key", r(32, HX)),
        ("Mapbox secret token", "sk.eyJ1Ijoi" + r(40) + "." + r(22, AN + "-_")),
        ("Vercel token", r(24)),
        ("Cloudflare API token", r(40, AN + "-_")),
        ("Jina key", "jina_" + r(60)),
        ("Clerk secret key", "sk_live_" + r(42)),
        ("Resend key", "re_" + r(8) + "_" + r(24)),
        ("Age secret key", "AGE-SECRET-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L").upper()),
        (
            "Supabase service role JWT",
            ids.jwt(
                rng,
                {
                    "iss": "supabase",
                    "ref": r(20, string.ascii_lowercase),
                    "role": "service_role",
                    "iat": 1718000000,
                    "exp": 2033576000,
                },
            ),
        ),
    ]


def all_items(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    ks = keys(rng)
    ctx_ok_generic = {
        "Mistral key",
        "Cohere key",
        "Azure OpenAI key",
        "Datadog API key",
        "Algolia admin key",
        "Vercel token",
        "Cloudflare API token",
        "Exa key",
        "SerpApi key",
    }
    envnames = {
        "Mistral key": "MISTRAL_API_KEY",
        "Cohere key": "CO_API_KEY",
        "Azure OpenAI key": "AZURE_OPENAI_API_KEY",
        "Datadog API key": "DD_API_KEY",
        "Algolia admin key": "ALGOLIA_ADMIN_KEY",
        "Vercel token": "VERCEL_TOKEN",
        "Cloudflare API token": "CLOUDFLARE_API_TOKEN",
        "Exa key": "EXA_API_KEY",
        "SerpApi key": "SERPAPI_API_KEY",
    }
    places = [
        ("api-key-env", "en", "env line", lambda n, v: f"export {n}={v}"),
        ("api-key-env", "en", "dotenv line quoted single", lambda n, v: f"{n}='{v}'"),
        (
            "api-key-json",
            "en",
            "JSON config snippet in a string",
            lambda n, v: f"{{'apiKey': '{v}', 'timeout': 30}}",
        ),
        (
            "api-key-code",
            "en",
            "Python code",
            lambda n, v: f"client = Client(api_key='{v}')  # TODO mover a secrets",
        ),
        (
            "api-key-log",
            "en",
            "debug log line",
            lambda n, v: f"2026-11-30T04:12:09Z DEBUG http auth={v} retry=2",
        ),
        (
            "api-key-curl",
            "en",
            "curl -H",
            lambda n, v: (
                f"curl -s https://api.example.net/v1/search -H 'Authorization: Bearer {v}'"
            ),
        ),
        (
            "api-key-query",
            "en",
            "query string",
            lambda n, v: f"GET /v1/search?q=sk&amp;api_key={v}&amp;count=10 HTTP/1.1",
        ),
        (
            "api-key-error",
            "en",
            "error message echoing the key",
            lambda n, v: (
                f"401 Unauthorized: Incorrect API key provided: {v}. You can find your API key at the dashboard."
            ),
        ),
        (
            "api-key-prose",
            "es",
            "Spanish chat message",
            lambda n, v: f"oye, usa esta mientras: {v} (no la compartas)",
        ),
        (
            "api-key-prose",
            "pt",
            "Portuguese prose",
            lambda n, v: f"A chave de produção é {v}, guardem no cofre",
        ),
        (
            "api-key-prose",
            "es",
            "Spanish prose in a table cell",
            lambda n, v: f"Llave de acceso | {v} | vigente",
        ),
        ("api-key-yaml", "en", "YAML config line in a string", lambda n, v: f"token: {v}"),
        (
            "api-key-stacktrace",
            "en",
            "stack trace frame with locals",
            lambda n, v: f"  File 'search.py', line 88, in fetch  (api_key='{v}', q='sk')",
        ),
        (
            "api-key-csv",
            "es",
            "CSV row of a credentials export",
            lambda n, v: f"produccion,{n.lower()},{v},2026-10-01",
        ),
        ("api-key-toml", "en", "TOML line", lambda n, v: f"[provider] key = '{v}'"),
        (
            "api-key-prose",
            "en",
            "English prose",
            lambda n, v: f"The staging key is {v} until we rotate it Friday",
        ),
    ]
    for i, (kname, v) in enumerate(ks):
        n = envnames.get(kname, kname.upper().split()[0].replace("-", "_") + "_API_KEY")
        kind, lang, form, f = places[i % len(places)]
        if kname in ctx_ok_generic:
            kind, lang, form, f = (
                "api-key-env",
                "en",
                "env line (generic shape, named variable)",
                lambda n, v: f"{n}={v}",
            )
        out.append(S(kind, lang, f"{kname}; {form}", v, f(n, v), key="config"))
    # second pass on a subset of keys in other places
    for i, (kname, v0) in enumerate(ks[:40]):
        if kname in ctx_ok_generic:
            continue
        v = keys(rng)[ks.index((kname, v0))][1]
        kind, lang, form, f = places[(i + 7) % len(places)]
        n = kname.upper().split()[0] + "_TOKEN"
        out.append(S(kind, lang, f"{kname}; {form}", v, f(n, v), key="debug"))
    r = lambda n, a=AN: ids.rs(rng, n, a)
    hdrs = [
        ("Authorization", "Bearer " + ids.crc_token(rng, "ghp_"), "bearer-token"),
        ("x-api-key", "sk-ant-api03-" + r(93, AN + "-_") + "AA", "api-key-header"),
        ("X-Subscription-Token", "BSA" + r(27), "api-key-header"),
        ("api-key", r(32, HX), "api-key-header"),
        (
            "Authorization",
            "Basic " + base64.b64encode(b"crawler:Pr1mavera#2026").decode(),
            "basic-auth",
        ),
        ("Cookie", "session=" + r(40) + "; csrftoken=" + r(32), "cookie"),
        (
            "set-cookie",
            "__Secure-next-auth.session-token="
            + ids.jwt(rng, {"sub": "81273", "name": "ana"})
            + "; Path=/; HttpOnly",
            "cookie",
        ),
        ("x-goog-api-key", "AIza" + r(35, AN + "-_"), "api-key-header"),
        ("Authorization", "Token " + r(40, HX), "bearer-token"),
        ("X-Auth-Token", "dop_v1_" + r(64, HX), "api-key-header"),
        (
            "Proxy-Authorization",
            "Basic " + base64.b64encode(b"scraper:T0ronja!").decode(),
            "basic-auth",
        ),
        (
            "x-sentry-auth",
            f"Sentry sentry_key={r(32, HX)}, sentry_secret={r(32, HX)}",
            "api-key-header",
        ),
    ]
    for h, v, kind in hdrs:
        out.append(S(kind, "en", f"recorded header {h}", v, v, where="header", key=h))
    pw = [
        ("password", "es", "contraseña in prose", "Hunter.2026!", "Usuario admin, contraseña: {v}"),
        ("password", "es", "pass in chat", "Mazapan$77", "la pass del wifi de la oficina es {v}"),
        ("password", "pt", "senha", "Saudade@2025", "senha do banco de dados: {v}"),
        (
            "password",
            "en",
            "password= in a log",
            "S3cr3t-Pa55!",
            "login failed user=ops password={v}",
        ),
        ("password", "en", "YAML password line", "q9#Lm2!vRt", "password: {v}"),
        ("password", "es", "clave in a table", "Tlacoyo_88", "Clave de acceso SAT: {v}"),
        (
            "connection-string",
            "en",
            "Postgres URL",
            f"postgresql://app:{r(16)}@db.prod.internal:5432/search",
            "DATABASE_URL={v}",
        ),
        (
            "connection-string",
            "en",
            "MongoDB SRV",
            f"mongodb+srv://admin:{r(12)}@cluster0.ab12c.mongodb.net/app?retryWrites=true",
            "uri = {v}",
        ),
        (
            "connection-string",
            "en",
            "Redis URL",
            f"rediss://default:{r(32)}@usw1-proud-cat-3321.upstash.io:6379",
            "REDIS_URL={v}",
        ),
        (
            "connection-string",
            "en",
            "Azure storage",
            f"DefaultEndpointsProtocol=https;AccountName=fgcaptures;AccountKey={r(86, AN + '+/')}==;EndpointSuffix=core.windows.net",
            "{v}",
        ),
        (
            "connection-string",
            "es",
            "MySQL in error message",
            f"mysql://root:{r(10)}@10.0.3.12:3306/ventas",
            "Error al conectar a {v}: timeout",
        ),
        (
            "connection-string",
            "en",
            "AMQP URL",
            f"amqps://worker:{r(20)}@rabbit.prod.example.org/vhost",
            "broker_url = {v}",
        ),
        (
            "connection-string",
            "en",
            "SQL Server ADO",
            f"Server=tcp:sql-mx.database.windows.net,1433;User ID=fg;Password={r(14)};Encrypt=True",
            "{v}",
        ),
        (
            "webhook-url",
            "en",
            "Slack webhook",
            f"https://hooks.slack.com/services/T0{r(9, UP)}/B0{r(9, UP)}/{r(24)}",
            "SLACK_WEBHOOK={v}",
        ),
        (
            "webhook-url",
            "es",
            "Discord webhook in prose",
            f"https://discord.com/api/webhooks/{r(19, D)}/{r(68, AN + '-_')}",
            "Las alertas van a {v}",
        ),
        (
            "webhook-url",
            "en",
            "Teams webhook",
            f"https://contoso.webhook.office.com/webhookb2/{ids.uuid4(rng)}@{ids.uuid4(rng)}/IncomingWebhook/{r(32, HX)}/{ids.uuid4(rng)}",
            "notify: {v}",
        ),
        (
            "webhook-url",
            "pt",
            "Zapier hook",
            f"https://hooks.zapier.com/hooks/catch/{r(7, D)}/{r(6, string.ascii_lowercase + D)}/",
            "webhook do CRM: {v}",
        ),
        (
            "webhook-url",
            "en",
            "Google Chat webhook",
            f"https://chat.googleapis.com/v1/spaces/AAAA{r(7)}/messages?key=AIza{r(35, AN + '-_')}&amp;token={r(43, AN + '-_')}",
            "chat hook {v}",
        ),
        (
            "jwt",
            "en",
            "JWT in a log",
            ids.jwt(rng, {"sub": "u_81273", "email": "ops@corp.mx", "exp": 1893456000}),
            "auth ok token={v}",
        ),
        (
            "jwt",
            "es",
            "JWT in Spanish prose",
            ids.jwt(rng, {"sub": "42", "role": "admin"}),
            "Pega este token en Postman: {v}",
        ),
        (
            "jwt",
            "en",
            "RS256 JWT as id_token",
            ids.jwt(
                rng,
                {
                    "iss": "https://accounts.google.com",
                    "sub": r(21, D),
                    "aud": "x.apps.googleusercontent.com",
                },
                "RS256",
            ),
            "id_token={v}",
        ),
        (
            "jwt",
            "en",
            "Supabase anon JWT in a plain server env line",
            ids.jwt(
                rng,
                {
                    "iss": "supabase",
                    "ref": r(20, string.ascii_lowercase),
                    "role": "anon",
                    "iat": 1718000000,
                    "exp": 2033576000,
                },
            ),
            "SUPABASE_KEY={v}",
        ),
        (
            "public-key-misused",
            "en",
            "Stripe pk_live_ in a server log",
            "pk_live_51" + r(97),
            "stripe.init key={v} env=server",
        ),
        (
            "public-key-misused",
            "es",
            "Sentry DSN in chat message",
            f"https://{r(32, HX)}@o{r(6, D)}.ingest.us.sentry.io/{r(7, D)}",
            "mándame errores a este DSN {v}",
        ),
        (
            "public-key-misused",
            "en",
            "Algolia search key in a request header",
            r(32, HX),
            "X-Algolia-API-Key: {v}",
        ),
        (
            "public-key-misused",
            "es",
            "Mapbox pk. in a plain env line",
            "pk.eyJ1Ijoi" + r(30) + "." + r(22, AN + "-_"),
            "MAPBOX_TOKEN={v}",
        ),
        (
            "cookie",
            "en",
            "Set-Cookie in prose log",
            "sessionid=" + r(32, string.ascii_lowercase + D),
            "Set-Cookie: {v}; HttpOnly; Secure",
        ),
        (
            "cookie",
            "es",
            "cookie en un curl",
            "_session=" + r(48, AN + "%"),
            "curl -b '{v}' https://panel.ejemplo.mx/admin",
        ),
        (
            "cloud-key",
            "en",
            "AWS secret access key",
            r(40, AN + "/+"),
            "aws_secret_access_key = {v}",
        ),
        (
            "private-key",
            "en",
            "GCP service account private_key fragment",
            "-----BEGIN PRIVATE KEY-----",
            "'private_key': '{v}\\nMIIEv" + r(60, AN + "+/") + "'",
        ),
        (
            "basic-auth",
            "en",
            "credentials in URL",
            f"https://deploy:{r(14)}@registry.example.io/v2/",
            "pulling from {v}",
        ),
        (
            "basic-auth",
            "es",
            "usuario:contraseña en curl -u",
            f"facturacion:{r(12)}",
            "curl -u {v} https://api.pac.mx/timbrar",
        ),
        (
            "bearer-token",
            "es",
            "Bearer token in prose",
            "eyJ0eXAiOiJKV1Qi" + r(30),
            "Autorización Bearer {v}",
        ),
        ("bearer-token", "en", "access_token JSON field", "ya29." + r(150, AN + "-_"), "{v}"),
    ]
    for kind, lang, form, v, tmpl in pw:
        where = "data" if tmpl == "{v}" and kind == "bearer-token" else "any"
        key = "access_token" if where == "data" else "secreto"
        out.append(S(kind, lang, form, v, tmpl.format(v=v), where=where, key=key))
    # private keys
    for i, (hdr, lang) in enumerate(
        [
            ("RSA PRIVATE KEY", "en"),
            ("OPENSSH PRIVATE KEY", "en"),
            ("EC PRIVATE KEY", "es"),
            ("PRIVATE KEY", "en"),
            ("ENCRYPTED PRIVATE KEY", "pt"),
        ]
    ):
        head = f"-----BEGIN {hdr}-----"
        body = ids.pem_body(rng, 4)
        pem = "\n".join([head, *body, f"-----END {hdr}-----"])
        out.append(S("private-key", lang, f"PEM {hdr}", head, pem, where="pem", key="key"))
    return out
