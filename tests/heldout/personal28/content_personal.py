# ruff: noqa: E501
"""Personal data and provider account ids of corpus 28 (label ``personal``).

Each template is ``(lang, form, key, text, html)``: ``text`` is the one-line JSON/YAML
string, ``html`` the page snippet (either may be None); ``{v}`` is the datum, the other
fields are invented context (names, places). In ``html`` every field is HTML-escaped.
"""

from __future__ import annotations

from typing import Any

from common import entry, esc
from values import V

T = tuple[str, str, str, "str | None", "str | None"]


def _fill(
    v: V, kind: str, tpl: T, val: str, ctx: dict[str, str], family: str = "personal"
) -> dict[str, Any]:
    lang, form, key, text, html = tpl
    ctx = {**ctx, "v": val}
    t = text.format(**ctx) if text else None
    h = html.format(**{k: esc(x) for k, x in ctx.items()}) if html else None
    return entry(kind, lang, form, val, text=t, html=h, key=key, family=family)


def _ctx(v: V) -> dict[str, str]:
    g, a, b, _sex = v.person()
    _col, _cp, mun, edo = v.r.choice(
        [
            ("Col. Obrera", "37440", "León", "Guanajuato"),
            ("Col. Itzimná", "97100", "Mérida", "Yucatán"),
            ("Col. Mitras Centro", "64460", "Monterrey", "Nuevo León"),
            ("Col. Campestre", "31213", "Chihuahua", "Chihuahua"),
        ]
    )
    return {
        "n": f"{g} {a} {b}",
        "g": g,
        "a": a,
        "nb": v.name_br(),
        "ne": v.name_en(),
        "mun": mun,
        "edo": edo,
        "age": str(v.r.randint(19, 88)),
        "folio": v.digits(7),
    }


# --------------------------------------------------------------------------- CURP
CURP: list[T] = [
    (
        "es",
        "CURP in a school results list (search snippet)",
        "snippet",
        "Resultados de asignación secundaria 2024: {n}, CURP {v}, asignado a la Secundaria Técnica 41, turno matutino.",
        None,
    ),
    (
        "es",
        "CURP in an obituary notice",
        "content",
        "Esquela: {n} (CURP {v}) descansa en paz; velación en la capilla 3.",
        None,
    ),
    (
        "es",
        "CURP lower case in a clinic appointment page",
        "raw_content",
        "Cita confirmada | paciente: {n} | curp: {v} | Unidad de Medicina Familiar 22, consultorio 5",
        None,
    ),
    (
        "es",
        "CURP spaced in a CV on a job board",
        "markdown",
        "## Datos personales\n- Nombre: {n}\n- CURP: {v}",
        None,
    ),
    (
        "es",
        "CURP in an HTML table cell (alumni directory)",
        "snippet",
        None,
        '<table class="egresados"><tr><td>{n}</td><td>Generación 2009</td><td>{v}</td></tr></table>',
    ),
    (
        "es",
        "CURP hyphenated in a court listing",
        "description",
        "Juzgado Tercero Familiar, lista de acuerdos: promovente {n}, con CURP {v}.",
        None,
    ),
    (
        "es",
        "CURP in a forum post signature",
        None,
        None,
        '<div class="post-firma">{n} · trámite de pensión · mi CURP es {v} por si alguien me puede orientar</div>',
    ),
    (
        "es",
        "CURP in an extract API body line",
        "text",
        "Solicitante: {n} Fecha de registro: 14/02/2024 CURP: {v} Estatus: En revisión",
        None,
    ),
    (
        "es",
        "CURP dotted in a gazette listing",
        "snippet",
        "Periódico Oficial del Estado de {edo}: edicto a {n}, CURP {v}, para que comparezca.",
        None,
    ),
    (
        "es",
        "CURP in a rental application (classifieds)",
        None,
        None,
        '<p class="aviso">Solicitud de arrendamiento de {n} &mdash; CURP <b>{v}</b> &mdash; aval con propiedad en {mun}</p>',
    ),
]


def curp_forms(v: V, i: int) -> str:
    c = v.curp()
    f = i % 5
    if f == 1:
        return c.lower()
    if f == 2:
        return f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
    if f == 3:
        return f"{c[:4]}-{c[4:10]}-{c[10:]}"
    if f == 4:
        return ".".join([c[:4], c[4:10], c[10:16], c[16:]])
    return c


# --------------------------------------------------------------------------- RFC persona física
RFC: list[T] = [
    (
        "es",
        "RFC of a person in a CFDI request (forum)",
        "content",
        "Necesito mi factura: {n}, RFC {v}, régimen 605, uso CFDI G03, C.P. fiscal 37440.",
        None,
    ),
    (
        "es",
        "RFC lower case in a job application",
        "snippet",
        "Postulante {n} — rfc: {v} — disponibilidad inmediata, pretensión $18,000 mensuales.",
        None,
    ),
    (
        "es",
        "RFC in a rent receipt (classifieds)",
        None,
        None,
        '<p>Recibo de arrendamiento a nombre de {n}, RFC <span class="rfc">{v}</span>, mes de marzo.</p>',
    ),
    (
        "es",
        "RFC hyphenated in a court listing",
        "description",
        "Expediente laboral: actor {n} (R.F.C. {v}) contra Transportes del Bajío.",
        None,
    ),
    ("es", "RFC spaced in a CV", "markdown", "**R F C:** {v}  |  **Nombre:** {n}", None),
    (
        "es",
        "RFC in an HTML definition list (staff directory)",
        None,
        None,
        '<dl class="ficha"><dt>Docente</dt><dd>{n}</dd><dt>RFC</dt><dd>{v}</dd></dl>',
    ),
]


def rfc_forms(v: V, i: int) -> str:
    r = v.rfc_fisica()
    f = i % 4
    if f == 1:
        return r.lower()
    if f == 2:
        return f"{r[:4]}-{r[4:10]}-{r[10:]}"
    if f == 3:
        return f"{r[:4]} {r[4:10]} {r[10:]}"
    return r


# --------------------------------------------------------------------------- NSS
NSS: list[T] = [
    (
        "es",
        "NSS in an IMSS appointment page",
        "raw_content",
        "Su cita en la UMF 31 quedó registrada. Derechohabiente: {n}. NSS {v}. Presentarse 20 minutos antes.",
        None,
    ),
    (
        "es",
        "NSS in a job board CV",
        "snippet",
        "CV {n}: ayudante general, 6 años de experiencia, número de seguridad social {v}.",
        None,
    ),
    (
        "es",
        "NSS in an HTML table (payroll leak on a forum)",
        None,
        None,
        "<table><tr><th>Trabajador</th><th>NSS</th></tr><tr><td>{n}</td><td>{v}</td></tr></table>",
    ),
    (
        "es",
        "NSS label 'No. de afiliación'",
        "text",
        "No. de afiliación IMSS: {v} / Nombre: {n} / Semanas cotizadas: 812",
        None,
    ),
]


def nss_forms(v: V, i: int) -> str:
    n = v.nss()
    f = i % 3
    if f == 1:
        return f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}"
    if f == 2:
        return f"{n[:4]} {n[4:8]} {n[8:]}"
    return n


# --------------------------------------------------------------------------- INE
INE: list[T] = [
    (
        "es",
        "INE clave de elector in a classifieds listing",
        "snippet",
        "Vendo auto a mi nombre, {n}, clave de elector {v}, factura original.",
        None,
    ),
    (
        "es",
        "INE clave in a rental contract excerpt",
        "content",
        "El arrendatario {n} se identifica con credencial para votar, clave {v}.",
        None,
    ),
    (
        "es",
        "INE clave lower case in a forum post",
        None,
        None,
        '<p class="comentario">me rechazaron el trámite, mi clave de elector es {v}, a nombre de {n}</p>',
    ),
    (
        "es",
        "INE CIC/OCR in a bank onboarding log",
        "text",
        "KYC ok name={n} ine_clave_elector={v} ine_emision=2019",
        None,
    ),
]


# --------------------------------------------------------------------------- CLABE and cards
CLABE: list[T] = [
    (
        "es",
        "CLABE in a classifieds ad (deposit)",
        "snippet",
        "Apartado con 50% por transferencia a la CLABE {v} a nombre de {n}.",
        None,
    ),
    (
        "es",
        "CLABE spaced in a forum post",
        None,
        None,
        '<div class="msg">Para la cooperación del festival: CLABE {v} (titular {n})</div>',
    ),
    (
        "es",
        "CLABE in a crowdfunding obituary",
        "content",
        "Apoyo para los gastos funerarios de {n}: CLABE interbancaria {v}.",
        None,
    ),
]

CARD: list[T] = [
    (
        "es",
        "card number in a support ticket echoed in an error body",
        "message",
        "No se pudo procesar el cargo a la tarjeta {v} de {n}: fondos insuficientes",
        None,
    ),
    (
        "es",
        "card number in a forum post",
        None,
        None,
        "<p>Me clonaron la tarjeta {v}, ¿alguien sabe si el banco reembolsa? &mdash; {n}</p>",
    ),
    (
        "en",
        "card number in a checkout log line",
        "text",
        "checkout failed customer={ne} pan={v} exp=08/27",
        None,
    ),
    (
        "pt",
        "card number in a pt-BR review",
        "snippet",
        "Comprei com o cartão {v} e fui cobrada duas vezes. {nb}",
        None,
    ),
]


def card_forms(v: V, i: int) -> str:
    c = v.card(["visa", "mc", "mc2", "amex"][i % 4])
    f = (i // 4) % 3
    if f == 1:
        if len(c) == 15:
            return f"{c[:4]} {c[4:10]} {c[10:]}"
        return " ".join(c[k : k + 4] for k in range(0, 16, 4))
    if f == 2:
        return "-".join(c[k : k + 4] for k in range(0, len(c), 4))
    return c


# --------------------------------------------------------------------------- passports
PASSPORT: list[T] = [
    (
        "es",
        "Mexican passport number in a visa forum post",
        "snippet",
        "Cita consular para {n}, pasaporte mexicano {v}, vigente hasta 2031.",
        None,
    ),
    (
        "es",
        "passport number in a travel agency booking page",
        None,
        None,
        '<table class="pasajeros"><tr><td>{n}</td><td>Pasaporte</td><td>{v}</td></tr></table>',
    ),
    (
        "en",
        "passport number in an English itinerary",
        "content",
        "Traveller {ne}, passport no. {v}, seat 14C, PNR confirmed.",
        None,
    ),
    (
        "pt",
        "passport number in a pt-BR hostel review",
        "snippet",
        "Deixaram meu passaporte {v} na recepção com o nome {nb} à vista de todos.",
        None,
    ),
    (
        "es",
        "passport label 'No. de pasaporte' in a CV",
        "markdown",
        "No. de pasaporte: {v} · {n} · disponibilidad para viajar",
        None,
    ),
]


def passport_forms(v: V, i: int, lang: str) -> str:
    dg = v.digits
    if lang == "en":
        return v.r.choice([dg(9), "A" + dg(8)])
    if lang == "pt":
        return v.r.choice(["FX", "GB", "FN"]) + dg(6)
    p = (
        v.passport_mx()
        if i % 3
        else v.r.choice(["PA", "XD", "AA"]) + v.alnum(1, "ABCDEFGHJKLMNPRSTVWXYZ") + dg(6)
    )
    return p.lower() if i % 7 == 3 else p


# --------------------------------------------------------------------------- birth dates
BIRTH: list[T] = [
    (
        "es",
        "birth date in an obituary (words)",
        "content",
        "{n} nació en {mun} el {v} y falleció rodeado de su familia.",
        None,
    ),
    (
        "es",
        "birth date in a school results table",
        None,
        None,
        "<table><tr><td>{n}</td><td>Fecha de nacimiento</td><td>{v}</td><td>Folio {folio}</td></tr></table>",
    ),
    (
        "es",
        "birth date in a CV header",
        "markdown",
        "**{n}** — Fecha de nacimiento: {v} — Estado civil: soltero/a",
        None,
    ),
    (
        "es",
        "birth date in a clinic appointment page",
        "raw_content",
        "Paciente {n}, F. nac. {v}, edad {age}, cita de control prenatal.",
        None,
    ),
    (
        "es",
        "birth date in a league roster (search snippet)",
        "snippet",
        "Liga Municipal Sub-17: {n}, nacido el {v}, delantero, registro 2024.",
        None,
    ),
    (
        "en",
        "birth date in an English alumni directory",
        "content",
        "{ne} (DOB {v}) — Class of 2006, now lives in Austin.",
        None,
    ),
    (
        "pt",
        "birth date in a pt-BR obituary",
        "snippet",
        "{nb}, nascido em {v}, faleceu nesta terça-feira.",
        None,
    ),
]

# --------------------------------------------------------------------------- home address
ADDR: list[T] = [
    (
        "es",
        "home address in a rental classified",
        "snippet",
        "Rento cuarto en mi casa: {v}. Informes con {g}.",
        None,
    ),
    (
        "es",
        "home address in a court edict",
        "content",
        "Se notifica a {n}, con domicilio particular en {v}, que deberá comparecer.",
        None,
    ),
    (
        "es",
        "home address in an HTML table (delivery list)",
        None,
        None,
        '<table class="entregas"><tr><td>{n}</td><td>{v}</td></tr></table>',
    ),
    (
        "es",
        "home address in an obituary (velación en casa)",
        "raw_content",
        "La velación de {n} será en su domicilio, {v}, a partir de las 18:00.",
        None,
    ),
    ("es", "home address in a CV", "markdown", "Domicilio: {v} · {n} · Licencia tipo B", None),
    (
        "es",
        "home address split across lines in a forum post",
        None,
        None,
        '<p class="firma">{n}<br>{v}</p>',
    ),
]

# --------------------------------------------------------------------------- phones
PHONE: list[T] = [
    (
        "es",
        "phone after 'Comunícate con NAME al'",
        "snippet",
        "Se vende comedor de 6 sillas. Comunícate con {n} al {v}.",
        None,
    ),
    (
        "es",
        "phone in an obituary ('informes con su hija')",
        "content",
        "Misa de cuerpo presente de {a}. Informes con su hija {g} al {v}.",
        None,
    ),
    (
        "es",
        "phone in a CV on a job board",
        "markdown",
        "{n} | Cel. {v} | Licenciatura en Contaduría",
        None,
    ),
    (
        "es",
        "phone in a forum signature",
        None,
        None,
        '<div class="firma">Saludos, {n} &middot; mi cel {v}</div>',
    ),
    (
        "es",
        "phone in a clinic appointment confirmation",
        "raw_content",
        "Recordatorio: {n}, su cita es el jueves. Si no puede asistir, le llamaremos al {v}.",
        None,
    ),
    (
        "es",
        "phone in a staff directory table (personal cell)",
        None,
        None,
        "<table><tr><td>{n}</td><td>Celular personal</td><td>{v}</td></tr></table>",
    ),
    (
        "es",
        "phone after a bare name in a search title",
        "title",
        "{n} {v} - Perfil en Sección Amarilla de particulares",
        None,
    ),
    (
        "es",
        "phone in a real-estate listing (private seller)",
        "snippet",
        "Casa en venta, trato directo con el dueño {n}: {v} (no inmobiliarias).",
        None,
    ),
    (
        "es",
        "phone in a lost-pet classified",
        "content",
        "Se busca perrita 'Canela', zona {mun}. Cualquier informe a {g} {a}, tel. {v}",
        None,
    ),
    (
        "es",
        "phone in an extract of a school results page",
        "text",
        "Tutor: {n} Teléfono de casa: {v} Grupo: 3°B",
        None,
    ),
]

PHONE_OTHER: list[T] = [
    (
        "es",
        "Argentine mobile in a classified (es-AR)",
        "snippet",
        "Vendo bici rodado 29, escribime al {v}, {g}.",
        None,
    ),
    (
        "es",
        "Spanish mobile in a review signature (es-ES)",
        "content",
        "Muy mal servicio. {n}, móvil {v}.",
        None,
    ),
    (
        "es",
        "Colombian mobile in a job post reply (es-CO)",
        "snippet",
        "Hoja de vida de {n}, celular {v}, Bogotá.",
        None,
    ),
    (
        "es",
        "Chilean mobile in a rental ad (es-CL)",
        "content",
        "Arriendo depto, contactar a {g} al {v}.",
        None,
    ),
    (
        "es",
        "Peruvian mobile in a forum post (es-PE)",
        "snippet",
        "Soy {n}, mi número es {v}, vendo entradas.",
        None,
    ),
    (
        "pt",
        "Brazilian mobile in a pt-BR classified",
        "snippet",
        "Vendo geladeira usada, falar com {nb} no {v}.",
        None,
    ),
    (
        "en",
        "US mobile in an English forum signature",
        "content",
        "Cheers, {ne} — call me at {v}",
        None,
    ),
]

# --------------------------------------------------------------------------- WhatsApp / tel links
WA: list[T] = [
    (
        "es",
        "wa.me link in a classified",
        None,
        None,
        '<p>Pregunta por {g}: <a href="{v}">mándame WhatsApp</a></p>',
    ),
    (
        "es",
        "api.whatsapp.com link in a forum post",
        None,
        None,
        '<div class="post">{n}: <a href="{v}">escríbeme</a></div>',
    ),
    (
        "es",
        "tel: link with a person's cell in a staff page",
        None,
        None,
        '<li class="staff">{n} &ndash; <a href="{v}">celular</a></li>',
    ),
    ("es", "wa.me link in an extract body", "markdown", "[WhatsApp de {g}]({v})", None),
]

# --------------------------------------------------------------------------- e-mails
EMAIL: list[T] = [
    ("es", "personal e-mail in a CV", "markdown", "{n} · {v} · Guadalajara, Jal.", None),
    (
        "es",
        "personal e-mail in a classifieds ad",
        "snippet",
        "Vendo lote de libros de texto, escribir a {v} ({g}).",
        None,
    ),
    (
        "es",
        "personal e-mail in a staff directory table",
        None,
        None,
        "<table><tr><td>{n}</td><td>Maestra de 4°</td><td>{v}</td></tr></table>",
    ),
    (
        "es",
        "mailto link in a forum signature",
        None,
        None,
        '<div class="firma">{n} &mdash; <a href="mailto:{v}">escríbeme</a></div>',
    ),
    (
        "es",
        "From: header of a person in an extracted mailing list page",
        "text",
        "From: {n} <{v}>",
        None,
    ),
    (
        "es",
        "personal e-mail in an obituary",
        "content",
        "Condolencias a la familia de {a}: {v}",
        None,
    ),
    (
        "en",
        "personal e-mail in an English alumni note",
        "content",
        "Reach {ne} at {v} for the reunion.",
        None,
    ),
    (
        "pt",
        "personal e-mail in a pt-BR rental ad",
        "snippet",
        "Alugo quarto mobiliado. Contato: {nb}, {v}",
        None,
    ),
    (
        "es",
        "personal e-mail in a search result URL field",
        "url",
        "https://foro.ejemplo-comunidad.mx/perfil?correo={v}",
        None,
    ),
]

OBF: list[T] = [
    ("es", "obfuscated e-mail in a forum post", "snippet", "Escríbanme a {v} — {g}", None),
    (
        "es",
        "obfuscated e-mail in a classified",
        None,
        None,
        "<p>Informes: {v} (preguntar por {g})</p>",
    ),
    ("es", "obfuscated e-mail in a CV extract", "markdown", "Correo: {v}", None),
    ("en", "obfuscated e-mail in an English forum signature", "content", "— {ne}, {v}", None),
]


def obf_email(v: V, i: int) -> str:
    local = v.email_local()
    dom = v.r.choice(["gmail", "hotmail", "yahoo", "outlook"])
    tld = "com" if dom != "yahoo" else "com.mx"
    f = i % 7
    if f == 0:
        return f"{local} [arroba] {dom} [punto] {tld}"
    if f == 1:
        return f"{local}(arroba){dom}(punto){tld.replace('.', '(punto)')}"
    if f == 2:
        return f"{local} at {dom} dot {tld.replace('.', ' dot ')}"
    if f == 3:
        return f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}"
    if f == 4:
        return f"{local} arroba {dom} punto {tld.replace('.', ' punto ')}"
    if f == 5:
        return f"{local} @ {dom} . {tld}"
    return f"{local}{{at}}{dom}{{dot}}{tld.replace('.', '{dot}')}"


def email_forms(v: V, i: int, tpl: T) -> str:
    if "mailto" in tpl[1]:
        return (
            v.email()
            + "?subject="
            + v.r.choice(["Informes%20renta", "CV", "Hola"])
            + v.r.choice(["", "&body=Me%20interesa"])
        )
    f = i % 5
    if f == 1:
        return v.email(accents=True)
    if f == 2:
        return v.email().upper()
    if f == 3:
        e = v.email()
        return e[0].upper() + e[1:]
    return v.email()


# --------------------------------------------------------------------------- foreign ids
FOREIGN: list[T] = [
    ("pt", "CPF in a pt-BR classified", "snippet", "Recibo em nome de {nb}, CPF {v}.", "cpf"),
    (
        "pt",
        "CPF in a pt-BR school results list",
        "content",
        "Aprovados: {nb} — CPF {v} — Medicina",
        "cpf",
    ),
    (
        "es",
        "Spanish DNI in a review (es-ES)",
        "snippet",
        "Reclamación de {n}, DNI {v}, sin respuesta.",
        "dni-es",
    ),
    (
        "es",
        "Argentine DNI with dots (es-AR)",
        "content",
        "Edicto: cítase a {n}, DNI {v}, por el término de cinco días.",
        "dni-ar",
    ),
    (
        "es",
        "Argentine CUIL (es-AR)",
        "snippet",
        "Monotributista {n}, CUIL {v}, busca empleo.",
        "cuil",
    ),
    (
        "es",
        "Chilean RUT (es-CL)",
        "content",
        "Postulante {n}, RUT {v}, nacionalidad chilena.",
        "rut",
    ),
    (
        "es",
        "Colombian cédula (es-CO)",
        "snippet",
        "Sentencia: accionante {n}, identificado con C.C. {v} de Bogotá.",
        "cedula-co",
    ),
    (
        "en",
        "US SSN in an English CV",
        "content",
        "Applicant {ne}, SSN {v}, available immediately.",
        "ssn",
    ),
]

# --------------------------------------------------------------------------- account ids
ACCOUNT: list[tuple[str, str, str, str | None, str | None]] = [
    # (lang, form, key, text, hdr) — hdr: header name when this is a recorded header
    (
        "en",
        "acct_ id in an error message echoing the account",
        "message",
        "Rate limit exceeded for account {v} on plan free (60 req/min).",
        None,
    ),
    ("en", "cust- id in an x-account header", "", "{v}", "x-account"),
    ("en", "OpenAI-Organization header", "", "{v}", "openai-organization"),
    ("en", "OpenAI-Project header", "", "{v}", "openai-project"),
    ("en", "project field with proj_ id", "project", "{v}", None),
    (
        "en",
        "account path in a request URL",
        "url",
        "https://api.searchvendor.example/v1/accounts/{v}/usage?window=1h",
        None,
    ),
    ("en", "user_ id in a provider error", "user", "{v}", None),
    ("en", "workspace id in an error body", "workspace_id", "{v}", None),
    (
        "en",
        "team id in an error message",
        "error_message",
        "Team {v} has exceeded its monthly credit limit (5000 credits).",
        None,
    ),
    ("en", "X-Customer-Id header", "", "{v}", "X-Customer-Id"),
    ("en", "anthropic-organization-id header (UUID shape)", "", "{v}", "anthropic-organization-id"),
    ("en", "Stripe-Account header", "", "{v}", "Stripe-Account"),
    (
        "en",
        "AWS account id in an ARN",
        "arn",
        "arn:aws:bedrock:us-east-1:{v}:inference-profile/us.anthropic.claude-3-5-sonnet",
        None,
    ),
    (
        "en",
        "GCP project number in a quota error",
        "message",
        "Quota exceeded for quota metric 'Queries' of service 'customsearch.googleapis.com' for consumer 'project_number:{v}'.",
        None,
    ),
    (
        "en",
        "Azure subscription id in a resource path",
        "id",
        "/subscriptions/{v}/resourceGroups/rg-busqueda/providers/Microsoft.Bing/accounts/bing-prod",
        None,
    ),
    (
        "es",
        "id de cuenta in a Spanish error",
        "mensaje",
        "La cuenta {v} superó la cuota diaria de búsquedas; intente mañana.",
        None,
    ),
    (
        "en",
        "organization path",
        "url",
        "https://api.crawlvendor.example/v2/organizations/{v}/billing",
        None,
    ),
    ("en", "x-org-id header", "", "{v}", "x-org-id"),
    ("en", "account_id field in a rate-limit body", "account_id", "{v}", None),
    (
        "en",
        "Bright Data-style customer id in a proxy user",
        "proxy_user",
        "brd-customer-{v}-zone-serp",
        None,
    ),
    (
        "en",
        "client_id in a quota query string",
        "url",
        "https://api.serpvendor.example/account.json?client_id={v}&period=month",
        None,
    ),
    ("en", "x-user-id header", "", "{v}", "x-user-id"),
    ("en", "tenant id in an error echo", "detail", "tenant={v} exceeded concurrency limit 5", None),
    ("en", "subscription id (X-Subscription-Id)", "", "{v}", "X-Subscription-Id"),
    (
        "en",
        "cus_ id in a billing error",
        "message",
        "No active subscription for customer {v}.",
        None,
    ),
    (
        "pt",
        "id da conta in a pt-BR error",
        "mensagem",
        "Limite de requisições excedido para a conta {v}.",
        None,
    ),
]


def account_value(v: V, i: int) -> str:
    forms = [
        lambda: "acct_" + v.alnum(16),
        lambda: "cust-" + v.digits(6),
        lambda: "org-" + v.alnum(24),
        lambda: "proj_" + v.alnum(24),
        lambda: "proj_" + v.alnum(10, "abcdefghijklmnopqrstuvwxyz0123456789"),
        lambda: "acct_" + v.digits(5),
        lambda: "user_" + v.alnum(27),
        lambda: "ws_" + v.alnum(12, "abcdefghijklmnopqrstuvwxyz0123456789"),
        lambda: "team_" + v.alnum(20),
        lambda: "cust_" + v.alnum(14, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        lambda: v.uuid(),
        lambda: "acct_1" + v.alnum(15),
        lambda: v.digits(12),
        lambda: v.digits(12),
        lambda: v.uuid(),
        lambda: "acc-" + v.alnum(10, "abcdefghijklmnopqrstuvwxyz0123456789"),
        lambda: "org_" + v.alnum(22),
        lambda: "org-" + v.alnum(12, "abcdefghijklmnopqrstuvwxyz0123456789"),
        lambda: "acct-" + v.alnum(8, "0123456789abcdef"),
        lambda: "hl_" + v.hexs(8),
        lambda: v.hexs(24),
        lambda: "usr-" + v.alnum(18, "abcdefghijklmnopqrstuvwxyz0123456789"),
        lambda: "tnt_" + v.alnum(16),
        lambda: "sub_" + v.alnum(14),
        lambda: "cus_" + v.alnum(14),
        lambda: "CTA-" + v.digits(8),
    ]
    return forms[i]()


def make(v: V) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def run(kind: str, tpls: list[T], n: int, valf) -> None:  # type: ignore[no-untyped-def]
        for i in range(n):
            tpl = tpls[i % len(tpls)]
            out.append(_fill(v, kind, tpl, valf(i, tpl), _ctx(v)))

    run("curp", CURP, 28, lambda i, t: curp_forms(v, i))
    run("rfc-persona-fisica", RFC, 20, lambda i, t: rfc_forms(v, i))
    run("nss", NSS, 14, lambda i, t: nss_forms(v, i))
    run(
        "ine-clave-elector",
        INE,
        12,
        lambda i, t: v.ine_clave().lower() if i % 4 == 2 else v.ine_clave(),
    )
    run(
        "clabe",
        CLABE,
        12,
        lambda i, t: (lambda c: c if i % 2 == 0 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}")(
            v.clabe()
        ),
    )
    run("card", CARD, 14, lambda i, t: card_forms(v, i))
    run("passport", PASSPORT, 20, lambda i, t: passport_forms(v, i, t[0]))

    def birth(i: int, t: T) -> str:
        y, m, d = v.birth()
        if t[0] == "en":
            return v.date_en(y, m, d)
        if t[0] == "pt":
            return v.date_pt(y, m, d)
        return v.date_es(y, m, d, i % 7)

    run("birth-date", BIRTH, 26, birth)
    run("home-address", ADDR, 26, lambda i, t: v.home_address(i % 6))
    run("phone", PHONE, 44, lambda i, t: v.mx_phone(i % 12)[0])

    def other_phone(i: int, t: T) -> str:
        if t[0] == "pt":
            return v.br_phone()
        if t[0] == "en":
            return v.other_phone("us")
        return v.other_phone(["ar", "es", "co", "cl", "pe"][i % 7])

    run("phone", PHONE_OTHER, 14, other_phone)

    def wa(i: int, t: T) -> str:
        d = v.mx_mobile_digits()
        if "tel:" in t[1]:
            return v.r.choice([f"tel:+52{d}", f"tel:+52-{d[:2]}-{d[2:6]}-{d[6:]}", f"tel:{d}"])
        if "api.whatsapp" in t[1]:
            return f"https://api.whatsapp.com/send?phone=521{d}&text=Hola"
        return v.r.choice([f"https://wa.me/521{d}", f"https://wa.me/52{d}?text=Me%20interesa"])

    run("whatsapp", WA, 10, wa)
    run("email", EMAIL, 34, lambda i, t: email_forms(v, i, t))
    run("email-obfuscated", OBF, 14, lambda i, t: obf_email(v, i))

    gen = {
        "cpf": v.cpf,
        "dni-es": v.dni_es,
        "dni-ar": v.dni_ar,
        "cuil": v.cuil,
        "rut": v.rut,
        "cedula-co": v.cedula_co,
        "ssn": v.ssn,
    }
    for i in range(18):
        lang, form, key, text, idkind = FOREIGN[i % len(FOREIGN)]
        val = gen[idkind]()  # type: ignore[index]
        ctx = _ctx(v)
        out.append(
            entry(
                "national-id-" + idkind,
                lang,
                form,
                val,
                text=text.format(v=val, **{k: x for k, x in ctx.items() if k != "v"}),
                key=key,
            )
        )  # type: ignore[union-attr]

    for i in range(52):
        lang, form, key, text, hdr = ACCOUNT[i % len(ACCOUNT)]
        val = account_value(v, i % len(ACCOUNT))
        t = text.format(v=val)  # type: ignore[union-attr]
        out.append(
            entry(
                "account-id",
                lang,
                form,
                val,
                text=t,
                key=key or "x",
                hdr=hdr,
                family="account-id",
                where="data",
            )
        )
    return out
