# ruff: noqa: E501
"""Personal data of invented people (label ``personal``, family ``personal``), corpus 15.

Each ``_kind`` function returns the items of one kind; every template is used at least
once, in order, with fresh random data. The wording is this corpus's own.
"""

from __future__ import annotations

import html
import random
from datetime import date, timedelta
from typing import Any

if __package__:
    from . import ids
    from . import people as pp
    from .model import mk
    from .textutil import (
        MESES,
        MESES_ABR,
        MESES_PT,
        MONTHS,
        ROMAN,
        age_at,
        day_words,
        ordinal_en,
        words_es,
    )
else:  # run as a script from this folder
    import ids  # type: ignore[no-redef]
    import people as pp  # type: ignore[no-redef]
    from model import mk  # type: ignore[no-redef]
    from textutil import (  # type: ignore[no-redef]
        MESES,
        MESES_ABR,
        MESES_PT,
        MONTHS,
        ROMAN,
        age_at,
        day_words,
        ordinal_en,
        words_es,
    )

P = "personal"
TODAY = date(2025, 3, 14)


def _d(b: date) -> str:
    return f"{b.day:02d}/{b.month:02d}/{b.year}"


# ---------------------------------------------------------------------------- birth dates


def _birth(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a named person's date of birth"

    def add(lang: str, form: str, value: str, text: str, **kw: Any) -> None:
        out.append(mk(P, "birth-date", lang, form, W, value, text=text, **kw))

    for i in range(32):
        p = pp.person(rng)
        b = p.born
        city = rng.choice(pp.PLACES)
        age = age_at(b, TODAY)
        t = i % 32
        if t == 0:
            v = f"{b.day} de {MESES[b.month - 1]} de {b.year}"
            add(
                "es",
                "long Spanish date after 'nació el', free prose",
                v,
                f"{p.full} nació el {v} en {city[0]}, {city[2]}, y desde niño se dedicó a la música.",
                prose=True,
            )
        elif t == 1:
            v = _d(b)
            add(
                "es",
                "dd/mm/yyyy in a pipe-separated enrolment row",
                v,
                f"Nombre: {p.full} | Fecha de nacimiento: {v} | Grupo: 3°B",
            )
        elif t == 2:
            v = b.strftime("%Y%m%d")
            add(
                "es",
                "compact yyyymmdd after 'F. Nac.'",
                v,
                f"Asegurado: {p.upper_last_first} · F. Nac.: {v} · Régimen 02",
            )
        elif t == 3:
            v = f"{b.day}-{ROMAN[b.month - 1]}-{b.year}"
            add(
                "es",
                "day-Roman month-year, parish register style",
                v,
                f"Bautizo de {p.full} (n. {v}), padrinos por confirmar.",
                prose=True,
            )
        elif t == 4:
            v = f"{day_words(b)} de {MESES[b.month - 1]} de {words_es(b.year)}"
            add(
                "es",
                "date written in words, civil-registry wording",
                v,
                f"…que {p.full} nació el día {v}, según consta en el acta respectiva.",
                prose=True,
            )
        elif t == 5:
            v = b.strftime("%m/%d/%Y")
            add(
                "en",
                "US mm/dd/yyyy after DOB in an intake note",
                v,
                f"Patient: {p.full}, DOB {v}, referred by Dr. Lara for follow-up.",
            )
        elif t == 6:
            v = f"the {ordinal_en(b.day)} of {MONTHS[b.month - 1]}, {b.year}"
            add(
                "en",
                "English ordinal long form, biography prose",
                v,
                f"{p.short} was born on {v}, in {city[0]}, Mexico.",
                prose=True,
            )
        elif t == 7:
            v = f"{b.day} de {MESES_PT[b.month - 1]} de {b.year}"
            add(
                "pt",
                "Portuguese long form after 'nascida/nascido em'",
                v,
                f"{p.full}, {'nascida' if p.sex == 'M' else 'nascido'} em {v}, mora em Guadalajara desde 2015.",
                prose=True,
            )
        elif t == 8:
            v = b.isoformat()
            add(
                "es",
                "ISO date in a query string next to a name parameter",
                v,
                f"https://citas.clinica-ejemplo.mx/agendar?paciente={pp.ascii_fold(p.short).replace(' ', '+')}&nacimiento={v}&turno=matutino",
                key="referer",
            )
        elif t == 9:
            v = b.strftime("%d.%m.%y")
            add(
                "es",
                "dd.mm.yy with two-digit year, birthday list",
                v,
                f"Cumpleañeros del mes: {p.short} — {v}",
            )
        elif t == 10:
            v = f"{b.day:02d}-{MESES_ABR[b.month - 1]}-{b.year}"
            add(
                "es",
                "dd-mmm-yyyy with Spanish month abbreviation",
                v,
                f"{p.upper_last_first}   SEXO {p.sex}   NAC {v}   EDO {city[2]}",
            )
        elif t == 11:
            v = f"{b.day}/{b.month}/{b.year}"
            add(
                "es",
                "unpadded d/m/yyyy after an age",
                v,
                f"{p.short}, de {age} años (nacida el {v}), ganó el torneo estatal de ajedrez.",
                prose=True,
            )
        elif t == 12:
            v = f"{b.day} de {MESES[b.month - 1]} de {b.year}"
            add(
                "es",
                "public figure: birthplace and date in parentheses, encyclopedic",
                v,
                f"La gobernadora electa {p.full} ({city[0]}, {city[2]}, {v}) rindió protesta ayer ante el Congreso local.",
                prose=True,
            )
        elif t == 13:
            v = f"{b.day} {MESES_ABR[b.month - 1]} {b.year}"
            add(
                "es",
                "public figure: '(n. d mmm yyyy)' after the name",
                v,
                f"{p.full} (n. {v}) es senador{'a' if p.sex == 'M' else ''} por {city[1]} desde 2018.",
                prose=True,
            )
        elif t == 14:
            v = b.isoformat()
            add(
                "en",
                "key=value log line with the name in another key",
                v,
                f'2025-03-02T10:44:12Z INFO enrol patient_name="{p.short}" patient_dob={v} clinic=7',
            )
        elif t == 15:
            v = _d(b)
            add(
                "es",
                "abbreviation 'FN:' in a medical note",
                v,
                f"Pac. {p.full}  FN: {v}  Alergias: penicilina",
            )
        elif t == 16:
            v = f"{b.day} de {MESES[b.month - 1]} ({b.year})"
            add(
                "es",
                "birthday with the year in parentheses",
                v,
                f"Cumpleaños de {p.first} {p.paterno}: {v}, ¡no olviden el pastel!",
            )
        elif t == 17:
            v = _d(b)
            add(
                "es",
                "semicolon CSV row: surname;name;birth;city",
                v,
                f"{p.paterno} {p.materno};{p.given};{v};{city[0]}",
            )
        elif t == 18:
            v = b.isoformat()
            add("es", "markdown table row", v, f"| {p.full} | {v} | {city[1]} |")
        elif t == 19:
            v = b.isoformat()
            add(
                "es",
                "ISO date alone under a birth-date key",
                v,
                v,
                key="fechaNacimientoTitular",
                only=("field",),
            )
        elif t == 20:
            v = b.isoformat() + "T00:00:00"
            add(
                "es",
                "ISO timestamp at midnight after 'nacido en'",
                v,
                f"titular={p.short}; nacido_en={v}; sexo={p.sex}",
            )
        elif t == 21:
            v = _d(b)
            add(
                "en",
                "dd/mm/yyyy in an English form with the name after it",
                v,
                f"Date of birth (dd/mm/yyyy): {v} — Name: {p.full}",
            )
        elif t == 22:
            v = _d(b)
            add(
                "es",
                "INE credential layout in upper case",
                v,
                f"NOMBRE {p.upper_last_first} FECHA DE NACIMIENTO {v} SECCIÓN 1203",
            )
        elif t == 23:
            v = f"{b.day} de {MESES[b.month - 1]} de {b.year}"
            add(
                "es",
                "paraphrase 'vino al mundo el' without a birth word",
                v,
                f"El joven {p.full}, quien vino al mundo el {v}, recibirá la beca municipal.",
                prose=True,
            )
        elif t == 24:
            v = f"un {b.day} de {MESES[b.month - 1]} de {b.year}"
            add(
                "es",
                "'nació un d de mes de yyyy', chat message",
                v,
                f"[14/03/25 09:12] Tía Chela: {p.first} nació {v}, ya le toca sacar su INE",
            )
        elif t == 25:
            v = f"{b.day} {MESES[b.month - 1]} {b.year}"
            add(
                "es",
                "'Nacimiento:' label with en dash fields",
                v,
                f"{p.full} – Nacimiento: {v} – Lugar: {city[0]}",
            )
        elif t == 26:
            v = b.strftime("%d/%m/%y")
            add(
                "es",
                "age followed by dd/mm/yy in parentheses",
                v,
                f"Jugador: {p.short} · edad: {age} ({v}) · posición: portero",
            )
        elif t == 27:
            v = _d(b)
            add(
                "pt",
                "Portuguese 'data de nascimento' label",
                v,
                f"Cliente: {p.full} — data de nascimento: {v}",
            )
        elif t == 28:
            v = f"{MONTHS[b.month - 1]} {b.day}, {b.year}"
            add(
                "en",
                "English 'Birthday:' in a profile",
                v,
                f"{p.short} · Birthday: {v} · Lives in {city[0]}",
            )
        elif t == 29:
            v = f"{b.day}.{b.month}.{b.year}"
            add(
                "es",
                "star sign ★ before d.m.yyyy (genealogy style)",
                v,
                f"{p.full} (★ {v}), hija de Refugio y Tomás",
            )
        elif t == 30:
            v = b.isoformat()
            add(
                "en",
                "'b.' abbreviation before an ISO date",
                v,
                f"Team roster: {p.short}, b. {v}, striker",
            )
        else:
            v = b.strftime("%Y/%m/%d")
            add("es", "yyyy/mm/dd after 'nac.'", v, f"{p.full}, nac. {v}, CURP en trámite")
    return out


# ---------------------------------------------------------------------------- home addresses


def _address(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a named person's home address"

    def add(lang: str, form: str, value: str, text: str, **kw: Any) -> None:
        out.append(mk(P, "home-address", lang, form, W, value, text=text, **kw))

    for i in range(34):
        p = pp.person(rng)
        mun, edo, ab, pre, _lada = rng.choice(pp.PLACES)
        col = rng.choice(pp.COLONIAS)
        st, st2, st3 = rng.sample(pp.STREETS, 3)
        n = rng.randint(2, 2999)
        c = pp.cp(rng, pre)
        t = i
        if t == 0:
            v = f"Calle {st} No. {n}, Col. {col}, C.P. {c}, {mun}, {ab}"
            add(
                "es",
                "'Domicilio particular de' + Calle/No./Col./C.P.",
                v,
                f"Domicilio particular de {p.full}: {v}",
            )
        elif t == 1:
            v = f"Calle {rng.randint(10, 99)} #{n} x {rng.randint(10, 60)} y {rng.randint(61, 99)}, Col. Itzimná, Mérida, Yuc., CP 97{rng.randrange(100, 999)}"
            add(
                "es",
                "Yucatán street crossings ('x 18 y 20')",
                v,
                f"{p.full} vive en {v}.",
                prose=True,
            )
        elif t == 2:
            v = f"SM {rng.randint(2, 99)} Mz {rng.randint(1, 40)} Lt {rng.randint(1, 60)}, Calle {st}, Cancún, Q. Roo 775{rng.randrange(10, 99)}"
            add(
                "es",
                "Cancún supermanzana/manzana/lote, delivery note",
                v,
                f"Entregar a {p.short}: {v} (tocar fuerte)",
            )
        elif t == 3:
            v = f"Andador {rng.randint(1, 30)}, Mz. {rng.randint(1, 90)} Lt. {rng.randint(1, 40)}, U.H. Ejército de Oriente, Iztapalapa, CDMX, C.P. 09{rng.randrange(200, 240)}"
            add("es", "andador + Mz./Lt. in a housing unit", v, f"{p.full} — {v}")
        elif t == 4:
            v = f"Cda. de {st} {rng.randint(1, 40)}-B, Barrio San Lucas, Alcaldía Coyoacán, 04030 Ciudad de México"
            add(
                "es",
                "cerrada abbreviated 'Cda.', barrio, alcaldía, C.P. before city",
                v,
                f"Envío a nombre de {p.full}, {v}",
            )
        elif t == 5:
            v = f"Privada {st} {n} int. {rng.randint(1, 12)}, Fracc. {col}, {c} {mun}, {ab}"
            add(
                "es",
                "privada + int. + Fracc., C.P. before municipio",
                v,
                f"Arrendatario: {p.full}. Inmueble: {v}.",
            )
        elif t == 6:
            v = f"Av. {st} {n}, depto. {rng.randint(101, 904)}, Edificio B, Col. {col}, {mun}, {ab} C.P. {c}"
            add(
                "es",
                "avenida + depto. + edificio",
                v,
                f"Sra. {p.full} — {v}" if p.sex == "M" else f"Sr. {p.full} — {v}",
            )
        elif t == 7:
            v = f"Retorno {rng.randint(1, 9)} de {st} #{rng.randint(1, 60)}, Infonavit {col}, {mun}, {ab}"
            add("es", "retorno + Infonavit housing", v, f"{p.short} (domicilio): {v}")
        elif t == 8:
            v = f"Domicilio conocido, Ranchería El Tular, {mun}, {ab}"
            add("es", "rural 'Domicilio conocido' + ranchería", v, f"Beneficiaria: {p.full}, {v}")
        elif t == 9:
            v = f"Calle {st} s/n, Barrio de San Miguel, {mun}, {ab}, C.P. {c}"
            add(
                "es",
                "street without number 's/n' + barrio",
                v,
                f"{p.full} con domicilio en {v}",
                prose=True,
            )
        elif t == 10:
            v = f"Prol. {st} {n}-A, entre {st2} y {st3}, Col. Centro, {mun}, {ab}"
            add("es", "prolongación + 'entre X y Y'", v, f"Recoger a {p.first} en {v}")
        elif t == 11:
            v = f"Carr. Federal 57 km {rng.randint(2, 90)}.{rng.randint(1, 9)}, Ejido La Joya, {mun}, {ab}"
            add("es", "highway kilometre + ejido", v, f"Productor: {p.full} — {v}")
        elif t == 12:
            v = f"Circuito {st} {rng.randint(1, 200)}, Fraccionamiento {col}, {mun}, {edo}, CP {c}"
            add("es", "circuito + Fraccionamiento written out", v, f"{p.full}; {v}")
        elif t == 13:
            v = f"Callejón del {st} {rng.randint(1, 30)}, Zona Centro, Guanajuato, Gto. 36000"
            add("es", "callejón in a historic centre", v, f"Hospedaje en casa de {p.full}, {v}")
        elif t == 14:
            v = f"calle: {st} {n} | colonia: {col} | cp: {c} | municipio: {mun}"
            add("es", "pipe-separated key:value address fields", v, f"nombre: {p.full} | {v}")
        elif t == 15:
            v = f"{n} W {rng.randint(18, 60)}nd St Apt {rng.randint(1, 5)}B, Chicago, IL 606{rng.randrange(10, 99)}"
            add("en", "US street address of a named person", v, f"Ship to: {p.full}, {v}")
        elif t == 16:
            v = f"Rua das Acácias, {n}, apto {rng.randint(11, 99)}, Bairro Jardim América, CEP 01{rng.randrange(100, 999)}-{rng.randrange(100, 999)}, São Paulo - SP"
            add("pt", "Brazilian rua/apto/bairro/CEP", v, f"Endereço de {p.full}: {v}")
        elif t == 17:
            v = f"C {st.upper()} {n} COL {col.upper()} {c} {mun.upper()}, {ab.upper()}"
            add(
                "es",
                "INE-style upper case without punctuation",
                v,
                f"{p.upper_last_first} DOMICILIO {v}",
            )
        elif t == 18:
            v = f"C. {st} {n}, Col. {col}, {mun}"
            add(
                "es",
                "short 'C.' for calle in a chat",
                v,
                f"{p.first}: ya me cambié, ahora estoy en {v}, cuando gusten",
            )
        elif t == 19:
            v = f"Mz {rng.randint(1, 50)} Lt {rng.randint(1, 50)} Calle {st}, Col. Emiliano Zapata, Ecatepec, Méx."
            add("es", "manzana-lote before the street", v, f"{p.full} / {v}")
        elif t == 20:
            v = f"Edif. {rng.randint(1, 40)} Depto. {rng.randint(101, 504)}, U.H. Tlatelolco, Cuauhtémoc, CDMX"
            add(
                "es",
                "edificio/departamento in a housing unit, no street",
                v,
                f"Vecina: {p.full}, {v}",
            )
        elif t == 21:
            v = f"Av. {st} #{n} Int. {rng.randint(1, 9)}-B, Col. {col}, C.P. {c}"
            add(
                "es",
                "'#' number + 'Int. 5-B'",
                v,
                f"Factura a persona física {p.full}, domicilio fiscal {v}",
            )
        elif t == 22:
            v = f"Blvd. {st} {n}, Col. {col}, {mun}, {edo}"
            add(
                "es",
                "bulevar abbreviated, state written out",
                v,
                f"{p.short} vive por {v}",
                prose=True,
            )
        elif t == 23:
            v = f"{st} {rng.randint(1, 99)}, col. {col}"
            add(
                "es",
                "informal first-person address in a chat",
                v,
                f"mi casa está en {v}, a dos cuadras del Oxxo — {p.first}",
            )
        elif t == 24:
            v = f"Calle {rng.randint(40, 70)} Norte No. {n} por {rng.randint(20, 40)} y {rng.randint(41, 59)}, Centro, Mérida"
            add("es", "Mérida 'por X y Y' crossing", v, f"{p.full}: {v}")
        elif t == 25:
            v = f"Lote {rng.randint(1, 40)}, Manzana {rng.randint(1, 40)}, Col. {col}, {mun}, {ab}"
            add(
                "es", "lote/manzana written out", v, f"Posesionario {p.full}, predio ubicado en {v}"
            )
        elif t == 26:
            v = f"{st} {n}, {col}, {mun} (casa azul, portón negro)"
            add("es", "address with a visual reference", v, f"Pedido de {p.short}: {v}")
        elif t == 27:
            v = f"{st} {n}, Col. {col}, C.P. {c}, {mun}, {ab}"
            add(
                "es",
                "address alone under a 'domicilio' key",
                v,
                v,
                key="domicilio_del_alumno",
                only=("field",),
            )
        elif t == 28:
            v = f"{st} {n}, {col}, {c}"
            add("es", "markdown table row", v, f"| {p.full} | {v} | {mun} |")
        elif t == 29:
            v = f"{st} {n},{col},{c},{mun}"
            add(
                "es", "comma CSV row without spaces", v, f"{pp.ascii_fold(p.full).upper()},{v},{ab}"
            )
        elif t == 30:
            v = f"Privada {st} {rng.randint(1, 40)}, Fracc. Colinas del Cimatario, Querétaro, Qro."
            add("es", "'Vivienda:' label", v, f"{p.short} · Vivienda: {v}")
        elif t == 31:
            v = f"Calle {st} {n} entre calles {st2} y {st3}, Col. {col}, {mun}"
            add("es", "'entre calles' written out", v, f"Notificar a {p.full} en {v}")
        elif t == 32:
            v = f"Calle {st} {n}, Col. Lázaro Cárdenas, Tlalnepantla de Baz, Edo. Méx., C.P. 540{rng.randrange(10, 99)}"
            add("es", "Edo. Méx. with C.P. at the end", v, f"{p.full} reside en {v}.", prose=True)
        else:
            v = f"Av. {st} {rng.randint(1, 99)}, Int 2, Guadalupe Victoria, 72230 Puebla, Pue."
            add("es", "'Int 2' without dot, C.P. before city", v, f"{p.full} — {v}")
    return out


# ---------------------------------------------------------------------------- passports

_DE = "CFGHJKLMNPRTVWXYZ0123456789"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _passport(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a person's passport number"

    def add(lang: str, form: str, value: str, text: str, kind: str = "passport", **kw: Any) -> None:
        out.append(mk(P, kind, lang, form, W, value, text=text, **kw))

    U = ids.UPPER
    for i in range(22):
        p = pp.person(rng)
        t = i
        if t == 0:
            v = "G" + _digits(rng, 8)
            add(
                "es",
                "Mexican G+8 digits after 'No. de pasaporte'",
                v,
                f"Huésped: {p.full} · No. de pasaporte: {v} · Hab. 214",
            )
        elif t == 1:
            v = "n" + _digits(rng, 8)
            add(
                "es",
                "Mexican passport in lower case",
                v,
                f"{p.short} me pasó su pasaporte {v} para el boleto",
            )
        elif t == 2:
            d = _digits(rng, 8)
            v = f"G {d[:4]} {d[4:]}"
            add("es", "Mexican passport with spaces", v, f"Pasaporte mexicano de {p.full}: {v}")
        elif t == 3:
            d = _digits(rng, 8)
            v = f"N-{d[:4]}-{d[4:]}"
            add(
                "es",
                "Mexican passport with hyphens",
                v,
                f"{p.full}, pasaporte {v}, vigente hasta 2031",
            )
        elif t == 4:
            v = "N" + _digits(rng, 8)
            add(
                "es",
                "'PPT' abbreviation in a flight manifest",
                v,
                f"PAX {pp.ascii_fold(p.paterno).upper()}/{pp.ascii_fold(p.first).upper()} MR PPT {v} MEX",
            )
        elif t == 5:
            v = "G" + _digits(rng, 8)
            add(
                "en",
                "'Passport #' in an English visa form",
                v,
                f"Applicant: {p.full} — Passport #{v} (Mexico)",
            )
        elif t == 6:
            v = _digits(rng, 2) + rng.choice(U) + rng.choice(U) + _digits(rng, 5)
            add("es", "French passport 99AA99999", v, f"Pasaporte francés de {p.short}: {v}")
        elif t == 7:
            v = "C" + "".join(rng.choice(_DE) for _ in range(8))
            add(
                "en",
                "German passport C + 8 alphanumerics",
                v,
                f"{p.full} travels on German passport no. {v}",
            )
        elif t == 8:
            v = rng.choice(U) + rng.choice(U) + _digits(rng, 7)
            add(
                "es",
                "Italian passport AA9999999",
                v,
                f"Doc. de viaje (pasaporte italiano) de {p.full}: {v}",
            )
        elif t == 9:
            v = rng.choice("JKLMNPRSTUVWZ") + _digits(rng, 7)
            add("en", "Indian passport A9999999", v, f"Guest {p.short}, passport {v} (IND)")
        elif t == 10:
            v = rng.choice(["TR", "TZ", "MU", "TK"]) + _digits(rng, 7)
            add("en", "Japanese passport AA9999999", v, f"Passport No.: {v} / Name: {p.full}")
        elif t == 11:
            v = "E" + _digits(rng, 8)
            add(
                "es",
                "Chinese passport E+8 digits",
                v,
                f"{p.full} (pasaporte chino {v}) solicitó residencia temporal",
                prose=True,
            )
        elif t == 12:
            v = "M" + _digits(rng, 8)
            add("en", "Korean passport M+8 digits", v, f"Traveller {p.short} — passport {v}")
        elif t == 13:
            v = "AA" + rng.choice("ABCDEFG") + _digits(rng, 6)
            add("es", "Argentine passport AAA999999", v, f"Pasajera: {p.full} | Pasaporte AR: {v}")
        elif t == 14:
            v = rng.choice(["AQ", "AR", "AT", "PE"]) + _digits(rng, 6)
            add("es", "Colombian passport AA999999", v, f"{p.full}, colombiano, pasaporte {v}")
        elif t == 15:
            v = "F" + _digits(rng, 8)
            add(
                "es",
                "Chilean passport F+8 digits",
                v,
                f"Número de pasaporte (Chile) de {p.short}: {v}",
            )
        elif t == 16:
            v = "K" + _digits(rng, 6)
            add(
                "es",
                "Cuban passport K+6 digits",
                v,
                f"{p.full} presentó pasaporte cubano {v} en la ventanilla 3",
            )
        elif t == 17:
            v = _digits(rng, 9)
            add(
                "en",
                "UK passport of 9 digits after 'passport number'",
                v,
                f"{p.short}'s passport number is {v} (GBR)",
                prose=True,
            )
        elif t == 18:
            v = (
                rng.choice(["NW", "NX", "BR"])
                + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(6))
                + _digits(rng, 1)
            )
            add("en", "Dutch passport 9 alphanumerics", v, f"Dutch passport {v}, holder {p.full}")
        elif t == 19:
            v = "G" + _digits(rng, 8)
            add(
                "pt",
                "Portuguese 'passaporte' with a Mexican number",
                v,
                f"{p.full} — passaporte mexicano nº {v}",
            )
        elif t == 20:
            v = "G" + _digits(rng, 8)
            add(
                "es",
                "JSON-like key pair in a log",
                v,
                f"reserva=HX92K nombre={pp.ascii_fold(p.short)} pasaporte={v} asiento=14C",
            )
        else:
            v = rng.choice(U) + _digits(rng, 8)
            add(
                "en",
                "US next-generation passport letter+8 digits",
                v,
                f"{p.full} (US passport {v}) joined the exchange program",
                prose=True,
            )
    # MRZ second lines of TD3 passports (check digits per ICAO 9303)
    for _ in range(4):
        p = pp.person(rng)
        num = "G" + _digits(rng, 8)
        exp = TODAY + timedelta(days=rng.randint(200, 3000))
        line = ids.mrz_td3_line2(num, "MEX", p.born, "F" if p.sex == "M" else "M", exp)
        assert ids.valid_mrz_td3_line2(line)
        add(
            "es",
            "TD3 MRZ second line (ICAO check digits)",
            line,
            f"MRZ pasaporte {pp.ascii_fold(p.first)}: {line}",
            kind="passport-mrz",
        )
    return out


# ---------------------------------------------------------------------------- CURP / RFC / NSS / INE


def _curp(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a person's CURP (RENAPO check digit valid)"
    for i in range(26):
        p = pp.person(rng)
        c = ids.curp(rng, p.born, p.sex)
        assert ids.valid_curp(c)
        forms = [
            (
                "es",
                "upper case after 'CURP:' in a school slip",
                c,
                f"Alumno: {p.full} — CURP: {c} — Turno vespertino",
            ),
            (
                "es",
                "lower case in a chat",
                c.lower(),
                f"{p.first}: mi curp es {c.lower()} por si la necesitas",
            ),
            (
                "es",
                "4-6-6-2 groups with spaces",
                f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
                f"{p.full} — CURP {c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
            ),
            (
                "es",
                "hyphenated groups",
                f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
                f"Solicitante {p.short} (CURP {c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]})",
            ),
            (
                "es",
                "dotted groups",
                f"{c[:4]}.{c[4:10]}.{c[10:16]}.{c[16:]}",
                f"C.U.R.P.: {c[:4]}.{c[4:10]}.{c[10:16]}.{c[16:]} · {p.full}",
            ),
            (
                "es",
                "in a query string",
                c,
                f"https://tramites.ejemplo.gob.mx/consulta?curp={c}&tipo=beca",
            ),
            (
                "es",
                "in a file name of an uploaded document",
                c,
                f"Adjunto: acta_nacimiento_{c}.pdf ({p.short})",
            ),
            (
                "es",
                "mixed case (title case) in a form",
                c.title(),
                f"Nombre: {p.full}; Curp: {c.title()}",
            ),
            ("en", "English label 'Mexican ID (CURP)'", c, f"{p.full} — Mexican ID (CURP): {c}"),
            ("es", "value alone under a 'curp_menor' key", c, c),
            ("es", "markdown table row", c, f"| {p.full} | {c} | {p.sex} |"),
            ("es", "CSV row", c, f"{c},{pp.ascii_fold(p.full).upper()},{p.born.year}"),
            (
                "es",
                "with a non-breaking space between groups",
                f"{c[:10]}\u00a0{c[10:]}",
                f"CURP del titular {p.short}: {c[:10]}\u00a0{c[10:]}",
            ),
        ]
        lang, form, v, text = forms[i % len(forms)]
        if i % len(forms) == 9:
            out.append(
                mk(P, "curp", lang, form, W, v, text=text, key="curp_menor", only=("field",))
            )
        else:
            out.append(mk(P, "curp", lang, form, W, v, text=text))
    return out


def _rfc(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a persona física's RFC (SAT check digit valid)"
    for i in range(20):
        p = pp.person(rng)
        r = ids.rfc_fisica(rng, p.born)
        assert ids.valid_rfc(r)
        forms = [
            (
                "es",
                "plain after 'RFC:' in an invoice request",
                r,
                f"Favor de facturar a {p.full}, RFC: {r}, uso CFDI G03",
            ),
            (
                "es",
                "4-6-3 hyphenated",
                f"{r[:4]}-{r[4:10]}-{r[10:]}",
                f"{p.full}  R.F.C. {r[:4]}-{r[4:10]}-{r[10:]}",
            ),
            (
                "es",
                "4 6 3 with spaces",
                f"{r[:4]} {r[4:10]} {r[10:]}",
                f"RFC con homoclave de {p.short}: {r[:4]} {r[4:10]} {r[10:]}",
            ),
            (
                "es",
                "lower case",
                r.lower(),
                f"mi rfc: {r.lower()} (persona física, régimen RESICO) — {p.first}",
            ),
            (
                "es",
                "CFDI Receptor attributes inside a recorded XML",
                r,
                f"<cfdi:Receptor Rfc='{r}' Nombre='{p.upper_last_first}' RegimenFiscalReceptor='605'/>",
            ),
            (
                "es",
                "'RFC del arrendador' in a rent receipt",
                r,
                f"Recibo de arrendamiento — arrendador {p.full}, RFC del arrendador {r}",
            ),
            (
                "en",
                "English 'Mexican tax ID' label",
                r,
                f"Freelancer {p.full}, Mexican tax ID (RFC) {r}",
            ),
            ("es", "key-only field", r, r),
            (
                "es",
                "in a ticket title",
                r,
                f"Ticket #88213: no timbra factura para {r} ({p.short})",
            ),
        ]
        j = i % len(forms)
        lang, form, v, text = forms[j]
        if j == 7:
            out.append(
                mk(
                    P,
                    "rfc-persona-fisica",
                    lang,
                    form,
                    W,
                    v,
                    text=text,
                    key="rfc_beneficiario",
                    only=("field",),
                )
            )
        else:
            out.append(mk(P, "rfc-persona-fisica", lang, form, W, v, text=text))
    # two RFC without homoclave (initials + birth date only; no check digit exists)
    for _ in range(2):
        p = pp.person(rng)
        r10 = ids.rfc_fisica(rng, p.born)[:10]
        out.append(
            mk(
                P,
                "rfc-persona-fisica",
                "es",
                "RFC sin homoclave (10 characters, no check digit)",
                "a persona física's RFC without homoclave (initials and birth date)",
                r10,
                text=f"{p.full}, RFC sin homoclave {r10}",
            )
        )
    return out


def _nss(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a person's IMSS social security number (Luhn valid)"
    for i in range(14):
        p = pp.person(rng)
        n = ids.nss(rng, p.born)
        assert ids.valid_nss(n)
        forms = [
            ("es", "plain after 'NSS'", n, f"Trabajador: {p.full}  NSS {n}  SBC 412.50"),
            (
                "es",
                "2-2-2-4-1 hyphenated",
                f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
                f"Núm. de afiliación IMSS de {p.short}: {n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
            ),
            (
                "es",
                "10+1 with a hyphen before the check digit",
                f"{n[:10]}-{n[10]}",
                f"No. Seguro Social {n[:10]}-{n[10]} ({p.full})",
            ),
            (
                "es",
                "spaced groups",
                f"{n[:4]} {n[4:8]} {n[8:]}",
                f"{p.first}: mi número del seguro es {n[:4]} {n[4:8]} {n[8:]}",
            ),
            ("en", "English 'IMSS number'", n, f"Employee {p.full}, IMSS number {n}"),
            (
                "es",
                "'Núm. IMSS' in a CSV payroll row",
                n,
                f"{pp.ascii_fold(p.paterno).upper()};{pp.ascii_fold(p.given).upper()};{n};2025-02",
            ),
            (
                "es",
                "in an appointment reminder",
                n,
                f"Recordatorio UMF 20: {p.short}, afiliación {n}, cita 09:40",
            ),
        ]
        lang, form, v, text = forms[i % len(forms)]
        out.append(mk(P, "nss", lang, form, W, v, text=text))
    return out


def _ine(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a person's INE clave de elector"
    for i in range(12):
        p = pp.person(rng)
        k = ids.clave_elector(rng, p.born, p.sex)
        assert ids.valid_clave_elector(k)
        forms = [
            (
                "es",
                "'CLAVE DE ELECTOR' upper case credential layout",
                k,
                f"{p.upper_last_first} CLAVE DE ELECTOR {k} AÑO DE REGISTRO 2012 01",
            ),
            (
                "es",
                "lower case in a chat",
                k.lower(),
                f"{p.first}: clave de elector {k.lower()}, sección 0452",
            ),
            (
                "es",
                "6-8-4 spaced",
                f"{k[:6]} {k[6:14]} {k[14:]}",
                f"{p.full} · Clave elector: {k[:6]} {k[6:14]} {k[14:]}",
            ),
            ("en", "English 'voter ID key'", k, f"Voter ID key (INE) for {p.short}: {k}"),
            (
                "es",
                "'Cve. Elector' abbreviation in a table row",
                k,
                f"| {p.full} | Cve. Elector {k} | Secc. 1780 |",
            ),
            (
                "es",
                "'identificación: INE' with the key",
                k,
                f"Se identificó con INE, clave {k}, el C. {p.full}.",
            ),
        ]
        lang, form, v, text = forms[i % len(forms)]
        out.append(mk(P, "ine-clave-elector", lang, form, W, v, text=text))
    W2 = "the CIC or OCR number of a person's INE credential"
    for i in range(4):
        p = pp.person(rng)
        if i % 2 == 0:
            v = _digits(rng, 9)
            out.append(
                mk(
                    P,
                    "ine-cic-ocr",
                    "es",
                    "INE CIC (9 digits) with the holder's name",
                    W2,
                    v,
                    text=f"Validación lista nominal: {p.full}, CIC {v}, identificador ciudadano 12{_digits(rng, 7)}",
                )
            )
        else:
            v = _digits(rng, 13)
            out.append(
                mk(
                    P,
                    "ine-cic-ocr",
                    "es",
                    "INE OCR (13 digits) in a KYC note",
                    W2,
                    v,
                    text=f"KYC {p.short}: credencial INE modelo D, OCR {v}",
                )
            )
    return out


# ---------------------------------------------------------------------------- bank


def _clabe(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a person's CLABE (Banxico check digit valid)"
    for i in range(14):
        p = pp.person(rng)
        bank = rng.choice(sorted(ids.BANKS))
        c = ids.clabe(rng, bank)
        assert ids.valid_clabe(c)
        forms = [
            (
                "es",
                "'mi CLABE' in a chat",
                c,
                f"{p.first}: te paso mi CLABE {c} ({ids.BANKS[bank]}) para lo de la tanda",
            ),
            (
                "es",
                "3-3-11-1 groups",
                f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}",
                f"Beneficiario: {p.full} · CLABE {c[:3]} {c[3:6]} {c[6:17]} {c[17]}",
            ),
            (
                "es",
                "groups of four",
                " ".join(c[j : j + 4] for j in range(0, 18, 4)),
                f"Cuenta CLABE de {p.short}: {' '.join(c[j : j + 4] for j in range(0, 18, 4))}",
            ),
            (
                "es",
                "hyphenated 3-3-11-1",
                f"{c[:3]}-{c[3:6]}-{c[6:17]}-{c[17]}",
                f"Transferir a {p.full} ({c[:3]}-{c[3:6]}-{c[6:17]}-{c[17]})",
            ),
            (
                "en",
                "English 'CLABE account' for a freelancer payout",
                c,
                f"Payout to {p.full}, CLABE account {c}, bank {ids.BANKS[bank]}",
            ),
            (
                "es",
                "'Clabe interbancaria' in a refund form",
                c,
                f"Reembolso solicitado por {p.short}. Clabe interbancaria: {c}",
            ),
            (
                "es",
                "SPEI log line",
                c,
                f"SPEI enviado → ordenante EMPRESA DEMO, beneficiario {pp.ascii_fold(p.full).upper()}, cuenta {c}, monto 3,450.00",
            ),
        ]
        lang, form, v, text = forms[i % len(forms)]
        out.append(mk(P, "clabe", lang, form, W, v, text=text))
    return out


def _card(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a person's payment card number (Luhn valid)"
    brands = ["visa", "mastercard", "amex", "carnet"]
    for i in range(14):
        p = pp.person(rng)
        brand = brands[i % 4]
        n = ids.card(rng, brand)
        assert ids.valid_card(n)
        g = (
            f"{n[:4]} {n[4:10]} {n[10:]}"
            if brand == "amex"
            else " ".join(n[j : j + 4] for j in range(0, 16, 4))
        )
        forms = [
            ("es", "groups of four, with expiry", g, f"Tarjeta de {p.full}: {g}  vence 08/27"),
            ("es", "plain digits in a chat", n, f"{p.first}: cárgalo a mi tarjeta {n} porfa"),
            (
                "es",
                "hyphenated",
                g.replace(" ", "-"),
                f"Titular {p.short} — núm. {g.replace(' ', '-')}",
            ),
            (
                "en",
                "English 'card number' in a support chat",
                g,
                f"Customer {p.full} typed the card number {g} in the chat",
            ),
            (
                "es",
                "dots between groups",
                g.replace(" ", "."),
                f"{p.full} · {g.replace(' ', '.')} · {brand.upper()}",
            ),
            ("pt", "Portuguese 'cartão'", g, f"Cartão de {p.full}: {g}"),
            (
                "es",
                "key=value in a payment log",
                n,
                f"checkout_fail holder={pp.ascii_fold(p.short)} pan={n} reason=insufficient_funds",
            ),
        ]
        lang, form, v, text = forms[i % len(forms)]
        out.append(mk(P, "card", lang, form, W + f" ({brand})", v, text=text))
    return out


# ---------------------------------------------------------------------------- phones


def _phone(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a private person's phone number"

    def add(lang: str, form: str, value: str, text: str, kind: str = "phone", **kw: Any) -> None:
        out.append(mk(P, kind, lang, form, W, value, text=text, **kw))

    for i in range(50):
        p = pp.person(rng)
        n = pp.mx_phone(rng)
        lada, sub = pp.split_lada(n)
        t = i
        if t == 0:
            v = "+52 1 " + pp.fmt_groups(n)
            add("es", "+52 1 with the mobile '1'", v, f"{p.full}, celular {v}")
        elif t == 1:
            v = "044 " + pp.fmt_groups(n)
            add("es", "old 044 mobile prefix", v, f"Cel. de {p.first}: {v}")
        elif t == 2:
            v = "045 " + pp.fmt_groups(n)
            add(
                "es",
                "old 045 long-distance mobile prefix",
                v,
                f"Si no contesto, márcale a mi esposo {p.first} al {v}",
            )
        elif t == 3:
            v = f"({lada}) {sub[: len(sub) // 2]}-{sub[len(sub) // 2 :]}"
            add("es", "(lada) xxxx-xxxx", v, f"{p.full} Tel. {v}")
        elif t == 4:
            v = pp.fmt_groups(n, ".", "pairs")
            add("es", "dots between pairs", v, f"{p.short} · {v} · llamar después de las 6")
        elif t == 5:
            v = pp.fmt_groups(n, "-", "pairs")
            add("es", "hyphens between pairs", v, f"Tel. particular de {p.full}: {v}")
        elif t == 6:
            v = pp.fmt_groups(n)
            add("es", "plain 4-4 groups next to the name", v, f"{p.full} {v}")
        elif t == 7:
            v = f"+52 ({lada}) {sub[: len(sub) // 2]} {sub[len(sub) // 2 :]}"
            add(
                "es",
                "+52 (lada) groups",
                v,
                f"Contacto de emergencia: {p.full} (mamá) +52 ({lada}) {sub[: len(sub) // 2]} {sub[len(sub) // 2 :]}",
            )
        elif t == 8:
            v = "0052 " + pp.fmt_groups(n)
            add(
                "es",
                "international 0052 prefix",
                v,
                f"Desde el extranjero llámenme al {v} — {p.first} {p.paterno}",
            )
        elif t == 9:
            v = "+52-" + pp.fmt_groups(n, "-")
            add("es", "+52 with hyphens", v, f"{p.full} / +52-{pp.fmt_groups(n, '-')}")
        elif t == 10:
            v = "+52" + n
            add("en", "E.164 next to a name", v, f"Emergency contact: {p.full} {v}")
        elif t == 11:
            v = "52 1 " + pp.fmt_groups(n)
            add("es", "'52 1' without plus", v, f"Whats de {p.first}: {v}")
        elif t == 12:
            v = n
            add("es", "bare 10 digits right after a name", v, f"{p.full} {v}")
        elif t == 13:
            v = n
            add(
                "es",
                "bare 10 digits after a first-person phrase",
                v,
                f"mándame mensaje al {v} y te paso la ubicación",
            )
        elif t == 14:
            v = n
            add(
                "es",
                "bare 10 digits after 'Comunícate con <name> al'",
                v,
                f"Comunícate con {p.short} al {v}",
                prose=True,
            )
        elif t == 15:
            v = pp.fmt_groups(n, "\u00a0")
            add("es", "non-breaking spaces between groups", v, f"{p.full}: {v}")
        elif t == 16:
            v = pp.fmt_groups(n, "–")
            add("es", "en dashes between groups", v, f"{p.short} – cel. {v}")
        elif t == 17:
            v = pp.fmt_groups(n)
            add("es", "'cel. personal' label without a name", v, f"Cel. personal: {v}")
        elif t == 18:
            fix = pp.mx_phone(rng, rng.choice(["222", "442", "477", "614"]))
            fl, fs = pp.split_lada(fix)
            v = f"01 ({fl}) {fs[:3]} {fs[3:]}"
            add(
                "es",
                "old '01 (lada)' prefix on a home line",
                v,
                f"Tel. casa de los {p.paterno}: {v}",
            )
        elif t == 19:
            v = pp.fmt_groups(n)
            add(
                "es",
                "'teléfono de recados' (a neighbour's line for a person)",
                v,
                f"{p.full}, teléfono de recados {v} (con la Sra. Chelo)",
            )
        elif t == 20:
            v = pp.fmt_groups(n)
            add(
                "en",
                "'call me at' first person",
                v,
                f"Call me at {v} if the driver gets lost — {p.first}",
                prose=True,
            )
        elif t == 21:
            v = pp.fmt_groups(n, "-")
            add("en", "'my cell is' with hyphens", v, f"my cell is {v}, text first please")
        elif t == 22:
            v = "+52 " + pp.fmt_groups(n)
            add(
                "pt",
                "Portuguese 'meu celular é'",
                v,
                f"Oi, sou {p.first}; meu celular é {v}",
                prose=True,
            )
        elif t == 23:
            v = pp.fmt_groups(n)
            add("es", "markdown table row name | phone", v, f"| {p.full} | {v} | tesorera |")
        elif t == 24:
            v = n
            add(
                "es",
                "semicolon CSV row with a bare number",
                v,
                f"{pp.ascii_fold(p.paterno)};{pp.ascii_fold(p.first)};{v};socio activo",
            )
        elif t == 25:
            v = pp.fmt_groups(n, "-")
            add(
                "es",
                "'teléfono de emergencia (papá)'",
                v,
                f"Alumna {p.short}. Teléfono de emergencia (papá): {v}",
            )
        elif t == 26:
            v = n
            add(
                "es",
                "phone in a query string with a name",
                v,
                f"https://formularios.ejemplo.mx/registro?nombre={pp.ascii_fold(p.first)}&telefono={v}&origen=feria",
            )
        elif t == 27:
            v = n
            add(
                "es",
                "bare 10 digits under a 'celular_contacto' key",
                v,
                v,
                key="celular_contacto",
                only=("field",),
            )
        elif t == 28:
            v = n
            add(
                "es",
                "chat export line 'mi número nuevo es'",
                v,
                f"[02/03/25 21:15] {p.first}: mi número nuevo es {v}, bórrenme el otro",
            )
        elif t == 29:
            v = (
                "+1 "
                + f"({rng.choice(['773', '312', '213', '915'])}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"
            )
            add("en", "US number of a named person", v, f"{p.full} (en Chicago) {v}")
        elif t == 30:
            v = f"+52 {lada} {sub}"
            add(
                "es",
                "'+52 lada resto' in a vCard TEL line",
                v,
                f"FN:{p.full};TEL;TYPE=CELL:+52 {lada} {sub}",
            )
        elif t == 31:
            v = pp.fmt_groups(n, " ", "pairs")
            add("es", "pairs with spaces", v, f"{p.first} {p.paterno} — {v}")
        elif t == 32:
            v = f"{lada}-{sub}"
            add(
                "es",
                "lada-resto single hyphen",
                v,
                f"Vendo bicicleta, informes con {p.first} {lada}-{sub}",
            )
        elif t == 33:
            v = f"{lada} {sub}"
            add(
                "es",
                "'Tel. cel.' label in a classified ad",
                v,
                f"Rento cuarto amueblado. {p.first}. Tel. cel. {v}",
            )
        elif t == 34:
            v = f"({lada}) {pp.fmt_groups(n, '.')[len(lada) + 1 :]}"
            add("es", "(lada) with dots", v, f"{p.full} {v}")
        elif t == 35:
            v = n
            add(
                "es",
                "'Nombre — número' in a WhatsApp group roster",
                v,
                f"{len(out) + 1}. {p.short} — {v}",
            )
        elif t == 36:
            v = "+52 1 " + pp.fmt_groups(n, "-")
            add("es", "+52 1 with hyphens", v, f"{p.full} (tutor) +52 1 {pp.fmt_groups(n, '-')}")
        elif t == 37:
            v = pp.fmt_groups(n)
            add(
                "es",
                "'mi número es' in a review reply",
                v,
                f"Soy {p.first}, mi número es {v}, por si alguien encontró mi cartera",
                prose=True,
            )
        elif t == 38:
            v = "+52" + n
            add("es", "E.164 under a contact key", v, v, key="telefonoPersonal", only=("field",))
        elif t == 39:
            v = pp.fmt_groups(n, "/", "flat")
            add("es", "lada/número with a slash", v, f"{p.full} · {v}")
        elif t == 40:
            v = n
            add(
                "en",
                "bare 10 digits after 'text <name> at'",
                v,
                f"text {p.first} at {v} for the keys",
            )
        elif t == 41:
            v = pp.fmt_groups(n)
            add(
                "es",
                "'Tel. particular:' with name on the same line",
                v,
                f"Prof. {p.full} — Tel. particular: {v}",
            )
        elif t == 42:
            v = pp.fmt_groups(n)
            add("es", "'llámame' first person", v, f"llámame al {v} cuando llegues", prose=True)
        elif t == 43:
            v = pp.fmt_groups(n, "-", "pairs")
            add(
                "es",
                "owner of a lost pet",
                v,
                f"Se busca perro, responde a Canelo. Dueño: {p.first} {v}",
            )
        elif t == 44:
            v = f"+52.{lada}.{sub}"
            add("es", "+52 with dots", v, f"{p.full} +52.{lada}.{sub}")
        elif t == 45:
            v = n
            add("es", "bare 10 digits inside parentheses after a name", v, f"{p.full} ({v})")
        elif t == 46:
            v = pp.fmt_groups(n)
            add("es", "'celular del paciente'", v, f"Celular del paciente {p.short}: {v}")
        elif t == 47:
            v = n
            add(
                "es",
                "log line with a bare number",
                v,
                f"sms_sent to={v} user={pp.ascii_fold(p.first).lower()} template=otp_login",
            )
        elif t == 48:
            v = pp.fmt_groups(n)
            add("es", "'Tel. de casa' label", v, f"Tel. de casa: {v} — {p.full}")
        else:
            v = pp.fmt_groups(n)
            add("es", "'whats:' informal label", v, f"{p.first} (whats: {v})")
    # links
    for i in range(10):
        p = pp.person(rng)
        n = pp.mx_phone(rng)
        forms = [
            (
                "es",
                "tel: link in an anchor",
                f"tel:+52{n}",
                f'<p>Llama a <a href="tel:+52{n}">{p.full}</a></p>',
                "phone-link",
            ),
            (
                "es",
                "tel: link with hyphens",
                f"tel:+52-{pp.fmt_groups(n, '-')}",
                f'<li><a href="tel:+52-{pp.fmt_groups(n, "-")}">Tel. de {p.first}</a></li>',
                "phone-link",
            ),
            (
                "es",
                "wa.me with the mobile '1'",
                f"https://wa.me/521{n}",
                f'<p>Escríbele a {p.short}: <a href="https://wa.me/521{n}">WhatsApp</a></p>',
                "whatsapp",
            ),
            (
                "es",
                "api.whatsapp.com/send?phone=…&text=…",
                f"https://api.whatsapp.com/send?phone=52{n}&amp;text=Hola%20{pp.ascii_fold(p.first)}",
                f'<p><a href="https://api.whatsapp.com/send?phone=52{n}&amp;text=Hola%20{pp.ascii_fold(p.first)}">Mensaje a {p.first}</a></p>',
                "whatsapp",
            ),
            (
                "es",
                "sms: link",
                f"sms:+52{n}",
                f'<p>{p.full} <a href="sms:+52{n}">enviar SMS</a></p>',
                "phone-link",
            ),
            (
                "es",
                "whatsapp:// deep link",
                f"whatsapp://send?phone=+52{n}",
                f'<div><a href="whatsapp://send?phone=+52{n}">WhatsApp de {p.first}</a></div>',
                "whatsapp",
            ),
            (
                "es",
                "wa.me without the mobile '1'",
                f"https://wa.me/52{n}",
                f"Pedidos con {p.first} por WhatsApp: https://wa.me/52{n}",
                "whatsapp",
            ),
            (
                "en",
                "wa.me link in English prose",
                f"wa.me/52{n}",
                f"Ping {p.short} on wa.me/52{n} to book the room",
                "whatsapp",
            ),
            ("es", "tel: URL in plain text", f"tel:{n}", f"{p.full} — tel:{n}", "phone-link"),
            (
                "es",
                "data-phone attribute of a contact card",
                f"+52 {pp.fmt_groups(n)}",
                f'<div class="vcard" data-phone="+52 {pp.fmt_groups(n)}">{p.full}</div>',
                "phone-link",
            ),
        ]
        lang, form, v, snippet, kind = forms[i]
        if snippet.startswith("<"):
            out.append(mk(P, kind, lang, form, W, v, html=snippet, only=("html",)))
        else:
            out.append(mk(P, kind, lang, form, W, v, text=snippet))
    return out


# ---------------------------------------------------------------------------- e-mails


def _local(p: pp.Person, rng: random.Random, accents: bool = False) -> str:
    g = p.first.lower()
    s = p.paterno.lower().replace(" ", "")
    if not accents:
        g, s = pp.ascii_fold(g), pp.ascii_fold(s)
    pat = rng.choice(["{g}.{s}", "{g}_{s}{y}", "{g}{s}{yy}", "{gi}{s}", "{g}.{s}{yy}"])
    return pat.format(g=g, s=s, y=p.born.year, yy=str(p.born.year)[2:], gi=g[0])


def _email(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    W = "a private person's e-mail address"
    for i in range(30):
        p = pp.person(rng)
        dom = rng.choice(pp.FREE_MAIL)
        loc = _local(p, rng)
        e = f"{loc}@{dom}"
        acc_first = p.first.lower()
        if not any(ch in acc_first for ch in "áéíóúñ"):
            acc_first = rng.choice(
                [
                    "josé",
                    "maría",
                    "sofía",
                    "raúl",
                    "inés",
                    "ángel",
                    "begoña",
                    "íñigo",
                    "noemí",
                    "efraín",
                ]
            )
        acc = f"{acc_first}.{p.paterno.lower().replace(' ', '')}@{dom}"
        t = i
        if t == 0:
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "accented local part",
                    W,
                    acc,
                    text=f"Correo de {p.full}: {acc}",
                )
            )
        elif t == 1:
            v = f"ñ{pp.ascii_fold(p.paterno.lower())}{p.born.year}@{dom}"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "local part starting with ñ",
                    W,
                    v,
                    text=f"{p.first} me escribió desde {v}",
                    prose=True,
                )
            )
        elif t == 2:
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "accented local part with digits",
                    W,
                    acc.replace("@", f"{p.born.year % 100}@"),
                    text=f"{p.full} <{acc.replace('@', f'{p.born.year % 100}@')}>",
                    wrap="pre",
                )
            )
        elif t == 3:
            v = e.upper()
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "all upper case",
                    W,
                    v,
                    text=f"CORREO: {v}  NOMBRE: {p.upper_last_first}",
                )
            )
        elif t == 4:
            v = loc.title() + "@" + dom.title()
            out.append(mk(P, "email", "es", "title case", W, v, text=f"{p.full} — {v}"))
        elif t == 5:
            v = f"mailto:{e}?subject=Cotizaci%C3%B3n%20boda"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "mailto with an encoded subject",
                    W,
                    v,
                    html=f'<p>Escríbele a <a href="{v}">{p.full}</a></p>',
                    only=("html",),
                )
            )
        elif t == 6:
            v = f"mailto:{e}?cc=otra.persona@gmail.com&amp;subject=Hola"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "mailto with cc and subject (&amp;)",
                    W,
                    v,
                    html=f'<li><a href="{v}">Mandar correo a {p.first}</a></li>',
                    only=("html",),
                )
            )
        elif t == 7:
            v = f"mailto:{e.upper()}?body=Hola"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "upper-case mailto with a body",
                    W,
                    v,
                    html=f'<p><a href="{v}">{p.short}</a></p>',
                    only=("html",),
                )
            )
        elif t == 8:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "display name with angle brackets",
                    W,
                    v,
                    text=f"De: {p.full} <{v}>",
                )
            )
        elif t == 9:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "en",
                    "quoted display name 'Last, First' in a From header",
                    W,
                    v,
                    text=f"From: {p.paterno}, {p.first} <{v}>",
                )
            )
        elif t == 10:
            v = e.replace("@", "%40")
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "URL-encoded @ in a query string",
                    W,
                    v,
                    text=f"https://boletos.ejemplo.mx/confirmar?correo={v}&evento=882",
                )
            )
        elif t == 11:
            v = e.replace("@", "&#64;")
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "HTML decimal entity for @",
                    W,
                    v,
                    html=f"<p>Contacto de {p.full}: {v}</p>",
                    only=("html",),
                )
            )
        elif t == 12:
            v = e.replace("@", "&#x40;")
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "HTML hex entity for @",
                    W,
                    v,
                    html=f"<div>{p.short} — {v}</div>",
                    only=("html",),
                )
            )
        elif t == 13:
            v = e.replace("@", "＠")
            out.append(mk(P, "email", "es", "full-width at sign", W, v, text=f"{p.full}：{v}"))
        elif t == 14:
            v = e.replace("@", "+facturas@")
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "plus-addressed local part",
                    W,
                    v,
                    text=f"Mándame las facturas a {v} — {p.first}",
                    prose=True,
                )
            )
        elif t == 15:
            v = f"{loc}@uol.com.br"
            out.append(
                mk(
                    P,
                    "email",
                    "pt",
                    "Brazilian free-mail domain",
                    W,
                    v,
                    text=f"E-mail pessoal de {p.full}: {v}",
                )
            )
        elif t == 16:
            v = f"{loc}@prodigy.net.mx"
            out.append(mk(P, "email", "es", "old ISP domain", W, v, text=f"{p.full} (correo {v})"))
        elif t == 17:
            v = f"a0{rng.randint(1000000, 9999999)}@alumnos.uacj.mx"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "student-number mailbox of a named student",
                    W,
                    v,
                    text=f"Alumna {p.full}, matrícula institucional, correo {v}",
                )
            )
        elif t == 18:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "markdown table row",
                    W,
                    v,
                    text=f"| {p.full} | {v} | asistió |",
                )
            )
        elif t == 19:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "CSV row",
                    W,
                    v,
                    text=f"{pp.ascii_fold(p.full)},{v},{p.born.year}",
                )
            )
        elif t == 20:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "value alone under a personal-contact key",
                    W,
                    v,
                    text=v,
                    key="correo_personal",
                    only=("field",),
                )
            )
        elif t == 21:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "en",
                    "'reach me at' first person",
                    W,
                    v,
                    text=f"you can reach me at {v} — {p.first}",
                    prose=True,
                )
            )
        elif t == 22:
            v = acc.upper()
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "accented local part in upper case",
                    W,
                    v,
                    text=f"{p.upper_last_first} · {v}",
                )
            )
        elif t == 23:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "Reply-To with the person's name",
                    W,
                    v,
                    text=f"Reply-To: {p.full} <{v}>",
                )
            )
        elif t == 24:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "log line user_email=",
                    W,
                    v,
                    text=f"2025-01-09 12:00:03 WARN login_failed user_email={v} ip_country=MX",
                )
            )
        elif t == 25:
            v = f"{acc_first}{rng.randint(10, 99)}@{dom}"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "accented given name + digits",
                    W,
                    v,
                    text=f"Correo del tutor ({p.short}): {v}",
                )
            )
        elif t == 26:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "in a data-email attribute",
                    W,
                    v,
                    html=f'<div class="autor" data-email="{v}">{p.full}</div>',
                    only=("html",),
                )
            )
        elif t == 27:
            v = e
            out.append(
                mk(
                    P,
                    "email",
                    "pt",
                    "Portuguese 'meu e-mail é'",
                    W,
                    v,
                    text=f"meu e-mail é {v}, abraço, {p.first}",
                    prose=True,
                )
            )
        elif t == 28:
            v = f"{loc}@icloud.com"
            out.append(
                mk(
                    P,
                    "email",
                    "es",
                    "iCloud address in an RSVP",
                    W,
                    v,
                    text=f"Confirmo asistencia: {p.full}, {v}, 2 adultos",
                )
            )
        else:
            v = f"{loc}@protonmail.com"
            out.append(
                mk(
                    P,
                    "email",
                    "en",
                    "privacy mailbox of a named person",
                    W,
                    v,
                    text=f"Whistle-blower contact {p.short}: {v}",
                )
            )
    # obfuscated
    W2 = "a private person's e-mail address, obfuscated"
    for i in range(16):
        p = pp.person(rng)
        dom = rng.choice(["gmail", "hotmail", "outlook", "yahoo"])
        tld = "com" if dom != "yahoo" else "com.mx"
        loc = _local(p, rng)
        tl = tld.split(".")
        forms = [
            ("es", "[arroba] … [punto]", f"{loc} [arroba] {dom} [punto] {' [punto] '.join(tl)}"),
            ("es", "(arroba) … (punto)", f"{loc}(arroba){dom}(punto){'(punto)'.join(tl)}"),
            ("en", "{at} … {dot}", f"{loc}{{at}}{dom}{{dot}}{'{dot}'.join(tl)}"),
            ("en", "[AT] … [DOT] upper case", f"{loc} [AT] {dom} [DOT] {' [DOT] '.join(tl)}"),
            ("en", "' at … dot ' words", f"{loc} at {dom} dot {' dot '.join(tl)}"),
            (
                "es",
                "all words: 'punto' inside the local part too",
                f"{loc.replace('.', ' punto ').replace('_', ' guion bajo ')} arroba {dom} punto {' punto '.join(tl)}",
            ),
            ("es", "spaces around @ and dots", f"{loc} @ {dom} . {' . '.join(tl)}"),
            ("es", "'arroba' word with a real dot domain", f"{loc} arroba {dom}.{tld}"),
            ("en", "(a) for @", f"{loc}(a){dom}.{tld}"),
            ("pt", "arroba … ponto (Portuguese)", f"{loc} arroba {dom} ponto {' ponto '.join(tl)}"),
            (
                "es",
                "<at> <dot> escaped in HTML",
                f"{loc}&lt;at&gt;{dom}&lt;dot&gt;{'&lt;dot&gt;'.join(tl)}",
            ),
            ("es", "_AT_ … _DOT_", f"{loc}_AT_{dom}_DOT_{'_DOT_'.join(tl)}"),
            ("es", "'en' … 'punto' (Spanish 'at')", f"{loc} en {dom} punto {' punto '.join(tl)}"),
            ("en", "-at- … -dot-", f"{loc}-at-{dom}-dot-{'-dot-'.join(tl)}"),
            ("es", "[@] … [.]", f"{loc}[@]{dom}[.]{'[.]'.join(tl)}"),
            (
                "es",
                "arroba emoji-free 'ARROBA' upper with real dots",
                f"{loc.upper()} ARROBA {dom.upper()}.{tld.upper()}",
            ),
        ]
        lang, form, v = forms[i]
        ctx = [
            f"Escríbanle a {p.full}: {{v}}",
            f"{p.first} dice: mi correo es {{v}}",
            f"contact {p.short}: {{v}}",
            f"{p.full} — {{v}}",
        ][i % 4]
        text = ctx.format(v=v)
        if "&lt;" in v:
            out.append(
                mk(
                    P,
                    "email-obfuscated",
                    lang,
                    form,
                    W2,
                    v,
                    html=f"<p>{html.escape(p.full)}: {v}</p>",
                    only=("html",),
                )
            )
        else:
            out.append(mk(P, "email-obfuscated", lang, form, W2, v, text=text, prose=i % 4 == 1))
    return out


def build(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for f in (_birth, _address, _passport, _curp, _rfc, _nss, _ine, _clabe, _card, _phone, _email):
        out += f(rng)
    return out
