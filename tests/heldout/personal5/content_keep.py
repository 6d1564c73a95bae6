"""Keepers of corpus 5: values a redactor must leave alone (seed §3 keeps them, or they
are not personal data nor secrets). Same template contract as ``content_personal.py``."""

from __future__ import annotations

from html import escape
from typing import Any

from gen import Gen

D = dict[str, Any]

COMPANIES = [
    ("Refaccionaria El Bajío", "refaccionariaelbajio.com.mx"),
    ("Grupo Textil Anáhuac", "textilanahuac.mx"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.com.mx"),
    ("Inmobiliaria Cumbres del Norte", "cumbresdelnorte.mx"),
    ("Editorial Pirámide Azul", "piramideazul.com"),
    ("Cafés de Altura Coatepec", "cafescoatepec.com.mx"),
    ("Transportes Rápidos del Pacífico", "trp.com.mx"),
    ("Ferretería La Llave Dorada", "lallavedorada.mx"),
    ("Hotel Posada Colonial", "posadacolonial.com.mx"),
    ("Laboratorios Quimex", "quimex.com.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "atencion.clientes",
    "facturacion",
    "soporte",
    "prensa",
    "info",
    "reservaciones",
    "cobranza",
    "compras",
    "rrhh",
    "privacidad",
    "hola",
    "pedidos",
    "sales",
    "support",
    "press",
    "billing",
    "careers",
    "atendimento",
]
GOV = [
    ("sep.gob.mx", "Secretaría de Educación Pública"),
    ("imss.gob.mx", "IMSS"),
    ("sat.gob.mx", "SAT"),
    ("profeco.gob.mx", "PROFECO"),
    ("inegi.org.mx", "INEGI"),
    ("cdmx.gob.mx", "Gobierno de la Ciudad de México"),
    ("jalisco.gob.mx", "Gobierno de Jalisco"),
    ("inai.org.mx", "INAI"),
    ("condusef.gob.mx", "CONDUSEF"),
]
GOV_ROLES = [
    "unidad.transparencia",
    "contacto",
    "atencion.ciudadana",
    "quejas",
    "transparencia",
    "comunicacion.social",
    "oficialia.partes",
    "denuncias",
]
BRANCH = [
    ("Sucursal Centro", "Av. Juárez 118, Col. Centro, C.P. 06050, Cuauhtémoc, CDMX"),
    (
        "Oficinas corporativas",
        "Blvd. Manuel Ávila Camacho 40, piso 14, Col. Lomas de Chapultepec, C.P. 11000, Miguel Hidalgo, CDMX",
    ),
    (
        "Planta Celaya",
        "Carretera Celaya–Salamanca km 5.5, Parque Industrial Amistad, C.P. 38160, Celaya, Gto.",
    ),
    ("Matriz", "Av. Constitución 2050 Ote., Col. Centro, C.P. 64000, Monterrey, N.L."),
    (
        "CEDIS Guadalajara",
        "Periférico Sur 7800, Col. Santa María Tequepexpan, C.P. 45601, Tlaquepaque, Jal.",
    ),
    (
        "Tienda Plaza Galerías",
        "Av. Vallarta 3959, local 214, Col. Don Bosco, C.P. 45049, Zapopan, Jal.",
    ),
    ("Oficina regional Sureste", "Calle 60 No. 299-E, Centro, C.P. 97000, Mérida, Yuc."),
]


def _wrap(text: str, g: Gen) -> str:
    return g.choice(
        [
            f"<p>{escape(text)}</p>",
            f"<div>{escape(text)}</div>",
            f"<li>{escape(text)}</li>",
            f"<footer>{escape(text)}</footer>",
        ]
    )


def _lang(g: Gen) -> str:
    return g.choice(["es", "es", "es", "es", "es", "en", "en", "pt"])


def role_mailbox(g: Gen) -> D:
    comp, _dom = g.choice(COMPANIES)
    role = g.choice(ROLES)
    v = g.fresh(lambda: f"{g.choice(ROLES)}@{g.choice(COMPANIES)[1]}")
    role = v.split("@")[0]
    lg = _lang(g)
    style = g.r.randrange(4)
    upper = style == 3
    if upper:
        v = v.upper()
    text = g.choice(
        {
            "es": [
                f"Para cotizaciones escriba a {v}",
                f"{comp} — Contacto: {v}",
                f"Dudas sobre su factura: {v}",
                f"Aviso de privacidad: ejercer derechos ARCO en {v}",
            ],
            "en": [f"Questions? Email our team at {v}", f"Press inquiries: {v}"],
            "pt": [f"Fale conosco: {v}", f"Atendimento: {v}"],
        }[lg]
    )
    if style == 2:
        html = f'<p><a href="mailto:{escape(v)}?subject=Cotizaci%C3%B3n">{escape(comp)}</a></p>'
    else:
        html = _wrap(text, g)
    return {
        "kind": "role-mailbox",
        "lang": lg,
        "form": f"{role}@ company mailbox",
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["contacto_empresa", "footer", "contact"]),
    }


def gov_mailbox(g: Gen) -> D:
    v = g.fresh(lambda: f"{g.choice(GOV_ROLES)}@{g.choice(GOV)[0]}")
    inst = next(n for d, n in GOV if v.endswith(d))
    text = g.choice(
        [
            f"Solicitudes de información: {v} ({inst})",
            f"Unidad de Transparencia de {inst}, correo {v}",
            f"{inst} — buzón institucional {v}",
        ]
    )
    return {
        "kind": "gov-role-mailbox",
        "lang": "es",
        "form": "role mailbox on a .gob.mx/.org.mx",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "institucion",
    }


def switchboard(g: Gen) -> D:
    area = g.choice(["55", "33", "81"])
    v = g.fresh(
        lambda: f"({area}) {g.digits(4)} {g.r.choice(['0000', '1000', '2000', '5000', '8000'])}"
    )
    ext = g.r.randint(100, 4999)
    comp = g.choice(COMPANIES)[0]
    lg = _lang(g)
    style = g.r.randrange(4)
    if style == 0:
        text = {
            "es": f"Conmutador: {v} ext. {ext}",
            "en": f"Main line: {v} ext. {ext}",
            "pt": f"PABX: {v} ramal {ext}",
        }[lg]
    elif style == 1:
        text = {
            "es": f"Tel. oficina {comp}: {v}",
            "en": f"{comp} office phone {v}",
            "pt": f"Telefone do escritório {comp}: {v}",
        }[lg]
    elif style == 2:
        text = {
            "es": f"{comp} · Conmutador {v}, opción 3 para ventas",
            "en": f"Switchboard {v}, press 2 for billing",
            "pt": f"Central {v}",
        }[lg]
    else:
        text = {
            "es": f"Horario de atención L–V 9:00–18:00, Tel. {v} ext. {ext}",
            "en": f"Office hours Mon–Fri, tel. {v} ext. {ext}",
            "pt": f"Tel. {v} ramal {ext}",
        }[lg]
    return {
        "kind": "switchboard",
        "lang": lg,
        "form": f"company switchboard style {style}",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["oficina", "footer", "company"]),
    }


def toll_free(g: Gen) -> D:
    style = g.r.randrange(4)
    d = g.digits(7)
    v = [
        f"800 {d[:3]} {d[3:]}",
        f"01 800 {d[:3]} {d[3:]}",
        f"800-{d[:3]}-{d[3:]}",
        f"+52 800 {d[:3]} {d[3:]}",
    ][style]
    lg = _lang(g)
    text = {
        "es": f"Lada sin costo {v}, las 24 horas",
        "en": f"Toll-free {v}",
        "pt": f"Ligação gratuita (México): {v}",
    }[lg]
    html = (
        _wrap(text, g)
        if g.r.random() < 0.7
        else f'<p><a href="tel:{escape(v.replace(" ", ""))}">{escape(text)}</a></p>'
    )
    return {
        "kind": "toll-free",
        "lang": lg,
        "form": f"800 number style {style}",
        "value": v,
        "text": text,
        "html": html,
        "key": "atencion",
    }


def company_address(g: Gen) -> D:
    label, _ = g.choice(BRANCH)
    comp = g.choice(COMPANIES)[0]
    avenue = g.choice(
        [
            "Av. Insurgentes Sur",
            "Blvd. Adolfo López Mateos",
            "Av. Vallarta",
            "Paseo de la Reforma",
            "Av. Constitución",
            "Calzada Independencia",
            "Blvd. Bernardo Quintana",
            "Av. Tecnológico",
        ]
    )
    col, cp, mun, est = g.choice(
        [
            ("Col. Del Valle", "03100", "Benito Juárez", "CDMX"),
            ("Col. Juárez", "06600", "Cuauhtémoc", "CDMX"),
            ("Col. Americana", "44160", "Guadalajara", "Jal."),
            ("Col. Centro", "64000", "Monterrey", "N.L."),
            ("Parque Industrial Querétaro", "76220", "Santa Rosa Jáuregui", "Qro."),
            ("Zona Industrial", "38010", "Celaya", "Gto."),
        ]
    )
    unit = g.choice(
        ["piso 3", "local 12", "torre B, piso 9", "nave 4", "planta baja", "oficina 201"]
    )
    v = g.fresh(
        lambda: f"{avenue} {g.r.randint(100, 4999)}, {unit}, {col}, C.P. {cp}, {mun}, {est}"
    )
    lg = g.choice(["es", "es", "en"])
    text = {"es": f"{comp} — {label}: {v}", "en": f"{comp} headquarters ({label}): {v}"}[lg]
    html = g.choice([_wrap(text, g), f"<address>{escape(text)}</address>"])
    return {
        "kind": "company-address",
        "lang": lg,
        "form": f"{label} address",
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["sucursal", "oficinas", "location"]),
    }


def pub_date(g: Gen) -> D:
    import datetime as dt

    d = dt.date(g.r.randint(2015, 2025), g.r.randint(1, 12), g.r.randint(1, 28))
    lg = _lang(g)
    style = g.r.randrange(4)
    v = {
        "es": [
            g.date_es(d),
            d.strftime("%d/%m/%Y"),
            d.isoformat(),
            f"{d.isoformat()}T{g.r.randint(0, 23):02d}:15:00-06:00",
        ],
        "en": [
            g.date_en(d),
            d.strftime("%m/%d/%Y"),
            d.isoformat(),
            d.strftime("%a, %d %b %Y 10:00:00 GMT"),
        ],
        "pt": [g.date_pt(d), d.strftime("%d/%m/%Y"), d.isoformat(), d.strftime("%d.%m.%Y")],
    }[lg][style]
    text = g.choice(
        {
            "es": [f"Publicado el {v}", f"Última actualización: {v}", f"Fecha de la nota: {v}"],
            "en": [f"Published {v}", f"Last updated {v}", f"retrievedAt {v}"],
            "pt": [f"Publicado em {v}", f"Atualizado em {v}"],
        }[lg]
    )
    return {
        "kind": "date",
        "lang": lg,
        "form": f"publication date style {style}",
        "value": v,
        "text": text,
        "html": g.choice([_wrap(text, g), f"<p><time>{escape(text)}</time></p>"]),
        "key": g.choice(["publicado", "published_note", "fecha_nota"]),
    }


def company_rfc(g: Gen) -> D:
    v = g.rfc_pm()
    comp = g.choice(COMPANIES)[0]
    suffix = g.choice(["S.A. de C.V.", "S. de R.L. de C.V.", "S.A.P.I. de C.V.", "A.C."])
    text = g.choice(
        [
            f"{comp}, {suffix} — RFC {v}",
            f"Emisor: {comp} {suffix} | RFC: {v} | Régimen 601",
            f"Razón social {comp} {suffix}, R.F.C. {v}",
        ]
    )
    return {
        "kind": "company-rfc",
        "lang": "es",
        "form": "RFC persona moral",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["emisor", "razon_social", "cfdi_emisor"]),
    }


def isbn_issn(g: Gen) -> D:
    style = g.r.randrange(3)
    if style == 0:
        i = g.isbn13()
        v = f"{i[:3]}-{i[3:6]}-{i[6:9]}-{i[9:12]}-{i[12]}"
        text = g.choice([f"ISBN {v}", f"Edición impresa, ISBN: {v}"])
    elif style == 1:
        v = g.isbn13()
        text = f"ISBN-13: {v} (tapa blanda)"
    else:
        v = g.issn()
        text = g.choice([f"ISSN {v}", f"Revista indexada, ISSN impreso {v}"])
    return {
        "kind": "isbn-issn",
        "lang": "es",
        "form": ["ISBN hyphenated", "ISBN-13 bare", "ISSN"][style],
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "bibliografia",
    }


def doi(g: Gen) -> D:
    journal = g.choice(["s41586", "j.cell", "rmie", "ijerph"])
    v = f"10.{g.r.randint(1000, 9999)}/{journal}.{g.r.randint(2015, 2025)}.{g.digits(5)}"
    text = g.choice([f"doi:{v}", f"Disponible en https://doi.org/{v}", f"Artículo citado, DOI {v}"])
    return {
        "kind": "doi",
        "lang": "en" if text.startswith("doi:") else "es",
        "form": "DOI",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "cita",
    }


def order_number(g: Gen) -> D:
    style = g.r.randrange(5)
    v = g.fresh(
        lambda: [
            f"MX-{g.digits(8)}",
            f"#{g.digits(7)}",
            f"PED-2025-{g.digits(6)}",
            f"{g.digits(3)}-{g.digits(7)}-{g.digits(7)}",
            f"OC{g.digits(9)}",
        ][style]
    )
    lg = _lang(g)
    text = {
        "es": f"Número de pedido {v}",
        "en": f"Order {v} has shipped",
        "pt": f"Pedido nº {v} confirmado",
    }[lg]
    return {
        "kind": "order-number",
        "lang": lg,
        "form": f"order number style {style}",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "pedido",
    }


def tracking(g: Gen) -> D:
    style = g.r.randrange(4)
    v = g.fresh(
        lambda: [
            f"1Z{g.upalnum(6)}{g.digits(10)}",
            f"{g.digits(10)}",
            f"MX{g.digits(9)}MX"[:13],
            f"{g.digits(12)}",
        ][style]
    )
    carrier = ["UPS", "DHL", "Correos de México", "FedEx"][style]
    lg = _lang(g)
    text = {
        "es": f"Guía {carrier}: {v}",
        "en": f"{carrier} tracking number {v}",
        "pt": f"Código de rastreio {carrier}: {v}",
    }[lg]
    return {
        "kind": "tracking-number",
        "lang": lg,
        "form": carrier,
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "envio_guia",
    }


def case_number(g: Gen) -> D:
    style = g.r.randrange(4)
    v = g.fresh(
        lambda: [
            f"Folio {g.digits(10)}",
            f"CASE-{g.digits(6)}",
            f"TKT-{g.upalnum(5)}",
            f"Expediente {g.r.randint(100, 999)}/2024",
        ][style]
    )
    lg = g.choice(["es", "en"])
    text = {"es": f"Su reporte quedó registrado con {v}", "en": f"Support ticket opened: {v}"}[lg]
    return {
        "kind": "case-number",
        "lang": lg,
        "form": "case/ticket number",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "ticket",
    }


def sku(g: Gen) -> D:
    v = g.fresh(
        lambda: g.choice(
            [
                f"SKU-{g.upalnum(8)}",
                f"{g.upalnum(3)}-{g.digits(5)}-{g.upalnum(2)}",
                f"EAN {g.digits(13)}",
                f"Modelo {g.upalnum(6)}",
            ]
        )
    )
    text = g.choice(
        [f"Producto {v} — $1,299.00 MXN", f"Clave del artículo: {v}", f"Item {v} in stock"]
    )
    return {
        "kind": "sku",
        "lang": "es",
        "form": "SKU / product code",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "producto",
    }


def uuid_keep(g: Gen) -> D:
    v = g.uuid()
    text = g.choice(
        [f"request_id: {v}", f"trace {v}", f"id de la solicitud {v}", f"x-request-id {v}"]
    )
    if g.r.random() < 0.35:
        return {
            "kind": "uuid",
            "lang": "en",
            "form": "request id header",
            "value": v,
            "header": True,
            "hname": g.choice(["x-request-id", "X-Correlation-ID", "request-id"]),
            "hvalue": v,
            "text": text,
            "html": _wrap(text, g),
            "key": "request_id",
        }
    lg = "es" if "solicitud" in text else "en"
    return {
        "kind": "uuid",
        "lang": lg,
        "form": "request/trace id",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["request_id", "trace", "id_extra"]),
    }


def hash_keep(g: Gen) -> D:
    style = g.r.randrange(5)
    if style == 0:
        v = g.hexs(64)
        text = f"sha256 del cuerpo original: {v}"
    elif style == 1:
        v = g.hexs(40)
        text = f"commit {v}"
    elif style == 2:
        v = "sha384-" + g.b64(48)
        text = f'integrity="{v}"'.replace('"', "'")
    elif style == 3:
        v = g.hexs(32)
        text = f"md5sum {v}  export.csv"
    else:
        v = f'W/"{g.hexs(16)}"'.replace('"', "")
        text = f"ETag {v}"
    if style == 2:
        html = f'<p><link rel="stylesheet" href="/app.css" integrity="{v}" crossorigin="anonymous">estilos</p>'
    else:
        html = _wrap(text, g)
    return {
        "kind": "hash",
        "lang": "es" if "original" in text else "en",
        "form": ["sha256", "git sha", "SRI", "md5", "etag"][style],
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["sha256_original", "checksum", "build"]),
    }


def analytics(g: Gen) -> D:
    style = g.r.randrange(5)
    v = g.fresh(
        lambda: [
            f"G-{g.upalnum(10)}",
            f"UA-{g.digits(8)}-{g.r.randint(1, 9)}",
            f"GTM-{g.upalnum(7)}",
            f"fbq('init', '{g.digits(15)}')".split("'")[3],
            f"ca-pub-{g.digits(16)}",
        ][style]
    )
    text = g.choice([f"Google Analytics {v}", f"tracking id {v}", f"id de medición {v}"])
    return {
        "kind": "analytics-id",
        "lang": "es" if "medición" in text else "en",
        "form": ["GA4", "UA", "GTM", "FB pixel", "AdSense"][style],
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "analytics",
    }


def placeholder(g: Gen) -> D:
    v = g.fresh(
        lambda: g.choice(
            [
                "tvly-XXXXXXXXXXXXXXXXXXXXXXXX",
                "<TU_API_KEY>",
                "${TAVILY_API_KEY}",
                "sk-...",
                "redacted@example.test",
                "+52-000-000-0000",
                "YOUR_API_KEY_HERE",
                "Bearer <token>",
                "**** **** **** 4821",
                "XXXX-XXXX-XXXX-1093",
                "CLABE ••••••••••••••3310",
                "fc-YOUR-KEY",
                "{{ secrets.EXA_API_KEY }}",
                "usuario@ejemplo.com",
                "AAAA000000HDFXXX00",
                "os.environ['FIRECRAWL_API_KEY']",
                "<REDACTED>",
                "***",
                "api_key=<redacted>",
                "$SERPAPI_KEY",
                "nombre@dominio.com",
                "55 0000 0000",
                "sk-ant-XXXX",
                "ghp_xxxxxxxxxxxx",
                "X-GOOG-API-KEY-XXX",
                "[REDACTED:api-key]",
                "Basic <BASIC_AUTH>",
                "%API_KEY%",
                "process.env.TAVILY_API_KEY",
                "CURP: XXXX000000XXXXXX00",
            ]
        )
    )
    lg = g.choice(["es", "en", "pt"])
    text = {
        "es": f"valor de ejemplo: {v}",
        "en": f"example value: {v}",
        "pt": f"valor de exemplo: {v}",
    }[lg]
    return {
        "kind": "placeholder",
        "lang": lg,
        "form": "placeholder / masked value",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": g.choice(["ejemplo", "docs", "sample"]),
    }


def public_key(g: Gen) -> D:
    style = g.r.randrange(3)
    if style == 0:
        head = "-----BEGIN PUBLIC KEY-----"
        pem = "\n".join([head, g.b64(48), g.b64(48), "-----END PUBLIC KEY-----"])
        return {
            "kind": "public-key",
            "lang": "en",
            "form": "PEM public key",
            "value": head,
            "text": pem,
            "html": f"<pre>{pem}</pre>",
            "key": "public_key",
            "multiline": True,
        }
    if style == 1:
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.b64(24)[:43]
        text = f"{v} deploy@bench"
        return {
            "kind": "public-key",
            "lang": "en",
            "form": "ssh public key",
            "value": v,
            "text": text,
            "html": _wrap(text, g),
            "key": "authorized_key",
        }
    v = g.b64(32)
    text = f"age / wireguard public key: {v}"
    return {
        "kind": "public-key",
        "lang": "en",
        "form": "wireguard public key",
        "value": v,
        "text": "PublicKey = " + v,
        "html": f"<pre>[Peer]\nPublicKey = {v}</pre>",
        "key": "peer",
        "multiline": True,
    }


def statistic(g: Gen) -> D:
    lg = _lang(g)
    n = g.r.randint(10, 999)
    v = g.fresh(
        lambda: g.choice(
            [
                f"{n}.{g.r.randint(0, 9)} millones",
                f"{g.r.randint(1, 99)},{g.digits(3)},{g.digits(3)}",
                f"{g.r.randint(1, 99)}.{g.r.randint(0, 9)} %",
                f"${g.r.randint(1, 99)},{g.digits(3)}.00 MXN",
                f"US$ {g.r.randint(1, 999)}.{g.digits(2)}",
                f"{g.digits(4)} {g.digits(3)} habitantes",
            ]
        )
    )
    text = {
        "es": f"Según el INEGI, la cifra fue de {v} en 2023",
        "en": f"Revenue reached {v} last quarter",
        "pt": f"O total chegou a {v} em 2024",
    }[lg]
    return {
        "kind": "statistic",
        "lang": lg,
        "form": "number / price / statistic",
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "dato",
    }


def high_entropy(g: Gen) -> D:
    style = g.r.randrange(6)
    if style == 0:
        v = "data:image/png;base64," + g.b64(36)
        text = f"thumbnail {v}"
    elif style == 1:
        v = g.b64url(16)
        text = f"cache-buster ?v={v}"
    elif style == 2:
        v = f"00-{g.hexs(32)}-{g.hexs(16)}-01"
        text = f"traceparent: {v}"
    elif style == 3:
        v = f"{g.hexs(16)}-MEX"
        text = f"cf-ray {v}"
    elif style == 4:
        v = f"ChIJ{g.b64url(20)[:23]}"
        text = f"Google place_id {v}"
    else:
        v = f"yt-{g.b64url(8)[:11]}"
        text = f"video id {v}"
    if style in (2, 3) and g.r.random() < 0.6:
        hname, hvalue = ("traceparent", v) if style == 2 else ("cf-ray", v)
        return {
            "kind": "high-entropy-id",
            "lang": "en",
            "form": f"header {hname}",
            "value": v,
            "header": True,
            "hname": hname,
            "hvalue": hvalue,
            "text": text,
            "html": _wrap(text, g),
            "key": hname,
        }
    return {
        "kind": "high-entropy-id",
        "lang": "en",
        "form": ["data uri", "cache buster", "traceparent", "cf-ray", "place id", "video id"][
            style
        ],
        "value": v,
        "text": text,
        "html": _wrap(text, g),
        "key": "meta_extra",
    }


def header_keep(g: Gen) -> D:
    hname, v = g.choice(
        [
            ("x-ratelimit-remaining", str(g.r.randint(1000, 99999))),
            ("x-ratelimit-reset", f"{g.r.randint(1, 59)}.{g.digits(3)}"),
            ("cache-control", f"public, max-age={g.r.randint(60, 86400)}"),
            (
                "last-modified",
                f"Mon, {g.r.randint(10, 28)} Apr 2025 0{g.r.randint(0, 9)}:12:44 GMT",
            ),
        ]
    )
    return {
        "kind": "header-kept",
        "lang": "en",
        "form": f"recorded header {hname}",
        "value": v,
        "header": True,
        "hname": hname,
        "hvalue": v,
        "text": f"{hname}: {v}",
        "html": f"<pre>{escape(hname)}: {escape(v)}</pre>",
        "key": hname,
    }


TEMPLATES: list[tuple[Any, int]] = [
    (role_mailbox, 36),
    (gov_mailbox, 18),
    (switchboard, 26),
    (toll_free, 18),
    (company_address, 20),
    (pub_date, 22),
    (company_rfc, 16),
    (isbn_issn, 14),
    (doi, 8),
    (order_number, 12),
    (tracking, 12),
    (case_number, 10),
    (sku, 10),
    (uuid_keep, 14),
    (hash_keep, 14),
    (analytics, 10),
    (placeholder, 24),
    (public_key, 8),
    (statistic, 16),
    (high_entropy, 14),
    (header_keep, 8),
]
