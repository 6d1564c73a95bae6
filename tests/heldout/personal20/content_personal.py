# ruff: noqa: E501
"""Personal data and account ids of corpus 20 (all invented; check digits valid).

Each builder returns entries ``{kind, family, lang, form, value, line, where}``: ``value`` is
the datum, ``line`` the one line that carries it (an HTML snippet when ``where`` is
``html``; a field value when ``data``; a recorded header value when ``header``).
"""

from __future__ import annotations

import random

import idgen as g

FIRST = [
    "José",
    "María",
    "Guadalupe",
    "Juan Carlos",
    "Ana Sofía",
    "Luis Ángel",
    "Ximena",
    "Jesús",
    "Itzel",
    "Rubén",
    "Citlali",
    "Héctor",
    "Mónica",
    "Ramón",
    "Begoña",
    "Iñaki",
    "Valeria",
    "Óscar",
    "Fernanda",
    "Ignacio",
    "Yaretzi",
    "Efraín",
    "Lucía",
    "Teodoro",
    "Nayeli",
    "Saúl",
    "Araceli",
    "Joaquín",
    "Dulce María",
    "Emiliano",
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
    "Castillo",
    "Moreno",
    "Chávez",
    "Núñez",
    "Ibarra",
    "Zúñiga",
    "Quintero",
    "Peña",
]
EN_FIRST = ["Emily", "Michael", "Sarah", "David", "Olivia", "James", "Hannah", "Robert"]
EN_LAST = ["Walsh", "Johnson", "Miller", "O'Neill", "Nguyen", "Brooks", "Carter", "Kowalski"]
PT_FIRST = ["João", "Mariana", "Thiago", "Beatriz", "Gonçalo", "Luíza"]
PT_LAST = ["Silva", "Souza", "Oliveira", "Pereira", "Conceição", "Araújo"]
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
MES3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]
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
FREE = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "protonmail.com",
]
CALLES = [
    "Calle Emiliano Zapata",
    "Av. Revolución",
    "Privada de los Pinos",
    "Cerrada Tulipanes",
    "Andador 14",
    "Calz. de Tlalpan",
    "Calle 5 de Mayo",
    "Av. Hidalgo",
    "Retorno 7 de Cafetales",
    "Callejón del Beso",
    "Prol. Morelos",
    "Circuito Fuentes del Pedregal",
    "Boulevard Bernardo Quintana",
]
COLS = [
    "Col. Narvarte Poniente",
    "Col. Del Valle Centro",
    "Col. Obrera",
    "Col. Jardines del Sur",
    "Fracc. Las Américas",
    "Col. San Rafael",
    "Barrio de Santiago",
    "Col. Lomas de Casa Blanca",
    "Unidad Habitacional Ejército de Oriente",
    "Col. Moderna",
]
MUNIS = [
    ("Benito Juárez", "CDMX", "03020"),
    ("Cuauhtémoc", "Ciudad de México", "06470"),
    ("Zapopan", "Jalisco", "45130"),
    ("San Pedro Garza García", "N.L.", "66220"),
    ("Querétaro", "Qro.", "76090"),
    ("Ecatepec de Morelos", "Edo. de México", "55024"),
    ("Mérida", "Yucatán", "97125"),
    ("Puebla", "Pue.", "72530"),
    ("León", "Gto.", "37270"),
    ("Oaxaca de Juárez", "Oax.", "68050"),
]
LADAS = ["55", "56", "33", "81", "222", "442", "477", "999", "951", "614", "664", "461", "228"]


def name(rng: random.Random, lang: str = "es") -> str:
    if lang == "en":
        return f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
    if lang == "pt":
        return f"{rng.choice(PT_FIRST)} {rng.choice(PT_LAST)}"
    return f"{rng.choice(FIRST)} {rng.choice(LAST)} {rng.choice(LAST)}"


def mobile(rng: random.Random) -> tuple[str, str]:
    """(area, rest) of a Mexican 10-digit number."""
    lada = rng.choice(LADAS)
    rest = "".join(rng.choice("0123456789") for _ in range(10 - len(lada)))
    rest = str(rng.randint(1, 9)) + rest[1:]
    return lada, rest


def fmt_phone(rng: random.Random, lada: str, rest: str, style: int) -> str:
    n = lada + rest
    a, b = (rest[:-4], rest[-4:])
    return [
        f"+52 {lada} {a} {b}",
        f"+52 1 {lada} {a} {b}",
        f"044 {lada} {a} {b}",
        f"045 {lada} {a} {b}",
        f"({lada}) {a}-{b}",
        f"{lada}.{a}.{b}",
        f"{lada}-{a}-{b}",
        f"+52{n}",
        f"+52 ({lada}) {a} {b}",
        n,
        f"+52-{lada}-{a}-{b}",
        f"52 {n}",
        f"{lada} {a} {b}",
        f"+521{n}",
    ][style % 14]


def strip_accents(s: str) -> str:
    return s.translate(str.maketrans("áéíóúñÁÉÍÓÚÑüç", "aeiounAEIOUNuc"))


def email_local(rng: random.Random, nm: str, accented: bool = False) -> str:
    parts = nm.lower().split()
    if not accented:
        parts = [strip_accents(p) for p in parts]
    sepc = rng.choice([".", "_", "", "-"])
    loc = parts[0] + sepc + parts[-2] if len(parts) > 2 else parts[0] + sepc + parts[-1]
    if rng.random() < 0.5:
        loc += str(rng.randint(70, 2003))
    return loc.replace("'", "")


def E(kind, family, lang, form, value, line, where):
    return {
        "kind": kind,
        "family": family,
        "lang": lang,
        "form": form,
        "value": value,
        "line": line,
        "where": where,
    }


def build(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    P = "personal"

    # ---------------------------------------------------------------- birth dates (24)
    for i in range(24):
        nm = name(rng, "en" if i % 8 == 5 else "pt" if i % 8 == 7 else "es")
        y, m, d = rng.randint(1948, 2012), rng.randint(1, 12), rng.randint(1, 28)
        style = i % 12
        if style == 0:
            v = f"{d} de {MESES[m - 1]} de {y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "long date in a school notice, html",
                    v,
                    f"<p>La alumna {nm} nació el {v} en Tlaxcala y cursa tercero de primaria.</p>",
                    "html",
                )
            )
        elif style == 1:
            v = f"{d:02d}/{m:02d}/{y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "dd/mm/yyyy in a CSV row",
                    v,
                    f"{nm.split()[0]},{' '.join(nm.split()[1:])},{v},Delantero,Liga Infantil Sur",
                    "data",
                )
            )
        elif style == 2:
            v = f"{y}-{m:02d}-{d:02d}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "ISO date as a JSON field in a string",
                    v,
                    f'{{"paciente": "{nm}", "fecha_nacimiento": "{v}", "tipo_sangre": "O+"}}',
                    "data",
                )
            )
        elif style == 3:
            v = f"{d:02d}-{MES3[m - 1]}-{y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "dd-MMM-yyyy in a PDF-extracted form",
                    v,
                    f"NOMBRE: {nm.upper()}     F. NAC.: {v}     SEXO: {rng.choice('HM')}",
                    "data",
                )
            )
        elif style == 4:
            v = f"{d:02d}.{m:02d}.{y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "dotted date in a chat transcript",
                    v,
                    f"[10:42] {nm.split()[0]}: mi mamá {nm} nació el {v}, ¿así lo pongo en el trámite?",
                    "data",
                )
            )
        elif style == 5:
            v = f"{MONTHS[m - 1]} {d}, {y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "en",
                    "English date in a roster, html",
                    v,
                    f"<li>{nm} — born {v} — goalkeeper, U-16 roster</li>",
                    "html",
                )
            )
        elif style == 6:
            v = f"{d} de {MESES[m - 1]} de {y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "obituary-like sentence without 'nació'",
                    v,
                    f"<p>{nm} ({v}), vecino de Coyoacán, festejará sus bodas de oro el sábado.</p>",
                    "html",
                )
            )
        elif style == 7:
            v = f"{d} de {MESES_PT[m - 1]} de {y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "pt",
                    "Portuguese long date in a register",
                    v,
                    f"Cadastro: {nm}, nascido em {v}, natural de Recife.",
                    "data",
                )
            )
        elif style == 8:
            v = f"{y}{m:02d}{d:02d}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "yyyymmdd in a log line",
                    v,
                    f"2025-03-14T09:12:01Z INFO alta_afiliado nombre='{nm}' fnac={v} sucursal=112",
                    "data",
                )
            )
        elif style == 9:
            v = f"{d:02d}/{m:02d}/{y % 100:02d}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "dd/mm/yy in a table row, html",
                    v,
                    f"<table><tr><td>{nm}</td><td>Fecha de nacimiento</td><td>{v}</td></tr></table>",
                    "html",
                )
            )
        elif style == 10:
            v = f"{y}-{m:02d}-{d:02d}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "YAML-like record in a string",
                    v,
                    f"titular: {nm} | nacimiento: {v} | lugar: Morelia, Mich.",
                    "data",
                )
            )
        else:
            v = f"{d} {MESES[m - 1][:3]}. {y}"
            out.append(
                E(
                    "birth-date",
                    P,
                    "es",
                    "short Spanish month, vCard BDAY label",
                    v,
                    f"FN:{nm} / BDAY (texto libre): {v}",
                    "data",
                )
            )

    # ---------------------------------------------------------------- home addresses (28)
    for i in range(28):
        nm = name(rng)
        calle = rng.choice(CALLES)
        num = rng.randint(1, 4999)
        col = rng.choice(COLS)
        muni, edo, cp = rng.choice(MUNIS)
        style = i % 14
        if style == 0:
            v = f"{calle} {num}, {col}, C.P. {cp}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "Domicilio particular, html",
                    v,
                    f"<p>Domicilio particular de {nm}: {v}, {muni}, {edo}.</p>",
                    "html",
                )
            )
        elif style == 1:
            v = f"{calle} #{num} int. {rng.randint(1, 12)}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "delivery note with # and int.",
                    v,
                    f"Entregar a {nm} en {v}, {col}, {muni}, CP {cp}; tocar fuerte.",
                    "data",
                )
            )
        elif style == 2:
            v = f"{calle} núm. {num}, depto. {rng.randint(101, 504)}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "rental ad with núm. and depto.",
                    v,
                    f"<li>Rento cuarto en mi casa: {v}, {col}. Informes con {nm.split()[0]}.</li>",
                    "html",
                )
            )
        elif style == 3:
            v = f"{calle.upper()} NO. {num} {col.upper()} CP {cp}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "upper-case shipping label, CSV",
                    v,
                    f"{nm.upper()};{v};{muni.upper()};{edo.upper()}",
                    "data",
                )
            )
        elif style == 4:
            v = f"{calle} {num}, {col}, {muni}, {edo}, {cp}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "patient file, JSON in string",
                    v,
                    f'{{"derechohabiente": "{nm}", "domicilio": "{v}"}}',
                    "data",
                )
            )
        elif style == 5:
            v = f"Mz. {rng.randint(1, 90)} Lt. {rng.randint(1, 40)}, {col}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "manzana/lote form",
                    v,
                    f"<p>Vive en {v}, {muni}. Solicitante: {nm}.</p>",
                    "html",
                )
            )
        elif style == 6:
            v = f"{num} Maple Ridge Dr, Apt {rng.randint(1, 30)}B, Austin, TX {rng.randint(73301, 78799)}"
            out.append(
                E(
                    "home-address",
                    "personal",
                    "en",
                    "US home address, html",
                    v,
                    f"<p>Ship to: {name(rng, 'en')}, {v} (residence).</p>",
                    "html",
                )
            )
        elif style == 7:
            v = f"C/ de Bailén {rng.randint(1, 200)}, {rng.randint(1, 6)}º {rng.choice('ABCD')}, 080{rng.randint(10, 42)} Barcelona"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "Spanish home address",
                    v,
                    f"Dirección postal de {nm}: {v}",
                    "data",
                )
            )
        elif style == 8:
            v = f"Av. Corrientes {rng.randint(100, 6000)}, piso {rng.randint(1, 14)} dto. {rng.choice('ABCDE')}, C1043 CABA"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "Argentine home address with piso",
                    v,
                    f"<p>{nm} (domicilio real): {v}.</p>",
                    "html",
                )
            )
        elif style == 9:
            v = f"{calle} {num}, {col}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "parish bulletin prose",
                    v,
                    f"<p>Se pide oración por la salud de doña {nm}, que recibe visitas en su casa de {v}.</p>",
                    "html",
                )
            )
        elif style == 10:
            v = f"Rua das Laranjeiras, {rng.randint(10, 900)}, apto {rng.randint(11, 1204)}, Rio de Janeiro - RJ, 22240-00{rng.randint(1, 9)}"
            out.append(
                E(
                    "home-address",
                    P,
                    "pt",
                    "Brazilian home address",
                    v,
                    f"Endereço residencial de {name(rng, 'pt')}: {v}",
                    "data",
                )
            )
        elif style == 11:
            v = f"{calle} {num} {col} {muni} {cp}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "PDF-extracted layout, spaced columns",
                    v,
                    f"DOMICILIO:   {v}      TITULAR:   {nm.upper()}",
                    "data",
                )
            )
        elif style == 12:
            v = f"Privada {rng.choice(['Jacarandas', 'Olmos', 'Cedros'])} {num}-{rng.choice('ABC')}, {col}, C.P. {cp}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "chat transcript",
                    v,
                    f"{nm.split()[0]}: ya te paso mi dirección -> {v}",
                    "data",
                )
            )
        else:
            v = f"{calle} {num}, {col}, {cp} {muni}"
            out.append(
                E(
                    "home-address",
                    P,
                    "es",
                    "YAML-like form field",
                    v,
                    f"nombre: {nm}; domicilio: {v}; referencias: portón verde",
                    "data",
                )
            )

    # ---------------------------------------------------------------- passports (22)
    for i in range(22):
        style = i % 11
        nm = name(rng)
        if style in (0, 1, 2):
            v = rng.choice("GN") + f"{rng.randint(0, 99999999):08d}"
            if style == 1:
                v = v.lower()
            line = [
                f"<p>Pasaporte de {nm}: {v}, vigente hasta 2031.</p>",
                f"Núm. de pasaporte (titular {nm}): {v}",
                f"<li>{nm} — pasaporte mexicano {v}</li>",
            ][style]
            where = "data" if style == 1 else "html"
            out.append(
                E(
                    "passport",
                    P,
                    "es",
                    ["Mexican passport, html", "lower-case Mexican passport", "list item"][style],
                    v,
                    line,
                    where,
                )
            )
        elif style == 3:
            v = f"{rng.randint(500000000, 599999999)}"
            out.append(
                E(
                    "passport",
                    P,
                    "en",
                    "US passport number",
                    v,
                    f"Traveler {name(rng, 'en')}, US passport no. {v}, exp. 2029-04-30",
                    "data",
                )
            )
        elif style == 4:
            v = (
                "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(3))
                + f"{rng.randint(0, 999999):06d}"
            )
            out.append(
                E(
                    "passport",
                    P,
                    "es",
                    "Spanish passport",
                    v,
                    f"Pasaporte español de {nm}: {v}",
                    "data",
                )
            )
        elif style == 5:
            v = (
                "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2))
                + f"{rng.randint(0, 999999):06d}"
            )
            out.append(
                E(
                    "passport",
                    P,
                    "pt",
                    "Brazilian passport",
                    v,
                    f"<p>Passaporte de {name(rng, 'pt')}: {v}</p>",
                    "html",
                )
            )
        elif style == 6:
            v = (
                "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2))
                + f"{rng.randint(0, 999999):06d}"
            )
            out.append(
                E(
                    "passport",
                    P,
                    "en",
                    "Canadian passport in a CSV row",
                    v,
                    f"{name(rng, 'en')},CA,{v},2030-11-02",
                    "data",
                )
            )
        elif style == 7:
            v = rng.choice("GN") + f"{rng.randint(0, 99999999):08d}"
            vs = v[0] + " " + v[1:5] + " " + v[5:]
            out.append(
                E(
                    "passport",
                    P,
                    "es",
                    "spaced Mexican passport",
                    vs,
                    f"Documento de viaje de {nm}: PASAPORTE {vs}",
                    "data",
                )
            )
            continue
        elif style == 8:
            v = rng.choice("GN") + f"{rng.randint(0, 99999999):08d}"
            out.append(
                E(
                    "passport",
                    P,
                    "es",
                    "log line",
                    v,
                    f"2025-06-02 11:03:55 WARN checkin pax='{nm}' passport={v} flight=AM0412",
                    "data",
                )
            )
        elif style == 9:
            v = f"{rng.randint(10000000, 99999999)}"
            out.append(
                E(
                    "passport",
                    P,
                    "en",
                    "UK passport in prose",
                    v,
                    f"<p>{name(rng, 'en')}'s British passport number is {v}.</p>",
                    "html",
                )
            )
        else:
            v = rng.choice("GN") + f"{rng.randint(0, 99999999):08d}"
            out.append(
                E(
                    "passport",
                    P,
                    "es",
                    "form table",
                    v,
                    f"<table><tr><th>Pasaporte</th><td>{v}</td><th>Titular</th><td>{nm}</td></tr></table>",
                    "html",
                )
            )

    # ---------------------------------------------------------------- CURP (24)
    for i in range(24):
        c = g.curp(rng)
        nm = name(rng)
        style = i % 12
        forms = [
            (c, f"<p>CURP del alumno {nm}: {c}</p>", "html", "plain in enrolment slip"),
            (c.lower(), f"curp={c.lower()} nombre='{nm}' status=ok", "data", "lower case in a log"),
            (
                g.sep(c, [4, 6, 1, 5, 2], " "),
                f"CURP: {g.sep(c, [4, 6, 1, 5, 2], ' ')} — {nm}",
                "data",
                "spaced",
            ),
            (
                g.sep(c, [4, 6, 1, 5, 2], "-"),
                f"<li>{nm}, CURP {g.sep(c, [4, 6, 1, 5, 2], '-')}</li>",
                "html",
                "hyphenated",
            ),
            (
                g.sep(c, [4, 6, 1, 5, 2], "."),
                f"Clave Única: {g.sep(c, [4, 6, 1, 5, 2], '.')}",
                "data",
                "dotted, no name",
            ),
            (
                c,
                f'{{"curp": "{c}", "programa": "Becas Benito Juárez"}}',
                "data",
                "JSON in a string",
            ),
            (c, f"{nm},{c},3o B,Turno matutino", "data", "CSV row"),
            (
                c.title(),
                f"Mi curp es {c.title()} por si la necesitas",
                "data",
                "title case in chat",
            ),
            (
                c,
                f"<table><tr><td>{c}</td><td>{nm}</td><td>Vigente</td></tr></table>",
                "html",
                "table cell",
            ),
            (c, f"CURP:{c}|NSS:pendiente|PUESTO:Ayudante general", "data", "pipe-separated record"),
            (
                c,
                f"<p>Buenas tardes, adjunto mi CURP ({c}) para el trámite de la beca.</p>",
                "html",
                "first person, html",
            ),
            (c, f"X-Curp-Titular: {c}", "data", "header-like line"),
        ][style]
        out.append(E("curp", P, "es", forms[3], forms[0], forms[1], forms[2]))

    # ---------------------------------------------------------------- RFC persona física (18)
    for i in range(18):
        r = g.rfc_fisica(rng)
        nm = name(rng)
        style = i % 9
        forms = [
            (r, f"<p>Facturar a {nm}, RFC {r}, uso CFDI G03.</p>", "html", "invoice request"),
            (
                g.sep(r, [4, 6], "-"),
                f"RFC: {g.sep(r, [4, 6], '-')} (persona física)",
                "data",
                "hyphenated",
            ),
            (
                g.sep(r, [4, 6], " "),
                f"Receptor {nm} — R.F.C. {g.sep(r, [4, 6], ' ')}",
                "data",
                "spaced",
            ),
            (
                r.lower(),
                f"ticket #88213: el cliente pide factura con rfc {r.lower()}",
                "data",
                "lower case ticket",
            ),
            (r, f"{nm}|{r}|Arrendamiento|$9,800.00", "data", "rent receipt row"),
            (r, f"<li>Arrendador: {nm} ({r})</li>", "html", "list item"),
            (r, f'{{"rfc_receptor": "{r}", "regimen": "605"}}', "data", "JSON in a string"),
            (r, f"<p>Recibo de honorarios — {r}</p>", "html", "no name, honorarios"),
            (r, f"RFC {r} / Régimen Simplificado de Confianza / {nm}", "data", "slash record"),
        ][style]
        out.append(E("rfc-persona-fisica", P, "es", forms[3], forms[0], forms[1], forms[2]))

    # ---------------------------------------------------------------- NSS (12)
    for i in range(12):
        n = g.nss(rng)
        nm = name(rng)
        forms = [
            (n, f"<p>NSS de {nm}: {n}</p>", "html", "plain"),
            (
                g.sep(n, [2, 2, 2, 4], "-"),
                f"Número de Seguridad Social {g.sep(n, [2, 2, 2, 4], '-')}",
                "data",
                "hyphenated",
            ),
            (
                g.sep(n, [2, 2, 2, 4], " "),
                f"IMSS: cita 14/05 09:30 — afiliación {g.sep(n, [2, 2, 2, 4], ' ')} — {nm}",
                "data",
                "spaced, appointment",
            ),
            (n, f"{nm},{n},UMF 28", "data", "CSV"),
            (n, f"<li>No. afiliación IMSS {n} ({nm})</li>", "html", "list item"),
            (n, f"nss={n} trabajador='{nm}' alta=2024-02-01", "data", "log"),
        ][i % 6]
        out.append(E("nss", P, "es", forms[3], forms[0], forms[1], forms[2]))

    # ---------------------------------------------------------------- INE (10)
    for i in range(10):
        c = g.ine_clave(rng)
        nm = name(rng)
        forms = [
            (c, f"<p>Clave de elector de {nm}: {c}</p>", "html", "plain"),
            (c.lower(), f"clave elector: {c.lower()}", "data", "lower case"),
            (c, f"INE {c} | sección 0412 | {nm}", "data", "record"),
            (
                g.sep(c, [6, 8, 1], " "),
                f"CLAVE DE ELECTOR  {g.sep(c, [6, 8, 1], ' ')}   AÑO DE REGISTRO 2009 01",
                "data",
                "PDF-extracted credential",
            ),
            (c, f"<td>{c}</td>", "html", "table cell alone"),
        ][i % 5]
        if forms[1].startswith("<td>"):
            forms = (c, f"<table><tr><td>{nm}</td><td>{c}</td></tr></table>", "html", "table cell")
        out.append(E("ine-clave-elector", P, "es", forms[3], forms[0], forms[1], forms[2]))

    # ---------------------------------------------------------------- CLABE (12)
    for i in range(12):
        c = g.clabe(rng)
        nm = name(rng)
        forms = [
            (c, f"<p>Deposita la renta a {nm}, CLABE {c}.</p>", "html", "plain, person"),
            (
                g.sep(c, [3, 3, 11], " "),
                f"CLABE interbancaria: {g.sep(c, [3, 3, 11], ' ')} a nombre de {nm}",
                "data",
                "3-3-11 spaced",
            ),
            (
                g.sep(c, [4, 4, 4, 4], " "),
                f"mi clabe es {g.sep(c, [4, 4, 4, 4], ' ')} (Nu), ahí me transfieres",
                "data",
                "4-groups, chat",
            ),
            (c, f"{nm},{c},Quincena 2", "data", "payroll CSV"),
            (
                g.sep(c, [3, 3, 11], "-"),
                f"<li>Cuenta para reembolso: {g.sep(c, [3, 3, 11], '-')} — {nm}</li>",
                "html",
                "hyphenated",
            ),
            (c, f'{{"beneficiario": "{nm}", "clabe": "{c}"}}', "data", "JSON in a string"),
        ][i % 6]
        out.append(E("clabe", P, "es", forms[3], forms[0], forms[1], forms[2]))

    # ---------------------------------------------------------------- cards (14)
    for i in range(14):
        brand = ["visa", "mc", "mc2", "amex"][i % 4]
        c = g.card(rng, brand)
        nm = name(rng, "en" if i % 5 == 4 else "es")
        if brand == "amex":
            shown = g.sep(c, [4, 6, 5], rng.choice([" ", "-"]))
        else:
            shown = rng.choice([c, g.sep(c, [4, 4, 4, 4], " "), g.sep(c, [4, 4, 4, 4], "-")])
        forms = [
            (f"<p>Tarjeta de {nm}: {shown}, vence 08/28.</p>", "html", "prose"),
            (f"cardholder={nm}; pan={shown}; exp=11/27", "data", "log"),
            (f"Pago con tarjeta {shown} — titular {nm}", "data", "receipt"),
            (f"<li>{nm}: {shown}</li>", "html", "list"),
            (f'{{"card_number": "{shown}", "holder": "{nm}"}}', "data", "JSON in a string"),
            (f"Te paso los datos: {shown} cvv lo mando aparte", "data", "chat"),
            (f"{nm},{shown},CREDITO", "data", "CSV"),
        ][i % 7]
        out.append(
            E(
                "card",
                P,
                "es" if "holder" not in forms[0] else "en",
                f"{brand} card, {forms[2]}",
                shown,
                forms[0],
                forms[1],
            )
        )

    # ---------------------------------------------------------------- phones (40)
    for i in range(40):
        nm = name(rng)
        lada, rest = mobile(rng)
        ph = fmt_phone(rng, lada, rest, i)
        first = nm.split()[0]
        t = i % 10
        if t == 0:
            line, where, form = (
                f"<p>Comunícate con {first} {nm.split()[-1]} al {ph}.</p>",
                "html",
                "Comunícate con … al",
            )
        elif t == 1:
            line, where, form = f"{nm} {ph}", "data", "name then number"
        elif t == 2:
            line, where, form = f"mi cel es {ph}, márcame después de las 6", "data", "mi cel"
        elif t == 3:
            href = "+52" + lada + rest
            line, where, form = (
                f'<p>Llámale a {first}: <a href="tel:{href}">{ph}</a></p>',
                "html",
                "tel: link text",
            )
        elif t == 4:
            line, where, form = f"Tel. particular: {ph} ({nm})", "data", "Tel. particular"
        elif t == 5:
            line, where, form = f"TEL;TYPE=CELL:{ph}", "data", "vCard TEL line"
        elif t == 6:
            line, where, form = (
                f"<li>Contacto de emergencia: {nm}, {ph}</li>",
                "html",
                "emergency contact",
            )
        elif t == 7:
            line, where, form = (
                f"[09:14] {first}: Si no contesto, háblale a mi esposo al {ph}",
                "data",
                "chat transcript",
            )
        elif t == 8:
            line, where, form = f"{nm},{ph},Vecino lote 12", "data", "CSV"
        else:
            line, where, form = (
                f'{{"tutor": "{nm}", "celular": "{ph}"}}',
                "data",
                "JSON in a string",
            )
        out.append(E("phone", P, "es", form + f" ({ph[:6]}…)", ph, line, where))

    # tel: href as value (4) and whatsapp (8)
    for i in range(4):
        lada, rest = mobile(rng)
        href = "tel:+52" + lada + rest if i % 2 == 0 else "tel:" + lada + rest
        out.append(
            E(
                "phone",
                P,
                "es",
                "tel: href attribute",
                href,
                f'<p><a href="{href}">Llamar a {name(rng).split()[0]}</a></p>',
                "html",
            )
        )
    for i in range(8):
        lada, rest = mobile(rng)
        nm = name(rng)
        v = [
            f"https://wa.me/52{lada}{rest}",
            f"https://api.whatsapp.com/send?phone=521{lada}{rest}",
            f"wa.me/52{lada}{rest}",
            f"https://wa.me/+52{lada}{rest}?text=Hola",
        ][i % 4]
        if i % 2 == 0:
            line, where = f'<p>Escríbele a {nm}: <a href="{v}">WhatsApp</a></p>', "html"
        else:
            line, where = f"WhatsApp de {nm}: {v}", "data"
        out.append(E("whatsapp", P, "es", "WhatsApp link", v, line, where))

    # ---------------------------------------------------------------- e-mails (28)
    for i in range(28):
        nm = name(rng, "en" if i % 9 == 4 else "es")
        acc = i % 3 == 0
        loc = email_local(rng, nm, accented=acc)
        dom = (
            rng.choice(FREE)
            if i % 4
            else rng.choice(["unam.mx", "tec.mx", "empresa-xyz.com.mx", "uady.mx"])
        )
        em = f"{loc}@{dom}"
        t = i % 9
        if t == 0:
            v = em
            line, where, form = (
                f"<p>Escríbeme a {em}</p>",
                "html",
                "accented local part, first person",
            )
        elif t == 1:
            v = em.upper()
            line, where, form = f"CORREO: {v}", "data", "upper case"
        elif t == 2:
            v = f"mailto:{em}?subject=Cotizaci%C3%B3n&cc=otro@{rng.choice(FREE)}"
            v = v.split("&")[0]
            line, where, form = f'<p><a href="{v}">{nm}</a></p>', "html", "mailto with query"
        elif t == 3:
            v = em
            line, where, form = f"From: {nm} <{em}>", "data", "From header"
        elif t == 4:
            v = em
            line, where, form = f"Reply from {nm} ({em}) about the lease", "data", "English prose"
        elif t == 5:
            v = em
            line, where, form = f"{nm},{em},Grupo 4B", "data", "CSV"
        elif t == 6:
            v = em
            line, where, form = f"EMAIL;TYPE=HOME:{em}", "data", "vCard EMAIL"
        elif t == 7:
            v = em
            line, where, form = f"<li>Mamá de Sofía: {em}</li>", "html", "parent list"
        else:
            v = em
            line, where, form = (
                f'{{"user": {{"name": "{nm}", "email": "{em}"}}}}',
                "data",
                "nested JSON in string",
            )
        out.append(E("email", P, "en" if "Reply from" in line else "es", form, v, line, where))

    # obfuscated (12)
    for i in range(12):
        nm = name(rng)
        loc = email_local(rng, nm)
        prov, tld = rng.choice(
            [("gmail", "com"), ("hotmail", "com"), ("yahoo", "com.mx"), ("outlook", "es")]
        )
        tldw = tld.replace(".", " [punto] ")
        v = [
            f"{loc} [arroba] {prov} [punto] {tldw}",
            f"{loc}(arroba){prov}(punto){tld.replace('.', '(punto)')}",
            f"{loc} at {prov} dot {tld.replace('.', ' dot ')}",
            f"{loc}[at]{prov}[dot]{tld.replace('.', '[dot]')}",
            f"{loc} arroba {prov} punto {tld.replace('.', ' punto ')}",
            f"{loc} (at) {prov} (dot) {tld.replace('.', ' (dot) ')}",
        ][i % 6]
        if i % 2:
            line, where = f"<p>Contacto de {nm}: {v}</p>", "html"
        else:
            line, where = f"mándale correo a {nm.split()[0]}: {v}", "data"
        out.append(
            E("email-obfuscated", P, "es", "obfuscation style " + str(i % 6), v, line, where)
        )

    # ---------------------------------------------------------------- sensitive data (36)
    sens = [
        (
            "health",
            "diagnosticado con VIH",
            "<p>{n} fue diagnosticado con VIH en 2021 y recibe tratamiento en la Clínica Condesa.</p>",
            "html",
        ),
        (
            "health",
            "diabetes tipo 2",
            "Expediente 4471 — {n} — Dx: diabetes tipo 2, insulina NPH 20 UI",
            "data",
        ),
        (
            "health",
            "trastorno bipolar",
            "{n} está de incapacidad por trastorno bipolar (nota médica del 3/feb)",
            "data",
        ),
        (
            "health",
            "embarazo de 22 semanas",
            "<li>{n}: embarazo de 22 semanas, control prenatal en HGZ 8</li>",
            "html",
        ),
        (
            "health",
            "cáncer de mama",
            '{{"paciente": "{n}", "diagnostico": "cáncer de mama, etapa II"}}',
            "data",
        ),
        (
            "health",
            "depresión mayor",
            "Justificante: la alumna {n} presenta depresión mayor, en tratamiento",
            "data",
        ),
        (
            "health",
            "hepatitis C",
            "<p>Resultado de laboratorio de {n}: positivo a hepatitis C.</p>",
            "html",
        ),
        ("health", "VIH", "paciente={n} prueba=VIH resultado=reactivo", "data"),
        (
            "health",
            "epilepsia",
            "<p>Mi hijo {n} tiene epilepsia; por favor avisen si convulsiona.</p>",
            "html",
        ),
        ("health", "tipo de sangre AB-", "{n} | tipo de sangre AB- | alergia a penicilina", "data"),
        (
            "religion",
            "Testigo de Jehová",
            "<p>{n} es Testigo de Jehová y no acepta transfusiones.</p>",
            "html",
        ),
        (
            "religion",
            "religión: musulmana",
            "Ficha de ingreso: {n}; religión: musulmana; dieta halal",
            "data",
        ),
        (
            "religion",
            "católico practicante",
            "{n}, católico practicante, catequista en San Judas",
            "data",
        ),
        (
            "religion",
            "judía",
            "<li>{n} (religión judía) pidió no tener exámenes en sábado</li>",
            "html",
        ),
        ("religion", "mormona", "Observaciones RH: {n} pertenece a la iglesia mormona", "data"),
        (
            "union",
            "afiliado al SNTE",
            "<p>{n}, afiliado al SNTE sección 22, participó en el paro.</p>",
            "html",
        ),
        (
            "union",
            "sindicato minero",
            "{n} — miembro del sindicato minero desde 2015 — cuota $150",
            "data",
        ),
        (
            "union",
            "delegado sindical del STUNAM",
            "{n} es delegado sindical del STUNAM en la FES Acatlán",
            "data",
        ),
        ("union", "SUTERM", '{{"empleado": "{n}", "afiliacion_sindical": "SUTERM"}}', "data"),
        ("union", "sindicalizada", "<li>{n}: sindicalizada (SNTSA)</li>", "html"),
        (
            "ethnic",
            "hablante de náhuatl",
            "<p>{n}, hablante de náhuatl, originaria de Cuetzalan.</p>",
            "html",
        ),
        (
            "ethnic",
            "pueblo mixteco",
            "{n} se identifica como integrante del pueblo mixteco",
            "data",
        ),
        ("ethnic", "afromexicana", "Encuesta: {n} — autoadscripción afromexicana", "data"),
        ("ethnic", "origen wixárika", "<li>{n} (origen wixárika) — beca indígena</li>", "html"),
        ("ethnic", "etnia=tsotsil", "alumno={n} etnia=tsotsil lengua=sí", "data"),
        (
            "sexual",
            "es gay",
            "<p>En la junta se dijo que {n} es gay; eso no debe constar.</p>",
            "html",
        ),
        (
            "sexual",
            "orientación sexual: bisexual",
            "Perfil: {n}; orientación sexual: bisexual",
            "data",
        ),
        ("sexual", "mujer trans", "{n}, mujer trans, solicita cambio de nombre en nómina", "data"),
        (
            "political",
            "militante de Morena",
            "<p>{n}, militante de Morena desde 2014, vecina de la colonia.</p>",
            "html",
        ),
        (
            "political",
            "afiliado al PAN",
            "{n} — afiliado al PAN, credencial de militante 55821",
            "data",
        ),
        (
            "political",
            "simpatizante del PRI",
            "Nota: {n} es simpatizante del PRI (no publicar)",
            "data",
        ),
        ("biometric", "huella dactilar", "biometria: {n} huella dactilar template=AQID...", "data"),
        (
            "biometric",
            "reconocimiento facial",
            "<p>Plantilla de reconocimiento facial de {n} registrada el 4/3.</p>",
            "html",
        ),
        (
            "criminal",
            "antecedentes penales",
            "{n} tiene antecedentes penales por robo (2016)",
            "data",
        ),
        (
            "criminal",
            "prisión preventiva",
            "<li>{n}: en prisión preventiva en el Reclusorio Norte</li>",
            "html",
        ),
        (
            "health",
            "discapacidad motriz",
            "{n}, con discapacidad motriz, requiere rampa en el aula 3",
            "data",
        ),
    ]
    for what, v, tpl, where in sens:
        nm = name(rng)
        out.append(
            E(
                "sensitive-" + what,
                P,
                "es",
                f"sensitive ({what}) tied to a named person",
                v,
                tpl.format(n=nm),
                where,
            )
        )

    # ---------------------------------------------------------------- plates (10)
    for i in range(10):
        nm = name(rng)
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        v = [
            f"{rng.choice(L)}{rng.choice(L)}{rng.choice(L)}-{rng.randint(100, 999)}-{rng.choice(L)}",
            f"{rng.choice(L)}{rng.choice(L)}{rng.choice(L)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}",
            f"{rng.randint(100, 999)}-{rng.choice(L)}{rng.choice(L)}{rng.choice(L)}",
            f"{rng.choice(L)}{rng.choice(L)}-{rng.randint(1000, 9999)}-{rng.choice(L)}",
            f"{rng.choice(L)}{rng.choice(L)}{rng.choice(L)}{rng.randint(1000, 9999)}",
        ][i % 5]
        if i % 2:
            line, where = f"<p>El Tsuru de {nm}, placas {v}, quedó en el corralón.</p>", "html"
        else:
            line, where = f"Vehículo de {nm}: Nissan Versa gris, placa {v}", "data"
        out.append(E("plate", P, "es", "car plate tied to a person", v, line, where))

    # ---------------------------------------------------------------- user IPs (10)
    for i in range(10):
        ip = rng.choice(
            [
                f"189.{rng.randint(128, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                f"201.{rng.randint(100, 175)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                f"187.{rng.randint(130, 250)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                f"2806:{g.hexs(rng, 4)}:{g.hexs(rng, 4)}:{g.hexs(rng, 3)}::1",
            ]
        )
        nm = name(rng)
        loc = email_local(rng, nm)
        t = i % 5
        if t == 0:
            line, where = f"login ok user={loc} client_ip={ip} ua=Android", "data"
        elif t == 1:
            line, where = [f"{ip}"], "header"
        elif t == 2:
            line, where = f'{{"event": "signup", "name": "{nm}", "ip": "{ip}"}}', "data"
        elif t == 3:
            line, where = f"<p>El comentario de {nm} se publicó desde la IP {ip}.</p>", "html"
        else:
            line, where = (
                f'{ip} - {loc} [12/Mar/2025:10:01:07 -0600] "GET /mi-cuenta HTTP/1.1" 200',
                "data",
            )
        out.append(
            E(
                "user-ip",
                P,
                "es",
                "user IP " + ("X-Forwarded-For header" if where == "header" else "in " + where),
                ip,
                line,
                where,
            )
        )
        if where == "header":
            out[-1]["header"] = "X-Forwarded-For"

    # ---------------------------------------------------------------- salaries, assets (18)
    for i in range(10):
        nm = name(rng)
        amt = f"${rng.randint(9, 140)},{rng.randint(0, 999):03d}.00"
        line, where = [
            (f"<p>Sueldo mensual de {nm}: {amt} MXN netos.</p>", "html"),
            (f"{nm},Analista Sr,{amt},Quincenal", "data"),
            (f"Mi salario es de {amt} al mes y no me alcanza — {nm}", "data"),
            (f'{{"empleado": "{nm}", "salario_bruto": "{amt}"}}', "data"),
            (f"<li>{nm} — percepción mensual {amt}</li>", "html"),
        ][i % 5]
        out.append(E("salary", P, "es", "salary of a named person", amt, line, where))
    for i in range(8):
        nm = name(rng)
        v = [
            f"casa en Tepoztlán valuada en ${rng.randint(2, 9)}.{rng.randint(1, 9)} millones",
            f"saldo de ${rng.randint(100, 999)},{rng.randint(100, 999)} en su cuenta de ahorro",
            f"terreno de {rng.randint(200, 900)} m2 en Valle de Bravo",
            f"inversión en CETES por ${rng.randint(50, 900)},000",
        ][i % 4]
        if i % 2:
            line, where = (
                f"<p>{nm} declaró una {v}.</p>"
                if v.startswith("casa")
                else f"<p>{nm} tiene un {v}.</p>",
                "html",
            )
        else:
            line, where = f"Bienes de {nm}: {v}", "data"
        out.append(E("assets", P, "es", "assets of a named person", v, line, where))

    # ---------------------------------------------------------------- account ids (48)
    acc = []
    for i in range(48):
        t = i % 16
        if t == 0:
            v = "acct_" + g.token(rng, 16)
            acc.append(
                (v, f"GET /v1/accounts/{v}/balance 200 118ms", "data", "acct_ in URL path, log")
            )
        elif t == 1:
            v = "cust-" + str(rng.randint(10000, 99999))
            acc.append((v, [v], "header", "x-account header"))
        elif t == 2:
            v = "org-" + g.token(rng, 24)
            acc.append((v, [v], "header", "OpenAI-Organization header"))
        elif t == 3:
            v = "proj_" + g.token(rng, 10, "abcdefghijklmnopqrstuvwxyz0123456789")
            acc.append((v, f'{{"project": "{v}", "region": "us-east-1"}}', "data", "project field"))
        elif t == 4:
            v = "user_" + g.token(rng, 20)
            acc.append(
                (
                    v,
                    f"<p>Perfil: https://app.ejemplo-saas.mx/users/{v}/settings</p>",
                    "html",
                    "user_ in URL path",
                )
            )
        elif t == 5:
            v = "ws_" + g.token(rng, 12)
            acc.append((v, f"workspace_id={v} plan=pro seats=12", "data", "workspace id"))
        elif t == 6:
            v = "team_" + g.token(rng, 18)
            acc.append(
                (
                    v,
                    f"Error 403: team {v} has exceeded its monthly quota",
                    "data",
                    "team id in error",
                )
            )
        elif t == 7:
            v = "org_" + g.token(rng, 14)
            acc.append(
                (
                    v,
                    f"https://api.ejemplo.io/v2/organizations/{v}/members?page=2",
                    "data",
                    "org_ in path",
                )
            )
        elif t == 8:
            v = "cus_" + g.token(rng, 14)
            acc.append(
                (v, f'{{"customer": "{v}", "livemode": true}}', "data", "Stripe-like customer id")
            )
        elif t == 9:
            v = str(rng.randint(100000000000, 999999999999))
            acc.append((v, f"arn:aws:iam::{v}:role/crawler-prod", "data", "AWS account id in ARN"))
        elif t == 10:
            v = "AC" + g.hexs(rng, 32)
            acc.append(
                (
                    v,
                    f"https://api.twilio.com/2010-04-01/Accounts/{v}/Messages.json",
                    "data",
                    "Twilio account SID in path",
                )
            )
        elif t == 11:
            v = str(rng.randint(1000000, 9999999))
            acc.append((v, [v], "header", "X-Account-Id numeric header"))
        elif t == 12:
            v = "tenant-" + g.uuid4(rng)
            acc.append(
                (v, f"tenant: {v}  # cuenta del cliente Farmacias del Centro", "data", "tenant id")
            )
        elif t == 13:
            v = "sub_" + g.token(rng, 14)
            acc.append(
                (v, f"<p>Suscripción {v} cancelada por el titular.</p>", "html", "subscription id")
            )
        elif t == 14:
            v = "U" + g.token(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            acc.append(
                (
                    v,
                    f'{{"slack_user_id": "{v}", "team": "T0{g.token(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}"}}',
                    "data",
                    "Slack user id",
                )
            )
        else:
            v = str(rng.randint(10**17, 10**18 - 1))
            acc.append(
                (v, f"discord user id {v} pidió borrar sus datos", "data", "Discord user snowflake")
            )
    hdr_names = {
        "x-account header": "x-account",
        "OpenAI-Organization header": "OpenAI-Organization",
        "X-Account-Id numeric header": "X-Account-Id",
    }
    for v, line, where, form in acc:
        e = E("account-id", "account-id", "en", form, v, line, where)
        if where == "header":
            e["header"] = hdr_names[form]
        out.append(e)
    return out
