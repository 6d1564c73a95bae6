# ruff: noqa: E501
"""Keepers of corpus 43: values that must not be flagged, in the same kinds of sentences
and fields as the personal items (a company's phone in a snippet, a role mailbox in a JSON
field, an order number in an error). Same maker signature as ``content_personal``.
"""

from __future__ import annotations

import random
from typing import Any

from values import (
    HEX,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    MUNIS,
    STREETS,
    clabe,
    isbn13,
    issn,
    rand,
    rfc_moral,
    uuid4,
)

Item = dict[str, Any]

COMPANIES = [
    ("Ferretera del Bajío", "ferreteradelbajio.com.mx", "FBA"),
    ("Grupo Textil Anáhuac", "textilanahuac.mx", "GTA"),
    ("Librería El Faro", "libreriaelfaro.com.mx", "LEF"),
    ("Clínica Dental Sonríe", "sonrie.com.mx", "CDS"),
    ("Transportes Norteños", "transnorte.com.mx", "TNO"),
    ("Editorial Quetzal", "edquetzal.mx", "EQU"),
    ("Cafetería La Parroquia", "laparroquia-cafe.mx", "CLP"),
    ("Software Maya", "softwaremaya.com", "SMA"),
]
GOV = [
    "imss.gob.mx",
    "sat.gob.mx",
    "profeco.gob.mx",
    "inegi.org.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "salud.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion.clientes",
    "prensa",
    "facturacion",
    "info",
    "rh",
    "compras",
    "hola",
]


def _co(rng: random.Random) -> tuple[str, str, str]:
    return rng.choice(COMPANIES)


def role_mailbox(rng: random.Random, lang: str) -> Item:
    name, dom, _ = _co(rng)
    role = rng.choice(ROLES)
    form = rng.choice(["plain", "plain", "upper", "mailto-query", "reply-to"])
    v = f"{role}@{dom}"
    if form == "upper":
        v = v.upper()
    if form == "mailto-query":
        v = f"mailto:{role}@{dom}?subject=Cotizaci%C3%B3n"
    text = {
        "es": rng.choice(
            [
                f"{name} — escríbenos a {v}",
                f"Dudas sobre tu pedido: {v}",
                f"Para cotizaciones, contacto: {v}",
            ]
        ),
        "en": f"Questions about your order? Write to {v}",
        "pt": f"Dúvidas: {v}",
    }[lang]
    if form == "reply-to":
        text = f"Reply-To: {name} <{v}>"
    return {
        "kind": "role-mailbox",
        "form": form,
        "value": v,
        "text": text,
        "field": ("email", v) if form == "plain" else None,
        "key": "contact",
    }


def gov_mailbox(rng: random.Random, lang: str) -> Item:
    dom = rng.choice(GOV)
    v = f"{rng.choice(['contacto', 'atencion.ciudadana', 'transparencia', 'quejas', 'comunicacion.social'])}@{dom}"
    text = {
        "es": f"Unidad de Transparencia: {v}",
        "en": f"Public inquiries: {v}",
        "pt": f"Contato institucional: {v}",
    }[lang]
    return {
        "kind": "gov-role-mailbox",
        "form": dom.split(".")[0],
        "value": v,
        "text": text,
        "key": "contacto_oficial",
    }


def _office_phone(rng: random.Random) -> str:
    area = rng.choice(["55", "33", "81"])
    return f"({area}) {rng.randint(5000, 5999)}-{rng.randint(1000, 9999)}"


def switchboard(rng: random.Random, lang: str) -> Item:
    name, _, _ = _co(rng)
    v = _office_phone(rng)
    form = rng.choice(["conmutador", "tel-oficina", "ext", "sucursal"])
    text = {
        "conmutador": f"{name}. Conmutador: {v}",
        "tel-oficina": f"Tel. oficina {v}, lunes a viernes de 9:00 a 18:00",
        "ext": f"{name}: {v} ext. {rng.randint(100, 4999)}",
        "sucursal": f"Sucursal Centro de {name}, conmutador {v}",
    }[form]
    if lang == "en":
        text = f"{name} main office: {v} ext. {rng.randint(100, 999)}"
    if lang == "pt":
        text = f"Central de atendimento da {name}: {v} ramal {rng.randint(100, 999)}"
    return {"kind": "switchboard", "form": form, "value": v, "text": text, "key": "telefono"}


def toll_free(rng: random.Random, lang: str) -> Item:
    a, b = rng.randint(100, 999), rng.randint(1000, 9999)
    form = rng.choice(["800", "01800", "+52800"])
    v = {"800": f"800 {a} {b}", "01800": f"01 800 {a} {b}", "+52800": f"+52 800 {a} {b}"}[form]
    name, _, _ = _co(rng)
    text = {
        "es": f"Atención a clientes de {name}: {v} (sin costo)",
        "en": f"Toll-free customer line: {v}",
        "pt": f"Central gratuita no México: {v}",
    }[lang]
    return {"kind": "toll-free", "form": form, "value": v, "text": text, "key": "telefono"}


def official_contact(rng: random.Random, lang: str) -> Item:
    v = f"55 {rng.randint(5000, 5999)} {rng.randint(1000, 9999)} ext. {rng.randint(10000, 59999)}"
    inst = rng.choice(
        [
            "IMSS Delegación Sur",
            "Procuraduría Federal del Consumidor",
            "INEGI, Dirección de Atención a Usuarios",
            "Secretaría de Salud",
        ]
    )
    return {
        "kind": "official-contact",
        "form": "ext",
        "value": v,
        "text": f"{inst}: {v}",
        "key": "contacto_oficial",
    }


def company_address(rng: random.Random, lang: str) -> Item:
    name, _, _ = _co(rng)
    muni, state, cp2 = rng.choice(MUNIS)
    v = f"{rng.choice(STREETS)} {rng.randint(10, 3900)}, piso {rng.randint(2, 14)}, C.P. {cp2}{rng.randint(0, 999):03d}, {muni}, {state}"
    text = {
        "es": rng.choice(
            [
                f"Oficinas corporativas de {name}: {v}",
                f"Sucursal {name}: {v}",
                f"Sede del evento: {v}",
            ]
        ),
        "en": f"{name} headquarters: {v}",
        "pt": f"Escritório da {name}: {v}",
    }[lang]
    return {
        "kind": "company-address",
        "form": "office",
        "value": v,
        "text": text,
        "key": "direccion",
    }


def company_rfc(rng: random.Random, lang: str) -> Item:
    name, _, letters = _co(rng)
    v = rfc_moral(rng, letters)
    text = {
        "es": f"{name}, S.A. de C.V. — RFC {v}",
        "en": f"{name} S.A. de C.V., tax id (RFC) {v}",
        "pt": f"{name} S.A. de C.V., RFC {v}",
    }[lang]
    return {"kind": "company-rfc", "form": "moral", "value": v, "text": text, "key": "emisor"}


def company_clabe(rng: random.Random, lang: str) -> Item:
    name, _, _ = _co(rng)
    v = clabe(rng, "012")
    text = {
        "es": f"Datos para pago a {name}, S.A. de C.V.: BBVA, CLABE {v}, referencia: número de pedido",
        "en": f"Wire payments to {name} S.A. de C.V., CLABE {v}",
        "pt": f"Pagamentos para {name}: CLABE {v}",
    }[lang]
    return {"kind": "company-clabe", "form": "payments", "value": v, "text": text, "key": "pagos"}


def date_item(rng: random.Random, lang: str) -> Item:
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    form = rng.choice(["long", "iso", "slash", "http"])
    long = {
        "es": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "en": f"{MONTHS_EN[m - 1]} {d}, {y}",
        "pt": f"{d} de {MONTHS_PT[m - 1]} de {y}",
    }[lang]
    v = {
        "long": long,
        "iso": f"{y}-{m:02d}-{d:02d}",
        "slash": f"{d:02d}/{m:02d}/{y}",
        "http": f"{rng.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, {d:02d} {MONTHS_EN[m - 1][:3]} {y} 10:{rng.randint(10, 59)}:00 GMT",
    }[form]
    text = {
        "es": rng.choice(
            [
                f"Publicado el {v}",
                f"Última actualización: {v}",
                f"Fecha de publicación en el DOF: {v}",
            ]
        ),
        "en": f"Published {v}",
        "pt": f"Publicado em {v}",
    }[lang]
    if form == "http":
        text = f"Last-Modified: {v}"
    return {"kind": "date", "form": form, "value": v, "text": text, "key": "published_date"}


def price(rng: random.Random, lang: str) -> Item:
    v = f"${rng.randint(99, 48999):,}.{rng.choice(['00', '90', '50'])} MXN"
    return {
        "kind": "price",
        "form": "mxn",
        "value": v,
        "text": {
            "es": f"Precio de lista: {v} IVA incluido",
            "en": f"List price: {v}",
            "pt": f"Preço: {v}",
        }[lang],
        "key": "precio",
    }


def version(rng: random.Random, lang: str) -> Item:
    v = f"{rng.randint(0, 4)}.{rng.randint(0, 60)}.{rng.randint(0, 20)}"
    lib = rng.choice(["semantic-kernel", "crewai", "pydantic-ai", "tavily-python", "firecrawl-py"])
    return {
        "kind": "version",
        "form": "semver",
        "value": v,
        "text": f"User-Agent: {lib}/{v} python/3.12.4",
        "header": ("User-Agent", f"{lib}/{v} python/3.12.4"),
        "key": "client",
    }


def request_id(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["uuid", "req_hex", "cf-ray"])
    if form == "uuid":
        v = uuid4(rng)
        return {
            "kind": "request-id",
            "form": form,
            "value": v,
            "text": f"x-request-id: {v}",
            "header": ("x-request-id", v),
            "key": "request_id",
        }
    if form == "req_hex":
        v = f"req_{rand(rng, 32, HEX)}"
        return {
            "kind": "request-id",
            "form": form,
            "value": v,
            "text": f"request_id={v} status=429",
            "field": ("request_id", v),
            "key": "request_id",
        }
    v = f"{rand(rng, 16, HEX)}-QRO"
    return {
        "kind": "request-id",
        "form": form,
        "value": v,
        "text": f"CF-RAY: {v}",
        "header": ("CF-RAY", v),
        "key": "cf_ray",
    }


def hash_item(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["sha256", "commit", "etag", "sri"])
    if form == "sha256":
        v = rand(rng, 64, HEX)
        text = f"sha256 del contenido extraído: {v}" if lang == "es" else f"content sha256: {v}"
    elif form == "commit":
        v = rand(rng, 40, HEX)
        text = f"fixture regenerated at commit {v}"
    elif form == "etag":
        v = f'W/"{rand(rng, 24, HEX)}"'
        text = f"ETag: {v}"
    else:
        import base64

        v = "sha384-" + base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode()
        text = f"integrity={v}"
    return {"kind": "hash", "form": form, "value": v, "text": text, "key": "checksum"}


def content_id(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["doc-id", "article-id", "result-id"])
    v = {
        "doc-id": f"doc_{rand(rng, 20, HEX)}",
        "article-id": f"{rng.randint(2000000, 2999999)}",
        "result-id": f"res-{rand(rng, 12, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
    }[form]
    text = {
        "es": f"Resultado {v} descartado por duplicado",
        "en": f"result {v} deduplicated",
        "pt": f"Resultado {v} duplicado",
    }[lang]
    return {"kind": "content-id", "form": form, "value": v, "text": text, "key": "result_id"}


def order_number(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["prefixed", "bare10", "hash"])
    v = {
        "prefixed": f"PED-{rng.randint(2021, 2025)}-{rng.randint(100000, 999999)}",
        "bare10": f"{rng.randint(4000000000, 4999999999)}",
        "hash": f"#{rng.randint(100000, 9999999)}",
    }[form]
    text = {
        "es": rng.choice(
            [
                f"Error 409: el pedido {v} ya fue facturado",
                f"Tu pedido {v} está en camino",
                f"Folio de compra {v}",
            ]
        ),
        "en": f"Order {v} could not be refunded (already settled)",
        "pt": f"Pedido {v} enviado",
    }[lang]
    return {"kind": "order-number", "form": form, "value": v, "text": text, "key": "pedido"}


def tracking(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["ups", "digits"])
    v = (
        f"1Z{rand(rng, 6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}{rng.randint(10**9, 10**10 - 1)}"
        if form == "ups"
        else f"{rng.randint(10**13, 10**14 - 1)}"
    )
    text = {
        "es": f"Número de guía: {v} (Estafeta)",
        "en": f"Tracking number {v}",
        "pt": f"Código de rastreio {v}",
    }[lang]
    return {"kind": "tracking-number", "form": form, "value": v, "text": text, "key": "guia"}


def case_number(rng: random.Random, lang: str) -> Item:
    v = rng.choice(
        [
            f"CASO-{rng.randint(100000, 999999)}",
            f"{rng.randint(1000, 9999)}/{rng.randint(2019, 2025)}",
            f"INC{rng.randint(1000000, 9999999)}",
        ]
    )
    text = {
        "es": f"Expediente {v}: la queja se turnó al área jurídica",
        "en": f"Support case {v} was closed",
        "pt": f"Chamado {v} encerrado",
    }[lang]
    return {"kind": "case-number", "form": v[:3], "value": v, "text": text, "key": "caso"}


def masked(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["card", "phone", "clabe", "email", "key"])
    v = {
        "card": f"**** **** **** {rng.randint(1000, 9999)}",
        "phone": f"******{rng.randint(1000, 9999)}",
        "clabe": f"XXXXXXXXXXXXXX{rng.randint(1000, 9999)}",
        "email": "j***@g***.com",
        "key": f"tvly-****************{rand(rng, 4)}",
    }[form]
    text = {
        "es": f"Dato enmascarado en el registro: {v}",
        "en": f"masked value in log: {v}",
        "pt": f"Valor mascarado: {v}",
    }[lang]
    if form == "card":
        text = {
            "es": f"Pagaste con la tarjeta terminada en {v}",
            "en": f"Charged to card {v}",
            "pt": f"Cartão final {v}",
        }[lang]
    return {"kind": "masked", "form": form, "value": v, "text": text, "key": "masked"}


def placeholder(rng: random.Random, lang: str) -> Item:
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "<YOUR_TOKEN>",
            "tu_correo@ejemplo.com",
            "AAAA000000HDFXXX00",
            "+52-000-000-0000",
            "Bearer $OPENAI_API_KEY",
            "{{serper_api_key}}",
            "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        ]
    )
    text = {
        "es": f"Sustituye {v} por tu propia clave antes de ejecutar el ejemplo",
        "en": f"Replace {v} with your own value",
        "pt": f"Substitua {v} pelo seu valor",
    }[lang]
    if rng.random() < 0.4:
        text = f"api_key: {v}  # ejemplo de la documentación"
    return {"kind": "placeholder", "form": "doc", "value": v, "text": text, "key": "example"}


def isbn_issn(rng: random.Random, lang: str) -> Item:
    if rng.random() < 0.6:
        v = isbn13(rng)
        text = {
            "es": f"ISBN {v}, Editorial Quetzal, 2021",
            "en": f"ISBN {v} (paperback)",
            "pt": f"ISBN {v}",
        }[lang]
        return {"kind": "isbn-issn", "form": "isbn13", "value": v, "text": text, "key": "isbn"}
    v = issn(rng)
    return {"kind": "isbn-issn", "form": "issn", "value": v, "text": f"ISSN {v}", "key": "issn"}


def doi(rng: random.Random, lang: str) -> Item:
    v = f"10.{rng.randint(1000, 9999)}/{rand(rng, 4, 'abcdefghijklmnopqrstuvwxyz')}.{rng.randint(2015, 2025)}.{rng.randint(1000, 99999)}"
    return {"kind": "doi", "form": "doi", "value": v, "text": f"https://doi.org/{v}", "key": "doi"}


def statistic(rng: random.Random, lang: str) -> Item:
    form = rng.choice(["count", "bare10", "percent"])
    v = {
        "count": f"{rng.randint(1000, 999999):,}",
        "bare10": f"{rng.randint(1000000000, 3999999999)}",
        "percent": f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%",
    }[form]
    text = {
        "es": f"Según el INEGI, la cifra fue de {v} en 2023",
        "en": f"Total impressions: {v}",
        "pt": f"Total de acessos: {v}",
    }[lang]
    return {"kind": "statistic", "form": form, "value": v, "text": text, "key": "stat"}


KEEP = [
    (role_mailbox, 36),
    (gov_mailbox, 16),
    (switchboard, 30),
    (toll_free, 20),
    (official_contact, 12),
    (company_address, 26),
    (company_rfc, 16),
    (company_clabe, 10),
    (date_item, 24),
    (price, 14),
    (version, 12),
    (request_id, 18),
    (hash_item, 14),
    (content_id, 12),
    (order_number, 16),
    (tracking, 12),
    (case_number, 12),
    (masked, 18),
    (placeholder, 24),
    (isbn_issn, 12),
    (doi, 8),
    (statistic, 14),
]
