"""Personal data of invented people (label ``personal``), incl. account ids.

Each entry: kind, family, lang, form, value (the datum as written), text (the line that
carries it), place ("any" | "html" | "data" | "header"), key (field or header name).
``text`` for place "html" is a whole HTML snippet; otherwise plain text.
"""

# ruff: noqa: E501

from __future__ import annotations

import random
from typing import Any

try:
    from . import ids
except ImportError:  # run as a script
    import ids  # type: ignore[no-redef]

FIRST = [
    "María Fernanda",
    "José Luis",
    "Guadalupe",
    "Juan Carlos",
    "Ximena",
    "Rodrigo",
    "Itzel",
    "Héctor",
    "Ana Sofía",
    "Luis Ángel",
    "Carmen",
    "Emiliano",
    "Nayeli",
    "Raúl",
    "Brenda",
    "Octavio",
    "Dulce María",
    "Jesús",
    "Rocío",
    "Fernando",
    "Yolanda",
    "Iván",
    "Mariana",
    "Arturo",
    "Patricia",
    "Joaquín",
    "Citlali",
    "Andrés",
    "Beatriz",
    "Gerardo",
]
LAST = [
    "Gómez Ruiz",
    "Hernández Pacheco",
    "Martínez Solís",
    "Ramírez Ochoa",
    "López Tapia",
    "Cruz Villanueva",
    "Sánchez Olvera",
    "Flores Zamudio",
    "Pérez Cisneros",
    "Torres Lugo",
    "Vázquez Ibarra",
    "Reyes Cervantes",
    "Morales Quintero",
    "Jiménez Arriaga",
    "Domínguez Salgado",
    "Aguilar Montiel",
    "Castillo Bravo",
    "Mendoza Galván",
    "Chávez Ortega",
    "Rivera Esquivel",
]
STREETS = [
    "Calle Fresno",
    "Av. Revolución",
    "Privada Las Rosas",
    "Cerrada del Olivo",
    "Calz. de Tlalpan",
    "Andador 7",
    "Calle Hidalgo",
    "Av. Juárez",
    "Calle Pino Suárez",
    "Priv. Tulipanes",
    "Calle 63",
    "Av. López Mateos Sur",
    "Callejón del Beso",
    "Calle Río Lerma",
    "Retorno 12 de Cafetales",
]
COLS = [
    ("Col. Portales Norte", "03300", "Benito Juárez", "CDMX"),
    ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jal."),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. La Paz", "72160", "Puebla", "Pue."),
    ("Fracc. Álamos 2a Secc.", "76160", "Querétaro", "Qro."),
    ("Col. Santa Rosa", "68010", "Oaxaca de Juárez", "Oax."),
    ("Col. García Ginerés", "97070", "Mérida", "Yuc."),
    ("Col. Obrera", "06800", "Cuauhtémoc", "Ciudad de México"),
    ("Barrio de San Juan", "38000", "Celaya", "Gto."),
    ("Col. Las Américas", "22160", "Tijuana", "B.C."),
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "protonmail.com",
    "uol.com.br",
    "gmail.com",
]
MONTHS = [
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
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
PT_MONTHS = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]


def _e(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    place: str = "any",
    key: str | None = None,
    family: str = "personal",
) -> dict[str, Any]:
    return {
        "kind": kind,
        "family": family,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "place": place,
        "key": key,
    }


def _name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _local(name: str, rng: random.Random, accents: bool = False) -> str:
    import unicodedata

    parts = name.lower().split()
    if not accents:
        parts = [
            "".join(c for c in unicodedata.normalize("NFD", p) if not unicodedata.combining(c))
            for p in parts
        ]
    sep = rng.choice([".", "_", "", "."])
    return parts[0] + sep + parts[-2] + rng.choice(["", str(rng.randint(7, 99))])


def items(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    add = out.append

    # ---------------------------------------------------------------- CURP (34)
    curp_t = [
        ("es", "prose", "Alumna {n}, CURP {v}, inscrita en 3er grado grupo B."),
        ("es", "csv-row", "{n},{v},Primaria Benito Juárez,turno matutino"),
        ("es", "log-line", '2024-03-11T09:14:07Z INFO renapo.lookup ok curp={v} nombre="{n}"'),
        ("es", "label", "CURP del paciente: {v}"),
        ("es", "chat", "[10:42] {n}: te paso mi curp {v} para el trámite"),
        ("en", "prose", "Applicant {n} (Mexican CURP {v}) uploaded the form."),
        ("pt", "prose", "Cliente {n}, CURP mexicana {v}, cadastro concluído."),
        ("es", "ticket", "Ticket #4471 — solicitante {n} · C.U.R.P.: {v}"),
        ("es", "form", "Clave Única de Registro de Población: {v} ({n})"),
        ("es", "kv", "curp: {v}; titular: {n}"),
    ]
    for i in range(34):
        lang, form, t = curp_t[i % len(curp_t)]
        v = ids.curp(rng)
        style = i % 5
        if style == 1:
            v = v.lower()
        elif style == 2:
            v = f"{v[:4]} {v[4:10]} {v[10:16]} {v[16:]}"
        elif style == 3:
            v = f"{v[:4]}-{v[4:10]}-{v[10:16]}-{v[16:]}"
        add(
            _e(
                "curp",
                lang,
                f"curp-{['plain', 'lower', 'spaced', 'hyphen', 'plain'][style]} {form}",
                v,
                t.format(n=_name(rng), v=v),
            )
        )

    # ---------------------------------------------------------------- RFC física (26)
    rfc_t = [
        ("es", "invoice", "Facturar a: {n} — RFC {v} — Régimen 605 Sueldos y salarios"),
        (
            "es",
            "receipt",
            "Recibí de {n} (R.F.C. {v}) la cantidad de $8,500.00 por renta de abril.",
        ),
        ("es", "kv", "rfc_receptor={v} uso_cfdi=G03 nombre={n}"),
        ("en", "prose", "Tax ID (RFC) of the contractor {n}: {v}"),
        ("es", "support", "Hola, soy {n}, mi RFC es {v}, no me llega la factura."),
        ("pt", "prose", "Prestador {n}, RFC {v} (pessoa física), nota emitida."),
    ]
    for i in range(26):
        lang, form, t = rfc_t[i % len(rfc_t)]
        v = ids.rfc_fisica(rng)
        style = i % 4
        if style == 1:
            v = f"{v[:4]}-{v[4:10]}-{v[10:]}"
        elif style == 2:
            v = v.lower()
        elif style == 3:
            v = f"{v[:4]} {v[4:10]} {v[10:]}"
        add(
            _e(
                "rfc-persona-fisica",
                lang,
                f"rfc-{['plain', 'hyphen', 'lower', 'spaced'][style]} {form}",
                v,
                t.format(n=_name(rng), v=v),
            )
        )

    # ---------------------------------------------------------------- NSS (18)
    nss_t = [
        ("es", "imss", "Cita IMSS UMF 20 — derechohabiente {n}, NSS {v}, consultorio 4"),
        ("es", "payroll", "Empleado: {n} | No. Seguro Social: {v} | SBC $412.55"),
        ("es", "kv", "nss={v}"),
        ("en", "prose", "Mexican social security number (NSS) {v} belongs to {n}."),
        ("es", "form", "Número de afiliación IMSS de {n}: {v}"),
        ("pt", "prose", "Número do seguro social (NSS) de {n}: {v}"),
    ]
    for i in range(18):
        lang, form, t = nss_t[i % len(nss_t)]
        v = ids.nss(rng)
        style = i % 3
        if style == 1:
            v = f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}"
        elif style == 2:
            v = f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:10]} {v[10]}"
        add(
            _e(
                "nss",
                lang,
                f"nss-{['plain', 'hyphen', 'spaced'][style]} {form}",
                v,
                t.format(n=_name(rng), v=v),
            )
        )

    # ---------------------------------------------------------------- INE (14)
    ine_t = [
        ("es", "Clave de elector: {v} — {n}"),
        ("es", "Se identificó con INE, clave elector {v}, de nombre {n}."),
        ("es", "ine_clave_elector={v}"),
        ("en", "Voter ID (INE clave de elector) of {n}: {v}"),
        ("es", "{n} · credencial para votar · CLAVE DE ELECTOR {v} · sección 1432"),
    ]
    for i in range(14):
        lang, t = ine_t[i % len(ine_t)]
        v = ids.ine_clave(rng)
        if i % 4 == 3:
            v = v.lower()
        add(_e("ine-clave-elector", lang, "ine clave", v, t.format(n=_name(rng), v=v)))

    # ---------------------------------------------------------------- passports (22)
    pas = [
        (
            "es",
            "mx",
            lambda: rng.choice("GN") + str(rng.randint(10000000, 99999999)),
            "Pasaporte mexicano de {n}: {v}, vigente a 2031.",
        ),
        (
            "es",
            "mx",
            lambda: rng.choice("GN") + str(rng.randint(10000000, 99999999)),
            "No. de pasaporte {v} (titular {n})",
        ),
        (
            "en",
            "us",
            lambda: str(rng.randint(500000000, 599999999)),
            "Passenger {n}, US passport no. {v}, exp 2029-07-14",
        ),
        (
            "es",
            "es",
            lambda: (
                "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
                + str(rng.randint(100000, 999999))
            ),
            "Pasaporte español {v} — {n}",
        ),
        (
            "pt",
            "br",
            lambda: (
                "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
                + str(rng.randint(100000, 999999))
            ),
            "Passaporte brasileiro nº {v}, portador {n}",
        ),
        (
            "en",
            "ca",
            lambda: (
                "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
                + str(rng.randint(100000, 999999))
            ),
            "Canadian passport {v} held by {n}",
        ),
        (
            "es",
            "gt",
            lambda: str(rng.randint(100000000, 299999999)),
            "Pasaporte de Guatemala número {v} a nombre de {n}",
        ),
        (
            "es",
            "mx",
            lambda: rng.choice("GN") + str(rng.randint(10000000, 99999999)),
            "passport_number: {v}",
        ),
    ]
    for i in range(22):
        lang, cc, f, t = pas[i % len(pas)]
        v = f()
        add(_e("passport", lang, f"passport-{cc}", v, t.format(n=_name(rng), v=v)))

    # ---------------------------------------------------------------- birth dates (24)
    for i in range(24):
        n = _name(rng)
        y, m, d = rng.randint(1950, 2012), rng.randint(1, 12), rng.randint(1, 28)
        k = i % 8
        if k == 0:
            v, t, lang = f"{d} de {MONTHS[m - 1]} de {y}", "{n} nació el {v} en Zacatecas.", "es"
        elif k == 1:
            v, t, lang = f"{d:02d}/{m:02d}/{y}", "Nombre: {n} · Fecha de nacimiento: {v}", "es"
        elif k == 2:
            v, t, lang = f"{y}-{m:02d}-{d:02d}", "patient={n}; dob={v}; sexo=F", "en"
        elif k == 3:
            v, t, lang = (
                f"{EN_MONTHS[m - 1]} {d}, {y}",
                "{n} (born {v}) joined the league roster.",
                "en",
            )
        elif k == 4:
            v, t, lang = (
                f"{d} de {PT_MONTHS[m - 1]} de {y}",
                "{n}, nascida em {v}, natural de Campinas.",
                "pt",
            )
        elif k == 5:
            v, t, lang = f"{d:02d}-{MONTHS[m - 1][:3].upper()}-{y}", "F. NAC. {v} — {n}", "es"
        elif k == 6:
            v, t, lang = (
                f"{d:02d}.{m:02d}.{y}",
                "Cumpleaños de {n}: {v} (¡no olvidar el pastel!)",
                "es",
            )
        else:
            v, t, lang = f"{d}/{m}/{y}", "Jugador {n}, nac. {v}, categoría libre", "es"
        add(_e("birth-date", lang, f"birth-date-{k}", v, t.format(n=n, v=v)))

    # ---------------------------------------------------------------- home address (26)
    for i in range(26):
        n = _name(rng)
        st = rng.choice(STREETS)
        col, cp, mun, edo = rng.choice(COLS)
        num = rng.randint(3, 1480)
        k = i % 6
        if k == 0:
            v = f"{st} {num} int. {rng.randint(1, 12)}, {col}, C.P. {cp}, {mun}, {edo}"
            t = "Domicilio particular de {n}: {v}"
        elif k == 1:
            v = f"{st} #{num}, {col}, CP {cp}"
            t = "Entregar a {n} en {v} (tocar fuerte)"
        elif k == 2:
            v = f"{st} núm. {num}, depto. {rng.randint(101, 504)}, {col}, {mun}"
            t = "{n} vive en {v}."
        elif k == 3:
            v = f"{st} No. {num}, {col}, C.P. {cp}, {mun}, {edo}"
            t = "Home address of {n}: {v}"
        elif k == 4:
            v = f"{st} {num}, {col}, {cp} {mun}"
            t = "Endereço residencial de {n}: {v}"
        else:
            v = f"{st} {num} Lt. {rng.randint(1, 40)} Mz. {rng.randint(1, 30)}, {col}"
            t = "Paciente {n} · domicilio: {v}"
        lang = "en" if k == 3 else "pt" if k == 4 else "es"
        add(_e("home-address", lang, f"home-address-{k}", v, t.format(n=n, v=v)))

    # ---------------------------------------------------------------- phones (70)
    phone_t = [
        ("plus", "es", "Comunícate con {n} al {v}"),
        ("plus1", "es", "{n} — cel. {v}"),
        ("paren", "es", "Tel. casa de {n}: {v}"),
        ("dots", "es", "mi cel {v} (whats también) — {n}"),
        ("dash", "es", "Llamar a la mamá de {n}: {v}"),
        ("bare", "es", "{n} {v}"),
        ("e164", "en", "Contact: {n}, mobile {v}"),
        ("plusparen", "es", "Móvil personal: {v} ({n})"),
        ("044", "es", "cel 044: {v} {n}"),
        ("045", "es", "Familiar de {n} (foráneo) {v}"),
        ("spaced", "pt", "Celular de {n}: {v}"),
        ("intl00", "es", "Desde EE.UU. marcar al {v}, pregunta por {n}"),
        ("bare", "es", "Comunícate con {n} al {v}"),
        ("bare", "es", "Si no contesto, háblame al {v}, soy {n}"),
    ]
    for i in range(56):
        style, lang, t = phone_t[i % len(phone_t)]
        v = ids.fmt_phone(ids.mobile(rng), style)
        add(_e("phone", lang, f"phone-{style}", v, t.format(n=_name(rng), v=v)))
    for i in range(14):
        num = ids.mobile(rng)
        n = _name(rng)
        k = i % 4
        if k == 0:
            v = f"tel:+52{num}"
            snip = f'<p>Llámale a <a href="{v}">{n}</a></p>'
        elif k == 1:
            v = f"https://wa.me/52{num}"
            snip = f'<p>WhatsApp de {n}: <a href="{v}">{v}</a></p>'
        elif k == 2:
            v = f"https://api.whatsapp.com/send?phone=521{num}&amp;text=Hola"
            snip = f'<li><a href="{v}">Escríbele a {n}</a></li>'
        else:
            v = f"tel:{num[:2]}-{num[2:6]}-{num[6:]}"
            snip = f'<div class="contacto"><a href="{v}" title="{n}">cel</a></div>'
        add(_e("whatsapp" if k in (1, 2) else "phone", "es", f"phone-link-{k}", v, snip, "html"))

    # ---------------------------------------------------------------- e-mails (44)
    for i in range(30):
        n = _name(rng)
        dom = rng.choice(FREEMAIL)
        k = i % 6
        if k == 0:
            v = f"{_local(n, rng)}@{dom}"
            t, lang = "Responsable: {n} <{v}>", "es"
        elif k == 1:
            v = f"{_local(n, rng, accents=True)}@{dom}"
            t, lang = "Escríbeme a {v}, {n}", "es"
        elif k == 2:
            v = f"{_local(n, rng)}@{dom}".upper()
            t, lang = "CORREO: {v} ({n})", "es"
        elif k == 3:
            v = f"{_local(n, rng)}@{dom}"
            t, lang = "From: {n} <{v}>", "en"
        elif k == 4:
            v = f"{_local(n, rng, accents=True)}@{dom}"
            t, lang = "E-mail pessoal de {n}: {v}", "pt"
        else:
            v = f"{_local(n, rng)}@{dom}"
            t, lang = "reply sent to {v} (customer {n})", "en"
        add(_e("email", lang, f"email-{k}", v, t.format(n=n, v=v)))
    for i in range(6):
        n = _name(rng)
        loc = _local(n, rng, accents=i % 2 == 0)
        dom = rng.choice(FREEMAIL)
        v = f"mailto:{loc}@{dom}?subject=Cita&amp;cc={_local(_name(rng), rng)}@{rng.choice(FREEMAIL)}"
        add(
            _e(
                "email",
                "es",
                "email-mailto-query",
                v,
                f'<p>Contacto directo: <a href="{v}">{n}</a></p>',
                "html",
            )
        )
    obf = [
        ("{l} [arroba] {d} [punto] com", "es"),
        ("{l}(arroba){d}(punto)com", "es"),
        ("{l} at {d} dot com", "en"),
        ("{l}[at]{d}[dot]com", "en"),
        ("{l} arroba {d} punto com", "es"),
        ("{l} (at) {d} (dot) com", "en"),
        ("{l} @ {d} . com", "es"),
        ("{l} [arroba] {d} [ponto] com", "pt"),
    ]
    for i in range(16):
        n = _name(rng)
        pat, lang = obf[i % len(obf)]
        v = pat.format(l=_local(n, rng), d=rng.choice(["gmail", "hotmail", "outlook", "yahoo"]))
        add(
            _e(
                "email-obfuscated",
                lang,
                "email-obfuscated",
                v,
                f"{n} — correo: {v}" if lang != "en" else f"{n}, email: {v}",
            )
        )

    # ---------------------------------------------------------------- cards & CLABE (34)
    for i in range(18):
        brand = ["visa", "mc", "mc2", "amex"][i % 4]
        v = ids.card(rng, brand)
        k = i % 3
        if k == 1:
            v = (
                " ".join(v[j : j + 4] for j in range(0, len(v), 4))
                if brand != "amex"
                else f"{v[:4]} {v[4:10]} {v[10:]}"
            )
        elif k == 2:
            v = (
                "-".join(v[j : j + 4] for j in range(0, len(v), 4))
                if brand != "amex"
                else f"{v[:4]}-{v[4:10]}-{v[10:]}"
            )
        n = _name(rng)
        t = [
            ("es", "Cargo rechazado tarjeta {v} titular {n} exp 08/27"),
            ("en", 'card_number={v} cardholder="{n}"'),
            ("es", "Págame a mi tarjeta {v} (a nombre de {n})"),
        ][i % 3]
        add(_e("card", t[0], f"card-{brand}-{k}", v, t[1].format(n=n, v=v)))
    for i in range(16):
        v = ids.clabe(rng)
        if i % 3 == 1:
            v = f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}"
        n = _name(rng)
        t = [
            ("es", "Depósito a {n}, CLABE {v}"),
            ("es", "clabe_interbancaria: {v} · beneficiario {n}"),
            ("en", "Payout to {n} — CLABE {v}"),
            ("pt", "Transferir para {n}, conta CLABE {v}"),
        ][i % 4]
        add(_e("clabe", t[0], "clabe", v, t[1].format(n=n, v=v)))

    # ---------------------------------------------------------------- sensitive (64)
    sens = [
        (
            "health",
            "es",
            "Expediente: {n} — Dx: diabetes mellitus tipo 2, HbA1c 9.1 %, insulina glargina 20 UI",
            "diabetes mellitus tipo 2",
        ),
        (
            "health",
            "es",
            "{n} es VIH positivo en tratamiento antirretroviral desde 2019",
            "VIH positivo",
        ),
        (
            "health",
            "en",
            "Patient {n}: diagnosed with bipolar disorder, lithium 600 mg/day",
            "bipolar disorder",
        ),
        (
            "health",
            "es",
            "Incapacidad de {n} por depresión mayor, 21 días (folio ST-2)",
            "depresión mayor",
        ),
        (
            "health",
            "pt",
            "Paciente {n}: gestante de 24 semanas, pré-natal de alto risco",
            "gestante de 24 semanas",
        ),
        (
            "health",
            "es",
            "Alergias de {n}: penicilina; grupo sanguíneo O negativo; epilepsia",
            "epilepsia",
        ),
        (
            "health",
            "es",
            "{n} — resultado prueba de embarazo: positivo",
            "prueba de embarazo: positivo",
        ),
        (
            "health",
            "en",
            "{n} attends AA meetings, 14 months sober (alcohol use disorder)",
            "alcohol use disorder",
        ),
        (
            "ethnic-origin",
            "es",
            "{n}, hablante de náhuatl, se autoadscribe como indígena nahua",
            "se autoadscribe como indígena nahua",
        ),
        ("ethnic-origin", "es", "Origen étnico del solicitante {n}: afromexicano", "afromexicano"),
        (
            "ethnic-origin",
            "en",
            "Employee {n} — ethnicity: Mixtec (indigenous)",
            "ethnicity: Mixtec",
        ),
        ("ethnic-origin", "pt", "{n} declarou-se quilombola no cadastro", "declarou-se quilombola"),
        ("religion", "es", "{n} es testigo de Jehová y rechaza transfusiones", "testigo de Jehová"),
        ("religion", "es", "Religión: musulmana — {n} solicita menú halal", "Religión: musulmana"),
        (
            "religion",
            "en",
            "{n} converted to Judaism in 2018 (synagogue Beth Israel)",
            "converted to Judaism",
        ),
        (
            "religion",
            "pt",
            "{n}, praticante do candomblé, pediu folga no dia 2 de fevereiro",
            "praticante do candomblé",
        ),
        ("sexual-life", "es", "{n} es gay y vive con su pareja desde 2015", "es gay"),
        (
            "sexual-life",
            "es",
            "Orientación sexual de {n}: bisexual (dato de encuesta interna)",
            "bisexual",
        ),
        ("sexual-life", "en", "{n} came out as lesbian to HR in March", "came out as lesbian"),
        (
            "sexual-life",
            "es",
            "{n} — persona trans, nombre legal en trámite de rectificación",
            "persona trans",
        ),
        (
            "union-membership",
            "es",
            "{n} afiliado al Sindicato Nacional de Trabajadores de la Educación, sección 22",
            "afiliado al Sindicato Nacional",
        ),
        (
            "union-membership",
            "en",
            "{n} is a Teamsters Local 1932 member (dues deducted)",
            "Teamsters Local 1932 member",
        ),
        (
            "union-membership",
            "pt",
            "{n}, sindicalizado no Sindicato dos Metalúrgicos do ABC",
            "sindicalizado",
        ),
        (
            "political-opinion",
            "es",
            "{n} militante de Morena desde 2016, credencial partidaria 88123",
            "militante de Morena",
        ),
        (
            "criminal-record",
            "es",
            "Antecedentes penales de {n}: sentencia por robo agravado, causa penal 214/2017",
            "sentencia por robo agravado",
        ),
        (
            "criminal-record",
            "en",
            "{n} — prior conviction: DUI (2019), probation completed",
            "prior conviction: DUI",
        ),
        (
            "criminal-record",
            "es",
            "{n} estuvo recluido en el CERESO de Puente Grande 2010-2014",
            "recluido en el CERESO",
        ),
        (
            "criminal-record",
            "pt",
            "{n} possui antecedentes criminais: estelionato (2016)",
            "antecedentes criminais",
        ),
        ("salary", "es", "Sueldo mensual bruto de {n}: $38,450.00 MXN", "$38,450.00 MXN"),
        ("salary", "en", "{n} salary: USD 96,000/yr + 10% bonus", "USD 96,000/yr"),
        ("salary", "es", "nómina quincena 07: {n} neto $12,318.40", "neto $12,318.40"),
        ("finances", "es", "{n} adeuda $184,200 al buró de crédito (score 512)", "adeuda $184,200"),
        (
            "finances",
            "es",
            "Patrimonio declarado de {n}: casa en Coyoacán y Jetta 2021, ahorro $640,000",
            "ahorro $640,000",
        ),
        (
            "finances",
            "pt",
            "{n} tem dívida de R$ 23.900 no cartão, negativado no Serasa",
            "negativado no Serasa",
        ),
        (
            "finances",
            "en",
            "{n} — credit score 548, two missed mortgage payments",
            "credit score 548",
        ),
        ("plate", "es", "Vehículo de {n}: Nissan Versa gris, placas {p}", None),
        ("plate", "es", "Multa a {n}, placa {p} (CDMX)", None),
        ("ip", "en", "login ok user={n} ip={ip}", None),
        ("ip", "es", "Acceso de {n} desde la IP {ip} a las 23:41", None),
        (
            "geo",
            "es",
            "Ubicación en tiempo real de {n}: 19.36214, -99.16378",
            "19.36214, -99.16378",
        ),
        (
            "biometric",
            "es",
            "Huella dactilar de {n} registrada: plantilla minucia #A9F2-771",
            "plantilla minucia #A9F2-771",
        ),
        (
            "disability",
            "es",
            "{n} tiene discapacidad auditiva (sordera bilateral), requiere intérprete LSM",
            "discapacidad auditiva",
        ),
    ]
    for rep in range(2):
        for kind, lang, t, val in sens:
            n = _name(rng)
            if kind == "plate":
                v = f"{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}-{rng.randint(100, 999)}-{rng.choice('ABCDEFGH')}"
                text = t.format(n=n, p=v)
            elif kind == "ip":
                v = f"{rng.choice([187, 189, 201, 177, 148])}.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}"
                text = t.format(n=n, ip=v)
            else:
                text = t.format(n=n)
                v = n if rep else val  # the name or the sensitive phrase: both on the line
            add(_e(kind, lang, f"{kind} record", v, text))

    # ---------------------------------------------------------------- account ids (50)
    acc = [
        ("header", "X-Account-Id", "acct_{h16}"),
        ("header", "X-Customer-Id", "cust-{d6}"),
        ("header", "OpenAI-Organization", "org-{a24}"),
        ("header", "OpenAI-Project", "proj_{a24}"),
        ("header", "x-workspace-id", "ws_{a20}"),
        ("header", "anthropic-organization-id", "{uuid}"),
        ("header", "x-tenant", "tenant_{h12}"),
        ("data", "account_id", "acct_{h16}"),
        ("data", "project", "proj_{a10}"),
        ("data", "customer", "cus_{a14}"),
        ("data", "workspaceId", "ws_{a20}"),
        ("data", "team_id", "team_{a22}"),
        ("data", "organization", "org_{a24}"),
        ("data", "user_id", "user_{a27}"),
        ("data", "billing_account", "0{h5u}-{h6u}-{h6u}"),
    ]
    for i in range(38):
        place, key, shape = acc[i % len(acc)]
        v = shape.format(
            h16=ids.hexs(rng, 16),
            d6=rng.randint(100000, 999999),
            a24=ids.alnum(rng, 24),
            a20=ids.alnum(rng, 20),
            uuid=ids.uuid4(rng),
            h12=ids.hexs(rng, 12),
            a10=ids.alnum(rng, 10, "abcdefghijklmnopqrstuvwxyz0123456789"),
            a14=ids.alnum(rng, 14),
            a22=ids.alnum(rng, 22),
            a27=ids.alnum(rng, 27),
            h5u=ids.hexs(rng, 5).upper(),
            h6u=ids.hexs(rng, 6).upper(),
        )
        add(_e("account-id", "en", f"account-id {key}", v, v, place, key, "account-id"))
    paths = [
        "https://api.search-provider.io/v1/accounts/acct_{x}/usage",
        "https://api.firecrawl.dev/v1/team/team_{x}/credits",
        "https://management.azure.com/subscriptions/{u}/resourceGroups/rg-search/providers",
        "arn:aws:iam::{n12}:role/search-crawler",
        "https://console.cloud.google.com/apis/credentials?project=buscador-prod-{n6}",
        "GET /v2/organizations/org_{x}/members?limit=50",
        "https://api.openai.com/v1/organization/projects/proj_{x}/api_keys",
        "https://app.tavily.com/workspaces/ws_{x}/billing",
        "/customers/cust-{n6}/invoices/2024-05.pdf",
        "https://dashboard.stripe.com/acct_{x}/payments",
        "https://api.exa.ai/team/{u}/usage",
        "https://bigquery.googleapis.com/bigquery/v2/projects/sk-eval-{n6}/datasets",
    ]
    for i in range(24):
        p = paths[i % len(paths)]
        x = ids.alnum(rng, 16)
        u = ids.uuid4(rng)
        n12 = str(rng.randint(100000000000, 999999999999))
        n6 = str(rng.randint(100000, 999999))
        text = p.format(x=x, u=u, n12=n12, n6=n6)
        v = {"{x}": x, "{u}": u, "{n12}": n12, "{n6}": n6}[
            next(t for t in ("{x}", "{u}", "{n12}", "{n6}") if t in p)
        ]
        start = text.find(v)
        pre = text[:start].rsplit("/", 1)[-1].rsplit("=", 1)[-1].rsplit(":", 1)[-1]
        v = pre + v if pre.endswith(("_", "-")) else v
        add(
            _e(
                "account-id",
                "en",
                "account-id url-path",
                v,
                text,
                "data",
                rng.choice(["url", "request_url", "resource", "link", "endpoint"]),
                "account-id",
            )
        )
    return out
