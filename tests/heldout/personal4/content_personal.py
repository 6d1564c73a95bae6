"""Personal data and account ids, in forms people write (label ``personal``).

Each generator takes a seeded ``random.Random`` and returns an item body: ``kind``,
``lang``, ``form``, ``value`` (the datum exactly as written), ``text`` (one line holding the
value, used in JSON/YAML), ``html`` (one-line snippet for pages) and optional ``key`` (the
JSON/YAML field name) or ``header`` (a recorded header name, value = ``text``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gen import (
    CALLES,
    COLONIAS,
    MESES,
    MESES_PT,
    MONTHS,
    MUNICIPIOS,
    Person,
    alnum,
    card,
    clabe,
    hexs,
    mobile,
    nss,
    td1_line1,
    td3_line2,
)

Item = dict[str, Any]


def T(
    kind: str, lang: str, form: str, value: str, text: str, html: str | None = None, **kw: Any
) -> Item:
    assert value in text, (value, text)
    if kw.get("json_only"):
        return {"kind": kind, "lang": lang, "form": form, "value": value, "text": text, **kw}
    if html is None:
        assert not any(c in text for c in "<>&"), text
        html = f"<p>{text}</p>"
    assert value in html, (value, html)
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "html": html,
        **kw,
    }


def curp(r: random.Random) -> Item:
    p = Person(r)
    c = p.curp()
    v = r.choice(
        [c, c, c.lower(), f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}", f"{c[:4]}-{c[4:10]}-{c[10:]}"]
    )
    form, text = r.choice(
        [
            ("ficha de inscripción escolar", f"Alumno(a): {p.name} · CURP {v} · Grupo 3°B"),
            (
                "cita médica IMSS",
                f"Recordatorio de cita: {p.short}, CURP: {v}, consultorio 4, 09:30 h",
            ),
            ("chat exportado", f"[12/03/24 18:41] {p.first}: va mi curp {v} para el trámite"),
            ("línea de log", f"2024-05-11T10:22:03Z INFO tramite.validar curp={v} resultado=OK"),
            ("fila CSV", f"{p.last1},{p.last2},{p.first},{v},{p.state}"),
            ("nota de entrega", f"Recibe: {p.name} (identifica con CURP {v})"),
        ]
    )
    return T("curp", "es", form, v, text, key=r.choice(["curp", "nota", "observaciones", "alumno"]))


def rfc(r: random.Random) -> Item:
    p = Person(r)
    c = p.rfc()
    v = r.choice([c, c, f"{c[:4]}-{c[4:10]}-{c[10:]}", c.lower(), f"{c[:4]} {c[4:10]} {c[10:]}"])
    form, text = r.choice(
        [
            ("solicitud de factura", f"Favor de facturar a {p.name}, RFC {v}, uso CFDI G03"),
            (
                "ticket de soporte",
                f"Ticket #88213 - cliente {p.short} pide reexpedir CFDI, RFC: {v}",
            ),
            (
                "recibo de arrendamiento",
                f"Arrendador: {p.name} · R.F.C. {v} · Renta mensual $9,500.00",
            ),
            ("datos de honorarios", f"Honorarios asimilados — {p.name} — RFC {v}"),
        ]
    )
    return T("rfc-persona-fisica", "es", form, v, text, key=r.choice(["rfc", "receptor", "nota"]))


def nss_(r: random.Random) -> Item:
    p = Person(r)
    n = nss(r, p.year)
    v = r.choice(
        [n, n, f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}", f"{n[:4]} {n[4:8]} {n[8:]}"]
    )
    form, text = r.choice(
        [
            ("alta IMSS de trabajador", f"Alta de {p.name}, NSS {v}, salario diario $412.00"),
            ("constancia de semanas cotizadas", f"Número de Seguridad Social de {p.short}: {v}"),
            (
                "roster de club deportivo",
                f"Jugador: {p.name} | No. afiliación IMSS {v} | Categoría libre",
            ),
            ("mensaje de WhatsApp", f"{p.first}: mi número de seguro social es {v}"),
        ]
    )
    return T("nss", "es", form, v, text, key=r.choice(["nss", "afiliacion", "nota"]))


def ine(r: random.Random) -> Item:
    p = Person(r)
    v = p.clave_elector()
    form, text = r.choice(
        [
            ("padrón de boletín parroquial", f"Padrino: {p.name}, clave de elector {v}"),
            ("registro de visitante", f"Visitante {p.short} — identificación INE, clave {v}"),
            (
                "contrato de renta",
                f"El arrendatario {p.name} se identifica con credencial para votar clave de elector {v}",
            ),
        ]
    )
    return T(
        "ine-clave-elector", "es", form, v, text, key=r.choice(["clave_elector", "identificacion"])
    )


def ine_mrz(r: random.Random) -> Item:
    v = td1_line1(r)
    return T(
        "ine-mrz",
        "es",
        "línea MRZ de credencial INE transcrita por OCR",
        v,
        f"OCR reverso INE: {v}",
        key="ocr_reverso",
        json_only=True,
    )


def passport(r: random.Random) -> Item:
    lang = r.choice(["es", "es", "es", "en", "pt"])
    p = Person(r, lang)
    shapes = [
        ("MEX", "G" + "".join(r.choice("0123456789") for _ in range(8))),
        ("MEX", "N" + "".join(r.choice("0123456789") for _ in range(8))),
        ("USA", "".join(r.choice("0123456789") for _ in range(9))),
        (
            "ESP",
            alnum(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ")
            + "".join(r.choice("0123456789") for _ in range(6)),
        ),
        (
            "BRA",
            alnum(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ")
            + "".join(r.choice("0123456789") for _ in range(6)),
        ),
        (
            "CAN",
            alnum(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ")
            + "".join(r.choice("0123456789") for _ in range(6)),
        ),
        ("GTM", "".join(r.choice("0123456789") for _ in range(9))),
    ]
    nat, v = r.choice(shapes)
    if lang == "en":
        form, text = r.choice(
            [
                ("hotel check-in note", f"Guest {p.name}, passport no. {v} ({nat}), room 412"),
                ("support ticket", f"Customer {p.short} uploaded passport {v} for KYC review"),
            ]
        )
    elif lang == "pt":
        form, text = ("reserva de viagem", f"Passageira {p.name}, passaporte nº {v}, voo GRU-MEX")
    else:
        form, text = r.choice(
            [
                ("reservación de vuelo", f"Pasajero: {p.name} · Pasaporte {v} · Vigencia 2031"),
                ("trámite de visa", f"Solicitante {p.name}, núm. de pasaporte: {v}"),
                ("excursión escolar", f"Lista de viaje: {p.short} — pasaporte {nat} {v}"),
            ]
        )
    return T("passport", lang, form, v, text, key=r.choice(["pasaporte", "passport", "nota"]))


def passport_mrz(r: random.Random) -> Item:
    p = Person(r)
    doc = "G" + "".join(r.choice("0123456789") for _ in range(8))
    v = td3_line2(r, doc, "MEX", p, "F" if p.sex == "M" else "M")
    return T(
        "passport-mrz",
        "es",
        "línea 2 MRZ de pasaporte (OCR)",
        v,
        f"MRZ pasaporte {p.short}: {v}",
        key="mrz",
        json_only=True,
    )


def birth(r: random.Random) -> Item:
    lang = r.choice(["es"] * 5 + ["en", "pt"])
    p = Person(r, lang)
    y, m, d = p.birth()
    if lang == "en":
        v = r.choice([f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"])
        form, text = ("club roster", f"{p.name} — born {v} — U18 team")
        if r.random() < 0.5:
            form, text = ("patient intake form", f"Patient: {p.name}; DOB: {v}")
    elif lang == "pt":
        v = f"{d} de {MESES_PT[m - 1]} de {y}"
        form, text = ("ficha de matrícula", f"Aluno {p.name}, nascido em {v}")
    else:
        v = r.choice(
            [
                f"{d} de {MESES[m - 1]} de {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}",
            ]
        )
        form, text = r.choice(
            [
                (
                    "aviso escolar",
                    f"Felicidades a {p.name}, nacida el {v}, por su primera comunión",
                ),
                (
                    "recordatorio de cita médica",
                    f"Paciente {p.name} · Fecha de nacimiento: {v} · Cita: lunes 10:00",
                ),
                ("roster de liga infantil", f"{p.name} | F. nac. {v} | Categoría 2014"),
                ("acta capturada", f"Nombre: {p.name}. Nació el día {v} en {p.state}."),
            ]
        )
    return T(
        "birth-date", lang, form, v, text, key=r.choice(["fecha_nacimiento", "birthDate", "nota"])
    )


def address(r: random.Random) -> Item:
    p = Person(r)
    mun = r.choice(MUNICIPIOS[p.state])
    calle = (
        r.choice(["Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz."])
        + " "
        + r.choice(CALLES)
    )
    num = r.choice(
        [
            f"{r.randint(1, 999)}",
            f"#{r.randint(1, 999)}",
            f"núm. {r.randint(1, 999)}",
            f"No. {r.randint(1, 999)}",
        ]
    )
    inte = r.choice(
        [
            "",
            f", int. {r.randint(1, 12)}",
            f" Int. {r.choice('ABCD')}",
            f", depto. {r.randint(101, 504)}",
        ]
    )
    cp = f"{r.randint(1000, 99999):05d}"
    v = f"{calle} {num}{inte}, Col. {r.choice(COLONIAS)}, C.P. {cp}, {mun}, {p.state}"
    form, text = r.choice(
        [
            ("anuncio de renta de cuarto", f"Se renta cuarto, informes con {p.first} en {v}"),
            ("nota de entrega de marketplace", f"Entregar a {p.name} — Domicilio: {v}"),
            ("expediente de paciente", f"Domicilio particular de {p.name}: {v}"),
            ("boletín parroquial (enfermos)", f"Visitar a la Sra. {p.name}, {v}"),
            ("guía de envío", f"Destinatario: {p.name}; {v}"),
        ]
    )
    return T(
        "home-address",
        "es",
        form,
        v,
        text,
        key=r.choice(["domicilio", "direccion_entrega", "nota"]),
    )


def _phone_forms(r: random.Random) -> tuple[str, str]:
    lada, sub = mobile(r)
    full = lada + sub
    a, b = (full[:2], full[2:]) if lada in ("55", "33", "81") else (full[:3], full[3:])
    half = len(b) // 2
    options = [
        f"+52 {a} {b[:half]} {b[half:]}",
        f"+52 1 {a} {b[:half]} {b[half:]}",
        f"044 {a} {b[:half]} {b[half:]}",
        f"045 {a} {b}",
        f"({a}) {b[:half]}-{b[half:]}",
        f"{a}.{b[:half]}.{b[half:]}",
        f"{a}-{b[:half]}-{b[half:]}",
        f"+52{full}",
        f"+52 ({a}) {b}",
        full,
    ]
    return r.choice(options), full


def phone(r: random.Random) -> Item:
    lang = r.choice(["es"] * 7 + ["en"])
    p = Person(r, lang)
    v, full = _phone_forms(r)
    html = None
    if lang == "en":
        form, text = ("rental ad", f"Room for rent in Querétaro, call {p.first} at {v} after 6pm")
    else:
        form, text = r.choice(
            [
                (
                    "anuncio de marketplace",
                    f"Vendo bici rodado 26, mi cel {v}, pregunten por {p.first}",
                ),
                ("roster de club", f"Capitán: {p.name} — Tel. {v}"),
                ("recordatorio de cita", f"Confirmar con la paciente {p.short} al {v}"),
                ("aviso escolar", f"Mamá de {p.first}: {p.name}, celular {v}"),
                ("ticket de soporte", f"El cliente {p.name} pide que le llamen al {v}"),
                ("nota de entrega", f"Llamar a {p.short} antes de entregar: {v}"),
            ]
        )
    if r.random() < 0.25 and lang == "es":
        v = f"tel:+52{full}"
        form = "enlace tel: de una persona"
        text = f"Llámale a {p.name}: {v}"
        html = f'<p>Llámale a <a href="{v}">{p.name}</a></p>'
    return T(
        "phone", lang, form, v, text, html, key=r.choice(["telefono", "contacto", "nota", "cel"])
    )


def bare_mobile(r: random.Random) -> Item:
    p = Person(r)
    lada, sub = mobile(r)
    v = lada + sub
    form, text = r.choice(
        [
            ("nombre y celular sin formato", f"{p.name} {v}"),
            ("mi cel", f"cualquier cosa mi cel es {v} ({p.first})"),
            ("comunícate con", f"Comunícate con {p.name} al {v}"),
            ("lista de padres de familia", f"{p.short}: {v}"),
        ]
    )
    return T("phone", "es", form, v, text, key=r.choice(["contacto", "nota", "mensaje"]))


def whatsapp(r: random.Random) -> Item:
    p = Person(r)
    lada, sub = mobile(r)
    v = r.choice(
        [
            f"https://wa.me/52{lada}{sub}",
            f"https://wa.me/521{lada}{sub}?text=Hola",
            f"https://api.whatsapp.com/send?phone=52{lada}{sub}",
        ]
    )
    text = f"Escríbele a {p.first} por WhatsApp: {v}"
    html = f'<p>Pedidos con {p.name}: <a href="{v}">WhatsApp</a></p>'
    return T(
        "whatsapp",
        "es",
        "enlace de WhatsApp de una persona (venta casera)",
        v,
        text,
        html,
        key="whatsapp",
    )


def email(r: random.Random) -> Item:
    lang = r.choice(["es"] * 6 + ["en", "pt"])
    p = Person(r, lang)
    e = p.email()
    style = r.choice(["plain", "accent", "upper", "mailto", "mailto", "angle", "accent"])
    html = None
    if style == "accent":
        local, dom = e.split("@")
        local = p.first.lower().replace(" ", "") + "." + p.last1.lower()
        v = f"{local}@{dom}"
        form = "correo con parte local acentuada"
        text = f"Envía tu comprobante a {v}"
    elif style == "upper":
        v = e.upper()
        form = "correo en mayúsculas"
        text = f"CORREO DEL TUTOR ({p.name.upper()}): {v}"
    elif style == "mailto":
        v = f"mailto:{e}?subject=Inscripci%C3%B3n&cc={p.first.lower()}.tutor@gmail.com"
        form = "mailto con query"
        text = f"Escribir a {p.short}: {v}"
        html = f'<p>Dudas: <a href="{v}">{p.name}</a></p>'
    elif style == "angle":
        v = e
        form = "cabecera From de un correo reenviado"
        text = f"From: {p.name} <{v}>"
        html = f"<p>From: {p.name} &lt;{v}&gt;</p>"
    else:
        v = e
        form = "correo personal en aviso"
        text = f"Informes con {p.name} ({v})" if lang != "en" else f"Contact {p.name} at {v}"
    return T("email", lang, form, v, text, html, key=r.choice(["email", "correo", "nota"]))


def email_obf(r: random.Random) -> Item:
    p = Person(r)
    e = p.email()
    local, dom = e.split("@")
    d1, _, d2 = dom.partition(".")
    v = r.choice(
        [
            f"{local} [arroba] {d1} [punto] {d2.replace('.', ' [punto] ')}",
            f"{local}(arroba){d1}(punto){d2.replace('.', '(punto)')}",
            f"{local} at {d1} dot {d2.replace('.', ' dot ')}",
            f"{local}[at]{d1}[dot]{d2.replace('.', '[dot]')}",
            f"{local} arroba {d1} punto {d2.replace('.', ' punto ')}",
        ]
    )
    text = f"Para no recibir spam: escríbanle a {p.first} a {v}"
    return T("email-obfuscated", "es", "correo ofuscado en anuncio", v, text, key="nota")


def card_(r: random.Random) -> Item:
    p = Person(r)
    brand = r.choice(["visa", "mc", "mc2", "amex"])
    c = card(r, brand)
    if brand == "amex":
        v = r.choice([c, f"{c[:4]} {c[4:10]} {c[10:]}"])
    else:
        v = r.choice(
            [
                c,
                " ".join(c[i : i + 4] for i in range(0, 16, 4)),
                "-".join(c[i : i + 4] for i in range(0, 16, 4)),
            ]
        )
    form, text = r.choice(
        [
            ("chat de venta", f"{p.first}: te paso mi tarjeta para el apartado {v}"),
            ("ticket de soporte", f"Cargo no reconocido, tarjeta {v} a nombre de {p.name}"),
            ("log de pago", f"payment.failed card_number={v} holder={p.short.replace(' ', '_')}"),
        ]
    )
    return T("card", "es", form, v, text, key=r.choice(["tarjeta", "nota", "pago"]))


def clabe_(r: random.Random) -> Item:
    p = Person(r)
    c = clabe(r)
    v = r.choice(
        [
            c,
            c,
            f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}",
            f"{c[:3]} {c[3:6]} {c[6:10]} {c[10:14]} {c[14:]}",
        ]
    )
    form, text = r.choice(
        [
            ("anuncio de marketplace", f"Depósito o transferencia a nombre de {p.name}, CLABE {v}"),
            (
                "cooperación escolar",
                f"Cuota de graduación: transferir a {p.short} CLABE interbancaria {v}",
            ),
            ("nómina CSV", f"{p.name},{v},quincena 14"),
        ]
    )
    return T("clabe", "es", form, v, text, key=r.choice(["clabe", "nota", "deposito"]))


def account_id(r: random.Random) -> Item:
    shape = r.randrange(9)
    header = None
    if shape == 0:
        v = "acct_" + alnum(r, 16)
        text, form, key = v, "id de cuenta en campo JSON", "account_id"
    elif shape == 1:
        v = "cust-" + str(r.randint(10000, 999999))
        header = r.choice(["x-account", "X-Customer-Id"])
        text, form, key = v, f"cabecera {header}", header
    elif shape == 2:
        v = "org-" + alnum(r, 24)
        header = "OpenAI-Organization"
        text, form, key = v, "cabecera OpenAI-Organization", header
    elif shape == 3:
        v = "proj_" + alnum(r, 24)
        text, form, key = v, "campo project", "project"
    elif shape == 4:
        v = "acct_" + str(r.randint(1000, 99999))
        text, form, key = (
            f"https://api.example-search.io/v2/accounts/{v}/usage?period=2024-05",
            "ruta URL con id de cuenta",
            "uri",
        )
    elif shape == 5:
        v = "user_" + alnum(r, 27)
        text, form, key = v, "campo user_id", "user_id"
    elif shape == 6:
        v = "ws_" + alnum(r, 12, "abcdefghijklmnopqrstuvwxyz0123456789")
        text, form, key = v, "campo workspace_id", "workspace_id"
    elif shape == 7:
        v = "team_" + alnum(r, 20)
        text, form, key = (
            f"quota exceeded for team {v} (plan: free)",
            "mensaje de error con team id",
            "error",
        )
    else:
        v = "org_" + hexs(r, 20)
        text, form, key = f"/v1/organizations/{v}/members", "ruta de organización", "path"
    html = (
        f"<p>Cuenta: <code>{text}</code></p>"
        if key != "uri"
        else f'<p><a href="{text}">uso de la cuenta</a></p>'
    )
    return T("account-id", "en", form, v, text, html, key=key, header=header)


GENERATORS: list[tuple[Callable[[random.Random], Item], int]] = [
    (curp, 32),
    (rfc, 24),
    (nss_, 16),
    (ine, 14),
    (ine_mrz, 6),
    (passport, 26),
    (passport_mrz, 6),
    (birth, 26),
    (address, 28),
    (phone, 50),
    (bare_mobile, 16),
    (whatsapp, 10),
    (email, 36),
    (email_obf, 14),
    (card_, 16),
    (clabe_, 16),
    (account_id, 48),
]
