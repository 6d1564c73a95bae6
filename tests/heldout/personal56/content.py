"""Content of corpus 56: what each item says, before it is placed into a capture.

Each maker returns a list of ``Spec``s. A spec is one datum (``value``) in its context:

- ``where="any"``: ``text`` is a sentence / log line / CSV row holding the datum; it can go
  into an HTML page (as a ``<p>``, ``<li>``-free block), a JSON/YAML field (``key``) or a
  JSON array of strings;
- ``where="field"``: JSON/YAML only, ``key: value`` with the bare datum as the value;
- ``where="header"``: a recorded header of a cassette (``key`` is the header name);
- ``where="html"``: ``text`` is ready HTML (links, ``<pre>``), value as written there.
"""

from __future__ import annotations

import base64
import random
from dataclasses import dataclass

from values import (
    ALNUM,
    HEX,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    PLACES,
    api_key,
    birth,
    card,
    clabe,
    company_address,
    cpf,
    cuil,
    curp,
    digits,
    dni_ar,
    dni_es,
    email_local,
    fmt_phone,
    hexdigest,
    home_address,
    ine_clave,
    isbn13,
    issn,
    jwt,
    mobile,
    nss,
    passport,
    pem_private_key,
    person,
    personal_email,
    rfc_fisica,
    rfc_moral,
    rs,
    rut,
    ssn,
    uuid4,
)


@dataclass
class Spec:
    label: str
    family: str
    kind: str
    lang: str
    form: str
    value: str
    text: str
    key: str
    where: str = "any"


def _langs(n: int, en: float = 0.2, pt: float = 0.1) -> list[str]:
    out = []
    for i in range(n):
        f = (i * 0.618034) % 1.0
        out.append("en" if f < en else "pt" if f < en + pt else "es")
    return out


def P(kind, lang, form, value, text, key="text", where="any", family="personal"):
    return Spec("personal", family, kind, lang, form, value, text, key, where)


def S(kind, lang, form, value, text, key="text", where="any"):
    return Spec("secret", "secret", kind, lang, form, value, text, key, where)


def K(kind, lang, form, value, text, key="text", where="any"):
    return Spec("keep", "keep", kind, lang, form, value, text, key, where)


TEXT_KEYS = [
    "snippet",
    "content",
    "description",
    "text",
    "note",
    "summary",
    "comment",
    "body_text",
    "excerpt",
    "markdown",
]


def tk(rng: random.Random) -> str:
    return rng.choice(TEXT_KEYS)


COMPANIES = [
    ("Distribuidora Azteca del Bajío", "azteca-bajio.com.mx"),
    ("Grupo Ferretero Lomas", "ferrelomas.mx"),
    ("Clínica Dental Sonríe", "sonrie.com.mx"),
    ("Mueblería Hernández e Hijos", "muebleshernandez.mx"),
    ("Transportes Rápidos del Norte", "trn.com.mx"),
    ("Colegio Miguel Hidalgo", "colegiohidalgo.edu.mx"),
    ("Inmobiliaria Casa Clara", "casaclara.mx"),
    ("Laboratorios Biomédica", "biomedica.com.mx"),
    ("Papelería La Estrella", "laestrella.com.mx"),
    ("Seguros Confianza", "segurosconfianza.mx"),
    ("Hotel Real del Puerto", "realdelpuerto.com"),
    ("Agencia de Viajes Sol y Mar", "solymar.travel"),
    ("Consultoría Tributaria Zaragoza", "ctzaragoza.mx"),
    ("Panificadora El Trigal", "eltrigal.mx"),
    ("Talleres Automotrices Vega", "tallervega.com.mx"),
    ("Óptica Visión Clara", "visionclara.mx"),
]
GOV = [
    "imss.gob.mx",
    "sat.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "profeco.gob.mx",
    "condusef.gob.mx",
    "sep.gob.mx",
    "nl.gob.mx",
    "queretaro.gob.mx",
]


# =============================================================== personal


def personal_items(rng: random.Random) -> list[Spec]:
    out: list[Spec] = []
    R = rng

    # ---- e-mails (30)
    for i, lang in enumerate(_langs(30)):
        p = person(R, lang)
        f = i % 6
        if f == 0:
            v = personal_email(R, p)
            t = {
                "es": f"Para apartar tu lugar escribe directamente a {p['short']}: {v} (cupo limitado).",
                "en": f"Questions about the listing? Email the owner, {p['short']}, at {v}.",
                "pt": f"Interessados podem falar com {p['short']} pelo e-mail {v}.",
            }[lang]
            out.append(P("email", lang, "freemail in a snippet", v, t, tk(R)))
        elif f == 1:
            v = personal_email(R, p, accented=True)
            t = {
                "es": f"Mi correo personal es {v}, ahí les mando el comprobante. — {p['given']}",
                "en": f"Contact: {p['full']} <{v}>",
                "pt": f"Meu e-mail pessoal: {v} — {p['given']}",
            }[lang]
            out.append(P("email", lang, "accented local part", v, t, tk(R)))
        elif f == 2:
            v = personal_email(R, p).upper()
            t = {
                "es": f"CONTACTO: {p['full'].upper()} / {v} / DISPONIBLE FINES DE SEMANA",
                "en": f"REPLY TO {v} ({p['short']})",
                "pt": f"CONTATO {p['short'].upper()}: {v}",
            }[lang]
            out.append(P("email", lang, "upper case", v, t, tk(R)))
        elif f == 3:
            v = personal_email(R, p)
            out.append(
                P(
                    "email",
                    lang,
                    "bare value in a contact field",
                    v,
                    v,
                    R.choice(["email", "contact_email", "author_email", "correo", "reply_to"]),
                    "field",
                )
            )
        elif f == 4:
            v = personal_email(R, p)
            subj = {"es": "Informes%20renta", "en": "Question", "pt": "Duvida"}[lang]
            label = {"es": "Escríbele", "en": "Email me", "pt": "Fale comigo"}[lang]
            h = f'<p>{p["short"]} — <a href="mailto:{v}?subject={subj}&amp;cc=">{label}</a></p>'
            out.append(P("email", lang, "mailto link with a query", v, h, where="html"))
        else:
            v = personal_email(R, p)
            t = f"From: {p['full']} <{v}>"
            out.append(P("email", lang, "From header line in an extracted thread", v, t, tk(R)))

    # ---- obfuscated e-mails (12)
    for i, lang in enumerate(_langs(12)):
        p = person(R, lang)
        loc = email_local(R, p)
        dom, tld = R.choice(
            [("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com")]
        )
        v = [
            f"{loc} [arroba] {dom} [punto] {tld}",
            f"{loc}(arroba){dom}(punto){tld}",
            f"{loc} at {dom} dot {tld}",
            f"{loc} [at] {dom} [dot] {tld}",
            f"{loc} arroba {dom} punto {tld}",
            f"{loc}@{dom} punto {tld}",
        ][i % 6]
        t = {
            "es": f"Si te interesa el cachorro manda mensaje a {p['given']}: {v}",
            "en": f"Reach {p['given']} at {v} (no spam please)",
            "pt": f"Falar com {p['given']}: {v}",
        }[lang]
        out.append(P("email-obfuscated", lang, "obfuscated e-mail", v, t, tk(R)))

    # ---- phones (50) + tel links
    styles = [
        "intl",
        "intl1",
        "044",
        "045",
        "paren",
        "dots",
        "dash",
        "compact",
        "spaced",
        "intlparen",
        "e164dash",
    ]
    for i, lang in enumerate(_langs(44, en=0.1, pt=0.05)):
        p = person(R, lang)
        st = styles[i % len(styles)]
        v = fmt_phone(mobile(R), st)
        c = i % 4
        if c == 0:
            t = {
                "es": f"Informes con {p['short']} al {v} (celular, solo mensajes).",
                "en": f"Call {p['short']} on {v} for viewings.",
                "pt": f"Ligue para {p['short']}: {v}",
            }[lang]
        elif c == 1:
            t = {
                "es": f"Mi cel: {v} — {p['given']}",
                "en": f"My cell is {v}, text anytime. {p['given']}",
                "pt": f"Meu celular: {v}",
            }[lang]
        elif c == 2:
            t = {
                "es": f"Tel. particular: {v}",
                "en": f"Home phone: {v}",
                "pt": f"Telefone residencial: {v}",
            }[lang]
            t = f"{p['full']}. " + t
        else:
            t = {
                "es": f"Responsable: {p['full']}; teléfono {v}",
                "en": f"Emergency contact: {p['full']}, {v}",
                "pt": f"Contato de emergência: {p['full']}, {v}",
            }[lang]
        out.append(P("phone", lang, f"mobile {st} in a sentence", v, t, tk(R)))
    for _ in range(6):
        p = person(R)
        num = mobile(R)
        v = "+52" + num
        h = f'<p>Pregunta por {p["short"]}: <a href="tel:{v}">{fmt_phone(num, "spaced")}</a></p>'
        out.append(P("phone", "es", "tel: link", v, h, where="html"))
    for i in range(6):
        p = person(R)
        v = fmt_phone(mobile(R), ["intl", "paren", "dash"][i % 3])
        out.append(
            P(
                "phone",
                "es",
                "bare value in a phone field",
                v,
                v,
                R.choice(["telefono", "celular", "phone", "tel_contacto", "whatsapp"]),
                "field",
            )
        )

    # ---- bare 10-digit mobile next to a name (12)
    for i in range(12):
        p = person(R)
        v = mobile(R)
        t = [
            f"Comunícate con {p['short']} al {v}",
            f"{p['short']} {v}",
            f"Vendo bicicleta rodada 26, trato directo con {p['given']} {v}",
            f"Contacto: {p['full']} Cel {v}",
        ][i % 4]
        out.append(P("phone", "es", "bare 10 digits next to a name", v, t, tk(R)))

    # ---- WhatsApp (10)
    for i, lang in enumerate(_langs(10, en=0.1, pt=0.2)):
        p = person(R, lang)
        num = "52" + ("1" if i % 3 == 0 else "") + mobile(R)
        if i % 2 == 0:
            v = f"https://wa.me/{num}"
            lab = {"es": "Escríbeme por WhatsApp", "en": "WhatsApp me", "pt": "Chama no WhatsApp"}[
                lang
            ]
            h = f'<p>{p["short"]}: <a href="{v}?text=Hola">{lab}</a></p>'
        else:
            v = f"https://api.whatsapp.com/send?phone={num}"
            h = f'<p><a href="{v}&amp;text=Me%20interesa">WhatsApp de {p["given"]}</a></p>'
        if i in (3, 6):
            out.append(
                P(
                    "whatsapp",
                    lang,
                    "WhatsApp link in a text",
                    v,
                    f"WhatsApp de {p['given']}: {v}",
                    tk(R),
                )
            )
        else:
            out.append(P("whatsapp", lang, "WhatsApp link", v, h, where="html"))

    # ---- CURP (24)
    for i in range(24):
        p = person(R)
        b = birth(R)
        c = curp(R, p, b)
        f = i % 6
        v = (
            c
            if f in (0, 3, 5)
            else c.lower()
            if f == 1
            else f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
            if f == 2
            else f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"
        )
        if f == 5:
            out.append(
                P(
                    "curp",
                    "es",
                    "bare CURP in a field",
                    v,
                    v,
                    R.choice(["curp", "CURP", "curp_alumno"]),
                    "field",
                )
            )
            continue
        t = [
            f"Alumno: {p['full']}  CURP: {v}  Grupo 3°B",
            f"curp del paciente {v} cita 10:30 consultorio 4",
            f"Beneficiario {p['full']}, CURP {v}, programa de becas",
            f"{p['s1'].upper()} {p['s2'].upper()} {p['given'].upper()},{v},inscrito",
            f"Trámite de acta: {p['short']} (CURP {v})",
        ][f]
        out.append(
            P(
                "curp",
                "es",
                ["upper", "lower", "spaced", "plain in CSV", "hyphenated"][f],
                v,
                t,
                tk(R),
            )
        )

    # ---- RFC persona física (18)
    for i in range(18):
        p = person(R)
        r = rfc_fisica(R, p, birth(R))
        f = i % 5
        v = r if f in (0, 3, 4) else r.lower() if f == 1 else f"{r[:4]}-{r[4:10]}-{r[10:]}"
        if f == 4:
            out.append(
                P(
                    "rfc-persona-fisica",
                    "es",
                    "bare RFC in a field",
                    v,
                    v,
                    R.choice(["rfc", "rfc_receptor", "RFC"]),
                    "field",
                )
            )
            continue
        t = [
            f"Favor de facturar a nombre de {p['full']}, RFC {v}, uso CFDI G03.",
            f"mi rfc es {v} y el régimen es 612",
            f"Arrendador: {p['full']} — R.F.C. {v}",
            f"Datos fiscales: {v} / {p['full']} / CP fiscal {R.choice(PLACES)[2]}{digits(R, 3)}",
        ][f]
        out.append(
            P(
                "rfc-persona-fisica",
                "es",
                ["plain", "lower", "hyphenated", "in fiscal data"][f],
                v,
                t,
                tk(R),
            )
        )

    # ---- NSS (14)
    for i in range(14):
        p = person(R)
        n = nss(R, birth(R))
        f = i % 4
        v = (
            n
            if f in (0, 3)
            else f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}"
            if f == 1
            else f"{n[:4]} {n[4:8]} {n[8:]}"
        )
        if f == 3:
            out.append(
                P(
                    "nss",
                    "es",
                    "bare NSS in a field",
                    v,
                    v,
                    R.choice(["nss", "numero_seguro_social"]),
                    "field",
                )
            )
            continue
        t = [
            f"Trabajador {p['full']}, NSS {v}, alta 01/03",
            f"Número de Seguridad Social: {v} ({p['short']})",
            f"Mi número del IMSS es {v}, ¿me ayudan con la cita?",
        ][f]
        out.append(P("nss", "es", ["plain", "hyphenated", "spaced"][f], v, t, tk(R)))

    # ---- INE clave de elector (12)
    for i in range(12):
        p = person(R)
        v = ine_clave(R, p, birth(R))
        if i % 3 == 2:
            v = v.lower()
        t = [
            f"Clave de elector: {v} — {p['full']}",
            f"Identificación: INE, clave {v}",
            f"{p['short']} presentó credencial para votar con clave de elector {v}",
        ][i % 3]
        out.append(
            P(
                "ine-clave-elector",
                "es",
                "clave de elector" + (" lower" if i % 3 == 2 else ""),
                v,
                t,
                tk(R),
            )
        )

    # ---- CLABE personal (12)
    for i in range(12):
        p = person(R)
        c = clabe(R)
        v = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        t = [
            f"Deposita el anticipo a mi cuenta, CLABE {v}, a nombre de {p['full']}",
            f"Transferencia a {p['short']} — CLABE interbancaria: {v}",
            f"Para la tanda: {p['given']} {v}",
        ][i % 3]
        out.append(
            P("clabe", "es", "personal CLABE" + (" spaced" if i % 3 == 0 else ""), v, t, tk(R))
        )

    # ---- cards (14)
    for i, lang in enumerate(_langs(14)):
        p = person(R, lang)
        brand = ["visa", "mc", "mc2", "amex"][i % 4]
        c = card(R, brand)
        f = i % 3
        if brand == "amex":
            v = f"{c[:4]} {c[4:10]} {c[10:]}" if f else c
        else:
            v = (
                " ".join(c[j : j + 4] for j in range(0, 16, 4))
                if f == 1
                else "-".join(c[j : j + 4] for j in range(0, 16, 4))
                if f == 2
                else c
            )
        t = {
            "es": f"Pago con tarjeta {v}, titular {p['full']}, vence 08/27",
            "en": f"card_number={v} name={p['full'].replace(' ', '+')} exp=11/28",
            "pt": f"Cartão {v} em nome de {p['full']}",
        }[lang]
        out.append(P("card", lang, f"{brand} card", v, t, tk(R)))

    # ---- passports (20)
    for i in range(20):
        cty = ["mx", "mx", "us", "es", "br", "ar", "mx"][i % 7]
        lang = {"us": "en", "br": "pt"}.get(cty, "es")
        p = person(R, lang)
        v = passport(R, cty)
        t = {
            "es": R.choice(
                [
                    f"Pasaporte No. {v} a nombre de {p['full']}",
                    f"Pasajero: {p['full']} / pasaporte {v} / vuelo AM 058",
                    f"{p['full']}, número de pasaporte: {v}",
                ]
            ),
            "en": f"Passport number: {v} ({p['full']})",
            "pt": f"Passaporte nº {v} — {p['full']}",
        }[lang]
        out.append(P("passport", lang, f"{cty} passport", v, t, tk(R)))

    # ---- birth dates (22)
    for i, lang in enumerate(_langs(22)):
        p = person(R, lang)
        y, m, d = birth(R)
        f = i % 4
        if lang == "en":
            v = [
                f"{MONTHS_EN[m - 1]} {d}, {y}",
                f"{m:02d}/{d:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{d} {MONTHS_EN[m - 1]} {y}",
            ][f]
            t = f"{p['full']} (DOB: {v})" if f != 2 else f"date_of_birth={v} patient={p['short']}"
        elif lang == "pt":
            v = [f"{d} de {MONTHS_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"][f % 2]
            t = f"{p['full']}, nascido em {v}"
        else:
            v = [
                f"{d} de {MONTHS_ES[m - 1]} de {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}",
            ][f]
            t = R.choice(
                [
                    f"{p['full']}, fecha de nacimiento: {v}",
                    f"Nombre: {p['full']} | Fecha de nac.: {v} | Categoría juvenil",
                    f"La paciente {p['full']} nació el {v}",
                ]
            )
        out.append(P("birth-date", lang, "named person's birth date", v, t, tk(R)))

    # ---- home addresses (24)
    for i in range(24):
        p = person(R)
        v = home_address(R, i)
        t = [
            f"Domicilio particular: {v}",
            f"Entregar a {p['full']} en {v}",
            f"{p['full']} — domicilio: {v}",
            f"Se renta cuarto en mi casa, {v}, informes con {p['given']}",
        ][i % 4]
        if i % 4 == 0:
            t = f"{p['full']}. " + t
        out.append(P("home-address", "es", "named person's home address", v, t, tk(R)))

    # ---- foreign ids (29)
    for i in range(29):
        k = ["dni-es", "dni-ar", "cuil", "rut", "cpf", "ssn", "cpf"][i % 7]
        lang = {"cpf": "pt", "ssn": "en"}.get(k, "es")
        p = person(R, lang)
        if k == "dni-es":
            v, t = (x := dni_es(R)), f"Titular: {p['full']}, DNI {x}"
        elif k == "dni-ar":
            v, t = (x := dni_ar(R)), f"{p['full']} (DNI {x}) solicitó el reintegro"
        elif k == "cuil":
            v, t = (x := cuil(R)), f"CUIL del empleado: {x} — {p['short']}"
        elif k == "rut":
            v, t = (x := rut(R)), f"RUT {x}, {p['full']}, Santiago"
        elif k == "cpf":
            v, t = (x := cpf(R)), R.choice([f"CPF do cliente: {x}", f"{p['full']} — CPF {x}"])
        else:
            v, t = (x := ssn(R)), f"Applicant {p['full']}, SSN {x}"
        out.append(P("foreign-id", lang, k, v, t, tk(R)))

    # ---- personal data echoed in API error messages (10)
    for i in range(10):
        lang = "en" if i % 5 == 4 else "es"
        p = person(R, lang)
        f = i % 5
        if f == 0:
            v = personal_email(R, p)
            t = f"422 Unprocessable Entity: el correo {v} ya está registrado con otra cuenta"
            kind = "email"
        elif f == 1:
            v = fmt_phone(mobile(R), "compact")
            t = f"Error al enviar SMS de verificación a {v} ({p['short']}): número no disponible"
            kind = "phone"
        elif f == 2:
            b = birth(R)
            v = curp(R, p, b)
            t = f"ValidationError: la CURP {v} no coincide con el nombre {p['full'].upper()}"
            kind = "curp"
        elif f == 3:
            v = rfc_fisica(R, p, birth(R))
            t = f"CFDI rechazado: el RFC del receptor {v} no está en la lista de contribuyentes (SAT 301)"
            kind = "rfc-persona-fisica"
        else:
            v = personal_email(R, p).upper()
            t = f"Error: user {v} not found in directory; contact your administrator"
            kind = "email"
        out.append(
            P(
                kind,
                lang,
                "echoed in an error message",
                v,
                t,
                R.choice(["error", "message", "detail"]),
            )
        )

    out += account_ids(R)
    return out


def account_ids(R: random.Random) -> list[Spec]:
    out: list[Spec] = []

    def A(lang, form, v, text, key="text", where="any"):
        out.append(P("account-id", lang, form, v, text, key, where, family="account-id"))

    for i in range(50):
        f = i % 12
        if f == 0:
            v = "acct_" + rs(R, ALNUM, 16)
            A(
                "en",
                "acct_ in a body field",
                v,
                v,
                R.choice(["account_id", "account", "stripe_account"]),
                "field",
            )
        elif f == 1:
            v = "cust-" + digits(R, R.randint(5, 8))
            A(
                "en",
                "cust- in an x-account header",
                v,
                v,
                R.choice(["x-account", "X-Customer-Id", "x-account-id"]),
                "header",
            )
        elif f == 2:
            v = "org-" + rs(R, ALNUM, 24)
            A(
                "en",
                "org- in OpenAI-Organization",
                v,
                v,
                R.choice(["openai-organization", "OpenAI-Organization"]),
                "header",
            )
        elif f == 3:
            v = "proj_" + rs(R, ALNUM, 24)
            if i % 24 == 3:
                A("en", "proj_ in an OpenAI-Project header", v, v, "openai-project", "header")
            else:
                A(
                    "en",
                    "proj_ in a project field",
                    v,
                    v,
                    R.choice(["project", "project_id"]),
                    "field",
                )
        elif f == 4:
            v = "acct_" + rs(R, ALNUM, 12)
            A(
                "en",
                "acct_ in a URL path",
                v,
                f"GET https://api.example-search.io/v1/accounts/{v}/usage?period=2025-11 200",
                R.choice(["log", "request_line", "uri_extra"]),
            )
        elif f == 5:
            v = "user_" + rs(R, ALNUM, 24)
            A("en", "user_ id in a field", v, v, R.choice(["user", "user_id", "owner"]), "field")
        elif f == 6:
            v = "ws_" + rs(R, ALNUM, 18)
            A(
                "es",
                "workspace id in an error",
                v,
                f"No tienes permiso en el workspace {v}; pide acceso al administrador.",
                R.choice(["error", "message", "detail"]),
            )
        elif f == 7:
            v = "team_" + rs(R, ALNUM, 20)
            A(
                "en",
                "team id in an error message",
                v,
                f"Rate limit reached for team {v} on requests per min (RPM): Limit 60.",
                R.choice(["message", "error_message"]),
            )
        elif f == 8:
            v = "org_" + rs(R, ALNUM, 22)
            A(
                "en",
                "org_ in an organisation path",
                v,
                f"https://dashboard.example-ai.com/organizations/{v}/billing",
                R.choice(["billing_url", "dashboard_url", "url_extra"]),
            )
        elif f == 9:
            v = digits(R, 12)
            A(
                "en",
                "AWS account id in an ARN",
                v,
                f"arn:aws:iam::{v}:role/search-ingest",
                R.choice(["role_arn", "arn"]),
                "field",
            )
        elif f == 10:
            v = (
                rs(R, HEX, 8)
                + "-"
                + rs(R, HEX, 4)
                + "-4"
                + rs(R, HEX, 3)
                + "-9"
                + rs(R, HEX, 3)
                + "-"
                + rs(R, HEX, 12)
            )
            A("en", "anthropic-organization-id header", v, v, "anthropic-organization-id", "header")
        else:
            v = "cus_" + rs(R, ALNUM, 14)
            A(
                "es",
                "customer id in a payment log",
                v,
                f"cobro fallido para el cliente {v}: tarjeta rechazada",
                R.choice(["log", "mensaje"]),
            )
    return out


# =============================================================== secrets


def secret_items(R: random.Random) -> list[Spec]:
    out: list[Spec] = []
    provs = [
        "tavily",
        "brave",
        "serpapi",
        "serper",
        "firecrawl",
        "jina",
        "perplexity",
        "openai",
        "anthropic",
        "openrouter",
        "groq",
        "google",
        "hf",
        "xai",
        "mistral",
        "cohere",
        "deepseek",
        "stripe",
        "github",
        "gitlab",
        "sendgrid",
        "twilio",
        "npm",
        "azure",
        "tavily-dev",
        "openai-old",
        "github-pat",
        "resend",
        "do",
        "slack-bot",
        "exa",
        "stripe-rk",
    ]
    pi = iter(provs * 20)
    hdr = {
        "tavily": "Authorization",
        "brave": "X-Subscription-Token",
        "serper": "X-API-KEY",
        "firecrawl": "Authorization",
        "jina": "Authorization",
        "perplexity": "Authorization",
        "openai": "Authorization",
        "anthropic": "x-api-key",
        "openrouter": "Authorization",
        "groq": "Authorization",
        "google": "x-goog-api-key",
        "hf": "Authorization",
        "xai": "Authorization",
        "mistral": "Authorization",
        "cohere": "Authorization",
        "deepseek": "Authorization",
        "azure": "api-key",
        "exa": "x-api-key",
        "serpapi": "X-API-Key",
    }

    # ---- headers (18)
    hp = list(hdr)
    for i in range(18):
        pr = hp[i % len(hp)]
        k = api_key(R, pr)
        h = hdr[pr]
        v = ("Bearer " + k) if h == "Authorization" else k
        out.append(S("api-key-header", "en", f"{pr} key in {h}", k, v, h, "header"))
    # ---- query strings (12)
    for i in range(12):
        pr = ["serpapi", "google", "brave", "serper", "tavily", "google"][i % 6]
        k = api_key(R, pr)
        url = [
            f"https://serpapi.com/search.json?engine=google&q=clima+cdmx&api_key={k}",
            f"https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=semantic+kernel",
            f"https://api.search.brave.com/res/v1/web/search?q=tacos&token={k}",
            f"https://google.serper.dev/search?apiKey={k}&q=noticias",
            f"https://api.tavily.com/search?api_key={k}&query=precio+del+dolar",
            f"https://maps.googleapis.com/maps/api/geocode/json?address=Queretaro&key={k}",
        ][i % 6]
        out.append(
            S(
                "api-key-query",
                "en",
                "key in a query string",
                k,
                url,
                R.choice(["uri_extra", "next_url", "request_url", "url_extra"]),
            )
        )
    # ---- curl (10)
    for i in range(10):
        pr = next(pi)
        k = api_key(R, pr)
        t = [
            "curl -X POST https://api.search-provider.example/search"
            f" -H 'Content-Type: application/json' -d '{{api_key: {k}, query: clima}}'",
            f"curl https://api.example.com/v1/search -H 'Authorization: Bearer {k}'",
            f"curl -s 'https://api.example.dev/v2/search' -H 'x-api-key: {k}' --data-raw '{{}}'",
            f"curl -u {k}: https://api.payments.example/v1/charges",
        ][i % 4]
        out.append(
            S(
                "api-key-curl",
                "en",
                "curl command",
                k,
                t,
                R.choice(["command", "repro", "snippet", "text"]),
            )
        )
    # ---- env lines (12)
    envn = {
        "tavily": "TAVILY_API_KEY",
        "brave": "BRAVE_API_KEY",
        "serpapi": "SERPAPI_API_KEY",
        "serper": "SERPER_API_KEY",
        "firecrawl": "FIRECRAWL_API_KEY",
        "jina": "JINA_API_KEY",
        "perplexity": "PERPLEXITY_API_KEY",
        "openai": "OPENAI_API_KEY",
        "anthropic": "ANTHROPIC_API_KEY",
        "openrouter": "OPENROUTER_API_KEY",
        "groq": "GROQ_API_KEY",
        "google": "GEMINI_API_KEY",
    }
    for i, (pr, name) in enumerate(envn.items()):
        k = api_key(R, pr)
        t = [f"{name}={k}", f"export {name}='{k}'", f"{name}: {k}"][i % 3]
        out.append(
            S("api-key-env", "en", "env line", k, t, R.choice(["env", "dotenv", "text", "setup"]))
        )
    # ---- config (8)
    for i in range(8):
        pr = next(pi)
        k = api_key(R, pr)
        t = [
            f"[search] api_key = {k}",
            f"search: {{provider: {pr}, api_key: {k}}}",
            f"api_key = \u201c{k}\u201d  # config.toml",
            f"client = SearchClient(api_key='{k}')",
        ][i % 4]
        out.append(
            S(
                "api-key-config",
                "en",
                "config / code line",
                k,
                t,
                R.choice(["config", "snippet", "code"]),
            )
        )
    # ---- JSON fields (14)
    for _ in range(14):
        pr = next(pi)
        k = api_key(R, pr)
        out.append(
            S(
                "api-key-json",
                "en",
                f"{pr} key in a body field",
                k,
                k,
                R.choice(
                    [
                        "api_key",
                        "apiKey",
                        "key",
                        "token",
                        "access_token",
                        "secret_key",
                        "client_secret",
                    ]
                ),
                "field",
            )
        )
    # ---- error messages (12)
    for i in range(12):
        pr = next(pi)
        k = api_key(R, pr)
        t = [
            f"Incorrect API key provided: {k}. You can find your API key in your dashboard.",
            f"401 Unauthorized: invalid api_key '{k}'",
            f"Error de autenticación: la clave {k} fue revocada o no existe.",
            f"AuthenticationError: x-api-key {k} is not valid for this workspace",
        ][i % 4]
        out.append(
            S(
                "api-key-error",
                "es" if i % 4 == 2 else "en",
                "key echoed in an error",
                k,
                t,
                R.choice(["message", "error", "detail", "error_message"]),
            )
        )
    # ---- prose (12)
    for _i, lang in enumerate(_langs(12, en=0.3, pt=0.2)):
        pr = next(pi)
        k = api_key(R, pr)
        t = {
            "es": R.choice(
                [
                    f"Les comparto la llave de prueba para el demo: {k} (no la suban al repo)",
                    f"Ya quedó, usa esta API key: {k}",
                ]
            ),
            "en": f"Here is the key I used for the benchmark run: {k}",
            "pt": f"Segue a chave da API para testar: {k}",
        }[lang]
        out.append(S("api-key-prose", lang, "key in prose", k, t, tk(R)))
    # ---- bearer (10)
    for i in range(10):
        tok = rs(R, ALNUM + "-._~", R.randint(32, 64))
        if i % 2:
            out.append(
                S(
                    "bearer-token",
                    "en",
                    "opaque bearer in Authorization",
                    tok,
                    "Bearer " + tok,
                    "Authorization",
                    "header",
                )
            )
        else:
            out.append(
                S(
                    "bearer-token",
                    "en",
                    "bearer in a log line",
                    tok,
                    f"POST /v1/search 401 headers={{authorization: Bearer {tok}}}",
                    R.choice(["log", "debug"]),
                )
            )
    # ---- basic auth (8)
    for i in range(8):
        user = R.choice(["admin", "svc-search", "crawler", "reportes", "api"])
        pw = rs(R, ALNUM + "!#%", 14)
        if i % 2:
            b = base64.b64encode(f"{user}:{pw}".encode()).decode()
            out.append(
                S(
                    "basic-auth",
                    "en",
                    "Basic credentials header",
                    b,
                    "Basic " + b,
                    "Authorization",
                    "header",
                )
            )
        else:
            v = f"https://{user}:{pw}@proxy.internal.example.net:8443/"
            out.append(
                S(
                    "basic-auth",
                    "en",
                    "credentials in a URL",
                    v,
                    f"proxy={v}",
                    R.choice(["proxy", "upstream", "text"]),
                )
            )
    # ---- cookies (8)
    for i in range(8):
        sid = rs(R, ALNUM, 40)
        v = [
            f"sessionid={sid}",
            f"reddit_session={sid}",
            f"__Secure-next-auth.session-token={sid}",
            f"PHPSESSID={sid[:26].lower()}",
        ][i % 4]
        hname = "Cookie" if i % 2 == 0 else "set-cookie"
        t = v + ("; Path=/; HttpOnly; Secure" if hname == "set-cookie" else "; theme=dark")
        out.append(S("cookie", "en", f"session cookie in {hname}", v, t, hname, "header"))
    # ---- JWT (6)
    for i in range(6):
        v = jwt(R, "user_" + digits(R, 6))
        t = [f"token: {v}", f"Authorization: Bearer {v}", f"access_token={v}&expires_in=3600"][
            i % 3
        ]
        out.append(S("jwt", "en", "JWT", v, t, R.choice(["auth", "debug", "text"])))
    # ---- private keys (6)
    for i in range(6):
        pem = pem_private_key(R, ["RSA", "EC", "PKCS8", "OPENSSH", "RSA", "PKCS8"][i])
        headline = pem.split("\n")[0]
        if i % 2 == 0:
            out.append(
                S(
                    "private-key",
                    "en",
                    "PEM private key in a <pre>",
                    headline,
                    "<pre>" + pem + "</pre>",
                    where="html",
                )
            )
        else:
            out.append(
                S(
                    "private-key",
                    "en",
                    "PEM private key in a JSON/YAML string",
                    headline,
                    pem,
                    R.choice(["private_key", "service_account_key", "ssh_key"]),
                    "field",
                )
            )
    # ---- cloud keys (8)
    for i in range(8):
        if i % 4 == 0:
            k = api_key(R, "aws-id")
            out.append(
                S(
                    "cloud-key",
                    "en",
                    "AWS access key id",
                    k,
                    f"aws_access_key_id = {k}",
                    R.choice(["config", "text"]),
                )
            )
        elif i % 4 == 1:
            k = api_key(R, "aws-secret")
            out.append(
                S(
                    "cloud-key",
                    "en",
                    "AWS secret access key",
                    k,
                    f"aws_secret_access_key = {k}",
                    R.choice(["config", "text"]),
                )
            )
        elif i % 4 == 2:
            k = base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()
            v = f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={k};EndpointSuffix=core.windows.net"
            out.append(
                S(
                    "cloud-key",
                    "en",
                    "Azure storage connection string",
                    k,
                    v,
                    R.choice(["connection", "storage"]),
                )
            )
        else:
            k = api_key(R, "google")
            out.append(
                S(
                    "cloud-key",
                    "en",
                    "Google Cloud API key",
                    k,
                    f"GOOGLE_API_KEY={k}",
                    R.choice(["env", "text"]),
                )
            )
    # ---- connection strings (8)
    for i in range(8):
        pw = rs(R, ALNUM, 18)
        v = [
            f"postgresql://app_user:{pw}@db.prod.internal:5432/busquedas",
            f"mysql://root:{pw}@10.0.3.17:3306/crm",
            f"mongodb+srv://fixtures:{pw}@cluster0.ab1cd.mongodb.net/recordings",
            f"redis://default:{pw}@cache.example.net:6379/0",
        ][i % 4]
        t = [f"DATABASE_URL={v}", f"No se pudo conectar a {v}: timeout", v, f"conn = '{v}'"][i % 4]
        out.append(
            S(
                "connection-string",
                "es" if i % 4 == 1 else "en",
                "URL with a password",
                v,
                t,
                R.choice(["db", "error", "dsn", "text"]),
                "field" if t == v else "any",
            )
        )
    # ---- signed URLs (6)
    for i in range(6):
        sig = rs(R, HEX, 64)
        if i % 2 == 0:
            v = (
                f"https://capturas-mx.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential={api_key(R, 'aws-id')}%2F20251104%2Fus-east-1%2Fs3%2Faws4_request"
                f"&X-Amz-Date=20251104T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
            )
        else:
            v = (
                f"https://fixtures.blob.core.windows.net/raw/page.html?sv=2023-11-03&se=2025-12-01T00%3A00%3A00Z"
                f"&sr=b&sp=r&sig={rs(R, ALNUM, 43)}%3D"
            )
        out.append(
            S(
                "signed-url",
                "en",
                "pre-signed URL",
                v,
                v,
                R.choice(["download_url", "raw_url", "signed_url"]),
                "field",
            )
        )
    # ---- webhooks (6)
    for i in range(6):
        v = [
            f"https://hooks.slack.com/services/T{rs(R, B62, 8)}/B{rs(R, B62, 10)}/{rs(R, ALNUM, 24)}",
            f"https://discord.com/api/webhooks/{digits(R, 18)}/{rs(R, ALNUM + '-_', 68)}",
            f"https://outlook.office.com/webhook/{uuid4(R)}@{uuid4(R)}/IncomingWebhook/{rs(R, HEX, 32)}/{uuid4(R)}",
        ][i % 3]
        t = [f"Alertas al canal: {v}", v][i % 2]
        out.append(
            S(
                "webhook-url",
                "es" if i % 2 == 0 else "en",
                "webhook URL with its token",
                v,
                t,
                R.choice(["webhook", "notify_url", "alert_hook"]),
                "any" if i % 2 == 0 else "field",
            )
        )
    return out


B62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


# =============================================================== keepers


def keep_items(R: random.Random) -> list[Spec]:
    out: list[Spec] = []
    co = lambda: R.choice(COMPANIES)  # noqa: E731
    roles = [
        "ventas",
        "contacto",
        "soporte",
        "informes",
        "atencion.clientes",
        "prensa",
        "facturacion",
        "rh",
        "compras",
        "hola",
        "info",
        "recepcion",
    ]

    # ---- role mailboxes (36)
    for i, lang in enumerate(_langs(36)):
        name, dom = co()
        role = roles[i % len(roles)]
        v = f"{role}@{dom}"
        f = i % 6
        if f == 2:
            v = v.upper()
        if f == 4:
            h = f'<p>{name}: <a href="mailto:{v}?subject=Cotizaci%C3%B3n&amp;body=Hola">{v}</a></p>'
            out.append(
                K(
                    "role-mailbox",
                    lang,
                    "role mailbox in a mailto link with a query",
                    v,
                    h,
                    where="html",
                )
            )
            continue
        if f == 5:
            out.append(
                K(
                    "role-mailbox",
                    lang,
                    "role mailbox in a contact field",
                    v,
                    v,
                    R.choice(["email", "contact_email", "support_email", "correo"]),
                    "field",
                )
            )
            continue
        t = {
            "es": R.choice(
                [
                    f"Para cotizaciones escribe a {v} o visita nuestra sucursal.",
                    f"Envía tu CV a {v} indicando la vacante.",
                    f"Dudas sobre tu pedido: {v}",
                ]
            ),
            "en": f"For press enquiries contact {v}.",
            "pt": f"Dúvidas? Escreva para {v}",
        }[lang]
        out.append(
            K(
                "role-mailbox",
                lang,
                "role mailbox in a snippet" + (" upper" if f == 2 else ""),
                v,
                t,
                tk(R),
            )
        )
    # ---- gov role mailboxes (16)
    for i in range(16):
        dom = GOV[i % len(GOV)]
        role = [
            "contacto",
            "atencion.ciudadana",
            "transparencia",
            "quejas",
            "orientacion",
            "comunicacion.social",
        ][i % 6]
        v = f"{role}@{dom}"
        t = [
            f"Solicitudes de información: {v}",
            f"Para aclaraciones escriba a {v} en horario de oficina.",
            v,
        ][i % 3]
        out.append(
            K(
                "gov-role-mailbox",
                "es",
                "institutional mailbox",
                v,
                t,
                "correo" if i % 3 == 2 else tk(R),
                "field" if i % 3 == 2 else "any",
            )
        )
    # ---- switchboards (30)
    for i, lang in enumerate(_langs(30, en=0.15, pt=0.05)):
        name, _ = co()
        mun, _est, _cp2, lada = R.choice(PLACES)
        num = lada + digits(R, 10 - len(lada))
        st = ["intl", "paren", "spaced", "dash", "dots"][i % 5]
        ph = fmt_phone(num, st)
        f = i % 5
        if f == 0:
            v, t = (
                ph,
                {"es": f"Conmutador: {ph}", "en": f"Main line: {ph}", "pt": f"PABX: {ph}"}[lang],
            )
            t = f"{name}. " + t
        elif f == 1:
            v = f"{ph} ext. {R.randint(100, 9999)}"
            t = {
                "es": f"Tel. oficina {v}, de lunes a viernes de 9 a 18 h.",
                "en": f"Office: {v}",
                "pt": f"Escritório: {v}",
            }[lang]
        elif f == 2:
            v, t = (
                ph,
                {
                    "es": f"Sucursal {mun}: Tel. {ph} (recepción)",
                    "en": f"{mun} branch reception: {ph}",
                    "pt": f"Filial {mun}: {ph}",
                }[lang],
            )
        elif f == 3:
            v = ph
            out.append(
                K(
                    "switchboard",
                    lang,
                    "company phone in a field",
                    v,
                    v,
                    R.choice(["telefono_oficina", "office_phone", "phone"]),
                    "field",
                )
            )
            continue
        else:
            v = f"{ph}, ext. {R.randint(10, 999)}"
            t = {
                "es": f"Atención a clientes de {name}: {v}",
                "en": f"Customer service at {name}: {v}",
                "pt": f"Atendimento {name}: {v}",
            }[lang]
        out.append(K("switchboard", lang, "company switchboard", v, t, tk(R)))
    # ---- toll free (20)
    for i, lang in enumerate(_langs(20, en=0.15, pt=0.0)):
        n = digits(R, 7)
        v = [
            f"800 {n[:3]} {n[3:]}",
            f"01 800 {n[:3]} {n[3:]}",
            f"+52 800 {n[:3]} {n[3:]}",
            f"800-{n[:3]}-{n[3:]}",
            f"800{n}",
        ][i % 5]
        t = {
            "es": R.choice(
                [
                    f"Llama sin costo al {v}",
                    f"Línea de atención: {v} (lada sin costo)",
                    f"Reporta fallas al {v}, las 24 horas",
                ]
            ),
            "en": f"Toll-free: {v}",
            "pt": f"Ligue grátis: {v}",
        }[lang]
        out.append(K("toll-free", lang, "800 number", v, t, tk(R)))
    # ---- official contacts (12)
    for i in range(12):
        dom = GOV[i % len(GOV)]
        num = "55" + digits(R, 8)
        v = f"{fmt_phone(num, 'spaced')} ext. {R.randint(10000, 99999)}"
        t = [
            f"Oficina de Enlace de Transparencia, tel. {v}",
            f"Unidad de Atención Ciudadana: {v} (www.{dom})",
            f"Centro de Atención Telefónica {v}, de 8:00 a 20:00 horas",
        ][i % 3]
        out.append(K("official-contact", "es", "institutional phone with extension", v, t, tk(R)))
    # ---- company addresses (26)
    for i in range(26):
        name, _ = co()
        v = company_address(R, i)
        t = [
            f"Visítanos en {v}",
            f"{name}, {v}",
            f"Oficinas corporativas: {v}",
            f"Sucursal: {v}. Horario 10 a 20 h.",
        ][i % 4]
        if i % 7 == 6:
            out.append(
                K(
                    "company-address",
                    "es",
                    "company address in a field",
                    v,
                    v,
                    R.choice(["direccion", "address", "domicilio_fiscal"]),
                    "field",
                )
            )
        else:
            out.append(K("company-address", "es", "company address", v, t, tk(R)))
    # ---- company RFC (16)
    for i in range(16):
        name, _ = co()
        v = rfc_moral(R, name)
        t = [f"{name} S.A. de C.V. — RFC {v}", f"Emisor: {name}, S.A. de C.V. RFC: {v}", v][i % 3]
        out.append(
            K(
                "company-rfc",
                "es",
                "RFC persona moral",
                v,
                t,
                "rfc_emisor" if i % 3 == 2 else tk(R),
                "field" if i % 3 == 2 else "any",
            )
        )
    # ---- company CLABE (10)
    for i in range(10):
        name, _ = co()
        v = clabe(R)
        t = [
            f"Depósitos a nombre de {name} S.A. de C.V., CLABE {v}, referencia: número de pedido.",
            f"Datos para transferencia — Beneficiario: {name}, S. de R.L. de C.V.; CLABE: {v}",
        ][i % 2]
        out.append(K("company-clabe", "es", "company CLABE for payments", v, t, tk(R)))
    # ---- dates (26)
    for i, lang in enumerate(_langs(26)):
        y, m, d = R.randint(2015, 2025), R.randint(1, 12), R.randint(1, 28)
        if lang == "en":
            v = R.choice(
                [
                    f"{MONTHS_EN[m - 1]} {d}, {y}",
                    f"{y}-{m:02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:00Z",
                ]
            )
            t = R.choice([f"Published {v}", f"Last updated: {v}"])
        elif lang == "pt":
            v = f"{d} de {MONTHS_PT[m - 1]} de {y}"
            t = f"Publicado em {v}"
        else:
            v = R.choice(
                [
                    f"{d} de {MONTHS_ES[m - 1]} de {y}",
                    f"{d:02d}/{m:02d}/{y}",
                    f"{y}-{m:02d}-{d:02d}",
                ]
            )
            t = R.choice(
                [
                    f"Publicado el {v}",
                    f"Fecha de la nota: {v}",
                    f"Vigencia de la promoción: hasta el {v}",
                    f"DOF {v}",
                    f"Actualizado: {v}",
                    f"Fundada el {v} en Guadalajara",
                ]
            )
        if i % 6 == 5:
            out.append(
                K(
                    "date",
                    lang,
                    "date in a field",
                    v,
                    v,
                    R.choice(["published_date", "fecha", "updated_at", "event_date"]),
                    "field",
                )
            )
        else:
            out.append(K("date", lang, "date", v, t, tk(R)))
    # ---- prices (16)
    for _i, lang in enumerate(_langs(16)):
        v = R.choice(
            [
                f"${R.randint(99, 89999):,}.00 MXN",
                f"$ {R.randint(5, 999)}.{R.randint(0, 99):02d}",
                f"US$ {R.randint(5, 500)}.99",
                f"R$ {R.randint(10, 900)},90",
            ]
        )
        t = {
            "es": f"Precio: {v} (IVA incluido)",
            "en": f"Price: {v} per month",
            "pt": f"Preço: {v}",
        }[lang]
        out.append(K("price", lang, "price", v, t, tk(R)))
    # ---- versions (14)
    for i in range(14):
        v = R.choice(
            [
                f"v{R.randint(0, 4)}.{R.randint(0, 30)}.{R.randint(0, 20)}",
                f"{R.randint(1, 3)}.{R.randint(0, 12)}.{R.randint(0, 9)}",
                f"2025-0{R.randint(1, 9)}-{R.randint(10, 28)}",
            ]
        )
        t = [
            f"tavily-python {v}",
            f"User-Agent: fixture-recorder/{v} (+https://example.org/bot)",
            f"API version {v}",
            v,
        ][i % 4]
        out.append(
            K(
                "version",
                "en",
                "version string",
                v,
                t,
                "api_version" if i % 4 == 3 else tk(R),
                "field" if i % 4 == 3 else "any",
            )
        )
    # ---- request ids (18)
    for i in range(18):
        f = i % 6
        if f == 0:
            v = uuid4(R)
            out.append(K("request-id", "en", "UUID request id", v, v, "request_id", "field"))
        elif f == 1:
            v = "req_" + rs(R, ALNUM, 24)
            out.append(K("request-id", "en", "request-id header", v, v, "request-id", "header"))
        elif f == 2:
            v = uuid4(R)
            out.append(K("request-id", "en", "x-request-id header", v, v, "x-request-id", "header"))
        elif f == 3:
            v = rs(R, HEX, 16) + "-QRO"
            out.append(K("request-id", "en", "cf-ray header", v, v, "cf-ray", "header"))
        elif f == 4:
            v = uuid4(R)
            out.append(
                K(
                    "request-id",
                    "es",
                    "request id in an error",
                    v,
                    f"Error interno, intenta de nuevo. ID de solicitud: {v}",
                    R.choice(["message", "error"]),
                )
            )
        else:
            v = "chatcmpl-" + rs(R, ALNUM, 29)
            out.append(K("request-id", "en", "completion id", v, v, "id_extra", "field"))
    # ---- hashes (14)
    for i in range(14):
        f = i % 4
        if f == 0:
            v = hexdigest(R, 64)
            t = f"sha256: {v}"
        elif f == 1:
            v = hexdigest(R, 40)
            t = f"commit {v}"
        elif f == 2:
            v = f'W/"{hexdigest(R, 32)}"'.replace('"', "")
            out.append(K("hash", "en", "ETag", v, v, "etag", "header"))
            continue
        else:
            v = "sha384-" + base64.b64encode(bytes(R.getrandbits(8) for _ in range(48))).decode()
            t = f"integrity {v}"
        out.append(
            K(
                "hash",
                "en",
                "hash",
                v,
                t,
                R.choice(["sha256", "checksum", "text", "integrity"]) if f != 0 else "body_sha256",
                "any",
            )
        )
    # ---- content ids (12)
    for i in range(12):
        v = [
            rs(R, ALNUM + "-_", 11),
            "noticia-" + digits(R, 7),
            digits(R, 19),
            "art_" + digits(R, 8),
        ][i % 4]
        t = [
            f"https://www.youtube.com/watch?v={v}",
            f"https://www.eluniversal.com.mx/nacion/{v}",
            f"tweet id {v}",
            v,
        ][i % 4]
        out.append(
            K(
                "content-id",
                "en" if i % 2 == 0 else "es",
                "content id",
                v,
                t,
                "article_id" if i % 4 == 3 else tk(R),
                "field" if i % 4 == 3 else "any",
            )
        )
    # ---- order numbers (16)
    for i, lang in enumerate(_langs(16, en=0.25, pt=0.1)):
        v = [digits(R, 10), "MX-" + digits(R, 8), "#" + digits(R, 6), "PED-2025-" + digits(R, 5)][
            i % 4
        ]
        t = {
            "es": R.choice(
                [
                    f"Tu pedido {v} fue enviado",
                    f"No pudimos procesar el pedido {v}: stock insuficiente",
                    f"Folio de compra: {v}",
                ]
            ),
            "en": f"Order {v} could not be found (404)",
            "pt": f"Pedido {v} confirmado",
        }[lang]
        out.append(
            K("order-number", lang, "order number", v, t, R.choice(["message", "error", tk(R)]))
        )
    # ---- tracking (14)
    for i in range(14):
        v = [
            "1Z" + rs(R, B62, 6) + digits(R, 10),
            digits(R, 12),
            digits(R, 22),
            "MX" + digits(R, 9) + "MX",
        ][i % 4]
        t = [
            f"Guía de rastreo: {v}",
            f"Número de guía {v} (Estafeta)",
            f"tracking_number={v}",
            f"Rastrea tu envío con la guía {v}",
        ][i % 4]
        out.append(
            K("tracking-number", "es" if i % 4 != 2 else "en", "tracking number", v, t, tk(R))
        )
    # ---- case numbers (12)
    for i in range(12):
        v = [
            f"CASO-{digits(R, 6)}",
            f"{digits(R, 4)}/{R.randint(2019, 2025)}",
            f"Ticket #{digits(R, 5)}",
            f"INC{digits(R, 7)}",
        ][i % 4]
        t = [
            f"Reporte levantado con número {v}",
            f"Expediente {v}",
            f"{v} cerrado",
            f"Su incidente {v} fue escalado",
        ][i % 4]
        out.append(K("case-number", "es", "case number", v, t, tk(R)))
    # ---- masked values (16)
    for i in range(16):
        v = [
            "****" + digits(R, 4),
            "**** **** **** " + digits(R, 4),
            "j***@gmail.com",
            "55****" + digits(R, 4),
            "XXXX-XXXX-XXXX-" + digits(R, 4),
            "CURP: ********" + rs(R, "ABCDEFGHXYZ", 4) + digits(R, 2),
        ][i % 6]
        t = [
            f"Tarjeta terminación {v}",
            f"Pagado con {v}",
            f"Enviamos un código a {v}",
            f"Te llamaremos al {v}",
            f"Método de pago: {v}",
            v,
        ][i % 6]
        out.append(K("masked", "es", "masked value", v, t, tk(R)))
    # ---- placeholders (24)
    ph = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-XXXXXXXXXXXXXXXXXXXXXXXX",
        "<api-key>",
        "${TAVILY_API_KEY}",
        "Bearer <token>",
        "redacted@example.test",
        "+52-000-000-0000",
        "<REDACTED>",
        "xxxxxxxx",
        "sk-ant-xxxxx",
        "tu-api-key-aquí",
        "{{SERPAPI_KEY}}",
        "REPLACE_ME",
        "os.environ['OPENAI_API_KEY']",
        "AAAA000000HDFXXX00",
        "fc-YOUR-KEY",
        "$BRAVE_API_KEY",
        "correo@ejemplo.com",
        "55 0000 0000",
        "AKIAXXXXXXXXXXXXXXXX",
        "<your-firecrawl-key>",
        "api_key_here",
        "********",
    ]
    for i, v in enumerate(ph):
        if i % 3 == 2:
            key = (
                "email"
                if "@" in v
                else "telefono"
                if v[:2] in ("+5", "55")
                else "curp"
                if v[:4] == "AAAA"
                else R.choice(["api_key", "token"])
            )
            out.append(K("placeholder", "en", "placeholder in a field", v, v, key, "field"))
        else:
            t = [f"Reemplaza {v} por tu llave antes de correr el ejemplo", f"export API_KEY={v}"][
                i % 2
            ]
            out.append(
                K(
                    "placeholder",
                    "es" if i % 2 == 0 else "en",
                    "documentation placeholder",
                    v,
                    t,
                    tk(R),
                )
            )
    # ---- ISBN / ISSN (10)
    for i in range(10):
        v = isbn13(R) if i % 2 == 0 else issn(R)
        t = f"ISBN {v}" if i % 2 == 0 else f"ISSN {v}"
        out.append(K("isbn-issn", "es", "ISBN/ISSN", v, t, tk(R)))
    # ---- DOI (8)
    for _ in range(8):
        suffix = rs(R, "abcdefghijklmnopqrstuvwxyz", 4)
        v = f"10.{R.randint(1000, 9999)}/{suffix}.{R.randint(2015, 2025)}.{digits(R, 5)}"
        out.append(K("doi", "en", "DOI", v, f"https://doi.org/{v}", tk(R)))
    # ---- statistics (14)
    for i, lang in enumerate(_langs(14)):
        f = i % 3
        v = [
            digits(R, 10),
            f"{R.randint(1, 999)},{digits(R, 3)},{digits(R, 3)}",
            f"{R.randint(1, 99)}.{R.randint(0, 9)} %",
        ][f]
        t = {
            "es": [
                f"Total de registros procesados: {v}",
                f"Se contabilizaron {v} visitas en 2024",
                f"La inflación anual fue de {v}",
            ][f],
            "en": [f"totalEstimatedMatches {v}", f"About {v} results", f"Market share: {v}"][f],
            "pt": [f"Total de acessos: {v}", f"Foram {v} downloads", f"Crescimento de {v}"][f],
        }[lang]
        out.append(K("statistic", lang, "count / statistic", v, t, tk(R)))
    # ---- analytics ids (8)
    for i in range(8):
        v = [
            f"G-{rs(R, B62, 10)}",
            f"UA-{digits(R, 8)}-{R.randint(1, 9)}",
            f"GTM-{rs(R, B62, 7)}",
            f"ca-pub-{digits(R, 16)}",
        ][i % 4]
        out.append(
            K(
                "analytics-id",
                "en",
                "analytics / ad id",
                v,
                f"gtag('config', '{v}')" if i % 4 == 0 else f"tag id {v}",
                tk(R),
            )
        )
    return out


def all_specs(seed: int) -> list[Spec]:
    R = random.Random(seed)
    return personal_items(R) + secret_items(R) + keep_items(R)
