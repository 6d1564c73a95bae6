"""Keepers: what seed §3 keeps, written to look as close to personal data / secrets as it gets."""

# ruff: noqa: E501  (item texts are data: one sentence per line reads best)

from __future__ import annotations

import base64
import datetime as dt
import random
import string

import gen
from content_personal import MESES, MONTHS, Spec, spec
from gen import HEX
from stdnum import ean, luhn

COMPANIES = [
    ("Refaccionaria Tlaquepaque", "refaccionariatlaquepaque.com.mx", "RTL"),
    ("Grupo Hotelero Bahía Azul", "bahiaazul.mx", "GHB"),
    ("Laboratorios Clínicos del Bajío", "labbajio.com.mx", "LCB"),
    ("Mueblería La Económica", "laeconomica.mx", "MEC"),
    ("Papelería El Estudiante", "papeleriaelestudiante.com", "PES"),
    ("Transportes Sierra Madre", "tsierramadre.com.mx", "TSM"),
    ("Constructora Anáhuac", "constructoraanahuac.mx", "CAN"),
    ("Farmacias San Judas", "farmaciassanjudas.com.mx", "FSJ"),
    ("Editorial Colibrí", "editorialcolibri.mx", "ECO"),
    ("Software Maya Digital", "mayadigital.io", "SMD"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "prensa",
    "recursos.humanos",
    "info",
    "cotizaciones",
    "compras",
    "privacidad",
    "reclutamiento",
    "hola",
    "sales",
    "support",
    "noreply",
    "comunicacion",
    "legal",
    "datospersonales",
    "proveedores",
]
GOV = [
    ("atencion.ciudadana", "sat.gob.mx"),
    ("contacto", "imss.gob.mx"),
    ("transparencia", "cdmx.gob.mx"),
    ("unidad.transparencia", "inegi.org.mx"),
    ("quejas", "profeco.gob.mx"),
    ("oficialia.partes", "jalisco.gob.mx"),
    ("comunicacion.social", "queretaro.gob.mx"),
    ("atencion", "ine.mx"),
    ("denuncias", "sfp.gob.mx"),
    ("contacto.cofepris", "salud.gob.mx"),
    ("informes", "conacyt.mx"),
    ("tramites", "sre.gob.mx"),
    ("datos.abiertos", "economia.gob.mx"),
    ("buzon", "guanajuato.gob.mx"),
    ("difusion", "uaq.mx"),
    ("contraloria", "nl.gob.mx"),
]
OFFICES = [
    (
        "Av. Paseo de la Reforma 250, piso 14, Col. Juárez, C.P. 06600, Cuauhtémoc, CDMX",
        "Oficinas corporativas",
    ),
    ("Blvd. Adolfo López Mateos 1902, Col. Jardines del Moral, C.P. 37160, León, Gto.", "Matriz"),
    (
        "Av. Vallarta 6503, Local 12, Col. Ciudad Granja, C.P. 45010, Zapopan, Jal.",
        "Sucursal Vallarta",
    ),
    (
        "Calz. del Valle 400 Ote., Col. Del Valle, C.P. 66220, San Pedro Garza García, N.L.",
        "Oficina regional",
    ),
    (
        "Av. Insurgentes Sur 1685, piso 3, Col. Guadalupe Inn, C.P. 01020, Álvaro Obregón, CDMX",
        "Corporativo",
    ),
    ("Carretera Querétaro–San Luis Km 12.5, Parque Industrial Jurica, C.P. 76120, Qro.", "Planta"),
    ("Calle 60 No. 299-E x 33, Col. Centro, C.P. 97000, Mérida, Yuc.", "Tienda Centro"),
    ("Av. Juárez 18, Col. Centro, C.P. 72000, Puebla, Pue.", "Módulo de atención"),
    ("Blvd. Kukulcán Km 9.5, Zona Hotelera, C.P. 77500, Cancún, Q. Roo", "Hotel"),
    ("Av. Tecnológico 1450, Col. Los Álamos, C.P. 38010, Celaya, Gto.", "Centro de distribución"),
    ("Periférico Sur 4121, Col. Fuentes del Pedregal, C.P. 14140, Tlalpan, CDMX", "Oficinas"),
    ("Av. Constitución 2050 Pte., Col. Obispado, C.P. 64060, Monterrey, N.L.", "Sede Monterrey"),
]
LADAS = ["55", "33", "81", "442", "477", "222", "999", "998"]


def _land(rng: random.Random, lada: str) -> tuple[str, str]:
    rest = str(rng.randint(2, 8)) + gen.rand(rng, 9 - len(lada), string.digits)
    return lada, rest


def _not_luhn(rng: random.Random, n: int) -> str:
    while True:
        v = gen.rand(rng, n, string.digits)
        if not luhn.is_valid(v):
            return v


def all_items(rng: random.Random) -> list[Spec]:
    out: list[Spec] = []

    def k(
        kind: str,
        lang: str,
        form: str,
        value: str,
        text: str,
        key: str = "info",
        medium: str = "any",
        html: str | None = None,
        check: tuple[str, str] | None = None,
        header: tuple[str, str] | None = None,
    ) -> None:
        out.append(
            spec(
                kind,
                lang,
                form,
                value,
                text,
                key,
                medium=medium,
                html=html,
                check=check,
                family="keep",
                header=header,
            )
        )

    # ---- role mailboxes (30)
    for i in range(30):
        name, dom, _ = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        a = f"{role}@{dom}"
        forms = [
            ("es", "Escríbenos a", f"Escríbenos a {a} y te respondemos en 24 h", "contacto"),
            ("es", "role mailbox upper", f"CONTACTO: {a.upper()}", "pie"),
            ("en", "mailto with subject (role)", f"mailto:{a}?subject=Quote", "link"),
            (
                "es",
                "Aviso de privacidad, role",
                f"Para ejercer tus derechos ARCO escribe a {a}",
                "aviso_privacidad",
            ),
            ("pt", "pt role", f"Fale com a equipe: {a}", "rodape"),
            ("es", "CSV of company contacts", f"{name},{a},Tel. conmutador", "directorio"),
        ]
        lang, form, text, key = forms[i % len(forms)]
        value = a.upper() if "upper" in form else a
        if form.startswith("mailto"):
            k(
                "role-mailbox",
                lang,
                form,
                f"mailto:{a}?subject=Quote",
                text,
                "m",
                medium="html",
                html=f'<p><a href="mailto:{a}?subject=Quote">{name} sales</a></p>',
            )
        else:
            k("role-mailbox", lang, form, value, text, key)

    # ---- government role mailboxes (16)
    for i, (role, dom) in enumerate(GOV):
        a = f"{role}@{dom}"
        lang = "es" if i % 4 else "en"
        text = (
            f"Dudas sobre el trámite: {a}"
            if lang == "es"
            else f"Questions about the procedure: {a}"
        )
        if i % 5 == 2:
            text = f"Unidad de Transparencia — correo institucional {a} — Tel. conmutador"
        k("gov-role-mailbox", lang, "gob.mx / institutional role mailbox", a, text, "dependencia")

    # ---- switchboards and extensions (26)
    for i in range(26):
        lada, rest = _land(rng, LADAS[i % len(LADAS)])
        ext = rng.randint(100, 9999)
        half = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
        forms = [
            (
                "es",
                "Conmutador + ext.",
                f"({lada}) {half[0]} {half[1]} ext. {ext}",
                "Conmutador: {v}",
            ),
            (
                "es",
                "Tel. oficina",
                f"{lada} {half[0]} {half[1]}",
                "Tel. oficina: {v}, lunes a viernes 9 a 18 h",
            ),
            (
                "es",
                "+52 switchboard with Ext.",
                f"+52 {lada} {half[0]} {half[1]} Ext. {ext}",
                "Atención a clientes {v}",
            ),
            ("en", "main line", f"+52 ({lada}) {half[0]}-{half[1]}", "Main office line: {v}"),
            ("es", "tel: link to conmutador", f"+52{lada}{rest}", "tel"),
            (
                "es",
                "sucursal tel",
                f"{lada}.{half[0]}.{half[1]}",
                "Sucursal Centro — Tel. {v} (horario de tienda)",
            ),
            (
                "pt",
                "pt central",
                f"+52 {lada} {half[0]} {half[1]}",
                "Central de atendimento no México: {v}",
            ),
            ("es", "conmutador opción", f"{lada} {half[0]} {half[1]}, opción 3", "Conmutador {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        if tmpl == "tel":
            k(
                "switchboard",
                lang,
                form,
                v,
                v,
                "tel",
                medium="html",
                html=f'<p>Conmutador: <a href="tel:{v}">llámanos</a> (oficinas {COMPANIES[i % 10][0]})</p>',
            )
        else:
            k("switchboard", lang, form, v, tmpl.format(v=v), "telefono")

    # ---- 800 numbers (18)
    for i in range(18):
        body = gen.rand(rng, 7, string.digits)
        forms = [
            ("es", "800 spaced", f"800 {body[:3]} {body[3:]}", "Llama sin costo al {v}"),
            ("es", "01 800 legacy", f"01 800 {body[:3]} {body[3:]}", "Lada sin costo: {v}"),
            ("es", "800 dashed", f"800-{body[:3]}-{body[3:]}", "Línea de atención {v}"),
            (
                "en",
                "toll-free +52 800",
                f"+52 800 {body[:3]} {body[3:]}",
                "Toll-free from Mexico: {v}",
            ),
            ("es", "800 compact", f"800{body}", "Tel. 800{b} (sin costo)".replace("{b}", body)),
            ("es", "800 with letters", f"800 CONTACTO ({body[:3]} {body[3:]})", "Marca {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        k("toll-free", lang, form, v, tmpl.format(v=v), "linea")

    # ---- office addresses (24)
    for i in range(24):
        addr, label = OFFICES[i % len(OFFICES)]
        cname = COMPANIES[i % len(COMPANIES)][0]
        forms = [
            ("es", "Oficinas corporativas label", f"{label}: {addr}", "direccion"),
            ("es", "Visítanos en", f"Visítanos en {addr} ({cname})", "ubicacion"),
            ("en", "Headquarters", f"{cname} headquarters — {addr}", "hq"),
            (
                "es",
                "aviso de privacidad responsable",
                f"{cname}, con domicilio en {addr}, es responsable del tratamiento de sus datos",
                "aviso",
            ),
        ]
        lang, form, text, key = forms[i % len(forms)]
        if i % 6 == 5:
            k(
                "company-address",
                "es",
                "address element of company",
                addr,
                addr,
                "a",
                medium="html",
                html=f"<address>{cname}<br>{addr}<br>Conmutador y ventas</address>",
            )
        else:
            k("company-address", lang, form, addr, text, key)

    # ---- publication / capture dates, incl. bylines with a person's name (26)
    for i in range(26):
        d = dt.date(rng.randint(2017, 2025), rng.randint(1, 12), rng.randint(1, 28))
        t = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"
        first = rng.choice(gen.FIRST_F + gen.FIRST_M)
        last = rng.choice(gen.SURNAMES)
        forms = [
            (
                "es",
                "byline Por … | fecha",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                f"Por {first} {last} | {d.day} de {MESES[d.month - 1]} de {d.year}",
            ),
            (
                "es",
                "Publicado el dd/mm/yyyy",
                f"{d:%d/%m/%Y}",
                f"Publicado el {d:%d/%m/%Y} a las {t} h",
            ),
            (
                "en",
                "publishedAt ISO",
                f"{d:%Y-%m-%d}T{t}:00Z",
                f"publishedAt: {d:%Y-%m-%d}T{t}:00Z",
            ),
            (
                "en",
                "By … on Month d, yyyy",
                f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
                f"By {first} {last} on {MONTHS[d.month - 1]} {d.day}, {d.year}",
            ),
            ("es", "Actualizado", f"{d:%d.%m.%Y}", f"Actualizado: {d:%d.%m.%Y} {t}"),
            (
                "en",
                "Date header value",
                f"{d:%a, %d %b %Y} {t}:00 GMT",
                f"Date: {d:%a, %d %b %Y} {t}:00 GMT",
            ),
            (
                "pt",
                "pt publicado em",
                f"{d:%d/%m/%Y}",
                f"Publicado em {d:%d/%m/%Y}, por {first} {last}",
            ),
            (
                "es",
                "fecha de captura",
                f"{d:%Y-%m-%d}",
                f"retrievedAt {d:%Y-%m-%d} · cacheAgeSeconds 3600",
            ),
            (
                "es",
                "fundada en (company)",
                f"{d.day} de {MESES[d.month - 1]} de {1950 + i}",
                f"La empresa fue fundada el {d.day} de {MESES[d.month - 1]} de {1950 + i} en León",
            ),
        ]
        lang, form, v, text = forms[i % len(forms)]
        if i % 9 == 8:
            v = f"{d.day} de {MESES[d.month - 1]} de {1950 + i}"
        k("date", lang, form, v, text, "fecha")

    # ---- company RFCs (16)
    for i in range(16):
        name, _, three = COMPANIES[i % len(COMPANIES)]
        founded = dt.date(rng.randint(1985, 2015), rng.randint(1, 12), rng.randint(1, 28))
        r = gen.rfc_moral(three, founded, rng)
        forms = [
            ("es", "RFC emisor in CFDI", f"Emisor: {name}, S.A. de C.V. — RFC {r}"),
            ("es", "pie de página RFC", f"{name} S.A.P.I. de C.V. · R.F.C. {r}"),
            ("es", "lower-case company RFC", f"rfc del proveedor (empresa): {r.lower()}"),
            ("en", "vendor tax id", f"Vendor tax ID (RFC, company): {r}"),
        ]
        lang, form, text = forms[i % len(forms)]
        v = r.lower() if "lower" in form else r
        k("company-rfc", lang, form, v, text, "emisor", check=("rfc", r))

    # ---- ISBN / ISSN (16) and DOI (8)
    for i in range(16):
        if i % 2 == 0:
            b = gen.isbn13(rng)
            v = f"{b[:3]}-{b[3:6]}-{b[6:10]}-{b[10:12]}-{b[12]}" if i % 4 == 0 else b
            k(
                "isbn-issn",
                ["es", "en", "pt"][i % 3],
                "ISBN-13",
                v,
                f"ISBN {v} · Editorial Colibrí, 2021",
                "ficha",
                check=("isbn", b),
            )
        else:
            s = gen.issn8(rng)
            k(
                "isbn-issn",
                ["es", "en"][i % 2],
                "ISSN",
                s,
                f"Revista Mexicana de Estudios Urbanos, ISSN {s} (versión en línea)",
                "revista",
                check=("issn", s),
            )
    for i in range(8):
        doi = f"10.{rng.randint(1000, 9999)}/{gen.rand(rng, 4, string.ascii_lowercase)}.{rng.randint(2015, 2025)}.{rng.randint(1, 999):03d}"
        text = [f"https://doi.org/{doi}", f"DOI: {doi}", f"doi:{doi}"][i % 3]
        k("doi", "en" if i % 2 else "es", "DOI", doi, text, "referencia")

    # ---- order / tracking / case numbers (14 / 12 / 10)
    for i in range(14):
        forms = [
            ("es", "Pedido #", f"#{rng.randint(100000, 999999)}", "Tu pedido {v} fue enviado"),
            (
                "es",
                "No. de orden alfanumérico",
                f"MX-{gen.rand(rng, 3, string.ascii_uppercase)}-{rng.randint(10**7, 10**8)}",
                "No. de orden: {v}",
            ),
            (
                "en",
                "order id",
                f"ORD{rng.randint(10**9, 10**10)}",
                "order_id={v} status=paid total=1249.00",
            ),
            (
                "es",
                "folio de compra 16 dígitos, not Luhn-valid",
                _not_luhn(rng, 16),
                "Folio de compra: {v} (no es tarjeta)",
            ),
            (
                "pt",
                "número do pedido",
                f"{rng.randint(10**6, 10**7)}-{rng.randint(10, 99)}",
                "Número do pedido: {v}",
            ),
            ("es", "folio fiscal UUID (CFDI)", gen.uuid4(rng).upper(), "Folio fiscal: {v}"),
            (
                "es",
                "ticket tienda 20 dígitos",
                gen.rand(rng, 20, string.digits),
                "TICKET {v} CAJA 04",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        k("order-number", lang, form, v, tmpl.format(v=v), "pedido")
    for i in range(12):
        forms = [
            ("es", "guía DHL 10 dígitos", gen.rand(rng, 10, string.digits), "Guía DHL: {v}"),
            (
                "en",
                "UPS 1Z",
                "1Z" + gen.rand(rng, 16, string.ascii_uppercase + string.digits),
                "UPS tracking {v}",
            ),
            (
                "es",
                "Estafeta 22 dígitos",
                gen.rand(rng, 22, string.digits),
                "Número de guía Estafeta {v}",
            ),
            ("es", "FedEx 12 dígitos", gen.rand(rng, 12, string.digits), "Rastreo FedEx: {v}"),
            (
                "en",
                "USPS 20+",
                "9400" + gen.rand(rng, 18, string.digits),
                "USPS tracking number {v}",
            ),
            (
                "es",
                "Correos de México",
                f"MX{gen.rand(rng, 9, string.digits)}MX",
                "Envío por Correos de México, guía {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        k("tracking-number", lang, form, v, tmpl.format(v=v), "envio")
    for i in range(10):
        forms = [
            (
                "es",
                "número de caso",
                f"CAS-{rng.randint(10**5, 10**6)}-{gen.rand(rng, 6, string.ascii_uppercase + string.digits)}",
                "Tu número de caso es {v}",
            ),
            ("en", "incident id", f"INC{rng.randint(10**6, 10**7)}", "Incident {v} resolved"),
            (
                "es",
                "folio PROFECO",
                f"PFC/{rng.randint(100, 999)}/{rng.randint(2020, 2025)}",
                "Queja con folio {v}",
            ),
            (
                "es",
                "expediente",
                f"{rng.randint(100, 9999)}/{rng.randint(2018, 2025)}",
                "Expediente {v} del juzgado tercero",
            ),
            (
                "en",
                "Zendesk ticket",
                f"#{rng.randint(100000, 999999)}",
                "Ticket {v} — status: pending",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        k("case-number", lang, form, v, tmpl.format(v=v), "caso")

    # ---- SKUs (12), UUIDs (14), hashes (14), analytics ids (10)
    for i in range(12):
        forms = [
            f"SKU: {gen.rand(rng, 3, string.ascii_uppercase)}-{rng.randint(1000, 9999)}-{rng.choice(['CH', 'MD', 'GD'])}",
            f"Modelo {gen.rand(rng, 2, string.ascii_uppercase)}{rng.randint(100, 999)}{gen.rand(rng, 1, string.ascii_uppercase)}",
            "EAN "
            + (lambda b: b + ean.calc_check_digit(b))("750" + gen.rand(rng, 9, string.digits)),
            f"item_sku={gen.rand(rng, 10, string.ascii_uppercase + string.digits)}",
        ]
        text = forms[i % 4]
        v = text.split(" ", 1)[1] if " " in text else text.split("=", 1)[1]
        k(
            "sku",
            ["es", "en"][i % 2],
            ["SKU", "modelo", "EAN", "sku field"][i % 4],
            v,
            text,
            "producto",
        )
    for i in range(14):
        u = gen.uuid4(rng)
        forms = [
            ("en", "x-request-id", f"x-request-id: {u}"),
            ("es", "id de resultado", f"resultado {u}"),
            ("en", "trace id", f"trace_id={u} span=search"),
            ("en", "upper uuid", f"RequestId {u.upper()}"),
        ]
        lang, form, text = forms[i % 4]
        v = u.upper() if "upper" in form else u
        if i % 7 == 3:
            k(
                "uuid",
                "en",
                "x-request-id recorded header",
                u,
                "",
                medium="header",
                header=("x-request-id", u),
            )
        else:
            k("uuid", lang, form, v, text, "id")
    for i in range(14):
        blob = gen.rand(rng, 30)
        forms = [
            ("en", "sha256 of body", gen.sha256_of(blob), "sha256 {v}"),
            ("en", "git commit", gen.sha256_of(blob)[:40], "commit {v}"),
            ("es", "sha256 del original", gen.sha256_of(blob), "sha256 del cuerpo original: {v}"),
            ("en", "md5 etag", gen.sha256_of(blob)[:32], 'ETag: "{v}"'),
            ("en", "sha1 checksum", gen.sha256_of(blob)[:40], "sha1sum: {v}  capture.html"),
            ("es", "short git sha", gen.sha256_of(blob)[:12], "desplegado desde {v}"),
            (
                "en",
                "SRI sha384",
                base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode(),
                'integrity="sha384-{v}"',
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        if i == 7:
            k(
                "hash",
                "en",
                "ETag recorded header",
                v,
                "",
                medium="header",
                header=("etag", f'W/"{v}"'),
            )
        else:
            k("hash", lang, form, v, tmpl.format(v=v), "hash")
    for i in range(10):
        forms = [
            f"G-{gen.rand(rng, 10, string.ascii_uppercase + string.digits)}",
            f"UA-{rng.randint(10**7, 10**8)}-{rng.randint(1, 9)}",
            f"GTM-{gen.rand(rng, 7, string.ascii_uppercase + string.digits)}",
            f"AW-{rng.randint(10**9, 10**10)}",
            f"fbq('init', '{rng.randint(10**14, 10**15)}')",
        ]
        text = forms[i % 5]
        v = text.split("'")[3] if text.startswith("fbq") else text
        k(
            "analytics-id",
            "en",
            ["GA4", "UA", "GTM", "Google Ads", "Meta pixel"][i % 5],
            v,
            f"analytics: {text}",
            "analytics",
        )

    # ---- placeholders (20) and masked values (14)
    ph = [
        ("en", "<YOUR_API_KEY>", "x-api-key: <YOUR_API_KEY>"),
        ("es", "tu-api-key", "Authorization: Bearer <tu-api-key>"),
        ("en", "tvly-XXXXXXXX", "TAVILY_API_KEY=tvly-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
        ("en", "${BRAVE_API_KEY}", "X-Subscription-Token: ${BRAVE_API_KEY}"),
        ("en", "sk-...", "OPENAI_API_KEY=sk-..."),
        ("es", "redacted@example.test", "Correo: redacted@example.test"),
        ("es", "+52-000-000-0000", "Tel. +52-000-000-0000"),
        ("en", "{{api_key}}", "?api_key={{api_key}}"),
        ("en", "os.environ", 'api_key=os.environ["SERPER_API_KEY"]'),
        ("es", "[REDACTED]", "token: [REDACTED]"),
        ("en", "xxxx-xxxx", "card: xxxx-xxxx-xxxx-xxxx"),
        ("es", "CURP de ejemplo", "CURP: XXXX000000XXXXXX00"),
        ("en", "changeme", "DB_PASSWORD=changeme"),
        ("en", "process.env", "apiKey: process.env.EXA_API_KEY"),
        ("es", "correo de ejemplo", "usuario@ejemplo.com"),
        ("en", "john.doe@example.com", "e.g. john.doe@example.com"),
        (
            "en",
            "Bearer $TOKEN",
            'curl -H "Authorization: Bearer $TOKEN" https://api.tavily.com/search',
        ),
        ("es", "RFC genérico", "RFC genérico público en general: XAXX010101000"),
        ("en", "AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE"),
        ("en", "<redacted>", "set-cookie: <redacted>"),
    ]
    for lang, form, text in ph:
        v = text
        if form in ("tu-api-key", "<YOUR_API_KEY>", "<redacted>"):
            esc = text.replace("<", "&lt;").replace(">", "&gt;")
            k(
                "placeholder",
                lang,
                form,
                esc,
                esc,
                "ejemplo",
                medium="html",
                html="<p><code>" + text.replace("<", "&lt;").replace(">", "&gt;") + "</code></p>",
            )
            continue
        k("placeholder", lang, form, v, text, "ejemplo")
    masked = [
        (
            "es",
            "tarjeta terminación",
            f"**** **** **** {rng.randint(1000, 9999)}",
            "Pagado con Visa {v}",
        ),
        ("es", "terminación en", f"terminación {rng.randint(1000, 9999)}", "Tarjeta con {v}"),
        ("en", "masked key prefix", f"sk-proj-****{gen.rand(rng, 4)}", "key {v} (revoked)"),
        ("en", "masked tvly", f"tvly-…{gen.rand(rng, 4)}", "Active key: {v}"),
        (
            "es",
            "correo enmascarado",
            f"m***@{rng.choice(gen.MAIL_DOMAINS)}",
            "Enviamos el código a {v}",
        ),
        (
            "es",
            "teléfono enmascarado",
            f"** **** {rng.randint(1000, 9999)}",
            "Te enviamos un SMS al {v}",
        ),
        (
            "es",
            "CLABE enmascarada",
            f"************{rng.randint(100000, 999999)}",
            "Cuenta destino {v}",
        ),
        ("en", "masked bearer", "Bearer ********", "Authorization: {v}"),
        (
            "es",
            "CURP parcial",
            f"{gen.rand(rng, 4, string.ascii_uppercase)}**************",
            "CURP {v}",
        ),
        (
            "en",
            "masked phone intl",
            f"+52 ** **** {rng.randint(1000, 9999)}",
            "Verification code sent to {v}",
        ),
        ("pt", "cartão mascarado", f"•••• {rng.randint(1000, 9999)}", "Cartão {v}"),
        (
            "es",
            "RFC con asteriscos",
            f"{gen.rand(rng, 4, string.ascii_uppercase)}******{gen.rand(rng, 3, string.ascii_uppercase)}",
            "RFC del cliente: {v}",
        ),
        (
            "en",
            "last4 field",
            f"last4={rng.randint(1000, 9999)}",
            "card brand=visa {v} exp_year=2027",
        ),
        (
            "es",
            "pasaporte enmascarado",
            f"G*****{rng.randint(100, 999)}",
            "Pasaporte {v} verificado",
        ),
    ]
    for lang, form, v, tmpl in masked:
        k("masked", lang, form, v, tmpl.format(v=v), "enmascarado")

    # ---- public keys (8)
    for i in range(8):
        if i % 4 == 0:
            v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + gen.rand(
                rng, 43, string.ascii_letters + string.digits + "+/"
            )
            k(
                "public-key",
                "en",
                "ssh-ed25519 public key",
                v,
                f"{v} deploy@bench",
                "authorized_key",
            )
        elif i % 4 == 1:
            head = "-----BEGIN PUBLIC KEY-----"
            k(
                "public-key",
                "en",
                "PEM public key",
                head,
                "\n".join([head, *gen.pem_body(rng, 4), "-----END PUBLIC KEY-----"]),
                "public_key",
                medium="field",
            )
        elif i % 4 == 2:
            n = gen.b64url(bytes(rng.randrange(256) for _ in range(256)))
            k(
                "public-key",
                "en",
                "JWKS modulus",
                n[:120],
                f'"kty":"RSA","e":"AQAB","n":"{n[:120]}',
                "jwk",
            )
        else:
            v = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + gen.rand(
                rng, 60, string.ascii_letters + string.digits + "+/"
            )
            k(
                "public-key",
                "es",
                "llave pública ssh-rsa",
                v,
                f"Llave pública para el servidor: {v}",
                "llave_publica",
            )

    # ---- prices and statistics (20)
    for i in range(20):
        forms = [
            (
                "es",
                "precio MXN",
                f"${rng.randint(100, 99999):,}.{rng.randint(0, 99):02d} MXN",
                "Precio: {v} IVA incluido",
            ),
            (
                "es",
                "tasa %",
                f"{rng.randint(1, 30)}.{rng.randint(0, 99):02d}%",
                "La inflación anual fue de {v}",
            ),
            (
                "es",
                "población",
                f"{rng.randint(10**5, 10**7):,}",
                "Población total (INEGI 2020): {v} habitantes",
            ),
            (
                "en",
                "usd per 1k queries",
                f"${rng.randint(1, 20)}.{rng.randint(0, 99):02d}",
                "Price per 1,000 queries: {v}",
            ),
            (
                "es",
                "tipo de cambio",
                f"{rng.randint(16, 21)}.{rng.randint(1000, 9999)}",
                "Tipo de cambio FIX: {v} pesos por dólar",
            ),
            (
                "es",
                "cantidad con punto de miles",
                f"{rng.randint(1000, 9999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}",
                "Ventas 2024: {v} de pesos",
            ),
            (
                "en",
                "latency stats",
                f"p95={rng.randint(300, 2000)}ms",
                "search latency p50=412ms {v} n=1200",
            ),
            (
                "es",
                "10 dígitos que no es teléfono",
                f"{rng.randint(10**9, 10**10 - 1)}",
                "Importe total en centavos: {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        k("statistic", lang, form, v, tmpl.format(v=v), "dato")

    # ---- high entropy, not secret (20)
    for i in range(20):
        forms = [
            (
                "en",
                "build id",
                f"build-{gen.rand(rng, 20, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
                "__NEXT_DATA__ buildId {v}",
            ),
            (
                "en",
                "webpack chunk",
                f"main.{gen.rand(rng, 20, HEX)}.js",
                "<script src=/static/js/{v}>",
            ),
            ("en", "cache key", f"search:v3:{gen.rand(rng, 40, HEX)}", "cache_key={v} hit=true"),
            (
                "en",
                "content hash field",
                f"sha256-{base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()}",
                "content_hash: {v}",
            ),
            (
                "en",
                "base64 image data URI",
                "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAA"
                + gen.rand(rng, 60, string.ascii_letters + string.digits + "+/"),
                "img {v}",
            ),
            (
                "es",
                "nonce CSP",
                gen.rand(rng, 24, string.ascii_letters + string.digits),
                "Content-Security-Policy: script-src 'nonce-{v}'",
            ),
            (
                "en",
                "cursor pagination",
                base64.b64encode(f'{{"offset":{rng.randint(10, 900)},"q":"sk"}}'.encode()).decode(),
                "next_cursor={v}",
            ),
            ("en", "Cloudflare ray", f"{gen.rand(rng, 16, HEX)}-QRO", "cf-ray: {v}"),
            (
                "en",
                "docker image digest",
                f"sha256:{gen.rand(rng, 64, HEX)}",
                "image: ghcr.io/bench/runner@{v}",
            ),
            (
                "es",
                "id de video",
                gen.rand(rng, 11, string.ascii_letters + string.digits + "-_"),
                "https://www.youtube.com/watch?v={v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        if form == "webpack chunk":
            k("high-entropy", lang, form, v, v, "s", medium="field")
        else:
            k("high-entropy", lang, form, v, tmpl.format(v=v), "dato")
    return out
