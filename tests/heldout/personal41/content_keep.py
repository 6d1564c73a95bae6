"""Keepers: values that must stay, written in the same places as the personal items."""

from __future__ import annotations

import json
import re
from typing import Any

from values import V

E = dict[str, Any]

COMPANIES = [
    ("Aceros Tapatíos", "acerostapatios.com.mx"),
    ("Clínica Dental Sonríe", "sonrie-dental.mx"),
    ("Muebles Don Fermín", "mueblesdonfermin.com"),
    ("Colegio Montebello", "colegiomontebello.edu.mx"),
    ("Refaccionaria El Pistón", "elpiston.com.mx"),
    ("Hotel Casa Jacaranda", "casajacaranda.mx"),
    ("Librería Ítaca", "libreriaitaca.mx"),
    ("Transportes del Bajío", "transbajio.com.mx"),
    ("Laboratorios Quimbay", "quimbay.com"),
    ("Café Tres Volcanes", "tresvolcanes.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion.clientes",
    "facturacion",
    "prensa",
    "info",
    "rh",
    "compras",
    "hola",
    "reservaciones",
    "admisiones",
    "cobranza",
    "privacidad",
]
GOV = [
    ("Secretaría de Economía", "economia.gob.mx", "contacto"),
    ("IMSS", "imss.gob.mx", "atencion.ciudadana"),
    ("SAT", "sat.gob.mx", "denuncias"),
    ("INEGI", "inegi.org.mx", "atencion.usuarios"),
    ("Gobierno de Jalisco", "jalisco.gob.mx", "transparencia"),
    ("CONDUSEF", "condusef.gob.mx", "asesoria"),
    ("Ayuntamiento de Zapopan", "zapopan.gob.mx", "unidad.transparencia"),
    ("PROFECO", "profeco.gob.mx", "quejas"),
]


def _co(v: V) -> tuple[str, str]:
    return v.r.choice(COMPANIES)


def role_mailbox(v: V, i: int) -> E:
    co, dom = _co(v)
    role = ROLES[i % len(ROLES)]
    addr = f"{role}@{dom}"
    form = "plain"
    if i % 8 == 3:
        addr, form = addr.upper(), "upper case"
    t = [
        ("es", f"¿Dudas con tu pedido? Escríbenos a {addr} y te respondemos en 24 h."),
        ("es", f"{co} — Contacto: {addr}"),
        ("en", f"For wholesale orders email {addr}."),
        ("es", f"Reply-To: {co} <{addr}>"),
        ("es", f"Envía tu CV a {addr} indicando la vacante."),
        ("pt", f"Atendimento: {addr}"),
    ][i % 6]
    if i % 10 == 7:
        q = f"mailto:{addr}?subject=Solicitud%20de%20cat%C3%A1logo"
        return {
            "lang": "es",
            "form": "mailto with query",
            "value": q,
            "text": f"Solicita el catálogo a {co}: {q}",
        }
    return {
        "lang": t[0],
        "form": form,
        "value": addr,
        "text": t[1],
        "field": ("email", addr) if i % 3 == 1 else None,
    }


def gov_mailbox(v: V, i: int) -> E:
    org, dom, role = GOV[i % len(GOV)]
    addr = f"{role}@{dom}"
    t = [
        ("es", f"Para aclaraciones, {org} atiende en {addr} de lunes a viernes."),
        ("es", f"Correo institucional ({org}): {addr}"),
        ("en", f"Official contact for {org}: {addr}"),
    ][i % 3]
    return {
        "lang": t[0],
        "form": "institutional mailbox",
        "value": addr,
        "text": t[1],
        "field": ("contact_email", addr) if i % 4 == 2 else None,
    }


def switchboard(v: V, i: int) -> E:
    co, _ = _co(v)
    area = v.r.choice(["55", "33", "81"])
    n = (
        f"{v.r.randint(5000, 5999)}-{v.digits(4)}"
        if area == "55"
        else f"{v.r.randint(3000, 3999)}-{v.digits(4)}"
    )
    ext = v.r.randint(100, 4999)
    val = [
        f"({area}) {n} ext. {ext}",
        f"{area} {n.replace('-', ' ')}",
        f"+52 {area} {n.replace('-', ' ')}",
        f"{area}-{n} Ext. {ext}",
    ][i % 4]
    t = [
        ("es", f"Conmutador: {val}"),
        ("es", f"{co} · Tel. oficina {val} · Lunes a viernes de 9 a 18 h"),
        ("es", f"Comunícate con {co} al {val}, opción 2 para ventas."),
        ("en", f"Main office line {val} ({co})."),
        ("es", f"Sucursal Centro: Tel. {val} (conmutador)"),
        ("pt", f"Central de atendimento {co}: {val}"),
    ][i % 6]
    return {
        "lang": t[0],
        "form": "switchboard",
        "value": val,
        "text": t[1],
        "field": ("telefono_oficina", val) if i % 5 == 2 else None,
    }


def toll_free(v: V, i: int) -> E:
    d = v.digits(7)
    val = [
        f"800 {d[:3]} {d[3:]}",
        f"01 800 {d[:3]} {d[3:]}",
        f"+52 800 {d[:3]} {d[3:]}",
        f"800-{d[:3]}-{d[3:]}",
        f"800{d}",
    ][i % 5]
    co, _ = _co(v)
    t = [
        ("es", f"Línea sin costo {val}"),
        ("es", f"Llama gratis al {val} para aclaraciones de {co}."),
        ("en", f"Toll-free customer service: {val}"),
        ("es", f"Centro de atención telefónica: {val} (24 horas)"),
    ][i % 4]
    return {
        "lang": t[0],
        "form": "800 number",
        "value": val,
        "text": t[1],
        "field": ("telefono", val) if i % 4 == 1 else None,
    }


def official_contact(v: V, i: int) -> E:
    org, _dom, _ = GOV[i % len(GOV)]
    n = f"55 {v.r.randint(5000, 5999)} {v.digits(4)}"
    val = f"{n} ext. {v.r.randint(10000, 19999)}"
    t = [
        ("es", f"{org}, Unidad de Transparencia: {val}"),
        ("es", f"Atención ciudadana {org}: {val}"),
        ("en", f"{org} information desk {val}"),
    ][i % 3]
    return {"lang": t[0], "form": "institution phone with extension", "value": val, "text": t[1]}


def company_address(v: V, i: int) -> E:
    addr, _ = v.address()
    addr = re.sub(r"(,? [Ii]nt\. \w+|, depto\. \d+)", "", addr)
    if i % 2:
        addr = addr.replace(", Col.", f", piso {v.r.randint(1, 12)}, Col.", 1)
    co, _ = _co(v)
    t = [
        ("es", f"Visítanos en nuestra sucursal: {addr}"),
        ("es", f"{co} S.A. de C.V. — Oficinas corporativas: {addr}"),
        ("es", f"Horario de tienda {co}: 10 a 20 h, {addr}"),
        ("en", f"Our showroom: {addr}"),
        ("es", f"Sede del evento: Auditorio {co}, {addr}"),
        ("es", f"Domicilio fiscal de {co}: {addr}"),
    ][i % 6]
    return {
        "lang": t[0],
        "form": "company / venue address",
        "value": addr,
        "text": t[1],
        "field": ("direccion_sucursal", addr) if i % 5 == 3 else None,
    }


def company_rfc(v: V, i: int) -> E:
    r = v.rfc_moral()
    co, _ = _co(v)
    t = [
        ("es", f"{co} S.A. de C.V., RFC {r}"),
        ("es", f"Emisor: {co} — R.F.C.: {r} — Régimen 601"),
        ("en", f"Issuer tax id (RFC, company): {r}"),
        ("es", f"Factura emitida por {co} ({r}), folio A-{v.digits(5)}"),
    ][i % 4]
    return {
        "lang": t[0],
        "form": "RFC persona moral",
        "value": r,
        "text": t[1],
        "field": ("rfc_emisor", r) if i % 3 == 1 else None,
    }


def company_clabe(v: V, i: int) -> E:
    c = v.clabe()
    co, _ = _co(v)
    t = [
        ("es", f"Datos para pago: {co} S.A. de C.V., CLABE {c}, referencia: número de pedido."),
        ("es", f"Transferencias a nombre de {co}: CLABE {c} (BBVA)"),
        ("en", f"Wire payments to {co}, CLABE {c}."),
    ][i % 3]
    return {"lang": t[0], "form": "company CLABE for payments", "value": c, "text": t[1]}


def date_k(v: V, i: int) -> E:
    y, m, d = v.r.randint(2015, 2025), v.r.randint(1, 12), v.r.randint(1, 28)
    M = [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ]
    forms = [
        ("es", f"{d} de {M[m - 1]} de {y}", "Publicado el {v}"),
        ("es", f"{d:02d}/{m:02d}/{y}", "Fecha de publicación en el DOF: {v}"),
        ("en", f"{y}-{m:02d}-{d:02d}", "Last updated: {v}"),
        (
            "es",
            f"{y}-{m:02d}-{d:02d}T{v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:00Z",
            "retrievedAt {v}",
        ),
        ("es", f"{d:02d}-{M[m - 1][:3].upper()}-{y}", "Vigencia del aviso: {v}"),
        (
            "en",
            f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][i % 5]}, {d:02d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][m % 6]} {y} 10:{v.digits(2)[0]}4:12 GMT",  # noqa: E501
            "header",
        ),
        ("es", f"{d} de {M[m - 1]} de {y}", "La empresa fue fundada el {v} en Monterrey."),
        ("pt", f"{d:02d}/{m:02d}/{y}", "Atualizado em {v}"),
        (
            "es",
            f"{d} de {M[m - 1]} de {y}",
            "El evento se realizará el {v} en el Centro de Convenciones.",
        ),
    ]
    lang, val, tpl = forms[i % len(forms)]
    if tpl == "header":
        return {
            "lang": lang,
            "form": "http date header",
            "value": val,
            "header": ("Last-Modified", val),
            "req": False,
        }
    return {
        "lang": lang,
        "form": "date",
        "value": val,
        "text": tpl.format(v=val),
        "field": ("published_date", val) if i % 4 == 2 else None,
    }


def price(v: V, i: int) -> E:
    val = [
        f"${v.r.randint(99, 9999):,}.00 MXN",
        f"US$ {v.r.randint(5, 499)}.{v.digits(2)}",
        f"R$ {v.r.randint(10, 999)},90",
        f"$ {v.r.randint(1, 99)},{v.digits(3)}.{v.digits(2)}",
        f"{v.r.randint(1000000, 9999999)} pesos",
    ][i % 5]
    t = [
        ("es", f"Precio de lista: {val} IVA incluido"),
        ("en", f"Plan Pro: {val} per month"),
        ("pt", f"Preço: {val} à vista"),
        ("es", f"Monto del contrato adjudicado: {val}"),
        ("es", f"Inversión anunciada: {val}"),
    ][i % 5]
    return {"lang": t[0], "form": "price", "value": val, "text": t[1]}


def version(v: V, i: int) -> E:
    val = f"{v.r.randint(0, 5)}.{v.r.randint(0, 40)}.{v.r.randint(0, 20)}"
    t = [
        ("en", f"User-Agent: python-httpx/{val}"),
        ("es", f"Versión de la app: {val} (Android)"),
        ("en", f"sdk_version {val}"),
        ("en", f"Fixed in release v{val}"),
    ][i % 4]
    return {
        "lang": t[0],
        "form": "version",
        "value": val,
        "text": t[1],
        "field": ("sdk_version", val) if i % 3 == 0 else None,
    }


def request_id(v: V, i: int) -> E:
    k = i % 4
    if k == 0:
        val = f"{v.hexs(8)}-{v.hexs(4)}-4{v.hexs(3)}-b{v.hexs(3)}-{v.hexs(12)}"
        return {
            "lang": "en",
            "form": "uuid x-request-id header",
            "value": val,
            "header": ("x-request-id", val),
            "req": False,
        }
    if k == 1:
        val = "req_" + v.tok(24)
        return {
            "lang": "en",
            "form": "req_ id in error",
            "value": val,
            "text": f"Rate limit reached. Request ID: {val}",
            "field": ("request_id", val) if i % 2 else None,
        }
    if k == 2:
        val = f"{v.hexs(16)}-MEX"
        return {
            "lang": "en",
            "form": "cf-ray header",
            "value": val,
            "header": ("cf-ray", val),
            "req": False,
        }
    val = f"{v.hexs(8)}-{v.hexs(4)}-4{v.hexs(3)}-9{v.hexs(3)}-{v.hexs(12)}"
    return {
        "lang": "es",
        "form": "uuid in error text",
        "value": val,
        "text": f"Error interno, id de seguimiento {val}",
    }


def hash_k(v: V, i: int) -> E:
    k = i % 4
    if k == 0:
        val = v.hexs(64)
        return {
            "lang": "en",
            "form": "sha256",
            "value": val,
            "text": f"sha256 {val}",
            "field": ("sha256_original", val),
        }
    if k == 1:
        val = v.hexs(40)
        return {"lang": "en", "form": "commit sha", "value": val, "text": f"Fixed in commit {val}"}
    if k == 2:
        val = f'W/"{v.hexs(32)}"'
        return {
            "lang": "en",
            "form": "etag header",
            "value": val[3:-1],
            "header": ("ETag", val),
            "req": False,
        }
    val = "sha384-" + v.tok(64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    return {"lang": "en", "form": "SRI hash", "value": val, "text": f"integrity {val}"}


def content_id(v: V, i: int) -> E:
    k = i % 4
    val = [
        f"gs-{v.r.randint(1, 150):03d}",
        f"{v.r.randint(10**6, 10**7)}",
        f"doc_{v.hexs(12)}",
        f"10.{v.r.randint(1000, 9999)}/{v.tok(8).lower()}",
    ][k]
    t = [
        ("es", f"Caso del golden set {val}: planta anunciada"),
        ("es", f"Nota {val} — sección Economía"),
        ("en", f"document id {val}"),
        ("en", f"DOI: {val}"),
    ][k]
    return {
        "lang": t[0],
        "form": ["golden case", "article id", "doc id", "doi"][k],
        "value": val,
        "text": t[1],
        "field": ("content_id", val) if k == 2 else None,
    }


def order_number(v: V, i: int) -> E:
    val = [v.digits(10), f"MX-{v.digits(8)}", f"#{v.digits(6)}", f"PED{v.digits(9)}"][i % 4]
    t = [
        ("es", f"Tu pedido {val} fue enviado."),
        ("es", f"Error 404: no encontramos el pedido {val}."),
        ("en", f"Order {val} has been refunded."),
        ("es", f"Folio de compra: {val}"),
        ("pt", f"Pedido {val} confirmado."),
    ][i % 5]
    return {
        "lang": t[0],
        "form": "order number",
        "value": val,
        "text": t[1],
        "field": ("order_id", val) if i % 4 == 1 else None,
    }


def tracking(v: V, i: int) -> E:
    val = [
        "1Z" + v.tok(6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + v.digits(10),
        v.digits(12),
        v.digits(22),
        "MX" + v.digits(9) + "MX",
    ][i % 4]
    t = [
        ("es", f"Número de guía: {val} (Estafeta)"),
        ("en", f"Tracking number {val}"),
        ("es", f"Rastrea tu envío con la guía {val}"),
    ][i % 3]
    return {
        "lang": t[0],
        "form": "tracking number",
        "value": val,
        "text": t[1],
        "field": ("tracking_number", val) if i % 3 == 1 else None,
    }


def case_number(v: V, i: int) -> E:
    k = i % 4
    val = [
        f"CASO-{v.digits(6)}",
        f"{v.r.randint(100, 999)}/{v.r.randint(2019, 2025)}",
        f"INC{v.digits(7)}",
        f"{v.digits(5)}",
    ][k]
    t = [
        ("es", f"Referencia de tu queja: {val}"),
        ("es", f"Juicio de amparo {val}, Juzgado Tercero de Distrito"),
        ("en", f"Support case {val} closed."),
        ("es", f"Ticket de soporte {val}: tu solicitud fue atendida."),
    ][k]
    return {"lang": t[0], "form": "case number", "value": val, "text": t[1]}


def masked(v: V, i: int) -> E:
    d4 = v.digits(4)
    lang, val, tpl = [
        ("es", f"**** **** **** {d4}", "Pago aprobado con tarjeta {v}"),
        ("en", f"XXXX-XXXX-XXXX-{d4}", "Card on file: {v}"),
        ("es", f"terminación {d4}", "Cargo a tu tarjeta con {v} rechazado."),
        ("es", "m***@gmail.com", "Enviamos el código a {v}"),
        ("es", f"55 **** {d4}", "Te llamaremos al {v} registrado."),
        ("es", f"********{v.digits(2)}****", "CURP (oculta): {v}"),
        ("en", f"sk-...{v.tok(4)}", "Key ending {v} was rotated."),
        ("en", f"tvly-****************{v.tok(4)}", "api_key: {v}"),
        ("pt", f"•••• {d4}", "Cartão final {v}"),
        ("en", f"***-**-{d4}", "SSN on file: {v}"),
    ][i % 10]
    return {
        "lang": lang,
        "form": "masked",
        "value": val,
        "text": tpl.format(v=val),
        "field": ("masked", val) if i % 4 == 0 else None,
    }


def placeholder(v: V, i: int) -> E:
    val = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "<tu-api-key>",
        "redacted@example.test",
        "+52-000-000-0000",
        "AAAA000000HDFXXX00",
        "Bearer <BEARER_TOKEN>",
        "xxxxxxxxxxxxxxxxxxxx",
        "nombre@dominio.com",
        "{{ secrets.BRAVE_API_KEY }}",
    ][i % 12]
    t = [
        ("en", f"Authorization: Bearer {val}"),
        ("es", f"Sustituye {val} por tu clave antes de ejecutar."),
        ("en", f"export API_KEY={val}"),
        ("es", f"Ejemplo: correo {val}"),
    ][i % 4]
    if "@" in val or val.startswith("+52") or val.startswith("AAAA"):
        t = ("es", f"Valor redactado: {val}")
    return {
        "lang": t[0],
        "form": "placeholder",
        "value": val,
        "text": t[1],
        "field": ("api_key", val) if i % 5 == 1 else None,
    }


def statistic(v: V, i: int) -> E:
    val = [
        f"{v.r.randint(1000000000, 3999999999)}",
        f"{v.r.randint(1, 99)}.{v.digits(1)}%",
        f"{v.r.randint(10000, 999999):,}",
    ][i % 3]
    t = [
        ("es", f"Visitas acumuladas: {val}"),
        ("es", f"La inflación anual fue de {val}"),
        ("en", f"{val} downloads last month"),
    ][i % 3]
    return {"lang": t[0], "form": "statistic", "value": val, "text": t[1]}


def public_key(v: V, i: int) -> E:
    body = v.b64(bytes(v.r.randrange(256) for _ in range(160)))
    head = "-----BEGIN PUBLIC KEY-----" if i % 2 == 0 else "-----BEGIN CERTIFICATE-----"
    pem = "\n".join(
        [head, *[body[k : k + 64] for k in range(0, len(body), 64)], head.replace("BEGIN", "END")]
    )
    return {
        "lang": "en",
        "form": "public key / certificate",
        "value": head,
        "text": pem,
        "pem": True,
    }


def ratelimit_header(v: V, i: int) -> E:
    h, val = [
        ("x-ratelimit-remaining-requests", str(v.r.randint(0, 999))),
        ("retry-after", str(v.r.randint(1, 120))),
        ("x-ratelimit-reset", f"{v.r.randint(1, 59)}s"),
        ("x-ratelimit-limit-requests", "1000"),
    ][i % 4]
    return {"lang": "en", "form": f"{h} header", "value": val, "header": (h, val), "req": False}


KEEPERS = [
    ("role-mailbox", role_mailbox, 40),
    ("gov-role-mailbox", gov_mailbox, 16),
    ("switchboard", switchboard, 30),
    ("toll-free", toll_free, 20),
    ("official-contact", official_contact, 12),
    ("company-address", company_address, 28),
    ("company-rfc", company_rfc, 16),
    ("company-clabe", company_clabe, 10),
    ("date", date_k, 30),
    ("price", price, 18),
    ("version", version, 14),
    ("request-id", request_id, 20),
    ("hash", hash_k, 18),
    ("content-id", content_id, 12),
    ("order-number", order_number, 18),
    ("tracking-number", tracking, 12),
    ("case-number", case_number, 12),
    ("masked", masked, 20),
    ("placeholder", placeholder, 24),
    ("statistic", statistic, 8),
    ("public-key", public_key, 4),
    ("ratelimit-header", ratelimit_header, 8),
]
_ = json
