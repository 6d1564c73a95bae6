"""Personal data items of corpus 8 (LFPDPPP: identifiers, birth dates, home addresses,
personal phones and e-mails of people), written for this corpus.

Each builder draws invented people and values from the seeded generator and writes them
into sentences, form rows, logs and markup the way people and systems do.
"""

# ruff: noqa: E501 (authored sentences and format tables read best one per line)

from __future__ import annotations

import datetime as dt
import html as H
import random
import string
from collections.abc import Callable
from typing import Any

from draft import Draft
from fmt import date_in, mx_phone_forms
from people import MX_COLONIAS, MX_STREETS
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cpf as br_cpf
from stdnum.cl import rut as cl_rut
from stdnum.es import dni as es_dni
from values import (
    CLABE_BANKS,
    MX_AREAS,
    Person,
    card,
    clabe,
    curp_of,
    group,
    ine_clave_of,
    intl_phone,
    make_person,
    mrz_td3,
    nss,
    rfc_pf_of,
    rnd_str,
    strip_accents,
)

ALL = ("html", "obj", "aobj", "prose")
KV = ("html", "obj", "aobj")


def _f(p: Person) -> dict[str, str]:
    first = p.given.split()[0]
    m = p.sex == "H"
    return {
        "name": p.full,
        "short": p.short,
        "first": first,
        "pat": p.paternal,
        "initials": first[0] + ". " + p.paternal,
        "o": "o" if m else "a",  # nacido/nacida, vecino/vecina
        "El": "El" if m else "La",
        "delSr": "del Sr." if m else "de la Sra.",
        "da": "do" if m else "da",  # pt: do João / da Ana
        "A": "O" if m else "A",
    }


def _cycle(rng: random.Random, seq: list[Any], n: int) -> list[Any]:
    """n picks from seq, each used before any is reused, in a shuffled order."""
    out: list[Any] = []
    while len(out) < n:
        s = list(seq)
        rng.shuffle(s)
        out.extend(s)
    return out[:n]


# ---------------------------------------------------------------------------- CURP

CURP_T = [
    ("es", "labelled", "CURP: {v}", "curp"),
    ("es", "with name, sentence", "Solicitante: {name} · CURP {v} · trámite de licencia tipo A", "solicitante"),
    ("es", "first person, chat", "mi curp es {v} por si la ocupas pa' el registro", "mensaje"),
    ("es", "inside a file name", "Adjunto CURP_{v}.pdf y comprobante de domicilio escaneado", "adjuntos"),
    ("es", "in parentheses after a name", "{name} ({v}) quedó inscrit{o} en el padrón de beneficiarios.", "nota"),
    ("es", "dotted label", "C.U.R.P. {v}", "dato"),
    ("es", "school form", "Clave Única de Registro de Población del alumno: {v}", "alumno"),
    ("es", "markdown table row", "| {name} | {v} | 3°B | matutino |", "fila"),
    ("es", "CSV row", "{name},{v},3B,matutino,inscrito", "csv"),
    ("es", "arrow label", "curp del titular -> {v}", "titular"),
    ("es", "IMSS registration", "Alta ante el IMSS con CURP {v}; NSS en trámite.", "observaciones"),
    ("es", "log line", "2024-02-19 10:14:07 INFO padron.sync persona_ok curp={v} estatus=VIGENTE", "log"),
    ("es", "semicolon list", "Nombre: {short}; CURP: {v}; Turno: vespertino", "registro"),
    ("en", "English form", "Applicant's CURP (Mexican population registry code): {v}", "applicant"),
    ("en", "support ticket", "Customer {short} sent their CURP {v} in the chat, please scrub it.", "ticket"),
    ("pt", "Portuguese", "CURP do solicitante mexicano: {v}", "solicitante"),
    ("es", "es-AR voseo", "Che, pasame tu CURP así te anoto: {v} (me la dictó {first})", "chat"),
]  # fmt: skip


def curp_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    notations = [
        ("upper", lambda c: c),
        ("lower case", lambda c: c.lower()),
        ("hyphenated", lambda c: f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"),
        ("spaced", lambda c: f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"),
        ("title case", lambda c: c[0] + c[1:4].lower() + c[4:10] + c[10:].lower()),
        ("upper", lambda c: c),
    ]
    for i, (t, (nn, nf)) in enumerate(
        zip(_cycle(rng, CURP_T, n), _cycle(rng, notations, n), strict=True)
    ):
        lang, form, tpl, key = t
        p = make_person(rng, "es")
        v = nf(curp_of(p, rng))
        text = tpl.format(v=v, **_f(p))
        carriers: tuple[str, ...] = ALL
        extra: dict[str, Any] = {}
        if i % 9 == 4:
            carriers = ("query",)
            text = f"consultar curp {v}"
            form = "typed into a search query"
        elif i % 9 == 7:
            carriers = ("html",)
            h = f'<input type="text" name="curp" value="{v}" readonly>'
            out.append(
                Draft("personal", "personal", "curp", lang, f"CURP {nn}, input value", v, text, key,
                      carriers, html=h)
            )  # fmt: skip
            continue
        out.append(
            Draft("personal", "personal", "curp", lang, f"CURP {nn}, {form}", v, text, key,
                  carriers, query=text if "query" in carriers else "", extra=extra)
        )  # fmt: skip
    return out


# ---------------------------------------------------------------------------- RFC (persona física)

RFC_T = [
    ("es", "labelled", "RFC: {v}", "rfc"),
    ("es", "invoice receptor", "Receptor: {name} — RFC {v} — Uso CFDI G03 Gastos en general", "receptor"),
    ("es", "dotted label", "R.F.C. {v}", "dato_fiscal"),
    ("es", "first person", "Para la factura: mi RFC es {v}, régimen 612.", "mensaje"),
    ("es", "CFDI XML fragment as text", '<cfdi:Receptor Rfc="{v}" Nombre="{upname}" UsoCFDI="G03"/>', "xml"),
    ("es", "payroll row", "{name} | RFC {v} | sueldo quincenal", "nomina"),
    ("es", "honorarios", "Recibo de honorarios a nombre de {short}, RFC {v}.", "recibo"),
    ("en", "English", "Contractor {short}, Mexican tax ID (RFC) {v}", "contractor"),
    ("es", "SAT constancia", "Constancia de situación fiscal — contribuyente {name} — RFC: {v}", "constancia"),
    ("es", "with homoclave word", "RFC con homoclave {v}", "rfc_homoclave"),
    ("pt", "Portuguese", "RFC (cadastro fiscal mexicano) do prestador {short}: {v}", "prestador"),
]  # fmt: skip


def rfc_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    notations = [
        ("compact", lambda r: r),
        ("hyphenated", lambda r: f"{r[:4]}-{r[4:10]}-{r[10:]}"),
        ("spaced", lambda r: f"{r[:4]} {r[4:10]} {r[10:]}"),
        ("lower case", lambda r: r.lower()),
        ("compact", lambda r: r),
    ]
    for t, (nn, nf) in zip(_cycle(rng, RFC_T, n), _cycle(rng, notations, n), strict=True):
        lang, form, tpl, key = t
        p = make_person(rng, "es")
        v = nf(rfc_pf_of(p, rng))
        if "xml" in form.lower() or "XML" in form:
            v = rfc_pf_of(p, rng)
            nn = "compact"
        text = tpl.format(v=v, upname=strip_accents(p.full).upper(), **_f(p))
        out.append(
            Draft("personal", "personal", "rfc-persona-fisica", lang, f"RFC {nn}, {form}", v,
                  text, key, ALL)
        )  # fmt: skip
    return out


# ---------------------------------------------------------------------------- NSS

NSS_T = [
    ("es", "labelled", "NSS: {v}", "nss"),
    ("es", "long label", "Número de Seguridad Social (IMSS): {v}", "imss"),
    ("es", "afiliación", "núm. de afiliación {v} — {name}", "afiliacion"),
    ("es", "chat", "ya te mandé mi nss {v}, checa si sale en el sistema", "mensaje"),
    ("es", "HR sheet", "Emplead{o}: {short} | NSS {v} | Alta: 01/03/2023", "empleado"),
    ("es", "incapacidad", "Incapacidad registrada al asegurado con NSS {v}.", "incapacidad"),
    ("en", "English", "IMSS social security number for {short}: {v}", "employee"),
    ("es", "semana cotizadas", "Constancia de semanas cotizadas — NSS {v} — {name}", "constancia"),
    ("es", "label no colon", "No. IMSS {v}", "imss_no"),
]  # fmt: skip


def nss_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    notations = [
        ("compact", lambda s: s),
        ("2-2-2-4-1 hyphens", lambda s: group(s, (2, 2, 2, 4, 1), "-")),
        ("spaced 2-2-2-4-1", lambda s: group(s, (2, 2, 2, 4, 1), " ")),
        ("10-1 hyphen", lambda s: s[:10] + "-" + s[10]),
        ("compact", lambda s: s),
    ]
    for t, (nn, nf) in zip(_cycle(rng, NSS_T, n), _cycle(rng, notations, n), strict=True):
        lang, form, tpl, key = t
        p = make_person(rng, "es")
        v = nf(nss(rng, p))
        text = tpl.format(v=v, **_f(p))
        out.append(
            Draft("personal", "personal", "nss", lang, f"NSS {nn}, {form}", v, text, key, ALL)
        )
    return out


# ---------------------------------------------------------------------------- INE

INE_T = [
    ("es", "clave de elector", "Clave de elector: {v}", "clave_elector"),
    ("es", "abbreviated label", "CVE. ELECTOR {v}", "ine"),
    ("es", "sentence", "{name} presentó su credencial para votar con clave de elector {v}.", "nota"),
    ("es", "lower case, chat", "la clave de elector de mi mamá es {v}", "mensaje"),
    ("es", "KYC log", "kyc.ine.match nombre='{short}' clave_elector={v} score=0.97", "log"),
    ("en", "English", "Voter ID (INE) elector key: {v}", "voter_id"),
]  # fmt: skip
INE_NUM_T = [
    ("es", "OCR number", "INE — OCR: {v}", "ine_ocr", "ocr"),
    ("es", "CIC number", "CIC de la credencial INE: {v}", "ine_cic", "cic"),
    ("es", "OCR sentence", "Número OCR al reverso de la INE de {short}: {v}", "ocr", "ocr"),
    ("es", "IDMEX MRZ line", "{v}", "mrz", "mrz"),
]  # fmt: skip


def ine_items(rng: random.Random, n_clave: int, n_num: int) -> list[Draft]:
    out = []
    for i, t in enumerate(_cycle(rng, INE_T, n_clave)):
        lang, form, tpl, key = t
        p = make_person(rng, "es")
        v = ine_clave_of(p, rng)
        if "lower" in form:
            v = v.lower()
        text = tpl.format(v=v, **_f(p))
        carriers = ALL if i % 5 else ("html", "obj", "astr")
        out.append(
            Draft("personal", "personal", "ine", lang, f"INE clave de elector, {form}", v, text,
                  key, carriers)
        )  # fmt: skip
    for t in _cycle(rng, INE_NUM_T, n_num):
        lang, form, tpl, key, what = t
        p = make_person(rng, "es")
        if what == "ocr":
            v = rnd_str(rng, string.digits, 13)
        elif what == "cic":
            v = rnd_str(rng, string.digits, 9)
        else:
            cic = rnd_str(rng, string.digits, 9)
            v = f"IDMEX{cic}<<{rnd_str(rng, string.digits, 13)}"
        text = tpl.format(v=v, **_f(p))
        out.append(Draft("personal", "personal", "ine", lang, f"INE {form}", v, text, key, KV))
    return out


# ---------------------------------------------------------------------------- CLABE

CLABE_T = [
    ("es", "transfer request", "Deposítame a la CLABE {v} ({bank}) a nombre de {name}", "mensaje"),
    ("es", "labelled", "CLABE interbancaria: {v}", "clabe"),
    ("es", "chat", "ahí te va mi clabe {v} es de {bank}", "chat"),
    ("es", "payroll row", "{short};{bank};{v};quincenal", "dispersion"),
    ("es", "refund form", "Reembolso a {name} — cuenta CLABE {v}", "reembolso"),
    ("es", "no label, name near", "{first} {pat} · {bank} · {v}", "beneficiario"),
    ("en", "English", "Refund to {short}, CLABE (MX bank account) {v}", "refund"),
    ("es", "SPEI receipt", "SPEI enviado — Beneficiario: {name} — Cuenta: {v} — Ref. 4471", "spei"),
    ("pt", "Portuguese", "Conta CLABE do beneficiário {short}: {v}", "beneficiario"),
]  # fmt: skip


def clabe_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    notations = [
        ("compact", lambda c: c),
        ("3-3-11-1 spaced", lambda c: group(c, (3, 3, 11, 1), " ")),
        ("groups of 4", lambda c: group(c, (4, 4, 4, 4, 2), " ")),
        ("hyphenated 3-3-11-1", lambda c: group(c, (3, 3, 11, 1), "-")),
        ("compact", lambda c: c),
    ]
    for t, (nn, nf) in zip(_cycle(rng, CLABE_T, n), _cycle(rng, notations, n), strict=True):
        lang, form, tpl, key = t
        p = make_person(rng, "es")
        c = clabe(rng)
        v = nf(c)
        text = tpl.format(v=v, bank=CLABE_BANKS[c[:3]], **_f(p))
        out.append(
            Draft("personal", "personal", "clabe", lang, f"CLABE {nn}, {form}", v, text, key, ALL)
        )
    return out


# ---------------------------------------------------------------------------- cards

CARD_T = [
    ("es", "labelled", "Tarjeta: {v} vence {exp}", "tarjeta"),
    ("es", "chat", "te paso los datos: {v} exp {exp} a nombre de {upname}", "chat"),
    ("es", "payment form echo", "Número de tarjeta {v} — titular {name}", "pago"),
    ("es", "debug log", "DEBUG checkout.payload card_number={v} holder={upname}", "log"),
    ("es", "refund note", "Se reembolsó a la tarjeta de débito {v} del cliente {short}.", "nota"),
    ("en", "English chat", "my card is {v}, expiry {exp}, can you charge it manually?", "message"),
    ("en", "English log", "ERROR payment declined pan={v} name={upname}", "log"),
    ("pt", "Portuguese", "Cartão de crédito {da} {first}: {v} validade {exp}", "mensagem"),
    ("es", "es-ES", "Os paso mi tarjeta para la reserva: {v}, caduca el {exp}", "reserva"),
]  # fmt: skip


def card_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    brands = ["visa", "mc", "amex", "visa", "mc2"]
    for i, t in enumerate(_cycle(rng, CARD_T, n)):
        lang, form, tpl, key = t
        p = make_person(rng, lang if lang != "es" else "es")
        b = brands[i % len(brands)]
        c = card(rng, b)
        style = i % 4
        if b == "amex":
            v = group(c, (4, 6, 5), " " if style != 1 else "-")
            nn = "amex 4-6-5"
        elif style == 0:
            v = group(c, (4, 4, 4, 4), " ")
            nn = "groups of 4"
        elif style == 1:
            v = group(c, (4, 4, 4, 4), "-")
            nn = "hyphenated"
        elif style == 2:
            v = c
            nn = "compact"
        else:
            v = group(c, (4, 4, 4, 4), ".")
            nn = "dotted"
        exp = f"{rng.randrange(1, 13):02d}/{rng.randrange(25, 31)}"
        text = tpl.format(v=v, exp=exp, upname=strip_accents(p.full).upper(), **_f(p))
        out.append(
            Draft("personal", "personal", "card", lang, f"card {b} {nn}, {form}", v, text, key,
                  ALL)
        )  # fmt: skip
    return out


# ---------------------------------------------------------------------------- passports


def _passport_number(rng: random.Random, country: str) -> str:
    if country == "MEX":
        return rng.choice("GNP") + rnd_str(rng, string.digits, 8)
    if country == "MEX-old":
        return rnd_str(rng, string.digits, 11)
    if country == "USA":
        return rng.choice(["5", "6"]) + rnd_str(rng, string.digits, 8)
    if country == "ESP":
        return rng.choice(["PAA", "PAB", "PAC", "XDA", "AAF"]) + rnd_str(rng, string.digits, 6)
    if country == "BRA":
        return rng.choice(["FZ", "GA", "YB", "FT"]) + rnd_str(rng, string.digits, 6)
    if country == "ARG":
        return rnd_str(rng, string.ascii_uppercase, 3) + rnd_str(rng, string.digits, 6)
    if country == "COL":
        return "AS" + rnd_str(rng, string.digits, 7)
    if country == "GBR":
        return rnd_str(rng, string.digits, 9)
    if country == "DEU":
        return "C" + rnd_str(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    raise ValueError(country)


PASS_T = [
    ("es", "MEX", "labelled", "Pasaporte: {v}", "pasaporte"),
    ("es", "MEX", "No. label", "No. de pasaporte {v} (vigente hasta {exp})", "pasaporte"),
    ("es", "MEX", "sentence", "{name} viajará con pasaporte mexicano {v}.", "itinerario"),
    ("es", "MEX-old", "old 11-digit", "Pasaporte (formato anterior) núm. {v}", "pasaporte_ant"),
    ("es", "MEX", "abbrev", "Pasap. {v} — {short}", "viajero"),
    ("es", "MEX", "lower case", "num de pasaporte: {lv}", "dato"),
    ("es", "ESP", "es-ES", "DNI no, que es extranjero: pasaporte {v} ({short})", "huesped"),
    ("es", "ARG", "es-AR", "Pasaporte argentino de {first}: {v}", "pasajero"),
    ("es", "COL", "es-CO", "Número de pasaporte colombiano {v}, titular {short}", "titular"),
    ("en", "USA", "English", "Passport No. {v} — {short}", "traveler"),
    ("en", "GBR", "English UK", "Guest passport number: {v} (UK)", "guest"),
    ("en", "DEU", "English, German passport", "{short} checked in with German passport {v}.", "checkin"),
    ("pt", "BRA", "Portuguese", "Passaporte nº {v} — {short}", "passaporte"),
    ("pt", "BRA", "Portuguese sentence", "O passaporte {da} {first} é {v}, validade {exp}.", "mensagem"),
]  # fmt: skip


def passport_items(rng: random.Random, n: int, n_mrz: int) -> list[Draft]:
    out = []
    for t in _cycle(rng, PASS_T, n):
        lang, country, form, tpl, key = t
        p = make_person(rng, "pt" if lang == "pt" else "en" if lang == "en" else "es")
        v = _passport_number(rng, country)
        exp = f"{rng.randrange(1, 29):02d}/{rng.randrange(1, 13):02d}/{rng.randrange(2026, 2034)}"
        lv = v.lower()
        text = tpl.format(v=v, lv=lv, exp=exp, **_f(p))
        val = lv if "{lv}" in tpl else v
        out.append(
            Draft("personal", "personal", "passport", lang, f"passport {country}, {form}", val,
                  text, key, ALL)
        )  # fmt: skip
    for i in range(n_mrz):
        nat = ["MEX", "MEX", "USA", "BRA"][i % 4]
        lang = {"MEX": "es", "USA": "en", "BRA": "pt"}[nat]
        p = make_person(rng, lang)
        num = _passport_number(rng, nat if nat != "MEX" else "MEX")
        exp = dt.date(rng.randrange(2026, 2034), rng.randrange(1, 13), rng.randrange(1, 29))
        l1, l2 = mrz_td3(p, num, nat, exp)
        intro = {
            "es": "Zona de lectura mecánica del pasaporte:",
            "en": "Passport MRZ as scanned:",
            "pt": "MRZ do passaporte escaneado:",
        }[lang]
        if i % 2 == 0:
            h = f'<pre class="mrz">{H.escape(l1)}\n{H.escape(l2)}</pre>'
            out.append(
                Draft("personal", "personal", "passport", lang, f"passport MRZ {nat} (TD3 line 2)",
                      l2, l2, "mrz", ("html",), html=h, html_value=H.escape(l2))
            )  # fmt: skip
        else:
            out.append(
                Draft("personal", "personal", "passport", lang, f"passport MRZ {nat}, both lines in one string",
                      l2, f"{intro} {l1}\n{l2}", "mrz", ("obj", "aobj"))
            )  # fmt: skip
    return out


# ---------------------------------------------------------------------------- birth dates

BIRTH_T = [
    ("es", "nacido el", "{name}, nacid{o} el {v}, originari{o} de {city}.", "semblanza", 0),
    ("es", "fecha de nacimiento label", "Nombre: {name} · Fecha de nacimiento: {v}", "ficha", 1),
    ("es", "F. nac. abbrev", "{short} — F. nac.: {v}", "ficha", 2),
    ("es", "ISO date with name", "{name} | nacimiento {v} | sexo {sex}", "registro", 3),
    ("es", "roman month", "{initials}, n. {v}", "acta", 4),
    ("es", "abbrev month", "Cumple {first} {pat}: nació el {v}", "nota", 5),
    ("es", "dotted", "Paciente {short}, fecha nac. {v}, tipo de sangre O+", "expediente", 6),
    ("es", "first person", "Me llamo {name} y nací el {v} en {city}.", "bio", 0),
    ("es", "DOB in a form echo", "Datos del asegurado: {upname} — NACIMIENTO {v}", "asegurado", 7),
    ("es", "2-digit year", "Alumn{o} {short}, f/n {v}", "alumna", 8),
    ("es", "es-AR", "{first} {pat} nació el {v} en Rosario, documento en trámite.", "nota", 9),
    ("en", "born on", "{name} was born on {v} in {city}.", "bio", 0),
    ("en", "DOB label", "Patient: {short} | DOB: {v}", "patient", 1),
    ("en", "date of birth", "Date of birth ({short}): {v}", "member", 2),
    ("en", "ISO", "{short}, born {v}", "profile", 3),
    ("pt", "nascido em", "{name}, nascid{o} em {v}, natural de {city}.", "perfil", 0),
    ("pt", "data de nascimento", "Data de nascimento de {short}: {v}", "cadastro", 1),
]  # fmt: skip
CITIES = {
    "es": ["Celaya", "Oaxaca", "Culiacán", "Zacatecas", "Tlaxcala", "Mérida", "Tepic"],
    "en": ["Austin", "Tucson", "Portland", "Boise"],
    "pt": ["Campinas", "Recife", "Belém", "Londrina"],
}


def birth_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    for i, t in enumerate(_cycle(rng, BIRTH_T, n)):
        lang, form, tpl, key, style = t
        p = make_person(rng, lang)
        v = date_in(lang, p.birth, style)
        city = rng.choice(CITIES[lang])
        text = tpl.format(
            v=v, city=city, sex="F" if p.sex == "M" else "M",
            upname=strip_accents(p.full).upper(), **_f(p),
        )  # fmt: skip
        if i % 8 == 3:
            obj = {"name": p.full, "birthDate": p.birth.isoformat()}
            v = p.birth.isoformat()
            out.append(
                Draft("personal", "personal", "birth-date", "en" if lang == "en" else lang,
                      "birth date ISO in a person object (name + birthDate)", v,
                      f"{p.full} {v}", "person", ("obj", "aobj"), obj=obj)
            )  # fmt: skip
            continue
        if i % 8 == 6:
            ld = {
                "@context": "https://schema.org",
                "@type": "Person",
                "name": p.full,
                "birthDate": p.birth.isoformat(),
            }
            import json

            body = json.dumps(ld, ensure_ascii=False)
            h = f'<script type="application/ld+json">{body}</script>'
            out.append(
                Draft("personal", "personal", "birth-date", lang,
                      "birth date in schema.org Person JSON-LD (script)", p.birth.isoformat(),
                      body, "jsonld", ("html",), html=h)
            )  # fmt: skip
            continue
        out.append(
            Draft("personal", "personal", "birth-date", lang, f"birth date {form}", v, text, key,
                  ALL)
        )  # fmt: skip
    return out


# ---------------------------------------------------------------------------- home addresses


def _mx_address(rng: random.Random, style: int) -> str:
    street = rng.choice(MX_STREETS)
    col, cp, mun, state = rng.choice(MX_COLONIAS)
    num = rng.randrange(1, 1999)
    if style == 0:
        return f"{street} {num}, int. {rng.randrange(1, 12)}, Col. {col}, C.P. {cp}, {mun}, {state}"
    if style == 1:
        return f"{street} #{num} Col. {col} CP {cp} {mun} {state}"
    if style == 2:
        return (
            f"Mz. {rng.randrange(1, 90)} Lt. {rng.randrange(1, 60)}, Col. {col}, {mun}, C.P. {cp}"
        )
    if style == 3:
        return f"{street} {num}-{rng.choice('ABCD')}, depto. {rng.randrange(101, 504)}, {col}, {cp} {mun}"
    if style == 4:
        return f"{street} S/N, entre calles Juárez y Allende, Col. {col}, C.P. {cp}"
    if style == 5:
        return f"{street.upper()} NO. {num} COL. {col.upper()} C.P. {cp}"
    if style == 6:
        return f"{street} núm. ext. {num}, núm. int. {rng.randrange(1, 30)}, colonia {col}, código postal {cp}, {mun}"
    return f"{street} {num}, {col}, {mun}, {state}, {cp}"


ADDR_T = [
    ("es", "domicilio particular", "Domicilio particular: {v}", "domicilio", 0),
    ("es", "vive en", "{name} vive en {v}.", "nota", 1),
    ("es", "manzana y lote", "Dirección de {short}: {v}", "direccion", 2),
    ("es", "depto", "Entregar a {name} en {v} (tocar fuerte)", "envio", 3),
    ("es", "sin número", "Domicilio de la C. {name}: {v}", "domicilio", 4),
    ("es", "upper case form", "{upname} — DOMICILIO {v}", "expediente", 5),
    ("es", "num. ext./int.", "Domicilio para oír y recibir notificaciones {delSr} {short}: {v}", "promocion", 6),
    ("es", "first person", "Mi casa está en {v}, pásate cuando quieras", "mensaje", 7),
    ("es", "delivery log", "shipment.created dest_name='{short}' dest_addr='{v}'", "log", 1),
    ("es", "vecino", "{El} vecin{o} {short}, de {v}, reportó la fuga.", "reporte", 3),
]  # fmt: skip
ADDR_OTHER = [
    ("es", "es-ES", "Domicilio de {short}: C/ {es_street}, {num}, {floor}, {cp} {city}", "domicilio"),
    ("es", "es-AR", "{short} vive en Av. {ar_street} {num}, piso {p} depto {d}, {cpa} CABA", "nota"),
    ("es", "es-CO", "Dirección de residencia de {short}: Calle {c} # {a}-{b}, apto {ap}, Bogotá", "residencia"),
    ("es", "es-CL", "Domicilio: Pasaje {cl_street} {num}, depto {ap}, Ñuñoa, Santiago ({short})", "domicilio"),
    ("en", "US", "Home address ({short}): {num} {street} {sfx}, Apt {apt}, {uscity} {zip}", "home_address"),
    ("en", "US sentence", "{short} lives at {num} {street} {sfx}, {uscity} {zip}.", "note"),
    ("pt", "BR", "Endereço residencial de {short}: Rua {street}, {num}, apto {ap} – {bairro}, {brcity}, CEP {cep}", "endereco"),
    ("pt", "BR sentence", "{A} {first} mora na Rua {street}, {num}, {bairro}, CEP {cep}.", "mensagem"),
    ("pt", "PT", "Morada de {short}: Rua {street}, n.º {num}, {floor2}, {ptcp} Lisboa", "morada"),
]  # fmt: skip


def address_items(rng: random.Random, n_mx: int, n_other: int) -> list[Draft]:
    out = []
    for i, t in enumerate(_cycle(rng, ADDR_T, n_mx)):
        lang, form, tpl, key, style = t
        p = make_person(rng, "es")
        v = _mx_address(rng, style)
        text = tpl.format(v=v, upname=strip_accents(p.full).upper(), **_f(p))
        if i % 7 == 5:
            import json

            addr = {
                "@type": "PostalAddress",
                "streetAddress": v.split(", Col.")[0] if ", Col." in v else v,
            }
            v2 = addr["streetAddress"]
            ld = {
                "@context": "https://schema.org",
                "@type": "Person",
                "name": p.full,
                "address": addr,
            }
            body = json.dumps(ld, ensure_ascii=False)
            out.append(
                Draft("personal", "personal", "home-address", "es",
                      "home address in schema.org Person JSON-LD (script)", v2, body, "jsonld",
                      ("html",), html=f'<script type="application/ld+json">{body}</script>')
            )  # fmt: skip
            continue
        out.append(
            Draft("personal", "personal", "home-address", lang, f"MX home address, {form}", v,
                  text, key, ALL, variety="es-MX")
        )  # fmt: skip
    streets_es = ["Mayor", "del Olmo", "Alcalá", "de la Paz"]
    streets_en = ["Maple", "Cedar Ridge", "Juniper", "Willow Bend", "Harbor View"]
    streets_pt = ["das Acácias", "Voluntários da Pátria", "Padre Anchieta", "do Carmo"]
    for t in _cycle(rng, ADDR_OTHER, n_other):
        lang, form, tpl, key = t
        p = make_person(rng, lang)
        streets = {"es": streets_es, "en": streets_en, "pt": streets_pt}[lang]
        kw = {
            "street": rng.choice(streets),
            "num": rng.randrange(2, 3999),
            "floor": rng.choice(["3.º izda.", "2.º B", "bajo A", "5.º dcha."]),
            "floor2": rng.choice(["2.º esq.", "1.º dto.", "r/c"]),
            **dict(
                zip(
                    ("city", "cp"),
                    rng.choice(
                        [("Madrid", "28"), ("Valencia", "46"), ("Zaragoza", "50"), ("Málaga", "29")]
                    ),
                    strict=True,
                )
            ),
            "es_street": rng.choice(streets_es),
            "ar_street": rng.choice(["Rivadavia", "Corrientes", "Lavalle", "Santa Fe"]),
            "cl_street": rng.choice(["Los Aromos", "Las Acacias", "El Quillay"]),
            "p": rng.randrange(1, 14),
            "d": rng.choice("ABCDE"),
            "cpa": f"C{rng.randrange(1000, 1440)}{rnd_str(rng, string.ascii_uppercase, 3)}",
            "c": rng.randrange(10, 170),
            "a": rng.randrange(10, 99),
            "b": rng.randrange(10, 99),
            "ap": rng.randrange(101, 1204),
            "sfx": rng.choice(["St", "Ave", "Dr", "Ln"]),
            "apt": f"{rng.randrange(1, 9)}{rng.choice('ABCD')}",
            **dict(
                zip(
                    ("uscity", "zip"),
                    rng.choice(
                        [
                            ("Austin, TX", "787"),
                            ("Tucson, AZ", "857"),
                            ("Portland, OR", "972"),
                            ("Raleigh, NC", "276"),
                        ]
                    ),
                    strict=True,
                )
            ),
            "bairro": rng.choice(["Pinheiros", "Boa Viagem", "Savassi", "Batel"]),
            "brcity": rng.choice(["São Paulo – SP", "Recife – PE", "Belo Horizonte – MG"]),
            "cep": f"{rng.randrange(10000, 99999)}-{rng.randrange(0, 999):03d}",
            "ptcp": f"1{rng.randrange(0, 999):03d}-{rng.randrange(0, 999):03d}",
        }
        kw["zip"] = f"{kw['zip']}{rng.randrange(1, 99):02d}"
        kw["cp"] = f"{kw['cp']}{rng.randrange(1, 99):03d}"
        text = tpl.format(**kw, **_f(p))
        # the value: everything after the first ": " or " vive en " / " lives at " / " mora na "
        for sep in (": ", " vive en ", " lives at ", " mora na "):
            if sep in text:
                v = text.split(sep, 1)[1].rstrip(".")
                break
        if "(" in v and v.endswith(")"):
            v = v[: v.rfind("(")].rstrip()
        out.append(
            Draft("personal", "personal", "home-address", lang, f"home address {form}", v, text,
                  key, ALL, variety=form)
        )  # fmt: skip
    return out


# ---------------------------------------------------------------------------- phones

PHONE_T = [
    ("es", "Comunícate con … al", "Comunícate con {name} al {v}", "contacto"),
    ("es", "name then number", "{name} {v}", "contacto"),
    ("es", "cel. label", "{short} — cel. {v}", "responsable"),
    ("es", "celular personal", "Celular personal: {v}", "celular"),
    ("es", "first person", "Si no contesto en la oficina, márcame a mi cel {v}", "mensaje"),
    ("es", "WhatsApp label", "WhatsApp {first}: {v}", "whatsapp"),
    ("es", "móvil", "Tel. móvil de {short}: {v}", "movil"),
    ("es", "llámame", "llámame al {v} después de las 6, soy {first}", "chat"),
    ("es", "tel. casa", "Tel. casa: {v} (preguntar por {first})", "telefonos"),
    ("es", "emergency contact", "Contacto de emergencia: {name}, {v}", "emergencia"),
    ("es", "classified ad", "Vendo refri en buen estado, trato directo con {first}: {v}", "anuncio"),
    ("es", "log", "sms.send ok to={v} template=otp_login user='{short}'", "log"),
    ("es", "recado", "Recado: habló {short}, que le regreses la llamada al {v}", "recado"),
    ("es", "es-AR voseo", "Escribime al {v} que te paso la dire ({first})", "mensaje"),
    ("es", "a padres de familia", "Tutor: {name} · Tel. {v}", "tutor"),
]  # fmt: skip


def phone_items(rng: random.Random, n_mx: int, n_intl: int) -> list[Draft]:
    out = []
    for i, t in enumerate(_cycle(rng, PHONE_T, n_mx)):
        lang, form, tpl, key = t
        p = make_person(rng, "es")
        num = _mx_mobile(rng)
        forms = mx_phone_forms(num, rng)
        nn, v = forms[i % len(forms)]
        if form == "name then number" or "Comunícate" in form:
            nn, v = ("bare 10 digits", num) if i % 2 == 0 else forms[i % len(forms)]
        text = tpl.format(v=v, **_f(p))
        kind = "phone"
        if i % 10 == 2:
            href = f"tel:+52{num}" if i % 20 == 2 else f"tel:{v.replace(' ', '')}"
            h = f'<p>Llama a {H.escape(p.short)}: <a href="{href}">{H.escape(v)}</a></p>'
            out.append(
                Draft("personal", "personal", kind, "es", f"MX phone, tel: link ({nn} text)", href,
                      f"{p.short} {href}", "tel", ("html",), html=h)
            )  # fmt: skip
            continue
        if i % 10 == 6:
            wa = (
                f"https://wa.me/521{num}"
                if i % 20 == 6
                else f"https://api.whatsapp.com/send?phone=52{num}&text=Hola%20{H.escape(p.given.split()[0])}"
            )
            hv = H.escape(wa)
            h = f'<div class="contacto"><a href="{hv}" target="_blank">Escríbele a {H.escape(p.short)} por WhatsApp</a></div>'
            out.append(
                Draft("personal", "personal", kind, "es", "MX phone, WhatsApp link", wa,
                      f"WhatsApp de {p.short}: {wa}", "whatsapp", ("html", "obj"), html=h, html_value=hv)
            )  # fmt: skip
            continue
        out.append(
            Draft("personal", "personal", kind, lang, f"MX phone {nn}, {form}", v, text, key, ALL,
                  extra={"e164": "+52" + num})
        )  # fmt: skip
    intl = [
        ("BR", "pt", "Celular {da} {first}: {v}", "celular", lambda e: f"+55 {e[3:5]} {e[5:10]}-{e[10:]}"),
        ("BR", "pt", "Me chama no zap: {v} ({short})", "mensagem", lambda e: f"({e[3:5]}) {e[5:10]}-{e[10:]}"),
        ("ES", "es", "Mi móvil es el {v}, llamadme a partir de las 17h. {first}", "mensaje", lambda e: f"{e[3:6]} {e[6:8]} {e[8:10]} {e[10:]}"),
        ("ES", "es", "Móvil de {short}: {v}", "movil", lambda e: f"+34 {e[3:6]} {e[6:9]} {e[9:]}"),
        ("AR", "es", "Celu de {first}: {v}", "celu", lambda e: f"+54 9 {e[4:6]} {e[6:10]}-{e[10:]}" if e[4:6] == "11" else f"+54 9 {e[4:7]} {e[7:10]}-{e[10:]}"),
        ("US", "en", "Call {short} on their cell, {v}", "note", lambda e: f"({e[2:5]}) {e[5:8]}-{e[8:]}"),
        ("US", "en", "Mobile: {v} — {short}", "mobile", lambda e: f"+1 {e[2:5]}-{e[5:8]}-{e[8:]}"),
        ("CO", "es", "Número de {short}: {v}", "contacto", lambda e: f"+57 {e[3:6]} {e[6:9]} {e[9:]}"),
        ("CL", "es", "Fono de {first}: {v}", "fono", lambda e: f"+56 9 {e[4:8]} {e[8:]}"),
        ("PE", "es", "Cel. de {short}: {v}", "celular", lambda e: f"{e[3:6]} {e[6:9]} {e[9:]}"),
        ("PT", "pt", "Telemóvel de {short}: {v}", "telemovel", lambda e: f"+351 {e[4:7]} {e[7:10]} {e[10:]}"),
        ("UY", "es", "Cel. de {first}: {v}", "cel", lambda e: f"0{e[4:6]} {e[6:9]} {e[9:]}"),
    ]  # fmt: skip
    for region, lang, tpl, key, f in _cycle(rng, intl, n_intl):
        p = make_person(rng, lang)
        e = intl_phone(rng, region)
        v = f(e)
        text = tpl.format(v=v, **_f(p))
        out.append(
            Draft("personal", "personal", "phone", lang, f"{region} mobile, {tpl.split(':')[0][:28]}", v,
                  text, key, ALL, extra={"e164": e})
        )  # fmt: skip
    return out


def _mx_mobile(rng: random.Random) -> str:
    from values import mx_phone

    return mx_phone(rng, rng.choice(sorted(MX_AREAS)) if rng.random() < 0.6 else "55")


# ---------------------------------------------------------------------------- e-mails

PERSONAL_DOMAINS = [
    "gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx", "live.com.mx",
    "icloud.com", "protonmail.com", "hotmail.es", "outlook.es", "yahoo.com.ar", "gmail.com",
]  # fmt: skip
PT_DOMAINS = ["uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "sapo.pt"]


def _local(rng: random.Random, p: Person, accents: bool = False) -> str:
    g = p.given.split()[0]
    s = p.paternal.replace(" ", "")
    if not accents:
        g, s = strip_accents(g).replace("ñ", "n"), strip_accents(s).replace("ñ", "n")
    g, s = g.lower(), s.lower()
    yy = p.birth.strftime("%y")
    return rng.choice(
        [f"{g}.{s}", f"{g}{s}{yy}", f"{g[0]}{s}", f"{g}_{s}", f"{s}.{g}{rng.randrange(1, 99)}",
         f"{g}.{s}.{strip_accents(p.maternal[:3]).lower() if p.maternal else 'x'}"]
    )  # fmt: skip


EMAIL_T = [
    ("es", "plain", "Correo: {v}", "correo"),
    ("es", "sentence", "Escríbele a {first} a {v} para lo del carpool.", "nota"),
    ("es", "De: header quoted", "De: {name} <{v}>", "reenviado"),
    ("es", "first person", "mándame el archivo a mi correo personal {v} porfa", "mensaje"),
    ("es", "comment author", "Comentario de {short} ({v}): muy buena nota", "comentario"),
    ("es", "log", "auth.login_failed email={v} ip_country=MX attempts=3", "log"),
    ("es", "CSV row", "{short},{v},aprobado", "csv"),
    ("es", "contacto label", "Contacto: {short} · {v}", "contacto"),
    ("en", "English sentence", "Reach out to {short} at {v} about the lease.", "note"),
    ("en", "English reply-to", "Reply-To: {v}", "reply_to"),
    ("pt", "Portuguese", "E-mail pessoal {da} {first}: {v}", "email"),
    ("es", "es-AR", "Mandame un mail a {v} y lo vemos, {first}", "mensaje"),
]  # fmt: skip
OBFUSCATIONS = [
    ("[arroba] [punto]", lambda loc, dom: f"{loc} [arroba] {dom.replace('.', ' [punto] ')}"),
    ("(at) (dot)", lambda loc, dom: f"{loc}(at){dom.replace('.', '(dot)')}"),
    (" at  dot ", lambda loc, dom: f"{loc} at {dom.replace('.', ' dot ')}"),
    ("{at}", lambda loc, dom: f"{loc} {{at}} {dom}"),
    ("arroba word", lambda loc, dom: f"{loc} arroba {dom}"),
    ("spaced @ and dots", lambda loc, dom: f"{loc} @ {dom.replace('.', ' . ')}"),
    ("AT DOT upper", lambda loc, dom: f"{loc} AT {dom.replace('.', ' DOT ')}"),
    ("fullwidth at sign", lambda loc, dom: f"{loc}＠{dom}"),
    ("(arroba)(punto)", lambda loc, dom: f"{loc}(arroba){dom.replace('.', '(punto)')}"),
    ("[at] [.]", lambda loc, dom: f"{loc} [at] {dom.replace('.', ' [.] ')}"),
]  # fmt: skip


def email_items(rng: random.Random, n_plain: int, n_obf: int, n_special: int) -> list[Draft]:
    out = []
    for i, t in enumerate(_cycle(rng, EMAIL_T, n_plain)):
        lang, form, tpl, key = t
        p = make_person(rng, lang)
        doms = PT_DOMAINS if lang == "pt" else PERSONAL_DOMAINS
        v = f"{_local(rng, p)}@{rng.choice(doms)}"
        nn = "lower"
        if i % 6 == 1:
            v, nn = v.upper(), "upper case"
        elif i % 6 == 4:
            loc, dom = v.split("@")
            v, nn = (
                ".".join(w.capitalize() for w in loc.split(".")) + "@" + dom.capitalize(),
                "mixed case",
            )
        elif i % 6 == 5:
            loc, dom = v.split("@")
            v, nn = (
                f"{loc}+{rng.choice(['compras', 'facturas', 'news', 'tramites'])}@{dom}",
                "plus-addressed",
            )
        text = tpl.format(v=v, **_f(p))
        out.append(
            Draft("personal", "personal", "email", lang, f"personal e-mail {nn}, {form}", v, text,
                  key, ALL)
        )  # fmt: skip
    obf_t = [
        ("es", "Contacto de {first}: {v}", "contacto"),
        ("es", "escríbanme a {v} (quiten los espacios)", "mensaje"),
        ("es", "{short} - {v}", "autor"),
        ("en", "email me: {v}", "message"),
        ("pt", "meu e-mail: {v}", "mensagem"),
    ]
    for i, (name, ob) in enumerate(_cycle(rng, OBFUSCATIONS, n_obf)):
        lang, tpl, key = obf_t[i % len(obf_t)]
        p = make_person(rng, lang)
        loc, dom = _local(rng, p), rng.choice(PERSONAL_DOMAINS)
        v = ob(loc, dom)
        text = tpl.format(v=v, **_f(p))
        out.append(
            Draft("personal", "personal", "email", lang, f"personal e-mail obfuscated {name}", v,
                  text, key, ALL)
        )  # fmt: skip
    # Special forms: accented local parts, IDN, mailto with a query, entity, %40, student.
    specials: list[Callable[[], Draft]] = []

    def accented() -> Draft:
        p = make_person(rng, "es")
        loc = _local(rng, p, accents=True)
        if loc == strip_accents(loc):
            loc = strip_accents(p.given.split()[0]).lower() + "." + "peña"
        v = f"{loc}@{rng.choice(['hotmail.com', 'gmail.com', 'yahoo.com.mx', 'outlook.com'])}"
        return Draft("personal", "personal", "email", "es", "personal e-mail, accented local part",
                     v, f"Correo personal de {p.short}: {v}", "correo", ALL)  # fmt: skip

    def idn() -> Draft:
        while True:
            p = make_person(rng, "es")
            fam = p.paternal.lower().replace(" ", "")
            if fam != strip_accents(fam):
                break
        v = f"{p.given.split()[0].lower()}@familia-{fam}.mx"
        return Draft("personal", "personal", "email", "es", "personal e-mail, internationalised domain",
                     v, f"{p.short} <{v}>", "de", ALL)  # fmt: skip

    def mailto_q() -> Draft:
        p = make_person(rng, "es")
        loc = _local(rng, p)
        addr = f"{loc}@{rng.choice(PERSONAL_DOMAINS)}"
        raw = f"mailto:{addr}?subject=Cita%20consultorio&body=Hola%20{strip_accents(p.given.split()[0])}"
        hv = H.escape(raw)
        h = f'<p>Agenda con <a href="{hv}">{H.escape(p.short)}</a></p>'
        return Draft("personal", "personal", "email", "es", "personal e-mail, mailto: with a query (href)",
                     raw, f"{p.short}: {raw}", "mailto", ("html", "obj"), html=h, html_value=hv)  # fmt: skip

    def mailto_upper() -> Draft:
        p = make_person(rng, "en")
        addr = f"{_local(rng, p)}@{rng.choice(PERSONAL_DOMAINS)}".upper()
        raw = f"MAILTO:{addr}?cc=&subject=Re:%20invoice"
        hv = H.escape(raw)
        h = f'<span class="author">Posted by <a href="{hv}">{H.escape(p.short)}</a></span>'
        h = f"<div>{h}</div>"
        return Draft("personal", "personal", "email", "en", "personal e-mail, upper-case MAILTO: with a query",
                     raw, f"{p.short} {raw}", "mailto", ("html", "obj"), html=h, html_value=hv)  # fmt: skip

    def entity() -> Draft:
        p = make_person(rng, "es")
        loc, dom = _local(rng, p), rng.choice(PERSONAL_DOMAINS)
        hv = f"{loc}&#64;{dom}"
        h = f"<p>Correo de {H.escape(p.short)}: {hv}</p>"
        return Draft("personal", "personal", "email", "es", "personal e-mail, @ as an HTML entity",
                     f"{loc}@{dom}", f"{p.short} {loc}@{dom}", "correo", ("html",), html=h,
                     html_value=hv)  # fmt: skip

    def pct40() -> Draft:
        p = make_person(rng, "es")
        loc, dom = _local(rng, p), rng.choice(PERSONAL_DOMAINS)
        v = f"{loc}%40{dom}"
        url = f"https://api.tavily.com/search?notify={v}"
        return Draft("personal", "personal", "email", "es", "personal e-mail, %40 in a URL query",
                     v, f"callback=https://hooks.example.net/n?email={v}", "callback",
                     ("obj", "url"), url=url)  # fmt: skip

    def student() -> Draft:
        p = make_person(rng, "es")
        v = f"a0{rng.randrange(1000000, 1999999)}@tec.mx"
        return Draft("personal", "personal", "email", "es", "student's institutional e-mail (matrícula)",
                     v, f"{'Alumno' if p.sex == 'H' else 'Alumna'} {p.short}, correo institucional {v}", "alumno", ALL)  # fmt: skip

    def pt_accent() -> Draft:
        p = make_person(rng, "pt")
        loc = strip_accents(p.given.split()[0]).lower()
        loc = {"joao": "joão", "conceicao": "conceição", "antonio": "antônio"}.get(
            loc, loc + ".araújo"
        )
        v = f"{loc}{rng.randrange(10, 99)}@{rng.choice(PT_DOMAINS)}"
        return Draft("personal", "personal", "email", "pt", "personal e-mail, accented local part (pt)",
                     v, f"Contato: {p.short} — {v}", "contato", ALL)  # fmt: skip

    specials = [accented, idn, mailto_q, mailto_upper, entity, pct40, student, pt_accent,
                accented, mailto_q]  # fmt: skip
    for i in range(n_special):
        out.append(specials[i % len(specials)]())
    return out


# ---------------------------------------------------------------------------- other national ids


def other_id_items(rng: random.Random, n: int) -> list[Draft]:
    out = []
    makers = []

    def cpf() -> Draft:
        p = make_person(rng, "pt")
        body = rnd_str(rng, string.digits, 9)
        d1 = (sum(int(x) * (10 - i) for i, x in enumerate(body)) * 10) % 11 % 10
        d2 = (sum(int(x) * (11 - i) for i, x in enumerate(body + str(d1))) * 10) % 11 % 10
        c = br_cpf.validate(body + str(d1) + str(d2))
        v = br_cpf.format(c) if rng.random() < 0.7 else c
        return Draft("personal", "personal", "cpf", "pt", "Brazilian CPF", v,
                     f"CPF de {p.short}: {v}", "cpf", ALL)  # fmt: skip

    def dni_es() -> Draft:
        p = make_person(rng, "es")
        body = rnd_str(rng, string.digits, 8)
        v = body + es_dni.calc_check_digit(body)
        v = v if rng.random() < 0.5 else f"{body}-{v[-1]}"
        return Draft("personal", "personal", "dni-es", "es", "Spanish DNI (es-ES)", v,
                     f"DNI de {p.short}: {v}", "dni", ALL)  # fmt: skip

    def cuil() -> Draft:
        p = make_person(rng, "es")
        body = rng.choice(["20", "27"]) + rnd_str(rng, string.digits, 8)
        c = body + ar_cuit.calc_check_digit(body)
        v = ar_cuit.format(c)
        return Draft("personal", "personal", "cuil-ar", "es", "Argentine CUIL (es-AR)", v,
                     f"CUIL de {p.short}: {v} — cargalo en el formulario", "cuil", ALL)  # fmt: skip

    def rut() -> Draft:
        p = make_person(rng, "es")
        body = str(rng.randrange(8_000_000, 24_000_000))
        c = body + cl_rut.calc_check_digit(body)
        v = cl_rut.format(c)
        return Draft("personal", "personal", "rut-cl", "es", "Chilean RUN/RUT of a person (es-CL)",
                     v, f"RUN {v}, {p.short}", "run", ALL)  # fmt: skip

    def ssn() -> Draft:
        p = make_person(rng, "en")
        while True:
            a, g, s = rng.randrange(1, 899), rng.randrange(1, 99), rng.randrange(1, 9999)
            if a != 666:
                break
        v = f"{a:03d}-{g:02d}-{s:04d}"
        return Draft("personal", "personal", "ssn", "en", "US SSN", v,
                     f"SSN for {p.short}: {v}", "ssn", ALL)  # fmt: skip

    def cedula_co() -> Draft:
        p = make_person(rng, "es")
        v = f"{rng.randrange(10, 99)}.{rng.randrange(100, 999)}.{rng.randrange(100, 999)}"
        return Draft("personal", "personal", "cedula-co", "es", "Colombian cédula de ciudadanía (es-CO)",
                     v, f"C.C. {v} de Bogotá — {p.short}", "cedula", ALL)  # fmt: skip

    makers = [cpf, dni_es, cuil, rut, ssn, cedula_co, cpf, dni_es]
    for i in range(n):
        out.append(makers[i % len(makers)]())
    return out


def build(rng: random.Random) -> list[Draft]:
    out: list[Draft] = []
    out += curp_items(rng, 27)
    out += rfc_items(rng, 21)
    out += nss_items(rng, 18)
    out += ine_items(rng, 12, 7)
    out += clabe_items(rng, 18)
    out += card_items(rng, 20)
    out += passport_items(rng, 18, 4)
    out += birth_items(rng, 30)
    out += address_items(rng, 22, 10)
    out += phone_items(rng, 48, 13)
    out += email_items(rng, 24, 12, 12)
    out += other_id_items(rng, 16)
    from content_account import build as accounts

    out += accounts(rng)
    return out
