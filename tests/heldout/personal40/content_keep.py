"""Keepers of corpus 40: what a redactor must leave alone, written in the same sentences and
fields as the personal items (a company's phone in a snippet, a role mailbox in a JSON
field, an order number in an error message...)."""

from __future__ import annotations

import random

import gen
from content_personal import E, phone_fmt

COMPANIES = (
    ("Ferretería El Tornillo", "ferreteriaeltornillo.com.mx", "FET"),
    ("Distribuidora Alimentos del Bajío", "alimentosdelbajio.mx", "DAB"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.com.mx", "CDS"),
    ("Transportes Rápidos de Occidente", "trorte.com.mx", "TRO"),
    ("Papelería La Pluma", "papelerialapluma.mx", "PLP"),
    ("Constructora Valle Alto", "constructoravallealto.com", "CVA"),
    ("Hotel Posada del Sol", "posadadelsol.com.mx", "HPS"),
    ("Laboratorios Químicos Celaya", "lqcelaya.com.mx", "LQC"),
    ("Muebles Artesanales Tonalá", "mueblestonala.mx", "MAT"),
    ("Agencia de Viajes Horizonte", "viajeshorizonte.com.mx", "AVH"),
    ("Software Norte Soluciones", "softwarenorte.mx", "SNS"),
    ("Panadería San Rafael", "panaderiasanrafael.com.mx", "PSR"),
)
ROLES = (
    "ventas",
    "contacto",
    "soporte",
    "info",
    "facturacion",
    "prensa",
    "atencion.clientes",
    "rh",
    "compras",
    "cobranza",
    "servicio",
    "hola",
    "reservaciones",
    "admisiones",
)
GOV = (
    ("Secretaría de Economía", "economia.gob.mx"),
    ("IMSS", "imss.gob.mx"),
    ("SAT", "sat.gob.mx"),
    ("INEGI", "inegi.org.mx"),
    ("Gobierno de Jalisco", "jalisco.gob.mx"),
    ("Municipio de Celaya", "celaya.gob.mx"),
    ("CONDUSEF", "condusef.gob.mx"),
    ("Secretaría de Salud", "salud.gob.mx"),
    ("Profeco", "profeco.gob.mx"),
)
GOV_ROLES = (
    "contacto",
    "atencion.ciudadana",
    "transparencia",
    "comunicacion.social",
    "quejas",
    "unidad.transparencia",
    "informes",
)
BUSINESS_STREETS = (
    "Av. Vallarta",
    "Blvd. Adolfo López Mateos",
    "Av. Constitución",
    "Paseo de la Reforma",
    "Av. Tecnológico",
    "Blvd. Díaz Ordaz",
    "Av. Universidad",
    "Periférico Sur",
    "Av. Chapultepec",
)


def _co(rng: random.Random) -> tuple[str, str, str]:
    return rng.choice(COMPANIES)


def role_mailbox(rng: random.Random, i: int) -> E:
    name, dom, _ = _co(rng)
    role = ROLES[i % len(ROLES)]
    e = f"{role}@{dom}"
    style = i % 6
    if style == 1:
        e = e.upper()
    if style == 2:
        v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        return E(
            "role-mailbox",
            "es",
            "mailto-query",
            e,
            f"Cotizaciones: {v}",
            html=f'<p>Solicite su cotización: <a href="{v}">{e}</a></p>',
        )
    if style == 3:
        return E("role-mailbox", "en", "reply-to", e, f"Reply-To: {name} <{e}>")
    if style == 5 and i % 12 == 11:
        return E("role-mailbox", "pt", "plain", e, f"Fale conosco: {e} (atendimento comercial)")
    if style == 4:
        return E(
            "role-mailbox",
            "es",
            "json-field",
            e,
            f'{{"email": "{e}", "empresa": "{name}"}}',
            modes="j",
        )
    t = rng.choice(
        (
            f"Para pedidos al mayoreo escriba a {e} o visite nuestra sucursal.",
            f"{name} — Contacto: {e}",
            f"Cualquier duda, escríbenos a {e} y te respondemos en 24 horas.",
            f"Envíe su CV a {e} indicando la vacante.",
        )
    )
    return E("role-mailbox", "es", "upper" if style == 1 else "plain", e, t)


def gov_mailbox(rng: random.Random, i: int) -> E:
    org, dom = GOV[i % len(GOV)]
    e = f"{GOV_ROLES[i % len(GOV_ROLES)]}@{dom}"
    t = rng.choice(
        (
            f"Dudas sobre el trámite: {e} ({org}).",
            f"Solicitudes de información pública a {e}",
            f"{org} · Correo institucional: {e}",
        )
    )
    return E("gov-role-mailbox", "es", "gob.mx", e, t)


def switchboard(rng: random.Random, i: int) -> E:
    name, _, _ = _co(rng)
    city, _, lada, _ = rng.choice(gen.CITIES)
    num = gen.mx_mobile(rng, lada)
    style = i % 6
    if style == 0:
        v = f"{phone_fmt(num, 'paren')} ext. {rng.randint(100, 4999)}"
        t = f"Conmutador: {v}"
    elif style == 1:
        v = phone_fmt(num, "spaced")
        t = f"Tel. oficina {v}, lunes a viernes de 9 a 18 h — {name}"
    elif style == 2:
        v = f"{phone_fmt(num, 'intl')} ext. {rng.randint(10, 999)}"
        t = f"Comunícate con {name} al {v}"
    elif style == 3:
        v = phone_fmt(num, "dash")
        t = f"Sucursal {city}: conmutador {v}"
    elif style == 4:
        v = f"{phone_fmt(num, 'paren')}, ext. {rng.randint(100, 999)}"
        return E(
            "switchboard",
            "es",
            "json-field",
            v,
            f'{{"telefono": "{v}", "tipo": "conmutador", "empresa": "{name}"}}',
            modes="j",
        )
    else:
        v = f"{phone_fmt(num, 'intl')} Ext. {rng.randint(1000, 9999)}"
        return E("switchboard", "en", "office", v, f"Main office (switchboard): {v}")
    return E(
        "switchboard",
        "es",
        ("ext", "tel-oficina", "comunicate-ext", "conmutador", "", "")[style],
        v,
        t,
    )


def toll_free(rng: random.Random, i: int) -> E:
    n = f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    style = i % 4
    v = (f"800 {n}", f"01 800 {n}", f"+52 800 {n}", f"800-{n.replace(' ', '-')}")[style]
    name, _, _ = _co(rng)
    if i % 5 == 4:
        return E(
            "toll-free",
            "pt",
            "800",
            v,
            f"Central de atendimento de {name}: {v} (ligação gratuita no México)",
        )
    t = rng.choice(
        (
            f"Línea sin costo: {v}",
            f"Atención a clientes de {name}: {v} (lada sin costo)",
            f"Reporta tu falla al {v}, las 24 horas.",
        )
    )
    return E("toll-free", "es", ("800", "01-800", "+52-800", "800-dash")[style], v, t)


def company_address(rng: random.Random, i: int) -> E:
    name, _, _ = _co(rng)
    city, state, _, cp = rng.choice(gen.CITIES)
    a = (
        f"{rng.choice(BUSINESS_STREETS)} {rng.randint(100, 3500)}, piso {rng.randint(2, 14)}, "
        f"Col. {rng.choice(gen.COLONIAS)}, C.P. {cp}{rng.randint(0, 999):03d}, {city}, {state}"
    )
    t = rng.choice(
        (
            f"Oficinas corporativas de {name}: {a}",
            f"Visítanos en nuestra sucursal: {a}",
            f"Sede del evento: Centro de Convenciones, {a}",
            f"{name} | Domicilio fiscal: {a}",
        )
    )
    return E("company-address", "es", "office", a, t)


def company_rfc(rng: random.Random, i: int) -> E:
    name, _, ini = _co(rng)
    r = gen.rfc_moral(ini, rng)
    t = rng.choice(
        (
            f"{name} S.A. de C.V. · RFC {r}",
            f"Emisor: {name}, S. de R.L. de C.V. (RFC: {r}), régimen 601",
            f'{{"rfc_emisor": "{r}", "razon_social": "{name} SA de CV"}}',
        )
    )
    return E("company-rfc", "es", "persona-moral", r, t)


def company_clabe(rng: random.Random, i: int) -> E:
    name, _, _ = _co(rng)
    c = gen.clabe(rng)
    t = rng.choice(
        (
            f"Datos para pago: {name} S.A. de C.V., CLABE {c}, referencia = número de pedido.",
            f"Realiza tu transferencia a la cuenta empresarial de {name}: CLABE {c}",
        )
    )
    return E("company-clabe", "es", "payments", c, t)


def official(rng: random.Random, i: int) -> E:
    org, _dom = GOV[i % len(GOV)]
    _, _, lada, _ = rng.choice(gen.CITIES)
    num = gen.mx_mobile(rng, lada)
    v = f"{phone_fmt(num, 'paren')} ext. {rng.randint(10000, 99999)}"
    return E(
        "official-contact", "es", "institutional-ext", v, f"{org}, Unidad de Transparencia: {v}"
    )


def date(rng: random.Random, i: int) -> E:
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    style = i % 6
    if style == 0:
        v = f"{d} de {gen.MONTHS_ES[m - 1]} de {y}"
        t = f"Publicado el {v} en la sección Economía."
    elif style == 1:
        v = f"{d:02d}/{m:02d}/{y}"
        t = f"DOF {v}: decreto por el que se reforma el reglamento."
    elif style == 2:
        v = f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z"
        return E("date", "en", "iso", v, f'{{"published_date": "{v}"}}', modes="j")
    elif style == 3:
        v = f"{gen.MONTHS_EN[m - 1]} {d}, {y}"
        return E("date", "en", "en-long", v, f"Last updated {v}")
    elif style == 4:
        v = f"{rng.randint(1950, 1998)}"
        t = f"Empresa fundada en {v} en {rng.choice(gen.CITIES)[0]}."
    else:
        v = f"{d} de {gen.MONTHS_PT[m - 1]} de {y}"
        return E("date", "pt", "pt-long", v, f"Atualizado em {v}")
    return E("date", "es", ("es-long", "dof", "", "", "founded", "")[style], v, t)


def price(rng: random.Random, i: int) -> E:
    v = f"${rng.randint(49, 25000):,}.{rng.choice(('00', '50', '90'))} MXN"
    if i % 5 == 2:
        return E("price", "pt", "mxn", v, f"Preço: {v} por pessoa")
    return E(
        "price",
        "es",
        "mxn",
        v,
        rng.choice((f"Precio: {v}, IVA incluido", f"Desde {v} al mes", f"Total a pagar {v}")),
    )


def version(rng: random.Random, i: int) -> E:
    v = f"{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    t = (
        f"User-Agent: python-httpx/{v}",
        f"Actualiza a la versión {v} para corregir el error.",
        f'{{"sdk_version": "{v}"}}',
    )[i % 3]
    return E("version", "es" if i % 3 == 1 else "en", "semver", v, t)


def request_id(rng: random.Random, i: int) -> E:
    k = i % 4
    if k == 0:
        v = gen.uid(rng)
        return E(
            "request-id",
            "en",
            "x-request-id",
            v,
            f"x-request-id: {v}",
            header=("x-request-id", v),
            modes="Hj",
        )
    if k == 1:
        v = "req_" + gen.rand(rng, gen.ALNUM, 24)
        return E("request-id", "en", "req_", v, f'{{"request_id": "{v}", "status": 429}}')
    if k == 2:
        v = gen.hexs(rng, 16) + "-MEX"
        return E("request-id", "en", "cf-ray", v, f"cf-ray: {v}", header=("cf-ray", v), modes="H")
    v = gen.uid(rng)
    return E(
        "request-id",
        "es",
        "trace",
        v,
        f"Error interno. Si persiste, comparta el identificador de la solicitud {v} con soporte.",
    )


def hashes(rng: random.Random, i: int) -> E:
    k = i % 4
    if k == 0:
        v = gen.hexs(rng, 64)
        return E("hash", "en", "sha256", v, f'{{"sha256_original": "{v}"}}', modes="j")
    if k == 1:
        v = gen.hexs(rng, 40)
        return E("hash", "en", "commit", v, f"Fixture regenerated at commit {v}")
    if k == 2:
        v = gen.hexs(rng, 32)
        return E("hash", "en", "etag", v, f'etag: W/"{v}"', header=("etag", f'W/"{v}"'), modes="H")
    v = gen.hexs(rng, 32)
    return E("hash", "es", "md5", v, f"Suma MD5 del archivo descargado: {v}")


def content_id(rng: random.Random, i: int) -> E:
    k = i % 3
    if k == 0:
        v = f"{rng.randint(10**6, 10**7)}"
        return E(
            "content-id",
            "es",
            "article-id",
            v,
            f"Nota relacionada (id {v}): Inflación en Jalisco baja a 4.1%",
        )
    if k == 1:
        v = f"doc_{gen.rand(rng, gen.ALNUM.lower(), 12)}"
        return E(
            "content-id", "en", "doc-id", v, f'{{"document_id": "{v}", "score": 0.87}}', modes="j"
        )
    v = f"chatcmpl-{gen.rand(rng, gen.ALNUM, 29)}"
    return E(
        "content-id", "en", "completion-id", v, f'{{"id": "{v}", "object": "chat.completion"}}'
    )


def order(rng: random.Random, i: int) -> E:
    k = i % 4
    if k == 0:
        v = f"{rng.randint(10**9, 10**10 - 1)}"
        return E(
            "order-number",
            "es",
            "bare-10",
            v,
            f"Tu pedido {v} fue enviado. Gracias por comprar en {_co(rng)[0]}.",
        )
    if k == 1:
        v = f"MX-{rng.randint(100000, 999999)}"
        return E(
            "order-number",
            "es",
            "prefixed",
            v,
            f"No pudimos procesar el pedido {v}: inventario insuficiente.",
        )
    if k == 2:
        v = f"#{rng.randint(100000, 999999)}"
        return E(
            "order-number",
            "en",
            "hash",
            v,
            f"Order {v} confirmed — estimated delivery in 3-5 business days.",
        )
    v = f"{rng.randint(10**6, 10**7)}"
    return E("order-number", "es", "json", v, f'{{"numero_pedido": "{v}", "estatus": "entregado"}}')


def tracking(rng: random.Random, i: int) -> E:
    k = i % 3
    if k == 0:
        v = "1Z" + gen.rand(rng, gen.UPALNUM, 16)
    elif k == 1:
        v = gen.rand(rng, "0123456789", 12)
    else:
        v = gen.rand(rng, "0123456789", 22)
    return E(
        "tracking-number",
        "es",
        ("ups", "12-digit", "22-digit")[k],
        v,
        f"Número de guía {v} — en tránsito a Guadalajara",
    )


def case_number(rng: random.Random, i: int) -> E:
    k = i % 3
    v = (
        f"CASO-{rng.randint(2019, 2025)}-{rng.randint(1000, 99999)}",
        f"Expediente {rng.randint(100, 9999)}/{rng.randint(2015, 2025)}",
        f"{rng.randint(10**7, 10**8)}",
    )[k]
    t = (
        f"Su reporte quedó registrado como {v}.",
        f"Juzgado Tercero de lo Civil, {v}",
        f"Ticket de soporte {v} cerrado.",
    )[k]
    return E("case-number", "es", ("caso", "expediente", "ticket")[k], v, t)


def masked(rng: random.Random, i: int) -> E:
    k = i % 6
    v = (
        f"**** **** **** {rng.randint(1000, 9999)}",
        f"****{rng.randint(1000, 9999)}",
        "redacted@example.test",
        "+52-000-000-0000",
        f"XXXX{rng.randint(100000, 999999)}XXXXXX00",
        f"55 **** **{rng.randint(10, 99)}",
    )[k]
    t = (
        f"Pago aprobado con la tarjeta {v}",
        f"Cuenta terminación {v}",
        f'{{"email": "{v}"}}',
        f"Tel. de contacto: {v}",
        f"CURP: {v}",
        f"Te enviamos un código al {v}",
    )[k]
    return E(
        "masked",
        "es",
        ("card", "account", "redacted-email", "redacted-phone", "curp", "phone")[k],
        v,
        t,
    )


def placeholder(rng: random.Random, i: int) -> E:
    k = i % 8
    v = (
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "<tu-api-key>",
        "Bearer <token>",
        "BSA_YOUR_TOKEN_HERE",
        "os.environ['OPENAI_API_KEY']",
    )[k]
    t = (
        f"export TAVILY_API_KEY={v}",
        f"Authorization: Bearer {v}",
        f"Reemplaza la clave de ejemplo {v} por la tuya.",
        f"api_key: {v}",
        f"curl -H 'X-API-Key: {v}' https://api.example.com/search",
        f"Authorization: {v}",
        f"X-Subscription-Token: {v}",
        f"client = OpenAI(api_key={v})",
    )[k]
    return E("placeholder", "es" if k in (2, 4) else "en", f"ph-{k}", v, t)


def statistic(rng: random.Random, i: int) -> E:
    v = (
        f"{rng.randint(1_000_000_000, 9_999_999_999)}"
        if i % 3 == 0
        else f"{rng.randint(10, 99)}.{rng.randint(0, 9)}%"
    )
    t = (
        f"Visitas acumuladas: {v}"
        if i % 3 == 0
        else f"El desempleo se ubicó en {v} según el INEGI."
    )
    return E("statistic", "es", "count" if i % 3 == 0 else "percent", v, t)


def sku(rng: random.Random, i: int) -> E:
    base = "750" + gen.rand(rng, "0123456789", 9)
    chk = (10 - sum(int(c) * (3 if j % 2 else 1) for j, c in enumerate(base)) % 10) % 10
    v = base + str(chk)
    return E("sku", "es", "ean13", v, f"Código de barras (EAN-13): {v} — Frijol negro 900 g")


def analytics(rng: random.Random, i: int) -> E:
    v = (
        f"G-{gen.rand(rng, gen.UPALNUM, 10)}",
        f"UA-{rng.randint(1000000, 99999999)}-{rng.randint(1, 9)}",
        f"GTM-{gen.rand(rng, gen.UPALNUM, 7)}",
        f"ca-pub-{rng.randint(10**15, 10**16)}",
    )[i % 4]
    return E("analytics-id", "en", v.split("-")[0], v, f"tracking tag {v} loaded")


PLAN = (
    (role_mailbox, 38),
    (gov_mailbox, 18),
    (switchboard, 32),
    (toll_free, 20),
    (company_address, 24),
    (company_rfc, 16),
    (company_clabe, 12),
    (official, 10),
    (date, 26),
    (price, 14),
    (version, 12),
    (request_id, 18),
    (hashes, 14),
    (content_id, 12),
    (order, 18),
    (tracking, 12),
    (case_number, 12),
    (masked, 18),
    (placeholder, 24),
    (statistic, 12),
    (sku, 8),
    (analytics, 8),
)


def make(rng: random.Random) -> list[E]:
    out = []
    for fn, n in PLAN:
        out.extend(fn(rng, i) for i in range(n))
    return out
