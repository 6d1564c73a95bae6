"""Personal data and account ids as people write them: tickets, chats, forums, ads, CVs.

Each entry: ``kind``, ``lang``, ``form``, ``lines`` (the text, one message / paragraph per
line; the datum ``value`` sits whole on one of them), ``family``; optionally ``html``
(raw HTML rows used instead of escaped ``lines`` for a page) and ``header`` (plant as a
recorded HTTP header named so, in a cassette's ``headers``).
"""

from __future__ import annotations

import random
from typing import Any

from values import (
    COLONIAS,
    FIRST_ES,
    FREEMAIL,
    HEX,
    LOWER_DIG,
    MESES,
    MESES_PT,
    MONTHS_EN,
    MUNIS,
    SHOPS,
    STREETS,
    WORDS_EN,
    WORDS_ES,
    WORDS_PT,
    birth,
    br_mobile,
    card,
    cedula_co,
    clabe,
    cpf,
    cuil_ar,
    curp,
    digits,
    dni_es,
    dni_pe,
    fmt_mx,
    group,
    in_words,
    ine_clave,
    mx_mobile,
    name_en,
    name_es,
    name_pt,
    nie_es,
    nss,
    passport_mx,
    pick,
    rfc_fisica,
    rnd,
    rut_cl,
    ssn,
    us_phone,
    uuid4,
)

Entry = dict[str, Any]


def E(kind: str, lang: str, form: str, lines: list[str], value: str, **kw: Any) -> Entry:
    e = {"kind": kind, "lang": lang, "form": form, "lines": lines, "value": value}
    e["family"] = kw.pop("family", "personal")
    e.update(kw)
    return e


def _mail_local(rng: random.Random, name: str) -> str:
    parts = name.lower().split()
    first = parts[0]
    last = parts[-1]
    styles = [
        f"{first}.{last}",
        f"{first[0]}{last}{rng.randint(70, 99)}",
        f"{first}_{last}{rng.randint(1, 9)}",
        f"{last}.{first}{rng.randint(10, 40)}",
    ]
    return pick(rng, styles).replace(" ", "")


def phones(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        nm = name_es(rng)
        num = mx_mobile(rng)
        ph = fmt_mx(num, i)
        first = nm.split()[0]
        t = i % 15
        if t == 0:
            lines = [
                f"Hola buenas tardes, me llamo {nm} y no me ha llegado mi pedido.",
                f"mi cel es {ph} por si necesitan llamarme",
            ]
        elif t == 1:
            lines = [
                "Cliente: oigan ya van 3 días y nada",
                f"Cliente: márquenme al {ph}, soy {first}",
            ]
        elif t == 2:
            lines = [
                f"Vendo refri Mabe 14 pies, funciona perfecto. Informes con {first} al {ph} (whats o llamada)"
            ]
        elif t == 3:
            lines = [f"Saludos, {nm}", f"Cel. {ph}"]
        elif t == 4:
            lines = ["Agente: ¿me confirma un número de contacto?", f"Usuario: si claro es el {ph}"]
        elif t == 5:
            a = 2 if num[:2] in ("55", "33", "81") else 3
            sp = " 📱 ".join([num[:a], num[a:6], num[6:]])
            ph = sp
            lines = [
                f"Rento cuarto amueblado cerca del metro, solo estudiantes. Pregunten por {first} {sp}"
            ]
        elif t == 6:
            w = in_words(num, WORDS_ES)
            ph = w
            lines = [
                f"{first}: para que no me lo bloquee el bot se los escribo en letras",
                f"{first}: {w}",
            ]
        elif t == 7:
            lines = [
                f"Buen producto, llegó a tiempo. Si alguien tiene dudas me pueden preguntar al {ph} ({first})"
            ]
        elif t == 8:
            lines = [f"Reglas del grupo Vecinos Privada Cedros: 1) nada de spam. Admin: {nm} {ph}"]
        elif t == 9:
            lines = [f"Reporte de falla. Contacto del cliente: {nm}", f"Tel. particular: {ph}"]
        elif t == 10:
            lines = [f"el cliente dijo que su número es {ph} y que le llamen después de las 6"]
        elif t == 11:
            lines = [f"CURRICULUM VITAE — {nm}", f"Teléfono: {ph} | Disponibilidad inmediata"]
        elif t == 12:
            ph = br_mobile(rng)
            nm = name_pt(rng)
            lines = [f"Oi, aqui é {nm.split()[0]}, meu celular é {ph}, pode chamar no zap"]
            out.append(E("phone", "pt", "pt-BR mobile, first person, chat", lines, ph))
            continue
        elif t == 13:
            ph = us_phone(rng)
            lines = [
                f"Thanks! — {name_en(rng)}, call me at {ph} if the courier can't find the gate"
            ]
            out.append(E("phone", "en", "US phone in a delivery note", lines, ph))
            continue
        else:
            ph = f"+34 6{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"
            lines = [f"Hola, soy {first} de Valencia, mi móvil es el {ph}, llamadme por la tarde"]
            out.append(E("phone", "es", "Spanish mobile, first person, forum", lines, ph))
            continue
        out.append(E("phone", "es", f"MX phone style {i % 12}, template {t}", lines, ph))
    # split across two lines: label on one, number on the next
    return out


def whatsapp(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        num = mx_mobile(rng)
        first = pick(rng, FIRST_ES)
        t = i % 4
        if t == 0:
            v = f"https://wa.me/521{num}"
            html = [
                f'<p>Vendo bici rodada 26, mándame mensaje <a href="{v}">aquí</a> — {first}</p>'
            ]
            lines = [f"Vendo bici rodada 26, mándame mensaje aquí {v} — {first}"]
            out.append(E("whatsapp", "es", "wa.me link of a private seller", lines, v, html=html))
        elif t == 1:
            v = f"https://api.whatsapp.com/send?phone=52{num}&text=Hola"
            hv = v.replace("&", "&amp;")
            html = [f'<p>{first} (dueña): <a href="{hv}">escríbeme por WhatsApp</a></p>']
            out.append(
                E(
                    "whatsapp",
                    "es",
                    "api.whatsapp.com link with text",
                    [f"{first} (dueña): {v}"],
                    v,
                    html=html,
                    html_value=hv,
                )
            )
        elif t == 2:
            v = fmt_mx(num, 3)
            lines = [f"mi whats es {v} mándame foto del ticket porfa", f"— {first}"]
            out.append(E("whatsapp", "es", "'mi whats es' in a chat", lines, v))
        else:
            v = fmt_mx(num, 9)
            lines = [f"Grupo 'Mamás 3°B': {first} {pick(rng, ['Nava', 'Trejo', 'Solís'])} wa {v}"]
            out.append(E("whatsapp", "es", "WhatsApp group member list", lines, v))
    return out


def emails(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        nm = name_es(rng)
        local = _mail_local(rng, nm)
        dom = pick(rng, FREEMAIL)
        t = i % 10
        v = f"{local}@{dom}"
        if t == 0:
            lines = [f"Hola, soy {nm.split()[0]}, mi correo es {v}, ahí me mandan la factura"]
        elif t == 1:
            loc = (
                pick(rng, ["josé", "maría.josé", "iñaki", "andrés", "begoña", "ramón"])
                + f".{nm.split()[-1].lower()}"
            )
            v = f"{loc}@{dom}"
            lines = [f"Escribí a soporte desde {v} pero me rebota"]
        elif t == 2:
            v = v.upper()
            lines = [f"CORREO: {v}", "FAVOR DE CONFIRMAR MI CITA"]
        elif t == 3:
            v = f"mailto:{local}@{dom}?subject=Renta%20depto"
            html = [
                f'<p>Depto en renta, 2 recámaras. Dueño directo: <a href="{v}">mándame correo</a></p>'
            ]
            out.append(
                E(
                    "email",
                    "es",
                    "mailto with query in an owner's rental ad",
                    [f"Dueño directo: {v}"],
                    v,
                    html=html,
                )
            )
            continue
        elif t == 4:
            lines = [
                f"De: {nm} <{v}>",
                "Enviado: martes, 4 de marzo de 2025 09:12",
                "Asunto: RE: Reembolso pedido 88213",
            ]
        elif t == 5:
            lines = [f"> El 12/02/2025, {nm} <{v}> escribió:", "> Ya les mandé los documentos"]
        elif t == 6:
            nme = name_en(rng)
            loc = f"{nme.split()[0].lower()}.{nme.split()[1].lower()}{rng.randint(1, 99)}"
            v = f"{loc}@{pick(rng, ['gmail.com', 'yahoo.com', 'outlook.com'])}"
            lines = [f"Hi, {nme} here — please send the refund confirmation to {v}"]
            out.append(E("email", "en", "personal e-mail in an English ticket", lines, v))
            continue
        elif t == 7:
            nmp = name_pt(rng)
            loc = f"{nmp.split()[0].lower()}.{nmp.split()[1].lower()}"
            v = f"{loc}@{pick(rng, ['gmail.com', 'hotmail.com', 'uol.com.br', 'bol.com.br'])}"
            lines = [f"Meu e-mail é {v}, aguardo retorno"]
            out.append(E("email", "pt", "personal e-mail, pt-BR first person", lines, v))
            continue
        elif t == 8:
            lines = [
                f"Postulación vacante Auxiliar Contable — {nm}",
                f"E-mail: {v} · Cel. disponible por correo",
            ]
        else:
            lines = [f"el cliente pide que le escriban a {v} porque no contesta el teléfono"]
        out.append(E("email", "es", f"personal e-mail, template {t}", lines, v))
    return out


def emails_obf(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        nm = name_es(rng)
        local = _mail_local(rng, nm)
        dom, tld = pick(
            rng, [("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com.mx")]
        )
        t = i % 6
        forms = [
            f"{local} [arroba] {dom} [punto] {tld}",
            f"{local} (arroba) {dom} (punto) {tld}",
            f"{local} at {dom} dot {tld}",
            f"{local}[at]{dom}[dot]{tld}",
            f"{local} arroba {dom} punto {tld}",
            f"{local} @ {dom} . {tld}",
        ]
        v = forms[t]
        lang = "en" if t in (2, 3) else "es"
        lines = [f"{'Write me' if lang == 'en' else 'Escríbanme'} ({nm.split()[0]}): {v}"]
        if t == 4:
            lines = ["para que no me llegue spam lo pongo así:", v]
        out.append(E("email-obfuscated", lang, f"obfuscated e-mail form {t}", lines, v))
    return out


def curps(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        c = curp(rng)
        nm = name_es(rng)
        t = i % 8
        v = [c, c.lower(), group(c, [4, 6, 6, 2]), group(c, [4, 6, 6, 2], "-"), c, c, c.lower(), c][
            t
        ]
        tpl = [
            [f"Cliente: mi curp es {v}", "Cliente: la necesitan para la factura?"],
            [f"me llamo {nm} y mi curp es {v} ya la revisé en el portal"],
            [f"Agente: el cliente dijo que su CURP es {v}, la capturo en el sistema"],
            [f"Inscripción ciclo 2025-2026. Alumno(a): {nm}", f"CURP: {v}"],
            ["Mi CURP (por si la piden para la beca):", v],
            [f"Solicitante: {nm}. CURP {v}. Motivo: cobro indebido de comisión."],
            [f"{nm.split()[0]} 10:41 a. m.: {v} esa es mi curp"],
            [f"Hola buen día, adjunto mi CURP {v} y mi INE para la cita del IMSS"],
        ][t]
        out.append(E("curp", "es", f"CURP variant {t}", tpl, v))
    return out


def rfcs(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        r = rfc_fisica(rng)
        nm = name_es(rng)
        t = i % 6
        v = [r, r.lower(), f"{r[:4]}-{r[4:10]}-{r[10:]}", f"{r[:4]} {r[4:10]} {r[10:]}", r, r][t]
        tpl = [
            [f"Buenas, necesito factura a nombre de {nm}, RFC {v}, uso CFDI G03"],
            [f"mi rfc es {v} y el régimen es 612"],
            ["Datos de facturación:", f"RFC: {v}", "C.P. fiscal en mi constancia"],
            [f"{nm.split()[0]}: te paso mi RFC {v}"],
            [f"Queja ante CONDUSEF. Usuario: {nm}, RFC {v}, cuenta de nómina"],
            [f"Recibí de {nm} (RFC {v}) la cantidad de $6,500.00 por concepto de renta"],
        ][t]
        out.append(E("rfc-persona-fisica", "es", f"RFC persona física variant {t}", tpl, v))
    return out


def nsss(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        s = nss(rng)
        t = i % 4
        v = [s, f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}", f"{s[:4]} {s[4:8]} {s[8:]}", s][t]
        first = pick(rng, FIRST_ES)
        tpl = [
            [f"Hola, mi número de seguro social es {v}, no me aparece la semana cotizada"],
            [f"NSS del trabajador: {v}", f"Nombre: {name_es(rng)}"],
            [f"{first}: mi nss {v}", f"{first}: ¿me pueden dar de alta hoy?"],
            [f"Solicitud de empleo. {name_es(rng)}. IMSS {v}. Experiencia: 3 años en almacén."],
        ][t]
        out.append(E("nss", "es", f"NSS variant {t}", tpl, v))
    return out


def clabes(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        c = clabe(rng)
        t = i % 4
        v = [c, group(c, [3, 3, 11, 1]), group(c, [4, 4, 4, 4, 2]), c][t]
        nm = name_es(rng)
        tpl = [
            [f"Para el reembolso deposítenme a mi CLABE {v} a nombre de {nm}"],
            ["Cliente: la clabe es", f"Cliente: {v}", "Cliente: banco BBVA"],
            [f"Pago de la tanda: {nm.split()[0]} CLABE {v}"],
            [f"Depósito de garantía del depa a la cuenta del propietario ({nm}), CLABE: {v}"],
        ][t]
        out.append(E("clabe", "es", f"CLABE variant {t}", tpl, v))
    return out


def cards(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        brand = ["visa", "mc", "mc2", "amex"][i % 4]
        c = card(rng, brand)
        t = i % 5
        if brand == "amex":
            v = group(c, [4, 6, 5]) if t % 2 else c
        else:
            v = [c, group(c, [4, 4, 4, 4]), group(c, [4, 4, 4, 4], "-"), c, group(c, [4, 4, 4, 4])][
                t
            ]
        tpl = [
            [f"me cobraron dos veces en mi tarjeta {v}, exijo la devolución"],
            ["Usuario: te paso los datos de la tarjeta", f"Usuario: {v} vence 08/28"],
            [f"Queja PROFECO: cargo no reconocido a la tarjeta {v} el 02/01/2025"],
            [f"Customer wrote: my card {v} was charged twice for order 55120"],
            [f"Cartão final errado, o número completo é {v}"],
        ][t]
        lang = "en" if t == 3 else ("pt" if t == 4 else "es")
        out.append(E("card", lang, f"{brand} card, variant {t}", tpl, v))
    return out


def ines(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        c = ine_clave(rng)
        v = c.lower() if i % 3 == 2 else c
        tpl = [
            [f"Clave de elector: {v}", "Sección 1432"],
            [f"mi clave de elector es {v}, la de la credencial nueva"],
            [f"El cliente dictó su clave de elector {v} para validar identidad"],
        ][i % 3]
        out.append(E("ine-clave-elector", "es", f"INE clave de elector variant {i % 3}", tpl, v))
    return out


def passports(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        t = i % 7
        nm = name_es(rng)
        if t <= 2:
            v = passport_mx(rng)
            tpl = [
                [f"Para el boleto: {nm}, pasaporte {v}, vigencia 2031"],
                ["Agente: ¿número de pasaporte?", f"Cliente: {v}"],
                [f"Mi pasaporte mexicano es el {v}, lo tramité en la SRE de Celaya"],
            ][t]
            out.append(E("passport", "es", f"MX passport variant {t}", tpl, v))
        elif t == 3:
            v = digits(rng, 9, first_nonzero=True)
            out.append(
                E(
                    "passport",
                    "en",
                    "US passport in a visa-help thread",
                    [f"My passport number is {v}, issued 2022, does that matter?"],
                    v,
                )
            )
        elif t == 4:
            v = rnd(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 6)
            out.append(
                E(
                    "passport",
                    "es",
                    "Spanish passport, forum",
                    [f"Os dejo mis datos para la reserva: pasaporte {v}, {nm.split()[0]}"],
                    v,
                )
            )
        elif t == 5:
            v = rnd(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 6)
            out.append(
                E(
                    "passport",
                    "pt",
                    "Brazilian passport, chat",
                    [f"Passaporte: {v} (validade 2030)"],
                    v,
                )
            )
        else:
            v = passport_mx(rng).lower()
            out.append(
                E(
                    "passport",
                    "es",
                    "MX passport lower case",
                    ["pasaporte", f"{v} es el mío, el de mi hijo lo mando después"],
                    v,
                )
            )
    return out


def _addr(rng: random.Random) -> str:
    muni, est = pick(rng, MUNIS)
    street = pick(rng, STREETS)
    num = rng.randint(3, 480)
    extra = pick(
        rng, ["", f" int. {rng.randint(1, 12)}", f" depto {rng.randint(101, 504)}", " Lt 4 Mz 12"]
    )
    return f"{street} {num}{extra}, {pick(rng, COLONIAS)}, C.P. {rng.randint(1000, 99999):05d}, {muni}, {est}"


def addresses(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        a = _addr(rng)
        nm = name_es(rng)
        t = i % 8
        if t == 0:
            lines = [f"Hola, me llamo {nm} y vivo en {a}, ahí mándenme el paquete"]
        elif t == 1:
            lines = ["Agente: ¿dirección de entrega?", f"Cliente: {a}"]
        elif t == 2:
            lines = [f"Domicilio particular: {a}", f"Nombre: {nm}"]
        elif t == 3:
            lines = [f"{nm}", a, "Entre calles Olmo y Sauce, portón negro"]
        elif t == 4:
            a = a.split(",")[0] + ", " + a.split(",")[1]
            lines = [
                f"Rento casa a estudiantes, yo vivo en la planta baja ({nm.split()[0]}), {a}, tocar fuerte"
            ]
        elif t == 5:
            lines = [f"Quejoso: {nm}, con domicilio en {a}, promueve queja contra Mueblería Encino"]
        elif t == 6:
            a = a.lower().replace("c.p.", "cp")
            lines = [f"{nm.split()[0]}: mi direccion es {a}"]
        else:
            lines = [f"Entrega programada para {nm}", f"Dirección: {a}"]
        out.append(E("home-address", "es", f"home address variant {t}", lines, a))
    return out


def births(rng: random.Random, n: int) -> list[Entry]:
    out = []
    for i in range(n):
        y, m, d = birth(rng)
        nm = name_es(rng)
        t = i % 9
        if t == 0:
            v = f"{d} de {MESES[m - 1]} de {y}"
            lines = [f"Me llamo {nm} y nací el {v} en Puebla"]
        elif t == 1:
            v = f"{d:02d}/{m:02d}/{y}"
            lines = [f"Nombre: {nm}", f"Fecha de nacimiento: {v}"]
        elif t == 2:
            v = f"{y}-{m:02d}-{d:02d}"
            lines = [f"paciente {nm}, fecha nac. {v}, alergia a penicilina"]
        elif t == 3:
            v = f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}"
            lines = [f"Agente: el cliente {nm} confirma F. NAC {v}"]
        elif t == 4:
            v = f"{d}/{m}/{str(y)[2:]}"
            lines = [
                f"{nm.split()[0]}: soy {nm.split()[0]} {nm.split()[1]}, nací el {v}, ya tengo la mayoría de edad"
            ]
        elif t == 5:
            v = f"{MONTHS_EN[m - 1]} {d}, {y}"
            lines = [f"Applicant: {name_en(rng)}. Date of birth: {v}"]
            out.append(E("birth-date", "en", "DOB in a pasted job application", lines, v))
            continue
        elif t == 6:
            v = f"{d} de {MESES_PT[m - 1]} de {y}"
            lines = [f"Meu nome é {name_pt(rng)}, nasci em {v}"]
            out.append(E("birth-date", "pt", "pt-BR first person birth date", lines, v))
            continue
        elif t == 7:
            v = f"{d:02d}.{m:02d}.{y}"
            lines = [f"CV — {nm}", f"Nacimiento: {v} · Estado civil: soltera"]
        else:
            v = f"{d} de {MESES[m - 1]} del {y}"
            lines = [f"Felicidades a nuestro compañero de liga {nm}, nacido el {v}"]
        out.append(E("birth-date", "es", f"birth date variant {t}", lines, v))
    return out


def foreign_ids(rng: random.Random) -> list[Entry]:
    out = []
    for i in range(10):
        v = cpf(rng)
        if i % 3 == 1:
            v = v.replace(".", "").replace("-", "")
        tpl = [
            [f"Olá, meu CPF é {v}, o pedido 48812 ainda não chegou"],
            ["Cliente: segue meu cpf", f"Cliente: {v}"],
            [f"Nome: {name_pt(rng)} · CPF {v} · Entrega em Campinas"],
        ][i % 3]
        out.append(E("cpf", "pt", f"CPF variant {i % 3}", tpl, v))
    for i in range(8):
        v = ssn(rng)
        tpl = [
            [f"my SSN is {v}, the form keeps rejecting it"],
            [f"Employee: {name_en(rng)} — SSN {v} — start date Monday"],
        ][i % 2]
        out.append(E("ssn", "en", f"US SSN variant {i % 2}", tpl, v))
    for i in range(6):
        v = dni_es(rng) if i % 2 == 0 else nie_es(rng)
        word = "DNI" if i % 2 == 0 else "NIE"
        out.append(
            E(
                "dni-es",
                "es",
                f"Spanish {word} in a forum post",
                [f"Buenas, os paso mi {word} {v} para la reserva del piso"],
                v,
            )
        )
    for _ in range(5):
        v = rut_cl(rng)
        out.append(
            E(
                "rut-cl",
                "es",
                "Chilean RUT in a ticket",
                [f"Hola, mi RUT es {v} y no puedo entrar a la app, porfa ayúdenme"],
                v,
            )
        )
    for _ in range(5):
        v = cuil_ar(rng)
        out.append(
            E(
                "cuil-ar",
                "es",
                "Argentine CUIL in a forum",
                [f"Che, les dejo mi CUIL {v} para que me carguen el alta"],
                v,
            )
        )
    for _ in range(4):
        v = cedula_co(rng)
        out.append(
            E(
                "cedula-co",
                "es",
                "Colombian cédula in a complaint",
                [f"Mi cédula es {v} y el banco no me responde el reclamo"],
                v,
            )
        )
    for _ in range(3):
        v = dni_pe(rng)
        out.append(
            E(
                "dni-pe",
                "es",
                "Peruvian DNI in a delivery chat",
                ["Courier: ¿DNI de quien recibe?", f"Cliente: {v}, {pick(rng, FIRST_ES)}"],
                v,
            )
        )
    return out


def account_ids(rng: random.Random, n: int) -> list[Entry]:
    out = []
    makers = [
        lambda: (
            f"cust_{rnd(rng, 14)}",
            "es",
            ["Hola, mi cuenta es {v} y no puedo descargar mis facturas"],
        ),
        lambda: (
            f"acct_1{rnd(rng, 15)}",
            "es",
            ["Agente: me compartes tu ID de cuenta de Stripe?", "Cliente: {v}"],
        ),
        lambda: (f"org-{rnd(rng, 24)}", "en", ["Support asked for our org id, it's {v}"]),
        lambda: (
            f"proj_{rnd(rng, 24)}",
            "en",
            ["project id {v} (the one with the failing billing)"],
        ),
        lambda: (
            f"ws_{rnd(rng, 12, LOWER_DIG)}",
            "es",
            ["Mi workspace es {v}, ahí están los 3 usuarios"],
        ),
        lambda: (f"team_{rnd(rng, 24)}", "en", ["Vercel team: {v} — deploys stuck since Friday"]),
        lambda: (f"user_{rnd(rng, 27)}", "en", ["Clerk user id for the affected account: {v}"]),
        lambda: (
            f"{rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            "en",
            ["Google Ads customer ID {v}, can you unlock billing?"],
        ),
        lambda: (
            f"{digits(rng, 12, True)}",
            "es",
            ["El ID de mi cuenta de AWS es {v}, me llegó un cargo raro"],
        ),
        lambda: (
            f"AC{rnd(rng, 32, HEX)}",
            "en",
            ["Twilio Account SID: {v} (trial upgraded yesterday)"],
        ),
        lambda: (
            rnd(rng, 32, HEX),
            "es",
            ["Cloudflare account id: {v} — no me deja agregar el dominio"],
        ),
        lambda: (uuid4(rng), "es", ["Tenant ID de Azure del cliente: {v}"]),
        lambda: (rnd(rng, 20, "abcdefghijklmnopqrstuvwxyz"), "en", ["Supabase project ref: {v}"]),
        lambda: (f"cus_{rnd(rng, 14)}", "pt", ["Meu ID de cliente é {v}, fui cobrado duas vezes"]),
        lambda: (
            f"{digits(rng, 10, True)}",
            "es",
            ["Mi número de usuario de Mercado Pago (collector_id) es {v}"],
        ),
        lambda: (f"org_{rnd(rng, 16)}", "en", ["Anthropic Console org: {v}"]),
        lambda: (
            f"cust-{digits(rng, 5, True)}",
            "es",
            ["el agente me pidió el x-account y es {v}"],
        ),
    ]
    for i in range(n):
        v, lang, tpl = makers[i % len(makers)]()
        lines = [t.replace("{v}", v) for t in tpl]
        out.append(
            E(
                "account-id",
                lang,
                f"account id maker {i % len(makers)}",
                lines,
                v,
                family="account-id",
            )
        )
    # a few as recorded headers
    hdrs = [
        ("X-Account-Id", f"acct_{rnd(rng, 16)}"),
        ("OpenAI-Organization", f"org-{rnd(rng, 24)}"),
        ("X-Customer-Id", f"cust-{digits(rng, 6, True)}"),
        ("X-Workspace-Id", f"ws_{rnd(rng, 14, LOWER_DIG)}"),
        ("OpenAI-Project", f"proj_{rnd(rng, 24)}"),
    ]
    for h, v in hdrs:
        out.append(
            E(
                "account-id",
                "en",
                f"recorded header {h}",
                [f"{h}: {v}"],
                v,
                family="account-id",
                header=h,
            )
        )
    return out


def build(rng: random.Random) -> list[Entry]:
    out: list[Entry] = []
    out += phones(rng, 62)
    out += whatsapp(rng, 12)
    out += emails(rng, 30)
    out += emails_obf(rng, 12)
    out += curps(rng, 24)
    out += rfcs(rng, 16)
    out += nsss(rng, 12)
    out += clabes(rng, 12)
    out += cards(rng, 14)
    out += ines(rng, 10)
    out += passports(rng, 14)
    out += addresses(rng, 24)
    out += births(rng, 22)
    out += foreign_ids(rng)
    out += account_ids(rng, 46)
    _ = SHOPS, WORDS_EN, WORDS_PT
    return out
