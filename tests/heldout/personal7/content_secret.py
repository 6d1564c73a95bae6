# ruff: noqa: E501, E731  (data module: one case per line, value makers as lambdas)
"""Invented credentials (label ``secret``) in realistic shapes and places.

Forms starting with ``prose`` are running sentences (es/en/pt) that carry the key.
"""

from __future__ import annotations

import base64
from typing import Any

from common import H, T, X
from ids import ALNUM, DIG, HEX, LO, UP, Gen

F = {"family": "secret"}


def items(g: Gen) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def t(kind: str, lang: str, form: str, key: str, text: str, v: str) -> None:
        out.append(T(kind, lang, form, key, text, v, **F))

    def h(kind: str, lang: str, form: str, snippet: str, v: str) -> None:
        out.append(H(kind, lang, form, snippet, v, **F))

    def x(kind: str, lang: str, form: str, name: str, text: str, v: str) -> None:
        out.append(X(kind, lang, form, name, text, v, **F))

    tav = lambda: "tvly-" + g.token(32)
    tavdev = lambda: "tvly-dev-" + g.token(32)
    fc = lambda: "fc-" + g.hexs(32)
    brave = lambda: "BSA" + g.token(27, UP + LO + DIG + "_-")
    serp = lambda: g.hexs(64)
    pplx = lambda: "pplx-" + g.token(48)
    oai = lambda: "sk-proj-" + g.token(74, ALNUM + "_-") + "T3BlbkFJ" + g.token(74, ALNUM + "_-")
    oai_old = lambda: "sk-" + g.token(20) + "T3BlbkFJ" + g.token(20)
    ant = lambda: "sk-ant-api03-" + g.token(93, ALNUM + "_-") + "AA"
    gapi = lambda: "AIza" + g.token(35, ALNUM + "_-")
    groq = lambda: "gsk_" + g.token(52)
    hf = lambda: "hf_" + g.token(34)
    rep = lambda: "r8_" + g.token(37)
    orr = lambda: "sk-or-v1-" + g.hexs(64)
    xai = lambda: "xai-" + g.token(80)
    jina = lambda: "jina_" + g.hexs(32) + g.token(28)
    exa = lambda: g.uuid()
    cohere = lambda: g.token(40)
    mistral = lambda: g.token(32)
    akia = lambda: "AKIA" + g.token(16, UP + "234567")
    asia = lambda: "ASIA" + g.token(16, UP + "234567")
    awssec = lambda: g.token(40, ALNUM + "/+")
    azkey = lambda: g.b64(64)
    azoai = lambda: g.hexs(32)
    sk_live = lambda: "sk_live_51" + g.token(97)
    rk_live = lambda: "rk_live_51" + g.token(97)
    whsec = lambda: "whsec_" + g.token(32)
    mp = lambda: (
        "APP_USR-"
        + g.token(16, DIG)
        + "-"
        + g.token(6, DIG)
        + "-"
        + g.hexs(32)
        + "-"
        + g.token(9, DIG)
    )
    conekta = lambda: "key_" + g.token(27)
    openpay = lambda: "sk_" + g.hexs(32)
    ghp = lambda: "ghp_" + g.token(36)
    ghpat = lambda: "github_pat_11" + g.token(20, UP + DIG) + "_" + g.token(59)
    glpat = lambda: "glpat-" + g.token(20, ALNUM + "_-")
    xoxb = lambda: "xoxb-" + g.token(12, DIG) + "-" + g.token(13, DIG) + "-" + g.token(24)
    slack_hook = lambda: (
        "https://hooks.slack.com/services/T"
        + g.token(10, UP + DIG)
        + "/B"
        + g.token(10, UP + DIG)
        + "/"
        + g.token(24)
    )
    discord_hook = lambda: (
        "https://discord.com/api/webhooks/" + g.token(19, DIG) + "/" + g.token(68, ALNUM + "_-")
    )
    tg = lambda: g.token(10, DIG) + ":AA" + g.token(33, ALNUM + "_-")
    twilio_sid = lambda: "SK" + g.hexs(32)
    twilio_tok = lambda: g.hexs(32)
    sendgrid = lambda: "SG." + g.token(22, ALNUM + "_-") + "." + g.token(43, ALNUM + "_-")
    sentry = lambda: (
        f"https://{g.hexs(32)}@o{g.token(6, DIG)}.ingest.us.sentry.io/{g.token(7, DIG)}"
    )
    ddkey = lambda: g.hexs(32)
    ddapp = lambda: g.hexs(40)
    nrak = lambda: "NRAK-" + g.token(27, UP + DIG)
    pw = lambda: g.token(4, UP) + g.token(3, DIG) + "!" + g.token(5, LO) + "#" + g.token(3, ALNUM)

    # ------------------------------------------------------------- search / extract / LLM keys
    x("api-key", "en", "x-api-key header", "x-api-key", "{v}", tav())
    x("api-key", "en", "authorization bearer header", "authorization", "Bearer {v}", tavdev())
    x("api-key", "en", "x-subscription-token header", "x-subscription-token", "{v}", brave())
    x("api-key", "en", "authorization header with sk-ant", "x-api-key", "{v}", ant())
    x("api-key", "en", "ocp-apim-subscription-key", "ocp-apim-subscription-key", "{v}", azoai())
    x("api-key", "en", "x-goog-api-key header", "x-goog-api-key", "{v}", gapi())
    x("api-key", "en", "authorization openrouter", "authorization", "Bearer {v}", orr())
    x("api-key", "en", "api-key azure header", "api-key", "{v}", azoai())
    t(
        "api-key",
        "en",
        "json body api_key",
        "json_body",
        '{"api_key": "{v}", "query": "tacos al pastor CDMX", "max_results": 5}',
        tav(),
    )
    t(
        "api-key",
        "en",
        "query string",
        "uri",
        "https://serpapi.com/search.json?engine=google&q=semantic+kernel&api_key={v}",
        serp(),
    )
    t(
        "api-key",
        "en",
        "query string key=",
        "uri",
        "https://www.googleapis.com/customsearch/v1?key={v}&cx=017576662512468239146:omuauf_lfve&q=kernel",
        gapi(),
    )
    t("api-key", "en", "env line", "env", "FIRECRAWL_API_KEY={v}", fc())
    t("api-key", "en", "export line", "shell", 'export OPENAI_API_KEY="{v}"', oai())
    t(
        "api-key",
        "en",
        "docker-compose env",
        "compose",
        'environment: [ "PERPLEXITY_API_KEY={v}", "LOG_LEVEL=info" ]',
        pplx(),
    )
    t(
        "api-key",
        "en",
        "toml",
        "toml",
        '[providers.groq]\\napi_key = "{v}"'.replace("\\n", " "),
        groq(),
    )
    t("api-key", "en", "ini", "ini", "[huggingface] token = {v}", hf())
    t(
        "api-key",
        "en",
        "curl header",
        "curl",
        "curl https://api.tavily.com/search -H 'Content-Type: application/json' -H 'Authorization: Bearer {v}' -d '{\"query\":\"x\"}'",
        tav(),
    )
    t(
        "api-key",
        "en",
        "httpie",
        "httpie",
        "http POST https://api.firecrawl.dev/v1/scrape Authorization:'Bearer {v}' url=https://example.org",
        fc(),
    )
    t("api-key", "en", "python client", "snippet", 'client = Exa(api_key="{v}")', exa())
    t(
        "api-key",
        "en",
        "stack trace",
        "stacktrace",
        "openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {v}. You can find your API key at https://platform.openai.com/account/api-keys.",
        oai_old(),
    )
    t(
        "api-key",
        "en",
        "error echo",
        "error",
        "httpx.HTTPStatusError: Client error '403 Forbidden' for url 'https://api.search.brave.com/res/v1/web/search?q=x' (X-Subscription-Token: {v})",
        brave(),
    )
    t(
        "api-key",
        "en",
        "ci log",
        "ci",
        "Run python bench.py --provider replicate  env: REPLICATE_API_TOKEN: {v}",
        rep(),
    )
    t("api-key", "en", "yaml config", "config", "provider: xai  api_key: {v}  model: grok-2", xai())
    t(
        "api-key",
        "en",
        "markdown table",
        "markdown",
        "| provider | key |\\n|---|---|\\n| jina | {v} |".replace("\\n", " "),
        jina(),
    )
    t(
        "api-key",
        "en",
        "code span",
        "markdown",
        "Set `COHERE_API_KEY={v}` before running.",
        cohere(),
    )
    t("api-key", "en", "mistral env", "env", "MISTRAL_API_KEY={v}", mistral())
    t("api-key", "en", "anthropic json", "json_body", '{"anthropic_api_key": "{v}"}', ant())
    t(
        "api-key",
        "en",
        "log line echo",
        "log",
        "2025-02-10 12:01:33 DEBUG firecrawl request headers={'Authorization': 'Bearer {v}'}",
        fc(),
    )
    h("api-key", "en", "html code block", "<p><code>TAVILY_API_KEY={v}</code></p>", tav())
    h(
        "api-key",
        "en",
        "html data attribute",
        '<div class="widget" data-api-key="{v}"></div>',
        pplx(),
    )
    h("api-key", "es", "html dd", "<dl><dt>Clave API (Groq)</dt><dd>{v}</dd></dl>", groq())
    h("api-key", "en", "html kbd", "<p>Use <kbd>{v}</kbd> as the bearer.</p>", orr())

    # ------------------------------------------------------------- cloud
    x(
        "cloud",
        "en",
        "aws sigv4 header echo",
        "x-amz-security-token",
        "{v}",
        "IQoJb3JpZ2luX2VjE" + g.token(120, ALNUM + "/+") + "=",
    )
    t("cloud", "en", "aws credentials ini", "ini", "[default] aws_access_key_id = {v}", akia())
    t("cloud", "en", "aws secret ini", "ini", "aws_secret_access_key = {v}", awssec())
    t("cloud", "en", "aws env secret", "env", "AWS_SECRET_ACCESS_KEY={v}", awssec())
    t(
        "cloud",
        "en",
        "aws sts json",
        "json_body",
        '{"AccessKeyId": "{v}", "Expiration": "2025-06-01T12:00:00Z"}',
        asia(),
    )
    t(
        "cloud",
        "en",
        "gcp service account",
        "json_body",
        '{"type": "service_account", "private_key_id": "{v}", "client_email": "bench@fg.iam.gserviceaccount.com"}',
        g.hexs(40),
    )
    t(
        "cloud",
        "en",
        "azure storage connection string",
        "connection",
        "DefaultEndpointsProtocol=https;AccountName=fgbench;AccountKey={v};EndpointSuffix=core.windows.net",
        azkey(),
    )
    t(
        "cloud",
        "en",
        "azure sas token",
        "uri",
        "https://fgbench.blob.core.windows.net/fixtures/a.json?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-31T00:00:00Z&sig={v}",
        g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"),
    )
    t(
        "cloud",
        "en",
        "azure client secret",
        "env",
        "AZURE_CLIENT_SECRET={v}",
        g.token(3, ALNUM) + "8Q~" + g.token(34, ALNUM + "_.~-"),
    )
    t("cloud", "en", "terraform tfvars", "tfvars", 'gcp_api_key = "{v}"', gapi())
    t(
        "cloud",
        "en",
        "aws cli error",
        "error",
        "An error occurred (SignatureDoesNotMatch) when calling GetCallerIdentity: access key {v} secret mismatch",
        akia(),
    )
    h("cloud", "en", "html pre aws", "<p>aws configure set aws_secret_access_key {v}</p>", awssec())
    t(
        "cloud",
        "en",
        "gcloud oauth token",
        "log",
        "DEBUG: Authorization: Bearer {v}",
        "ya29.a0" + g.token(150, ALNUM + "_-"),
    )

    # ------------------------------------------------------------- payments
    t("payment", "en", "stripe secret env", "env", "STRIPE_SECRET_KEY={v}", sk_live())
    t("payment", "en", "stripe restricted", "yaml_cfg", "stripe: {restricted_key: {v}}", rk_live())
    t("payment", "en", "stripe webhook secret", "env", "STRIPE_WEBHOOK_SECRET={v}", whsec())
    t("payment", "es", "mercado pago token", "env", "MP_ACCESS_TOKEN={v}", mp())
    t("payment", "es", "conekta key", "config", "conekta.api_key = '{v}'", conekta())
    t(
        "payment",
        "es",
        "openpay private key",
        "json_body",
        '{"merchant_id": "mzdtln0bmtms6o3kck8f", "private_key": "{v}"}',
        openpay(),
    )
    t(
        "payment",
        "en",
        "stripe curl -u",
        "curl",
        "curl https://api.stripe.com/v1/charges -u {v}: -d amount=2000",
        sk_live(),
    )
    x("payment", "en", "authorization bearer sk_live", "authorization", "Bearer {v}", sk_live())
    t(
        "payment",
        "en",
        "paypal client secret",
        "env",
        "PAYPAL_CLIENT_SECRET={v}",
        "E" + g.token(79, ALNUM + "-_"),
    )

    # ------------------------------------------------------------- VCS
    t(
        "vcs",
        "en",
        "git remote with token",
        "git",
        "remote: https://x-access-token:{v}@github.com/acme/bench.git",
        ghp(),
    )
    t("vcs", "en", "fine-grained pat env", "env", "GITHUB_TOKEN={v}", ghpat())
    t(
        "vcs",
        "en",
        "gitlab pat",
        "ci",
        '$ curl --header "PRIVATE-TOKEN: {v}" https://gitlab.com/api/v4/projects',
        glpat(),
    )
    t("vcs", "en", "npmrc", "npmrc", "//npm.pkg.github.com/:_authToken={v}", ghp())
    x("vcs", "en", "authorization token header", "authorization", "token {v}", ghp())
    h("vcs", "en", "html code", "<p>git clone https://{v}@github.com/acme/private.git</p>", ghp())
    t(
        "vcs",
        "en",
        "pip index url",
        "pip",
        "--extra-index-url https://__token__:{v}@gitlab.example.com/api/v4/projects/12/packages/pypi/simple",
        glpat(),
    )

    # ------------------------------------------------------------- messaging
    t("messaging", "en", "slack bot token", "env", "SLACK_BOT_TOKEN={v}", xoxb())
    t("messaging", "en", "slack webhook", "alerts", "{v}", slack_hook())
    t("messaging", "en", "discord webhook", "webhook_url", "{v}", discord_hook())
    t(
        "messaging",
        "en",
        "telegram bot token",
        "uri",
        "https://api.telegram.org/bot{v}/sendMessage?chat_id=-1001&text=ok",
        tg(),
    )
    t("messaging", "en", "twilio auth", "env", "TWILIO_AUTH_TOKEN={v}", twilio_tok())
    t("messaging", "en", "twilio api key sid", "config", "twilio: {api_key: {v}}", twilio_sid())
    t("messaging", "en", "sendgrid key", "env", "SENDGRID_API_KEY={v}", sendgrid())
    h(
        "messaging",
        "es",
        "webhook en html",
        '<p>Webhook del canal #alertas: <a href="{v}">enlace</a></p>',
        slack_hook(),
    )
    t("messaging", "es", "whatsapp cloud token", "env", "WHATSAPP_TOKEN={v}", "EAA" + g.token(180))

    # ------------------------------------------------------------- observability
    t("observability", "en", "sentry dsn env", "env", "SENTRY_DSN={v}", sentry())
    t(
        "observability",
        "en",
        "sentry dsn code",
        "snippet",
        'sentry_sdk.init(dsn="{v}", traces_sample_rate=0.2)',
        sentry(),
    )
    t("observability", "en", "datadog api key", "env", "DD_API_KEY={v}", ddkey())
    x("observability", "en", "dd-api-key header", "dd-api-key", "{v}", ddkey())
    t(
        "observability",
        "en",
        "datadog app key",
        "yaml_cfg",
        "datadog: {api_key: REDACTED, app_key: {v}}",
        ddapp(),
    )
    t("observability", "en", "new relic key", "env", "NEW_RELIC_API_KEY={v}", nrak())
    h("observability", "en", "html sentry dsn", "<p>Sentry: <code>{v}</code></p>", sentry())

    # ------------------------------------------------------------- databases
    t(
        "database",
        "en",
        "postgres url",
        "env",
        "DATABASE_URL={v}",
        f"postgres://bench:{pw()}@db.internal:5432/fixtures",
    )
    t(
        "database",
        "en",
        "mongodb srv",
        "connection",
        "{v}",
        f"mongodb+srv://fg_app:{pw()}@cluster0.ab12c.mongodb.net/bench?retryWrites=true",
    )
    t(
        "database",
        "en",
        "mysql dsn",
        "config",
        "dsn: {v}",
        f"mysql://root:{pw()}@127.0.0.1:3306/ventas",
    )
    t(
        "database",
        "en",
        "redis url",
        "env",
        "REDIS_URL={v}",
        f"redis://:{pw()}@cache.internal:6379/0",
    )
    t(
        "database",
        "en",
        "jdbc",
        "properties",
        "spring.datasource.url={v}",
        f"jdbc:sqlserver://sql01;databaseName=crm;user=sa;password={pw()}",
    )
    t(
        "database",
        "en",
        "odbc",
        "connection",
        "{v}",
        f"Server=tcp:fg.database.windows.net,1433;Database=bench;User ID=fgadmin;Password={pw()};Encrypt=true",
    )
    t(
        "database",
        "en",
        "stack trace echoing dsn",
        "stacktrace",
        "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server: {v}",
        f"postgresql://app:{pw()}@10.0.3.7/prod",
    )
    h(
        "database",
        "es",
        "cadena en html",
        "<p>Conexión: <code>{v}</code></p>",
        f"amqp://guest:{pw()}@rabbit:5672/",
    )

    # ------------------------------------------------------------- bearer / jwt / basic / cookies
    x("bearer", "en", "opaque bearer header", "authorization", "Bearer {v}", g.token(40))
    x(
        "jwt",
        "en",
        "jwt bearer header",
        "authorization",
        "Bearer {v}",
        g.jwt({"sub": "u_8812", "scope": "search:write", "exp": 1767225600}),
    )
    x(
        "basic-auth",
        "en",
        "basic header",
        "authorization",
        "Basic {v}",
        base64.b64encode(f"bench:{pw()}".encode()).decode(),
    )
    x(
        "cookie",
        "en",
        "cookie header",
        "cookie",
        "sessionid={v}; csrftoken=abc",
        g.token(32, LO + DIG),
    )
    x(
        "cookie",
        "en",
        "set-cookie header",
        "set-cookie",
        "__Secure-next-auth.session-token={v}; Path=/; HttpOnly; Secure",
        g.jwt({"sub": "9931", "iat": 1735689600}),
    )
    x(
        "cookie",
        "en",
        "set-cookie connect.sid",
        "set-cookie",
        "connect.sid={v}; Path=/; HttpOnly",
        "s%3A" + g.token(32, ALNUM + "-_") + "." + g.token(43, ALNUM + "/+"),
    )
    t("bearer", "en", "opaque bearer in text", "log", "Authorization: Bearer {v}", g.token(40))
    t(
        "jwt",
        "en",
        "jwt in json",
        "json_body",
        '{"access_token": "{v}", "token_type": "bearer"}',
        g.jwt({"sub": "acc_77", "role": "admin", "exp": 1767225600}),
    )
    t(
        "basic-auth",
        "en",
        "url with basic creds",
        "uri",
        "{v}",
        f"https://recorder:{pw()}@proxy.internal:8443/",
    )
    t(
        "basic-auth",
        "en",
        "curl -u",
        "curl",
        "curl -u {v} https://api.example-search.dev/v1/usage",
        f"bench-admin:{pw()}",
    )
    t(
        "cookie",
        "en",
        "cookie in curl",
        "curl",
        "curl 'https://app.example.com/api/me' -H 'Cookie: session={v}'",
        g.token(48, HEX),
    )
    t(
        "jwt",
        "en",
        "jwt in query",
        "uri",
        "https://app.example.com/embed?token={v}",
        g.jwt({"sub": "viewer", "exp": 1767225600}),
    )
    h("bearer", "en", "bearer in page", "<p>Authorization: Bearer {v}</p>", g.token(40))
    h(
        "jwt",
        "es",
        "jwt en html",
        "<p>Token de sesión: <code>{v}</code></p>",
        g.jwt({"sub": "cliente_551", "exp": 1767225600}),
    )
    t(
        "cookie",
        "en",
        "har cookie value",
        "har",
        '{"name": "_session_id", "value": "{v}", "httpOnly": true}',
        g.hexs(64),
    )
    t(
        "bearer",
        "en",
        "refresh token",
        "json_body",
        '{"refresh_token": "{v}"}',
        "1//0" + g.token(100, ALNUM + "_-"),
    )

    # ------------------------------------------------------------- PEM private keys
    def pem(label: str) -> tuple[str, str]:
        body = g.pem_body(5)
        head = f"-----BEGIN {label}-----"
        return head, "\n".join([head, *body, f"-----END {label}-----"])

    for lang, label, where in [
        ("en", "RSA PRIVATE KEY", "html"),
        ("en", "OPENSSH PRIVATE KEY", "html"),
        ("es", "PRIVATE KEY", "html"),
        ("en", "EC PRIVATE KEY", "text"),
        ("en", "PRIVATE KEY", "text"),
        ("en", "ENCRYPTED PRIVATE KEY", "text"),
        ("en", "DSA PRIVATE KEY", "text"),
        ("pt", "RSA PRIVATE KEY", "html"),
    ]:
        head, full = pem(label)
        if where == "html":
            out.append(
                {
                    "kind": "private-key",
                    "lang": lang,
                    "form": "pem block in pre",
                    "place": "html",
                    "snippet": f"<pre>{full}</pre>",
                    "value": head,
                    **F,
                }
            )
        else:
            t(
                "private-key",
                lang,
                "pem in one string",
                "private_key",
                "{v}" + full[len(head) :],
                head,
            )

    # ------------------------------------------------------------- passwords
    t("password", "en", "env password", "env", "DB_PASSWORD={v}", pw())
    t(
        "password",
        "es",
        "yaml password",
        "config",
        'smtp: {usuario: avisos, contrasena: "{v}"}',
        pw(),
    )
    t(
        "password",
        "en",
        "json password",
        "json_body",
        '{"username": "admin", "password": "{v}"}',
        pw(),
    )
    t("password", "en", "docker compose", "compose", "POSTGRES_PASSWORD: {v}", pw())
    t(
        "password",
        "en",
        "ci log masked wrongly",
        "ci",
        "##[debug]Evaluating: secrets.FTP_PASSWORD => {v}",
        pw(),
    )
    h("password", "es", "html form value", "<p>Usuario: soporte — Contraseña: {v}</p>", pw())

    # ------------------------------------------------------------- prose (≥ 40)
    prose = [
        ("es", "La llave de Tavily que usamos en el bench es {v}, no la subas al repo.", tav),
        ("es", "Oye, te dejo la API key de Firecrawl para que pruebes: {v}", fc),
        ("es", "Ya quedó: el token de Brave es {v} y vence en junio.", brave),
        ("es", "Para correr la grabación pon {v} como clave de Perplexity.", pplx),
        ("es", "Si falla, usa mi llave de OpenAI {v} mientras renuevan la tuya.", oai),
        ("es", "Che, la clave de Anthropic nueva es {v}, avisale a Santi.", ant),
        ("es", "Te paso la clave de Google Custom Search, {v}, pero no la compartas.", gapi),
        ("es", "La contraseña del servidor de staging es {v} (cámbiala el lunes).", pw),
        ("es", "El token del bot de Telegram quedó como {v}, ya lo probé.", tg),
        ("es", "Vale, la clave secreta de Stripe en producción es {v}, tío.", sk_live),
        ("es", "Para el pago con Mercado Pago usa el access token {v} de la cuenta real.", mp),
        ("es", "Parce, el PAT de GitHub es {v}, tiene permisos de escritura.", ghp),
        (
            "es",
            "La cadena de conexión de la base es {v}, ojo que es producción.",
            lambda: f"postgres://ventas:{pw()}@pg-prod.internal:5432/ventas",
        ),
        ("es", "Mi llave de Groq, por si la ocupas: {v}", groq),
        ("es", "El webhook de Slack para las alertas del bench es {v}", slack_hook),
        ("es", "Anotá la secret key de AWS: {v}, y no la pegues en Slack.", awssec),
        ("es", "Acordate que el token de Hugging Face es {v}.", hf),
        ("es", "El DSN de Sentry del proyecto es {v} por si lo necesitan.", sentry),
        ("es", "La API key de Datadog que nos dio el cliente es {v}.", ddkey),
        (
            "es",
            "Oigan, la contraseña del wifi de la oficina ya no es la de antes, ahora es {v}.",
            pw,
        ),
        ("es", "Guardé la clave de OpenRouter ({v}) en el gestor, pero te la dejo aquí.", orr),
        (
            "es",
            "El token de acceso de WhatsApp Business es {v}, no lo reenvíes.",
            lambda: "EAA" + g.token(160),
        ),
        ("es", "Ahí les va el token de Conekta de producción: {v}", conekta),
        ("es", "Probá con este bearer: {v}", lambda: g.token(40)),
        ("es", "La clave de acceso AWS del grabador es {v}, la secreta te la mando aparte.", akia),
        ("en", "The Tavily key for the recorder is {v}, please rotate it after the run.", tav),
        ("en", "Hey, just use my OpenAI key {v} until billing is sorted.", oai),
        ("en", "FYI the staging database password is {v} now.", pw),
        ("en", "Our SerpAPI key is {v} if you want to reproduce the numbers.", serp),
        ("en", "I pasted the GitLab token {v} into the runner, can you check?", glpat),
        ("en", "The Discord webhook for deploy notices is {v}.", discord_hook),
        ("en", "Jina's key ended up in the notebook: {v}. Rotate it.", jina),
        ("en", "SendGrid wants the key {v} in the header, not the body.", sendgrid),
        ("en", "You can authenticate with the xAI key {v} for now.", xai),
        ("en", "Mistral's console gave me {v}; it should work for the eval.", mistral),
        ("en", "The Replicate token is {v} — don't commit it.", rep),
        ("pt", "A chave da API da Tavily é {v}, não coloque no repositório.", tav),
        ("pt", "Usa o meu token do GitHub, {v}, enquanto o teu não chega.", ghpat),
        ("pt", "A senha do banco de homologação agora é {v}.", pw),
        ("pt", "O token do Slack do bot ficou {v}, já testei.", xoxb),
        ("pt", "Segue a chave secreta da Stripe: {v}", sk_live),
        ("pt", "A chave da Anthropic que a gente usa no bench é {v}.", ant),
        ("pt", "O access token do Mercado Pago de produção é {v}, cuidado.", mp),
        ("pt", "Coloquei a chave do Firecrawl ({v}) no .env do servidor.", fc),
    ]
    kinds = {
        pw: "password",
        slack_hook: "messaging",
        discord_hook: "messaging",
        tg: "messaging",
        xoxb: "messaging",
        sentry: "observability",
        ddkey: "observability",
        sk_live: "payment",
        mp: "payment",
        conekta: "payment",
        ghp: "vcs",
        ghpat: "vcs",
        glpat: "vcs",
        awssec: "cloud",
        akia: "cloud",
        sendgrid: "messaging",
    }
    for i, (lang, sent, make) in enumerate(prose):
        v = make()
        kind = kinds.get(make, "api-key")
        if "conexión" in sent:
            kind = "database"
        elif "bearer" in sent or "WhatsApp" in sent:
            kind = "bearer"
        if i % 3 == 0:
            out.append(H(kind, lang, "prose sentence in page", f"<p>{sent}</p>", v, **F))
        else:
            out.append(
                T(
                    kind,
                    lang,
                    "prose sentence in field",
                    ["comment", "nota", "mensaje", "notes"][i % 4],
                    sent,
                    v,
                    **F,
                )
            )
    return out
