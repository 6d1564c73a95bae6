# ruff: noqa: E501
"""Keepers (label "keep", family "none"): values the seed's §3 keeps, made to look like data.

Company and government contacts published by the organisation itself, identifiers of
companies, documents and shipments, hashes and ids, dates, versions, placeholders, and
look-alikes of secrets that are not secrets. No natural person's private datum is on the
keeper's line.
"""

from __future__ import annotations

from html import escape

import gen
from gen import Person, R, fmt_phone, pick, tok


def spec(kind, value, lang="es", form="", **render):
    assert any(render.values()), kind
    return {
        "label": "keep",
        "family": "none",
        "kind": kind,
        "lang": lang,
        "value": value,
        "form": form,
        **render,
    }


def P(text: str) -> str:
    return "<p>" + escape(text, quote=False) + "</p>"


COMPANIES = [
    ("Comercializadora del Bajío, S.A. de C.V.", "CBA"),
    ("Grupo Industrial Sierra Madre, S.A.B. de C.V.", "GIS"),
    ("Tortillería La Esperanza, S. de R.L. de C.V.", "TES"),
    ("Servicios Digitales Anáhuac, S.C.", "SDA"),
    ("Constructora Tres Ríos, S.A. de C.V.", "CTR"),
    ("Farmacias del Pacífico, S.A. de C.V.", "FPA"),
    ("Transportes Refrigerados del Norte, S.A. de C.V.", "TRN"),
    ("Editorial Pirámide del Sol, S.A.", "EPS"),
    ("Hoteles Costa Esmeralda, S.A.P.I. de C.V.", "HCE"),
    ("Consultoría Fiscal Integral, S.C.", "CFI"),
    ("Aceros y Perfiles de Occidente, S.A. de C.V.", "APO"),
    ("Cooperativa Cafetalera Sierra Norte, S.C. de R.L.", "CCS"),
]
CO_DOMAINS = [
    "comercializadorabajio.com.mx",
    "gisierramadre.mx",
    "tortillerialaesperanza.mx",
    "sdanahuac.com",
    "tresrios.com.mx",
    "farmaciasdelpacifico.mx",
    "trn.com.mx",
    "piramidedelsol.com.mx",
    "costaesmeralda.mx",
    "cfintegral.com.mx",
    "apoccidente.com",
    "cafesierranorte.org.mx",
]
GOV = [
    "sat.gob.mx",
    "economia.gob.mx",
    "profeco.gob.mx",
    "imss.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "conagua.gob.mx",
    "sep.gob.mx",
    "salud.gob.mx",
    "queretaro.gob.mx",
    "nl.gob.mx",
]
CO_ADDR = [
    "Av. Paseo de la Reforma 505, Piso 12, Col. Cuauhtémoc, C.P. 06500, Ciudad de México",
    "Blvd. Adolfo López Mateos 2310, Col. Jardines del Moral, C.P. 37160, León, Gto.",
    "Av. Vallarta 6503, Local B-12, Ciudad Granja, C.P. 45010, Zapopan, Jal.",
    "Av. Constitución 444 Pte., Col. Centro, C.P. 64000, Monterrey, N.L.",
    "Calle 60 No. 299-E por 31 y 33, Col. Centro, C.P. 97000, Mérida, Yuc.",
    "Carretera Federal México-Pachuca Km 37.5, Parque Industrial, C.P. 55740, Tecámac, Méx.",
    "Av. Juárez 1102, Mz 4 Lt 12, Parque Industrial Lerma, C.P. 52000, Lerma, Méx.",
    "Insurgentes Sur 1602, Piso 9, Col. Crédito Constructor, C.P. 03940, Benito Juárez, CDMX",
    "Blvd. Bernardo Quintana 4100, Fracc. Álamos 3a Sección, C.P. 76160, Querétaro, Qro.",
    "Av. Ejército Nacional 843-B, Col. Granada, C.P. 11520, Miguel Hidalgo, CDMX",
    "Calle Niños Héroes 2281, Col. Americana, C.P. 44160, Guadalajara, Jal.",
    "Av. Tecnológico 100, Edificio Corporativo, Depto 302, Col. Centro, C.P. 76000, Querétaro, Qro.",
]


def office_number(area=None) -> str:
    return gen.phone_digits(area or pick(["55", "33", "81", "442", "222", "477"]))


def keepers() -> list[dict]:
    out = []

    # ---- company addresses -----------------------------------------------------------
    frames = [
        "Oficinas corporativas: {a}",
        "Visítanos en nuestra sucursal: {a}. Horario de lunes a viernes de 9:00 a 18:00 h.",
        "{c} · {a}",
        "Domicilio fiscal: {a}",
        "Centro de distribución {c}: {a}",
        "Sede del evento: Centro de Convenciones, {a}",
        "Nuestra planta se ubica en {a}.",
        "Dirección para recepción de facturas: {a}",
        "Headquarters: {a}",
        "Planta y oficinas de {c}: {a} (entrada por el estacionamiento de proveedores)",
        "Domicilio para oír y recibir notificaciones de la empresa: {a}",
        "Our Querétaro office moved to {a}.",
    ]
    for i, f in enumerate(frames):
        a = CO_ADDR[i]
        c = COMPANIES[i][0]
        t = f.format(a=a, c=c).replace("..", ".")
        out.append(
            spec(
                "company-address",
                a,
                lang="en" if f[0] in "HO" and not f.startswith("Ofi") else "es",
                form="company address",
                html=P(t),
                text=t,
            )
        )
    p = Person("H")
    t = f"Nuestro director comercial, Ing. {p.name}, lo atenderá en {CO_ADDR[7]}."
    out.append(
        spec(
            "company-address",
            CO_ADDR[7],
            form="company address next to an employee's name",
            html=P(t),
            text=t,
        )
    )
    html = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",'
        f'"name":"{COMPANIES[4][0]}","address":{{"@type":"PostalAddress","streetAddress":"Av. Constitución 444 Pte.","addressLocality":"Monterrey","postalCode":"64000"}}}}</script>'
    )
    out.append(
        spec(
            "company-address",
            "Av. Constitución 444 Pte.",
            form="JSON-LD Organization.address",
            html=html,
        )
    )
    html = f"<address>\n{escape(COMPANIES[2][0])}<br>\n{escape(CO_ADDR[2])}\n</address>"
    out.append(spec("company-address", CO_ADDR[2], form="address element of a company", html=html))
    out.append(
        spec(
            "company-address",
            CO_ADDR[5],
            form="company address field",
            field=("company_address", CO_ADDR[5]),
            inner=("direccion_sucursal", CO_ADDR[5]),
        )
    )

    # ---- office lines with extensions, switchboards --------------------------------------
    office_frames = [
        ("Tel. oficina: {n} ext. {e}", "paren"),
        ("Conmutador: {n}", "sp"),
        ("Atención a clientes: {n}, extensiones {e} y {e2}", "sp"),
        ("Lic. {N}, Gerente de Ventas — Tel. oficina {n} ext. {e}", "paren_sp"),
        ("Mesa de ayuda: {n} Ext. {e} (lunes a viernes)", "dash"),
        ("Conmutador {n} ext. {e} · Recepción de proveedores", "intl"),
        ("Llámanos: {n} x{e}", "dot"),
        ("Teléfono de la Dirección de Finanzas: {n}, ext. {e}", "sp"),
        ("Sucursal Centro: {n} (conmutador)", "paren"),
        ("Main office: {n} ext. {e}", "intl_dash"),
        ("Tel: {n} Ext: {e} — Departamento de Compras", "sp"),
        ("Oficina de prensa: {n}, ext. {e}", "intl_paren"),
        ("Conmutador: {n} / {n2}", "sp"),
        ("PBX {n} ext {e}", "pairs_sp"),
        ("Tel. oficina (conmutador) {n}", "paren_sp"),
        ("Recursos Humanos: {n} ext. {e} · bolsa de trabajo", "sp"),
        ("Para citas en el consultorio llame al conmutador del hospital {n} ext. {e}", "sp"),
        ("Tel. de la oficina {n} extensión {e}", "dash"),
    ]
    for f, style in office_frames:
        n = fmt_phone(office_number(), style)
        n2 = fmt_phone(office_number(), style)
        p = Person()
        t = f.format(n=n, n2=n2, e=R.randint(100, 8999), e2=R.randint(100, 8999), N=p.name)
        kind = "switchboard" if "onmutador" in f or "PBX" in f else "office-phone"
        out.append(
            spec(
                kind,
                n,
                lang="en" if f.startswith("Main") else "es",
                form="office line / switchboard",
                html=P(t),
                text=t,
            )
        )
    e = R.randint(100, 999)
    html = f'<p>Call center: <a href="tel:+52{(d := office_number("55"))},,{e}">{fmt_phone(d, "sp")} ext. {e}</a></p>'
    out.append(spec("office-phone", "+52" + d, form="tel: link with an extension pause", html=html))
    html = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",'
        f'"name":"{COMPANIES[5][0]}","telephone":"{(v := fmt_phone(office_number(), "intl_dash"))}","contactPoint":{{"@type":"ContactPoint","contactType":"customer service"}}}}</script>'
    )
    out.append(spec("office-phone", v, form="JSON-LD Organization.telephone", html=html))
    for key in ("telefono_oficina", "company_phone"):
        v = fmt_phone(office_number(), "intl") + f" ext. {R.randint(100, 999)}"
        out.append(
            spec("office-phone", v, form=f"body field {key}", field=(key, v), inner=(key, v))
        )

    # ---- toll-free ---------------------------------------------------------------------
    for f in [
        "Lada sin costo: {n}",
        "Llama gratis al {n}",
        "Atención a clientes 01 {n}",
        "Línea de denuncia anónima: {n}",
        "Toll-free from Mexico: {n}",
        "Centro de Atención Telefónica: {n} opción 2",
        "Quejas y sugerencias {n} (24 horas)",
        "Informes y ventas: {n}",
        "Soporte técnico sin costo {n}",
        "Línea de la Vida {n}",
        "Reporta tu tarjeta robada al {n}",
        "Citas por teléfono: {n}",
    ]:
        d = gen.tollfree()
        n = pick(
            [
                f"800 {d[3:6]} {d[6:]}",
                f"800-{d[3:6]}-{d[6:]}",
                f"(800) {d[3:6]} {d[6:]}",
                f"800 {d[3:6]} {d[6:8]} {d[8:]}",
                d,
            ]
        )
        t = f.format(n=n)
        out.append(
            spec(
                "toll-free",
                n,
                lang="en" if f.startswith("Toll") else "es",
                form="toll-free 800 number",
                html=P(t),
                text=t,
            )
        )
    d = gen.tollfree()
    v = f"+52 800 {d[3:6]} {d[6:]}"
    out.append(
        spec(
            "toll-free",
            v,
            form="toll-free with +52",
            html=P(f"Desde el extranjero: {v}"),
            text=f"Desde el extranjero: {v}",
        )
    )

    # ---- role mailboxes ----------------------------------------------------------------
    role_frames = [
        ("ventas", "Para cotizaciones: {m}"),
        ("contacto", "Escríbenos a {m}"),
        ("prensa", "Contacto de prensa: {m}"),
        ("atencion.clientes", "Atención a clientes: {m}"),
        ("facturacion", "Dudas sobre tu factura: {m}"),
        ("soporte", "Support: {m}"),
        ("info", "Correo: {m}"),
        ("rh", "Envía tu CV a {m}"),
        ("privacidad", "Aviso de privacidad — responsable: {c}; medio de contacto: {m}"),
        ("datos.personales", "Solicitudes de derechos ARCO: {m}"),
        ("compras", "Proveedores: enviar documentación a {m}"),
        ("cobranza", "Área de cobranza — {m}"),
        ("distribuidores", "Atención a distribuidores {m} (respuesta en 24 h)"),
        ("media", "For press enquiries, contact {m}"),
    ]
    for i, (r, f) in enumerate(role_frames):
        m = f"{r}@{CO_DOMAINS[i % len(CO_DOMAINS)]}"
        t = f.format(m=m, c=COMPANIES[i % len(COMPANIES)][0])
        out.append(
            spec(
                "role-mailbox",
                m,
                lang="en" if t[:3] in ("Sup", "For") else "es",
                form="company role mailbox",
                html=P(t),
                text=t,
            )
        )
    gov_frames = [
        ("atencion.ciudadana", "Atención ciudadana: {m}"),
        ("unidad.transparencia", "Unidad de Transparencia — {m}"),
        ("transparencia", "Solicitudes de información pública: {m}"),
        ("comunicacion.social", "Comunicación Social: {m}"),
        ("denuncias", "Presenta tu denuncia en {m}"),
        ("quejas", "Quejas: {m}"),
        ("oficialia.partes", "Oficialía de Partes electrónica: {m}"),
        ("prensa", "Contacto para medios: {m}"),
        ("datospersonales", "Protección de datos personales: {m}"),
        ("atencion.contribuyente", "Orientación al contribuyente: {m}"),
        ("buzon.ciudadano", "Buzón ciudadano {m}"),
        ("contacto", "Dudas sobre el trámite: {m}"),
    ]
    for i, (r, f) in enumerate(gov_frames):
        m = f"{r}@{GOV[i]}"
        t = f.format(m=m)
        out.append(spec("gov-role-mailbox", m, form="government role mailbox", html=P(t), text=t))
    for m, f in [
        ("VENTAS@" + CO_DOMAINS[0].upper(), "PEDIDOS AL CORREO {m}"),
        ("Contacto@" + CO_DOMAINS[3], "Escríbenos: {m}"),
        ("ATENCION.CIUDADANA@" + GOV[4].upper(), "CORREO INSTITUCIONAL: {m}"),
    ]:
        t = f.format(m=m)
        out.append(
            spec("role-mailbox", m, form="role mailbox in upper / mixed case", html=P(t), text=t)
        )
    for r, dom in [("contacto", CO_DOMAINS[6]), ("prensa", GOV[1]), ("ventas", CO_DOMAINS[8])]:
        m = f"{r}@{dom}"
        html = f'<p><a href="mailto:{m}?subject=Solicitud%20de%20informaci%C3%B3n&amp;body=Hola">{m}</a></p>'
        out.append(spec("role-mailbox", m, form="role mailbox, mailto with a query", html=html))
    for r, _dom, f in [
        ("contacto", "tresrios.com.mx", "{r} (arroba) tresrios (punto) com (punto) mx"),
        ("ventas", "costaesmeralda.mx", "{r} [at] costaesmeralda [dot] mx"),
    ]:
        v = f.format(r=r)
        t = f"Escríbenos: {v}"
        out.append(spec("role-mailbox", v, form="obfuscated role mailbox", html=P(t), text=t))
    for key, m in (
        ("contact_email", f"info@{CO_DOMAINS[9]}"),
        ("support_email", f"soporte@{CO_DOMAINS[10]}"),
        ("correo_contacto", f"contacto@{GOV[8]}"),
    ):
        out.append(
            spec(
                "role-mailbox", m, form=f"role mailbox field {key}", field=(key, m), inner=(key, m)
            )
        )

    # ---- a public official's institutional contact (office switchboard + office mailbox)
    for i in range(6):
        cargo = [
            "Titular de la Unidad de Transparencia",
            "Director General de Normatividad",
            "Coordinadora de Comunicación Social",
            "Subsecretario de Planeación",
            "Jefa de la Oficina de Enlace",
            "Delegado Federal",
        ][i]
        p = Person(
            "M"
            if cargo.split()[0] in ("Coordinadora", "Jefa")
            else "H"
            if cargo.split()[0] in ("Director", "Subsecretario", "Delegado")
            else None
        )
        dom = GOV[(i + 3) % len(GOV)]
        n = fmt_phone(office_number("55"), "sp")
        if i % 2 == 0:
            v = n
            t = f"{p.title()} {p.name}, {cargo}. Tel. institucional {n} ext. {R.randint(1000, 9999)}"
        else:
            v = f"{pick(['unidad.enlace', 'oficina.titular', 'transparencia', 'direccion.general'])}@{dom}"
            t = f"{p.title()} {p.name}, {cargo} — correo de la oficina: {v}"
        out.append(
            spec(
                "official-contact",
                v,
                form="public official's institutional contact",
                html=P(t),
                text=t,
            )
        )

    # ---- company RFCs -------------------------------------------------------------------
    for i, (c, ini) in enumerate(COMPANIES):
        r = gen.company_rfc(ini, R.randint(1985, 2019), R.randint(1, 12), R.randint(1, 28))
        f = [
            "{c} — RFC {r}",
            "RFC: {r}",
            "Emisor: {c} · RFC {r} · Régimen 601",
            "R.F.C. {r}",
            "Razón social: {c}, RFC {r}",
            "rfc del proveedor: {lr}",
        ][i % 6]
        t = f.format(c=c, r=r, lr=r.lower())
        v = r.lower() if "{lr}" in f else r
        out.append(spec("company-rfc", v, form="company RFC (12 characters)", html=P(t), text=t))
    for v, t in [
        ("XAXX010101000", "Factura a público en general: RFC XAXX010101000"),
        ("XEXX010101000", "Cliente extranjero, RFC genérico XEXX010101000"),
    ]:
        out.append(spec("company-rfc", v, form="SAT generic RFC", html=P(t), text=t))
    r = gen.company_rfc("SDA", 2011, 4, 20)
    out.append(
        spec(
            "company-rfc",
            r,
            form="company RFC field",
            field=("rfc_emisor", r),
            inner=("RfcEmisor", r),
        )
    )

    # ---- notaries, registries, case numbers ----------------------------------------------
    for t, v in [
        (
            "Escritura pública número {n}, otorgada ante la fe del Notario Público No. 151 de la Ciudad de México",
            "{n}",
        ),
        (
            "Inscrita en el Registro Público de Comercio bajo el folio mercantil electrónico N-{n}",
            "N-{n}",
        ),
        ("Notaría Pública No. 23 de Zapopan, Jalisco. Registro {n}", "{n}"),
        ("Póliza número {n} ante el Corredor Público No. 5 de Nuevo León", "{n}"),
        ("Expediente {n}/2023, Juzgado Tercero de lo Civil", "{n}/2023"),
        ("Amparo en revisión {n}/2022", "{n}/2022"),
        ("Folio de la solicitud de información: 3300265230{n}", "3300265230{n}"),
        ("Registro Nacional de Turismo: {n}", "{n}"),
        ("Registro sanitario COFEPRIS {n}M2019 SSA", "{n}M2019 SSA"),
        ("Oficio SAT-{n}-2024 de la Administración Desconcentrada", "SAT-{n}-2024"),
        ("Número de permiso SCT {n}", "{n}"),
        ("Clave del centro de trabajo (CCT): 09DPR{n}X", "09DPR{n}X"),
    ]:
        n = str(R.randint(1000, 99999))
        if "Registro Nacional" in t:
            n = "04" + str(R.randint(10**10, 10**11 - 1))
        tt = t.format(n=n)
        vv = v.format(n=n)
        kind = (
            "notary-registry"
            if any(w in t for w in ("Notar", "Registro", "Corredor", "Póliza"))
            else "case-number"
        )
        out.append(spec(kind, vv, form="registry / case number", html=P(tt), text=tt))

    # ---- ISBN / ISSN ----------------------------------------------------------------------
    for _i in range(8):
        b = gen.isbn13(pick(["978607", "978968", "978970"]))
        v = pick([b, f"{b[:3]}-{b[3:6]}-{b[6:8]}-{b[8:12]}-{b[12]}"])
        t = pick(
            [
                f"ISBN {v}",
                f"ISBN: {v} · Primera edición, 2021",
                f"Edición impresa ISBN {v}",
                f"ISBN-13: {v}",
            ]
        )
        out.append(spec("isbn-issn", v, form="ISBN", html=P(t), text=t))
    for _i in range(4):
        v = gen.issn()
        t = pick([f"ISSN {v}", f"Revista arbitrada, ISSN: {v}", f"ISSN-e {v}"])
        out.append(spec("isbn-issn", v, form="ISSN", html=P(t), text=t))

    # ---- orders, tracking, invoices ------------------------------------------------------
    for f, v in [
        ("Pedido #MX-{a}-{b} confirmado", "MX-{a}-{b}"),
        ("Número de orden: {c}", "{c}"),
        ("Tu pedido {c} fue enviado", "{c}"),
        ("Folio de compra: {c}", "{c}"),
        ("Order ID 11-{c}-{a}", "11-{c}-{a}"),
        ("Ticket de soporte #{c}", "#{c}"),
        ("Factura serie A folio {a}{b}", "A folio {a}{b}"),
        ("Referencia de pago {c}{a}", "{c}{a}"),
        ("Folio fiscal (UUID) del CFDI: {u}", "{u}"),
        ("Número de cliente empresarial: CE-{a}", "CE-{a}"),
    ]:
        a, b, c = (
            str(R.randint(1000, 9999)),
            str(R.randint(1000, 9999)),
            str(R.randint(10**9, 10**10 - 1)),
        )
        u = gen.uuid4().upper()
        t = f.format(a=a, b=b, c=c, u=u)
        vv = v.format(a=a, b=b, c=c, u=u)
        out.append(
            spec(
                "order-number",
                vv,
                lang="en" if f.startswith("Order") else "es",
                form="order / invoice number",
                html=P(t),
                text=t,
            )
        )
    for f in [
        "Guía DHL: {d10}",
        "Número de guía Estafeta {e22}",
        "FedEx tracking {f12}",
        "Rastrea tu paquete con la guía {d10}",
        "Guía Redpack {d9}",
        "Número de rastreo Correos de México: {cm}",
        "Tracking number {ups}",
        "Guía de Paquetexpress {d10}",
        "Envío con guía {d10} (Estafeta Día Siguiente)",
        "99 Minutos — guía {d10}",
        "Consulta el estatus de la guía {f12}",
        "Paquetería: J&T, guía {jt}",
    ]:
        d10 = "55" + str(R.randint(10**7, 10**8 - 1))
        vals = dict(
            d10=d10,
            e22=str(R.randint(10**21, 10**22 - 1)),
            f12=str(R.randint(10**11, 10**12 - 1)),
            d9=str(R.randint(10**8, 10**9 - 1)),
            cm="RR" + str(R.randint(10**8, 10**9 - 1)) + "MX",
            ups="1Z" + tok(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
            jt="JMX" + str(R.randint(10**11, 10**12 - 1)),
        )
        t = f.format(**vals)
        key = f.split("{")[1].split("}")[0]
        out.append(
            spec(
                "tracking-number",
                vals[key],
                lang="en" if f.startswith(("Tracking", "FedEx")) else "es",
                form="parcel tracking number",
                html=P(t),
                text=t,
            )
        )

    # ---- hashes, UUIDs, request ids, provider object ids --------------------------------
    for f in [
        "sha256: {h64}",
        "SHA-256 del archivo original: {h64}",
        "md5 {h32}",
        "commit {h40}",
        'ETag: "{h32}"',
        "checksum (sha1) {h40}",
        'integrity="sha384-{b64}"',
        "Digest: SHA-256={b44}",
        "sha512sum: {h128}",
        "Huella SHA-256 del certificado SAT: {h64}",
    ]:
        vals = dict(
            h64=gen.hexs(64),
            h32=gen.hexs(32),
            h40=gen.hexs(40),
            h128=gen.hexs(128),
            b64=tok(64, gen.ALNUM + "+/"),
            b44=tok(43, gen.ALNUM + "+/") + "=",
        )
        t = f.format(**vals)
        key = f.split("{")[1].split("}")[0]
        v = ("sha384-" + vals[key]) if key == "b64" else vals[key]
        out.append(
            spec(
                "hash",
                v,
                lang="es" if any(w in f for w in ("del", "Huella")) else "en",
                form="hash / checksum",
                html=P(t),
                text=t,
            )
        )
    for key, v in [
        ("x-request-id", gen.uuid4()),
        ("request-id", "req_" + tok(24)),
        ("cf-ray", gen.hexs(16) + "-QRO"),
        ("x-amzn-trace-id", "Root=1-" + gen.hexs(8) + "-" + gen.hexs(24)),
        ("traceparent", f"00-{gen.hexs(32)}-{gen.hexs(16)}-01"),
        ("x-cloud-trace-context", gen.hexs(32) + "/" + str(R.randint(10**18, 10**19 - 1)) + ";o=1"),
        ("etag", gen.hexs(24)),
        ("x-served-by", "cache-qro" + str(R.randint(1000, 9999)) + "-QRO"),
    ]:
        out.append(spec("request-id", v, lang="en", form=f"{key} header", header=(key, v)))
    for key, v in [
        ("request_id", gen.uuid4()),
        ("id", "msg_01" + tok(22)),
        ("id", "chatcmpl-" + tok(29)),
        ("id", "resp_" + gen.hexs(50)),
        ("trace_id", gen.hexs(32)),
        ("search_id", gen.uuid4()),
        ("document_id", gen.uuid4()),
        ("run_id", "run_" + tok(24)),
        ("tool_use_id", "srvtoolu_01" + tok(22)),
        ("model", "gpt-4o-mini-2024-07-18"),
        ("job_id", gen.uuid4()),
    ]:
        k2 = key if key != "id" else pick(["object_id", "message_id", "response_id"])
        out.append(
            spec(
                "request-id",
                v,
                lang="en",
                form=f"object / request id field {k2}",
                field=(k2, v),
                inner=(k2, v),
            )
        )

    # ---- phone-like numbers that are not phones --------------------------------------------
    for f in [
        "https://twitter.com/unocero/status/{n19}",
        "https://www.elcomercio.pe/politica/noticia-{n10}/",
        "https://www.mercadolibre.com.mx/p/MLM{n10}",
        "https://www.amazon.com.mx/dp/B0{n8}",
        "https://www.youtube.com/watch?v={yt}&t=5512s",
        "https://www.inegi.org.mx/app/buscador/?q=5512345678&tema={n4}",
        "https://www.dof.gob.mx/nota_detalle.php?codigo={n7}&fecha=12/05/2023",
        "https://www.facebook.com/groups/{n15}/posts/{n16}",
        "https://www.gob.mx/cms/uploads/attachment/file/{n6}/Informe_2023.pdf",
        "https://maps.google.com/?cid={n19}",
        "https://www.linkedin.com/feed/update/urn:li:activity:{n19}",
        "https://open.spotify.com/episode/{yt22}",
    ]:
        vals = dict(
            n19=str(R.randint(10**18, 10**19 - 1)),
            n10="55" + str(R.randint(10**7, 10**8 - 1)),
            n8=tok(8, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
            yt=tok(11, gen.ALNUM + "-_"),
            n4=str(R.randint(1000, 9999)),
            n7=str(R.randint(10**6, 10**7 - 1)),
            n15=str(R.randint(10**14, 10**15 - 1)),
            n16=str(R.randint(10**15, 10**16 - 1)),
            n6=str(R.randint(10**5, 10**6 - 1)),
            yt22=tok(22),
        )
        u = f.format(**vals)
        html = (
            f'<p>Fuente: <a href="{escape(u)}">{escape(u)}</a></p>'
            if "&" not in u
            else f'<p>Fuente: <a href="{escape(u)}">enlace</a></p>'
        )
        v = u.split("&")[0]
        out.append(
            spec("numeric-id-url", v, lang="en", form="numeric id in a URL", html=html, url=u)
        )

    # ---- dates, bylines, versions -----------------------------------------------------------
    for f in [
        "Publicado el {w} a las 10:31 h",
        "Actualizado: {iso}T14:05:00-06:00",
        "Fecha de captura: {iso}",
        "Vigente a partir del {w}",
        "Date: Mon, 24 May 2021 01:25:56 GMT",
        "Última modificación {dmy}",
        "Fecha de publicación en el DOF: {w}",
        "Plazo para presentar la declaración anual: 30 de abril de 2025",
    ]:
        y, m, d = R.randint(2018, 2025), R.randint(1, 12), R.randint(1, 28)
        vals = dict(
            w=f"{d} de {gen.MESES[m - 1]} de {y}",
            iso=f"{y}-{m:02d}-{d:02d}",
            dmy=f"{d:02d}/{m:02d}/{y}",
        )
        t = f.format(**vals)
        key = f.split("{")[1].split("}")[0] if "{" in f else None
        v = vals[key] if key else t.split(": ", 1)[1]
        out.append(
            spec(
                "date",
                v,
                lang="en" if f.startswith("Date") else "es",
                form="publication / validity date",
                html=P(t),
                text=t,
            )
        )
    for f in [
        "Por {N} | {w}, 10:31",
        "{N} · {w}",
        "Texto: {N}. Fotografía: Cuartoscuro. {w}",
        "Entrevista con {N}, realizada el {w}",
        "Actualizado por {N} el {dmy}",
        "By {N}, {E} {d}, {y}",
        "Columna de {N} — publicada el {w}",
        "{N} asumió el cargo el {w}",
    ]:
        p = Person()
        y, m, d = R.randint(2015, 2025), R.randint(1, 12), R.randint(1, 28)
        vals = dict(
            N=p.name,
            w=f"{d} de {gen.MESES[m - 1]} de {y}",
            dmy=f"{d:02d}/{m:02d}/{y}",
            E=gen.MONTHS[m - 1],
            d=d,
            y=y,
        )
        t = f.format(**vals)
        v = (
            f"{gen.MONTHS[m - 1]} {d}, {y}"
            if "{E}" in f
            else (vals["dmy"] if "{dmy}" in f else vals["w"])
        )
        out.append(
            spec(
                "byline-date",
                v,
                lang="en" if f.startswith("By") else "es",
                form="byline: a named person with a publication date",
                html=P(t),
                text=t,
            )
        )
    for f in [
        "versión 10.55.1234.5678",
        "Android 14 (UP1A.231005.007)",
        "v2.33.1",
        "pydantic-ai 1.0.0b3",
        "Build 22631.4317",
        "SDK 5.5.12-3456",
        "firmware 3.3.1234.5678",
        "Chrome/124.0.6367.207",
    ]:
        v = f.split(" ", 1)[1] if " " in f and not f.startswith("Chrome") else f
        if f.startswith("pydantic"):
            v = "1.0.0b3"
        if f.startswith("Android"):
            v = "UP1A.231005.007"
        t = pick([f"Probado con {f}.", f"Requiere {f} o superior.", f"Cambios en {f}:"])
        out.append(spec("version", v, form="version string", html=P(t), text=t))

    # ---- placeholders, examples, masked values, documentation look-alikes ------------------
    for t, v in [
        ("Contacto: redacted@example.test", "redacted@example.test"),
        ("Tel. +52-000-000-0000", "+52-000-000-0000"),
        ("Correo: nombre.apellido@example.com", "nombre.apellido@example.com"),
        ("Escribe a usuario@example.org para probar el formulario", "usuario@example.org"),
        ("Ejemplo de CURP: XXXX000000XXXXXX00", "XXXX000000XXXXXX00"),
        ("Teléfono: (55) 0000-0000", "(55) 0000-0000"),
        ("RFC: XXXX-000000-XXX (captura sin guiones)", "XXXX-000000-XXX"),
        ("Tarjeta terminación 4821", "terminación 4821"),
        ("Cuenta **** **** **** 1234", "**** **** **** 1234"),
        ("CLABE: ******************", "******************"),
        ("Authorization: Bearer <token>", "Bearer <token>"),
        ("Authorization: Bearer YOUR_API_KEY", "YOUR_API_KEY"),
        ("export TAVILY_API_KEY=tvly-YOUR_API_KEY", "tvly-YOUR_API_KEY"),
        ("api_key=${SERPAPI_KEY}", "${SERPAPI_KEY}"),
        ("x-api-key: <your-api-key-here>", "<your-api-key-here>"),
        ("OPENAI_API_KEY=sk-...", "sk-..."),
        ("password: ********", "********"),
        ("Authorization: Basic <BASIC_AUTH>", "<BASIC_AUTH>"),
        ("Cookie: [REDACTED]", "[REDACTED]"),
        ("x-goog-api-key: X-GOOG-API-KEY-XXX", "X-GOOG-API-KEY-XXX"),
        ("token_type: bearer, expires_in: 3600", "expires_in: 3600"),
    ]:
        kind = (
            "placeholder"
            if any(c in v for c in "<>$*[X")
            or "example" in v
            or "000" in v
            or "YOUR" in v
            or "..." in v
            else "masked-or-benign"
        )
        fld = {"redacted@example.test": ("email", v), "+52-000-000-0000": ("telefono", v)}.get(v)
        out.append(
            spec(
                kind,
                v,
                lang="es"
                if any(
                    w in t
                    for w in (
                        "Correo",
                        "Contacto",
                        "Tel",
                        "Escribe",
                        "Ejemplo",
                        "Teléfono",
                        "Tarjeta",
                        "Cuenta",
                        "captura",
                    )
                )
                else "en",
                form="placeholder / masked / documentation value",
                html=P(t),
                text=t,
                field=fld,
            )
        )
    for head in [
        "-----BEGIN PUBLIC KEY-----",
        "-----BEGIN CERTIFICATE-----",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----",
    ]:
        body = gen.pem_body_lines(3)
        html = "<pre>\n" + "\n".join([head, *body, head.replace("BEGIN", "END")]) + "</pre>"
        out.append(
            spec(
                "public-key",
                head,
                lang="en",
                form="public key / certificate block (datum line: BEGIN line)",
                html=html,
            )
        )
    v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + tok(43, gen.ALNUM + "+/") + " deploy-bench"
    out.append(spec("public-key", v[:60], lang="en", form="ssh public key", html=f"<pre>{v}</pre>"))
    for t, v in [
        ("Google Analytics: G-" + (g := tok(10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")), "G-" + g),
        (
            "gtag('config', 'UA-" + (u := str(R.randint(10**7, 10**8 - 1))) + "-1');",
            "UA-" + u + "-1",
        ),
        ("Pixel ID " + (px := str(R.randint(10**14, 10**15 - 1))), px),
        (
            "Google Tag Manager GTM-" + (gt := tok(7, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")),
            "GTM-" + gt,
        ),
    ]:
        out.append(
            spec("analytics-id", v, lang="en", form="public analytics id", html=P(t), text=t)
        )

    # ---- numbers and statistics -----------------------------------------------------------
    for t, v in [
        ("Población total 2020: 126,014,024 habitantes", "126,014,024"),
        ("Monto del contrato: $1,234,567.89 MXN", "$1,234,567.89"),
        ("Coordenadas: 20.6736, -103.3440", "20.6736, -103.3440"),
        ("Clave INEGI del municipio: 14039", "14039"),
        ("Código postal 06600, Juárez, Cuauhtémoc", "06600"),
        ("Clave SCIAN 522110 — Banca múltiple", "522110"),
        ("Lada 55 (Ciudad de México) y 33 (Guadalajara)", "Lada 55"),
        ("Norma NOM-051-SCFI/SSA1-2010", "NOM-051-SCFI/SSA1-2010"),
        ("Se registraron 5,512,345 usuarios en la plataforma", "5,512,345"),
        ("Ganancia por acción: 3.3123 pesos; volumen 44,512,678", "44,512,678"),
        ("Sismo de magnitud 5.5 a 12 km al sur de Pinotepa; profundidad 33 km", "magnitud 5.5"),
        ("Presupuesto 2024: 9,066,000 millones de pesos", "9,066,000"),
    ]:
        out.append(spec("statistic", v, form="statistic / public code", html=P(t), text=t))

    # ---- more company / public-body look-alikes ----------------------------------------------
    for f, style in [
        ("WhatsApp de ventas de {c}: {n}", "sp"),
        ("Pedidos por WhatsApp (solo empresas): {n} — {c}", "intl"),
    ]:
        c = pick(COMPANIES)[0]
        n = fmt_phone(office_number(), style)
        t = f.format(c=c, n=n)
        out.append(
            spec(
                "company-phone",
                n,
                form="a company's published WhatsApp sales line",
                html=P(t),
                text=t,
            )
        )
    c = COMPANIES[1][0]
    n = fmt_phone(office_number("81"), "intl")
    t = f"Relación con Inversionistas de {c}: tel. {n}, ir@gisierramadre.mx"
    out.append(
        spec(
            "company-phone",
            n,
            form="investor-relations line of a listed company",
            html=P(t),
            text=t,
        )
    )
    for t, v in [
        (
            "Palacio Nacional s/n, Col. Centro, C.P. 06066, Cuauhtémoc, CDMX — sede de la Presidencia",
            "Palacio Nacional s/n, Col. Centro, C.P. 06066",
        ),
        (
            "Oficina del SAT: Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Ciudad de México",
            "Av. Hidalgo 77, Col. Guerrero, C.P. 06300",
        ),
        ("Clave de localidad INEGI 140390001 (Guadalajara)", "140390001"),
        ("Código SWIFT/BIC: BCMRMXMMPYM", "BCMRMXMMPYM"),
        (
            "Horario de atención: lunes a viernes de 09:00 a 18:00 h, sábados de 10:00 a 14:00 h",
            "09:00 a 18:00 h",
        ),
        ("datePublished 2024-06-24T00:00:00.0000000", "2024-06-24T00:00:00.0000000"),
        ("CURP: (no proporcionada)", "(no proporcionada)"),
        ("Tel.: (pendiente)", "(pendiente)"),
        ("Clave catastral 098-016-27-004-00", "098-016-27-004-00"),
        ("Número de serie del equipo: SN 5512 3456 7890", "SN 5512 3456 7890"),
        (
            "Cuenta predial 056-223-19-000-7 del inmueble sede de la Cámara de Comercio",
            "056-223-19-000-7",
        ),
    ]:
        out.append(
            spec(
                "public-code",
                v,
                form="public code / office address / empty field",
                html=P(t),
                text=t,
            )
        )

    # ---- public figures and named people without private data ------------------------------
    for t, v in [
        (
            "La secretaria de Economía, {N}, presentó el informe trimestral el 14 de agosto de 2024.",
            "14 de agosto de 2024",
        ),
        ("Según {N}, director del INEGI, la tasa de desocupación fue de 2.6 %.", "2.6 %"),
        (
            "El alcalde {N} inauguró la obra en Av. Juárez 100, Col. Centro, Guadalajara.",
            "Av. Juárez 100, Col. Centro, Guadalajara",
        ),
        (
            "Conferencia magistral de la Dra. {N} (UNAM), auditorio Alfonso Caso, 3 de marzo de 2025",
            "3 de marzo de 2025",
        ),
        ("{N} ganó el Premio Nacional de Periodismo 2019.", "Premio Nacional de Periodismo 2019"),
        ("Foto: {N}/Cuartoscuro", "Cuartoscuro"),
    ]:
        p = Person(
            "M"
            if ("secretaria" in t or "Dra." in t)
            else "H"
            if ("director" in t or "alcalde" in t)
            else None
        )
        tt = t.format(N=p.name)
        out.append(
            spec(
                "public-figure",
                v,
                form="named public figure with public, non-private data",
                html=P(tt),
                text=tt,
            )
        )
    return out
