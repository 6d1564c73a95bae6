# ruff: noqa: E501
"""Context makers for held-out corpus 67: one datum in a sentence, chat line, log or CSV row,
env line, curl command, error message or HTML markup, written for this corpus (es/en/pt).

Each maker is called as ``maker(V, i)`` (V: ``values.Values``; i: the item's index within its
kind) and returns a dict with ``lang``, ``form``, ``value``, ``text`` (the one-line context
used in JSON/YAML) and optionally ``html`` (a one-line snippet; else the text is escaped and
wrapped), ``header`` ((name, value) for a recorded request header) and ``where``
(``any`` | ``html`` | ``data`` | ``header``).
"""

from __future__ import annotations

import html as _h

from values import AGENCIES, COLONIAS, COMPANIES, PLACES, STREETS, Values

MONTHS_ES = [
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
MON3 = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]


def esc(s: str) -> str:
    return _h.escape(s, quote=True)


def pick(templates, i):
    return templates[i % len(templates)]


def ctx(V: Values) -> dict:
    r = V.r
    p = V.person()
    q = V.person()
    comp, dom = r.choice(COMPANIES)
    city, state, cp2 = r.choice(PLACES)
    return {
        "p": p,
        "n": p["name"],
        "s": p["short"],
        "g": p["given"],
        "n2": q["name"],
        "g2": q["given"],
        "c": comp,
        "dom": dom,
        "city": city,
        "state": state,
        "cp": cp2 + f"{r.randint(0, 999):03d}",
        "street": r.choice(STREETS),
        "col": r.choice(COLONIAS),
        "num": r.randint(3, 2890),
        "int": r.randint(1, 40),
        "tk": r.randint(10000, 99999),
        "hh": f"{r.randint(7, 20):02d}:{r.randint(0, 59):02d}",
        "d": f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2024",
        "iso": f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z",
    }


def out(lang, form, value, text, html=None, header=None, where="any"):
    return {
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "html": html,
        "header": header,
        "where": where,
    }


def fill(t: str, c: dict, **kw) -> str:
    return t.format(**{**c, **kw})


# =============================================================================== personal


def curp(V, i):
    c = ctx(V)
    v = V.curp(c["p"])
    style = i % 5
    if style == 1:
        v = v.lower()
    elif style == 2:
        v = f"{v[:4]} {v[4:10]} {v[10:16]} {v[16:]}"
    elif style == 3:
        v = f"{v[:4]}-{v[4:10]}-{v[10:16]}-{v[16:]}"
    elif style == 4:
        v = f"{v[:4]}.{v[4:10]}.{v[10:]}"
    forms = ["upper", "lower", "spaced", "hyphenated", "dotted"]
    T = [
        (
            "es",
            "enrolment slip",
            "Ficha de inscripción 2024-2025 — alumno(a): {n}; CURP: {v}; grupo 3°B.",
        ),
        ("es", "chat line", "[{hh}] {g}: ya te paso mi curp para el trámite, es {v}"),
        ("es", "csv row", "{tk},{n},{v},{city},activo"),
        (
            "es",
            "IMSS reminder",
            "Recordatorio de cita en UMF 12 para {n} (CURP {v}) el {d} a las {hh}.",
        ),
        (
            "en",
            "support ticket",
            "Ticket #{tk}: customer {n} sent their Mexican CURP {v} by mistake in the body.",
        ),
        ("es", "log line", '{iso} INFO registro.validar curp={v} nombre="{n}" resultado=ok'),
        ("pt", "form note", "Cadastro de {n}: documento mexicano CURP {v} anexado ao pedido."),
        ("es", "delivery note", "Entrega a nombre de {n}; identificación: CURP {v}."),
        (
            "es",
            "scholarship list",
            "Beneficiario: {n} · CURP {v} · Beca Benito Juárez, periodo ene–jun.",
        ),
        ("en", "kyc log", "kyc.check name='{n}' curp='{v}' status=pending"),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"curp-{forms[style]} in {shape}", v, fill(t, c, v=v))


def rfc(V, i):
    c = ctx(V)
    v = V.rfc_fisica(c["p"])
    style = i % 4
    if style == 1:
        v = f"{v[:4]}-{v[4:10]}-{v[10:]}"
    elif style == 2:
        v = f"{v[:4]} {v[4:10]} {v[10:]}"
    elif style == 3:
        v = v.lower()
    forms = ["plain", "hyphenated", "spaced", "lower"]
    T = [
        (
            "es",
            "invoice request",
            "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03, régimen 612.",
        ),
        (
            "es",
            "rent receipt",
            "Recibo de arrendamiento — arrendador: {n} (RFC: {v}); mes de junio.",
        ),
        (
            "es",
            "support ticket",
            "Folio {tk}: el cliente {s} pide corregir su RFC a {v} en la factura.",
        ),
        (
            "en",
            "crm note",
            "Contact {n}, individual taxpayer id (RFC) {v}, prefers e-invoice by mail.",
        ),
        ("es", "chat line", "{g}: mi rfc es {v} con homoclave, porfa mándame el xml"),
        ("pt", "cadastro", "Fornecedor pessoa física {n}, RFC mexicano {v}, pagamento mensal."),
        ("es", "csv row", '"{n}";"{v}";"Honorarios";"{city}"'),
        ("es", "payroll log", 'nomina.timbrar empleado="{n}" rfc={v} periodo=2024-14'),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"rfc-{forms[style]} in {shape}", v, fill(t, c, v=v))


def nss(V, i):
    c = ctx(V)
    v = V.nss(c["p"])
    style = i % 3
    if style == 1:
        v = f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}"
    elif style == 2:
        v = f"{v[:4]} {v[4:8]} {v[8:]}"
    forms = ["plain", "hyphenated", "spaced"]
    T = [
        (
            "es",
            "hr form",
            "Alta IMSS de {n} — Número de Seguridad Social: {v}; salario base de cotización registrado.",
        ),
        ("es", "chat line", "{g}: te paso mi NSS {v} para que me den de alta"),
        (
            "en",
            "hr ticket",
            "Onboarding {n}: IMSS social security number (NSS) {v} pending validation.",
        ),
        ("es", "clinic note", "Paciente {n}, NSS {v}, consultorio 4, turno vespertino."),
        ("pt", "cadastro", "Funcionário {n} — número do seguro social mexicano (NSS): {v}."),
        ("es", "csv row", "{tk};{n};NSS;{v};vigente"),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"nss-{forms[style]} in {shape}", v, fill(t, c, v=v))


def ine(V, i):
    c = ctx(V)
    v = V.ine(c["p"])
    if i % 3 == 1:
        v = v.lower()
    elif i % 3 == 2:
        v = f"{v[:6]} {v[6:12]} {v[12:14]} {v[14:]}"
    T = [
        (
            "es",
            "identity check",
            "Identificación de {n}: credencial INE, clave de elector {v}, vigencia 2031.",
        ),
        ("es", "chat line", "{g}: la clave de elector de mi credencial es {v}"),
        (
            "en",
            "kyc note",
            "Voter card (INE) for {n}, clave de elector {v}, front and back received.",
        ),
        (
            "es",
            "notary note",
            "Compareció {n}, quien se identificó con credencial para votar, clave de elector {v}.",
        ),
        ("pt", "cadastro", "{n} apresentou credencial INE com chave de eleitor {v}."),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"ine-{['upper', 'lower', 'spaced'][i % 3]} in {shape}", v, fill(t, c, v=v))


def clabe(V, i):
    c = ctx(V)
    v = V.clabe()
    if i % 2:
        v = f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}"
    T = [
        (
            "es",
            "refund request",
            "Reembolso para {n}: depositar a su CLABE personal {v} (cuenta a su nombre).",
        ),
        ("es", "chat line", "{g}: mi clabe es {v}, a nombre de {n}"),
        ("en", "payout log", 'payout.create beneficiary="{n}" clabe={v} amount=1850.00 MXN'),
        ("es", "tanda list", "Tanda de mayo — le toca a {n}, transferir a CLABE {v}."),
        ("pt", "reembolso", "Reembolso de {n}: CLABE pessoal {v} no México."),
        ("es", "payroll csv", "{n},{v},quincena 12,pagado"),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"clabe-{'spaced' if i % 2 else 'plain'} in {shape}", v, fill(t, c, v=v))


def card(V, i):
    c = ctx(V)
    brand = ["visa", "mc", "mc2", "amex"][i % 4]
    v = V.card(brand)
    style = (i // 4) % 3
    if style == 1:
        v = (
            " ".join(v[k : k + 4] for k in range(0, len(v), 4))
            if brand != "amex"
            else f"{v[:4]} {v[4:10]} {v[10:]}"
        )
    elif style == 2:
        v = (
            "-".join(v[k : k + 4] for k in range(0, len(v), 4))
            if brand != "amex"
            else f"{v[:4]}-{v[4:10]}-{v[10:]}"
        )
    T = [
        ("es", "chat line", "{g}: cóbrame a la tarjeta {v}, vence 08/27"),
        (
            "en",
            "order note",
            "Order note from {n}: please charge card {v} exp 11/26, I can't use the checkout.",
        ),
        (
            "es",
            "complaint",
            "Reclamación de {n}: me hicieron un cargo no reconocido en mi tarjeta {v}.",
        ),
        ("pt", "mensagem", "{n} enviou o número do cartão {v} pelo chat de atendimento."),
        (
            "es",
            "log line",
            '{iso} WARN pago.manual titular="{n}" pan={v} origen=formulario_contacto',
        ),
        ("en", "email body", "Hi, it's {n}. My card number is {v}, CVV in a separate message."),
    ]
    lang, shape, t = pick(T, i)
    return out(
        lang,
        f"card-{brand}-{['plain', 'spaced', 'hyphenated'][style]} in {shape}",
        v,
        fill(t, c, v=v),
    )


def passport(V, i):
    c = ctx(V)
    T = [
        (
            "mx",
            "es",
            "travel booking",
            "Reserva {tk}: pasajero {n}, pasaporte mexicano {v}, vuelo MEX–MAD.",
        ),
        ("mx", "es", "chat line", "{g}: mi número de pasaporte es {v}, vence en 2029"),
        ("us", "en", "visa form", "Applicant {n} — U.S. passport number {v}, issued 2019."),
        (
            "es",
            "es",
            "hotel checkin",
            "Huésped {n}, nacionalidad española, pasaporte {v}, habitación 214.",
        ),
        (
            "br",
            "pt",
            "formulário",
            "Passageira {n}, passaporte brasileiro nº {v}, embarque em Guarulhos.",
        ),
        ("ca", "en", "itinerary", "Traveller: {n}. Passport No. {v} (Canada). Seat 14C."),
        (
            "mx",
            "es",
            "trámite",
            "Para la visa, {n} anotó el número de pasaporte {v} en el formulario DS-160.",
        ),
        ("mx", "en", "crm note", "Customer {n} uploaded a passport scan; passport no. {v}."),
        (
            "co",
            "es",
            "consular note",
            "Solicitante {n}, pasaporte colombiano {v}, cita consular el {d}.",
        ),
        ("mx", "pt", "mensagem", "O pasaporte mexicano de {n} é {v}; conferido no balcão."),
        ("mx", "es", "csv row", "{n},pasaporte,{v},MEX,vigente"),
        ("es", "en", "log line", '{iso} checkin guest="{n}" passport={v} country=ESP'),
    ]
    country, lang, shape, t = pick(T, i)
    v = V.passport(country)
    if i % 7 == 3:
        v = v.lower()
    return out(lang, f"passport-{country} in {shape}", v, fill(t, c, v=v))


def birth_date(V, i):
    c = ctx(V)
    p = c["p"]
    y, m, d = p["y"], p["m"], p["d"]
    T = [
        (
            "es",
            "long",
            f"{d} de {MONTHS_ES[m - 1]} de {y}",
            "school notice",
            "{n} nació el {v}, según el acta presentada en control escolar.",
        ),
        (
            "es",
            "dmy",
            f"{d:02d}/{m:02d}/{y}",
            "medical form",
            "Paciente: {n} · Fecha de nacimiento: {v} · Tipo de sangre O+",
        ),
        (
            "en",
            "iso",
            f"{y}-{m:02d}-{d:02d}",
            "roster row",
            'player="{n}" dob={v} team=Halcones U-17',
        ),
        (
            "es",
            "mon3",
            f"{d:02d}-{MON3[m - 1]}-{y}",
            "league roster",
            "{n} | F. nac. {v} | categoría libre",
        ),
        ("en", "english", f"{MONTHS_EN[m - 1]} {d}, {y}", "bio", "{n} was born on {v} in {city}."),
        (
            "pt",
            "pt",
            f"{d:02d}/{m:02d}/{y}",
            "ficha",
            "{n}, data de nascimento {v}, natural de {city}.",
        ),
        (
            "es",
            "chat",
            f"{d} de {MONTHS_ES[m - 1]} del {y}",
            "chat line",
            "{g}: mi cumple es el {v}, por si lo piden en el registro",
        ),
        (
            "es",
            "dotted",
            f"{d:02d}.{m:02d}.{y}",
            "parish bulletin",
            "Bautizo: {n}, nacido(a) el {v}, padrinos {n2}.",
        ),
        (
            "en",
            "dmy",
            f"{d:02d}/{m:02d}/{y}",
            "insurance claim",
            "Insured: {n}; date of birth {v}; policy holder since 2015.",
        ),
        (
            "es",
            "iso",
            f"{y}-{m:02d}-{d:02d}",
            "csv row",
            "{n},{v},{state},F" if p["sex"] == "M" else "{n},{v},{state},M",
        ),
    ]
    lang, fshape, v, shape, t = pick(T, i)
    return out(lang, f"birth-date-{fshape} in {shape}", v, fill(t, c, v=v))


def address(c, i):
    forms = [
        "Calle {street} {num}, int. {int}, Col. {col}, C.P. {cp}, {city}, {state}",
        "Av. {street} #{num} depto. {int}, Col. {col}, CP {cp}, {city}, {state}",
        "Privada {street} núm. {num}, Col. {col}, C.P. {cp}, municipio de {city}, {state}",
        "Cerrada de {street} No. {num} interior {int}, colonia {col}, código postal {cp}, {city}",
        "Andador {street} {num}, Col. {col}, {cp} {city}, {state}",
        "Calz. {street} {num}-{int}, Col. {col}, C.P. {cp}, {city}, {state}",
    ]
    return fill(pick(forms, i), c)


def home_address(V, i):
    c = ctx(V)
    v = address(c, i)
    T = [
        ("es", "patient file", "Domicilio particular de {n}: {v}."),
        ("es", "rental ad", "Se renta cuarto en casa de {n}, en {v}; informes con la dueña."),
        ("es", "delivery", "Enviar a: {n} — {v} (tocar el timbre dos veces)."),
        ("en", "shipping label", "SHIP TO: {n}, {v}, MEXICO"),
        ("es", "chat line", "{g}: mi dirección es {v}, ahí me lo dejas"),
        ("pt", "cadastro", "Endereço residencial de {n}: {v}, México."),
        ("es", "csv row", '"{n}","{v}","particular"'),
        ("en", "crm note", "{n} moved; new home address is {v}."),
        ("es", "parish bulletin", "Visita a enfermos: {n}, vive en {v}."),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"home-address-{i % 6} in {shape}", v, fill(t, c, v=v))


PHONE_STYLES = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "hyph",
    "compact",
    "intlparen",
    "bare",
    "spaced",
    "intlhyph",
    "pairs",
    "bare",
    "tel",
    "bare",
]


def phone(V, i):
    c = ctx(V)
    area, sub = V.phone_parts()
    style = PHONE_STYLES[i % len(PHONE_STYLES)]
    v = V.fmt_phone(area, sub, style)
    if style == "tel":
        T = [
            (
                "es",
                "tel link",
                "Llámale a {s}: " + v,
                '<p>Llámale a {s}: <a href="' + v + '">su celular</a></p>',
            ),
            (
                "en",
                "tel link",
                "Call {s} at " + v,
                '<li><a href="' + v + '">Call {s} (mobile)</a></li>',
            ),
            (
                "pt",
                "tel link",
                "Ligue para {s}: " + v,
                '<p>Contato pessoal de {s}: <a href="' + v + '">ligar</a></p>',
            ),
        ]
        lang, shape, t, h = pick(T, i // len(PHONE_STYLES))
        return out(lang, f"phone-tel-link in {shape}", v, fill(t, c), html=fill(h, c))
    if style == "bare":
        T = [
            ("es", "name next to number", "Comunícate con {n} al {v} para recoger el paquete."),
            ("es", "first person", "Mi cel es {v}, mándame mensaje si hay cambios. — {g}"),
            ("es", "list row", "{n} {v}"),
            ("en", "first person", "You can reach me on my cell {v} after six. Thanks, {s}"),
            ("es", "chat line", "{g}: márcame al {v} porfa"),
            ("pt", "first person", "Meu celular no México é {v}, pode me chamar. — {s}"),
        ]
    else:
        T = [
            ("es", "volunteer list", "Voluntaria: {n}, celular {v}, turno sábado."),
            ("es", "chat line", "{g}: este es mi número personal {v}"),
            ("en", "emergency contact", "Emergency contact for {n}: {n2} (mother), mobile {v}."),
            ("es", "classified ad", "Vendo bicicleta rodada 26, trato directo con {s}: {v}."),
            ("pt", "recado", "Recado para {s}: ligar para {n2} no {v}."),
            ("es", "csv row", "{tk},{n},{v},cliente particular"),
            ("en", "log line", '{iso} sms.send to={v} recipient="{n}" template=otp'),
            ("es", "patient file", "Tel. particular del paciente {n}: {v}"),
            ("es", "lost and found", "Se encontró una cartera; si es tuya llama a {s} al {v}."),
            ("es", "tutor list", "Tutor de {n2}: {n}, cel. {v}"),
        ]
    lang, shape, t = pick(T, i // 2)
    return out(lang, f"phone-{style} in {shape}", v, fill(t, c, v=v))


def whatsapp(V, i):
    c = ctx(V)
    area, sub = V.phone_parts()
    style = ["wa", "wa2", "wa3"][i % 3]
    v = V.fmt_phone(area, sub, style)
    if style == "wa2" and i % 2:
        v += "&text=Hola"
    T = [
        ("es", "html link", '<p>Escríbele a {s} por <a href="{hv}">WhatsApp</a></p>'),
        ("en", "html link", '<li><a href="{hv}">Chat with {s} on WhatsApp</a></li>'),
        ("es", "chat line", "{g}: mejor por whats {v}"),
        ("pt", "recado", "Fale com {s} no WhatsApp: {v}"),
    ]
    lang, shape, t = pick(T, i)
    form = f"whatsapp-{style} in {shape}"
    if shape == "html link":
        return out(
            lang,
            form,
            esc(v),
            f"WhatsApp de {c['s']}: {v}",
            html=fill(t, c, hv=esc(v)),
            where="html",
        )
    return out(lang, form, v, fill(t, c, v=v))


def email(V, i):
    c = ctx(V)
    p = c["p"]
    style = ["dot", "accent", "upper", "initial", "accent2", "under", "hyph", "num"][i % 8]
    v = V.email_local(p, style) + "@" + V.domain()
    if style == "upper":
        v = v.upper()
    mode = i % 5
    if mode == 4:
        q = [
            "?subject=Cita&body=Hola",
            "?subject=Factura%20junio",
            "?cc=" + V.email_local(V.person(), "dot") + "@gmail.com&subject=Hola",
        ][i % 3]
        link = "mailto:" + v + q
        T = [
            (
                "es",
                "mailto link",
                "Escríbele a {s}: " + link,
                '<p>Dudas con {s}: <a href="' + esc(link) + '">escribir</a></p>',
            ),
            (
                "en",
                "mailto link",
                "Email {s}: " + link,
                '<li><a href="' + esc(link) + '">Email {s}</a></li>',
            ),
        ]
        lang, shape, t, h = pick(T, i)
        return out(
            lang,
            f"email-{style}-mailto-query in {shape}",
            esc(link),
            fill(t, c),
            html=fill(h, c),
            where="html",
        )
    T = [
        ("es", "chat line", "{g}: mándalo a mi correo {v}"),
        ("en", "from header", "From: {n} <{v}>"),
        ("es", "signature", "Atte. {n} · correo personal: {v}"),
        ("es", "csv row", "{tk},{n},{v},alta"),
        ("pt", "mensagem", "Meu e-mail pessoal é {v} — {s}"),
        ("en", "crm note", "Contact {n} at the personal address {v}."),
        ("es", "log line", '{iso} newsletter.subscribe email={v} nombre="{n}"'),
        ("es", "form", "Nombre: {n} | Correo: {v} | Ciudad: {city}"),
        (
            "es",
            "whatsapp export",
            "{d} {hh} - {n}: les dejo mi mail {v} para la lista de la posada",
        ),
        ("es", "complaint", "Quejosa/o: {n}. Responder al correo particular {v}."),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"email-{style} in {shape}", v, fill(t, c, v=v))


def email_obf(V, i):
    c = ctx(V)
    p = c["p"]
    loc = V.email_local(p, ["dot", "initial", "under", "num"][i % 4])
    dom, tld = V.r.choice(
        [("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com")]
    )
    forms = [
        f"{loc} [arroba] {dom} [punto] {tld}",
        f"{loc}(arroba){dom}(punto){tld}",
        f"{loc} at {dom} dot {tld}",
        f"{loc}[at]{dom}[dot]{tld}",
        f"{loc} arroba {dom} punto {tld}",
        f"{loc} {{at}} {dom} {{dot}} {tld}",
        f"{loc} (at) {dom} (dot) {tld}",
    ]
    v = pick(forms, i)
    T = [
        ("es", "forum post", "Si alguien encontró mi perro, escríbanme: {v} — {s}"),
        ("en", "forum post", "{n} here, reach me at {v} for the carpool."),
        ("es", "comment", "Soy {g}, mi correo es {v} (sin espacios)."),
        ("pt", "comentário", "Contato pessoal de {s}: {v}"),
        ("es", "classified ad", "Vendo sala usada, interesados con {n}: {v}"),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"email-obfuscated-{i % 7} in {shape}", v, fill(t, c, v=v))


def foreign_id(V, i):
    c = ctx(V)
    T = [
        ("dni-es", "es", "hotel checkin", "Huésped {n}, DNI {v}, llegada el {d}."),
        ("nie-es", "es", "rental contract", "Arrendatario: {n}, NIE {v}, residente en Madrid."),
        ("cpf", "pt", "cadastro", "Cliente {n}, CPF {v}, cadastro aprovado."),
        ("rut", "es", "payroll", "Trabajador {n}, RUT {v}, contrato indefinido."),
        ("ssn", "en", "hr record", "Employee {n}, SSN {v}, W-4 on file."),
        ("sin", "en", "hr record", "New hire {n} (Canada), SIN {v}."),
        ("dni-ar", "es", "inscripción", "Inscripto: {n}, DNI {v}, Buenos Aires."),
        ("cpf", "pt", "chat", "{g}: meu CPF é {v}, pode emitir a nota"),
    ]
    kind, lang, shape, t = pick(T, i)
    v = {
        "dni-es": V.dni_es,
        "nie-es": V.nie_es,
        "cpf": V.cpf,
        "rut": V.rut,
        "ssn": V.ssn_us,
        "sin": V.sin_ca,
        "dni-ar": V.dni_ar,
    }[kind]()
    return out(lang, f"{kind} in {shape}", v, fill(t, c, v=v))


def account_id(V, i):
    c = ctx(V)
    rs, r = V.rs, V.r
    AN = "abcdefghijklmnopqrstuvwxyz0123456789"
    shapes = [
        (
            "acct_" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 16),
            "json-field",
        ),
        ("cust-" + str(r.randint(10000, 999999)), "header:X-Customer-Id"),
        (
            "org-" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24),
            "header:OpenAI-Organization",
        ),
        ("proj_" + rs(AN, 24), "json-field"),
        (
            "user_" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 27),
            "json-field",
        ),
        ("ws_" + rs(AN, 20), "message"),
        ("team_" + rs(AN, 18), "message"),
        ("acct_" + rs(AN, 12), "url-path"),
        (
            "org_" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 20),
            "url-path",
        ),
        ("cust-" + rs(AN, 10), "header:x-account"),
        ("proj_" + rs(AN, 20), "header:OpenAI-Project"),
        ("wrk_" + rs(AN, 16), "json-field"),
    ]
    v, where = pick(shapes, i)
    v = V.uniq(lambda: v)
    if where.startswith("header:"):
        name = where.split(":", 1)[1]
        return out(
            "en",
            f"account-id {v.split('_')[0].split('-')[0]} in recorded header {name}",
            v,
            v,
            header=(name, v),
            where="header",
        )
    if where == "json-field":
        keys = {"acct": "account", "proj": "project", "user": "user_id", "wrk": "workspace_id"}
        k = keys[v.split("_")[0]]
        T = [
            ("en", "bare field", "{v}"),
            ("es", "mensaje", "La cuenta " + k + "={v} quedó suspendida por falta de pago."),
            ("es", "log line", "{iso} billing.cargo " + k + "={v} estado=pendiente"),
            (
                "pt",
                "mensagem",
                "Conta do cliente: " + k + " {v} (suspensa por falta de pagamento).",
            ),
        ]
        lang, shape, t = pick(T, i // 12)
        return {
            **out(lang, f"account-id {k} in {shape}", v, fill(t, c, v=v), where="data"),
            "key": k,
        }
    if where == "url-path":
        base = "/v1/accounts/" if v.startswith("acct") else "/api/orgs/"
        T = [
            ("en", "request line", "GET " + base + "{v}/usage?period=2024-05 HTTP/1.1"),
            (
                "es",
                "error message",
                "No se encontró el recurso https://api.proveedor.example"
                + base
                + "{v}/keys (404).",
            ),
            (
                "en",
                "log line",
                "{iso} proxy upstream=https://api.search.example" + base + "{v}/limits status=429",
            ),
        ]
        lang, shape, t = pick(T, i // 12)
        return out(lang, f"account-id in url path, {shape}", v, fill(t, c, v=v))
    T = [
        (
            "en",
            "error message",
            "Workspace {v} has exceeded its monthly search quota; upgrade or wait for reset.",
        ),
        ("es", "error message", "El espacio de trabajo {v} superó la cuota mensual de búsquedas."),
        ("es", "error message", "El equipo {v} no tiene permisos para usar el modelo solicitado."),
        ("pt", "mensagem", "O espaço de trabalho {v} atingiu o limite de requisições."),
    ]
    lang, shape, t = pick(T, i // 12)
    return out(lang, f"account-id {v.split('_')[0]} in {shape}", v, fill(t, c, v=v))


# =============================================================================== secrets

PROVIDERS = [
    ("tavily", "Tavily", "TAVILY_API_KEY", "https://api.tavily.com/search"),
    ("brave", "Brave Search", "BRAVE_API_KEY", "https://api.search.brave.com/res/v1/web/search"),
    ("serpapi", "SerpAPI", "SERPAPI_API_KEY", "https://serpapi.com/search.json"),
    ("serper", "Serper", "SERPER_API_KEY", "https://google.serper.dev/search"),
    ("firecrawl", "Firecrawl", "FIRECRAWL_API_KEY", "https://api.firecrawl.dev/v1/scrape"),
    ("jina", "Jina Reader", "JINA_API_KEY", "https://r.jina.ai/"),
    (
        "perplexity",
        "Perplexity",
        "PERPLEXITY_API_KEY",
        "https://api.perplexity.ai/chat/completions",
    ),
    ("openai", "OpenAI", "OPENAI_API_KEY", "https://api.openai.com/v1/responses"),
    ("anthropic", "Anthropic", "ANTHROPIC_API_KEY", "https://api.anthropic.com/v1/messages"),
    (
        "openrouter",
        "OpenRouter",
        "OPENROUTER_API_KEY",
        "https://openrouter.ai/api/v1/chat/completions",
    ),
    ("groq", "Groq", "GROQ_API_KEY", "https://api.groq.com/openai/v1/chat/completions"),
    ("google", "Google CSE", "GOOGLE_API_KEY", "https://www.googleapis.com/customsearch/v1"),
    ("hf", "Hugging Face", "HF_TOKEN", "https://huggingface.co/api/whoami-v2"),
    ("xai", "xAI", "XAI_API_KEY", "https://api.x.ai/v1/chat/completions"),
    ("exa", "Exa", "EXA_API_KEY", "https://api.exa.ai/search"),
    ("mistral", "Mistral", "MISTRAL_API_KEY", "https://api.mistral.ai/v1/chat/completions"),
    ("cohere", "Cohere", "COHERE_API_KEY", "https://api.cohere.com/v2/rerank"),
    ("deepseek", "DeepSeek", "DEEPSEEK_API_KEY", "https://api.deepseek.com/chat/completions"),
    ("replicate", "Replicate", "REPLICATE_API_TOKEN", "https://api.replicate.com/v1/predictions"),
    ("stripe", "Stripe", "STRIPE_SECRET_KEY", "https://api.stripe.com/v1/charges"),
    ("github", "GitHub", "GITHUB_TOKEN", "https://api.github.com/user"),
    ("github-pat", "GitHub", "GH_PAT", "https://api.github.com/repos"),
    ("gitlab", "GitLab", "GITLAB_TOKEN", "https://gitlab.com/api/v4/projects"),
    ("sendgrid", "SendGrid", "SENDGRID_API_KEY", "https://api.sendgrid.com/v3/mail/send"),
    ("mailgun", "Mailgun", "MAILGUN_API_KEY", "https://api.mailgun.net/v3/messages"),
    ("mailchimp", "Mailchimp", "MAILCHIMP_API_KEY", "https://us21.api.mailchimp.com/3.0/lists"),
    ("resend", "Resend", "RESEND_API_KEY", "https://api.resend.com/emails"),
    ("npm", "npm", "NPM_TOKEN", "https://registry.npmjs.org/-/whoami"),
    ("digitalocean", "DigitalOcean", "DO_TOKEN", "https://api.digitalocean.com/v2/account"),
    (
        "shopify",
        "Shopify",
        "SHOPIFY_ACCESS_TOKEN",
        "https://tienda.myshopify.com/admin/api/2024-04/orders.json",
    ),
    ("mercadopago", "Mercado Pago", "MP_ACCESS_TOKEN", "https://api.mercadopago.com/v1/payments"),
    ("linear", "Linear", "LINEAR_API_KEY", "https://api.linear.app/graphql"),
    ("notion", "Notion", "NOTION_TOKEN", "https://api.notion.com/v1/search"),
    ("slack-bot", "Slack", "SLACK_BOT_TOKEN", "https://slack.com/api/chat.postMessage"),
    ("twilio", "Twilio", "TWILIO_API_KEY_SID", "https://api.twilio.com/2010-04-01/Accounts"),
    ("voyage", "Voyage AI", "VOYAGE_API_KEY", "https://api.voyageai.com/v1/embeddings"),
    ("cerebras", "Cerebras", "CEREBRAS_API_KEY", "https://api.cerebras.ai/v1/chat/completions"),
    ("tavily-dev", "Tavily", "TAVILY_API_KEY", "https://api.tavily.com/extract"),
    ("openai-old", "OpenAI", "OPENAI_API_KEY", "https://api.openai.com/v1/chat/completions"),
    ("pypi", "PyPI", "PYPI_TOKEN", "https://upload.pypi.org/legacy/"),
    ("conekta", "Conekta", "CONEKTA_PRIVATE_KEY", "https://api.conekta.io/orders"),
    (
        "fireworks",
        "Fireworks",
        "FIREWORKS_API_KEY",
        "https://api.fireworks.ai/inference/v1/completions",
    ),
]
HEADER_FOR = {
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serpapi": None,
    "serper": "X-API-KEY",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "perplexity": "Authorization",
    "openai": "Authorization",
    "anthropic": "x-api-key",
    "openrouter": "Authorization",
    "groq": "Authorization",
    "google": "x-goog-api-key",
    "hf": "Authorization",
    "xai": "Authorization",
    "exa": "x-api-key",
    "mistral": "Authorization",
    "cohere": "Authorization",
    "deepseek": "Authorization",
    "replicate": "Authorization",
    "stripe": "Authorization",
    "github": "Authorization",
    "github-pat": "Authorization",
    "gitlab": "PRIVATE-TOKEN",
    "sendgrid": "Authorization",
    "mailgun": None,
    "mailchimp": None,
    "resend": "Authorization",
    "npm": "Authorization",
    "digitalocean": "Authorization",
    "shopify": "X-Shopify-Access-Token",
    "mercadopago": "Authorization",
    "linear": "Authorization",
    "notion": "Authorization",
    "slack-bot": "Authorization",
    "twilio": None,
    "voyage": "Authorization",
    "cerebras": "Authorization",
    "tavily-dev": "Authorization",
    "openai-old": "Authorization",
    "pypi": None,
    "conekta": "Authorization",
    "fireworks": "Authorization",
}


def _prov(i, step=1):
    return PROVIDERS[(i * step) % len(PROVIDERS)]


def key_header(V, i):
    prov, name, _env, _url = _prov(i, 5)
    while HEADER_FOR[prov] is None:
        i += 1
        prov, name, _env, _url = _prov(i, 5)
    k = V.key(prov)
    h = HEADER_FOR[prov]
    hv = f"Bearer {k}" if h == "Authorization" else k
    return out("en", f"{name} key in recorded header {h}", k, hv, header=(h, hv), where="header")


def key_query(V, i):
    c = ctx(V)
    prov, name, _env, url = _prov(i, 7)
    k = V.key(prov)
    param = {"serpapi": "api_key", "google": "key", "mailgun": "api_key"}.get(prov, "apikey")
    u = f"{url}?q=clima+guadalajara&{param}={k}"
    T = [
        ("en", "log line", "{iso} GET " + u + " 200 412ms"),
        ("es", "error message", "Error 401 al llamar " + u + ": clave rechazada."),
        ("es", "chat line", "{g}: prueba con esta url " + u),
        ("es", "log line", "{iso} WARN reintento 2/3 GET " + u),
        ("pt", "log", "requisição falhou: " + u + " (timeout)"),
    ]
    lang, shape, t = pick(T, i)
    text = fill(t, c)
    return out(lang, f"{name} key in query string, {shape}", k, text)


def key_curl(V, i):
    prov, name, _env, url = _prov(i, 3)
    k = V.key(prov)
    h = HEADER_FOR[prov] or "x-api-key"
    hv = f"Bearer {k}" if h == "Authorization" else k
    T = [
        (
            "en",
            f'curl -s {url} -H "{h}: {hv}" -H \'Content-Type: application/json\' -d \'{{"query":"precio del maíz"}}\'',
        ),
        ("es", f"Para probar: curl -X POST '{url}' --header '{h}: {hv}' --data @consulta.json"),
        ("pt", f"Exemplo: curl {url} -H '{h}: {hv}'"),
    ]
    lang, t = pick(T, i)
    html = "<p><code>" + esc(t) + "</code></p>"
    return out(lang, f"{name} key in curl command", k, t, html=html)


def key_env(V, i):
    prov, name, env, _url = _prov(i, 11)
    k = V.key(prov)
    T = [
        ("en", "env line", f"{env}={k}"),
        ("en", "export line", f'export {env}="{k}"'),
        ("es", "yaml line", f"{env.lower()}: {k}  # clave de producción"),
        ("es", "ini line", f"[{name.lower().replace(' ', '_')}] api_key = {k}"),
        ("pt", "docker", f"docker run -e {env}={k} app:latest"),
        ("en", "toml line", f'{env.lower()} = "{k}"'),
        (
            "es",
            "env line with comment",
            f"{env}={k}  # no compartir, clave de la cuenta de pruebas",
        ),
        ("es", "compose line", f"      - {env}={k}   # servicio buscador"),
    ]
    lang, shape, t = pick(T, i)
    return out(lang, f"{name} key in {shape}", k, t)


def key_json(V, i):
    prov, name, _env, _url = _prov(i, 13)
    k = V.key(prov)
    keyname = ["api_key", "apiKey", "token", "secret_key", "access_token"][i % 5]
    T = [
        ("en", "bare field", k),
        ("en", "embedded json", '{"provider":"' + prov + '","' + keyname + '":"' + k + '"}'),
    ]
    lang, shape, t = pick(T, i)
    return {
        **out(lang, f"{name} key in json field {keyname} ({shape})", k, t, where="data"),
        "key": keyname,
    }


def key_error(V, i):
    prov, name, _env, url = _prov(i, 17)
    k = V.key(prov)
    T = [
        (
            "en",
            f"401 Unauthorized: Incorrect API key provided: {k}. You can find your API key in your dashboard.",
        ),
        ("es", f"Error de autenticación ({name}): la clave {k} no es válida o fue revocada."),
        ("en", f"{name}Error: invalid_api_key (key={k}) while calling {url}"),
        ("pt", f"Falha de autenticação: a chave {k} expirou."),
        ("en", f"Traceback: AuthenticationError('Invalid token {k}')"),
        ("es", f"[ERROR] {name}: clave inválida «{k}», revise la configuración del adaptador."),
        ("es", f"Excepción no controlada: credencial rechazada por {url} (api_key={k})"),
    ]
    lang, t = pick(T, i)
    return out(lang, f"{name} key in error message", k, t)


def key_prose(V, i):
    c = ctx(V)
    prov, name, _env, _url = _prov(i, 19)
    k = V.key(prov)
    T = [
        ("es", "Te comparto la clave de " + name + " del equipo: {k} — no la subas al repo."),
        ("en", "For the demo I used my " + name + " key {k}, rotate it afterwards."),
        ("pt", "A chave da " + name + " que está funcionando é {k}."),
        ("es", "{g}: ahí va el token de " + name + ": {k}"),
        ("es", "Nota de despliegue: la API de " + name + " usa la llave {k} en producción."),
    ]
    lang, t = pick(T, i)
    return out(lang, f"{name} key in prose", k, fill(t, c, k=k))


def bearer(V, i):
    tok = V.opaque(V.r.choice([32, 40, 48]))
    T = [
        ("en", "header", f"Authorization: Bearer {tok}"),
        ("es", "log", f"solicitud rechazada, se envió 'Authorization: Bearer {tok}' y expiró"),
        ("en", "recorded", None),
    ]
    lang, shape, t = pick(T, i)
    if t is None:
        return out(
            "en",
            "opaque bearer token in recorded header",
            tok,
            f"Bearer {tok}",
            header=("Authorization", f"Bearer {tok}"),
            where="header",
        )
    return out(lang, f"opaque bearer token in {shape}", tok, t)


def basic_auth(V, i):
    import base64

    c = ctx(V)
    user = V.email_local(c["p"], "initial")
    pw = V.rs("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#", 14)
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    T = [
        ("en", "header", f"Authorization: Basic {b}", b),
        (
            "es",
            "url",
            f"Repositorio privado: https://{user}:{pw}@git.interno.example/ops/infra.git",
            f"{user}:{pw}@",
        ),
        ("en", "recorded", None, b),
    ]
    lang, shape, t, v = pick(T, i)
    if t is None:
        return out(
            "en",
            "http basic in recorded header",
            b,
            f"Basic {b}",
            header=("Authorization", f"Basic {b}"),
            where="header",
        )
    return out(lang, f"http basic in {shape}", v, t)


def cookie(V, i):
    s = V.opaque(V.r.choice([32, 43, 64]))
    T = [
        ("en", "recorded Cookie header", None, ("Cookie", f"sessionid={s}; csrftoken=abc")),
        (
            "en",
            "set-cookie",
            f"Set-Cookie: __Secure-next-auth.session-token={s}; Path=/; HttpOnly; Secure",
            None,
        ),
        ("es", "log", f"cookie de sesión capturada: connect.sid=s%3A{s}", None),
        (
            "en",
            "recorded Set-Cookie",
            None,
            ("Set-Cookie", f"_session_id={s}; path=/; secure; HttpOnly"),
        ),
    ]
    lang, shape, t, h = pick(T, i)
    if h:
        return out(lang, f"session cookie in {shape}", s, h[1], header=h, where="header")
    return out(lang, f"session cookie in {shape}", s, t)


def jwt(V, i):
    t = V.jwt(V.r.choice(["user-8841", "svc-search", "cliente-2291"]))
    T = [
        ("en", f"Authorization: Bearer {t}"),
        ("es", f"El token de acceso del panel es {t}"),
        ("pt", f"token={t}"),
        ("es", f"Cookie de prueba: access_token={t}; expira en una hora"),
    ]
    lang, s = pick(T, i)
    return out(lang, "jwt", t, s)


def private_key(V, i):
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 4]
    head = f"-----BEGIN {kind}-----"
    body = V.pem_body()
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    html = "<pre>" + pem + "</pre>"
    return {**out("en", f"pem {kind.lower()}", head, pem + "\n", html=html), "pem": True}


def cloud_key(V, i):
    ak, sk = V.aws_pair()
    T = [
        ("en", "aws ak env", f"AWS_ACCESS_KEY_ID={ak}", ak),
        ("en", "aws sk env", f"aws_secret_access_key = {sk}", sk),
        ("es", "aws prose", f"Credenciales del bucket: access key {ak}, secret {sk}", ak),
        ("en", "azure", None, None),
    ]
    lang, shape, t, v = pick(T, i)
    if t is None:
        acc = V.rs("abcdefghijklmnopqrstuvwxyz", 10)
        k = V.uniq(
            lambda: (
                V.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 86) + "=="
            )
        )
        t = f"DefaultEndpointsProtocol=https;AccountName={acc};AccountKey={k};EndpointSuffix=core.windows.net"
        return out("en", "cloud key azure storage connection string", k, t)
    return out(lang, f"cloud key {shape}", v, t)


def connection_string(V, i):
    pw = V.uniq(lambda: V.rs("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 16))
    T = [
        ("en", f"DATABASE_URL=postgres://app_user:{pw}@db.interno.example:5432/buscador"),
        ("en", f"mongodb+srv://reporter:{pw}@cluster0.ab12c.mongodb.net/fixtures?retryWrites=true"),
        (
            "es",
            f"La cadena de conexión es mysql://root:{pw}@10.0.3.14:3306/ventas, no la compartas.",
        ),
        ("en", f"REDIS_URL=redis://default:{pw}@cache.interno.example:6379/0"),
        ("es", f"Server=sql01.interno.example;Database=Nomina;User Id=sa;Password={pw};"),
        ("pt", f"amqp://fila:{pw}@mq.interno.example:5672/vhost"),
        (
            "es",
            f"Conexión a la réplica: postgresql://lectura:{pw}@replica.interno.example/reportes?sslmode=require",
        ),
    ]
    lang, t = pick(T, i)
    return out(lang, "connection string with password", pw, t)


def signed_url(V, i):
    sig = V.sha(64)
    T = [
        (
            "en",
            f"https://fixtures-bucket.s3.amazonaws.com/raw/captura.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}%2F20240601%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240601T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
        ),
        (
            "es",
            f"Descarga temporal: https://storage.googleapis.com/capturas/informe.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=svc%40proyecto.iam.gserviceaccount.com%2F20240601%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Expires=3600&X-Goog-Signature={sig}",
        ),
        (
            "en",
            f"https://capturas.blob.core.windows.net/raw/p.json?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-01T00:00:00Z&sig={V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 43)}%3D",
        ),
    ]
    lang, t = pick(T, i)
    v = t[t.index("Signature=") + 10 :] if "Signature=" in t else t[t.index("sig=") + 4 :]
    return out(lang, "signed url", v, t)


def webhook(V, i):
    T = [
        (
            "en",
            lambda: (
                f"https://hooks.slack.com/services/T{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 8)}/B{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24)}"
            ),
            "SLACK_WEBHOOK_URL={u}",
        ),
        (
            "es",
            lambda: (
                f"https://discord.com/api/webhooks/{V.r.randint(10**17, 10**18)}/{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 68)}"
            ),
            "Alertas del scraper al canal: {u}",
        ),
        (
            "en",
            lambda: (
                f"https://contoso.webhook.office.com/webhookb2/{V.uuid4()}@{V.uuid4()}/IncomingWebhook/{V.rs('0123456789abcdef', 32)}/{V.uuid4()}"
            ),
            "teams_webhook: {u}",
        ),
    ]
    lang, mk, t = pick(T, i)
    u = mk()
    return out(lang, "webhook url", u, t.format(u=u))


# =============================================================================== keepers


def role_mailbox(V, i):
    c = ctx(V)
    box = [
        "ventas",
        "contacto",
        "soporte",
        "facturacion",
        "prensa",
        "atencion.clientes",
        "info",
        "cobranza",
        "recursoshumanos",
        "privacidad",
        "proveedores",
        "hola",
    ][i % 12]
    v = f"{box}@{c['dom']}"
    if i % 9 == 4:
        v = v.upper()
    if i % 7 == 5:
        link = f"mailto:{v}?subject=Cotizaci%C3%B3n"
        return out(
            "es",
            "role mailbox mailto with query in html",
            esc(link),
            f"Escríbenos: {link}",
            html=f'<p>¿Dudas? <a href="{esc(link)}">Escríbenos a {c["c"]}</a></p>',
            where="html",
        )
    T = [
        ("es", "Para cotizaciones escriba a {v}; respondemos en 24 horas hábiles."),
        ("en", "Reply-To: {c} <{v}>"),
        ("es", "{c} — Atención a clientes: {v}"),
        ("pt", "Dúvidas comerciais: {v} ({c})."),
        ("en", "Press inquiries: {v}"),
        ("es", "Aviso de privacidad: para ejercer sus derechos ARCO escriba a {v}."),
        ("es", "Envíe su CV al buzón {v} indicando la vacante."),
        ("es", "Mesa de ayuda de {c}: {v} (lunes a sábado)."),
    ]
    lang, t = pick(T, i)
    return out(lang, f"role mailbox {box}", v, fill(t, c, v=v))


def gov_mailbox(V, i):
    ag, dom = AGENCIES[i % len(AGENCIES)]
    box = [
        "transparencia",
        "contacto",
        "atencion.ciudadana",
        "quejas",
        "comunicacion.social",
        "oficialia.partes",
    ][i % 6]
    v = f"{box}@{dom}"
    T = [
        ("es", f"Unidad de Transparencia del {ag}: {v}"),
        ("es", f"Solicitudes de información pública: {v} ({ag})."),
        ("en", f"Official contact for {ag}: {v}"),
        ("pt", f"Contato institucional: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, f"institutional mailbox {box}", v, t)


def switchboard(V, i):
    c = ctx(V)
    style = ["paren", "spaced", "intl", "hyph", "dots"][i % 5]
    v = V.office_phone(style)
    ext = V.r.randint(100, 9999)
    T = [
        ("es", "Conmutador: {v} ext. {ext} — {c}"),
        ("es", "Tel. oficina {v}, ext. {ext}, de lunes a viernes de 9 a 18 h."),
        ("en", "Main office switchboard: {v} ext. {ext} ({c})"),
        ("es", "{c}, Sucursal {city}: conmutador {v}"),
        ("pt", "Telefone da empresa {c} (PABX): {v}, ramal {ext}."),
        ("es", "Oficinas corporativas de {c}: Tel. {v} ext. {ext}"),
    ]
    lang, t = pick(T, i)
    return out(lang, f"switchboard {style}", v, fill(t, c, v=v, ext=ext))


def toll_free(V, i):
    c = ctx(V)
    _, sub = V.tollfree()
    v = [
        f"800 {sub[:3]} {sub[3:]}",
        f"01 800 {sub[:3]} {sub[3:]}",
        f"+52 800 {sub[:3]} {sub[3:]}",
        f"800-{sub[:3]}-{sub[3:]}",
        f"01-800-{sub[:3]}-{sub[3:]}",
    ][i % 5]
    T = [
        ("es", "Línea sin costo {c}: {v}"),
        ("es", "Para reportar fallas del servicio marque {v}, sin costo desde todo el país."),
        ("es", "Atención a clientes las 24 horas al {v} (llamada gratuita)."),
        ("en", "Toll-free customer line: {v}"),
        ("pt", "Central de atendimento gratuita no México: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "toll-free", v, fill(t, c, v=v))


def official_contact(V, i):
    ag, _dom = AGENCIES[i % len(AGENCIES)]
    v = V.office_phone(["paren", "spaced", "hyph"][i % 3])
    ext = V.r.randint(1000, 9999)
    T = [
        ("es", f"{ag} — Oficialía de partes, Tel. {v} ext. {ext}, horario 9:00 a 15:00."),
        ("es", f"Módulo de atención ciudadana del {ag}: {v}, extensión {ext}."),
        ("en", f"{ag} public information office: {v} ext. {ext}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "official contact with extension", v, t)


def company_address(V, i):
    c = ctx(V)
    v = fill(
        [
            "Av. {street} {num}, piso {int}, Col. {col}, C.P. {cp}, {city}, {state}",
            "Calle {street} #{num}, local {int}, Col. {col}, CP {cp}, {city}",
            "Blvd. {street} {num}, Torre B piso {int}, Col. {col}, C.P. {cp}, {city}, {state}",
        ][i % 3],
        c,
    )
    T = [
        ("es", "Oficinas corporativas de {c}: {v}."),
        ("es", "Sucursal {city} de {c} — {v}; horario de 9 a 19 h."),
        ("en", "{c} headquarters: {v}, Mexico."),
        ("es", "Sede del evento: Centro de Convenciones, {v}."),
        ("pt", "Escritório da {c} no México: {v}."),
        ("es", "Recoja su pedido en la tienda de {c}: {v}."),
    ]
    lang, t = pick(T, i)
    return out(lang, "company address", v, fill(t, c, v=v))


def company_rfc(V, i):
    c = ctx(V)
    v = V.rfc_moral(c["c"])
    T = [
        ("es", "Datos fiscales: {c} S.A. de C.V., RFC {v}, régimen 601."),
        ("es", "Emisor del CFDI: {c} S.A. de C.V. — RFC: {v}"),
        ("en", "Vendor: {c} S.A. de C.V. (tax id RFC {v})."),
        ("pt", "Fornecedor {c} S.A. de C.V., RFC da empresa {v}."),
    ]
    lang, t = pick(T, i)
    return out(lang, "company rfc persona moral", v, fill(t, c, v=v))


def company_clabe(V, i):
    c = ctx(V)
    v = V.clabe()
    T = [
        (
            "es",
            "Pagos por transferencia a {c} S.A. de C.V., CLABE {v}, referencia: número de pedido.",
        ),
        ("es", "Datos para depósito — Beneficiario: {c} S.A. de C.V.; CLABE interbancaria {v}."),
        ("en", "Wire payments to {c} S.A. de C.V., CLABE {v}; include your invoice number."),
    ]
    lang, t = pick(T, i)
    return out(lang, "company clabe for payments", v, fill(t, c, v=v))


def date_keep(V, i):
    r = V.r
    y, m, d = r.randint(2015, 2024), r.randint(1, 12), r.randint(1, 28)
    T = [
        ("es", f"{d} de {MONTHS_ES[m - 1]} de {y}", "Publicado el {v} por la Redacción."),
        ("es", f"{d:02d}/{m:02d}/{y}", "Última actualización: {v}"),
        (
            "en",
            f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
            "retrieved_at={v}",
        ),
        (
            "es",
            f"{d:02d}/{m:02d}/{y}",
            "DOF {v}: Acuerdo por el que se modifican los lineamientos.",
        ),
        ("en", f"{MONTHS_EN[m - 1]} {d}, {y}", "Published {v} · 4 min read"),
        ("pt", f"{d:02d}/{m:02d}/{y}", "Atualizado em {v} às 10h15"),
        ("es", f"{y}", "© {v} Editorial Mezquite. Todos los derechos reservados."),
        ("es", f"{d:02d}-{MON3[m - 1]}-{y}", "Fecha de captura: {v}"),
        ("en", f"{d:02d}/{m:02d}/{y}", "Event date: {v}, doors open at 18:00."),
        ("es", f"{y}", "Fundada en {v}, la empresa opera en 12 estados."),
        ("es", f"{d} de {MONTHS_ES[m - 1]} de {y}", "Fecha de consulta: {v}."),
    ]
    lang, v, t = pick(T, i)
    return out(lang, "date", v, t.format(v=v))


def price(V, i):
    r = V.r
    v = [
        f"${r.randint(99, 99999):,}.00 MXN",
        f"US$ {r.randint(5, 999)}.{r.randint(0, 99):02d}",
        f"R$ {r.randint(10, 9999)},{r.randint(0, 99):02d}",
        f"${r.randint(1000000, 9999999):,} pesos",
    ][i % 4]
    T = [
        ("es", "Precio: {v} IVA incluido."),
        ("en", "Plan Pro: {v} per month, billed annually."),
        ("pt", "Preço promocional: {v} à vista."),
        ("es", "Monto total de la licitación: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "price", v, t.format(v=v))


def version(V, i):
    r = V.r
    v = [
        f"v{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
        f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}-rc.{r.randint(1, 5)}",
        f"2024.{r.randint(1, 12):02d}.{r.randint(1, 28):02d}",
        f"python-requests/2.{r.randint(20, 32)}.{r.randint(0, 5)}",
    ][i % 4]
    T = [
        ("en", "Release {v} fixes the pagination bug."),
        ("es", "Versión del SDK: {v}"),
        ("es", "Se actualizó la dependencia a {v} sin cambios en la API."),
        ("pt", "Versão {v} publicada."),
        ("en", "user-agent: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "version", v, t.format(v=v))


def request_id(V, i):
    v = V.uuid4()
    T = [
        ("en", "x-request-id: {v}"),
        ("es", "ID de solicitud: {v} (inclúyalo al reportar el error)"),
        ("es", "Identificador de la traza en el log: {v}"),
        ("en", '{{"request_id":"{v}","status":429}}'),
        ("pt", "Código de rastreio da requisição: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "request id uuid", v, t.format(v=v))


def hash_keep(V, i):
    T = [
        ("en", 40, "commit {v}: fix retry jitter"),
        ("es", 64, "sha256 del cuerpo original: {v}"),
        ("en", 32, 'ETag: "{v}"'),
        ("pt", 64, "Hash SHA-256 do arquivo: {v}"),
        ("es", 40, "Se fijó la dependencia al commit {v} del repositorio."),
        ("en", 0, 'integrity="sha384-{v}"'),
    ]
    lang, n, t = pick(T, i)
    v = (
        V.sha(n)
        if n
        else V.uniq(
            lambda: V.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 64)
        )
    )
    return out(lang, f"hash {n or 'sri'}", v, t.format(v=v))


def content_id(V, i):
    r = V.r
    v = [
        f"art-{r.randint(100000, 9999999)}",
        f"doc_{V.rs('0123456789abcdef', 12)}",
        f"{r.randint(10**6, 10**7)}",
        f"urn:cms:nota:{r.randint(10**5, 10**6)}",
    ][i % 4]
    T = [
        ("es", "ID de la nota: {v}"),
        ("en", "content_id={v} section=tecnologia"),
        ("pt", "Identificador do conteúdo: {v}"),
        ("es", "Artículo relacionado ({v})"),
    ]
    lang, t = pick(T, i)
    return out(lang, "content id", v, t.format(v=v))


def order_number(V, i):
    r = V.r
    v = [
        f"PED-{r.randint(2020, 2024)}-{r.randint(10000, 99999)}",
        f"{r.randint(10**9, 10**10 - 1)}",
        f"#{r.randint(100000, 999999)}",
        f"OC-{r.randint(1000, 9999)}/{r.randint(2020, 2024)}",
    ][i % 4]
    T = [
        ("es", "Pedido {v} confirmado; llegará en 3 a 5 días hábiles."),
        ("es", "Folio de compra: {v}"),
        ("es", "Su orden {v} está en preparación."),
        ("en", "Order {v} has shipped."),
        ("pt", "Número do pedido: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "order number", v, t.format(v=v))


def tracking_number(V, i):
    v = [
        "1Z" + V.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
        V.rs("0123456789", 12),
        V.rs("0123456789", 22),
        V.rs("0123456789", 18),
    ][i % 4]
    T = [
        ("en", "UPS tracking: {v}"),
        ("es", "Guía de rastreo {v} (paquetería Estafeta)."),
        ("es", "Número de guía: {v}"),
        ("pt", "Código de rastreamento: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "tracking number", v, t.format(v=v))


def case_number(V, i):
    r = V.r
    v = [
        f"Expediente {r.randint(100, 9999)}/{r.randint(2018, 2024)}",
        f"CASE-{r.randint(100000, 999999)}",
        f"Folio de queja Q-{r.randint(2020, 2024)}-{r.randint(1000, 99999)}",
        f"Amparo en revisión {r.randint(10, 999)}/{r.randint(2019, 2024)}",
    ][i % 4]
    T = [
        ("es", "Se resolvió el {v} en sesión pública."),
        ("en", "Support {v} closed as duplicate."),
        ("es", "Número de caso: {v}"),
        ("es", "Seguimiento: {v}"),
        ("pt", "Processo: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "case number", v, t.format(v=v))


def masked(V, i):
    r = V.r
    v = [
        f"**** **** **** {r.randint(1000, 9999)}",
        f"sk-...{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 4)}",
        "redacted@example.test",
        "+52-000-000-0000",
        f"XXXX-XXXX-XXXX-{r.randint(1000, 9999)}",
        f"tvly-****{V.rs('abcdef0123', 4)}",
        "AAAA000000HDFXXX00",
        f"***{r.randint(100, 999)}",
        "[REDACTED]",
        f"CLABE ************{r.randint(100000, 999999)}",
    ][i % 10]
    T = [
        ("es", "Dato enmascarado en la fixture: {v}"),
        ("en", "masked value: {v}"),
        ("pt", "Valor ocultado: {v}"),
        ("es", "Tarjeta terminación / dato protegido: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "masked value", v, t.format(v=v))


def placeholder(V, i):
    v = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "&lt;tu-api-key&gt;",
        "Bearer <TOKEN>",
        "{{ secrets.SERPER_API_KEY }}",
        "changeme",
        "xxxx-xxxx-xxxx-xxxx",
        "<BASIC_AUTH>",
        "os.environ['OPENAI_API_KEY']",
        "fc-YOUR-KEY-HERE",
        "tu.correo@ejemplo.com",
        "55 0000 0000",
    ][i % 14]
    T = [
        ("es", "Reemplace {v} por su propia clave."),
        ("en", "export API_KEY={v}"),
        ("es", "En el ejemplo de la documentación aparece {v} como valor de prueba."),
        ("en", "api_key: {v}  # placeholder"),
        ("pt", "Substitua {v} pela sua chave."),
    ]
    lang, t = pick(T, i)
    text = t.format(v=_h.unescape(v)) if "&lt;" in v else t.format(v=v)
    if "&lt;" in v:
        return out(
            lang, "placeholder in html", v, text, html="<p>" + esc(text) + "</p>", where="html"
        )
    return out(lang, "placeholder", v, text)


def statistic(V, i):
    r = V.r
    v = [
        f"{r.randint(10**9, 10**10 - 1)}",
        f"{r.randint(1, 99)}.{r.randint(0, 9)}%",
        f"{r.randint(10**6, 10**8):,}",
        f"{r.randint(100, 999)} mil",
    ][i % 4]
    T = [
        ("es", "Descargas acumuladas de la app: {v}"),
        ("es", "La tasa de desempleo fue de {v} en el trimestre."),
        ("en", "Monthly active users: {v}"),
        ("pt", "Total de acessos: {v}"),
        ("es", "Población total del municipio: {v} habitantes"),
    ]
    lang, t = pick(T, i)
    return out(lang, "statistic", v, t.format(v=v))


def isbn(V, i):
    v = V.isbn13() if i % 2 == 0 else V.issn()
    T = [
        ("es", "ISBN: {v}"),
        ("es", "ISSN {v} (edición impresa)"),
        ("en", "ISBN {v}, paperback"),
        ("pt", "ISSN: {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "isbn-issn", v, t.format(v=v))


def doi(V, i):
    v = f"10.{V.r.randint(1000, 9999)}/{V.rs('abcdefghijklmnopqrstuvwxyz', 4)}.{V.r.randint(2015, 2024)}.{V.r.randint(1000, 99999)}"
    T = [
        ("en", "doi:{v}"),
        ("es", "Disponible en https://doi.org/{v}"),
        ("pt", "DOI {v}"),
        ("es", "Cita: Revista Mexicana de Datos, doi {v}"),
    ]
    lang, t = pick(T, i)
    return out(lang, "doi", v, t.format(v=v))


def sku(V, i):
    v = (
        V.ean13()
        if i % 2
        else f"SKU-{V.rs('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{V.r.randint(1000, 99999)}"
    )
    T = [
        ("es", "Código de barras (EAN): {v}"),
        ("es", "Clave del artículo: {v}"),
        ("en", "SKU {v}, in stock"),
    ]
    lang, t = pick(T, i)
    return out(lang, "sku", v, t.format(v=v))


def analytics(V, i):
    v = [
        f"G-{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}",
        f"UA-{V.r.randint(1000000, 99999999)}-{V.r.randint(1, 9)}",
        f"GTM-{V.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 7)}",
        f"ca-pub-{V.r.randint(10**15, 10**16)}",
    ][i % 4]
    T = [("en", "analytics id {v}"), ("es", "Etiqueta de medición: {v}")]
    lang, t = pick(T, i)
    return out(lang, "analytics id", v, t.format(v=v))


def public_key(V, i):
    if i % 2 == 0:
        v = "pk_live_51" + V.rs(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 60
        )
        return out(
            "en", "stripe publishable key", v, f"Stripe publishable key (safe in the browser): {v}"
        )
    v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + V.rs(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 43
    )
    return out(
        "es", "ssh public key", v, f"Llave pública para el servidor de despliegue: {v} deploy@ci"
    )


# kind -> (label, family, count, maker)
KINDS = {
    "curp": ("personal", "personal", 30, curp),
    "rfc-persona-fisica": ("personal", "personal", 24, rfc),
    "nss": ("personal", "personal", 16, nss),
    "ine-clave-elector": ("personal", "personal", 14, ine),
    "clabe": ("personal", "personal", 14, clabe),
    "card": ("personal", "personal", 18, card),
    "passport": ("personal", "personal", 22, passport),
    "birth-date": ("personal", "personal", 24, birth_date),
    "home-address": ("personal", "personal", 26, home_address),
    "phone": ("personal", "personal", 64, phone),
    "whatsapp": ("personal", "personal", 12, whatsapp),
    "email": ("personal", "personal", 34, email),
    "email-obfuscated": ("personal", "personal", 14, email_obf),
    "foreign-id": ("personal", "personal", 16, foreign_id),
    "account-id": ("personal", "account-id", 50, account_id),
    "api-key-header": ("secret", "secret", 16, key_header),
    "api-key-query": ("secret", "secret", 12, key_query),
    "api-key-curl": ("secret", "secret", 12, key_curl),
    "api-key-env": ("secret", "secret", 14, key_env),
    "api-key-json": ("secret", "secret", 12, key_json),
    "api-key-error": ("secret", "secret", 10, key_error),
    "api-key-prose": ("secret", "secret", 12, key_prose),
    "bearer-token": ("secret", "secret", 8, bearer),
    "basic-auth": ("secret", "secret", 6, basic_auth),
    "cookie": ("secret", "secret", 8, cookie),
    "jwt": ("secret", "secret", 6, jwt),
    "private-key": ("secret", "secret", 6, private_key),
    "cloud-key": ("secret", "secret", 8, cloud_key),
    "connection-string": ("secret", "secret", 8, connection_string),
    "signed-url": ("secret", "secret", 6, signed_url),
    "webhook-url": ("secret", "secret", 6, webhook),
    "role-mailbox": ("keep", "keep", 36, role_mailbox),
    "gov-role-mailbox": ("keep", "keep", 16, gov_mailbox),
    "switchboard": ("keep", "keep", 28, switchboard),
    "toll-free": ("keep", "keep", 18, toll_free),
    "official-contact": ("keep", "keep", 12, official_contact),
    "company-address": ("keep", "keep", 22, company_address),
    "company-rfc": ("keep", "keep", 14, company_rfc),
    "company-clabe": ("keep", "keep", 10, company_clabe),
    "date": ("keep", "keep", 26, date_keep),
    "price": ("keep", "keep", 14, price),
    "version": ("keep", "keep", 12, version),
    "uuid": ("keep", "keep", 14, request_id),
    "hash": ("keep", "keep", 14, hash_keep),
    "content-id": ("keep", "keep", 10, content_id),
    "order-number": ("keep", "keep", 14, order_number),
    "tracking-number": ("keep", "keep", 12, tracking_number),
    "case-number": ("keep", "keep", 10, case_number),
    "masked": ("keep", "keep", 16, masked),
    "placeholder": ("keep", "keep", 18, placeholder),
    "statistic": ("keep", "keep", 14, statistic),
    "isbn-issn": ("keep", "keep", 10, isbn),
    "doi": ("keep", "keep", 6, doi),
    "sku": ("keep", "keep", 8, sku),
    "analytics-id": ("keep", "keep", 6, analytics),
    "public-key": ("keep", "keep", 6, public_key),
}
