# ruff: noqa: E501
"""Content makers for corpus 59: each returns one item's datum in its context.

A maker is ``f(rng, lang) -> dict`` with
``value`` (the datum exactly as written), ``text`` (a one-line context holding it, plain
text; escaped by the generator for HTML), ``form`` (short description), and optionally
``html`` (ready markup for an HTML page, already escaped, holding ``value``), ``header``
(``(name, header_value)`` for a recorded request/response header; ``value`` is in
``header_value``) and ``field`` (a JSON/YAML key that fits).
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from values import (
    ALNUM,
    API_KEYS,
    BANKS,
    COLONIAS,
    HEX,
    MON3_ES,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    MUNIS,
    STREETS,
    UPALNUM,
    card,
    clabe,
    cpf,
    cuil,
    curp,
    dni_es,
    email,
    email_local,
    fmt_phone,
    home_address,
    ine_clave,
    jwt,
    mx_phone_digits,
    nss,
    passport,
    pem_body,
    person,
    rfc_fisica,
    rfc_moral,
    rs,
    rut,
    ssn,
)

Maker = Callable[[random.Random, str], dict[str, Any]]

# the language of the last sentence picked ("en" for language-neutral technical lines)
LAST_LANG = ["en"]


def pick(
    rng: random.Random,
    lang: str,
    es: list[str],
    en: list[str] | None = None,
    pt: list[str] | None = None,
) -> str:
    pools = {"es": es, "en": en, "pt": pt}
    eff = lang if pools[lang] else "es"
    LAST_LANG[0] = eff
    return rng.choice(pools[eff])  # type: ignore[arg-type]


def bdate(p: dict, style: str) -> str:
    y, m, d = p["y"], p["m"], p["d"]
    return {
        "es_long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "mon3": f"{d:02d}-{MON3_ES[m - 1]}-{y}",
        "en": f"{MONTHS_EN[m - 1]} {d}, {y}",
        "pt": f"{d} de {MONTHS_PT[m - 1]} de {y}",
        "dmy_dash": f"{d:02d}-{m:02d}-{y}",
    }[style]


# ============================================================ personal


def m_curp(rng, lang):
    p = person(rng)
    v = curp(rng, p)
    style = rng.choice(["upper"] * 5 + ["lower", "spaced"])
    if style == "lower":
        v = v.lower()
    elif style == "spaced":
        v = f"{v[:4]} {v[4:10]} {v[10:16]} {v[16:]}"
    t = pick(
        rng,
        lang,
        [
            f"Alumno: {p['full']} — CURP {v} — Grupo 3°B, turno matutino",
            f"Para tu cita en la UMF 21 presenta tu CURP ({v}) y tu carnet. Paciente: {p['full']}",
            f"[{p['given']}] te paso mi curp: {v}",
            f"{p['full']},{v},{rng.choice(MUNIS)[1]},inscrito",
            f"Solicitante {p['full']} con CURP {v} registró su trámite de beca Benito Juárez.",
            f"CURP del trabajador: {v} ({p['full']})",
        ],
        [
            f"Applicant {p['full']}, CURP {v}, submitted the enrolment form.",
            f"Employee record: {p['full']} / CURP {v}",
        ],
        [f"Beneficiário {p['full']}, CURP mexicana {v}, cadastrado em 2023."],
    )
    return {"value": v, "text": t, "form": f"CURP {style}", "field": "snippet"}


def m_rfc(rng, lang):
    p = person(rng)
    v = rfc_fisica(rng, p)
    style = rng.choice(["plain"] * 4 + ["hyphen", "lower"])
    if style == "hyphen":
        v = f"{v[:4]}-{v[4:10]}-{v[10:]}"
    elif style == "lower":
        v = v.lower()
    t = pick(
        rng,
        lang,
        [
            f"Favor de facturar a nombre de {p['full']}, RFC {v}, uso CFDI G03, régimen 612.",
            f"Recibo de arrendamiento — arrendador: {p['full']} (RFC: {v}), mes de junio.",
            f"Ticket #{rng.randint(10000, 99999)}: el cliente {p['name']} pide reexpedir su factura con RFC {v}",
            f"Honorarios pagados a {p['full']}, RFC {v}, retención de ISR 10%.",
            f"Mi RFC es {v}, a nombre de {p['full']}, por favor corrijan el CFDI",
        ],
        [
            f"Invoice to {p['full']} (Mexican RFC {v}), individual taxpayer.",
            f"Contractor {p['full']}, tax id (RFC) {v}.",
        ],
    )
    return {"value": v, "text": t, "form": f"RFC persona física {style}", "field": "comment"}


def m_nss(rng, lang):
    p = person(rng)
    v = nss(rng, p)
    style = rng.choice(["plain", "plain", "hyphen", "spaced"])
    if style == "hyphen":
        v = f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}"
    elif style == "spaced":
        v = f"{v[:4]} {v[4:8]} {v[8:]}"
    t = pick(
        rng,
        lang,
        [
            f"Alta IMSS: {p['full']}, NSS {v}, salario base de cotización $412.50",
            f"{p['name']} — Número de Seguridad Social: {v}",
            f"Recordatorio de cita UMF: paciente {p['full']}, NSS {v}, consultorio 4, 08:20 h",
            f"mi número de seguro social es {v}, me pueden decir si ya estoy dado de alta? — {p['given']}",
        ],
        [f"Worker {p['full']}, IMSS social security number {v}."],
    )
    return {"value": v, "text": t, "form": f"NSS {style}", "field": "description"}


def m_ine(rng, lang):
    p = person(rng)
    v = ine_clave(rng, p)
    if rng.random() < 0.2:
        v = v.lower()
    t = pick(
        rng,
        lang,
        [
            f"Identificación: INE, clave de elector {v}, titular {p['full']}",
            f"{p['full']} — Clave de elector: {v} — Sección 1432",
            f"Anexo copia de credencial para votar de {p['name']} (clave {v}).",
        ],
        [f"Voter ID (INE) of {p['full']}: elector key {v}."],
    )
    return {"value": v, "text": t, "form": "INE clave de elector", "field": "notes"}


def m_clabe(rng, lang):
    p = person(rng)
    code, bank = rng.choice(BANKS)
    v = clabe(rng, code)
    if rng.random() < 0.3:
        v = f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}"
    t = pick(
        rng,
        lang,
        [
            f"Deposítame a mi CLABE {v} ({bank}) a nombre de {p['full']}",
            f"Reembolso al beneficiario {p['full']}: CLABE interbancaria {v}, banco {bank}",
            f"Datos para la transferencia de la renta: {p['name']}, {bank}, CLABE {v}",
            f"{p['full']};{bank};{v};pendiente",
        ],
        [f"Refund to {p['full']}, Mexican CLABE {v} at {bank}."],
        [f"Reembolso para {p['full']}, CLABE {v} ({bank})."],
    )
    return {"value": v, "text": t, "form": "CLABE", "field": "message"}


def m_card(rng, lang):
    p = person(rng, lang)
    v = card(rng)
    style = rng.choice(["plain", "spaced", "spaced", "hyphen"])
    if style != "plain":
        sep = " " if style == "spaced" else "-"
        v = (
            sep.join([v[:4], v[4:10], v[10:]])
            if len(v) == 15
            else sep.join(v[i : i + 4] for i in range(0, 16, 4))
        )
    t = pick(
        rng,
        lang,
        [
            f"Pago rechazado: tarjeta {v} de {p['full']}, vence 08/27",
            f"Titular: {p['full']} · Tarjeta: {v} · CVV 4{rng.randint(10, 99)}",
            f"hola, les paso mi tarjeta {v} para el apartado, soy {p['given']}",
        ],
        [
            f"Card on file for {p['full']}: {v}, exp 11/28",
            f"charge failed for card {v} (cardholder {p['full']})",
        ],
        [f"Cartão do cliente {p['full']}: {v}, validade 09/27"],
    )
    return {"value": v, "text": t, "form": f"card {style}", "field": "payment_note"}


def m_passport(rng, lang):
    p = person(rng, lang)
    kind = rng.choice(["mx", "mx", "mx", "us", "es", "br", "ar", "gt"])
    v = passport(rng, kind)
    t = pick(
        rng,
        lang,
        [
            f"Pasajero: {p['full']}, pasaporte {v}, vuelo AM 0{rng.randint(100, 999)}",
            f"Número de pasaporte de {p['name']}: {v} (vigente hasta 2031)",
            f"Registro de huésped — {p['full']} — Pasaporte No. {v}",
            f"El solicitante {p['full']} acreditó identidad con pasaporte {v}.",
        ],
        [
            f"Traveller {p['full']}, passport number {v}, nationality on file.",
            f"Passport No. {v} — holder {p['full']}",
        ],
        [f"Passageiro {p['full']}, passaporte nº {v}"],
    )
    return {"value": v, "text": t, "form": f"passport {kind}", "field": "traveller"}


def m_birth(rng, lang):
    p = person(rng, lang)
    style = {
        "es": rng.choice(["es_long", "dmy", "iso", "mon3", "dmy_dash"]),
        "en": rng.choice(["en", "iso"]),
        "pt": rng.choice(["pt", "dmy"]),
    }[lang]
    v = bdate(p, style)
    t = pick(
        rng,
        lang,
        [
            f"{p['full']}, nacido el {v} en {rng.choice(MUNIS)[0]}",
            f"Alumna: {p['full']} · Fecha de nacimiento: {v}",
            f"Paciente {p['full']} (F. nac. {v}) acude a consulta de control.",
            f"Roster liga infantil: {p['full']} — {v} — categoría 2012",
            f"¡Feliz cumpleaños a {p['given']} {p['s1']}, que nació el {v}!",
        ],
        [f"{p['full']} (born {v}) joined the club in 2019.", f"Patient: {p['full']}, DOB {v}"],
        [
            f"{p['full']}, nascido em {v}, matrícula ativa.",
            f"Data de nascimento de {p['full']}: {v}",
        ],
    )
    return {"value": v, "text": t, "form": f"birth date {style}", "field": "profile"}


def m_address(rng, lang):
    p = person(rng)
    v = home_address(rng, rng.randint(0, 3))
    t = pick(
        rng,
        lang,
        [
            f"Domicilio particular de {p['full']}: {v}",
            f"Entregar a {p['full']} en {v}. Tel. en guía.",
            f"Rento cuarto, informes con {p['name']} en {v}",
            f"Paciente {p['full']}, domicilio: {v}",
            f"Destinatario: {p['full']} | {v}",
            f"{p['full']} vive en {v} desde 2015.",
        ],
        [f"Ship to: {p['full']}, {v}, Mexico", f"Home address of {p['full']}: {v}"],
    )
    return {"value": v, "text": t, "form": "home address", "field": "address_note"}


PHONE_STYLES = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "bare",
    "e164",
    "intlparen",
    "space",
]


def m_phone(rng, lang):
    p = person(rng, lang)
    area, rest = mx_phone_digits(rng)
    style = rng.choice([*PHONE_STYLES, "bare", "paren", "intl"])
    v = fmt_phone(area, rest, style)
    pre = rng.random() < 0.12
    t = pick(
        rng,
        lang,
        [
            f"Comunícate con {p['name']} al {v}",
            f"{p['full']} {v}",
            f"Mi cel: {v} (pregunta por {p['given']})",
            f"Vendo bicicleta rodada 26, trato directo con {p['given']} al {v}",
            f"Contacto de emergencia: {p['full']}, celular {v}",
            f"Informes con {p['name']}: {v}",
            f"llámame al {v}, soy {p['given']}",
            f"Tutor: {p['full']} — Tel. casa {v}",
        ],
        [f"Call {p['name']} on {v} after 6 pm.", f"Emergency contact: {p['full']}, mobile {v}"],
        [f"Fale com {p['name']} pelo {v}", f"Celular de {p['full']}: {v}"],
    )
    out = {"value": v, "text": t, "form": f"phone {style}", "field": "snippet"}
    if pre or (style == "e164" and rng.random() < 0.5):
        href = "tel:+52" + area + rest
        out["html"] = f'<p>{p["name"]}: <a href="{href}">{v}</a></p>'
        out["form"] += " with tel: link"
    return out


def m_whatsapp(rng, lang):
    p = person(rng, lang)
    area, rest = mx_phone_digits(rng)
    n = "521" + area + rest
    if rng.random() < 0.5:
        v = f"https://wa.me/{n}"
        href = v
    else:
        v = f"https://api.whatsapp.com/send?phone={n}"
        href = v + "&amp;text=Hola"
    t = pick(
        rng,
        lang,
        [
            f"Escríbele a {p['name']} por WhatsApp: {v}",
            f"Pedidos por WhatsApp con {p['given']}: {v}",
        ],
        [f"Message {p['name']} on WhatsApp: {v}"],
        [f"Chama o {p['name']} no WhatsApp: {v}"],
    )
    return {
        "value": v,
        "text": t,
        "form": "WhatsApp link",
        "field": "contact",
        "html": f'<p>WhatsApp de {p["name"]}: <a href="{href}">{v}</a></p>',
    }


def m_email(rng, lang):
    p = person(rng, lang)
    style = rng.choice(["plain", "plain", "plain", "accent", "upper", "mailto", "from"])
    v = email(rng, p, lang, accents=style == "accent")
    if style == "upper":
        v = v.upper()
    html = None
    if style == "mailto":
        q = rng.choice(["?subject=Cotización", "?subject=Informes%20renta", "?cc=&subject=CV"])
        v = f"mailto:{v}{q}"
        html = f'<p>Contacto: <a href="{v}">{p["name"]}</a></p>'
    t = pick(
        rng,
        lang,
        [
            f"Envía tu CV a {p['name']}: {v}",
            f"Cualquier duda escríbeme a {v} — {p['given']}",
            f"{p['full']} <{v}> escribió: gracias por la información",
            f"Correo personal del alumno {p['full']}: {v}",
            f"Dueño: {p['full']}, correo {v}",
        ],
        [
            f"From: {p['full']} <{v}>",
            f"Reach {p['name']} at {v} for the flat.",
            f"My personal email is {v} ({p['name']})",
        ],
        [f"Mande um e-mail para {p['name']}: {v}", f"E-mail pessoal de {p['full']}: {v}"],
    )
    out = {"value": v, "text": t, "form": f"email {style}", "field": "contact"}
    if html:
        out["html"] = html
    return out


def m_email_obf(rng, lang):
    p = person(rng, lang)
    local = email_local(rng, p)
    dom, tld = rng.choice(
        [
            ("gmail", "com"),
            ("hotmail", "com"),
            ("yahoo", "com.mx"),
            ("outlook", "com"),
            ("live", "com.mx"),
        ]
    )
    tp = tld.replace(".", " [punto] ")
    style = rng.randint(0, 4)
    v = [
        f"{local} [arroba] {dom} [punto] {tp.replace(' [punto] ', ' [punto] ')}",
        f"{local}(arroba){dom}(punto){tld.replace('.', '(punto)')}",
        f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
        f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}",
        f"{local} arroba {dom} punto {tld.replace('.', ' punto ')}",
    ][style]
    t = pick(
        rng,
        lang,
        [
            f"Escríbeme a {v} (soy {p['given']})",
            f"Informes con {p['name']}: {v}",
            f"correo de {p['name']}: {v}",
        ],
        [f"email {p['name']}: {v}"],
        [f"e-mail do {p['name']}: {v}"],
    )
    return {"value": v, "text": t, "form": f"obfuscated email {style}", "field": "comment"}


def m_foreign(rng, lang):
    p = person(rng, lang)
    kind = rng.choice(["dni_es", "cuil", "rut", "cpf", "cpf", "ssn", "dni_ar"])
    v = {
        "dni_es": dni_es,
        "cuil": cuil,
        "rut": rut,
        "cpf": cpf,
        "ssn": ssn,
        "dni_ar": lambda r: f"{r.randint(20, 45)}.{r.randint(100, 999)}.{r.randint(100, 999)}",
    }[kind](rng)
    label = {
        "dni_es": "DNI",
        "cuil": "CUIL",
        "rut": "RUT",
        "cpf": "CPF",
        "ssn": "SSN",
        "dni_ar": "DNI",
    }[kind]
    if kind == "cpf" and lang != "en":
        lang = "pt"
    if kind == "ssn":
        lang = "en"
    t = pick(
        rng,
        lang,
        [f"Cliente {p['full']}, {label} {v}, solicita reembolso.", f"{p['full']} — {label}: {v}"],
        [f"Employee {p['full']}, {label} {v}, start date March.", f"{p['full']}'s {label} is {v}"],
        [
            f"Cliente {p['full']}, {label} {v}, endereço em cadastro.",
            f"{label} do titular {p['full']}: {v}",
        ],
    )
    return {"value": v, "text": t, "form": f"foreign id {kind}", "field": "customer", "lang": lang}


def m_account(rng, lang):
    kind = rng.randint(0, 13)
    if kind == 0:
        v = "acct_" + rs(rng, ALNUM, 16)
        return {
            "value": v,
            "text": f'{{"account": "{v}", "plan": "pro"}}'.replace('"', "'"),
            "form": "acct_ in JSON-ish body",
            "field": "account_id",
            "raw": v,
        }
    if kind == 1:
        v = "cust-" + str(rng.randint(10000, 999999))
        return {
            "value": v,
            "text": f"x-account: {v}",
            "form": "cust- in x-account header",
            "header": ("x-account", v),
        }
    if kind == 2:
        v = "org-" + rs(rng, ALNUM, 24)
        return {
            "value": v,
            "text": f"openai-organization: {v}",
            "form": "org- in openai-organization",
            "header": ("openai-organization", v),
        }
    if kind == 3:
        v = "proj_" + rs(rng, ALNUM, 24)
        return {
            "value": v,
            "text": pick(
                rng,
                lang,
                [f"Proyecto {v}: presupuesto mensual excedido"],
                [f"project {v} exceeded its monthly budget"],
            ),
            "form": "proj_ project field",
            "field": "project",
            "raw": v,
        }
    if kind == 4:
        v = "user_" + rs(rng, UPALNUM, 26)
        return {
            "value": v,
            "text": f"GET /v1/users/{v}/quota 200",
            "form": "user_ in URL path",
            "field": "request_line",
        }
    if kind == 5:
        v = f"https://api.example-search.io/v2/accounts/acct_{rng.randint(1000, 99999)}/usage"
        return {
            "value": v,
            "text": f"Usage endpoint: {v}",
            "form": "acct_ in URL path",
            "field": "usage_url",
        }
    if kind == 6:
        v = "ws_" + rs(rng, ALNUM, 20)
        return {
            "value": v,
            "text": pick(rng, lang, [f"Espacio de trabajo: {v}"], [f"workspace {v} over quota"]),
            "form": "ws_ workspace id",
            "field": "workspace_id",
            "raw": v,
        }
    if kind == 7:
        v = "team_" + rs(rng, ALNUM, 18)
        return {
            "value": v,
            "text": f"Error 402: team {v} has exhausted its credits",
            "form": "team_ in error",
            "field": "error",
        }
    if kind == 8:
        v = f"{rs(rng, HEX, 8)}-{rs(rng, HEX, 4)}-4{rs(rng, HEX, 3)}-8{rs(rng, HEX, 3)}-{rs(rng, HEX, 12)}"
        return {
            "value": v,
            "text": f"anthropic-organization-id: {v}",
            "form": "org uuid in anthropic-organization-id",
            "header": ("anthropic-organization-id", v),
        }
    if kind == 9:
        v = "cus_" + rs(rng, ALNUM, 14)
        return {
            "value": v,
            "text": f"customer={v}",
            "form": "Stripe cus_ customer",
            "field": "customer",
            "raw": v,
        }
    if kind == 10:
        v = "org_" + rs(rng, ALNUM, 16)
        return {
            "value": v,
            "text": f"https://console.example-ai.com/orgs/{v}/settings/keys",
            "form": "org_ in URL path",
            "field": "link",
        }
    if kind == 11:
        v = str(rng.randint(100000000, 999999999))
        return {
            "value": v,
            "text": f"X-Account-Id: {v}",
            "form": "numeric id in X-Account-Id",
            "header": ("X-Account-Id", v),
        }
    if kind == 12:
        v = "proj_" + rs(rng, ALNUM, 10)
        return {
            "value": v,
            "text": f"openai-project: {v}",
            "form": "proj_ in openai-project header",
            "header": ("openai-project", v),
        }
    v = "usr-" + rs(rng, HEX, 12)
    return {
        "value": v,
        "text": pick(
            rng,
            lang,
            [f"Cuenta del proveedor {v} suspendida por falta de pago"],
            [f"provider account {v} suspended"],
        ),
        "form": "usr- account in message",
        "field": "status_detail",
    }


# ============================================================ secrets

SEC_PROVIDERS = list(API_KEYS)
HEADER_FOR = {
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serper": "X-API-KEY",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "perplexity": "Authorization",
    "openai": "Authorization",
    "anthropic": "x-api-key",
    "openrouter": "Authorization",
    "groq": "Authorization",
    "google": "x-goog-api-key",
    "exa": "x-api-key",
    "serpapi": "X-Serpapi-Key",
    "xai": "Authorization",
    "mistral": "Authorization",
    "cohere": "Authorization",
}


def key(rng, prov=None):
    prov = prov or rng.choice(SEC_PROVIDERS)
    return prov, API_KEYS[prov](rng)


def s_header(rng, lang):
    prov = rng.choice(list(HEADER_FOR))
    _, v = key(rng, prov)
    h = HEADER_FOR[prov]
    hv = f"Bearer {v}" if h == "Authorization" else v
    return {
        "value": v,
        "text": f"{h}: {hv}",
        "form": f"{prov} key in {h} header",
        "header": (h, hv),
    }


def s_query(rng, lang):
    prov = rng.choice(["serpapi", "google", "brave", "tavily", "serper", "mistral"])
    _, v = key(rng, prov)
    url = {
        "serpapi": f"https://serpapi.com/search.json?engine=google&q=semantic+kernel&api_key={v}",
        "google": f"https://www.googleapis.com/customsearch/v1?key={v}&cx=017576662512468239146:omuauf_lfve&q=sk",
        "brave": f"https://api.search.brave.com/res/v1/web/search?q=kernel&token={v}",
        "tavily": f"https://api.tavily.com/search?api_key={v}&query=pydantic",
        "serper": f"https://google.serper.dev/search?apiKey={v}&q=cdmx",
        "mistral": f"https://api.mistral.ai/v1/models?access_token={v}",
    }[prov]
    return {
        "value": v,
        "text": f"GET {url}",
        "form": f"{prov} key in query string",
        "field": "request_url",
        "html": f"<p><code>{url.replace('&', '&amp;')}</code></p>",
    }


def s_curl(rng, lang):
    prov = rng.choice(list(HEADER_FOR))
    _, v = key(rng, prov)
    h = HEADER_FOR[prov]
    hv = f"Bearer {v}" if h == "Authorization" else v
    t = f"curl -s https://api.{prov}.example/v1/search -H '{h}: {hv}' -d '{{\"query\":\"clima cdmx\"}}'"
    return {"value": v, "text": t, "form": f"{prov} key in curl", "field": "example"}


def s_env(rng, lang):
    prov = rng.choice(SEC_PROVIDERS)
    _, v = key(rng, prov)
    var = prov.upper() + "_API_KEY"
    t = rng.choice(
        [
            f"{var}={v}",
            f'export {var}="{v}"',
            f"{prov}_api_key: {v}",
            f"[{prov}] api_key = {v}",
            f"set {var}={v}",
        ]
    )
    return {"value": v, "text": t, "form": f"{prov} key in env/config line", "field": "config"}


def s_json(rng, lang):
    prov = rng.choice(SEC_PROVIDERS)
    _, v = key(rng, prov)
    k = rng.choice(["api_key", "apiKey", "token", "secret", "key", "access_key"])
    return {
        "value": v,
        "text": f'{{"{k}": "{v}", "query": "noticias cdmx"}}',
        "form": f"{prov} key as JSON field {k}",
        "field": k,
        "raw": v,
        "html": f"<p><code>{{&quot;{k}&quot;: &quot;{v}&quot;}}</code></p>",
    }


def s_error(rng, lang):
    prov = rng.choice(SEC_PROVIDERS)
    _, v = key(rng, prov)
    t = pick(
        rng,
        lang,
        [f"Error: la API key {v} fue revocada", f"401 No autorizado: la llave {v} no es válida"],
        [
            f"401 Unauthorized: invalid API key '{v}'",
            f"AuthenticationError: Incorrect API key provided: {v}.",
            f"403 Forbidden (key={v}): quota exceeded",
        ],
        [f"Erro 401: chave de API {v} inválida"],
    )
    return {"value": v, "text": t, "form": f"{prov} key echoed in error", "field": "error"}


def s_prose(rng, lang):
    prov = rng.choice(SEC_PROVIDERS)
    _, v = key(rng, prov)
    t = pick(
        rng,
        lang,
        [f"Para probar usa mi llave {v}, luego la rotamos.", f"Te dejo la API key de {prov}: {v}"],
        [f"Use this key for now: {v} (will rotate later)", f"Our {prov} key is {v}"],
        [f"Use a chave {v} para testar a busca."],
    )
    return {"value": v, "text": t, "form": f"{prov} key in prose", "field": "message"}


def s_bearer(rng, lang):
    v = rng.choice([rs(rng, ALNUM, 40), "ya29." + rs(rng, ALNUM + "_-", 120), rs(rng, HEX, 48)])
    return {
        "value": v,
        "text": f"Authorization: Bearer {v}",
        "form": "opaque bearer token",
        "header": ("Authorization", f"Bearer {v}"),
    }


def s_basic(rng, lang):
    import base64

    user = rng.choice(["admin", "scraper", "bench", "svc-search"])
    pw = rs(rng, ALNUM + "!#%", 14)
    if rng.random() < 0.5:
        v = base64.b64encode(f"{user}:{pw}".encode()).decode()
        return {
            "value": v,
            "text": f"Authorization: Basic {v}",
            "form": "HTTP Basic header",
            "header": ("Authorization", f"Basic {v}"),
        }
    v = f"https://{user}:{pw}@proxy.internal.example:8443"
    return {"value": v, "text": f"HTTPS_PROXY={v}", "form": "basic auth in URL", "field": "proxy"}


def s_cookie(rng, lang):
    v = rng.choice(
        [
            "sessionid=" + rs(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
            "connect.sid=s%3A" + rs(rng, ALNUM, 32) + "." + rs(rng, ALNUM, 43),
            "_session_id=" + rs(rng, HEX, 32),
            "PHPSESSID=" + rs(rng, "abcdefghijklmnopqrstuv0123456789", 26),
        ]
    )
    if rng.random() < 0.5:
        return {
            "value": v,
            "text": f"Cookie: {v}; lang=es",
            "form": "session cookie",
            "header": ("Cookie", f"{v}; lang=es"),
        }
    return {
        "value": v,
        "text": f"Set-Cookie: {v}; Path=/; HttpOnly; Secure",
        "form": "Set-Cookie",
        "header": ("Set-Cookie", f"{v}; Path=/; HttpOnly; Secure"),
    }


def s_jwt(rng, lang):
    v = jwt(
        rng,
        {
            "sub": rs(rng, HEX, 12),
            "scope": "search:read",
            "iat": 1717000000 + rng.randint(0, 9999999),
            "exp": 1790000000,
        },
    )
    return {
        "value": v,
        "text": f"access_token={v}",
        "form": "JWT access token",
        "field": "access_token",
        "raw": v,
    }


def s_pem(rng, lang):
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    block = "\n".join([head, *pem_body(rng, rng.randint(4, 8)), f"-----END {kind}-----"])
    return {
        "value": head,
        "text": block,
        "form": f"PEM {kind}",
        "field": "private_key",
        "raw": block,
        "html": "<pre>" + block + "</pre>",
        "multiline": True,
    }


def s_cloud(rng, lang):
    if rng.random() < 0.5:
        v = "AKIA" + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        return {
            "value": v,
            "text": f"aws_access_key_id = {v}",
            "form": "AWS access key id",
            "field": "aws_access_key_id",
            "raw": v,
        }
    v = rs(rng, ALNUM + "+/", 40)
    return {
        "value": v,
        "text": f"aws_secret_access_key = {v}",
        "form": "AWS secret access key",
        "field": "aws_secret_access_key",
        "raw": v,
    }


def s_conn(rng, lang):
    pw = rs(rng, ALNUM, 18)
    v = rng.choice(
        [
            f"postgresql://bench:{pw}@db.internal.example:5432/fixtures",
            f"mongodb+srv://app:{pw}@cluster0.ab1cd.mongodb.net/search",
            f"redis://:{pw}@cache.internal.example:6379/0",
            f"mysql://root:{pw}@10.0.3.12:3306/radar",
            f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={rs(rng, ALNUM + '+/', 86)}==;EndpointSuffix=core.windows.net",
        ]
    )
    return {
        "value": v,
        "text": f"DATABASE_URL={v}" if "://" in v else v,
        "form": "connection string with password",
        "field": "dsn",
        "html": f"<p><code>{v.replace('&', '&amp;')}</code></p>",
    }


def s_signed(rng, lang):
    v = rng.choice(
        [
            f"https://fixtures-mx.s3.amazonaws.com/pdf/informe.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rs(rng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}%2F20250301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250301T120000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={rs(rng, HEX, 64)}",
            f"https://storage.googleapis.com/bench-mx/page.html?GoogleAccessId=svc@bench.iam.gserviceaccount.com&Expires=1767225600&Signature={rs(rng, ALNUM, 60)}%3D",
            f"https://fixturesmx.blob.core.windows.net/html/p.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig={rs(rng, ALNUM, 43)}%3D",
        ]
    )
    return {
        "value": v,
        "text": v,
        "form": "signed URL",
        "field": "download_url",
        "raw": v,
        "html": f"<p>{v.replace('&', '&amp;')}</p>",
        "hvalue": v.replace("&", "&amp;"),
    }


def s_webhook(rng, lang):
    v = rng.choice(
        [
            f"https://hooks.slack.com/services/T{rs(rng, UPALNUM, 8)}/B{rs(rng, UPALNUM, 10)}/{rs(rng, ALNUM, 24)}",
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{rs(rng, ALNUM + '_-', 68)}",
            f"https://api.telegram.org/bot{rng.randint(10**9, 7 * 10**9)}:AA{rs(rng, ALNUM + '_-', 33)}/sendMessage",
        ]
    )
    return {
        "value": v,
        "text": f"ALERT_WEBHOOK={v}",
        "form": "webhook URL with token",
        "field": "webhook",
    }


# ============================================================ keepers

COMPANIES = [
    ("Ferretería La Estrella", "ferreterialaestrella.com.mx", "FLE"),
    ("Grupo Industrial Bajío", "gib.mx", "GIB"),
    ("Distribuidora Pacífico", "dispacifico.com", "DPA"),
    ("Clínica Santa Fe", "clinicasantafe.mx", "CSF"),
    ("Inmobiliaria Altavista", "altavista-inmuebles.mx", "IAL"),
    ("Colegio Miraflores", "colegiomiraflores.edu.mx", "CMI"),
    ("Transportes del Norte", "tdn.com.mx", "TNO"),
    ("Aceros Monterrey", "acerosmty.com", "AMO"),
    ("Librería El Sótano Azul", "sotanoazul.mx", "LSA"),
    ("Laboratorios Quimex", "quimex.com.mx", "LQU"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "info",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "hola",
    "cobranza",
    "rrhh",
    "compras",
    "privacidad",
]
GOV = [
    "apaseoelgrande.gob.mx",
    "sanmigueldeallende.gob.mx",
    "congreso-qro.gob.mx",
    "sedeco.cdmx.gob.mx",
    "ieeg.org.mx",
    "transparencia.jalisco.gob.mx",
]


def k_role(rng, lang):
    name, dom, _ = rng.choice(COMPANIES)
    role = rng.choice(ROLES)
    style = rng.choice(["plain", "plain", "upper", "mailto", "replyto"])
    v = f"{role}@{dom}"
    if style == "upper":
        v = v.upper()
    html = None
    if style == "mailto":
        v = f"mailto:{role}@{dom}?subject=Cotización"
        html = f'<p>Escríbenos: <a href="{v}">{role}@{dom}</a></p>'
    t = pick(
        rng,
        lang,
        [
            f"Para cotizaciones escriba a {v}",
            f"{name} — Correo: {v}",
            f"Dudas sobre tu pedido: {v}",
            f"Reply-To: {name} <{v}>",
            f"Comunícate con {name} en {v}",
        ],
        [f"For sales enquiries contact {v}", f"Press: {v}"],
        [f"Fale conosco: {v}"],
    )
    out = {"value": v, "text": t, "form": f"role mailbox {style}", "field": "contact_email"}
    if html:
        out["html"] = html
    return out


def k_gov(rng, lang):
    dom = rng.choice(GOV)
    role = rng.choice(
        [
            "transparencia",
            "contacto",
            "atencion.ciudadana",
            "oficialia.partes",
            "comunicacion.social",
            "unidad.transparencia",
        ]
    )
    v = f"{role}@{dom}"
    t = pick(
        rng,
        lang,
        [
            f"Solicitudes de información: {v}",
            f"Unidad de Transparencia, correo {v}",
            f"Quejas y sugerencias al correo {v}",
        ],
    )
    return {"value": v, "text": t, "form": "institutional role mailbox", "field": "contacto"}


def k_switch(rng, lang):
    name = rng.choice(COMPANIES)[0]
    area, rest = mx_phone_digits(rng)
    style = rng.choice(["space", "paren", "dash", "intl"])
    v = fmt_phone(area, rest, style)
    ext = rng.randint(100, 4999)
    t = pick(
        rng,
        lang,
        [
            f"Conmutador: {v} ext. {ext}",
            f"Tel. oficina {name}: {v}",
            f"{name} · Tel. {v}, ext. {ext}",
            f"Llame a {name} al conmutador {v}",
            f"Sucursal Centro — Teléfono de la tienda: {v}",
        ],
        [f"Main office switchboard: {v} ext. {ext}"],
        [f"Central de atendimento {name}: {v}, ramal {ext}"],
    )
    return {"value": v, "text": t, "form": f"switchboard {style}", "field": "telefono"}


def k_tollfree(rng, lang):
    n = rs(rng, string.digits, 7)
    v = rng.choice(
        [
            f"800 {n[:3]} {n[3:]}",
            f"01 800 {n[:3]} {n[3:]}",
            f"+52 800 {n[:3]} {n[3:]}",
            f"800-{n[:3]}-{n[3:]}",
            f"1-800-{n[:3]}-{n[3:]}",
        ]
    )
    t = pick(
        rng,
        lang,
        [
            f"Línea sin costo: {v}",
            f"Atención a clientes {v} (lada sin costo)",
            f"Reporta fallas al {v}",
        ],
        [f"Call toll-free {v}"],
        [f"Ligue grátis: {v}"],
    )
    return {"value": v, "text": t, "form": "toll-free", "field": "phone"}


def k_official(rng, lang):
    area, rest = mx_phone_digits(rng)
    v = fmt_phone(area, rest, "space")
    t = pick(
        rng,
        lang,
        [
            f"Protección Civil municipal: {v}, ext. {rng.randint(10, 400)}",
            f"Presidencia Municipal, tel. {v} ext. {rng.randint(100, 300)}",
            f"Oficialía de Partes del Congreso: {v}",
        ],
    )
    return {
        "value": v,
        "text": t,
        "form": "official contact with extension",
        "field": "telefono_oficial",
    }


def k_caddress(rng, lang):
    name = rng.choice(COMPANIES)[0]
    muni, state, cp2 = rng.choice(MUNIS)
    v = f"Av. {rng.choice(STREETS)} {rng.randint(100, 3000)}, piso {rng.randint(2, 20)}, Col. {rng.choice(COLONIAS)}, C.P. {cp2}{rng.randint(0, 999):03d}, {muni}, {state}"
    t = pick(
        rng,
        lang,
        [
            f"Oficinas corporativas de {name}: {v}",
            f"Sucursal {name}: {v}",
            f"Visítanos en {v} — {name}",
            f"Sede del evento: {v}",
        ],
        [f"{name} headquarters: {v}"],
        [f"Escritório {name}: {v}"],
    )
    return {"value": v, "text": t, "form": "company address", "field": "direccion"}


def k_crfc(rng, lang):
    name, _, ini = rng.choice(COMPANIES)
    v = rfc_moral(rng, ini)
    t = pick(
        rng,
        lang,
        [
            f"{name}, S.A. de C.V. — RFC {v}",
            f"Emisor: {name} S.A. de C.V., RFC: {v}, régimen 601",
            f"Datos fiscales: RFC {v} ({name})",
        ],
    )
    return {"value": v, "text": t, "form": "company RFC", "field": "emisor"}


def k_cclabe(rng, lang):
    name = rng.choice(COMPANIES)[0]
    code, bank = rng.choice(BANKS)
    v = clabe(rng, code)
    t = pick(
        rng,
        lang,
        [
            f"Pagos por transferencia a {name} S.A. de C.V., {bank}, CLABE {v}",
            f"Cuenta para depósitos de la empresa: CLABE {v} ({bank}), referencia: número de pedido",
        ],
    )
    return {"value": v, "text": t, "form": "company CLABE for payments", "field": "datos_pago"}


def k_date(rng, lang):
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    p = person(rng, lang)
    style = rng.randint(0, 5)
    v = [
        f"{d} de {MONTHS_ES[m - 1]} de {y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{d:02d}/{m:02d}/{y}",
        f"{MONTHS_EN[m - 1]} {d}, {y}",
        f"{d} de {MONTHS_PT[m - 1]} de {y}",
        f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:15:00Z",
    ][style]
    t = pick(
        rng,
        lang,
        [
            f"Publicado el {v}",
            f"Por {p['full']} | {v}",
            f"Última actualización: {v}",
            f"DOF {v}: se publica el acuerdo",
            f"Fecha de captura: {v}",
            f"Evento: {v}, 10:00 h",
        ],
        [f"Published {v}", f"By {p['full']}, {v}", f"Updated {v}"],
        [f"Publicado em {v}", f"Atualizado em {v}"],
    )
    return {"value": v, "text": t, "form": f"date style {style}", "field": "published"}


def k_price(rng, lang):
    v = rng.choice(
        [
            f"${rng.randint(99, 9999):,}.00 MXN",
            f"$ {rng.randint(1, 90)},{rng.randint(100, 999)}",
            f"US$ {rng.randint(5, 500)}",
            f"R$ {rng.randint(10, 999)},90",
        ]
    )
    t = pick(
        rng,
        lang,
        [f"Precio: {v}", f"Desde {v} al mes", f"Total a pagar {v}"],
        [f"Price {v} per month"],
        [f"Preço {v}"],
    )
    return {"value": v, "text": t, "form": "price", "field": "precio"}


def k_version(rng, lang):
    v = rng.choice(
        [
            f"v{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"{rng.randint(1, 20)}.{rng.randint(0, 9)}.{rng.randint(1000, 22631)}",
            f"2024-{rng.randint(1, 12):02d}-01-preview",
        ]
    )
    t = pick(rng, lang, [f"Versión {v}", f"api-version={v}"], [f"Release {v}", f"SDK version {v}"])
    return {"value": v, "text": t, "form": "version", "field": "version"}


def k_reqid(rng, lang):
    v = rng.choice(
        [
            f"{rs(rng, HEX, 8)}-{rs(rng, HEX, 4)}-4{rs(rng, HEX, 3)}-9{rs(rng, HEX, 3)}-{rs(rng, HEX, 12)}",
            "req_" + rs(rng, ALNUM, 24),
            rs(rng, HEX, 32),
        ]
    )
    out = {"value": v, "text": f"x-request-id: {v}", "form": "request id", "field": "request_id"}
    if rng.random() < 0.5:
        out["header"] = (rng.choice(["x-request-id", "cf-ray-id", "request-id", "x-trace-id"]), v)
    return out


def k_hash(rng, lang):
    v = rng.choice(
        [
            rs(rng, HEX, 40),
            rs(rng, HEX, 64),
            "sha256-" + rs(rng, ALNUM + "+/", 43) + "=",
            f'W/"{rs(rng, HEX, 16)}"'.replace('"', ""),
        ]
    )
    t = rng.choice(
        [f"commit {v}", f"sha256: {v}", f"integrity {v}", f"ETag {v}", f"sha256_redacted={v}"]
    )
    return {"value": v, "text": t, "form": "hash", "field": "sha256"}


def k_content(rng, lang):
    v = rng.choice(
        [
            f"10.{rng.randint(1000, 9999)}/{rs(rng, 'abcdefghijklmnop0123456789', 8)}",
            f"arXiv:{rng.randint(2001, 2412)}.{rng.randint(10000, 19999)}",
            f"nota-{rng.randint(1000000, 9999999)}",
            f"watch?v={rs(rng, ALNUM + '_-', 11)}",
            f"ISBN 978-607-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}-{rng.randint(0, 9)}",
        ]
    )
    t = pick(rng, lang, [f"Referencia: {v}", f"ID de la nota {v}"], [f"see {v}"])
    return {"value": v, "text": t, "form": "content id", "field": "source_id"}


def k_order(rng, lang):
    v = rng.choice(
        [
            f"MX-{rng.randint(2020, 2025)}-{rng.randint(100000, 999999)}",
            str(rng.randint(4500000000, 4599999999)),
            f"OC-{rng.randint(10000, 99999)}",
            f"#{rng.randint(100000, 9999999)}",
        ]
    )
    t = pick(
        rng,
        lang,
        [
            f"Pedido {v} enviado",
            f"Tu orden {v} está en camino",
            f"Error 409: el pedido {v} ya fue facturado",
            f"Folio de compra: {v}",
        ],
        [f"Order {v} confirmed", f"409 Conflict: order {v} already refunded"],
        [f"Pedido {v} confirmado"],
    )
    return {"value": v, "text": t, "form": "order number", "field": "order"}


def k_tracking(rng, lang):
    carrier, v = rng.choice(
        [
            ("UPS", "1Z" + rs(rng, UPALNUM, 16)),
            ("DHL", rs(rng, string.digits, 10)),
            ("FedEx", rs(rng, string.digits, 12)),
            ("Estafeta", rs(rng, string.digits, 22)),
        ]
    )
    t = pick(
        rng,
        lang,
        [
            f"Número de guía {carrier}: {v}",
            f"Rastrea tu envío con la guía {v} ({carrier})",
            f"Guía {carrier} {v}",
        ],
        [f"{carrier} tracking number {v}"],
        [f"Código de rastreio {carrier} {v}"],
    )
    return {"value": v, "text": t, "form": "tracking number", "field": "tracking"}


def k_case(rng, lang):
    v = rng.choice(
        [
            f"{rng.randint(1, 2999)}/{rng.randint(2018, 2025)}",
            f"CS-{rng.randint(2022, 2025)}-{rng.randint(10000, 99999)}",
            f"#{rng.randint(10000, 999999)}",
            f"PFC-{rng.randint(2020, 2025)}-{rng.randint(100, 9999)}",
        ]
    )
    t = pick(
        rng,
        lang,
        [
            f"Expediente {v}",
            f"Ticket de soporte {v} cerrado",
            f"Queja número {v}",
            f"Amparo en revisión {v}",
        ],
        [f"Case {v} escalated"],
    )
    return {"value": v, "text": t, "form": "case number", "field": "case"}


def k_masked(rng, lang):
    v = rng.choice(
        [
            f"****{rng.randint(1000, 9999)}",
            f"**** **** **** {rng.randint(1000, 9999)}",
            f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
            f"55******{rng.randint(10, 99)}",
            "j***@gmail.com",
            f"sk-...{rs(rng, ALNUM, 4)}",
            f"CLABE ***************{rng.randint(100, 999)}",
            f"tvly-****{rs(rng, ALNUM, 4)}",
        ]
    )
    t = pick(
        rng,
        lang,
        [f"Tarjeta terminación {v}", f"Cuenta: {v}", f"Llave configurada: {v}"],
        [f"Card ending {v}", f"Key: {v}"],
    )
    return {"value": v, "text": t, "form": "masked value", "field": "masked"}


def k_placeholder(rng, lang):
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "<tu-api-key>",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "redacted@example.test",
            "+52-000-000-0000",
            "<BASIC_AUTH>",
            "Bearer <token>",
            "usuario@ejemplo.com",
            "XXXX000000HDFXXX00",
            "<REDACTED>",
            "$BRAVE_API_KEY",
            "os.environ['SERPER_API_KEY']",
        ]
    )
    t = pick(
        rng,
        lang,
        [
            f"Reemplaza la llave por {v}",
            f"api_key: {v}",
            f"Authorization: {v}" if v.startswith("Bearer") else f"Ejemplo: {v}",
        ],
        [f"Set the key to {v}", f"api_key={v}"],
    )
    return {"value": v, "text": t, "form": "placeholder", "field": "example_value"}


def k_stat(rng, lang):
    v = rng.choice(
        [
            f"{rng.randint(1, 999):,} mil habitantes",
            f"{rng.randint(1000000000, 9999999999)}",
            f"{rng.randint(10, 99)}.{rng.randint(0, 9)}%",
            f"{rng.randint(100000, 999999):,}",
        ]
    )
    t = pick(
        rng,
        lang,
        [
            f"Descargas totales: {v}",
            f"Población estimada: {v}",
            f"Crecimiento anual de {v}",
            f"Visitas al portal: {v}",
        ],
        [f"Total downloads: {v}"],
    )
    return {"value": v, "text": t, "form": "statistic", "field": "estadistica"}


PLAN = [
    # label, family, kind, count, maker
    ("personal", "personal", "curp", 30, m_curp),
    ("personal", "personal", "rfc-persona-fisica", 22, m_rfc),
    ("personal", "personal", "nss", 15, m_nss),
    ("personal", "personal", "ine-clave-elector", 12, m_ine),
    ("personal", "personal", "clabe", 14, m_clabe),
    ("personal", "personal", "card", 14, m_card),
    ("personal", "personal", "passport", 18, m_passport),
    ("personal", "personal", "birth-date", 22, m_birth),
    ("personal", "personal", "home-address", 26, m_address),
    ("personal", "personal", "phone", 52, m_phone),
    ("personal", "personal", "whatsapp", 10, m_whatsapp),
    ("personal", "personal", "email", 34, m_email),
    ("personal", "personal", "email-obfuscated", 12, m_email_obf),
    ("personal", "personal", "foreign-id", 20, m_foreign),
    ("personal", "account-id", "account-id", 50, m_account),
    ("secret", "secret", "api-key-header", 14, s_header),
    ("secret", "secret", "api-key-query", 12, s_query),
    ("secret", "secret", "api-key-curl", 10, s_curl),
    ("secret", "secret", "api-key-env", 12, s_env),
    ("secret", "secret", "api-key-json", 12, s_json),
    ("secret", "secret", "api-key-error", 10, s_error),
    ("secret", "secret", "api-key-prose", 10, s_prose),
    ("secret", "secret", "bearer-token", 10, s_bearer),
    ("secret", "secret", "basic-auth", 8, s_basic),
    ("secret", "secret", "cookie", 8, s_cookie),
    ("secret", "secret", "jwt", 6, s_jwt),
    ("secret", "secret", "private-key", 5, s_pem),
    ("secret", "secret", "cloud-key", 7, s_cloud),
    ("secret", "secret", "connection-string", 8, s_conn),
    ("secret", "secret", "signed-url", 5, s_signed),
    ("secret", "secret", "webhook-url", 6, s_webhook),
    ("keep", "keep", "role-mailbox", 40, k_role),
    ("keep", "keep", "gov-role-mailbox", 16, k_gov),
    ("keep", "keep", "switchboard", 32, k_switch),
    ("keep", "keep", "toll-free", 20, k_tollfree),
    ("keep", "keep", "official-contact", 12, k_official),
    ("keep", "keep", "company-address", 26, k_caddress),
    ("keep", "keep", "company-rfc", 16, k_crfc),
    ("keep", "keep", "company-clabe", 10, k_cclabe),
    ("keep", "keep", "date", 30, k_date),
    ("keep", "keep", "price", 16, k_price),
    ("keep", "keep", "version", 14, k_version),
    ("keep", "keep", "request-id", 16, k_reqid),
    ("keep", "keep", "hash", 16, k_hash),
    ("keep", "keep", "content-id", 12, k_content),
    ("keep", "keep", "order-number", 18, k_order),
    ("keep", "keep", "tracking-number", 14, k_tracking),
    ("keep", "keep", "case-number", 12, k_case),
    ("keep", "keep", "masked", 18, k_masked),
    ("keep", "keep", "placeholder", 22, k_placeholder),
    ("keep", "keep", "statistic", 14, k_stat),
]
