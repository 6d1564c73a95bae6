# ruff: noqa: E501
"""Personal items of corpus 40: a person's data in the sentences and fields recordings carry.

Each maker returns entries ``E(kind, lang, form, value, text, ...)``: ``text`` is one line
holding ``value`` (a snippet, a body field, a log line...); ``html`` an optional
page-specific snippet; ``header`` a recorded header ``(name, value)``; ``modes`` where the
entry may go (``h`` page, ``j`` JSON/YAML field, ``H`` recorded header).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import gen


@dataclass
class E:
    kind: str
    lang: str
    form: str
    value: str
    text: str
    html: str | None = None
    header: tuple[str, str] | None = None
    modes: str = "hj"
    keys: tuple[str, ...] = field(default_factory=tuple)
    family: str = "personal"


def phone_fmt(num: str, style: str) -> str:
    la = 2 if num[:2] in ("55", "33", "81") else 3
    a, b = num[:la], num[la:]
    b1, b2 = (b[:4], b[4:]) if la == 2 else (b[:3], b[3:])
    return {
        "intl": f"+52 {a} {b1} {b2}",
        "intl1": f"+52 1 {a} {b1} {b2}",
        "044": f"044 {a} {b1} {b2}",
        "045": f"045 {a} {b1} {b2}",
        "paren": f"({a}) {b1}-{b2}",
        "dots": f"{a}.{b1}.{b2}",
        "dash": f"{a}-{b1}-{b2}",
        "e164": f"+52{num}",
        "intlparen": f"+52 ({a}) {b1} {b2}",
        "spaced": f"{a} {b1} {b2}",
        "bare": num,
    }[style]


def _city(rng: random.Random) -> tuple[str, str, str, str]:
    return rng.choice(gen.CITIES)


def _addr(rng: random.Random, p: gen.Person) -> tuple[str, str]:
    city, state, _, cp = _city(rng)
    street = rng.choice(gen.STREETS)
    num = rng.randint(3, 2890)
    col = rng.choice(gen.COLONIAS)
    zipc = cp + f"{rng.randint(0, 999):03d}"
    form = rng.randint(0, 4)
    if form == 0:
        a = f"{street} {num}, Col. {col}, C.P. {zipc}, {city}, {state}"
    elif form == 1:
        a = f"{street} #{num} int. {rng.randint(1, 12)}, Col. {col}, {city}, {state}, C.P. {zipc}"
    elif form == 2:
        a = f"{street} núm. {num}, depto. {rng.randint(101, 504)}, colonia {col}, CP {zipc}, municipio de {city}, {state}"
    elif form == 3:
        a = f"{street} No. {num}, Fracc. {col}, {zipc} {city}, {state.upper()}"
    else:
        a = f"{street.upper()} {num} INT {rng.choice('ABCD')}, COL. {col.upper()}, C.P. {zipc}, {city.upper()}"
    return a, zipc


def birth_forms(p: gen.Person, rng: random.Random, lang: str) -> str:
    d, m, y = p.day, p.month, p.year
    if lang == "en":
        return rng.choice(
            (f"{gen.MONTHS_EN[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}")
        )
    if lang == "pt":
        return rng.choice((f"{d} de {gen.MONTHS_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"))
    return rng.choice(
        (
            f"{d} de {gen.MONTHS_ES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{gen.MON3_ES[m - 1]}-{y}",
            f"{d:02d}.{m:02d}.{y}",
        )
    )


# ------------------------------------------------------------------ makers


def curp(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    c = gen.curp(p, rng)
    style = i % 6
    if style == 4:
        c = c.lower()
    elif style == 5:
        c = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
    form = ("upper", "upper", "upper", "upper", "lower", "spaced")[style]
    t = rng.choice(
        (
            f"Alumno: {p.full} · CURP {c} · Grupo 3°B, turno matutino",
            f"Para agendar la cita en la UMF presente su CURP ({c}) — paciente {p.name}.",
            f"{p.full},{c},{p.year},{gen.STATES[p.state]}",
            f"[registro] solicitante={p.name} curp={c} estatus=validado",
            f"Mi CURP es {c}, ¿me ayudan a descargar la constancia? Gracias, {p.given}",
            f"Beneficiario: {p.full}. Clave Única de Registro de Población: {c}.",
            f"Datos del trabajador — Nombre: {p.full}; CURP: {c}; Puesto: auxiliar",
        )
    )
    return E("curp", "es", f"curp-{form}", c, t)


def rfc(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    r = gen.rfc_fisica(p, rng)
    style = i % 5
    if style == 3:
        r = f"{r[:4]}-{r[4:10]}-{r[10:]}"
    elif style == 4:
        r = r.lower()
    form = ("plain", "plain", "plain", "hyphen", "lower")[style]
    t = rng.choice(
        (
            f"Favor de facturar a nombre de {p.full}, RFC {r}, uso CFDI G03, régimen 612.",
            f"Recibo de arrendamiento — Arrendador: {p.full} (RFC: {r}), mes de marzo.",
            f"Ticket #4471: el cliente {p.name} pide corregir su RFC a {r} en la factura.",
            f"{p.full} | {r} | Honorarios asimilados | 2024",
            f"Hola, soy {p.given}, mi RFC es {r} y necesito mi constancia de situación fiscal.",
        )
    )
    return E("rfc-persona-fisica", "es", f"rfc-{form}", r, t)


def nss(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    n = gen.nss(p, rng)
    style = i % 3
    if style == 1:
        n = f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}"
    elif style == 2:
        n = f"{n[:4]} {n[4:8]} {n[8:]}"
    t = rng.choice(
        (
            f"Número de Seguridad Social de {p.full}: {n}",
            f"Alta IMSS — trabajador {p.name}, NSS {n}, salario base de cotización registrado.",
            f"Para tu incapacidad necesito tu NSS: {n} ({p.given}, confirma por favor)",
            f"{p.full};NSS:{n};UMF 21",
        )
    )
    return E("nss", "es", ("plain", "hyphen", "spaced")[style], n, t)


def ine(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    c = gen.ine_clave(p, rng)
    if i % 4 == 3:
        c = c.lower()
    t = rng.choice(
        (
            f"Identificación: INE de {p.full}, clave de elector {c}",
            f"Clave de elector: {c} — titular {p.name}, sección 1432",
            f"Se anexa copia de credencial para votar ({p.full}, CLAVE DE ELECTOR {c}).",
        )
    )
    return E("ine-clave-elector", "es", "lower" if i % 4 == 3 else "upper", c, t)


def clabe(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    c = gen.clabe(rng)
    if i % 3 == 2:
        c = f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    t = rng.choice(
        (
            f"Te deposito a mi CLABE {c} a nombre de {p.full}, ¿va?",
            f"Reembolso: titular {p.full}, CLABE interbancaria {c}",
            f"Datos para la nómina de {p.name}: CLABE {c}",
            f"Transferencia a {p.full} — cuenta CLABE: {c} (cuenta personal)",
        )
    )
    return E("clabe", "es", "spaced" if i % 3 == 2 else "plain", c, t)


def card(rng: random.Random, i: int) -> E:
    p = gen.Person(rng, "en" if i % 5 == 4 else "mx")
    n = gen.card(rng)
    style = i % 3
    v = n if style == 0 else gen.group_card(n, " " if style == 1 else "-")
    if i % 5 == 4:
        t = f"Payment failed for {p.full}: card {v} exp 08/27 was declined."
        return E("card", "en", ("plain", "spaced", "hyphen")[style], v, t)
    t = rng.choice(
        (
            f"Pago con tarjeta {v} a nombre de {p.full}, vence 11/28.",
            f"Mi tarjeta es {v}, ¿por qué me rechazaron el cargo? — {p.given}",
            f"[checkout] titular={p.name} pan={v} resultado=rechazada",
        )
    )
    return E("card", "es", ("plain", "spaced", "hyphen")[style], v, t)


def passport(rng: random.Random, i: int) -> E:
    k = i % 6
    if k in (0, 1, 2):
        p = gen.Person(rng)
        n = gen.mx_passport(rng)
        t = rng.choice(
            (
                f"Pasaporte mexicano de {p.full}: {n}, vigente hasta 2031.",
                f"Pasajero: {p.full} · Pasaporte No. {n} · Vuelo AM 058",
                f"Para el trámite de visa, {p.name} presenta pasaporte {n}.",
            )
        )
        return E("passport", "es", "mx", n, t)
    if k == 3:
        p = gen.Person(rng, "en")
        n = gen.us_passport(rng)
        return E(
            "passport",
            "en",
            "us",
            n,
            f"Traveler {p.full}, passport number {n}, issued by the U.S. Department of State.",
        )
    if k == 4:
        p = gen.Person(rng, "pt")
        n = gen.br_passport(rng)
        return E(
            "passport",
            "pt",
            "br",
            n,
            f"Passageiro {p.full}, passaporte nº {n}, embarque confirmado.",
        )
    p = gen.Person(rng)
    n = gen.es_passport(rng)
    return E(
        "passport", "es", "es", n, f"Huésped: {p.full} (pasaporte español {n}), check-in 14:00."
    )


def birth(rng: random.Random, i: int) -> E:
    lang = "en" if i % 7 == 5 else "pt" if i % 7 == 6 else "es"
    p = gen.Person(rng, {"es": "mx", "en": "en", "pt": "pt"}[lang])
    b = birth_forms(p, rng, lang)
    if lang == "en":
        t = f"Patient: {p.full}, date of birth {b}, allergies: none reported."
    elif lang == "pt":
        t = f"{p.full}, nascido(a) em {b}, inscrito no torneio sub-17."
    else:
        t = rng.choice(
            (
                f"{p.full} nació el {b} en {gen.STATES[p.state]}.",
                f"Fecha de nacimiento de {p.name}: {b}",
                f"Registro de la liga: {p.full} — f. nac. {b} — categoría libre",
                f"Paciente {p.full}, fecha de nac. {b}, tipo de sangre O+",
                f"Felicidades a {p.given}, que cumple años: nació el {b}.",
            )
        )
    return E("birth-date", lang, "birth-" + lang, b, t)


def home(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    a, _ = _addr(rng, p)
    t = rng.choice(
        (
            f"Domicilio particular de {p.full}: {a}",
            f"Enviar a: {p.full}, {a}",
            f"Se renta cuarto, informes con {p.name} en {a}",
            f"Paciente {p.full} — domicilio: {a}",
            f"Destinatario: {p.name} | Dirección: {a} | Tel. de contacto en la guía",
            f"Vivo en {a}, por si me quieren mandar la invitación. — {p.given}",
        )
    )
    return E("home-address", "es", "address", a, t)


PHONE_STYLES = (
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "e164",
    "intlparen",
    "spaced",
    "bare",
)


def phone(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    _, _, lada, _ = _city(rng)
    num = gen.mx_mobile(rng, lada)
    style = PHONE_STYLES[i % len(PHONE_STYLES)]
    v = phone_fmt(num, style)
    if style == "bare":
        t = rng.choice(
            (
                f"Comunícate con {p.full} al {v}",
                f"{p.full} {v}",
                f"mi cel {v}, pregunta por {p.given}",
                f"Contacto: {p.name}, celular {v}",
            )
        )
        return E("phone", "es", "bare-10", v, t)
    if i % 9 == 4:
        html = f'<p>Llámale a {p.name}: <a href="tel:+52{num}">{v}</a></p>'
        return E("phone", "es", "tel-link", v, f"Llámale a {p.name}: {v}", html=html)
    if i % 17 == 3:
        q = gen.Person(rng, "pt")
        return E("phone", "pt", style, v, f"Ligue para {q.full} no celular {v} (recado pessoal).")
    if i % 13 == 7:
        q = gen.Person(rng, "en")
        return E("phone", "en", style, v, f"Contact {q.full} on her cell at {v} after 6 pm.")
    t = rng.choice(
        (
            f"Informes con {p.full}, cel. {v}",
            f"Vendo bicicleta rodada 26, {p.given} — {v}",
            f"Mi número es {v}, márcame por la tarde. {p.name}",
            f"Tutor: {p.full} · Teléfono celular: {v}",
            f"{p.name} (mamá de Sofía) {v}",
            f"Si alguien lo encuentra, avisar a {p.full} al {v}",
        )
    )
    return E("phone", "es", style, v, t)


def whatsapp(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    _, _, lada, _ = _city(rng)
    num = gen.mx_mobile(rng, lada)
    v = f"https://wa.me/521{num}" if i % 2 else f"https://api.whatsapp.com/send?phone=52{num}"
    t = f"Escríbele a {p.name} por WhatsApp: {v}"
    html = f'<p>Pedidos por WhatsApp con {p.given}: <a href="{v}">{v}</a></p>'
    return E(
        "whatsapp", "es", "wa.me" if i % 2 else "api.whatsapp", v, t, html=html if i % 3 else None
    )


def email(rng: random.Random, i: int) -> E:
    lang = "en" if i % 8 == 6 else "pt" if i % 8 == 7 else "es"
    p = gen.Person(rng, {"es": "mx", "en": "en", "pt": "pt"}[lang])
    style = i % 6
    e = p.email(rng, accents=(style == 1))
    if style == 2:
        e = e.upper()
    form = ("plain", "accented", "upper", "mailto-query", "from-header", "plain")[style]
    if style == 3:
        v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        html = f'<p>Escríbeme: <a href="{v}">{p.full}</a></p>'
        return E("email", lang, form, e, f"Escríbeme a {v}", html=html)
    if style == 4:
        t = f"From: {p.full} <{e}>"
        return E("email", lang, form, e, t)
    if lang == "en":
        t = f"Reach {p.full} directly at {e} for the reference letter."
    elif lang == "pt":
        t = f"Fale com {p.full} pelo e-mail {e}."
    else:
        t = rng.choice(
            (
                f"Cualquier duda, escríbanme a {e} — {p.full}",
                f"Responsable del grupo: {p.full} ({e})",
                f"correo personal: {e}",
                f"[usuario] {p.name} <{e}> inició sesión desde un dispositivo nuevo",
                f"Mándame el CV a mi correo {e}, saludos, {p.given}",
            )
        )
    return E("email", lang, form, e, t)


def email_obf(rng: random.Random, i: int) -> E:
    p = gen.Person(rng)
    e = p.email(rng)
    local, dom = e.split("@")
    d1, _, d2 = dom.partition(".")
    style = i % 5
    v = (
        f"{local} [arroba] {d1} [punto] {d2}",
        f"{local}(arroba){d1}(punto){d2}",
        f"{local} at {d1} dot {d2}",
        f"{local}[at]{d1}[dot]{d2}",
        f"{local} arroba {d1} punto {d2}",
    )[style]
    t = rng.choice(
        (
            f"Contacto de {p.full}: {v}",
            f"Para evitar spam, mi correo es {v} ({p.given})",
            f"Escriban a {p.name}: {v}",
        )
    )
    return E("email-obfuscated", "es", f"obf-{style}", v, t)


def foreign(rng: random.Random, i: int) -> E:
    k = i % 7
    if k == 0:
        p = gen.Person(rng, "pt")
        v = gen.cpf(rng)
        return E("foreign-id", "pt", "cpf", v, f"Cliente {p.full}, CPF {v}, pedido aprovado.")
    if k == 1:
        p = gen.Person(rng)
        v = gen.rut(rng)
        return E("foreign-id", "es", "rut", v, f"Postulante: {p.full}, RUT {v}, comuna de Ñuñoa.")
    if k == 2:
        p = gen.Person(rng)
        v = gen.dni_es(rng)
        return E("foreign-id", "es", "dni-es", v, f"Inscripción de {p.full}, DNI {v}, Valencia.")
    if k == 3:
        p = gen.Person(rng)
        v = gen.cuil(rng)
        return E("foreign-id", "es", "cuil", v, f"{p.full} — CUIL {v} — alta en ANSES pendiente")
    if k == 4:
        p = gen.Person(rng, "en")
        v = gen.ssn(rng)
        return E("foreign-id", "en", "ssn", v, f"Employee {p.full}, SSN {v}, W-4 on file.")
    if k == 5:
        p = gen.Person(rng)
        v = gen.dni_ar(rng)
        return E("foreign-id", "es", "dni-ar", v, f"Denunciante: {p.full}, DNI N° {v}, Córdoba.")
    p = gen.Person(rng)
    v = gen.nie_es(rng)
    return E("foreign-id", "es", "nie", v, f"Titular del contrato: {p.full} (NIE {v}).")


# ------------------------------------------------------------------ account ids

ACCT_HEADERS = (
    ("x-account-id", lambda r: f"acct_{gen.rand(r, gen.ALNUM, 16)}"),
    ("OpenAI-Organization", lambda r: f"org-{gen.rand(r, gen.ALNUM, 24)}"),
    ("openai-project", lambda r: f"proj_{gen.rand(r, gen.ALNUM, 24)}"),
    ("X-Customer-Id", lambda r: f"cust-{r.randint(10000, 999999)}"),
    ("anthropic-organization-id", lambda r: gen.uid(r)),
    ("x-workspace-id", lambda r: f"ws_{gen.rand(r, gen.ALNUM, 18)}"),
    ("x-user-id", lambda r: f"user_{gen.rand(r, gen.ALNUM, 27)}"),
    ("x-team-id", lambda r: f"team_{gen.rand(r, gen.ALNUM, 20)}"),
)


def _acct_header(i: int) -> bool:
    return i % 12 < 4 and i % 24 < 16


def account(rng: random.Random, i: int) -> E:
    if _acct_header(i):
        name, mk = ACCT_HEADERS[(i // 2) % len(ACCT_HEADERS)]
        v = mk(rng)
        return E(
            "account-id",
            "en",
            f"header-{name.lower()}",
            v,
            f"{name}: {v}",
            header=(name, v),
            modes="H",
            family="account-id",
        )
    forms = (
        (
            "json-account",
            lambda v: f'{{"account_id": "{v}", "plan": "pro"}}',
            lambda r: f"acct_{gen.rand(r, gen.ALNUM, 16)}",
        ),
        (
            "path-accounts",
            lambda v: f"GET https://api.example-search.io/v1/accounts/{v}/usage?period=2024-05",
            lambda r: f"acct_{r.randint(1000, 99999)}",
        ),
        (
            "project-field",
            lambda v: f'{{"project": "{v}", "model": "sonar-pro"}}',
            lambda r: f"proj_{gen.rand(r, gen.ALNUM.lower(), 10)}",
        ),
        (
            "org-path",
            lambda v: f"https://api.openai.com/v1/organizations/{v}/projects",
            lambda r: f"org-{gen.rand(r, gen.ALNUM, 24)}",
        ),
        (
            "error-team",
            lambda v: (
                f"Rate limit reached for team {v} on requests per min (RPM): Limit 60, Used 60."
            ),
            lambda r: f"team_{gen.rand(r, gen.ALNUM, 20)}",
        ),
        (
            "error-org",
            lambda v: f"Rate limit reached for gpt-4o in organization {v} on tokens per min (TPM).",
            lambda r: f"org-{gen.rand(r, gen.ALNUM, 24)}",
        ),
        (
            "user-field",
            lambda v: f"user_id={v} quota_exceeded=true",
            lambda r: f"user_{gen.rand(r, gen.ALNUM, 27)}",
        ),
        (
            "workspace",
            lambda v: f"workspace {v} excedió su cuota mensual de búsquedas",
            lambda r: f"ws_{gen.rand(r, gen.ALNUM, 18)}",
        ),
        ("customer", lambda v: f"x-account: {v}", lambda r: f"cust-{r.randint(10000, 999999)}"),
        (
            "stripe-customer",
            lambda v: f"Cobro fallido para el cliente {v} (plan Pro)",
            lambda r: f"cus_{gen.rand(r, gen.ALNUM, 14)}",
        ),
        (
            "path-workspaces",
            lambda v: f"POST /api/v2/workspaces/{v}/searches 429",
            lambda r: f"ws_{gen.rand(r, gen.ALNUM, 18)}",
        ),
        (
            "org-field",
            lambda v: f'{{"organization": "{v}", "usage": {{"requests": 1200}}}}',
            lambda r: f"org_{gen.rand(r, gen.ALNUM, 22)}",
        ),
    )
    form, fmt, mk = forms[sum(1 for j in range(i) if not _acct_header(j)) % len(forms)]
    v = mk(rng)
    lang = "es" if form in ("workspace", "stripe-customer") else "en"
    return E("account-id", lang, form, v, fmt(v), modes="j" if i % 3 else "hj", family="account-id")


PLAN = (
    (curp, 30),
    (rfc, 22),
    (nss, 16),
    (ine, 14),
    (clabe, 14),
    (card, 16),
    (passport, 22),
    (birth, 26),
    (home, 28),
    (phone, 52),
    (whatsapp, 10),
    (email, 38),
    (email_obf, 14),
    (foreign, 21),
    (account, 52),
)


def make(rng: random.Random) -> list[E]:
    out = []
    for fn, n in PLAN:
        out.extend(fn(rng, i) for i in range(n))
    return out
