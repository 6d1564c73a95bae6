"""Context makers for held-out corpus 62.

Each maker is ``fn(r, lang, medium) -> dict`` with ``value`` (the datum exactly as written),
``form`` (shape of the datum, then the shape of its context) and either ``text`` (one-line
string for JSON/YAML; for medium "html" an HTML snippet) or ``header`` ((name, value)) for a
recorded request/response header. ``medium`` is "html", "data" or "header"; a maker that
cannot do headers ignores "header" (the generator only asks header-capable kinds).
All contexts were written for this corpus; all values are invented.
"""

from __future__ import annotations

import html as htmlmod
import random

from . import values as V

pick = V.pick

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
MON3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


class Ctx:
    """Random surroundings for one item."""

    def __init__(self, r: random.Random, lang: str) -> None:
        self.r = r
        g, p, m = V.person(r, lang)
        self.g, self.p, self.m = g, p, m
        self.n = f"{g} {p} {m}".strip()
        self.n2 = f"{g} {p}"
        co = pick(r, V.COMPANIES)
        self.co, self.dom, self.ini = co
        self.city, self.state, self.lada = pick(r, V.PLACES)
        self.hh = f"{r.randint(7, 21):02d}:{r.randint(0, 59):02d}"
        self.ts = (
            f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{self.hh}:{r.randint(0, 59):02d}Z"
        )
        self.folio = f"{r.randint(10000, 99999)}"
        self.uuid = V.uid(r)


def esc(s: str) -> str:
    return htmlmod.escape(s, quote=False)


BLOCKS = [
    ("<p>", "</p>"),
    ("<div>", "</div>"),
    ('<p class="nota">', "</p>"),
    ("<blockquote>", "</blockquote>"),
    ('<div class="comentario">', "</div>"),
    ("<section><p>", "</p></section>"),
    ("<h4>", "</h4>"),
    ("<ul><li>", "</li></ul>"),
    ("<table><tr><td>", "</td></tr></table>"),
    ('<article class="aviso"><p>', "</p></article>"),
]


def wrap(r: random.Random, text: str, raw: bool = False) -> str:
    o, c = pick(r, BLOCKS)
    return o + (text if raw else esc(text)) + c


def out(r, medium, value, form, text, raw=False, where=None):
    """Build a maker result; ``text`` is plain (escaped for HTML unless raw)."""
    assert value in text, (value, text)
    if medium == "html":
        snippet = wrap(r, text, raw)
        return {"value": value, "form": f"{form}; html {where or 'paragraph'}", "text": snippet}
    return {"value": value, "form": f"{form}; {where or 'sentence'} in a field", "text": text}


def choose(r, lang, es, en, pt):
    return pick(r, {"es": es, "en": en, "pt": pt}[lang])


# ====================================================================== personal


def k_curp(r, lang, medium):
    c = Ctx(r, lang)
    raw = V.curp(r)
    style = r.randrange(5)
    v, f = [
        (raw, "upper"),
        (raw.lower(), "lower"),
        (V.group(raw, [4, 6, 6, 2], " "), "spaced"),
        (V.group(raw, [4, 6, 6, 2], "-"), "hyphenated"),
        (raw, "upper"),
    ][style]
    t = choose(
        r,
        lang,
        [
            f"Ficha de inscripción ciclo 2024-2025 — alumno: {c.n}, CURP {v}, grupo 3°B.",
            f"Recordatorio IMSS: {c.n2}, su cita en la UMF 28 es el lunes a las {c.hh}. CURP: {v}",
            f"[{c.hh}] {c.g}: ya te mandé mi curp, es {v} por si la necesitas para el trámite",
            f'{c.ts} INFO tramite.validar curp={v} nombre="{c.n}" estado=ok',
            f"{c.folio},{c.n},{v},{c.city},pendiente",
            f"Nota de entrega: recibe {c.n}, se identificó con CURP {v}.",
            f"Beneficiario de la beca: {c.n} (CURP: {v}) — municipio {c.city}.",
        ],
        [
            f"Enrollment slip for {c.n}: Mexican CURP {v} on file.",
            f"The applicant {c.n2} wrote the CURP as {v} in the visa form.",
        ],
        [
            f"Cadastro do aluno {c.n2} — CURP mexicano: {v}",
        ],
    )
    return out(r, medium, v, f"CURP {f}", t)


def k_rfc(r, lang, medium):
    c = Ctx(r, lang)
    raw = V.rfc_fisica(r)
    v, f = pick(
        r,
        [
            (raw, "plain"),
            (raw, "plain"),
            (raw[:4] + "-" + raw[4:10] + "-" + raw[10:], "hyphenated"),
            (raw[:4] + " " + raw[4:10] + " " + raw[10:], "spaced"),
            (raw.lower(), "lower"),
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"Solicito factura a nombre de {c.n}, RFC {v}, uso CFDI G03, régimen 612.",
            f"Ticket #{c.folio}: el cliente {c.n2} pide corregir su RFC a {v} en la factura de marzo.",
            f"Recibo de arrendamiento — arrendador: {c.n}, R.F.C. {v}, mensualidad de octubre.",
            f'{c.ts} WARN cfdi.emitir rfc_receptor={v} regimen=605 motivo="nombre no coincide"',
            f"Hola, soy {c.g}, mi RFC es {v}, ¿me pueden timbrar el recibo de honorarios?",
            f"{c.n};{v};honorarios;{c.city}",
        ],
        [
            f"Please issue the invoice to {c.n}, Mexican tax id (RFC) {v}.",
            f"Contractor {c.n2} — RFC {v} — paid by transfer.",
        ],
        [
            f"Nota fiscal para {c.n2}, RFC (México) {v}.",
        ],
    )
    return out(r, medium, v, f"RFC persona física {f}", t)


def k_nss(r, lang, medium):
    c = Ctx(r, lang)
    raw = V.nss(r)
    v, f = pick(
        r,
        [
            (raw, "plain"),
            (raw, "plain"),
            (V.group(raw, [2, 2, 2, 4, 1], "-"), "hyphenated"),
            (V.group(raw, [2, 2, 2, 4, 1], " "), "spaced"),
            (V.group(raw, [4, 2, 4, 1], " "), "spaced 4-2-4-1"),
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"Alta ante el IMSS de {c.n}, número de seguridad social {v}, salario base 412.50.",
            f"NSS del trabajador {c.n2}: {v} — favor de revisar semanas cotizadas.",
            f"{c.g} dice: mi NSS es {v}, ¿con eso ya puedo sacar la cita?",
            f'{c.ts} INFO nomina.alta empleado="{c.n}" nss={v}',
            f"Incapacidad de {c.n}, afiliación IMSS {v}, 7 días.",
        ],
        [
            f"Employee {c.n2}, IMSS social security number {v}, start date next Monday.",
        ],
        [
            f"Funcionário {c.n2}, número do IMSS (NSS) {v}.",
        ],
    )
    return out(r, medium, v, f"NSS {f}", t)


def k_ine(r, lang, medium):
    c = Ctx(r, lang)
    raw = V.ine_clave(r)
    v, f = pick(
        r,
        [
            (raw, "plain"),
            (raw, "plain"),
            (raw.lower(), "lower"),
            (V.group(raw, [6, 8, 4], " "), "spaced"),
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"Identificación presentada: credencial INE de {c.n}, clave de elector {v}.",
            f"Para el poder notarial anoten la clave de elector de {c.n2}: {v}",
            f"{c.folio}|{c.n}|INE|{v}|vigente 2029",
            f"Mi clave de elector es {v}, la copié tal cual de la credencial. — {c.g}",
        ],
        [
            f"ID checked: Mexican voter card (INE) of {c.n2}, elector key {v}.",
        ],
        [
            f"Documento apresentado: INE de {c.n2}, chave de eleitor {v}.",
        ],
    )
    return out(r, medium, v, f"INE clave de elector {f}", t)


def k_clabe(r, lang, medium):
    c = Ctx(r, lang)
    raw = V.clabe(r)
    v, f = pick(
        r,
        [
            (raw, "plain"),
            (raw, "plain"),
            (V.group(raw, [3, 3, 11, 1], " "), "spaced 3-3-11-1"),
            (V.group(raw, [4, 4, 4, 4, 2], " "), "spaced by 4"),
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"Deposítame a mi CLABE {v} a nombre de {c.n}, porfa, es lo del tanda.",
            f"Reembolso de viáticos para {c.n2}: CLABE interbancaria {v}.",
            f"Datos para el pago de la renta — titular {c.n}, CLABE {v}.",
            f'{c.ts} INFO spei.orden beneficiario="{c.n}" clabe={v} monto=3500.00',
            f"[{c.hh}] {c.g}: te paso mi clabe {v} (banco personal, no la de la empresa)",
        ],
        [
            f"Refund to {c.n2}'s personal account, CLABE {v}.",
        ],
        [
            f"Reembolso para {c.n2}, conta pessoal CLABE {v}.",
        ],
    )
    return out(r, medium, v, f"CLABE {f}", t)


def k_card(r, lang, medium):
    c = Ctx(r, lang)
    brand = pick(r, ["visa", "visa", "mc", "mc2", "amex"])
    num = V.card(r, brand)
    sep = pick(r, [None, " ", "-", " "])
    v = V.card_fmt(num, sep)
    t = choose(
        r,
        lang,
        [
            f"Pago con tarjeta {v}, titular {c.n}, vence 09/27.",
            f"{c.g} por WhatsApp: cárgalo a mi tarjeta {v}, luego te paso el CVV",
            f'{c.ts} ERROR pagos.cobro tarjeta={v} titular="{c.n2}" motivo=fondos_insuficientes',
            f"Domiciliación del seguro: tarjeta de crédito {v} de {c.n}.",
            f"{c.folio},{c.n},{v},12/26,aprobado",
        ],
        [
            f"Card on file for {c.n2}: {v}, exp 11/28.",
            f"Charge failed for card {v} (cardholder {c.n2}).",
        ],
        [
            f"Pagamento no cartão {v} de {c.n2}, validade 05/27.",
        ],
    )
    return out(r, medium, v, f"card {brand} {'plain' if sep is None else repr(sep)}", t)


def k_passport(r, lang, medium):
    c = Ctx(r, lang)
    country = pick(r, ["mx", "mx", "mx", "us", "es", "br", "ca", "co", "gt"])
    v = V.passport(r, country)
    if r.random() < 0.15:
        v = v.lower() if country == "mx" else v
    t = choose(
        r,
        lang,
        [
            f"Pasajero: {c.n}, pasaporte {v}, vuelo MEX–MAD del viernes.",
            f"Para la reserva del hotel necesito tu número de pasaporte. — Listo: {v} ({c.g})",
            f"Lista de viaje escolar: {c.n2} | Pasaporte mexicano No. {v} | vigente",
            f'{c.ts} INFO checkin pasajero="{c.n}" pasaporte={v}',
            f"Trámite de visa de {c.n}: núm. de pasaporte {v}, expedido en {c.city}.",
        ],
        [
            f"Traveler {c.n2}, passport no. {v}, nationality on file.",
            f"Guest {c.n2} checked in with passport number {v}.",
        ],
        [
            f"Passageiro {c.n2}, passaporte nº {v}.",
        ],
    )
    return out(r, medium, v, f"passport {country}", t)


def k_birth(r, lang, medium):
    c = Ctx(r, lang)
    y, m, d = V.birth(r)
    style = r.randrange(6)
    if lang == "en":
        v = pick(
            r, [f"{MONTHS_EN[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}", f"{m:02d}/{d:02d}/{y}"]
        )
    elif lang == "pt":
        v = pick(r, [f"{d} de {MONTHS_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"])
    else:
        v = [
            f"{d} de {MONTHS_ES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{MON3[m - 1]}-{y}",
            f"{d:02d}.{m:02d}.{y}",
            f"{d} {MONTHS_ES[m - 1]} {y}",
        ][style]
    t = choose(
        r,
        lang,
        [
            f"Aviso escolar: {c.n} (fecha de nacimiento: {v}) pasa al grupo de natación.",
            f"Expediente clínico — paciente {c.n2}, nació el {v}, alergia a la penicilina.",
            f"Liga infantil Los Halcones: {c.n}, fecha de nac. {v}, categoría sub-12.",
            f"Yo, {c.n}, con fecha de nacimiento {v} en {c.city}, declaro bajo protesta…",
            f"{c.folio},{c.n},{v},{c.state}",
            f'{c.ts} INFO paciente.alta nombre="{c.n2}" fecha_nacimiento={v}',
        ],
        [
            f"Patient {c.n2}, date of birth {v}, referred by the school nurse.",
            f"Roster: {c.n2} — born {v} — goalkeeper.",
        ],
        [
            f"Paciente {c.n2}, data de nascimento {v}.",
        ],
    )
    return out(r, medium, v, f"birth date style {style}", t)


def _address(r, c):
    st = pick(r, V.STREETS)
    num = r.randint(3, 2890)
    parts = [f"{st} {pick(r, ['', '#', 'núm. ', 'No. '])}{num}"]
    if r.random() < 0.5:
        parts.append(
            pick(
                r,
                [
                    f"int. {r.randint(1, 12)}",
                    f"depto. {r.randint(101, 504)}",
                    f"int. {pick(r, 'ABC')}",
                ],
            )
        )
    parts.append(pick(r, V.COLONIAS))
    parts.append(f"C.P. {r.randint(1000, 99999):05d}")
    parts.append(c.city)
    parts.append(c.state)
    return ", ".join(parts)


def k_home(r, lang, medium):
    c = Ctx(r, lang)
    v = _address(r, c)
    t = choose(
        r,
        lang,
        [
            f"Domicilio particular de {c.n}: {v}.",
            f"Se renta cuarto, tratar con la persona dueña, {c.n2}, en su casa: {v}",
            f"Entregar a {c.n} — {v} — tocar fuerte, no sirve el timbre.",
            f"Paciente {c.n2}, domicilio: {v}.",
            f"Boletín parroquial: la familia de {c.n} recibe la posada en {v}.",
            f"Guía de envío | Destinatario: {c.n} | {v}",
        ],
        [
            f"Ship to {c.n2} (home): {v}.",
            f"Home address of {c.n2}: {v}.",
        ],
        [
            f"Endereço residencial de {c.n2}: {v}.",
        ],
    )
    return out(r, medium, v, "home address", t)


PHONE_STYLES = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "compact",
    "intlparen",
    "bare",
    "spaced",
]


def k_phone(r, lang, medium):
    c = Ctx(r, lang)
    ten = V.mobile(r, c.lada if r.random() < 0.6 else None)
    style = pick(r, PHONE_STYLES)
    v = V.phone_fmt(r, ten, style)
    if medium == "html" and r.random() < 0.3:
        href = "+52" + ten
        v = f"tel:{href}"
        t = choose(
            r,
            lang,
            [
                f'Llámale a {esc(c.n2)}: <a href="{v}">{ten[:2]} {ten[2:6]} {ten[6:]}</a> (su celular).',
                f'Contacto del tutor de Pepe, {esc(c.n)}: <a href="{v}">marcar</a>',
            ],
            [f'Call {esc(c.n2)} on their cell: <a href="{v}">call</a>'],
            [f'Ligue para {esc(c.n2)}: <a href="{v}">celular</a>'],
        )
        return out(r, medium, v, "tel: link", t, raw=True, where="link")
    if style == "bare":
        t = choose(
            r,
            lang,
            [
                f"Comunícate con {c.n2} al {v}",
                f"{c.n} {v}",
                f"mi cel es {v}, mándame mensaje si llegas antes — {c.g}",
                f"Informes con {c.g} {c.p}, celular {v}",
            ],
            [f"You can text me at {v} — {c.g}", f"{c.n2}'s cell: {v}"],
            [f"Fala comigo no {v}, {c.g}"],
        )
    else:
        t = choose(
            r,
            lang,
            [
                f"Celular de {c.n}: {v}",
                f"[{c.hh}] {c.g}: márcame al {v} cuando salgas",
                f"{c.folio},{c.n},{v},{c.city}",
                f"Contacto de emergencia del alumno: su tutor(a) {c.n2}, tel. {v}.",
                f'{c.ts} INFO sms.enviar destinatario="{c.n2}" telefono={v}',
                f"Vendo bicicleta rodada 26, trato directo con {c.g}, cel {v}.",
                f"Llámame al {v}, soy {c.g} de la junta de vecinos.",
            ],
            [f"Reach {c.n2} on the mobile, {v}.", f"My cell is {v} if anything comes up."],
            [f"Celular da {c.n2}: {v}", f"Meu celular é {v}."],
        )
    return out(r, medium, v, f"phone {style}", t)


def k_whatsapp(r, lang, medium):
    c = Ctx(r, lang)
    ten = V.mobile(r)
    v = pick(
        r,
        [
            f"https://wa.me/52{ten}",
            f"https://wa.me/521{ten}",
            f"https://api.whatsapp.com/send?phone=52{ten}",
        ],
    )
    if medium == "html":
        t = choose(
            r,
            lang,
            [
                f'Escríbele a {esc(c.n2)} por <a href="{v}">WhatsApp</a> para apartar.',
                f'Pedidos de pasteles caseros con {esc(c.g)}: <a href="{v}">{v}</a>',
            ],
            [f'Message {esc(c.n2)} on <a href="{v}">WhatsApp</a>.'],
            [f'Chama a {esc(c.n2)} no <a href="{v}">WhatsApp</a>.'],
        )
        return out(r, medium, v, "whatsapp link", t, raw=True, where="link")
    t = choose(
        r,
        lang,
        [f"WhatsApp de {c.n2}: {v}", f"mándale mensaje a {c.g} aquí {v}"],
        [f"{c.n2} on WhatsApp: {v}"],
        [f"WhatsApp da {c.n2}: {v}"],
    )
    return out(r, medium, v, "whatsapp link", t)


def k_email(r, lang, medium):
    c = Ctx(r, lang)
    shape = r.randrange(5)
    local = V.email_local(r, c.g, c.p, accented=(shape == 1))
    v = f"{local}@{pick(r, V.FREEMAIL)}"
    if shape == 2:
        v = v.upper()
    if shape == 3 and medium == "html":
        q = pick(
            r,
            [
                "?subject=Cotizaci%C3%B3n",
                "?subject=Hola&amp;body=Buenas",
                "?cc=otro%40example.test",
            ],
        )
        t = choose(
            r,
            lang,
            [
                f'Escríbele a {esc(c.n2)}: <a href="mailto:{v}{q}">{esc(c.g)}</a>',
            ],
            [f'Email {esc(c.n2)} <a href="mailto:{v}{q}">here</a>.'],
            [f'Mande e-mail para {esc(c.n2)}: <a href="mailto:{v}{q}">contato</a>'],
        )
        return out(r, medium, v, "email in mailto with query", t, raw=True, where="link")
    t = choose(
        r,
        lang,
        [
            f"Correo de {c.n}: {v}",
            f"From: {c.n2} <{v}>",
            f"[{c.hh}] {c.g}: mi correo personal es {v}, ahí mándame la factura",
            f"{c.folio},{c.n},{v},activo",
            f'{c.ts} INFO newsletter.alta email={v} nombre="{c.n2}"',
            f"Cualquier duda con la tesorera del comité, {c.n2} ({v}).",
            f"mailto:{v}?subject=Inscripci%C3%B3n%20{c.folio}",
        ],
        [f"Contact {c.n2} at {v}.", f"Reply to {c.g}: {v}", f"mailto:{v}?subject=Booking"],
        [f"E-mail da {c.n2}: {v}", f"Meu e-mail pessoal: {v}"],
    )
    form = {1: "email, accented local part", 2: "email, upper case"}.get(shape, "email")
    if "mailto:" in t:
        form += ", mailto with query"
    return out(r, medium, v, form, t)


def k_email_obf(r, lang, medium):
    c = Ctx(r, lang)
    local = V.email_local(r, c.g, c.p, accented=r.random() < 0.2)
    dom = pick(r, V.FREEMAIL)
    d1, d2 = dom.split(".", 1)
    d2s = d2.replace(".", " punto ")
    v = pick(
        r,
        [
            f"{local} [arroba] {d1} [punto] {d2.replace('.', ' [punto] ')}",
            f"{local}(arroba){d1}(punto){d2.replace('.', '(punto)')}",
            f"{local} at {d1} dot {d2.replace('.', ' dot ')}",
            f"{local}[at]{d1}[dot]{d2.replace('.', '[dot]')}",
            f"{local} arroba {d1} punto {d2s}",
            f"{local} (at) {d1} (dot) {d2.replace('.', ' (dot) ')}",
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"Para inscribirse escriban a {c.n2}: {v}",
            f"mi correo es {v} (así para que no le llegue spam) — {c.g}",
            f"Contacto de la organizadora, {c.n}: {v}",
        ],
        [f"Write to {c.n2} at {v}"],
        [f"Escreva para {c.n2}: {v}"],
    )
    return out(r, medium, v, "obfuscated email", t)


def k_foreign(r, lang, medium):
    c = Ctx(r, lang)
    kind = pick(r, ["dni", "cpf", "ssn", "rut", "nif"])
    v = {"dni": V.dni_es, "cpf": V.cpf, "ssn": V.ssn, "rut": V.rut, "nif": V.nif_pt}[kind](r)
    word = {"dni": "DNI", "cpf": "CPF", "ssn": "SSN", "rut": "RUT", "nif": "NIF"}[kind]
    t = choose(
        r,
        lang,
        [
            f"Huésped extranjero {c.n2}, {word} {v}, habitación 214.",
            f"Alta de proveedor persona física: {c.n}, {word}: {v}.",
            f"{c.folio};{c.n2};{word};{v}",
        ],
        [f"Applicant {c.n2}, {word} {v}.", f"{c.n2} gave the {word} as {v} on the form."],
        [f"Cliente {c.n2}, {word} {v}.", f"Cadastro: {c.n2} — {word} {v}"],
    )
    return out(r, medium, v, f"foreign id {kind}", t)


def k_account(r, lang, medium):
    c = Ctx(r, lang)
    shape = r.randrange(8)
    v = [
        f"acct_{V.rnd(r, 16)}",
        f"cust-{r.randint(10000, 999999)}",
        f"org-{V.rnd(r, 24)}",
        f"proj_{V.rnd(r, 10, 'abcdef0123456789')}",
        f"user_{V.rnd(r, 27)}",
        f"ws_{V.rnd(r, 14)}",
        f"team_{V.rnd(r, 12)}",
        f"org_{V.rnd(r, 18)}",
    ][shape]
    if medium == "header":
        name = {
            0: "Stripe-Account",
            1: pick(r, ["x-account", "X-Customer-Id"]),
            2: "OpenAI-Organization",
            3: "OpenAI-Project",
            4: "X-User-Id",
            5: "X-Workspace-Id",
            6: "x-team-id",
            7: "X-Org-Id",
        }[shape]
        return {"value": v, "form": f"account id in recorded header {name}", "header": (name, v)}
    t = choose(
        r,
        lang,
        [
            f'{{"account_id": "{v}", "plan": "pro"}}',
            f"https://api.{c.dom}/v1/accounts/{v}/usage?period=2024-05",
            f"Error 403: la cuenta {v} no tiene permiso para search.extract",
            f"{c.ts} DEBUG client init workspace={v} region=us-east-1",
            f"POST /v2/organizations/{v}/members HTTP/1.1",
            f"project: {v}",
            f"Soporte: revisen el consumo del identificador {v}, se disparó el costo ayer.",
        ],
        [
            f"403 Forbidden: team {v} has exceeded its monthly quota",
            f"GET https://dashboard.example-provider.com/{v}/settings/billing",
            f'"customer": "{v}",',
        ],
        [
            f"Erro: a conta {v} atingiu o limite de requisições.",
        ],
    )
    return out(r, medium, v, f"account id shape {shape}", t)


# ====================================================================== secrets


def _key(r):
    """(provider, key, header name, env var)."""
    p = r.randrange(26)
    rnd, H = V.rnd, V.HEX
    table = [
        (
            "tavily",
            f"tvly-{pick(r, ['dev-', 'prod-', ''])}{rnd(r, 32)}",
            "Authorization",
            "TAVILY_API_KEY",
        ),
        ("brave", f"BSA{rnd(r, 28)}", "X-Subscription-Token", "BRAVE_SEARCH_API_KEY"),
        ("serpapi", rnd(r, 64, H), "api_key", "SERPAPI_API_KEY"),
        ("serper", rnd(r, 40, H), "X-API-KEY", "SERPER_API_KEY"),
        ("firecrawl", f"fc-{rnd(r, 32, H)}", "Authorization", "FIRECRAWL_API_KEY"),
        ("jina", f"jina_{rnd(r, 60)}", "Authorization", "JINA_API_KEY"),
        ("perplexity", f"pplx-{rnd(r, 48)}", "Authorization", "PERPLEXITY_API_KEY"),
        (
            "openai",
            f"sk-proj-{rnd(r, 56, V.ALNUM + '-_')}T3BlbkFJ{rnd(r, 56, V.ALNUM + '-_')}",
            "Authorization",
            "OPENAI_API_KEY",
        ),
        (
            "anthropic",
            f"sk-ant-api03-{rnd(r, 93, V.ALNUM + '-_')}AA",
            "x-api-key",
            "ANTHROPIC_API_KEY",
        ),
        ("openrouter", f"sk-or-v1-{rnd(r, 64, H)}", "Authorization", "OPENROUTER_API_KEY"),
        ("groq", f"gsk_{rnd(r, 52)}", "Authorization", "GROQ_API_KEY"),
        ("google", f"AIza{rnd(r, 35, V.ALNUM + '-_')}", "x-goog-api-key", "GOOGLE_API_KEY"),
        ("huggingface", f"hf_{rnd(r, 34)}", "Authorization", "HF_TOKEN"),
        ("xai", f"xai-{rnd(r, 80)}", "Authorization", "XAI_API_KEY"),
        ("exa", V.uid(r), "x-api-key", "EXA_API_KEY"),
        ("mistral", rnd(r, 32), "Authorization", "MISTRAL_API_KEY"),
        ("cohere", rnd(r, 40), "Authorization", "COHERE_API_KEY"),
        ("stripe", f"sk_live_{rnd(r, 99)}", "Authorization", "STRIPE_SECRET_KEY"),
        ("stripe-restricted", f"rk_live_{rnd(r, 99)}", "Authorization", "STRIPE_RESTRICTED_KEY"),
        ("github", f"ghp_{rnd(r, 36)}", "Authorization", "GITHUB_TOKEN"),
        (
            "github-pat",
            f"github_pat_11{rnd(r, 20, string_upper_digits())}_{rnd(r, 59)}",
            "Authorization",
            "GH_PAT",
        ),
        ("gitlab", f"glpat-{rnd(r, 20, V.ALNUM + '-_')}", "PRIVATE-TOKEN", "GITLAB_TOKEN"),
        (
            "sendgrid",
            f"SG.{rnd(r, 22, V.ALNUM + '-_')}.{rnd(r, 43, V.ALNUM + '-_')}",
            "Authorization",
            "SENDGRID_API_KEY",
        ),
        ("mailgun", f"key-{rnd(r, 32, H)}", "Authorization", "MAILGUN_API_KEY"),
        (
            "slack-bot",
            f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{rnd(r, 24)}",
            "Authorization",
            "SLACK_BOT_TOKEN",
        ),
        ("npm", f"npm_{rnd(r, 36)}", "Authorization", "NPM_TOKEN"),
    ]
    return table[p]


def string_upper_digits():
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _bearerish(prov, header):
    return header == "Authorization" and prov not in ("brave",)


def k_key_header(r, lang, medium):
    prov, key, hname, _env = _key(r)
    if hname == "api_key":
        hname = "X-Api-Key"
    hval = f"Bearer {key}" if _bearerish(prov, hname) else key
    if prov == "mailgun":
        hval = key
        hname = "X-Mailgun-Key"
    if medium == "header":
        return {
            "value": key,
            "form": f"{prov} key in recorded header {hname}",
            "header": (hname, hval),
        }
    t = f"{hname}: {hval}"
    t = choose(
        r, lang, [t, f"Encabezados enviados -> {t}", f"> {t}"], [t, f"request headers: {t}"], [t]
    )
    return out(r, medium, key, f"{prov} key in header line", t)


def k_key_query(r, lang, medium):
    prov, key, _, _ = _key(r)
    param = pick(r, ["api_key", "key", "apikey", "token", "access_token"])
    c = Ctx(r, lang)
    url = pick(
        r,
        [
            f"https://serpapi.com/search.json?engine=google&q=tortillerias+{c.city.split()[0]}&{param}={key}",
            f"https://api.search.example-provider.com/v1/search?q=clima&{param}={key}",
            f"https://www.googleapis.com/customsearch/v1?cx=0123abc&{param}={key}&q=semantic+kernel",
            f"GET /v1/extract?url=https%3A%2F%2F{c.dom}&{param}={key} HTTP/1.1",
        ],
    )
    if medium == "html":
        url = url.replace("&", "&amp;")
    t = choose(
        r,
        lang,
        [f"URL registrada: {url}", url, f"Probé en el navegador {url} y sí responde"],
        [f"request url: {url}", url],
        [f"URL chamada: {url}"],
    )
    return out(r, medium, key, f"{prov} key in query string", t, raw=(medium == "html"))


def k_key_curl(r, lang, medium):
    prov, key, hname, _ = _key(r)
    if hname == "api_key":
        hname = "X-Api-Key"
    hval = f"Bearer {key}" if _bearerish(prov, hname) else key
    host = pick(
        r,
        [
            "api.tavily.com/search",
            "api.firecrawl.dev/v1/scrape",
            "api.openai.com/v1/responses",
            "google.serper.dev/search",
            "api.exa.ai/search",
            "r.jina.ai/https://example.org",
        ],
    )
    t = f"curl -s https://{host} -H '{hname}: {hval}' -H 'Content-Type: application/json'"
    t = choose(
        r, lang, [t, f"Para reproducir: {t}", f"$ {t}"], [f"repro: {t}", t], [f"Para testar: {t}"]
    )
    return out(r, medium, key, f"{prov} key in curl command", t)


def k_key_env(r, lang, medium):
    prov, key, _, env = _key(r)
    shape = r.randrange(5)
    t = [
        f"{env}={key}",
        f'export {env}="{key}"'.replace('"', "'"),
        f"{env.lower()} = {key}",
        f"{env.lower().replace('_', '-')}: {key}",
        f"[{prov}] api_key = {key}",
    ][shape]
    form = ["env line", "export line", "INI line", "YAML line", "INI section line"][shape]
    t = choose(
        r, lang, [t, f"# .env de producción (no subir)  {t}", t], [t, f"config dump: {t}"], [t]
    )
    return out(r, medium, key, f"{prov} key in {form}", t)


def k_key_json(r, lang, medium):
    prov, key, _, _ = _key(r)
    field = pick(r, ["api_key", "apiKey", "token", "secret", "auth_token", "access_key"])
    t = f'{{"provider": "{prov}", "{field}": "{key}", "timeout": 30}}'
    return out(r, medium, key, f"{prov} key in JSON field {field}", t, where="json text")


def k_key_error(r, lang, medium):
    prov, key, _, _ = _key(r)
    t = choose(
        r,
        lang,
        [
            f"Error 401: la clave de API '{key}' no es válida o fue revocada.",
            f"WebSearchError: proveedor {prov} rechazó la llave {key} (status=403)",
        ],
        [
            f"401 Unauthorized: Invalid API key provided: {key}",
            f"AuthenticationError: Incorrect API key provided: {key}. You can find your API key in your dashboard.",
            f"{prov}: request failed, token {key} is expired",
        ],
        [
            f"Erro 401: chave de API inválida: {key}",
        ],
    )
    return out(r, medium, key, f"{prov} key echoed in error message", t)


def k_key_prose(r, lang, medium):
    prov, key, _, _ = _key(r)
    c = Ctx(r, lang)
    t = choose(
        r,
        lang,
        [
            f"Oye {c.g}, te paso la llave de {prov} para el bench: {key} — no la compartas.",
            f"La API key de {prov} que usamos en staging es {key}, hay que rotarla.",
            f"Nota interna: token de {prov} = {key}",
        ],
        [
            f"Here's the {prov} key for the demo: {key}",
            f"We accidentally committed our {prov} secret {key} to the repo.",
        ],
        [
            f"A chave do {prov} para o teste é {key}",
            f"Segue o token de acesso ({prov}): {key}",
        ],
    )
    return out(r, medium, key, f"{prov} key in prose", t)


def k_bearer(r, lang, medium):
    tok = V.rnd(r, pick(r, [32, 40, 48]), V.ALNUM + "-._~")
    if medium == "header":
        return {
            "value": tok,
            "form": "opaque bearer token in recorded header",
            "header": ("Authorization", f"Bearer {tok}"),
        }
    t = choose(
        r,
        lang,
        [f"Authorization: Bearer {tok}", f"se envió el encabezado Authorization: Bearer {tok}"],
        [f"Authorization: Bearer {tok}", f"auth header was 'Bearer {tok}'"],
        [f"Authorization: Bearer {tok}"],
    )
    return out(r, medium, tok, "opaque bearer token", t)


def k_basic(r, lang, medium):
    import base64

    user = pick(r, ["svc-bench", "admin", "ingesta", "reporter", "api"])
    pwd = V.rnd(r, 14, V.ALNUM + "!#%")
    b = base64.b64encode(f"{user}:{pwd}".encode()).decode()
    if medium == "header":
        return {
            "value": b,
            "form": "HTTP Basic in recorded header",
            "header": ("Authorization", f"Basic {b}"),
        }
    if r.random() < 0.5:
        pwd = V.rnd(r, 14)
        url = f"https://{user}:{pwd}@proxy.interno.example.net:8443/search"
        t = choose(r, lang, [f"Proxy configurado: {url}"], [f"proxy url: {url}"], [f"Proxy: {url}"])
        return out(r, medium, pwd, "password in URL userinfo", t.replace("&", ""))
    t = f"Authorization: Basic {b}"
    return out(r, medium, b, "HTTP Basic header line", t)


def k_cookie(r, lang, medium):
    name = pick(
        r,
        [
            "session",
            "sessionid",
            "__Secure-next-auth.session-token",
            "connect.sid",
            "_session_id",
            "PHPSESSID",
        ],
    )
    val = V.rnd(r, pick(r, [32, 48, 64]), V.ALNUM + "-_")
    if medium == "header":
        hn = pick(r, ["Cookie", "Set-Cookie"])
        hv = (
            f"{name}={val}; Path=/; HttpOnly; Secure"
            if hn == "Set-Cookie"
            else f"{name}={val}; lang=es-MX"
        )
        return {"value": val, "form": f"session cookie in recorded {hn}", "header": (hn, hv)}
    t = choose(
        r,
        lang,
        [f"Cookie: {name}={val}", f"copié la cookie {name}={val} del navegador"],
        [f"Set-Cookie: {name}={val}; Path=/; HttpOnly"],
        [f"Cookie: {name}={val}"],
    )
    return out(r, medium, val, "session cookie", t)


def k_jwt(r, lang, medium):
    c = Ctx(r, lang)
    tok = V.jwt(
        r,
        f'{{"sub":"{V.rnd(r, 12)}","scope":"search:write","exp":{r.randint(1700000000, 1900000000)}}}',
    )
    if medium == "header":
        return {
            "value": tok,
            "form": "JWT bearer in recorded header",
            "header": ("Authorization", f"Bearer {tok}"),
        }
    t = choose(
        r,
        lang,
        [f"token de acceso: {tok}", f"{c.ts} DEBUG auth ok access_token={tok}"],
        [f"access_token={tok}", f'{{"id_token": "{tok}"}}'],
        [f"token: {tok}"],
    )
    return out(r, medium, tok, "JWT", t)


def k_pem(r, lang, medium):
    kind = pick(r, ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head, foot = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    body = V.pem_body(r)
    if medium == "html":
        snippet = "<pre>" + head + "\n" + "\n".join(body) + "\n" + foot + "</pre>"
        return {"value": head, "form": f"PEM {kind}; html pre block", "text": snippet}
    t = head + "\n" + "\n".join(body) + "\n" + foot + "\n"
    return {"value": head, "form": f"PEM {kind}; whole PEM as one escaped string", "text": t}


def k_cloud(r, lang, medium):
    shape = r.randrange(3)
    if shape == 0:
        v = "AKIA" + V.rnd(r, 16, string_upper_digits())
        t = choose(
            r,
            lang,
            [f"aws_access_key_id = {v}", f"AWS_ACCESS_KEY_ID={v}"],
            [f"aws_access_key_id = {v}"],
            [f"AWS_ACCESS_KEY_ID={v}"],
        )
        return out(r, medium, v, "AWS access key id", t)
    if shape == 1:
        v = V.rnd(r, 40, V.ALNUM + "+/")
        t = choose(
            r,
            lang,
            [f"aws_secret_access_key = {v}", f"AWS_SECRET_ACCESS_KEY={v}"],
            [f"aws_secret_access_key = {v}"],
            [f"AWS_SECRET_ACCESS_KEY={v}"],
        )
        return out(r, medium, v, "AWS secret access key", t)
    v = V.rnd(r, 86, V.ALNUM + "+/") + "=="
    t = f"DefaultEndpointsProtocol=https;AccountName=benchfixtures;AccountKey={v};EndpointSuffix=core.windows.net"
    return out(r, medium, v, "Azure storage account key", t)


def k_connstr(r, lang, medium):
    pwd = V.rnd(r, 16, V.ALNUM)
    t = pick(
        r,
        [
            f"postgresql://bench:{pwd}@db.interno.example.net:5432/fixtures",
            f"mongodb+srv://ingesta:{pwd}@cluster0.abcde.mongodb.net/radar",
            f"mysql://root:{pwd}@10.0.3.14:3306/crm",
            f"redis://default:{pwd}@cache.example.net:6379/0",
            f"Server=sql01;Database=Radar;User Id=app;Password={pwd};",
        ],
    )
    t = choose(
        r,
        lang,
        [f"DATABASE_URL={t}", f"La cadena de conexión quedó en el log: {t}"],
        [f"DATABASE_URL={t}", f"connection string: {t}"],
        [f"string de conexão: {t}"],
    )
    return out(r, medium, pwd, "connection string password", t)


def k_signed(r, lang, medium):
    sig = V.rnd(r, 64, V.HEX)
    shape = r.randrange(2)
    if shape == 0:
        url = (
            f"https://fixtures-bench.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{V.rnd(r, 16, string_upper_digits())}%2F20240312%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240312T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        v = sig
    else:
        v = V.rnd(r, 43, V.ALNUM) + "%3D"
        url = f"https://benchstore.blob.core.windows.net/capturas/doc.pdf?sv=2022-11-02&se=2024-06-01T00%3A00%3A00Z&sr=b&sp=r&sig={v}"
    if medium == "html":
        url = url.replace("&", "&amp;")
    t = choose(
        r, lang, [f"Descarga temporal: {url}"], [f"signed url: {url}"], [f"Link assinado: {url}"]
    )
    return out(r, medium, v, "signed URL signature", t, raw=(medium == "html"))


def k_webhook(r, lang, medium):
    shape = r.randrange(3)
    if shape == 0:
        up = string_upper_digits()
        v = f"https://hooks.slack.com/services/T{V.rnd(r, 8, up)}/B{V.rnd(r, 10, up)}/{V.rnd(r, 24)}"
    elif shape == 1:
        v = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{V.rnd(r, 68, V.ALNUM + '-_')}"
    else:
        v = (
            f"https://nopallabs.webhook.office.com/webhookb2/{V.uid(r)}@{V.uid(r)}"
            f"/IncomingWebhook/{V.rnd(r, 32, V.HEX)}/{V.uid(r)}"
        )
    t = choose(
        r,
        lang,
        [f"Alertas del bench van a {v}", f"WEBHOOK_URL={v}"],
        [f"notify: {v}"],
        [f"Webhook de alertas: {v}"],
    )
    return out(r, medium, v, f"webhook URL shape {shape}", t)


# ====================================================================== keepers


def kp_role(r, lang, medium):
    c = Ctx(r, lang)
    box = pick(
        r,
        [
            "ventas",
            "contacto",
            "soporte",
            "prensa",
            "facturacion",
            "atencion.clientes",
            "rh",
            "info",
            "cobranza",
            "compras",
            "privacidad",
            "hola",
        ],
    )
    v = f"{box}@{c.dom}"
    if r.random() < 0.15:
        v = v.upper()
    if medium == "html" and r.random() < 0.3:
        t = choose(
            r,
            lang,
            [f'Cotizaciones: <a href="mailto:{v}?subject=Cotizaci%C3%B3n">{v}</a>'],
            [f'Sales: <a href="mailto:{v}?subject=Quote">{v}</a>'],
            [f'Vendas: <a href="mailto:{v}">{v}</a>'],
        )
        return out(r, medium, v, "role mailbox mailto", t, raw=True, where="link")
    t = choose(
        r,
        lang,
        [
            f"Para pedidos de mayoreo escriba a {v}; respondemos en 24 horas hábiles.",
            f"{c.co} — dudas sobre su factura: {v}",
            f"Reply-To: {c.co} <{v}>",
            f"Contacto de prensa de {c.co}: {v}",
            f"Aviso de privacidad: ejerza sus derechos ARCO escribiendo a {v}.",
        ],
        [f"Questions about your order? Email {v}.", f"Press inquiries: {v}"],
        [f"Dúvidas comerciais: {v}"],
    )
    return out(r, medium, v, "company role mailbox", t)


def kp_gov(r, lang, medium):
    name, dom = pick(r, V.GOV)
    box = pick(
        r,
        [
            "transparencia",
            "contacto",
            "atencionciudadana",
            "quejas",
            "comunicacion.social",
            "oficialia.partes",
        ],
    )
    v = f"{box}@{dom}"
    t = choose(
        r,
        lang,
        [
            f"{name}: solicitudes de información a {v}.",
            f"Buzón institucional ({name}): {v}",
            f"Para reportes ciudadanos escriba a {v} (horario de 9 a 15 h).",
        ],
        [f"Official mailbox of the {name}: {v}"],
        [f"Canal oficial: {v}"],
    )
    return out(r, medium, v, "institutional role mailbox", t)


def _office_phone(r, c):
    ten = V.mobile(r, c.lada)
    return V.phone_fmt(r, ten, pick(r, ["paren", "intl", "spaced", "dash"]))


def kp_switch(r, lang, medium):
    c = Ctx(r, lang)
    ph = _office_phone(r, c)
    ext = r.randint(100, 4999)
    v = pick(r, [ph, f"{ph} ext. {ext}"])
    t = choose(
        r,
        lang,
        [
            f"Conmutador de {c.co}: {v}",
            f"Tel. oficina {v}, lunes a viernes de 9:00 a 18:00 h.",
            f"{c.co} | Matriz {c.city} | Conmutador {v}",
            f"Oficinas corporativas: {ph} ext. {ext} (recepción).",
        ],
        [f"Main office switchboard: {v}", f"Head office: {ph} ext. {ext}"],
        [f"Central de atendimento da empresa: {ph} ramal {ext}"],
    )
    val = v if v in t else ph
    return out(r, medium, val, "company switchboard", t)


def kp_tollfree(r, lang, medium):
    c = Ctx(r, lang)
    n = f"{r.randint(100, 999)} {r.randint(1000, 9999)}"
    v = pick(r, [f"800 {n}", f"01 800 {n}", f"+52 800 {n}", f"800-{n.replace(' ', '-')}"])
    t = choose(
        r,
        lang,
        [
            f"Línea sin costo: {v}",
            f"Atención a clientes {c.co}: {v} (llamada gratuita)",
            f"Llame al {v} las 24 horas.",
        ],
        [f"Toll-free from Mexico: {v}"],
        [f"Ligação gratuita no México: {v}"],
    )
    return out(r, medium, v, "toll-free number", t)


def kp_official(r, lang, medium):
    name, dom = pick(r, V.GOV)
    c = Ctx(r, lang)
    v = f"{_office_phone(r, c)} ext. {r.randint(1000, 9999)}"
    t = choose(
        r,
        lang,
        [
            f"{name}. Solicitudes de acceso a la información: tel. {v}, transparencia@{dom}",
            f"Oficialía de partes — {name}: {v}",
        ],
        [f"{name}, public information office: {v}"],
        [f"Atendimento ao público ({name}): {v}"],
    )
    return out(r, medium, v, "official contact with extension", t)


def kp_caddr(r, lang, medium):
    c = Ctx(r, lang)
    st = pick(r, V.STREETS)
    v = (
        f"{st} {r.randint(10, 3500)}, piso {r.randint(2, 14)}, {pick(r, V.COLONIAS)}, "
        f"C.P. {r.randint(1000, 99999):05d}, {c.city}, {c.state}"
    )
    if r.random() < 0.4:
        v = v.replace(", piso", ", local").replace("local ", "local ")
    t = choose(
        r,
        lang,
        [
            f"Oficinas de {c.co}: {v}.",
            f"Sucursal {c.city} de {c.co} — {v}",
            f"Sede del congreso: Centro de Convenciones, {v}.",
        ],
        [f"{c.co} headquarters: {v}."],
        [f"Escritório da {c.co}: {v}."],
    )
    return out(r, medium, v, "company address", t)


def kp_crfc(r, lang, medium):
    c = Ctx(r, lang)
    v = V.rfc_moral(r, c.ini)
    t = choose(
        r,
        lang,
        [
            f"{c.co}, S.A. de C.V. — RFC {v}",
            f"Datos fiscales del emisor: {c.co} S. de R.L., R.F.C.: {v}",
            f"Facturamos como {c.co} (RFC {v}), régimen 601.",
        ],
        [f"Issuer: {c.co}, S.A. de C.V., RFC {v}"],
        [f"Emitente: {c.co}, RFC {v}"],
    )
    return out(r, medium, v, "company RFC persona moral", t)


def kp_cclabe(r, lang, medium):
    c = Ctx(r, lang)
    v = V.clabe(r)
    t = choose(
        r,
        lang,
        [
            f"Pagos a {c.co}, S.A. de C.V.: CLABE {v}, referencia = número de pedido.",
            f"Cuenta concentradora de {c.co} para transferencias SPEI: {v}",
        ],
        [f"Wire payments to {c.co}, S.A. de C.V., CLABE {v}."],
        [f"Pagamentos à {c.co}: CLABE {v}"],
    )
    return out(r, medium, v, "company CLABE for payments", t)


def kp_date(r, lang, medium):
    y, m, d = r.randint(2015, 2024), r.randint(1, 12), r.randint(1, 28)
    iso = [
        f"{y}-{m:02d}-{d:02d}",
        f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
    ]
    local = {
        "es": [f"{d} de {MONTHS_ES[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"],
        "en": [f"{MONTHS_EN[m - 1]} {d}, {y}"],
        "pt": [f"{d} de {MONTHS_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"],
    }[lang]
    v = pick(r, iso + local)
    t = choose(
        r,
        lang,
        [
            f"Publicado el {v}",
            f"Última actualización: {v}",
            f"Fecha de captura: {v}",
            f"Publicado en el DOF el {v}.",
            f"publishedAt: {v}",
            f"© {y} — actualizado {v}",
        ],
        [f"Last updated {v}", f"retrievedAt: {v}"],
        [f"Atualizado em {v}"],
    )
    return out(r, medium, v, "date", t)


def kp_price(r, lang, medium):
    v = pick(
        r,
        [
            f"${r.randint(99, 45000):,}.{r.randint(0, 99):02d} MXN",
            f"US$ {r.randint(1, 999)}.{r.randint(0, 99):02d}",
            f"R$ {r.randint(10, 9999)},{r.randint(0, 99):02d}",
        ],
    )
    t = choose(
        r,
        lang,
        [f"Precio de lista: {v} (IVA incluido)", f"Costo por consulta: {v}"],
        [f"Price: {v} per 1,000 requests"],
        [f"Preço: {v}"],
    )
    return out(r, medium, v, "price", t)


def kp_version(r, lang, medium):
    v = pick(
        r,
        [
            f"v{r.randint(0, 5)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
            f"{r.randint(1, 3)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
            f"2024.{r.randint(1, 12)}.{r.randint(1, 28)}",
        ],
    )
    t = choose(
        r,
        lang,
        [f"Versión del SDK: {v}", f"User-Agent: radar-bench/{v}"],
        [f"client version {v}"],
        [f"versão {v}"],
    )
    return out(r, medium, v, "version", t)


def kp_reqid(r, lang, medium):
    v = V.uid(r)
    if medium == "header":
        return {
            "value": v,
            "form": "request id in recorded header",
            "header": (pick(r, ["X-Request-Id", "x-correlation-id", "cf-ray-id"]), v),
        }
    t = choose(
        r,
        lang,
        [f"request_id={v}", f"Si el error persiste, cite el identificador de solicitud {v}."],
        [f"Request ID: {v}"],
        [f"ID da requisição: {v}"],
    )
    return out(r, medium, v, "request id uuid", t)


def kp_hash(r, lang, medium):
    shape = r.randrange(4)
    if shape == 0:
        v = V.rnd(r, 40, V.HEX)
        t = choose(
            r,
            lang,
            [f"commit {v}", f"fijado al commit {v}"],
            [f"pinned to commit {v}"],
            [f"commit {v}"],
        )
    elif shape == 1:
        v = "sha256:" + V.rnd(r, 64, V.HEX)
        t = choose(
            r,
            lang,
            [f"sha256 del cuerpo original: {v}"],
            [f"body digest {v}"],
            [f"hash do corpo: {v}"],
        )
    elif shape == 2:
        v = V.rnd(r, 32, V.HEX)
        t = f'ETag: "{v}"'
    else:
        v = "sha384-" + V.rnd(r, 64, V.ALNUM + "+/")
        t = f'integrity="{v}"' if medium != "html" else f"integrity {v}"
    return out(r, medium, v, f"hash shape {shape}", t)


def kp_contentid(r, lang, medium):
    v = pick(
        r,
        [
            f"doc_{r.randint(100000, 999999)}",
            f"gs-{r.randint(1, 120):03d}",
            f"art-{r.randint(2019, 2024)}-{r.randint(1000, 99999)}",
            f"{r.randint(1000000, 9999999)}",
        ],
    )
    t = choose(
        r,
        lang,
        [f"ID de la nota: {v}", f"caso del golden set {v}", f"content_id={v}"],
        [f"article id {v}"],
        [f"id do artigo {v}"],
    )
    return out(r, medium, v, "content id", t)


def kp_order(r, lang, medium):
    v = pick(
        r,
        [
            f"{r.randint(10**9, 10**10 - 1)}",
            f"PED-{r.randint(100000, 999999)}",
            f"#{r.randint(10000, 99999)}-MX",
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"Su pedido {v} fue enviado.",
            f"Folio de pedido: {v}",
            f"Número de orden {v} — estatus: surtido",
        ],
        [f"Order {v} has shipped."],
        [f"Pedido {v} enviado."],
    )
    return out(r, medium, v, "order number", t)


def kp_tracking(r, lang, medium):
    v = pick(
        r,
        [
            "1Z" + V.rnd(r, 16, string_upper_digits()),
            "".join(str(r.randint(0, 9)) for _ in range(r.choice([12, 15, 22]))),
        ],
    )
    t = choose(
        r,
        lang,
        [f"Guía de rastreo: {v}", f"Número de guía {v} (paquetería)"],
        [f"Tracking number: {v}"],
        [f"Código de rastreio: {v}"],
    )
    return out(r, medium, v, "tracking number", t)


def kp_case(r, lang, medium):
    v = pick(
        r,
        [
            f"CASO-{r.randint(2020, 2024)}-{r.randint(1000, 99999)}",
            f"INC{r.randint(1000000, 9999999)}",
            f"Expediente {r.randint(100, 9999)}/{r.randint(2015, 2024)}",
        ],
    )
    t = choose(
        r,
        lang,
        [f"Ticket de soporte {v}", f"Referencia del caso: {v}"],
        [f"Support case {v} closed"],
        [f"Chamado {v} aberto"],
    )
    return out(r, medium, v, "case number", t)


def kp_masked(r, lang, medium):
    v = pick(
        r,
        [
            f"**** **** **** {r.randint(1000, 9999)}",
            "redacted@example.test",
            "+52-000-000-0000",
            f"tvly-****{V.rnd(r, 4)}",
            f"sk-...{V.rnd(r, 4)}",
            f"XXXX-XXXX-XXXX-{r.randint(1000, 9999)}",
            f"CLABE terminación {r.randint(100, 999)}",
            "AAAA000000HDFXXX00",
        ],
    )
    t = choose(
        r,
        lang,
        [f"Dato enmascarado: {v}", f"valor redactado: {v}"],
        [f"masked: {v}"],
        [f"mascarado: {v}"],
    )
    return out(r, medium, v, "masked value", t)


def kp_placeholder(r, lang, medium):
    v = pick(
        r,
        [
            "YOUR_API_KEY",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxx",
            "{{SERPER_KEY}}",
            "Bearer <TOKEN>",
            "process.env.FIRECRAWL_API_KEY",
            "changeme",
            "nombre@dominio.com",
        ],
    )
    if medium == "html":
        v = esc(v)
    t = choose(
        r,
        lang,
        [
            f"Sustituya {v} por su propia llave.",
            f"export API_KEY={v}",
            f"Ejemplo: Authorization: {v}",
        ],
        [f"Replace {v} with your key."],
        [f"Troque {v} pela sua chave."],
    )
    return out(r, medium, v, "placeholder", t, raw=(medium == "html"))


def kp_stat(r, lang, medium):
    v = pick(
        r,
        [
            f"{r.randint(1, 99)}.{r.randint(0, 9)} %",
            f"{r.randint(10**9, 10**10 - 1)}",
            f"{r.randint(1000, 999999):,}",
            f"{r.randint(1, 20)}.{r.randint(0, 9)} millones",
        ],
    )
    t = choose(
        r,
        lang,
        [
            f"El INEGI reporta {v} hogares con internet.",
            f"Visitas totales del año: {v}",
            f"Variación anual: {v}",
        ],
        [f"Total queries served: {v}"],
        [f"Total de acessos: {v}"],
    )
    return out(r, medium, v, "statistic", t)


def kp_pubkey(r, lang, medium):
    shape = r.randrange(2)
    if shape == 0:
        v = f"pk_live_{V.rnd(r, 40)}"
        t = choose(
            r,
            lang,
            [f"Clave publicable de Stripe (va en el frontend): {v}"],
            [f"publishable key: {v}"],
            [f"chave pública: {v}"],
        )
    else:
        v = f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{V.rnd(r, 43, V.ALNUM + '+/')} deploy@bench"
        t = choose(
            r,
            lang,
            [f"Llave pública del servidor: {v}"],
            [f"public key: {v}"],
            [f"chave pública: {v}"],
        )
    return out(r, medium, v, "public key", t)


def kp_sku(r, lang, medium):
    v = pick(r, [V.ean13(r), f"SKU-{V.rnd(r, 6, string_upper_digits())}"])
    t = choose(
        r,
        lang,
        [f"Código de barras {v}", f"Artículo {v} — en existencia"],
        [f"Item {v} in stock"],
        [f"Código do produto {v}"],
    )
    return out(r, medium, v, "sku / EAN", t)


def kp_doi(r, lang, medium):
    v = pick(
        r,
        [
            f"10.{r.randint(1000, 9999)}/{V.rnd(r, 8, 'abcdefghijklmnopqrstuvwxyz0123456789')}",
            f"ISBN {V.isbn13(r)}",
        ],
    )
    t = choose(
        r,
        lang,
        [f"Referencia: {v}", f"Cita el artículo como {v}"],
        [f"See {v}"],
        [f"Referência: {v}"],
    )
    return out(r, medium, v, "DOI / ISBN", t)


# kind -> (label, family, maker, count, header-capable)
PERSONAL = {
    "curp": (k_curp, 30),
    "rfc-persona-fisica": (k_rfc, 24),
    "nss": (k_nss, 16),
    "ine-clave-elector": (k_ine, 14),
    "clabe": (k_clabe, 14),
    "card": (k_card, 16),
    "passport": (k_passport, 26),
    "birth-date": (k_birth, 24),
    "home-address": (k_home, 26),
    "phone": (k_phone, 62),
    "whatsapp": (k_whatsapp, 10),
    "email": (k_email, 32),
    "email-obfuscated": (k_email_obf, 14),
    "foreign-id": (k_foreign, 12),
}
ACCOUNT = {"account-id": (k_account, 50)}
SECRET = {
    "api-key-header": (k_key_header, 14),
    "api-key-query": (k_key_query, 10),
    "api-key-curl": (k_key_curl, 10),
    "api-key-env": (k_key_env, 14),
    "api-key-json": (k_key_json, 10),
    "api-key-error": (k_key_error, 10),
    "api-key-prose": (k_key_prose, 12),
    "bearer-token": (k_bearer, 10),
    "basic-auth": (k_basic, 6),
    "cookie": (k_cookie, 7),
    "jwt": (k_jwt, 6),
    "private-key": (k_pem, 5),
    "cloud-key": (k_cloud, 7),
    "connection-string": (k_connstr, 7),
    "signed-url": (k_signed, 5),
    "webhook-url": (k_webhook, 6),
}
KEEP = {
    "role-mailbox": (kp_role, 34),
    "gov-role-mailbox": (kp_gov, 16),
    "switchboard": (kp_switch, 28),
    "toll-free": (kp_tollfree, 20),
    "official-contact": (kp_official, 12),
    "company-address": (kp_caddr, 24),
    "company-rfc": (kp_crfc, 18),
    "company-clabe": (kp_cclabe, 12),
    "date": (kp_date, 28),
    "price": (kp_price, 16),
    "version": (kp_version, 14),
    "uuid": (kp_reqid, 16),
    "hash": (kp_hash, 16),
    "content-id": (kp_contentid, 12),
    "order-number": (kp_order, 14),
    "tracking-number": (kp_tracking, 12),
    "case-number": (kp_case, 12),
    "masked": (kp_masked, 16),
    "placeholder": (kp_placeholder, 20),
    "statistic": (kp_stat, 18),
    "public-key": (kp_pubkey, 8),
    "sku": (kp_sku, 8),
    "doi": (kp_doi, 8),
}
HEADER_KINDS = {
    "account-id",
    "api-key-header",
    "bearer-token",
    "basic-auth",
    "cookie",
    "jwt",
    "uuid",
}
