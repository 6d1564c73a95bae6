"""Keepers (label ``keep``): what a company or a public body publishes, and ids that only
look like data. Seed §3 keeps them; a detector must give no finding at their line.

They are made close in shape to the personal and secret items: role mailboxes beside
personal-looking ones, switchboards and 800 numbers with ten digits, office addresses with
Col./C.P., dates that are not birth dates, a company RFC (persona moral, valid check
digit), tracking numbers of ten to twenty-two digits, UUIDs, hashes, placeholders.
"""

from __future__ import annotations

from typing import Any

from gen import (
    MESES,
    MONTHS_EN,
    R,
    a_uuid,
    hexs,
    isbn13,
    isbn_hyph,
    issn,
    mx_mobile,
    pick,
    rand,
    rfc_moral,
    sha256_hex,
)

Entry = dict[str, Any]
DIG = "0123456789"

COMPANIES = [
    ("Servicios Digitales del Bajío, S.A. de C.V.", "SDB", "serviciosbajio.com.mx"),
    ("Comercializadora La Esperanza, S. de R.L. de C.V.", "CES", "laesperanza.mx"),
    ("Grupo Editorial Tres Ríos, S.A.P.I. de C.V.", "GET", "tresrios.com.mx"),
    ("Transportes Unidos del Norte, S.A. de C.V.", "TUN", "tunorte.com"),
    ("Laboratorios Médicos Azteca, S.A. de C.V.", "LMA", "labazteca.com.mx"),
    ("Inmobiliaria Punta Norte, S.C.", "IPN", "puntanorte.mx"),
    ("Constructora Valle Sur, S.A. de C.V.", "CVS", "vallesur.com.mx"),
    ("Papelería y Regalos Lupita, S.A. de C.V.", "PRL", "papelerialupita.mx"),
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "profeco.gob.mx",
    "inegi.org.mx",
    "conapred.org.mx",
    "nl.gob.mx",
    "queretaro.gob.mx",
    "sre.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "recursos.humanos",
    "info",
    "cobranza",
    "comunicacion.social",
    "transparencia",
    "quejas",
    "servicio.cliente",
    "compras",
    "admisiones",
    "privacidad",
    "noreply",
]
OFFICES = [
    (
        "Av. Paseo de la Reforma 505, piso 12, Col. Cuauhtémoc, C.P. 06500, Cuauhtémoc, Ciudad de México",
        "55",
    ),
    (
        "Blvd. Adolfo López Mateos 1810, Col. Jardines del Moral, C.P. 37160, León, Guanajuato",
        "477",
    ),
    ("Av. Constitución 400 Ote., Col. Centro, C.P. 64000, Monterrey, Nuevo León", "81"),
    ("Av. Vallarta 6503, Local B-12, Col. Ciudad Granja, C.P. 45010, Zapopan, Jalisco", "33"),
    ("Calle 60 No. 299-E, Col. Centro, C.P. 97000, Mérida, Yucatán", "999"),
    ("Av. 5 de Febrero 1309, Col. San Pablo, C.P. 76130, Querétaro, Qro.", "442"),
    ("Blvd. Agua Caliente 10611, Int. 1201, Col. Aviación, C.P. 22014, Tijuana, B.C.", "664"),
    (
        "Calzada Ignacio Zaragoza 1250, Col. Jardín Balbuena, C.P. 15900, Venustiano Carranza, CDMX",
        "55",
    ),
]


def K(
    kind: str, form: str, value: str, html: str, lang: str = "es", org: str = "", **how: Any
) -> Entry:
    """One keeper; ``org`` puts the publishing organisation beside a JSON field's value."""
    if org and "field" in how:
        key, val = how["field"]
        how["field"] = ("publisher", {"@type": "Organization", "name": org, key: val})
    return {"kind": kind, "lang": lang, "form": form, "value": value, "html": html, **how}


def mailboxes() -> list[Entry]:
    out = []
    for i in range(36):
        name, _, dom = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        if i % 6 == 1:
            v = v.upper()
        if i % 6 == 2:
            v = f"mailto:{role}@{dom}?subject=Solicitud%20de%20cotizaci%C3%B3n"
            html = f'<a href="{v}">Escríbenos</a>'
        else:
            html = pick(
                [
                    f"<p>Para cotizaciones escriba a {v} · {name}</p>",
                    f"<li>Departamento de {role.replace('.', ' ')}: {v}</li>",
                    f"<footer>© {name} — {v}</footer>",
                ]
            )
        out.append(
            K(
                "role-mailbox",
                "buzón de rol de una empresa",
                v,
                html,
                org=name,
                field=("contactEmail", v),
                prose=f"{name}: {v}",
            )
        )
    for i in range(22):
        dom = GOB[i % len(GOB)]
        role = pick(
            [
                "transparencia",
                "atencion.ciudadana",
                "contacto",
                "prensa",
                "quejas",
                "oficialia.partes",
                "unidad.enlace",
                "comunicacion.social",
            ]
        )
        v = f"{role}@{dom}"
        html = pick(
            [
                f"<p>Unidad de Transparencia: {v}</p>",
                f"<li>Solicitudes de información pública al correo {v}</li>",
                f'<p>Dudas y aclaraciones: <a href="mailto:{v}">{v}</a></p>',
            ]
        )
        out.append(
            K(
                "gov-role-mailbox",
                "buzón institucional .gob.mx",
                v,
                html,
                field=("email", v),
                prose=f"Contacto institucional: {v}",
            )
        )
    return out


def company_phones() -> list[Entry]:
    out = []
    for i in range(24):
        name, _, _ = COMPANIES[i % len(COMPANIES)]
        lada = OFFICES[i % len(OFFICES)][1]
        num = mx_mobile(lada)
        a, b, c = (num[:2], num[2:6], num[6:]) if len(lada) == 2 else (num[:3], num[3:6], num[6:])
        ext = R.randrange(100, 9999)
        v, html = pick(
            [
                (f"({a}) {b}-{c} ext. {ext}", f"<p>Conmutador: ({a}) {b}-{c} ext. {ext}</p>"),
                (
                    f"{a} {b} {c}",
                    f"<li>Tel. oficina: {a} {b} {c} · Lunes a viernes de 9 a 18 h</li>",
                ),
                (f"+52 {a} {b} {c}", f"<footer>{name} · Conmutador +52 {a} {b} {c}</footer>"),
                (
                    f"{a}.{b}.{c} Ext. {ext}",
                    f"<p>Sucursal Centro — Tel. {a}.{b}.{c} Ext. {ext}</p>",
                ),
            ]
        )
        out.append(
            K(
                "switchboard",
                "conmutador / teléfono de oficina de una empresa",
                v,
                html,
                org=name,
                field=("telephone", v),
                prose=f"Conmutador de {name}: {v}",
            )
        )
    for _ in range(20):
        n = rand(DIG, 7)
        pre = pick(["800", "800", "800", "888", "877"])
        v = pick(
            [
                f"800 {n[:3]} {n[3:]}",
                f"01 800 {n[:3]} {n[3:]}",
                f"800-{n[:3]}-{n[3:]}",
                f"{pre}{n}",
                f"(800) {n[:3]} {n[3:]}",
            ]
        )
        html = pick(
            [
                f"<p>Línea de atención sin costo: {v}</p>",
                f"<li>Call center 24 h: {v}</li>",
                f"<p>Reporta tu tarjeta robada al {v}</p>",
            ]
        )
        out.append(
            K(
                "toll-free",
                "número 800 de una empresa",
                v,
                html,
                org=COMPANIES[R.randrange(len(COMPANIES))][0],
                field=("tollFree", v),
                prose=f"Atención a clientes: {v}",
            )
        )
    return out


def offices() -> list[Entry]:
    out = []
    for i in range(24):
        addr, _ = OFFICES[i % len(OFFICES)]
        name, _, _ = COMPANIES[i % len(COMPANIES)]
        html = pick(
            [
                f"<p>Oficinas corporativas: {addr}</p>",
                f"<address>{name}<br>{addr}</address>",
                f"<li>Sucursal: {addr} — horario de 9:00 a 19:00</li>",
                '<script type="application/ld+json">'
                f'{{"@type":"Organization","name":"{name}","address":"{addr}"}}</script>',
                f"<p>Domicilio fiscal de {name}: {addr}</p>",
            ]
        )
        out.append(
            K(
                "company-address",
                "domicilio de una oficina / sucursal",
                addr,
                html,
                org=name,
                field=("address", addr),
                prose=f"{name}, {addr}",
            )
        )
    return out


def officials() -> list[Entry]:
    out = []
    people = [
        ("Lic. Arturo Medina Solís", "Titular de la Unidad de Transparencia"),
        ("Mtra. Claudia Beltrán Ochoa", "Directora de Comunicación Social"),
        ("Ing. Samuel Rocha Tapia", "Coordinador de Protección Civil Municipal"),
        ("Dra. Elena Pacheco Ríos", "Secretaria de Salud del Estado"),
    ]
    for i in range(12):
        who, role = people[i % 4]
        dom = GOB[i % len(GOB)]
        num = mx_mobile("55")
        v = pick(
            [
                f"(55) {num[2:6]}-{num[6:]} ext. {R.randrange(1000, 9999)}",
                f"{pick(['transparencia', 'comunicacion', 'proteccion.civil'])}@{dom}",
            ]
        )
        html = f"<p>{who}, {role}. Contacto institucional: {v}</p>"
        out.append(
            K(
                "official-contact",
                "contacto institucional publicado de un servidor público",
                v,
                html,
                field=("contactPoint", {"name": who, "jobTitle": role, "contact": v}),
                prose=f"{who}, {role}: {v}",
            )
        )
    return out


def dates() -> list[Entry]:
    out = []
    for i in range(30):
        y, m, d = R.randrange(1985, 2026), R.randrange(1, 13), R.randrange(1, 29)
        style = i % 6
        if style == 0:
            v = f"{d} de {MESES[m - 1]} de {y}"
            html = f'<p class="fecha">Publicado el {v}</p>'
        elif style == 1:
            v = f"{d:02d}/{m:02d}/{y}"
            html = f"<p>Fecha de publicación en el DOF: {v}</p>"
        elif style == 2:
            v = f"{y}-{m:02d}-{d:02d}"
            html = f'<time datetime="{v}">Actualizado {v}</time>'
        elif style == 3:
            wd = pick(["Mon", "Tue", "Wed", "Thu", "Fri"])
            v = f"{wd}, {d:02d} {MONTHS_EN[m - 1][:3]} {y} 14:{R.randrange(10, 59)}:07 GMT"
            html = f"<p>Date: {v}</p>"
        elif style == 4:
            v = f"© {y}"
            html = f"<footer>{v} Grupo Editorial Tres Ríos. Todos los derechos reservados.</footer>"
        else:
            v = f"{d} de {MESES[m - 1]} de {y}"
            html = f"<p>La empresa fue fundada el {v} en Guadalajara.</p>"
        out.append(
            K(
                "date",
                "fecha que no es de nacimiento",
                v,
                html,
                field=("datePublished", v),
                prose=f"Última actualización: {v}",
            )
        )
    return out


def company_rfcs() -> list[Entry]:
    out = []
    for i in range(18):
        name, ini, _ = COMPANIES[i % len(COMPANIES)]
        yy = R.randrange(90, 100) if i % 2 else R.randrange(0, 20)
        yymmdd = f"{yy:02d}{R.randrange(1, 13):02d}{R.randrange(1, 29):02d}"
        v = rfc_moral(ini, yymmdd)
        html = pick(
            [
                f"<p>{name} · RFC {v}</p>",
                f'<div class="cfdi">Emisor: {name.upper()} RFC: {v} Régimen 601 General de Ley Personas Morales</div>',
                f"<li>Razón social: {name}, R.F.C. {v}</li>",
            ]
        )
        out.append(
            K(
                "company-rfc",
                "RFC de persona moral",
                v,
                html,
                org=name,
                field=("rfcEmisor", v),
                prose=f"Emisor {name}, RFC {v}",
            )
        )
    return out


def codes() -> list[Entry]:
    out = []
    for i in range(14):
        b = isbn13()
        v = isbn_hyph(b) if i % 2 else b
        out.append(
            K(
                "isbn-issn",
                "ISBN",
                v,
                f"<p>ISBN {v} · Fondo de Cultura Económica</p>",
                field=("isbn", v),
                prose=f"ISBN: {v}",
            )
        )
    for _ in range(8):
        v = issn()
        out.append(
            K(
                "isbn-issn",
                "ISSN",
                v,
                f"<p>Revista Mexicana de Sociología, ISSN {v}</p>",
                field=("issn", v),
                prose=f"ISSN {v}",
            )
        )
    for _ in range(10):
        journal = pick(["rms", "eys", "j.jdeveco", "S0185"])
        v = f"10.{R.randrange(1000, 99999)}/{journal}.{R.randrange(2010, 2025)}.{rand(DIG, 5)}"
        out.append(
            K(
                "doi",
                "DOI",
                v,
                f'<p>DOI: <a href="https://doi.org/{v}">{v}</a></p>',
                field=("doi", v),
                prose=f"https://doi.org/{v}",
            )
        )
    for _ in range(14):
        v = pick(
            [
                f"MX-{rand(DIG, 4)}-{rand(DIG, 4)}",
                rand(DIG, 10),
                f"PED{rand(DIG, 9)}",
                f"#{rand(DIG, 8)}",
            ]
        )
        out.append(
            K(
                "order-number",
                "número de pedido",
                v,
                pick(
                    [
                        f"<p>Tu pedido {v} fue confirmado. Total $1,249.00 MXN</p>",
                        f"<li>No. de orden: {v}</li>",
                    ]
                ),
                field=("orderNumber", v),
                prose=f"Pedido {v} enviado",
            )
        )
    for _ in range(16):
        v, car = pick(
            [
                (rand(DIG, 12), "FedEx"),
                (rand(DIG, 10), "DHL Express"),
                ("1Z" + rand("0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 16), "UPS"),
                (rand(DIG, 22), "Estafeta"),
                ("MX" + rand(DIG, 9) + "MX", "Correos de México"),
            ]
        )
        out.append(
            K(
                "tracking-number",
                "número de guía de paquetería",
                v,
                f"<p>Guía {car}: {v} — rastrea tu envío en la página de la paquetería</p>",
                field=("trackingNumber", v),
                prose=f"Número de guía {car} {v}",
            )
        )
    for _ in range(12):
        v = pick(
            [
                f"SKU-{rand('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-{rand(DIG, 5)}",
                f"{rand('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}{rand(DIG, 8)}",
                f"7501{rand(DIG, 9)}",
            ]
        )
        out.append(
            K(
                "sku",
                "SKU / código de producto",
                v,
                f"<li>Modelo {v} · Existencias: 14</li>",
                field=("sku", v),
                prose=f"SKU {v}",
            )
        )
    for _ in range(16):
        v = a_uuid()
        key = pick(["request_id", "trace_id", "document_id", "x-request-id", "correlation-id"])
        out.append(
            K(
                "uuid",
                "UUID de petición / documento",
                v,
                f"<p><code>{key}: {v}</code></p>",
                field=(key, v),
                prose=f"{key}={v}",
                hdr=(key if key.startswith("x-") else "x-request-id", v),
            )
        )
    for i in range(12):
        mode = i % 4
        if mode == 0:
            v = sha256_hex()
            html = f"<p>SHA-256 del archivo: {v}</p>"
        elif mode == 1:
            v = hexs(40)
            html = f"<p>Corregido en el commit {v}</p>"
        elif mode == 2:
            v = hexs(7)
            html = f"<p>Versión 2.4.1 (commit {v})</p>"
        else:
            v = "sha384-" + rand(
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 64
            )
            html = f'<script src="/static/app.js" integrity="{v}" crossorigin="anonymous"></script>'
        out.append(
            K("hash", "hash / commit SHA / SRI", v, html, field=("sha", v), prose=f"checksum {v}")
        )
    return out


def placeholders() -> list[Entry]:
    items = [
        ("sk-...", "<p>Exporta tu llave: <code>OPENAI_API_KEY=sk-...</code></p>"),
        (
            "YOUR_API_KEY",
            '<p><code>curl -H "X-API-KEY: YOUR_API_KEY" https://api.example.com</code></p>',
        ),
        (
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "<p><code>TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</code></p>",
        ),
        ("${BRAVE_API_KEY}", "<p><code>X-Subscription-Token: ${BRAVE_API_KEY}</code></p>"),
        ("&lt;tu-api-key&gt;", "<p>Reemplaza &lt;tu-api-key&gt; por la llave de tu panel.</p>"),
        ("sk-ant-api03-XXXXXXXX", "<p><code>ANTHROPIC_API_KEY=sk-ant-api03-XXXXXXXX</code></p>"),
        ("{{SERPAPI_KEY}}", "<p><code>?engine=google&amp;api_key={{SERPAPI_KEY}}</code></p>"),
        ("Bearer $TOKEN", "<p><code>Authorization: Bearer $TOKEN</code></p>"),
        ("fc-YOUR-KEY", "<p><code>FIRECRAWL_API_KEY=fc-YOUR-KEY</code></p>"),
        ("********", "<p>Contraseña: ******** (oculta)</p>"),
        (
            "sk-proj-****************************abcd",
            "<p>Llave activa: sk-proj-****************************abcd</p>",
        ),
        ("pplx-REPLACE_ME", "<p><code>PERPLEXITY_API_KEY=pplx-REPLACE_ME</code></p>"),
        ("<API_KEY>", None),
        ("xxxx-xxxx-xxxx-1234", "<p>Tarjeta terminación xxxx-xxxx-xxxx-1234</p>"),
        ("**** **** **** 4821", "<p>Pagaste con la tarjeta **** **** **** 4821</p>"),
        ("XXXX000000XXXXXX00", "<p>Formato de CURP: XXXX000000XXXXXX00</p>"),
        ("AIzaSy...", "<p>Tu llave de Google empieza con AIzaSy...</p>"),
        (
            "postgresql://user:password@localhost:5432/db",
            "<p><code>DATABASE_URL=postgresql://user:password@localhost:5432/db</code></p>",
        ),
        ("usuario@example.com", "<p>Ejemplo de formato: usuario@example.com</p>"),
        ("redacted@example.test", "<p>Correo: redacted@example.test</p>"),
        ("+52-000-000-0000", "<p>Tel.: +52-000-000-0000</p>"),
        (
            "https://hooks.slack.com/services/T000/B000/XXXX",
            "<p><code>SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T000/B000/XXXX</code></p>",
        ),
    ]
    out = []
    for v, html in items:
        j = v.replace("&lt;", "<").replace("&gt;", ">")
        out.append(
            K(
                "placeholder",
                "marcador de posición / valor enmascarado",
                v,
                html or "<p><code>x-api-key: &lt;API_KEY&gt;</code></p>",
                field=("apiKey", j),
                prose=f"api_key={j}",
            )
        )
        if html is None:
            out[-1]["value"] = "&lt;API_KEY&gt;"
            out[-1]["json_value"] = "<API_KEY>"
    return out


def public_keys() -> list[Entry]:
    out = []
    for i in range(5):
        head = "-----BEGIN PUBLIC KEY-----" if i % 2 else "-----BEGIN CERTIFICATE-----"
        body = [
            rand("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 64)
            for _ in range(3)
        ]
        pem = "\n".join([head, *body, head.replace("BEGIN", "END")])
        out.append(
            K(
                "public-key",
                "clave pública / certificado",
                head,
                "<pre>" + pem + "</pre>",
                field=("publicKey", pem),
            )
        )
    for _ in range(3):
        v = "pk_live_" + rand("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)
        out.append(
            K(
                "public-key",
                "publishable key (pensada para el navegador)",
                v,
                f"<script>var stripe = Stripe('{v}');</script>",
                lang="en",
                field=("publishableKey", v),
            )
        )
    return out


def numbers() -> list[Entry]:
    out = []
    for _ in range(24):
        v, html = pick(
            [
                (f"{R.randrange(1, 9)},{rand(DIG, 3)},{rand(DIG, 3)},{rand(DIG, 3)}", None),
                (f"${R.randrange(1, 99)},{rand(DIG, 3)}.00 MXN", None),
                (f"{rand(DIG, 10)}", "stat"),
                (f"{R.randrange(10, 99)}.{rand(DIG, 1)} %", None),
                (f"{R.randrange(1000, 9999)} {rand(DIG, 3)} {rand(DIG, 3)}", "pob"),
            ]
        )
        if html == "stat":
            html = f"<p>En 2023 se registraron {v} operaciones con CoDi, según Banxico.</p>"
        elif html == "pob":
            html = f"<p>Valor de la producción: {v} miles de pesos (INEGI)</p>"
        else:
            html = pick(
                [
                    f"<p>Precio: {v}</p>",
                    f"<li>Total de la muestra: {v}</li>",
                    f"<td>{v}</td>".join(["<table><tr>", "</tr></table>"]),
                ]
            )
        out.append(
            K(
                "statistic",
                "cifra / precio",
                v,
                html,
                field=("value", v),
                prose=f"Cifra reportada: {v}",
            )
        )
    for _ in range(10):
        v = pick(
            [
                f"Expediente {R.randrange(100, 9999)}/{R.randrange(2015, 2026)}",
                f"Amparo en revisión {R.randrange(100, 999)}/{R.randrange(2015, 2026)}",
                f"Folio {rand(DIG, 13)}",
                f"Licitación LA-{rand(DIG, 3)}{rand('ABCDEFGHJK', 3)}{rand(DIG, 3)}"
                f"-E{rand(DIG, 2)}-{R.randrange(2019, 2026)}",
            ]
        )
        out.append(
            K(
                "case-number",
                "número de expediente / folio público",
                v,
                f"<p>Resolución publicada: {v}, Primera Sala.</p>",
                field=("folio", v),
                prose=f"Referencia {v}",
            )
        )
    for _ in range(8):
        v = pick(
            [
                "G-" + rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10),
                "UA-" + rand(DIG, 8) + "-1",
                "GTM-" + rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7),
                "ca-pub-" + rand(DIG, 16),
            ]
        )
        out.append(
            K(
                "analytics-id",
                "id público de analítica/publicidad",
                v,
                f'<div class="ads" data-ad-client="{v}"></div>',
                field=("trackingId", v),
            )
        )
    return out


def links() -> list[Entry]:
    """Company contact written as links, and request ids in error messages."""
    out = []
    for i in range(10):
        name, _, _dom = COMPANIES[i % len(COMPANIES)]
        n = rand(DIG, 7)
        if i % 2:
            v = f"tel:800{n}"
            html = f'<a href="{v}">Llámanos sin costo</a>'
            kind, form = "toll-free", "enlace tel: a un 800"
        else:
            lada = OFFICES[i % len(OFFICES)][1]
            num = mx_mobile(lada)
            v = f"tel:+52{num}"
            html = f'<a href="{v}" class="conmutador">Conmutador {name}</a>'
            kind, form = "switchboard", "enlace tel: al conmutador de una empresa"
        out.append(K(kind, form, v, html, org=name, field=("telephone", v), prose=f"{name}: {v}"))
    for _ in range(8):
        v = "req_" + rand("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 24)
        msg = f"Overloaded, please retry. Request ID: {v}"
        out.append(
            K(
                "request-id",
                "id de petición en un mensaje de error",
                v,
                f'<p class="error">{msg}</p>',
                lang="en",
                field=("request_id", v),
                prose=msg,
            )
        )
    return out


def build() -> list[Entry]:
    return (
        mailboxes()
        + company_phones()
        + offices()
        + officials()
        + dates()
        + company_rfcs()
        + codes()
        + placeholders()
        + public_keys()
        + numbers()
        + links()
    )
