"""Personal data and account ids of corpus 23: invented people, written in many forms.

Each builder returns a list of dicts: kind, family, lang, form, value (the datum exactly as
written), text (the line that carries it), and optionally ``key`` (a JSON/YAML field name),
``header`` (True: a recorded request/response header) or ``html`` (a ready HTML snippet).
"""

# ruff: noqa: E501
from __future__ import annotations

import random

import valid as v

FIRST = [
    "María Fernanda",
    "José Luis",
    "Guadalupe",
    "Juan Carlos",
    "Ximena",
    "Rodrigo",
    "Itzel",
    "Héctor",
    "Araceli",
    "Luis Ángel",
    "Brenda",
    "Fernando",
    "Yesenia",
    "Óscar",
    "Marisol",
    "Aurelio",
    "Citlali",
    "Ricardo",
    "Dulce María",
    "Ernesto",
    "Rocío",
    "Tonatiuh",
    "Paola",
    "Joaquín",
    "Nayeli",
    "Saúl",
    "Leticia",
    "Eduardo",
    "Karla",
    "Gilberto",
]
LAST = [
    "Hernández",
    "García",
    "Martínez",
    "López",
    "González",
    "Rodríguez",
    "Pérez",
    "Sánchez",
    "Ramírez",
    "Cruz",
    "Flores",
    "Gómez",
    "Morales",
    "Vázquez",
    "Reyes",
    "Jiménez",
    "Torres",
    "Díaz",
    "Gutiérrez",
    "Ruiz",
    "Mendoza",
    "Aguilar",
    "Ortiz",
    "Castillo",
    "Moreno",
    "Romero",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
]
STREET = [
    "Calle Jacarandas",
    "Av. Revolución",
    "Privada Los Olivos",
    "Cerrada de Tulipanes",
    "Andador 7",
    "Calz. de Tlalpan",
    "Calle Fray Servando",
    "Av. Lázaro Cárdenas",
    "Calle Pino Suárez",
    "Priv. Hidalgo",
    "Calle 5 de Mayo",
    "Av. Juárez",
]
COL = [
    "Col. Santa Úrsula",
    "Col. Del Valle",
    "Col. Las Águilas",
    "Col. Jardines del Sur",
    "Col. Centro",
    "Fracc. Villas del Río",
    "Col. Obrera",
    "Unidad Hab. El Rosario",
    "Col. Independencia",
    "Barrio de San Juan",
]
MUN = [
    ("Coyoacán", "CDMX"),
    ("Zapopan", "Jal."),
    ("Guadalupe", "N.L."),
    ("Celaya", "Gto."),
    ("Tlaquepaque", "Jalisco"),
    ("Ecatepec", "Edo. Méx."),
    ("Mérida", "Yucatán"),
    ("Puebla", "Pue."),
    ("Querétaro", "Qro."),
    ("Morelia", "Mich."),
]
MONTH_ES = [
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
MONTH_EN = [
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
MONTH_PT = [
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
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "proton.me",
]


def _it(kind, lang, form, value, text, family="personal", **kw):
    d = {"kind": kind, "family": family, "lang": lang, "form": form, "value": value, "text": text}
    d.update(kw)
    return d


def name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)} {rng.choice(LAST)}"


def short(rng: random.Random) -> str:
    return f"{rng.choice(FIRST).split()[0]} {rng.choice(LAST)}"


def _deaccent(s: str) -> str:
    return s.translate(str.maketrans("áéíóúÁÉÍÓÚñÑü", "aeiouAEIOUnNu"))


def mobile(rng: random.Random) -> str:
    area = rng.choice(["55", "33", "81", "461", "442", "222", "999", "477", "443", "664"])
    rest = "".join(str(rng.randint(0, 9)) for _ in range(10 - len(area)))
    return area + rest


def phone_forms(rng: random.Random, d: str) -> list[tuple[str, str]]:
    a = 2 if d[:2] in ("55", "33", "81") else 3
    ar, r = d[:a], d[a:]
    h = len(r) // 2
    return [
        ("e164-spaced", f"+52 {ar} {r[:h]} {r[h:]}"),
        ("plus52-1", f"+52 1 {ar} {r[:h]} {r[h:]}"),
        ("044", f"044 {ar} {r[:h]} {r[h:]}"),
        ("045", f"045 {ar} {r}"),
        ("paren", f"({ar}) {r[:h]}-{r[h:]}"),
        ("dots", f"{ar}.{r[:h]}.{r[h:]}"),
        ("hyphens", f"{ar}-{r[:h]}-{r[h:]}"),
        ("e164", f"+52{d}"),
        ("plus52-paren", f"+52 ({ar}) {r[:h]} {r[h:]}"),
        ("bare10", d),
        ("spaced-pairs", " ".join(d[i : i + 2] for i in range(0, 10, 2))),
        ("intl-00", f"0052 {ar} {r}"),
    ]


def build(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    # ---------------------------------------------------------------- CURP (30)
    tpl_curp = [
        ("es", "enrolment", "Alumna {n}, CURP {v}, grupo 3°B turno matutino."),
        ("es", "chat", "[14/03 09:12] {s}: ahí te va mi curp {v} para lo de la beca"),
        (
            "es",
            "narrative",
            "La señora {n} llegó sin identificación; dictó de memoria su CURP, {v}, y la anotamos a mano.",
        ),
        ("es", "csv", "{n};{v};Beca Benito Juárez;pendiente"),
        ("en", "ticket", "Customer {n} sent her CURP ({v}) by e-mail to finish KYC."),
        ("pt", "ficha", "Cliente mexicano {n}, CURP {v}, solicitou reembolso."),
        ("es", "log", 'WARN kyc.validate curp={v} nombre="{s}" match=false'),
        ("es", "commit", "fix: quitar CURP de prueba {v} de {s} que se coló en el seed"),
    ]
    for i in range(30):
        lang, form, t = tpl_curp[i % len(tpl_curp)]
        c = v.curp(rng)
        shape = i % 5
        val = (
            c
            if shape in (0, 1)
            else c.lower()
            if shape == 2
            else f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
            if shape == 3
            else f"{c[:4]}-{c[4:10]}-{c[10:]}"
        )
        out.append(
            _it(
                "curp",
                lang,
                f"curp-{['upper', 'upper', 'lower', 'spaced', 'hyphen'][shape]}/{form}",
                val,
                t.format(n=name(rng), s=short(rng), v=val),
            )
        )
    # ---------------------------------------------------------------- RFC física (22)
    tpl_rfc = [
        ("es", "invoice", "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03."),
        (
            "es",
            "narrative",
            "Mi RFC es {v}, lo saqué en el SAT el año pasado, ¿me pueden emitir la factura?",
        ),
        ("en", "ticket", "Freelancer {n} (Mexican tax id RFC {v}) asked for the invoice again."),
        ("es", "rent", "Recibí de {n} con RFC {v} la cantidad de $8,500.00 por concepto de renta."),
        ("pt", "nota", "O RFC pessoal do {s} é {v}, conforme a constancia de situação fiscal."),
    ]
    for i in range(22):
        lang, form, t = tpl_rfc[i % len(tpl_rfc)]
        r = v.rfc_fisica(rng)
        shape = i % 4
        val = (
            r
            if shape == 0
            else f"{r[:4]}-{r[4:10]}-{r[10:]}"
            if shape == 1
            else f"{r[:4]} {r[4:10]} {r[10:]}"
            if shape == 2
            else r.lower()
        )
        out.append(
            _it(
                "rfc-persona-fisica",
                lang,
                f"rfc-{['plain', 'hyphen', 'spaced', 'lower'][shape]}/{form}",
                val,
                t.format(n=name(rng), s=short(rng), v=val),
            )
        )
    # ---------------------------------------------------------------- NSS (16)
    tpl_nss = [
        ("es", "imss", "Recordatorio IMSS: {n}, NSS {v}, cita en UMF 20 el martes 8:40."),
        (
            "es",
            "narrative",
            "Le dije al de recursos humanos que mi número de seguro social es el {v} y que no me han dado de alta.",
        ),
        ("en", "hr", "Employee {n} — IMSS social security no. {v} — onboarding incomplete."),
        ("es", "csv", "{s},{v},alta,2024-02-01"),
    ]
    for i in range(16):
        lang, form, t = tpl_nss[i % len(tpl_nss)]
        n_ = v.nss(rng)
        shape = i % 3
        val = (
            n_
            if shape == 0
            else f"{n_[:2]}-{n_[2:4]}-{n_[4:6]}-{n_[6:10]}-{n_[10]}"
            if shape == 1
            else f"{n_[:4]} {n_[4:8]} {n_[8:]}"
        )
        out.append(
            _it(
                "nss",
                lang,
                f"nss-{['plain', 'hyphen', 'spaced'][shape]}/{form}",
                val,
                t.format(n=name(rng), s=short(rng), v=val),
            )
        )
    # ---------------------------------------------------------------- INE (12)
    tpl_ine = [
        ("es", "form", "Identificación: INE, clave de elector {v}, a nombre de {n}."),
        (
            "es",
            "narrative",
            "El votante {n} mostró su credencial; la clave de elector {v} no aparecía en el padrón.",
        ),
        ("en", "kyc", "Voter ID (INE) elector key {v} uploaded by {n}."),
    ]
    for i in range(12):
        lang, form, t = tpl_ine[i % len(tpl_ine)]
        val = v.ine_clave(rng)
        if i % 4 == 3:
            val = val.lower()
        out.append(_it("ine-clave-elector", lang, f"ine/{form}", val, t.format(n=name(rng), v=val)))
    # ---------------------------------------------------------------- CLABE (14)
    tpl_clabe = [
        ("es", "chat", "{s}: depósitame a mi CLABE {v} porfa, es de mi cuenta personal"),
        (
            "es",
            "narrative",
            "Para el reembolso, la clienta {n} nos dio la CLABE interbancaria {v} de su cuenta de nómina.",
        ),
        ("en", "ticket", "Refund to CLABE {v} (account holder: {n})."),
        ("pt", "email", "Transferir para a CLABE {v}, titular {n}."),
    ]
    for i in range(14):
        lang, form, t = tpl_clabe[i % len(tpl_clabe)]
        c = v.clabe(rng)
        val = c if i % 2 == 0 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        out.append(
            _it(
                "clabe",
                lang,
                f"clabe-{'plain' if i % 2 == 0 else 'spaced'}/{form}",
                val,
                t.format(n=name(rng), s=short(rng), v=val),
            )
        )
    # ---------------------------------------------------------------- cards (16)
    tpl_card = [
        ("es", "chat", "{s}: mi tarjeta es {v} vence 08/27, cárgale ahí"),
        ("en", "log", 'ERROR payment declined card={v} holder="{n}"'),
        (
            "es",
            "narrative",
            "El señor {n} leyó en voz alta el número de su tarjeta, {v}, mientras la operadora lo tecleaba.",
        ),
        ("pt", "suporte", "O cliente {n} colou o cartão {v} no chat de suporte."),
    ]
    brands = ["visa", "mc", "mc2", "amex"]
    for i in range(16):
        lang, form, t = tpl_card[i % len(tpl_card)]
        c = v.card(rng, brands[i % 4])
        shape = (i // 4) % 3
        if shape == 1:
            val = (
                " ".join(c[j : j + 4] for j in range(0, len(c), 4))
                if len(c) == 16
                else f"{c[:4]} {c[4:10]} {c[10:]}"
            )
        elif shape == 2:
            val = (
                "-".join(c[j : j + 4] for j in range(0, len(c), 4))
                if len(c) == 16
                else f"{c[:4]}-{c[4:10]}-{c[10:]}"
            )
        else:
            val = c
        out.append(
            _it(
                "card",
                lang,
                f"card-{brands[i % 4]}-{['plain', 'spaced', 'hyphen'][shape]}/{form}",
                val,
                t.format(n=name(rng), s=short(rng), v=val),
            )
        )
    # ---------------------------------------------------------------- passports (18)
    pp = [
        (
            "es",
            lambda: "G" + v.rnd(rng, "0123456789", 8),
            "Pasaporte mexicano de {n}: {v}, vigente hasta 2031.",
        ),
        (
            "es",
            lambda: "N" + v.rnd(rng, "0123456789", 8),
            "{n} viaja con el pasaporte núm. {v}; lo escaneamos en recepción.",
        ),
        (
            "en",
            lambda: v.rnd(rng, "0123456789", 9),
            "US passport number {v} belongs to {n}, checked in at 22:10.",
        ),
        (
            "es",
            lambda: v.rnd(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + v.rnd(rng, "0123456789", 6),
            "Huésped {n}, pasaporte español {v}.",
        ),
        (
            "pt",
            lambda: v.rnd(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + v.rnd(rng, "0123456789", 6),
            "Passageira {n}, passaporte brasileiro nº {v}.",
        ),
        (
            "en",
            lambda: v.rnd(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + v.rnd(rng, "0123456789", 6),
            "Canadian passport {v} — holder {n} — visa pending.",
        ),
    ]
    for i in range(18):
        lang, gen, t = pp[i % len(pp)]
        val = gen()
        out.append(
            _it("passport", lang, f"passport/{i % len(pp)}", val, t.format(n=name(rng), v=val))
        )
    # ---------------------------------------------------------------- birth dates (22)
    for i in range(22):
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1948, 2015)
        n = name(rng)
        forms = [
            (
                "es",
                f"{d} de {MONTH_ES[m - 1]} de {y}",
                "El menor {n} nació el {v} en el Hospital General de Celaya, según consta en el acta.",
            ),
            (
                "es",
                f"{d:02d}/{m:02d}/{y}",
                "Paciente: {n} · Fecha de nacimiento: {v} · Alergias: penicilina",
            ),
            (
                "en",
                f"{MONTH_EN[m - 1]} {d}, {y}",
                "{n} (born {v}) joined the under-12 roster this season.",
            ),
            ("es", f"{y}-{m:02d}-{d:02d}", "jugador={n} fecha_nac={v} categoria=infantil"),
            (
                "pt",
                f"{d} de {MONTH_PT[m - 1]} de {y}",
                "{n}, nascida em {v}, mora em Guadalajara desde criança.",
            ),
            (
                "es",
                f"{d:02d}-{MONTH_ES[m - 1][:3].upper()}-{y}",
                "F. NAC. {v} — {n} — expediente clínico 4471",
            ),
            (
                "es",
                f"{d:02d}.{m:02d}.{y}",
                "Cumple años mi abuela {n}: nació el {v}, ¡vengan todos!",
            ),
        ]
        lang, val, t = forms[i % len(forms)]
        out.append(
            _it("birth-date", lang, f"birth-date/{i % len(forms)}", val, t.format(n=n, v=val))
        )
    # ---------------------------------------------------------------- home addresses (26)
    for i in range(26):
        mun, est = rng.choice(MUN)
        cp = f"{rng.randint(1000, 99999):05d}"
        st = rng.choice(STREET)
        num = rng.randint(2, 980)
        col = rng.choice(COL)
        n = name(rng)
        forms = [
            (
                "es",
                f"{st} #{num} int. {rng.randint(1, 12)}, {col}, C.P. {cp}, {mun}, {est}",
                "Domicilio particular de {n}: {v}.",
            ),
            (
                "es",
                f"{st} núm. {num}, {col}, {mun}, C.P. {cp}",
                "Entregar el paquete a {n} en su casa, {v}; tocar fuerte.",
            ),
            (
                "en",
                f"{st} No. {num}, {col}, {cp} {mun}, {est}",
                "Home address of {n}: {v} (ship to residence).",
            ),
            (
                "es",
                f"{st} {num} depto. {rng.randint(101, 504)}, {col}, CP {cp}",
                "{n} vive en {v} con sus dos hijos, según el estudio socioeconómico.",
            ),
            (
                "pt",
                f"{st}, {num}, {col}, CEP/C.P. {cp}, {mun}",
                "Endereço residencial de {n}: {v}.",
            ),
        ]
        lang, val, t = forms[i % len(forms)]
        out.append(
            _it("home-address", lang, f"home-address/{i % len(forms)}", val, t.format(n=n, v=val))
        )
    # ---------------------------------------------------------------- phones (50)
    tpl_ph = [
        ("es", "Comunícate con {s} al {v}, ella te explica."),
        ("es", "{s} {v}"),
        ("es", "Mi cel es {v}, márcame después de las 6."),
        ("es", "Tel. de casa de {n}: {v}"),
        ("en", "You can reach {s} on her mobile, {v}, any time after lunch."),
        ("pt", "O celular do {s} é {v}, pode ligar."),
        ("es", "Contacto de emergencia: {n} (mamá) {v}"),
        ("es", "Si no contesto, háblale a mi esposo {s} al {v}."),
        ("en", "Caller: {n}, callback number {v}, wants the claim reopened."),
        ("es", 'WARN sms.send to={v} user="{s}" status=undelivered'),
    ]
    for i in range(50):
        lang, t = tpl_ph[i % len(tpl_ph)]
        fname, val = phone_forms(rng, mobile(rng))[i % 12]
        out.append(
            _it(
                "phone",
                lang,
                f"phone-{fname}/{i % len(tpl_ph)}",
                val,
                t.format(n=name(rng), s=short(rng), v=val),
            )
        )
    for i in range(8):
        d = mobile(rng)
        s = short(rng)
        if i % 3 == 0:
            val = f"tel:+52{d}"
            html = f'<p>Llámale a <a href="{val}">{s}</a> si se retrasa la entrega.</p>'
        elif i % 3 == 1:
            val = f"https://wa.me/521{d}"
            html = f'<p>Escríbele a {s} por WhatsApp: <a href="{val}">{val}</a></p>'
        else:
            val = f"https://api.whatsapp.com/send?phone=52{d}&amp;text=Hola"
            html = f'<p>{s} (vecina de la 4): <a href="{val}">mándale mensaje</a></p>'
        out.append(
            _it(
                "phone-link",
                "es",
                f"phone-link/{i % 3}",
                val,
                f"{s}: {val.replace('&amp;', '&')}",
                html=html,
            )
        )
    # ---------------------------------------------------------------- e-mails (36 + 12 obfuscated)
    for i in range(36):
        fn, ln = rng.choice(FIRST).split()[0], rng.choice(LAST)
        dom = rng.choice(FREEMAIL)
        local = f"{fn.lower()}.{ln.lower()}{rng.randint(1, 99)}"
        shape = i % 6
        if shape == 0:
            val = local + "@" + dom  # accented local
            t = f"Escríbeme a {val}, es mi correo de siempre."
        elif shape == 1:
            val = (_deaccent(local) + "@" + dom).upper()
            t = f"CORREO DEL TITULAR: {val}"
        elif shape == 2:
            val = (
                f"mailto:{_deaccent(local)}@{dom}?subject=Cita&amp;cc={_deaccent(fn.lower())}@{dom}"
            )
            out.append(
                _it(
                    "email",
                    "es",
                    "email-mailto-query/a",
                    val,
                    f"mailto link {val}",
                    html=f'<p>Dudas con la cita: <a href="{val}">{fn} {ln}</a></p>',
                )
            )
            continue
        elif shape == 3:
            val = _deaccent(local) + "@" + dom
            t = f"From: {fn} {ln} <{val}>"
        elif shape == 4:
            val = _deaccent(local) + "@" + dom
            t = f"Hi, this is {fn}; my personal e-mail is {val} — please stop using my work one."
        else:
            val = _deaccent(local) + "@" + dom
            t = f"Olá, sou {fn} {ln}, meu e-mail pessoal é {val}."
        lang = "pt" if shape == 5 else "en" if shape == 4 else "es"
        out.append(
            _it(
                "email",
                lang,
                f"email-{['accented', 'upper', 'mailto', 'from', 'prose', 'prose-pt'][shape]}",
                val,
                t,
            )
        )
    obf = [
        lambda lo, d: f"{lo} [arroba] {d.split('.')[0]} [punto] {'.'.join(d.split('.')[1:])}",
        lambda lo, d: f"{lo}(arroba){d.split('.')[0]}(punto){'.'.join(d.split('.')[1:])}",
        lambda lo, d: f"{lo} at {d.split('.')[0]} dot {' dot '.join(d.split('.')[1:])}",
        lambda lo, d: f"{lo}[at]{d.split('.')[0]}[dot]{'.'.join(d.split('.')[1:])}",
        lambda lo, d: f"{lo} arroba {d.split('.')[0]} punto {' punto '.join(d.split('.')[1:])}",
        lambda lo, d: f"{lo} {{at}} {d}",
    ]
    for i in range(12):
        lo = _deaccent(
            f"{rng.choice(FIRST).split()[0].lower()}_{rng.choice(LAST).lower()}{rng.randint(70, 99)}"
        )
        val = obf[i % 6](lo, rng.choice(FREEMAIL))
        t = rng.choice(
            [
                "Para que no me llegue spam, mi correo es {v}",
                "contact me: {v} (personal)",
                "Mándenme el CV de mi hijo a {v}, gracias",
            ]
        ).format(v=val)
        out.append(
            _it(
                "email-obfuscated",
                "es" if "arroba" in val or "Mánd" in t else "en",
                f"email-obf/{i % 6}",
                val,
                t,
            )
        )
    # ---------------------------------------------------------------- sensitive narrative (40)
    sens = [
        (
            "health",
            "es",
            "{n} tiene diagnóstico de VIH desde 2019 y toma antirretrovirales; pidió que no se lo dijéramos a su jefe.",
        ),
        (
            "health",
            "es",
            "La maestra comentó que {n} está en tratamiento de quimioterapia por cáncer de mama.",
        ),
        ("health", "en", "{n} disclosed a bipolar disorder diagnosis during the exit interview."),
        ("health", "pt", "{n} está grávida de cinco meses e pediu licença médica."),
        ("ethnic", "es", "{n} se identifica como indígena mixteca y habla tu'un savi en casa."),
        ("religion", "es", "{n} es testigo de Jehová y por eso rechazó la transfusión en el IMSS."),
        ("religion", "en", "{n} converted to Islam last year and asked for prayer breaks at work."),
        (
            "sexual-life",
            "es",
            "Nos enteramos de que {n} es gay y vive con su pareja desde 2020; no quiere que se sepa en la oficina.",
        ),
        ("sexual-life", "pt", "{n} contou que é bissexual e está em um relacionamento aberto."),
        (
            "criminal",
            "es",
            "{n} estuvo preso en el Reclusorio Oriente de 2011 a 2015 por robo con violencia.",
        ),
        ("criminal", "en", "Background check: {n} has a 2017 DUI conviction in Texas."),
        ("salary", "es", "El sueldo de {n} es de $48,300 netos al mes, más vales de despensa."),
        ("salary", "en", "{n} earns MXN 96,000 a month before taxes, per the payroll export."),
        (
            "assets",
            "es",
            "{n} declaró una casa en Metepec, un Jetta 2019 y $1.2 millones en su afore.",
        ),
        (
            "debt",
            "es",
            "{n} debe $87,450 en su tarjeta departamental y ya está en Buró de Crédito.",
        ),
        ("union", "es", "{n} está afiliado al sindicato y votó en contra del contrato colectivo."),
        (
            "politics",
            "es",
            "{n} milita en un partido político y fue representante de casilla en 2024.",
        ),
        (
            "disability",
            "es",
            "{n} usa silla de ruedas desde el accidente y tiene discapacidad motriz del 60%.",
        ),
        ("genetic", "en", "{n}'s genetic test came back BRCA1-positive."),
        (
            "minor",
            "es",
            "La niña {n}, de 9 años, vive con su abuela porque su papá está en Estados Unidos.",
        ),
    ]
    for i in range(40):
        kind, lang, t = sens[i % len(sens)]
        n = name(rng) if i % 2 == 0 else short(rng)
        out.append(_it(kind, lang, f"sensitive-narrative/{kind}", n, t.format(n=n)))
    # ---------------------------------------------------------------- IPs, plates (14)
    for i in range(8):
        ip = f"{rng.choice([187, 189, 201, 177, 148])}.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}"
        t = [
            f"Login de la usuaria {short(rng)} desde {ip} (Telmex, Guadalajara)",
            f"user={short(rng).split()[0].lower()} client_ip={ip} action=password_reset",
            f"{short(rng)} se conectó desde la IP {ip} de su casa a las 23:40.",
            f"Visitor {short(rng)} — IP {ip} — consent: denied",
        ][i % 4]
        out.append(_it("user-ip", "en" if i % 4 == 3 else "es", f"ip/{i % 4}", ip, t))
    for _ in range(6):
        pl = f"{v.rnd(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-{rng.randint(100, 999)}-{v.rnd(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}"
        t = f"El coche de {short(rng)}, placas {pl}, estaba estacionado frente a su casa."
        out.append(_it("plate", "es", "plate/narrative", pl, t))
    return out


def accounts(rng: random.Random) -> list[dict]:
    """Provider/customer/project/workspace ids (family account-id, label personal)."""
    a = []
    h = lambda n: v.rnd(rng, v.HEX, n)  # noqa: E731
    an = lambda n: v.rnd(rng, v.ALNUM, n)  # noqa: E731
    ln = lambda n: v.rnd(rng, v.LOWNUM, n)  # noqa: E731
    dg = lambda n: v.rnd(rng, "0123456789", n)  # noqa: E731
    specs = [
        ("header", "X-Account-Id", lambda: f"cust-{dg(5)}", None),
        ("header", "OpenAI-Organization", lambda: f"org-{an(24)}", None),
        ("header", "OpenAI-Project", lambda: f"proj_{an(24)}", None),
        ("header", "anthropic-workspace-id", lambda: f"wrkspc_{an(24)}", None),
        ("header", "Stripe-Account", lambda: f"acct_1{an(15)}", None),
        ("header", "login-customer-id", lambda: f"{dg(3)}-{dg(3)}-{dg(4)}", None),
        ("header", "X-Tenant", lambda: f"tenant_{ln(10)}", None),
        ("header", "x-org-id", lambda: f"org_{an(20)}", None),
        ("header", "X-Workspace", lambda: f"ws_{ln(12)}", None),
        ("header", "x-vercel-team-id", lambda: f"team_{an(24)}", None),
        ("header", "X-Customer-Id", lambda: f"C-{dg(8)}", None),
        ("header", "x-amz-account", lambda: dg(12), None),
        ("field", "account_id", lambda: f"acct_{ln(12)}", None),
        ("field", "project", lambda: f"proj_{ln(10)}", None),
        ("field", "customer", lambda: f"cus_{an(14)}", None),
        ("field", "workspaceId", lambda: f"ws-{ln(8)}-{ln(4)}", None),
        ("field", "team_id", lambda: f"team_{ln(16)}", None),
        ("field", "organization", lambda: f"org-{an(24)}", None),
        ("field", "subscriptionId", lambda: f"{h(8)}-{h(4)}-{h(4)}-{h(4)}-{h(12)}", None),
        ("field", "project_id", lambda: f"mi-proyecto-{dg(6)}", None),
        ("field", "twilio_account_sid", lambda: f"AC{h(32)}", None),
        ("field", "sf_org_id", lambda: f"00D{an(12)}", None),
        ("field", "hubspot_portal_id", lambda: dg(8), None),
        ("field", "mp_collector_id", lambda: dg(10), None),
        (
            "field",
            "slack_team",
            lambda: f"T0{v.rnd(rng, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)}",
            None,
        ),
        (
            "field",
            "algolia_app_id",
            lambda: v.rnd(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
            None,
        ),
        ("field", "atlas_group_id", lambda: h(24), None),
        (
            "path",
            None,
            lambda: f"/v1/accounts/acct_{dg(4)}/usage",
            "GET https://api.example-search.io{v} -> 429",
        ),
        (
            "path",
            None,
            lambda: f"/client/v4/accounts/{h(32)}/ai/run",
            "curl https://api.cloudflare.com{v}",
        ),
        (
            "path",
            None,
            lambda: f"/orgs/org_{ln(10)}/billing",
            "Sentry me mandó a https://sentry.io{v} para ver la factura",
        ),
        (
            "path",
            None,
            lambda: f"/projects/proj_{an(12)}/keys",
            "El dashboard abre https://platform.example.ai{v} y ahí está todo",
        ),
        ("path", None, lambda: f"/customers/cust-{dg(6)}/invoices", "Logged: GET {v} 200 in 41ms"),
        (
            "path",
            None,
            lambda: f"arn:aws:iam::{dg(12)}:role/crawler",
            "AccessDenied for {v} on s3:GetObject",
        ),
        (
            "path",
            None,
            lambda: f"/teams/team_{an(18)}/deployments",
            "Vercel: see https://vercel.com/api{v}",
        ),
        ("path", None, lambda: f"/workspaces/ws_{ln(10)}/members", "PATCH {v} failed: forbidden"),
        (
            "path",
            None,
            lambda: f"/v2/users/user_{an(16)}/sessions",
            "ver https://clerk.example.dev{v}",
        ),
        (
            "prose",
            None,
            lambda: f"org-{an(24)}",
            "Oye, el org id de la cuenta de Lupita en OpenAI es {v}, ponlo en el .env",
        ),
        (
            "prose",
            None,
            lambda: f"acct_{an(16)}",
            "Error: No such account: '{v}' (you may need to re-connect the Stripe account)",
        ),
        (
            "prose",
            None,
            lambda: f"team_{an(16)}",
            "Rate limit exceeded for team {v}; upgrade your plan.",
        ),
        (
            "prose",
            None,
            lambda: f"cust-{dg(6)}",
            "Ticket #8812: el cliente cust-… perdón, {v}, no puede entrar.",
        ),
        (
            "prose",
            None,
            lambda: f"proj_{ln(12)}",
            "Commit a1f3c2e: move project proj_… wait — hardcoded {v} in settings.py",
        ),
        (
            "prose",
            None,
            lambda: f"{dg(4)}-{dg(4)}-{dg(4)}",
            "Nuestro AWS account ID es {v}; pídele acceso a Ricardo.",
        ),
        ("prose", None, lambda: f"wrkspc_{an(20)}", "A conta do workspace é {v}, não compartilhe."),
        ("prose", None, lambda: f"AC{h(32)}", "Twilio account SID {v} (cuenta personal de Héctor)"),
        ("prose", None, lambda: f"ws_{ln(12)}", "[slack] @here the Exa workspace id is {v}"),
        (
            "prose",
            None,
            lambda: f"cus_{an(14)}",
            "Conekta devolvió: customer {v} has no payment sources",
        ),
        (
            "prose",
            None,
            lambda: f"tenant-{ln(8)}",
            "El tenant de Auth0 de Paola es {v}.us.auth0.com",
        ),
        ("prose", None, lambda: f"user_{an(20)}", "clerk: user {v} deleted by admin"),
        (
            "prose",
            None,
            lambda: f"acct-{dg(8)}",
            "Your account acct-… ({v}) has reached its monthly search quota.",
        ),
        ("prose", None, lambda: dg(12), "Billing account {v} — owner: Ernesto Ruiz"),
    ]
    for where, key, gen, tpl in specs:
        val = gen()
        lang = "pt" if tpl and "conta" in tpl else "en" if tpl and tpl[:1] in "ERVCLT[" else "es"
        if where == "header":
            a.append(
                _it(
                    "account-id",
                    "en",
                    f"account-id/header/{key}",
                    val,
                    val,
                    family="account-id",
                    key=key,
                    header=True,
                )
            )
        elif where == "field":
            a.append(
                _it(
                    "account-id",
                    "en",
                    f"account-id/field/{key}",
                    val,
                    val,
                    family="account-id",
                    key=key,
                    raw=True,
                )
            )
        else:
            a.append(
                _it(
                    "account-id",
                    lang,
                    f"account-id/{where}",
                    val,
                    tpl.format(v=val),
                    family="account-id",
                )
            )
    return a
