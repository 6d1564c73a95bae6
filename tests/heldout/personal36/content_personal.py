"""Personal data (label ``personal``) of corpus 36, in everyday forms and contexts.

Each maker returns one item without a target: ``kind``, ``lang``, ``locale``, ``form``,
``value`` (the datum), ``text`` (a one-line text holding it, for JSON/YAML strings),
optionally ``html`` (a one-line snippet; default: ``text`` in a ``<p>``), ``key`` (the
JSON/YAML key it goes under), ``where`` (``any`` | ``data`` | ``header``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from values import FREEMAIL, MONTHS_EN, MONTHS_ES, MONTHS_PT, V

Item = dict[str, Any]


def it(
    kind: str,
    value: str,
    text: str,
    form: str,
    *,
    lang: str = "es",
    locale: str = "es-MX",
    key: str = "snippet",
    html: str | None = None,
    where: str = "any",
    family: str = "personal",
) -> Item:
    assert value in text or where == "header", (kind, value, text)
    d = {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "locale": locale,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "where": where,
    }
    if html is not None:
        d["html"] = html
    return d


def fmt_mobile(v: V, area_code: str, num: str) -> tuple[str, str]:
    a = len(area_code)
    area, rest = num[:a], num[a:]
    if a == 2:
        r1, r2 = rest[:4], rest[4:]
    else:
        r1, r2 = rest[:3], rest[3:]
    forms = [
        ("+52 area spaced", f"+52 {area} {r1} {r2}"),
        ("+52 1 mobile", f"+52 1 {area} {r1} {r2}"),
        ("(area) hyphen", f"({area}) {r1}-{r2}"),
        ("dotted", f"{area}.{r1}.{r2}"),
        ("hyphenated", f"{area}-{r1}-{r2}"),
        ("bare 10 digits", num),
        ("spaced", f"{area} {r1} {r2}"),
        ("+52 compact", f"+52{num}"),
    ]
    return v.pick(forms)


def phone(v: V) -> Item:
    n = v.name()
    ac, num = v.mobile()
    form, p = fmt_mobile(v, ac, num)
    ctx = v.r.randint(0, 11)
    if ctx == 0:
        return it(
            "phone",
            p,
            f"Vendo Nissan Tsuru 2015, único dueño, factura original. Informes con {n} al {p}.",
            f"{form}; classified ad",
            key="description",
        )
    if ctx == 1:
        return it(
            "phone",
            p,
            f"Se busca perro extraviado en la colonia, responde al nombre de Toby. "
            f"Si lo ves, llama a {n}: {p}. Hay recompensa.",
            f"{form}; lost-pet notice",
            key="content",
        )
    if ctx == 2:
        return it("phone", p, f"Contacto: {n} — Cel. {p}", f"{form}; contact line", key="contacto")
    if ctx == 3:
        return it(
            "phone",
            p,
            f'"Llevamos tres semanas sin agua", dijo {n}, vecina de la zona, '
            f"quien dejó su número ({p}) para que la comisión la busque.",
            f"{form}; news quote",
            key="content",
        )
    if ctx == 4:
        return it("phone", p, p, f"{form}; API field telefono", key="telefono", where="data")
    if ctx == 5:
        return it(
            "phone",
            p,
            f"Rento cuarto amueblado para estudiante, servicios incluidos. Tel. {p} ({n.split()[0]}).",
            f"{form}; classified",
            key="snippet",
        )
    if ctx == 6:
        return it(
            "phone",
            p,
            f"{n} | Clases de regularización de matemáticas a domicilio | {p}",
            f"{form}; directory row",
            key="title",
        )
    if ctx == 7:
        return it(
            "phone",
            p,
            f"Hola, soy {n.split()[0]}, mi cel es {p}, me interesa el departamento que publicaron.",
            f"{form}; forum / chat message",
            key="text",
        )
    if ctx == 8:
        return it(
            "phone",
            p,
            f"Responsable del grupo de vecinos: {n}, teléfono {p}.",
            f"{form}; municipal page",
            key="content",
        )
    if ctx == 9:
        return it(
            "phone",
            p,
            f"Paciente: {n}. Teléfono de contacto: {p}. Cita: control prenatal.",
            f"{form}; clinic record",
            key="raw_content",
        )
    if ctx == 10:
        href = "tel:+52" + num
        return it(
            "phone",
            href,
            f"Llámale a {n}: {href}",
            "tel: link; contact card",
            key="url",
            html=f'<p>Pregunta por {n}: <a href="{href}">{p}</a></p>',
        )
    return it("phone", p, f"{n} — tel. particular {p}", f"{form}; directory", key="snippet")


def phone_foreign(v: V) -> Item:
    c = v.r.randint(0, 5)
    if c == 0:
        n = v.name()
        p = f"+54 9 11 {v.digits(4)}-{v.digits(4)}"
        return it(
            "phone",
            p,
            f"Vendo bicicleta rodado 29, poco uso. Consultas a {n} al {p} (WhatsApp).",
            "+54 9 11; classified es-AR",
            locale="es-AR",
            key="description",
        )
    if c == 1:
        n = v.name()
        p = f"+57 3{v.r.randint(0, 5)}{v.digits(1)} {v.digits(3)} {v.digits(4)}"
        return it(
            "phone",
            p,
            f"Contacto de la familia: {n}, celular {p}.",
            "+57 3xx; notice es-CO",
            locale="es-CO",
            key="content",
        )
    if c == 2:
        n = v.name()
        p = f"+56 9 {v.digits(4)} {v.digits(4)}"
        return it(
            "phone",
            p,
            f"Arriendo depto 2D1B en Ñuñoa, contactar a {n}: {p}",
            "+56 9; classified es-CL",
            locale="es-CL",
            key="snippet",
        )
    if c == 3:
        n = v.name()
        p = f"6{v.digits(2)} {v.digits(2)} {v.digits(2)} {v.digits(2)}"
        return it(
            "phone",
            p,
            f"Se ofrece profesora particular de inglés en Valencia. Preguntar por {n}, móvil {p}.",
            "6xx xx xx xx; classified es-ES",
            locale="es-ES",
            key="content",
        )
    if c == 4:
        n = v.name("pt")
        p = f"(11) 9{v.digits(4)}-{v.digits(4)}"
        return it(
            "phone",
            p,
            f"Vendo geladeira em bom estado. Falar com {n} pelo {p}.",
            "(11) 9xxxx-xxxx; classified pt-BR",
            lang="pt",
            locale="pt-BR",
            key="description",
        )
    n = v.name("en")
    p = f"({v.r.randint(201, 989)}) {v.r.randint(201, 989)}-{v.digits(4)}"
    return it(
        "phone",
        p,
        f"For questions about the carpool, text {n} at {p}.",
        "(xxx) xxx-xxxx; community notice en",
        lang="en",
        locale="en-US",
        key="content",
    )


def whatsapp(v: V) -> Item:
    n = v.name()
    _, num = v.mobile()
    link = v.pick([f"https://wa.me/52{num}", f"https://api.whatsapp.com/send?phone=52{num}"])
    text = f"Pedidos por WhatsApp con {n}: {link}"
    html = f'<p>Pedidos con {n} por <a href="{link.replace("&", "&amp;")}">WhatsApp</a></p>'
    return it("whatsapp", link, text, "wa.me link; home business page", key="url", html=html)


def email(v: V) -> Item:
    g, s1, s2, _ = v.person()
    local = v.email_local(g, s1)
    dom = v.pick(FREEMAIL)
    addr = f"{local}@{dom}"
    n = f"{g} {s1}"
    c = v.r.randint(0, 10)
    if c == 0:
        return it(
            "email",
            addr,
            f"Informes e inscripciones con la maestra {n}: {addr}",
            "free-mail; school page",
            key="content",
        )
    if c == 1:
        return it("email", addr, addr, "free-mail; API field email", key="email", where="data")
    if c == 2:
        return it(
            "email", addr, f"Enviar CV a {addr} (Atte. {n})", "free-mail; job ad", key="description"
        )
    if c == 3:
        return it(
            "email",
            addr,
            f"From: {n} <{addr}>",
            "free-mail; From header in a forwarded mail",
            key="text",
        )
    if c == 4:
        up = addr.upper()
        return it(
            "email", up, f"CONTACTO: {n.upper()} — {up}", "upper case; flyer text", key="snippet"
        )
    if c == 5:
        href = f"mailto:{addr}?subject=Informes"
        return it(
            "email",
            href,
            f"Escríbele a {n}: {href}",
            "mailto with query; personal page",
            key="url",
            html=f'<p>Escríbele a <a href="{href}">{n}</a></p>',
        )
    if c == 6:
        return it(
            "email",
            addr,
            f"Publicado por {n} ({addr}) en el foro de padres de familia.",
            "free-mail; forum post",
            key="content",
        )
    if c == 7:
        return it(
            "email",
            addr,
            f"Comentario de {n} <{addr}>: excelente servicio, muy recomendable.",
            "free-mail; review",
            key="text",
        )
    if c == 8:
        a2 = f"{v.pick(['josé', 'maría', 'begoña', 'íñigo', 'martín'])}.{v.email_local(g, s2).split('.')[0]}@{dom}"
        return it(
            "email", a2, f"Mi correo es {a2}, gracias.", "accented local part; chat", key="text"
        )
    if c == 9:
        return it(
            "email",
            addr,
            f"{n},{addr},{v.digits(10)},Celaya,Gto.",
            "free-mail; CSV export row",
            key="csv_row",
            where="data",
        )
    return it(
        "email",
        addr,
        f"Reportó el bache la ciudadana {n} (correo: {addr}).",
        "free-mail; municipal report",
        key="content",
    )


def email_other(v: V) -> Item:
    c = v.r.randint(0, 2)
    if c == 0:
        g, s, _, _ = v.person("pt")
        addr = f"{v.email_local(g, s)}@{v.pick(['gmail.com', 'uol.com.br', 'bol.com.br'])}"
        return it(
            "email",
            addr,
            f"Dúvidas sobre a matrícula: falar com {g} {s} ({addr}).",
            "free-mail; pt-BR notice",
            lang="pt",
            locale="pt-BR",
            key="content",
        )
    if c == 1:
        g, s, _, _ = v.person("en")
        addr = f"{v.email_local(g, s)}@{v.pick(['gmail.com', 'yahoo.com', 'aol.com'])}"
        return it(
            "email",
            addr,
            f"RSVP to {g} {s} at {addr} by Friday.",
            "free-mail; en event notice",
            lang="en",
            locale="en-US",
            key="content",
        )
    g, s, _, _ = v.person()
    addr = f"{v.email_local(g, s)}@{v.pick(['hotmail.com.ar', 'yahoo.com.ar', 'gmail.com'])}"
    return it(
        "email",
        addr,
        f"Consultas a {g} {s}, {addr}",
        "free-mail; es-AR classified",
        locale="es-AR",
        key="description",
    )


def email_obf(v: V) -> Item:
    g, s, _, _ = v.person()
    local = v.email_local(g, s)
    dom = v.pick(["gmail", "hotmail", "yahoo"])
    val = v.pick(
        [f"{local} [arroba] {dom} [punto] com", f"{local}(at){dom}.com", f"{local} @ {dom} . com"]
    )
    return it(
        "email-obfuscated",
        val,
        f"Contáctenme ({g} {s}): {val}",
        "obfuscated; forum post",
        key="text",
    )


def home_address(v: V) -> Item:
    n = v.name(full=v.r.random() < 0.5)
    st, col, city = v.address()
    c = v.r.randint(0, 6)
    if c == 0:
        val = f"{st}, {col}, {city}"
        return it(
            "home-address",
            val,
            f"Domicilio particular de {n}: {val}",
            "Domicilio particular; notice",
            key="content",
        )
    if c == 1:
        val = f"{st}, {col}"
        return it(
            "home-address",
            val,
            f"Entregar a: {n}, {val}, {city}. Tel. en la guía.",
            "delivery note",
            key="shipping_address",
            where="data",
        )
    if c == 2:
        val = f"{st}, {col}"
        return it(
            "home-address",
            val,
            f"Edicto: se notifica a {n}, con domicilio en {val}, {city}, que deberá comparecer...",
            "edicto; government notice",
            key="content",
        )
    if c == 3:
        val = f"{st}, {col}"
        return it(
            "home-address",
            val,
            f"Los restos de {n} son velados en su domicilio, {val}.",
            "obituary",
            key="snippet",
        )
    if c == 4:
        val = f"{st}, {col}, {city}"
        return it("home-address", val, f"{n} | {val}", "customer CSV row", key="row", where="data")
    if c == 5:
        val = f"{st}, {col}"
        return it(
            "home-address",
            val,
            f"La vecina {n}, que vive en {val}, denunció la fuga desde hace un mes.",
            "news text",
            key="content",
        )
    val = f"{st}, {col}, {city}"
    return it("home-address", val, f"Remitente: {n}. Dirección: {val}", "parcel label", key="text")


def birth_date(v: V) -> Item:
    n = v.name(full=True)
    y, m, d = v.birth()
    c = v.r.randint(0, 6)
    if c == 0:
        val = f"{d} de {MONTHS_ES[m - 1]} de {y}"
        return it(
            "birth-date",
            val,
            f"{n} nació el {val} en Celaya, Guanajuato.",
            "long form; obituary",
            key="content",
        )
    if c == 1:
        val = f"{d:02d}/{m:02d}/{y}"
        return it(
            "birth-date",
            val,
            f"Nombre: {n} · Fecha de nacimiento: {val}",
            "dd/mm/yyyy; form",
            key="text",
        )
    if c == 2:
        val = f"{y}-{m:02d}-{d:02d}"
        return it(
            "birth-date",
            val,
            f'{{"nombre": "{n}", "fecha_nacimiento": "{val}"}}'.replace('"', "'"),
            "ISO; API payload",
            key="body",
            where="data",
        )
    if c == 3:
        val = f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}"
        return it(
            "birth-date",
            val,
            f"Jugador: {n}, F. nac. {val}, categoría libre.",
            "dd-MMM-yyyy; league roster",
            key="snippet",
        )
    if c == 4:
        n2 = v.name("en", full=True)
        val = f"{MONTHS_EN[m - 1]} {d}, {y}"
        return it(
            "birth-date",
            val,
            f"{n2} (born {val}) passed away peacefully at home.",
            "English long form; obituary",
            lang="en",
            locale="en-US",
            key="content",
        )
    if c == 5:
        n2 = v.name("pt", full=True)
        val = f"{d} de {MONTHS_PT[m - 1]} de {y}"
        return it(
            "birth-date",
            val,
            f"{n2}, nascida em {val}, aluna do 3º ano.",
            "Portuguese long form; school page",
            lang="pt",
            locale="pt-BR",
            key="content",
        )
    val = f"{d:02d}.{m:02d}.{y}"
    return it(
        "birth-date",
        val,
        f"Perfil: {n}, fecha de nacimiento {val}, Córdoba.",
        "dd.mm.yyyy; profile es-AR",
        locale="es-AR",
        key="snippet",
    )


def curp(v: V) -> Item:
    n = v.name(full=True)
    cu = v.curp()
    c = v.r.randint(0, 6)
    if c == 0:
        return it(
            "curp",
            cu,
            f"Alumno: {n} — CURP: {cu} — Grupo 3°B",
            "plain; school enrolment",
            key="content",
        )
    if c == 1:
        return it("curp", cu, cu, "plain; API field curp", key="curp", where="data")
    if c == 2:
        return it(
            "curp",
            cu,
            f"Beneficiaria {n}, CURP {cu}, folio de apoyo aprobado.",
            "plain; social program list",
            key="snippet",
        )
    if c == 3:
        low = cu.lower()
        return it("curp", low, f"mi curp es {low} para la cita", "lower case; chat", key="text")
    if c == 4:
        return it("curp", cu, f"{n};{cu};Guanajuato", "CSV row", key="row", where="data")
    if c == 5:
        return it(
            "curp",
            cu,
            f"Se notifica a {n} (CURP {cu}) el resultado de su trámite.",
            "plain; government notice",
            key="content",
        )
    return it(
        "curp",
        cu,
        f"Solicitante: {n}. CURP: {cu}. Trámite: constancia de residencia.",
        "plain; municipal form",
        key="raw_content",
    )


def rfc(v: V) -> Item:
    n = v.name(full=True)
    r = v.rfc_fisica()
    c = v.r.randint(0, 4)
    if c == 0:
        return it(
            "rfc-persona-fisica",
            r,
            f"Facturar a nombre de {n}, RFC {r}, uso CFDI G03.",
            "plain; invoice request",
            key="text",
        )
    if c == 1:
        return it("rfc-persona-fisica", r, r, "plain; API field rfc", key="rfc", where="data")
    if c == 2:
        h = f"{r[:4]}-{r[4:10]}-{r[10:]}"
        return it(
            "rfc-persona-fisica",
            h,
            f"Arrendador: {n}. R.F.C.: {h}",
            "hyphenated; rent receipt",
            key="content",
        )
    if c == 3:
        return it(
            "rfc-persona-fisica",
            r,
            f"Contribuyente {n} ({r}) — régimen de actividades empresariales",
            "plain; accountant page",
            key="snippet",
        )
    return it(
        "rfc-persona-fisica",
        r,
        f"Datos fiscales: {n} | RFC: {r} | C.P. fiscal {v.digits(5)}",
        "plain; checkout form",
        key="billing",
    )


def nss(v: V) -> Item:
    n = v.name(full=True)
    s = v.nss()
    c = v.r.randint(0, 2)
    if c == 0:
        return it(
            "nss",
            s,
            f"Trabajador: {n}, NSS {s}, alta ante el IMSS el 02/01/2024.",
            "plain; payroll notice",
            key="content",
        )
    if c == 1:
        h = f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}"
        return it(
            "nss",
            h,
            f"Número de Seguridad Social: {h} ({n})",
            "hyphenated; appointment slip",
            key="text",
        )
    return it("nss", s, s, "plain; API field nss", key="nss", where="data")


def ine(v: V) -> Item:
    n = v.name(full=True)
    k = v.ine_clave()
    return it(
        "ine-clave-elector",
        k,
        f"Identificación: INE de {n}, clave de elector {k}.",
        "plain; rental contract text",
        key="content",
    )


def clabe(v: V) -> Item:
    n = v.name(full=True)
    cl = v.clabe()
    c = v.r.randint(0, 2)
    if c == 0:
        return it(
            "clabe",
            cl,
            f"Para la cooperación de la posada, transferir a {n}, CLABE {cl}.",
            "plain; neighbours' notice",
            key="content",
        )
    if c == 1:
        sp = f"{cl[:3]} {cl[3:6]} {cl[6:17]} {cl[17]}"
        return it(
            "clabe",
            sp,
            f"Depósito de renta: titular {n}, CLABE {sp}",
            "spaced; classified",
            key="description",
        )
    return it("clabe", cl, cl, "plain; API payout field", key="clabe", where="data")


def card(v: V) -> Item:
    brand = v.pick(["visa", "mc", "amex", "visa"])
    cd = v.card(brand)
    c = v.r.randint(0, 2)
    if c == 0:
        val = cd
        return it(
            "card",
            val,
            val,
            f"{brand} plain; payment payload field",
            key="card_number",
            where="data",
        )
    if c == 1:
        val = (
            " ".join(cd[i : i + 4] for i in range(0, len(cd), 4))
            if brand != "amex"
            else f"{cd[:4]} {cd[4:10]} {cd[10:]}"
        )
        return it(
            "card",
            val,
            f"Titular: {v.name()}, tarjeta {val}, vence {v.r.randint(1, 12):02d}/{v.r.randint(27, 31)}",
            f"{brand} spaced; order note",
            key="note",
        )
    val = "-".join(cd[i : i + 4] for i in range(0, len(cd), 4)) if brand != "amex" else cd
    return it(
        "card",
        val,
        f"pago rechazado card={val} customer={v.name()}",
        f"{brand} hyphenated; log line",
        key="message",
        where="data",
    )


def passport(v: V) -> Item:
    n = v.name(full=True)
    c = v.r.randint(0, 2)
    if c == 0:
        p = v.passport_mx()
        return it(
            "passport",
            p,
            f"Pasajero: {n}, pasaporte mexicano {p}, vuelo CUN-MAD.",
            "MX passport; travel agency",
            key="content",
        )
    if c == 1:
        p = v.passport_mx()
        return it(
            "passport",
            p,
            f"{n} | Pasaporte: {p} | Vigencia 2031",
            "MX passport; visa form row",
            key="text",
        )
    n2 = v.name("en", full=True)
    p = v.digits(9)
    return it(
        "passport",
        p,
        f"Traveler: {n2}, US passport no. {p}",
        "US passport; booking",
        lang="en",
        locale="en-US",
        key="content",
    )


def foreign_id(v: V) -> Item:
    c = v.r.randint(0, 6)
    if c == 0:
        val = v.dni_ar()
        return it(
            "dni-ar",
            val,
            f"Se busca a {v.name()}, DNI {val}, visto por última vez en Rosario.",
            "DNI dotted; es-AR notice",
            locale="es-AR",
            key="content",
        )
    if c == 1:
        val = v.cuil()
        return it(
            "cuil-cuit",
            val,
            f"Empleada: {v.name()} — CUIL {val}",
            "CUIL; es-AR payslip",
            locale="es-AR",
            key="text",
        )
    if c == 2:
        val = v.rut_cl()
        return it(
            "rut-cl",
            val,
            f"Postulante {v.name()}, RUT {val}, seleccionado en la beca.",
            "RUT; es-CL list",
            locale="es-CL",
            key="snippet",
        )
    if c == 3:
        val = v.cc_co()
        return it(
            "cedula-co",
            val,
            f"Ganador del sorteo: {v.name()}, C.C. {val} de Medellín.",
            "cédula; es-CO notice",
            locale="es-CO",
            key="content",
        )
    if c == 4:
        val = v.dni_es()
        return it(
            "dni-es",
            val,
            f"Inquilino: {v.name()}, con DNI {val}, domiciliado en Madrid.",
            "DNI; es-ES contract",
            locale="es-ES",
            key="text",
        )
    if c == 5:
        val = v.cpf()
        return it(
            "cpf",
            val,
            f"Cliente: {v.name('pt')} — CPF {val}",
            "CPF; pt-BR order",
            lang="pt",
            locale="pt-BR",
            key="content",
        )
    val = v.ssn()
    return it(
        "ssn",
        val,
        f"Employee: {v.name('en')}, SSN {val}",
        "SSN; en HR export",
        lang="en",
        locale="en-US",
        key="text",
        where="data",
    )


# ---------------------------------------------------------------------------- account ids


def account_id(v: V) -> Item:
    fam = "account-id"
    c = v.r.randint(0, 11)
    if c == 0:
        val = f"org-{v.alnum(24)}"
        return it(
            "account-id",
            val,
            val,
            "OpenAI-Organization header",
            lang="en",
            locale="en",
            key="openai-organization",
            where="header",
            family=fam,
        )
    if c == 1:
        val = v.uuid4()
        return it(
            "account-id",
            val,
            val,
            "anthropic-organization-id header",
            lang="en",
            locale="en",
            key="anthropic-organization-id",
            where="header",
            family=fam,
        )
    if c == 2:
        val = f"proj_{v.alnum(24)}"
        return it(
            "account-id",
            val,
            val,
            "openai-project header",
            lang="en",
            locale="en",
            key="openai-project",
            where="header",
            family=fam,
        )
    if c == 3:
        val = f"acct_{v.alnum(16)}"
        return it(
            "account-id",
            val,
            val,
            "account_id body field",
            lang="en",
            locale="en",
            key="account_id",
            where="data",
            family=fam,
        )
    if c == 4:
        val = f"cus_{v.alnum(14)}"
        return it(
            "account-id",
            val,
            f"https://api.stripe.com/v1/customers/{val}",
            "Stripe customer id in URL path",
            lang="en",
            locale="en",
            key="uri",
            where="data",
            family=fam,
        )
    if c == 5:
        val = f"team_{v.alnum(20)}"
        return it(
            "account-id",
            val,
            val,
            "team_id body field",
            lang="en",
            locale="en",
            key="team_id",
            where="data",
            family=fam,
        )
    if c == 6:
        val = f"user_{v.alnum(22)}"
        return it(
            "account-id",
            val,
            f"Usage limit reached for {val}. Upgrade your plan to continue.",
            "user id in error message",
            lang="en",
            locale="en",
            key="message",
            where="data",
            family=fam,
        )
    if c == 7:
        val = v.digits(12)
        return it(
            "account-id",
            val,
            val,
            "x-goog-user-project numeric project",
            lang="en",
            locale="en",
            key="x-goog-user-project",
            where="header",
            family=fam,
        )
    if c == 8:
        val = f"ws_{v.alnum(18)}"
        return it(
            "account-id",
            val,
            val,
            "workspace_id body field",
            lang="en",
            locale="en",
            key="workspace_id",
            where="data",
            family=fam,
        )
    if c == 9:
        val = f"cust-{v.digits(6)}"
        return it(
            "account-id",
            val,
            val,
            "x-account-id header",
            lang="en",
            locale="en",
            key="x-account-id",
            where="header",
            family=fam,
        )
    if c == 10:
        val = v.uuid4()
        return it(
            "account-id",
            val,
            val,
            "organization_id body field",
            lang="en",
            locale="en",
            key="organization_id",
            where="data",
            family=fam,
        )
    val = f"org_{v.alnum(16)}"
    return it(
        "account-id",
        val,
        f"https://api.example-provider.io/v1/organizations/{val}/usage",
        "org id in URL path",
        lang="en",
        locale="en",
        key="url",
        where="data",
        family=fam,
    )


PLAN: list[tuple[Callable[[V], Item], int]] = [
    (phone, 56),
    (phone_foreign, 12),
    (whatsapp, 8),
    (email, 46),
    (email_other, 10),
    (email_obf, 6),
    (home_address, 32),
    (birth_date, 28),
    (curp, 28),
    (rfc, 20),
    (nss, 12),
    (ine, 8),
    (clabe, 12),
    (card, 12),
    (passport, 10),
    (foreign_id, 28),
    (account_id, 52),
]
