"""Content of corpus 47: templates that put one datum in the sentence, field or header that
search results, extracted pages, API payloads and error messages carry.

Every template is ``f(rng, lang) -> dict`` with ``kind``, ``form``, ``value`` (the datum as
written), ``text`` (the line it sits in), ``key`` (a field name for JSON/YAML), and
optionally ``html`` (a one-line snippet holding ``value`` verbatim), ``header``
(``(name, value_string)`` for a recorded header) and ``family`` (default from the label).
``LANGS`` of a template lists the languages it can write.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from values import (
    ALNUM,
    HEX,
    Person,
    api_key,
    aws_key_id,
    aws_secret,
    b64url,
    birth_date,
    card,
    clabe,
    cpf,
    cuil,
    curp,
    dni_es,
    email,
    home_address,
    ine_clave,
    jwt,
    luhn_digit,
    nss,
    passport,
    password,
    pem_private,
    phone,
    rfc_fisica,
    rfc_moral,
    rs,
    rut,
    ssn,
)

T = Callable[[random.Random, str], dict[str, Any]]
PERSONAL: list[tuple[T, tuple[str, ...], float]] = []
ACCOUNT: list[tuple[T, tuple[str, ...], float]] = []
SECRET: list[tuple[T, tuple[str, ...], float]] = []
KEEP: list[tuple[T, tuple[str, ...], float]] = []


def reg(bucket: list, langs: tuple[str, ...] = ("es",), weight: float = 1.0):  # type: ignore[type-arg]
    def deco(f: T) -> T:
        bucket.append((f, langs, weight))
        return f

    return deco


def it(kind: str, form: str, value: str, text: str, key: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, value, text)
    if "html" in kw:
        assert value in kw["html"], (kind, value, kw["html"])
    return {"kind": kind, "form": form, "value": value, "text": text, "key": key, **kw}


def spaced(s: str, groups: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for g in groups:
        out.append(s[i : i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# =================================================================== personal


@reg(PERSONAL, ("es", "en"))
def t_curp(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    c = curp(r, p)
    style = r.choice(["plain", "plain", "lower", "spaced", "hyphen"])
    v = {
        "plain": c,
        "lower": c.lower(),
        "spaced": spaced(c, [4, 6, 6, 2]),
        "hyphen": spaced(c, [4, 6, 6, 2], "-"),
    }[style]
    if lang == "en":
        text = r.choice(
            [
                f"Applicant {p.name}, CURP {v}, uploaded the proof of address.",
                f"Student record: {p.short} (CURP: {v}) enrolled in 3rd grade.",
            ]
        )
    else:
        text = r.choice(
            [
                f"Alumno inscrito: {p.name} — CURP {v} — Grupo 3°B",
                f"Recordatorio IMSS: {p.short}, CURP: {v}, cita el martes a las 9:30.",
                f"{p.name},{v},{p.year},{p.state}",
                f"Hola, mi CURP es {v} por si la necesitan para el trámite. Saludos, {p.given}",
                f'[2025-03-11 10:22:04] INFO alta_beneficiario curp={v} nombre="{p.short}"',
            ]
        )
    return it(
        "curp",
        f"CURP {style}",
        v,
        text,
        "beneficiario",
        rec={"nombre": p.name, "curp": v, "grado": "3B"},
    )


@reg(PERSONAL, ("es",))
def t_rfc(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    c = rfc_fisica(r, p)
    style = r.choice(["plain", "plain", "hyphen", "lower", "spaced"])
    v = {
        "plain": c,
        "lower": c.lower(),
        "hyphen": spaced(c, [4, 6], "-"),
        "spaced": spaced(c, [4, 6]),
    }[style]
    text = r.choice(
        [
            f"Favor de facturar a nombre de {p.name}, RFC {v}, uso CFDI G03.",
            f"Ticket #{r.randint(10000, 99999)}: el cliente {p.short} pide corregir su RFC a {v}.",
            f"Recibo de arrendamiento — arrendador: {p.name} (R.F.C. {v}).",
            f"Datos fiscales: {v} / régimen 612 / {p.short}",
        ]
    )
    return it(
        "rfc-persona-fisica",
        f"RFC {style}",
        v,
        text,
        "datos_fiscales",
        rec={"razon_social": p.name, "rfc": v, "regimen_fiscal": "612", "uso_cfdi": "G03"},
    )


@reg(PERSONAL, ("es",))
def t_nss(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    c = nss(r, p)
    style = r.choice(["plain", "hyphen", "spaced"])
    v = {
        "plain": c,
        "hyphen": spaced(c, [2, 2, 2, 4, 1], "-"),
        "spaced": spaced(c, [2, 2, 2, 4, 1]),
    }[style]
    text = r.choice(
        [
            f"Trabajador: {p.name}, NSS {v}, alta ante el IMSS el 2 de enero.",
            f"Número de Seguridad Social de {p.short}: {v}",
            f"Mi número de seguro social es {v}, ¿me ayudan con la incapacidad?",
        ]
    )
    return it(
        "nss",
        f"NSS {style}",
        v,
        text,
        "empleado",
        rec={"nombre": p.name, "nss": v, "puesto": "Auxiliar"},
    )


@reg(PERSONAL, ("es",))
def t_ine(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    c = ine_clave(r, p)
    v = c.lower() if r.random() < 0.2 else c
    text = r.choice(
        [
            f"Clave de elector: {v} — {p.name}",
            f"Se adjunta copia de la INE de {p.short} (clave de elector {v}).",
            f"Identificación oficial INE, clave {v}, sección 2314.",
        ]
    )
    return it("ine-clave-elector", "clave de elector", v, text, "identificacion")


@reg(PERSONAL, ("es", "en"))
def t_clabe(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    c = clabe(r)
    v = spaced(c, [3, 3, 11, 1]) if r.random() < 0.3 else c
    if lang == "en":
        text = f"Refund to {p.name}, personal account CLABE {v}."
    else:
        text = r.choice(
            [
                f"Para el reembolso deposita a mi cuenta, CLABE {v} a nombre de {p.name}.",
                f"Beneficiario: {p.short} · CLABE interbancaria: {v}",
                f"{p.given} dejó su CLABE ({v}) en el grupo de padres para la cooperación.",
            ]
        )
    return it("clabe", "CLABE personal", v, text, "reembolso")


@reg(PERSONAL, ("es", "en", "pt"))
def t_card(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r, lang)
    c = card(r)
    style = r.choice(["plain", "spaced", "hyphen"])
    g = [4, 6, 5] if len(c) == 15 else [4, 4, 4, 4]
    v = {"plain": c, "spaced": spaced(c, g), "hyphen": spaced(c, g, "-")}[style]
    text = {
        "es": r.choice(
            [
                f"Pago rechazado: tarjeta {v} de {p.short}, exp 08/27.",
                f"Mi tarjeta es {v}, vence 11/28, ¿por qué no pasa el cargo?",
            ]
        ),
        "en": f"Cardholder {p.name}, card number {v}, declined by issuer.",
        "pt": f"Cartão de {p.short}: {v}, validade 09/27.",
    }[lang]
    return it("card", f"card {style}", v, text, "payment_note")


@reg(PERSONAL, ("es", "en", "pt"))
def t_passport(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r, lang)
    country = {"es": r.choice(["mx", "mx", "es", "ar"]), "en": "us", "pt": "br"}[lang]
    v = passport(r, country)
    text = {
        "es": r.choice(
            [
                f"Pasajero: {p.name}, pasaporte {v}, vuelo AM 402.",
                f"Pasaporte No. {v} a nombre de {p.short}, vigente hasta 2031.",
                f"Para la visa necesito tu número de pasaporte: {p.given} dice que es {v}.",
            ]
        ),
        "en": f"Traveler {p.name}, passport no. {v}, expires 2030-04-11.",
        "pt": f"{'Passageira' if p.female else 'Passageiro'} {p.short}, passaporte nº {v}.",
    }[lang]
    return it(
        "passport",
        f"passport {country}",
        v,
        text,
        "traveler",
        rec={"full_name": p.name, "passport_number": v, "nationality": country.upper()},
    )


@reg(PERSONAL, ("es", "en", "pt"))
def t_birth(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r, lang)
    jug, nac, o = ("La jugadora", "nacida", "a") if p.female else ("El jugador", "nacido", "o")
    style = {"es": r.choice(["long", "dmy", "iso", "dash"]), "en": "en", "pt": "pt"}[lang]
    v = birth_date(p, style)
    text = {
        "es": r.choice(
            [
                f"{p.name}, fecha de nacimiento: {v}",
                f"{jug} {p.short} ({nac} el {v}) fue convocad{o} a la selección sub-17.",
                f"Expediente clínico — paciente {p.name}; F. nac. {v}; tipo de sangre O+",
                f"Roster: {p.short} | nac. {v} | categoría juvenil",
            ]
        ),
        "en": f"Patient {p.name}, date of birth {v}, allergies: none.",
        "pt": f"{p.name}, {'nascida' if p.female else 'nascido'} em {v}, inscrit{'a' if p.female else 'o'} no curso.",
    }[lang]
    return it(
        "birth-date",
        f"birth date {style}",
        v,
        text,
        "paciente",
        rec={"nombre": p.name, "fecha_nacimiento": v},
    )


@reg(PERSONAL, ("es", "en"))
def t_home(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    v = home_address(r)
    if lang == "en":
        text = f"Ship to {p.name}, home address: {v}, Mexico."
    else:
        text = r.choice(
            [
                f"Domicilio particular: {v} — {p.name}",
                f"Entregar a {p.short} en {v}. Tocar el timbre dos veces.",
                f"Rento cuarto, informes con {p.given} en mi casa: {v}",
                f"Paciente {p.name}, domicilio {v}",
            ]
        )
    return it(
        "home-address",
        "home address",
        v,
        text,
        "destinatario",
        rec={"destinatario": p.name, "domicilio": v, "referencias": "portón negro"},
    )


@reg(PERSONAL, ("es", "en", "pt"), 2.0)
def t_phone(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r, lang)
    style = r.choice(
        [
            "intl",
            "intl1",
            "044",
            "045",
            "paren",
            "dots",
            "dash",
            "bare",
            "plus",
            "intlparen",
            "spaced",
            "intldash",
            "bare",
        ]
    )
    v = phone(r, style)
    text = {
        "es": r.choice(
            [
                f"Comunícate con {p.name} al {v}",
                f"{p.name} {v}",
                f"mi cel es {v}, mándame mensaje — {p.given}",
                f"Contacto de emergencia: {p.short} ({v})",
                f"Vendo bicicleta rodada 26, buen estado. Informes: {p.given}, {v}",
                f"Tel. particular de {p.short}: {v}",
            ]
        ),
        "en": f"Call {p.name} on {'her' if p.female else 'his'} cell {v} after 6 pm.",
        "pt": f"Fale com {p.short} pelo celular {v}.",
    }[lang]
    kw: dict[str, Any] = {}
    if r.random() < 0.2 and style not in ("bare",):
        tel = "+52" + "".join(ch for ch in v if ch.isdigit())[-10:]
        kw["html"] = f'<p>Llamar a {p.short}: <a href="tel:{tel}">{v}</a></p>'
    return it(
        "phone", f"phone {style}", v, text, "contacto", rec={"nombre": p.name, "celular": v}, **kw
    )


@reg(PERSONAL, ("es", "en"))
def t_tel_link(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    digits = "".join(ch for ch in phone(r, "bare"))
    v = f"tel:+52{digits}"
    text = f"{p.short} — cel.: {v}"
    html = f'<p>{p.short}, celular: <a href="{v}">{digits[:3]} {digits[3:6]} {digits[6:]}</a></p>'
    return it("phone", "tel: link", v, text, "perfil", html=html)


@reg(PERSONAL, ("es", "pt"))
def t_whatsapp(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    digits = phone(r, "bare")
    v = r.choice(
        [
            f"https://wa.me/52{digits}",
            f"https://wa.me/521{digits}",
            f"https://api.whatsapp.com/send?phone=52{digits}",
        ]
    )
    text = {
        "es": f"Escríbele a {p.given} por WhatsApp: {v}",
        "pt": f"Chame {p.given} no WhatsApp: {v}",
    }[lang]
    html = f'<p>WhatsApp de {p.short}: <a href="{v}">{v}</a></p>'
    if "&" in v:
        html = text
    return it("whatsapp", "WhatsApp link", v, text, "whatsapp_personal", html=html)


@reg(PERSONAL, ("es", "en", "pt"), 1.5)
def t_email(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r, lang if lang != "pt" else "pt")
    style = r.choice(["plain", "plain", "accent", "upper", "mailto", "from"])
    v = email(r, p, "accent" if style == "accent" else "upper" if style == "upper" else "plain")
    kw: dict[str, Any] = {}
    if style == "mailto":
        text = f"mailto:{v}?subject=Cotizaci%C3%B3n&body=Hola%20{p.given}"
        kw["html"] = (
            f'<p>Escríbeme a <a href="mailto:{v}?subject=Cotizaci%C3%B3n&amp;body=Hola">{v}</a></p>'
        )
        form = "mailto with query"
    elif style == "from":
        text = f"From: {p.name} <{v}>"
        kw["html"] = f"<p>De: {p.name} &lt;{v}&gt;</p>"
        kw["header"] = ("From", f"{p.name} <{v}>")
        form = "From header line"
    else:
        text = {
            "es": r.choice(
                [
                    f"Mi correo personal es {v}, cualquier duda.",
                    f"{p.name} ({v}) comentó: excelente nota.",
                    f"Contacto del tutor: {p.short} — {v}",
                ]
            ),
            "en": f"Reach {p.name} at {v} for the referral.",
            "pt": f"E-mail pessoal de {p.short}: {v}",
        }[lang]
        form = f"email {style}"
    return it(
        "email",
        form,
        v,
        text,
        "autor_email",
        rec={"name": p.name, "email": v, "newsletter": True},
        **kw,
    )


@reg(PERSONAL, ("es", "en"))
def t_email_obf(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    e = email(r, p)
    local, dom = e.split("@")
    d1, d2 = dom.split(".", 1)
    style = r.choice(["arroba[]", "arroba()", "at-dot", "[at]", "arroba-punto"])
    v = {
        "arroba[]": f"{local} [arroba] {d1} [punto] {d2.replace('.', ' [punto] ')}",
        "arroba()": f"{local}(arroba){d1}(punto){d2.replace('.', '(punto)')}",
        "at-dot": f"{local} at {d1} dot {d2.replace('.', ' dot ')}",
        "[at]": f"{local}[at]{d1}[dot]{d2.replace('.', '[dot]')}",
        "arroba-punto": f"{local} arroba {d1} punto {d2.replace('.', ' punto ')}",
    }[style]
    text = (
        f"Contact {p.short}: {v}"
        if lang == "en"
        else r.choice([f"Escríbeme: {v} ({p.given})", f"Correo de {p.short}: {v}"])
    )
    return it("email-obfuscated", f"obfuscated {style}", v, text, "contacto_autor")


@reg(PERSONAL, ("es", "en", "pt"), 1.4)
def t_foreign(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r, lang)
    if lang == "pt":
        v = cpf(r, r.random() < 0.8)
        text, kind = f"Cliente {p.name}, CPF {v}, solicitou reembolso.", "cpf"
    elif lang == "en":
        v = ssn(r)
        text, kind = f"Employee {p.name}, SSN {v}, W-2 on file.", "ssn"
    else:
        ch = r.choice(["dni", "cuil", "rut"])
        if ch == "dni":
            v, kind = dni_es(r), "dni"
            text = f"Titular: {p.name}, DNI {v}, Madrid."
        elif ch == "cuil":
            v, kind = cuil(r, p.female), "cuil"
            text = f"Alta en nómina: {p.short}, CUIL {v}."
        else:
            v, kind = rut(r), "rut"
            text = f"Cliente: {p.name} — RUT {v} — Santiago."
    return it(kind, f"foreign id {kind}", v, text, "titular")


# =================================================================== account ids


def _acct(r: random.Random) -> tuple[str, str, str]:
    shape = r.choice(["acct", "cust", "org", "proj", "user", "ws", "team", "orgus"])
    v = {
        "acct": "acct_" + rs(r, 16, ALNUM),
        "cust": "cust-" + rs(r, 5, "0123456789") + rs(r, 3, "abcdef"),
        "org": "org-" + rs(r, 24, ALNUM),
        "proj": "proj_" + rs(r, 24, ALNUM),
        "user": "user_" + rs(r, 18, ALNUM),
        "ws": "ws_" + rs(r, 14, ALNUM.lower()),
        "team": "team_" + rs(r, 12, ALNUM),
        "orgus": "org_" + rs(r, 20, ALNUM),
    }[shape]
    return (
        shape,
        v,
        {
            "acct": "account",
            "cust": "customer",
            "org": "organization",
            "proj": "project",
            "user": "user",
            "ws": "workspace",
            "team": "team",
            "orgus": "organization",
        }[shape],
    )


@reg(ACCOUNT, ("es", "en"))
def t_acct_header(r: random.Random, lang: str) -> dict[str, Any]:
    shape, v, _what = _acct(r)
    name = {
        "acct": "x-account-id",
        "cust": "x-customer-id",
        "org": "openai-organization",
        "proj": "openai-project",
        "user": "x-user-id",
        "ws": "x-workspace-id",
        "team": "x-team-id",
        "orgus": "anthropic-organization-id",
    }[shape]
    text = f"{name}: {v}"
    return it(
        "account-id",
        f"{shape} in {name} header",
        v,
        text,
        name,
        header=(name, v),
        family="account-id",
    )


@reg(ACCOUNT, ("es", "en"))
def t_acct_field(r: random.Random, lang: str) -> dict[str, Any]:
    shape, v, what = _acct(r)
    text = r.choice([f'{{"{what}": "{v}", "plan": "pro"}}', f"{what}_id={v}", f"{what}: {v}"])
    return it(
        "account-id", f"{shape} in body field", v, text, f"{what}_id", family="account-id", plain=v
    )


@reg(ACCOUNT, ("es", "en"))
def t_acct_path(r: random.Random, lang: str) -> dict[str, Any]:
    shape, v, what = _acct(r)
    text = r.choice(
        [
            f"https://api.example-search.com/v1/{what}s/{v}/usage?month=2025-03",
            f"GET /v2/{what}s/{v}/keys HTTP/1.1",
            f"POST https://api.searchvendor.io/{what}s/{v}/queries",
        ]
    )
    return it("account-id", f"{shape} in URL path", v, text, "request_url", family="account-id")


@reg(ACCOUNT, ("es", "en"))
def t_acct_error(r: random.Random, lang: str) -> dict[str, Any]:
    shape, v, what = _acct(r)
    text = (
        f"Quota exceeded for {what} {v}. Upgrade your plan."
        if lang == "en"
        else f"Se agotó la cuota de la cuenta {v}; intenta de nuevo el próximo mes."
    )
    return it(
        "account-id", f"{shape} in error message", v, text, "error_detail", family="account-id"
    )


# =================================================================== secrets

PROVIDERS = [
    "tavily",
    "brave",
    "serpapi",
    "serper",
    "firecrawl",
    "jina",
    "perplexity",
    "openai",
    "anthropic",
    "openrouter",
    "groq",
    "google",
    "hf",
    "xai",
    "stripe",
    "github",
    "gitlab",
    "sendgrid",
    "twilio",
    "mailgun",
    "npm",
    "slack",
    "deepseek",
]
HDR = {
    "tavily": "Authorization: Bearer",
    "brave": "X-Subscription-Token:",
    "serpapi": "api_key",
    "serper": "X-API-KEY:",
    "firecrawl": "Authorization: Bearer",
    "jina": "Authorization: Bearer",
    "google": "x-goog-api-key:",
    "anthropic": "x-api-key:",
}


@reg(SECRET, ("es", "en"))
def t_key_header(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(
        [
            "tavily",
            "brave",
            "serper",
            "firecrawl",
            "jina",
            "google",
            "anthropic",
            "openai",
            "perplexity",
        ]
    )
    k = api_key(r, prov)
    name = {
        "brave": "X-Subscription-Token",
        "serper": "X-API-KEY",
        "google": "x-goog-api-key",
        "anthropic": "x-api-key",
    }.get(prov, "Authorization")
    val = k if name != "Authorization" else f"Bearer {k}"
    return it(
        "api-key-header",
        f"{prov} key in {name} header",
        k,
        f"{name}: {val}",
        name,
        header=(name if name != "Authorization" else "X-Upstream-Authorization", val),
    )


@reg(SECRET, ("es", "en"))
def t_key_query(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(["serpapi", "google", "brave", "mailgun", "tavily"])
    k = api_key(r, prov)
    param = {
        "serpapi": "api_key",
        "google": "key",
        "brave": "token",
        "mailgun": "api_key",
        "tavily": "api_key",
    }[prov]
    url = {
        "serpapi": f"https://serpapi.com/search.json?engine=google&q=clima+cdmx&{param}={k}",
        "google": f"https://www.googleapis.com/customsearch/v1?cx=017576662512468239146:omuauf_lfve&{param}={k}&q=semantic+kernel",
    }.get(prov, f"https://api.example-search.com/v1/search?q=tarifas&{param}={k}")
    return it(
        "api-key-query",
        f"{prov} key in query string",
        k,
        f"GET {url}",
        "request_uri",
        html=f"<p>GET {url.replace('&', '&amp;')}</p>",
    )


@reg(SECRET, ("es", "en"))
def t_key_curl(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(PROVIDERS[:13])
    k = api_key(r, prov)
    text = r.choice(
        [
            f"curl -s https://api.{prov}.com/v1/search -H 'Authorization: Bearer {k}'"
            f' -d \'{{"query":"precio del dólar"}}\'',
            f'curl -X POST https://api.{prov}.ai/search -H "x-api-key: {k}" --data @query.json',
        ]
    )
    return it("api-key-curl", f"{prov} key in curl", k, text, "repro_command")


@reg(SECRET, ("es", "en"))
def t_key_env(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(PROVIDERS)
    k = api_key(r, prov)
    var = {
        "hf": "HF_TOKEN",
        "github": "GITHUB_TOKEN",
        "gitlab": "GITLAB_TOKEN",
        "npm": "NPM_TOKEN",
        "slack": "SLACK_BOT_TOKEN",
    }.get(prov, f"{prov.upper()}_API_KEY")
    text = r.choice([f"{var}={k}", f'export {var}="{k}"', f"{var.lower()}: {k}"])
    return it("api-key-env", f"{prov} key in env/config line", k, text, "env")


@reg(SECRET, ("es", "en"))
def t_key_json(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(PROVIDERS)
    k = api_key(r, prov)
    text = f'{{"provider": "{prov}", "api_key": "{k}", "timeout": 30}}'
    return it("api-key-json", f"{prov} key in JSON config", k, text, "provider_config")


@reg(SECRET, ("es", "en", "pt"))
def t_key_error(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(PROVIDERS[:14])
    k = api_key(r, prov)
    text = {
        "en": f"401 Unauthorized: invalid API key '{k}' for {prov}",
        "es": f"Error 401: la clave {k} no es válida o fue revocada.",
        "pt": f"Erro 403: chave de API {k} sem permissão.",
    }[lang]
    return it("api-key-error", f"{prov} key echoed in error", k, text, "error_message")


@reg(SECRET, ("es", "en", "pt"))
def t_key_prose(r: random.Random, lang: str) -> dict[str, Any]:
    prov = r.choice(PROVIDERS)
    k = api_key(r, prov)
    text = {
        "es": f"Para probar usé mi llave de {prov}: {k} (luego la roto).",
        "en": f"Here's the {prov} token I'm using, {k}, it should work for the demo.",
        "pt": f"Minha chave do {prov} é {k}, usem só para teste.",
    }[lang]
    return it("api-key-prose", f"{prov} key in prose", k, text, "nota")


@reg(SECRET, ("es", "en"))
def t_bearer(r: random.Random, lang: str) -> dict[str, Any]:
    tok = r.choice([rs(r, 40, ALNUM + "-_."), "ya29." + rs(r, 120, ALNUM + "-_"), rs(r, 32, HEX)])
    return it(
        "bearer-token",
        "opaque bearer token",
        tok,
        f"Authorization: Bearer {tok}",
        "Authorization",
        header=("Proxy-Authorization", f"Bearer {tok}"),
    )


@reg(SECRET, ("es", "en"))
def t_basic(r: random.Random, lang: str) -> dict[str, Any]:
    import base64

    user = r.choice(["admin", "svc_search", "deploy", "crawler"])
    pw = password(r)
    if r.random() < 0.5:
        b = base64.b64encode(f"{user}:{pw}".encode()).decode()
        return it(
            "basic-auth",
            "Basic header",
            b,
            f"Authorization: Basic {b}",
            "auth",
            header=("X-Forwarded-Authorization", f"Basic {b}"),
        )
    v = f"https://{user}:{pw}@proxy.interno.mx:8443/search"
    return it("basic-auth", "credentials in URL", v, f"proxy={v}", "proxy_url")


@reg(SECRET, ("es", "en"))
def t_cookie(r: random.Random, lang: str) -> dict[str, Any]:
    name = r.choice(
        ["sessionid", "connect.sid", "__Secure-next-auth.session-token", "PHPSESSID", "_session_id"]
    )
    tok = (
        rs(r, 48, ALNUM + "%-_")
        if name != "PHPSESSID"
        else rs(r, 26, "abcdefghijklmnopqrstuv0123456789")
    )
    val = f"{name}={tok}"
    return it(
        "cookie",
        f"{name} cookie",
        tok,
        f"Cookie: {val}; lang=es-MX",
        "Cookie",
        header=("Cookie", f"{val}; lang=es-MX"),
    )


@reg(SECRET, ("es", "en"))
def t_jwt(r: random.Random, lang: str) -> dict[str, Any]:
    t = jwt(r, "user_" + rs(r, 8, HEX))
    text = r.choice([f"access_token={t}", f"Authorization: Bearer {t}", f"token: {t}"])
    return it("jwt", "JWT", t, text, "access_token", header=("X-Auth-Token", t))


@reg(SECRET, ("es", "en"))
def t_pem(r: random.Random, lang: str) -> dict[str, Any]:
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    pem = pem_private(r, kind)
    head = f"-----BEGIN {kind}-----"
    return it(
        "private-key",
        f"PEM {kind}",
        head,
        pem,
        "private_key",
        html="<pre>" + pem + "</pre>",
        multiline=True,
    )


@reg(SECRET, ("es", "en"))
def t_cloud(r: random.Random, lang: str) -> dict[str, Any]:
    if r.random() < 0.5:
        k = aws_key_id(r)
        return it("cloud-key", "AWS access key id", k, f"aws_access_key_id = {k}", "aws")
    s = aws_secret(r)
    return it("cloud-key", "AWS secret access key", s, f"AWS_SECRET_ACCESS_KEY={s}", "aws")


@reg(SECRET, ("es", "en"))
def t_conn(r: random.Random, lang: str) -> dict[str, Any]:
    pw = password(r)
    v = r.choice(
        [
            f"postgresql://app:{pw}@db.interno.mx:5432/busquedas",
            f"mongodb+srv://crawler:{pw}@cluster0.ab12c.mongodb.net/fixtures",
            f"redis://default:{pw}@cache.interno.mx:6379/0",
            f"mysql://root:{pw}@10.0.3.12:3306/ventas",
        ]
    )
    return it(
        "connection-string",
        "connection string with password",
        v,
        f"DATABASE_URL={v}",
        "database_url",
    )


@reg(SECRET, ("es", "en"))
def t_webhook(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(
        [
            f"https://hooks.slack.com/services/T{rs(r, 8, ALNUM.upper())}/B{rs(r, 10, ALNUM.upper())}/{rs(r, 24)}",
            f"https://discord.com/api/webhooks/{rs(r, 18, '0123456789')}/{rs(r, 68, ALNUM + '-_')}",
        ]
    )
    return it("webhook-url", "webhook URL with token", v, f"Alertas: {v}", "alert_webhook")


@reg(SECRET, ("es", "en"))
def t_signed(r: random.Random, lang: str) -> dict[str, Any]:
    sig = rs(r, 64, HEX)
    v = (
        f"https://fixtures-mx.s3.amazonaws.com/capturas/resp.json?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={aws_key_id(r)}%2F20250311%2Fus-east-1%2Fs3%2Faws4_request"
        f"&X-Amz-Expires=3600&X-Amz-Signature={sig}"
    )
    return it(
        "signed-url",
        "S3 presigned URL",
        sig,
        f"Descarga: {v}",
        "download_url",
        html=f"<p>Descarga: {v.replace('&', '&amp;')}</p>",
    )


# =================================================================== keepers

COMPANIES = [
    ("Abarrotes La Central", "ACE"),
    ("Servicios Digitales del Bajío", "SDB"),
    ("Grupo Editorial Nopal", "GEN"),
    ("Transportes Rápidos de Occidente", "TRO"),
    ("Clínica Dental Sonrisas", "CDS"),
    ("Constructora Valle Alto", "CVA"),
    ("Muebles Hernández Hermanos", "MHH"),
    ("Laboratorios Quimia", "LQU"),
]
DOMAINS = [
    "lacentral.com.mx",
    "sdbajio.mx",
    "editorialnopal.com",
    "trodeoccidente.com.mx",
    "sonrisas.mx",
    "vallealto.com.mx",
    "mueblesdhh.com",
    "quimia.com.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion.clientes",
    "prensa",
    "facturacion",
    "info",
    "rh",
    "compras",
    "hola",
    "privacidad",
    "cobranza",
]
GOV = [
    "atencion.ciudadana@sat.gob.mx",
    "contacto@imss.gob.mx",
    "transparencia@cdmx.gob.mx",
    "denuncias@profeco.gob.mx",
    "oficialia.partes@jalisco.gob.mx",
    "comunicacion@inegi.org.mx",
    "unidad.transparencia@sep.gob.mx",
    "quejas@condusef.gob.mx",
]


@reg(KEEP, ("es", "en", "pt"), 1.6)
def k_role(r: random.Random, lang: str) -> dict[str, Any]:
    i = r.randrange(len(COMPANIES))
    v = f"{r.choice(ROLES)}@{DOMAINS[i]}"
    style = r.choice(["plain", "upper", "mailto", "plain"])
    if style == "upper":
        v = v.upper()
    kw: dict[str, Any] = {}
    if style == "mailto":
        kw["html"] = f'<p>Escríbenos a <a href="mailto:{v}?subject=Cotizaci%C3%B3n">{v}</a></p>'
    text = {
        "es": r.choice(
            [
                f"Para cotizaciones escribe a {v} — {COMPANIES[i][0]}",
                f"{COMPANIES[i][0]}: {v}",
                f"Dudas sobre tu pedido: {v} (lunes a viernes)",
            ]
        ),
        "en": f"Questions? Email {v} and our team will reply within 24 h.",
        "pt": f"Dúvidas: {v}",
    }[lang]
    return it(
        "role-mailbox",
        f"role mailbox {style}",
        v,
        text,
        "contact_email",
        rec={"empresa": COMPANIES[i][0], "email": v},
        **kw,
    )


@reg(KEEP, ("es",))
def k_gov(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(GOV)
    text = r.choice(
        [
            f"Para solicitudes de información escriba a {v}",
            f"Correo institucional: {v}",
            f"Unidad de Transparencia — {v} — Tel. 55 5128 0000 ext. 2210",
        ]
    )
    return it("gov-role-mailbox", "institutional mailbox", v, text, "correo_institucional")


@reg(KEEP, ("es", "en"))
def k_switch(r: random.Random, lang: str) -> dict[str, Any]:
    area = r.choice(["55", "33", "81", "442", "222"])
    rest = (
        f"{r.randint(5000, 5999)} {r.randint(1000, 9999)}"
        if len(area) == 2
        else f"{r.randint(200, 299)} {r.randint(1000, 9999)}"
    )
    style = r.choice(["conm", "ofic", "ext"])
    if style == "conm":
        v = f"({area}) {rest}"
        text = f"Conmutador: {v}, {COMPANIES[r.randrange(8)][0]}"
    elif style == "ofic":
        v = f"{area} {rest}"
        text = f"Tel. oficina {v} · horario de 9 a 18 h"
    else:
        v = f"{area} {rest} ext. {r.randint(100, 4999)}"
        text = f"Atención a clientes: {v}" if lang == "es" else f"Main office: {v}"
    return it(
        "switchboard",
        f"switchboard {style}",
        v,
        text,
        "telefono_empresa",
        rec={"sucursal": "Matriz", "telefono": v, "horario": "L-V 9:00-18:00"},
    )


@reg(KEEP, ("es", "en"))
def k_tollfree(r: random.Random, lang: str) -> dict[str, Any]:
    d = f"{r.randint(100, 999)} {r.randint(1000, 9999)}"
    v = r.choice([f"800 {d}", f"01 800 {d}", f"+52 800 {d}", f"800-{d.replace(' ', '-')}"])
    text = r.choice(
        [f"Línea sin costo: {v}", f"Llama gratis al {v} las 24 horas.", f"Toll-free in Mexico: {v}"]
    )
    return it(
        "toll-free",
        "800 number",
        v,
        text,
        "linea_gratuita",
        rec={"telefono": v, "tipo": "sin costo"},
    )


@reg(KEEP, ("es",))
def k_company_addr(r: random.Random, lang: str) -> dict[str, Any]:
    v = home_address(r, r.randrange(4)).replace("int.", "piso").replace("depto.", "piso")
    text = r.choice(
        [
            f"Oficinas corporativas: {v}",
            f"Sucursal Centro — {v}",
            f"{COMPANIES[r.randrange(8)][0]}, S.A. de C.V., {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
        ]
    )
    return it(
        "company-address",
        "company address",
        v,
        text,
        "domicilio_fiscal",
        rec={"empresa": COMPANIES[r.randrange(8)][0], "direccion": v},
    )


@reg(KEEP, ("es",))
def k_company_rfc(r: random.Random, lang: str) -> dict[str, Any]:
    name, ini = COMPANIES[r.randrange(8)]
    v = rfc_moral(r, ini)
    text = r.choice([f"{name}, S.A. de C.V. — RFC {v}", f"Emisor: {name} · RFC: {v} · Régimen 601"])
    return it(
        "company-rfc",
        "RFC persona moral",
        v,
        text,
        "rfc_emisor",
        rec={"emisor": name + ", S.A. de C.V.", "rfc": v},
    )


@reg(KEEP, ("es",), 0.5)
def k_company_clabe(r: random.Random, lang: str) -> dict[str, Any]:
    name, _ = COMPANIES[r.randrange(8)]
    v = clabe(r)
    text = f"Realiza tu pago por transferencia a {name}, S.A. de C.V., CLABE {v} (referencia: número de pedido)."
    return it("company-clabe", "company CLABE for payments", v, text, "datos_pago")


@reg(KEEP, ("es", "en", "pt"))
def k_date(r: random.Random, lang: str) -> dict[str, Any]:
    p = Person(r)
    p.year = r.randint(2015, 2025)
    style = {"es": r.choice(["long", "dmy", "iso"]), "en": "en", "pt": "pt"}[lang]
    v = birth_date(p, style)
    text = {
        "es": r.choice(
            [
                f"Publicado el {v}",
                f"Última actualización: {v}",
                f"DOF {v}: se reforma el artículo 29",
                f"Fecha límite de registro: {v}",
            ]
        ),
        "en": f"Published {v} · 4 min read",
        "pt": f"Atualizado em {v}",
    }[lang]
    return it(
        "date", f"date {style}", v, text, "published", rec={"title": "Aviso", "published_date": v}
    )


@reg(KEEP, ("es", "en"))
def k_price(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(
        [
            f"${r.randint(99, 25999):,}.00 MXN",
            f"US$ {r.randint(5, 500)}.{r.randint(0, 99):02d}",
            f"$ {r.randint(1000, 9999)},{r.randint(0, 99):02d}",
        ]
    )
    text = f"Precio: {v} IVA incluido" if lang == "es" else f"Price: {v} per 1,000 queries"
    return it("price", "price", v, text, "price")


@reg(KEEP, ("es", "en"))
def k_version(r: random.Random, lang: str) -> dict[str, Any]:
    v = f"{r.randint(0, 5)}.{r.randint(0, 40)}.{r.randint(0, 20)}"
    text = r.choice(
        [f"semantic-kernel=={v}", f"User-Agent: tavily-python/{v}", f"Versión {v} publicada"]
    )
    return it(
        "version", "version", v, text, "sdk_version", header=("x-stainless-package-version", v)
    )


@reg(KEEP, ("es", "en"))
def k_reqid(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(
        [
            f"{rs(r, 8, HEX)}-{rs(r, 4, HEX)}-4{rs(r, 3, HEX)}-8{rs(r, 3, HEX)}-{rs(r, 12, HEX)}",
            "req_" + rs(r, 24, HEX),
            rs(r, 16, HEX) + "-MEX",
        ]
    )
    text = r.choice(
        [f"x-request-id: {v}", f"request_id={v}", f"Error interno, reporta el id {v} a soporte."]
    )
    name = r.choice(["x-trace-id", "x-amzn-requestid", "x-cloud-trace-context", "request-id"])
    return it("request-id", "request id", v, text, "request_log", header=(name, v))


@reg(KEEP, ("es", "en"))
def k_hash(r: random.Random, lang: str) -> dict[str, Any]:
    style = r.choice(["sha256", "sha1", "etag", "sri"])
    v = {
        "sha256": rs(r, 64, HEX),
        "sha1": rs(r, 40, HEX),
        "etag": f'W/"{rs(r, 16, HEX)}"',
        "sri": "sha384-" + rs(r, 64, ALNUM + "+/"),
    }[style]
    if style == "etag":
        v = v.replace('"', "")
    text = {
        "sha256": f"sha256_original: {v}",
        "sha1": f"commit {v}",
        "etag": f"ETag: {v}",
        "sri": f"integrity={v}",
    }[style]
    return it("hash", f"hash {style}", v, text, "content_hash")


@reg(KEEP, ("es", "en"), 3.0)
def k_order(r: random.Random, lang: str) -> dict[str, Any]:
    style = r.choice(["pedido", "folio", "tracking", "caso", "ups", "sku"])
    if style == "pedido":
        v = f"MX-{r.randint(100000, 999999)}"
        text = f"Error 409: el pedido {v} ya fue pagado."
    elif style == "folio":
        v = str(r.randint(3_000_000_000, 3_999_999_999))
        text = f"Folio de la solicitud: {v}. Consérvelo para dar seguimiento."
    elif style == "tracking":
        v = "".join(r.choice("0123456789") for _ in range(r.choice([12, 15, 20])))
        text = f"Tu guía de rastreo es {v} (Estafeta)."
    elif style == "caso":
        v = f"CASO-{r.randint(2023, 2025)}-{r.randint(10000, 99999)}"
        text = f"Your support case {v} was closed." if lang == "en" else f"Número de caso {v}"
    elif style == "ups":
        v = "1Z" + rs(r, 6, "ABCDEFGHJKLMNPRSTUVWXY0123456789") + rs(r, 10, "0123456789")
        text = f"UPS tracking: {v}"
    else:
        first = "750" + "".join(r.choice("0123456789") for _ in range(9))
        v = first + _ean_check(first)
        text = f"SKU / EAN {v} — Café de Chiapas 500 g"
    kind = {
        "pedido": "order-number",
        "folio": "order-number",
        "tracking": "tracking-number",
        "caso": "case-number",
        "ups": "tracking-number",
        "sku": "sku",
    }[style]
    return it(
        kind, f"{kind} {style}", v, text, "order_ref", rec={"status": "error", "message": text}
    )


def _ean_check(first: str) -> str:
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(first))
    return str((10 - s % 10) % 10)


@reg(KEEP, ("es", "en"))
def k_masked(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(
        [
            f"**** **** **** {r.randint(1000, 9999)}",
            f"****{r.randint(1000, 9999)}",
            f"XXXX-XXXX-XXXX-{r.randint(1000, 9999)}",
            f"CLABE terminación {r.randint(100, 999)}",
            "redacted@example.test",
            "+52-000-000-0000",
            "AAAA000000HDFXXX00",
            f"tvly-{'x' * 32}",
            f"sk-...{rs(r, 4, ALNUM)}",
        ]
    )
    text = r.choice([f"Tarjeta: {v}", f"Dato redactado: {v}", f"Valor enmascarado {v} en el log"])
    return it("masked", "masked value", v, text, "masked")


@reg(KEEP, ("es", "en"))
def k_placeholder(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "<TU_API_KEY>",
            "${TAVILY_API_KEY}",
            "tvly-YOUR_KEY_HERE",
            "Bearer <token>",
            "xxxxxxxxxxxxxxxx",
            "{{SERPAPI_KEY}}",
            "os.environ['BRAVE_API_KEY']",
            "INSERT_KEY_HERE",
            "<your-api-key>",
            "$OPENAI_API_KEY",
        ]
    )
    text = r.choice(
        [
            f"Authorization: Bearer {v}" if "Bearer" not in v else f"Authorization: {v}",
            f"curl 'https://api.example.com/search?api_key={v}'",
            f'api_key = "{v}"',
            f"Reemplaza {v} por tu llave",
        ]
    )
    return it("placeholder", "documentation placeholder", v, text, "ejemplo_config")


@reg(KEEP, ("es", "en"))
def k_content_id(r: random.Random, lang: str) -> dict[str, Any]:
    st = r.randrange(5)
    v = [
        f"10.{r.randint(1000, 9999)}/{rs(r, 6, 'abcdefghij0123456789')}.{r.randint(2015, 2025)}",
        f"arXiv:{r.randint(2001, 2412)}.{r.randint(10000, 19999)}",
        f"G-{rs(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
        f"UA-{r.randint(1000000, 9999999)}-{r.randint(1, 9)}",
        f"nota-{r.randint(100000, 999999)}",
    ][st]
    text = [
        f"DOI: https://doi.org/{v}",
        f"Preprint {v} (cs.CL)",
        f"gtag('config', '{v}')",
        f"ga('create', '{v}', 'auto')",
        f"article_id={v}",
    ][st]
    return it("content-id", "content/analytics id", v, text, "content_id")


@reg(KEEP, ("es", "en"))
def k_stat(r: random.Random, lang: str) -> dict[str, Any]:
    st = r.randrange(3)
    v = [
        f"{r.randint(1_000_000_000, 9_999_999_999)}",
        f"{r.randint(1, 99)}.{r.randint(0, 9)} %",
        f"{r.randint(100, 999)} {r.randint(100, 999)} habitantes",
    ][st]
    text = [
        r.choice([f"Google indexa {v} páginas en español.", f"Total de visitas en 2024: {v}"]),
        f"Participación de mercado de Android en México: {v}",
        f"Población del municipio según el Censo 2020: {v}",
    ][st]
    return it("statistic", "number/statistic", v, text, "statistic")


@reg(KEEP, ("es",), 0.5)
def k_official(r: random.Random, lang: str) -> dict[str, Any]:
    v = r.choice(
        [
            "Locatel 55 5658 1111",
            "911",
            "089 Denuncia Anónima",
            "Línea de la Vida 800 911 2000",
            "Profeco: 55 5568 8722",
            "CONDUSEF 55 5340 0999",
        ]
    )
    text = f"Si necesitas ayuda llama a {v}."
    return it("official-contact", "official contact", v, text, "ayuda")


@reg(KEEP, ("es",))
def k_company_whatsapp_like(r: random.Random, lang: str) -> dict[str, Any]:
    name = COMPANIES[r.randrange(8)][0]
    v = f"{r.choice(['55', '33', '81'])} {r.randint(5000, 5999)} {r.randint(1000, 9999)}"
    text = f"{name} — Tel. oficina {v}, Conmutador, ext. 0"
    return it("switchboard", "switchboard in snippet", v, text, "snippet")


_ = (luhn_digit, b64url)
