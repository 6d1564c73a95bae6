# ruff: noqa: E501
"""Personal-data and account-id items (all people and values invented)."""

from __future__ import annotations

from typing import Any

import ids
from ids import alnum, digits, hexs
from people import PEOPLE, ascii_

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
MES3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def it(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    key: str = "nota",
    place: str = "any",
    html: str | None = None,
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
        "place": place,
        "html": html,
    }


def person(i: int) -> dict[str, str]:
    nom, pat, mat, b, sex, st, city = PEOPLE[i % len(PEOPLE)]
    return {
        "nom": nom,
        "pat": pat,
        "mat": mat,
        "full": f"{nom} {pat} {mat}",
        "short": f"{nom} {pat}",
        "b": b,
        "sex": sex,
        "st": st,
        "city": city,
        "y": b[:4],
        "m": int(b[4:6]),
        "d": int(b[6:]),
        "curp": ids.curp(ascii_(pat), ascii_(mat), ascii_(nom), b, sex, st),
        "rfc": ids.rfc_fisica(ascii_(pat), ascii_(mat), ascii_(nom), b),
        "mail": ascii_(nom).lower() + "." + ascii_(pat).lower(),
    }


def birth_dates() -> list[dict[str, Any]]:
    out = []
    fs = [
        (
            "es",
            "long Spanish date, school enrolment prose",
            lambda p: f"{p['d']} de {MESES[p['m'] - 1]} de {p['y']}",
            lambda p, v: f"Alumna inscrita: {p['full']}, nacida el {v}, grupo 3°B.",
        ),
        (
            "es",
            "dd/mm/yyyy in a clinic form row",
            lambda p: f"{p['d']:02d}/{p['m']:02d}/{p['y']}",
            lambda p, v: f"Paciente: {p['full']} | Fecha de nacimiento: {v} | Tipo de sangre: O+",
        ),
        (
            "es",
            "ISO date in a JSON-like field",
            lambda p: f"{p['y']}-{p['m']:02d}-{p['d']:02d}",
            lambda p, v: (
                f"{{'nombre': '{p['full']}', 'fecha_nacimiento': '{v}', 'rol': 'cliente'}}"
            ),
        ),
        (
            "es",
            "dd-MES-yyyy (INE style) in a roster",
            lambda p: f"{p['d']:02d}-{MES3[p['m'] - 1]}-{p['y']}",
            lambda p, v: f"Jugador {p['short']} · F. nac. {v} · categoría libre",
        ),
        (
            "en",
            "English long date, membership card",
            lambda p: f"{MONTHS[p['m'] - 1]} {p['d']}, {p['y']}",
            lambda p, v: f"Member: {p['full']} — Date of birth: {v}",
        ),
        (
            "es",
            "CSV row name,birth date",
            lambda p: f"{p['d']:02d}.{p['m']:02d}.{p['y']}",
            lambda p, v: f"{p['pat']},{p['nom']},{v},{p['city']}",
        ),
        (
            "pt",
            "Portuguese long date",
            lambda p: f"{p['d']} de {MESES_PT[p['m'] - 1]} de {p['y']}",
            lambda p, v: f"Inscrita: {p['full']}, nascida em {v}.",
        ),
        (
            "es",
            "first person, birthday in a chat export",
            lambda p: f"{p['d']} de {MESES[p['m'] - 1]} del {p['y']}",
            lambda p, v: (
                f"[12:41] {p['nom']}: yo nací el {v}, así que ya me toca la promo de cumpleañeros"
            ),
        ),
        (
            "es",
            "yyyymmdd compact in a log line",
            lambda p: p["b"],
            lambda p, v: f'INFO registro usuario nombre="{p["full"]}" nacimiento={v}'.replace(
                '"', "'"
            ),
        ),
        (
            "es",
            "age and birth date in a funeral/parish bulletin",
            lambda p: f"{p['d']}/{MESES[p['m'] - 1][:3]}/{p['y']}",
            lambda p, v: f"Bautizo de {p['full']} (n. {v}), padrinos por confirmar.",
        ),
        (
            "en",
            "DOB abbreviation in a form",
            lambda p: f"{p['m']:02d}/{p['d']:02d}/{p['y']}",
            lambda p, v: f"Applicant {p['full']}, DOB {v}, seeking a TN visa appointment",
        ),
        (
            "es",
            "cumpleaños con año, invitación",
            lambda p: f"{p['d']} de {MESES[p['m'] - 1].capitalize()} de {p['y']}",
            lambda p, v: (
                f"Fecha de nacimiento de {p['nom']} {p['pat']}: {v} (para el seguro escolar)"
            ),
        ),
    ]
    for i in range(26):
        lang, form, fv, ft = fs[i % len(fs)]
        p = person(i)
        v = fv(p)
        out.append(it("birth-date", lang, form, v, ft(p, v), key="registro"))
    famous = [
        (
            "es",
            "Sor Juana Inés de la Cruz",
            "12 de noviembre de 1648",
            "Sor Juana Inés de la Cruz nació el {v} en San Miguel Nepantla.",
        ),
        (
            "es",
            "Benito Juárez",
            "21 de marzo de 1806",
            "Benito Juárez García (San Pablo Guelatao, {v}) fue presidente de México.",
        ),
        ("es", "Frida Kahlo", "6 de julio de 1907", "Frida Kahlo nació el {v} en Coyoacán."),
        (
            "en",
            "Octavio Paz",
            "March 31, 1914",
            "Octavio Paz, born {v} in Mexico City, won the 1990 Nobel Prize.",
        ),
        ("es", "Juan Rulfo", "16/05/1917", "Ficha: Juan Rulfo · nacimiento {v} · Sayula, Jalisco"),
        (
            "es",
            "Leona Vicario",
            "1789-04-10",
            "Leona Vicario (fecha de nacimiento: {v}), insurgente.",
        ),
    ]
    for lang, _name, v, t in famous:
        out.append(
            it(
                "birth-date-famous",
                lang,
                "famous person's birth date (policy: personal)",
                v,
                t.format(v=v),
                key="biografia",
            )
        )
    return out


def addresses() -> list[dict[str, Any]]:
    rows = [
        (
            "es",
            "Domicilio particular prose",
            "Calle Fresno 218, Col. Jardines del Valle, C.P. 44630, Zapopan, Jalisco",
            "Domicilio particular de {n}: {v}.",
        ),
        (
            "es",
            "Av. with int. and municipio",
            "Av. Hidalgo 1450 int. 7, Col. Centro, C.P. 76000, Querétaro, Qro.",
            "Entregar a {n} en {v} (tocar timbre 7).",
        ),
        (
            "es",
            "Privada with número and Mz/Lt",
            "Privada Los Cedros Mz. 4 Lt. 12, Col. San Isidro, C.P. 50170, Toluca, Estado de México",
            "{n} vive en {v}",
        ),
        (
            "es",
            "CSV row of a shipping export",
            "Cerrada de Tulipanes 9,San Jerónimo Lídice,10200,Magdalena Contreras,CDMX",
            "{n},{v},5514829361",
        ),
        (
            "es",
            "JSON-ish flattened address",
            "calle: Jacarandas 77; colonia: Las Flores; cp: 91050; municipio: Xalapa; estado: Veracruz",
            "cliente={n}; {v}",
        ),
        (
            "es",
            "vCard ADR home",
            "ADR;TYPE=home:;;Andador Nogal 5;Infonavit Norte;Hermosillo;Sonora;83140;México",
            "BEGIN:VCARD VERSION:3.0 FN:{n} {v} END:VCARD",
        ),
        (
            "es",
            "Google Maps link with home address",
            "https://www.google.com/maps/search/?api=1&query=Calle+Pino+Su%C3%A1rez+402+Col.+Reforma+Oaxaca",
            "Mi casa, por si se pierden ({n}): {v}",
        ),
        (
            "es",
            "Map pin of a person's house by coordinates",
            "https://maps.google.com/?q=20.967412,-89.621873",
            "Ubicación de la casa de {n}: {v}",
        ),
        (
            "es",
            "form field Dirección with núm. ext/int",
            "Calz. de Tlalpan núm. ext. 3120, núm. int. B-302, Col. Santa Úrsula Coapa, Coyoacán, C.P. 04650, Ciudad de México",
            "Dirección del solicitante ({n}): {v}",
        ),
        (
            "es",
            "abbreviated street and Fracc.",
            "C. Girasol #45, Fracc. Villas del Sol, 20126 Aguascalientes, Ags.",
            "Arrendatario: {n}. Domicilio: {v}",
        ),
        (
            "es",
            "No. and entre calles",
            "Calle 60 No. 512 x 65 y 67, Centro, 97000 Mérida, Yuc.",
            "Paciente {n}, domicilio {v}",
        ),
        (
            "en",
            "English home address field",
            "1820 Av. Revolución, Apt 4, Col. Zona Centro, 22000 Tijuana, B.C., Mexico",
            "Home address of {n}: {v}",
        ),
        (
            "es",
            "carta poder",
            "Av. Juárez número 88, interior 3, colonia Centro, código postal 58000, Morelia, Michoacán",
            "Yo, {n}, con domicilio en {v}, otorgo poder amplio...",
        ),
        (
            "es",
            "Andador and Unidad Habitacional",
            "Andador 14 Edif. C Depto. 201, U.H. Vicente Guerrero, Iztapalapa, CDMX, C.P. 09200",
            "Recoge: {n} — {v}",
        ),
        (
            "es",
            "rural address with Ejido and km",
            "Carretera Federal 15 km 12.5, Ejido El Sauz, Mpio. de Culiacán, Sinaloa, CP 80430",
            "El señor {n} reside en {v}",
        ),
        (
            "es",
            "Retorno and Sección",
            "Retorno 7 de Cerro Azul #23, Sección Lomas, Pachuca de Soto, Hgo., C.P. 42083",
            "Datos de envío: {n}, {v}",
        ),
        (
            "pt",
            "Portuguese prose of a Mexican home",
            "Rua (Calle) Bugambilias 301, Col. Chapultepec, C.P. 62450, Cuernavaca, Morelos",
            "Endereço residencial de {n}: {v}",
        ),
        (
            "es",
            "lower-case chat message",
            "calle roble 19 col. del valle cp 66220 san pedro garza garcía nuevo león",
            "{n}: mándalo a mi casa porfa, {v}",
        ),
        (
            "es",
            "Boulevard and Residencial",
            "Blvd. de las Torres 1200, Casa 14, Residencial Campestre, 37150 León, Gto.",
            "Alumno {n} — domicilio: {v}",
        ),
        (
            "es",
            "Callejón with Barrio",
            "Callejón del Beso 8, Barrio de San Roque, C.P. 36000, Guanajuato, Gto.",
            "Inquilina {n}, {v}",
        ),
        (
            "en",
            "shipping label To:",
            "Priv. Acacias 33-B, Col. Campestre, Chihuahua, Chih., 31214",
            "SHIP TO: {n}, {v}",
        ),
        (
            "es",
            "Mexican address with Edo. de Méx. and Alcaldía mix",
            "Cda. de Abasolo 6, San Pedro Mártir, Tlalpan, 14650 CDMX",
            "Domicilio (según INE) de {n}: {v}",
        ),
        (
            "es",
            "hospital discharge",
            "Prolongación Morelos 740, Col. La Loma, C.P. 28040, Colima, Col.",
            "Egreso del paciente {n}, domicilio {v}, acompañante su esposa",
        ),
        (
            "es",
            "lost-pet notice with a home",
            "Av. Tecnológico 1502 casa 9, Col. Magisterial, 34000 Durango, Dgo.",
            "Se busca perrita. Si la ves, llévala con {n} a {v}",
        ),
        (
            "es",
            "escrituras",
            "Lote 15, Manzana 22, Calle Ceiba, Fraccionamiento Bosques, Mpio. Benito Juárez, Quintana Roo, C.P. 77560",
            "Propietario: {n}; inmueble habitado por él: {v}",
        ),
        (
            "es",
            "WhatsApp location text",
            "Calle Violeta 101 int 2 col Ampliación Tepepan Xochimilco 16029",
            "{n} compartió su domicilio: {v}",
        ),
        (
            "en",
            "English prose, residence",
            "Cerro de la Silla 410, Colonia Contry, 64860 Monterrey, N.L.",
            "{n} currently resides at {v}.",
        ),
        (
            "es",
            "Waze link to a home",
            "https://waze.com/ul?q=Privada%20Jazm%C3%ADn%2012%20Col.%20Los%20Pinos%20Tepic",
            "Para la fiesta en casa de {n}: {v}",
        ),
        (
            "es",
            "key=value form submission",
            "direccion=Calle+Sauce+57+Col.+El+Mirador+CP+29030+Tuxtla",
            "POST /registro nombre={n2}&{v}",
        ),
        (
            "es",
            "Domicilio para notificaciones of a person",
            "Calle 5 de Mayo 214, Col. Centro Histórico, C.P. 72000, Puebla, Pue.",
            "Señalo como domicilio para oír y recibir notificaciones, yo {n}, el ubicado en {v}",
        ),
        (
            "es",
            "Mz Lt Edo Mex informal",
            "mz 23 lt 4 calle Pirul col. Ciudad Azteca Ecatepec Edo. Méx.",
            "Pedido de {n} — dirección: {v} — pago contra entrega",
        ),
        (
            "es",
            "Tenancy contract, depto",
            "Av. Universidad 1900, Edificio 3, Depto. 504, Col. Oxtopulco, 04318 Coyoacán, CDMX",
            "El arrendatario {n} habitará el inmueble de {v}",
        ),
    ]
    out = []
    for i, (lang, form, v, t) in enumerate(rows):
        p = person(i + 3)
        text = t.format(n=p["full"], n2=p["nom"] + "+" + p["pat"], v=v)
        out.append(
            it("home-address", lang, form, v, text, key="domicilio" if lang == "es" else "address")
        )
    return out


def ids_items() -> list[dict[str, Any]]:
    out = []
    for i in range(24):  # CURP
        p = person(i)
        c = p["curp"]
        forms = [
            ("upper, school slip", c, "Constancia de inscripción — {n} — CURP {v}"),
            ("lower case in a chat", c.lower(), "{nom}: mi curp es {v} por si la ocupas"),
            ("spaced groups", f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}", "CURP: {v} ({n})"),
            ("hyphenated", f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}", "Beneficiario {n}, CURP {v}"),
            ("in a URL query string", c, "GET /api/consulta?curp={v}&tipo=beca HTTP/1.1"),
            ("CSV row", c, "{pat};{nom};{v};{city}"),
            ("English label", c, "Mexican ID (CURP) of {n}: {v}"),
            (
                "mixed case in a log",
                c[:4].capitalize() + c[4:],
                "WARN validar_curp fallo curp={v} titular={n}",
            ),
        ]
        form, v, t = forms[i % len(forms)]
        out.append(
            it(
                "curp",
                "en" if "English" in form else "es",
                form,
                v,
                t.format(n=p["full"], nom=p["nom"], pat=p["pat"], city=p["city"], v=v),
                key="curp_ref",
            )
        )
    for i in range(18):  # RFC persona física
        p = person(i + 5)
        r = p["rfc"]
        forms = [
            (
                "plain, invoice request",
                r,
                "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03",
            ),
            ("hyphenated", f"{r[:4]}-{r[4:10]}-{r[10:]}", "RFC: {v} — contribuyente {n}"),
            ("lower case", r.lower(), "hola, mi rfc es {v}, soy {n}"),
            (
                "spaced",
                f"{r[:4]} {r[4:10]} {r[10:]}",
                "Recibo de arrendamiento. Arrendador {n} (RFC {v})",
            ),
            ("JSON-ish receptor", r, "receptor: {{rfc: {v}, nombre: {n}, regimen: 605}}"),
            ("English", r, "Tax ID (RFC) for {n}: {v}"),
        ]
        form, v, t = forms[i % len(forms)]
        out.append(
            it(
                "rfc-persona-fisica",
                "en" if form == "English" else "es",
                form,
                v,
                t.format(n=p["full"], v=v),
                key="facturacion",
            )
        )
    for i in range(14):  # NSS
        p = person(i + 9)
        n = ids.nss(f"{(i * 7) % 90 + 1:02d}", f"{(int(p['y']) + 18) % 100:02d}", p["y"][2:])
        forms = [
            ("plain, IMSS reminder", n, "Cita IMSS UMF 20 para {n}, NSS {v}, 08:40 h"),
            (
                "hyphenated 2-2-2-4-1",
                f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
                "Número de Seguridad Social de {n}: {v}",
            ),
            ("spaced", f"{n[:4]} {n[4:8]} {n[8:]}", "Trabajador {n} · NSS {v} · alta 2023"),
            ("payroll CSV", n, "{n},{v},Auxiliar contable,2024-01-15"),
            ("English", n, "Social security no. (IMSS) of {n}: {v}"),
        ]
        form, v, t = forms[i % len(forms)]
        out.append(
            it(
                "nss",
                "en" if form == "English" else "es",
                form,
                v,
                t.format(n=p["full"], v=v),
                key="imss",
            )
        )
    for i in range(10):  # INE clave de elector
        p = person(i + 2)
        a = ascii_(p["pat"]).upper()
        b = ascii_(p["mat"]).upper()
        c = ascii_(p["nom"]).upper()
        clave = (
            a[0]
            + a[1]
            + b[0]
            + b[1]
            + c[0]
            + c[1]
            + p["b"][2:]
            + f"{(i % 32) + 1:02d}"
            + p["sex"]
            + digits(3)
        )
        v = (
            clave
            if i % 3
            else clave.lower()
            if i % 2
            else f"{clave[:6]} {clave[6:12]} {clave[12:]}"
        )
        t = [
            "Clave de elector de {n}: {v}",
            "INE de {n} — clave elector {v} — vigencia 2031",
            "credencial para votar, titular {n}, clave {v}",
        ][i % 3]
        out.append(
            it(
                "ine-clave-elector",
                "es",
                "clave de elector "
                + ("spaced" if v.count(" ") else "lower" if v.islower() else "plain"),
                v,
                t.format(n=p["full"], v=v),
                key="identificacion",
            )
        )
    for i in range(5):  # CIC / OCR
        p = person(i + 12)
        cic = digits(9)
        ocr = digits(13)
        out.append(
            it(
                "ine-cic",
                "es",
                "INE CIC next to name",
                cic,
                f"Validación INE de {p['full']}: CIC {cic}, modelo E",
                key="ine",
            )
        )
        out.append(
            it(
                "ine-ocr",
                "es",
                "INE OCR next to name",
                ocr,
                f"{p['full']} — OCR de la credencial: {ocr}",
                key="ine",
            )
        )
    for _ in range(3):
        line = ids.td1_line1(digits(9), digits(13))
        out.append(
            it(
                "ine-mrz",
                "es",
                "INE TD1 MRZ line 1 (data only)",
                line,
                line,
                key="mrz_linea1",
                place="data",
            )
        )
    for i in range(12):  # MX passports
        p = person(i + 1)
        num = ("G" if i % 2 else "N") + digits(8)
        v = num if i % 4 else num.lower()
        t = [
            "Pasaporte mexicano de {n}: {v}, vence 2030",
            "No. de pasaporte {v} ({n})",
            "{n} viajará con pasaporte {v}",
            "Passport number of {n}: {v}",
        ][i % 4]
        out.append(
            it(
                "passport-mx",
                "en" if i % 4 == 3 else "es",
                "Mexican passport " + ("lower" if v.islower() else "upper"),
                v,
                t.format(n=p["full"], v=v),
                key="viaje",
            )
        )
    foreign = [
        ("en", "US passport 9 digits", digits(9), "US passport of {n}: {v}"),
        (
            "en",
            "US next-gen passport letter+8",
            "A" + digits(8),
            "Passport No.: {v} — holder {n} (USA)",
        ),
        ("es", "Spanish passport 3L+6D", "PAB" + digits(6), "Pasaporte español de {n}: {v}"),
        ("en", "Canadian passport 2L+6D", "HK" + digits(6), "Canadian passport {v}, issued to {n}"),
        ("pt", "Brazilian passport 2L+6D", "FX" + digits(6), "Passaporte brasileiro de {n}: {v}"),
        ("en", "UK passport 9 digits", digits(9), "UK passport no {v} — {n}"),
        (
            "es",
            "Colombian passport AR+7",
            "AR" + digits(7),
            "Pasaporte colombiano {v} a nombre de {n}",
        ),
        ("es", "Argentine passport AAA+6", "AAF" + digits(6), "Pasaporte argentino N.º {v} ({n})"),
        (
            "en",
            "German passport 9 alnum",
            "C" + ids.alnum(8, "CFGHJKLMNPRTVWXYZ0123456789"),
            "German passport {v}, {n}",
        ),
        (
            "en",
            "French passport 2D2L5D",
            digits(2) + "CK" + digits(5),
            "Passeport / passport {v} for {n}",
        ),
        ("es", "Guatemalan passport", "2" + digits(8), "Guatemalteca {n}, pasaporte {v}"),
        ("es", "Venezuelan passport", digits(9), "Pasaporte venezolano de {n}: {v}"),
        ("en", "Indian passport L+7", "M" + digits(7), "Traveller {n} — passport {v} (IND)"),
        ("es", "Peruvian passport", "1" + digits(8), "Pasaporte peruano de {n}: {v}, vigente"),
    ]
    for i, (lang, form, v, t) in enumerate(foreign):
        p = person(i + 14)
        out.append(
            it("passport-foreign", lang, form, v, t.format(n=p["full"], v=v), key="passport")
        )
    for i in range(4):
        p = person(i + 20)
        b = p["b"][2:]
        line = ids.td3_line2(
            ("G" if i % 2 else "N") + digits(8),
            ["MEX", "MEX", "USA", "ESP"][i],
            b,
            "F" if p["sex"] == "M" else "M",
            "3" + digits(1) + "0615",
        )
        out.append(
            it(
                "passport-mrz",
                "en",
                "passport TD3 MRZ line 2 (data only)",
                line,
                line,
                key="mrz_line2",
                place="data",
            )
        )
    banks = [
        ("012", "180"),
        ("002", "320"),
        ("014", "580"),
        ("072", "691"),
        ("021", "180"),
        ("127", "180"),
        ("137", "320"),
        ("036", "180"),
        ("044", "010"),
        ("058", "580"),
        ("030", "180"),
        ("646", "180"),
    ]
    for i, (bk, pl) in enumerate(banks):
        p = person(i + 4)
        c = ids.clabe(bk, pl)
        v = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        t = [
            "Transferir a {n}, CLABE {v}",
            "Datos para depósito: {n} · CLABE interbancaria {v}",
            "mi clabe es {v} (a nombre de {n})",
        ][i % 3]
        out.append(
            it(
                "clabe",
                "es",
                "CLABE " + ("spaced" if " " in v else "plain"),
                v,
                t.format(n=p["full"], v=v),
                key="pago",
            )
        )
    cards = [
        ("4", 16),
        ("51", 16),
        ("55", 16),
        ("2223", 16),
        ("37", 15),
        ("34", 15),
        ("4", 16),
        ("52", 16),
        ("2720", 16),
        ("4", 16),
        ("54", 16),
        ("4", 13),
    ]
    for i, (pre, n) in enumerate(cards):
        p = person(i + 8)
        c = ids.card(pre, n)
        if i % 4 == 1:
            v = " ".join(c[j : j + 4] for j in range(0, len(c), 4))
        elif i % 4 == 2:
            v = "-".join(c[j : j + 4] for j in range(0, len(c), 4))
        else:
            v = c
        t = [
            "Tarjeta de {n}: {v} exp 09/28",
            "card_number={v} holder={n}",
            "Pago con tarjeta {v} a nombre de {n}",
            "{n} me pasó su tarjeta {v} cvv 4",
        ][i % 4]
        out.append(
            it(
                "card",
                "en" if i % 4 == 1 else "es",
                "card " + ("spaced" if " " in v else "hyphen" if "-" in v else "plain"),
                v,
                t.format(n=p["full"], v=v),
                key="cobro",
            )
        )
    return out


AREAS = [
    "55",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "614",
    "664",
    "998",
    "999",
    "686",
    "229",
    "951",
    "961",
    "443",
    "667",
    "871",
    "844",
    "312",
    "55",
    "33",
    "81",
    "55",
]


def _num(i: int) -> tuple[str, str]:
    a = AREAS[i % len(AREAS)]
    rest = digits(10 - len(a))
    if rest[0] in "0":
        rest = "4" + rest[1:]
    return a, rest


def _fmt(a: str, r: str, style: int) -> str:
    n = a + r
    s = [
        lambda: f"+52 {a} {r[: len(r) - 4]} {r[-4:]}",
        lambda: f"+52 1 {a} {r[: len(r) - 4]} {r[-4:]}",
        lambda: f"044 {a} {r[: len(r) - 4]} {r[-4:]}",
        lambda: f"045 {a} {r[: len(r) - 4]} {r[-4:]}",
        lambda: f"({a}) {r[: len(r) - 4]}-{r[-4:]}",
        lambda: f"{a}.{r[: len(r) - 4]}.{r[-4:]}",
        lambda: f"{a}-{r[: len(r) - 4]}-{r[-4:]}",
        lambda: n,
        lambda: "+52" + n,
        lambda: "+521" + n,
        lambda: f"+52 ({a}) {r[: len(r) - 4]} {r[-4:]}",
        lambda: " ".join(n[j : j + 2] for j in range(0, 10, 2)),
        lambda: f"52 {a} {r[: len(r) - 4]} {r[-4:]}",
        lambda: f"+52-{a}-{r[: len(r) - 4]}-{r[-4:]}",
        lambda: f"{a} {r[: len(r) - 4]} {r[-4:]}",
        lambda: f"0052 {a} {r[: len(r) - 4]} {r[-4:]}",
    ]
    return s[style % len(s)]()


def phones() -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Comunícate con {n} al {v}"),
        ("es", "{n} {v}"),
        ("es", "Mi cel: {v} (habla {nom})"),
        ("es", "Tel. casa de {n}: {v}"),
        ("es", "celular personal {v} — {n}"),
        ("es", "Para cualquier cosa márcame al {v}, soy {nom}"),
        ("en", "You can reach {n} on her mobile, {v}"),
        ("es", "Contacto de emergencia: {n} (mamá) {v}"),
        ("es", "{pat} {nom} | tel {v} | cliente frecuente"),
        ("es", "Vendo sala seminueva, trato directo con {nom}: {v}"),
        ("pt", "Celular de {n}: {v}"),
        ("es", "Llamar a {n} al número {v} después de las 6"),
        ("es", "Mi número es {v}"),
        ("en", "My cell is {v} if the courier needs me. — {nom}"),
        ("es", "Responsable del menor: {n}, teléfono {v}"),
        ("es", "{n} · Móvil {v}"),
    ]
    for i in range(52):
        p = person(i)
        a, r = _num(i)
        v = _fmt(a, r, i)
        lang, t = ctx[i % len(ctx)]
        text = t.format(n=p["full"], nom=p["nom"], pat=p["pat"], v=v)
        out.append(
            it(
                "phone",
                lang,
                f"notation {i % 16} with context {i % len(ctx)}",
                v,
                text,
                key="contacto",
            )
        )
    for i in range(8):  # tel: links
        p = person(i + 6)
        a, r = _num(i + 3)
        v = ["+52" + a + r, "+52-" + a + "-" + r, "+521" + a + r, a + r][i % 4]
        url = "tel:" + v
        out.append(
            it(
                "phone-tel-link",
                "es",
                "tel: link in an anchor",
                v,
                f"Llámale a {p['short']}: {url}",
                key="enlace",
                html=f'<p>Llámale a {p["short"]}: <a href="{url}">{p["nom"]}</a></p>',
            )
        )
    for i in range(10):  # WhatsApp
        p = person(i + 11)
        a, r = _num(i + 7)
        n = "521" + a + r if i % 2 else "52" + a + r
        urls = [
            f"https://wa.me/{n}",
            f"https://api.whatsapp.com/send?phone={n}&text=Hola%20{p['nom']}",
            f"https://wa.me/{n}?text=Me%20interesa%20la%20bici",
            f"whatsapp://send?phone=+{n}",
            f"https://web.whatsapp.com/send?phone={n}",
        ]
        url = urls[i % len(urls)]
        text = f"Escríbele a {p['nom']} por WhatsApp: {url}"
        html = (
            f'<p>Escríbele a {p["nom"]} por <a href="{url.replace("&", "&amp;")}">WhatsApp</a></p>'
        )
        out.append(
            it(
                "whatsapp",
                "es",
                "WhatsApp link " + url.split("/")[2].split("?")[0],
                n,
                text,
                key="whatsapp",
                html=html,
            )
        )
    return out


FREE = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
    "gmx.com",
    "hotmail.es",
    "outlook.es",
    "yahoo.com",
]


def emails() -> list[dict[str, Any]]:
    out = []
    forms = [
        (
            "accented local part",
            lambda p, d: f"{p['nom'].lower()}.{p['pat'].lower()}@{d}",
            "Correo de {n}: {v}",
        ),
        (
            "upper case",
            lambda p, d: f"{p['mail'].upper()}{p['y'][2:]}@{d.upper()}",
            "EMAIL: {v} ({n})",
        ),
        ("mailto with query", lambda p, d: f"{p['mail']}@{d}", None),
        (
            "From header with display name",
            lambda p, d: f"{p['mail'][0]}{ascii_(p['pat']).lower()}{p['y'][2:]}@{d}",
            "From: {n} <{v}>",
        ),
        ("plus addressing", lambda p, d: f"{p['mail']}+compras@{d}", "{n} se registró con {v}"),
        (
            "ñ in local part",
            lambda p, d: f"{p['nom'][:3].lower()}_ñandú{p['d']}@{d}",
            "mi correo personal: {v} — {nom}",
        ),
        (
            "URL-encoded in a query string",
            lambda p, d: f"{p['mail']}%40{d}",
            "GET /newsletter/unsubscribe?email={v}&src=mail",
        ),
        (
            "contact inside a User-Agent",
            lambda p, d: f"{p['mail']}.dev@{d}",
            "User-Agent: scraper-tesis/0.3 (contacto: {v})",
        ),
        ("git author line", lambda p, d: f"{p['mail']}{p['d']}@{d}", "Author: {n} <{v}>"),
        (
            "English signature",
            lambda p, d: f"{p['nom'][0].lower()}{ascii_(p['pat']).lower()}@{d}",
            "Thanks! {n} — personal: {v}",
        ),
        (
            "CSV row",
            lambda p, d: f"{ascii_(p['pat']).lower()}.{ascii_(p['mat']).lower()}@{d}",
            "{nom},{pat},{v},aprobado",
        ),
        ("full-width at sign", lambda p, d: f"{p['mail']}＠{d}", "escríbeme a {v} (soy {nom})"),
        (
            "title-case local part",
            lambda p, d: f"{ascii_(p['nom'])}.{ascii_(p['pat'])}@{d}",
            "Contacto: {v} / {n}",
        ),
        (
            "Portuguese prose",
            lambda p, d: f"{p['mail']}.{p['y']}@{d}",
            "O e-mail pessoal de {n} é {v}",
        ),
        (
            "JSON-like field",
            lambda p, d: f"{p['mail'][:1]}{p['mat'].lower()}@{d}",
            "{{usuario: {n}, email: {v}}}",
        ),
    ]
    for i in range(32):
        p = person(i)
        d = FREE[i % len(FREE)]
        form, fv, t = forms[i % len(forms)]
        v = fv(p, d)
        if t is None:
            url = f"mailto:{v}?subject=Cotizaci%C3%B3n%20mudanza&cc=otro%40example.test"
            text = f"Escríbele a {p['nom']}: {url}"
            html = f'<p>Escríbele a <a href="{url}">{p["full"]}</a></p>'
            out.append(it("email", "es", form, v, text, key="correo", html=html))
            continue
        text = t.format(n=p["full"], nom=p["nom"], pat=p["pat"], v=v)
        lang = (
            "en" if form.startswith("English") else "pt" if form.startswith("Portuguese") else "es"
        )
        out.append(it("email", lang, form, v, text, key="correo"))
    ob = [
        ("{u} [arroba] {dn} [punto] com", "Correo de {n}: {v}"),
        ("{u}(arroba){dn}(punto)com", "escríbanme: {v} — {nom}"),
        ("{u} at {dn} dot com", "{n} (personal): {v}"),
        ("{u} [at] {dn} [dot] com", "email {n}: {v}"),
        ("{u} arroba {dn} punto com", "mi correo es {v}, att. {nom}"),
        ("{u} {{at}} {dn} {{dot}} com", "{n} — {v}"),
        ("{u} AT {dn} DOT com", "Reach {n} at {v}"),
        ("{u} @ {dn} . com", "Correo personal de {n}: {v}"),
        ("{u}[@]{dn}[.]com", "{n}: {v}"),
        ("{u} (at) {dn} (punto) com", "Dudas a {nom}: {v}"),
        ("{u} arroba {dn}.com", "{n}, {v}"),
        ("{u}@{dn} punto com", "escribe a {v} ({nom})"),
        ("{u} [arroba] {dn} [punto] com [punto] mx", "Correo: {v} — {n}"),
        ("{u} _at_ {dn} _dot_ com", "{n} <{v}>"),
    ]
    for i, (fv, t) in enumerate(ob):
        p = person(i + 7)
        dn = ["gmail", "hotmail", "yahoo", "outlook", "gmail", "icloud", "gmail"][i % 7]
        u = p["mail"] if i % 2 else p["nom"].lower() + p["y"][2:]
        v = fv.format(u=u, dn=dn)
        out.append(
            it(
                "email-obfuscated",
                "en" if t.startswith("Reach") else "es",
                "obfuscation " + fv.replace("{u}", "u").replace("{dn}", "d"),
                v,
                t.format(n=p["full"], nom=p["nom"], v=v),
                key="correo",
            )
        )
    return out


def others() -> list[dict[str, Any]]:
    out = []
    rows = [
        (
            "ip-address",
            "es",
            "client IP of a user in X-Forwarded-For",
            "189.203.45.117",
            "189.203.45.117, 10.0.3.4",
            "X-Forwarded-For",
            "header",
        ),
        (
            "ip-address",
            "en",
            "user's home IP in a log line",
            "201.141.88.23",
            "login ok user=renata.v from 201.141.88.23 (home)",
            "log",
            "data",
        ),
        (
            "ip-address",
            "es",
            "real IP header",
            "187.190.12.201",
            "187.190.12.201",
            "X-Real-IP",
            "header",
        ),
        (
            "ip-address",
            "en",
            "IPv6 of a subscriber",
            "2806:2f0:9020:1b3c:5d1:a7ff:fe21:4c90",
            "2806:2f0:9020:1b3c:5d1:a7ff:fe21:4c90",
            "CF-Connecting-IP",
            "header",
        ),
        (
            "vehicle-plate",
            "es",
            "placas next to owner",
            "PXK-214-B",
            "Vehículo de {n}: Nissan Versa gris, placas PXK-214-B",
            "vehiculo",
            "any",
        ),
        (
            "vehicle-plate",
            "es",
            "placas in a parking log",
            "JHR4521",
            "Acceso estacionamiento: {n}, placa JHR4521, 08:12",
            "acceso",
            "any",
        ),
        (
            "vehicle-plate",
            "en",
            "plate and VIN of a person's car",
            "3N1CN7AD5KL812345",
            "{n}'s car VIN 3N1CN7AD5KL812345, plate NLV-88-21",
            "vehicle",
            "any",
        ),
        (
            "driver-licence",
            "es",
            "licencia de conducir",
            "A04812739",
            "Licencia de conducir de {n}: A04812739, tipo A",
            "licencia",
            "any",
        ),
        (
            "driver-licence",
            "en",
            "driver's licence number",
            "N0428817362",
            "Driver licence of {n}: N0428817362 (CDMX)",
            "licence",
            "any",
        ),
        (
            "health",
            "es",
            "diagnosis of a named patient",
            "diabetes mellitus tipo 2",
            "Expediente de {n}: diagnóstico diabetes mellitus tipo 2, insulina NPH",
            "expediente",
            "any",
        ),
        (
            "health",
            "es",
            "HIV status (dato sensible)",
            "VIH positivo",
            "Resultado de laboratorio de {n}: VIH positivo, carga viral pendiente",
            "laboratorio",
            "any",
        ),
        (
            "health",
            "en",
            "pregnancy of a named employee",
            "pregnant, due in March",
            "HR note: {n} is pregnant, due in March; adjust shifts",
            "hr_note",
            "any",
        ),
        (
            "health",
            "es",
            "disability record",
            "discapacidad motriz 60%",
            "{n} — discapacidad motriz 60%, requiere rampa",
            "apoyo",
            "any",
        ),
        (
            "bank-account",
            "es",
            "cuenta bancaria (no CLABE)",
            "0194827361",
            "Depositar a {n}, cuenta BBVA 0194827361",
            "deposito",
            "any",
        ),
        (
            "bank-account",
            "es",
            "número de cuenta Banorte",
            "1028374650",
            "Cuenta Banorte de {n}: 1028374650",
            "deposito",
            "any",
        ),
        (
            "salary",
            "es",
            "salary of a named employee",
            "$38,450.00 mensuales",
            "Sueldo de {n}: $38,450.00 mensuales brutos",
            "nomina",
            "any",
        ),
        (
            "student-id",
            "es",
            "matrícula of a named student",
            "A01734829",
            "Alumno {n}, matrícula A01734829, calificación final 8.7",
            "escolar",
            "any",
        ),
        (
            "religion",
            "es",
            "religious affiliation (dato sensible)",
            "testigo de Jehová",
            "{n} es testigo de Jehová y pidió no recibir transfusiones",
            "nota_medica",
            "any",
        ),
        (
            "search-query",
            "es",
            "a user's own search query with her name and number",
            "8119283746",
            "query: teléfono de {n} 8119283746 dónde vive",
            "query_extra",
            "data",
        ),
        (
            "geolocation",
            "en",
            "a user's precise location in a request",
            "19.361524,-99.180911",
            "user_location: {n} at 19.361524,-99.180911 (home)",
            "user_location",
            "data",
        ),
    ]
    for i, (kind, lang, form, v, t, key, place) in enumerate(rows):
        p = person(i + 1)
        out.append(it(kind, lang, form, v, t.format(n=p["full"]), key=key, place=place))
    return out


def accounts() -> list[dict[str, Any]]:
    A = "account-id"
    rows = [
        ("Stripe-Account header", "acct_1P" + alnum(14), "{v}", "Stripe-Account", "header"),
        (
            "acct_ in URL path",
            "acct_1O" + alnum(14),
            "POST https://api.stripe.com/v1/accounts/{v}/login_links",
            "request_line",
            "data",
        ),
        ("acct_ JSON-ish field", "acct_1N" + alnum(14), "destination: {v}", "transfer", "data"),
        ("OpenAI-Organization header", "org-" + alnum(24), "{v}", "OpenAI-Organization", "header"),
        (
            "openai-organization response header (slug)",
            "user-" + alnum(24).lower(),
            "{v}",
            "openai-organization",
            "header",
        ),
        ("OpenAI-Project header", "proj_" + alnum(24), "{v}", "OpenAI-Project", "header"),
        (
            "project field",
            "proj_" + alnum(10).lower(),
            "project={v} usage=1234 tokens",
            "usage_log",
            "data",
        ),
        (
            "anthropic-organization-id header (uuid)",
            hexs(8) + "-" + hexs(4) + "-4" + hexs(3) + "-a" + hexs(3) + "-" + hexs(12),
            "{v}",
            "anthropic-organization-id",
            "header",
        ),
        ("x-account cust-", "cust-" + digits(6), "{v}", "x-account", "header"),
        ("X-Customer-Id", "cus_" + alnum(14), "{v}", "X-Customer-Id", "header"),
        ("X-Tenant-Id", "tnt_" + alnum(12).lower(), "{v}", "X-Tenant-Id", "header"),
        ("X-Workspace-Id ws_", "ws_" + alnum(16), "{v}", "X-Workspace-Id", "header"),
        (
            "team_ in an error message",
            "team_" + alnum(24),
            "Error: team {v} has exceeded its monthly quota",
            "error_detail",
            "data",
        ),
        (
            "org_ in an organisation path",
            "org_" + alnum(20),
            "GET /v1/organizations/{v}/members?limit=20",
            "request_line",
            "data",
        ),
        ("user_ id field", "user_" + alnum(24), "created_by={v}", "audit", "data"),
        (
            "Twilio Account SID in URL path",
            "AC" + hexs(32),
            "https://api.twilio.com/2010-04-01/Accounts/{v}/Messages.json",
            "webhook_source",
            "data",
        ),
        (
            "AWS account id in an ARN",
            digits(12),
            "arn:aws:iam::{v}:role/scraper-lambda-exec",
            "role_arn",
            "data",
        ),
        (
            "AWS account id in an SQS URL",
            digits(12),
            "https://sqs.us-east-1.amazonaws.com/{v}/capturas-pendientes",
            "queue_url",
            "data",
        ),
        (
            "GCP project number path",
            digits(12),
            "https://aiplatform.googleapis.com/v1/projects/{v}/locations/us-central1/endpoints/991",
            "endpoint",
            "data",
        ),
        (
            "GCP project id path",
            "scraper-mx-" + digits(6),
            "https://discoveryengine.googleapis.com/v1/projects/{v}/locations/global/collections",
            "endpoint",
            "data",
        ),
        (
            "GCP billing account",
            f"{alnum(6, '0123456789ABCDEF')}-{alnum(6, '0123456789ABCDEF')}-{alnum(6, '0123456789ABCDEF')}",
            "billingAccountName: billingAccounts/{v}",
            "billing",
            "data",
        ),
        (
            "Azure subscription in path",
            f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}",
            "/subscriptions/{v}/resourceGroups/rg-busqueda/providers/Microsoft.Search",
            "resource_id",
            "data",
        ),
        (
            "Cloudflare account in path",
            hexs(32),
            "https://api.cloudflare.com/client/v4/accounts/{v}/ai/run/@cf/meta/llama-3",
            "cf_url",
            "data",
        ),
        ("Cloudflare account env", hexs(32), "CLOUDFLARE_ACCOUNT_ID={v}", "env", "data"),
        (
            "Google Ads login-customer-id",
            f"{digits(3)}-{digits(3)}-{digits(4)}",
            "{v}",
            "login-customer-id",
            "header",
        ),
        (
            "Mercado Pago collector_id",
            digits(10),
            "collector_id: {v}, status: approved",
            "mp_payment",
            "data",
        ),
        (
            "Mercado Pago user_id in path",
            digits(9),
            "GET /users/{v}/mercadopago_account/balance",
            "request_line",
            "data",
        ),
        ("Shopify shop id header", digits(11), "{v}", "X-Shopify-Shop-Id", "header"),
        (
            "Slack team id",
            "T0" + alnum(9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
            "team_id={v}&channel_id=C05ABCD1234",
            "slash_command",
            "data",
        ),
        (
            "Vercel team in query",
            "team_" + alnum(24),
            "GET /v9/projects?teamId={v}",
            "request_line",
            "data",
        ),
        (
            "Supabase project ref in host",
            alnum(20, "abcdefghijklmnopqrstuvwxyz"),
            "https://{v}.supabase.co/rest/v1/capturas?select=*",
            "db_url",
            "data",
        ),
        ("workspace_id field", "wrk_" + alnum(18), "workspace_id: {v}", "meta", "data"),
        (
            "accountId generic",
            "A-" + digits(5) + "-MX",
            "accountId={v} plan=pro",
            "billing_log",
            "data",
        ),
        (
            "subscriber id",
            "sub_" + alnum(14),
            "subscription: {v} (cliente desde 2021)",
            "suscripcion",
            "data",
        ),
        (
            "Firecrawl team in error",
            "team-" + hexs(8),
            "Insufficient credits for {v}",
            "error_msg",
            "data",
        ),
        (
            "Pinecone project in host",
            alnum(7, "abcdefghijklmnopqrstuvwxyz0123456789"),
            "https://capturas-idx-{v}.svc.aped-4627-b74a.pinecone.io/query",
            "index_host",
            "data",
        ),
        (
            "x-goog-user-project header",
            "tesis-busqueda-" + digits(6),
            "{v}",
            "x-goog-user-project",
            "header",
        ),
        ("Algolia-like x-account-id header", "ACC" + digits(8), "{v}", "X-Account-Id", "header"),
        (
            "Datadog org in URL",
            digits(6),
            "https://app.datadoghq.com/dashboard/abc-123?org_id={v}",
            "dashboard",
            "data",
        ),
        (
            "Azure OpenAI resource + deployment",
            "aoai-mx-" + alnum(6, "abcdefghijklmnopqrstuvwxyz0123456789"),
            "https://{v}.openai.azure.com/openai/deployments/gpt4o/chat/completions",
            "aoai_url",
            "data",
        ),
        (
            "HubSpot portal id",
            digits(8),
            "https://app.hubspot.com/contacts/{v}/objects/0-1",
            "crm_link",
            "data",
        ),
        (
            "customer_number next to account key",
            "CN-" + digits(7),
            "account: {{customer_number: {v}}}",
            "cuenta",
            "data",
        ),
        ("Brave subscription id", "sub-" + hexs(16), "subscriptionId={v}", "brave_meta", "data"),
        (
            "Tavily account in usage URL",
            "acc_" + alnum(16),
            "https://api.tavily.com/usage?account={v}",
            "usage_url",
            "data",
        ),
        (
            "Anthropic workspace id",
            "wrkspc_" + alnum(24),
            "anthropic workspace: {v}",
            "ws_note",
            "data",
        ),
        (
            "GitHub org id in path",
            digits(8),
            "GET /organizations/{v}/repos",
            "request_line",
            "data",
        ),
        (
            "Auth0 tenant id",
            "dev-" + alnum(16, "abcdefghijklmnopqrstuvwxyz0123456789"),
            "https://{v}.us.auth0.com/oauth/token",
            "token_url",
            "data",
        ),
        ("OpenRouter user field", "usr_" + alnum(20), "x-openrouter-user: {v}", "routing", "data"),
        (
            "SerpAPI account id",
            hexs(24),
            "account_id: {v}, plan: Developer",
            "serpapi_account",
            "data",
        ),
        ("Jina account id header", "jina-acct-" + digits(7), "{v}", "X-Jina-Account", "header"),
    ]
    out = []
    for _i, (form, v, t, key, place) in enumerate(rows):
        out.append(it("account-id", "en", form, v, t.format(v=v), key=key, place=place, family=A))
    return out


def all_items() -> list[dict[str, Any]]:
    return birth_dates() + addresses() + ids_items() + phones() + emails() + others() + accounts()
