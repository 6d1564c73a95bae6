"""Item templates of corpus 46: personal data, account ids, secrets and keepers.

Each template is ``(label, family, kind, lang, form, count, maker)``; ``maker(rng)`` returns
``{"value", "text"}`` (a one-line sentence / field / log line holding the value), optionally
``"html"`` (a snippet written for pages) and ``"header"`` (a recorded header name: then the
item only goes into a cassette's ``headers``).
"""

from __future__ import annotations

import base64
import html as H
import random

import values as V

R = random.Random


def _p(rng, lang="es"):
    return V.person(rng, lang)


def _addr_case(rng):
    y, m, d = V.birth(rng)
    return y, m, d


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


def d(value, text, **kw):
    out = {"value": value, "text": text}
    out.update(kw)
    return out


# ============================================================ personal


def email_es(rng):
    p = _p(rng)
    e = V.email(rng, p)
    t = rng.choice(
        [
            f"Para dudas sobre la inscripción escríbele a {V.full(p)} ({e}).",
            f"Mi correo es {e}, mándenme ahí la cotización por favor.",
            f"Responsable del grupo de vecinos: {V.full(p, False)} · {e}",
            f"Reportado por {V.full(p)} <{e}> el martes en la mañana.",
            f"Si alguien encontró la cartera favor de avisar a {p['given']} al correo {e}",
        ]
    )
    return d(e, t)


def email_accent(rng):
    p = _p(rng)
    e = V.email(rng, p, accents=True)
    return d(
        e,
        rng.choice(
            [
                f"Contacto: {V.full(p)} — {e}",
                f"Envía tu comprobante a {e} (a nombre de {V.full(p, False)}).",
            ]
        ),
    )


def email_upper(rng):
    p = _p(rng)
    e = V.email(rng, p).upper()
    return d(e, f"TITULAR: {V.full(p).upper()}  CORREO: {e}")


def email_mailto(rng):
    p = _p(rng)
    e = V.email(rng, p)
    subj = rng.choice(["Renta%20departamento", "Clases%20de%20guitarra", "Consulta"])
    href = f"mailto:{e}?subject={subj}&body=Hola%20{V.plain(p['given'])}"
    return d(
        e,
        f"[Escríbele a {p['given']}]({href})",
        html=f'<p>Interesados, <a href="{H.escape(href)}">escríbanle a {H.escape(V.full(p, False))}</a>.</p>',
    )


def email_en(rng):
    p = _p(rng, "en")
    e = V.email(rng, p)
    return d(
        e,
        rng.choice(
            [
                f"Reach out to {V.full(p)} at {e} for the carpool sign-up.",
                f"From: {V.full(p)} <{e}>",
                f"My personal email is {e}, please use that instead.",
            ]
        ),
    )


def email_pt(rng):
    p = _p(rng, "pt")
    e = V.email(rng, p, pt=True)
    return d(
        e, rng.choice([f"Fale com {V.full(p)} pelo e-mail {e}.", f"Meu e-mail pessoal é {e}."])
    )


def email_obf(rng):
    p = _p(rng)
    loc = V.plain(V.email_local(rng, p))
    v = rng.choice(
        [
            f"{loc} [arroba] gmail [punto] com",
            f"{loc} (arroba) hotmail (punto) com",
            f"{loc} at gmail dot com",
            f"{loc}[at]outlook[dot]com",
            f"{loc} arroba yahoo punto com punto mx",
            f"{loc} @ gmail . com",
        ]
    )
    return d(
        v,
        rng.choice(
            [
                f"Escríbanme a {v} (lo pongo así por los bots) — {p['given']}",
                f"Contacto de {V.full(p, False)}: {v}",
            ]
        ),
    )


def phone_named(rng):
    p = _p(rng)
    place = rng.choice(V.PLACES)
    n = V.mobile(rng, place[2])
    style = rng.choice(
        [
            "bare",
            "bare",
            "intl",
            "intl1",
            "paren",
            "dots",
            "dash",
            "044",
            "045",
            "compact",
            "intlparen",
            "spaces",
        ]
    )
    v = V.fmt_phone(n, style)
    t = rng.choice(
        [
            f"Comunícate con {V.full(p, False)} al {v}",
            f"{V.full(p)} {v}",
            f"Mi cel es {v}, márcame después de las 6. {p['given']}",
            f"Informes con {p['given']} {p['s1']}, cel. {v}",
            f"Tel. casa: {v} ({V.full(p, False)})",
            f"Llamar a la mamá de la alumna, {V.full(p, False)}: {v}",
            f"Celular personal: {v}",
        ]
    )
    return d(v, t)


def phone_intl1(rng):
    p = _p(rng)
    v = V.fmt_phone(V.mobile(rng), "intl1")
    t = rng.choice(
        [
            f"Cel. de {V.full(p, False)}: {v}",
            f"Para la rifa, los boletos los vende {p['given']} al {v} (también WhatsApp)",
        ]
    )
    return d(v, t, form_detail="intl1")


def phone_tel(rng):
    p = _p(rng)
    n = V.mobile(rng)
    v = f"+52{n}"
    return d(
        v,
        f"[Llamar a {V.full(p, False)}](tel:{v})",
        html=f'<p>Para recoger el paquete llama a <a href="tel:{v}">{H.escape(V.full(p, False))}</a></p>',
    )


def phone_en(rng):
    p = _p(rng, "en")
    n = V.mobile(rng)
    v = V.fmt_phone(n, rng.choice(["intl", "intl1", "paren"]))
    return d(
        v,
        rng.choice(
            [
                f"Call me on my cell {v} if the driver gets lost. — {p['given']}",
                f"Emergency contact: {V.full(p)}, mobile {v}",
            ]
        ),
    )


def phone_pt(rng):
    p = _p(rng, "pt")
    v = f"+55 {rng.choice(['11', '21', '31', '41'])} 9{rng.randint(6000, 9999)}-{rng.randint(0, 9999):04d}"
    return d(
        v,
        rng.choice(
            [
                f"Meu celular é {v}, pode chamar no WhatsApp. {p['given']}",
                f"Contato: {V.full(p)} — celular {v}",
            ]
        ),
    )


def whatsapp(rng):
    p = _p(rng)
    n = V.mobile(rng)
    v = rng.choice(
        [
            f"https://wa.me/52{n}",
            f"https://api.whatsapp.com/send?phone=521{n}",
            f"https://wa.me/521{n}?text=Hola%20{V.plain(p['given'])}",
        ]
    )
    return d(
        v,
        f"Mándale WhatsApp a {p['given']}: {v}",
        html=f'<p>Pedidos por WhatsApp con {H.escape(p["given"])}: <a href="{H.escape(v)}">{H.escape(v)}</a></p>',
    )


def curp_item(rng):
    p = _p(rng)
    b = V.birth(rng)
    c = V.curp(rng, p, b)
    form = rng.choice(["upper", "upper", "upper", "lower", "spaced", "hyphen"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
    }[form]
    t = rng.choice(
        [
            f"Alumno: {V.full(p)}, CURP {v}, grupo 3°B",
            f"CURP del solicitante: {v}",
            f"{V.full(p)};{v};{b[2]:02d}/{b[1]:02d}/{b[0]}",
            f"Te paso mi curp para la cita del IMSS: {v}",
            f"[registro] beneficiario={V.plain(V.full(p)).replace(' ', '_')} curp={v} estatus=validado",
        ]
    )
    return d(v, t, form_detail=form)


def rfc_pf(rng):
    p = _p(rng)
    r = V.rfc_fisica(rng, p)
    form = rng.choice(["plain", "plain", "hyphen", "lower", "spaced"])
    v = {
        "plain": r,
        "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "lower": r.lower(),
        "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
    }[form]
    t = rng.choice(
        [
            f"Factura a nombre de {V.full(p)}, RFC {v}, uso CFDI G03",
            f"Mi RFC es {v}, régimen 612 (persona física con actividad empresarial).",
            f"Recibo de arrendamiento — arrendador: {V.full(p)} RFC: {v}",
        ]
    )
    return d(v, t, form_detail=form)


def nss_item(rng):
    p = _p(rng)
    n = V.nss(rng)
    form = rng.choice(["plain", "plain", "spaced", "hyphen"])
    v = {
        "plain": n,
        "spaced": f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:10]} {n[10]}",
        "hyphen": f"{n[:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
    }[form]
    return d(
        v,
        rng.choice(
            [
                f"NSS de {V.full(p)}: {v} (alta IMSS 2023)",
                f"Número de Seguridad Social: {v}",
                f"Mi número de seguro social es {v}",
            ]
        ),
        form_detail=form,
    )


def ine_item(rng):
    p = _p(rng)
    v = V.ine_clave(rng, p)
    return d(
        v,
        rng.choice(
            [f"Clave de elector de {V.full(p)}: {v}", f"INE clave de elector {v}, sección 2145"]
        ),
    )


def clabe_item(rng):
    p = _p(rng)
    c = V.clabe(rng)
    v = rng.choice([c, f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"])
    return d(
        v,
        rng.choice(
            [
                f"Deposítame a mi CLABE {v} a nombre de {V.full(p)} porfa",
                f"Cuenta para el reembolso de {V.full(p, False)}: CLABE {v}",
            ]
        ),
    )


def card_item(rng):
    p = _p(rng)
    c = V.card(rng)
    v = rng.choice([c, V.group_card(c), V.group_card(c, "-")])
    lang = "es"
    return d(
        v,
        rng.choice(
            [
                f"Cliente dictó su tarjeta {v} vence 08/29 — {V.full(p, False)}",
                f"Mi tarjeta es {v}, ¿por qué me rechazaron el cargo?",
                f"titular={V.plain(V.full(p))} pan={v} resultado=declinada",
            ]
        ),
        lang=lang,
    )


def card_en(rng):
    p = _p(rng, "en")
    c = V.card(rng)
    v = V.group_card(c)
    return d(v, f"Customer {V.full(p)} read out card {v} over chat, exp 11/28")


def passport_item(rng):
    p = _p(rng)
    v = V.passport_mx(rng)
    return d(
        v,
        rng.choice(
            [
                f"Pasaporte de {V.full(p)}: {v}, vigente hasta 2031",
                f"Núm. de pasaporte {v} — pasajera {V.full(p)}",
            ]
        ),
    )


def passport_foreign(rng):
    lang = rng.choice(["en", "en", "pt", "es"])
    p = _p(rng, "en" if lang == "en" else lang)
    kind, v = V.passport_foreign(rng)
    t = {
        "en": f"Traveler {V.full(p)}, passport no. {v} ({kind.upper()})",
        "pt": f"Passageiro {V.full(p)}, passaporte nº {v}",
        "es": f"Pasaporte extranjero de {V.full(p)}: {v}",
    }[lang]
    return d(v, t, lang=lang)


def birth_item(rng):
    p = _p(rng)
    y, m, dd = V.birth(rng)
    style = rng.choice(["long", "slash", "iso", "mmm"])
    v = {
        "long": f"{dd} de {MESES[m - 1]} de {y}",
        "slash": f"{dd:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{dd:02d}",
        "mmm": f"{dd:02d}-{MESES[m - 1][:3].upper()}-{y}",
    }[style]
    t = rng.choice(
        [
            f"{V.full(p)}, nacido el {v} en {rng.choice(V.PLACES)[0]}",
            f"Paciente: {V.full(p)} · Fecha de nacimiento: {v}",
            f"Jugadora {V.full(p)} (fecha de nac. {v}), categoría libre",
            f"{V.full(p)};{v};{rng.choice(['H', 'M'])}",
        ]
    )
    return d(v, t, form_detail=style)


def birth_en(rng):
    p = _p(rng, "en")
    y, m, dd = V.birth(rng)
    v = f"{MONTHS[m - 1]} {dd}, {y}"
    return d(v, f"{V.full(p)} (date of birth: {v}) joined the volunteer roster.")


def birth_pt(rng):
    p = _p(rng, "pt")
    y, m, dd = V.birth(rng)
    v = rng.choice([f"{dd:02d}/{m:02d}/{y}", f"{dd} de {MESES_PT[m - 1]} de {y}"])
    return d(v, f"{V.full(p)}, data de nascimento {v}")


def home_addr(rng):
    p = _p(rng)
    v = V.home_address(rng)
    t = rng.choice(
        [
            f"Domicilio particular de {V.full(p)}: {v}",
            f"Entregar a: {V.full(p)}, {v}",
            f"Vivo en {v}, por si me quieren mandar la invitación. {p['given']}",
            f"Se renta cuarto, informes con {V.full(p, False)} en {v}",
        ]
    )
    return d(v, t)


def home_addr_en(rng):
    p = _p(rng, "en")
    v = V.home_address(rng, 0)
    return d(v, f"Ship to: {V.full(p)}, {v}, Mexico")


def foreign_id(rng):
    kind = rng.choice(["dni_es", "cuil", "rut", "cpf", "ssn", "dni_ar"])
    if kind == "dni_es":
        p = _p(rng)
        v = V.dni_es(rng)
        t = f"Solicitante {V.full(p)}, DNI {v}"
        lang = "es"
    elif kind == "cuil":
        p = _p(rng)
        v = V.cuil(rng)
        t = f"CUIL de {V.full(p)}: {v}"
        lang = "es"
    elif kind == "rut":
        p = _p(rng)
        v = V.rut(rng)
        t = f"Pago a {V.full(p)}, RUT {v}"
        lang = "es"
    elif kind == "cpf":
        p = _p(rng, "pt")
        v = V.cpf(rng)
        t = f"Cliente {V.full(p)}, CPF {v}"
        lang = "pt"
    elif kind == "ssn":
        p = _p(rng, "en")
        v = V.ssn(rng)
        t = f"Employee {V.full(p)}, SSN {v}"
        lang = "en"
    else:
        p = _p(rng)
        v = V.dni_ar(rng)
        t = f"Titular {V.full(p)} — DNI N° {v}"
        lang = "es"
    return d(v, t, lang=lang, form_detail=kind)


# ------------------------------------------------------------ account ids


def acct_header(rng):
    name, v = rng.choice(
        [
            ("x-account-id", "acct_" + V.rstr(rng, 16)),
            ("OpenAI-Organization", "org-" + V.rstr(rng, 24)),
            ("openai-project", "proj_" + V.rstr(rng, 24)),
            ("anthropic-organization-id", V.uuid4(rng)),
            ("X-Customer-Id", "cust-" + str(rng.randint(10000, 999999))),
            ("x-workspace-id", "ws_" + V.rstr(rng, 20)),
            ("x-account", "cust-" + str(rng.randint(10000, 99999))),
            ("x-team-id", "team_" + V.rstr(rng, 18)),
        ]
    )
    return d(v, f"{name}: {v}", header=name, form_detail=name)


def acct_field(rng):
    key, v = rng.choice(
        [
            ("account_id", "acct_" + V.rstr(rng, 14)),
            ("project", "proj_" + V.hexs(rng, 10)),
            ("organization", "org-" + V.rstr(rng, 24)),
            ("user", "user_" + V.rstr(rng, 22)),
            ("customer", "cus_" + V.rstr(rng, 14)),
            ("workspace_id", "ws_" + V.hexs(rng, 16)),
            ("team_id", "team_" + V.rstr(rng, 20)),
        ]
    )
    return d(v, v, key=key, form_detail=key)


def acct_path(rng):
    v, url = rng.choice(
        [
            (a := "acct_" + V.rstr(rng, 12), f"https://api.stripe.com/v1/accounts/{a}/balance"),
            (
                o := "org_" + V.rstr(rng, 16),
                f"https://api.example-search.io/v2/organizations/{o}/usage",
            ),
            (
                pj := "proj_" + V.rstr(rng, 20),
                f"https://api.openai.com/v1/organization/projects/{pj}/api_keys",
            ),
            (u := "user_" + V.rstr(rng, 20), f"https://api.firecrawl.dev/v1/team/{u}/credit-usage"),
        ]
    )
    return d(v, f"GET {url} -> 200", form_detail="url-path")


def acct_error(rng):
    lang = rng.choice(["en", "en", "es"])
    v = rng.choice(["org-" + V.rstr(rng, 24), "team_" + V.rstr(rng, 16), "acct_" + V.rstr(rng, 14)])
    t = (
        f"Rate limit reached for {v} on requests per min (RPM): Limit 500, Used 500."
        if lang == "en"
        else f"La cuenta {v} excedió su cuota mensual de búsquedas."
    )
    return d(v, t, lang=lang, form_detail="error-message")


# ============================================================ secrets


def key_of(rng):
    kind = rng.choice(
        [
            "openai",
            "anthropic",
            "tavily",
            "brave",
            "serpapi",
            "serper",
            "firecrawl",
            "jina",
            "pplx",
            "groq",
            "google",
            "hf",
            "xai",
            "stripe",
            "github",
            "openrouter",
            "mistral",
            "cohere",
            "exa",
        ]
    )
    k = {
        "openai": "sk-proj-" + V.rstr(rng, 48) + "T3BlbkFJ" + V.rstr(rng, 20),
        "anthropic": "sk-ant-api03-"
        + V.rstr(rng, 86, V.string.ascii_letters + V.string.digits + "-_")
        + "AA",
        "tavily": "tvly-dev-" + V.rstr(rng, 32),
        "brave": "BSA" + V.rstr(rng, 28),
        "serpapi": V.hexs(rng, 64),
        "serper": V.hexs(rng, 40),
        "firecrawl": "fc-" + V.hexs(rng, 32),
        "jina": "jina_" + V.hexs(rng, 32) + V.rstr(rng, 28),
        "pplx": "pplx-" + V.rstr(rng, 48),
        "groq": "gsk_" + V.rstr(rng, 52),
        "google": "AIza" + V.rstr(rng, 35, V.string.ascii_letters + V.string.digits + "-_"),
        "hf": "hf_" + V.rstr(rng, 34),
        "xai": "xai-" + V.rstr(rng, 80),
        "stripe": "sk_live_" + V.rstr(rng, 99),
        "github": "ghp_" + V.rstr(rng, 36),
        "openrouter": "sk-or-v1-" + V.hexs(rng, 64),
        "mistral": V.rstr(rng, 32),
        "cohere": V.rstr(rng, 40),
        "exa": V.uuid4(rng),
    }[kind]
    return kind, k


HEADER_FOR = {
    "openai": "Authorization",
    "anthropic": "x-api-key",
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serpapi": "x-api-key",
    "serper": "X-API-KEY",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "pplx": "Authorization",
    "groq": "Authorization",
    "google": "x-goog-api-key",
    "hf": "Authorization",
    "xai": "Authorization",
    "stripe": "Authorization",
    "github": "Authorization",
    "openrouter": "Authorization",
    "mistral": "Authorization",
    "cohere": "Authorization",
    "exa": "x-api-key",
}


def key_header(rng):
    kind, k = key_of(rng)
    h = HEADER_FOR[kind]
    v = f"Bearer {k}" if h == "Authorization" else k
    return d(k, f"{h}: {v}", header=h, header_value=v, form_detail=kind)


def key_query(rng):
    kind, k = key_of(rng)
    if kind == "google":
        url = f"https://www.googleapis.com/customsearch/v1?key={k}&cx=0173&q=semantic+kernel"
    elif kind == "serpapi":
        url = f"https://serpapi.com/search.json?engine=google&q=tacos+al+pastor&api_key={k}"
    elif kind == "tavily":
        url = f"https://api.tavily.com/search?query=clima+cdmx&api_key={k}"
    else:
        url = f"https://api.search.example/v1/web?q=clima+cdmx&apikey={k}&count=10"
    return d(k, f"GET {url}", form_detail=kind)


def key_curl(rng):
    kind, k = key_of(rng)
    h = HEADER_FOR[kind]
    v = f"Bearer {k}" if h == "Authorization" else k
    return d(
        k,
        f"curl -s https://api.tavily.com/search -H '{h}: {v}' -d '{{\"query\": \"precio del dólar hoy\"}}'",
        form_detail=kind,
    )


def key_env(rng):
    kind, k = key_of(rng)
    name = {
        "openai": "OPENAI_API_KEY",
        "anthropic": "ANTHROPIC_API_KEY",
        "tavily": "TAVILY_API_KEY",
        "brave": "BRAVE_API_KEY",
        "google": "GOOGLE_API_KEY",
        "firecrawl": "FIRECRAWL_API_KEY",
    }.get(kind, "SEARCH_API_KEY")
    return d(
        k,
        rng.choice(
            [f"{name}={k}", f'export {name}="{k}"'.replace('"', "'"), f"{name.lower()}: {k}"]
        ),
        form_detail=kind,
    )


def key_error(rng):
    kind, k = key_of(rng)
    lang = rng.choice(["en", "es"])
    t = (
        f"401 Unauthorized: Incorrect API key provided: {k}. You can find your API key at the dashboard."
        if lang == "en"
        else f"Error 403: la clave {k} no tiene permisos para este endpoint."
    )
    return d(k, t, lang=lang, form_detail=kind)


def key_prose(rng):
    kind, k = key_of(rng)
    lang = rng.choice(["es", "es", "en", "pt"])
    t = {
        "es": f"Oye, usa mi key mientras te llega la tuya: {k} (no la compartas)",
        "en": f"Temporary key for the demo is {k}, rotate it after Friday.",
        "pt": f"A chave de API do ambiente de testes é {k}",
    }[lang]
    return d(k, t, lang=lang, form_detail=kind)


def key_json(rng):
    kind, k = key_of(rng)
    return d(k, k, key=rng.choice(["api_key", "apiKey", "token", "secret_key"]), form_detail=kind)


def bearer(rng):
    tok = V.rstr(rng, 40, V.string.ascii_letters + V.string.digits + "-._~")
    return d(
        tok, f"Authorization: Bearer {tok}", header="Authorization", header_value=f"Bearer {tok}"
    )


def basic(rng):
    user, pw = rng.choice(["admin", "svc_search", "ingesta", "ops"]), V.rstr(rng, 14)
    if rng.random() < 0.5:
        v = base64.b64encode(f"{user}:{pw}".encode()).decode()
        return d(
            v,
            f"Authorization: Basic {v}",
            header="Authorization",
            header_value=f"Basic {v}",
            form_detail="header",
        )
    v = f"https://{user}:{pw}@proxy.interno.example.mx:8443"
    return d(v, f"HTTPS_PROXY={v}", form_detail="url-userinfo")


def cookie(rng):
    v = rng.choice(
        [
            f"sessionid={V.rstr(rng, 32, V.string.ascii_lowercase + V.string.digits)}",
            f"__Secure-next-auth.session-token={V.rstr(rng, 60)}",
            f"connect.sid=s%3A{V.rstr(rng, 32)}.{V.rstr(rng, 43)}",
        ]
    )
    name = rng.choice(["Cookie", "Set-Cookie"])
    hv = v + ("; Path=/; HttpOnly; Secure" if name == "Set-Cookie" else "; _ga=GA1.2.123.456")
    return d(v, f"{name}: {hv}", header=name, header_value=hv)


def jwt_item(rng):
    v = V.jwt(rng)
    return d(
        v,
        rng.choice(
            [f"Authorization: Bearer {v}", f"token={v}", f"El token que me dio el login es {v}"]
        ),
    )


def pem(rng):
    kind = rng.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    begin = f"-----BEGIN {kind}-----"
    body = V.pem_body(rng)
    return d(begin, "\n".join([begin, *body, f"-----END {kind}-----"]), pem=True, form_detail=kind)


def cloud(rng):
    akid = "AKIA" + V.rstr(rng, 16, V.string.ascii_uppercase + "234567")
    sec = V.rstr(rng, 40, V.string.ascii_letters + V.string.digits + "/+")
    if rng.random() < 0.5:
        return d(akid, f"aws_access_key_id = {akid}", form_detail="aws-akid")
    return d(sec, f"aws_secret_access_key = {sec}", form_detail="aws-secret")


def connstr(rng):
    pw = V.rstr(rng, 16)
    v = rng.choice(
        [
            f"postgresql://app_user:{pw}@db.prod.interno.mx:5432/busquedas",
            f"mongodb+srv://ingesta:{pw}@cluster0.ab1cd.mongodb.net/fixtures",
            f"redis://default:{pw}@cache.interno.mx:6379/0",
            f"mysql://root:{pw}@10.0.3.21:3306/crm",
        ]
    )
    return d(v, rng.choice([f"DATABASE_URL={v}", f"No se pudo conectar a {v}: timeout"]))


def signed_url(rng):
    v = rng.choice(
        [
            f"https://fixtures-mx.s3.amazonaws.com/capturas/p1.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{V.rstr(rng, 16, V.string.ascii_uppercase)}%2F20260301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Expires=3600&X-Amz-Signature={V.hexs(rng, 64)}",  # noqa: E501
            f"https://storage.googleapis.com/bench-mx/raw.json?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={V.hexs(rng, 128)}",  # noqa: E501
            f"https://capturasmx.blob.core.windows.net/raw/p2.html?sv=2022-11-02&sr=b&sp=r&se=2026-12-31&sig={V.rstr(rng, 43)}%3D",  # noqa: E501
        ]
    )
    return d(v, f"Descarga temporal: {v}")


def webhook(rng):
    v = rng.choice(
        [
            f"https://hooks.slack.com/services/T{V.rstr(rng, 8, V.string.ascii_uppercase + V.string.digits)}/B{V.rstr(rng, 10, V.string.ascii_uppercase + V.string.digits)}/{V.rstr(rng, 24)}",  # noqa: E501
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{V.rstr(rng, 68, V.string.ascii_letters + V.string.digits + '-_')}",  # noqa: E501
            f"https://api.telegram.org/bot{rng.randint(10**9, 10**10)}:AA{V.rstr(rng, 33, V.string.ascii_letters + V.string.digits + '-_')}/sendMessage",  # noqa: E501
        ]
    )
    return d(v, f"ALERT_WEBHOOK={v}")


def other_tokens(rng):
    v = rng.choice(
        [
            "SG." + V.rstr(rng, 22) + "." + V.rstr(rng, 43),
            "glpat-" + V.rstr(rng, 20),
            "npm_" + V.rstr(rng, 36),
            "shpat_" + V.hexs(rng, 32),
            "dop_v1_" + V.hexs(rng, 64),
            "xoxb-"
            + str(rng.randint(10**11, 10**12))
            + "-"
            + str(rng.randint(10**11, 10**12))
            + "-"
            + V.rstr(rng, 24),
        ]
    )
    return d(v, rng.choice([f"token: {v}", f"Token de despliegue: {v}"]))


# ============================================================ keepers


def co(rng):
    return rng.choice(V.COMPANIES)


def role_mail(rng):
    name, _, dom = co(rng)
    box = rng.choice(
        [
            "ventas",
            "contacto",
            "soporte",
            "facturacion",
            "prensa",
            "atencion.clientes",
            "info",
            "rh",
        ]
    )
    v = f"{box}@{dom}"
    form = rng.choice(["plain", "upper", "mailto"])
    if form == "upper":
        v = v.upper()
    if form == "mailto":
        return d(
            v,
            f"[Escríbenos](mailto:{v}?subject=Cotizaci%C3%B3n)",
            html=f'<p>¿Dudas? <a href="mailto:{v}?subject=Cotizaci%C3%B3n&amp;body=Hola">escríbenos a {v}</a></p>',
            form_detail=form,
        )
    return d(
        v,
        rng.choice(
            [
                f"Para cotizaciones escribe a {v}, te respondemos en 24 h.",
                f"{name} — contacto comercial: {v}",
                f"Reply-To: {name} <{v}>",
            ]
        ),
        form_detail=form,
    )


def role_mail_field(rng):
    _name, _, dom = co(rng)
    v = f"{rng.choice(['contacto', 'ventas', 'soporte'])}@{dom}"
    return d(v, v, key=rng.choice(["contact_email", "email", "correo"]))


def gov_mail(rng):
    dom = rng.choice(V.GOB_DOMAINS)
    v = f"{rng.choice(['contacto', 'atencion.ciudadana', 'transparencia', 'quejas', 'comunicacion.social'])}@{dom}"
    return d(
        v,
        rng.choice(
            [
                f"Dudas sobre el trámite: {v} o acude al módulo más cercano.",
                f"Unidad de Transparencia — correo institucional {v}",
            ]
        ),
    )


def switchboard(rng):
    name, _, _ = co(rng)
    n = V.mobile(rng, rng.choice(["55", "33", "81"]))
    v = V.fmt_phone(n, rng.choice(["paren", "spaces", "intl", "dash"]))
    t = rng.choice(
        [
            f"Conmutador: {v} ext. {rng.randint(100, 4999)}",
            f"{name} · Tel. oficina {v}, lunes a viernes de 9 a 18 h",
            f"Atención a clientes: {v} opción 2",
            f"Sucursal Centro — Tel. {v} ext. {rng.randint(10, 399)}",
            f"Comunícate con nuestra área de ventas al {v} ext. {rng.randint(100, 999)}",
        ]
    )
    return d(v, t)


def tollfree(rng):
    n = f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
    v = rng.choice(
        [f"800 {n[4:]}", f"01 800 {n[4:]}", f"+52 800 {n[4:]}", f"800-{n[4:].replace(' ', '-')}"]
    )
    t = rng.choice(
        [f"Línea sin costo: {v}", f"Llama gratis al {v} las 24 horas", f"Call toll-free {v}"]
    )
    return d(v, t, lang="en" if t.startswith("Call") else "es")


def company_address(rng):
    name, suf, _ = co(rng)
    v = V.company_address(rng)
    return d(
        v,
        rng.choice(
            [
                f"Oficinas corporativas de {name} {suf}: {v}",
                f"Visítanos en nuestra sucursal: {v}",
                f"Sede del evento: {v}",
            ]
        ),
    )


def company_rfc(rng):
    name, suf, _ = co(rng)
    v = V.rfc_moral(rng, name)
    return d(
        v,
        rng.choice(
            [
                f"Emisor: {name} {suf} · RFC {v} · Régimen 601",
                f"Datos de facturación del proveedor: RFC {v}",
            ]
        ),
    )


def company_clabe(rng):
    name, suf, _ = co(rng)
    v = V.clabe(rng)
    return d(
        v, f"Para pagos por transferencia: {name} {suf}, CLABE {v} (referencia: número de pedido)"
    )


def date_keep(rng):
    y, m, dd = rng.randint(2015, 2026), rng.randint(1, 12), rng.randint(1, 28)
    v = rng.choice(
        [f"{dd} de {MESES[m - 1]} de {y}", f"{y}-{m:02d}-{dd:02d}", f"{dd:02d}/{m:02d}/{y}"]
    )
    return d(
        v,
        rng.choice(
            [
                f"Publicado el {v}",
                f"Última actualización: {v}",
                f"Fecha de publicación en el DOF: {v}",
                f"La convocatoria cierra el {v}.",
                f"© {y} Todos los derechos reservados · {v}",
            ]
        ),
    )


def price(rng):
    v = rng.choice(
        [
            f"${rng.randint(99, 99999):,}.00 MXN",
            f"$ {rng.randint(1, 999)}.{rng.randint(0, 99):02d}",
            f"USD {rng.randint(5, 500)}.00",
        ]
    )
    return d(v, rng.choice([f"Precio: {v} IVA incluido", f"Plan básico desde {v} al mes"]))


def version(rng):
    v = f"{rng.randint(0, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    return d(
        v,
        rng.choice(
            [
                f"User-Agent: python-requests/{v}",
                f"Versión del SDK: {v}",
                f"Actualizado a la versión {v} el mes pasado",
            ]
        ),
    )


def request_id(rng):
    v = V.uuid4(rng)
    return d(
        v, rng.choice([f"request_id={v}", f"ID de solicitud: {v}"]), alt_header=("x-request-id", v)
    )


def hash_keep(rng):
    v = rng.choice([V.sha256(rng), V.hexs(rng, 40), V.hexs(rng, 32)])
    return d(v, rng.choice([f"sha256: {v}", f"commit {v}", f"ETag: {v}"]))


def order_no(rng):
    v = rng.choice(
        [
            f"PED-{rng.randint(100000, 999999)}",
            f"{rng.randint(10**9, 10**10 - 1)}",
            f"OC-2026-{rng.randint(1000, 9999)}",
        ]
    )
    if rng.random() < 0.25:
        p = _p(rng)
        v = f"{rng.randint(10**9, 10**10 - 1)}"
        return d(
            v,
            f"Hola {p['given']}, tu pedido {v} ya va en camino.",
            form_detail="bare-10-digit-after-name",
        )
    return d(
        v,
        rng.choice(
            [
                f"Tu pedido {v} fue enviado.",
                f"Error 404: el pedido {v} no existe o fue cancelado.",
                f"Folio de compra: {v}",
            ]
        ),
    )


def tracking(rng):
    v = rng.choice(
        [
            "1Z" + V.rstr(rng, 16, V.string.ascii_uppercase + V.string.digits),
            str(rng.randint(10**11, 10**12 - 1)),
            f"{rng.randint(10**14, 10**15 - 1)}",
        ]
    )
    return d(
        v,
        rng.choice(
            [
                f"Número de guía: {v}",
                f"Tracking: {v} (Estafeta)",
                f"Rastrea tu envío con la guía {v}",
            ]
        ),
    )


def case_no(rng):
    v = rng.choice(
        [
            f"CASO-{rng.randint(10000, 99999)}",
            f"Ticket #{rng.randint(100000, 999999)}",
            f"Expediente {rng.randint(100, 9999)}/{rng.randint(2018, 2026)}",
        ]
    )
    return d(v, rng.choice([f"Seguimiento: {v}", f"Tu solicitud quedó registrada con {v}"]))


def masked(rng):
    v = rng.choice(
        [
            f"**** **** **** {rng.randint(1000, 9999)}",
            f"****{rng.randint(1000, 9999)}",
            f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
            f"55****{rng.randint(1000, 9999)}",
            "redacted@example.test",
            "+52-000-000-0000",
            f"CLABE ***************{rng.randint(100, 999)}",
        ]
    )
    return d(v, rng.choice([f"Tarjeta terminación {v}", f"Contacto: {v}", f"Cuenta: {v}"]))


def placeholder(rng):
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "Bearer <TOKEN>",
            "sk-proj-XXXXXXXXXXXXXXXX",
            "AIzaSy...",
            "<BASIC_AUTH>",
            "$OPENAI_API_KEY",
        ]
    )
    t = rng.choice(
        [
            f"Reemplaza {v} por tu clave real.",
            f"Authorization: Bearer {v}" if not v.startswith("Bearer") else f"Authorization: {v}",
            f"export TAVILY_API_KEY={v}",
        ]
    )
    return d(v, t, html=f"<p>{H.escape(t)}</p>")


def content_id(rng):
    v = rng.choice(
        [
            f"post-{rng.randint(10000, 999999)}",
            f"art_{rng.randint(10**6, 10**7)}",
            f"nid={rng.randint(10**5, 10**7)}",
        ]
    )
    return d(v, rng.choice([f"ID de la nota: {v}", f"data-article-id {v}"]))


def isbn(rng):
    v = V.isbn13(rng)
    return d(v, f"ISBN {v}")


def stat(rng):
    v = f"{rng.randint(1000000, 9999999999):,}"
    return d(
        v,
        rng.choice(
            [
                f"Población total: {v} habitantes",
                f"Descargas acumuladas: {v}",
                f"Se vendieron {v} litros en el periodo.",
            ]
        ),
    )


def official_contact(rng):
    dom = rng.choice(V.GOB_DOMAINS)
    v = f"55 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    return d(v, f"Atención ciudadana de {dom}: {v} ext. {rng.randint(1000, 59999)}")


def acct_keep(rng):
    v = rng.choice(
        [
            f"chatcmpl-{V.rstr(rng, 29)}",
            f"msg_{V.rstr(rng, 24)}",
            f"resp_{V.hexs(rng, 48)}",
            f"srvtoolu_{V.rstr(rng, 24)}",
        ]
    )
    return d(v, v, key=rng.choice(["id", "message_id", "response_id"]), form_detail="response-id")


def keep_header(rng):
    name, v = rng.choice(
        [
            ("x-request-id", V.uuid4(rng)),
            ("cf-ray", V.hexs(rng, 16) + "-MEX"),
            ("x-ratelimit-remaining-requests", str(rng.randint(0, 4999))),
            ("openai-processing-ms", str(rng.randint(80, 9000))),
            ("request-id", "req_" + V.rstr(rng, 24)),
            (
                "Last-Modified",
                f"Tue, {rng.randint(10, 28)} Oct 2025 {rng.randint(10, 23)}:{rng.randint(10, 59)}:07 GMT",
            ),
            ("x-envoy-upstream-service-time", str(rng.randint(20, 900))),
            ("Reply-To", f"soporte@{rng.choice(V.COMPANIES)[2]}"),
        ]
    )
    return d(v, f"{name}: {v}", header=name, form_detail=name)


def keep_pt(rng):
    _name, _, dom = co(rng)
    dom = dom.replace(".mx", ".br").replace(".com.br", ".com.br")
    v, t = rng.choice(
        [
            (f"contato@{dom}", f"Fale conosco: contato@{dom}"),
            (f"0800 {rng.randint(100, 999)} {rng.randint(1000, 9999)}", "SAC 0800 {}"),
            (f"atendimento@{dom}", f"Dúvidas sobre o pedido? Escreva para atendimento@{dom}"),
        ]
    )
    if "{}" in t:
        t = f"Central de atendimento (ligação gratuita): {v}"
    return d(v, t)


def keep_en(rng):
    _name, _, dom = co(rng)
    v = rng.choice([f"sales@{dom}", f"press@{dom}", f"support@{dom}"])
    return d(
        v,
        rng.choice(
            [
                f"Contact our sales team at {v} for volume pricing.",
                f"For media inquiries email {v}.",
            ]
        ),
    )


# ============================================================ table

TEMPLATES = [
    # personal (label personal, family personal)
    ("personal", "personal", "email", "es", email_es, 22),
    ("personal", "personal", "email", "es", email_accent, 8),
    ("personal", "personal", "email", "es", email_upper, 6),
    ("personal", "personal", "email", "es", email_mailto, 7),
    ("personal", "personal", "email", "en", email_en, 8),
    ("personal", "personal", "email", "pt", email_pt, 5),
    ("personal", "personal", "email-obfuscated", "es", email_obf, 12),
    ("personal", "personal", "phone", "es", phone_named, 40),
    ("personal", "personal", "phone", "es", phone_tel, 6),
    ("personal", "personal", "phone", "es", phone_intl1, 4),
    ("personal", "personal", "phone", "en", phone_en, 7),
    ("personal", "personal", "phone", "pt", phone_pt, 5),
    ("personal", "personal", "whatsapp", "es", whatsapp, 10),
    ("personal", "personal", "curp", "es", curp_item, 26),
    ("personal", "personal", "rfc-persona-fisica", "es", rfc_pf, 18),
    ("personal", "personal", "nss", "es", nss_item, 12),
    ("personal", "personal", "ine-clave-elector", "es", ine_item, 10),
    ("personal", "personal", "clabe", "es", clabe_item, 12),
    ("personal", "personal", "card", "es", card_item, 10),
    ("personal", "personal", "card", "en", card_en, 4),
    ("personal", "personal", "passport", "es", passport_item, 10),
    ("personal", "personal", "passport", "en", passport_foreign, 9),
    ("personal", "personal", "birth-date", "es", birth_item, 16),
    ("personal", "personal", "birth-date", "en", birth_en, 4),
    ("personal", "personal", "birth-date", "pt", birth_pt, 4),
    ("personal", "personal", "home-address", "es", home_addr, 20),
    ("personal", "personal", "home-address", "en", home_addr_en, 4),
    ("personal", "personal", "foreign-id", "es", foreign_id, 16),
    # account ids
    ("personal", "account-id", "account-id", "en", acct_header, 18),
    ("personal", "account-id", "account-id", "en", acct_field, 16),
    ("personal", "account-id", "account-id", "en", acct_path, 8),
    ("personal", "account-id", "account-id", "en", acct_error, 8),
    # secrets
    ("secret", "secret", "api-key-header", "en", key_header, 20),
    ("secret", "secret", "api-key-query", "en", key_query, 10),
    ("secret", "secret", "api-key-curl", "es", key_curl, 9),
    ("secret", "secret", "api-key-env", "en", key_env, 10),
    ("secret", "secret", "api-key-error", "en", key_error, 10),
    ("secret", "secret", "api-key-prose", "es", key_prose, 10),
    ("secret", "secret", "api-key-json", "en", key_json, 10),
    ("secret", "secret", "bearer-token", "en", bearer, 8),
    ("secret", "secret", "basic-auth", "en", basic, 7),
    ("secret", "secret", "cookie", "en", cookie, 7),
    ("secret", "secret", "jwt", "es", jwt_item, 6),
    ("secret", "secret", "private-key", "en", pem, 5),
    ("secret", "secret", "cloud-key", "en", cloud, 6),
    ("secret", "secret", "connection-string", "es", connstr, 7),
    ("secret", "secret", "signed-url", "es", signed_url, 5),
    ("secret", "secret", "webhook-url", "es", webhook, 6),
    ("secret", "secret", "other-token", "es", other_tokens, 6),
    # keepers
    ("keep", "keep", "role-mailbox", "es", role_mail, 30),
    ("keep", "keep", "role-mailbox", "en", role_mail_field, 12),
    ("keep", "keep", "gov-role-mailbox", "es", gov_mail, 16),
    ("keep", "keep", "switchboard", "es", switchboard, 30),
    ("keep", "keep", "toll-free", "es", tollfree, 18),
    ("keep", "keep", "official-contact", "es", official_contact, 10),
    ("keep", "keep", "company-address", "es", company_address, 26),
    ("keep", "keep", "company-rfc", "es", company_rfc, 18),
    ("keep", "keep", "company-clabe", "es", company_clabe, 10),
    ("keep", "keep", "date", "es", date_keep, 26),
    ("keep", "keep", "price", "es", price, 16),
    ("keep", "keep", "version", "es", version, 14),
    ("keep", "keep", "request-id", "en", request_id, 16),
    ("keep", "keep", "hash", "en", hash_keep, 14),
    ("keep", "keep", "order-number", "es", order_no, 18),
    ("keep", "keep", "tracking-number", "es", tracking, 14),
    ("keep", "keep", "case-number", "es", case_no, 12),
    ("keep", "keep", "masked", "es", masked, 18),
    ("keep", "keep", "placeholder", "es", placeholder, 22),
    ("keep", "keep", "content-id", "es", content_id, 10),
    ("keep", "keep", "isbn", "es", isbn, 8),
    ("keep", "keep", "statistic", "es", stat, 14),
    ("keep", "keep", "response-id", "en", acct_keep, 12),
    ("keep", "keep", "header-value", "en", keep_header, 16),
    ("keep", "keep", "role-mailbox", "pt", keep_pt, 12),
    ("keep", "keep", "role-mailbox", "en", keep_en, 8),
]
