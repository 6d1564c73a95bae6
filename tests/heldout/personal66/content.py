"""Context makers of corpus 66: each kind's datum inside a sentence, chat line, log/CSV row,
env line, curl command, error message or HTML markup, written for this corpus.

``make(kind, rng, lang)`` returns a ``Ctx``: the datum (``value``), the form, a one-line
text holding it (``text``), optionally ready HTML markup (``html``: then the item must be an
HTML snippet) or a recorded header name (``header``: then ``text`` is the header's value).
"""

# ruff: noqa: E501  (long literal key shapes and context lines)

from __future__ import annotations

import html as htmlmod
import random
from dataclasses import dataclass

from . import values as V


@dataclass
class Ctx:
    value: str
    form: str
    text: str
    html: str | None = None
    header: str | None = None
    only_html: bool = False
    no_html: bool = False


def esc(s: str) -> str:
    return htmlmod.escape(s, quote=False)


def pick(rng: random.Random, lang: str, table: dict[str, list[str]], **kw: str) -> str:
    return rng.choice(table[lang]).format(**kw)


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


def stamp(rng: random.Random) -> str:
    return f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"


# ====================================================================== personal


def k_curp(rng, lang):
    p = V.Person(rng, "es")
    c = V.curp(p, rng)
    form = rng.choice(["upper", "upper", "lower", "spaced", "hyphen", "dots"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": V.group(c, [4, 6, 6, 2], " "),
        "hyphen": V.group(c, [4, 6, 6, 2], "-"),
        "dots": V.group(c, [4, 6, 6, 2], "."),
    }[form]
    t = {
        "es": [
            "Ficha de inscripción — alumno(a): {n}; CURP: {v}; grado: 3.º B",
            "Recordatorio IMSS: {n}, su cita de medicina familiar quedó registrada con la CURP {v}.",
            "[09/04/24 18:22] {g}: te paso mi curp para el trámite: {v}",
            "registro,{n},{v},pendiente de validar",
            "La beneficiaria {n} (CURP {v}) recogerá el apoyo en la ventanilla 4.",
            "Nota de entrega: recibe {n}, identificación con CURP {v}.",
            'level=info msg="alta de derechohabiente" nombre="{n}" curp={v}',
        ],
        "en": [
            "Applicant {n} provided CURP {v} for the Mexican visa form.",
            "row 18: name={n}; curp={v}; status=needs review",
        ],
        "pt": ["O cliente {n} informou o CURP {v} no cadastro mexicano."],
    }
    return Ctx(v, f"curp-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_rfc(rng, lang):
    p = V.Person(rng, "es")
    r = V.rfc_fisica(p, rng)
    form = rng.choice(["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": r,
        "hyphen": V.group(r, [4, 6, 3], "-"),
        "spaced": V.group(r, [4, 6, 3], " "),
        "lower": r.lower(),
    }[form]
    t = {
        "es": [
            "Solicito factura a nombre de {n}, RFC {v}, uso CFDI G03.",
            "Ticket #soporte: el cliente {n} pide corregir su RFC a {v} en la factura.",
            "Recibo de arrendamiento — arrendador: {n} · RFC: {v} · mes de mayo",
            "{n};{v};régimen 612;Personas Físicas con Actividades Empresariales",
            "Hola, soy {g}, mi RFC es {v} por si lo necesitan para el recibo de honorarios.",
            'factura.emisor.rfc={v} factura.emisor.nombre="{n}"',
        ],
        "en": [
            "Please invoice {n}, Mexican tax id (RFC) {v}, for the consulting hours.",
            "Freelancer {n} — RFC {v} — paid via wire",
        ],
        "pt": ["Emitir nota para {n}, RFC mexicano {v}."],
    }
    return Ctx(v, f"rfc-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_nss(rng, lang):
    p = V.Person(rng, "es")
    n = V.nss(p, rng)
    form = rng.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": n,
        "hyphen": V.group(n, [2, 2, 2, 4, 1], "-"),
        "spaced": V.group(n, [4, 4, 3], " "),
    }[form]
    t = {
        "es": [
            "Número de Seguridad Social de {n}: {v}",
            "Para el alta ante el IMSS, {g} nos compartió su NSS {v}.",
            "trabajador,{n},nss,{v},salario diario 412.50",
            "[chat] {g}: mi número de seguro social es {v}, ¿así está bien?",
            "La incapacidad de {n} se tramitó con el NSS {v} el lunes.",
        ],
        "en": ["Employee {n}, IMSS social security number {v}, starts on Monday."],
        "pt": ["A funcionária {n} tem NSS (IMSS) {v}."],
    }
    return Ctx(v, f"nss-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_ine(rng, lang):
    p = V.Person(rng, "es")
    c = V.ine_clave(p, rng)
    form = rng.choice(["plain", "plain", "lower", "spaced"])
    v = {"plain": c, "lower": c.lower(), "spaced": V.group(c, [6, 6, 2, 1, 3], " ")}[form]
    t = {
        "es": [
            "Credencial para votar de {n} — clave de elector {v}",
            "Se identificó con INE, clave de elector {v}, a nombre de {n}.",
            "{n}|INE|{v}|vigencia 2029",
            "Mi clave de elector es {v}, soy {g}, la dejo para el contrato.",
        ],
        "en": ["Voter ID (INE) of {n}: elector key {v}."],
        "pt": ["Título eleitoral mexicano (INE) de {n}: chave {v}."],
    }
    return Ctx(v, f"ine-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_clabe(rng, lang):
    p = V.Person(rng, lang)
    code, bank = rng.choice(V.BANKS)
    c = V.clabe(rng, code)
    form = rng.choice(["plain", "plain", "spaced"])
    v = c if form == "plain" else V.group(c, [3, 3, 11, 1], " ")
    t = {
        "es": [
            "Deposítame a mi cuenta {b}, CLABE {v}, a nombre de {n}. ¡Gracias!",
            "Reembolso para {n}: CLABE interbancaria {v} ({b}).",
            "[21:04] {g}: ya te mandé la CLABE {v}, es de {b}",
            "beneficiario={n};banco={b};clabe={v};concepto=renta junio",
        ],
        "en": ["Refund to {n}, personal account at {b}, CLABE {v}."],
        "pt": ["Transferir para {n}, conta no {b}, CLABE {v}."],
    }
    return Ctx(v, f"clabe-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v, b=bank))


def k_card(rng, lang):
    p = V.Person(rng, lang)
    brand = rng.choice(["visa", "mc", "mc2", "amex"])
    c = V.card(rng, brand)
    form = rng.choice(["plain", "spaced", "hyphen"])
    sizes = [4, 6, 5] if brand == "amex" else [4, 4, 4, 4]
    v = c if form == "plain" else V.group(c, sizes, " " if form == "spaced" else "-")
    t = {
        "es": [
            "Pago rechazado: tarjeta {v} de {n}, vence 08/27.",
            '{g} escribió en el chat: "cóbrame con la tarjeta {v}"',
            "titular={n} tarjeta={v} cvv=*** monto=1,250.00",
            "Mi tarjeta es la {v}, a nombre de {n}, para el apartado.",
        ],
        "en": ["Card on file for {n}: {v} (exp 11/26).", "charge failed for card {v}, holder {n}"],
        "pt": ["Cartão de {n}: {v}, validade 03/28."],
    }
    return Ctx(v, f"card-{brand}-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_passport(rng, lang):
    p = V.Person(rng, lang)
    country = {
        "es": rng.choice(["mx", "mx", "mx", "es", "ar"]),
        "en": rng.choice(["us", "ca", "mx"]),
        "pt": rng.choice(["br", "br", "mx"]),
    }[lang]
    num = V.passport(rng, country)
    form = rng.choice(["plain", "plain", "plain", "lower", "spaced"])
    v = {"plain": num, "lower": num.lower(), "spaced": V.group(num, [3, 3, 3], " ")}[form]
    t = {
        "es": [
            "Pasajero: {n} · Pasaporte: {v} · vuelo AM 0412",
            "Para el check-in, {g} registró el pasaporte núm. {v}.",
            "huésped,{n},pasaporte,{v},habitación 214",
            "Mi pasaporte es {v}, a nombre de {n}; lo renové en marzo.",
            "Visa en trámite de {n} (no. de pasaporte {v}).",
        ],
        "en": [
            "Traveler {n}, passport number {v}, seat 14C.",
            "Passport No. {v} — holder {n} — please upload a scan.",
        ],
        "pt": [
            "Passageiro {n}, passaporte nº {v}.",
            "O passaporte de {n} é {v}, emitido em Brasília.",
        ],
    }
    return Ctx(v, f"passport-{country}-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_birth(rng, lang):
    p = V.Person(rng, lang)
    d, m, y = p.day, p.month, p.year
    forms = {
        "es": [
            ("long", f"{d} de {MESES[m - 1]} de {y}"),
            ("dmy", f"{d:02d}/{m:02d}/{y}"),
            ("iso", f"{y}-{m:02d}-{d:02d}"),
            ("mmm", f"{d:02d}-{MES3[m - 1]}-{y}"),
            ("dots", f"{d:02d}.{m:02d}.{y}"),
        ],
        "en": [
            ("en-long", f"{MONTHS[m - 1]} {d}, {y}"),
            ("mdy", f"{m:02d}/{d:02d}/{y}"),
            ("iso", f"{y}-{m:02d}-{d:02d}"),
        ],
        "pt": [("pt-long", f"{d} de {MESES_PT[m - 1]} de {y}"), ("dmy", f"{d:02d}/{m:02d}/{y}")],
    }[lang]
    form, v = rng.choice(forms)
    t = {
        "es": [
            "Aviso escolar: {n} nació el {v}; favor de traer acta.",
            "Fecha de nacimiento de {n}: {v}",
            "Expediente clínico — paciente {n}, F. nac. {v}, tipo de sangre O+",
            "liga infantil,{n},{v},categoría sub-12",
            "{g} (nacida/o el {v}) solicita la credencial de la biblioteca.",
            "Hola, soy {n} y mi fecha de nacimiento es {v}.",
        ],
        "en": ["Patient {n}, date of birth {v}, allergies: none.", "DOB for {n}: {v}"],
        "pt": ["{n}, nascido(a) em {v}, inscrito(a) na turma B.", "Data de nascimento de {n}: {v}"],
    }
    return Ctx(v, f"birth-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def home_address(rng):
    mun, est, _, cp = rng.choice(V.TOWNS)
    kind = rng.choice(["Calle", "Av.", "Privada", "Cerrada", "Calz.", "Andador", "calle"])
    num = rng.choice(["#", "núm. ", "No. ", ""]) + str(rng.randint(3, 2400))
    inner = rng.choice(
        [
            "",
            "",
            f" int. {rng.randint(1, 12)}",
            f" depto. {rng.randint(101, 504)}",
            f" Int. {rng.choice('ABCD')}",
        ]
    )
    col = rng.choice(V.COLONIAS)
    cpv = cp + f"{rng.randint(0, 999):03d}"
    return f"{kind} {rng.choice(V.STREETS)} {num}{inner}, Col. {col}, C.P. {cpv}, {mun}, {est}"


def k_home(rng, lang):
    p = V.Person(rng, lang if lang != "en" else "es")
    v = home_address(rng)
    t = {
        "es": [
            "Domicilio particular de {n}: {v}",
            "Se renta cuarto, informes con {g} en su casa: {v}",
            "Entregar a {n} — {v} — tocar el timbre dos veces",
            "Paciente {n}, domicilio {v}",
            "Boletín parroquial: la familia de {n} recibe la imagen en {v}.",
            'destinatario,{n},"{v}",paquete chico',
            "Vivo en {v}; pregunta por {g}.",
        ],
        "en": ["Ship to {n}, home address: {v}.", "Tenant {n} lives at {v} since 2021."],
        "pt": ["Endereço residencial de {n}: {v}", "A entrega para {n} vai para {v}."],
    }
    return Ctx(v, "home-address", pick(rng, lang, t, n=p.name, g=p.given, v=v))


PHONE_FORMS = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "hyph",
    "compact",
    "parenintl",
    "bare",
    "spaced",
    "e164dash",
]


def k_phone(rng, lang):
    p = V.Person(rng, lang if lang != "en" else "es")
    num = V.mobile(rng)
    form = rng.choice([*PHONE_FORMS, "bare", "tel"])
    if form == "tel":
        v = "tel:" + V.phone_form(num, rng.choice(["compact", "e164dash"]))
        shown = V.phone_form(num, "paren")
        h = {
            "es": f'<p>Llámale a {esc(p.name)}: <a href="{v}">{shown}</a> (celular)</p>',
            "en": f'<p>Call {esc(p.name)} on the mobile: <a href="{v}">{shown}</a></p>',
            "pt": f'<p>Ligue para {esc(p.name)}: <a href="{v}">{shown}</a> (celular)</p>',
        }[lang]
        return Ctx(v, "phone-tel-link", v, html=h, only_html=True)
    v = V.phone_form(num, form)
    t = {
        "es": [
            "Comunícate con {n} al {v}",
            "{n} {v}",
            "mi cel es {v}, mándame mensaje cuando llegues",
            "Contacto de emergencia: {n}, celular {v}",
            "[08/05/24 09:41] {g}: márcame al {v} porfa",
            "vendedor particular,{n},{v},Tsuru 2012",
            "Si no contesto, llama a mi hermana {n} al {v}.",
            "Informes con {g}: {v} (solo WhatsApp o llamada)",
        ],
        "en": ["Reach {n} on their personal cell {v} after 6 pm.", "my number is {v} - {g}"],
        "pt": ["Fale com {n} no celular {v}.", "meu celular é {v}, {g}"],
    }
    return Ctx(v, f"phone-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_whatsapp(rng, lang):
    p = V.Person(rng, lang if lang != "en" else "es")
    num = V.mobile(rng)
    form = rng.choice(["wa.me", "api", "wa.me-text"])
    if form == "wa.me":
        v = f"https://wa.me/52{num}"
    elif form == "api":
        v = f"https://api.whatsapp.com/send?phone=521{num}"
    else:
        v = f"https://wa.me/521{num}?text=Hola%20{V.strip_accents(p.given)}"
    t = {
        "es": [
            "Escríbele a {n} por WhatsApp: {v}",
            "WhatsApp de {g} (personal): {v}",
            "Pedidos por encargo con {n} → {v}",
        ],
        "en": ["Message {n} on WhatsApp: {v}"],
        "pt": ["Chame {n} no WhatsApp: {v}"],
    }
    return Ctx(v, f"whatsapp-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_email(rng, lang):
    p = V.Person(rng, lang)
    dom = rng.choice(V.FREEMAIL)
    form = rng.choice(["plain", "accented", "accented", "upper", "mailto", "from", "mixed"])
    local = V.email_local(p, rng, accents=(form == "accented"))
    if form == "accented" and local == V.strip_accents(local):
        local = "ñ" + local if rng.random() < 0.5 else local.replace("a", "á", 1)
    addr = f"{local}@{dom}"
    if form == "upper":
        addr = addr.upper()
    if form == "mixed":
        addr = addr[0].upper() + addr[1:]
    if form == "mailto":
        v = f"mailto:{addr}?subject=Cotizaci%C3%B3n&cc={V.strip_accents(p.given).lower()}.respaldo@{dom}"
        h = {
            "es": f'<p>Escríbele a {esc(p.name)}: <a href="{esc(v)}">su correo personal</a></p>',
            "en": f'<p>Email {esc(p.name)} directly: <a href="{esc(v)}">personal inbox</a></p>',
            "pt": f'<p>Mande um e-mail para {esc(p.name)}: <a href="{esc(v)}">e-mail pessoal</a></p>',
        }[lang]
        return Ctx(esc(v), "email-mailto-query", v, html=h, only_html=True)
    if form == "from":
        v = addr
        t = {"es": "From: {n} <{v}>", "en": "From: {n} <{v}>", "pt": "De: {n} <{v}>"}[lang]
        return Ctx(v, "email-from", t.format(n=p.name, v=v))
    v = addr
    t = {
        "es": [
            "Correo personal de {n}: {v}",
            "Mándame los papeles a {v} — {g}",
            "{n},{v},asistente confirmado",
            "Cualquier duda, mi correo es {v}",
            "La maestra pidió que {n} envíe la tarea a {v}.",
        ],
        "en": ["You can email {n} at {v}.", "contact: {n} <{v}>"],
        "pt": ["Meu e-mail pessoal é {v}, {g}.", "E-mail de {n}: {v}"],
    }
    return Ctx(v, f"email-{form}", pick(rng, lang, t, n=p.name, g=p.given, v=v))


def k_email_obf(rng, lang):
    p = V.Person(rng, lang)
    local = V.email_local(p, rng, accents=False)
    user, dom = rng.choice(V.FREEMAIL).split(".", 1)
    form = rng.choice(["brackets", "parens", "at-dot", "en-brackets", "spaced-words", "ARROBA"])
    v = {
        "brackets": f"{local} [arroba] {user} [punto] {dom.replace('.', ' [punto] ')}",
        "parens": f"{local}(arroba){user}(punto){dom.replace('.', '(punto)')}",
        "at-dot": f"{local} at {user} dot {dom.replace('.', ' dot ')}",
        "en-brackets": f"{local}[at]{user}[dot]{dom.replace('.', '[dot]')}",
        "spaced-words": f"{local} arroba {user} punto {dom.replace('.', ' punto ')}",
        "ARROBA": f"{local} ARROBA {user} PUNTO {dom.replace('.', ' PUNTO ')}",
    }[form]
    t = {
        "es": [
            "Escríbeme a {v} (sin espacios) — {n}",
            "correo de {n}: {v}",
            "Para evitar spam, mi mail: {v}",
        ],
        "en": ["Drop me a line at {v} — {n}"],
        "pt": ["Meu e-mail: {v} ({n})"],
    }
    return Ctx(v, f"email-obf-{form}", pick(rng, lang, t, n=p.name, v=v))


def k_foreign(rng, lang):
    p = V.Person(rng, lang)
    kind = {"es": rng.choice(["dni-es", "rut-cl", "dni-ar"]), "en": "ssn", "pt": "cpf"}[lang]
    v = {"dni-es": V.dni_es, "rut-cl": V.rut_cl, "dni-ar": V.dni_ar, "ssn": V.ssn, "cpf": V.cpf}[
        kind
    ](rng)
    lab = {"dni-es": "DNI", "rut-cl": "RUT", "dni-ar": "DNI", "ssn": "SSN", "cpf": "CPF"}[kind]
    t = {
        "es": [
            "Titular: {n}, {l} {v}, nacionalidad extranjera.",
            "{n} — {l}: {v}",
            "huésped extranjero,{n},{l},{v}",
        ],
        "en": ["Employee {n}, {l} {v}, W-4 on file.", "{l} of {n}: {v}"],
        "pt": ["Cliente {n}, {l} {v}.", "O {l} da {n} é {v}"],
    }
    return Ctx(v, f"foreign-{kind}", pick(rng, lang, t, n=p.name, l=lab, v=v))


def k_account(rng, lang):
    shape = rng.choice(["acct", "cust", "org", "proj", "user", "ws", "team", "org_"])
    v = {
        "acct": "acct_" + V.rnd(rng, 16),
        "cust": "cust-" + str(rng.randint(10000, 99999999)),
        "org": "org-" + V.rnd(rng, 24),
        "proj": "proj_" + V.rnd(rng, 24),
        "user": "user_" + V.rnd(rng, 20),
        "ws": "ws_" + V.rnd(rng, 18, V.HEX),
        "team": "team_" + V.rnd(rng, 22),
        "org_": "org_" + V.rnd(rng, 26),
    }[shape]
    place = rng.choice(["header", "field", "path", "message", "log"])
    if place == "header":
        h = {
            "acct": "X-Account-Id",
            "cust": "x-account",
            "org": "OpenAI-Organization",
            "proj": "OpenAI-Project",
            "user": "X-User-Id",
            "ws": "X-Workspace-Id",
            "team": "X-Team-Id",
            "org_": "Anthropic-Organization-Id",
        }[shape]
        return Ctx(v, f"account-{shape}-header", v, header=h)
    if place == "field":
        key = {
            "acct": "account",
            "cust": "customer",
            "org": "organization",
            "proj": "project",
            "user": "user",
            "ws": "workspace_id",
            "team": "team",
            "org_": "org",
        }[shape]
        text = f'{{"{key}": "{v}", "plan": "pro"}}'
    elif place == "path":
        seg = {
            "acct": "accounts",
            "cust": "customers",
            "org": "organizations",
            "proj": "projects",
            "user": "users",
            "ws": "workspaces",
            "team": "teams",
            "org_": "orgs",
        }[shape]
        text = f"GET https://api.example-search.io/v2/{seg}/{v}/usage?period=2024-05 -> 200"
    elif place == "message":
        text = {
            "es": f"Error 403: la cuenta {v} no tiene acceso a este índice de búsqueda.",
            "en": f"Quota exceeded for {v}; upgrade your plan or wait 60s.",
            "pt": f"A conta {v} atingiu o limite mensal de consultas.",
        }[lang]
    else:
        text = f"{stamp(rng)} WARN search.client retry=2 account_id={v} latency_ms=812"
    return Ctx(v, f"account-{shape}-{place}", text)


# ====================================================================== secrets

HEADER_OF = {
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serpapi": "api_key",
    "serper": "X-API-KEY",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "exa": "x-api-key",
    "anthropic": "x-api-key",
    "google": "x-goog-api-key",
    "cohere": "Authorization",
    "mistral": "Authorization",
}


def k_key(rng, lang, where):
    prov = rng.choice(V.PROVIDERS)
    k = V.provider_key(rng, prov)
    env = prov.upper().replace("_PAT", "") + "_API_KEY"
    if where == "header":
        h = HEADER_OF.get(prov, rng.choice(["X-Api-Key", "Api-Key", "X-Auth-Token"]))
        val = f"Bearer {k}" if h == "Authorization" else k
        return Ctx(k, f"key-{prov}-header", val, header=h)
    if where == "query":
        q = rng.choice(["api_key", "key", "apikey", "token", "access_key"])
        text = f"GET https://api.{prov}.example/v1/search?q=clima+guadalajara&{q}={k}&num=10"
        if rng.random() < 0.5:
            text = f"request_url: https://search.{prov}.example/query?{q}={k}&lang=es"
        return Ctx(k, f"key-{prov}-query", text)
    if where == "curl":
        text = rng.choice(
            [
                f"curl -s https://api.{prov}.example/v1/search -H 'Authorization: Bearer {k}' -d '{{\"query\":\"precio del dólar\"}}'",
                f'curl -X POST "https://api.{prov}.example/search" -H "x-api-key: {k}" --data @consulta.json',
                f"curl 'https://api.{prov}.example/v1/scrape?url=https%3A%2F%2Fejemplo.mx&api_key={k}'",
            ]
        )
        return Ctx(k, f"key-{prov}-curl", text)
    if where == "env":
        text = rng.choice(
            [
                f"{env}={k}",
                f'export {env}="{k}"',
                f"{env.lower()}: {k}",
                f"[{prov}]\napi_key = {k}".split("\n")[1],
                f"  {prov}_key: '{k}'",
            ]
        )
        return Ctx(k, f"key-{prov}-env", text)
    if where == "json":
        text = f'{{"provider": "{prov}", "api_key": "{k}", "timeout": 30}}'
        if rng.random() < 0.5:
            text = f'config={{"search": {{"engine": "{prov}", "apiKey": "{k}"}}}}'
        return Ctx(k, f"key-{prov}-json", text)
    if where == "error":
        text = {
            "es": [
                f"Error 401: la clave de API '{k}' no es válida o fue revocada.",
                f"AuthenticationError: clave incorrecta ({k}). Verifica tu panel.",
            ],
            "en": [
                f"401 Unauthorized: Incorrect API key provided: {k}. You can find your API key in your dashboard.",
                f"invalid_api_key: the key {k} has been disabled",
            ],
            "pt": [f"Erro 401: a chave de API {k} é inválida."],
        }[lang]
        return Ctx(k, f"key-{prov}-error", rng.choice(text))
    text = {
        "es": [
            f"Para reproducir la prueba usé mi llave de {prov}: {k} (no la compartan).",
            f"Oye, te paso la API key de {prov} del equipo: {k}",
        ],
        "en": [f"Temporary {prov} key for the demo is {k}, rotate it after Friday."],
        "pt": [f"A chave do {prov} que usei no teste foi {k}."],
    }[lang]
    return Ctx(k, f"key-{prov}-prose", rng.choice(text))


def k_bearer(rng, lang):
    tok = rng.choice(
        [
            "ya29." + V.rnd(rng, 120, V.ALNUM + "-_"),
            V.rnd(rng, 48),
            "gho_" + V.rnd(rng, 36),
            V.rnd(rng, 64, V.HEX),
        ]
    )
    if rng.random() < 0.6:
        return Ctx(tok, "bearer-header", f"Bearer {tok}", header="Authorization")
    return Ctx(
        tok,
        "bearer-log",
        f"{stamp(rng)} DEBUG http.request Authorization: Bearer {tok} host=api.busqueda.example",
    )


def k_basic(rng, lang):
    p = V.Person(rng, lang)
    user = V.strip_accents(p.given).lower()
    pw = V.rnd(rng, 14, V.ALNUM + "!#%")
    b = V.base64.b64encode(f"{user}:{pw}".encode()).decode()
    if rng.random() < 0.5:
        return Ctx(b, "basic-header", f"Basic {b}", header="Authorization")
    v = f"https://{user}:{pw}@proxy.busqueda.example:8443/search"
    return Ctx(v, "basic-url", f"HTTPS_PROXY={v}")


def k_cookie(rng, lang):
    name = rng.choice(
        [
            "sessionid",
            "connect.sid",
            "_session",
            "PHPSESSID",
            "auth_token",
            "__Secure-next-auth.session-token",
        ]
    )
    val = (
        V.rnd(rng, 40, V.ALNUM)
        if name != "connect.sid"
        else "s%3A" + V.rnd(rng, 32) + "." + V.rnd(rng, 43)
    )
    v = f"{name}={val}"
    if rng.random() < 0.6:
        hdr = rng.choice(["Cookie", "Set-Cookie"])
        text = f"{v}; Path=/; HttpOnly; Secure" if hdr == "Set-Cookie" else f"{v}; theme=dark"
        return Ctx(v, f"cookie-{hdr.lower()}", text, header=hdr)
    return Ctx(v, "cookie-curl", f"curl -b '{v}' https://panel.busqueda.example/api/me")


def k_jwt(rng, lang):
    p = V.Person(rng, lang)
    tok = V.jwt(rng, V.strip_accents(p.given).lower() + "@example.org")
    if rng.random() < 0.5:
        return Ctx(tok, "jwt-header", f"Bearer {tok}", header="Authorization")
    return Ctx(tok, "jwt-json", f'{{"access_token": "{tok}", "expires_in": 3600}}')


def k_pem(rng, lang):
    head = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = V.pem_body(rng, 6)
    begin, end = f"-----BEGIN {head}-----", f"-----END {head}-----"
    text = "\n".join([begin, *body, end])
    h = "<pre>" + "\n".join([begin, *body, end]) + "</pre>"
    return Ctx(begin, f"pem-{head.split()[0].lower()}", text, html=h)


def k_cloud(rng, lang):
    kid, sec = V.aws_pair(rng)
    if rng.random() < 0.5:
        return Ctx(kid, "aws-access-key-id", f"AWS_ACCESS_KEY_ID={kid}")
    return Ctx(
        sec,
        "aws-secret-access-key",
        rng.choice([f"aws_secret_access_key = {sec}", f'AWS_SECRET_ACCESS_KEY="{sec}"']),
    )


def k_conn(rng, lang):
    pw = V.rnd(rng, 16, V.ALNUM + "!*")
    user = rng.choice(["app", "search_rw", "admin", "etl"])
    v = rng.choice(
        [
            f"postgresql://{user}:{pw}@db.interno.example:5432/busquedas",
            f"mysql://{user}:{pw}@10.0.3.17:3306/crm",
            f"mongodb+srv://{user}:{pw}@cluster0.abcd1.mongodb.net/fixtures?retryWrites=true",
            f"redis://:{pw}@cache.interno.example:6379/0",
            f"amqp://{user}:{pw}@rabbit.interno.example:5672/",
        ]
    )
    return Ctx(
        v,
        "connection-string",
        rng.choice([f"DATABASE_URL={v}", f"conexión fallida a {v}: timeout", f"dsn: {v}"]),
    )


def k_signed(rng, lang):
    sig = V.rnd(rng, 64, V.HEX)
    kid = "AKIA" + V.rnd(rng, 16, V.string.ascii_uppercase + "234567")
    v = (
        f"https://bucket-capturas.s3.amazonaws.com/reporte.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={kid}%2F20240512%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240512T101500Z"
        f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    if rng.random() < 0.4:
        v = (
            f"https://storage.googleapis.com/capturas-mx/pagina.html?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=svc%40proyecto.iam.gserviceaccount.com%2F20240512%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Expires=900&X-Goog-Signature={V.rnd(rng, 256, V.HEX)}"
        )
    return Ctx(v, "signed-url", f"descarga temporal: {v}")


def k_webhook(rng, lang):
    v = rng.choice(
        [
            f"https://hooks.slack.com/services/T{V.rnd(rng, 8, V.string.ascii_uppercase + V.string.digits)}/B{V.rnd(rng, 10, V.string.ascii_uppercase + V.string.digits)}/{V.rnd(rng, 24)}",
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{V.rnd(rng, 68, V.ALNUM + '-_')}",
            f"https://contoso.webhook.office.com/webhookb2/{V.uuid4(rng)}@{V.uuid4(rng)}/IncomingWebhook/{V.rnd(rng, 32, V.HEX)}/{V.uuid4(rng)}",
        ]
    )
    return Ctx(
        v,
        "webhook-url",
        rng.choice([f"ALERTS_WEBHOOK={v}", f"Notificar fallos a {v}", f"webhook_url: {v}"]),
    )


# ====================================================================== keepers


def company(rng):
    return rng.choice(V.COMPANIES)


def k_role_mailbox(rng, lang, gov=False):
    if gov:
        dom = rng.choice(V.GOV_DOMAINS)
        role = rng.choice(
            [
                "contacto",
                "atencion.ciudadana",
                "transparencia",
                "quejas",
                "prensa",
                "comunicacion.social",
                "denuncias",
                "informes",
            ]
        )
        name = {
            "sat.gob.mx": "el SAT",
            "imss.gob.mx": "el IMSS",
            "profeco.gob.mx": "PROFECO",
            "cdmx.gob.mx": "el Gobierno de la Ciudad",
            "inegi.org.mx": "el INEGI",
        }.get(dom, "la dependencia")
    else:
        name, dom = company(rng)
        role = rng.choice(
            [
                "ventas",
                "contacto",
                "soporte",
                "facturacion",
                "prensa",
                "info",
                "atencionaclientes",
                "rh",
                "cotizaciones",
                "pedidos",
                "hola",
                "privacidad",
            ]
        )
    addr = f"{role}@{dom}"
    form = rng.choice(["plain", "plain", "upper", "mailto", "replyto"])
    if form == "upper":
        addr = addr.upper()
    if form == "mailto":
        v = f"mailto:{addr}?subject=Solicitud%20de%20informaci%C3%B3n"
        h = f'<p>Escribe a {esc(name)}: <a href="{esc(v)}">{addr}</a></p>'
        return Ctx(esc(v), f"role-mailbox-mailto{'-gov' if gov else ''}", v, html=h, only_html=True)
    if form == "replyto":
        return Ctx(addr, "role-mailbox-replyto", f"Reply-To: {name} <{addr}>")
    t = {
        "es": [
            "Para cotizaciones escribe a {v}; respondemos en 24 h hábiles.",
            "{c} — correo institucional: {v}",
            "Dudas sobre su factura: {v}",
            "Atención a medios: {v}",
        ],
        "en": ["For press inquiries please contact {v}.", "Support: {v} (Mon–Fri)"],
        "pt": ["Dúvidas comerciais: {v}"],
    }
    return Ctx(addr, f"role-mailbox-{form}", pick(rng, lang, t, v=addr, c=name))


def office_number(rng):
    lada = rng.choice(["55", "33", "81"])
    return f"{lada} {rng.randint(5000, 5999)} {rng.randint(1000, 9999)}"


def k_switchboard(rng, lang):
    name, _ = company(rng)
    n = office_number(rng)
    ext = rng.randint(100, 4999)
    form = rng.choice(["conmutador", "oficina", "ext", "paren"])
    v = {
        "conmutador": n,
        "oficina": n,
        "ext": f"{n} ext. {ext}",
        "paren": f"({n[:2]}) {n[3:7]}-{n[8:]}",
    }[form]
    t = {
        "es": {
            "conmutador": "Conmutador: {v} — {c}",
            "oficina": "Tel. oficina {v} (lunes a viernes, 9 a 18 h)",
            "ext": "Conmutador {v}, área de compras",
            "paren": "Oficinas corporativas de {c}: Tel. oficina {v}",
        },
        "en": {
            "conmutador": "Main switchboard (Conmutador): {v}",
            "oficina": "Office line: {v}",
            "ext": "Head office {v}",
            "paren": "Switchboard {v}, {c}",
        },
        "pt": {
            "conmutador": "PABX (Conmutador) da {c}: {v}",
            "oficina": "Tel. escritório {v}",
            "ext": "Central {v}",
            "paren": "Telefone comercial {v}",
        },
    }[lang][form]
    return Ctx(v, f"switchboard-{form}", t.format(v=v, c=name))


def k_tollfree(rng, lang):
    core = f"{rng.randint(200, 999)} {rng.randint(1000, 9999)}"
    form = rng.choice(["800", "01800", "+52800"])
    v = {"800": f"800 {core}", "01800": f"01 800 {core}", "+52800": f"+52 800 {core}"}[form]
    t = {
        "es": [
            "Línea de atención sin costo: {v}",
            "Llama gratis al {v} desde cualquier parte del país.",
            "Centro de atención telefónica {v} (lada sin costo)",
        ],
        "en": ["Toll-free customer line: {v}"],
        "pt": ["Central gratuita no México: {v}"],
    }
    return Ctx(v, f"toll-free-{form}", pick(rng, lang, t, v=v))


def k_official(rng, lang):
    inst = rng.choice(
        [
            "Locatel",
            "la Secretaría de Salud estatal",
            "PROFECO",
            "CONDUSEF",
            "la Fiscalía General del Estado",
            "el Registro Civil",
            "el INAI",
        ]
    )
    n = f"{rng.choice(['55', '33'])} {rng.randint(5000, 5999)} {rng.randint(1000, 9999)} ext. {rng.randint(1000, 9999)}"
    t = {
        "es": ["Contacto oficial de {i}: {v}", "Teléfono de {i}: {v} (horario de oficina)"],
        "en": ["Official contact for {i}: {v}"],
        "pt": ["Contato oficial de {i}: {v}"],
    }
    return Ctx(n, "official-contact", pick(rng, lang, t, i=inst, v=n))


def company_address(rng):
    mun, est, _, cp = rng.choice(V.TOWNS)
    return (
        f"{rng.choice(['Av.', 'Blvd.', 'Calle', 'Periférico'])} {rng.choice(V.STREETS)} "
        f"{rng.randint(100, 3900)}, piso {rng.randint(2, 18)}, Col. {rng.choice(V.COLONIAS)}, "
        f"C.P. {cp}{rng.randint(0, 999):03d}, {mun}, {est}"
    )


def k_company_address(rng, lang):
    name, _ = company(rng)
    v = company_address(rng)
    t = {
        "es": [
            "Oficinas corporativas de {c}: {v}",
            "Sucursal matriz — {v} — abierta de 9 a 19 h",
            "Sede del evento: auditorio de {c}, {v}",
            "Domicilio fiscal de {c}: {v}",
        ],
        "en": ["Head office of {c}: {v}"],
        "pt": ["Sede da {c}: {v}"],
    }
    return Ctx(v, "company-address", pick(rng, lang, t, c=name, v=v))


def k_company_rfc(rng, lang):
    name, _ = company(rng)
    v = V.rfc_moral(rng)
    t = {
        "es": [
            "Datos fiscales: {c}, RFC {v}, régimen general de ley personas morales",
            "Emisor: {c} | RFC: {v} | Lugar de expedición 38000",
        ],
        "en": ["Issuer {c}, tax id (RFC) {v}"],
        "pt": ["Emitente {c}, RFC {v}"],
    }
    return Ctx(v, "company-rfc", pick(rng, lang, t, c=name, v=v))


def k_company_clabe(rng, lang):
    name, _ = company(rng)
    code, bank = rng.choice(V.BANKS)
    v = V.clabe(rng, code)
    t = {
        "es": [
            "Datos para pago a proveedores: {c}, {b}, CLABE {v}. Enviar comprobante a facturación.",
            "Realice su depósito a nombre de {c} — CLABE empresarial {v} ({b})",
        ],
        "en": ["Wire payments to {c}, {b}, company CLABE {v}."],
        "pt": ["Pagamentos para {c}: CLABE da empresa {v} ({b})."],
    }
    return Ctx(v, "company-clabe", pick(rng, lang, t, c=name, b=bank, v=v))


def k_date(rng, lang):
    y, m, d = rng.randint(2015, 2024), rng.randint(1, 12), rng.randint(1, 28)
    form, v = rng.choice(
        [
            ("long", f"{d} de {MESES[m - 1]} de {y}"),
            ("dmy", f"{d:02d}/{m:02d}/{y}"),
            ("iso", f"{y}-{m:02d}-{d:02d}"),
            ("en", f"{MONTHS[m - 1]} {d}, {y}"),
            ("iso-time", f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:15:00Z"),
        ]
    )
    t = {
        "es": [
            "Publicado el {v}",
            "Última actualización: {v}",
            "Publicado en el DOF el {v}",
            "Fecha de captura: {v}",
            "© {y} — actualizado {v}",
        ],
        "en": ["Published {v}", "Last updated: {v}", "retrievedAt: {v}"],
        "pt": ["Publicado em {v}", "Atualizado em {v}"],
    }
    return Ctx(v, f"date-{form}", pick(rng, lang, t, v=v, y=str(y)))


def k_price(rng, lang):
    v = rng.choice(
        [
            f"$ {rng.randint(100, 99999):,}.{rng.randint(0, 99):02d} MXN",
            f"US$ {rng.randint(5, 999)}.{rng.randint(0, 99):02d}",
            f"R$ {rng.randint(10, 9999)},90",
            f"${rng.randint(1000, 9999)}.00 + IVA",
        ]
    )
    t = {
        "es": ["Precio de lista: {v}", "Plan anual: {v} (incluye 10,000 consultas)"],
        "en": ["Price: {v} per month"],
        "pt": ["Preço: {v}"],
    }
    return Ctx(v, "price", pick(rng, lang, t, v=v))


def k_version(rng, lang):
    v = rng.choice(
        [
            f"v{rng.randint(1, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"{rng.randint(1, 3)}.{rng.randint(0, 99)}.{rng.randint(0, 9)}-rc.{rng.randint(1, 4)}",
            f"2024.{rng.randint(1, 12):02d}.{rng.randint(1, 28)}",
        ]
    )
    t = {
        "es": ["Versión del cliente: {v}", "actualizado a la versión {v}"],
        "en": ["User-Agent: search-bot/{v}", "release {v} fixes the retry loop"],
        "pt": ["Versão {v} disponível"],
    }
    return Ctx(v, "version", pick(rng, lang, t, v=v))


def k_request_id(rng, lang):
    v = rng.choice(
        [
            V.uuid4(rng),
            "req_" + V.rnd(rng, 24, V.HEX),
            f"{V.rnd(rng, 16, V.HEX).upper()}:{rng.randint(1000, 9999)}",
        ]
    )
    t = {
        "es": [
            "ID de solicitud: {v} (inclúyelo al reportar el error)",
            "x-request-id={v} status=429",
        ],
        "en": ["request-id: {v}", "trace {v} completed in 412 ms"],
        "pt": ["ID da requisição: {v}"],
    }
    return Ctx(v, "request-id", pick(rng, lang, t, v=v))


def k_hash(rng, lang):
    kind = rng.choice(["sha256", "commit", "etag", "sri", "md5"])
    v = {
        "sha256": V.sha256_hex(rng),
        "commit": V.rnd(rng, 40, V.HEX),
        "etag": f'W/"{V.rnd(rng, 32, V.HEX)}"',
        "md5": V.rnd(rng, 32, V.HEX),
        "sri": "sha384-" + V.base64.b64encode(rng.randbytes(48)).decode(),
    }[kind]
    t = {
        "es": [
            "sha256 del cuerpo original: {v}",
            "Captura derivada del commit {v}",
            "ETag: {v}",
            "integridad del script: {v}",
        ],
        "en": ["checksum {v}", "built from commit {v}"],
        "pt": ["hash do arquivo: {v}"],
    }
    return Ctx(v, f"hash-{kind}", pick(rng, lang, t, v=v))


def k_content_id(rng, lang):
    v = rng.choice(
        [
            f"doc-{rng.randint(100000, 999999)}",
            f"art_{V.rnd(rng, 10, V.HEX)}",
            f"gs-{rng.randint(1, 120):03d}",
            f"10.{rng.randint(1000, 9999)}/{V.rnd(rng, 8).lower()}",
            f"arXiv:{rng.randint(2001, 2412)}.{rng.randint(10000, 19999)}",
        ]
    )
    t = {
        "es": ["Identificador del documento: {v}", "caso del golden set {v}"],
        "en": ["content id {v}", "cited source: {v}"],
        "pt": ["ID do conteúdo: {v}"],
    }
    return Ctx(v, "content-id", pick(rng, lang, t, v=v))


def k_order(rng, lang):
    v = rng.choice(
        [
            f"PED-{rng.randint(2023, 2024)}-{rng.randint(10000, 99999)}",
            str(rng.randint(10**9, 10**10 - 1)),
            f"#{rng.randint(100000, 999999)}",
            f"OC-{rng.randint(1000, 9999)}",
        ]
    )
    t = {
        "es": ["Número de pedido: {v}", "Folio de compra {v} — gracias por tu compra"],
        "en": ["Order {v} has shipped."],
        "pt": ["Pedido nº {v} confirmado"],
    }
    return Ctx(v, "order-number", pick(rng, lang, t, v=v))


def k_tracking(rng, lang):
    v = rng.choice(
        [
            "1Z" + V.rnd(rng, 16, V.string.ascii_uppercase + V.string.digits),
            str(rng.randint(10**11, 10**12)),
            str(rng.randint(10**21, 10**22 - 1)),
            f"MX{rng.randint(10**8, 10**9)}MX",
        ]
    )
    t = {
        "es": ["Guía de rastreo: {v} (paquetería)", "Tu envío va en camino, guía {v}"],
        "en": ["Tracking number: {v}"],
        "pt": ["Código de rastreio: {v}"],
    }
    return Ctx(v, "tracking-number", pick(rng, lang, t, v=v))


def k_case(rng, lang):
    v = rng.choice(
        [
            f"CASO-{rng.randint(100000, 999999)}",
            f"Expediente {rng.randint(100, 9999)}/{rng.randint(2019, 2024)}",
            f"INC{rng.randint(10**6, 10**7)}",
            f"TKT-{rng.randint(10000, 99999)}",
        ]
    )
    t = {
        "es": ["Su reporte quedó registrado como {v}.", "Seguimiento: {v}"],
        "en": ["Support case {v} is now closed."],
        "pt": ["Protocolo {v}"],
    }
    return Ctx(v, "case-number", pick(rng, lang, t, v=v))


def k_masked(rng, lang):
    v = rng.choice(
        [
            f"**** **** **** {rng.randint(1000, 9999)}",
            f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
            "redacted@example.test",
            "+52-000-000-0000",
            "sk-...",
            f"tvly-****{V.rnd(rng, 4)}",
            f"CLABE ************{rng.randint(100000, 999999)}",
            "***-**-" + str(rng.randint(1000, 9999)),
            "AAAA000000HDFXXX00",
            f"{rng.choice('abcdefghij')}***@gmail.com",
        ]
    )
    t = {
        "es": ["Dato enmascarado: {v}", "valor redactado -> {v}"],
        "en": ["masked value: {v}", "shown as {v}"],
        "pt": ["valor mascarado: {v}"],
    }
    return Ctx(v, "masked", pick(rng, lang, t, v=v))


def k_placeholder(rng, lang):
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "sk-xxxxxxxxxxxxxxxxxxxx",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "{{BRAVE_TOKEN}}",
            "<REDACTED>",
            "Bearer <token>",
            "changeme",
            "os.environ['SERPER_API_KEY']",
            "fc-YOUR-KEY-HERE",
            "<INSERT_KEY>",
            "%(api_key)s",
            "$GITHUB_TOKEN",
        ]
    )
    t = {
        "es": ["Sustituye {v} por tu clave antes de correr el ejemplo.", "api_key = {v}"],
        "en": ["Authorization: {v}", "set key to {v} in your .env"],
        "pt": ["Troque {v} pela sua chave"],
    }
    text = pick(rng, lang, t, v=v)
    return Ctx(v, "placeholder", text)


def k_statistic(rng, lang):
    v = rng.choice(
        [
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %",
            f"{rng.randint(1_000_000, 9_999_999_999):,}",
            str(rng.randint(10**9, 10**10 - 1)),
            f"{rng.randint(10, 900)} mil",
        ]
    )
    t = {
        "es": [
            "La encuesta reportó {v} de usuarios activos.",
            "Población total estimada: {v} habitantes",
        ],
        "en": ["Monthly queries served: {v}"],
        "pt": ["Total de acessos: {v}"],
    }
    return Ctx(v, "statistic", pick(rng, lang, t, v=v))


def k_public_key(rng, lang):
    v = rng.choice(
        [
            "pk_live_" + V.rnd(rng, 24),
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + V.rnd(rng, 43) + " deploy@ci",
            "-----BEGIN PUBLIC KEY-----",
        ]
    )
    t = {
        "es": ["Llave pública para verificar: {v}"],
        "en": ["Publishable key: {v}"],
        "pt": ["Chave pública: {v}"],
    }
    return Ctx(v, "public-key", pick(rng, lang, t, v=v))


def k_isbn(rng, lang):
    v = V.isbn13(rng)
    t = {"es": ["ISBN {v}, primera edición"], "en": ["ISBN {v}"], "pt": ["ISBN {v}"]}
    return Ctx(v, "isbn", pick(rng, lang, t, v=v))


def k_sku(rng, lang):
    v = rng.choice(
        [
            f"SKU-{V.rnd(rng, 6, V.string.ascii_uppercase + V.string.digits)}",
            f"750{rng.randint(10**9, 10**10 - 1)}",
        ]
    )
    t = {"es": ["Código de producto {v}", "EAN/SKU: {v}"], "en": ["Item {v}"], "pt": ["Código {v}"]}
    return Ctx(v, "sku", pick(rng, lang, t, v=v))


PERSONAL = {
    "curp": (k_curp, 28),
    "rfc-persona-fisica": (k_rfc, 24),
    "nss": (k_nss, 16),
    "ine-clave-elector": (k_ine, 14),
    "clabe": (k_clabe, 14),
    "card": (k_card, 16),
    "passport": (k_passport, 24),
    "birth-date": (k_birth, 24),
    "home-address": (k_home, 26),
    "phone": (k_phone, 60),
    "whatsapp": (k_whatsapp, 10),
    "email": (k_email, 32),
    "email-obfuscated": (k_email_obf, 14),
    "foreign-id": (k_foreign, 12),
    "account-id": (k_account, 50),
}
SECRET = {
    "api-key-header": (lambda r, lg: k_key(r, lg, "header"), 14),
    "api-key-query": (lambda r, lg: k_key(r, lg, "query"), 12),
    "api-key-curl": (lambda r, lg: k_key(r, lg, "curl"), 12),
    "api-key-env": (lambda r, lg: k_key(r, lg, "env"), 12),
    "api-key-json": (lambda r, lg: k_key(r, lg, "json"), 12),
    "api-key-error": (lambda r, lg: k_key(r, lg, "error"), 12),
    "api-key-prose": (lambda r, lg: k_key(r, lg, "prose"), 12),
    "bearer-token": (k_bearer, 10),
    "basic-auth": (k_basic, 7),
    "cookie": (k_cookie, 7),
    "jwt": (k_jwt, 6),
    "private-key": (k_pem, 5),
    "cloud-key": (k_cloud, 6),
    "connection-string": (k_conn, 7),
    "signed-url": (k_signed, 5),
    "webhook-url": (k_webhook, 6),
}
KEEP = {
    "role-mailbox": (k_role_mailbox, 34),
    "gov-role-mailbox": (lambda r, lg: k_role_mailbox(r, lg, True), 16),
    "switchboard": (k_switchboard, 28),
    "toll-free": (k_tollfree, 20),
    "official-contact": (k_official, 12),
    "company-address": (k_company_address, 24),
    "company-rfc": (k_company_rfc, 16),
    "company-clabe": (k_company_clabe, 12),
    "date": (k_date, 26),
    "price": (k_price, 16),
    "version": (k_version, 14),
    "request-id": (k_request_id, 14),
    "hash": (k_hash, 14),
    "content-id": (k_content_id, 12),
    "order-number": (k_order, 14),
    "tracking-number": (k_tracking, 12),
    "case-number": (k_case, 12),
    "masked": (k_masked, 16),
    "placeholder": (k_placeholder, 20),
    "statistic": (k_statistic, 18),
    "public-key": (k_public_key, 8),
    "isbn-issn": (k_isbn, 10),
    "sku": (k_sku, 10),
}
