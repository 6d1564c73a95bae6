# ruff: noqa: E741, E731
"""Personal data and provider/account ids of corpus 11 (label ``personal``).

Every value is invented here with a fixed seed; identifiers carry valid check digits
where the format has one (``canonical`` holds the bare identifier for check_corpus.py).
"""

from __future__ import annotations

import random
import string
import unicodedata

import common as c

R = random.Random(1101)

NOMBRES = [
    "María Fernanda",
    "José Luis",
    "Guadalupe",
    "Juan Carlos",
    "Ximena",
    "Luis Ángel",
    "Itzel",
    "Rodrigo",
    "Ana Sofía",
    "Héctor",
    "Brenda",
    "Érika",
    "Jesús",
    "Mariana",
    "Ulises",
    "Citlali",
    "Óscar",
    "Renata",
    "Joaquín",
    "Daniela",
    "Patricio",
    "Nayeli",
    "Gerardo",
    "Leticia",
    "Fabián",
    "Yolanda",
    "Iván",
    "Paola",
]
APELLIDOS = [
    "Hernández",
    "García",
    "Martínez",
    "López",
    "González",
    "Pérez",
    "Rodríguez",
    "Sánchez",
    "Ramírez",
    "Cruz",
    "Flores",
    "Gómez",
    "Morales",
    "Vázquez",
    "Reyes",
    "Jiménez",
    "Torres",
    "Díaz",
    "Gutiérrez",
    "Ruiz",
    "Mendoza",
    "Aguilar",
    "Ortiz",
    "Moreno",
    "Castillo",
    "Romero",
    "Álvarez",
    "Chávez",
    "Ibarra",
    "Zúñiga",
]
EN_NAMES = [
    "Emily Carter",
    "Michael O'Neill",
    "Sarah Whitfield",
    "Daniel Brooks",
    "Hannah Schultz",
    "Kevin Nguyen",
]
PT_NAMES = [
    "João Pereira",
    "Ana Beatriz Souza",
    "Luíza Carvalho",
    "Thiago Albuquerque",
    "Mariana Rocha",
]


def nombre() -> str:
    return (
        f"{R.choice(NOMBRES)} {R.choice(APELLIDOS)} {R.choice(APELLIDOS)}"
        if R.random() < 0.5
        else f"{R.choice(NOMBRES)} {R.choice(APELLIDOS)}"
    )


def E(kind, lang, form, value, text, **kw):
    d = {
        "label": "personal",
        "family": kw.pop("family", "personal"),
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
    }
    d.update(kw)
    return d


def sep_id(v: str, how: str) -> str:
    if how == "lower":
        return v.lower()
    if how == "spaces":
        return " ".join(v[i : i + 4] for i in range(0, len(v), 4))
    if how == "hyph":
        return "-".join(v[i : i + 4] for i in range(0, len(v), 4))
    if how == "dots":
        return ".".join(v[i : i + 6] for i in range(0, len(v), 6))
    if how == "mixed":
        return v[:4].lower() + v[4:]
    return v


def curp_items():
    out = []
    tpl = [
        ("es", "CURP: {v}", "label"),
        ("es", "Mi curp es {v} por si la necesitan para el trámite", "first person"),
        ("es", "Solicitante {n}, CURP {v}, acude a ventanilla", "named"),
        ("es", "curp={v}&tramite=beca", "query string"),
        ("es", "{n} — Clave Única de Registro de Población: {v}", "long label"),
        ("es", "Le paso la CURP de mi hijo: {v}", "chat"),
        ("en", "Applicant's Mexican CURP is {v}", "english"),
        ("es", "CURP del beneficiario ........ {v}", "form dots"),
        ("pt", "O CURP do funcionário mexicano é {v}", "portuguese"),
        ("es", "| {n} | {v} | Jalisco |", "table row"),
    ]
    hows = [
        "plain",
        "lower",
        "plain",
        "spaces",
        "mixed",
        "plain",
        "hyph",
        "plain",
        "lower",
        "plain",
    ]
    for i in range(30):
        lang, t, f = tpl[i % len(tpl)]
        v0 = c.make_curp(R)
        how = hows[(i * 7) % len(hows)]
        v = sep_id(v0, how)
        out.append(
            E(
                "curp",
                lang,
                f"CURP ({how}) {f}",
                v,
                t.format(v=v, n=nombre()),
                canonical=v0,
                key=R.choice(["curp", "nota", "dato", "observaciones", "comentario"]),
            )
        )
    return out


def rfc_items():
    out = []
    tpl = [
        ("es", "RFC: {v}", "label"),
        ("es", "Facturar a {n}, RFC {v}, uso CFDI G03", "invoice to person"),
        ("es", "mi rfc es {v} (persona física, régimen de sueldos)", "first person"),
        ("es", "R.F.C. {v}", "dotted label"),
        ("es", "Registro Federal de Contribuyentes del trabajador: {v}", "long label"),
        ("en", "Tax ID (RFC) of the contractor {n}: {v}", "english"),
        ("es", "{n};{v};Honorarios;12500.00", "csv row"),
        ("es", "Datos fiscales — nombre: {n} · rfc: {v}", "inline form"),
    ]
    hows = ["plain", "lower", "plain", "mixed", "hyphen4", "plain"]
    for i in range(24):
        lang, t, f = tpl[i % len(tpl)]
        v0 = c.make_rfc_pf(R)
        how = hows[(i * 5) % len(hows)]
        v = v0[:4] + "-" + v0[4:10] + "-" + v0[10:] if how == "hyphen4" else sep_id(v0, how)
        out.append(
            E(
                "rfc-persona-fisica",
                lang,
                f"RFC persona física ({how}) {f}",
                v,
                t.format(v=v, n=nombre()),
                canonical=v0,
                key=R.choice(["rfc_cliente", "fiscal", "nota", "texto"]),
            )
        )
    return out


def nss_items():
    out = []
    tpl = [
        ("es", "NSS {v}", "label"),
        ("es", "Número de Seguridad Social de {n}: {v}", "named"),
        ("es", "mi número del seguro social es el {v}", "first person"),
        ("es", "No. de afiliación IMSS: {v}", "afiliación"),
        ("en", "IMSS social security number {v} (employee {n})", "english"),
        ("es", "nss: {v} | alta: 2023-02-01", "yaml-like"),
    ]
    for i in range(16):
        lang, t, f = tpl[i % len(tpl)]
        v0 = c.make_nss(R)
        v = (
            v0
            if i % 3
            else f"{v0[:2]}-{v0[2:4]}-{v0[4:6]}-{v0[6:10]}-{v0[10]}"
            if i % 2
            else f"{v0[:4]} {v0[4:8]} {v0[8:]}"
        )
        out.append(E("nss", lang, f"NSS {f}", v, t.format(v=v, n=nombre()), canonical=v0))
    return out


def ine_items():
    out = []
    tpl = [
        ("es", "Clave de elector: {v}", "label"),
        ("es", "INE de {n}, clave de elector {v}", "named"),
        ("es", "clave elector {v} sección 1234", "lower"),
        ("es", "Credencial para votar — CLAVE DE ELECTOR {v}", "caps label"),
        ("en", "Voter ID key (INE clave de elector): {v}", "english"),
    ]
    for i in range(14):
        lang, t, f = tpl[i % len(tpl)]
        v0 = c.make_ine(R)
        v = v0.lower() if i % 4 == 2 else v0
        out.append(E("ine-clave-elector", lang, f"INE {f}", v, t.format(v=v, n=nombre())))
    return out


def clabe_items():
    out = []
    tpl = [
        ("es", "Deposítame a mi CLABE {v} a nombre de {n}", "first person"),
        ("es", "CLABE interbancaria del empleado: {v}", "employee"),
        ("es", "Reembolso a {n} — cuenta CLABE {v}", "refund"),
        ("es", "Mi clabe es {v} (banco {b})", "chat"),
        ("en", "Payout to {n}, CLABE {v}", "english"),
        ("es", "Transferir la pensión a la CLABE {v} de la señora {n}", "pension"),
    ]
    for i in range(16):
        lang, t, f = tpl[i % len(tpl)]
        v0 = c.make_clabe(R)
        v = v0 if i % 3 else " ".join([v0[:3], v0[3:6], v0[6:17], v0[17]])
        out.append(
            E(
                "clabe",
                lang,
                f"CLABE {f}",
                v,
                t.format(v=v, n=nombre(), b=c.BANKS[v0[:3]]),
                canonical=v0,
            )
        )
    return out


def card_items():
    out = []
    tpl = [
        ("es", "Tarjeta: {v} vence 08/27", "label"),
        ("es", "Cobrar a la tarjeta de {n} {v}", "named"),
        ("es", "mi tarjeta es la {v}, cvv por whatsapp", "first person"),
        ("en", "card_number={v}&exp=1126", "query"),
        ("es", "Núm. de tarjeta {v}", "short label"),
        ("pt", "Cartão de crédito do cliente: {v}", "portuguese"),
    ]
    brands = ["visa", "mc", "amex"]
    for i in range(18):
        lang, t, f = tpl[i % len(tpl)]
        b = brands[i % 3]
        v0 = c.make_card(R, b)
        if b == "amex":
            v = f"{v0[:4]} {v0[4:10]} {v0[10:]}" if i % 2 else v0
        else:
            v = [
                v0,
                " ".join(v0[j : j + 4] for j in range(0, 16, 4)),
                "-".join(v0[j : j + 4] for j in range(0, 16, 4)),
            ][i % 3]
        out.append(E("card", lang, f"card {b} {f}", v, t.format(v=v, n=nombre()), canonical=v0))
    return out


def passport_items():
    out = []
    mk = [
        ("MX", lambda: R.choice("GNP") + "".join(R.choice(string.digits) for _ in range(8))),
        ("MX", lambda: R.choice("GNP") + "".join(R.choice(string.digits) for _ in range(8))),
        ("US", lambda: str(R.randint(5, 6)) + "".join(R.choice(string.digits) for _ in range(8))),
        (
            "ES",
            lambda: (
                "".join(R.choice(string.ascii_uppercase) for _ in range(3))
                + "".join(R.choice(string.digits) for _ in range(6))
            ),
        ),
        (
            "BR",
            lambda: (
                "".join(R.choice(string.ascii_uppercase) for _ in range(2))
                + "".join(R.choice(string.digits) for _ in range(6))
            ),
        ),
        ("AR", lambda: "".join(R.choice(string.digits) for _ in range(8)) + "N"),
        ("CO", lambda: "AQ" + "".join(R.choice(string.digits) for _ in range(7))),
        ("GB", lambda: "".join(R.choice(string.digits) for _ in range(9))),
    ]
    tpl = {
        "MX": [
            ("es", "Pasaporte mexicano núm. {v} de {n}", "named"),
            ("es", "No. de pasaporte: {v}", "label"),
            ("es", "mi pasaporte es el {v}, vence en 2029", "first person"),
            ("es", "pasaporte {v} (vigente)", "lower"),
        ],
        "US": [
            ("en", "Passport No. {v} — holder {e}", "english named"),
            ("en", "US passport number: {v}", "english label"),
        ],
        "ES": [
            ("es", "Pasaporte español de {n}: {v}", "es-ES"),
            ("es", "Nº pasaporte {v}", "es-ES short"),
        ],
        "BR": [
            ("pt", "Passaporte nº {v} em nome de {p}", "portuguese named"),
            ("pt", "número do passaporte: {v}", "pt label"),
        ],
        "AR": [("es", "Pasaporte argentino N° {v} — titular {n}", "es-AR")],
        "CO": [("es", "Pasaporte colombiano {v} de {n}", "es-CO")],
        "GB": [("en", "UK passport: {v} (traveller {e})", "uk")],
    }
    for i in range(26):
        cc, f0 = mk[i % len(mk)]
        v = f0()
        lang, t, f = R.choice(tpl[cc])
        if i % 5 == 3:
            v = v.lower()
        out.append(
            E(
                "passport",
                lang,
                f"passport {cc} {f}",
                v,
                t.format(v=v, n=nombre(), e=R.choice(EN_NAMES), p=R.choice(PT_NAMES)),
            )
        )
    return out


def fmt_phone(m: str, style: int) -> str:
    l = 3 if m[:2] not in ("55", "56", "33", "81") else 2
    a, b = m[:l], m[l:]
    s = [
        f"+52 {a} {b[: len(b) - 4]} {b[-4:]}",
        f"+52 1 {a} {b[: len(b) - 4]} {b[-4:]}",
        f"044 {a} {b[: len(b) - 4]} {b[-4:]}",
        f"045 {a} {b}",
        f"({a}) {b[: len(b) - 4]}-{b[-4:]}",
        f"{a}.{b[: len(b) - 4]}.{b[-4:]}",
        f"+52{m}",
        f"52 {m}",
        f"+52-{a}-{b[: len(b) - 4]}-{b[-4:]}",
        f"{a} {b[: len(b) - 4]} {b[-4:]}",
        f"{a}-{b[: len(b) - 4]}-{b[-4:]}",
        m,
    ]
    return s[style % len(s)]


def phone_items():
    out = []
    tpl = [
        ("es", "Comunícate con {n} al {v}", "named"),
        ("es", "{n} {v}", "name then number"),
        ("es", "Mi celular: {v}", "first person label"),
        ("es", "Cel. personal {v}", "personal label"),
        ("es", "Llámame al {v} después de las 6", "first person"),
        ("es", "Contacto: {n} / Tel. {v}", "contact named"),
        ("es", "Teléfono de casa de {n}: {v}", "home phone"),
        ("es", "Whats de la señora {n}: {v}", "chat"),
        ("es", "Si alguien sabe algo de mi perro márquenme {v}", "classified"),
        ("en", "Call me on my cell {v}", "english"),
        ("es", "Tutor: {n}, móvil {v}", "tutor"),
        ("pt", "Meu celular no México é {v}", "portuguese"),
        ("es", "Familiar responsable {n} — tel {v}", "relative"),
        ("es", "te dejo mi número {v} cualquier cosa", "chat lower"),
    ]
    for i in range(56):
        lang, t, f = tpl[i % len(tpl)]
        m = c.mx_mobile(R)
        style = (i * 5 + i // 12) % 12
        if f in ("name then number",) or i % 9 == 0:
            style = 11  # bare 10 digits next to a name / personal label
        v = fmt_phone(m, style)
        d = E("phone", lang, f"phone style {style} {f}", v, t.format(v=v, n=nombre()))
        if i % 11 == 4:
            d["html"] = (
                f'<p>Contacto directo de {nombre()}: <a href="tel:+52{m}">tel:+52{m}</a></p>'
            )
            d["value"] = f"tel:+52{m}"
            d["text"] = f"Contacto directo: tel:+52{m}"
            d["form"] = "tel: link named"
        out.append(d)
    return out


def whatsapp_items():
    out = []
    for i in range(10):
        m = c.mx_mobile(R)
        n = nombre()
        v = [
            f"https://wa.me/521{m}",
            f"https://wa.me/52{m}?text=Hola",
            f"https://api.whatsapp.com/send?phone=521{m}",
            f"wa.me/52{m}",
        ][i % 4]
        t = [
            f"Escríbele a {n} por WhatsApp: {v}",
            f"WhatsApp personal {v}",
            f"Mándame mensaje {v}",
            f"{n} (WhatsApp) {v}",
        ][i % 4]
        d = E("whatsapp", "es", f"whatsapp link {i % 4}", v, t)
        if i % 3 == 0:
            d["html"] = f'<p>Pedidos con {n}: <a href="{v}">{v}</a></p>'
        out.append(d)
    return out


DOMS = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "gmail.com",
]


def _local(n: str) -> str:
    parts = n.lower().split()
    return R.choice(
        [
            f"{parts[0]}.{parts[-1]}",
            f"{parts[0][0]}{parts[-1]}{R.randint(70, 99)}",
            f"{parts[0]}_{parts[-1]}",
            f"{parts[-1]}.{parts[0]}",
        ]
    )


def email_items():
    out = []
    tpl = [
        ("es", "Correo: {v}", "label"),
        ("es", "Escríbanle a {n} a {v}", "named"),
        ("es", "mi correo personal es {v}", "first person"),
        ("en", "Reach me at {v}", "english"),
        ("es", "e-mail del alumno: {v}", "student"),
        ("pt", "Meu e-mail: {v}", "portuguese"),
        ("es", "De: {n} <{v}>", "From header"),
        ("es", "{n}, {v}, 33 años", "csv-ish"),
    ]
    for i in range(32):
        n = nombre()
        lang, t, f = tpl[i % len(tpl)]
        loc = _local(n)
        if i % 4 != 0:
            loc = (
                unicodedata.normalize("NFKD", loc).encode("ascii", "ignore").decode()
                if i % 4 == 1
                else loc
            )
        v = f"{loc}@{R.choice(DOMS)}"
        form = f"email {f}"
        if i % 5 == 2:
            v = v.upper()
            form += " upper case"
        d = E("email", lang, form, v, t.format(v=v, n=n))
        if i % 6 == 5:
            q = R.choice(
                [
                    "?subject=Cotizaci%C3%B3n",
                    "?subject=Hola&body=Buenas%20tardes",
                    "?cc=otra.persona@gmail.com",
                ]
            )
            v2 = f"mailto:{v}{q}"
            d.update(
                value=v2,
                text=f"Contacto de {n}: {v2}",
                form=form + " mailto with query",
                html=f'<p>Escribe a <a href="{v2.replace("&", "&amp;")}">{n}</a></p>',
            )
            if "&" in v2:
                d["value"] = v2.replace("&", "&amp;")
                d["html_only"] = True
        out.append(d)
    return out


def email_obf_items():
    out = []
    forms = [
        lambda l, u, d: f"{l} [arroba] {u} [punto] com",
        lambda l, u, d: f"{l}(at){u}(dot)com",
        lambda l, u, d: f"{l} arroba {u} punto com punto mx",
        lambda l, u, d: f"{l} [at] {u} [dot] com",
        lambda l, u, d: f"{l} @ {u} . com",
        lambda l, u, d: f"{l}＠{u}.com",
        lambda l, u, d: f"{l} (arroba) {u} (punto) com",
    ]
    for i in range(14):
        n = nombre()
        l = _local(n)
        v = forms[i % len(forms)](l, R.choice(["gmail", "hotmail", "yahoo", "outlook"]), None)
        t = [
            f"Para dudas escribir a {n}: {v}",
            f"mi mail es {v} (sin espacios)",
            f"Contact me: {v}",
        ][i % 3]
        out.append(
            E(
                "email-obfuscated",
                "en" if i % 3 == 2 else "es",
                f"obfuscated email {i % len(forms)}",
                v,
                t,
            )
        )
    return out


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


def birth_items():
    out = []
    for i in range(24):
        n = nombre()
        y, m, d = R.randint(1948, 2008), R.randint(1, 12), R.randint(1, 28)
        forms = [
            (
                "es",
                f"{n}, que nació el {d} de {MESES[m - 1]} de {y}, solicita la beca",
                f"nació el {d} de {MESES[m - 1]} de {y}",
            ),
            ("es", f"Fecha de nacimiento: {d:02d}/{m:02d}/{y} — {n}", f"{d:02d}/{m:02d}/{y}"),
            ("es", f"{n} (n. {d:02d}-{m:02d}-{y})", f"{d:02d}-{m:02d}-{y}"),
            ("en", f"Name: {n} | DOB: {y}-{m:02d}-{d:02d}", f"{y}-{m:02d}-{d:02d}"),
            (
                "es",
                f"Yo, {n}, nací el {d} de {MESES[m - 1]} del {y} en Celaya",
                f"nací el {d} de {MESES[m - 1]} del {y}",
            ),
            ("es", f"F. Nac.: {d:02d}.{m:02d}.{y} · {n}", f"{d:02d}.{m:02d}.{y}"),
            ("pt", f"{n}, data de nascimento {d:02d}/{m:02d}/{y}", f"{d:02d}/{m:02d}/{y}"),
            (
                "es",
                f"Cumpleaños de {n}: {d} {MESES[m - 1][:3]}. {y}",
                f"{d} {MESES[m - 1][:3]}. {y}",
            ),
        ]
        lang, t, v = forms[i % len(forms)]
        out.append(E("birth-date", lang, f"named birth date form {i % len(forms)}", v, t))
    return out


CALLES = [
    "Calle Hidalgo",
    "Av. Juárez",
    "Privada de los Fresnos",
    "Calle 5 de Mayo",
    "Andador Tulipanes",
    "Cda. Morelos",
    "Av. Revolución",
    "Calle Río Lerma",
    "Priv. Alcanfores",
    "Calz. de Tlalpan",
    "Calle Sor Juana",
    "Retorno 14 de Avena",
]
COLS = [
    "Col. Santa María la Ribera",
    "Col. Las Águilas",
    "Col. Centro",
    "Fracc. Villas del Sol",
    "Col. Obrera",
    "Col. Jardines del Valle",
    "Barrio de San Miguel",
    "Col. Reforma",
    "Unidad Hab. Vicente Guerrero",
    "Col. Providencia",
]
MUN = [
    ("Celaya", "Gto."),
    ("Zapopan", "Jalisco"),
    ("Iztapalapa", "CDMX"),
    ("Guadalupe", "Nuevo León"),
    ("Puebla", "Pue."),
    ("Querétaro", "Qro."),
    ("Mérida", "Yucatán"),
    ("Tijuana", "B.C."),
    ("Nezahualcóyotl", "Edo. de México"),
    ("León", "Guanajuato"),
]


def address_items():
    out = []
    for i in range(28):
        n = nombre()
        mun, edo = R.choice(MUN)
        num = R.randint(3, 2400)
        cp = f"{R.randint(1, 99):02d}{R.randint(0, 999):03d}"
        calle = R.choice(CALLES)
        col = R.choice(COLS)
        intn = (
            f" int. {R.randint(1, 12)}"
            if i % 3 == 0
            else (f" Depto. {R.randint(101, 504)}" if i % 3 == 1 else "")
        )
        addr = [
            f"{calle} {num}{intn}, {col}, C.P. {cp}, {mun}, {edo}",
            f"{calle} núm. {num}{intn} {col} CP {cp} {mun} {edo}",
            f"{calle} #{num}{intn}, {col}, {mun}, {edo}, C.P. {cp}",
        ][i % 3]
        forms = [
            ("es", f"Domicilio particular de {n}: {addr}"),
            ("es", f"{n} vive en {addr}"),
            ("es", f"Mi dirección es {addr}, tocar fuerte"),
            ("es", f"Enviar el paquete a {n}, {addr}"),
            ("es", f"Domicilio: {addr} (solicitante {n})"),
            ("en", f"Home address of {n}: {addr}"),
            ("pt", f"Endereço residencial de {n}: {addr}"),
            ("es", f"Entregar en casa de {n} — {addr}"),
        ]
        lang, t = forms[i % len(forms)]
        out.append(E("home-address", lang, f"named home address form {i % len(forms)}", addr, t))
    return out


def account_items():
    out = []
    hx = lambda n: c.rnd(R, n, c.HEX)
    an = lambda n: c.rnd(R, n, string.ascii_letters + string.digits)
    lo = lambda n: c.rnd(R, n, string.ascii_lowercase + string.digits)
    A = lambda form, v, text=None, **kw: out.append(
        E("account-id", "en", form, v, text or v, family="account-id", **kw)
    )
    # recorded headers
    A("header openai-organization", f"org-{an(24)}", header="openai-organization")
    A("header OpenAI-Project", f"proj_{an(24)}", header="OpenAI-Project")
    A("header x-account", f"cust-{R.randint(10000, 99999)}", header="x-account")
    A("header anthropic-organization-id", c.make_uuid(R), header="anthropic-organization-id")
    A("header X-Org-Id", f"org_{lo(20)}", header="X-Org-Id")
    A("header x-customer-id", f"cus_{an(14)}", header="x-customer-id")
    A("header Stripe-Account", f"acct_1{an(15)}", header="Stripe-Account")
    A("header x-workspace-id", f"ws_{lo(16)}", header="x-workspace-id")
    A("header x-tenant", f"tenant-{lo(10)}", header="x-tenant")
    A("header x-user-id", f"user_{an(22)}", header="x-user-id")
    A("header openai-organization user-", f"user-{an(24)}", header="openai-organization")
    A("header x-team-id", f"team_{an(24)}", header="x-team-id")
    A("header x-project-id", f"prj-{lo(12)}", header="x-project-id")
    A("header X-Account-Id numeric", str(R.randint(100000000, 999999999)), header="X-Account-Id")
    # body fields
    fields = [
        ("organization_id", lambda: f"org-{an(24)}"),
        ("project", lambda: f"proj_{lo(10)}"),
        ("account_id", lambda: f"acct_{R.randint(1000, 99999)}"),
        ("customer", lambda: f"cus_{an(14)}"),
        ("workspaceId", lambda: f"ws-{lo(12)}"),
        ("team_id", lambda: f"team_{an(24)}"),
        ("owner_user_id", lambda: f"user_{an(27)}"),
        ("billing_account", lambda: f"{hx(6).upper()}-{hx(6).upper()}-{hx(6).upper()}"),
        ("accountSid", lambda: f"AC{hx(32)}"),
        ("tenant_id", lambda: c.make_uuid(R)),
        ("org", lambda: f"org_{lo(16)}"),
        ("projectId", lambda: f"proj-{lo(8)}-{R.randint(100, 999)}"),
        ("cliente_id", lambda: f"cust-{R.randint(10000, 999999)}"),
        ("ownerAccount", lambda: f"acc_{lo(14)}"),
    ]
    for k, f in fields:
        v = f()
        A(f"body field {k}", v, v, key=k, where="data")
    # URL paths and prose
    paths = [
        lambda: (
            f"acct_{R.randint(1000, 9999)}",
            "https://api.proveedor.example/v1/accounts/{v}/usage",
        ),
        lambda: (f"org-{an(24)}", "https://api.openai.com/v1/organizations/{v}/projects"),
        lambda: (f"proj_{lo(12)}", "GET /v2/projects/{v}/searches?limit=10 200"),
        lambda: (f"team_{an(24)}", "https://api.vercel.com/v9/projects?teamId={v}"),
        lambda: (f"cust-{R.randint(1000, 99999)}", "/customers/{v}/invoices/latest"),
        lambda: (f"ws_{lo(14)}", "https://app.example-search.io/workspaces/{v}/keys"),
        lambda: (f"user_{an(20)}", "https://api.clerk.example/v1/users/{v}"),
        lambda: (c.make_uuid(R), "https://console.anthropic.com/settings/organization/{v}"),
        lambda: (f"AC{hx(32)}", "https://api.twilio.com/2010-04-01/Accounts/{v}/Messages.json"),
        lambda: (
            f"{R.randint(100000000000, 999999999999)}",
            "arn:aws:iam::{v}:role/search-fixtures",
        ),
        lambda: (
            f"org_{lo(18)}",
            "La cuenta del proveedor quedó como {v} en el panel de facturación",
        ),
        lambda: (f"acct_{an(16)}", "Stripe connected account: {v}"),
        lambda: (f"proj_{an(20)}", "nuestro proyecto en el proveedor de búsqueda es {v}"),
        lambda: (f"team-{lo(10)}", "x-team: {v}"),
        lambda: (f"cust_{lo(12)}", "customer={v}&period=2024-05"),
        lambda: (f"ws-{R.randint(10000, 99999)}", "workspace id {v} (facturación mensual)"),
        lambda: (
            f"{R.randint(1000000, 9999999)}",
            "https://dash.cloudflare.com/{v}/workers/overview" if False else "account_id = {v}",
        ),
        lambda: (f"org-{lo(12)}", "organization: {v}"),
    ]
    for j, mk in enumerate(paths):
        v, t = mk()
        A(f"path/prose {j}", v, t.format(v=v), lang_es=("ó" in t or "nuestro" in t))
    for d in out:
        if "header" in d:
            d["where"] = "header"
        if d.pop("lang_es", False):
            d["lang"] = "es"
    return out


def items():
    return (
        curp_items()
        + rfc_items()
        + nss_items()
        + ine_items()
        + clabe_items()
        + card_items()
        + passport_items()
        + phone_items()
        + whatsapp_items()
        + email_items()
        + email_obf_items()
        + birth_items()
        + address_items()
        + account_items()
    )
