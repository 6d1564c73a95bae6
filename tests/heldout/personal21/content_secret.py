"""Secrets (label ``secret``): invented keys, tokens, passwords, private keys, etc.

Same entry shape as ``content_personal``. Shapes follow the providers' published
formats; a few providers are invented, with realistic shapes.
"""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import random
import string
from typing import Any

try:
    from . import ids
except ImportError:  # run as a script
    import ids  # type: ignore[no-redef]

A = string.ascii_letters + string.digits
U = string.ascii_uppercase + string.digits
L = string.ascii_lowercase + string.digits


def _e(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    place: str = "any",
    key: str | None = None,
) -> dict[str, Any]:
    return {
        "kind": kind,
        "family": "secret",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "place": place,
        "key": key,
    }


def _b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def keys(rng: random.Random) -> list[tuple[str, str]]:
    r = rng
    a = lambda n, al=A: ids.alnum(r, n, al)  # noqa: E731
    return [
        ("tavily", "tvly-" + r.choice(["dev-", "prod-", ""]) + a(32)),
        ("brave", "BSA" + a(27)),
        ("serpapi", ids.hexs(r, 64)),
        ("serper", ids.hexs(r, 40)),
        ("firecrawl", "fc-" + ids.hexs(r, 32)),
        ("jina", "jina_" + ids.hexs(r, 32) + a(28)),
        ("perplexity", "pplx-" + a(48)),
        ("openai", "sk-proj-" + a(64, A + "-_") + "T3BlbkFJ" + a(20)),
        ("openai-svc", "sk-svcacct-" + a(60, A + "-_")),
        ("anthropic", "sk-ant-api03-" + a(93, A + "-_") + "AA"),
        ("openrouter", "sk-or-v1-" + ids.hexs(r, 64)),
        ("groq", "gsk_" + a(52)),
        ("google", "AIza" + a(35, A + "-_")),
        ("huggingface", "hf_" + a(34)),
        ("xai", "xai-" + a(80)),
        ("exa", ids.uuid4(r)),
        ("mistral", a(32)),
        ("cohere", a(40)),
        ("stripe", "sk_live_51" + a(96)),
        ("stripe-restricted", "rk_live_51" + a(96)),
        ("stripe-webhook", "whsec_" + a(32)),
        ("github", "ghp_" + a(36)),
        ("github-fine", "github_pat_11" + a(20, U) + "_" + a(59)),
        ("gitlab", "glpat-" + a(20, A + "-_")),
        ("slack-bot", f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{a(24)}"),
        ("sendgrid", "SG." + a(22, A + "-_") + "." + a(43, A + "-_")),
        ("npm", "npm_" + a(36)),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + a(60, A + "-_")),
        ("digitalocean", "dop_v1_" + ids.hexs(r, 64)),
        ("shopify", "shpat_" + ids.hexs(r, 32)),
        ("mailgun", "key-" + ids.hexs(r, 32)),
        ("twilio", "SK" + ids.hexs(r, 32)),
        ("square", "sq0atp-" + a(22, A + "-_")),
        ("aws", "AKIA" + a(16, string.ascii_uppercase + "234567")),
        ("google-oauth", "ya29.a0" + a(120, A + "-_")),
        (
            "mercadopago",
            f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}-{ids.hexs(r, 32)}-{r.randint(10**8, 10**9)}",
        ),
        ("conekta", "key_" + a(27)),
        ("openpay", "sk_" + ids.hexs(r, 32)),
        ("invented-searchly", "srchly_live_" + a(40)),
        ("invented-kagi-like", "kgi." + a(22) + "." + a(40, A + "-_")),
        ("invented-buscamx", "bmx-" + a(8, L) + "-" + a(32, L)),
        ("invented-webq", "wq_sk_" + ids.hexs(r, 48)),
        ("invented-ctx", "ctx7_" + a(44)),
        ("invented-you", "ydc-sk-" + ids.hexs(r, 24) + "-" + a(16)),
    ]


def items(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    add = out.append
    hdr = [
        "Authorization",
        "X-API-Key",
        "x-subscription-token",
        "api-key",
        "X-Goog-Api-Key",
        "apikey",
        "x-goog-api-key",
        "X-Auth-Token",
    ]
    field = [
        "api_key",
        "apiKey",
        "token",
        "secret_key",
        "access_token",
        "client_secret",
        "llave",
        "chave_api",
        "credentials",
    ]
    prose = [
        ("es", "Ojo: la llave de producción es {v}, no la compartas"),
        ("en", "temporary key for the demo: {v} (rotate after the talk)"),
        ("pt", "Chave da API (produção): {v}"),
        ("es", "La API key que me pasó soporte: {v}"),
    ]
    envs = [
        ("en", "{P}_API_KEY={v}"),
        ("en", 'export {P}_TOKEN="{v}"'),
        ("en", '{p}_api_key = "{v}"  # settings.ini'),
        ("es", "{P}_KEY: {v}  # no subir a git"),
    ]
    err = [
        ("en", "401 Unauthorized: invalid api key '{v}' for this endpoint"),
        (
            "en",
            "Error: Incorrect API key provided: {v}. You can find your API key at the dashboard.",
        ),
        ("es", "Error 403: la llave {v} fue revocada"),
        ("pt", "Falha de autenticação com a chave {v}"),
    ]
    i = 0
    for rnd in range(3):
        for prov, v in keys(rng):
            P = prov.upper().replace("-", "_")
            k = (i + rnd) % 7
            if k == 0:
                h = (
                    "Authorization"
                    if prov
                    in ("openai", "anthropic", "groq", "perplexity", "xai", "openrouter", "mistral")
                    else rng.choice(hdr[1:])
                )
                val = f"Bearer {v}" if h == "Authorization" else v
                add(_e("api-key-header", "en", f"{prov} header", v, val, "header", h))
            elif k == 1:
                add(_e("api-key-json", "en", f"{prov} field", v, v, "data", rng.choice(field)))
            elif k == 2:
                lang, t = prose[i % len(prose)]
                add(_e("api-key-prose", lang, f"{prov} prose", v, t.format(v=v)))
            elif k == 3:
                lang, t = envs[i % len(envs)]
                add(
                    _e(
                        "api-key-env",
                        lang,
                        f"{prov} env",
                        v,
                        t.format(P=P, p=prov.replace("-", "_"), v=v),
                    )
                )
            elif k == 4:
                add(
                    _e(
                        "api-key-query",
                        "en",
                        f"{prov} query",
                        v,
                        f"https://api.{prov.split('-')[0]}.example.net/search?q=clima+cdmx&api_key={v}&num=10",
                        "data",
                        rng.choice(["url", "next_page", "request_url"]),
                    )
                )
            elif k == 5:
                add(
                    _e(
                        "api-key-curl",
                        "en",
                        f"{prov} curl",
                        v,
                        f"curl -s https://api.{prov.split('-')[0]}.example.net/v1/search -H 'Authorization: Bearer {v}' -d '{{}}'",
                    )
                )
            else:
                lang, t = err[i % len(err)]
                add(
                    _e(
                        "api-key-error",
                        lang,
                        f"{prov} error",
                        v,
                        t.format(v=v),
                        "data",
                        rng.choice(["message", "error", "detail", "raw"]),
                    )
                )
            i += 1
    # tokens, passwords, cookies, connection strings, signed URLs, JWT, PEM, webhooks
    for j in range(8):
        hdr_j = _b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": ids.hexs(rng, 8)}).encode())
        pay = _b64u(
            json.dumps(
                {
                    "sub": str(rng.randint(10**6, 10**7)),
                    "email_verified": True,
                    "exp": 1735689600 + j * 3600,
                    "scope": "search:write",
                }
            ).encode()
        )
        jwt = f"{hdr_j}.{pay}.{ids.alnum(rng, 86, A + '-_')}"
        if j % 2:
            add(_e("jwt", "en", "jwt header", jwt, f"Bearer {jwt}", "header", "Authorization"))
        else:
            add(_e("jwt", "es", "jwt prose", jwt, f"token de sesión del usuario: {jwt}"))
    for j in range(8):
        user = rng.choice(["admin", "svc_crawler", "jperez", "root", "deploy"])
        pw = ids.alnum(rng, 14, A + "!#%*") + str(rng.randint(10, 99))
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        forms = [
            ("basic-auth", "en", b, f"Basic {b}", "header", "Authorization"),
            ("password", "es", pw, f"usuario: {user} / contraseña: {pw}", "any", None),
            ("password", "en", pw, pw, "data", "password"),
            ("password", "pt", pw, f"senha do painel: {pw}", "any", None),
        ]
        kind, lang, v, text, place, key = forms[j % 4]
        add(_e(kind, lang, f"{kind} {place}", v, text, place, key))
    for j in range(8):
        sid = ids.alnum(rng, 48, A + "-_")
        name = [
            "sessionid",
            "__Secure-next-auth.session-token",
            "connect.sid",
            "PHPSESSID",
            "_session_id",
            "laravel_session",
            "JSESSIONID",
            "auth_token",
        ][j]
        v = f"{name}={sid}"
        if j % 2:
            add(
                _e(
                    "cookie",
                    "en",
                    "set-cookie header",
                    v,
                    f"{v}; Path=/; HttpOnly; Secure",
                    "header",
                    "Set-Cookie",
                )
            )
        else:
            add(_e("cookie", "en", "cookie header", v, f"{v}; lang=es-MX", "header", "Cookie"))
    for j in range(8):
        pw = ids.alnum(rng, 18)
        cs = [
            f"postgres://app_user:{pw}@db.interno.mx:5432/busquedas",
            f"mongodb+srv://crawler:{pw}@cluster0.ab12c.mongodb.net/cache?retryWrites=true",
            f"redis://:{pw}@redis-14352.c1.us-east-1.ec2.cloud.example.com:14352/0",
            f"mysql://root:{pw}@10.0.3.14:3306/clientes",
            f"Server=tcp:sql-mx.database.windows.net,1433;Database=crm;User ID=sa;Password={pw};",
            f"amqp://worker:{pw}@rabbit.local:5672/",
            f"DATABASE_URL=postgresql://fixture:{pw}@localhost/fg",
            f"smtp://notificaciones:{pw}@smtp.mailgun.org:587",
        ][j]
        add(_e("connection-string", "en", "connection string", pw, cs))
    for j in range(8):
        sig = ids.hexs(rng, 64)
        ak = "AKIA" + ids.alnum(rng, 16, string.ascii_uppercase + "234567")
        urls = [
            (
                sig,
                f"https://fixtures-mx.s3.amazonaws.com/exp/oficio.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20240511%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240511T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
            ),
            (ids.alnum(rng, 43, A) + "%3D", None),
            (
                sig,
                f"https://storage.googleapis.com/bucket-mx/recibo.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=sa%40proj.iam.gserviceaccount.com&X-Goog-Signature={sig}",
            ),
            (ids.alnum(rng, 24), None),
        ]
        v, u = urls[j % 4]
        if u is None and j % 4 == 1:
            u = f"https://cuentasmx.blob.core.windows.net/docs/ine.jpg?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-01T00:00:00Z&sig={v}"
        elif u is None:
            u = f"https://hooks.slack.com/services/T{ids.alnum(rng, 8, U)}/B{ids.alnum(rng, 8, U)}/{v}"
        add(_e("signed-url" if j % 4 != 3 else "webhook-url", "en", "signed url", v, u, "any"))
    for j in range(6):
        aws_secret = ids.alnum(rng, 40, A + "/+")
        disc = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{ids.alnum(rng, 68, A + '-_')}"
        forms = [
            ("cloud-key", "en", aws_secret, f"aws_secret_access_key = {aws_secret}"),
            ("webhook-url", "en", disc, disc),
            (
                "cloud-key",
                "es",
                aws_secret,
                f"AWS_SECRET_ACCESS_KEY={aws_secret} (cuenta de pruebas de Luis)",
            ),
        ]
        kind, lang, v, t = forms[j % 3]
        add(_e(kind, lang, kind, v, t))
    for j in range(4):
        body = "\n".join(ids.alnum(rng, 64, A + "+/") for _ in range(6))
        kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"][j]
        v = f"-----BEGIN {kind}-----"
        pem = f"{v}\n{body}\n-----END {kind}-----"
        if j % 2 == 0:
            add(_e("private-key", "en", "pem in html pre", v, f"<pre>{pem}</pre>", "html"))
        else:
            add(_e("private-key", "en", "pem in json string", v, pem + "\n", "data", "private_key"))
    return out
