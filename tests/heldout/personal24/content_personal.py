# ruff: noqa: E501, B007
"""Personal data and account ids of corpus 24 (all invented; check digits valid)."""

from __future__ import annotations

import random

import valid as v

NOMBRES = [
    "Ximena Barragán Olvera",
    "Rodolfo Quintanar Esparza",
    "Itzel Mendoza Cáceres",
    "Héctor Anaya Villaseñor",
    "Lucía Zamudio Trejo",
    "Ernesto Balderas Ochoa",
    "Maribel Galindo Ruvalcaba",
    "José Ángel Tapia Nieto",
    "Renata Solís Arriaga",
    "Octavio Lira Cervantes",
    "Guadalupe Ibarra Sepúlveda",
    "Fernanda Ortuño Rangel",
    "Saúl Echeverría Pacheco",
    "Abril Carmona Zúñiga",
    "Joaquín Dávila Murguía",
    "Paloma Núñez Aldana",
    "Emiliano Robles Tinoco",
    "Dulce María Pineda Garza",
    "Ricardo Villalobos Meza",
    "Yolanda Cisneros Alvarado",
    "Bruno Montiel Salgado",
    "Adriana Fuentes Becerra",
    "Marcos Ugalde Ponce",
    "Consuelo Arreola Durán",
]
EN_NAMES = [
    "Megan Holloway",
    "Derek Pruitt",
    "Samantha Kowalski",
    "Trevor Baptiste",
    "Alicia Whitcombe",
    "Nathan Oyelaran",
]
PT_NAMES = [
    "João Pedro Cavalcanti",
    "Mariana Albuquerque Teixeira",
    "Thiago Rezende Lobo",
    "Luísa Figueiredo Prado",
]
FREE = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
]
CALLES = [
    "Calle Fresno",
    "Av. Tlaxcala",
    "Privada Los Sauces",
    "Cerrada de Azucenas",
    "Andador Cedros",
    "Calz. de los Misterios",
    "Calle Río Lerma",
    "Av. Hidalgo Pte.",
    "Callejón del Beso",
    "Retorno 14 de Av. Jardín",
]
COLS = [
    ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "CDMX"),
    ("Col. Jardines del Moral", "37160", "León", "Gto."),
    ("Fracc. Las Américas", "97302", "Mérida", "Yuc."),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. Chapultepec Norte", "58260", "Morelia", "Mich."),
    ("Barrio de San Juan", "68000", "Oaxaca de Juárez", "Oax."),
    ("Col. Providencia", "44630", "Guadalajara", "Jal."),
    ("Col. El Mirador", "72530", "Puebla", "Pue."),
]


def E(kind, lang, form, value, text, where="any", key=None, family="personal"):
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "where": where,
        "key": key,
        "family": family,
        "label": "personal",
    }


def first(n: str) -> str:
    return n.split()[0]


def local(r: random.Random, n: str, accent: bool = True) -> str:
    parts = n.lower().split()
    s = parts[0] + r.choice([".", "_", ""]) + parts[-2 if len(parts) > 2 else -1]
    if not accent:
        for a, b in zip("áéíóúñü", "aeiounu", strict=True):
            s = s.replace(a, b)
    return s + r.choice(["", "", str(r.randint(70, 99)), str(r.randint(1, 9))])


def spaced(s: str, sizes: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def mobile(r: random.Random) -> tuple[str, str, str]:
    lada = r.choice(["55", "33", "81", "222", "442", "461", "477", "999", "664", "614"])
    rest = "".join(str(r.randint(0, 9)) for _ in range(10 - len(lada)))
    if rest[0] == "0":
        rest = "7" + rest[1:]
    return lada, rest, lada + rest


def build(seed: int = 2424) -> list[dict]:
    r = random.Random(seed)
    out: list[dict] = []
    N = lambda: r.choice(NOMBRES)  # noqa: E731

    # CURP: 32
    curp_forms = [
        (
            "upper prose",
            lambda c, n: (c, f"Alumno inscrito: {n}, CURP {c}, grupo 3°B turno matutino."),
        ),
        (
            "lower chat",
            lambda c, n: (
                c.lower(),
                f"[10:42] {first(n)}: ya te mandé mi curp es {c.lower()} porfa revisa",
            ),
        ),
        (
            "spaced",
            lambda c, n: (
                spaced(c, [4, 6, 6, 2]),
                f"Paciente {n} — CURP: {spaced(c, [4, 6, 6, 2])} — cita IMSS 08:30",
            ),
        ),
        (
            "hyphenated",
            lambda c, n: (
                spaced(c, [4, 6, 1, 2, 3, 2], "-"),
                f'curp={spaced(c, [4, 6, 1, 2, 3, 2], "-")} nombre="{n}" status=ok',
            ),
        ),
        ("csv row", lambda c, n: (c, f"{n.split()[-2]},{first(n)},{c},1,ACTIVO")),
        (
            "narrative",
            lambda c, n: (
                c,
                f"Mi nombre es {n} y para el trámite me pidieron la CURP, que es {c}; la anoto aquí para no olvidarla.",
            ),
        ),
        (
            "pt prose",
            lambda c, n: (c, f"O cliente {n} informou o CURP {c} para o cadastro no México."),
        ),
        (
            "dotted",
            lambda c, n: (
                spaced(c, [4, 6, 6, 2], "."),
                f"CURP (con puntos, tal cual la escribió): {spaced(c, [4, 6, 6, 2], '.')}",
            ),
        ),
    ]
    for i in range(32):
        n = N()
        form, fn = curp_forms[i % len(curp_forms)]
        val, txt = fn(v.curp(r), n)
        out.append(E("curp", "pt" if "pt" in form else "es", form, val, txt))

    # RFC persona física: 26
    rfc_forms = [
        (
            "invoice request",
            lambda x, n: (
                x,
                f"Favor de facturar a nombre de {n}, RFC {x}, uso CFDI G03, régimen 612.",
            ),
        ),
        (
            "lower",
            lambda x, n: (
                x.lower(),
                f"rfc: {x.lower()} (persona física, me lo dictó por teléfono)",
            ),
        ),
        (
            "hyphenated",
            lambda x, n: (
                f"{x[:4]}-{x[4:10]}-{x[10:]}",
                f"Recibo de renta — arrendador {n} — R.F.C. {x[:4]}-{x[4:10]}-{x[10:]}",
            ),
        ),
        (
            "spaced",
            lambda x, n: (
                f"{x[:4]} {x[4:10]} {x[10:]}",
                f"Ticket #88121: el usuario {first(n)} actualiza su RFC a {x[:4]} {x[4:10]} {x[10:]}",
            ),
        ),
        (
            "log line",
            lambda x, n: (
                x,
                f'2024-03-11T09:14:02Z INFO billing.customer_update rfc={x} name="{n}"',
            ),
        ),
        (
            "en prose",
            lambda x, n: (x, f"Tax ID (RFC) for contractor {n}: {x} — please keep on file."),
        ),
    ]
    for i in range(26):
        n = N()
        form, fn = rfc_forms[i % len(rfc_forms)]
        val, txt = fn(v.rfc_fisica(r), n)
        out.append(E("rfc-persona-fisica", "en" if "en " in form else "es", form, val, txt))

    # NSS: 18
    for i in range(18):
        n, x = N(), v.nss(r)
        form = ["plain", "hyphenated", "spaced"][i % 3]
        val = (
            x
            if form == "plain"
            else (
                f"{x[:2]}-{x[2:4]}-{x[4:6]}-{x[6:10]}-{x[10]}"
                if form == "hyphenated"
                else f"{x[:4]} {x[4:8]} {x[8:]}"
            )
        )
        txt = r.choice(
            [
                f"Número de Seguridad Social de {n}: {val}",
                f"NSS {val} — alta patronal de {n} el 14/02/2023",
                f"{first(n)} me pasó su nss {val} para el trámite de la incapacidad",
            ]
        )
        out.append(E("nss", "es", form, val, txt))

    # INE clave de elector: 12
    for i in range(12):
        n, x = N(), v.ine_clave(r)
        val = x if i % 3 else x.lower()
        txt = r.choice(
            [
                f"Identificación: INE, clave de elector {val}, titular {n}",
                f"Credencial para votar de {n} — Clave elector: {val}",
                f"clave_elector={val}; nombre={n}",
            ]
        )
        out.append(E("ine-clave-elector", "es", "upper" if i % 3 else "lower", val, txt))

    # CLABE: 16
    for i in range(16):
        n, x = N(), v.clabe(r)
        val = x if i % 2 == 0 else f"{x[:3]} {x[3:6]} {x[6:17]} {x[17]}"
        txt = r.choice(
            [
                f"Deposítame a mi CLABE {val} a nombre de {n}, gracias!",
                f"Beneficiario: {n} | CLABE interbancaria: {val} | Concepto: renta marzo",
                f"Para o reembolso, a conta CLABE de {n} é {val}.",
            ]
        )
        out.append(
            E(
                "clabe",
                "pt" if "reembolso" in txt else "es",
                "plain" if i % 2 == 0 else "spaced",
                val,
                txt,
            )
        )

    # cards: 18
    brands = ["visa", "mc", "mc2", "amex"]
    for i in range(18):
        n, x = N(), v.card(r, brands[i % 4])
        style = i % 3
        if style == 0:
            val = x
        elif style == 1:
            val = (
                " ".join(x[j : j + 4] for j in range(0, len(x), 4))
                if len(x) == 16
                else f"{x[:4]} {x[4:10]} {x[10:]}"
            )
        else:
            val = (
                "-".join(x[j : j + 4] for j in range(0, len(x), 4))
                if len(x) == 16
                else f"{x[:4]}-{x[4:10]}-{x[10:]}"
            )
        txt = r.choice(
            [
                f"Pago con tarjeta {val} exp 09/27 titular {n}",
                f"Card on file for {n}: {val}",
                f'cargo rechazado tarjeta={val} cliente="{n}"',
            ]
        )
        out.append(
            E(
                "card",
                "en" if "Card on" in txt else "es",
                ["plain", "spaced", "hyphenated"][style],
                val,
                txt,
            )
        )

    # passports: 20
    pp = [
        (
            "es",
            lambda n: (
                "G" + str(r.randint(10000000, 99999999)),
                "Pasaporte mexicano de {n}: {v}, vence en 2031.",
            ),
        ),
        (
            "es",
            lambda n: (
                "N" + str(r.randint(10000000, 99999999)),
                "{n} viaja con el pasaporte núm. {v}",
            ),
        ),
        (
            "en",
            lambda n: (
                str(r.randint(500000000, 599999999)),
                "Traveler {n}, US passport number {v}, expires 2029-06-30.",
            ),
        ),
        (
            "es",
            lambda n: ("PA" + str(r.randint(1000000, 9999999)), "Pasaporte español de {n}: {v}"),
        ),
        (
            "pt",
            lambda n: (
                "F" + chr(65 + r.randint(0, 25)) + str(r.randint(100000, 999999)),
                "Passaporte brasileiro de {n}: nº {v}",
            ),
        ),
        (
            "en",
            lambda n: (
                "A" + chr(65 + r.randint(0, 25)) + str(r.randint(100000, 999999)),
                "Canadian passport {v} — holder {n}",
            ),
        ),
        (
            "es",
            lambda n: (
                "g" + str(r.randint(10000000, 99999999)),
                "pasaporte de {n}: {v} (lo escribió en minúsculas)",
            ),
        ),
    ]
    for i in range(20):
        lang, fn = pp[i % len(pp)]
        n = r.choice(PT_NAMES) if lang == "pt" else (r.choice(EN_NAMES) if lang == "en" else N())
        val, t = fn(n)
        out.append(E("passport", lang, "near passport word", val, t.format(n=n, v=val)))

    # birth dates: 24 (narrative)
    meses = [
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
    meses_pt = [
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
    meses_en = [
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
    for i in range(24):
        y, m, d = r.randint(1948, 2012), r.randint(1, 12), r.randint(1, 28)
        k = i % 6
        if k == 0:
            n = N()
            val = f"{d} de {meses[m - 1]} de {y}"
            txt = f"{n} nació el {val} en Irapuato y desde niña quiso ser veterinaria."
        elif k == 1:
            n = N()
            val = f"{d:02d}/{m:02d}/{y}"
            txt = f"Jugador: {n} · Fecha de nacimiento: {val} · Categoría libre"
        elif k == 2:
            n = N()
            val = f"{y}-{m:02d}-{d:02d}"
            txt = f'paciente="{n}" fecha_nac={val} alergias=penicilina'
        elif k == 3:
            n = r.choice(EN_NAMES)
            val = f"{meses_en[m - 1]} {d}, {y}"
            txt = f"{n} was born on {val}, the youngest of four brothers."
        elif k == 4:
            n = r.choice(PT_NAMES)
            val = f"{d} de {meses_pt[m - 1]} de {y}"
            txt = f"{n}, nascido em {val}, mora em Campinas com a família."
        else:
            n = N()
            val = f"{d:02d}-{meses[m - 1][:3].upper()}-{y}"
            txt = f"Cumple años {first(n)} ({n}); nac. {val} — llevar pastel el viernes"
        lang = {3: "en", 4: "pt"}.get(k, "es")
        out.append(
            E(
                "birth-date",
                lang,
                ["es long", "dd/mm/yyyy", "iso", "en long", "pt long", "dd-MMM-yyyy"][k],
                val,
                txt,
            )
        )

    # home addresses: 26
    for i in range(26):
        n = N()
        calle = r.choice(CALLES)
        col, cp, mun, edo = r.choice(COLS)
        num = r.choice(
            [
                f"#{r.randint(1, 999)}",
                f"núm. {r.randint(1, 999)}",
                f"No. {r.randint(1, 999)}",
                f"{r.randint(1, 999)}",
            ]
        )
        extra = r.choice(
            [
                "",
                f" int. {r.randint(1, 12)}",
                f" depto. {r.randint(101, 504)}",
                f" Mz. {r.randint(1, 40)} Lt. {r.randint(1, 30)}",
            ]
        )
        val = f"{calle} {num}{extra}, {col}, C.P. {cp}, {mun}, {edo}"
        txt = r.choice(
            [
                f"Domicilio particular de {n}: {val}",
                f"Se renta cuarto, preguntar por {n} en {val}",
                f"Entregar a {n} — {val} — tocar fuerte, el timbre no sirve",
                f"Mi casa está en {val}; vivo ahí con mi mamá desde 2015. — {first(n)}",
                f"A senhora {r.choice(PT_NAMES)} mora em {val}.",
                f"Shipping to {r.choice(EN_NAMES)}, home: {val}",
            ]
        )
        lang = "pt" if "mora em" in txt else ("en" if "Shipping" in txt else "es")
        out.append(E("home-address", lang, "narrative/label", val, txt))

    # phones: 52 in many notations
    ph_forms = [
        ("+52 lada spaced", lambda a, b, f: f"+52 {a} {b[: len(b) - 4]} {b[-4:]}"),
        ("+52 1 mobile", lambda a, b, f: f"+52 1 {a} {b[: len(b) - 4]} {b[-4:]}"),
        ("044 prefix", lambda a, b, f: f"044 {a} {b[: len(b) - 4]} {b[-4:]}"),
        ("045 prefix", lambda a, b, f: f"045 {a} {b}"),
        ("(lada) dash", lambda a, b, f: f"({a}) {b[: len(b) - 4]}-{b[-4:]}"),
        ("dots", lambda a, b, f: f"{a}.{b[: len(b) - 4]}.{b[-4:]}"),
        ("dashes", lambda a, b, f: f"{a}-{b[: len(b) - 4]}-{b[-4:]}"),
        ("bare 10 digits", lambda a, b, f: f),
        ("+52 compact", lambda a, b, f: f"+52{f}"),
        ("+52 (lada)", lambda a, b, f: f"+52 ({a}) {b}"),
        ("0052 prefix", lambda a, b, f: f"0052 {a} {b}"),
        ("+52-dashes", lambda a, b, f: f"+52-{a}-{b[: len(b) - 4]}-{b[-4:]}"),
        ("pairs", lambda a, b, f: " ".join(f[j : j + 2] for j in range(0, 10, 2))),
    ]
    ph_ctx = [
        ("es", "Comunícate con {n} al {v}"),
        ("es", "{n} {v}"),
        ("es", "mi cel es {v}, márcame después de las 6 — {f}"),
        ("es", "Contacto de emergencia: {n} (esposa), tel. {v}"),
        ("es", "Si alguien encontró a mi perro favor de llamar a {f} al {v}"),
        ("en", "Call me at {v} — {n}"),
        ("pt", "Meu celular no México é {v}, falar com {n}"),
        ("es", "Celular personal: {v}"),
        ("es", "{n} dejó su número {v} en el libro de visitas"),
        ("es", "recados con la Sra. {n} al {v}"),
    ]
    for i in range(52):
        n = N()
        a, b, f = mobile(r)
        form, fn = ph_forms[i % len(ph_forms)]
        lang, t = ph_ctx[i % len(ph_ctx)]
        if form in ("bare 10 digits", "pairs") and "{n}" not in t and "{f}" not in t:
            t = "{n}: " + t
        val = fn(a, b, f)
        out.append(E("phone", lang, form, val, t.format(n=n, v=val, f=first(n))))
    for i in range(8):  # tel: links
        n = N()
        a, b, f = mobile(r)
        val = r.choice([f"tel:+52{f}", f"tel:+521{f}", f"tel:{f}"])
        out.append(
            E(
                "phone",
                "es",
                "tel link",
                val,
                f'<p>Llámale a {n}: <a href="{val}">su celular</a></p>',
                "html",
            )
        )
    for i in range(10):  # whatsapp
        n = N()
        a, b, f = mobile(r)
        val = r.choice(
            [
                f"https://wa.me/52{f}",
                f"https://wa.me/521{f}?text=Hola",
                f"https://api.whatsapp.com/send?phone=52{f}",
            ]
        )
        if i % 2:
            out.append(E("whatsapp", "es", "wa link in prose", val, f"Mándale whats a {n}: {val}"))
        else:
            out.append(
                E(
                    "whatsapp",
                    "es",
                    "wa link href",
                    val,
                    f'<p><a href="{val}">WhatsApp de {n}</a></p>',
                    "html",
                )
            )

    # e-mails: 32
    for i in range(32):
        n = N()
        loc = local(r, n, accent=(i % 4 == 0))
        dom = r.choice(FREE)
        addr = f"{loc}@{dom}"
        k = i % 8
        if k == 0:
            val, t = addr, f"Escríbele a {n} a {addr}"
        elif k == 1:
            val = addr.upper()
            t = f"CORREO: {val} ({n})"
        elif k == 2:
            val = f"mailto:{addr}?subject=Cotizaci%C3%B3n&cc=otro%40gmail.com"
            out.append(
                E(
                    "email",
                    "es",
                    "mailto with query",
                    val,
                    f'<p>Contacto: <a href="{val}">{n}</a></p>',
                    "html",
                )
            )
            continue
        elif k == 3:
            val, t = addr, f"From: {n} <{addr}>"
        elif k == 4:
            val, t = (
                addr,
                f"My personal email is {addr} if you need anything — {r.choice(EN_NAMES)}",
            )
        elif k == 5:
            val, t = addr, f"e-mail pessoal: {addr}"
        elif k == 6:
            val, t = addr, f"{n},{addr},2023-11-02,inscrito"
        else:
            val = addr[0].upper() + addr[1:]
            t = f"Manda tu CV a mi correo personal {val} y te aviso — {first(n)}"
        lang = {4: "en", 5: "pt"}.get(k, "es")
        out.append(
            E(
                "email",
                lang,
                [
                    "accented",
                    "upper",
                    "mailto",
                    "From header",
                    "en prose",
                    "pt",
                    "csv",
                    "capitalised",
                ][k],
                val,
                t,
            )
        )
    obf = [
        ("[arroba]", "[punto]"),
        ("(arroba)", "(punto)"),
        (" at ", " dot "),
        ("[at]", "[dot]"),
        (" arroba ", " punto "),
        ("{at}", "{dot}"),
        (" @ ", " . "),
    ]
    for i in range(14):
        n = N()
        loc = local(r, n, accent=False)
        dom = r.choice(["gmail", "hotmail", "yahoo", "outlook"])
        at_, dot = obf[i % len(obf)]
        val = f"{loc}{at_}{dom}{dot}com"
        out.append(E("email-obfuscated", "es", at_.strip(), val, f"Interesados con {n}: {val}"))

    # sensitive and other personal data: users' IPs, salary, assets, health, ethnic, religion, sex life, criminal, plates
    for i in range(10):
        ip = r.choice(
            [
                f"189.{r.randint(128, 254)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
                f"201.{r.randint(100, 175)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
                f"2806:{v.hexs(r, 4)}:{v.hexs(r, 4)}:{v.hexs(r, 3)}::{v.hexs(r, 2)}",
            ]
        )
        n = N()
        t = r.choice(
            [
                f'login ok user="{n}" client_ip={ip}',
                f"IP de la usuaria {n}: {ip}",
                f"X-Forwarded-For del cliente {first(n)}: {ip}",
            ]
        )
        out.append(E("user-ip", "es", "log/prose", ip, t))
    for i in range(10):
        n = N()
        amt = f"${r.randint(12, 95)},{r.randint(100, 999)}.00"
        t = r.choice(
            [
                f"{n} gana {amt} mensuales netos según su recibo de nómina",
                f"Sueldo de {n}: {amt} MXN brutos/mes",
                f"The salary of {r.choice(EN_NAMES)} is {amt} a month",
            ]
        )
        out.append(E("salary", "en" if "The salary" in t else "es", "prose", amt, t))
    for i in range(6):
        n = N()
        amt = f"${r.randint(1, 9)},{r.randint(100, 999)},{r.randint(100, 999)}"
        out.append(
            E(
                "assets",
                "es",
                "prose",
                amt,
                f"{n} declaró una casa valuada en {amt} y un auto a su nombre",
            )
        )
    salud = [
        "diabetes tipo 2",
        "VIH positivo",
        "depresión mayor",
        "epilepsia",
        "cáncer de mama en tratamiento",
        "esquizofrenia",
        "embarazo de 20 semanas",
        "hepatitis C",
        "trastorno bipolar",
        "insuficiencia renal",
    ]
    for i in range(12):
        n = N()
        d = salud[i % len(salud)]
        t = r.choice(
            [
                f"{n} fue diagnosticada con {d} en marzo y pidió reservarlo",
                f"Expediente de {n}: diagnóstico {d}",
                f"{first(n)} ({n}) no vendrá: tiene {d}",
            ]
        )
        out.append(E("health", "es", "narrative", d, t))
    for i, (val, t) in enumerate(
        [
            ("hablante de náhuatl, pueblo nahua", "{n} se identifica como {v}"),
            ("origen mixteco", "Ficha de {n}: {v}"),
            ("afromexicana", "{n} es {v} de la Costa Chica"),
            ("indígena maya", "La solicitante {n}, {v}, pide intérprete"),
            ("pueblo wixárika", "{n} pertenece al {v}"),
        ]
    ):
        out.append(E("ethnic-origin", "es", "narrative", val, t.format(n=N(), v=val)))
    for val, t, lang in [
        ("Testigo de Jehová", "{n} es {v} y no acepta transfusiones", "es"),
        ("musulmán", "{n} es {v} practicante, pide menú halal", "es"),
        ("judía ortodoxa", "{n}, {v}, no trabaja en sábado", "es"),
        ("evangélica", "A paciente {n} é {v} e pediu oração", "pt"),
        ("Mormon", "{n} is a practising {v}", "en"),
    ]:
        out.append(
            E(
                "religion",
                lang,
                "narrative",
                val,
                t.format(n=N() if lang != "en" else r.choice(EN_NAMES), v=val),
            )
        )
    for val, t in [
        ("es gay", "{n} {v} y no quiere que su familia lo sepa"),
        ("es bisexual", "En la entrevista {n} dijo que {v}"),
        ("vive con su pareja del mismo sexo", "{n} {v} desde 2019"),
        ("tiene relaciones extramaritales", "Según el expediente, {n} {v}"),
    ]:
        out.append(E("sexual-life", "es", "narrative", val, t.format(n=N(), v=val)))
    for val, t in [
        ("sentenciado por robo en 2014", "{n} fue {v} y salió en 2019"),
        ("antecedentes penales por fraude", "Investigación de {n}: {v}"),
        ("causa penal 412/2019", "{n} tiene la {v} en el Juzgado 3°"),
        ("detenido por violencia familiar", "{n} fue {v} en 2021"),
        ("cumplió condena por narcomenudeo", "{n} {v}"),
        ("arrested for DUI in 2018", "{n} was {v}"),
    ]:
        out.append(
            E(
                "criminal-record",
                "en" if "arrested" in val else "es",
                "narrative",
                val,
                t.format(n=N(), v=val),
            )
        )
    for i in range(8):
        plate = r.choice(
            [
                f"{v.alnum(r, 3, v.UP)}-{r.randint(100, 999)}-{v.alnum(r, 1, v.UP)}",
                f"{v.alnum(r, 3, v.UP)}-{r.randint(10, 99)}-{r.randint(10, 99)}",
                f"{r.randint(100, 999)}-{v.alnum(r, 3, v.UP)}",
            ]
        )
        n = N()
        out.append(
            E(
                "plate",
                "es",
                "prose",
                plate,
                r.choice(
                    [
                        f"El auto de {n} tiene placas {plate}",
                        f"Vehículo de {n}: Versa gris, placa {plate}",
                    ]
                ),
            )
        )

    # account ids: 56
    acc = [
        ("header", "x-account", lambda: f"cust-{r.randint(10000, 99999)}"),
        ("header", "X-Customer-Id", lambda: f"cus_{v.alnum(r, 14)}"),
        ("header", "OpenAI-Organization", lambda: f"org-{v.alnum(r, 24)}"),
        ("header", "OpenAI-Project", lambda: f"proj_{v.alnum(r, 24)}"),
        ("header", "anthropic-organization-id", lambda: v.uuid4(r)),
        ("header", "X-Workspace-Id", lambda: f"ws_{v.alnum(r, 16)}"),
        ("header", "x-tavily-account", lambda: f"acc_{v.hexs(r, 20)}"),
        ("header", "X-Team-ID", lambda: f"team_{v.alnum(r, 18)}"),
        ("field", "account_id", lambda: f"acct_{v.alnum(r, 16)}"),
        ("field", "customerId", lambda: f"cus_{v.alnum(r, 14)}"),
        ("field", "project", lambda: f"proj_{v.alnum(r, 10).lower()}"),
        ("field", "organization", lambda: f"org_{v.alnum(r, 20)}"),
        ("field", "workspace", lambda: f"wrk_{v.alnum(r, 12).lower()}"),
        ("field", "aws_account_id", lambda: "".join(str(r.randint(0, 9)) for _ in range(12))),
        ("field", "subscriptionId", lambda: v.uuid4(r)),
        ("field", "gcp_project_number", lambda: str(r.randint(100000000000, 999999999999))),
        ("field", "twilio_account_sid", lambda: "AC" + v.hexs(r, 32)),
        ("field", "user", lambda: f"user_{v.alnum(r, 24)}"),
        ("field", "stripe_account", lambda: f"acct_1{v.alnum(r, 15)}"),
        ("field", "vercel_team", lambda: f"team_{v.alnum(r, 24)}"),
        (
            "path",
            None,
            lambda: f"https://api.stripe.com/v1/accounts/acct_1{v.alnum(r, 15)}/balance",
        ),
        ("path", None, lambda: f"https://api.firecrawl.dev/v1/teams/team_{v.alnum(r, 12)}/usage"),
        (
            "path",
            None,
            lambda: (
                f"https://api.openai.com/v1/organization/projects/proj_{v.alnum(r, 24)}/api_keys"
            ),
        ),
        (
            "path",
            None,
            lambda: (
                f"https://management.azure.com/subscriptions/{v.uuid4(r)}/resourceGroups/rg-search"
            ),
        ),
        (
            "path",
            None,
            lambda: (
                f"https://console.cloud.google.com/home/dashboard?project=buscador-{r.randint(100000, 999999)}"
            ),
        ),
        ("path", None, lambda: f"https://app.tavily.com/account/{v.hexs(r, 24)}/keys"),
        (
            "path",
            None,
            lambda: (
                f"arn:aws:iam::{''.join(str(r.randint(0, 9)) for _ in range(12))}:user/recorder"
            ),
        ),
        ("path", None, lambda: f"https://api.brave.com/app/subscriptions/sub_{v.alnum(r, 18)}"),
    ]
    for i in range(56):
        where, key, fn = acc[i % len(acc)]
        val = fn()
        if where == "header":
            out.append(
                E("account-id", "en", f"header {key}", val, val, "header", key, "account-id")
            )
        elif where == "field":
            out.append(E("account-id", "en", f"field {key}", val, val, "data", key, "account-id"))
        else:
            t = r.choice(
                [
                    f"GET {val} -> 429",
                    f"error: quota exceeded for {val}",
                    f"ver consumo en {val}",
                    f"request_url={val}",
                ]
            )
            out.append(
                E(
                    "account-id",
                    "es" if "ver consumo" in t else "en",
                    "url path / arn",
                    val,
                    t,
                    "any",
                    None,
                    "account-id",
                )
            )
    return out
