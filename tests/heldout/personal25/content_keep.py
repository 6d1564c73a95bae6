# ruff: noqa: E501
"""Keepers (label ``keep``): values that look sensitive but are public, institutional or
synthetic, and must not be flagged. Same entry shape as ``content_personal``."""

from __future__ import annotations

import base64
import random
from typing import Any

import ids
from content_personal import E

COMPANIES = [
    ("Grupo Ferretero del Bajío", "ferrebajio.com.mx"),
    ("Librería Ágora", "libreriaagora.mx"),
    ("Transportes Sierra Madre", "tsmadre.com.mx"),
    ("Clínica Dental Sonrisa", "sonrisadental.mx"),
    ("Editorial Pluma Azul", "plumaazul.com"),
    ("Café La Parroquia", "laparroquia.com.mx"),
    ("Seguros Atlántida", "segurosatlantida.mx"),
    ("Inmobiliaria Bosques", "ibosques.com.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "prensa",
    "atencion.clientes",
    "privacidad",
    "info",
    "cobranza",
    "recursos.humanos",
    "compras",
    "noreply",
    "admin",
    "hola",
    "ayuda",
]
GOB = [
    ("transparencia", "sat.gob.mx"),
    ("contacto", "imss.gob.mx"),
    ("atencionciudadana", "cdmx.gob.mx"),
    ("unidad.transparencia", "inegi.org.mx"),
    ("oficialia.partes", "jalisco.gob.mx"),
    ("quejas", "profeco.gob.mx"),
    ("denuncias", "cofepris.gob.mx"),
    ("comunicacion", "senado.gob.mx"),
]


def build(seed: int = 2503) -> list[dict[str, Any]]:
    r = random.Random(seed)
    out: list[dict[str, Any]] = []
    # role mailboxes
    for i in range(46):
        co, dom = COMPANIES[i % len(COMPANIES)]
        v = f"{ROLES[i % len(ROLES)]}@{dom}"
        if i % 7 == 3:
            v = v.upper()
        m = i % 6
        if m == 0:
            t = f"Para cotizaciones escribe a {v} o visita nuestra sucursal."
        elif m == 1:
            t = f"Reply-To: {co} <{v}>"
        elif m == 2:
            v = f"mailto:{v}?subject=Pedido%20mayoreo"
            t = f'<a href="{v}">Escríbenos</a>'
            out.append(
                E("role-mailbox", "es", "mailto with query", v, t, snippet=f"<p>{co}: {t}</p>")
            )
            continue
        elif m == 3:
            t = f'{{"organization":{{"name":"{co}","email":"{v}"}}}}'
        elif m == 4:
            t = f"company,{co},{v},Lun-Vie 9-18h"
        else:
            t = f"Contact our support team at {v}."
        out.append(
            E(
                "role-mailbox",
                ["es", "en", "es", "en", "es", "en"][m],
                "role mailbox",
                v,
                t,
                key=["footer", "headers_raw", "", "org", "csv", "contact"][m],
            )
        )
    for i in range(16):
        loc, dom = GOB[i % len(GOB)]
        v = f"{loc}@{dom}"
        t = [
            f"Solicitudes de acceso a la información: {v}",
            f'{{"dependencia":"{dom}","correo_institucional":"{v}"}}',
        ][i % 2]
        out.append(E("gov-role-mailbox", "es", "institutional mailbox", v, t, key="institucional"))
    # switchboards, 800, extensions
    for i in range(28):
        a = r.choice(["55", "33", "81"])
        n = f"{r.randint(1000, 9999)} {r.randint(1000, 9999)}"
        co = COMPANIES[i % len(COMPANIES)][0]
        v = [
            f"({a}) {n} ext. {r.randint(100, 9999)}",
            f"Conmutador: {a} {n}",
            f"Tel. oficina {a} {n}",
            f"+52 ({a}) {n}, opción 3",
            f"{a} {n} Ext {r.randint(10, 999)}",
        ][i % 5]
        t = [
            f"{co} — {v}",
            f"{co}. {v} (Lun a Vie)",
            f"{v}; horario de atención 9 a 18 h",
            f"Central de reservaciones {co}: {v}",
            f'<Sucursal telefono="{v}"/>',
        ][i % 5]
        out.append(
            E(
                "switchboard",
                ["es", "es", "es", "es", "es"][i % 5],
                "company switchboard",
                v,
                t,
                key=["footer", "sucursal", "horario", "reservas", "xml"][i % 5],
            )
        )
    for i in range(20):
        d = f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}"
        v = [
            f"800 {d[4:]}",
            f"01 800 {d[4:]}",
            f"+52 800 {d[4:]}",
            f"800-{d[4:].replace(' ', '-')}",
            f"1-800-{r.randint(200, 999)}-{r.randint(1000, 9999)}",
        ][i % 5]
        t = [
            f"Línea gratuita {v}",
            f"Llame sin costo al {v}",
            f"Toll free: {v}",
            f"tel_atencion={v.replace(' ', '+')}&canal=web",
            f"Ligação gratuita: {v}",
        ][i % 5]
        if i % 5 == 3:
            v = v.replace(" ", "+")
        out.append(
            E(
                "toll-free",
                ["es", "es", "en", "es", "pt"][i % 5],
                "toll-free number",
                v,
                t,
                key="atencion",
            )
        )
    # public officials' institutional data
    offs = [
        (
            "Lic. Adriana Salgado Ruiz",
            "Titular de la Unidad de Transparencia",
            "(55) 3688 1000 ext. 45120",
        ),
        (
            "Mtro. Carlos Beltrán Ochoa",
            "Director General de Comunicación Social",
            "(55) 5128 0000 ext. 1102",
        ),
        ("Dra. Elena Ibarra Luna", "Secretaria de Salud del Estado", "(33) 3030 5000 ext. 35001"),
        ("Ing. Raúl Montoya Sáenz", "Presidente Municipal", "(461) 159 7000 ext. 101"),
    ]
    for i in range(12):
        nm, cargo, tel = offs[i % 4]
        t = [
            f"{nm}, {cargo}. Tel. institucional {tel}.",
            f'{{"servidor_publico":"{nm}","cargo":"{cargo}","telefono_oficina":"{tel}"}}',
            f"{cargo}: {nm} — oficina {tel}",
        ][i % 3]
        out.append(
            E(
                "official-contact",
                "es",
                "public official, institutional phone",
                tel,
                t,
                key="directorio",
            )
        )
    # company RFC (persona moral), company addresses, postal codes
    for i in range(18):
        v = ids.rfc_moral(r)
        co = COMPANIES[i % len(COMPANIES)][0]
        t = [
            f"{co}, S.A. de C.V. — RFC {v}",
            f'<cfdi:Emisor Rfc="{v}" Nombre="{co.upper()} SA DE CV" RegimenFiscal="601"/>',
            f"emisor_rfc={v}&serie=A&folio={r.randint(1000, 99999)}",
        ][i % 3]
        out.append(
            E("company-rfc", "es", "persona moral RFC", v, t, key=["pie", "xml", "query"][i % 3])
        )
    for i in range(18):
        v = (
            f"Av. {r.choice(['Reforma', 'Vallarta', 'Constitución', 'Juárez'])} {r.randint(100, 3000)}, piso {r.randint(2, 20)}, "
            f"Col. {r.choice(['Juárez', 'Americana', 'Centro', 'Obispado'])}, C.P. {r.randint(1000, 99999):05d}"
        )
        co = COMPANIES[i % len(COMPANIES)][0]
        t = [
            f"Oficinas corporativas de {co}: {v}",
            f'{{"branch":{{"company":"{co}","address":"{v}"}}}}',
            f"Sucursal matriz — {v} (estacionamiento gratuito)",
        ][i % 3]
        out.append(E("company-address", "es", "office address", v, t, key="oficinas"))
    # trace/span/request ids, cursors, versions
    for i in range(60):
        s = i % 12
        if s == 0:
            v = f"00-{ids.hexs(r, 32)}-{ids.hexs(r, 16)}-01"
            out.append(E("trace-id", "en", "traceparent header", v, v, header="traceparent"))
        elif s == 1:
            v = ids.uuid4(r)
            out.append(E("request-id", "en", "X-Request-Id header", v, v, header="X-Request-Id"))
        elif s == 2:
            v = f"Root=1-{ids.hexs(r, 8)}-{ids.hexs(r, 24)}"
            out.append(
                E("trace-id", "en", "X-Amzn-Trace-Id header", v, v, header="X-Amzn-Trace-Id")
            )
        elif s == 3:
            v = f"{ids.hexs(r, 16)}-QRO"
            out.append(E("request-id", "en", "CF-RAY header", v, v, header="CF-RAY"))
        elif s == 4:
            v = base64.b64encode(f'{{"page":{r.randint(2, 40)},"size":10}}'.encode()).decode()
            out.append(
                E(
                    "cursor",
                    "en",
                    "pagination cursor in JSON",
                    v,
                    f'{{"next_cursor":"{v}","has_more":true}}',
                    key="pagination",
                )
            )
        elif s == 5:
            v = r.choice(["2023-06-01", "2024-06-20", "2022-11-28", "v1beta", "2024-10-21"])
            out.append(
                E(
                    "api-version",
                    "en",
                    "API version header",
                    v,
                    v,
                    header=r.choice(
                        [
                            "anthropic-version",
                            "Stripe-Version",
                            "X-GitHub-Api-Version",
                            "OpenAI-Beta-Version",
                        ]
                    ),
                )
            )
        elif s == 6:
            v = ids.hexs(r, 16)
            out.append(
                E(
                    "span-id",
                    "en",
                    "span id in log",
                    v,
                    f"2024-05-02T10:00:01Z INFO span_id={v} trace_flags=01 http.status_code=200",
                    key="log",
                )
            )
        elif s == 7:
            v = f"req_{ids.tok(r, 24)}"
            out.append(
                E(
                    "request-id",
                    "en",
                    "request-id header (provider request id)",
                    v,
                    v,
                    header="request-id",
                )
            )
        elif s == 8:
            v = f"{r.randint(10**11, 10**12)}-{ids.tok(r, 32).lower()}.apps.googleusercontent.com"
            out.append(
                E(
                    "public-client-id",
                    "en",
                    "OAuth public client id (documented public)",
                    v,
                    f'<meta name="google-signin-client_id" content="{v}">',
                    snippet=f'<div class="g_id_signin" data-client_id="{v}"></div>',
                )
            )
        elif s == 9:
            v = "pk_live_" + ids.tok(r, 24)
            out.append(
                E(
                    "public-key",
                    "en",
                    "Stripe publishable key (public by design)",
                    v,
                    f"Stripe({v!r}) — publishable key, safe in the browser",
                    key="checkout_js",
                )
            )
        elif s == 10:
            v = "6L" + ids.tok(r, 38, ids.ALNUM + "-_")
            out.append(
                E(
                    "public-key",
                    "en",
                    "reCAPTCHA site key",
                    v,
                    f'data-sitekey="{v}"',
                    snippet=f'<div class="g-recaptcha" data-sitekey="{v}"></div>',
                )
            )
        else:
            v = f"G-{ids.tok(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
            out.append(
                E(
                    "analytics-id",
                    "en",
                    "GA4 measurement id",
                    v,
                    f"gtag('config', '{v}');",
                    key="analytics",
                )
            )
    # hashes, etags, commit SHAs, UUIDs of objects, public object ids
    for i in range(24):
        s = i % 6
        if s == 0:
            v = ids.hexs(r, 64)
            t = f"sha256_original={v}"
        elif s == 1:
            v = ids.hexs(r, 40)
            t = f"fixed in commit {v}"
        elif s == 2:
            v = f'W/"{ids.hexs(r, 32)}"'
            out.append(E("etag", "en", "ETag header", v, v, header="ETag"))
            continue
        elif s == 3:
            v = "sha384-" + base64.b64encode(r.randbytes(48)).decode()
            t = f'<script src="https://cdn.example.com/lib.js" integrity="{v}" crossorigin="anonymous"></script>'
            out.append(
                E(
                    "hash",
                    "en",
                    "SRI integrity",
                    v,
                    t,
                    snippet=f'<link rel="stylesheet" href="/a.css" integrity="{v}">',
                )
            )
            continue
        elif s == 4:
            v = f"{r.randint(2101, 2412)}.{r.randint(10000, 19999)}"
            t = f"arXiv:{v} [cs.IR]"
        else:
            v = ids.tok(r, 11, ids.ALNUM + "-_")
            t = f"https://www.youtube.com/watch?v={v}&t=42s"
        out.append(
            E("hash" if s < 2 else "public-object-id", "en", "hash / public id", v, t, key="ref")
        )
    # dates, prices, ISBN, statistics, order/tracking numbers
    for i in range(20):
        v = [
            f"{r.randint(1, 28)} de {r.choice(['marzo', 'julio', 'octubre'])} de {r.randint(2015, 2024)}",
            f"2024-0{r.randint(1, 9)}-{r.randint(10, 28)}T{r.randint(10, 23)}:15:00Z",
            f"Publicado el {r.randint(10, 28)}/0{r.randint(1, 9)}/2023",
            f"Tue, {r.randint(10, 28)} May 2024 0{r.randint(1, 9)}:41:07 GMT",
        ][i % 4]
        t = [
            f"Fecha de publicación en el DOF: {v}",
            f'{{"publishedAt":"{v}","retrievedAt":"{v}"}}',
            f"{v} · Redacción",
            f"Last-Modified: {v}",
        ][i % 4]
        out.append(E("date", "es", "date", v, t, key="fechas"))
    for i in range(16):
        v = f"${r.randint(1, 99)},{r.randint(100, 999)}.{r.randint(10, 99)}"
        t = [
            f"Precio de lista: {v} MXN IVA incluido",
            f"price={v.replace('$', '').replace(',', '')}&currency=MXN",
            f"Total del pedido {v}",
            f'{{"amount":"{v}","currency":"MXN"}}',
        ][i % 4]
        if i % 4 == 1:
            v = v.replace("$", "").replace(",", "")
        out.append(E("price", "es", "price", v, t, key="precio"))
    for i in range(14):
        v = ids.isbn13(r)
        if i % 2:
            v = f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
        out.append(
            E("isbn", "es", "ISBN-13", v, f"ISBN {v}, Editorial Pluma Azul, 2021", key="bib")
        )
    for i in range(24):
        v = [
            f"{r.randint(1000000000, 9999999999)}",
            f"{r.uniform(1, 99):.1f}%",
            f"{r.randint(100, 999)},{r.randint(100, 999)}",
            f"{r.randint(1, 120)} millones",
        ][i % 4]
        t = [
            f"Población total registrada: {v} habitantes (estimación)",
            f"La inflación anual fue de {v} en abril",
            f"Se vendieron {v} unidades en el trimestre",
            f"El INEGI reporta {v} de hogares con internet",
        ][i % 4]
        out.append(E("statistic", "es", "public statistic", v, t, key="dato"))
    for i in range(24):
        s = i % 4
        v = [
            f"PED-{r.randint(100000, 999999)}",
            f"1Z{ids.tok(r, 16, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}",
            f"{r.randint(10**11, 10**12)}",
            f"Expediente {r.randint(100, 999)}/{r.randint(2019, 2024)}",
        ][s]
        t = [
            f"Número de pedido: {v}",
            f"Guía de rastreo UPS {v}",
            f"tracking_number={v}&carrier=estafeta",
            f"{v}, Juzgado Tercero de Distrito",
        ][s]
        out.append(
            E(
                ["order-number", "tracking-number", "tracking-number", "case-number"][s],
                "es",
                "reference number",
                v,
                t,
                key="referencia",
            )
        )
    # placeholders / masked / test values
    ph = [
        "sk-...",
        "YOUR_API_KEY",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "<tu-api-key>",
        "**** **** **** 4821",
        "redacted@example.test",
        "+52-000-000-0000",
        "AAAA000000HDFXXX00",
        "Bearer <TOKEN>",
        "usuario@example.com",
        "4242 4242 4242 4242",
        "XAXX010101000",
        "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "postgres://user:password@localhost:5432/db",
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "{{ secrets.SEARCH_KEY }}",
        "REDACTED",
        "sk_test_XXXXXXXXXXXXXXXXXXXXXXXX",
        "john.doe@example.org",
        "000-000-0000",
        "X-API-KEY-XXX",
        "<BASIC_AUTH>",
        "%SEARCH_API_KEY%",
        "***",
        "Juan Pérez (ejemplo) <juan@example.com>",
        "4000 0000 0000 0002",
        "ABCD123456EFGHIJ07",
        "0000000000",
    ]
    for i, v in enumerate(ph):
        t = [
            f"Reemplaza {v} por tu propia llave",
            f"api_key={v}",
            f"example value: {v}",
            f"Ejemplo de formato: {v}",
            f"# placeholder {v}",
        ][i % 5]
        ctx = {
            "4242 4242 4242 4242": "Tarjeta de prueba de Stripe (documentada): 4242 4242 4242 4242",
            "4000 0000 0000 0002": "Test card for declines (Stripe docs): 4000 0000 0000 0002",
            "XAXX010101000": "RFC genérico para público en general: XAXX010101000",
            "AKIAIOSFODNN7EXAMPLE": "AWS docs example key id AKIAIOSFODNN7EXAMPLE",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY": "AWS docs example secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        }
        t = ctx.get(v, t)
        if "<" in v:
            ve = v.replace("<", "&lt;").replace(">", "&gt;")
            out.append(
                E(
                    "placeholder",
                    "es",
                    "placeholder with entities",
                    ve,
                    t,
                    snippet=f"<p>{t.replace('<', '&lt;').replace('>', '&gt;')}</p>",
                )
            )
        else:
            out.append(
                E("placeholder", "es", "placeholder / documented test value", v, t, key="ejemplo")
            )
    return out
