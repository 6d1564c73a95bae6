# ruff: noqa: E501
"""Keepers (label ``keep``): values that must stay in a fixture (corpus 15).

Company contacts published by the company itself, institutional mailboxes, switchboards
and 800 numbers, companies' RFC and CLABE, office addresses, browser-side public keys,
documentation samples and placeholders, identifiers that are not personal, dates that are
not births, public figures in their public roles, statistics. All invented.
"""

from __future__ import annotations

import base64
import json
import random
import string
from datetime import date, timedelta
from typing import Any

if __package__:
    from . import ids
    from . import people as pp
    from .ids import alnum, b64, b64url, hexstr, uuid4
    from .model import mk
    from .textutil import MESES, MESES_ABR, MONTHS
else:  # run as a script from this folder
    import ids  # type: ignore[no-redef]
    import people as pp  # type: ignore[no-redef]
    from ids import alnum, b64, b64url, hexstr, uuid4  # type: ignore[no-redef]
    from model import mk  # type: ignore[no-redef]
    from textutil import MESES, MESES_ABR, MONTHS  # type: ignore[no-redef]

K = "keep"
DIG = string.digits


def _d(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(DIG) for _ in range(n))


def _office(rng: random.Random, lada: str | None = None) -> str:
    lada = lada or rng.choice(["55", "33", "81", "442", "222", "999", "477", "614"])
    rest = 10 - len(lada)
    return lada + str(rng.randint(2, 8)) + _d(rng, rest - 1)


def _lada(n: str) -> tuple[str, str]:
    """(lada, rest grouped) of a 10-digit number: ('55', '5130 2000') / ('442', '238 5000')."""
    lada, sub = pp.split_lada(n)
    half = len(sub) // 2
    return lada, f"{sub[:half]} {sub[half:]}"


def _800(rng: random.Random) -> tuple[str, str]:
    sub = _d(rng, 7)
    return sub[:3], sub[3:]


def _anon_jwt(rng: random.Random, role: str = "anon") -> str:
    def enc(o: dict[str, Any]) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    return (
        enc({"alg": "HS256", "typ": "JWT"})
        + "."
        + enc(
            {
                "iss": "supabase",
                "ref": alnum(rng, 20, string.ascii_lowercase),
                "role": role,
                "iat": 1718000000,
                "exp": 2033576000,
            }
        )
        + "."
        + b64url(rng, 43)
    )


def build(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def add(kind: str, lang: str, form: str, why: str, value: str, **kw: Any) -> None:
        out.append(mk(K, kind, lang, form, why, value, **kw))

    co = [pp.company(rng, i) for i in range(len(pp.COMPANY_WORDS))]

    # ------------------------------------------------------------------ role mailboxes
    W = "a role mailbox published by the company itself (seed §3 keeps it)"
    role_forms = [
        (
            "es",
            "'Ventas:' label",
            "ventas",
            lambda c, e: f"Ventas: {e} · Lunes a viernes de 9 a 18 h",
        ),
        (
            "es",
            "'Escríbenos a' prose on a company page",
            "contacto",
            lambda c, e: f"¿Dudas? Escríbenos a {e} y te respondemos en 24 horas.",
        ),
        (
            "es",
            "invoice request mailbox",
            "facturacion",
            lambda c, e: f"Solicita tu factura en {e} dentro del mes de tu compra.",
        ),
        ("es", "upper-case sales mailbox", "VENTAS", lambda c, e: f"INFORMES Y VENTAS: {e}"),
        (
            "es",
            "Reply-To with the company name",
            "soporte",
            lambda c, e: f"Reply-To: {c.kind} {c.name} <{e}>",
        ),
        (
            "es",
            "ARCO rights mailbox in a privacy notice (mentions datos personales)",
            "datospersonales",
            lambda c, e: (
                f"Para ejercer sus derechos ARCO sobre sus datos personales, escriba a {e}."
            ),
        ),
        (
            "es",
            "recruiting mailbox",
            "reclutamiento",
            lambda c, e: f"Envía tu CV a {e} indicando la vacante.",
        ),
        ("es", "press mailbox", "prensa", lambda c, e: f"Atención a medios: {e}"),
        (
            "en",
            "no-reply sender",
            "no-reply",
            lambda c, e: f"This message was sent from {e}; replies are not monitored.",
        ),
        ("es", "'hola@' friendly mailbox", "hola", lambda c, e: f"Saluda a {c.name} en {e}"),
        (
            "es",
            "hotel reservations mailbox",
            "reservaciones",
            lambda c, e: f"Reservaciones: {e} — tarifas especiales para grupos",
        ),
        ("es", "orders mailbox", "pedidos", lambda c, e: f"Pedidos mayoristas: {e}"),
        ("es", "collections mailbox", "cobranza", lambda c, e: f"Aclaraciones de pago: {e}"),
        (
            "es",
            "suppliers mailbox",
            "proveedores",
            lambda c, e: f"Alta de proveedores: envíe su constancia fiscal a {e}",
        ),
        (
            "en",
            "English support mailbox",
            "support",
            lambda c, e: f"Support: {e} (Mon–Fri, 9:00–18:00 CST)",
        ),
        ("pt", "Portuguese 'Fale conosco'", "contato", lambda c, e: f"Fale conosco: {e}"),
        ("es", "ethics hotline mailbox", "denuncias", lambda c, e: f"Línea ética (anónima): {e}"),
        ("en", "legal notices mailbox", "legal", lambda c, e: f"Legal notices: {e}"),
        (
            "en",
            "security disclosure mailbox",
            "security",
            lambda c, e: f"Report vulnerabilities to {e} (PGP key below).",
        ),
        ("en", "postmaster / abuse", "abuse", lambda c, e: f"Spam complaints: {e}"),
        ("es", "help desk", "ayuda", lambda c, e: f"Mesa de ayuda: {e}"),
        (
            "es",
            "donations mailbox of an A.C.",
            "donativos",
            lambda c, e: f"Recibos deducibles: {e}",
        ),
        (
            "es",
            "school admissions mailbox",
            "admisiones",
            lambda c, e: f"Proceso de admisión 2025-2026: {e}",
        ),
        ("es", "clinic appointments mailbox", "citas", lambda c, e: f"Agenda tu cita: {e}"),
        (
            "es",
            "branch sales mailbox with a city suffix",
            "ventas.mty",
            lambda c, e: f"Sucursal Monterrey — {e}",
        ),
        (
            "es",
            "webmaster mailbox in a footer",
            "webmaster",
            lambda c, e: f"Problemas con el sitio: {e}",
        ),
        (
            "es",
            "info mailbox in a markdown table",
            "info",
            lambda c, e: f"| Informes | {e} | 9–18 h |",
        ),
        ("es", "mailbox under a JSON-LD-like contact key", "atencionaclientes", lambda c, e: e),
        ("es", "obfuscated role mailbox", "contacto", None),
        ("es", "mailto with a subject", "ventas", None),
        ("es", "data-email attribute on a contact button", "cotizaciones", None),
        ("en", "Title-Case sales mailbox", "Sales", lambda c, e: f"Sales inquiries: {e}"),
    ]
    for i, (lang, form, box, f) in enumerate(role_forms):
        c = co[i % len(co)]
        e = f"{box}@{c.domain if box[0].islower() else c.domain.upper()}"
        if box == "Sales":
            e = f"Sales@{c.domain.title()}"
        if f is not None:
            text = f(c, e)
            if text == e:
                add(
                    "role-mailbox",
                    lang,
                    form,
                    W,
                    e,
                    text=e,
                    key="contactPoint_email",
                    only=("field",),
                )
            else:
                add("role-mailbox", lang, form, W, e, text=text, prose=text.endswith("."))
        elif form.startswith("obfuscated"):
            name, tld = c.domain.split(".", 1)
            v = f"{box} [arroba] {name} [punto] {' [punto] '.join(tld.split('.'))}"
            add("role-mailbox", lang, form, W, v, text=f"Contacto {c.kind} {c.name}: {v}")
        elif form.startswith("mailto"):
            v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
            add(
                "role-mailbox",
                lang,
                form,
                W,
                v,
                html=f'<p>Pide tu cotización a <a href="{v}">{c.kind} {c.name}</a></p>',
                only=("html",),
            )
        else:
            add(
                "role-mailbox",
                lang,
                form,
                W,
                e,
                html=f'<div class="cta" data-email="{e}">Cotiza con {c.name}</div>',
                only=("html",),
            )

    W = "an institutional mailbox published by a public body"
    gov_forms = [
        (
            "es",
            "citizen attention mailbox",
            "atencion.ciudadana",
            lambda e: f"Atención ciudadana: {e}",
        ),
        (
            "es",
            "transparency unit mailbox with the official's public role",
            "unidad.transparencia",
            lambda e: f"Titular de la Unidad de Transparencia: Mtra. Adriana Solís Vega — {e}",
        ),
        (
            "es",
            "official correspondence office",
            "oficialia.partes",
            lambda e: f"Oficialía de Partes electrónica: {e}",
        ),
        ("es", "social comptroller", "contraloria.social", lambda e: f"Quejas y denuncias: {e}"),
        ("es", "press office", "comunicacion.social", lambda e: f"Comunicación Social — {e}"),
        ("es", "citizen mailbox", "buzon.ciudadano", lambda e: f"Buzón ciudadano: {e}"),
        (
            "es",
            "data protection officer mailbox of a public body",
            "proteccion.datos",
            lambda e: f"Aviso de privacidad integral. Dudas: {e}",
        ),
        ("es", "archive mailbox", "archivo.historico", lambda e: f"Consulta del acervo: {e}"),
        (
            "es",
            "upper-case transparency mailbox",
            "TRANSPARENCIA",
            lambda e: f"SOLICITUDES DE INFORMACIÓN: {e}",
        ),
        (
            "en",
            "English contact of a public body",
            "contact",
            lambda e: f"Contact the agency at {e}",
        ),
        (
            "es",
            "complaints mailbox in prose",
            "quejas",
            lambda e: f"Si recibió un mal servicio, escriba a {e} con su número de folio.",
        ),
        (
            "es",
            "orientation mailbox",
            "orientacion",
            lambda e: f"Orientación al contribuyente: {e}",
        ),
        ("es", "culture office", "cultura", lambda e: f"Talleres gratuitos, informes en {e}"),
        (
            "es",
            "users' mailbox of a statistics institute",
            "atencion.usuarios",
            lambda e: f"Atención a usuarios: {e}",
        ),
        ("es", "legislative library", "biblioteca", lambda e: f"Biblioteca legislativa: {e}"),
        ("es", "tenders office", "licitaciones", lambda e: f"Bases de licitación: {e}"),
        ("es", "gov mailbox under a key", "contacto", lambda e: e),
        ("es", "obfuscated gov mailbox", "transparencia", None),
        ("es", "mailto with a subject on .gob.mx", "atencion", None),
        (
            "es",
            "gov mailbox in a CSV directory row",
            "sipinna",
            lambda e: f"Secretaría Ejecutiva del SIPINNA,{e},Ext. 1204",
        ),
        (
            "es",
            "gov mailbox in a markdown table",
            "protec.civil",
            lambda e: f"| Protección Civil | {e} |",
        ),
        (
            "pt",
            "Portuguese mention of a Mexican gov mailbox",
            "atencion.migrantes",
            lambda e: f"Contato do consulado: {e}",
        ),
    ]
    for i, (lang, form, box, f) in enumerate(gov_forms):
        dom = pp.GOB_DOMAINS[i % len(pp.GOB_DOMAINS)]
        e = f"{box}@{dom if box[0].islower() else dom.upper()}"
        if f is not None:
            text = f(e)
            if text == e:
                add(
                    "gov-role-mailbox",
                    lang,
                    form,
                    W,
                    e,
                    text=e,
                    key="email_institucional",
                    only=("field",),
                )
            else:
                add("gov-role-mailbox", lang, form, W, e, text=text, prose=text.endswith("."))
        elif form.startswith("obfuscated"):
            name, tld = dom.split(".", 1)
            v = f"{box} (arroba) {name} (punto) {' (punto) '.join(tld.split('.'))}"
            add("gov-role-mailbox", lang, form, W, v, text=f"Solicitudes: {v}")
        else:
            v = f"mailto:{e}?subject=Solicitud%20de%20informaci%C3%B3n"
            add(
                "gov-role-mailbox",
                lang,
                form,
                W,
                v,
                html=f'<li><a href="{v}">Escríbenos</a></li>',
                only=("html",),
            )

    # ------------------------------------------------------------------ switchboards / 800
    W = "a company's or institution's published switchboard"
    sw = [
        (
            "es",
            "'Conmutador:' (lada) groups",
            lambda n, c: (f"({_lada(n)[0]}) {_lada(n)[1]}", "Conmutador: {v}"),
        ),
        (
            "es",
            "'Tel. oficina' with ext.",
            lambda n, c: (f"{pp.fmt_groups(n)} ext. {_d(rng, 4)}", "Tel. oficina: {v}"),
        ),
        (
            "es",
            "'Extensión' written out",
            lambda n, c: (f"{pp.fmt_groups(n, '-')}, extensión {_d(rng, 3)}", "Informes al {v}"),
        ),
        (
            "es",
            "+52 with 'opción'",
            lambda n, c: (f"+52 {pp.fmt_groups(n)} opción 3", "Centro de atención: {v}"),
        ),
        (
            "es",
            "'Ext.' capitalised after a comma",
            lambda n, c: (
                f"Tel. ({_lada(n)[0]}) {_lada(n)[1].replace(' ', '-')}, Ext. {_d(rng, 4)}",
                "{v} — " + "{c}",
            ),
        ),
        ("es", "'Oficinas:' bare groups", lambda n, c: (pp.fmt_groups(n), "Oficinas {c}: {v}")),
        (
            "es",
            "'Matriz' with two extensions",
            lambda n, c: (f"{pp.fmt_groups(n)} exts. {_d(rng, 3)} y {_d(rng, 3)}", "Matriz: {v}"),
        ),
        (
            "es",
            "'Centro de atención telefónica' with hours",
            lambda n, c: (
                pp.fmt_groups(n),
                "Centro de atención telefónica {v}, lunes a sábado de 8 a 20 h",
            ),
        ),
        (
            "es",
            "'Línea de atención' with ext",
            lambda n, c: (f"{pp.fmt_groups(n)} ext 5", "Línea de atención a clientes: {v}"),
        ),
        (
            "es",
            "'Recepción del hotel' +52",
            lambda n, c: ("+52 " + pp.fmt_groups(n), "Recepción del hotel {c}: {v}"),
        ),
        (
            "es",
            "'Mesa de ayuda: ext.' extension only",
            lambda n, c: (f"ext. {_d(rng, 4)}", "Mesa de ayuda interna: {v}"),
        ),
        (
            "es",
            "clinic's own phone",
            lambda n, c: (pp.fmt_groups(n, "."), "Tel. del consultorio (Clínica {c}): {v}"),
        ),
        ("es", "'PBX' label", lambda n, c: (pp.fmt_groups(n, "-"), "PBX {v}")),
        (
            "es",
            "school switchboard with 'Tel.' and 'ext.'",
            lambda n, c: (f"{pp.fmt_groups(n)} ext. 101", "Colegio {c} · Tel. {v} (Dirección)"),
        ),
        (
            "en",
            "English 'Main line' with ext.",
            lambda n, c: (f"+52 {pp.fmt_groups(n)} ext. {_d(rng, 3)}", "Main line: {v}"),
        ),
        (
            "es",
            "'Sucursal' phone",
            lambda n, c: (pp.fmt_groups(n), "Sucursal Centro {c} — Tel. {v}"),
        ),
        (
            "es",
            "public hotline of a city",
            lambda n, c: (pp.fmt_groups(n), "Línea Ciudadana del municipio: {v}, las 24 horas"),
        ),
        ("es", "emergency short numbers", lambda n, c: ("911", "En caso de emergencia marque {v}")),
        ("es", "anonymous report short number", lambda n, c: ("089", "Denuncia anónima: {v}")),
        (
            "es",
            "'Atención a medios' with ext.",
            lambda n, c: (f"({_lada(n)[0]}) {_lada(n)[1]} ext. 2210", "Atención a medios: {v}"),
        ),
        (
            "es",
            "'Fax' of an office",
            lambda n, c: (f"({_lada(n)[0]}) {_lada(n)[1].replace(' ', '-')}", "Fax oficina: {v}"),
        ),
        (
            "es",
            "markdown row of a company directory",
            lambda n, c: (f"{pp.fmt_groups(n)} ext. {_d(rng, 3)}", "| Recursos Humanos | {v} |"),
        ),
        (
            "es",
            "JSON-LD-like telephone under a key",
            lambda n, c: ("+52-" + pp.fmt_groups(n, "-"), "{v}"),
        ),
        (
            "pt",
            "Portuguese 'Central de atendimento'",
            lambda n, c: ("+52 " + pp.fmt_groups(n), "Central de atendimento {c}: {v}"),
        ),
        (
            "es",
            "'Conmutador' with dots",
            lambda n, c: (pp.fmt_groups(n, ".", "pairs"), "Conmutador {c}: {v}"),
        ),
        (
            "es",
            "government office switchboard with ext.",
            lambda n, c: (
                f"{pp.fmt_groups(n)}, Ext. 31{_d(rng, 2)}",
                "Secretaría de Desarrollo Económico del Estado — Tel. {v}",
            ),
        ),
    ]
    for i, (lang, form, f) in enumerate(sw):
        c = co[(i + 3) % len(co)]
        n = _office(rng)
        v, tpl = f(n, c)
        text = tpl.format(v=v, c=c.name)
        if text == v:
            add("switchboard", lang, form, W, v, text=v, key="telephone", only=("field",))
        else:
            add("switchboard", lang, form, W, v, text=text, prose=text.endswith("h"))

    W = "a toll-free number published by a company or public body"
    tf = [
        ("es", "800 with spaces", lambda a, b: (f"800 {a} {b}", "Llame sin costo al {v}")),
        ("es", "01 800 old form", lambda a, b: (f"01 800 {a} {b}", "Lada sin costo: {v}")),
        (
            "es",
            "01-800 with a vanity word",
            lambda a, b: ("01-800-ESCUELA", "Orientación educativa: {v}"),
        ),
        ("es", "+52 800", lambda a, b: (f"+52 800 {a} {b}", "Desde el extranjero: {v}")),
        ("es", "800 vanity with digits", lambda a, b: ("800-00-AYUDA", "Línea de ayuda: {v}")),
        ("es", "800 hyphenated 3-3-4", lambda a, b: (f"800-{a}-{b}", "Atención a clientes {v}")),
        ("es", "(800) in parentheses", lambda a, b: (f"(800) {a} {b}", "Reportes de fallas: {v}")),
        ("en", "US 1-800", lambda a, b: (f"1-800-{a}-{b}", "Toll-free (US & Canada): {v}")),
        (
            "en",
            "'toll-free' with +1 (800)",
            lambda a, b: (f"+1 (800) {a}-{b}", "Call us toll-free at {v}"),
        ),
        ("es", "800 plain digits", lambda a, b: (f"800{a}{b}", "Tel. sin costo {v}")),
        ("es", "800 with dots", lambda a, b: (f"800.{a}.{b}", "Servicio al cliente: {v}")),
        (
            "es",
            "'01 800' with hyphens and ext.",
            lambda a, b: (f"01-800-{a}-{b} ext. 3", "Facturación: {v}"),
        ),
        (
            "es",
            "800 in a markdown table",
            lambda a, b: (f"800 {a} {b}", "| Atención nacional | {v} |"),
        ),
        ("es", "800 in a CSV row", lambda a, b: (f"800{a}{b}", "Banco,Tarjetas,{v},24h")),
        (
            "es",
            "800 in prose with hours",
            lambda a, b: (
                f"800 {a} {b}",
                "Nuestro centro de contacto, {v}, atiende de 7 a 22 h todos los días.",
            ),
        ),
        (
            "pt",
            "Portuguese 'ligue grátis'",
            lambda a, b: (f"800 {a} {b}", "Ligue grátis: {v} (México)"),
        ),
        ("es", "800 under a key", lambda a, b: (f"800 {a} {b}", "{v}")),
        (
            "es",
            "+52 1 800? written as 52-800",
            lambda a, b: (f"52-800-{a}-{b}", "Internacional {v}"),
        ),
        (
            "es",
            "Profeco-style hotline",
            lambda a, b: (f"800 468 {b}", "Teléfono del Consumidor: {v}"),
        ),
        ("es", "800 with 'opción'", lambda a, b: (f"800 {a} {b}, opción 2", "Cancelaciones: {v}")),
    ]
    for lang, form, f in tf:
        a, b = _800(rng)
        v, tpl = f(a, b)
        text = tpl.format(v=v)
        if text == v:
            add("toll-free", lang, form, W, v, text=v, key="tollFree", only=("field",))
        else:
            add("toll-free", lang, form, W, v, text=text, prose=text.endswith("."))

    # ------------------------------------------------------------------ company RFC / CLABE
    W = "a company's RFC (persona moral), published on its invoices"
    rfc_forms = [
        ("es", "'Razón social' + RFC", lambda c, r: f"Razón social: {c.full} · RFC: {r}"),
        (
            "es",
            "CFDI Emisor attributes",
            lambda c, r: (
                f"<cfdi:Emisor Rfc='{r}' Nombre='{c.kind.upper()} {c.name.upper()}' RegimenFiscal='601'/>"
            ),
        ),
        ("es", "hyphenated 3-6-3", lambda c, r: f"{c.full} R.F.C. {r[:3]}-{r[3:9]}-{r[9:]}"),
        ("es", "lower case", lambda c, r: f"rfc {r.lower()} ({c.name}, {c.legal})"),
        (
            "es",
            "invoice footer",
            lambda c, r: (
                f"Este documento es una representación impresa de un CFDI — {c.full}, RFC {r}"
            ),
        ),
        (
            "es",
            "authorised donee",
            lambda c, r: f"{c.kind} {c.name}, A.C. es donataria autorizada. RFC {r}.",
        ),
        ("en", "English 'Tax ID'", lambda c, r: f"{c.full} (Tax ID {r})"),
        ("es", "key-only field", lambda c, r: r),
        ("es", "spaced groups", lambda c, r: f"RFC {r[:3]} {r[3:9]} {r[9:]} — {c.kind} {c.name}"),
        (
            "es",
            "supplier registry CSV row",
            lambda c, r: f"{r},{c.kind.upper()} {c.name.upper()},{c.legal},activo",
        ),
        ("es", "municipality RFC", lambda c, r: f"Municipio de Celaya, Gto. — RFC {r}"),
        (
            "es",
            "markdown table of suppliers",
            lambda c, r: f"| {c.kind} {c.name}, {c.legal} | {r} |",
        ),
        ("es", "'RFC del emisor' in a receipt", lambda c, r: f"RFC del emisor: {r} · {c.legal}"),
        (
            "pt",
            "Portuguese 'CNPJ mexicano' aside",
            lambda c, r: f"RFC (equivalente ao CNPJ) da {c.kind} {c.name}: {r}",
        ),
        (
            "es",
            "tender notice",
            lambda c, r: f"Se adjudica a {c.full}, con RFC {r}, el contrato LA-914-2025.",
        ),
        ("es", "generic RFC for the general public", None),
        ("es", "generic RFC for foreign residents", None),
        (
            "es",
            "RFC inside a URL of a SAT-like verifier",
            lambda c, r: f"https://verificacfdi.ejemplo.mx/?re={r}&rr=XAXX010101000&tt=1500.00",
        ),
    ]
    for i, (lang, form, f) in enumerate(rfc_forms):
        c = co[(i + 5) % len(co)]
        if f is None:
            v = "XAXX010101000" if "public" in form else "XEXX010101000"
            add(
                "company-rfc",
                lang,
                form,
                "the SAT's generic RFC, a documentation value of no person",
                v,
                text=f"Ventas al público en general se facturan al RFC genérico {v}"
                if v.startswith("XA")
                else f"Para extranjeros sin RFC use el genérico {v}.",
            )
            continue
        letters = "".join(w[0] for w in (c.kind + " " + c.name).split() if w[0].isupper())
        letters = (letters + "XXX")[:3] if "Municipio" not in f(c, "R") else "MCG"
        r = ids.rfc_moral(rng, letters, c.founded)
        assert ids.valid_rfc(r)
        text = f(c, r)
        shown = next(
            x
            for x in (r, f"{r[:3]}-{r[3:9]}-{r[9:]}", r.lower(), f"{r[:3]} {r[3:9]} {r[9:]}")
            if x in text
        )
        if text == r:
            add("company-rfc", lang, form, W, r, text=r, key="rfcEmisor", only=("field",))
        else:
            add("company-rfc", lang, form, W, shown, text=text, prose=text.endswith("."))

    W = "a company's or association's account published for payments to it"
    for i in range(10):
        c = co[(i + 7) % len(co)]
        bank = rng.choice(sorted(ids.BANKS))
        cl = ids.clabe(rng, bank)
        assert ids.valid_clabe(cl)
        forms = [
            (
                "es",
                "deposits to a S.A. de C.V. with bank",
                cl,
                f"Depósitos a nombre de {c.full}, {ids.BANKS[bank]}, CLABE {cl}",
            ),
            (
                "es",
                "donations to an A.C.",
                cl,
                f"Donativos: {c.kind} {c.name}, A.C. — CLABE {cl} (recibo deducible)",
            ),
            (
                "es",
                "school fees to a S.C.",
                f"{cl[:3]} {cl[3:6]} {cl[6:17]} {cl[17]}",
                f"Colegiaturas: {c.kind} {c.name}, S.C. CLABE {cl[:3]} {cl[3:6]} {cl[6:17]} {cl[17]}",
            ),
            ("es", "BBVA CIE agreement (no CLABE)", f"CIE {_d(rng, 7)}", None),
            (
                "es",
                "municipal treasury account for tax payments",
                cl,
                f"Pago de predial por transferencia: Municipio de León, Tesorería Municipal, CLABE {cl}",
            ),
            (
                "en",
                "English wire instructions of a company",
                cl,
                f"Wire to {c.full} — CLABE {cl} — SWIFT BCMRMXMMPYM",
            ),
            ("es", "tender guarantee account", cl, f"Garantías a favor de {c.full}: CLABE {cl}"),
            (
                "es",
                "cooperative's account in a CSV",
                cl,
                f"{c.kind} {c.name} {c.legal},{ids.BANKS[bank]},{cl}",
            ),
            ("es", "CLABE under a key of a company profile", cl, cl),
            (
                "es",
                "condominium association account",
                cl,
                f"Cuotas de mantenimiento: Asociación de Condóminos Torre Ámbar, A.C., CLABE {cl}",
            ),
        ]
        lang, form, v, text = forms[i]
        if text is None:
            text = (
                f"Pago en ventanilla BBVA, convenio {v}, referencia: su número de pedido ({c.full})"
            )
        if text == v:
            add("company-clabe", lang, form, W, v, text=v, key="clabe_empresa", only=("field",))
        else:
            add("company-clabe", lang, form, W, v, text=text)

    # ------------------------------------------------------------------ company addresses
    W = "the published address of a company's office, branch or a public venue"
    for i in range(22):
        c = co[i % len(co)]
        mun, edo, ab, pre, _l = rng.choice(pp.PLACES)
        st = rng.choice(pp.STREETS)
        col = rng.choice(pp.COLONIAS)
        n = rng.randint(10, 3999)
        cp = pp.cp(rng, pre)
        forms = [
            (
                "es",
                "corporate offices with piso",
                f"Av. {st} {n}, piso 12, Col. {col}, C.P. {cp}, {mun}, {ab}",
                "Oficinas corporativas de {c}: {v}",
            ),
            (
                "es",
                "branch address",
                f"Calle {st} {n}, Col. Centro, {mun}, {ab}",
                "Sucursal {c} Centro: {v}",
            ),
            (
                "es",
                "fiscal address of a company",
                f"Blvd. {st} {n} Int. 301, Col. {col}, {cp} {mun}, {ab}",
                "Domicilio fiscal de {c}: {v}",
            ),
            (
                "es",
                "town hall",
                f"Plaza Principal s/n, Zona Centro, {mun}, {ab}",
                "Palacio Municipal: {v}",
            ),
            (
                "es",
                "official correspondence office",
                f"Av. {st} {n}, planta baja, Col. {col}, C.P. {cp}",
                "Oficialía de partes de la Secretaría: {v}",
            ),
            (
                "es",
                "hotel address",
                f"Blvd. Kukulcán km {rng.randint(3, 20)}.5, Zona Hotelera, Cancún, Q. Roo 77500",
                "Hotel {c}, {v}",
            ),
            (
                "es",
                "distribution centre",
                f"Carr. Querétaro–San Luis km {rng.randint(5, 30)}, Parque Industrial {col}, {mun}",
                "CEDIS {c}: {v}",
            ),
            (
                "es",
                "university campus",
                f"Av. Universidad {n}, Ciudad Universitaria, {mun}, {ab}",
                "Campus central: {v}",
            ),
            (
                "es",
                "museum",
                f"Calle {st} {rng.randint(1, 99)}, Centro Histórico, {mun}",
                "Museo de Arte Popular — {v}",
            ),
            (
                "es",
                "event venue",
                f"Av. {st} {n}, Centro de Convenciones, {mun}, {ab}",
                "La expo se realizará en {v}.",
            ),
            (
                "en",
                "English 'Our offices'",
                f"{st} {n}, Suite 402, {col}, {mun}, {edo}, Mexico {cp}",
                "Our offices: {v}",
            ),
            (
                "pt",
                "Portuguese 'Nosso escritório no México'",
                f"Av. {st} {n}, andar 8, Col. {col}, {mun}",
                "Nosso escritório no México: {v}",
            ),
            (
                "es",
                "factory",
                f"Calle Norte 4 No. {n}, Parque Industrial Santa Fe, Silao, Gto.",
                "Planta {c}: {v}",
            ),
            (
                "es",
                "Mz/Lt in an industrial park",
                f"Mz. {rng.randint(1, 20)} Lt. {rng.randint(1, 40)}, Parque Industrial {col}, {mun}",
                "Bodega {c}: {v}",
            ),
            (
                "es",
                "clinic address",
                f"Privada {st} {rng.randint(1, 90)}, consultorio 204, Col. {col}, {mun}",
                "Clínica {c}: {v}",
            ),
            (
                "es",
                "store in a mall",
                f"Av. {st} {n}, Plaza Galerías local 118, {mun}, {ab}",
                "Tienda {c}: {v}",
            ),
            (
                "es",
                "address under a JSON-LD-like streetAddress key",
                f"Av. {st} {n}, piso 3",
                "{v}",
            ),
            (
                "es",
                "Yucatán office with crossings",
                f"Calle {rng.randint(50, 70)} No. {n} x {rng.randint(50, 59)} y {rng.randint(60, 69)}, Centro, Mérida, Yuc.",
                "Oficina regional de {c}: {v}",
            ),
            (
                "es",
                "markdown table of branches",
                f"Av. {st} {n}, {mun}",
                f"| Sucursal {mun} | {{v}} | L–S 9–19 h |",
            ),
            (
                "es",
                "government office in prose",
                f"Av. {st} {n}, Col. {col}, {mun}",
                "Las inscripciones se reciben en las oficinas del DIF municipal, {v}, de 9 a 14 h.",
            ),
            (
                "es",
                "parish (institution) address",
                f"Calle {st} s/n, Barrio de San Juan, {mun}",
                "Parroquia de San Juan Bautista, {v}",
            ),
            (
                "es",
                "embassy-style consular office",
                f"Av. {st} {n}, Col. {col}, Alcaldía Miguel Hidalgo, CDMX",
                "Sección consular: {v}",
            ),
        ]
        lang, form, v, tpl = forms[i]
        text = tpl.format(v=v, c=c.name)
        if text == v:
            add("company-address", lang, form, W, v, text=v, key="streetAddress", only=("field",))
        else:
            add("company-address", lang, form, W, v, text=text, prose=text.endswith("."))

    # ------------------------------------------------------------------ public keys
    W = "a publishable key the browser receives by design"
    pk = "pk_live_51" + alnum(rng, 97)
    add(
        "public-key",
        "en",
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
        W,
        pk,
        text=f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={pk}",
    )
    v = _anon_jwt(rng)
    add(
        "public-key",
        "en",
        "NEXT_PUBLIC_SUPABASE_ANON_KEY with an anon-role JWT",
        W,
        v,
        text=f"NEXT_PUBLIC_SUPABASE_ANON_KEY={v}",
    )
    v = _anon_jwt(rng)
    add("public-key", "en", "VITE_SUPABASE_ANON_KEY", W, v, text=f"VITE_SUPABASE_ANON_KEY={v}")
    v = "pk_live_" + base64.b64encode(b"clerk.ejemplo.mx$").decode().rstrip("=")
    add(
        "public-key",
        "en",
        "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY",
        W,
        v,
        text=f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={v}",
    )
    v = "phc_" + alnum(rng, 43)
    add("public-key", "en", "NEXT_PUBLIC_POSTHOG_KEY", W, v, text=f"NEXT_PUBLIC_POSTHOG_KEY={v}")
    v = "AIza" + b64url(rng, 35)
    add(
        "public-key",
        "en",
        "REACT_APP_FIREBASE_API_KEY",
        W,
        v,
        text=f"REACT_APP_FIREBASE_API_KEY={v}",
    )
    v = "AIza" + b64url(rng, 35)
    add(
        "public-key",
        "en",
        "GATSBY_GOOGLE_MAPS_API_KEY",
        W,
        v,
        text=f"GATSBY_GOOGLE_MAPS_API_KEY={v}",
    )
    v = hexstr(rng, 32)
    add(
        "public-key",
        "en",
        "PUBLIC_ALGOLIA_SEARCH_KEY (SvelteKit, search-only)",
        W,
        v,
        text=f"PUBLIC_ALGOLIA_SEARCH_KEY={v}",
    )
    v = "6Lc" + b64url(rng, 37)
    add(
        "public-key",
        "en",
        "NUXT_PUBLIC_RECAPTCHA_SITE_KEY",
        W,
        v,
        text=f"NUXT_PUBLIC_RECAPTCHA_SITE_KEY={v}",
    )
    v = "key_" + alnum(rng, 25)
    add(
        "public-key",
        "en",
        "NEXT_PUBLIC_CONEKTA_PUBLIC_KEY",
        W,
        v,
        text=f"NEXT_PUBLIC_CONEKTA_PUBLIC_KEY={v}",
    )
    v = "pk_" + hexstr(rng, 32)
    add("public-key", "en", "VITE_OPENPAY_PUBLIC_KEY", W, v, text=f"VITE_OPENPAY_PUBLIC_KEY={v}")
    v = "APP_USR-" + uuid4(rng)
    add(
        "public-key",
        "en",
        "NEXT_PUBLIC_MERCADOPAGO_PUBLIC_KEY",
        W,
        v,
        text=f"NEXT_PUBLIC_MERCADOPAGO_PUBLIC_KEY={v}",
    )
    v = "AIza" + b64url(rng, 35)
    add(
        "public-key",
        "en",
        "Maps JavaScript API key in a script src",
        W,
        v,
        html=f'<script src="https://maps.googleapis.com/maps/api/js?key={v}&amp;callback=initMap" async></script>',
        only=("html",),
    )
    v = "6Le" + b64url(rng, 37)
    add(
        "public-key",
        "en",
        "reCAPTCHA data-sitekey",
        W,
        v,
        html=f'<div class="g-recaptcha" data-sitekey="{v}"></div>',
        only=("html",),
    )
    v = uuid4(rng)
    add(
        "public-key",
        "en",
        "hCaptcha data-sitekey",
        W,
        v,
        html=f'<div class="h-captcha" data-sitekey="{v}"></div>',
        only=("html",),
    )
    v = "pk_live_51" + alnum(rng, 97)
    add(
        "public-key",
        "en",
        "Stripe buy button publishable-key attribute",
        W,
        v,
        html=f'<stripe-buy-button buy-button-id="buy_btn_1{alnum(rng, 23)}" publishable-key="{v}"></stripe-buy-button>',
        only=("html",),
    )
    v = (
        "pk."
        + base64.urlsafe_b64encode(
            json.dumps(
                {"u": "ejemplo-mx", "a": alnum(rng, 25, string.ascii_lowercase + DIG)}
            ).encode()
        )
        .decode()
        .rstrip("=")
        + "."
        + b64url(rng, 22)
    )
    add(
        "public-key",
        "en",
        "EXPO_PUBLIC_MAPBOX_TOKEN (pk.)",
        W,
        v,
        text=f"EXPO_PUBLIC_MAPBOX_TOKEN={v}",
    )
    v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rng, 43)
    add(
        "public-key",
        "en",
        "SSH public key of a deploy machine",
        "a public key is public by design",
        v,
        text=f"{v} deploy-ci",
    )
    head = "-----BEGIN PGP PUBLIC KEY BLOCK-----"
    body = "\n".join(
        [
            head,
            "",
            *[b64(rng, 64) for _ in range(4)],
            "=" + b64(rng, 4),
            "-----END PGP PUBLIC KEY BLOCK-----",
        ]
    )
    add(
        "public-key",
        "en",
        "PGP public key block in <pre> (security.txt style)",
        "a public key is public by design",
        head,
        html=f"<pre>{body}</pre>",
        only=("html",),
    )
    head = "-----BEGIN CERTIFICATE-----"
    body = "\n".join([head, *[b64(rng, 64) for _ in range(6)], "-----END CERTIFICATE-----"])
    add(
        "public-key",
        "en",
        "X.509 certificate as an escaped string",
        "a certificate is public by design",
        head,
        text=body,
        key="ca_crt",
        only=("field",),
    )
    v = "age1" + alnum(rng, 58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
    add(
        "public-key",
        "en",
        "age recipient (public key) in .sops.yaml",
        "a public key is public by design",
        v,
        text=f"creation_rules: [{{path_regex: secrets/.*, age: {v}}}]",
    )

    # ------------------------------------------------------------------ documentation samples / placeholders
    W = "a documentation sample or placeholder, not a credential or a person's datum"
    docs = [
        (
            "en",
            "AWS documentation access key id",
            "AKIAIOSFODNN7EXAMPLE",
            "aws_access_key_id = {v}",
        ),
        (
            "en",
            "AWS documentation secret key",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key = {v}",
        ),
        (
            "es",
            "Stripe test card",
            "4242 4242 4242 4242",
            "Para probar el checkout usa la tarjeta {v}, cualquier CVC y una fecha futura.",
        ),
        ("en", "generic test Visa", "4111 1111 1111 1111", "Test card: {v} (sandbox only)"),
        ("en", "Mastercard test number", "5555 5555 5555 4444", "Sandbox Mastercard {v}"),
        (
            "en",
            "GitHub Actions secret reference",
            "${{ secrets.TAVILY_API_KEY }}",
            "TAVILY_API_KEY: {v}",
        ),
        ("en", "Helm template reference", "{{ .Values.openai.apiKey }}", "apiKey: {v}"),
        ("es", "placeholder in angle brackets (escaped in HTML)", "&lt;TU_API_KEY&gt;", None),
        (
            "en",
            "os.getenv call",
            "os.getenv('FIRECRAWL_API_KEY')",
            "app = FirecrawlApp(api_key={v})",
        ),
        (
            "en",
            "process.env reference",
            "process.env.BRAVE_API_KEY",
            "headers: {{ 'X-Subscription-Token': {v} }}",
        ),
        ("en", "shell variable in a header", "Bearer $OPENAI_API_KEY", "-H 'Authorization: {v}'"),
        (
            "en",
            "documentation connection string user:password@localhost",
            "postgres://user:password@localhost:5432/mydb",
            "DATABASE_URL={v}  # ejemplo de la documentación",
        ),
        (
            "es",
            "Spanish placeholder mailbox",
            "tu.correo@ejemplo.com",
            "Escribe tu correo (p. ej. {v})",
        ),
        ("es", "placeholder name@domain", "nombre@dominio.com", "Formato esperado: {v}"),
        (
            "en",
            "example.com address in docs",
            "user@example.com",
            "curl -d 'email={v}' https://api.example.com/signup",
        ),
        ("es", "redaction placeholder (seed §3)", "redacted@example.test", "correo: {v}"),
        ("es", "redaction placeholder phone (seed §3)", "+52-000-000-0000", "teléfono: {v}"),
        (
            "es",
            "CURP format mask",
            "AAAA######HAAAAA##",
            "La CURP tiene el formato {v} (18 caracteres).",
        ),
        ("en", "YOUR_API_KEY literal", "YOUR_API_KEY", "tavily = TavilyClient(api_key='{v}')"),
        (
            "en",
            "x-filled key placeholder",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        ("es", "phone placeholder with zeros", "55 0000 0000", "Teléfono (10 dígitos), ej.: {v}"),
        ("en", "RFC 2606 example domain in a mailto", "mailto:someone@example.org", None),
        (
            "en",
            "documentation IPv4 (RFC 5737)",
            "192.0.2.44",
            "upstream: http://{v}:8080 (documentation range)",
        ),
        ("en", "JWT placeholder pattern", "eyJhbGciOi...<truncated>", "Authorization: Bearer {v}"),
    ]
    for lang, form, v, tpl in docs:
        if tpl is None:
            if v.startswith("&lt;"):
                add(
                    "placeholder",
                    lang,
                    form,
                    W,
                    v,
                    html=f"<p>Sustituye <code>{v}</code> por la llave de tu panel.</p>",
                    only=("html",),
                )
            else:
                add(
                    "placeholder",
                    lang,
                    form,
                    W,
                    v,
                    html=f'<p>Docs sample: <a href="{v}">contact</a></p>',
                    only=("html",),
                )
            continue
        text = tpl.format(v=v) if "{v}" in tpl else tpl
        add("placeholder", lang, form, W, v, text=text, prose=text.endswith("."))
    masks = [
        ("es", "masked card", "**** **** **** 4821", "Pagaste con tu tarjeta {v}"),
        ("es", "'terminación' of a card", "terminación 4821", "Cargo a la tarjeta con {v}"),
        ("es", "masked CLABE", "**************1234", "CLABE registrada: {v}"),
        ("es", "masked phone", "+52 55 **** **78", "Te enviamos un código al {v}"),
        ("es", "masked e-mail", "r***@g***.com", "Enviamos el enlace a {v}"),
        ("en", "masked key with a prefix and last four", "sk-...a9F2", "Key: {v} (created Jan 3)"),
        ("es", "password bullets", "••••••••", "Contraseña: {v}"),
        (
            "en",
            "x-filled GitHub token",
            "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
            "GITHUB_TOKEN={v}",
        ),
        ("en", "[REDACTED] marker", "[REDACTED]", "Authorization: Bearer {v}"),
        ("en", "asterisks after AKIA", "AKIA****************", "aws_access_key_id: {v}"),
        ("es", "masked NSS", "*******8901", "NSS: {v}"),
        ("es", "masked CURP", "GO**######HDF****", "CURP (oculta): {v}"),
        ("en", "angle-bracket redaction marker in JSON", "<redacted>", "{v}"),
        ("es", "masked INE", "clave ******************", "INE verificada ({v})"),
    ]
    for lang, form, v, tpl in masks:
        text = tpl.format(v=v)
        if text == v:
            add("masked", lang, form, W, v, text=v, key="api_key", only=("field",))
        else:
            add("masked", lang, form, W, v, text=text)

    # ------------------------------------------------------------------ non-personal identifiers
    W = "an identifier of a thing, not of a person"
    for i in range(8):
        v = ids.isbn13(rng, rng.choice(["978607", "978968", "9786073", "979885"]))
        val = f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}" if i % 4 == 1 else v
        texts = [
            f"ISBN: {val}",
            f"Editorial Papel Amate, 2019. ISBN {val}",
            f"isbn13={val}",
            f"Libro de texto gratuito — ISBN {val} — 3.ª edición",
        ]
        add("isbn", "es", "ISBN-13 (valid check digit)", W, val, text=texts[i % 4])
    for _ in range(2):
        v = ids.isbn10(rng)
        assert ids.valid_isbn10(v)
        add("isbn", "es", "ISBN-10 of an old edition", W, v, text=f"1.ª ed. 1994, ISBN {v}")
    for i in range(4):
        v = ids.issn(rng)
        assert ids.valid_issn(v)
        add(
            "issn",
            "es",
            "ISSN of a journal",
            W,
            v,
            text=[
                f"Revista Mexicana de Estudios Rurales, ISSN {v}",
                f"ISSN-e: {v}",
                f"issn {v} (impresa)",
                f"e-ISSN {v}",
            ][i],
        )
    for i in range(6):
        v = ids.ean13(rng)
        assert ids.valid_ean13(v)
        add(
            "ean",
            "es",
            "EAN-13 barcode of a product",
            W,
            v,
            text=[
                f"Código de barras: {v}",
                f"EAN {v} · Salsa de chile habanero 150 g",
                f"gtin13={v}",
                f"| Frijol negro 1 kg | {v} | 34.50 |",
                f"SKU 88213 / EAN {v}",
                v,
            ][i],
            **({"key": "gtin13", "only": ("field",)} if i == 5 else {}),
        )
    for i in range(4):
        body = _d(rng, 11)
        chk = str(
            (10 - (sum(int(d) * (3 if j % 2 == 0 else 1) for j, d in enumerate(body)) % 10)) % 10
        )
        v = body + chk
        add(
            "upc",
            "en",
            "UPC-A barcode",
            W,
            v,
            text=[f"UPC {v}", f"Barcode (UPC-A): {v}", f"upc={v} qty=12", f"Item UPC: {v}"][i],
        )
    dois = [
        f"10.{rng.randint(1000, 9999)}/rmer.v{rng.randint(1, 40)}i{rng.randint(1, 4)}.{_d(rng, 4)}"
        for _ in range(4)
    ]
    for i, v in enumerate(dois):
        add(
            "doi",
            "en",
            "DOI",
            W,
            v,
            text=[f"https://doi.org/{v}", f"doi:{v}", f"DOI: {v}", f"Disponible en {v}"][i],
        )
    v = f"{rng.randint(2301, 2412)}.{_d(rng, 5)}v{rng.randint(1, 4)}"
    add("arxiv", "en", "arXiv id", W, v, text=f"arXiv:{v} [cs.CL]")
    v = str(rng.randint(30000000, 39999999))
    add("pmid", "en", "PubMed id", W, v, text=f"PMID: {v}")

    W = "an order, folio or ticket number of a transaction, not of a person"
    orders = [
        ("es", "'Pedido #' with a prefix", lambda: f"MX-{_d(rng, 6)}", "Pedido #{v} confirmado"),
        (
            "es",
            "bare 10-digit order folio starting like a CDMX number",
            lambda: "55" + _d(rng, 8),
            "Folio de pedido: {v}",
        ),
        (
            "es",
            "bare 10-digit invoice folio",
            lambda: "33" + _d(rng, 8),
            "Factura folio {v} — Serie A",
        ),
        ("es", "bare 10-digit ticket", lambda: "81" + _d(rng, 8), "Ticket de compra {v}, caja 4"),
        (
            "en",
            "order number in English",
            lambda: f"{_d(rng, 3)}-{_d(rng, 7)}-{_d(rng, 7)}",
            "Order # {v} has shipped",
        ),
        (
            "es",
            "promotion code",
            lambda: alnum(rng, 6, string.ascii_uppercase + DIG),
            "Código promocional del Buen Fin: {v}",
        ),
        (
            "es",
            "transparency request folio (15 digits)",
            lambda: "3300" + _d(rng, 11),
            "Folio de la solicitud de acceso a la información: {v}",
        ),
        (
            "es",
            "SPEI tracking key of a company payment",
            lambda: f"MBAN{_d(rng, 22)}",
            "Clave de rastreo SPEI: {v}",
        ),
        (
            "es",
            "'No. de operación' of a payment",
            lambda: _d(rng, 12),
            "No. de operación {v} — pago a proveedor",
        ),
        ("es", "support ticket", lambda: f"INC{_d(rng, 7)}", "Ticket {v} cerrado"),
        (
            "es",
            "CFDI folio fiscal (UUID, upper case)",
            lambda: uuid4(rng).upper(),
            "Folio fiscal: {v}",
        ),
        ("es", "CFDI UUID under a key", lambda: uuid4(rng).upper(), "{v}"),
        (
            "es",
            "bare 10-digit purchase order in a table",
            lambda: "44" + _d(rng, 8),
            "| OC | {v} | autorizada |",
        ),
        (
            "es",
            "bare 10-digit public-works contract number",
            lambda: "96" + _d(rng, 8),
            "Contrato de obra pública {v} (licitación municipal)",
        ),
    ]
    for lang, form, f, tpl in orders:
        v = f()
        text = tpl.format(v=v)
        kind = "cfdi-uuid" if "CFDI" in form else "order-number"
        if text == v:
            add(kind, lang, form, W, v, text=v, key="UUID", only=("field",))
        else:
            add(kind, lang, form, W, v, text=text)

    W = "a parcel tracking number"
    tracks = [
        (
            "es",
            "Correos de México UPU S10",
            lambda: ids.upu_s10(rng),
            "Guía Correos de México: {v}",
        ),
        (
            "es",
            "UPU S10 registered letter",
            lambda: ids.upu_s10(rng, "RR"),
            "Carta certificada {v}",
        ),
        ("es", "DHL 10-digit waybill", lambda: _d(rng, 10), "Guía DHL {v}"),
        ("es", "FedEx 12 digits", lambda: _d(rng, 12), "Rastreo FedEx: {v}"),
        ("es", "Estafeta 22 digits", lambda: _d(rng, 22), "Número de guía Estafeta {v}"),
        (
            "en",
            "UPS 1Z",
            lambda: "1Z" + alnum(rng, 6, string.ascii_uppercase + DIG) + _d(rng, 10),
            "UPS tracking {v}",
        ),
        (
            "es",
            "Paquetexpress guide",
            lambda: f"{alnum(rng, 3, string.ascii_uppercase)}{_d(rng, 9)}",
            "Paquetexpress guía {v}",
        ),
        (
            "es",
            "tracking URL",
            lambda: _d(rng, 12),
            "https://rastreo.ejemplo-paqueteria.mx/guia/{v}",
        ),
        ("en", "Amazon-style TBA", lambda: "TBA" + _d(rng, 12), "Carrier tracking ID: {v}"),
        ("es", "DHL in a table", lambda: _d(rng, 10), "| DHL | {v} | en tránsito |"),
        ("es", "Estafeta under a key", lambda: _d(rng, 22), "{v}"),
        ("es", "99minutos-style id", lambda: f"99M{_d(rng, 10)}", "Envío {v} entregado"),
    ]
    for lang, form, f, tpl in tracks:
        v = f()
        text = tpl.format(v=v)
        if text == v:
            add("tracking-number", lang, form, W, v, text=v, key="trackingNumber", only=("field",))
        else:
            add("tracking-number", lang, form, W, v, text=text)

    W = "a case or file number of a public proceeding, not a person's datum"
    cases = [
        f"Expediente {rng.randint(100, 9999)}/2024",
        f"Amparo en revisión {rng.randint(100, 999)}/2023",
        f"Juicio de nulidad {_d(rng, 5)}/24-17-01-3",
        f"CNDH/1/2024/{_d(rng, 4)}/Q",
        f"Licitación pública LA-{_d(rng, 3)}{_d(rng, 3)}999-E{rng.randint(1, 99)}-2025",
        f"NOM-{_d(rng, 3)}-SCFI-2024",
        f"Acuerdo INE/CG{rng.randint(100, 999)}/2024",
        f"Recurso de revisión RRA {_d(rng, 4)}/25",
        f"Toca penal {rng.randint(10, 999)}/2022",
        f"Patente MX/a/2023/{_d(rng, 6)}",
    ]
    for i, v in enumerate(cases):
        add(
            "case-number",
            "es",
            "case/file number of a public proceeding",
            W,
            v,
            text=[f"Se resolvió el {v}.", f"{v} — sesión pública", f"Ver {v}", v][i % 4]
            if i % 4 != 3
            else f"Referencia: {v}",
            prose=i % 4 == 0,
        )

    W = "an identifier of a resource or request, not of a person"
    for i in range(8):
        v = uuid4(rng)
        texts = [
            f"x-request-id: {v}",
            f"request_id={v}",
            f"Documento {v} indexado",
            f"trace {v}",
            f"/v1/files/{v}/content",
            f"Idempotency-Key: {v}",
            f"job {v} finished in 4.2 s",
            v,
        ]
        kw = {"key": "resource_id", "only": ("field",)} if i == 7 else {}
        add("uuid", "en", "UUID of a resource/request", W, v, text=texts[i], **kw)
    for _ in range(4):
        v = f"00-{hexstr(rng, 32)}-{hexstr(rng, 16)}-01"
        add(
            "trace-id",
            "en",
            "W3C traceparent",
            W,
            v,
            header=("traceparent", v),
            text=f"traceparent: {v}",
        )
    for i in range(4):
        v = hexstr(rng, 16)
        add(
            "trace-id",
            "en",
            "span / correlation id",
            W,
            v,
            text=[f"span_id={v}", f"X-Correlation-ID: {v}", f"cf-ray: {v}-QRO", f"correlation {v}"][
                i
            ],
        )

    W = "a version or build string"
    vers = [
        ("es", "v2.14.3", "Versión v2.14.3 del SDK, compatible con Python 3.9+"),
        ("en", "1.0.0-rc.2", "npm i buscador-client@1.0.0-rc.2"),
        ("en", "2025.03.1", "Release 2025.03.1 — bug fixes"),
        ("es", "2024.11.05-rc2", "Compilación: build 2024.11.05-rc2"),
        ("es", "Android 14 (UP1A.231005.007)", "Probado en Android 14 (UP1A.231005.007)"),
        ("es", "iOS 17.4.1", "Requiere iOS 17.4.1 o superior."),
        (
            "en",
            "Chrome/122.0.6261.112",
            "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.112 Safari/537.36",
        ),
        ("en", "v20.11.1", "engines: node v20.11.1"),
        ("en", "3.11.7", "Python 3.11.7 (main, Jan 2024) [GCC 12.2.0] on linux"),
        ("en", "0.0.14", "bump pydantic-ai 0.0.14 -> 0.0.15"),
        ("en", "2024-06-20", "Stripe-Version: 2024-06-20"),
        ("es", "3.2.0.118", "Actualiza el firmware 3.2.0.118 del módem antes de reportar fallas."),
        ("en", "10.0.19045.4170", "OS: Windows 10 build 10.0.19045.4170"),
        ("en", "3.1.0", "openapi: 3.1.0"),
    ]
    for lang, v, text in vers:
        add("version", lang, "version or build string", W, v, text=text, prose=text.endswith("."))

    W = "a content hash or digest"
    hashes = [
        ("git commit SHA", lambda: hexstr(rng, 40), "commit {v}"),
        ("short git SHA", lambda: hexstr(rng, 7), "fix(parser): trim BOM ({v})"),
        ("sha256 of a file", lambda: hexstr(rng, 64), "sha256: {v}"),
        ("md5 checksum", lambda: hexstr(rng, 32), "MD5 ({v})"),
        ("sha1 checksum", lambda: hexstr(rng, 40), "SHA1={v}"),
        ("SRI integrity attribute", lambda: "sha384-" + b64(rng, 64), None),
        ("npm integrity", lambda: "sha512-" + b64(rng, 86) + "==", "integrity {v}"),
        (
            "Docker image digest",
            lambda: "sha256:" + hexstr(rng, 64),
            "image: ghcr.io/ejemplo/buscador@{v}",
        ),
        ("strong ETag", lambda: '"' + hexstr(rng, 32) + '"', None),
        ("weak ETag", lambda: "W/" + hexstr(rng, 24), "ETag: {v}"),
        (
            "IPFS CID",
            lambda: "bafybei" + alnum(rng, 52, "abcdefghijklmnopqrstuvwxyz234567"),
            "ipfs://{v}",
        ),
        ("blake3 hash", lambda: hexstr(rng, 64), "blake3 {v}"),
        ("body sha256 per seed §3", lambda: hexstr(rng, 64), "sha256_original={v}"),
        ("redacted body sha256", lambda: hexstr(rng, 64), "sha256_redacted: {v}"),
        ("git tree hash", lambda: hexstr(rng, 40), "tree {v}"),
        ("content hash under a key", lambda: hexstr(rng, 64), "{v}"),
    ]
    for form, f, tpl in hashes:
        v = f()
        if tpl is None and form.startswith("SRI"):
            add(
                "hash",
                "en",
                form,
                W,
                v,
                html=f'<link rel="stylesheet" href="https://cdn.ejemplo.mx/app.css" integrity="{v}" crossorigin="anonymous">',
                only=("html",),
            )
            continue
        if tpl is None:
            v = v.strip('"')
            add("hash", "en", form, W, v, header=("ETag", f'"{v}"'), text=f'ETag: "{v}"')
            continue
        text = tpl.format(v=v)
        if text == v:
            add("hash", "en", form, W, v, text=v, key="content_sha256", only=("field",))
        else:
            add("hash", "en", form, W, v, text=text)

    W = "a site's analytics or tag id, public in every page view"
    an = [
        (
            "GA4 measurement id",
            "G-" + alnum(rng, 10, string.ascii_uppercase + DIG),
            "gtag('config', '{v}');",
        ),
        (
            "GTM container id",
            "GTM-" + alnum(rng, 7, string.ascii_uppercase + DIG),
            "<!-- Google Tag Manager {v} -->",
        ),
        ("Meta pixel id (15 digits)", _d(rng, 15), "fbq('init', '{v}');"),
        ("Hotjar site id", str(rng.randint(1000000, 3999999)), "hjid:{v}"),
        ("Universal Analytics property", f"UA-{_d(rng, 8)}-1", "ga('create', '{v}', 'auto');"),
        (
            "Clarity project id",
            alnum(rng, 10, string.ascii_lowercase + DIG),
            "clarity('set', 'project', '{v}')",
        ),
        ("TikTok pixel id", alnum(rng, 20, string.ascii_uppercase + DIG), "ttq.load('{v}')"),
        ("Plausible data-domain", "buscador.ejemplo.mx", None),
    ]
    for form, v, tpl in an:
        if tpl is None:
            add(
                "analytics-id",
                "en",
                form,
                W,
                v,
                html=f'<script defer data-domain="{v}" src="https://plausible.io/js/script.js"></script>',
                only=("html",),
            )
        else:
            add("analytics-id", "en", form, W, v, text=tpl.format(v=v), wrap="code")

    W = "a product code"
    for i in range(8):
        v = [
            f"SKU-{_d(rng, 6)}",
            f"ART.{_d(rng, 5)}",
            f"MOD-{alnum(rng, 5, string.ascii_uppercase + DIG)}",
            f"{alnum(rng, 2, string.ascii_uppercase)}-{_d(rng, 4)}-{alnum(rng, 2, string.ascii_uppercase)}",
            f"Cat. {_d(rng, 6)}",
            f"P/N {_d(rng, 3)}-{_d(rng, 5)}",
            f"REF {_d(rng, 8)}",
            f"Lote L{_d(rng, 6)}",
        ][i]
        add(
            "sku",
            "es",
            "product / lot code",
            W,
            v,
            text=f"{v} · existencia: {rng.randint(0, 90)} piezas",
        )

    # ------------------------------------------------------------------ dates that are not births
    W = "a date of a publication, event, validity or record, not of a birth"
    today = date(2025, 3, 14)
    for i in range(30):
        d = today - timedelta(days=rng.randint(1, 9000))
        forms = [
            (
                "es",
                "publication date",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "Publicado el {v}",
            ),
            (
                "es",
                "'Última actualización' dd/mm/yyyy",
                f"{d.day:02d}/{d.month:02d}/{d.year}",
                "Última actualización: {v}",
            ),
            (
                "es",
                "DOF publication",
                f"{d.day:02d}/{d.month:02d}/{d.year}",
                "DOF {v} — Acuerdo por el que se reforma el Reglamento",
            ),
            ("es", "validity range", f"del 01/01/{d.year} al 31/12/{d.year}", "Vigencia {v}"),
            (
                "es",
                "payment deadline",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "Fecha límite de pago: {v}",
            ),
            (
                "es",
                "company founded ('nació' of a company)",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "La cooperativa nació el {v} con 14 socios fundadores.",
            ),
            (
                "es",
                "project 'nació' date",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "El proyecto nació el {v} en un hackatón de Guadalajara.",
            ),
            (
                "es",
                "magazine 'fecha de nacimiento' (of a magazine)",
                f"{MESES[d.month - 1]} de {d.year}",
                "La revista tiene como fecha de nacimiento {v}, cuando salió su primer número.",
            ),
            ("es", "expiry of a product", f"{d.month:02d}/{d.year + 3}", "CAD: {v}"),
            (
                "es",
                "issue date of an invoice",
                d.isoformat() + "T12:31:07",
                "Fecha de emisión: {v}",
            ),
            (
                "en",
                "HTTP Date-style timestamp",
                d.strftime("%a, %d %b %Y 10:12:00 GMT"),
                "Last-Modified: {v}",
            ),
            ("en", "publishedAt ISO", d.isoformat() + "T08:00:00Z", "{v}"),
            ("en", "retrievedAt ISO", d.isoformat() + "T23:59:01Z", "retrievedAt={v}"),
            (
                "es",
                "'Consultado el'",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "Consultado el {v}.",
            ),
            (
                "es",
                "cut-off date",
                f"{d.day:02d}-{MESES_ABR[d.month - 1]}-{d.year}",
                "Fecha de corte {v}",
            ),
            (
                "es",
                "school calendar start",
                f"{d.day} de {MESES[d.month - 1]}",
                "Inicio del ciclo escolar: {v}",
            ),
            (
                "es",
                "event date with a public figure in her public role",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "El {v} la senadora Marisol Quintanar Ibarra presentó la iniciativa en tribuna.",
            ),
            (
                "es",
                "inauguration by a public official",
                f"{d.day}/{d.month}/{d.year}",
                "Inaugurado el {v} por el presidente municipal.",
            ),
            (
                "en",
                "English long date of a release",
                f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
                "Released on {v}",
            ),
            (
                "es",
                "copyright year range",
                f"© 1998–{d.year}",
                "{v} Editorial Papel Amate. Todos los derechos reservados.",
            ),
            ("es", "anniversary", f"{d.year}", "Celebramos nuestro aniversario desde {v}"),
            (
                "es",
                "Roman month in a minute of a meeting",
                f"{d.day}-{['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'][d.month - 1]}-{d.year}",
                "Acta de sesión ordinaria, {v}",
            ),
            (
                "es",
                "compact yyyymmdd in a report file name",
                d.strftime("%Y%m%d"),
                "reporte_ventas_{v}.xlsx",
            ),
            (
                "es",
                "date range of an exhibition",
                f"{d.day} de {MESES[d.month - 1]} al {min(d.day + 10, 28)} de {MESES[d.month - 1]}",
                "Exposición abierta del {v}",
            ),
            (
                "es",
                "enacted law date",
                f"{d.day} de {MESES[d.month - 1]} de {d.year}",
                "Ley publicada el {v} en el Periódico Oficial del Estado.",
            ),
            (
                "pt",
                "Portuguese publication date",
                f"{d.day:02d}/{d.month:02d}/{d.year}",
                "Publicado em {v}",
            ),
            (
                "es",
                "registration date of a trademark",
                d.isoformat(),
                "Fecha de registro de la marca: {v}",
            ),
            ("es", "date under a date key (fecha_publicacion)", d.isoformat(), "{v}"),
            (
                "es",
                "historical date with a historical public figure",
                f"{d.day} de {MESES[d.month - 1]} de 1810",
                "El {v} el cura Hidalgo llamó a misa temprano.",
            ),
            ("en", "due date of a report", d.isoformat(), "Q3 report due {v}"),
        ]
        lang, form, v, tpl = forms[i]
        text = tpl.format(v=v)
        if text == v:
            add(
                "date",
                lang,
                form,
                W,
                v,
                text=v,
                key="fecha_publicacion" if i != 11 else "publishedAt",
                only=("field",),
            )
        else:
            add("date", lang, form, W, v, text=text, prose=text.endswith("."))

    # ------------------------------------------------------------------ public roles
    W = "a public figure named in a public role; no personal datum given"
    roles = [
        (
            "es",
            "Secretaria de Economía, Dra. Elvira Quintanar Buendía",
            "La {v}, inauguró el foro de exportadores.",
        ),
        (
            "es",
            "presidente municipal de Celaya, Ing. Ramiro Tapia Olvera",
            "El {v}, entregó las obras de drenaje.",
        ),
        (
            "es",
            "ministra Leticia Arzate Buendía",
            "La {v} presentó el proyecto de sentencia en el Pleno.",
        ),
        (
            "es",
            "rector Tomás Echeverría Lara",
            "El {v} firmó el convenio con la Secretaría de Salud.",
        ),
        (
            "es",
            "director general del IMSS, Mtro. Joaquín Villaseñor Peña",
            "Declaraciones del {v}, en conferencia matutina.",
        ),
        (
            "en",
            "CEO Renata Garza Montes de Oca",
            "{v} announced the opening of a new plant in Silao.",
        ),
        ("es", "gobernadora Abril Valdivia Robles", "La {v} encabezó la ceremonia del Grito."),
        ("es", "diputado local Saúl Cuxim Pech", "Iniciativa del {v} (Grupo Parlamentario)."),
        ("es", "magistrada presidenta Inés Olvera Zúñiga", "La {v} rindió su informe anual."),
        ("es", "comisionado presidente Efraín Solís Ramos", "Voto particular del {v}."),
        ("pt", "embaixadora Consuelo Tapia Ríos", "A {v} recebeu a delegação mexicana."),
        ("es", "titular de la Unidad de Transparencia, Lic. Benito Lara Soto", "Responsable: {v}."),
        ("es", "vocera de la Presidencia, Miriam del Ángel Ruiz", "La {v}, informó sobre la gira."),
        ("en", "Mayor Ulises Montes de Oca", "{v} cut the ribbon at the new library."),
    ]
    for lang, v, tpl in roles:
        add(
            "public-role",
            lang,
            "public figure in a public role (no datum)",
            W,
            v,
            text=tpl.format(v=v),
            prose=True,
        )

    # ------------------------------------------------------------------ statistics / timestamps
    W = "a number that is a statistic, amount or timestamp"
    stats = [
        (
            "Unix timestamp under 'created'",
            str(rng.randint(1700000000, 1770000000)),
            "created: {v}",
        ),
        ("Unix timestamp 'expires_at'", str(rng.randint(1700000000, 1770000000)), "expires_at={v}"),
        (
            "Unix timestamp in a log prefix",
            str(rng.randint(1700000000, 1770000000)),
            "[{v}] worker started",
        ),
        (
            "population count",
            f"{rng.randint(100, 130)} {_d(rng, 3)} {_d(rng, 3)}",
            "Población total: {v} habitantes",
        ),
        (
            "budget amount with commas",
            f"{rng.randint(1, 9)},{_d(rng, 3)},{_d(rng, 3)},{_d(rng, 3)}.00",
            "Presupuesto de egresos 2025: ${v}",
        ),
        (
            "bare 10-digit page views",
            str(rng.randint(1000000000, 1999999999)),
            "Visitas acumuladas del portal: {v}",
        ),
        (
            "bare 10-digit byte count",
            str(rng.randint(2000000000, 4999999999)),
            "Tamaño del respaldo: {v} bytes",
        ),
        ("GDP figure", f"{rng.randint(20, 35)},{_d(rng, 3)} millones de pesos", "PIB estatal: {v}"),
        (
            "percentage change",
            f"{rng.randint(-30, 30)}.{rng.randint(0, 9)} %",
            "Variación anual: {v}",
        ),
        ("price", f"$ {rng.randint(100, 9999)}.00 MXN", "Precio: {v} IVA incluido"),
        ("token usage", str(rng.randint(100000, 999999)), "total_tokens: {v}"),
        (
            "totalEstimatedMatches-like count",
            str(rng.randint(1000000, 9999999)),
            "Cerca de {v} resultados",
        ),
        ("milliseconds timestamp", str(rng.randint(1700000000000, 1770000000000)), "ts_ms={v}"),
        (
            "bare 10-digit count in a table",
            str(rng.randint(3000000000, 3999999999)),
            "| Consultas 2024 | {v} |",
        ),
        (
            "coordinates of a public place",
            f"{rng.uniform(19, 21):.5f}, -{rng.uniform(98, 103):.5f}",
            "Ubicación del parque: {v}",
        ),
        (
            "population of a locality (INEGI-like)",
            str(rng.randint(1000, 99999)),
            "Localidad 0001, población {v}",
        ),
    ]
    for form, v, tpl in stats:
        add(
            "statistic",
            "es"
            if any(
                w in tpl
                for w in (
                    "Población",
                    "Presupuesto",
                    "Visitas",
                    "Tamaño",
                    "Variación",
                    "Precio",
                    "Cerca",
                    "Consultas",
                    "Ubicación",
                    "Localidad",
                    "PIB",
                )
            )
            else "en",
            form,
            W,
            v,
            text=tpl.format(v=v),
        )
    return out
