# ruff: noqa: E501  (data module: the texts of the items are long one-line strings)
"""Personal data items (label ``personal``): people's identifiers, contacts, dates, addresses,
and provider/account ids (family ``account-id``). All texts written for this corpus."""

from __future__ import annotations

from typing import Any

from ids import Gen, mrz_check, strip_accents

Item = dict[str, Any]


def P(kind: str, lang: str, form: str, value: str, **ch: Any) -> Item:
    return {"label": "personal", "family": "personal", "kind": kind, "lang": lang,
            "form": form, "value": value, **ch}  # fmt: skip


def A(lang: str, form: str, value: str, **ch: Any) -> Item:
    return {"label": "personal", "family": "account-id", "kind": "account-id", "lang": lang,
            "form": form, "value": value, **ch}  # fmt: skip


def _sp(s: str, groups: list[int], sep: str) -> str:
    out, i = [], 0
    for n in groups:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def curps(g: Gen) -> list[Item]:
    out = []
    frames = [
        (
            "es",
            "upper, after 'CURP:'",
            "Solicitante: {n}. CURP: {v}. Trámite de beca Benito Juárez.",
            "solicitante",
        ),
        (
            "es",
            "lower case in prose",
            "la curp de {f} es {v} por si la piden en ventanilla",
            "nota",
        ),
        ("es", "spaced in groups", "{n} — CURP {v} — turno 14", "registro"),
        ("es", "no label, after the name", "{n} ({v}) fue dado de alta en el padrón", "padron"),
        ("es", "mixed case in a chat", "[10:42] ana: te paso la Curp de mi hermano: {v}", "chat"),
        (
            "en",
            "upper, 'Mexican ID (CURP)'",
            "Applicant {n}, Mexican ID (CURP) {v}, visa appointment 3/14.",
            "applicant",
        ),
        ("es", "in a CSV row", "{n};{v};Activo;2023-11-02", "csv_row"),
        ("es", "hyphenated", "Clave Única de Registro de Población de {f}: {v}", "descripcion"),
        ("pt", "upper, in Portuguese", "Documento mexicano (CURP) de {n}: {v}", "observacao"),
        ("es", "in a log line", "INFO validar_curp ok curp={v} usuario={f}", "log"),
        (
            "es",
            "in a form echo",
            "Datos capturados → nombre: {n} | curp: {v} | estado: JAL",
            "form_echo",
        ),
    ]
    for i in range(24):
        lang, form, fr, key = frames[i % len(frames)]
        p = g.person("es")
        v = g.curp(p)
        if "lower" in form:
            v = v.lower()
        elif "spaced" in form:
            v = _sp(v, [4, 6, 6, 2], " ")
        elif "hyphen" in form:
            v = _sp(v, [4, 6, 6, 2], "-")
        elif "mixed" in form:
            v = v[:4].capitalize() + v[4:].lower()
        out.append(
            P("curp", lang, form, v, text=fr.format(n=p["full"], f=p["first"], v=v), key=key)
        )
    p = g.person("es")
    v = g.curp(p)
    out.append(P("curp", "es", "query parameter of a recorded URL", v,
                 url=f"https://tramites.example-gob.mx/consulta?curp={v}&tipo=acta"))  # fmt: skip
    return out


def rfcs(g: Gen) -> list[Item]:
    out = []
    frames = [
        ("es", "upper with homoclave", "Facturar a {n}, RFC {v}, uso CFDI G03", "factura"),
        ("es", "hyphenated", "RFC: {v} ({n})", "datos_fiscales"),
        ("es", "lower case", "mi rfc es {v}, a nombre de {n}", "mensaje"),
        ("es", "spaced", "R.F.C. {v} — persona física, régimen 612", "rfc_nota"),
        ("en", "in English", "Tax ID (RFC) for contractor {n}: {v}", "contractor"),
        (
            "es",
            "in a CFDI log",
            "cfdi.emitir receptor.rfc={v} receptor.nombre={n} total=1160.00",
            "log",
        ),
        ("pt", "Portuguese", "Registro fiscal mexicano (RFC) de {n}: {v}", "observacao"),
    ]
    for i in range(20):
        lang, form, fr, key = frames[i % len(frames)]
        p = g.person("es")
        v = g.rfc(p)
        if "hyphen" in form:
            v = _sp(v, [4, 6, 3], "-")
        elif "lower" in form:
            v = v.lower()
        elif "spaced" in form:
            v = _sp(v, [4, 6, 3], " ")
        out.append(P("rfc", lang, form, v, text=fr.format(n=p["full"], v=v), key=key))
    return out


def nsss(g: Gen) -> list[Item]:
    out = []
    frames = [
        ("es", "11 digits after 'NSS'", "NSS {v} — {n}, alta IMSS 02/2021", "imss"),
        ("es", "grouped with hyphens", "Número de Seguridad Social de {f}: {v}", "nss"),
        ("es", "spaced", "{n}, no. de afiliación {v}", "afiliacion"),
        ("es", "in a payroll CSV row", "{n},{v},Operador,8500.00", "nomina_csv"),
        (
            "en",
            "English, 'social security number (IMSS)'",
            "{n}'s IMSS social security number is {v}.",
            "employee",
        ),
    ]
    for i in range(16):
        lang, form, fr, key = frames[i % len(frames)]
        p = g.person("es")
        v = g.nss()
        if "hyphen" in form:
            v = _sp(v, [2, 2, 2, 4, 1], "-")
        elif "spaced" in form:
            v = _sp(v, [2, 2, 2, 4, 1], " ")
        out.append(P("nss", lang, form, v, text=fr.format(n=p["full"], f=p["first"], v=v), key=key))
    return out


def ines(g: Gen) -> list[Item]:
    out = []
    for i in range(16):
        p = g.person("es")
        k = i % 4
        if k == 0:
            v = g.ine_clave(p)
            t, form = f"Clave de elector de {p['full']}: {v}", "clave de elector, 18 chars"
        elif k == 1:
            v = g.ine_clave(p).lower()
            t, form = (
                f"credencial ine de {p['first']} clave {v} vigencia 2029",
                "clave de elector, lower case",
            )
        elif k == 2:
            v = "".join(str(g.r.randint(0, 9)) for _ in range(9))
            t, form = f"INE de {p['full']}, CIC {v}, sección 1523", "INE CIC (9 digits) with label"
        else:
            v = "".join(str(g.r.randint(0, 9)) for _ in range(13))
            t, form = f"{p['full']} — IFE/INE OCR {v}", "INE OCR (13 digits) with label"
        out.append(P("ine", "es", form, v, text=t, key="identificacion"))
    return out


def clabes(g: Gen) -> list[Item]:
    out = []
    frames = [
        (
            "es",
            "18 digits, 'mi CLABE'",
            "Para el reembolso: mi CLABE es {v} (BBVA), a nombre de {n}.",
            "reembolso",
        ),
        ("es", "grouped 3-3-11-1", "Depositar a {n}, CLABE {v}", "deposito"),
        ("es", "spaced 4-4-4-4-2", "cuenta clabe de {f}: {v} — gracias!", "chat"),
        ("en", "English, payout details", "Payout to {n}, CLABE {v}, reference INV-2291", "payout"),
        ("es", "in a CSV row of a payroll", "{n},{v},quincenal", "dispersion_csv"),
        ("pt", "Portuguese", "Dados bancários de {n} no México: CLABE {v}", "dados"),
    ]
    for i in range(18):
        lang, form, fr, key = frames[i % len(frames)]
        p = g.person("es")
        v = g.clabe()
        if "3-3-11-1" in form:
            v = _sp(v, [3, 3, 11, 1], " ")
        elif "4-4-4-4-2" in form:
            v = _sp(v, [4, 4, 4, 4, 2], " ")
        out.append(
            P("clabe", lang, form, v, text=fr.format(n=p["full"], f=p["first"], v=v), key=key)
        )
    return out


def cards(g: Gen) -> list[Item]:
    out = []
    frames = [
        ("es", "visa, spaced", "Cargo a la tarjeta {v} de {n}, vence 08/27", "pago", "visa", " "),
        ("es", "mastercard, hyphens", "tarjeta {v} (titular {n})", "nota", "mc", "-"),
        ("en", "amex 4-6-5", "Card on file for {n}: {v}", "billing", "amex", "amex"),
        (
            "es",
            "visa, no separators, in a log",
            "ERROR pago rechazado pan={v} titular={f}",
            "log",
            "visa",
            "",
        ),
        (
            "pt",
            "mastercard, Portuguese",
            "Cartão de crédito de {n}: {v}, validade 11/26",
            "pagamento",
            "mc",
            " ",
        ),
        (
            "es",
            "visa, dots",
            "Mi tarjeta es la {v}, ¿me pueden hacer el cargo?",
            "mensaje",
            "visa",
            ".",
        ),
    ]
    for i in range(18):
        lang, form, fr, key, brand, sep = frames[i % len(frames)]
        p = g.person(lang)
        v = g.card("amex" if brand == "amex" else brand)
        v = _sp(v, [4, 6, 5], " ") if sep == "amex" else _sp(v, [4, 4, 4, 4], sep)
        out.append(
            P("card", lang, form, v, text=fr.format(n=p["full"], f=p["first"], v=v), key=key)
        )
    return out


def passports(g: Gen) -> list[Item]:
    out = []
    for i in range(22):
        k = i % 8
        p = g.person("es")
        if k == 0:
            v = g.passport_mx()
            t, lang, form = (
                f"Pasaporte mexicano de {p['full']}: {v}, vigente hasta 2031",
                "es",
                "MX letter + 8 digits",
            )
        elif k == 1:
            v = g.passport_mx().lower()
            t, lang, form = f"no. de pasaporte {v} ({p['first']})", "es", "MX, lower case"
        elif k == 2:
            v = "".join(str(g.r.randint(0, 9)) for _ in range(9))
            pe = g.person("en")
            t, lang, form = f"{pe['full']}, US passport no. {v}, issued 2019", "en", "US 9 digits"
        elif k == 3:
            v = g.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + "".join(
                str(g.r.randint(0, 9)) for _ in range(6)
            )
            t, lang, form = (
                f"Pasaporte español de {p['full']}: {v}",
                "es",
                "ES 3 letters + 6 digits",
            )
        elif k == 4:
            v = g.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + "".join(
                str(g.r.randint(0, 9)) for _ in range(6)
            )
            pp = g.person("pt")
            t, lang, form = (
                f"Passaporte de {pp['full']}: {v} (emitido pela PF)",
                "pt",
                "BR 2 letters + 6 digits",
            )
        elif k == 5:
            num = g.passport_mx()
            a = strip_accents(p["last"]).upper().replace(" ", "<")
            b = strip_accents(p["first"]).upper().replace(" ", "<")
            dob = p["y"][2:] + p["m"] + p["d"]
            exp = "310415"
            line2 = (num + mrz_check(num) + "MEX" + dob + mrz_check(dob) + ("F" if p["sex"] == "M" else "M")
                     + exp + mrz_check(exp))  # fmt: skip
            line2 = line2 + "<" * (42 - len(line2))
            line2 = line2 + "0" + mrz_check(line2[:10] + line2[13:20] + line2[21:43] + "0")
            v = line2.replace("<", "&lt;")
            line1 = ("P<MEX" + a + "<<" + b + "<" * 44)[:44].replace("<", "&lt;")
            out.append(P("passport", "es", "MRZ second line (number, birth date) in a <pre>", v,
                         html=f"<pre>{line1}\n{v}</pre>"))  # fmt: skip
            continue
        elif k == 6:
            v = g.passport_mx()
            t, lang, form = (
                f"Passport: {v} / Name: {p['full']} / Nationality: MEX",
                "en",
                "MX, English labels",
            )
        else:
            v = "".join(str(g.r.randint(0, 9)) for _ in range(11))
            t, lang, form = (
                f"Pasaporte (formato anterior) núm. {v} de {p['full']}",
                "es",
                "MX old 11 digits",
            )
        out.append(P("passport", lang, form, v, text=t, key="documento"))
    return out


MONTHS_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre"]  # fmt: skip
MONTHS_PT = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
             "setembro", "outubro", "novembro", "dezembro"]  # fmt: skip
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]  # fmt: skip
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def birth_dates(g: Gen) -> list[Item]:
    out = []
    for i in range(26):
        k = i % 9
        lang = "pt" if k == 5 else "en" if k in (3, 7) else "es"
        p = g.person(lang)
        y, m, d = p["y"], int(p["m"]), int(p["d"])
        if k == 0:
            v = f"{d:02d}/{m:02d}/{y}"
            t = f"{p['full']} — Fecha de nacimiento: {v}"
        elif k == 1:
            v = f"{d} de {MONTHS_ES[m - 1]} de {y}"
            t = f"{p['first']} {p['last']} nació el {v} en Celaya, Guanajuato."
        elif k == 2:
            v = f"{y}-{m:02d}-{d:02d}"
            t = f"paciente: {p['full']} | fnac: {v} | sexo: {p['sex']}"
        elif k == 3:
            v = f"{MONTHS_EN[m - 1]} {d}, {y}"
            t = f"{p['full']} (born {v}) joined the team as a contractor."
        elif k == 4:
            v = f"{d}.{ROMAN[m - 1]}.{y}"
            t = f"{p['full']} (n. {v}), vecina de Oaxaca de Juárez"
        elif k == 5:
            v = f"{d:02d}/{m:02d}/{y}"
            t = f"{p['full']}, data de nascimento {v}, natural de Recife"
        elif k == 6:
            v = f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}"
            t = f"F. NAC. {v} — {p['full'].upper()}"
        elif k == 7:
            v = f"{m:02d}/{d:02d}/{y[2:]}"
            t = f"Name: {p['full']}  DOB {v}  Member since 2017"
        else:
            v = f"{d} {MONTHS_ES[m - 1]} {y}"
            t = f"Cumpleaños de {p['first']} {p['last']}: {v} (cumple {2025 - int(y)})"
        out.append(P("birth-date", lang, ["dd/mm/yyyy", "long Spanish", "ISO", "US long",
                     "roman month", "pt dd/mm/yyyy", "dd-MMM-yyyy caps", "US mm/dd/yy",
                     "d month yyyy no 'de'"][k], v, text=t, key="perfil"))  # fmt: skip
    return out


COLONIAS = [("Santa María la Ribera", "06400", "Cuauhtémoc", "Ciudad de México"),
            ("Chapalita", "45040", "Zapopan", "Jalisco"),
            ("Mitras Centro", "64460", "Monterrey", "N.L."),
            ("Jardines de la Hacienda", "76180", "Querétaro", "Qro."),
            ("Infonavit El Rosario", "02100", "Azcapotzalco", "CDMX"),
            ("Fracc. Las Américas", "55076", "Ecatepec de Morelos", "Edo. Méx."),
            ("Barrio de Jalatlaco", "68080", "Oaxaca de Juárez", "Oax."),
            ("San Benito", "83190", "Hermosillo", "Sonora")]  # fmt: skip
STREETS = ["Calle Sabino", "Av. Revolución", "Privada Los Pinos", "Cerrada de Tulipanes",
           "Andador 7", "Calz. de Tlalpan", "Retorno 3 de Cedros", "Prol. Hidalgo"]  # fmt: skip


def home_addresses(g: Gen) -> list[Item]:
    out = []
    for i in range(26):
        k = i % 8
        p = g.person("es")
        col, cp, mun, edo = COLONIAS[i % len(COLONIAS)]
        st = STREETS[(i * 3) % len(STREETS)]
        n = g.r.randint(3, 980)
        lang = "es"
        if k == 0:
            v = f"{st} {n}, int. {g.r.randint(1, 12)}, Col. {col}, C.P. {cp}, {mun}, {edo}"
            t = f"Domicilio particular de {p['full']}: {v}"
        elif k == 1:
            v = f"{st.lower()} #{n} col {col.lower()} cp {cp}"
            t = f"{p['first']} vive en {v}, frente a la tienda"
        elif k == 2:
            v = f"Mz {g.r.randint(1, 40)} Lt {g.r.randint(1, 30)}, {col}, {cp} {mun}"
            t = f"Entregar a {p['full']} en {v} (tocar fuerte)"
        elif k == 3:
            lang = "en"
            pe = g.person("en")
            v = f"{g.r.randint(100, 9999)} Maple Ridge Dr, Apt {g.r.randint(1, 30)}B, Austin, TX 787{g.r.randint(10, 99)}"
            t = f"{pe['full']}'s home address: {v}"
        elif k == 4:
            lang = "pt"
            pp = g.person("pt")
            v = f"Rua das Acácias, {n}, apto {g.r.randint(11, 204)}, Bairro Savassi, CEP 30140-{g.r.randint(100, 999)}, Belo Horizonte - MG"
            t = f"Endereço residencial de {pp['full']}: {v}"
        elif k == 5:
            v = f"Av. Rivadavia {g.r.randint(1000, 9999)}, {g.r.randint(1, 9)}° {g.r.choice('ABCD')}, C1406, CABA"
            t = f"Domicilio real de {p['full']} (DNI en trámite): {v}"
        elif k == 6:
            v = f"C/ de Blasco de Garay {n}, {g.r.randint(1, 6)}º izq., 28015 Madrid"
            t = f"Dirección de {p['first']} {p['last']}: {v}"
        else:
            v = f"{st.upper()} NO. {n} INT. {g.r.randint(1, 9)} COL. {col.upper()} C.P. {cp}"
            t = f"DOMICILIO: {v} — PROPIETARIO: {p['full'].upper()}"
        out.append(P("home-address", lang, ["MX full with int./Col./C.P.", "MX lower, #, no dots",
                     "MX manzana/lote", "US street address", "BR endereço with CEP",
                     "AR domicilio real", "ES calle with piso", "MX all caps"][k], v, text=t,
                     key="domicilio"))  # fmt: skip
    return out


def phones(g: Gen) -> list[Item]:
    out = []
    notations = [
        ("+52 AA NNNN NNNN", lambda a, n: f"+52 {a} {n[len(a) : -4]} {n[-4:]}"),
        ("+52 1 AA ...", lambda a, n: f"+52 1 {a} {n[len(a) : -4]} {n[-4:]}"),
        ("044 AA ...", lambda a, n: f"044 {a} {n[len(a) : -4]} {n[-4:]}"),
        ("045 AA ...", lambda a, n: f"045 {a} {n[len(a) :]}"),
        ("(AA) NNNN-NNNN", lambda a, n: f"({a}) {n[len(a) : -4]}-{n[-4:]}"),
        ("AA.NNNN.NNNN", lambda a, n: f"{a}.{n[len(a) : -4]}.{n[-4:]}"),
        ("bare 10 digits", lambda a, n: n),
        ("pairs 55 12 34 56 78", lambda a, n: " ".join(n[i : i + 2] for i in range(0, 10, 2))),
        ("+52-AA-NNN-NNNN", lambda a, n: f"+52-{a}-{n[len(a) : -4]}-{n[-4:]}"),
        ("0052 AANNNNNNNN", lambda a, n: f"0052 {n}"),
        ("+52 (AA) NNNN NNNN", lambda a, n: f"+52 ({a}) {n[len(a) : -4]} {n[-4:]}"),
        ("+521 compact", lambda a, n: f"+521{n}"),
        ("AA-NN-NN-NN-NN dashes", lambda a, n: "-".join(n[i : i + 2] for i in range(0, 10, 2))),
    ]
    frames = [
        ("es", "Comunícate con {n} al {v}", "contacto"),
        ("es", "{n} {v}", "fila"),
        ("es", "Cel. {v} ({f}, mamá de Sofía)", "tutor"),
        ("es", "mi número es {v}, mándame whats", "chat"),
        ("es", "Tel. particular de {n}: {v}", "telefono"),
        ("en", "Reach {n} on her mobile, {v}.", "note"),
        ("pt", "O celular do {f} no México é {v}", "recado"),
        ("es", "Llámame al {v} después de las 6 — {f}", "mensaje"),
        ("es", "Vendo bici rodada 26, informes con {f} al {v}", "anuncio"),
        ("es", "{n} | móvil {v} | asistente", "asistente_csv"),
    ]
    for i in range(46):
        fname, fn = notations[i % len(notations)]
        lang, fr, key = frames[(i * 7) % len(frames)]
        p = g.person(lang if lang != "pt" else "pt")
        a, n = g.phone()
        v = fn(a, n)
        out.append(
            P("phone", lang, fname, v, text=fr.format(n=p["full"], f=p["first"], v=v), key=key)
        )
    for i in range(8):
        p = g.person("es")
        a, n = g.phone()
        if i % 4 == 0:
            v = f"tel:+52{n}"
            out.append(P("phone", "es", "tel: link", v,
                         html=f'<p>Llamar a <a href="{v}">{p["full"]}</a></p>'))  # fmt: skip
        elif i % 4 == 1:
            v = f"https://wa.me/521{n}"
            out.append(P("phone", "es", "wa.me link", v,
                         html=f'<p><a href="{v}">Escríbele a {p["first"]} por WhatsApp</a></p>'))  # fmt: skip
        elif i % 4 == 2:
            v = f"https://api.whatsapp.com/send?phone=52{n}&amp;text=Hola%20{strip_accents(p['first'])}"
            out.append(P("phone", "es", "api.whatsapp.com link with query", v,
                         html=f'<div><a href="{v}">WhatsApp de {p["first"]} {p["last"]}</a></div>'))  # fmt: skip
        else:
            v = f"+52{n}"
            out.append(P("phone", "es", "E.164 in a JSON contact field", v,
                         field=("titular_celular", v)))  # fmt: skip
    return out


DOMAINS = ["gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx",
           "icloud.com", "live.com.mx", "protonmail.com"]  # fmt: skip


def emails(g: Gen) -> list[Item]:
    out = []
    for i in range(46):
        k = i % 12
        lang = "pt" if k == 9 else "en" if k == 10 else "es"
        p = g.person(lang)
        d = DOMAINS[i % len(DOMAINS)]
        first = p["first"].split()[0].lower()
        last = p["last"].lower().replace("'", "")
        plain = strip_accents(first) + "." + strip_accents(last)
        yy = p["y"][2:]
        if k == 0:
            v = f"{first}.{last}@{d}"
            t, form = f"Escríbele a {p['first']}: {v}", "accented local part"
        elif k == 1:
            v = f"{plain}{yy}@{d}".upper()
            t, form = f"CORREO: {v}", "upper case"
        elif k == 2:
            v = f"mailto:{plain}@{d}?subject=Cotizaci%C3%B3n&amp;cc={strip_accents(first)}{yy}@{DOMAINS[(i + 1) % 8]}"
            out.append(P("email", lang, "mailto with query (subject, cc)", v,
                         html=f'<p>Contacto: <a href="{v}">{p["full"]}</a></p>'))  # fmt: skip
            continue
        elif k == 3:
            v = f"{plain} [arroba] {d.split('.')[0]} [punto] {'.'.join(d.split('.')[1:])}"
            t, form = f"mi correo es {v}", "obfuscated [arroba] [punto]"
        elif k == 4:
            v = f"{strip_accents(first)}{yy}(at){d.split('.')[0]}(dot){d.split('.', 1)[1]}"
            t, form = f"{p['full']} — {v}", "obfuscated (at)(dot)"
        elif k == 5:
            v = f"{strip_accents(first)} punto {strip_accents(last)} arroba {d.split('.')[0]} punto com"
            t, form = f"mándalo a {v}", "spelled out in words"
        elif k == 6:
            v = f"{strip_accents(first)}_{strip_accents(last)}{g.r.randint(1, 99)}@{d}"
            t, form = f"{p['full']} <{v}>", "name <address> header form"
        elif k == 7:
            v = f"{plain}+facturas@{d}"
            t, form = f"Enviar XML y PDF a {v} ({p['first']})", "plus-addressing"
        elif k == 8:
            v = f"{strip_accents(first)}.{strip_accents(last)}@{d}"
            out.append(P("email", lang, "mailto href, different link text", v,
                         html=f'<p>Informes con <a href="mailto:{v}">{p["first"]}</a></p>'))  # fmt: skip
            continue
        elif k == 9:
            v = f"{first}.{last}@uol.com.br"
            t, form = f"E-mail pessoal de {p['full']}: {v}", "pt accented local part"
        elif k == 10:
            v = f"{strip_accents(first)}.{strip_accents(last)} at gmail dot com"
            t, form = f"ping {p['first']} at {v}", "English 'at ... dot'"
        else:
            v = f"{first}ñ{yy}@correo.{d}"
            t, form = f"Correo personal: {v}", "ñ local part, subdomain"
        out.append(P("email", lang, form, v, text=t, key="correo"))
    return out


def other_ids(g: Gen) -> list[Item]:
    out = []
    for i in range(15):
        k = i % 5
        if k == 0:
            p = g.person("pt")
            v = g.cpf()
            out.append(
                P("cpf", "pt", "CPF formatted", v, text=f"{p['full']}, CPF {v}", key="cliente")
            )
        elif k == 1:
            p = g.person("es")
            v = g.dni_es()
            out.append(P("dni-es", "es", "Spanish DNI with letter", v, text=f"D./Dña. {p['full']}, con DNI {v}, mayor de edad", key="titular"))  # fmt: skip
        elif k == 2:
            p = g.person("es")
            v = g.rut_cl()
            out.append(P("rut-cl", "es", "Chilean RUT (persona natural)", v, text=f"RUT {v} — {p['full']}", key="beneficiario"))  # fmt: skip
        elif k == 3:
            p = g.person("es")
            v = f"{g.r.randint(20, 45)}.{g.r.randint(100, 999)}.{g.r.randint(100, 999)}"
            out.append(P("dni-ar", "es", "Argentine DNI with dots", v, text=f"{p['full']}, DNI {v}, domiciliada en Rosario", key="datos"))  # fmt: skip
        else:
            p = g.person("pt")
            v = g.cpf().replace(".", "").replace("-", "")
            out.append(P("cpf", "pt", "CPF digits only", v, text=f"cpf do titular ({p['first']}): {v}", key="log"))  # fmt: skip
    return out


def accounts(g: Gen) -> list[Item]:
    out = []
    r = g.r
    for i in range(46):
        k = i % 16
        if k == 0:
            v = "acct_" + g.chars(
                "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 16
            )
            out.append(A("en", "Stripe-Account header", v, header=("Stripe-Account", v)))
        elif k == 1:
            v = "org-" + g.chars(
                "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 24
            )
            out.append(A("en", "OpenAI-Organization header", v, header=("OpenAI-Organization", v)))
        elif k == 2:
            v = "proj_" + g.chars(
                "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 24
            )
            out.append(A("en", "project field in a body", v, field=("project", v)))
        elif k == 3:
            v = g.hexs(32)
            out.append(A("en", "Cloudflare account id in a URL path", v,
                         url=f"https://api.cloudflare.com/client/v4/accounts/{v}/ai/run/@cf/meta/llama-3-8b-instruct"))  # fmt: skip
        elif k == 4:
            v = g.uuid()
            out.append(A("en", "Azure subscription id in a URL path", v,
                         url=f"https://management.azure.com/subscriptions/{v}/resourceGroups/rg-search/providers/Microsoft.Search/searchServices/buscador?api-version=2023-11-01"))  # fmt: skip
        elif k == 5:
            v = f"cust-{r.randint(10000, 99999)}"
            out.append(A("es", "x-account header, short numeric", v, header=("x-account", v)))
        elif k == 6:
            v = f"{r.randint(100000000000, 999999999999)}"
            out.append(A("en", "AWS account id in an ARN", v,
                         field=("role_arn", f"arn:aws:iam::{v}:role/bench-recorder")))  # fmt: skip
        elif k == 7:
            v = "ws_" + g.chars("0123456789abcdefghijklmnopqrstuvwxyz", 12)
            out.append(A("en", "workspace id in a URL path", v,
                         url=f"https://api.searchco.example/v2/workspaces/{v}/queries?limit=10"))  # fmt: skip
        elif k == 8:
            v = "T0" + g.chars("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", 8)
            out.append(A("en", "Slack team_id body field", v, field=("team_id", v)))
        elif k == 9:
            v = "cus_" + g.chars(
                "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 14
            )
            out.append(A("es", "customer id in a log line", v,
                         text=f"2024-05-02T10:11:09Z INFO cobro creado customer={v} monto=499.00 MXN", key="log"))  # fmt: skip
        elif k == 10:
            v = (
                g.chars("0123456789ABCDEF", 6)
                + "-"
                + g.chars("0123456789ABCDEF", 6)
                + "-"
                + g.chars("0123456789ABCDEF", 6)
            )
            out.append(A("en", "GCP billing account id", v, field=("billingAccount", v)))
        elif k == 11:
            v = "user_" + g.chars(
                "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 27
            )
            out.append(A("en", "user id in a URL path", v,
                         url=f"https://api.clerk.example/v1/users/{v}/organization_memberships"))  # fmt: skip
        elif k == 12:
            v = f"tnt-{g.hexs(10)}"
            out.append(A("es", "tenant header, invented SaaS", v, header=("X-Tenant-Id", v)))
        elif k == 13:
            v = f"{r.randint(1000, 9999)}"
            out.append(A("es", "short numeric account id in a URL path", v,
                         url=f"https://api.buscamx.example/cuentas/{v}/consumo?mes=2024-05"))  # fmt: skip
        elif k == 14:
            v = g.uuid()
            out.append(A("en", "anthropic-organization-id header (uuid)", v,
                         header=("anthropic-organization-id", v)))  # fmt: skip
        else:
            v = f"my-search-project-{r.randint(100000, 999999)}"
            out.append(A("en", "x-goog-user-project header", v, header=("x-goog-user-project", v)))
    return out


def all_personal(g: Gen) -> list[Item]:
    return (curps(g) + rfcs(g) + nsss(g) + ines(g) + clabes(g) + cards(g) + passports(g)
            + birth_dates(g) + home_addresses(g) + phones(g) + emails(g) + other_ids(g)
            + accounts(g))  # fmt: skip
