# ruff: noqa: E501
"""Keeper templates of corpus 17: values that must stay in a fixture (all invented)."""

from __future__ import annotations

import hashlib
import string

from gen_values import (
    B62,
    B64U,
    HEX,
    MESES,
    R,
    clabe,
    cnpj,
    company_rfc,
    cuit,
    digits,
    ean13,
    isbn13,
    jwt,
    rnd,
    ruc_pe,
    uid,
)


def it(kind: str, lang: str, form: str, value: str, **kw: object) -> dict:
    return {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        **kw,
    }


COMPANIES = [
    ("Ferretería El Clavo Dorado", "ferreteriaelclavo.com.mx"),
    ("Grupo Lácteo Altiplano", "lacteoaltiplano.mx"),
    ("Servicios Digitales Tlaloc", "tlaloc.digital"),
    ("Mueblería Hermanos Zárate", "muebleszarate.com"),
    ("Clínica Dental Sonrisa Norte", "sonrisanorte.mx"),
    ("Editorial Cenzontle", "cenzontle.com.mx"),
    ("Transportes Sierra Madre", "tsierramadre.com"),
    ("Colegio Juan de la Barrera", "colegiojdb.edu.mx"),
    ("Cooperativa Café Tacaná", "cafetacana.org.mx"),
    ("Hotel Posada del Río", "posadadelrio.com.mx"),
    ("Laboratorios Bioquímicos del Bajío", "labbajio.com"),
    ("Constructora Pirámide", "cpiramide.mx"),
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "inai.org.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "salud.gob.mx",
    "sep.gob.mx",
    "queretaro.gob.mx",
    "inegi.org.mx",
    "condusef.gob.mx",
    "guadalajara.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "prensa",
    "privacidad",
    "datos.personales",
    "info",
    "reclutamiento",
    "cobranza",
    "compras",
    "no-reply",
    "webmaster",
    "postmaster",
    "abuse",
    "admisiones",
    "reservaciones",
    "citas",
    "hola",
]
GOB_ROLES = [
    "contacto",
    "transparencia",
    "unidad.transparencia",
    "atencion.ciudadana",
    "quejas",
    "comunicacion.social",
    "denuncias",
    "oficialia.partes",
    "orientacion",
    "prensa",
]


def ladas() -> str:
    return R.choice(["55", "33", "81"]) + " " + digits(4) + " " + rnd(string.digits, 4)


def mailboxes() -> list[dict]:
    out = []
    for i in range(40):
        co, dom = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        f = i % 9
        if f == 0:
            t = f"Cotizaciones: {v} — {co}"
        elif f == 1:
            v = v.upper()
            t = f"ESCRÍBENOS A {v}"
        elif f == 2:
            v = f"mailto:{role}@{dom}?subject=Cotización%20mayoreo"
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "mailto with query to a company mailbox",
                    v,
                    html=f'<p>{co}: <a href="{v}">{role}@{dom}</a></p>',
                )
            )
            continue
        elif f == 3:
            t = f"Para ejercer sus derechos ARCO envíe su solicitud a {v}"
        elif f == 4:
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "company mailbox as a JSON field",
                    v,
                    field=("email_contacto", v),
                )
            )
            continue
        elif f == 5:
            t = f"Reply-To: {co} ‹{v}›"
        elif f == 6:
            t = f"{co} · {v} · Tel. {ladas()} ext. {R.randint(100, 999)}"
        elif f == 7:
            v = f"{role} [arroba] {dom.replace('.', ' [punto] ')}"
            t = f"Escribe a {co}: {v}"
        else:
            t = f"Questions? Email our {role} team at {v}"
        out.append(
            it(
                "role-mailbox",
                "en" if f == 8 else "es",
                f"company role mailbox form {f}",
                v,
                text=t,
                keys=["contacto", "footer", "aviso"],
            )
        )
    for i in range(20):
        dom = GOB[i % len(GOB)]
        role = GOB_ROLES[i % len(GOB_ROLES)]
        v = f"{role}@{dom}"
        f = i % 5
        if f == 0:
            t = f"Unidad de Transparencia: {v}"
        elif f == 1:
            out.append(
                it(
                    "gov-role-mailbox",
                    "es",
                    "institutional mailbox mailto link",
                    v,
                    html=f'<p>Dudas: <a href="mailto:{v}">{v}</a></p>',
                )
            )
            continue
        elif f == 2:
            t = f"Las denuncias pueden enviarse al correo institucional {v} o presentarse en ventanilla"
        elif f == 3:
            v = v.upper()
            t = f"CORREO: {v}"
        else:
            out.append(
                it(
                    "gov-role-mailbox",
                    "es",
                    "institutional mailbox as a field",
                    v,
                    field=("correo_institucional", v),
                )
            )
            continue
        out.append(
            it(
                "gov-role-mailbox",
                "es",
                f"government role mailbox form {f}",
                v,
                text=t,
                keys=["contacto", "nota"],
            )
        )
    for v, t in [
        ("redacted@example.test", "author_email: redacted@example.test"),
        ("usuario@ejemplo.com", "Ejemplo: escribe tu correo como usuario@ejemplo.com"),
        ("nombre.apellido@example.com", "Formato esperado: nombre.apellido@example.com"),
        (
            "test@example.org",
            "curl -d email=test@example.org (valor de prueba de la documentación)",
        ),
        ("jane.doe@example.net", "Sample payload from the docs: {email: jane.doe@example.net}"),
    ]:
        out.append(
            it(
                "placeholder-email",
                "es" if "Ejemplo" in t or "Formato" in t else "en",
                "documentation placeholder e-mail",
                v,
                text=t,
                keys=["ejemplo", "docs"],
            )
        )
    return out


def phones() -> list[dict]:
    out = []
    for i in range(40):
        co, _ = COMPANIES[i % len(COMPANIES)]
        f = i % 10
        if f == 0:
            v = f"({R.choice(['55', '33', '81'])}) {digits(4)}-{rnd(string.digits, 4)}"
            t = f"Conmutador: {v}"
        elif f == 1:
            v = f"{ladas()} ext. {R.randint(1000, 9999)}"
            t = f"Tel. oficina {v}, {co}"
        elif f == 2:
            v = f"800 {digits(3)} {rnd(string.digits, 4)}"
            t = f"Lada sin costo {v}"
        elif f == 3:
            v = f"01 800 {digits(3)} {rnd(string.digits, 4)}"
            t = f"Atención a clientes {co}: {v}"
        elif f == 4:
            v = f"+52 800 {digits(3)} {rnd(string.digits, 4)}"
            t = f"Desde el extranjero: {v} (llamada gratuita desde México al 800)"
        elif f == 5:
            v = f"{ladas()}, ext. {R.randint(10, 999)} y {R.randint(10, 999)}"
            t = f"Sucursal Centro de {co}: {v}"
        elif f == 6:
            v = f"tel:+52800{digits(7)}"
            out.append(
                it(
                    "toll-free",
                    "es",
                    "tel: link to an 800 number",
                    v,
                    html=f'<p>Línea de ayuda gratuita: <a href="{v}">800</a> de {co}</p>',
                )
            )
            continue
        elif f == 7:
            v = f"(55) {digits(4)} {rnd(string.digits, 4)} Ext. {R.randint(100, 999)}"
            t = f"Mesa de ayuda de la Secretaría: {v}"
        elif f == 8:
            v = f"+52 (81) {digits(4)}-{rnd(string.digits, 4)}"
            out.append(
                it(
                    "switchboard",
                    "es",
                    "company switchboard as a field",
                    v,
                    field=("telefono_conmutador", v),
                )
            )
            continue
        else:
            v = f"1-800-{digits(3)}-{rnd(string.digits, 4)}"
            t = f"Call us toll free at {v}"
        out.append(
            it(
                "switchboard" if f in (0, 1, 5, 7) else "toll-free",
                "en" if f == 9 else "es",
                f"company phone form {f}",
                v,
                text=t,
                keys=["contacto", "footer", "telefonos"],
            )
        )
    for v, t in [
        ("+52-000-000-0000", "telefono: +52-000-000-0000 (redactado)"),
        ("55 0000 0000", "Ejemplo de formato: 55 0000 0000"),
        ("(XXX) XXX-XXXX", "Captura tu número en formato (XXX) XXX-XXXX"),
        ("911", "En caso de emergencia marca 911"),
        ("089", "Denuncia anónima al 089"),
    ]:
        out.append(
            it(
                "placeholder-phone",
                "es",
                "redacted / format / emergency number",
                v,
                text=t,
                keys=["ayuda"],
            )
        )
    return out


def addresses() -> list[dict]:
    out = []
    offices = [
        "Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, C.P. 03940, Benito Juárez, CDMX",
        "Blvd. Adolfo López Mateos 2405, Torre B, piso 3, Col. Jardines Plaza del Sol, C.P. 44510, Guadalajara, Jal.",
        "Av. Constitución 444 Pte., local 12, Col. Centro, C.P. 64000, Monterrey, N.L.",
        "Calle 60 No. 491-A por 57, Centro, C.P. 97000, Mérida, Yuc.",
        "Carretera Federal 57 km 14.5, Parque Industrial Querétaro, C.P. 76220",
        "Paseo de la Reforma 505, piso 31, Col. Cuauhtémoc, C.P. 06500, CDMX",
    ]
    ctx = [
        "Oficinas corporativas: {v}",
        "Matriz: {v} (horario de 9 a 18 h)",
        "Domicilio fiscal de {co}, S.A. de C.V.: {v}",
        "{co}, con domicilio en {v}, es responsable del tratamiento de sus datos personales",
        "Sucursal: {v} (estacionamiento gratuito)",
        "Visítanos en {v}",
        "La ceremonia se realizará en el auditorio de la empresa, {v}",
        "Planta de producción de {co}: {v}",
    ]
    from items_personal import COLS, MUNIS, cp, street

    for i in range(26):
        co, _ = COMPANIES[i % len(COMPANIES)]
        if i < len(offices):
            v = offices[i]
        else:
            mun, est = R.choice(MUNIS)
            extra = R.choice(
                [
                    f", piso {R.randint(2, 20)}",
                    f", Torre {R.choice('ABC')}, piso {R.randint(2, 12)}",
                    f", local {R.randint(1, 40)}",
                    f", nave {R.randint(1, 9)}",
                    ", planta baja",
                ]
            )
            v = f"{street()} {R.randint(10, 3000)}{extra}, {R.choice(COLS)}, C.P. {cp()}, {mun}, {est}"
        if i % 7 == 3:
            out.append(
                it(
                    "company-address",
                    "es",
                    "company address as a JSON object",
                    v.split(",")[0],
                    field=(
                        "sucursal",
                        {"empresa": co, "direccion": v, "horario": "L-V 9:00-18:00"},
                    ),
                )
            )
            continue
        t = ctx[i % len(ctx)].format(v=v, co=co)
        out.append(
            it(
                "company-address",
                "es",
                "office / branch / venue address",
                v,
                text=t,
                keys=["ubicacion", "aviso_privacidad", "footer"],
            )
        )
    for v, t in [
        (
            "Palacio Nacional, Plaza de la Constitución s/n",
            "El desfile sale de Palacio Nacional, Plaza de la Constitución s/n, Centro",
        ),
        (
            "Museo Nacional de Antropología, Av. Paseo de la Reforma s/n",
            "Sede: Museo Nacional de Antropología, Av. Paseo de la Reforma s/n, Chapultepec",
        ),
        (
            "https://www.google.com/maps/place/Palacio+de+Bellas+Artes",
            "Cómo llegar: https://www.google.com/maps/place/Palacio+de+Bellas+Artes",
        ),
        ("19.4352,-99.1412", "Coordenadas del Palacio de Bellas Artes: 19.4352,-99.1412"),
    ]:
        out.append(
            it(
                "public-place",
                "es",
                "public building address / map link / coordinates",
                v,
                text=t,
                keys=["sede"],
            )
        )
    return out


def dates() -> list[dict]:
    out = []
    for i in range(36):
        y = R.randint(2015, 2025)
        m, d = R.randint(1, 12), R.randint(1, 28)
        f = i % 12
        if f == 0:
            v = f"{y}-{m:02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:00Z"
            out.append(it("kept-date", "en", "publishedAt field", v, field=("publishedAt", v)))
            continue
        elif f == 1:
            v = f"{y}-{m:02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{R.randint(100, 999)}Z"
            out.append(it("kept-date", "en", "retrievedAt field", v, field=("retrievedAt", v)))
            continue
        elif f == 2:
            v = str(R.randint(1200, 86000))
            out.append(
                it(
                    "kept-value",
                    "en",
                    "cacheAgeSeconds field",
                    v,
                    field=("cacheAgeSeconds", int(v)),
                )
            )
            continue
        elif f == 3:
            v = f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][i % 5]}, {d:02d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} {y} 1{R.randint(0, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)} GMT"
            hn = ["Date", "Last-Modified", "Expires"][i % 3]
            out.append(it("date-header", "en", f"{hn} header", v, header=(hn, v)))
            continue
        elif f == 4:
            v = f"{d} de {MESES[m - 1]} de {y}"
            t = f"Fecha de publicación: {v}"
        elif f == 5:
            v = f"{d:02d}/{m:02d}/{y}"
            t = f"Publicado en el DOF el {v}; entra en vigor al día siguiente"
        elif f == 6:
            v = f"© {y - R.randint(10, 25)}–{y}"
            t = f"{v} {COMPANIES[i % 12][0]}. Todos los derechos reservados."
        elif f == 7:
            v = f"{y}-{m:02d}-{d:02d}"
            t = f"Última actualización: {v}"
        elif f == 8:
            v = f"del {d} al {d + 2} de {MESES[m - 1]} de {y}"
            t = f"La Feria del Libro se celebra {v} en el recinto ferial"
        elif f == 9:
            v = f"fundada en {R.randint(1890, 1990)}"
            t = f"{COMPANIES[i % 12][0]}, {v}, emplea a 300 personas"
        elif f == 10:
            v = f"{y}{m:02d}{d:02d}"
            t = f"Vigencia de la tarifa: hasta {v} (formato AAAAMMDD)"
        else:
            v = str(R.randint(1_600_000_000, 1_760_000_000))
            out.append(
                it(
                    "timestamp",
                    "en",
                    "unix timestamp field (10 digits)",
                    v,
                    field=("created", int(v)),
                )
            )
            continue
        out.append(
            it("date", "es", f"non-birth date form {f}", v, text=t, keys=["fecha", "nota", "pie"])
        )
    return out


def famous() -> list[dict]:
    rows = [
        (
            "Octavio Paz recibió el Premio Nobel de Literatura en 1990",
            "Premio Nobel de Literatura en 1990",
        ),
        ("Juan Rulfo publicó Pedro Páramo en 1955", "publicó Pedro Páramo en 1955"),
        (
            "Guillermo del Toro ganó el Óscar a mejor director en 2018",
            "Óscar a mejor director en 2018",
        ),
        (
            "Rodolfo Neri Vela viajó al espacio en el transbordador Atlantis (1985)",
            "transbordador Atlantis (1985)",
        ),
        ("Frida Kahlo pintó Las dos Fridas en 1939", "Las dos Fridas en 1939"),
        (
            "Lorena Ochoa fue número uno del mundo en golf de 2007 a 2010",
            "número uno del mundo en golf de 2007 a 2010",
        ),
        ("Mario Molina compartió el Nobel de Química de 1995", "Nobel de Química de 1995"),
        ("Alfonso Cuarón dirigió Roma, estrenada en 2018", "dirigió Roma, estrenada en 2018"),
    ]
    return [
        it(
            "famous-public-fact",
            "es",
            "famous person's public (non-birth) fact",
            v,
            text=t,
            keys=["trivia", "cultura"],
        )
        for t, v in rows
    ]


def org_ids() -> list[dict]:
    out = []
    for i in range(12):
        co, _ = COMPANIES[i]
        r = company_rfc(co)
        t = R.choice(
            [
                f"{co}, S.A. de C.V. — RFC {r}",
                f"Emisor: {co} · RFC: {r} · Régimen 601",
                f"rfc_emisor={r} razon_social={co.upper()}",
            ]
        )
        out.append(
            it(
                "company-rfc",
                "es",
                "RFC of a persona moral (12 chars, check digit)",
                r,
                text=t,
                keys=["emisor", "factura"],
            )
        )
    for v, t in [
        ("XAXX010101000", "RFC genérico para público en general: XAXX010101000"),
        ("XEXX010101000", "Extranjeros sin RFC usan XEXX010101000"),
    ]:
        out.append(it("generic-rfc", "es", "SAT generic RFC", v, text=t, keys=["nota"]))
    for i in range(8):
        co, _ = COMPANIES[i]
        c = clabe()
        t = R.choice(
            [
                f"Pago de colegiaturas: CLABE {c} a nombre de {co}, S.C.",
                f"Donativos: {co}, A.C., BBVA, CLABE {c}",
                f"Deposite a la cuenta CLABE {c} de {co}, S.A. de C.V., referencia: número de pedido",
            ]
        )
        out.append(
            it(
                "company-clabe",
                "es",
                "company CLABE for payments",
                c,
                text=t,
                keys=["pagos", "donativos"],
            )
        )
    for mk, form, tpl in [
        (cnpj, "CNPJ of a company", "CNPJ da Editora Pau-Brasil Ltda.: {v}"),
        (lambda: cuit("30"), "CUIT of a company (30-)", "Diario La Pampa S.A., CUIT {v}"),
        (ruc_pe, "RUC of a company (20…)", "Empresa Editora El Sol S.A.C. — RUC {v}"),
        (cnpj, "CNPJ of a company", "Razão social: Cooperativa Serra Verde, CNPJ {v}"),
        (
            lambda: cuit("30"),
            "CUIT of a company",
            "Facturado por Servicios Pampeanos S.R.L. (CUIT {v})",
        ),
        (ruc_pe, "RUC of a company", "RUC del proveedor: {v} (persona jurídica)"),
    ]:
        v = mk()
        out.append(
            it(
                "org-tax-id",
                "pt" if "CNPJ" in form else "es",
                form,
                v,
                text=tpl.format(v=v),
                keys=["proveedor"],
            )
        )
    for i in range(8):
        f = i % 8
        v, t, form = [
            (
                f"{R.choice('ABCDEY')}{digits(2)}-{digits(5)}-{digits(2)}-{R.randint(0, 9)}",
                "Registro patronal IMSS de la empresa: {v}",
                "IMSS registro patronal",
            ),
            (
                f"{R.randint(10, 32):02d}DPR{digits(4)}{R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}",
                "Escuela Primaria Benito Juárez, CCT {v}",
                "school CCT key",
            ),
            (
                f"{rnd('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}SSA{digits(6)}",
                "Hospital General, CLUES {v}",
                "hospital CLUES",
            ),
            (digits(9), "D-U-N-S Number de la compañía: {v}", "DUNS number"),
            (
                f"PL/{digits(5)}/EXP/ES/20{R.randint(10, 23)}",
                "Permiso CRE de la estación de servicio: {v}",
                "CRE permit",
            ),
            (
                f"{digits(3)}M20{R.randint(10, 23)} SSA",
                "Reg. San. COFEPRIS {v}",
                "COFEPRIS registration",
            ),
            (f"N-{digits(7)}", "Folio mercantil de la sociedad: {v}", "folio mercantil"),
            (
                f"{R.randint(1000, 9999)}/{R.randint(2018, 2024)}",
                "Expediente judicial {v} del Juzgado Tercero de lo Civil",
                "court file number",
            ),
        ][f]
        out.append(it("org-id", "es", form, v, text=t.format(v=v), keys=["registro", "permiso"]))
    return out


def numbers() -> list[dict]:
    out = []
    for i in range(46):
        f = i % 13
        if f == 0:
            v = digits(10)
            t = f"Pedido #{v} enviado por paquetería"
        elif f == 1:
            v = digits(10)
            t = f"Guía DHL {v} — en tránsito a Querétaro"
        elif f == 2:
            v = "1Z" + rnd(string.ascii_uppercase + string.digits, 16)
            t = f"UPS tracking {v}"
        elif f == 3:
            v = digits(22)
            t = f"Número de guía Estafeta: {v}"
        elif f == 4:
            v = isbn13()
            t = f"ISBN {v[:3]}-{v[3:6]}-{v[6:9]}-{v[9:12]}-{v[12]}"
            v = t[5:]
        elif f == 5:
            v = ean13()
            t = f"Código de barras (EAN-13): {v}"
        elif f == 6:
            v = f"{R.randint(1, 9)},{digits(3)},{digits(3)},{digits(3)}"
            t = f"El video acumula {v} reproducciones"
        elif f == 7:
            v = f"${R.randint(1, 99)},{digits(3)}.{R.randint(10, 99)} MXN"
            t = f"Precio de lista: {v} IVA incluido"
        elif f == 8:
            v = f"10.{R.randint(1000, 9999)}/{rnd(string.ascii_lowercase, 4)}.{R.randint(2015, 2024)}.{digits(5)}"
            t = f"doi:{v}"
        elif f == 9:
            v = f"FAC-{R.randint(2020, 2025)}-{digits(6)}"
            t = f"Factura {v} pagada"
        elif f == 10:
            v = digits(10)
            t = f"Población económicamente activa: {v} personas (ENOE)"
        elif f == 11:
            v = f"SKU {rnd(string.ascii_uppercase, 3)}-{digits(5)}-{rnd(string.ascii_uppercase, 2)}"
            t = f"{v}, talla M"
        else:
            v = digits(10)
            t = f"build_number: {v}"
        out.append(
            it(
                "number",
                "es" if f not in (2, 8, 12) else "en",
                f"business number form {f}",
                v,
                text=t,
                keys=["pedido", "envio", "dato", "meta"],
            )
        )
    return out


def hashes_ids() -> list[dict]:
    out = []
    for i in range(42):
        f = i % 12
        h = hashlib.sha256(str(R.random()).encode())
        if f == 0:
            v = h.hexdigest()
            out.append(
                it("hash", "en", "sha256 of the original body", v, field=("sha256_original", v))
            )
            continue
        if f == 1:
            v = h.hexdigest()[:40]
            t = f"commit {v}"
        elif f == 2:
            v = f'W/"{h.hexdigest()[:32]}"'
            out.append(it("hash", "en", "ETag header", h.hexdigest()[:32], header=("ETag", v)))
            continue
        elif f == 3:
            v = "sha384-" + rnd(B62 + "+/", 64)
            out.append(
                it(
                    "hash",
                    "en",
                    "SRI integrity attribute",
                    v,
                    html=f"<p>Librería: <code>&lt;script integrity=&quot;{v}&quot;&gt;</code></p>",
                    text=f"integrity={v}",
                    keys=["sri"],
                )
            )
            continue
        elif f == 4:
            v = "sha256:" + h.hexdigest()
            t = f"image digest {v}"
        elif f == 5:
            v = uid()
            out.append(
                it(
                    "uuid",
                    "en",
                    "x-request-id header",
                    v,
                    header=(R.choice(["x-request-id", "X-Correlation-ID", "request-id"]), v),
                )
            )
            continue
        elif f == 6:
            v = "req_" + rnd(HEX, 32)
            out.append(it("uuid", "en", "provider request id", v, header=("x-request-id", v)))
            continue
        elif f == 7:
            v = f"{rnd(HEX, 16)}-QRO"
            out.append(it("uuid", "en", "cf-ray header", v, header=("CF-RAY", v)))
            continue
        elif f == 8:
            v = f"00-{rnd(HEX, 32)}-{rnd(HEX, 16)}-01"
            out.append(it("uuid", "en", "traceparent header", v, header=("traceparent", v)))
            continue
        elif f == 9:
            v = uid().upper()
            t = f"Folio fiscal (UUID CFDI): {v}"
        elif f == 10:
            v = uid()
            out.append(it("uuid", "en", "request_id JSON field", v, field=("request_id", v)))
            continue
        else:
            v = h.hexdigest()[:32]
            t = f"md5sum captura.html = {v}"
        out.append(
            it(
                "hash",
                "en" if f != 9 else "es",
                f"hash / id form {f}",
                v,
                text=t,
                keys=["meta", "integridad"],
            )
        )
    return out


def public_keys() -> list[dict]:
    out = []
    for name, val in [
        ("VITE_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rnd(B62, 97)),
        ("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rnd(B62, 97)),
        ("REACT_APP_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rnd(B62, 97)),
        (
            "NEXT_PUBLIC_SUPABASE_ANON_KEY",
            jwt(
                '{"iss":"supabase","ref":"'
                + rnd(string.ascii_lowercase, 20)
                + '","role":"anon","iat":1700000000}'
            ),
        ),
        ("VITE_SUPABASE_ANON_KEY", jwt('{"iss":"supabase","role":"anon"}')),
        ("NEXT_PUBLIC_MAPBOX_TOKEN", "pk.eyJ1Ijoi" + rnd(B64U, 40) + "." + rnd(B64U, 22)),
        ("VITE_MAPBOX_ACCESS_TOKEN", "pk.eyJ1Ijoi" + rnd(B64U, 40) + "." + rnd(B64U, 22)),
        ("NEXT_PUBLIC_POSTHOG_KEY", "phc_" + rnd(B62, 43)),
        ("REACT_APP_POSTHOG_KEY", "phc_" + rnd(B62, 43)),
        ("NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY", rnd(HEX, 32)),
        ("VITE_ALGOLIA_SEARCH_KEY", rnd(HEX, 32)),
        ("NEXT_PUBLIC_FIREBASE_API_KEY", "AIza" + rnd(B64U, 35)),
        ("REACT_APP_FIREBASE_API_KEY", "AIza" + rnd(B64U, 35)),
        ("NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", "pk_live_" + rnd(B64U, 40)),
        ("VITE_CLERK_PUBLISHABLE_KEY", "pk_live_" + rnd(B64U, 40)),
        (
            "NEXT_PUBLIC_SENTRY_DSN",
            f"https://{rnd(HEX, 32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}",
        ),
    ]:
        out.append(
            it(
                "public-key",
                "en",
                f"publishable key in a browser-prefixed variable ({name.split('_')[0]}_)",
                val,
                text=f"{name}={val}",
                keys=["env_cliente", "frontend_env"],
            )
        )
    for v, t in [
        (
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(B62, 43),
            "authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{r}",
        ),
        ("-----BEGIN PUBLIC KEY-----", None),
        ("-----BEGIN CERTIFICATE-----", None),
    ]:
        if t is None:
            body = "\n".join(rnd(B62 + "+/", 64) for _ in range(3))
            out.append(
                it(
                    "public-key",
                    "en",
                    "PEM public block in a pre",
                    v,
                    html=f"<pre>{v}\n{body}\n{v.replace('BEGIN', 'END')}</pre>",
                )
            )
        else:
            out.append(
                it(
                    "public-key",
                    "en",
                    "SSH public key",
                    v,
                    text=f"authorized_keys: {v}",
                    keys=["deploy"],
                )
            )
    return out


def placeholders() -> list[dict]:
    rows = [
        (
            "AKIAIOSFODNN7EXAMPLE",
            "aws_access_key_id = AKIAIOSFODNN7EXAMPLE  # valor de ejemplo de la documentación de AWS",
        ),
        (
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (example from AWS docs)",
        ),
        (
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "Stripe docs sample key: sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        ),
        ("4242 4242 4242 4242", "Tarjeta de prueba de Stripe: 4242 4242 4242 4242, cualquier CVC"),
        ("5555 5555 5555 4444", "Mastercard de prueba (modo test): 5555 5555 5555 4444"),
        ("TAVILY_API_KEY=tvly-YOUR_API_KEY", "TAVILY_API_KEY=tvly-YOUR_API_KEY"),
        ("${{ secrets.OPENAI_API_KEY }}", "OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}"),
        ("os.environ[FIRECRAWL_API_KEY]", "api_key=os.environ[FIRECRAWL_API_KEY]"),
        (
            "process.env.BRAVE_API_KEY",
            "headers: { 'X-Subscription-Token': process.env.BRAVE_API_KEY }",
        ),
        ("Bearer <token>", "Authorization: Bearer <token>"),
        ("sk-...", "OPENAI_API_KEY=sk-... (pega aquí tu clave)"),
        ("sk-ant-***REDACTED***", "x-api-key: sk-ant-***REDACTED***"),
        ("tvly-************************", "api_key: tvly-************************"),
        ("**** **** **** 4821", "Pagado con tarjeta **** **** **** 4821"),
        ("XXXX000000XXXXXX00", "CURP: XXXX000000XXXXXX00 (formato)"),
        ("<BASIC_AUTH>", "Authorization: Basic <BASIC_AUTH>"),
        ("REDACTED", "Cookie: REDACTED"),
        ("your-api-key-here", "SERPER_API_KEY=your-api-key-here"),
        ("{api_key}", "url = f'https://api.example.dev/search?key={api_key}'"),
        ("changeme", "DB_PASSWORD=changeme  # valor por defecto del docker-compose de ejemplo"),
        ("hunter2", "password: hunter2 (el ejemplo clásico del chiste)"),
        ("0000 0000 0000 0000 00", "CLABE: 0000 0000 0000 0000 00 (ejemplo)"),
        ("G00000000", "Pasaporte: G00000000 (dato ficticio del formulario de muestra)"),
        ("XXXX-XXXX-XXXX", "Clave de activación: XXXX-XXXX-XXXX"),
    ]
    out = []
    for v, t in rows:
        out.append(
            it(
                "placeholder",
                "es"
                if any(
                    w in t
                    for w in ("valor", "prueba", "pega", "ejemplo", "Pagado", "formato", "Clave")
                )
                else "en",
                "placeholder / documented sample / masked value",
                v,
                text=t,
                keys=["ejemplo", "docs", "config"],
            )
        )
    return out


def misc() -> list[dict]:
    out = []
    rows = [
        (
            "G-" + rnd(string.ascii_uppercase + string.digits, 10),
            "gtag('config', '{v}')",
            "analytics-id",
        ),
        (
            "GTM-" + rnd(string.ascii_uppercase + string.digits, 7),
            "Google Tag Manager {v}",
            "analytics-id",
        ),
        ("UA-" + digits(8) + "-1", "_gaq.push(['_setAccount', '{v}'])", "analytics-id"),
        (digits(15), "fbq('init', '{v}');", "analytics-id"),
        ("ca-pub-" + digits(16), "data-ad-client={v}", "analytics-id"),
        ("8.8.8.8", "resolver: 8.8.8.8 (DNS público de Google)", "server-ip"),
        ("10.0.12.7", "upstream interno 10.0.12.7:8080", "server-ip"),
        ("127.0.0.1", "Escuchando en 127.0.0.1:8000", "server-ip"),
        ("203.0.113.42", "Documentation range example: 203.0.113.42", "server-ip"),
        (
            "104.18." + str(R.randint(1, 40)) + "." + str(R.randint(1, 250)),
            "api.tavily.com resolved to {v} (Cloudflare edge)",
            "server-ip",
        ),
        (
            "v" + str(R.randint(1, 9)) + "." + str(R.randint(0, 30)) + "." + str(R.randint(0, 30)),
            "tavily-python {v}",
            "version",
        ),
        ("NOM-051-SCFI/SSA1-2010", "Etiquetado conforme a la NOM-051-SCFI/SSA1-2010", "norm"),
        ("ISSN 1405-" + digits(4), "Revista indexada, {v}", "norm"),
        (
            "C.P. 06000",
            "El C.P. 06000 corresponde al Centro Histórico de la Ciudad de México",
            "postal-code",
        ),
        ("09015", "Clave geoestadística INEGI de Cuauhtémoc: 09015", "geo-code"),
        ("40.4 %", "La participación electoral fue de 40.4 % en el municipio", "statistic"),
        ("3,741,233", "Habitantes en 2020: 3,741,233", "statistic"),
        ("Sr. Presidente Municipal", "Atentamente, Sr. Presidente Municipal", "title"),
        (
            "Dirección de Comunicación Social",
            "Boletín de la Dirección de Comunicación Social",
            "org-unit",
        ),
        ("AS" + digits(5), "BGP peer {v}", "network-id"),
        ("rate_limit_remaining: 0", "x-ratelimit: rate_limit_remaining: 0", "status"),
        ("Retry-After: 30", "Respuesta 429 con Retry-After: 30", "status"),
        ("TLS_AES_256_GCM_SHA384", "cipher TLS_AES_256_GCM_SHA384", "crypto-name"),
        (
            "client_id="
            + digits(12)
            + "-"
            + rnd(string.ascii_lowercase + string.digits, 32)
            + ".apps.googleusercontent.com",
            "OAuth {v} (identificador público del cliente)",
            "public-client-id",
        ),
    ]
    for v, t, kind in rows:
        out.append(
            it(
                kind,
                "es"
                if any(
                    w in t
                    for w in (
                        "Escuchando",
                        "interno",
                        "Etiquetado",
                        "corresponde",
                        "Clave",
                        "participación",
                        "Habitantes",
                        "Atentamente",
                        "Boletín",
                        "Respuesta",
                        "identificador",
                        "público",
                        "Revista",
                    )
                )
                else "en",
                f"{kind} in context",
                v,
                text=t.format(v=v),
                keys=["meta", "nota", "script"],
            )
        )
    return out


def all_keep() -> list[dict]:
    out: list[dict] = []
    for fn in (
        mailboxes,
        phones,
        addresses,
        dates,
        famous,
        org_ids,
        numbers,
        hashes_ids,
        public_keys,
        placeholders,
        misc,
    ):
        out += fn()
    return out
