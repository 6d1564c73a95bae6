"""Keepers of corpus 35: what must stay in a fixture, in everyday proportions.

Companies' published contacts and role mailboxes (also on .gob.mx), public offices'
contacts, addresses of offices and branches, company RFCs and CLABEs published for
payments, dates kept by seed §3, request and content ids, hashes, version strings,
documentation placeholders, masked numbers, prices, statistics, order and tracking ids.
All company names, domains under .com.mx and numbers are invented.
"""

from __future__ import annotations

import string
from typing import Any

from values import CITIES, MONTHS_EN, MONTHS_ES, Gen

E = dict[str, Any]

COMPANIES = [
    ("Ferretería El Martillo", "ferreteriaelmartillo.com.mx", "FEM"),
    ("Distribuidora Norteña de Abarrotes", "dinorab.com.mx", "DNA"),
    ("Clínica Dental Sonrisas del Bajío", "sonrisasdelbajio.mx", "CDS"),
    ("Notaría Pública 31 de Puebla", "notaria31puebla.com.mx", "NPP"),
    ("Colegio Juan de la Barrera", "colegiojdlb.edu.mx", "CJB"),
    ("Mueblería Hermanos Tapia", "muebleriatapia.com.mx", "MHT"),
    ("Laboratorio Clínico San Rafael", "labsanrafael.com.mx", "LCS"),
    ("Despacho Jurídico Orozco y Asociados", "orozcoasociados.mx", "DJO"),
    ("Transportes Rápidos del Golfo", "trgolfo.com.mx", "TRG"),
    ("Hotel Posada del Río", "posadadelrio.com.mx", "HPR"),
    ("Agencia de Viajes Cielo Azul", "cieloazulviajes.mx", "AVC"),
    ("Refaccionaria La Palma", "refaccionarialapalma.com.mx", "RLP"),
]  # fmt: skip
GOV = [
    "zapopan.gob.mx",
    "queretaro.gob.mx",
    "leon.gob.mx",
    "puebla.gob.mx",
    "merida.gob.mx",
    "monterrey.gob.mx",
    "sep.gob.mx",
    "imss.gob.mx",
    "salud.gob.mx",
    "jalisco.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "prensa",
    "atencion",
    "info",
    "citas",
    "rh",
    "cobranza",
    "reservaciones",
    "administracion",
]
GOV_ROLES = [
    "transparencia",
    "atencion.ciudadana",
    "oficialia.partes",
    "quejas",
    "contacto",
    "comunicacion.social",
    "unidad.transparencia",
    "denuncias",
]


def _e(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> E:
    assert value in text, (value, text)
    locale = kw.pop("locale", {"es": "es-MX", "en": "en", "pt": "pt-BR"}[lang])
    return {
        "kind": kind,
        "family": "keep",
        "lang": lang,
        "locale": locale,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def build(seed: int) -> list[E]:
    g = Gen(seed)
    r = g.r
    out: list[E] = []

    # role mailboxes: 48
    for i in range(48):
        name, dom, _ = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        style = i % 6
        if style == 0:
            out.append(_e("role-mailbox", "es", "contact line", v, f"{name} — Escríbenos a {v}"))
        elif style == 1:
            html = f'<p>Cotizaciones: <a href="mailto:{v}">{v}</a></p>'
            out.append(_e("role-mailbox", "es", "mailto link", v, v, html=html, where=("html",)))
        elif style == 2:
            v = v.upper()
            out.append(
                _e(
                    "role-mailbox",
                    "es",
                    "upper case in a directory",
                    v,
                    f"{name.upper()} | {v} | HORARIO 9 A 18 H",
                )
            )
        elif style == 3:
            v = f"mailto:{role}@{dom}?subject=Solicitud%20de%20informes"
            html = f'<p><a href="{v}">Solicita informes</a> — {name}</p>'
            out.append(
                _e("role-mailbox", "es", "mailto with a query", v, v, html=html, where=("html",))
            )
        elif style == 4:
            out.append(
                _e("role-mailbox", "es", "Reply-To of a newsletter", v, f"Reply-To: {name} <{v}>")
            )
        else:
            out.append(
                _e(
                    "role-mailbox",
                    "en",
                    "search snippet",
                    v,
                    f"{name} — Official site. For wholesale orders email {v} or visit our branches.",
                )
            )

    # government role mailboxes: 18
    for i in range(18):
        v = f"{GOV_ROLES[i % len(GOV_ROLES)]}@{GOV[i % len(GOV)]}"
        t = (
            f"Unidad de Transparencia: {v}, lunes a viernes de 9:00 a 15:00 h"
            if i % 3 == 0
            else f"Para aclaraciones sobre el padrón, escribir a {v}"
            if i % 3 == 1
            else f'{{"dependencia": "Gobierno Municipal", "correo": "{v}"}}'
        )
        out.append(_e("gov-role-mailbox", "es", "institutional mailbox on .gob.mx", v, t))

    # switchboards: 30
    for i in range(30):
        name, _, _ = COMPANIES[i % len(COMPANIES)]
        city, lada = list(CITIES.values())[i % len(CITIES)]
        num = lada + g.digits(10 - len(lada))
        a, b = num[: len(lada)], num[len(lada) :]
        style = i % 5
        if style == 0:
            v = f"({a}) {b[:-4]} {b[-4:]}"
            out.append(
                _e("switchboard", "es", "Conmutador", v, f"Conmutador: {v} — {name}, {city}")
            )
        elif style == 1:
            v = f"{a} {b[:-4]} {b[-4:]} ext. {r.randint(100, 4999)}"
            out.append(
                _e("switchboard", "es", "Tel. oficina with ext.", v, f"{name}. Tel. oficina {v}")
            )
        elif style == 2:
            v = f"+52 {a} {b[:-4]} {b[-4:]}"
            out.append(
                _e(
                    "switchboard",
                    "es",
                    "company Tel. in a footer",
                    v,
                    f"{name} · Tel. {v} · {city}",
                )
            )
        elif style == 3:
            v = f"{a}-{b[:-4]}-{b[-4:]}"
            out.append(
                _e(
                    "switchboard",
                    "es",
                    "Teléfonos de la sucursal",
                    v,
                    f"Sucursal {city}: Teléfonos {v} y {a}-{b[:-4]}-{int(b[-4:]) % 9000 + 1000}",
                )
            )
        else:
            v = f"+52 {a} {b[:-4]} {b[-4:]}"
            out.append(
                _e(
                    "switchboard",
                    "en",
                    "main office line in a snippet",
                    v,
                    f"{name} — Main office: {v}. Open Monday to Saturday.",
                )
            )

    # toll-free: 18
    for i in range(18):
        name, _, _ = COMPANIES[i % len(COMPANIES)]
        d = g.digits(7)
        v = [
            f"800 {d[:3]} {d[3:]}",
            f"01 800 {d[:3]} {d[3:]}",
            f"+52 800 {d[:3]} {d[3:]}",
            f"800-{d[:3]}-{d[3:]}",
        ][i % 4]
        out.append(
            _e("toll-free", "es", "800 number", v, f"Atención a clientes {name}: {v} (sin costo)")
        )

    # public officials' office contacts: 12
    for i in range(12):
        p = g.person()
        title = r.choice(
            [
                "Directora de Desarrollo Económico",
                "Titular de la Unidad de Transparencia",
                "Secretario del Ayuntamiento",
                "Director de Protección Civil",
            ]
        )
        city, lada = list(CITIES.values())[i % len(CITIES)]
        num = lada + g.digits(10 - len(lada))
        v = f"{num[: len(lada)]} {num[len(lada) : -4]} {num[-4:]} ext. {r.randint(1000, 4999)}"
        t = f"{r.choice(['Lic.', 'Mtra.', 'Ing.', 'Dr.'])} {p['name']}, {title}. Tel. oficina: {v}"
        out.append(
            _e("official-contact", "es", "public official's office phone (directorio)", v, t)
        )

    # company addresses: 24
    from values import COLONIAS, STREETS

    for i in range(24):
        name, _, _ = COMPANIES[i % len(COMPANIES)]
        city = list(CITIES.values())[i % len(CITIES)][0]
        v = f"{r.choice(STREETS)} {r.randint(10, 3000)}, {r.choice(COLONIAS)}, C.P. {r.randint(10000, 99999)}, {city}"
        t = [
            f"Sucursal Matriz: {v}",
            f"{name} — Oficinas: {v}, piso {r.randint(2, 12)}",
            f"Horario de atención en {v}: L-V 9 a 18 h",
            f"Visítanos en nuestra tienda: {v}",
        ][i % 4]
        out.append(_e("company-address", "es", "branch/office address", v, t))

    # company RFC: 14
    for i in range(14):
        name, _, ini = COMPANIES[i % len(COMPANIES)]
        rfc = g.rfc_pm(ini)
        t = (
            f"{name} S.A. de C.V. — RFC {rfc}"
            if i % 2 == 0
            else f'{{"emisor": {{"rfc": "{rfc}", "nombre": "{name.upper()} SA DE CV", "regimen": "601"}}}}'
        )
        out.append(_e("company-rfc", "es", "RFC persona moral of the issuer", rfc, t))

    # company CLABE published for payments: 10
    for i in range(10):
        name, _, _ = COMPANIES[i % len(COMPANIES)]
        c = g.clabe()
        t = f"Datos para pago: {name} S.A. de C.V., CLABE {c}, referencia: número de pedido"
        out.append(_e("company-clabe", "es", "company CLABE published for payments", c, t))

    # dates kept by seed §3: 30
    for i in range(30):
        y, m, d = r.choice([2023, 2024]), r.randint(1, 12), r.randint(1, 28)
        hh, mm = r.randint(0, 23), r.randint(0, 59)
        wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][r.randrange(7)]
        style = i % 6
        if style == 0:
            v = f"{wd}, {d:02d} {MONTHS_EN[m - 1][:3]} {y} {hh:02d}:{mm:02d}:{r.randint(0, 59):02d} GMT"
            out.append(_e("date", "en", "recorded date header", v, v, header="Date"))
        elif style == 1:
            v = f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00Z"
            out.append(
                _e(
                    "date",
                    "en",
                    "publishedAt field",
                    v,
                    f'{{"publishedAt": "{v}", "retrievedAt": "2024-12-03T10:15:00Z"}}',
                )
            )
        elif style == 2:
            v = f"{d} de {MONTHS_ES[m - 1]} de {y}"
            out.append(
                _e(
                    "date",
                    "es",
                    "publication date of a notice",
                    v,
                    f"Publicado el {v} en la Gaceta Municipal",
                )
            )
        elif style == 3:
            v = f"{d:02d}/{m:02d}/{y}"
            out.append(
                _e(
                    "date",
                    "es",
                    "DOF date",
                    v,
                    f"Acuerdo publicado en el DOF el {v}; entra en vigor al día siguiente.",
                )
            )
        elif style == 4:
            v = f"{y}-{m:02d}-{d:02d}"
            out.append(_e("date", "es", "last update of a page", v, f"Última actualización: {v}"))
        else:
            v = f"{wd}, {d:02d} {MONTHS_EN[m - 1][:3]} {y} {hh:02d}:{mm:02d}:00 GMT"
            out.append(
                _e("date", "en", "recorded last-modified header", v, v, header="last-modified")
            )

    # request ids: 22
    for i in range(22):
        if i % 3 == 0:
            v = g.uuid()
            out.append(_e("request-id", "en", "x-request-id header", v, v, header="x-request-id"))
        elif i % 3 == 1:
            v = g.uuid()
            out.append(
                _e(
                    "request-id",
                    "en",
                    "request_id in a response",
                    v,
                    f'{{"request_id": "{v}", "response_time": 1.42}}',
                )
            )
        else:
            v = f"req_{g.alnum(24, string.ascii_lowercase + string.digits)}"
            out.append(
                _e(
                    "request-id",
                    "en",
                    "req_ id in an error body",
                    v,
                    f'{{"type": "error", "error": {{"type": "rate_limit_error"}}, "request_id": "{v}"}}',
                )
            )

    # content ids: 18
    for i in range(18):
        style = i % 6
        if style == 0:
            v = f"10.{r.randint(1000, 9999)}/{g.alnum(8, string.ascii_lowercase + string.digits)}"
            out.append(_e("content-id", "en", "DOI", v, f"doi: {v}"))
        elif style == 1:
            v = f"{r.randint(2301, 2412)}.{g.digits(5)}"
            out.append(_e("content-id", "en", "arXiv id", v, f"https://arxiv.org/abs/{v}"))
        elif style == 2:
            v = f"{g.digits(7)}"
            out.append(
                _e(
                    "content-id",
                    "es",
                    "article id in a news URL",
                    v,
                    f"https://www.diario-ejemplo.mx/nota/{v}-inauguran-mercado",
                )
            )
        elif style == 3:
            v = g.alnum(11, string.ascii_letters + string.digits + "-_")
            out.append(
                _e("content-id", "en", "video id", v, f"https://www.youtube.com/watch?v={v}")
            )
        elif style == 4:
            v = f"NOM-{r.randint(1, 250):03d}-SSA1-{r.choice([2012, 2018, 2021])}"
            out.append(
                _e(
                    "content-id",
                    "es",
                    "NOM identifier",
                    v,
                    f"Conforme a la {v}, el etiquetado debe indicar...",
                )
            )
        else:
            v = f"{g.digits(2)}-{g.digits(6)}"
            out.append(
                _e(
                    "content-id",
                    "es",
                    "expediente of a public tender",
                    v,
                    f"Licitación pública nacional LA-{v}",
                )
            )

    # hashes: 18
    for i in range(18):
        style = i % 4
        if style == 0:
            v = g.sha256()
            out.append(
                _e("hash", "en", "sha256 of the original body", v, f'{{"sha256_original": "{v}"}}')
            )
        elif style == 1:
            v = g.hexs(32)
            out.append(_e("hash", "en", "weak ETag header", v, f'W/"{v}"', header="etag"))
        elif style == 2:
            v = g.hexs(40)
            out.append(_e("hash", "en", "commit SHA", v, f"snapshot commit {v}"))
        else:
            v = "sha384-" + g.alnum(64, string.ascii_letters + string.digits + "+/")
            html = f"<p>Integridad del script: <code>{v}</code></p>"
            out.append(_e("hash", "en", "SRI hash", v, v, html=html, where=("html",)))

    # versions: 16
    for i in range(16):
        v = [
            f"python-httpx/0.{r.randint(20, 28)}.{r.randint(0, 9)}",
            f"tavily-python=={r.randint(0, 1)}.{r.randint(1, 9)}.{r.randint(0, 9)}",
            f"v{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 15)}",
            f"OpenAI/Python {r.randint(1, 2)}.{r.randint(0, 60)}.{r.randint(0, 9)}",
        ][i % 4]
        t = [f"User-Agent: {v}", f"requirements: {v}", f"API version {v} (2024-11-20)", v][i % 4]
        if i % 4 == 3:
            out.append(_e("version", "en", "recorded user-agent header", v, t, header="user-agent"))
        else:
            out.append(_e("version", "en", "version string", v, t))

    # placeholders: 24
    ph = [
        "YOUR_API_KEY",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "sk-...",
        "<TU_API_KEY>",
        "${TAVILY_API_KEY}",
        "redacted@example.test",
        "+52-000-000-0000",
        "Bearer <token>",
        "AAAA000000HDFXXX00",
        "xxxx-xxxx-xxxx-xxxx",
        "{{BRAVE_API_KEY}}",
        "fc-YOUR-KEY",
    ]
    for i in range(24):
        v = ph[i % len(ph)]
        if "<" in v:
            vv = v.replace("<", "&lt;").replace(">", "&gt;")
            t = f"Sustituye {v} por tu clave antes de ejecutar el ejemplo."
            html = f"<p>Sustituye <code>{vv}</code> por tu clave antes de ejecutar el ejemplo.</p>"
            if i % 2:
                out.append(
                    _e(
                        "placeholder",
                        "es",
                        "documentation placeholder in a page",
                        vv,
                        html,
                        html=html,
                        where=("html",),
                    )
                )
            else:
                out.append(
                    _e(
                        "placeholder",
                        "es",
                        "documentation placeholder in a field",
                        v,
                        t,
                        where=("json", "yaml"),
                    )
                )
        else:
            if "@" in v:
                t, lang = f"Correo del solicitante: {v} (dato redactado)", "es"
            elif v.startswith("+52"):
                t, lang = f"Teléfono: {v} (dato redactado)", "es"
            elif v.startswith("AAAA"):
                t, lang = f"CURP (ejemplo de formato): {v}", "es"
            else:
                t = [
                    f"api_key: {v}",
                    f"Reemplaza {v} con tu llave de la API",
                    f'"authorization": "{v}"',
                    f"Define la variable con tu clave, p. ej. {v}",
                ][i % 4]
                lang = "es" if i % 4 in (1, 3) else "en"
            out.append(_e("placeholder", lang, "placeholder / redaction marker", v, t))

    # masked numbers: 16
    for i in range(16):
        v = [
            f"**** **** **** {g.digits(4)}",
            f"terminación {g.digits(4)}",
            f"XXXXXXXXXXXXXX{g.digits(4)}",
            f"55 **** {g.digits(4)}",
        ][i % 4]
        t = [
            f"Pagado con Visa {v}",
            f"Tarjeta con {v}",
            f"CLABE {v}",
            f"Te enviamos un código al {v}",
        ][i % 4]
        out.append(_e("masked", "es", "masked card / account / phone", v, t))

    # prices: 22
    for i in range(22):
        n = r.randint(50, 250000)
        v = [
            f"${n:,}.00 MXN",
            f"$ {n:,}",
            f"USD {r.randint(1, 20) / 1000:.3f}",
            f"R$ {n:,}".replace(",", "."),
            f"{n:,} pesos",
        ][i % 5]
        t = [
            f"Precio: {v} IVA incluido",
            f"Renta mensual {v}",
            f"Costo por búsqueda: {v}",
            f"Preço: {v} à vista",
            f"Cuota de recuperación: {v}",
        ][i % 5]
        out.append(_e("price", "pt" if i % 5 == 3 else "es", "price", v, t))

    # statistics: 10
    for i in range(10):
        n = r.randint(100000, 9999999999)
        v = f"{n:,}" if i % 2 else str(n)
        t = (
            f"Población total: {v} habitantes (Censo 2020)"
            if i % 2
            else f'{{"estimatedMatches": {v}}}'
        )
        out.append(_e("statistic", "es" if i % 2 else "en", "count / statistic", v, t))

    # order / tracking: 14
    for i in range(14):
        style = i % 4
        if style == 0:
            v = f"#{g.digits(10)}"
            out.append(_e("order-number", "es", "order number", v, f"Tu pedido {v} va en camino"))
        elif style == 1:
            v = "1Z" + g.alnum(16, string.ascii_uppercase + string.digits)
            out.append(_e("tracking-number", "es", "UPS tracking", v, f"Guía de rastreo: {v}"))
        elif style == 2:
            v = f"{g.digits(22)}"
            out.append(
                _e("tracking-number", "es", "22-digit tracking", v, f"Número de guía Estafeta {v}")
            )
        else:
            v = f"2024-{g.digits(8)}"
            out.append(
                _e("order-number", "es", "folio", v, f"Folio de solicitud de información {v}")
            )
    return out
