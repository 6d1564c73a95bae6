"""Personal items: data of invented people, in the forms pages, payloads and logs carry them.

Each maker returns a dict: lang, form, value, text (one line holding value) and optionally
field (key, string) for a JSON/YAML field of its own, or header (name, value) / req (True
when the header belongs to a request).
"""

from __future__ import annotations

from typing import Any

from values import V

E = dict[str, Any]


def _pick(v: V, i: int, opts: list[Any]) -> Any:
    return opts[i % len(opts)]


def email(v: V, i: int) -> E:
    name, local = v.email_local(accent=i % 5 == 2)
    dom = v.free_domain()
    addr = f"{local}@{dom}"
    form = "plain"
    if i % 5 == 2:
        form = "accented local part"
    if i % 7 == 3:
        addr = addr.upper()
        form = "upper case"
    t = _pick(
        v,
        i,
        [
            ("es", f"Para inscribirte escribe a {name}: {addr} (respondo en la tarde)."),
            ("es", f"Contacto de la tutora {name} — {addr}"),
            ("en", f"Reach me directly at {addr} if the form fails. — {name}"),
            ("es", f"Responsable del trámite: {name}, correo personal {addr}, horario 9 a 14 h."),
            ("es", f"From: {name} <{addr}>"),
            ("pt", f"Dúvidas? Fale comigo pelo e-mail {addr} ({name})."),
            ("es", f"Mándame los papeles a {addr} porfa, gracias! {name.split()[0]}"),
            ("en", f"Submitted by {name} ({addr}) on the community board."),
        ],
    )
    field = None
    if i % 4 == 1:
        field = ("contact_email", addr)
    if i % 9 == 4:
        q = f"mailto:{addr}?subject=Cotizaci%C3%B3n&body=Hola"
        t = ("es", f'<a href="{q}">Escríbele a {name}</a>')
        return {
            "lang": "es",
            "form": "mailto with query",
            "value": q,
            "text": t[1],
            "raw_html": True,
            "text_plain": f"Enlace de contacto de {name}: {q}",
        }
    return {"lang": t[0], "form": form, "value": addr, "text": t[1], "field": field}


def email_obf(v: V, i: int) -> E:
    name, local = v.email_local()
    dom = v.free_domain()
    user, tld = dom.split(".", 1)
    forms = [
        ("[arroba] [punto]", f"{local} [arroba] {user} [punto] {tld.replace('.', ' [punto] ')}"),
        ("(arroba) (punto)", f"{local}(arroba){user}(punto){tld.replace('.', '(punto)')}"),
        ("[at] [dot]", f"{local} [at] {user} [dot] {tld.replace('.', ' [dot] ')}"),
        ("at dot", f"{local} at {user} dot {tld.replace('.', ' dot ')}"),
        ("arroba punto", f"{local} arroba {user} punto {tld.replace('.', ' punto ')}"),
        ("{at}", f"{local}{{at}}{dom}"),
    ]
    form, val = forms[i % len(forms)]
    lang = "en" if "dot" in form and "[" not in form else "es"
    t = {
        "es": f"Si te interesa la bici usada, mándame correo a {val} — {name}",
        "en": f"No DMs please, email {name} at {val}",
    }[lang]
    if i % 3 == 2 and lang == "es":
        t = f"Correo de {name}: {val} (sin espacios)"
    return {"lang": lang, "form": form, "value": val, "text": t}


def phone(v: V, i: int) -> E:
    n10 = v.mobile10()
    forms = v.phone_forms(n10)
    val = forms[i % len(forms)]
    name = v.name()
    t = _pick(
        v,
        i // 2,
        [
            (
                "es",
                f"Informes con {name} al {val} (celular, solo WhatsApp o llamada después de las 5).",
            ),
            ("es", f"Mi cel: {val} — {name}"),
            ("es", f"Vendo refrigerador en buen estado, trato directo con {name}, tel. {val}"),
            ("es", f"Paciente: {name} | Teléfono de contacto: {val}"),
            ("en", f"Call {name} on the mobile {val} to confirm the pickup."),
            ("es", f"Comunícate con {name} al {val} para reagendar la cita."),
            ("pt", f"Ligue para {name} no celular {val}."),
            ("es", f"Contacto de emergencia: {name} ({val})"),
            (
                "es",
                f'[2024-03-11 10:22:41] INFO sms.send to={val} template=recordatorio_cita user="{name}"',
            ),
        ],
    )
    field = ("telefono", val) if i % 5 == 3 else None
    return {
        "lang": t[0],
        "form": f"phone {['+52 sp', '+52 1', '044', '045', '(lada)', 'dots', 'hyphens', '+52 compact', '+52 (lada)', 'spaces', '+521 compact', '52 sp'][i % 12]}",  # noqa: E501
        "value": val,
        "text": t[1],
        "field": field,
    }


def phone_bare(v: V, i: int) -> E:
    n10 = v.mobile10()
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Comunícate con {name} al {n10}"),
            ("es", f"{name} {n10}"),
            ("es", f"Mi número es {n10}, pregunta por {name.split()[0]}."),
            ("es", f"Cel personal: {n10}"),
            ("es", f"Nombre: {name}; celular: {n10}; horario: mañanas"),
            ("en", f"My cell is {n10}, text anytime. {name}"),
            ("pt", f"Meu celular: {n10} ({name})"),
            ("es", f"{name}, tel {n10}, recoge el paquete en portería"),
        ],
    )
    field = ("celular", n10) if i % 4 == 3 else None
    return {
        "lang": t[0],
        "form": "bare 10 digits near name/personal label",
        "value": n10,
        "text": t[1],
        "field": field,
    }


def whatsapp(v: V, i: int) -> E:
    n10 = v.mobile10()
    name = v.name()
    url = _pick(
        v,
        i,
        [
            f"https://wa.me/52{n10}",
            f"https://wa.me/521{n10}?text=Hola%20vi%20tu%20anuncio",
            f"https://api.whatsapp.com/send?phone=52{n10}",
            f"https://wa.me/+52{n10}",
        ],
    )
    t = _pick(
        v,
        i // 4,
        [
            ("es", f"Escríbele a {name} por WhatsApp: {url}"),
            ("es", f"Pedidos por WhatsApp con {name} → {url}"),
            ("en", f"WhatsApp {name}: {url}"),
        ],
    )
    return {
        "lang": t[0],
        "form": "whatsapp link",
        "value": url,
        "text": t[1],
        "field": ("whatsapp", url) if i % 3 == 2 else None,
    }


def curp(v: V, i: int) -> E:
    c = v.curp()
    form = "upper"
    if i % 4 == 1:
        c, form = c.lower(), "lower"
    elif i % 6 == 2:
        c, form = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}", "spaced"
    elif i % 6 == 5:
        c, form = f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}", "hyphenated"
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Alumno: {name} — CURP {c} — Grupo 3°B"),
            ("es", f"Recordatorio IMSS: cita de {name}, CURP: {c}, consultorio 4, 08:30."),
            ("es", f"{name},{c},vigente,Zapopan"),
            ("es", f"curp del beneficiario: {c}"),
            ("es", f'[WARN] validacion_renapo fallo curp={c} motivo="fecha no coincide"'),
            ("es", f"Mi CURP es {c} por si la necesitas para el trámite."),
            ("en", f"Applicant {name} (CURP {c}) uploaded the enrolment form."),
        ],
    )
    field = ("curp", c) if i % 5 == 4 else None
    return {"lang": t[0], "form": form, "value": c, "text": t[1], "field": field}


def rfc(v: V, i: int) -> E:
    r = v.rfc_fisica()
    form = "plain"
    if i % 5 == 1:
        r, form = f"{r[:4]}-{r[4:10]}-{r[10:]}", "hyphenated"
    elif i % 5 == 3:
        r, form = r.lower(), "lower"
    elif i % 7 == 6:
        r, form = f"{r[:4]} {r[4:10]} {r[10:]}", "spaced"
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Facturar a {name}, RFC {r}, uso CFDI G03, régimen 612."),
            ("es", f"Recibo de arrendamiento — arrendador {name} — R.F.C. {r}"),
            ("es", f"Ticket #88{i:02d}: el cliente pide factura con RFC: {r} y correo registrado."),
            ("es", f'rfc_receptor={r} nombre="{name}" cp=06700'),
            ("en", f"Tax ID (RFC) of the contractor {name}: {r}"),
            ("es", f"Honorarios de {name} ({r}) pagados el 15 de marzo."),
        ],
    )
    field = ("rfc", r) if i % 4 == 2 else None
    return {"lang": t[0], "form": form, "value": r, "text": t[1], "field": field}


def nss(v: V, i: int) -> E:
    n = v.nss()
    form = "plain"
    if i % 4 == 1:
        n, form = f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}", "hyphenated"
    elif i % 4 == 3:
        n, form = f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:10]} {n[10]}", "spaced"
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Trabajador: {name} — NSS {n} — alta 02/01/2024"),
            ("es", f"Número de Seguridad Social de {name}: {n}"),
            ("es", f"mi nss es {n}, ya estoy dada de alta en la clínica 21"),
            ("en", f"Employee {name}, Mexican social security number (NSS) {n}."),
            ("es", f"{name};{n};turno matutino"),
        ],
    )
    return {
        "lang": t[0],
        "form": form,
        "value": n,
        "text": t[1],
        "field": ("nss", n) if i % 5 == 2 else None,
    }


def ine(v: V, i: int) -> E:
    c = v.ine()
    if i % 5 == 3:
        c = c.lower()
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Identificación: INE de {name}, clave de elector {c}"),
            ("es", f"Clave de elector: {c} (vigencia 2031)"),
            ("es", f"Se anexa copia de credencial para votar, clave {c}, a nombre de {name}."),
            ("en", f"Voter ID (INE clave de elector) of {name}: {c}"),
        ],
    )
    return {
        "lang": t[0],
        "form": "lower" if c.islower() else "upper",
        "value": c,
        "text": t[1],
        "field": ("clave_elector", c) if i % 4 == 1 else None,
    }


def clabe(v: V, i: int) -> E:
    c = v.clabe()
    form = "plain"
    if i % 3 == 1:
        c, form = f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "spaced 3-3-11-1"
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Deposita la renta a {name}, CLABE {c}, y mándame el comprobante."),
            ("es", f"Cuenta para el reembolso — titular: {name} — CLABE interbancaria: {c}"),
            ("es", f"Para la coperacha del regalo transfieran a mi CLABE {c} ({name})"),
            ("en", f"Refund to {name}'s personal account, CLABE {c}."),
        ],
    )
    return {
        "lang": t[0],
        "form": form,
        "value": c,
        "text": t[1],
        "field": ("clabe", c) if i % 4 == 2 else None,
    }


def card(v: V, i: int) -> E:
    c = v.card()
    form = "plain"
    if i % 3 == 1:
        c, form = (
            (
                " ".join([c[:4], c[4:10], c[10:]])
                if len(c) == 15
                else " ".join(c[k : k + 4] for k in range(0, 16, 4))
            ),
            "spaced",
        )
    elif i % 3 == 2:
        c, form = (
            (c[:4] + "-" + c[4:10] + "-" + c[10:])
            if len(c) == 15
            else "-".join(c[k : k + 4] for k in range(0, 16, 4)),
            "hyphenated",
        )
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Pago fallido: tarjeta {c} a nombre de {name}, vence 08/27"),
            ("es", f"Oxxo no, mejor deposítame a la tarjeta {c} ({name})"),
            ("en", f"Cardholder {name}, card number {c}, exp 11/26"),
            ("es", f'[ERROR] charge declined pan={c} holder="{name}"'),
            ("pt", f"Cartão de {name}: {c}, validade 03/28"),
        ],
    )
    return {
        "lang": t[0],
        "form": form,
        "value": c,
        "text": t[1],
        "field": ("card_number", c) if i % 5 == 3 else None,
    }


def passport(v: V, i: int) -> E:
    name = v.name()
    kind = i % 6
    if kind in (0, 1, 2):
        p = v.passport_mx()
        t = _pick(
            v,
            i // 6,
            [
                ("es", f"Pasajero {name}, pasaporte mexicano {p}, asiento 14C."),
                ("es", f"No. de pasaporte: {p} — titular {name} — vence 2029"),
                ("en", f"Passport no. {p} (Mexico), holder {name}."),
            ],
        )
    elif kind == 3:
        p = v.digits(9)
        t = ("en", f"Traveler {name}, U.S. passport number {p}, issued 2021.")
    elif kind == 4:
        p = v.tok(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + v.digits(6)
        t = ("es", f"Huésped {name}, pasaporte español {p}, habitación 312.")
    else:
        p = v.tok(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + v.digits(6)
        t = ("pt", f"Passaporte brasileiro de {name}: {p}")
    return {
        "lang": t[0],
        "form": ["mx G", "mx G", "mx G", "us 9 digits", "es", "br"][kind],
        "value": p,
        "text": t[1],
        "field": ("passport_number", p) if i % 4 == 3 else None,
    }


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


def birth_date(v: V, i: int) -> E:
    y, m, d = v.r.randint(1948, 2015), v.r.randint(1, 12), v.r.randint(1, 28)
    name = v.name()
    forms = [
        ("es", "long es", f"{d} de {MESES[m - 1]} de {y}"),
        ("es", "dd/mm/yyyy", f"{d:02d}/{m:02d}/{y}"),
        ("es", "iso", f"{y}-{m:02d}-{d:02d}"),
        ("en", "english", f"{MONTHS[m - 1]} {d}, {y}"),
        ("es", "dd-MMM-yyyy", f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}"),
        ("pt", "portuguese", f"{d} de {MESES_PT[m - 1]} de {y}"),
    ]
    lang, form, val = forms[i % len(forms)]
    t = {
        "es": _pick(
            v,
            i // 6,
            [
                f"Nombre: {name} · Fecha de nacimiento: {val} · Tipo de sangre O+",
                f"{name} nació el {val} en Guadalajara, Jalisco.",
                f"Liga infantil — jugador {name}, fecha de nac. {val}, categoría sub-12",
                f"Expediente clínico: paciente {name}, F. nacimiento {val}",
            ],
        ),
        "en": f"{name}, born {val}, joined the volunteer roster.",
        "pt": f"{name}, nascido em {val}, matrícula confirmada.",
    }[lang]
    field = None
    if i % 5 == 2:
        field = ("fecha_nacimiento", f"{name} — {val}")
    return {"lang": lang, "form": form, "value": val, "text": t, "field": field}


def home_address(v: V, i: int) -> E:
    addr, _ = v.address()
    name = v.name()
    t = _pick(
        v,
        i,
        [
            ("es", f"Domicilio particular de {name}: {addr}"),
            ("es", f"Entregar a {name} en {addr}, tocar el timbre dos veces."),
            ("es", f"Rento cuarto amueblado en mi casa, {addr}. Preguntar por {name.split()[0]}."),
            ("es", f"Paciente {name}, domicilio: {addr}"),
            ("en", f"Ship to: {name}, {addr}, Mexico"),
            ("es", f"La familia de {name} vive en {addr} y pide apoyo de la parroquia."),
        ],
    )
    return {
        "lang": t[0],
        "form": "mx home address",
        "value": addr,
        "text": t[1],
        "field": ("domicilio", f"{name}, {addr}") if i % 5 == 4 else None,
    }


def foreign_id(v: V, i: int) -> E:
    name = v.name()
    k = i % 6
    if k == 0:
        val = v.dni_es()
        t = ("es", f"Inscrito: {name}, DNI {val}, Madrid.")
        form = "DNI España"
    elif k == 1:
        val = v.dni_ar()
        t = ("es", f"Titular {name}, DNI N° {val} (Argentina)")
        form = "DNI Argentina"
    elif k == 2:
        val = v.cuil()
        t = ("es", f"CUIL de {name}: {val}")
        form = "CUIL"
    elif k == 3:
        val = v.rut()
        t = ("es", f"Cliente {name}, RUT {val}, Santiago.")
        form = "RUT Chile"
    elif k == 4:
        val = v.cpf()
        t = ("pt", f"Cadastro de {name}, CPF {val}, São Paulo.")
        form = "CPF"
    else:
        val = v.ssn()
        t = ("en", f"Employee {name}, SSN {val}, start date 2023-04-03.")
        form = "SSN"
    return {
        "lang": t[0],
        "form": form,
        "value": val,
        "text": t[1],
        "field": ("document_id", val) if i % 4 == 2 else None,
    }


def account_id(v: V, i: int) -> E:
    k = i % 10
    if k == 0:
        val = "acct_" + v.tok(16)
        return {
            "lang": "en",
            "form": "acct_ in JSON field",
            "value": val,
            "text": f"billing account {val} over quota",
            "field": ("account_id", val),
        }
    if k == 1:
        val = "cust-" + v.digits(5 + i % 3)
        return {
            "lang": "en",
            "form": "cust- in x-account header",
            "value": val,
            "header": ("x-account", val),
            "req": True,
        }
    if k == 2:
        val = "org-" + v.tok(24)
        return {
            "lang": "en",
            "form": "org- in openai-organization header",
            "value": val,
            "header": ("openai-organization", val),
            "req": i % 4 != 2,
        }
    if k == 3:
        val = "proj_" + v.tok(24)
        return {
            "lang": "en",
            "form": "proj_ in project field",
            "value": val,
            "text": f"project {val}",
            "field": ("project", val),
        }
    if k == 4:
        val = "acct_" + v.tok(14)
        url = f"https://api.{v.r.choice(['payments', 'search', 'crawl'])}-provider.io/v1/accounts/{val}/usage?period=2024-05"  # noqa: E501
        return {
            "lang": "en",
            "form": "acct_ in URL path",
            "value": val,
            "text": f"GET {url} -> 429",
            "field": ("uri", url),
        }
    if k == 5:
        val = "user_" + v.tok(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
        return {
            "lang": "en",
            "form": "user_ in body field",
            "value": val,
            "text": f"Rate limit exceeded for user {val}.",
            "field": ("user_id", val),
        }
    if k == 6:
        val = "ws_" + v.tok(20)
        return {
            "lang": "en",
            "form": "workspace id in header",
            "value": val,
            "header": ("x-workspace-id", val),
            "req": True,
        }
    if k == 7:
        val = "team_" + v.tok(22)
        t = v.r.choice(
            [
                (
                    "en",
                    f"Monthly search credits exhausted for team {val}. Upgrade at the dashboard.",
                ),
                (
                    "es",
                    f"Se agotaron los créditos de búsqueda del equipo {val}; intenta el próximo mes.",
                ),
            ]
        )
        return {"lang": t[0], "form": "team_ in error message", "value": val, "text": t[1]}
    if k == 8:
        val = "org_" + v.tok(24)
        url = f"https://api.search-vendor.dev/v2/organizations/{val}/members"
        return {
            "lang": "en",
            "form": "org_ in organisation path",
            "value": val,
            "text": f"POST {url}",
            "field": ("url", url),
        }
    val = "cus_" + v.tok(14)
    t = v.r.choice(
        [
            ("es", f"El cliente {val} excedió el límite de 1000 solicitudes diarias."),
            ("en", f"customer {val} has no active subscription"),
        ]
    )
    return {
        "lang": t[0],
        "form": "cus_ in error message / X-Customer-Id",
        "value": val,
        "text": t[1],
        "header": ("X-Customer-Id", val) if i % 20 == 9 else None,
        "req": True,
    }


PERSONAL = [
    ("email", "personal", email, 30),
    ("email-obfuscated", "personal", email_obf, 14),
    ("phone", "personal", phone, 48),
    ("phone-bare", "personal", phone_bare, 14),
    ("whatsapp", "personal", whatsapp, 10),
    ("curp", "personal", curp, 24),
    ("rfc-persona-fisica", "personal", rfc, 18),
    ("nss", "personal", nss, 14),
    ("ine-clave-elector", "personal", ine, 12),
    ("clabe", "personal", clabe, 12),
    ("card", "personal", card, 14),
    ("passport", "personal", passport, 18),
    ("birth-date", "personal", birth_date, 20),
    ("home-address", "personal", home_address, 22),
    ("foreign-id", "personal", foreign_id, 24),
    ("account-id", "account-id", account_id, 50),
]
