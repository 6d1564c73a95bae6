# ruff: noqa: B007, E501
"""Personal data (label personal, families personal and account-id) of corpus 26.

Every value is invented; identifiers carry valid check digits (see ids.py). Each entry:
kind, lang, form, value (the datum as written), text (its context: one line, or several
lines for HTML-only entries), key (field name for JSON/YAML), mode ("any" | "html" |
"header").
"""

from __future__ import annotations

import random
from typing import Any

import ids

FIRST = [
    "María José",
    "Juan Carlos",
    "Guadalupe",
    "Luis Ángel",
    "Ximena",
    "Fernanda",
    "José Luis",
    "Rosa Elena",
    "Iván",
    "Citlali",
    "Ana Sofía",
    "Jesús",
    "Brenda",
    "Héctor",
    "Yolanda",
    "Diego",
    "Mariana",
    "Rodrigo",
    "Itzel",
    "Raúl",
    "Paola",
    "Óscar",
    "Lucía",
    "Efraín",
]
LAST = [
    "Gómez",
    "Hernández",
    "Ramírez",
    "Sánchez",
    "Velázquez",
    "Cruz",
    "Ortega",
    "Mendoza",
    "Núñez",
    "Castañeda",
    "Villalobos",
    "Pacheco",
    "Zavala",
    "Ibarra",
    "Tapia",
    "Rosales",
    "Quintero",
    "Domínguez",
    "Bautista",
    "Aguilar",
    "Olvera",
    "Cervantes",
]
BR_FIRST = ["João", "Ana Paula", "Thiago", "Larissa", "Marcos", "Juliana"]
BR_LAST = ["Silva", "Oliveira", "Souza", "Ferreira", "Rodrigues", "Almeida"]
EN_FIRST = ["Emily", "Jacob", "Megan", "Tyler", "Sarah", "Kevin"]
EN_LAST = ["Walsh", "Nguyen", "Patterson", "Brooks", "Reyes", "Coleman"]
STREETS = [
    "Calle Fresno",
    "Av. Revolución",
    "Privada Los Pinos",
    "Cerrada de Encino",
    "Calle 5 de Mayo",
    "Andador Tulipán",
    "Calz. de Tlalpan",
    "Calle Hidalgo",
    "Av. Insurgentes Sur",
    "Priv. Jacarandas",
    "Calle Río Lerma",
    "Circuito Álamos",
]
COLS = [
    "Col. Santa María la Ribera",
    "Col. Del Valle",
    "Col. Jardines del Sur",
    "Fracc. Las Américas",
    "Col. Obrera",
    "Col. San Rafael",
    "Col. Lomas de Zapopan",
    "Col. Centro",
    "Col. Mitras Centro",
]
CITIES = [
    ("Cuauhtémoc", "CDMX", "06400"),
    ("Benito Juárez", "CDMX", "03100"),
    ("Zapopan", "Jal.", "45130"),
    ("Monterrey", "N.L.", "64460"),
    ("Puebla", "Pue.", "72000"),
    ("León", "Gto.", "37160"),
    ("Mérida", "Yuc.", "97000"),
    ("Querétaro", "Qro.", "76000"),
    ("Ecatepec", "Edo. Méx.", "55000"),
]
LADAS = ["55", "33", "81", "222", "477", "999", "442", "461", "614", "664"]
FREE = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "live.com.mx",
    "protonmail.com",
]
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
MONTHS = [
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
MESES_PT = [
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


def name(r: random.Random, lang: str = "es") -> str:
    if lang == "pt":
        return f"{r.choice(BR_FIRST)} {r.choice(BR_LAST)}"
    if lang == "en":
        return f"{r.choice(EN_FIRST)} {r.choice(EN_LAST)}"
    return f"{r.choice(FIRST)} {r.choice(LAST)} {r.choice(LAST)}"


def strip_acc(s: str) -> str:
    t = str.maketrans("áéíóúÁÉÍÓÚñÑü", "aeiouAEIOUnNu")
    return s.translate(t)


def local(r: random.Random, n: str) -> str:
    parts = strip_acc(n).lower().split()
    return r.choice(
        [
            f"{parts[0]}.{parts[-1]}",
            f"{parts[0][0]}{parts[-2] if len(parts) > 2 else parts[-1]}{r.randint(70, 99)}",
            f"{parts[0]}_{parts[1]}{r.randint(1, 99)}",
            f"{parts[-1]}.{parts[0]}{r.randint(1990, 2009)}",
        ]
    )


def mobile(r: random.Random) -> tuple[str, str]:
    lada = r.choice(LADAS)
    rest = ids.digits(r, 10 - len(lada))
    return lada, rest


def phone_forms(r: random.Random) -> str:
    lada, rest = mobile(r)
    a, b = rest[: len(rest) - 4], rest[-4:]
    forms = [
        f"+52 {lada} {a} {b}",
        f"+52 1 {lada} {a} {b}",
        f"044 {lada} {a} {b}",
        f"045 {lada} {a}{b}",
        f"({lada}) {a}-{b}",
        f"{lada}.{a}.{b}",
        f"{lada}-{a}-{b}",
        f"+52{lada}{a}{b}",
        f"+52 ({lada}) {a} {b}",
        f"{lada}{a}{b}",
        f"52 1 {lada}{a}{b}",
        f"{lada} {a} {b}",
    ]
    return r.choice(forms)


def birth(r: random.Random, lang: str) -> str:
    d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(1948, 2011)
    if lang == "en":
        return r.choice(
            [f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"]
        )
    if lang == "pt":
        return r.choice([f"{d:02d}/{m:02d}/{y}", f"{d} de {MESES_PT[m - 1]} de {y}"])
    return r.choice(
        [
            f"{d} de {MESES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}",
            f"{d:02d}.{m:02d}.{str(y)[2:]}",
        ]
    )


def address(r: random.Random) -> str:
    mun, edo, cp = r.choice(CITIES)
    num = r.choice(
        [
            f"{r.randint(2, 899)}",
            f"#{r.randint(2, 899)}",
            f"No. {r.randint(2, 899)}",
            f"{r.randint(2, 899)} int. {r.randint(1, 12)}",
            f"núm. {r.randint(2, 899)} depto. {r.randint(101, 504)}",
        ]
    )
    return f"{r.choice(STREETS)} {num}, {r.choice(COLS)}, C.P. {cp}, {mun}, {edo}"


def _e(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    key: str,
    mode: str = "any",
    family: str = "personal",
) -> dict[str, Any]:
    return {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "mode": mode,
    }


def build(r: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    add = out.append

    # --- CURP
    for i in range(24):
        c = ids.curp(r)
        n = name(r)
        f = i % 8
        if f == 0:
            add(
                _e(
                    "curp",
                    "es",
                    "upper, enrolment slip",
                    c,
                    f"Alumno(a): {n} | CURP: {c} | Grupo 3B turno matutino",
                    "ficha_inscripcion",
                )
            )
        elif f == 1:
            v = c.lower()
            add(
                _e(
                    "curp",
                    "es",
                    "lower case, chat",
                    v,
                    f"oye te paso mi curp {v} para lo del tramite, gracias!!",
                    "mensaje",
                )
            )
        elif f == 2:
            v = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
            add(
                _e(
                    "curp",
                    "es",
                    "spaced, OCR of an ID",
                    v,
                    f"CURP   {v}   AÑO DE REGISTRO 2O15  (ocr p.1)",
                    "ocr_text",
                )
            )
        elif f == 3:
            v = f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"
            add(
                _e(
                    "curp",
                    "es",
                    "hyphenated, CSV row",
                    v,
                    f"{r.randint(100, 999)},{strip_acc(n).upper()},{v},ACTIVO",
                    "row",
                )
            )
        elif f == 4:
            add(
                _e(
                    "curp",
                    "es",
                    "ticket, no accents",
                    c,
                    f"Ticket #{r.randint(10000, 99999)}: cliente no puede timbrar, dice q su curp es {c} y el sistema lo rechaza",
                    "ticket",
                )
            )
        elif f == 5:
            add(
                _e(
                    "curp",
                    "es",
                    "key value, beneficiary",
                    c,
                    f"beneficiario_curp={c}; parentesco=hija",
                    "beneficiario",
                )
            )
        elif f == 6:
            add(
                _e(
                    "curp",
                    "en",
                    "English form",
                    c,
                    f"Employee {n} — Mexican ID (CURP) {c}, start date pending",
                    "hr_note",
                )
            )
        else:
            add(
                _e(
                    "curp",
                    "pt",
                    "Portuguese note",
                    c,
                    f"Cadastro do colaborador no México: CURP {c} (enviado pelo RH)",
                    "observacao",
                )
            )

    # --- RFC persona física
    for i in range(18):
        v = ids.rfc_fisica(r)
        n = name(r)
        f = i % 6
        if f == 1:
            v = v.lower()
        if f == 2:
            v = f"{v[:4]}-{v[4:10]}-{v[10:]}"
        if f == 3:
            v = f"{v[:4]} {v[4:10]} {v[10:]}"
        texts = [
            f"Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03, régimen 612",
            f"mi rfc es {v} y el cp fiscal es el de mi casa, porfa corrijan la factura",
            f"Recibo de arrendamiento — arrendador {n} — R.F.C. {v}",
            f"RFC: {v}   NOMBRE:{strip_acc(n).upper()}   (escaneo constancia situación fiscal)",
            f"Fwd: datos p/ nomina -> {n} / RFC {v} / banco BBVA",
            f"Proveedor persona física {n} (RFC {v}) — honorarios asimilados",
        ]
        add(
            _e(
                "rfc-persona-fisica",
                "es",
                [
                    "plain, invoice",
                    "lower, chat",
                    "hyphenated, receipt",
                    "spaced, OCR",
                    "forwarded mail",
                    "supplier list",
                ][f],
                v,
                texts[f],
                r.choice(["rfc_receptor", "nota", "detalle", "texto", "body"]),
            )
        )

    # --- NSS
    for i in range(14):
        v = ids.nss(r)
        n = name(r)
        f = i % 5
        if f == 1:
            v = f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}"
        if f == 2:
            v = f"{v[:4]} {v[4:8]} {v[8:]}"
        texts = [
            f"NSS {v} — {n}, alta IMSS 01/03, SBC pendiente",
            f"No. de Seguridad Social: {v} (cita UMF 20, consultorio 4)",
            f"nss del trabajador {v} , falta su acta y comprobante",
            f"{n}\t{v}\tPlanta Celaya\tturno 2",
            f"Patient {n}, IMSS number {v}, referred to cardiology",
        ]
        add(
            _e(
                "nss",
                "en" if f == 4 else "es",
                [
                    "plain, HR",
                    "hyphenated, appointment",
                    "spaced, chat",
                    "TSV row",
                    "English referral",
                ][f],
                v,
                texts[f],
                r.choice(["nss", "registro", "linea", "referral"]),
            )
        )

    # --- INE clave de elector
    for i in range(10):
        v = ids.ine_clave(r)
        n = name(r)
        texts = [
            f"CLAVE DE ELECTOR {v}",
            f"clave elector: {v} (vigencia 2031) - {n}",
            f"INE de {n}: clave {v}, sección 1423",
            f"ocr: CLAVE DE ELECT0R  {v}  CURP ...",
            f"Voter ID (INE) {v} provided by {n}",
        ]
        add(
            _e(
                "ine-clave-elector",
                "en" if i % 5 == 4 else "es",
                "INE, " + ["OCR caps", "chat", "KYC note", "OCR O/0", "English KYC"][i % 5],
                v,
                texts[i % 5],
                "kyc",
            )
        )

    # --- CLABE
    for i in range(12):
        v = ids.clabe(r)
        n = name(r)
        if i % 3 == 1:
            v = f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}"
        texts = [
            f"Depositar reembolso a {n}, CLABE {v}",
            f"mi clabe interbancaria es {v} (banco azteca) gracias",
            f"Beneficiário: {n} | CLABE (México): {v}",
        ]
        add(
            _e(
                "clabe",
                ["es", "es", "pt"][i % 3],
                ["plain, refund", "spaced, chat", "Portuguese transfer"][i % 3],
                v,
                texts[i % 3],
                r.choice(["reembolso", "pago", "transferencia"]),
            )
        )

    # --- cards
    for i in range(14):
        brand = ["visa", "mc", "mc2", "amex"][i % 4]
        v = ids.card(r, brand)
        if i % 3 == 1:
            v = " ".join(v[j : j + 4] for j in range(0, len(v), 4))
        if i % 3 == 2:
            v = "-".join(v[j : j + 4] for j in range(0, len(v), 4))
        n = name(r, ["es", "en", "pt"][i % 3])
        texts = [
            f"Cargo rechazado tarjeta {v} titular {n} exp 08/29",
            f"Card on file: {v} ({n}) - customer asked to update billing",
            f"Cartão do cliente {n}: {v} validade 11/28",
        ]
        add(
            _e(
                "card",
                ["es", "en", "pt"][i % 3],
                f"{brand}, " + ["plain", "spaced", "hyphenated"][i % 3],
                v,
                texts[i % 3],
                r.choice(["payment_note", "log", "comentario"]),
            )
        )

    # --- passports
    for i in range(12):
        f = i % 6
        n = name(r, "en" if f == 3 else "pt" if f == 4 else "es")
        v = [
            f"G{ids.digits(r, 8)}",
            f"N{ids.digits(r, 8)}",
            f"G{ids.digits(r, 8)}",
            ids.digits(r, 9),
            f"F{ids.alnum(r, 1, '').upper()}{ids.digits(r, 6)}",
            f"PAA{ids.digits(r, 6)}",
        ][f]
        texts = [
            f"Pasaporte mexicano núm. {v} de {n}, vence 2030",
            f"pasaporte {v} (renovado) - viajero {n}",
            f"PASAPORTE / PASSPORT  No. {v}   APELLIDOS {strip_acc(n).upper()}",
            f"Traveler {n}, US passport number {v}, DOB on file",
            f"Passageiro {n} — passaporte {v}",
            f"Pasaporte español {v} de {n}",
        ]
        add(
            _e(
                "passport",
                ["es", "es", "es", "en", "pt", "es"][f],
                ["MX G, booking", "MX N, chat", "OCR bilingual", "US", "BR", "ES"][f],
                v,
                texts[f],
                r.choice(["reserva", "viajero", "ocr"]),
            )
        )

    # --- birth dates with names
    for i in range(20):
        lang = ["es", "es", "en", "pt", "es"][i % 5]
        n = name(r, lang)
        v = birth(r, lang)
        texts = {
            "es": [
                f"{n}, nac. {v}, alérgica a penicilina",
                f"Fecha de nacimiento de {n}: {v}",
                f"felicidades a {n.split()[0]} {n.split()[1]} q cumple! nacio el {v}",
                f"{n} | F. Nac. {v} | Sexo M",
            ],
            "en": [f"{n} — date of birth {v}", f"DOB: {v} (patient {n})"],
            "pt": [f"{n}, nascido em {v}", f"Data de nascimento de {n}: {v}"],
        }[lang]
        add(
            _e(
                "birth-date",
                lang,
                "named person + birth date",
                v,
                r.choice(texts),
                r.choice(["paciente", "alumno", "nota", "member"]),
            )
        )

    # --- home addresses
    for i in range(20):
        n = name(r)
        v = address(r)
        f = i % 5
        texts = [
            f"Domicilio particular de {n}: {v}",
            f"entregar en {v} (casa de {n.split()[0]}, tocar fuerte)",
            f"dom. {v} - tel casa en expediente",
            f"{n} vive en {v}",
            f"Ship to: {n}, {v}, México",
        ]
        add(
            _e(
                "home-address",
                "en" if f == 4 else "es",
                ["patient file", "delivery chat", "abbrev dom.", "prose", "shipping label"][f],
                v,
                texts[f],
                r.choice(["direccion", "envio", "domicilio", "shipping"]),
            )
        )
    for i in range(4):  # multi-line OCR letter, HTML only
        n = name(r)
        mun, edo, cp = r.choice(CITIES)
        v = f"{r.choice(STREETS)} {r.randint(10, 500)}"
        add(
            _e(
                "home-address",
                "es",
                "OCR letter, address split over lines",
                v,
                f"Atentamente,\n{n}\nDomicilio: {v}\n{r.choice(COLS)}, C.P. {cp}\n{mun}, {edo}",
                "",
                "html",
            )
        )

    # --- phones
    pkeys = ["telefono", "cel", "contacto", "mensaje", "ticket", "whatsapp", "tel_casa"]
    for i in range(44):
        n = name(r, ["es", "es", "en", "pt"][i % 4])
        v = phone_forms(r)
        f = i % 11
        texts = [
            f"Comunícate con {n} al {v}",
            f"{n} {v}",
            f"mi cel es {v} marcame despues de las 6",
            f"cel. {v} ({n.split()[0]})",
            f"tel casa: {v} / recados con su mama",
            f"Contacto de emergencia: {n}, {v}",
            f"wa {v} pregunta por {n.split()[0]}",
            f"Call {n} on {v} re: claim",
            f"Ligue para {n} no {v}",
            f"> El lun, {n} escribió:\n> llámenme al {v} porfa",
            f"Nombre,Tel\n{n},{v}",
        ]
        t = texts[f]
        mode = "html" if "\n" in t else "any"
        lang = "en" if f == 7 else "pt" if f == 8 else "es"
        add(
            _e(
                "phone",
                lang,
                [
                    "Comunícate con",
                    "name + number",
                    "mi cel",
                    "cel.",
                    "tel casa",
                    "emergency contact",
                    "wa",
                    "English",
                    "Portuguese",
                    "quoted reply",
                    "CSV",
                ][f]
                + f", {len(v)} chars",
                v,
                t,
                r.choice(pkeys),
                mode,
            )
        )
    for i in range(8):
        lada, rest = mobile(r)
        full = f"52{lada}{rest}"
        v = [
            f"tel:+{full}",
            f"https://wa.me/{full}",
            f"https://api.whatsapp.com/send?phone={full}&text=hola",
            f"tel:{lada}{rest}",
        ][i % 4]
        n = name(r)
        add(
            _e(
                "whatsapp" if "wa" in v else "phone",
                "es",
                "link",
                v,
                f'<a href="{v}">Escríbele a {n.split()[0]}</a>',
                "",
                "attr",
            )
        )

    # --- e-mails
    for i in range(30):
        lang = ["es", "es", "en", "pt", "es"][i % 5]
        n = name(r, lang)
        loc = local(r, n)
        dom = r.choice(FREE)
        f = i % 10
        if f == 0:
            v = f"{loc}@{dom}"
            t = f"De: {n} <{v}>"
        elif f == 1:
            v = f"{loc}@{dom}".upper()
            t = f"CORREO: {v}"
        elif f == 2:
            first = r.choice(
                ["josé", "maría", "raúl", "inés", "óscar", "lucía", "efraín", "héctor", "begoña"]
            )
            v = f"{first}.{strip_acc(n.split()[-1]).lower()}@{dom}"
            t = f"escribe a {v} (su correo personal)"
        elif f == 3:
            v = f"mailto:{loc}@{dom}?subject=Cita%20dental&cc={local(r, name(r))}@{r.choice(FREE)}"
            t = f"[{n}]({v})"
        elif f == 4:
            v = f"{loc} [arroba] {dom.split('.')[0]} [punto] com"
            t = f"mandenme el recibo a {v} xfa"
        elif f == 5:
            v = f"{loc}(at){dom.split('.')[0]}(dot)com"
            t = f"my personal mail is {v}, don't use the work one"
        elif f == 6:
            v = f"{loc} arroba {dom.split('.')[0]} punto com"
            t = f"{n.split()[0]} dice que su correo es {v}"
        elif f == 7:
            v = f"{loc}@{dom}"
            t = f"-----Forwarded message-----\nFrom: {n} <{v}>\nDate: mar 4 feb 2025"
        elif f == 8:
            v = f"{loc}@{dom}"
            t = f"Email pessoal: {v}"
        else:
            v = f"{loc}@{dom}"
            t = f"{n}\n{v}\nCel {phone_forms(r)}"
        kind = "email-obfuscated" if f in (4, 5, 6) else "email"
        lang2 = "en" if f == 5 else "pt" if f == 8 else lang if f in (0, 3) else "es"
        add(
            _e(
                kind,
                lang2,
                [
                    "From header",
                    "upper case",
                    "accented local part",
                    "mailto with query",
                    "[arroba] [punto]",
                    "(at)(dot)",
                    "arroba punto",
                    "forwarded header",
                    "Portuguese",
                    "signature",
                ][f],
                v,
                t,
                r.choice(["correo", "email", "from", "firma", "nota"]),
                "html" if "\n" in t else "any",
            )
        )

    # --- IPs, salaries, assets, plates
    for i in range(8):
        v = f"{r.choice(['187.190', '201.141', '189.203', '177.226', '148.240'])}.{r.randint(1, 254)}.{r.randint(1, 254)}"
        n = name(r)
        t = [
            f"login ok user={strip_acc(n.split()[0]).lower()}{r.randint(1, 99)} ip={v} ua=Android",
            f"IP del cliente {n}: {v}",
            f'{v} - - [12/Feb/2026:19:31:47 +0000] "GET /mi-cuenta HTTP/1.1" 200 user=ana.g',
            f"user {n} connected from {v}",
        ][i % 4]
        add(
            _e(
                "ip-address",
                "en" if i % 4 == 3 else "es",
                "user's IP",
                v,
                t,
                r.choice(["log", "audit", "access"]),
            )
        )
    for i in range(8):
        n = name(r)
        v = r.choice(
            [
                f"$ {r.randint(12, 95)},{r.randint(100, 999)}.00 mensuales",
                f"sueldo bruto ${r.randint(18, 80)}k",
                f"{r.randint(250, 900)},000 MXN anuales",
                f"R$ {r.randint(3, 19)}.{r.randint(100, 999)},00",
            ]
        )
        t = [
            f"Oferta para {n}: {v} + prestaciones de ley",
            f"{n} — salario {v}",
            f"pd: a {n.split()[0]} le pagan {v}",
            f"Salário de {n}: {v}",
        ][i % 4]
        add(
            _e(
                "salary",
                "pt" if i % 4 == 3 else "es",
                "salary of a named person",
                v,
                t,
                r.choice(["oferta", "nomina", "nota"]),
            )
        )
    for i in range(6):
        n = name(r)
        v = r.choice(
            [
                f"casa en Zapopan valuada en $4,{r.randint(100, 900)},000",
                f"saldo en cuenta ${r.randint(10, 900)},{r.randint(100, 999)}.{r.randint(10, 99)}",
                f"Jetta 2019 y terreno de {r.randint(200, 900)} m2 en Tlaxcala",
                f"crédito hipotecario Infonavit {ids.digits(r, 10)}",
            ]
        )
        add(
            _e(
                "assets",
                "es",
                "assets of a named person",
                v,
                f"Declaración patrimonial (privada) de {n}: {v}",
                r.choice(["patrimonio", "bienes"]),
            )
        )
    for i in range(6):
        n = name(r)
        v = r.choice(
            [
                f"{ids.alnum(r, 3).upper()}-{r.randint(10, 99)}-{r.randint(10, 99)}",
                f"{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}-{r.randint(100, 999)}-{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}",
            ]
        )
        add(
            _e(
                "plate",
                "es",
                "vehicle plate of a person",
                v,
                r.choice(
                    [
                        f"placas {v} (Versa gris de {n})",
                        f"Vehículo del empleado {n}: placa {v}",
                        f"el carro con placas {v} es de {n.split()[0]}, se estaciona en mi lugar",
                    ]
                ),
                r.choice(["vehiculo", "estacionamiento"]),
            )
        )

    # --- sensitive data (LFPDPPP art. 3 VI)
    sens = [
        (
            "health",
            "es",
            "diagnóstico: diabetes mellitus tipo 2",
            "Paciente {n}, {v}, control c/3 meses",
        ),
        ("health", "es", "VIH positivo en tratamiento antirretroviral", "{n} — {v} (confidencial)"),
        (
            "health",
            "en",
            "diagnosed with major depressive disorder",
            "Employee {n} was {v}; leave approved",
        ),
        ("health", "es", "incapacidad por embarazo de alto riesgo", "{n} tiene {v} hasta el 30/04"),
        ("health", "pt", "diagnóstico de câncer de mama", "Segurada {n}: {v}, em quimioterapia"),
        (
            "health",
            "es",
            "tipo de sangre O- , alergia a sulfas",
            "Ficha médica escolar de {n}: {v}",
        ),
        (
            "health",
            "es",
            "cirugía bariátrica 2023",
            "Cuestionario de seguro GMM — {n}: {v}, IMC 41",
        ),
        ("health", "en", "blood test: HbA1c 9.1%", "Lab report for {n}: {v}"),
        ("religion", "es", "testigo de Jehová, no acepta transfusiones", "{n} es {v}"),
        (
            "religion",
            "es",
            "religión: católica",
            "Solicitud de empleo {n} / {v} / estado civil: casado",
        ),
        ("religion", "en", "practices Islam and needs prayer breaks", "{n} {v}"),
        ("religion", "pt", "religião: evangélica", "Ficha de {n} — {v}"),
        (
            "sexual-life",
            "es",
            "orientación sexual: gay",
            "Encuesta interna (no anónima) — {n}: {v}",
        ),
        ("sexual-life", "en", "is bisexual and in an open relationship", "HR note: {n} {v}"),
        ("sexual-life", "es", "vive con su pareja del mismo sexo", "{n} {v} (dato para el seguro)"),
        ("sexual-life", "pt", "identidade de gênero: mulher trans", "Cadastro de {n}: {v}"),
        ("ethnic-origin", "es", "origen étnico: mixteco, habla tu'un savi", "Alumno {n}, {v}"),
        ("ethnic-origin", "es", "se autoadscribe afromexicana", "{n} {v} (censo interno)"),
        ("ethnic-origin", "en", "ethnicity: Hispanic/Latino (Purépecha)", "Applicant {n} — {v}"),
        ("ethnic-origin", "es", "pertenece al pueblo wixárika", "Expediente de {n}: {v}"),
        ("union", "es", "afiliado al SNTE sección 22", "{n}, maestro, {v}"),
        ("union", "es", "miembro del sindicato STRM desde 2009", "Trabajador {n} — {v}"),
        ("union", "en", "joined the Teamsters local 63", "{n} {v} last year"),
        ("union", "pt", "filiado ao sindicato dos metalúrgicos", "{n}, {v}"),
        (
            "criminal-record",
            "es",
            "antecedentes penales: sentencia por robo 2017",
            "Carta de no antecedentes NEGADA a {n} — {v}",
        ),
        (
            "criminal-record",
            "es",
            "estuvo preso en el Cereso de Puente Grande 2 años",
            "ojo el candidato {n} {v}",
        ),
        ("criminal-record", "en", "prior DUI conviction (2019)", "Background check for {n}: {v}"),
        ("criminal-record", "es", "proceso penal 245/2022 por fraude", "{n} tiene {v}"),
        ("political-opinion", "es", "militante de Morena, coordinador seccional", "{n} — {v}"),
        ("political-opinion", "en", "donated to the Green Party campaign", "{n} {v}"),
        (
            "biometric",
            "es",
            "huella dactilar índice derecho: plantilla ISO 19794-2 adjunta",
            "Registro biométrico de {n}: {v}",
        ),
        ("genetic", "es", "portadora del gen BRCA1", "Consejo genético — {n}: {v}"),
    ]
    for kind, lang, v, tpl in sens:
        n = name(r, lang)
        add(
            _e(
                kind,
                lang,
                "sensitive datum of a named person",
                v,
                tpl.format(n=n, v=v),
                r.choice(["nota", "observaciones", "comment", "expediente"]),
            )
        )
    for i in range(10):  # minors
        n = f"{r.choice(FIRST).split()[0]} {r.choice(LAST)} {r.choice(LAST)}"
        age = r.randint(4, 16)
        v = r.choice([f"{n}, {age} años", f"{n} ({age} años)", f"menor {n}, edad {age}"])
        t = r.choice(
            [
                f"Alumno: {v}, 3°B Primaria Benito Juárez, tutor: papá",
                f"Lista de asistencia campamento — {v} — alergias: nuez",
                f"se extravió {v}, vestía uniforme escolar",
                f"Reporte de conducta: {v}, grupo 2A",
            ]
        )
        add(
            _e(
                "minor",
                "es",
                "named minor with age",
                v,
                t,
                r.choice(["alumno", "participante", "reporte"]),
            )
        )

    # --- HR / CV records (multi-field rows)
    for i in range(8):
        n = name(r)
        c = ids.curp(r)
        v = c
        t = r.choice(
            [
                f"{n};{c};{ids.nss(r)};Analista;$21,400",
                f"CV — {n} | CURP {c} | Edo. civil: soltera | Lic. Contaduría UNAM",
                f"Nombre: {n}\nCURP: {c}\nPuesto: Auxiliar de almacén",
            ]
        )
        add(_e("curp", "es", "HR / CV record", v, t, "registro", "html" if "\n" in t else "any"))

    # --- account ids
    acc = [
        ("X-Account-Id", lambda: f"cust-{r.randint(10000, 99999)}", "header"),
        ("OpenAI-Organization", lambda: f"org-{ids.alnum(r, 24)}", "header"),
        (
            "anthropic-organization-id",
            lambda: (
                f"{ids.hexs(r, 8)}-{ids.hexs(r, 4)}-4{ids.hexs(r, 3)}-a{ids.hexs(r, 3)}-{ids.hexs(r, 12)}"
            ),
            "header",
        ),
        ("X-Customer-Id", lambda: f"{r.randint(10000000, 99999999)}", "header"),
        ("Stripe-Account", lambda: f"acct_1{ids.alnum(r, 15)}", "header"),
        ("X-Workspace-Id", lambda: f"ws_{ids.alnum(r, 12)}", "header"),
        ("x-tenant", lambda: f"tnt-{ids.hexs(r, 10)}", "header"),
        ("OpenAI-Project", lambda: f"proj_{ids.alnum(r, 24)}", "header"),
    ]
    for i in range(20):
        hk, fn, _ = acc[i % len(acc)]
        v = fn()
        add(_e("account-id", "en", f"header {hk}", v, v, hk, "header", "account-id"))
    fields = [
        ("project", lambda: f"proj_{ids.alnum(r, 10)}"),
        ("customer_id", lambda: f"cus_{ids.alnum(r, 14)}"),
        ("account", lambda: f"acct_{r.randint(1000, 99999)}"),
        ("workspace_id", lambda: f"ws-{ids.hexs(r, 12)}"),
        ("organization", lambda: f"org_{ids.alnum(r, 20)}"),
        ("team_id", lambda: f"T0{ids.alnum(r, 8).upper()}"),
        ("aws_account_id", lambda: ids.digits(r, 12)),
        ("gcp_project", lambda: f"acme-prod-{r.randint(100000, 999999)}"),
        ("twilio_account_sid", lambda: f"AC{ids.hexs(r, 32)}"),
        ("portalId", lambda: str(r.randint(1000000, 49999999))),
        (
            "subscription_id",
            lambda: (
                f"{ids.hexs(r, 8)}-{ids.hexs(r, 4)}-{ids.hexs(r, 4)}-{ids.hexs(r, 4)}-{ids.hexs(r, 12)}"
            ),
        ),
        ("client_id_cuenta", lambda: f"CTA-{r.randint(100000, 999999)}"),
    ]
    for i in range(16):
        k, fn = fields[i % len(fields)]
        v = fn()
        add(_e("account-id", "en", f"body field {k}", v, v, k, "any", "account-id"))
    paths = [
        lambda v: f"GET https://api.example-billing.io/v1/accounts/{v}/invoices?limit=10",
        lambda v: f"POST /v2/organizations/{v}/members 403",
        lambda v: f"https://dash.cloud-host.net/client/v4/accounts/{v}/workers/scripts",
        lambda v: f"arn:aws:iam::{v}:role/search-fixtures-recorder",
        lambda v: f"error: project {v} has exceeded its monthly quota",
        lambda v: f"/api/v2/users/{v}/tickets.json",
    ]
    pvals = [
        lambda: f"acct_{ids.alnum(r, 16)}",
        lambda: f"org_{ids.alnum(r, 14)}",
        lambda: ids.hexs(r, 32),
        lambda: ids.digits(r, 12),
        lambda: f"proj_{ids.alnum(r, 12)}",
        lambda: str(r.randint(100000000, 999999999)),
    ]
    for i in range(14):
        v = pvals[i % 6]()
        add(
            _e(
                "account-id",
                "en",
                "URL path / message",
                v,
                paths[i % 6](v),
                r.choice(["url", "request", "log", "error"]),
                "any",
                "account-id",
            )
        )

    # --- Portuguese records, insurance / school forms, OCR with l/1 and O/0 in labels
    for i in range(8):
        n = name(r, "pt")
        v = ids.cpf(r)
        t = [
            f"Cliente {n}, CPF {v}, pediu estorno",
            f"{n};{v};São Paulo;ativo",
            f"meu cpf é {v.replace('.', '').replace('-', '')} pode confirmar?",
            f"Segurado: {n} — CPF: {v}",
        ][i % 4]
        if i % 4 == 2:
            v = v.replace(".", "").replace("-", "")
        add(
            _e(
                "cpf",
                "pt",
                ["ticket", "CSV row", "chat, bare digits", "insurance form"][i % 4],
                v,
                t,
                r.choice(["cliente", "linha", "segurado"]),
            )
        )
    for i in range(6):
        n = name(r, "pt")
        v = f"+55 {r.choice(['11', '21', '31', '41'])} 9{ids.digits(r, 4)}-{ids.digits(r, 4)}"
        add(
            _e(
                "phone",
                "pt",
                "Brazilian mobile",
                v,
                r.choice(
                    [
                        f"WhatsApp do {n}: {v}",
                        f"{n} | celular {v}",
                        f"me liga no {v} depois das 18h",
                    ]
                ),
                "contato",
            )
        )
    for i in range(6):
        n = name(r, "pt")
        v = f"Rua {r.choice(['das Flores', 'Augusta', 'Bela Cintra', 'XV de Novembro'])}, nº {r.randint(10, 999)}, apto {r.randint(11, 184)}, CEP 0{r.randint(1000, 9999)}-{r.randint(100, 999)}"
        add(
            _e(
                "home-address",
                "pt",
                "Brazilian home address",
                v,
                f"Endereço residencial de {n}: {v}, São Paulo - SP",
                "endereco",
            )
        )
    for i in range(8):
        n = name(r)
        v = birth(r, "es")
        pol = f"GMM-{ids.digits(r, 8)}"
        t = [
            f"Asegurado titular: {n} | Póliza {pol} | Fecha nac.: {v}",
            f"N0MBRE: {strip_acc(n).upper()}  F3CHA DE NAC1MIENT0: {v}",
            f"Solicitud de inscripción — alumno {n} — nacimiento {v} — tutor: madre",
            f"Dependiente económico: {n} (hijo), nac. {v}",
        ][i % 4]
        add(
            _e(
                "birth-date",
                "es",
                ["insurance form", "OCR, l/1 O/0 in labels", "school form", "dependant"][i % 4],
                v,
                t,
                r.choice(["poliza", "ocr_text", "inscripcion"]),
            )
        )
    for i in range(4):
        n = name(r)
        v = phone_forms(r)
        add(
            _e(
                "phone",
                "es",
                "TSV export",
                v,
                f"nombre\ttel\tcorreo\n{n}\t{v}\t{local(r, n)}@{r.choice(FREE)}",
                "",
                "html",
            )
        )
    return out
