# ruff: noqa: E501, SIM905
"""Personal-data and account-id item templates of corpus 17 (all people invented)."""

from __future__ import annotations

import string

from gen_values import (
    B62,
    HEX,
    MESES,
    MESES_PT,
    MONTHS,
    Person,
    R,
    card,
    ci_uy,
    clabe,
    cpf,
    cuit,
    digits,
    dni_es,
    fmt_phone,
    iban_es,
    ine_mrz1,
    mrz_td3,
    mx_mobile,
    nss,
    plain,
    rnd,
    rut_cl,
    uid,
)


def it(kind: str, lang: str, form: str, value: str, family: str = "personal", **kw: object) -> dict:
    return {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        **kw,
    }


COLS = [
    "Col. Santa María la Ribera",
    "Col. Jardines del Bosque",
    "Fracc. Las Águilas",
    "Col. Obrera",
    "Col. Del Valle Centro",
    "Barrio de San Juan",
    "Col. Industrial Vallejo",
    "Fracc. Real del Sol",
    "Col. Mitras Centro",
    "Col. Reforma",
    "U.H. Ejército de Oriente",
    "Col. Lomas de Casa Blanca",
    "Col. El Retiro",
    "Fracc. Villas del Pedregal",
    "Col. Guadalupe Tepeyac",
]
MUNIS = [
    ("Cuauhtémoc", "CDMX"),
    ("Guadalajara", "Jalisco"),
    ("Zapopan", "Jal."),
    ("Monterrey", "N.L."),
    ("Puebla", "Pue."),
    ("Querétaro", "Qro."),
    ("León", "Gto."),
    ("Mérida", "Yucatán"),
    ("Tijuana", "B.C."),
    ("Celaya", "Guanajuato"),
    ("Oaxaca de Juárez", "Oax."),
    ("Iztapalapa", "Ciudad de México"),
    ("Xalapa", "Ver."),
    ("Tlalnepantla de Baz", "Edo. de México"),
]
STREETS = [
    "Naranjo",
    "Fray Servando",
    "Pino Suárez",
    "Río Lerma",
    "de los Fresnos",
    "Tamarindo",
    "Sor Juana Inés de la Cruz",
    "Mariano Escobedo",
    "Jacarandas",
    "Nogal",
    "Benito Juárez",
    "Lago Chapala",
    "Tulipanes",
    "Hidalgo",
    "Ignacio Zaragoza",
    "Encinos",
    "Colibrí",
    "Cedros",
]


def street() -> str:
    return f"{R.choice(['Calle', 'Av.', 'Privada', 'Cda.', 'Andador', 'Retorno', 'Calz.', 'Prol.'])} {R.choice(STREETS)}"


def cp() -> str:
    return f"{R.randint(1, 99):02d}{R.randint(0, 999):03d}"


def addr_line() -> str:
    mun, est = R.choice(MUNIS)
    num = R.choice(
        [
            f"{R.randint(2, 980)}",
            f"#{R.randint(2, 980)}",
            f"No. {R.randint(2, 980)}",
            f"núm. {R.randint(2, 980)}",
        ]
    )
    inner = R.choice(
        [
            "",
            f", int. {R.randint(1, 12)}",
            f" depto. {R.randint(101, 504)}",
            f", Edif. {R.choice('ABCDE')}-{R.randint(101, 404)}",
            "",
        ]
    )
    return f"{street()} {num}{inner}, {R.choice(COLS)}, C.P. {cp()}, {mun}, {est}"


# ---------------------------------------------------------------------------- ids


def curp_items() -> list[dict]:
    out = []
    ctx = [
        (
            "es",
            "acta de inscripción",
            lambda p, c: (
                f"Alumno inscrito: {p.name} · CURP del menor {c} · grupo 3°B turno matutino"
            ),
        ),
        (
            "es",
            "trámite de vacunación",
            lambda p, c: (
                f"Registro de vacunación: {c} ({p.short}), segunda dosis aplicada en módulo 4"
            ),
        ),
        (
            "es",
            "log de API",
            lambda p, c: (
                f'2024-03-04T11:02:17Z INFO validar_curp curp={c} resultado=COINCIDE nombre="{p.short}"'
            ),
        ),
        ("es", "fila CSV", lambda p, c: f"{p.first},{p.s1},{p.s2},{c},{p.state}"),
        (
            "es",
            "chat de soporte",
            lambda p, c: (
                f"[10:14] {p.first.split()[0]}: ya te pasé mi curp, es {c} por si no llegó"
            ),
        ),
        (
            "es",
            "formulario de beca",
            lambda p, c: (
                f"Solicitante: {p.name} | CURP: {c} | Beca Benito Juárez nivel medio superior"
            ),
        ),
        (
            "es",
            "consulta de semanas cotizadas",
            lambda p, c: f"Consulta de semanas cotizadas solicitada con la CURP {c} desde la app",
        ),
        ("es", "JSON de expediente", None),
        (
            "en",
            "KYC note",
            lambda p, c: f"KYC review: customer {p.name}, Mexican CURP {c}, matched against RENAPO",
        ),
        (
            "es",
            "constancia laboral",
            lambda p, c: (
                f"Se hace constar que {p.name}, con Clave Única de Registro de Población {c}, labora en esta empresa"
            ),
        ),
    ]
    styles = ["upper", "upper", "upper", "lower", "spaced", "hyphen", "dots", "upper"]
    for i in range(26):
        p = Person()
        c = p.curp()
        st = styles[i % len(styles)]
        v = {
            "upper": c,
            "lower": c.lower(),
            "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
            "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
            "dots": f"{c[:4]}.{c[4:10]}.{c[10:]}",
        }[st]
        lang, form, fn = ctx[i % len(ctx)]
        if fn is None:
            out.append(
                it(
                    "curp",
                    lang,
                    f"CURP ({st}) as a field of a record",
                    v,
                    field=("beneficiario", {"nombre": p.name, "curp": v, "entidad": p.state}),
                )
            )
        else:
            out.append(
                it(
                    "curp",
                    lang,
                    f"CURP ({st}) in {form}",
                    v,
                    text=fn(p, v),
                    keys=["observaciones", "registro", "log", "detalle"],
                )
            )
    return out


def rfc_items() -> list[dict]:
    out = []
    ctx = [
        (
            "es",
            "datos de facturación",
            lambda p, r: (
                f"Datos para factura: {p.name}, RFC {r}, régimen 605 sueldos y salarios, uso CFDI G03"
            ),
        ),
        (
            "es",
            "recibo de arrendamiento",
            lambda p, r: f"Recibo de renta de marzo. Arrendador: {p.name} (R.F.C. {r})",
        ),
        (
            "es",
            "correo de contador",
            lambda p, r: f"Hola, te mando el RFC de mi papá para su declaración anual: {r}",
        ),
        (
            "es",
            "línea de log",
            lambda p, r: f"WARN sat_lookup rfc={r} status=no_localizado retry=2",
        ),
        (
            "en",
            "contractor invoice",
            lambda p, r: f"Contractor: {p.name}, Mexican tax ID (RFC) {r}, paid monthly in MXN",
        ),
        ("es", "campo JSON", None),
        (
            "es",
            "nómina CSV",
            lambda p, r: f"{R.randint(1000, 9999)};{p.s1} {p.s2} {p.first};{r};15000.00;quincenal",
        ),
    ]
    styles = ["plain", "plain", "lower", "hyphen", "spaced", "plain"]
    for i in range(20):
        p = Person()
        r = p.rfc()
        st = styles[i % len(styles)]
        v = {
            "plain": r,
            "lower": r.lower(),
            "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
            "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        }[st]
        lang, form, fn = ctx[i % len(ctx)]
        if fn is None:
            out.append(
                it(
                    "rfc-persona-fisica",
                    lang,
                    f"RFC ({st}) as a JSON field",
                    v,
                    field=("rfc_receptor", v),
                )
            )
        else:
            out.append(
                it(
                    "rfc-persona-fisica",
                    lang,
                    f"RFC ({st}) in {form}",
                    v,
                    text=fn(p, v),
                    keys=["comentario", "nota_interna", "mensaje"],
                )
            )
    return out


def nss_items() -> list[dict]:
    out = []
    for i in range(13):
        p = Person()
        n = nss()
        st = ["plain", "hyphen", "spaced", "plain"][i % 4]
        v = {
            "plain": n,
            "hyphen": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
            "spaced": f"{n[:4]} {n[4:8]} {n[8:]}",
        }[st]
        t = R.choice(
            [
                f"Alta IMSS de {p.name}, número de seguridad social {v}, salario base de cotización 412.50",
                f"Mi NSS es {v}, ¿me ayudan con la cita en la UMF 20?",
                f"Trabajador: {p.short} · N.S.S. {v} · incapacidad por riesgo de trabajo",
                f"imss.semanas nss={v} semanas=812 titular={plain(p.s1)}",
            ]
        )
        out.append(
            it(
                "nss",
                "es",
                f"NSS ({st}) in a sentence",
                v,
                text=t,
                keys=["nota", "detalle", "historial"],
            )
        )
    return out


def ine_items() -> list[dict]:
    out = []
    for i in range(11):
        p = Person()
        c = p.clave_elector()
        v = c if i % 3 else c.lower()
        t = R.choice(
            [
                f"Identificación: INE de {p.name}, clave de elector {v}",
                f"Clave de elector: {v} — sección {R.randint(100, 4999)}",
                f"validó identidad con credencial para votar, clave {v}, vigencia 2031",
            ]
        )
        out.append(
            it(
                "ine-clave-elector",
                "es",
                "INE clave de elector in a sentence",
                v,
                text=t,
                keys=["identificacion", "nota"],
            )
        )
    for _i in range(6):
        p = Person()
        cic = digits(9)
        t = R.choice(
            [
                f"INE de {p.short}: CIC {cic}",
                f"Credencial INE, CIC {cic}, de {p.name}",
                f"cic_ine={cic} titular={p.short}",
            ]
        )
        out.append(
            it(
                "ine-cic",
                "es",
                "INE CIC (9 digits) next to a name",
                cic,
                text=t,
                keys=["verificacion", "kyc"],
            )
        )
    for _i in range(6):
        p = Person()
        ocr = digits(13)
        t = R.choice(
            [
                f"OCR de la credencial de {p.name}: {ocr}",
                f"Número OCR {ocr} (INE modelo D, titular {p.short})",
            ]
        )
        out.append(
            it(
                "ine-ocr",
                "es",
                "INE OCR (13 digits) next to a name",
                ocr,
                text=t,
                keys=["verificacion", "kyc"],
            )
        )
    for _i in range(4):
        v = ine_mrz1()
        out.append(
            it(
                "ine-mrz",
                "es",
                "INE TD1 MRZ line 1, whole field",
                v,
                field=("mrz_reverso", v),
                fmts=["json", "yaml"],
            )
        )
    return out


def passport_items() -> list[dict]:
    out = []
    for i in range(10):
        p = Person()
        num = R.choice("GN") + digits(8)
        v = num if i % 4 else num.lower()
        t = [
            f"Pasaporte mexicano de {p.name}: {v}, vence en 2032",
            f"No. de pasaporte {v} (titular {p.short})",
            f"Viajero: {p.name} · Pasaporte: {v} · Vuelo AM 0402",
            f"Registro de huésped: {p.short}, pasaporte {v}",
            f"Trámite de visa — passport number {v} for {p.name}",
        ][i % 5]
        out.append(
            it(
                "passport",
                "es" if i % 5 != 4 else "en",
                "Mexican passport (letter + 8 digits) near a passport word",
                v,
                text=t,
                keys=["huesped", "pasajero", "nota"],
            )
        )
    foreign = [
        ("en", "US", lambda: digits(9), "US passport no. {v}, issued to {n}"),
        (
            "es",
            "ES",
            lambda: rnd(string.ascii_uppercase, 3) + digits(6),
            "Pasaporte español {v} de {n}",
        ),
        (
            "es",
            "AR",
            lambda: rnd(string.ascii_uppercase, 3) + digits(6),
            "Pasaporte argentino N° {v} ({n})",
        ),
        (
            "pt",
            "BR",
            lambda: rnd(string.ascii_uppercase, 2) + digits(6),
            "Passaporte brasileiro {v}, titular {n}",
        ),
        (
            "es",
            "CO",
            lambda: rnd(string.ascii_uppercase, 2) + digits(7),
            "Pasaporte colombiano {v} a nombre de {n}",
        ),
        (
            "en",
            "DE",
            lambda: "C" + rnd("CFGHJKLMNPRTVWXYZ0123456789", 8),
            "German passport {v} (holder {n})",
        ),
        ("en", "GB", lambda: digits(9), "UK passport number: {v} — {n}"),
        ("es", "PE", lambda: digits(9), "Pasaporte peruano {v}, titular {n}"),
        (
            "en",
            "CA",
            lambda: rnd(string.ascii_uppercase, 2) + digits(6),
            "Canadian passport {v}, name {n}",
        ),
        (
            "es",
            "GT",
            lambda: digits(9) + rnd(string.ascii_uppercase, 1),
            "Pasaporte guatemalteco {v} de {n}",
        ),
        ("es", "CU", lambda: "K" + digits(6), "Pasaporte cubano {v} — {n}"),
        (
            "en",
            "FR",
            lambda: digits(2) + rnd(string.ascii_uppercase, 2) + digits(5),
            "French passport {v} for guest {n}",
        ),
    ]
    for lang, cc, mk, tpl in foreign:
        p = Person()
        v = mk()
        out.append(
            it(
                "passport",
                lang,
                f"{cc} passport shape near a passport word",
                v,
                text=tpl.format(v=v, n=p.name),
                keys=["guest", "traveller", "nota"],
            )
        )
    for i in range(6):
        p = Person()
        nat = ["MEX", "MEX", "ESP", "ARG", "COL", "MEX"][i]
        l1, l2 = mrz_td3(
            p,
            (R.choice("GN") + digits(8))
            if nat == "MEX"
            else rnd(string.ascii_uppercase, 3) + digits(6),
            nat,
        )
        if i % 2:
            out.append(
                it(
                    "passport-mrz",
                    "es",
                    "TD3 MRZ line 1 (name) as a field",
                    l1,
                    field=("mrz_linea_1", l1),
                    fmts=["json", "yaml"],
                )
            )
        else:
            out.append(
                it(
                    "passport-mrz",
                    "es",
                    "TD3 MRZ line 2 (ICAO check digits) as a field",
                    l2,
                    field=("mrz_l2", l2),
                    fmts=["json", "yaml"],
                )
            )
    return out


def bank_items() -> list[dict]:
    out = []
    for i in range(12):
        p = Person()
        c = clabe()
        v = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        t = [
            f"Para el reembolso deposítenme a mi CLABE {v} (titular {p.name})",
            f"Transferir a {p.name} — CLABE interbancaria: {v}",
            f"beneficiario={p.short};clabe={v};concepto=finiquito",
            f"Mi cuenta para la tanda: {v}, a nombre de {p.first.split()[0]}",
        ][i % 4]
        out.append(
            it(
                "clabe",
                "es",
                "CLABE (3-7-1 check digit) of a person",
                v,
                text=t,
                keys=["pago", "reembolso", "nota"],
            )
        )
    kinds = [
        "visa",
        "mc",
        "mc2",
        "amex",
        "visa",
        "mc",
        "visa",
        "amex",
        "mc2",
        "visa",
        "mc",
        "visa",
        "mc",
        "visa",
    ]
    for i, k in enumerate(kinds):
        p = Person()
        n = card(k)
        st = ["plain", "spaced", "hyphen"][i % 3]
        if k == "amex":
            v = {
                "plain": n,
                "spaced": f"{n[:4]} {n[4:10]} {n[10:]}",
                "hyphen": f"{n[:4]}-{n[4:10]}-{n[10:]}",
            }[st]
        else:
            v = {
                "plain": n,
                "spaced": " ".join(n[j : j + 4] for j in range(0, 16, 4)),
                "hyphen": "-".join(n[j : j + 4] for j in range(0, 16, 4)),
            }[st]
        t = [
            f"Cargo rechazado: tarjeta {v} de {p.name}, exp 09/28",
            f'pan={v} holder="{plain(p.name)}" cvv_ok=true',
            f"Mi tarjeta es la {v}, ¿me pueden domiciliar el pago?",
            f"Card on file for {p.name}: {v}",
        ][i % 4]
        if i % 4 == 1:
            t = t.replace('"', "")
        out.append(
            it(
                "card",
                "en" if i % 4 == 3 else "es",
                f"{k} card ({st}, Luhn) of a person",
                v,
                text=t,
                keys=["evento", "pago", "log"],
            )
        )
    for _i in range(3):
        p = Person()
        v = iban_es()
        t = f"IBAN de {p.name} para la devolución: {v[:4]} {v[4:8]} {v[8:12]} {v[12:16]} {v[16:20]} {v[20:]}"
        out.append(
            it(
                "iban",
                "es",
                "Spanish IBAN (mod 97), grouped",
                t.split(": ")[1],
                text=t,
                keys=["devolucion"],
            )
        )
    for _i in range(3):
        p = Person()
        v = digits(10)
        t = R.choice(
            [
                f"Cuenta de débito {v} en BBVA a nombre de {p.name}",
                f"No. de cuenta personal: {v} (Banorte, titular {p.short})",
            ]
        )
        out.append(
            it(
                "bank-account",
                "es",
                "personal account number near a holder's name",
                v,
                text=t,
                keys=["cuenta", "pago"],
            )
        )
    return out


def foreign_id_items() -> list[dict]:
    out = []
    rows = [
        ("pt", "CPF", lambda: cpf(), "CPF do titular {n}: {v}"),
        ("pt", "CPF", lambda: cpf().replace(".", "").replace("-", ""), "cliente {n} cpf {v}"),
        ("es", "CUIL", lambda: cuit(R.choice(["20", "27"])), "CUIL de {n}: {v}"),
        ("es", "CUIL", lambda: cuit("27"), "Empleada {n}, CUIL {v}, categoría B"),
        (
            "es",
            "DNI-AR",
            lambda: f"{R.randint(20, 45)}.{R.randint(100, 999)}.{R.randint(100, 999)}",
            "{n}, DNI {v}, domiciliada en Rosario",
        ),
        ("es", "DNI-PE", lambda: digits(8), "Suscriptor {n} — DNI {v}"),
        ("es", "DNI-PE", lambda: digits(8), "dni={v} nombres={n}"),
        ("es", "CI-UY", lambda: ci_uy(), "Cédula de identidad de {n}: {v}"),
        ("es", "CI-UY", lambda: ci_uy(), "C.I. {v} — {n}, socio n.º {s}"),
        ("es", "RUT-CL", lambda: rut_cl(), "RUT {v} ({n})"),
        ("es", "DNI-ES", lambda: dni_es(), "DNI {v} de {n}"),
        (
            "en",
            "SSN",
            lambda: f"{R.randint(100, 665)}-{R.randint(10, 99)}-{R.randint(1000, 9999)}",
            "Employee {n}, SSN {v}",
        ),
        (
            "es",
            "CC-CO",
            lambda: f"{R.randint(10, 99)}.{R.randint(100, 999)}.{R.randint(100, 999)}",
            "C.C. {v} de Bogotá — {n}",
        ),
        (
            "es",
            "licencia",
            lambda: rnd(string.ascii_uppercase, 1) + digits(8),
            "Licencia de conducir de {n}: {v} (tipo A)",
        ),
        (
            "es",
            "placa",
            lambda: (
                f"{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-{R.randint(100, 999)}-{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}"
            ),
            "Auto de {n}, placas {v}, Tsuru blanco",
        ),
        (
            "es",
            "placa",
            lambda: f"{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 3)}-{R.randint(10, 99)}-{R.randint(10, 99)}",
            "Estacionamiento visitantes: {v} ({n}, depto 302)",
        ),
    ]
    for lang, k, mk, tpl in rows:
        p = Person()
        v = mk()
        out.append(
            it(
                "national-id" if k not in ("licencia", "placa") else "vehicle-or-licence",
                lang,
                f"{k} next to a person",
                v,
                text=tpl.format(v=v, n=p.name, s=R.randint(100, 9999)),
                keys=["cliente", "registro", "nota"],
            )
        )
    return out


# ---------------------------------------------------------------------------- birth dates


def birth_items() -> list[dict]:
    out = []
    for i in range(22):
        p = Person()
        f = i % 11
        if f == 0:
            v = p.date_es()
            t = f"{p.name} nació el {v} en {R.choice(MUNIS)[0]}"
        elif f == 1:
            v = f"{p.d:02d}/{p.m:02d}/{p.y}"
            t = f"Paciente: {p.name} · F. Nac.: {v} · Sexo: {'F' if p.sex == 'M' else 'M'}"
        elif f == 2:
            v = f"{p.y}-{p.m:02d}-{p.d:02d}"
            out.append(
                it(
                    "birth-date",
                    "es",
                    "ISO birth date in a person record",
                    v,
                    field=("alumno", {"nombre": p.name, "fecha_nacimiento": v, "grado": "2°"}),
                )
            )
            continue
        elif f == 3:
            v = f"{p.d}-{'I II III IV V VI VII VIII IX X XI XII'.split()[p.m - 1]}-{p.y}"
            t = (
                f"{p.short} (nac. {v}), jugadora del equipo sub-20"
                if p.sex == "M"
                else f"{p.short} (nac. {v}), portero titular"
            )
        elif f == 4:
            v = f"{MONTHS[p.m - 1]} {p.d}, {p.y}"
            t = f"Applicant {p.name}, date of birth: {v}"
        elif f == 5:
            v = f"{p.d} de {MESES_PT[p.m - 1]} de {p.y}"
            t = f"{p.name}, nascido em {v}, residente em Curitiba"
        elif f == 6:
            v = f"BDAY:{p.y}{p.m:02d}{p.d:02d}"
            t = f"FN:{p.name} | {v} | TEL;TYPE=CELL:{fmt_phone(mx_mobile(), 'bare')}"
        elif f == 7:
            v = f"{p.d:02d}.{p.m:02d}.{p.y}"
            t = f"Cumpleañera del mes: {p.first.split()[0]} {p.s1} — {v}"
        elif f == 8:
            v = f"{p.d:02d}-{MESES[p.m - 1][:3].upper()}-{p.y}"
            t = f"{plain(p.name)} FEC NAC {v} EDO CIVIL SOLTERO"
        elif f == 9:
            v = f"{p.d} {MESES[p.m - 1][:3]}. {p.y}"
            t = f"Acta: registrado como {p.name}, nacido el {v}, hijo de {R.choice(SUR_FIRST)}"
        else:
            v = f"{p.y}{p.m:02d}{p.d:02d}"
            t = f"dob={v} name={plain(p.s1)}/{plain(p.first.split()[0])}"
        out.append(
            it(
                "birth-date",
                "pt" if f == 5 else "en" if f in (4, 10) else "es",
                f"birth date form {f}",
                v,
                text=t,
                keys=["ficha", "nota", "registro", "perfil"],
            )
        )
    famous = [
        ("es", "31 de marzo de 1914", "Octavio Paz nació el 31 de marzo de 1914 en Mixcoac."),
        (
            "es",
            "9 de octubre de 1964",
            "Guillermo del Toro (Guadalajara, 9 de octubre de 1964) es cineasta.",
        ),
        ("en", "September 2, 1966", "Salma Hayek was born on September 2, 1966, in Coatzacoalcos."),
        ("es", "15/11/1981", "Lorena Ochoa, fecha de nacimiento 15/11/1981, golfista."),
        ("es", "28 de noviembre de 1961", "Alfonso Cuarón nació el 28 de noviembre de 1961."),
    ]
    for lang, v, t in famous:
        out.append(
            it(
                "birth-date",
                lang,
                "famous person's birth date (labelled personal by policy)",
                v,
                text=t,
                keys=["trivia", "biografia"],
            )
        )
    return out


SUR_FIRST = ["Ramón Ibarra", "Ofelia Nava", "Martín Lara", "Rosa Peralta"]


# ---------------------------------------------------------------------------- addresses


def address_items() -> list[dict]:
    out = []
    for i in range(30):
        p = Person()
        mun, est = R.choice(MUNIS)
        st, n, col, c = street(), R.randint(3, 950), R.choice(COLS), cp()
        f = i % 15
        if f == 0:
            v = f"{st} {n}, {col}, C.P. {c}"
            t = f"Domicilio particular de {p.name}: {v}, {mun}"
        elif f == 1:
            v = f"{st} {n} int. {R.randint(1, 9)}"
            out.append(
                it(
                    "home-address",
                    "es",
                    "address split into JSON fields",
                    v,
                    field=(
                        "domicilio",
                        {"titular": p.name, "calle": v, "colonia": col, "cp": c, "municipio": mun},
                    ),
                )
            )
            continue
        elif f == 2:
            v = f'"{st} {n}","{col}",{c}'
            t = f"{p.first},{p.s1},{v},{est}"
            v = f"{st} {n}"
        elif f == 3:
            v = f"ADR;TYPE=HOME:;;{st} {n};{mun};{est};{c};México"
            t = v
        elif f == 4:
            q = f"{st} {n} {col} {mun}".replace(" ", "+").replace(".", "")
            v = f"https://www.google.com/maps/search/?api=1&query={q}"
            out.append(
                it(
                    "home-address",
                    "es",
                    "Google Maps link to a home address",
                    v.replace("&", "&amp;"),
                    tvalue=v,
                    html=f'<p>Ubicación de la casa de {p.short}: <a href="{v.replace("&", "&amp;")}">ver mapa</a></p>',
                    text=f"Casa de {p.short}: {v}",
                    keys=["ubicacion"],
                )
            )
            continue
        elif f == 5:
            v = f"Mz. {R.randint(1, 90)} Lt. {R.randint(1, 40)}, {col}"
            t = f"Entregar a {p.name}, {v}, {mun}, {est} (casa verde con portón negro)"
        elif f == 6:
            v = f"{st} {n}, {col}"
            t = f"Vivo en {v}, entre Hidalgo y Morelos; tocar fuerte"
        elif f == 7:
            v = f"{st} {n}, {col}, {mun}"
            out.append(
                it(
                    "home-address",
                    "es",
                    "address in a form input value",
                    v,
                    html=f'<form><p>Dirección de entrega ({p.short}): <input name="direccion" value="{v}"></p></form>',
                    text=f"direccion_entrega={v} cliente={p.short}",
                    keys=["form"],
                )
            )
            continue
        elif f == 8:
            v = f"{st} {n}, {col}, C.P. {c}"
            out.append(
                it(
                    "home-address",
                    "es",
                    "address in a table row",
                    v,
                    html=f"<table><tr><td>{p.name}</td><td>{v}</td><td>{mun}</td></tr></table>",
                    text=f"{p.name} | {v} | {mun}",
                    keys=["padron"],
                )
            )
            continue
        elif f == 9:
            v = f"Domicilio conocido, {R.choice(['San Juan Tepeuxila', 'El Carrizal', 'Rancho Nuevo', 'Santa Ana del Valle'])}"
            t = f"{p.name}, {v}, {est} — beneficiaria del programa"
        elif f == 10:
            v = f"{n} {R.choice(['Maple St', 'Oak Avenue', 'W 24th St'])}, Apt {R.randint(2, 30)}"
            t = f"Home address of {p.name}: {v}, San Antonio, TX 78{R.randint(200, 299)}"
        elif f == 11:
            v = f"{st} {n}, {col}"
            t = f"Envío a domicilio — Destinatario: {p.name} · {v} · {mun}, {est} · Ref: frente a la tienda"
        elif f == 12:
            v = f"Rua {R.choice(['das Flores', 'Augusta', 'XV de Novembro'])}, {n}, apto {R.randint(11, 98)}"
            t = f"Endereço residencial de {p.name}: {v}, São Paulo"
        elif f == 13:
            lat, lng = f"{R.uniform(19.2, 19.6):.5f}", f"{-R.uniform(98.9, 99.3):.5f}"
            v = f"{lat},{lng}"
            t = f"Casa de {p.short} (ubicación compartida por WhatsApp): {v}"
        else:
            v = f"{st} {n}, {col}, C.P. {c}, {mun}"
            t = f"Dirección particular: {v}. Teléfono de casa a nombre de {p.s1}"
        out.append(
            it(
                "home-address" if f != 13 else "home-geolocation",
                "en" if f == 10 else "pt" if f == 12 else "es",
                f"home address form {f}",
                v,
                text=t,
                keys=["entrega", "domicilio", "nota", "direccion"],
            )
        )
    return out


# ---------------------------------------------------------------------------- phones


def phone_items() -> list[dict]:
    out = []
    styles = [
        "+52sp",
        "+521",
        "044",
        "045",
        "paren",
        "dots",
        "dash",
        "bare",
        "+52bare",
        "0052",
        "+52paren",
        "pairs",
        "+52dash",
        "spaced",
    ]
    ctx = [
        lambda p, v: f"Comunícate con {p.short} al {v}",
        lambda p, v: f"{p.name} {v}",
        lambda p, v: f"Mi cel: {v}",
        lambda p, v: f"Cel. de {p.first.split()[0]}: {v} (solo mensajes)",
        lambda p, v: f"Contacto de emergencia: {p.name}, {v}",
        lambda p, v: f"llámame al {v} después de las 6",
        lambda p, v: f"Tel. particular {v} — {p.short}",
        lambda p, v: f"Responsable del menor: {p.name} / Celular {v}",
        lambda p, v: f"se vende refri, informes con {p.first.split()[0]} {v}",
        lambda p, v: f"Móvil personal: {v}",
        lambda p, v: f"mi número es {v}, márcame",
        lambda p, v: f"Tel. casa: {v} ({p.s1} {p.s2})",
    ]
    for i in range(42):
        p = Person()
        st = styles[i % len(styles)]
        v = fmt_phone(mx_mobile(), st)
        if i % 7 == 3:
            out.append(
                it(
                    "phone",
                    "es",
                    f"phone ({st}) as a personal JSON field",
                    v,
                    field=(R.choice(["celular_personal", "tel_contacto_emergencia", "movil"]), v),
                )
            )
            continue
        t = ctx[i % len(ctx)](p, v)
        out.append(
            it(
                "phone",
                "es",
                f"phone ({st}) with a personal label or name",
                v,
                text=t,
                keys=["mensaje", "anuncio", "contacto", "nota"],
            )
        )
    foreign = [
        ("es", "+54 9 11 {a}-{b}", "Celular de {n}: {v}"),
        ("es", "+51 9{a3} {b3} {c3}", "WhatsApp personal de {n}: {v}"),
        ("es", "+598 9{a1} {b3} {c3}", "{n} — cel. {v}"),
        ("pt", "+55 11 9{a}-{b}", "Celular do {n}: {v}"),
        ("en", "+1 (210) {a3}-{b}", "Call me on my cell {v} — {n}"),
        ("es", "+34 6{a2} {b3} {c3}", "Móvil de {n}: {v}"),
    ]
    for lang, fmtv, tpl in foreign:
        p = Person()
        v = fmtv.format(
            a=digits(4),
            b=rnd(string.digits, 4),
            a3=rnd(string.digits, 2),
            b3=rnd(string.digits, 3),
            c3=rnd(string.digits, 3),
            a1=rnd(string.digits, 1),
            a2=rnd(string.digits, 2),
        )
        if "{a3}" in fmtv and "(210)" in fmtv:
            v = fmtv.format(
                a3=str(R.randint(200, 899)),
                b=rnd(string.digits, 4),
                a="",
                b3="",
                c3="",
                a1="",
                a2="",
            )
        out.append(
            it(
                "phone",
                lang,
                "foreign personal mobile",
                v,
                text=tpl.format(n=p.name, v=v),
                keys=["contacto", "nota"],
            )
        )
    for i in range(12):
        p = Person()
        n = mx_mobile()
        f = i % 6
        if f == 0:
            v = f"tel:+52{n}"
            html = f'<p>Llamar a {p.short}: <a href="{v}">{fmt_phone(n, "spaced")}</a></p>'
        elif f == 1:
            v = f"https://wa.me/521{n}?text=Hola%20{plain(p.first.split()[0]).capitalize()}"
            html = f'<p><a href="{v}">Escríbeme por WhatsApp</a> — {p.short}</p>'
        elif f == 2:
            v = f"https://api.whatsapp.com/send?phone=52{n}&amp;text=Quiero%20info"
            html = f'<div><a href="{v}">WhatsApp de {p.first.split()[0]}</a></div>'
        elif f == 3:
            v = f"whatsapp://send?phone=+52{n}"
            html = f'<p>{p.name}: <a href="{v}">chatear</a></p>'
        elif f == 4:
            v = f"sms:+52{n}?body=Confirmo"
            html = f'<p>Confirma tu asistencia a {p.short}: <a href="{v}">SMS</a></p>'
        else:
            v = f"tel:{fmt_phone(n, 'dash')}"
            html = f'<li><a href="{v}">{p.name} (celular)</a></li>'
            html = f"<ul>{html}</ul>"
        out.append(
            it(
                "phone-link",
                "es",
                f"phone link form {f}",
                v,
                html=html,
                text=f"{p.short}: {v.replace('&amp;', '&')}",
                keys=["enlace"],
            )
        )
        if "&amp;" in v:
            out[-1]["text"] = None
    return out


# ---------------------------------------------------------------------------- e-mails

FREE = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
    "outlook.es",
]


def email_items() -> list[dict]:
    out = []
    for i in range(26):
        p = Person()
        f = i % 13
        dom = R.choice(FREE)
        loc = p.login
        if f == 0:
            v = f"{p.first.split()[0].lower()}.{p.s1.lower()}@{dom}"
            t = f"Escríbanme a {v} para dudas del grupo"
        elif f == 1:
            v = f"{p.first.split()[0].lower()}{p.s2.lower()}{p.y % 100}@{dom}"
            t = f"correo de {p.short}: {v}"
        elif f == 2:
            v = f"{loc}@{dom}".upper()
            t = f"CORREO ELECTRONICO: {v}"
        elif f == 3:
            v = f"mailto:{loc}@{dom}?subject=Renta%20depto&amp;cc={p.s1.lower()}.fam@{R.choice(FREE)}"
            out.append(
                it(
                    "email",
                    "es",
                    "mailto with a query (subject + cc)",
                    v,
                    html=f'<p>Interesados escribir a <a href="{v}">{p.short}</a></p>',
                )
            )
            continue
        elif f == 4:
            v = f"{loc}@{dom}"
            t = f"From: {p.name} <{v}>"
            t = t.replace("<", "‹").replace(">", "›")
        elif f == 5:
            v = f"{loc}+facturas@{dom}"
            t = f"{p.name} pidió que la factura llegue a {v}"
        elif f == 6:
            v = f"{loc}@{dom}"
            out.append(
                it("email", "es", "personal e-mail as a JSON field", v, field=("email_personal", v))
            )
            continue
        elif f == 7:
            v = f"{plain(p.first.split()[0]).lower()}_{p.y}@{dom}"
            t = f"{p.s1},{p.first},{v},{fmt_phone(mx_mobile(), 'bare')}"
        elif f == 8:
            v = f"{loc}@{dom}"
            t = f"user {v} logged in from Monterrey; password reset sent"
        elif f == 9:
            v = f"{p.first.split()[0].lower()}ñ{p.s1.lower()}@{dom}"
            t = f"Mi correo es {v} (sí, con ñ)"
        elif f == 10:
            v = f"Mailto:{loc}@{dom}".replace("Mailto", "MAILTO")
            out.append(
                it(
                    "email",
                    "es",
                    "MAILTO upper-case scheme",
                    v,
                    html=f'<p>Contacto personal de {p.short}: <a href="{v}">correo</a></p>',
                )
            )
            continue
        elif f == 11:
            v = f"{loc}@{dom}"
            t = f"Reenviado por {p.short} ({v}) el martes"
        else:
            v = f"{p.first.split()[0]}.{p.s1}@{dom}"
            t = f"Contacto: {v}"
        out.append(
            it(
                "email",
                "es" if f != 8 else "en",
                f"personal e-mail form {f}",
                v,
                text=t,
                keys=["mensaje", "contacto", "log", "nota"],
            )
        )
    obf = [
        lambda a, d: (f"{a} (at) {d.replace('.', ' (dot) ')}", "correo: {v}"),
        lambda a, d: (f"{a} [arroba] {d.replace('.', ' [punto] ')}", "Mándame tu CV a {v}"),
        lambda a, d: (f"{a} arroba {d.replace('.', ' punto ')}", "mi correo es {v}"),
        lambda a, d: (f"{a}{{at}}{d.replace('.', '{dot}')}", "email {v}"),
        lambda a, d: (f"{a}＠{d.replace('.', '．')}", "correo {v}"),
        lambda a, d: (f"{a} AT {d.replace('.', ' DOT ')}", "reach me: {v}"),
        lambda a, d: (f"{a}@@{d}", "(quítale una arroba) {v}"),
        lambda a, d: (f"{a} (arroba) {d.replace('.', ' (punto) ')}", "Informes: {v} — {n}"),
        lambda a, d: (f"{a} en {d.split('.')[0]} punto com", "mi mail es {v}"),
        lambda a, d: (f"{a}[at]{d.replace('.', '[.]')}", "contact: {v}"),
        lambda a, d: (f"{a} @ {d}", "correo de {n}: {v}"),
        lambda a, d: (f"{a} _at_ {d}", "{n} — {v}"),
    ]
    for i, fn in enumerate(obf):
        p = Person()
        v, tpl = fn(p.login, R.choice(["gmail.com", "hotmail.com", "yahoo.com", "outlook.com"]))
        out.append(
            it(
                "email-obfuscated",
                "es" if "reach" not in tpl and "contact:" not in tpl else "en",
                f"obfuscated e-mail form {i}",
                v,
                text=tpl.format(v=v, n=p.name),
                keys=["comentario", "anuncio"],
            )
        )
    return out


# ---------------------------------------------------------------------------- IPs, sensitive, patrimonial


def ip_items() -> list[dict]:
    out = []
    pre = ["187.190", "189.203", "201.141", "177.226", "189.146", "200.68", "187.188", "201.162"]
    for i in range(14):
        p = Person()
        ip = f"{R.choice(pre)}.{R.randint(1, 254)}.{R.randint(1, 254)}"
        f = i % 7
        if f == 0:
            out.append(
                it(
                    "user-ip",
                    "en",
                    "X-Forwarded-For of a user",
                    ip,
                    header=(
                        "X-Forwarded-For",
                        f"{ip}, 172.70.{R.randint(1, 250)}.{R.randint(1, 250)}",
                    ),
                )
            )
        elif f == 1:
            out.append(it("user-ip", "en", "client_ip JSON field", ip, field=("client_ip", ip)))
        elif f == 2:
            out.append(
                it(
                    "user-ip",
                    "en",
                    "access log line",
                    ip,
                    text=f'{ip} - {p.login} [04/Mar/2024:10:11:12 -0600] "GET /mi-cuenta HTTP/1.1" 200 5123'.replace(
                        '"', ""
                    ),
                    keys=["access_log"],
                )
            )
        elif f == 3:
            out.append(
                it(
                    "user-ip",
                    "es",
                    "last login of a named person",
                    ip,
                    text=f"Último acceso de {p.name} desde {ip} (Telmex)",
                    keys=["auditoria"],
                )
            )
        elif f == 4:
            v = f"2806:10ae:{rnd(HEX, 4)}:{rnd(HEX, 4)}:{rnd(HEX, 4)}:{rnd(HEX, 4)}:{rnd(HEX, 4)}:{rnd(HEX, 4)}"
            out.append(
                it("user-ip", "en", "IPv6 of a user in a header", v, header=("CF-Connecting-IP", v))
            )
        elif f == 5:
            out.append(it("user-ip", "en", "X-Real-IP header", ip, header=("X-Real-IP", ip)))
        else:
            out.append(
                it(
                    "user-ip",
                    "es",
                    "votante IP in a survey row",
                    ip,
                    text=f"respuesta_id={R.randint(1000, 9999)};ip={ip};correo={p.login}@gmail.com",
                    keys=["encuesta"],
                )
            )
    return out


def sensitive_items() -> list[dict]:
    rows = [
        (
            "health",
            "diagnóstico VIH positivo",
            "Paciente {n} — {v}, inicia tratamiento antirretroviral",
        ),
        (
            "health",
            "diabetes tipo 2 con insulina",
            "{n} tiene {v}; avisar a la enfermera del turno",
        ),
        ("health", "depresión mayor en tratamiento", "Expediente psicológico de {n}: {v}"),
        ("health", "embarazo de 28 semanas", "Incapacidad de {n} por {v}"),
        ("health", "tipo de sangre O negativo", "{n}, {v}, alérgico a la penicilina"),
        ("health", "discapacidad motriz (usa silla de ruedas)", "Alumno {n}: {v}"),
        ("religion", "testigo de Jehová", "{n} es {v}; no autoriza transfusiones"),
        ("religion", "religión: musulmana", "Ficha de {n}: {v}, requiere menú halal"),
        ("union", "afiliada al SNTE, sección 22", "La maestra {n} está {v}"),
        ("union", "miembro del sindicato minero, folio de afiliado 004812", "{n}, {v}"),
        ("political", "militante de Movimiento Ciudadano", "{n}, {v} desde 2019"),
        ("sexual-orientation", "orientación sexual: gay", "Perfil de {n} — {v}"),
        ("ethnic-origin", "hablante de mixteco, origen indígena", "{n} ({v})"),
        (
            "biometric",
            "plantilla de huella dactilar",
            "{n}: {v} Rk9PQkFS{h} registrada en checador",
        ),
        ("genetic", "mutación BRCA1 positiva", "Resultado genético de {n}: {v}"),
        ("health", "health condition: epilepsy", "Employee {n} disclosed {v} to HR"),
        ("criminal-record", "antecedentes penales por robo (2015)", "{n} tiene {v}"),
        ("philosophical", "objetor de conciencia", "{n} se declaró {v}"),
    ]
    out = []
    for k, v, tpl in rows:
        p = Person()
        out.append(
            it(
                f"sensitive-{k}",
                "en" if "Employee" in tpl else "es",
                f"sensitive datum ({k}) tied to a named person",
                v,
                text=tpl.format(n=p.name, v=v, h=rnd(B62, 12)),
                keys=["nota_medica", "observaciones", "perfil"],
            )
        )
    return out


def patrimonial_items() -> list[dict]:
    out = []
    for tpl in [
        "Sueldo mensual neto de {n}: $48,320.15 MXN",
        "{n} debe $12,430.00 de la tarjeta departamental (cartera vencida 90 días)",
        "Saldo de la cuenta de ahorro de {n}: $213,905.44",
        "Buró de crédito de {n}: score 612, 2 cuentas con atraso",
        "{n} heredó el predio con clave catastral 098-031-22-017-4",
    ]:
        p = Person()
        v = p.name
        out.append(
            it(
                "patrimonial",
                "es",
                "financial datum of a named person (value is the name)",
                v,
                text=tpl.format(n=v),
                keys=["credito", "nota"],
            )
        )
    return out


# ---------------------------------------------------------------------------- account ids


def account_items() -> list[dict]:
    a: list[dict] = []

    def acc(form: str, value: str, **kw: object) -> None:
        a.append(it("account-id", kw.pop("lang", "en"), form, value, family="account-id", **kw))  # type: ignore[arg-type]

    v = "org-" + rnd(B62, 24)
    acc("OpenAI-Organization header", v, header=("OpenAI-Organization", v))
    v = "proj_" + rnd(B62, 24)
    acc("OpenAI-Project header", v, header=("OpenAI-Project", v))
    v = uid()
    acc("anthropic-organization-id header (UUID)", v, header=("anthropic-organization-id", v))
    v = "acc_" + rnd(HEX, 16)
    acc("X-Account-Id header", v, header=("X-Account-Id", v))
    v = "tnt-" + digits(6)
    acc("x-tenant-id header", v, header=("x-tenant-id", v))
    v = "cus_" + rnd(B62, 14)
    acc("X-Customer header (Stripe cus_)", v, header=("X-Customer", v))
    v = "ws-" + rnd(HEX, 12)
    acc("x-workspace-id header", v, header=("x-workspace-id", v))
    v = "team_" + rnd(B62, 20)
    acc("x-team header", v, header=("x-team", v))
    v = "usr_" + rnd(B62, 18)
    acc("X-User-Id header", v, header=("X-User-Id", v))
    v = "acct_1" + rnd(B62, 15)
    acc("Stripe-Account header", v, header=("Stripe-Account", v))
    v = "client-" + digits(7)
    acc("x-client-account header", v, header=("x-client-account", v))
    v = rnd(HEX, 32)
    acc(
        "cf account id in URL path",
        v,
        text=f"POST https://api.cloudflare.com/client/v4/accounts/{v}/ai/run/@cf/meta/llama-3",
        keys=["request_url", "endpoint"],
    )
    v = uid()
    acc(
        "Azure subscription in a resource path",
        v,
        text=f"/subscriptions/{v}/resourceGroups/rg-busqueda/providers/Microsoft.Search/searchServices/srch-prod",
        keys=["resource_id"],
    )
    v = "org-" + rnd(B62, 24)
    acc(
        "organization in a URL path",
        v,
        text=f"GET https://api.openai.com/v1/organizations/{v}/usage?date=2024-03-01",
        keys=["request_url"],
    )
    v = "acct_" + digits(4)
    acc(
        "acct_ in a URL path",
        v,
        text=f"DELETE /v2/accounts/{v}/keys/7",
        keys=["ultima_llamada", "request_line"],
    )
    v = "team_" + rnd(B62, 10)
    acc(
        "team in a URL path",
        v,
        text=f"https://api.firecrawl.dev/v1/teams/{v}/credit-usage",
        keys=["url"],
    )
    v = "usr_" + rnd(B62, 12)
    acc("user in a URL path", v, text=f"PATCH /api/users/{v}/preferences 204", keys=["log"])
    v = "wrkspc_" + rnd(B62, 24)
    acc(
        "workspace in a console URL",
        v,
        text=f"https://console.anthropic.com/settings/workspaces/{v}/keys",
        keys=["link"],
    )
    v = "acct_1" + rnd(B62, 15)
    acc(
        "Stripe dashboard URL",
        v,
        text=f"https://dashboard.stripe.com/{v}/payments",
        keys=["dashboard"],
    )
    v = "cust-" + digits(5)
    acc(
        "cust- in a query string",
        v,
        text=f"https://api.tavily.com/usage?customer={v}&period=month",
        keys=["url"],
    )
    fields = [
        ("account_id", lambda: "acct_" + rnd(B62, 16)),
        ("customer", lambda: "cus_" + rnd(B62, 14)),
        ("owner", lambda: "user_2" + rnd(B62, 26)),
        ("team_id", lambda: "T0" + rnd(string.ascii_uppercase + string.digits, 9)),
        ("organization_id", lambda: "org_" + rnd(B62, 20)),
        (
            "billing_account",
            lambda: (
                f"{rnd('0123456789ABCDEF', 6)}-{rnd('0123456789ABCDEF', 6)}-{rnd('0123456789ABCDEF', 6)}"
            ),
        ),
        ("aws_account_id", lambda: digits(12)),
        ("project_id", lambda: f"busqueda-ia-{digits(6)}"),
        ("tenantId", lambda: uid()),
        ("workspace", lambda: "ws_" + rnd(B62, 16)),
        ("accountSid", lambda: "AC" + rnd(HEX, 32)),
        ("subscriber_id", lambda: "sub-" + digits(8)),
        ("org", lambda: "org-" + rnd(B62, 24)),
        ("projectId", lambda: "prj_" + rnd(B62, 20)),
        ("userId", lambda: "u-" + rnd(HEX, 10)),
        ("member_id", lambda: "mbr_" + rnd(B62, 12)),
    ]
    for key, mk in fields:
        v = mk()
        acc(f"{key} JSON/YAML field", v, field=(key, v))
    arn = digits(12)
    acc(
        "AWS account id in an ARN",
        arn,
        text=f"arn:aws:iam::{arn}:role/buscador-lambda-exec",
        keys=["role_arn"],
    )
    v = "org-" + rnd(B62, 24)
    acc(
        "org in an error message",
        v,
        text=f"Rate limit reached for gpt-4o in organization {v} on tokens per min (TPM)",
        keys=["error_message"],
    )
    v = "team_" + rnd(B62, 12)
    acc(
        "team in an error message",
        v,
        text=f"Insufficient credits for team {v}. Upgrade your plan.",
        keys=["detail"],
    )
    v = "cust-" + digits(5)
    acc(
        "cust- in a log line",
        v,
        text=f"quota exceeded account={v} plan=pro used=1000/1000",
        keys=["log"],
    )
    v = "acc-" + digits(6)
    acc("acc- in a CSV row", v, text=f"2024-03-01,{v},search,1284,USD 12.84", keys=["billing_row"])
    v = "proj_" + rnd(HEX, 10)
    acc(
        "project in a sentence",
        v,
        text=f"Las llamadas se cargan al proyecto {v} de la cuenta de la agencia",
        keys=["nota"],
        lang="es",
    )
    v = "U0" + rnd(string.ascii_uppercase + string.digits, 9)
    acc(
        "Slack user id in a mention",
        v,
        text=f"<@{v}> aprobó el despliegue".replace("<", "(").replace(">", ")"),
        keys=["mensaje"],
        lang="es",
    )
    v = digits(15)
    acc(
        "Google Cloud project number",
        v,
        text=f"Cloud Search API has not been used in project {v} before or it is disabled.",
        keys=["error"],
    )
    v = "ou_" + rnd(B62, 14)
    acc("account-ish key in an env line", v, text=f"PROVIDER_ACCOUNT_ID={v}", keys=["env"])
    v = "acct-" + rnd(HEX, 8)
    acc(
        "account in YAML config text",
        v,
        text=f"account: {v}  # cuenta de facturación",
        keys=["config"],
        lang="es",
    )
    v = "org-" + rnd(B62, 24)
    acc(
        "org in a curl command",
        v,
        text=f"curl https://api.openai.com/v1/models -H 'OpenAI-Organization: {v}'",
        keys=["curl"],
    )
    v = digits(9)
    acc(
        "PostHog-style project number in a URL",
        v,
        text=f"https://eu.posthog.com/project/{v}/insights",
        keys=["url"],
    )
    v = "usr-" + digits(7)
    acc("user id in a cookie-free analytics event", v, field=("distinct_id", v))
    return a


def all_personal() -> list[dict]:
    out: list[dict] = []
    for fn in (
        curp_items,
        rfc_items,
        nss_items,
        ine_items,
        passport_items,
        bank_items,
        foreign_id_items,
        birth_items,
        address_items,
        phone_items,
        email_items,
        ip_items,
        sensitive_items,
        patrimonial_items,
        account_items,
    ):
        out += fn()
    return out
