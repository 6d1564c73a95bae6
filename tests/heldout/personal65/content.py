"""Context makers for held-out corpus 65: every kind, its value maker and its sentences.

Each kind: label, family, how many items, a value maker ``gen(v, opt, lang)`` returning
the datum exactly as written, and templates ``(lang, shape, text, opt)``. In the text,
{V} is the datum, {N} a random person's full name, {G} a given name, {C}/{D} an invented
company and its domain, {TS} a timestamp. A text starting with "<" is HTML markup used as
is; a shape "header" text is "Name: value" (planted as a recorded header in cassettes).
"""

from __future__ import annotations

import base64

from values import COLONIAS, GOV, MUNIS, STATES, STREETS, V, plain

LOWNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
UPNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
AVENUES = [
    "Av. Insurgentes Sur",
    "Blvd. Manuel Ávila Camacho",
    "Av. Constitución",
    "Paseo de la Reforma",
    "Av. Vallarta",
]
MES = [
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
MES_PT = [
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
MON = [
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
ABR = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def sep(v: V, s: str, groups: list[int], seps=(" ", "-", ".")) -> str:
    ch = v.pick(seps)
    out, i = [], 0
    for g in groups:
        out.append(s[i : i + g])
        i += g
    return ch.join(out)


# ------------------------------------------------------------------ personal value makers
def g_curp(v, opt, lang):
    c = v.curp()
    f = opt or v.pick(["up", "up", "low", "space", "hyph"])
    return {
        "up": c,
        "low": c.lower(),
        "space": sep(v, c, [4, 6, 6, 2], (" ",)),
        "hyph": sep(v, c, [4, 6, 6, 2], ("-",)),
    }[f]


def g_rfc(v, opt, lang):
    r = v.rfc_fisica()
    f = opt or v.pick(["up", "up", "low", "hyph", "space"])
    return {
        "up": r,
        "low": r.lower(),
        "hyph": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "space": f"{r[:4]} {r[4:10]} {r[10:]}",
    }[f]


def g_nss(v, opt, lang):
    n = v.nss()
    f = opt or v.pick(["plain", "plain", "hyph", "space"])
    return {
        "plain": n,
        "hyph": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        "space": f"{n[:4]} {n[4:8]} {n[8:]}",
    }[f]


def g_ine(v, opt, lang):
    c = v.ine()
    return (
        c
        if v.r.random() < 0.7
        else c.lower()
        if v.r.random() < 0.5
        else f"{c[:6]} {c[6:14]} {c[14:]}"
    )


def g_clabe(v, opt, lang):
    c = v.clabe()
    return c if v.r.random() < 0.6 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"


def g_card(v, opt, lang):
    c = v.card()
    f = v.pick(["plain", "space", "hyph"])
    if f == "plain":
        return c
    groups = [4, 6, 5] if len(c) == 15 else [4, 4, 4, 4]
    return sep(v, c, groups, (" " if f == "space" else "-",))


def g_passport(v, opt, lang):
    return v.passport(opt or "mx")


def g_birth(v, opt, lang):
    y, m, d = v.date(1950, 2012)
    f = opt or v.pick(["long", "slash", "iso", "abr"])
    if lang == "en":
        return v.pick([f"{MON[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"])
    if lang == "pt":
        return v.pick([f"{d} de {MES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"])
    return {
        "long": f"{d} de {MES[m - 1]} de {y}",
        "slash": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "abr": f"{d:02d}-{ABR[m - 1]}-{y}",
    }[f]


def g_address(v, opt, lang):
    st = v.pick(list(STATES))
    street = v.pick(STREETS)
    num = v.pick(
        [
            f"{v.r.randint(1, 2999)}",
            f"#{v.r.randint(1, 999)}",
            f"núm. {v.r.randint(1, 999)}",
            f"No. {v.r.randint(1, 999)}",
        ]
    )
    inner = v.pick(
        [
            "",
            "",
            f" int. {v.r.randint(1, 12)}",
            f" depto. {v.r.randint(101, 504)}",
            f" int. {v.pick('ABCD')}",
        ]
    )
    cp = f"{v.r.randint(1000, 99999):05d}"
    col = v.pick(COLONIAS)
    return f"{street} {num}{inner}, {col}, C.P. {cp}, {MUNIS[st]}, {STATES[st]}"


def g_phone(v, opt, lang):
    lada, rest = v.phone10()
    ten = lada + rest
    a, b = (ten[:2], ten[2:]) if len(lada) == 2 else (ten[:3], ten[3:])
    b1, b2 = (b[:4], b[4:]) if len(b) == 8 else (b[:3], b[3:])
    f = opt or v.pick(
        ["intl", "intl1", "044", "paren", "dots", "hyph", "plus", "plusparen", "bare"]
    )
    return {
        "intl": f"+52 {a} {b1} {b2}",
        "intl1": f"+52 1 {a} {b1} {b2}",
        "044": f"{v.pick(['044', '045'])} {a} {b1} {b2}",
        "paren": f"({a}) {b1}-{b2}",
        "dots": f"{a}.{b1}.{b2}",
        "hyph": f"{a}-{b1}-{b2}",
        "plus": f"+52{ten}",
        "plusparen": f"+52 ({a}) {b1} {b2}",
        "bare": ten,
        "tel": f"+52{ten}",
    }[f]


def g_wa(v, opt, lang):
    lada, rest = v.phone10()
    return v.pick(["521", "52"]) + lada + rest


def g_email(v, opt, lang):
    e = v.email()
    f = opt or v.pick(["plain", "accent", "upper", "plain"])
    if f == "accent":
        g, a, _ = v.name()
        acc = [x for x in (g, a) if plain(x) != x]
        g2 = g.lower() if acc else "josé"
        return f"{g2}.{a.lower()}@{v.pick(['hotmail.com', 'gmail.com', 'outlook.com', 'yahoo.com.mx'])}"
    if f == "upper":
        return e.upper()
    return e


def g_obf(v, opt, lang):
    e = v.email()
    local, dom = e.split("@")
    host, _, tld = dom.partition(".")
    f = v.pick(["br", "par", "atdot", "brat", "word"])
    if lang == "pt":
        return f"{local} arroba {host} ponto {tld.replace('.', ' ponto ')}"
    if lang == "en" or f == "atdot":
        return f"{local} at {host} dot {tld.replace('.', ' dot ')}"
    return {
        "br": f"{local} [arroba] {host} [punto] {tld.replace('.', ' [punto] ')}",
        "par": f"{local}(arroba){host}(punto){tld.replace('.', '(punto)')}",
        "brat": f"{local}[at]{host}[dot]{tld.replace('.', '[dot]')}",
        "word": f"{local} arroba {host} punto {tld.replace('.', ' punto ')}",
    }[f]


def g_foreign(v, opt, lang):
    return {
        "dni": v.dni_es,
        "cpf": v.cpf,
        "rut": v.rut,
        "ssn": v.ssn,
        "nie": lambda: v.pick("XYZ") + v.digits(7) + v.pick("TRWAGMYFPDXBNJZSQVHLCKE"),
        "ar": lambda: f"{v.r.randint(20, 45)}.{v.digits(3)}.{v.digits(3)}",
        "co": lambda: f"1.{v.digits(3)}.{v.digits(3)}.{v.digits(3)}",
    }[opt]()


def g_acct(v, opt, lang):
    from values import ALNUM

    lo = "abcdefghijklmnopqrstuvwxyz0123456789"
    return {
        "acct": lambda: "acct_" + v.s(ALNUM, 16),
        "cust": lambda: "cust-" + v.digits(v.r.randint(5, 8)),
        "cus_": lambda: "cus_" + v.s(ALNUM, 14),
        "org": lambda: "org-" + v.s(ALNUM, 24),
        "org_": lambda: "org_" + v.s(lo, 20),
        "proj": lambda: "proj_" + v.s(ALNUM, 24),
        "user": lambda: "user_" + v.s(ALNUM, 27),
        "ws": lambda: "ws_" + v.s(lo, 18),
        "team": lambda: "team_" + v.s(ALNUM, 24),
        "wrk": lambda: "wrkspc_01" + v.s("ABCDEFGHJKMNPQRSTVWXYZ0123456789", 24),
        "slack": lambda: "T0" + v.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 9),
    }[opt]()


# ------------------------------------------------------------------ secret value makers
def g_key(v, opt, lang):
    return v.key(opt)


def g_basic(v, opt, lang):
    user = v.pick(["api", "svc-scraper", "admin", "crawler", "reportes"])
    pw = v.s("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%", 18)
    if opt == "url":
        return f"{user}:{pw}"
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def g_cookie(v, opt, lang):
    from values import ALNUM

    return {
        "sess": lambda: v.s(ALNUM, 48),
        "connect": lambda: "s%3A" + v.s(ALNUM + "-_", 32) + "." + v.b64u(32),
        "rails": lambda: v.b64(60).replace("=", "%3D") + "--" + v.sha1(),
    }[opt]()


def g_conn(v, opt, lang):
    pw = v.s("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 20)
    u = v.pick(["app_rw", "fixtures", "etl_user", "admin", "svc_busqueda"])
    return {
        "pg": f"postgresql://{u}:{pw}@db-prod.internal.{v.pick(['mx', 'net'])}:5432/busquedas",
        "mongo": f"mongodb+srv://{u}:{pw}@cluster0.{v.s(LOWNUM, 5)}.mongodb.net/capturas",
        "redis": f"redis://default:{pw}@cache-01.internal:6379/0",
        "mysql": f"mysql://{u}:{pw}@10.20.4.17:3306/facturacion",
        "amqp": f"amqps://{u}:{pw}@rabbit.internal:5671/vhost",
        "azure": "DefaultEndpointsProtocol=https;AccountName=capturasmx;"
        f"AccountKey={v.b64(64)};EndpointSuffix=core.windows.net",
        "mssql": f"Server=tcp:sqlmx.database.windows.net,1433;Database=crm;User ID={u};Password={pw};Encrypt=true",
    }[opt]


def g_signed(v, opt, lang):
    if opt == "s3":
        return (
            f"https://capturas-mx.s3.amazonaws.com/raw/{v.digits(6)}.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={v.key('aws_id')}%2F20250301%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20250301T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={v.sha256()}"
        )
    if opt == "gcs":
        return (
            f"https://storage.googleapis.com/fixtures-mx/{v.digits(5)}.json?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=scraper%40proyecto-mx.iam.gserviceaccount.com%2F20250301%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20250301T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={v.sha256()}{v.sha256()}"
        )
    sig = v.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return f"https://capturasmx.blob.core.windows.net/raw/p{v.digits(4)}.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-01T00:00:00Z&sig={sig}"


def g_webhook(v, opt, lang):
    from values import ALNUM

    if opt == "slack":
        t, b = v.s(UPNUM, 9), v.s(UPNUM, 9)
        return f"https://hooks.slack.com/services/T0{t}/B0{b}/{v.s(ALNUM, 24)}"
    if opt == "discord":
        return f"https://discord.com/api/webhooks/{v.digits(19)}/{v.s(ALNUM + '_-', 68)}"
    return (
        f"https://{v.pick(['contoso', 'empresa'])}.webhook.office.com/webhookb2/{v.uuid()}@{v.uuid()}/IncomingWebhook/"
        f"{v.s('0123456789abcdef', 32)}/{v.uuid()}"
    )


def g_pem(v, opt, lang):
    return {
        "rsa": "-----BEGIN RSA PRIVATE KEY-----",
        "ec": "-----BEGIN EC PRIVATE KEY-----",
        "pk": "-----BEGIN PRIVATE KEY-----",
        "ssh": "-----BEGIN OPENSSH PRIVATE KEY-----",
    }[opt]


# ------------------------------------------------------------------ keeper value makers
def g_role(v, opt, lang):
    _name, dom = v.company()
    box = v.pick(
        [
            "ventas",
            "contacto",
            "soporte",
            "prensa",
            "facturacion",
            "atencion.clientes",
            "info",
            "rh",
            "compras",
            "cobranza",
            "sac",
            "hola",
            "comunicacion",
        ]
    )
    e = f"{box}@{dom}"
    return e.upper() if opt == "upper" else e


def g_gov(v, opt, lang):
    box = v.pick(
        [
            "transparencia",
            "atencion.ciudadana",
            "contacto",
            "quejas",
            "oficialia.partes",
            "comunicacion.social",
            "unidad.transparencia",
            "orientacion",
        ]
    )
    return f"{box}@{v.pick(GOV)}"


def g_switch(v, opt, lang):
    lada = v.pick(["55", "33", "81", "442", "222"])
    if len(lada) == 2:
        n = f"({lada}) {v.r.randint(5000, 5999)}-{v.digits(4)}"
    else:
        n = f"({lada}) {v.r.randint(210, 299)}-{v.digits(4)}"
    return n


def g_tollfree(v, opt, lang):
    a, b = v.digits(3), v.digits(4)
    return v.pick(
        [f"800 {a} {b}", f"01 800 {a} {b}", f"+52 800 {a} {b}", f"800-{a}-{b}", f"01-800-{a}-{b}"]
    )


def g_caddr(v, opt, lang):
    st = v.pick(list(STATES))
    return (
        f"{v.pick(AVENUES)} "
        f"{v.r.randint(100, 3999)}, piso {v.r.randint(2, 22)}, {v.pick(COLONIAS)}, "
        f"C.P. {v.r.randint(1000, 99999):05d}, "
        f"{MUNIS[st]}, {STATES[st]}"
    )


def g_crfc(v, opt, lang):
    return v.rfc_moral()


def g_cclabe(v, opt, lang):
    return v.clabe()


def g_date(v, opt, lang):
    y, m, d = v.date(2015, 2025)
    if lang == "en":
        return v.pick([f"{MON[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}"])
    if lang == "pt":
        return f"{d} de {MES_PT[m - 1]} de {y}"
    return v.pick(
        [
            f"{d} de {MES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}T{v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:00Z",
        ]
    )


def g_price(v, opt, lang):
    return v.pick(
        [
            f"${v.r.randint(99, 24999):,}.{v.digits(2)} MXN",
            f"MXN {v.r.randint(10, 9999)}.00",
            f"US$ {v.r.randint(1, 499)}.{v.digits(2)}",
            f"R$ {v.r.randint(10, 999)},{v.digits(2)}",
            f"$0.00{v.r.randint(1, 9)} por consulta",
        ]
    )


def g_version(v, opt, lang):
    return v.pick(
        [
            f"v{v.r.randint(0, 5)}.{v.r.randint(0, 30)}.{v.r.randint(0, 20)}",
            f"{v.r.randint(1, 3)}.{v.r.randint(0, 99)}.{v.r.randint(0, 9)}",
            f"Chrome/{v.r.randint(110, 131)}.0.{v.r.randint(5000, 6999)}.{v.r.randint(10, 199)}",
            f"2024-{v.r.randint(1, 12):02d}-01-preview",
        ]
    )


def g_reqid(v, opt, lang):
    return v.pick([v.uuid(), f"{v.s('0123456789abcdef', 16)}-MEX", v.uuid().replace("-", "")])


def g_hash(v, opt, lang):
    return v.pick([v.sha256(), v.sha1(), "sha384-" + v.b64(48)])


def g_contentid(v, opt, lang):
    return v.pick(
        [
            f"{v.r.randint(1000000, 9999999)}",
            f"nota-{v.r.randint(100000, 999999)}",
            f"img_{v.s('abcdef0123456789', 12)}",
            f"{v.s('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 11)}",
        ]
    )


def g_order(v, opt, lang):
    return v.pick(
        [
            f"#{v.r.randint(100000, 999999)}",
            f"PED-2025-{v.digits(6)}",
            v.digits(10),
            f"OC-{v.digits(5)}",
        ]
    )


def g_tracking(v, opt, lang):
    return v.pick(
        [
            "1Z" + v.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + v.digits(10),
            v.digits(12),
            v.digits(22),
            f"MX{v.digits(9)}",
        ]
    )


def g_case(v, opt, lang):
    return v.pick(
        [
            f"CASO-{v.digits(6)}",
            f"Ticket #{v.digits(5)}",
            f"{v.digits(4)}/2024",
            f"INC{v.digits(7)}",
            f"Expediente {v.digits(3)}/{v.r.randint(2019, 2025)}",
        ]
    )


def g_masked(v, opt, lang):
    return v.pick(
        [
            f"**** **** **** {v.digits(4)}",
            f"XXXX-XXXX-XXXX-{v.digits(4)}",
            f"55****{v.digits(4)}",
            "j***@g***.com",
            f"CURP: ****************{v.digits(2)}",
            f"sk-...{v.s('abcdefghijk', 4)}",
            f"tvly-****{v.s('ABCDEFGH', 4)}",
            f"*******{v.digits(3)}",
            f"•••• {v.digits(4)}",
        ]
    )


def g_placeholder(v, opt, lang):
    return v.pick(
        [
            "YOUR_API_KEY",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "redacted@example.test",
            "+52-000-000-0000",
            "AAAA000000HDFXXX00",
            "sk-...",
            "Bearer <token>",
            "<REDACTED>",
            "{{ secrets.FIRECRAWL_KEY }}",
            "XXXX-XXXX-XXXX-XXXX",
            "usuario@example.com",
            "$BRAVE_API_KEY",
            "os.environ['SERPER_API_KEY']",
            "changeme",
            "000000000000000000",
            "INSERTA_TU_CLAVE_AQUI",
        ]
    )


def g_stat(v, opt, lang):
    return v.pick(
        [
            f"{v.r.randint(10, 99)}.{v.digits(1)} %",
            f"{v.r.randint(1000, 999999):,}",
            str(v.r.randint(1_000_000_000, 4_999_999_999)),
            f"{v.r.randint(2, 900)} mil",
            f"{v.r.randint(1, 60)}.{v.digits(1)} millones",
        ]
    )


def g_isbn(v, opt, lang):
    return v.pick(
        [
            v.isbn13(),
            v.issn(),
            f"10.{v.r.randint(1000, 9999)}/{v.s('abcdefghij', 4)}.{v.digits(4)}.{v.digits(3)}",
        ]
    )


def g_pub(v, opt, lang):
    from values import ALNUM

    return v.pick(
        [
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + v.s(ALNUM + "+/", 43),
            "pk_live_" + v.s(ALNUM, 99),
            "-----BEGIN PUBLIC KEY-----",
            "-----BEGIN CERTIFICATE-----",
        ]
    )


def g_analytics(v, opt, lang):
    return v.pick(
        [
            f"G-{v.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}",
            f"UA-{v.digits(8)}-{v.r.randint(1, 9)}",
            f"GTM-{v.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7)}",
            f"ca-pub-{v.digits(16)}",
        ]
    )


def g_sku(v, opt, lang):
    return v.pick(
        [f"SKU-{v.s('ABCDEFGH', 3)}-{v.digits(5)}", "750" + v.digits(10), f"MOD-{v.digits(4)}X"]
    )


# ------------------------------------------------------------------ the kinds
P, A, S, K = (
    ("personal", "personal"),
    ("personal", "account-id"),
    ("secret", "secret"),
    ("keep", "keep"),
)

KINDS: dict[str, dict] = {
    "curp": dict(
        lf=P,
        n=28,
        gen=g_curp,
        tpls=[
            ("es", "prose", "Ficha de inscripción — alumna {N}, CURP {V}, grupo 3°B.", None),
            ("es", "chat", "[10:42] {G}: ya te mandé mi curp {V} para el trámite", "low"),
            ("es", "log", '{TS} INFO alta_paciente curp={V} nombre="{N}"', None),
            ("es", "csv", "{N},{V},Turno vespertino,Consultorio 4", None),
            ("es", "prose", "Recordatorio IMSS: cita de {N} (CURP {V}) el lunes a las 9:00.", None),
            ("es", "prose", "Entregar a {N}; identificación con CURP: {V}", "space"),
            ("es", "form", "Clave Única de Registro de Población del beneficiario: {V}", "hyph"),
            ("en", "prose", "Applicant {N} provided Mexican CURP {V} with the visa form.", None),
            ("pt", "prose", "O CURP informado por {N} é {V}; conferir com o cadastro.", None),
            (
                "es",
                "error",
                "ValidationError: curp '{V}' ya registrada para otro solicitante",
                "low",
            ),
        ],
    ),
    "rfc-persona-fisica": dict(
        lf=P,
        n=22,
        gen=g_rfc,
        tpls=[
            ("es", "prose", "Favor de facturar a nombre de {N}, RFC {V}, uso CFDI G03.", None),
            ("es", "ticket", "Ticket: el cliente {N} pide corregir su RFC a {V}", "hyph"),
            (
                "es",
                "receipt",
                "Recibí de {N} (R.F.C. {V}) la cantidad de $8,500 por renta de marzo.",
                None,
            ),
            ("es", "kv", "rfc_receptor={V} nombre_receptor={N} regimen=605", None),
            ("es", "chat", "mi rfc es {V} por si lo necesitas para la factura", "low"),
            ("es", "csv", "{V},{N},Honorarios,2024", "space"),
            ("en", "prose", "Tax ID (RFC) of the contractor {N}: {V}.", None),
            ("pt", "prose", "RFC pessoal de {N} para a nota fiscal mexicana: {V}.", None),
        ],
    ),
    "nss": dict(
        lf=P,
        n=14,
        gen=g_nss,
        tpls=[
            ("es", "prose", "Número de Seguridad Social de {N}: {V}", None),
            ("es", "form", "NSS del trabajador {N} — {V} — alta ante el IMSS", "hyph"),
            ("es", "chat", "te paso mi NSS {V} para la constancia de semanas", None),
            ("es", "log", "{TS} WARN semanas_cotizadas nss={V} sin vigencia", None),
            ("en", "prose", "Employee {N}, IMSS social security number {V}.", "space"),
            ("pt", "prose", "Número do seguro social (IMSS) de {N}: {V}", None),
        ],
    ),
    "ine-clave-elector": dict(
        lf=P,
        n=12,
        gen=g_ine,
        tpls=[
            ("es", "prose", "Credencial para votar de {N}, clave de elector {V}.", None),
            ("es", "form", "Clave de elector: {V} | Sección 1432 | Titular: {N}", None),
            ("es", "chat", "ya verifiqué la INE de {G}, clave elector {V}", None),
            ("en", "prose", "Voter ID (INE) elector key for {N}: {V}", None),
            ("es", "csv", "{N};{V};vigente 2029", None),
        ],
    ),
    "clabe": dict(
        lf=P,
        n=14,
        gen=g_clabe,
        tpls=[
            ("es", "prose", "Para el reembolso deposita a mi cuenta, soy {N}, CLABE {V}.", None),
            ("es", "chat", "{G}: mi clabe es {V} (a mi nombre)", None),
            ("es", "form", "Datos bancarios del empleado {N} — CLABE interbancaria: {V}", None),
            ("en", "prose", "Please wire the refund to {N}, CLABE {V}.", None),
            ("pt", "prose", "Dados para transferência de {N}: CLABE {V}", None),
            ("es", "log", '{TS} payout beneficiario="{N}" clabe={V} status=pending', None),
        ],
    ),
    "card": dict(
        lf=P,
        n=16,
        gen=g_card,
        tpls=[
            ("es", "prose", "Cargo recurrente a la tarjeta {V} de {N}, vence 08/27.", None),
            ("es", "chat", "te paso mi tarjeta para el apartado: {V}", None),
            ("es", "log", '{TS} ERROR pago rechazado pan={V} titular="{N}"', None),
            ("en", "prose", "Card on file for {N}: {V} exp 11/26", None),
            ("pt", "prose", "Cartão de crédito de {N}: {V}, validade 03/28", None),
            ("es", "form", "Número de tarjeta: {V} — Titular: {N}", None),
        ],
    ),
    "passport": dict(
        lf=P,
        n=24,
        gen=g_passport,
        tpls=[
            ("es", "prose", "Pasaporte mexicano de {N}: {V}, vigente hasta 2031.", "mx"),
            ("es", "form", "No. de pasaporte {V} — pasajera {N}, vuelo AM 0402", "mx"),
            ("es", "chat", "ya tengo mi pasaporte nuevo, el número es {V}", "mx"),
            ("en", "prose", "US passport number {V}, holder {N}.", "us"),
            ("en", "csv", "{N},passport,{V},USA", "us"),
            ("es", "prose", "Pasaporte español nº {V} a nombre de {N}.", "es"),
            ("pt", "prose", "Passaporte brasileiro {V} de {N}, emitido em Campinas.", "br"),
            ("en", "prose", "Canadian passport {V} ({N}) checked at the gate.", "ca"),
            ("es", "log", '{TS} reserva pax="{N}" pasaporte={V}', "mx"),
        ],
    ),
    "birth-date": dict(
        lf=P,
        n=24,
        gen=g_birth,
        tpls=[
            (
                "es",
                "prose",
                "{N} nació el {V} en Puebla, según el acta del registro civil.",
                "long",
            ),
            ("es", "form", "Paciente: {N} — Fecha de nacimiento: {V} — Tipo de sangre O+", "slash"),
            ("es", "csv", "{N},{V},Delantero,Liga Infantil Sur", "iso"),
            ("es", "prose", "Aviso escolar: el alumno {N} (f. nac. {V}) pasa a 4°A.", "abr"),
            ("es", "kv", 'nombre="{N}" fecha_nacimiento={V}', "iso"),
            ("en", "prose", "{N} was born on {V} and joined the under-12 roster.", None),
            ("en", "form", "Name: {N} | DOB: {V}", None),
            ("pt", "prose", "{N} nasceu em {V}, segundo a ficha médica.", None),
        ],
    ),
    "home-address": dict(
        lf=P,
        n=26,
        gen=g_address,
        tpls=[
            ("es", "prose", "Domicilio particular de {N}: {V}.", None),
            ("es", "ad", "Se renta cuarto, informes con {N} en {V}", None),
            ("es", "label", "ENTREGAR A: {N} — {V}", None),
            ("es", "form", "Expediente clínico — {N}, domicilio {V}", None),
            ("es", "prose", "La señora {N} vive en {V} desde 2015.", None),
            ("en", "prose", "Ship to {N}, {V}, Mexico.", None),
            ("pt", "prose", "Endereço residencial de {N} no México: {V}", None),
            ("es", "chat", "{G}: mi dirección es {V}, toca fuerte", None),
        ],
    ),
    "phone": dict(
        lf=P,
        n=50,
        gen=g_phone,
        tpls=[
            ("es", "prose", "Comunícate con {N} al {V}", "bare"),
            ("es", "csv", "{N} {V}", "bare"),
            ("es", "chat", "mi cel es {V}, mándame mensaje", None),
            ("es", "chat", "márcame a mi celular {V} después de las 6", "bare"),
            ("es", "prose", "Informes con {N}, tel. {V}", None),
            ("es", "ad", "Vendo bicicleta rodada 26, llamar a {G} al {V}", None),
            ("es", "log", '{TS} sms_enviado destino={V} cliente="{N}"', "plus"),
            ("es", "csv", "{N},{V},particular", None),
            ("es", "html", '<a href="tel:{V}">Llamar a {N}</a>', "tel"),
            ("en", "prose", "Call {N} on her mobile, {V}.", None),
            ("en", "prose", "My number is {V} if you need anything.", None),
            ("pt", "prose", "Contato pessoal de {N}: celular {V}", None),
            ("es", "form", "Teléfono de casa de {N}: {V}", "paren"),
        ],
    ),
    "whatsapp": dict(
        lf=P,
        n=10,
        gen=g_wa,
        tpls=[
            ("es", "html", '<a href="https://wa.me/{V}">Escríbele a {G} por WhatsApp</a>', None),
            ("es", "prose", "Mi WhatsApp personal: https://api.whatsapp.com/send?phone={V}", None),
            ("en", "prose", "Text {N} on WhatsApp: https://wa.me/{V}", None),
            ("pt", "prose", "Fale com {G} no WhatsApp: wa.me/{V}", None),
        ],
    ),
    "email": dict(
        lf=P,
        n=32,
        gen=g_email,
        tpls=[
            ("es", "prose", "Escríbeme a {V} y te mando la cotización. — {N}", None),
            ("es", "prose", "Correo personal de {N}: {V}", "accent"),
            ("es", "header", "From: {N} <{V}>", None),
            (
                "es",
                "html",
                '<a href="mailto:{V}?subject=Renta%20depto&amp;cc=">Contactar a {G}</a>',
                None,
            ),
            ("es", "csv", "{N},{V},socio activo", "upper"),
            ("es", "chat", "{G}: mi correo {V}", "accent"),
            ("en", "prose", "Reach {N} at {V} for the carpool list.", None),
            ("en", "log", "{TS} password_reset requested email={V}", "upper"),
            ("pt", "prose", "E-mail pessoal de {N}: {V}", None),
            ("es", "prose", "Enviar comprobante a mailto:{V}?subject=Pago", None),
        ],
    ),
    "email-obfuscated": dict(
        lf=P,
        n=14,
        gen=g_obf,
        tpls=[
            ("es", "prose", "Contacto de {N}: {V}", None),
            ("es", "chat", "escríbeme a {V} (sin espacios)", None),
            ("en", "prose", "Email {N} at {V}", None),
            ("pt", "prose", "Meu e-mail: {V} — {N}", None),
        ],
    ),
    "foreign-id": dict(
        lf=P,
        n=12,
        gen=g_foreign,
        tpls=[
            ("es", "prose", "DNI de {N}: {V} (España).", "dni"),
            ("es", "form", "Titular {N}, NIE {V}", "nie"),
            ("pt", "prose", "CPF de {N}: {V}", "cpf"),
            ("es", "prose", "RUT del arrendatario {N}: {V}", "rut"),
            ("en", "prose", "SSN for {N}: {V}", "ssn"),
            ("es", "prose", "{N}, DNI argentino {V}", "ar"),
            ("es", "prose", "Cédula de ciudadanía de {N}: C.C. {V}", "co"),
        ],
    ),
    "account-id": dict(
        lf=A,
        n=50,
        gen=g_acct,
        tpls=[
            ("en", "header", "OpenAI-Organization: {V}", "org"),
            ("en", "header", "OpenAI-Project: {V}", "proj"),
            ("en", "header", "x-account: {V}", "cust"),
            ("en", "header", "X-Customer-Id: {V}", "cust"),
            ("en", "header", "anthropic-workspace-id: {V}", "wrk"),
            ("en", "url", "GET https://api.stripe.com/v1/accounts/{V}/balance", "acct"),
            ("en", "url", "https://api.vercel.com/v9/projects?teamId={V}", "team"),
            ("en", "url", "POST /v2/organizations/{V}/members 403", "org_"),
            ("en", "json", '{"project": "{V}", "model": "gpt-4o-mini"}', "proj"),
            ("en", "json", '{"user_id": "{V}", "plan": "pro"}', "user"),
            (
                "en",
                "error",
                "Rate limit reached for organization {V} on tokens per min (TPM).",
                "org",
            ),
            ("en", "error", "Error 402: team {V} has exceeded its monthly search quota", "team"),
            ("es", "prose", "La cuenta de Stripe del cliente es {V}; no compartir.", "acct"),
            ("es", "log", "{TS} WARN cuota agotada workspace={V}", "ws"),
            ("es", "prose", "El id de workspace de Slack es {V} (equipo de soporte).", "slack"),
            ("es", "csv", "cliente,{V},plan empresarial", "cus_"),
            ("pt", "prose", "ID da conta no provedor: {V}", "acct"),
            ("es", "error", "403 Forbidden: el usuario {V} no pertenece a la organización", "user"),
        ],
    ),
    # ----------------------------------------------------------------- secrets
    "api-key-header": dict(
        lf=S,
        n=14,
        gen=g_key,
        tpls=[
            ("en", "header", "x-api-key: {V}", "anthropic"),
            ("en", "header", "X-Subscription-Token: {V}", "brave"),
            ("en", "header", "X-API-KEY: {V}", "serper"),
            ("en", "header", "x-goog-api-key: {V}", "google"),
            ("en", "header", "api-key: {V}", "tavily"),
            ("en", "header", "x-api-key: {V}", "xai"),
            ("en", "header", "X-Postmark-Server-Token: {V}", "opaque"),
        ],
    ),
    "api-key-query": dict(
        lf=S,
        n=12,
        gen=g_key,
        tpls=[
            (
                "en",
                "url",
                "https://serpapi.com/search.json?engine=google&q=clima+cdmx&api_key={V}",
                "serpapi",
            ),
            (
                "en",
                "url",
                "https://www.googleapis.com/customsearch/v1?key={V}&cx=017576662512468239146:omuauf_lfve&q=sk",
                "google",
            ),
            ("es", "log", "{TS} GET /search?q=precio+gasolina&api_key={V} 200 143ms", "tavily"),
            ("en", "url", "https://r.jina.ai/https://example.org/?token={V}", "jina"),
            (
                "es",
                "prose",
                "La URL de prueba fue https://api.firecrawl.dev/v1/scrape?key={V}",
                "firecrawl",
            ),
            (
                "pt",
                "prose",
                "Endpoint usado: https://api.exemplo.com/v1/busca?apikey={V}",
                "opaque",
            ),
        ],
    ),
    "api-key-curl": dict(
        lf=S,
        n=10,
        gen=g_key,
        tpls=[
            (
                "en",
                "curl",
                "curl -s https://api.tavily.com/search -H 'Authorization: Bearer {V}' -d '{\"query\":\"sk\"}'",
                "tavily",
            ),
            (
                "en",
                "curl",
                'curl https://api.openai.com/v1/responses -H "Authorization: Bearer {V}"',
                "openai",
            ),
            (
                "en",
                "curl",
                'curl https://api.anthropic.com/v1/messages -H "x-api-key: {V}" -H "anthropic-version: 2023-06-01"',
                "anthropic",
            ),
            (
                "en",
                "curl",
                "curl -H 'X-Subscription-Token: {V}' 'https://api.search.brave.com/res/v1/web/search?q=sk'",
                "brave",
            ),
            (
                "en",
                "curl",
                "curl -X POST https://google.serper.dev/search -H 'X-API-KEY: {V}'",
                "serper",
            ),
            (
                "en",
                "curl",
                'curl https://api.groq.com/openai/v1/models -H "Authorization: Bearer {V}"',
                "groq",
            ),
            ("en", "curl", "curl -u {V}: https://api.stripe.com/v1/charges", "stripe"),
        ],
    ),
    "api-key-env": dict(
        lf=S,
        n=14,
        gen=g_key,
        tpls=[
            ("en", "env", "TAVILY_API_KEY={V}", "tavily"),
            ("en", "env", 'export OPENROUTER_API_KEY="{V}"', "openrouter"),
            ("en", "env", "PERPLEXITY_API_KEY={V}", "perplexity"),
            ("en", "env", "HF_TOKEN={V}", "hf"),
            ("en", "ini", "api_key = {V}", "mistral"),
            ("en", "yaml", "cohere_api_key: {V}", "cohere"),
            ("en", "env", "GITHUB_TOKEN={V}", "github"),
            ("en", "env", "SENDGRID_API_KEY={V}", "sendgrid"),
            ("en", "env", "MAILGUN_API_KEY={V}", "mailgun"),
            ("en", "env", "NPM_TOKEN={V}", "npm"),
            ("en", "env", "DEEPSEEK_API_KEY={V}", "deepseek"),
            ("en", "env", "MP_ACCESS_TOKEN={V}", "mercadopago"),
            ("en", "yaml", 'resend_key: "{V}"', "resend"),
            ("en", "ini", "brevo.api_key={V}", "brevo"),
        ],
    ),
    "api-key-json": dict(
        lf=S,
        n=12,
        gen=g_key,
        tpls=[
            ("en", "json", '{"api_key": "{V}", "query": "noticias", "max_results": 5}', "tavily"),
            ("en", "json", '{"apiKey": "{V}", "url": "https://example.org"}', "firecrawl"),
            ("en", "json", '{"token": "{V}", "repo": "org/app"}', "github_pat"),
            ("en", "json", '{"secret_key": "{V}", "currency": "mxn"}', "stripe_rk"),
            ("en", "json", '{"private_key": "{V}", "provider": "conekta"}', "conekta"),
            ("en", "json", '{"webhook_secret": "{V}"}', "stripe_whsec"),
            ("en", "json", '{"GITLAB_TOKEN": "{V}"}', "gitlab"),
            ("en", "json", '{"twilio_api_key": "{V}", "region": "us1"}', "twilio"),
        ],
    ),
    "api-key-error": dict(
        lf=S,
        n=10,
        gen=g_key,
        tpls=[
            (
                "en",
                "error",
                "Incorrect API key provided: {V}. You can find your API key at https://platform.openai.com/account/api-keys.",
                "openai",
            ),
            ("en", "error", "401 Unauthorized: invalid x-api-key '{V}'", "anthropic"),
            ("es", "error", "Error 401: la clave {V} no es válida o fue revocada", "tavily"),
            ("en", "error", "AuthenticationError: Invalid API Key {V} (groq)", "groq"),
            (
                "pt",
                "error",
                "Erro 403: chave de API {V} sem permissão para este recurso",
                "perplexity",
            ),
            ("en", "error", "slack_api error invalid_auth for token {V}", "slack"),
        ],
    ),
    "api-key-prose": dict(
        lf=S,
        n=12,
        gen=g_key,
        tpls=[
            (
                "es",
                "prose",
                "Para las pruebas usé mi clave de Tavily {V}, luego la roto.",
                "tavily",
            ),
            ("es", "prose", "La API key de OpenRouter del equipo es {V}", "openrouter"),
            ("es", "chat", "[11:03] te paso el token de Hugging Face: {V}", "hf"),
            ("en", "prose", "Our Exa fallback uses the xAI key {V} for summaries.", "xai"),
            ("pt", "prose", "A chave da Anthropic que usamos no staging é {V}", "anthropic"),
            ("es", "prose", "Token personal de GitHub para el CI: {V}", "github"),
            ("en", "prose", "Stripe secret key for the Mexico account: {V}", "stripe"),
            ("es", "prose", "Clave de Jina Reader (no compartir): {V}", "jina"),
        ],
    ),
    "bearer-token": dict(
        lf=S,
        n=10,
        gen=g_key,
        tpls=[
            ("en", "header", "Authorization: Bearer {V}", "opaque"),
            ("en", "header", "authorization: bearer {V}", "opaque"),
            ("es", "log", "{TS} DEBUG headers={'Authorization': 'Bearer {V}'}", "opaque"),
            ("en", "prose", "The proxy forwards Bearer {V} to the upstream.", "opaque"),
        ],
    ),
    "basic-auth": dict(
        lf=S,
        n=6,
        gen=g_basic,
        tpls=[
            ("en", "header", "Authorization: Basic {V}", None),
            ("es", "log", "{TS} upstream https://{V}@proxy.interno.mx:8443/fetch 200", "url"),
            ("es", "env", "PROXY_URL=http://{V}@10.0.3.7:3128", "url"),
        ],
    ),
    "cookie": dict(
        lf=S,
        n=7,
        gen=g_cookie,
        tpls=[
            ("en", "header", "Cookie: sessionid={V}; csrftoken=abc", "sess"),
            ("en", "header", "Set-Cookie: connect.sid={V}; Path=/; HttpOnly; Secure", "connect"),
            ("en", "header", "Cookie: _app_session={V}", "rails"),
            (
                "es",
                "prose",
                "Copié la cookie de sesión PHPSESSID={V} del navegador para reproducir el error.",
                "sess",
            ),
        ],
    ),
    "jwt": dict(
        lf=S,
        n=6,
        gen=lambda v, o, lang: v.jwt(),
        tpls=[
            ("en", "header", "Authorization: Bearer {V}", None),
            ("es", "json", '{"access_token": "{V}", "expires_in": 3600}', None),
            ("en", "log", "{TS} auth ok id_token={V}", None),
        ],
    ),
    "private-key": dict(
        lf=S,
        n=6,
        gen=g_pem,
        tpls=[
            ("en", "pem", "rsa", "rsa"),
            ("en", "pem", "ec", "ec"),
            ("en", "pem", "pk", "pk"),
            ("en", "pem", "ssh", "ssh"),
        ],
    ),
    "cloud-key": dict(
        lf=S,
        n=6,
        gen=g_key,
        tpls=[
            ("en", "env", "AWS_ACCESS_KEY_ID={V}", "aws_id"),
            ("en", "env", "AWS_SECRET_ACCESS_KEY={V}", "aws_secret"),
            ("en", "ini", "aws_secret_access_key = {V}", "aws_secret"),
            ("es", "prose", "La llave de acceso de AWS del bucket de capturas es {V}", "aws_id"),
        ],
    ),
    "connection-string": dict(
        lf=S,
        n=7,
        gen=g_conn,
        tpls=[
            ("en", "env", "DATABASE_URL={V}", "pg"),
            ("en", "env", "MONGO_URI={V}", "mongo"),
            ("es", "error", "No se pudo conectar a {V}: timeout", "redis"),
            ("en", "yaml", "dsn: {V}", "mysql"),
            ("en", "env", "BROKER_URL={V}", "amqp"),
            ("en", "env", "AZURE_STORAGE_CONNECTION_STRING={V}", "azure"),
            ("pt", "prose", "String de conexão do banco: {V}", "mssql"),
        ],
    ),
    "signed-url": dict(
        lf=S,
        n=6,
        gen=g_signed,
        tpls=[
            ("en", "url", "{V}", "s3"),
            ("es", "prose", "Descarga temporal del PDF: {V}", "gcs"),
            ("en", "prose", "Shared link (expires tomorrow): {V}", "sas"),
        ],
    ),
    "webhook-url": dict(
        lf=S,
        n=6,
        gen=g_webhook,
        tpls=[
            ("en", "env", "SLACK_WEBHOOK_URL={V}", "slack"),
            ("es", "prose", "Las alertas de cuota se mandan a {V}", "discord"),
            ("en", "json", '{"teams_webhook": "{V}"}', "teams"),
        ],
    ),
    # ----------------------------------------------------------------- keepers
    "role-mailbox": dict(
        lf=K,
        n=30,
        gen=g_role,
        tpls=[
            ("es", "prose", "Para cotizaciones escriba a {V}.", None),
            ("es", "prose", "Atención a clientes: {V} (lunes a viernes, 9 a 18 h).", None),
            ("es", "html", '<a href="mailto:{V}?subject=Cotizaci%C3%B3n">Ventas</a>', None),
            ("es", "header", "Reply-To: {C} <{V}>", None),
            ("es", "prose", "CONTACTO: {V}", "upper"),
            ("en", "prose", "Press inquiries: {V}", None),
            ("pt", "prose", "Dúvidas sobre faturamento: {V}", None),
            ("es", "csv", "{C},{V},Proveedor autorizado", None),
        ],
    ),
    "gov-role-mailbox": dict(
        lf=K,
        n=16,
        gen=g_gov,
        tpls=[
            ("es", "prose", "Solicitudes de acceso a la información: {V}", None),
            ("es", "prose", "Quejas y denuncias al correo institucional {V}.", None),
            ("es", "html", '<a href="mailto:{V}">Unidad de Transparencia</a>', None),
            ("en", "prose", "Official contact for the agency: {V}", None),
        ],
    ),
    "switchboard": dict(
        lf=K,
        n=26,
        gen=g_switch,
        tpls=[
            ("es", "prose", "Conmutador: {V} ext. 2104", None),
            ("es", "prose", "Tel. oficina {V}, horario de 9 a 17 h.", None),
            ("es", "prose", "{C} — Conmutador {V}", None),
            ("es", "prose", "Atención a proveedores: {V} ext. 310 y 311", None),
            ("en", "prose", "Main office switchboard: {V} ext. 100", None),
            ("pt", "prose", "Central telefônica do escritório no México: {V}", None),
            ("es", "csv", "Sucursal Centro,Conmutador,{V},ext. 12", None),
        ],
    ),
    "toll-free": dict(
        lf=K,
        n=18,
        gen=g_tollfree,
        tpls=[
            ("es", "prose", "Línea gratuita de atención: {V}", None),
            ("es", "prose", "Llame sin costo al {V} las 24 horas.", None),
            ("en", "prose", "Toll-free customer line in Mexico: {V}", None),
            ("pt", "prose", "Ligação gratuita (México): {V}", None),
            ("es", "prose", "Reportes de fallas de {C}: {V}", None),
        ],
    ),
    "official-contact": dict(
        lf=K,
        n=12,
        gen=g_switch,
        tpls=[
            ("es", "prose", "Oficialía de Partes de la Secretaría: {V}, ext. 4410", None),
            (
                "es",
                "prose",
                "Unidad de Transparencia del Ayuntamiento, tel. institucional {V} ext. 120",
                None,
            ),
            ("en", "prose", "Consular section, official line {V} ext. 2", None),
            ("es", "prose", "Módulo de atención ciudadana: {V}, extensiones 101 a 105", None),
        ],
    ),
    "company-address": dict(
        lf=K,
        n=22,
        gen=g_caddr,
        tpls=[
            ("es", "prose", "Oficinas corporativas de {C}: {V}", None),
            ("es", "prose", "Sucursal matriz: {V}. Horario de 9 a 19 h.", None),
            ("es", "prose", "Sede del evento: Centro de Convenciones, {V}", None),
            ("en", "prose", "Headquarters: {V}, Mexico", None),
            ("pt", "prose", "Escritório da empresa no México: {V}", None),
            ("es", "csv", "{C},{V},Corporativo", None),
        ],
    ),
    "company-rfc": dict(
        lf=K,
        n=14,
        gen=g_crfc,
        tpls=[
            ("es", "prose", "{C}, S.A. de C.V. — RFC {V}", None),
            (
                "es",
                "prose",
                "Datos fiscales del emisor: RFC {V}, régimen 601 General de Ley Personas Morales",
                None,
            ),
            ("es", "kv", 'rfc_emisor={V} razon_social="{C} S.A. de C.V."', None),
            ("en", "prose", "Supplier tax id (RFC, legal entity): {V}", None),
        ],
    ),
    "company-clabe": dict(
        lf=K,
        n=8,
        gen=g_cclabe,
        tpls=[
            (
                "es",
                "prose",
                "Pagos por transferencia a {C}, S.A. de C.V., CLABE {V}, referencia: número de pedido.",
                None,
            ),
            ("es", "prose", "Cuenta para depósitos de la empresa {C}: CLABE {V}", None),
            ("en", "prose", "Pay invoices to {C} S.A. de C.V., CLABE {V}", None),
        ],
    ),
    "date": dict(
        lf=K,
        n=26,
        gen=g_date,
        tpls=[
            ("es", "prose", "Publicado el {V}", None),
            ("es", "prose", "Última actualización: {V}", None),
            ("es", "prose", "Fecha de captura: {V}", None),
            ("es", "prose", "Publicado en el DOF el {V}.", None),
            ("en", "prose", "Updated {V}", None),
            ("pt", "prose", "Publicado em {V}", None),
            ("es", "prose", "La convocatoria cierra el {V}.", None),
        ],
    ),
    "price": dict(
        lf=K,
        n=14,
        gen=g_price,
        tpls=[
            ("es", "prose", "Precio: {V} (IVA incluido)", None),
            ("en", "prose", "Plan price: {V} per month", None),
            ("pt", "prose", "Preço promocional: {V}", None),
            ("es", "csv", "Suscripción anual,{V},vigente", None),
        ],
    ),
    "version": dict(
        lf=K,
        n=14,
        gen=g_version,
        tpls=[
            ("en", "prose", "Built with SDK {V}", None),
            ("es", "prose", "Versión de la API: {V}", None),
            ("en", "header", "User-Agent: fixture-recorder/{V}", None),
            ("pt", "prose", "Versão do cliente: {V}", None),
        ],
    ),
    "request-id": dict(
        lf=K,
        n=16,
        gen=g_reqid,
        tpls=[
            ("en", "header", "x-request-id: {V}", None),
            ("es", "log", "{TS} request_id={V} status=429 retry_after=4", None),
            ("en", "error", "Something went wrong. Request ID: {V}", None),
            ("en", "header", "cf-ray: {V}", None),
        ],
    ),
    "hash": dict(
        lf=K,
        n=16,
        gen=g_hash,
        tpls=[
            ("en", "kv", "sha256_original={V}", None),
            ("es", "prose", "Huella del cuerpo redactado: {V}", None),
            ("en", "header", 'etag: W/"{V}"', None),
            ("en", "prose", "Fixed in commit {V}", None),
        ],
    ),
    "content-id": dict(
        lf=K,
        n=12,
        gen=g_contentid,
        tpls=[
            ("es", "prose", "ID de nota: {V}", None),
            ("en", "kv", "articleId={V}", None),
            ("en", "prose", "Video id {V} embedded in the article", None),
        ],
    ),
    "order-number": dict(
        lf=K,
        n=14,
        gen=g_order,
        tpls=[
            ("es", "prose", "Tu pedido {V} fue confirmado.", None),
            ("es", "prose", "Folio de compra: {V}", None),
            ("en", "prose", "Order {V} has shipped", None),
            ("pt", "prose", "Pedido {V} recebido", None),
        ],
    ),
    "tracking-number": dict(
        lf=K,
        n=12,
        gen=g_tracking,
        tpls=[
            ("es", "prose", "Número de guía: {V}", None),
            ("en", "prose", "Tracking number {V} (in transit)", None),
            ("pt", "prose", "Código de rastreio: {V}", None),
        ],
    ),
    "case-number": dict(
        lf=K,
        n=12,
        gen=g_case,
        tpls=[
            ("es", "prose", "Seguimiento del reporte: {V}", None),
            ("en", "prose", "Support reference {V}", None),
            ("es", "prose", "Número de caso asignado: {V}", None),
        ],
    ),
    "masked": dict(
        lf=K,
        n=18,
        gen=g_masked,
        tpls=[
            ("es", "prose", "Tarjeta registrada: {V}", None),
            ("es", "prose", "Dato enmascarado en la captura: {V}", None),
            ("en", "prose", "Masked value shown in the dashboard: {V}", None),
            ("pt", "prose", "Valor mascarado: {V}", None),
        ],
    ),
    "placeholder": dict(
        lf=K,
        n=20,
        gen=g_placeholder,
        tpls=[
            ("es", "prose", "Sustituye {V} por tu clave antes de ejecutar el ejemplo.", None),
            ("en", "env", "TAVILY_API_KEY={V}", None),
            ("en", "prose", "Example value: {V}", None),
            ("es", "prose", "Valor de relleno tras la redacción: {V}", None),
            ("pt", "prose", "Use {V} como exemplo na documentação.", None),
        ],
    ),
    "statistic": dict(
        lf=K,
        n=16,
        gen=g_stat,
        tpls=[
            ("es", "prose", "Resultados estimados: {V}", None),
            ("es", "prose", "La encuesta registró {V} respuestas en el país.", None),
            ("en", "prose", "Monthly active users: {V}", None),
            ("pt", "prose", "Total de acessos: {V}", None),
        ],
    ),
    "isbn-issn": dict(
        lf=K,
        n=10,
        gen=g_isbn,
        tpls=[
            ("es", "prose", "Referencia bibliográfica: {V}", None),
            ("en", "prose", "Cite as: {V}", None),
        ],
    ),
    "public-key": dict(
        lf=K,
        n=6,
        gen=g_pub,
        tpls=[
            ("en", "prose", "Public key for verifying the payload: {V}", None),
            ("es", "prose", "Clave pública (se puede compartir): {V}", None),
        ],
    ),
    "analytics-id": dict(
        lf=K,
        n=8,
        gen=g_analytics,
        tpls=[
            ("en", "prose", "Analytics property: {V}", None),
            ("es", "prose", "Etiqueta de medición del sitio: {V}", None),
        ],
    ),
    "sku": dict(
        lf=K,
        n=10,
        gen=g_sku,
        tpls=[
            ("es", "prose", "Código de producto {V}, existencias: 14", None),
            ("en", "prose", "Item {V} back in stock", None),
        ],
    ),
}
