"""Keepers of corpus 49: what a redactor must leave alone, written like the personal items.

Drafts as in ``content_personal``. Companies are invented; institutions are real names
with invented numbers and mailboxes.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

import values as V
from content_personal import d, pick

Draft = dict[str, Any]

COMPANIES = [
    ("Ferretería El Arco", "ferreteriaelarco.com.mx"),
    ("Grupo Textil Anáhuac", "textilanahuac.mx"),
    ("Laboratorios Clínicos del Bajío", "labclinicosbajio.com"),
    ("Muebles Hernández e Hijos", "muebleshernandez.com.mx"),
    ("Distribuidora Ramírez del Norte", "disramirez.mx"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.mx"),
    ("Editorial Ciruelo", "editorialciruelo.com.mx"),
    ("Transportes Vázquez Express", "tvexpress.com.mx"),
    ("Colegio Montessori Jacarandas", "montessorijacarandas.edu.mx"),
    ("Panificadora La Espiga", "laespiga.com.mx"),
    ("Software Altiplano", "altiplano.dev"),
    ("Hotel Posada del Sol", "posadadelsol.com.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion.clientes",
    "facturacion",
    "prensa",
    "rh",
    "info",
    "cotizaciones",
    "admisiones",
    "reservaciones",
    "compras",
    "privacidad",
    "hola",
]
GOV = [
    ("SAT", "sat.gob.mx", "contribuyentes"),
    ("IMSS", "imss.gob.mx", "orientacion.imss"),
    ("Profeco", "profeco.gob.mx", "asesoria"),
    ("INE", "ine.mx", "inetel"),
    ("Secretaría de Salud", "salud.gob.mx", "atencion.ciudadana"),
    ("CONAGUA", "conagua.gob.mx", "transparencia"),
    ("Gobierno de Jalisco", "jalisco.gob.mx", "contacto"),
    ("SEP", "nube.sep.gob.mx", "unidad.transparencia"),
    ("INEGI", "inegi.org.mx", "atencion.usuarios"),
    ("Ayuntamiento de Celaya", "celaya.gob.mx", "atencionciudadana"),
]


def co(rng: random.Random) -> tuple[str, str]:
    return rng.choice(COMPANIES)


def role_mailbox(rng: random.Random) -> Draft:
    name, dom = co(rng)
    role = rng.choice(ROLES)
    e = f"{role}@{dom}"
    style = pick(rng, "plain", "plain", "plain", "upper", "mailto", "reply-to", "bare")
    if style == "upper":
        e = e.upper()
    if style == "mailto":
        href = f"mailto:{e}?subject=Informes"
        return d(
            "role-mailbox",
            "es",
            "role mailbox mailto with a query",
            f"Escríbenos: {href}",
            href,
            "contact",
            html=f'<p>Escríbenos a <a href="{href}">{e}</a></p>',
            html_value=href,
        )
    if style == "reply-to":
        return d(
            "role-mailbox",
            "es",
            "Reply-To role mailbox",
            f"Reply-To: {name} <{e}>",
            e,
            "raw_header",
        )
    if style == "bare":
        return d(
            "role-mailbox",
            "es",
            "role mailbox as bare field",
            e,
            e,
            pick(rng, "support_email", "contact_email", "email"),
            bare=True,
            only="data",
        )
    lang = pick(rng, "es", "es", "en", "pt")
    text = {
        "es": pick(
            rng,
            f"¿Dudas con tu pedido? Escribe a {e} y te respondemos en 24 h.",
            f"{name} — informes y cotizaciones: {e}",
            f"Contacto: {e}",
            f"Para facturar tu compra envía tu constancia fiscal a {e}",
        ),
        "en": pick(rng, f"Questions? Contact our team at {e}.", f"Press inquiries: {e}"),
        "pt": f"Dúvidas? Fale com a gente pelo e-mail {e}.",
    }[lang]
    return d(
        "role-mailbox",
        lang,
        f"role mailbox {style}",
        text,
        e,
        pick(rng, "snippet", "content", "description"),
    )


def gov_mailbox(rng: random.Random) -> Draft:
    inst, dom, box = rng.choice(GOV)
    e = f"{box}@{dom}"
    text = pick(
        rng,
        f"{inst}: para solicitudes de información escriba a {e}",
        f"Correo institucional de atención: {e}",
        f"Quejas y sugerencias ({inst}): {e}",
        f"Unidad de Transparencia del {inst} — {e}",
    )
    return d(
        "gov-role-mailbox",
        "es",
        "institutional mailbox",
        text,
        e,
        pick(rng, "snippet", "content", "contact"),
    )


def company_phone(num: str, style: str) -> str:
    return V.fmt_phone(num, style)


def switchboard(rng: random.Random) -> Draft:
    name, _ = co(rng)
    num = rng.choice(["55", "33", "81"]) + str(rng.randint(2, 5)) + V.rs(rng, 7, string.digits)
    v = company_phone(num, pick(rng, "paren", "space", "pairs", "intl", "dash"))
    ext = rng.randint(100, 4999)
    text = pick(
        rng,
        f"Conmutador: {v} ext. {ext}",
        f"{name} · Tel. oficina {v}, lunes a viernes de 9 a 18 h",
        f"Comunícate con {name} al {v} ext. {ext}",
        f"Conmutador {v}, opción 3 para facturación",
        f"Tel. oficina: {v} / ext. {ext} (recepción)",
        f"Llámanos al {v} (conmutador) para agendar tu cita en {name}.",
    )
    return d(
        "switchboard",
        "es",
        "company switchboard",
        text,
        v,
        pick(rng, "snippet", "content", "contact", "description"),
    )


def toll_free(rng: random.Random) -> Draft:
    name, _ = co(rng)
    n = V.rs(rng, 7, string.digits)
    v = pick(
        rng,
        f"800 {n[:3]} {n[3:]}",
        f"01 800 {n[:3]} {n[3:]}",
        f"+52 800 {n[:3]} {n[3:]}",
        f"800-{n[:3]}-{n[3:]}",
    )
    lang = pick(rng, "es", "es", "es", "en")
    text = (
        pick(
            rng,
            f"Línea gratuita de atención a clientes: {v}",
            f"Llama sin costo al {v} de {name}",
            f"Servicio a clientes {name}: {v} (lada sin costo)",
        )
        if lang == "es"
        else f"Toll-free customer line: {v}"
    )
    return d("toll-free", lang, "800 number", text, v, pick(rng, "snippet", "content", "contact"))


def official_contact(rng: random.Random) -> Draft:
    inst, _dom, _box = rng.choice(GOV)
    num = "55" + str(rng.randint(2, 5)) + V.rs(rng, 7, string.digits)
    v = company_phone(num, pick(rng, "space", "paren", "pairs"))
    text = pick(
        rng,
        f"Atención ciudadana {inst}: {v} ext. {rng.randint(10000, 19999)}",
        f"{inst} — Tel. {v}, extensiones {rng.randint(1000, 1999)} y {rng.randint(2000, 2999)}, horario de 8 a 15 h",
    )
    return d(
        "official-contact",
        "es",
        "institution phone with extension",
        text,
        v,
        pick(rng, "snippet", "contact"),
    )


def company_address(rng: random.Random) -> Draft:
    name, _ = co(rng)
    st = rng.choice(sorted(V.STATES))
    stn, muns, _ = V.STATES[st]
    a = (
        f"{rng.choice(V.STREETS)} {rng.randint(10, 3000)}, {pick(rng, 'piso ', 'local ', 'nave ', 'Torre B, piso ')}{rng.randint(1, 30)}, "  # noqa: E501
        f"Col. {rng.choice(V.COLONIAS)}, C.P. {rng.randint(1000, 99999):05d}, {rng.choice(muns)}, {stn}"
    )
    text = pick(
        rng,
        f"Oficinas corporativas de {name}: {a}",
        f"Sucursal {rng.choice(muns)}: {a}. Horario: 9 a 19 h.",
        f"Visítanos en {a}",
        f"El evento será en el auditorio de {name}, {a}.",
        f"Domicilio fiscal de {name}, S.A. de C.V.: {a}",
    )
    return d(
        "company-address",
        "es",
        "company/branch/venue address",
        text,
        a,
        pick(rng, "snippet", "content", "description", "address"),
    )


def company_rfc(rng: random.Random) -> Draft:
    name, _ = co(rng)
    r = V.rfc_moral(rng)
    text = pick(
        rng,
        f"{name}, S.A. de C.V. — RFC {r}",
        f"Emisor: {name} S. de R.L. de C.V. | RFC: {r} | Régimen 601",
        f"Datos para facturación del proveedor: RFC {r} ({name})",
    )
    if rng.random() < 0.2:
        r = "XAXX010101000"
        text = f"Venta al público en general, RFC genérico {r}"
    return d(
        "company-rfc",
        "es",
        "RFC persona moral",
        text,
        r,
        pick(rng, "snippet", "description", "content"),
    )


def company_clabe(rng: random.Random) -> Draft:
    name, _ = co(rng)
    c = V.clabe(rng)
    text = pick(
        rng,
        f"Pago por transferencia a {name}, S.A. de C.V., CLABE {c}, referencia: número de pedido.",
        f"Datos bancarios de la empresa para pagos: {name} S.A. de C.V. — CLABE {c}",
        f"Cuotas de inscripción: depositar a {name} A.C., CLABE interbancaria {c}",
    )
    return d(
        "company-clabe",
        "es",
        "company CLABE for payments",
        text,
        c,
        pick(rng, "snippet", "content", "payment_info"),
    )


def date_item(rng: random.Random) -> Draft:
    y, m, day = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    lang = pick(rng, "es", "es", "es", "en", "pt")
    if lang == "es":
        v = pick(
            rng,
            f"{day} de {V.MONTHS_ES[m - 1]} de {y}",
            f"{day:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{day:02d}",
        )
        text = pick(
            rng,
            f"Publicado el {v} · Lectura de 4 min",
            f"Última actualización: {v}",
            f"DOF {v}: se publica el acuerdo",
            f"La feria se realizará el {v} en la explanada municipal.",
            f"© {y} {co(rng)[0]}. Fecha de corte: {v}",
            f"Fundada el {v}, la empresa cumple una década.",
        )
    elif lang == "en":
        v = pick(rng, f"{V.MONTHS_EN[m - 1]} {day}, {y}", f"{y}-{m:02d}-{day:02d}T10:{day:02d}:00Z")
        text = pick(rng, f"Published {v}", f"Last updated: {v}", f"Event date: {v}")
    else:
        v = f"{day} de {V.MONTHS_PT[m - 1]} de {y}"
        text = f"Publicado em {v}"
    if rng.random() < 0.25:
        return d(
            "date",
            lang,
            "date as bare field",
            v,
            v,
            pick(rng, "published_date", "updated_at", "event_date"),
            bare=True,
            only="data",
        )
    return d(
        "date",
        lang,
        "publication/event date",
        text,
        v,
        pick(rng, "snippet", "content", "description"),
    )


def price_item(rng: random.Random) -> Draft:
    v = pick(
        rng,
        f"${rng.randint(100, 99999):,}.{rng.randint(0, 99):02d} MXN",
        f"US${rng.randint(5, 999)}.99",
        f"R$ {rng.randint(10, 9999)},90",
    )
    text = pick(
        rng,
        f"Precio de lista: {v} (IVA incluido)",
        f"Plan Pro desde {v} al mes",
        f"Total a pagar: {v}",
    )
    return d("price", "es", "price", text, v, pick(rng, "snippet", "price_text"))


def version_item(rng: random.Random) -> Draft:
    v = f"{rng.randint(0, 5)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    text = pick(
        rng,
        f"python-requests/2.{rng.randint(20, 32)}.0 fixture-recorder/{v}",
        f"Actualiza a la versión {v} para corregir el error",
        f"tavily-python=={v}",
        f"SDK version {v} (build {V.rs(rng, 7, V.HEX)})",
    )
    return d(
        "version",
        pick(rng, "en", "es"),
        "version string",
        text,
        v,
        pick(rng, "user_agent", "note", "snippet"),
    )


def request_id(rng: random.Random) -> Draft:
    v = pick(
        rng,
        V.uuid4(rng),
        "req_" + V.rs(rng, 24),
        "req_011C" + V.rs(rng, 20),
        V.rs(rng, 16, V.HEX) + "-QRO",
    )
    if rng.random() < 0.5:
        return d(
            "request-id",
            "en",
            "request id header",
            v,
            v,
            header=(
                pick(
                    rng,
                    "x-request-id",
                    "request-id",
                    "cf-ray" if "-" in v and len(v) < 24 else "x-request-id",
                ),
                v,
            ),
            only="header",
        )
    text = pick(
        rng,
        f"Request failed (request id: {v}). Please retry.",
        f"Error interno. ID de solicitud: {v}",
    )
    return d(
        "request-id",
        pick(rng, "en", "es"),
        "request id in an error",
        text,
        v,
        pick(rng, "error", "message"),
    )


def hash_item(rng: random.Random) -> Draft:
    form = rng.randrange(4)
    if form == 0:
        v = V.rs(rng, 64, V.HEX)
        return d("hash", "en", "sha256 of a body", v, v, "sha256_original", bare=True, only="data")
    if form == 1:
        v = V.rs(rng, 40, V.HEX)
        return d("hash", "en", "commit sha", f"captured from commit {v}", v, "source")
    if form == 2:
        v = V.rs(rng, 32, V.HEX)
        return d("hash", "en", "etag header", v, v, header=("etag", f'W/"{v}"'), only="header")
    v = "sha384-" + V.rs(rng, 64, V.B62 + "+/")
    return d("hash", "en", "SRI hash", f"integrity={v}", v, "integrity")


def content_id(rng: random.Random) -> Draft:
    v = pick(
        rng,
        f"nota-{rng.randint(100000, 999999)}",
        f"art_{rng.randint(10**6, 10**7)}",
        f"video:{V.rs(rng, 11, V.B62 + '-_')}",
        f"GTM-{V.rs(rng, 7, string.ascii_uppercase + string.digits)}",
        f"G-{V.rs(rng, 10, string.ascii_uppercase + string.digits)}",
    )
    text = pick(
        rng, f"content_id={v}", f"Identificador del artículo: {v}", f"Etiqueta de analítica {v}"
    )
    return d(
        "content-id",
        pick(rng, "en", "es"),
        "content/analytics id",
        text,
        v,
        pick(rng, "meta", "snippet", "tracking"),
    )


def order_item(rng: random.Random) -> Draft:
    v = pick(
        rng,
        f"PED-{rng.randint(100000, 999999)}",
        f"#{rng.randint(10**6, 10**7)}",
        str(rng.randint(10**9, 10**10 - 1)),
        f"MX-{rng.randint(2020, 2025)}-{rng.randint(10000, 99999)}",
    )
    lang = pick(rng, "es", "es", "en")
    text = (
        pick(
            rng,
            f"Tu pedido {v} fue enviado.",
            f"Error 409: el pedido {v} ya fue pagado.",
            f"Folio de compra: {v}",
            f"Número de orden {v} — entrega estimada en 3 días hábiles",
        )
        if lang == "es"
        else pick(rng, f"Order {v} could not be refunded: already settled.", f"Order number: {v}")
    )
    return d(
        "order-number", lang, "order number", text, v, pick(rng, "snippet", "error", "message")
    )


def tracking_item(rng: random.Random) -> Draft:
    v = pick(
        rng,
        "1Z" + V.rs(rng, 16, string.ascii_uppercase + string.digits),
        V.rs(rng, 12, string.digits),
        V.rs(rng, 22, string.digits),
        f"MX{V.rs(rng, 9, string.digits)}MX",
    )
    text = pick(
        rng,
        f"Guía de rastreo {v} (Estafeta)",
        f"Tracking number: {v}",
        f"Tu paquete con número de guía {v} está en tránsito.",
    )
    return d(
        "tracking-number",
        pick(rng, "es", "en"),
        "tracking number",
        text,
        v,
        pick(rng, "snippet", "shipping"),
    )


def case_item(rng: random.Random) -> Draft:
    v = pick(
        rng,
        f"CASE-{rng.randint(100000, 999999)}",
        f"Expediente {rng.randint(100, 9999)}/{rng.randint(2018, 2025)}",
        f"Reporte {rng.randint(10**7, 10**8)}",
        f"INC{rng.randint(10**6, 10**7)}",
    )
    text = pick(
        rng,
        f"Tu caso {v} fue escalado al área técnica.",
        f"Referencia: {v}",
        f"Queja registrada con número {v} ante Profeco.",
    )
    return d("case-number", "es", "case number", text, v, pick(rng, "snippet", "message"))


def masked_item(rng: random.Random) -> Draft:
    last = V.rs(rng, 4, string.digits)
    v = pick(
        rng,
        f"****{last}",
        f"**** **** **** {last}",
        f"XXXX-XXXX-XXXX-{last}",
        f"55 **** **{last[:2]}",
        f"{pick(rng, 'j', 'm', 'a')}***{pick(rng, 'z', 's', 'o')}@gmail.com",
        f"************{last}",
        f"CURP: ****************{last[:2]}",
    )
    text = pick(
        rng,
        f"Pago con tarjeta terminación {v}",
        f"Cuenta destino: {v}",
        f"Enviamos el código a {v}",
        f"Dato enmascarado: {v}",
    )
    return d(
        "masked", "es", "masked value", text, v, pick(rng, "snippet", "message", "description")
    )


def placeholder(rng: random.Random) -> Draft:
    v = pick(
        rng,
        "YOUR_API_KEY",
        "sk-...",
        "tvly-YOUR_API_KEY",
        "<tu-api-key>",
        "${TAVILY_API_KEY}",
        "redacted@example.test",
        "+52-000-000-0000",
        "Bearer <token>",
        "xxxxxxxxxxxxxxxxxxxx",
        "sk-proj-XXXXXXXXXXXXXXXX",
        "<REDACTED>",
        "{{API_KEY}}",
        "AAAA000000HDFXXX00",
        "user@example.com",
        "os.environ['OPENAI_API_KEY']",
    )
    if rng.random() < 0.35:
        key = (
            "email"
            if "@" in v
            else "phone"
            if v.startswith("+52")
            else "curp"
            if v.startswith("AAAA")
            else pick(rng, "api_key", "token")
        )
        return d(
            "placeholder", "en", "placeholder as field value", v, v, key, bare=True, only="data"
        )
    text = pick(
        rng,
        f"Reemplaza {v} por tu clave",
        f"export TAVILY_API_KEY={v}",
        f"Authorization: {v}" if " " not in v else f"Header de ejemplo: {v}",
        f"Set api_key to {v} in your config.",
        f"El valor redactado queda como {v}",
    )
    return d(
        "placeholder",
        pick(rng, "es", "en"),
        "documentation placeholder",
        text,
        v,
        pick(rng, "example", "snippet", "docs"),
    )


def isbn_item(rng: random.Random) -> Draft:
    v = pick(
        rng,
        "ISBN " + V.isbn13(rng),
        "ISSN " + V.issn(rng),
        f"doi:10.{rng.randint(1000, 9999)}/{V.rs(rng, 8, string.ascii_lowercase + string.digits)}",
    )
    text = pick(rng, f"Edición impresa: {v}", f"Cita: {co(rng)[0]} (2021), {v}", f"Ver {v}")
    return d("isbn-issn-doi", "es", "ISBN/ISSN/DOI", text, v, pick(rng, "citation", "snippet"))


def stat_item(rng: random.Random) -> Draft:
    v = pick(
        rng,
        f"{rng.randint(10**9, 10**10 - 1)}",
        f"{rng.randint(1000, 999999):,}",
        f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %",
    )
    if v.endswith("%"):
        text = pick(rng, f"Crecimiento anual: {v}", f"Participación de mercado: {v}")
    elif len(v) == 10:
        text = pick(rng, f"Visitas acumuladas: {v}", f"Total de búsquedas procesadas en 2023: {v}")
    else:
        text = pick(
            rng, f"El padrón registró {v} contribuyentes activos.", f"Visitas acumuladas: {v}"
        )
    return d("statistic", "es", "statistic", text, v, pick(rng, "snippet", "content"))


def public_key(rng: random.Random) -> Draft:
    v = pick(
        rng,
        "pk_live_" + V.rs(rng, 24),
        "-----BEGIN PUBLIC KEY-----",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + V.rs(rng, 43),
    )
    if v.startswith("-----"):
        text = "\n".join([v, *V.pem_body(rng, 5), "-----END PUBLIC KEY-----"])
        return d(
            "public-key",
            "en",
            "PEM public key",
            text,
            v,
            "public_key",
            html="<pre>" + text + "</pre>",
            html_value=v,
        )
    return d("public-key", "en", "publishable/public key", f"publishable key: {v}", v, "config")


PLAN: list[tuple[Callable[[random.Random], Draft], int]] = [
    (role_mailbox, 40),
    (gov_mailbox, 18),
    (switchboard, 34),
    (toll_free, 20),
    (official_contact, 14),
    (company_address, 26),
    (company_rfc, 16),
    (company_clabe, 12),
    (date_item, 26),
    (price_item, 16),
    (version_item, 14),
    (request_id, 18),
    (hash_item, 16),
    (content_id, 12),
    (order_item, 16),
    (tracking_item, 14),
    (case_item, 12),
    (masked_item, 16),
    (placeholder, 24),
    (isbn_item, 12),
    (stat_item, 14),
    (public_key, 6),
]
