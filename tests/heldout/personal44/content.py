"""Content of corpus 44: for each kind, a maker ``(rng, lang) -> dict`` giving the datum and
the contexts it can be written in.

A maker returns ``value`` (the datum as written), ``form`` (its notation), ``text`` (a
one-line sentence, log line, row… holding ``value``; used as an HTML paragraph or as the
string of a JSON/YAML field whose key is one of ``keys``) and optionally ``html`` (a
ready HTML fragment holding ``value``, e.g. a link), ``field`` ((key, value): a JSON/YAML
field holding only the datum) and ``header`` ((name, value): a recorded HTTP header).
Text is plain; the generator escapes it for HTML. Values never contain ``"`` or ``\\``.
"""

from __future__ import annotations

import html as _h
import random
from collections.abc import Callable
from typing import Any

from . import values as V

Maker = Callable[[random.Random, str], dict[str, Any]]

SNIP = ["snippet", "description", "content", "text", "summary", "raw_content"]
MSG = ["message", "detail", "error_description", "note", "log"]
NOTE = ["note", "comment", "body", "text", "extra"]


def esc(s: str) -> str:
    return _h.escape(s, quote=True)


def pick(rng: random.Random, xs: list[Any]) -> Any:
    return rng.choice(xs)


def out(value: str, form: str, text: str, keys: list[str], **kw: Any) -> dict[str, Any]:
    assert value in text, (value, text)
    return {"value": value, "form": form, "text": text, "keys": keys, **kw}


COMPANIES = [
    "Distribuidora Norteña del Bajío",
    "Servicios Integrales Tlaloc",
    "Grupo Ferretero Azteca",
    "Comercializadora Maya Peninsular",
    "Laboratorios Clínicos del Valle",
    "Transportes Rápidos de Occidente",
    "Inmobiliaria Jacarandas",
    "Papelería La Estrella",
    "Constructora Sierra Madre",
    "Alimentos Finos de Jalisco",
]
DOMAINS = [
    "norbajio.com.mx",
    "tlaloc-servicios.mx",
    "ferreazteca.com",
    "mayapeninsular.com.mx",
    "labdelvalle.mx",
    "trocc.com.mx",
    "jacarandas-inmo.mx",
    "papeleriaestrella.com",
    "sierramadre-const.mx",
    "alimentosfinos.mx",
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "salud.gob.mx",
    "economia.gob.mx",
]


def company(rng: random.Random) -> tuple[str, str]:
    i = rng.randrange(len(COMPANIES))
    return COMPANIES[i], DOMAINS[i]


# ============================================================================ personal


def m_email(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, lang)
    style = rng.randint(0, 5)
    accent = style == 1 and lang == "es" and any(c in p.given + p.pat for c in "áéíóúÁÉÍÓÚ")
    e = V.email(rng, p, accent=accent)
    form = "accented local part" if accent else "plain"
    if style == 2:
        e = e.upper()
        form = "upper case"
    if style == 3:
        subj = {"es": "Cotización", "en": "Quote", "pt": "Orçamento"}[lang]
        val = f"mailto:{e}?subject={subj}"
        text = {
            "es": f"Escríbele a {p.short}: {val}",
            "en": f"Email {p.short}: {val}",
            "pt": f"Fale com {p.short}: {val}",
        }[lang]
        return out(
            val,
            "mailto with query",
            text,
            SNIP,
            html=f'<p>{esc(p.short)}: <a href="{esc(val)}">{esc(e)}</a></p>',
            hval=esc(val),
        )
    t = {
        "es": [
            f"Para informes del departamento en renta contactar a {p.name} ({e}).",
            f"{p.name} – correo personal: {e}",
            f"Inscripciones: enviar comprobante a {e} (atiende {p.short}).",
            f"Remitente: {p.name} <{e}>",
            f"Contacto del tutor: {e}",
        ],
        "en": [
            f"Reach out to {p.name} at {e} for the signed waiver.",
            f"Submitted by {p.name} ({e})",
            f"From: {p.name} <{e}>",
        ],
        "pt": [
            f"Interessados falar com {p.name} pelo e-mail {e}",
            f"Contato pessoal: {e} ({p.short})",
        ],
    }[lang]
    text = pick(rng, t)
    return out(
        e,
        form,
        text,
        SNIP,
        field=(pick(rng, ["email", "contact_email", "user_email", "correo"]), e),
    )


def m_email_obf(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, lang)
    e = V.email(rng, p)
    local, dom = e.split("@")
    d1, _, d2 = dom.partition(".")
    style = rng.randint(0, 4)
    val = [
        f"{local} [arroba] {d1} [punto] {d2}",
        f"{local}(arroba){d1}(punto){d2}",
        f"{local} at {d1} dot {d2}",
        f"{local}[at]{d1}[dot]{d2}",
        f"{local} arroba {d1} punto {d2}",
    ][style]
    if lang == "en":
        val = [f"{local} at {d1} dot {d2}", f"{local}[at]{d1}[dot]{d2}", f"{local} (at) {dom}"][
            style % 3
        ]
    t = {
        "es": [
            f"Dudas sobre la rifa con {p.name}: {val}",
            f"Mándame tu CV a {val} — {p.short}",
            f"Correo de {p.short}: {val} (sin espacios)",
        ],
        "en": [f"Contact {p.name}: {val}", f"My personal mail is {val} — {p.short}"],
        "pt": [f"Contato de {p.name}: {val}"],
    }[lang]
    return out(val, "obfuscated e-mail", pick(rng, t), SNIP)


def m_phone(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, lang if lang != "en" else "es")
    num = V.mx_phone(rng)
    style = pick(
        rng,
        [
            "intl",
            "intl1",
            "paren",
            "dots",
            "dash",
            "044",
            "045",
            "e164",
            "bare",
            "intlparen",
            "spaced",
            "bare",
            "tel",
        ],
    )
    if style == "tel":
        val = f"tel:+52{num}"
        return out(
            val,
            "tel: link",
            f"Llamar a {p.short}: {val}",
            SNIP,
            html=f'<p>Llamar a {esc(p.short)}: <a href="{val}">{V.fmt_phone(num, "spaced")}</a></p>',
        )
    val = V.fmt_phone(num, style)
    if style == "bare":
        t = {
            "es": [
                f"Comunícate con {p.name} al {val}",
                f"{p.name} {val}",
                f"Mi cel es {val}, pregunta por {p.given}",
                f"Celular personal: {val}",
            ],
            "en": [f"Call {p.name} on her cell {val}", f"{p.name}, mobile {val}"],
            "pt": [f"Celular de {p.name}: {val}"],
        }[lang]
    else:
        t = {
            "es": [
                f"Informes con {p.name} al {val}",
                f"Vendo refrigerador seminuevo, tratar con {p.short} tel. {val}",
                f"Contacto de emergencia: {p.name}, {val}",
                f"Cel. {val} ({p.short})",
                f"Se solicita ayudante; comunicarse con {p.given} al {val} después de las 5",
            ],
            "en": [f"Emergency contact: {p.name}, {val}", f"Text {p.short} at {val}"],
            "pt": [f"Ligar para {p.name}: {val}"],
        }[lang]
    return out(
        val,
        f"phone {style}",
        pick(rng, t),
        SNIP,
        field=(pick(rng, ["phone", "telefono", "mobile", "celular"]), val)
        if style != "bare"
        else None,
    )


def m_whatsapp(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    num = V.mx_phone(rng)
    val = pick(
        rng,
        [
            f"https://wa.me/521{num}",
            f"https://wa.me/52{num}",
            f"https://api.whatsapp.com/send?phone=52{num}",
        ],
    )
    t = {
        "es": f"Pedidos por WhatsApp con {p.short}: {val}",
        "en": f"WhatsApp {p.short}: {val}",
        "pt": f"Chama no WhatsApp da {p.short}: {val}",
    }[lang]
    return out(
        val,
        "WhatsApp link",
        t,
        SNIP,
        html=f'<p>Escríbele a {esc(p.short)} por <a href="{esc(val)}">WhatsApp</a> ({esc(val)})</p>',
        hval=esc(val),
    )


def _spaced(s: str, cuts: list[int], sep: str) -> str:
    parts, last = [], 0
    for c in cuts:
        parts.append(s[last:c])
        last = c
    parts.append(s[last:])
    return sep.join(parts)


def m_curp(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    c = V.curp(rng, p)
    style = rng.randint(0, 5)
    if style == 1:
        c, form = c.lower(), "lower case"
    elif style == 2:
        c, form = _spaced(c, [4, 10, 16], " "), "spaced"
    elif style == 3:
        c, form = _spaced(c, [4, 10, 16], "-"), "hyphenated"
    else:
        form = "plain"
    t = {
        "es": [
            f"Alumno: {p.name} · CURP {c} · Grupo 3°B",
            f"Recordatorio de cita IMSS para {p.name}, CURP: {c}",
            f"{p.pat.upper()} {p.mat.upper()} {p.given.upper()},{c},{p.state[1]}",
            f"validación fallida: el campo curp ({c}) no coincide con RENAPO",
            f"Beneficiario {p.short} — Clave Única de Registro de Población {c}",
        ],
        "en": [
            f"Applicant {p.name}, CURP {c}",
            f"KYC record: name={p.short} curp={c} status=pending",
        ],
        "pt": [f"Dados do titular {p.name}: CURP {c}"],
    }[lang]
    return out(c, form, pick(rng, t), SNIP + NOTE, field=("curp", c) if style != 4 else None)


def m_rfc(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    r = V.rfc_fisica(rng, p)
    style = rng.randint(0, 4)
    if style == 1:
        r, form = f"{r[:4]}-{r[4:10]}-{r[10:]}", "hyphenated"
    elif style == 2:
        r, form = f"{r[:4]} {r[4:10]} {r[10:]}", "spaced"
    elif style == 3:
        r, form = r.lower(), "lower case"
    else:
        form = "plain"
    t = {
        "es": [
            f"Favor de facturar a nombre de {p.name}, RFC {r}, uso CFDI G03",
            f"Recibo de arrendamiento — arrendador {p.name} (RFC: {r})",
            f"Ticket #4471: el cliente {p.short} pide corregir su RFC a {r}",
            f"Datos fiscales: {p.name} | {r} | Régimen 612 Personas Físicas con Actividades Empresariales",
        ],
        "en": [f"Invoice to {p.name}, Mexican tax id (RFC) {r}"],
        "pt": [f"Fatura para {p.name}, RFC mexicano {r}"],
    }[lang]
    return out(r, form, pick(rng, t), SNIP + NOTE, field=("rfc", r) if style == 0 else None)


def m_nss(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    n = V.nss(rng, p)
    style = rng.randint(0, 2)
    if style == 1:
        n, form = f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}", "hyphenated"
    elif style == 2:
        n, form = f"{n[:4]} {n[4:6]} {n[6:10]} {n[10]}", "spaced"
    else:
        form = "plain"
    t = {
        "es": [
            f"Trabajador: {p.name}, NSS {n}, alta 01/03/2024",
            f"Número de Seguridad Social de {p.short}: {n}",
            f"{p.name};{n};Subdelegación 16",
        ],
        "en": [f"Employee {p.name} - IMSS social security number {n}"],
        "pt": [f"Funcionário {p.name}, NSS (IMSS) {n}"],
    }[lang]
    return out(n, form, pick(rng, t), SNIP + NOTE, field=("nss", n) if style == 0 else None)


def m_ine(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    c = V.clave_elector(rng, p)
    if rng.random() < 0.3:
        c, form = c.lower(), "lower case"
    else:
        form = "plain"
    t = {
        "es": [
            f"Identificación: INE de {p.name}, clave de elector {c}",
            f"Clave de elector {c} ({p.short})",
            f"Se adjunta credencial para votar; clave {c}, titular {p.name}",
        ],
        "en": [f"Voter ID (INE) for {p.name}: clave de elector {c}"],
        "pt": [f"Documento INE de {p.name}, clave de elector {c}"],
    }[lang]
    return out(
        c, form, pick(rng, t), SNIP + NOTE, field=("clave_elector", c) if form == "plain" else None
    )


def m_clabe(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    c = V.clabe(rng)
    if rng.random() < 0.35:
        c, form = f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "spaced"
    else:
        form = "plain"
    t = {
        "es": [
            f"Depósitos a nombre de {p.name}, CLABE {c}",
            f"Mi CLABE es {c}, soy {p.short}",
            f"Reembolso solicitado por {p.name} a la cuenta CLABE {c}",
        ],
        "en": [f"Refund for {p.name} to CLABE {c}"],
        "pt": [f"Reembolso para {p.name}, CLABE {c}"],
    }[lang]
    return out(c, form, pick(rng, t), SNIP + NOTE, field=("clabe", c) if form == "plain" else None)


def m_card(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, lang)
    brand = pick(rng, ["visa", "mc", "mc2", "amex", "visa"])
    n = V.card(rng, brand)
    style = rng.randint(0, 2)
    val = n if style == 0 else V.group_card(n, " " if style == 1 else "-")
    t = {
        "es": [
            f"Pago rechazado: tarjeta {val} de {p.name}",
            f"Titular {p.name}, tarjeta {val}, vence 08/28",
            f"cargo recurrente a la tarjeta {val}",
        ],
        "en": [
            f"card_number={val} holder={p.short}",
            f"Cardholder {p.name}, card {val}, exp 11/27",
        ],
        "pt": [f"Cartão {val} em nome de {p.name}"],
    }[lang]
    return out(
        val,
        f"card {brand} {['plain', 'spaced', 'hyphenated'][style]}",
        pick(rng, t),
        SNIP + MSG,
        field=("card_number", val) if style == 0 else None,
    )


def m_passport(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, lang)
    kind = pick(rng, ["mx", "mx", "us", "es", "br"])
    n = {"mx": V.passport_mx, "us": V.passport_us, "es": V.passport_es, "br": V.passport_br}[kind](
        rng
    )
    t = {
        "es": [
            f"Pasajero: {p.name}, pasaporte {n}, vuelo AM 0412",
            f"No. de pasaporte de {p.short}: {n}",
            f"{p.name} presentó pasaporte mexicano {n} vigente",
        ],
        "en": [f"Traveler {p.name}, passport no. {n}", f"Passport number: {n} ({p.short})"],
        "pt": [f"Passageiro {p.name}, passaporte {n}"],
    }[lang]
    return out(
        n,
        f"passport {kind}",
        pick(rng, t),
        SNIP + NOTE,
        field=("passport_number", n) if rng.random() < 0.3 else None,
    )


def m_birth(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, lang)
    style = {
        "es": pick(rng, ["long", "slash", "iso", "mmm", "dash"]),
        "en": pick(rng, ["en", "iso", "slash"]),
        "pt": pick(rng, ["pt", "slash"]),
    }[lang]
    d = V.birth(p, style)
    t = {
        "es": [
            f"{p.name}, fecha de nacimiento: {d}",
            f"Nació el {d}: {p.name}, categoría infantil",
            f"Paciente {p.name} (F. nac. {d}), tipo de sangre O+",
            f"{p.name} | {d} | {p.state[1]}",
        ],
        "en": [f"{p.name}, date of birth {d}", f"Patient {p.name}, DOB: {d}"],
        "pt": [f"{p.name}, data de nascimento: {d}"],
    }[lang]
    return out(d, f"birth date {style}", pick(rng, t), SNIP + NOTE)


def m_home(rng: random.Random, lang: str) -> dict[str, Any]:
    p = V.Person(rng, "es")
    a = V.home_address(rng, rng.randint(0, 3))
    t = {
        "es": [
            f"Domicilio particular de {p.name}: {a}",
            f"Entregar a {p.name}, {a}",
            f"Se renta cuarto, informes con {p.short} en {a}",
            f"Paciente: {p.name}. Domicilio: {a}",
        ],
        "en": [f"Ship to: {p.name}, {a}", f"Home address of {p.name}: {a}"],
        "pt": [f"Endereço residencial de {p.name}: {a}"],
    }[lang]
    return out(a, "home address", pick(rng, t), SNIP + NOTE)


def m_foreign(rng: random.Random, lang: str) -> dict[str, Any]:
    kind = pick(rng, ["dni-es", "cuil", "rut", "cpf", "ssn", "cpf", "dni-ar"])
    if kind == "cpf":
        lang = "pt"
    if kind == "ssn":
        lang = "en"
    p = V.Person(rng, lang)
    if kind == "dni-es":
        v, lab = V.dni_es(rng), "DNI"
    elif kind == "dni-ar":
        v, lab = f"{rng.randint(20, 45)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}", "DNI"
    elif kind == "cuil":
        v, lab = V.cuil(rng), "CUIL"
    elif kind == "rut":
        v, lab = V.rut(rng), "RUT"
    elif kind == "cpf":
        v, lab = V.cpf(rng, fmt=rng.random() < 0.8), "CPF"
    else:
        v, lab = V.ssn(rng), "SSN"
    t = {
        "es": [f"{p.name}, {lab} {v}", f"Titular: {p.name} — {lab}: {v}"],
        "en": [f"{p.name}, {lab} {v}", f"Employee {p.name} ({lab}: {v})"],
        "pt": [f"{p.name}, {lab} {v}", f"Cliente {p.name}, {lab}: {v}"],
    }[lang]
    return {
        **out(
            v,
            f"{kind}",
            pick(rng, t),
            SNIP + NOTE,
            field=(lab.lower(), v) if rng.random() < 0.3 else None,
        ),
        "lang": lang,
    }


def m_account(rng: random.Random, lang: str) -> dict[str, Any]:
    shape = rng.randint(0, 12)
    if shape == 0:
        v = "acct_" + V.rs(rng, 16)
        return out(
            v,
            "acct_ in Stripe-Account header",
            f"Stripe-Account: {v}",
            MSG,
            header=("Stripe-Account", v),
            field=("account_id", v),
        )
    if shape == 1:
        v = f"cust-{rng.randint(10000, 99999)}"
        return out(v, "cust- in x-account header", f"x-account: {v}", MSG, header=("x-account", v))
    if shape == 2:
        v = "org-" + V.rs(rng, 24)
        return out(
            v,
            "org- in OpenAI-Organization",
            f"openai-organization: {v}",
            MSG,
            header=("openai-organization", v),
        )
    if shape == 3:
        v = "proj_" + V.rs(rng, 24)
        return out(
            v,
            "proj_ in project field",
            f"project={v}",
            MSG,
            field=("project", v),
            header=("openai-project", v),
        )
    if shape == 4:
        v = "user_" + V.rs(rng, 24)
        return out(v, "user_ id", f"user: {v}", MSG, field=("user_id", v))
    if shape == 5:
        v = "ws_" + V.rs(rng, 12, V.HEX)
        return out(v, "workspace id", f"workspace_id={v}", MSG, field=("workspace_id", v))
    if shape == 6:
        v = "team_" + V.rs(rng, 20)
        t = {
            "es": f"Límite de créditos agotado para el equipo {v}; actualiza tu plan.",
            "en": f"Credit limit reached for team {v}. Upgrade your plan.",
            "pt": f"Limite de créditos atingido para a equipe {v}.",
        }[lang]
        return out(v, "team_ in error message", t, MSG)
    if shape == 7:
        v = "acct_" + V.rs(rng, 10, V.HEX)
        u = f"https://api.example-billing.com/v1/accounts/{v}/usage?period=2025-05"
        return out(v, "acct_ in URL path", f"GET {u}", MSG, field=("url", u))
    if shape == 8:
        v = "org_" + V.rs(rng, 24)
        u = f"/v1/organizations/{v}/api_keys"
        return out(v, "org_ in URL path", f"403 Forbidden on {u}", MSG, field=("path", u))
    if shape == 9:
        v = V.uid(rng)
        return out(
            v,
            "anthropic-organization-id header",
            f"anthropic-organization-id: {v}",
            MSG,
            header=("anthropic-organization-id", v),
        )
    if shape == 10:
        v = str(rng.randint(100000000000, 999999999999))
        return out(
            v,
            "AWS account id",
            f"arn:aws:iam::{v}:role/search-fetcher",
            MSG,
            field=("aws_account_id", v),
        )
    if shape == 11:
        v = f"{rng.randint(100000000000, 999999999999)}"
        return out(
            v,
            "x-goog-user-project / project number",
            f"x-goog-user-project: {v}",
            MSG,
            header=("x-goog-user-project", v),
        )
    v = "cus_" + V.rs(rng, 14)
    return out(v, "Stripe customer id", f"customer={v}", MSG, field=("customer", v))


# ============================================================================ secrets

PROVIDERS = {
    "tavily": ("api.tavily.com/search", "TAVILY_API_KEY", "Authorization", "Bearer "),
    "brave": (
        "api.search.brave.com/res/v1/web/search",
        "BRAVE_API_KEY",
        "X-Subscription-Token",
        "",
    ),
    "serpapi": ("serpapi.com/search.json", "SERPAPI_API_KEY", None, ""),
    "serper": ("google.serper.dev/search", "SERPER_API_KEY", "X-API-KEY", ""),
    "firecrawl": ("api.firecrawl.dev/v1/search", "FIRECRAWL_API_KEY", "Authorization", "Bearer "),
    "jina": ("s.jina.ai/", "JINA_API_KEY", "Authorization", "Bearer "),
    "perplexity": (
        "api.perplexity.ai/chat/completions",
        "PERPLEXITY_API_KEY",
        "Authorization",
        "Bearer ",
    ),
    "openai": ("api.openai.com/v1/responses", "OPENAI_API_KEY", "Authorization", "Bearer "),
    "anthropic": ("api.anthropic.com/v1/messages", "ANTHROPIC_API_KEY", "x-api-key", ""),
    "openrouter": (
        "openrouter.ai/api/v1/chat/completions",
        "OPENROUTER_API_KEY",
        "Authorization",
        "Bearer ",
    ),
    "groq": ("api.groq.com/openai/v1/chat/completions", "GROQ_API_KEY", "Authorization", "Bearer "),
    "google": ("www.googleapis.com/customsearch/v1", "GOOGLE_API_KEY", "x-goog-api-key", ""),
    "gemini": (
        "generativelanguage.googleapis.com/v1beta/models",
        "GEMINI_API_KEY",
        "x-goog-api-key",
        "",
    ),
    "hf": ("api-inference.huggingface.co/models", "HF_TOKEN", "Authorization", "Bearer "),
    "xai": ("api.x.ai/v1/chat/completions", "XAI_API_KEY", "Authorization", "Bearer "),
    "exa": ("api.exa.ai/search", "EXA_API_KEY", "x-api-key", ""),
    "mistral": (
        "api.mistral.ai/v1/chat/completions",
        "MISTRAL_API_KEY",
        "Authorization",
        "Bearer ",
    ),
    "cohere": ("api.cohere.com/v2/chat", "CO_API_KEY", "Authorization", "Bearer "),
    "stripe": ("api.stripe.com/v1/charges", "STRIPE_SECRET_KEY", "Authorization", "Bearer "),
    "github": ("api.github.com/search/code", "GITHUB_TOKEN", "Authorization", "token "),
    "sendgrid": ("api.sendgrid.com/v3/mail/send", "SENDGRID_API_KEY", "Authorization", "Bearer "),
    "deepseek": (
        "api.deepseek.com/chat/completions",
        "DEEPSEEK_API_KEY",
        "Authorization",
        "Bearer ",
    ),
}
QUERY_PROVIDERS = ["serpapi", "google", "gemini", "tavily", "brave", "serper", "jina", "exa"]


def _prov(rng: random.Random, pool: list[str] | None = None) -> tuple[str, str]:
    name = pick(rng, pool or list(PROVIDERS))
    return name, V.key(rng, name)


def m_key_header(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng, [p for p in PROVIDERS if PROVIDERS[p][2]])
    _, _, hdr, pre = PROVIDERS[name]
    hv = pre + k
    return out(k, f"{name} key in {hdr} header", f"{hdr}: {hv}", MSG, header=(hdr, hv))


def m_key_query(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng, QUERY_PROVIDERS)
    host = PROVIDERS[name][0]
    param = {"serpapi": "api_key", "google": "key", "gemini": "key"}.get(
        name, pick(rng, ["api_key", "apikey", "token"])
    )
    u = f"https://{host}?q=ferreterias+en+queretaro&{param}={k}&num=10"
    t = {"es": f"GET {u}", "en": f"GET {u}", "pt": f"GET {u}"}[lang]
    return out(
        k,
        f"{name} key in query string",
        t,
        MSG,
        field=(pick(rng, ["url", "uri", "request_url"]), u),
        html=f"<p>Ejemplo de petición: <code>{esc(u)}</code></p>",
    )


def m_key_curl(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng, [p for p in PROVIDERS if PROVIDERS[p][2]])
    host, _, hdr, pre = PROVIDERS[name]
    t = f"curl -s -X POST https://{host} -H 'Content-Type: application/json' -H '{hdr}: {pre}{k}' -d '{{}}'"
    return out(
        k,
        f"{name} key in curl",
        t,
        ["command", "curl", "example", "text"],
        html=f"<p><code>{esc(t)}</code></p>",
    )


def m_key_env(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng)
    var = PROVIDERS[name][1]
    t = pick(rng, [f"{var}={k}", f"export {var}={k}", f"{var}: {k}", f"{var.lower()} = {k}"])
    return out(
        k,
        f"{name} key in env/config line",
        t,
        ["env", "config", "text", "content"],
        html=f"<p>Archivo .env del proyecto: <code>{esc(t)}</code></p>",
    )


def m_key_json(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng)
    key = pick(rng, ["api_key", "apiKey", "token", "secret_key", f"{name}_key", "access_token"])
    return out(k, f"{name} key in JSON field", f"{key}: {k}", ["config"], field=(key, k))


def m_key_error(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng)
    t = {
        "es": [
            f"Error 401: la API key {k} no es válida o fue revocada",
            f"clave inválida ({k}): verifica tu suscripción",
        ],
        "en": [
            f"Incorrect API key provided: {k}. You can find your API key at the dashboard.",
            f"401 Unauthorized: invalid api_key '{k}'",
        ],
        "pt": [f"Chave de API inválida: {k}"],
    }[lang]
    return out(k, f"{name} key echoed in error", pick(rng, t).replace("'", ""), MSG)


def m_key_prose(rng: random.Random, lang: str) -> dict[str, Any]:
    name, k = _prov(rng)
    t = {
        "es": [
            f"Te paso la llave de {name} para pruebas: {k} (no la compartas)",
            f"Usa esta clave de acceso mientras renuevo la mía: {k}",
        ],
        "en": [f"Here's the {name} key for staging: {k}", f"temporary key until Monday: {k}"],
        "pt": [f"Segue a chave do {name} para testes: {k}"],
    }[lang]
    return out(k, f"{name} key in prose", pick(rng, t), SNIP + NOTE)


def m_bearer(rng: random.Random, lang: str) -> dict[str, Any]:
    k = pick(
        rng, [V.rs(rng, 40, V.B64URL), "ya29." + V.rs(rng, 120, V.B64URL), V.rs(rng, 64, V.HEX)]
    )
    hv = f"Bearer {k}"
    return out(k, "opaque bearer token", f"Authorization: {hv}", MSG, header=("Authorization", hv))


def m_basic(rng: random.Random, lang: str) -> dict[str, Any]:
    user = pick(rng, ["svc-crawler", "admin", "reporting", "api-user", "scraper01"])
    b = V.basic(user, V.password(rng))
    if rng.random() < 0.4:
        pwd = V.password(rng)
        u = f"https://{user}:{pwd}@proxy.interno.example.mx:8080"
        return out(pwd, "basic auth in proxy URL", f"HTTPS_PROXY={u}", ["env", "config", "text"])
    return out(
        b,
        "HTTP Basic credentials",
        f"Authorization: Basic {b}",
        MSG,
        header=("Authorization", f"Basic {b}"),
    )


def m_cookie(rng: random.Random, lang: str) -> dict[str, Any]:
    name = pick(
        rng,
        ["sessionid", "connect.sid", "PHPSESSID", "_session_id", "laravel_session", "JSESSIONID"],
    )
    tok = {"connect.sid": "s%3A" + V.rs(rng, 32, V.B64URL) + "." + V.rs(rng, 43, V.B64URL)}.get(
        name, V.rs(rng, 40)
    )
    if rng.random() < 0.5:
        hv = f"{name}={tok}; Path=/; HttpOnly; Secure; SameSite=Lax"
        return out(
            tok,
            f"session cookie {name} in Set-Cookie",
            f"set-cookie: {hv}",
            MSG,
            header=("set-cookie", hv),
        )
    hv = f"{name}={tok}; csrftoken={V.rs(rng, 32)}"
    return out(tok, f"session cookie {name} in Cookie", f"Cookie: {hv}", MSG, header=("Cookie", hv))


def m_jwt(rng: random.Random, lang: str) -> dict[str, Any]:
    j = V.jwt(
        rng,
        {
            "sub": V.uid(rng),
            "scope": "search:read",
            "iat": 1717000000 + rng.randint(0, 9_999_999),
            "exp": 1737000000 + rng.randint(0, 9_999_999),
        },
    )
    if rng.random() < 0.5:
        return out(
            j,
            "JWT in Authorization",
            f"Authorization: Bearer {j}",
            MSG,
            header=("Authorization", f"Bearer {j}"),
        )
    return out(j, "JWT in field", f"access_token={j}", MSG, field=("access_token", j))


def m_pem(rng: random.Random, lang: str) -> dict[str, Any]:
    kind = pick(rng, ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    pem = V.pem_private(rng, kind)
    head = f"-----BEGIN {kind}-----"
    return {
        "value": head,
        "form": f"PEM {kind}",
        "text": pem,
        "keys": ["private_key", "key", "pem"],
        "field": (pick(rng, ["private_key", "service_account_key", "ssh_key"]), pem),
        "html": "<pre>" + pem + "</pre>",
        "pem": True,
    }


def m_cloud(rng: random.Random, lang: str) -> dict[str, Any]:
    ak, sk = V.aws_pair(rng)
    if rng.random() < 0.5:
        return out(
            ak,
            "AWS access key id",
            f"AWS_ACCESS_KEY_ID={ak}",
            ["env", "config", "text"],
            field=("aws_access_key_id", ak),
        )
    return out(
        sk,
        "AWS secret access key",
        f"aws_secret_access_key = {sk}",
        ["env", "config", "text"],
        field=("aws_secret_access_key", sk),
    )


def m_conn(rng: random.Random, lang: str) -> dict[str, Any]:
    pwd = V.password(rng)
    u = pick(
        rng,
        [
            f"postgresql://fixtures:{pwd}@db.interno.example.mx:5432/busquedas",
            f"mongodb+srv://app:{pwd}@cluster0.ab12cd.mongodb.net/cache",
            f"redis://:{pwd}@redis.interno.example.mx:6379/0",
            f"mysql://root:{pwd}@10.0.3.17:3306/crm",
        ],
    )
    return out(
        u,
        "connection string with password",
        pick(rng, [f"DATABASE_URL={u}", f"could not connect to {u}: timeout"]),
        ["env", "config", "message", "text"],
        field=(pick(rng, ["database_url", "dsn", "redis_url"]), u),
    )


def m_signed(rng: random.Random, lang: str) -> dict[str, Any]:
    if rng.random() < 0.5:
        ak, _ = V.aws_pair(rng)
        sig = V.rs(rng, 64, V.HEX)
        u = (
            f"https://capturas-mx.s3.us-east-1.amazonaws.com/pdf/reporte-anual.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={ak}%2F20250512%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250512T101500Z"
            f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        v = sig
        form = "S3 presigned URL signature"
    else:
        sig = V.rs(rng, 43, V.ALNUM) + "%3D"
        u = f"https://almacen.blob.core.windows.net/capturas/pagina.html?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-01&sig={sig}"
        v = sig
        form = "Azure SAS signature"
    return {
        **out(
            v,
            form,
            f"download_url: {u}",
            ["download_url", "signed_url", "url"],
            field=("download_url", u),
        ),
        "html": f'<p><a href="{esc(u)}">Descargar el PDF</a> {esc(u)}</p>',
        "hval": esc(v),
    }


def m_webhook(rng: random.Random, lang: str) -> dict[str, Any]:
    s = rng.randint(0, 2)
    if s == 0:
        up = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
        u = f"https://hooks.slack.com/services/T{V.rs(rng, 8, up)}/B{V.rs(rng, 10, up)}/{V.rs(rng, 24)}"
    elif s == 1:
        u = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{V.rs(rng, 68, V.B64URL)}"
    else:
        u = f"https://api.telegram.org/bot{rng.randint(10**8, 10**9)}:AA{V.rs(rng, 33, V.B64URL)}/sendMessage"
    return out(
        u,
        "webhook URL with token",
        f"ALERT_WEBHOOK={u}",
        ["webhook_url", "env", "config"],
        field=(pick(rng, ["webhook_url", "alert_webhook", "notify_url"]), u),
    )


# ============================================================================ keepers

ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion.clientes",
    "facturacion",
    "prensa",
    "info",
    "rh",
    "cobranza",
    "privacidad",
    "sales",
    "support",
]


def k_role(rng: random.Random, lang: str) -> dict[str, Any]:
    co, dom = company(rng)
    r = pick(rng, ROLES)
    e = f"{r}@{dom}"
    s = rng.randint(0, 4)
    if s == 1:
        e = e.upper()
    if s == 2:
        v = f"mailto:{e}?subject=Cotización"
        return out(
            v,
            "role mailbox mailto with query",
            f"Cotizaciones: {v}",
            SNIP,
            html=f'<p>Cotizaciones: <a href="{esc(v)}">{esc(e)}</a></p>',
            hval=esc(v),
        )
    t = {
        "es": [
            f"Para cotizaciones escribe a {e} o visita nuestra sucursal.",
            f"{co} · {e}",
            f"Aviso de privacidad: dudas en {e}",
            f"Atención a clientes de {co}: {e}",
        ],
        "en": [f"Questions? Email {e}.", f"Reply-To: {co} <{e}>"],
        "pt": [f"Dúvidas: {e}"],
    }[lang]
    return out(
        e,
        "company role mailbox",
        pick(rng, t),
        SNIP,
        field=(pick(rng, ["email", "contact_email", "support_email"]), e),
    )


def k_gov(rng: random.Random, lang: str) -> dict[str, Any]:
    dom = pick(rng, GOB)
    e = f"{pick(rng, ['atencion', 'contacto', 'quejas', 'transparencia', 'denuncias', 'comunicacion.social'])}@{dom}"
    t = {
        "es": [
            f"Solicitudes de información: {e}",
            f"Para aclaraciones escriba a {e} en días hábiles.",
            f"Unidad de Transparencia — {e}",
        ],
        "en": [f"Contact the agency at {e}"],
        "pt": [f"Contato institucional: {e}"],
    }[lang]
    return out(e, "institutional mailbox", pick(rng, t), SNIP, field=("contact_email", e))


def k_switch(rng: random.Random, lang: str) -> dict[str, Any]:
    co, _ = company(rng)
    num = V.mx_phone(rng)
    v = V.fmt_phone(num, pick(rng, ["paren", "intl", "dash", "spaced"]))
    ext = rng.randint(100, 4999)
    t = {
        "es": [
            f"Conmutador: {v} ext. {ext}",
            f"Tel. oficina {v} — {co}",
            f"{co}, Tel. {v} ext. {ext}",
            f"Oficinas corporativas: conmutador {v}",
            f"Sucursal Centro de {co}: Tel. oficina {v}, lunes a viernes de 9 a 18 h",
        ],
        "en": [f"Main office: {v} ext. {ext}", f"{co} switchboard {v}"],
        "pt": [f"Central de atendimento da {co}: {v} ramal {ext}"],
    }[lang]
    return out(v, "company switchboard", pick(rng, t), SNIP)


def k_tollfree(rng: random.Random, lang: str) -> dict[str, Any]:
    n = f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    v = pick(rng, [f"800 {n}", f"01 800 {n}", f"+52 800 {n}", f"800-{n.replace(' ', '-')}"])
    co, _ = company(rng)
    t = {
        "es": [
            f"Línea sin costo {v}",
            f"Atención telefónica de {co}: {v} (lada sin costo)",
            f"Llama gratis al {v}",
        ],
        "en": [f"Toll-free: {v}"],
        "pt": [f"Ligação gratuita: {v}"],
    }[lang]
    return out(
        v,
        "toll-free number",
        pick(rng, t),
        SNIP,
        field=("phone", v) if rng.random() < 0.3 else None,
    )


def k_address(rng: random.Random, lang: str) -> dict[str, Any]:
    co, _ = company(rng)
    a = V.home_address(rng, rng.randint(0, 3), office=True)
    t = {
        "es": [
            f"Oficinas de {co}: {a}",
            f"Sucursal: {a} (horario de 9 a 18 h)",
            f"Visítanos en {a}",
            f"Sede del evento: Centro de Convenciones, {a}",
        ],
        "en": [f"{co} headquarters: {a}"],
        "pt": [f"Escritório da {co}: {a}"],
    }[lang]
    return out(
        a,
        "company address",
        pick(rng, t),
        SNIP,
        field=("address", a) if rng.random() < 0.3 else None,
    )


def k_rfc_moral(rng: random.Random, lang: str) -> dict[str, Any]:
    co, _ = company(rng)
    r = V.rfc_moral(rng, co)
    t = {
        "es": [
            f"{co} S.A. de C.V., RFC {r}",
            f"Emisor: {co}; RFC: {r}; Régimen 601 General de Ley Personas Morales",
        ],
        "en": [f"Issuer {co} S.A. de C.V. (RFC {r})"],
        "pt": [f"Emitente {co} S.A. de C.V., RFC {r}"],
    }[lang]
    return out(
        r,
        "company RFC (persona moral)",
        pick(rng, t),
        SNIP,
        field=("rfc_emisor", r) if rng.random() < 0.4 else None,
    )


def k_company_clabe(rng: random.Random, lang: str) -> dict[str, Any]:
    co, _ = company(rng)
    c = V.clabe(rng)
    t = {
        "es": [
            f"Datos para pago: {co} S.A. de C.V., {V.BANKS[c[:3]]}, CLABE {c}",
            f"Realiza tu transferencia a la cuenta de {co} S.A. de C.V. — CLABE interbancaria {c}",
        ],
        "en": [f"Wire to {co} S.A. de C.V., CLABE {c}"],
        "pt": [f"Pagamento para {co} S.A. de C.V., CLABE {c}"],
    }[lang]
    return out(c, "company CLABE for payments", pick(rng, t), SNIP)


def k_date(rng: random.Random, lang: str) -> dict[str, Any]:
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    s = {"es": pick(rng, [0, 1, 2, 0]), "en": pick(rng, [1, 3, 3]), "pt": pick(rng, [4, 2, 1])}[
        lang
    ]
    v = [
        f"{d} de {V.MESES[m - 1]} de {y}",
        f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
        f"{d:02d}/{m:02d}/{y}",
        f"{V.MONTHS[m - 1]} {d}, {y}",
        f"{d} de {V.MESES_PT[m - 1]} de {y}",
    ][s]
    t = {
        "es": [
            f"Publicado el {v}",
            f"Última actualización: {v}",
            f"Fecha de publicación en el DOF: {v}",
            f"El evento se realizará el {v} en Guadalajara.",
        ],
        "en": [f"Published {v}", f"Last updated: {v}"],
        "pt": [f"Publicado em {v}"],
    }[lang]
    return out(
        v,
        "publication/update date",
        pick(rng, t),
        SNIP,
        field=(pick(rng, ["published_date", "publishedAt", "date", "updated_at"]), v)
        if s == 1
        else None,
    )


def k_price(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            f"${rng.randint(99, 48999):,}.00 MXN",
            f"MX${rng.randint(100, 9999)}",
            f"US$ {rng.randint(5, 999)}.99",
            f"R$ {rng.randint(10, 999)},90",
            f"$0.{rng.randint(1, 9)}0 por 1,000 consultas",
        ],
    )
    t = {
        "es": [f"Precio: {v}", f"Desde {v} al mes", f"Costo por consulta: {v}"],
        "en": [f"Price: {v}"],
        "pt": [f"Preço: {v}"],
    }[lang]
    return out(v, "price", pick(rng, t), SNIP)


def k_version(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            f"v{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"{rng.randint(1, 4)}.{rng.randint(0, 99)}.{rng.randint(0, 9)}",
            f"2024-{rng.randint(1, 12):02d}-01-preview",
        ],
    )
    t = {"es": f"Versión de la API: {v}", "en": f"SDK version {v}", "pt": f"Versão {v}"}[lang]
    return out(
        v, "version", t, MSG, field=(pick(rng, ["version", "sdk_version", "api_version"]), v)
    )


def k_request_id(rng: random.Random, lang: str) -> dict[str, Any]:
    s = rng.randint(0, 3)
    v = [
        V.uid(rng),
        "req_" + V.rs(rng, 24, V.HEX),
        V.rs(rng, 32, V.HEX),
        f"{V.rs(rng, 16, V.HEX).upper()}-MEX",
    ][s]
    hdr = (
        pick(rng, ["x-request-id", "request-id", "x-correlation-id", "cf-ray"])
        if s != 3
        else "cf-ray"
    )
    return out(v, "request id", f"{hdr}: {v}", MSG, header=(hdr, v), field=("request_id", v))


def k_hash(rng: random.Random, lang: str) -> dict[str, Any]:
    s = rng.randint(0, 3)
    h = V.sha256(rng)
    if s == 0:
        return out(
            h,
            "sha256",
            f"sha256: {h}",
            MSG,
            field=(pick(rng, ["sha256", "body_sha256", "checksum"]), h),
        )
    if s == 1:
        v = h[:40]
        return out(v, "commit sha", f"Built from commit {v}", MSG, field=("commit", v))
    if s == 2:
        v = h[:32]
        return out(v, "etag", f"etag: {v}", MSG, header=("etag", v))
    v = h[:32]
    return out(v, "md5-like digest", f"md5 {v}", MSG, field=("md5", v))


def k_content_id(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            f"doc_{V.rs(rng, 12, V.HEX)}",
            f"art-{rng.randint(100000, 999999)}",
            f"https://doi.org/10.{rng.randint(1000, 9999)}/{V.rs(rng, 8).lower()}",
            f"ISBN {V.isbn13(rng)}",
        ],
    )
    return out(
        v,
        "content id",
        f"source: {v}",
        SNIP,
        field=(pick(rng, ["content_id", "document_id", "ref"]), v),
    )


def k_order(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            f"{rng.randint(10**9, 10**10 - 1)}",
            f"PED-{rng.randint(2023, 2025)}-{rng.randint(10000, 99999)}",
            f"#{rng.randint(100000, 999999)}",
            f"OC-{rng.randint(1000, 9999)}",
        ],
    )
    t = {
        "es": [
            f"Error 404: el pedido {v} no existe o fue cancelado",
            f"Tu pedido {v} fue enviado.",
            f"Folio de compra: {v}",
        ],
        "en": [f"Order {v} not found", f"Order number: {v}"],
        "pt": [f"Pedido {v} enviado"],
    }[lang]
    return out(
        v,
        "order number",
        pick(rng, t),
        SNIP + MSG,
        field=("order_id", v) if rng.random() < 0.3 else None,
    )


def k_tracking(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            "1Z" + V.rs(rng, 16, "ABCDEFGHJKLMNPRSTUVWXY0123456789"),
            str(rng.randint(10**11, 10**12 - 1)),
            str(rng.randint(10**21, 10**22 - 1)),
            f"MX{rng.randint(10**8, 10**9)}",
        ],
    )
    t = {
        "es": [f"Número de guía: {v}", f"Rastrea tu envío con la guía {v}"],
        "en": [f"Tracking number {v}"],
        "pt": [f"Código de rastreio {v}"],
    }[lang]
    return out(
        v,
        "tracking number",
        pick(rng, t),
        SNIP,
        field=("tracking_number", v) if rng.random() < 0.3 else None,
    )


def k_case(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            f"CASO-{rng.randint(100000, 999999)}",
            f"Expediente {rng.randint(100, 9999)}/{rng.randint(2019, 2025)}",
            f"INC{rng.randint(1000000, 9999999)}",
            f"Ticket {rng.randint(10000, 99999)}",
        ],
    )
    t = {
        "es": [f"Su reporte quedó registrado con el número {v}", f"Seguimiento: {v}"],
        "en": [f"Case reference {v}"],
        "pt": [f"Protocolo {v}"],
    }[lang]
    return out(v, "case number", pick(rng, t), SNIP + MSG)


def k_masked(rng: random.Random, lang: str) -> dict[str, Any]:
    s = rng.randint(0, 3)
    if s == 0:
        v = pick(
            rng,
            [
                f"**** **** **** {rng.randint(1000, 9999)}",
                f"****{rng.randint(1000, 9999)}",
                f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
            ],
        )
        t = {
            "es": f"Pago aprobado con tarjeta terminación {v}",
            "en": f"Card ending {v} was charged",
            "pt": f"Cartão final {v}",
        }[lang]
        return out(
            v, "masked card", t, SNIP + MSG, field=("card_last4", v) if rng.random() < 0.3 else None
        )
    if s == 1:
        v = pick(
            rng,
            [
                "redacted@example.test",
                "+52-000-000-0000",
                f"55 **** {rng.randint(10, 99)}{rng.randint(10, 99)}",
                "j***@gmail.com",
                f"+52 *** *** {rng.randint(1000, 9999)}",
            ],
        )
        t = {
            "es": f"Contacto del cliente: {v}",
            "en": f"Customer contact: {v}",
            "pt": f"Contato do cliente: {v}",
        }[lang]
        return out(
            v,
            "redacted contact",
            t,
            SNIP + MSG,
            field=("contact", v) if rng.random() < 0.4 else None,
        )
    v = pick(
        rng,
        [
            f"sk-...{V.rs(rng, 4)}",
            f"tvly-****{V.rs(rng, 4)}",
            f"****************{V.rs(rng, 4)}",
            f"fc-***{V.rs(rng, 3, V.HEX)}",
        ],
    )
    t = {
        "es": f"Llave configurada: {v}",
        "en": f"API key in use: {v}",
        "pt": f"Chave configurada: {v}",
    }[lang]
    return out(
        v, "masked key", t, SNIP + MSG, field=("api_key_hint", v) if rng.random() < 0.4 else None
    )


def k_placeholder(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            "YOUR_API_KEY",
            "<TAVILY_API_KEY>",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${BRAVE_API_KEY}",
            "<tu-api-key>",
            "Bearer <token>",
            "{{SERPER_API_KEY}}",
            "your-api-key-here",
            "AKIAXXXXXXXXXXXXXXXX",
            "REPLACE_ME",
            "<BASIC_AUTH>",
        ],
    )
    t = {
        "es": [
            f"Sustituye {v} por tu clave",
            f"export API_KEY={v}",
            f"Ejemplo: Authorization: {v}",
        ],
        "en": [f"Replace {v} with your key", f"api_key: {v}"],
        "pt": [f"Substitua {v} pela sua chave"],
    }[lang]
    return out(
        v,
        "documentation placeholder",
        pick(rng, t),
        [*SNIP, "example"],
        field=(pick(rng, ["api_key", "token", "apiKey"]), v) if rng.random() < 0.4 else None,
    )


def k_stat(rng: random.Random, lang: str) -> dict[str, Any]:
    v = pick(
        rng,
        [
            f"{rng.randint(1000000, 9999999999)}",
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %",
            f"{rng.randint(1, 999):,} mil",
        ],
    )
    t = {
        "es": [f"Población total: {v}", f"Descargas acumuladas: {v}", f"Variación anual: {v}"],
        "en": [f"Total views: {v}"],
        "pt": [f"Total de acessos: {v}"],
    }[lang]
    return out(v, "statistic", pick(rng, t), SNIP)


# ============================================================================ plan

# kind -> (label, family, maker, count, language cycle)
ES = ["es", "es", "en", "es", "es", "pt", "es", "en", "es", "es"]
ESX = ["es", "es", "es", "en", "es", "es", "pt", "es"]
PLAN: list[tuple[str, str, str, Maker, int, list[str]]] = [
    ("email", "personal", "personal", m_email, 32, ES),
    ("email-obfuscated", "personal", "personal", m_email_obf, 14, ES),
    ("phone", "personal", "personal", m_phone, 50, ES),
    ("whatsapp", "personal", "personal", m_whatsapp, 10, ESX),
    ("curp", "personal", "personal", m_curp, 26, ESX),
    ("rfc-persona-fisica", "personal", "personal", m_rfc, 20, ESX),
    ("nss", "personal", "personal", m_nss, 14, ESX),
    ("ine-clave-elector", "personal", "personal", m_ine, 12, ESX),
    ("clabe", "personal", "personal", m_clabe, 14, ESX),
    ("card", "personal", "personal", m_card, 16, ES),
    ("passport", "personal", "personal", m_passport, 20, ES),
    ("birth-date", "personal", "personal", m_birth, 22, ES),
    ("home-address", "personal", "personal", m_home, 24, ESX),
    ("foreign-id", "personal", "personal", m_foreign, 22, ES),
    ("account-id", "personal", "account-id", m_account, 52, ES),
    ("api-key-header", "secret", "secret", m_key_header, 20, ES),
    ("api-key-query", "secret", "secret", m_key_query, 12, ES),
    ("api-key-curl", "secret", "secret", m_key_curl, 10, ES),
    ("api-key-env", "secret", "secret", m_key_env, 12, ES),
    ("api-key-json", "secret", "secret", m_key_json, 14, ES),
    ("api-key-error", "secret", "secret", m_key_error, 12, ES),
    ("api-key-prose", "secret", "secret", m_key_prose, 10, ES),
    ("bearer-token", "secret", "secret", m_bearer, 10, ES),
    ("basic-auth", "secret", "secret", m_basic, 8, ES),
    ("cookie", "secret", "secret", m_cookie, 8, ES),
    ("jwt", "secret", "secret", m_jwt, 6, ES),
    ("private-key", "secret", "secret", m_pem, 6, ES),
    ("cloud-key", "secret", "secret", m_cloud, 6, ES),
    ("connection-string", "secret", "secret", m_conn, 8, ES),
    ("signed-url", "secret", "secret", m_signed, 6, ES),
    ("webhook-url", "secret", "secret", m_webhook, 6, ES),
    ("role-mailbox", "keep", "keep", k_role, 40, ES),
    ("gov-role-mailbox", "keep", "keep", k_gov, 16, ESX),
    ("switchboard", "keep", "keep", k_switch, 34, ES),
    ("toll-free", "keep", "keep", k_tollfree, 20, ESX),
    ("company-address", "keep", "keep", k_address, 28, ESX),
    ("company-rfc", "keep", "keep", k_rfc_moral, 18, ESX),
    ("company-clabe", "keep", "keep", k_company_clabe, 12, ESX),
    ("date", "keep", "keep", k_date, 30, ES),
    ("price", "keep", "keep", k_price, 20, ES),
    ("version", "keep", "keep", k_version, 14, ES),
    ("request-id", "keep", "keep", k_request_id, 20, ES),
    ("hash", "keep", "keep", k_hash, 18, ES),
    ("content-id", "keep", "keep", k_content_id, 12, ES),
    ("order-number", "keep", "keep", k_order, 18, ES),
    ("tracking-number", "keep", "keep", k_tracking, 14, ES),
    ("case-number", "keep", "keep", k_case, 14, ES),
    ("masked-value", "keep", "keep", k_masked, 18, ES),
    ("placeholder", "keep", "keep", k_placeholder, 24, ES),
    ("statistic", "keep", "keep", k_stat, 12, ES),
]
