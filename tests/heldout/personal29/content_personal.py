# ruff: noqa: E501 - long literal templates of page snippets
"""Personal data and account ids of corpus 29, in public-record contexts.

Each generator returns partial items: ``kind``, ``family``, ``lang``, ``form``, ``value``,
``html`` (a snippet for a page, may be several lines; None when it only fits a text field),
``text`` (a one-line string for a JSON/YAML field) and ``key`` (the field name to use).
"""

from __future__ import annotations

import random
from typing import Any

from values import (
    FREEMAIL,
    Person,
    card,
    clabe,
    email_local,
    fmt_phone,
    group_card,
    nss,
    rnd,
)

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
MON3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]

CALLES = [
    "Calle Fresno",
    "Av. de los Maestros",
    "Privada Jacarandas",
    "Cerrada de Tulipanes",
    "Andador Pípila",
    "Calz. de Guadalupe",
    "Calle Mina",
    "Av. Hidalgo Poniente",
    "Calle Vicente Guerrero",
    "Privada del Ciprés",
    "Retorno 14 de Cafetales",
]
COLONIAS = [
    ("Col. Santa Úrsula Coapa", "04650", "Coyoacán", "CDMX"),
    ("Col. Lomas de Atemajac", "45178", "Zapopan", "Jal."),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. Bellavista", "37360", "León", "Gto."),
    ("Fracc. Jardines de San Manuel", "72570", "Puebla", "Pue."),
    ("Col. Cimatario", "76030", "Querétaro", "Qro."),
    ("Col. García Ginerés", "97070", "Mérida", "Yuc."),
    ("Col. Valle Dorado", "54020", "Tlalnepantla de Baz", "Edo. Méx."),
]

Item = dict[str, Any]


def _it(
    kind: str,
    lang: str,
    form: str,
    value: str,
    html: str | None,
    text: str | None,
    key: str,
    family: str = "personal",
    header: bool = False,
) -> Item:
    return {
        "kind": kind,
        "family": family,
        "lang": lang,
        "form": form,
        "value": value,
        "html": html,
        "text": text,
        "key": key,
        "header": header,
    }


def _lang(rng: random.Random) -> str:
    return rng.choices(["es", "en", "pt"], weights=[70, 16, 14])[0]


def _addr(rng: random.Random) -> str:
    col, cp, mun, edo = rng.choice(COLONIAS)
    calle = rng.choice(CALLES)
    num = rng.randint(3, 2890)
    inner = rng.choice(
        [
            "",
            f" int. {rng.randint(1, 12)}",
            f", depto. {rng.randint(101, 504)}",
            f" Int. {rng.choice('ABCD')}",
        ]
    )
    return rng.choice(
        [
            f"{calle} {num}{inner}, {col}, C.P. {cp}, {mun}, {edo}",
            f"{calle} núm. {num}{inner}, {col}, {mun}, {edo}, C.P. {cp}",
            f"{calle} #{num}{inner} {col} CP {cp} {mun} {edo}",
            f"{calle} No. {num}{inner}, {col}, {cp} {mun}, {edo}",
        ]
    )


# --------------------------------------------------------------------------- curp


def curp(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        c = p.curp()
        style = i % 5
        v = [
            c,
            c.lower(),
            f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
            f"{c[:4]}-{c[4:10]}-{c[10:]}",
            c,
        ][style]
        folio = f"BEC-{rng.randint(2024, 2025)}-{rng.randint(10000, 99999)}"
        htmls = [
            f'<table class="resultados-beca"><tr><td>{folio}</td><td>{p.formal}</td>\n<td>{v}</td><td>ACEPTADO</td></tr></table>',
            f'<dl class="alumno"><dt>Nombre del aspirante</dt><dd>{p.name}</dd>\n<dt>CURP</dt><dd>{v}</dd></dl>',
            f'<div class="edicto" data-curp="{v}"><p>Se notifica a {p.name} el acuerdo dictado en el expediente {rng.randint(100, 999)}/2025.</p></div>',
            f'<form class="inscripcion"><input type="text" name="curp" value="{v}"> <span>{p.name}</span></form>',
            f"<p>Resultados de admisión secundaria: {p.formal}, CURP {v}, folio {folio}, turno matutino.</p>",
        ]
        texts = [
            f"...RESULTADOS DEL PROCESO DE ADMISIÓN 2025 | {folio} | {p.formal} | CURP: {v} | ESCUELA ASIGNADA...",
            f"Lista de beneficiarios Becas Benito Juárez: {p.formal} {v} monto $5,600.00",
            f"Acta de matrimonio civil, contrayente {p.name}, CURP {v}, Oficialía 04 del Registro Civil",
            f"jugador,{p.formal},{v},categoría juvenil B,club Halcones",
            f"Edicto. Se cita a {p.name} (CURP {v}) para que comparezca ante este Juzgado…",
        ]
        use_html = htmls[i % len(htmls)] if style != 4 or i % 2 else None
        out.append(
            _it(
                "curp",
                "es",
                ["upper", "lower", "spaced", "hyphenated", "upper"][style]
                + " CURP in a public list",
                v,
                use_html,
                texts[i % len(texts)],
                rng.choice(["snippet", "content", "raw_content", "description", "row"]),
            )
        )
    return out


def rfc_pf(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        r = p.rfc()
        v = [r, f"{r[:4]}-{r[4:10]}-{r[10:]}", r.lower(), f"{r[:4]} {r[4:10]} {r[10:]}"][i % 4]
        htmls = [
            f'<table class="licitacion"><tr><th>Representante legal</th><td>{p.name}</td></tr>\n<tr><th>RFC</th><td>{v}</td></tr></table>',
            f"<p>Fallo de la invitación a cuando menos tres personas: se adjudica a la persona física {p.name}, R.F.C. {v}, por un monto de $184,300.00.</p>",
            f'<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">{p.name}</span> <meta itemprop="taxID" content="{v}"></div>',
            f'<li class="proveedor" data-rfc="{v}">{p.name} — Proveedor eventual de servicios de fumigación</li>',
        ]
        texts = [
            f"Padrón de proveedores municipal: {p.formal}, persona física con actividad empresarial, RFC {v}, giro: herrería",
            f"Convocatoria LP-{rng.randint(10, 99)}/2025 — propuesta presentada por {p.name} RFC {v} (persona física)",
            f"Permiso de comercio en vía pública otorgado a {p.name}, RFC {v}, puesto núm. {rng.randint(1, 300)}",
        ]
        out.append(
            _it(
                "rfc-persona-fisica",
                "es",
                "RFC of a natural person in a tender or permit",
                v,
                htmls[i % 4] if i % 3 else None,
                texts[i % 3],
                rng.choice(["snippet", "text", "extracto"]),
            )
        )
    return out


def nss_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        s = nss(rng)
        v = [s, f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}", f"{s[:4]} {s[4:8]} {s[8:]}", s][
            i % 4
        ]
        htmls = [
            f'<table><tr class="plantilla"><td>{p.formal}</td>\n<td class="nss">{v}</td><td>Auxiliar de intendencia</td></tr></table>',
            f"<p>Relación de trabajadores del contratista: {p.name}, NSS {v}, alta 02/01/2025.</p>",
            f"<dl><dt>Asegurado</dt><dd>{p.name}</dd><dt>Número de Seguridad Social</dt>\n<dd>{v}</dd></dl>",
        ]
        texts = [
            f"Acta de la asamblea de condóminos: el conserje {p.name} (NSS {v}) queda dado de alta en el IMSS",
            f"{p.formal};{v};velador;turno nocturno",
            f"Roster liga municipal — {p.name}, seguro social {v}, categoría veteranos",
        ]
        out.append(
            _it(
                "nss",
                "es",
                "NSS in a payroll / minutes / roster",
                v,
                htmls[i % 3] if i % 2 == 0 else None,
                texts[i % 3],
                rng.choice(["snippet", "row", "notes"]),
            )
        )
    return out


def ine_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        c = p.ine()
        v = c if i % 3 else c.lower() if i % 2 else f"{c[:6]} {c[6:14]} {c[14:]}"
        htmls = [
            f"<p>Comparece {p.name}, quien se identifica con credencial para votar, clave de elector {v}.</p>",
            f'<table class="acta"><tr><td>Testigo</td><td>{p.name}</td></tr>\n<tr><td>Clave de elector</td><td>{v}</td></tr></table>',
        ]
        texts = [
            f"Escritura pública núm. {rng.randint(1000, 99999)}: compareció {p.name}, identificado con INE clave {v}",
            f"Acta de asamblea ejidal — {p.formal}, clave de elector {v}, ejidatario",
        ]
        out.append(
            _it(
                "ine-clave-elector",
                "es",
                "INE clave de elector in a notarial/assembly record",
                v,
                htmls[i % 2] if i % 2 == 0 else None,
                texts[i % 2],
                "snippet",
            )
        )
    return out


def clabe_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        c = clabe(rng)
        v = c if i % 2 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        htmls = [
            f"<p>Para la cooperación de la fiesta patronal depositar a {p.name}, CLABE {v}.</p>",
            f'<table class="cuotas"><tr><td>Tesorera del condominio</td><td>{p.name}</td></tr>\n<tr><td>CLABE</td><td>{v}</td></tr></table>',
        ]
        texts = [
            f"Minuta de la asamblea: las cuotas se depositan a la cuenta personal de {p.name}, CLABE interbancaria {v}",
            f"Beneficiário: {p.name} — CLABE {v} (transferência desde o Brasil para o México)",
        ]
        lang = "pt" if i % 7 == 3 else "es"
        out.append(
            _it(
                "clabe",
                lang,
                "CLABE of a person",
                v,
                htmls[i % 2] if i % 3 and lang == "es" else None,
                texts[1 if lang == "pt" else 0],
                "snippet",
            )
        )
    return out


def card_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    brands = ["visa", "mc", "mc2", "amex"]
    for i in range(n):
        p = Person(rng, "en" if i % 4 == 1 else "es")
        c = card(rng, brands[i % 4])
        v = [c, group_card(c, " "), group_card(c, "-"), c][i % 4]
        lang = "en" if i % 4 == 1 else "es"
        htmls = [
            f'<form id="inscripcion-congreso"><input name="titular" value="{p.name}"> <input name="tarjeta" value="{v}"></form>',
            f"<p>Registration fee paid by {p.name} with card {v}, exp 09/28.</p>",
            f'<!-- --><div class="pago" data-card="{v}" data-holder="{p.name}">Pago recibido</div>',
        ]
        texts = [
            f"Asistente: {p.name}; forma de pago: tarjeta {v}; vence 11/27; CVV 391",
            f"Attendee list export: {p.name}, card {v}, exp 03/29",
        ]
        h = htmls[1] if lang == "en" else htmls[(i // 2) % 2 * 2]
        out.append(
            _it(
                "card",
                lang,
                "card number of an attendee / payer",
                v,
                h if i % 2 else None,
                texts[1 if lang == "en" else 0],
                "notes",
            )
        )
    return out


def passport_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        kind = i % 6
        if kind in (0, 1):
            p = Person(rng)
            v = rng.choice("GN") + f"{rng.randint(0, 99999999):08d}"
            lang = "es"
            t = f"Lista de asistentes al congreso: {p.name}, pasaporte mexicano {v}, Hotel sede"
            h = f'<table class="asistentes"><tr><td>{p.name}</td><td>México</td>\n<td>Pasaporte: {v}</td></tr></table>'
        elif kind == 2:
            p = Person(rng, "en")
            v = f"{rng.randint(500000000, 599999999)}"
            lang = "en"
            t = f"Conference attendee {p.name}, US passport no. {v}, arriving 14 Oct"
            h = f'<dl class="attendee"><dt>{p.name}</dt><dd>Passport number: {v}</dd></dl>'
        elif kind == 3:
            p = Person(rng)
            v = rng.choice(["PAA", "XDB", "AAK"]) + f"{rng.randint(100000, 999999)}"
            lang = "es"
            t = f"Relación de peregrinos (España): {p.name}, nº de pasaporte {v}"
            h = f"<p>Peregrinación diocesana — {p.name}, pasaporte español {v}.</p>"
        elif kind == 4:
            p = Person(rng, "pt")
            v = rng.choice(["FZ", "GB", "YC"]) + f"{rng.randint(100000, 999999)}"
            lang = "pt"
            t = f"Lista de inscritos no seminário: {p.name}, passaporte {v}, nacionalidade brasileira"
            h = f"<p>Inscrição confirmada: {p.name} — passaporte nº {v}.</p>"
        else:
            p = Person(rng)
            v = f"{rng.choice(['AAB', 'AAF', 'AAG'])}{rng.randint(100000, 999999)}"
            lang = "es"
            t = f"Plantel del club (Argentina): {p.name}, pasaporte {v}, fecha de alta 2025"
            h = f'<table><tr class="plantel"><td>{p.name}</td>\n<td>Pasaporte {v}</td></tr></table>'
        out.append(
            _it(
                "passport",
                lang,
                "passport number next to a passport word",
                v,
                h if i % 2 else None,
                t,
                "snippet",
            )
        )
    return out


def birth_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        lang = ["es", "es", "en", "pt", "es"][i % 5]
        p = Person(rng, lang)
        d, m, y = p.day, p.month, p.year
        if lang == "es":
            v = [
                f"{d} de {MESES[m - 1]} de {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{d:02d}-{MON3[m - 1]}-{y}",
            ][i % 4]
            h = [
                f'<table class="plantel"><tr><td>{p.formal}</td>\n<td>{v}</td><td>Delantero</td></tr></table>',
                f'<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">{p.name}</span>\n<time itemprop="birthDate" datetime="{y}-{m:02d}-{d:02d}">{v}</time></div>',
                f"<p>Aviso parroquial: se bautizará a {p.name}, nacido(a) el {v}, hijo(a) de la familia {p.last1}.</p>",
                f"<dl><dt>Alumno</dt><dd>{p.name}</dd><dt>Fecha de nacimiento</dt><dd>{v}</dd></dl>",
            ][i % 4]
            t = [
                f"Registro civil — nacimiento: {p.name}, fecha de nacimiento {v}",
                f"Roster categoría 2012: {p.formal}, F. Nac. {v}",
                f"Admisión preescolar: {p.name}, nació el {v}",
                f"Acta de defunción: {p.name}, nacido el {v}",
            ][i % 4]
        elif lang == "en":
            v = [f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}"][i % 2]
            h = f'<table class="roster"><tr><td>{p.name}</td>\n<td>DOB: {v}</td></tr></table>'
            t = f"Youth league roster — {p.name}, date of birth {v}, jersey 11"
        else:
            v = [f"{d} de {MESES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"][i % 2]
            h = f"<p>Resultado do vestibular: {p.name}, data de nascimento {v}, aprovado(a).</p>"
            t = f"Lista de aprovados: {p.name} — nascido em {v}"
        out.append(
            _it(
                "birth-date",
                lang,
                "a named person's birth date",
                v,
                h if i % 2 == 0 else None,
                t,
                "snippet",
            )
        )
    return out


def address_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        a = _addr(rng)
        h = [
            f"<p>Edicto: se emplaza a {p.name}, con domicilio particular en {a}, para que comparezca dentro de treinta días.</p>",
            f'<table class="permisos"><tr><td>Solicitante: {p.name}</td>\n<td>Domicilio: {a}</td><td>Licencia de construcción</td></tr></table>',
            f'<div class="vcard"><span class="fn">{p.name}</span>\n<span class="adr">{a}</span></div>',
            f"<p>Notificación por estrados al C. {p.name}, domicilio: {a}.</p>",
        ][i % 4]
        t = [
            f"Gaceta municipal — permiso de remodelación a {p.name}, domicilio particular {a}",
            f"Minuta del condominio: el moroso {p.name} habita en {a}",
            f"BEGIN:VCARD FN:{p.name} ADR;TYPE=home:;;{a} END:VCARD",
            f"...notifíquese a {p.name} en su domicilio ubicado en {a}, en términos del artículo...",
        ][i % 4]
        out.append(
            _it(
                "home-address",
                "es",
                "a named person's home address",
                a,
                h if i % 2 else None,
                t,
                "snippet",
            )
        )
    return out


def phone_items(rng: random.Random, n: int) -> list[Item]:
    styles = ["intl", "intl1", "044", "045", "paren", "dots", "dash", "bare", "plus", "intlparen"]
    out = []
    for i in range(n):
        lang = "pt" if i % 11 == 5 else "en" if i % 11 == 8 else "es"
        p = Person(rng, lang)
        st = styles[i % len(styles)]
        v = fmt_phone(rng, st)
        if lang == "es":
            h = [
                f'<table class="directorio-liga"><tr><td>Delegado: {p.name}</td>\n<td>Cel. {v}</td></tr></table>',
                f"<p>Informes con {p.name} al {v} (particular).</p>",
                f'<a href="tel:{v.replace(" ", "")}">{p.name}</a>',
                f"<dl><dt>Padre de familia</dt><dd>{p.name}</dd><dt>Teléfono celular</dt><dd>{v}</dd></dl>",
                f'<div class="miembro" data-tel="{v}" data-nombre="{p.name}">Comité de vecinos</div>',
            ][i % 5]
            t = [
                f"Comunícate con {p.name} al {v}",
                f"{p.name} {v}",
                f"Contacto del representante legal {p.name}: mi cel {v}",
                f"Acta de la asamblea de colonos: {p.name}, tel. particular {v}",
                f"Lista de capitanes — {p.formal} | {v} | Torneo de Copa",
            ][i % 5]
        elif lang == "en":
            h = f"<p>Team manager {p.name}, mobile {v}.</p>"
            t = f"Attendee contact sheet: {p.name}, cell {v}"
        else:
            h = f"<p>Falar com {p.name} pelo celular {v}.</p>"
            t = f"Contato pessoal de {p.name}: {v}"
        val = v
        if h.startswith("<a href"):
            val = v.replace(" ", "")
            t = f"Directorio de la liga: {p.name} tel:{val}"
        out.append(
            _it(
                "phone",
                lang,
                f"{st} phone of a person",
                val,
                h if i % 3 != 1 else None,
                t,
                "snippet",
            )
        )
    return out


def whatsapp_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        num = fmt_phone(rng, "bare")
        v = [
            f"https://wa.me/52{num}",
            f"https://api.whatsapp.com/send?phone=521{num}",
            f"wa.me/52{num}",
        ][i % 3]
        h = f'<p>Inscripciones a la liga con {p.name}: <a href="{v if v.startswith("http") else "https://" + v}">WhatsApp</a></p>'
        t = f"Grupo de padres — escribe a {p.name} por WhatsApp {v}"
        out.append(
            _it(
                "whatsapp", "es", "WhatsApp link of a person", v, h if i % 2 else None, t, "snippet"
            )
        )
    return out


def email_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        lang = "en" if i % 8 == 3 else "pt" if i % 8 == 6 else "es"
        p = Person(rng, lang)
        acc = i % 4 == 1
        e = f"{email_local(p, rng, accents=acc)}@{rng.choice(FREEMAIL)}"
        mode = i % 6
        if mode == 2:
            e = e.upper()
        v = e
        if mode == 4:
            v = f"mailto:{e}?subject=Inscripci%C3%B3n%20torneo"
        h = [
            f'<table class="ponentes"><tr><td>{p.name}</td>\n<td>{v}</td></tr></table>',
            f'<p>Contacto del delegado: {p.name} — <a href="mailto:{e}">{e}</a></p>',
            f'<div class="vcard"><span class="fn">{p.name}</span> <a class="email" href="mailto:{e}">{v}</a></div>',
            f'<input type="email" name="correo" value="{v}" data-owner="{p.name}">',
            f'<a href="{v}">Escribir a {p.name}</a>',
            f"<dl><dt>{p.name}</dt><dd>Correo personal: {v}</dd></dl>",
        ][mode]
        t = [
            f"Lista de asistentes: {p.name} <{v}>",
            f"From: {p.name} <{v}>",
            f"{p.formal},{v},asistente",
            f"Attendee: {p.name} ({v})",
            f"Inscríbete escribiendo a {p.name}: {v}",
            f"Correo del beneficiario {p.name}: {v}",
        ][mode]
        if lang == "pt":
            t = f"Inscrito: {p.name}, e-mail pessoal {v}"
            h = f"<p>Inscrição no seminário: {p.name} — e-mail pessoal {v}</p>"
        elif lang == "en":
            t = f"Attendee: {p.name} ({v})"
            h = f'<table class="attendees"><tr><td>{p.name}</td>\n<td>{v}</td></tr></table>'
        elif mode == 3:
            t = f"Asistente: {p.name} ({v})"
        out.append(
            _it("email", lang, "personal e-mail", v, h if i % 2 == 0 else None, t, "snippet")
        )
    return out


def email_obf_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        p = Person(rng)
        local = email_local(p, rng)
        dom, tld = rng.choice([("gmail", "com"), ("hotmail", "com"), ("outlook", "com")])
        v = [
            f"{local} [arroba] {dom} [punto] {tld}",
            f"{local}(arroba){dom}(punto){tld}",
            f"{local} at {dom} dot {tld}",
            f"{local}[at]{dom}[dot]{tld}",
            f"{local} arroba {dom} punto {tld}",
            f"{local} @ {dom} . {tld}",
        ][i % 6]
        h = f"<p>Informes sobre la rifa con {p.name}: {v}</p>"
        t = f"Contacto de la madrina de generación {p.name}: {v}"
        out.append(
            _it(
                "email-obfuscated",
                "es",
                "obfuscated personal e-mail",
                v,
                h if i % 2 else None,
                t,
                "snippet",
            )
        )
    return out


# --------------------------------------------------------------------------- account ids


def account_items(rng: random.Random, n: int) -> list[Item]:
    out = []
    for i in range(n):
        m = i % 10
        if m == 0:
            v = f"acct_{rnd(rng, 16)}"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "acct_ id in a JSON field",
                    v,
                    None,
                    v,
                    "account_id",
                    "account-id",
                )
            )
        elif m == 1:
            v = f"cust-{rng.randint(10000, 999999)}"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "cust- id in an x-account header",
                    v,
                    None,
                    v,
                    "x-account",
                    "account-id",
                    header=True,
                )
            )
        elif m == 2:
            v = f"org-{rnd(rng, 24)}"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "org- id in OpenAI-Organization header",
                    v,
                    None,
                    v,
                    "OpenAI-Organization",
                    "account-id",
                    header=True,
                )
            )
        elif m == 3:
            v = f"proj_{rnd(rng, 12).lower()}"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "proj_ id in a project field",
                    v,
                    None,
                    v,
                    "project",
                    "account-id",
                )
            )
        elif m == 4:
            v = f"ws_{rnd(rng, 14)}"
            h = f'<div id="cms-root" data-workspace-id="{v}" data-env="production"></div>'
            out.append(
                _it(
                    "account-id",
                    "en",
                    "ws_ id in a data-* attribute / workspace field",
                    v,
                    h,
                    f"workspace={v} region=us-east-1",
                    "workspace",
                    "account-id",
                )
            )
        elif m == 5:
            v = f"team_{rnd(rng, 10).lower()}"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "team_ id in an error message",
                    v,
                    None,
                    f"Rate limit exceeded for team {v}; upgrade your plan",
                    "error_detail",
                    "account-id",
                )
            )
        elif m == 6:
            a = f"acct_{rng.randint(1000, 99999)}"
            v = f"/v1/accounts/{a}/usage"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "acct_ id in a URL path",
                    v,
                    None,
                    f"GET https://api.example-search.io{v} 429",
                    "request_line",
                    "account-id",
                )
            )
        elif m == 7:
            v = f"user_{rnd(rng, 27)}"
            h = f'<p class="cms-debug" data-owner="{v}">Última edición por el editor del boletín</p>'
            out.append(
                _it(
                    "account-id",
                    "es",
                    "user_ id in a CMS debug attribute / field",
                    v,
                    h,
                    v,
                    "owner_id",
                    "account-id",
                )
            )
        elif m == 8:
            v = f"org_{rnd(rng, 20)}"
            out.append(
                _it(
                    "account-id",
                    "en",
                    "org_ id in an organisation path",
                    v,
                    None,
                    f"https://console.example-llm.dev/organizations/{v}/billing",
                    "billing_url",
                    "account-id",
                )
            )
        else:
            v = f"cus_{rnd(rng, 14)}"
            h = f'<input type="hidden" name="customer" value="{v}">'
            out.append(
                _it(
                    "account-id",
                    "es",
                    "cus_ customer id in a hidden form value",
                    v,
                    h,
                    f"customer={v}",
                    "customer_id",
                    "account-id",
                )
            )
    return out


def build(rng: random.Random) -> list[Item]:
    items: list[Item] = []
    items += curp(rng, 30)
    items += rfc_pf(rng, 22)
    items += nss_items(rng, 16)
    items += ine_items(rng, 14)
    items += clabe_items(rng, 14)
    items += card_items(rng, 14)
    items += passport_items(rng, 22)
    items += birth_items(rng, 28)
    items += address_items(rng, 28)
    items += phone_items(rng, 48)
    items += whatsapp_items(rng, 10)
    items += email_items(rng, 32)
    items += email_obf_items(rng, 12)
    items += account_items(rng, 50)
    return items
