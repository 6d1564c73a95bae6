"""Secret items: invented credentials in the shapes providers issue, where people leave them."""

# ruff: noqa: E501  (item texts are data: one sentence per line reads best)

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

import gen
from content_personal import Spec, spec
from gen import HEX

AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LOW = string.ascii_lowercase + string.digits


class Keys:
    """Fresh invented keys of each provider's shape."""

    def __init__(self, rng: random.Random) -> None:
        self.r = rng

    def s(self, n: int, al: str = AL) -> str:
        return gen.rand(self.r, n, al)

    def tavily(self) -> str:
        return "tvly-" + self.r.choice(["dev-", "prod-", ""]) + self.s(32)

    def brave(self) -> str:
        return "BSA" + self.s(28)

    def bing(self) -> str:
        return self.s(32, HEX)

    def google(self) -> str:
        return "AIza" + self.s(35, AL + "-_")

    def serpapi(self) -> str:
        return self.s(64, HEX)

    def serper(self) -> str:
        return self.s(40, HEX)

    def firecrawl(self) -> str:
        return "fc-" + self.s(32, HEX)

    def jina(self) -> str:
        return "jina_" + self.s(32, HEX) + self.s(32, AL)

    def pplx(self) -> str:
        return "pplx-" + self.s(48)

    def openai(self) -> str:
        return "sk-proj-" + self.s(74, AL + "-_") + "T3BlbkFJ" + self.s(74, AL + "-_")

    def openai_old(self) -> str:
        return "sk-" + self.s(20) + "T3BlbkFJ" + self.s(20)

    def anthropic(self) -> str:
        return "sk-ant-api03-" + self.s(86, AL + "-_") + "-" + self.s(6) + "AA"

    def openrouter(self) -> str:
        return "sk-or-v1-" + self.s(64, HEX)

    def groq(self) -> str:
        return "gsk_" + self.s(52)

    def cohere(self) -> str:
        return self.s(40)

    def mistral(self) -> str:
        return self.s(32)

    def hf(self) -> str:
        return "hf_" + self.s(34)

    def replicate(self) -> str:
        return "r8_" + self.s(37)

    def exa(self) -> str:
        return gen.uuid4(self.r)

    def aws_id(self) -> str:
        return "AKIA" + self.s(16, string.ascii_uppercase + "234567")

    def aws_secret(self) -> str:
        return self.s(40, AL + "/+")

    def do(self) -> str:
        return "dop_v1_" + self.s(64, HEX)

    def stripe(self) -> str:
        return "sk_live_" + self.s(99)

    def stripe_rk(self) -> str:
        return "rk_live_" + self.s(99)

    def whsec(self) -> str:
        return "whsec_" + self.s(32)

    def conekta(self) -> str:
        return "key_" + self.s(27)

    def mercadopago(self) -> str:
        d = lambda n: self.s(n, string.digits)  # noqa: E731
        return f"APP_USR-{d(16)}-{d(6)}-{self.s(32, HEX)}-{d(9)}"

    def openpay(self) -> str:
        return "sk_" + self.s(32, HEX)

    def ghp(self) -> str:
        return "ghp_" + self.s(36)

    def gh_pat(self) -> str:
        return "github_pat_11" + self.s(20, UP) + "_" + self.s(59)

    def glpat(self) -> str:
        return "glpat-" + self.s(20, AL + "-_")

    def xoxb(self) -> str:
        d = lambda n: self.s(n, string.digits)  # noqa: E731
        return f"xoxb-{d(12)}-{d(13)}-{self.s(24)}"

    def xoxp(self) -> str:
        d = lambda n: self.s(n, string.digits)  # noqa: E731
        return f"xoxp-{d(12)}-{d(12)}-{d(13)}-{self.s(32, HEX)}"

    def telegram(self) -> str:
        return f"{self.r.randint(10**9, 7 * 10**9)}:AA{self.s(33, AL + '-_')}"

    def twilio_sk(self) -> str:
        return "SK" + self.s(32, HEX)

    def twilio_token(self) -> str:
        return self.s(32, HEX)

    def sendgrid(self) -> str:
        return "SG." + self.s(22, AL + "-_") + "." + self.s(43, AL + "-_")

    def mailgun(self) -> str:
        return "key-" + self.s(32, HEX)

    def meta(self) -> str:
        return "EAAG" + self.s(180)

    def opaque(self) -> str:
        return self.s(self.r.choice([32, 40, 48]), AL)

    def slack_hook(self) -> str:
        return f"https://hooks.slack.com/services/T{self.s(8, UP)}/B{self.s(10, UP)}/{self.s(24)}"

    def discord_hook(self) -> str:
        return (
            f"https://discord.com/api/webhooks/{self.s(18, string.digits)}/{self.s(68, AL + '-_')}"
        )

    def jwt(self) -> str:
        return gen.jwt(
            self.r,
            {
                "sub": gen.uuid4(self.r),
                "scope": "search:write",
                "iat": 1729000000,
                "exp": 1729086400,
            },
        )

    def password(self) -> str:
        return self.s(6, AL) + self.r.choice("!*-_.") + self.s(7, AL)


def _pem(rng: random.Random, label: str) -> tuple[str, list[str]]:
    head = f"-----BEGIN {label}-----"
    return head, [head, *gen.pem_body(rng, 6), f"-----END {label}-----"]


def all_items(rng: random.Random) -> list[Spec]:
    K = Keys(rng)
    out: list[Spec] = []

    def hdr(form: str, name: str, value: str, full: str | None = None) -> None:
        out.append(
            spec(
                "api-key-header",
                "en",
                form,
                value,
                "",
                medium="header",
                header=(name, full or value),
                family="secret",
            )
        )

    # ---- recorded headers (18)
    hdr("x-api-key tavily", "x-api-key", K.tavily())
    hdr("X-Subscription-Token brave", "X-Subscription-Token", K.brave())
    hdr("Ocp-Apim-Subscription-Key bing", "Ocp-Apim-Subscription-Key", K.bing())
    hdr("x-goog-api-key", "x-goog-api-key", K.google())
    hdr("X-API-KEY serper", "X-API-KEY", K.serper())
    hdr("x-api-key exa uuid", "x-api-key", K.exa())
    v = K.firecrawl()
    hdr("Authorization Bearer firecrawl", "Authorization", v, f"Bearer {v}")
    v = K.openai()
    hdr("Authorization Bearer sk-proj", "authorization", v, f"Bearer {v}")
    v = K.anthropic()
    hdr("x-api-key anthropic", "x-api-key", v)
    v = K.openrouter()
    hdr("Authorization Bearer openrouter", "Authorization", v, f"Bearer {v}")
    v = K.pplx()
    hdr("authorization pplx lower bearer", "authorization", v, f"bearer {v}")
    v = K.jina()
    hdr("Authorization Bearer jina", "Authorization", v, f"Bearer {v}")
    v = K.groq()
    hdr("Authorization Bearer groq", "Authorization", v, f"Bearer {v}")
    hdr("api-key header (azure openai style)", "api-key", K.bing())
    v = base64.b64encode(f"client_{K.s(8, LOW)}:{K.password()}".encode()).decode()
    hdr("Authorization Basic", "Authorization", v, f"Basic {v}")
    v = K.s(43, AL + "-_")
    hdr("Cookie session", "Cookie", v, f"session={v}; theme=dark")
    v = K.s(64, HEX)
    hdr(
        "Set-Cookie __Secure session",
        "set-cookie",
        v,
        f"__Secure-next-auth.session-token={v}; Path=/; HttpOnly; Secure; SameSite=Lax",
    )
    v = K.jwt()
    hdr("Authorization Bearer JWT", "Authorization", v, f"Bearer {v}")

    def fld(
        kind: str,
        lang: str,
        form: str,
        value: str,
        text: str,
        key: str,
        medium: str = "any",
        html: str | None = None,
    ) -> None:
        out.append(
            spec(kind, lang, form, value, text, key, medium=medium, html=html, family="secret")
        )

    # ---- query strings (10)
    v = K.serpapi()
    fld(
        "api-key-query",
        "en",
        "serpapi api_key query",
        v,
        f"GET https://serpapi.com/search.json?engine=google&q=clima+cdmx&api_key={v}",
        "request_url",
    )
    v = K.google()
    fld(
        "api-key-query",
        "en",
        "google cse key= query",
        v,
        f"https://www.googleapis.com/customsearch/v1?key={v}&cx=017576662512468239146:omuauf_lfve&q=sk",
        "url",
    )
    v = K.tavily()
    fld(
        "api-key-query",
        "es",
        "tavily key in logged url",
        v,
        f"[retry 2/3] POST https://api.tavily.com/search?api_key={v} -> 429",
        "log",
    )
    v = K.brave()
    fld(
        "api-key-query",
        "en",
        "token= query",
        v,
        f"proxy: https://search-proxy.internal/brave?q=semantic&token={v}",
        "proxy_url",
    )
    v = K.opaque()
    fld(
        "api-key-query",
        "es",
        "access_token query in link",
        v,
        f"https://api.provider.dev/v1/export?access_token={v}",
        "l",
        medium="html",
        html=f'<p>Descarga: <a href="https://api.provider.dev/v1/export?access_token={v}">export.csv</a></p>',
    )
    v = K.mistral()
    fld(
        "api-key-query",
        "en",
        "apikey= camel",
        v,
        f"fetch('https://api.scraper.dev/v1/extract?apikey={v}&url=https%3A%2F%2Fexample.org')",
        "snippet",
    )
    v = K.bing()
    fld(
        "api-key-query",
        "en",
        "subscription-key query",
        v,
        f"https://api.bing.microsoft.com/v7.0/search?q=kernel&subscription-key={v}",
        "url",
    )
    v = K.hf()
    fld(
        "api-key-query",
        "en",
        "hf token in query",
        v,
        f"https://huggingface.co/api/models?token={v}",
        "url",
    )
    v = K.cohere()
    fld(
        "api-key-query",
        "pt",
        "key= em log",
        v,
        f"erro ao chamar https://api.cohere.ai/v1/rerank?key={v} (timeout)",
        "log",
    )
    v = K.exa()
    fld(
        "api-key-query",
        "es",
        "x-api-key as query param",
        v,
        f"https://api.exa.ai/search?x-api-key={v}&query=precios",
        "url",
    )

    # ---- env / ini / yaml-ish config lines (14)
    for form, line_fn in [
        ("dotenv TAVILY_API_KEY", lambda v: f"TAVILY_API_KEY={v}"),
        ("dotenv quoted OPENAI_API_KEY", lambda v: f'OPENAI_API_KEY="{v}"'),
        ("export ANTHROPIC", lambda v: f"export ANTHROPIC_API_KEY={v}"),
        ("INI api_key =", lambda v: f"[brave]\\napi_key = {v}"),
        ("yaml-ish firecrawl_key:", lambda v: f"firecrawl_key: {v}"),
        ("docker -e", lambda v: f"docker run -e SERPER_API_KEY={v} bench:latest"),
        ("AWS pair in env", lambda v: f"AWS_SECRET_ACCESS_KEY={v}"),
        ("GitHub token env", lambda v: f"GH_TOKEN={v}"),
        ("Stripe env", lambda v: f"STRIPE_SECRET_KEY={v}"),
        ("Telegram env", lambda v: f"TELEGRAM_BOT_TOKEN={v}"),
        ("SendGrid env", lambda v: f"SENDGRID_API_KEY={v}"),
        ("Twilio auth token env", lambda v: f"TWILIO_AUTH_TOKEN={v}"),
        ("PowerShell $env:", lambda v: f"$env:GROQ_API_KEY = '{v}'"),
        ("GitLab CI variable", lambda v: f"CI_JOB_TOKEN_OVERRIDE: {v}"),
    ]:
        maker = {
            "dotenv TAVILY_API_KEY": K.tavily,
            "dotenv quoted OPENAI_API_KEY": K.openai_old,
            "export ANTHROPIC": K.anthropic,
            "INI api_key =": K.brave,
            "yaml-ish firecrawl_key:": K.firecrawl,
            "docker -e": K.serper,
            "AWS pair in env": K.aws_secret,
            "GitHub token env": K.gh_pat,
            "Stripe env": K.stripe,
            "Telegram env": K.telegram,
            "SendGrid env": K.sendgrid,
            "Twilio auth token env": K.twilio_token,
            "PowerShell $env:": K.groq,
            "GitLab CI variable": K.glpat,
        }[form]
        v = maker()
        text = line_fn(v).replace("\\n", " ")
        fld("api-key-env", "en", form, v, text, "env")

    # ---- JSON/YAML config values (10)
    for form, key, v in [
        ("config apiKey", "apiKey", K.tavily()),
        ("credentials.json api_key", "api_key", K.pplx()),
        ("client_secret", "client_secret", K.s(35, AL + "-_")),
        ("aws_secret_access_key", "aws_secret_access_key", K.aws_secret()),
        ("access_key id AKIA", "aws_access_key_id", K.aws_id()),
        ("slack bot token", "slack_bot_token", K.xoxb()),
        ("mercadopago access_token", "access_token", K.mercadopago()),
        ("conekta private key", "conekta_private_key", K.conekta()),
        ("stripe restricted key", "stripe_key", K.stripe_rk()),
        ("replicate token", "replicate_api_token", K.replicate()),
    ]:
        out.append(spec("api-key-json", "en", form, v, v, key, medium="field", family="secret"))

    # ---- curl (9)
    for form, mk, fn in [
        (
            "curl -H Authorization Bearer",
            K.openrouter,
            lambda v: (
                f'curl -s https://openrouter.ai/api/v1/chat/completions -H "Authorization: Bearer {v}" -d @body.json'
            ),
        ),
        (
            "curl -H x-api-key",
            K.anthropic,
            lambda v: (
                f"curl https://api.anthropic.com/v1/messages -H 'x-api-key: {v}' -H 'anthropic-version: 2023-06-01'"
            ),
        ),
        (
            "curl -u user:pass",
            K.password,
            lambda v: f"curl -u bench-bot:{v} https://registry.internal.mx/v2/_catalog",
        ),
        (
            "curl --header brave",
            K.brave,
            lambda v: (
                f'curl --header "X-Subscription-Token: {v}" "https://api.search.brave.com/res/v1/web/search?q=sk"'
            ),
        ),
        (
            "curl json body api_key",
            K.tavily,
            lambda v: (
                f'curl -X POST https://api.tavily.com/search -d \'{{"api_key":"{v}","query":"precio del dólar"}}\''
            ),
        ),
        (
            "curl -H Ocp-Apim",
            K.bing,
            lambda v: (
                f"curl -H 'Ocp-Apim-Subscription-Key: {v}' 'https://api.bing.microsoft.com/v7.0/search?q=sk'"
            ),
        ),
        (
            "curl stripe -u key:",
            K.stripe,
            lambda v: f"curl https://api.stripe.com/v1/charges -u {v}:",
        ),
        (
            "curl twilio SK:secret",
            K.twilio_sk,
            lambda v: (
                f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{K.s(32, HEX)}/Messages.json -u {v}:{K.s(32, HEX)}"
            ),
        ),
        (
            "curl github token",
            K.ghp,
            lambda v: f'curl -H "Authorization: token {v}" https://api.github.com/user/repos',
        ),
    ]:
        v = mk()
        fld("api-key-curl", "en", form, v, fn(v), "curl")

    # ---- error messages echoing the key (10)
    for lang, form, mk, fn in [
        (
            "en",
            "401 invalid key echoed",
            K.tavily,
            lambda v: f"401 Unauthorized: Invalid API key: {v}",
        ),
        (
            "en",
            "openai incorrect key",
            K.openai_old,
            lambda v: (
                f"Incorrect API key provided: {v}. You can find your API key at https://platform.openai.com/account/api-keys."
            ),
        ),
        (
            "es",
            "error en español",
            K.firecrawl,
            lambda v: f"Error: la llave {v} no tiene créditos suficientes",
        ),
        (
            "en",
            "python traceback kwargs",
            K.serper,
            lambda v: (
                f"requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://google.serper.dev/search?apiKey={v}"
            ),
        ),
        (
            "en",
            "exception repr with headers",
            K.pplx,
            lambda v: f"APIError(status=401, headers={{'Authorization': 'Bearer {v}'}})",
        ),
        ("pt", "erro pt", K.groq, lambda v: f"Falha de autenticação com a chave {v} (expirada?)"),
        (
            "en",
            "gRPC metadata dump",
            K.google,
            lambda v: f"rpc error: code = PermissionDenied metadata: x-goog-api-key={v}",
        ),
        (
            "es",
            "stack trace con token",
            K.jina,
            lambda v: f"at JinaReader.fetch (reader.js:88) token={v}",
        ),
        (
            "en",
            "sendgrid rejected",
            K.sendgrid,
            lambda v: f"The provided authorization grant is invalid, expired, or revoked (key {v})",
        ),
        (
            "en",
            "slack invalid_auth",
            K.xoxp,
            lambda v: f"slack_sdk.errors.SlackApiError: invalid_auth token={v}",
        ),
    ]:
        v = mk()
        fld("api-key-error", lang, form, v, fn(v), "error")

    # ---- bearer tokens (opaque) (8)
    for lang, form, fn in [
        ("en", "Authorization: Bearer in prose line", lambda v: f"Authorization: Bearer {v}"),
        ("es", "bearer lower in nota", lambda v: f"usa bearer {v} mientras rotamos"),
        (
            "en",
            "HTTPie auth",
            lambda v: f"http GET api.provider.dev/v1/usage 'Authorization:Bearer {v}'",
        ),
        ("en", "fetch headers js", lambda v: f"headers: {{ Authorization: `Bearer {v}` }}"),
        ("es", "token de acceso", lambda v: f"Token de acceso (bearer): {v}"),
        ("pt", "token bearer pt", lambda v: f"o bearer atual é {v}"),
        (
            "en",
            "access_token JSON in log",
            lambda v: (
                f'oauth response {{"access_token":"{v}","token_type":"Bearer","expires_in":3600}}'
            ),
        ),
        ("en", "refresh_token", lambda v: f"refresh_token={v}"),
    ]:
        v = K.opaque()
        fld("bearer-token", lang, form, v, fn(v), "auth")

    # ---- JWTs (5)
    for lang, form, fn in [
        ("en", "id_token field", lambda v: f"id_token: {v}"),
        ("es", "jwt en chat", lambda v: f"te paso el jwt para probar: {v}"),
        ("en", "Bearer JWT in log", lambda v: f"GET /v1/search 200 auth=Bearer {v}"),
        ("en", "JWT in cookie", lambda v: f"Cookie: access_token={v}"),
        ("pt", "jwt pt", lambda v: f"JWT de serviço: {v}"),
    ]:
        v = K.jwt()
        fld("jwt", lang, form, v, fn(v), "token")

    # ---- basic auth in URLs (6)
    for lang, form, fn in [
        (
            "en",
            "https user:pass@",
            lambda pw: f"https://admin:{pw}@search-proxy.internal.mx/metrics",
        ),
        (
            "es",
            "proxy con credenciales",
            lambda pw: f"HTTPS_PROXY=http://bench:{pw}@10.20.0.4:3128",
        ),
        (
            "en",
            "git remote with token",
            lambda pw: f"git remote set-url origin https://oauth2:{pw}@gitlab.com/equipo/bench.git",
        ),
        ("en", "ftp creds", lambda pw: f"ftp://capturas:{pw}@ftp.internal.mx/raw/"),
        ("es", "basic auth en link", lambda pw: f"https://usuario:{pw}@staging.proveedor.mx/panel"),
        ("en", "Authorization Basic line", lambda pw: f"Authorization: Basic {pw}"),
    ]:
        pw = (
            K.password()
            if "Basic" not in form
            else base64.b64encode(f"api:{K.password()}".encode()).decode()
        )
        if form == "git remote with token":
            pw = K.glpat()
        if form == "basic auth en link":
            fld(
                "basic-auth",
                lang,
                form,
                pw,
                f"https://usuario:{pw}@staging.proveedor.mx/panel",
                "l",
                medium="html",
                html=f'<p>Panel de staging: <a href="https://usuario:{pw}@staging.proveedor.mx/panel">entrar</a></p>',
            )
            continue
        fld("basic-auth", lang, form, pw, fn(pw), "url")

    # ---- cookies (6)
    for lang, form, fn in [
        (
            "en",
            "Set-Cookie sessionid in text",
            lambda v: f"Set-Cookie: sessionid={v}; HttpOnly; Secure",
        ),
        ("en", "document.cookie dump", lambda v: f"document.cookie = 'PHPSESSID={v}; path=/'"),
        (
            "es",
            "cookie pegada en ticket",
            lambda v: f"copié la cookie de la sesión: connect.sid={v}",
        ),
        ("en", "curl -b", lambda v: f"curl -b 'laravel_session={v}' https://panel.proveedor.mx/"),
        (
            "en",
            "cookie jar line",
            lambda v: f".proveedor.mx\tTRUE\t/\tTRUE\t1767225600\t_session_id\t{v}",
        ),
        ("pt", "cookie pt", lambda v: f"cookie de sessão: JSESSIONID={v}"),
    ]:
        v = K.s(40, AL) if "JSESSION" not in fn("x") else K.s(32, HEX.upper())
        fld("cookie", lang, form, v, fn(v), "cookie")

    # ---- PEM private keys (5)
    for label, where in [
        ("RSA PRIVATE KEY", "html"),
        ("PRIVATE KEY", "field"),
        ("EC PRIVATE KEY", "html"),
        ("OPENSSH PRIVATE KEY", "field"),
        ("ENCRYPTED PRIVATE KEY", "html"),
    ]:
        head, lines = _pem(rng, label)
        if where == "html":
            out.append(
                spec(
                    "private-key",
                    "en",
                    f"PEM {label} in <pre>",
                    head,
                    head,
                    "pem",
                    medium="html",
                    html="<pre>" + "\n".join(lines) + "</pre>",
                    family="secret",
                )
            )
        else:
            out.append(
                spec(
                    "private-key",
                    "en",
                    f"PEM {label} one escaped string",
                    head,
                    "\n".join(lines),
                    "private_key",
                    medium="field",
                    family="secret",
                )
            )

    # ---- connection strings (7)
    for form, fn in [
        ("postgres URL", lambda pw: f"postgresql://bench_rw:{pw}@db.internal.mx:5432/fixtures"),
        (
            "mongodb+srv",
            lambda pw: (
                f"mongodb+srv://captura:{pw}@cluster0.ab1cd.mongodb.net/bench?retryWrites=true"
            ),
        ),
        ("redis with password", lambda pw: f"redis://:{pw}@cache.internal.mx:6379/0"),
        ("mysql DSN", lambda pw: f"mysql://root:{pw}@127.0.0.1:3306/bench"),
        ("amqp", lambda pw: f"amqp://worker:{pw}@rabbit.internal.mx:5672/%2F"),
        (
            "ADO.NET Password=",
            lambda pw: (
                f"Server=tcp:bench.database.windows.net,1433;User ID=benchadmin;Password={pw};Encrypt=True"
            ),
        ),
        (
            "Azure storage AccountKey",
            lambda pw: (
                f"DefaultEndpointsProtocol=https;AccountName=benchcapturas;AccountKey={pw};EndpointSuffix=core.windows.net"
            ),
        ),
    ]:
        pw = K.password() if "Azure" not in form else K.s(86, AL + "+/") + "=="
        fld("connection-string", "en", form, pw, fn(pw), "dsn")

    # ---- webhook URLs (6)
    for lang, form, v in [
        ("en", "slack incoming webhook", K.slack_hook()),
        ("es", "discord webhook", K.discord_hook()),
        (
            "en",
            "zapier catch hook",
            f"https://hooks.zapier.com/hooks/catch/{K.s(8, string.digits)}/{K.s(7, LOW)}/",
        ),
        (
            "en",
            "teams webhook",
            f"https://contoso.webhook.office.com/webhookb2/{gen.uuid4(rng)}@{gen.uuid4(rng)}/IncomingWebhook/{K.s(32, HEX)}/{gen.uuid4(rng)}",
        ),
        ("es", "stripe signing secret", K.whsec()),
        ("en", "telegram bot URL", f"https://api.telegram.org/bot{K.telegram()}/sendMessage"),
    ]:
        fld(
            "webhook-url",
            lang,
            form,
            v,
            f"alertas → {v}" if lang == "es" else f"notify: {v}",
            "webhook",
        )

    # ---- cloud (5)
    for form, v, text in [
        (
            "AWS access key id in prose",
            (a := K.aws_id()),
            f"aws configure set aws_access_key_id {a}",
        ),
        ("DigitalOcean token", (d := K.do()), f"doctl auth init -t {d}"),
        (
            "GCP service account private_key_id",
            (g := K.s(40, HEX)),
            f'"private_key_id": "{g}", "client_email": "bench@proyecto.iam.gserviceaccount.com"',
        ),
        ("HF token in notebook", (h := K.hf()), f"from huggingface_hub import login; login('{h}')"),
        ("Meta WhatsApp Cloud token", (m := K.meta()), f"WHATSAPP_TOKEN={m}"),
    ]:
        fld("cloud-key", "en", form, v, text, "cloud")

    # ---- running prose (32), es/en/pt, quotes, tables, code spans
    prose: list[tuple[str, str, Callable[[], str], Callable[[str], str], str | None]] = [
        ("es", "mi token es", K.tavily, lambda v: f"mi token es {v}, no lo compartan", None),
        (
            "es",
            "pásame la key para probar",
            K.openrouter,
            lambda v: f"pásame la key para probar... ya: {v}",
            None,
        ),
        (
            "en",
            "the key we were given",
            K.brave,
            lambda v: f"The key we were given: {v} (trial, expires Friday)",
            None,
        ),
        (
            "pt",
            "a chave que usamos",
            K.serper,
            lambda v: f"A chave que usamos no teste foi {v}",
            None,
        ),
        (
            "es",
            "key en code span",
            K.firecrawl,
            lambda v: f"Configura `{v}` en el adapter y corre de nuevo",
            None,
        ),
        (
            "en",
            "code span markdown",
            K.pplx,
            lambda v: f"Set `PERPLEXITY_API_KEY` to `{v}` before the run.",
            None,
        ),
        (
            "es",
            "entre comillas tipográficas",
            K.anthropic,
            lambda v: f"La llave es “{v}”, ojo que es la de producción",
            None,
        ),
        (
            "en",
            "split across two quoted parts",
            K.openai,
            lambda v: f'key = "{v[:60]}" + "{v[60:]}"',
            "first",
        ),
        (
            "es",
            "partida en dos comillas",
            K.stripe,
            lambda v: f"la pegué en dos partes: '{v[:50]}' y '{v[50:]}'",
            "first",
        ),
        (
            "es",
            "markdown table row",
            K.groq,
            lambda v: f"| groq | producción | {v} | rotar en enero |",
            None,
        ),
        ("en", "table in page", K.jina, lambda v: "", "table"),
        (
            "es",
            "Slack chat export",
            K.xoxb,
            lambda v: f"[09:12] Ulises: ahí está el token del bot {v}",
            None,
        ),
        (
            "en",
            "support reply quotes key",
            K.tavily,
            lambda v: f"Hi, I checked your account: the key {v} is active again.",
            None,
        ),
        (
            "pt",
            "mensagem de suporte",
            K.cohere,
            lambda v: f"Olá! Sua nova chave de API é {v} — guarde com cuidado.",
            None,
        ),
        ("es", "correo reenviado", K.mistral, lambda v: f"> Te comparto la api key: {v}", None),
        (
            "en",
            "README snippet",
            K.hf,
            lambda v: f"Quick start: export HF_TOKEN and use {v} for the demo account",
            None,
        ),
        (
            "es",
            "nota de reunión",
            K.exa,
            lambda v: f"Acuerdos: usar la key de exa {v} hasta que llegue la oficial",
            None,
        ),
        (
            "en",
            "commit message",
            K.ghp,
            lambda v: f"fix: use deploy token {v} for the mirror job",
            None,
        ),
        (
            "es",
            "whatsapp copiado",
            K.mercadopago,
            lambda v: f"Jefe, este es el access token de MP: {v}",
            None,
        ),
        (
            "pt",
            "token do bot telegram",
            K.telegram,
            lambda v: f"O token do bot é {v}, troquei ontem",
            None,
        ),
        (
            "es",
            "contraseña en prosa",
            K.password,
            lambda v: f"usuario: capturas, contraseña: {v}",
            None,
        ),
        (
            "en",
            "password in prose",
            K.password,
            lambda v: f"login is bench-admin and the password is {v}",
            None,
        ),
        (
            "es",
            "key con guiones raros",
            K.bing,
            lambda v: f"La subscription key de Bing → {v} ←",
            None,
        ),
        ("en", "key in parentheses", K.google, lambda v: f"(we used {v} for the CSE runs)", None),
        ("es", "key en lista", K.serpapi, lambda v: f"- SerpAPI: {v}", None),
        (
            "pt",
            "chave em code span",
            K.openrouter,
            lambda v: f"Use `{v}` no cabeçalho Authorization",
            None,
        ),
        (
            "es",
            "token en paréntesis y emoji",
            K.sendgrid,
            lambda v: f"ya quedó el de SendGrid 🎉 ({v})",
            None,
        ),
        (
            "en",
            "slack message with key",
            K.anthropic,
            lambda v: f"@here new anthropic key: {v} — old one revoked",
            None,
        ),
        ("es", "bloque de cita", K.glpat, lambda v: "", "blockquote"),
        ("en", "definition list", K.do, lambda v: "", "dl"),
        ("es", "mi secreto de webhook", K.whsec, lambda v: f"mi secreto de webhook es {v}", None),
        (
            "pt",
            "senha do banco",
            K.password,
            lambda v: f"a senha do postgres de homologação é {v}",
            None,
        ),
        ("es", "key tras dos puntos, sin espacio", K.pplx, lambda v: f"perplexity:{v}", None),
    ]
    for lang, form, mk, fn, style in prose:
        v = mk()
        if style == "first":
            text = fn(v)
            frag = v[:60] if "two quoted" in form else v[:50]
            out.append(spec("api-key-prose", lang, form, frag, text, "nota", family="secret"))
        elif style == "table":
            out.append(
                spec(
                    "api-key-prose",
                    lang,
                    form,
                    v,
                    v,
                    "t",
                    medium="html",
                    family="secret",
                    html=f"<table><tr><th>Provider</th><th>Key</th></tr><tr><td>Jina</td><td>{v}</td></tr></table>",
                )
            )
        elif style == "blockquote":
            out.append(
                spec(
                    "api-key-prose",
                    lang,
                    form,
                    v,
                    v,
                    "q",
                    medium="html",
                    family="secret",
                    html=f"<blockquote>Oye, el token de GitLab es {v}, bórralo después</blockquote>",
                )
            )
        elif style == "dl":
            out.append(
                spec(
                    "api-key-prose",
                    lang,
                    form,
                    v,
                    v,
                    "d",
                    medium="html",
                    family="secret",
                    html=f"<dl><dt>DigitalOcean token</dt><dd>{v}</dd></dl>",
                )
            )
        else:
            out.append(spec("api-key-prose", lang, form, v, fn(v), "nota", family="secret"))
    return out
