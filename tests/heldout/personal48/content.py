# ruff: noqa: E501
"""Content makers: each returns one datum in its context.

A maker returns a dict with ``kind``, ``label``, ``family``, ``lang``, ``form``, ``value``
(the datum as written), ``text`` (a one-line string holding it, for JSON/YAML and for the
default HTML snippet), ``key`` (a JSON/YAML field name), optionally ``html`` (a one-line HTML
snippet holding the value as written in HTML) and ``header`` (a header name: the item then
goes only into a recorded ``headers`` mapping, ``text`` being the header value).
"""

from __future__ import annotations

import base64
import random
from collections.abc import Callable
from typing import Any

import values as V

Item = dict[str, Any]


def _it(kind, label, family, lang, form, value, text, key, html=None, header=None) -> Item:
    assert value in text, (kind, value, text)
    d = {
        "kind": kind,
        "label": label,
        "family": family,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
    }
    if html is not None:
        d["html"] = html
    if header is not None:
        d["header"] = header
    return d


def P(kind, lang, form, value, text, key, html=None):
    return _it(kind, "personal", "personal", lang, form, value, text, key, html)


def S(kind, lang, form, value, text, key, html=None, header=None):
    return _it(kind, "secret", "secret", lang, form, value, text, key, html, header)


def K(kind, lang, form, value, text, key, html=None, header=None):
    return _it(kind, "keep", "keep", lang, form, value, text, key, html, header)


def lang_of(r: random.Random, es=0.68, en=0.22) -> str:
    x = r.random()
    return "es" if x < es else "en" if x < es + en else "pt"


# =================================================================== personal


def email(r):
    lang = lang_of(r)
    p = V.Person(r, lang)
    style = r.choice(["plain", "plain", "upper", "accent", "mailto", "mailto_q", "from", "csv"])
    local = V.email_local(r, p, accents=(style == "accent"))
    dom = r.choice(V.FREEMAIL)
    addr = f"{local}@{dom}"
    if style == "upper":
        addr = addr.upper()
    value, html = addr, None
    if lang == "es":
        text = r.choice(
            [
                f"Para dudas sobre la inscripción escríbanle a {p.name} a {addr}.",
                f"Responsable del grupo de vecinos: {p.name} ({addr})",
                f"Envía tu CV a mi correo personal {addr} — {p.short}",
                f"Contacto del alumno {p.name}: {addr}",
                f"{'La señora' if p.sex == 'M' else 'El señor'} {p.short} dejó su correo {addr} para recibir la cotización.",
            ]
        )
    elif lang == "en":
        text = r.choice(
            [
                f"Reach {p.name} directly at {addr} for the tutoring slots.",
                f"Submitted by {p.name} <{addr}> on the community form.",
                f"My personal email is {addr}, thanks! - {p.short}",
            ]
        )
    else:
        text = r.choice(
            [
                f"Fale com {p.name} pelo e-mail pessoal {addr}.",
                f"Contato do responsável: {p.name} - {addr}",
            ]
        )
    if style == "from":
        text = f"From: {p.name} <{addr}>"
    if style == "csv":
        text = f"{p.name},{addr},alta,2025-11-03"
    if style in ("mailto", "mailto_q"):
        q = (
            "?subject=Informes%20del%20curso&cc=" + V.email_local(r, V.Person(r)) + "@gmail.com"
            if style == "mailto_q"
            else ""
        )
        value = f"mailto:{addr}{q}"
        html = f'<p>Escríbele a {p.short}: <a href="{value.replace("&", "&amp;")}">{addr}</a></p>'
        text = f"Escríbele a {p.short}: {value}"
        return P(
            "email",
            "es",
            f"mailto link{' with query' if q else ''}",
            value,
            text,
            "contact_link",
            html,
        )
    return P(
        "email",
        lang,
        {
            "plain": "free-mail address",
            "upper": "upper-case address",
            "accent": "accented local part",
            "from": "From: header line",
            "csv": "CSV row",
        }[style],
        value,
        text,
        r.choice(["contact", "author_email", "snippet", "note", "description"]),
        html,
    )


def email_obf(r):
    p = V.Person(r)
    local = V.strip_accents(f"{p.given}.{p.sur1}").lower()
    dom, tld = r.choice(
        [("gmail", "com"), ("hotmail", "com"), ("yahoo", "com.mx"), ("outlook", "com")]
    )
    tld_w = tld.replace(".", " [punto] ")
    style = r.randrange(5)
    value = [
        f"{local} [arroba] {dom} [punto] {tld_w}",
        f"{local}(arroba){dom}(punto){tld.replace('.', '(punto)')}",
        f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
        f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}",
        f"{local} arroba {dom} punto {tld.replace('.', ' punto ')}",
    ][style]
    lang = "en" if style in (2, 3) and r.random() < 0.5 else "es"
    text = (
        f"Si te interesa el cachorro, escríbele a {p.short}: {value}"
        if lang == "es"
        else f"Contact {p.short} (no spam please): {value}"
    )
    return P(
        "email-obfuscated",
        lang,
        ["[arroba]/[punto]", "(arroba)/(punto)", "at/dot", "[at]/[dot]", "arroba/punto"][style],
        value,
        text,
        "comment",
    )


PHONE_STYLES = [
    "intl",
    "intl1",
    "paren",
    "dots",
    "dash",
    "bare",
    "e164",
    "044",
    "045",
    "intlparen",
    "spaced",
]


def phone(r):
    p = V.Person(r)
    style = r.choice(PHONE_STYLES)
    num = V.fmt_phone(*V.mx_number(r), style)
    lang = "es" if r.random() < 0.85 else "en"
    html = None
    if style == "bare":
        text = r.choice(
            [
                f"Comunícate con {p.short} al {num}",
                f"{p.name} {num}",
                f"Informes con {p.given} {num} (solo WhatsApp y llamadas)",
                f"Mi cel: {num}",
                f"Celular personal de {p.short}: {num}",
                f"Tutor: {p.name}, tel. {num}",
            ]
        )
        lang = "es"
    elif lang == "es":
        text = r.choice(
            [
                f"Vendo refrigerador seminuevo, llamar a {p.short} al {num}",
                f"Datos del paciente: {p.name}, teléfono {num}",
                f"Mi número es {num}, pregunten por {p.given}",
                f"Contacto de emergencia: {p.name} — {num}",
                f"Celular: {num} ({p.short})",
                f"Si encuentras a mi perro llámame al {num}, {p.given}",
            ]
        )
    else:
        text = r.choice(
            [f"Call {p.name} on {num} after 6pm.", f"Emergency contact: {p.name}, mobile {num}"]
        )
    if style in ("intl", "e164") and r.random() < 0.35:
        digits = "+52" + "".join(c for c in num if c.isdigit())[-10:]
        html = f'<p>Llama a {p.short}: <a href="tel:{digits}">{num}</a></p>'
        return P(
            "phone",
            "es",
            f"tel: link ({style})",
            digits,
            f"Llama a {p.short}: tel:{digits}",
            "contact",
            html,
        )
    return P(
        "phone",
        lang,
        f"{style} notation",
        num,
        text,
        r.choice(["contact", "snippet", "note", "body", "telefono"]),
        html,
    )


def whatsapp(r):
    p = V.Person(r)
    lada, sub = V.mx_number(r)
    style = r.randrange(3)
    url = [
        f"https://wa.me/52{lada}{sub}",
        f"https://wa.me/521{lada}{sub}?text=Hola%20{V.strip_accents(p.given)}",
        f"https://api.whatsapp.com/send?phone=52{lada}{sub}",
    ][style]
    html = f'<p>Pedidos por WhatsApp con {p.short}: <a href="{url}">{url}</a></p>'
    return P(
        "whatsapp",
        "es",
        ["wa.me", "wa.me with text", "api.whatsapp.com"][style],
        url,
        f"WhatsApp de {p.short}: {url}",
        "whatsapp",
        html,
    )


def curp(r):
    p = V.Person(r)
    c = V.curp(r, p)
    style = r.choice(["upper", "upper", "upper", "lower", "spaced", "hyphen"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
    }[style]
    lang = "es" if r.random() < 0.85 else "en"
    text = (
        r.choice(
            [
                f"Alumno: {p.name} | CURP: {v} | Grupo 3°B",
                f"Recordatorio IMSS: cita de {p.name}, CURP {v}, consultorio 4.",
                f"curp={v} nombre=\u201c{p.name}\u201d estatus=validada",
                f"Solicito constancia para {p.name} con CURP {v}",
                f"{p.sur1.upper()} {p.sur2.upper()} {p.given.upper()},{v},{p.year}",
            ]
        )
        if lang == "es"
        else f"Applicant {p.name}, CURP {v}, pending review"
    )
    return P(
        "curp", lang, f"CURP {style}", v, text, r.choice(["snippet", "row", "description", "body"])
    )


def rfc(r):
    p = V.Person(r)
    c = V.rfc_fisica(r, p)
    style = r.choice(["upper", "upper", "hyphen", "spaced", "lower"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:]}",
    }[style]
    text = r.choice(
        [
            f"Favor de facturar a {p.name}, RFC {v}, uso CFDI G03.",
            f"Recibo de arrendamiento — arrendador {p.name} (RFC: {v})",
            f"Ticket #88213: el cliente {p.short} pide cambiar su RFC a {v}",
            f"Datos fiscales: {p.name} · RFC {v} · régimen 612",
            f"rfc_receptor={v} nombre_receptor={p.name}",
        ]
    )
    return P(
        "rfc-persona-fisica",
        "es",
        f"RFC persona física {style}",
        v,
        text,
        r.choice(["note", "snippet", "billing"]),
    )


def nss(r):
    p = V.Person(r)
    c = V.nss(r, p)
    style = r.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": c,
        "hyphen": f"{c[:2]}-{c[2:4]}-{c[4:6]}-{c[6:10]}-{c[10]}",
        "spaced": f"{c[:4]} {c[4:8]} {c[8:]}",
    }[style]
    text = r.choice(
        [
            f"Trabajador: {p.name}, NSS {v}, alta 01/03/2024",
            f"Mi número de seguridad social es {v}, ¿me ayudan con la incapacidad? — {p.short}",
            f"Constancia de semanas cotizadas de {p.name} (NSS: {v})",
            f"nss:{v} | nombre:{p.name} | clínica:UMF 28",
        ]
    )
    return P("nss", "es", f"NSS {style}", v, text, r.choice(["snippet", "note", "row"]))


def ine(r):
    p = V.Person(r)
    c = V.ine_clave(r, p)
    v = c if r.random() < 0.8 else c.lower()
    text = r.choice(
        [
            f"Clave de elector: {v} — {p.name}",
            f"Se anexa copia de INE de {p.name}, clave de elector {v}",
            f"{p.name}; INE (clave elector) {v}; sección 1842",
        ]
    )
    return P(
        "ine-clave-elector",
        "es",
        "clave de elector" + (" lower" if v.islower() else ""),
        v,
        text,
        "snippet",
    )


def clabe(r):
    p = V.Person(r)
    c = V.clabe(r)
    v = c if r.random() < 0.6 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    text = r.choice(
        [
            f"Deposita la renta a mi cuenta, CLABE {v} a nombre de {p.name}",
            f"Para la coperacha: transferencia a {p.short}, CLABE interbancaria {v}",
            f"Beneficiario: {p.name} | CLABE: {v} | Banco: BBVA",
            f"Reembolso a {p.name} a la CLABE {v}",
        ]
    )
    return P(
        "clabe",
        "es",
        "CLABE " + ("plain" if " " not in v else "spaced"),
        v,
        text,
        r.choice(["note", "payment", "snippet"]),
    )


def card(r):
    p = V.Person(r)
    brand = r.choice(["visa", "mc", "mc2", "amex"])
    c = V.card(r, brand)
    style = r.choice(["plain", "spaced", "hyphen"])
    if style == "plain":
        v = c
    elif brand == "amex":
        v = (" " if style == "spaced" else "-").join([c[:4], c[4:10], c[10:]])
    else:
        v = (" " if style == "spaced" else "-").join(c[i : i + 4] for i in range(0, 16, 4))
    lang = lang_of(r, 0.7, 0.25)
    text = {
        "es": f"Pago rechazado: tarjeta {v} a nombre de {p.name.upper()}, vence 08/28",
        "en": f"Card on file for {p.name}: {v} exp 11/27",
        "pt": f"Cartão do cliente {p.name}: {v} validade 05/29",
    }[lang]
    return P(
        "card",
        lang,
        f"{brand} {style}",
        v,
        text,
        r.choice(["error_detail", "note", "payment_method"]),
    )


def passport(r):
    lang = lang_of(r, 0.6, 0.25)
    kind = {"es": r.choice(["mx", "mx", "es"]), "en": "us", "pt": "br"}[lang]
    p = V.Person(r, "en" if lang == "en" else "pt" if lang == "pt" else "es")
    v = V.passport(r, kind)
    text = {
        "es": r.choice(
            [
                f"Pasajero: {p.name}, pasaporte {v}, vuelo AM 0412",
                f"Número de pasaporte de {p.short}: {v}",
                f"Registro de huésped — {p.name} — Pasaporte No. {v}",
            ]
        ),
        "en": f"Traveler {p.name}, passport number {v}, exp. 2031",
        "pt": f"Passageiro {p.name}, passaporte nº {v}",
    }[lang]
    return P(
        "passport", lang, f"passport {kind}", v, text, r.choice(["note", "snippet", "booking"])
    )


def birth(r):
    lang = lang_of(r, 0.65, 0.22)
    p = V.Person(r, lang)
    style = {
        "es": r.choice(["long", "slash", "iso", "mmm", "dash"]),
        "en": r.choice(["en", "iso"]),
        "pt": "pt",
    }[lang]
    v = V.birth_date(p, style)
    text = {
        "es": r.choice(
            [
                f"{p.name} nació el {v} en Celaya, Gto.",
                f"Fecha de nacimiento de {p.name}: {v}",
                f"Jugador: {p.name} · F. nac. {v} · Categoría libre",
                f"Paciente {p.name}, fecha de nacimiento {v}, alergias: ninguna",
            ]
        ),
        "en": f"{p.name}, date of birth {v}, registered for the 10K run",
        "pt": f"{p.name}, data de nascimento {v}, CPF em anexo",
    }[lang]
    return P(
        "birth-date",
        lang,
        f"birth date {style}",
        v,
        text,
        r.choice(["snippet", "row", "description"]),
    )


def home(r):
    p = V.Person(r)
    v = V.address(r)
    text = r.choice(
        [
            f"Domicilio particular: {v} — {p.name}",
            f"Entregar a {p.name} en {v}",
            f"{p.name} vive en {v}; favor de tocar el timbre.",
            f"Dirección del paciente {p.short}: {v}",
            f"Se renta cuarto, informes con {p.short} en su casa: {v}",
        ]
    )
    return P(
        "home-address",
        "es",
        "home address " + ("with int." if "int." in v or "depto" in v else "plain"),
        v,
        text,
        r.choice(["address", "snippet", "note"]),
    )


def foreign_id(r):
    k = r.choice(["dni_es", "cuil", "rut", "cpf", "ssn", "dni_ar"])
    if k == "cpf":
        p = V.Person(r, "pt")
        v = V.cpf(r)
        return P(
            "foreign-id", "pt", "CPF", v, f"Cliente {p.name}, CPF {v}, endereço em anexo", "snippet"
        )
    if k == "ssn":
        p = V.Person(r, "en")
        v = V.ssn(r)
        return P(
            "foreign-id", "en", "US SSN", v, f"Employee {p.name}, SSN {v}, payroll group B", "note"
        )
    p = V.Person(r)
    v = {
        "dni_es": V.dni_es(r),
        "cuil": V.cuil(r),
        "rut": V.rut(r),
        "dni_ar": f"{r.randint(20, 45)}.{r.randint(100, 999)}.{r.randint(100, 999)}",
    }[k]
    label = {"dni_es": "DNI", "cuil": "CUIL", "rut": "RUT", "dni_ar": "DNI"}[k]
    text = r.choice(
        [
            f"Titular: {p.name}, {label} {v}",
            f"{label} de {p.short}: {v}",
            f"Inscripto {p.name} ({label} {v})",
        ]
    )
    return P("foreign-id", "es", k, v, text, "snippet")


def account(r):
    c = r.randrange(12)
    hexs = V.rs(r, 24, "abcdef0123456789")
    if c == 0:
        v = "org-" + V.rs(r, 24)
        return _it(
            "account-id",
            "personal",
            "account-id",
            "en",
            "openai-organization header",
            v,
            v,
            "openai-organization",
            header="openai-organization",
        )
    if c == 1:
        v = "cust-" + str(r.randint(10000, 999999))
        return _it(
            "account-id",
            "personal",
            "account-id",
            "en",
            "x-account-id header",
            v,
            v,
            "x-account-id",
            header=r.choice(["x-account-id", "x-account", "X-Customer-Id"]),
        )
    if c == 2:
        v = "acct_" + V.rs(r, 16)
        t = f"https://api.example-search.com/v1/accounts/{v}/usage?period=2025-11"
        return _it(
            "account-id", "personal", "account-id", "en", "acct_ in URL path", v, t, "usage_url"
        )
    if c == 3:
        v = "proj_" + V.rs(r, 24)
        return _it(
            "account-id", "personal", "account-id", "en", "proj_ in project field", v, v, "project"
        )
    if c == 4:
        v = "user_" + V.rs(r, 27)
        t = r.choice(
            [
                f"Rate limit reached for {v} on requests per min.",
                f"Límite alcanzado para {v}: 60 solicitudes por minuto.",
            ]
        )
        return _it(
            "account-id",
            "personal",
            "account-id",
            "es" if "Límite" in t else "en",
            "user_ in error message",
            v,
            t,
            "error_message",
        )
    if c == 5:
        v = "ws_" + V.rs(r, 20)
        return _it(
            "account-id", "personal", "account-id", "en", "workspace_id field", v, v, "workspace_id"
        )
    if c == 6:
        v = "team_" + V.rs(r, 22)
        t = f"Organization {v} has exceeded its monthly search quota."
        return _it("account-id", "personal", "account-id", "en", "team_ in error", v, t, "detail")
    if c == 7:
        v = "org_" + V.rs(r, 22)
        t = f"/v1/organizations/{v}/api_keys"
        return _it("account-id", "personal", "account-id", "en", "org_ in path", v, t, "path")
    if c == 8:
        v = "acct_" + V.rs(r, 16)
        return _it(
            "account-id", "personal", "account-id", "es", "account_id field", v, v, "account_id"
        )
    if c == 9:
        v = (
            hexs[:8]
            + "-"
            + hexs[8:12]
            + "-4"
            + hexs[12:15]
            + "-8"
            + hexs[15:18]
            + "-"
            + V.rs(r, 12, "0123456789abcdef")
        )
        return _it(
            "account-id",
            "personal",
            "account-id",
            "en",
            "anthropic-organization-id header (uuid)",
            v,
            v,
            "anthropic-organization-id",
            header="anthropic-organization-id",
        )
    if c == 10:
        v = "cus_" + V.rs(r, 14)
        t = f"Cliente {v} sin método de pago válido; suscripción en pausa."
        return _it(
            "account-id",
            "personal",
            "account-id",
            "es",
            "cus_ customer id in message",
            v,
            t,
            "mensaje",
        )
    v = str(r.randint(100000000000, 999999999999))
    t = f"arn:aws:iam::{v}:user/search-bot"
    return _it(
        "account-id", "personal", "account-id", "en", "AWS account id in ARN", v, t, "role_arn"
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
    "exa",
    "mistral",
    "cohere",
    "stripe",
    "github",
    "github_pat",
    "gitlab",
    "sendgrid",
    "twilio",
    "mailgun",
    "slack_bot",
    "npm",
    "shopify",
    "telegram",
    "deepseek",
]
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
    "mistral": "Authorization",
    "cohere": "Authorization",
    "xai": "Authorization",
    "deepseek": "Authorization",
}


def key_header(r):
    prov = r.choice(list(HEADER_FOR))
    k = V.api_key(r, prov)
    h = HEADER_FOR[prov]
    val = f"Bearer {k}" if h == "Authorization" else k
    return S("api-key-header", "en", f"{prov} key in {h} header", k, val, h, header=h)


def key_query(r):
    prov = r.choice(["serpapi", "google", "brave", "mistral", "cohere", "serper"])
    k = V.api_key(r, prov)
    param = {"serpapi": "api_key", "google": "key", "brave": "apikey"}.get(prov, "api_key")
    url = f"https://api.search-proxy.io/search?q=tasa+de+inter%C3%A9s&{param}={k}&num=10"
    return S(
        "api-key-query",
        "en",
        f"{prov} key in query string",
        k,
        url,
        r.choice(["url", "request_url", "next_page"]),
    )


def key_curl(r):
    prov = r.choice(list(HEADER_FOR))
    k = V.api_key(r, prov)
    h = HEADER_FOR[prov]
    hv = f"Bearer {k}" if h == "Authorization" else k
    t = f"curl -s -X POST https://api.{prov}.example/v1/search -H '{h}: {hv}' -d '{{}}'"
    lang = "es" if r.random() < 0.5 else "en"
    pre = "Ejemplo que me funcionó: " if lang == "es" else "Working example: "
    return S(
        "api-key-curl",
        lang,
        f"{prov} key in curl -H",
        k,
        pre + t,
        r.choice(["example", "snippet", "code"]),
    )


def key_env(r):
    prov = r.choice(PROVIDERS)
    k = V.api_key(r, prov)
    name = {
        "hf": "HF_TOKEN",
        "github": "GITHUB_TOKEN",
        "github_pat": "GH_TOKEN",
        "stripe": "STRIPE_SECRET_KEY",
        "slack_bot": "SLACK_BOT_TOKEN",
        "npm": "NPM_TOKEN",
        "telegram": "TELEGRAM_BOT_TOKEN",
    }.get(prov, prov.upper() + "_API_KEY")
    style = r.randrange(3)
    t = [f"{name}={k}", f'export {name}="{k}"'.replace('"', "'"), f"{name}: {k}"][style]
    return S(
        "api-key-env",
        "en",
        f"{prov} env line ({['dotenv', 'export', 'yaml'][style]})",
        k,
        t,
        r.choice(["env", "config", "snippet"]),
    )


def key_config(r):
    prov = r.choice(PROVIDERS)
    k = V.api_key(r, prov)
    style = r.randrange(3)
    t = [
        f"[search]\\nprovider = {prov}\\napi_key = {k}",
        f"{{'provider': '{prov}', 'api_key': '{k}'}}",
        f"search:\\n  {prov}:\\n    token: {k}",
    ][style]
    if style != 1:
        t = t.replace("\\n", "; ")
    return S(
        "api-key-config",
        "en",
        f"{prov} key in {['ini', 'dict', 'yaml'][style]} config",
        k,
        t,
        "config",
    )


def key_json_field(r):
    prov = r.choice(PROVIDERS)
    k = V.api_key(r, prov)
    return S(
        "api-key-json",
        "en",
        f"{prov} key as api_key field",
        k,
        k,
        r.choice(["api_key", "apiKey", "token", "access_token", "secret_key"]),
    )


def key_error(r):
    prov = r.choice(PROVIDERS)
    k = V.api_key(r, prov)
    lang = lang_of(r, 0.5, 0.45)
    t = {
        "es": f"Error 401: la clave {k} no es válida o fue revocada.",
        "en": f"Incorrect API key provided: {k}. You can find your API key at your dashboard.",
        "pt": f"Erro 403: chave de API {k} sem permissão para este recurso.",
    }[lang]
    return S(
        "api-key-error",
        lang,
        f"{prov} key echoed in error",
        k,
        t,
        r.choice(["error", "message", "detail"]),
    )


def key_prose(r):
    prov = r.choice(PROVIDERS)
    k = V.api_key(r, prov)
    lang = lang_of(r, 0.6, 0.3)
    t = {
        "es": f"Oye, te paso la llave de producción para que pruebes: {k} (no la compartas)",
        "en": f"Here's the team key until billing is sorted: {k}",
        "pt": f"Segue a chave da conta para o teste: {k}",
    }[lang]
    return S(
        "api-key-prose",
        lang,
        f"{prov} key in prose",
        k,
        t,
        r.choice(["comment", "message", "snippet"]),
    )


def bearer(r):
    tok = V.rs(r, r.choice([40, 48, 64]), V.ALNUM + "-_.")
    if r.random() < 0.5:
        return S(
            "bearer-token",
            "en",
            "opaque bearer in Authorization header",
            tok,
            f"Bearer {tok}",
            "Authorization",
            header="Authorization",
        )
    return S(
        "bearer-token",
        "en",
        "Authorization: Bearer in log line",
        tok,
        f"DEBUG request headers: Authorization: Bearer {tok}",
        "log",
    )


def basic(r):
    user = r.choice(["svc-search", "crawler", "admin", "api", "reporting"])
    pw = V.rs(r, 14, V.ALNUM + "!#$%")
    enc = base64.b64encode(f"{user}:{pw}".encode()).decode()
    if r.random() < 0.5:
        return S(
            "basic-auth",
            "en",
            "Authorization: Basic header",
            enc,
            f"Basic {enc}",
            "Authorization",
            header="Authorization",
        )
    url = f"https://{user}:{pw}@intranet.example-corp.mx/api/v2/export"
    return S("basic-auth", "en", "credentials in URL", f"{user}:{pw}", url, "source_url")


def cookie(r):
    name = r.choice(
        [
            "sessionid",
            "connect.sid",
            "_session_id",
            "PHPSESSID",
            "__Secure-next-auth.session-token",
            "laravel_session",
        ]
    )
    val = V.rs(r, r.choice([32, 48, 64]), V.ALNUM)
    if r.random() < 0.5:
        h = r.choice(["Cookie", "set-cookie"])
        t = (
            f"{name}={val}; Path=/; HttpOnly; Secure"
            if h == "set-cookie"
            else f"{name}={val}; lang=es-MX"
        )
        return S("cookie", "en", f"session cookie in {h} header", val, t, h, header=h)
    return S(
        "cookie",
        "en",
        "session cookie in copied request",
        val,
        f"Cookie: {name}={val}",
        "raw_request",
    )


def jwt_(r):
    tok = V.jwt(r, "user_" + V.rs(r, 10), "https://auth.example-search.com")
    if r.random() < 0.4:
        return S(
            "jwt",
            "en",
            "JWT in Authorization header",
            tok,
            f"Bearer {tok}",
            "Authorization",
            header="Authorization",
        )
    return S(
        "jwt",
        r.choice(["es", "en"]),
        "JWT in body field",
        tok,
        tok,
        r.choice(["id_token", "access_token", "session"]),
    )


def private_key(r):
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    body = V.pem_body(r)
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    html = "<pre>" + pem + "</pre>"
    return S(
        "private-key",
        "en",
        f"PEM {kind}",
        head,
        pem,
        r.choice(["private_key", "key_pem", "service_account_key"]),
        html,
    )


def cloud(r):
    c = r.randrange(3)
    if c == 0:
        k = V.api_key(r, "aws_id")
        return S("cloud-key", "en", "AWS access key id", k, f"aws_access_key_id = {k}", "aws")
    if c == 1:
        k = V.api_key(r, "aws_secret")
        return S(
            "cloud-key", "en", "AWS secret access key", k, f"aws_secret_access_key = {k}", "aws"
        )
    k = V.rs(r, 86, V.ALNUM + "+/") + "=="
    return S(
        "cloud-key",
        "en",
        "Azure storage AccountKey",
        k,
        f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={k};EndpointSuffix=core.windows.net",
        "storage",
    )


def conn(r):
    pw = V.rs(r, 16, V.ALNUM)
    c = r.randrange(4)
    s = [
        f"postgresql://app_user:{pw}@db.internal.example.mx:5432/busquedas",
        f"mongodb+srv://crawler:{pw}@cluster0.ab12c.mongodb.net/fixtures?retryWrites=true",
        f"redis://default:{pw}@cache.example.io:6379/0",
        f"mysql://reportes:{pw}@10.2.3.14:3306/ventas",
    ][c]
    lang = "es" if r.random() < 0.5 else "en"
    t = f"No conecta con {s}, ¿alguien sabe por qué?" if lang == "es" else f"DATABASE_URL={s}"
    return S(
        "connection-string",
        lang,
        ["postgres", "mongodb+srv", "redis", "mysql"][c] + " URL with password",
        pw,
        t,
        "config",
    )


def signed(r):
    c = r.randrange(3)
    if c == 0:
        sig = V.rs(r, 64, V.HEX)
        u = (
            f"https://fixtures-mx.s3.amazonaws.com/reporte.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{V.rs(r, 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20251203%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Expires=604800&X-Amz-Signature={sig}"
        )
        return S("signed-url", "en", "S3 presigned URL", sig, u, "download_url")
    if c == 1:
        sig = V.rs(r, 256, V.HEX)
        u = f"https://storage.googleapis.com/capturas/p.html?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={sig}"
        return S("signed-url", "en", "GCS signed URL", sig, u, "download_url")
    sas = V.api_key(r, "azure_sas")
    sig = sas.split("sig=")[1]
    return S(
        "signed-url",
        "en",
        "Azure SAS URL",
        sig,
        f"https://fixturesmx.blob.core.windows.net/capturas?{sas}",
        "blob_url",
    )


def webhook(r):
    c = r.randrange(3)
    if c == 0:
        u = f"https://hooks.slack.com/services/T{V.rs(r, 8, V.B62UP)}/B{V.rs(r, 10, V.B62UP)}/{V.rs(r, 24)}"
    elif c == 1:
        u = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{V.rs(r, 68, V.ALNUM + '-_')}"
    else:
        u = f"https://example.webhook.office.com/webhookb2/{V.rs(r, 8, V.HEX)}-{V.rs(r, 4, V.HEX)}@{V.rs(r, 8, V.HEX)}/IncomingWebhook/{V.rs(r, 32, V.HEX)}/{V.rs(r, 8, V.HEX)}"
    lang = "es" if r.random() < 0.6 else "en"
    t = f"Alertas del bench al canal: {u}" if lang == "es" else f"alert_webhook: {u}"
    return S("webhook-url", lang, ["slack", "discord", "teams"][c] + " webhook", u, t, "webhook")


# =================================================================== keepers

COMPANIES = [
    ("Ferretería Hidalgo", "ferreteriahidalgo.com.mx", "FHI"),
    ("Grupo Alimentos del Bajío", "alimentosbajio.mx", "GAB"),
    ("Clínica Dental Sonrisa", "clinicasonrisa.com.mx", "CDS"),
    ("Librería El Péndulo Azul", "penduloazul.mx", "LPA"),
    ("Transportes Rápidos del Norte", "trnorte.com.mx", "TRN"),
    ("Colegio Miguel Ángel", "colegiomiguelangel.edu.mx", "CMA"),
    ("Inmobiliaria Casa Clara", "casaclara.mx", "ICC"),
    ("Seguros La Fe", "seguroslafe.com.mx", "SLF"),
    ("Software Centinela", "centinela.io", "SCE"),
    ("Panadería La Espiga", "laespiga.com.mx", "PES"),
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "economia.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "condusef.gob.mx",
]


def role_mailbox(r):
    co, dom, _ = r.choice(COMPANIES)
    role = r.choice(
        [
            "ventas",
            "contacto",
            "soporte",
            "facturacion",
            "prensa",
            "info",
            "atencion.clientes",
            "rh",
            "cobranza",
            "hola",
        ]
    )
    addr = f"{role}@{dom}"
    style = r.randrange(5)
    if style == 1:
        addr = addr.upper()
    lang = lang_of(r, 0.75, 0.2)
    if style == 2:
        v = f"mailto:{addr}?subject=Cotizaci%C3%B3n"
        html = f'<p>Cotizaciones: <a href="{v}">{addr}</a></p>'
        return K(
            "role-mailbox",
            "es",
            "role mailbox mailto with query",
            v,
            f"Cotizaciones: {v}",
            "contact_link",
            html,
        )
    t = {
        "es": r.choice(
            [
                f"Para cotizaciones escribe a {addr} o visita nuestra sucursal.",
                f"Contacto: {co} ({addr})",
                f"Reply-To: {co} <{addr}>",
                f"¿Dudas con tu factura? Escríbenos a {addr}",
                f"Escríbele a {co}: {addr}",
            ]
        ),
        "en": f"Questions about your order? Email {co} at {addr}",
        "pt": f"Fale com a equipe {co}: {addr}",
    }[lang]
    return K(
        "role-mailbox",
        lang,
        "role mailbox" + (" upper" if style == 1 else ""),
        addr,
        t,
        r.choice(["contact", "email", "snippet", "author_email"]),
    )


def gov_mailbox(r):
    dom = r.choice(GOV)
    role = r.choice(
        ["atencion.ciudadana", "contacto", "quejas", "transparencia", "denuncias", "orientacion"]
    )
    addr = f"{role}@{dom}"
    t = r.choice(
        [
            f"Para aclaraciones, escriba a {addr} (horario de 9 a 18 h).",
            f"Unidad de Transparencia: {addr}",
            f"Quejas y sugerencias: {addr}",
        ]
    )
    return K(
        "gov-role-mailbox",
        "es",
        "government role mailbox",
        addr,
        t,
        r.choice(["contact", "snippet"]),
    )


def switchboard(r):
    co = r.choice(COMPANIES)[0]
    place = r.choice(V.PLACES)
    lada, sub = V.mx_number(r, place)
    style = r.choice(["paren", "intl", "dash", "spaced"])
    n = V.fmt_phone(lada, sub, style)
    ext = r.randint(100, 4999)
    t = r.choice(
        [
            f"Conmutador: {n} ext. {ext}",
            f"Tel. oficina {n}, ext. {ext} — {co}",
            f"Comunícate con {co} al {n} ext. {ext}",
            f"{co} · Conmutador {n}",
            f"Atención a clientes de {co}: {n}, extensiones {ext} y {ext + 1}",
            f"Sucursal centro (conmutador): {n}",
        ]
    )
    return K(
        "switchboard",
        "es",
        f"switchboard {style}",
        n,
        t,
        r.choice(["contact", "telefono", "snippet", "description"]),
    )


def tollfree(r):
    a, b = r.randint(100, 999), r.randint(1000, 9999)
    n = r.choice(
        [f"800 {a} {b}", f"01 800 {a} {b}", f"+52 800 {a} {b}", f"800-{a}-{b}", f"800 {a}{b}"]
    )
    co = r.choice(COMPANIES)[0]
    lang = lang_of(r, 0.8, 0.2)
    t = {
        "es": r.choice(
            [
                f"Línea sin costo {co}: {n}",
                f"Llama gratis al {n} de lunes a viernes",
                f"Comunícate con nosotros al {n}",
            ]
        ),
        "en": f"Customer care (toll-free from Mexico): {n}",
        "pt": f"Central de atendimento: {n}",
    }[lang]
    return K("toll-free", lang, "800 number", n, t, "contact")


def official(r):
    lada, sub = V.mx_number(r, ("", "", "55", ""))
    n = V.fmt_phone(lada, sub, "paren")
    inst = r.choice(
        ["Profeco", "Condusef", "IMSS", "SAT", "Registro Civil de la CDMX", "Secretaría de Salud"]
    )
    t = f"{inst} — Teléfono de atención {n}, ext. {r.randint(1000, 9999)}"
    return K("official-contact", "es", "institutional phone with ext.", n, t, "snippet")


def company_address(r):
    co = r.choice(COMPANIES)[0]
    v = V.address(r, inner=False)
    v = v.replace("Calle", "Av.", 1) if r.random() < 0.3 else v
    piso = f", piso {r.randint(2, 14)}" if r.random() < 0.5 else ""
    t = r.choice(
        [
            f"Oficinas corporativas: {v}{piso}",
            f"Sucursal {co}: {v}",
            f"Visítanos en {v} ({co}, lunes a sábado)",
            f"Domicilio fiscal de {co}: {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
        ]
    )
    return K(
        "company-address",
        "es",
        "company address",
        v,
        t,
        r.choice(["address", "snippet", "location"]),
    )


def company_rfc(r):
    co, _, ini = r.choice(COMPANIES)
    v = V.rfc_moral(r, ini)
    t = r.choice(
        [
            f"{co} S.A. de C.V. — RFC {v}",
            f"Emisor: {co} S.A. de C.V., RFC: {v}, régimen 601",
            f"rfc_emisor={v} razon_social={co} S.A. de C.V.",
        ]
    )
    return K(
        "company-rfc", "es", "RFC persona moral", v, t, r.choice(["billing", "snippet", "issuer"])
    )


def company_clabe(r):
    co = r.choice(COMPANIES)[0]
    v = V.clabe(r)
    t = r.choice(
        [
            f"Pagos por transferencia a {co} S.A. de C.V., CLABE {v} (Banorte), referencia: número de pedido",
            f"Datos para pago de colegiaturas — {co} A.C. — CLABE {v}",
        ]
    )
    return K("company-clabe", "es", "company CLABE for payments", v, t, "payment")


def date_keep(r):
    y, m, d = r.randint(2018, 2026), r.randint(1, 12), r.randint(1, 28)
    c = r.randrange(6)
    if c == 0:
        v = f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][r.randrange(5)]}, {d:02d} {V.MONTHS_EN[m - 1][:3]} {y} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} GMT"
        return K("date", "en", "date header", v, v, "date", header="date")
    if c == 1:
        v = f"{d} de {V.MONTHS_ES[m - 1]} de {y}"
        return K(
            "date",
            "es",
            "publication date long",
            v,
            f"Publicado el {v} · Actualizado hace 2 horas",
            "snippet",
        )
    if c == 2:
        v = f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:00:00Z"
        return K("date", "en", "ISO publishedAt", v, v, "publishedAt")
    if c == 3:
        v = f"{d:02d}/{m:02d}/{y}"
        return K("date", "es", "DOF date", v, f"DOF {v}: reforma a la NOM-051", "snippet")
    if c == 4:
        v = f"{y}"
        return K(
            "date",
            "es",
            "© year",
            f"© {v}",
            f"© {v} {r.choice(COMPANIES)[0]}. Todos los derechos reservados.",
            "footer",
        )
    v = f"{V.MONTHS_EN[m - 1]} {d}, {y}"
    return K("date", "en", "event date", v, f"The conference runs {v} in Guadalajara.", "snippet")


def price(r):
    v = f"${r.randint(99, 49999):,}.{r.choice(['00', '90', '50'])} MXN"
    lang = lang_of(r, 0.8, 0.15)
    t = {
        "es": f"Precio: {v} (IVA incluido)",
        "en": f"Plan Pro: {v} per month",
        "pt": f"Preço: {v}",
    }[lang]
    return K("price", lang, "price", v, t, "price")


def version(r):
    v = f"{r.randint(0, 5)}.{r.randint(0, 40)}.{r.randint(0, 20)}"
    t = r.choice(
        [
            f"pydantic-ai=={v}",
            f"Actualiza a la versión {v} para corregir el error",
            f"User-Agent: fixture-bench/{v} (+https://example.test)",
        ]
    )
    return K("version", "es" if "Actualiza" in t else "en", "version", v, t, "version")


def request_id(r):
    h = V.rs(r, 32, V.HEX)
    u = f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
    c = r.randrange(4)
    if c == 0:
        return K(
            "request-id",
            "en",
            "x-request-id header uuid",
            u,
            u,
            "x-request-id",
            header="x-request-id",
        )
    if c == 1:
        v = "req_" + V.rs(r, 24)
        return K(
            "request-id", "en", "request-id header req_", v, v, "request-id", header="request-id"
        )
    if c == 2:
        v = f"{V.rs(r, 16, V.HEX)}-MEX"
        return K("request-id", "en", "cf-ray header", v, v, "cf-ray", header="cf-ray")
    return K(
        "request-id",
        "es",
        "request id in error",
        u,
        f"Ocurrió un error inesperado. Folio de la solicitud: {u}",
        "error",
    )


def hash_keep(r):
    c = r.randrange(4)
    if c == 0:
        v = V.rs(r, 64, V.HEX)
        return K("hash", "en", "sha256", v, f"sha256:{v}", "sha256")
    if c == 1:
        v = V.rs(r, 40, V.HEX)
        return K("hash", "en", "commit sha", v, f"Fixed in commit {v}", "commit")
    if c == 2:
        v = V.rs(r, 32, V.HEX)
        return K("hash", "en", "etag", v, f'W/"{v}"', "etag", header="etag")
    v = "sha384-" + V.rs(r, 64, V.ALNUM + "+/")
    return K("hash", "en", "SRI integrity", v, f"integrity={v}", "integrity")


def content_id(r):
    c = r.randrange(3)
    if c == 0:
        v = f"srsltid={V.rs(r, 40, V.ALNUM + '_-')}"
        return K(
            "content-id",
            "en",
            "tracking param",
            v,
            f"https://www.example-noticias.mx/nota/123?{v}",
            "url",
        )
    if c == 1:
        v = f"{r.randint(10**6, 10**7)}"
        return K(
            "content-id", "es", "article id", v, f"/noticias/2025/11/economia-{v}.html", "path"
        )
    v = f"G-{V.rs(r, 10, V.B62UP)}"
    return K(
        "content-id",
        "en",
        "analytics id",
        v,
        f"gtag('config', '{v}')".replace("'", ""),
        "analytics",
    )


def order(r):
    v = f"{r.randint(10**9, 10**10 - 1)}"
    c = r.randrange(4)
    lang = "es" if c < 3 else "en"
    t = [
        f"Tu pedido {v} fue enviado.",
        f"Error 409: el pedido #{v} ya fue cancelado.",
        f"Folio de compra: {v}",
        f"Order {v} could not be refunded: already settled.",
    ][c]
    return K("order-number", lang, "order number", v, t, r.choice(["message", "error", "snippet"]))


def tracking(r):
    c = r.randrange(3)
    v = [
        "1Z" + V.rs(r, 16, V.B62UP),
        str(r.randint(10**11, 10**12 - 1)),
        "MX" + str(r.randint(10**8, 10**9 - 1)) + "MX",
    ][c]
    t = r.choice(
        [f"Guía de rastreo: {v}", f"Número de guía {v} (Estafeta)", f"Tracking number: {v}"]
    )
    return K(
        "tracking-number",
        "en" if "Tracking" in t else "es",
        ["UPS 1Z", "12 digits", "S10"][c],
        v,
        t,
        "tracking",
    )


def case_no(r):
    v = r.choice(
        [
            f"EXP-{r.randint(2019, 2026)}-{r.randint(1000, 99999)}",
            f"CAS-{r.randint(100000, 999999)}",
            f"{r.randint(100, 9999)}/{r.randint(2019, 2026)}",
        ]
    )
    t = r.choice(
        [f"Número de caso: {v}", f"Expediente {v} en trámite", f"Ticket {v} abierto por soporte"]
    )
    return K("case-number", "es", "case number", v, t, "case")


def masked(r):
    c = r.randrange(6)
    v = [
        f"**** **** **** {r.randint(1000, 9999)}",
        f"****{r.randint(1000, 9999)}",
        "redacted@example.test",
        "+52-000-000-0000",
        f"sk-...{V.rs(r, 4)}",
        f"XXXX-XXXX-XXXX-{r.randint(1000, 9999)}",
    ][c]
    t = r.choice([f"Tarjeta terminación {v}", f"Valor ocultado: {v}", f"Masked: {v}"])
    return K(
        "masked",
        "en" if "Masked" in t else "es",
        "masked value",
        v,
        t,
        r.choice(["note", "card", "contact"]),
    )


def placeholder(r):
    c = r.randrange(8)
    v = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "<tu-api-key>",
        "Bearer <token>",
        "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
        "AAAA000000HDFXXX00",
    ][c]
    t = [
        f"curl https://api.search.example/v1?q=hola&api_key={v}",
        f"OPENAI_API_KEY={v}",
        f"Reemplaza {v} con tu clave",
        f"export TAVILY_API_KEY={v}",
        f"Authorization: Bearer {v}".replace("Bearer Bearer", "Bearer"),
        f"Header de ejemplo — Authorization: {v}",
        f"workspace_id: {v}",
        f"Ejemplo de formato CURP: {v}",
    ][c]
    return K(
        "placeholder",
        "es" if "Reemplaza" in t or "Ejemplo" in t or "ejemplo" in t else "en",
        "doc placeholder",
        v,
        t,
        "example",
    )


def statistic(r):
    v = f"{r.randint(1_000_000_000, 9_999_999_999)}"
    t = r.choice(
        [
            f"Visitas acumuladas: {v}",
            f"Total de búsquedas indexadas en 2025: {v}",
            f"Total page views since 2014: {v}",
        ]
    )
    return K("statistic", "en" if "page views" in t else "es", "bare 10-digit count", v, t, "stat")


def sku(r):
    v = r.choice([f"SKU-{r.randint(100000, 999999)}", f"75{r.randint(10**10, 10**11 - 1)}"])
    return K("sku", "es", "SKU/EAN", v, f"Código de producto {v}", "sku")


PLAN: list[tuple[Callable[[random.Random], Item], int]] = [
    (email, 34),
    (email_obf, 13),
    (phone, 60),
    (whatsapp, 11),
    (curp, 24),
    (rfc, 18),
    (nss, 14),
    (ine, 12),
    (clabe, 14),
    (card, 16),
    (passport, 20),
    (birth, 22),
    (home, 24),
    (foreign_id, 22),
    (account, 52),
    (key_header, 16),
    (key_query, 11),
    (key_curl, 10),
    (key_env, 12),
    (key_config, 9),
    (key_json_field, 10),
    (key_error, 12),
    (key_prose, 10),
    (bearer, 10),
    (basic, 7),
    (cookie, 8),
    (jwt_, 6),
    (private_key, 6),
    (cloud, 7),
    (conn, 8),
    (signed, 6),
    (webhook, 6),
    (role_mailbox, 36),
    (gov_mailbox, 16),
    (switchboard, 30),
    (tollfree, 20),
    (official, 12),
    (company_address, 26),
    (company_rfc, 16),
    (company_clabe, 12),
    (date_keep, 26),
    (price, 14),
    (version, 12),
    (request_id, 22),
    (hash_keep, 16),
    (content_id, 12),
    (order, 18),
    (tracking, 14),
    (case_no, 12),
    (masked, 18),
    (placeholder, 24),
    (statistic, 10),
    (sku, 8),
]
