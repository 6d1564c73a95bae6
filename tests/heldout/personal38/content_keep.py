"""Keepers of corpus 38 (label ``keep``): values a redactor must leave alone.

Written in the same kinds of lines as the personal items (a company's phone in a snippet,
a role mailbox in a JSON field, an order number in an error), not only corporate prose.
Same dict shape as ``content_personal``.
"""

from __future__ import annotations

import random
import string

from content_personal import COLONIAS, MESES
from values import BANKS, HEX, LOWER_DIG, UPPER_DIG, clabe, luhn_digit, rfc_moral, rs, sha256, uuid4

COMPANIES = [
    ("Ferretería La Esperanza", "ferreterialaesperanza.com.mx"),
    ("Grupo Textil Ocotlán", "textilocotlan.mx"),
    ("Aceros del Bajío", "acerosbajio.com.mx"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.mx"),
    ("Librería El Sótano Norte", "sotanonorte.com"),
    ("Transportes Rápidos del Golfo", "trgolfo.com.mx"),
    ("Café Altura Chiapas", "cafealtura.mx"),
    ("Muebles Tonalá Artesanal", "mueblestonala.com"),
    ("Hotel Casa Cantera", "casacantera.com.mx"),
    ("Inmobiliaria Punto Norte", "puntonorte.mx"),
    ("Laboratorios Vital Bio", "vitalbio.com.mx"),
    ("Escuela Montessori Tlaloc", "montessoritlaloc.edu.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "prensa",
    "info",
    "rh",
    "compras",
    "reservaciones",
    "cobranza",
    "hola",
]
GOV = [
    ("Secretaría de Economía", "economia.gob.mx", "atencion.ciudadana"),
    ("IMSS", "imss.gob.mx", "orientacion.imss"),
    ("SAT", "sat.gob.mx", "contactosat"),
    ("INEGI", "inegi.org.mx", "atencion.usuarios"),
    ("PROFECO", "profeco.gob.mx", "asesoria"),
    ("Gobierno de Jalisco", "jalisco.gob.mx", "transparencia"),
    ("CONDUSEF", "condusef.gob.mx", "asesoria"),
    ("SEP", "nube.sep.gob.mx", "quejas"),
]
STREETS_CO = [
    "Av. Paseo de la Reforma",
    "Blvd. Adolfo López Mateos",
    "Av. Vallarta",
    "Av. Constitución",
    "Blvd. Bernardo Quintana",
    "Av. Tecnológico",
    "Periférico Sur",
]


def _mk(kind: str, lang: str, form: str, value: str, text: str, **kw: object) -> dict:
    return {"kind": kind, "lang": lang, "form": form, "value": value, "text": text, **kw}


def k_role(rng: random.Random) -> dict:
    name, dom = rng.choice(COMPANIES)
    role = rng.choice(ROLES)
    style = rng.choice(["plain", "plain", "upper", "mailto", "json", "replyto"])
    v = f"{role}@{dom}"
    if style == "upper":
        v = v.upper()
    markup = None
    if style == "mailto":
        text = f"Cotizaciones: mailto:{v}?subject=Cotizaci%C3%B3n — {name}"
        markup = (
            f'<p>Cotizaciones: <a href="mailto:{v}?subject=Cotizaci%C3%B3n">{v}</a> — {name}</p>'
        )
    elif style == "json":
        text = f'"contact_email": "{v}"'
    elif style == "replyto":
        text = f"Reply-To: {name} <{v}>"
        markup = f"<p>Reply-To: {name} &lt;{v}&gt;</p>"
    else:
        text = rng.choice(
            [
                f"Escríbenos a {v} y te respondemos en menos de 24 horas.",
                f"{name} — pedidos y cotizaciones: {v}",
                f"Para facturar tu compra envía tu constancia a {v}.",
                f"Contact our sales team at {v}.",
            ]
        )
    lang = "en" if text.startswith("Contact our") else "es"
    return _mk(
        "role-mailbox",
        lang,
        f"role mailbox {style}",
        v,
        text,
        **({"html": markup} if markup else {}),
    )


def k_gov(rng: random.Random) -> dict:
    inst, dom, box = rng.choice(GOV)
    v = f"{box}@{dom}"
    text = rng.choice(
        [
            f"Dudas sobre el trámite: {v} ({inst}).",
            f"{inst} — correo de atención: {v}, lunes a viernes de 9:00 a 18:00.",
            f"Solicitudes de información pública a {v}",
        ]
    )
    return _mk("gov-role-mailbox", "es", "institutional mailbox", v, text)


def _office(rng: random.Random) -> tuple[str, str]:
    area = rng.choice(["55", "33", "81"])
    return area, f"{rng.randint(5000, 5999)} {rng.randint(1000, 9999)}"


def k_switchboard(rng: random.Random) -> dict:
    name, _ = rng.choice(COMPANIES)
    area, num = _office(rng)
    ext = rng.randint(100, 4999)
    style = rng.randint(0, 4)
    v = [
        f"({area}) {num}",
        f"{area} {num} ext. {ext}",
        f"+52 {area} {num}",
        f"{area}-{num.replace(' ', '-')}",
        f"({area}) {num} Ext. {ext}",
    ][style]
    text = rng.choice(
        [
            f"Conmutador: {v} — {name}",
            f"Tel. oficina: {v}, horario de 9 a 18 h.",
            f"{name}, matriz. Tel. {v} (conmutador)",
            f"Llámanos al {v}, atención a clientes de {name}.",
            f"Main office: {v}",
        ]
    )
    lang = "en" if text.startswith("Main") else "es"
    return _mk("switchboard", lang, f"company phone {style}", v, text)


def k_tollfree(rng: random.Random) -> dict:
    style = rng.randint(0, 3)
    a, b = rng.randint(100, 999), rng.randint(1000, 9999)
    v = [f"800 {a} {b}", f"01 800 {a} {b}", f"+52 800 {a} {b}", f"800-{a}-{b}"][style]
    name, _ = rng.choice(COMPANIES)
    text = rng.choice(
        [
            f"Línea sin costo {v} — {name}",
            f"Atención a clientes: {v} (lada sin costo)",
            f"Reporta tu siniestro al {v}, las 24 horas.",
            f"Toll-free: {v}",
        ]
    )
    return _mk(
        "toll-free", "en" if text.startswith("Toll") else "es", f"800 number {style}", v, text
    )


def company_address(rng: random.Random) -> str:
    col, cp, mun, edo = rng.choice(COLONIAS)
    st = rng.choice(STREETS_CO)
    n = rng.randint(10, 3900)
    return rng.choice(
        [
            f"{st} {n}, piso {rng.randint(2, 24)}, Col. {col}, C.P. {cp}, {mun}, {edo}",
            f"{st} #{n}, Local {rng.randint(1, 40)}, Col. {col}, {mun}, {edo}, C.P. {cp}",
            f"{st} No. {n}, Torre B, Col. {col}, CP {cp}, {mun}",
        ]
    )


def k_address(rng: random.Random) -> dict:
    name, _ = rng.choice(COMPANIES)
    v = company_address(rng)
    text = rng.choice(
        [
            f"Oficinas corporativas de {name}: {v}.",
            f"Sucursal Centro — {v}. Abierto de lunes a sábado.",
            f"Sede del evento: Centro de Convenciones, {v}",
            f"Entregar en almacén de {name}: {v}",
            f"Dirección fiscal: {name} S.A. de C.V., {v}",
        ]
    )
    return _mk("company-address", "es", "company address", v, text)


def k_rfc(rng: random.Random) -> dict:
    name, _ = rng.choice(COMPANIES)
    v = rfc_moral(rng, name)
    text = rng.choice(
        [
            f"{name} S.A. de C.V. — RFC {v}",
            f"Emisor: {name}, RFC: {v}, régimen 601",
            f'"rfc_emisor": "{v}"',
        ]
    )
    return _mk("company-rfc", "es", "rfc persona moral", v, text)


def k_clabe(rng: random.Random) -> dict:
    name, _ = rng.choice(COMPANIES)
    c = clabe(rng)
    text = rng.choice(
        [
            f"Pagos por transferencia a {name} S.A. de C.V., {BANKS[c[:3]]}, CLABE {c}. "
            "Referencia: tu número de pedido.",
            f"Datos para depósito (cuenta empresarial de {name}): CLABE {c}",
        ]
    )
    return _mk("company-clabe", "es", "company clabe for payments", c, text)


def k_date(rng: random.Random) -> dict:
    y, m, d = rng.randint(2018, 2026), rng.randint(1, 12), rng.randint(1, 28)
    style = rng.randint(0, 4)
    v = [
        f"{d} de {MESES[m - 1]} de {y}",
        f"{d:02d}/{m:02d}/{y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
        f"{d:02d}-{['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'][m - 1]}-{y}",
    ][style]
    text = rng.choice(
        [
            f"Publicado el {v} — actualizado por la redacción.",
            f"Fecha de publicación en el DOF: {v}",
            f"Última actualización: {v}",
            f"La convocatoria cierra el {v} a las 23:59 h.",
            f"Fundada el {v}, la empresa cuenta hoy con 40 sucursales.",
        ]
    )
    if style in (2, 3) and rng.random() < 0.5:
        text = f"published_at: {v}"
    return _mk("date", "es" if not text.startswith("published") else "en", f"date {style}", v, text)


def k_price(rng: random.Random) -> dict:
    style = rng.randint(0, 3)
    p = rng.randint(99, 98000)
    v = [
        f"${p:,}.00 MXN",
        f"MXN {p:,}",
        f"US$ {p / 20:,.2f}",
        f"R$ {p / 4:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."),
    ][style]
    lang = ["es", "es", "en", "pt"][style]
    text = {
        "es": f"Precio de lista: {v} (IVA incluido).",
        "en": f"Starting at {v} per month.",
        "pt": f"A partir de {v} à vista.",
    }[lang]
    return _mk("price", lang, f"price {style}", v, text)


def k_stat(rng: random.Random) -> dict:
    style = rng.randint(0, 2)
    if style == 0:
        v = f"{rng.randint(1_000_000_000, 9_999_999_999)}"
        text = f"Total de registros procesados: {v}"
    elif style == 1:
        v = f"{rng.randint(10, 130)}.{rng.randint(1, 9)} millones"
        text = f"La población ocupada llegó a {v} de personas, según la ENOE."
    else:
        v = f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%"
        text = f"La inflación anual se ubicó en {v} en la primera quincena."
    return _mk("statistic", "es", f"statistic {style}", v, text)


def k_version(rng: random.Random) -> dict:
    v = f"{rng.randint(0, 5)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    text = rng.choice(
        [
            f"User-Agent: fixture-recorder/{v} python-httpx/0.27.0",
            f"Versión de la app: {v} (build {rng.randint(1000, 9999)})",
            f"sdk_version: {v}",
        ]
    )
    return _mk("version", "en", "version", v, text)


def k_request_id(rng: random.Random) -> dict:
    style = rng.randint(0, 3)
    if style == 0:
        v = uuid4(rng)
        text, header = f"x-request-id: {v}", "x-request-id"
    elif style == 1:
        v = "req_" + rs(rng, string.ascii_letters + string.digits, 24)
        text, header = f"request-id: {v}", "request-id"
    elif style == 2:
        v = uuid4(rng)
        text, header = (
            f"Error 503: servicio no disponible, id de solicitud {v}. Intenta más tarde.",
            None,
        )
    else:
        v = rs(rng, HEX, 16)
        text, header = f"cf-ray: {v}-MEX", "cf-ray"
    d = _mk("request-id", "es" if style == 2 else "en", f"request id {style}", v, text)
    if header:
        d["header"] = header
        d["header_value"] = text.split(": ", 1)[1]
    return d


def k_hash(rng: random.Random) -> dict:
    style = rng.randint(0, 3)
    if style == 0:
        v = sha256(rng)
        text = f"sha256 del cuerpo original: {v}"
    elif style == 1:
        v = rs(rng, HEX, 40)
        text = f"commit {v} — fix: normalizar fechas en el parser"
    elif style == 2:
        v = '"' + rs(rng, HEX, 32) + '"'
        v = v.strip('"')
        text = f"ETag: W/{rs(rng, HEX, 4)}-{v}"
    else:
        v = "sha384-" + rs(rng, string.ascii_letters + string.digits + "+/", 64)
        text = f"integrity: {v}"
    return _mk("hash", "en", f"hash {style}", v, text)


def k_order(rng: random.Random) -> dict:
    style = rng.randint(0, 3)
    if style == 0:
        v = f"{rng.randint(1_000_000_000, 9_999_999_999)}"
        text = f"Pedido {v} confirmado; te avisaremos cuando salga de almacén."
    elif style == 1:
        v = f"MX-{rng.randint(100000, 999999)}-{rs(rng, UPPER_DIG, 4)}"
        text = f"Error 409: el pedido {v} ya fue cancelado."
    elif style == 2:
        v = f"#{rng.randint(10000, 99999)}"
        text = f"Tu orden {v} está en camino."
    else:
        v = f"{rng.randint(100_000_000, 999_999_999)}"
        text = f"Folio de compra: {v}"
    return _mk("order-number", "es", f"order number {style}", v, text)


def k_tracking(rng: random.Random) -> dict:
    style = rng.randint(0, 2)
    if style == 0:
        v = "1Z" + rs(rng, UPPER_DIG, 6) + rs(rng, string.digits, 10)
        text = f"Guía UPS: {v}"
    elif style == 1:
        v = rs(rng, string.digits, 12)
        text = f"Número de rastreo FedEx {v} — entrega estimada el jueves."
    else:
        v = rs(rng, string.digits, 22)
        text = f"Estafeta, guía {v}"
    return _mk("tracking-number", "es", f"tracking {style}", v, text)


def k_case(rng: random.Random) -> dict:
    style = rng.randint(0, 2)
    v = [
        f"CAS-{rng.randint(10000, 99999)}-{rs(rng, UPPER_DIG, 6)}",
        f"{rng.randint(100000, 999999)}/2025",
        f"INC{rng.randint(1000000, 9999999)}",
    ][style]
    text = [
        f"Tu caso {v} fue escalado a segundo nivel.",
        f"Expediente {v}, Juzgado Tercero de lo Civil.",
        f"Ticket {v} closed: resolved by upstream fix.",
    ][style]
    return _mk("case-number", "en" if style == 2 else "es", f"case number {style}", v, text)


def k_masked(rng: random.Random) -> dict:
    style = rng.randint(0, 5)
    last = rs(rng, string.digits, 4)
    v = [
        f"**** **** **** {last}",
        f"****{last}",
        "redacted@example.test",
        "+52-000-000-0000",
        f"XXXX-XXXX-XXXX-{last}",
        f"sk-...{rs(rng, string.ascii_letters, 4)}",
    ][style]
    text = [
        f"Cargo aplicado a la tarjeta {v}.",
        f"Cuenta terminación {v}",
        f"email: {v}",
        f"telefono: {v}",
        f"Card ending {v} was charged.",
        f"Key {v} (last used 3 days ago)",
    ][style]
    return _mk("masked", "en" if style in (4, 5) else "es", f"masked {style}", v, text)


def k_placeholder(rng: random.Random) -> dict:
    style = rng.randint(0, 7)
    v = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "<tu-api-key>",
        "fc-YOUR_API_KEY",
        "Bearer $OPENAI_API_KEY",
        "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
    ][style]
    text = [
        f"export SERPER_API_KEY={v}",
        f"Reemplaza {v} por tu clave de OpenAI.",
        f"client = TavilyClient(api_key='{v}')",
        f"api_key: {v}",
        f"curl -H 'x-api-key: {v}' https://api.ejemplo.com/v1/buscar",
        f"app = FirecrawlApp(api_key='{v}')",
        f"Authorization: {v}",
        f"EXA_API_KEY={v}",
    ][style]
    lang = "es" if style in (1, 4) else "en"
    markup = None
    if "<" in v:
        markup = "<pre><code>curl -H 'x-api-key: &lt;tu-api-key&gt;' https://api.ejemplo.com/v1/buscar</code></pre>"
    d = _mk("placeholder", lang, f"placeholder {style}", v, text, code=True)
    if markup:
        d["html"] = markup
        d["html_value"] = "&lt;tu-api-key&gt;"
    return d


def k_ids(rng: random.Random) -> dict:
    style = rng.randint(0, 4)
    if style == 0:
        v = f"G-{rs(rng, UPPER_DIG, 10)}"
        text = f"gtag('config', '{v}');"
    elif style == 1:
        v = f"{rng.randint(1000, 9999)}{rs(rng, string.digits, 9)}"
        ean = v[:12]
        v = ean + luhn_ean(ean)
        text = f'SKU/EAN: {v} — Taladro percutor 1/2"'
        text = text.replace('"', "")
    elif style == 2:
        v = "pk_live_" + rs(rng, string.ascii_letters + string.digits, 24)
        text = f"Stripe publishable key (public, safe in the browser): {v}"
    elif style == 3:
        v = f"msg_{rs(rng, string.ascii_letters + string.digits, 24)}"
        text = f"message_id: {v}"
    else:
        v = f"10.{rng.randint(1000, 9999)}/{rs(rng, LOWER_DIG, 8)}"
        text = f"DOI: https://doi.org/{v}"
    return _mk(
        ["analytics-id", "sku", "public-key", "content-id", "doi"][style],
        "en",
        f"id {style}",
        v,
        text,
    )


def luhn_ean(body: str) -> str:
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return str((10 - total % 10) % 10)


def k_contact_line(rng: random.Random) -> dict:
    """A company's contact block in the words a person's would use."""
    name, dom = rng.choice(COMPANIES)
    area, num = _office(rng)
    style = rng.randint(0, 2)
    if style == 0:
        v = f"{area} {num}"
        text = f"¿Dudas? Comunícate con {name} al {v} (conmutador, opción 2)."
        kind = "switchboard"
    elif style == 1:
        v = f"ventas@{dom}"
        text = f"Mándanos tus documentos a {v}, saludos. Equipo {name}"
        kind = "role-mailbox"
    else:
        v = f"+52 {area} {num}"
        text = f"Contacto de prensa de {name}: Tel. oficina {v}"
        kind = "switchboard"
    return _mk(kind, "es", f"company contact in personal wording {style}", v, text)


_ = (HEX, luhn_digit)


def cnpj(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = 11 - sum(x * y for x, y in zip(d, w, strict=True)) % 11
        d.append(0 if r >= 10 else r)
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def k_pt(rng: random.Random) -> dict:
    """Brazilian company contacts and ids, in Portuguese."""
    loja = rng.choice(
        ["Livraria Paulista", "Padaria Boa Massa", "Clínica Sorriso Azul", "Móveis Ipê"]
    )
    style = rng.randint(0, 3)
    if style == 0:
        box = rng.choice(["contato", "vendas", "sac", "atendimento"])
        v = f"{box}@{rng.choice(['boamassa', 'ipemoveis', 'sorrisoazul'])}.com.br"
        text, kind = f"Fale conosco: {v} — respondemos em até 2 dias úteis.", "role-mailbox"
    elif style == 1:
        v = f"0800 {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        text, kind = f"SAC {loja}: {v} (ligação gratuita)", "toll-free"
    elif style == 2:
        n, conj = rng.randint(100, 2500), rng.randint(11, 190)
        v = f"Av. Paulista, {n}, conj. {conj}, Bela Vista, São Paulo - SP, CEP 01310-{rng.randint(100, 999)}"
        text, kind = f"Endereço da loja {loja}: {v}", "company-address"
    else:
        v = cnpj(rng)
        text, kind = f"{loja} Ltda. — CNPJ {v}", "company-id"
    return _mk(kind, "pt", f"pt company {style}", v, text)


MAKERS = [
    (k_role, 36),
    (k_gov, 18),
    (k_switchboard, 26),
    (k_tollfree, 18),
    (k_address, 24),
    (k_rfc, 16),
    (k_clabe, 10),
    (k_date, 26),
    (k_price, 16),
    (k_stat, 14),
    (k_version, 12),
    (k_request_id, 22),
    (k_hash, 18),
    (k_order, 18),
    (k_tracking, 12),
    (k_case, 10),
    (k_masked, 18),
    (k_placeholder, 20),
    (k_ids, 20),
    (k_contact_line, 18),
    (k_pt, 14),
]
