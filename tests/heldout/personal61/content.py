# ruff: noqa: E501
"""Context makers of corpus 61: for each kind, a value maker and the sentences, rows and
lines (Spanish, English, Portuguese) that carry it. Written by the corpus author for this
corpus; each ``{v}`` is the datum, the other fields are filled from the item's invented
person / company / place.

``make(kind, rng, lang)`` returns a dict: ``value``, ``variant``, ``shape``, ``text`` (one
plain line holding the value), optionally ``html`` (markup, value already escaped, with
``html_value``) and ``header`` (name, value) for a recorded request/response header.
"""

from __future__ import annotations

import html as htmlmod
import random
import string

import values as V

# ------------------------------------------------------------------ fill-ins


def _date_es(rng: random.Random) -> str:
    m = [
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
    return f"{rng.randint(1, 28)} de {rng.choice(m)} de {rng.randint(2019, 2025)}"


def fills(rng: random.Random, lang: str) -> dict[str, str]:
    p = V.Person(rng, lang)
    co, dom, abbr = rng.choice(V.COMPANIES)
    city, st, _cp, _area = rng.choice(V.CITIES)
    return {
        "n": p.full,
        "g": p.given,
        "n2": V.Person(rng, lang).full,
        "co": co,
        "dom": dom,
        "c": city,
        "st": st,
        "t": f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z",
        "hh": f"{rng.randint(8, 21)}:{rng.randint(0, 59):02d}",
        "tk": str(rng.randint(10000, 99999)),
        "ip": f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
        "host": rng.choice(
            [
                "api.tavily.com",
                "api.search.brave.com",
                "serpapi.com",
                "google.serper.dev",
                "api.firecrawl.dev",
                "r.jina.ai",
                "api.exa.ai",
                "api.perplexity.ai",
            ]
        ),
        "_person": p,  # type: ignore[dict-item]
        "_abbr": abbr,
    }


# ------------------------------------------------------------------ personal values


def v_curp(rng, f):
    c = V.curp(f["_person"])
    st = rng.choice(["upper", "upper", "lower", "spaced", "hyphen", "dots"])
    if st == "lower":
        c = c.lower()
    elif st == "spaced":
        c = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
    elif st == "hyphen":
        c = f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"
    elif st == "dots":
        c = f"{c[:4]}.{c[4:10]}.{c[10:16]}.{c[16:]}"
    return c, f"curp {st}"


def v_rfc(rng, f):
    r = V.rfc_fisica(f["_person"])
    st = rng.choice(["upper", "upper", "hyphen", "spaced", "lower"])
    r = {
        "upper": r,
        "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        "lower": r.lower(),
    }[st]
    return r, f"rfc persona física {st}"


def v_nss(rng, f):
    n = V.nss(rng, f["_person"])
    st = rng.choice(["plain", "plain", "hyphen", "spaced"])
    n = {
        "plain": n,
        "hyphen": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        "spaced": f"{n[:4]} {n[4:8]} {n[8:]}",
    }[st]
    return n, f"nss {st} (Luhn)"


def v_ine(rng, f):
    c = V.ine_clave(f["_person"])
    st = rng.choice(["upper", "upper", "lower", "spaced"])
    c = {"upper": c, "lower": c.lower(), "spaced": f"{c[:6]} {c[6:12]} {c[12:]}"}[st]
    return c, f"clave de elector {st}"


def v_clabe(rng, f):
    c = V.clabe(rng)
    st = rng.choice(["plain", "plain", "spaced"])
    if st == "spaced":
        c = f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    return c, f"clabe {st} (3-7-1)"


def v_card(rng, f):
    kind, n = V.card(rng)
    st = rng.choice(["plain", "spaced", "hyphen"])
    if st != "plain":
        n = V.group_card(n, " " if st == "spaced" else "-")
    return n, f"card {kind} {st} (Luhn)"


def v_passport(rng, f):
    country = rng.choice(["mx", "mx", "mx", "us", "es", "br", "ca", "co"])
    return V.passport(rng, country), f"passport {country}"


MES = [
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
MON = [
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
MES_PT = [
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
ABR = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def v_birth(rng, f, lang="es"):
    p = f["_person"]
    y, m, d = p.year, p.month, p.day
    if lang == "en":
        st = rng.choice(["en-long", "us", "iso"])
        s = {
            "en-long": f"{MON[m - 1]} {d}, {y}",
            "us": f"{m:02d}/{d:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
        }[st]
    elif lang == "pt":
        st = rng.choice(["pt-long", "ddmmyyyy"])
        s = {"pt-long": f"{d} de {MES_PT[m - 1]} de {y}", "ddmmyyyy": f"{d:02d}/{m:02d}/{y}"}[st]
    else:
        st = rng.choice(["es-long", "ddmmyyyy", "iso", "dd-MMM-yyyy", "dd.mm.yyyy", "es-long-del"])
        s = {
            "es-long": f"{d} de {MES[m - 1]} de {y}",
            "ddmmyyyy": f"{d:02d}/{m:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "dd-MMM-yyyy": f"{d:02d}-{ABR[m - 1]}-{y}",
            "dd.mm.yyyy": f"{d:02d}.{m:02d}.{y}",
            "es-long-del": f"{d} de {MES[m - 1]} del {y}",
        }[st]
    return s, f"birth date {st}"


def address(rng, home=True):
    city, st, cp, _ = rng.choice(V.CITIES)
    kind = rng.choice(V.STREET_KIND)
    street = rng.choice(V.STREETS)
    num = rng.choice(["", "#", "núm. ", "No. ", "número "]) + str(rng.randint(3, 3999))
    extra = ""
    if home:
        if rng.random() < 0.5:
            extra = (
                ", "
                + rng.choice(["int. ", "Int. ", "depto. ", "Depto ", "interior "])
                + rng.choice(["2", "4B", "12", "A", "301"])
            )
    else:
        extra = (
            ", "
            + rng.choice(["piso ", "Piso ", "local ", "Torre B piso "])
            + str(rng.randint(1, 22))
        )
    col = rng.choice(V.COLONIAS)
    col = col if col.startswith("Col.") else "Col. " + col
    zipc = cp + f"{rng.randint(0, 999):03d}"
    cpf = rng.choice(["C.P. ", "CP ", "C.P.", "Código Postal "]) + zipc
    return f"{kind} {street} {num}{extra}, {col}, {cpf}, {city}, {st}"


def v_home(rng, f):
    return address(rng, True), "mexican home address"


def v_phone(rng, f):
    area, rest = V.mx_phone(rng)
    st = rng.choice(
        [
            "intl",
            "intl1",
            "044",
            "045",
            "paren",
            "dots",
            "hyph",
            "compact",
            "parenintl",
            "bare",
            "bare",
            "spaced",
            "intlhyph",
        ]
    )
    return V.fmt_phone(area, rest, st), f"phone {st}"


def v_email(rng, f):
    p = f["_person"]
    st = rng.choice(
        ["plain", "plain", "accented", "accented", "upper", "mailto-query", "from-header"]
    )
    lp = V.local_part(rng, p, accents=(st == "accented"))
    dom = rng.choice(V.FREE_MAIL)
    e = f"{lp}@{dom}"
    if st == "upper":
        e = e.upper()
    if st == "mailto-query":
        e = f"mailto:{e}?subject=" + rng.choice(
            ["Cita", "Factura%20pendiente", "Hola", "Re%3A%20renta"]
        )
    return e, f"e-mail {st}"


def v_obf(rng, f):
    p = f["_person"]
    lp = V.local_part(rng, p)
    user, dom = lp, rng.choice(["gmail", "hotmail", "yahoo", "outlook", "icloud"])
    st = rng.choice(
        ["brackets", "parens", "at-dot", "at-dot-brackets", "arroba-punto", "braces", "ponto"]
    )
    s = {
        "brackets": f"{user} [arroba] {dom} [punto] com",
        "parens": f"{user}(arroba){dom}(punto)com",
        "at-dot": f"{user} at {dom} dot com",
        "at-dot-brackets": f"{user}[at]{dom}[dot]com",
        "arroba-punto": f"{user} arroba {dom} punto com",
        "braces": f"{user} {{at}} {dom} {{dot}} com",
        "ponto": f"{user} [arroba] {dom} [ponto] com",
    }[st]
    return s, f"obfuscated e-mail {st}"


def v_foreign(rng, f):
    k = rng.choice(["dni", "nie", "cpf", "ssn", "rut"])
    return {"dni": V.dni_es, "nie": V.nie_es, "cpf": V.cpf, "ssn": V.ssn, "rut": V.rut}[k](
        rng
    ), f"foreign id {k}"


def v_account(rng, f):
    k = rng.choice(["acct", "cust", "org", "proj", "user", "ws", "team", "org_", "wrk", "acc-uuid"])
    v = {
        "acct": "acct_1" + V.rnd(rng, V.ALNUM, 15),
        "cust": "cust-" + V.rnd(rng, string.digits, rng.randint(5, 8)),
        "org": "org-" + V.rnd(rng, V.ALNUM, 24),
        "proj": "proj_" + V.rnd(rng, V.ALNUM, 24),
        "user": "user_" + V.rnd(rng, V.ALNUM, 27),
        "ws": "ws_"
        + V.rnd(rng, V.ALNUM.lower() if False else string.ascii_lowercase + string.digits, 20),
        "team": "team_" + V.rnd(rng, V.ALNUM, 24),
        "org_": "org_" + V.rnd(rng, V.ALNUM, 27),
        "wrk": "wrk_" + V.rnd(rng, string.ascii_lowercase + string.digits, 16),
        "acc-uuid": "cus_" + V.rnd(rng, V.ALNUM, 14),
    }[k]
    return v, f"account id {k}"


# ------------------------------------------------------------------ secret values

PROVIDERS = [
    "openai",
    "openai-legacy",
    "anthropic",
    "tavily",
    "firecrawl",
    "jina",
    "perplexity",
    "openrouter",
    "groq",
    "google",
    "huggingface",
    "xai",
    "github",
    "github-fine",
    "gitlab",
    "stripe",
    "stripe-rk",
    "sendgrid",
    "mailgun",
    "slack",
    "brave",
    "serpapi",
    "serper",
    "exa",
    "mistral",
    "cohere",
    "npm",
    "shopify",
    "twilio",
    "telegram",
    "digitalocean",
    "notion",
    "resend",
    "linear",
    "deepseek",
    "replicate",
    "scrapingbee",
    "mapbox",
]
PROV_ENV = {
    "openai": "OPENAI_API_KEY",
    "openai-legacy": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "tavily": "TAVILY_API_KEY",
    "firecrawl": "FIRECRAWL_API_KEY",
    "jina": "JINA_API_KEY",
    "perplexity": "PERPLEXITY_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "groq": "GROQ_API_KEY",
    "google": "GOOGLE_API_KEY",
    "huggingface": "HF_TOKEN",
    "xai": "XAI_API_KEY",
    "github": "GITHUB_TOKEN",
    "github-fine": "GH_TOKEN",
    "gitlab": "GITLAB_TOKEN",
    "stripe": "STRIPE_SECRET_KEY",
    "stripe-rk": "STRIPE_RESTRICTED_KEY",
    "sendgrid": "SENDGRID_API_KEY",
    "mailgun": "MAILGUN_API_KEY",
    "slack": "SLACK_BOT_TOKEN",
    "brave": "BRAVE_SEARCH_API_KEY",
    "serpapi": "SERPAPI_API_KEY",
    "serper": "SERPER_API_KEY",
    "exa": "EXA_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "cohere": "CO_API_KEY",
    "npm": "NPM_TOKEN",
    "shopify": "SHOPIFY_ACCESS_TOKEN",
    "twilio": "TWILIO_API_KEY",
    "telegram": "TELEGRAM_BOT_TOKEN",
    "digitalocean": "DIGITALOCEAN_TOKEN",
    "notion": "NOTION_TOKEN",
    "resend": "RESEND_API_KEY",
    "linear": "LINEAR_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "replicate": "REPLICATE_API_TOKEN",
    "scrapingbee": "SCRAPINGBEE_API_KEY",
    "mapbox": "MAPBOX_SECRET_TOKEN",
}
PROV_HEADER = {
    "tavily": ("Authorization", "Bearer {v}"),
    "brave": ("X-Subscription-Token", "{v}"),
    "serper": ("X-API-KEY", "{v}"),
    "exa": ("x-api-key", "{v}"),
    "anthropic": ("x-api-key", "{v}"),
    "google": ("x-goog-api-key", "{v}"),
    "firecrawl": ("Authorization", "Bearer {v}"),
    "jina": ("Authorization", "Bearer {v}"),
    "perplexity": ("Authorization", "Bearer {v}"),
    "openrouter": ("Authorization", "Bearer {v}"),
    "groq": ("Authorization", "Bearer {v}"),
    "openai": ("Authorization", "Bearer {v}"),
    "xai": ("Authorization", "Bearer {v}"),
    "mistral": ("Authorization", "Bearer {v}"),
    "cohere": ("Authorization", "BEARER {v}"),
    "github": ("Authorization", "token {v}"),
    "gitlab": ("PRIVATE-TOKEN", "{v}"),
    "scrapingbee": ("X-Api-Key", "{v}"),
    "huggingface": ("authorization", "Bearer {v}"),
    "deepseek": ("Authorization", "Bearer {v}"),
    "stripe": ("Authorization", "Bearer {v}"),
    "shopify": ("X-Shopify-Access-Token", "{v}"),
    "notion": ("Authorization", "Bearer {v}"),
}
PROV_QUERY = {
    "serpapi": (
        "https://serpapi.com/search.json?engine=google&q=tortillerias+cdmx&api_key={v}",
        "api_key",
    ),
    "google": (
        "https://customsearch.googleapis.com/customsearch/v1?cx=017576662512468239146:omuauf_lfve&q=semantic+kernel&key={v}",
        "key",
    ),
    "brave": (
        "https://api.search.brave.com/res/v1/web/search?q=clinicas+zapopan&token={v}",
        "token",
    ),
    "scrapingbee": (
        "https://app.scrapingbee.com/api/v1/?api_key={v}&url=https%3A%2F%2Fwww.unocero.com%2F",
        "api_key",
    ),
    "tavily": ("https://api.tavily.com/search?query=pydantic+ai&api_key={v}", "api_key"),
    "jina": ("https://s.jina.ai/?q=ley+federal+de+proteccion+de+datos&token={v}", "token"),
    "firecrawl": ("https://api.firecrawl.dev/v1/scrape?url=https://ladiaria.com.uy&key={v}", "key"),
    "mapbox": (
        "https://api.mapbox.com/geocoding/v5/mapbox.places/Zapopan.json?access_token={v}",
        "access_token",
    ),
    "telegram": ("https://api.telegram.org/bot{v}/sendMessage?chat_id=-100200300", "bot path"),
    "serper": ("https://google.serper.dev/search?q=cfe+tarifas&apiKey={v}", "apiKey"),
    "exa": ("https://api.exa.ai/search?q=llm+evals&apiKey={v}", "apiKey"),
    "perplexity": ("https://api.perplexity.ai/chat/completions?api_key={v}", "api_key"),
}


def v_key(rng, f, pool=None):
    prov = rng.choice(pool or PROVIDERS)
    f["prov"] = prov
    f["ENV"] = PROV_ENV[prov]
    return V.key_for(rng, prov), f"{prov} key"


# ------------------------------------------------------------------ templates
# (shape, template) per language. {v} = value.

T: dict[str, dict[str, list[tuple[str, str]]]] = {}


def tpl(kind: str, es: list, en: list, pt: list) -> None:
    T[kind] = {"es": es, "en": en, "pt": pt}


tpl(
    "curp",
    [
        (
            "prose",
            "Para inscribir a {n} en el turno vespertino se necesita su CURP {v} y el acta de nacimiento.",
        ),
        ("chat", "[{hh}] {g}: ya te mandé la CURP de mi hijo, es {v}, ¿me confirmas?"),
        ("log", '{t} INFO renapo.lookup nombre="{n}" curp={v} estatus=VIGENTE'),
        ("csv", "{n},{v},{c},ALTA,2024"),
        ("form", "Beneficiario: {n} · CURP: {v} · Programa: beca de útiles escolares"),
        ("slip", "Cita IMSS UMF 34 — derechohabiente {n}, CURP {v}, consultorio 7, {hh} h"),
    ],
    [
        ("prose", "The school asked {n} to bring the Mexican CURP {v} to finish the transfer."),
        ("log", '{t} WARN kyc.mx applicant="{n}" curp={v} match=partial'),
    ],
    [("prose", "Para a matrícula no México, {n} informou a CURP {v} no formulário.")],
)

tpl(
    "rfc-persona-fisica",
    [
        ("prose", "Factura a nombre de {n}, RFC {v}, régimen 612, uso CFDI G03."),
        (
            "ticket",
            "Ticket #{tk}: el cliente {n} pide refacturar con RFC {v} porque salió mal el código postal.",
        ),
        (
            "receipt",
            "Recibí de {n} (RFC: {v}) la cantidad de $8,500.00 por concepto de renta de junio.",
        ),
        ("csv", "{v};{n};Sueldos y salarios;{c}"),
        ("chat", "{g}: oye, mi RFC es {v}, ¿lo puedes poner en la nota?"),
    ],
    [
        ("prose", "Invoice requested by {n}; taxpayer id (RFC) {v}, individual regime."),
        ("log", '{t} billing.cfdi receptor_rfc={v} receptor_nombre="{n}"'),
    ],
    [("prose", "A nota fiscal mexicana saiu em nome de {n}, RFC {v}.")],
)

tpl(
    "nss",
    [
        (
            "prose",
            "El trabajador {n} está dado de alta con número de seguridad social {v} desde marzo.",
        ),
        ("form", "NSS: {v} | Nombre: {n} | Clínica: UMF 12"),
        ("chat", "{g}: mi NSS es {v}, ¿así lo necesitas para la incapacidad?"),
        ("log", '{t} imss.alta trabajador="{n}" nss={v} salario_base=412.37'),
    ],
    [("prose", "Employee {n} gave the IMSS social security number {v} for payroll.")],
    [("prose", "O funcionário {n} apresentou o NSS mexicano {v} ao RH.")],
)

tpl(
    "ine-clave-elector",
    [
        ("prose", "Se identificó con credencial para votar de {n}, clave de elector {v}."),
        ("form", "Identificación oficial: INE · Clave de elector: {v} · Titular: {n}"),
        ("chat", "{g}: la clave de elector que viene en mi INE es {v}"),
        ("csv", "{n},INE,{v},{c}"),
    ],
    [("prose", "Voter card (INE) of {n}, elector key {v}, was scanned at the front desk.")],
    [("prose", "{n} mostrou a credencial do INE com a chave de eleitor {v}.")],
)

tpl(
    "clabe",
    [
        ("prose", "Deposítale a {n} a la CLABE {v}, es su cuenta de nómina."),
        ("chat", "{g}: te paso mi CLABE para lo de la tanda: {v}"),
        ("form", "Titular: {n} | CLABE interbancaria: {v} | Banco: según clave"),
        ("log", '{t} spei.out beneficiario="{n}" clabe={v} monto=1250.00'),
    ],
    [("prose", "Refund to {n}: wire to personal CLABE {v}.")],
    [("prose", "Reembolso para {n} na CLABE pessoal {v}.")],
)

tpl(
    "card",
    [
        ("prose", "{n} pagó con la tarjeta {v}, vencimiento 08/27."),
        ("chat", "{g}: cárgalo a mi tarjeta {v} y el CVV te lo digo por llamada"),
        ("log", '{t} ERROR payments.charge card_number={v} holder="{n}" reason=do_not_honor'),
        ("csv", "{n},{v},09/28,aprobada"),
    ],
    [
        ("prose", "Customer {n} typed the full card number {v} into the comments box."),
        ("log", '{t} DEBUG checkout pan={v} name="{n}"'),
    ],
    [("prose", "{n} enviou o número do cartão {v} pelo chat.")],
)

tpl(
    "passport",
    [
        ("prose", "Pasajero {n}, pasaporte {v}, asiento 14C."),
        ("form", "Número de pasaporte: {v} — Titular: {n} — Vigencia: 2031"),
        ("chat", "{g}: mi pasaporte es el {v}, ya lo renové"),
        ("csv", "{n},PASAPORTE,{v},{c}"),
    ],
    [
        ("prose", "Guest {n} checked in with passport no. {v}."),
        ("log", '{t} INFO travel.pnr traveler="{n}" passport_number={v}'),
    ],
    [("prose", "Hóspede {n}, passaporte nº {v}, quarto 512.")],
)

tpl(
    "birth-date",
    [
        ("prose", "{n} nació el {v} en {c}."),
        ("form", "Alumno: {n} · Fecha de nacimiento: {v} · Grupo 3°B"),
        ("roster", "Liga infantil — {n}, fecha de nac. {v}, categoría 2014"),
        ("chat", "{g}: mi fecha de nacimiento es {v}, por si la piden en el hospital"),
        ("csv", "{n},{v},{c},F. nacimiento"),
    ],
    [
        ("prose", "Patient {n}, date of birth {v}, allergic to penicillin."),
        ("form", "DOB: {v} | Name: {n} | Team: U12"),
    ],
    [
        ("prose", "{n} nasceu em {v}, segundo a ficha médica."),
        ("form", "Nome: {n} · Data de nascimento: {v}"),
    ],
)

tpl(
    "home-address",
    [
        ("prose", "Domicilio particular de {n}: {v}."),
        ("ad", "Se renta cuarto, tratar directamente con la dueña {n} en {v}."),
        ("delivery", "Entregar a {n} — {v} — tocar el timbre de la casa azul"),
        ("file", "Expediente clínico | Paciente: {n} | Domicilio: {v}"),
        ("bulletin", "Oremos por la familia de {n}, que vive en {v}."),
    ],
    [("prose", "Ship to {n}, home address: {v}."), ("label", "SHIP TO: {n} / {v} / MEXICO")],
    [("prose", "Endereço residencial de {n}: {v}.")],
)

tpl(
    "phone",
    [
        ("prose", "Comunícate con {n} al {v} después de las 6."),
        ("name", "{n} {v}"),
        ("first", "Mi cel es {v}, mándame mensaje si llegas tarde. — {g}"),
        ("chat", "[{hh}] {g}: márcame al {v}, ando sin datos"),
        ("csv", "{n},{v},{c},cliente frecuente"),
        ("ad", "Vendo bici rodada 26, informes con {g} al {v}"),
        ("log", '{t} INFO sms.send to={v} contact="{n}" status=queued'),
    ],
    [
        ("prose", "Call {n} on the mobile number {v} before noon."),
        ("first", "You can reach me at {v} — {g}"),
    ],
    [("prose", "Fale com {n} no celular {v}."), ("first", "Meu número é {v}, pode ligar. — {g}")],
)

tpl(
    "whatsapp",
    [
        ("prose", "Escríbele a {n} por WhatsApp: {v}"),
        ("ad", "Pasteles por encargo, pedidos con {g} en {v}"),
        ("chat", "{g}: agrégame, este es mi link {v}"),
    ],
    [("prose", "Message {n} directly on WhatsApp: {v}")],
    [("prose", "Chama a {n} no WhatsApp: {v}")],
)

tpl(
    "email",
    [
        ("prose", "Manda tus dudas a {n}, su correo es {v}."),
        ("chat", "{g}: mi correo personal es {v}, el de la chamba no lo reviso"),
        ("csv", "{n},{v},{c},suscriptor"),
        ("header", "From: {n} <{v}>"),
        ("log", '{t} INFO newsletter.subscribe email={v} name="{n}"'),
    ],
    [("prose", "Reach {n} at {v} for the carpool list."), ("header", "Reply to: {n} <{v}>")],
    [("prose", "O e-mail pessoal de {n} é {v}.")],
)

tpl(
    "email-obfuscated",
    [
        ("prose", "Si quieres contactar a {n}, escríbele a {v}."),
        ("forum", "Vendo mi laptop, interesados a {v} (soy {g})"),
        ("chat", "{g}: para que no lo agarren los bots: {v}"),
    ],
    [("prose", "Contact {n}: {v}")],
    [("prose", "Contato de {n}: {v}")],
)

tpl(
    "foreign-id",
    [
        ("prose", "{n} se registró con su documento {doc} {v}."),
        ("form", "Extranjero: {n} · {doc}: {v}"),
        ("csv", "{n},{doc},{v},{c}"),
    ],
    [("prose", "Applicant {n} provided {doc} {v} for the background check.")],
    [("prose", "{n} informou o {doc} {v} no cadastro.")],
)

tpl(
    "account-id",
    [
        ("error", "Error 403: la cuenta {v} no tiene permisos para /v1/search"),
        ("path", "GET https://api.{dom}/v1/accounts/{v}/usage?period=2024-05 200"),
        ("log", "{t} INFO billing account={v} plan=pro queries=18231"),
        ("prose", "La cuenta {v} superó su cuota mensual de búsquedas; avisa al titular."),
        ("json", '{{"project": "{v}", "model": "sonar", "max_tokens": 512}}'),
        ("path", "https://dashboard.{dom}/orgs/{v}/members"),
    ],
    [
        ("error", "Rate limit reached for organization {v} on requests per min (RPM)"),
        ("log", "{t} DEBUG tenant={v} route=/search latency_ms=412"),
        ("json", '{{"customer": "{v}", "status": "past_due"}}'),
    ],
    [
        ("error", "A conta {v} atingiu o limite de requisições."),
        ("path", "DELETE /v2/tenants/{v}/keys 204"),
    ],
)

ACCOUNT_HEADERS = {
    "org-": "OpenAI-Organization",
    "proj_": "OpenAI-Project",
    "cust-": "X-Customer-Id",
    "acct_": "x-account",
    "ws_": "X-Workspace-Id",
    "team_": "x-vercel-team-id",
    "user_": "X-User-Id",
    "org_": "x-organization-id",
    "wrk_": "X-Workspace",
    "cus_": "x-stripe-customer",
}

# secrets -------------------------------------------------------------

tpl(
    "api-key-header",
    [
        ("log", "{t} DEBUG request headers: {H}: {HV}"),
        ("prose", "En el ejemplo dejaron el encabezado {H}: {HV} tal cual, hay que rotarlo."),
    ],
    [("log", "> {H}: {HV}"), ("prose", "Header sent to {host}: {H}: {HV}")],
    [("prose", "Cabeçalho enviado: {H}: {HV}")],
)

tpl(
    "api-key-query",
    [
        ("log", "{t} GET {v} -> 200 (1.2 s)"),
        ("prose", "La URL que pegaste en el issue trae la llave: {v}"),
    ],
    [("log", "requests.get('{v}') took 812 ms"), ("prose", "Full request URL was {v}")],
    [("prose", "A URL completa da chamada foi {v}")],
)

tpl(
    "api-key-curl",
    [
        (
            "curl",
            "curl -s https://{host}/search -H 'Authorization: Bearer {v}' -d '{{\"query\":\"clima zapopan\"}}'",
        ),
        (
            "curl",
            "curl -X POST https://{host}/v1/query -H \"x-api-key: {v}\" -H 'content-type: application/json'",
        ),
    ],
    [
        ("curl", "curl https://{host}/v1/search --header 'X-API-Key: {v}' --data-urlencode q=llm"),
        ("curl", "curl -u :{v} https://{host}/v1/crawl"),
    ],
    [("curl", "curl -H 'Authorization: Bearer {v}' https://{host}/search?q=receitas")],
)

tpl(
    "api-key-env",
    [
        ("env", "{ENV}={v}"),
        ("env", 'export {ENV}="{v}"'),
        ("yaml", "{env_l}: {v}"),
        ("ini", "[{prov}] api_key = {v}"),
    ],
    [("env", "{ENV}='{v}'  # prod"), ("toml", "{env_l} = '{v}'")],
    [("env", "{ENV}={v} # chave de produção")],
)

tpl(
    "api-key-json",
    [
        ("json", '{{"proveedor": "{prov}", "api_key": "{v}", "timeout": 30}}'),
        ("json", '{{"credenciales": {{"token": "{v}"}}}}'),
    ],
    [
        ("json", '{{"apiKey": "{v}", "region": "us-east"}}'),
        ("json", '{{"auth": {{"key": "{v}"}}, "retries": 3}}'),
    ],
    [("json", '{{"chave": "{v}", "ambiente": "producao"}}')],
)

tpl(
    "api-key-error",
    [
        ("error", "401 Unauthorized: la API key {v} no es válida o fue revocada"),
        ("error", "Error: clave inválida ('{v}'). Revisa tu panel de {prov}."),
    ],
    [
        (
            "error",
            "AuthenticationError: Incorrect API key provided: {v}. You can find your API key in your dashboard.",
        ),
        ("error", '{{"error": "invalid_api_key", "detail": "key {v} is disabled"}}'),
    ],
    [("error", "Erro 401: a chave {v} foi revogada.")],
)

tpl(
    "api-key-prose",
    [
        ("prose", "Te dejo la llave de {prov} para que pruebes hoy: {v} (no la compartas)."),
        ("chat", "{g}: usa esta key mientras arreglo la mía {v}"),
        ("prose", "Mi token de {prov} es {v}, lo cambio el lunes."),
    ],
    [
        ("prose", "Here is the {prov} key for staging: {v} — please rotate it after the demo."),
        ("chat", "{g}: try with my key {v}"),
    ],
    [("prose", "Segue a chave do {prov} para testar: {v}")],
)

tpl(
    "bearer-token",
    [
        ("log", "{t} DEBUG Authorization: Bearer {v}"),
        ("prose", "El proxy reenvió Authorization: Bearer {v} al upstream."),
    ],
    [("log", "headers={{'Authorization': 'Bearer {v}'}}")],
    [("prose", "Token de acesso: Bearer {v}")],
)

tpl(
    "basic-auth",
    [
        ("log", "{t} DEBUG Authorization: Basic {v}"),
        ("url", "Conéctate con https://{v}@ftp.{dom}/respaldos/"),
    ],
    [
        ("log", "-H 'Authorization: Basic {v}'"),
        ("url", "git clone https://{v}@git.{dom}/infra/secrets.git"),
    ],
    [("url", "Acesse https://{v}@painel.{dom}/admin")],
)

tpl(
    "cookie",
    [("log", "{t} DEBUG Cookie: {v}"), ("prose", "Copié la cookie de sesión del navegador: {v}")],
    [
        ("log", "Set-Cookie: {v}; Path=/; HttpOnly; Secure"),
        ("prose", "Session cookie pasted in the bug report: {v}"),
    ],
    [("prose", "Cookie de sessão: {v}")],
)

tpl(
    "jwt",
    [("log", "{t} DEBUG token={v}"), ("prose", "El token de acceso del usuario es {v}")],
    [("log", "Authorization: Bearer {v}")],
    [("prose", "Token JWT da sessão: {v}")],
)

tpl(
    "private-key",
    [("prose", "Llave del servidor: {v}")],
    [("prose", "Deploy key: {v}")],
    [("prose", "Chave privada: {v}")],
)

tpl(
    "cloud-key",
    [("env", "{v}"), ("prose", "Las credenciales de AWS del bucket son {v}")],
    [("ini", "[default] {v}")],
    [("prose", "Credenciais AWS: {v}")],
)

tpl(
    "connection-string",
    [("env", "DATABASE_URL={v}"), ("prose", "La base de producción está en {v}")],
    [("log", "{t} ERROR could not connect to {v}: timeout")],
    [("env", "REDIS_URL={v}")],
)

tpl(
    "signed-url",
    [
        ("prose", "Descarga el respaldo aquí (vence en 7 días): {v}"),
        ("log", "{t} INFO export.ready url={v}"),
    ],
    [("prose", "Presigned download link: {v}")],
    [("prose", "Link assinado para baixar: {v}")],
)

tpl(
    "webhook-url",
    [("env", "ALERTS_WEBHOOK_URL={v}"), ("prose", "Las alertas llegan por este webhook: {v}")],
    [("prose", "Post the report to {v}")],
    [("prose", "Webhook das notificações: {v}")],
)

# keepers -------------------------------------------------------------

tpl(
    "role-mailbox",
    [
        ("prose", "Para cotizaciones escribe a {v} y te respondemos en 24 horas."),
        ("footer", "{co} · Atención a clientes: {v}"),
        ("prose", "Dudas sobre tu factura: {v}"),
        ("header", "Reply-To: {co} <{v}>"),
        ("csv", "{co},{v},{c},proveedor"),
    ],
    [("prose", "Press inquiries: {v}"), ("footer", "Questions? Contact our support team at {v}")],
    [("prose", "Fale com o nosso time comercial: {v}")],
)

tpl(
    "gov-role-mailbox",
    [
        ("prose", "Solicitudes de transparencia al correo institucional {v}."),
        ("footer", "Unidad de Transparencia — {v} — horario de 9:00 a 15:00"),
        ("prose", "Quejas y sugerencias: {v}"),
    ],
    [("prose", "The agency's public inbox is {v}.")],
    [("prose", "Canal oficial do órgão: {v}")],
)

tpl(
    "switchboard",
    [
        ("prose", "Conmutador: {v}"),
        ("prose", "Tel. oficina {v}, de lunes a viernes."),
        ("footer", "{co} — Tel. {v} ext. {ext} — {c}"),
        ("prose", "Sucursal {c}: {v}, ext. {ext}"),
    ],
    [("prose", "Main office line: {v} ext. {ext}")],
    [("prose", "Central de atendimento da {co}: {v} ramal {ext}")],
)

tpl(
    "toll-free",
    [
        ("prose", "Llama sin costo al {v}."),
        ("footer", "Línea de atención {co}: {v} (lada sin costo)"),
        ("prose", "Reportes de fallas las 24 h: {v}"),
    ],
    [("prose", "Toll-free customer line: {v}")],
    [("prose", "Ligue grátis: {v}")],
)

tpl(
    "official-contact",
    [
        ("prose", "Atención ciudadana del municipio de {c}: {v}"),
        ("footer", "Oficialía de Partes — {v} — Palacio Municipal"),
    ],
    [("prose", "Consulate information line: {v}")],
    [("prose", "Ouvidoria da prefeitura: {v}")],
)

tpl(
    "company-address",
    [
        ("prose", "Oficinas corporativas de {co}: {v}."),
        ("footer", "{co} · {v} · Tel. de oficina en el sitio"),
        ("prose", "Sucursal matriz de {co} en {v}, abierta de 9 a 19 h."),
        ("prose", "Sede del evento: Centro de Convenciones, {v}"),
    ],
    [("prose", "{co} headquarters: {v}.")],
    [("prose", "Escritório da {co} no México: {v}.")],
)

tpl(
    "company-rfc",
    [
        ("prose", "Datos fiscales: {co} S.A. de C.V., RFC {v}, régimen general de ley."),
        ("footer", "{co} S.A.P.I. de C.V. · RFC: {v}"),
        ("csv", "{co} SA de CV,{v},601,{c}"),
    ],
    [("prose", "Billing entity: {co} S.A. de C.V. (RFC {v}).")],
    [("prose", "Razão social {co} S.A. de C.V., RFC {v}.")],
)

tpl(
    "company-clabe",
    [
        (
            "prose",
            "Para pagos por transferencia: {co} S.A. de C.V., CLABE {v}, referencia tu número de pedido.",
        ),
        ("footer", "Datos bancarios de {co} S.A. de C.V. — CLABE {v}"),
    ],
    [("prose", "Pay by SPEI to {co} S.A. de C.V., company CLABE {v}.")],
    [("prose", "Pagamentos para {co} S.A. de C.V., CLABE {v}.")],
)

tpl(
    "date",
    [
        ("prose", "Publicado el {v}"),
        ("prose", "Última actualización: {v}"),
        ("log", "capturado_en={v} fuente=crawler"),
        ("prose", "DOF {v}: decreto por el que se reforma el reglamento."),
        ("prose", "Fecha de publicación: {v} · Sección Economía"),
    ],
    [("prose", "Last updated {v}"), ("log", "retrieved_at={v}")],
    [("prose", "Publicado em {v}")],
)

tpl(
    "price",
    [
        ("prose", "Precio de lista: {v}, IVA incluido."),
        ("csv", "SKU-{tk},Taladro inalámbrico,{v},en existencia"),
    ],
    [("prose", "Pro plan: {v} per month, billed yearly.")],
    [("prose", "Preço promocional: {v}")],
)

tpl(
    "version",
    [("prose", "Probado con la versión {v} del SDK."), ("log", "{t} INFO cliente={v} arrancó")],
    [("prose", "Requires {v} or later."), ("log", "User-Agent: {v}")],
    [("prose", "Atualize para a versão {v}.")],
)

tpl(
    "request-id",
    [
        ("log", "{t} INFO x-request-id={v} status=200"),
        ("error", "Error interno; comparte este identificador con soporte: {v}"),
    ],
    [("log", "request_id: {v}"), ("error", "Something went wrong (request id {v}).")],
    [("error", "Erro; informe o ID da requisição {v}")],
)

tpl(
    "hash",
    [
        ("prose", "Suma de verificación publicada junto al instalador: {v}"),
        ("log", "etag={v} cache=HIT"),
        ("log", "{t} INFO descarga verificada huella={v}"),
    ],
    [("prose", "Checksum: {v}"), ("log", "integrity={v}")],
    [("prose", "Hash do pacote: {v}")],
)

tpl(
    "content-id",
    [
        ("prose", "Nota relacionada, id de contenido {v}."),
        ("log", "{t} INFO cms.render article_id={v} plantilla=nota"),
    ],
    [("log", "doc_id={v} rank=3 score=0.82")],
    [("prose", "ID do artigo: {v}")],
)

tpl(
    "order-number",
    [
        ("prose", "Tu pedido {v} ya salió del almacén."),
        ("prose", "Folio de compra {v}, consérvalo para cualquier aclaración."),
        ("csv", "{v},enviado,{c},2 piezas"),
    ],
    [("prose", "Order {v} has been confirmed.")],
    [("prose", "Pedido {v} confirmado.")],
)

tpl(
    "tracking-number",
    [
        ("prose", "Número de guía {v}, rastréalo en la página de la paquetería."),
        ("log", "{t} INFO envio.creado guia={v} paqueteria={carrier}"),
    ],
    [("prose", "Tracking number: {v} ({carrier}).")],
    [("prose", "Código de rastreio: {v}")],
)

tpl(
    "case-number",
    [
        ("prose", "Tu caso quedó registrado con el número {v}."),
        ("prose", "Expediente {v}, Tribunal Laboral de {c}."),
    ],
    [("prose", "Support case {v} is now closed.")],
    [("prose", "Protocolo de atendimento {v}.")],
)

tpl(
    "masked",
    [
        ("prose", "Por seguridad solo mostramos {v}."),
        ("prose", "Dato enmascarado en el comprobante: {v}"),
        ("log", "{t} INFO login identificador={v} ok"),
    ],
    [("prose", "Shown as {v} for privacy."), ("log", "value={v} (masked)")],
    [("prose", "Exibido como {v} por segurança.")],
)

tpl(
    "placeholder",
    [
        ("env", "{ENV}={v}"),
        ("prose", "Sustituye {v} por tu propia llave antes de correr el ejemplo."),
        ("curl", "curl https://{host}/search -H 'Authorization: Bearer {v}'"),
    ],
    [("prose", "Replace {v} with your key."), ("json", '{{"api_key": "{v}"}}')],
    [("prose", "Troque {v} pela sua chave.")],
)

tpl(
    "placeholder-data",
    [
        ("prose", "Correo del cliente: {v} (dato redactado en la fixture)"),
        ("csv", "CLIENTE_1,{v},redactado"),
        ("prose", "En los ejemplos usamos {v} en lugar del dato real."),
    ],
    [("prose", "Redacted value: {v}")],
    [("prose", "Valor anonimizado: {v}")],
)

tpl(
    "statistic",
    [
        ("prose", "En 2023 se registraron {v} consultas al portal."),
        ("csv", "Aguascalientes,{v},2020,censo"),
        ("prose", "La app suma {v} descargas en México."),
    ],
    [("prose", "The dataset contains {v} rows.")],
    [("prose", "O portal recebeu {v} visitas em 2024.")],
)


# ------------------------------------------------------------------ keeper values


def kv(kind: str, rng: random.Random, f: dict, lang: str = "es") -> tuple[str, str]:
    dom = f["dom"]
    if kind == "role-mailbox":
        box = rng.choice(
            [
                "ventas",
                "contacto",
                "soporte",
                "prensa",
                "facturacion",
                "atencion.clientes",
                "info",
                "hola",
                "privacidad",
                "cobranza",
                "compras",
                "recepcion",
            ]
        )
        e = f"{box}@{dom}"
        st = rng.choice(["plain", "plain", "upper", "mailto"])
        if st == "upper":
            e = e.upper()
        if st == "mailto":
            e = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        return e, f"role mailbox {st}"
    if kind == "gov-role-mailbox":
        box = rng.choice(
            [
                "transparencia",
                "atencion.ciudadana",
                "contacto",
                "oficialia.partes",
                "quejas",
                "comunicacion.social",
                "datos.abiertos",
            ]
        )
        return f"{box}@{rng.choice(V.GOV)}", "institutional mailbox"
    if kind == "switchboard":
        area, rest = V.mx_phone(rng, rng.choice(["55", "33", "81", "442"]))
        f["ext"] = str(rng.randint(100, 9999))
        st = rng.choice(["paren", "spaced", "intl", "hyph"])
        return V.fmt_phone(area, rest, st), f"switchboard {st}"
    if kind == "toll-free":
        st = rng.choice(["800", "01800", "+52800", "800h"])
        return V.toll_free(rng, st), f"toll-free {st}"
    if kind == "official-contact":
        area, rest = V.mx_phone(rng, rng.choice(["55", "33", "81"]))
        return V.fmt_phone(
            area, rest, rng.choice(["paren", "spaced"])
        ) + f" ext. {rng.randint(1000, 99999)}", "official line with extension"
    if kind == "company-address":
        return address(rng, home=False), "office address"
    if kind == "company-rfc":
        return V.rfc_moral(rng, f["_abbr"]), "rfc persona moral"
    if kind == "company-clabe":
        return V.clabe(rng), "company clabe"
    if kind == "date":
        y, m, d = rng.randint(2018, 2025), rng.randint(1, 12), rng.randint(1, 28)
        forms = {
            "es": {
                "es-long": _date_es(rng),
                "iso": f"{y}-{m:02d}-{d:02d}",
                "isodt": f["t"],
                "ddmmyyyy": f"{d:02d}/{m:02d}/{y}",
            },
            "en": {
                "en-long": f"{MON[m - 1]} {d}, {y}",
                "iso": f"{y}-{m:02d}-{d:02d}",
                "isodt": f["t"],
            },
            "pt": {
                "pt-long": f"{d} de {MES_PT[m - 1]} de {y}",
                "ddmmyyyy": f"{d:02d}/{m:02d}/{y}",
                "iso": f"{y}-{m:02d}-{d:02d}",
            },
        }[lang]
        st = rng.choice(sorted(forms))
        return forms[st], f"date {st}"
    if kind == "price":
        return {
            "es": rng.choice(
                [
                    f"${rng.randint(99, 25999):,}.00 MXN",
                    f"{rng.randint(100, 9999)} pesos",
                    f"MX$ {rng.randint(99, 999)}.50",
                ]
            ),
            "en": rng.choice([f"US$ {rng.randint(5, 99)}.99", f"${rng.randint(5, 499)}.00"]),
            "pt": f"R$ {rng.randint(19, 999)},90",
        }[lang], "price"
    if kind == "version":
        return rng.choice(
            [
                f"v{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
                f"pydantic-ai {rng.randint(0, 1)}.{rng.randint(0, 9)}.{rng.randint(1, 60)}",
                f"Chrome/{rng.randint(110, 130)}.0.{rng.randint(5000, 6999)}.{rng.randint(10, 200)}",
                f"python-requests/2.{rng.randint(25, 32)}.{rng.randint(0, 3)}",
            ]
        ), "version"
    if kind == "request-id":
        st = rng.choice(["uuid", "uuid", "req"])
        return (
            V.uuid4(rng) if st == "uuid" else "req_" + V.rnd(rng, V.HEX, 24)
        ), f"request id {st}"
    if kind == "hash":
        st = rng.choice(["sha1", "sha256", "etag", "sri"])
        return {
            "sha1": V.rnd(rng, V.HEX, 40),
            "sha256": V.rnd(rng, V.HEX, 64),
            "etag": "W/" + V.rnd(rng, V.HEX, 16),
            "sri": "sha384-" + V.rnd(rng, V.ALNUM + "+/", 64),
        }[st], f"hash {st}"
    if kind == "content-id":
        return rng.choice(
            [
                str(rng.randint(1000000, 9999999)),
                "post-" + str(rng.randint(10000, 99999)),
                "nota-" + V.rnd(rng, V.HEX, 8),
                "ISBN " + V.isbn13(rng),
            ]
        ), "content id"
    if kind == "order-number":
        return rng.choice(
            [
                f"#MX-{rng.randint(2021, 2025)}-{rng.randint(100000, 999999)}",
                f"PED{rng.randint(1000000, 9999999)}",
                str(rng.randint(1000000000, 1999999999)),
                f"No. {rng.randint(10000, 99999)}-A",
            ]
        ), "order number"
    if kind == "tracking-number":
        f["carrier"] = rng.choice(["UPS", "Estafeta", "DHL", "FedEx"])
        return {
            "UPS": V.ups(rng),
            "Estafeta": V.rnd(rng, string.digits, 22),
            "DHL": V.rnd(rng, string.digits, 10),
            "FedEx": V.rnd(rng, string.digits, 12),
        }[f["carrier"]], f"tracking {f['carrier']}"
    if kind == "case-number":
        return rng.choice(
            [
                f"CASO-{rng.randint(100000, 999999)}",
                f"{rng.randint(100, 9999)}/{rng.randint(2019, 2025)}",
                f"SR-{rng.randint(2023, 2025)}-{rng.randint(100000, 999999)}",
                f"#{rng.randint(1000000, 9999999)}",
            ]
        ), "case number"
    if kind == "masked":
        return rng.choice(
            [
                f"**** **** **** {rng.randint(1000, 9999)}",
                f"***-***-{rng.randint(1000, 9999)}",
                f"{rng.choice('amjl')}***@gmail.com",
                f"sk-...{V.rnd(rng, V.ALNUM, 4)}",
                f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
                f"+52 ** **** {rng.randint(10, 99)}{rng.randint(10, 99)}",
            ]
        ), "masked"
    if kind == "placeholder":
        return rng.choice(
            [
                "YOUR_API_KEY",
                "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
                "${TAVILY_API_KEY}",
                "<tu-api-key>",
                "sk-...",
                "redacted@example.test",
                "+52-000-000-0000",
                "AAAA000000HDFXXX00",
                "{{FIRECRAWL_API_KEY}}",
                "fc-YOUR-KEY",
                "<token>",
                "sk-ant-xxxx",
                "REPLACE_ME",
                "usuario@example.com",
                "$BRAVE_API_KEY",
                "xxxx-xxxx-xxxx",
            ]
        ), "placeholder"
    if kind == "statistic":
        a, b, c = rng.randint(1, 99), rng.randint(100, 999), rng.randint(100, 999)
        return {
            "es": rng.choice([f"{a},{b},{c}", f"{a} {b} {c}", f"{a}.{rng.randint(1, 9)} millones"]),
            "en": rng.choice([f"{a},{b},{c}", f"{a}.{rng.randint(1, 9)} million"]),
            "pt": rng.choice([f"{a}.{b}.{c}", f"{a},{rng.randint(1, 9)} milhões"]),
        }[lang], "statistic"
    raise KeyError(kind)


PERSONAL = {
    "curp": v_curp,
    "rfc-persona-fisica": v_rfc,
    "nss": v_nss,
    "ine-clave-elector": v_ine,
    "clabe": v_clabe,
    "card": v_card,
    "passport": v_passport,
    "home-address": v_home,
    "phone": v_phone,
    "email": v_email,
    "email-obfuscated": v_obf,
    "foreign-id": v_foreign,
    "account-id": v_account,
}


def _secret(kind: str, rng: random.Random, f: dict, lang: str) -> tuple[str, str]:
    if kind == "api-key-header":
        v, var = v_key(rng, f, list(PROV_HEADER))
        name, fmt = PROV_HEADER[f["prov"]]
        f["H"] = name
        f["hdr"] = (name, fmt)
        f["HV"] = fmt.format(v=v)
        return v, var
    if kind == "api-key-query":
        prov = rng.choice(list(PROV_QUERY))
        key = V.key_for(rng, prov)
        url, param = PROV_QUERY[prov]
        f["prov"], f["ENV"] = prov, PROV_ENV[prov]
        return url.format(v=key), f"{prov} key in query ({param})"
    if kind in ("api-key-curl", "api-key-env", "api-key-json", "api-key-error", "api-key-prose"):
        v, var = v_key(rng, f)
        f["env_l"] = f["ENV"].lower()
        return v, var
    if kind == "bearer-token":
        return V.rnd(rng, V.ALNUM + "-._~", rng.randint(32, 60)), "opaque bearer token"
    if kind == "basic-auth":
        p = f["_person"]
        user = V.strip_accents(p.given.lower()) + rng.choice([".admin", "", "_ops"])
        pw = V.password(rng)
        if rng.random() < 0.5:
            import base64

            return base64.b64encode(f"{user}:{pw}".encode()).decode(), "basic auth base64"
        return f"{user}:{pw}", "userinfo in url"
    if kind == "cookie":
        name = rng.choice(
            [
                "sessionid",
                "connect.sid",
                "_session",
                "PHPSESSID",
                "laravel_session",
                "__Secure-next-auth.session-token",
            ]
        )
        return f"{name}={V.rnd(rng, V.ALNUM, rng.randint(32, 64))}", f"cookie {name}"
    if kind == "jwt":
        return V.jwt(rng, "user_" + V.rnd(rng, string.digits, 6)), "jwt"
    if kind == "private-key":
        begin, pem = V.pem_key(rng, rng.choice(["rsa", "pk8", "ec", "ossh"]))
        f["pem"] = pem
        return begin, "pem private key"
    if kind == "cloud-key":
        akid, sec = V.aws_pair(rng)
        st = rng.choice(["akid", "secret", "both"])
        if st == "akid":
            return f"AWS_ACCESS_KEY_ID={akid}", "aws access key id"
        if st == "secret":
            return f"aws_secret_access_key = {sec}", "aws secret access key"
        return f"aws_access_key_id={akid} aws_secret_access_key={sec}", "aws key pair"
    if kind == "connection-string":
        pw = V.password(rng)
        u = V.strip_accents(f["_person"].given.lower())
        return rng.choice(
            [
                f"postgresql://{u}:{pw}@db.{f['dom']}:5432/ventas",
                f"mongodb+srv://{u}:{pw}@cluster0.x{V.rnd(rng, V.HEX, 5)}.mongodb.net/app",
                f"mysql://root:{pw}@10.0.3.{rng.randint(2, 250)}:3306/crm",
                f"redis://default:{pw}@redis.{f['dom']}:6379/0",
                f"DefaultEndpointsProtocol=https;AccountName=st{V.rnd(rng, string.ascii_lowercase, 8)};AccountKey={V.rnd(rng, V.ALNUM + '+/', 86)}==;EndpointSuffix=core.windows.net",
            ]
        ), "connection string with password"
    if kind == "signed-url":
        akid, _ = V.aws_pair(rng)
        return rng.choice(
            [
                f"https://respaldos-{V.rnd(rng, string.ascii_lowercase, 5)}.s3.amazonaws.com/dump.sql.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akid}%2F20240511%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240511T120000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={V.rnd(rng, V.HEX, 64)}",
                f"https://storage.googleapis.com/exportes/{V.rnd(rng, V.HEX, 6)}.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40proj.iam.gserviceaccount.com%2F20240511%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Expires=3600&X-Goog-Signature={V.rnd(rng, V.HEX, 128)}",
                f"https://st{V.rnd(rng, string.ascii_lowercase, 6)}.blob.core.windows.net/facturas/2024.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-06-01T00:00:00Z&sig={V.rnd(rng, V.ALNUM, 43)}%3D",
            ]
        ), "signed url"
    if kind == "webhook-url":
        return rng.choice(
            [
                f"https://hooks.slack.com/services/T{V.rnd(rng, V.UPPER_DIG, 8)}/B{V.rnd(rng, V.UPPER_DIG, 10)}/{V.rnd(rng, V.ALNUM, 24)}",
                f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{V.rnd(rng, V.ALNUM + '_-', 68)}",
                f"https://{V.rnd(rng, string.ascii_lowercase, 6)}.webhook.office.com/webhookb2/{V.uuid4(rng)}@{V.uuid4(rng)}/IncomingWebhook/{V.rnd(rng, V.HEX, 32)}/{V.uuid4(rng)}",
            ]
        ), "webhook url"
    raise KeyError(kind)


PH_DATA = {"redacted@example.test", "+52-000-000-0000", "AAAA000000HDFXXX00", "usuario@example.com"}

SECRETS = [
    "api-key-header",
    "api-key-query",
    "api-key-curl",
    "api-key-env",
    "api-key-json",
    "api-key-error",
    "api-key-prose",
    "bearer-token",
    "basic-auth",
    "cookie",
    "jwt",
    "private-key",
    "cloud-key",
    "connection-string",
    "signed-url",
    "webhook-url",
]
KEEPS = [
    "role-mailbox",
    "gov-role-mailbox",
    "switchboard",
    "toll-free",
    "official-contact",
    "company-address",
    "company-rfc",
    "company-clabe",
    "date",
    "price",
    "version",
    "request-id",
    "hash",
    "content-id",
    "order-number",
    "tracking-number",
    "case-number",
    "masked",
    "placeholder",
    "statistic",
]


def make(kind: str, rng: random.Random, lang: str) -> dict:
    f = fills(rng, lang)
    hdr = None
    if kind == "birth-date":
        value, variant = v_birth(rng, f, lang)
    elif kind == "whatsapp":
        area, rest = V.mx_phone(rng)
        value = rng.choice(
            [
                f"https://wa.me/52{area}{rest}",
                f"https://wa.me/521{area}{rest}?text=Hola",
                f"https://api.whatsapp.com/send?phone=52{area}{rest}",
            ]
        )
        variant = "whatsapp link"
    elif kind in PERSONAL:
        value, variant = PERSONAL[kind](rng, f)
    elif kind in SECRETS:
        value, variant = _secret(kind, rng, f, lang)
    else:
        value, variant = kv(kind, rng, f, lang)
    if kind == "foreign-id":
        f["doc"] = {"dni": "DNI", "nie": "NIE", "cpf": "CPF", "ssn": "SSN", "rut": "RUT"}[
            variant.split()[-1]
        ]
    f.setdefault("H", "Authorization")
    f.setdefault("prov", "search")
    f.setdefault("ENV", "SEARCH_API_KEY")
    f.setdefault("env_l", "search_api_key")
    f.setdefault("ext", "101")
    f.setdefault("HV", "")
    f.setdefault("carrier", "DHL")
    tkind = "placeholder-data" if kind == "placeholder" and value in PH_DATA else kind
    shape, template = rng.choice(T[tkind][lang])
    text = template.format(v=value, **{k: v for k, v in f.items() if not k.startswith("_")})
    if value in text.replace("..", "."):
        text = text.replace("..", ".")
    out = {"value": value, "variant": variant, "shape": shape, "text": text}
    # recorded headers, when the target has them
    if kind == "api-key-header":
        hdr = (f["hdr"][0], f["hdr"][1].format(v=value))
    elif kind == "bearer-token":
        hdr = ("Authorization", f"Bearer {value}")
    elif kind == "basic-auth" and ":" not in value:
        hdr = ("Authorization", f"Basic {value}")
    elif kind == "cookie":
        hdr = ("Cookie", value)
    elif kind == "jwt":
        hdr = ("Authorization", f"Bearer {value}")
    elif kind == "account-id":
        pre = next(p for p in ACCOUNT_HEADERS if value.startswith(p))
        hdr = (ACCOUNT_HEADERS[pre], value)
    elif kind == "request-id":
        hdr = ("x-request-id", value)
    elif kind == "version":
        hdr = ("x-sdk-version", value)
    out["header"] = hdr
    if kind == "private-key":
        out["pem"] = f["pem"]
        out["text"] = text.replace(value, f["pem"])
    # link forms for pages
    esc = lambda s: htmlmod.escape(s, quote=True)  # noqa: E731
    if kind == "phone" and rng.random() < 0.35:
        digits = "".join(c for c in value if c.isdigit() or c == "+")
        if not digits.startswith("+"):
            digits = "+52" + digits[-10:]
        tel = f"tel:{digits}"
        label = {"es": f"Llamar a {f['n']}", "en": f"Call {f['n']}", "pt": f"Ligar para {f['n']}"}[
            lang
        ]
        out.update(
            value=tel,
            variant=variant + " as tel: link",
            shape="tel-link",
            text=f"[{label}]({tel})",
            html=f'<p>{esc(label)}: <a href="{esc(tel)}">{esc(value)}</a></p>',
            html_value=esc(tel),
        )
    if kind == "whatsapp":
        label = {
            "es": f"WhatsApp de {f['g']}",
            "en": f"{f['g']} on WhatsApp",
            "pt": f"WhatsApp da {f['g']}",
        }[lang]
        out["html"] = f'<p>{esc(label)}: <a href="{esc(value)}">{esc(value)}</a></p>'
        out["html_value"] = esc(value)
    if kind == "email" and value.startswith("mailto:"):
        label = f["n"]
        out["html"] = (
            f'<p>{esc({"es": "Contacto de", "en": "Contact", "pt": "Contato de"}[lang])} <a href="{esc(value)}">{esc(label)}</a></p>'
        )
        out["html_value"] = esc(value)
    if kind == "role-mailbox" and value.startswith("mailto:"):
        out["html"] = (
            f'<p>{esc(f["co"])}: <a href="{esc(value)}">{esc({"es": "Escríbenos", "en": "Email us", "pt": "Escreva-nos"}[lang])}</a></p>'
        )
        out["html_value"] = esc(value)
    return out
