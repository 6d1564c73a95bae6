# ruff: noqa: E501  (data: sentences and key shapes are kept on one line)
"""Personal data of invented private people, and provider/account ids (label ``personal``).

Every draft is a datum in the words around it, written as people and recorders write
(es-MX mostly, other Spanish variants, English, Portuguese). Identifiers carry valid check
digits where they have one; phones are valid numbers of their country.
"""

from __future__ import annotations

import random
from typing import Any

from common import (
    ALNUM,
    AP,
    HD,
    HEX,
    IN,
    LOWNUM,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    UPNUM,
    F,
    H,
    People,
    card,
    clabe,
    curp,
    draft,
    group,
    ine,
    nss,
    plain,
    rand,
    rfc_fisica,
    uuid4,
)

AREA = (
    "55",
    "56",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "664",
    "999",
    "998",
    "614",
    "686",
    "744",
    "833",
    "871",
    "961",
    "229",
    "443",
    "449",
    "662",
    "867",
)


def mx_number(r: random.Random) -> str:
    a = r.choice(AREA)
    return a + str(r.randint(2, 9)) + rand(r, "0123456789", 9 - len(a))


def split_local(n: str) -> tuple[str, str, str]:
    a = n[:2] if n[:2] in ("55", "56", "33", "81") else n[:3]
    rest = n[len(a) :]
    if len(rest) == 8:
        return a, rest[:4], rest[4:]
    return a, rest[:3], rest[3:]


def first_name(p: dict[str, Any]) -> str:
    return p["first"].split()[0]


def email_local(p: dict[str, Any], r: random.Random, accents: bool) -> str:
    fn = first_name(p).lower()
    ap = p["ap"].lower()
    if not accents:
        fn, ap = plain(fn).lower(), plain(ap).lower()
    style = r.randrange(5)
    if style == 0:
        return f"{fn}.{ap}"
    if style == 1:
        return f"{fn}_{ap}{p['y'] % 100:02d}"
    if style == 2:
        return f"{fn[0]}{ap}{r.randint(1, 99)}"
    if style == 3:
        return f"{fn}{ap[:4]}.{p['am'][:3].lower() if accents else plain(p['am'][:3]).lower()}"
    return f"{ap}.{fn}{p['y']}"


FREE = (
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "outlook.es",
    "hotmail.es",
    "gmail.com",
)


def drafts(r: random.Random) -> list[dict[str, Any]]:
    P = People(r)
    out: list[dict[str, Any]] = []
    add = out.append

    # ------------------------------------------------------------------ CURP (20)
    for i in range(20):
        p = P.mx()
        c = curp(p)
        k = i % 10
        if k == 0:
            add(
                draft(
                    "curp",
                    "es",
                    "CURP upper case after 'CURP:' in a person's record",
                    c,
                    H(f"<p><strong>{p['name']}</strong> — CURP: {c}</p>"),
                )
            )
        elif k == 1:
            v = c.lower()
            add(
                draft(
                    "curp",
                    "es",
                    "CURP in lower case in a sentence",
                    v,
                    F("comentario", f"ya te mandé mi curp: {v} para lo del trámite"),
                )
            )
        elif k == 2:
            v = group(c, (4, 6, 6, 2), " ")
            add(
                draft(
                    "curp",
                    "es",
                    "CURP in groups separated by spaces",
                    v,
                    H(f"<li>Clave Única de Registro de Población: {v}</li>"),
                )
            )
        elif k == 3:
            v = group(c, (4, 6, 1, 2, 3, 2), "-")
            add(
                draft(
                    "curp",
                    "es",
                    "CURP with hyphens in a form dump",
                    v,
                    F("solicitante", f"nombre={p['name']}; curp={v}; estatus=pendiente"),
                )
            )
        elif k == 4:
            add(draft("curp", "es", "CURP bare in a JSON field named curp", c, F("curp", c)))
        elif k == 5:
            v = c[:4].capitalize() + c[4:]
            add(
                draft(
                    "curp",
                    "es",
                    "CURP mixed case in a chat message",
                    v,
                    AP(f" — Usuario: hola, mi CURP es {v}, ¿me ayudan a recuperar mi cita?"),
                )
            )
        elif k == 6:
            add(
                draft(
                    "curp",
                    "es",
                    "CURP in a table row with a name",
                    c,
                    H(
                        f"<table><tr><td>{p['name']}</td><td>{c}</td><td>Beneficiaria</td></tr></table>"
                    ),
                )
            )
        elif k == 7:
            v = ".".join((c[:4], c[4:10], c[10:16], c[16:]))
            add(
                draft(
                    "curp",
                    "es",
                    "CURP with dots between blocks",
                    v,
                    F("nota_interna", f"Validar CURP {v} contra RENAPO antes de dar de alta"),
                )
            )
        elif k == 8:
            add(
                draft(
                    "curp",
                    "en",
                    "CURP in an English support log line",
                    c,
                    F("log", f"2024-03-11T09:14:22Z WARN kyc mismatch applicant_curp={c} retry=2"),
                )
            )
        else:
            add(
                draft(
                    "curp",
                    "es",
                    "CURP in a definition list",
                    c,
                    H(f"<dl><dt>Alumno</dt><dd>{p['name']}</dd><dt>CURP</dt><dd>{c}</dd></dl>"),
                )
            )

    # ------------------------------------------------------------------ RFC persona física (16)
    for i in range(16):
        p = P.mx()
        v = rfc_fisica(p, r)
        k = i % 8
        if k == 0:
            add(
                draft(
                    "rfc",
                    "es",
                    "RFC persona física after 'RFC:' with the name",
                    v,
                    H(f"<p>Receptor: {p['name']} · RFC: {v} · Uso CFDI: G03</p>"),
                )
            )
        elif k == 1:
            w = v.lower()
            add(
                draft(
                    "rfc",
                    "es",
                    "RFC in lower case in a request for an invoice",
                    w,
                    AP(f" Cliente escribe: me facturan a mi rfc {w} por favor, régimen 612."),
                )
            )
        elif k == 2:
            w = f"{v[:4]}-{v[4:10]}-{v[10:]}"
            add(
                draft(
                    "rfc",
                    "es",
                    "RFC with hyphens in a CSV row",
                    w,
                    F("csv_row", f"{p['ap']},{p['first']},{w},asalariado"),
                )
            )
        elif k == 3:
            w = f"{v[:4]} {v[4:10]} {v[10:]}"
            add(
                draft(
                    "rfc",
                    "es",
                    "RFC with spaces",
                    w,
                    H(f"<li>Registro Federal de Contribuyentes del trabajador: {w}</li>"),
                )
            )
        elif k == 4:
            add(draft("rfc", "es", "RFC in a CFDI-like JSON field", v, F("rfcReceptor", v)))
        elif k == 5:
            add(
                draft(
                    "rfc",
                    "en",
                    "RFC in an English sentence about a contractor",
                    v,
                    F(
                        "notes",
                        f"Contractor {p['first']} {p['ap']} invoices us under RFC {v} (individual).",
                    ),
                )
            )
        elif k == 6:
            add(
                draft(
                    "rfc",
                    "es",
                    "RFC as 'R.F.C.' in a letter",
                    v,
                    H(
                        f"<p>Yo, {p['name']}, con R.F.C. {v}, declaro bajo protesta de decir verdad…</p>"
                    ),
                )
            )
        else:
            add(
                draft(
                    "rfc",
                    "es",
                    "RFC in a query string of a logged URL",
                    v,
                    F("request_url", f"/facturacion/emitir?rfc={v}&cp=06600&regimen=605"),
                )
            )

    # ------------------------------------------------------------------ NSS (14)
    for i in range(14):
        p = P.mx()
        n = nss(r, p["y"])
        k = i % 7
        if k == 0:
            add(
                draft(
                    "nss",
                    "es",
                    "NSS bare after 'NSS:'",
                    n,
                    H(f"<p>Trabajador: {p['name']} | NSS: {n} | Alta: 02/01/2023</p>"),
                )
            )
        elif k == 1:
            w = group(n, (2, 2, 2, 4, 1), "-")
            add(
                draft(
                    "nss",
                    "es",
                    "NSS with hyphens",
                    w,
                    F(
                        "detalle",
                        f"Número de Seguridad Social {w} (IMSS) de {first_name(p)} {p['ap']}",
                    ),
                )
            )
        elif k == 2:
            w = group(n, (4, 4, 3), " ")
            add(
                draft(
                    "nss",
                    "es",
                    "NSS in groups of 4-4-3",
                    w,
                    AP(f" | mi número de seguro social es {w}, ¿cómo saco mi semana cotizada?"),
                )
            )
        elif k == 3:
            add(draft("nss", "es", "NSS in a JSON field", n, F("numeroSeguroSocial", n)))
        elif k == 4:
            add(
                draft(
                    "nss",
                    "es",
                    "NSS after 'No. de afiliación IMSS'",
                    n,
                    H(f"<li>No. de afiliación IMSS: {n} — {p['name']}</li>"),
                )
            )
        elif k == 5:
            add(
                draft(
                    "nss",
                    "en",
                    "NSS in English (Mexican social security number)",
                    n,
                    F(
                        "employee",
                        f"{p['first']} {p['ap']}, IMSS social security no. {n}, hired 2022",
                    ),
                )
            )
        else:
            w = group(n, (2, 2, 2, 4, 1), ".")
            add(draft("nss", "es", "NSS with dots", w, H(f"<p>NSS {w}</p>")))

    # ------------------------------------------------------------------ INE clave de elector (14)
    for i in range(14):
        p = P.mx()
        v = ine(p, r)
        k = i % 7
        if k == 0:
            add(
                draft(
                    "ine",
                    "es",
                    "INE clave de elector after its label",
                    v,
                    H(f"<p>Clave de elector: {v}</p>"),
                )
            )
        elif k == 1:
            w = v.lower()
            add(
                draft(
                    "ine",
                    "es",
                    "clave de elector in lower case",
                    w,
                    F("mensaje", f"mi clave de elector es {w}, la credencial vence en 2029"),
                )
            )
        elif k == 2:
            w = f"{v[:6]} {v[6:12]} {v[12:14]} {v[14:]}"
            add(
                draft(
                    "ine",
                    "es",
                    "clave de elector with spaces",
                    w,
                    H(f"<li>INE de {p['name']}: {w}</li>"),
                )
            )
        elif k == 3:
            add(draft("ine", "es", "clave de elector in a JSON field", v, F("claveElector", v)))
        elif k == 4:
            add(
                draft(
                    "ine",
                    "es",
                    "clave de elector next to 'credencial para votar'",
                    v,
                    AP(f" Credencial para votar (IFE/INE) de {first_name(p)}: {v}."),
                )
            )
        elif k == 5:
            add(
                draft(
                    "ine",
                    "en",
                    "voter key in English",
                    v,
                    F(
                        "kyc",
                        f"Mexican voter ID (clave de elector) {v} verified for {p['first']} {p['ap']}",
                    ),
                )
            )
        else:
            w = f"{v[:6]}-{v[6:12]}-{v[12:]}"
            add(
                draft(
                    "ine",
                    "es",
                    "clave de elector with hyphens",
                    w,
                    H(f"<p>Identificación oficial: INE, clave {w}</p>"),
                )
            )

    # ------------------------------------------------------------------ CLABE of a person (14)
    for i in range(14):
        p = P.mx()
        c = clabe(r)
        k = i % 7
        if k == 0:
            add(
                draft(
                    "clabe",
                    "es",
                    "a person's CLABE for a transfer",
                    c,
                    H(
                        f"<p>Deposítale a {first_name(p)} {p['ap']} a la CLABE {c} (su cuenta de nómina)</p>"
                    ),
                )
            )
        elif k == 1:
            w = group(c, (3, 3, 11, 1), " ")
            add(
                draft(
                    "clabe",
                    "es",
                    "CLABE in 3-3-11-1 groups",
                    w,
                    F("mensaje", f"Te paso mi CLABE interbancaria: {w} a nombre de {p['name']}"),
                )
            )
        elif k == 2:
            w = group(c, (4, 4, 4, 4, 2), " ")
            add(
                draft(
                    "clabe",
                    "es",
                    "CLABE in groups of four",
                    w,
                    AP(
                        f" – Comentario de lector: si alguien quiere apoyar a mi mamá, mi clabe es {w}"
                    ),
                )
            )
        elif k == 3:
            add(draft("clabe", "es", "CLABE in a payroll JSON field", c, F("clabe_empleado", c)))
        elif k == 4:
            w = "-".join((c[:3], c[3:6], c[6:17], c[17]))
            add(
                draft(
                    "clabe",
                    "es",
                    "CLABE with hyphens in a reimbursement note",
                    w,
                    H(f"<li>Reembolso a {p['name']}: cuenta CLABE {w}</li>"),
                )
            )
        elif k == 5:
            add(
                draft(
                    "clabe",
                    "en",
                    "CLABE in an English payout log",
                    c,
                    F(
                        "payout",
                        f"payout to individual {p['first']} {p['ap']} via SPEI clabe={c} status=sent",
                    ),
                )
            )
        else:
            add(
                draft(
                    "clabe",
                    "es",
                    "CLABE in a table cell beside the holder",
                    c,
                    H(
                        f"<table><tr><td>Titular</td><td>{p['name']}</td></tr><tr><td>CLABE</td><td>{c}</td></tr></table>"
                    ),
                )
            )

    # ------------------------------------------------------------------ cards (16)
    brands = ("visa", "mc", "amex", "mc2")
    for i in range(16):
        p = P.mx()
        n = card(r, brands[i % 4])
        amex = len(n) == 15
        k = i % 8
        if k == 0:
            w = group(n, (4, 6, 5) if amex else (4, 4, 4, 4), " ")
            add(
                draft(
                    "card",
                    "es",
                    "card number in spaced groups in a chat",
                    w,
                    AP(f" Usuario: cárguelo a mi tarjeta {w} vence 08/27"),
                )
            )
        elif k == 1:
            w = group(n, (4, 6, 5) if amex else (4, 4, 4, 4), "-")
            add(
                draft(
                    "card",
                    "es",
                    "card with hyphens in a support ticket",
                    w,
                    F("ticket", f"Cliente {p['name']} reporta cargo no reconocido en tarjeta {w}"),
                )
            )
        elif k == 2:
            add(
                draft(
                    "card",
                    "en",
                    "card bare in a payment log",
                    n,
                    F(
                        "debug",
                        f"charge failed card_number={n} exp=11/26 holder={p['first']} {p['ap']}",
                    ),
                )
            )
        elif k == 3:
            w = group(n, (4, 6, 5) if amex else (4, 4, 4, 4), " ")
            add(
                draft(
                    "card",
                    "es",
                    "card in page text with 'Tarjeta de crédito'",
                    w,
                    H(f"<p>Tarjeta de crédito: {w}</p>"),
                )
            )
        elif k == 4:
            w = group(n, (4, 6, 5) if amex else (4, 4, 4, 4), ".")
            add(
                draft(
                    "card",
                    "pt",
                    "card with dots, Portuguese",
                    w,
                    AP(f" Cliente: meu cartão é {w}, pode cobrar a mensalidade?"),
                )
            )
        elif k == 5:
            add(draft("card", "es", "card in a JSON field", n, F("numero_tarjeta", n)))
        elif k == 6:
            add(
                draft(
                    "card",
                    "es",
                    "card in a list item with the holder",
                    n,
                    H(f"<li>{p['name']} — tarjeta {n} (débito)</li>"),
                )
            )
        else:
            w = group(n, (4, 6, 5) if amex else (4, 4, 4, 4), " ")
            add(
                draft(
                    "card",
                    "en",
                    "card in an English e-mail quote",
                    w,
                    F("quoted_email", f"> Please charge my Visa {w}, thanks, {p['first']}"),
                )
            )

    # ------------------------------------------------------------------ passports (18)
    for i in range(18):
        p = P.mx()
        k = i % 9
        if k == 0:
            v = r.choice("GNEP") + rand(r, "0123456789", 8)
            add(
                draft(
                    "passport",
                    "es",
                    "Mexican passport (letter + 8 digits) after 'Pasaporte'",
                    v,
                    H(f"<p>Pasaporte mexicano de {p['name']}: {v}</p>"),
                )
            )
        elif k == 1:
            v = r.choice("GN") + rand(r, "0123456789", 8)
            add(
                draft(
                    "passport",
                    "es",
                    "Mexican passport, 'No. de pasaporte', lower case",
                    v.lower(),
                    F("viajero", f"no. de pasaporte {v.lower()} – vigencia 2031"),
                )
            )
        elif k == 2:
            v = rand(r, "0123456789", 9)
            add(
                draft(
                    "passport",
                    "en",
                    "US passport (9 digits) near 'passport no.'",
                    v,
                    F("traveler", f"{P.en()}, US passport no. {v}, exp 2030-04-17"),
                )
            )
        elif k == 3:
            v = rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rand(r, "0123456789", 6)
            add(
                draft(
                    "passport",
                    "es",
                    "Spanish passport (3 letters + 6 digits), es-ES",
                    v,
                    AP(f" Reserva a nombre de {first_name(p)} {p['ap']}, pasaporte {v} (España)."),
                )
            )
        elif k == 4:
            v = rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(r, "0123456789", 6)
            add(
                draft(
                    "passport",
                    "pt",
                    "Brazilian passport (2 letters + 6 digits)",
                    v,
                    H(f"<p>Passaporte de {P.br()}: {v}</p>"),
                )
            )
        elif k == 5:
            v = r.choice("GN") + rand(r, "0123456789", 8)
            w = f"{v[0]} {v[1:5]} {v[5:]}"
            add(
                draft(
                    "passport",
                    "es",
                    "Mexican passport with spaces",
                    w,
                    H(f"<li>Documento: pasaporte {w}</li>"),
                )
            )
        elif k == 6:
            v = rand(r, "0123456789", 9)
            add(
                draft(
                    "passport",
                    "en",
                    "UK passport in a JSON field passport_number",
                    v,
                    F("passport_number", v),
                )
            )
        elif k == 7:
            v = "AR" + rand(r, "0123456789", 7)
            add(
                draft(
                    "passport",
                    "es",
                    "Colombian passport, es-CO",
                    v,
                    F(
                        "huesped",
                        f"Huésped {p['first']} {p['ap']}, pasaporte colombiano {v}, llega el viernes",
                    ),
                )
            )
        else:
            v = rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rand(r, "0123456789", 6)
            add(
                draft(
                    "passport",
                    "es",
                    "Argentine passport, es-AR",
                    v,
                    AP(f" Che, te paso el pasaporte de mi viejo para el check-in: {v}"),
                )
            )

    # ------------------------------------------------------------------ phones (60)
    for i in range(60):
        p = P.mx()
        n = mx_number(r)
        a, b, c = split_local(n)
        nm = f"{first_name(p)} {p['ap']}"
        k = i % 20
        if k == 0:
            v = f"+52 {a} {b} {c}"
            add(
                draft(
                    "phone",
                    "es",
                    "+52 international, spaced",
                    v,
                    H(f"<p>Informes con {nm}: {v}</p>"),
                )
            )
        elif k == 1:
            v = f"+52 1 {a} {b} {c}"
            add(
                draft(
                    "phone",
                    "es",
                    "+52 1 (old mobile prefix)",
                    v,
                    F("contacto", f"Cel. de {nm}: {v}"),
                )
            )
        elif k == 2:
            v = f"044 {a} {b} {c}"
            add(
                draft(
                    "phone",
                    "es",
                    "044 local-mobile prefix",
                    v,
                    AP(f" Si la ven, llamen al {v}, es el celular de {first_name(p)}."),
                )
            )
        elif k == 3:
            v = f"045 {a} {b}{c}"
            add(
                draft(
                    "phone",
                    "es",
                    "045 long-distance mobile prefix",
                    v,
                    H(f"<li>Celular (foráneo) de {nm}: {v}</li>"),
                )
            )
        elif k == 4:
            v = f"({a}) {b}-{c}"
            add(
                draft(
                    "phone",
                    "es",
                    "(area) xxxx-xxxx with a person's name",
                    v,
                    F("referencia", f"Referencia personal: {p['name']} {v}"),
                )
            )
        elif k == 5:
            v = f"{a}.{b}.{c}"
            add(
                draft(
                    "phone",
                    "es",
                    "dotted notation",
                    v,
                    H(f"<p>Vendo sala seminueva, trato directo con {first_name(p)} {v}</p>"),
                )
            )
        elif k == 6:
            v = f"tel:+52{n}"
            add(
                draft(
                    "phone",
                    "es",
                    "tel: link in an href",
                    v,
                    H(f'<p><a href="{v}">Llamar a {nm}</a></p>'),
                )
            )
        elif k == 7:
            v = f"https://wa.me/521{n}"
            add(
                draft(
                    "phone",
                    "es",
                    "WhatsApp wa.me link",
                    v,
                    F("whatsapp", f"Escríbele a {first_name(p)}: {v}"),
                )
            )
        elif k == 8:
            v = f"52{n}"
            add(
                draft(
                    "phone",
                    "es",
                    "api.whatsapp.com send link, phone= parameter",
                    v,
                    H(
                        f'<p><a href="https://api.whatsapp.com/send?phone={v}">WhatsApp de {nm}</a></p>'
                    ),
                )
            )
        elif k == 9:
            v = n
            add(
                draft(
                    "phone",
                    "es",
                    "bare 10-digit mobile after 'Comunícate con <name> al'",
                    v,
                    H(f"<p>Comunícate con {nm} al {v}</p>"),
                )
            )
        elif k == 10:
            v = n
            add(
                draft(
                    "phone",
                    "es",
                    "bare 10-digit mobile right after a name",
                    v,
                    AP(f" {p['name']} {v}"),
                )
            )
        elif k == 11:
            v = n
            add(
                draft(
                    "phone",
                    "es",
                    "bare 10 digits, first person",
                    v,
                    F("mensaje", f"mi número es {v}, márcame después de las 6"),
                )
            )
        elif k == 12:
            v = f"{a} {b} {c}"
            add(
                draft(
                    "phone",
                    "es",
                    "personal label 'Cel. personal'",
                    v,
                    H(f"<li>Cel. personal: {v}</li>"),
                )
            )
        elif k == 13:
            v = f"+52 ({a}) {b} {c}"
            add(
                draft(
                    "phone",
                    "es",
                    "+52 (area) in a signature of a private person",
                    v,
                    F("firma", f"Atte. {p['name']} · {v} (casa)"),
                )
            )
        elif k == 14:
            v = f"+52-{a}-{b}-{c}"
            add(
                draft(
                    "phone",
                    "en",
                    "+52 with hyphens, English",
                    v,
                    F("notes", f"Call {nm} on her mobile {v} if the courier is late")
                    if p["sex"] == "M"
                    else F("notes", f"Call {nm} on his mobile {v} if the courier is late"),
                )
            )
        elif k == 15:
            v = f"{a}-{b}-{c}"
            add(
                draft(
                    "phone",
                    "es",
                    "hyphens only, 'mi cel'",
                    v,
                    AP(f" — mi cel {v} por si tienen dudas, saludos"),
                )
            )
        elif k == 16:
            v = f"(+52) {a} {b}{c}"
            add(draft("phone", "es", "(+52) prefix", v, H(f"<p>Tel. particular: {v}</p>")))
        elif k == 17:
            v = f"52 {a} {b} {c}"
            add(
                draft(
                    "phone",
                    "es",
                    "52 without plus, WhatsApp personal",
                    v,
                    F("datos_contacto", f"WhatsApp personal {v}"),
                )
            )
        elif k == 18:
            v = f"{n[:3]} {n[3:6]} {n[6:]}"
            add(
                draft(
                    "phone",
                    "es",
                    "3-3-4 grouping, first person",
                    v,
                    H(f"<p>Si alguien encontró a mi perrito, por favor llámeme al {v}</p>"),
                )
            )
        else:
            v = f"+521{n}"
            add(
                draft(
                    "phone", "es", "E.164 with the 1, in a JSON field", v, F("telefono_celular", v)
                )
            )
    foreign = (
        (
            "+34 6{0} {1} {2}",
            "es",
            "Spanish mobile, es-ES",
            lambda v, nm: F("contacto", f"Llámame al móvil, {v}. Un abrazo, {nm}"),
        ),
        (
            "+55 11 9{0}-{1}",
            "pt",
            "Brazilian mobile",
            lambda v, nm: H(f"<p>Fale com {nm} no celular {v}</p>"),
        ),
        (
            "+54 9 11 {0}-{1}",
            "es",
            "Argentine mobile, es-AR",
            lambda v, nm: AP(f" Escribime al {v}, soy {nm}"),
        ),
        (
            "+57 3{0} {1} {2}",
            "es",
            "Colombian mobile, es-CO",
            lambda v, nm: H(f"<li>Celular de {nm}: {v}</li>"),
        ),
        (
            "+56 9 {0} {1}",
            "es",
            "Chilean mobile, es-CL",
            lambda v, nm: F("contacto", f"Mi fono es {v} ({nm})"),
        ),
        (
            "+51 9{0} {1} {2}",
            "es",
            "Peruvian mobile, es-PE",
            lambda v, nm: H(f"<p>Consultas al {v} con {nm}</p>"),
        ),
        (
            "+1 (415) {0}-{1}",
            "en",
            "US number of a person",
            lambda v, nm: F("contact", f"{nm}'s cell: {v}"),
        ),
        (
            "+55 21 9{0}-{1}",
            "pt",
            "Brazilian mobile, Rio",
            lambda v, nm: F("mensagem", f"meu zap é {v}, {nm}"),
        ),
    )
    for fmt, lang, form, where in foreign:
        if "(415)" in fmt:
            v = fmt.format(
                str(r.randint(2, 9)) + rand(r, "0123456789", 2), rand(r, "0123456789", 4)
            )
        elif fmt.startswith("+55"):
            v = fmt.format(rand(r, "0123456789", 4), rand(r, "0123456789", 4))
        elif fmt.startswith("+54"):
            v = fmt.format(
                rand(r, "23456789", 1) + rand(r, "0123456789", 3), rand(r, "0123456789", 4)
            )
        elif fmt.startswith("+56"):
            v = fmt.format(
                rand(r, "3456789", 1) + rand(r, "0123456789", 3), rand(r, "0123456789", 4)
            )
        elif fmt.startswith("+57"):
            v = fmt.format(
                r.choice(("00", "01", "04", "10", "11", "13", "15", "16", "18", "20", "21")),
                rand(r, "0123456789", 3),
                rand(r, "0123456789", 4),
            )
        else:
            v = fmt.format(
                rand(r, "0123456789", 2), rand(r, "0123456789", 3), rand(r, "0123456789", 3)
            )
        nm = P.br() if lang == "pt" else (P.en() if lang == "en" else first_name(P.mx()))
        add(draft("phone", lang, form, v, where(v, nm)))

    # ------------------------------------------------------------------ e-mails (50)
    for i in range(50):
        p = P.mx()
        k = i % 16
        dom = r.choice(FREE)
        if k == 0:
            v = f"{email_local(p, r, True)}@{dom}"
            add(
                draft(
                    "email",
                    "es",
                    "accented local part",
                    v,
                    H(f"<p>Escríbanle a {first_name(p)}: {v}</p>"),
                )
            )
        elif k == 1:
            v = f"{first_name(p).lower()}.{p['am'].lower()}@{dom}"
            add(draft("email", "es", "accented local part in a JSON field", v, F("correo", v)))
        elif k == 2:
            v = f"{email_local(p, r, False)}@{dom}".upper()
            add(
                draft(
                    "email", "es", "upper-case address", v, F("contacto", f"CORREO PERSONAL: {v}")
                )
            )
        elif k == 3:
            v = f"{email_local(p, r, False)}@{dom}"
            add(
                draft(
                    "email",
                    "es",
                    "mailto with a query string",
                    v,
                    H(
                        f'<p><a href="mailto:{v}?subject=Cotizaci%C3%B3n%20boda&amp;cc=">Escríbele a {first_name(p)}</a></p>'
                    ),
                )
            )
        elif k == 4:
            lp = email_local(p, r, False)
            v = f"{lp} [arroba] {dom.split('.')[0]} [punto] {'.'.join(dom.split('.')[1:])}"
            add(draft("email", "es", "obfuscated [arroba] [punto]", v, AP(f" Contacto: {v}")))
        elif k == 5:
            lp = email_local(p, r, False)
            v = f"{lp} (at) {dom.split('.')[0]} (dot) {' (dot) '.join(dom.split('.')[1:])}"
            add(
                draft(
                    "email",
                    "en",
                    "obfuscated (at) (dot)",
                    v,
                    H(f"<p>reach {first_name(p)} at {v}</p>"),
                )
            )
        elif k == 6:
            lp = email_local(p, r, False)
            v = f"{lp} arroba {dom.split('.')[0]} punto {' punto '.join(dom.split('.')[1:])}"
            add(
                draft(
                    "email",
                    "es",
                    "obfuscated in words (arroba / punto)",
                    v,
                    F("mensaje", f"mándame el archivo a {v}"),
                )
            )
        elif k == 7:
            lp = email_local(p, r, False)
            v = f"{lp}[at]{dom.replace('.', '[.]')}"
            add(draft("email", "en", "obfuscated [at] and [.]", v, F("author_contact", v)))
        elif k == 8:
            v = f"{email_local(p, r, False)}@{dom}"
            add(
                draft(
                    "email",
                    "es",
                    "plain personal e-mail with name in a list",
                    v,
                    H(f"<li>{p['name']} &lt;{v}&gt;</li>"),
                )
            )
        elif k == 9:
            v = f"{email_local(p, r, False)}@{dom}"
            add(
                draft(
                    "email",
                    "en",
                    "From: header quoted in a log",
                    v,
                    F("raw", f"From: {p['first']} {p['ap']} <{v}>"),
                )
            )
        elif k == 10:
            v = f"{email_local(p, r, False)}@{dom}"
            add(
                draft(
                    "email",
                    "es",
                    "e-mail in a recorded header (X-User-Email)",
                    v,
                    HD("X-User-Email", v),
                )
            )
        elif k == 11:
            nm = P.br()
            lp = plain(nm).lower().replace(" ", ".") if i % 2 else nm.lower().replace(" ", ".")
            v = f"{lp}@{r.choice(('uol.com.br', 'bol.com.br', 'gmail.com', 'terra.com.br'))}"
            add(
                draft(
                    "email",
                    "pt",
                    "Portuguese personal e-mail (accented local part allowed)",
                    v,
                    AP(f" Enviar currículo para {v}"),
                )
            )
        elif k == 12:
            v = f"{email_local(p, r, False)}+tramites@{dom}"
            add(
                draft(
                    "email",
                    "es",
                    "plus-addressed personal e-mail",
                    v,
                    F("usuario", f"registrado con {v}"),
                )
            )
        elif k == 13:
            v = f"{email_local(p, r, True)}@{dom}".upper()
            add(draft("email", "es", "upper case with accents", v, H(f"<p>E-MAIL: {v}</p>")))
        elif k == 14:
            v = f"{email_local(p, r, False)}@{dom}"
            add(draft("email", "es", "e-mail in a recorded JSON body field", v, IN("email", v)))
        else:
            v = f"{email_local(p, r, False)}@{dom}"
            add(
                draft(
                    "email",
                    "es",
                    "e-mail in a query string of a logged URL",
                    v,
                    F("url_registrada", f"https://tienda.example.mx/recuperar?email={v}&paso=2"),
                )
            )

    # ------------------------------------------------------------------ birth dates (26)
    for i in range(26):
        p = P.mx()
        y, m, d = p["y"], p["m"], p["d"]
        k = i % 13
        if k == 0:
            v = f"{d:02d}/{m:02d}/{y}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "dd/mm/yyyy after 'Fecha de nacimiento' with a name",
                    v,
                    H(f"<p>Nombre: {p['name']}. Fecha de nacimiento: {v}</p>"),
                )
            )
        elif k == 1:
            v = f"{d} de {MONTHS_ES[m - 1]} de {y}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "'nació el' long date",
                    v,
                    AP(f" {first_name(p)} {p['ap']}, vecina de la colonia, nació el {v}."),
                )
            )
        elif k == 2:
            v = f"{y}-{m:02d}-{d:02d}"
            add(
                draft(
                    "birth-date",
                    "en",
                    "ISO date, DOB, in a record",
                    v,
                    F("patient", f"name={p['first']} {p['ap']}; dob={v}; blood=O+"),
                )
            )
        elif k == 3:
            v = f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "dd-MMM-yyyy with name in a table",
                    v,
                    H(f"<table><tr><td>{p['name']}</td><td>F. nac.: {v}</td></tr></table>"),
                )
            )
        elif k == 4:
            v = f"{d:02d}.{m:02d}.{y}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "dotted date with 'cumpleaños'",
                    v,
                    F("perfil", f"{first_name(p)} {p['am']} — cumpleaños {v}"),
                )
            )
        elif k == 5:
            v = f"{d:02d}/{m:02d}/{y}"
            add(
                draft(
                    "birth-date",
                    "pt",
                    "Portuguese 'data de nascimento'",
                    v,
                    H(f"<p>{P.br()}, data de nascimento: {v}</p>"),
                )
            )
        elif k == 6:
            v = f"{MONTHS_EN[m - 1]} {d}, {y}"
            add(
                draft(
                    "birth-date",
                    "en",
                    "English 'born on'",
                    v,
                    F("bio", f"{P.en()} was born on {v} in Guadalajara"),
                )
            )
        elif k == 7:
            v = f"{d:02d}/{m:02d}/{y % 100:02d}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "short year, 'F.N.'",
                    v,
                    H(f"<li>{p['name']} (F.N. {v})</li>"),
                )
            )
        elif k == 8:
            v = f"{y}{m:02d}{d:02d}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "compact yyyymmdd in a JSON field with name",
                    v,
                    F("beneficiario", f"{p['ap']} {p['am']} {p['first']}|{v}|{p['sex']}"),
                )
            )
        elif k == 9:
            v = f"{d} de {MONTHS_ES[m - 1]} del {y}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "'nacida el … del …' in a first-person sentence",
                    v,
                    AP(f" Me llamo {p['name']}, nacida el {v} en {p['state']}.")
                    if p["sex"] == "M"
                    else AP(f" Me llamo {p['name']}, nacido el {v} en {p['state']}."),
                )
            )
        elif k == 10:
            v = f"{y}-{m:02d}-{d:02d}"
            add(
                draft(
                    "birth-date",
                    "es",
                    "fechaNacimiento in a record string with the name",
                    v,
                    F("titular", f"{p['ap']} {p['am']}, {p['first']} - fechaNacimiento: {v}"),
                )
            )
        elif k == 11:
            v = f"{d} {MONTHS_PT[m - 1]} {y}"
            add(
                draft(
                    "birth-date",
                    "pt",
                    "Portuguese 'nasceu em'",
                    v,
                    F("observacao", f"{P.br()} nasceu em {v}, em Campinas"),
                )
            )
        else:
            v = f"{m:02d}/{d:02d}/{y}"
            add(
                draft(
                    "birth-date",
                    "en",
                    "US order date of birth",
                    v,
                    H(f"<p>Applicant: {P.en()} — Date of birth: {v}</p>"),
                )
            )

    # ------------------------------------------------------------------ home addresses (30)
    streets = (
        "Calle Fresno",
        "Av. Revolución",
        "Privada Los Pinos",
        "Calle 5 de Mayo",
        "Cerrada de Tulipanes",
        "Andador Colibrí",
        "Calle Hidalgo",
        "Av. de las Torres",
        "Privada Jacarandas",
        "Calle Río Nazas",
        "Callejón del Sapo",
        "Calzada Tlalpan",
        "Calle Mirto",
        "Av. Juárez",
        "Calle Tamaulipas",
        "Retorno 14 de Cecilio Robelo",
    )
    cols = (
        ("Col. Las Águilas", "01710", "Álvaro Obregón", "CDMX"),
        ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jalisco"),
        ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
        ("Fracc. Villas del Sol", "76046", "Querétaro", "Qro."),
        ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "Ciudad de México"),
        ("Col. San Manuel", "72570", "Puebla", "Pue."),
        ("Col. Benito Juárez", "57000", "Nezahualcóyotl", "Edo. de México"),
        ("Col. García Ginerés", "97070", "Mérida", "Yucatán"),
        ("Barrio de Jalatlaco", "68080", "Oaxaca de Juárez", "Oax."),
        ("Col. Zona Río", "22010", "Tijuana", "B.C."),
        ("Col. Obrera", "37020", "León", "Gto."),
    )
    for i in range(30):
        p = P.mx()
        st = r.choice(streets)
        num = r.randint(3, 2400)
        col, cp, mun, est = r.choice(cols)
        k = i % 10
        if k == 0:
            v = f"{st} {num}, {col}, C.P. {cp}, {mun}, {est}"
            add(
                draft(
                    "home-address",
                    "es",
                    "Domicilio particular with Col. and C.P.",
                    v,
                    H(f"<p>{p['name']}. Domicilio particular: {v}</p>"),
                )
            )
        elif k == 1:
            v = f"{st} #{num} int. {r.randint(1, 12)}, {col}, {mun}, {est}, CP {cp}"
            add(
                draft(
                    "home-address",
                    "es",
                    "address with # and int., first person",
                    v,
                    AP(f" Yo vivo en {v}, por si me quieren mandar el paquete."),
                )
            )
        elif k == 2:
            v = f"{st} No. {num}, {col}, C.P. {cp}"
            add(
                draft(
                    "home-address",
                    "es",
                    "address in a JSON field 'domicilio' with name nearby",
                    v,
                    F("domicilio", f"{p['name']}, {v}, {mun}, {est}"),
                )
            )
        elif k == 3:
            v = f"{st.upper()} {num} {col.upper()} CP {cp} {plain(mun)} {plain(est)}"
            add(
                draft(
                    "home-address",
                    "es",
                    "upper-case address of a shipping label",
                    v,
                    H(f"<p>ENVIAR A: {plain(p['name'])} — {v}</p>"),
                )
            )
        elif k == 4:
            v = f"{st} {num}, depto. {r.randint(101, 804)}, {col}, {cp} {mun}, {est}"
            add(
                draft(
                    "home-address",
                    "es",
                    "address with depto. in a recorded body",
                    v,
                    IN("direccion_envio", f"{p['name']}, {v}"),
                )
            )
        elif k == 5:
            v = f"{st} {num} – {col} – C.P. {cp} – {mun}, {est}"
            add(
                draft(
                    "home-address",
                    "es",
                    "en-dash separated, in a list item",
                    v,
                    H(f"<li>Dirección de {first_name(p)} {p['ap']}: {v}</li>"),
                )
            )
        elif k == 6:
            v = f"{num} {st}, {col}, {mun}, {est} {cp}, Mexico"
            add(
                draft(
                    "home-address",
                    "en",
                    "English home address of a named person",
                    v,
                    F("customer", f"{p['first']} {p['ap']} lives at {v}"),
                )
            )
        elif k == 7:
            v = f"Mza. {r.randint(1, 40)} Lte. {r.randint(1, 60)}, {col}, C.P. {cp}, {mun}, {est}"
            add(
                draft(
                    "home-address",
                    "es",
                    "manzana/lote address",
                    v,
                    AP(f" El domicilio de {p['name']} es {v}."),
                )
            )
        elif k == 8:
            v = f"Rua {r.choice(('das Palmeiras', 'Augusta', 'Sete de Setembro'))}, {num}, apto {r.randint(11, 99)}, {r.choice(('Pinheiros', 'Savassi', 'Boa Vista'))}, CEP {r.randint(10000, 99999)}-{r.randint(100, 999)}"
            add(
                draft(
                    "home-address",
                    "pt",
                    "Brazilian home address with CEP",
                    v,
                    H(f"<p>Endereço residencial de {P.br()}: {v}</p>"),
                )
            )
        else:
            v = f"{st} {num} {col} {cp}"
            add(
                draft(
                    "home-address",
                    "es",
                    "short address with 'domicilio:' in a CSV row",
                    v,
                    F("fila", f"{p['first']};{p['ap']};domicilio: {v};{mun}"),
                )
            )

    # ------------------------------------------------------------------ provider / account ids (50)
    acc: list[tuple[str, str, str, dict[str, Any]]] = []

    def aid(kind_form: str, value: str, where: dict[str, Any], lang: str = "en") -> None:
        acc.append((kind_form, value, lang, where))

    def stripe_id(prefix: str) -> str:
        return prefix + "1" + rand(r, ALNUM, 15)

    aid("Stripe-Account request header", (v := stripe_id("acct_")), HD("Stripe-Account", v))
    aid(
        "OpenAI-Organization header",
        (v := "org-" + rand(r, ALNUM, 24)),
        HD("OpenAI-Organization", v),
    )
    aid("OpenAI-Project header", (v := "proj_" + rand(r, ALNUM, 24)), HD("OpenAI-Project", v))
    aid(
        "x-account-id header, cust- shape",
        (v := f"cust-{r.randint(10000, 99999)}"),
        HD("x-account", v),
    )
    aid("X-Workspace-Id header", (v := "ws_" + rand(r, LOWNUM, 20)), HD("X-Workspace-Id", v))
    aid(
        "anthropic-organization-id header (UUID)",
        (v := uuid4(r)),
        HD("anthropic-organization-id", v),
    )
    aid("X-Tenant-ID header", (v := "tnt_" + rand(r, LOWNUM, 16)), HD("X-Tenant-ID", v))
    aid("x-team-id header", (v := "team_" + rand(r, ALNUM, 24)), HD("x-team-id", v))
    aid("X-Org-Id header, org- shape", (v := "org-" + rand(r, LOWNUM, 12)), HD("X-Org-Id", v))
    aid(
        "x-goog-user-project header",
        (v := f"mx-ventas-{r.randint(100000, 999999)}"),
        HD("x-goog-user-project", v),
    )
    aid("project field, proj_ shape", (v := "proj_" + rand(r, LOWNUM, 10)), F("project", v))
    aid("account_id field, acct_", (v := stripe_id("acct_")), F("account_id", v))
    aid("customer field, Stripe cus_", (v := "cus_" + rand(r, ALNUM, 14)), F("customer", v))
    aid("organization field", (v := "org-" + rand(r, ALNUM, 24)), F("organization", v))
    aid("workspace_id field", (v := "wrk_" + rand(r, LOWNUM, 18)), F("workspace_id", v))
    aid("Slack team_id field", (v := "T0" + rand(r, UPNUM, 9)), F("team_id", v))
    aid("Clerk user_ id field", (v := "user_2" + rand(r, ALNUM, 26)), F("user_id", v))
    aid("Vercel teamId field", (v := "team_" + rand(r, ALNUM, 24)), F("teamId", v))
    aid("Twilio AccountSid field", (v := "AC" + rand(r, HEX, 32)), F("AccountSid", v))
    aid(
        "AWS account id in a field",
        (v := str(r.randint(10**11, 10**12 - 1))),
        F("aws_account_id", v),
    )
    aid("MongoDB Atlas groupId", (v := rand(r, HEX, 24)), F("groupId", v))
    aid("Azure subscriptionId (UUID) field", (v := uuid4(r)), F("subscriptionId", v))
    aid(
        "GCP billing account field",
        (v := f"{rand(r, UPNUM, 6)}-{rand(r, UPNUM, 6)}-{rand(r, UPNUM, 6)}"),
        F("billingAccount", v),
    )
    aid("Cloudflare account id (32 hex) field", (v := rand(r, HEX, 32)), F("cf_account_id", v))
    aid("HubSpot portalId (number)", (v := str(r.randint(2000000, 49999999))), F("portalId", v))
    aid(
        "Supabase project ref in a field",
        (v := rand(r, "abcdefghijklmnopqrstuvwxyz", 20)),
        F("supabase_project_ref", v),
    )
    aid(
        "tenant_id with cuenta key, es",
        (v := f"cta-{r.randint(100000, 999999)}"),
        F("cuenta", v),
        "es",
    )
    aid("id_cliente, es", (v := f"CLI-{r.randint(10000, 99999)}-MX"), F("id_cliente", v), "es")
    # URL paths
    aid(
        "Stripe account in URL path",
        (v := stripe_id("acct_")),
        F("url", f"https://api.stripe.com/v1/accounts/{v}/persons"),
    )
    aid(
        "Cloudflare account in URL path",
        (v := rand(r, HEX, 32)),
        F("endpoint", f"https://api.cloudflare.com/client/v4/accounts/{v}/workers/scripts/edge-mx"),
    )
    aid(
        "OpenAI project in URL path",
        (v := "proj_" + rand(r, ALNUM, 24)),
        F("request", f"GET /v1/organization/projects/{v}/api_keys"),
    )
    aid(
        "org- in URL path",
        (v := "org-" + rand(r, LOWNUM, 10)),
        AP(f" (see https://app.example-ai.com/orgs/{v}/settings/billing)"),
    )
    aid(
        "acct_ in URL path, generic",
        (v := f"acct_{r.randint(1000, 9999)}"),
        F("next", f"/accounts/{v}/invoices?page=2"),
    )
    aid(
        "AWS account in an ARN",
        (v := str(r.randint(10**11, 10**12 - 1))),
        F("role_arn", f"arn:aws:iam::{v}:role/lambda-scraper-exec"),
    )
    aid(
        "Azure subscription in a resource URL",
        (v := uuid4(r)),
        F("resource", f"https://management.azure.com/subscriptions/{v}/resourceGroups/rg-prod-mx"),
    )
    aid(
        "MongoDB Atlas group in URL path",
        (v := rand(r, HEX, 24)),
        F("atlas_url", f"https://cloud.mongodb.com/api/atlas/v2/groups/{v}/clusters"),
    )
    aid(
        "Vercel teamId query parameter",
        (v := "team_" + rand(r, ALNUM, 24)),
        F("uri", f"https://api.vercel.com/v9/projects?teamId={v}&limit=20"),
    )
    aid(
        "GCP project in console URL",
        (v := f"acme-scraper-{r.randint(100000, 999999)}"),
        H(
            f'<p><a href="https://console.cloud.google.com/home/dashboard?project={v}">consola</a></p>'
        ),
    )
    aid(
        "Stripe dashboard link with account id",
        (v := stripe_id("acct_")),
        H(f'<p>Ver pagos: <a href="https://dashboard.stripe.com/{v}/payments">dashboard</a></p>'),
        "es",
    )
    aid(
        "customer id in page text, es",
        (v := f"cust-{r.randint(10000, 99999)}"),
        H(f"<p>Número de cliente del proveedor: {v}</p>"),
        "es",
    )
    aid(
        "workspace id in a sentence, es",
        (v := "ws-" + rand(r, LOWNUM, 12)),
        AP(f" Tu espacio de trabajo ({v}) alcanzó el límite de consultas."),
        "es",
    )
    aid(
        "user_ id in a log line",
        (v := "user_" + rand(r, LOWNUM, 14)),
        F("log", f"2024-06-02 12:00:01 INFO quota exceeded for {v} plan=free"),
    )
    aid("account in a recorded JSON body", (v := f"acct_{rand(r, LOWNUM, 12)}"), IN("account", v))
    aid(
        "organization in a recorded JSON body",
        (v := "org-" + rand(r, ALNUM, 24)),
        IN("organization_id", v),
    )
    aid(
        "project id in a recorded JSON body",
        (v := "prj_" + rand(r, ALNUM, 16)),
        IN("project_id", v),
    )
    aid(
        "Sentry organization id in URL path",
        (v := f"o{r.randint(100000, 4999999)}"),
        F("upload_url", f"https://sentry.io/api/0/organizations/{v}/releases/"),
    )
    aid("Mailchimp account id field", (v := rand(r, HEX, 25)), F("mc_account_id", v))
    aid(
        "Firebase project id near account key",
        (v := f"tienda-mx-{rand(r, LOWNUM, 5)}"),
        F("firebase_project_id", v),
    )
    aid("Shopify shop id field", (v := str(r.randint(10**10, 9 * 10**10))), F("shop_id", v))
    aid(
        "billing account number of a provider",
        (v := f"BA-{r.randint(1000, 9999)}-{r.randint(100000, 999999)}"),
        F("billing_account", v),
    )
    for form, value, lang, where in acc:
        add(draft("account-id", lang, form, value, where, family="account-id"))
    return out
