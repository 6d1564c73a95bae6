"""Account ids (family ``account-id``, label personal) and secrets of corpus 50.

Makers return kind, value, text, form and, for a recorded request/response header,
``header`` (the header's name; ``text`` is then the header's value).
"""

from __future__ import annotations

import base64

from values import ALNUM, HEX, LOWER_NUM, api_key, jwt, pem_body, rs

# --------------------------------------------------------------------------- account ids


def _uuid(r):
    return f"{rs(r, 8, HEX)}-{rs(r, 4, HEX)}-4{rs(r, 3, HEX)}-{r.choice('89ab')}{rs(r, 3, HEX)}-{rs(r, 12, HEX)}"


def a_header(r, lang):
    h, v = r.choice(
        [
            ("openai-organization", lambda: "org-" + rs(r, 24)),
            ("OpenAI-Organization", lambda: "org-" + rs(r, 24)),
            ("openai-project", lambda: "proj_" + rs(r, 24)),
            ("anthropic-organization-id", lambda: _uuid(r)),
            ("x-account-id", lambda: "acct_" + rs(r, 16)),
            ("X-Customer-Id", lambda: "cust-" + str(r.randint(10000, 999999))),
            ("x-account", lambda: "cust-" + str(r.randint(10000, 999999))),
            ("x-workspace-id", lambda: "ws_" + rs(r, 20, LOWER_NUM)),
            ("x-org-id", lambda: "org_" + rs(r, 22)),
            ("x-team-id", lambda: "team_" + rs(r, 24)),
            ("x-user-id", lambda: "user_" + rs(r, 24)),
            ("x-project-id", lambda: "proj_" + rs(r, 12, LOWER_NUM)),
            ("stripe-account", lambda: "acct_1" + rs(r, 15)),
        ]
    )
    val = v()
    return {"kind": "account-id", "value": val, "text": val, "header": h, "form": f"{h} header"}


def a_field(r, lang):
    which = r.choice(
        [
            "acct",
            "cust",
            "org",
            "proj",
            "user",
            "ws",
            "team",
            "path_acct",
            "path_org",
            "path_proj",
            "uri",
        ]
    )
    if which == "acct":
        v = "acct_" + rs(r, 16)
        t = (
            f"cuenta de facturación {v} sin saldo"
            if lang == "es"
            else f"billing account {v} is over its monthly quota"
        )
    elif which == "cust":
        v = "cust-" + str(r.randint(10000, 999999))
        t = (
            f"x-account: {v}; plan=pro; region=us-east-1"
            if lang == "en"
            else f"Cliente {v}: plan pro suspendido por falta de pago"
        )
    elif which == "org":
        v = "org-" + rs(r, 24)
        t = (
            f"Límite de uso alcanzado en la organización {v}, intenta más tarde."
            if lang == "es"
            else f"You exceeded your current quota for organization {v}."
        )
    elif which == "proj":
        v = "proj_" + rs(r, 10, LOWER_NUM)
        t = (
            f"El proyecto {v} no tiene acceso al modelo solicitado."
            if lang == "es"
            else f"project={v} usage=91% of limit"
        )
    elif which == "user":
        v = "user_" + rs(r, 24)
        t = (
            f"Se alcanzó el límite de solicitudes para {v}: 60 por minuto."
            if lang == "es"
            else f"Rate limit reached for {v} on requests per min (RPM): Limit 60."
        )
    elif which == "ws":
        v = "wrkspc_" + rs(r, 24) if r.random() < 0.5 else "ws_" + rs(r, 20, LOWER_NUM)
        t = f"workspace_id={v} key_name=ci-bench rate_limited=true"
    elif which == "team":
        v = "team_" + rs(r, 24)
        t = (
            f"El equipo {v} superó el límite de créditos."
            if lang == "es"
            else f"Team {v} has reached its concurrency limit (5)."
        )
    elif which == "path_acct":
        v = "acct_" + str(r.randint(1000, 99999))
        t = (
            f"Error 429 al consultar https://api.example-search.io/v2/accounts/{v}/usage"
            if lang == "es"
            else f"GET https://api.example-search.io/v2/accounts/{v}/usage 429"
        )
        v = f"/accounts/{v}/"
    elif which == "path_org":
        v = "org_" + rs(r, 20)
        t = f"POST https://api.search-vendor.dev/v1/organizations/{v}/searches -> 503 upstream"
        v = f"/organizations/{v}/"
    elif which == "path_proj":
        v = "proj_" + rs(r, 12, LOWER_NUM)
        t = f"https://console.crawler.dev/projects/{v}/keys"
    else:
        v = "acct_" + rs(r, 14)
        t = f"https://api.searchhub.io/v1/search?account_id={v}&q=semantic+kernel"
    return {"kind": "account-id", "value": v, "text": t, "form": f"{which} in text"}


def a_json_key(r, lang):
    key, v = r.choice(
        [
            ("account_id", "acct_" + rs(r, 16)),
            ("project", "proj_" + rs(r, 10, LOWER_NUM)),
            ("organization", "org-" + rs(r, 24)),
            ("customer_id", "cust-" + str(r.randint(10000, 999999))),
            ("workspace_id", "ws_" + rs(r, 20, LOWER_NUM)),
            ("user_id", "user_" + rs(r, 24)),
            ("team_id", "team_" + rs(r, 24)),
            ("org_id", "org_" + rs(r, 22)),
        ]
    )
    return {"kind": "account-id", "value": v, "text": v, "key": key, "form": f"{key} field"}


ACCOUNT_MAKERS = [(a_header, 18, "en"), (a_field, 20, "es es en"), (a_json_key, 12, "en")]

# --------------------------------------------------------------------------- secrets

PROVIDERS = [
    "tavily",
    "brave",
    "serpapi",
    "serper",
    "firecrawl",
    "jina",
    "perplexity",
    "openai",
    "anthropic",
    "openrouter",
    "groq",
    "google",
    "hf",
    "xai",
    "stripe",
    "github",
    "github_pat",
    "gitlab",
    "slack_bot",
    "sendgrid",
    "twilio",
    "mailgun",
    "npm",
    "shopify",
    "deepseek",
    "replicate",
    "stripe_rk",
]


def s_header(r, lang):
    prov = r.choice(
        [
            "tavily",
            "brave",
            "serper",
            "firecrawl",
            "exa",
            "anthropic",
            "openai",
            "jina",
            "google",
            "perplexity",
        ]
    )
    k = api_key(r, prov)
    h = {
        "tavily": "Authorization",
        "brave": "X-Subscription-Token",
        "serper": "X-API-KEY",
        "firecrawl": "Authorization",
        "exa": "x-api-key",
        "anthropic": "x-api-key",
        "openai": "Authorization",
        "jina": "Authorization",
        "google": "x-goog-api-key",
        "perplexity": "Authorization",
    }[prov]
    text = ("Bearer " + k) if h == "Authorization" else k
    return {
        "kind": "api-key-header",
        "value": k,
        "text": text,
        "header": h,
        "form": f"{prov} key in {h} header",
    }


def s_query(r, lang):
    prov = r.choice(["serpapi", "google", "brave", "serper", "mistral"])
    k = api_key(r, prov)
    if lang == "es":
        t = r.choice(
            [
                f"Falló la petición: https://api.search.dev/v1/web?apikey={k}&q=tecnologia",
                f"Consulta registrada: GET https://serpapi.com/search.json?engine=google&q=cdmx&api_key={k}",
            ]
        )
    else:
        t = r.choice(
            [
                f"GET https://serpapi.com/search.json?engine=google&q=semantic+kernel&api_key={k}",
                f"https://www.googleapis.com/customsearch/v1?key={k}&cx=0171&q=semantic%20kernel",
                f"request failed: https://api.search.dev/v1/web?apikey={k}&q=tecnologia",
            ]
        )
    return {"kind": "api-key-query", "value": k, "text": t, "form": f"{prov} key in query string"}


def s_curl(r, lang):
    prov = r.choice(["tavily", "firecrawl", "perplexity", "openrouter", "groq", "xai", "jina"])
    k = api_key(r, prov)
    host = {
        "tavily": "api.tavily.com/search",
        "firecrawl": "api.firecrawl.dev/v1/scrape",
        "perplexity": "api.perplexity.ai/chat/completions",
        "openrouter": "openrouter.ai/api/v1/chat/completions",
        "groq": "api.groq.com/openai/v1/chat/completions",
        "xai": "api.x.ai/v1/chat/completions",
        "jina": "r.jina.ai/https://example.org",
    }[prov]
    t = f"curl -s https://{host} -H 'Authorization: Bearer {k}' -H 'Content-Type: application/json'"
    return {"kind": "api-key-curl", "value": k, "text": t, "form": f"{prov} key in curl"}


def s_env(r, lang):
    prov = r.choice(PROVIDERS)
    k = api_key(r, prov)
    name = {
        "tavily": "TAVILY_API_KEY",
        "brave": "BRAVE_SEARCH_API_KEY",
        "openai": "OPENAI_API_KEY",
        "anthropic": "ANTHROPIC_API_KEY",
        "github": "GITHUB_TOKEN",
        "stripe": "STRIPE_SECRET_KEY",
    }.get(prov, prov.upper() + "_API_KEY")
    if lang == "es":
        return {
            "kind": "api-key-env",
            "value": k,
            "text": f"Configura la variable {name}={k} en el servidor de pruebas.",
            "form": f"{prov} key in env line (prose)",
        }
    t = r.choice(
        [
            f"export {name}={k}",
            f'{name}="{k}"'.replace('"', "'"),
            f"{name.lower()}: {k}",
            f"[search] {name.lower()} = {k}",
        ]
    )
    return {"kind": "api-key-env", "value": k, "text": t, "form": f"{prov} key in env/config line"}


def s_json(r, lang):
    prov = r.choice(PROVIDERS)
    k = api_key(r, prov)
    key = r.choice(["api_key", "apiKey", "token", "secret", "access_token", "key"])
    return {
        "kind": "api-key-json",
        "value": k,
        "text": k,
        "key": key,
        "form": f"{prov} key in {key} field",
    }


def s_error(r, lang):
    prov = r.choice(["openai", "tavily", "groq", "google", "anthropic", "openrouter", "deepseek"])
    k = api_key(r, prov)
    if lang == "es":
        t = r.choice(
            [
                f"Error de autenticación: la clave {k} fue revocada.",
                f"401 No autorizado: la api_key '{k}' no es válida",
            ]
        )
    else:
        t = r.choice(
            [
                f"Incorrect API key provided: {k}. You can find your API key at https://platform.openai.com/account/api-keys.",
                f"401 Unauthorized: invalid api_key '{k}'",
                f"AuthenticationError('key={k} is not valid')",
            ]
        )
    return {"kind": "api-key-error", "value": k, "text": t, "form": f"{prov} key echoed in error"}


def s_prose(r, lang):
    prov = r.choice(PROVIDERS)
    k = api_key(r, prov)
    t = {
        "es": r.choice(
            [
                f"Para probar usa mi llave {k}, no la compartas.",
                f"La API key del proyecto es {k} (no subir al repo).",
            ]
        ),
        "en": f"For the demo I used my own key {k}; rotate it afterwards.",
        "pt": f"Use a chave de API {k} para os testes de integração.",
    }[lang]
    return {"kind": "api-key-prose", "value": k, "text": t, "form": f"{prov} key in prose"}


def s_bearer(r, lang):
    tok = rs(r, r.choice([32, 40, 48]), ALNUM + "-_")
    style = r.choice(["header", "text"])
    if style == "header":
        return {
            "kind": "bearer-token",
            "value": tok,
            "text": "Bearer " + tok,
            "header": "Authorization",
            "form": "opaque bearer in header",
        }
    t = (
        f"Petición reenviada con Authorization: Bearer {tok}"
        if lang == "es"
        else f"Authorization: Bearer {tok}"
    )
    return {"kind": "bearer-token", "value": tok, "text": t, "form": "opaque bearer in text"}


def s_jwt(r, lang):
    tok = jwt(
        r,
        {
            "sub": str(r.randint(10**6, 10**7)),
            "scope": "search:read",
            "exp": r.randint(1.7e9, 1.9e9),
        },
    )
    style = r.choice(["header", "text", "key"])
    if style == "header":
        return {
            "kind": "jwt",
            "value": tok,
            "text": "Bearer " + tok,
            "header": "Authorization",
            "form": "JWT bearer header",
        }
    if style == "key":
        return {
            "kind": "jwt",
            "value": tok,
            "text": tok,
            "key": "access_token",
            "form": "JWT in access_token",
        }
    return {"kind": "jwt", "value": tok, "text": f"session token: {tok}", "form": "JWT in text"}


def s_basic(r, lang):
    user = r.choice(["admin", "bench", "scraper", "ci-bot"])
    pw = rs(r, 14)
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    style = r.choice(["header", "url"])
    if style == "header":
        return {
            "kind": "basic-auth",
            "value": b,
            "text": "Basic " + b,
            "header": "Authorization",
            "form": "basic auth header",
        }
    v = f"https://{user}:{pw}@proxy.scrape-mx.net:8080"
    return {
        "kind": "basic-auth",
        "value": v,
        "text": f"HTTPS_PROXY={v}",
        "form": "credentials in URL",
    }


def s_cookie(r, lang):
    name = r.choice(
        [
            "sessionid",
            "connect.sid",
            "_session",
            "PHPSESSID",
            "__Secure-next-auth.session-token",
            "laravel_session",
        ]
    )
    tok = rs(r, 40, ALNUM)
    v = f"{name}={tok}"
    h = r.choice(["Cookie", "Set-Cookie", None])
    if h == "Set-Cookie":
        return {
            "kind": "cookie",
            "value": v,
            "text": v + "; Path=/; HttpOnly; Secure",
            "header": h,
            "form": "set-cookie header",
        }
    if h == "Cookie":
        return {
            "kind": "cookie",
            "value": v,
            "text": v + "; lang=es-MX",
            "header": h,
            "form": "cookie header",
        }
    t = (
        f"La sesión se guardó en la cookie {v}; expira en 30 días"
        if lang == "es"
        else f"Cookie: {v}; theme=dark"
    )
    return {"kind": "cookie", "value": v, "text": t, "form": "cookie in text"}


def s_pem(r, lang):
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    body = pem_body(r)
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    return {"kind": "private-key", "value": head, "text": pem, "pem": True, "form": kind}


def s_cloud(r, lang):
    which = r.choice(["aws_id", "aws_secret", "azure", "gcp"])
    if which == "aws_id":
        k = api_key(r, "aws_id")
        return {
            "kind": "cloud-key",
            "value": k,
            "text": f"aws_access_key_id = {k}",
            "form": "AWS access key id",
        }
    if which == "aws_secret":
        k = api_key(r, "aws_secret")
        return {
            "kind": "cloud-key",
            "value": k,
            "text": f"aws_secret_access_key = {k}",
            "form": "AWS secret access key",
        }
    if which == "azure":
        k = rs(r, 86, ALNUM + "+/") + "=="
        return {
            "kind": "cloud-key",
            "value": k,
            "text": f"DefaultEndpointsProtocol=https;AccountName=benchmx;AccountKey={k};EndpointSuffix=core.windows.net",  # noqa: E501
            "form": "Azure storage key",
        }
    k = rs(r, 40, HEX)
    return {
        "kind": "cloud-key",
        "value": k,
        "text": f"private_key_id: {k} (service account crawler@bench-mx.iam.gserviceaccount.com)",
        "form": "GCP private_key_id",
    }


def s_conn(r, lang):
    pw = rs(r, 16)
    v = r.choice(
        [
            f"postgresql://bench:{pw}@db.internal:5432/fixtures",
            f"mongodb+srv://crawler:{pw}@cluster0.ab12c.mongodb.net/cache",
            f"redis://:{pw}@cache.internal:6379/0",
            f"mysql://root:{pw}@10.0.3.7:3306/busquedas",
            f"amqp://worker:{pw}@rabbit.internal:5672/",
        ]
    )
    t = (
        f"Conexión fallida a {v}"
        if lang == "es"
        else r.choice([f"DATABASE_URL={v}", f"could not connect to {v}: timeout"])
    )
    return {
        "kind": "connection-string",
        "value": v,
        "text": t,
        "form": v.split(":")[0] + " URL with password",
    }


def s_signed(r, lang):
    which = r.choice(["s3", "gcs", "sas"])
    if which == "s3":
        sig = rs(r, 64, HEX)
        v = f"X-Amz-Signature={sig}"
        t = f"https://bench-fixtures.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rs(r, 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20250301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Expires=3600&{v}"  # noqa: E501
    elif which == "gcs":
        sig = rs(r, 128, HEX)
        v = f"X-Goog-Signature={sig}"
        t = f"https://storage.googleapis.com/bench-mx/captures/x.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&{v}"
    else:
        sig = rs(r, 43, ALNUM) + "%3D"
        v = f"sig={sig}"
        t = f"https://benchmx.blob.core.windows.net/fixtures/run.json?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01&{v}"
    return {
        "kind": "signed-url",
        "value": v,
        "text": t,
        "form": f"{which} signed URL",
        "no_html": True,
    }


def s_webhook(r, lang):
    which = r.choice(["slack", "discord", "teams", "telegram"])
    if which == "slack":
        v = f"https://hooks.slack.com/services/T{rs(r, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}/B{rs(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}/{rs(r, 24)}"  # noqa: E501
    elif which == "discord":
        v = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{rs(r, 68, ALNUM + '-_')}"
    elif which == "teams":
        v = f"https://benchmx.webhook.office.com/webhookb2/{_uuid(r)}@{_uuid(r)}/IncomingWebhook/{rs(r, 32, HEX)}/{_uuid(r)}"  # noqa: E501
    else:
        v = f"https://api.telegram.org/bot{r.randint(10**9, 7 * 10**9)}:AA{rs(r, 33, ALNUM + '-_')}/sendMessage"
    t = (
        f"Alertas del benchmark -> {v}"
        if lang == "es"
        else (f"SLACK_WEBHOOK_URL={v}" if which == "slack" else f"notify: {v}")
    )
    return {"kind": "webhook-url", "value": v, "text": t, "form": f"{which} webhook"}


SECRET_MAKERS = [
    (s_header, 16, "en"),
    (s_query, 10, "es en"),
    (s_curl, 10, "en"),
    (s_env, 12, "es en"),
    (s_json, 12, "en"),
    (s_error, 12, "es en"),
    (s_prose, 12, "es es en pt"),
    (s_bearer, 8, "es en"),
    (s_jwt, 7, "en"),
    (s_basic, 6, "en"),
    (s_cookie, 8, "es en"),
    (s_pem, 6, "en"),
    (s_cloud, 7, "en"),
    (s_conn, 7, "es en"),
    (s_signed, 5, "en"),
    (s_webhook, 6, "es es en"),
]
