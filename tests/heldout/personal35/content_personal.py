"""Personal data and account ids of corpus 35: ordinary contexts, ordinary notations.

Each function returns entries ``{kind, family, lang, locale, form, value, text}`` (and
optionally ``html`` — a ready snippet —, ``header`` — the entry is a recorded header whose
value is ``text`` —, ``where`` — the plantings it suits). ``text`` is one line holding
``value``; gen.py turns it into an HTML paragraph or a JSON/YAML string field.
"""

from __future__ import annotations

from typing import Any

from values import CITIES, COLONIAS, FREEMAIL, MONTHS_EN, MONTHS_ES, MONTHS_PT, STREETS, Gen

E = dict[str, Any]


def _e(kind: str, lang: str, locale: str, form: str, value: str, text: str, **kw: Any) -> E:
    assert value in text, (value, text)
    return {
        "kind": kind,
        "family": "personal",
        "lang": lang,
        "locale": locale,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def phones(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    r = g.r
    for i in range(n):
        p = g.person()
        city, lada = CITIES[p["state"]]
        num = g.mobile(lada)
        a, b = (num[:2], num[2:]) if len(lada) == 2 else (num[:3], num[3:])
        style = i % 16
        if style == 0:
            v = f"+52 {a} {b[:4]} {b[4:]}" if len(b) == 8 else f"+52 {a} {b[:3]} {b[3:]}"
            t = f"Informes con {p['name']}: {v}"
            out.append(_e("phone", "es", "es-MX", "+52 spaced, classified ad", v, t))
        elif style == 1:
            v = f"({a}) {b[:-4]}-{b[-4:]}"
            t = f"Vendo refrigerador en buen estado, $4,500. Trato directo con {p['short']}, cel. {v}, {city}."
            out.append(_e("phone", "es", "es-MX", "(lada) nnnn-nnnn, classified ad", v, t))
        elif style == 2:
            v = num
            t = f"Comunícate con {p['short']} al {v} para agendar la visita al departamento."
            out.append(_e("phone", "es", "es-MX", "bare 10 digits after a name", v, t))
        elif style == 3:
            v = (
                f"{num[:2]}.{num[2:6]}.{num[6:]}"
                if len(lada) == 2
                else f"{num[:3]}.{num[3:6]}.{num[6:]}"
            )
            t = f"Mi cel es {v}, mándame mensaje si todavía tienes el cachorro en adopción. — {p['given'].split()[0]}"
            out.append(_e("phone", "es", "es-MX", "dotted, forum post first person", v, t))
        elif style == 4:
            v = f"+521{num}"
            t = f"{p['name']} | Tel. móvil {v} | {city}, {p['state']}"
            out.append(_e("phone", "es", "es-MX", "+521 compact, directory row", v, t))
        elif style == 5:
            v = (
                f"{num[:-8]}-{num[-8:-4]}-{num[-4:]}"
                if len(lada) == 2
                else f"{num[:3]}-{num[3:6]}-{num[6:]}"
            )
            t = f"Contacto del alumno: {p['name']}, tel. {v} (madre de familia)"
            out.append(_e("phone", "es", "es-MX", "hyphenated, school list", v, t))
        elif style == 6:
            v = f"tel:+52{num}"
            html = f'<p>Llamar a {p["short"]}: <a href="{v}">{num[:-4]} {num[-4:]}</a></p>'
            out.append(
                _e(
                    "phone",
                    "es",
                    "es-MX",
                    "tel: link in a page",
                    v,
                    f"{p['short']} {v}",
                    html=html,
                    where=("html",),
                )
            )
        elif style == 7:
            v = f"044 {a} {b}"
            t = f"Se busca perro extraviado, raza schnauzer. Si lo ves llama a {p['short']} {v}, se gratifica."
            out.append(_e("phone", "es", "es-MX", "044 prefix, lost-pet notice", v, t))
        elif style == 8:
            v = f"+52 1 {a} {b}"
            t = f"Reporte ciudadano enviado por {p['name']} (tel. {v}) sobre un bache en {city}."
            out.append(_e("phone", "es", "es-MX", "+52 1, municipal report", v, t))
        elif style == 9:
            v = f"+54 9 11 {r.choice('45')}{g.digits(3)}-{g.digits(4)}"
            who = f"{r.choice(['Martina', 'Julián', 'Agustina'])} {r.choice(['Pereyra', 'Fernández', 'Sosa'])}"
            t = f"Consultas a {who}, cel. {v} (CABA)"
            out.append(_e("phone", "es", "es-AR", "AR mobile +54 9 11, classified ad", v, t))
        elif style == 10:
            v = f"+57 3{g.digits(2)} {g.digits(3)} {g.digits(4)}"
            t = f"Clases particulares de matemáticas. Profesora {p['given'].split()[0]} Ospina, WhatsApp o llamada {v}"
            out.append(_e("phone", "es", "es-CO", "CO mobile +57 3xx", v, t))
        elif style == 11:
            v = f"+56 9 {g.digits(4)} {g.digits(4)}"
            t = f"Arriendo pieza en Ñuñoa, contactar a {p['given'].split()[0]} Muñoz al {v}"
            out.append(_e("phone", "es", "es-CL", "CL mobile +56 9", v, t))
        elif style == 12:
            v = f"6{g.digits(2)} {g.digits(3)} {g.digits(3)}"
            t = f"Se ofrece canguro con experiencia en Valencia. Preguntar por {p['given'].split()[0]}, móvil {v}."
            out.append(_e("phone", "es", "es-ES", "ES mobile 6xx", v, t))
        elif style == 13:
            v = f"(11) 9{g.digits(4)}-{g.digits(4)}"
            who = f"{r.choice(['Ana', 'Bruno', 'Camila', 'Rafael'])} {r.choice(['Souza', 'Oliveira', 'Lima'])}"
            t = f"Falar com {who} pelo celular {v}"
            out.append(_e("phone", "pt", "pt-BR", "BR celular (11) 9xxxx-xxxx", v, t))
        elif style == 14:
            v = f"({r.choice('23456789')}{g.digits(2)}) {r.choice('23456789')}{g.digits(2)}-{g.digits(4)}"
            t = f"For questions about the carpool, text Jenna {r.choice(['Miller', 'Brooks', 'Nguyen'])} at {v}."
            out.append(_e("phone", "en", "en-US", "US (xxx) xxx-xxxx", v, t))
        else:
            v = f"{a} {b[:-4]} {b[-4:]}"
            t = f"Testigo: {p['name']}, domicilio conocido, teléfono particular {v}."
            out.append(_e("phone", "es", "es-MX", "spaced, acta/testimony", v, t))
    return out


def whatsapp(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        num = g.mobile(CITIES[p["state"]][1])
        if i % 2 == 0:
            v = f"https://wa.me/521{num}"
            html = (
                f'<p>Pedidos de tamales con {p["short"]}: <a href="{v}?text=Hola">WhatsApp</a></p>'
            )
            out.append(
                _e(
                    "whatsapp",
                    "es",
                    "es-MX",
                    "wa.me link of a person selling food",
                    v,
                    f"{p['short']} {v}",
                    html=html,
                    where=("html",),
                )
            )
        else:
            v = f"https://api.whatsapp.com/send?phone=52{num}"
            t = f"Contacto directo con el vendedor ({p['short']}): {v}"
            out.append(_e("whatsapp", "es", "es-MX", "api.whatsapp.com link in a listing", v, t))
    return out


def emails(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    r = g.r
    for i in range(n):
        p = g.person()
        style = i % 12
        dom = FREEMAIL[i % len(FREEMAIL)]
        local = g.email_local(p, accents=(style == 7))
        v = f"{local}@{dom}"
        if style == 0:
            t = f"Envía tu CV a {v} — {p['name']}, reclutadora independiente"
            out.append(_e("email", "es", "es-MX", "free-mail in a job post", v, t))
        elif style == 1:
            t = f"From: {p['name']} <{v}>"
            out.append(_e("email", "es", "es-MX", "From: header of a forwarded mail", v, t))
        elif style == 2:
            t = f"Hola, soy {p['short']}, tengo el mismo problema con la factura. Escríbanme a {v} por favor."
            out.append(_e("email", "es", "es-MX", "forum post first person", v, t))
        elif style == 3:
            html = f'<li>{p["name"]} — <a href="mailto:{v}">{v}</a></li>'
            out.append(
                _e(
                    "email",
                    "es",
                    "es-MX",
                    "mailto link, parents committee list",
                    v,
                    f"{p['name']} {v}",
                    html=html,
                    where=("html",),
                )
            )
        elif style == 4:
            v = v.upper()
            t = f"CORREO DEL SOLICITANTE: {v}  NOMBRE: {p['name'].upper()}"
            out.append(_e("email", "es", "es-MX", "upper case in a form", v, t))
        elif style == 5:
            v = f"mailto:{local}@{dom}?subject=Renta%20depto"
            html = f'<p>Interesados escribir a <a href="{v}">{p["short"]}</a></p>'
            out.append(
                _e("email", "es", "es-MX", "mailto with a query", v, v, html=html, where=("html",))
            )
        elif style == 6:
            t = f'{{"nombre": "{p["name"]}", "email": "{v}", "origen": "formulario-contacto"}}'
            out.append(_e("email", "es", "es-MX", "email in a logged form payload", v, t))
        elif style == 7:
            t = f"Gracias a {p['short']} ({v}) por las fotos del evento."
            out.append(_e("email", "es", "es-MX", "accented local part", v, t))
        elif style == 8:
            t = f"Contato: {r.choice(['Larissa', 'Thiago', 'Beatriz'])} — {v}"
            out.append(_e("email", "pt", "pt-BR", "contato line", v, t))
        elif style == 9:
            t = f"Questions? Reach the organizer, {p['given'].split()[0]} {p['s1']}, at {v}."
            out.append(_e("email", "en", "en-US", "organizer contact", v, t))
        elif style == 10:
            t = f"Consultas a {p['short']} al mail {v} (Rosario, Santa Fe)"
            out.append(_e("email", "es", "es-AR", "mail line", v, t))
        else:
            t = f"{p['name']},{v},{p['y']}-{p['m']}-{p['d']},inscrito"
            out.append(_e("email", "es", "es-MX", "CSV row of a signup export", v, t))
    return out


def emails_obfuscated(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        local = g.email_local(p)
        dom, tld = FREEMAIL[i % 4].split(".", 1)
        forms = [
            f"{local} [arroba] {dom} [punto] {tld}",
            f"{local}(arroba){dom}.{tld}",
            f"{local} at {dom} dot {tld}",
            f"{local}[at]{dom}[dot]{tld}",
        ]
        v = forms[i % 4]
        t = (
            f"Escribe a {p['short']}: {v} (sin espacios)"
            if i % 4 != 2
            else f"Contact {p['given'].split()[0]}: {v}"
        )
        out.append(
            _e(
                "email-obfuscated",
                "es" if i % 4 != 2 else "en",
                "es-MX" if i % 4 != 2 else "en-US",
                "obfuscated e-mail in a forum",
                v,
                t,
            )
        )
    return out


def addresses(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    r = g.r
    for i in range(n):
        p = g.person()
        city = CITIES[p["state"]][0]
        st = r.choice(STREETS)
        num = r.randint(3, 2400)
        cp = f"{r.randint(1000, 99999):05d}"
        col = r.choice(COLONIAS)
        style = i % 6
        if style == 0:
            v = f"{st} {num}, {col}, C.P. {cp}, {city}"
            t = f"Domicilio particular: {v} — {p['name']}"
            out.append(_e("home-address", "es", "es-MX", "domicilio particular in a notice", v, t))
        elif style == 1:
            v = f"{st} #{num} int. {r.randint(1, 12)}, {col}"
            t = f"Entregar a {p['name']} en {v}, {city}. Dejar con el vecino si no hay nadie."
            out.append(_e("home-address", "es", "es-MX", "delivery note", v, t))
        elif style == 2:
            v = f"{st} No. {num}, {col}, CP {cp}"
            t = f"Paciente: {p['name']} | Dirección: {v} | {city}"
            out.append(_e("home-address", "es", "es-MX", "patient file row", v, t))
        elif style == 3:
            v = f"{st} {num}, {col}, {city}"
            t = f"La familia de {p['name']} recibirá a quienes deseen acompañarla en su domicilio, {v}."
            out.append(_e("home-address", "es", "es-MX", "obituary, family home", v, t))
        elif style == 4:
            cep = f"{g.digits(5)}-{g.digits(3)}"
            v = f"Rua das Palmeiras, {num}, apto {r.randint(11, 99)}, Pinheiros, São Paulo - SP, {cep}"
            t = f"Endereço residencial de {r.choice(['Juliana Costa', 'Pedro Almeida'])}: {v}"
            out.append(_e("home-address", "pt", "pt-BR", "endereço residencial", v, t))
        else:
            v = f"Av. Corrientes {num}, piso {r.randint(1, 9)} depto {r.choice('ABCD')}, CABA"
            t = f"Vive en {v} — declaró el vecino {r.choice(['Horacio Benítez', 'Mirta Acosta'])} a este medio."
            out.append(_e("home-address", "es", "es-AR", "quoted citizen's home", v, t))
    return out


def birth_dates(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        y, m, d = p["y"], int(p["m"]), int(p["d"])
        style = i % 7
        if style == 0:
            v = f"{d} de {MONTHS_ES[m - 1]} de {y}"
            where = CITIES[p["state"]][0]
            t = f"Con profundo pesar informamos el fallecimiento de {p['name']}, nacido el {v} en {where}."
            out.append(_e("birth-date", "es", "es-MX", "obituary long form", v, t))
        elif style == 1:
            v = f"{d:02d}/{m:02d}/{y}"
            t = f"Nombre: {p['name']} — Fecha de nacimiento: {v} — Grupo: 3°B"
            out.append(_e("birth-date", "es", "es-MX", "school roster dd/mm/yyyy", v, t))
        elif style == 2:
            v = f"{y}-{m:02d}-{d:02d}"
            t = f'{{"full_name": "{p["name"]}", "birth_date": "{v}", "plan": "familiar"}}'
            out.append(_e("birth-date", "es", "es-MX", "ISO in a profile payload", v, t))
        elif style == 3:
            v = f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}"
            t = f"Jugador: {p['name']} / F. nac. {v} / Categoría libre"
            out.append(_e("birth-date", "es", "es-MX", "league roster dd-MMM-yyyy", v, t))
        elif style == 4:
            v = f"{MONTHS_EN[m - 1]} {d}, {y}"
            t = f"{p['given'].split()[0]} {p['s1']} (born {v}) joined the volunteer fire brigade last year."
            out.append(_e("birth-date", "en", "en-US", "profile born Month d, yyyy", v, t))
        elif style == 5:
            v = f"{d} de {MONTHS_PT[m - 1]} de {y}"
            t = f"{p['given'].split()[0]} {p['s1']}, nascida em {v}, é a nova conselheira tutelar."
            out.append(_e("birth-date", "pt", "pt-BR", "nascida em", v, t))
        else:
            v = f"{d:02d}.{m:02d}.{y}"
            t = f"Felicidades a {p['name']}, que cumple años (nació el {v}) — Parroquia San Judas"
            out.append(_e("birth-date", "es", "es-MX", "dotted date in a parish bulletin", v, t))
    return out


def curps(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        c = g.curp(p)
        style = i % 6
        if style == 0:
            t = f"CURP del alumno: {c} — {p['name']}"
            out.append(_e("curp", "es", "es-MX", "school enrolment slip", c, t))
        elif style == 1:
            t = f"Beneficiario: {p['name']}, CURP {c}, folio de apoyo 2024-{g.digits(5)}"
            out.append(_e("curp", "es", "es-MX", "social programme list", c, t))
        elif style == 2:
            v = c.lower()
            t = f"mi curp es {v} por si la necesitan para el trámite"
            out.append(_e("curp", "es", "es-MX", "lower case in a chat", v, t))
        elif style == 3:
            t = f'{{"curp": "{c}", "nombre": "{p["given"]}", "apellidos": "{p["s1"]} {p["s2"]}"}}'
            out.append(_e("curp", "es", "es-MX", "API payload", c, t))
        elif style == 4:
            t = f"{c},{p['s1'].upper()},{p['s2'].upper()},{p['given'].upper()},{p['sex']}"
            out.append(_e("curp", "es", "es-MX", "CSV row", c, t))
        else:
            t = f"Se notifica a {p['name']} (CURP: {c}) que su solicitud fue aprobada."
            out.append(_e("curp", "es", "es-MX", "municipal notice", c, t))
    return out


def rfcs(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        rfc = g.rfc_pf(p)
        style = i % 5
        if style == 0:
            t = f"Favor de facturar a nombre de {p['name']}, RFC {rfc}, uso CFDI G03."
            out.append(_e("rfc-persona-fisica", "es", "es-MX", "invoice request", rfc, t))
        elif style == 1:
            t = f"Arrendador: {p['name']} RFC: {rfc} — Recibo de renta de marzo"
            out.append(_e("rfc-persona-fisica", "es", "es-MX", "rent receipt", rfc, t))
        elif style == 2:
            v = f"{rfc[:4]}-{rfc[4:10]}-{rfc[10:]}"
            t = f"Datos fiscales: {p['short']} / {v} / régimen 612"
            out.append(_e("rfc-persona-fisica", "es", "es-MX", "hyphenated RFC", v, t))
        elif style == 3:
            t = f'{{"receptor": {{"rfc": "{rfc}", "nombre": "{p["name"].upper()}", "regimen": "605"}}}}'
            out.append(
                _e("rfc-persona-fisica", "es", "es-MX", "CFDI receptor in a payload", rfc, t)
            )
        else:
            t = f"Lic. {p['name']}, contador independiente. RFC {rfc}. Cédula en trámite."
            out.append(_e("rfc-persona-fisica", "es", "es-MX", "freelancer profile", rfc, t))
    return out


def nsss(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        nss = g.nss()
        if i % 3 == 0:
            t = f"Recordatorio de cita IMSS: {p['name']}, NSS {nss}, UMF 20, 9:40 h"
            out.append(_e("nss", "es", "es-MX", "IMSS reminder", nss, t))
        elif i % 3 == 1:
            v = f"{nss[:2]}-{nss[2:4]}-{nss[4:6]}-{nss[6:10]}-{nss[10]}"
            t = f"Trabajador: {p['name']}  Núm. de Seguridad Social: {v}"
            out.append(_e("nss", "es", "es-MX", "hyphenated NSS on a payslip", v, t))
        else:
            t = f"alta IMSS | {p['s1']} {p['s2']} {p['given']} | nss={nss} | salario diario 412.50"
            out.append(_e("nss", "es", "es-MX", "HR log line", nss, t))
    return out


def ines(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        clave = g.ine(p)
        t = (
            f"Identificación: INE, clave de elector {clave}, a nombre de {p['name']}"
            if i % 2 == 0
            else f"Clave de elector: {clave} | Sección 2417 | {p['name']}"
        )
        out.append(
            _e("ine-clave-elector", "es", "es-MX", "INE clave in a contract / form", clave, t)
        )
    return out


def passports(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        style = i % 4
        if style in (0, 1):
            v = g.passport_mx()
            t = (
                f"Pasajero: {p['name']}, pasaporte {v}, vuelo 0432 a Madrid"
                if style == 0
                else f"Número de pasaporte: {v} (vence 2031) — {p['name']}"
            )
            out.append(_e("passport", "es", "es-MX", "MX passport G/N+8", v, t))
        elif style == 2:
            v = f"{g.r.choice('5678')}{g.digits(8)}"
            t = f"Traveler: Megan {g.r.choice(['Hall', 'Price'])}, US passport no. {v}"
            out.append(_e("passport", "en", "en-US", "US passport 9 digits", v, t))
        else:
            v = f"{g.r.choice(['PAA', 'PAB', 'XDA'])}{g.digits(6)}"
            t = f"Titular: Álvaro {g.r.choice(['Serrano', 'Navas'])}, pasaporte español {v}"
            out.append(_e("passport", "es", "es-ES", "ES passport 3 letters + 6", v, t))
    return out


def cards(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        brand = ("visa", "mc", "amex", "mc2")[i % 4]
        c = g.card(brand)
        style = i % 3
        if style == 0:
            v = (
                " ".join(c[j : j + 4] for j in range(0, len(c), 4))
                if brand != "amex"
                else f"{c[:4]} {c[4:10]} {c[10:]}"
            )
            t = f"Pago con tarjeta {v} a nombre de {p['name'].upper()}, vence 08/27"
            out.append(_e("card", "es", "es-MX", "spaced card in a payment note", v, t))
        elif style == 1:
            t = f"Deposita a mi tarjeta {c} ({p['short']}) y me mandas captura"
            out.append(_e("card", "es", "es-MX", "plain card in a chat", c, t))
        else:
            v = (
                "-".join(c[j : j + 4] for j in range(0, len(c), 4))
                if brand != "amex"
                else f"{c[:4]}-{c[4:10]}-{c[10:]}"
            )
            t = f"card_number={v} holder={p['short']} status=declined"
            out.append(_e("card", "en", "es-MX", "hyphenated card in a log line", v, t))
    return out


def clabes(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        p = g.person()
        c = g.clabe()
        if i % 3 == 0:
            t = f"Para la cooperación del viaje escolar depositen a {p['name']}, CLABE {c}"
            out.append(_e("clabe", "es", "es-MX", "CLABE of a parent in a school notice", c, t))
        elif i % 3 == 1:
            v = f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
            t = f"Transferencia a {p['short']} — CLABE: {v} — concepto: renta"
            out.append(_e("clabe", "es", "es-MX", "spaced CLABE", v, t))
        else:
            t = f"Mi CLABE interbancaria es {c} a nombre de {p['name']}, gracias por tu apoyo"
            out.append(_e("clabe", "es", "es-MX", "fundraising post", c, t))
    return out


def account_ids(g: Gen, n: int) -> list[E]:
    out: list[E] = []
    for i in range(n):
        style = i % 10

        def e(form: str, v: str, t: str, **kw: Any) -> E:
            d = _e("account-id", "en", "en", form, v, t, **kw)
            d["family"] = "account-id"
            return d

        if style == 0:
            v = f"acct_{g.alnum(16)}"
            out.append(e("acct_ in a JSON field", v, f'{{"account_id": "{v}", "plan": "pro"}}'))
        elif style == 1:
            v = f"cust-{g.digits(6)}"
            out.append(e("cust- in an X-Customer-Id header", v, v, header="X-Customer-Id"))
        elif style == 2:
            v = f"org-{g.alnum(24)}"
            out.append(e("org- in OpenAI-Organization header", v, v, header="OpenAI-Organization"))
        elif style == 3:
            v = f"proj_{g.alnum(24)}"
            out.append(
                e(
                    "proj_ in a project field",
                    v,
                    f'{{"project": "{v}", "usage": {{"requests": 12}}}}',
                )
            )
        elif style == 4:
            v = f"user_{g.alnum(20)}"
            out.append(e("user_ in a request log", v, f"GET /v1/usage?user={v} 200 41ms"))
        elif style == 5:
            v = f"/v1/accounts/acct_{g.digits(6)}/searches"
            out.append(e("acct_ in a URL path", v, f"POST https://api.search.example.net{v}"))
        elif style == 6:
            v = f"ws_{g.alnum(18)}"
            out.append(e("workspace id next to an account key", v, f"workspace_id: {v}"))
        elif style == 7:
            v = f"team_{g.alnum(12)}"
            out.append(
                e(
                    "team_ in an error message",
                    v,
                    f"Rate limit reached for requests in {v} on tokens per min. Limit: 30000",
                )
            )
        elif style == 8:
            v = f"cust-{g.digits(5)}"
            out.append(e("cust- in an x-account header", v, v, header="x-account"))
        else:
            v = f"org_{g.alnum(14)}"
            out.append(
                e(
                    "org_ in an organization path",
                    v,
                    f"https://api.provider.example.io/organizations/{v}/billing",
                )
            )
    return out


def build(seed: int) -> list[E]:
    g = Gen(seed)
    out: list[E] = []
    out += phones(g, 64)
    out += whatsapp(g, 8)
    out += emails(g, 54)
    out += emails_obfuscated(g, 10)
    out += addresses(g, 30)
    out += birth_dates(g, 26)
    out += curps(g, 30)
    out += rfcs(g, 22)
    out += nsss(g, 12)
    out += ines(g, 8)
    out += passports(g, 12)
    out += cards(g, 12)
    out += clabes(g, 12)
    out += account_ids(g, 50)
    return out
