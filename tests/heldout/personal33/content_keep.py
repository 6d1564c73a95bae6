"""Keepers of corpus 33: the same documents' non-personal data.

Same tuple as ``content_personal.generate``. The whole text of a keeper is free of personal
data and secrets (it is planted on one line, and a keeper is correct only when that line has
no finding at all).
"""

from __future__ import annotations

from content_personal import COMPANIES, _search, layout
from values import V, clabe_check, ocr_damage, spaced

GOB = [
    "imss.gob.mx",
    "sep.gob.mx",
    "sat.gob.mx",
    "salud.gob.mx",
    "profeco.gob.mx",
    "edomex.gob.mx",
    "jalisco.gob.mx",
    "cdmx.gob.mx",
    "infonavit.org.mx",
    "queretaro.gob.mx",
]
ROLES = [
    "facturacion",
    "nomina",
    "cobranza",
    "rh",
    "ventas",
    "contacto",
    "atencion.clientes",
    "pagos",
    "soporte",
    "siniestros",
    "admisiones",
    "control.escolar",
    "recepcion",
    "proveedores",
]
CODOMS = [
    "bajio-logistica.com.mx",
    "altamiranorte.mx",
    "cumbresdelvalle.edu.mx",
    "tlalli-lab.com.mx",
    "parquejacarandas.mx",
    "horizontemutual.com",
    "refrigeradossg.com.mx",
]
OFFICES = [
    "Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, Alc. Benito Juárez, C.P. 03940, CDMX",
    "Blvd. Bernardo Quintana 4100, Torre B piso 3, Col. Álamos 3a Secc., C.P. 76160, Querétaro, Qro.",
    "Av. Vallarta 6503, local 12, Col. Ciudad Granja, C.P. 45010, Zapopan, Jal.",
    "Calz. Independencia Sur 222, planta baja, Zona Centro, C.P. 44100, Guadalajara, Jal.",
    "Av. Constitución 1500 Ote., oficina 301, Col. Centro, C.P. 64000, Monterrey, N.L.",
]


def generate(seed: int = 3303) -> list[tuple[str, str, str, str, str, str, str]]:
    v = V(seed)
    r = v.r
    out: list[tuple[str, str, str, str, str, str, str]] = []

    def add(
        kind: str,
        lang: str,
        label: str,
        value: str,
        form: str,
        others: list[tuple[str, str]] | None = None,
        where: str = "",
        head: str = "",
    ) -> None:
        co = r.choice(COMPANIES)
        where = where or r.choice(["doc", "doc", "doc", "snippet"])
        text, lform = layout(
            r,
            label,
            value,
            others if others is not None else [("Emisor", co), ("Lugar de expedición", "76160")],
            co,
        )
        full = (
            (
                head
                or r.choice(
                    [
                        f"REPRESENTACIÓN IMPRESA DE UN CFDI\n{co}",
                        f"RECIBO DE NÓMINA\n{co}",
                        f"ESTADO DE CUENTA\n{co}",
                        f"PÓLIZA DE SEGURO\n{co}",
                        f"CONSTANCIA\n{co}",
                    ]
                )
            )
            + "\n"
            + text
        )
        if where == "snippet":
            full = _search(r, full, value)
            lform = "search snippet"
        out.append((kind, "keep", lang, f"{form}; {lform}; {where}", value, full, where))

    def rfc_moral() -> str:
        return v.rfc_moral()

    for i in range(24):
        c = rfc_moral()
        val = [c, c, f"{c[:3]}-{c[3:9]}-{c[9:]}", c.lower(), f"<b>{c}</b>", c][i % 6]
        add(
            "company-rfc",
            "es",
            r.choice(
                ["RFC Emisor", "RFC del patrón", "R.F.C. de la empresa", "RFC de la institución"]
            ),
            val,
            "persona moral, valid check digit",
        )
    for i in range(8):
        val = ["XAXX010101000", "XEXX010101000"][i % 2]
        add(
            "rfc-generico",
            "es",
            "RFC Receptor",
            val,
            "SAT generic RFC (público en general / extranjero)",
            [
                (
                    "Nombre receptor",
                    "PÚBLICO EN GENERAL" if i % 2 == 0 else "RESIDENTE EN EL EXTRANJERO",
                ),
                ("Uso CFDI", "S01 Sin efectos fiscales"),
            ],
        )
    for i in range(14):
        rp = r.choice("ABCDEFGHYZ") + v.digits(10)
        val = [rp, f"{rp[:3]}-{rp[3:8]}-{rp[8:10]}-{rp[10]}", ocr_damage(rp, r, 1)][i % 3]
        add(
            "registro-patronal",
            "es",
            r.choice(["Registro patronal", "Reg. Pat. IMSS", "Registro Patronal IMSS"]),
            val,
            "employer's IMSS registration" + (", OCR" if i % 3 == 2 else ""),
        )
    for i in range(12):
        b = r.choice(["012", "014", "072", "002"]) + v.digits(14)
        c = b + clabe_check(b)
        val = c if i % 2 else spaced(c, [3, 3, 11, 1])
        co = r.choice(COMPANIES)
        add(
            "company-clabe",
            "es",
            "CLABE para pagos",
            val,
            "the issuer company's CLABE published for payments",
            [("Beneficiario", co), ("Referencia", f"FAC-{v.digits(6)}"), ("Banco", "Banorte")],
            head=f"DATOS PARA PAGO — {co}",
        )
    for i in range(24):
        lada = r.choice(["55", "33", "81", "442"])
        num = v.digits(10 - len(lada))
        val, f = [
            (
                f"({lada}) {num[:-4]} {num[-4:]} ext. {r.randint(100, 9999)}",
                "switchboard with extension",
            ),
            (f"800 {v.digits(3)} {v.digits(4)}", "800 number"),
            (f"01 800 {v.digits(3)} {v.digits(4)}", "01 800"),
            (f"+52 800 {v.digits(3)} {v.digits(4)}", "+52 800"),
            (f"{lada} {num[:-4]} {num[-4:]}, opción 2", "IVR option"),
            (
                f"({lada}) {num[:-4]}-{num[-4:]} exts. {r.randint(10, 99)} y {r.randint(10, 99)}",
                "exts.",
            ),
        ][i % 6]
        lab = r.choice(
            [
                "Conmutador",
                "Tel. oficina",
                "Atención a clientes",
                "Línea de cobranza",
                "Tel. de la sucursal",
                "Centro de contacto",
            ]
        )
        add(
            "switchboard",
            "es",
            lab,
            val,
            f,
            [("Horario", "L-V 9:00 a 18:00"), ("Sucursal", "Matriz")],
        )
    for i in range(24):
        role = r.choice(ROLES)
        dom = r.choice(CODOMS)
        val, f = [
            (f"{role}@{dom}", "plain"),
            (f"{role.upper()}@{dom.upper()}", "upper"),
            (f"{role} @{dom}", "space before @ (OCR)"),
            (f"mailto:{role}@{dom}?subject=Factura", "mailto with query"),
            (f"{role} at {dom}", "' at '"),
            (f"<b>{role}</b>@{dom}", "<b> highlight"),
        ][i % 6]
        add(
            "role-mailbox",
            "es" if i % 5 else "en",
            r.choice(["Correo", "Dudas", "Contacto", "Envíe su comprobante a"]),
            val,
            f,
            [("Área", role.replace(".", " ").title())],
        )
    for i in range(14):
        role = r.choice(
            [
                "transparencia",
                "atencion.ciudadana",
                "quejas",
                "contacto",
                "oficialia.partes",
                "orientacion",
            ]
        )
        val = f"{role}@{r.choice(GOB)}" if i % 4 else f"{role.upper()}@{r.choice(GOB).upper()}"
        add(
            "gov-role-mailbox",
            "es",
            r.choice(["Correo institucional", "Unidad de Transparencia", "Buzón"]),
            val,
            "institutional role mailbox",
            [("Dependencia", "Unidad administrativa"), ("Horario", "9:00 a 15:00 h")],
        )
    officials = [
        "Mtra. Claudia Inés Berrocal Aguado",
        "Lic. Fausto Amaral Ocotlán",
        "Dr. Servando Quijas Lerma",
        "Ing. Rebeca Astorga Millán",
    ]
    for i in range(8):
        o = officials[i % 4]
        ph = f"(55) {v.digits(4)} {v.digits(4)} ext. {r.randint(1000, 9999)}"
        add(
            "official-contact",
            "es",
            "Tel. oficina",
            ph,
            "public official's office phone (published directory)",
            [
                ("Titular de la Unidad de Transparencia", o),
                ("Correo institucional", f"unidad.transparencia@{r.choice(GOB)}"),
            ],
            head="DIRECTORIO DE SERVIDORES PÚBLICOS",
        )
    for i in range(16):
        u = v.uuid4()
        val = [u, u.lower(), u, f"{u[:18]}<b>{u[18:]}</b>"][i % 4]
        add("folio-fiscal", "es", "Folio fiscal (UUID)", val, "CFDI folio fiscal")
    for _ in range(18):
        val = r.choice(
            [
                f"A-{v.digits(5)}",
                f"GMM-2025-{v.digits(8)}",
                f"POL {v.digits(3)}-{v.digits(7)}-{v.digits(2)}",
                f"F{v.digits(9)}",
                f"CTR/{v.digits(4)}/2025",
                f"NR-{v.digits(7)}",
            ]
        )
        add(
            "document-number",
            "es",
            r.choice(
                [
                    "Serie y folio",
                    "Póliza No.",
                    "No. de contrato",
                    "Folio interno",
                    "Nota de remisión",
                ]
            ),
            val,
            "invoice / policy / contract number",
        )
    for i in range(18):
        d = v.digits(4)
        val, f = [
            (f"****{d}", "****1234"),
            (f"**** **** **** {d}", "masked card"),
            (f"Terminación {d}", "card ending"),
            (f"XXXXXXXXXXXXXX{v.digits(4)}", "masked CLABE"),
            (f"•••• {d}", "bullets"),
            (f"***-**-{d}", "masked SSN"),
        ][i % 6]
        add(
            "masked",
            "es" if i % 6 != 5 else "en",
            r.choice(["Cuenta", "Tarjeta", "Cuenta de depósito", "Account"]),
            val,
            f,
        )
    for _ in range(16):
        lab, val = r.choice(
            [
                ("ClaveProdServ", "84111505"),
                ("ClaveProdServ", "80111601"),
                ("ClaveProdServ", "85121800"),
                ("ClaveProdServ", "78101802"),
                ("ClaveProdServ", "01010101"),
                ("Clave unidad", "E48"),
                ("Clave unidad", "H87"),
                ("Clave unidad", "ACT"),
                ("Régimen fiscal", "601"),
                ("Uso CFDI", "G03"),
                ("Uso CFDI", "CN01"),
                ("Método de pago", "PUE"),
                ("Método de pago", "PPD"),
            ]
        )
        add(
            "sat-key",
            "es",
            lab,
            val,
            "SAT catalogue key",
            [
                ("Descripción", "Servicios de nómina"),
                ("Cantidad", "1"),
                ("Objeto de impuesto", "02"),
            ],
        )
    for _ in range(18):
        amt = f"{r.randint(1, 99):,}{r.randint(100, 999)}.{r.randint(0, 99):02d}"
        lab, val = r.choice(
            [
                ("Total", f"$ {amt}"),
                ("Saldo al corte", f"${amt} MXN"),
                ("Tasa IVA", "16.00 %"),
                ("Tasa o cuota", "0.160000"),
                ("ISR retenido (tasa)", f"{r.randint(1, 35)}.{r.randint(0, 99):02d}%"),
                ("Tasa o cuota", "0.080000"),
                ("Subsidio para el empleo", f"{amt}"),
                ("Valor total", f"R$ {amt}"),
            ]
        )
        add("amount", "es", lab, val, "amount / percentage / tax rate")
    for _ in range(10):
        n = r.randint(2, 40)
        val = r.choice(
            [
                f"Página {n - 1} de {n}",
                f"- {n} -",
                f"Hoja {n - 1}/{n}",
                f"Pág. {n}",
                f"Page {n - 1} of {n}",
            ]
        )
        add("page-number", "es", "Pie de página", val, "page number between blocks")
    for i in range(20):
        y = r.choice([2024, 2025])
        m, d = r.randint(1, 12), r.randint(1, 28)
        val = r.choice(
            [
                f"{y}-{m:02d}-{d:02d}T{r.randint(8, 20):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
                f"{d:02d}/{m:02d}/{y} al {min(d + 14, 28):02d}/{m:02d}/{y}",
                f"{d} de {['enero', 'mayo', 'agosto', 'noviembre'][i % 4]} de {y}",
                f"{d:02d}-{m:02d}-{y}",
                f"{y}{m:02d}{d:02d}",
            ]
        )
        add(
            "issue-date",
            "es",
            r.choice(
                [
                    "Fecha de emisión",
                    "Periodo de pago",
                    "Fecha de timbrado",
                    "Fecha de pago",
                    "Fecha de corte",
                ]
            ),
            val,
            "date of issue / payment period (kept by seed §3)",
        )
    for _ in range(10):
        val = "0000100000" + v.digits(10)
        add(
            "csd-number",
            "es",
            r.choice(["No. de serie del certificado del emisor", "No. de certificado SAT"]),
            val,
            "20-digit CSD certificate serial of the issuer / SAT",
        )
    for _ in range(6):
        s = v.alnum(88, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") + "=="
        add(
            "sello-digital",
            "es",
            r.choice(["Sello digital del CFDI", "Sello del SAT"]),
            s,
            "printed digital seal of a CFDI (a public signature, not a credential)",
        )
    ph = [
        ("XXXX000000XXXXXX00", "CURP placeholder"),
        ("AAAA010101AAA", "RFC example"),
        ("redacted@example.test", "redaction mailbox"),
        ("+52-000-000-0000", "redaction phone"),
        ("<TU_API_KEY>", "placeholder key"),
        ("${DB_PASSWORD}", "env placeholder"),
        ("sk-...", "elided key"),
        ("postgresql://usuario:********@host:5432/db", "masked connection string"),
        ("0000 0000 0000 0000", "zero card"),
        ("000000000000000000", "zero CLABE"),
    ]
    for i in range(20):
        val, f = ph[i % len(ph)]
        add(
            "placeholder",
            "es" if i % 3 else "en",
            r.choice(["Ejemplo", "Formato", "Valor de ejemplo", "Example"]),
            val,
            f"documentation placeholder: {f}",
            [("Nota", "sustituya por su valor")],
        )
    for _ in range(10):
        val = r.choice(
            [
                "Versión CFDI 4.0",
                "Complemento de Nómina 1.2 Rev. E",
                "v3.12.1-rc2",
                "build 2025.05.1",
                "TFD 1.1",
                "PDF-1.7",
            ]
        )
        add("version", "es", "Versión", val, "version string")
    for _ in range(10):
        val = ocr_damage(
            r.choice(
                [
                    f"FAC-{v.digits(7)}",
                    f"{v.digits(3)}-{v.digits(7)}-{v.digits(2)}",
                    f"Y6{v.digits(9)}",
                ]
            ),
            r,
            2,
        )
        add(
            "ocr-id",
            "es",
            r.choice(["Folio", "No. de póliza", "Registro patronal"]),
            val,
            "OCR-damaged non-personal id",
        )
    for _ in range(10):
        b = "750" + v.digits(9)
        w = sum(int(c) * (3 if j % 2 else 1) for j, c in enumerate(b))
        val = r.choice(
            [b + str((10 - w % 10) % 10), f"SKU-{v.alnum(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"]
        )
        add(
            "product-code",
            "es",
            r.choice(["Código de barras", "No. de identificación", "SKU"]),
            val,
            "EAN-13 / SKU",
        )
    for i in range(10):
        val = v.sha() if i % 2 else v.hexs(40)
        add(
            "hash",
            "en" if i % 2 else "es",
            r.choice(["SHA-256 del archivo", "Huella (hash)", "Document hash"]),
            val,
            "hash of the document",
        )
    for _ in range(16):
        val = r.choice(OFFICES)
        add(
            "company-address",
            "es",
            r.choice(
                [
                    "Domicilio fiscal del emisor",
                    "Oficinas",
                    "Sucursal",
                    "Lugar de expedición (domicilio)",
                ]
            ),
            val,
            "published office address",
        )
    for _ in range(8):
        val = r.choice(
            [f"{r.randint(1_000_000_000, 9_999_999_999)}", f"{r.randint(1000, 99999):,}"]
        )
        add(
            "statistic",
            "es",
            r.choice(["Total de registros", "Trabajadores asegurados", "Unidades vendidas"]),
            val,
            "count shaped like an id",
        )
    for i in range(10):
        b = (
            "1Z" + v.alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") + v.digits(10)
            if i % 2
            else v.digits(r.choice([12, 15, 22]))
        )
        add(
            "tracking-number",
            "es",
            "Guía de rastreo",
            b,
            "carrier tracking number",
            [("Paquetería", "Estafeta"), ("Peso", "2.4 kg")],
        )
    for _ in range(8):
        val = r.choice(
            [
                f"Expediente {r.randint(100, 2999)}/{r.choice([2023, 2024, 2025])}",
                f"Amparo indirecto {r.randint(10, 999)}/2025",
                f"Toca {r.randint(10, 999)}/2024",
                f"Escritura pública {r.randint(1000, 99999):,}",
            ]
        )
        add("case-number", "es", "Número", val, "court / notary case number")
    for _ in range(8):
        val = r.choice(
            [
                "70 - 100 mg/dL",
                "4.5 - 11.0 x10^3/µL",
                "12.0 - 16.0 g/dL",
                "< 200 mg/dL",
                "0.6 - 1.2 mg/dL",
            ]
        )
        add(
            "reference-range",
            "es",
            "Valores de referencia",
            val,
            "lab reference range",
            [("Estudio", "Química sanguínea"), ("Método", "Enzimático")],
        )
    for _ in range(8):
        val = f"{r.randint(1, 32):02d}{r.choice(['DPR', 'EES', 'PPR', 'DST'])}{v.digits(4)}{r.choice('ABCDEFGHJK')}"
        add(
            "cct",
            "es",
            r.choice(["CCT", "Clave del centro de trabajo"]),
            val,
            "a school's CCT (work centre key)",
        )
    tests = [
        "4242 4242 4242 4242",
        "4000 0000 0000 0002",
        "5555 5555 5555 4444",
        "4111 1111 1111 1111",
        "378282246310005",
        "4012 8888 8888 1881",
    ]
    for i in range(6):
        add(
            "test-card",
            "en" if i % 2 else "es",
            "Tarjeta de prueba (sandbox)",
            tests[i],
            "documented sandbox test card",
            [("Ambiente", "pruebas"), ("CVV", "cualquier 3 dígitos")],
        )
    pt_cos = [
        "Transportadora Serra Azul Ltda.",
        "Clínica Vida Plena S.A.",
        "Escola Horizonte Ltda.",
    ]
    for i in range(12):
        c = v.cnpj()
        val = c if i % 3 else c.replace(".", "").replace("/", "").replace("-", "")
        add(
            "company-cnpj",
            "pt",
            r.choice(["CNPJ", "CNPJ do emitente", "CNPJ da empresa"]),
            val,
            "a Brazilian company's CNPJ (valid check digits)",
            [("Razão social", pt_cos[i % 3]), ("Inscrição estadual", "isento")],
            head=r.choice(
                [
                    "DANFE — DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA",
                    "HOLERITE — RECIBO DE PAGAMENTO",
                    "APÓLICE DE SEGURO",
                ]
            ),
        )
    en_cos = [
        "Northgate Freight LLC",
        "Bluebonnet Dental Group, Inc.",
        "Cedar Ridge Property Management Co.",
    ]
    for i in range(10):
        val = f"{r.randint(10, 98):02d}-{v.digits(7)}"
        add(
            "company-ein",
            "en",
            r.choice(["Employer EIN", "Federal EIN", "Payer's TIN"]),
            val,
            "a company's EIN, SSN-like digits",
            [("Employer", en_cos[i % 3]), ("Form", "W-2 (2024)")],
            head="WAGE AND TAX STATEMENT / PAY STUB",
        )
    return out
