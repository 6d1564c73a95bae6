"""Keepers of corpus 51 (label ``keep``): values a redactor must leave alone, written in the
same kinds of sentences and fields as the personal items."""

from __future__ import annotations

import random

import makers as m

COMPANIES = [
    ("Ferretería El Tornillo", "ferreteriaeltornillo.com.mx", "FET"),
    ("Grupo Textil Alameda", "textilalameda.mx", "GTA"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.com.mx", "CDS"),
    ("Librería Pasaje Zócalo", "pasajezocalo.mx", "LPZ"),
    ("Transportes Rápidos del Bajío", "trbajio.com", "TRB"),
    ("Colegio Miguel de Cervantes", "colegiocervantes.edu.mx", "CMC"),
    ("Buscador Norte", "buscadornorte.mx", "BNO"),
    ("Panadería La Espiga", "laespiga.com.mx", "PES"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "info",
    "atencion.clientes",
    "rh",
    "cobranza",
    "admisiones",
]
GOV = [
    ("atencionciudadana", "cdmx.gob.mx"),
    ("contacto", "sat.gob.mx"),
    ("transparencia", "imss.gob.mx"),
    ("quejas", "profeco.gob.mx"),
    ("unidad.transparencia", "jalisco.gob.mx"),
    ("comunicacion", "inegi.org.mx"),
    ("oficialia.partes", "scjn.gob.mx"),
]


def build(r: random.Random) -> list[dict]:
    out: list[dict] = []

    def add(kind, lang, form, value, text, **kw):
        out.append(
            {
                "kind": kind,
                "lang": lang,
                "form": form,
                "value": value,
                "text": text,
                "label": "keep",
                "family": "keep",
                **kw,
            }
        )

    for i in range(34):
        co, dom, _ = COMPANIES[i % len(COMPANIES)]
        v = f"{ROLES[i % len(ROLES)]}@{dom}"
        form = "role mailbox"
        if i % 7 == 3:
            v, form = v.upper(), "role mailbox upper"
        tpl = [
            "Para cotizaciones escríbenos a {v}",
            "{co} — {v}",
            "Reply-To: {co} <{v}>",
            "Dudas sobre tu pedido: {v} (lunes a viernes de 9 a 18 h)",
            "Contact our sales team at {v}",
            "Envíe su CV a {v} indicando la vacante.",
        ][i % 6]
        lang = "en" if "Contact our" in tpl or "Reply-To" in tpl else "es"
        e = dict(text=tpl.format(v=v, co=co))
        if i % 8 == 5:
            mv = f"mailto:{v}?subject=Cotizaci%C3%B3n"
            add(
                "role-mailbox",
                "es",
                "role mailto with query",
                mv,
                f"Cotiza: {mv}",
                html=f'<p>Cotiza con <a href="{mv}">{co}</a></p>',
            )
            continue
        if i % 9 == 2:
            e["key"] = "contact_email"
        add("role-mailbox", lang, form, v, **e)
    for i in range(14):
        loc, dom = GOV[i % len(GOV)]
        v = f"{loc}@{dom}"
        tpl = [
            "Dudas sobre el trámite: {v}",
            "Unidad de Transparencia, correo institucional {v}",
            "Para quejas y denuncias escriba a {v} o acuda al módulo.",
        ][i % 3]
        add("gov-role-mailbox", "es", "institutional mailbox", v, tpl.format(v=v))
    for i in range(30):
        co, _, _ = COMPANIES[i % len(COMPANIES)]
        lada = r.choice(["55", "33", "81"])
        n = m.mobile10(r, lada)
        v = [
            f"{lada} {n[2:6]} {n[6:]} ext. {r.randint(100, 4999)}",
            f"({lada}) {n[2:6]}-{n[6:]}",
            f"+52 {lada} {n[2:6]} {n[6:]}",
            f"{lada}-{n[2:6]}-{n[6:]}",
        ][i % 4]
        tpl = [
            "Conmutador: {v}",
            "Tel. oficina {v} · {co}",
            "{co}, Tel. {v} (horario de oficina)",
            "Sucursal Centro — teléfono de la tienda: {v}",
            "Call our office: {v}",
            "Recepción del hospital: {v}, opción 2",
        ][i % 6]
        lang = "en" if tpl.startswith("Call") else "es"
        if i % 10 == 7:
            add(
                "switchboard",
                lang,
                "switchboard field",
                v,
                f"telefono_sucursal: {v}",
                key="telefono_sucursal",
            )
        else:
            add("switchboard", lang, "company phone", v, tpl.format(v=v, co=co))
    for i in range(20):
        d = m.rand(r, "0123456789", 7)
        v = [
            f"800 {d[:3]} {d[3:]}",
            f"01 800 {d[:3]} {d[3:]}",
            f"+52 800 {d[:3]} {d[3:]}",
            f"800-{d[:3]}-{d[3:]}",
        ][i % 4]
        tpl = [
            "Llama sin costo al {v}",
            "Línea de atención a clientes: {v}",
            "Toll-free: {v}",
            "Centro de atención telefónica {v} (lada sin costo)",
        ][i % 4]
        add("toll-free", "en" if "Toll" in tpl else "es", "800 number", v, tpl.format(v=v))
    offs = [
        ("Locatel", "55 5658 1111"),
        ("Profeco (Teléfono del Consumidor)", "55 5568 8722"),
        ("SAT (MarcaSAT)", "55 627 22 728"),
        ("Emergencias", "911"),
        ("Denuncia anónima", "089"),
    ]
    for i in range(10):
        who, v = offs[i % 5]
        add("official-contact", "es", "official line", v, f"{who}: {v}")
    for i in range(26):
        co, _, _ = COMPANIES[i % len(COMPANIES)]
        col, cp, mun, edo, _ = r.choice(m.PLACES)
        st = r.choice(m.STREETS)
        v = [
            f"{st} {r.randint(10, 3000)}, piso {r.randint(2, 20)}, {col}, C.P. {cp}, {mun}, {edo}",
            f"{st} #{r.randint(10, 3000)}, {col}, {mun}, {edo}, CP {cp}",
            f"{st} núm. {r.randint(10, 3000)}, local {r.randint(1, 40)}, {col}, C.P. {cp}",
        ][i % 3]
        tpl = [
            "Oficinas corporativas: {v}",
            "{co} · Sucursal {mun}: {v}",
            "Visítanos en {v}",
            "Sede del evento: {v}",
            "Our office in Mexico: {v}",
        ][i % 5]
        add(
            "company-address",
            "en" if tpl.startswith("Our") else "es",
            "company address",
            v,
            tpl.format(v=v, co=co, mun=mun),
        )
    for i in range(16):
        co, _, ini = COMPANIES[i % len(COMPANIES)]
        v = m.rfc_moral(r, ini)
        tpl = [
            "{co} S.A. de C.V., RFC {v}",
            "Emisor: {co}; RFC: {v}; régimen 601",
            "Datos fiscales del proveedor — RFC {v}",
        ][i % 3]
        e = {}
        if i % 5 == 4:
            e["key"] = "rfc_emisor"
        add("company-rfc", "es", "rfc persona moral", v, tpl.format(co=co, v=v), **e)
    for i in range(10):
        co, _, _ = COMPANIES[i % len(COMPANIES)]
        v = m.clabe(r, r.choice(["012", "002", "014"]))
        add(
            "company-clabe",
            "es",
            "company clabe for payments",
            v,
            f"Datos para transferencia: {co} S.A. de C.V., CLABE {v}, referencia: número de pedido",
        )
    for i in range(26):
        y, mo, d = m.birth(r, 2015, 2025)
        st = i % 5
        v = [
            f"{d} de {m.MESES[mo - 1]} de {y}",
            f"{y}-{mo:02d}-{d:02d}",
            f"{d:02d}/{mo:02d}/{y}",
            f"{m.MONTHS[mo - 1]} {d}, {y}",
            f"{y}-{mo:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
        ][st]
        tpl = [
            "Publicado el {v}",
            "Fecha de publicación en el DOF: {v}",
            "Última actualización: {v}",
            "Updated {v}",
            "retrievedAt: {v}",
        ][st]
        add("date", "en" if st in (3, 4) else "es", f"date style {st}", v, tpl.format(v=v))
    for i in range(16):
        v = [
            f"${r.randint(99, 25000):,}.00 MXN",
            f"$ {r.randint(10, 999)}.{r.randint(0, 99):02d}",
            f"USD {r.randint(5, 200)}.00",
            f"R$ {r.randint(20, 900)},90",
        ][i % 4]
        tpl = [
            "Precio: {v} IVA incluido",
            "Plan Pro: {v} al mes",
            "Total a pagar {v}",
            "Preço: {v}",
        ][i % 4]
        add("price", "pt" if "Preço" in tpl else "es", "price", v, tpl.format(v=v))
    for i in range(14):
        v = [
            f"v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
            f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 99)}",
            f"2.{r.randint(0, 9)}.{r.randint(0, 9)}-rc.{r.randint(1, 4)}",
        ][i % 3]
        add(
            "version",
            "en",
            "version",
            v,
            f"User-Agent: fixture-recorder/{v} (python-httpx)"
            if i % 2
            else f"Versión del SDK: {v}",
        )
    for i in range(20):
        u = (
            f"{m.rand(r, m.HEX, 8)}-{m.rand(r, m.HEX, 4)}-4{m.rand(r, m.HEX, 3)}"
            f"-9{m.rand(r, m.HEX, 3)}-{m.rand(r, m.HEX, 12)}"
        )
        v = [u, "req_" + m.rand(r, m.ALNUM, 24), m.rand(r, m.HEX, 16) + "-MEX"][i % 3]
        if i % 4 == 1:
            add(
                "request-id",
                "en",
                "request id header",
                v,
                f"x-request-id: {v}",
                header="x-request-id",
                hvalue=v,
            )
        elif i % 4 == 2:
            add("request-id", "en", "request id field", v, f"request_id: {v}", key="request_id")
        else:
            add(
                "request-id",
                "es",
                "request id in error",
                v,
                f"Error 502 del proveedor; id de solicitud {v}, intente de nuevo.",
            )
    for i in range(16):
        v = [
            m.rand(r, m.HEX, 40),
            m.rand(r, m.HEX, 64),
            f'W/"{m.rand(r, m.HEX, 32)}"'[3:-1],
            "sha384-" + m.rand(r, m.ALNUM + "+/", 64),
        ][i % 4]
        tpl = ["commit {v}", "sha256 del cuerpo original: {v}", "ETag: W/{v}", "integrity={v}"][
            i % 4
        ]
        add(
            "hash",
            "es" if "cuerpo" in tpl else "en",
            "hash",
            v,
            tpl.format(v=v).replace("W/" + v, "W/" + v),
        )
    for i in range(14):
        v = [
            "msg_01" + m.rand(r, m.ALNUM, 22),
            "srvtoolu_01" + m.rand(r, m.ALNUM, 22),
            "chatcmpl-" + m.rand(r, m.ALNUM, 29),
            f"https://api.bing.microsoft.com/api/v7/#WebPages.{r.randint(10, 40)}",
        ][i % 4]
        add("content-id", "en", "content id", v, f"id: {v}", key="result_id" if i % 2 else None)
    for i in range(18):
        v = [
            f"PED-{r.randint(100000, 999999)}",
            f"{r.randint(10**9, 10**10 - 1)}",
            f"#MX-{r.randint(10**6, 10**7)}",
            f"OC-2025-{r.randint(1000, 9999)}",
        ][i % 4]
        tpl = [
            "Tu pedido {v} fue enviado.",
            "No se pudo procesar el pedido número {v}: pago rechazado por el banco.",
            "Order {v} has shipped",
            "Folio de compra: {v}",
        ][i % 4]
        add(
            "order-number",
            "en" if tpl.startswith("Order") else "es",
            "order number",
            v,
            tpl.format(v=v),
        )
    for i in range(14):
        v = [
            "1Z" + m.rand(r, m.UP + "0123456789", 16),
            m.rand(r, "0123456789", 12),
            m.rand(r, "0123456789", 22),
            "MX" + m.rand(r, "0123456789", 9) + "MX",
        ][i % 4]
        add(
            "tracking-number",
            "es",
            "tracking number",
            v,
            f"Número de guía: {v} (Estafeta/DHL)" if i % 2 else f"Rastrea tu envío con la guía {v}",
        )
    for i in range(12):
        v = [
            f"CASO-{r.randint(10000, 99999)}",
            f"Ticket #{r.randint(100000, 999999)}",
            f"INC{r.randint(1000000, 9999999)}",
        ][i % 3]
        add(
            "case-number",
            "es",
            "case number",
            v,
            f"Tu reporte quedó registrado como {v}; te responderemos en 48 h.",
        )
    for i in range(16):
        v = [
            "**** **** **** " + m.rand(r, "0123456789", 4),
            "****" + m.rand(r, "0123456789", 4),
            "XXXX-XXXX-XXXX-" + m.rand(r, "0123456789", 4),
            "55 **** **" + m.rand(r, "0123456789", 2),
        ][i % 4]
        tpl = [
            "Tarjeta terminación {v}",
            "Cargo a la cuenta {v}",
            "Paid with card {v}",
            "Te enviamos un código al {v}",
        ][i % 4]
        add("masked", "en" if tpl.startswith("Paid") else "es", "masked value", v, tpl.format(v=v))
    ph = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        "<tu-api-key>",
        "${TAVILY_API_KEY}",
        "redacted@example.test",
        "+52-000-000-0000",
        "Bearer <token>",
        "X-GOOG-API-KEY-XXX",
        "sk-proj-XXXXXXXXXXXXXXXX",
        "AUTHORIZATION-XXX",
        "{{BRAVE_API_KEY}}",
    ]
    for i in range(22):
        v = ph[i % len(ph)]
        tpl = [
            "Authorization: Bearer {v}",
            "Sustituye {v} por tu clave antes de correr el ejemplo.",
            "api_key: {v}",
            "export OPENAI_API_KEY={v}",
        ][i % 4]
        if v.startswith("Bearer"):
            tpl = "Authorization: {v}"
        if "@" in v or v.startswith("+52"):
            tpl = "Contacto (redactado): {v}"
        if i % 5 == 2 and not v.startswith(("Bearer", "+52")) and "@" not in v:
            add(
                "placeholder",
                "en",
                "placeholder header",
                v,
                f"x-api-key: {v}",
                header="x-api-key",
                hvalue=v,
            )
            continue
        add(
            "placeholder",
            "es" if "Sustituye" in tpl or "Contacto" in tpl else "en",
            "placeholder",
            v,
            tpl.format(v=v),
        )
    for i in range(12):
        v = [
            f"{r.randint(1, 99)}.{r.randint(0, 9)}%",
            f"{r.randint(1000000000, 4000000000)}",
            f"{r.randint(10, 999)} mil",
            f"{r.randint(1, 50)},{r.randint(100, 999)} habitantes",
        ][i % 4]
        add(
            "statistic",
            "es",
            "statistic",
            v,
            f"Según el INEGI, la cifra alcanzó {v} en 2020."
            if i % 2
            else f"totalEstimatedMatches: {v}",
        )
    for i in range(6):
        v = "pk_live_" + m.rand(r, m.ALNUM, 24) if i % 2 else "-----BEGIN PUBLIC KEY-----"
        if i % 2:
            add("public-key", "en", "stripe publishable key", v, f"publishableKey: {v}")
        else:
            add("public-key", "en", "pem public key", v, m.pem(r, "PUBLIC KEY", 4), pem=True)
    for e in out:
        if e.get("key") is None:
            e.pop("key", None)
    return out
