"""Content of held-out corpus 55: items in the contexts where they are usually written.

Each maker returns a dict: ``kind``, ``lang``, ``form``, ``text`` (the plain-text context,
used as a JSON/YAML string or as the text of an HTML block), ``value`` (the datum, a
substring of ``text``), optional ``key`` (JSON/YAML field name), optional ``header`` (a
recorded header name: the item goes into a cassette's ``headers`` and ``text == value``),
optional ``html`` (a raw HTML snippet holding ``value`` in an attribute or text), optional
``where`` ("data": JSON/YAML only).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from values import (
    COMPANIES,
    FREEMAIL,
    GOV,
    MESES,
    MESES_PT,
    MONTHS_EN,
    Maker,
    strip_accents,
)

Item = dict[str, Any]


def it(kind: str, lang: str, form: str, text: str, value: str, **kw: Any) -> Item:
    assert value in text, (kind, form, text, value)
    return {"kind": kind, "lang": lang, "form": form, "text": text, "value": value, **kw}


def spaced(s: str, groups: list[int], sep: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(s[i : i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# =========================================================================== personal


def curp(m: Maker, n: int) -> Item:
    c = m.curp()
    nm = m.last_name()
    f = n % 6
    if f == 1:
        c, form = c.lower(), "lower"
    elif f == 2:
        c, form = spaced(c, [4, 6, 1, 2, 3, 2], " "), "spaced"
    elif f == 3:
        c, form = spaced(c, [4, 6, 6, 2], "-"), "hyphenated"
    else:
        form = "upper"
    t = m.pick(
        [
            f"Ficha de inscripción 2024-2025 — Alumno: {nm}, CURP: {c}, grado: 3° B",
            f"Recordatorio IMSS: cita de {nm} (CURP {c}) el martes a las 9:40 en la UMF 12",
            f"[12/03/24 18:22] {nm.split()[0]}: ya te mandé mi curp {c} para el trámite",
            f'INFO alta_beneficiario nombre="{nm}" curp={c} status=pendiente',
            f"{nm},{c},Celaya,Gto.,activo",
            f"Solicitante {nm} — CURP {c} — documento validado por ventanilla",
        ]
    )
    return it("curp", "es", form, t.replace('"', "'"), c)


def rfc_pf(m: Maker, n: int) -> Item:
    r = m.rfc_fisica()
    nm = m.last_name()
    f = n % 5
    if f == 1:
        r, form = r.lower(), "lower"
    elif f == 2:
        r, form = f"{r[:4]}-{r[4:10]}-{r[10:]}", "hyphenated"
    elif f == 3:
        r, form = f"{r[:4]} {r[4:10]} {r[10:]}", "spaced"
    else:
        form = "plain"
    t = m.pick(
        [
            f"Favor de facturar a nombre de {nm}, RFC {r}, uso CFDI G03, régimen 612",
            f"Ticket #4471: el cliente {nm} pide corregir su RFC a {r} en la factura",
            f"Recibo de arrendamiento — Arrendador: {nm} — R.F.C.: {r}",
            f"Datos fiscales del asesor externo {nm}: RFC {r}, persona física con actividad empresarial",
            f"Mi RFC es {r}, por favor me reenvían el XML. Saludos, {nm}",
        ]
    )
    return it("rfc-persona-fisica", "es", form, t, r)


def nss(m: Maker, n: int) -> Item:
    s = m.nss()
    nm = m.name()
    f = n % 3
    if f == 1:
        s, form = f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}", "hyphenated"
    elif f == 2:
        s, form = f"{s[:4]} {s[4:6]} {s[6:10]} {s[10]}", "spaced"
    else:
        form = "plain"
    t = m.pick(
        [
            f"Trabajador: {nm} · NSS {s} · alta ante el IMSS el 01/02/2024",
            f"Constancia de semanas cotizadas de {nm}, número de seguridad social {s}",
            f"Hola, mi NSS es {s} y no me aparece la incapacidad. {nm}",
            f"empleado={nm} nss={s} salario_diario=412.50",
        ]
    )
    return it("nss", "es", form, t, s)


def ine(m: Maker, n: int) -> Item:
    c = m.ine()
    nm = m.last_name()
    if n % 3 == 1:
        c, form = c.lower(), "lower"
    else:
        form = "upper"
    t = m.pick(
        [
            f"Identificación: INE de {nm}, clave de elector {c}",
            f"Se anexa copia de credencial para votar de {nm} (clave de elector: {c})",
            f"Representante de casilla: {nm} — Clave elector {c} — sección 1432",
        ]
    )
    return it("ine-clave-elector", "es", form, t, c)


def clabe(m: Maker, n: int) -> Item:
    c = m.clabe()
    nm = m.name()
    if n % 3 == 1:
        c, form = f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "spaced"
    else:
        form = "plain"
    t = m.pick(
        [
            f"Para el reembolso de {nm}: CLABE {c} (cuenta personal, BBVA)",
            f"Deposítame aquí porfa: CLABE interbancaria {c} a nombre de {nm}",
            f"Nómina — beneficiario {nm}, CLABE {c}",
            f"Devolución aprobada. Titular: {nm}. Cuenta CLABE: {c}.",
        ]
    )
    return it("clabe", "es", form, t, c)


def card(m: Maker, n: int) -> Item:
    c = m.card()
    nm = m.name()
    lang = "en" if n % 4 == 3 else "es"
    f = n % 3
    if f == 1:
        c, form = " ".join(c[i : i + 4] for i in range(0, len(c), 4)), "spaced"
    elif f == 2:
        c, form = "-".join(c[i : i + 4] for i in range(0, len(c), 4)), "hyphenated"
    else:
        form = "plain"
    if lang == "en":
        t = m.pick(
            [
                f"Payment failed for card {c} (cardholder {nm}), retrying",
                f"Customer {nm} paid with {c}, exp 08/27",
            ]
        )
    else:
        t = m.pick(
            [
                f"Pago con tarjeta {c} a nombre de {nm}, vence 11/27",
                f"Cargo rechazado: tarjeta {c}, titular {nm}",
                f"le paso los datos de mi tarjeta {c} para el apartado",
            ]
        )
    return it("card", lang, form, t, c)


def passport(m: Maker, n: int) -> Item:
    k = ["mx", "mx", "us", "es", "br", "mx"][n % 6]
    p = m.passport(k)
    if k == "us":
        nm = m.name("en")
        t = m.pick(
            [
                f"Traveler: {nm}, passport no. {p}, nationality USA",
                f"{nm} — US passport number {p}, expires 2031",
            ]
        )
        return it("passport", "en", "us", t, p)
    if k == "br":
        nm = m.name("pt")
        t = f"Hóspede {nm}, passaporte nº {p}, chegada em 14/05"
        return it("passport", "pt", "br", t, p)
    if k == "es":
        nm = m.name()
        t = f"Viajero: {nm} (España), pasaporte {p}, vuelo IB6401"
        return it("passport", "es", "es", t, p)
    nm = m.name()
    t = m.pick(
        [
            f"Pasaporte mexicano de {nm}: núm. {p}, vigente hasta 2032",
            f"Lista de pasajeros — {nm} — Pasaporte: {p}",
            f"Para la visa anexo mi pasaporte {p}. Atte. {nm}",
            f"Huésped: {nm} | No. de pasaporte {p} | Hab. 214",
        ]
    )
    return it("passport", "es", "mx", t, p)


def birth(m: Maker, n: int) -> Item:
    y, mo, d = m.birth()
    f = n % 6
    if f == 4:
        nm = m.name("en")
        v = f"{MONTHS_EN[mo - 1]} {d}, {y}"
        t = m.pick([f"Patient: {nm}, date of birth: {v}", f"{nm} (born {v}) joined the roster"])
        return it("birth-date", "en", "english", t, v)
    if f == 5:
        nm = m.name("pt")
        v = f"{d} de {MESES_PT[mo - 1]} de {y}"
        return it("birth-date", "pt", "portuguese", f"Aluno {nm}, nascido em {v}", v)
    nm = m.name()
    v, form = [
        (f"{d} de {MESES[mo - 1]} de {y}", "long"),
        (f"{d:02d}/{mo:02d}/{y}", "dd/mm/yyyy"),
        (f"{y}-{mo:02d}-{d:02d}", "iso"),
        (f"{d:02d}-{MESES[mo - 1][:3].upper()}-{y}", "dd-MMM-yyyy"),
    ][f]
    t = m.pick(
        [
            f"Nombre: {nm} — Fecha de nacimiento: {v}",
            f"{nm} nació el {v} en {m.pick(['Celaya', 'Puebla', 'Mérida', 'Tijuana'])}",
            f"Expediente clínico: paciente {nm}, F. nac. {v}, tipo de sangre O+",
            f"Registro liga municipal: {nm}, fecha nac. {v}, categoría libre",
        ]
    )
    return it("birth-date", "es", form, t, v)


def home_address(m: Maker, n: int) -> Item:
    a = m.address()
    nm = m.name()
    intr = f" {a['int']}" if a["int"] else ""
    num = m.pick([f"#{a['num']}", f"núm. {a['num']}", f"No. {a['num']}", a["num"]])
    v = f"{a['via']} {a['street']} {num}{intr}, Col. {a['col']}, C.P. {a['cp']}"
    if n % 3 == 0:
        v += f", {a['mun']}, {a['edo']}"
    t = m.pick(
        [
            f"Domicilio particular de {nm}: {v}",
            f"Entregar a {nm} en {v}. Tocar el timbre dos veces",
            f"Paciente {nm}, domicilio {v}",
            f"Se renta cuarto, informes con {nm}, vivo en {v}",
            f"Guía de envío — Destinatario: {nm} — Dirección: {v}",
        ]
    )
    return it("home-address", "es", "mx-" + a["via"].lower().rstrip("."), t, v)


def phone(m: Maker, n: int) -> Item:
    nm = m.name()
    ten = m.mobile10()
    ac = 2 if ten[:2] in ("55", "33", "81") else 3
    a, b = ten[:ac], ten[ac:]
    forms = [
        ("+52 intl", f"+52 {a} {b[:-4]} {b[-4:]}"),
        ("+52 1", f"+52 1 {a} {b[:-4]} {b[-4:]}"),
        ("044", f"044 {a} {b[:-4]} {b[-4:]}"),
        ("045", f"045 {a} {b}"),
        ("parens", f"({a}) {b[:-4]}-{b[-4:]}"),
        ("dots", f"{a}.{b[:-4]}.{b[-4:]}"),
        ("hyphens", f"{a}-{b[:-4]}-{b[-4:]}"),
        ("e164", f"+52{ten}"),
        ("bare10-name", ten),
        ("bare10-first-person", ten),
        ("bare10-label", ten),
        ("+52 parens", f"+52 ({a}) {b}"),
    ]
    form, v = forms[n % len(forms)]
    if form == "bare10-name":
        t = m.pick([f"Comunícate con {nm} al {v}", f"{nm} {v}", f"Contacto: {nm} - {v}"])
    elif form == "bare10-first-person":
        t = m.pick(
            [
                f"Vendo bicicleta rodada 26, mándame mensaje al {v}",
                f"si no contesto márcame a mi cel {v}, soy {nm.split()[0]}",
            ]
        )
    elif form == "bare10-label":
        t = m.pick([f"Cel. personal: {v}", f"Celular del tutor: {v}", f"Tel. casa: {v}"])
    elif n % 7 == 3:
        nm = m.name("en")
        t = f"Emergency contact: {nm}, mobile {v}"
        return it("phone", "en", form, t, v)
    else:
        t = m.pick(
            [
                f"Informes con {nm} al {v}",
                f"Mi celular: {v} ({nm})",
                f"{nm} — Cel. {v}",
                f"Llamar a la Sra. {nm} al {v} después de las 6",
                f"Tutor: {nm}, teléfono {v}",
            ]
        )
    if n % 9 == 4:
        href = "tel:+52" + ten
        return it(
            "phone",
            "es",
            "tel-link",
            f"{nm}: {href}",
            href,
            html=f'<p>Contacto de {nm}: <a href="{href}">{v}</a></p>',
        )
    return it("phone", "es", form, t, v)


def whatsapp(m: Maker, n: int) -> Item:
    nm = m.name()
    ten = m.mobile10()
    url = m.pick(
        [
            f"https://wa.me/52{ten}",
            f"https://wa.me/521{ten}",
            f"https://api.whatsapp.com/send?phone=52{ten}",
        ]
    )
    t = m.pick(
        [
            f"Escríbele a {nm} por WhatsApp: {url}",
            f"WhatsApp de {nm}: {url}",
            f"Mándame WhatsApp {url} — {nm.split()[0]}",
        ]
    )
    if n % 2:
        return it(
            "whatsapp",
            "es",
            "link",
            t,
            url,
            html=f'<p>{nm.split()[0]} vende su auto, <a href="{url}">escríbele por WhatsApp</a></p>',
        )
    return it("whatsapp", "es", "url", t, url)


def email(m: Maker, n: int) -> Item:
    f = n % 8
    lang = "en" if f == 6 else "pt" if f == 7 else "es"
    nm, local = m.email_local(lang if lang != "pt" else "pt", accents=(f == 1))
    dom = m.pick(FREEMAIL) if lang != "pt" else m.pick(["gmail.com", "uol.com.br", "bol.com.br"])
    addr = f"{local}@{dom}"
    if f == 1:
        form = "accented-local"
    elif f == 2:
        addr, form = addr.upper(), "upper"
    elif f == 3:
        mail = f"mailto:{addr}?subject=Cita%20{m.digits(2)}"
        return it(
            "email",
            "es",
            "mailto-query",
            f"Escríbeme: {mail}",
            mail,
            html=f'<p>Si tienes dudas <a href="{mail}">escríbeme a mi correo</a>, {nm.split()[0]}</p>',
        )
    elif f == 4:
        v = f"{nm} <{addr}>"
        return it("email", "es", "from-header", f"From: {v}", addr)
    else:
        form = "plain"
    if lang == "en":
        t = m.pick([f"Contact {nm} at {addr} for the carpool", f"Reach me at {addr} — {nm}"])
    elif lang == "pt":
        t = f"Fale comigo: {addr} ({nm})"
    else:
        t = m.pick(
            [
                f"Mi correo es {addr}, {nm}",
                f"Enviar comprobante a {addr} (a nombre de {nm})",
                f"Interesados con {nm}: {addr}",
                f"Correo personal del alumno: {addr}",
                f"Contacto: {nm} — {addr}",
            ]
        )
    return it("email", lang, form, t, addr)


def email_obf(m: Maker, n: int) -> Item:
    nm, local = m.email_local()
    dom = m.pick(["gmail", "hotmail", "yahoo", "outlook"])
    v, form = [
        (f"{local} [arroba] {dom} [punto] com", "[arroba]/[punto]"),
        (f"{local}(arroba){dom}(punto)com", "(arroba)/(punto)"),
        (f"{local} at {dom} dot com", "at/dot"),
        (f"{local}[at]{dom}[dot]com", "[at]/[dot]"),
        (f"{local} arroba {dom} punto com", "arroba/punto"),
    ][n % 5]
    t = m.pick(
        [f"Escríbeme a {v} ({nm})", f"Correo de {nm}: {v}", f"mándenme su CV a {v}, atte {nm}"]
    )
    return it("email-obfuscated", "es", form, t, v)


def foreign_id(m: Maker, n: int) -> Item:
    f = n % 5
    if f == 0:
        nm, v = m.name(), m.dni_es()
        return it("dni-es", "es", "dni", f"Titular: {nm}, DNI {v}, Madrid", v)
    if f == 1:
        nm, v = m.name(), m.cuil()
        return it("cuil", "es", "cuil", f"Empleada {nm} — CUIL {v} — alta en AFIP", v)
    if f == 2:
        nm, v = m.name(), m.rut()
        return it("rut", "es", "rut", f"Paciente {nm}, RUT {v}, Fonasa tramo B", v)
    if f == 3:
        nm, v = m.name("pt"), m.cpf()
        return it(
            "cpf", "pt", "cpf", m.pick([f"Cliente {nm}, CPF {v}", f"Meu CPF é {v} — {nm}"]), v
        )
    nm, v = m.name("en"), m.ssn()
    return it("ssn", "en", "ssn", f"Employee {nm}, SSN {v}, W-4 on file", v)


# =========================================================================== account ids


def account(m: Maker, n: int) -> Item:
    f = n % 12
    h = m.chars(16, "abcdefghijklmnopqrstuvwxyz0123456789")
    if f == 0:
        v = "acct_" + m.chars(16)
        return it("account-id", "en", "acct-json", v, v, key="account_id", where="data")
    if f == 1:
        v = f"cust-{m.digits(6)}"
        return it(
            "account-id", "en", "cust-header", v, v, header=m.pick(["x-account", "X-Customer-Id"])
        )
    if f == 2:
        v = "org-" + m.chars(24)
        return it("account-id", "en", "openai-organization", v, v, header="openai-organization")
    if f == 3:
        v = "proj_" + m.chars(24)
        return it("account-id", "en", "proj-json", v, v, key="project", where="data")
    if f == 4:
        v = "user_" + m.chars(24)
        return it(
            "account-id",
            "en",
            "user-json",
            v,
            v,
            key=m.pick(["user", "user_id", "owner"]),
            where="data",
        )
    if f == 5:
        v = f"https://api.stripe.com/v1/accounts/acct_{m.chars(16)}/balance"
        return it("account-id", "en", "acct-path", f"GET {v} -> 200", v)
    if f == 6:
        v = m.uuid()
        return it(
            "account-id",
            "en",
            "x-account-id-header",
            v,
            v,
            header=m.pick(["x-account-id", "anthropic-organization-id", "X-Organization-Id"]),
        )
    if f == 7:
        v = "ws_" + h
        t = m.pick(
            [
                f"Espacio de trabajo {v} sin créditos; contacte al administrador",
                f"workspace={v} plan=free",
            ]
        )
        return it("account-id", "es", "workspace", t, v)
    if f == 8:
        v = "team_" + m.chars(24)
        t = f"Error 403: el equipo {v} excedió la cuota mensual de búsquedas"
        return it("account-id", "es", "team-error", t, v)
    if f == 9:
        v = f"/v1/organizations/org_{m.chars(20)}/usage"
        return it("account-id", "en", "org-path", f"request path {v}", v)
    if f == 10:
        v = "cus_" + m.chars(14)
        return it("account-id", "en", "stripe-customer", v, v, key="customer", where="data")
    v = f"proj-{m.chars(8, 'abcdefghijklmnopqrstuvwxyz')}-{m.digits(6)}"
    t = m.pick(
        [
            f"Proyecto de Google Cloud {v}: cuota de Custom Search agotada",
            f"quota exceeded for quota metric 'Queries' of service customsearch.googleapis.com"
            f" for consumer 'project_number:{m.digits(12)}' project={v}",
        ]
    )
    return it("account-id", "es" if t.startswith("Proyecto") else "en", "gcp-project", t, v)


# =========================================================================== secrets

PROVIDERS = [
    ("tavily", lambda m: "tvly-" + m.chars(32), "TAVILY_API_KEY"),
    ("brave", lambda m: "BSA" + m.chars(28), "BRAVE_API_KEY"),
    ("serpapi", lambda m: m.hexs(64), "SERPAPI_API_KEY"),
    ("firecrawl", lambda m: "fc-" + m.hexs(32), "FIRECRAWL_API_KEY"),
    ("jina", lambda m: "jina_" + m.chars(60), "JINA_API_KEY"),
    ("perplexity", lambda m: "pplx-" + m.chars(48), "PERPLEXITY_API_KEY"),
    (
        "openai",
        lambda m: "sk-proj-" + m.chars(48, m_alpha()) + "T3BlbkFJ" + m.chars(40, m_alpha()),
        "OPENAI_API_KEY",
    ),
    (
        "anthropic",
        lambda m: "sk-ant-api03-" + m.chars(93, m_alpha() + "-_") + "AA",
        "ANTHROPIC_API_KEY",
    ),
    ("openrouter", lambda m: "sk-or-v1-" + m.hexs(64), "OPENROUTER_API_KEY"),
    ("groq", lambda m: "gsk_" + m.chars(52), "GROQ_API_KEY"),
    ("google", lambda m: "AIza" + m.chars(35, m_alpha() + "-_"), "GOOGLE_API_KEY"),
    ("huggingface", lambda m: "hf_" + m.chars(34), "HF_TOKEN"),
    ("exa", lambda m: m.uuid(), "EXA_API_KEY"),
    ("github", lambda m: "ghp_" + m.chars(36), "GITHUB_TOKEN"),
    ("stripe", lambda m: "sk_live_" + m.chars(24), "STRIPE_SECRET_KEY"),
    ("serper", lambda m: m.hexs(40), "SERPER_API_KEY"),
    ("xai", lambda m: "xai-" + m.chars(80), "XAI_API_KEY"),
]


UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def m_alpha() -> str:
    import string

    return string.ascii_letters + string.digits


def _prov(m: Maker, n: int) -> tuple[str, str, str]:
    name, mk, env = PROVIDERS[n % len(PROVIDERS)]
    return name, mk(m), env


def secret(m: Maker, n: int, kind: str) -> Item:
    prov, key, env = _prov(m, n)
    if kind == "api-key-header":
        hdr = {
            "tavily": "Authorization",
            "brave": "X-Subscription-Token",
            "serper": "X-API-KEY",
            "anthropic": "x-api-key",
            "google": "x-goog-api-key",
            "exa": "x-api-key",
        }.get(prov, "Authorization")
        v = key if hdr != "Authorization" else f"Bearer {key}"
        return it(kind, "en", f"{prov}-{hdr.lower()}", v, key, header=hdr)
    if kind == "api-key-query":
        base = {
            "serpapi": "https://serpapi.com/search.json?engine=google&q=semantic+kernel&api_key=",
            "google": "https://www.googleapis.com/customsearch/v1?cx=017576662512468239146:omuauf_lfve&q=sk&key=",
        }.get(prov, f"https://api.{prov}.example/v1/search?q=clima+cdmx&api_key=")
        v = base + key
        if n % 2:
            return it(kind, "es", f"{prov}-query", f"Reintento 2/3 de la consulta: GET {v}", key)
        return it(kind, "en", f"{prov}-query", f"GET {v}", key)
    if kind == "api-key-curl":
        body = '{"query":"inflación México"}'
        v = f"curl -s https://api.{prov}.com/v1/search -H 'Authorization: Bearer {key}' -d '{body}'"
        return it(kind, "en", f"{prov}-curl", v, key)
    if kind == "api-key-env":
        form = m.pick(["env", "export", "docker-env"])
        v = {
            "env": f"{env}={key}",
            "export": f"export {env}={key}",
            "docker-env": f"- {env}={key}",
        }[form]
        return it(kind, "en", f"{prov}-{form}", v, key, key="env")
    if kind == "api-key-config":
        v = m.pick([f"api_key: {key}", f"{env.lower()} = '{key}'", f"apiKey={key}"])
        return it(kind, "en", f"{prov}-config", v, key, key="config")
    if kind == "api-key-json":
        return it(
            kind,
            "en",
            f"{prov}-json-field",
            key,
            key,
            key=m.pick(["api_key", "apiKey", "token", "secret_key"]),
            where="data",
        )
    if kind == "api-key-error":
        t = m.pick(
            [
                f"401 Unauthorized: invalid API key '{key}'",
                f"Error de autenticación: la clave {key} no es válida o fue revocada",
                f"AuthenticationError: Incorrect API key provided: {key}. You can find your API key at https://platform.openai.com/account/api-keys.",
            ]
        )
        return it(kind, "es" if t.startswith("Error de") else "en", f"{prov}-error", t, key)
    if kind == "api-key-prose":
        t = m.pick(
            [
                f"Para probar usa mi llave {key}, ya tiene saldo",
                f"Here's the key we use in staging: {key}",
                f"A chave de produção é {key}, não compartilhe",
            ]
        )
        lang = "pt" if "chave" in t else "en" if "Here" in t else "es"
        return it(kind, lang, f"{prov}-prose", t, key)
    if kind == "bearer-token":
        tok = m.chars(40, m_alpha() + "._-")
        v = f"Bearer {tok}"
        if n % 2:
            return it(kind, "en", "authorization-header", v, tok, header="Authorization")
        if n % 4 == 2:
            t = f"Encabezados enviados al proveedor: Authorization: Bearer {tok}"
            return it(kind, "es", "bearer-log", t, tok)
        return it(
            kind, "en", "bearer-log", f"DEBUG request headers: Authorization: Bearer {tok}", tok
        )
    if kind == "basic-auth":
        import base64

        user = strip_accents(m.name().split()[0].lower())
        cred = base64.b64encode(f"{user}:{m.chars(14)}".encode()).decode()
        if n % 2:
            return it(kind, "en", "basic-header", f"Basic {cred}", cred, header="Authorization")
        url = f"https://{user}:{m.chars(12)}@proxy.interno.mx:8443/search"
        return it(kind, "en", "userinfo-url", f"proxy={url}", url)
    if kind == "cookie":
        sid = m.chars(48)
        v = m.pick(
            [
                f"session={sid}; Path=/; HttpOnly; Secure",
                f"sessionid={sid}",
                f"connect.sid=s%3A{sid}",
            ]
        )
        val = sid
        return it(
            kind,
            "en",
            "cookie-header",
            v,
            val,
            header=m.pick(["Cookie", "Set-Cookie", "set-cookie"]),
        )
    if kind == "jwt":
        tok = m.jwt(
            {
                "sub": m.digits(8),
                "iat": 1733500000 + n,
                "exp": 1733586400 + n,
                "scope": "search:read",
            }
        )
        return it(kind, "en", "jwt", m.pick([f"access_token={tok}", tok]), tok, key="access_token")
    if kind == "private-key":
        pem = m.pem(
            m.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
        )
        hdr = pem.split("\n")[0]
        return it(kind, "en", "pem", pem, hdr, key="private_key", where="data" if n % 3 else None)
    if kind == "cloud-key":
        ak = "AKIA" + m.chars(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        sk = m.chars(40, m_alpha() + "/+")
        if n % 2:
            return it(kind, "en", "aws-access-key-id", f"aws_access_key_id = {ak}", ak)
        return it(kind, "en", "aws-secret", f"AWS_SECRET_ACCESS_KEY={sk}", sk)
    if kind == "connection-string":
        pw = m.chars(16)
        v = m.pick(
            [
                f"postgresql://app_search:{pw}@db.interno.mx:5432/fixtures",
                f"mongodb+srv://admin:{pw}@cluster0.ab1cd.mongodb.net/search",
                f"redis://:{pw}@cache.interno.mx:6379/0",
                f"mysql://root:{pw}@10.0.3.14:3306/buscador",
            ]
        )
        if n % 4 == 2:
            t = f"La cadena de conexión de producción es {v}, no la subas al repo"
            return it(kind, "es", v.split(":")[0], t, v)
        return it(
            kind, "en", v.split(":")[0], f"DATABASE_URL={v}" if n % 2 else v, v, key="database_url"
        )
    if kind == "signed-url":
        v = m.pick(
            [
                "https://capturas-mx.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{m.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}"
                "%2F20241206%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20241206T101500Z"
                f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={m.hexs(64)}",
                "https://storage.googleapis.com/fixtures-bucket/page.pdf"
                "?GoogleAccessId=svc@proyecto.iam.gserviceaccount.com"
                f"&Expires=1733600000&Signature={m.chars(40)}%3D",
                "https://cuentaalmacen.blob.core.windows.net/capturas/p.html"
                f"?sv=2022-11-02&se=2024-12-07&sr=b&sp=r&sig={m.chars(43)}%3D",
            ]
        )
        return it(kind, "en", "signed-url", v, v, key="download_url")
    if kind == "webhook-url":
        v = m.pick(
            [
                f"https://hooks.slack.com/services/T{m.chars(8, UPPER_DIGITS)}"
                f"/B{m.chars(10, UPPER_DIGITS)}/{m.chars(24)}",
                f"https://discord.com/api/webhooks/{m.digits(18)}/{m.chars(68, m_alpha() + '-_')}",
                f"https://outlook.office.com/webhook/{m.uuid()}@{m.uuid()}/IncomingWebhook/{m.hexs(32)}/{m.uuid()}",
            ]
        )
        return it(kind, "en", v.split("/")[2], f"alertas -> {v}", v, key="webhook")
    raise ValueError(kind)


SECRET_KINDS = {
    "api-key-header": 16,
    "api-key-query": 10,
    "api-key-curl": 9,
    "api-key-env": 11,
    "api-key-config": 7,
    "api-key-json": 11,
    "api-key-error": 11,
    "api-key-prose": 10,
    "bearer-token": 10,
    "basic-auth": 7,
    "cookie": 8,
    "jwt": 6,
    "private-key": 5,
    "cloud-key": 6,
    "connection-string": 8,
    "signed-url": 5,
    "webhook-url": 6,
}


# =========================================================================== keepers


def _co(m: Maker) -> tuple[str, str, str]:
    return m.pick(COMPANIES)


def keep(m: Maker, n: int, kind: str) -> Item:
    co, dom, ini = _co(m)
    if kind == "role-mailbox":
        role = m.pick(
            [
                "ventas",
                "contacto",
                "soporte",
                "info",
                "facturacion",
                "prensa",
                "atencion.clientes",
                "rh",
            ]
        )
        addr = f"{role}@{dom}"
        f = n % 5
        if f == 1:
            addr = addr.upper()
        if f == 2:
            mail = f"mailto:{addr}?subject=Cotizaci%C3%B3n"
            return it(
                kind,
                "es",
                "mailto-query",
                f"Cotizaciones: {mail}",
                mail,
                html=f'<p>Solicita tu cotización a <a href="{mail}">nuestro equipo de ventas</a></p>',
            )
        if f == 3:
            return it(
                kind,
                "en",
                "plain",
                m.pick([f"Questions? Email {addr}", f"Contact our team at {addr}"]),
                addr,
                key="contact_email",
            )
        t = m.pick(
            [
                f"Contáctanos: {addr}",
                f"Escríbenos a {addr} y te respondemos en 24 h",
                f"{co} — {addr}",
                f"Para facturación envía tus datos a {addr}",
                f"Mi correo es {addr}",
                f"Correo: {addr}",
            ]
        )
        return it(kind, "es", "plain" if f != 1 else "upper", t, addr, key="email")
    if kind == "gov-role-mailbox":
        g = m.pick(GOV)
        role = m.pick(
            [
                "contacto",
                "atencion.ciudadana",
                "transparencia",
                "quejas",
                "denuncias",
                "orientacion",
            ]
        )
        addr = f"{role}@{g}"
        t = m.pick(
            [
                f"Dudas sobre el trámite: {addr}",
                f"Unidad de Transparencia — {addr}",
                f"Envía tu solicitud a {addr}",
            ]
        )
        return it(kind, "es", "gob", t, addr)
    if kind == "switchboard":
        ac = m.pick(["55", "33", "81"])
        num = f"{ac} {m.digits(4)} {m.digits(4)}"
        v, t = m.pick(
            [
                (f"{num} ext. {m.digits(4)}", None),
                (f"+52 {num}", "Conmutador"),
                (f"({ac}) {m.digits(4)}-{m.digits(4)}", "Tel. oficina"),
                (f"{num}", "Conmutador"),
            ]
        )
        if t is None:
            text = m.pick([f"Tel. {v}", f"Llámenos al {v}", f"Comunícate con nosotros al {v}"])
        else:
            text = m.pick(
                [
                    f"{t}: {v}",
                    f"{co} · {t} {v} · Lun-Vie 9 a 18 h",
                    f"Informes en nuestra sucursal, {t.lower()} {v}",
                ]
            )
        if n % 6 == 5:
            return it(kind, "en", "office", f"Main office: +52 {num} (ext. 210)", f"+52 {num}")
        return it(kind, "es", "switchboard", text, v)
    if kind == "toll-free":
        v = m.pick(
            [
                f"800 {m.digits(3)} {m.digits(4)}",
                f"01 800 {m.digits(3)} {m.digits(4)}",
                f"+52 800 {m.digits(3)} {m.digits(4)}",
                f"800-{m.digits(3)}-{m.digits(4)}",
            ]
        )
        t = m.pick(
            [
                f"Línea sin costo {v}",
                f"Llama gratis al {v}",
                f"Atención a clientes: {v}",
                f"Call toll-free {v}",
            ]
        )
        return it(kind, "en" if t.startswith("Call") else "es", "800", t, v)
    if kind == "company-address":
        a = m.address()
        piso = m.r.randint(2, 14)
        v = f"{a['via']} {a['street']} {a['num']}, piso {piso}, Col. {a['col']}, C.P. {a['cp']}, {a['mun']}, {a['edo']}"
        if n % 3 == 1:
            v = f"{a['via']} {a['street']} {a['num']}, Col. {a['col']}, C.P. {a['cp']}"
        t = m.pick(
            [
                f"Oficinas corporativas: {v}",
                f"Sucursal {a['city']}: {v}",
                f"{co}, {v}",
                f"Visítanos en {v}",
                f"Sede del evento: Centro de Convenciones, {v}",
            ]
        )
        return it(kind, "es", "office", t, v)
    if kind == "company-rfc":
        r = m.rfc_moral(ini)
        t = m.pick(
            [
                f"{co} S.A. de C.V. — RFC {r}",
                f"Emisor: {co}, S. de R.L. de C.V. R.F.C. {r}",
                f"Datos de facturación del proveedor: RFC {r}, régimen 601",
            ]
        )
        return it(kind, "es", "moral", t, r)
    if kind == "company-clabe":
        c = m.clabe()
        t = m.pick(
            [
                f"Datos para transferencia: {co} S.A. de C.V., CLABE {c}, referencia = número de pedido",
                f"Paga tu colegiatura por SPEI a la CLABE {c} a nombre de {co} A.C.",
            ]
        )
        return it(kind, "es", "payment", t, c)
    if kind == "official-contact":
        v = m.pick(
            [
                f"55 {m.digits(4)} {m.digits(4)} ext. {m.digits(5)}",
                f"800 {m.digits(3)} {m.digits(4)}",
            ]
        )
        t = m.pick(
            [
                f"PROFECO — Teléfono del Consumidor {v}",
                f"SAT: MarcaSAT {v}",
                f"CONDUSEF: {v}",
                f"Locatel {v}",
            ]
        )
        return it(kind, "es", "institutional", t, v)
    if kind == "date":
        y, mo, d = m.r.randint(2015, 2025), m.r.randint(1, 12), m.r.randint(1, 28)
        f = n % 6
        v = [
            f"{d} de {MESES[mo - 1]} de {y}",
            f"{d:02d}/{mo:02d}/{y}",
            f"{y}-{mo:02d}-{d:02d}T{m.r.randint(0, 23):02d}:{m.r.randint(0, 59):02d}:00Z",
            f"{MONTHS_EN[mo - 1]} {d}, {y}",
            f"{d} de {MESES_PT[mo - 1]} de {y}",
            f"{d:02d}-{MESES[mo - 1][:3]}-{y}",
        ][f]
        t = [
            f"Publicado el {v}",
            f"Fecha de actualización: {v}",
            f"published {v}",
            f"Last updated {v}",
            f"Publicado em {v}",
            f"DOF {v}: acuerdo por el que se modifica",
        ][f]
        lang = ["es", "es", "en", "en", "pt", "es"][f]
        return it(
            kind,
            lang,
            "date",
            t,
            v,
            key=["publicado", "fecha", "published", "updated", "data", "dof"][f],
        )
    if kind == "price":
        v = m.pick(
            [
                f"${m.r.randint(99, 48999):,}.00 MXN",
                f"US$ {m.r.randint(5, 900)}.99",
                f"R$ {m.r.randint(20, 900)},90",
            ]
        )
        t = (
            f"Precio: {v} (IVA incluido)"
            if "MXN" in v
            else f"Price {v}"
            if "US" in v
            else f"Preço {v}"
        )
        return it(kind, "es" if "MXN" in v else "en" if "US" in v else "pt", "price", t, v)
    if kind == "version":
        v = m.pick(
            [
                f"{m.r.randint(0, 4)}.{m.r.randint(0, 40)}.{m.r.randint(0, 20)}",
                f"v{m.r.randint(1, 3)}.{m.r.randint(0, 9)}.{m.r.randint(0, 9)}-rc.{m.r.randint(1, 4)}",
            ]
        )
        t = m.pick(
            [
                f"semantic-kernel {v}",
                f"Versión {v} publicada",
                f"User-Agent: crewai/{v} python-httpx/0.27.2",
            ]
        )
        return it(kind, "es" if "Versión" in t else "en", "semver", t, v)
    if kind == "request-id":
        v = m.pick([m.uuid(), "req_" + m.chars(24), f"{m.hexs(16)}-QRO"])
        if n % 3 == 0:
            return it(
                kind,
                "en",
                "request-id-header",
                v,
                v,
                header=m.pick(["x-request-id", "cf-ray", "request-id"]),
            )
        t = m.pick([f"request_id={v}", f"Error interno, folio de la solicitud {v}", f"trace {v}"])
        return it(kind, "es" if "folio" in t else "en", "request-id", t, v)
    if kind == "hash":
        v = m.pick([m.hexs(40), m.hexs(64), "sha256-" + m.b64(32), "etag"])
        if v == "etag":
            v = m.hexs(32)
            return it(kind, "en", "etag", v, v, header="etag")
        t = m.pick([f"sha256 del cuerpo original: {v}", f"commit {v}", f"integrity={v}"])
        return it(kind, "es" if "cuerpo" in t else "en", "hash", t, v)
    if kind == "content-id":
        v = m.pick(
            [
                f"https://www.youtube.com/watch?v={m.chars(11, m_alpha() + '-_')}",
                f"nota-{m.digits(7)}",
                f"ISBN 978-607-{m.digits(4)}-{m.digits(2)}-{m.digits(1)}",
                f"doi:10.{m.digits(4)}/{m.chars(8).lower()}",
                f"arXiv:24{m.r.randint(1, 12):02d}.{m.digits(5)}",
            ]
        )
        t = m.pick([f"Ver también {v}", f"Fuente: {v}", f"id de contenido {v}"])
        return it(kind, "es", "content-id", t, v)
    if kind == "order-number":
        v = m.pick(
            [
                f"#{m.digits(7)}",
                f"MX-{m.digits(8)}",
                m.digits(10),
                f"PED-{m.r.randint(2022, 2025)}-{m.digits(5)}",
            ]
        )
        t = m.pick(
            [
                f"Tu pedido {v} fue enviado",
                f"Error 409: el pedido {v} ya fue pagado",
                f"Order {v} confirmed",
                f"Número de orden: {v}",
                f"Folio de compra {v}",
            ]
        )
        return it(kind, "en" if t.startswith("Order") else "es", "order", t, v)
    if kind == "tracking-number":
        v = m.pick(
            [
                f"1Z{m.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}{m.digits(10)}",
                m.digits(12),
                m.digits(22),
                f"MX{m.digits(9)}",
            ]
        )
        t = m.pick(
            [
                f"Número de guía {v} (Estafeta)",
                f"Tracking: {v}",
                f"Rastrea tu envío con la guía {v}",
            ]
        )
        return it(kind, "en" if t.startswith("Tracking") else "es", "tracking", t, v)
    if kind == "case-number":
        v = m.pick(
            [
                f"CASO-{m.digits(6)}",
                f"Ticket #{m.digits(5)}",
                f"Expediente {m.digits(4)}/{m.r.randint(2019, 2025)}",
                f"INC{m.digits(7)}",
            ]
        )
        t = m.pick(
            [f"Tu reporte quedó registrado: {v}", f"Case {v} escalated", f"Referencia de queja {v}"]
        )
        return it(kind, "en" if t.startswith("Case") else "es", "case", t, v)
    if kind == "masked":
        v = m.pick(
            [
                f"**** **** **** {m.digits(4)}",
                f"****{m.digits(4)}",
                f"XXXX-XXXX-XXXX-{m.digits(4)}",
                f"sk-...{m.chars(4)}",
                f"tvly-****{m.chars(4)}",
                f"55 **** **{m.digits(2)}",
                f"j***@{m.pick(FREEMAIL)}",
                f"CLABE terminación {m.digits(4)}",
            ]
        )
        t = m.pick(
            [
                f"Pagado con tarjeta {v}",
                f"Clave activa: {v}",
                f"Enviamos el código al {v}",
                f"Cuenta destino {v}",
            ]
        )
        return it(kind, "es", "masked", t, v)
    if kind == "placeholder":
        v = m.pick(
            [
                "YOUR_API_KEY",
                "<tu-api-key>",
                "sk-...",
                "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
                "${TAVILY_API_KEY}",
                "redacted@example.test",
                "+52-000-000-0000",
                "Bearer <token>",
                "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
                "usuario@ejemplo.com",
                "AAAA000000HDFXXX00",
                "{{api_key}}",
                "sk-ant-XXXX",
                "os.environ['OPENAI_API_KEY']",
            ]
        )
        t = m.pick(
            [
                f"Reemplaza {v} por tu clave",
                f"api_key={v}",
                f"Authorization: Bearer {v}"
                if not v.startswith("Bearer")
                else f"Authorization: {v}",
                f"export OPENAI_API_KEY={v}",
                f"Ejemplo: {v}",
            ]
        )
        if v not in t:
            t = f"Ejemplo: {v}"
        return it(kind, "es", "placeholder", t, v)
    if kind == "statistic":
        v = m.pick(
            [
                f"{m.r.randint(1, 99)}.{m.r.randint(0, 9)} %",
                f"{m.r.randint(1000, 99999):,} habitantes",
                m.digits(10),
                f"{m.r.randint(1, 40)},{m.digits(3)},{m.digits(3)} resultados",
            ]
        )
        t = m.pick(
            [
                f"Total: {v}",
                f"La inflación anual fue de {v}",
                f"Población censada {v}",
                f"totalResults {v}",
            ]
        )
        if "habitantes" in v:
            t = f"Población: {v} (INEGI 2020)"
        return it(kind, "es", "statistic", t, v)
    if kind == "header-keep":
        name, v = m.pick(
            [
                (
                    "date",
                    f"Fri, 0{m.r.randint(1, 9)} Dec 2024 1{m.r.randint(0, 9)}:"
                    f"0{m.r.randint(0, 9)}:1{m.r.randint(0, 9)} GMT",
                ),
                ("retry-after", str(m.r.randint(2, 60))),
                ("x-ratelimit-remaining", str(m.r.randint(0, 999))),
                ("content-type", "application/json; charset=utf-8"),
                ("server", "cloudflare"),
            ]
        )
        return it(kind, "en", name, v, v, header=name)
    raise ValueError(kind)


KEEP_KINDS = {
    "role-mailbox": 40,
    "gov-role-mailbox": 16,
    "switchboard": 30,
    "toll-free": 20,
    "company-address": 26,
    "company-rfc": 16,
    "company-clabe": 10,
    "official-contact": 10,
    "date": 24,
    "price": 14,
    "version": 12,
    "request-id": 18,
    "hash": 16,
    "content-id": 14,
    "order-number": 18,
    "tracking-number": 14,
    "case-number": 14,
    "masked": 18,
    "placeholder": 24,
    "statistic": 12,
    "header-keep": 8,
}

PERSONAL_KINDS: dict[str, tuple[Callable[[Maker, int], Item], int]] = {
    "curp": (curp, 28),
    "rfc-persona-fisica": (rfc_pf, 22),
    "nss": (nss, 16),
    "ine": (ine, 14),
    "clabe": (clabe, 14),
    "card": (card, 16),
    "passport": (passport, 22),
    "birth-date": (birth, 24),
    "home-address": (home_address, 26),
    "phone": (phone, 52),
    "whatsapp": (whatsapp, 10),
    "email": (email, 34),
    "email-obfuscated": (email_obf, 14),
    "foreign-id": (foreign_id, 20),
}
ACCOUNT_COUNT = 52
