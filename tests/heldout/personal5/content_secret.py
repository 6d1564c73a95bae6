"""Secrets of corpus 5: invented keys in provider shapes, in the places they leak.

Same template contract as ``content_personal.py``. Every key is random from the seeded
generator; none is real.
"""

from __future__ import annotations

import base64
from html import escape
from typing import Any

from gen import Gen

D = dict[str, Any]


def provider_key(g: Gen) -> tuple[str, str, str]:
    """(provider, env var name, key) in the provider's published shape (invented value)."""
    i = g.r.randrange(22)
    return [
        ("tavily", "TAVILY_API_KEY", f"tvly-{g.b62(32)}"),
        ("tavily", "TAVILY_API_KEY", f"tvly-dev-{g.b62(32)}"),
        ("firecrawl", "FIRECRAWL_API_KEY", f"fc-{g.hexs(32)}"),
        ("exa", "EXA_API_KEY", g.uuid()),
        ("serpapi", "SERPAPI_API_KEY", g.hexs(64)),
        ("brave", "BRAVE_SEARCH_API_KEY", f"BSA{g.b62(27)}"),
        ("jina", "JINA_API_KEY", f"jina_{g.hexs(32)}{g.b62(28)}"),
        ("openai", "OPENAI_API_KEY", f"sk-proj-{g.b64url(60)[:80]}"),
        ("anthropic", "ANTHROPIC_API_KEY", f"sk-ant-api03-{g.b64url(70)[:93]}AA"),
        ("google", "GOOGLE_API_KEY", f"AIza{g.b64url(27)[:35]}"),
        ("perplexity", "PERPLEXITY_API_KEY", f"pplx-{g.b62(48)}"),
        ("groq", "GROQ_API_KEY", f"gsk_{g.b62(52)}"),
        ("openrouter", "OPENROUTER_API_KEY", f"sk-or-v1-{g.hexs(64)}"),
        ("serper", "SERPER_API_KEY", g.hexs(40)),
        ("github", "GITHUB_TOKEN", f"ghp_{g.b62(36)}"),
        ("github", "GH_TOKEN", f"github_pat_11{g.upalnum(20)}_{g.b62(59)}"),
        ("gitlab", "GITLAB_TOKEN", f"glpat-{g.b64url(15)[:20]}"),
        ("stripe", "STRIPE_SECRET_KEY", f"sk_live_{g.b62(99)}"),
        ("stripe", "STRIPE_RESTRICTED_KEY", f"rk_live_{g.b62(24)}"),
        ("sendgrid", "SENDGRID_API_KEY", f"SG.{g.b64url(16)[:22]}.{g.b64url(32)[:43]}"),
        ("slack", "SLACK_BOT_TOKEN", f"xoxb-{g.digits(12)}-{g.digits(13)}-{g.b62(24)}"),
        (
            "mercadopago",
            "MP_ACCESS_TOKEN",
            f"APP_USR-{g.digits(16)}-{g.digits(6)}-{g.hexs(32)}-{g.digits(9)}",
        ),
    ][i]


def _wrap(text: str, g: Gen) -> str:
    return g.choice(
        [f"<p>{escape(text)}</p>", f"<div>{escape(text)}</div>", f"<li>{escape(text)}</li>"]
    )


def key_prose(g: Gen) -> D:
    prov, _env, k = provider_key(g)
    lg = g.choice(["es", "es", "es", "es", "en", "en", "pt"])
    text = g.choice(
        {
            "es": [
                f"la clave que me dieron es {k}, a ver si les funciona",
                f"Oye, ya quedó la cuenta de {prov}. Usa esta llave: {k}",
                f"te paso el token de {prov} por aquí mientras: {k} (luego lo rotamos)",
                f"¿alguien sabe por qué {k} me da 401? es la de producción",
                f"Nota interna: la API key vigente para {prov} es {k}",
            ],
            "en": [
                f"use this key: {k}",
                f"here's the {prov} key until we set up the vault → {k}",
                f"FYI prod key for {prov} is {k}, don't share",
            ],
            "pt": [f"a chave da API do {prov} é {k}", f"usa essa chave aqui: {k}, valeu"],
        }[lg]
    )
    return {
        "kind": "api-key-prose",
        "lang": lg,
        "form": f"{prov} key in running prose",
        "value": k,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["comentario", "chat", "note", "mensagem", "slack_export"]),
    }


def key_env(g: Gen) -> D:
    prov, env, k = provider_key(g)
    style = g.r.randrange(5)
    text = [
        f"{env}={k}",
        f'export {env}="{k}"'.replace('"', "'"),
        f"{env.lower()} = {k}",
        f"set {env}={k}",
        f"{env}: {k}",
    ][style]
    form = ["env file", "shell export", "INI", "Windows set", "YAML-ish config"][style]
    html = f"<pre>{escape(text)}</pre>" if g.r.random() < 0.6 else _wrap(text, g)
    return {
        "kind": "api-key-env",
        "lang": "en",
        "form": f"{prov} key, {form}",
        "value": k,
        "text": text,
        "html": html,
        "key": g.choice(["env", "dotenv", "config", "settings_dump"]),
    }


def key_query(g: Gen) -> D:
    prov, _env, k = provider_key(g)
    host = {
        "tavily": "api.tavily.com/search",
        "serpapi": "serpapi.com/search.json",
        "google": "www.googleapis.com/customsearch/v1",
        "brave": "api.search.brave.com/res/v1/web/search",
    }.get(prov, f"api.{prov}.example.net/v1/search")
    param = g.choice(["api_key", "key", "apikey", "token", "access_token", "x-api-key"])
    url = f"https://{host}?q=clima+cdmx&{param}={k}&num=10"
    lg = g.choice(["es", "en"])
    text = {"es": f"GET {url} devolvió 429", "en": f"requesting {url}"}[lg]
    html = g.choice([_wrap(text, g), f'<p><a href="{escape(url)}">resultado</a></p>'])
    return {
        "kind": "api-key-query",
        "lang": lg,
        "form": f"{prov} key as ?{param}=",
        "value": k,
        "text": text,
        "html": html,
        "key": g.choice(["source_url", "request_uri", "url_debug"]),
    }


def key_curl(g: Gen) -> D:
    prov, _env, k = provider_key(g)
    style = g.r.randrange(4)
    if style == 0:
        cmd = f"curl -s -H 'Authorization: Bearer {k}' https://api.{prov}.example.net/v1/search -d '{{}}'"
    elif style == 1:
        cmd = f'curl https://api.{prov}.example.net/search -H "x-api-key: {k}"'
    elif style == 2:
        cmd = f"curl -u api:{k} https://api.{prov}.example.net/v1/"
    else:
        cmd = f"http POST api.{prov}.example.net/v1/search X-Api-Key:{k} q=='clima'"
    lg = g.choice(["es", "en"])
    text = cmd.replace('"', "'")
    if lg == "es":
        text = f"para reproducir el error: {text}"
    return {
        "kind": "api-key-curl",
        "lang": lg,
        "form": f"curl/httpie style {style}",
        "value": k,
        "text": text,
        "html": f"<pre><code>{escape(cmd)}</code></pre>"
        if lg == "en"
        else f"<p>Para reproducir el error:</p><pre><code>{escape(cmd)}</code></pre>",
        "key": g.choice(["repro", "curl", "como_reproducir"]),
    }


def key_json(g: Gen) -> D:
    prov, _env, k = provider_key(g)
    fld = g.choice(["apiKey", "api_key", "secret", "token", "credentials", "auth", "clave"])
    text = g.choice(
        [f"{{'{fld}': '{k}', 'provider': '{prov}'}}", f"{fld}: {k}", f"{prov}.{fld}={k}"]
    )
    return {
        "kind": "api-key-json",
        "lang": "en",
        "form": f"{prov} key in a config field {fld}",
        "value": k,
        "text": text,
        "html": f"<pre>{escape(text)}</pre>",
        "key": g.choice([fld, "client_config", "provider_settings"]),
    }


def key_error(g: Gen) -> D:
    prov, _env, k = provider_key(g)
    lg = g.choice(["es", "es", "en"])
    text = g.choice(
        {
            "en": [
                f"401 Unauthorized: Invalid API key provided: {k}",
                f"AuthenticationError: the api key '{k}' is not valid for this project",
                f"Traceback ... HTTPError 403 for url with key={k}",
            ],
            "es": [
                f"Error 401: la clave de API {k} no es válida o expiró",
                f"error de autenticación con {prov} (key={k})",
            ],
        }[lg]
    )
    return {
        "kind": "api-key-error",
        "lang": lg,
        "form": f"{prov} key echoed in an error",
        "value": k,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["error", "message", "detail", "stderr"]),
    }


def key_header(g: Gen) -> D:
    prov, _env, k = provider_key(g)
    hname = g.choice(
        [
            "x-api-key",
            "X-Subscription-Token",
            "x-goog-api-key",
            "api-key",
            "X-Tavily-Key",
            "x-firecrawl-key",
        ]
    )
    return {
        "kind": "api-key-header",
        "lang": "en",
        "form": f"{prov} key in header {hname}",
        "value": k,
        "header": True,
        "hname": hname,
        "hvalue": k,
        "text": f"{hname}: {k}",
        "html": f"<pre>{escape(hname)}: {escape(k)}</pre>",
        "key": hname,
    }


def bearer(g: Gen) -> D:
    tok = g.b62(g.choice([32, 40, 48]))
    style = g.r.randrange(4)
    if style == 0:
        return {
            "kind": "bearer-token",
            "lang": "en",
            "form": "Authorization header",
            "value": tok,
            "header": True,
            "hname": "Authorization",
            "hvalue": f"Bearer {tok}",
            "text": f"Authorization: Bearer {tok}",
            "html": f"<p>Authorization: Bearer {tok}</p>",
            "key": "Authorization",
        }
    lg = g.choice(["es", "en", "pt"])
    text = {
        "es": f"probé con el header Authorization: Bearer {tok} y nada",
        "en": f"opaque token Bearer {tok} (expires in 3600s)",
        "pt": f"cabeçalho usado: authorization: bearer {tok}",
    }[lg]
    return {
        "kind": "bearer-token",
        "lang": lg,
        "form": "bearer in text",
        "value": tok,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["auth_debug", "nota"]),
    }


def jwt(g: Gen) -> D:
    t = g.jwt(f"user_{g.digits(6)}", {"scope": "search:read"})
    lg = g.choice(["es", "en"])
    text = {"es": f"token de sesión (JWT): {t}", "en": f"id_token={t}"}[lg]
    return {
        "kind": "jwt",
        "lang": lg,
        "form": "JWT",
        "value": t,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["session", "id_token", "jwt"]),
    }


def basic_auth(g: Gen) -> D:
    user = g.choice(["admin", "bench", "recorder", "svc-search"])
    pw = g.b62(14) + g.choice(["!", "#", "$", "9"])
    style = g.r.randrange(3)
    if style == 0:
        v = base64.b64encode(f"{user}:{pw}".encode()).decode()
        return {
            "kind": "basic-auth",
            "lang": "en",
            "form": "Basic header",
            "value": v,
            "header": True,
            "hname": "Authorization",
            "hvalue": f"Basic {v}",
            "text": f"Authorization: Basic {v}",
            "html": f"<pre>Authorization: Basic {v}</pre>",
            "key": "Authorization",
        }
    if style == 1:
        v = f"https://{user}:{pw}@proxy.interno.example.mx:8443/"
        v_secret = f"{user}:{pw}"
        text = f"proxy configurado: {v}"
        return {
            "kind": "basic-auth",
            "lang": "es",
            "form": "user:password in URL",
            "value": v_secret,
            "text": text,
            "html": _wrap(text, g),
            "key": "proxy",
        }
    text = g.choice(
        [
            f"usuario: {user} / contraseña: {pw}",
            f"login {user} pass {pw}",
            f"a senha do painel é {pw} (usuário {user})",
        ]
    )
    return {
        "kind": "password",
        "lang": "pt" if "senha" in text else "es",
        "form": "password in prose",
        "value": pw,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["acceso", "credenciais", "login_note"]),
    }


def cookie(g: Gen) -> D:
    name = g.choice(
        [
            "sessionid",
            "connect.sid",
            "__Secure-next-auth.session-token",
            "PHPSESSID",
            "laravel_session",
            "_session_id",
        ]
    )
    val = g.b64url(32) if name != "PHPSESSID" else g.lowalnum(26)
    style = g.r.randrange(3)
    if style == 0:
        return {
            "kind": "cookie",
            "lang": "en",
            "form": "Cookie header",
            "value": val,
            "header": True,
            "hname": "Cookie",
            "hvalue": f"{name}={val}; theme=dark",
            "text": f"Cookie: {name}={val}",
            "html": f"<pre>Cookie: {escape(name)}={val}</pre>",
            "key": "Cookie",
        }
    if style == 1:
        return {
            "kind": "cookie",
            "lang": "en",
            "form": "Set-Cookie header",
            "value": val,
            "header": True,
            "hname": "Set-Cookie",
            "hvalue": f"{name}={val}; Path=/; HttpOnly; Secure; SameSite=Lax",
            "text": f"Set-Cookie: {name}={val}; HttpOnly",
            "html": f"<pre>Set-Cookie: {escape(name)}={val}; HttpOnly</pre>",
            "key": "Set-Cookie",
        }
    text = f"copié la cookie de sesión del navegador: {name}={val}"
    return {
        "kind": "cookie",
        "lang": "es",
        "form": "session cookie in prose",
        "value": val,
        "text": text,
        "html": _wrap(text, g),
        "key": "nota",
    }


def private_key(g: Gen) -> D:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    body = [g.b64(48) for _ in range(4)]
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    return {
        "kind": "private-key",
        "lang": "en",
        "form": kind,
        "value": head,
        "text": pem,
        "html": f"<pre>{pem}</pre>",
        "key": g.choice(["private_key", "ssh_key", "cert_key"]),
        "multiline": True,
    }


def connection_string(g: Gen) -> D:
    pw = g.b62(18)
    style = g.r.randrange(6)
    s, v = [
        (f"postgresql://bench:{pw}@db.interno.example.mx:5432/fixtures", pw),
        (f"mongodb+srv://app:{pw}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true", pw),
        (f"redis://:{pw}@cache.example.net:6379/0", pw),
        (f"mysql://root:{pw}@10.0.3.14:3306/ventas", pw),
        (
            f"DefaultEndpointsProtocol=https;AccountName=benchstore;AccountKey={g.b64(64)};EndpointSuffix=core.windows.net",
            None,
        ),
        (f"Server=tcp:sql-mx.database.windows.net,1433;User ID=sa;Password={pw};Encrypt=True", pw),
    ][style]
    val = v if v is not None else s.split("AccountKey=")[1].split(";")[0]
    lg = g.choice(["es", "en"])
    text = {"es": f"cadena de conexión: {s}", "en": f"DATABASE_URL={s}"}[lg]
    return {
        "kind": "connection-string",
        "lang": lg,
        "form": f"connection string {style}",
        "value": val,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["database_url", "conexion", "dsn"]),
    }


def webhook(g: Gen) -> D:
    style = g.r.randrange(4)
    v = [
        f"https://hooks.slack.com/services/T{g.upalnum(8)}/B{g.upalnum(10)}/{g.b62(24)}",
        f"https://discord.com/api/webhooks/{g.digits(18)}/{g.b64url(51)[:68]}",
        f"https://outlook.office.com/webhook/{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.hexs(32)}/{g.uuid()}",
        f"https://api.telegram.org/bot{g.digits(10)}:AA{g.b64url(26)[:33]}/sendMessage",
    ][style]
    lg = g.choice(["es", "en"])
    text = {"es": f"alertas del bench van a {v}", "en": f"notify webhook: {v}"}[lg]
    return {
        "kind": "webhook-url",
        "lang": lg,
        "form": ["slack", "discord", "teams", "telegram bot"][style],
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "webhook",
    }


def cloud_key(g: Gen) -> D:
    style = g.r.randrange(3)
    if style == 0:
        akid = "AKIA" + g.upalnum(16)
        sec = g.b64(30)[:40]
        text = f"aws_access_key_id = {akid}  aws_secret_access_key = {sec}"
        v = sec
    elif style == 1:
        v = f"AIza{g.b64url(27)[:35]}"
        text = f"la llave de Google Cloud que quedó en el repo: {v}"
    else:
        v = g.b64(48)[:64]
        text = f"azure storage key1: {v}"
    return {
        "kind": "cloud-key",
        "lang": "es" if "llave" in text else "en",
        "form": ["aws secret access key", "gcp key in prose", "azure key"][style],
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["credentials", "cloud", "ci_log"]),
    }


def key_obfuscated(g: Gen) -> D:
    """Keys split or dressed up the way people do to 'hide' them in chat."""
    prov, _env, k = provider_key(g)
    lg = g.choice(["es", "en", "pt"])
    style = g.r.randrange(3)
    if style == 0:
        text = {
            "es": f"key (sin comillas): `{k}`",
            "en": f"key in backticks `{k}`",
            "pt": f"chave: «{k}»",
        }[lg]
    elif style == 1:
        text = {
            "es": f"API_KEY -> {k} <- no la subas",
            "en": f">>> {k} <<< rotate after demo",
            "pt": f"chave -> {k}",
        }[lg]
    else:
        text = {
            "es": f"le puse la llave en el campo de búsqueda: {k}",
            "en": f"pasted into the search box by mistake: {k}",
            "pt": f"colei a chave sem querer: {k}",
        }[lg]
    return {
        "kind": "api-key-prose",
        "lang": lg,
        "form": f"{prov} key dressed up ({style})",
        "value": k,
        "text": text,
        "html": _wrap(text, g),
        "key": "nota",
    }


TEMPLATES: list[tuple[Any, int]] = [
    (key_prose, 22),
    (key_env, 12),
    (key_query, 12),
    (key_curl, 10),
    (key_json, 10),
    (key_error, 12),
    (key_header, 12),
    (bearer, 10),
    (jwt, 5),
    (basic_auth, 9),
    (cookie, 8),
    (private_key, 5),
    (connection_string, 7),
    (webhook, 6),
    (cloud_key, 6),
    (key_obfuscated, 8),
]
