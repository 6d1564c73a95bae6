# ruff: noqa: E501
"""Keepers of corpus 19 (label ``keep``): values that must not be flagged.

Each entry: ``(kind, lang, form, text, value)``; ``text`` starting with ``HDR:Name:`` is a
recorded header. They are written to look like the positives (same shapes, same places).
"""

from __future__ import annotations

import hashlib
import random

from ids import clabe, ean13, hexs, isbn13, issn, rand, rfc_moral, uid

COMPANIES = [
    ("Abarrotes La Esperanza", "abarroteslaesperanza.com.mx"),
    ("Grupo Ferretero Tlaquepaque", "gftlaquepaque.mx"),
    ("Clínica Dental Sonrisas del Bajío", "sonrisasdelbajio.com"),
    ("Mueblería Hernández e Hijos", "muebleriahernandez.com.mx"),
    ("Colegio Montessori Xochimilco", "montessorixochimilco.edu.mx"),
    ("Transportes Rápidos del Norte", "trn.com.mx"),
    ("Editorial Cuatro Vientos", "cuatrovientos.mx"),
    ("Hotel Casa Azul Oaxaca", "casaazuloaxaca.com"),
    ("Laboratorios Médicos Polanco", "labpolanco.com.mx"),
    ("Despacho Contable Ruiz y Asociados", "ruizasociados.mx"),
    ("Cafetería El Portal", "elportalcafe.mx"),
    ("Inmobiliaria Vista Real", "vistareal.com.mx"),
]
GOB = [
    "sep.gob.mx",
    "imss.gob.mx",
    "sat.gob.mx",
    "profeco.gob.mx",
    "salud.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "conapred.org.mx",
    "banxico.org.mx",
    "condusef.gob.mx",
    "issste.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "prensa",
    "info",
    "reclutamiento",
    "privacidad",
    "datos.personales",
    "compras",
    "cobranza",
    "reservaciones",
    "citas",
    "admisiones",
    "hola",
    "comunicacion",
    "rh",
    "noreply",
    "servicio",
]
GOB_ROLES = [
    "contacto",
    "transparencia",
    "atencion.ciudadana",
    "quejas",
    "unidad.enlace",
    "comunicacion.social",
    "oficialia.partes",
    "denuncias",
    "asesoria",
    "buzon",
]
AREAS = ["55", "33", "81", "222", "442", "477", "614", "662", "999", "998", "951", "443"]


def build(r: random.Random) -> list[tuple[str, str, str, str, str]]:
    out: list[tuple[str, str, str, str, str]] = []

    def add(kind: str, lang: str, form: str, text: str, value: str) -> None:
        assert value in text, (kind, text)
        out.append((kind, lang, form, text, value))

    def num(area: str) -> tuple[str, str]:
        rest = str(r.randint(2, 9)) + "".join(str(r.randint(0, 9)) for _ in range(9 - len(area)))
        return (rest[:4], rest[4:]) if len(area) == 2 else (rest[:3], rest[3:])

    # ---------------------------------------------------------------- role mailboxes (40)
    rm_forms = [
        ("es", "prose", "Para cotizaciones escribe a {v}"),
        ("es", "upper case", "INFORMES: {V}"),
        (
            "es",
            "mailto with query",
            '<a href="mailto:{v}?subject=Cotizaci%C3%B3n&amp;body=Hola">Escríbenos</a>',
        ),
        ("en", "Reply-To header", "Reply-To: {c} <{v}>"),
        ("es", "footer", "{c} · {v} · Todos los derechos reservados"),
        ("es", "privacy notice", "Para ejercer tus derechos ARCO envía tu solicitud a {v}"),
        ("es", "job ad", "Envía tu CV a {v} con el asunto «Vacante almacén»"),
        ("es", "vCard of a company", "EMAIL;TYPE=WORK:{v}"),
        ("pt", "prose", "Dúvidas? Fale com a equipe pelo e-mail {v}"),
        ("es", "csv of branches", "Sucursal Centro,{v},Lun-Sáb 9:00-19:00"),
    ]
    for i in range(40):
        lang, form, t = rm_forms[i % len(rm_forms)]
        c, dom = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        if form == "upper case":
            v = v.upper()
            text = t.format(V=v)
        else:
            text = t.format(v=v, c=c)
        if form == "mailto with query":
            v = f"mailto:{v}?subject=Cotizaci%C3%B3n&amp;body=Hola"
        add("role-mailbox", lang, form, text, v)

    # ---------------------------------------------------------------- government mailboxes (20)
    gm_forms = [
        ("es", "prose", "Dudas sobre el trámite: {v}"),
        ("es", "transparency", "Unidad de Transparencia — correo: {v}, horario 9:00 a 15:00"),
        ("es", "upper case", "CORREO INSTITUCIONAL: {V}"),
        ("es", "mailto", '<a href="mailto:{v}">{v}</a>'),
        ("en", "prose", "Complaints can be filed at {v}"),
    ]
    for i in range(20):
        lang, form, t = gm_forms[i % len(gm_forms)]
        v = f"{GOB_ROLES[i % len(GOB_ROLES)]}@{GOB[i % len(GOB)]}"
        if form == "upper case":
            v = v.upper()
        add("gov-role-mailbox", lang, form, t.format(v=v, V=v), v)

    # ---------------------------------------------------------------- switchboards (34)
    sw_forms = [
        ("es", "conmutador", "Conmutador: {v}"),
        ("es", "tel oficina ext", "Tel. oficina {v} ext. {e}"),
        ("es", "branch", "Sucursal {c}: {v}, lunes a viernes de 9 a 18 h"),
        ("es", "help desk", "Mesa de ayuda {v}, opción 3"),
        ("es", "company footer", "{c} — Tel. {v} — Horario de atención 8:00-17:00"),
        ("en", "office line", "Main office: {v} ext. {e}"),
        ("es", "conmutador with extensions", "Conmutador {v}, exts. {e} y {e2}"),
        ("es", "vCard of a company", "TEL;TYPE=WORK,VOICE:{v}"),
        ("es", "reservations", "Reservaciones al {v} (recepción del hotel)"),
        ("pt", "central", "Central de atendimento da empresa: {v}"),
        ("es", "institutional", "Atención ciudadana: {v} ext. {e}"),
    ]
    for i in range(34):
        lang, form, t = sw_forms[i % len(sw_forms)]
        area = AREAS[i % len(AREAS)]
        a, b = num(area)
        v = [
            f"{area} {a} {b}",
            f"({area}) {a}-{b}",
            f"+52 {area} {a} {b}",
            f"{area}-{a}-{b}",
            f"{area}.{a}.{b}",
        ][i % 5]
        c = COMPANIES[i % len(COMPANIES)][0]
        add(
            "switchboard",
            lang,
            form,
            t.format(v=v, e=r.randint(100, 9999), e2=r.randint(100, 9999), c=c),
            v,
        )

    # ---------------------------------------------------------------- toll-free (22)
    for i in range(22):
        a, b = f"{r.randint(0, 999):03d}", f"{r.randint(0, 9999):04d}"
        v = [
            f"800 {a} {b}",
            f"01 800 {a} {b}",
            f"+52 800 {a} {b}",
            f"800-{a}-{b}",
            f"01-800-{a}-{b}",
            f"(800) {a}-{b}",
            f"800{a}{b}",
            f"+1 800 {a} {b}",
        ][i % 8]
        t = [
            "Línea gratuita {v}",
            "Llama sin costo al {v}",
            "Atención a clientes {v} (lada sin costo)",
            "Toll-free: {v}",
            "LOCATEL / orientación: {v}",
            "Reportes de robo de tarjeta: {v}, las 24 horas",
            "Ligação gratuita: {v}",
        ][i % 7]
        lang = "en" if "Toll" in t else ("pt" if "Liga" in t else "es")
        add("toll-free", lang, "toll-free number", t.format(v=v), v)

    # ---------------------------------------------------------------- official contacts (18)
    officials = [
        ("Lic. Martha Elena Solís Robles", "Titular de la Unidad de Transparencia"),
        ("Mtro. Rodrigo Anaya Fuentes", "Director General de Comunicación Social"),
        ("Dra. Patricia Villaseñor Gil", "Coordinadora de Atención Ciudadana"),
        ("Ing. Samuel Cortés Leyva", "Director de Tecnologías de la Información"),
        ("C.P. Laura Beatriz Ochoa", "Tesorera Municipal"),
        ("Lic. Ernesto Ugalde Paz", "Secretario del Ayuntamiento"),
    ]
    for i in range(18):
        n, role = officials[i % len(officials)]
        area = AREAS[i % len(AREAS)]
        a, b = num(area)
        dom = GOB[i % len(GOB)]
        forms = [
            (
                "directory row with switchboard + ext",
                f"{n}, {role} — Conmutador {area} {a} {b} ext. {r.randint(1000, 9999)}",
                f"{area} {a} {b}",
            ),
            (
                "directory row with institutional mailbox",
                f"{n} | {role} | {GOB_ROLES[i % len(GOB_ROLES)]}@{dom}",
                f"{GOB_ROLES[i % len(GOB_ROLES)]}@{dom}",
            ),
            (
                "directory row, published name + office line",
                f"{role}: {n}. Tel. oficina ({area}) {a}-{b}, ext. {r.randint(100, 999)}",
                f"({area}) {a}-{b}",
            ),
        ]
        form, text, v = forms[i % 3]
        add("official-contact", "es", form, text, v)

    # ---------------------------------------------------------------- company addresses (24)
    streets = [
        "Av. Paseo de la Reforma",
        "Av. Insurgentes Sur",
        "Blvd. Adolfo López Mateos",
        "Av. Constitución",
        "Calle Hidalgo",
        "Av. Vallarta",
        "Calz. Independencia",
        "Privada de la Industria",
    ]
    cols = [
        ("Col. Juárez", "06600", "Cuauhtémoc, CDMX"),
        ("Col. Del Valle", "03100", "Benito Juárez, CDMX"),
        ("Col. Centro", "64000", "Monterrey, N.L."),
        ("Col. Arcos Vallarta", "44130", "Guadalajara, Jal."),
        ("Parque Industrial Querétaro", "76220", "Santa Rosa Jáuregui, Qro."),
    ]
    ca_forms = [
        ("es", "head office", "Oficinas corporativas: {a}"),
        ("es", "branch", "Sucursal {c}: {a} (a un costado del Oxxo)"),
        ("es", "invoice issuer", "Emisor: {c} S.A. de C.V., domicilio fiscal {a}"),
        ("es", "venue", "Sede del congreso: Centro de Convenciones, {a}"),
        ("en", "company HQ", "Headquarters: {a}"),
        ("es", "government office", "Oficialía de partes de la Secretaría: {a}, planta baja"),
    ]
    for i in range(24):
        lang, form, t = ca_forms[i % len(ca_forms)]
        st = streets[i % len(streets)]
        col, cp, mun = cols[i % len(cols)]
        n = r.randint(10, 2000)
        a = [
            f"{st} {n}, piso {r.randint(2, 30)}, {col}, C.P. {cp}, {mun}",
            f"{st} #{n}, local {r.randint(1, 40)}, {col}, C.P. {cp}, {mun}",
            f"{st} No. {n}, Torre B, {col}, {mun}, CP {cp}",
            f"{st} núm. {n}, {col}, C.P. {cp}, {mun}",
        ][i % 4]
        add("company-address", lang, form, t.format(a=a, c=COMPANIES[i % len(COMPANIES)][0]), a)

    # ---------------------------------------------------------------- company RFC (16)
    for i in range(16):
        x = rfc_moral(r)
        c = COMPANIES[i % len(COMPANIES)][0]
        t = [
            "{c} S.A. de C.V. — RFC {v}",
            "Emisor: {c}, R.F.C. {v}, régimen 601",
            "Datos fiscales de la empresa: RFC {v}",
            "Proveedor {c} (RFC: {v}) — factura A-1093",
        ][i % 4]
        v = x if i % 3 else f"{x[:3]}-{x[3:9]}-{x[9:]}"
        add("company-rfc", "es", "company RFC (persona moral)", t.format(c=c, v=v), v)
    for v, t in [
        ("XAXX010101000", "RFC genérico para público en general: {v}"),
        ("XEXX010101000", "Para extranjeros sin RFC use el genérico {v}"),
    ]:
        add("company-rfc", "es", "SAT generic RFC", t.format(v=v), v)

    # ---------------------------------------------------------------- company CLABE (10)
    for i in range(10):
        x = clabe(r)
        c = COMPANIES[i % len(COMPANIES)][0]
        t = [
            "Depósitos a nombre de {c} S.A. de C.V., CLABE {v}",
            "Donativos: Fundación {c} A.C., cuenta CLABE {v} (Banorte)",
            "Pago de colegiaturas a la cuenta de la institución, CLABE {v}",
            "Datos bancarios del proveedor {c}: CLABE {v}",
            "Referencia de pago SAT: línea de captura y CLABE {v} de la Tesorería",
        ][i % 5]
        v = x if i % 2 else f"{x[:3]} {x[3:6]} {x[6:17]} {x[17]}"
        add("company-clabe", "es", "company bank account", t.format(c=c, v=v), v)

    # ---------------------------------------------------------------- placeholders (34)
    ph = [
        ("es", "CURP placeholder", "CURP: XXXX000000XXXXXX00", "XXXX000000XXXXXX00"),
        (
            "es",
            "CURP format hint",
            "Formato de CURP: AAAA######HAAAAA## (18 caracteres)",
            "AAAA######HAAAAA##",
        ),
        ("es", "RFC placeholder", "RFC: XXXX999999XXX (escribe el tuyo)", "XXXX999999XXX"),
        (
            "es",
            "redacted email",
            "Correo del solicitante: redacted@example.test",
            "redacted@example.test",
        ),
        ("es", "redacted phone", "Teléfono: +52-000-000-0000", "+52-000-000-0000"),
        ("es", "example email", "Ejemplo: tu.nombre@ejemplo.com", "tu.nombre@ejemplo.com"),
        ("en", "example email", "e.g. jane.doe@example.com", "jane.doe@example.com"),
        ("en", "key placeholder", "OPENAI_API_KEY=sk-...", "sk-..."),
        (
            "en",
            "key placeholder",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        ("en", "env reference", "api_key: ${BRAVE_API_KEY}", "${BRAVE_API_KEY}"),
        ("en", "template", "token: {{ secrets.FIRECRAWL_TOKEN }}", "{{ secrets.FIRECRAWL_TOKEN }}"),
        ("es", "angle placeholder", "Authorization: Bearer <TU_TOKEN>", "<TU_TOKEN>"),
        ("en", "placeholder", "x-api-key: YOUR_API_KEY", "YOUR_API_KEY"),
        (
            "en",
            "masked key in error",
            "Incorrect API key provided: sk-proj-********************************a1Zx",
            "sk-proj-********************************a1Zx",
        ),
        ("es", "masked card", "Tarjeta terminación **** **** **** 4821", "**** **** **** 4821"),
        ("es", "masked card", "Pagado con VISA •••• 0093", "•••• 0093"),
        ("es", "masked CLABE", "CLABE registrada: ************5512", "************5512"),
        ("es", "masked phone", "Te enviamos un código al 55****1234", "55****1234"),
        ("es", "masked email", "Enviamos el enlace a j***@g***.com", "j***@g***.com"),
        (
            "en",
            "AWS docs example",
            "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
            "AKIAIOSFODNN7EXAMPLE",
        ),
        (
            "en",
            "AWS docs example",
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "en",
            "test card labelled",
            "Stripe test card (sandbox only): 4242 4242 4242 4242",
            "4242 4242 4242 4242",
        ),
        (
            "en",
            "connection placeholder",
            "DATABASE_URL=postgres://user:password@localhost:5432/app",
            "postgres://user:password@localhost:5432/app",
        ),
        ("es", "passport placeholder", "Número de pasaporte: G00000000 (ejemplo)", "G00000000"),
        ("es", "date placeholder", "Fecha de nacimiento: DD/MM/AAAA", "DD/MM/AAAA"),
        (
            "es",
            "address placeholder",
            "Domicilio: Calle, número, colonia, C.P.",
            "Calle, número, colonia, C.P.",
        ),
        (
            "en",
            "placeholder token",
            "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        ("es", "phone placeholder", "Celular: (55) 0000-0000", "(55) 0000-0000"),
        ("en", "redacted marker", "Authorization: [REDACTED]", "[REDACTED]"),
        ("en", "redacted", "api_key=<redacted>", "<redacted>"),
        ("es", "NSS placeholder", "NSS: 00000000000 (11 dígitos)", "00000000000"),
        (
            "es",
            "INE placeholder",
            "Clave de elector: ABCDEF00000000H000 (ejemplo del instructivo)",
            "ABCDEF00000000H000",
        ),
        ("en", "jwt placeholder", "Authorization: Bearer eyJhbGciOi...", "eyJhbGciOi..."),
        (
            "es",
            "account placeholder",
            "OpenAI-Organization: org-XXXXXXXXXXXXXXXX",
            "org-XXXXXXXXXXXXXXXX",
        ),
    ]
    for lang, form, t, v in ph:
        add("placeholder", lang, form, t, v)

    # ---------------------------------------------------------------- dates (28)
    months = [
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
    for i in range(28):
        y, m, d = r.randint(1990, 2025), r.randint(1, 12), r.randint(1, 28)
        v = [
            f"{d} de {months[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{months[m - 1][:3].upper()}-{y}",
            f"{d:02d}.{m:02d}.{y}",
        ][i % 5]
        t = [
            "Publicado el {v}",
            "DOF {v}: decreto por el que se reforma la Ley",
            "Última actualización: {v}",
            "Fecha de publicación {v}",
            "El evento se realizará el {v} en el auditorio",
            "Fundada el {v} en Puebla",
            "Vigencia de la convocatoria: hasta el {v}",
            "Reforma publicada en el Periódico Oficial el {v}",
            "Fecha de corte: {v}",
            "Boletín de prensa No. 231/2024, {v}",
        ][i % 10]
        add("date", "es", "publication/event date", t.format(v=v), v)

    # ---------------------------------------------------------------- historical/public figures (16)
    figures = [
        (
            "es",
            "Sor Juana Inés de la Cruz (12 de noviembre de 1648 – 17 de abril de 1695)",
            "12 de noviembre de 1648",
        ),
        (
            "es",
            "Benito Juárez nació el 21 de marzo de 1806 en San Pablo Guelatao",
            "21 de marzo de 1806",
        ),
        (
            "es",
            "Frida Kahlo (Coyoacán, 6 de julio de 1907 – 13 de julio de 1954)",
            "6 de julio de 1907",
        ),
        ("en", "Octavio Paz (March 31, 1914 – April 19, 1998), Nobel laureate", "March 31, 1914"),
        ("es", "Octavio Paz, Premio Nobel de Literatura 1990", "Premio Nobel de Literatura 1990"),
        (
            "es",
            "Emiliano Zapata Salazar (8 de agosto de 1879 - 10 de abril de 1919)",
            "8 de agosto de 1879",
        ),
        (
            "es",
            "Claudia Sheinbaum Pardo, presidenta de los Estados Unidos Mexicanos",
            "presidenta de los Estados Unidos Mexicanos",
        ),
        (
            "es",
            "Victoria Rodríguez Ceja, gobernadora del Banco de México",
            "gobernadora del Banco de México",
        ),
        (
            "es",
            "La ministra presidenta de la SCJN encabezó la sesión del pleno",
            "ministra presidenta de la SCJN",
        ),
        ("en", "Gabriel García Márquez was born in Aracataca in 1927", "born in Aracataca in 1927"),
        (
            "es",
            "Leona Vicario (10 de abril de 1789 – 21 de agosto de 1842), insurgente",
            "10 de abril de 1789",
        ),
        (
            "es",
            "Mario Molina, Premio Nobel de Química 1995, nació en la Ciudad de México",
            "Premio Nobel de Química 1995",
        ),
        (
            "es",
            "El secretario de Hacienda presentó el Paquete Económico 2025",
            "secretario de Hacienda",
        ),
        (
            "pt",
            "Machado de Assis (21 de junho de 1839 – 29 de setembro de 1908)",
            "21 de junho de 1839",
        ),
        (
            "es",
            "Rosario Castellanos, embajadora en Israel de 1971 a 1974",
            "embajadora en Israel de 1971 a 1974",
        ),
        (
            "es",
            "Diego Rivera pintó los murales de Palacio Nacional entre 1929 y 1951",
            "entre 1929 y 1951",
        ),
    ]
    for lang, t, v in figures:
        add("public-figure", lang, "public figure's public role or historical dates", t, v)

    # ---------------------------------------------------------------- statistics (30)
    stats = [
        "La Ciudad de México tiene 9,209,944 habitantes (Censo 2020)",
        "El 77.7% de la población se declaró católica en el Censo 2020",
        "23.2 millones de personas se autoidentifican como indígenas (INEGI)",
        "La prevalencia de diabetes en adultos es de 18.3% (ENSANUT 2022)",
        "El SNTE agrupa a cerca de 1.6 millones de trabajadores de la educación",
        "2.5 millones de personas se reconocen afromexicanas",
        "Tasa de desocupación de octubre: 2.5%",
        "Se atendieron 4,615,238 consultas en el primer trimestre",
        "Total de registros procesados: 5512873490",
        "Descargas acumuladas de la app: 3312458901",
        "Inflación anual de 4.21% en la primera quincena",
        "Salario mínimo general 2025: $278.80 diarios",
        "Sueldo ofrecido para la vacante: $18,000 a $22,000 mensuales",
        "Precio: $12,499.00 MXN IVA incluido",
        "El PIB creció 1.5% anual en el tercer trimestre",
        "El parque vehicular de Jalisco supera los 3.9 millones de unidades",
        "Promedio de 8.7 años de escolaridad en la población de 15 años y más",
        "Se registraron 1,820 casos de dengue en la semana 34",
        "Tipo de cambio FIX: 17.1505 pesos por dólar",
        "Población afiliada a algún sindicato: 12.4% de los asalariados",
        "1 de cada 5 mexicanos vive con alguna discapacidad (estimación)",
        "Ventas mismas tiendas +6.3% en noviembre",
        "Remesas de septiembre: 5,318 millones de dólares",
        "Páginas vistas este mes: 4421093387",
        "Monto promedio del crédito hipotecario: $1,245,000",
        "El padrón electoral suma 98,329,591 ciudadanos",
        "Latencia p95 de 812 ms en 2,400 consultas",
        "Costo por consulta: 0.0042 USD",
        "Participación ciudadana de 61.04% en la elección",
        "Ingreso promedio trimestral por hogar: $63,695",
    ]
    import re as _re

    for t in stats:
        v = _re.search(r"[$]?[\d][\d,.]*", t).group(0)  # type: ignore[union-attr]
        add("statistic", "es", "statistic or price", t, v)

    # ---------------------------------------------------------------- hashes (24)
    for i in range(24):
        data = f"capture-{i}-{r.random()}".encode()
        sha1 = hashlib.sha1(data).hexdigest()
        sha256 = hashlib.sha256(data).hexdigest()
        md5 = hashlib.md5(data).hexdigest()
        b64 = __import__("base64").b64encode(hashlib.sha384(data).digest()).decode()
        t, v = [
            (f"commit {sha1}", sha1),
            (f"sha256: {sha256}", sha256),
            (f"sha256_original: {sha256}", sha256),
            (f"Fixed in {sha1[:7]} (merge of #2291)", sha1[:7]),
            (f'ETag: "{md5}"', md5),
            (f'integrity="sha384-{b64}"', f"sha384-{b64}"),
            (f"{sha256}  fixtures/brave/results.json", sha256),
            (f"md5sum del archivo: {md5}", md5),
            (f"git rev-parse HEAD → {sha1}", sha1),
            (f"docker pull ghcr.io/acme/crawler@sha256:{sha256}", f"sha256:{sha256}"),
            (f"SHA256 fingerprint: SHA256:{b64[:43]}", f"SHA256:{b64[:43]}"),
            (f"blob {sha1}", sha1),
        ][i % 12]
        add("hash", "en", "hash / digest (not a secret)", t, v)

    # ---------------------------------------------------------------- uuids / request ids (22)
    for i in range(22):
        u = uid(r)
        t = [
            f"HDR:x-request-id:{u}",
            f"request_id: {u}",
            f"HDR:CF-Ray:{hexs(r, 16)}-QRO",
            f"Dataset en datos.gob.mx: {u}",
            f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01",
            f"HDR:X-Amz-Cf-Id:{rand(r, 56)}==",
            f"job_id={u} status=queued",
            f'"id": "{u}", "object": "response"',
            f"HDR:apim-request-id:{u}",
            f"Error {u}: upstream timeout",
            f"run {u} finished in 3.2s",
        ][i % 11]
        v = (
            t.split(":", 2)[2]
            if t.startswith("HDR:")
            else (u if u in t else t.split("-", 1)[1].split("-")[0])
        )
        if "CF-Ray" in t or "X-Amz" in t:
            v = t.split(":", 2)[2]
        if t.startswith("traceparent"):
            v = t.split(" ", 1)[1]
        add("uuid", "en", "request / resource id (not secret)", t, v)

    # ---------------------------------------------------------------- order / tracking / case numbers (30)
    for i in range(30):
        t, v = [
            lambda: (f"Pedido #{(n := r.randint(10**8, 10**9))}", str(n)),
            lambda: (f"Número de guía DHL: {(n := r.randint(10**9, 10**10 - 1))}", str(n)),
            lambda: (
                f"Rastreo UPS 1Z{(x := rand(r, 16, '0123456789ABCDEFGHJKLMNPRSTVWXYZ'))}",
                "1Z" + x,
            ),
            lambda: (f"Guía Estafeta {(n := ''.join(str(r.randint(0, 9)) for _ in range(22)))}", n),
            lambda: (
                f"Expediente {r.randint(100, 9999)}/2024 del Juzgado Tercero de Distrito",
                "/2024 del Juzgado",
            ),
            lambda: (
                f"Folio de la solicitud de transparencia: {(n := '3300' + ''.join(str(r.randint(0, 9)) for _ in range(11)))}",
                n,
            ),
            lambda: (f"Amparo en revisión {r.randint(10, 999)}/2023, Segunda Sala", "Segunda Sala"),
            lambda: (f"Orden de compra OC-2025-{(n := r.randint(10000, 99999))}", f"OC-2025-{n}"),
            lambda: (f"Ticket de soporte #{(n := r.randint(100000, 999999))}", f"#{n}"),
            lambda: (f"Folio de factura: A-{(n := r.randint(1000, 99999))}", f"A-{n}"),
        ][i % 10]()
        add("order-number", "es", "order / tracking / case number", t, v)

    # ---------------------------------------------------------------- SKU / EAN / ISBN / ISSN / DOI (26)
    for i in range(26):
        t, v = [
            lambda: (f"Código de barras EAN-13: {(x := ean13(r))}", x),
            lambda: (f"ISBN {(x := isbn13(r))}", x),
            lambda: (
                f"ISBN: {(x := isbn13(r))[:3]}-{x[3:5]}-{x[5:9]}-{x[9:12]}-{x[12]}",
                f"{x[:3]}-{x[3:5]}-{x[5:9]}-{x[9:12]}-{x[12]}",
            ),
            lambda: (f"ISSN {(x := issn(r))} (versión impresa)", x),
            lambda: (
                f"https://doi.org/10.{r.randint(1000, 9999)}/{(x := rand(r, 8, 'abcdefghijklmnopqrstuvwxyz0123456789'))}",
                x,
            ),
            lambda: (f"SKU: FER-{(x := rand(r, 6, '0123456789'))}-MX", f"FER-{x}-MX"),
            lambda: (
                f"Modelo {rand(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-{(x := r.randint(1000, 9999))}, garantía 1 año",
                str(x),
            ),
        ][i % 7]()
        add("product-id", "es", "SKU / barcode / ISBN / DOI", t, v)

    # ---------------------------------------------------------------- server IPs / analytics / public keys (22)
    infra = [
        ("DNS público: 8.8.8.8 y 1.1.1.1", "8.8.8.8"),
        ("El host resuelve a 104.18.32.7 (Cloudflare)", "104.18.32.7"),
        ("Red de documentación 203.0.113.0/24 (RFC 5737)", "203.0.113.0/24"),
        ("Servidor interno 10.0.12.45:8080", "10.0.12.45"),
        ("Origen: 2606:4700:3033::6815:2007 (CDN)", "2606:4700:3033::6815:2007"),
        ("localhost 127.0.0.1:5432", "127.0.0.1"),
        ("gtag('config', 'G-7XQ2M4KD9P')", "G-7XQ2M4KD9P"),
        ("Google Tag Manager GTM-W4H6K9B", "GTM-W4H6K9B"),
        ("_gaq.push(['_setAccount', 'UA-48213977-2'])", "UA-48213977-2"),
        ("fbq('init', '1029384756473829')", "1029384756473829"),
        ('data-ad-client="ca-pub-7391028465019283"', "ca-pub-7391028465019283"),
        (f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rand(r, 97)}", "pk_live_51"),
        (
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rand(r, 43)} deploy@ci",
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI",
        ),
        ("-----BEGIN PUBLIC KEY-----", "-----BEGIN PUBLIC KEY-----"),
        ("-----BEGIN CERTIFICATE-----", "-----BEGIN CERTIFICATE-----"),
        (
            f"mapbox public token: pk.eyJ1IjoiYnVzY2Fkb3IiLCJhIjoi{rand(r, 20)}",
            "pk.eyJ1IjoiYnVzY2Fkb3IiLCJhIjoi",
        ),
        (f"algolia search-only key (public): {hexs(r, 32)}", "search-only key (public)"),
        (
            "Sentry DSN público del frontend: https://o0.ingest.sentry.io/0 (placeholder)",
            "https://o0.ingest.sentry.io/0",
        ),
        (
            "recaptcha site key 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI (Google test key)",
            "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
        ),
        (
            "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36",
            "Mozilla/5.0 (X11; Linux x86_64)",
        ),
        ("Puerto SMTP 587, servidor smtp.empresa.com.mx", "smtp.empresa.com.mx"),
        ("Versión 4.12.3 (build 20250311.2)", "20250311.2"),
    ]
    for t, v in infra:
        kind = (
            "analytics-or-public-key"
            if any(
                s in t
                for s in (
                    "G-",
                    "GTM",
                    "UA-",
                    "fbq",
                    "ca-pub",
                    "pk_",
                    "ssh",
                    "PUBLIC",
                    "CERT",
                    "pk.",
                    "algolia",
                    "DSN",
                    "recaptcha",
                )
            )
            else "infra"
        )
        add(kind, "en", "public identifier / server address", t, v)

    # ---------------------------------------------------------------- misc near-positives (21)
    misc = [
        ("es", "postal code only", "Cobertura de envío gratis en C.P. 06700 a 06760", "C.P. 06700"),
        ("es", "plate format", "Las placas de Jalisco usan el formato AAA-000-A", "AAA-000-A"),
        ("es", "area code info", "La clave lada de Guadalajara es 33", "clave lada de Guadalajara"),
        ("es", "bank code", "Código de banco en la CLABE: 012 = BBVA México", "012 = BBVA"),
        ("es", "generic salary table", "Tabulador: nivel 27-B, $45,210.00 mensuales", "$45,210.00"),
        (
            "es",
            "health service info",
            "El IMSS atiende diabetes e hipertensión en las UMF",
            "diabetes e hipertensión",
        ),
        (
            "es",
            "religious venue",
            "Misa dominical en la Parroquia de San Juan Bautista a las 12:00",
            "Parroquia de San Juan Bautista",
        ),
        (
            "es",
            "union as organisation",
            "El sindicato STRM firmó la revisión contractual 2025",
            "STRM",
        ),
        (
            "es",
            "ethnic language stats",
            "El náhuatl es la lengua indígena con más hablantes",
            "náhuatl",
        ),
        ("es", "ISO country", "Nacionalidad: MEX (código ISO 3166-1 alfa-3)", "MEX"),
        ("es", "legal article", "Artículo 16 de la LFPDPPP, fracción II", "Artículo 16"),
        ("es", "court thesis", "Tesis 2a./J. 81/2019 (10a.), registro digital 2020113", "2020113"),
        ("es", "catalogue key", "Clave de localidad INEGI 010010001 (Aguascalientes)", "010010001"),
        ("es", "school key", "CCT 09DPR2584H (escuela primaria pública)", "09DPR2584H"),
        (
            "es",
            "opening hours",
            "Horario: lunes a viernes 9:00–18:00, sábados 10:00–14:00",
            "9:00–18:00",
        ),
        ("en", "version and port", "Listening on 0.0.0.0:8000 (uvicorn 0.30.1)", "0.0.0.0:8000"),
        ("es", "license", "Licencia CC BY-NC-SA 4.0", "CC BY-NC-SA 4.0"),
        (
            "es",
            "generic names list",
            "Los nombres más registrados en 2023 fueron Mateo y Regina",
            "Mateo y Regina",
        ),
        (
            "es",
            "whatsapp business",
            "Atención por WhatsApp Business de la tienda: usa el botón del sitio",
            "WhatsApp Business",
        ),
        ("es", "RENAPO info", "La CURP consta de 18 caracteres alfanuméricos", "18 caracteres"),
        (
            "es",
            "mission statement",
            "Garantizamos la protección de los datos personales de nuestros clientes",
            "protección de los datos personales",
        ),
    ]
    for lang, form, t, v in misc:
        add("near-positive", lang, form, t, v)
    return out
