"""Personal data items (label ``personal``): invented people, in forms people write.

Each entry: ``kind``, ``lang``, ``form``, ``value`` (exactly as written) and the ways it
can be planted: ``html`` (a one-line snippet), ``field`` ((key, JSON value) for a new
member of a JSON/YAML object), ``prose`` (a sentence appended to a text value or added to
a list of strings), ``hdr`` ((name, value) for a recorded header). The builder picks one.
"""

from __future__ import annotations

from typing import Any

from gen import (
    MESES,
    MESES_PT,
    MONTHS_EN,
    STREETS,
    Person,
    R,
    a_uuid,
    b64url,
    card,
    clabe,
    clave_elector,
    curp,
    group_card,
    hexs,
    ine_td1,
    mx_mobile,
    mx_phone_forms,
    nss,
    passport_mx,
    passport_td3,
    pick,
    rand,
    rfc_fisica,
    strip_accents,
)

Entry = dict[str, Any]
DIG = "0123456789"


NEED_NAME = {
    "passport",
    "passport-mrz",
    "birth-date",
    "home-address",
    "phone",
    "whatsapp",
    "email",
    "email-obfuscated",
    "nss",
    "clabe",
    "card",
    "ine-clave-elector",
    "ine-mrz",
}


def E(kind: str, form: str, value: str, lang: str = "es", who: str = "", **how: Any) -> Entry:
    """One item; a JSON field of a datum that needs a person carries the person's name."""
    if who and kind in NEED_NAME and "field" in how:
        key, val = how["field"]
        how["field"] = (
            pick(["titular", "persona", "cliente", "contacto"]),
            {"nombre": who, key: val},
        )
    return {"kind": kind, "lang": lang, "form": form, "value": value, **how}


def curps() -> list[Entry]:
    out = []
    tpl = [
        ("ficha de trámite", lambda p, v: f"<p>Solicitante: {p.name} — CURP: {v}</p>"),
        (
            "CURP en minúsculas en un comentario",
            lambda p, v: (
                f'<div class="comentario"><b>{p.short}</b>: ya me llegó, mi curp es {v} por si la ocupan</div>'
            ),
        ),
        ("CURP con espacios", lambda p, v: f"<li>{p.name}, CURP {v}</li>"),
        ("input oculto", lambda p, v: f'<input type="hidden" name="curp_titular" value="{v}">'),
        (
            "atributo data-*",
            lambda p, v: f'<span class="beneficiario" data-curp="{v}">{p.short}</span>',
        ),
        (
            "tabla de beneficiarios",
            lambda p, v: (
                f"<table><tr><td>{p.name}</td><td>{v}</td><td>Beca Benito Juárez</td></tr></table>"
            ),
        ),
        (
            "URL de consulta",
            lambda p, v: (
                f'<a href="/consulta?curp={v}&amp;tipo=beca">Ver constancia de {p.short}</a>'
            ),
        ),
        ("CV", lambda p, v: f"<p><strong>Datos personales</strong> · {p.name} · C.U.R.P. {v}</p>"),
    ]
    for i in range(30):
        p = Person()
        c = curp(p)
        form, f = tpl[i % len(tpl)]
        v = c
        if "minúsculas" in form:
            v = c.lower()
        elif "espacios" in form:
            v = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
        out.append(
            E(
                "curp",
                form,
                v,
                html=f(p, v),
                field=("curp", v),
                prose=f"Registro de {p.name}: CURP {v}.",
            )
        )
    return out


def rfcs() -> list[Entry]:
    out = []
    for i in range(20):
        p = Person()
        r = rfc_fisica(p)
        v = r if i % 4 else f"{r[:4]}-{r[4:10]}-{r[10:]}"
        forms = [
            (
                "factura a persona física",
                f"<p>Receptor: {p.name} · RFC {v} · Régimen 612 Personas Físicas con Actividades Empresariales</p>",
            ),
            (
                "recibo de honorarios",
                f'<div class="cfdi">Emisor: {p.name.upper()} RFC: {v} Uso CFDI: G03</div>',
            ),
            (
                "constancia de situación fiscal",
                f"<li>Contribuyente {p.short}, R.F.C. {v}, régimen de sueldos y salarios</li>",
            ),
            (
                "comentario",
                f'<p class="comment">{p.short}: para la factura mi rfc es {v.lower()} gracias</p>',
            ),
        ]
        form, html = forms[i % 4]
        if "comentario" in form:
            v = v.lower()
        out.append(
            E(
                "rfc-persona-fisica",
                form,
                v,
                html=html,
                who=p.name,
                field=("rfc_receptor", v),
                prose=f"Factura emitida a {p.name}, RFC {v}.",
            )
        )
    return out


def nsss() -> list[Entry]:
    out = []
    for i in range(15):
        p = Person()
        n = nss(p)
        v = n if i % 3 else f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}"
        html = pick(
            [
                f"<p>Trabajador: {p.name}, NSS {v}, alta ante el IMSS</p>",
                f"<li>Número de Seguridad Social de {p.short}: {v}</li>",
                f"<p>{p.short} — mi número de seguro social es {v}, clínica 20</p>",
            ]
        )
        out.append(
            E(
                "nss",
                "número de seguridad social",
                v,
                html=html,
                who=p.name,
                field=("nss", v),
                prose=f"{p.name}, número de afiliación IMSS {v}.",
            )
        )
    return out


def ines() -> list[Entry]:
    out = []
    for _ in range(14):
        p = Person()
        v = clave_elector(p)
        html = pick(
            [
                f"<p>Identificación: credencial INE de {p.name}, clave de elector {v}</p>",
                f"<li>{p.short} · Clave de Elector: {v} · Sección 1532</li>",
                f'<input type="hidden" name="clave_elector" value="{v}">',
            ]
        )
        out.append(
            E(
                "ine-clave-elector",
                "clave de elector",
                v,
                html=html,
                who=p.name,
                field=("clave_elector", v),
                prose=f"INE de {p.name}: clave de elector {v}.",
            )
        )
    for i in range(8):
        p = Person()
        l1, l2, _l3 = ine_td1(p)
        v = l1.split("<")[0]
        html = (
            f"<pre>{l1.replace('<', '&lt;')}</pre>"
            if i % 2
            else f'<p class="ocr">Reverso INE: {l1.replace("<", "&lt;")} {l2.replace("<", "&lt;")}</p>'
        )
        # <pre> is excluded as a place to plant into, but a planted one is fine
        out.append(
            E(
                "ine-mrz",
                "zona de lectura mecánica de la credencial INE (TD1)",
                v,
                html=html,
                who=p.name,
                field=("mrz_linea1", l1),
                prose=f"OCR reverso INE: {l1}",
            )
        )
    return out


def clabes() -> list[Entry]:
    out = []
    for i in range(16):
        p = Person()
        c = clabe()
        v = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        html = pick(
            [
                f"<p>Para el apartado, depositar a {p.name}, CLABE {v}</p>",
                f"<li>Transferencia a nombre de {p.short} · CLABE interbancaria: {v}</li>",
                '<div class="anuncio">Vendo bici rodado 29, $4,500. Pago por transferencia'
                f" a mi cuenta CLABE {v} ({p.short})</div>",
            ]
        )
        out.append(
            E(
                "clabe",
                "CLABE de una persona",
                v,
                html=html,
                who=p.name,
                field=("clabe_beneficiario", v),
                prose=f"Reembolso a {p.name}, CLABE {v}.",
            )
        )
    return out


def cards() -> list[Entry]:
    out = []
    for i in range(16):
        p = Person()
        brand, num = card()
        sep = [" ", "-", "", " "][i % 4]
        v = group_card(num, sep) if sep else num
        html = pick(
            [
                f"<p>Pago con tarjeta {v} a nombre de {p.name}, vence 08/29</p>",
                f"<li>Titular: {p.short} — tarjeta {v}</li>",
                f'<div class="comentario">{p.short}: me cobraron dos veces en mi tarjeta {v}, ¿a quién le hablo?</div>',
            ]
        )
        out.append(
            E(
                "card",
                f"número de tarjeta ({brand})",
                v,
                html=html,
                who=p.name,
                field=("card_number", v),
                prose=f"Cargo rechazado a la tarjeta {v} de {p.name}.",
            )
        )
    return out


def passports() -> list[Entry]:
    out = []
    foreign = [
        ("en", "US passport", lambda: rand(DIG, 9), "Passport No."),
        (
            "es",
            "pasaporte español",
            lambda: rand("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rand(DIG, 6),
            "pasaporte",
        ),
        (
            "pt",
            "passaporte brasileiro",
            lambda: rand("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(DIG, 6),
            "passaporte nº",
        ),
        (
            "en",
            "Canadian passport",
            lambda: rand("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(DIG, 6),
            "passport number",
        ),
        ("es", "pasaporte colombiano", lambda: "AT" + rand(DIG, 6), "pasaporte No."),
        ("en", "UK passport", lambda: rand(DIG, 9), "passport"),
    ]
    for _ in range(14):
        p = Person()
        v = passport_mx()
        html = pick(
            [
                f"<p>Viajero: {p.name}, pasaporte mexicano {v}, vuelo AM0404</p>",
                f"<li>{p.short} — No. de pasaporte: {v} (vigente a 2031)</li>",
                f"<p>Pasaporte {v} a nombre de {p.name}, expedido en {p.place[0]}</p>",
            ]
        )
        out.append(
            E(
                "passport",
                "pasaporte mexicano",
                v,
                html=html,
                who=p.name,
                field=("passport_number", v),
                prose=f"Reservación de {p.name}, pasaporte {v}.",
            )
        )
    for i in range(12):
        lang, form, mk, word = foreign[i % len(foreign)]
        p = Person("en" if lang == "en" else lang)
        v = mk()
        html = f"<p>{p.name} · {word} {v}</p>" if i % 2 else f"<li>Guest {p.name}, {word}: {v}</li>"
        out.append(
            E(
                "passport",
                form,
                v,
                lang=lang,
                html=html,
                who=p.name,
                field=("passport_no", v),
                prose=f"{p.name}, {word} {v}.",
            )
        )
    for i in range(8):
        p = Person()
        l1, l2 = passport_td3(p, passport_mx())
        v = l2.split("<")[0]
        html = (
            f'<p class="mrz">{l1.replace("<", "&lt;")}<br>{l2.replace("<", "&lt;")}</p>'
            if i % 2
            else f"<pre>{l2.replace('<', '&lt;')}</pre>"
        )
        out.append(
            E(
                "passport-mrz",
                "línea 2 de la MRZ de un pasaporte (TD3)",
                v,
                html=html,
                who=p.name,
                field=("mrz", l2),
                prose=f"MRZ escaneada: {l2}",
            )
        )
    return out


def birth_dates() -> list[Entry]:
    out = []
    for i in range(24):
        lang = ["es", "es", "es", "en", "pt", "es"][i % 6]
        p = Person(lang)
        if lang == "en":
            v = pick(
                [
                    f"{MONTHS_EN[p.month - 1]} {p.day}, {p.year}",
                    f"{p.year}-{p.month:02d}-{p.day:02d}",
                ]
            )
            html = pick(
                [
                    f"<p>{p.name} (born {v}) joined the team in Monterrey.</p>",
                    f"<li>Name: {p.name} · Date of birth: {v}</li>",
                ]
            )
            prose = f"Applicant {p.name}, DOB {v}."
        elif lang == "pt":
            v = f"{p.day} de {MESES_PT[p.month - 1]} de {p.year}"
            html = f"<p>{p.name}, nascida em {v}, natural de Campinas.</p>"
            prose = f"{p.name}, data de nascimento: {v}."
        else:
            v = pick(
                [
                    f"{p.day} de {MESES[p.month - 1]} de {p.year}",
                    f"{p.day:02d}/{p.month:02d}/{p.year}",
                    f"{p.day:02d}-{p.month:02d}-{p.year}",
                    f"{p.year}-{p.month:02d}-{p.day:02d}",
                ]
            )
            html = pick(
                [
                    f"<p>{p.name} nació el {v} en {p.place[0]}.</p>",
                    f"<li>Nombre: {p.name} | Fecha de nacimiento: {v}</li>",
                    f"<p>Se busca a {p.name}, de 1.62 m, nacido(a) el {v}; vestía pantalón de mezclilla.</p>",
                    f'<div class="cv"><h3>{p.name}</h3> F. nac.: {v} · Estado civil: soltero(a)</div>',
                    '<script type="application/ld+json">'
                    f'{{"@type":"Person","name":"{p.name}","birthDate":"{v}"}}</script>',
                ]
            )
            prose = f"{p.name}, fecha de nacimiento {v}."
        out.append(
            E(
                "birth-date",
                "fecha de nacimiento de una persona nombrada",
                v,
                lang=lang,
                html=html,
                who=p.name,
                field=("fecha_nacimiento", v),
                prose=prose,
            )
        )
    return out


def home_addresses() -> list[Entry]:
    out = []
    for _ in range(28):
        p = Person()
        estado, _, _, munis, _ = p.place
        muni, col, cp = pick(munis)
        num = R.randrange(3, 2400)
        interior = pick(
            [
                "",
                f", int. {R.randrange(1, 12)}",
                f" Int. {pick('ABCD')}-{R.randrange(1, 9)}",
                f", depto. {R.randrange(101, 504)}",
            ]
        )
        street = pick(STREETS)
        v = pick(
            [
                f"{street} {num}{interior}, Col. {col}, C.P. {cp}, {muni}, {estado}",
                f"{street} núm. {num}{interior}, Colonia {col}, CP {cp}, {muni}, {estado}",
                f"{street} #{num}{interior}, Col. {col}, {muni}, {estado}, C.P. {cp}",
            ]
        )
        html = pick(
            [
                f"<p>Domicilio particular de {p.name}: {v}</p>",
                f"<li>{p.short} vive en {v}</li>",
                f"<p>Se notifica a {p.name}, con domicilio en {v}, que deberá comparecer ante este juzgado.</p>",
                f"<address>{p.name}<br>{v}</address>",
                f'<div class="envio">Enviar a: {p.name} — {v} — tel. de contacto en la guía</div>',
            ]
        )
        out.append(
            E(
                "home-address",
                "domicilio particular de una persona nombrada",
                v,
                html=html,
                who=p.name,
                field=("domicilio", f"{p.name}, {v}"),
                prose=f"Entrega a {p.name} en {v}.",
            )
        )
    return out


def phones() -> list[Entry]:
    out = []
    for i in range(52):
        p = Person()
        num = mx_mobile(p.place[4] if i % 3 == 0 else None)
        forms = mx_phone_forms(num)
        notation, v = forms[i % len(forms)]
        html = pick(
            [
                f"<p>Informes con {p.name} al {v}</p>",
                f"<li>{p.short} — cel. {v}</li>",
                f'<div class="anuncio">Rento cuarto amueblado en {p.place[3][0][1]}. Llamar a {p.short}: {v}</div>',
                f'<p class="comment">{p.short}: si alguien encontró a mi perrito por favor márquenme al {v}</p>',
                f"<p>Atentamente, {p.name}. Tel. particular {v}</p>",
            ]
        )
        out.append(
            E(
                "phone",
                f"teléfono de una persona ({notation})",
                v,
                html=html,
                who=p.name,
                field=("telefono_contacto", v),
                prose=f"Contacto: {p.name}, {v}.",
            )
        )
    for _ in range(10):
        p = Person()
        num = mx_mobile()
        v = num
        html = pick(
            [
                f"<p>Comunícate con {p.name} al {v}</p>",
                f"<p>{p.name} {v}</p>",
                f'<p class="comment">mi cel {v} mándenme mensaje — {p.short}</p>',
                f"<li>Cel. personal de {p.short}: {v}</li>",
            ]
        )
        out.append(
            E(
                "phone",
                "celular de 10 dígitos junto a un nombre",
                v,
                html=html,
                who=p.name,
                field=("celular", v),
                prose=f"{p.name} {v}",
            )
        )
    for i in range(10):
        p = Person()
        num = mx_mobile()
        v = f"tel:+52{num}" if i % 2 else f"tel:{num[:2]}-{num[2:6]}-{num[6:]}"
        html = f'<a href="{v}">Llamar a {p.short}</a>'
        out.append(
            E(
                "phone",
                "enlace tel:",
                v,
                html=html,
                who=p.name,
                field=("contact_url", v),
                prose=f"Llamar a {p.name}: {v}",
            )
        )
    for _ in range(10):
        p = Person()
        num = mx_mobile()
        v = pick(
            [
                f"https://wa.me/521{num}",
                f"https://wa.me/52{num}",
                f"https://api.whatsapp.com/send?phone=52{num}",
                f"wa.me/521{num}",
            ]
        )
        html = pick(
            [
                f'<a href="{v}">WhatsApp de {p.short}</a>',
                f"<p>Pedidos por WhatsApp con {p.short}: {v}</p>",
            ]
        )
        out.append(
            E(
                "whatsapp",
                "enlace de WhatsApp de una persona",
                v,
                html=html,
                who=p.name,
                field=("whatsapp", v),
                prose=f"WhatsApp de {p.name}: {v}",
            )
        )
    return out


def _local(p: Person, accents: bool) -> str:
    first = p.first.split()[0].lower()
    last = p.last1.lower()
    if not accents:
        first, last = strip_accents(first), strip_accents(last)
    return pick(
        [
            f"{first}.{last}",
            f"{first}{last}{R.randrange(70, 99)}",
            f"{first[0]}{last}",
            f"{first}_{last}",
        ]
    )


FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "protonmail.com",
    "outlook.es",
    "hotmail.es",
]


def emails() -> list[Entry]:
    out = []
    for i in range(40):
        lang = "pt" if i % 10 == 9 else "es"
        p = Person(lang)
        dom = "uol.com.br" if lang == "pt" else pick(FREEMAIL)
        style = i % 5
        if style == 0:
            v = f"{_local(p, True)}@{dom}"
            form = "correo con local acentuado"
        elif style == 1:
            v = f"{_local(p, False)}@{dom}".upper()
            form = "correo en mayúsculas"
        elif style == 2:
            v = f"mailto:{_local(p, False)}@{dom}?subject=Informes%20departamento"
            form = "mailto: con query"
        else:
            v = f"{_local(p, False)}@{dom}"
            form = "correo personal"
        if v.startswith("mailto:"):
            html = f'<a href="{v}">Escríbele a {p.short}</a>'
        else:
            html = pick(
                [
                    f"<p>Contacto: {p.name} &lt;{v}&gt;</p>",
                    f"<li>{p.short} — {v}</li>",
                    f'<p class="comment">{p.short}: me interesa, mándame info a {v}</p>',
                    f"<p>Atte. {p.name}, {v}</p>",
                ]
            )
        out.append(
            E(
                "email",
                form,
                v,
                lang=lang,
                html=html,
                who=p.name,
                field=("contact_email", v),
                prose=f"Escribir a {p.name}: {v}",
            )
        )
    obf = [
        lambda lo, d: f"{lo} [arroba] {d.replace('.', ' [punto] ')}",
        lambda lo, d: f"{lo}(arroba){d}",
        lambda lo, d: f"{lo} at {d.replace('.', ' dot ')}",
        lambda lo, d: f"{lo}[at]{d.replace('.', '[dot]')}",
        lambda lo, d: f"{lo} (at) {d}",
        lambda lo, d: f"{lo} arroba {d.replace('.', ' punto ')}",
    ]
    for i in range(14):
        p = Person()
        v = obf[i % len(obf)](_local(p, i % 3 == 0), pick(FREEMAIL))
        html = pick(
            [
                f"<p>Interesados escribir a {p.short}: {v}</p>",
                f'<p class="comment">{p.short}: mi correo es {v}</p>',
            ]
        )
        out.append(
            E(
                "email-obfuscated",
                "correo ofuscado",
                v,
                html=html,
                who=p.name,
                field=("correo", v),
                prose=f"{p.name} — {v}",
            )
        )
    return out


def account_ids() -> list[Entry]:
    out = []
    shapes = [
        ("acct_", lambda: "acct_" + b64url(16).replace("-", "x").replace("_", "y")),
        ("acct_ short", lambda: "acct_" + rand(DIG, 4)),
        ("cust-", lambda: "cust-" + rand(DIG, 5)),
        (
            "cus_",
            lambda: (
                "cus_" + rand("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 14)
            ),
        ),
        (
            "org-",
            lambda: (
                "org-" + rand("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 24)
            ),
        ),
        ("proj_", lambda: "proj_" + rand("abcdefghijklmnopqrstuvwxyz0123456789", 10)),
        (
            "proj_ long",
            lambda: (
                "proj_" + rand("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 24)
            ),
        ),
        (
            "user_",
            lambda: (
                "user_" + rand("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 24)
            ),
        ),
        ("ws_", lambda: "ws_" + hexs(12)),
        ("team_", lambda: "team_" + rand("abcdefghijklmnopqrstuvwxyz0123456789", 18)),
        ("uuid org", a_uuid),
        ("T workspace", lambda: "T0" + rand("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)),
    ]
    keys = {
        "acct_": [("x-account-id", "account_id", "/v1/accounts/{}/usage")],
        "acct_ short": [("x-account", "account", "/accounts/{}/")],
        "cust-": [("x-account", "customer_id", "/v2/customers/{}/credits")],
        "cus_": [("x-customer-id", "customer", "/v1/customers/{}")],
        "org-": [("OpenAI-Organization", "organization", "/v1/organizations/{}/projects")],
        "proj_": [("OpenAI-Project", "project", "/v1/projects/{}/api_keys")],
        "proj_ long": [("openai-project", "project_id", "/dashboard/projects/{}/limits")],
        "user_": [("x-user-id", "user", "/v1/users/{}/billing")],
        "ws_": [("x-workspace-id", "workspace_id", "/workspaces/{}/search")],
        "team_": [("x-team-id", "team_id", "/api/teams/{}/usage")],
        "uuid org": [("anthropic-organization-id", "organization_id", "/organizations/{}/members")],
        "T workspace": [("x-slack-team", "team", "/client/{}/")],
    }
    for i in range(48):
        shape, mk = shapes[i % len(shapes)]
        v = mk()
        hname, fname, path = keys[shape][0]
        lang = "en"
        mode = (i // len(shapes)) % 4
        url = "https://api.example-search.io" + path.format(v)
        html = [
            f"<p>Cuenta del proveedor: <code>{fname}={v}</code></p>",
            f'<a href="{url}">Panel de consumo</a>',
            f"<li>{hname}: {v}</li>",
            f'<div data-{fname.replace("_", "-")}="{v}">Uso del mes</div>',
        ][mode]
        out.append(
            {
                "kind": "account-id",
                "lang": lang,
                "form": f"id de cuenta del proveedor ({shape})",
                "value": v,
                "family": "account-id",
                "html": html,
                "field": (fname, v),
                "hdr": (hname, v),
                "prose": f"Billing is charged to {fname} {v}." if mode % 2 else f"GET {url}",
            }
        )
    return out


def br_mobile() -> str:
    """An eleven-digit Brazilian mobile (DDD + 9 + 8 digits) that phonenumbers accepts."""
    import phonenumbers

    for _ in range(1000):
        num = pick(["11", "21", "31", "41", "51", "61", "71", "81"]) + "9" + rand(DIG, 8)
        if phonenumbers.is_valid_number(phonenumbers.parse("+55" + num)):
            return num
    raise RuntimeError("no valid number")


def portuguese() -> list[Entry]:
    """A few items in Portuguese (Brazilian people living in Mexico, or writing to it)."""
    out = []
    for i in range(10):
        p = Person("pt")
        n = br_mobile()
        if i % 2 == 0:
            v = pick([f"+55 {n[:2]} {n[2:7]}-{n[7:]}", f"({n[:2]}) {n[2:7]}-{n[7:]}", f"+55{n}"])
            html = pick(
                [
                    f"<p>Alugo apartamento mobiliado. Falar com {p.short} pelo {v}</p>",
                    f'<p class="comment">{p.short}: meu celular é {v}, me chama no zap</p>',
                ]
            )
            kind, form, field = "phone", "celular brasileiro de uma pessoa", ("celular", v)
            prose = f"Contato: {p.name}, celular {v}."
        else:
            lo = strip_accents(p.first.split()[0]).lower() + "." + p.last1.lower()
            v = f"{lo}@{pick(['uol.com.br', 'bol.com.br', 'gmail.com', 'terra.com.br'])}"
            html = f"<p>Interessados, escrever para {p.name}: {v}</p>"
            kind, form, field = "email", "e-mail pessoal (pt)", ("email", v)
            prose = f"Escreva para {p.name} em {v}."
        out.append(E(kind, form, v, lang="pt", html=html, who=p.name, field=field, prose=prose))
    return out


def attribute_forms() -> list[Entry]:
    """Data inside attributes, form URLs and alt texts rather than in visible text."""
    out = []
    for i in range(14):
        p = Person()
        mode = i % 7
        if mode == 0:
            v = curp(p)
            html = f'<img src="/uploads/identificacion.jpg" alt="CURP de {p.name}: {v}">'
            kind = "curp"
        elif mode == 1:
            lo = strip_accents(p.first.split()[0]).lower() + "." + strip_accents(p.last1).lower()
            v = f"{lo}@{pick(FREEMAIL)}"
            html = f'<form action="/boletin/alta?email={v}" method="post"><button>Suscribir</button></form>'
            kind = "email"
        elif mode == 2:
            n = mx_mobile()
            v = f"{n[:2]} {n[2:6]} {n[6:]}" if n[:2] in ("55", "33", "81") else n
            html = f'<span title="Celular de {p.short}: {v}">{p.short}</span>'
            kind = "phone"
        elif mode == 3:
            lo = strip_accents(p.first.split()[0]).lower() + strip_accents(p.last2).lower()
            v = f"{lo}@{pick(FREEMAIL)}"
            html = f'<input type="hidden" name="correo_solicitante" value="{v}">'
            kind = "email"
        elif mode == 4:
            v = rfc_fisica(p)
            html = f'<a href="/descargas/cfdi_{v}_2024-03.pdf">Factura de {p.short} (marzo)</a>'
            kind = "rfc-persona-fisica"
        elif mode == 5:
            n = mx_mobile()
            v = f"+52{n}"
            html = f'<div class="vcard" data-nombre="{p.name}" data-telefono="{v}"></div>'
            kind = "phone"
        else:
            v = f"{p.day:02d}/{p.month:02d}/{p.year}"
            html = (
                f'<input type="text" name="fecha_nacimiento" value="{v}"'
                f' aria-label="Fecha de nacimiento de {p.short}">'
            )
            kind = "birth-date"
        out.append(
            E(
                kind,
                "dato en un atributo, URL de formulario o texto alternativo",
                v,
                html=html,
                who=p.name,
                field=("dato", v),
                prose=f"{p.name}: {v}",
            )
        )
    return out


def account_errors() -> list[Entry]:
    """Account ids inside providers' error messages."""
    out = []
    for _ in range(8):
        org = "org-" + rand("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 24)
        acct = "acct_" + rand("abcdefghijklmnopqrstuvwxyz0123456789", 12)
        v, msg = pick(
            [
                (
                    org,
                    f"Rate limit reached for gpt-4o in organization {org} on tokens per min (TPM).",
                ),
                (acct, f"Account {acct} has exceeded its monthly search quota."),
                (org, f"You exceeded your current quota for organization {org}, check billing."),
                (acct, f"Payment required: account_id={acct} is suspended."),
            ]
        )
        out.append(
            {
                "kind": "account-id",
                "lang": "en",
                "form": "account id in a provider's error message",
                "value": v,
                "family": "account-id",
                "html": f'<p class="error">Error 429: {msg}</p>',
                "field": ("error", {"message": msg, "type": "insufficient_quota"}),
                "prose": msg,
            }
        )
    return out


def build() -> list[Entry]:
    return (
        curps()
        + rfcs()
        + nsss()
        + ines()
        + clabes()
        + cards()
        + passports()
        + birth_dates()
        + home_addresses()
        + phones()
        + emails()
        + portuguese()
        + attribute_forms()
        + account_ids()
        + account_errors()
    )
