"""Personal data items: texts as people, recorders, agents, logs and exports write them.

Each template gets a fresh invented person ``p`` and returns an item spec (see ``spec``).
``medium``: ``any`` (HTML paragraph or a JSON/YAML field), ``html`` (markup that only makes
sense in a page: links, tables), ``field`` (JSON/YAML only), ``header`` (a recorded header).
"""

# ruff: noqa: E501  (item texts are data: one sentence per line reads best)

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import gen
from gen import Person, group

Spec = dict[str, Any]


def spec(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    key: str = "nota",
    *,
    medium: str = "any",
    html: str | None = None,
    check: tuple[str, str] | None = None,
    family: str = "personal",
    header: tuple[str, str] | None = None,
) -> Spec:
    assert value in (text if header is None else header[1]), (kind, form, value, text)
    out: Spec = {
        "kind": kind,
        "family": family,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "medium": medium,
    }
    if html is not None:
        out["html"] = html
    if header is not None:
        out["header"] = header
    if check is not None:
        out["check"] = {"scheme": check[0], "number": check[1]}
    return out


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
MES3 = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]


# ------------------------------------------------------------------ CURP


def curp_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str], Spec]] = [
        lambda p, c: spec(
            "curp",
            "es",
            "upper, form label",
            c,
            f"CURP del solicitante: {c} — {p.name}",
            "solicitante",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "lower case in chat",
            c.lower(),
            f"[10:42] {p.short}: mi curp es {c.lower()} por si la necesitan",
            "chat_log",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "groups with spaces",
            group(c, [4, 6, 6, 2]),
            f"Titular {p.name}, C.U.R.P. {group(c, [4, 6, 6, 2])}",
            "titular",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "hyphenated",
            group(c, [4, 6, 1, 2, 3, 2], "-"),
            f'curp={group(c, [4, 6, 1, 2, 3, 2], "-")} nombre="{p.name}" status=pendiente',
            "log",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "CSV export row",
            c,
            f"{p.last1},{p.last2},{p.first},{c},{p.place[0]}",
            "export_csv",
        ),
        lambda p, c: spec(
            "curp",
            "en",
            "validation error echo",
            c,
            f"ValidationError: field 'curp' value '{c}' failed renapo lookup (timeout)",
            "error",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "dotted",
            group(c, [4, 6, 6, 2], "."),
            f"Clave única de registro de población: {group(c, [4, 6, 6, 2], '.')}",
            "detalle",
        ),
        lambda p, c: spec(
            "curp",
            "pt",
            "label in Portuguese",
            c,
            f"Documento mexicano (CURP) de {p.first}: {c}",
            "observacao",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "mixed case in ticket",
            c[:4].capitalize() + c[4:].lower(),
            f"Ticket #{rng.randint(10000, 99999)}: la clienta dictó su curp como {c[:4].capitalize() + c[4:].lower()}",
            "ticket",
        ),
        lambda p, c: spec(
            "curp",
            "es",
            "table cell",
            c,
            f"{p.name} | {c} | {p.birth:%d/%m/%Y}",
            "fila",
            medium="html",
            html=f"<table><tr><td>{p.name}</td><td>{c}</td><td>{p.birth:%d/%m/%Y}</td></tr></table>",
        ),
        lambda p, c: spec(
            "curp",
            "en",
            "JSON-ish body in a log",
            c,
            f'POST /tramites body={{"curp":"{c}","tipo":"alta"}}',
            "request_log",
        ),
        lambda p, c: spec(
            "curp", "es", "no label, after name", c, f"{p.name.upper()} {c}", "renglon"
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        c = gen.curp(p, rng)
        s = T[i % len(T)](p, c)
        s["check"] = {"scheme": "curp", "number": c}
        out.append(s)
    return out


def rfc_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str], Spec]] = [
        lambda p, r: spec(
            "rfc-persona-fisica",
            "es",
            "CFDI receptor",
            r,
            f"Receptor: {p.name} RFC: {r} Uso CFDI: G03",
            "cfdi",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "es",
            "lower case",
            r.lower(),
            f"ya quedó, facturar a {r.lower()} porfa",
            "mensaje",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "es",
            "hyphenated",
            f"{r[:4]}-{r[4:10]}-{r[10:]}",
            f"R.F.C. {r[:4]}-{r[4:10]}-{r[10:]} ({p.short})",
            "rfc_cliente",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "es",
            "XML attribute in log",
            r,
            f'<cfdi:Receptor Rfc="{r}" Nombre="{p.name.upper()}" RegimenFiscalReceptor="605"/>',
            "xml",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "en",
            "CSV row",
            r,
            f"{rng.randint(1000, 9999)},{p.name},{r},MXN,1450.00",
            "invoice_export",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "es",
            "spaced",
            f"{r[:4]} {r[4:10]} {r[10:]}",
            f"Mi RFC es {r[:4]} {r[4:10]} {r[10:]} con homoclave",
            "comentario",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "pt",
            "prose pt",
            r,
            f"O cliente {p.short} mandou o RFC {r} para a nota fiscal",
            "obs",
        ),
        lambda p, r: spec(
            "rfc-persona-fisica",
            "es",
            "form definition list",
            r,
            f"RFC {r}",
            "rfc",
            medium="html",
            html=f"<dl><dt>Nombre</dt><dd>{p.name}</dd><dt>RFC</dt><dd>{r}</dd></dl>",
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        r = gen.rfc_fisica(p, rng)
        s = T[i % len(T)](p, r)
        s["check"] = {"scheme": "rfc", "number": r}
        out.append(s)
    return out


def nss_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str], Spec]] = [
        lambda p, v: spec(
            "nss", "es", "label NSS", v, f"NSS: {v} — trabajador {p.name}", "empleado"
        ),
        lambda p, v: spec(
            "nss",
            "es",
            "IMSS grouping",
            f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}",
            f"Número de seguridad social {v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]} ({p.short})",
            "imss",
        ),
        lambda p, v: spec(
            "nss",
            "es",
            "spaced 4-4-3",
            group(v, [4, 4, 3]),
            f"mi número del seguro es {group(v, [4, 4, 3])}",
            "chat",
        ),
        lambda p, v: spec(
            "nss",
            "en",
            "payroll CSV",
            v,
            f"emp_{rng.randint(100, 999)},{p.name},{v},2024-Q3",
            "payroll_row",
        ),
        lambda p, v: spec(
            "nss",
            "es",
            "no. afiliación",
            v,
            f"No. de afiliación IMSS {v} / {p.first}",
            "afiliacion",
        ),
        lambda p, v: spec(
            "nss",
            "pt",
            "prose pt",
            v,
            f"Número do seguro social mexicano da funcionária: {v}",
            "obs",
        ),
        lambda p, v: spec(
            "nss",
            "es",
            "dotted",
            group(v, [2, 2, 2, 4, 1], "."),
            f"nss {group(v, [2, 2, 2, 4, 1], '.')} validado",
            "log",
        ),
        lambda p, v: spec(
            "nss", "es", "key=value", v, f"nss={v}&nombre={p.first.split()[0]}", "querystring"
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        v = gen.nss(p, rng)
        s = T[i % len(T)](p, v)
        s["check"] = {"scheme": "nss", "number": v}
        out.append(s)
    return out


def ine_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str], Spec]] = [
        lambda p, v: spec(
            "ine-clave-elector",
            "es",
            "label clave de elector",
            v,
            f"Clave de elector: {v}",
            "credencial",
        ),
        lambda p, v: spec(
            "ine-clave-elector",
            "es",
            "lower case in chat",
            v.lower(),
            f"{p.short}: va mi clave de elector {v.lower()}",
            "chat",
        ),
        lambda p, v: spec(
            "ine-clave-elector",
            "es",
            "spaced groups",
            group(v, [6, 8, 4]),
            f"INE {p.name} — clave {group(v, [6, 8, 4])}",
            "ine",
        ),
        lambda p, v: spec(
            "ine-clave-elector",
            "en",
            "KYC log",
            v,
            f"kyc.step=ine_front ok elector_key={v} match=0.97",
            "kyc_log",
        ),
        lambda p, v: spec(
            "ine-clave-elector", "es", "CSV row", v, f"{p.name},{v},{p.birth:%Y}", "padron"
        ),
        lambda p, v: spec(
            "ine-clave-elector", "pt", "pt prose", v, f"Chave de eleitor do titular: {v}", "obs"
        ),
        lambda p, v: spec(
            "ine-clave-elector",
            "es",
            "no label after name",
            v,
            f"{p.name} / {v} / vigencia 2031",
            "renglon",
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        out.append(T[i % len(T)](p, gen.clave_elector(p, rng)))
    return out


def clabe_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str, str], Spec]] = [
        lambda p, v, b: spec(
            "clabe",
            "es",
            "transfer prose",
            v,
            f"Deposita a mi CLABE {v} ({b}) a nombre de {p.name}",
            "pago",
        ),
        lambda p, v, b: spec(
            "clabe",
            "es",
            "3-3-11-1 grouping",
            group(v, [3, 3, 11, 1]),
            f"CLABE interbancaria: {group(v, [3, 3, 11, 1])}",
            "datos_bancarios",
        ),
        lambda p, v, b: spec(
            "clabe", "es", "bare in chat", v, f"{p.short}: ya te mandé {v} es de {b}", "chat"
        ),
        lambda p, v, b: spec(
            "clabe", "en", "payout CSV", v, f"payout,{p.name},{v},MXN,2300.00", "payouts"
        ),
        lambda p, v, b: spec(
            "clabe",
            "es",
            "groups of 4",
            group(v, [4, 4, 4, 4]),
            f"cuenta clabe {group(v, [4, 4, 4, 4])} beneficiario {p.first}",
            "beneficiario",
        ),
        lambda p, v, b: spec(
            "clabe", "pt", "pt prose", v, f"Conta CLABE do fornecedor pessoa física: {v}", "obs"
        ),
        lambda p, v, b: spec(
            "clabe",
            "es",
            "JSON in log",
            v,
            f'refund requested {{"clabe":"{v}","titular":"{p.name}"}}',
            "log",
        ),
        lambda p, v, b: spec(
            "clabe",
            "es",
            "dashes",
            group(v, [3, 3, 11, 1], "-"),
            f"CLABE {group(v, [3, 3, 11, 1], '-')}",
            "clabe",
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        v, b = gen.clabe(rng)
        s = T[i % len(T)](p, v, b)
        s["check"] = {"scheme": "clabe", "number": v}
        out.append(s)
    return out


def card_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str], Spec]] = [
        lambda p, v: spec(
            "card",
            "es",
            "4-4-4-4 spaces",
            group(v, [4, 4, 4, 4]),
            f"Tarjeta: {group(v, [4, 4, 4, 4])} vence 08/28 titular {p.name.upper()}",
            "pago",
        ),
        lambda p, v: spec(
            "card",
            "en",
            "bare digits in log",
            v,
            f"charge failed card_number={v} exp=11/27 cvv=***",
            "gateway_log",
        ),
        lambda p, v: spec(
            "card",
            "es",
            "dashes",
            group(v, [4, 4, 4, 4], "-"),
            f"mi tarjeta es {group(v, [4, 4, 4, 4], '-')} cárguenla ahí",
            "chat",
        ),
        lambda p, v: spec(
            "card",
            "pt",
            "pt prose",
            group(v, [4, 4, 4, 4]),
            f"Cartão do cliente: {group(v, [4, 4, 4, 4])}",
            "obs",
        ),
        lambda p, v: spec(
            "card",
            "es",
            "amex 4-6-5",
            group(v, [4, 6, 5]),
            f"AMEX {group(v, [4, 6, 5])} de {p.short}",
            "tarjeta",
        ),
        lambda p, v: spec(
            "card",
            "es",
            "dotted",
            group(v, [4, 4, 4, 4], "."),
            f"No. de tarjeta {group(v, [4, 4, 4, 4], '.')}",
            "tarjeta",
        ),
    ]
    out = []
    brands = ["visa", "mc", "visa", "mc", "amex", "visa"]
    for i in range(n):
        p = Person(rng)
        t = i % len(T)
        v = gen.card(rng, brands[t])
        s = T[t](p, v)
        s["check"] = {"scheme": "luhn", "number": v}
        out.append(s)
    return out


def passport_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str, str, str], Spec]] = [
        lambda p, v, c, nat: spec(
            "passport",
            "es",
            "Mexican, label pasaporte",
            v,
            f"Pasaporte mexicano No. {v} — {p.name}",
            "viajero",
        ),
        lambda p, v, c, nat: spec(
            "passport",
            "es",
            "foreign, reservation",
            v,
            f"Huésped {p.name}, pasaporte ({c}) {v}, llegada 14/02",
            "reservacion",
        ),
        lambda p, v, c, nat: spec(
            "passport",
            "en",
            "passport no. in booking",
            v,
            f"Passenger: {p.short.upper()} | Passport No: {v} | Nationality: {nat}",
            "booking",
        ),
        lambda p, v, c, nat: spec(
            "passport",
            "es",
            "lower case",
            v.lower(),
            f"num de pasaporte {v.lower()} (lo escribí en minúsculas)",
            "mensaje",
        ),
        lambda p, v, c, nat: spec(
            "passport", "pt", "passaporte", v, f"Passaporte nº {v} de {p.first}", "obs"
        ),
        lambda p, v, c, nat: spec(
            "passport", "es", "abbrev pasap.", v, f"Pasap. {v} / vence 2031", "documento"
        ),
        lambda p, v, c, nat: spec(
            "passport",
            "en",
            "KYC json in log",
            v,
            f"kyc document_type=passport document_number={v} country={nat}",
            "kyc",
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        t = i % len(T)
        if t in (0, 3, 5):
            v, c, nat = gen.passport_mx(rng), "México", "MEX"
        else:
            v, c, nat = gen.passport_foreign(rng)
        out.append(T[t](p, v, c, nat))
    return out


def mrz_items(rng: random.Random, n: int) -> list[Spec]:
    out = []
    for i in range(n):
        p = Person(rng)
        num = gen.passport_mx(rng) if i % 2 == 0 else gen.passport_foreign(rng)[0]
        nat = "MEX" if i % 2 == 0 else "USA"
        line = gen.mrz_line2(num, nat, p, rng)
        assert gen.mrz_ok(line)
        lang = ["es", "en", "es"][i % 3]
        if i % 3 == 1:
            s = spec(
                "passport-mrz", lang, "MRZ line 2 in OCR log", line, f"ocr.mrz.line2={line}", "ocr"
            )
        else:
            s = spec(
                "passport-mrz",
                lang,
                "MRZ line 2 under pasaporte",
                line,
                f"Pasaporte (zona MRZ): {line}",
                "mrz",
            )
        s["check"] = {"scheme": "mrz", "number": line}
        out.append(s)
    return out


def birth_items(rng: random.Random, n: int) -> list[Spec]:
    def es_long(p: Person) -> str:
        return f"{p.birth.day} de {MESES[p.birth.month - 1]} de {p.birth.year}"

    T: list[Callable[[Person], Spec]] = [
        lambda p: spec(
            "birth-date",
            "es",
            "long Spanish date",
            es_long(p),
            f"{p.name} nació el {es_long(p)} en {p.place[0]}",
            "biografia",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "dd/mm/yyyy label",
            f"{p.birth:%d/%m/%Y}",
            f"Nombre: {p.name} · F. nac.: {p.birth:%d/%m/%Y}",
            "ficha",
        ),
        lambda p: spec(
            "birth-date",
            "en",
            "ISO DOB",
            f"{p.birth:%Y-%m-%d}",
            f"patient={p.short} dob={p.birth:%Y-%m-%d}",
            "record",
        ),
        lambda p: spec(
            "birth-date",
            "en",
            "US long",
            f"{MONTHS[p.birth.month - 1]} {p.birth.day}, {p.birth.year}",
            f"{p.name} (born {MONTHS[p.birth.month - 1]} {p.birth.day}, {p.birth.year})",
            "bio",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "dd-mmm-yyyy",
            f"{p.birth.day:02d}-{MES3[p.birth.month - 1]}-{p.birth.year}",
            f"{p.short}, fecha de nacimiento {p.birth.day:02d}-{MES3[p.birth.month - 1]}-{p.birth.year}",
            "registro",
        ),
        lambda p: spec(
            "birth-date",
            "pt",
            "data de nascimento",
            f"{p.birth:%d/%m/%Y}",
            f"{p.name}, data de nascimento: {p.birth:%d/%m/%Y}",
            "cadastro",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "CSV row with name",
            f"{p.birth:%Y-%m-%d}",
            f"{p.name},{p.birth:%Y-%m-%d},{p.place[0]}",
            "export",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "first person",
            es_long(p),
            f"Me llamo {p.first} y nací el {es_long(p)}",
            "mensaje",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "dotted short year",
            f"{p.birth:%d.%m.%y}",
            f"{p.short} — nac. {p.birth:%d.%m.%y}",
            "nota",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "cumpleaños with year",
            es_long(p),
            f"Cumpleaños de {p.first}: {es_long(p)}",
            "crm",
        ),
        lambda p: spec(
            "birth-date",
            "es",
            "definition list",
            f"{p.birth:%d/%m/%Y}",
            f"Fecha de nacimiento {p.birth:%d/%m/%Y}",
            "ficha",
            medium="html",
            html=f"<dl><dt>Alumna</dt><dd>{p.name}</dd><dt>Fecha de nacimiento</dt><dd>{p.birth:%d/%m/%Y}</dd></dl>",
        ),
    ]
    return [T[i % len(T)](Person(rng)) for i in range(n)]


def address_items(rng: random.Random, n: int) -> list[Spec]:
    def addr(p: Person, style: int) -> str:
        city, st, _, col, cp, mun = p.place
        street = rng.choice(gen.STREETS)
        num = rng.randint(3, 2999)
        inte = rng.choice(
            [
                "",
                f" int. {rng.randint(1, 12)}",
                f" Int. {rng.choice('ABCD')}",
                f" depto. {rng.randint(101, 504)}",
            ]
        )
        if style == 0:
            return f"{street} {num}{inte}, {col}, C.P. {cp}, {mun}, {st}"
        if style == 1:
            return f"{street} #{num}{inte} {col} CP {cp} {city}"
        if style == 2:
            return f"{street} No. {num}, {col}, {mun}, {st}, C.P. {cp}"
        if style == 3:
            return f"{strip(street)} {num}{inte} {col.upper()} {cp} {mun.upper()}"
        return f"Mz. {rng.randint(1, 40)} Lt. {rng.randint(1, 60)}, {col}, {mun}, {st} {cp}"

    def strip(s: str) -> str:
        return gen.strip_accents(s).upper()

    T: list[Callable[[Person], Spec]] = []
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address",
                "es",
                "Domicilio particular label",
                a,
                f"Domicilio particular: {a} ({p.name})",
                "domicilio",
            )
        )(addr(p, 0))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address",
                "es",
                "first person vivo en",
                a,
                f"Yo vivo en {a}, pregunten por {p.first}",
                "mensaje",
            )
        )(addr(p, 1))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address", "es", "delivery to person", a, f"Entregar a {p.name}: {a}", "envio"
            )
        )(addr(p, 2))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address",
                "es",
                "upper no accents CSV",
                a,
                f"{strip(p.name)},{a}",
                "padron_csv",
            )
        )(addr(p, 3))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address", "es", "manzana/lote", a, f"Dirección de {p.short}: {a}", "direccion"
            )
        )(addr(p, 4))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address", "en", "home address en", a, f"{p.name} home address: {a}", "profile"
            )
        )(addr(p, 0))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address",
                "pt",
                "endereço residencial",
                a,
                f"Endereço residencial de {p.first}: {a}",
                "obs",
            )
        )(addr(p, 2))
    )
    T.append(
        lambda p: (
            lambda a: spec(
                "home-address",
                "es",
                "address block in page",
                a,
                f"{p.name} {a}",
                "dom",
                medium="html",
                html=f"<address>{p.name}<br>{a}</address>",
            )
        )(addr(p, 1))
    )
    return [T[i % len(T)](Person(rng)) for i in range(n)]


# ------------------------------------------------------------------ phones


def phone_items(rng: random.Random, n: int) -> list[Spec]:
    def f(d: str, how: int) -> str:
        lada = d[:2] if d[:2] in ("55", "33", "81") else d[:3]
        rest = d[len(lada) :]
        half = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
        return [
            f"+52 {lada} {half[0]} {half[1]}",
            f"+52 1 {lada} {half[0]} {half[1]}",
            f"044 {lada} {half[0]} {half[1]}",
            f"045 {lada} {half[0]}{half[1]}",
            f"({lada}) {half[0]}-{half[1]}",
            f"{lada}.{half[0]}.{half[1]}",
            f"{lada}-{half[0]}-{half[1]}",
            d,
            f"+52{d}",
            f"0052 {d}",
            f"+52 ({lada}) {half[0]} {half[1]}",
            " ".join(d[i : i + 2] for i in range(0, 10, 2)),
            f"+52-{lada}-{half[0]}-{half[1]}",
            f"+521{d}",
        ][how]

    T: list[Callable[[Person, str], Spec]] = [
        lambda p, d: (
            lambda v: spec(
                "phone",
                "es",
                "+52 spaced with name",
                v,
                f"Contacto: {p.name}, cel. {v}",
                "contacto",
            )
        )(f(d, 0)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "+52 1 mobile prefix", v, f"{p.short} — WhatsApp/cel {v}", "cliente"
            )
        )(f(d, 1)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "044 prefix", v, f"márcale a mi hermana {p.first} al {v}", "mensaje"
            )
        )(f(d, 2)),
        lambda p, d: (
            lambda v: spec("phone", "es", "045 prefix", v, f"Tel. de {p.name}: {v}", "telefono")
        )(f(d, 3)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "(lada) 1234-5678", v, f"Comunícate con {p.name} al {v}", "aviso"
            )
        )(f(d, 4)),
        lambda p, d: (lambda v: spec("phone", "es", "dotted", v, f"mi número: {v}", "chat"))(
            f(d, 5)
        ),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "dashed in CSV", v, f"{p.name},{v},{p.place[0]}", "clientes_csv"
            )
        )(f(d, 6)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "bare 10 digits after name", v, f"{p.name} {v}", "renglon"
            )
        )(f(d, 7)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "es",
                "bare 10 digits first person",
                v,
                f"Hola, soy {p.first}, mi cel es {v}, gracias",
                "mensaje",
            )
        )(f(d, 7)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "es",
                "bare 10 digits personal label",
                v,
                f"Celular personal: {v}",
                "perfil",
            )
        )(f(d, 7)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "en",
                "E.164 compact in log",
                v,
                f"sms.send to={v} user={p.short} status=queued",
                "sms_log",
            )
        )(f(d, 8)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "es",
                "0052 international",
                v,
                f"Desde el extranjero llama a {p.first} al {v}",
                "nota",
            )
        )(f(d, 9)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "+52 (lada)", v, f"Ref. personal: {p.name} {v}", "referencias"
            )
        )(f(d, 10)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "pairs of digits", v, f"el de mi mamá ({p.first}) es {v}", "chat"
            )
        )(f(d, 11)),
        lambda p, d: (
            lambda v: spec("phone", "pt", "pt celular", v, f"Celular da {p.first}: {v}", "obs")
        )(f(d, 12)),
        lambda p, d: (
            lambda v: spec(
                "phone", "en", "+521 compact, en", v, f"Reach {p.name} on {v} (mobile)", "notes"
            )
        )(f(d, 13)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "es",
                "tel: link",
                v,
                f"Llamar a {p.short} tel:{v}",
                "enlace",
                medium="html",
                html=f'<p>Llamar a <a href="tel:{v}">{p.short}</a></p>',
            )
        )(f(d, 8)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "es",
                "tel: link with dashes",
                v,
                f"tel:{v}",
                "enlace",
                medium="html",
                html=f'<p><a href="tel:{v}">Llámame</a> — {p.first}</p>',
            )
        )(f(d, 12)),
        lambda p, d: (
            lambda v: spec(
                "phone",
                "en",
                "contact table",
                v,
                f"{p.name} {v}",
                "t",
                medium="html",
                html=f"<table><tr><th>Name</th><th>Mobile</th></tr><tr><td>{p.name}</td><td>{v}</td></tr></table>",
            )
        )(f(d, 6)),
        lambda p, d: (
            lambda v: spec(
                "phone", "es", "Tel. casa", v, f"Tel. casa: {v} (Sra. {p.last1})", "contacto"
            )
        )(f(d, 4)),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        out.append(T[i % len(T)](p, gen.mobile(p, rng)))
    return out


def whatsapp_items(rng: random.Random, n: int) -> list[Spec]:
    T: list[Callable[[Person, str], Spec]] = [
        lambda p, d: spec(
            "whatsapp",
            "es",
            "wa.me link",
            f"https://wa.me/52{d}",
            f"Escríbele a {p.first}: https://wa.me/52{d}",
            "whatsapp",
            medium="html",
            html=f'<p>Escríbele a {p.first}: <a href="https://wa.me/52{d}">mándale WhatsApp</a></p>',
        ),
        lambda p, d: spec(
            "whatsapp",
            "es",
            "api.whatsapp.com send",
            f"api.whatsapp.com/send?phone=521{d}",
            f"link: https://api.whatsapp.com/send?phone=521{d}&text=Hola%20{p.first.split()[0]}",
            "link",
        ),
        lambda p, d: spec(
            "whatsapp",
            "en",
            "wa.me in chat export",
            f"wa.me/52{d}",
            f"[{p.birth:%d/%m}] {p.short}: my whatsapp wa.me/52{d}",
            "chat_export",
        ),
        lambda p, d: spec(
            "whatsapp",
            "es",
            "wa.me with text",
            f"https://wa.me/52{d}?text=",
            f"Pedidos con {p.name} https://wa.me/52{d}?text=Hola",
            "pedidos",
        ),
        lambda p, d: spec(
            "whatsapp", "pt", "whatsapp pt", f"wa.me/52{d}", f"Zap da {p.first}: wa.me/52{d}", "obs"
        ),
        lambda p, d: spec(
            "whatsapp",
            "es",
            "whatsapp:// scheme",
            f"whatsapp://send?phone=+52{d}",
            f"whatsapp://send?phone=+52{d}",
            "w",
            medium="html",
            html=f'<p><a href="whatsapp://send?phone=+52{d}">WhatsApp de {p.first}</a></p>',
        ),
    ]
    out = []
    for i in range(n):
        p = Person(rng)
        out.append(T[i % len(T)](p, gen.mobile(p, rng)))
    return out


# ------------------------------------------------------------------ e-mails


def email_items(rng: random.Random, n: int) -> list[Spec]:
    def addr(p: Person, accents: bool = False) -> str:
        return f"{gen.mail_local(p, rng, accents)}@{rng.choice(gen.MAIL_DOMAINS)}"

    T: list[Callable[[Person], Spec]] = [
        lambda p: (
            lambda a: spec(
                "email", "es", "accented local part", a, f"Correo de {p.first}: {a}", "correo"
            )
        )(addr(p, True)),
        lambda p: (
            lambda a: spec(
                "email", "es", "upper case", a.upper(), f"CORREO: {a.upper()}", "registro"
            )
        )(addr(p)),
        lambda p: (
            lambda a: spec(
                "email",
                "es",
                "mailto with query",
                f"mailto:{a}?subject=",
                f"mailto:{a}?subject=Cotizaci%C3%B3n&cc=",
                "m",
                medium="html",
                html=f'<p>Escríbeme: <a href="mailto:{a}?subject=Cotizaci%C3%B3n&amp;cc=">{p.first}</a></p>',
            )
        )(addr(p)),
        lambda p: (
            lambda a: spec(
                "email",
                "es",
                "From header in pasted mail",
                a,
                f"De: {p.name} <{a}>",
                "correo_pegado",
            )
        )(addr(p)),
        lambda p: (
            lambda a: spec(
                "email", "en", "log line", a, f"user.login email={a} ip_country=MX ok", "auth_log"
            )
        )(addr(p)),
        lambda p: (lambda a: spec("email", "es", "plus tag", a, f"mándalo a {a} porfa", "chat"))(
            addr(p).replace("@", "+facturas@")
        ),
        lambda p: (
            lambda a: spec("email", "pt", "pt prose", a, f"E-mail pessoal da {p.first}: {a}", "obs")
        )(addr(p)),
        lambda p: (
            lambda a: spec("email", "es", "CSV row", a, f"{p.name},{a},{p.place[0]}", "export")
        )(addr(p)),
        lambda p: (
            lambda a: spec(
                "email",
                "es",
                "accented upper",
                a.upper(),
                f"{p.name.upper()} — {a.upper()}",
                "padron",
            )
        )(addr(p, True)),
        lambda p: (
            lambda a: spec(
                "email",
                "es",
                "mailto with body query",
                f"mailto:{a}?body=",
                f"mailto:{a}?body=Hola",
                "m",
                medium="html",
                html=f'<p><a href="mailto:{a}?body=Hola">Contactar a {p.short}</a></p>',
            )
        )(addr(p, True)),
        lambda p: (
            lambda a: spec(
                "email",
                "en",
                "JSON in log",
                a,
                f'signup payload {{"name":"{p.short}","email":"{a}"}}',
                "log",
            )
        )(addr(p)),
        lambda p: (
            lambda a: spec(
                "email", "es", "ñ in local part", a, f"mi correo personal es {a}", "mensaje"
            )
        )(
            f"{gen.strip_accents(p.first.split()[0]).lower()}.{rng.choice(['peña', 'muñoz', 'ibáñez', 'nuñez'])}@{rng.choice(gen.MAIL_DOMAINS)}"
        ),
    ]
    return [T[i % len(T)](Person(rng)) for i in range(n)]


def obfuscated_items(rng: random.Random, n: int) -> list[Spec]:
    def parts(p: Person) -> tuple[str, str, str]:
        dom = rng.choice(["gmail", "hotmail", "yahoo", "outlook"])
        return gen.mail_local(p, rng), dom, "com"

    T: list[Callable[[Person], Spec]] = [
        lambda p: (
            lambda a, d, t: (
                lambda v: spec(
                    "email-obfuscated", "es", "[arroba] [punto]", v, f"escríbeme a {v}", "mensaje"
                )
            )(f"{a} [arroba] {d} [punto] {t}")
        )(*parts(p)),
        lambda p: (
            lambda a, d, t: (
                lambda v: spec(
                    "email-obfuscated", "en", "(at) (dot)", v, f"{p.short}: {v}", "contact"
                )
            )(f"{a} (at) {d} (dot) {t}")
        )(*parts(p)),
        lambda p: (
            lambda a, d, t: (
                lambda v: spec(
                    "email-obfuscated",
                    "es",
                    "arroba punto words",
                    v,
                    f"correo de {p.first}: {v}",
                    "correo",
                )
            )(f"{a} arroba {d} punto {t}")
        )(*parts(p)),
        lambda p: (
            lambda a, d, t: (
                lambda v: spec(
                    "email-obfuscated", "en", "at dot no brackets", v, f"ping me at {v}", "notes"
                )
            )(f"{a} at {d} dot {t}")
        )(*parts(p)),
        lambda p: (
            lambda a, d, t: (
                lambda v: spec("email-obfuscated", "es", "{at}", v, f"Mi mail: {v}", "perfil")
            )(f"{a}{{at}}{d}.{t}")
        )(*parts(p)),
        lambda p: (
            lambda a, d, t: (
                lambda v: spec(
                    "email-obfuscated", "pt", "[arroba] pt", v, f"meu e-mail: {v}", "obs"
                )
            )(f"{a}[arroba]{d}.{t}")
        )(*parts(p)),
        lambda p: (
            lambda a, d, t: (
                lambda v: spec(
                    "email-obfuscated", "es", "(arroba) (punto)", v, f"{p.name} — {v}", "contacto"
                )
            )(f"{a}(arroba){d}(punto){t}")
        )(*parts(p)),
    ]
    return [T[i % len(T)](Person(rng)) for i in range(n)]


# ------------------------------------------------------------------ provider account ids


def account_items(rng: random.Random, n: int) -> list[Spec]:
    r = lambda k: gen.rand(rng, k)  # noqa: E731
    lo = lambda k: gen.rand(rng, k, "abcdefghijklmnopqrstuvwxyz0123456789")  # noqa: E731
    T: list[Callable[[], Spec]] = [
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "openai-organization header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("openai-organization", v),
            )
        )(f"org-{r(24)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "openai-project header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("openai-project", v),
            )
        )(f"proj_{r(24)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "anthropic-organization-id header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("anthropic-organization-id", v),
            )
        )(gen.uuid4(rng)),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "x-account header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("x-account", v),
            )
        )(f"cust-{rng.randint(10000, 999999)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "x-team-id header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("x-team-id", v),
            )
        )(f"team_{lo(20)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "x-workspace header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("X-Workspace", v),
            )
        )(f"ws-{lo(12)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "x-customer-id numeric",
                v,
                "",
                family="account-id",
                medium="header",
                header=("x-customer-id", v),
            )
        )(str(rng.randint(10**8, 10**9))),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "body field project",
                v,
                f"{v}",
                "project",
                family="account-id",
                medium="field",
            )
        )(f"proj_{lo(10)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "body field organization_id",
                v,
                f"{v}",
                "organization_id",
                family="account-id",
                medium="field",
            )
        )(f"org_{r(16)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "body field customer",
                v,
                f"{v}",
                "customer",
                family="account-id",
                medium="field",
            )
        )(f"cus_{r(14)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "URL path /accounts/",
                v,
                f"GET https://api.example-search.io/v1/accounts/{v}/usage?month=2024-10 200",
                "request_line",
                family="account-id",
            )
        )(f"acct_{rng.randint(1000, 99999)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "URL path organizations",
                v,
                f"https://api.provider.dev/v2/organizations/{v}/billing/invoices",
                "billing_url",
                family="account-id",
            )
        )(f"org-{lo(18)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "Azure subscription path",
                v,
                f"/subscriptions/{v}/resourceGroups/rg-search-prod/providers/Microsoft.Bing/accounts/bing-mx",
                "resource_id",
                family="account-id",
            )
        )(gen.uuid4(rng)),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "GCP project number path",
                v,
                f"https://customsearch.googleapis.com/v1/projects/{v}/quota",
                "quota_url",
                family="account-id",
            )
        )(str(rng.randint(10**11, 10**12 - 1))),
        lambda: (
            lambda v: spec(
                "account-id",
                "es",
                "prose: la cuenta del cliente",
                v,
                f"La cuenta del proveedor es {v}, ojo al facturar",
                "nota",
                family="account-id",
            )
        )(f"acct_{r(16)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "es",
                "log line workspace",
                v,
                f"usage.report workspace_id={v} queries=1532",
                "log",
                family="account-id",
            )
        )(f"wrkspc_{r(22)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "user id in error",
                v,
                f'{{"error":"quota exceeded","user_id":"{v}"}}',
                "raw_error",
                family="account-id",
            )
        )(f"user_{r(27)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "pt",
                "pt prose conta",
                v,
                f"ID da conta no provedor: {v}",
                "obs",
                family="account-id",
            )
        )(f"acc-{lo(10)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "tenant in path",
                v,
                f"POST /tenants/{v}/search HTTP/1.1",
                "request",
                family="account-id",
            )
        )(f"tnt_{lo(12)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "es",
                "link to dashboard",
                v,
                f"https://dashboard.provider.dev/team/{v}/keys",
                "d",
                family="account-id",
                medium="html",
                html=f'<p>Panel: <a href="https://dashboard.provider.dev/team/{v}/keys">llaves del equipo</a></p>',
            )
        )(f"team_{lo(16)}"),
        lambda: (
            lambda v: spec(
                "account-id",
                "en",
                "x-request-path header",
                v,
                "",
                family="account-id",
                medium="header",
                header=("x-forwarded-uri", f"/v1/projects/{v}/search"),
            )
        )(f"prj_{lo(12)}"),
    ]
    return [T[i % len(T)]() for i in range(n)]


def all_items(rng: random.Random) -> list[Spec]:
    return (
        curp_items(rng, 30)
        + rfc_items(rng, 22)
        + nss_items(rng, 16)
        + ine_items(rng, 14)
        + clabe_items(rng, 16)
        + card_items(rng, 15)
        + passport_items(rng, 24)
        + mrz_items(rng, 6)
        + birth_items(rng, 24)
        + address_items(rng, 26)
        + phone_items(rng, 62)
        + whatsapp_items(rng, 12)
        + email_items(rng, 34)
        + obfuscated_items(rng, 14)
        + account_items(rng, 46)
    )
