"""Keepers of corpus 23: values that must not be flagged (role mailboxes, switchboards, dates...)."""

# ruff: noqa: E501
from __future__ import annotations

import random
import uuid

import valid as v

COMPANIES = [
    ("Grupo Alfa Norte", "alfanorte.com.mx", "GAN"),
    ("Tortillerías La Esperanza", "laesperanza.mx", "TLE"),
    ("Ferretera del Bajío", "ferrebajio.com", "FDB"),
    ("Clínica Santa Fe", "clinicasantafe.mx", "CSF"),
    ("Editorial Tlacuilo", "tlacuilo.com.mx", "ETL"),
    ("Transportes Rápidos del Golfo", "trgolfo.com", "TRG"),
    ("Café Altura Veracruz", "cafealtura.mx", "CAV"),
    ("Software Xólotl", "xolotl.dev", "SXO"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "prensa",
    "info",
    "atencion.clientes",
    "rh",
    "privacidad",
    "compras",
    "hola",
    "comercial",
    "cobranza",
    "servicio",
    "admin",
    "noreply",
]
GOV = [
    "transparencia@sep.gob.mx",
    "contacto@imss.gob.mx",
    "atencionciudadana@sat.gob.mx",
    "unidad.transparencia@cdmx.gob.mx",
    "quejas@profeco.gob.mx",
    "datospersonales@inai.org.mx",
    "oficialia.partes@economia.gob.mx",
    "comunicacion@inegi.org.mx",
    "soporte@gob.mx",
    "denuncias@cofepris.gob.mx",
]


def _it(kind, lang, form, value, text, **kw):
    d = {"kind": kind, "family": "keep", "lang": lang, "form": form, "value": value, "text": text}
    d.update(kw)
    return d


def build(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    # role mailboxes (70)
    rtpl = [
        ("es", "Para cotizaciones escríbenos a {v}."),
        ("en", "Questions about your order? Email {v}."),
        ("es", "CONTACTO: {V}"),
        ("pt", "Fale com a equipe pelo e-mail {v}."),
        ("es", "Reply-To: {c} <{v}>"),
        ("es", "Aviso de privacidad: para ejercer sus derechos ARCO escriba a {v}"),
        ("en", "Press inquiries: {v} (no attachments over 10 MB)"),
        ("es", "Facturas y complementos de pago únicamente a {v}"),
    ]
    for i in range(70):
        c, dom, _ = COMPANIES[i % len(COMPANIES)]
        val = f"{ROLES[(i + i // 8) % len(ROLES)]}@{dom}"
        lang, t = rtpl[i % len(rtpl)]
        if "{V}" in t:
            val = val.upper()
        out.append(
            _it(
                "role-mailbox",
                lang,
                f"role-mailbox/{i % len(rtpl)}",
                val,
                t.format(v=val, V=val, c=c),
            )
        )
    for i in range(6):
        c, dom, _ = COMPANIES[i]
        val = f"mailto:{ROLES[i]}@{dom}?subject=Cotizaci%C3%B3n&amp;body=Hola"
        out.append(
            _it(
                "role-mailbox",
                "es",
                "role-mailbox/mailto-query",
                val,
                val,
                html=f'<p>Escríbenos: <a href="{val}">{ROLES[i]}@{dom}</a></p>',
            )
        )
    for i in range(30):
        val = GOV[i % len(GOV)]
        if i >= 10:
            val = val.upper() if i % 3 == 0 else val
        t = [
            "Unidad de Transparencia: {v}",
            "Para quejas y denuncias: {v}",
            "Contact the agency at {v}",
            "Correo institucional: {v} · Horario 9:00 a 15:00",
        ][i % 4]
        out.append(
            _it(
                "gov-role-mailbox",
                "en" if i % 4 == 2 else "es",
                f"gov-mailbox/{i % 4}",
                val,
                t.format(v=val),
            )
        )
    # switchboards, 800, extensions (44)
    for i in range(66):
        c, dom, _ = COMPANIES[i % len(COMPANIES)]
        area = rng.choice(["55", "33", "81"])
        n4a, n4b = rng.randint(1000, 9999), rng.randint(1000, 9999)
        opts = [
            (
                "switchboard",
                "es",
                f"{area} {n4a} {n4b}",
                "Conmutador: {v} (lunes a viernes de 9 a 18 h)",
            ),
            (
                "switchboard",
                "es",
                f"({area}) {n4a}-{n4b} ext. {rng.randint(100, 4999)}",
                "Tel. oficina: {v}",
            ),
            ("toll-free", "es", f"800 {rng.randint(100, 999)} {n4a}", "Lada sin costo {v}"),
            (
                "toll-free",
                "es",
                f"01 800 {rng.randint(100, 999)} {n4a}",
                "Atención a clientes: {v}",
            ),
            (
                "toll-free",
                "en",
                f"+52 800 {rng.randint(100, 999)} {n4a}",
                "Customer service (toll-free from Mexico): {v}",
            ),
            ("switchboard", "pt", f"+52 {area} {n4a} {n4b}", "Central de atendimento da {c}: {v}"),
            (
                "extension",
                "es",
                f"ext. {rng.randint(1000, 9999)}",
                "Marque al conmutador y pida la {v} (Recepción)",
            ),
            (
                "official-contact",
                "es",
                f"55 {n4a} {n4b} ext. {rng.randint(10000, 19999)}",
                "Titular de la Unidad de Transparencia de la Secretaría: teléfono institucional {v}",
            ),
            ("switchboard", "en", f"+52 {area} {n4a} {n4b}", "Head office switchboard: {v}"),
            (
                "toll-free",
                "es",
                f"800-{rng.randint(100, 999)}-{n4a}",
                "LOCATEL / línea gratuita {v}",
            ),
            (
                "switchboard",
                "es",
                f"{area}-{n4a}-{n4b}",
                "Sucursal Centro — Tel. {v} (recepción de la sucursal)",
            ),
        ]
        kind, lang, val, t = opts[i % len(opts)]
        out.append(_it(kind, lang, f"{kind}/{i % len(opts)}", val, t.format(v=val, c=c)))
    # company / branch addresses (20)
    for i in range(20):
        c, _, _ = COMPANIES[i % len(COMPANIES)]
        val = f"Av. Insurgentes Sur {rng.randint(100, 3000)}, piso {rng.randint(2, 22)}, Col. {rng.choice(['Del Valle', 'Nápoles', 'Florida', 'Roma Norte'])}, C.P. {rng.randint(1000, 16999):05d}, CDMX"
        t = [
            "Oficinas corporativas de {c}: {v}",
            "Visit our showroom at {v}",
            "Sucursal matriz: {v}. Estacionamiento para clientes.",
            "Sede do evento: {v}",
        ][i % 4]
        out.append(
            _it(
                "company-address",
                ["es", "en", "es", "pt"][i % 4],
                f"company-address/{i % 4}",
                val,
                t.format(c=c, v=val),
            )
        )
    # company RFC (16)
    for i in range(16):
        c, _, letters = COMPANIES[i % len(COMPANIES)]
        r = v.rfc_moral(rng, letters)
        t = [
            "{c}, S.A. de C.V. — RFC {v} — Régimen General de Ley Personas Morales",
            "Emisor: {c} · RFC: {v}",
            "Company tax id (RFC, persona moral): {v}",
            "Datos fiscales del proveedor: {v}",
        ][i % 4]
        out.append(
            _it(
                "company-rfc",
                "en" if i % 4 == 2 else "es",
                f"company-rfc/{i % 4}",
                r,
                t.format(c=c, v=r),
            )
        )
    # dates (30)
    months = ["enero", "marzo", "mayo", "julio", "septiembre", "noviembre"]
    for i in range(45):
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1998, 2025)
        opts = [
            (
                "es",
                f"{d} de {months[m % 6]} de {y}",
                "Publicado el {v} en el Diario Oficial de la Federación.",
            ),
            ("en", f"{y}-{m:02d}-{d:02d}", "Last updated: {v}"),
            ("es", f"{d:02d}/{m:02d}/{y}", "Fecha de emisión del comunicado: {v}"),
            ("es", str(y), "© {v} Editorial Tlacuilo. Todos los derechos reservados."),
            ("pt", f"{d:02d}/{m:02d}/{y}", "Atualizado em {v}"),
            (
                "en",
                f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
                "retrievedAt {v}",
            ),
            ("es", f"{d} de {months[m % 6]} de {y}", "La empresa fue fundada el {v} en Monterrey."),
        ]
        lang, val, t = opts[i % len(opts)]
        out.append(_it("date", lang, f"date/{i % len(opts)}", val, t.format(v=val)))
    # ISBN/hashes/uuids/numbers (80)
    for i in range(18):
        val = v.isbn13(rng)
        out.append(
            _it(
                "isbn",
                ["es", "en"][i % 2],
                "isbn",
                val,
                ["ISBN {v}, 2.ª edición, 312 pp.", "ISBN-13: {v}"][i % 2].format(v=val),
            )
        )
    for i in range(20):
        val = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        out.append(
            _it(
                "uuid",
                "en",
                "uuid",
                val,
                ["x-request-id: {v}", "requestId={v} latency=412ms", "Trace {v} completed"][
                    i % 3
                ].format(v=val),
            )
        )
    for i in range(20):
        val = [
            v.rnd(rng, v.HEX, 40),
            v.rnd(rng, v.HEX, 64),
            "sha256-" + v.rnd(rng, v.ALNUM, 43) + "=",
            'W/"' + v.rnd(rng, v.HEX, 16) + '"',
        ][i % 4]
        t = [
            "Merge commit {v} into main",
            "sha256 del cuerpo original: {v}",
            "integrity=\u201c{v}\u201d crossorigin",
            "ETag: {v}",
        ][i % 4]
        if i % 4 == 3:
            val = val[3:-1]
        out.append(
            _it(
                "hash",
                "en" if i % 2 == 0 else "es",
                f"hash/{i % 4}",
                val,
                t.format(v=val if i % 4 != 3 else 'W/"' + val + '"'),
            )
        )
    for i in range(32):
        opts = [
            (
                "price",
                "es",
                f"${rng.randint(99, 99999):,}.00 MXN",
                "Precio de lista: {v} IVA incluido",
            ),
            (
                "price",
                "en",
                f"US${rng.randint(5, 999)}.{rng.randint(0, 99):02d}",
                "Starting at {v}/month",
            ),
            (
                "statistic",
                "es",
                f"{rng.randint(1000000000, 9999999999)}",
                "Visitas acumuladas al portal: {v}",
            ),
            (
                "statistic",
                "es",
                f"{rng.randint(10, 99)}.{rng.randint(0, 9)}%",
                "Según INEGI, la desocupación juvenil fue de {v} en el trimestre.",
            ),
            (
                "order-number",
                "es",
                f"{rng.randint(1000000000, 9999999999)}",
                "Folio de su pedido: {v}",
            ),
            (
                "tracking-number",
                "en",
                f"1Z{v.rnd(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 16)}",
                "UPS tracking: {v}",
            ),
            (
                "postal-code",
                "es",
                f"C.P. {rng.randint(1000, 99999):05d}",
                "Código postal de la sucursal: {v}",
            ),
            (
                "case-number",
                "es",
                f"Expediente {rng.randint(100, 9999)}/{rng.randint(2015, 2025)}",
                "Resolución del {v} de la Sala Superior",
            ),
        ]
        kind, lang, val, t = opts[i % len(opts)]
        out.append(_it(kind, lang, f"{kind}", val, t.format(v=val)))
    # placeholders & documented test keys (36)
    ph = [
        ("placeholder", "en", "sk-...", "export OPENAI_API_KEY=sk-..."),
        (
            "placeholder",
            "en",
            "YOUR_API_KEY",
            "curl -H 'X-API-KEY: YOUR_API_KEY' https://api.example.com",
        ),
        (
            "placeholder",
            "es",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxx  # pon la tuya",
        ),
        ("placeholder", "en", "${FIRECRAWL_API_KEY}", "api_key: ${FIRECRAWL_API_KEY}"),
        ("placeholder", "es", "<tu-api-key>", "Authorization: Bearer <tu-api-key>"),
        ("placeholder", "es", "redacted@example.test", "Correo del titular: redacted@example.test"),
        ("placeholder", "es", "+52-000-000-0000", "Teléfono: +52-000-000-0000"),
        ("placeholder", "es", "**** **** **** 4821", "Tarjeta terminación **** **** **** 4821"),
        (
            "placeholder",
            "es",
            "XAXX010101000",
            "RFC genérico para público en general: XAXX010101000",
        ),
        (
            "placeholder",
            "en",
            "AKIAIOSFODNN7EXAMPLE",
            "The AWS docs use AKIAIOSFODNN7EXAMPLE as the example access key id.",
        ),
        (
            "test-key",
            "en",
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "Stripe's documented public test key: sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        ),
        (
            "test-key",
            "en",
            "4242 4242 4242 4242",
            "Use the test card 4242 4242 4242 4242 with any future date.",
        ),
        (
            "placeholder",
            "es",
            "juan.perez@example.com",
            "Ejemplo de formato: juan.perez@example.com",
        ),
        (
            "placeholder",
            "es",
            "AAAA000000HDFXXX00",
            "Formato de CURP: AAAA000000HDFXXX00 (18 caracteres)",
        ),
        ("placeholder", "en", "user@example.com", "Enter your e-mail (e.g. user@example.com)"),
        ("placeholder", "es", "<TU_TOKEN_AQUI>", "token = \u201c<TU_TOKEN_AQUI>\u201d"),
        ("placeholder", "en", "xoxb-your-bot-token", "SLACK_BOT_TOKEN=xoxb-your-bot-token"),
        (
            "placeholder",
            "en",
            "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
            "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        ),
        (
            "public-key",
            "en",
            "pk_live_",
            "Publishable key (safe in the browser) starts with pk_live_",
        ),
        (
            "placeholder",
            "es",
            "postgresql://usuario:contraseña@localhost:5432/db",
            "DATABASE_URL=postgresql://usuario:contraseña@localhost:5432/db",
        ),
        (
            "placeholder",
            "en",
            "password",
            "Set the field name to password and the type to password.",
        ),
        ("placeholder", "es", "55 0000 0000", "Teléfono de ejemplo: 55 0000 0000"),
        (
            "analytics-id",
            "en",
            "G-" + v.rnd(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10),
            "gtag config id",
        ),
        (
            "analytics-id",
            "en",
            "GTM-" + v.rnd(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7),
            "Google Tag Manager container",
        ),
        (
            "analytics-id",
            "en",
            "UA-" + v.rnd(rng, "0123456789", 8) + "-1",
            "Legacy analytics property",
        ),
        (
            "public-key",
            "en",
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + v.rnd(rng, v.ALNUM, 43),
            "deploy public key",
        ),
        (
            "placeholder",
            "en",
            "Bearer $TOKEN",
            "curl -H \u2018Authorization: Bearer $TOKEN\u2019 …",
        ),
        ("placeholder", "es", "cust-XXXXX", "El id de cliente tiene la forma cust-XXXXX"),
        (
            "placeholder",
            "en",
            "acct_XXXXXXXXXXXX",
            "Replace acct_XXXXXXXXXXXX with your connected account",
        ),
        ("placeholder", "en", "org-xxxxxxxx", "OpenAI-Organization: org-xxxxxxxx (optional)"),
    ]
    for kind, lang, val, t in ph:
        t = t if val in t else f"{t}: {val}"
        out.append(_it(kind, lang, f"{kind}", val, t))
    # public officials (institutional, public) and published professional contact (12)
    for i in range(12):
        val = [
            "presidencia@inegi.org.mx",
            "55 5278 1000",
            "ventas@xolotl.dev",
            "01 800 111 4634",
            "comunicacion.social@senado.gob.mx",
            "+52 55 5128 0000",
            "prensa@clinicasantafe.mx",
            "55 3601 1000 ext. 21132",
            "transparencia@banxico.org.mx",
            "800 463 3637",
            "contacto@alfanorte.com.mx",
            "33 3942 1200",
        ][i]
        t = [
            "Presidencia del INEGI (directorio público): {v}",
            "Conmutador de la Secretaría de Economía: {v}",
            "Equipo comercial de Software Xólotl: {v}",
            "INFONAVIT, atención telefónica: {v}",
            "Coordinación de Comunicación Social del Senado: {v}",
            "Secretaría de Hacienda, conmutador: {v}",
            "Área de prensa de la clínica: {v}",
            "Directorio institucional, Unidad de Enlace: {v}",
            "Banco de México, Unidad de Transparencia: {v}",
            "Condusef línea gratuita: {v}",
            "Para distribuidores: {v}",
            "Universidad de Guadalajara, conmutador: {v}",
        ][i].format(v=val)
        out.append(_it("official-contact", "es", "official-contact", val, t))
    return out
