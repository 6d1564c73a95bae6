"""Keepers of corpus 53 (label keep): values that must not be flagged.

Written in the same kinds of sentences, fields and headers as the personal items: a
company's phone in a snippet, a role mailbox in a JSON ``email`` field, an order number
in an error, a company CLABE for payments, a masked card in a receipt.
"""

from __future__ import annotations

import random

from values import (
    ALNUM,
    CITIES,
    COLONIAS,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    STREETS,
    UPNUM,
    clabe,
    digits,
    hexs,
    isbn13,
    rfc_moral,
    rstr,
    uuid4,
)

COMPANIES = [
    ("Ferretería El Tornillo", "ferreteriaeltornillo.com.mx"),
    ("Mueblería Hogar Norte", "muebleriahogarnorte.mx"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.com.mx"),
    ("Distribuidora Agrícola del Bajío", "agrobajio.com.mx"),
    ("Librería Letras Vivas", "letrasvivas.mx"),
    ("Transportes Rápidos del Golfo", "trgolfo.com.mx"),
    ("Colegio Miguel de Cervantes", "colegiocervantes.edu.mx"),
    ("Hotel Posada del Río", "posadadelrio.com"),
    ("Constructora Valle Alto", "vallealto.com.mx"),
    ("Farmacias Salud Total", "saludtotal.com.mx"),
    ("Panificadora La Espiga", "laespiga.mx"),
    ("Óptica Visión Clara", "visionclara.com.mx"),
    ("Seguros Amparo", "segurosamparo.com"),
    ("Inmobiliaria Raíces", "inmoraices.mx"),
]
GOV = [
    ("Secretaría de Educación Pública", "sep.gob.mx"),
    ("IMSS", "imss.gob.mx"),
    ("SAT", "sat.gob.mx"),
    ("Profeco", "profeco.gob.mx"),
    ("INE", "ine.mx"),
    ("Gobierno de Jalisco", "jalisco.gob.mx"),
    ("CONAGUA", "conagua.gob.mx"),
    ("Ayuntamiento de Zapopan", "zapopan.gob.mx"),
    ("SEDEMA CDMX", "sedema.cdmx.gob.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "info",
    "prensa",
    "rh",
    "cobranza",
    "reservaciones",
    "pedidos",
    "hola",
    "admisiones",
    "compras",
]
GOV_ROLES = [
    "atencion.ciudadana",
    "transparencia",
    "contacto",
    "quejas",
    "oficialia.partes",
    "comunicacion.social",
    "denuncias",
    "unidad.transparencia",
]
SUFFIX = ["S.A. de C.V.", "S. de R.L. de C.V.", "S.A.P.I. de C.V.", "S.C."]


def _lang(rng: random.Random, en: float = 0.22, pt: float = 0.1) -> str:
    x = rng.random()
    return "en" if x < en else "pt" if x < en + pt else "es"


def d(kind, lang, form, value, text, key, **kw):
    out = dict(kind=kind, family="keep", lang=lang, form=form, value=value, text=text, key=key)
    out.update(kw)
    return out


def m_role(rng):
    co, dom = rng.choice(COMPANIES)
    lang = _lang(rng)
    e = f"{rng.choice(ROLES)}@{dom}"
    style = rng.choice(["plain", "plain", "upper", "mailto-q", "reply-to", "field"])
    if style == "upper":
        e = e.upper()
    if style == "mailto-q":
        v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        html = f'<p>Cotizaciones: <a href="{v}">{e}</a></p>'
        return d(
            "role-mailbox",
            "es",
            "role mailbox mailto with query",
            v,
            f"Cotizaciones: <a href='{v}'>{e}</a>",
            "content",
            html=html,
            html_value=v,
        )
    if style == "reply-to":
        return d(
            "role-mailbox", lang, "Reply-To: Company <role@>", e, f"Reply-To: {co} <{e}>", "raw"
        )
    if style == "field":
        return d(
            "role-mailbox", lang, "role mailbox in email field", e, e, "email", plain_value=True
        )
    t = {
        "es": rng.choice(
            [
                "Escríbenos a {v} y te respondemos en 24 h.",
                "Informes y cotizaciones: {v}",
                "{c} — correo: {v}",
                "Para facturas escribe a {v} con tu folio.",
            ]
        ),
        "en": rng.choice(["Questions? Email {v}.", "{c} support: {v}"]),
        "pt": rng.choice(["Fale conosco: {v}", "Atendimento {c}: {v}"]),
    }[lang].format(v=e, c=co)
    return d(
        "role-mailbox",
        lang,
        f"role mailbox {style}",
        e,
        t,
        rng.choice(["snippet", "contact", "content", "email"]),
    )


def m_gov(rng):
    org, dom = rng.choice(GOV)
    e = f"{rng.choice(GOV_ROLES)}@{dom}"
    t = rng.choice(
        [
            "Solicitudes de información: {v} ({o})",
            "Quejas y denuncias: {v}",
            "{o} — Correo institucional: {v}",
            "Escribe a {v} para dudas sobre el trámite.",
        ]
    ).format(v=e, o=org)
    return d(
        "gov-role-mailbox",
        "es",
        "institutional role mailbox",
        e,
        t,
        rng.choice(["snippet", "email", "contacto"]),
    )


def _office(rng) -> tuple[str, str]:
    lada = rng.choice([c[2] for c in CITIES])
    rest = digits(rng, 10 - len(lada))
    return lada, rest


def m_switch(rng):
    co, _ = rng.choice(COMPANIES)
    lada, rest = _office(rng)
    a, b = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
    ext = rng.randint(100, 4999)
    style = rng.choice(["conmutador", "oficina", "ext", "intl-ext", "sucursal"])
    v = {
        "conmutador": f"({lada}) {a} {b}",
        "oficina": f"{lada} {a} {b}",
        "ext": f"{lada}-{a}-{b} ext. {ext}",
        "intl-ext": f"+52 {lada} {a} {b} ext. {ext}",
        "sucursal": f"{lada}.{a}.{b}",
    }[style]
    t = {
        "conmutador": "Conmutador: {v} — {c}",
        "oficina": "Tel. oficina {v} (lunes a viernes de 9 a 18 h)",
        "ext": "{c}: {v}",
        "intl-ext": "Atención a clientes de {c}: {v}",
        "sucursal": "Sucursal Centro de {c}, conmutador {v}",
    }[style].format(v=v, c=co)
    return d(
        "switchboard",
        "es",
        f"switchboard-{style}",
        v,
        t,
        rng.choice(["snippet", "telefono", "contacto", "content"]),
    )


def m_tollfree(rng):
    co, _ = rng.choice(COMPANIES)
    n = digits(rng, 7)
    style = rng.choice(["800", "01800", "+52800", "800-dash"])
    v = {
        "800": f"800 {n[:3]} {n[3:]}",
        "01800": f"01 800 {n[:3]} {n[3:]}",
        "+52800": f"+52 800 {n[:3]} {n[3:]}",
        "800-dash": f"800-{n[:3]}-{n[3:]}",
    }[style]
    lang = _lang(rng, 0.15, 0.0)
    t = (
        rng.choice(["Línea sin costo: {v}", "Llama gratis al {v} — {c}", "Atención 24 h: {v}"])
        if lang == "es"
        else "Toll-free (Mexico): {v}"
    ).format(v=v, c=co)
    return d(
        "toll-free",
        lang,
        f"toll-free-{style}",
        v,
        t,
        rng.choice(["snippet", "telefono", "content"]),
    )


def m_official(rng):
    org, _ = rng.choice(GOV)
    lada, rest = _office(rng)
    a, b = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
    v = f"{lada} {a} {b}, ext. {rng.randint(10000, 99999)}"
    t = rng.choice(
        ["Unidad de Transparencia de {o}: {v}", "{o}, Oficialía de Partes — Tel. {v}"]
    ).format(o=org, v=v)
    return d(
        "official-contact",
        "es",
        "institutional phone with extension",
        v,
        t,
        rng.choice(["snippet", "contacto"]),
    )


def m_addr(rng):
    co, _ = rng.choice(COMPANIES)
    mun, est, _ = rng.choice(CITIES)
    kind = rng.choice(["Av.", "Calle", "Blvd.", "Calz.", "Periférico Sur"])
    piso = rng.choice(
        [
            "",
            f", piso {rng.randint(2, 14)}",
            f", local {rng.randint(1, 40)}",
            f", oficina {rng.randint(101, 902)}",
        ]
    )
    v = (
        f"{kind} {rng.choice(STREETS)} {rng.randint(10, 3900)}{piso}, Col. {rng.choice(COLONIAS)}, "
        f"C.P. {rng.randint(1000, 99000):05d}, {mun}, {est}"
    )
    t = rng.choice(
        [
            "Oficinas corporativas de {c}: {v}",
            "Visítanos en nuestra sucursal: {v}",
            "{c} {s} — {v}",
            "Sede del evento: Centro de Convenciones, {v}",
            "Recoge tu pedido en tienda: {v}",
        ]
    ).format(c=co, v=v, s=rng.choice(SUFFIX))
    return d(
        "company-address",
        "es",
        "company/venue address",
        v,
        t,
        rng.choice(["snippet", "direccion", "content", "address"]),
    )


def m_rfc_moral(rng):
    co, _ = rng.choice(COMPANIES)
    v = rfc_moral(rng, co)
    t = rng.choice(
        [
            "{c} {s}, RFC {v}",
            "Emisor: {c} {s} | R.F.C. {v} | Régimen 601",
            "Datos fiscales del proveedor: RFC {v} ({c})",
        ]
    ).format(c=co, v=v, s=rng.choice(SUFFIX))
    return d(
        "company-rfc", "es", "RFC persona moral", v, t, rng.choice(["snippet", "emisor", "content"])
    )


def m_company_clabe(rng):
    co, _ = rng.choice(COMPANIES)
    v, bank = clabe(rng)
    t = rng.choice(
        [
            "Para pagos a {c} {s}: CLABE {v} ({b}). Envía tu comprobante a cobranza.",
            "Datos para transferencia — Beneficiario: {c} {s}, banco {b}, CLABE {v}",
            "Pago de colegiaturas: {c}, CLABE {v}, referencia = matrícula del alumno",
        ]
    ).format(c=co, s=rng.choice(SUFFIX), v=v, b=bank)
    return d(
        "company-clabe",
        "es",
        "company CLABE for payments",
        v,
        t,
        rng.choice(["snippet", "pago", "content"]),
    )


def m_date(rng):
    lang = _lang(rng, 0.25, 0.1)
    y, m, dd = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    style = rng.choice(["long", "iso", "slash", "http"])
    if style == "http":
        wd = rng.choice(["Mon", "Tue", "Wed", "Thu", "Fri"])
        hh, mm, ss = rng.randint(0, 9), rng.randint(10, 59), rng.randint(0, 9)
        v = f"{wd}, {dd:02d} {MONTHS_EN[m - 1][:3]} {y} 1{hh}:{mm}:0{ss} GMT"
        return d(
            "date",
            "en",
            "HTTP date header",
            v,
            f"Last-Modified: {v}",
            "last-modified",
            header=("last-modified", v),
        )
    if lang == "en":
        v = f"{MONTHS_EN[m - 1]} {dd}, {y}" if style == "long" else f"{y}-{m:02d}-{dd:02d}"
        t = rng.choice(["Published {v}", "Updated on {v} · 4 min read", "Event date: {v}"]).format(
            v=v
        )
    elif lang == "pt":
        v = f"{dd} de {MONTHS_PT[m - 1]} de {y}" if style == "long" else f"{dd:02d}/{m:02d}/{y}"
        t = rng.choice(["Publicado em {v}", "Atualizado em {v}"]).format(v=v)
    else:
        v = {
            "long": f"{dd} de {MONTHS_ES[m - 1]} de {y}",
            "iso": f"{y}-{m:02d}-{dd:02d}",
            "slash": f"{dd:02d}/{m:02d}/{y}",
        }[style]
        t = rng.choice(
            [
                "Publicado el {v}",
                "DOF {v}: Acuerdo por el que se dan a conocer las reglas de operación.",
                "Fundada el {v}, la empresa celebra su aniversario.",
                "Última actualización: {v}",
                "Fecha límite de inscripción: {v}",
                "© {y} — actualizado {v}",
            ]
        ).format(v=v, y=y)
    return d(
        "date",
        lang,
        f"date-{style}",
        v,
        t,
        rng.choice(["published", "snippet", "fecha", "content"]),
    )


def m_price(rng):
    lang = _lang(rng, 0.2, 0.1)
    amt = f"{rng.randint(49, 45000):,}.{rng.choice(['00', '50', '99'])}"
    v = (
        rng.choice([f"${amt} MXN", f"$ {amt}", f"MXN {amt}"])
        if lang != "pt"
        else f"R$ {amt.replace(',', 'X').replace('.', ',').replace('X', '.')}"
    )
    t = {
        "es": rng.choice(["Precio: {v} IVA incluido", "Total del pedido: {v}", "Desde {v} al mes"]),
        "en": "Price: {v} (tax incl.)",
        "pt": "Preço: {v} à vista",
    }[lang].format(v=v)
    return d("price", lang, "price", v, t, rng.choice(["price", "snippet", "precio"]))


def m_version(rng):
    v = rng.choice(
        [
            f"v{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}-rc.{rng.randint(1, 4)}",
            f"2024.{rng.randint(1, 12):02d}.{rng.randint(1, 28)}",
        ]
    )
    t = rng.choice(
        [
            "SDK version {v}",
            "versión de la API: {v}",
            "user-agent: buscador-mx/{v} (+https://example.mx/bot)",
        ]
    ).format(v=v)
    return d(
        "version",
        "en" if "version" in t and "versión" not in t else "es",
        "version string",
        v,
        t,
        rng.choice(["sdk_version", "version", "snippet"]),
    )


def m_request_id(rng):
    style = rng.choice(["uuid", "req", "cf-ray", "trace"])
    if style == "uuid":
        v = uuid4(rng)
        return d(
            "request-id",
            "en",
            "x-request-id header",
            v,
            f"x-request-id: {v}",
            "x-request-id",
            header=("x-request-id", v),
        )
    if style == "req":
        v = "req_" + hexs(rng, 24)
        return d(
            "request-id",
            "en",
            "request id in error body",
            v,
            f"Request failed with status 503 (request id: {v})",
            "error",
        )
    if style == "cf-ray":
        v = f"{hexs(rng, 16)}-{rng.choice(['MEX', 'QRO', 'DFW', 'GRU'])}"
        return d(
            "request-id", "en", "cf-ray header", v, f"cf-ray: {v}", "cf-ray", header=("cf-ray", v)
        )
    v = f"00-{hexs(rng, 32)}-{hexs(rng, 16)}-01"
    return d(
        "request-id",
        "en",
        "traceparent header",
        v,
        f"traceparent: {v}",
        "traceparent",
        header=("traceparent", v),
    )


def m_hash(rng):
    style = rng.choice(["sha256", "etag", "commit", "sri"])
    if style == "sha256":
        v = hexs(rng, 64)
        return d(
            "hash",
            "en",
            "sha256 of body",
            v,
            f"sha256:{v}",
            rng.choice(["body_sha256", "sha256_original"]),
        )
    if style == "etag":
        v = f'W/"{hexs(rng, 16)}"'[3:-1]
        return d(
            "hash", "en", "etag header", v, f'etag: W/"{v}"', "etag", header=("etag", f'W/"{v}"')
        )
    if style == "commit":
        v = hexs(rng, 40)
        return d(
            "hash",
            "en",
            "commit sha",
            v,
            f"capturado con fixture-tools@{v}",
            rng.choice(["generator", "commit"]),
        )
    v = "sha384-" + rstr(rng, ALNUM + "+/", 64)
    return d("hash", "en", "SRI integrity", v, f"integrity={v}", "integrity")


def m_content_id(rng):
    style = rng.choice(["yt", "article", "doc", "result"])
    v = {
        "yt": rstr(rng, ALNUM + "-_", 11),
        "article": f"{rng.randint(2000000, 2999999)}",
        "doc": "doc_" + hexs(rng, 20),
        "result": f"res-{rng.randint(1, 99)}-{hexs(rng, 8)}",
    }[style]
    t = {
        "yt": "https://www.youtube.com/watch?v={v}",
        "article": "https://www.example-noticias.mx/nota/{v}-tarifas-electricas",
        "doc": "document id {v}",
        "result": "resultado {v}",
    }[style].format(v=v)
    return d(
        "content-id",
        "en" if style != "result" else "es",
        f"content id {style}",
        v,
        t,
        rng.choice(["url_extra", "id_extra", "doc_id"]),
    )


def m_order(rng):
    lang = _lang(rng, 0.25, 0.1)
    v = rng.choice(
        [
            f"#MX-{rng.randint(2019, 2025)}-{digits(rng, 6)}",
            f"{digits(rng, 10)}",
            f"PED-{digits(rng, 8)}",
            f"{rng.randint(100, 999)}-{digits(rng, 7)}-{digits(rng, 7)}",
        ]
    )
    t = {
        "es": rng.choice(
            [
                "Tu pedido {v} fue enviado.",
                "Error 409: el pedido {v} ya fue facturado.",
                "Folio de compra {v}",
                "No encontramos el pedido {v}; verifica el número.",
            ]
        ),
        "en": rng.choice(["Order {v} has shipped.", "Order not found: {v}"]),
        "pt": "Pedido {v} confirmado.",
    }[lang].format(v=v)
    return d(
        "order-number",
        lang,
        "order number",
        v,
        t,
        rng.choice(["snippet", "error", "message", "pedido"]),
    )


def m_tracking(rng):
    v = rng.choice(
        [
            "1Z" + rstr(rng, UPNUM, 16),
            digits(rng, 12),
            digits(rng, 22),
            "MX" + digits(rng, 9) + "MX",
        ]
    )
    t = rng.choice(
        [
            "Número de guía: {v}",
            "Rastrea tu envío con la guía {v} en el sitio de la paquetería.",
            "Tracking number: {v}",
        ]
    ).format(v=v)
    return d(
        "tracking-number",
        "en" if t.startswith("Tracking") else "es",
        "tracking number",
        v,
        t,
        rng.choice(["guia", "tracking", "snippet"]),
    )


def m_case(rng):
    v = rng.choice(
        [
            f"{digits(rng, 8)}",
            f"CASO-{digits(rng, 6)}",
            f"{digits(rng, 4)}/{rng.randint(2018, 2025)}",
            f"TCK-{digits(rng, 7)}",
        ]
    )
    t = rng.choice(
        [
            "Tu caso {v} fue turnado al área de garantías.",
            "Queja Profeco, expediente {v}",
            "Support case {v} is now closed.",
        ]
    ).format(v=v)
    return d(
        "case-number",
        "en" if t.startswith("Support") else "es",
        "case number",
        v,
        t,
        rng.choice(["ticket", "snippet", "message"]),
    )


def m_masked(rng):
    style = rng.choice(["card", "card2", "clabe", "phone", "email", "curp"])
    v = {
        "card": f"**** **** **** {digits(rng, 4)}",
        "card2": f"•••• {digits(rng, 4)}",
        "clabe": f"************{digits(rng, 6)}",
        "phone": f"+52 ** **** {digits(rng, 4)}",
        "email": f"j***@{rng.choice(['gmail.com', 'hotmail.com'])}",
        "curp": f"{rstr(rng, UPNUM[:26], 4)}**********{digits(rng, 2)}",
    }[style]
    lang = _lang(rng, 0.25, 0.1)
    t = (
        {
            "es": "Pago aprobado con tarjeta terminación {v}",
            "en": "Charged to card {v}",
            "pt": "Cartão final {v}",
        }[lang]
        if style.startswith("card")
        else {
            "clabe": "Depósito a la cuenta {v}",
            "phone": "Enviamos un código al {v}",
            "email": "Te enviamos un enlace a {v}",
            "curp": "CURP registrada: {v}",
        }[style]
    )
    t = t.format(v=v)
    return d(
        "masked",
        lang if style.startswith("card") else "es",
        f"masked {style}",
        v,
        t,
        rng.choice(["snippet", "message", "content"]),
    )


def m_placeholder(rng):
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-YOUR_API_KEY",
            "<tu-api-key>",
            "${TAVILY_API_KEY}",
            "$OPENAI_API_KEY",
            "Bearer <token>",
            "xxxxxxxxxxxxxxxxxxxx",
            "redacted@example.test",
            "+52-000-000-0000",
            "AAAA000000HDFXXX00",
            "<REDACTED>",
            "BSA_REEMPLAZA_AQUI",
            "fc-YOUR-KEY",
            "sk-ant-xxxxx",
            "os.environ['SERPER_API_KEY']",
        ]
    )
    t = rng.choice(
        [
            "Reemplaza {v} con tu clave antes de ejecutar.",
            "export API_KEY={v}",
            "Authorization: Bearer {v}",
            "api_key={v}",
            "Set the key: {v}",
        ]
    ).format(v=v)
    if v.startswith("Bearer"):
        t = f"Authorization: {v}"
    if "@" in v or v.startswith("+52") or v.startswith("AAAA"):
        t = rng.choice(["contacto redactado: {v}", "valor redactado ({v})"]).format(v=v)
    return d(
        "placeholder",
        "es" if "Reemplaza" in t or "redactado" in t else "en",
        "documentation placeholder",
        v,
        t,
        rng.choice(["example", "snippet", "content", "nota"]),
    )


def m_pubkey(rng):
    style = rng.choice(["pk", "ssh", "cert"])
    if style == "pk":
        v = "pk_live_51" + rstr(rng, ALNUM, 60)
        return d(
            "public-key",
            "en",
            "Stripe publishable key",
            v,
            f"stripePublishableKey: {v}",
            "publishable_key",
        )
    if style == "ssh":
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rstr(rng, ALNUM + "+/", 43)
        return d("public-key", "en", "SSH public key", v, f"{v} deploy@ci", "authorized_key")
    v = "-----BEGIN CERTIFICATE-----"
    return d(
        "public-key",
        "en",
        "certificate",
        v,
        v + "\n" + rstr(rng, ALNUM + "+/", 64) + "\n-----END CERTIFICATE-----",
        "certificate",
        pem=True,
    )


def m_stat(rng):
    lang = _lang(rng, 0.2, 0.1)
    style = rng.choice(["count10", "count", "pct"])
    v = {
        "count10": f"{rng.randint(1000, 9999)}{digits(rng, 6)}",
        "count": f"{rng.randint(1, 130)},{digits(rng, 3)},{digits(rng, 3)}",
        "pct": f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%",
    }[style]
    if style == "pct":
        t = {
            "es": "Variación anual: {v}",
            "en": "Year-over-year change: {v}",
            "pt": "Variação anual: {v}",
        }[lang]
    elif style == "count":
        t = {
            "es": "La población censada fue de {v} habitantes.",
            "en": "Census population: {v}",
            "pt": "População recenseada: {v}",
        }[lang]
    else:
        t = {
            "es": "Visitas acumuladas: {v}",
            "en": "Total page views: {v}",
            "pt": "Total de acessos: {v}",
        }[lang]
    t = t.format(v=v)
    return d("statistic", lang, "statistic", v, t, rng.choice(["snippet", "stats", "content"]))


def m_isbn(rng):
    v = isbn13(rng)
    t = rng.choice(
        ["ISBN {v}", "Libro de texto gratuito, ISBN: {v}", "Disponible en Letras Vivas (ISBN {v})"]
    ).format(v=v)
    return d("isbn", "es", "ISBN-13", v, t, rng.choice(["snippet", "isbn", "content"]))


PLAN = [
    (m_role, 36),
    (m_gov, 18),
    (m_switch, 30),
    (m_tollfree, 20),
    (m_official, 12),
    (m_addr, 26),
    (m_rfc_moral, 16),
    (m_company_clabe, 12),
    (m_date, 26),
    (m_price, 18),
    (m_version, 14),
    (m_request_id, 18),
    (m_hash, 16),
    (m_content_id, 14),
    (m_order, 18),
    (m_tracking, 14),
    (m_case, 12),
    (m_masked, 20),
    (m_placeholder, 24),
    (m_pubkey, 6),
    (m_stat, 14),
    (m_isbn, 8),
]
