# ruff: noqa: E501
"""Secret item templates of corpus 17 (every value invented, random, never issued)."""

from __future__ import annotations

import string

from gen_values import B62, B64U, HEX, R, b64, digits, jwt, rnd, uid


def it(kind: str, lang: str, form: str, value: str, **kw: object) -> dict:
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        **kw,
    }


def provider_keys() -> list[tuple[str, str, str]]:
    """(provider, env name, invented key)."""
    return [
        ("openai", "OPENAI_API_KEY", "sk-proj-" + rnd(B64U, 56) + "T3BlbkFJ" + rnd(B64U, 48)),
        ("openai-svc", "OPENAI_API_KEY", "sk-svcacct-" + rnd(B64U, 70)),
        ("anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + rnd(B64U, 93) + "AA"),
        ("anthropic-admin", "ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rnd(B64U, 93) + "AA"),
        ("tavily", "TAVILY_API_KEY", "tvly-" + rnd(B62, 32)),
        ("tavily-dev", "TAVILY_API_KEY", "tvly-dev-" + rnd(B62, 32)),
        ("firecrawl", "FIRECRAWL_API_KEY", "fc-" + rnd(HEX, 32)),
        ("jina", "JINA_API_KEY", "jina_" + rnd(HEX, 32) + rnd(B62, 28)),
        ("perplexity", "PERPLEXITY_API_KEY", "pplx-" + rnd(B62, 48)),
        ("groq", "GROQ_API_KEY", "gsk_" + rnd(B62, 52)),
        ("huggingface", "HF_TOKEN", "hf_" + rnd(string.ascii_letters, 34)),
        ("xai", "XAI_API_KEY", "xai-" + rnd(B62, 80)),
        ("google", "GOOGLE_API_KEY", "AIza" + rnd(B64U, 35)),
        ("brave", "BRAVE_API_KEY", "BSA" + rnd(B62, 28)),
        ("openrouter", "OPENROUTER_API_KEY", "sk-or-v1-" + rnd(HEX, 64)),
        ("deepseek", "DEEPSEEK_API_KEY", "sk-" + rnd(HEX, 32)),
        ("replicate", "REPLICATE_API_TOKEN", "r8_" + rnd(B62, 37)),
        ("pinecone", "PINECONE_API_KEY", "pcsk_" + rnd(B62, 6) + "_" + rnd(B62, 60)),
        ("github", "GITHUB_TOKEN", "ghp_" + rnd(B62, 36)),
        ("github-fine", "GH_PAT", "github_pat_" + rnd(B62, 22) + "_" + rnd(B62, 59)),
        ("gitlab", "GITLAB_TOKEN", "glpat-" + rnd(B64U, 20)),
        ("slack-bot", "SLACK_BOT_TOKEN", f"xoxb-{digits(12)}-{digits(13)}-{rnd(B62, 24)}"),
        (
            "slack-app",
            "SLACK_APP_TOKEN",
            f"xapp-1-A{rnd(string.ascii_uppercase + string.digits, 10)}-{digits(13)}-{rnd(HEX, 64)}",
        ),
        ("stripe", "STRIPE_SECRET_KEY", "sk_live_51" + rnd(B62, 97)),
        ("stripe-restricted", "STRIPE_RESTRICTED_KEY", "rk_live_51" + rnd(B62, 97)),
        ("stripe-webhook", "STRIPE_WEBHOOK_SECRET", "whsec_" + rnd(B62, 32)),
        ("sendgrid", "SENDGRID_API_KEY", f"SG.{rnd(B64U, 22)}.{rnd(B64U, 43)}"),
        ("mailgun", "MAILGUN_API_KEY", "key-" + rnd(HEX, 32)),
        ("npm", "NPM_TOKEN", "npm_" + rnd(B62, 36)),
        ("pypi", "PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rnd(B64U, 120)),
        ("shopify", "SHOPIFY_ACCESS_TOKEN", "shpat_" + rnd(HEX, 32)),
        ("digitalocean", "DIGITALOCEAN_TOKEN", "dop_v1_" + rnd(HEX, 64)),
        ("linear", "LINEAR_API_KEY", "lin_api_" + rnd(B62, 40)),
        ("notion", "NOTION_TOKEN", "ntn_" + rnd(B62, 46)),
        ("postman", "POSTMAN_API_KEY", f"PMAK-{rnd(HEX, 24)}-{rnd(HEX, 34)}"),
        ("telegram", "TELEGRAM_BOT_TOKEN", f"{digits(10)}:AA{rnd(B64U, 33)}"),
        ("heroku", "HEROKU_API_KEY", "HRKU-" + uid()),
        (
            "newrelic",
            "NEW_RELIC_API_KEY",
            "NRAK-" + rnd(string.ascii_uppercase + string.digits, 27),
        ),
        ("doppler", "DOPPLER_TOKEN", "dp.st.prd." + rnd(B62, 43)),
        ("databricks", "DATABRICKS_TOKEN", "dapi" + rnd(HEX, 32)),
        ("sentry", "SENTRY_AUTH_TOKEN", "sntrys_" + rnd(B64U, 150)),
        (
            "mapbox-secret",
            "MAPBOX_SECRET_TOKEN",
            "sk.eyJ1Ijoi" + rnd(B64U, 40) + "." + rnd(B64U, 22),
        ),
        ("twilio", "TWILIO_API_SECRET", rnd(B62, 32)),
        ("cohere", "COHERE_API_KEY", rnd(B62, 40)),
        ("mistral", "MISTRAL_API_KEY", rnd(B62, 32)),
        ("serpapi", "SERPAPI_API_KEY", rnd(HEX, 64)),
        ("serper", "SERPER_API_KEY", rnd(HEX, 40)),
        ("exa", "EXA_API_KEY", uid()),
        ("datadog", "DD_API_KEY", rnd(HEX, 32)),
        ("vercel", "VERCEL_TOKEN", rnd(B62, 24)),
        ("cloudflare", "CLOUDFLARE_API_TOKEN", rnd(B64U, 40)),
        ("algolia-admin", "ALGOLIA_ADMIN_API_KEY", rnd(HEX, 32)),
        ("google-oauth", "GOOGLE_CLIENT_SECRET", "GOCSPX-" + rnd(B64U, 28)),
        ("azure-openai", "AZURE_OPENAI_API_KEY", rnd(HEX, 32)),
        (
            "supabase-service",
            "SUPABASE_SERVICE_ROLE_KEY",
            jwt(
                '{"iss":"supabase","ref":"'
                + rnd(string.ascii_lowercase, 20)
                + '","role":"service_role","iat":1700000000}'
            ),
        ),
    ]


def header_for(prov: str, key: str) -> tuple[str, str]:
    table = {
        "anthropic": ("x-api-key", key),
        "anthropic-admin": ("x-api-key", key),
        "brave": ("X-Subscription-Token", key),
        "serper": ("X-API-KEY", key),
        "exa": ("x-api-key", key),
        "datadog": ("DD-API-KEY", key),
        "google": ("x-goog-api-key", key),
        "azure-openai": ("api-key", key),
        "shopify": ("X-Shopify-Access-Token", key),
        "jina": ("Authorization", f"Bearer {key}"),
        "github": ("Authorization", f"token {key}"),
        "gitlab": ("PRIVATE-TOKEN", key),
        "postman": ("X-Api-Key", key),
        "linear": ("Authorization", key),
        "algolia-admin": ("X-Algolia-API-Key", key),
    }
    return table.get(prov, ("Authorization", f"Bearer {key}"))


def all_secret() -> list[dict]:
    out: list[dict] = []
    keys = provider_keys()
    # 1. each provider key once in a header, once in an env/config/code line
    code_forms = [
        lambda n, k: (f"{n}={k}", "env line"),
        lambda n, k: (f'export {n}="{k}"'.replace('"', "'"), "shell export"),
        lambda n, k: (f"{n.lower()}: {k}", "YAML config text"),
        lambda n, k: (f"client = Client(api_key='{k}')", "Python code"),
        lambda n, k: (f"const apiKey = '{k}'; // TODO mover a .env", "JS code with comment"),
        lambda n, k: (f"# clave temporal de pruebas: {k}", "comment"),
        lambda n, k: (f"[default]\\n{n.lower()} = {k}".split("\\n")[1], "INI line"),
        lambda n, k: (f"Usa mi key {k} mientras llega la de la empresa", "chat message (es)"),
        lambda n, k: (f"docker run -e {n}={k} buscador:latest", "docker run"),
        lambda n, k: (f"Error: invalid api key '{k}' provided", "error echo"),
        lambda n, k: (f"set {n}={k} && python main.py", "cmd.exe set"),
    ]
    for i, (prov, env, key) in enumerate(keys):
        if i % 2 == 0:
            name, val = header_for(prov, key)
            out.append(
                it(
                    "api-key-header",
                    "en",
                    f"{prov} key in a recorded {name} header",
                    key,
                    header=(name, val),
                )
            )
        else:
            t, form = code_forms[i % len(code_forms)](env, key)
            out.append(
                it(
                    "api-key-context",
                    "es" if "(es)" in form or "comment" in form else "en",
                    f"{prov} key as {form}",
                    key,
                    text=t,
                    keys=["snippet", "config", "nota", "log"],
                )
            )
    # 2. a second pass for half the providers in other places
    for i, (prov, env, key) in enumerate(keys[::2]):
        key2 = key[: len(key) // 2] + rnd(B62, len(key) - len(key) // 2)
        f = i % 6
        if f == 0:
            v = key2
            out.append(
                it(
                    "api-key-query",
                    "en",
                    f"{prov} key in a query string",
                    v,
                    text=f"GET https://api.example-search.io/v1/search?q=clima&api_key={v}&count=5",
                    keys=["request_url", "uri"],
                )
            )
        elif f == 1:
            out.append(
                it(
                    "api-key-json",
                    "en",
                    f"{prov} key as a JSON field",
                    key2,
                    field=("apiKey", key2),
                )
            )
        elif f == 2:
            out.append(
                it(
                    "api-key-curl",
                    "en",
                    f"{prov} key in a curl command",
                    key2,
                    text=f"curl -s https://api.example.dev/v1/run -H 'Authorization: Bearer {key2}' -d @body.json",
                    keys=["repro"],
                )
            )
        elif f == 3:
            out.append(
                it(
                    "api-key-prose",
                    "pt",
                    f"{prov} key in Portuguese prose",
                    key2,
                    text=f"Minha chave de API é {key2}, não compartilhe",
                    keys=["mensagem"],
                )
            )
        elif f == 4:
            out.append(
                it(
                    "api-key-html",
                    "es",
                    f"{prov} key in a code element on a page",
                    key2,
                    html=f"<p>Configura <code>{env}={key2}</code> en tu servidor</p>",
                    text=f"{env}={key2}",
                    keys=["doc"],
                )
            )
        else:
            out.append(
                it(
                    "api-key-csv",
                    "en",
                    f"{prov} key in a CSV export",
                    key2,
                    text=f"prod,{prov},{key2},2024-02-11",
                    keys=["export_row"],
                )
            )
    # 3. policy: secret-format values in PUBLIC-named variables; publishable keys on servers
    for name, val in [
        ("NEXT_PUBLIC_OPENAI_API_KEY", "sk-proj-" + rnd(B64U, 100)),
        ("VITE_ANTHROPIC_API_KEY", "sk-ant-api03-" + rnd(B64U, 93) + "AA"),
        ("REACT_APP_STRIPE_SECRET_KEY", "sk_live_51" + rnd(B62, 97)),
        (
            "NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY",
            jwt('{"role":"service_role","ref":"' + rnd(string.ascii_lowercase, 20) + '"}'),
        ),
        ("PUBLIC_TAVILY_API_KEY", "tvly-" + rnd(B62, 32)),
        ("EXPO_PUBLIC_GROQ_API_KEY", "gsk_" + rnd(B62, 52)),
    ]:
        out.append(
            it(
                "public-named-secret",
                "en",
                f"secret-format value in a public-named variable {name.split('_')[0]}_",
                val,
                text=f"{name}={val}",
                keys=["env", "dotenv"],
            )
        )
    for name, val in [
        ("STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rnd(B62, 97)),
        ("stripe.publishable_key", "pk_live_51" + rnd(B62, 97)),
        ("billing.stripe_pk", "pk_live_" + rnd(B62, 99)),
    ]:
        out.append(
            it(
                "publishable-on-server",
                "en",
                "publishable key in server-side config (labelled secret by policy)",
                val,
                text=f"{name} = {val}  # settings/production.py",
                keys=["settings"],
            )
        )
    # 4. generic credentials in context
    gen = [
        ("bearer-token", lambda v: ("Authorization", f"Bearer {v}"), lambda: rnd(B64U, 40)),
        ("bearer-token", lambda v: ("authorization", f"Bearer {v}"), lambda: rnd(HEX, 48)),
        (
            "bearer-jwt",
            lambda v: ("Authorization", f"Bearer {v}"),
            lambda: jwt('{"sub":"svc-buscador","scope":"search:write","exp":1893456000}'),
        ),
        (
            "basic-auth",
            lambda v: ("Authorization", f"Basic {v}"),
            lambda: b64(f"buscador:{rnd(B62, 18)}".encode()),
        ),
        (
            "cookie",
            lambda v: ("Cookie", f"sessionid={v}; csrftoken={rnd(B62, 32)}"),
            lambda: rnd(string.ascii_lowercase + string.digits, 32),
        ),
        (
            "cookie",
            lambda v: (
                "Set-Cookie",
                f"__Secure-next-auth.session-token={v}; Path=/; HttpOnly; Secure",
            ),
            lambda: rnd(B64U, 60),
        ),
        (
            "cookie",
            lambda v: ("cookie", f"connect.sid=s%3A{v}"),
            lambda: rnd(B64U, 32) + "." + rnd(B64U, 43),
        ),
        ("api-key-header", lambda v: ("X-API-Key", v), lambda: rnd(B62, 40)),
        ("api-key-header", lambda v: ("x-auth-token", v), lambda: rnd(HEX, 40)),
        ("api-key-header", lambda v: ("Ocp-Apim-Subscription-Key", v), lambda: rnd(HEX, 32)),
        (
            "cookie",
            lambda v: ("Set-Cookie", f"PHPSESSID={v}; path=/"),
            lambda: rnd(string.ascii_lowercase + string.digits, 26),
        ),
        ("oauth", lambda v: ("X-Refresh-Token", v), lambda: "1//0" + rnd(B64U, 100)),
    ]
    for kind, mk, gv in gen:
        v = gv()
        name, val = mk(v)
        out.append(
            it(kind, "en", f"generic credential in a recorded {name} header", v, header=(name, val))
        )
    texts = [
        (
            "connection-string",
            lambda: rnd(B62, 20),
            "DATABASE_URL=postgres://app_rw:{v}@db.interno.mx:5432/busquedas",
        ),
        (
            "connection-string",
            lambda: rnd(B62, 18),
            "mongodb+srv://etl:{v}@cluster0.ab12c.mongodb.net/noticias?retryWrites=true",
        ),
        ("connection-string", lambda: rnd(B62, 24), "redis://:{v}@cache-1.interno:6379/0"),
        ("connection-string", lambda: rnd(B62, 16), "amqp://worker:{v}@rabbit.interno:5672/%2f"),
        (
            "url-userinfo",
            lambda: "ghp_" + rnd(B62, 36),
            "git clone https://oauth2:{v}@github.com/agencia/buscador.git",
        ),
        ("url-userinfo", lambda: rnd(B62, 22), "proxy: http://scraper:{v}@proxy.example.net:8080"),
        ("password", lambda: rnd(B62 + "!#%", 16), "DB_PASSWORD={v}"),
        ("password", lambda: rnd(B62 + "!#%*", 14), '"password": "{v}"'),
        ("password", lambda: rnd(B62, 20), "contraseña del panel: {v} (no la cambies)"),
        ("client-secret", lambda: rnd(B64U, 40), "client_secret={v}&grant_type=client_credentials"),
        ("client-secret", lambda: rnd(HEX, 40), "OAUTH_CLIENT_SECRET: {v}"),
        ("signing-secret", lambda: rnd(B64U, 50), "JWT_SECRET={v}"),
        (
            "signing-secret",
            lambda: rnd(B62 + "!@#$%^&*(-_=+)", 50).replace("&", "x"),
            "SECRET_KEY = 'django-insecure-{v}'",
        ),
        ("signing-secret", lambda: rnd(HEX, 64), "SLACK_SIGNING_SECRET={v}"),
        (
            "aws",
            lambda: "AKIA" + rnd(string.ascii_uppercase + "234567", 16),
            "aws_access_key_id = {v}",
        ),
        ("aws", lambda: rnd(B62 + "/+", 40), "aws_secret_access_key = {v}"),
        (
            "aws",
            lambda: "ASIA" + rnd(string.ascii_uppercase + "234567", 16),
            "AWS_ACCESS_KEY_ID={v} (sesión temporal)",
        ),
        (
            "azure",
            lambda: rnd(B62 + "+/", 86) + "==",
            "DefaultEndpointsProtocol=https;AccountName=stbusqueda;AccountKey={v};EndpointSuffix=core.windows.net",
        ),
        (
            "azure",
            lambda: rnd(B64U, 43).replace("-", "a").replace("_", "b") + "%3D",
            "https://stbusqueda.blob.core.windows.net/raw/p.json?sv=2022-11-02&ss=b&sp=rl&sig={v}",
        ),
        (
            "signed-url",
            lambda: rnd(HEX, 64),
            "https://s3.amazonaws.com/capturas/x.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA"
            + rnd(string.ascii_uppercase, 16)
            + "%2F20240304%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature={v}",
        ),
        (
            "webhook-url",
            lambda: (
                f"T{rnd(string.ascii_uppercase + string.digits, 10)}/B{rnd(string.ascii_uppercase + string.digits, 10)}/{rnd(B62, 24)}"
            ),
            "https://hooks.slack.com/services/{v}",
        ),
        (
            "webhook-url",
            lambda: f"{digits(19)}/{rnd(B64U, 68)}",
            "https://discord.com/api/webhooks/{v}",
        ),
        (
            "webhook-url",
            lambda: rnd(B64U, 43),
            "https://prod-17.westus.logic.azure.com/workflows/x/triggers/manual/paths/invoke?api-version=2016-06-01&sig={v}",
        ),
        ("npmrc", lambda: "npm_" + rnd(B62, 36), "//registry.npmjs.org/:_authToken={v}"),
        ("netrc", lambda: rnd(B62, 24), "machine api.heroku.com login ops@agencia.mx password {v}"),
        (
            "docker-auth",
            lambda: b64(f"deploy:{rnd(B62, 24)}".encode()),
            '{{"auths":{{"registry.gitlab.com":{{"auth":"{v}"}}}}}}',
        ),
        ("session-token", lambda: rnd(B64U, 64), "sessionToken={v}; expires in 3600s"),
        (
            "api-key-context",
            lambda: rnd(HEX, 32),
            "api_key: {v}  # clave de producción del buscador",
        ),
        ("api-key-context", lambda: rnd(B62, 48), "Token de acceso personal: {v}"),
        ("api-key-context", lambda: rnd(B62, 32), 'const SEARCH_KEY = "{v}";'),
        (
            "private-key-json",
            lambda: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rnd(B62 + "+/", 120),
            "-----BEGIN PRIVATE KEY-----\\n{v}\\n-----END PRIVATE KEY-----\\n",
        ),
        (
            "otp-seed",
            lambda: rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32),
            "otpauth://totp/Agencia:ops?secret={v}&issuer=Agencia",
        ),
        (
            "encryption-key",
            lambda: b64(bytes(R.getrandbits(8) for _ in range(32))),
            "ENCRYPTION_KEY=base64:{v}",
        ),
        ("ssh-password", lambda: rnd(B62, 14), "sshpass -p '{v}' ssh deploy@10.0.4.12"),
    ]
    for kind, gv, tpl in texts:
        v = gv()
        t = tpl.format(v=v)
        if kind == "private-key-json":
            out.append(
                it(
                    kind,
                    "en",
                    "PKCS#8 private key body inside a JSON/YAML string",
                    v,
                    field=(
                        "private_key",
                        "-----BEGIN PRIVATE KEY-----\n" + v + "\n-----END PRIVATE KEY-----\n",
                    ),
                    fmts=["json", "yaml"],
                )
            )
            continue
        out.append(
            it(
                kind,
                "es"
                if any(w in t for w in ("contraseña", "clave", "sesión", "Token de"))
                else "en",
                f"{kind} in context",
                v,
                text=t,
                keys=["config", "snippet", "env", "log"],
            )
        )
    # PEM blocks on a page (value = the BEGIN line)
    for hdr in (
        "-----BEGIN RSA PRIVATE KEY-----",
        "-----BEGIN OPENSSH PRIVATE KEY-----",
        "-----BEGIN EC PRIVATE KEY-----",
    ):
        body = "\n".join(rnd(B62 + "+/", 64) for _ in range(4))
        out.append(
            it(
                "private-key",
                "en",
                "PEM private key in a pre block",
                hdr,
                html=f"<pre>{hdr}\n{body}\n{hdr.replace('BEGIN', 'END')}</pre>",
            )
        )
    return out
