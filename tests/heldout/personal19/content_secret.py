# ruff: noqa: E501
"""Secrets of corpus 19 (label ``secret``): invented keys in many vendors' shapes.

Each entry: ``(kind, lang, form, text, value)``; ``text`` starting with ``HDR:Name:`` is a
recorded header. Every key is random (seeded); none is a real credential.
"""

from __future__ import annotations

import base64
import json
import random
import string

from ids import hexs, rand, uid

AZ09 = string.ascii_letters + string.digits
UP09 = string.ascii_uppercase + string.digits
B64U = AZ09 + "-_"


def _b64u(obj: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")


def build(r: random.Random) -> list[tuple[str, str, str, str, str]]:
    out: list[tuple[str, str, str, str, str]] = []

    def key(name: str) -> str:
        shapes = {
            "openai": lambda: "sk-proj-" + rand(r, 64, B64U) + "T3BlbkFJ" + rand(r, 64, B64U),
            "openai-svc": lambda: (
                "sk-svcacct-" + rand(r, 48, B64U) + "T3BlbkFJ" + rand(r, 48, B64U)
            ),
            "anthropic": lambda: "sk-ant-api03-" + rand(r, 93, B64U) + "AA",
            "anthropic-admin": lambda: "sk-ant-admin01-" + rand(r, 93, B64U) + "AA",
            "google": lambda: "AIza" + rand(r, 35, B64U),
            "github-pat": lambda: "ghp_" + rand(r, 36),
            "github-fine": lambda: "github_pat_11" + rand(r, 20, UP09) + "_" + rand(r, 59),
            "github-app": lambda: "ghs_" + rand(r, 36),
            "gitlab": lambda: "glpat-" + rand(r, 20, B64U),
            "slack-bot": lambda: (
                f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{rand(r, 24)}"
            ),
            "slack-user": lambda: (
                f"xoxp-{r.randint(10**10, 10**11)}-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{hexs(r, 32)}"
            ),
            "stripe": lambda: "sk_live_51" + rand(r, 97),
            "stripe-rk": lambda: "rk_live_51" + rand(r, 97),
            "stripe-wh": lambda: "whsec_" + rand(r, 32),
            "aws-id": lambda: "AKIA" + rand(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
            "aws-secret": lambda: rand(r, 40, AZ09 + "/+"),
            "twilio": lambda: hexs(r, 32),
            "twilio-sk": lambda: "SK" + hexs(r, 32),
            "sendgrid": lambda: "SG." + rand(r, 22, B64U) + "." + rand(r, 43, B64U),
            "mailgun": lambda: "key-" + hexs(r, 32),
            "mailchimp": lambda: hexs(r, 32) + "-us21",
            "hf": lambda: "hf_" + rand(r, 34, string.ascii_letters),
            "groq": lambda: "gsk_" + rand(r, 52),
            "perplexity": lambda: "pplx-" + rand(r, 48),
            "tavily": lambda: "tvly-prod-" + rand(r, 32),
            "tavily-dev": lambda: "tvly-dev-" + rand(r, 32),
            "firecrawl": lambda: "fc-" + hexs(r, 32),
            "jina": lambda: "jina_" + hexs(r, 32) + rand(r, 28),
            "xai": lambda: "xai-" + rand(r, 80),
            "replicate": lambda: "r8_" + rand(r, 37),
            "openrouter": lambda: "sk-or-v1-" + hexs(r, 64),
            "deepseek": lambda: "sk-" + hexs(r, 32),
            "mistral": lambda: rand(r, 32),
            "cohere": lambda: rand(r, 40),
            "brave": lambda: "BSA" + rand(r, 28, B64U),
            "serpapi": lambda: hexs(r, 64),
            "serper": lambda: hexs(r, 40),
            "exa": lambda: uid(r),
            "azure-openai": lambda: hexs(r, 32),
            "npm": lambda: "npm_" + rand(r, 36),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rand(r, 60, B64U),
            "docker": lambda: "dckr_pat_" + rand(r, 27, B64U),
            "shopify": lambda: "shpat_" + hexs(r, 32),
            "mercadopago": lambda: (
                f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}-{hexs(r, 32)}-{r.randint(10**8, 10**9)}"
            ),
            "conekta": lambda: "key_" + rand(r, 27),
            "openpay": lambda: "sk_" + hexs(r, 32),
            "telegram": lambda: f"{r.randint(10**8, 10**10)}:AA{rand(r, 33, B64U)}",
            "discord-bot": lambda: (
                rand(r, 24, B64U) + "." + rand(r, 6, B64U) + "." + rand(r, 38, B64U)
            ),
            "datadog": lambda: hexs(r, 32),
            "newrelic": lambda: "NRAK-" + rand(r, 27, UP09),
            "sentry": lambda: "sntrys_" + rand(r, 80, B64U),
            "linear": lambda: "lin_api_" + rand(r, 40),
            "notion": lambda: "ntn_" + rand(r, 46),
            "airtable": lambda: "pat" + rand(r, 14) + "." + hexs(r, 64),
            "atlassian": lambda: "ATATT3xFfGF0" + rand(r, 180, B64U) + "=" + hexs(r, 8).upper(),
            "heroku": lambda: uid(r),
            "digitalocean": lambda: "dop_v1_" + hexs(r, 64),
            "cloudflare": lambda: rand(r, 40, B64U),
            "vercel": lambda: rand(r, 24),
            "netlify": lambda: "nfp_" + rand(r, 36),
            "pinecone": lambda: "pcsk_" + rand(r, 5) + "_" + rand(r, 60),
            "doppler": lambda: "dp.st.prd." + rand(r, 43),
            "vault": lambda: "hvs." + rand(r, 90, B64U),
            "age": lambda: "AGE-SECRET-KEY-1" + rand(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
            "mapbox": lambda: "sk.eyJ1Ijoi" + rand(r, 40, B64U) + "." + rand(r, 22, B64U),
            "twitter": lambda: "AAAAAAAAAAAAAAAAAAAAA" + rand(r, 80, AZ09 + "%"),
            "facebook": lambda: "EAAB" + rand(r, 180),
            "okta": lambda: "00" + rand(r, 40, B64U),
            "algolia-admin": lambda: hexs(r, 32),
            "firebase": lambda: "AAAA" + rand(r, 7, B64U) + ":APA91b" + rand(r, 134, B64U),
            "dropbox": lambda: "sl." + rand(r, 130, B64U),
            "square": lambda: "EAAA" + rand(r, 60, B64U),
            "postmark": lambda: uid(r),
            "generic": lambda: rand(r, 48),
        }
        return shapes[name]()

    def add(kind: str, lang: str, form: str, text: str, value: str) -> None:
        assert value in text, (kind, text)
        out.append((kind, lang, form, text, value))

    # env lines
    env = [
        ("openai", "OPENAI_API_KEY={k}"),
        ("anthropic", 'export ANTHROPIC_API_KEY="{k}"'),
        ("groq", "GROQ_API_KEY={k}"),
        ("perplexity", "PERPLEXITY_API_KEY={k}"),
        ("tavily", "TAVILY_API_KEY={k}"),
        ("firecrawl", "FIRECRAWL_API_KEY={k}"),
        ("jina", "JINA_API_KEY={k}  # prod"),
        ("xai", "XAI_API_KEY='{k}'"),
        ("replicate", "REPLICATE_API_TOKEN={k}"),
        ("openrouter", "OPENROUTER_API_KEY={k}"),
        ("deepseek", "DEEPSEEK_API_KEY={k}"),
        ("mistral", "MISTRAL_API_KEY={k}"),
        ("cohere", "CO_API_KEY={k}"),
        ("serpapi", "SERPAPI_API_KEY={k}"),
        ("serper", "SERPER_API_KEY={k}"),
        ("exa", "EXA_API_KEY={k}"),
        ("aws-id", "AWS_ACCESS_KEY_ID={k}"),
        ("aws-secret", "AWS_SECRET_ACCESS_KEY={k}"),
        ("twilio", "TWILIO_AUTH_TOKEN={k}"),
        ("sendgrid", "SENDGRID_API_KEY={k}"),
        ("mailgun", "MAILGUN_API_KEY={k}"),
        ("mailchimp", "MAILCHIMP_KEY={k}"),
        ("hf", "HF_TOKEN={k}"),
        ("npm", "//registry.npmjs.org/:_authToken={k}"),
        ("pypi", "password = {k}"),
        ("docker", "DOCKERHUB_TOKEN={k}"),
        ("mercadopago", "MP_ACCESS_TOKEN={k}"),
        ("conekta", "CONEKTA_PRIVATE_KEY={k}"),
        ("openpay", "OPENPAY_PRIVATE_KEY={k}"),
        ("telegram", "TELEGRAM_BOT_TOKEN={k}"),
        ("datadog", "DD_API_KEY={k}"),
        ("newrelic", "NEW_RELIC_API_KEY={k}"),
        ("sentry", "SENTRY_AUTH_TOKEN={k}"),
        ("linear", "LINEAR_API_KEY={k}"),
        ("notion", "NOTION_TOKEN={k}"),
        ("heroku", "HEROKU_API_KEY={k}"),
        ("digitalocean", "DIGITALOCEAN_TOKEN={k}"),
        ("cloudflare", "CLOUDFLARE_API_TOKEN={k}"),
        ("vercel", "VERCEL_TOKEN={k}"),
        ("netlify", "NETLIFY_AUTH_TOKEN={k}"),
        ("pinecone", "PINECONE_API_KEY={k}"),
        ("doppler", "DOPPLER_TOKEN={k}"),
        ("vault", "VAULT_TOKEN={k}"),
        ("age", "{k}"),
        ("algolia-admin", "ALGOLIA_ADMIN_API_KEY={k}"),
        ("postmark", "POSTMARK_SERVER_TOKEN={k}"),
        ("generic", "SECRET_KEY_BASE={k}"),
    ]
    for vendor, t in env:
        k = key(vendor)
        add("api-key-env", "en", f"env line: {vendor}", t.format(k=k), k)

    # YAML / INI / JSON config
    cfg = [
        ("brave", "brave: {{api_key: {k}}}"),
        ("github-fine", 'token = "{k}"  ; ~/.config/gh'),
        ("gitlab", "private_token: {k}"),
        ("slack-bot", "slack_bot_token: {k}"),
        ("stripe", "stripe.api_key = '{k}'"),
        ("stripe-wh", "webhook_secret: {k}"),
        ("shopify", "shopify_access_token = {k}"),
        ("airtable", "airtable: {{ token: {k} }}"),
        ("atlassian", "jira.api_token={k}"),
        ("mapbox", "MAPBOX_SECRET_TOKEN: {k}"),
        ("firebase", "fcm_server_key: {k}"),
        ("dropbox", "dropbox_access_token = {k}"),
        (
            "azure-openai",
            "azure_openai: {{endpoint: https://contoso.openai.azure.com, api_key: {k}}}",
        ),
        ("anthropic-admin", "admin_key: {k}"),
        ("openai-svc", "openai.api_key: {k}"),
        ("tavily-dev", "[tavily]\\napi_key = {k}"),
    ]
    for vendor, t in cfg:
        k = key(vendor)
        add("api-key-config", "en", f"config entry: {vendor}", t.format(k=k).replace("\\n", " "), k)

    # headers
    hdr = [
        ("anthropic", "x-api-key"),
        ("brave", "X-Subscription-Token"),
        ("serper", "X-API-KEY"),
        ("exa", "x-api-key"),
        ("azure-openai", "api-key"),
        ("google", "x-goog-api-key"),
        ("okta", "Authorization", "SSWS {k}"),
        ("github-pat", "Authorization", "token {k}"),
        ("openai", "Authorization", "Bearer {k}"),
        ("perplexity", "Authorization", "Bearer {k}"),
        ("tavily", "Authorization", "Bearer {k}"),
        ("jina", "Authorization", "Bearer {k}"),
        ("twitter", "Authorization", "Bearer {k}"),
        ("generic", "X-Auth-Token"),
        ("algolia-admin", "X-Algolia-API-Key"),
        ("datadog", "DD-API-KEY"),
    ]
    for h in hdr:
        vendor, name = h[0], h[1]
        k = key(vendor)
        val = (h[2] if len(h) > 2 else "{k}").format(k=k)
        add("api-key-header", "en", f"recorded header {name}: {vendor}", f"HDR:{name}:{val}", k)

    # curl commands
    curl = [
        (
            "tavily",
            'curl -X POST https://api.tavily.com/search -H \'Content-Type: application/json\' -d \'{{"api_key": "{k}", "query": "inflación"}}\'',
        ),
        ("firecrawl", "curl https://api.firecrawl.dev/v1/scrape -H 'Authorization: Bearer {k}'"),
        (
            "brave",
            "curl -s 'https://api.search.brave.com/res/v1/web/search?q=sep' -H 'X-Subscription-Token: {k}'",
        ),
        ("stripe", "curl https://api.stripe.com/v1/charges -u {k}:"),
        (
            "sendgrid",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer {k}'",
        ),
        (
            "mercadopago",
            'curl -H "Authorization: Bearer {k}" https://api.mercadopago.com/v1/payments/search',
        ),
        ("hf", "curl https://huggingface.co/api/whoami-v2 -H 'authorization: Bearer {k}'"),
        (
            "digitalocean",
            "curl -X GET -H 'Authorization: Bearer {k}' https://api.digitalocean.com/v2/droplets",
        ),
    ]
    for vendor, t in curl:
        k = key(vendor)
        add("api-key-curl", "en", f"curl command: {vendor}", t.format(k=k), k)

    # query strings
    qs = [
        ("serpapi", "GET https://serpapi.com/search.json?engine=google&q=cdmx&api_key={k}"),
        (
            "google",
            "https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=sat",
        ),
        ("mistral", "wss://stream.example.ai/v1?access_token={k}"),
        ("cohere", "https://api.cohere.ai/v1/rerank?apikey={k}"),
        ("generic", "https://hooks.partner.mx/ingest?token={k}&src=crawler"),
        ("firecrawl", "/v1/crawl?api_key={k}&limit=10"),
    ]
    for vendor, t in qs:
        k = key(vendor)
        add("api-key-query", "en", f"query string: {vendor}", t.format(k=k), k)

    # prose in es/en/pt
    prose = [
        ("es", "groq", "Oye, ya quedó la llave de Groq: {k} — no la compartas"),
        ("es", "openrouter", "Usa esta clave de OpenRouter mientras llega la del cliente: {k}"),
        ("pt", "anthropic", "A chave da Anthropic para o ambiente de testes é {k}"),
        ("en", "github-pat", "Temporary PAT for the CI runner is {k}, revoke it Friday"),
        ("es", "xai", "La API key de xAI que me pasaste ({k}) ya funciona"),
        ("pt", "pinecone", "Token do Pinecone: {k}"),
        ("es", "notion", "integración de Notion → secreto interno {k}"),
        ("en", "discord-bot", "bot token: {k}"),
    ]
    for lang, vendor, t in prose:
        k = key(vendor)
        add("api-key-prose", lang, f"prose: {vendor}", t.format(k=k), k)

    # error messages echoing the key
    errs = [
        (
            "openai",
            "Error code: 401 - Incorrect API key provided: {k}. You can find your API key at https://platform.openai.com/account/api-keys.",
        ),
        ("serper", "HTTPError 403: key {k} is not authorized for endpoint /news"),
        ("tavily", "ValueError: Invalid Tavily API key {k}"),
        ("cohere", "CohereAPIError: invalid api token {k}"),
        ("slack-user", "slack_sdk.errors.SlackApiError: token_revoked ({k})"),
    ]
    for vendor, t in errs:
        k = key(vendor)
        add("api-key-error", "en", f"error message: {vendor}", t.format(k=k), k)

    # JWTs (signed tokens carrying auth)
    for i in range(5):
        hdr_ = _b64u({"alg": ["HS256", "RS256", "ES256"][i % 3], "typ": "JWT"})
        pl = _b64u(
            {
                "sub": uid(r),
                "role": ["service_role", "authenticated", "admin"][i % 3],
                "iat": 1730000000 + i,
                "exp": 1930000000,
            }
        )
        tok = f"{hdr_}.{pl}.{rand(r, 43, B64U)}"
        t = [
            "SUPABASE_SERVICE_ROLE_KEY={k}",
            "HDR:Authorization:Bearer {k}",
            "session token: {k}",
            "Cookie: access_token={k}; Path=/",
            "jwt = '{k}'",
        ][i]
        add("jwt", "en", "JWT", t.format(k=tok), tok)

    # opaque bearer tokens
    for i in range(5):
        tok = rand(r, [32, 40, 48, 64, 86][i], B64U)
        t = [
            "HDR:Authorization:Bearer {k}",
            "Authorization: Bearer {k}",
            "access_token={k}",
            '"access_token": "{k}", "token_type": "bearer"',
            "HDR:Proxy-Authorization:Bearer {k}",
        ][i]
        add("bearer-token", "en", "opaque bearer token", t.format(k=tok), tok)

    # basic auth
    for i, (u, p) in enumerate(
        [
            ("crawler", "Xq7!pLm2#vR9"),
            ("admin", "Tlaloc2025$"),
            ("api", "s3cr3t-Ñandú-77"),
            ("svc_busqueda", "hT6zQ0wPq1"),
            ("ops", "Maizal#4512"),
        ]
    ):
        b = base64.b64encode(f"{u}:{p}".encode()).decode()
        t = [
            "HDR:Authorization:Basic {b}",
            "Authorization: Basic {b}",
            "curl -u {u}:{p} https://intranet.example.mx/api",
            "https://{u}:{p}@search-proxy.internal:8443/v1",
            "auth: Basic {b}",
        ][i]
        v = b if "{b}" in t else f"{u}:{p}"
        add("basic-auth", "en", "HTTP Basic credentials", t.format(b=b, u=u, p=p), v)

    # cookies
    for i in range(6):
        v = [
            rand(r, 32, "abcdef0123456789"),
            "s%3A" + rand(r, 32, B64U) + "." + rand(r, 43, AZ09 + "%"),
            rand(r, 26, "abcdefghijklmnopqrstuv0123456789"),
            rand(r, 64, B64U),
            rand(r, 40, B64U),
            rand(r, 172, B64U),
        ][i]
        t = [
            "HDR:Set-Cookie:sessionid={v}; HttpOnly; Path=/",
            "HDR:Cookie:connect.sid={v}",
            "Cookie: PHPSESSID={v}; lang=es",
            "HDR:set-cookie:__Secure-next-auth.session-token={v}; Secure",
            "_session_id={v}",
            "HDR:Cookie:_ga=GA1.2.1234.5678; auth_session={v}",
        ][i]
        add("cookie", "en", "session cookie", t.format(v=v), v)

    # connection strings with a password
    conns = [
        "postgresql://busqueda:{p}@db-prod.internal:5432/fixtures",
        "mongodb+srv://admin:{p}@cluster0.ab1cd.mongodb.net/?retryWrites=true",
        "redis://:{p}@cache.internal:6379/0",
        "amqp://crawler:{p}@rabbit.internal:5672/%2F",
        "Server=tcp:sql-mx.database.windows.net,1433;User ID=sa;Password={p};Encrypt=True",
        "jdbc:mysql://10.0.0.12:3306/pagos?user=pagos&password={p}",
        "smtp://notificaciones:{p}@smtp.mailgun.org:587",
        "DefaultEndpointsProtocol=https;AccountName=capturasmx;AccountKey={p}==;EndpointSuffix=core.windows.net",
    ]
    for t in conns:
        p = rand(r, 86 if "AccountKey" in t else 16, AZ09 + ("+/" if "AccountKey" in t else ""))
        add("connection-string", "en", "connection string with password", t.format(p=p), p)

    # webhooks
    hooks = [
        f"https://hooks.slack.com/services/T{rand(r, 8, UP09)}/B{rand(r, 10, UP09)}/{rand(r, 24)}",
        f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{rand(r, 68, B64U)}",
        f"https://contoso.webhook.office.com/webhookb2/{uid(r)}@{uid(r)}/IncomingWebhook/{hexs(r, 32)}/{uid(r)}",
        f"https://discordapp.com/api/webhooks/{r.randint(10**17, 10**18)}/{rand(r, 68, B64U)}",
    ]
    for h in hooks:
        add("webhook-url", "en", "webhook URL", f"alerts_webhook: {h}", h)

    # private keys (header is the value; body one escaped string)
    for kind_, hdr_ in [
        ("RSA", "-----BEGIN RSA PRIVATE KEY-----"),
        ("OPENSSH", "-----BEGIN OPENSSH PRIVATE KEY-----"),
        ("EC", "-----BEGIN EC PRIVATE KEY-----"),
        ("PKCS8", "-----BEGIN PRIVATE KEY-----"),
    ]:
        body = base64.b64encode(bytes(r.getrandbits(8) for _ in range(120))).decode()
        foot = hdr_.replace("BEGIN", "END")
        add("private-key", "en", f"PEM private key {kind_}", f"{hdr_}\n{body}\n{foot}", hdr_)
    return out
