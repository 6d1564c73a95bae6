"""Secrets of corpus 23: invented credentials of many providers, mostly in prose and odd places."""

# ruff: noqa: E501
from __future__ import annotations

import base64
import json
import random

import valid as v


def _it(kind, lang, form, value, text, **kw):
    d = {"kind": kind, "family": "secret", "lang": lang, "form": form, "value": value, "text": text}
    d.update(kw)
    return d


def keys(rng: random.Random) -> list[tuple[str, str]]:
    an = lambda n: v.rnd(rng, v.ALNUM, n)  # noqa: E731
    ln = lambda n: v.rnd(rng, v.LOWNUM, n)  # noqa: E731
    h = lambda n: v.rnd(rng, v.HEX, n)  # noqa: E731
    up = lambda n: v.rnd(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", n)  # noqa: E731
    return [
        ("openai", f"sk-proj-{an(48)}T3BlbkFJ{an(20)}"),
        ("anthropic", f"sk-ant-api03-{an(86)}-{an(6)}AA"),
        ("github-pat", f"ghp_{an(36)}"),
        ("github-fine", f"github_pat_11{up(20)}_{an(59)}"),
        ("gitlab", f"glpat-{an(20)}"),
        (
            "slack-bot",
            f"xoxb-{v.rnd(rng, '0123456789', 12)}-{v.rnd(rng, '0123456789', 13)}-{an(24)}",
        ),
        ("aws-akid", f"AKIA{up(16)}"),
        ("tavily", f"tvly-prod-{an(32)}"),
        ("firecrawl", f"fc-{h(32)}"),
        ("jina", f"jina_{h(32)}{an(28)}"),
        ("perplexity", f"pplx-{an(48)}"),
        ("groq", f"gsk_{an(52)}"),
        ("huggingface", f"hf_{an(34)}"),
        ("google", f"AIza{an(35)}"),
        ("stripe-live", f"sk_live_51{an(97)}"),
        ("stripe-restricted", f"rk_live_51{an(60)}"),
        ("sendgrid", f"SG.{an(22)}.{an(43)}"),
        ("twilio-key", f"SK{h(32)}"),
        ("npm", f"npm_{an(36)}"),
        ("digitalocean", f"dop_v1_{h(64)}"),
        ("shopify", f"shpat_{h(32)}"),
        ("xai", f"xai-{an(80)}"),
        ("openrouter", f"sk-or-v1-{h(64)}"),
        ("mailgun", f"key-{h(32)}"),
        ("exa", f"exa_{ln(8)}-{ln(4)}-{ln(4)}-{ln(12)}"),
        ("serpapi", h(64)),
        ("brave", f"BSA{an(28)}"),
        ("mistral", an(32)),
        (
            "mercadopago",
            f"APP_USR-{v.rnd(rng, '0123456789', 16)}-{v.rnd(rng, '0123456789', 6)}-{h(32)}-{v.rnd(rng, '0123456789', 9)}",
        ),
        ("conekta", f"key_{an(27)}"),
        ("invented-quetzal", f"qtz_live_{ln(6)}_{an(40)}"),
        ("invented-nopal", f"NOPAL-{up(8)}-{up(8)}-{up(8)}-{up(8)}"),
        ("invented-axolote", f"axl.sk.{h(16)}.{an(32)}"),
        ("pypi", f"pypi-AgEIcHlwaS5vcmc{an(60)}"),
        ("linear", f"lin_api_{an(40)}"),
        ("notion", f"secret_{an(43)}"),
        ("cohere", an(40)),
        ("datadog", h(32)),
        ("azure-openai", h(32)),
        ("replicate", f"r8_{an(37)}"),
    ]


def _jwt(rng: random.Random) -> str:
    def b(d: dict) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    head = b({"alg": "HS256", "typ": "JWT"})
    body = b(
        {
            "sub": v.rnd(rng, "0123456789", 9),
            "name": "Saúl Reyes",
            "iat": 1716200000 + rng.randint(0, 99999),
            "scope": "admin",
        }
    )
    sig = v.rnd(rng, v.ALNUM + "-_", 43)
    return f"{head}.{body}.{sig}"


def build(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    ks = keys(rng)
    prose = [
        ("es", "chat", "[10:42] Rodrigo: la key de {p} es {k} pero no se la pases a nadie 🙏"),
        ("en", "commit", "commit 3e9a1f0: oops, remove {p} key {k} from config.py (rotate!)"),
        (
            "es",
            "readme",
            "Para correr local, exporta la llave de {p}: `{k}` (es la de producción, ojo).",
        ),
        (
            "es",
            "ticket",
            "Ticket #4412 — El cliente pegó su API key de {p} ({k}) en el formulario de soporte.",
        ),
        ("en", "error", "401 Unauthorized: invalid api key '{k}' for provider {p}"),
        ("pt", "chat", "Mano, usa essa chave da {p}: {k} — depois eu troco."),
        (
            "es",
            "narrative",
            "Después de la junta, Ximena dijo que la clave de {p} era {k} y la escribió en el pizarrón.",
        ),
        ("en", "log", "DEBUG request headers={{'Authorization': 'Bearer {k}'}} provider={p}"),
        ("es", "env", "{P}_API_KEY={k}"),
        ("en", "markdown", "> **Note:** my {p} token is `{k}`, feel free to test with it"),
        ("es", "yaml-comment", "# TODO quitar: api_key: {k}  ({p})"),
        ("en", "stack", "ValueError: provider {p} rejected credentials {k} (status=403)"),
        ("es", "curl", "curl -H 'x-api-key: {k}' https://api.{p}.example/v1/search?q=clima"),
        ("es", "query", "https://api.{p}.example/search?q=tacos&api_key={k}&num=10"),
    ]
    for i, (prov, key) in enumerate(ks):
        for j in range(2):
            lang, form, t = prose[(i * 2 + j) % len(prose)]
            text = t.format(p=prov, P=prov.upper().replace("-", "_"), k=key)
            out.append(_it("api-key", lang, f"{prov}/{form}", key, text))
    # keys split by spaces / quoted across markdown
    for i in range(14):
        prov, key = ks[(i * 3 + 1) % len(ks)]
        parts = [key[j : j + 8] for j in range(0, min(len(key), 48), 8)]
        val = " ".join(parts)
        t = [
            f"Te la paso partida para que no la detecte el bot: {val}",
            f"key (split on purpose): {val}",
            f"A chave, em pedaços: {val}",
            f"Dicté la llave de {prov} por teléfono en bloques: {val}",
        ][i % 4]
        out.append(_it("api-key-split", ["es", "en", "pt", "es"][i % 4], f"{prov}/split", val, t))
    # passwords told in sentences
    pw = [
        "Tl4lpan#2024!",
        "Xochi_Milco.77",
        "P4nD3Qu3s0!!",
        "Guad4lupe*1985",
        "M1Perr0Firulais$",
        "Qw3rty-Cdmx-09",
        "Chapu1tepec&Lago",
        "S3cr3t0-Fam-Ruiz",
        "Mole.Poblano.33",
        "ContraseñaSegura#8",
        "Tacos.Al.Pastor.2023",
        "n0m3l0s3-Nunca",
        "Huapango_1999!",
        "Pirul$Verde42",
        "Ajolote#Rosa7",
    ]
    ptpl = [
        ("es", "La contraseña del admin de WordPress es {w}, no la cambien."),
        ("en", "Login for the staging box: user deploy, password {w}"),
        ("es", "Oye, la clave del correo de la oficina quedó como {w} desde el lunes."),
        ("pt", "A senha do roteador é {w}, anota aí."),
        ("es", "postgres password={w} host=db.interno port=5432"),
    ]
    for i, w in enumerate(pw):
        lang, t = ptpl[i % len(ptpl)]
        out.append(_it("password", lang, f"password/{i % len(ptpl)}", w, t.format(w=w)))
    # connection strings, signed URLs, cookies, JWT, basic, webhooks, PEM
    for i in range(6):
        pw_ = v.rnd(rng, v.ALNUM, 16)
        val = [
            f"postgresql://app_user:{pw_}@db.prod.internal:5432/ventas",
            f"mongodb+srv://admin:{pw_}@cluster0.ab12c.mongodb.net/crm",
            f"redis://:{pw_}@cache.internal:6379/0",
            f"mysql://root:{pw_}@10.0.3.7/nomina",
            f"amqp://guest2:{pw_}@mq.internal:5672/",
            f"DefaultEndpointsProtocol=https;AccountName=stfacturas;AccountKey={v.rnd(rng, v.ALNUM, 86)}==;EndpointSuffix=core.windows.net",
        ][i]
        t = [
            "DATABASE_URL={v}",
            "se cayó el worker, la cadena era {v}",
            "REDIS_URL = '{v}'",
            "Error: connect ECONNREFUSED {v}",
            "broker: {v}",
            "AZURE_STORAGE={v}",
        ][i]
        out.append(
            _it("connection-string", "es" if i in (1,) else "en", f"conn/{i}", val, t.format(v=val))
        )
    for i in range(5):
        val = [
            f"https://facturas.s3.amazonaws.com/2024/cfdi.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{v.rnd(rng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}%2F20240501%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature={v.rnd(rng, v.HEX, 64)}",
            f"https://stdocs.blob.core.windows.net/nomina/recibo.pdf?sv=2022-11-02&sp=r&sig={v.rnd(rng, v.ALNUM, 43)}%3D",
            f"https://storage.googleapis.com/bucket-rh/contrato.pdf?GoogleAccessId=svc@proj.iam.gserviceaccount.com&Signature={v.rnd(rng, v.ALNUM, 120)}",
            f"https://hooks.slack.com/services/T0{v.rnd(rng, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 8)}/B0{v.rnd(rng, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 8)}/{v.rnd(rng, v.ALNUM, 24)}",
            f"https://discord.com/api/webhooks/{v.rnd(rng, '0123456789', 18)}/{v.rnd(rng, v.ALNUM + '-_', 68)}",
        ][i]
        t = [
            "link firmado (expira en 7 días): {v}",
            "Aquí está el recibo: {v}",
            "signed url: {v}",
            "webhook de alertas: {v}",
            "Discord webhook pasted in #general: {v}",
        ][i]
        out.append(
            _it(
                "signed-url" if i < 3 else "webhook-url",
                "es" if i in (0, 1, 3) else "en",
                f"url/{i}",
                val,
                t.format(v=val),
            )
        )
    for i in range(5):
        tok = v.rnd(rng, v.ALNUM, 40)
        val = [
            f"sessionid={tok}",
            f"_session_id={v.rnd(rng, v.HEX, 32)}",
            f"connect.sid=s%3A{tok}.{v.rnd(rng, v.ALNUM, 20)}",
            f"laravel_session={tok}",
            f"PHPSESSID={v.rnd(rng, v.LOWNUM, 26)}",
        ][i]
        out.append(
            _it(
                "cookie",
                "en",
                f"cookie/{i}",
                val,
                f"{val}; Path=/; HttpOnly",
                header=True,
                key=["Set-Cookie", "Cookie", "set-cookie", "cookie", "Set-Cookie"][i],
            )
        )
    for i in range(3):
        j = _jwt(rng)
        t = [
            "Authorization: Bearer {v}",
            "el token que me dio el backend fue {v}",
            "jwt={v} expired? no, still valid",
        ][i]
        out.append(_it("jwt", ["en", "es", "en"][i], f"jwt/{i}", j, t.format(v=j)))
    for i in range(3):
        b = base64.b64encode(
            f"{['admin', 'lupita', 'api'][i]}:{v.rnd(rng, v.ALNUM, 14)}".encode()
        ).decode()
        val = f"Basic {b}"
        out.append(
            _it(
                "basic-auth",
                "en",
                f"basic/{i}",
                val,
                val,
                header=True,
                key=["Authorization", "authorization", "Proxy-Authorization"][i],
            )
        )
    for i in range(4):
        tok = v.rnd(rng, v.ALNUM, 40)
        val = f"Bearer {tok}"
        out.append(
            _it(
                "bearer-token",
                "en",
                f"bearer/{i}",
                val,
                val,
                header=True,
                key=["Authorization", "authorization", "X-Auth", "x-forwarded-authorization"][i],
            )
        )
    for i in range(4):
        key = ks[i * 7 % len(ks)][1]
        out.append(
            _it(
                "api-key-header",
                "en",
                f"header/{i}",
                key,
                key,
                header=True,
                key=["x-api-key", "X-Subscription-Token", "api-key", "X-Goog-Api-Key"][i],
            )
        )
    for i in range(3):
        body = v.rnd(rng, v.ALNUM + "+/", 64)
        kind = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY"][i]
        val = f"-----BEGIN {kind}-----"
        pem = f"{val}\n{body}\n{v.rnd(rng, v.ALNUM + '+/', 64)}\n{v.rnd(rng, v.ALNUM + '+/', 40)}==\n-----END {kind}-----"
        out.append(_it("private-key", "en", f"pem/{i}", val, pem, pem=True))
    return out
