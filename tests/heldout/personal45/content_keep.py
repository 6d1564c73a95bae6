"""Keepers (label ``keep``): values a redactor must leave alone, written as pages carry them."""

from __future__ import annotations

import base64
import hashlib

from content_personal import S
from values import HEX, MONTHS_EN, MONTHS_ES, Person, clabe, digits, rfc_moral, rs, uuid4

COMPANIES = [  # (name, domain, RFC initials)
    ("Aceros La Estrella, S.A. de C.V.", "aceroslaestrella.com.mx", "ALE"),
    ("Papelería El Faro", "papeleriaelfaro.com", "PEF"),
    ("Clínica San Rafael", "clinicasanrafael.com.mx", "CSR"),
    ("Grupo Altavista Logística", "grupoaltavista.mx", "GAL"),
    ("Muebles Tlaquepaque", "mueblestlaquepaque.com.mx", "MTL"),
    ("Colegio Valle Verde", "colegiovalleverde.edu.mx", "CVV"),
    ("Ferretería Hidalgo", "ferreteriahidalgo.mx", "FHI"),
    ("Laboratorios Azteca Bio", "aztecabio.com.mx", "LAB"),
    ("Hotel Casa Jacaranda", "casajacaranda.mx", "HCJ"),
    ("Distribuidora Norteña de Abarrotes", "dinorsa.com.mx", "DNA"),
]
GOV = [
    "jalisco.gob.mx",
    "zapopan.gob.mx",
    "queretaro.gob.mx",
    "sep.gob.mx",
    "imss.gob.mx",
    "merida.gob.mx",
    "puebla.gob.mx",
    "leon.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "info",
    "reclutamiento",
    "privacidad",
    "cobranza",
    "hola",
    "pedidos",
]


def co(rng):
    return rng.choice(COMPANIES)


def k_role(rng, i):
    name, dom, _ = co(rng)
    r = ROLES[i % len(ROLES)]
    e = f"{r}@{dom}"
    if i % 6 == 2:
        e = e.upper()
    if i % 6 == 4:
        v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        return S(
            "role-mailbox",
            "es",
            "mailto with query",
            v,
            f"Cotizaciones: {v}",
            "contacto",
            html=f'<p>Cotiza con nosotros: <a href="{v}">{e}</a></p>',
        )
    if i % 6 == 5:
        return S(
            "role-mailbox",
            "es",
            "JSON field",
            e,
            e,
            rng.choice(["contact_email", "email", "correo"]),
            where="data",
        )
    lang = "en" if i % 7 == 3 else "es"
    t = [
        f"Para cotizaciones escriba a {e} o visite nuestra sucursal.",
        f"{name} — Escríbenos a {e}",
        f"Reply-To: {name} <{e}>",
        f"Questions about your order? Email {e}",
        f"Envía tu CV a {e} con el puesto en el asunto",
        f"Dudas sobre el aviso de privacidad: {e}",
    ][i % 6]
    if lang == "en":
        t = f"Questions about your order? Email {e}"
    return S("role-mailbox", lang, "sentence", e, t, "snippet")


def k_gov_mail(rng, i):
    d = GOV[i % len(GOV)]
    r = [
        "transparencia",
        "atencion.ciudadana",
        "oficialia.partes",
        "contacto",
        "quejas",
        "comunicacion.social",
    ][i % 6]
    e = f"{r}@{d}"
    t = [
        f"Unidad de Transparencia: {e}",
        f"Solicitudes de información al correo {e}",
        f"Atención ciudadana: {e}, lunes a viernes de 9 a 15 h",
    ][i % 3]
    return S("gov-role-mailbox", "es", ".gob.mx role mailbox", e, t, "contacto_oficial")


def _landline(rng):
    a = rng.choice(["55", "33", "81"])
    return a, digits(rng, 4), digits(rng, 4)


def k_switch(rng, i):
    name, _, _ = co(rng)
    a, x, y = _landline(rng)
    ext = rng.randint(100, 9999)
    v, t = [
        (f"({a}) {x}-{y} ext. {ext}", f"Conmutador: ({a}) {x}-{y} ext. {ext}"),
        (f"{a} {x} {y}", f"Tel. oficina {a} {x} {y} — {name}"),
        (f"+52 {a} {x} {y}", f"{name}, Conmutador +52 {a} {x} {y}"),
        (f"{a}-{x}-{y} ext. {ext}", f"Llámanos al {a}-{x}-{y} ext. {ext}, horario de oficina"),
        (f"({a}) {x} {y}", f"Sucursal Centro, teléfono de oficina ({a}) {x} {y}"),
        (f"{a} {x} {y} Ext. {ext}", f"Office: {a} {x} {y} Ext. {ext}"),
    ][i % 6]
    if i % 10 == 7:
        return S(
            "switchboard",
            "es",
            "JSON field telefono_oficina",
            v,
            v,
            "telefono_oficina",
            where="data",
        )
    return S(
        "switchboard", "en" if t.startswith("Office") else "es", "switchboard", v, t, "snippet"
    )


def k_tollfree(rng, i):
    x, y = digits(rng, 3), digits(rng, 4)
    v = [f"800 {x} {y}", f"01 800 {x} {y}", f"+52 800 {x} {y}", f"800-{x}-{y}", f"01-800-{x}-{y}"][
        i % 5
    ]
    name, _, _ = co(rng)
    t = [
        f"Lada sin costo {v}",
        f"Atención a clientes {name}: {v}",
        f"Línea gratuita: {v} (24 h)",
        f"Call toll-free {v}",
    ][i % 4]
    return S("toll-free", "en" if t.startswith("Call") else "es", "800 number", v, t, "snippet")


def k_official(rng, i):
    a, x, y = _landline(rng)
    ext = rng.randint(10000, 99999)
    v = f"{a} {x} {y} ext. {ext}"
    t = [
        f"Unidad de Transparencia del Ayuntamiento, tel. {v}",
        f"Oficialía de Partes: {v}",
        f"Mesa de ayuda del SAT (institucional): {v}",
    ][i % 3]
    return S("official-contact", "es", "institutional phone", v, t, "contacto_oficial")


def k_company_addr(rng, i):
    name, _, _ = co(rng)
    p = Person(rng)
    st = [
        "Av. Insurgentes Sur",
        "Blvd. Adolfo López Mateos",
        "Av. Vallarta",
        "Calle Hidalgo",
        "Av. Constitución",
        "Calz. Independencia",
    ][i % 6]
    num = rng.randint(100, 3999)
    cp = f"{rng.randint(1000, 99999):05d}"
    mun, est = rng.choice(p.state[3]), p.state[1]
    v = [
        f"{st} {num}, piso {rng.randint(2, 14)}, Col. Centro, C.P. {cp}, {mun}, {est}",
        f"{st} #{num}, Local {rng.randint(1, 40)}, Col. Industrial, {mun}, {est}, CP {cp}",
        f"{st} No. {num}, Col. Moderna, C.P. {cp}, {mun}",
    ][i % 3]
    t = [
        f"Oficinas corporativas de {name}: {v}",
        f"Sucursal Norte: {v}",
        f"Matriz: {v}",
        f"Visítanos en {v}",
        f"Domicilio fiscal de {name}: {v}",
    ][i % 5]
    return S("company-address", "es", "office/branch address", v, t, "direccion")


def k_company_rfc(rng, i):
    name, _, ini = COMPANIES[i % len(COMPANIES)]
    v = rfc_moral(rng, ini)
    t = [
        f"Razón social: {name}, RFC {v}",
        f"Emisor: {name} | RFC: {v} | Régimen 601",
        f"rfc_emisor={v}",
    ][i % 3]
    return S("company-rfc", "es", "persona moral", v, t, "emisor")


def k_company_clabe(rng, i):
    name, _, _ = co(rng)
    v = clabe(rng)
    t = [
        f"Para pagos: CLABE interbancaria {v} a nombre de {name}",
        f"Transferencias a {name}, Banco: BBVA, CLABE {v}, referencia: su número de pedido",
    ][i % 2]
    return S("company-clabe", "es", "company account for payments", v, t, "pagos")


def k_date(rng, i):
    d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(2015, 2024)
    p = Person(rng)
    v, t, lang = [
        (
            f"{d} de {MONTHS_ES[m - 1]} de {y}",
            f"Publicado el {d} de {MONTHS_ES[m - 1]} de {y}",
            "es",
        ),
        (
            f"{y}-{m:02d}-{d:02d}T10:{d:02d}:00Z",
            f"retrievedAt: {y}-{m:02d}-{d:02d}T10:{d:02d}:00Z",
            "en",
        ),
        (f"{d:02d}/{m:02d}/{y}", f"Fecha de publicación en el DOF: {d:02d}/{m:02d}/{y}", "es"),
        (f"{MONTHS_EN[m - 1]} {d}, {y}", f"Updated {MONTHS_EN[m - 1]} {d}, {y}", "en"),
        (
            f"{d} de {MONTHS_ES[m - 1]} de {y}",
            f"Por {p.name} | {d} de {MONTHS_ES[m - 1]} de {y}",
            "es",
        ),
        (f"{y}-{m:02d}-{d:02d}", f"{y}-{m:02d}-{d:02d}", "en"),
        (f"{d:02d}/{m:02d}/{y}", f"Vigencia de la promoción: hasta el {d:02d}/{m:02d}/{y}", "es"),
        (f"{y}", f"Fundada en {y - 40}; © {y} Todos los derechos reservados", "es"),
    ][i % 8]
    if i % 8 == 7:
        v = f"© {y}"
    where = "data" if i % 8 == 5 else None
    kw = {"where": where} if where else {}
    return S(
        "date",
        lang,
        "date",
        v,
        t,
        ["published_date", "fecha", "publishedAt"][i % 3] if where else "snippet",
        **kw,
    )


def k_price(rng, i):
    a = rng.randint(99, 48000)
    v = [f"${a:,}.00 MXN", f"{a:,} pesos", f"US$ {a / 100:.2f}", f"R$ {a:,}".replace(",", ".")][
        i % 4
    ]
    t = [
        f"Precio: {v}, envío gratis",
        f"Desde {v} al mes",
        f"Price {v} per 1k requests",
        f"Preço: {v}",
    ][i % 4]
    return S("price", ["es", "es", "en", "pt"][i % 4], "price", v, t, "precio")


def k_version(rng, i):
    v = [
        f"v{rng.randint(0, 4)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}",
        f"1.{rng.randint(10, 99)}.{rng.randint(0, 9)}",
        f"2024.{rng.randint(1, 12)}.{rng.randint(1, 30)}",
    ][i % 3]
    t = [
        f"SDK version {v}",
        f"user-agent: radar-bench/{v} python-httpx/0.27.0",
        f"Versión del extractor: {v}",
    ][i % 3]
    return S("version", "en", "version", v, t, "version")


def k_reqid(rng, i):
    v = [uuid4(rng), "req_" + rs(rng, 24), rs(rng, 16, HEX) + "-QRO", "chatcmpl-" + rs(rng, 29)][
        i % 4
    ]
    if i % 3 == 0:
        return S(
            "request-id",
            "en",
            "recorded header x-request-id",
            v,
            v,
            "x-request-id",
            header="x-request-id",
        )
    if i % 3 == 1:
        return S("request-id", "en", "body field request_id", v, v, "request_id", where="data")
    return S(
        "request-id",
        "es",
        "error message",
        v,
        f"Error 502 del proveedor (request id {v}); reintenta",
        "error",
    )


def k_hash(rng, i):
    raw = rs(rng, 20).encode()
    v = [
        hashlib.sha256(raw).hexdigest(),
        hashlib.sha1(raw).hexdigest(),
        f'W/"{hashlib.md5(raw).hexdigest()}"',
        "sha384-" + base64.b64encode(hashlib.sha384(raw).digest()).decode(),
    ][i % 4]
    t = [f"sha256 del cuerpo original: {v}", f"commit {v}", f"ETag: {v}", f"integrity={v}"][i % 4]
    if i % 4 == 2:
        v = hashlib.md5(raw).hexdigest()
    if i % 4 == 2 and i % 8 == 2:
        return S("hash", "en", "recorded header etag", v, t[6:], "etag", header="etag")
    return S("hash", "es" if i % 4 == 0 else "en", "hash", v, t, "hash")


def k_contentid(rng, i):
    v = [
        "msg_01" + rs(rng, 22),
        "doc_" + rs(rng, 12, HEX),
        "srch_" + rs(rng, 18),
        f"gs-{rng.randint(1, 120):03d}",
        "ws_result_" + digits(rng, 6),
    ][i % 5]
    key = ["id", "doc_id", "search_id", "case_id", "result_id"][i % 5]
    return S("content-id", "en", f"content id {key}", v, v, key, where="data")


def k_order(rng, i):
    v = [
        f"#{digits(rng, 9)}",
        f"OC-2024-{digits(rng, 5)}",
        digits(rng, 10),
        f"PED-{digits(rng, 7)}",
    ][i % 4]
    p = Person(rng)
    t = [
        f"Pedido {v} confirmado, llega el jueves",
        f"Orden de compra {v}",
        f"Folio de pedido {v} — cliente {p.given}",
        f"Your order {v} has shipped",
        f"Error 409: el pedido {v} ya fue facturado",
    ][i % 5]
    return S("order-number", "en" if t.startswith("Your") else "es", "order number", v, t, "pedido")


def k_tracking(rng, i):
    v = [
        "1Z" + rs(rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 10),
        digits(rng, 10),
        digits(rng, 22),
        digits(rng, 12),
    ][i % 4]
    t = [
        f"Guía UPS {v}",
        f"Número de guía DHL: {v}",
        f"Rastreo Estafeta {v}",
        f"Tracking FedEx {v}",
    ][i % 4]
    return S("tracking-number", "es", "tracking number", v, t, "envio")


def k_case(rng, i):
    v = [
        f"#{digits(rng, 5)}",
        f"CS-2024-{digits(rng, 6)}",
        f"{digits(rng, 4)}/2023",
        f"INC{digits(rng, 7)}",
    ][i % 4]
    t = [
        f"Ticket {v} abierto",
        f"Caso {v} en revisión",
        f"Expediente {v}",
        f"Incident {v} resolved",
    ][i % 4]
    return S("case-number", "en" if t.startswith("Inc") else "es", "case number", v, t, "caso")


def k_masked(rng, i):
    v = [
        f"**** **** **** {digits(rng, 4)}",
        f"terminación {digits(rng, 4)}",
        "redacted@example.test",
        "+52-000-000-0000",
        "j***@gmail.com",
        f"+52 55 **** {digits(rng, 4)}",
        f"sk-...{rs(rng, 4)}",
        "CURP: GOMR******",
    ][i % 8]
    t = [
        f"Pagado con tarjeta {v}",
        f"Tarjeta con {v}",
        f"email: {v}",
        f"telefono: {v}",
        f"Te enviamos el código a {v}",
        f"Enviamos un SMS a {v}",
        f"Key {v} (created 2024-03-01)",
        f"{v}",
    ][i % 8]
    return S("masked", "es", "masked value", v, t, "enmascarado")


def k_placeholder(rng, i):
    v, t = [
        (
            "YOUR_API_KEY",
            "curl 'https://api.tavily.com/search' -H 'Authorization: Bearer YOUR_API_KEY'",
        ),
        ("sk-...", "OPENAI_API_KEY=sk-..."),
        ("tvly-xxxxxxxxxxxxxxxxxxxxxxxx", "api_key: tvly-xxxxxxxxxxxxxxxxxxxxxxxx"),
        ("${TAVILY_API_KEY}", "Authorization: Bearer ${TAVILY_API_KEY}"),
        ("&lt;tu-api-key&gt;", "Reemplaza &lt;tu-api-key&gt; por tu clave"),
        (
            "postgres://user:password@localhost:5432/db",
            "DATABASE_URL=postgres://user:password@localhost:5432/db",
        ),
        ("REPLACE_ME", "FIRECRAWL_API_KEY=REPLACE_ME"),
        ("nombre@ejemplo.com", "Correo: nombre@ejemplo.com"),
        ("55 1234 5678", "Teléfono (10 dígitos), por ejemplo 55 1234 5678"),
        ("XXXX000000HXXXXX00", "CURP (formato): XXXX000000HXXXXX00"),
        ("<API_KEY>", "x-api-key: <API_KEY>"),
    ][i % 11]
    if "&lt;" in v:
        return S(
            "placeholder",
            "es",
            "placeholder (HTML entity)",
            v,
            t,
            "doc",
            html=f"<p>{t}</p>",
            where="html",
        )
    return S(
        "placeholder",
        "es" if any(w in t for w in ("Correo", "Teléfono", "CURP")) else "en",
        "documentation placeholder",
        v,
        t,
        "ejemplo",
    )


def k_stat(rng, i):
    n = rng.randint(1_000_000, 9_999_999_999) if i % 3 == 1 else rng.randint(120_000, 24_000_000)
    v = [f"{n:,}", str(n)[:10].rjust(10, "1"), f"{n / 1e6:.1f} millones"][i % 3]
    t = [
        f"Población total: {v} habitantes",
        f"Total de visitas en el periodo: {v}",
        f"Ventas por {v} de pesos",
    ][i % 3]
    return S("statistic", "es", "statistic", v, t, "dato")


def k_analytics(rng, i):
    v = [
        f"UA-{digits(rng, 8)}-1",
        "G-" + rs(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
        "GTM-" + rs(rng, 7, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
        f"ca-pub-{digits(rng, 16)}",
    ][i % 4]
    return S("analytics-id", "en", "analytics id", v, f"tracking: {v}", "analytics")


def k_public(rng, i):
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(270))).decode()
    label = ["PUBLIC KEY", "CERTIFICATE"][i % 2]
    pem = "\n".join(
        [
            f"-----BEGIN {label}-----",
            *[body[j : j + 64] for j in range(0, len(body), 64)],
            f"-----END {label}-----",
        ]
    )
    head = pem.split("\n")[0]
    if i % 2 == 0:
        return S(
            "public-key",
            "en",
            "PEM public, <pre>",
            head,
            pem,
            "public_key",
            html="<pre>" + pem + "</pre>",
            where="html",
        )
    return S("public-key", "en", "PEM public, one string", head, pem, "public_key", where="data")


PLAN = [
    (k_role, 36),
    (k_gov_mail, 16),
    (k_switch, 30),
    (k_tollfree, 20),
    (k_official, 12),
    (k_company_addr, 26),
    (k_company_rfc, 16),
    (k_company_clabe, 10),
    (k_date, 28),
    (k_price, 14),
    (k_version, 12),
    (k_reqid, 18),
    (k_hash, 16),
    (k_contentid, 12),
    (k_order, 18),
    (k_tracking, 14),
    (k_case, 12),
    (k_masked, 18),
    (k_placeholder, 22),
    (k_stat, 12),
    (k_analytics, 8),
    (k_public, 6),
]
