"""Keepers of corpus 54: values that must not be flagged, written in the same kinds of
sentences and fields as the personal items."""

from __future__ import annotations

from typing import Any

from values import COMPANIES, DIG, GOV, HEX, PLACES, UP, Maker

MESES = [
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
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "prensa",
    "informes",
    "cobranza",
    "admisiones",
    "citas",
    "compras",
    "reclutamiento",
    "hola",
    "info",
]


def k(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, value, text)
    d = {"kind": kind, "family": "keep", "lang": lang, "form": form, "value": value, "text": text}
    d.update(kw)
    return d


def all_keep(m: Maker) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    # role mailboxes (40)
    for i in range(40):
        co, dom = m.pick(COMPANIES)
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        j = i % 9
        if j == 0:
            t = f"Escríbenos a {v} y te mandamos la cotización."
        elif j == 1:
            v = v.upper()
            t = f"CORREO DE CONTACTO: {v}"
        elif j == 2:
            v = f"mailto:{role}@{dom}?subject=Cotizaci%C3%B3n"
            out.append(
                k(
                    "role-mailbox",
                    "es",
                    "role mailbox in a mailto with query",
                    v,
                    f"{co}: {v}",
                    html=f'<p>{co} — <a href="{{V}}">escríbenos</a></p>',
                )
            )
            continue
        elif j == 3:
            t = f"Reply-To: {co} <{v}>"
        elif j == 4:
            out.append(
                k(
                    "role-mailbox",
                    "es",
                    "role mailbox as a JSON/YAML field",
                    v,
                    v,
                    where="data",
                    key="contact_email",
                )
            )
            continue
        elif j == 5:
            t = f"{co},{v},Guadalajara,proveedor activo"
        elif j == 6:
            t = f"2025-06-02 18:40:11 INFO enviado a={v} plantilla=confirmacion_pedido"
        elif j == 7:
            t = f"Questions about your order? Email {v}."
            out.append(k("role-mailbox", "en", "role mailbox in an English sentence", v, t))
            continue
        else:
            t = f"Para factura electrónica envía tus datos fiscales a {v}"
        out.append(k("role-mailbox", "es", f"role mailbox ({j})", v, t))
    # government / institutional role mailboxes (18)
    for i in range(18):
        dom = GOV[i % len(GOV)]
        role = [
            "atencion.ciudadana",
            "contacto",
            "transparencia",
            "quejas",
            "orientacion",
            "unidad.enlace",
        ][i % 6]
        v = f"{role}@{dom}"
        t = [
            f"Dudas sobre el trámite: {v} o acude a tu oficina más cercana.",
            f"Unidad de Transparencia — correo: {v}",
            f"Contacto institucional: {v.upper()}",
            v,
        ][i % 4]
        if i % 4 == 2:
            v = v.upper()
        kw = {"where": "data", "key": "email"} if i % 4 == 3 else {}
        out.append(k("gov-role-mailbox", "es", "institutional mailbox on .gob.mx", v, t, **kw))
    # switchboards (32)
    for i in range(32):
        co, _ = m.pick(COMPANIES)
        lada, local = m.mobile()
        a, b = local[:-4], local[-4:]
        ext = m.r.randint(100, 9999)
        j = i % 6
        if j == 0:
            v = f"{lada} {a} {b} ext. {ext}"
            t = f"Conmutador: {v}"
        elif j == 1:
            v = f"({lada}) {a}-{b}"
            t = f"Tel. oficina {v} — {co}, lunes a viernes de 9 a 18 h"
        elif j == 2:
            v = f"+52 {lada} {a} {b}"
            t = f"{co} · Sucursal Centro · Conmutador {v}"
        elif j == 3:
            v = f"{lada}-{a}-{b} Ext. {ext}"
            t = f"Atención a clientes de {co}: {v}"
        elif j == 4:
            v = f"{lada} {a} {b}"
            out.append(
                k(
                    "switchboard",
                    "es",
                    "company switchboard as a field",
                    v,
                    v,
                    where="data",
                    key="telefono_conmutador",
                )
            )
            continue
        else:
            v = f"+52 ({lada}) {a} {b}, ext. {ext}"
            t = f"Main office switchboard: {v}"
            out.append(k("switchboard", "en", "switchboard in English", v, t))
            continue
        out.append(k("switchboard", "es", f"company switchboard ({j})", v, t))
    # toll-free (20)
    for i in range(20):
        n = f"{m.digits(3)} {m.digits(4)}"
        v = [f"800 {n}", f"01 800 {n}", f"+52 800 {n}", f"800-{n.replace(' ', '-')}", f"(800) {n}"][
            i % 5
        ]
        t = [
            f"Línea sin costo: {v}",
            f"Llámanos gratis al {v} desde cualquier parte del país.",
            f"Atención telefónica {v} (lada sin costo)",
            f"Toll-free in Mexico: {v}",
        ][i % 4]
        out.append(k("toll-free", "en" if i % 4 == 3 else "es", "800 number", v, t))
    # company addresses (24)
    for i in range(24):
        co, _ = m.pick(COMPANIES)
        v = m.company_address()
        t = [
            f"Oficinas corporativas de {co}: {v}.",
            f"Visítanos en nuestra sucursal: {v}",
            f"Domicilio fiscal de {co} S.A. de C.V.: {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
            v,
            f"Our Mexico City office: {v}",
        ][i % 6]
        kw = {"where": "data", "key": "direccion"} if i % 6 == 4 else {}
        out.append(
            k(
                "company-address",
                "en" if i % 6 == 5 else "es",
                "office/branch/venue address",
                v,
                t,
                **kw,
            )
        )
    # company RFC (16)
    for i in range(16):
        co, _ = m.pick(COMPANIES)
        v = m.rfc_pm()
        t = [
            f"{co} S.A. de C.V., RFC {v}",
            f"Emisor: {co} S.A.P.I. de C.V. — R.F.C.: {v}",
            f"rfc_emisor={v} regimen=601 uso_cfdi=G03",
            v,
        ][i % 4]
        kw = {"where": "data", "key": "rfc_emisor"} if i % 4 == 3 else {}
        out.append(k("company-rfc", "es", "RFC of a persona moral", v, t, **kw))
    # company CLABE for payments (10)
    for i in range(10):
        co, _ = m.pick(COMPANIES)
        v = m.clabe()
        t = [
            f"Datos para transferencia: {co} S.A. de C.V., CLABE {v}, referencia: número de pedido.",
            f"Paga tu colegiatura por SPEI a la CLABE {v} a nombre de {co} A.C.",
        ][i % 2]
        out.append(k("company-clabe", "es", "company CLABE published for payments", v, t))
    # official contacts (12)
    for i in range(12):
        lada, local = m.mobile()
        v = f"{lada} {local[:-4]} {local[-4:]}, ext. {m.r.randint(10000, 19999)}"
        t = [
            f"Oficialía de partes del municipio: {v}",
            f"Línea de atención de la Secretaría: {v}",
            f"Contacto oficial (Unidad de Transparencia): {v}",
        ][i % 3]
        out.append(k("official-contact", "es", "institutional phone with extension", v, t))
    # dates (28)
    for i in range(28):
        y, mo, d = m.r.randint(2015, 2026), m.r.randint(1, 12), m.r.randint(1, 28)
        j = i % 8
        if j == 0:
            v, t, lang = f"{d} de {MESES[mo - 1]} de {y}", "", "es"
            t = f"Publicado el {v} por la redacción."
        elif j == 1:
            v = f"{y}-{mo:02d}-{d:02d}T{m.r.randint(0, 23):02d}:{m.r.randint(0, 59):02d}:00Z"
            out.append(k("date", "en", "publishedAt field", v, v, where="data", key="publishedAt"))
            continue
        elif j == 2:
            v, lang = f"{d:02d}/{mo:02d}/{y}", "es"
            t = f"Fecha de publicación en el DOF: {v}"
        elif j == 3:
            v, lang = f"{y}-{mo:02d}-{d:02d}", "es"
            t = f"Última actualización: {v}"
        elif j == 4:
            v = f"Tue, {d:02d} Jun {y} 10:{m.r.randint(10, 59)}:07 GMT"
            out.append(
                k("date", "en", "Last-Modified header", v, v, where="header", hname="Last-Modified")
            )
            continue
        elif j == 5:
            v, lang = f"{d} de {MESES[mo - 1]} de {y}", "es"
            t = f"La empresa fue fundada el {v} en Monterrey."
        elif j == 6:
            v, lang = f"© {y}", "es"
            t = f"{v} {m.pick(COMPANIES)[0]}. Todos los derechos reservados."
        else:
            v, lang = f"{d:02d}.{mo:02d}.{y}", "pt"
            t = f"Atualizado em {v}"
        out.append(k("date", lang, f"date ({j})", v, t))
    # prices (16)
    for i in range(16):
        v = [
            f"${m.r.randint(99, 45000):,}.00 MXN",
            f"USD {m.r.randint(1, 99)}.{m.digits(2)}",
            f"R$ {m.r.randint(10, 999)},90",
            f"$0.{m.digits(3)} por búsqueda",
        ][i % 4]
        t = [
            f"Precio: {v} IVA incluido",
            f"Plan Pro: {v}/mes",
            f"Preço: {v}",
            f"Costo estimado {v}",
        ][i % 4]
        out.append(k("price", "pt" if i % 4 == 2 else "es", "price", v, t))
    # versions (14)
    for i in range(14):
        v = f"{m.r.randint(0, 5)}.{m.r.randint(0, 40)}.{m.r.randint(0, 20)}"
        t = [
            f"python-requests/{v}",
            f"Versión del SDK: {v}",
            f"semantic-kernel=={v}",
            f"User-Agent: fixture-recorder/{v}",
        ][i % 4]
        kw = {"where": "data", "key": "sdk_version"} if i % 5 == 4 else {}
        if kw:
            t = v
        out.append(k("version", "en", "version string", v, t, **kw))
    # request ids (18)
    for i in range(18):
        j = i % 6
        if j == 0:
            v = m.uuid()
            out.append(
                k(
                    "request-id",
                    "en",
                    "uuid in x-request-id header",
                    v,
                    v,
                    where="header",
                    hname="X-Request-Id",
                )
            )
        elif j == 1:
            v = f"req_{m.chars(HEX, 24)}"
            out.append(
                k(
                    "request-id",
                    "en",
                    "req_ request id in an error",
                    v,
                    f"Request failed (request id: {v}). Please retry.",
                )
            )
        elif j == 2:
            v = f"{m.chars(HEX, 16)}-QRO"
            out.append(k("request-id", "en", "cf-ray header", v, v, where="header", hname="CF-RAY"))
        elif j == 3:
            v = m.uuid()
            out.append(
                k("request-id", "en", "request_id field", v, v, where="data", key="request_id")
            )
        elif j == 4:
            v = m.uuid()
            out.append(
                k(
                    "request-id",
                    "es",
                    "trace id in a Spanish error",
                    v,
                    f"Ocurrió un error inesperado. Código de rastreo: {v}",
                )
            )
        else:
            v = f"{m.r.randint(0, 500)}"
            out.append(
                k(
                    "request-id",
                    "en",
                    "rate-limit remaining header",
                    v,
                    v,
                    where="header",
                    hname="X-RateLimit-Remaining",
                )
            )
    # hashes (16)
    for i in range(16):
        j = i % 4
        if j == 0:
            v = m.sha256()
            out.append(
                k(
                    "hash",
                    "en",
                    "sha256 of the original body",
                    v,
                    v,
                    where="data",
                    key="sha256_original",
                )
            )
        elif j == 1:
            v = m.chars(HEX, 40)
            out.append(
                k(
                    "hash",
                    "en",
                    "commit SHA in prose",
                    v,
                    f"Captured at commit {v} of the fixture repo.",
                )
            )
        elif j == 2:
            v = m.chars(HEX, 32)
            out.append(k("hash", "en", "ETag header", v, f'W/"{v}"', where="header", hname="ETag"))
        else:
            v = f"sha384-{m.chars(UP + DIG + 'abcdefghijklmnopqrstuvwxyz+/', 64)}"
            out.append(k("hash", "en", "SRI integrity value", v, f"integrity={v}"))
    # content ids (12)
    for i in range(12):
        v = [
            f"{m.digits(7)}-{m.pick(['una-solucion', 'nota', 'analisis'])}",
            f"post-{m.digits(6)}",
            f"doc_{m.chars(HEX, 12)}",
            f"{m.digits(19)}",
        ][i % 4]
        t = [f"ID de nota: {v}", f"article_id={v}", v, f"tweet_id: {v}"][i % 4]
        kw = {"where": "data", "key": "content_id"} if i % 4 == 2 else {}
        out.append(k("content-id", "es" if i % 4 == 0 else "en", "content id", v, t, **kw))
    # order / tracking / case numbers (16 / 12 / 12)
    for i in range(16):
        v = [
            m.digits(10),
            f"MX-{m.digits(8)}",
            f"#{m.digits(6)}",
            f"PED-{m.digits(4)}-{m.digits(5)}",
        ][i % 4]
        t = [
            f"Tu pedido {v} fue confirmado; contacto: soporte@tienda-ejemplo.mx",
            f"Error 409: la orden {v} ya fue pagada.",
            f"Order {v} shipped",
            f"Folio de compra: {v}",
        ][i % 4]
        out.append(k("order-number", "en" if i % 4 == 2 else "es", "order number", v, t))
    for i in range(12):
        v = [f"1Z{m.chars(UP + DIG, 6)}{m.digits(10)}", m.digits(12), m.digits(22)][i % 3]
        t = [f"Guía de rastreo UPS: {v}", f"Número de guía FedEx {v}", f"Rastreo Estafeta: {v}"][
            i % 3
        ]
        out.append(k("tracking-number", "es", "tracking number", v, t))
    for i in range(12):
        v = [f"CASO-{m.digits(7)}", f"{m.digits(8)}", f"INC{m.digits(7)}"][i % 3]
        t = [
            f"Tu reporte quedó registrado con el número {v}.",
            f"Queja PROFECO expediente {v}",
            f"Ticket {v} closed by support",
        ][i % 3]
        out.append(k("case-number", "en" if i % 3 == 2 else "es", "case number", v, t))
    # masked values (16)
    for i in range(16):
        v = [
            f"**** **** **** {m.digits(4)}",
            f"****{m.digits(4)}",
            f"XXXX-XXXX-XXXX-{m.digits(4)}",
            f"{m.pick(['55', '33', '81'])}******{m.digits(2)}",
            "j***@g***.com",
            f"sk-...{m.chars(HEX, 4)}",
            f"tvly-********{m.chars(HEX, 4)}",
            f"CLABE terminación {m.digits(4)}",
        ][i % 8]
        t = [
            f"Pagado con tarjeta {v}",
            f"Cuenta {v}",
            f"Card: {v}",
            f"Te llamaremos al {v}",
            f"Enviamos el código a {v}",
            f"Clave activa: {v}",
            f"Key {v} (masked)",
            f"Depósito a {v}",
        ][i % 8]
        out.append(k("masked", "es" if i % 8 not in (2, 6) else "en", "masked value", v, t))
    # placeholders (22)
    for i in range(22):
        v = [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-YOUR_API_KEY",
            "<tu-api-key>",
            "${TAVILY_API_KEY}",
            "redacted@example.test",
            "+52-000-000-0000",
            "Bearer <token>",
            "xxxxxxxxxxxxxxxx",
            "AAAA000000HDFXXX00",
            "<BASIC_AUTH>",
        ][i % 11]
        t = [
            f"export TAVILY_API_KEY={v}" if i % 11 in (0, 2) else f"Reemplaza {v} por tu clave.",
            v,
        ][i // 11]
        kw = (
            {"where": "data", "key": "api_key"}
            if i // 11 == 1 and i % 11 in (0, 1, 2, 4, 8)
            else {}
        )
        if i // 11 == 1 and not kw:
            t = f"Valor redactado: {v}"
        out.append(
            k("placeholder", "es", "documentation placeholder / redaction marker", v, t, **kw)
        )
    # statistics (10)
    for i in range(10):
        v = [
            f"{m.r.randint(1_000_000_000, 9_999_999_999)}",
            f"{m.r.randint(10, 99)}.{m.digits(1)} %",
            f"{m.r.randint(100, 999):,} mil",
        ][i % 3]
        t = [
            f"Visitas totales: {v}",
            f"La inflación anual fue de {v}",
            f"Se vendieron {v} unidades",
        ][i % 3]
        out.append(k("statistic", "es", "statistic", v, t))
    # publishable keys (6)
    for i in range(6):
        v = [
            f"pk_live_51{m.chars(UP + DIG + 'abcdefghijklmnopqrstuvwxyz', 60)}",
            f"G-{m.chars(UP + DIG, 10)}",
            f"UA-{m.digits(8)}-{m.r.randint(1, 9)}",
        ][i % 3]
        t = [f"Stripe.publishableKey = '{v}'", f"gtag('config', '{v}')", f"analytics_id: {v}"][
            i % 3
        ]
        out.append(k("public-id", "en", "publishable key / analytics id", v, t))
    _ = PLACES
    return out
