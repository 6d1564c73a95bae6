"""Personal-data and account-id items of corpus 57.

Each maker takes a ``Maker`` and a language and returns a spec: ``kind``, ``family``,
``lang``, ``form``, ``value`` (the datum as written), ``text`` (one line that carries it:
a snippet sentence, a log line, a form row...), ``keys`` (JSON/YAML field names that fit),
optionally ``header`` (the item can be a recorded header: ``text`` is then its value) and
``html`` (a ready HTML snippet, entities escaped, used on pages instead of ``<p>text</p>``).
"""

from __future__ import annotations

import html as H
from typing import Any

from values import Maker

SNIP = ["snippet", "description", "content", "text", "summary", "extra_snippet", "body", "note"]
FORM = ["form_data", "contact", "extracted", "raw_text", "comment", "message"]


def spec(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    keys: list[str] | None = None,
    family: str = "personal",
    **kw: Any,
) -> dict[str, Any]:
    assert value in text, (kind, value, text)
    return {
        "kind": kind,
        "family": family,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "keys": keys or SNIP,
        **kw,
    }


def curp(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    c = mk.curp(p)
    style = mk.pick(["upper", "upper", "upper", "lower", "spaced", "hyphen"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
    }[style]
    t = {
        "es": [
            f"Alumno: {p['full']} · CURP {v} · Grupo 3°B",
            f"Para la inscripción de {p['full']} se recibió la CURP: {v}",
            f"Beneficiario {p['full']}, CURP {v}, folio de apoyo 2024-118",
            f"curp={v}&nombre={p['given']}",
            f"Mi CURP es {v}, por si la necesitan para el trámite.",
            f"{p['full']};{v};{mk.pick(['Activo', 'Baja', 'Pendiente'])}",
        ],
        "en": [
            f"Applicant {p['full']} submitted CURP {v} with the visa form.",
            f"Employee record: {p['full']} (CURP: {v})",
        ],
        "pt": [f"Titular {p['full']}, CURP mexicana {v}, cadastro pendente."],
    }[lang]
    return spec("curp", lang, f"curp {style}", v, mk.pick(t), SNIP + FORM)


def rfc(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    r = mk.rfc_fisica(p)
    style = mk.pick(["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": r,
        "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        "lower": r.lower(),
    }[style]
    t = {
        "es": [
            f"Solicito factura a nombre de {p['full']}, RFC {v}, uso CFDI G03.",
            f"Datos fiscales del arrendatario: {p['full']} — RFC: {v}",
            f"Recibo de honorarios de {p['full']} (RFC {v}), régimen 612",
            f"Ticket #4471: el cliente {p['given']} pide corregir su RFC a {v}",
            f"rfc_receptor={v} nombre_receptor={p['full']}",
        ],
        "en": [f"Invoice recipient: {p['full']}, Mexican tax id (RFC) {v}"],
        "pt": [f"Nota fiscal para {p['full']}, RFC {v} (pessoa física no México)."],
    }[lang]
    return spec("rfc-persona-fisica", lang, f"rfc {style}", v, mk.pick(t), SNIP + FORM)


def nss(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    n = mk.nss()
    style = mk.pick(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": n,
        "hyphen": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        "spaced": f"{n[:4]} {n[4:8]} {n[8:]}",
    }[style]
    t = {
        "es": [
            f"Cita en UMF 14 para {p['full']}, NSS {v}, 9:40 h",
            f"Número de Seguridad Social de {p['given']}: {v}",
            f"Alta ante el IMSS: {p['full']} — NSS: {v} — salario diario 412.50",
            f"Mi número de seguro social es {v}, ¿me ayudan con la incapacidad?",
        ],
        "en": [f"Worker {p['full']}, IMSS social security number {v}"],
        "pt": [f"Funcionário {p['full']}, NSS do IMSS {v}"],
    }[lang]
    return spec("nss", lang, f"nss {style}", v, mk.pick(t), SNIP + FORM)


def ine(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    c = mk.ine_clave(p)
    v = c if mk.r.random() < 0.8 else c.lower()
    t = {
        "es": [
            f"Identificación: INE de {p['full']}, clave de elector {v}",
            f"Clave de elector: {v} (titular {p['full']})",
            f"Se adjunta credencial para votar de {p['given']}, clave {v}",
        ],
        "en": [f"Voter ID (INE) of {p['full']}: clave de elector {v}"],
        "pt": [f"Documento eleitoral mexicano (INE) de {p['full']}: {v}"],
    }[lang]
    return spec("ine-clave-elector", lang, "clave de elector", v, mk.pick(t), SNIP + FORM)


def clabe(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    c = mk.clabe()
    style = mk.pick(["plain", "plain", "spaced"])
    v = c if style == "plain" else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    t = {
        "es": [
            f"Deposítame a mi cuenta, CLABE {v} a nombre de {p['full']}",
            f"Reembolso a {p['full']}: CLABE interbancaria {v}",
            f"Datos para la nómina de {p['given']} {p['s1']}: CLABE {v}",
            f"Para la tanda, la CLABE de {p['given']} es {v}",
        ],
        "en": [f"Refund to {p['full']}, personal CLABE {v}"],
        "pt": [f"Reembolso para {p['full']}, CLABE {v}"],
    }[lang]
    return spec("clabe", lang, f"clabe {style}", v, mk.pick(t), SNIP + FORM)


def card(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    brand = mk.pick(["visa", "mc", "mc2", "amex"])
    c = mk.card(brand)
    style = mk.pick(["plain", "spaced", "hyphen"])
    if style == "plain":
        v = c
    elif brand == "amex":
        sep = " " if style == "spaced" else "-"
        v = f"{c[:4]}{sep}{c[4:10]}{sep}{c[10:]}"
    else:
        sep = " " if style == "spaced" else "-"
        v = sep.join(c[i : i + 4] for i in range(0, 16, 4))
    t = {
        "es": [
            f"Pago rechazado: tarjeta {v} de {p['full']}, vence 08/27",
            f"Mi tarjeta es {v}, cárguenlo ahí por favor",
            f"Titular: {p['full']} | Tarjeta: {v} | CVV enviado por separado",
        ],
        "en": [
            f"Card on file for {p['full']}: {v} exp 11/28",
            f"Charge failed for card {v} (cardholder {p['full']})",
        ],
        "pt": [f"Cartão de {p['full']}: {v}, validade 05/29"],
    }[lang]
    return spec("card", lang, f"card {brand} {style}", v, mk.pick(t), SNIP + FORM)


def passport(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person(lang)
    country = {
        "es": mk.pick(["mx", "mx", "mx", "es"]),
        "en": mk.pick(["us", "mx", "gb"]),
        "pt": "br",
    }[lang]
    v = mk.passport(country)
    t = {
        "es": [
            f"Pasajero {p['full']}, pasaporte {v}, vuelo AM 642",
            f"Núm. de pasaporte: {v} — titular {p['full']}",
            f"Reserva a nombre de {p['full']} con pasaporte mexicano {v}",
            f"Copia del pasaporte de {p['given']}: {v}, vigente hasta 2031",
        ],
        "en": [
            f"Traveler {p['full']}, passport no. {v}, nationality {country.upper()}",
            f"Passport number: {v} ({p['full']})",
        ],
        "pt": [f"Passageiro {p['full']}, passaporte {v}, embarque em Guarulhos"],
    }[lang]
    return spec("passport", lang, f"passport {country}", v, mk.pick(t), SNIP + FORM)


def birth(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person(lang)
    ymd = mk.birth()
    v = {"es": mk.date_es, "en": mk.date_en, "pt": mk.date_pt}[lang](ymd)
    t = {
        "es": [
            f"{p['full']}, fecha de nacimiento: {v}",
            f"Jugador: {p['full']} · Nac. {v} · Categoría libre",
            f"Paciente {p['full']} ({'nacida' if p['sex'] == 'M' else 'nacido'} el {v}) acude a consulta",
            f"Nombre: {p['full']} — F. nac.: {v}",
            f"Felicidades a {p['given']} {p['s1']}, que nació el {v}",
        ],
        "en": [f"{p['full']}, date of birth {v}", f"Patient: {p['full']}, DOB: {v}"],
        "pt": [f"{p['full']}, data de nascimento: {v}", f"Aluno {p['full']}, nascido em {v}"],
    }[lang]
    return spec("birth-date", lang, "birth date", v, mk.pick(t), SNIP + FORM)


def home(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    a = mk.address()
    v = a["full"] if mk.r.random() < 0.6 else a["street"]
    t = {
        "es": [
            f"Domicilio particular de {p['full']}: {v}",
            f"Entregar a {p['full']} en {v}",
            f"Se renta cuarto, informes con {p['given']} en {v}",
            f"Paciente {p['full']}, domicilio: {v}",
            f"{p['full']} vive en {v}" + ("" if v == a["full"] else f", Col. {a['col']}"),
        ],
        "en": [f"Ship to: {p['full']}, {v}", f"Home address of {p['full']}: {v}"],
        "pt": [f"Endereço residencial de {p['full']}: {v}"],
    }[lang]
    return spec(
        "home-address",
        lang,
        "home address " + ("full" if v == a["full"] else "street"),
        v,
        mk.pick(t),
        SNIP + FORM,
    )


def phone(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    ten = mk.mobile10()
    style = mk.pick(
        [
            "intl",
            "intl1",
            "paren",
            "dots",
            "dash",
            "bare",
            "bare",
            "e164",
            "044",
            "045",
            "intlparen",
            "spaced",
        ]
    )
    v = mk.fmt_phone(ten, style)
    t = {
        "es": [
            f"Comunícate con {p['full']} al {v}",
            f"{p['full']} {v}",
            f"Mi cel: {v} (solo WhatsApp por las tardes)",
            f"Contacto de emergencia: {p['given']} {p['s1']}, tel. {v}",
            f"Vendo bici rodada 26, llamar a {p['given']} {v}",
            f"Tel. particular: {v}",
            f"Para más informes con la Sra. {p['s1']} al {v}",
            f"celular del tutor ({p['full']}): {v}",
        ],
        "en": [f"Call {p['given']} on her cell: {v}", f"{p['full']}, mobile {v}"],
        "pt": [f"Falar com {p['full']} pelo celular {v}"],
    }[lang]
    text = mk.pick(t)
    out = spec("phone", lang, f"phone {style}", v, text, SNIP + FORM)
    if mk.r.random() < 0.25:
        tel = "+52" + ("1" if style == "intl1" else "") + ten
        out["html"] = f'<p>{H.escape(p["full"])}: <a href="tel:{tel}">{H.escape(v)}</a></p>'
        out["form"] += " + tel: link"
    return out


def whatsapp(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    ten = mk.mobile10()
    link = mk.pick(
        [
            f"https://wa.me/52{ten}",
            f"https://wa.me/521{ten}",
            f"https://api.whatsapp.com/send?phone=52{ten}",
        ]
    )
    v = link.split("/")[-1].split("=")[-1]
    t = {
        "es": [
            f"Escríbele a {p['given']} por WhatsApp: {link}",
            f"Pedidos con {p['full']} vía {link}",
        ],
        "en": [f"Message {p['given']} on WhatsApp: {link}"],
        "pt": [f"Fale com {p['given']} no WhatsApp: {link}"],
    }[lang]
    out = spec("whatsapp", lang, "whatsapp link", v, mk.pick(t), [*SNIP, "url", "link"])
    if mk.r.random() < 0.5:
        out["html"] = (
            f'<p>WhatsApp de {H.escape(p["given"])}: <a href="{H.escape(link)}">{v}</a></p>'
        )
    return out


def email(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person(lang)
    style = mk.pick(["plain", "plain", "accent", "upper", "mailto", "from"])
    e = mk.email(p, accents=(style == "accent" and lang != "en"))
    if style == "upper":
        e = e.upper()
    v = e
    t = {
        "es": [
            f"Para dudas escríbeme a {e}",
            f"{p['full']} <{e}>",
            f"Correo personal: {e}",
            f"Enviar currículum de {p['full']} a {e}",
            f"contacto del padre de familia: {e}",
        ],
        "en": [f"Reach {p['given']} directly at {e}", f"Reply to {p['full']} ({e})"],
        "pt": [f"E-mail pessoal de {p['full']}: {e}"],
    }[lang]
    text = mk.pick(t)
    out = spec("email", lang, f"email {style}", v, text, [*SNIP, *FORM, "email", "author_email"])
    if style == "mailto":
        q = mk.pick(["?subject=Cotizaci%C3%B3n", "?subject=Hola&cc=", "?body=Buen%20d%C3%ADa"])
        url = f"mailto:{e}{q}"
        out["text"] = f"{p['full']}: {url}"
        out["html"] = f'<p>Escríbele a <a href="{H.escape(url)}">{H.escape(p["full"])}</a></p>'
    elif style == "from":
        out["text"] = f"From: {p['full']} <{e}>"
        out["header"] = ("From", f"{p['full']} <{e}>")
    return out


def email_obf(mk: Maker, lang: str) -> dict[str, Any]:
    p = mk.person()
    local = mk.email_local(p)
    dom, tld = mk.pick(
        [("gmail", "com"), ("hotmail", "com"), ("yahoo", "com.mx"), ("outlook", "com")]
    )
    tld_s = " [punto] ".join(tld.split("."))
    v = mk.pick(
        [
            f"{local} [arroba] {dom} [punto] {tld_s}",
            f"{local}(arroba){dom}(punto){tld.replace('.', '(punto)')}",
            f"{local} arroba {dom} punto {tld.replace('.', ' punto ')}",
            f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
            f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}",
        ]
    )
    t = {
        "es": [f"Contacto de {p['full']}: {v}", f"escríbanme a {v} (sin espacios)"],
        "en": [f"Email {p['given']}: {v}"],
        "pt": [f"E-mail de {p['full']}: {v}"],
    }[lang]
    return spec("email-obfuscated", lang, "obfuscated email", v, mk.pick(t), SNIP + FORM)


def foreign(mk: Maker, lang: str) -> dict[str, Any]:
    if lang == "pt":
        p = mk.person("pt")
        v = mk.cpf()
        return spec(
            "cpf",
            lang,
            "cpf",
            v,
            mk.pick([f"CPF de {p['full']}: {v}", f"Cliente {p['full']}, CPF {v}"]),
            SNIP + FORM,
        )
    if lang == "en":
        p = mk.person("en")
        v = mk.ssn()
        return spec(
            "ssn",
            lang,
            "ssn",
            v,
            mk.pick([f"{p['full']}, SSN {v}", f"Social Security Number: {v} ({p['full']})"]),
            SNIP + FORM,
        )
    p = mk.person()
    k = mk.pick(["dni", "cuil", "rut"])
    v = {"dni": mk.dni_es, "cuil": mk.cuil, "rut": mk.rut}[k]()
    label = {"dni": "DNI", "cuil": "CUIL", "rut": "RUT"}[k]
    return spec(
        k,
        lang,
        k,
        v,
        mk.pick([f"{p['full']}, {label} {v}", f"Titular: {p['full']} — {label}: {v}"]),
        SNIP + FORM,
    )


# ----------------------------------------------------------------------- account ids

ACCT_HEADERS = [
    ("x-account-id", "acct_"),
    ("openai-organization", "org-"),
    ("x-customer-id", "cust-"),
    ("anthropic-organization-id", ""),
    ("x-workspace-id", "ws_"),
    ("openai-project", "proj_"),
    ("x-org-id", "org_"),
    ("x-team-id", "team_"),
    ("x-user-id", "user_"),
    ("x-tenant-id", "tenant_"),
]


def account(mk: Maker, lang: str) -> dict[str, Any]:
    r = mk.r
    how = mk.pick(["header", "header", "field", "field", "path", "error"])
    if how == "header":
        name, pre = mk.pick(ACCT_HEADERS)
        v = mk.uuid4() if pre == "" else pre + mk.chars(r.randint(10, 24))
        if pre == "cust-":
            v = pre + mk.digits(r.randint(5, 8))
        return spec(
            "account-id",
            lang,
            f"account id header {name}",
            v,
            f"{name}: {v}",
            ["request_headers", "headers_note", "log"],
            family="account-id",
            header=(name, v),
        )
    if how == "field":
        key, pre = mk.pick(
            [
                ("account_id", "acct_"),
                ("project", "proj_"),
                ("organization", "org-"),
                ("workspace_id", "ws_"),
                ("user", "user_"),
                ("customer", "cus_"),
                ("org_id", "org_"),
                ("team", "team_"),
                ("project_id", "prj_"),
            ]
        )
        v = pre + mk.chars(r.randint(10, 24))
        return spec(
            "account-id",
            lang,
            f"account id field {key}",
            v,
            v,
            [key, key + "_ref"],
            family="account-id",
        )
    if how == "path":
        seg, pre = mk.pick(
            [
                ("accounts", "acct_"),
                ("organizations", "org_"),
                ("projects", "proj_"),
                ("workspaces", "ws_"),
                ("customers", "cust-"),
                ("teams", "team_"),
            ]
        )
        v = pre + (mk.digits(6) if pre == "cust-" else mk.chars(r.randint(8, 20)))
        host = mk.pick(
            [
                "api.search-provider.io",
                "api.firecrawl.dev",
                "api.tavily.com",
                "api.exa.ai",
                "billing.serper.dev",
            ]
        )
        url = f"https://{host}/v1/{seg}/{v}/{mk.pick(['usage', 'keys', 'limits', 'billing'])}"
        return spec(
            "account-id",
            lang,
            f"account id in url path /{seg}/",
            v,
            url,
            ["uri", "url", "endpoint", "request_url"],
            family="account-id",
        )
    pre = mk.pick(["org-", "acct_", "proj_", "team_", "user_"])
    v = pre + mk.chars(r.randint(12, 24))
    t = {
        "es": [
            f"Límite de uso excedido para la organización {v}; intente más tarde",
            f"La cuenta {v} no tiene créditos disponibles",
        ],
        "en": [
            f"Rate limit reached for organization {v} on requests per min (RPM)",
            f"Account {v} has exceeded its monthly quota",
        ],
        "pt": [f"Limite atingido para a conta {v}"],
    }[lang]
    return spec(
        "account-id",
        lang,
        "account id in error message",
        v,
        mk.pick(t),
        ["message", "error", "detail", "error_message"],
        family="account-id",
    )


MAKERS = {
    "curp": (curp, 26),
    "rfc": (rfc, 22),
    "nss": (nss, 14),
    "ine": (ine, 12),
    "clabe": (clabe, 14),
    "card": (card, 16),
    "passport": (passport, 22),
    "birth": (birth, 24),
    "home": (home, 26),
    "phone": (phone, 50),
    "whatsapp": (whatsapp, 10),
    "email": (email, 34),
    "email_obf": (email_obf, 12),
    "foreign": (foreign, 20),
    "account": (account, 52),
}
