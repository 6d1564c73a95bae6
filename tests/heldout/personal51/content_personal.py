"""Personal items of corpus 51 (label ``personal``; families ``personal`` and ``account-id``).

Each maker returns one or more entries ``{kind, lang, form, value, text, [key], [header],
[html]}``: ``text`` is the one-line context holding ``value`` (a snippet sentence, a log
line, a CSV row…); ``key`` makes a JSON/YAML field whose value is the datum alone;
``header`` a recorded header; ``html`` a ready snippet (links).
"""

from __future__ import annotations

import random

import makers as m


def _fmt_phone(r: random.Random, lada: str, style: str) -> str:
    return _fmt_n(m.mobile10(r, lada), lada, style)


def _fmt_n(n: str, lada: str, style: str) -> str:
    a, rest = n[: len(lada)], n[len(lada) :]
    h = len(rest) // 2 if len(lada) == 2 else 3
    x, y = rest[:h], rest[h:]
    return {
        "+52": f"+52 {a} {x} {y}",
        "+521": f"+52 1 {a} {x} {y}",
        "044": f"044 {a} {x} {y}",
        "045": f"045 {a} {x} {y}",
        "paren": f"({a}) {x}-{y}",
        "dots": f"{a}.{x}.{y}",
        "dash": f"{a}-{x}-{y}",
        "e164": f"+52{n}",
        "bare": n,
        "spaced": f"{a} {x} {y}",
        "plus52paren": f"+52 ({a}) {x} {y}",
    }[style]


PHONE_ES = [
    "Comunícate con {n} al {v} para recoger el paquete.",
    "{n} {v}",
    "Mi cel es {v}, cualquier cosa me marcas. Saludos, {g}.",
    "Contacto de emergencia: {n}, celular {v} (mamá).",
    "Vendo bicicleta rodada 26, poco uso. Informes con {g} al {v}.",
    "Responsable del menor: {n} · Tel. particular {v}",
    "Si no contesto, llámale a mi esposo {n} al {v}.",
    "Rento cuarto amueblado cerca del metro, solo estudiantes. WhatsApp o llamada: {v} ({g}).",
    "Paciente: {n}; teléfono de casa {v}; próxima cita 14:30.",
    "{n}, Tel: {v}, dejó su solicitud de beca el martes.",
    "Buenas tardes, soy {n}, mi número es {v} por si necesitan confirmar el pedido.",
    "Datos del cliente -> nombre: {n} | celular: {v} | entrega a domicilio",
]
PHONE_EN = [
    "Call {n} on her cell at {v} to confirm the pickup.",
    "Emergency contact: {n}, mobile {v}.",
    "I'm {g}, reach me at {v} after 6 pm.",
]
PHONE_PT = ["Fale com {n} pelo celular {v} para combinar a entrega."]


def phones(r: random.Random, count: int) -> list[dict]:
    styles = [
        "+52",
        "+521",
        "044",
        "045",
        "paren",
        "dots",
        "dash",
        "e164",
        "bare",
        "spaced",
        "plus52paren",
    ]
    out = []
    for i in range(count):
        lang = "en" if i % 9 == 4 else ("pt" if i % 17 == 8 else "es")
        place = r.choice(m.PLACES)
        style = styles[i % len(styles)]
        if style == "045" and place[4] == "55":
            place = m.PLACES[3]
        n10 = m.mobile10(r, place[4])
        v = _fmt_n(n10, place[4], style)
        n = m.name(r, lang)
        if style == "bare" and lang == "es":
            tpl = r.choice([PHONE_ES[0], PHONE_ES[1], PHONE_ES[9], PHONE_ES[2]])
        else:
            tpl = r.choice({"es": PHONE_ES, "en": PHONE_EN, "pt": PHONE_PT}[lang])
        e = {
            "kind": "phone",
            "lang": lang,
            "form": f"phone {style}",
            "value": v,
            "text": tpl.format(n=n, g=n.split()[0], v=v),
        }
        if i % 8 == 3:
            tel = "tel:+52" + n10
            e.update(
                value=tel,
                form="phone tel: link",
                text=f"Llamar a {n}: {tel}",
                html=f'<p>Llamar a {n}: <a href="{tel}">{v}</a></p>',
            )
        if i % 10 == 6:
            e.update(
                key="telefono_contacto" if lang == "es" else "phone", form=e["form"] + " field"
            )
        out.append(e)
    return out


def whatsapp(r: random.Random, count: int) -> list[dict]:
    out = []
    for i in range(count):
        place = r.choice(m.PLACES)
        n = m.name(r)
        num = "52" + ("1" if i % 3 == 0 else "") + m.mobile10(r, place[4])
        if i % 2 == 0:
            v = f"https://wa.me/{num}"
            if i % 4 == 0:
                v += "?text=Hola%20" + m.plain(n.split()[0])
        else:
            v = f"https://api.whatsapp.com/send?phone={num}"
        tpl = r.choice(
            [
                "Mándale mensaje a {n}: {v}",
                "Pedidos por WhatsApp con {g} → {v}",
                "Clases particulares de matemáticas, {n}: {v}",
            ]
        )
        text = tpl.format(n=n, g=n.split()[0], v=v)
        vh = v.replace("&", "&amp;")
        out.append(
            {
                "kind": "whatsapp",
                "lang": "es",
                "form": "whatsapp link",
                "value": v,
                "text": text,
                "html": f'<p>{text.split(v)[0]}<a href="{vh}">{vh}</a></p>',
                "html_value": vh,
            }
        )
    return out


EMAIL_ES = [
    "Para dudas sobre la rifa escríbanle a {n} a {v}",
    "Enviar comprobante de pago a {v} (a nombre de {n}).",
    "Autor: {n} — {v}",
    "Cualquier cosa mi correo personal es {v}, saludos. {g}",
    "From: {n} <{v}>",
    "Coordinadora del grupo de padres: {n} ({v})",
    "Se busca roomie, mujer, no fumadora. Interesadas: {v}",
    "{n};{v};Zapopan;inscrito",
    "[2024-11-03 10:22:41] INFO notificación enviada a {v} (usuario {g})",
    "Reenvío lo que me pasó {n} desde {v}, revisen por favor.",
]
EMAIL_EN = [
    "Contact the author, {n}, at {v}.",
    "Reply-To: {n} <{v}>",
    "Send your RSVP to {v} (personal address of {n}).",
]
EMAIL_PT = ["Dúvidas? Escreva para {n}: {v}"]


def emails(r: random.Random, count: int) -> list[dict]:
    out = []
    for i in range(count):
        lang = "en" if i % 7 == 3 else ("pt" if i % 11 == 5 else "es")
        n = m.name(r, lang)
        loc = m.email_local(r, n, i)
        dom = (
            r.choice(m.FREE_MAIL)
            if lang != "pt"
            else r.choice(["gmail.com", "uol.com.br", "bol.com.br"])
        )
        v = f"{loc}@{dom}"
        form = "email"
        if i % 7 == 0:
            form = "email accented local part"
        if i % 6 == 1:
            v, form = v.upper(), "email upper case"
        tpl = r.choice({"es": EMAIL_ES, "en": EMAIL_EN, "pt": EMAIL_PT}[lang])
        e = {
            "kind": "email",
            "lang": lang,
            "form": form,
            "value": v,
            "text": tpl.format(n=n, g=n.split()[0], v=v),
        }
        if i % 6 == 4:
            q = r.choice(
                ["?subject=Inscripci%C3%B3n&cc=", "?subject=Hola", "?body=Buen%20d%C3%ADa"]
            )
            mv = f"mailto:{v}{q}"
            if q.endswith("cc="):
                mv += m.email_local(r, m.name(r), i + 1) + "@gmail.com"
            e.update(
                value=mv,
                form="email mailto with query",
                text=f"Escríbele a {n}: {mv}",
                html=f'<p>Escríbele a <a href="{mv.replace("&", "&amp;")}">{n}</a></p>',
                html_value=mv.replace("&", "&amp;"),
            )
        if i % 9 == 2:
            e.update(key="email" if lang != "es" else "correo", form=form + " field")
        out.append(e)
    return out


def emails_obf(r: random.Random, count: int) -> list[dict]:
    out = []
    styles = [
        ("[arroba]", "[punto]"),
        ("(arroba)", "(punto)"),
        (" arroba ", " punto "),
        (" [at] ", " [dot] "),
        (" at ", " dot "),
        ("(at)", "(dot)"),
        ("@", " punto "),
    ]
    for i in range(count):
        n = m.name(r)
        at, dot = styles[i % len(styles)]
        loc = m.plain(m.email_local(r, n, i + 1))
        dom = r.choice(["gmail", "hotmail", "yahoo", "outlook"])
        v = f"{loc}{at}{dom}{dot}com"
        lang = "en" if "at" in at and i % 2 else "es"
        text = (
            f"Para no recibir spam, escríbanme a {v} — {n}"
            if lang == "es"
            else f"Email me (no bots please): {v} — {n}"
        )
        out.append(
            {
                "kind": "email-obfuscated",
                "lang": lang,
                "form": f"email {at.strip()}/{dot.strip()}",
                "value": v,
                "text": text,
            }
        )
    return out


def curps(r: random.Random, count: int) -> list[dict]:
    tpls = [
        "Alumno: {n} · CURP {v} · Grupo 3°B",
        "Para tu cita en el IMSS trae tu CURP ({v}) y tu carnet. Paciente: {n}",
        "{n},{v},2024-08-19,preinscrito",
        "curp: {v}",
        "Mi CURP es {v}, ¿me ayudan a corregir el nombre? Soy {n}.",
        "Beneficiario {n} — C.U.R.P.: {v}",
        "ERROR validación: la CURP {v} no coincide con la fecha de nacimiento capturada",
        "Solicitante {n}, CURP: {v}, trámite de pasaporte en la SRE",
    ]
    out = []
    for i in range(count):
        v = m.curp(r)
        form = "curp upper"
        if i % 5 == 1:
            v, form = v.lower(), "curp lower"
        elif i % 5 == 2:
            v, form = f"{v[:4]} {v[4:10]} {v[10:16]} {v[16:]}", "curp spaced"
        elif i % 5 == 3:
            v, form = f"{v[:4]}-{v[4:10]}-{v[10:16]}-{v[16:]}", "curp hyphenated"
        n = m.name(r)
        e = {
            "kind": "curp",
            "lang": "es",
            "form": form,
            "value": v,
            "text": tpls[i % len(tpls)].format(n=n, v=v),
        }
        if i % 6 == 5:
            e.update(key="curp", form=form + " field")
        out.append(e)
    return out


def rfcs(r: random.Random, count: int) -> list[dict]:
    tpls = [
        "Facturar a: {n}, RFC {v}, uso CFDI G03, régimen 612",
        "Hola, necesito mi factura. RFC: {v} a nombre de {n}. Gracias",
        "Recibo de arrendamiento — arrendador {n} (RFC {v}), mes de octubre",
        "Ticket #{t}: el cliente {n} reporta que su R.F.C. {v} aparece como inválido",
        "rfc_receptor={v} nombre_receptor={n} cp=06400",
    ]
    out = []
    for i in range(count):
        v = m.rfc_fisica(r)
        form = "rfc persona física"
        if i % 4 == 1:
            v, form = f"{v[:4]}-{v[4:10]}-{v[10:]}", "rfc hyphenated"
        elif i % 4 == 2:
            v, form = f"{v[:4]} {v[4:10]} {v[10:]}", "rfc spaced"
        elif i % 8 == 3:
            v, form = v.lower(), "rfc lower"
        n = m.name(r)
        e = {
            "kind": "rfc-persona-fisica",
            "lang": "es",
            "form": form,
            "value": v,
            "text": tpls[i % len(tpls)].format(n=n, v=v, t=r.randint(10000, 99999)),
        }
        if i % 7 == 6:
            e.update(key="rfc", form=form + " field")
        out.append(e)
    return out


def nsss(r: random.Random, count: int) -> list[dict]:
    tpls = [
        "Trabajador: {n} · NSS {v} · alta 02/09/2024",
        "Mi número de seguro social es {v}, ¿cómo descargo mis semanas cotizadas? — {g}",
        "{n} | IMSS {v} | Unidad de Medicina Familiar 20",
        "No. de Seguridad Social: {v} ({n})",
    ]
    out = []
    for i in range(count):
        v = m.nss(r)
        form = "nss plain"
        if i % 3 == 1:
            v, form = f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}", "nss hyphenated"
        elif i % 3 == 2:
            v, form = f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:10]} {v[10]}", "nss spaced"
        n = m.name(r)
        out.append(
            {
                "kind": "nss",
                "lang": "es",
                "form": form,
                "value": v,
                "text": tpls[i % len(tpls)].format(n=n, g=n.split()[0], v=v),
            }
        )
    return out


def ines(r: random.Random, count: int) -> list[dict]:
    tpls = [
        "Identificación: INE, clave de elector {v}, a nombre de {n}",
        "Clave de elector: {v}",
        "{n} presentó credencial para votar con clave {v} como comprobante.",
        "Datos del aval: {n}; INE clave {v}; domicilio en Toluca",
    ]
    out = []
    for i in range(count):
        v = m.ine_clave(r)
        if i % 4 == 3:
            v = v.lower()
        n = m.name(r)
        out.append(
            {
                "kind": "ine-clave-elector",
                "lang": "es",
                "form": "ine clave" + (" lower" if i % 4 == 3 else ""),
                "value": v,
                "text": tpls[i % len(tpls)].format(n=n, v=v),
            }
        )
    return out


def clabes(r: random.Random, count: int) -> list[dict]:
    tpls = [
        "Deposítame a mi CLABE {v} ({n}) y me mandas captura.",
        "Para la cooperación del convivio: CLABE {v} a nombre de {n}",
        "Reembolso aprobado. Cuenta del cliente {n}, CLABE interbancaria {v}",
        "{n}, clabe: {v}",
    ]
    out = []
    for i in range(count):
        v = m.clabe(r)
        form = "clabe plain"
        if i % 3 == 1:
            v, form = f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}", "clabe spaced"
        elif i % 3 == 2:
            v, form = f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:16]} {v[16:]}", "clabe groups of 4"
        n = m.name(r)
        out.append(
            {
                "kind": "clabe",
                "lang": "es",
                "form": form,
                "value": v,
                "text": tpls[i % len(tpls)].format(n=n, v=v),
            }
        )
    return out


def cards(r: random.Random, count: int) -> list[dict]:
    tpls = {
        "es": [
            "Pago con tarjeta {v}, vence 08/27, titular {n}",
            "Mi tarjeta es la {v}, ¿por qué me rechazaron el cargo?",
            "titular={n} tarjeta={v} monto=1499.00 MXN",
        ],
        "en": ["Card on file for {n}: {v} exp 11/28", "Charge declined for card {v} ({n})"],
        "pt": ["Cartão de {n}: {v}, validade 03/29"],
    }
    out = []
    brands = ["visa", "mc", "mc2", "amex"]
    for i in range(count):
        lang = "en" if i % 4 == 1 else ("pt" if i % 8 == 6 else "es")
        raw = m.card(r, brands[i % 4])
        st = i % 3
        if st == 1:
            v = (
                " ".join(raw[j : j + 4] for j in range(0, len(raw), 4))
                if len(raw) == 16
                else f"{raw[:4]} {raw[4:10]} {raw[10:]}"
            )
        elif st == 2:
            v = (
                "-".join(raw[j : j + 4] for j in range(0, len(raw), 4))
                if len(raw) == 16
                else f"{raw[:4]}-{raw[4:10]}-{raw[10:]}"
            )
        else:
            v = raw
        n = m.name(r, lang)
        out.append(
            {
                "kind": "card",
                "lang": lang,
                "form": f"card {brands[i % 4]} {['plain', 'spaced', 'hyphenated'][st]}",
                "value": v,
                "text": r.choice(tpls[lang]).format(n=n, v=v),
            }
        )
    return out


def passports(r: random.Random, count: int) -> list[dict]:
    tpls = [
        ("mx", "es", "Pasajero: {n}, pasaporte mexicano {v}, vuelo AM 058"),
        ("mx", "es", "No. de pasaporte: {v} ({n}) — vigencia 2031"),
        ("us", "en", "Traveler {n}, US passport no. {v}"),
        ("es", "es", "Huésped {n} (España), pasaporte {v}"),
        ("br", "pt", "Passageira {n}, passaporte nº {v}"),
        ("co", "es", "Visitante {n}, pasaporte colombiano {v}"),
        ("mx", "es", "Adjunto copia del pasaporte {v} de mi hijo {n} para el viaje escolar."),
        ("us", "en", "Passport Number: {v} — holder {n}"),
    ]
    out = []
    for i in range(count):
        k, lang, tpl = tpls[i % len(tpls)]
        v = m.passport(r, k)
        n = m.name(r, lang if lang != "es" or k == "mx" else "es")
        out.append(
            {
                "kind": "passport",
                "lang": lang,
                "form": f"passport {k}",
                "value": v,
                "text": tpl.format(n=n, v=v),
            }
        )
    return out


def births(r: random.Random, count: int) -> list[dict]:
    out = []
    for i in range(count):
        y, mo, d = m.birth(r, 1948, 2018)
        st = i % 7
        lang = "es"
        if st == 0:
            v = f"{d} de {m.MESES[mo - 1]} de {y}"
            text = f"{{n}} nació el {v} en Guadalajara, Jalisco."
        elif st == 1:
            v = f"{d:02d}/{mo:02d}/{y}"
            text = f"Nombre: {{n}} | Fecha de nacimiento: {v} | Sexo: F"
        elif st == 2:
            v = f"{y}-{mo:02d}-{d:02d}"
            text = f"paciente={{n}} fecha_nac={v} tipo_sangre=O+"
        elif st == 3:
            mes = m.MESES[mo - 1][:3].upper()
            v = f"{d:02d}-{mes}-{y}"
            text = f"Jugador {{n}}, F. nac. {v}, categoría libre"
        elif st == 4:
            lang = "en"
            v = f"{m.MONTHS[mo - 1]} {d}, {y}"
            text = f"{{n}} (born {v}) joined the team as a volunteer."
        elif st == 5:
            lang = "pt"
            v = f"{d} de {m.MESES_PT[mo - 1]} de {y}"
            text = f"{{n}}, nascida em {v}, em São Paulo."
        else:
            v = f"{d:02d}.{mo:02d}.{y}"
            text = f"Felicidades a {{n}}, que cumple años hoy; nació el {v}."
        n = m.name(r, lang)
        out.append(
            {
                "kind": "birth-date",
                "lang": lang,
                "form": f"birth date style {st}",
                "value": v,
                "text": text.format(n=n),
            }
        )
    return out


def addresses(r: random.Random, count: int) -> list[dict]:
    out = []
    tpls = [
        "Domicilio particular: {v}. Titular: {n}.",
        "Entregar a {n} en {v}, tocar el timbre dos veces.",
        "Rento depa, pregunta por {n}: {v}",
        "Paciente {n}, domicilio: {v}",
        "{n} vive en {v} desde 2019, según el acta.",
        "Enviar a: {n} / {v}",
    ]
    for i in range(count):
        col, cp, mun, edo, _ = r.choice(m.PLACES)
        st = r.choice(m.STREETS)
        num = r.randint(3, 2800)
        st_form = i % 4
        if st_form == 0:
            v = f"{st} {num}, {col}, C.P. {cp}, {mun}, {edo}"
        elif st_form == 1:
            v = f"{st} #{num} int. {r.randint(1, 12)}, {col}, {mun}, {edo}, CP {cp}"
        elif st_form == 2:
            v = f"{st} núm. {num}, depto. {r.randint(101, 504)}, {col}, C.P. {cp}, {mun}"
        else:
            v = f"{st} No. {num}-{r.choice('ABC')}, {col}, {cp} {mun}, {edo}"
        n = m.name(r)
        out.append(
            {
                "kind": "home-address",
                "lang": "es",
                "form": f"address style {st_form}",
                "value": v,
                "text": tpls[i % len(tpls)].format(n=n, v=v),
            }
        )
    return out


def foreign_ids(r: random.Random, count: int) -> list[dict]:
    kinds = [
        ("DNI es", "es", lambda: m.dni_es(r), "Cliente {n}, DNI {v}, Madrid"),
        ("CUIL", "es", lambda: m.cuil(r), "{n} — CUIL {v} — Rosario, Santa Fe"),
        ("RUT", "es", lambda: m.rut(r), "Postulante {n}, RUT {v}"),
        ("CPF", "pt", lambda: m.cpf(r), "Titular: {n}, CPF {v}"),
        ("SSN", "en", lambda: m.ssn(r), "Applicant {n}, SSN {v}"),
        (
            "DNI ar",
            "es",
            lambda: f"{r.randint(20, 45)}.{r.randint(100, 999)}.{r.randint(100, 999)}",
            "Inquilino {n}, DNI N° {v}",
        ),
        ("CPF plain", "pt", lambda: m.cpf(r).replace(".", "").replace("-", ""), "cpf={v} nome={n}"),
        ("NIE", "es", lambda: "X" + m.dni_es(r)[1:], "Residente {n}, NIE {v}"),
    ]
    out = []
    for i in range(count):
        form, lang, mk, tpl = kinds[i % len(kinds)]
        if form == "NIE":
            n8 = r.randint(1_000_000, 9_999_999)
            v = f"X{n8:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[n8 % 23]}"
        else:
            v = mk()
        n = m.name(r, lang)
        out.append(
            {
                "kind": "foreign-id",
                "lang": lang,
                "form": form,
                "value": v,
                "text": tpl.format(n=n, v=v),
            }
        )
    return out


def account_ids(r: random.Random, count: int) -> list[dict]:
    def a_stripe():
        return "acct_1" + m.rand(r, m.ALNUM, 15)

    shapes = [
        ("header", "x-account-id", lambda: "acct_" + m.rand(r, m.ALNUM, 16), "x-account-id header"),
        (
            "header",
            "OpenAI-Organization",
            lambda: "org-" + m.rand(r, m.ALNUM, 24),
            "openai-organization header",
        ),
        (
            "header",
            "openai-project",
            lambda: "proj_" + m.rand(r, m.ALNUM, 24),
            "openai-project header",
        ),
        ("header", "X-Customer-Id", lambda: f"cust-{r.randint(10000, 999999)}", "customer header"),
        (
            "header",
            "anthropic-organization-id",
            lambda: (
                m.rand(r, m.HEX, 8)
                + "-"
                + m.rand(r, m.HEX, 4)
                + "-4"
                + m.rand(r, m.HEX, 3)
                + "-a"
                + m.rand(r, m.HEX, 3)
                + "-"
                + m.rand(r, m.HEX, 12)
            ),
            "anthropic org header",
        ),
        ("header", "x-workspace-id", lambda: "ws_" + m.rand(r, m.ALNUM, 20), "workspace header"),
        ("field", "account_id", a_stripe, "account_id field"),
        ("field", "organization", lambda: "org-" + m.rand(r, m.ALNUM, 24), "organization field"),
        ("field", "project", lambda: "proj_" + m.rand(r, m.ALNUM, 10), "project field"),
        ("field", "user_id", lambda: "user_" + m.rand(r, m.ALNUM, 27), "user_id field"),
        ("field", "team_id", lambda: "team_" + m.rand(r, m.ALNUM, 24), "team_id field"),
        ("field", "workspace_id", lambda: "wrkspc_" + m.rand(r, m.ALNUM, 18), "workspace field"),
        ("field", "customer", lambda: "cus_" + m.rand(r, m.ALNUM, 14), "stripe customer field"),
        (
            "path",
            "",
            lambda: f"https://api.stripe.com/v1/accounts/{a_stripe()}/balance",
            "accounts path",
        ),
        (
            "path",
            "",
            lambda: (
                f"https://api.cloudflare.com/client/v4/accounts/{m.rand(r, m.HEX, 32)}"
                "/ai/run/@cf/meta/llama-3-8b-instruct"
            ),
            "cloudflare account path",
        ),
        (
            "path",
            "",
            lambda: (
                f"https://api.openai.com/v1/organization/projects/proj_{m.rand(r, m.ALNUM, 24)}/api_keys"
            ),
            "project path",
        ),
        (
            "path",
            "",
            lambda: (
                f"https://api.twilio.com/2010-04-01/Accounts/AC{m.rand(r, m.HEX, 32)}/Messages.json"
            ),
            "twilio account path",
        ),
        (
            "path",
            "",
            lambda: (
                f"https://management.azure.com/subscriptions/{m.rand(r, m.HEX, 8)}-{m.rand(r, m.HEX, 4)}"
                f"-{m.rand(r, m.HEX, 4)}-{m.rand(r, m.HEX, 4)}-{m.rand(r, m.HEX, 12)}"
                "/resourceGroups/rg-search/providers/Microsoft.Bing/accounts/bing-prod"
            ),
            "azure subscription path",
        ),
        ("path", "", lambda: f"/api/v2/orgs/org_{m.rand(r, m.ALNUM, 16)}/members", "org path"),
        ("text", "", lambda: "team_" + m.rand(r, m.ALNUM, 24), "team in error"),
        ("text", "", lambda: "org-" + m.rand(r, m.ALNUM, 24), "org in error"),
        ("text", "", lambda: f"cust-{r.randint(10000, 999999)}", "customer in log"),
    ]
    texts = {
        "team in error": "Error 403: the team {v} has exceeded its monthly search quota.",
        "org in error": (
            "You exceeded your current quota for organization {v}. "
            "Please check your plan and billing details."
        ),
        "customer in log": "2025-02-11T08:14:03Z WARN billing: cuenta {v} sin método de pago, se suspenden búsquedas",
    }
    out = []
    for i in range(count):
        mode, key, mk, form = shapes[i % len(shapes)]
        v = mk()
        e = {"kind": "account-id", "family": "account-id", "lang": "en", "form": form, "value": v}
        if mode == "header":
            e.update(header=key, text=f"{key}: {v}")
        elif mode == "field":
            e.update(key=key, text=f"{key}={v}")
        elif mode == "path":
            e.update(text=f"GET {v} HTTP/1.1" if i % 2 else f"POST {v} -> 429 Too Many Requests")
            if "cloudflare" in form or "orgs" in v:
                e["lang"] = "es"
                e["text"] = f"Solicitud fallida: POST {v} devolvió 429 (límite de la cuenta)"
        else:
            e.update(text=texts[form].format(v=v), lang="es" if "cuenta" in texts[form] else "en")
        out.append(e)
    return out


def build(r: random.Random) -> list[dict]:
    items: list[dict] = []
    items += emails(r, 34) + emails_obf(r, 14) + phones(r, 50) + whatsapp(r, 10)
    items += curps(r, 24) + rfcs(r, 20) + nsss(r, 14) + ines(r, 12) + clabes(r, 14)
    items += cards(r, 16) + passports(r, 22) + births(r, 24) + addresses(r, 26)
    items += foreign_ids(r, 24) + account_ids(r, 52)
    for e in items:
        e.setdefault("family", "personal")
        e["label"] = "personal"
    return items
