# ruff: noqa: E501, E731, SIM108, RUF059
"""Personal data and provider account ids, written for corpus 13 (label ``personal``)."""

from __future__ import annotations

import random
import string

import ids

FIRST = [
    "María Fernanda",
    "José Luis",
    "Guadalupe",
    "Juan Carlos",
    "Ximena",
    "Itzel",
    "Rodrigo",
    "Ana Sofía",
    "Héctor",
    "Brenda",
    "Emiliano",
    "Citlali",
    "Óscar",
    "Valeria",
    "Joaquín",
    "Mariana",
    "Saúl",
    "Renata",
    "Iñaki",
    "Dulce María",
    "Fabián",
    "Araceli",
    "Rubén",
    "Nayeli",
]
LAST = [
    "Hernández Ávila",
    "Zúñiga Peña",
    "Castañeda Ruiz",
    "Ortega Salinas",
    "Villaseñor Loera",
    "Méndez Tapia",
    "Rosales Íñiguez",
    "Cervantes Lugo",
    "Arriaga Montes",
    "Quintero Bravo",
    "Ibáñez Solís",
    "Trejo Gallardo",
    "Paredes Olvera",
    "Nava Bustos",
    "Escobedo Luna",
]
PT_NAMES = [
    "João Pedro Albuquerque",
    "Ana Beatriz Figueiredo",
    "Luíza Caldeira",
    "Thiago Monteiro Nunes",
]
EN_NAMES = ["Rebecca Thornton", "Daniel O'Hara", "Priya Raman", "Marcus Feld"]
COLONIAS = [
    "Col. Del Valle Centro",
    "Col. Santa María la Ribera",
    "Fracc. Las Águilas",
    "Col. Jardines del Bosque",
    "Col. Mitras Centro",
    "Barrio de San Miguel",
    "Col. Obrera",
    "Unidad Hab. Tlatelolco",
]
CALLES = [
    "Calle Fresno",
    "Av. Tepeyac",
    "Privada Olivo",
    "Cerrada de Nogal",
    "Andador Colibrí",
    "Calz. de Tlalpan",
    "Retorno 14 de Cecilio Robelo",
    "Callejón del Sapo",
]
MUNI = [
    "Benito Juárez, CDMX",
    "Zapopan, Jal.",
    "San Nicolás de los Garza, N.L.",
    "Tlaquepaque, Jalisco",
    "Celaya, Gto.",
    "Ecatepec de Morelos, Edo. Méx.",
    "Mérida, Yuc.",
    "Puebla, Pue.",
]
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


def E(kind, lang, form, value, text, where="any", key="note", family="personal"):
    if where == "any" and any(t in text for t in ("&amp;", "&lt;", "&#", "<a ")):
        where = "html"
    return {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "where": where,
        "key": key,
    }


def name(rng):
    return rng.choice(FIRST) + " " + rng.choice(LAST)


def mx_mobile(rng):
    area = rng.choice(["55", "33", "81", "461", "222", "442", "999", "656", "477", "614"])
    rest = ids.rs(rng, 10 - len(area), "0123456789")
    return area, rest


def phones(rng):
    out = []

    def p():
        a, r = mx_mobile(rng)
        return a, r, a + r

    for i in range(48):
        n = name(rng)
        a, r, d = p()
        first = n.split()[0]
        forms = [
            (
                "es",
                "+52 1 with spaces in a sentence",
                f"+52 1 {a} {r[: 4 - len(a) + 2]} {r[4 - len(a) + 2 :]}",
                "Mi cel es el {v}, márcale a {n} después de las 6",
            ),
            (
                "es",
                "044 prefix, parentheses",
                f"044 ({a}) {r[: len(r) - 4]}-{r[-4:]}",
                "Recados para {n}: {v}",
            ),
            ("es", "045 prefix dotted", f"045.{a}.{r[: len(r) - 4]}.{r[-4:]}", "{n} (foráneo) {v}"),
            (
                "es",
                "parentheses and hyphen",
                f"({a}) {r[: len(r) - 4]}-{r[-4:]}",
                "Contacto del inquilino {n}: {v}",
            ),
            ("es", "dotted 10 digits", f"{a}.{r[: len(r) - 4]}.{r[-4:]}", "{n} — whats {v}"),
            ("es", "bare 10 digits after a name", d, "{n} {v}"),
            (
                "es",
                "bare 10 digits, first person",
                d,
                "Si necesitan algo, llámenme al {v}, soy {f}",
            ),
            ("es", "bare 10 digits, personal label", d, "Celular personal: {v}"),
            ("es", "tel: link with +52 1", f"tel:+521{d}", '<a href="{v}">Llamar a {n}</a>'),
            ("es", "wa.me link", f"https://wa.me/521{d}", "Escríbele a {n} por WhatsApp: {v}"),
            (
                "es",
                "api.whatsapp.com send link with text",
                f"https://api.whatsapp.com/send?phone=52{d}&amp;text=Hola%20{first}",
                '<a href="{v}">WhatsApp de {f}</a>',
            ),
            ("es", "+52 no spaces", f"+52{d}", "Tel. casa de {n}: {v}"),
            ("es", "+52 with hyphens", f"+52-{a}-{r[: len(r) - 4]}-{r[-4:]}", "Móvil {n} {v}"),
            (
                "es",
                "0052 international prefix",
                f"00 52 {a} {r[: len(r) - 4]} {r[-4:]}",
                "Desde EUA marquen a {f} al {v}",
            ),
            (
                "es",
                "spaced pairs",
                " ".join([d[i : i + 2] for i in range(0, 10, 2)]),
                "Cel. de la Sra. {n}: {v}",
            ),
            ("es", "CSV row name,phone", d, "{n},{v},cliente frecuente"),
            (
                "en",
                "chat message, first person",
                f"+52 {a} {r}",
                "[10:42] {f}: my number is {v} text me when you land",
            ),
            (
                "en",
                "JSON-ish log field",
                f"+52{a}{r}",
                'INFO sms.send to={v} name="{n}" status=queued',
            ),
            (
                "pt",
                "Brazilian mobile of a person",
                f"+55 11 9{ids.rs(rng, 4, '0123456789')}-{ids.rs(rng, 4, '0123456789')}",
                "Meu celular é {v}, {n}",
            ),
            (
                "pt",
                "Brazilian mobile parentheses",
                f"(21) 9{ids.rs(rng, 4, '0123456789')}-{ids.rs(rng, 4, '0123456789')}",
                "Contato pessoal de {n}: {v}",
            ),
            (
                "es",
                "unicode hyphen and NBSP",
                f"{a}\u2011{r[: len(r) - 4]}\u2011{r[-4:]}",
                "Tel. particular de {n}: {v}",
            ),
            (
                "en",
                "Twilio-style E.164 in a webhook log",
                f"+521{d}",
                "POST /sms From={v}&amp;Body=Soy {f}, confirmo cita",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        if lang == "pt":
            n = rng.choice(PT_NAMES)
        text = tmpl.format(v=v, n=n, f=first)
        html = "<a href" in tmpl
        out.append(E("phone", lang, form, v, text, where="html" if html else "any", key="contact"))
    return out


def emails(rng):
    out = []
    doms = [
        "hotmail.com",
        "gmail.com",
        "yahoo.com.mx",
        "outlook.es",
        "prodigy.net.mx",
        "icloud.com",
        "live.com.mx",
        "uol.com.br",
    ]
    locals_ = [
        "josé.martínez",
        "maría.peña",
        "núñez.ale",
        "ÑANDÚ.TORRES",
        "GUADALUPE.RIOS84",
        "iñigo_sáenz",
        "ana.paula+facturas",
        "juan.o'neill",
        "dulce_maría1990",
        "Rodrigo.Zúñiga",
        "çeci.lima",
        "xime.gz",
    ]
    for i in range(30):
        n = name(rng)
        loc = locals_[i % len(locals_)]
        dom = doms[i % len(doms)]
        e = f"{loc}@{dom}"
        forms = [
            ("es", "accented local part in a sentence", e, "Escríbele a {n} a {v}"),
            ("es", "upper-case address", e.upper(), "CORREO DEL TITULAR: {v}"),
            (
                "es",
                "mailto with subject and cc query",
                f"mailto:{e}?subject=Cotizaci%C3%B3n&amp;cc=otra.persona@gmail.com",
                '<a href="{v}">{n}</a>',
            ),
            ("en", "From header quoted in a log", e, "smtp: MAIL FROM:&lt;{v}&gt; ({n})"),
            ("es", "CSV row", e, "{n};{v};Zapopan"),
            ("pt", "Portuguese sentence", e, "O e-mail pessoal do cliente é {v}"),
            ("es", "angle brackets display name", e, "{n} &lt;{v}&gt;"),
            ("en", "mixed case", e[:3].upper() + e[3:], "reply-to: {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        html = "<a href" in tmpl
        text = tmpl.format(v=v, n=n)
        if "&lt;" in text or "&amp;" in v:
            where = "html"
        else:
            where = "html" if html else "any"
        out.append(E("email", lang, form, v, text, where=where, key="contacto"))
    obf = [
        (
            "es",
            "[arroba] [punto]",
            "lupita.mendez [arroba] gmail [punto] com",
            "Mándale tu CV a {v}",
        ),
        ("es", "(arroba) (punto)", "beto_ruiz(arroba)hotmail(punto)com", "Dudas con {n}: {v}"),
        ("en", "[at] [dot]", "priya.raman [at] gmail [dot] com", "ping me at {v}"),
        ("en", "AT DOT capitals", "marcus.feld AT outlook DOT com", "email: {v}"),
        (
            "es",
            "arroba word with spaces",
            "ximena.gz arroba yahoo punto com punto mx",
            "mi correo es {v}",
        ),
        ("pt", "arroba ponto pt", "luiza.caldeira arroba gmail ponto com", "meu e-mail: {v}"),
        ("es", "@ replaced with (at)", "jl.hernandez(at)prodigy.net.mx", "{n} {v}"),
        ("es", "spaced letters", "c a r l o s . t r e j o @ g m a i l . c o m", "escríbeme: {v}"),
        ("en", "{at} {dot} braces", "rebecca.t{at}icloud{dot}com", "contact {n}: {v}"),
        ("es", "html entity @", "saul.nava&#64;gmail.com", "Correo: {v}"),
        (
            "es",
            "arroba símbolo with spaces",
            "renata.olvera @ gmail . com",
            "Si quieren comprar, a {v}",
        ),
        ("pt", "[arroba] com.br", "thiago.nunes[arroba]uol[ponto]com[ponto]br", "fale comigo: {v}"),
        (
            "es",
            "reversed instruction",
            "nayeli.bustos en gmail",
            "Búscame como {v} (ya sabes el resto)",
        ),
        ("en", "dot-at words no spaces", "dan.ohara-at-gmail-dot-com", "my personal: {v}"),
    ]
    for lang, form, v, tmpl in obf:
        out.append(
            E(
                "email-obfuscated",
                lang,
                form,
                v,
                tmpl.format(v=v, n=name(rng)),
                where="html" if "&#64;" in v else "any",
                key="contacto",
            )
        )
    return out


def identifiers(rng):
    out = []
    for i in range(26):
        n = name(rng)
        c = ids.curp(rng)
        forms = [
            ("es", "plain after label", c, "CURP: {v}"),
            ("es", "lower case", c.lower(), "curp {v} de {n}"),
            (
                "es",
                "spaced groups",
                f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
                "CURP del alumno {n}: {v}",
            ),
            ("es", "hyphenated groups", f"{c[:4]}-{c[4:10]}-{c[10:]}", "Clave única: {v}"),
            ("es", "CSV row", c, "{n},{v},Aprobado"),
            ("es", "query string", f"curp={c}", "GET /api/v2/tramites?{v}&amp;tipo=acta 200"),
            ("en", "JSON-ish log", c, "user.kyc curp={v} verified=true"),
            ("es", "mixed case", c[:9].lower() + c[9:], "mi curp es {v}"),
            ("es", "dotted", ".".join([c[:4], c[4:10], c[10:]]), "CURP {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(
            E(
                "curp",
                lang,
                form,
                v,
                tmpl.format(v=v, n=n),
                where="html" if "&amp;" in tmpl else "any",
                key="dato",
            )
        )
    for i in range(22):
        r = ids.rfc_fisica(rng)
        n = name(rng)
        forms = [
            ("es", "after RFC label", r, "RFC: {v} ({n})"),
            ("es", "hyphenated", f"{r[:4]}-{r[4:10]}-{r[10:]}", "Facturar a {n}, RFC {v}"),
            ("es", "lower case", r.lower(), "rfc {v}"),
            ("es", "spaced", f"{r[:4]} {r[4:10]} {r[10:]}", "Datos fiscales de {n}: {v}"),
            ("en", "log field", r, "cfdi.emit receptor_rfc={v} uso=G03"),
            ("es", "XML attribute in text", r, '&lt;cfdi:Receptor Rfc="{v}" Nombre="{n}"/&gt;'),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(
            E(
                "rfc-persona-fisica",
                lang,
                form,
                v,
                tmpl.format(v=v, n=n),
                where="html" if "&lt;" in tmpl else "any",
                key="fiscal",
            )
        )
    for i in range(14):
        s = ids.nss(rng)
        forms = [
            ("es", "NSS label", s, "NSS: {v}"),
            (
                "es",
                "hyphenated",
                f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}",
                "Número de seguridad social de {n}: {v}",
            ),
            ("es", "spaced", f"{s[:4]} {s[4:8]} {s[8:]}", "IMSS {n} {v}"),
            ("en", "form field", s, "employee.imss_nss={v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(E("nss", lang, form, v, tmpl.format(v=v, n=name(rng)), key="imss"))
    for i in range(12):
        n = name(rng)
        up = lambda s: "".join(ch for ch in s.upper() if ch.isalpha())[:2]
        parts = n.split()
        k = (up(parts[-2]) + up(parts[-1]) + up(parts[0]))[:6]
        k = k.translate(str.maketrans("ÁÉÍÓÚÑ", "AEIOUX")).ljust(6, "X")
        k += f"{rng.randint(60, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(1, 32):02d}{rng.choice('HM')}{rng.randint(100, 999)}"
        forms = [
            ("es", "clave de elector label", k, "Clave de elector: {v}"),
            ("es", "lower case", k.lower(), "INE {n} clave {v}"),
            ("es", "spaced", f"{k[:6]} {k[6:14]} {k[14:]}", "Credencial para votar de {n}: {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(E("ine-clave-elector", lang, form, v, tmpl.format(v=v, n=n), key="ine"))
    for i in range(14):
        n = name(rng)
        c = ids.clabe(rng)
        forms = [
            ("es", "CLABE label", c, "Deposita a {n}, CLABE {v}"),
            ("es", "spaced groups", f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "Mi CLABE: {v}"),
            ("es", "hyphenated", f"{c[:3]}-{c[3:6]}-{c[6:]}", "Transferencia a {n} {v}"),
            ("en", "payout log", c, 'payout beneficiary="{n}" clabe={v}'),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(E("clabe", lang, form, v, tmpl.format(v=v, n=n), key="pago"))
    for i in range(14):
        n = name(rng)
        pre, ln = [
            ("4", 16),
            ("51", 16),
            ("2223", 16),
            ("37", 15),
            ("506199", 16),
            ("4152", 16),
            ("5579", 16),
        ][i % 7]
        c = ids.card(rng, pre, ln)
        if ln == 15:
            sp = f"{c[:4]} {c[4:10]} {c[10:]}"
        else:
            sp = " ".join(c[j : j + 4] for j in range(0, 16, 4))
        forms = [
            ("es", "spaced groups", sp, "Tarjeta de {n}: {v} vence 09/28"),
            ("es", "bare digits", c, "pago rechazado tarjeta={v} titular={n}"),
            ("en", "hyphen groups", sp.replace(" ", "-"), "card on file for {n}: {v}"),
            ("pt", "cartão", sp, "Cartão do cliente {n}: {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(E("card", lang, form, v, tmpl.format(v=v, n=n), key="pago"))
    for i in range(6):
        n = rng.choice(PT_NAMES)
        c = ids.cpf(rng)
        v = c if i % 2 == 0 else c.replace(".", "").replace("-", "")
        out.append(
            E(
                "cpf",
                "pt",
                "Brazilian CPF of a person" + (" bare" if i % 2 else ""),
                v,
                f"CPF de {n}: {v}",
                key="documento",
            )
        )
    return out


def passports(rng):
    out = []
    forms = [
        (
            "es",
            "Mexican passport letter+8",
            lambda: "G" + ids.rs(rng, 8, string.digits),
            "Pasaporte de {n}: {v}",
        ),
        (
            "es",
            "Mexican passport N-series",
            lambda: "N" + ids.rs(rng, 8, string.digits),
            "No. de pasaporte {v} ({n})",
        ),
        (
            "es",
            "lower case mx passport",
            lambda: "g" + ids.rs(rng, 8, string.digits),
            "pasaporte mexicano {v}",
        ),
        (
            "en",
            "US passport 9 digits",
            lambda: ids.rs(rng, 9, string.digits),
            "Passport No.: {v} — {n}",
        ),
        (
            "en",
            "UK passport 9 digits",
            lambda: ids.rs(rng, 9, string.digits),
            "traveller {n}, passport number {v}, GBR",
        ),
        (
            "es",
            "Spanish passport 3 letters 6 digits",
            lambda: "PA" + ids.rs(rng, 1, "ABCDEFGHJK") + ids.rs(rng, 6, string.digits),
            "Pasaporte español de {n}: {v}",
        ),
        (
            "pt",
            "Brazilian passport",
            lambda: ids.rs(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + ids.rs(rng, 6, string.digits),
            "Passaporte de {n}: {v}",
        ),
        (
            "es",
            "Colombian passport AX",
            lambda: "AX" + ids.rs(rng, 7, string.digits),
            "pasaporte colombiano del huésped {n}: {v}",
        ),
        (
            "en",
            "Indian passport letter+7",
            lambda: rng.choice("JKLMNPRSTUVZ") + ids.rs(rng, 7, string.digits),
            "PAX {n} / PPT {v}",
        ),
        (
            "es",
            "passport in a booking log",
            lambda: "G" + ids.rs(rng, 8, string.digits),
            "booking.guest passport={v} nombre={n}",
        ),
        (
            "de",
            "German passport C+8 alnum",
            lambda: "C" + ids.rs(rng, 8, "CFGHJKLMNPRTVWXYZ0123456789"),
            "Reisepass-Nr. {v} von {n}",
        ),
        (
            "es",
            "Argentine passport",
            lambda: ids.rs(rng, 8, string.digits) + "N",
            "Pasaporte AR de {n}: {v}",
        ),
        (
            "es",
            "hyphenated passport",
            lambda: "G" + ids.rs(rng, 2, string.digits) + "-" + ids.rs(rng, 6, string.digits),
            "pasaporte: {v}",
        ),
    ]
    for i in range(26):
        lang, form, f, tmpl = forms[i % len(forms)]
        v = f()
        n = rng.choice(EN_NAMES) if lang == "en" else name(rng)
        if lang == "de":
            lang = "en"
        out.append(E("passport", lang, form, v, tmpl.format(v=v, n=n), key="documento"))
    for i in range(6):
        nat = ["MEX", "USA", "BRA", "ESP", "MEX", "COL"][i]
        sur, giv = [
            ("ZUNIGA PENA", "MARIA FERNANDA"),
            ("THORNTON", "REBECCA"),
            ("ALBUQUERQUE", "JOAO PEDRO"),
            ("IBANEZ SOLIS", "INAKI"),
            ("TREJO", "BRENDA"),
            ("ARRIAGA", "FABIAN"),
        ][i]
        num = (
            ("G" + ids.rs(rng, 8, string.digits))
            if nat == "MEX"
            else ids.rs(rng, 9, string.digits)
            if nat == "USA"
            else ids.rs(rng, 2, "ABCFGH") + ids.rs(rng, 6, string.digits)
        )
        l1, l2 = ids.mrz_td3(rng, num, nat, sur, giv)
        out.append(
            E(
                "passport-mrz",
                "en",
                "MRZ line 2 of a TD3 passport (check digits valid)",
                l2,
                l2,
                key="mrz",
            )
        )
    return out


def birth_and_address(rng):
    out = []
    for i in range(26):
        n = name(rng)
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2005)
        forms = [
            (
                "es",
                "long Spanish date",
                f"{d} de {MESES[m - 1]} de {y}",
                "{n} nació el {v} en Celaya",
            ),
            (
                "es",
                "dd/mm/yyyy after label",
                f"{d:02d}/{m:02d}/{y}",
                "Fecha de nacimiento de {n}: {v}",
            ),
            ("en", "ISO date in a JSON-ish row", f"{y}-{m:02d}-{d:02d}", "patient={n} dob={v}"),
            ("es", "F. nac. abbreviation", f"{d:02d}-{m:02d}-{y}", "{n} — F. nac. {v}"),
            (
                "en",
                "US month name",
                f"{['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} {d}, {y}",
                "{n} (born {v})",
            ),
            ("pt", "Portuguese", f"{d:02d}/{m:02d}/{y}", "{n}, nascido em {v}"),
            (
                "es",
                "public figure birth date",
                f"{d} de {MESES[m - 1]} de {y}",
                "El senador {n} nació el {v}",
            ),
            ("es", "parenthesised birth year-date", f"{d:02d}.{m:02d}.{y}", "{n} (n. {v})"),
            (
                "es",
                "cumpleaños with year",
                f"{d} de {MESES[m - 1]} de {y}",
                "Cumpleaños de {n}: {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        if lang == "pt":
            n = rng.choice(PT_NAMES)
        out.append(E("birth-date", lang, form, v, tmpl.format(v=v, n=n), key="nacimiento"))
    for i in range(28):
        n = name(rng)
        cp = f"{rng.randint(1000, 99999):05d}"
        num = rng.randint(1, 2400)
        calle = CALLES[i % len(CALLES)]
        col = COLONIAS[i % len(COLONIAS)]
        mu = MUNI[i % len(MUNI)]
        forms = [
            (
                "es",
                "Domicilio particular full",
                f"{calle} {num}, {col}, C.P. {cp}, {mu}",
                "Domicilio particular de {n}: {v}",
            ),
            (
                "es",
                "int. and depto",
                f"{calle} No. {num} Int. {rng.randint(1, 40)}, {col}, CP {cp}",
                "Vive en {v} ({n})",
            ),
            (
                "es",
                "delivery note",
                f"{calle} #{num}, {col}, {mu}, {cp}",
                "Entregar a {n} en {v}, tocar timbre 2",
            ),
            (
                "es",
                "manzana lote",
                f"Mz. {rng.randint(1, 90)} Lt. {rng.randint(1, 40)}, {col}, C.P. {cp}, {mu}",
                "Dirección de {n}: {v}",
            ),
            (
                "en",
                "shipping log",
                f"{calle} {num}, {col}, {cp} {mu}",
                'ship_to name="{n}" address="{v}"',
            ),
            ("es", "CSV row address", f"{calle} {num} {col} CP {cp}", "{n}|{v}|{mu}"),
            (
                "pt",
                "Brazilian home address",
                f"Rua das Acácias, {num}, apto {rng.randint(11, 190)}, Vila Mariana, São Paulo - SP, CEP 0{rng.randint(1000, 9999)}-{rng.randint(100, 999)}",
                "Endereço residencial de {n}: {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        if lang == "pt":
            n = rng.choice(PT_NAMES)
        out.append(
            E(
                "home-address",
                lang,
                form,
                v,
                tmpl.format(v=v, n=n, mu=mu).replace('"', "'"),
                key="domicilio",
            )
        )
    return out


def accounts(rng):
    out = []
    A = lambda kind_form, lang, v, text, where="any", key="note": out.append(
        E("account-id", lang, kind_form, v, text, where=where, key=key, family="account-id")
    )
    A("Stripe connected account in URL path", "en", "acct_1Pq" + ids.rs(rng, 13), "", key="log")
    out[-1]["text"] = f"POST https://api.stripe.com/v1/accounts/{out[-1]['value']}/login_links 200"
    hdr = [
        ("openai-organization", "org-" + ids.rs(rng, 24)),
        ("OpenAI-Project", "proj_" + ids.rs(rng, 24)),
        ("anthropic-organization-id", ids.uuid4(rng)),
        ("x-account-id", "cust-" + ids.rs(rng, 6, string.digits)),
        ("X-Tenant-Id", ids.uuid4(rng)),
        ("x-workspace-id", "ws_" + ids.rs(rng, 20, ids.HEX)),
        ("Stripe-Account", "acct_1" + ids.rs(rng, 15)),
        ("x-goog-user-project", "buscador-prod-" + ids.rs(rng, 6, string.digits)),
        ("cf-account-id", ids.rs(rng, 32, ids.HEX)),
        ("X-Team-Id", "team_" + ids.rs(rng, 24)),
        ("x-customer-id", "cus_" + ids.rs(rng, 14)),
        ("x-org-id", "org_" + ids.rs(rng, 26, string.ascii_uppercase + string.digits)),
        ("X-Shopify-Shop-Id", ids.rs(rng, 11, string.digits)),
        ("x-user-id", "user_2" + ids.rs(rng, 26)),
    ]
    for h, v in hdr:
        A("provider id in a recorded header", "en", v, v, where="header", key=h)
    body = [
        ("project", "proj_" + ids.rs(rng, 10, ids.HEX), "en"),
        ("organization_id", "org-" + ids.rs(rng, 24), "en"),
        ("account_sid", "AC" + ids.rs(rng, 32, ids.HEX), "en"),
        ("customer", "cus_" + ids.rs(rng, 14), "en"),
        ("tenantId", ids.uuid4(rng), "en"),
        ("team_id", "T0" + ids.rs(rng, 9, string.ascii_uppercase + string.digits), "en"),
        ("aws_account", ids.rs(rng, 12, string.digits), "en"),
        ("ad_account_id", "act_" + ids.rs(rng, 15, string.digits), "en"),
        ("collector_id", ids.rs(rng, 10, string.digits), "es"),
        ("workspaceId", "wrk_" + ids.rs(rng, 16), "en"),
        ("subscription_id", ids.uuid4(rng), "en"),
        (
            "firebase_project",
            "miapp-prod-" + ids.rs(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789"),
            "es",
        ),
    ]
    for k, v, lang in body:
        A(
            "provider id as a body field",
            lang,
            v,
            f"{{{k}: {v}}}" if False else v,
            where="data",
            key=k,
        )
    paths = [
        (
            "en",
            lambda: (
                f"https://api.cloudflare.com/client/v4/accounts/{ids.rs(rng, 32, ids.HEX)}/ai/run"
            ),
        ),
        ("en", lambda: f"/v1/organizations/org_{ids.rs(rng, 20)}/members?limit=50"),
        (
            "en",
            lambda: (
                f"https://api.twilio.com/2010-04-01/Accounts/AC{ids.rs(rng, 32, ids.HEX)}/Messages.json"
            ),
        ),
        ("en", lambda: f"arn:aws:iam::{ids.rs(rng, 12, string.digits)}:role/crawler-lambda"),
        ("en", lambda: f"https://vercel.com/api/v9/projects?teamId=team_{ids.rs(rng, 24)}"),
        (
            "es",
            lambda: f"https://api.mercadopago.com/users/{ids.rs(rng, 10, string.digits)}/stores",
        ),
        (
            "en",
            lambda: (
                f"projects/buscador-{ids.rs(rng, 6, string.digits)}/locations/us-central1/endpoints/42"
            ),
        ),
        ("en", lambda: f"/accounts/acct_{ids.rs(rng, 4, string.digits)}/invoices"),
        (
            "en",
            lambda: (
                f"https://graph.facebook.com/v19.0/act_{ids.rs(rng, 16, string.digits)}/insights"
            ),
        ),
        (
            "en",
            lambda: (
                f"https://api.openai.com/v1/organization/projects/proj_{ids.rs(rng, 24)}/api_keys"
            ),
        ),
        (
            "en",
            lambda: (
                f"https://management.azure.com/subscriptions/{ids.uuid4(rng)}/resourceGroups/rg-search"
            ),
        ),
        (
            "en",
            lambda: (
                f"https://sentry.io/api/0/organizations/acme-mx/projects/?workspace=ws-{ids.rs(rng, 8, string.digits)}"
            ),
        ),
    ]
    for lang, f in paths:
        v = f()
        A("provider id in a URL path", lang, v, f"GET {v} -> 429", key="request")
    prose = [
        (
            "es",
            lambda: "cust-" + ids.rs(rng, 5, string.digits),
            "El ticket se abrió con la cuenta {v} del proveedor",
        ),
        (
            "es",
            lambda: "org-" + ids.rs(rng, 24),
            "Nuestra organización en OpenAI es {v}, no la borres del .env",
        ),
        (
            "en",
            lambda: "acct_" + ids.rs(rng, 16),
            "Support says our Stripe account {v} is under review",
        ),
        ("pt", lambda: "proj_" + ids.rs(rng, 12, ids.HEX), "o projeto {v} estourou a cota ontem"),
        (
            "es",
            lambda: (
                ids.rs(rng, 3, string.digits)
                + "-"
                + ids.rs(rng, 3, string.digits)
                + "-"
                + ids.rs(rng, 4, string.digits)
            ),
            "ID de cliente de Google Ads: {v}",
        ),
        ("en", lambda: "tenant " + ids.uuid4(rng), "Azure AD {v} owns the app registration"),
        (
            "es",
            lambda: "T0" + ids.rs(rng, 9, string.ascii_uppercase + string.digits),
            "El workspace de Slack ({v}) es el de la agencia",
        ),
        ("en", lambda: "user_" + ids.rs(rng, 27), "Clerk user {v} hit the rate limit"),
        (
            "es",
            lambda: "ws_" + ids.rs(rng, 14),
            "La cuenta del proveedor de búsqueda es workspace {v}",
        ),
        ("en", lambda: ids.rs(rng, 12, string.digits), "AWS account id {v} — billing alarm"),
        ("en", lambda: "team_" + ids.rs(rng, 20), "Vercel team: {v}"),
        ("es", lambda: "AC" + ids.rs(rng, 32, ids.HEX), "SID de la cuenta Twilio {v}"),
    ]
    for lang, f, tmpl in prose:
        v = f()
        A("provider id in a sentence", lang, v, tmpl.format(v=v), key="nota")
    return out


def extras(rng):
    out = []
    for i in range(8):
        n = name(rng)
        a, r = mx_mobile(rng)
        d = a + r
        forms = [
            ("es", "WhatsApp label with +52 1", f"+52 1 {a} {r}", "WhatsApp {n}: {v}"),
            (
                "es",
                "wa.me without country code",
                f"wa.me/{d}",
                "pedidos por {v} (pregunta por {n})",
            ),
            ("es", "WhatsApp word then bare digits", d, "Mi WhatsApp {v} — {n}"),
            (
                "pt",
                "zap do vendedor",
                f"+55 31 9{ids.rs(rng, 4, '0123456789')}-{ids.rs(rng, 4, '0123456789')}",
                "chama no zap: {v} ({n})",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(E("whatsapp", lang, form, v, tmpl.format(v=v, n=n), key="whatsapp"))
    hdr = [
        (
            "From",
            "rebecca.thornton@gmail.com",
            "email",
            "en",
            "personal e-mail in a recorded From header",
        ),
        (
            "x-user-email",
            "JOSÉ.ÁVILA@OUTLOOK.COM",
            "email",
            "es",
            "upper-case accented e-mail in a header",
        ),
        (
            "x-customer-phone",
            "+52 1 33 " + ids.rs(rng, 4, "0123456789") + " " + ids.rs(rng, 4, "0123456789"),
            "phone",
            "es",
            "person's phone in a recorded header",
        ),
        ("x-end-user-curp", ids.curp(rng), "curp", "es", "CURP in a recorded header"),
    ]
    for h, v, kind, lang, form in hdr:
        out.append(E(kind, lang, form, v, v, where="header", key=h))
    c = ids.curp(rng)
    out.append(
        E(
            "curp",
            "es",
            "CURP in a URL path",
            c,
            f"GET https://api.tramites.example.mx/v1/personas/{c}/actas 404",
        )
    )
    r = ids.rfc_fisica(rng)
    out.append(
        E(
            "rfc-persona-fisica",
            "es",
            "RFC in a CFDI download file name",
            r,
            f"descargando CFDI_{r}_2026-11.xml",
        )
    )
    return out


def all_items(rng: random.Random):
    return (
        extras(rng)
        + phones(rng)
        + emails(rng)
        + identifiers(rng)
        + passports(rng)
        + birth_and_address(rng)
        + accounts(rng)
    )
