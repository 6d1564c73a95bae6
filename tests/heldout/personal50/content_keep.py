"""Keepers of corpus 50: values that must not be flagged, written as pages and payloads
write them, often in the same kinds of sentences and fields as the personal items.
"""

from __future__ import annotations

import string

from values import (
    COLONIAS,
    HEX,
    MESES,
    MONTHS,
    PLACES,
    STREETS,
    UPPER_NUM,
    clabe,
    mx_format,
    mx_phone,
    rfc_moral,
    rs,
)

COMPANIES = [
    ("Distribuidora Norteña", "dinorte.com.mx", "DNO"),
    ("Ferretería El Tornillo", "eltornillo.mx", "FET"),
    ("Clínica Santa Lucía", "clinicasantalucia.com.mx", "CSL"),
    ("Grupo Logístico Bajío", "glbajio.com", "GLB"),
    ("Editorial Tinta Azul", "tintaazul.com.mx", "ETA"),
    ("Muebles Roble Fino", "roblefino.mx", "MRF"),
    ("Colegio Miguel Hidalgo", "colegiohidalgo.edu.mx", "CMH"),
    ("Óptica Visión Clara", "visionclara.com.mx", "OVC"),
    ("Agencia Viajes Sol", "viajessol.com.mx", "AVS"),
    ("Laboratorios Quimfar", "quimfar.com", "LQU"),
]
GOV = [
    ("Secretaría de Economía", "economia.gob.mx"),
    ("IMSS", "imss.gob.mx"),
    ("SAT", "sat.gob.mx"),
    ("Gobierno de Jalisco", "jalisco.gob.mx"),
    ("INEGI", "inegi.org.mx"),
    ("Profeco", "profeco.gob.mx"),
    ("Municipio de Zapopan", "zapopan.gob.mx"),
    ("CONDUSEF", "condusef.gob.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "info",
    "facturacion",
    "prensa",
    "atencion.clientes",
    "rh",
    "compras",
    "hola",
]


def k_role(r, lang):
    name, dom, _ = r.choice(COMPANIES)
    role = r.choice(ROLES)
    addr = f"{role}@{dom}"
    style = r.choice(["plain", "plain", "upper", "mailto", "field", "replyto"])
    if style == "upper":
        addr = addr.upper()
    v = f"mailto:{addr}?subject=Cotizaci%C3%B3n" if style == "mailto" else addr
    if style == "field":
        return {
            "kind": "role-mailbox",
            "value": v,
            "text": v,
            "key": r.choice(["contact_email", "email", "support_email"]),
            "form": "role mailbox in JSON field",
        }
    t = {
        "es": r.choice(
            [
                f"Cualquier duda escríbenos a {v}",
                f"Para cotizaciones de {name}: {v}",
                f"Correo de {name}: {v}",
                f"Reply-To: {name} <{addr}>" if style == "replyto" else f"Envía tu factura a {v}",
            ]
        ),
        "en": f"Questions about your order? Contact {name} at {v}.",
        "pt": f"Dúvidas? Fale com a {name} pelo e-mail {v}",
    }[lang]
    return {"kind": "role-mailbox", "value": v, "text": t, "form": f"role mailbox {style}"}


def k_gov_mail(r, lang):
    name, dom = r.choice(GOV)
    v = f"{r.choice(['contacto', 'atencion.ciudadana', 'transparencia', 'quejas', 'comunicacion.social', 'unidad.transparencia'])}@{dom}"  # noqa: E501
    t = r.choice(
        [
            f"Unidad de Transparencia de {name}: {v}",
            f"Dudas sobre el trámite al correo {v}",
            f"Escribe a {v} para solicitudes de información pública.",
        ]
    )
    return {"kind": "gov-role-mailbox", "value": v, "text": t, "form": "institutional mailbox"}


def k_switch(r, lang):
    name, _, _ = r.choice(COMPANIES)
    area, rest = mx_phone(r)
    style = r.choice(["paren", "intl", "dash", "spaced"])
    v = mx_format(area, rest, style)
    ext = r.randint(100, 4999)
    t = {
        "es": r.choice(
            [
                f"Conmutador: {v}",
                f"Tel. oficina {v} ext. {ext}",
                f"{name} — Conmutador {v}, lunes a viernes 9 a 18 h",
                f"Comunícate con {name} al {v} ext. {ext}",
                f"Teléfono de la sucursal: {v} (conmutador)",
            ]
        ),
        "en": f"{name} head office switchboard: {v}, ext. {ext}",
        "pt": f"Central de atendimento da {name}: {v} ramal {ext}",
    }[lang]
    return {"kind": "switchboard", "value": v, "text": t, "form": f"switchboard {style}"}


def k_tollfree(r, lang):
    name, _, _ = r.choice(COMPANIES + [(g, d, "") for g, d in GOV])
    n = f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}"
    v = r.choice(
        [
            f"800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"01 800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"+52 800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"800-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
        ]
    )
    del n
    t = r.choice(
        [
            f"Llama sin costo al {v}",
            f"Línea de atención de {name}: {v}",
            f"Centro de atención telefónica {v} (lada sin costo)",
        ]
    )
    if lang == "en":
        t = f"Toll-free customer line for {name}: {v}"
    return {"kind": "toll-free", "value": v, "text": t, "form": "800 number"}


def k_official(r, lang):
    name, _dom = r.choice(GOV)
    area, rest = mx_phone(r, "55")
    v = mx_format(area, rest, r.choice(["spaced", "paren", "intl"]))
    t = r.choice(
        [
            f"{name}, oficina de atención: {v} ext. {r.randint(10000, 69999)}",
            f"Atención ciudadana {name}: Tel. {v}, ext. {r.randint(1000, 9999)}, de 9:00 a 15:00 h",
        ]
    )
    return {
        "kind": "official-contact",
        "value": v,
        "text": t,
        "form": "institutional phone with ext.",
    }


def k_company_address(r, lang):
    name, _, _ = r.choice(COMPANIES)
    mun, est, _ = r.choice(PLACES)
    v = f"{r.choice(STREETS)} {r.randint(10, 3000)}, piso {r.randint(1, 12)}, Col. {r.choice(COLONIAS)}, C.P. {r.randint(1000, 99999):05d}, {mun}, {est}"  # noqa: E501
    if r.random() < 0.4:
        v = v.replace(f", piso {v.split('piso ')[1].split(',')[0]}", "")
    t = r.choice(
        [
            f"Oficinas corporativas de {name}: {v}",
            f"Visítanos en nuestra sucursal {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
            f"Domicilio fiscal de {name}, S.A. de C.V.: {v}",
            f"Matriz {name} — {v}",
        ]
    )
    return {"kind": "company-address", "value": v, "text": t, "form": "company/venue address"}


def k_company_rfc(r, lang):
    name, _, ini = r.choice(COMPANIES)
    v = rfc_moral(r, ini)
    t = r.choice(
        [
            f"{name}, S.A. de C.V. — RFC {v}",
            f"Emisor: {name} S.A. de C.V., R.F.C. {v}, régimen 601",
            f"Facturamos como {name} (RFC: {v})",
        ]
    )
    return {"kind": "company-rfc", "value": v, "text": t, "form": "RFC persona moral"}


def k_company_clabe(r, lang):
    name, _, _ = r.choice(COMPANIES)
    v = clabe(r)
    t = r.choice(
        [
            f"Datos para pago: {name}, S.A. de C.V., CLABE {v}, referencia tu número de pedido.",
            f"Transferencia a nombre de {name} S.A. de C.V. — CLABE empresarial {v}",
        ]
    )
    return {"kind": "company-clabe", "value": v, "text": t, "form": "company CLABE for payments"}


def k_date(r, lang):
    y, m, d = r.randint(2015, 2026), r.randint(1, 12), r.randint(1, 28)
    if lang == "en":
        v = r.choice([f"{MONTHS[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}"])
        t = r.choice([f"Published {v} · Updated 2 hours later", f"Last reviewed on {v}"])
    else:
        v = r.choice(
            [
                f"{d} de {MESES[m - 1]} de {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
            ]
        )
        t = r.choice(
            [
                f"Publicado el {v}",
                f"Fecha de publicación en el DOF: {v}",
                f"Actualizado: {v}",
                f"El foro se realizará el {v} en el auditorio principal.",
                f"Fundada el {v}, la empresa cumple un aniversario más.",
            ]
        )
    return {"kind": "date", "value": v, "text": t, "form": "publication/event date"}


def k_price(r, lang):
    v = r.choice(
        [
            f"${r.randint(99, 25999):,}.00 MXN",
            f"US$ {r.randint(5, 499)}.{r.randint(0, 99):02d}",
            f"R$ {r.randint(20, 900)},{r.randint(0, 99):02d}",
            f"{r.randint(1, 99)},{r.randint(100, 999)} pesos",
        ]
    )
    t = {
        "es": r.choice([f"Precio de lista: {v}, IVA incluido", f"El plan anual cuesta {v}."]),
        "en": f"Pricing starts at {v} per month.",
        "pt": f"Preço promocional: {v}",
    }[lang]
    return {"kind": "price", "value": v, "text": t, "form": "price"}


def k_version(r, lang):
    v = f"{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}"
    t = (
        r.choice(
            [
                f"Se actualizó la app a la versión {v}.",
                f"Versión del SDK: {v}, compatible con Python 3.12",
            ]
        )
        if lang == "es"
        else r.choice(
            [
                f"User-Agent: crawler-bench/{v} (+https://bench.example.org)",
                f"sdk_version={v} runtime=python3.12",
            ]
        )
    )
    return {"kind": "version", "value": v, "text": t, "form": "version number"}


def _uuid(r):
    return f"{rs(r, 8, HEX)}-{rs(r, 4, HEX)}-4{rs(r, 3, HEX)}-{r.choice('89ab')}{rs(r, 3, HEX)}-{rs(r, 12, HEX)}"


def k_request_id(r, lang):
    style = r.choice(["uuid_h", "req_h", "cfray_h", "field", "text"])
    if style == "uuid_h":
        v = _uuid(r)
        return {
            "kind": "request-id",
            "value": v,
            "text": v,
            "header": r.choice(["x-request-id", "X-Request-Id", "x-amzn-requestid"]),
            "form": "request id header",
        }
    if style == "req_h":
        v = "req_" + rs(r, 24, HEX)
        return {
            "kind": "request-id",
            "value": v,
            "text": v,
            "header": "request-id",
            "form": "req_ header",
        }
    if style == "cfray_h":
        v = f"{rs(r, 16, HEX)}-{r.choice(['MEX', 'QRO', 'DFW', 'LAX'])}"
        return {
            "kind": "request-id",
            "value": v,
            "text": v,
            "header": "cf-ray",
            "form": "cf-ray header",
        }
    if style == "field":
        v = _uuid(r)
        return {
            "kind": "request-id",
            "value": v,
            "text": v,
            "key": r.choice(["request_id", "requestId", "trace_id"]),
            "form": "request id field",
        }
    v = _uuid(r)
    t = (
        f"Error interno, proporcione el identificador de solicitud {v} a soporte."
        if lang == "es"
        else f"Internal error. Please include request id {v} when contacting support."
    )
    return {"kind": "request-id", "value": v, "text": t, "form": "request id in error"}


def k_hash(r, lang):
    style = r.choice(["sha256", "sha1", "etag", "sri"])
    if style == "sha256":
        v = rs(r, 64, HEX)
        t = f"sha256: {v}"
    elif style == "sha1":
        v = rs(r, 40, HEX)
        t = f"Build {v[:7]} desplegado ({v})" if lang == "es" else f"fixed in commit {v}"
    elif style == "etag":
        v = f'W/"{rs(r, 32, HEX)}"'.replace('"', "")
        return {"kind": "hash", "value": v, "text": v, "header": "etag", "form": "etag header"}
    else:
        import base64

        v = "sha384-" + base64.b64encode(bytes(r.getrandbits(8) for _ in range(48))).decode()
        t = f"integrity={v}"
    return {"kind": "hash", "value": v, "text": t, "form": style}


def k_content_id(r, lang):
    style = r.choice(["doi", "isbn", "arxiv", "yt", "post"])
    if style == "doi":
        v = f"10.{r.randint(1000, 9999)}/{rs(r, 6, string.ascii_lowercase)}.{r.randint(2015, 2025)}.{r.randint(100, 9999)}"  # noqa: E501
        t = f"doi: {v}"
    elif style == "isbn":
        base = "978" + "".join(r.choice(string.digits) for _ in range(9))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
        v = base + str((10 - s % 10) % 10)
        t = f"ISBN {v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
        v = t[5:]
    elif style == "arxiv":
        v = f"{r.randint(20, 25)}{r.randint(1, 12):02d}.{r.randint(10000, 29999)}"
        t = f"https://arxiv.org/abs/{v}"
    elif style == "yt":
        v = rs(r, 11, string.ascii_letters + string.digits + "-_")
        t = f"https://www.youtube.com/watch?v={v}"
    else:
        v = str(r.randint(10**9, 9 * 10**9))
        t = f"Nota {v} — sección Tecnología" if lang == "es" else f"articleId={v}"
    return {"kind": "content-id", "value": v, "text": t, "form": style}


def k_order(r, lang):
    style = r.choice(["order", "tracking_ups", "tracking_num", "case", "folio", "sku"])
    if style == "order":
        v = r.choice(
            [
                f"PED-{r.randint(100000, 999999)}",
                f"#{r.randint(1000000, 9999999)}",
                f"MX-{r.randint(10**7, 10**8)}",
            ]
        )
        t = (
            f"Order {v} has shipped."
            if lang == "en"
            else r.choice(
                [
                    f"Tu pedido {v} fue enviado.",
                    f"No se pudo procesar el pedido {v}: inventario insuficiente",
                ]
            )
        )
    elif style == "tracking_ups":
        v = "1Z" + rs(r, 16, UPPER_NUM)
        t = f"Número de guía UPS: {v}"
    elif style == "tracking_num":
        v = "".join(r.choice(string.digits) for _ in range(r.choice([12, 15, 22])))
        t = r.choice([f"Guía de rastreo Estafeta {v}", f"Rastrea tu envío con el número {v}"])
    elif style == "case":
        v = r.choice(
            [
                f"CASO-{r.randint(2020, 2026)}-{r.randint(1000, 99999)}",
                f"Ticket {r.randint(100000, 999999)}",
                f"Expediente {r.randint(100, 9999)}/{r.randint(2019, 2026)}",
            ]
        )
        t = r.choice(
            [f"Tu número de caso es {v}.", f"Queja registrada: {v}, en revisión por Profeco"]
        )
    elif style == "folio":
        v = "".join(r.choice(string.digits) for _ in range(10))
        t = r.choice([f"Folio de la solicitud: {v}", f"Folio de pago {v} aplicado correctamente"])
    else:
        base = "750" + "".join(r.choice(string.digits) for _ in range(9))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
        v = base + str((10 - s % 10) % 10)
        t = f"Código de barras (EAN-13): {v} · SKU TOR-{r.randint(100, 999)}"
    return {"kind": "order-tracking-case", "value": v, "text": t, "form": style}


def k_masked(r, lang):
    style = (
        r.choice(["card", "clabe", "phone", "email", "redacted", "key"]) if lang == "es" else "card"
    )
    if style == "card":
        v = r.choice(
            [
                f"**** **** **** {r.randint(1000, 9999)}",
                f"XXXX-XXXX-XXXX-{r.randint(1000, 9999)}",
                f"•••• {r.randint(1000, 9999)}",
            ]
        )
        t = f"Card ending {v} was charged." if lang == "en" else f"Pago con tarjeta terminación {v}"
    elif style == "clabe":
        v = f"**************{r.randint(1000, 9999)}"
        t = f"Depósito a la cuenta CLABE {v}"
    elif style == "phone":
        v = f"55 **** **{r.randint(10, 99)}"
        t = f"Enviamos un código al número {v}"
    elif style == "email":
        v = f"m****{r.randint(1, 9)}@g****.com"
        t = f"Te enviamos la liga a {v}"
    elif style == "redacted":
        v = r.choice(["redacted@example.test", "+52-000-000-0000", "[REDACTED]", "<BASIC_AUTH>"])
        t = r.choice([f"Contacto: {v}", f"email={v}"])
    else:
        v = f"sk-...{rs(r, 4)}"
        t = f"Clave activa: {v} (creada hace 3 días)"
    return {"kind": "masked", "value": v, "text": t, "form": f"masked {style}"}


def k_placeholder(r, lang):
    v = r.choice(
        [
            "YOUR_API_KEY",
            "<TAVILY_API_KEY>",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${BRAVE_API_KEY}",
            "tu-api-key-aqui",
            "REPLACE_ME",
            "{{ secrets.OPENAI_API_KEY }}",
            "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
            "AAAA000000HDFXXX00",
            "<your-token>",
            "os.environ['SERPER_API_KEY']",
        ]
    )
    t = r.choice(
        [
            f"Sustituye {v} por tu llave antes de ejecutar.",
            f"Ejemplo: curl -H 'Authorization: Bearer {v}' https://api.tavily.com/search",
        ]
    )
    if v == "AAAA000000HDFXXX00":
        t = f"Formato de CURP: {v} (18 caracteres)"
    if lang == "en":
        t = r.choice([f"Replace {v} with your key.", f"export TAVILY_API_KEY={v}", f"api_key: {v}"])
    elif "<" in v:
        t = f"Reemplaza {v} con tu llave."
    return {"kind": "placeholder", "value": v, "text": t, "form": "documentation placeholder"}


def k_public(r, lang):
    style = r.choice(["pk", "ga", "pubkey"])
    if style == "pk":
        v = "pk_live_" + rs(r, 24)
        t = f"Stripe publishable key (client side): {v}"
    elif style == "ga":
        v = r.choice(
            [
                f"G-{rs(r, 10, UPPER_NUM)}",
                f"UA-{r.randint(10**7, 10**8)}-{r.randint(1, 9)}",
                f"GTM-{rs(r, 7, UPPER_NUM)}",
            ]
        )
        t = f"gtag('config', '{v}')".replace("'", "")
    else:
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(r, 43)
        t = f"{v} deploy@bench-mx"
    return {"kind": "public-id", "value": v, "text": t, "form": style}


def k_stat(r, lang):
    v = r.choice(
        [
            f"{r.randint(1000000000, 9999999999)}",
            f"{r.randint(10, 99)}.{r.randint(0, 9)}%",
            f"{r.randint(1, 130):,} millones",
        ]
    )
    t = r.choice(
        [
            f"Visitas totales del sitio: {v}",
            f"La población ocupada fue de {v} según el INEGI.",
            f"Total de registros procesados: {v}",
        ]
    )
    if lang == "en":
        v = f"{r.randint(10000, 9999999):,}"
        t = f"The dataset has {v} rows."
    return {"kind": "statistic", "value": v, "text": t, "form": "statistic"}


def k_keep_header(r, lang):
    h, v = r.choice(
        [
            ("x-ratelimit-remaining", str(r.randint(0, 999))),
            ("retry-after", str(r.randint(1, 120))),
            ("x-ratelimit-reset", str(r.randint(1, 3600))),
            ("content-length", str(r.randint(100, 99999))),
            ("x-cache", "HIT from cdn-mex1"),
            ("server", "cloudflare"),
        ]
    )
    return {"kind": "header-value", "value": v, "text": v, "header": h, "form": f"{h} header"}


KEEP_MAKERS = [
    (k_role, 36, "es es es en pt"),
    (k_gov_mail, 18, "es"),
    (k_switch, 30, "es es es en pt"),
    (k_tollfree, 20, "es es en"),
    (k_official, 12, "es"),
    (k_company_address, 26, "es"),
    (k_company_rfc, 16, "es"),
    (k_company_clabe, 10, "es"),
    (k_date, 24, "es es en"),
    (k_price, 14, "es en pt"),
    (k_version, 12, "es es en"),
    (k_request_id, 26, "es en"),
    (k_hash, 18, "en es"),
    (k_content_id, 18, "es en"),
    (k_order, 34, "es es en"),
    (k_masked, 22, "es en"),
    (k_placeholder, 20, "es en"),
    (k_public, 10, "en"),
    (k_stat, 14, "es en"),
    (k_keep_header, 8, "en"),
]
