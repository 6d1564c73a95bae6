# ruff: noqa: E501, B007
"""Keepers of corpus 11 (label ``keep``): values that look like personal data, account
ids or secrets but must stay in a fixture (seed §3 and the labelling policy in README.md).
All invented here with a fixed seed.
"""

from __future__ import annotations

import random
import string

import common as c

R = random.Random(1103)
AN = string.ascii_letters + string.digits

EMPRESAS = [
    ("Grupo Textil del Bajío, S.A. de C.V.", "textilbajio.com.mx"),
    ("Ferretería La Palma", "ferrelapalma.mx"),
    ("Alimentos Sierra Madre, S.A.P.I. de C.V.", "sierramadrealimentos.com"),
    ("Transportes Río Bravo", "trbravo.com.mx"),
    ("Clínica Dental Norte, S.C.", "dentalnorte.mx"),
    ("Editorial Tinta Roja", "tintaroja.com.mx"),
    ("Constructora Meseta Central, S.A. de C.V.", "mesetacentral.mx"),
    ("Cooperativa Café Chiapaneco", "cafechiapaneco.coop"),
    ("Laboratorios Analíticos del Golfo", "labgolfo.com.mx"),
    ("Hotel Casa Azul Oaxaca", "casaazuloaxaca.com"),
    ("Software Ágil de Occidente", "agilocc.io"),
    ("Fundación Lectores de Mañana, A.C.", "lectoresmanana.org.mx"),
]
GOB = [
    "economia.gob.mx",
    "profeco.gob.mx",
    "queretaro.gob.mx",
    "jalisco.gob.mx",
    "sat.gob.mx",
    "imss.gob.mx",
    "cdmx.gob.mx",
    "guanajuato.gob.mx",
    "conagua.gob.mx",
    "inai.gob.mx?",
    "salud.gob.mx",
    "nl.gob.mx",
]


def K(kind, lang, form, value, text, **kw):
    d = {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
    }
    d.update(kw)
    return d


def emp():
    return R.choice(EMPRESAS)


def landline() -> str:
    return (
        R.choice(["55", "33", "81"])
        + str(R.randint(5, 5))
        + "".join(R.choice(string.digits) for _ in range(7))
    )


def switchboard():
    out = []
    tpl = [
        ("es", "Conmutador: {v} ext. {x}"),
        ("es", "Tel. oficina {v}"),
        ("es", "{e} · Conmutador {v}"),
        ("es", "Atención a clientes: {v}, lunes a viernes de 9:00 a 18:00 h"),
        ("es", "Oficinas centrales de {e}: tel. {v}, ext. {x}"),
        ("en", "Head office switchboard: {v} ext. {x}"),
        ("es", "Sucursal Centro — Tel. {v} (conmutador)"),
        ("es", "Teléfono de la recepción del hotel: {v}"),
        ("pt", "Central telefônica da filial no México: {v}"),
        ("es", "Mesa de ayuda institucional {v} ext. {x}"),
        ("es", "Tels. oficina: {v} / {v2}"),
    ]
    for i in range(30):
        n = landline()
        a, b = n[:2], n[2:]
        v = [
            f"({a}) {b[:4]}-{b[4:]}",
            f"{a} {b[:4]} {b[4:]}",
            f"+52 {a} {b[:4]} {b[4:]}",
            f"{a}-{b[:4]}-{b[4:]}",
            f"+52 ({a}) {b}",
        ][i % 5]
        n2 = landline()
        lang, t = tpl[i % len(tpl)]
        out.append(
            K(
                "switchboard",
                lang,
                f"company switchboard form {i % len(tpl)}",
                v,
                t.format(
                    v=v, x=R.randint(100, 4999), e=emp()[0], v2=f"{n2[:2]} {n2[2:6]} {n2[6:]}"
                ),
            )
        )
    return out


def tollfree():
    out = []
    for i in range(22):
        d = "".join(R.choice(string.digits) for _ in range(7))
        pre = R.choice(["800", "800", "800", "888", "877"])
        v = [
            f"800 {d[:3]} {d[3:]}",
            f"01 800 {d[:3]} {d[3:]}",
            f"+52 800 {d[:3]} {d[3:]}",
            f"800-{d[:3]}-{d[3:]}",
            f"(800) {d[:3]}-{d[3:]}",
            f"1-{pre}-{d[:3]}-{d[3:]}",
        ][i % 6]
        t = [
            f"Línea sin costo {v}",
            f"Llama gratis al {v} desde todo México",
            f"Atención telefónica de {emp()[0]}: {v}",
            f"Toll-free customer service: {v}",
            f"Centro de Atención Telefónica (CAT): {v}, opción 2",
            f"Reportes de fallas 24 h: {v}",
        ][i % 6]
        out.append(K("toll-free", "en" if "Toll" in t else "es", f"toll-free form {i % 6}", v, t))
    return out


ROLES = [
    "ventas",
    "contacto",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "soporte",
    "info",
    "privacidad",
    "reservaciones",
    "compras",
    "rh",
    "comunicacion",
    "cobranza",
    "hola",
    "proveedores",
    "datos.personales",
]


def role_mailbox():
    out = []
    for i in range(32):
        e, dom = EMPRESAS[i % len(EMPRESAS)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        form = "role mailbox"
        if i % 7 == 3:
            v = v.upper()
            form += " upper case"
        t = [
            f"Para cotizaciones escriba a {v}",
            f"{e} — {v}",
            f"Contacto de prensa: {v}",
            f"Dudas sobre su factura: {v}",
            f"Aviso de privacidad: para ejercer sus derechos ARCO escriba a {v}",
            f"Support: {v}",
            f"Envíe su CV a {v}",
            f"Reservas y grupos: {v} · Tel. oficina 951 516 2030",
        ][i % 8]
        d = K("role-mailbox", "en" if t.startswith("Support") else "es", f"{form} {i % 8}", v, t)
        if i % 9 == 4:
            q = f"mailto:{v}?subject=Cotizaci%C3%B3n%20mayoreo"
            d.update(
                value=q,
                text=f"Pide tu cotización: {q}",
                form=form + " mailto with query",
                html=f'<p>¿Mayoreo? <a href="{q}">Escríbenos</a> y te respondemos en 24 h.</p>',
            )
        out.append(d)
    return out


def gov_mailbox():
    out = []
    roles = [
        "transparencia",
        "atencion.ciudadana",
        "prensa",
        "contacto",
        "quejas",
        "comunicacion.social",
        "oficialia.partes",
        "denuncias",
    ]
    for i in range(16):
        dom = GOB[i % len(GOB)].rstrip("?")
        v = f"{roles[i % len(roles)]}@{dom}"
        if i % 5 == 2:
            v = v.upper()
        t = [
            f"Unidad de Transparencia: {v}",
            f"Solicitudes de información al correo {v}",
            f"Para quejas y denuncias escriba a {v} o llame al 800 468 8722",
            f"Comunicación Social del Gobierno del Estado — {v}",
            f"Oficialía de partes electrónica: {v}",
        ][i % 5]
        out.append(K("gov-role-mailbox", "es", f"public body mailbox {i % 5}", v, t))
    return out


def company_rfc():
    out = []
    for i in range(16):
        e, _ = emp()
        v = c.make_rfc_pm(R)
        t = [
            f"{e} · RFC {v}",
            f"Datos de facturación del emisor: {e}, RFC: {v}, Régimen General de Ley Personas Morales",
            f"R.F.C. de la empresa: {v}",
            f"Company tax ID (RFC): {v} — {e}",
            f"Razón social: {e} | RFC {v} | Régimen 601",
        ][i % 5]
        out.append(
            K(
                "company-rfc",
                "en" if "Company" in t else "es",
                f"company RFC {i % 5}",
                v,
                t,
                canonical=v,
            )
        )
    return out


def company_clabe():
    out = []
    for i in range(14):
        e, dom = emp()
        v0 = c.make_clabe(R)
        v = v0 if i % 2 else f"{v0[:3]} {v0[3:6]} {v0[6:17]} {v0[17]}"
        t = [
            f"Datos para pago: {c.BANKS[v0[:3]]}, CLABE {v}, a nombre de {e}",
            f"Donativos a la CLABE {v} ({e}); envíe su comprobante a donativos@{dom}",
            f"Transferencia SPEI a {e} — CLABE interbancaria {v}",
            f"Payment details: {e}, CLABE {v}",
            f"Cuenta concentradora de la Tesorería Municipal: CLABE {v}",
            f"Pago de inscripción: depositar a la CLABE {v} de {e}",
            f"Beneficiario: {e} · Banco: {c.BANKS[v0[:3]]} · CLABE: {v}",
        ][i % 7]
        out.append(
            K(
                "company-clabe",
                "en" if "Payment" in t else "es",
                f"company CLABE {i % 7}",
                v,
                t,
                canonical=v0,
            )
        )
    return out


def company_address():
    out = []
    addrs = [
        "Av. Paseo de la Reforma 505, piso 31, Col. Cuauhtémoc, C.P. 06500, Ciudad de México",
        "Blvd. Adolfo López Mateos 2115, Col. Jardines del Moral, C.P. 37160, León, Gto.",
        "Av. Constitución 1100 Ote., Col. Centro, C.P. 64000, Monterrey, N.L.",
        "Calle Macedonio Alcalá 403, Centro Histórico, C.P. 68000, Oaxaca de Juárez, Oax.",
        "Av. Vallarta 6503, Local B-12, Col. Ciudad Granja, C.P. 45010, Zapopan, Jal.",
        "Carretera Federal 57 km 12.5, Parque Industrial Bernardo Quintana, C.P. 76246, El Marqués, Qro.",
        "Insurgentes Sur 1735, Col. Guadalupe Inn, Álvaro Obregón, C.P. 01020, CDMX",
        "Calle 60 núm. 299-E, Col. Centro, C.P. 97000, Mérida, Yuc.",
    ]
    for i in range(16):
        e, _ = emp()
        v = addrs[i % len(addrs)]
        t = [
            f"Oficinas corporativas: {v}",
            f"{e}. Domicilio fiscal: {v}",
            f"Visítanos en nuestra sucursal: {v}",
            f"Planta y almacén de {e} — {v}",
            f"Headquarters: {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
        ][i % 6]
        out.append(
            K("company-address", "en" if "Headq" in t else "es", f"company address {i % 6}", v, t)
        )
    return out


def public_keys():
    out = []
    for i in range(5):
        dsn = f"https://{c.rnd(R, 32, c.HEX)}@o{R.randint(100000, 999999)}.ingest.us.sentry.io/{R.randint(1000000, 9999999)}"
        out.append(
            K(
                "public-key-sdk",
                "en",
                "Sentry DSN in Sentry.init of the page's own script",
                dsn,
                f'Sentry.init({{ dsn: "{dsn}", tracesSampleRate: 0.1, environment: "production" }});',
                where="script",
            )
        )
    for i in range(4):
        app, key = c.rnd(R, 10, string.ascii_uppercase + string.digits), c.rnd(R, 32, c.HEX)
        out.append(
            K(
                "public-key-sdk",
                "en",
                "Algolia search-only key in algoliasearch() of the page's own script",
                key,
                f'const searchClient = algoliasearch("{app}", "{key}"); const index = searchClient.initIndex("productos");',
                where="script",
            )
        )
    for i in range(4):
        pk = (
            "pk.eyJ1Ijoi"
            + c.rnd(R, 18)
            + "IiwiYSI6I"
            + c.rnd(R, 14)
            + "."
            + c.rnd(R, 22, AN + "-_")
        )
        out.append(
            K(
                "public-key-sdk",
                "en",
                "Mapbox pk. in mapboxgl.accessToken of the page's own script",
                pk,
                f"mapboxgl.accessToken = '{pk}'; const map = new mapboxgl.Map({{ container: 'mapa', center: [-99.13, 19.43], zoom: 11 }});",
                where="script",
            )
        )
    for i in range(4):
        anon = c.make_jwt(
            R,
            {
                "iss": "supabase",
                "ref": c.rnd(R, 20, string.ascii_lowercase),
                "role": "anon",
                "iat": 1700000000 + i,
                "exp": 2015576000,
            },
        )
        out.append(
            K(
                "public-key-sdk",
                "en",
                "Supabase anon JWT in createClient of the page's own script",
                anon,
                f"const supabase = supabase.createClient('https://{c.rnd(R, 20, string.ascii_lowercase)}.supabase.co', '{anon}');",
                where="script",
            )
        )
    for i in range(4):
        pk = "pk_live_" + c.rnd(R, 99)
        t = [
            f"const stripe = Stripe('{pk}', {{ locale: 'es-419' }});",
            f'var stripe = Stripe("{pk}"); var elements = stripe.elements();',
            f"const stripePromise = loadStripe('{pk}');",
            f"const stripe = Stripe('{pk}');",
        ][i]
        out.append(
            K(
                "public-key-sdk",
                "en",
                "Stripe pk_live in Stripe() of the page's own script",
                pk,
                t,
                where="script",
            )
        )
    envs = [
        (
            "NEXT_PUBLIC_SUPABASE_ANON_KEY",
            lambda: c.make_jwt(
                R,
                {
                    "iss": "supabase",
                    "ref": c.rnd(R, 20, string.ascii_lowercase),
                    "role": "anon",
                    "iat": 1710000000,
                    "exp": 2025576000,
                },
            ),
        ),
        (
            "VITE_SENTRY_DSN",
            lambda: (
                f"https://{c.rnd(R, 32, c.HEX)}@o{R.randint(100000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}"
            ),
        ),
        ("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", lambda: "pk_live_" + c.rnd(R, 99)),
        (
            "REACT_APP_MAPBOX_TOKEN",
            lambda: "pk.eyJ1Ijoi" + c.rnd(R, 20) + "." + c.rnd(R, 22, AN + "-_"),
        ),
        ("VITE_ALGOLIA_SEARCH_KEY", lambda: c.rnd(R, 32, c.HEX)),
        (
            "NEXT_PUBLIC_SENTRY_DSN",
            lambda: (
                f"https://{c.rnd(R, 32, c.HEX)}@o{R.randint(100000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}"
            ),
        ),
        (
            "VITE_SUPABASE_ANON_KEY",
            lambda: c.make_jwt(
                R,
                {
                    "iss": "supabase",
                    "ref": c.rnd(R, 20, string.ascii_lowercase),
                    "role": "anon",
                    "iat": 1712000000,
                    "exp": 2027576000,
                },
            ),
        ),
        ("REACT_APP_STRIPE_KEY", lambda: "pk_live_" + c.rnd(R, 99)),
        ("NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY", lambda: c.rnd(R, 32, c.HEX)),
        (
            "NEXT_PUBLIC_MAPBOX_TOKEN",
            lambda: "pk.eyJ1Ijoi" + c.rnd(R, 20) + "." + c.rnd(R, 22, AN + "-_"),
        ),
    ]
    for name, mk in envs:
        v = mk()
        out.append(K("public-key-env", "en", f"{name} front-end env line", v, f"{name}={v}"))
    return out


def request_ids():
    out = []
    hd = [
        ("x-request-id", lambda: f"req_{c.rnd(R, 24, c.HEX)}"),
        ("request-id", lambda: "req_011C" + c.rnd(R, 20)),
        ("cf-ray", lambda: f"{c.rnd(R, 16, c.HEX)}-QRO"),
        ("x-amzn-trace-id", lambda: f"Root=1-{c.rnd(R, 8, c.HEX)}-{c.rnd(R, 24, c.HEX)}"),
        ("traceparent", lambda: f"00-{c.rnd(R, 32, c.HEX)}-{c.rnd(R, 16, c.HEX)}-01"),
        ("x-cloud-trace-context", lambda: f"{c.rnd(R, 32, c.HEX)}/{R.randint(10**15, 10**16)};o=1"),
        ("x-amz-cf-id", lambda: c.rnd(R, 56, AN + "_-") + "=="),
        ("x-correlation-id", lambda: c.make_uuid(R)),
        ("apim-request-id", lambda: c.make_uuid(R)),
        ("x-b3-traceid", lambda: c.rnd(R, 32, c.HEX)),
        ("openai-processing-ms", lambda: str(R.randint(120, 2200))),
        ("x-ratelimit-remaining-requests", lambda: str(R.randint(0, 4999))),
    ]
    for name, mk in hd:
        v = mk()
        kind = (
            "header-number"
            if name.startswith(("openai-processing", "x-ratelimit"))
            else "request-id"
        )
        out.append(K(kind, "en", f"recorded header {name}", v, v, header=name, where="header"))
    bd = [
        ("request_id", lambda: c.make_uuid(R)),
        ("traceId", lambda: c.rnd(R, 32, c.HEX)),
        ("requestId", lambda: f"req_{c.rnd(R, 26, string.ascii_lowercase + string.digits)}"),
        ("span_id", lambda: c.rnd(R, 16, c.HEX)),
        ("x_request_id", lambda: c.rnd(R, 32, c.HEX)),
        ("id", lambda: f"chatcmpl-{c.rnd(R, 29)}"),
        ("id", lambda: f"msg_01{c.rnd(R, 22)}"),
        ("trace", lambda: f"trace_{c.rnd(R, 32, c.HEX)}"),
        ("run_id", lambda: f"run_{c.rnd(R, 24)}"),
        ("search_id", lambda: c.make_uuid(R)),
        ("response_id", lambda: f"resp_{c.rnd(R, 48, c.HEX)}"),
        ("event_id", lambda: f"evt_{c.rnd(R, 24)}"),
    ]
    for name, mk in bd:
        v = mk()
        out.append(K("request-id", "en", f"body field {name}", v, v, key=name, where="data"))
    return out


def hashes():
    out = []
    for i in range(14):
        f = [
            ("sha256", lambda: c.rnd(R, 64, c.HEX), "sha256: {v}"),
            ("git commit", lambda: c.rnd(R, 40, c.HEX), "Fixed in commit {v}"),
            ("etag", lambda: c.rnd(R, 32, c.HEX), 'ETag: "{v}"'),
            ("sri", lambda: "sha384-" + c.rnd(R, 64, AN + "+/"), "integrity={v}"),
            ("md5", lambda: c.rnd(R, 32, c.HEX), "MD5 del archivo: {v}"),
            ("sha1", lambda: c.rnd(R, 40, c.HEX), "sha1sum {v}  reporte_anual_2023.pdf"),
            (
                "docker digest",
                lambda: "sha256:" + c.rnd(R, 64, c.HEX),
                "image: ghcr.io/acme/radar@{v}",
            ),
        ][i % 7]
        v = f[1]()
        out.append(
            K("hash", "es" if "archivo" in f[2] else "en", f"hash {f[0]}", v, f[2].format(v=v))
        )
    return out


def uuids():
    out = []
    for i in range(12):
        v = c.make_uuid(R)
        if i % 4 == 3:
            v = v.upper()
        t = [
            f"documentId: {v}",
            f"Folio fiscal (UUID) del CFDI emitido por {emp()[0]}: {v}",
            f"El reporte se identifica con {v}",
            f"dataset id {v}",
            f"session replay {v} (sin datos de usuario)",
            f"ID del expediente público: {v}",
        ][i % 6]
        out.append(K("uuid", "es" if i % 6 in (1, 2, 5) else "en", f"uuid {i % 6}", v, t))
    return out


def dates():
    out = []
    for i in range(16):
        y, m, d = R.randint(2015, 2025), R.randint(1, 12), R.randint(1, 28)
        f = [
            (
                f"{y}-{m:02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:00Z",
                "publishedAt: {v}",
            ),
            (
                f"{d} de {['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][m - 1]} de {y}",
                "Publicado el {v}",
            ),
            (f"{d:02d}/{m:02d}/{y}", "Fecha de publicación en el DOF: {v}"),
            (f"{y}-{m:02d}-{d:02d}", "retrievedAt {v}"),
            (f"{d:02d}.{m:02d}.{y}", "Stand: {v}"),
            (f"Tue, 11 Jun 2024 10:22:{d + 10:02d} GMT", "Last-Modified: {v}"),
            (f"{d:02d}-{m:02d}-{y}", "Vigencia de la convocatoria: hasta el {v}"),
            ("2020", "Censo de Población y Vivienda {v}"),
        ][i % 8]
        out.append(
            K(
                "date",
                "es" if i % 8 in (1, 2, 6, 7) else "en",
                f"date {i % 8}",
                f[0],
                f[1].format(v=f[0]),
            )
        )
    return out


def numbers():
    out = []
    mk = [
        (
            "order-number",
            lambda: f"MX-{R.randint(2019, 2025)}-{R.randint(100000, 999999)}",
            "Pedido #{v} enviado",
        ),
        ("order-number", lambda: f"{R.randint(10**9, 10**10)}", "Número de orden: {v}"),
        ("order-number", lambda: f"FAC-{R.randint(1000, 99999):06d}", "Factura {v} de {e}"),
        (
            "folio",
            lambda: f"{R.randint(100000, 9999999):09d}",
            "Folio de la solicitud de información: {v}",
        ),
        (
            "folio",
            lambda: f"{R.randint(330000000, 339999999)}{R.randint(10000, 99999)}",
            "Folio PNT {v} (respuesta de la dependencia)",
        ),
        (
            "tracking-number",
            lambda: " ".join(str(R.randint(1000, 9999)) for _ in range(3)),
            "Número de guía Estafeta: {v}",
        ),
        (
            "tracking-number",
            lambda: f"1Z{c.rnd(R, 16, string.ascii_uppercase + string.digits)}",
            "UPS tracking {v}",
        ),
        (
            "registry",
            lambda: f"N-{R.randint(2015, 2024)}{R.randint(100000, 999999)}",
            "Folio Mercantil Electrónico {v} de {e}",
        ),
        (
            "registry",
            lambda: (
                f"{c.rnd(R, 1, 'ABCDEY')}{R.randint(10, 99)}-{R.randint(10000, 99999)}-{R.randint(10, 99)}-{R.randint(0, 9)}"
            ),
            "Registro patronal IMSS de {e}: {v}",
        ),
        (
            "registry",
            lambda: f"{R.randint(10**13, 10**14)}",
            "Licencia sanitaria COFEPRIS del establecimiento {v}",
        ),
        ("registry", lambda: f"{R.randint(1000000, 9999999)}", "Registro RENIECYT {v} — {e}"),
        (
            "registry",
            lambda: f"{c.rnd(R, 4, string.ascii_uppercase)}{R.randint(10**12, 10**13)}",
            "CLUNI de la organización: {v}",
        ),
        (
            "sku",
            lambda: (
                f"{c.rnd(R, 3, string.ascii_uppercase)}-{R.randint(1000, 9999)}-{c.rnd(R, 2, string.ascii_uppercase)}"
            ),
            "SKU {v}",
        ),
        ("sku", lambda: f"{R.randint(7500000000000, 7509999999999)}", "Código de barras (EAN) {v}"),
        (
            "case-number",
            lambda: f"{R.randint(100, 9999)}/{R.randint(2018, 2025)}",
            "Acción de inconstitucionalidad {v}",
        ),
        (
            "case-number",
            lambda: f"RRA {R.randint(1000, 19999)}/{R.randint(19, 25)}",
            "Recurso de revisión {v} resuelto por el pleno",
        ),
    ]
    for i in range(48):
        kind, f, t = mk[i % len(mk)]
        v = f()
        out.append(
            K(
                kind,
                "en" if "UPS" in t else "es",
                f"{kind} {i % len(mk)}",
                v,
                t.format(v=v, e=emp()[0]),
            )
        )
    for i in range(10):
        v = c.make_isbn13(R)
        w = v if i % 2 else f"{v[:3]}-{v[3:6]}-{v[6:9]}-{v[9:12]}-{v[12]}"
        out.append(
            K(
                "isbn",
                "es" if i % 3 else "pt",
                f"ISBN-13 {'plain' if i % 2 else 'hyphenated'}",
                w,
                [f"ISBN {w}", f"ISBN: {w} (rústica, 2ª ed.)", f"ISBN da edição brasileira: {w}"][
                    i % 3
                ],
                canonical=v,
            )
        )
    for i in range(6):
        v = f"10.{R.randint(1000, 9999)}/{c.rnd(R, 4, string.ascii_lowercase)}.{R.randint(2015, 2025)}.{R.randint(100, 99999)}"
        out.append(K("doi", "en", "DOI", v, f"https://doi.org/{v}"))
    return out


def statistics():
    out = []
    tpl = [
        (
            "El presupuesto aprobado para 2025 asciende a ${v} millones de pesos",
            lambda: f"{R.randint(1, 999)},{R.randint(100, 999)}.{R.randint(1, 9)}",
        ),
        (
            "Población total: {v} habitantes",
            lambda: f"{R.randint(1, 130)},{R.randint(100, 999)},{R.randint(100, 999)}",
        ),
        (
            "Unidades económicas registradas en el DENUE: {v}",
            lambda: f"{R.randint(1, 5)},{R.randint(100, 999)},{R.randint(100, 999)}",
        ),
        (
            "Monto del contrato: ${v} MXN (IVA incluido)",
            lambda: f"{R.randint(1, 99)},{R.randint(100, 999)},{R.randint(100, 999)}.00",
        ),
        (
            "El PIB creció {v} % anual en el tercer trimestre",
            lambda: f"{R.randint(0, 5)}.{R.randint(0, 9)}",
        ),
        (
            "Clave de localidad INEGI {v}",
            lambda: f"{R.randint(1, 32):02d}{R.randint(1, 120):03d}{R.randint(1, 9999):04d}",
        ),
        (
            "Se recaudaron {v} pesos por concepto de ISR",
            lambda: f"{R.randint(1000000000, 9999999999)}",
        ),
        (
            "Visitantes registrados en el año: {v}",
            lambda: f"{R.randint(1000, 999999):,}".replace(",", " "),
        ),
        (
            "Absatz Januar–November 2021: {v} Tonnen",
            lambda: f"{R.randint(1000, 99999)}.{R.randint(100, 999)}",
        ),
        (
            "Precio promedio del kilo de tortilla: ${v}",
            lambda: f"{R.randint(18, 28)}.{R.randint(10, 99)}",
        ),
    ]
    for i in range(20):
        t, f = tpl[i % len(tpl)]
        v = f()
        out.append(
            K(
                "statistic",
                "en" if "Absatz" in t else "es",
                f"statistic {i % len(tpl)}",
                v,
                t.format(v=v),
            )
        )
    return out


def placeholders():
    vals = [
        ("redacted@example.test", "Correo: redacted@example.test"),
        ("+52-000-000-0000", "Teléfono: +52-000-000-0000"),
        ("sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX"),
        ("<YOUR_API_KEY>", "x-api-key: <YOUR_API_KEY>"),
        ("****-****-****-4242", "Tarjeta terminación ****-****-****-4242"),
        ("XXXX000000XXXXXX00", "CURP: XXXX000000XXXXXX00"),
        ("[REDACTADO]", "Domicilio particular: [REDACTADO]"),
        ("tvly-YOUR_API_KEY", "TAVILY_API_KEY=tvly-YOUR_API_KEY"),
        ("Bearer <token>", "Authorization: Bearer <token>"),
        ("${OPENAI_API_KEY}", "api_key: ${OPENAI_API_KEY}"),
        ("{{ secrets.FIRECRAWL_API_KEY }}", "FIRECRAWL_API_KEY: {{ secrets.FIRECRAWL_API_KEY }}"),
        ("<REDACTED>", "Cookie: <REDACTED>"),
        ("usuario@example.com", "Ejemplo: usuario@example.com"),
        ("55 0000 0000", "Celular (ejemplo): 55 0000 0000"),
        ("sk-...", "OPENAI_API_KEY=sk-..."),
        ("XAXX010101000", "RFC genérico para público en general: XAXX010101000"),
        (
            "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "token: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        ("REDACTED", "authorization: REDACTED"),
        (
            "nombre.apellido@dominio.com",
            "Formato de correo institucional: nombre.apellido@dominio.com",
        ),
        ("000000000000000000", "CLABE: 000000000000000000 (ejemplo)"),
    ]
    return [
        K(
            "placeholder",
            "es" if any(ch in t for ch in "áéíóú") or "Correo" in t or "Tarjeta" in t else "en",
            "placeholder",
            v,
            t,
        )
        for v, t in vals
    ]


def samples():
    vals = [
        (
            "AKIAIOSFODNN7EXAMPLE",
            "The AWS documentation uses the example access key ID AKIAIOSFODNN7EXAMPLE",
        ),
        (
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "Example secret access key from the AWS docs: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "4242 4242 4242 4242",
            "Tarjeta de prueba de Stripe (modo test): 4242 4242 4242 4242, cualquier CVC",
        ),
        ("5555555555554444", "Stripe test card (Mastercard): 5555555555554444"),
        (
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "Ejemplo de JWT de jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        ),
        (
            "AKIAI44QH8DHBEXAMPLE",
            "aws_access_key_id = AKIAI44QH8DHBEXAMPLE  # example from the IAM user guide",
        ),
        ("378282246310005", "American Express test number: 378282246310005"),
        (
            "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
            "Sample secret (AWS docs): je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
        ),
        ("4000 0000 0000 0002", "Tarjeta de prueba que simula un rechazo: 4000 0000 0000 0002"),
        (
            "xoxb-not-a-real-token-this-will-not-work",
            "Slack docs sample: xoxb-not-a-real-token-this-will-not-work",
        ),
    ]
    return [
        K(
            "sample-key",
            "es" if "Tarjeta" in t or "Ejemplo" in t else "en",
            "vendor documented sample",
            v,
            t,
        )
        for v, t in vals
    ]


def public_figures():
    out = []
    figs = [
        ("la secretaria de Economía", "Marcela Ibarra Villaseñor"),
        ("el gobernador de Querétaro", "Alfonso Treviño Garza"),
        ("la presidenta municipal de Zapopan", "Lorena Camacho Ruiz"),
        ("el director general de Pemex", "Ernesto Salinas Cordero"),
        ("la titular del SAT", "Beatriz Olvera Anaya"),
        ("el canciller", "Rubén Echeverría Luna"),
        ("la ministra de la Suprema Corte", "Claudia Ortega Medina"),
        ("el presidente del INEGI", "Tomás Aranda Quiroz"),
        ("la senadora por Jalisco", "Sofía Urrutia Peña"),
        ("el ministro de Economía argentino", "Federico Lanusse"),
    ]
    tpl = [
        "{r}, {n}, anunció este martes una inversión de 1,200 millones de dólares en el Bajío",
        "«No habrá aumento de impuestos», dijo {n}, {r}, en conferencia de prensa",
        "Según {n} ({r}), la planta se pausará hasta 2026",
        "{n}, {r}, inauguró el nuevo centro de datos en Querétaro",
    ]
    for i in range(20):
        role, n = figs[i % len(figs)]
        t = tpl[i % len(tpl)].format(r=role, n=n)
        t = t[0].upper() + t[1:]
        out.append(K("public-figure", "es", f"public figure with public role {i % len(tpl)}", n, t))
    return out


def analytics():
    vals = [
        f"G-{c.rnd(R, 10, string.ascii_uppercase + string.digits)}",
        f"GTM-{c.rnd(R, 7, string.ascii_uppercase + string.digits)}",
        f"UA-{R.randint(10**7, 10**8)}-{R.randint(1, 9)}",
        f"ca-pub-{R.randint(10**15, 10**16)}",
        f"G-{c.rnd(R, 10, string.ascii_uppercase + string.digits)}",
        f"{R.randint(10**14, 10**15)}",
        f"GTM-{c.rnd(R, 6, string.ascii_uppercase + string.digits)}",
        f"AW-{R.randint(10**9, 10**10)}",
    ]
    tpl = [
        "gtag('config', '{v}');",
        "Contenedor de Tag Manager {v}",
        "Google Analytics property {v}",
        'data-ad-client="{v}"',
        "measurement_id: {v}",
        "Meta Pixel ID {v} (publicado en el sitio)",
        "GTM container {v}",
        "Google Ads conversion id {v}",
    ]
    return [
        K(
            "analytics-id",
            "es" if i in (1, 5) else "en",
            "public analytics id",
            v,
            tpl[i].format(v=v),
        )
        for i, v in enumerate(vals)
    ]


def items():
    return (
        switchboard()
        + tollfree()
        + role_mailbox()
        + gov_mailbox()
        + company_rfc()
        + company_clabe()
        + company_address()
        + public_keys()
        + request_ids()
        + hashes()
        + uuids()
        + dates()
        + numbers()
        + statistics()
        + placeholders()
        + samples()
        + public_figures()
        + analytics()
    )
