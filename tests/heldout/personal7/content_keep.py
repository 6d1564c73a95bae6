"""Values that must be kept (label ``keep``): close to personal data or secrets, but not."""

from __future__ import annotations

import base64
import hashlib
from itertools import cycle
from typing import Any

from common import H, T, X
from ids import ALNUM, DIG, HEX, LO, UP, Gen
from stdnum import ean, issn

K = {"family": "keep"}


def items(g: Gen) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def t(kind: str, lang: str, form: str, key: str, text: str, v: str) -> None:
        out.append(T(kind, lang, form, key, text, v, **K))

    def h(kind: str, lang: str, form: str, snippet: str, v: str) -> None:
        out.append(H(kind, lang, form, snippet, v, **K))

    def x(kind: str, lang: str, form: str, name: str, text: str, v: str) -> None:
        out.append(X(kind, lang, form, name, text, v, **K))

    # ------------------------------------------------------------- role mailboxes
    roles = [
        ("es", "h", "<p>Ventas: {v}</p>", "ventas@grupoalfaomega.com.mx"),
        (
            "es",
            "t",
            "contacto",
            "Escríbenos a {v} y te respondemos en 24 h.",
            "contacto@tacosdonchuy.mx",
        ),
        ("es", "h", "<p>Unidad de Transparencia: {v}</p>", "unidad.transparencia@economia.gob.mx"),
        (
            "es",
            "t",
            "aviso_privacidad",
            "Para ejercer tus derechos ARCO escribe a {v}.",
            "datospersonales@bancoejemplo.com.mx",
        ),
        (
            "es",
            "h",
            '<a href="mailto:{v}">Atención a clientes</a>',
            "atencion.clientes@aeromexico.com",
        ),
        (
            "es",
            "t",
            "pie",
            "Facturación: {v} · Lunes a viernes de 9 a 18 h",
            "facturacion@papeleriaelsol.com.mx",
        ),
        ("es", "h", "<p>Prensa y medios: {v}</p>", "prensa@conacyt.gob.mx"),
        ("es", "t", "nota", "Quejas sobre el servicio: {v}", "quejas@profeco.gob.mx"),
        ("es", "h", "<p>Bolsa de trabajo: {v}</p>", "reclutamiento@farmaciasdelahorro.com.mx"),
        (
            "es",
            "t",
            "firma",
            "Soporte técnico — {v} — Tel. 800 890 1234",
            "soporte@telecablemx.com",
        ),
        ("en", "h", "<p>Press inquiries: {v}</p>", "press@example-news.com"),
        ("en", "t", "footer", "Questions? Contact {v}.", "support@searchvendor.io"),
        ("pt", "h", "<p>Fale conosco: {v}</p>", "atendimento@lojaexemplo.com.br"),
        ("pt", "t", "rodape", "Contato comercial: {v}", "comercial@editoraaurora.com.br"),
        ("es", "h", "<p>{v}</p>", "INFO@HOTELCASABLANCA.MX"),
        (
            "es",
            "h",
            '<a href="mailto:{v}">Escríbenos</a>',
            "contacto@librerialagaviota.mx?subject=Pedido%20especial",
        ),
        (
            "es",
            "t",
            "aviso",
            "Solicitudes de acceso a la información: {v}",
            "transparencia@sep.gob.mx",
        ),
        ("es", "t", "footer", "Dudas sobre tu pedido: {v}", "pedidos@mueblesdelnorte.com.mx"),
        (
            "en",
            "t",
            "note",
            "Do not reply: this message was sent from {v}.",
            "no-reply@notifications.example.org",
        ),
        ("es", "h", "<p>Atención ciudadana: {v}</p>", "atencion.ciudadana@cdmx.gob.mx"),
        ("es", "t", "pie", "Contacto institucional: {v}", "comunicacion.social@inegi.org.mx"),
        ("pt", "t", "nota", "Dúvidas sobre privacidade: {v}", "privacidade@bancoexemplo.com.br"),
        ("es", "h", "<p>Correo de la redacción: {v}</p>", "redaccion@diariodelsur.com.mx"),
        ("es", "t", "log", "mailer.sent from={v} template=bienvenida", "hola@tiendaverde.mx"),
        ("es", "h", "<p>Comercial: {v} | Soporte: disponible 24/7</p>", "comercial@hostingmx.com"),
        ("en", "t", "footer", "Security reports: {v}", "security@searchvendor.io"),
        ("es", "t", "nota", "Buzón de sugerencias: {v}", "sugerencias@imss.gob.mx"),
        ("es", "h", "<p>Escríbenos: {v}</p>", "contacto [arroba] museodelacuidad [punto] mx"),
    ]
    for lang, w, *rest in roles:
        if w == "h":
            h("role-mailbox", lang, "company role mailbox", rest[0], rest[1])
        else:
            t("role-mailbox", lang, "company role mailbox", rest[0], rest[1], rest[2])

    # ------------------------------------------------------------- company phones
    phones = [
        ("es", "h", "<p>Conmutador: {v}</p>", "(55) 5062 3000"),
        ("es", "t", "contacto", "Tel. oficina {v} ext. 114", "33 3648 2000"),
        ("es", "h", "<p>Lada sin costo: {v}</p>", "800 712 3344"),
        ("es", "t", "pie", "Atención telefónica {v} (lunes a sábado)", "01 800 226 4788"),
        ("es", "h", "<p>Call center: {v}</p>", "55 5140 5100"),
        ("es", "t", "nota", "Conmutador {v}, extensiones 2301 a 2309", "+52 (81) 8150 3000"),
        ("es", "h", "<p>Tel. {v} ext. 4021 — Dirección General</p>", "(222) 229 5500"),
        ("en", "t", "footer", "Customer service: {v} (toll free in Mexico)", "800 123 0099"),
        ("es", "h", "<p>Sucursal Centro: tel. {v}</p>", "(442) 212 0440"),
        ("es", "t", "aviso", "Línea de atención a clientes: {v}", "800-00-BANCO"),
        ("es", "h", '<a href="tel:{v}">Llama sin costo</a>', "+528009112000"),
        ("es", "t", "firma", "Oficinas corporativas · Conmutador {v}", "55.5728.7100"),
        ("es", "h", "<p>Fax: {v}</p>", "(55) 5543 2211"),
        ("pt", "t", "rodape", "Central de atendimento: {v}", "0800 770 1234"),
        ("es", "h", "<p>Teléfono de la recepción del hotel: {v}</p>", "(998) 848 7000"),
        ("es", "t", "nota", "Locatel {v}", "55 5658 1111"),
        ("es", "h", "<p>Emergencias: {v}</p>", "911"),
        ("es", "t", "pie", "Tel. oficina: {v} Ext. 1520", "(614) 429 3300"),
        ("en", "h", "<p>Head office switchboard: {v}</p>", "+52 55 5249 8000"),
        ("es", "t", "contacto", "Denuncia anónima 089 · Atención {v}", "800 440 3690"),
    ]
    for lang, w, *rest in phones:
        if w == "h":
            h("company-phone", lang, "switchboard/800/ext", rest[0], rest[1])
        else:
            t("company-phone", lang, "switchboard/800/ext", rest[0], rest[1], rest[2])
    for _ in range(6):
        v = g.tollfree()
        t(
            "company-phone",
            "es",
            "toll-free bare",
            "contacto",
            "Atención a clientes sin costo: " + "{v}",
            f"{v[:3]} {v[3:6]} {v[6:]}",
        )

    # ------------------------------------------------------------- office / branch addresses
    offices = [
        (
            "es",
            "Oficinas corporativas: {v}",
            "Av. Paseo de la Reforma 505, piso 32, Col. Cuauhtémoc, C.P. 06500, CDMX",
        ),
        (
            "es",
            "Sucursal Polanco — {v}",
            "Av. Presidente Masaryk 111, Col. Polanco V Sección, C.P. 11560, Miguel Hidalgo, CDMX",
        ),
        (
            "es",
            "Domicilio fiscal de la empresa: {v}",
            "Blvd. Manuel Ávila Camacho 40, piso 9, Lomas de Chapultepec, 11000, CDMX",
        ),
        ("es", "Matriz: {v}", "Calle Morelos 1520 Pte., Col. Centro, C.P. 64000, Monterrey, N.L."),
        (
            "es",
            "Visítanos en nuestra tienda: {v}",
            "Av. Chapultepec 480, local 12, Col. Americana, 44160 Guadalajara, Jal.",
        ),
        (
            "es",
            "Planta Querétaro: {v}",
            "Av. de la Luz 24, Parque Industrial Benito Juárez, 76120 Querétaro, Qro.",
        ),
        (
            "es",
            "Centro de distribución: {v}",
            "Carretera Federal 57 km 12.5, Bodega 4, C.P. 78395, San Luis Potosí, S.L.P.",
        ),
        (
            "es",
            "Oficina de atención al público de la dependencia: {v}",
            "Insurgentes Sur 1735, Col. Guadalupe Inn, Álvaro Obregón, 01020, CDMX",
        ),
        (
            "es",
            "Consultorio de la clínica (sede): {v}",
            "Calle Hidalgo 12, int. 301, Col. Centro, C.P. 37000, León, Gto.",
        ),
        (
            "es",
            "Sucursal Mérida: {v}",
            "Calle 60 No. 344 x 35 y 37, Col. Centro, 97000 Mérida, Yuc.",
        ),
        (
            "en",
            "Our Mexico City office: {v}",
            "Torre Mayor, Av. Paseo de la Reforma 505, 06500 Mexico City",
        ),
        (
            "pt",
            "Escritório em São Paulo: {v}",
            "Av. Brigadeiro Faria Lima 3477, 14º andar, Itaim Bibi, São Paulo - SP, 04538-133",
        ),
        (
            "es",
            "Restaurante (Roma Norte): {v}",
            "Calle Colima 166, Col. Roma Norte, C.P. 06700, Cuauhtémoc, CDMX",
        ),
        ("es", "Librería — {v}", "Av. Álvaro Obregón 120, local B, Col. Roma, 06700 CDMX"),
        (
            "es",
            "Sede del congreso: {v}",
            "Centro de Convenciones, Av. Kukulcán km 9, Zona Hotelera, 77500 Cancún, Q. Roo",
        ),
        ("es", "Oficinas de la editorial: {v}", "Privada de Horacio 10, Col. Polanco, 11560 CDMX"),
        (
            "es",
            "Módulo de atención (INE): {v}",
            "Calle Allende 20, Col. Centro, C.P. 50000, Toluca, Méx.",
        ),
        (
            "es",
            "Taller de servicio autorizado: {v}",
            "Av. Tecnológico 1200, Col. Industrial, 32599 Cd. Juárez, Chih.",
        ),
        (
            "es",
            "Recoge tu pedido en sucursal: {v}",
            "Blvd. Kukulcán 3, Plaza Las Américas, local 45, 77500 Cancún",
        ),
        (
            "es",
            "Dirección de la notaría pública No. 12: {v}",
            "Av. Juárez 2915, Col. La Paz, 72160 Puebla, Pue.",
        ),
        (
            "es",
            "Corporativo: {v}",
            "Privada Los Pinos 200, Parque Tecnológico, 45010 Zapopan, Jal.",
        ),
        (
            "es",
            "Oficina regional Baja California: {v}",
            "Blvd. Agua Caliente 10611, piso 4, Col. Aviación, 22014 Tijuana, B.C.",
        ),
    ]
    for i, (lang, s, v) in enumerate(offices):
        if i % 2:
            h("office-address", lang, "company/branch address", "<p>" + s + "</p>", v)
        else:
            t(
                "office-address",
                lang,
                "company/branch address",
                ["direccion", "sucursal", "footer"][i % 3],
                s,
                v,
            )

    # ------------------------------------------------------------- publication dates next to an author
    pubs = [
        ("es", "h", '<p class="byline">Por Ana Pérez Lugo | {v}</p>', "12 de marzo de 2024"),
        ("es", "t", "byline", "Publicado el {v} por Jorge Ramírez", "2023-11-04"),
        ("es", "h", "<p>Actualizado: {v} · Redacción</p>", "07.12.2017"),
        (
            "es",
            "t",
            "meta",
            "Autor: Mariana Leal — Fecha de publicación: {v}",
            "5 de julio de 2022",
        ),
        ("en", "h", "<p>By Laura Chen · {v}</p>", "March 3, 2025"),
        ("pt", "t", "meta", "Por Rafael Souza, publicado em {v}", "18/09/2024"),
        (
            "es",
            "h",
            '<time datetime="2024-05-21">{v}</time> — Columna de Pedro Ortega',
            "21 mayo 2024",
        ),
        ("es", "t", "publishedAt", "{v}", "2025-01-15T08:30:00Z"),
        (
            "es",
            "t",
            "nota",
            "Entrevista con la Dra. Elena Torres, realizada el {v}.",
            "2 de febrero de 2023",
        ),
        ("es", "h", "<p>Fotografía: Luis Medina / {v}</p>", "28/10/2021"),
        (
            "es",
            "t",
            "cita",
            "Hernández, M. ({v}). Redes de búsqueda en español. Revista Mexicana de Computación, 14(2).",
            "2019",
        ),
        (
            "en",
            "t",
            "citation",
            "Gómez, R. and Silva, T. ({v}). Web search evaluation. Proc. SIGIR.",
            "2021",
        ),
        ("es", "h", "<p>Columna de opinión · Carlos Loret · {v}</p>", "lunes 9 de enero de 2023"),
        ("es", "t", "retrievedAt", "{v}", "2025-02-10T17:04:11Z"),
        ("es", "h", "<p>Reseña de Sofía Beltrán, {v}</p>", "noviembre de 2020"),
        (
            "en",
            "t",
            "changelog",
            "v2.3.0 — released {v} by the maintainers (Jane Doe)",
            "2024-08-30",
        ),
        ("es", "h", "<p>In memoriam: Don Ramón Valdés (1923 – {v})</p>", "1988"),
        (
            "es",
            "t",
            "nota",
            "Nota de Alejandra Cruz actualizada el {v} a las 14:20 h",
            "03/04/2024",
        ),
        ("pt", "h", "<p>Texto de Beatriz Lima · {v}</p>", "10 de junho de 2023"),
        (
            "es",
            "t",
            "meta",
            "dateModified {v} · author: Redacción Unocero",
            "2019-08-27T14:02:00-05:00",
        ),
    ]
    for lang, w, *rest in pubs:
        if w == "h":
            h("publication-date", lang, "publication date next to author", rest[0], rest[1])
        else:
            t(
                "publication-date",
                lang,
                "publication date next to author",
                rest[0],
                rest[1],
                rest[2],
            )

    # ------------------------------------------------------------- company RFCs
    rfc_ctx = [
        ("es", "t", "factura", "Emisor: Servicios Digitales del Bajío, S.A. de C.V. — RFC {v}"),
        ("es", "h", "<p>RFC de la empresa: {v} (persona moral)</p>"),
        ("es", "t", "pie", "Comercializadora Norte S. de R.L. de C.V. · R.F.C. {v}"),
        ("es", "h", "<p>Razón social: Grupo Editorial Mar, S.A.P.I. de C.V., RFC {v}</p>"),
        (
            "es",
            "t",
            "cfdi",
            '<cfdi:Emisor Rfc="{v}" Nombre="TIENDAS DEL PACIFICO" RegimenFiscal="601"/>',
        ),
        ("es", "h", "<p>Datos fiscales del proveedor: RFC {v}, régimen 601</p>"),
        ("en", "t", "invoice", "Supplier tax id (Mexico, company RFC): {v}"),
        ("es", "t", "row", "{v},Transportes Ágiles SA de CV,601,activo"),
        ("es", "h", "<p>Facturamos como Soluciones Web MX S.C., RFC: {v}</p>"),
        ("es", "t", "nota", "RFC genérico para público en general: {v}"),
        ("es", "t", "nota", "RFC genérico para extranjeros: {v}"),
        ("es", "h", "<li>RFC del patrón (empresa): {v}</li>"),
    ]
    for i, (lang, w, *rest) in enumerate(rfc_ctx):
        v = g.rfc_pm()
        if "público en general" in rest[-1]:
            v = "XAXX010101000"
        if "extranjeros" in rest[-1]:
            v = "XEXX010101000"
        if i == 7:
            v = v.lower()
        if w == "h":
            h("company-rfc", lang, "company RFC", rest[0], v)
        else:
            t("company-rfc", lang, "company RFC", rest[0], rest[1], v)

    # ------------------------------------------------------------- ISBN / ISSN / DOI
    def mk_isbn() -> str:
        body = "978" + g.s(DIG, 9)
        return body + ean.calc_check_digit(body)  # ISBN-13 uses the EAN-13 check digit

    def mk_issn() -> str:
        body = g.s(DIG, 7)
        return body[:4] + "-" + body[4:] + issn.calc_check_digit(body)

    for i in range(10):
        v = mk_isbn()
        fv = f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}" if i % 2 else v
        ctx = [
            ("es", "ISBN: {v} · Editorial Siglo XXI, 2018"),
            ("en", "ISBN-13 {v}"),
            ("es", "Libro citado (ISBN {v}), 312 pp."),
            ("pt", "ISBN {v} — Companhia das Letras"),
            ("es", "Ficha: ISBN {v}; encuadernación rústica"),
        ][i % 5]
        if i % 2:
            h("isbn", ctx[0], "isbn", "<p>" + ctx[1] + "</p>", fv)
        else:
            t("isbn", ctx[0], "isbn", "cita", ctx[1], fv)
    for i in range(6):
        v = mk_issn()
        if i % 2:
            h("issn", "es", "issn", "<p>ISSN {v} (versión impresa)</p>", v)
        else:
            t("issn", "es", "issn", "revista", "Revista Mexicana de Sociología, ISSN: {v}", v)
    dois = [
        "10.1145/3626772.3657" + g.s(DIG, 3),
        "10.1016/j.ipm.2024.10" + g.s(DIG, 4),
        "10.48550/arXiv.2403." + g.s(DIG, 5),
        "10.22201/iis.01882503p.2023." + g.s(DIG, 2),
        "10.1590/S0102-" + g.s(DIG, 8),
        "10.18653/v1/2023.acl-long." + g.s(DIG, 3),
    ]
    for i, v in enumerate(dois):
        if i % 2:
            h(
                "doi",
                ["en", "es", "pt"][i % 3],
                "doi",
                '<p>DOI: <a href="https://doi.org/{v}">enlace</a></p>',
                v,
            )
        else:
            t("doi", ["en", "es", "pt"][i % 3], "doi", "doi", "https://doi.org/{v}", v)

    # ------------------------------------------------------------- order / tracking / case / folio numbers
    orders = [
        ("es", "Pedido #{v} confirmado", 13),
        ("es", "Número de guía DHL: {v}", 10),
        ("en", "FedEx tracking number {v}", 12),
        ("es", "Folio de la solicitud de transparencia: {v}", 13),
        ("es", "Número de caso: {v}", 10),
        ("es", "Orden de compra {v}", 16),
        ("es", "Referencia de pago OXXO: {v}", 14),
        ("es", "Folio del ticket {v}", 18),
        ("en", "Order no. {v}", 15),
        ("pt", "Número do pedido: {v}", 12),
        ("es", "Guía Estafeta {v}", 22 - 4),
        ("es", "Número de reporte de falla: {v}", 11),
        ("es", "Referencia SPEI (clave de rastreo): {v}", 17),
        ("es", "Folio de factura {v}", 16),
        ("en", "Case ID {v} — escalated to tier 2", 14),
        ("es", "Número de expediente administrativo {v}", 12),
        ("es", "Código de reservación {v}", 10),
        ("es", "Referencia bancaria {v}", 16),
        ("es", "No. de cliente Telmex {v}", 10),
        ("es", "Número de serie del equipo: {v}", 15),
        ("pt", "Código de rastreio {v}", 13),
        ("es", "Autorización bancaria {v}", 12),
        ("es", "Folio de la queja ante Profeco {v}", 17),
        ("es", "Pedido Mercado Libre #{v}", 19 - 3),
        ("en", "Invoice {v} paid", 11),
    ]
    for i, (lang, s, n) in enumerate(orders):
        v = g.not_luhn(n)
        if i % 4 == 1:
            h("order-number", lang, f"{n}-digit reference, not Luhn", "<p>" + s + "</p>", v)
        else:
            t(
                "order-number",
                lang,
                f"{n}-digit reference, not Luhn",
                ["pedido", "envio", "ticket", "log"][i % 4],
                s,
                v,
            )
    alnum_refs = [
        ("es", "t", "folio_fiscal", "Folio fiscal (UUID CFDI): {v}", lambda: g.uuid().upper()),
        ("es", "h", "<p>Guía: {v}</p>", lambda: "MX" + g.s(DIG, 9) + "MX"),
        ("en", "t", "ups", "UPS tracking {v}", lambda: "1Z" + g.s(UP + DIG, 16)),
        ("es", "t", "ticket", "Ticket de soporte {v}", lambda: "INC" + g.s(DIG, 7)),
        ("es", "h", "<p>Reserva: {v}</p>", lambda: g.s(UP, 6)),
        ("es", "t", "caso", "Caso {v} abierto el 03/02/2025", lambda: "CS-" + g.s(DIG, 6)),
        (
            "pt",
            "t",
            "pedido",
            "Protocolo de atendimento {v}",
            lambda: g.s(DIG, 4) + "." + g.s(DIG, 4) + "." + g.s(DIG, 4),
        ),
        ("es", "h", "<p>Folio: {v}</p>", lambda: "SOL-2024-" + g.s(DIG, 6)),
    ]
    for lang, w, *rest in alnum_refs:
        v = rest[-1]()
        if w == "h":
            h("order-number", lang, "alphanumeric reference", rest[0], v)
        else:
            t("order-number", lang, "alphanumeric reference", rest[0], rest[1], v)

    # ------------------------------------------------------------- SKUs
    for i in range(12):
        v = [
            lambda: "SKU-" + g.s(UP, 3) + "-" + g.s(DIG, 5),
            lambda: g.s(UP, 2) + g.s(DIG, 6) + "MX",
            lambda: "MLM" + g.s(DIG, 10),
            lambda: g.s(DIG, 13),
        ][i % 4]()
        if i % 4 == 3:
            while True:  # EAN-13 written as a product barcode, but not Luhn-valid
                from stdnum import luhn

                if ean.is_valid(v) and not luhn.is_valid(v):
                    break
                v = g.s(DIG, 12)
                v = v + ean.calc_check_digit(v)
        ctx = [
            ("es", "Modelo/SKU {v} — existencias: 14"),
            ("es", "Clave de producto {v}"),
            ("es", "Publicación {v} (Mercado Libre)"),
            ("es", "Código de barras EAN {v}"),
        ][i % 4]
        if i % 3 == 0:
            h("sku", ctx[0], "sku/product code", "<p>" + ctx[1] + "</p>", v)
        else:
            t("sku", ctx[0], "sku/product code", "producto", ctx[1], v)

    # ------------------------------------------------------------- UUIDs and request ids
    for i in range(12):
        v = g.uuid()
        ctx = [
            ("en", "request_id", "{v}"),
            ("en", "log", "trace_id={v} span=fetch status=200"),
            ("es", "nota", "ID de la consulta: {v}"),
            ("en", "idempotency", "Idempotency-Key: {v}"),
        ][i % 4]
        if i in (5, 9):
            h("uuid", "en", "uuid", "<p>Result id <code>{v}</code></p>", v)
        else:
            t("uuid", ctx[0], "uuid/request id", ctx[1], ctx[2], v)
    x("uuid", "en", "x-request-id header", "x-request-id", "{v}", g.uuid())
    x("uuid", "en", "cf-ray header", "cf-ray", "{v}", g.hexs(16) + "-QRO")
    x("hash", "en", "etag header", "etag", 'W/"{v}"', g.hexs(40))
    x("date-header", "en", "date header kept", "date", "{v}", "Tue, 11 Mar 2025 17:42:06 GMT")
    x(
        "high-entropy",
        "en",
        "csp nonce header",
        "content-security-policy",
        "script-src 'nonce-{v}' 'strict-dynamic'",
        g.b64(16),
    )
    x("statistics", "en", "rate limit header", "x-ratelimit-remaining", "{v}", "4987")
    x(
        "high-entropy",
        "en",
        "server-timing",
        "server-timing",
        'cache;desc="{v}";dur=0.3',
        "HIT-" + g.hexs(12),
    )
    x(
        "uuid",
        "en",
        "x-amzn-trace-id",
        "x-amzn-trace-id",
        "Root={v}",
        "1-" + g.hexs(8) + "-" + g.hexs(24),
    )
    x("high-entropy", "en", "x-cache-key", "x-cache-key", "{v}", "/search|" + g.hexs(32))
    x(
        "publishable-key",
        "en",
        "stripe publishable header",
        "x-stripe-publishable-key",
        "{v}",
        "pk_live_51" + g.token(97),
    )
    x(
        "placeholder",
        "en",
        "masked authorization header",
        "authorization",
        "{v}",
        "Bearer <REDACTED>",
    )
    x("placeholder", "en", "redacted api key header", "x-api-key", "{v}", "REDACTED")

    # ------------------------------------------------------------- hashes
    for i in range(12):
        kind = ["sha256", "git", "md5", "sha1"][i % 4]
        raw = g.token(20).encode()
        v = {
            "sha256": hashlib.sha256(raw).hexdigest(),
            "git": hashlib.sha1(raw).hexdigest(),
            "md5": hashlib.md5(raw).hexdigest(),
            "sha1": hashlib.sha1(raw + b"x").hexdigest(),
        }[kind]
        ctx = {
            "sha256": ("en", "sha256", "sha256:{v}"),
            "git": ("en", "commit", "fix(parser): handle BOM ({v})"),
            "md5": ("es", "checksum", "MD5 del archivo descargado: {v}"),
            "sha1": ("en", "blob", "blob {v}"),
        }[kind]
        if i % 3 == 2:
            h("hash", ctx[0], kind, "<p>" + ctx[2] + "</p>", v)
        else:
            t("hash", ctx[0], kind, ctx[1], ctx[2], v)

    # ------------------------------------------------------------- analytics ids
    an = [
        ("en", "t", "gtag", "gtag('config', '{v}');", "G-" + g.s(UP + DIG, 10)),
        ("en", "t", "ua", "ga('create', '{v}', 'auto');", "UA-" + g.s(DIG, 8) + "-1"),
        ("en", "h", '<p data-gtm="{v}">Analytics</p>', "GTM-" + g.s(UP + DIG, 7)),
        ("en", "t", "pixel", "fbq('init', '{v}');", g.s(DIG, 16)),
        ("en", "t", "hotjar", "hjid: {v}, hjsv: 6", g.s(DIG, 7)),
        ("en", "t", "clarity", 'clarity("set", "project", "{v}")', g.s(LO + DIG, 10)),
        ("es", "h", "<p>ID de medición: {v}</p>", "G-" + g.s(UP + DIG, 10)),
        ("en", "t", "adsense", 'data-ad-client="{v}"', "ca-pub-" + g.s(DIG, 16)),
        ("en", "t", "segment", 'analytics.load("{v}")', g.token(32)),
        ("en", "t", "ga_cookie", "_ga=GA1.1.{v}", g.s(DIG, 10) + "." + g.s(DIG, 10)),
        ("en", "t", "mixpanel", 'mixpanel.init("{v}")', g.hexs(32)),
        (
            "es",
            "t",
            "nota",
            "Etiqueta de Tag Manager {v} instalada en el sitio",
            "GTM-" + g.s(UP + DIG, 7),
        ),
    ]
    for lang, w, *rest in an:
        if w == "h":
            h("analytics-id", lang, "analytics id", rest[0], rest[1])
        else:
            t("analytics-id", lang, "analytics id", rest[0], rest[1], rest[2])

    # ------------------------------------------------------------- placeholders and masked values
    ph = [
        ("en", "env", "TAVILY_API_KEY={v}", "<your-tavily-api-key>"),
        ("en", "env", "OPENAI_API_KEY={v}", "${OPENAI_API_KEY}"),
        ("en", "env", "FIRECRAWL_API_KEY={v}", "fc-YOUR_API_KEY"),
        (
            "en",
            "curl",
            "curl -H 'Authorization: Bearer {v}' https://api.tavily.com/search",
            "$TAVILY_API_KEY",
        ),
        ("es", "nota", "Tarjeta terminada en {v}", "**** **** **** 4821"),
        ("es", "nota", "Cuenta CLABE: {v}", "************1234"),
        ("en", "config", "api_key: {v}", "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
        ("en", "config", "password: {v}", "********"),
        ("es", "nota", "Correo redactado: {v}", "redacted@example.test"),
        ("es", "nota", "Teléfono redactado: {v}", "+52-000-000-0000"),
        ("es", "plantilla", "Hola {{nombre}}, tu CURP {v} fue validada.", "{{curp}}"),
        ("es", "form", "CURP: {v}", "XXXX000000XXXXXX00"),
        ("en", "env", "ANTHROPIC_API_KEY={v}", "sk-ant-..."),
        ("en", "snippet", 'client = OpenAI(api_key="{v}")', "sk-..."),
        ("en", "env", "AWS_SECRET_ACCESS_KEY={v}", "<redacted>"),
        ("en", "env", "DATABASE_URL={v}", "postgres://user:password@localhost:5432/db"),
        ("en", "log", "Authorization: Bearer {v}", "[REDACTED]"),
        ("en", "snippet", "headers = {'X-Subscription-Token': {v}}", "os.environ['BRAVE_API_KEY']"),
        ("es", "nota", "RFC: {v}", "XXXX999999XXX"),
        ("es", "nota", "Tel: {v}", "55 XXXX XXXX"),
        ("es", "nota", "Correo: {v}", "n****@gmail.com"),
        ("en", "ci", "GITHUB_TOKEN: {v}", "***"),
        ("en", "env", "SENTRY_DSN={v}", "https://<key>@o0.ingest.sentry.io/<project>"),
        ("en", "env", "SLACK_WEBHOOK_URL={v}", "https://hooks.slack.com/services/XXX/YYY/ZZZ"),
        ("es", "nota", "Tarjeta: {v}", "4152 31** **** 0917"),
        ("en", "env", "STRIPE_SECRET_KEY={v}", "sk_live_..."),
        ("pt", "nota", "CPF: {v}", "***.***.***-**"),
        ("en", "toml", 'api_key = "{v}"', "CHANGE_ME"),
        ("es", "nota", "Pasaporte: {v}", "G********"),
        ("en", "yaml_cfg", "token: {v}", "!ENV ${GITLAB_TOKEN}"),
    ]
    for i, (lang, key, s, v) in enumerate(ph):
        if i % 4 == 3:
            h(
                "placeholder",
                lang,
                "placeholder/masked",
                "<p><code>" + s.replace("{{", "{").replace("}}", "}") + "</code></p>",
                v,
            )
        else:
            t("placeholder", lang, "placeholder/masked", key, s, v)

    # ------------------------------------------------------------- public / publishable keys
    pub = [
        ("en", "t", "env", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={v}", "pk_live_51" + g.token(97)),
        ("es", "t", "config", 'mercadopago.public_key = "{v}"', "APP_USR-" + g.uuid()),
        ("es", "h", "<p>Llave pública de Openpay: {v}</p>", "pk_" + g.hexs(32)),
        (
            "en",
            "t",
            "authorized_keys",
            "{v} deploy-bench",
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.token(43, ALNUM + "+/"),
        ),
        (
            "en",
            "t",
            "known_hosts",
            "github.com {v}",
            "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB"
            + g.token(88, ALNUM + "+/")
            + "=",
        ),
        (
            "en",
            "t",
            "pgp",
            "PGP fingerprint: {v}",
            " ".join(g.s("0123456789ABCDEF", 4) for _ in range(10)),
        ),
        (
            "es",
            "t",
            "nota",
            "Llave pública de Conekta (se publica en el checkout): {v}",
            "key_" + g.token(20) + "PUB",
        ),
        (
            "en",
            "t",
            "jwks",
            '{"kty": "RSA", "kid": "bench-2025", "n": "{v}", "e": "AQAB"}',
            g.b64url(128),
        ),
        ("en", "t", "recaptcha", 'data-sitekey="{v}"', "6L" + g.token(38, ALNUM + "_-")),
        ("en", "t", "algolia", "ALGOLIA_APP_ID={v}", g.s(UP + DIG, 10)),
    ]
    for lang, w, *rest in pub:
        if w == "h":
            h("public-key", lang, "public/publishable key", rest[0], rest[1])
        else:
            t("public-key", lang, "public/publishable key", rest[0], rest[1], rest[2])
    out.append(
        {
            "kind": "public-key",
            "lang": "en",
            "form": "PEM public key in pre",
            "place": "html",
            "snippet": "<pre>-----BEGIN PUBLIC KEY-----\n"
            + "\n".join(g.pem_body(4))
            + "\n-----END PUBLIC KEY-----</pre>",
            "value": "-----BEGIN PUBLIC KEY-----",
            **K,
        }
    )
    t(
        "public-key",
        "en",
        "PEM certificate in one string",
        "certificate",
        "{v}\n" + "\n".join(g.pem_body(4)) + "\n-----END CERTIFICATE-----",
        "-----BEGIN CERTIFICATE-----",
    )

    # ------------------------------------------------------------- documented examples, clearly marked
    ex = [
        (
            "en",
            "t",
            "docs",
            "Example from the AWS docs (not a real key): aws_access_key_id = {v}",
            "AKIAIOSFODNN7EXAMPLE",
        ),
        (
            "en",
            "t",
            "docs",
            "Example secret from the AWS documentation: {v}",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "es",
            "h",
            "<p>Tarjeta de prueba de Stripe (modo test, no es real): {v}</p>",
            "4242 4242 4242 4242",
        ),
        (
            "es",
            "t",
            "docs",
            "Ejemplo de la documentación de pruebas: número de tarjeta {v} (cualquier CVV)",
            "4111 1111 1111 1111",
        ),
        (
            "en",
            "t",
            "docs",
            "Sample JWT from jwt.io (documentation example): {v}",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        ),
        (
            "es",
            "t",
            "docs",
            "Ejemplo ilustrativo (RENAPO) de CURP ficticia: {v}",
            "XEXX010101HNEXXXA4",
        ),
        (
            "en",
            "h",
            "<p>Test-mode card for Mastercard examples in the docs: {v}</p>",
            "5555 5555 5555 4444",
        ),
        (
            "pt",
            "t",
            "docs",
            "Exemplo da documentação (cartão de teste): {v}",
            "4000 0000 0000 0077",
        ),
        (
            "en",
            "t",
            "docs",
            "Documentation example phone (fictional, 555 range): {v}",
            "+1 202-555-0143",
        ),
        ("es", "t", "docs", "Correo de ejemplo en la documentación: {v}", "usuario@example.com"),
    ]
    for lang, w, *rest in ex:
        if w == "h":
            h("doc-example", lang, "documented example, marked", rest[0], rest[1])
        else:
            t("doc-example", lang, "documented example, marked", rest[0], rest[1], rest[2])

    # ------------------------------------------------------------- prices and statistics
    stats = [
        ("es", "Precio: {v} IVA incluido", "$1,299.00 MXN"),
        ("es", "Resultados aproximados: {v}", "2,950,000"),
        ("en", "p95 latency {v}", "1,240 ms"),
        ("es", "Población 2020 (INEGI): {v} habitantes", "126,014,024"),
        ("pt", "Preço: {v}", "R$ 249,90"),
        ("es", "Tipo de cambio FIX: {v}", "20.1453"),
        ("es", "Inflación anual: {v}", "4.66 %"),
        ("en", "cost_per_query_usd: {v}", "0.0081"),
        ("es", "Ventas del trimestre: {v}", "$38,412,990"),
        ("es", "Coordenadas: {v}", "19.4326, -99.1332"),
        ("en", "Tokens used: {v}", "1,847,221"),
        ("es", "Llamadas atendidas en 2024: {v}", "5,512,304,112"),
        ("es", "Código postal de la zona de reparto: {v}", "C.P. 06600"),
        ("es", "Salario mínimo diario 2025: {v}", "$278.80"),
        ("en", "Market cap: {v}", "$1.27 trillion"),
        ("es", "Sorteo Mayor de la Lotería Nacional núm. {v}", "3921"),
    ]
    for i, (lang, s, v) in enumerate(stats):
        if i % 3 == 0:
            h("price-statistic", lang, "price/statistic", "<p>" + s + "</p>", v)
        else:
            t("price-statistic", lang, "price/statistic", ["precio", "stats", "nota"][i % 3], s, v)

    # ------------------------------------------------------------- high-entropy non-secrets
    png = base64.b64encode(
        b"\x89PNG\r\n\x1a\n" + bytes(g.r.getrandbits(8) for _ in range(60))
    ).decode()
    he = [
        ("en", "h", '<p><img alt="logo" src="data:image/png;base64,{v}"></p>', png),
        (
            "en",
            "t",
            "next_build",
            '{"buildId": "{v}", "isFallback": false}',
            g.token(21, ALNUM + "_-"),
        ),
        ("en", "t", "asset", "/static/js/main.{v}.chunk.js", g.hexs(8)),
        (
            "en",
            "h",
            '<p><link rel="preload" href="/_next/static/chunks/app-{v}.js"></p>',
            g.hexs(16),
        ),
        ("en", "t", "cache_key", "cache:search:v3:{v}", g.hexs(40)),
        ("en", "t", "sri", 'integrity="{v}" crossorigin="anonymous"', "sha384-" + g.b64(48)),
        ("en", "t", "nonce", '<script nonce="{v}">', g.b64(18)),
        (
            "en",
            "t",
            "content_hash",
            "content_sha256: {v}",
            hashlib.sha256(g.token(30).encode()).hexdigest(),
        ),
        ("en", "t", "cursor", "next_cursor: {v}", g.b64url(36)),
        ("en", "t", "etag", 'ETag: "{v}"', g.hexs(32)),
        ("es", "t", "nota", "Identificador de compilación: {v}", g.token(24, LO + DIG)),
        (
            "en",
            "t",
            "docker",
            "image: ghcr.io/acme/fixture-guard@sha256:{v}",
            hashlib.sha256(g.token(9).encode()).hexdigest(),
        ),
        ("en", "t", "wasm", "wasm module id {v}", g.b64url(24)),
        ("en", "h", '<p><a href="https://cdn.example.com/img/{v}.webp">foto</a></p>', g.b64url(27)),
        ("en", "t", "pagination", "pageToken={v}", g.token(44, ALNUM + "_-")),
        (
            "en",
            "t",
            "vercel",
            "x-vercel-id: {v}",
            "iad1::" + g.token(5, LO + DIG) + "-" + g.s(DIG, 13) + "-" + g.hexs(12),
        ),
        ("en", "t", "search_id", "searchId: {v}", g.token(32, LO + DIG)),
        ("en", "t", "layout", "data-reactroot hydration key {v}", g.token(22)),
        (
            "es",
            "t",
            "nota",
            "Hash de la transacción en blockchain (público): {v}",
            "0x" + g.hexs(64),
        ),
        ("en", "t", "ms_clarity", "x-ms-request-id: {v}", g.uuid()),
    ]
    for lang, w, *rest in he:
        if w == "h":
            h("high-entropy", lang, "high-entropy non-secret", rest[0], rest[1])
        else:
            t("high-entropy", lang, "high-entropy non-secret", rest[0], rest[1], rest[2])

    # ------------------------------------------------------------- public officials / company contacts as published
    pubc = [
        ("es", "h", "<p>Horario de atención: {v}</p>", "lunes a viernes de 9:00 a 18:00 h"),
        ("es", "t", "nota", "Vigencia de la promoción: del 1 al {v}", "31 de marzo de 2025"),
        ("es", "t", "fecha", "Fecha de corte: {v}", "15/01/2025"),
        ("es", "h", "<p>Fundada en {v} por los hermanos Garza.</p>", "1890"),
        ("en", "t", "meta", "Last crawled {v}", "2025-02-10"),
        ("es", "t", "nota", "Código postal de la oficina: {v}", "64000"),
    ]
    for lang, w, *rest in pubc:
        if w == "h":
            h("date-or-code", lang, "non-personal date/code", rest[0], rest[1])
        else:
            t("date-or-code", lang, "non-personal date/code", rest[0], rest[1], rest[2])

    # ------------------------------------------------------------- second batch: harder keepers
    more_roles = [
        (
            "es",
            "h",
            '<a href="mailto:{v}">Solicitud ARCO</a>',
            "arco@infonavit.org.mx?subject=Derechos%20ARCO&amp;body=Nombre%3A",
        ),
        ("es", "t", "nota", "Atención a proveedores: {v}", "PROVEEDORES@GRUPOBIMBO.COM"),
        (
            "es",
            "t",
            "aviso",
            "Oficialía de partes electrónica: {v}",
            "oficialia.partes@tfja.gob.mx",
        ),
        ("en", "h", "<p>Billing questions go to {v}.</p>", "billing@searchvendor.io"),
        ("pt", "t", "rodape", "Ouvidoria: {v}", "ouvidoria@prefeitura.sp.gov.br"),
        ("es", "t", "footer", "Devoluciones: {v}", "devoluciones@zapateriaeltigre.com.mx"),
        ("es", "h", "<p>Contacto para anunciantes: {v}</p>", "publicidad@unocero.com"),
        ("es", "t", "firma", "Mesa de ayuda — {v}", "mesadeayuda@uanl.mx"),
    ]
    for lang, w, *rest in more_roles:
        if w == "h":
            h("role-mailbox", lang, "company role mailbox", rest[0], rest[1])
        else:
            t("role-mailbox", lang, "company role mailbox", rest[0], rest[1], rest[2])
    more_phones = [
        ("es", "Comunícate a nuestras oficinas al {v}, ext. 2045", "(55) 5322 8700"),
        ("es", "Servicio a domicilio (sucursal Satélite): {v}", "55 5393 0101"),
        ("es", "Conmutador del hospital: {v} opción 3", "33 3030 4500"),
        ("en", "Main line (front desk): {v}", "+52 998 881 3600"),
        ("es", "Mesa de ayuda institucional {v} ext. 55100", "(81) 8329 4000"),
        ("pt", "SAC da loja: {v}", "0800 941 2020"),
    ]
    for i, (lang, s, v) in enumerate(more_phones):
        if i % 2:
            h("company-phone", lang, "switchboard/800/ext", "<p>" + s + "</p>", v)
        else:
            t("company-phone", lang, "switchboard/800/ext", "contacto", s, v)
    more_pubs = [
        ("es", "Por Redacción El Comercio · Actualizado el {v}", "07/05/2022 08:15 h"),
        (
            "es",
            "Crónica de Elena Poniatowska, publicada originalmente el {v}",
            "2 de octubre de 1971",
        ),
        ("en", "Posted by Mark Russinovich on {v}", "Feb 14, 2024"),
        ("es", "Nota de Gabriela Warkentin · {v}", "miércoles 4 de septiembre de 2024"),
        ("pt", "Reportagem de Marina Silva, {v}", "03/03/2023"),
        ("es", "Video: entrevista a la autora (subido el {v})", "2024-06-19"),
    ]
    for i, (lang, s, v) in enumerate(more_pubs):
        if i % 2:
            h("publication-date", lang, "publication date next to author", "<p>" + s + "</p>", v)
        else:
            t("publication-date", lang, "publication date next to author", "byline", s, v)
    more_orders = [
        ("es", "Número de pedido Amazon: {v}", 17),
        ("es", "Guía Redpack {v}", 12),
        ("es", "Folio INAI {v}", 13),
        ("es", "Contrato de servicio núm. {v}", 14),
        ("en", "Shipment {v} out for delivery", 15),
        ("es", "Clave de rastreo SPEI {v}", 18),
        ("es", "Número de póliza (empresa) {v}", 10),
        ("pt", "Nota fiscal nº {v}", 16),
        ("es", "Folio de atención {v}", 11),
        ("es", "Ref. {v}", 18),
    ]
    for i, (lang, s, n) in enumerate(more_orders):
        v = g.not_luhn(n)
        if i % 3 == 1:
            v = " ".join(v[j : j + 4] for j in range(0, len(v), 4))
        if i % 2:
            h("order-number", lang, f"{n}-digit reference, not Luhn", "<p>" + s + "</p>", v)
        else:
            t("order-number", lang, f"{n}-digit reference, not Luhn", "pedido", s, v)
    more_he = [
        ("en", "session_affinity", "upstream cache id {v}", g.b64url(30)),
        ("en", "trace", "traceparent: 00-{v}-01", g.hexs(32) + "-" + g.hexs(16)),
        ("en", "sitemap", "sitemap checksum {v}", g.hexs(64)),
        (
            "es",
            "nota",
            "Código de verificación del documento (firma pública del SAT): {v}",
            g.b64(40),
        ),
        ("en", "css", 'class="css-{v}"', g.token(6, LO + DIG)),
        ("en", "chunk", 'webpackChunkName: "{v}"', "vendors-" + g.hexs(20)),
    ]
    for lang, key, s, v in more_he:
        t("high-entropy", lang, "high-entropy non-secret", key, s, v)

    _ = (cycle, HEX)
    return out
