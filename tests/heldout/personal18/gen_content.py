"""Templates of corpus 18: each returns one item's datum in its context (all invented)."""

from __future__ import annotations

from gen_values import (
    B62,
    CALLES,
    COLONIAS,
    HEX,
    R,
    card,
    clabe,
    clave_elector,
    curp,
    fmt_phone,
    key,
    mobile,
    name,
    nss,
    rfc_fisica,
    rfc_moral,
    rs,
    uuid,
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


_CYCLE: dict[str, int] = {}


def cyc(tag: str, n: int) -> int:
    """Round-robin choice of a form, so that every form of a template is used evenly."""
    _CYCLE[tag] = _CYCLE.get(tag, -1) + 1
    return _CYCLE[tag] % n


def iban_es() -> str:
    bban = rs("0123456789", 20)
    num = int("".join(str(int(ch, 36)) for ch in bban + "ES00"))
    return f"ES{98 - num % 97:02d}{bban}"


def isbn() -> str:
    body = "978607" + rs("0123456789", 6)
    chk = (10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3:6]}-{body[6:8]}-{body[8:]}-{chk}"


def T(kind, lang, form, value, text, html=None, header=None):
    return dict(kind=kind, lang=lang, form=form, value=value, text=text, html=html, header=header)


def addr():
    col, cp, mun, edo = R.choice(COLONIAS)
    return f"{R.choice(CALLES)} {R.randint(3, 990)}", col, cp, mun, edo


def bdate_es():
    return f"{R.randint(1, 28)} de {R.choice(MESES)} de {R.randint(1948, 2011)}"


# ------------------------------------------------------------------ personal
def p_birth():
    n = name()
    d, m, y = R.randint(1, 28), R.randint(1, 12), R.randint(1950, 2012)
    c = cyc("p_birth", 7)
    if c == 0:
        v = f"{d} de {MESES[m - 1]} de {y}"
        return T(
            "birth-date",
            "es",
            "long Spanish date after a name, obituary-style notice",
            v,
            f"{n} nació el {v} en Irapuato y fue bautizada en la parroquia de San Francisco.",
        )
    if c == 1:
        v = f"{d:02d}/{m:02d}/{y}"
        return T(
            "birth-date",
            "es",
            "dd/mm/yyyy in a sports-club roster CSV row",
            v,
            f"folio,nombre,fecha_nac,categoria | 0412,{n},{v},Juvenil B",
        )
    if c == 2:
        v = f"{y}-{m:02d}-{d:02d}"
        return T(
            "birth-date",
            "en",
            "ISO date in a patient JSON fragment",
            v,
            f"patient: {n}; dob: {v}; blood_type: O+",
        )
    if c == 3:
        v = f"{MESES[m - 1].capitalize()} {d}, {y}".replace(
            MESES[m - 1].capitalize(),
            [
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
            ][m - 1],
        )
        return T(
            "birth-date",
            "en",
            "English date in a scholarship applicant line",
            v,
            f"Applicant {n}, born {v}, Guadalajara, Mexico.",
        )
    if c == 4:
        v = f"{d:02d}.{m:02d}.{y}"
        return T(
            "birth-date",
            "pt",
            "dotted date in a Portuguese form",
            v,
            f"Nome: {n} | Data de nascimento: {v} | Naturalidade: Toluca",
        )
    if c == 5:
        v = f"{d:02d}-{['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'][m - 1]}-{y}"
        return T(
            "birth-date",
            "es",
            "dd-MMM-yyyy on a vaccination card transcript",
            v,
            f"Cartilla de vacunación — {n} — F. nacimiento {v} — Esquema completo",
        )
    famous = R.choice(
        [
            ("Juan Gabriel", "7 de enero de 1950"),
            ("Frida Kahlo", "6 de julio de 1907"),
            ("Octavio Paz", "31 de marzo de 1914"),
            ("Rosario Castellanos", "25 de mayo de 1925"),
            ("Chavela Vargas", "17 de abril de 1919"),
        ]
    )
    return T(
        "birth-date",
        "es",
        "famous person's birth date in a biography blurb (policy: personal)",
        famous[1],
        f"{famous[0]} (n. {famous[1]}) es recordada cada año en el programa cultural.",
    )


def p_home():
    n = name()
    calle, col, cp, mun, edo = addr()
    c = cyc("p_home", 8)
    if c == 0:
        v = f"{calle}, {col}, C.P. {cp}"
        return T(
            "home-address",
            "es",
            "prose 'vive en' after a name",
            v,
            f"La señora {n} vive en {v}, {mun}, {edo}, desde 2009.",
        )
    if c == 1:
        v = f"{calle} int. {R.randint(1, 12)}, {col}"
        return T(
            "home-address",
            "es",
            "JSON-ish shipping record with 'domicilio'",
            v,
            f"destinatario={n}; domicilio={v}; cp={cp}; municipio={mun}",
        )
    if c == 2:
        v = f"{calle},{col},{cp},{mun}"
        return T(
            "home-address",
            "es",
            "CSV row of a tenant list",
            v,
            f"inquilino,calle,colonia,cp,municipio | {n},{v}",
        )
    if c == 3:
        v = f"ADR;TYPE=home:;;{calle};{mun};{edo};{cp};México"
        return T(
            "home-address", "es", "vCard ADR;TYPE=home line", v, f"BEGIN:VCARD FN:{n} {v} END:VCARD"
        )
    if c == 4:
        q = f"{calle} {col} {cp} {mun}".replace(" ", "+")
        v = f"https://www.google.com/maps/search/?api=1&query={q}"
        return T(
            "home-address",
            "es",
            "map link to a person's home in a chat message",
            v,
            f"{n.split()[0]}: te paso mi casa para la posada {v}",
            html=f'<p>{n.split()[0]}: te paso mi casa para la posada <a href="{v.replace("&", "&amp;")}">ubicación</a></p>',  # noqa: E501
        )
    if c == 5:
        v = f"{calle}, {col}, {mun}, {edo}, C.P. {cp}"
        return T(
            "home-address",
            "es",
            "form field 'Domicilio particular' in a table",
            v,
            f"Nombre del solicitante: {n} | Domicilio particular: {v}",
            html=f"<table><tr><th>Solicitante</th><td>{n}</td></tr><tr><th>Domicilio particular</th><td>{v}</td></tr></table>",  # noqa: E501
        )
    if c == 6:
        v = f"{calle}, {col}, CEP {cp}"
        return T(
            "home-address",
            "pt",
            "Portuguese 'mora na' prose",
            v,
            f"{n} mora na {v}, {mun}, México.",
        )
    v = f"{calle} Depto {R.randint(101, 504)}, {col}, {cp} {mun}"
    return T(
        "home-address",
        "en",
        "English delivery note 'home address'",
        v,
        f"Deliver to {n}, home address: {v}, {edo}.",
    )


def p_passport():
    n = name()
    c = cyc("p_passport", 5)
    if c == 0:
        v = R.choice("GN") + rs("0123456789", 8)
        return T(
            "passport",
            "es",
            "Mexican passport in a travel booking",
            v,
            f"Pasajero: {n} — Pasaporte mexicano núm. {v} — vigencia 2031",
        )
    if c == 1:
        v = rs("0123456789", 9)
        return T(
            "passport",
            "en",
            "US passport number in an itinerary",
            v,
            f"Traveller {n}, U.S. passport no. {v}, seat 14C",
        )
    if c == 2:
        v = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rs("0123456789", 6)
        return T(
            "passport",
            "es",
            "Spanish passport in a hotel registration",
            v,
            f"Huésped {n}; pasaporte (ESP) {v}; llegada 12/03",
        )
    if c == 3:
        v = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs("0123456789", 6)
        return T(
            "passport",
            "pt",
            "Brazilian passport in a consular form",
            v,
            f"Requerente {n}, passaporte brasileiro nº {v}",
        )
    v = R.choice("GN") + rs("0123456789", 8)
    return T(
        "passport",
        "es",
        "passport in a lower-case chat line",
        v.lower(),
        f"oye, mi pasaporte es {v.lower()}, por si lo pide la agencia — {n.split()[0]}",
    )


def p_ids():
    n = name()
    c = cyc("p_ids", 12)
    if c == 0:
        v = curp()
        return T(
            "curp",
            "es",
            "CURP in a scholarship list",
            v,
            f"Beca Benito Juárez — {n} — CURP {v} — aprobada",
        )
    if c == 1:
        v = curp().lower()
        return T(
            "curp",
            "es",
            "lower-case CURP in a log line",
            v,
            f"2026-03-01T10:22:11Z INFO alta usuario curp={v} nombre={n}",
        )
    if c == 2:
        s = curp()
        v = f"{s[:4]} {s[4:10]} {s[10:16]} {s[16:]}"
        return T(
            "curp", "es", "spaced CURP in a school form", v, f"Alumno: {n}. CURP: {v}. Grupo 3°B."
        )
    if c == 3:
        v = rfc_fisica()
        return T(
            "rfc-persona-fisica",
            "es",
            "RFC of a person in an invoice request",
            v,
            f"Favor de facturar a {n}, RFC {v}, uso CFDI G03.",
        )
    if c == 4:
        s = rfc_fisica()
        v = f"{s[:4]}-{s[4:10]}-{s[10:]}"
        return T(
            "rfc-persona-fisica",
            "es",
            "hyphenated RFC in a payroll note",
            v,
            f"Honorarios de {n} (RFC {v}) pagados en marzo.",
        )
    if c == 5:
        v = nss()
        return T(
            "nss",
            "es",
            "NSS in an IMSS appointment reminder",
            v,
            f"Recordatorio IMSS: {n}, NSS {v}, cita UMF 28 a las 9:40.",
        )
    if c == 6:
        s = nss()
        v = f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}"
        return T(
            "nss",
            "es",
            "hyphenated NSS in an HR spreadsheet row",
            v,
            f"empleado;nss;puesto | {n};{v};almacén",
        )
    if c == 7:
        v = clave_elector()
        return T(
            "ine-clave-elector",
            "es",
            "INE clave de elector in an identity check",
            v,
            f"Identificación: INE, clave de elector {v}, titular {n}",
        )
    if c == 8:
        v = rs("0123456789", 9)
        return T(
            "ine-cic",
            "es",
            "INE CIC next to a person's name",
            v,
            f"Validación INE de {n}: CIC {v}, vigente",
        )
    if c == 9:
        v = rs("0123456789", 13)
        return T(
            "ine-ocr",
            "es",
            "INE OCR next to a person's name",
            v,
            f"Credencial para votar de {n} — OCR {v} — sección 1432",
        )
    if c == 10:
        v = clabe()
        return T(
            "clabe",
            "es",
            "a person's CLABE for a transfer",
            v,
            f"Transfiere la renta a {n}, CLABE {v} (cuenta personal).",
        )
    v = card()
    return T(
        "card",
        "en",
        "card number in a support chat",
        v,
        f"{n}: my card {v} was charged twice, exp 09/29",
    )


def p_ids2():
    n = name()
    c = cyc("p_ids2", 4)
    if c == 0:
        s = card()
        v = " ".join(s[i : i + 4] for i in range(0, len(s), 4))
        return T(
            "card",
            "es",
            "spaced card number in a complaint",
            v,
            f"Cliente {n} reporta cargo no reconocido en su tarjeta {v}.",
        )
    if c == 1:
        s = clabe()
        v = f"{s[:3]} {s[3:6]} {s[6:17]} {s[17]}"
        return T(
            "clabe",
            "es",
            "spaced CLABE for a person's payment",
            v,
            f"Datos para el depósito de {n}: CLABE {v}",
        )
    if c == 2:
        v = iban_es()
        return T(
            "iban",
            "en",
            "a person's Spanish IBAN (valid mod-97)",
            v,
            f"Beneficiary {n}, personal account IBAN {v}",
        )
    v = rfc_fisica().lower()
    return T(
        "rfc-persona-fisica",
        "es",
        "lower-case RFC in a ticket",
        v,
        f"ticket #8812: el cliente {n} da su rfc {v} para el CFDI",
    )


def p_phone():
    n = name()
    d = mobile()
    c = cyc("p_phone", 9)
    if c < 4:
        v = fmt_phone(d, R.randrange(12))
        lab = R.choice(["Cel.", "Celular personal:", "Mi número:", "WhatsApp personal"])
        return T(
            "phone",
            "es",
            f"phone after a personal label ({lab})",
            v,
            f"{n} — {lab} {v} — cualquier duda.",
        )
    if c == 4:
        v = d
        return T(
            "phone",
            "es",
            "bare 10-digit mobile after a name",
            v,
            f"Comunícate con {n} al {v} para recoger al cachorro.",
        )
    if c == 5:
        v = d
        return T(
            "phone",
            "es",
            "bare 10-digit mobile, first person",
            v,
            f"Soy {n.split()[0]}, mi cel es {v}, escríbeme por la tarde.",
        )
    if c == 6:
        v = f"tel:+52{d}"
        return T(
            "phone",
            "es",
            "tel: link of a person",
            v,
            f"Llama a {n}: {v}",
            html=f'<p>Llama a {n}: <a href="{v}">{d}</a></p>',
        )
    if c == 7:
        v = R.choice([f"https://wa.me/52{d}", f"https://api.whatsapp.com/send?phone=521{d}"])
        return T(
            "whatsapp",
            "es",
            "WhatsApp link of a person",
            v,
            f"Vendo bicicleta, pregunta a {n.split()[0]}: {v}",
            html=f'<p>Vendo bicicleta, pregunta a {n.split()[0]}: <a href="{v}">WhatsApp</a></p>',
        )
    v = fmt_phone(d, R.randrange(12))
    return T(
        "phone", "pt", "personal phone in Portuguese", v, f"Contato pessoal de {n}: celular {v}"
    )


def p_email():
    n = name()
    first = R.choice(
        ["josé", "maría.josé", "íñigo", "ramón", "begoña", "martín", "sofía", "andrés"]
    )
    dom = R.choice(
        ["hotmail.com", "gmail.com", "yahoo.com.mx", "outlook.com", "prodigy.net.mx", "icloud.com"]
    )
    last = R.choice(["quiñones", "ocampo", "huerta", "zamudio", "peralta"])
    c = cyc("p_email", 8)
    if c == 0:
        v = f"{first}.{last}{R.randint(1, 99)}@{dom}"
        return T("email", "es", "accented local part", v, f"Escríbeme a {v} — {n}")
    if c == 1:
        v = f"{n.split()[0].upper()}.{last.upper()}@{dom.upper()}"
        return T("email", "es", "upper-case personal e-mail", v, f"CONTACTO DEL TUTOR: {v}")
    if c == 2:
        v = f"mailto:{last}.{R.randint(70, 99)}@{dom}?subject=Cotización&cc=otro@gmail.com"
        return T(
            "email",
            "es",
            "mailto with a query",
            v,
            f"Manda tu cotización a {n}: {v}",
            html=f'<p>Manda tu cotización a {n}: <a href="{v.replace("&", "&amp;")}">correo</a></p>',
        )
    if c == 3:
        u, _dd = f"{last}{R.randint(70, 99)}", dom.split(".")[0]
        v = f"{u} [arroba] {dom.replace('.', ' [punto] ')}"
        return T(
            "email-obfuscated", "es", "[arroba]/[punto] obfuscation", v, f"contacto de {n}: {v}"
        )
    if c == 4:
        u, _dd = f"{first.replace('.', '')}_{last}", dom.split(".")[0]
        v = f"{u} (at) {dom.replace('.', ' (dot) ')}"
        return T("email-obfuscated", "en", "(at)/(dot) obfuscation", v, f"reach me — {n} — at {v}")
    if c == 5:
        v = f"{last}.{R.randint(1, 999)}@{dom}"
        return T("email", "en", "From: header of a forwarded personal mail", v, f"From: {n} <{v}>")
    if c == 6:
        u, _dd = f"{last}{R.randint(1, 99)}", dom.split(".")[0]
        v = f"{u} arroba {dom.replace('.', ' punto ')}"
        return T(
            "email-obfuscated",
            "es",
            "'arroba … punto' in words",
            v,
            f"mi correo es {v}, atte. {n.split()[0]}",
        )
    v = f"{first}{R.randint(10, 99)}@{dom}"
    return T("email", "pt", "Portuguese personal e-mail", v, f"E-mail pessoal de {n}: {v}")


def p_sensitive():
    n = name()
    c = cyc("p_sensitive", 10)
    opts = [
        (
            "health",
            "es",
            "diagnosis tied to a named person",
            "diagnóstico: diabetes tipo 2 e hipertensión",
            "Expediente de {n}: {v}; control mensual.",
        ),
        (
            "health",
            "en",
            "HIV status tied to a named person",
            "HIV-positive since 2019",
            "Case note — {n} is {v}, on antiretroviral therapy.",
        ),
        (
            "religion",
            "es",
            "religion tied to a named person",
            "testigo de Jehová",
            "{n} es {v} y no acepta transfusiones.",
        ),
        (
            "union",
            "es",
            "union membership tied to a person",
            "afiliada al SNTE, sección 22",
            "La maestra {n}, {v}, solicitó licencia.",
        ),
        (
            "political",
            "es",
            "political affiliation tied to a person",
            "militante de Morena desde 2015",
            "{n}, {v}, fue propuesto como representante de casilla.",
        ),
        (
            "ethnic-origin",
            "es",
            "ethnic origin tied to a person",
            "hablante de tének, originaria de Aquismón",
            "Entrevistada: {n}, {v}.",
        ),
        (
            "sexual-preference",
            "es",
            "sexual preference tied to a person",
            "orientación: homosexual",
            "Ficha confidencial de {n} — {v} — canalizar a apoyo.",
        ),
        (
            "biometric",
            "en",
            "fingerprint template id tied to a person",
            f"fingerprint template FP-{rs('0123456789ABCDEF', 24)}",
            "Enrolled {n}: {v} (right index).",
        ),
        (
            "genetic",
            "es",
            "genetic test result tied to a person",
            "portadora de mutación BRCA1",
            "Resultado genético de {n}: {v}.",
        ),
        (
            "salary",
            "es",
            "salary tied to a named person",
            f"sueldo mensual neto $ {R.randint(12, 95)},{R.randint(100, 999)}.00",
            "Constancia: {n} percibe un {v} MXN.",
        ),
    ]
    kind, lang, form, v, tpl = opts[c]
    return T(f"sensitive-{kind}", lang, form, v, tpl.format(n=n, v=v))


def p_assets():
    n = name()
    c = cyc("p_assets", 3)
    if c == 0:
        v = f"placas {rs('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-{rs('0123456789', 3)}-{rs('ABCDEFGH', 1)}"
        return T(
            "asset",
            "es",
            "vehicle plate tied to a person",
            v,
            f"Vehículo de {n}: Nissan Versa 2019, {v}",
        )
    if c == 1:
        v = f"folio real {rs('0123456789', 6)}"
        return T(
            "asset",
            "es",
            "property registry folio tied to a person",
            v,
            f"Inmueble propiedad de {n}, inscrito con {v} en el RPP de Puebla.",
        )
    v = f"cuenta {rs('0123456789', 10)}"
    return T(
        "bank-account",
        "es",
        "a person's 10-digit bank account",
        v,
        f"Saldo de {n} en BBVA {v}: $48,120.55",
    )


def p_ip():
    n = name()
    v = f"{R.choice([187, 189, 201, 200, 177])}.{R.randint(1, 254)}.{R.randint(1, 254)}.{R.randint(1, 254)}"
    c = cyc("p_ip", 3)
    if c == 0:
        return T(
            "user-ip",
            "en",
            "user's IP in an access log line",
            v,
            f"{v} - {n.split()[0].lower()} [05/Mar/2026:10:11:12 -0600] GET /mi-cuenta 200",
        )
    if c == 1:
        return T(
            "user-ip",
            "es",
            "client IP in a login audit record",
            v,
            f"login ok usuario={n} ip_cliente={v}",
        )
    v6 = f"2806:{rs(HEX, 3)}:{rs(HEX, 4)}:{rs(HEX, 4)}::{rs(HEX, 3)}"
    return T(
        "user-ip",
        "en",
        "user's IPv6 in an X-Forwarded-For header",
        v6,
        v6,
        header="X-Forwarded-For",
    )


def p_account():
    c = cyc("p_account", 16)
    opts = [
        (
            "Stripe-Account",
            f"acct_{rs(B62, 16)}",
            "Stripe connected account in a header",
            "en",
            True,
        ),
        (
            "x-account",
            f"cust-{rs('0123456789', 6)}",
            "generic cust- id in x-account header",
            "en",
            True,
        ),
        ("OpenAI-Organization", f"org-{rs(B62, 24)}", "OpenAI organization header", "en", True),
        ("OpenAI-Project", f"proj_{rs(B62, 24)}", "OpenAI project header", "en", True),
        ("X-Customer-Id", f"cus_{rs(B62, 14)}", "Stripe customer id in a header", "en", True),
        ("anthropic-organization-id", uuid(), "organisation uuid in a provider header", "en", True),
        ("x-tenant-id", f"tnt_{rs(B62, 12)}", "tenant id header", "en", True),
    ]
    if c < len(opts):
        h, v, form, lang, _ = opts[c]
        return T("account-id", lang, form, v, v, header=h)
    more = [
        (
            f"/v1/accounts/acct_{rs(B62, 16)}/balance",
            "en",
            "Stripe account id in a URL path",
            "GET https://api.stripe.com{v} 200",
        ),
        (
            f"/client/v4/accounts/{rs(HEX, 32)}/workers",
            "en",
            "Cloudflare account id in a URL path",
            "curl https://api.cloudflare.com{v}",
        ),
        (
            f"projects/acme-prod-{rs('0123456789', 6)}",
            "en",
            "GCP project id in a resource name",
            "resource: {v}/locations/us-central1",
        ),
        (
            f"team_{rs(B62, 24)}",
            "en",
            "Vercel team id in an error message",
            "Error: You do not have access to {v} (403)",
        ),
        (
            f"{rs('0123456789', 12)}",
            "en",
            "AWS account id next to AccountId",
            "AccountId={v} Arn=arn:aws:iam::role/deploy",
        ),
        (
            f"T0{rs('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)}",
            "en",
            "Slack workspace id next to team_id",
            "slack event team_id={v} channel=C01",
        ),
        (f"user_{rs(B62, 27)}", "en", "Clerk user id in a JSON field", "user_id: {v}"),
        (f"auth0|{rs(HEX, 24)}", "en", "Auth0 subject next to sub", "sub={v} email_verified=true"),
        (
            f"ws_{rs(B62, 20)}",
            "es",
            "workspace id in a Spanish log",
            "espacio de trabajo ws={v} cuenta suspendida",
        ),
    ]
    v, lang, form, tpl = more[c - len(opts)]
    return T("account-id", lang, form, v, tpl.format(v=v))


# ------------------------------------------------------------------ secrets
def s_any():
    c = cyc("s_any", 26)

    def mk(v, lang, form, tpl, header=None, kind="api-key"):
        return T(kind, lang, form, v, tpl.format(v=v) if tpl else v, header=header)

    opts = [
        lambda: mk(
            key("sk-proj-", 64),
            "en",
            "OpenAI project key in an env line",
            "OPENAI_API_KEY={v}",
            kind="api-key-env",
        ),
        lambda: mk(
            key("sk-ant-api03-", 86) + "-" + key("", 6) + "AA",
            "en",
            "Anthropic key in x-api-key header",
            None,
            header="x-api-key",
            kind="api-key-header",
        ),
        lambda: mk(
            key("tvly-dev-", 32),
            "en",
            "Tavily key in a JSON body",
            '{{"api_key": "{v}", "query": "semantic kernel"}}'.replace('"', "'"),
            kind="api-key-json",
        ),
        lambda: mk(
            key("ghp_", 36),
            "en",
            "GitHub token in a git remote URL with userinfo",
            "https://ci-bot:{v}@github.com/acme/infra.git",
            kind="url-userinfo",
        ),
        lambda: mk(
            key("github_pat_11", 20) + "_" + key("", 59),
            "en",
            "fine-grained GitHub PAT in YAML",
            "token: {v}",
            kind="api-key-yaml",
        ),
        lambda: mk(
            "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
            "en",
            "AWS access key id in an ini file",
            "aws_access_key_id = {v}",
            kind="cloud-key",
        ),
        lambda: mk(
            rs(B62 + "/+", 40),
            "en",
            "AWS secret access key in an ini file",
            "aws_secret_access_key = {v}",
            kind="cloud-key",
        ),
        lambda: mk(
            "AIza" + rs(B62 + "-_", 35),
            "en",
            "Google API key in a query string",
            "GET https://www.googleapis.com/customsearch/v1?key={v}&cx=0175",
            kind="api-key-query",
        ),
        lambda: mk(
            key("hf_", 34),
            "en",
            "Hugging Face token in a Python snippet",
            "login(token='{v}')",
            kind="api-key-code",
        ),
        lambda: mk(
            key("gsk_", 52),
            "es",
            "Groq key in Spanish prose",
            "Usa esta llave para el demo: {v} (no la compartas)",
            kind="api-key-prose",
        ),
        lambda: mk(
            key("xai-", 80),
            "en",
            "xAI key in a Bearer header",
            None,
            header="Authorization",
            kind="bearer-token",
        ),
        lambda: mk(
            "sk_live_" + rs(B62, 99),
            "en",
            "Stripe live secret key in a config comment",
            "# stripe: {v}",
            kind="api-key-comment",
        ),
        lambda: mk(
            "pk_live_" + rs(B62, 99),
            "en",
            "publishable key on a server-side variable (policy: secret)",
            "STRIPE_KEY={v}",
            kind="publishable-on-server",
        ),
        lambda: mk(
            "sk_live_" + rs(B62, 40),
            "en",
            "secret-format key in a NEXT_PUBLIC_ variable (policy: secret)",
            "NEXT_PUBLIC_STRIPE_KEY={v}",
            kind="secret-in-public-var",
        ),
        lambda: mk(
            "xoxb-" + rs("0123456789", 12) + "-" + rs("0123456789", 13) + "-" + rs(B62, 24),
            "en",
            "Slack bot token in YAML",
            "slack_token: {v}",
            kind="api-key-yaml",
        ),
        lambda: mk(
            f"https://hooks.slack.com/services/T{rs('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}/B{rs('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}/{rs(B62, 24)}",  # noqa: E501
            "en",
            "Slack webhook URL",
            "alert_webhook: {v}",
            kind="webhook-url",
        ),
        lambda: mk(
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rs(B62, 60) + "." + rs(B62 + "-_", 43),
            "en",
            "JWT session token in a cookie",
            "Cookie: session={v}; path=/",
            kind="jwt",
        ),
        lambda: mk(
            f"postgres://app_rw:{rs(B62, 22)}@db.internal.acme.mx:5432/pagos",
            "en",
            "connection string with a password",
            "DATABASE_URL={v}",
            kind="connection-string",
        ),
        lambda: mk(
            rs(B62, 28) + "==",
            "en",
            "Basic credentials",
            None,
            header="Authorization",
            kind="basic-auth",
        ),
        lambda: mk(
            rs(HEX, 40),
            "en",
            "generic hex token next to a token key (CSV)",
            "service,token,owner | billing,{v},ops",
            kind="generic-token",
        ),
        lambda: mk(
            f"sessionid={rs('abcdefghijklmnopqrstuvwxyz0123456789', 32)}",
            "en",
            "session cookie in Set-Cookie",
            None,
            header="Set-Cookie",
            kind="cookie",
        ),
        lambda: mk(
            "SG." + rs(B62 + "-_", 22) + "." + rs(B62 + "-_", 43),
            "en",
            "SendGrid key in a docker-compose env",
            "- SENDGRID_API_KEY={v}",
            kind="api-key-env",
        ),
        lambda: mk(
            "glpat-" + rs(B62 + "-_", 20),
            "pt",
            "GitLab token in Portuguese prose",
            "Token de implantação: {v} — revogar depois do teste",
            kind="api-key-prose",
        ),
        lambda: mk(
            "dop_v1_" + rs(HEX, 64),
            "en",
            "DigitalOcean token in a curl command",
            "curl -H 'Authorization: Bearer {v}' https://api.digitalocean.com/v2/droplets",
            kind="api-key-curl",
        ),
        lambda: mk(
            "-----BEGIN OPENSSH PRIVATE KEY-----",
            "en",
            "OpenSSH private key as one escaped string",
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA"
            + rs(B62, 60)
            + "\n-----END OPENSSH PRIVATE KEY-----",
            kind="private-key",
        ),
        lambda: mk(
            key("fc-", 32, HEX),
            "es",
            "Firecrawl key in an error echo",
            "Error 401: clave inválida fc={v}",
            kind="api-key-error",
        ),
    ]
    it = opts[c]()
    if it["header"] == "Authorization" and it["kind"] == "bearer-token":
        it["text"] = "Bearer " + it["value"]
    if it["kind"] == "basic-auth":
        it["text"] = "Basic " + it["value"]
    return it


def s_more():
    c = cyc("s_more", 10)
    opts = [
        (
            "api-key-query",
            "en",
            "Brave/SerpAPI-style key in query",
            f"{rs(HEX, 64)}",
            "https://serpapi.com/search.json?q=clima&api_key={v}",
        ),
        (
            "api-key-json",
            "en",
            "Perplexity key in JSON-ish config",
            key("pplx-", 48),
            "perplexity: apiKey={v}",
        ),
        (
            "api-key-env",
            "en",
            "OpenRouter key in .env",
            key("sk-or-v1-", 64, HEX),
            "OPENROUTER_API_KEY=\u200b{v}".replace("\u200b", ""),
        ),
        (
            "api-key-code",
            "en",
            "Jina key in JS code",
            key("jina_", 60),
            "const jina = new Client({{ apiKey: '{v}' }});",
        ),
        ("api-key-yaml", "en", "Mistral key in YAML", rs(B62, 32), "mistral_api_key: {v}"),
        (
            "api-key-prose",
            "es",
            "Cohere key in Spanish prose",
            rs(B62, 40),
            "La llave de Cohere del equipo es {v} y vence en junio.",
        ),
        (
            "api-key-query",
            "en",
            "Exa key in query string",
            uuid(),
            "https://api.exa.ai/search?apiKey={v}&q=mx",
        ),
        (
            "generic-secret",
            "en",
            "generic client_secret in an OAuth form body",
            rs(B62 + "-_~", 40),
            "grant_type=client_credentials&client_id=web&client_secret={v}",
        ),
        ("api-key-env", "en", "Twilio auth token", rs(HEX, 32), "TWILIO_AUTH_TOKEN={v}"),
        ("api-key-header", "en", "Serper key header", rs(HEX, 40), None),
    ]
    kind, lang, form, v, tpl = opts[c]
    if tpl is None:
        return T(kind, lang, form, v, v, header="X-API-KEY")
    return T(kind, lang, form, v, tpl.format(v=v))


# ------------------------------------------------------------------ keepers
EMPRESAS = [
    "Refaccionaria El Tornillo",
    "Grupo Lácteo del Bajío",
    "Clínica Santa Fe del Norte",
    "Mueblería Hermanos Ortiz",
    "Papelería La Pluma de Oro",
    "Transportes Tollocan",
]
DOMS = [
    "eltornillo.com.mx",
    "lacteobajio.mx",
    "clinicasantafe.mx",
    "mueblesortiz.com",
    "laplumadeoro.mx",
    "tollocan.com.mx",
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "condusef.gob.mx",
    "queretaro.gob.mx",
    "cdmx.gob.mx",
]


def k_any():
    i = R.randrange(len(EMPRESAS))
    emp, dom = EMPRESAS[i], DOMS[i]
    c = cyc("k_any", 30)
    lada = R.choice(["55", "33", "81"])
    sw = f"{lada} {R.randint(5000, 5999)} {R.randint(1000, 9999)}"
    calle, col, cp, mun, edo = addr()
    opts = [
        (
            "role-mailbox",
            "es",
            "company role mailbox",
            f"{R.choice(['ventas', 'contacto', 'compras', 'cobranza', 'rh', 'prensa', 'info', 'atencion.clientes'])}@{dom}",  # noqa: E501
            "Cotizaciones: {v} ({emp})",
        ),
        (
            "role-mailbox",
            "es",
            "upper-case role mailbox",
            f"FACTURACION@{dom.upper()}",
            "ENVÍE SUS CFDI A {v}",
        ),
        (
            "role-mailbox",
            "en",
            "mailto role mailbox with query",
            f"mailto:soporte@{dom}?subject=Garant%C3%ADa",
            "Support: {v}",
        ),
        (
            "gov-role-mailbox",
            "es",
            ".gob.mx institutional mailbox",
            f"{R.choice(['atencion.ciudadana', 'contacto', 'transparencia', 'quejas'])}@{R.choice(GOB)}",
            "Dudas sobre el trámite: {v}",
        ),
        (
            "switchboard",
            "es",
            "company switchboard with Conmutador",
            f"Conmutador: {sw}",
            "{emp} — {v}",
        ),
        (
            "switchboard",
            "es",
            "office phone with ext.",
            f"Tel. oficina {sw} ext. {R.randint(100, 4999)}",
            "Atención a clientes de {emp}: {v}",
        ),
        (
            "toll-free",
            "es",
            "800 number",
            f"800 {R.randint(200, 999)} {R.randint(1000, 9999)}",
            "Llame sin costo al {v}, lunes a viernes.",
        ),
        (
            "toll-free",
            "es",
            "01 800 number",
            f"01 800 {R.randint(200, 999)} {R.randint(1000, 9999)}",
            "Línea de atención {emp}: {v}",
        ),
        (
            "company-address",
            "es",
            "company branch address with piso",
            f"{calle}, piso {R.randint(2, 18)}, {col}, C.P. {cp}",
            "Oficinas corporativas de {emp}: {v}, {mun}.",
        ),
        (
            "company-address",
            "en",
            "store address",
            f"{calle}, Local {R.randint(1, 40)}, {col}",
            "Visit our store: {v}, {mun}, {edo}.",
        ),
        (
            "company-bank-account",
            "es",
            "company's CLABE for customer payments",
            clabe(),
            "Depósitos a nombre de {emp} S.A. de C.V., CLABE {v}",
        ),
        (
            "company-rfc",
            "es",
            "company RFC (persona moral)",
            rfc_moral(),
            "{emp} S.A. de C.V. — RFC {v}",
        ),
        (
            "public-key",
            "en",
            "publishable key in a VITE_ variable (policy: keeper)",
            "pk_live_" + rs(B62, 40),
            "VITE_STRIPE_PUBLISHABLE_KEY={v}",
        ),
        (
            "public-key",
            "en",
            "publishable key in a NEXT_PUBLIC_ variable",
            "pk_live_" + rs(B62, 40),
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={v}",
        ),
        (
            "public-key",
            "en",
            "publishable key in a REACT_APP_ variable",
            "pk_live_" + rs(B62, 40),
            "REACT_APP_STRIPE_PUBLISHABLE_KEY={v}",
        ),
        (
            "sample-value",
            "es",
            "SAT generic RFC in docs",
            R.choice(["XAXX010101000", "XEXX010101000"]),
            "Para público en general o extranjeros use el RFC genérico {v}.",
        ),
        (
            "sample-value",
            "en",
            "documented test card",
            R.choice(
                [
                    "4242 4242 4242 4242",
                    "5555 5555 5555 4444",
                    "4000 0566 5566 5556",
                    "3782 822463 10005",
                ]
            ),
            "Use the test card {v} with any future date in sandbox mode.",
        ),
        (
            "placeholder",
            "en",
            "placeholder api key in docs",
            R.choice(["sk-...", "YOUR_API_KEY", "tvly-XXXXXXXXXXXXXXXX", "${OPENAI_API_KEY}"]),
            "export OPENAI_API_KEY={v}",
        ),
        ("hash", "en", "sha256 of a file", rs(HEX, 64), "sha256: {v}  release.tar.gz"),
        ("hash", "en", "git commit sha", rs(HEX, 40), "Fixed in commit {v}"),
        ("uuid", "en", "request id uuid", uuid(), "x-request-id={v}"),
        (
            "date",
            "es",
            "publication date",
            f"Publicado el {R.randint(1, 28)} de {R.choice(MESES)} de {R.randint(2015, 2026)}",
            "{v} · Redacción",
        ),
        (
            "date",
            "en",
            "event date",
            f"March {R.randint(1, 28)}, 2026",
            "Webinar on {v}, 11:00 CST.",
        ),
        (
            "kept-value",
            "en",
            "publishedAt field",
            f"{R.randint(2019, 2026)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:15:00Z",
            "publishedAt: {v}",
        ),
        (
            "kept-value",
            "en",
            "retrievedAt field",
            f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T08:00:12Z",
            "retrievedAt: {v}",
        ),
        (
            "kept-value",
            "en",
            "cacheAgeSeconds field",
            f"cacheAgeSeconds: {R.randint(1, 86400)}",
            "{v}",
        ),
        (
            "org-id",
            "es",
            "clinic CLUES code",
            f"CLUES {R.choice(['QTSSA', 'DFIMS', 'JCSSA'])}{rs('0123456789', 6)}",
            "Unidad médica registrada con {v}.",
        ),
        (
            "statistic",
            "es",
            "religion statistic not tied to a person",
            f"{R.randint(60, 80)}.{R.randint(0, 9)} % de la población se declaró católica",
            "Según el Censo 2020, el {v}.",
        ),
        (
            "statistic",
            "es",
            "health statistic not tied to a person",
            f"{R.randint(10, 18)}.{R.randint(0, 9)} % de los adultos vive con diabetes",
            "ENSANUT: el {v}.",
        ),
        (
            "professional-registration",
            "es",
            "professional's public cédula",
            f"Cédula Profesional {rs('0123456789', 7)}",
            "Responsable sanitario: Dr. {nm}, {v}.",
        ),
    ]
    kind, lang, form, v, tpl = opts[c]
    return T(kind, lang, form, v, tpl.format(v=v, emp=emp, nm=name(), mun=mun, edo=edo))


def k_more():
    c = cyc("k_more", 12)
    d = R.randint(1, 28)
    opts = [
        (
            "date-header",
            "en",
            "recorded Date header",
            f"Sat, {d:02d} Dec 2026 11:{R.randint(10, 59)}:00 GMT",
            "Date",
        ),
        (
            "date-header",
            "en",
            "recorded Last-Modified header",
            f"Tue, {d:02d} Nov 2026 09:00:00 GMT",
            "Last-Modified",
        ),
        ("uuid", "en", "recorded request id header", uuid(), "x-request-id"),
        ("hash", "en", "recorded ETag header", f"W/{rs(HEX, 32)}", "ETag"),
        (
            "org-id",
            "en",
            "public analytics id",
            f"G-{rs('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}",
            None,
        ),
        ("isbn", "es", "ISBN of a book", isbn(), None),
        ("order-number", "es", "order number", f"Pedido #{rs('0123456789', 10)}", None),
        ("tracking-number", "es", "tracking number", f"Guía DHL {rs('0123456789', 10)}", None),
        (
            "statistic",
            "es",
            "count statistic of 10 digits",
            f"{rs('123456789', 1)}{rs('0123456789', 9)} visitas",
            None,
        ),
        (
            "gov-role-mailbox",
            "es",
            "gov mailbox in mailto",
            f"mailto:unidad.transparencia@{R.choice(GOB)}",
            None,
        ),
        (
            "official-contact",
            "es",
            "institution contact with extension",
            f"(55) 5062 {R.randint(1000, 9999)} ext. {R.randint(10000, 99999)}",
            None,
        ),
        ("placeholder", "es", "masked card", f"**** **** **** {rs('0123456789', 4)}", None),
    ]
    kind, lang, form, v, h = opts[c]
    if h:
        return T(kind, lang, form, v, v, header=h)
    txt = {
        "org-id": f"gtag('config', '{v}')",
        "isbn": f"ISBN {v}, FCE, 2019.",
        "order-number": f"{v} enviado.",
        "tracking-number": f"{v} en tránsito.",
        "statistic": f"La página registró {v} en 2025.",
        "gov-role-mailbox": f"Solicitudes: {v}",
        "official-contact": f"Conmutador de la Secretaría: {v}",
        "placeholder": f"Pagado con tarjeta {v}",
    }[kind]
    return T(kind, lang, form, v, txt)
