# ruff: noqa: E501
"""Keepers of corpus 28 (label ``keep``): what seed §3 keeps, written in the same shapes
as the personal data and secrets: companies' and public offices' published contacts,
office addresses, company RFCs, dates, content ids, hashes, documented placeholders and
masked values, public keys, versions, prices, statistics and numbers that look like ids.

Company and office names, domains and numbers are invented.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

from common import entry, esc
from values import V

EMPRESAS = [
    ("Inmobiliaria Cumbres del Bajío", "cumbresdelbajio.com.mx"),
    ("Funerales Santa Rosalía", "funeralessantarosalia.mx"),
    ("Clínica Dental Arboledas", "dentalarboledas.com.mx"),
    ("Colegio Miguel de Cervantes de León", "cervantesleon.edu.mx"),
    ("Transportes Refrigerados del Norte", "trefnorte.com"),
    ("Bolsa de Trabajo Empleos Ya", "empleosya.mx"),
    ("Hospital San Judas Tadeo", "hsanjudas.org.mx"),
    ("Clasificados El Informador Regional", "inforegional.com.mx"),
    ("Despacho Jurídico Loera y Asociados", "loeraasociados.mx"),
    ("Agencia de Viajes Tierra Maya", "tierramayaviajes.com"),
]
GOB = [
    ("H. Ayuntamiento de San Felipe del Progreso", "sanfelipeprogreso.gob.mx"),
    ("Poder Judicial del Estado (Juzgados Familiares)", "pjfamiliar-edo.gob.mx"),
    ("Secretaría de Educación del Estado", "seducacion-estatal.gob.mx"),
    ("Instituto Municipal de las Mujeres", "immujeres-municipio.gob.mx"),
    ("Registro Civil del Estado", "registrocivil-estatal.gob.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "informes",
    "atencion.clientes",
    "facturacion",
    "reclutamiento",
    "soporte",
    "prensa",
    "citas",
    "recursoshumanos",
    "cobranza",
    "admisiones",
    "privacidad",
    "bolsadetrabajo",
]
GOB_ROLES = [
    "transparencia",
    "atencion.ciudadana",
    "oficialia.partes",
    "contacto",
    "quejas",
    "datos.personales",
    "unidad.transparencia",
    "registro.civil",
]

T = tuple[str, str, str, "str | None", "str | None"]


def make(v: V) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    r = v.r

    def add(
        kind: str,
        lang: str,
        form: str,
        value: str,
        text: str | None = None,
        html: str | None = None,
        key: str = "snippet",
        hdr: str | None = None,
        where: str = "any",
    ) -> None:
        out.append(
            entry(
                kind,
                lang,
                form,
                value,
                text=text,
                html=html,
                key=key,
                hdr=hdr,
                family="keep",
                where=where,
            )
        )

    def emp() -> tuple[str, str]:
        return r.choice(EMPRESAS)

    def land(lada: str | None = None) -> tuple[str, str]:
        lada = lada or r.choice(["55", "33", "81", "477", "442", "999"])
        rest = str(r.randint(2, 8)) + "".join(str(r.randint(0, 9)) for _ in range(9 - len(lada)))
        return lada, rest

    # ------------------------------------------------------------- role mailboxes (40)
    for i in range(40):
        name, dom = emp()
        role = ROLES[i % len(ROLES)]
        m = f"{role}@{dom}"
        f = i % 8
        if f == 0:
            add(
                "role-mailbox",
                "es",
                "role mailbox in a search snippet",
                m,
                text=f"{name}: cotizaciones y citas en {m} o en nuestra sucursal.",
            )
        elif f == 1:
            add(
                "role-mailbox",
                "es",
                "role mailbox upper case on a page",
                m.upper(),
                html=f"<p>Escríbanos a {m.upper()}</p>",
            )
        elif f == 2:
            q = f"mailto:{m}?subject=Solicitud%20de%20informes&cc=gerencia@{dom}"
            add(
                "role-mailbox",
                "es",
                "mailto: with a query to a role mailbox",
                q,
                html=f'<p class="contacto"><a href="{esc(q)}">Contáctanos</a></p>',
            )
        elif f == 3:
            add(
                "role-mailbox",
                "es",
                "Reply-To with company name",
                m,
                text=f"Reply-To: {name} <{m}>",
                key="text",
            )
        elif f == 4:
            add(
                "role-mailbox",
                "es",
                "job board: send CV to the company's recruiting mailbox",
                m,
                text=f"Vacante: Auxiliar contable en {name}. Interesados enviar CV a {m} con asunto 'Auxiliar'.",
                key="content",
            )
        elif f == 5:
            add(
                "role-mailbox",
                "es",
                "role mailbox in an HTML table of branches",
                m,
                html=f"<table><tr><td>Matriz</td><td>{esc(name)}</td><td>{m}</td></tr></table>",
            )
        elif f == 6:
            ob = m.replace("@", " [arroba] ").replace(".", " [punto] ")
            add(
                "role-mailbox",
                "es",
                "obfuscated company role mailbox",
                ob,
                text=f"Informes: {ob}",
                key="markdown",
            )
        else:
            add(
                "role-mailbox",
                "en",
                "company support mailbox in an English page",
                m,
                text=f"Questions about your booking? Write to {m}.",
                key="content",
            )

    # ------------------------------------------------------------- .gob.mx mailboxes (20)
    for i in range(20):
        name, dom = GOB[i % len(GOB)]
        m = f"{GOB_ROLES[i % len(GOB_ROLES)]}@{dom}"
        if i % 3 == 0:
            add(
                "gov-role-mailbox",
                "es",
                "public office mailbox on a gazette page",
                m,
                html=f'<p>{esc(name)}. Solicitudes de acceso a la información: <a href="mailto:{m}">{m}</a></p>',
            )
        elif i % 3 == 1:
            add(
                "gov-role-mailbox",
                "es",
                "public office mailbox in a court listing snippet",
                m,
                text=f"{name}: las promociones se reciben en {m} de 9:00 a 14:00.",
            )
        else:
            add(
                "gov-role-mailbox",
                "es",
                "public office mailbox upper case",
                m.upper(),
                text=f"CORREO INSTITUCIONAL: {m.upper()}",
                key="content",
            )

    # ------------------------------------------------------------- switchboards (30)
    for i in range(30):
        name, dom = emp()
        lada, rest = land()
        ext = str(r.randint(100, 4999))
        f = i % 6
        if len(lada) == 2:
            p = [
                f"({lada}) {rest[:4]} {rest[4:]}",
                f"{lada} {rest[:4]} {rest[4:]}",
                f"+52 {lada} {rest[:4]} {rest[4:]}",
                f"{lada}-{rest[:4]}-{rest[4:]}",
                f"({lada}) {rest[:4]}-{rest[4:]}",
                f"{lada}.{rest[:4]}.{rest[4:]}",
            ][f]
        else:
            p = f"({lada}) {rest[:3]} {rest[3:]}"
        ctx = [
            (f"Conmutador: {p} ext. {ext}", "es"),
            (f"Tel. oficina {p} · {name}", "es"),
            (f"{name} — Citas al {p}, extensiones {ext} y {int(ext) + 1}", "es"),
            (f"Recepción de {name}: {p} (lunes a viernes de 9 a 18 h)", "es"),
            (f"Informes en la funeraria: {p} ext. {ext}", "es"),
            (f"Main office: {p} ext. {ext}", "en"),
        ][f]
        if i % 2:
            add(
                "switchboard",
                ctx[1],
                "company switchboard",
                p,
                html=f'<p class="contacto">{esc(ctx[0])}</p>',
            )
        else:
            add("switchboard", ctx[1], "company switchboard", p, text=ctx[0], key="content")

    # ------------------------------------------------------------- toll-free (18)
    for i in range(18):
        n = str(r.randint(2, 9)) + "".join(str(r.randint(0, 9)) for _ in range(6))
        p = [
            f"800 {n[:3]} {n[3:]}",
            f"01 800 {n[:3]} {n[3:]}",
            f"+52 800 {n[:3]} {n[3:]}",
            f"800-{n[:3]}-{n[3:]}",
            f"01-800-{n}",
            f"800{n}",
            f"1-800-{n[:3]}-{n[3:]}",
            f"(800) {n[:3]}-{n[3:]}",
            f"tel:+52800{n}",
        ][i % 9]
        name, _ = emp()
        if p.startswith("tel:"):
            add(
                "toll-free",
                "es",
                "tel: link to a toll-free line",
                p,
                html=f'<p>Llámanos sin costo: <a href="{p}">{esc(name)}</a></p>',
            )
        else:
            add(
                "toll-free",
                "en" if p.startswith("1-800") else "es",
                "toll-free line",
                p,
                text=f"Atención a clientes sin costo: {p}"
                if not p.startswith("1-800")
                else f"Toll free (US): {p}",
            )

    # ------------------------------------------------------------- official contacts (12)
    for i in range(12):
        name, dom = GOB[i % len(GOB)]
        lada, rest = land(r.choice(["55", "722", "33"]))
        p = f"{lada} {rest[:4]} {rest[4:]}" if len(lada) == 2 else f"{lada} {rest[:3]} {rest[3:]}"
        ext = str(r.randint(1000, 9999))
        t = f"{name}. Oficialía de partes: {p}, ext. {ext}. Horario de 9:00 a 15:00."
        if i % 2:
            add(
                "official-contact",
                "es",
                "public office phone with extension",
                p,
                text=t,
                key="content",
            )
        else:
            add(
                "official-contact",
                "es",
                "public office phone with extension",
                p,
                html=f"<p>{esc(t)}</p>",
            )

    # ------------------------------------------------------------- office addresses (26)
    for i in range(26):
        name, _ = emp()
        calle, num, col, cp, mun, edo = v.address()
        piso = r.choice(
            ["piso 3", "Piso 9", "Local 4", "Torre B, piso 12", "Planta baja", "Consultorio 305"]
        )
        a = [
            f"{calle} #{num}, {piso}, {col}, C.P. {cp}, {mun}, {edo}",
            f"{calle} núm. {num}, {piso}, {col}, {mun}, {edo}, CP {cp}",
            f"{calle.upper()} {num} {piso.upper()} {col.upper()} C.P.{cp}",
        ][i % 3]
        t = [
            f"Oficinas corporativas de {name}: {a}",
            f"Sucursal {mun}: {a}. Horario de atención de 9 a 19 h.",
            f"Velatorio {name}: {a}",
            f"Domicilio fiscal de {name}: {a}",
            f"Sede del juzgado: {a}",
        ][i % 5]
        if i % 2:
            add(
                "company-address",
                "es",
                "office/branch address",
                a,
                html=f"<address>{esc(t)}</address>".replace(
                    "<address>", '<div class="sucursal">'
                ).replace("</address>", "</div>"),
            )
        else:
            add("company-address", "es", "office/branch address", a, text=t, key="content")

    # ------------------------------------------------------------- company RFC (16) + generic RFC (4)
    for i in range(16):
        name, _ = emp()
        rfc = v.rfc_moral()
        rr = [
            rfc,
            rfc.lower(),
            f"{rfc[:3]}-{rfc[3:9]}-{rfc[9:]}",
            f"{rfc[:3]} {rfc[3:9]} {rfc[9:]}",
        ][i % 4]
        if i % 2:
            add(
                "company-rfc",
                "es",
                "company RFC (persona moral) in an invoice footer",
                rr,
                text=f"{name} S.A. de C.V. · RFC {rr} · Régimen 601",
                key="content",
            )
        else:
            add(
                "company-rfc",
                "es",
                "company RFC (persona moral) on a page footer",
                rr,
                html=f'<p class="legal">{esc(name)} S.A. de C.V. &mdash; R.F.C. {rr}</p>',
            )
    for i, g in enumerate(["XAXX010101000", "XEXX010101000", "XAXX010101000", "XEXX010101000"]):
        add(
            "generic-rfc",
            "es",
            "SAT generic RFC (público en general / extranjero)",
            g,
            text=f"Factura global al público en general con RFC genérico {g}"
            if i % 2 == 0
            else f"Clientes del extranjero: RFC {g}",
            key="content",
        )

    # ------------------------------------------------------------- dates kept (32)
    hdr_dates = ["Date", "Last-Modified", "date", "expires"]
    for i in range(8):
        d = f"{r.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, {r.randint(1, 28):02d} {r.choice(['Jan', 'Mar', 'May', 'Aug', 'Nov'])} 2024 {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} GMT"
        add(
            "date-header",
            "en",
            "date header of a recorded response",
            d,
            text=d,
            hdr=hdr_dates[i % 4],
            where="data",
        )
    for i in range(10):
        y, m, d = r.randint(2019, 2025), r.randint(1, 12), r.randint(1, 28)
        iso = f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"
        key = ["publishedAt", "retrievedAt", "published_date", "publishedDate", "dateLastCrawled"][
            i % 5
        ]
        add("date", "en", f"kept timestamp field {key}", iso, text=iso, key=key, where="data")
    for i in range(14):
        y, m, d = r.randint(1950, 2025), r.randint(1, 12), r.randint(1, 28)
        ds = v.date_es(y, m, d, i % 7)
        name, _ = emp()
        t = [
            f"{name} fue fundada el {ds} en León, Guanajuato.",
            f"Publicado en el Diario Oficial de la Federación el {ds}.",
            f"Fecha de publicación: {ds} | Sección: Avisos judiciales",
            f"Convocatoria vigente hasta el {ds}.",
            f"Última actualización del directorio: {ds}",
            f"Inscripciones del ciclo escolar a partir del {ds}.",
            f"Esquela publicada el {ds} — Edición impresa",
        ][i % 7]
        if i % 2:
            add(
                "date",
                "es",
                "publication/foundation/deadline date",
                ds,
                html=f'<p class="fecha">{esc(t)}</p>',
            )
        else:
            add("date", "es", "publication/foundation/deadline date", ds, text=t)
    add(
        "date",
        "en",
        "cacheAgeSeconds kept",
        "cacheAgeSeconds: 86400",
        text="cacheAgeSeconds: 86400",
        key="cache",
    )
    add(
        "date",
        "pt",
        "pt-BR publication date",
        "12 de março de 2024",
        text="Publicado em 12 de março de 2024, às 14h32",
    )

    # ------------------------------------------------------------- placeholders and masked (30)
    ph = [
        ("en", "Authorization: Bearer YOUR_API_KEY", "Authorization: Bearer YOUR_API_KEY"),
        ("es", "&lt;tu-api-key&gt;", "Reemplaza &lt;tu-api-key&gt; por la llave de tu panel."),
        ("en", "${TAVILY_API_KEY}", "api_key: ${TAVILY_API_KEY}"),
        ("en", "sk-...", "OPENAI_API_KEY=sk-..."),
        (
            "en",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        ("en", "Basic <BASIC_AUTH>", "Basic <BASIC_AUTH>"),
        ("en", "{{SERPER_API_KEY}}", "X-API-KEY: {{SERPER_API_KEY}}"),
        ("en", "os.environ['BRAVE_API_KEY']", "token = os.environ['BRAVE_API_KEY']"),
        ("es", "redacted@example.test", "Correo: redacted@example.test"),
        ("es", "+52-000-000-0000", "Tel. del solicitante: +52-000-000-0000"),
        ("es", "AAAA000000HDFXXX00", "CURP: AAAA000000HDFXXX00 (ejemplo de formato)"),
        ("es", "**** **** **** 4821", "Pago con tarjeta **** **** **** 4821 aprobado"),
        ("es", "terminación 0912", "Cargo a la tarjeta con terminación 0912"),
        ("es", "55****7731", "Te enviamos el código al 55****7731"),
        ("es", "j***@g***.com", "Enviamos la liga de recuperación a j***@g***.com"),
        ("en", "[REDACTED]", "Authorization: [REDACTED]"),
        ("en", "<FILTERED>", "x-api-key: <FILTERED>"),
        ("es", "nombre@dominio.com", "Escribe tu correo con el formato nombre@dominio.com"),
        ("en", "user@example.com", "curl -u user@example.com:password https://api.example.com"),
        ("es", "CLABE: 000000000000000000", "CLABE: 000000000000000000 (campo de ejemplo)"),
        ("en", "fc-YOUR-KEY-HERE", "FIRECRAWL_API_KEY=fc-YOUR-KEY-HERE"),
        ("en", "sk-ant-api03-XXXXXXXX", "ANTHROPIC_API_KEY=sk-ant-api03-XXXXXXXX"),
        ("es", "DD/MM/AAAA", "Fecha de nacimiento (DD/MM/AAAA): ________"),
        ("es", "XXXX000000XXX", "RFC con homoclave: XXXX000000XXX"),
        ("en", "AKIAXXXXXXXXXXXXXXXX", "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX"),
        (
            "en",
            "Bearer $TOKEN",
            "curl -H \u0027Authorization: Bearer $TOKEN\u0027 https://api.search.example/v1",
        ),
        ("es", "ventas@ejemplo.com.mx", "Ejemplo: ventas@ejemplo.com.mx"),
        (
            "en",
            "postgres://user:password@localhost/db",
            "DATABASE_URL=postgres://user:password@localhost/db",
        ),
        ("es", "G00000000", "Pasaporte: G00000000 (formato)"),
        ("en", "cust-XXXXXX", "x-account: cust-XXXXXX"),
    ]
    for i, (lang, val, t) in enumerate(ph):
        if "&lt;" in val:
            add(
                "placeholder",
                lang,
                "documentation placeholder on a page",
                "<tu-api-key>",
                html=f"<p>{t}</p>",
            )
        elif i % 3 == 0 and "<" not in t:
            add(
                "placeholder",
                lang,
                "placeholder / masked value on a page",
                val,
                html=f"<p><code>{esc(t)}</code></p>",
            )
        else:
            add(
                "placeholder",
                lang,
                "placeholder / masked value in a body field",
                val,
                text=t,
                key="markdown",
            )

    # ------------------------------------------------------------- request/content ids (44)
    ids: list[tuple[str, str, Callable[[], str], str | None, str]] = [
        ("request-id", "x-request-id header", lambda: v.uuid(), "x-request-id", ""),
        ("request-id", "request_id field", lambda: v.uuid(), None, "request_id"),
        ("request-id", "req_ request id", lambda: "req_" + v.alnum(24), "request-id", ""),
        ("request-id", "cf-ray header", lambda: v.hexs(16) + "-QRO", "cf-ray", ""),
        ("content-id", "msg_ message id", lambda: "msg_01" + v.alnum(22), None, "id"),
        ("content-id", "chatcmpl- completion id", lambda: "chatcmpl-" + v.alnum(29), None, "id"),
        (
            "content-id",
            "srvtoolu_ tool use id",
            lambda: "srvtoolu_01" + v.alnum(22),
            None,
            "tool_use_id",
        ),
        ("content-id", "resp_ response id", lambda: "resp_" + v.hexs(48), None, "id"),
        (
            "content-id",
            "tweet status id in a URL",
            lambda: f"https://x.com/municipio_leon/status/{v.digits(19)}",
            None,
            "url",
        ),
        (
            "content-id",
            "YouTube video id in a URL",
            lambda: f"https://www.youtube.com/watch?v={v.b64url(11)}",
            None,
            "url",
        ),
        (
            "content-id",
            "article numeric id in a URL",
            lambda: f"https://www.inforegional.com.mx/esquelas/{v.digits(7)}-avisos-del-dia",
            None,
            "url",
        ),
        (
            "content-id",
            "arXiv id",
            lambda: f"arXiv:{r.randint(2101, 2412)}.{v.digits(5)}",
            None,
            "source",
        ),
        (
            "content-id",
            "Bing result id",
            lambda: f"https://api.bing.microsoft.com/api/v7/#WebPages.{r.randint(0, 9)}",
            None,
            "id",
        ),
        (
            "content-id",
            "CFDI folio fiscal (UUID, upper case)",
            lambda: v.uuid().upper(),
            None,
            "folio_fiscal",
        ),
        (
            "content-id",
            "x-amzn-trace-id",
            lambda: f"Root=1-{v.hexs(8)}-{v.hexs(24)}",
            "x-amzn-trace-id",
            "",
        ),
        (
            "content-id",
            "traceparent",
            lambda: f"00-{v.hexs(32)}-{v.hexs(16)}-01",
            "traceparent",
            "",
        ),
        ("content-id", "Google CSE result cacheId", lambda: v.b64url(12), None, "cacheId"),
        (
            "content-id",
            "listing id in a real-estate URL",
            lambda: (
                f"https://www.cumbresdelbajio.com.mx/propiedades/casa-en-venta-leon-{v.digits(8)}"
            ),
            None,
            "url",
        ),
        ("content-id", "job posting id", lambda: f"Vacante {v.digits(8)}", None, "job_id"),
        (
            "content-id",
            "model id",
            lambda: r.choice(
                [
                    "claude-sonnet-4-20250514",
                    "gpt-5-mini-2025-08-07",
                    "sonar-pro",
                    "gemini-2.0-flash-001",
                ]
            ),
            None,
            "model",
        ),
        ("content-id", "idempotency key header", lambda: v.uuid(), "idempotency-key", ""),
        ("content-id", "PMID", lambda: f"PMID: {v.digits(8)}", None, "citation"),
    ]
    for i in range(44):
        kind, form, f, hdr, key = ids[i % len(ids)]
        val = f()
        if hdr:
            add(kind, "en", form, val, text=val, hdr=hdr, where="data")
        else:
            add(kind, "en", form, val, text=val, key=key, where="data")

    # ------------------------------------------------------------- numbers that look like ids (40)
    def isbn13() -> str:
        d = "978607" + v.digits(6)
        s = sum(int(c) * (1 if k % 2 == 0 else 3) for k, c in enumerate(d))
        return d + str((10 - s % 10) % 10)

    def issn() -> str:
        d = v.digits(7)
        s = sum(int(c) * (8 - k) for k, c in enumerate(d))
        c = (11 - s % 11) % 11
        return f"{d[:4]}-{d[4:]}{'X' if c == 10 else c}"

    for i in range(40):
        f = i % 10
        if f == 0:
            o = v.digits(10)
            add(
                "order-number",
                "es",
                "bare 10-digit order folio",
                o,
                text=f"Folio de pedido {o}: en tránsito",
                key="content",
            )
        elif f == 1:
            t = "1Z" + v.alnum(16, string.ascii_uppercase + string.digits)
            add(
                "tracking-number",
                "es",
                "UPS tracking number",
                t,
                html=f"<p>Guía de rastreo: {t}</p>",
            )
        elif f == 2:
            c = f"{r.randint(100, 2999)}/{r.randint(2019, 2024)}"
            add(
                "case-number",
                "es",
                "court case number in a listing",
                c,
                text=f"Expediente {c}, Juzgado Segundo Civil: se dicta auto admisorio.",
            )
        elif f == 3:
            x = isbn13()
            add(
                "isbn-issn",
                "es",
                "ISBN-13",
                x,
                text=f"ISBN {x[:3]}-{x[3:6]}-{x[6:]}" if False else f"ISBN: {x}",
                key="content",
            )
        elif f == 4:
            x = issn()
            add("isbn-issn", "es", "ISSN", x, html=f"<p>Revista indexada, ISSN {x}</p>")
        elif f == 5:
            x = f"10.{r.randint(1000, 9999)}/{v.alnum(6, string.ascii_lowercase)}.{r.randint(2015, 2024)}.{v.digits(5)}"
            add("doi", "en", "DOI", x, text=f"https://doi.org/{x}", key="url")
        elif f == 6:
            x = f"{r.choice(['09', '11', '14', '19', '22'])}{r.choice(['DPR', 'DES', 'DJN', 'EBH', 'PPR'])}{v.digits(4)}{r.choice(string.ascii_uppercase)}"
            add(
                "school-cct",
                "es",
                "school key (CCT) in a results page",
                x,
                text=f"Clave del centro de trabajo: {x} — Escuela Primaria Benito Juárez",
                key="content",
            )
        elif f == 7:
            x = str(r.randint(1_600_000_000, 1_760_000_000))
            add(
                "timestamp",
                "en",
                "unix epoch in a rate-limit header",
                x,
                text=x,
                hdr=r.choice(["x-ratelimit-reset", "X-RateLimit-Reset"]),
                where="data",
            )
        elif f == 8:
            x = v.digits(10)
            add(
                "statistic",
                "es",
                "bare 10-digit count",
                x,
                text=f"Tamaño del índice: {x} documentos",
                key="content",
            )
        else:
            x = f"{r.randint(7, 7)}{v.digits(12)}"
            add(
                "sku",
                "es",
                "EAN-13 / SKU",
                x,
                html=f"<p>Código de barras {x} &middot; SKU CAF-{v.digits(4)}</p>",
            )

    # ------------------------------------------------------------- hashes (16)
    for i in range(16):
        f = i % 5
        if f == 0:
            h = v.hexs(64)
            add(
                "hash",
                "en",
                "sha256 of the original body",
                h,
                text=h,
                key="sha256_original",
                where="data",
            )
        elif f == 1:
            h = v.hexs(40)
            add("hash", "en", "commit SHA", h, text=f"captured at commit {h}", key="source")
        elif f == 2:
            h = f'W/"{v.hexs(32)}"'
            add(
                "hash",
                "en",
                "ETag header",
                h.replace('"', ""),
                text=h.replace('"', ""),
                hdr="ETag",
                where="data",
            )
        elif f == 3:
            h = "sha384-" + v.b64(64)
            add(
                "hash",
                "en",
                "SRI integrity attribute",
                h,
                html=f'<p><link rel="stylesheet" href="/css/app.css" integrity="{h}" crossorigin="anonymous">estilos</p>'.replace(
                    "<p><link", "<div><link"
                ).replace("estilos</p>", "estilos</div>"),
            )
        else:
            h = v.hexs(32)
            add("hash", "en", "md5 checksum", h, text=f"md5: {h}", key="checksum")

    # ------------------------------------------------------------- analytics / public keys (16)
    pub = [
        (
            "analytics-id",
            lambda: f"G-{v.alnum(10, string.ascii_uppercase + string.digits)}",
            "Google Analytics 4 id",
        ),
        ("analytics-id", lambda: f"UA-{v.digits(8)}-{r.randint(1, 9)}", "Universal Analytics id"),
        (
            "analytics-id",
            lambda: f"GTM-{v.alnum(7, string.ascii_uppercase + string.digits)}",
            "Tag Manager container",
        ),
        ("analytics-id", lambda: f"ca-pub-{v.digits(16)}", "AdSense publisher id"),
        ("public-key", lambda: "pk_live_" + v.alnum(99), "Stripe publishable key"),
        ("public-key", lambda: "6L" + v.b64url(38), "reCAPTCHA site key"),
        (
            "public-key",
            lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + v.b64(43) + " deploy@ci",
            "SSH public key",
        ),
        ("public-key", lambda: "-----BEGIN PUBLIC KEY-----", "PEM public key header"),
    ]
    for i in range(16):
        kind, f, form = pub[i % len(pub)]
        x = f()
        if i % 2:
            add(kind, "en", form, x, html=f'<div class="cfg" data-key="{esc(x)}">config</div>')
        else:
            add(
                kind,
                "en",
                form,
                x,
                text=x,
                key=[
                    "ga_id",
                    "ua",
                    "gtm",
                    "adsense",
                    "publishableKey",
                    "sitekey",
                    "deploy_key",
                    "public_key",
                ][i % 8],
                where="data",
            )

    # ------------------------------------------------------------- versions, user agents, prices, stats (26)
    vers = [
        "python-requests/2.31.0",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36",
        "crewai/0.86.0",
        "httpx/0.27.2",
        "v2.3.1",
        "OpenAPI 3.1.0",
    ]
    for i, x in enumerate(vers):
        if i < 3:
            add(
                "version",
                "en",
                "user agent / version header",
                x,
                text=x,
                hdr="User-Agent",
                where="data",
            )
        else:
            add("version", "en", "version string", x, text=f"version {x}", key="version")
    prices = [
        ("es", "$12,500 MXN", "Renta de departamento: $12,500 MXN mensuales, depósito de un mes."),
        (
            "es",
            "$2,350,000.00",
            "Casa en venta en Arboledas, precio $2,350,000.00, acepta crédito Infonavit.",
        ),
        ("pt", "R$ 1.299,90", "Geladeira por R$ 1.299,90 à vista."),
        ("es", "$18,000 a $22,000", "Sueldo: $18,000 a $22,000 mensuales más prestaciones de ley."),
        ("en", "$0.008 per request", "Pricing: $0.008 per request after the free tier."),
        ("es", "1,245,879", "Habitantes del municipio según el censo: 1,245,879"),
        ("es", "4,611,234", "Visitas al portal en 2023: 4,611,234"),
        ("en", "2950000", "totalEstimatedMatches: 2950000"),
        ("es", "55.123.456", "Presupuesto ejercido: 55.123.456 pesos"),
        (
            "es",
            "3312 4567 8901 234",
            "Número de serie del equipo: 3312 4567 8901 234 (garantía del fabricante)",
        ),
        ("es", "1,000 créditos", "Tu plan incluye 1,000 créditos por mes."),
        ("en", "x-ratelimit-remaining: 0", "x-ratelimit-limit: 60, x-ratelimit-remaining: 0"),
        ("es", "Calificación 9.4", "Promedio de aprovechamiento del grupo: Calificación 9.4"),
        ("es", "ext. 5501", "Dirección de Catastro ext. 5501"),
        ("en", "retry-after: 3600", "retry-after: 3600"),
        (
            "es",
            "Lote 12, Manzana 5",
            "Terreno en venta: Lote 12, Manzana 5 del Fraccionamiento Los Olivos, 160 m²",
        ),
        ("es", "CP 37440", "Cobertura de entrega gratis en CP 37440 y alrededores"),
        (
            "es",
            "Licitación LA-006000998-E12-2024",
            "Licitación LA-006000998-E12-2024, fallo el próximo lunes.",
        ),
        (
            "es",
            "Notaría Pública No. 227",
            "Ante la fe de la Notaría Pública No. 227 de la Ciudad de México",
        ),
        (
            "es",
            "Registro Sanitario 0321C2018 SSA",
            "Medicamento con Registro Sanitario 0321C2018 SSA",
        ),
    ]
    for i, (lang, x, t) in enumerate(prices):
        kind = "price" if any(c in x for c in "$R") else "number-or-code"
        if i % 2:
            add(kind, lang, "price / statistic / public code", x, html=f"<p>{esc(t)}</p>")
        else:
            add(kind, lang, "price / statistic / public code", x, text=t, key="content")
    return out
