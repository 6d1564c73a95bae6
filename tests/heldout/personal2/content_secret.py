# ruff: noqa: E501
"""Secret items (label "secret", family "secret"): credentials in forms a scanner may not expect.

All values are random (seeded); none is a real credential.
"""

from __future__ import annotations

from html import escape

import gen
from gen import R, pick, tok


def spec(kind, value, lang="en", form="", **render):
    assert any(render.values()), kind
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "value": value,
        "form": form,
        **render,
    }


def P(text: str) -> str:
    return "<p>" + escape(text, quote=False) + "</p>"


def secrets() -> list[dict]:
    out = []
    # ---- opaque bearer tokens in prose, code blocks, JSON strings -----------------------
    for i, f in enumerate(
        [
            "Me sale 401 aunque mando el header Authorization: Bearer {t} — ¿alguien sabe por qué?",
            "Para probar, usa Authorization: Bearer {t} en Postman.",
            "token de acceso (bearer): {t}",
            "After login the API returned Bearer {t} which we then pass on every call.",
            "Authorization → Bearer {t}",
        ]
    ):
        t = tok(pick([32, 40, 48, 64]), gen.ALNUM + ("-_." if i % 2 else ""))
        tt = f.format(t=t)
        out.append(
            spec(
                "bearer-token",
                t,
                lang="es" if i in (0, 1, 2) else "en",
                form="opaque bearer in prose",
                html=P(tt),
                text=tt,
            )
        )
    for _i in range(4):
        t = tok(40)
        host = pick(
            [
                "https://api.tavily.com/search",
                "https://api.search.brave.com/res/v1/web/search?q=sk",
                "https://api.firecrawl.dev/v2/scrape",
                "https://api.perplexity.ai/chat/completions",
            ]
        )
        curl = f'curl -s {host} -H "Authorization: Bearer {t}" -H "Content-Type: application/json"'
        out.append(
            spec(
                "bearer-token",
                t,
                form="bearer token in a curl example inside a JSON string",
                text=curl,
                inner=("example", curl),
            )
        )
    t = tok(36)
    html = f'<pre><code class="language-bash">curl https://api.example-search.com/v1/search \\\n  --header "authorization: bearer {t}" \\\n  --data \'{{"q": "precio del dólar"}}\'</code></pre>'
    out.append(spec("bearer-token", t, form="lower-case bearer in a code block", html=html))
    t = tok(44)
    html = f"<script>\n  fetch('/api/buscar', {{ headers: {{ 'Authorization': 'Bearer {t}' }} }});\n</script>"
    out.append(spec("bearer-token", t, form="bearer literal in inline JS", html=html))
    t = tok(40)
    out.append(
        spec(
            "bearer-token",
            t,
            form="Authorization header recorded un-redacted",
            header=("Authorization", f"Bearer {t}"),
        )
    )
    t = tok(32, gen.HEX)
    out.append(
        spec(
            "bearer-token",
            t,
            form="Proxy-Authorization header",
            header=("Proxy-Authorization", f"Bearer {t}"),
        )
    )

    # ---- Basic credentials --------------------------------------------------------------
    for i, (user, pw) in enumerate(
        [
            ("api_user", "S3cr3t!" + tok(6)),
            ("bench", tok(14)),
            ("admin", "Mexico#" + tok(5)),
            ("crawler-bot", tok(20)),
            ("jlopez", "Contraseña" + str(R.randint(100, 999))),
        ]
    ):
        c = gen.b64(f"{user}:{pw}")
        f = [
            "El proveedor pide autenticación básica: Authorization: Basic {c}",
            "Authorization: Basic {c}",
            "usa este header -> authorization: basic {c}",
            "We hard-coded `Authorization: Basic {c}` in the staging config by mistake.",
            "Cabecera de prueba (no compartir): Basic {c}",
        ][i]
        tt = f.format(c=c)
        out.append(
            spec(
                "basic-auth",
                c,
                lang="es" if i in (0, 2, 4) else "en",
                form="Basic credentials in prose",
                html=P(tt),
                text=tt,
            )
        )
    c = gen.b64("svc-search:" + tok(18))
    out.append(
        spec(
            "basic-auth",
            c,
            form="Authorization: Basic header",
            header=("Authorization", f"Basic {c}"),
        )
    )
    pw = tok(12)
    u = f"https://bench:{pw}@proxy.internal.example.net:8443/fetch"
    out.append(
        spec(
            "basic-auth",
            pw,
            form="password in URL userinfo",
            url=u,
            text=f"Proxy configurado en {u}",
        )
    )

    # ---- keys in query strings ---------------------------------------------------------
    gk = "AIza" + tok(35, gen.ALNUM + "-_")
    out.append(
        spec(
            "api-key-query",
            gk,
            form="Google key in ?key=",
            url=f"https://www.googleapis.com/customsearch/v1?key={gk}&cx=1285518abfd4e4677&q=semantic+kernel",
        )
    )
    gk = "AIza" + tok(35, gen.ALNUM + "-_")
    out.append(
        spec(
            "api-key-query",
            gk,
            form="Gemini key in ?key= on the request uri",
            url=f"https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={gk}",
        )
    )
    k = tok(64, gen.HEX)
    out.append(
        spec(
            "api-key-query",
            k,
            form="SerpAPI-style &api_key=",
            url=f"https://serpapi.com/search.json?engine=google&q=tipo+de+cambio&api_key={k}",
        )
    )
    k = tok(32)
    out.append(
        spec(
            "api-key-query",
            k,
            form="&apikey= in a URL",
            url=f"https://api.example-news.com/v2/everything?q=mexico&language=es&apikey={k}",
        )
    )
    k = "tvly-" + tok(32)
    out.append(
        spec(
            "api-key-query",
            k,
            form="api_key query on a search URL",
            url=f"https://api.tavily.com/search?api_key={k}&query=semantic+kernel",
        )
    )
    k = tok(40)
    html = f'<p>Descarga el reporte: <a href="https://datos.example.org/api/export.csv?token={k}&amp;format=csv">export.csv</a></p>'
    out.append(spec("api-key-query", k, form="?token= in a link", html=html))
    k = tok(32, gen.HEX)
    tt = f"Prueba con https://api.example-weather.com/data/2.5/weather?q=Guadalajara&appid={k}"
    out.append(spec("api-key-query", k, form="&appid= in prose", html=P(tt), text=tt))
    k = "AIza" + tok(35, gen.ALNUM + "-_")
    html = f'<script src="https://maps.googleapis.com/maps/api/js?key={k}&amp;callback=initMap" async></script>'
    out.append(spec("api-key-query", k, form="Maps key in a script src", html=html))
    k = tok(40, gen.ALNUM + "_-")
    out.append(
        spec(
            "api-key-query",
            k,
            form="access_token in a URL",
            url=f"https://graph.example-social.com/v19.0/me/feed?access_token={k}",
        )
    )

    # ---- keys in headers ---------------------------------------------------------------
    out.append(
        spec(
            "api-key-header",
            (k := "AIza" + tok(35, gen.ALNUM + "-_")),
            form="x-goog-api-key header",
            header=("x-goog-api-key", k),
        )
    )
    out.append(
        spec(
            "api-key-header",
            (k := tok(32, gen.HEX)),
            form="Ocp-Apim-Subscription-Key header (Bing)",
            header=("Ocp-Apim-Subscription-Key", k),
        )
    )
    out.append(
        spec(
            "api-key-header",
            (k := "BSA" + tok(27)),
            form="X-Subscription-Token header (Brave)",
            header=("X-Subscription-Token", k),
        )
    )
    out.append(
        spec(
            "api-key-header",
            (k := gen.uuid4()),
            form="x-api-key header with a UUID-shaped key",
            header=("x-api-key", k),
        )
    )
    out.append(spec("api-key-header", (k := tok(40)), form="apikey header", header=("apikey", k)))
    out.append(
        spec(
            "api-key-header",
            (k := "sk-or-v1-" + tok(64, gen.HEX)),
            form="OpenRouter key in Authorization",
            header=("Authorization", f"Bearer {k}"),
        )
    )
    k = tok(32, gen.HEX)
    tt = f"Header necesario: Ocp-Apim-Subscription-Key: {k}"
    out.append(
        spec(
            "api-key-header",
            k,
            lang="es",
            form="subscription key header in prose",
            html=P(tt),
            text=tt,
        )
    )
    k = "AIza" + tok(35, gen.ALNUM + "-_")
    html = f"<pre>POST /v1beta/models/gemini-2.0-flash:generateContent HTTP/1.1\nHost: generativelanguage.googleapis.com\nx-goog-api-key: {k}\nContent-Type: application/json</pre>"
    out.append(spec("api-key-header", k, form="raw HTTP request in pre", html=html))

    # ---- vendor-shaped keys in prose / JSON strings -------------------------------------
    vendors = [
        ("tvly-" + tok(32), "Mi API key de Tavily es {k}, úsenla para las pruebas."),
        ("sk-proj-" + tok(48, gen.ALNUM + "-_") + "T3BlbkFJ" + tok(20), "OPENAI_API_KEY={k}"),
        ("sk-ant-api03-" + tok(93, gen.ALNUM + "-_") + "AA", "the anthropic key is {k}"),
        ("pplx-" + tok(48), 'export PERPLEXITY_API_KEY="{k}"'),
        ("fc-" + tok(32, gen.HEX), 'app = Firecrawl(api_key="{k}")'),
        ("ghp_" + tok(36), "git clone https://{k}@github.com/org/private-fixtures.git"),
        ("github_pat_11" + tok(22, gen.ALNUM) + "_" + tok(59), "token para CI: {k}"),
        (
            "xoxb-"
            + str(R.randint(10**11, 10**12 - 1))
            + "-"
            + str(R.randint(10**12, 10**13 - 1))
            + "-"
            + tok(24),
            "slack bot token {k}",
        ),
        ("AKIA" + tok(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), "aws_access_key_id = {k}"),
        ("sk_live_" + tok(24), "Stripe: {k}"),
        (
            "SG." + tok(22, gen.ALNUM + "-_") + "." + tok(43, gen.ALNUM + "-_"),
            "SENDGRID_API_KEY: {k}",
        ),
        ("glpat-" + tok(20, gen.ALNUM + "-_"), "gitlab token {k} (expira en 30 días)"),
        ("hf_" + tok(34), "HF_TOKEN={k}"),
        (
            "AIza" + tok(35, gen.ALNUM + "-_"),
            'firebaseConfig = {{ apiKey: "{k}", projectId: "bench-mx" }}',
        ),
    ]
    for i, (k, f) in enumerate(vendors):
        tt = f.format(k=k)
        lang = "es" if any(w in tt for w in ("Mi ", "úsen", "para", "expira")) else "en"
        html = P(tt) if i % 3 else f"<pre><code>{escape(tt, quote=False)}</code></pre>"
        out.append(spec("vendor-key", k, lang=lang, form="vendor-shaped key", html=html, text=tt))
    k = tok(40, gen.ALNUM + "/+")
    tt = f"aws_secret_access_key = {k}"
    out.append(
        spec(
            "vendor-key",
            k,
            form="AWS secret access key",
            html=f"<pre>[default]\naws_access_key_id = AKIA{tok(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\n{escape(tt)}</pre>",
            text=tt,
        )
    )

    # ---- keys in prose without a vendor shape --------------------------------------------
    for f in [
        "La clave de la API que nos dio el proveedor es {k} (no la publiquen).",
        "mi api key: {k}",
        "Our search key ({k}) was rotated on Monday.",
        "contraseña del panel: {k}",
    ]:
        k = tok(pick([24, 32, 40]), gen.ALNUM + ("!#$%" if "contraseña" in f else ""))
        tt = f.format(k=k)
        out.append(
            spec(
                "api-key-prose",
                k,
                lang="en" if f.startswith("Our") else "es",
                form="key in prose, no vendor prefix",
                html=P(tt),
                text=tt,
            )
        )

    # ---- tokens in JSON string values / body fields --------------------------------------
    for key, val in [
        ("access_token", tok(48, gen.ALNUM + "-_")),
        ("refresh_token", tok(64, gen.ALNUM + "-_.")),
        ("client_secret", tok(40)),
        ("api_key", "tvly-" + tok(32)),
        ("password", tok(16, gen.ALNUM + "!@#")),
        ("session_token", tok(56)),
        ("secret", tok(32, gen.HEX)),
        ("token", tok(40)),
    ]:
        out.append(
            spec("token-json", val, form=f"JSON field {key}", field=(key, val), inner=(key, val))
        )
    k = tok(40)
    tt = f'Request body was {{"query": "tipo de cambio", "api_key": "{k}"}} and it worked.'
    out.append(
        spec("token-json", k, form="API key inside JSON quoted in prose", text=tt, html=P(tt))
    )

    # ---- cookies -------------------------------------------------------------------------
    for f in [
        "Cookie: sessionid={a}; csrftoken={b}",
        "Cookie: __Secure-next-auth.session-token={a}",
        "set-cookie: connect.sid=s%3A{a}.{b}; Path=/; HttpOnly",
        "Copié la cookie de sesión PHPSESSID={a} para reproducir el error.",
    ]:
        a, b = tok(32, gen.ALNUM), tok(32)
        tt = f.format(a=a, b=b)
        html = f"<pre>{escape(tt)}</pre>" if tt[0].isupper() and ":" in tt[:12] else P(tt)
        out.append(
            spec(
                "cookie",
                a,
                lang="es" if "Copié" in tt else "en",
                form="session cookie in text",
                html=html,
                text=tt,
            )
        )
    a = tok(40)
    out.append(
        spec("cookie", a, form="Cookie header", header=("Cookie", f"_session_id={a}; theme=dark"))
    )
    a = tok(48, gen.ALNUM + "-_")
    out.append(
        spec(
            "cookie",
            a,
            form="Set-Cookie header",
            header=("Set-Cookie", f"auth_token={a}; Path=/; Secure; HttpOnly; SameSite=Lax"),
        )
    )

    # ---- private keys --------------------------------------------------------------------
    for head in [
        "-----BEGIN RSA PRIVATE KEY-----",
        "-----BEGIN OPENSSH PRIVATE KEY-----",
        "-----BEGIN PRIVATE KEY-----",
        "-----BEGIN EC PRIVATE KEY-----",
    ]:
        body = gen.pem_body_lines(4)
        foot = head.replace("BEGIN", "END")
        html = "<pre>\n" + "\n".join([head, *body, foot]) + "</pre>"
        v = head  # a multi-line block: its line is the BEGIN line
        pem = "\n".join([head, *body, foot])
        out.append(
            spec(
                "private-key",
                v,
                form="private key block (datum line: BEGIN line)",
                html=html,
                field=("private_key", pem),
                inner=("private_key", pem),
            )
        )

    # ---- connection strings, JWT, webhooks -----------------------------------------------
    for f in [
        "postgresql://bench_app:{p}@db.bench.internal:5432/fixtures",
        "mongodb+srv://radar:{p}@cluster0.ab12c.mongodb.net/bench",
        "redis://:{p}@cache.internal:6379/0",
    ]:
        pw = tok(18)
        u = f.format(p=pw)
        out.append(
            spec(
                "connection-string",
                pw,
                form="password in a connection string",
                text=f"DATABASE_URL={u}",
                field=("database_url", u),
                html=f"<pre>DATABASE_URL={escape(u)}</pre>",
            )
        )
    for payload in [
        '{"sub":"u_8812","email_verified":true,"iat":1717171717,"exp":1717175317,"scope":"search:write"}',
        '{"iss":"https://auth.example-search.com","sub":"svc-bench","aud":"api","exp":1767225600}',
    ]:
        j = gen.jwt(payload)
        out.append(
            spec(
                "jwt",
                j,
                form="JWT access token",
                field=("id_token", j),
                text=f"token={j}",
                html=P(f"Bearer token devuelto por /login: {j}"),
            )
        )
    h = f"https://hooks.slack.com/services/T{tok(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B{tok(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/{tok(24)}"
    v = h.rsplit("/", 1)[1]
    out.append(
        spec("webhook-url", v, form="Slack webhook URL", text=f"Alertas del bench a {h}", url=h)
    )
    k = tok(40, gen.ALNUM + "-_")
    h = f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1)}/{k}"
    out.append(
        spec(
            "webhook-url",
            k,
            form="Discord webhook URL",
            html=P(f"Webhook del canal #alertas: {h}"),
            url=h,
        )
    )
    return out
