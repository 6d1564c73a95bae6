"""Keeper items of corpus 39 (label ``keep``): values that must stay in a fixture.

Written in the same kinds of sentences and fields as the personal items: a company's phone
in a snippet, a role mailbox in a JSON field, an order number in an error, a company's
address on a contact page.
"""

from __future__ import annotations

from typing import Any

from content_personal import MESES, MONTHS, E
from values import AREA, COLONIAS, MUNIS, STATES, STREETS, Maker

COMPANIES = [
    ("Distribuidora Ferretera del Bajío S.A. de C.V.", "ferrebajio.com.mx"),
    ("Grupo Alimentos La Huerta S.A. de C.V.", "lahuerta.mx"),
    ("Servicios Digitales Tláloc S.A.P.I. de C.V.", "tlaloc.digital"),
    ("Farmacias Santa Rita S.A. de C.V.", "farmaciassantarita.com.mx"),
    ("Transportes Rápidos del Norte S. de R.L. de C.V.", "trnorte.com"),
    ("Editorial Mar de Letras S.C.", "mardeletras.mx"),
    ("Clínica Dental Sonrisa Plena S.C.", "sonrisaplena.mx"),
    ("Constructora Piedra Azul S.A. de C.V.", "piedraazul.com.mx"),
    ("Librería El Búho Lector S.A. de C.V.", "buholector.com"),
    ("Colegio Vasco de Quiroga A.C.", "colegiovasco.edu.mx"),
    ("Hotel Posada del Sol S.A. de C.V.", "posadadelsol.mx"),
    ("Agencia Aduanal Puerta Norte S.C.", "puertanorte.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion.clientes",
    "facturacion",
    "prensa",
    "info",
    "hola",
    "cobranza",
    "reclutamiento",
    "compras",
    "servicio",
    "admisiones",
    "reservaciones",
]
GOV = [
    ("atencion.ciudadana", "economia.gob.mx"),
    ("transparencia", "imss.gob.mx"),
    ("contacto", "inegi.org.mx"),
    ("unidadtransparencia", "sep.gob.mx"),
    ("quejas", "profeco.gob.mx"),
    ("atencionciudadana", "cdmx.gob.mx"),
    ("comunicacion.social", "jalisco.gob.mx"),
    ("datos", "datos.gob.mx"),
    ("oficialia.partes", "sat.gob.mx"),
    ("buzon", "condusef.gob.mx"),
]


def all_items(m: Maker) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def co() -> tuple[str, str]:
        return m.choice(COMPANIES)

    # role mailboxes (34)
    for i in range(34):
        name, dom = co()
        role = ROLES[i % len(ROLES)]
        addr = f"{role}@{dom}"
        st = i % 6
        lang = "en" if i % 7 == 6 else "es"
        if st == 3:
            addr = addr.upper()
        if st == 4:
            v = f"mailto:{addr}?subject=Cotizaci%C3%B3n"
            out.append(
                E(
                    "role-mailbox",
                    lang,
                    "role mailbox mailto with query",
                    v,
                    f"Solicita tu cotización: {v}",
                    html=f'<p>Solicita tu cotización a <a href="{v}">{addr}</a></p>',
                )
            )
            continue
        if st == 5:
            out.append(
                E("role-mailbox", lang, "role mailbox as a JSON field", addr, addr, field="email")
            )
            continue
        text = (
            [
                f"Para pedidos de mayoreo escribe a {addr} — {name}",
                f"Dudas o aclaraciones: {addr}",
                f"Reply-To: {name.split(' S.')[0]} <{addr}>",
                f"ATENCIÓN A CLIENTES: {addr}",
            ][st]
            if lang == "es"
            else f"Questions? Email our team at {addr}"
        )
        out.append(
            E("role-mailbox", lang, "company role mailbox", addr, text, field="contact_email")
        )
    # government / institutional mailboxes (14)
    for i in range(14):
        role, dom = GOV[i % len(GOV)]
        addr = f"{role}@{dom}"
        text = m.choice(
            [
                f"Para solicitudes de información pública escriba a {addr}",
                f"Correo institucional: {addr}",
                f"Quejas y sugerencias: {addr}",
            ]
        )
        out.append(
            E(
                "gov-role-mailbox",
                "es",
                "institutional role mailbox (.gob.mx/.org.mx)",
                addr,
                text,
                field="correo",
            )
        )
    # switchboards (28)
    for i in range(28):
        name, dom = co()
        st = m.choice(list(AREA))
        area, sub = m.mx_phone(st)
        style = ["paren", "spaced", "intl", "dashed", "dotted"][i % 5]
        num = m.fmt_phone(area, sub, style)
        ext = m.r.randint(100, 4999)
        lang = "en" if i % 8 == 7 else "es"
        if lang == "en":
            v = f"{num} ext. {ext}"
            text = f"Main office: {v} (Mon–Fri 9:00–18:00)"
        else:
            v = [f"{num} ext. {ext}", num, f"{num}, ext. {ext}", num][i % 4]
            text = [
                f"Tel. oficina: {v} — {name}",
                f"Conmutador: {v}",
                f"{name} · Sucursal {m.choice(MUNIS[st])} · Tel. {v}",
                f"Conmutador {v}, de lunes a viernes de 9 a 18 h",
            ][i % 4]
        out.append(
            E(
                "switchboard",
                lang,
                "company switchboard / office phone",
                v,
                text,
                field="telefono_oficina",
            )
        )
    # toll free (18)
    for i in range(18):
        d = m.digits(7)
        v = [
            f"800 {d[:3]} {d[3:]}",
            f"01 800 {d[:3]} {d[3:]}",
            f"+52 800 {d[:3]} {d[3:]}",
            f"800-{d[:3]}-{d[3:]}",
            f"800{d}",
        ][i % 5]
        lang = "en" if i % 6 == 5 else "es"
        text = (
            f"Toll-free customer line: {v}"
            if lang == "en"
            else m.choice(
                [
                    f"Línea de atención sin costo: {v}",
                    f"Llama gratis al {v}",
                    f"Centro de atención a clientes {v} (24 h)",
                ]
            )
        )
        out.append(E("toll-free", lang, "800 number", v, text, field="telefono"))
    # company / office addresses (24)
    for i in range(24):
        name, _ = co()
        stc = m.choice(list(STATES))
        sname, abbr, _ = STATES[stc]
        muni = m.choice(MUNIS[stc])
        cp = f"{m.r.randint(1, 99):02d}{m.digits(3)}"
        street = m.choice(STREETS)
        v = [
            f"Av. {street} {m.r.randint(100, 3999)}, piso {m.r.randint(2, 20)}, Col. {m.choice(COLONIAS)}, C.P. {cp}, {muni}, {abbr}",  # noqa: E501
            f"Blvd. {street} #{m.r.randint(100, 999)}, local {m.r.randint(1, 40)}, Col. {m.choice(COLONIAS)}, {muni}, {sname}, C.P. {cp}",  # noqa: E501
            f"Calle {street} {m.r.randint(1, 999)}, Col. Centro, C.P. {cp}, {muni}, {abbr}",
        ][i % 3]
        text = m.choice(
            [
                f"Oficinas corporativas: {v}",
                f"Sucursal {muni}: {v}",
                f"{name} — Domicilio fiscal: {v}",
                f"Visítanos en nuestra tienda: {v}",
                f"Sede del evento: Centro de Convenciones, {v}",
            ]
        )
        out.append(
            E("company-address", "es", "office/branch/venue address", v, text, field="direccion")
        )
    # company RFC (16)
    for _ in range(16):
        name, _ = co()
        v = m.rfc_moral(name)
        text = m.choice(
            [
                f"{name} · RFC {v}",
                f"Emisor: {name}, RFC: {v}, régimen 601",
                f"rfc_emisor={v} razon_social={name}",
            ]
        )
        out.append(E("company-rfc", "es", "RFC persona moral", v, text, field="rfc_emisor"))
    # company CLABE for payments (10)
    for _ in range(10):
        name, _ = co()
        v = m.clabe()
        text = m.choice(
            [
                f"Datos para pago — Beneficiario: {name}, CLABE {v}",
                f"Transferencia a nombre de {name}, CLABE interbancaria {v}, referencia: número de pedido",
            ]
        )
        out.append(E("company-clabe", "es", "company CLABE for payments", v, text))
    # dates (26)
    for i in range(26):
        y, mo, d = m.r.randint(2018, 2026), m.r.randint(1, 12), m.r.randint(1, 28)
        lang = "en" if i % 5 == 4 else "pt" if i % 9 == 8 else "es"
        if lang == "en":
            v = f"{MONTHS[mo - 1]} {d}, {y}"
            text = f"Published {v} · 4 min read"
        elif lang == "pt":
            v = f"{d:02d}/{mo:02d}/{y}"
            text = f"Atualizado em {v} às 14h32"
        else:
            v = [
                f"{d} de {MESES[mo - 1]} de {y}",
                f"{d:02d}/{mo:02d}/{y}",
                f"{y}-{mo:02d}-{d:02d}",
                f"{d:02d}-{MESES[mo - 1][:3].upper()}-{y}",
            ][i % 4]
            text = [
                f"Publicado el {v} por Redacción",
                f"DOF {v}: se reforma el artículo 8",
                f"Última actualización: {v}",
                f"Fecha de emisión: {v} — folio {m.digits(6)}",
            ][i % 4]
        out.append(E("date", lang, "publication/update date", v, text, field="fecha_publicacion"))
    # prices (14)
    for _ in range(14):
        v = m.choice(
            [
                f"${m.r.randint(99, 25000):,}.00 MXN",
                f"US$ {m.r.randint(5, 900)}.99",
                f"$ {m.r.randint(10, 999)}.50",
            ]
        )
        text = m.choice(
            [f"Precio: {v} IVA incluido", f"Desde {v} al mes", f"Total del pedido: {v}"]
        )
        out.append(E("price", "es", "price", v, text, field="precio"))
    # versions (12)
    for _ in range(12):
        v = m.choice(
            [
                f"v{m.r.randint(1, 5)}.{m.r.randint(0, 30)}.{m.r.randint(0, 20)}",
                f"{m.r.randint(1, 3)}.{m.r.randint(0, 99)}.{m.r.randint(0, 9)}",
                f"2024.{m.r.randint(1, 12):02d}.{m.r.randint(1, 28):02d}",
            ]
        )
        out.append(
            E("version", "en", "version string", v, f"sdk-version: {v}", field="sdk_version")
        )
    # request ids (20)
    for i in range(20):
        k = i % 4
        v = [
            f"{m.hexs(8)}-{m.hexs(4)}-4{m.hexs(3)}-8{m.hexs(3)}-{m.hexs(12)}",
            "req_" + m.alnum(24),
            m.hexs(16) + "-QRO",
            f"{m.hexs(32)}",
        ][k]
        if i % 3 == 0:
            hdr = ["x-request-id", "request-id", "cf-ray", "x-amzn-requestid"][k]
            out.append(E("request-id", "en", f"request id in {hdr} header", v, v, header=hdr))
        else:
            text = m.choice(
                [f"Error interno. ID de solicitud: {v}", f"request_id={v}", f"Trace: {v}"]
            )
            out.append(
                E(
                    "request-id",
                    "es" if "ID de" in text else "en",
                    "request id in a message",
                    v,
                    text,
                    field="request_id",
                )
            )
    # hashes (14)
    for i in range(14):
        j = i % 4
        v = [m.hexs(64), m.hexs(40), "sha256-" + m.b64(32), m.hexs(32)][j]
        text = [
            f"sha256 del cuerpo original: {v}",
            f"commit {v}",
            f"integrity={v}",
            f'etag: W/"{v}"',
        ][j]
        out.append(E("hash", "en", "hash / commit / etag", v, text, field="sha256"))
    # content ids (12)
    for _ in range(12):
        v = m.choice(
            [
                "msg_01" + m.alnum(22),
                "chatcmpl-" + m.alnum(29),
                "resp_" + m.hexs(48),
                "ws_" + m.hexs(48),
                "doc-" + m.digits(9),
            ]
        )
        out.append(E("content-id", "en", "message/response/document id", v, v, field="message_id"))
    # order numbers (16)
    for i in range(16):
        v = m.choice(
            [
                f"MX-{m.r.randint(2022, 2026)}-{m.digits(6)}",
                m.digits(10),
                f"#{m.digits(7)}",
                f"PED{m.digits(8)}",
                f"{m.upper_alnum(3)}-{m.digits(5)}",
            ]
        )
        lang = "en" if i % 5 == 4 else "es"
        text = (
            f"Order {v} could not be processed: payment pending"
            if lang == "en"
            else m.choice(
                [
                    f"No se pudo procesar el pedido {v}: inventario insuficiente",
                    f"Folio de compra: {v}",
                    f"Tu pedido {v} ya fue enviado",
                ]
            )
        )
        out.append(E("order-number", lang, "order number / folio", v, text, field="order_id"))
    # tracking (12)
    for _ in range(12):
        v = m.choice(["1Z" + m.upper_alnum(16), m.digits(12), m.digits(22), f"MX{m.digits(9)}"])
        text = m.choice(
            [f"Guía de rastreo: {v} (paquetería)", f"Tracking number {v}", f"Número de guía {v}"]
        )
        out.append(
            E(
                "tracking-number",
                "es" if "Guía" in text or "guía" in text else "en",
                "tracking number",
                v,
                text,
                field="tracking",
            )
        )
    # case numbers (10)
    for _ in range(10):
        v = m.choice(
            [
                f"CASO-{m.digits(6)}",
                f"{m.digits(8)}",
                f"INC{m.digits(7)}",
                f"Expediente {m.r.randint(100, 999)}/{m.r.randint(2019, 2025)}",
            ]
        )
        text = m.choice(
            [
                f"Tu reporte quedó registrado con el número {v}",
                f"Ticket {v}: en revisión",
                f"Case {v} closed",
            ]
        )
        out.append(
            E(
                "case-number",
                "en" if text.startswith("Case") else "es",
                "case / ticket number",
                v,
                text,
                field="ticket",
            )
        )
    # masked values (16)
    for i in range(16):
        v = [
            f"**** **** **** {m.digits(4)}",
            f"****{m.digits(4)}",
            f"XXXX-XXXX-XXXX-{m.digits(4)}",
            f"terminación {m.digits(4)}",
            "m***@gmail.com",
            f"+52 55 **** **{m.digits(2)}",
            f"CURP: ****************{m.digits(2)}",
            f"sk-...{m.alnum(4)}",
        ][i % 8]
        text = m.choice(
            [
                f"Pagaste con tarjeta {v}" if i % 8 < 4 else f"Enviamos el código a {v}",
                f"valor enmascarado: {v}",
            ]
        )
        if i % 8 >= 6:
            text = f"Dato enmascarado en el log: {v}"
        out.append(E("masked", "es", "masked value", v, text, field="masked"))
    # placeholders (22): (value, es text, en text, field or None)
    ph = [
        (
            "YOUR_API_KEY",
            "Reemplaza YOUR_API_KEY con tu clave",
            "Set the header to YOUR_API_KEY (see docs)",
            "api_key",
        ),
        (
            "sk-...",
            "Tu clave empieza con sk-... y la ves una sola vez",
            "Keys look like sk-... and are shown once",
            None,
        ),
        (
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "Ejemplo: TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "Example: api_key=tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "api_key",
        ),
        (
            "${TAVILY_API_KEY}",
            "La clave se lee de ${TAVILY_API_KEY} en tiempo de ejecución",
            "The key is read from ${TAVILY_API_KEY} at runtime",
            "api_key",
        ),
        (
            "<tu-api-key>",
            "Authorization: Bearer <tu-api-key>",
            "Authorization: Bearer <tu-api-key>",
            None,
        ),
        (
            "redacted@example.test",
            "Correo del cliente: redacted@example.test",
            "Customer e-mail: redacted@example.test",
            "email",
        ),
        (
            "+52-000-000-0000",
            "Teléfono del cliente: +52-000-000-0000 (redactado)",
            "Phone: +52-000-000-0000 (redacted)",
            "telefono",
        ),
        (
            "Bearer <TOKEN>",
            "Encabezado requerido: Authorization: Bearer <TOKEN>",
            "Required header: Authorization: Bearer <TOKEN>",
            None,
        ),
        (
            "sk-proj-XXXXXXXXXXXXXXXX",
            "OPENAI_API_KEY=sk-proj-XXXXXXXXXXXXXXXX  # pon la tuya",
            "OPENAI_API_KEY=sk-proj-XXXXXXXXXXXXXXXX  # use your own",
            None,
        ),
        (
            "AAAA000000HDFXXX00",
            "CURP de ejemplo: AAAA000000HDFXXX00",
            "Sample CURP: AAAA000000HDFXXX00",
            "curp",
        ),
        (
            "<BASIC_AUTH>",
            "Authorization: Basic <BASIC_AUTH>",
            "Authorization: Basic <BASIC_AUTH>",
            None,
        ),
        (
            "usuario@ejemplo.com",
            "Escribe tu correo, p. ej. usuario@ejemplo.com",
            "Enter your e-mail, e.g. usuario@ejemplo.com",
            None,
        ),
        ("{{API_KEY}}", "x-api-key: {{API_KEY}}", "x-api-key: {{API_KEY}}", None),
        (
            "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
            "EXA_API_KEY=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
            "EXA_API_KEY=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
            None,
        ),
        (
            "fc-YOUR-API-KEY",
            "app = FirecrawlApp(api_key='fc-YOUR-API-KEY')",
            "app = FirecrawlApp(api_key='fc-YOUR-API-KEY')",
            "api_key",
        ),
        ("REDACTED", "authorization: REDACTED", "authorization: REDACTED", None),
        (
            "$OPENAI_API_KEY",
            "curl -H 'Authorization: Bearer $OPENAI_API_KEY' https://api.openai.com/v1/models",
            "curl -H 'Authorization: Bearer $OPENAI_API_KEY' https://api.openai.com/v1/models",
            "api_key",
        ),
        ("tu_token_aquí", "TOKEN = 'tu_token_aquí'", "TOKEN = 'tu_token_aquí'", None),
        (
            "os.environ['BRAVE_API_KEY']",
            "headers = {'X-Subscription-Token': os.environ['BRAVE_API_KEY']}",
            "headers = {'X-Subscription-Token': os.environ['BRAVE_API_KEY']}",
            None,
        ),
        (
            "postgresql://user:password@localhost:5432/db",
            "Cadena de ejemplo: postgresql://user:password@localhost:5432/db",
            "Example: DATABASE_URL=postgresql://user:password@localhost:5432/db",
            None,
        ),
        (
            "AKIAXXXXXXXXXXXXXXXX",
            "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX  # ejemplo",
            "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX  # example",
            None,
        ),
        (
            "55 0000 0000",
            "Teléfono: 55 0000 0000 (dato de prueba)",
            "Phone: 55 0000 0000 (test data)",
            None,
        ),
    ]
    for i, (v, tes, ten, fld) in enumerate(ph):
        lang = "es" if i % 2 else "en"
        text = tes if lang == "es" else ten
        kw: dict[str, Any] = {"field": fld} if fld else {}
        if "<" in text:
            kw["html"] = f"<p><code>{text.replace('<', '&lt;').replace('>', '&gt;')}</code></p>"
        out.append(
            E("placeholder", lang, "documentation placeholder / redaction marker", v, text, **kw)
        )
    # isbn / doi (10)
    for i in range(10):
        if i % 2:
            v = f"10.{m.r.randint(1000, 9999)}/{m.alnum(8).lower()}"
            text = f"DOI: {v}"
        else:
            body = "978" + m.choice(["607", "968", "970"]) + m.digits(6)
            s = sum(int(c) * (1 if j % 2 == 0 else 3) for j, c in enumerate(body))
            v = body + str((10 - s % 10) % 10)
            text = f"ISBN {v} · Editorial Mar de Letras, 2021"
        out.append(E("isbn-doi", "es", "ISBN-13 / DOI", v, text, field="identifier"))
    # statistics (12)
    for _ in range(12):
        v = m.choice(
            [
                f"{m.r.randint(1, 99):,} {m.digits(3)} {m.digits(3)}".replace(",", ""),
                f"{m.r.randint(1000, 9999)}{m.digits(6)}",
                f"{m.r.randint(1, 99)},{m.digits(3)},{m.digits(3)}",
            ]
        )
        text = m.choice(
            [
                f"Se registraron {v} visitas en 2023",
                f"Población total: {v} habitantes",
                f"Total estimated matches: {v}",
            ]
        )
        out.append(
            E(
                "statistic",
                "en" if text.startswith("Total") else "es",
                "statistic / count",
                v,
                text,
                field="total",
            )
        )
    # official contacts (12)
    for _ in range(12):
        area, sub = m.mx_phone("DF")
        num = m.fmt_phone(area, sub, "spaced")
        ext = m.r.randint(10000, 99999)
        v = f"{num} ext. {ext}"
        text = m.choice(
            [
                f"Unidad de Transparencia: {v}",
                f"Mesa de ayuda SAT: {v}",
                f"Atención ciudadana de la Secretaría: {v}",
            ]
        )
        out.append(
            E(
                "official-contact",
                "es",
                "institutional phone with extension",
                v,
                text,
                field="telefono",
            )
        )
    # analytics ids (8)
    for _ in range(8):
        v = m.choice(
            [
                f"G-{m.upper_alnum(10)}",
                f"UA-{m.digits(8)}-{m.r.randint(1, 9)}",
                f"GTM-{m.upper_alnum(7)}",
                f"ca-pub-{m.digits(16)}",
            ]
        )
        out.append(
            E(
                "analytics-id",
                "en",
                "analytics / ads id",
                v,
                f"gtag('config', '{v}')",
                field="tracking_id",
            )
        )
    # public keys (6)
    for i in range(6):
        typ = ["PUBLIC KEY", "CERTIFICATE"][i % 2]
        head = f"-----BEGIN {typ}-----"
        pem = "\n".join([head, *m.pem_body(120), f"-----END {typ}-----"])
        out.append(E("public-key", "en", f"PEM {typ}", head, pem, pem=True, field="public_key"))
    # Portuguese keepers (10): company CNPJ, 0800 lines, role mailboxes, dates
    for i in range(10):
        j = i % 4
        if j == 0:
            n = [int(c) for c in m.digits(8)] + [0, 0, 0, 1]
            for w in (
                [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
                [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
            ):
                s = sum(a * b for a, b in zip(n, w, strict=False))
                n.append(0 if s % 11 < 2 else 11 - s % 11)
            d = "".join(map(str, n))
            v = f"{d[:2]}.{d[2:5]}.{d[5:8]}/{d[8:12]}-{d[12:]}"
            out.append(
                E(
                    "company-cnpj",
                    "pt",
                    "Brazilian company CNPJ",
                    v,
                    f"Editora Ventania Ltda. — CNPJ {v}",
                    field="cnpj",
                )
            )
        elif j == 1:
            d = m.digits(7)
            v = f"0800 {d[:3]} {d[3:]}"
            out.append(
                E(
                    "toll-free",
                    "pt",
                    "Brazilian 0800 line",
                    v,
                    f"Central de atendimento: {v} (ligação gratuita)",
                    field="telefone",
                )
            )
        elif j == 2:
            v = f"{m.choice(['contato', 'atendimento', 'vendas', 'imprensa'])}@{m.choice(['ventania.com.br', 'lojasaurora.com.br', 'grupoipe.com.br'])}"  # noqa: E501
            out.append(
                E(
                    "role-mailbox",
                    "pt",
                    "company role mailbox (pt)",
                    v,
                    f"Fale conosco: {v}",
                    field="email",
                )
            )
        else:
            v = f"{m.r.randint(1, 28)} de {m.choice(['janeiro', 'março', 'maio', 'agosto', 'outubro'])} de {m.r.randint(2019, 2026)}"  # noqa: E501
            out.append(
                E(
                    "date",
                    "pt",
                    "publication date (pt)",
                    v,
                    f"Publicado em {v}",
                    field="data_publicacao",
                )
            )
    for e in out:
        e["family"] = "keep"
        e["label"] = "keep"
    return out
