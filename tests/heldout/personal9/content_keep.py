# ruff: noqa: E501  (data module: the texts of the items are long one-line strings)
"""Keepers (label ``keep``): what seed §3 keeps or what is not personal nor secret, often in
the shape of something that is. All texts written for this corpus; values seeded."""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

from content_secrets import jwt
from ids import ALNUM, B64URL, Gen

Item = dict[str, Any]

COMPANIES = [
    ("Grupo Ferretero del Bajío, S.A. de C.V.", "ferrebajio.com.mx"),
    ("Lácteos La Huasteca, S.A.P.I. de C.V.", "lacteoshuasteca.mx"),
    ("Transportes Sierra Madre, S. de R.L.", "tsmadre.com.mx"),
    ("Clínica Dental Sonrisa Norte, S.C.", "sonrisanorte.com"),
    ("Editorial Cenzontle", "cenzontle.mx"),
    ("Software Tlaloc, S.A. de C.V.", "tlaloc.dev"),
    ("Cooperativa Café de Altura Chiapas", "cafealtura.coop"),
]
GOB = ["economia.gob.mx", "sat.gob.mx", "imss.gob.mx", "semarnat.gob.mx", "cdmx.gob.mx",
       "profeco.gob.mx", "inegi.org.mx", "jalisco.gob.mx", "salud.gob.mx", "conagua.gob.mx"]  # fmt: skip
ROLES = ["ventas", "contacto", "atencion.clientes", "facturacion", "prensa", "soporte",
         "privacidad", "datos.personales", "reclutamiento", "info", "compras", "cobranza"]  # fmt: skip


def K(kind: str, lang: str, form: str, value: str, **ch: Any) -> Item:
    return {"label": "keep", "family": "keep", "kind": kind, "lang": lang, "form": form,
            "value": value, **ch}  # fmt: skip


def switchboards(g: Gen) -> list[Item]:
    out = []
    for i in range(30):
        co, _dom = COMPANIES[i % len(COMPANIES)]
        a, n = g.phone()
        k = i % 10
        if k == 0:
            v = f"({a}) {n[len(a) : -4]}-{n[-4:]} ext. {g.r.randint(100, 9999)}"
            t = f"Conmutador: {v} — {co}"
        elif k == 1:
            v = f"800 {g.r.randint(100, 999)} {g.r.randint(1000, 9999)}"
            t = f"Lada sin costo {v}, lunes a viernes de 9 a 18 h"
        elif k == 2:
            v = f"01 800 {g.r.randint(100, 999)} {g.r.randint(1000, 9999)}"
            t = f"Atención a clientes de {co}: {v}"
        elif k == 3:
            v = f"+52 {a} {n[len(a) : -4]} {n[-4:]}"
            t = f"Tel. oficina: {v} (recepción)"
        elif k == 4:
            v = f"{n[: len(a)]}.{n[len(a) : -4]}.{n[-4:]}"
            t = f"Sucursal Centro — Tel. {v}, ext. 210 y 211"
        elif k == 5:
            v = f"+52 {a} {n[len(a) : -4]} {n[-4:]}"
            t = f"Mesa de ayuda de la Secretaría: {v}, opción 3"
        elif k == 6:
            v = n
            t = f"Teléfono de la planta (conmutador) {v} ext 4402"
        elif k == 7:
            v = f"0800 {g.r.randint(100, 999)} {g.r.randint(1000, 9999)}"
            t = f"Central de atendimento: {v} (ligação gratuita)"
        elif k == 8:
            v = f"+52 ({a}) {n[len(a) : -4]}-{n[-4:]}"
            t = f"Main office switchboard {v}, press 0 for the operator"
        else:
            v = f"800-{g.r.randint(100, 999)}-{g.r.randint(1000, 9999)}"
            t = f"Denuncias y quejas: {v} (gratuito, 24 horas)"
        lang = "pt" if k == 7 else "en" if k == 8 else "es"
        out.append(K("switchboard", lang, ["conmutador with ext.", "800 number", "01 800",
                     "Tel. oficina +52", "dotted branch phone with ext.", "ministry help desk",
                     "bare 10 digits labelled conmutador", "BR 0800", "switchboard (en)",
                     "800 with hyphens"][k], v, text=t, key="contacto_empresa"))  # fmt: skip
    return out


def role_mailboxes(g: Gen) -> list[Item]:
    out = []
    for i in range(32):
        role = ROLES[i % len(ROLES)]
        if i % 3 == 0:
            dom = GOB[i % len(GOB)]
            v = f"{role if i % 2 else 'atencion.ciudadana'}@{dom}"
            t = f"Para quejas y sugerencias escriba a {v}"
            form = "role mailbox on a public body's domain"
        else:
            co, dom = COMPANIES[i % len(COMPANIES)]
            v = f"{role}@{dom}"
            t = f"{co} · {v}"
            form = "company role mailbox"
        if i % 5 == 1:
            v = v.upper()
            t = f"CORREO DE CONTACTO: {v}"
            form += ", upper case"
        if i % 7 == 2:
            out.append(K("role-mailbox", "es", form + ", mailto with subject", v,
                         html=f'<p>Prensa: <a href="mailto:{v}?subject=Solicitud%20de%20entrevista">{v}</a></p>'))  # fmt: skip
            continue
        if i % 8 == 3:
            user, dom2 = v.split("@")
            v = f"{user} [arroba] {dom2.replace('.', ' [punto] ')}"
            t = f"Escríbenos: {v}"
            form += ", obfuscated"
        out.append(K("role-mailbox", "es", form, v, text=t, key="contacto"))
    return out


def dates(g: Gen) -> list[Item]:
    out = []
    for i in range(18):
        y, m, d = g.r.randint(2019, 2025), g.r.randint(1, 12), g.r.randint(1, 28)
        k = i % 6
        if k == 0:
            v = f"{y}-{m:02d}-{d:02d}T{g.r.randint(0, 23):02d}:{g.r.randint(0, 59):02d}:00Z"
            out.append(
                K("publication-date", "en", "publishedAt ISO field", v, field=("publishedAt", v))
            )
        elif k == 1:
            v = f"{d} de {['enero', 'marzo', 'mayo', 'julio', 'septiembre', 'noviembre'][i % 6]} de {y}"
            out.append(K("publication-date", "es", "'Publicado el' long date", v, text=f"Publicado el {v} · Lectura de 4 min", key="meta"))  # fmt: skip
        elif k == 2:
            v = f"{d:02d}/{m:02d}/{y} {g.r.randint(7, 22):02d}:{g.r.randint(0, 59):02d}"
            out.append(K("publication-date", "es", "'Actualizado' dd/mm/yyyy hh:mm", v, text=f"Actualizado: {v} hrs", key="meta"))  # fmt: skip
        elif k == 3:
            v = f"{y}-{m:02d}-{d:02d}"
            out.append(
                K("publication-date", "en", "retrievedAt date field", v, field=("retrievedAt", v))
            )
        elif k == 4:
            v = f"{d:02d}.{m:02d}.{y}"
            out.append(K("publication-date", "pt", "pt 'Publicado em'", v, text=f"Publicado em {v}, às 10h32", key="meta"))  # fmt: skip
        else:
            v = f"{y}-{m:02d}-{d:02d}"
            out.append(K("publication-date", "es", "<time datetime>", v,
                         html=f'<p><time datetime="{v}">{d} de mayo de {y}</time> — Redacción</p>'))  # fmt: skip
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    mons = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    for i in range(14):
        v = f"{days[i % 7]}, {g.r.randint(10, 28)} {mons[i % 12]} {g.r.randint(2021, 2025)} {g.r.randint(0, 23):02d}:{g.r.randint(0, 59):02d}:{g.r.randint(0, 59):02d} GMT"
        name = [
            "Date",
            "Last-Modified",
            "Expires",
            "date",
            "last-modified",
            "x-cache-date",
            "Date",
        ][i % 7]
        out.append(K("date-header", "en", f"{name} header", v, header=(name, v)))
    out.append(
        K("date-header", "en", "cacheAgeSeconds field", "86400", field=("cacheAgeSeconds", "86400"))
    )
    return out


def refs(g: Gen) -> list[Item]:
    """Order numbers, SKUs, folios, tracking numbers, DOIs, ISBNs."""
    out = []
    for i in range(34):
        k = i % 11
        if k == 0:
            v = f"MX-{g.r.randint(2021, 2025)}-{g.r.randint(100000, 999999)}"
            out.append(
                K(
                    "order-number",
                    "es",
                    "pedido",
                    v,
                    text=f"Pedido {v} enviado por paquetería",
                    key="pedido",
                )
            )
        elif k == 1:
            v = f"SKU-{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{g.r.randint(1000, 9999)}-{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}"
            out.append(
                K(
                    "sku",
                    "es",
                    "SKU code",
                    v,
                    text=f'{v} · Taladro percutor 1/2" 650 W · $1,249.00',
                    key="producto",
                )
            )
        elif k == 2:
            v = f"{g.r.randint(1000000000, 9999999999)}"
            out.append(K("order-number", "es", "10-digit shipment guide of a company", v, text=f"Guía de envío (DHL Express) {v} — mercancía de Grupo Ferretero del Bajío", key="envio"))  # fmt: skip
        elif k == 3:
            v = f"10.{g.r.randint(1000, 9999)}/{g.chars('abcdefghijklmnopqrstuvwxyz', 4)}.{g.r.randint(2015, 2024)}.{g.r.randint(100, 9999)}"
            out.append(K("doi", "en", "DOI", v, text=f"https://doi.org/{v}", key="citation"))
        elif k == 4:
            body = "978" + "".join(str(g.r.randint(0, 9)) for _ in range(9))
            chk = (
                10 - sum(int(c) * (1 if j % 2 == 0 else 3) for j, c in enumerate(body)) % 10
            ) % 10
            v = f"{body[:3]}-{body[3:5]}-{body[5:9]}-{body[9:]}-{chk}"
            out.append(K("isbn", "es", "ISBN-13 with hyphens", v, text=f"ISBN {v}, Editorial Cenzontle, 2021", key="ficha"))  # fmt: skip
        elif k == 5:
            v = f"{g.r.randint(1000, 9999)}/{g.r.randint(2019, 2025)}"
            out.append(K("case-number", "es", "expediente", v, text=f"Expediente {v} del Tribunal Federal de Justicia Administrativa", key="expediente"))  # fmt: skip
        elif k == 6:
            v = f"arXiv:{g.r.randint(2101, 2412)}.{g.r.randint(10000, 19999)}v{g.r.randint(1, 3)}"
            out.append(K("doi", "en", "arXiv id", v, text=f"Preprint {v} [cs.IR]", key="ref"))
        elif k == 7:
            v = f"INV-{g.r.randint(2024, 2025)}{g.r.randint(1, 12):02d}-{g.r.randint(1, 99999):05d}"
            out.append(
                K(
                    "order-number",
                    "en",
                    "invoice number",
                    v,
                    text=f"Invoice {v} — due in 30 days",
                    key="invoice",
                )
            )
        elif k == 8:
            v = f"{g.r.randint(10**17, 10**18 - 1)}"
            out.append(K("order-number", "es", "18-digit folio fiscal-like number of a ticket", v, text=f"Folio de atención {v} (Profeco)", key="folio"))  # fmt: skip
        elif k == 9:
            v = f"{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}{g.r.randint(100000000, 999999999)}MX"
            out.append(
                K(
                    "order-number",
                    "es",
                    "Correos de México tracking",
                    v,
                    text=f"Rastreo: {v}",
                    key="rastreo",
                )
            )
        else:
            v = f"ISSN {g.r.randint(1000, 9999)}-{g.r.randint(100, 999)}X"
            out.append(K("isbn", "es", "ISSN", v, text=f"Revista Cenzontle, {v}", key="revista"))
    return out


def hashes_ids(g: Gen) -> list[Item]:
    out = []
    for i in range(48):
        k = i % 16
        data = g.r.randbytes(32)
        if k == 0:
            v = hashlib.sha256(data).hexdigest()
            out.append(K("hash", "en", "sha256 of a body", v, field=("sha256_original", v)))
        elif k == 1:
            v = hashlib.sha1(data).hexdigest()
            out.append(
                K(
                    "hash",
                    "en",
                    "git commit sha in prose",
                    v,
                    text=f"fixed in commit {v} (bump parser)",
                    key="changelog",
                )
            )
        elif k == 2:
            v = g.uuid()
            out.append(K("uuid", "en", "request id header", v, header=("x-request-id", v)))
        elif k == 3:
            v = "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()
            out.append(K("hash", "en", "SRI integrity attribute", v,
                         html=f'<div><link rel="stylesheet" href="/static/app.css" integrity="{v}" crossorigin="anonymous"></div>'))  # fmt: skip
        elif k == 4:
            v = f"{g.hexs(4)}-{g.chars(B64URL, 27)}"
            out.append(K("etag", "en", "weak ETag header", v, header=("ETag", f'W/"{v}"')))
        elif k == 5:
            v = g.chars(ALNUM + "-_", 21)
            out.append(K("build-id", "en", "Next.js buildId", v, field=("buildId", v)))
        elif k == 6:
            v = base64.b64encode(g.r.randbytes(18)).decode()
            out.append(K("nonce", "en", "CSP nonce attribute", v, html=f'<div data-csp-nonce="{v}" class="widget-slot"></div>'))  # fmt: skip
        elif k == 7:
            v = "css-" + g.chars("abcdefghijklmnopqrstuvwxyz0123456789", 7)
            out.append(K("css-hash", "en", "emotion CSS class hash", v, html=f'<div class="{v} {v}-Card">Contenido patrocinado</div>'))  # fmt: skip
        elif k == 8:
            v = f"{g.hexs(16)}-MEX"
            out.append(K("trace-id", "en", "cf-ray header", v, header=("cf-ray", v)))
        elif k == 9:
            v = f"00-{g.hexs(32)}-{g.hexs(16)}-01"
            out.append(K("trace-id", "en", "traceparent header", v, header=("traceparent", v)))
        elif k == 10:
            v = f"/_next/static/chunks/pages/_app-{g.hexs(16)}.js"
            out.append(K("build-id", "en", "hashed asset path", v, html=f'<div data-src="{v}" hidden>cargando…</div>'))  # fmt: skip
        elif k == 11:
            v = base64.b64encode(
                json.dumps({"offset": g.r.randint(10, 90), "q": "kernel"}).encode()
            ).decode()
            out.append(K("cursor", "en", "base64 paging cursor", v, field=("next_cursor", v)))
        elif k == 12:
            v = "req_" + g.chars(ALNUM, 24)
            out.append(K("request-id", "en", "provider request id", v, header=("request-id", v)))
        elif k == 13:
            v = "chatcmpl-" + g.chars(ALNUM, 29)
            out.append(K("request-id", "en", "completion id field", v, field=("id", v)))
        elif k == 14:
            v = g.hexs(40)
            out.append(K("hash", "es", "content hash in Spanish prose", v, text=f"Huella SHA-1 del PDF publicado: {v}", key="verificacion"))  # fmt: skip
        else:
            v = g.uuid()
            out.append(K("uuid", "en", "result uuid field", v, field=("result_id", v)))
    return out


def analytics(g: Gen) -> list[Item]:
    out = []
    for i in range(16):
        k = i % 6
        if k == 0:
            v = "G-" + g.chars("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)
            out.append(K("analytics-id", "en", "GA4 measurement id", v, html=f'<div data-ga-id="{v}" class="analytics"></div>'))  # fmt: skip
        elif k == 1:
            v = f"UA-{g.r.randint(1000000, 99999999)}-{g.r.randint(1, 9)}"
            out.append(
                K(
                    "analytics-id",
                    "en",
                    "Universal Analytics id",
                    v,
                    text=f"tracking: {v}",
                    key="analytics",
                )
            )
        elif k == 2:
            v = "GTM-" + g.chars("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7)
            out.append(K("analytics-id", "en", "GTM container in noscript-free iframe src", v,
                         html=f'<div data-gtm="{v}"></div>'))  # fmt: skip
        elif k == 3:
            v = f"ca-pub-{g.r.randint(10**15, 10**16 - 1)}"
            out.append(K("analytics-id", "en", "AdSense publisher id", v, html=f'<ins class="adsbygoogle" data-ad-client="{v}" data-ad-slot="{g.r.randint(10**9, 10**10 - 1)}"></ins>'))  # fmt: skip
        elif k == 4:
            v = str(g.r.randint(10**14, 10**15 - 1))
            out.append(K("analytics-id", "en", "Meta pixel id", v, html=f'<div class="fb-pixel" data-pixel-id="{v}"></div>'))  # fmt: skip
        else:
            v = "6L" + g.chars(ALNUM + "-_", 38)
            out.append(K("public-key-client", "en", "reCAPTCHA site key (public by design)", v,
                         html=f'<div class="g-recaptcha" data-sitekey="{v}"></div>'))  # fmt: skip
    return out


def public_keys_client(g: Gen) -> list[Item]:
    """Public keys passed to a browser SDK's initialiser in the page's own client code."""
    out = []
    for i in range(20):
        k = i % 5
        if k == 0:
            v = f"https://{g.hexs(32)}@o{g.r.randint(100000, 999999)}.ingest.sentry.io/{g.r.randint(1000000, 9999999)}"
            out.append(K("public-key-client", "en", "Sentry DSN in Sentry.init (inline script)", v,
                         html=f'<div><script>Sentry.init({{ dsn: "{v}", tracesSampleRate: 0.1 }});</script></div>'))  # fmt: skip
        elif k == 1:
            v = g.hexs(32)
            app = g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)
            out.append(K("public-key-client", "en", "Algolia search-only key in algoliasearch() (inline script)", v,
                         html=f"<div><script>const search = algoliasearch('{app}', '{v}');</script></div>"))  # fmt: skip
        elif k == 2:
            v = (
                "pk.eyJ1IjoiZWRpdG9yaWFsLW1hcGFzIiwiYSI6I"
                + g.chars(ALNUM, 20)
                + "In0."
                + g.chars(B64URL, 22)
            )
            out.append(K("public-key-client", "en", "Mapbox pk. token on mapboxgl.accessToken (inline script)", v,
                         html=f"<div><script>mapboxgl.accessToken = '{v}'; new mapboxgl.Map({{container: 'mapa'}});</script></div>"))  # fmt: skip
        elif k == 3:
            v = jwt(
                g,
                {
                    "iss": "supabase",
                    "ref": g.chars("abcdefghijklmnopqrst", 20),
                    "role": "anon",
                    "iat": 1700000000,
                    "exp": 2015000000,
                },
            )
            out.append(K("public-key-client", "en", "Supabase anon key in createClient (inline script)", v,
                         html=f"<div><script>const sb = supabase.createClient('https://{g.chars('abcdefghijklmnopqrst', 20)}.supabase.co', '{v}');</script></div>"))  # fmt: skip
        else:
            v = "pk_live_" + g.chars(ALNUM, 99)
            out.append(K("public-key-client", "en", "Stripe publishable key in Stripe() (inline script)", v,
                         html=f"<div><script>const stripe = Stripe('{v}', {{ locale: 'es-419' }});</script></div>"))  # fmt: skip
    # the same kinds of key, passed through data attributes read by the page's own code
    v = "pk_live_" + g.chars(ALNUM, 99)
    out.append(K("public-key-client", "en", "Stripe pk_live in a data attribute for the checkout script", v,
                 html=f'<div id="checkout" data-stripe-key="{v}"></div>'))  # fmt: skip
    v = "pk.eyJ1IjoibWFwYXMtbXgiLCJhIjoi" + g.chars(ALNUM, 20) + "In0." + g.chars(B64URL, 22)
    out.append(K("public-key-client", "en", "Mapbox pk. in a data attribute of the map div", v,
                 html=f'<div class="mapa" data-mapbox-token="{v}"></div>'))  # fmt: skip
    v = g.hexs(32)
    out.append(K("public-key-client", "en", "Sentry loader script URL with public key", v,
                 html=f'<div><script src="https://js.sentry-cdn.com/{v}.min.js" crossorigin="anonymous"></script></div>'))  # fmt: skip
    return out


def placeholders(g: Gen) -> list[Item]:
    specs = [
        ("en", "env placeholder sk-...", "sk-...", "OPENAI_API_KEY=sk-..."),
        (
            "en",
            "YOUR_API_KEY",
            "YOUR_API_KEY",
            "curl -H 'X-Subscription-Token: YOUR_API_KEY' https://api.search.brave.com/res/v1/web/search?q=test",
        ),
        ("es", "<tu-api-key> in Spanish docs", "&lt;tu-api-key&gt;", None),
        ("en", "${VAR} reference", "${TAVILY_API_KEY}", "Authorization: Bearer ${TAVILY_API_KEY}"),
        (
            "en",
            "os.environ lookup",
            "os.environ['ANTHROPIC_API_KEY']",
            "client = Anthropic(api_key=os.environ['ANTHROPIC_API_KEY'])",
        ),
        (
            "en",
            "x-filled tavily placeholder",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        (
            "en",
            "AWS documented example key id",
            "AKIAIOSFODNN7EXAMPLE",
            "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
        ),
        (
            "en",
            "AWS documented example secret",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "en",
            "jwt.io documentation example token",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "Example from jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        ),
        (
            "en",
            "masked key (last 4)",
            "sk-proj-****************************a9F2",
            "Key in use: sk-proj-****************************a9F2 (created Mar 3)",
        ),
        ("es", "redacted value", "[REDACTADO]", "Authorization: [REDACTADO]"),
        ("en", "seed's redacted e-mail", "redacted@example.test", "contact: redacted@example.test"),
        ("es", "seed's redacted phone", "+52-000-000-0000", "Tel.: +52-000-000-0000"),
        (
            "es",
            "SAT generic RFC (público en general)",
            "XAXX010101000",
            "RFC receptor: XAXX010101000 (público en general)",
        ),
        (
            "es",
            "SAT generic RFC for foreigners",
            "XEXX010101000",
            "Venta a extranjero, RFC genérico XEXX010101000",
        ),
        (
            "en",
            "example.com address in docs",
            "jane.doe@example.com",
            "e.g. user: jane.doe@example.com",
        ),
        ("en", "<token> placeholder", "Bearer &lt;token&gt;", None),
        (
            "en",
            "Stripe docs test key",
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "Stripe's docs use the sample key sk_test_4eC39HqLyjWDarjtT1zdp7dc in every snippet.",
        ),
        (
            "en",
            "test card number from docs",
            "4242 4242 4242 4242",
            "Use the test card 4242 4242 4242 4242 with any future date.",
        ),
        (
            "es",
            "CURP format description",
            "AAAA######HAAAAA##",
            "Formato de la CURP: AAAA######HAAAAA## (18 caracteres)",
        ),
        (
            "en",
            "process.env lookup",
            "process.env.FIRECRAWL_API_KEY",
            "const app = new FirecrawlApp({ apiKey: process.env.FIRECRAWL_API_KEY });",
        ),
        ("es", "zeroed CLABE example", "000000000000000000", "CLABE: 000000000000000000 (ejemplo)"),
        ("en", "changeme password", "changeme", "POSTGRES_PASSWORD=changeme  # local docker only"),
        ("en", "555 fictional phone", "(555) 555-0199", "Call (555) 555-0199 for the demo line"),
        ("pt", "placeholder in Portuguese", "SUA_CHAVE_AQUI", "EXA_API_KEY=SUA_CHAVE_AQUI"),
        (
            "en",
            "secret manager reference",
            "projects/bench/secrets/tavily-key/versions/latest",
            "key_ref: projects/bench/secrets/tavily-key/versions/latest",
        ),
        (
            "en",
            "vault path",
            "vault:secret/data/bench#serpapi_key",
            "SERPAPI_KEY=vault:secret/data/bench#serpapi_key",
        ),
        ("en", "asterisks", "********", "password: ********"),
    ]
    out = []
    for lang, form, v, text in specs:
        if text is None:
            out.append(K("placeholder", lang, form, v, html=f"<p><code>Authorization: {v}</code> — reemplaza por tu clave</p>"))  # fmt: skip
        else:
            out.append(K("placeholder", lang, form, v, text=text, key="ejemplo"))
    return out


def company_data(g: Gen) -> list[Item]:
    out = []
    for i in range(36):
        co, _ = COMPANIES[i % len(COMPANIES)]
        k = i % 9
        if k == 0:
            v = g.rfc_moral()
            out.append(
                K(
                    "company-tax-id",
                    "es",
                    "RFC persona moral",
                    v,
                    text=f"{co} — RFC {v}",
                    key="emisor",
                )
            )
        elif k == 1:
            v = g.cnpj()
            out.append(
                K(
                    "company-tax-id",
                    "pt",
                    "CNPJ",
                    v,
                    text=f"Distribuidora Ipê Ltda., CNPJ {v}",
                    key="empresa",
                )
            )
        elif k == 2:
            v = g.clabe("012")
            out.append(K("company-account", "es", "donation CLABE of a foundation", v,
                         text=f"Donativos: Fundación Cenzontle, A.C., BBVA, CLABE {v}. Emitimos recibo deducible.", key="donativos"))  # fmt: skip
        elif k == 3:
            v = g.clabe("072")
            out.append(K("company-account", "es", "company payment CLABE", v,
                         text=f"Pagos por transferencia a {co}, Banorte, CLABE {v}, referencia: número de pedido", key="pagos"))  # fmt: skip
        elif k == 4:
            v = f"Av. Paseo de la Reforma {g.r.randint(100, 999)}, piso {g.r.randint(2, 30)}, Col. Juárez, C.P. 06600, Cuauhtémoc, CDMX"
            out.append(K("office-address", "es", "corporate office address", v, text=f"Oficinas corporativas de {co}: {v}", key="oficinas"))  # fmt: skip
        elif k == 5:
            v = f"Blvd. Adolfo López Mateos {g.r.randint(1000, 3999)} Pte., Col. Industrial, C.P. 37490, León, Gto."
            out.append(K("office-address", "es", "plant/branch address", v, text=f"Planta León — {v} Horario de recepción de mercancía 8:00 a 15:00.", key="sucursal"))  # fmt: skip
        elif k == 6:
            v = g.rfc_moral().lower()
            out.append(K("company-tax-id", "es", "RFC persona moral lower case in a CFDI log", v, text=f"cfdi emisor_rfc={v} regimen=601 serie=A folio=1182", key="log"))  # fmt: skip
        elif k == 7:
            v = f"30-{g.r.randint(50000000, 71999999)}-{g.r.randint(0, 9)}"
            out.append(K("company-tax-id", "es", "Argentine company CUIT", v, text=f"La Nación S.A., CUIT {v}, Zepita 3251, CABA", key="editor"))  # fmt: skip
        else:
            v = f"Rua Funchal, {g.r.randint(100, 999)} – 8º andar, Vila Olímpia, CEP 04551-060, São Paulo – SP"
            out.append(K("office-address", "pt", "escritório (company office)", v, text=f"Escritório comercial: {v}", key="endereco"))  # fmt: skip
    return out


def numbers(g: Gen) -> list[Item]:
    out = []
    for i in range(24):
        k = i % 8
        if k == 0:
            v = f"${g.r.randint(100, 99999):,}.{g.r.randint(0, 99):02d} MXN"
            out.append(
                K("price", "es", "price MXN", v, text=f"Precio: {v} IVA incluido", key="precio")
            )
        elif k == 1:
            v = f"{g.r.randint(1, 15)}.{g.r.randint(0, 9)}%"
            out.append(K("statistic", "es", "percentage", v, text=f"Las ventas minoristas crecieron {v} anual en abril, según el INEGI.", key="dato"))  # fmt: skip
        elif k == 2:
            v = f"{g.r.randint(1, 9)},{g.r.randint(100, 999)},{g.r.randint(100, 999)}"
            out.append(K("statistic", "es", "population count with commas", v, text=f"Población total: {v} habitantes (Censo 2020)", key="censo"))  # fmt: skip
        elif k == 3:
            v = f"{g.r.randint(1000000000, 9999999999)}"
            out.append(K("statistic", "en", "10-digit count (views) that looks like a phone", v, text=f"Total impressions last quarter: {v}", key="metrics"))  # fmt: skip
        elif k == 4:
            v = f"{g.r.randint(10, 99)} {g.r.randint(1000, 9999)} {g.r.randint(1000, 9999)}"
            out.append(K("statistic", "es", "spaced number grouped like a phone, a budget", v, text=f"Presupuesto ejercido (miles de pesos): {v}", key="presupuesto"))  # fmt: skip
        elif k == 5:
            v = f"R$ {g.r.randint(10, 9999)},{g.r.randint(0, 99):02d}"
            out.append(
                K("price", "pt", "price BRL", v, text=f"A partir de {v} por mês", key="preco")
            )
        elif k == 6:
            v = f"{g.r.randint(1, 28):02d}/{g.r.randint(1, 12):02d}/{g.r.randint(2019, 2025)}"
            out.append(K("publication-date", "es", "event date (not a birth date)", v, text=f"Fecha límite de inscripción: {v}", key="convocatoria"))  # fmt: skip
        else:
            v = f"US${g.r.randint(1, 999)}.{g.r.randint(0, 99):02d}"
            out.append(
                K(
                    "price",
                    "en",
                    "USD price",
                    v,
                    text=f"Search API: {v} per 1,000 queries",
                    key="pricing",
                )
            )
    return out


def all_keep(g: Gen) -> list[Item]:
    return (switchboards(g) + role_mailboxes(g) + dates(g) + refs(g) + hashes_ids(g)
            + analytics(g) + public_keys_client(g) + placeholders(g) + company_data(g)
            + numbers(g))  # fmt: skip
