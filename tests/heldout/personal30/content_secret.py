"""Secrets where people paste them: tickets, .env in a question, CI logs, OCR of a screenshot.

All keys are random strings in a vendor's shape, generated here; none is a vendor's
documented example (those are keepers, in ``content_keep.py``).
"""

from __future__ import annotations

import random

from content_personal import E, Entry
from values import ALNUM, B64URL, HEX, LOWER_DIG, digits, jwt, pem_body, pick, rnd

UP_DIG = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def keys(rng: random.Random) -> list[tuple[str, str]]:
    """(vendor, key) pairs in many shapes."""
    return [
        ("OpenAI", f"sk-proj-{rnd(rng, 48, B64URL)}T3BlbkFJ{rnd(rng, 48, B64URL)}"),
        ("Anthropic", f"sk-ant-api03-{rnd(rng, 93, B64URL)}AA"),
        ("GitHub", f"ghp_{rnd(rng, 36)}"),
        ("GitHub", f"github_pat_11{rnd(rng, 20, UP_DIG)}_{rnd(rng, 59)}"),
        ("GitLab", f"glpat-{rnd(rng, 20, B64URL)}"),
        ("Slack", f"xoxb-{digits(rng, 12, True)}-{digits(rng, 13, True)}-{rnd(rng, 24)}"),
        ("Google", f"AIza{rnd(rng, 35, B64URL)}"),
        ("Stripe", f"sk_live_51{rnd(rng, 97)}"),
        ("Stripe", f"rk_live_51{rnd(rng, 97)}"),
        ("Tavily", f"tvly-{rnd(rng, 32)}"),
        ("Firecrawl", f"fc-{rnd(rng, 32, HEX)}"),
        ("Hugging Face", f"hf_{rnd(rng, 34)}"),
        ("Groq", f"gsk_{rnd(rng, 52)}"),
        ("SendGrid", f"SG.{rnd(rng, 22, B64URL)}.{rnd(rng, 43, B64URL)}"),
        ("Twilio", f"SK{rnd(rng, 32, HEX)}"),
        ("Shopify", f"shpat_{rnd(rng, 32, HEX)}"),
        ("npm", f"npm_{rnd(rng, 36)}"),
        ("DigitalOcean", f"dop_v1_{rnd(rng, 64, HEX)}"),
        ("Telegram", f"{digits(rng, 10, True)}:AA{rnd(rng, 33, B64URL)}"),
        ("Mailgun", f"key-{rnd(rng, 32, HEX)}"),
        ("Replicate", f"r8_{rnd(rng, 37)}"),
        ("Perplexity", f"pplx-{rnd(rng, 48)}"),
        ("xAI", f"xai-{rnd(rng, 80)}"),
        (
            "Mercado Pago",
            f"APP_USR-{digits(rng, 16, True)}-{digits(rng, 6)}-{rnd(rng, 32, HEX)}-{digits(rng, 9, True)}",
        ),
        ("Brave", f"BSA{rnd(rng, 27)}"),
        ("OpenRouter", f"sk-or-v1-{rnd(rng, 64, HEX)}"),
        ("Notion", f"ntn_{digits(rng, 11)}{rnd(rng, 35)}"),
        ("Linear", f"lin_api_{rnd(rng, 40)}"),
    ]


def build(rng: random.Random) -> list[Entry]:
    out: list[Entry] = []
    # 1. keys pasted in tickets / chats / forum prose (28)
    prose = [
        ("es", "Hola, ya puse mi llave {v} en el panel y me sigue saliendo 401"),
        ("es", "Cliente: les paso mi api key para que revisen: {v}"),
        ("es", "el cliente pegó su token en el ticket: {v} (ya le dije que lo rote)"),
        ("pt", "Minha chave é {v}, podem verificar por que não funciona?"),
        ("en", "here's my key so you can reproduce: {v}"),
        ("es", "Buenas, uso la key {v} desde Node y me da 403, ¿es de la cuenta?"),
        ("en", "Not sure if this matters but the token is {v}"),
    ]
    for i, (vendor, k) in enumerate(keys(rng)):
        lang, tpl = prose[i % len(prose)]
        out.append(
            E(
                "api-key-prose",
                lang,
                f"{vendor} key in a ticket, template {i % len(prose)}",
                [tpl.replace("{v}", k)],
                k,
                family="secret",
            )
        )
    # 2. .env pasted in a forum question (14)
    for i, (vendor, k) in enumerate(keys(rng)[:14]):
        var = (
            pick(rng, ["API_KEY", "OPENAI_API_KEY", "SECRET_KEY", "TOKEN", "ACCESS_TOKEN"])
            if i % 2
            else f"{vendor.upper().replace(' ', '_')}_KEY"
        )
        lines = [
            "Este es mi .env, no sé qué estoy haciendo mal:",
            "NODE_ENV=production",
            f"{var}={k}",
            "PORT=3000",
        ]
        out.append(
            E(
                "api-key-env",
                "es" if i % 3 else "en",
                f"{vendor} key in a pasted .env",
                lines,
                k,
                family="secret",
            )
        )
    # 3. CI logs / stack traces pasted into a forum (12)
    for i, (vendor, k) in enumerate(keys(rng)[5:17]):
        tpl = [
            [
                "Run npm run deploy",
                f"  env: DEPLOY_TOKEN={k}",
                "Error: Process completed with exit code 1.",
            ],
            [
                "Traceback (most recent call last):",
                f"  requests.exceptions.HTTPError: 401 Client Error for url: https://api.example-svc.io/v1/items?key={k}",
            ],
            [
                f"[2025-03-02T10:14:09Z] DEBUG http: POST /v2/send headers={{'Authorization': 'Bearer {k}'}}",
                "[2025-03-02T10:14:10Z] ERROR retry 3/3",
            ],
            [
                f"Error: Invalid credentials for token '{k}'",
                "    at Client.request (node_modules/sdk/dist/client.js:212:15)",
            ],
        ][i % 4]
        out.append(
            E(
                "ci-log",
                "en",
                f"{vendor} key in a pasted log, variant {i % 4}",
                tpl,
                k,
                family="secret",
            )
        )
    # 4. curl commands pasted (10)
    for vendor, k in keys(rng)[10:20]:
        hdr = pick(rng, ["Authorization: Bearer ", "x-api-key: ", "X-Auth-Token: "])
        lines = [
            "Así hago la llamada y no responde:",
            f"curl -s https://api.servicio-demo.mx/v1/search -H '{hdr}{k}' -d '{{\"q\":\"renta\"}}'",
        ]
        out.append(
            E("api-key-curl", "es", f"{vendor} key in a pasted curl", lines, k, family="secret")
        )
    # 5. recorded headers (10)
    hnames = [
        "Authorization",
        "x-api-key",
        "X-Subscription-Token",
        "api-key",
        "X-Goog-Api-Key",
        "Authorization",
        "X-Auth-Token",
        "x-api-key",
        "Authorization",
        "X-Shopify-Access-Token",
    ]
    for i, (vendor, k) in enumerate(keys(rng)[:10]):
        h = hnames[i]
        val = f"Bearer {k}" if h == "Authorization" else k
        out.append(
            E(
                "api-key-header",
                "en",
                f"{vendor} key in recorded header {h}",
                [f"{h}: {val}"],
                k,
                family="secret",
                header=h,
            )
        )
    # 6. OCR text of a screenshot (8)
    for vendor, k in keys(rng)[2:10]:
        lines = [
            "[Texto extraído de la captura de pantalla]",
            "API Keys  |  Create new key  |  Docs",
            f"Clave secreta   {k}   Copiar",
            "Creada: hace 2 días",
        ]
        out.append(
            E(
                "ocr-screenshot",
                "es",
                f"{vendor} key in OCR text of a screenshot",
                lines,
                k,
                family="secret",
            )
        )
    # 7. passwords pasted (10)
    pw_tpl = [
        ("es", "mi usuario es el correo de siempre y la contraseña es {v}, ya intenté 5 veces"),
        ("es", "Cliente: contraseña {v}"),
        ("pt", "a senha do wi-fi do escritório é {v}, não passem pra ninguém"),
        ("en", "password: {v} (please don't share it)"),
        ("es", "te dejo el acceso al panel: admin / {v}"),
    ]
    for i in range(10):
        pw = (
            pick(rng, ["Tamal", "Jaguar", "Nopal", "Mango", "Colibri"])
            + rnd(rng, 4)
            + pick(rng, ["!", "#", "$", "*"])
            + digits(rng, 3)
        )
        lang, tpl = pw_tpl[i % len(pw_tpl)]
        out.append(
            E(
                "password",
                lang,
                f"password pasted, template {i % len(pw_tpl)}",
                [tpl.replace("{v}", pw)],
                pw,
                family="secret",
            )
        )
    # 8. connection strings (12)
    for i in range(12):
        pw = rnd(rng, 18)
        host = [
            "pg-prod-2.nubehost.io",
            "cluster0.ab12c.mongodb.net",
            "10.0.3.17",
            "redis-14021.c1.example-cloud.com",
            "db.tiendaluna.internal",
            "mq.tiendaluna.internal",
        ][i % 6]
        cs = [
            f"postgresql://app_user:{pw}@{host}:5432/ventas",
            f"mongodb+srv://admin:{pw}@{host}/tienda?retryWrites=true",
            f"mysql://root:{pw}@{host}:3306/erp",
            f"redis://default:{pw}@{host}:6379/0",
            f"Server={host};Database=Nomina;User Id=sa;Password={pw};",
            f"amqp://rabbit:{pw}@{host}:5672/",
        ][i % 6]
        lines = (
            ["DATABASE_URL que tengo en Heroku (no conecta):", cs]
            if i % 2
            else [f"sqlalchemy.exc.OperationalError: could not connect to {cs}"]
        )
        out.append(
            E(
                "connection-string",
                "es" if i % 2 else "en",
                f"connection string form {i % 6}",
                lines,
                cs,
                family="secret",
            )
        )
    # 9. recovery codes (6)
    for i in range(6):
        codes = " ".join(f"{rnd(rng, 4, LOWER_DIG)}-{rnd(rng, 4, LOWER_DIG)}" for _ in range(4))
        lines = (
            ["perdí mi cel, estos son mis códigos de recuperación de 2FA:", codes]
            if i % 2
            else [f"Backup codes: {codes}"]
        )
        out.append(
            E(
                "recovery-codes",
                "es" if i % 2 else "en",
                "2FA recovery codes pasted",
                lines,
                codes,
                family="secret",
            )
        )
    # 10. JWTs (6)
    for i in range(6):
        t = jwt(rng)
        lines = (
            [f"me da 401 con este token: {t}"]
            if i % 2
            else [f"Authorization header I'm sending: Bearer {t}"]
        )
        out.append(
            E("jwt", "es" if i % 2 else "en", "JWT pasted in a ticket", lines, t, family="secret")
        )
    # 11. private keys (6)
    for i in range(6):
        kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 3]
        head = f"-----BEGIN {kind}-----"
        body = pem_body(rng)
        pem = "\n".join([head, *body, f"-----END {kind}-----"])
        out.append(
            E(
                "private-key",
                "es",
                f"PEM {kind} pasted in a forum question",
                ["Pegué la llave en el servidor y dice invalid format:", pem],
                head,
                family="secret",
                pem=pem,
            )
        )
    # 12. signed URLs (8)
    for i in range(8):
        if i % 3 == 0:
            u = (
                f"https://facturas-clientes.s3.amazonaws.com/2025/03/F-{digits(rng, 5)}.pdf"
                "?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{rnd(rng, 16, UP_DIG)}%2F20250302%2Fus-east-1%2Fs3%2Faws4_request"
                "&X-Amz-Date=20250302T101500Z"
                f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={rnd(rng, 64, HEX)}"
            )
        elif i % 3 == 1:
            u = (
                f"https://storage.googleapis.com/adjuntos-soporte/ticket-{digits(rng, 5)}.png"
                "?X-Goog-Algorithm=GOOG4-RSA-SHA256"
                f"&X-Goog-Credential=uploader%40proyecto-demo.iam.gserviceaccount.com%2F20250302%2Fauto%2Fstorage%2Fgoog4_request"
                "&X-Goog-Date=20250302T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host"
                f"&X-Goog-Signature={rnd(rng, 256, HEX)}"
            )
        else:
            u = (
                f"https://adjuntosmx.blob.core.windows.net/tickets/INE-frente.jpg?sv=2022-11-02&ss=b&srt=o&sp=r"
                f"&se=2025-03-09T10:15:00Z&st=2025-03-02T10:15:00Z&spr=https&sig={rnd(rng, 43, ALNUM + '%')}%3D"
            )
        lines = ["Aquí está el link a mi comprobante, ábranlo antes de que caduque:", u]
        out.append(E("signed-url", "es", f"signed URL form {i % 3}", lines, u, family="secret"))
    # 13. webhook URLs (6)
    for i in range(6):
        u = [
            f"https://hooks.slack.com/services/T{rnd(rng, 10, UP_DIG)}/B{rnd(rng, 10, UP_DIG)}/{rnd(rng, 24)}",
            f"https://discord.com/api/webhooks/{digits(rng, 19, True)}/{rnd(rng, 68, B64URL)}",
            f"https://tiendaluna.webhook.office.com/webhookb2/{rnd(rng, 36, HEX)}@{rnd(rng, 36, HEX)}"
            f"/IncomingWebhook/{rnd(rng, 32, HEX)}/{rnd(rng, 36, HEX)}",
        ][i % 3]
        out.append(
            E(
                "webhook-url",
                "en",
                f"webhook URL form {i % 3}",
                ["our alert bot posts here, is it leaking?", u],
                u,
                family="secret",
            )
        )
    # 14. cookies (6)
    for _ in range(6):
        c = pick(
            rng,
            [
                "sessionid",
                "connect.sid",
                "_shop_session",
                "PHPSESSID",
                "laravel_session",
                "auth_token",
            ],
        )
        v = f"{c}={rnd(rng, 40, B64URL)}"
        out.append(
            E(
                "cookie",
                "es",
                "session cookie pasted from devtools",
                ["copié esto de la consola (pestaña Red):", f"Cookie: {v}; lang=es-MX"],
                v,
                family="secret",
            )
        )
    # 15. basic auth in URL / header (4)
    for i in range(4):
        pw = rnd(rng, 14)
        if i % 2:
            v = f"https://deploy:{pw}@ftp.tiendaluna.mx/public_html"
            lines = ["el FTP lo tengo así en FileZilla:", v]
        else:
            import base64

            v = "Basic " + base64.b64encode(f"soporte-api:{pw}".encode()).decode()
            lines = [f"Authorization: {v}", "(así lo manda Postman)"]
        out.append(E("basic-auth", "es", "basic credentials pasted", lines, v, family="secret"))
    return out


_ = digits
