# ruff: noqa: E501, B007
"""Secrets of corpus 24: invented keys in many providers' shapes and hurried-recorder encodings."""

from __future__ import annotations

import base64
import json
import random
import urllib.parse

import valid as v


def E(kind, lang, form, value, text, where="any", key=None):
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "where": where,
        "key": key,
        "family": "secret",
        "label": "secret",
    }


def jwt(r: random.Random, payload: dict) -> str:
    def enc(d: dict) -> str:
        raw = json.dumps(d, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(payload) + "." + v.b64url(r, 43)


def keys(r: random.Random) -> list[tuple[str, str]]:
    a = v.alnum
    return [
        ("openai", "sk-proj-" + v.b64url(r, 48) + "T3BlbkFJ" + v.b64url(r, 40)),
        ("anthropic", "sk-ant-api03-" + v.b64url(r, 93) + "AA"),
        ("google", "AIza" + v.b64url(r, 35)),
        ("huggingface", "hf_" + a(r, 34)),
        ("groq", "gsk_" + a(r, 52)),
        ("tavily", "tvly-" + a(r, 32)),
        ("firecrawl", "fc-" + v.hexs(r, 32)),
        ("jina", "jina_" + v.hexs(r, 32) + a(r, 28)),
        ("perplexity", "pplx-" + a(r, 48)),
        ("xai", "xai-" + a(r, 80)),
        ("github-classic", "ghp_" + a(r, 36)),
        ("github-fine", "github_pat_11" + a(r, 20) + "_" + a(r, 59)),
        ("gitlab", "glpat-" + v.b64url(r, 20)),
        ("slack-bot", f"xoxb-{r.randint(10**11, 10**12)}-{r.randint(10**11, 10**12)}-{a(r, 24)}"),
        ("stripe-live", "sk_live_51" + a(r, 97)),
        ("stripe-restricted", "rk_live_51" + a(r, 60)),
        ("sendgrid", "SG." + v.b64url(r, 22) + "." + v.b64url(r, 43)),
        ("mailgun", "key-" + v.hexs(r, 32)),
        ("npm", "npm_" + a(r, 36)),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + v.b64url(r, 60)),
        ("digitalocean", "dop_v1_" + v.hexs(r, 64)),
        ("shopify", "shpat_" + v.hexs(r, 32)),
        ("aws-akid", "AKIA" + a(r, 16, v.UP + "234567")),
        ("serpapi", v.hexs(r, 64)),
        ("brave", "BSA" + a(r, 28)),
        ("exa", v.uuid4(r)),
        ("mistral", a(r, 32)),
        ("openrouter", "sk-or-v1-" + v.hexs(r, 64)),
        ("telegram", f"{r.randint(10**9, 7 * 10**9)}:AA{v.b64url(r, 33)}"),
        ("mapbox", "sk.eyJ1Ijoi" + v.b64url(r, 40) + "." + v.b64url(r, 22)),
        ("invented-zentra", "zt_live_" + a(r, 40)),
        ("invented-buscalo", "bsk-" + v.hexs(r, 8) + "-" + v.hexs(r, 24)),
        ("invented-quetzal", "qtz." + v.b64url(r, 12) + "." + v.b64url(r, 30)),
        ("datadog", v.hexs(r, 32)),
        ("twilio-auth", v.hexs(r, 32)),
    ]


def build(seed: int = 2425) -> list[dict]:
    r = random.Random(seed)
    out: list[dict] = []

    # 1. keys in plain places: header, field, query, env, yaml list, error echo (one per provider)
    ks = keys(r)
    hdr = {
        "openai": "Authorization",
        "anthropic": "x-api-key",
        "google": "x-goog-api-key",
        "tavily": "Authorization",
        "brave": "X-Subscription-Token",
        "exa": "x-api-key",
        "firecrawl": "Authorization",
        "jina": "Authorization",
        "serpapi": "X-SerpApi-Key",
        "perplexity": "Authorization",
        "mistral": "Authorization",
        "openrouter": "Authorization",
        "datadog": "DD-API-KEY",
    }
    for i, (prov, k) in enumerate(ks):
        if prov in hdr:
            h = hdr[prov]
            val = ("Bearer " + k) if h == "Authorization" else k
            out.append(
                E(
                    "api-key-header",
                    "en",
                    f"{prov} in header {h}",
                    k if h != "Authorization" else val,
                    val,
                    "header",
                    h,
                )
            )
        else:
            kk = r.choice(["api_key", "token", "apiKey", "secret", "access_token", "auth"])
            out.append(E("api-key-json", "en", f"{prov} in field {kk}", k, k, "data", kk))
    ks = keys(r)
    for prov, k in ks:  # query strings
        q = r.choice(["api_key", "key", "token", "access_token", "apikey"])
        url = f"https://api.example-search.io/v2/search?q=semantic+kernel&{q}={k}&num=10"
        out.append(E("api-key-query", "en", f"{prov} in query {q}", k, f"GET {url} 200"))
    # 2. hurried-recorder encodings
    ks = keys(r)
    for i, (prov, k) in enumerate(ks[:12]):  # split across two lines (html pre / two strings)
        cut = len(k) // 2
        out.append(
            E(
                "key-split-lines",
                "es",
                f"{prov} split over two lines in pre",
                k[:cut],
                f"<pre>export API_KEY={k[:cut]}\n{k[cut:]}</pre>",
                "html",
            )
        )
    for i, (prov, k) in enumerate(ks[12:24]):  # spaces / hyphens
        sep = " " if i % 2 == 0 else "-"
        val = sep.join(k[j : j + 8] for j in range(0, len(k), 8))
        t = r.choice(
            [
                f"la key (te la paso en bloques para que no la corte el chat): {val}",
                f"key in chunks: {val}",
                f"chave dividida: {val}",
            ]
        )
        out.append(
            E(
                "key-chunked",
                "pt" if "chave" in t else ("en" if "chunks" in t else "es"),
                f"{prov} chunked by '{sep}'",
                val,
                t,
            )
        )
    pw = [
        ("es", "la contraseña del panel es {p}, no la cambies"),
        ("es", "Usuario admin, password: {p} (la de siempre)"),
        ("en", "the password for the staging db is {p} btw"),
        ("en", "login with recorder / {p}"),
        ("pt", "a senha do servidor é {p}, não compartilhe"),
        ("pt", "senha: {p}"),
        ("es", "pass del wifi de la oficina → {p}"),
        ("es", "PWD={p}"),
        ("en", "pw is {p} until Friday"),
        ("es", "Te dejo la clave de acceso: {p}"),
    ]
    for i, (lang, t) in enumerate(pw):
        p = (
            v.alnum(r, 4, v.UP)
            + r.choice(["#", "!", "$", "*"])
            + v.alnum(r, 6)
            + str(r.randint(10, 99))
        )
        out.append(E("password-prose", lang, "password told in a sentence", p, t.format(p=p)))
    for prov, k in ks[24:30]:  # token in URL fragment
        url = f"https://app.localhost.test/callback#access_token={k}&token_type=bearer&expires_in=3600"
        out.append(
            E("token-url-fragment", "en", f"{prov} in URL fragment", k, f"redirect -> {url}")
        )
    ks2 = keys(r)
    for prov, k in ks2[:10]:  # curl commands
        c = r.choice(
            [
                f"curl -s -H 'Authorization: Bearer {k}' https://api.tavily.com/search -d @q.json",
                f'curl https://api.search.brave.com/res/v1/web/search?q=sk -H "X-Subscription-Token: {k}"',
                f"curl -u {k}: https://api.stripe.com/v1/charges",
            ]
        )
        out.append(E("api-key-curl", "en", f"{prov} in curl", k, c))
    for i in range(8):  # Basic auth header
        u = r.choice(["recorder", "admin", "svc-search", "maria.lopez"])
        pw_ = v.alnum(r, 14)
        b = base64.b64encode(f"{u}:{pw_}".encode()).decode()
        if i % 2:
            out.append(
                E(
                    "basic-auth",
                    "en",
                    "Basic header",
                    "Basic " + b,
                    "Basic " + b,
                    "header",
                    "Authorization",
                )
            )
        else:
            out.append(
                E(
                    "basic-auth",
                    "en",
                    "userinfo in URL",
                    f"https://{u}:{pw_}@proxy.interno.mx:8443",
                    f"proxy=https://{u}:{pw_}@proxy.interno.mx:8443",
                )
            )
    for prov, k in ks2[10:18]:  # YAML list / JSON list
        out.append(
            E(
                "api-key-list",
                "en",
                f"{prov} in a list of keys",
                k,
                [k, "tvly-xxxxxxxxxxxxxxxx"],
                "datalist",
                "api_keys",
            )
        )
    for prov, k in ks2[18:26]:  # .env line in a comment
        name = prov.upper().replace("-", "_") + "_API_KEY"
        out.append(
            E(
                "api-key-env",
                "en",
                f"{prov} .env line in a comment",
                k,
                r.choice(
                    [
                        f"# .env: {name}={k}",
                        f'// TODO quitar antes del commit: {name}="{k}"',
                        f"<!-- {name}={k} -->",
                    ]
                ),
            )
        )
    for i in range(8):  # JWT in cookie
        tok = jwt(
            r,
            {
                "sub": str(r.randint(10**6, 10**7)),
                "email_verified": True,
                "iat": 1700000000 + i,
                "exp": 1700086400 + i,
            },
        )
        if i % 2:
            out.append(
                E(
                    "jwt-cookie",
                    "en",
                    "JWT in Cookie header",
                    tok,
                    f"session={tok}; Path=/; HttpOnly",
                    "header",
                    r.choice(["Cookie", "Set-Cookie"]),
                )
            )
        else:
            out.append(
                E(
                    "jwt-cookie",
                    "en",
                    "JWT in cookie jar line",
                    tok,
                    f"Cookie: __Secure-next-auth.session-token={tok}",
                )
            )
    for prov, k in ks2[26:34]:  # percent-encoding
        pe = urllib.parse.quote(k, safe="")
        pe = "".join(
            "%" + format(ord(c), "02X") if c in "-_" or (i % 3 == 0 and c.isalpha()) else c
            for i, c in enumerate(pe)
        )
        out.append(
            E(
                "api-key-percent",
                "en",
                f"{prov} percent-encoded",
                pe,
                f"callback?state=xyz&api_key%3D{pe}",
            )
        )
    # 3. other shapes
    others = [
        (
            "connection-string",
            f"postgresql://buscador:{v.alnum(r, 18)}@db.prod.interno.mx:5432/fixtures",
        ),
        (
            "connection-string",
            f"mongodb+srv://admin:{v.alnum(r, 16)}@cluster0.ab12c.mongodb.net/?retryWrites=true",
        ),
        ("connection-string", f"redis://:{v.alnum(r, 24)}@cache.interno:6379/0"),
        (
            "connection-string",
            f"DefaultEndpointsProtocol=https;AccountName=capturas;AccountKey={v.b64(r, 86)}==;EndpointSuffix=core.windows.net",
        ),
        (
            "connection-string",
            f"Server=tcp:sql-mx.database.windows.net;Database=golden;User Id=sa;Password={v.alnum(r, 16)}!;",
        ),
        ("connection-string", f"mysql://root:{v.alnum(r, 12)}@127.0.0.1:3306/wp"),
        (
            "signed-url",
            f"https://capturas.s3.amazonaws.com/raw/p.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{v.alnum(r, 16, v.UP)}%2F20240311%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature={v.hexs(r, 64)}",
        ),
        (
            "signed-url",
            f"https://capturasmx.blob.core.windows.net/raw/a.pdf?sv=2022-11-02&se=2025-01-01&sp=r&sig={urllib.parse.quote(v.b64(r, 43) + '=', safe='')}",
        ),
        (
            "signed-url",
            f"https://storage.googleapis.com/capturas/x.json?X-Goog-Credential=rec%40proj.iam.gserviceaccount.com&X-Goog-Signature={v.hexs(r, 128)}",
        ),
        (
            "webhook-url",
            f"https://hooks.slack.com/services/T{v.alnum(r, 8, v.UP)}/B{v.alnum(r, 10, v.UP)}/{v.alnum(r, 24)}",
        ),
        (
            "webhook-url",
            f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{v.b64url(r, 68)}",
        ),
        ("aws-secret", f"aws_secret_access_key = {v.b64(r, 40)}"),
        ("aws-secret", f"AWS_SECRET_ACCESS_KEY={v.b64(r, 40)}"),
        ("cookie", f"Cookie: sessionid={v.alnum(r, 32).lower()}; csrftoken={v.alnum(r, 32)}"),
        (
            "cookie",
            f"Set-Cookie: connect.sid=s%3A{v.b64url(r, 32)}.{v.b64(r, 43)}; Path=/; HttpOnly",
        ),
        ("cookie", f"PHPSESSID={v.alnum(r, 26).lower()}"),
        ("bearer-token", f"Authorization: Bearer {v.b64url(r, 40)}"),
        ("bearer-token", f"token de acceso (válido 1h): {v.b64url(r, 36)}"),
        ("oauth-refresh", f"refresh_token=1//0g{v.b64url(r, 90)}"),
        (
            "sentry-dsn",
            f"SENTRY_DSN=https://{v.hexs(r, 32)}:{v.hexs(r, 32)}@o{r.randint(100000, 999999)}.ingest.sentry.io/{r.randint(1000000, 9999999)}",
        ),
        ("gcp-sa", '"private_key_id": "' + v.hexs(r, 40) + '"'),
        (
            "supabase-service",
            "SUPABASE_SERVICE_ROLE_KEY=" + jwt(r, {"iss": "supabase", "role": "service_role"}),
        ),
    ]
    for kind, t in others:
        out.append(E(kind, "en", kind, t, t))
    for i in range(4):  # PEM private keys
        kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"][i]
        body = "\n".join(v.b64(r, 64) for _ in range(3))
        out.append(
            E(
                "private-key",
                "en",
                kind,
                f"-----BEGIN {kind}-----",
                f"<pre>-----BEGIN {kind}-----\n{body}\n-----END {kind}-----</pre>",
                "html",
            )
        )
    return out
