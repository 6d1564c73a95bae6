"""Keepers (label ``keep``): what companies and public bodies publish, close in shape to
personal data and secrets, which must NOT be flagged."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from content_personal import Item, T
from gen import (
    CALLES,
    COLONIAS,
    ESTADOS,
    HOMO1,
    HOMO2,
    MESES,
    MONTHS,
    MUNICIPIOS,
    alnum,
    hexs,
    isbn13,
    issn,
    rfc_check,
    uuid4,
)

EMPRESAS = [
    ("Abarrotes La Esperanza", "laesperanza.com.mx"),
    ("Mueblería Hermanos Treviño", "mueblestrevino.mx"),
    ("Colegio Monte Albán", "colegiomontealban.edu.mx"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.com.mx"),
    ("Inmobiliaria Puerta Norte", "puertanorte.mx"),
    ("Club Deportivo Halcones de Celaya", "halconescelaya.org.mx"),
    ("Paquetería Rápida del Bajío", "rapidabajio.com"),
    ("Ferretería El Tornillo Feliz", "tornillofeliz.com.mx"),
    ("Editorial Tres Volcanes", "tresvolcanes.mx"),
    ("Buscadores Avanzados S.A. de C.V.", "buscadores-avanzados.mx"),
]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "queretaro.gob.mx",
    "inegi.org.mx",
    "condusef.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "info",
    "rh",
    "cobranza",
    "admisiones",
    "reservaciones",
    "no-reply",
]


def role_mailbox(r: random.Random) -> Item:
    emp, dom = r.choice(EMPRESAS)
    role = r.choice(ROLES)
    e = f"{role}@{dom}"
    style = r.randrange(4)
    html = None
    if style == 0:
        v, text = e, f"{emp}: escríbenos a {e}"
    elif style == 1:
        v, text = e.upper(), f"ATENCIÓN A CLIENTES: {e.upper()}"
    elif style == 2:
        v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        text = f"Cotizaciones: {v}"
        html = f'<p>Cotizaciones: <a href="{v}">{emp}</a></p>'
    else:
        v, text = e, f"Reply-To: {emp} <{e}>"
        html = f"<p>Reply-To: {emp} &lt;{e}&gt;</p>"
    return T(
        "role-mailbox",
        "es",
        "buzón de rol de empresa",
        v,
        text,
        html,
        key=r.choice(["email", "contacto", "correo"]),
    )


def gov_mailbox(r: random.Random) -> Item:
    dom = r.choice(GOB)
    role = r.choice(
        [
            "contacto",
            "atencionciudadana",
            "transparencia",
            "quejas",
            "prensa",
            "denuncias",
            "unidad.transparencia",
        ]
    )
    v = f"{role}@{dom}"
    return T(
        "gov-role-mailbox",
        "es",
        "buzón institucional .gob.mx",
        v,
        f"Unidad de Transparencia: {v}",
        key="correo",
    )


def _office_phone(r: random.Random) -> str:
    lada = r.choice(["55", "33", "81", "442"])
    n = 10 - len(lada)
    sub = str(r.randint(2, 9)) + "".join(r.choice(string.digits) for _ in range(n - 1))
    h = len(sub) // 2
    return r.choice(
        [
            f"({lada}) {sub[:h]}-{sub[h:]}",
            f"{lada} {sub[:h]} {sub[h:]}",
            f"+52 {lada} {sub[:h]} {sub[h:]}",
        ]
    )


def switchboard(r: random.Random) -> Item:
    emp, _ = r.choice(EMPRESAS)
    ph = _office_phone(r)
    ext = r.randint(100, 9999)
    form, text, v = r.choice(
        [
            ("conmutador con extensión", f"Conmutador {emp}: {ph} ext. {ext}", f"{ph} ext. {ext}"),
            (
                "teléfono de oficina",
                f"Tel. oficina: {ph}, Ext. {ext} (lunes a viernes 9 a 18 h)",
                ph,
            ),
            ("conmutador de sucursal", f"Sucursal Centro — Conmutador {ph}", ph),
        ]
    )
    return T("switchboard", "es", form, v, text, key=r.choice(["telefono", "contacto"]))


def toll_free(r: random.Random) -> Item:
    emp, _ = r.choice(EMPRESAS)
    n = f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}"
    v = r.choice(
        [f"800 {n[4:]}", f"01 800 {n[4:]}", f"800-{n[4:].replace(' ', '-')}", f"+52 800 {n[4:]}"]
    )
    return T("toll-free", "es", "lada sin costo", v, f"{emp} — Lada sin costo {v}", key="telefono")


def company_address(r: random.Random) -> Item:
    emp, _ = r.choice(EMPRESAS)
    _, estado = r.choice(ESTADOS)
    mun = r.choice(MUNICIPIOS[estado])
    via, calle, num = (
        r.choice(["Av.", "Calle", "Blvd.", "Calz."]),
        r.choice(CALLES),
        r.randint(1, 2999),
    )
    piso, col, cp = r.randint(1, 12), r.choice(COLONIAS), r.randint(1000, 99999)
    v = f"{via} {calle} {num}, piso {piso}, Col. {col}, C.P. {cp:05d}, {mun}, {estado}"
    form, text = r.choice(
        [
            ("domicilio fiscal de empresa", f"{emp} — Oficinas corporativas: {v}"),
            ("sucursal", f"Sucursal {mun}: {v}. Horario 9:00 a 19:00"),
            ("sede de evento", f"Sede del torneo: Unidad Deportiva del club, {v}"),
        ]
    )
    return T(
        "company-address", "es", form, v, text, key=r.choice(["domicilio", "address", "sucursal"])
    )


def date_(r: random.Random) -> Item:
    y, m, d = r.randint(1990, 2025), r.randint(1, 12), r.randint(1, 28)
    form, v, text = r.choice(
        [
            (
                "fecha de publicación",
                f"{d} de {MESES[m - 1]} de {y}",
                f"Publicado el {d} de {MESES[m - 1]} de {y}",
            ),
            (
                "fecha DOF",
                f"{d:02d}/{m:02d}/{y}",
                f"DOF {d:02d}/{m:02d}/{y} - Acuerdo por el que se reforma",
            ),
            (
                "copyright",
                f"© {y}",
                f"© {y} {r.choice(EMPRESAS)[0]}. Todos los derechos reservados.",
            ),
            (
                "fundación de empresa",
                f"{MONTHS[m - 1]} {d}, {y}",
                f"Founded on {MONTHS[m - 1]} {d}, {y}",
            ),
            (
                "última actualización",
                f"{y}-{m:02d}-{d:02d}",
                f"Última actualización: {y}-{m:02d}-{d:02d}",
            ),
            (
                "fecha de evento",
                f"{d:02d}/{m:02d}/{y}",
                f"Kermés parroquial: sábado {d:02d}/{m:02d}/{y}, 17:00 h",
            ),
        ]
    )
    return T("date", "es", form, v, text, key=r.choice(["published", "fecha", "updated"]))


def company_rfc(r: random.Random) -> Item:
    emp, _ = r.choice(EMPRESAS)
    letters = "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
    body = (
        f"{letters}{r.randint(0, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        + r.choice(HOMO1)
        + r.choice(HOMO2)
    )
    v = body + rfc_check(body)
    return T(
        "company-rfc",
        "es",
        "RFC de persona moral en factura",
        v,
        f"Emisor: {emp} · RFC {v} · Régimen 601",
        key="rfc_emisor",
    )


def isbn_issn(r: random.Random) -> Item:
    if r.random() < 0.6:
        i = isbn13(r)
        v = r.choice([i, f"{i[:3]}-{i[3:5]}-{i[5:9]}-{i[9:12]}-{i[12]}"])
        return T(
            "isbn-issn", "es", "ISBN", v, f"ISBN {v} · Editorial Tres Volcanes, 2021", key="isbn"
        )
    v = issn(r)
    return T("isbn-issn", "es", "ISSN", v, f"Revista trimestral, ISSN {v}", key="issn")


def doi(r: random.Random) -> Item:
    reg, pub = r.randint(1000, 9999), alnum(r, 4, "abcdefghijklmnopqrstuvwxyz")
    v = f"10.{reg}/{pub}.{r.randint(2010, 2025)}.{r.randint(100000, 999999)}"
    return T("doi", "en", "DOI", v, f"doi:{v}", key="doi")


def order(r: random.Random) -> Item:
    form, v, text = r.choice(
        [
            (
                "número de pedido",
                (
                    o
                    := f"{r.randint(100, 999)}-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}"
                ),
                f"Pedido {o} enviado",
            ),
            ("folio de pedido", (o := str(r.randint(10**9, 10**10 - 1))), f"Folio de compra: {o}"),
            ("número de orden", (o := f"MX-{r.randint(10**7, 10**8)}"), f"Orden {o} — 3 artículos"),
        ]
    )
    return T("order-number", "es", form, v, text, key="pedido")


def tracking(r: random.Random) -> Item:
    v = r.choice(
        [
            "1Z"
            + alnum(r, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
            + "".join(r.choice(string.digits) for _ in range(10)),
            "".join(r.choice(string.digits) for _ in range(r.choice([12, 15, 18, 22]))),
            f"MX{r.randint(10**8, 10**9)}",
        ]
    )
    return T(
        "tracking-number",
        "es",
        "guía de paquetería",
        v,
        f"Número de guía: {v} (Paquetería Rápida del Bajío)",
        key="guia",
    )


def case_number(r: random.Random) -> Item:
    v = r.choice(
        [
            f"{r.randint(100, 2999)}/{r.randint(2015, 2025)}",
            f"CONDUSEF/{r.randint(10**6, 10**7)}",
            f"Caso #{r.randint(10**5, 10**7)}",
            f"PROFECO-{r.randint(10**5, 10**6)}-{r.randint(2019, 2025)}",
        ]
    )
    return T(
        "case-number",
        "es",
        "número de expediente o caso",
        v,
        f"Expediente {v}, seguimiento en línea",
        key="expediente",
    )


def sku(r: random.Random) -> Item:
    v = r.choice(
        [
            f"SKU-{alnum(r, 8, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}",
            "750" + "".join(r.choice(string.digits) for _ in range(10)),
            f"{alnum(r, 3, UP)}-{r.randint(1000, 9999)}-{alnum(r, 2, UP)}",
        ]
    )
    return T(
        "sku", "es", "SKU / EAN de producto", v, f"Código de producto {v} — $1,299.00", key="sku"
    )


def uuid_(r: random.Random) -> Item:
    v = uuid4(r)
    return T(
        "uuid",
        "en",
        "request/trace id",
        v,
        f"request_id={v}",
        key=r.choice(["request_id", "trace_id", "x-request-id"]),
    )


def hash_(r: random.Random) -> Item:
    form, v, text = r.choice(
        [
            ("commit SHA", (h := hexs(r, 40)), f"fixed in commit {h}"),
            ("SHA-256 de archivo", (h := hexs(r, 64)), f"sha256:{h}  informe-anual-2023.pdf"),
            ("ETag", (h := hexs(r, 32)), f"ETag: W/{h}"),
            (
                "SRI hash",
                (
                    h := "sha384-"
                    + alnum(
                        r, 64, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/"
                    )
                ),
                f"integrity={h}",
            ),
        ]
    )
    return T("hash", "en", form, v, text, key=r.choice(["etag", "checksum", "commit"]))


def analytics(r: random.Random) -> Item:
    v = r.choice(
        [
            f"G-{alnum(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
            f"UA-{r.randint(10**6, 10**8)}-{r.randint(1, 9)}",
            f"GTM-{alnum(r, 7, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
            f"ca-pub-{r.randint(10**15, 10**16)}",
        ]
    )
    return T("analytics-id", "en", "analytics / ads id", v, f"analytics: {v}", key="tracking_id")


def placeholder(r: random.Random) -> Item:
    v = r.choice(
        [
            "sk-...",
            "YOUR_API_KEY",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "${BRAVE_SEARCH_API_KEY}",
            "sk-proj-XXXXXXXXXXXXXXXXXXXXXXXX",
            "<tu-api-key>",
            "**** **** **** 4821",
            "redacted@example.test",
            "+52-000-000-0000",
            "Bearer <TOKEN>",
            "XXXX-XXXX-XXXX-1234",
            "AAAA000000HDFXXX00",
            "{{ secrets.TAVILY_API_KEY }}",
            "sk-ant-api03-REDACTED",
        ]
    )
    text = (
        f"Configura api_key = {v} en tu archivo .env"
        if "@" not in v and "+52" not in v
        else f"Valor redactado: {v}"
    )
    html = "<p>" + text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") + "</p>"
    value = v.replace("<", "&lt;").replace(">", "&gt;")
    item = T(
        "placeholder", "es", "placeholder / masked value", value, html[3:-4], html, key="api_key"
    )
    item["text"] = text
    item["json_value"] = v
    return item


def public_key(r: random.Random) -> Item:
    v = r.choice(
        [
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(r, 43) + " deploy@ci",
            "pk_live_" + alnum(r, 24),
            "-----BEGIN PUBLIC KEY-----",
            "-----BEGIN CERTIFICATE-----",
        ]
    )
    return T(
        "public-key",
        "en",
        "public key / publishable key",
        v,
        f"Llave pública: {v}",
        key="public_key",
    )


def statistic(r: random.Random) -> Item:
    form, v, text = r.choice(
        [
            ("precio", (p := f"${r.randint(100, 99999):,}.00 MXN"), f"Precio de lista: {p}"),
            (
                "estadística",
                (p := f"{r.randint(1000000000, 9999999999)}"),
                f"Visitas acumuladas: {p}",
            ),
            (
                "porcentaje",
                (p := f"{r.randint(1, 99)}.{r.randint(0, 9)} %"),
                f"Crecimiento anual de {p}",
            ),
            (
                "población",
                (p := f"{r.randint(100000, 9999999):,}"),
                f"Población municipal (INEGI 2020): {p} habitantes",
            ),
        ]
    )
    return T("statistic", "es", form, v, text, key="dato")


def official(r: random.Random) -> Item:
    dom = r.choice(GOB)
    ph = _office_phone(r)
    v = f"{ph} ext. {r.randint(1000, 9999)}"
    return T(
        "official-contact",
        "es",
        "contacto institucional publicado",
        v,
        f"Unidad de Transparencia ({dom}): {v}",
        key="contacto",
    )


GENERATORS: list[tuple[Callable[[random.Random], Item], int]] = [
    (role_mailbox, 34),
    (gov_mailbox, 18),
    (switchboard, 28),
    (toll_free, 20),
    (company_address, 24),
    (date_, 26),
    (company_rfc, 16),
    (isbn_issn, 18),
    (doi, 8),
    (order, 14),
    (tracking, 14),
    (case_number, 10),
    (sku, 12),
    (uuid_, 14),
    (hash_, 12),
    (analytics, 8),
    (placeholder, 20),
    (public_key, 8),
    (statistic, 18),
    (official, 10),
]
