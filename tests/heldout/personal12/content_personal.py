"""Personal data and account ids of corpus 12: a person's identifiers, phones, e-mails,
birth dates, home addresses, and providers' account/organisation/project ids.

Every entry: kind, family, lang, form, value (the datum as written), text (the one-line
context holding it), and optionally key (JSON/YAML field name), header (a recorded header
name: text is its value), html (a ready snippet), where ("html" | "data" | "header")."""

# ruff: noqa: E501, E731, B007
# (data modules: long literal lines and short lambdas are the content itself)

from __future__ import annotations

import random
from html import escape
from typing import Any

import ids
from people import (
    EN_STREETS,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    PT_STREETS,
    en_name,
    es_address,
    es_name,
    es_short,
    plain,
    pt_name,
)


def P(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, form, value, text)
    fam = kw.pop("family", "personal")
    return {
        "kind": kind,
        "family": fam,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def _curp(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        (
            "es",
            "upper, sentence",
            lambda c, n: (c, f"La CURP de {n} es {c} según su constancia impresa."),
        ),
        (
            "es",
            "lower case, chat message",
            lambda c, n: (
                c.lower(),
                f"[10:42] {n}: mi curp es {c.lower()} porfa ya no me la vuelvan a pedir",
            ),
        ),
        (
            "es",
            "groups with spaces",
            lambda c, n: (
                (v := f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"),
                f"Titular: {n} · CURP {v}",
            ),
        ),
        (
            "es",
            "hyphenated",
            lambda c, n: (
                (v := f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"),
                f"CURP del alumno {n}: {v}",
            ),
        ),
        (
            "es",
            "dotted groups",
            lambda c, n: (
                (v := f"{c[:4]}.{c[4:10]}.{c[10:16]}.{c[16:]}"),
                f"{n} (C.U.R.P. {v}) firmó de conformidad.",
            ),
        ),
        (
            "es",
            "log line query string",
            lambda c, n: (
                c,
                f"2024-03-11T09:14:02Z GET /api/v2/renapo/consulta?curp={c}&formato=json 200 412ms",
            ),
        ),
        ("es", "CSV row", lambda c, n: (c, f"{n},{c},Beneficiario,Programa Becas 2024")),
        (
            "en",
            "sentence",
            lambda c, n: (c, f"Applicant {n} entered CURP {c} on the onboarding form."),
        ),
        (
            "pt",
            "sentence",
            lambda c, n: (c, f"Para o visto, {n} informou a CURP mexicana {c} no cadastro."),
        ),
        ("es", "markdown table row", lambda c, n: (c, f"| {n} | {c} | Activo |")),
        (
            "es",
            "validation error message",
            lambda c, n: (c, f"ValidationError: la CURP '{c}' no coincide con RENAPO para {n}"),
        ),
        (
            "es",
            "mixed case",
            lambda c, n: (
                (v := c[:4].capitalize() + c[4:].lower()),
                f"curp capturada por {n}: {v}",
            ),
        ),
        ("es", "bare value in a curp field", lambda c, n: (c, c)),
        (
            "en",
            "JSON-in-string payload",
            lambda c, n: (c, f"payload={{'name': '{n}', 'curp': '{c}', 'plan': 'pro'}}"),
        ),
        (
            "es",
            "letters spaced out in a message",
            lambda c, n: ((v := " ".join(c)), f"{n} dictó su CURP por teléfono: {v}"),
        ),
        (
            "pt",
            "JSON field sentence",
            lambda c, n: (c, f"Documento mexicano de {n}: CURP {c} (conferido)"),
        ),
    ]
    for i in range(32):
        lang, form, fn = forms[i % len(forms)]
        n = es_name(r) if lang != "en" else es_short(r)
        value, text = fn(ids.curp(r), n)
        key = "curp_titular" if form.startswith("bare") else None
        out.append(P("curp", lang, form, value, text, key=key, where="data" if key else None))
    return out


def _rfc(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        ("es", "sentence", lambda v, n: (v, f"Facturar a nombre de {n}, RFC {v}, uso CFDI G03.")),
        (
            "es",
            "hyphenated",
            lambda v, n: ((x := f"{v[:4]}-{v[4:10]}-{v[10:]}"), f"RFC: {x} ({n}, persona física)"),
        ),
        (
            "es",
            "spaced",
            lambda v, n: ((x := f"{v[:4]} {v[4:10]} {v[10:]}"), f"Contribuyente {n} — R.F.C. {x}"),
        ),
        (
            "es",
            "lower case in a form dump",
            lambda v, n: (v.lower(), f"nombre={n.lower()}&rfc={v.lower()}&regimen=612"),
        ),
        ("en", "invoice note", lambda v, n: (v, f"Bill to: {n}, Mexican tax id (RFC) {v}")),
        (
            "es",
            "CFDI receptor attribute",
            lambda v, n: (v, f'<cfdi:Receptor Rfc="{v}" Nombre="{n.upper()}" UsoCFDI="D01"/>'),
        ),
        (
            "es",
            "WhatsApp-style message",
            lambda v, n: (v, f"{n}: te paso mi rfc para la factura {v} gracias!!"),
        ),
        ("pt", "sentence", lambda v, n: (v, f"O prestador {n} emitiu a nota com RFC {v}.")),
    ]
    for i in range(24):
        lang, form, fn = forms[i % len(forms)]
        value, text = fn(ids.rfc_pf(r), es_name(r))
        out.append(P("rfc-persona-fisica", lang, form, value, text))
    return out


def _nss(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        ("es", "plain 11 digits with label", lambda v, n: (v, f"NSS de {n}: {v}")),
        (
            "es",
            "IMSS groups with hyphens",
            lambda v, n: (
                (x := f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}"),
                f"Número de Seguridad Social {x} — trabajador {n}",
            ),
        ),
        (
            "es",
            "spaced groups",
            lambda v, n: ((x := f"{v[:4]} {v[4:8]} {v[8:]}"), f"{n}, afiliación IMSS {x}"),
        ),
        ("es", "payroll CSV row", lambda v, n: (v, f"0042;{n};{v};Operador;15/01/2023")),
        (
            "en",
            "HR note",
            lambda v, n: (v, f"Employee {n} - Mexican social security no. {v} (IMSS)"),
        ),
        (
            "es",
            "chat message",
            lambda v, n: (v, f"{n}: ya me dieron de alta, mi seguro social es {v}"),
        ),
        (
            "es",
            "JSON log",
            lambda v, n: (v, f'level=warn msg="alta rechazada" trabajador="{n}" nss={v}'),
        ),
        ("pt", "sentence", lambda v, n: (v, f"O número de seguro social mexicano de {n} é {v}.")),
    ]
    for i in range(16):
        lang, form, fn = forms[i % len(forms)]
        value, text = fn(ids.nss(r), es_name(r))
        out.append(P("nss", lang, form, value, text))
    return out


def _ine(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        ("es", "clave de elector, sentence", lambda v, n: (v, f"Clave de elector de {n}: {v}")),
        (
            "es",
            "lower case",
            lambda v, n: (v.lower(), f"ine {n.lower()} clave {v.lower()} vigencia 2031"),
        ),
        (
            "es",
            "OCR-like transcription",
            lambda v, n: (v, f"NOMBRE {n.upper()} CLAVE DE ELECTOR {v} SECCIÓN 2417"),
        ),
        (
            "es",
            "spaced groups",
            lambda v, n: (
                (x := f"{v[:6]} {v[6:14]} {v[14:]}"),
                f"Credencial para votar de {n}, clave {x}",
            ),
        ),
        ("en", "KYC note", lambda v, n: (v, f"KYC: {n} uploaded INE voter card, elector key {v}")),
        ("es", "table row", lambda v, n: (v, f"{n} | INE | {v} | verificada")),
        (
            "es",
            "INE MRZ line",
            lambda v, n: (
                (
                    x
                    := f"IDMEX{r.randint(1000000000, 9999999999)}<<{r.randint(1000, 9999)}{r.randint(100000000, 999999999)}"
                ),
                f"Reverso INE de {n}: {x}",
            ),
        ),
    ]
    for i in range(14):
        lang, form, fn = forms[i % len(forms)]
        value, text = fn(ids.ine_clave(r), es_name(r))
        kind = "ine-mrz" if "MRZ" in form else "ine-clave-elector"
        out.append(P(kind, lang, form, value, text))
    return out


def _clabe(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        (
            "es",
            "deposit request",
            lambda v, n: (v, f"Deposítame a mi CLABE {v} a nombre de {n}, porfa"),
        ),
        (
            "es",
            "groups of 4",
            lambda v, n: ((x := ids.group(v, [4, 4, 4, 4], " ")), f"{n} — CLABE interbancaria {x}"),
        ),
        (
            "es",
            "bank/plaza/account/check",
            lambda v, n: (
                (x := f"{v[:3]}-{v[3:6]}-{v[6:17]}-{v[17]}"),
                f"Reembolso a {n}: clabe {x}",
            ),
        ),
        (
            "en",
            "refund ticket",
            lambda v, n: (v, f"Refund for customer {n} to CLABE {v} approved by support"),
        ),
        (
            "es",
            "payroll JSON-like",
            lambda v, n: (v, f"empleado: {n}; cuenta_clabe: {v}; banco: BBVA"),
        ),
        ("pt", "sentence", lambda v, n: (v, f"Reembolso de {n} pela CLABE {v} no México.")),
        (
            "es",
            "dotted groups",
            lambda v, n: (
                (x := ids.group(v, [3, 3, 11, 1], ".")),
                f"Mi cuenta para el tanda: {x} ({n})",
            ),
        ),
        ("es", "bare value in a clabe field", lambda v, n: (v, v)),
    ]
    for i in range(16):
        lang, form, fn = forms[i % len(forms)]
        value, text = fn(ids.clabe(r), es_name(r))
        key = "clabe_beneficiario" if form.startswith("bare") else None
        out.append(P("clabe", lang, form, value, text, key=key, where="data" if key else None))
    return out


def _card(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        (
            "es",
            "visa groups of 4",
            "visa",
            lambda v, n: (
                (x := ids.group(v, [4, 4, 4, 4], " ")),
                f"Tarjeta de {n}: {x} vence 08/27",
            ),
        ),
        (
            "es",
            "mastercard hyphens",
            "mc",
            lambda v, n: ((x := ids.group(v, [4, 4, 4, 4], "-")), f"{n} pagó con {x}"),
        ),
        (
            "en",
            "amex 4-6-5",
            "amex",
            lambda v, n: (
                (x := ids.group(v, [4, 6, 5], " ")),
                f"Cardholder {n}, Amex {x}, CVV on file",
            ),
        ),
        (
            "es",
            "bare 16 digits in a log",
            "visa",
            lambda v, n: (v, f'charge.failed card_number={v} holder="{n}" code=51'),
        ),
        (
            "es",
            "chat message",
            "mc",
            lambda v, n: (v, f"{n}: te paso la de débito {v} exp 11/26 cvv 431"),
        ),
        (
            "pt",
            "sentence",
            "visa",
            lambda v, n: (
                (x := ids.group(v, [4, 4, 4, 4], " ")),
                f"Cartão de {n}: {x}, validade 05/28",
            ),
        ),
        (
            "es",
            "dotted groups",
            "visa",
            lambda v, n: ((x := ids.group(v, [4, 4, 4, 4], ".")), f"Número de tarjeta ({n}): {x}"),
        ),
        (
            "en",
            "support transcript",
            "mc",
            lambda v, n: (v, f"Agent: can you confirm the card? {n}: sure it's {v}"),
        ),
    ]
    for i in range(16):
        lang, form, brand, fn = forms[i % len(forms)]
        value, text = fn(ids.card(r, brand), es_name(r))
        out.append(P("card", lang, form, value, text))
    return out


def _passport(r: random.Random) -> list[dict[str, Any]]:
    out = []
    mx = lambda: r.choice("GNE") + f"{r.randint(10000000, 99999999)}"
    forms = [
        ("es", "MX passport, sentence", mx, lambda v, n: f"Pasaporte de {n}: {v}"),
        (
            "es",
            "MX passport, lower case",
            lambda: mx().lower(),
            lambda v, n: f"{n.lower()} pasaporte {v} vence 2030",
        ),
        ("es", "MX passport, No. label", mx, lambda v, n: f"No. de pasaporte {v} — titular {n}"),
        (
            "en",
            "US passport 9 digits",
            lambda: f"{r.randint(500000000, 599999999)}",
            lambda v, n: f"Traveler {n}, US passport number {v}",
        ),
        (
            "en",
            "UK passport",
            lambda: f"{r.randint(100000000, 999999999)}",
            lambda v, n: f"{n} - British passport no. {v}, exp 2029",
        ),
        (
            "es",
            "Spanish passport",
            lambda: "PA" + r.choice("ABCDEFGHJKLMNPR") + f"{r.randint(100000, 999999)}",
            lambda v, n: f"Pasaporte español de {n}: {v}",
        ),
        (
            "pt",
            "Brazilian passport",
            lambda: r.choice(["FZ", "GA", "FX", "YB"]) + f"{r.randint(100000, 999999)}",
            lambda v, n: f"Passaporte brasileiro de {n}: {v}",
        ),
        (
            "en",
            "Canadian passport",
            lambda: ids.rand(r, 2, "ABCDEFGHJKLMNPRSTWXY") + f"{r.randint(100000, 999999)}",
            lambda v, n: f"Passport (Canada) for {n}: {v}",
        ),
        (
            "es",
            "Colombian passport",
            lambda: "AQ" + f"{r.randint(1000000, 9999999)}",
            lambda v, n: f"{n}, pasaporte colombiano {v}",
        ),
        ("es", "flight manifest row", mx, lambda v, n: f"AM0452;{n.upper()};PASSPORT;{v};MEX"),
        (
            "en",
            "hotel check-in log",
            mx,
            lambda v, n: f'checkin guest="{n}" doc_type=passport doc_no={v}',
        ),
        (
            "es",
            "spaced",
            lambda: (x := mx())[0] + " " + x[1:5] + " " + x[5:],
            lambda v, n: f"{n} — pasaporte {v}",
        ),
        ("pt", "chat", mx, lambda v, n: f"{n}: o número do meu passaporte é {v}"),
    ]
    for i in range(26):
        lang, form, gv, fn = forms[i % len(forms)]
        nm = en_name(r) if lang == "en" and i % 2 else (pt_name(r) if lang == "pt" else es_name(r))
        v = gv()
        out.append(P("passport", lang, form, v, fn(v, nm)))
    for i in range(4):
        nm = es_name(r)
        sur = plain(nm.split()[-2]).upper()
        given = plain(nm.split()[0]).upper()
        num = f"{r.choice('GN')}{r.randint(10000000, 99999999)}"
        mrz = f"P<MEX{sur}<<{given}".ljust(44, "<")[:44]
        v = mrz
        text = f"MRZ pasaporte de {nm}: {mrz} / {num}<0MEX"
        out.append(P("passport-mrz", "es", "passport MRZ first line", v, text))
    return out


def _phones(r: random.Random) -> list[dict[str, Any]]:
    out = []

    def num() -> tuple[str, str, str]:
        lada, loc = ids.mx_phone(r)
        d10 = lada + loc
        return lada, loc, d10

    def f_intl_spaced(lada, loc, d10):
        return f"+52 {lada} {loc[:-4]} {loc[-4:]}"

    def f_intl_1(lada, loc, d10):
        return f"+52 1 {lada} {loc[:-4]} {loc[-4:]}"

    def f_044(lada, loc, d10):
        return f"044 {lada} {loc[:-4]}-{loc[-4:]}"

    def f_045(lada, loc, d10):
        return f"045 {d10}"

    def f_paren(lada, loc, d10):
        return f"({lada}) {loc[:-4]}-{loc[-4:]}"

    def f_dots(lada, loc, d10):
        return f"{lada}.{loc[:-4]}.{loc[-4:]}"

    def f_plus521(lada, loc, d10):
        return f"+521{d10}"

    def f_0052(lada, loc, d10):
        return f"0052 {lada} {loc}"

    def f_hyph(lada, loc, d10):
        return f"52-{lada}-{loc[:-4]}-{loc[-4:]}"

    def f_bare(lada, loc, d10):
        return d10

    def f_pairs(lada, loc, d10):
        return " ".join(d10[i : i + 2] for i in range(0, 10, 2))

    def f_slash(lada, loc, d10):
        return f"{lada}/{loc}"

    def f_plus52paren(lada, loc, d10):
        return f"+52 ({lada}) {loc[:-4]} {loc[-4:]}"

    forms = [
        (
            "es",
            "+52 spaced, sentence",
            f_intl_spaced,
            lambda v, n: f"Si no contesto, márcale a {n} al {v}.",
        ),
        ("es", "+52 1 mobile, signature", f_intl_1, lambda v, n: f"Saludos, {n} · Cel. {v}"),
        ("es", "044 prefix", f_044, lambda v, n: f"{n} celular {v} (de noche)"),
        ("es", "045 prefix", f_045, lambda v, n: f"Para dudas del pedido marcar a {n}: {v}"),
        (
            "es",
            "(lada) local-hyphen",
            f_paren,
            lambda v, n: f"Contacto de emergencia: {n}, tel. {v}",
        ),
        ("es", "dotted", f_dots, lambda v, n: f"Mi número es {v}, pregunta por {n}"),
        ("es", "+521 compact", f_plus521, lambda v, n: f"wa {n} {v}"),
        (
            "es",
            "0052 international prefix",
            f_0052,
            lambda v, n: f"{n} (mamá) 0052: {v}" if False else f"Desde EE. UU. marcar a {n}: {v}",
        ),
        ("es", "52-hyphenated", f_hyph, lambda v, n: f"{n}, móvil {v}"),
        ("es", "bare 10 digits next to a name", f_bare, lambda v, n: f"Comunícate con {n} {v}"),
        (
            "es",
            "bare 10 digits, first person",
            f_bare,
            lambda v, n: f"Cualquier cosa mándame mensaje, soy {n.split()[0]}, mi número {v}",
        ),
        ("es", "digit pairs", f_pairs, lambda v, n: f"{n} — cel {v}"),
        ("es", "lada/number", f_slash, lambda v, n: f"Teléfono particular de {n}: {v}"),
        ("es", "+52 (lada)", f_plus52paren, lambda v, n: f"{n} | Tel. casa {v}"),
        (
            "en",
            "+52 mobile, sentence",
            f_intl_1,
            lambda v, n: f"You can reach {n} on her cell at {v}.",
        ),
        ("en", "bare, personal label", f_bare, lambda v, n: f"Emergency contact (spouse) {n}: {v}"),
        ("pt", "+52 sentence", f_intl_spaced, lambda v, n: f"O celular de {n} no México é {v}."),
        (
            "es",
            "log line",
            f_bare,
            lambda v, n: f'sms.send to={v} user="{n}" template=otp status=queued',
        ),
        ("es", "CSV row", f_paren, lambda v, n: f"{n},{v},Particular,Guadalajara"),
        ("es", "bare 10 digits, personal label", f_bare, lambda v, n: f"Celular personal: {v}"),
    ]
    for i in range(58):
        lang, form, fmt, fn = forms[i % len(forms)]
        lada, loc, d10 = num()
        v = fmt(lada, loc, d10)
        n = en_name(r) if lang == "en" else (pt_name(r) if lang == "pt" else es_name(r))
        out.append(P("phone", lang, form, v, fn(v, n)))
    # tel: links in pages
    for i in range(6):
        lada, loc, d10 = num()
        n = es_name(r)
        v = f"tel:+52{d10}" if i % 2 else f"tel:{d10}"
        html = f'<p>Llamar a <a href="{v}">{escape(n)}</a> (celular)</p>'
        out.append(P("phone", "es", "tel: link", v, f"{n} {v}", html=html, where="html"))
    # foreign people's phones
    for lang, v, t in [
        ("pt", "+55 11 9{0}-{1}", "Meu WhatsApp pessoal: {v} (Conceição)"),
        ("en", "+1 (415) {0}-{1}", "Call me on my cell, {v}, ask for Kevin"),
        ("pt", "(21) 9{0}-{1}", "Celular da {n}: {v}"),
        ("en", "+1 312.{0}.{1}", "{n}'s mobile: {v}"),
    ]:
        val = v.format(
            r.randint(1000, 9999) if "{0}-" in v and "9{0}" in v else r.randint(200, 999),
            r.randint(1000, 9999),
        )
        if "9{0}" in v:
            val = v.format(r.randint(1000, 9999), r.randint(1000, 9999))
        n = pt_name(r) if lang == "pt" else en_name(r)
        out.append(P("phone", lang, "foreign mobile", val, t.format(v=val, n=n)))
    return out


def _whatsapp(r: random.Random) -> list[dict[str, Any]]:
    out = []
    for i in range(10):
        lada, loc = ids.mx_phone(r)
        d10 = lada + loc
        n = es_name(r)
        if i % 3 == 0:
            v = f"https://wa.me/521{d10}?text=Hola%20{plain(n.split()[0])}"
            html = f'<p><a href="{escape(v)}">Escríbele a {escape(n)} por WhatsApp</a></p>'
            out.append(
                P("whatsapp", "es", "wa.me link with text", v, f"{n} {v}", html=html, where="html")
            )
        elif i % 3 == 1:
            v = f"api.whatsapp.com/send?phone=52{d10}"
            out.append(
                P("whatsapp", "es", "api.whatsapp.com link in prose", v, f"Whats de {n}: {v}")
            )
        else:
            v = f"WhatsApp {lada} {loc[:-4]} {loc[-4:]}"
            out.append(P("whatsapp", "pt" if i == 8 else "es", "WhatsApp label", v, f"{n} · {v}"))
    return out


def _emails(r: random.Random) -> list[dict[str, Any]]:
    out = []
    doms = [
        "gmail.com",
        "hotmail.com",
        "outlook.com",
        "yahoo.com.mx",
        "prodigy.net.mx",
        "icloud.com",
        "live.com.mx",
        "protonmail.com",
        "hotmail.es",
        "gmail.com",
    ]

    def local(n: str, accented: bool = False) -> str:
        parts = n.split()
        g, s = parts[0], parts[-2] if len(parts) > 2 else parts[-1]
        if accented:
            return f"{g.lower()}.{s.lower()}"
        return r.choice(
            [
                f"{plain(g)}.{plain(s)}",
                f"{plain(g)}{plain(s)}{r.randint(70, 99)}",
                f"{plain(g)[0]}{plain(s)}",
                f"{plain(g)}_{plain(s)}{r.randint(1, 9)}",
            ]
        )

    forms = [
        (
            "es",
            "accented local part",
            lambda n: (v := f"{local(n, True)}@{r.choice(doms)}", f"Escríbeme a {v} — {n}"),
        ),
        (
            "es",
            "upper case",
            lambda n: (
                v := f"{local(n)}@{r.choice(doms)}".upper(),
                f"CORREO DEL TITULAR ({n.upper()}): {v}",
            ),
        ),
        (
            "es",
            "mailto with query",
            lambda n: (
                v
                := f"mailto:{local(n)}@{r.choice(doms)}?subject=Cotizaci%C3%B3n&cc=otro@gmail.com",
                f"{n} {v}",
            ),
        ),
        (
            "en",
            "plus addressing",
            lambda n: (v := f"{local(n)}+newsletters@{r.choice(doms)}", f"{n} signed up as {v}"),
        ),
        (
            "es",
            "JSON-like log",
            lambda n: (
                v := f"{local(n)}@{r.choice(doms)}",
                f"user.login ok email={v} ip=189.203.14.7",
            ),
        ),
        (
            "pt",
            "sentence",
            lambda n: (
                v
                := f"{local(n)}@{r.choice(['gmail.com', 'uol.com.br', 'bol.com.br', 'hotmail.com'])}",
                f"Meu e-mail pessoal é {v}, abraços, {n}",
            ),
        ),
        (
            "es",
            "angle brackets From header",
            lambda n: (v := f"{local(n)}@{r.choice(doms)}", f"From: {n} <{v}>"),
        ),
        (
            "en",
            "mixed case",
            lambda n: (v := f"{local(n).title()}@{r.choice(doms).title()}", f"Contact {n} at {v}"),
        ),
        (
            "es",
            "accented upper case",
            lambda n: (v := f"{local(n, True).upper()}@HOTMAIL.COM", f"{n}: {v}"),
        ),
        (
            "es",
            "CSV row",
            lambda n: (v := f"{local(n)}@{r.choice(doms)}", f"{n};{v};Zapopan;cliente frecuente"),
        ),
        (
            "es",
            "ñ in local part",
            lambda n: (
                v
                := f"{r.choice(['peña', 'nuñez', 'ibañez', 'muñoz'])}.{plain(n.split()[0])}@gmail.com",
                f"Mi correo: {v}",
            ),
        ),
        (
            "en",
            "personal domain",
            lambda n: (
                v := f"{plain(n.split()[0])}@{plain(n.split()[-1])}family.net",
                f"{n}'s personal inbox {v}",
            ),
        ),
    ]
    for i in range(34):
        lang, form, fn = forms[i % len(forms)]
        n = en_name(r) if lang == "en" else (pt_name(r) if lang == "pt" else es_name(r))
        v, text = fn(n)
        if form == "mailto with query":
            html = f'<p>Dudas con <a href="{escape(v)}">{escape(n)}</a></p>'
            out.append(P("email", lang, form, v, text, html=html, where="html"))
        else:
            out.append(P("email", lang, form, v, text))
    obf = [
        ("es", "[arroba] [punto]", lambda a, d: f"{a} [arroba] {d.replace('.', ' [punto] ')}"),
        ("es", "(arroba) no spaces", lambda a, d: f"{a}(arroba){d}"),
        ("en", "[at] [dot]", lambda a, d: f"{a} [at] {d.replace('.', ' [dot] ')}"),
        ("en", "at/dot words", lambda a, d: f"{a} at {d.replace('.', ' dot ')}"),
        ("es", "spaced @", lambda a, d: f"{a} @ {d.replace('.', ' . ')}"),
        ("es", "arroba punto words", lambda a, d: f"{a} arroba {d.replace('.', ' punto ')}"),
        ("pt", "(arroba) (ponto)", lambda a, d: f"{a} (arroba) {d.replace('.', ' (ponto) ')}"),
        ("es", "{at} braces", lambda a, d: f"{a}{{at}}{d}"),
        ("es", "fullwidth ＠", lambda a, d: f"{a}＠{d}"),
        ("en", "AT DOT upper", lambda a, d: f"{a} AT {d.replace('.', ' DOT ')}"),
    ]
    for i in range(16):
        lang, form, fn = obf[i % len(obf)]
        n = en_name(r) if lang == "en" else (pt_name(r) if lang == "pt" else es_name(r))
        a = f"{plain(n.split()[0])}.{plain(n.split()[1] if len(n.split()) > 1 else 'x')}{r.randint(1, 99)}"
        v = fn(a, r.choice(["gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.es"]))
        t = {
            "es": f"Mándame el CV a {v} — {n}",
            "en": f"Reach {n} at {v}",
            "pt": f"Contato de {n}: {v}",
        }[lang]
        out.append(P("email-obfuscated", lang, form, v, t))
    # HTML entity obfuscation in pages
    for i in range(2):
        n = es_name(r)
        a = f"{plain(n.split()[0])}{r.randint(10, 99)}"
        v = f"{a}&#64;gmail&#46;com"
        html = f"<p>Correo de {escape(n)}: {v}</p>"
        out.append(
            P(
                "email-obfuscated",
                "es",
                "HTML entities &#64; &#46;",
                v,
                v,
                html=html,
                html_raw=True,
                where="html",
            )
        )
    return out


def _birth(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        (
            "es",
            "long date in prose",
            lambda n, y, m, d: (
                v := f"{d} de {MONTHS_ES[m - 1]} de {y}",
                f"{n} nació el {v} en Irapuato, Guanajuato.",
            ),
        ),
        (
            "es",
            "F. Nac. dd/mm/yyyy",
            lambda n, y, m, d: (
                v := f"{d:02d}/{m:02d}/{y}",
                f"Nombre: {n} | F. Nac.: {v} | Sexo: M",
            ),
        ),
        (
            "en",
            "DOB ISO",
            lambda n, y, m, d: (
                v := f"{y}-{m:02d}-{d:02d}",
                f"Patient {n}, DOB {v}, allergies: none",
            ),
        ),
        (
            "es",
            "JSON-ish fields",
            lambda n, y, m, d: (v := f"{y}-{m:02d}-{d:02d}", f'nombre="{n}" fecha_nacimiento={v}'),
        ),
        (
            "pt",
            "data de nascimento",
            lambda n, y, m, d: (
                v := f"{d:02d}/{m:02d}/{y}",
                f"{n}, data de nascimento {v}, natural de Recife",
            ),
        ),
        (
            "es",
            "dd-mmm-yyyy upper",
            lambda n, y, m, d: (
                v := f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}",
                f"{n.upper()} FECHA DE NACIMIENTO {v}",
            ),
        ),
        (
            "en",
            "birthday with age",
            lambda n, y, m, d: (
                v := f"{MONTHS_EN[m - 1]} {d}, {y}",
                f"{n} (born {v}) joined the team in 2019.",
            ),
        ),
        (
            "es",
            "cumpleaños chat",
            lambda n, y, m, d: (
                v := f"{d}/{m}/{y % 100:02d}",
                f"{n}: mi cumple es el {v} por si ocupan para el registro",
            ),
        ),
        (
            "es",
            "public figure birth date",
            lambda n, y, m, d: (
                v := f"{d} de {MONTHS_ES[m - 1]} de {y}",
                f"El diputado {n}, nacido el {v}, presentó la iniciativa.",
            ),
        ),
        (
            "es",
            "compact yyyymmdd",
            lambda n, y, m, d: (
                v := f"{y}{m:02d}{d:02d}",
                f"alta_paciente nombre='{n}' nac={v} expediente=A-2291",
            ),
        ),
        (
            "pt",
            "nascido em prose",
            lambda n, y, m, d: (
                v := f"{d} de {MONTHS_PT[m - 1]} de {y}",
                f"{n} nasceu em {v}, em Belo Horizonte.",
            ),
        ),
        (
            "en",
            "US m/d/yyyy",
            lambda n, y, m, d: (v := f"{m}/{d}/{y}", f"Name: {n}; Date of birth: {v}"),
        ),
        (
            "es",
            "edad y fecha",
            lambda n, y, m, d: (v := f"{d:02d}.{m:02d}.{y}", f"{n} (34 años, n. {v})"),
        ),
    ]
    for i in range(26):
        lang, form, fn = forms[i % len(forms)]
        n = en_name(r) if lang == "en" else (pt_name(r) if lang == "pt" else es_name(r))
        v, text = fn(n, r.randint(1948, 2004), r.randint(1, 12), r.randint(1, 28))
        out.append(P("birth-date", lang, form, v, text))
    return out


def _home(r: random.Random) -> list[dict[str, Any]]:
    out = []
    forms = [
        ("es", "Domicilio particular label", lambda n, a: (a, f"Domicilio particular de {n}: {a}")),
        (
            "es",
            "vive en prose",
            lambda n, a: (a, f"{n} vive en {a}, entre calles Juárez y Allende."),
        ),
        ("es", "shipping to a person", lambda n, a: (a, f"Enviar a: {n}, {a}. Tel. en la guía.")),
        ("es", "upper case", lambda n, a: (a.upper(), f"DOMICILIO: {a.upper()} — {n.upper()}")),
        ("en", "home address", lambda n, a: (a, f"Home address of {n}: {a}")),
        ("es", "CSV row", lambda n, a: (a, f"{n};{a};propietario")),
        ("es", "chat message", lambda n, a: (a, f"{n}: llégale a mi casa, es {a}")),
        (
            "es",
            "notarial phrasing",
            lambda n, a: (a, f"comparece {n}, con domicilio en {a}, quien se identifica con INE"),
        ),
    ]
    for i in range(22):
        lang, form, fn = forms[i % len(forms)]
        n = es_name(r) if lang == "es" else en_name(r)
        v, text = fn(n, es_address(r))
        out.append(P("home-address", lang, form, v, text))
    for i in range(3):
        n = pt_name(r)
        v = f"{r.choice(PT_STREETS)}, {r.randint(10, 999)}, apto {r.randint(11, 304)}, CEP {r.randint(10000, 99999)}-{r.randint(100, 999)}"
        out.append(
            P("home-address", "pt", "residente na, CEP", v, f"{n}, residente na {v}, São Paulo")
        )
    for i in range(3):
        n = en_name(r)
        v = f"{r.randint(10, 9999)} {r.choice(EN_STREETS)}, Apt {r.randint(1, 40)}, Austin, TX {r.randint(73301, 78799)}"
        out.append(P("home-address", "en", "US home address", v, f"{n} lives at {v}"))
    return out


def _accounts(r: random.Random) -> list[dict[str, Any]]:
    out = []
    A = lambda lang, form, v, t, **kw: out.append(
        P("account-id", lang, form, v, t, family="account-id", **kw)
    )
    # recorded headers
    hdrs = [
        ("OpenAI-Organization", lambda: "org-" + ids.rand(r, 24)),
        ("openai-project", lambda: "proj_" + ids.rand(r, 24)),
        ("anthropic-organization-id", lambda: ids.uuid4(r)),
        ("x-account-id", lambda: f"acct_{r.randint(10000, 999999)}"),
        ("x-customer", lambda: f"cust-{r.randint(10000, 99999)}"),
        ("X-Tenant-ID", lambda: "tnt_" + ids.rand(r, 12, ids.LOWER_NUM)),
        ("x-workspace-id", lambda: "ws-" + ids.rand(r, 10, ids.LOWER_NUM)),
        ("X-Goog-User-Project", lambda: f"crewai-prod-{r.randint(100000, 999999)}"),
        ("x-team-id", lambda: "team_" + ids.rand(r, 24)),
        ("X-Org-Id", lambda: f"org_{ids.rand(r, 20, ids.LOWER_NUM)}"),
        ("x-tavily-account", lambda: f"acc-{r.randint(100000, 9999999)}"),
        ("openrouter-user-id", lambda: "user_" + ids.rand(r, 27)),
    ]
    for i, (h, g) in enumerate(hdrs):
        v = g()
        A("en", f"recorded header {h}", v, v, header=h, where="header")
    # body fields (JSON/YAML), bare value
    fields = [
        ("organization_id", lambda: "org-" + ids.rand(r, 24)),
        ("project", lambda: "proj_" + ids.rand(r, 10, ids.LOWER_NUM)),
        ("customer", lambda: "cus_" + ids.rand(r, 14)),
        ("account", lambda: f"acct_1{ids.rand(r, 15)}"),
        ("workspaceId", lambda: f"wrk_{ids.rand(r, 16, ids.LOWER_NUM)}"),
        ("team_id", lambda: "T0" + ids.rand(r, 9, ids.UPPER_NUM)),
        ("tenant", lambda: f"contoso-{r.randint(1000, 9999)}.onmicrosoft.com"),
        ("user_id", lambda: f"user-{ids.rand(r, 20, ids.LOWER_NUM)}"),
        (
            "billing_account",
            lambda: (
                f"{ids.rand(r, 6, '0123456789ABCDEF')}-{ids.rand(r, 6, '0123456789ABCDEF')}-{ids.rand(r, 6, '0123456789ABCDEF')}"
            ),
        ),
        ("aws_account_id", lambda: f"{r.randint(100000000000, 999999999999)}"),
        ("gcp_project_number", lambda: f"{r.randint(100000000000, 999999999999)}"),
        ("cuenta_cliente", lambda: f"CLI-{r.randint(100000, 999999)}"),
        ("subscription_id", lambda: "sub_" + ids.rand(r, 24)),
        ("owner_org", lambda: f"org_{ids.rand(r, 12, ids.LOWER_NUM)}"),
    ]
    for k, g in fields:
        v = g()
        A("en", f"body field {k}", v, v, key=k, where="data")
    # URL paths and sentences
    paths = [
        (
            "en",
            "URL path /accounts/",
            lambda v: f"GET https://api.tavily.com/v1/accounts/{v}/usage 200",
            lambda: f"acct_{r.randint(1000, 99999)}",
        ),
        (
            "en",
            "URL path /organizations/",
            lambda v: f"POST https://api.anthropic.com/v1/organizations/{v}/api_keys",
            lambda: ids.uuid4(r),
        ),
        (
            "en",
            "URL path /projects/",
            lambda v: f"https://platform.openai.com/settings/{v}/limits",
            lambda: "proj_" + ids.rand(r, 24),
        ),
        (
            "en",
            "GCP resource name",
            lambda v: f"projects/{v}/locations/us-central1/publishers/google/models/gemini-1.5-pro",
            lambda: f"crewai-search-{r.randint(100000, 999999)}",
        ),
        (
            "en",
            "AWS ARN",
            lambda v: f"arn:aws:iam::{v}:role/bench-runner",
            lambda: f"{r.randint(100000000000, 999999999999)}",
        ),
        (
            "en",
            "dashboard URL",
            lambda v: f"https://dashboard.stripe.com/{v}/payments",
            lambda: f"acct_1{ids.rand(r, 15)}",
        ),
        (
            "en",
            "URL path /workspaces/",
            lambda v: f"https://app.firecrawl.dev/workspaces/{v}/billing",
            lambda: "ws_" + ids.rand(r, 16, ids.LOWER_NUM),
        ),
        (
            "en",
            "Azure subscription path",
            lambda v: (
                f"/subscriptions/{v}/resourceGroups/rg-bench/providers/Microsoft.CognitiveServices"
            ),
            lambda: ids.uuid4(r),
        ),
        (
            "es",
            "sentence",
            lambda v: f"La factura llegó a la cuenta {v} de OpenAI, no a la del equipo.",
            lambda: "org-" + ids.rand(r, 24),
        ),
        (
            "es",
            "support chat",
            lambda v: f"Soporte de Brave: su ID de suscriptor es {v}, ¿confirma el cargo?",
            lambda: f"sub-{r.randint(1000000, 9999999)}",
        ),
        (
            "pt",
            "sentence",
            lambda v: f"O projeto {v} no Google Cloud estourou a cota.",
            lambda: f"bench-mx-{r.randint(100000, 999999)}",
        ),
        (
            "en",
            "Slack team/user URL",
            lambda v: f"https://app.slack.com/client/{v}/C05ABC123",
            lambda: "T0" + ids.rand(r, 9, ids.UPPER_NUM),
        ),
        (
            "es",
            "log line",
            lambda v: f"ratelimit hit account={v} plan=free window=60s",
            lambda: f"cust-{r.randint(10000, 99999)}",
        ),
        (
            "en",
            "error message",
            lambda v: f"Error 403: project {v} does not have access to model gpt-4o",
            lambda: "proj_" + ids.rand(r, 24),
        ),
        (
            "es",
            "query string",
            lambda v: f"https://api.search.brave.com/res/v1/web/search?q=sk&subscription={v}",
            lambda: f"BSA-sub-{r.randint(100000, 999999)}",
        ),
        (
            "en",
            "Gemini quota message",
            lambda v: (
                f"Quota exceeded for quota metric 'Generate Content API requests per minute' of service 'generativelanguage.googleapis.com' for consumer 'project_number:{v}'"
            ),
            lambda: f"{r.randint(100000000000, 999999999999)}",
        ),
        (
            "en",
            "OpenRouter activity URL",
            lambda v: f"https://openrouter.ai/api/v1/generation?id=gen-1&user={v}",
            lambda: "user_" + ids.rand(r, 27),
        ),
        (
            "es",
            "Vercel team URL",
            lambda v: f"https://vercel.com/{v}/bench-web/settings",
            lambda: "team_" + ids.rand(r, 24),
        ),
        (
            "en",
            "Cloudflare account path",
            lambda v: f"https://api.cloudflare.com/client/v4/accounts/{v}/ai/run/@cf/meta/llama",
            lambda: ids.rand(r, 32, ids.HEX),
        ),
        (
            "en",
            "Auth0 user id",
            lambda v: f"sub claim {v} mapped to tenant acme-mx",
            lambda: f"auth0|{ids.rand(r, 24, ids.HEX)}",
        ),
        (
            "es",
            "tenant sentence",
            lambda v: f"El tenant de Azure AD del cliente es {v}",
            lambda: ids.uuid4(r),
        ),
        (
            "en",
            "Mongo Atlas group URL",
            lambda v: f"https://cloud.mongodb.com/v2/{v}#/clusters",
            lambda: ids.rand(r, 24, ids.HEX),
        ),
        (
            "pt",
            "log line",
            lambda v: f"conta_cliente={v} plano=pro região=sa-east-1",
            lambda: f"acct_{r.randint(100000, 999999)}",
        ),
        (
            "en",
            "HubSpot portal",
            lambda v: f"https://app.hubspot.com/contacts/{v}/objects/0-1/views/all",
            lambda: f"{r.randint(10000000, 49999999)}",
        ),
    ]
    for lang, form, tf, g in paths:
        v = g()
        A(lang, form, v, tf(v))
    return out


def _extras(r: random.Random) -> list[dict[str, Any]]:
    """Forms a recorder in a hurry writes: files, URLs, odd spaces, headers."""
    out = []
    lada, loc = ids.mx_phone(r)
    n = es_name(r)
    v = f"+52\u00a0{lada}\u00a0{loc[:-4]}\u00a0{loc[-4:]}"
    out.append(P("phone", "es", "no-break spaces between groups", v, f"Cel. de {n}: {v}"))
    lada, loc = ids.mx_phone(r)
    v = f"{lada}\u2013{loc[:-4]}\u2013{loc[-4:]}"
    out.append(P("phone", "es", "en-dash separators", v, f"{es_name(r)} {v} (personal)"))
    lada, loc = ids.mx_phone(r)
    n = es_short(r)
    v = f"telefono={lada}{loc}"
    out.append(
        P(
            "phone",
            "es",
            "phone in a form query string",
            v,
            f"POST /registro?nombre={n.replace(' ', '+')}&{v}&acepto=1",
        )
    )
    lada, loc = ids.mx_phone(r)
    v = f"{lada}{loc}"
    out.append(
        P("phone", "en", "phone in a recorded header", v, v, header="X-User-Phone", where="header")
    )
    n = es_name(r)
    v = f"{plain(n.split()[0])}.{plain(n.split()[-2])}@gmail.com"
    out.append(
        P(
            "email",
            "en",
            "personal e-mail in a recorded header",
            v,
            f"{n} <{v}>",
            header="From",
            where="header",
        )
    )
    v = f"{plain(es_short(r)).replace(' ', '_')}@outlook.com"
    out.append(
        P(
            "email",
            "en",
            "personal e-mail in a recorded header",
            v,
            v,
            header="X-User-Email",
            where="header",
        )
    )
    n = es_name(r)
    v = f"MAILTO:{plain(n.split()[0]).upper()}.{plain(n.split()[-1]).upper()}@HOTMAIL.COM"
    out.append(
        P(
            "email",
            "es",
            "upper-case MAILTO link",
            v,
            f"{n} {v}",
            html=f'<p><a href="{v}">{escape(n)}</a></p>',
            where="html",
        )
    )
    c = ids.curp(r)
    out.append(
        P(
            "curp",
            "es",
            "CURP in a URL path",
            c,
            f"GET https://www.gob.mx/curp/consulta/{c}/pdf 200",
        )
    )
    c = ids.curp(r)
    out.append(
        P(
            "curp",
            "es",
            "CURP in a file name",
            c,
            f"adjunto: acta_nacimiento_{c}.pdf (subido por la madre)",
        )
    )
    f = ids.rfc_pf(r)
    out.append(
        P("rfc-persona-fisica", "es", "RFC in a CFDI file name", f, f"CFDI_{f}_factura_0042.xml")
    )
    c = ids.clabe(r)
    out.append(
        P(
            "clabe",
            "es",
            "CLABE in a payout URL",
            c,
            f"https://pagos.example-mx.com/payout?beneficiario={es_short(r).replace(' ', '%20')}&clabe={c}",
        )
    )
    n = es_name(r)
    v = ids.nss(r)
    out.append(P("nss", "es", "lower-case label, no space", v, f"nss:{v} {n.lower()}"))
    n = es_name(r)
    d = f"{r.randint(1960, 2000)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    out.append(
        P(
            "birth-date",
            "es",
            "dict literal in a log",
            d,
            f"registro={{'nombre': '{n}', 'nacimiento': '{d}', 'estado': 'Jalisco'}}",
        )
    )
    n = es_name(r)
    v = f"av. juárez #{r.randint(100, 2999)} int {r.randint(1, 9)} col. centro cp 44100 guadalajara, jal."
    out.append(
        P(
            "home-address",
            "es",
            "lower-case address with #",
            v,
            f"{n} — dirección de entrega (casa): {v}",
        )
    )
    n = pt_name(r)
    v = f"nº FT{r.randint(100000, 999999)}"
    out.append(P("passport", "pt", "passaporte nº", v, f"{n}, passaporte {v}, emitido em 2021"))
    n = es_name(r)
    k = ids.card(r, "visa")
    v = ids.group(k, [4, 4, 4, 4], "\u00a0")
    out.append(P("card", "es", "card with no-break spaces", v, f"Tarjeta de {n}: {v}"))
    v = f"{ids.ine_clave(r)}"
    out.append(
        P(
            "ine-clave-elector",
            "es",
            "INE key in a JSON-ish upload log",
            v,
            f"upload ine_frente.jpg titular={es_short(r)} clave_elector={v}",
        )
    )
    v = "org-" + ids.rand(r, 24)
    out.append(
        P(
            "account-id",
            "en",
            "organization id in a recorded header",
            v,
            v,
            family="account-id",
            header="x-organization",
            where="header",
        )
    )
    v = f"acct_{ids.rand(r, 16, ids.LOWER_NUM)}"
    out.append(
        P(
            "account-id",
            "es",
            "account id in prose",
            v,
            f"Según soporte de Firecrawl, los créditos se descontaron de la cuenta {v}.",
            family="account-id",
        )
    )
    return out


def entries(r: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for f in (
        _curp,
        _rfc,
        _nss,
        _ine,
        _clabe,
        _card,
        _passport,
        _phones,
        _whatsapp,
        _emails,
        _birth,
        _home,
        _accounts,
        _extras,
    ):
        out.extend(f(r))
    return out
