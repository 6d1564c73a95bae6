# ruff: noqa: E501
"""Personal data of natural persons and account ids (label ``personal``), all invented.

Each entry: kind, lang, form, value (the datum as written), text (one line holding it),
optionally ``key`` (JSON/YAML field name), ``header`` (a recorded header name: the text is
its value) or ``snippet`` (raw HTML for pages; otherwise the text is escaped into a tag).
"""

from __future__ import annotations

import base64
import random
from typing import Any
from urllib.parse import quote

import ids

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
    "Brenda",
    "Ricardo",
    "Mariana",
    "Emiliano",
    "Daniela",
    "Óscar",
    "Regina",
    "Santiago",
    "Fernanda",
    "Joaquín",
    "Valeria",
    "Iñaki",
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
    "Romero",
]
PT_FIRST = ["João Pedro", "Ana Clara", "Luíza", "Thiago", "Beatriz", "Gabriel", "Larissa"]
PT_LAST = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida"]
EN_FIRST = ["Emily", "Michael", "Sarah", "David", "Jessica", "Kevin", "Laura"]
EN_LAST = ["Walker", "Thompson", "Nguyen", "Patel", "O'Brien", "Miller", "Brooks"]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
]
COLONIAS = [
    "Col. Del Valle",
    "Col. Narvarte Poniente",
    "Col. Jardines del Bosque",
    "Col. Centro",
    "Col. Lomas de Santa Fe",
    "Fracc. Villas del Sol",
    "Col. San Pedro de los Pinos",
    "Col. Mitras Centro",
    "Barrio de Santiago",
    "Col. Reforma Social",
]
CIUDADES = [
    "Benito Juárez, CDMX",
    "Zapopan, Jal.",
    "Monterrey, N.L.",
    "Celaya, Gto.",
    "Puebla, Pue.",
    "Mérida, Yuc.",
    "Querétaro, Qro.",
    "Tlalnepantla, Edo. Méx.",
]


def name(r: random.Random, lang: str = "es") -> str:
    if lang == "pt":
        return f"{r.choice(PT_FIRST)} {r.choice(PT_LAST)}"
    if lang == "en":
        return f"{r.choice(EN_FIRST)} {r.choice(EN_LAST)}"
    return f"{r.choice(FIRST)} {r.choice(LAST)} {r.choice(LAST)}"


def _ascii(s: str) -> str:
    tr = str.maketrans("áéíóúñüÁÉÍÓÚÑ", "aeiounuAEIOUN")
    return s.translate(tr)


def local(r: random.Random, nm: str, accented: bool = False) -> str:
    parts = nm.lower().replace("'", "").split()
    base = r.choice(
        [
            f"{parts[0]}.{parts[-1]}",
            f"{parts[0]}{parts[1][:1]}{r.randint(70, 99)}",
            f"{parts[0][:1]}{parts[-2]}{r.randint(1, 999)}",
            f"{parts[0]}_{parts[-1]}",
        ]
    )
    return base if accented else _ascii(base)


def E(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    d = {"kind": kind, "lang": lang, "form": form, "value": value, "text": text}
    d.update(kw)
    return d


def phone_notations(n: str) -> list[tuple[str, str]]:
    a, rest = (n[:2], n[2:]) if n[:2] in ("55", "56", "33", "81") else (n[:3], n[3:])
    h = len(rest) // 2
    return [
        ("+52 spaced", f"+52 {a} {rest[:h]} {rest[h:]}"),
        ("+52 1 mobile", f"+52 1 {a} {rest[:h]} {rest[h:]}"),
        ("044 prefix", f"044 {a} {rest[:h]} {rest[h:]}"),
        ("045 prefix", f"045 {a} {rest}"),
        ("parenthesised area", f"({a}) {rest[:h]}-{rest[h:]}"),
        ("dotted", f"{a}.{rest[:h]}.{rest[h:]}"),
        ("hyphenated", f"{a}-{rest[:h]}-{rest[h:]}"),
        ("bare 10 digits", n),
        ("+52 compact", f"+52{n}"),
        ("+52 (area)", f"+52 ({a}) {rest}"),
        ("E.164 +521", f"+521{n}"),
    ]


def build(seed: int = 2501) -> list[dict[str, Any]]:
    r = random.Random(seed)
    out: list[dict[str, Any]] = []

    # ---------------- CURP
    curp_tpl = [
        (
            "es",
            "form-encoded body",
            "curp",
            "nombre={nm_q}&curp={v}&plantel=CBTIS+171&turno=matutino",
        ),
        ("es", "GraphQL variables", "variables", '{{"input":{{"curp":"{v}","nombre":"{nm}"}}}}'),
        (
            "es",
            "SOAP fragment",
            "soap_body",
            "<ns2:consultarCurp><curp>{v}</curp></ns2:consultarCurp>",
        ),
        ("es", "CSV row", "csv_row", "{nm},{v},3er grado,grupo B"),
        (
            "es",
            "server log line",
            "log",
            "2024-03-11T09:14:02Z INFO renapo.lookup ok curp={v} ms=212",
        ),
        (
            "es",
            "prose, school enrolment",
            None,
            "Inscripción de {nm}, CURP {v}, al 2.º de primaria.",
        ),
        (
            "es",
            "query string",
            "url",
            "https://tramites.example.mx/api/v2/citas?curp={v}&fecha=2024-05-02&modulo=14",
        ),
        (
            "en",
            "nested JSON customer",
            "customer",
            '{{"customer":{{"full_name":"{nm}","national_id":"{v}"}}}}',
        ),
        (
            "pt",
            "prose",
            None,
            "A paciente {nm} apresentou o CURP {v} na recepção do hospital em Tijuana.",
        ),
        ("es", "XML attribute", "xml", '<Receptor Nombre="{nm}" Curp="{v}" UsoCFDI="S01"/>'),
    ]
    for i in range(32):
        v = ids.curp(r)
        form_case = i % 4
        if form_case == 1:
            v = v.lower()
        elif form_case == 2:
            v = f"{v[:4]} {v[4:10]} {v[10:16]} {v[16:]}"
        elif form_case == 3:
            v = f"{v[:4]}-{v[4:10]}-{v[10:16]}-{v[16:]}"
        lang, form, key, t = curp_tpl[i % len(curp_tpl)]
        nm = name(r, lang)
        out.append(
            E(
                "curp",
                lang,
                f"{['upper', 'lower', 'spaced', 'hyphenated'][form_case]}; {form}",
                v,
                t.format(v=v, nm=nm, nm_q=quote(nm).replace("%20", "+")),
                key=key,
            )
        )

    # ---------------- RFC persona física
    rfc_tpl = [
        ("es", "form-encoded body", "body", "razon_social={nm_q}&rfc={v}&regimen=605&cp=44160"),
        (
            "es",
            "prose, invoice request",
            None,
            "Favor de facturar a nombre de {nm}, RFC {v}, uso G03.",
        ),
        (
            "es",
            "CFDI XML",
            "xml",
            '<cfdi:Receptor Rfc="{v}" Nombre="{nm_up}" DomicilioFiscalReceptor="06700"/>',
        ),
        ("es", "CSV row", "csv", "{v};{nm};honorarios;12500.00"),
        (
            "en",
            "JSON nested taxpayer",
            "payload",
            '{{"taxpayer":{{"rfc":"{v}","type":"individual"}}}}',
        ),
        ("es", "log line", "log", "WARN sat.validate rfc={v} status=NO_LOCALIZADO user={nm_q}"),
    ]
    for i in range(26):
        v = ids.rfc_fisica(r)
        if i % 5 == 1:
            v = v.lower()
        elif i % 5 == 2:
            v = f"{v[:4]}-{v[4:10]}-{v[10:]}"
        elif i % 5 == 3:
            v = f"{v[:4]} {v[4:10]} {v[10:]}"
        lang, form, key, t = rfc_tpl[i % len(rfc_tpl)]
        nm = name(r, lang)
        out.append(
            E(
                "rfc-persona-fisica",
                lang,
                form,
                v,
                t.format(v=v, nm=nm, nm_up=_ascii(nm).upper(), nm_q=quote(nm)),
                key=key,
            )
        )

    # ---------------- NSS
    nss_tpl = [
        (
            "es",
            "prose, IMSS appointment",
            None,
            "Recordatorio: {nm}, NSS {v}, cita en UMF 20 el 14/06 a las 8:40.",
        ),
        ("es", "form-encoded", "body", "nss={v}&tipo=incapacidad&dias=7"),
        (
            "es",
            "JSON array of employees",
            "empleados",
            '[{{"nombre":"{nm}","nss":"{v}","puesto":"almacén"}}]',
        ),
        ("en", "CSV payroll row", "csv", "{nm},{v},2024-Q1,8450.00"),
        ("es", "SOAP", "xml", "<imss:Asegurado><imss:NSS>{v}</imss:NSS></imss:Asegurado>"),
    ]
    for i in range(18):
        v = ids.nss(r)
        if i % 3 == 1:
            v = f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}"
        elif i % 3 == 2:
            v = f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:10]} {v[10]}"
        lang, form, key, t = nss_tpl[i % len(nss_tpl)]
        out.append(E("nss", lang, form, v, t.format(v=v, nm=name(r, lang)), key=key))

    # ---------------- INE clave de elector
    for i in range(12):
        v = ids.ine_clave(r)
        if i % 3 == 2:
            v = v.lower()
        nm = name(r)
        t = [
            f"Clave de elector de {nm}: {v}",
            f"ine_clave={v}&seccion={r.randint(100, 4999)}&vigencia=2029",
            f'{{"elector":{{"nombre":"{nm}","clave_elector":"{v}"}}}}',
        ][i % 3]
        out.append(
            E(
                "ine-clave-elector",
                "es",
                ["prose", "form-encoded", "nested JSON"][i % 3],
                v,
                t,
                key=["nota", "body", "padron"][i % 3],
            )
        )

    # ---------------- CLABE
    for i in range(16):
        v = ids.clabe(r)
        if i % 4 == 1:
            v = f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}"
        nm = name(r)
        t = [
            f"Depositar el reembolso a {nm}, CLABE {v} (BBVA).",
            f"beneficiario={quote(nm)}&clabe={v}&monto=3250.00&concepto=finiquito",
            f"<spei:Ordenante><spei:Nombre>{nm}</spei:Nombre><spei:Cuenta>{v}</spei:Cuenta></spei:Ordenante>",
            f"{nm};{v};nómina quincenal;15/03/2024",
        ][i % 4]
        out.append(
            E(
                "clabe",
                "es",
                ["prose", "form-encoded", "XML SPEI", "CSV"][i % 4],
                v,
                t,
                key=["comentario", "request_body", "xml", "fila"][i % 4],
            )
        )

    # ---------------- cards
    brands = ["visa", "mc", "mc2", "amex"]
    for i in range(16):
        raw = ids.card(r, brands[i % 4])
        if i % 3 == 1:
            v = " ".join(raw[j : j + 4] for j in range(0, len(raw), 4))
        elif i % 3 == 2:
            v = "-".join(raw[j : j + 4] for j in range(0, len(raw), 4))
        else:
            v = raw
        nm = name(r, ["es", "en", "pt", "es"][i % 4])
        t = [
            f"card_number={v}&exp_month=08&exp_year=2027&cardholder={quote(nm)}",
            f'{{"payment":{{"holder":"{nm}","pan":"{v}","cvv":"{r.randint(100, 999)}"}}}}',
            f"Cartão de crédito de {nm}: {v}, validade 11/28.",
            f"2024-02-19 18:22:07 ERROR charge failed pan={v} amount=1499.00 MXN",
        ][i % 4]
        out.append(
            E(
                "card",
                ["es", "en", "pt", "en"][i % 4],
                ["form-encoded", "nested JSON", "prose pt", "log line"][i % 4],
                v,
                t,
                key=["body", "data", "obs", "log"][i % 4],
            )
        )

    # ---------------- passports
    pp = [
        ("es", "G{d8}", "Pasaporte mexicano de {nm}: {v}, vence 2031."),
        ("es", "N{d8}", "pasaporte={v}&nacionalidad=MEX&titular={nm_q}"),
        ("en", "{d9}", "US passport no. {v} ({nm}), issued 2019."),
        ("pt", "F{L}{d6}", "Passaporte brasileiro {v} em nome de {nm}."),
        ("es", "PA{L}{d6}", "Pasaporte español n.º {v}, titular {nm}."),
        (
            "en",
            "{L}{L}{d6}",
            '{{"traveller":{{"name":"{nm}","passport_number":"{v}","country":"CA"}}}}',
        ),
        ("es", "G{d8}", '<pax nombre="{nm}" pasaporte="{v}" vuelo="AM0402"/>'),
    ]
    for i in range(16):
        lang, shape, t = pp[i % len(pp)]
        v = shape.format(
            d8=f"{r.randint(0, 99999999):08d}",
            d9=f"{r.randint(100000000, 999999999)}",
            d6=f"{r.randint(0, 999999):06d}",
            L=r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"),
        )
        nm = name(r, lang)
        out.append(
            E(
                "passport",
                lang,
                f"shape {shape}",
                v,
                t.format(v=v, nm=nm, nm_q=quote(nm)),
                key=["nota", "body", "remarks", "observacao", "nota", "booking", "xml"][i % 7],
            )
        )

    # ---------------- birth dates (narrative, employees, customers, minors)
    bd = [
        (
            "es",
            "long Spanish date, minor",
            "El menor {nm} nació el {d} de {mes} de {y} y cursa 4.º de primaria.",
            "{d} de {mes} de {y}",
        ),
        ("es", "dd/mm/yyyy", "Empleado: {nm} — fecha de nacimiento {dd}/{mm}/{y}", "{dd}/{mm}/{y}"),
        (
            "en",
            "English date",
            "{nm} (born March {d}, {y}) joined the support team last week.",
            "March {d}, {y}",
        ),
        (
            "pt",
            "Portuguese date",
            "O(a) cliente {nm}, nascido(a) em {d} de {mespt} de {y}, pediu revisão do contrato.",
            "{d} de {mespt} de {y}",
        ),
        (
            "es",
            "ISO in JSON",
            '{{"alumno":{{"nombre":"{nm}","fecha_nacimiento":"{y}-{mm}-{dd}"}}}}',
            "{y}-{mm}-{dd}",
        ),
        (
            "es",
            "form-encoded",
            "nombre={nm_q}&fnac={dd}%2F{mm}%2F{y}&sexo=M",
            "fnac={dd}%2F{mm}%2F{y}",
        ),
        ("en", "CSV", "{nm},{y}-{mm}-{dd},U12 roster", "{y}-{mm}-{dd}"),
        (
            "es",
            "prose, parish bulletin",
            "Bautizo de {nm}, con fecha de nacimiento {dd}-{mm}-{y}, de la familia del barrio.",
            "{dd}-{mm}-{y}",
        ),
    ]
    meses = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre"]
    mesespt = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto"]
    for i in range(24):
        lang, form, t, vt = bd[i % len(bd)]
        y = r.randint(1962, 2017)
        kw = dict(
            d=r.randint(2, 28),
            mes=r.choice(meses),
            mespt=r.choice(mesespt),
            y=y,
            dd=f"{r.randint(1, 28):02d}",
            mm=f"{r.randint(1, 12):02d}",
        )
        nm = name(r, lang)
        kw.update(nm=nm, nm_q=quote(nm))
        out.append(
            E(
                "birth-date",
                lang,
                form,
                vt.format(**kw),
                t.format(**kw),
                key=["descripcion", "comment", "notes", "nota", "data", "body", "row", "texto"][
                    i % 8
                ],
            )
        )

    # ---------------- home addresses
    calles = [
        "Calle Pino",
        "Av. Insurgentes Sur",
        "Privada Los Olivos",
        "Cerrada de Jazmín",
        "Calz. de Tlalpan",
        "Andador 7",
        "Calle Hidalgo",
        "Av. Revolución",
    ]
    for i in range(24):
        nm = name(r)
        addr = (
            f"{r.choice(calles)} {r.randint(3, 2999)}"
            + (f" int. {r.randint(1, 12)}" if i % 3 == 0 else "")
            + f", {r.choice(COLONIAS)}, C.P. {r.randint(1000, 99999):05d}, {r.choice(CIUDADES)}"
        )
        t = [
            f"Domicilio particular de {nm}: {addr}",
            f"Se renta cuarto, informes con {nm} en {addr}",
            f'{{"shipping":{{"recipient":"{nm}","address":"{addr}"}}}}',
            f"<Destinatario><Nombre>{nm}</Nombre><Domicilio>{addr}</Domicilio></Destinatario>",
            f"Entregar a {nm}, {addr} (tocar fuerte, vive en la planta alta).",
            f"paciente={quote(nm)}&domicilio={quote(addr)}&alergias=ninguna",
        ][i % 6]
        v = addr if i % 6 != 5 else quote(addr)
        out.append(
            E(
                "home-address",
                "es",
                ["label prose", "rental ad", "nested JSON", "XML", "delivery note", "form-encoded"][
                    i % 6
                ],
                v,
                t,
                key=["nota", "aviso", "order", "xml", "instrucciones", "body"][i % 6],
            )
        )

    # ---------------- phones
    ptpl = [
        ("es", "Comunícate con {nm} al {v}"),
        ("es", "{nm} {v}"),
        ("es", "mi cel es {v}, pregunta por {first}"),
        ("es", "tel={vq}&nombre={nm_q}&motivo=cotizacion"),
        ("en", "Call {nm} on her mobile {v} after 6pm."),
        ("pt", "O celular pessoal do {nm} é {v}."),
        ("es", "2024-04-02 10:11:09 sms.send to={vq} status=DELIVERED user={first}"),
        ("es", "{nm},{v},colonia Centro,lista de vecinos"),
        ("es", "Teléfono de casa de {nm}: {v}"),
        ("en", '{{"contact":{{"name":"{nm}","mobile":"{v}"}}}}'),
        ("es", '<Telefono tipo="celular">{v}</Telefono><!-- {first} -->'),
    ]
    for i in range(44):
        n = ids.mobile(r)
        nots = phone_notations(n)
        form, v = nots[i % len(nots)]
        lang, t = ptpl[i % len(ptpl)]
        nm = name(r, lang)
        out.append(
            E(
                "phone",
                lang,
                form,
                v if "{vq}" not in t else quote(v),
                t.format(v=v, vq=quote(v), nm=nm, nm_q=quote(nm), first=nm.split()[0]),
                key=[
                    "nota",
                    "texto",
                    "mensaje",
                    "body",
                    "comment",
                    "obs",
                    "log",
                    "csv",
                    "ficha",
                    "data",
                    "xml",
                ][i % 11],
            )
        )
    for i in range(10):
        n = ids.mobile(r)
        nm = name(r)
        if i % 3 == 0:
            v = f"https://wa.me/52{n}?text=Hola%20{quote(nm.split()[0])}"
            t = f"Escríbele a {nm} por WhatsApp: {v}"
        elif i % 3 == 1:
            v = f"https://api.whatsapp.com/send?phone=521{n}&text=Me%20interesa"
            t = f"WhatsApp personal de {nm}: {v}"
        else:
            v = f"tel:+52{n}"
            t = f'<a href="{v}">Llamar a {nm}</a>'
            out.append(E("whatsapp", "es", "tel: link in an anchor", v, t, snippet=f"<p>{t}</p>"))
            continue
        out.append(E("whatsapp", "es", "wa link", v, t, key="contacto"))

    # ---------------- e-mails
    for i in range(34):
        lang = ["es", "en", "pt", "es"][i % 4]
        nm = name(r, lang)
        dom = r.choice(FREEMAIL)
        acc = i % 6 == 0
        loc = local(r, nm, accented=acc)
        v = f"{loc}@{dom}"
        if i % 6 == 1:
            v = v.upper()
        mode = i % 7
        if mode == 0:
            t = f"From: {nm} <{v}>"
        elif mode == 1:
            t = f"email={quote(v)}&password_confirm=1&newsletter=on"
            v = quote(v)
        elif mode == 2:
            v = f"mailto:{v}?subject=Cotizaci%C3%B3n&cc=otro%40example.test"
            t = f'<a href="{v}">{nm}</a>'
            out.append(E("email", lang, "mailto with query, anchor", v, t, snippet=f"<li>{t}</li>"))
            continue
        elif mode == 3:
            t = f'{{"query":"mutation($u:UserInput!){{createUser(input:$u){{id}}}}","variables":{{"u":{{"name":"{nm}","email":"{v}"}}}}}}'
        elif mode == 4:
            t = f"Mi correo personal es {v}, escríbeme allí y no al del trabajo."
        elif mode == 5:
            t = f"{nm};{v};cliente frecuente;2023-11-02"
        else:
            t = f"<usuario><correo>{v}</correo><nombre>{nm}</nombre></usuario>"
        out.append(
            E(
                "email",
                lang,
                ["From header", "form-encoded", "", "GraphQL variables", "prose", "CSV", "XML"][
                    mode
                ]
                + ("; accented" if acc else "")
                + ("; upper case" if i % 6 == 1 else ""),
                v,
                t,
                key=["raw_headers", "body", "", "graphql", "mensaje", "csv", "xml"][mode],
            )
        )
    obf = [
        lambda a, d: f"{a} [arroba] {d.split('.')[0]} [punto] {'.'.join(d.split('.')[1:])}",
        lambda a, d: f"{a}(arroba){d.replace('.', '(punto)')}",
        lambda a, d: f"{a} at {d.split('.')[0]} dot {' dot '.join(d.split('.')[1:])}",
        lambda a, d: f"{a}[at]{d.replace('.', '[dot]')}",
        lambda a, d: f"{a} arroba {d.replace('.', ' punto ')}",
        lambda a, d: f"{a}&#64;{d}",
    ]
    for i in range(14):
        lang = ["es", "es", "en", "en", "es", "pt", "es"][i % 7]
        nm = name(r, lang)
        v = obf[i % len(obf)](local(r, nm), r.choice(FREEMAIL))
        t = [
            f"Escríbanle a {nm}: {v}",
            f"Contacto de {nm} — {v}",
            f"reach {nm} at {v}",
            f"{nm}'s personal address: {v}",
            f"correo de {nm}: {v}",
            f"E-mail do {nm}: {v}",
        ][i % 6]
        if "&#64;" in v:
            out.append(E("email-obfuscated", lang, "HTML entity @", v, t, snippet=f"<p>{t}</p>"))
        else:
            out.append(E("email-obfuscated", lang, "obfuscated", v, t, key="contacto"))

    # ---------------- users' IP addresses
    for i in range(12):
        ip = r.choice(
            [
                f"189.203.{r.randint(0, 255)}.{r.randint(1, 254)}",
                f"201.141.{r.randint(0, 255)}.{r.randint(1, 254)}",
                f"187.190.{r.randint(0, 255)}.{r.randint(1, 254)}",
                f"2806:2f0:{hex(r.randint(4096, 65535))[2:]}:{hex(r.randint(4096, 65535))[2:]}::{r.randint(1, 99)}",
            ]
        )
        u = local(r, name(r))
        t = [
            f'{ip} - {u} [12/Mar/2024:08:14:55 -0600] "POST /login HTTP/1.1" 200 512',
            f'{{"event":"login","user":"{u}","client_ip":"{ip}"}}',
            f"{ip}, 10.0.3.7",
        ][i % 3]
        if i % 3 == 2:
            out.append(
                E("ip-address", "en", "X-Forwarded-For header", ip, t, header="X-Forwarded-For")
            )
        else:
            out.append(
                E("ip-address", "en", ["access log line", "JSON event"][i % 3], ip, t, key="log")
            )

    # ---------------- sensitive data of persons (prose es/en/pt, fields)
    sens = [
        ("salary", "es", "Sueldo mensual de {nm}: $48,500.00 MXN netos", "$48,500.00 MXN"),
        ("salary", "en", "{nm}'s annual salary is USD 92,000 before bonus.", "USD 92,000"),
        ("salary", "pt", "O salário de {nm} é R$ 7.850,00 por mês.", "R$ 7.850,00"),
        (
            "salary",
            "es",
            "nombre={nm_q}&salario_mensual=31200&puesto=cajera",
            "salario_mensual=31200",
        ),
        (
            "salary",
            "es",
            '<Percepcion Concepto="Sueldo" Empleado="{nm}" ImporteGravado="27450.00"/>',
            'ImporteGravado="27450.00"',
        ),
        (
            "assets",
            "es",
            "{nm} declaró una casa en Coyoacán valuada en 6.2 millones y un saldo de 1.1 millones en Afore.",
            "valuada en 6.2 millones",
        ),
        (
            "assets",
            "en",
            "{nm} owns two rental flats and holds $340,000 in a brokerage account.",
            "$340,000 in a brokerage account",
        ),
        ("assets", "es", "Saldo de la cuenta de ahorro de {nm}: $212,330.18", "$212,330.18"),
        (
            "health",
            "es",
            "{nm} vive con VIH y recibe tratamiento antirretroviral en la clínica.",
            "vive con VIH",
        ),
        (
            "health",
            "es",
            "Diagnóstico de {nm}: diabetes mellitus tipo 2, insulina nocturna.",
            "diabetes mellitus tipo 2",
        ),
        (
            "health",
            "en",
            "{nm} was treated for major depressive disorder in 2022.",
            "major depressive disorder",
        ),
        (
            "health",
            "pt",
            "{nm} está grávida de 20 semanas e pediu licença.",
            "grávida de 20 semanas",
        ),
        (
            "health",
            "es",
            '{{"paciente":"{nm}","diagnostico":"esquizofrenia paranoide","cie10":"F20.0"}}',
            "esquizofrenia paranoide",
        ),
        (
            "health",
            "es",
            "La niña {nm} es alérgica a la penicilina y tiene TDAH, avisar a la maestra.",
            "tiene TDAH",
        ),
        ("health", "en", "patient={nm_q}&dx=HIV%2B&cd4=410", "dx=HIV%2B"),
        (
            "ethnic-origin",
            "es",
            "{nm} se identifica como indígena mixteca y habla tu'un savi.",
            "indígena mixteca",
        ),
        ("ethnic-origin", "en", "Ethnicity of {nm}: Afro-Mexican (self-reported).", "Afro-Mexican"),
        ("ethnic-origin", "es", '{{"empleado":"{nm}","origen_etnico":"tsotsil"}}', "tsotsil"),
        (
            "religion",
            "es",
            "{nm} es testigo de Jehová y no acepta transfusiones.",
            "testigo de Jehová",
        ),
        ("religion", "pt", "{nm} é muçulmano e pediu folga na sexta-feira.", "é muçulmano"),
        ("religion", "es", "nombre={nm_q}&religion=evangelica&bautizado=si", "religion=evangelica"),
        ("sexual-life", "es", "{nm} es gay y pidió que no se comente en la oficina.", "es gay"),
        (
            "sexual-life",
            "en",
            "{nm} disclosed being bisexual during the HR interview.",
            "being bisexual",
        ),
        (
            "sexual-life",
            "pt",
            "{nm} vive com o companheiro e é homossexual assumido.",
            "homossexual",
        ),
        (
            "criminal-record",
            "es",
            "{nm} tiene antecedentes penales por robo (causa 214/2019).",
            "antecedentes penales por robo",
        ),
        (
            "criminal-record",
            "en",
            "{nm} was convicted of DUI in 2018 and served probation.",
            "convicted of DUI",
        ),
        (
            "criminal-record",
            "es",
            '{{"candidato":"{nm}","antecedentes":"condena por fraude, 2016"}}',
            "condena por fraude",
        ),
        (
            "criminal-record",
            "pt",
            "{nm} cumpriu pena por tráfico entre 2012 e 2015.",
            "cumpriu pena por tráfico",
        ),
        (
            "union-membership",
            "es",
            "{nm} es afiliada al sindicato SNTE, sección 22.",
            "afiliada al sindicato SNTE",
        ),
        (
            "political-opinion",
            "es",
            "{nm} milita en un partido y reparte volantes los domingos.",
            "milita en un partido",
        ),
    ]
    for j, (kind, lang, t, v) in enumerate(sens):
        nm = name(r, lang)
        out.append(
            E(
                kind,
                lang,
                "narrative / field",
                v,
                t.format(nm=nm, nm_q=quote(nm)),
                key=["observaciones", "notes", "obs", "body", "xml"][j % 5],
            )
        )
    # plates
    for i in range(8):
        v = [
            f"{ids.tok(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-{r.randint(100, 999)}-{r.choice('ABCDEFGH')}",
            f"{ids.tok(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-{r.randint(10, 99)}-{r.randint(10, 99)}",
        ][i % 2]
        nm = name(r)
        t = [
            f"El auto de {nm}, placas {v}, quedó mal estacionado.",
            f"vehiculo=Versa+2019&placa={v}&propietario={quote(nm)}",
            f"{nm} maneja un Aveo gris con placas {v}.",
            f'{{"resident":"{nm}","plate":"{v}","parking":"B-14"}}',
        ][i % 4]
        out.append(
            E(
                "plate",
                "es",
                ["prose", "form-encoded", "prose", "JSON"][i % 4],
                v,
                t,
                key=["nota", "body", "texto", "data"][i % 4],
            )
        )

    # ---------------- account ids (family account-id)
    acct: list[tuple[str, str, str, str | None, str | None]] = []
    for i in range(52):
        s = i % 13
        if s == 0:
            v = f"acct_{ids.tok(r, 16)}"
            acct.append(
                (
                    "URL path",
                    v,
                    f"https://api.stripe.example/v1/accounts/{v}/balance?expand[]=pending",
                    "url",
                    None,
                )
            )
        elif s == 1:
            v = f"cust-{r.randint(10000, 999999)}"
            acct.append(("x-account header", v, v, None, "x-account"))
        elif s == 2:
            v = f"org-{ids.tok(r, 24)}"
            acct.append(("OpenAI-Organization header", v, v, None, "OpenAI-Organization"))
        elif s == 3:
            v = f"proj_{ids.tok(r, 24)}"
            acct.append(
                (
                    "project JSON field",
                    v,
                    f'{{"project":"{v}","model":"gpt-4o-mini"}}',
                    "request_meta",
                    None,
                )
            )
        elif s == 4:
            v = f"user_{ids.tok(r, 27)}"
            acct.append(("form-encoded", v, f"user_id={v}&plan=pro&seats=3", "body", None))
        elif s == 5:
            v = f"ws_{ids.hexs(r, 20)}"
            acct.append(
                (
                    "workspace in GraphQL variables",
                    v,
                    f'{{"operationName":"Members","variables":{{"workspaceId":"{v}","first":50}}}}',
                    "graphql",
                    None,
                )
            )
        elif s == 6:
            v = f"team_{ids.tok(r, 22)}"
            acct.append(
                (
                    "team in error message",
                    v,
                    f"Rate limit exceeded for team {v}. Upgrade your plan.",
                    "error",
                    None,
                )
            )
        elif s == 7:
            v = f"{r.randint(100000000000, 999999999999)}"
            acct.append(
                (
                    "AWS account id in ARN",
                    v,
                    f"arn:aws:iam::{v}:role/search-ingest",
                    "role_arn",
                    None,
                )
            )
        elif s == 8:
            v = f"C{ids.hexs(r, 10).upper()}"
            acct.append(("X-Customer-Id header", v, v, None, "X-Customer-Id"))
        elif s == 9:
            v = ids.uuid4(r)
            acct.append(
                (
                    "Azure subscription path",
                    v,
                    f"/subscriptions/{v}/resourceGroups/rg-search/providers/Microsoft.Bing/accounts/bing-prod",
                    "resource_id",
                    None,
                )
            )
        elif s == 10:
            v = f"org_{ids.tok(r, 18)}"
            acct.append(
                (
                    "org path in log line",
                    v,
                    f"GET /v1/organizations/{v}/usage?start=2024-04-01&end=2024-04-30 200",
                    "log",
                    None,
                )
            )
        elif s == 11:
            v = f"{r.randint(100000, 999999)}-{ids.hexs(r, 6)}"
            acct.append(
                (
                    "customer in nested JSON",
                    v,
                    f'{{"billing":{{"customer":{{"id":"{v}","tier":"enterprise"}}}}}}',
                    "billing",
                    None,
                )
            )
        else:
            v = f"prj-{ids.tok(r, 6).lower()}-{r.randint(100000, 999999)}"
            acct.append(
                (
                    "GCP project in query string",
                    v,
                    f"https://console.cloud.example/apis/credentials?project={v}&authuser=1",
                    "url",
                    None,
                )
            )
    for form, v, t, key, header in acct:
        d = E("account-id", "en", form, v, t, family="account-id")
        if header:
            d["header"] = header
        else:
            d["key"] = key
        out.append(d)

    # base64-encoded personal JSON is left out (not readable as a datum at its line).
    _ = base64
    return out
