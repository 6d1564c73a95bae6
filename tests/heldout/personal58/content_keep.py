# ruff: noqa: E501
"""Keepers of corpus 58 (label keep): values that must stay, written where personal data is."""

from __future__ import annotations

from values import CITIES, COLONIAS, COMPANIES, MESES, STATES, STREETS, V


def T(kind, lang, form, value, text=None, html=None, field=None, header=None):
    assert any((text, html, field, header)), kind
    return {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "html": html,
        "field": field,
        "header": header,
    }


def items(v: V) -> list[dict]:
    r = v.r
    out: list[dict] = []

    def co():
        return COMPANIES[r.randrange(len(COMPANIES))]

    # role mailboxes (40)
    roles = [
        "ventas",
        "contacto",
        "soporte",
        "facturacion",
        "prensa",
        "atencionaclientes",
        "info",
        "rh",
        "cobranza",
        "reservaciones",
        "privacidad",
        "compras",
    ]
    for i in range(40):
        name, dom, _ = co()
        e = f"{roles[i % len(roles)]}@{dom}"
        style = i % 8
        if style == 1:
            e = e.upper()
        lang = ["es", "es", "en", "es", "pt", "es", "es", "en"][i % 8]
        ctx = i % 7
        if ctx == 0:
            out.append(
                T(
                    "role-mailbox",
                    lang,
                    "role mailbox; snippet",
                    e,
                    text=f"{name} — Para cotizaciones escríbenos a {e} o visita nuestra sucursal.",
                )
            )
        elif ctx == 1:
            out.append(T("role-mailbox", lang, "role mailbox; JSON field", e, field=("email", e)))
        elif ctx == 2:
            out.append(
                T(
                    "role-mailbox",
                    lang,
                    "role mailbox; mailto with query",
                    e,
                    html=f'<p>Dudas sobre tu pedido: <a href="mailto:{e}?subject=Pedido%20web">{e}</a></p>',
                )
            )
        elif ctx == 3:
            out.append(
                T("role-mailbox", lang, "role mailbox; Reply-To", e, text=f"Reply-To: {name} <{e}>")
            )
        elif ctx == 4:
            out.append(
                T(
                    "role-mailbox",
                    lang,
                    "role mailbox; error message",
                    e,
                    text={
                        "es": f"No pudimos procesar tu solicitud. Escribe a {e} con el folio del error.",
                        "en": f"We could not process your request. Contact {e} with the error id.",
                        "pt": f"Não foi possível processar. Escreva para {e}.",
                    }[lang],
                )
            )
        elif ctx == 5:
            out.append(
                T(
                    "role-mailbox",
                    lang,
                    "role mailbox; comment-like sentence",
                    e,
                    text=f"mándenos un correo a {e} y con gusto le damos seguimiento",
                )
            )
        else:
            out.append(
                T(
                    "role-mailbox",
                    lang,
                    "role mailbox; footer",
                    e,
                    html=f'<div class="footer">{name} · {e}</div>',
                )
            )
    # gov role mailboxes (16)
    gov = [
        ("contacto", "economia.gob.mx"),
        ("atencion.ciudadana", "imss.gob.mx"),
        ("transparencia", "sat.gob.mx"),
        ("unidad.transparencia", "cdmx.gob.mx"),
        ("quejas", "profeco.gob.mx"),
        ("comunicacion.social", "jalisco.gob.mx"),
        ("datospersonales", "inai.org.mx"),
        ("contacto", "inegi.org.mx"),
    ]
    for i in range(16):
        u, d = gov[i % len(gov)]
        e = f"{u}@{d}"
        if i % 3 == 0:
            out.append(
                T(
                    "gov-role-mailbox",
                    "es",
                    "government mailbox; snippet",
                    e,
                    text=f"Para solicitudes de información pública escriba a {e} (lunes a viernes de 9:00 a 15:00).",
                )
            )
        elif i % 3 == 1:
            out.append(
                T(
                    "gov-role-mailbox",
                    "es",
                    "government mailbox; JSON field",
                    e,
                    field=("correo_contacto", e),
                )
            )
        else:
            out.append(
                T(
                    "gov-role-mailbox",
                    "es",
                    "government mailbox; link",
                    e,
                    html=f'<p>Correo institucional: <a href="mailto:{e}">{e}</a></p>',
                )
            )
    # switchboards (34)
    for i in range(34):
        name, dom, _ = co()
        a = r.choice(["55", "33", "81"])
        n = f"{a} {v.digits(4)} {v.digits(4)}" if i % 2 else f"({a}) {v.digits(4)}-{v.digits(4)}"
        ext = r.randint(100, 4999)
        ctx = i % 8
        if ctx == 0:
            out.append(
                T(
                    "switchboard",
                    "es",
                    "Conmutador; snippet",
                    n,
                    text=f"{name}. Conmutador: {n}. Horario de atención 9 a 18 h.",
                )
            )
        elif ctx == 1:
            out.append(
                T(
                    "switchboard",
                    "es",
                    "Tel. oficina with ext.; snippet",
                    n,
                    text=f"Tel. oficina {n} ext. {ext}",
                )
            )
        elif ctx == 2:
            out.append(
                T(
                    "switchboard",
                    "es",
                    "company phone; JSON field",
                    n,
                    field=("telefono", f"{n} ext. {ext}"),
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "switchboard",
                    "es",
                    "company phone; tel link",
                    n,
                    html=f'<p>Llámanos: <a href="tel:+52{n.replace(" ", "").replace("(", "").replace(")", "").replace("-", "")}">{n}</a> (conmutador)</p>',
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "switchboard",
                    "en",
                    "main line; snippet",
                    n,
                    text=f"Call our Mexico City office at +52 {n}, ext. {ext}, Monday to Friday.",
                )
            )
        elif ctx == 5:
            out.append(
                T(
                    "switchboard",
                    "es",
                    "branch phones; list",
                    n,
                    html=f"<li>Sucursal {r.choice(CITIES['Jalisco'])}: Tels. {n} y {n[:-1]}{(int(n[-1]) + 1) % 10} (conmutador)</li>",
                )
            )
        elif ctx == 6:
            out.append(
                T(
                    "switchboard",
                    "es",
                    "company phone; error message",
                    n,
                    text=f"Servicio no disponible. Si el problema persiste comuníquese al conmutador {n} opción 3.",
                )
            )
        else:
            out.append(
                T(
                    "switchboard",
                    "pt",
                    "company phone; snippet",
                    n,
                    text=f"Central de atendimento da empresa no México: {n}, ramal {ext}.",
                )
            )
    # toll-free (20)
    for i in range(20):
        n = [
            f"800 {v.digits(3)} {v.digits(4)}",
            f"01 800 {v.digits(3)} {v.digits(4)}",
            f"+52 800 {v.digits(3)} {v.digits(4)}",
            f"800-{v.digits(3)}-{v.digits(4)}",
            f"800{v.digits(7)}",
        ][i % 5]
        if i % 3 == 0:
            out.append(
                T(
                    "toll-free",
                    "es",
                    "800 number; snippet",
                    n,
                    text=f"Línea sin costo {n}, los 365 días del año.",
                )
            )
        elif i % 3 == 1:
            out.append(
                T("toll-free", "es", "800 number; JSON field", n, field=("telefono_atencion", n))
            )
        else:
            out.append(
                T(
                    "toll-free",
                    "en" if i % 2 else "pt",
                    "800 number; snippet",
                    n,
                    text=f"Customer service (toll free in Mexico): {n}"
                    if i % 2
                    else f"Central de atendimento (ligação gratuita no México): {n}",
                )
            )
    # company addresses (26)
    for i in range(26):
        name, dom, _ = co()
        st = r.choice(STATES)
        city = r.choice(CITIES[st[0]])
        a = [
            f"Av. {r.choice(STREETS)} {r.randint(10, 3000)}, piso {r.randint(2, 18)}, Col. {r.choice(COLONIAS)}, C.P. {r.randint(1000, 99999):05d}, {city}, {st[0]}",
            f"Blvd. {r.choice(STREETS)} #{r.randint(10, 3000)} local {r.randint(1, 40)}, Col. {r.choice(COLONIAS)}, {city}, {st[0]}, CP {r.randint(1000, 99999):05d}",
            f"Calle {r.choice(STREETS)} núm. {r.randint(10, 900)}, Parque Industrial {r.choice(['Lerma', 'El Salto', 'Querétaro', 'Apodaca'])}, C.P. {r.randint(1000, 99999):05d}, {city}",
        ][i % 3]
        ctx = i % 5
        if ctx == 0:
            out.append(
                T(
                    "company-address",
                    "es",
                    "office address; snippet",
                    a,
                    text=f"Oficinas corporativas de {name}: {a}.",
                )
            )
        elif ctx == 1:
            out.append(
                T(
                    "company-address",
                    "es",
                    "branch address; JSON field",
                    a,
                    field=("direccion_sucursal", a),
                )
            )
        elif ctx == 2:
            out.append(
                T(
                    "company-address",
                    "es",
                    "store address; footer",
                    a,
                    html=f'<div class="sucursal">{name} — {a}</div>',
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "company-address",
                    "en",
                    "venue address; event",
                    a,
                    text=f"Venue: Centro de Convenciones, {a}. Doors open at 9:00.",
                )
            )
        else:
            out.append(
                T(
                    "company-address",
                    "es",
                    "fiscal address; invoice",
                    a,
                    text=f"Domicilio fiscal del emisor: {a}",
                )
            )
    # company RFC (16)
    for i in range(16):
        name, dom, _ = co()
        rf = v.rfc_pm(name)
        if i % 3 == 0:
            out.append(
                T(
                    "company-rfc",
                    "es",
                    "RFC persona moral; invoice header",
                    rf,
                    text=f"{name}, S.A. de C.V. — RFC {rf} — Régimen General de Ley Personas Morales",
                )
            )
        elif i % 3 == 1:
            out.append(
                T(
                    "company-rfc",
                    "es",
                    "RFC persona moral; JSON field",
                    rf,
                    field=("rfc_emisor", rf),
                )
            )
        else:
            out.append(
                T(
                    "company-rfc",
                    "es",
                    "RFC persona moral; footer",
                    rf,
                    html=f"<p>{name} S.A.P.I. de C.V. · R.F.C. {rf} · Aviso de privacidad</p>",
                )
            )
    # company CLABE for payments (10)
    for i in range(10):
        name, dom, _ = co()
        c = v.clabe()
        if i % 2:
            out.append(
                T(
                    "company-clabe",
                    "es",
                    "company CLABE; payment instructions",
                    c,
                    text=f"Datos para pago por transferencia: {name}, S.A. de C.V., CLABE {c}, referencia: número de pedido.",
                )
            )
        else:
            out.append(
                T(
                    "company-clabe",
                    "es",
                    "company CLABE; JSON field",
                    c,
                    field=("clabe_pago_empresa", c),
                )
            )
    # dates (26)
    for i in range(26):
        y, m, d = r.randint(2015, 2025), r.randint(1, 12), r.randint(1, 28)
        ds = [
            f"{d} de {MESES[m - 1]} de {y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
        ][i % 4]
        ctx = i % 6
        if ctx == 0:
            out.append(
                T(
                    "date",
                    "es",
                    "publication date; snippet",
                    ds,
                    text=f"Publicado el {ds} | Actualizado hace 3 horas",
                )
            )
        elif ctx == 1:
            out.append(T("date", "en", "date field", ds, field=("published_date", ds)))
        elif ctx == 2:
            out.append(
                T(
                    "date",
                    "es",
                    "DOF date",
                    ds,
                    text=f"Acuerdo publicado en el Diario Oficial de la Federación el {ds}.",
                )
            )
        elif ctx == 3:
            ds = f"{d} de {MESES[m - 1]} de {y - 30}"
            out.append(
                T(
                    "date",
                    "es",
                    "company founding date",
                    ds,
                    html=f"<p>La empresa fue fundada el {ds} en Monterrey, Nuevo León.</p>",
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "date",
                    "en",
                    "event date",
                    ds,
                    text=f"Registration closes on {ds}; the conference runs for three days.",
                )
            )
        else:
            out.append(T("date", "es", "retrievedAt field", ds, field=("retrievedAt", ds)))
    # prices (16)
    for i in range(16):
        p = [
            f"${r.randint(99, 29999):,}.{r.randint(0, 99):02d} MXN",
            f"US$ {r.randint(5, 900)}.{r.randint(0, 99):02d}",
            f"R$ {r.randint(10, 5000)},90",
            f"$ {r.randint(1000, 9999)}.00",
        ][i % 4]
        if i % 2:
            out.append(
                T(
                    "price",
                    "es",
                    "price; snippet",
                    p,
                    text=f"Precio de lista: {p} (IVA incluido). Envío gratis en compras mayores a $999.",
                )
            )
        else:
            out.append(T("price", "en", "price; JSON field", p, field=("price", p)))
    # versions (14)
    for i in range(14):
        ver = f"{r.randint(0, 5)}.{r.randint(0, 40)}.{r.randint(0, 20)}"
        if i % 2:
            out.append(
                T(
                    "version",
                    "en",
                    "version; User-Agent header",
                    ver,
                    header=("User-Agent", f"fixture-recorder/{ver} python-httpx/0.27.0"),
                )
            )
        else:
            out.append(
                T(
                    "version",
                    "es",
                    "version; release note",
                    ver,
                    text=f"Versión {ver} disponible: corrige el error de paginación en resultados.",
                )
            )
    # request ids (18)
    for i in range(18):
        u = v.uuid() if i % 3 else "req_" + v.alnum(24)
        if i % 3 == 0:
            out.append(
                T(
                    "request-id",
                    "en",
                    "request id header",
                    u,
                    header=(["x-request-id", "request-id", "x-amzn-requestid"][i // 3 % 3], u),
                )
            )
        elif i % 3 == 1:
            out.append(
                T("request-id", "en", "request id in JSON field", u, field=("request_id", u))
            )
        else:
            out.append(
                T(
                    "request-id",
                    "es",
                    "request id in error message",
                    u,
                    text=f"Ocurrió un error inesperado. Identificador de la solicitud: {u}",
                )
            )
    # hashes (16)
    for i in range(16):
        h = [v.sha256(), v.hexs(40), f'W/"{v.hexs(16)}"', "sha384-" + v.b64url(48)][i % 4]
        hv = h.replace('"', "")
        if i % 4 == 2:
            out.append(
                T(
                    "hash",
                    "en",
                    "ETag header",
                    v.hexs(16) if False else h.split('"')[1],
                    header=("ETag", h),
                )
            )
        elif i % 4 == 0:
            out.append(T("hash", "en", "sha256 of body field", h, field=("sha256_original", h)))
        elif i % 4 == 1:
            out.append(
                T(
                    "hash",
                    "en",
                    "commit sha in prose",
                    h,
                    text=f"Fixed in commit {h} (see the changelog).",
                )
            )
        else:
            out.append(T("hash", "en", "SRI hash", hv, html=f"<p>integrity: <code>{hv}</code></p>"))
    # content ids (12)
    for i in range(12):
        cid = [f"ART-{v.digits(7)}", v.hexs(24), f"video_{v.alnum(11)}", f"{v.digits(10)}"][i % 4]
        if i % 4 == 3:
            out.append(
                T(
                    "content-id",
                    "es",
                    "numeric article id (10 digits)",
                    cid,
                    text=f"Nota relacionada (id {cid}): así funciona el nuevo reglamento de tránsito.",
                )
            )
        else:
            out.append(
                T(
                    "content-id",
                    "en",
                    "content id field",
                    cid,
                    field=(["article_id", "document_id", "video_id"][i % 3], cid),
                )
            )
    # order numbers (18)
    for i in range(18):
        o = [
            f"PED-{v.digits(8)}",
            f"#{v.digits(6)}",
            v.digits(10),
            f"MX-{v.digits(4)}-{v.digits(6)}",
            f"{v.digits(3)}-{v.digits(7)}-{v.digits(7)}",
        ][i % 5]
        ctx = i % 4
        if ctx == 0:
            out.append(
                T(
                    "order-number",
                    "es",
                    "order number; error message",
                    o,
                    text=f"Error 409: el pedido {o} ya fue pagado y no puede modificarse.",
                )
            )
        elif ctx == 1:
            out.append(
                T("order-number", "es", "order number; JSON field", o, field=("numero_pedido", o))
            )
        elif ctx == 2:
            out.append(
                T(
                    "order-number",
                    "en",
                    "order number; notice",
                    o,
                    text=f"Your order {o} has shipped and should arrive in 3-5 business days.",
                )
            )
        else:
            out.append(
                T(
                    "order-number",
                    "es",
                    "folio; snippet",
                    o,
                    html=f"<p>Folio de compra: {o}. Consérvalo para cualquier aclaración.</p>",
                )
            )
    # tracking (14)
    for i in range(14):
        t = [
            "1Z" + v.alnum(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
            v.digits(12),
            v.digits(22),
            "MX" + v.digits(9) + "MX",
            v.digits(10),
        ][i % 5]
        if i % 2:
            out.append(
                T(
                    "tracking-number",
                    "es",
                    "tracking number; snippet",
                    t,
                    text=f"Número de guía {t} — en tránsito a centro de distribución.",
                )
            )
        else:
            out.append(
                T(
                    "tracking-number",
                    "en",
                    "tracking number; JSON field",
                    t,
                    field=("tracking_number", t),
                )
            )
    # case numbers (14)
    for i in range(14):
        c = [
            f"CASO-{v.digits(6)}",
            f"Expediente {r.randint(100, 9999)}/{r.randint(2015, 2024)}",
            f"TKT-{v.digits(5)}",
            f"SR{v.digits(9)}",
        ][i % 4]
        val = c.split(" ")[-1]
        if i % 2:
            out.append(
                T(
                    "case-number",
                    "es",
                    "case number; support reply",
                    val,
                    text=f"Su reporte quedó registrado con el número {val}; le responderemos en 48 horas.",
                )
            )
        else:
            out.append(
                T("case-number", "es", "case number; JSON field", val, field=("ticket_id", val))
            )
    # masked values (16)
    for i in range(16):
        m = [
            "**** **** **** " + v.digits(4),
            "****" + v.digits(4),
            "XXXX-XXXX-XXXX-" + v.digits(4),
            "55 **** **" + v.digits(2),
            "j***@gmail.com",
            "sk-...-" + v.alnum(4),
            "CLABE ***************" + v.digits(3),
            "tvly-****" + v.alnum(4),
        ][i % 8]
        if i % 2:
            out.append(
                T(
                    "masked",
                    "es",
                    "masked value; receipt",
                    m,
                    text=f"Pago aprobado con tarjeta terminación {m}."
                    if i % 8 in (1, 3)
                    else f"Valor enmascarado: {m}",
                )
            )
        else:
            out.append(T("masked", "en", "masked value; JSON field", m, field=("masked", m)))
    # placeholders (22)
    ph = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "<TAVILY_API_KEY>",
        "${BRAVE_API_KEY}",
        "redacted@example.test",
        "+52-000-000-0000",
        "Bearer <token>",
        "AAAA000000HDFXXX00",
        "os.environ['OPENAI_API_KEY']",
        "<tu-api-key>",
        "xxxx-xxxx-xxxx",
        "REDACTED",
        "sk-ant-xxxxxxxx",
        "${{ secrets.SERPER_API_KEY }}",
        "tu_clave_aqui",
        "usuario@ejemplo.com",
        "55 0000 0000",
        "BSAxxxxxxxxxxxxxxxxxxxx",
        "<API_KEY>",
        "fc-YOUR-KEY",
        "hf_xxx",
    ]
    for i in range(22):
        p = ph[i]
        if i % 3 == 0:
            out.append(
                T(
                    "placeholder",
                    "en",
                    "placeholder; docs snippet",
                    p,
                    text=f"Replace {p} with your own key before running the example.",
                )
            )
        elif i % 3 == 1:
            out.append(
                T(
                    "placeholder",
                    "es",
                    "placeholder; JSON field",
                    p,
                    field=("api_key" if "@" not in p and "000" not in p else "contacto", p),
                )
            )
        else:
            out.append(
                T(
                    "placeholder",
                    "es",
                    "placeholder; docs snippet",
                    p,
                    text=f"Configura la variable con tu clave: TAVILY_API_KEY={p}"
                    if "@" not in p and "0000" not in p
                    else f"Dato redactado: {p}",
                )
            )
    # official contacts (12)
    for i in range(12):
        n = f"55 {v.digits(4)} {v.digits(4)}"
        ext = r.randint(1000, 9999)
        if i % 2:
            out.append(
                T(
                    "official-contact",
                    "es",
                    "institutional contact with ext.",
                    n,
                    text=f"Unidad de Transparencia: Tel. {n} ext. {ext}, Av. Insurgentes Sur 1890, Col. Florida.",
                )
            )
        else:
            out.append(
                T(
                    "official-contact",
                    "es",
                    "institutional phone; JSON field",
                    n,
                    field=("telefono_institucional", f"{n} ext. {ext}"),
                )
            )
    # statistics (12)
    for i in range(12):
        s = [
            f"{r.randint(1, 99)}.{r.randint(0, 9)}%",
            f"{r.randint(1000000000, 9999999999)}",
            f"{r.randint(1, 900):,} mil",
            f"{r.randint(1000, 99999):,}",
        ][i % 4]
        if i % 2:
            out.append(
                T(
                    "statistic",
                    "es",
                    "statistic; snippet",
                    s,
                    text=f"Según el INEGI, la cifra alcanzó {s} en el último trimestre.",
                )
            )
        else:
            out.append(T("statistic", "en", "statistic; JSON field", s, field=("total_results", s)))
    # public keys / publishable (6), ISBN (6)
    for i in range(6):
        pk = "pk_live_" + v.alnum(24)
        out.append(
            T(
                "public-key",
                "en",
                "Stripe publishable key",
                pk,
                text=f"Stripe.js init with publishable key {pk}",
            )
            if i % 2
            else T("public-key", "en", "publishable key field", pk, field=("publishable_key", pk))
        )
    for _ in range(6):
        isbn = v.isbn13()
        out.append(
            T("isbn", "es", "ISBN-13", isbn, text=f"Editorial Pirámide, 2021. ISBN {isbn}. 312 pp.")
        )
    # the language of the sentence, where a template's wording does not follow the loop's
    for it in out:
        if it["kind"] == "role-mailbox" and any(
            f in it["form"] for f in ("snippet", "mailto", "comment-like", "footer")
        ):
            it["lang"] = "es"
    return out
