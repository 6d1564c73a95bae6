# ruff: noqa: E501  (data module: the texts of the items are long one-line strings)
"""Secret items: provider keys in their real shapes, invented SaaS keys, credentials in headers,
env lines, config, prose, chats, logs, curl commands, stack traces and connection strings.
Every value is random (seeded); none is a real credential."""

from __future__ import annotations

import base64
import json
from typing import Any

from ids import ALNUM, B64URL, HEX, UPPER, Gen

Item = dict[str, Any]
LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"


def S(kind: str, lang: str, form: str, value: str, **ch: Any) -> Item:
    return {"label": "secret", "family": "secret", "kind": kind, "lang": lang, "form": form,
            "value": value, **ch}  # fmt: skip


def _b64url(obj: dict[str, Any]) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def jwt(g: Gen, payload: dict[str, Any]) -> str:
    return (_b64url({"alg": "HS256", "typ": "JWT"}) + "." + _b64url(payload) + "."
            + g.chars(B64URL, 43))  # fmt: skip


def keys(g: Gen) -> dict[str, Any]:
    """Fresh random keys, one per provider shape (called once per item)."""
    c = g.chars
    return {
        "openai": "sk-proj-" + c(B64URL, 64) + "T3BlbkFJ" + c(B64URL, 64),
        "openai_legacy": "sk-" + c(ALNUM, 20) + "T3BlbkFJ" + c(ALNUM, 20),
        "anthropic": "sk-ant-api03-" + c(B64URL, 93) + "AA",
        "tavily": "tvly-" + c(ALNUM, 32),
        "tavily_dev": "tvly-dev-" + c(ALNUM, 32),
        "firecrawl": "fc-" + c(HEX, 32),
        "brave": "BSA" + c(ALNUM, 28),
        "serpapi": c(HEX, 64),
        "google": "AIza" + c(B64URL, 35),
        "perplexity": "pplx-" + c(ALNUM, 48),
        "groq": "gsk_" + c(ALNUM, 52),
        "hf": "hf_" + c("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 34),
        "replicate": "r8_" + c(ALNUM, 37),
        "github": "ghp_" + c(ALNUM, 36),
        "github_pat": "github_pat_11" + c(UPPER + "0123456789", 20) + "_" + c(ALNUM, 59),
        "gitlab": "glpat-" + c(B64URL, 20),
        "slack": f"xoxb-{g.r.randint(10**11, 10**12 - 1)}-{g.r.randint(10**12, 10**13 - 1)}-"
        + c(ALNUM, 24),
        "stripe": "sk_live_" + c(ALNUM, 99),
        "stripe_rk": "rk_live_" + c(ALNUM, 99),
        "whsec": "whsec_" + c(ALNUM, 32),
        "sendgrid": "SG." + c(B64URL, 22) + "." + c(B64URL, 43),
        "mailgun": "key-" + c(HEX, 32),
        "aws_id": "AKIA" + c(UPPER + "234567", 16),
        "aws_secret": c(ALNUM + "/+", 40),
        "twilio_sid": "AC" + c(HEX, 32),
        "twilio_token": c(HEX, 32),
        "openrouter": "sk-or-v1-" + c(HEX, 64),
        "langsmith": "lsv2_pt_" + c(HEX, 32) + "_" + c(HEX, 10),
        "pinecone": "pcsk_" + c(ALNUM, 5) + "_" + c(ALNUM, 60),
        "exa": g.uuid(),
        "jina": "jina_" + c(HEX, 32) + c(ALNUM, 28),
        "deepseek": "sk-" + c(HEX, 32),
        "mistral": c(ALNUM, 32),
        "cohere": c(ALNUM, 40),
        "azure_oai": c(HEX, 32),
        "sentry_token": "sntrys_" + c(B64URL, 100),
        "npm": "npm_" + c(ALNUM, 36),
        "doppler": "dp.st.prd." + c(ALNUM, 43),
        "shopify": "shpat_" + c(HEX, 32),
        # invented SaaS shapes (no real provider uses these prefixes)
        "nimbus": "nmb_live_" + c(ALNUM, 40),
        "quetzal": "qtz-sec-" + c(LOWER_ALNUM, 8) + "-" + c(LOWER_ALNUM, 24),
        "buscamx": "bmx." + c(HEX, 12) + "." + c(ALNUM, 30),
        "kolibri": "KLB" + c(UPPER + "0123456789", 37),
        "opaque": c(ALNUM, 40),
        "opaque_hex": c(HEX, 48),
        "pwd": c(ALNUM, 6) + g.r.choice("!#%*-_") + c(ALNUM, 7),
    }


def header_items(g: Gen) -> list[Item]:
    out = []
    specs = [
        ("Authorization", "Bearer {openai}", "openai", "OpenAI key as Bearer"),
        ("x-api-key", "{anthropic}", "anthropic", "Anthropic key in x-api-key"),
        ("Authorization", "Bearer {tavily}", "tavily", "Tavily key as Bearer"),
        ("X-Subscription-Token", "{brave}", "brave", "Brave Search token header"),
        ("x-goog-api-key", "{google}", "google", "Google API key header"),
        ("Authorization", "Bearer {perplexity}", "perplexity", "Perplexity key"),
        ("x-api-key", "{exa}", "exa", "Exa key (uuid shape) in x-api-key"),
        ("api-key", "{azure_oai}", "azure_oai", "Azure OpenAI api-key, 32 hex"),
        ("Authorization", "Token {opaque}", "opaque", "opaque 40-char token, 'Token' scheme"),
        ("X-Nimbus-Key", "{nimbus}", "nimbus", "invented SaaS key header"),
        ("Authorization", "Bearer {openrouter}", "openrouter", "OpenRouter key"),
        ("X-Auth-Token", "{opaque_hex}", "opaque_hex", "48-hex token, X-Auth-Token"),
        ("Authorization", "ApiKey {quetzal}", "quetzal", "invented shape, ApiKey scheme"),
        ("Authorization", "Bearer {firecrawl}", "firecrawl", "Firecrawl key"),
        ("X-Kolibri-Secret", "{kolibri}", "kolibri", "invented 40-char upper key"),
        ("Authorization", "Basic {basic}", "basic", "Basic credentials"),
        ("Cookie", "sessionid={opaque}; csrftoken=abc", "opaque", "session cookie in a request"),
        (
            "Set-Cookie",
            "__Secure-next-auth.session-token={jwt}; Path=/; HttpOnly; Secure",
            "jwt",
            "session JWT in Set-Cookie",
        ),
        ("Authorization", "Bearer {jwt}", "jwt", "signed JWT (user session) as Bearer"),
        (
            "X-Algolia-API-Key",
            "{opaque_hex32}",
            "opaque_hex32",
            "Algolia key recorded in a request header",
        ),
        ("Authorization", "Bearer {groq}", "groq", "Groq key"),
        ("X-Api-Key", "{buscamx}", "buscamx", "invented dotted key"),
        ("Authorization", "Bearer {mistral}", "mistral", "Mistral 32-char key"),
        ("Authorization", "Bearer {cohere}", "cohere", "Cohere 40-char key"),
        ("x-searchapi-key", "{serpapi}", "serpapi", "64-hex key in an invented header"),
        ("Authorization", "Bearer {hf}", "hf", "Hugging Face token"),
    ]
    for name, tmpl, which, form in specs:
        k = keys(g)
        k["basic"] = base64.b64encode(f"bench-recorder:{k['pwd']}".encode()).decode()
        k["jwt"] = jwt(g, {"sub": g.uuid(), "role": "authenticated", "exp": 1767225600})
        k["opaque_hex32"] = g.hexs(32)
        v = k[which]
        out.append(S("header", "en", form, v, header=(name, tmpl.format(**k))))
    return out


def env_config_items(g: Gen) -> list[Item]:
    out = []
    specs = [
        ("OPENAI_API_KEY={openai}", "openai", "env line", "en"),
        (
            "export ANTHROPIC_API_KEY=\u2018{anthropic}\u2019",
            "anthropic",
            "export with curly quotes",
            "en",
        ),
        ("TAVILY_API_KEY = {tavily_dev}", "tavily_dev", "env with spaces, tvly-dev", "en"),
        ("brave_key: {brave}", "brave", "YAML-ish config line", "en"),
        ("[serpapi] api_key = {serpapi}", "serpapi", "INI section + key", "en"),
        ("AWS_SECRET_ACCESS_KEY={aws_secret}", "aws_secret", "AWS secret key env", "en"),
        ("aws_access_key_id = {aws_id}", "aws_id", "AWS credentials file line", "en"),
        ("GROQ_API_KEY={groq} # prod", "groq", "env with comment", "en"),
        ("HF_TOKEN={hf}", "hf", "Hugging Face env", "en"),
        ("LANGCHAIN_API_KEY={langsmith}", "langsmith", "LangSmith env", "en"),
        ("PINECONE_API_KEY={pinecone}", "pinecone", "Pinecone env", "en"),
        ("stripe.api_key = '{stripe}'", "stripe", "python assignment", "en"),
        ("STRIPE_WEBHOOK_SECRET={whsec}", "whsec", "webhook signing secret", "en"),
        ("SENDGRID_API_KEY={sendgrid}", "sendgrid", "SendGrid env", "en"),
        ("TWILIO_AUTH_TOKEN={twilio_token}", "twilio_token", "Twilio token env", "en"),
        ("NIMBUS_SECRET_KEY={nimbus}", "nimbus", "invented SaaS env", "en"),
        ("clave_api_buscamx: {buscamx}", "buscamx", "Spanish key name, invented SaaS", "es"),
        ("JINA_API_KEY={jina}", "jina", "Jina env", "en"),
        ("DEEPSEEK_API_KEY={deepseek}", "deepseek", "sk- + 32 hex", "en"),
        ("//registry.npmjs.org/:_authToken={npm}", "npm", ".npmrc auth token", "en"),
        ("DOPPLER_TOKEN={doppler}", "doppler", "Doppler service token", "en"),
        ("token_acceso = {opaque}", "opaque", "Spanish key name, opaque 40", "es"),
        ("SHOPIFY_ADMIN_TOKEN={shopify}", "shopify", "Shopify admin token", "en"),
        ("chave_secreta={opaque_hex}", "opaque_hex", "Portuguese key name, hex", "pt"),
    ]
    for tmpl, which, form, lang in specs:
        k = keys(g)
        v = k[which]
        out.append(S("env-config", lang, form, v, text=tmpl.format(**k), key="config"))
    return out


def prose_items(g: Gen) -> list[Item]:
    """Running prose, chats, logs, curl, stack traces, connection strings (>= 40)."""
    out = []
    specs = [
        (
            "es",
            "chat: 'te paso la key'",
            "[09:14] Rafa: te paso la key del buscador para que grabes: {tavily} (no la subas)",
            "tavily",
        ),
        (
            "es",
            "prose, Spanish",
            "La clave de producción de Brave que usamos en el bench es {brave}; rotarla en junio.",
            "brave",
        ),
        (
            "en",
            "prose, English",
            "FYI the staging key is {openai} until we get org billing sorted.",
            "openai",
        ),
        (
            "pt",
            "prose, Portuguese",
            "A chave da API do Perplexity é {perplexity}, não compartilhe.",
            "perplexity",
        ),
        (
            "en",
            "curl -H",
            "curl -s https://api.tavily.com/search -H 'Authorization: Bearer {tavily}' -d @q.json",
            "tavily",
        ),
        (
            "en",
            "curl -u user:pass",
            "curl -u api:{mailgun} https://api.mailgun.net/v3/mg.example.com/messages",
            "mailgun",
        ),
        (
            "en",
            "curl query string",
            "curl 'https://serpapi.com/search.json?q=semantic+kernel&api_key={serpapi}'",
            "serpapi",
        ),
        (
            "en",
            "python stack trace with key in URL",
            "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://www.googleapis.com/customsearch/v1?key={google}&cx=017576662512468239146:omuauf_lfve&q=sk",
            "google",
        ),
        (
            "en",
            "JS stack trace with key in message",
            "Error: Request failed with status code 401 (apiKey={firecrawl}) at FirecrawlApp.search (node_modules/@mendable/firecrawl-js/dist/index.js:212:13)",
            "firecrawl",
        ),
        (
            "en",
            "log line key=value",
            "2024-06-03T18:22:41.113Z DEBUG http.client send headers={{x-api-key: {anthropic}}}",
            "anthropic",
        ),
        (
            "en",
            "postgres connection string password",
            "DATABASE_URL=postgresql://bench:{pwd}@db.internal.example:5432/fixtures?sslmode=require",
            "pwd",
        ),
        (
            "en",
            "mongodb+srv password",
            "mongodb+srv://recorder:{pwd}@cluster0.ab1cd.mongodb.net/bench?retryWrites=true",
            "pwd",
        ),
        (
            "en",
            "redis URL with password",
            "redis://default:{opaque}@redis-12345.c1.us-east-1.ec2.cloud.redislabs.com:12345",
            "opaque",
        ),
        (
            "en",
            "Azure storage connection string",
            "DefaultEndpointsProtocol=https;AccountName=benchcaps;AccountKey={azure_key};EndpointSuffix=core.windows.net",
            "azure_key",
        ),
        (
            "es",
            "chat with a password",
            "ana: la contraseña del panel de Bing es {pwd} (usuario: bench)",
            "pwd",
        ),
        (
            "es",
            "Spanish prose, 'token de acceso'",
            "Usé el token de acceso {github} para bajar las capturas del repo privado.",
            "github",
        ),
        (
            "en",
            "GitHub fine-grained PAT in prose",
            "ok I made a fine-grained PAT for the CI: {github_pat}",
            "github_pat",
        ),
        (
            "en",
            "Slack bot token in a chat",
            "<@U024BE7LH> bot token is {slack} — paste in vault pls",
            "slack",
        ),
        (
            "en",
            "Slack webhook URL",
            "webhook: https://hooks.slack.com/services/T0{slack_t}/B0{slack_b}/{slack_w}",
            "slack_w",
        ),
        (
            "en",
            "Discord webhook URL",
            "notify via https://discord.com/api/webhooks/{discord_id}/{discord_tok}",
            "discord_tok",
        ),
        (
            "en",
            "AWS key pair in prose",
            "creds for the recorder: {aws_id} / {aws_secret}",
            "aws_secret",
        ),
        (
            "es",
            "log in Spanish, key masked only partly",
            "ADVERTENCIA reintento 3/5 proveedor=exa clave={exa} estado=429",
            "exa",
        ),
        (
            "en",
            "pytest failure output with env",
            "E   AssertionError: expected 200, got 401 (env OPENROUTER_API_KEY={openrouter})",
            "openrouter",
        ),
        (
            "en",
            "Python kwargs in a traceback",
            "  File \u2018bench/record.py\u2019, line 88, in main: client = Groq(api_key=\u2018{groq}\u2019)",
            "groq",
        ),
        (
            "pt",
            "Portuguese chat",
            "[14:02] Lu: senha do banco de testes: {pwd} — troca depois!",
            "pwd",
        ),
        (
            "en",
            "docker run -e",
            "docker run -e COHERE_API_KEY={cohere} -v $PWD:/app bench:latest",
            "cohere",
        ),
        (
            "en",
            "GitLab token in git remote",
            "git remote set-url origin https://oauth2:{gitlab}@gitlab.com/acme/bench.git",
            "gitlab",
        ),
        (
            "en",
            "basic auth in URL userinfo",
            "GET https://recorder:{pwd}@proxy.internal.example:8443/search?q=x",
            "pwd",
        ),
        (
            "en",
            "client_secret in form body",
            "grant_type=client_credentials&client_id=3MVG9lKcPoNINVB&client_secret={opaque_hex}",
            "opaque_hex",
        ),
        (
            "en",
            "refresh_token in a JSON log",
            "oauth.refresh ok refresh_token={refresh} expires_in=3600",
            "refresh",
        ),
        (
            "es",
            "Spanish prose, invented SaaS key",
            "Para la demo usen la llave secreta {quetzal} del plan empresarial.",
            "quetzal",
        ),
        (
            "en",
            "prose, invented SaaS key",
            "Kolibri support asked us to rotate {kolibri} after the leak.",
            "kolibri",
        ),
        (
            "en",
            "Sentry auth token in CI log",
            "sentry-cli releases new 1.4.2 --auth-token {sentry_token}",
            "sentry_token",
        ),
        (
            "en",
            "Replicate token in notebook output",
            "os.environ['REPLICATE_API_TOKEN'] = '{replicate}'",
            "replicate",
        ),
        (
            "en",
            "Stripe restricted key in prose",
            "use the restricted key {stripe_rk} for the read-only dashboard",
            "stripe_rk",
        ),
        (
            "es",
            "Twilio SID + token in a chat",
            "twilio: SID {twilio_sid} token {twilio_token}",
            "twilio_token",
        ),
        (
            "en",
            "Azure OpenAI key in a config dump",
            "AzureOpenAI(endpoint=https://bench-oai.openai.azure.com, key={azure_oai}, deployment=gpt4o)",
            "azure_oai",
        ),
        (
            "en",
            "Pinecone key in a YAML one-liner",
            "pinecone: {{api_key: {pinecone}, environment: us-east-1}}",
            "pinecone",
        ),
        (
            "es",
            "HF token in Spanish prose",
            "El token de Hugging Face ({hf}) tiene permisos de escritura, cuidado.",
            "hf",
        ),
        (
            "en",
            "opaque bearer in prose",
            "Authorization: Bearer {opaque} (copied from the browser devtools)",
            "opaque",
        ),
        (
            "en",
            "legacy OpenAI key in a README-like note",
            "We tested with {openai_legacy} on the old org.",
            "openai_legacy",
        ),
        (
            "pt",
            "Portuguese log, token",
            "ERRO 401 ao chamar a API: token={opaque_hex} expirado?",
            "opaque_hex",
        ),
        ("en", "MySQL DSN", "mysql://root:{pwd}@127.0.0.1:3306/bench", "pwd"),
        (
            "en",
            "JDBC password param",
            "jdbc:sqlserver://sql.example.net:1433;database=bench;user=rec;password={pwd};encrypt=true",
            "pwd",
        ),
    ]
    for lang, form, tmpl, which in specs:
        k = keys(g)
        k["azure_key"] = base64.b64encode(g.r.randbytes(64)).decode()
        k["slack_t"] = g.chars(UPPER + "0123456789", 8)
        k["slack_b"] = g.chars(UPPER + "0123456789", 8)
        k["slack_w"] = g.chars(ALNUM, 24)
        k["discord_id"] = str(g.r.randint(10**17, 10**18))
        k["discord_tok"] = g.chars(B64URL, 68)
        k["refresh"] = "1//0" + g.chars(B64URL, 99)
        v = k[which]
        text = tmpl.format(**k)
        kind = "connection-string" if "://" in text and which == "pwd" else "prose-log-chat"
        out.append(S(kind, lang, form, v, text=text, key="nota"))
    return out


def json_field_items(g: Gen) -> list[Item]:
    out = []
    specs = [
        ("api_key", "tavily", "api_key field in a recorded body"),
        ("apiKey", "firecrawl", "apiKey camelCase field"),
        ("access_token", "jwt", "access_token JWT field"),
        ("password", "pwd", "password field"),
        ("client_secret", "opaque", "client_secret field"),
        ("token", "github", "token field with ghp_"),
        ("secret", "nimbus", "invented SaaS secret field"),
        ("private_key_id", "hex40", "service account private_key_id"),
        ("clave", "buscamx", "Spanish field name"),
        ("authorization", "bearer_opaque", "authorization field in a body"),
        ("x_api_key", "exa", "uuid-shaped key in a field"),
        ("refreshToken", "opaque_hex", "refreshToken field"),
        ("stripe_secret", "stripe", "Stripe live secret field"),
        ("webhook_secret", "whsec", "webhook secret field"),
        ("senha", "pwd", "Portuguese password field"),
        ("sessionToken", "aws_session", "AWS session token field"),
    ]
    for key, which, form in specs:
        k = keys(g)
        k["jwt"] = jwt(g, {"sub": "bench", "scope": "search:write", "iat": 1717000000})
        k["hex40"] = g.hexs(40)
        k["bearer_opaque"] = "Bearer " + g.chars(ALNUM, 36)
        k["aws_session"] = "IQoJb3JpZ2luX2VjE" + g.chars(ALNUM + "/+", 180)
        v = k[which]
        lang = "pt" if key == "senha" else "es" if key == "clave" else "en"
        out.append(S("body-field", lang, form, v, field=(key, v)))
    # inner recorded bodies
    for which in ("opaque", "jwt"):
        k = keys(g)
        k["jwt"] = jwt(g, {"sub": "t2_bench", "scope": "read"})
        v = k[which]
        out.append(S("body-field", "en", "access_token inside a recorded JSON body string", v,
                     inner=("access_token", v)))  # fmt: skip
    return out


def url_items(g: Gen) -> list[Item]:
    out = []
    specs = [
        (
            "https://www.googleapis.com/customsearch/v1?key={google}&cx=0175:abc&q=semantic",
            "google",
            "key= query",
        ),
        (
            "https://serpapi.com/search.json?engine=google&q=sk&api_key={serpapi}",
            "serpapi",
            "api_key= query",
        ),
        (
            "https://api.search.example/v1/search?q=kernel&access_token={opaque}",
            "opaque",
            "access_token= query",
        ),
        (
            "https://api.buscamx.example/v1/buscar?q=clima&token={buscamx}",
            "buscamx",
            "token= query, invented SaaS",
        ),
        ("https://hooks.slack.com/services/T0{t}/B0{b}/{w}", "w", "Slack webhook as URL"),
        ("https://api.openai.com/v1/responses?api-key={openai}", "openai", "api-key= query"),
        ("https://bench:{pwd}@search-proxy.example.net/v1/search", "pwd", "userinfo password"),
        ("https://api.nimbus.example/q?secret={nimbus}&q=test", "nimbus", "secret= query"),
        (
            "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={google}",
            "google",
            "Gemini key= query",
        ),
        ("https://api.kolibri.example/v2/search?apikey={kolibri}", "kolibri", "apikey= query"),
        (
            "https://example-shop.myshopify.com/admin/api/2024-01/orders.json?access_token={shopify}",
            "shopify",
            "shpat in query",
        ),
        ("https://api.tavily.com/search?api_key={tavily}", "tavily", "tavily key= query"),
    ]
    for tmpl, which, form in specs:
        k = keys(g)
        k.update(
            t=g.chars(UPPER + "0123456789", 8),
            b=g.chars(UPPER + "0123456789", 8),
            w=g.chars(ALNUM, 24),
        )
        out.append(S("url-query", "en", form, k[which], url=tmpl.format(**k)))
    return out


def pem_items(g: Gen) -> list[Item]:
    out = []
    for kind in ("RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"):
        body = "\n".join(g.chars(ALNUM + "+/", 64) for _ in range(4))
        head = f"-----BEGIN {kind}-----"
        out.append(S("private-key", "en", f"PEM {kind} in a <pre>", head,
                     html=f"<pre>{head}\n{body}\n-----END {kind}-----</pre>"))  # fmt: skip
    k = "-----BEGIN PRIVATE KEY-----\\n" + g.chars(ALNUM + "+/", 64) + "\\n"
    out.append(S("private-key", "en", "service-account private_key field (escaped PEM)",
                 "-----BEGIN PRIVATE KEY-----", field=("private_key", k.replace("\\n", "\n") + "-----END PRIVATE KEY-----\n")))  # fmt: skip
    return out


def public_keys_misplaced(g: Gen) -> list[Item]:
    """Keys documented as public, in places where the policy makes them secrets."""
    out = []
    mapbox = (
        "pk.eyJ1IjoiYmVuY2gtbWFwcyIsImEiOiI" + g.chars(ALNUM, 20) + "In0." + g.chars(B64URL, 22)
    )
    sentry = f"https://{g.hexs(32)}@o{g.r.randint(100000, 999999)}.ingest.us.sentry.io/{g.r.randint(1000000, 9999999)}"
    stripe_pk = "pk_live_" + g.chars(ALNUM, 99)
    anon = jwt(
        g,
        {
            "iss": "supabase",
            "ref": g.chars("abcdefghijklmnopqrst", 20),
            "role": "anon",
            "iat": 1700000000,
            "exp": 2015000000,
        },
    )
    algolia = g.hexs(32)
    service = jwt(
        g,
        {
            "iss": "supabase",
            "ref": g.chars("abcdefghijklmnopqrst", 20),
            "role": "service_role",
            "iat": 1700000000,
        },
    )
    out += [
        S(
            "public-key-misplaced",
            "en",
            "Mapbox pk. token in an env line",
            mapbox,
            text=f"MAPBOX_TOKEN={mapbox}",
            key="env",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Sentry DSN in server config",
            sentry,
            text=f"sentry_sdk.init(dsn={sentry}, traces_sample_rate=0.2)",
            key="server_py",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Stripe pk_live in the recorder's environment",
            stripe_pk,
            text=f"STRIPE_PUBLISHABLE_KEY={stripe_pk}",
            key="recorder_env",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Supabase anon key in an env line",
            anon,
            text=f"SUPABASE_ANON_KEY={anon}",
            key="env",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Algolia search key in a recorded request header",
            algolia,
            header=("X-Algolia-API-Key", algolia),
        ),
        S(
            "public-key-misplaced",
            "es",
            "Sentry DSN in a chat",
            sentry,
            text=f"oye, el dsn de sentry del backend es {sentry}",
            key="chat",
        ),
        S(
            "public-key-misplaced",
            "en",
            "Mapbox token in a log",
            mapbox,
            text=f"GET /styles/v1/bench/streets?access_token={mapbox} 200 12ms",
            key="log",
        ),
        S(
            "supabase-service-role",
            "en",
            "Supabase service_role JWT in server code",
            service,
            text=f"createClient(SUPABASE_URL, {service})",
            key="server_js",
        ),
    ]
    return out


def more_items(g: Gen) -> list[Item]:
    """Cookies, chat/ticket prose and config shapes not covered above."""
    out = []
    specs = [
        (
            "es",
            "ticket de soporte con la llave",
            "Ticket #4471: el cliente pegó su llave en el formulario: {nimbus}",
            "nimbus",
        ),
        ("en", "Jupyter cell output", "Out[7]: {{'api_key': '{brave}', 'country': 'MX'}}", "brave"),
        (
            "en",
            "TOML config line",
            "api_token = \u201c{kolibri}\u201d  # [search.kolibri]",
            "kolibri",
        ),
        ("en", "netrc line", "machine api.search.example login bench password {opaque}", "opaque"),
        (
            "es",
            "mensaje de commit",
            "fix: quitar clave hardcodeada {openai_legacy} del recorder",
            "openai_legacy",
        ),
        ("en", "k8s secret decoded in a describe output", "TAVILY_API_KEY:  {tavily}", "tavily"),
        (
            "pt",
            "chat em português com token do GitHub",
            "[18:40] Bia: usa esse token {github} só hoje",
            "github",
        ),
        (
            "en",
            "cookie header copied into a bug report",
            "Cookie: _session_id={opaque_hex}; theme=dark",
            "opaque_hex",
        ),
        (
            "en",
            "Anthropic key in a Slack-style quote",
            "> ANTHROPIC_API_KEY is {anthropic}",
            "anthropic",
        ),
        (
            "es",
            "log de nginx con token en la URL",
            "200 GET /api/buscar?q=clima&access_token={buscamx} HTTP/1.1 0.041",
            "buscamx",
        ),
        (
            "en",
            "npm error with auth token",
            "npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/bench - token {npm}",
            "npm",
        ),
        (
            "en",
            "Stripe secret in a support chat",
            "here's our live key so you can reproduce: {stripe}",
            "stripe",
        ),
        (
            "es",
            "contraseña en correo reenviado",
            "Usuario: bench.recorder / Contraseña: {pwd}",
            "pwd",
        ),
        (
            "en",
            "SendGrid key in a stack trace",
            "python_http_client.exceptions.UnauthorizedError: HTTP Error 401 (key {sendgrid})",
            "sendgrid",
        ),
        ("en", "LangSmith key in a notebook", "%env LANGCHAIN_API_KEY={langsmith}", "langsmith"),
        (
            "en",
            "opaque hex key, invented header in prose",
            "send X-Quetzal-Signature-Key: {opaque_hex} with every webhook call",
            "opaque_hex",
        ),
    ]
    for lang, form, tmpl, which in specs:
        k = keys(g)
        out.append(S("prose-log-chat", lang, form, k[which], text=tmpl.format(**k), key="nota"))
    return out


def all_secrets(g: Gen) -> list[Item]:
    return (more_items(g) + header_items(g) + env_config_items(g) + prose_items(g) + json_field_items(g)
            + url_items(g) + pem_items(g) + public_keys_misplaced(g))  # fmt: skip
