"""Contexts for corpus 52: each maker returns one item's datum and the line(s) around it.

A maker returns a dict: ``value`` (the datum), ``lang``, ``form``, ``text`` (a one-line
sentence / log line / payload holding the datum, used for JSON/YAML fields and HTML
paragraphs), ``key`` (a JSON/YAML field name for it), and optionally ``html`` (an HTML
snippet of its own, e.g. a link), ``hdr`` (header name, header value: only planted into
recorded headers) or ``only`` ("html" / "data").
"""

# ruff: noqa: E501, RUF059
from __future__ import annotations

import string

import values as V
from values import pick, rand


def D(value, lang, form, text, key="snippet", **kw):
    return {"value": value, "lang": lang, "form": form, "text": text, "key": key, **kw}


def curp_case(c: str, i: int) -> tuple[str, str]:
    m = i % 5
    if m == 1:
        return c.lower(), "lower"
    if m == 2:
        return f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}", "spaced"
    if m == 3:
        return f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}", "hyphenated"
    return c, "upper"


# ====================================================================== personal


def p_curp(rng, i):
    p = V.person(rng)
    c, f = curp_case(V.curp(rng, p), i)
    t = [
        (
            f"Ficha de inscripción ciclo 2025-2026 — Alumno(a): {p['name']}, CURP {c}, grupo 3°B.",
            "es",
            "snippet",
        ),
        (
            f"Recordatorio IMSS: cita de medicina familiar para {p['short']} (CURP: {c}) el martes a las 9:40.",
            "es",
            "content",
        ),
        (
            f'[2025-03-14 10:22:07] INFO registro completado nombre="{p["name"]}" curp={c}',
            "es",
            "log",
        ),
        (f"{p['name']},{c},Tlaquepaque,Jal.", "es", "csv_row"),
        (
            f"Hola, mi CURP es {c} por si la necesitan para el trámite, saludos. — {p['given']}",
            "es",
            "comment",
        ),
        (
            f"Beneficiary {p['name']} — Mexican CURP {c} (population registry key).",
            "en",
            "description",
        ),
        (f"Nota de entrega: recibe {p['name']}, identificación CURP {c}.", "es", "note"),
    ][i % 7]
    return D(c, t[1], f"curp-{f} in {t[2]}", t[0], key=t[2])


def p_rfc(rng, i):
    p = V.person(rng)
    r = V.rfc_fisica(rng, p)
    m = i % 4
    r, f = [
        (r, "plain"),
        (f"{r[:4]}-{r[4:10]}-{r[10:]}", "hyphenated"),
        (f"{r[:4]} {r[4:10]} {r[10:]}", "spaced"),
        (r.lower(), "lower"),
    ][m]
    t = [
        (
            f"Solicitud de factura: {p['name']}, RFC {r}, uso CFDI G03, régimen 612.",
            "es",
            "description",
        ),
        (
            f"Ticket #4471 — el cliente {p['short']} pide corregir su RFC a {r} en la factura de marzo.",
            "es",
            "content",
        ),
        (
            f"Recibo de arrendamiento. Arrendador: {p['name']} (RFC: {r}). Mes: abril.",
            "es",
            "snippet",
        ),
        (f"Mi RFC es {r}, ¿me pueden mandar el XML otra vez?", "es", "comment"),
        (f"Taxpayer {p['name']}, Mexican RFC {r}, individual regime.", "en", "text"),
        (f'emisor_rfc={r} emisor_nombre="{p["name"]}" status=timbrado', "es", "log"),
    ][i % 6]
    return D(r, t[1], f"rfc-{f} in {t[2]}", t[0], key=t[2])


def p_nss(rng, i):
    p = V.person(rng)
    n = V.nss(rng, p)
    n, f = [
        (n, "plain"),
        (f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}", "hyphenated"),
        (f"{n[:4]} {n[4:6]} {n[6:10]} {n[10]}", "spaced"),
        (n, "plain"),
    ][i % 4]
    t = [
        (
            f"Alta ante el IMSS de {p['name']}, NSS {n}, salario base de cotización 412.50.",
            "es",
            "content",
        ),
        (f"Número de Seguridad Social: {n} — trabajador: {p['short']}", "es", "snippet"),
        (f"{p['name']} | NSS {n} | incapacidad por enfermedad general, 3 días", "es", "note"),
        (f"Employee {p['name']}, IMSS social security number {n}.", "en", "description"),
    ][i % 4]
    return D(n, t[1], f"nss-{f} in {t[2]}", t[0], key=t[2])


def p_ine(rng, i):
    p = V.person(rng)
    c = V.ine_clave(rng, p)
    if i % 3 == 1:
        c = c.lower()
    t = [
        (
            f"Credencial para votar de {p['name']} — clave de elector {c}, sección 1432.",
            "es",
            "snippet",
        ),
        (f"Identificación oficial: INE, clave de elector: {c} ({p['short']})", "es", "content"),
        (f"Copia de INE recibida. Clave elector {c}. Titular {p['name']}.", "es", "note"),
        (f"Voter ID (INE) of {p['name']}: elector key {c}.", "en", "text"),
    ][i % 4]
    return D(
        c, t[1], f"ine-clave-elector{'-lower' if i % 3 == 1 else ''} in {t[2]}", t[0], key=t[2]
    )


def p_clabe(rng, i):
    p = V.person(rng)
    c = V.clabe(rng)
    c, f = (c, "plain") if i % 3 else (f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "spaced")
    t = [
        (
            f"Para el reembolso deposita a mi cuenta: CLABE {c} a nombre de {p['name']}.",
            "es",
            "comment",
        ),
        (
            f"Datos de pago a proveedor persona física: {p['name']}, CLABE interbancaria {c}.",
            "es",
            "description",
        ),
        (f'beneficiario="{p["name"]}" clabe={c} monto=1850.00 estado=pendiente', "es", "log"),
        (f"Transferir a {p['short']}, CLABE {c}, concepto renta mayo.", "es", "snippet"),
        (f"Refund to {p['name']}, Mexican CLABE {c}.", "en", "text"),
    ][i % 5]
    return D(c, t[1], f"clabe-{f} in {t[2]}", t[0], key=t[2])


def p_card(rng, i):
    p = V.person(rng)
    num, brand = V.card(rng)
    sep = ["", " ", "-", " "][i % 4]
    c = V.group_card(num, sep) if sep else num
    t = [
        (f"Pago con tarjeta {c} vence 08/28 — titular {p['name']}.", "es", "snippet"),
        (f"Mi tarjeta es {c}, ¿por qué me rechazaron el cargo?", "es", "comment"),
        (f'card_number={c} holder="{p["name"]}" result=declined', "en", "log"),
        (f"Cartão {c} em nome de {V.person_br(rng)['name']}, validade 11/27.", "pt", "content"),
        (f"Please charge card {c} (exp 03/29), cardholder {p['name']}.", "en", "text"),
    ][i % 5]
    return D(
        c,
        t[1],
        f"card-{brand}-{'plain' if not sep else 'spaced' if sep == ' ' else 'hyphenated'} in {t[2]}",
        t[0],
        key=t[2],
    )


def p_passport(rng, i):
    p = V.person(rng)
    country = ["MX", "MX", "US", "ES", "BR", "AR", "MX", "GT"][i % 8]
    n = V.passport(rng, country)
    name = (
        V.person_en(rng)["name"]
        if country == "US"
        else V.person_br(rng)["name"]
        if country == "BR"
        else p["name"]
    )
    t = {
        "MX": [
            (f"Pasaporte mexicano de {name}: núm. {n}, vigente hasta 2031.", "es"),
            (f"Viajero: {name} — Pasaporte {n} — vuelo MEX-MAD", "es"),
            (f"Documento de identidad: pasaporte No. {n} ({name})", "es"),
        ][i % 3],
        "US": [(f"Traveler {name}, US passport number {n}, expires 2030.", "en")][0],
        "ES": [(f"Pasaporte español de {name}: {n}.", "es")][0],
        "BR": [(f"Passaporte de {name}: nº {n}, validade 2029.", "pt")][0],
        "AR": [(f"Pasaporte argentino N° {n} a nombre de {name}.", "es")][0],
        "GT": [(f"Pasaporte guatemalteco de {name}, número {n}.", "es")][0],
    }[country]
    key = pick(rng, ["snippet", "content", "note", "description"])
    return D(n, t[1], f"passport-{country} in {key}", t[0], key=key)


def p_birth(rng, i):
    p = V.person(rng)
    y, m, d = p["y"], p["m"], p["d"]
    forms = [
        (
            V.date_es(y, m, d),
            "es-long",
            f"{p['name']} nació el {V.date_es(y, m, d)} en Celaya, Gto.",
            "es",
        ),
        (
            f"{d:02d}/{m:02d}/{y}",
            "dd/mm/yyyy",
            f"Nombre: {p['name']} | Fecha de nacimiento: {d:02d}/{m:02d}/{y} | Tipo de sangre: O+",
            "es",
        ),
        (
            f"{y}-{m:02d}-{d:02d}",
            "iso",
            f'paciente="{p["name"]}" fecha_nacimiento={y}-{m:02d}-{d:02d} alergias=ninguna',
            "es",
        ),
        (
            V.date_en(y, m, d),
            "en-long",
            f"{V.person_en(rng)['name']} (born {V.date_en(y, m, d)}) joined the under-18 roster.",
            "en",
        ),
        (
            V.date_pt(y, m, d),
            "pt-long",
            f"{V.person_br(rng)['name']}, nascida em {V.date_pt(y, m, d)}, matrícula confirmada.",
            "pt",
        ),
        (
            f"{d:02d}-{['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'][m - 1]}-{y}",
            "dd-MMM-yyyy",
            f"Jugador: {p['short']} · F. nac.: {d:02d}-{['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'][m - 1]}-{y} · Categoría juvenil",
            "es",
        ),
        (
            f"{d}/{m}/{y}",
            "d/m/yyyy",
            f"Felicidades a {p['short']}, que cumple años: nacido el {d}/{m}/{y}.",
            "es",
        ),
    ]
    v, f, text, lang = forms[i % len(forms)]
    key = ["content", "snippet", "log", "text", "content", "note", "comment"][i % 7]
    return D(v, lang, f"birth-date-{f} in {key}", text, key=key)


def p_home(rng, i):
    p = V.person(rng)
    a = V.home_address(rng, i)
    t = [
        (f"Domicilio particular de {p['name']}: {a}.", "es", "content"),
        (f"Entregar a: {p['name']}, {a}. Tel. de contacto en la guía.", "es", "note"),
        (f"Se renta cuarto, informes con el dueño {p['short']} en su casa: {a}.", "es", "snippet"),
        (f"Paciente {p['name']} — domicilio: {a}", "es", "description"),
        (f'destinatario="{p["name"]}" direccion="{a}"', "es", "log"),
        (f"Home address of {p['name']}: {a}, Mexico.", "en", "text"),
    ][i % 6]
    return D(a, t[1], f"home-address-{i % 5} in {t[2]}", t[0], key=t[2])


PHONE_STYLES = [
    "intl_sp",
    "intl_1",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "compact_intl",
    "intl_paren",
    "bare",
    "bare",
    "521",
]


def p_phone(rng, i):
    p = V.person(rng)
    st = PHONE_STYLES[i % len(PHONE_STYLES)]
    n = V.fmt_phone(rng, st)
    if st == "bare":
        t = [
            (f"Comunícate con {p['short']} al {n}", "es"),
            (f"{p['name']} {n}", "es"),
            (f"Mi cel: {n} (pregunta por {p['given']})", "es"),
            (f"Contacto de emergencia: {p['name']}, celular {n}", "es"),
        ][(i // 12) % 4]
        key = pick(rng, ["snippet", "content", "note"])
        return D(n, t[1], f"phone-bare-10 in {key}", t[0], key=key)
    if i % 9 == 4:
        href = "tel:" + n.replace(" ", "").replace("(", "").replace(")", "").replace(
            ".", ""
        ).replace("-", "")
        snip = f'<p>Llama a {p["short"]}: <a href="{href}">{n}</a></p>'
        return D(
            n,
            "es",
            f"phone-{st} tel-link in html",
            f"Llama a {p['short']}: {n}",
            html=snip,
            only="html",
        )
    t = [
        (f"Vendo bicicleta rodada 26, informes con {p['short']} al {n}", "es"),
        (f"Tel. celular de {p['name']}: {n}", "es"),
        (f"Si tienes dudas márcame al {n}, soy {p['given']}.", "es"),
        (f"Responsable del menor: {p['name']} — teléfono {n}", "es"),
        (f'contacto="{p["name"]}" telefono="{n}" origen=formulario_web', "es"),
        (f"Call {V.person_en(rng)['name']} on her mobile, {n}.", "en"),
        (f"Fale com {V.person_br(rng)['name']} no celular {n}.", "pt"),
    ][i % 7]
    key = pick(rng, ["snippet", "content", "description", "comment", "text"])
    return D(n, t[1], f"phone-{st} in {key}", t[0], key=key)


def p_whatsapp(rng, i):
    p = V.person(rng)
    area, local = V.mobile(rng)
    ten = area + local
    url = [
        f"https://wa.me/52{ten}",
        f"https://wa.me/521{ten}?text=Hola",
        f"https://api.whatsapp.com/send?phone=52{ten}",
        f"https://wa.me/+52{ten}",
    ][i % 4]
    if i % 2 == 0:
        esc = url.replace("&", "&amp;")
        snip = f'<p>Escríbele a {p["short"]} por <a href="{esc}">WhatsApp</a></p>'
        return D(
            esc,
            "es",
            "whatsapp-link in html",
            f"WhatsApp de {p['short']}: {url}",
            html=snip,
            only="html",
        )
    return D(
        url,
        "es",
        "whatsapp-url in field",
        f"WhatsApp personal de {p['name']}: {url}",
        key="content",
    )


def p_email(rng, i):
    p = V.person(rng)
    st = ["plain", "plain", "accent", "upper", "mailto", "from", "plain", "accent"][i % 8]
    if st == "mailto":
        a = V.email(rng, p)
        url = f"mailto:{a}?subject=Cotizaci%C3%B3n&amp;body=Hola"
        snip = f'<p>Escríbele a {p["short"]}: <a href="{url}">{p["given"]}</a></p>'
        return D(a, "es", "email-mailto-query in html", "", html=snip, only="html")
    a = V.email(rng, p, "accent" if st == "accent" else "upper" if st == "upper" else "plain")
    if st == "from":
        return D(
            a,
            "es",
            "email-from-header-line in field",
            f"From: {p['name']} <{a}>",
            key="raw_message",
        )
    t = [
        (f"Mi correo es {a}, mándenme ahí la constancia.", "es", "comment"),
        (f"Ganadora del sorteo: {p['name']} ({a})", "es", "snippet"),
        (f"Contacto del tutor: {p['short']} — {a}", "es", "content"),
        (f"user_email={a} action=password_reset ip=201.141.22.9", "en", "log"),
        (f"Entre em contato com {V.person_br(rng)['name']}: {a}", "pt", "text"),
        (f"Reach me at {a} — {V.person_en(rng)['name']}", "en", "description"),
    ][i % 6]
    return D(a, t[1], f"email-{st} in {t[2]}", t[0], key=t[2])


def p_email_obf(rng, i):
    p = V.person(rng)
    a = V.email(rng, p)
    o = V.obfuscate(a, i)
    t = [
        (f"Mándame tus dudas a {o} — {p['short']}", "es"),
        (f"Correo de {p['name']}: {o}", "es"),
        (f"Email me: {o} ({V.person_en(rng)['name']})", "en"),
    ][i % 3]
    key = pick(rng, ["comment", "snippet", "content"])
    return D(o, t[1], f"email-obfuscated-{i % 6} in {key}", t[0], key=key)


def p_foreign(rng, i):
    m = i % 6
    if m == 0:
        v = V.dni_es(rng)
        return D(
            v,
            "es",
            "dni-es",
            f"{V.person(rng)['name']}, DNI {v}, socio n.º 2231 del club.",
            key="content",
        )
    if m == 1:
        c, dni = V.cuil(rng)
        return D(
            c, "es", "cuil-ar", f"Empleada {V.person(rng, True)['name']} — CUIL {c}", key="snippet"
        )
    if m == 2:
        d = V.cuil(rng)[1]
        d = f"{d[:2]}.{d[2:5]}.{d[5:]}"
        return D(
            d,
            "es",
            "dni-ar-dotted",
            f"Titular: {V.person(rng)['name']}, DNI {d} (Argentina)",
            key="note",
        )
    if m == 3:
        v = V.rut(rng)
        return D(
            v,
            "es",
            "rut-cl",
            f"Cliente {V.person(rng)['name']}, RUT {v}, Santiago.",
            key="description",
        )
    if m == 4:
        v = V.cpf(rng)
        return D(
            v, "pt", "cpf-br", f"Cadastro de {V.person_br(rng)['name']}, CPF {v}.", key="content"
        )
    v = V.ssn(rng)
    return D(
        v,
        "en",
        "ssn-us",
        f"Applicant {V.person_en(rng)['name']}, SSN {v}, W-4 on file.",
        key="text",
    )


def p_account(rng, i):
    m = i % 14
    h = lambda n: rand(rng, V.HEX, n)  # noqa: E731
    a = lambda n: rand(rng, V.ALNUM, n)  # noqa: E731
    if m == 0:
        v = "acct_" + a(16)
        return D(v, "en", "acct-json-field", v, key="account_id")
    if m == 1:
        v = "cust-" + str(rng.randint(10000, 999999))
        return D(v, "en", "cust-x-account-header", v, hdr="x-account")
    if m == 2:
        v = "org-" + a(24)
        return D(v, "en", "org-openai-organization-header", v, hdr="openai-organization")
    if m == 3:
        v = "proj_" + a(24)
        return D(v, "en", "proj-project-field", v, key="project")
    if m == 4:
        v = "user_" + a(24)
        return D(v, "en", "user-id-field", v, key="user_id")
    if m == 5:
        v = "acct_" + a(14)
        u = f"https://api.stripe.com/v1/accounts/{v}/balance"
        return D(v, "en", "acct-url-path", u, key="request_url")
    if m == 6:
        v = "ws_" + h(20)
        return D(v, "en", "workspace-id-field", v, key="workspace_id")
    if m == 7:
        v = "team_" + a(20)
        return D(
            v,
            "en",
            "team-in-error",
            f"Rate limit exceeded for team {v} on model sonar-pro; retry later",
            key="error_message",
        )
    if m == 8:
        v = "org_" + a(22)
        u = f"https://api.example-search.dev/v2/organizations/{v}/usage?month=2025-04"
        return D(v, "en", "org-url-path", u, key="uri_extra")
    if m == 9:
        v = str(rng.randint(100000000000, 999999999999))
        return D(v, "en", "aws-account-id-header", v, hdr="x-amz-account-id")
    if m == 10:
        v = "cus_" + a(14)
        return D(v, "en", "stripe-customer-field", v, key="customer")
    if m == 11:
        v = a_uuid = V.a_uuid(rng)
        return D(
            v,
            "es",
            "cuenta-en-mensaje",
            f"La cuenta {a_uuid} superó su cuota mensual de búsquedas",
            key="mensaje",
        )
    if m == 12:
        v = "proj_" + a(20)
        return D(v, "en", "openai-project-header", v, hdr="openai-project")
    v = "acc-" + h(12)
    return D(v, "en", "x-account-id-header", v, hdr="x-account-id")


# ====================================================================== secrets

PROVIDERS = [
    "openai",
    "anthropic",
    "tavily",
    "brave",
    "serpapi",
    "serper",
    "firecrawl",
    "jina",
    "perplexity",
    "groq",
    "google",
    "hf",
    "xai",
    "exa",
    "mistral",
    "cohere",
    "openrouter",
    "stripe",
    "github",
    "github_pat",
    "gitlab",
    "sendgrid",
    "deepseek",
    "mailgun",
    "replicate",
    "npm",
]
HDR = {
    "openai": "Authorization",
    "anthropic": "x-api-key",
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serper": "X-API-KEY",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "perplexity": "Authorization",
    "groq": "Authorization",
    "google": "x-goog-api-key",
    "exa": "x-api-key",
    "mistral": "Authorization",
    "cohere": "Authorization",
    "openrouter": "Authorization",
    "xai": "Authorization",
    "serpapi": "X-SerpApi-Key",
}


def s_header(rng, i):
    prov = list(HDR)[i % len(HDR)]
    k = V.api_key(rng, prov)
    name = HDR[prov]
    val = f"Bearer {k}" if name == "Authorization" else k
    return D(k, "en", f"api-key-header-{prov}", val, hdr=name)


def s_query(rng, i):
    prov = ["serpapi", "google", "brave", "tavily", "serper", "google"][i % 6]
    k = V.api_key(rng, prov)
    url = {
        "serpapi": f"https://serpapi.com/search.json?q=semantic+kernel&engine=google&api_key={k}",
        "google": f"https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=kernel",
        "brave": f"https://api.search.brave.com/res/v1/web/search?q=kernel&token={k}",
        "tavily": f"https://api.tavily.com/search?api_key={k}&query=pydantic",
        "serper": f"https://google.serper.dev/search?apiKey={k}&q=clima+cdmx",
    }[prov]
    key = ["uri_extra", "request_url", "next_page", "source_url"][i % 4]
    return D(k, "en", f"api-key-query-{prov} in {key}", url, key=key)


def s_curl(rng, i):
    prov = ["tavily", "openai", "firecrawl", "exa", "perplexity", "jina", "brave", "anthropic"][
        i % 8
    ]
    k = V.api_key(rng, prov)
    hdr = HDR.get(prov, "Authorization")
    hv = f"Bearer {k}" if hdr == "Authorization" else k
    cmd = f"curl -s https://api.{prov}.com/v1/search -H 'Content-Type: application/json' -H '{hdr}: {hv}' -d '{{}}'"
    lang = "es" if i % 2 else "en"
    text = f"Para reproducir: {cmd}" if lang == "es" else f"Repro: {cmd}"
    return D(k, lang, f"api-key-curl-{prov}", text, key="repro")


def s_env(rng, i):
    prov = PROVIDERS[(i * 3) % len(PROVIDERS)]
    k = V.api_key(rng, prov)
    var = prov.upper().replace("_PAT", "") + "_API_KEY"
    forms = [
        f"{var}={k}",
        f'export {var}="{k}"'.replace('"', "'"),
        f"{prov}_api_key: {k}",
        f"[{prov}] api_key = {k}",
    ]
    t = forms[i % 4]
    return D(k, "en", f"api-key-env-{i % 4}-{prov}", t, key="env_line")


def s_json(rng, i):
    prov = PROVIDERS[(i * 5 + 1) % len(PROVIDERS)]
    k = V.api_key(rng, prov)
    key = ["api_key", "apiKey", "token", "secret_key", "clave_api", "access_token"][i % 6]
    return D(k, "en" if i % 3 else "es", f"api-key-json-field-{prov}", k, key=key)


def s_error(rng, i):
    prov = ["openai", "tavily", "groq", "openrouter", "anthropic", "serper", "firecrawl", "google"][
        i % 8
    ]
    k = V.api_key(rng, prov)
    t = [
        f"Incorrect API key provided: {k}. You can find your API key at https://platform.example/account/api-keys.",
        f"Error 401: la clave {k} no es válida o fue revocada",
        f"AuthenticationError: invalid x-api-key '{k}'".replace("'", ""),
        f"HTTP 403 Forbidden for url https://api.example.com/search?key={k}",
    ][i % 4]
    return D(k, "es" if i % 4 == 1 else "en", f"api-key-error-{prov}", t, key="error_message")


def s_prose(rng, i):
    prov = ["tavily", "brave", "openai", "serpapi", "exa", "groq", "perplexity", "mistral"][i % 8]
    k = V.api_key(rng, prov)
    t = [
        (f"Te paso la llave de {prov} para el demo: {k} (no la compartas)", "es"),
        (f"Usé esta API key en el notebook: {k}", "es"),
        (f"Here is the {prov} key for staging: {k}", "en"),
        (f"A chave da API é {k}, use só no ambiente de testes.", "pt"),
    ][i % 4]
    return D(k, t[1], f"api-key-prose-{prov}", t[0], key=pick(rng, ["comment", "note", "content"]))


def s_bearer(rng, i):
    tok = rand(rng, V.ALNUM, 40) if i % 2 else "ya29." + rand(rng, V.ALNUM + "_-", 120)
    if i % 3 == 0:
        return D(tok, "en", "bearer-opaque-header", f"Bearer {tok}", hdr="Authorization")
    return D(tok, "en", "bearer-in-log", f"> Authorization: Bearer {tok}", key="debug")


def s_basic(rng, i):
    user = pick(rng, ["svc-search", "crawler", "admin", "deploy"])
    pw = rand(rng, V.ALNUM, 18)
    b = V.base64.b64encode(f"{user}:{pw}".encode()).decode()
    if i % 2:
        return D(b, "en", "basic-auth-header", f"Basic {b}", hdr="Authorization")
    u = f"https://{user}:{pw}@proxy.interno.example.mx:8443/search"
    return D(f"{user}:{pw}", "en", "basic-auth-in-url", u, key="proxy_url")


def s_cookie(rng, i):
    v = rand(rng, V.ALNUM, 32)
    name = ["sessionid", "connect.sid", "PHPSESSID", "_session_id"][i % 4]
    if i % 2:
        return D(
            v,
            "en",
            f"cookie-set-cookie-{name}",
            f"{name}={v}; Path=/; HttpOnly; Secure",
            hdr="set-cookie",
        )
    return D(v, "en", f"cookie-request-{name}", f"{name}={v}; lang=es-MX", hdr="Cookie")


def s_jwt(rng, i):
    t = V.jwt(rng, "user_" + rand(rng, V.ALNUM, 8))
    if i % 2:
        return D(t, "en", "jwt-bearer-header", f"Bearer {t}", hdr="Authorization")
    return D(t, "en", "jwt-field", t, key="id_token")


def s_pem(rng, i):
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 4]
    rows = V.pem(rng, kind)
    if i % 2 == 0:
        snip = "<pre>" + rows[0] + "\n" + "\n".join(rows[1:]) + "</pre>"
        return D(rows[0], "en", f"pem-{kind} in html pre", "", html=snip, only="html")
    return D(rows[0], "en", f"pem-{kind} in field", "\n".join(rows), key="private_key", only="data")


def s_cloud(rng, i):
    ak, sk = V.aws_pair(rng)
    if i % 2:
        return D(
            sk, "en", "aws-secret-access-key", f"aws_secret_access_key = {sk}", key="credentials"
        )
    return D(ak, "en", "aws-access-key-id", f"AWS_ACCESS_KEY_ID={ak}", key="env_line")


def s_conn(rng, i):
    pw = rand(rng, V.ALNUM, 16)
    t = [
        f"postgresql://app_user:{pw}@db.interno.example.mx:5432/busquedas",
        f"mongodb+srv://lector:{pw}@cluster0.ab1cd.mongodb.net/fixtures?retryWrites=true",
        f"redis://default:{pw}@cache.example.net:6379/0",
        f"mysql://root:{pw}@10.0.3.14:3306/crm",
        f"Server=tcp:sql.example.net,1433;Database=ventas;User ID=svc;Password={pw};",
    ][i % 5]
    return D(pw, "en", f"connection-string-{i % 5}", t, key="database_url")


def s_signed(rng, i):
    sig = rand(rng, V.HEX, 64)
    t = [
        f"https://fixtures-bucket.s3.amazonaws.com/captura.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rand(rng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}%2F20250314%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature={sig}",
        f"https://storage.googleapis.com/capturas/doc.html?X-Goog-Signature={sig}&X-Goog-Expires=900",
        f"https://cuenta.blob.core.windows.net/capturas/pagina.html?sv=2022-11-02&sp=r&sig={rand(rng, V.ALNUM, 43)}%3D",
    ][i % 3]
    v = t.split("Signature=")[-1] if "Signature=" in t else t.split("sig=")[-1]
    v = v.split("&")[0]
    return D(v, "en", f"signed-url-{i % 3}", t, key="download_url", only="data")


def s_webhook(rng, i):
    t = [
        f"https://hooks.slack.com/services/T{rand(rng, string.ascii_uppercase + string.digits, 8)}/B{rand(rng, string.ascii_uppercase + string.digits, 10)}/{rand(rng, V.ALNUM, 24)}",
        f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{rand(rng, V.ALNUM + '_-', 68)}",
        f"https://outlook.office.com/webhook/{V.a_uuid(rng)}@{V.a_uuid(rng)}/IncomingWebhook/{rand(rng, V.HEX, 32)}/{V.a_uuid(rng)}",
    ][i % 3]
    v = t.rsplit("/", 1)[-1]
    return D(
        v,
        "es" if i % 2 else "en",
        f"webhook-url-{i % 3}",
        f"Alertas del scraper van a {t}" if i % 2 else f"notify: {t}",
        key="webhook",
    )


# ====================================================================== keepers


def k_role(rng, i):
    comp, dom = pick(rng, V.COMPANIES)
    role = [
        "ventas",
        "contacto",
        "soporte",
        "facturacion",
        "prensa",
        "atencion.clientes",
        "rh",
        "info",
        "hola",
        "sales",
        "support",
        "privacidad",
    ][i % 12]
    a = f"{role}@{dom}"
    if i % 7 == 3:
        a = a.upper()
    if i % 9 == 5:
        snip = f'<p>Cotizaciones: <a href="mailto:{a}?subject=Cotizaci%C3%B3n">{a}</a></p>'
        return D(a, "es", "role-mailbox-mailto-query in html", "", html=snip, only="html")
    t = [
        (f"{comp}: escríbenos a {a} para cotizaciones y pedidos de mayoreo.", "es", "snippet"),
        (a, "es", "contact_email"),
        (f"Reply-To: {comp} <{a}>", "es", "raw_message"),
        (f"Para facturación electrónica envía tu constancia a {a}", "es", "content"),
        (f"Questions? Contact {a}", "en", "description"),
        (f"Dúvidas: {a}", "pt", "text"),
    ][i % 6]
    return D(a, t[1], f"role-mailbox in {t[2]}", t[0], key=t[2])


def k_gov(rng, i):
    dom = V.GOV[i % len(V.GOV)]
    role = [
        "contacto",
        "atencion.ciudadana",
        "transparencia",
        "quejas",
        "comunicacion.social",
        "datos.personales",
        "unidad.transparencia",
        "orientacion",
    ][i % 8]
    a = f"{role}@{dom}"
    t = [
        (f"Unidad de Transparencia: {a}, Tel. 800 123 4550", "es"),
        (f"Dudas sobre el trámite: {a}", "es"),
        (f"Correo institucional para solicitudes: {a}", "es"),
    ][i % 3]
    return D(
        a, t[1], "gov-role-mailbox", t[0], key=pick(rng, ["snippet", "contact_email", "content"])
    )


def _land(rng):
    area = pick(rng, ["55", "33", "81"])
    return area, str(rng.randint(5, 5)) + rand(rng, string.digits, 7)


def k_switch(rng, i):
    comp, _ = pick(rng, V.COMPANIES)
    area, loc = _land(rng)
    ext = rng.randint(100, 4999)
    n = [
        f"({area}) {loc[:4]}-{loc[4:]}",
        f"{area} {loc[:4]} {loc[4:]}",
        f"+52 {area} {loc[:4]} {loc[4:]}",
        f"{area}-{loc[:4]}-{loc[4:]}",
    ][i % 4]
    t = [
        (f"Conmutador: {n} ext. {ext}", "es", "snippet"),
        (f"{comp} — Tel. oficina {n}, lunes a viernes de 9:00 a 18:00 h.", "es", "content"),
        (f"Atención a clientes de {comp}: {n}, opción 2", "es", "description"),
        (f"Oficinas corporativas {comp}. Conmutador {n}", "es", "text"),
        (f"{comp} — main office line {n} ext. {ext}", "en", "snippet"),
        (f"Sucursal Centro, teléfono de la tienda: {n} ext. {ext}", "es", "note"),
    ][i % 6]
    return D(n, t[1], f"switchboard-{i % 4} in {t[2]}", t[0], key=t[2])


def k_tollfree(rng, i):
    d = rand(rng, string.digits, 7)
    n = [
        f"800 {d[:3]} {d[3:]}",
        f"01 800 {d[:3]} {d[3:]}",
        f"+52 800 {d[:3]} {d[3:]}",
        f"800-{d[:3]}-{d[3:]}",
        f"1-800-{d[:3]}-{d[3:]}",
    ][i % 5]
    t = [
        (f"Línea sin costo: {n}", "es"),
        (f"Llama gratis al {n} las 24 horas.", "es"),
        (f"Atención telefónica {n} (sin costo desde todo el país)", "es"),
        (f"Toll-free customer line: {n}", "en"),
    ][i % 4]
    return D(n, t[1], f"toll-free-{i % 5}", t[0], key=pick(rng, ["snippet", "content", "phone"]))


def k_official(rng, i):
    area, loc = _land(rng)
    n = f"{area} {loc[:4]} {loc[4:]}"
    ext = rng.randint(10000, 99999)
    t = [
        (f"Oficialía de partes de la Secretaría: Tel. {n} ext. {ext}", "es"),
        (f"Mesa de ayuda del IMSS: {n}, extensión {ext}", "es"),
        (f"Dirección General de Normas: tel. {n} ext. {ext}", "es"),
    ][i % 3]
    return D(n, t[1], "official-contact", t[0], key="content")


def k_caddr(rng, i):
    comp, _ = pick(rng, V.COMPANIES)
    a = V.office_address(rng, i)
    t = [
        (f"Oficinas de {comp}: {a}.", "es"),
        (f"Sucursal matriz: {a}", "es"),
        (f"Visítanos en nuestra tienda: {a}, horario de 10 a 19 h.", "es"),
        (f"{comp} head office: {a}, Mexico", "en"),
        (f"Sede del evento: Centro de Convenciones, {a}", "es"),
    ][i % 5]
    return D(a, t[1], "company-address", t[0], key=pick(rng, ["snippet", "address", "content"]))


def k_crfc(rng, i):
    comp, _ = pick(rng, V.COMPANIES)
    r = V.rfc_moral(rng, comp)
    t = [
        (f"{comp}, S.A. de C.V. — RFC {r}", "es"),
        (f"Emisor: {comp} S.A. de C.V., RFC: {r}, régimen 601", "es"),
        (r, "es"),
    ][i % 3]
    return D(r, "es", "company-rfc", t[0], key="rfc_emisor" if i % 3 == 2 else "snippet")


def k_cclabe(rng, i):
    comp, _ = pick(rng, V.COMPANIES)
    c = V.clabe(rng)
    return D(
        c,
        "es",
        "company-clabe-payments",
        f"Datos para pago por transferencia — Beneficiario: {comp}, S.A. de C.V. · CLABE {c} · Referencia: número de pedido",
        key="payment_info",
    )


def k_date(rng, i):
    y, m, d = rng.randint(2017, 2026), rng.randint(1, 12), rng.randint(1, 28)
    t = [
        (V.date_es(y, m, d), f"Publicado el {V.date_es(y, m, d)}", "es"),
        (f"{y}-{m:02d}-{d:02d}", f"{y}-{m:02d}-{d:02d}", "en"),
        (f"{d:02d}/{m:02d}/{y}", f"Última actualización: {d:02d}/{m:02d}/{y}", "es"),
        (V.date_en(y, m, d), f"Updated {V.date_en(y, m, d)}", "en"),
        (
            f"{d:02d}/{m:02d}/{y}",
            f"DOF {d:02d}/{m:02d}/{y} — Acuerdo por el que se modifica la NOM-051",
            "es",
        ),
        (V.date_pt(y, m, d), f"Publicado em {V.date_pt(y, m, d)}", "pt"),
        (str(y), f"© {y} {pick(rng, V.COMPANIES)[0]}. Todos los derechos reservados.", "es"),
    ][i % 7]
    key = [
        "published_date",
        "retrieved",
        "fecha_actualizacion",
        "updated",
        "content",
        "text",
        "footer",
    ][i % 7]
    return D(t[0], t[2], f"date-{i % 7}", t[1], key=key)


def k_price(rng, i):
    p = f"{rng.randint(99, 48999):,}.{rng.randint(0, 99):02d}"
    t = [
        (f"${p} MXN", f"Precio: ${p} MXN, IVA incluido", "es"),
        (f"USD {p}", f"Plan Pro: USD {p}/mes", "en"),
        (f"R$ {p}", f"Por apenas R$ {p} por mês", "pt"),
    ][i % 3]
    return D(t[0], t[2], "price", t[1], key="price" if i % 2 else "snippet")


def k_version(rng, i):
    v = f"{rng.randint(0, 5)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    t = [
        f"python-requests/{v}",
        f"Semantic Kernel v{v}",
        f"chromium {v}.{rng.randint(1000, 7000)}",
    ][i % 3]
    return D(v, "en", "version", t, key="user_agent_extra" if i % 3 == 0 else "version")


def k_reqid(rng, i):
    u = V.a_uuid(rng)
    t = [
        ("request_id", u),
        ("x-request-id", u),
        ("traceparent", f"00-{rand(rng, V.HEX, 32)}-{rand(rng, V.HEX, 16)}-01"),
    ][i % 3]
    v = t[1] if i % 3 < 2 else t[1].split("-")[1]
    if i % 3 == 1:
        return D(v, "en", "request-id-header", v, hdr="x-request-id")
    return D(v, "en", f"request-id-{t[0]}", t[1], key=t[0])


def k_hash(rng, i):
    t = [
        ("sha256", V.hex_hash(rng, 64)),
        ("commit", V.hex_hash(rng, 40)),
        ("etag", V.hex_hash(rng, 32)),
        ("md5", V.hex_hash(rng, 32)),
    ][i % 4]
    if t[0] == "etag":
        return D(t[1], "en", "etag-header", f'W/"{t[1]}"'.replace('"', ""), hdr="etag")
    return D(t[1], "en", f"hash-{t[0]}", t[1], key=f"{t[0]}_original" if t[0] == "sha256" else t[0])


def k_content_id(rng, i):
    t = [
        ("doc_id", f"doc_{rand(rng, V.HEX, 16)}"),
        ("result_id", f"res-{rng.randint(10**8, 10**9)}"),
        ("cache_key", f"cache:{rand(rng, V.HEX, 24)}"),
        ("chunk_id", f"{V.a_uuid(rng)}#chunk-{rng.randint(1, 40)}"),
        (
            "isbn",
            "978-607-" + rand(rng, string.digits, 2) + "-" + rand(rng, string.digits, 4) + "-0",
        ),
    ][i % 4]
    return D(t[1], "en", f"content-id-{t[0]}", t[1], key=t[0])


def k_order(rng, i):
    n = [
        f"MX-{rng.randint(10**7, 10**8)}",
        f"#{rng.randint(100000, 999999)}",
        str(rng.randint(10**9, 9 * 10**9)),
        f"PED-{rng.randint(2023, 2026)}-{rng.randint(1000, 99999):05d}",
    ][i % 4]
    t = [
        (f"Tu pedido {n} fue enviado.", "es"),
        (f"Error 409: el pedido {n} ya fue pagado", "es"),
        (f"Folio de compra: {n}", "es"),
        (f"Order {n} could not be refunded: already settled", "en"),
    ][i % 4]
    return D(
        n,
        t[1],
        f"order-number-{i % 4}",
        t[0],
        key=pick(rng, ["snippet", "error_message", "content"]),
    )


def k_tracking(rng, i):
    n = [
        "1Z" + rand(rng, string.ascii_uppercase + string.digits, 16),
        rand(rng, string.digits, 12),
        rand(rng, string.digits, 22),
        "MX" + rand(rng, string.digits, 9) + "MX",
    ][i % 4]
    t = [
        (f"Número de guía: {n} (paquetería)", "es"),
        (f"Rastrea tu envío con la guía {n}", "es"),
        (f"Tracking number {n}", "en"),
    ][i % 3]
    return D(n, t[1], f"tracking-number-{i % 4}", t[0], key="tracking")


def k_case(rng, i):
    n = [
        f"CASE-{rng.randint(10**5, 10**6)}",
        f"Folio {rng.randint(2024, 2026)}/{rng.randint(1000, 9999)}",
        f"INC{rng.randint(10**6, 10**7)}",
        f"Expediente {rng.randint(100, 999)}/{rng.randint(2020, 2025)}",
    ][i % 4]
    v = n.split(" ")[-1]
    t = [
        (f"Tu caso {n} fue escalado a segundo nivel", "es"),
        (f"Support ticket {n} closed", "en"),
        (f"Queja PROFECO {n} en trámite", "es"),
    ][i % 3]
    return D(v, t[1], "case-number", t[0], key="error_message" if i % 2 else "snippet")


def k_masked(rng, i):
    t = [
        (f"**** **** **** {rng.randint(1000, 9999)}", "Tarjeta terminación {v}"),
        (f"****{rng.randint(1000, 9999)}", "Cargo a la tarjeta {v} aprobado"),
        ("redacted@example.test", "Contacto: {v}"),
        ("+52-000-000-0000", "Teléfono: {v}"),
        (f"sk-...{rand(rng, V.ALNUM, 4)}", "API key: {v} (revocada)"),
        (f"CLABE ************{rng.randint(100000, 999999)}", "Depósito a {v}"),
    ][i % 6]
    return D(
        t[0],
        "es",
        f"masked-{i % 6}",
        t[1].format(v=t[0]),
        key=pick(rng, ["snippet", "note", "content"]),
    )


def k_placeholder(rng, i):
    t = [
        ("YOUR_API_KEY", "Authorization: Bearer YOUR_API_KEY", "en"),
        ("sk-...", "export OPENAI_API_KEY=sk-...", "en"),
        ("tvly-xxxxxxxxxxxxxxxxxxxxxxxx", "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxx", "en"),
        ("${BRAVE_API_KEY}", "X-Subscription-Token: ${BRAVE_API_KEY}", "en"),
        ("<tu-api-key>", "curl -H 'x-api-key: <tu-api-key>' https://api.exa.ai/search", "es"),
        ("usuario@ejemplo.com", "Escribe tu correo, p. ej. usuario@ejemplo.com", "es"),
        ("XXXX000000XXXXXX00", "CURP: XXXX000000XXXXXX00 (formato de ejemplo)", "es"),
        ("55 0000 0000", "Teléfono (10 dígitos), ej. 55 0000 0000", "es"),
        ("{{api_key}}", "api_key: {{api_key}}", "en"),
        ("<REDACTED>", "Authorization: Bearer <REDACTED>", "en"),
        ("sk-ant-xxxxx", "ANTHROPIC_API_KEY=sk-ant-xxxxx # reemplaza con tu llave", "es"),
        ("your-project-id", "project: your-project-id", "en"),
        ("AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "en"),
    ][i % 13]
    v, text = t[0], t[1]
    if "<" in text:
        esc = text.replace("<", "&lt;").replace(">", "&gt;")
        vesc = v.replace("<", "&lt;").replace(">", "&gt;")
        return D(vesc, t[2], f"placeholder-{i % 13} in html", "", html=f"<p>{esc}</p>", only="html")
    return D(
        v,
        t[2],
        f"placeholder-{i % 13}",
        text,
        key=pick(rng, ["example", "docs_snippet", "content"]),
    )


def k_stat(rng, i):
    n = [
        str(rng.randint(10**9, 9 * 10**9)),
        f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%",
        f"{rng.randint(10**6, 10**8):,}",
    ][i % 3]
    t = [
        (f"Visitas totales del portal: {n}", "es"),
        (f"Crecimiento anual de {n} en ventas", "es"),
        (f"Population: {n} inhabitants", "en"),
    ][i % 3]
    return D(n, t[1], f"statistic-{i % 3}", t[0], key=pick(rng, ["snippet", "content", "total"]))


PERSONAL = [
    ("curp", p_curp, 28),
    ("rfc-persona-fisica", p_rfc, 22),
    ("nss", p_nss, 16),
    ("ine-clave-elector", p_ine, 14),
    ("clabe", p_clabe, 14),
    ("card", p_card, 16),
    ("passport", p_passport, 22),
    ("birth-date", p_birth, 24),
    ("home-address", p_home, 26),
    ("phone", p_phone, 52),
    ("whatsapp", p_whatsapp, 10),
    ("email", p_email, 30),
    ("email-obfuscated", p_email_obf, 12),
    ("foreign-id", p_foreign, 20),
    ("account-id", p_account, 52),
]
SECRET = [
    ("api-key-header", s_header, 16),
    ("api-key-query", s_query, 12),
    ("api-key-curl", s_curl, 10),
    ("api-key-env", s_env, 12),
    ("api-key-json", s_json, 12),
    ("api-key-error", s_error, 12),
    ("api-key-prose", s_prose, 10),
    ("bearer-token", s_bearer, 10),
    ("basic-auth", s_basic, 6),
    ("cookie", s_cookie, 8),
    ("jwt", s_jwt, 6),
    ("private-key", s_pem, 6),
    ("cloud-key", s_cloud, 6),
    ("connection-string", s_conn, 8),
    ("signed-url", s_signed, 6),
    ("webhook-url", s_webhook, 6),
]
KEEP = [
    ("role-mailbox", k_role, 40),
    ("gov-role-mailbox", k_gov, 16),
    ("switchboard", k_switch, 34),
    ("toll-free", k_tollfree, 20),
    ("official-contact", k_official, 10),
    ("company-address", k_caddr, 26),
    ("company-rfc", k_crfc, 16),
    ("company-clabe", k_cclabe, 8),
    ("date", k_date, 26),
    ("price", k_price, 16),
    ("version", k_version, 12),
    ("request-id", k_reqid, 18),
    ("hash", k_hash, 16),
    ("content-id", k_content_id, 10),
    ("order-number", k_order, 16),
    ("tracking-number", k_tracking, 12),
    ("case-number", k_case, 12),
    ("masked", k_masked, 18),
    ("placeholder", k_placeholder, 26),
    ("statistic", k_stat, 14),
]
