# ruff: noqa: E501, B007
# (data module: long literal templates and values on purpose)
"""Secret items of corpus 22 (label ``secret``): invented keys in many providers' shapes.

Some shapes are real providers' documented prefixes, some are invented but realistic
(prefix + long random body); every value is random, none is a real credential.
"""

from __future__ import annotations

import base64
import random

from common import Entry

A62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def build(rng: random.Random) -> list[Entry]:
    def r(n: int, alpha: str = A62) -> str:
        return "".join(rng.choice(alpha) for _ in range(n))

    hx = "0123456789abcdef"
    out: list[Entry] = []
    # (provider, value maker, header name)
    keys = [
        ("tavily", lambda: "tvly-" + r(32), "Authorization"),
        ("tavily dev", lambda: "tvly-dev-" + r(32), "Authorization"),
        ("brave", lambda: "BSA" + r(28), "X-Subscription-Token"),
        ("serpapi", lambda: r(64, hx), "api_key"),
        ("serper", lambda: r(40, hx), "X-API-KEY"),
        ("firecrawl", lambda: "fc-" + r(32, hx), "Authorization"),
        ("jina", lambda: "jina_" + r(60), "Authorization"),
        ("perplexity", lambda: "pplx-" + r(48), "Authorization"),
        ("openai project", lambda: "sk-proj-" + r(48) + "T3BlbkFJ" + r(48), "Authorization"),
        ("openai svcacct", lambda: "sk-svcacct-" + r(64), "Authorization"),
        ("anthropic", lambda: "sk-ant-api03-" + r(86, A62 + "-_") + "AA", "x-api-key"),
        ("openrouter", lambda: "sk-or-v1-" + r(64, hx), "Authorization"),
        ("groq", lambda: "gsk_" + r(52), "Authorization"),
        ("google", lambda: "AIza" + r(35, A62 + "-_"), "x-goog-api-key"),
        ("huggingface", lambda: "hf_" + r(34), "Authorization"),
        ("xai", lambda: "xai-" + r(80), "Authorization"),
        (
            "exa",
            lambda: r(8, hx) + "-" + r(4, hx) + "-4" + r(3, hx) + "-a" + r(3, hx) + "-" + r(12, hx),
            "x-api-key",
        ),
        ("mistral", lambda: r(32), "Authorization"),
        ("cohere", lambda: r(40), "Authorization"),
        ("stripe live", lambda: "sk_live_" + r(99), "Authorization"),
        ("stripe restricted", lambda: "rk_live_" + r(99), "Authorization"),
        (
            "github pat",
            lambda: "github_pat_11" + r(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "_" + r(59),
            "Authorization",
        ),
        ("github classic", lambda: "ghp_" + r(36), "Authorization"),
        ("gitlab", lambda: "glpat-" + r(20, A62 + "-_"), "PRIVATE-TOKEN"),
        (
            "slack bot",
            lambda: (
                f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**12, 10**13 - 1)}-{r(24)}"
            ),
            "Authorization",
        ),
        ("sendgrid", lambda: "SG." + r(22, A62 + "-_") + "." + r(43, A62 + "-_"), "Authorization"),
        ("twilio", lambda: "SK" + r(32, hx), "Authorization"),
        ("mailgun", lambda: "key-" + r(32, hx), "Authorization"),
        ("deepseek", lambda: "sk-" + r(32, hx), "Authorization"),
        ("you.com (invented shape)", lambda: "ydc-sk-" + r(24, hx) + "-" + r(8, hx), "X-API-Key"),
        ("searchapi (invented shape)", lambda: "sapi_" + r(40), "Authorization"),
        ("kagi (invented shape)", lambda: r(22) + "." + r(43, A62 + "-_"), "Authorization"),
        ("zenrows (invented shape)", lambda: "zr_live_" + r(40, hx), "apikey"),
        (
            "scrapingbee (invented shape)",
            lambda: r(80, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
            "api_key",
        ),
        ("datadog", lambda: r(32, hx), "DD-API-KEY"),
        ("npm", lambda: "npm_" + r(36), "Authorization"),
        ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, A62 + "-_"), "Authorization"),
        ("replicate", lambda: "r8_" + r(37), "Authorization"),
        ("digitalocean", lambda: "dop_v1_" + r(64, hx), "Authorization"),
        ("linear", lambda: "lin_api_" + r(40), "Authorization"),
    ]
    places = [
        ("en", "recorded header"),
        ("es", "html prose"),
        ("en", "query string"),
        ("es", "env line"),
        ("en", "curl command"),
        ("pt", "html prose"),
        ("en", "error echo"),
        ("es", "json config"),
    ]
    n = 0
    for rep in range(3):
        for prov, mk, hname in keys:
            if n >= 104:
                break
            v = mk()
            lang, where = places[n % len(places)]
            auth = f"Bearer {v}" if hname == "Authorization" and not v.startswith("SG.") else v
            envname = prov.split()[0].upper().replace(".", "_") + "_API_KEY"
            form = f"{prov}; {where}"
            if where == "recorded header":
                e = Entry("secret", "secret", "api-key-header", lang, form, v, header=(hname, auth))
            elif where == "html prose":
                h = {
                    "es": f"<p>Para probar usa mi llave: <code>{v}</code> (no la compartas)</p>",
                    "pt": f"<p>Chave de API de produção: {v} — trocar em 30 dias</p>",
                }[lang]
                t = {
                    "es": f"la llave de produccion es {v}, no la compartas",
                    "pt": f"chave de API de produção: {v}",
                }[lang]
                e = Entry(
                    "secret", "secret", "api-key-prose", lang, form, v, html=h, text=t, key="nota"
                )
            elif where == "query string":
                u = f"https://api.search.example/v1/search?q=semantic+kernel&amp;api_key={v}&amp;num=10"
                e = Entry(
                    "secret",
                    "secret",
                    "api-key-query",
                    lang,
                    form,
                    v,
                    html=f'<p><a href="{u}">resultado en caché</a></p>',
                    text=f"https://api.search.example/v1/search?q=semantic+kernel&api_key={v}&num=10",
                    key="request_url",
                )
            elif where == "env line":
                e = Entry(
                    "secret",
                    "secret",
                    "api-key-env",
                    lang,
                    form,
                    v,
                    html=f'<div class="snippet"><code>export {envname}={v}</code></div>',
                    text=f"{envname}={v}",
                    key="env",
                )
            elif where == "curl command":
                hv = f"{hname}: {auth}"
                e = Entry(
                    "secret",
                    "secret",
                    "api-key-curl",
                    lang,
                    form,
                    v,
                    html=f"<p><code>curl -s -H '{hv}' https://api.example.com/v1/search</code></p>",
                    text=f"curl -s -H '{hv}' https://api.example.com/v1/search",
                    key="repro",
                )
            elif where == "error echo":
                e = Entry(
                    "secret",
                    "secret",
                    "api-key-error",
                    lang,
                    form,
                    v,
                    html=f"<p>401 Unauthorized: Incorrect API key provided: {v}.</p>",
                    text=f"Incorrect API key provided: {v}. You can find your API key at the dashboard.",
                    key="error_message",
                )
            else:
                e = Entry(
                    "secret",
                    "secret",
                    "api-key-json",
                    lang,
                    form,
                    v,
                    html=f'<div data-config=\'{{"apiKey": "{v}"}}\'>config</div>',
                    text=v,
                    key=["apiKey", "api_key", "token", "secret_key", "access_token"][n % 5],
                )
            out.append(e)
            n += 1

    def jwt() -> str:
        def b(d: bytes) -> str:
            return base64.urlsafe_b64encode(d).decode().rstrip("=")

        head = b(b'{"alg":"HS256","typ":"JWT"}')
        body = b(
            (
                '{"sub":"'
                + r(10, hx)
                + '","scope":"search:write","iat":17'
                + r(8, "0123456789")
                + "}"
            ).encode()
        )
        return f"{head}.{body}.{r(43, A62 + '-_')}"

    for i in range(8):
        v = jwt()
        if i % 2:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "jwt",
                    "en",
                    "HS256 JWT; Authorization header",
                    v,
                    header=("Authorization", f"Bearer {v}"),
                )
            )
        else:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "jwt",
                    "es",
                    "HS256 JWT; prose",
                    v,
                    html=f"<p>Token de sesión del admin: {v}</p>",
                    text=f"access_token={v}",
                    key="session",
                )
            )
    for i in range(8):
        v = r(40, A62 + "._-")
        out.append(
            Entry(
                "secret",
                "secret",
                "bearer-token",
                "en",
                "opaque bearer; header",
                v,
                header=("Authorization", f"Bearer {v}"),
            )
            if i % 2 == 0
            else Entry(
                "secret",
                "secret",
                "bearer-token",
                "en",
                "opaque bearer; log line",
                v,
                html=f"<p><code>Authorization: Bearer {v}</code></p>",
                text=f"> Authorization: Bearer {v}",
                key="debug",
            )
        )
    for i in range(6):
        user, pw = rng.choice(["admin", "deploy", "ci-bot", "root"]), r(14) + "!9"
        cred = base64.b64encode(f"{user}:{pw}".encode()).decode()
        if i % 2:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "basic-auth",
                    "en",
                    "Basic header",
                    cred,
                    header=("Authorization", f"Basic {cred}"),
                )
            )
        else:
            v = f"https://{user}:{pw}@registry.internal.example/simple"
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "basic-auth",
                    "en",
                    "userinfo URL",
                    v,
                    html=f"<p>Índice privado: <code>{v}</code></p>",
                    text=f"--index-url {v}",
                    key="pip",
                )
            )
    for i in range(8):
        v = [
            f"sessionid={r(32, hx)}",
            f"_session_id={r(40)}",
            f"connect.sid=s%3A{r(32)}.{r(43)}",
            f"laravel_session={r(60)}",
            f"PHPSESSID={r(26, hx)}",
            f"__Secure-next-auth.session-token={r(48)}",
            f"JSESSIONID={r(32, hx).upper()}",
            f"auth_token={r(40, hx)}",
        ][i]
        if i % 2:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "cookie",
                    "en",
                    "Cookie header",
                    v,
                    header=("Cookie", f"{v}; lang=es-MX"),
                )
            )
        else:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "cookie",
                    "en",
                    "Set-Cookie in prose",
                    v,
                    html=f"<p><code>Set-Cookie: {v}; Path=/; HttpOnly</code></p>",
                    text=f"Set-Cookie: {v}; Path=/; HttpOnly",
                    key="set_cookie",
                )
            )
    for i in range(5):
        kind = [
            "RSA PRIVATE KEY",
            "PRIVATE KEY",
            "EC PRIVATE KEY",
            "OPENSSH PRIVATE KEY",
            "PRIVATE KEY",
        ][i]
        body = "\n".join(r(64, A62 + "+/") for _ in range(6))
        v = f"-----BEGIN {kind}-----"
        pem = f"{v}\n{body}\n-----END {kind}-----"
        if i % 2 == 0:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "private-key",
                    "en",
                    f"{kind}; html pre",
                    v,
                    html=f"<pre>{pem}</pre>",
                )
            )
        else:
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "private-key",
                    "en",
                    f"{kind}; json string",
                    v,
                    text=pem + "\n",
                    key="private_key",
                )
            )
    for i in range(10):
        pw = r(16) + "#" + str(rng.randint(10, 99))
        v = [
            f"postgresql://app:{pw}@db.prod.internal:5432/busqueda",
            f"mongodb+srv://svc:{pw}@cluster0.ab12c.mongodb.net/app",
            f"mysql://root:{pw}@10.0.3.14:3306/crm",
            f"redis://:{pw}@cache.internal:6379/0",
            f"amqp://worker:{pw}@mq.internal:5672/",
            f"Server=tcp:sql.example.net,1433;User ID=sa;Password={pw};",
            f"postgres://ro_user:{pw}@localhost/fixtures",
            f"mssql://sa:{pw}@db01/ventas",
            f"rediss://default:{pw}@redis-1234.cloud.example:6380",
            f"mongodb://admin:{pw}@mongo:27017/?authSource=admin",
        ][i]
        if "&" in v or ";" in v:
            v = v.replace("&", "&")
        out.append(
            Entry(
                "secret",
                "secret",
                "connection-string",
                ["es", "en"][i % 2],
                "DSN with password; " + ["prose", "env"][i % 2],
                v,
                html=f"<p>Cadena de conexión: <code>{v}</code></p>",
                text=f"DATABASE_URL={v}",
                key="database",
            )
        )
    for i in range(8):
        sig = r(64, hx)
        v = [
            f"https://bucket.s3.amazonaws.com/exports/clientes.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{r(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20260301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Expires=3600&X-Amz-Signature={sig}",
            f"https://storage.googleapis.com/fg-private/report.pdf?GoogleAccessId=svc%40proj.iam.gserviceaccount.com&Expires=1780000000&Signature={r(80, A62)}%3D",
            f"https://acct.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31&sig={r(43, A62)}%3D",
            f"https://cdn.example.com/private/video.mp4?Expires=1780000000&Key-Pair-Id=K{r(13, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}&Signature={r(60, A62)}__",
        ][i % 4]
        hv = v.replace("&", "&amp;")
        out.append(
            Entry(
                "secret",
                "secret",
                "signed-url",
                "en",
                "signed URL; " + ["link", "json"][i % 2],
                v if i % 2 else hv,
                html=None if i % 2 else f'<p><a href="{hv}">descargar respaldo</a></p>',
                text=v if i % 2 else None,
                key="download_url",
            )
        )
    for i in range(6):
        v = [
            f"https://hooks.slack.com/services/T{r(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B{r(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/{r(24)}",
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{r(68, A62 + '-_')}",
            f"https://outlook.office.com/webhook/{r(8, hx)}-{r(4, hx)}-{r(4, hx)}-{r(4, hx)}-{r(12, hx)}@{r(8, hx)}/IncomingWebhook/{r(32, hx)}/{r(8, hx)}",
        ][i % 3]
        out.append(
            Entry(
                "secret",
                "secret",
                "webhook-url",
                "en",
                "webhook; " + ["prose", "field"][i % 2],
                v,
                html=f"<p>Alertas al canal: {v}</p>",
                text=v,
                key="webhook",
            )
        )
    for i in range(6):
        if i % 2 == 0:
            v = "AKIA" + r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "cloud-key",
                    "en",
                    "AWS access key id",
                    v,
                    html=f"<p><code>aws_access_key_id = {v}</code></p>",
                    text=f"aws_access_key_id = {v}",
                    key="aws",
                )
            )
        else:
            v = r(40, A62 + "+/")
            out.append(
                Entry(
                    "secret",
                    "secret",
                    "cloud-key",
                    "en",
                    "AWS secret access key",
                    v,
                    html=f"<p><code>AWS_SECRET_ACCESS_KEY={v}</code></p>",
                    text=f"aws_secret_access_key={v}",
                    key="aws_secret",
                )
            )
    for i in range(8):
        pw = [f"{r(8)}#{rng.randint(100, 999)}", "Verano2024!" + r(4), f"{r(12, A62 + '!$%')}"][
            i % 3
        ]
        v = pw
        tp = [
            ("es", "<p>Usuario: admin / contraseña: {v}</p>", "usuario admin contraseña {v}"),
            ("en", "<p>SMTP password: {v}</p>", "smtp_password: {v}"),
            ("pt", "<p>Senha do painel: {v}</p>", "senha do painel: {v}"),
            (
                "es",
                '<form><input type="password" name="clave" value="{v}"></form>',
                "DB_PASSWORD={v}",
            ),
        ][i % 4]
        out.append(
            Entry(
                "secret",
                "secret",
                "password",
                tp[0],
                "password; " + ["prose", "config", "pt prose", "form"][i % 4],
                v,
                html=tp[1].format(v=v),
                text=tp[2].format(v=v),
                key="cred",
            )
        )
    return out
