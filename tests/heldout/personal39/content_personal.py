"""Personal-data and account-id items of corpus 39 (label ``personal``).

Each entry: kind, lang, form, value, text (one line holding value in its context), and
optionally ``field`` (a JSON/YAML key under which the bare value can stand), ``html`` (a
richer HTML snippet), ``header`` (recorded-header name; the header value is ``text``).
"""

from __future__ import annotations

from typing import Any

from values import COLONIAS, FREEMAIL, MUNIS, STATES, STREETS, Maker

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


def E(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (value, text)
    return {"kind": kind, "lang": lang, "form": form, "value": value, "text": text, **kw}


def emails(m: Maker) -> list[dict[str, Any]]:
    out = []
    styles = ["plain", "accent", "upper", "mailto", "from", "plain", "accent", "plain"]
    for i in range(34):
        lang = "en" if i % 6 == 5 else "pt" if i % 11 == 7 else "es"
        p = m.person(lang)
        st = styles[i % len(styles)]
        dom = m.choice(
            FREEMAIL if lang != "pt" else ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com"]
        )
        local = m.email_local(p, accents=(st == "accent"))
        addr = f"{local}@{dom}"
        if st == "upper":
            addr = addr.upper()
        if st == "mailto":
            subj = m.choice(["Informes", "Cita", "Solicitud%20de%20empleo", "Cotizacion"])
            value = f"mailto:{addr}?subject={subj}"
            text = f"Escríbele a {p['full']}: {value}"
            html = f'<p>Para dudas sobre la rifa escríbele a {p["given"]}: <a href="{value}">{addr}</a></p>'
            out.append(
                E(
                    "email",
                    lang,
                    "mailto link with query, in a page/field",
                    value,
                    text,
                    html=html,
                    field="contact_link",
                )
            )
            continue
        if st == "from":
            value = addr
            text = f"From: {p['full']} <{addr}>"
            out.append(
                E("email", lang, "From header of a forwarded mail quoted in a body", value, text)
            )
            continue
        ctx = {
            "es": [
                f"Interesados mandar CV a {p['full']}, correo {addr}",
                f"Mi correo personal es {addr}, cualquier cosa me avisan. — {p['given']}",
                f"Responsable del grupo de padres: {p['full']} ({addr})",
                f"Vendo bicicleta rodada 26 en buen estado, informes con {p['given']} al correo {addr}",
                f"cliente={p['full']}; email={addr}; estatus=pendiente",
            ],
            "en": [
                f"Please reach out to {p['full']} directly at {addr} for the carpool list.",
                f"Contact: {p['full']} <{addr}> (personal)",
            ],
            "pt": [f"Falar com {p['full']} pelo e-mail {addr}"],
        }[lang]
        text = ctx[i % len(ctx)]
        form = {
            "plain": "free-mail address",
            "accent": "accented local part",
            "upper": "upper case",
        }[st]
        out.append(E("email", lang, form + " next to a name", addr, text, field="email"))
    return out


def emails_obf(m: Maker) -> list[dict[str, Any]]:
    out = []
    styles = [
        ("{l} [arroba] {d} [punto] {t}", "es"),
        ("{l}(arroba){d}(punto){t}", "es"),
        ("{l} arroba {d} punto {t}", "es"),
        ("{l} [at] {d} [dot] {t}", "en"),
        ("{l} at {d} dot {t}", "en"),
        ("{l} (at) {d} (dot) {t}", "en"),
        ("{l} @ {d} . {t}", "es"),
    ]
    for i in range(14):
        pat, lang = styles[i % len(styles)]
        p = m.person(lang)
        d, t = m.choice(
            [("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com")]
        )
        value = pat.format(l=m.email_local(p), d=d, t=t)
        text = (
            f"Contacto de {p['full']}: {value} (sin spam por favor)"
            if lang == "es"
            else f"{p['full']} can be reached at {value}"
        )
        out.append(E("email-obfuscated", lang, "obfuscated e-mail next to a name", value, text))
    return out


PHONE_STYLES = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dotted",
    "dashed",
    "spaced",
    "bare",
    "e164",
    "intlparen",
]


def phones(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(60):
        st = PHONE_STYLES[i % len(PHONE_STYLES)]
        lang = "en" if i % 7 == 3 else "pt" if i % 13 == 9 else "es"
        if lang == "pt":
            p = m.person("pt")
            value = (
                f"+55 11 9{m.digits(4)}-{m.digits(4)}"
                if i % 2
                else f"(21) 9{m.digits(4)}-{m.digits(4)}"
            )
            text = f"Contato: {p['full']}, celular {value}"
            out.append(
                E("phone", "pt", "Brazilian mobile next to a name", value, text, field="celular")
            )
            continue
        p = m.person("es")
        area, sub = m.mx_phone()
        if st == "044" or st == "045":
            area, sub = m.mx_phone("DF" if st == "044" else "JC")
        value = m.fmt_phone(area, sub, st)
        if st == "bare":
            ctx = [
                f"Comunícate con {p['short']} al {value}",
                f"{p['short']} {value}",
                f"Informes con la Sra. {p['given']} {p['s1']}: {value}",
                f"mi cel {value} ({p['given']})",
            ]
            text = ctx[i % len(ctx)]
            form = "bare 10-digit mobile next to a name / personal label"
        elif lang == "en":
            text = m.choice(
                [
                    f"Text me at {value} — {p['given']}",
                    f"Emergency contact: {p['full']}, mobile {value}",
                    f"Landlord: {p['full']}, cell {value}",
                ]
            )
            form = f"{st} notation, next to a name (en)"
        else:
            text = m.choice(
                [
                    f"Cel. particular de {p['full']}: {value}",
                    f"Tel. de casa: {value} (familia {p['s1']} {p['s2']})",
                    f"Se renta cuarto amueblado, informes con {p['given']} al {value}",
                    f"Contacto de emergencia: {p['full']} — {value}",
                    f"Mi número es {value}, pregunta por {p['given']}",
                    f"Paciente: {p['full']}; teléfono: {value}",
                ]
            )
            form = f"{st} notation, next to a name"
        html = None
        if st == "e164" and i % 2 == 0:
            html = f'<p>Llámale a {p["given"]} {p["s1"]}: <a href="tel:{value}">{value}</a></p>'
            form = "tel: link next to a name"
        kw = {"field": "telefono_celular" if lang == "es" else "mobile_phone"}
        if html:
            kw["html"] = html
        out.append(E("phone", lang, form, value, text, **kw))
    return out


def whatsapp(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(12):
        p = m.person()
        area, sub = m.mx_phone()
        n = area + sub
        value = [
            f"https://wa.me/52{n}",
            f"https://api.whatsapp.com/send?phone=521{n}",
            f"wa.me/52{n}?text=Hola",
            f"WhatsApp {m.fmt_phone(area, sub, 'intl1')}",
        ][i % 4]
        text = f"Pedidos de pasteles con {p['full']}: {value}"
        html = None
        if value.startswith("http"):
            html = f'<p>Pedidos de pasteles con {p["given"]} por WhatsApp: <a href="{value}">mándale mensaje</a></p>'
        kw = {"html": html} if html else {}
        out.append(E("whatsapp", "es", "WhatsApp link/number of a person", value, text, **kw))
    return out


def _fmt_id(value: str, style: str, groups: list[int]) -> str:
    if style == "plain":
        return value
    if style == "lower":
        return value.lower()
    parts, i = [], 0
    for g in groups:
        parts.append(value[i : i + g])
        i += g
    return (" " if style == "spaced" else "-" if style == "hyphen" else ".").join(parts)


def curps(m: Maker) -> list[dict[str, Any]]:
    out = []
    styles = ["plain", "plain", "lower", "spaced", "hyphen", "plain"]
    for i in range(26):
        p = m.person()
        st = styles[i % len(styles)]
        value = _fmt_id(m.curp(p), st, [4, 6, 6, 2])
        lang = "en" if i % 9 == 4 else "es"
        ctx = [
            f"Alumno: {p['full']} · CURP {value} · Grupo 3°B",
            f"Recordatorio IMSS: cita de {p['full']}, CURP: {value}, consultorio 7",
            f"{p['full']},{value},{m.choice(['activo', 'baja', 'pendiente'])}",
            f"[2024-03-11 10:22:04] validar_curp ok curp={value} nombre={p['given']}",
            f"curp del beneficiario {value} (favor de verificar)",
        ]
        text = f"Applicant {p['full']}, CURP {value}" if lang == "en" else ctx[i % len(ctx)]
        out.append(E("curp", lang, f"CURP {st}", value, text, field="curp"))
    return out


def rfcs(m: Maker) -> list[dict[str, Any]]:
    out = []
    styles = ["plain", "plain", "hyphen", "spaced", "lower"]
    for i in range(20):
        p = m.person()
        r = m.rfc_fisica(p)
        st = styles[i % len(styles)]
        value = _fmt_id(r, st, [4, 6, 3])
        ctx = [
            f"Solicito factura a nombre de {p['full']}, RFC {value}, uso CFDI G03",
            f"Recibo de arrendamiento — arrendatario {p['full']} (RFC: {value})",
            f"Ticket #{m.digits(5)}: el cliente {p['given']} {p['s1']} pide corregir su RFC a {value}",
            f"rfc_receptor={value} nombre_receptor={p['full'].upper()} regimen=605",
        ]
        out.append(
            E(
                "rfc-persona-fisica",
                "es",
                f"RFC persona física {st}",
                value,
                ctx[i % len(ctx)],
                field="rfc_receptor",
            )
        )
    return out


def nsss(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(14):
        p = m.person()
        n = m.nss()
        st = ["plain", "hyphen", "spaced", "plain"][i % 4]
        value = n if st == "plain" else _fmt_id(n, st, [2, 2, 2, 4, 1])
        text = m.choice(
            [
                f"Trabajador: {p['full']} — NSS {value}",
                f"Número de Seguridad Social de {p['given']}: {value}",
                f"alta IMSS nss={value} trabajador={p['full']}",
            ]
        )
        out.append(E("nss", "es", f"NSS {st}", value, text, field="nss"))
    return out


def ine(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(12):
        p = m.person()
        value = m.clave_elector(p)
        if i % 4 == 3:
            value = value.lower()
        text = m.choice(
            [
                f"Clave de elector de {p['full']}: {value}",
                f"Identificación: INE, clave {value}, titular {p['full']}",
                f"Se anexa copia de la credencial para votar de {p['given']} {p['s1']} (clave de elector {value})",
            ]
        )
        out.append(
            E("ine-clave-elector", "es", "INE clave de elector", value, text, field="clave_elector")
        )
    return out


def clabes(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(14):
        p = m.person()
        c = m.clabe()
        value = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        text = m.choice(
            [
                f"Para el reembolso deposítale a {p['full']}, CLABE {value}",
                f"Cuenta para la cooperación: {p['given']} {p['s1']}, CLABE interbancaria {value}",
                f"beneficiario={p['full']} clabe={value} monto=1500.00",
                f"Datos de nómina de {p['full']}: CLABE {value}",
            ]
        )
        out.append(E("clabe", "es", "CLABE of a person", value, text, field="clabe"))
    return out


def cards(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(14):
        lang = "en" if i % 4 == 1 else "es"
        p = m.person(lang)
        c = m.card()
        if i % 3 == 1:
            value = (
                " ".join(c[j : j + 4] for j in range(0, len(c), 4))
                if len(c) == 16
                else f"{c[:4]} {c[4:10]} {c[10:]}"
            )
        elif i % 3 == 2:
            value = "-".join(c[j : j + 4] for j in range(0, len(c), 4)) if len(c) == 16 else c
        else:
            value = c
        text = (
            f"Cardholder {p['full']}, card number {value}, exp 09/27"
            if lang == "en"
            else m.choice(
                [
                    f"Titular: {p['full']} — tarjeta {value}",
                    f"pago rechazado tarjeta={value} titular={p['full']}",
                    f"Le paso mi tarjeta para el apartado: {value} a nombre de {p['given']} {p['s1']}",
                ]
            )
        )
        out.append(E("card", lang, "payment card number (Luhn)", value, text, field="card_number"))
    return out


def passports(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(18):
        kind = i % 6
        if kind in (0, 1, 2):
            p = m.person()
            value = m.choice("GN") + m.digits(8)
            text = [
                f"Pasaporte mexicano de {p['full']}: {value}, vence 2031",
                f"Viajero: {p['full']} | No. de pasaporte {value}",
                f"Favor de capturar el pasaporte {value} de {p['given']} {p['s1']} para el vuelo",
            ][kind]
            out.append(
                E(
                    "passport",
                    "es",
                    "Mexican passport next to passport word",
                    value,
                    text,
                    field="pasaporte",
                )
            )
        elif kind == 3:
            p = m.person("en")
            value = m.digits(9)
            text = f"Passport No. {value} (USA), holder {p['full']}"
            out.append(
                E("passport", "en", "US passport number", value, text, field="passport_number")
            )
        elif kind == 4:
            p = m.person()
            value = "PA" + m.choice("ABCDEFGHJKL") + m.digits(6)
            text = f"Pasaporte español de {p['full']}: {value}"
            out.append(E("passport", "es", "Spanish passport", value, text, field="pasaporte"))
        else:
            p = m.person("pt")
            value = m.choice(["FZ", "GB", "FT", "YB"]) + m.digits(6)
            text = f"Passaporte de {p['full']}: nº {value}"
            out.append(E("passport", "pt", "Brazilian passport", value, text, field="passaporte"))
    return out


def births(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(22):
        y, mo, d = m.birth()
        st = i % 7
        if st == 5:
            p = m.person("en")
            value = f"{MONTHS[mo - 1]} {d}, {y}"
            text = f"{p['full']} (DOB: {value}) is registered for the Sunday league."
            lang = "en"
        elif st == 6:
            p = m.person("pt")
            value = f"{d:02d}/{mo:02d}/{y}"
            text = f"{p['full']}, data de nascimento {value}"
            lang = "pt"
        else:
            p = m.person()
            lang = "es"
            value = [
                f"{d} de {MESES[mo - 1]} de {y}",
                f"{d:02d}/{mo:02d}/{y}",
                f"{y}-{mo:02d}-{d:02d}",
                f"{d:02d}-{MESES[mo - 1][:3].upper()}-{y}",
                f"{d:02d}/{mo:02d}/{y}",
            ][st]
            text = [
                f"{p['full']} nació el {value} en {m.choice(list(STATES.values()))[0]}.",
                f"Paciente {p['full']} — fecha de nacimiento: {value}",
                f"nombre={p['full']};fecha_nacimiento={value};sexo={p['sex']}",
                f"Jugador: {p['full']}, F. nac. {value}, categoría libre",
                f"Felicidades a {p['given']} {p['s1']} que cumple años; nació el {value}",
            ][st]
        out.append(
            E(
                "birth-date",
                lang,
                "birth date of a named person",
                value,
                text,
                field="fecha_nacimiento",
            )
        )
    return out


def addresses(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(24):
        p = m.person()
        stc = m.choice(list(STATES))
        name, abbr, _ = STATES[stc]
        muni = m.choice(MUNIS[stc])
        cp = f"{m.r.randint(1, 99):02d}{m.digits(3)}"
        st = i % 6
        street = m.choice(STREETS)
        value = [
            f"Calle {street} {m.r.randint(1, 999)}, int. {m.r.randint(1, 12)}, Col. {m.choice(COLONIAS)}, C.P. {cp}, {muni}, {abbr}",  # noqa: E501
            f"Av. {street} #{m.r.randint(100, 3999)}, Col. {m.choice(COLONIAS)}, {muni}, {name}, C.P. {cp}",
            f"Privada {street} núm. {m.r.randint(1, 80)}, depto. {m.r.randint(101, 404)}, Col. {m.choice(COLONIAS)}, CP {cp}, {muni}",  # noqa: E501
            f"Cerrada de {street} No. {m.r.randint(1, 60)}, Fracc. {m.choice(COLONIAS)}, {muni}, {abbr} {cp}",
            f"Andador {street} {m.r.randint(1, 40)}-B, Col. {m.choice(COLONIAS)}, C.P. {cp}, {muni}, {name}",
            f"C. {street} {m.r.randint(1, 999)} Int. {m.r.randint(1, 9)}, Col. {m.choice(COLONIAS)}, {muni}, {abbr}, C.P. {cp}",  # noqa: E501
        ][st]
        text = m.choice(
            [
                f"Domicilio particular de {p['full']}: {value}",
                f"Enviar a: {p['full']}, {value}",
                f"El paciente {p['full']} vive en {value}",
                f"Se notifica a {p['full']} en su domicilio ubicado en {value}",
                f"destinatario={p['full']} | direccion={value}",
            ]
        )
        out.append(
            E(
                "home-address",
                "es",
                "home address of a named person",
                value,
                text,
                field="domicilio",
            )
        )
    return out


def foreign_ids(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(20):
        k = i % 7
        if k == 0:
            p = m.person()
            v = m.dni_es()
            out.append(
                E(
                    "foreign-id",
                    "es",
                    "Spanish DNI",
                    v,
                    f"Inscrito: {p['full']}, DNI {v}",
                    field="dni",
                )
            )
        elif k == 1:
            p = m.person()
            v = m.cuil()
            out.append(
                E(
                    "foreign-id",
                    "es",
                    "Argentine CUIL",
                    v,
                    f"Empleada {p['full']} — CUIL {v}",
                    field="cuil",
                )
            )
        elif k == 2:
            p = m.person()
            v = m.rut()
            out.append(
                E(
                    "foreign-id",
                    "es",
                    "Chilean RUT",
                    v,
                    f"Cliente {p['full']}, RUT {v}",
                    field="rut",
                )
            )
        elif k == 3:
            p = m.person("pt")
            v = m.cpf()
            out.append(
                E(
                    "foreign-id",
                    "pt",
                    "Brazilian CPF",
                    v,
                    f"Titular: {p['full']}, CPF {v}",
                    field="cpf",
                )
            )
        elif k == 4:
            p = m.person("en")
            v = m.ssn()
            out.append(
                E("foreign-id", "en", "US SSN", v, f"Employee {p['full']}, SSN {v}", field="ssn")
            )
        elif k == 5:
            p = m.person()
            v = f"{m.r.randint(20, 45)}.{m.digits(3)}.{m.digits(3)}"
            out.append(
                E(
                    "foreign-id",
                    "es",
                    "Argentine DNI (dotted)",
                    v,
                    f"{p['full']}, D.N.I. N° {v}",
                    field="dni",
                )
            )
        else:
            p = m.person("pt")
            d = m.digits(8)
            v = f"{d[:2]}.{d[2:5]}.{d[5:]}-{m.r.randint(0, 9)}"
            out.append(
                E("foreign-id", "pt", "Brazilian RG", v, f"{p['full']}, RG {v} SSP/SP", field="rg")
            )
    return out


def accounts(m: Maker) -> list[dict[str, Any]]:
    out = []
    for i in range(50):
        k = i % 16
        if k == 0:
            v = "acct_1" + m.alnum(15)
            out.append(
                E("account-id", "en", "Stripe-Account header", v, v, header="Stripe-Account")
            )
        elif k == 1:
            v = "cust-" + m.digits(6)
            out.append(E("account-id", "en", "x-account header (cust-)", v, v, header="x-account"))
        elif k == 2:
            v = "org-" + m.alnum(24)
            out.append(
                E(
                    "account-id",
                    "en",
                    "OpenAI-Organization header",
                    v,
                    v,
                    header="openai-organization",
                )
            )
        elif k == 3:
            v = "proj_" + m.alnum(24)
            out.append(E("account-id", "en", "project field", v, v, field="project"))
        elif k == 4:
            v = "user_" + m.upper_alnum(26)
            out.append(E("account-id", "en", "user id field", v, v, field="user_id"))
        elif k == 5:
            v = f"/v1/accounts/acct_{m.digits(6)}/usage"
            out.append(
                E(
                    "account-id",
                    "en",
                    "account id in a URL path",
                    v,
                    f"GET https://api.example-search.io{v} 429",
                    field="request_url",
                )
            )
        elif k == 6:
            v = f"{m.hexs(8)}-{m.hexs(4)}-4{m.hexs(3)}-a{m.hexs(3)}-{m.hexs(12)}"
            out.append(
                E(
                    "account-id",
                    "en",
                    "anthropic-organization-id header (uuid)",
                    v,
                    v,
                    header="anthropic-organization-id",
                )
            )
        elif k == 7:
            v = "ws_" + m.alnum(20)
            out.append(E("account-id", "en", "workspace id field", v, v, field="workspace_id"))
        elif k == 8:
            v = "team_" + m.alnum(22)
            out.append(
                E(
                    "account-id",
                    "en",
                    "team id in an error message",
                    v,
                    f"Rate limit reached for team {v} on requests per min (RPM): Limit 60",
                    field="team_id",
                )
            )
        elif k == 9:
            v = "org_" + m.alnum(16)
            out.append(
                E(
                    "account-id",
                    "en",
                    "organisation id in a URL path",
                    v,
                    f"https://console.example-llm.com/organizations/{v}/billing",
                    field="org_id",
                )
            )
        elif k == 10:
            v = m.digits(12)
            out.append(
                E(
                    "account-id",
                    "es",
                    "x-account-id header (AWS-like 12 digits)",
                    v,
                    v,
                    header="x-account-id",
                )
            )
        elif k == 11:
            v = "cus_" + m.alnum(14)
            out.append(
                E(
                    "account-id",
                    "es",
                    "customer id in a body field",
                    v,
                    f"Cliente de facturación {v} sin método de pago",
                    field="customer",
                )
            )
        elif k == 12:
            v = "acct-" + m.hexs(10)
            out.append(E("account-id", "en", "X-Customer-Id header", v, v, header="X-Customer-Id"))
        elif k == 13:
            v = "proj-" + m.hexs(12)
            out.append(
                E(
                    "account-id",
                    "es",
                    "project id in a log line",
                    v,
                    f"cuota excedida para el proyecto {v} (plan gratuito)",
                    field="project_id",
                )
            )
        elif k == 14:
            v = f"{m.hexs(8)}-{m.hexs(4)}-{m.hexs(4)}-{m.hexs(4)}-{m.hexs(12)}"
            out.append(
                E("account-id", "en", "organization_id field (uuid)", v, v, field="organization_id")
            )
        else:
            v = "org-" + m.alnum(24)
            out.append(
                E(
                    "account-id",
                    "en",
                    "organization in an error body",
                    v,
                    f"You exceeded your current quota for organization {v}. Check your plan.",
                    field="organization",
                )
            )
    return out


def all_items(m: Maker) -> list[dict[str, Any]]:
    res = []
    for f in (
        emails,
        emails_obf,
        phones,
        whatsapp,
        curps,
        rfcs,
        nsss,
        ine,
        clabes,
        cards,
        passports,
        births,
        addresses,
        foreign_ids,
        accounts,
    ):
        for e in f(m):
            e["family"] = "account-id" if e["kind"] == "account-id" else "personal"
            e["label"] = "personal"
            res.append(e)
    return res
