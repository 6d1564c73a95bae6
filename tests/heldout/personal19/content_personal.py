"""Personal data and account ids of corpus 19 (label ``personal``), written for this corpus.

Each entry: ``(kind, family, lang, form, text, value)`` where ``text`` is the one line put
into the capture and ``value`` the datum in it. ``text`` may start with ``HDR:Name:`` for a
recorded HTTP header (the rest is the header's value).
"""

from __future__ import annotations

import random

from ids import (
    card,
    clabe,
    clave_elector,
    curp,
    hexs,
    nss,
    passport_mrz2,
    rand,
    rfc_fisica,
    uid,
)

FIRST = [
    "María Guadalupe",
    "José Luis",
    "Ximena",
    "Itzel",
    "Juan Carlos",
    "Ana Sofía",
    "Héctor",
    "Citlali",
    "Rogelio",
    "Fernanda",
    "Óscar",
    "Brenda",
    "Úrsula",
    "Jesús",
    "Yareli",
    "Ángel",
    "Dulce María",
    "Raúl",
    "Nayeli",
    "Eréndira",
    "Ricardo",
    "Lucía",
    "Tomás",
    "Xóchitl",
    "Efraín",
    "Paola",
    "Gerardo",
    "Mónica",
    "Iñaki",
    "Zaira",
    "Abigail",
    "Saúl",
    "Rocío",
    "Emiliano",
    "Marisol",
    "Cuauhtémoc",
    "Leticia",
    "Bruno",
    "Araceli",
]
LAST = [
    "Hernández",
    "García",
    "Martínez",
    "López",
    "González",
    "Pérez",
    "Rodríguez",
    "Sánchez",
    "Ramírez",
    "Cruz",
    "Flores",
    "Gómez",
    "Morales",
    "Vázquez",
    "Jiménez",
    "Reyes",
    "Díaz",
    "Torres",
    "Gutiérrez",
    "Ruiz",
    "Mendoza",
    "Aguilar",
    "Ortiz",
    "Moreno",
    "Castillo",
    "Romero",
    "Álvarez",
    "Méndez",
    "Chávez",
    "Rivera",
    "Juárez",
    "Ramos",
    "Domínguez",
    "Herrera",
    "Medina",
    "Castro",
    "Vargas",
    "Guzmán",
    "Velázquez",
    "Tzab",
    "Ek",
    "Xicoténcatl",
    "Olvera",
    "Zamudio",
    "Nava",
    "Quintero",
    "Peña",
    "Ibarra",
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
MONTHS_EN = [
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
MONTHS_PT = [
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
AREAS = [
    "55",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "614",
    "662",
    "664",
    "999",
    "998",
    "951",
    "229",
    "871",
    "744",
    "443",
    "228",
    "311",
    "618",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "protonmail.com",
    "outlook.es",
    "yahoo.com",
]


def person(r: random.Random) -> tuple[str, str, str]:
    f = r.choice(FIRST)
    a, b = r.sample(LAST, 2)
    return f, a, b


def full(r: random.Random) -> str:
    f, a, b = person(r)
    return f"{f} {a} {b}"


def _ascii(s: str) -> str:
    t = str.maketrans("áéíóúÁÉÍÓÚñÑüÜ", "aeiouAEIOUnNuU")
    return s.translate(t)


def phone_digits(r: random.Random) -> tuple[str, str]:
    area = r.choice(AREAS)
    rest = str(r.randint(2, 9)) + "".join(str(r.randint(0, 9)) for _ in range(9 - len(area)))
    return area, rest


def fmt_phone(r: random.Random, style: int) -> str:
    area, rest = phone_digits(r)
    n = area + rest
    if len(area) == 2:
        a4, b4 = rest[:4], rest[4:]
    else:
        a4, b4 = rest[:3], rest[3:]
    styles = [
        f"+52 {area} {a4} {b4}",
        f"+52 1 {area} {a4} {b4}",
        f"044 {area} {a4} {b4}",
        f"045 {area} {a4}-{b4}",
        f"({area}) {a4}-{b4}",
        f"{area}.{a4}.{b4}",
        f"{area}-{a4}-{b4}",
        f"+52{n}",
        f"+52 ({area}) {a4}-{b4}",
        n,
        f"{area} {a4} {b4}",
        f"+52-{area}-{a4}-{b4}",
        f"00 52 {area} {a4} {b4}",
        f"+521{n}",
        f"{area}{a4} {b4}",
    ]
    return styles[style % len(styles)]


def email_local(r: random.Random, accents: bool = False) -> str:
    f, a, _ = person(r)
    if accents:
        f = r.choice([x for x in FIRST if not x.isascii()])
        a = r.choice([x for x in LAST if not x.isascii()])
    f = f.split()[0].lower()
    a = a.lower()
    if not accents:
        f, a = _ascii(f), _ascii(a)
    shapes = [
        f"{f}.{a}",
        f"{f}_{a}{r.randint(70, 99)}",
        f"{f[0]}{a}",
        f"{f}{a}{r.randint(1, 999)}",
        f"{a}.{f}",
        f"{f}-{a}",
    ]
    return r.choice(shapes)


def build(r: random.Random) -> list[tuple[str, str, str, str, str, str]]:
    out: list[tuple[str, str, str, str, str, str]] = []

    def add(kind: str, lang: str, form: str, text: str, value: str, fam: str = "personal") -> None:
        assert value in text, (kind, text, value)
        out.append((kind, fam, lang, form, text, value))

    # ---------------------------------------------------------------- CURP (22)
    curp_forms = [
        (
            "es",
            "enrolment slip",
            "Ficha de inscripción 2025-2026 — alumno {n}, CURP {v}, grupo 3°B",
        ),
        ("es", "csv row", "{n2},{v},Zapopan,Jalisco,activo"),
        ("es", "lowercase in chat", "[09:41] {f}: te paso mi curp para el trámite: {v}"),
        ("es", "log line", '2025-03-11T17:22:08Z INFO renapo.lookup ok curp={v} nombre="{n}"'),
        ("es", "hyphenated", "Beneficiaria: {n} · CURP: {v}"),
        ("es", "spaced", "CURP del trabajador ({n}): {v}"),
        ("en", "prose", "The applicant {n} provided Mexican CURP {v} with the visa form."),
        ("es", "yaml-ish", "curp_solicitante: {v}  # {n}"),
        ("es", "delivery note", "Recibió: {n} (identificación CURP {v}) a las 14:10"),
        ("pt", "prose", "O cidadão mexicano {n} informou o CURP {v} no cadastro."),
        ("es", "dotted", "Clave Única de Registro de Población de {n}: {v}"),
    ]
    for i in range(22):
        lang, form, t = curp_forms[i % len(curp_forms)]
        f, a, b = person(r)
        c = curp(r)
        v = c
        if i % 5 == 2:
            v = c.lower()
        elif i % 5 == 3:
            v = f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"
        elif i % 5 == 4:
            v = f"{c[:4]} {c[4:10]} {c[10:]}"
        elif i % 7 == 6:
            v = f"{c[:4]}.{c[4:10]}.{c[10:16]}.{c[16:]}"
        text = t.format(n=f"{f} {a} {b}", n2=f"{a} {b} {f}", f=f.split()[0], v=v)
        add("curp", lang, form, text, v)

    # ---------------------------------------------------------------- RFC persona física (18)
    rfc_forms = [
        ("es", "invoice request", "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03"),
        ("es", "support ticket", "Ticket #88213: el cliente {n} (R.F.C. {v}) no recibe su factura"),
        (
            "es",
            "rent receipt",
            "Recibí de {n} con RFC {v} la cantidad de $9,800.00 por renta de marzo",
        ),
        ("es", "csv", '"{n}","{v}","601","64000"'),
        ("en", "prose", "Freelancer {n} (Mexican tax id RFC {v}) invoiced 42 hours."),
        ("es", "lowercase", "mi rfc es {v} a nombre de {n}"),
        ("es", "json-ish", "receptor: {{nombre: {n}, rfc: {v}}}"),
    ]
    for i in range(18):
        lang, form, t = rfc_forms[i % len(rfc_forms)]
        x = rfc_fisica(r)
        v = x
        if i % 4 == 1:
            v = f"{x[:4]}-{x[4:10]}-{x[10:]}"
        elif i % 4 == 2:
            v = f"{x[:4]} {x[4:10]} {x[10:]}"
        if i % 6 == 5 or "minúsc" in form or form == "lowercase":
            v = v.lower()
        add("rfc-persona-fisica", lang, form, t.format(n=full(r), v=v), v)

    # ---------------------------------------------------------------- NSS (12)
    nss_forms = [
        ("es", "IMSS reminder", "Recordatorio IMSS: {n}, NSS {v}, cita en UMF 20 el lunes 9:30"),
        ("es", "payroll csv", "{n};{v};SBC 612.40;alta 2023-02-01"),
        ("es", "HR e-mail", "Adjunto el número de seguridad social de {n}: {v}"),
        ("en", "prose", "Employee {n}, IMSS social security number {v}, starts Monday."),
    ]
    for i in range(12):
        lang, form, t = nss_forms[i % len(nss_forms)]
        x = nss(r)
        v = [
            x,
            f"{x[:2]}-{x[2:4]}-{x[4:6]}-{x[6:10]}-{x[10]}",
            f"{x[:4]} {x[4:8]} {x[8:]}",
            f"{x[:10]}-{x[10]}",
        ][i % 4]
        add("nss", lang, form, t.format(n=full(r), v=v), v)

    # ---------------------------------------------------------------- INE (10)
    ine_forms = [
        ("es", "identity check", "Se validó la credencial de {n}: clave de elector {v}"),
        ("es", "form", "INE (clave de elector): {v} — titular {n}"),
        ("es", "lowercase", "clave elector {v} ({n})"),
        ("es", "CIC + OCR", "Credencial para votar de {n}, CIC 1987654321, clave {v}"),
        ("en", "prose", "Voter ID (INE clave de elector {v}) belongs to {n}."),
    ]
    for i in range(10):
        lang, form, t = ine_forms[i % len(ine_forms)]
        x = clave_elector(r)
        v = x.lower() if form == "lowercase" else x
        add("ine-clave-elector", lang, form, t.format(n=full(r), v=v), v)

    # ---------------------------------------------------------------- CLABE (12)
    clabe_forms = [
        (
            "es",
            "transfer request",
            "Deposítale a {n} a la CLABE {v} (BBVA), es el pago de la tanda",
        ),
        ("es", "payroll", "Nómina quincenal: {n} — CLABE interbancaria {v}"),
        ("es", "chat", "mi clabe es {v} a nombre de {n}"),
        ("en", "prose", "Refund to customer {n}, Mexican CLABE account {v}."),
    ]
    for i in range(12):
        lang, form, t = clabe_forms[i % len(clabe_forms)]
        x = clabe(r)
        v = x if i % 3 else f"{x[:3]} {x[3:6]} {x[6:17]} {x[17]}"
        if i % 3 == 1:
            v = f"{x[:3]}-{x[3:6]}-{x[6:10]}-{x[10:14]}-{x[14:]}"
        add("clabe", lang, form, t.format(n=full(r), v=v), v)

    # ---------------------------------------------------------------- cards (14)
    card_forms = [
        ("es", "order note", "Cobrar a la tarjeta de {n}: {v} vence 08/27"),
        ("es", "call transcript", "Cliente {n} dicta su tarjeta {v} y el CVV"),
        ("en", "log", 'payment.failed card_number={v} holder="{n}" reason=insufficient_funds'),
        ("es", "chat", "te mando mi número de tarjeta {v}, a nombre de {n}"),
        ("pt", "prose", "Cartão de crédito de {n}: {v}"),
    ]
    brands = ["visa", "mc", "mc2", "amex"]
    for i in range(14):
        lang, form, t = card_forms[i % len(card_forms)]
        b = brands[i % 4]
        x = card(r, b)
        grp = [x[:4], x[4:10], x[10:]] if b == "amex" else [x[:4], x[4:8], x[8:12], x[12:]]
        v = [x, " ".join(grp), "-".join(grp)][i % 3]
        add("card", lang, form, t.format(n=full(r), v=v), v)

    # ---------------------------------------------------------------- passports (18)
    pp_forms = [
        ("es", "travel booking", "Pasajero: {n}, pasaporte {v}, vuelo AM 0402"),
        ("es", "hotel check-in", "Huésped {n} — No. de pasaporte: {v}"),
        ("en", "visa letter", "Ms./Mr. {n}, passport no. {v}, will attend the conference."),
        ("pt", "form", "Passaporte de {n}: {v}"),
        ("es", "lowercase", "pasaporte {v} de {n}"),
        ("es", "table row", "{n} | Pasaporte | {v} | vigente"),
    ]
    shapes = [
        lambda: r.choice("GN") + "".join(str(r.randint(0, 9)) for _ in range(8)),  # MX
        lambda: "".join(str(r.randint(0, 9)) for _ in range(9)),  # US
        lambda: (
            rand(r, 3, "ABCDEFGHJKLMNPRSTVXYZ") + "".join(str(r.randint(0, 9)) for _ in range(6))
        ),  # ES
        lambda: (
            rand(r, 2, "ABCDEFGHJKLMNPRSTVXYZ") + "".join(str(r.randint(0, 9)) for _ in range(6))
        ),  # BR/CA
        lambda: r.choice("GN") + "".join(str(r.randint(0, 9)) for _ in range(8)),  # MX
    ]
    for i in range(16):
        lang, form, t = pp_forms[i % len(pp_forms)]
        x = shapes[i % len(shapes)]()
        v = x.lower() if form == "lowercase" else x
        add("passport", lang, form, t.format(n=full(r), v=v), v)
    for _ in range(2):
        y, m, d = r.randint(1960, 2000), r.randint(1, 12), r.randint(1, 28)
        num = r.choice("GN") + "".join(str(r.randint(0, 9)) for _ in range(8))
        line2 = passport_mrz2(r, num, (y, m, d), r.choice("MF"))
        add("passport-mrz", "en", "TD3 MRZ line 2 in OCR output", f"mrz_line_2: {line2}", line2)

    # ---------------------------------------------------------------- birth dates (22)
    bd = [
        (
            "es",
            "school notice",
            "{n} nació el {d} de {ms} de {y} y cursa 4° de primaria",
            "{d} de {ms} de {y}",
        ),
        (
            "es",
            "medical form",
            "Paciente: {n} | Fecha de nacimiento: {dd}/{mm}/{y}",
            "{dd}/{mm}/{y}",
        ),
        ("es", "league roster", "Categoría 2012: {n} (F. Nac. {y}-{mm}-{dd})", "{y}-{mm}-{dd}"),
        ("en", "HR record", "{n}, date of birth {Me} {d}, {y}, joined in 2021.", "{Me} {d}, {y}"),
        ("pt", "cadastro", "{n}, nascido em {d} de {mp} de {y}", "{d} de {mp} de {y}"),
        ("es", "abbrev month", "DOB de {n}: {dd}-{M3}-{y}", "{dd}-{M3}-{y}"),
        ("es", "birthday list", "Cumpleaños: {n} ({dd}.{mm}.{y})", "{dd}.{mm}.{y}"),
        ("es", "json-ish", '{{"nombre": "{n}", "nacimiento": "{y}{mm}{dd}"}}', "{y}{mm}{dd}"),
        (
            "es",
            "parish record",
            "Bautizo de {n}, nacida el día {d} de {ms} del año {y}",
            "{d} de {ms} del año {y}",
        ),
        ("en", "UK style", "Date of birth: {d} {Me} {y} — {n}", "{d} {Me} {y}"),
        ("es", "fn label", "{n} · FN {dd}/{mm}/{y2}", "{dd}/{mm}/{y2}"),
    ]
    for i in range(22):
        lang, form, t, vt = bd[i % len(bd)]
        y, m, d = r.randint(1948, 2018), r.randint(1, 12), r.randint(1, 28)
        kw = dict(
            n=full(r),
            d=d,
            dd=f"{d:02d}",
            mm=f"{m:02d}",
            y=y,
            y2=f"{y % 100:02d}",
            ms=MONTHS[m - 1],
            Me=MONTHS_EN[m - 1],
            mp=MONTHS_PT[m - 1],
            M3=MONTHS[m - 1][:3].upper(),
        )
        text = t.format(**kw)
        v = vt.format(**kw)
        add("birth-date", lang, form, text, v)

    # ---------------------------------------------------------------- home addresses (24)
    streets = [
        "Calle Hidalgo",
        "Av. Revolución",
        "Privada Los Pinos",
        "Cerrada de Tulipanes",
        "Andador 14",
        "Calz. de Tlalpan",
        "Calle 60",
        "Retorno 7 de Cecilio Robelo",
        "Blvd. Díaz Ordaz",
        "Callejón del Beso",
        "Circuito Fuentes del Pedregal",
        "C. Mariano Escobedo",
    ]
    cols = [
        ("Col. Santa María la Ribera", "06400", "Cuauhtémoc, CDMX"),
        ("Col. Americana", "44160", "Guadalajara, Jal."),
        ("Fracc. Las Águilas", "78260", "San Luis Potosí, S.L.P."),
        ("Col. Centro", "97000", "Mérida, Yuc."),
        ("Col. Mitras Centro", "64460", "Monterrey, N.L."),
        ("Barrio de San Juan", "68000", "Oaxaca de Juárez, Oax."),
        ("Col. Jardines de Morelos", "55070", "Ecatepec, Edo. Méx."),
        ("U.H. Vicente Guerrero", "09200", "Iztapalapa, CDMX"),
    ]
    ad_forms = [
        ("es", "patient file", "Domicilio particular de {n}: {a}"),
        ("es", "shipping label", "ENVIAR A: {n} — {a}"),
        ("es", "rental ad by owner", "Rento cuarto en mi casa, {a}; pregunten por {n}"),
        ("es", "parish bulletin", "Oremos por {n}, que vive en {a} y está convaleciente"),
        ("en", "delivery", "Deliver to {n}, home address {a}"),
        ("es", "csv", '"{n}","{a}"'),
        ("es", "lost pet", "Si encuentras a Firulais llévalo con {n}, vive en {a}"),
    ]
    for i in range(21):
        lang, form, t = ad_forms[i % len(ad_forms)]
        st = streets[i % len(streets)]
        col, cp, mun = cols[i % len(cols)]
        num = r.randint(3, 2400)
        variants = [
            f"{st} #{num}, {col}, C.P. {cp}, {mun}",
            f"{st} núm. {num} int. {r.randint(1, 12)}, {col}, CP {cp}, {mun}",
            f"{st} No. {num}, depto. {r.randint(101, 504)}, {col}, {mun}, C.P. {cp}",
            f"{st} {num}-B, {col}, {cp} {mun}",
            f"{st} Mz. {r.randint(1, 40)} Lt. {r.randint(1, 30)}, {col}, C.P. {cp}",
        ]
        v = variants[i % len(variants)]
        add("home-address", lang, form, t.format(n=full(r), a=v), v)
    foreign = [
        (
            "en",
            "US address",
            "Ship to {n}, 1427 W Cermak Rd Apt 3F, Chicago, IL 60608",
            "1427 W Cermak Rd Apt 3F, Chicago, IL 60608",
        ),
        (
            "es",
            "Spanish address",
            "Domicilio de {n}: C/ de Blasco de Garay 27, 3º izq., 28015 Madrid",
            "C/ de Blasco de Garay 27, 3º izq., 28015 Madrid",
        ),
        (
            "pt",
            "Brazilian address",
            "Endereço residencial de {n}: Rua Augusta, 1508, apto 72, Consolação, São Paulo - SP, 01304-001",
            "Rua Augusta, 1508, apto 72, Consolação, São Paulo - SP, 01304-001",
        ),
    ]
    for lang, form, t, v in foreign:
        add("home-address", lang, form, t.format(n=full(r)), v)

    # ---------------------------------------------------------------- phones (40)
    ph_forms = [
        ("es", "first person", "Mi cel es {v}, mándame mensaje — {f}"),
        ("es", "name + number", "{n} {v}"),
        ("es", "Comunícate con", "Comunícate con {n} al {v} para recoger el paquete"),
        ("es", "emergency contact", "Contacto de emergencia: {n} (mamá), tel. {v}"),
        ("es", "classified ad", "Vendo Tsuru 2012 en buen estado, informes con {f} al {v}"),
        ("en", "prose", "Call {n} on {v} if the package arrives."),
        ("es", "csv", "{n},{v},cliente frecuente"),
        ("es", "vCard", "TEL;TYPE=CELL:{v}"),
        ("pt", "prose", "Falar com {n} pelo celular {v}"),
        ("es", "log", 'sms.send to={v} user="{n}" template=otp status=delivered'),
        ("es", "tutor", "Tutor: {n} — Celular: {v}"),
        ("es", "tel link", '<a href="tel:{v}">Llamar a {f}</a>'),
    ]
    for i in range(36):
        lang, form, t = ph_forms[i % len(ph_forms)]
        v = fmt_phone(r, i)
        if form == "tel link":
            v = v.replace(" ", "").replace("(", "").replace(")", "").replace("-", "")
            if not v.startswith("+"):
                v = "+52" + v[-10:]
        f, a, b = person(r)
        add("phone", lang, form, t.format(n=f"{f} {a} {b}", f=f.split()[0], v=v), v)
    foreign_ph = [
        ("es", "Spanish mobile", "Teléfono de {n} en Madrid: +34 612 48 93 07", "+34 612 48 93 07"),
        (
            "pt",
            "Brazilian mobile",
            "WhatsApp pessoal de {n}: +55 11 98765-4321",
            "+55 11 98765-4321",
        ),
        ("en", "US cell", "{n}'s cell: (312) 794-2286", "(312) 794-2286"),
        ("es", "Colombian mobile", "Celular de {n} (Bogotá): +57 310 482 9917", "+57 310 482 9917"),
    ]
    for lang, form, t, v in foreign_ph:
        add("phone", lang, form, t.format(n=full(r)), v)

    # ---------------------------------------------------------------- WhatsApp (8)
    for i in range(8):
        area, rest = phone_digits(r)
        f = r.choice(FIRST).split()[0]
        v = [
            f"https://wa.me/521{area}{rest}",
            f"https://api.whatsapp.com/send?phone=52{area}{rest}",
            f"wa.me/52{area}{rest}?text=Hola",
            f"https://wa.me/+52{area}{rest}",
        ][i % 4]
        add("whatsapp", "es", "wa link of a person", f"Escríbele a {f} por WhatsApp: {v}", v)

    # ---------------------------------------------------------------- e-mails (26)
    em_forms = [
        ("es", "accented local part", "Correo de {n}: {v}"),
        ("es", "upper case", "CONTACTO PERSONAL: {n} <{v}>"),
        ("es", "mailto with query", '<a href="{v}">escríbele a {f}</a>'),
        ("en", "From header", "From: {n} <{v}>"),
        ("es", "csv", "{n},{v},Guadalajara"),
        ("es", "vCard", "EMAIL;TYPE=HOME:{v}"),
        ("pt", "prose", "O e-mail pessoal de {n} é {v}"),
        ("es", "first person", "mi correo es {v} por si tienen dudas"),
        ("es", "log", "auth.login ok email={v} ip=10.0.3.4"),
        ("es", "CC line", "Cc: {v}"),
    ]
    for i in range(26):
        lang, form, t = em_forms[i % len(em_forms)]
        dom = r.choice(FREEMAIL)
        local = email_local(r, accents=(form == "accented local part" or i % 6 == 0))
        v = f"{local}@{dom}"
        if form == "upper case" or i % 9 == 4:
            v = v.upper()
        if form == "mailto with query":
            v = f"mailto:{v}?subject=Cotizaci%C3%B3n%20boda&amp;cc=yo@x.mx"
            v = v.replace("&amp;cc=yo@x.mx", "&amp;body=Hola")
        f, a, b = person(r)
        add("email", lang, form, t.format(n=f"{f} {a} {b}", f=f.split()[0], v=v), v)

    # ---------------------------------------------------------------- obfuscated e-mails (12)
    ob = [
        "{l} [arroba] {d} [punto] com",
        "{l}(arroba){d}(punto)com",
        "{l} at {d} dot com",
        "{l}[at]{d}[dot]com",
        "{l} arroba {d} punto com",
        "{l} {{at}} {d} {{dot}} com",
        "{l} (at) {d} (dot) com (.mx)",
        "{l} @ {d} . com",
        "{l}＠{d}.com",
        "{l} [ARROBA] {d} [PUNTO] COM",
        "{l} AT {d} DOT com",
        "{l}#{d}.com (cambia # por @)",
    ]
    for i in range(12):
        loc = email_local(r)
        d = r.choice(["gmail", "hotmail", "outlook", "yahoo", "icloud"])
        v = ob[i].format(l=loc, d=d)
        n = full(r)
        add(
            "email-obfuscated",
            ["es", "en"][(i % 2 == 1 and 1) or 0],
            "obfuscated",
            f"Para dudas contacta a {n}: {v}",
            v,
        )

    # ---------------------------------------------------------------- sensitive data (24)
    sens = [
        (
            "health",
            "es",
            "Paciente {n}, 54 años, diagnóstico: diabetes mellitus tipo 2 con neuropatía",
            "diabetes mellitus tipo 2",
        ),
        (
            "health",
            "es",
            "{n} es VIH positivo y recibe tratamiento antirretroviral en la clínica Condesa",
            "VIH positivo",
        ),
        ("health", "es", "Incapacidad de {n}: depresión mayor, reposo 21 días", "depresión mayor"),
        ("health", "en", "{n} was admitted for a suicide attempt on Friday", "suicide attempt"),
        (
            "health",
            "es",
            "Resultado de {n}: prueba de embarazo positiva, 8 semanas",
            "prueba de embarazo positiva",
        ),
        (
            "health",
            "es",
            "{n} (tipo de sangre O-) alérgica a la penicilina",
            "alérgica a la penicilina",
        ),
        ("health", "pt", "{n} está em tratamento de câncer de mama no INCA", "câncer de mama"),
        (
            "religion",
            "es",
            "{n} es Testigo de Jehová y no acepta transfusiones",
            "Testigo de Jehová",
        ),
        (
            "religion",
            "es",
            "Religión del empleado {n}: musulmán (pide permiso los viernes)",
            "musulmán",
        ),
        (
            "religion",
            "en",
            "{n} converted to Judaism last year, per her HR file",
            "converted to Judaism",
        ),
        (
            "union",
            "es",
            "{n} está afiliado al SNTE, sección 22, desde 2009",
            "afiliado al SNTE, sección 22",
        ),
        ("union", "es", "Descuento cuota sindical STRM a {n}: $312.50", "cuota sindical STRM"),
        (
            "union",
            "en",
            "{n} is a member of the Teamsters local 705",
            "member of the Teamsters local 705",
        ),
        (
            "ethnic",
            "es",
            "{n} se autoadscribe como indígena mixe y habla ayuujk",
            "se autoadscribe como indígena mixe",
        ),
        ("ethnic", "es", "Origen étnico de {n}: afromexicana (Costa Chica)", "afromexicana"),
        ("sexual", "es", "{n} es gay y no quiere que su familia lo sepa", "es gay"),
        (
            "political",
            "es",
            "{n}, militante de Morena desde 2015, credencial de afiliación 44123",
            "militante de Morena",
        ),
        (
            "political",
            "en",
            "{n} donated to the Green Party and marched in the protest",
            "donated to the Green Party",
        ),
        (
            "biometric",
            "es",
            "Huella dactilar de {n} registrada: template ISO-19794-2 #A83F",
            "Huella dactilar",
        ),
        (
            "genetic",
            "es",
            "{n} porta la mutación BRCA1 según el estudio genético",
            "mutación BRCA1",
        ),
        (
            "criminal",
            "es",
            "{n} tiene antecedentes penales por robo (causa 212/2019)",
            "antecedentes penales por robo",
        ),
        (
            "disability",
            "es",
            "{n} tiene discapacidad auditiva (hipoacusia bilateral severa)",
            "discapacidad auditiva",
        ),
        (
            "health",
            "es",
            "Expediente de {n}: esquizofrenia paranoide en control",
            "esquizofrenia paranoide",
        ),
        (
            "geolocation",
            "es",
            "Ubicación en tiempo real de {n}: 19.432608, -99.133209 (hace 2 min)",
            "19.432608, -99.133209",
        ),
    ]
    for sub, lang, t, v in sens:
        add(
            "sensitive-" + sub,
            lang,
            "sensitive datum tied to a named person",
            t.format(n=full(r)),
            v,
        )

    # ---------------------------------------------------------------- plates (10)
    for i in range(10):
        L = rand(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ")
        dgt = "".join(str(r.randint(0, 9)) for _ in range(3))
        v = [
            f"{L}-{dgt}-A",
            f"{L}{dgt}B",
            f"{L[:2]}-{dgt}{r.randint(0, 9)}-C",
            f"{dgt}-{L}",
            f"{L} {dgt} D",
        ][i % 5]
        t = [
            "El auto de {n} (placas {v}) quedó en el corralón",
            "Vecino {n}, Versa gris placas {v}, estaciona en la entrada",
            "Multa a {n}: vehículo con placas {v}",
            "Car owned by {n}, Jalisco plate {v}",
            "Propietario: {n}; placas de circulación {v}; tarjeta vigente",
        ][i % 5]
        add(
            "plate",
            "en" if t.startswith("Car") else "es",
            "vehicle plate of a person",
            t.format(n=full(r), v=v),
            v,
        )

    # ---------------------------------------------------------------- user IPs (10)
    for i in range(10):
        v = [
            f"189.{r.randint(128, 254)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
            f"187.{r.randint(130, 250)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
            f"2806:{hexs(r, 3)}:{hexs(r, 4)}:{hexs(r, 4)}::{hexs(r, 3)}",
            f"201.{r.randint(100, 170)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
        ][i % 4]
        u = email_local(r)
        t = [
            "login ok user={u} src_ip={v} ua=Android",
            "La usuaria {n} se conectó desde la IP {v}",
            "X-Forwarded-For del cliente {n}: {v}",
            "{n} voted from IP address {v}",
            "comment by @{u} ({v}): ¡excelente nota!",
        ][i % 5]
        add(
            "user-ip",
            "en" if "voted" in t else "es",
            "IP address of a user",
            t.format(n=full(r), u=u, v=v),
            v,
        )

    # ---------------------------------------------------------------- salaries (10)
    for i in range(10):
        amt = f"${r.randint(9, 95)},{r.randint(0, 9)}00.00"
        t = [
            "Sueldo mensual bruto de {n}: {v} MXN",
            "{n} — salario diario integrado {v}",
            "Finiquito de {n}: {v} neto",
            "{n}'s annual salary is {v} USD plus bonus",
            "Recibo de nómina: {n}, percepciones {v}, deducciones $3,120.00",
        ][i % 5]
        add(
            "salary",
            "en" if "annual" in t else "es",
            "salary of a named person",
            t.format(n=full(r), v=amt),
            amt,
        )

    # ---------------------------------------------------------------- assets / debts (10)
    assets = [
        ("es", "{n} tiene un saldo de {v} en su cuenta de ahorro", "$184,320.55"),
        ("es", "Declaración: {n} es propietario de casa en Metepec valuada en {v}", "$3,450,000"),
        ("es", "Buró de crédito de {n}: adeudo vencido de {v} con Coppel", "$27,811.40"),
        ("en", "{n} holds {v} in a Fidelity brokerage account", "US$212,400"),
        ("es", "Herencia de {n}: terreno de 2 ha en Tepoztlán y {v} en CETES", "$600,000"),
        ("es", "Préstamo personal a {n} por {v}, a 24 meses", "$85,000.00"),
        ("es", "{n} debe {v} de pensión alimenticia", "$46,900"),
        ("es", "Saldo Afore de {n}: {v}", "$412,776.18"),
        ("pt", "{n} tem saldo de {v} na poupança", "R$ 58.230,00"),
        ("es", "Crédito Infonavit de {n}: {v} por pagar", "$731,204.90"),
    ]
    for lang, t, v in assets:
        add("assets", lang, "assets or debts of a named person", t.format(n=full(r), v=v), v)

    # ---------------------------------------------------------------- account ids (48)
    acc: list[tuple[str, str, str]] = [
        ("json field", "stripe account", '"account": "[[acct_{a}]]"'),
        (
            "url path",
            "stripe account path",
            "GET https://api.stripe.com/v1/accounts/[[acct_{a}]]/balance",
        ),
        ("form body", "stripe customer", "amount=4900&currency=mxn&customer=[[cus_{b}]]"),
        ("header", "OpenAI-Organization", "HDR:OpenAI-Organization:[[org-{c}]]"),
        ("header", "OpenAI-Project", "HDR:OpenAI-Project:[[proj_{c}]]"),
        ("header", "x-account", "HDR:x-account:[[cust-{n5}]]"),
        ("header", "X-Customer-Id", "HDR:X-Customer-Id:[[cust_{b}]]"),
        ("body field", "project field", '"project": "[[proj_{d}]]"'),
        ("url path", "twilio account sid", "POST /2010-04-01/Accounts/[[AC{h32}]]/Messages.json"),
        ("url path", "aws arn", "arn:aws:iam::[[{n12}]]:role/search-crawler"),
        (
            "url path",
            "azure subscription",
            "/subscriptions/[[{u}]]/resourceGroups/rg-search/providers",
        ),
        (
            "url path",
            "cloudflare account",
            "https://api.cloudflare.com/client/v4/accounts/[[{h32}]]/workers/scripts",
        ),
        ("header", "anthropic-organization-id", "HDR:anthropic-organization-id:[[{u}]]"),
        ("body field", "user field", '"user": "[[user_{d}]]"'),
        ("query", "workspace", "GET /v1/search/usage?workspace_id=[[ws_{d}]]"),
        ("error message", "team id", "Team [[team_{d}]] has exceeded its monthly credit limit"),
        ("url path", "org path", "https://api.example-search.io/v2/orgs/[[org_{d}]]/usage"),
        ("header", "X-Algolia-Application-Id", "HDR:X-Algolia-Application-Id:[[{AL}]]"),
        ("body field", "slack team", '"team_id": "[[T{S9}]]", "channel": "C0PUBLIC"'),
        ("body field", "auth0 user id", '"user_id": "[[auth0|{h24}]]"'),
        ("body field", "clerk user", '"created_by": "[[user_{cl}]]"'),
        ("url path", "vercel team", "GET /v9/projects?teamId=[[team_{cl}]]"),
        ("header", "x-organization-id", "HDR:X-Organization-Id:[[org_{d}]]"),
        ("body field", "firecrawl team", '"team_id": "[[{u}]]"'),
        (
            "url path",
            "google cloud project",
            "https://serpapi-proxy.example/projects/[[{gp}]]/locations/us-central1",
        ),
        ("body field", "customer id", '"customer_id": "[[cus_{b}]]"'),
        (
            "url path",
            "openai project in path",
            "https://api.openai.com/v1/organization/projects/[[proj_{d}]]/api_keys",
        ),
        ("header", "X-Account-Id", "HDR:X-Account-Id:[[{n8}]]"),
        ("body field", "account_id", '"account_id": "[[{n8}]]"'),
        ("log line", "tenant", "billing.charge tenant_id=[[tnt_{d}]] plan=pro amount=49.00"),
        (
            "url path",
            "mailchimp list",
            "https://us21.api.mailchimp.com/3.0/lists/[[{h10}]]/members",
        ),
        ("body field", "discord user", '"author_id": "[[{sf}]]"'),
        (
            "url path",
            "shopify store",
            "https://[[{shop}.myshopify.com]]/admin/api/2024-01/orders.json",
        ),
        ("body field", "brave subscription id", '"subscription_id": "[[sub_{b}]]"'),
        ("header", "X-Tavily-Account", "HDR:X-Tavily-Account:[[acc_{d}]]"),
        ("body field", "paypal payer", '"payer_id": "[[{PP}]]"'),
        ("url path", "mercadopago user", "https://api.mercadopago.com/users/[[{n9}]]/stores"),
        ("body field", "openrouter user", '"user": "[[or_user_{d}]]"'),
        (
            "error message",
            "org in error",
            "Rate limit reached for organization [[org-{c}]] on requests per min",
        ),
        ("body field", "billing account", '"billingAccount": "billingAccounts/[[{ga}]]"'),
        ("header", "X-Goog-User-Project", "HDR:X-Goog-User-Project:[[{gp}]]"),
        ("body field", "serper account", '"accountId": "[[acc-{d}]]"'),
        ("url path", "github user id path", "https://api.github.com/user/[[{n8}]]/installations"),
        ("body field", "hubspot portal", '"portalId": [[{n8}]]'),
        ("header", "X-Shopify-Shop-Id", "HDR:X-Shopify-Shop-Id:[[{n8}]]"),
        ("body field", "perplexity org", '"organization": "[[org_{d}]]"'),
        ("url path", "sentry org", "https://sentry.io/api/0/organizations/[[o{n6}]]/issues/"),
        ("body field", "exa team", '"teamId": "[[team_{d}]]"'),
    ]
    shops = ["abarrotes-lupita", "tienda-mika-mx", "cafe-tlaquepaque", "ropa-dany"]
    for i, (form, what, t) in enumerate(acc):
        kw = dict(
            a=rand(r, 16),
            b=rand(r, 14),
            c=rand(r, 24),
            d=rand(r, 12, "abcdefghijkmnpqrstuvwxyz0123456789"),
            n5=str(r.randint(10000, 99999)),
            h32=hexs(r, 32),
            n12=str(r.randint(10**11, 10**12 - 1)),
            u=uid(r),
            AL=rand(r, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
            S9=rand(r, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
            h24=hexs(r, 24),
            cl=rand(r, 24),
            gp=f"buscador-prod-{r.randint(100000, 999999)}",
            n8=str(r.randint(10**7, 10**8 - 1)),
            h10=hexs(r, 10),
            sf=str(r.randint(10**17, 10**18 - 1)),
            shop=shops[i % 4],
            PP=rand(r, 13, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
            n9=str(r.randint(10**8, 10**9 - 1)),
            ga=f"{hexs(r, 6).upper()}-{hexs(r, 6).upper()}-{hexs(r, 6).upper()}",
            n6=str(r.randint(100000, 999999)),
        )
        text = t.format(**kw)
        value = text[text.index("[[") + 2 : text.index("]]")]
        text = text.replace("[[", "").replace("]]", "")
        add("account-id", "en", f"{form}: {what}", text, value, fam="account-id")
    return out
