"""Personal data and account ids of corpus 54, each in the sentence or field that carries it.

Every maker returns dicts with: kind, family, lang, form, value, text (the one-line context
holding ``value``), and optionally ``html`` (a snippet to use instead of ``<p>text</p>``,
with ``{V}`` where the HTML-escaped value goes), ``where`` ("any" | "data" | "header"),
``key`` (JSON/YAML field name), ``hname`` (header name)."""

from __future__ import annotations

from typing import Any

from values import PLACES, Maker

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
ABBR = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def it(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, value, text)
    d = {
        "kind": kind,
        "family": "personal",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
    }
    d.update(kw)
    return d


def curp(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Inscripción ciclo 2025-2026 — alumno: {n}, CURP {v}, grupo 3°B.", "slip"),
        (
            "es",
            "Recordatorio IMSS: cita de medicina familiar para {n} (CURP: {v}) el lunes a las 9:40.",
            "reminder",
        ),
        ("es", "{s}: te paso mi curp para el trámite {v} porfa confírmame", "chat"),
        ("es", '2025-03-14T10:22:05Z INFO registro beneficiario curp={v} nombre="{n}"', "log"),
        ("es", "{v},{n},Zapopan,Jalisco,activo", "csv"),
        ("es", "Solicitante {n}, Clave Única de Registro de Población {v}.", "form"),
        ("es", "Beca Benito Juárez: folio aprobado para {n}, CURP {v}", "snippet"),
        ("en", "Applicant {n} submitted Mexican CURP {v} with the visa form.", "form"),
    ]
    for i in range(n):
        p = m.person()
        c = m.curp(p)
        form = ["upper", "upper", "lower", "spaced", "upper", "hyphen", "upper"][i % 7]
        v = {
            "upper": c,
            "lower": c.lower(),
            "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
            "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
        }[form]
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it(
                "curp",
                lang,
                f"{form} CURP in a {where}",
                v,
                t.format(n=p["full"], s=p["given"], v=v),
            )
        )
    return out


def rfc(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        (
            "es",
            "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03, régimen 612.",
            "invoice request",
        ),
        ("es", "Ticket #88214: el cliente {n} pide corregir su RFC a {v} en la factura.", "ticket"),
        (
            "es",
            "Recibí de {n} (R.F.C. {v}) la cantidad de $8,500.00 por concepto de renta de marzo.",
            "rent receipt",
        ),
        ("es", 'rfc_receptor={v} nombre_receptor="{n}" cp_receptor=44160', "log"),
        ("es", "Mi RFC es {v}, soy persona física con actividad empresarial.", "first person"),
        ("en", "Tax ID (RFC) of the contractor {n}: {v}", "contract"),
    ]
    for i in range(n):
        p = m.person()
        r = m.rfc_pf(p)
        form = ["plain", "plain", "hyphen", "lower", "spaced", "plain"][i % 6]
        v = {
            "plain": r,
            "lower": r.lower(),
            "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
            "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        }[form]
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it(
                "rfc-persona-fisica",
                lang,
                f"{form} RFC (persona física) in a {where}",
                v,
                t.format(n=p["full"], v=v),
            )
        )
    return out


def nss(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Alta ante el IMSS de {n}, NSS {v}, salario base $412.50 diarios.", "payroll"),
        ("es", "Número de Seguridad Social: {v} — trabajadora {n}", "form"),
        ("es", "{s} mandó su nss {v} para la incapacidad", "chat"),
        ("es", "Constancia de semanas cotizadas de {n} (NSS {v}): 1,204 semanas.", "snippet"),
        ("en", "Employee {n}, IMSS social security number {v}", "HR export"),
    ]
    for i in range(n):
        p = m.person()
        s = m.nss()
        form = ["plain", "hyphen", "spaced", "plain"][i % 4]
        v = {
            "plain": s,
            "hyphen": f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}",
            "spaced": f"{s[:2]} {s[2:4]} {s[4:6]} {s[6:10]} {s[10]}",
        }[form]
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it("nss", lang, f"{form} NSS in a {where}", v, t.format(n=p["full"], s=p["given"], v=v))
        )
    return out


def ine(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Identificación: INE de {n}, clave de elector {v}, vigencia 2031.", "KYC note"),
        ("es", "Clave de elector: {v} | Nombre: {n}", "form"),
        ("es", "Se anexa copia de credencial para votar de {n} con clave {v}.", "contract"),
        ("es", "ine_clave_elector: {v}", "field"),
    ]
    for i in range(n):
        p = m.person()
        c = m.ine_clave(p)
        v = c if i % 3 else c.lower() if i % 2 else c
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it(
                "ine-clave-elector",
                lang,
                f"clave de elector in a {where}",
                v,
                t.format(n=p["full"], v=v),
            )
        )
    return out


def clabe(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Deposita el reembolso a {n}, CLABE {v} (BBVA), gracias.", "refund request"),
        ("es", "Mi CLABE interbancaria es {v}, a nombre de {n}.", "first person"),
        ("es", "Pago de nómina — beneficiario: {n}; cuenta CLABE: {v}", "payroll"),
        ("es", "{s} dejó su clabe para la tanda: {v}", "chat"),
        ("en", "Refund to the customer {n}, Mexican CLABE {v}", "support note"),
    ]
    for i in range(n):
        p = m.person()
        c = m.clabe()
        v = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it(
                "clabe",
                lang,
                f"{'spaced' if i % 3 == 0 else 'plain'} CLABE in a {where}",
                v,
                t.format(n=p["full"], s=p["given"], v=v),
            )
        )
    return out


def card(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Tarjeta de {n}: {v}, vence 08/28.", "order note"),
        ("es", 'Pago rechazado: card_number={v} titular="{n}"', "log"),
        ("es", "Te paso mi tarjeta para el apartado {v} a nombre de {n}", "chat"),
        ("en", "Cardholder {n} — card {v}, exp 11/27", "payment form"),
        ("pt", "Cartão de crédito de {n}: {v}", "checkout"),
    ]
    for i in range(n):
        p = m.person(
            "pt" if ctx[i % len(ctx)][0] == "pt" else "en" if ctx[i % len(ctx)][0] == "en" else "es"
        )
        c = m.card(["visa", "mc", "amex", "mc2"][i % 4])
        fm = ["plain", "spaced", "hyphen"][i % 3]
        if fm == "plain":
            v = c
        elif len(c) == 15:
            v = f"{c[:4]}{' ' if fm == 'spaced' else '-'}{c[4:10]}{' ' if fm == 'spaced' else '-'}{c[10:]}"
        else:
            sep = " " if fm == "spaced" else "-"
            v = sep.join(c[j : j + 4] for j in range(0, 16, 4))
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it("card", lang, f"{fm} card number in a {where}", v, t.format(n=p["full"], v=v))
        )
    return out


def passport(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "mx", "Pasajero: {n}, pasaporte {v}, vuelo AM 0458.", "booking"),
        ("es", "mx", "Número de pasaporte de {n}: {v} (vigente hasta 2030).", "form"),
        ("es", "es", "Huésped {n}, pasaporte español {v}, habitación 214.", "hotel register"),
        ("en", "us", "Traveler {n}, U.S. passport no. {v}", "itinerary"),
        ("pt", "br", "Passageiro {n}, passaporte {v}", "booking"),
        ("es", "co", "Visa en trámite para {n} con pasaporte {v}.", "consulate"),
        ("es", "mx", "Mi pasaporte es el {v}, por si lo necesitas para el boleto.", "first person"),
    ]
    for i in range(n):
        lang, cc, t, where = ctx[i % len(ctx)]
        p = m.person(lang)
        v = m.passport(cc)
        out.append(
            it("passport", lang, f"{cc} passport in a {where}", v, t.format(n=p["full"], v=v))
        )
    return out


def birth(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        y, mo, d = m.birth(1948, 2015)
        k = i % 8
        if k in (0, 5):
            p = m.person()
            v = f"{d} de {MESES[mo - 1]} de {y}"
            t = [
                f"{p['full']} nació el {v} en Celaya, Guanajuato.",
                f"Paciente: {p['full']}. Fecha de nacimiento: {v}.",
            ][k == 5]
            lang = "es"
        elif k == 1:
            p = m.person()
            v = f"{d:02d}/{mo:02d}/{y}"
            t, lang = f"Nombre: {p['full']} | F. nac.: {v} | Sexo: {p['sex']}", "es"
        elif k == 2:
            p = m.person()
            v = f"{y}-{mo:02d}-{d:02d}"
            t, lang = f'jugador="{p["full"]}" fecha_nacimiento={v} categoría=sub-17', "es"
        elif k == 3:
            p = m.person()
            v = f"{d:02d}-{ABBR[mo - 1]}-{y}"
            t, lang = f"Expediente clínico: {p['full']}, FN {v}, tipo de sangre O+.", "es"
        elif k == 4:
            p = m.person("en")
            v = f"{MONTHS[mo - 1]} {d}, {y}"
            t, lang = f"{p['full']} (date of birth: {v}) joined the roster.", "en"
        elif k == 6:
            p = m.person("pt")
            v = f"{d} de {MESES_PT[mo - 1]} de {y}"
            t, lang = f"{p['full']}, nascido em {v}, residente em Campinas.", "pt"
        else:
            p = m.person()
            v = f"{d:02d}.{mo:02d}.{y}"
            t, lang = f"Felicidades a {p['given']} {p['s1']}, cumple años: nació el {v}", "es"
        out.append(
            it(
                "birth-date",
                lang,
                f"birth date ({['long es', 'dd/mm/yyyy', 'ISO', 'dd-MMM-yyyy', 'en', 'long es', 'pt', 'dotted'][k]}) of a named person",  # noqa: E501
                v,
                t,
            )
        )
    return out


def address(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    ctx = [
        ("es", "Domicilio particular de {n}: {v}.", "patient file"),
        ("es", "Entregar a {n} en {v}. Tocar el timbre dos veces.", "delivery note"),
        ("es", "Rento cuarto, informes con {n} en mi casa: {v}", "classified"),
        ("es", 'destinatario="{n}" direccion="{v}"', "shipping label"),
        ("es", "Vivo en {v}, ahí puedes mandar los papeles — {s}", "first person"),
        ("en", "Home address of {n}: {v}", "KYC note"),
    ]
    for i in range(n):
        p = m.person()
        v = m.home_address()
        lang, t, where = ctx[i % len(ctx)]
        out.append(
            it(
                "home-address",
                lang,
                f"home address in a {where}",
                v,
                t.format(n=p["full"], s=p["given"], v=v),
            )
        )
    return out


def phone(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    styles = [
        "intl",
        "intl1",
        "compact",
        "paren",
        "dots",
        "dash",
        "044",
        "045",
        "bare",
        "spaced",
        "intlparen",
        "bare",
    ]
    ctx = [
        ("es", "Comunícate con {n} al {v} para recoger el paquete.", None),
        ("es", "{n} {v}", None),
        ("es", "mi cel es {v}, mándame mensaje — {s}", None),
        ("es", "Contacto de emergencia: {n}, celular {v}", None),
        ("es", "Llamar a {n} al {v} después de las 6, es el papá de Sofi.", None),
        ("es", "{n} · Tel. particular {v}", None),
        ("es", "Vendo sala seminueva, trato directo con {s}: {v}", None),
        ("es", "Si tienes dudas llámame al {v}. Saludos, {n}", None),
        ("en", "Reach {n} on her cell phone at {v}.", None),
        ("es", "Llama a {n}", "tel"),
        ("pt", "Falar com {n} pelo celular {v}", None),
    ]
    for i in range(n):
        lang, t, link = ctx[i % len(ctx)]
        p = m.person("en" if lang == "en" else "es")
        st = styles[i % len(styles)]
        if link == "tel":
            num = m.phone_fmt("compact")
            v = f"tel:{num}"
            out.append(
                it(
                    "phone",
                    "es",
                    "tel: link of a named person",
                    v,
                    f"Llama a {p['full']}: {v}",
                    html=f'<p>Llama a {p["full"]}: <a href="{{V}}">{num[3:]}</a></p>',
                )
            )
            continue
        if t.startswith("{n} {v}") or "mándame" in t or "llámame" in t:
            st = "bare" if i % 2 else st
        v = m.phone_fmt(st)
        out.append(
            it(
                "phone",
                lang,
                f"{st} phone of a person",
                v,
                t.format(n=p["full"], s=p["given"], v=v),
            )
        )
    return out


def whatsapp(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        p = m.person()
        ten = m.phone_fmt("bare")
        v = f"https://wa.me/521{ten}" if i % 2 else f"https://api.whatsapp.com/send?phone=52{ten}"
        t = f"Escríbele a {p['full']} por WhatsApp: {v}"
        out.append(
            it(
                "whatsapp",
                "es",
                "WhatsApp link of a named person",
                v,
                t,
                html=f'<p>Pedidos con {p["given"]} {p["s1"]} por <a href="{{V}}">WhatsApp</a></p>',
            )
        )
    return out


def email(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        k = i % 9
        lang = "pt" if k == 7 else "en" if k == 8 else "es"
        p = m.person(lang if lang != "en" else "en")
        if k == 0:
            v = m.email(p)
            t = f"Escríbeme a {v} y te mando la cotización. {p['given']}"
            form = "plain in first person"
        elif k == 1:
            v = m.email(p, accent=True)
            t = f"Contacto: {p['full']} <{v}>"
            form = "accented local part"
        elif k == 2:
            v = m.email(p).upper()
            t = f"CORREO DEL TUTOR: {v} ({p['full'].upper()})"
            form = "upper case"
        elif k == 3:
            addr = m.email(p)
            v = f"mailto:{addr}?subject=Inscripci%C3%B3n&cc=otro@ejemplo.test"
            out.append(
                it(
                    "email",
                    "es",
                    "mailto with query",
                    v,
                    f"Inscripciones con {p['full']}: {v}",
                    html=f'<p>Inscripciones con {p["full"]}: <a href="{{V}}">escríbele</a></p>',
                )
            )
            continue
        elif k == 4:
            v = m.email(p)
            t = f"From: {p['full']} <{v}>"
            form = "From header in a pasted mail"
        elif k == 5:
            v = m.email(p, accent=True)
            t = f"2025-06-02 18:40:11 WARN bounce destinatario={v} motivo=buzón lleno"
            form = "accented, in a log line"
        elif k == 6:
            v = m.email(p)
            t = f"{p['full']},{v},Mérida,lista de espera"
            form = "CSV row"
        elif k == 7:
            v = m.email(p, lang="pt")
            t = f"Enviar o contrato para {p['full']} no e-mail {v}"
            form = "pt sentence"
        else:
            v = m.email(p)
            t = f"Questions? Email me at {v} — {p['given']}"
            form = "en first person"
        out.append(it("email", lang, form, v, t))
    return out


def email_obf(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        p = m.person()
        local = m.local_email(p)
        k = i % 6
        if k == 0:
            v = f"{local} [arroba] gmail [punto] com"
        elif k == 1:
            v = f"{local}(arroba)hotmail(punto)com"
        elif k == 2:
            v = f"{local} arroba outlook punto com"
        elif k == 3:
            v = f"{local} [at] gmail [dot] com"
        elif k == 4:
            v = f"{local} at yahoo dot com dot mx"
        else:
            v = f"{local}@@gmail..com"
            v = f"{local} @ gmail . com"
        t = [
            f"Mándame tu CV a {v} (lo escribo así por los bots). {p['given']}",
            f"Dudas con {p['full']}: {v}",
        ][i % 2]
        out.append(it("email-obfuscated", "es", f"obfuscated e-mail ({k})", v, t))
    return out


def foreign(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        k = i % 7
        if k == 0:
            p = m.person()
            v = m.dni_es()
            t, lang, f = f"Titular: {p['full']}, DNI {v}, Madrid.", "es", "Spanish DNI"
        elif k == 1:
            p = m.person()
            v = m.cuil()
            t, lang, f = f"Alta de monotributo de {p['full']}, CUIL {v}", "es", "Argentine CUIL"
        elif k == 2:
            p = m.person()
            v = f"{m.r.randint(20, 45)}.{m.digits(3)}.{m.digits(3)}"
            t, lang, f = (
                f"{p['full']}, D.N.I. N° {v}, con domicilio en Rosario",
                "es",
                "Argentine DNI",
            )
        elif k == 3:
            p = m.person()
            v = m.rut()
            t, lang, f = f"Titular de la cuenta: {p['full']}, RUT {v}", "es", "Chilean RUT"
        elif k == 4:
            p = m.person("pt")
            v = m.cpf()
            t, lang, f = f"Nota fiscal para {p['full']}, CPF {v}", "pt", "Brazilian CPF"
        elif k == 5:
            p = m.person("en")
            v = m.ssn()
            t, lang, f = f"W-9 on file for {p['full']}, SSN {v}", "en", "US SSN"
        else:
            p = m.person("pt")
            v = m.cpf().replace(".", "").replace("-", "")
            t, lang, f = (
                f'cpf={v} nome="{p["full"]}" status=ativo',
                "pt",
                "Brazilian CPF, digits only, in a log",
            )
        out.append(it("foreign-id", lang, f, v, t))
    return out


def account(m: Maker, n: int) -> list[dict[str, Any]]:
    out = []
    A = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    lo = "abcdefghijklmnopqrstuvwxyz0123456789"
    for i in range(n):
        k = i % 16
        base = {"kind": "account-id", "family": "account-id"}
        if k == 0:
            v = f"acct_{m.chars(A, 16)}"
            d = dict(
                lang="en",
                form="acct_ in a header",
                value=v,
                text=v,
                where="header",
                hname="X-Account-Id",
            )
        elif k == 1:
            v = f"org-{m.chars(A, 24)}"
            d = dict(
                lang="en",
                form="org- in openai-organization",
                value=v,
                text=v,
                where="header",
                hname="OpenAI-Organization",
            )
        elif k == 2:
            v = f"cust-{m.digits(5)}"
            d = dict(
                lang="en",
                form="cust- in x-customer-id",
                value=v,
                text=v,
                where="header",
                hname="X-Customer-Id",
            )
        elif k == 3:
            v = f"proj_{m.chars(A, 24)}"
            d = dict(
                lang="en",
                form="proj_ in openai-project",
                value=v,
                text=v,
                where="header",
                hname="OpenAI-Project",
            )
        elif k == 4:
            v = f"proj_{m.chars(lo, 10)}"
            d = dict(
                lang="en",
                form="proj_ in a project field",
                value=v,
                text=v,
                where="data",
                key="project",
            )
        elif k == 5:
            v = f"acct_{m.chars(lo, 12)}"
            d = dict(
                lang="en",
                form="acct_ in an account_id field",
                value=v,
                text=v,
                where="data",
                key="account_id",
            )
        elif k == 6:
            v = f"https://api.search-provider.example/v2/accounts/acct_{m.digits(6)}/usage?period=2025-05"
            d = dict(
                lang="en",
                form="acct_ in a URL path",
                value=v,
                text=v,
                where="data",
                key="usage_url",
            )
        elif k == 7:
            v = f"org-{m.chars(A, 24)}"
            d = dict(
                lang="en",
                form="org- in an error message",
                value=v,
                text=f"Rate limit reached for gpt-4o-mini in organization {v} on requests per min (RPM): Limit 500, Used 500.",  # noqa: E501
            )
        elif k == 8:
            v = f"user_{m.chars(A, 27)}"
            d = dict(
                lang="en",
                form="user_ in a user_id field",
                value=v,
                text=v,
                where="data",
                key="user_id",
            )
        elif k == 9:
            v = f"ws_{m.chars(lo, 14)}"
            d = dict(
                lang="en",
                form="ws_ workspace id field",
                value=v,
                text=v,
                where="data",
                key="workspace_id",
            )
        elif k == 10:
            v = f"team_{m.chars(A, 20)}"
            d = dict(
                lang="es",
                form="team_ in a Spanish error",
                value=v,
                text=f"Error 403: el equipo {v} excedió su cuota mensual de búsquedas.",
            )
        elif k == 11:
            v = f"/v1/organizations/org_{m.chars(lo, 16)}/members"
            d = dict(lang="en", form="org_ in a path", value=v, text=f"GET {v} -> 200 (12 ms)")
        elif k == 12:
            v = f"cust_{m.chars(A, 14)}"
            d = dict(
                lang="en",
                form="cust_ customer field",
                value=v,
                text=v,
                where="data",
                key="customer",
            )
        elif k == 13:
            v = m.uuid()
            d = dict(
                lang="en",
                form="uuid in anthropic-organization-id",
                value=v,
                text=v,
                where="header",
                hname="anthropic-organization-id",
            )
        elif k == 14:
            v = f"acc-{m.digits(8)}"
            d = dict(
                lang="es",
                form="acc- in a cuenta_id field",
                value=v,
                text=v,
                where="data",
                key="cuenta_id",
            )
        else:
            v = f"https://dashboard.example-search.com/workspaces/wks_{m.chars(lo, 12)}/api-keys"
            d = dict(
                lang="es",
                form="wks_ in a dashboard URL in prose",
                value=v,
                text=f"Revisa el consumo en {v} antes de renovar.",
            )
        d.update(base)
        out.append(d)
    return out


def all_personal(m: Maker) -> list[dict[str, Any]]:
    return (
        curp(m, 28)
        + rfc(m, 22)
        + nss(m, 14)
        + ine(m, 12)
        + clabe(m, 14)
        + card(m, 16)
        + passport(m, 20)
        + birth(m, 24)
        + address(m, 26)
        + phone(m, 46)
        + whatsapp(m, 10)
        + email(m, 34)
        + email_obf(m, 14)
        + foreign(m, 22)
        + account(m, 52)
    )


_ = PLACES
