# ruff: noqa: E501
"""Secret items (label ``secret``): invented credentials in the places a hurried recorder
leaves them: URLs, saved HAR entries, JS bundles and inline configs, CI logs, escaped PEM
keys, cookies, Basic auth in base64, credentials split over two fields, signed URLs.

Every key is random (fixed seed) in the public shape of its provider; none is a vendor's
documented example and none is live.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from typing import Any

from values import V

v = V(32002)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits


def mk(kind: str, lang: str, form: str, value: str, **plant: Any) -> dict[str, Any]:
    return {"family": "secret", "kind": kind, "lang": lang, "form": form, "value": value, **plant}


def keys() -> list[tuple[str, str]]:
    r = v.rand
    return [
        ("tavily", "tvly-" + r(32)),
        ("tavily", "tvly-dev-" + r(32)),
        ("brave", "BSA" + r(28)),
        ("serpapi", v.hexs(64)),
        ("firecrawl", "fc-" + v.hexs(32)),
        ("jina", "jina_" + r(60)),
        ("perplexity", "pplx-" + r(48)),
        ("openai", "sk-proj-" + r(48, AN + "-_") + "T3BlbkFJ" + r(20)),
        ("anthropic", "sk-ant-api03-" + r(93, AN + "-_") + "AA"),
        ("openrouter", "sk-or-v1-" + v.hexs(64)),
        ("groq", "gsk_" + r(52)),
        ("google", "AIza" + r(35, AN + "-_")),
        ("huggingface", "hf_" + r(34)),
        ("xai", "xai-" + r(80)),
        ("exa", v.uuid()),
        ("mistral", r(32)),
        ("cohere", r(40)),
        ("stripe", "sk_live_51" + r(96)),
        ("stripe-restricted", "rk_live_51" + r(96)),
        ("github", "ghp_" + r(36)),
        ("github-fine", "github_pat_11" + r(20, UP) + "_" + r(59)),
        ("gitlab", "glpat-" + r(20, AN + "-_")),
        ("slack-bot", f"xoxb-{v.digits(12)}-{v.digits(13)}-{r(24)}"),
        ("sendgrid", f"SG.{r(22, AN + '-_')}.{r(43, AN + '-_')}"),
        ("twilio", "SK" + v.hexs(32)),
        ("mailgun", "key-" + v.hexs(32)),
        ("npm", "npm_" + r(36)),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + r(60, AN + "-_")),
        ("shopify", "shpat_" + v.hexs(32)),
        ("mapbox", "sk.eyJ1Ijoi" + r(40) + "." + r(22, AN + "-_")),
        ("digitalocean", "dop_v1_" + v.hexs(64)),
        ("aws-secret", r(40, AN + "/+")),
    ]


def rep(n: int, f: Callable[[int], dict[str, Any]]) -> list[dict[str, Any]]:
    return [f(i) for i in range(n)]


def items() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    ks = keys()

    def url_token(i: int) -> dict[str, Any]:
        prov, k = ks[i % len(ks)]
        param = ["api_key", "key", "token", "access_token", "apikey", "x-api-key", "auth"][i % 7]
        url = f"https://api.{prov.split('-')[0]}-proxy.ejemplo.mx/search?q=semantic+kernel&{param}={k}&page=2"
        if i % 3 == 0:
            return mk(
                "api-key-query",
                "es",
                f"{prov} key left in a URL query ({param})",
                k,
                snippet=f'<p>Fuente: <a href="{url.replace("&", "&amp;")}">resultados</a></p>',
            )
        return mk(
            "api-key-query",
            "en",
            f"{prov} key left in a URL query ({param})",
            k,
            field=(["next", "request_url", "source"][i % 3], url),
        )

    out += rep(16, url_token)

    def har(i: int) -> dict[str, Any]:
        prov, k = ks[(i * 5 + 3) % len(ks)]
        if i % 3 == 0:
            return mk(
                "bearer-token",
                "en",
                f"{prov} key in an Authorization header of a recording",
                k,
                header=("Authorization", f"Bearer {k}"),
            )
        if i % 3 == 1:
            entry = {"name": "authorization", "value": f"Bearer {k}"}
            return mk(
                "bearer-token",
                "en",
                f"{prov} key in a saved HAR header entry",
                k,
                field=("har_header", entry),
            )
        return mk(
            "api-key-header",
            "en",
            f"{prov} key in an X-API-Key header",
            k,
            header=(["X-API-Key", "x-goog-api-key", "X-Subscription-Token"][i % 3], k),
        )

    out += rep(14, har)

    def bundle(i: int) -> dict[str, Any]:
        prov, k = ks[(i * 7 + 1) % len(ks)]
        cfg = f'window.__CONFIG__={{env:"production",searchKey:"{k}",region:"mx-central"}};'
        if i % 2:
            return mk(
                "api-key-js",
                "es",
                f"{prov} key in an inline config script",
                k,
                snippet=f"<div><script>{cfg}</script></div>",
            )
        return mk(
            "api-key-js",
            "en",
            f"{prov} key in a minified JS bundle excerpt",
            k,
            field=(
                "bundle_excerpt",
                f'!function(e){{var t={{apiKey:"{k}",timeout:8e3}};e.exports=t}}(module);',
            ),
        )

    out += rep(12, bundle)

    def ci(i: int) -> dict[str, Any]:
        vals = [
            ("webhook-secret", "whsec_" + v.rand(32), "STRIPE_WEBHOOK_SECRET"),
            ("webhook-secret", v.hexs(40), "GITHUB_WEBHOOK_SECRET"),
            ("api-key-env", ks[(i * 3) % len(ks)][1], "SEARCH_API_KEY"),
            ("webhook-secret", V.b64(bytes(v.r.randrange(256) for _ in range(32))), "SVIX_SECRET"),
        ]
        k, val, name = vals[i % 4]
        log = f"2025-03-14T18:22:07.114Z ##[group]Run ./deploy.sh\n2025-03-14T18:22:07.115Z + export {name}={val}\n##[endgroup]"
        return mk(k, "en", f"{name} echoed in a CI log", val, field=("ci_log", log))

    out += rep(12, ci)

    def pem(i: int) -> dict[str, Any]:
        kind = ["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 4]
        body = "\n".join(v.rand(64, AN + "+/") for _ in range(6))
        head = f"-----BEGIN {kind}-----"
        pemtxt = f"{head}\n{body}\n-----END {kind}-----\n"
        if i % 3 == 2:
            return mk(
                "private-key",
                "en",
                "PEM private key pasted in a <pre>",
                head,
                snippet=f"<pre>{pemtxt.strip()}</pre>",
            )
        if i % 3 == 1:
            sa = {
                "type": "service_account",
                "project_id": "buscador-prod",
                "private_key_id": v.hexs(40),
                "private_key": pemtxt,
            }
            return mk(
                "private-key",
                "en",
                "service-account JSON with the key's line breaks escaped",
                head,
                field=("credentials_json", json.dumps(sa)),
            )
        return mk(
            "private-key",
            "en",
            "private key with escaped line breaks",
            head,
            field=("private_key", pemtxt),
        )

    out += rep(9, pem)

    def cookies(i: int) -> dict[str, Any]:
        vals = [
            ("sessionid", v.rand(32, string.ascii_lowercase + string.digits)),
            ("PHPSESSID", v.rand(26, string.ascii_lowercase + string.digits)),
            ("connect.sid", "s%3A" + v.rand(32, AN + "-_") + "." + v.rand(43, AN + "+/")),
            ("JSESSIONID", v.hexs(32).upper()),
            ("__Secure-next-auth.session-token", v.rand(60, AN + "-_")),
            ("laravel_session", v.rand(40)),
        ]
        name, val = vals[i % len(vals)]
        if i % 3 == 0:
            return mk(
                "cookie",
                "en",
                f"{name} session cookie in a recorded Cookie header",
                val,
                header=("Cookie", f"lang=es-MX; {name}={val}; _ga=GA1.2.1"),
            )
        if i % 3 == 1:
            return mk(
                "cookie",
                "en",
                f"{name} in a recorded Set-Cookie header",
                val,
                header=("Set-Cookie", f"{name}={val}; Path=/; HttpOnly; Secure"),
            )
        return mk(
            "cookie",
            "es",
            f"{name} session cookie in a copied curl",
            val,
            field=("curl", f"curl 'https://panel.ejemplo.mx/api/me' -H 'cookie: {name}={val}'"),
        )

    out += rep(12, cookies)

    def basic(i: int) -> dict[str, Any]:
        user = ["svc-scraper", "admin", "api", "integraciones", "reporteador"][i % 5]
        pw = v.rand(20, AN + "!#%*")
        b = V.b64(f"{user}:{pw}")
        if i % 4 == 0:
            return mk(
                "basic-auth",
                "en",
                "Basic credentials (base64) in a recorded header",
                b,
                header=("Authorization", f"Basic {b}"),
            )
        if i % 4 == 1:
            return mk(
                "basic-auth",
                "es",
                "password in a URL's userinfo",
                pw.replace("%", "%25").replace("#", "%23"),
                field=(
                    "proxy",
                    f"http://{user}:{pw.replace('%', '%25').replace('#', '%23')}@proxy.interno.ejemplo.mx:3128",
                ),
            )
        if i % 4 == 2:
            return mk(
                "basic-auth",
                "es",
                "credentials split over two fields",
                pw,
                field=("smtp", {"usuario": f"{user}@ejemplo.mx", "clave": pw}),
            )
        return mk(
            "basic-auth",
            "en",
            "Basic credentials (base64) in a curl command",
            b,
            field=(
                "curl",
                f"curl -H 'Authorization: Basic {b}' https://api.interno.ejemplo.mx/v1/export",
            ),
        )

    out += rep(12, basic)

    def signed(i: int) -> dict[str, Any]:
        if i % 4 == 0:
            sig = v.hexs(64)
            url = (
                f"https://expedientes-prod.s3.us-east-1.amazonaws.com/altas/contrato.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{v.rand(16, UP)}%2F20250314%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250314T182207Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
            )
            kind = "S3 pre-signed URL"
        elif i % 4 == 1:
            sig = v.hexs(256)
            url = f"https://storage.googleapis.com/buscador-cache/pagina.html?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=cache%40buscador.iam.gserviceaccount.com%2F20250314%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20250314T182207Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
            kind = "GCS signed URL"
        elif i % 4 == 2:
            sig = v.rand(43, AN + "+/") + "%3D"
            url = f"https://capturasmx.blob.core.windows.net/html/pagina.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&st=2025-03-14T00:00:00Z&spr=https&sig={sig}"
            kind = "Azure SAS URL"
        else:
            sig = v.rand(120, AN + "~-_")
            url = f"https://d1ejemplo.cloudfront.net/reportes/anual.pdf?Expires=1767225600&Signature={sig}&Key-Pair-Id=K{v.rand(13, UP)}"
            kind = "CloudFront signed URL"
        if i % 2:
            return mk(
                "signed-url",
                "en",
                kind,
                sig,
                snippet=f'<p><a href="{url.replace("&", "&amp;")}">Descargar</a></p>',
            )
        return mk("signed-url", "en", kind, sig, field=("download_url", url))

    out += rep(10, signed)

    def jwt(i: int) -> dict[str, Any]:
        t = v.jwt(
            json.dumps(
                {
                    "sub": f"svc-{v.digits(5)}",
                    "scope": "search:read",
                    "iat": 1741976527,
                    "exp": 1773512527,
                }
            )
        )
        if i % 2:
            return mk(
                "jwt",
                "en",
                "signed JWT in a recorded Authorization header",
                t,
                header=("Authorization", f"Bearer {t}"),
            )
        return mk(
            "jwt",
            "es",
            "signed JWT left in a query string",
            t,
            field=("callback", f"https://app.ejemplo.mx/auth/callback?id_token={t}&state=ok"),
        )

    out += rep(6, jwt)

    def conn(i: int) -> dict[str, Any]:
        pw = v.rand(18)
        forms = [
            f"postgresql://app_rw:{pw}@db-prod.interno.ejemplo.mx:5432/buscador",
            f"mongodb+srv://lector:{pw}@cluster0.ab1cd.mongodb.net/capturas?retryWrites=true",
            f"redis://:{pw}@cache.interno.ejemplo.mx:6379/0",
            f"amqps://colas:{pw}@mq.ejemplo.mx/vhost",
            f"DefaultEndpointsProtocol=https;AccountName=capturasmx;AccountKey={v.rand(86, AN + '+/')}==;EndpointSuffix=core.windows.net",
        ]
        c = forms[i % 5]
        val = pw if i % 5 != 4 else c.split("AccountKey=")[1].split(";")[0]
        return mk(
            "connection-string",
            "en",
            "password in a connection string",
            val,
            field=(["DATABASE_URL", "dsn", "conn"][i % 3], c),
        )

    out += rep(8, conn)

    def webhooks(i: int) -> dict[str, Any]:
        if i % 3 == 0:
            tail = v.rand(24)
            url = f"https://hooks.slack.com/services/T{v.rand(10, UP)}/B{v.rand(10, UP)}/{tail}"
        elif i % 3 == 1:
            tail = v.rand(68, AN + "-_")
            url = f"https://discord.com/api/webhooks/{v.digits(19)}/{tail}"
        else:
            tail = v.hexs(32)
            url = f"https://ejemplo.webhook.office.com/webhookb2/{v.uuid()}@{v.uuid()}/IncomingWebhook/{tail}/{v.uuid()}"
        return mk(
            "webhook-url",
            "en",
            "chat webhook URL in a notification config",
            tail,
            field=("notify", url),
        )

    out += rep(6, webhooks)

    def prose(i: int) -> dict[str, Any]:
        prov, k = ks[(i * 11 + 5) % len(ks)]
        t = [
            ("es", "Ya quedó: la llave de {p} es {k}, no la compartas"),
            ("pt", "Segue a chave do {p}: {k} (não commitar!)"),
            ("en", "temp {p} key until Friday -> {k}"),
            ("es", "Clave de {p} para pruebas en producción: {k}"),
        ][i % 4]
        txt = t[1].format(p=prov, k=k)
        if i % 2:
            return mk(
                "api-key-prose",
                t[0],
                f"{prov} key pasted in a chat message",
                k,
                snippet=f"<p>{txt}</p>",
            )
        return mk(
            "api-key-prose", t[0], f"{prov} key pasted in a support note", k, field=("comment", txt)
        )

    out += rep(12, prose)

    def aws(i: int) -> dict[str, Any]:
        kid = "AKIA" + v.rand(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        sec = v.rand(40, AN + "/+")
        if i % 2:
            return mk(
                "cloud-key",
                "en",
                "AWS access key id in an env dump",
                kid,
                field=("env", f"AWS_ACCESS_KEY_ID={kid} AWS_DEFAULT_REGION=us-east-1"),
            )
        return mk(
            "cloud-key",
            "en",
            "AWS secret access key split from its id",
            sec,
            field=("aws", {"id": kid[:4] + "…", "secret": sec}),
        )

    out += rep(6, aws)

    def split_key(i: int) -> dict[str, Any]:
        prov, k = ks[(i * 13 + 2) % len(ks)]
        a = k[: len(k) // 2]
        return mk(
            "api-key-split",
            "en",
            f"{prov} key split over two config fields (first half)",
            a,
            field=("key_parts", {"p1": a, "p2": k[len(k) // 2 :]}),
        )

    out += rep(4, split_key)
    return out
