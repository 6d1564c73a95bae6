# ruff: noqa: E501
"""Secrets (label ``secret``): invented keys, tokens, passwords, in many providers' shapes and
encodings. Same entry shape as ``content_personal``."""

from __future__ import annotations

import base64
import random
from typing import Any
from urllib.parse import quote

import ids
from content_personal import E

A = ids.ALNUM


def _u_escape(s: str) -> str:
    return "".join(f"\\u{ord(c):04x}" for c in s)


def _entities(s: str) -> str:
    return "".join(f"&#{ord(c)};" if c in "-_" else c for c in s)


def build(seed: int = 2502) -> list[dict[str, Any]]:
    r = random.Random(seed)
    t = ids.tok
    shapes = [
        ("openai", lambda: "sk-proj-" + t(r, 48, A + "-_")),
        ("anthropic", lambda: "sk-ant-api03-" + t(r, 86, A + "-_") + "AA"),
        ("tavily", lambda: "tvly-" + t(r, 32)),
        ("github-pat", lambda: "ghp_" + t(r, 36)),
        ("github-fine", lambda: "github_pat_11" + t(r, 22).upper() + "_" + t(r, 59)),
        (
            "slack-bot",
            lambda: f"xoxb-{r.randint(10**11, 10**12)}-{r.randint(10**12, 10**13)}-{t(r, 24)}",
        ),
        ("google", lambda: "AIza" + t(r, 35, A + "-_")),
        ("huggingface", lambda: "hf_" + t(r, 34)),
        ("gitlab", lambda: "glpat-" + t(r, 20, A + "-_")),
        ("sendgrid", lambda: "SG." + t(r, 22, A + "-_") + "." + t(r, 43, A + "-_")),
        ("stripe-secret", lambda: "sk_live_" + t(r, 24)),
        ("stripe-restricted", lambda: "rk_live_" + t(r, 24)),
        ("stripe-webhook", lambda: "whsec_" + t(r, 32)),
        ("npm", lambda: "npm_" + t(r, 36)),
        ("twilio", lambda: "SK" + ids.hexs(r, 32)),
        ("mailgun", lambda: "key-" + ids.hexs(r, 32)),
        ("digitalocean", lambda: "dop_v1_" + ids.hexs(r, 64)),
        ("shopify", lambda: "shpat_" + ids.hexs(r, 32)),
        ("groq", lambda: "gsk_" + t(r, 52)),
        ("xai", lambda: "xai-" + t(r, 80)),
        ("firecrawl", lambda: "fc-" + ids.hexs(r, 32)),
        ("jina", lambda: "jina_" + ids.hexs(r, 32) + t(r, 28)),
        ("perplexity", lambda: "pplx-" + t(r, 48)),
        ("openrouter", lambda: "sk-or-v1-" + ids.hexs(r, 64)),
        ("exa (invented uuid-ish)", lambda: ids.uuid4(r).replace("-", "")[:8] + "-exa-" + t(r, 24)),
        ("invented fgx_live", lambda: "fgx_live_" + t(r, 40)),
        ("invented srch", lambda: "srch_sk_" + ids.hexs(r, 8) + "." + t(r, 32)),
        ("invented buscador", lambda: "bsk-mx-" + t(r, 12) + "-" + t(r, 20)),
        ("aws-access", lambda: "AKIA" + t(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
        ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + t(r, 70, A + "-_")),
    ]
    places = [
        ("header Authorization Bearer", lambda k: (f"Bearer {k}", None, "Authorization")),
        ("x-api-key header", lambda k: (k, None, "x-api-key")),
        (
            "query string with several params",
            lambda k: (
                f"https://api.search.example/v1/search?q=clima+cdmx&count=10&api_key={k}&safesearch=moderate",
                "uri_extra",
                None,
            ),
        ),
        (
            "form-encoded body",
            lambda k: (
                f"grant_type=client_credentials&client_id=fg-ingest&client_secret={k}&scope=search",
                "body_extra",
                None,
            ),
        ),
        ("env line", lambda k: (f"SEARCH_API_KEY={k}", "env", None)),
        (
            "curl command",
            lambda k: (
                f"curl -s -H 'X-Api-Key: {k}' 'https://api.search.example/v2/web?q=sk'",
                "reproduce",
                None,
            ),
        ),
        (
            "GraphQL variables",
            lambda k: (
                f'{{"query":"mutation Rotate($k:String!){{rotate(key:$k)}}","variables":{{"k":"{k}"}}}}',
                "graphql",
                None,
            ),
        ),
        (
            "nested JSON credentials",
            lambda k: (
                f'{{"provider":{{"name":"search","credentials":{{"apiKey":"{k}"}}}}}}',
                "config",
                None,
            ),
        ),
        (
            "error echoing the key",
            lambda k: (
                f"401 Unauthorized: invalid api key '{k}' for this endpoint",
                "error_detail",
                None,
            ),
        ),
        (
            "prose es",
            lambda k: (f"Usa esta llave mientras tanto: {k} (no la compartas)", "nota", None),
        ),
        ("prose pt", lambda k: (f"A chave de produção é {k}, troque amanhã.", "obs", None)),
        (
            "log line",
            lambda k: (
                f"2024-05-01T12:00:03Z DEBUG client init key={k} region=us-east-1",
                "log",
                None,
            ),
        ),
        ("YAML-ish config line", lambda k: (f"api_key: {k}", "settings", None)),
        (
            "XML SOAP header",
            lambda k: (
                f"<wsse:Security><wsse:BinarySecurityToken>{k}</wsse:BinarySecurityToken></wsse:Security>",
                "soap",
                None,
            ),
        ),
    ]
    out: list[dict[str, Any]] = []
    for i in range(len(shapes) * 3):
        prov, mk = shapes[i % len(shapes)]
        k = mk()
        pform, pl = places[(i * 5 + i // len(shapes)) % len(places)]
        text, key, header = pl(k)
        lang = "pt" if "pt" in pform else "es" if "es" in pform else "en"
        d = E("api-key", lang, f"{prov}; {pform}", k, text)
        if header:
            d["header"] = header
        else:
            d["key"] = key
        out.append(d)

    # other encodings
    for _i in range(6):
        k = "sk-proj-" + t(r, 40)
        pk = quote(k + "+/=" + t(r, 6), safe="")
        out.append(
            E(
                "api-key-percent",
                "en",
                "percent-encoded in query",
                pk,
                f"https://api.example-llm.com/v1/models?key={pk}&v=2",
                key="request_uri",
            )
        )
    for _i in range(5):
        k = "tvly-" + t(r, 32)
        esc = _u_escape(k[:6]) + k[6:]
        out.append(
            E(
                "api-key-u-escape",
                "en",
                "JSON \\u escapes shown in a page",
                esc,
                f'body: {{"api_key": "{esc}", "query": "lluvias"}}',
                snippet=f"<pre>body: {{&quot;api_key&quot;: &quot;{esc}&quot;}}</pre>",
            )
        )
    for i in range(5):
        k = (
            "ghp_" + t(r, 36)
            if i % 2
            else "xoxp-" + str(r.randint(10**11, 10**12)) + "-" + t(r, 26)
        )
        ent = _entities(k)
        out.append(
            E(
                "api-key-html-entities",
                "es",
                "HTML numeric entities",
                ent,
                f"Token del bot: {ent}",
                snippet=f"<p>Token del bot: <code>{ent}</code></p>",
            )
        )
    users = ["admin", "ingest", "svc_search", "mlopez", "reporter"]
    for i in range(8):
        pw = t(r, 10) + r.choice("!#$%*") + str(r.randint(10, 99))
        b = base64.b64encode(f"{r.choice(users)}:{pw}".encode()).decode()
        if i % 2:
            out.append(
                E(
                    "basic-auth",
                    "en",
                    "Authorization Basic header",
                    b,
                    f"Basic {b}",
                    header="Authorization",
                )
            )
        else:
            out.append(
                E(
                    "basic-auth",
                    "en",
                    "Basic in a curl line",
                    b,
                    f"curl -H 'Authorization: Basic {b}' https://intranet.example.mx/api",
                    key="curl",
                )
            )
    for i in range(8):
        j = ids.jwt(
            r, f'{{"sub":"{r.randint(1000, 99999)}","scope":"search:write","exp":{1735689600 + i}}}'
        )
        out.append(
            E(
                "jwt",
                "en",
                ["Set-Cookie", "access_token field", "query param", "log"][i % 4],
                j,
                [
                    f"access_token={j}; Path=/; HttpOnly; Secure",
                    f'{{"access_token":"{j}","token_type":"Bearer","expires_in":3600}}',
                    f"wss://rt.example.com/socket?token={j}&vsn=2.0.0",
                    f"INFO auth ok bearer={j}",
                ][i % 4],
                **(
                    {"header": "Set-Cookie"}
                    if i % 4 == 0
                    else {"key": ["", "token_response", "ws_url", "log"][i % 4]}
                ),
            )
        )
    for i in range(8):
        v = [
            f"sessionid={t(r, 32).lower()}",
            f"__Secure-next-auth.session-token={t(r, 60, A + '-_.')}",
            f"connect.sid=s%3A{t(r, 32)}.{t(r, 43)}",
            f"PHPSESSID={ids.hexs(r, 26)}",
        ][i % 4]
        if i < 4:
            out.append(
                E(
                    "cookie",
                    "en",
                    "Cookie header",
                    v,
                    f"{v}; theme=dark; lang=es-MX",
                    header="Cookie",
                )
            )
        else:
            out.append(
                E(
                    "cookie",
                    "en",
                    "Set-Cookie header",
                    v,
                    f"{v}; Path=/; HttpOnly; SameSite=Lax",
                    header="Set-Cookie",
                )
            )
    for i in range(8):
        pw = t(r, 14) + r.choice("!*") + "9"
        v = [
            f"postgres://app_rw:{pw}@db-prod.internal.example:5432/fixtures",
            f"mongodb+srv://reporter:{pw}@cluster0.ab12c.mongodb.net/news?retryWrites=true",
            f"redis://:{pw}@cache-1.example.net:6379/0",
            f"amqp://ingest:{pw}@mq.example.org:5672/%2F",
            f"Server=tcp:sql-mx.example.net,1433;Database=crm;User ID=sa;Password={pw};Encrypt=True",
            f"mysql://root:{pw}@10.20.0.5:3306/ventas",
            f"DATABASE_URL=postgresql://fg:{quote(pw + '@#')}@localhost/fg",
            f"jdbc:oracle:thin:scott/{pw}@//ora.example.com:1521/ORCL",
        ][i]
        out.append(
            E(
                "connection-string",
                "en",
                "connection string with password",
                pw if i != 6 else quote(pw + "@#"),
                v,
                key=["dsn", "mongo_uri", "cache", "broker", "conn", "db", "env", "jdbc"][i],
            )
        )
    for i in range(6):
        sig = [
            ids.hexs(r, 64),
            ids.hexs(r, 256),
            quote(base64.b64encode(r.randbytes(32)).decode(), safe=""),
        ][i % 3]
        v = [
            f"https://fixtures-bucket.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{t(r, 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20240501%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Expires=3600&X-Amz-Signature={sig}",
            f"https://storage.googleapis.com/capt/raw.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={sig}",
            f"https://capt.blob.core.windows.net/raw/page.html?sv=2022-11-02&se=2024-06-01T00%3A00%3A00Z&sr=b&sp=r&sig={sig}",
        ][i % 3]
        out.append(E("signed-url", "en", "pre-signed URL", sig, v, key="download_url"))
    for i in range(5):
        kind = [
            "RSA PRIVATE KEY",
            "PRIVATE KEY",
            "EC PRIVATE KEY",
            "OPENSSH PRIVATE KEY",
            "ENCRYPTED PRIVATE KEY",
        ][i]
        v = f"-----BEGIN {kind}-----"
        body = "\n".join(t(r, 64, A + "+/") for _ in range(4))
        pem = f"{v}\n{body}\n-----END {kind}-----"
        if i % 2:
            out.append(E("private-key", "en", "PEM in JSON string", v, pem, key="private_key"))
        else:
            out.append(
                E("private-key", "en", "PEM in a <pre>", v, pem, snippet="<pre>" + pem + "</pre>")
            )
    for i in range(6):
        pw = t(r, 9) + r.choice("#$!") + str(r.randint(100, 999))
        v = [
            f"password={quote(pw)}",
            f'"password":"{pw}"',
            f"contraseña: {pw}",
            f"senha={pw}",
            f"<Password>{pw}</Password>",
            f"pwd={quote(pw)}&user=ops",
        ][i]
        val = quote(pw) if i in (0, 5) else pw
        out.append(
            E(
                "password",
                ["en", "en", "es", "pt", "en", "en"][i],
                "password field",
                val,
                [
                    f"username=mgarcia&{v}&remember=1",
                    "{" + f'"user":"ops",{v}' + "}",
                    f"Acceso al panel — usuario: admin, {v}",
                    f"login=joao&{v}",
                    f"<Credentials><User>svc</User>{v}</Credentials>",
                    f"POST /login body: {v}",
                ][i],
                key=["body", "payload", "nota", "body", "soap", "log"][i],
            )
        )
    for i in range(4):
        v = [
            "https://hooks.slack.com/services/T"
            + t(r, 8).upper()
            + "/B"
            + t(r, 8).upper()
            + "/"
            + t(r, 24),
            f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{t(r, 68, A + '-_')}",
            f"https://outlook.office.com/webhook/{ids.uuid4(r)}@{ids.uuid4(r)}/IncomingWebhook/{ids.hexs(r, 32)}/{ids.uuid4(r)}",
            f"https://api.telegram.org/bot{r.randint(10**9, 10**10)}:{t(r, 35, A + '-_')}/sendMessage",
        ][i]
        out.append(E("webhook-url", "en", "webhook URL", v, v, key="alert_webhook"))
    for i in range(4):
        sk = t(r, 40, A + "+/")
        out.append(
            E(
                "cloud-key",
                "en",
                "AWS secret access key",
                sk,
                [
                    f"aws_secret_access_key = {sk}",
                    f"AWS_SECRET_ACCESS_KEY={sk}",
                    f'{{"AccessKeyId":"ASIA{t(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}","SecretAccessKey":"{sk}"}}',
                    f"secretAccessKey: {sk}",
                ][i],
                key="aws",
            )
        )
    return out
