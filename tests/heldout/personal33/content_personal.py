"""Personal data and account ids of corpus 33, as extract / search APIs return documents.

Each generator returns ``(kind, family, lang, form, value, text, where)``: ``text`` is the
extracted text holding ``value`` (``\\n`` are the document's line breaks, written escaped in
JSON/YAML and as ``<br>`` in HTML); ``where`` is ``"doc"`` (an extract field), ``"snippet"``
(a search result), ``"url"`` / ``"title"`` (a result's address or title) or ``"header"``.
"""

from __future__ import annotations

import random

from values import (
    COLONIAS,
    MONTHS,
    MONTHS_EN,
    MONTHS_PT,
    MUNIS,
    STATE_NAMES,
    STREETS,
    V,
    ocr_damage,
    spaced,
)

COMPANIES = [
    "Servicios Logísticos del Bajío, S.A. de C.V.",
    "Comercializadora Altamira Norte, S. de R.L. de C.V.",
    "Grupo Educativo Cumbres del Valle, A.C.",
    "Laboratorios Clínicos Tlalli, S.A.P.I. de C.V.",
    "Inmobiliaria Parque Jacarandas, S.A. de C.V.",
    "Aseguradora Horizonte Mutual, S.A.",
    "Transportes Refrigerados Sierra Gorda, S.A. de C.V.",
]
DOMS = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
]


def layout(
    r: random.Random, label: str, value: str, others: list[tuple[str, str]], co: str = ""
) -> tuple[str, str]:
    """Lay one label/value pair out among others, the ways PDF-to-text conversion does.

    Returns (text, form)."""
    pairs = others[:]
    pairs.insert(r.randint(0, len(pairs)), (label, value))
    style = r.choice(["kv", "md", "interleave", "blocks", "pagebreak", "hyphen", "tabs"])
    if style == "kv":
        return "\n".join(f"{a}: {b}" for a, b in pairs), "key-value lines"
    if style == "md":
        rows = "\n".join(f"| {a} | {b} |" for a, b in pairs)
        return "| Campo | Valor |\n|---|---|\n" + rows, "markdown table"
    if style == "interleave":
        half = (len(pairs) + 1) // 2
        left, right = pairs[:half], pairs[half:]
        out = []
        for i in range(half):
            la, lb = left[i]
            ra, rb = right[i] if i < len(right) else ("", "")
            out.append(f"{la}   {ra}")
            out.append(f"{lb}   {rb}")
        return "\n".join(out), "two columns read row by row"
    if style == "blocks":
        return "\n".join(a for a, _ in pairs) + "\n\n" + "\n".join(
            b for _, b in pairs
        ), "labels and values in separate blocks"
    if style == "pagebreak":
        body = []
        for a, b in pairs:
            if (a, b) == (label, value):
                body.append(f"{a}:\n\n— Página 1 de 2 —\n\f\n{co or r.choice(COMPANIES)}\n\n{b}")
            else:
                body.append(f"{a}: {b}")
        return "\n".join(body), "page break between label and value"
    if style == "hyphen":
        lab = label
        words = [w for w in lab.split() if len(w) > 5 and w.isalpha()]
        if words:
            w = words[0]
            cut = len(w) // 2
            lab = lab.replace(w, w[:cut] + "-\n" + w[cut:], 1)
        return "\n".join(
            f"{lab if (a, b) == (label, value) else a}: {b}" for a, b in pairs
        ), "label hyphenated at line end"
    return "\n".join(f"{a}\t{b}" for a, b in pairs), "tab-separated cells"


def bdate(v: V, lang: str) -> tuple[str, str]:
    r = v.r
    y, m, d = v.ymd()
    if lang == "pt":
        return r.choice(
            [
                (f"{d:02d}/{m:02d}/{y}", "dd/mm/aaaa"),
                (f"{d} de {MONTHS_PT[m - 1]} de {y}", "long pt"),
            ]
        )
    if lang == "en":
        return r.choice(
            [
                (f"{MONTHS_EN[m - 1]} {d}, {y}", "Month d, yyyy"),
                (f"{m:02d}/{d:02d}/{y}", "mm/dd/yyyy"),
                (f"{d} {MONTHS_EN[m - 1][:3]} {y}", "d Mon yyyy"),
            ]
        )
    return r.choice(
        [
            (f"{d:02d}/{m:02d}/{y}", "dd/mm/aaaa"),
            (f"{d} de {MONTHS[m - 1]} de {y}", "long es"),
            (f"{d:02d}-{MONTHS[m - 1][:3].upper()}-{y}", "dd-MMM-aaaa"),
            (f"{y}-{m:02d}-{d:02d}", "ISO"),
            (f"{d:02d}.{m:02d}.{y % 100:02d}", "dd.mm.aa"),
            (f"{d} {MONTHS[m - 1].upper()} {y}", "d MES aaaa"),
            (f"{d:02d} / {m:02d} / {y}", "spaced slashes (OCR)"),
        ]
    )


def home_address(v: V) -> tuple[str, str]:
    r = v.r
    st = r.choice(list(STATE_NAMES.values()))
    num = r.choice(
        [
            f"#{r.randint(1, 999)}",
            f"No. {r.randint(1, 999)}",
            f"núm. {r.randint(1, 999)}",
            f"{r.randint(1, 999)}",
            f"Mz. {r.randint(1, 40)} Lt. {r.randint(1, 60)}",
            f"{r.randint(1, 999)} int. {r.randint(1, 12)}",
            f"{r.randint(1, 999)}-{r.choice('ABC')} depto. {r.randint(101, 504)}",
        ]
    )
    cp = f"C.P. {r.randint(1000, 99999):05d}"
    forms = [
        (
            f"{r.choice(STREETS)} {num}, {r.choice(COLONIAS)}, {cp}, {r.choice(MUNIS)}, {st}",
            "calle, col., C.P., municipio, estado",
        ),
        (
            f"{r.choice(STREETS)} {num} {r.choice(COLONIAS)} {r.choice(MUNIS)} {st} {cp}",
            "no commas (extracted)",
        ),
        (
            f"{r.choice(STREETS).upper()} {num} {r.choice(COLONIAS).upper()} CP {r.randint(1000, 99999):05d}",
            "upper case, CP",
        ),
        (
            f"{r.choice(STREETS)} {num}, {r.choice(COLONIAS)}, Alc. {r.choice(['Iztapalapa', 'Tlalpan', 'Coyoacán'])}, CDMX, {cp}",  # noqa: E501
            "alcaldía CDMX",
        ),
        (
            f"Domicilio conocido, Ranchería {r.choice(['El Saucillo', 'Los Hornos', 'La Estancia'])}, {r.choice(MUNIS)}, {cp}",  # noqa: E501
            "domicilio conocido rural",
        ),
        (
            f"{r.choice(STREETS)} {num}, {r.choice(COLONIAS)}, C. P. {r.randint(1000, 99999):05d}",
            "C. P. spaced",
        ),
    ]
    return r.choice(forms)


def email(v: V, name: str) -> tuple[str, str]:
    r = v.r
    parts = name.lower().split()
    local = r.choice(
        [
            f"{parts[0]}.{parts[-2]}",
            f"{parts[0][:1]}{parts[-2]}{r.randint(1, 99)}",
            f"{parts[-2]}_{parts[0]}{r.randint(70, 99)}",
        ]
    )
    local = local.replace(" ", "")
    dom = r.choice(DOMS)
    forms = [
        (f"{local}@{dom}", "plain"),
        (f"{local} @{dom}", "space before @ (OCR)"),
        (f"{local} at {dom}", "' at ' (OCR / obfuscated)"),
        (f"{local.upper()}@{dom.upper()}", "upper case"),
        (f"{local}@{dom.replace('.', ' . ')}", "spaces around dots"),
        (f"{local}[at]{dom.replace('.', '[dot]')}", "[at]/[dot]"),
        (
            f"{local} (arroba) {dom.split('.')[0]} (punto) {'.'.join(dom.split('.')[1:])}",
            "(arroba)/(punto)",
        ),
        (f"{local.replace('l', '1', 1)}@{dom}", "l read as 1 (OCR)"),
        (f"{local}@{dom.replace('o', '0', 1)}", "o read as 0 in domain (OCR)"),
    ]
    return r.choice(forms)


def phone(v: V) -> tuple[str, str]:
    r = v.r
    p = v.phone_mx()
    l2 = 2 if p[:2] in ("55", "33", "81") else 3
    a, rest = p[:l2], p[l2:]
    forms = [
        (f"+52 {a} {rest[: len(rest) - 4]} {rest[-4:]}", "+52 lada"),
        (f"+52 1 {a} {rest}", "+52 1"),
        (f"({a}) {rest[: len(rest) - 4]}-{rest[-4:]}", "(lada) nnnn-nnnn"),
        (f"{a}.{rest[: len(rest) - 4]}.{rest[-4:]}", "dots"),
        (f"044 {a} {rest}", "044"),
        (f"045{p}", "045 glued"),
        (p, "bare 10 digits"),
        (ocr_damage(p, r, 1), "bare 10 digits, one OCR letter"),
        (f"{a} {spaced(rest, [2, 2, 2, 2])}", "pairs"),
        (f"+52{p}", "+52 glued"),
        (ocr_damage(f"{a}-{rest[: len(rest) - 4]}-{rest[-4:]}", r, 2), "hyphens, two OCR letters"),
    ]
    return r.choice(forms)


def _doc_wrap(r: random.Random, lang: str) -> tuple[str, str]:
    co = r.choice(COMPANIES)
    if lang == "en":
        return r.choice(
            [
                (f"EMPLOYEE ONBOARDING FORM\n{co}", "HR onboarding form"),
                (f"VISA APPLICATION — TRAVEL DETAILS\n{co}", "visa form"),
                (f"PAY STUB\n{co}\nPay period: 05/01/2025 - 05/15/2025", "payslip"),
                (f"ACCOUNT STATEMENT\n{co}", "statement"),
            ]
        )
    if lang == "pt":
        return r.choice(
            [
                (f"FICHA DE ADMISSÃO\n{co}", "HR onboarding form"),
                (f"HOLERITE / RECIBO DE PAGAMENTO\n{co}", "payslip"),
                (f"EXTRATO BANCÁRIO\n{co}", "bank statement"),
                (f"LAUDO DE EXAME LABORATORIAL\n{co}", "lab report"),
            ]
        )
    return r.choice(
        [
            (f"RECIBO DE NÓMINA\n{co}\nPeriodo: 01/05/2025 al 15/05/2025", "payslip"),
            (f"# Constancia de estudios\n{co}\nCiclo escolar 2024-2025", "school certificate"),
            (f"ESTADO DE CUENTA\n{co}\nPeriodo del 01 al 31 de marzo de 2025", "bank statement"),
            (
                f"INFORME DE RESULTADOS DE LABORATORIO\n{co}\nFecha de toma: 12/02/2025",
                "lab report",
            ),
            (
                f"PÓLIZA DE SEGURO DE GASTOS MÉDICOS\n{co}\nVigencia: 01/01/2025 - 31/12/2025",
                "insurance policy",
            ),
            (f"CONTRATO DE ARRENDAMIENTO\nARRENDADOR: {co}", "lease"),
            (f"FORMATO DE ALTA DE PERSONAL (onboarding)\n{co}", "HR onboarding form"),
            (f"REPRESENTACIÓN IMPRESA DE UN CFDI\nEmisor: {co}", "CFDI printed representation"),
            (f"NOTA DE REMISIÓN / ENTREGA\n{co}", "delivery note"),
            (
                "JUZGADO TERCERO DE LO FAMILIAR — EXPEDIENTE 1187/2024\nACTA ANTE NOTARIO PÚBLICO No. 42",
                "court / notary document",
            ),
            (f"SOLICITUD DE VISA / FORMULARIO DE VIAJE\n{co}", "visa / travel form"),
            (f"BOLETA DE CALIFICACIONES\n{co}\nGrado: 5º  Grupo: B", "report card"),
        ]
    )


def _search(r: random.Random, text: str, value: str) -> str:
    """A search snippet: cut around the value, with ellipses."""
    i = text.find(value)
    lo = max(0, i - r.randint(15, 60))
    hi = min(len(text), i + len(value) + r.randint(5, 40))
    return "… " + text[lo:hi].replace("\n", " ") + " …"


ACCOUNT_FORMS = [
    ("Número de cliente", lambda v: f"CLI-{v.digits(8)}"),
    ("No. de contrato", lambda v: f"{v.digits(4)}-{v.digits(6)}-{v.digits(2)}"),
    ("Cuenta de cliente", lambda v: f"cust_{v.alnum(14)}"),
    ("customer_id", lambda v: f"cus_{v.alnum(14)}"),
    ("account", lambda v: f"acct_{v.alnum(16)}"),
    ("Organization", lambda v: f"org-{v.alnum(24)}"),
    ("Proyecto", lambda v: f"proj_{v.alnum(20)}"),
    ("Workspace", lambda v: f"ws_{v.hexs(16)}"),
    ("Tenant ID", lambda v: v.uuid4().lower()),
    ("ID de suscriptor", lambda v: f"SUB-{v.digits(10)}"),
    ("No. de servicio CFE", lambda v: v.digits(12)),
    ("Número de cuenta Telmex", lambda v: f"{v.digits(10)}"),
    ("AWS account", lambda v: v.digits(12)),
    ("Billing account", lambda v: f"{v.hexs(6).upper()}-{v.hexs(6).upper()}-{v.hexs(6).upper()}"),
    ("team", lambda v: f"team_{v.alnum(18)}"),
    ("user", lambda v: f"user_{v.alnum(22)}"),
]


def generate(seed: int = 3301) -> list[tuple[str, str, str, str, str, str, str]]:
    v = V(seed)
    r = v.r
    out: list[tuple[str, str, str, str, str, str, str]] = []

    def add(
        kind: str,
        lang: str,
        label: str,
        value: str,
        form: str,
        others: list[tuple[str, str]],
        fam: str = "personal",
        where: str = "",
    ) -> None:
        where = where or r.choice(["doc", "doc", "doc", "snippet"])
        head, dform = _doc_wrap(r, lang)
        text, lform = layout(r, label, value, others)
        full = head + "\n" + text
        if where == "snippet":
            full = _search(r, full, value)
            lform = "search snippet"
        out.append((kind, fam, lang, f"{form}; {dform}; {lform}; {where}", value, full, where))

    # ---- CURP
    for i in range(36):
        c = v.curp()
        n = v.name()
        form_i = i % 9
        if form_i == 0:
            val, f = c, "upper"
        elif form_i == 1:
            val, f = c.lower(), "lower case"
        elif form_i == 2:
            val, f = spaced(c, [4, 6, 1, 2, 3, 2]), "spaced groups"
        elif form_i == 3:
            val, f = ocr_damage(c, r, 1), "one OCR confusion"
        elif form_i == 4:
            val, f = spaced(c, [4, 6, 6, 2], "-"), "hyphenated"
        elif form_i == 5:
            val, f = f"{c[:4]}<b>{c[4:10]}</b>{c[10:]}", "<b> highlight inside the value"
        elif form_i == 6:
            val, f = c[:13], "cut mid-value (truncated snippet)"
            out.append(
                (
                    "curp",
                    "personal",
                    "es",
                    f"{f}; search snippet",
                    val,
                    f"Constancia de inscripción — {n} — CURP {val}…",
                    "snippet",
                )
            )
            continue
        elif form_i == 7:
            val, f = c[:8] + c[7] + c[8:], "doubled character (OCR)"
        else:
            val, f = c, "in a document URL"
            out.append(
                (
                    "curp",
                    "personal",
                    "es",
                    f"{f}; url",
                    val,
                    f"https://tramites.escuela-cumbres.example/constancias/{val}/constancia.pdf",
                    "url",
                )
            )
            continue
        add(
            "curp",
            "es",
            r.choice(["CURP", "C.U.R.P.", "Clave Única de Registro de Población"]),
            val,
            f,
            [("Nombre", n), ("Puesto", "Auxiliar administrativo"), ("Departamento", "Almacén")],
        )

    # ---- RFC persona física
    for i in range(26):
        c = v.rfc_fisica()
        n = v.name()
        val, f = [
            (c, "plain"),
            (c.lower(), "lower"),
            (f"{c[:4]}-{c[4:10]}-{c[10:]}", "hyphenated"),
            (f"{c[:4]} {c[4:10]} {c[10:]}", "spaced"),
            (ocr_damage(c, r, 1), "OCR confusion"),
            (f"<em>{c}</em>", "inside <em>"),
            (c, "receptor of a CFDI"),
        ][i % 7]
        if i % 7 == 6:
            add(
                "rfc-persona-fisica",
                "es",
                "RFC Receptor",
                val,
                f,
                [
                    ("Nombre receptor", n),
                    ("Uso CFDI", "G03 Gastos en general"),
                    ("Régimen fiscal receptor", "605 Sueldos y Salarios"),
                ],
            )
        else:
            add(
                "rfc-persona-fisica",
                "es",
                r.choice(["RFC", "R.F.C.", "RFC del trabajador"]),
                val,
                f,
                [("Nombre", n), ("Fecha de ingreso", "16/01/2023")],
            )

    # ---- NSS
    for i in range(20):
        c = v.nss()
        val, f = [
            (c, "plain"),
            (f"{c[:2]}-{c[2:4]}-{c[4:6]}-{c[6:10]}-{c[10]}", "hyphenated"),
            (spaced(c, [2, 2, 2, 4, 1]), "spaced"),
            (ocr_damage(c, r, 1), "OCR letter"),
            (".".join([c[:4], c[4:8], c[8:]]), "dots"),
        ][i % 5]
        add(
            "nss",
            "es",
            r.choice(["NSS", "No. IMSS", "Número de Seguridad Social", "Afiliación IMSS"]),
            val,
            f,
            [("Trabajador", v.name()), ("SDI", "$ 612.34"), ("Días pagados", "15")],
        )

    # ---- CLABE of a person
    for i in range(18):
        c = v.clabe()
        val, f = [
            (c, "plain"),
            (spaced(c, [3, 3, 11, 1]), "3-3-11-1"),
            (spaced(c, [4, 4, 4, 4, 2]), "groups of 4"),
            (ocr_damage(c, r, 1), "OCR letter"),
            (c.replace(c[5], c[5] + c[5], 1)[:18], "doubled digit truncated"),
        ][i % 5]
        add(
            "clabe",
            "es",
            r.choice(
                [
                    "CLABE interbancaria",
                    "Cuenta CLABE para depósito de nómina",
                    "CLABE del beneficiario",
                ]
            ),
            val,
            f,
            [("Titular", v.name()), ("Banco", "BBVA México")],
        )

    # ---- cards
    for i in range(18):
        c = v.card()
        lang = "en" if i % 6 == 5 else "es"
        if c[0] == "3":
            val = spaced(c, [4, 6, 5])
        else:
            val = [
                c,
                spaced(c, [4, 4, 4, 4]),
                spaced(c, [4, 4, 4, 4], "-"),
                ocr_damage(spaced(c, [4, 4, 4, 4]), r, 1),
            ][i % 4]
        add(
            "card",
            lang,
            "Card number"
            if lang == "en"
            else r.choice(["Número de tarjeta", "Tarjeta titular", "No. de tarjeta"]),
            val,
            "card number, full",
            [("Titular" if lang == "es" else "Cardholder", v.name(lang)), ("Vence", "08/27")],
        )

    # ---- INE
    for i in range(10):
        c = v.ine()
        val = [c, c.lower(), spaced(c, [6, 8, 4]), ocr_damage(c, r, 1), c][i % 5]
        add(
            "ine-clave-elector",
            "es",
            "Clave de elector",
            val,
            ["plain", "lower", "spaced", "OCR", "plain"][i % 5],
            [("Nombre", v.name()), ("Sección", f"{r.randint(100, 5000):04d}")],
        )

    # ---- passports
    for i in range(14):
        lang = ["es", "es", "es", "en", "pt", "es", "en"][i % 7]
        if lang == "es":
            c = (
                v.passport_mx()
                if i % 2 == 0
                else r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") * 1
                + r.choice("ABCDEFGHJKLMNP")
                + v.digits(6)
            )
            lab = r.choice(["Pasaporte No.", "No. de pasaporte", "Pasaporte"])
        elif lang == "en":
            c = v.digits(9)
            lab = "Passport No."
        else:
            c = r.choice("ABCFGH") + r.choice("ABCFGH") + v.digits(6)
            lab = "Passaporte nº"
        val = c if i % 3 else ocr_damage(c, r, 1)
        add(
            "passport",
            lang,
            lab,
            val,
            "passport number" + (", OCR" if i % 3 == 0 else ""),
            [
                ("Nombre / Name", v.name(lang)),
                ("Nacionalidad", {"es": "MEXICANA", "en": "USA", "pt": "BRASILEIRA"}[lang]),
            ],
        )

    # ---- other countries' ids
    for i in range(10):
        c = v.cpf()
        val = [c, c.replace(".", "").replace("-", ""), c.replace(".", " "), ocr_damage(c, r, 1), c][
            i % 5
        ]
        add(
            "cpf",
            "pt",
            r.choice(["CPF", "CPF do titular", "Nº do CPF"]),
            val,
            "CPF",
            [("Nome", v.name("pt")), ("Cargo", "Analista")],
        )
    for i in range(8):
        c = v.rut()
        val = [c, c.replace(".", ""), c.lower()][i % 3]
        add(
            "rut",
            "es",
            r.choice(["RUT", "R.U.T.", "RUN"]),
            val,
            "RUT chileno",
            [("Nombre", v.name()), ("Comuna", "Ñuñoa")],
        )
    for i in range(10):
        c = v.dni_es() if i % 2 == 0 else v.nie()
        val = c if i % 3 else c[:-1] + "-" + c[-1]
        add(
            "dni-nie",
            "es",
            "DNI" if i % 2 == 0 else "NIE",
            val,
            "DNI/NIE España",
            [("Inquilino", v.name()), ("Provincia", "Valencia")],
        )
    for _ in range(6):
        c = v.cedula_co()
        add(
            "cedula",
            "es",
            r.choice(["C.C.", "Cédula de ciudadanía", "Cédula No."]),
            c,
            "cédula Colombia",
            [("Paciente", v.name())],
        )
    for i in range(8):
        c = v.ssn()
        val = [c, c.replace("-", " "), c.replace("-", ""), ocr_damage(c, r, 1)][i % 4]
        add(
            "ssn",
            "en",
            r.choice(["SSN", "Social Security No.", "SSN (last employer)"]),
            val,
            "US SSN",
            [("Employee", v.name("en")), ("Hire date", "03/17/2024")],
        )
    for i in range(10):
        cc = ["ES", "DE", "PT", "FR"][i % 4]
        c = v.iban(cc)
        val = c if i % 2 else " ".join(c[j : j + 4] for j in range(0, len(c), 4))
        lang = "pt" if cc == "PT" else "en" if cc in ("DE", "FR") else "es"
        add(
            "iban",
            lang,
            "IBAN",
            val,
            f"IBAN {cc}",
            [("Titular" if lang != "en" else "Account holder", v.name(lang))],
        )

    # ---- birth dates
    for i in range(28):
        lang = ["es", "es", "es", "es", "en", "pt", "es"][i % 7]
        d, f = bdate(v, lang)
        lab = {
            "es": r.choice(["Fecha de nacimiento", "Fecha de nac.", "F. Nacimiento", "Nació el"]),
            "en": r.choice(["Date of birth", "DOB"]),
            "pt": "Data de nascimento",
        }[lang]
        add(
            "birth-date",
            lang,
            lab,
            d,
            f,
            [
                ("Nombre" if lang == "es" else "Name" if lang == "en" else "Nome", v.name(lang)),
                ("Sexo" if lang != "en" else "Sex", r.choice(["F", "M"])),
            ],
        )

    # ---- home addresses
    for i in range(28):
        a, f = home_address(v)
        if i % 7 == 3:  # value wrapped onto the next line: the first part is the datum
            cut = a.find(",", 10)
            first = a[: cut + 1] if cut > 0 else a
            out.append(
                (
                    "home-address",
                    "personal",
                    "es",
                    f"{f}; wrapped onto the next line",
                    first,
                    f"FORMATO DE ALTA DE PERSONAL\nEmpleado: {v.name()}\nDomicilio particular: {first}\n{a[len(first) :].strip()}",  # noqa: E501
                    "doc",
                )
            )
            continue
        add(
            "home-address",
            "es",
            r.choice(
                [
                    "Domicilio particular",
                    "Domicilio",
                    "Dirección del paciente",
                    "Domicilio del arrendatario",
                    "Entregar en",
                ]
            ),
            a,
            f,
            [("Nombre", v.name()), ("Tel. casa", "ver expediente")],
        )

    # ---- phones
    for i in range(30):
        p, f = phone(v)
        lang = "es" if i % 6 else "en"
        if i % 5 == 4:
            n = v.name()
            out.append(
                (
                    "phone",
                    "personal",
                    "es",
                    f"{f}; name then number in a delivery note",
                    p,
                    f"Recibe: {n} {p} — entregar de 9 a 14 h",
                    r.choice(["doc", "snippet"]),
                )
            )
            continue
        lab = (
            r.choice(
                [
                    "Celular",
                    "Tel. particular",
                    "Teléfono de contacto (personal)",
                    "Cel.",
                    "Contacto de emergencia",
                ]
            )
            if lang == "es"
            else "Mobile"
        )
        add("phone", lang, lab, p, f, [("Nombre" if lang == "es" else "Name", v.name(lang))])

    # ---- e-mails
    for i in range(24):
        lang = ["es", "es", "en", "pt"][i % 4]
        n = v.name(lang)
        e, f = email(v, n)
        lab = {
            "es": r.choice(["Correo personal", "E-mail", "Correo electrónico"]),
            "en": "Personal e-mail",
            "pt": "E-mail pessoal",
        }[lang]
        add(
            "email",
            lang,
            lab,
            e,
            f,
            [("Nombre" if lang == "es" else "Name" if lang == "en" else "Nome", n)],
        )

    # ---- names with their data (signature blocks)
    for _ in range(10):
        n = v.name()
        p, _ = phone(v)
        d, _ = bdate(v, "es")
        txt = r.choice(
            [
                f"______________________\nFirma del trabajador\n{n}\nCel. {p}",
                f"Nombre y firma del paciente: {n}   Fecha de nacimiento: {d}",
                f"EL ARRENDATARIO\n\n{n}\nTel. {p}",
                f"Recibí de conformidad: {n} — nacido(a) el {d}",
            ]
        )
        out.append(
            (
                "name-with-data",
                "personal",
                "es",
                "a person's name next to their phone or birth date; signature block",
                n,
                txt,
                "doc",
            )
        )

    # ---- account ids (statements and invoices, neutral names)
    for i in range(48):
        lab, mk = ACCOUNT_FORMS[i % len(ACCOUNT_FORMS)]
        val = mk(v)
        lang = (
            "en"
            if lab[0].islower()
            or lab in ("Organization", "Workspace", "Tenant ID", "AWS account", "Billing account")
            else "es"
        )
        where = ["doc", "doc", "url", "header", "snippet"][i % 5]
        if where == "url":
            out.append(
                (
                    "account-id",
                    "account-id",
                    "en",
                    f"{lab} in an invoice URL",
                    val,
                    f"https://billing.proveedor-nube.example/accounts/{val}/invoices/INV-2025-0{i + 10}.pdf",
                    "url",
                )
            )
            continue
        if where == "header":
            out.append(
                (
                    "account-id",
                    "account-id",
                    "en",
                    f"{lab} in a recorded header",
                    val,
                    val,
                    "header",
                )
            )
            continue
        add(
            "account-id",
            lang,
            lab,
            val,
            f"{lab} in a statement/invoice",
            [
                ("Periodo de facturación" if lang == "es" else "Billing period", "2025-04"),
                ("Total", "$ 1,284.00 MXN"),
            ],
            fam="account-id",
            where=where,
        )
    return out
