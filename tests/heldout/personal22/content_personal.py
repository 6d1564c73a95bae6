# ruff: noqa: E501, E731
# (data module: long literal templates and values on purpose)
"""Personal data items of corpus 22 (label ``personal``; families personal / account-id).

Every template is a way a recorder in a hurry, a school, a clinic, a landlord or a log
writes a person's datum; the values are built in ``valid.py`` (check digits) and invented.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import valid
from common import (
    COLONIAS,
    FREEMAIL,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    MUNIS,
    STREETS,
    Entry,
    Person,
    mx_local,
    strip_accents,
)

KEYS = [
    "note",
    "comentario",
    "observaciones",
    "raw",
    "snippet_note",
    "log_line",
    "csv_row",
    "descripcion",
    "extra",
    "body_preview",
    "detalle",
    "contexto",
    "mensaje",
    "text_extra",
]

T = tuple[str, str, str, str]  # lang, where, html template, text template


def _spaced(s: str, n: int) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def _gen(
    rng: random.Random,
    out: list[Entry],
    kind: str,
    n: int,
    value: Callable[[int, Person], tuple[str, str]],
    tpls: list[T],
    family: str = "personal",
) -> None:
    for i in range(n):
        p = Person(rng)
        v, notation = value(i, p)
        lang, where, h, t = tpls[i % len(tpls)]
        ctx = {"v": v, "n": p.name, "s": p.short, "f": p.first.split()[0]}
        out.append(
            Entry(
                "personal",
                family,
                kind,
                lang,
                f"{notation}; {where}",
                v,
                html=h.format(**ctx),
                text=t.format(**ctx),
                key=KEYS[(i * 5 + len(kind)) % len(KEYS)],
            )
        )


def build(rng: random.Random) -> list[Entry]:
    out: list[Entry] = []

    # ------------------------------------------------------------------ CURP
    def curp_v(i: int, p: Person) -> tuple[str, str]:
        c = valid.curp(p.first, p.pat, p.mat, p.y, p.mo, p.d, "H" if p.sex == "H" else "M", rng)
        forms = [
            (c, "upper"),
            (c.lower(), "lower"),
            (_spaced(c, 4), "spaced by 4"),
            (f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}", "hyphenated"),
            (c[:1] + c[1:].lower(), "capitalised"),
            (f"{c[:4]} {c[4:10]} {c[10:]}", "3 groups"),
        ]
        return forms[i % len(forms)]

    _gen(
        rng,
        out,
        "curp",
        30,
        curp_v,
        [
            (
                "es",
                "html prose",
                "<p>Se inscribió a {n} (CURP {v}) en el taller de robótica del turno vespertino.</p>",
                "Alumno inscrito: {n}, CURP {v}, grupo 3B",
            ),
            (
                "es",
                "html table row",
                '<table class="alumnos"><tr><td>{n}</td><td>{v}</td><td>3° B</td></tr></table>',
                "{n};{v};3B;vespertino",
            ),
            (
                "es",
                "html form input value",
                '<form action="/tramite"><input type="text" name="curp" value="{v}"></form>',
                "form curp={v} nombre={n}",
            ),
            (
                "es",
                "html list item",
                "<ul><li>Paciente: {s} — CURP: {v}</li></ul>",
                "cita IMSS: {s} curp:{v} 09:40",
            ),
            (
                "es",
                "html definition list",
                "<dl><dt>CURP del solicitante</dt><dd>{v}</dd></dl>",
                "CURP del solicitante: {v}",
            ),
            (
                "es",
                "html data attribute",
                '<div class="ficha" data-curp="{v}">Ficha de {f}</div>',
                "[debug] beneficiario={s} curp={v}",
            ),
            (
                "es",
                "html footer note",
                "<footer><small>Comprobante emitido para {n}, CURP {v}.</small></footer>",
                "comprobante emitido para {n} CURP {v}",
            ),
            (
                "en",
                "html prose",
                "<p>Student {n} (Mexican CURP: {v}) transferred from Puebla.</p>",
                "student {n} CURP {v} transfer pending",
            ),
            (
                "pt",
                "html prose",
                "<p>A aluna {n}, CURP {v}, foi transferida para a unidade de Guadalajara.</p>",
                "aluna {n} CURP {v}",
            ),
            (
                "es",
                "html title attribute",
                '<span title="CURP: {v}">{s}</span>',
                "chat: oye mi curp es {v} por si la ocupas",
            ),
        ],
    )

    # ------------------------------------------------------------------ RFC persona física
    def rfc_v(i: int, p: Person) -> tuple[str, str]:
        r = valid.rfc_fisica(p.first, p.pat, p.mat, p.y, p.mo, p.d, rng)
        forms = [
            (r, "plain"),
            (f"{r[:4]}-{r[4:10]}-{r[10:]}", "hyphenated"),
            (f"{r[:4]} {r[4:10]} {r[10:]}", "spaced"),
            (r.lower(), "lower"),
        ]
        return forms[i % len(forms)]

    _gen(
        rng,
        out,
        "rfc-persona-fisica",
        24,
        rfc_v,
        [
            (
                "es",
                "html prose",
                "<p>Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03.</p>",
                "Facturar a {n} RFC {v} uso CFDI G03",
            ),
            (
                "es",
                "html table cell",
                "<table><tr><th>Arrendatario</th><td>{n}</td><th>RFC</th><td>{v}</td></tr></table>",
                "recibo de renta | {n} | RFC {v} | $8,500",
            ),
            (
                "es",
                "html form value",
                '<form><input name="rfc_receptor" value="{v}"><input name="nombre" value="{n}"></form>',
                "rfc_receptor={v}&regimen=612",
            ),
            (
                "es",
                "html list",
                "<ol><li>Ticket #5521: el cliente {s} pide factura con RFC {v}</li></ol>",
                "Ticket 5521 cliente {s} RFC {v}",
            ),
            (
                "en",
                "html prose",
                "<p>Invoice request from {n}; tax id (RFC) {v}.</p>",
                "invoice to {n}, RFC {v}",
            ),
            (
                "es",
                "html aria-label",
                '<div aria-label="RFC de {f}: {v}" class="rfc"></div>',
                "rfc persona fisica: {v} ({s})",
            ),
        ],
    )

    # ------------------------------------------------------------------ NSS
    def nss_v(i: int, p: Person) -> tuple[str, str]:
        s = valid.nss(rng)
        forms = [
            (s, "plain"),
            (f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}", "hyphenated"),
            (f"{s[:4]} {s[4:8]} {s[8:]}", "spaced"),
            (f"{s[:10]}-{s[10]}", "check digit split"),
        ]
        return forms[i % len(forms)]

    _gen(
        rng,
        out,
        "nss",
        16,
        nss_v,
        [
            (
                "es",
                "html prose",
                "<p>Número de Seguridad Social de {n}: {v}. Clínica UMF 20.</p>",
                "NSS {v} - {n} - UMF 20",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>{s}</td><td>NSS</td><td>{v}</td></tr></table>",
                "{s},NSS,{v},alta 2024-02-01",
            ),
            (
                "es",
                "html input",
                '<form><input name="nss" placeholder="NSS" value="{v}"></form>',
                "imss.nss={v}",
            ),
            (
                "en",
                "html prose",
                "<p>Employee {n}, IMSS social security number {v}.</p>",
                "employee {n} IMSS no. {v}",
            ),
        ],
    )

    # ------------------------------------------------------------------ INE clave de elector
    def ine_v(i: int, p: Person) -> tuple[str, str]:
        c = valid.ine_clave(
            p.first, p.pat, p.mat, p.y, p.mo, p.d, "H" if p.sex == "H" else "M", rng
        )
        return [(c, "plain"), (c.lower(), "lower"), (_spaced(c, 6), "spaced")][i % 3]

    _gen(
        rng,
        out,
        "ine-clave-elector",
        12,
        ine_v,
        [
            (
                "es",
                "html prose",
                "<p>Identificación: INE de {n}, clave de elector {v}.</p>",
                "INE clave elector {v} ({n})",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>Clave de elector</td><td>{v}</td></tr></table>",
                "clave_elector={v}",
            ),
            (
                "es",
                "html li",
                "<ul><li>{s} — credencial para votar, clave {v}</li></ul>",
                "{s}: credencial para votar clave {v}",
            ),
        ],
    )

    # ------------------------------------------------------------------ CLABE
    def clabe_v(i: int, p: Person) -> tuple[str, str]:
        c = valid.clabe(rng)
        return [
            (c, "plain"),
            (f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "3-3-11-1"),
            (_spaced(c, 4), "spaced by 4"),
        ][i % 3]

    _gen(
        rng,
        out,
        "clabe",
        14,
        clabe_v,
        [
            (
                "es",
                "html prose",
                "<p>Para el reembolso, deposita a {n}, CLABE {v}.</p>",
                "reembolso a {n} CLABE {v}",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>Beneficiario</td><td>{s}</td><td>CLABE interbancaria</td><td>{v}</td></tr></table>",
                "beneficiario {s}; clabe {v}",
            ),
            (
                "es",
                "html whatsapp-ish",
                "<p>{f}: te paso mi clabe {v} porfa confirma</p>",
                "msg from {f}: mi clabe {v}",
            ),
            (
                "pt",
                "html prose",
                "<p>Conta para pagamento de {n} (CLABE mexicana): {v}</p>",
                "conta CLABE {v} de {n}",
            ),
        ],
    )

    # ------------------------------------------------------------------ cards
    def card_v(i: int, p: Person) -> tuple[str, str]:
        brand = ["visa", "mc", "amex", "mc2"][i % 4]
        c = valid.card(rng, brand)
        fm = i % 3
        if fm == 1:
            c = " ".join([c[:4], c[4:10], c[10:]]) if brand == "amex" else _spaced(c, 4)
        elif fm == 2:
            c = (
                "-".join([c[:4], c[4:10], c[10:]])
                if brand == "amex"
                else "-".join(c[j : j + 4] for j in range(0, 16, 4))
            )
        return c, f"{brand} {['plain', 'spaced', 'hyphenated'][fm]}"

    _gen(
        rng,
        out,
        "card",
        14,
        card_v,
        [
            (
                "es",
                "html prose",
                "<p>Cargo recurrente a la tarjeta {v} de {n}, vence 08/28.</p>",
                "cargo tarjeta {v} titular {n}",
            ),
            (
                "en",
                "html table",
                "<table><tr><td>Cardholder</td><td>{n}</td><td>PAN</td><td>{v}</td></tr></table>",
                "pan={v} holder={n} exp=11/27",
            ),
            (
                "es",
                "html form",
                '<form><input name="cc_number" value="{v}"></form>',
                "cc_number: {v}",
            ),
            (
                "pt",
                "html prose",
                "<p>Cartão de {n}: {v} (validade 03/29)</p>",
                "cartao {v} validade 03/29",
            ),
        ],
    )

    # ------------------------------------------------------------------ passports
    def pass_v(i: int, p: Person) -> tuple[str, str]:
        k = i % 6
        d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
        L = lambda n: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))
        return [
            (rng.choice("GN") + d(8), "MX G/N+8"),
            (d(9), "US 9 digits"),
            (L(3) + d(6), "ES AAA999999"),
            (L(2) + d(6), "BR AA999999"),
            (L(2) + d(6), "CA AA999999"),
            ("G" + d(8), "MX G+8"),
        ][k]

    _gen(
        rng,
        out,
        "passport",
        18,
        pass_v,
        [
            (
                "es",
                "html prose",
                "<p>Pasaporte de {n}: {v}, vigente hasta 2031.</p>",
                "pasaporte {v} titular {n}",
            ),
            (
                "en",
                "html prose",
                "<p>Traveller {n}, passport no. {v}, seat 14C.</p>",
                "passenger {n} passport {v}",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>Huésped</td><td>{s}</td><td>Núm. de pasaporte</td><td>{v}</td></tr></table>",
                "huesped={s};pasaporte={v}",
            ),
            (
                "pt",
                "html prose",
                "<p>Passaporte n.º {v} em nome de {n}.</p>",
                "passaporte n.º {v} ({n})",
            ),
            (
                "es",
                "html li",
                "<ul><li>{s} — No. pasaporte {v} — visa en trámite</li></ul>",
                "{s} no. pasaporte {v}",
            ),
            (
                "en",
                "html input",
                '<form><input name="passport_number" value="{v}"><input name="full_name" value="{n}"></form>',
                "passport_number={v}",
            ),
        ],
    )

    # ------------------------------------------------------------------ birth dates
    def bd_v(i: int, p: Person) -> tuple[str, str]:
        k = i % 7
        return [
            (f"{p.d} de {MONTHS_ES[p.mo - 1]} de {p.y}", "es long"),
            (f"{p.d:02d}/{p.mo:02d}/{p.y}", "dd/mm/yyyy"),
            (f"{p.y}-{p.mo:02d}-{p.d:02d}", "ISO"),
            (f"{p.d:02d}-{MONTHS_ES[p.mo - 1][:3].upper()}-{p.y}", "dd-MMM-yyyy"),
            (f"{MONTHS_EN[p.mo - 1]} {p.d}, {p.y}", "en long"),
            (f"{p.d} de {MONTHS_PT[p.mo - 1]} de {p.y}", "pt long"),
            (f"{p.d:02d}.{p.mo:02d}.{p.y}", "dd.mm.yyyy"),
        ][k]

    _gen(
        rng,
        out,
        "birth-date",
        21,
        bd_v,
        [
            (
                "es",
                "html prose",
                "<p>{n} nació el {v} en León, Guanajuato.</p>",
                "{n} nacio el {v} en Leon",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>{n}</td><td>Fecha de nacimiento</td><td>{v}</td></tr></table>",
                "{n},F. nacimiento,{v}",
            ),
            (
                "es",
                "html li",
                "<ul><li>Jugador: {s} · Fecha nac.: {v} · Cat. Sub-15</li></ul>",
                "roster: {s} fnac {v}",
            ),
            (
                "es",
                "html dl",
                "<dl><dt>Paciente</dt><dd>{n}</dd><dt>Nacimiento</dt><dd>{v}</dd></dl>",
                "paciente {n} nacimiento {v}",
            ),
            (
                "en",
                "html prose",
                "<p>{n} (date of birth: {v}) joined the program.</p>",
                "DOB {v} - {n}",
            ),
            (
                "pt",
                "html prose",
                "<p>{n}, nascida em {v}, reside em Curitiba.</p>",
                "{n} nascimento {v}",
            ),
            (
                "es",
                "html small",
                "<p><small>¡Feliz cumpleaños a {n}! (nació el {v})</small></p>",
                "cumpleanos de {n}: {v}",
            ),
        ],
    )

    # ------------------------------------------------------------------ home addresses
    def addr_v(i: int, p: Person) -> tuple[str, str]:
        muni, st = rng.choice(MUNIS)
        num = rng.randint(3, 2450)
        cp = f"{rng.randint(1, 99):02d}{rng.randint(0, 999):03d}"
        k = i % 5
        return [
            (
                f"{rng.choice(STREETS)} #{num}, {rng.choice(COLONIAS)}, C.P. {cp}, {muni}, {st}",
                "street #, Col., C.P.",
            ),
            (
                f"{rng.choice(STREETS)} núm. {num} int. {rng.randint(1, 12)}, {rng.choice(COLONIAS)}, {muni}",
                "núm. int.",
            ),
            (
                f"{rng.choice(STREETS)} No. {num}, depto. {rng.randint(101, 504)}, CP {cp}",
                "No. depto. CP",
            ),
            (
                f"{rng.choice(STREETS)} {num}, {rng.choice(COLONIAS)}, {muni}, {st} {cp}",
                "bare number",
            ),
            (
                f"Mz. {rng.randint(1, 40)} Lt. {rng.randint(1, 60)}, {rng.choice(COLONIAS)}, C.P. {cp}",
                "manzana lote",
            ),
        ][k]

    _gen(
        rng,
        out,
        "home-address",
        24,
        addr_v,
        [
            (
                "es",
                "html prose",
                "<p>Domicilio particular de {n}: {v}.</p>",
                "domicilio particular {n}: {v}",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>Entregar a</td><td>{n}</td><td>{v}</td></tr></table>",
                "ENTREGA | {n} | {v}",
            ),
            ("es", "html address", "<address>{n}<br>{v}</address>", "{n} vive en {v}"),
            (
                "en",
                "html prose",
                "<p>Ship to {n}, home address {v}.</p>",
                "ship_to={n}; address={v}",
            ),
            (
                "es",
                "html li",
                "<ul><li>Se renta cuarto, preguntar por {s} en {v}</li></ul>",
                "rento cuarto, con {s} en {v}",
            ),
            (
                "pt",
                "html prose",
                "<p>Endereço residencial de {n}: {v}.</p>",
                "endereço de {n}: {v}",
            ),
        ],
    )

    # ------------------------------------------------------------------ phones of people
    def ph_v(i: int, p: Person) -> tuple[str, str]:
        a, r = mx_local(rng)
        ten = a + r
        k = i % 12
        if len(a) == 2:
            sp = f"{a} {r[:4]} {r[4:]}"
            par = f"({a}) {r[:4]}-{r[4:]}"
            dots = f"{a}.{r[:4]}.{r[4:]}"
        else:
            sp = f"{a} {r[:3]} {r[3:]}"
            par = f"({a}) {r[:3]}-{r[3:]}"
            dots = f"{a}.{r[:3]}.{r[3:]}"
        return [
            (f"+52 {sp}", "+52 spaced"),
            (f"+52 1 {sp}", "+52 1 mobile"),
            (f"044 {sp}", "044"),
            (f"045 {ten}", "045 bare"),
            (par, "(area) xxxx-xxxx"),
            (dots, "dotted"),
            (ten, "bare 10 digits"),
            (f"+52{ten}", "+52 compact"),
            (f"{a}-{r[:4]}-{r[4:]}", "hyphenated"),
            (f"+52 ({a}) {r}", "+52 (area)"),
            (f"52 {ten}", "52 no plus"),
            (f"{ten[:3]} {ten[3:6]} {ten[6:]}", "3-3-4"),
        ][k]

    _gen(
        rng,
        out,
        "phone",
        48,
        ph_v,
        [
            (
                "es",
                "html prose",
                "<p>Comunícate con {n} al {v} para recoger el paquete.</p>",
                "Comunícate con {n} al {v}",
            ),
            ("es", "html li", "<ul><li>{s} {v}</li></ul>", "{s} {v}"),
            (
                "es",
                "html prose first person",
                "<p>Vendo bici rodada 26, mi cel es {v}, pregunten por {f}.</p>",
                "vendo bici, mi cel {v} ({f})",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>Tutor</td><td>{n}</td><td>Celular</td><td>{v}</td></tr></table>",
                "tutor={n};cel={v}",
            ),
            (
                "es",
                "html tel link",
                '<p>Llama a <a href="tel:{v}">{f}</a> después de las 6.</p>',
                "tel:{v} ({f})",
            ),
            (
                "en",
                "html prose",
                "<p>Reach {n} on their personal cell {v}.</p>",
                "personal cell of {n}: {v}",
            ),
            (
                "es",
                "html dl",
                "<dl><dt>Teléfono particular</dt><dd>{v}</dd><dt>Nombre</dt><dd>{n}</dd></dl>",
                "Tel. particular {v} - {n}",
            ),
            ("pt", "html prose", "<p>Celular pessoal de {n}: {v}</p>", "celular de {n}: {v}"),
            (
                "es",
                "html data attribute",
                '<div class="contacto" data-phone="{v}">{n}</div>',
                "user.phone={v} user.name={s}",
            ),
            (
                "es",
                "html footer",
                "<footer><p>Informes con {s} (particular): {v}</p></footer>",
                "informes con {s}, {v}",
            ),
            (
                "es",
                "html prose",
                "<p>Mi número es {v}, mándame mensaje. — {f}</p>",
                "mi numero es {v} saludos {f}",
            ),
            (
                "es",
                "html small",
                "<p><small>Contacto de emergencia: {n}, {v}</small></p>",
                "emergencia: {n} {v}",
            ),
        ],
    )

    def wa_v(i: int, p: Person) -> tuple[str, str]:
        a, r = mx_local(rng)
        return [
            (f"https://wa.me/521{a}{r}", "wa.me 521"),
            (f"https://api.whatsapp.com/send?phone=52{a}{r}", "api.whatsapp.com"),
            (f"wa.me/52{a}{r}", "wa.me bare"),
            (f"+52 1 {a} {r}", "WhatsApp label"),
        ][i % 4]

    _gen(
        rng,
        out,
        "whatsapp",
        8,
        wa_v,
        [
            (
                "es",
                "html link",
                '<p>Escríbele a {f} por <a href="{v}">WhatsApp</a>.</p>',
                "whatsapp de {f}: {v}",
            ),
            ("es", "html prose", "<p>WhatsApp de {n}: {v}</p>", "WhatsApp {n} {v}"),
        ],
    )

    # ------------------------------------------------------------------ e-mails
    def em_v(i: int, p: Person) -> tuple[str, str]:
        f = p.first.split()[0].lower()
        pat = p.pat.lower()
        dom = rng.choice(FREEMAIL)
        k = i % 8
        y = p.y % 100
        base_plain = f"{strip_accents(f)}.{strip_accents(pat)}{y}@{dom}"
        return [
            (base_plain, "plain"),
            (f"{f}.{pat}@{dom}", "accented local part"),
            (base_plain.upper(), "upper case"),
            (
                f"mailto:{strip_accents(f)}_{strip_accents(pat)}@{dom}?subject=Cotizaci%C3%B3n&body=Hola",
                "mailto with query",
            ),
            (
                f"{strip_accents(f)[0]}{strip_accents(pat)}{rng.randint(1, 999)}@{dom}",
                "initial+surname+digits",
            ),
            (f"{f.capitalize()}.{pat.capitalize()}@{dom}", "mixed case accented"),
            (f"{strip_accents(pat)}.{strip_accents(f)}+facturas@{dom}", "plus tag"),
            (f"{f}{y}@{dom}", "name+year"),
        ][k]

    _gen(
        rng,
        out,
        "email",
        32,
        em_v,
        [
            (
                "es",
                "html prose",
                "<p>Envía los documentos a {n} ({v}).</p>",
                "enviar docs a {n} <{v}>",
            ),
            (
                "es",
                "html mailto link",
                '<p>Dudas: <a href="mailto:{v}">{f}</a></p>',
                "dudas con {f}: {v}",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>{n}</td><td>Correo personal</td><td>{v}</td></tr></table>",
                "{n};{v};activo",
            ),
            ("en", "html From line", "<p>From: {n} &lt;{v}&gt;</p>", "From: {n} <{v}>"),
            (
                "es",
                "html input",
                '<form><input type="email" name="correo" value="{v}"></form>',
                "correo={v}",
            ),
            ("pt", "html prose", "<p>E-mail pessoal de {n}: {v}</p>", "email pessoal {v}"),
            ("es", "html li", "<ul><li>{s}: mi correo es {v}</li></ul>", "{s}: mi correo es {v}"),
            (
                "es",
                "html footer",
                "<footer><p>Blog personal de {n} · {v}</p></footer>",
                "autor {n} {v}",
            ),
        ],
    )

    def eo_v(i: int, p: Person) -> tuple[str, str]:
        f = strip_accents(p.first.split()[0].lower())
        pat = strip_accents(p.pat.lower())
        k = i % 7
        return [
            (f"{f}.{pat} [arroba] gmail [punto] com", "[arroba] [punto]"),
            (f"{f}{pat} (arroba) hotmail (punto) com", "(arroba) (punto)"),
            (f"{f}_{pat} at yahoo dot com dot mx", "at dot"),
            (f"{f}.{pat}[at]outlook[dot]com", "[at][dot]"),
            (f"{f}{pat} arroba gmail punto com", "arroba punto"),
            (f"{f} (at) protonmail (dot) com", "(at) (dot)"),
            (f"{f}.{pat} @ gmail . com", "spaced @ ."),
        ][k]

    _gen(
        rng,
        out,
        "email-obfuscated",
        14,
        eo_v,
        [
            ("es", "html prose", "<p>Escríbeme: {v} — {f}</p>", "escribeme a {v}"),
            ("es", "html li", "<ul><li>{n}: {v}</li></ul>", "{n} correo {v}"),
            ("en", "html prose", "<p>Contact {s} at {v} (no spam pls)</p>", "contact {s}: {v}"),
        ],
    )

    # ------------------------------------------------------------------ sensitive and other data
    def ip_v(i: int, p: Person) -> tuple[str, str]:
        if i % 3 == 2:
            return (
                f"2806:{rng.randint(256, 4095):x}:{rng.randint(1, 65535):x}:{rng.randint(1, 65535):x}::{rng.randint(1, 255):x}",
                "IPv6",
            )
        return (
            f"{rng.choice([189, 187, 201, 177, 148])}.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(2, 254)}",
            "IPv4",
        )

    _gen(
        rng,
        out,
        "user-ip",
        10,
        ip_v,
        [
            (
                "es",
                "html prose",
                "<p>Acceso de {n} desde la IP {v} a las 23:14.</p>",
                "login user={s} ip={v}",
            ),
            (
                "en",
                "html table",
                "<table><tr><td>{s}</td><td>last login IP</td><td>{v}</td></tr></table>",
                "client_ip={v} user={s}",
            ),
        ],
    )

    def sal_v(i: int, p: Person) -> tuple[str, str]:
        return [
            (f"${rng.randint(12, 95)},{rng.randint(0, 999):03d}.00 MXN mensuales", "MXN monthly"),
            (f"sueldo bruto ${rng.randint(180, 900)},{rng.randint(0, 999):03d} anuales", "annual"),
            (f"US$ {rng.randint(40, 160)},{rng.randint(0, 9)}00 per year", "USD"),
        ][i % 3]

    _gen(
        rng,
        out,
        "salary",
        9,
        sal_v,
        [
            ("es", "html prose", "<p>El salario de {n} es de {v}.</p>", "salario {n}: {v}"),
            (
                "es",
                "html table",
                "<table><tr><td>{n}</td><td>Puesto: analista</td><td>{v}</td></tr></table>",
                "nomina;{n};{v}",
            ),
            ("en", "html prose", "<p>{n}'s compensation: {v}.</p>", "comp {n} {v}"),
        ],
    )

    sensitive: list[tuple[str, list[str], list[T]]] = [
        (
            "assets",
            [
                "casa en Metepec con valor catastral de $3,450,000",
                "cuenta de inversión con saldo de $1,280,400",
                "dos terrenos en Tulum y un Jetta 2019",
                "adeudo hipotecario de $2,100,000 con Infonavit",
                "ahorro para el retiro de $640,000 en su Afore",
            ],
            [
                (
                    "es",
                    "html prose",
                    "<p>Declaración patrimonial privada de {n}: {v}.</p>",
                    "patrimonio de {n}: {v}",
                )
            ],
        ),
        (
            "health",
            [
                "diagnóstico de diabetes tipo 2",
                "VIH positivo en tratamiento antirretroviral",
                "depresión mayor, en tratamiento con sertralina",
                "embarazo de 22 semanas",
                "esquizofrenia paranoide controlada",
                "cáncer de mama en etapa II",
                "epilepsia del lóbulo temporal",
                "type 1 diabetes, insulin pump",
                "hepatitis C crônica",
                "trastorno bipolar tipo I",
            ],
            [
                ("es", "html prose", "<p>Expediente de {n}: {v}.</p>", "expediente {n}: {v}"),
                (
                    "es",
                    "html table",
                    "<table><tr><td>{s}</td><td>{v}</td><td>consulta 12/03</td></tr></table>",
                    "{s};{v}",
                ),
            ],
        ),
        (
            "ethnic-origin",
            [
                "hablante de náhuatl, se identifica como indígena nahua",
                "afromexicana de la Costa Chica",
                "pertenece al pueblo wixárika",
                "origem indígena guarani",
            ],
            [("es", "html prose", "<p>En la encuesta, {n} declaró ser {v}.</p>", "{n}: {v}")],
        ),
        (
            "religion",
            [
                "testigo de Jehová, rechaza transfusiones",
                "católico practicante, catequista de la parroquia",
                "se convirtió al islam en 2019",
                "miembro de la Iglesia de la Luz del Mundo",
            ],
            [("es", "html prose", "<p>Nota del caso de {n}: {v}.</p>", "nota caso {n}: {v}")],
        ),
        (
            "sexual-life",
            [
                "vive con su pareja del mismo sexo desde 2015",
                "se declaró bisexual en la entrevista",
                "en tratamiento por una infección de transmisión sexual",
                "mujer trans en proceso de reasignación",
            ],
            [("es", "html prose", "<p>De la entrevista a {n}: {v}.</p>", "entrevista {n}: {v}")],
        ),
        (
            "criminal-record",
            [
                "sentenciado en 2016 por robo con violencia, causa penal 245/2016",
                "antecedentes penales por fraude (Reclusorio Oriente, 2011)",
                "vinculado a proceso por lesiones en 2022",
                "carta de antecedentes penales con registro positivo",
                "preso político em 1979",
            ],
            [
                (
                    "es",
                    "html prose",
                    "<p>Informe de investigación laboral de {n}: {v}.</p>",
                    "background {n}: {v}",
                )
            ],
        ),
    ]
    for kind, vals, tpls in sensitive:
        _gen(rng, out, kind, len(vals), lambda i, p, vals=vals: (vals[i], "phrase"), tpls)

    def plate_v(i: int, p: Person) -> tuple[str, str]:
        L = lambda n: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))
        return [
            (f"{L(3)}-{rng.randint(100, 999)}-{L(1)}", "AAA-999-A"),
            (f"{L(3)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}", "AAA-99-99"),
            (f"{rng.randint(100, 999)}-{L(3)}", "999-AAA"),
            (f"{L(2)}-{rng.randint(1000, 9999)}-{L(1)}", "AA-9999-A"),
        ][i % 4]

    _gen(
        rng,
        out,
        "plate",
        8,
        plate_v,
        [
            (
                "es",
                "html prose",
                "<p>El Tsuru de {n}, placas {v}, quedó en el corralón.</p>",
                "vehiculo de {n} placas {v}",
            ),
            (
                "es",
                "html table",
                "<table><tr><td>Residente</td><td>{s}</td><td>Placas</td><td>{v}</td></tr></table>",
                "residente {s} placas {v}",
            ),
        ],
    )

    # ------------------------------------------------------------------ account ids
    hexs = lambda n: "".join(rng.choice("0123456789abcdef") for _ in range(n))
    alnum = lambda n: "".join(
        rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(n)
    )
    acct: list[tuple[str, str, str]] = [
        ("acct_" + alnum(16), "Stripe-Account", "stripe acct_"),
        (f"cust-{rng.randint(10000, 99999)}", "x-account", "cust-"),
        ("org-" + alnum(24), "OpenAI-Organization", "openai org-"),
        ("proj_" + alnum(24), "OpenAI-Project", "openai proj_"),
        ("user_" + alnum(20), "x-user-id", "user_"),
        ("ws_" + hexs(12), "X-Workspace-Id", "ws_"),
        ("team_" + alnum(18), "x-team-id", "team_"),
        (f"{rng.randint(100000000000, 999999999999)}", "X-Amz-Account", "aws 12 digits"),
        ("org_" + alnum(14), "X-Organization-Id", "org_"),
        ("cus_" + alnum(14), "x-customer-id", "stripe cus_"),
        (f"tenant-{hexs(8)}", "X-Tenant", "tenant-"),
        (f"AC{hexs(32)}", "X-Twilio-AccountSid", "twilio AC"),
        (f"prj-{hexs(10)}", "x-project-id", "prj-"),
        (f"usr_{alnum(12)}", "X-End-User", "usr_"),
        (f"workspace-{rng.randint(1000, 9999)}", "X-Workspace", "workspace-"),
        (f"cid_{alnum(10)}", "x-client-account", "cid_"),
    ]
    fields = [
        "account_id",
        "project",
        "customer",
        "organization",
        "workspace_id",
        "accountId",
        "team",
        "tenant_id",
        "customerId",
        "org_id",
        "owner_account",
        "billing_account",
    ]
    paths = [
        "/v1/accounts/{v}/usage",
        "/api/organizations/{v}/members",
        "/v2/projects/{v}/keys",
        "/customers/{v}/invoices",
        "/workspaces/{v}/settings",
        "/teams/{v}/billing",
    ]
    for i in range(52):
        v, hname, shape = acct[i % len(acct)]
        if i >= len(acct):
            # fresh value of the same shape
            v = {
                0: "acct_" + alnum(16),
                1: f"cust-{rng.randint(10000, 99999)}",
                2: "org-" + alnum(24),
                3: "proj_" + alnum(24),
                4: "user_" + alnum(20),
                5: "ws_" + hexs(12),
                6: "team_" + alnum(18),
                7: f"{rng.randint(100000000000, 999999999999)}",
                8: "org_" + alnum(14),
                9: "cus_" + alnum(14),
                10: f"tenant-{hexs(8)}",
                11: f"AC{hexs(32)}",
                12: f"prj-{hexs(10)}",
                13: f"usr_{alnum(12)}",
                14: f"workspace-{rng.randint(1000, 9999)}",
                15: f"cid_{alnum(10)}",
            }[i % len(acct)]
        mode = i % 4
        path = paths[i % len(paths)].format(v=v)
        if mode == 0:
            out.append(
                Entry(
                    "personal",
                    "account-id",
                    "account-id",
                    "en",
                    f"{shape}; recorded header {hname}",
                    v,
                    header=(hname, v),
                )
            )
        elif mode == 1:
            out.append(
                Entry(
                    "personal",
                    "account-id",
                    "account-id",
                    "en",
                    f"{shape}; body field",
                    v,
                    html=f"<p>Cuenta del cliente: <code>{fields[i % len(fields)]}={v}</code></p>",
                    text=v,
                    key=fields[i % len(fields)],
                )
            )
        elif mode == 2:
            out.append(
                Entry(
                    "personal",
                    "account-id",
                    "account-id",
                    "en",
                    f"{shape}; URL path",
                    v,
                    html=f'<p><a href="https://api.provider.example{path}">uso de la cuenta</a></p>',
                    text=f"GET https://api.provider.example{path} 200",
                    key="request_line",
                )
            )
        else:
            out.append(
                Entry(
                    "personal",
                    "account-id",
                    "account-id",
                    "es",
                    f"{shape}; error message",
                    v,
                    html=f"<p>Error 403: la cuenta {v} no tiene acceso a este recurso.</p>",
                    text=f"quota exceeded for {hname.lower()} {v}; upgrade your plan",
                    key="error_detail",
                )
            )
    return out
