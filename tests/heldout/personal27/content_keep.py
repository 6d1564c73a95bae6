"""Keepers of corpus 27: values that must NOT be flagged, placed in the same residue.

Same entry shape as ``content_personal``. Role mailboxes and switchboards of companies,
published contacts of the company itself, public officials' institutional data, public ids
(analytics, OAuth client ids), request/trace ids, hashes, build ids, CSRF nonces, example
and documented sandbox values, dates, prices, ISBNs, company RFCs, statistics.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

import values as V

Gen = Callable[[random.Random], str]
Entry = tuple[str, str, str, str, str, str, Gen]


def pick(*opts: str) -> Gen:
    return lambda rng: rng.choice(opts)


COMPANIES = [
    "ferreteriaelclavo.mx",
    "grupoaltamira.com.mx",
    "lacasadelcafe.mx",
    "acme-logistica.com",
    "clinicasanrafael.mx",
    "editorialtrazo.mx",
    "segurosaurora.com.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "prensa",
    "atencion.clientes",
    "rh",
    "info",
    "privacidad",
    "cobranza",
    "compras",
    "no-reply",
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "inegi.org.mx",
    "conapred.org.mx",
]


def role(r: random.Random) -> str:
    return f"{r.choice(ROLES)}@{r.choice(COMPANIES)}"


def gob(r: random.Random) -> str:
    return f"{r.choice(['contacto', 'atencion', 'transparencia', 'quejas', 'unidad.transparencia'])}@{r.choice(GOB)}"


def switch(r: random.Random) -> str:
    return r.choice(
        [
            f"55 {r.randint(5000, 5999)} {r.randint(1000, 9999)}",
            f"(33) {r.randint(3600, 3899)}-{r.randint(1000, 9999)}",
            f"+52 81 {r.randint(8100, 8399)} {r.randint(1000, 9999)}",
        ]
    )


def eight(r: random.Random) -> str:
    return r.choice(
        [
            f"800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"01 800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"+52 800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"800-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
        ]
    )


def sha256(r: random.Random) -> str:
    return hashlib.sha256(V.alnum(r, 16).encode()).hexdigest()


ENTRIES: list[Entry] = [
    # company role mailboxes and contacts
    (
        "role-mailbox",
        "es",
        "role mailbox in a utm link",
        "h",
        "",
        '<p>Dudas: <a href="mailto:{v}?subject=Pedido&amp;utm_source=footer">escríbenos</a></p>',
        role,
    ),
    (
        "role-mailbox",
        "es",
        "role mailbox in Reply-To header",
        "hdr",
        "Reply-To",
        "Atención a Clientes <{v}>",
        role,
    ),
    (
        "role-mailbox",
        "es",
        "upper-case role mailbox in prose",
        "h",
        "",
        "<p>Escríbenos a {v}</p>",
        lambda r: role(r).upper(),
    ),
    (
        "role-mailbox",
        "en",
        "role mailbox in an error message",
        "d",
        "error_hint",
        "If the problem persists contact {v} with the request id.",
        role,
    ),
    (
        "role-mailbox",
        "pt",
        "role mailbox (pt)",
        "h",
        "",
        "<p>Fale conosco: {v}</p>",
        lambda r: (
            r.choice(["contato", "suporte", "vendas", "imprensa"])
            + "@"
            + r.choice(["lojaaurora.com.br", "editoraluz.com.br"])
        ),
    ),
    (
        "gov-role-mailbox",
        "es",
        ".gob.mx institutional mailbox",
        "h",
        "",
        "<p>Unidad de Transparencia: {v}</p>",
        gob,
    ),
    (
        "gov-role-mailbox",
        "es",
        ".gob.mx mailbox in a JSON field",
        "d",
        "contacto_institucional",
        "{v}",
        gob,
    ),
    (
        "switchboard",
        "es",
        "company switchboard",
        "h",
        "",
        "<p>Conmutador: {v}, de lunes a viernes de 9 a 18 h</p>",
        switch,
    ),
    (
        "switchboard",
        "es",
        "switchboard with extension",
        "d",
        "oficinas",
        "Tel. oficina {v} ext. 2301",
        switch,
    ),
    ("toll-free", "es", "800 number", "h", "", "<p>Línea de atención sin costo {v}</p>", eight),
    (
        "toll-free",
        "es",
        "800 number in a JSON field",
        "d",
        "help_line",
        "Llama al {v} (24 h)",
        eight,
    ),
    (
        "extension",
        "es",
        "bare extension",
        "h",
        "",
        "<li>Recepción: ext. {v}</li>",
        lambda r: str(r.randint(100, 9999)),
    ),
    (
        "official-contact",
        "es",
        "public official's institutional e-mail and phone",
        "h",
        "",
        "<p>Titular de la Unidad de Transparencia, Lic. {n}: tel. institucional {v}</p>",
        lambda r: (
            f"55 {r.randint(5000, 5999)} {r.randint(1000, 9999)} ext. {r.randint(1000, 9999)}"
        ),
    ),
    (
        "company-contact",
        "es",
        "company's published WhatsApp Business line in footer",
        "h",
        "",
        "<p>Atención corporativa: {v}</p>",
        lambda r: f"{role(r)}",
    ),
    (
        "company-address",
        "es",
        "company office address with piso",
        "h",
        "",
        "<p>Oficinas corporativas: {v}</p>",
        lambda r: (
            f"Av. Paseo de la Reforma {r.randint(100, 999)}, piso {r.randint(2, 30)}, Col. Juárez, C.P. 06600, CDMX"
        ),
    ),
    (
        "company-address",
        "es",
        "branch address in JSON",
        "d",
        "sucursal",
        "{v}",
        lambda r: (
            f"Blvd. Adolfo López Mateos {r.randint(100, 2999)}, local {r.randint(1, 40)}, Plaza Galerías, León, Gto."
        ),
    ),
    (
        "company-rfc",
        "es",
        "company RFC (persona moral) in an invoice footer",
        "h",
        "",
        "<p>Grupo Altamira, S.A. de C.V. — RFC {v}</p>",
        V.rfc_moral,
    ),
    ("company-rfc", "es", "company RFC in a CFDI JSON", "d", "emisor_rfc", "{v}", V.rfc_moral),
    (
        "postal-code",
        "es",
        "business postal code",
        "d",
        "sucursal_cp",
        "C.P. {v}",
        pick("06600", "44100", "64000", "76000", "11000"),
    ),
    # public ids
    (
        "analytics-id",
        "en",
        "GA4 measurement id in a beacon URL",
        "d",
        "beacon_url",
        "https://www.google-analytics.com/g/collect?v=2&tid={v}&en=page_view",
        lambda r: "G-" + V.alnum(r, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    ),
    (
        "analytics-id",
        "en",
        "UA id in a page",
        "h",
        "",
        '<div data-ga="{v}"></div>',
        lambda r: f"UA-{r.randint(1000000, 99999999)}-{r.randint(1, 9)}",
    ),
    (
        "analytics-id",
        "en",
        "GTM container id",
        "h",
        "",
        '<p data-gtm="{v}">.</p>',
        lambda r: "GTM-" + V.alnum(r, 7, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    ),
    ("analytics-id", "en", "Meta pixel id", "d", "pixel_id", "{v}", lambda r: V._digits(r, 15)),
    (
        "public-client-id",
        "en",
        "Google OAuth client id",
        "d",
        "client_id",
        "{v}",
        lambda r: (
            f"{V._digits(r, 12)}-{V.alnum(r, 32, 'abcdefghijklmnopqrstuvwxyz0123456789')}.apps.googleusercontent.com"
        ),
    ),
    (
        "public-client-id",
        "en",
        "Stripe publishable key",
        "h",
        "",
        '<div data-stripe-key="{v}"></div>',
        lambda r: "pk_live_51" + V.alnum(r, 40),
    ),
    (
        "public-client-id",
        "en",
        "Algolia search-only app id",
        "d",
        "algolia_app_id",
        "{v}",
        lambda r: V.alnum(r, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    ),
    (
        "public-client-id",
        "en",
        "reCAPTCHA site key",
        "h",
        "",
        '<div class="g-recaptcha" data-sitekey="{v}"></div>',
        lambda r: (
            "6L"
            + V.alnum(r, 38, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        ),
    ),
    (
        "csrf-nonce",
        "en",
        "CSRF nonce in a meta-like attribute",
        "h",
        "",
        '<div data-csrf="{v}"></div>',
        lambda r: V.alnum(r, 40),
    ),
    (
        "csrf-nonce",
        "en",
        "CSP nonce",
        "h",
        "",
        '<div data-nonce="{v}">.</div>',
        lambda r: V.alnum(r, 22),
    ),
    ("request-id", "en", "request id header", "hdr", "x-request-id", "{v}", V.uuid4),
    (
        "request-id",
        "en",
        "trace id header",
        "hdr",
        "traceparent",
        "00-{v}-" + "00f067aa0ba902b7-01",
        lambda r: V.hexs(r, 32),
    ),
    ("request-id", "en", "CF-Ray header", "hdr", "CF-Ray", "{v}-MEX", lambda r: V.hexs(r, 16)),
    (
        "request-id",
        "en",
        "request id in an error",
        "d",
        "error_ref",
        "Something went wrong. Reference: {v}",
        V.uuid4,
    ),
    (
        "request-id",
        "es",
        "folio de error in a page",
        "h",
        "",
        "<p>Ocurrió un error. Folio: {v}</p>",
        V.uuid4,
    ),
    (
        "cache-key",
        "en",
        "cache key",
        "d",
        "cache_key",
        "{v}",
        lambda r: "v2:search:" + V.hexs(r, 16),
    ),
    ("hash", "en", "content sha256", "d", "body_sha256", "{v}", sha256),
    ("hash", "en", "ETag header", "hdr", "ETag", 'W/"{v}"', lambda r: V.hexs(r, 32)),
    (
        "hash",
        "en",
        "SRI integrity",
        "h",
        "",
        '<link rel="stylesheet" href="/a.css" integrity="{v}">',
        lambda r: "sha384-" + V.alnum(r, 64),
    ),
    ("hash", "en", "commit sha in a footer", "h", "", "<p>build {v}</p>", lambda r: V.hexs(r, 40)),
    (
        "build-id",
        "en",
        "Next.js build id",
        "d",
        "buildId",
        "{v}",
        lambda r: V.alnum(
            r, 21, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
        ),
    ),
    (
        "build-id",
        "en",
        "webpack chunk hash",
        "h",
        "",
        '<link rel="preload" href="/_next/static/chunks/main-{v}.js">',
        lambda r: V.hexs(r, 16),
    ),
    (
        "uuid",
        "en",
        "session-less uuid in a path",
        "d",
        "asset_url",
        "https://cdn.ejemplo.mx/img/{v}.webp",
        V.uuid4,
    ),
    # example / placeholder / documented sandbox values
    (
        "placeholder",
        "en",
        "example.com user",
        "d",
        "example_user",
        "{v}",
        pick(
            "jane.doe@example.com", "user@example.org", "redacted@example.test", "john@example.net"
        ),
    ),
    (
        "placeholder",
        "es",
        "redacted phone",
        "h",
        "",
        "<p>Tel. {v}</p>",
        pick("+52-000-000-0000", "55 0000 0000", "XXX-XXX-XXXX"),
    ),
    (
        "placeholder",
        "en",
        "placeholder API key in docs",
        "d",
        "docs_snippet",
        "export TAVILY_API_KEY={v}",
        pick(
            "tvly-YOUR_API_KEY", "<your-api-key>", "${TAVILY_API_KEY}", "sk-...", "xxxxxxxxxxxxxxxx"
        ),
    ),
    (
        "placeholder",
        "es",
        "masked card",
        "h",
        "",
        "<p>Tarjeta terminación {v}</p>",
        pick("**** **** **** 4821", "•••• 1234", "XXXX-XXXX-XXXX-0093"),
    ),
    (
        "placeholder",
        "es",
        "CURP-shaped placeholder",
        "d",
        "ejemplo_curp",
        "Formato: {v}",
        pick("AAAA000000HDFXXX00", "XXXX000000XXXXXX00"),
    ),
    (
        "placeholder",
        "en",
        "masked token in logs",
        "d",
        "log",
        "Authorization: Bearer {v}",
        pick("[REDACTED]", "sk-****abcd", "***"),
    ),
    (
        "documented-test-key",
        "en",
        "Stripe documented test key",
        "d",
        "docs_example",
        "{v}",
        pick("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "pk_test_TYooMQauvdEDq54NiTphI7jx"),
    ),
    (
        "documented-test-key",
        "en",
        "AWS documented example credentials",
        "h",
        "",
        "<pre>aws_access_key_id = {v}</pre>",
        pick("AKIAIOSFODNN7EXAMPLE"),
    ),
    (
        "documented-test-key",
        "en",
        "AWS documented example secret",
        "d",
        "docs_example",
        "aws_secret_access_key={v}",
        pick("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ),
    (
        "test-card",
        "en",
        "documented test card",
        "h",
        "",
        "<p>Use test card {v} with any CVC.</p>",
        pick("4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444"),
    ),
    # dates, prices, numbers
    (
        "date",
        "en",
        "Date header",
        "hdr",
        "Date",
        "{v}",
        lambda r: f"Tue, {r.randint(10, 28)} Jan 2025 1{r.randint(0, 9)}:0{r.randint(0, 9)}:12 GMT",
    ),
    (
        "date",
        "es",
        "publication date",
        "h",
        "",
        "<p>Publicado el {v}</p>",
        lambda r: V.birth(r, "es"),
    ),
    (
        "date",
        "en",
        "retrievedAt ISO",
        "d",
        "retrievedAt",
        "{v}",
        lambda r: f"2025-0{r.randint(1, 9)}-1{r.randint(0, 9)}T10:22:03Z",
    ),
    ("date", "pt", "event date (pt)", "h", "", "<p>Evento em {v}</p>", lambda r: V.birth(r, "pt")),
    (
        "price",
        "es",
        "price",
        "h",
        "",
        "<p>Precio: {v} IVA incluido</p>",
        lambda r: f"${r.randint(99, 9999)}.00 MXN",
    ),
    (
        "price",
        "en",
        "price in a JSON field",
        "d",
        "price",
        "{v}",
        lambda r: f"USD {r.randint(5, 400)}.99",
    ),
    ("isbn", "es", "ISBN-13", "h", "", "<p>ISBN {v}</p>", V.isbn13),
    (
        "statistic",
        "es",
        "public statistic",
        "h",
        "",
        "<p>Según el INEGI, {v}.</p>",
        lambda r: f"la población ocupada fue de {r.randint(55, 60)}.{r.randint(1, 9)} millones",
    ),
    (
        "statistic",
        "en",
        "bare 10-digit count",
        "d",
        "total_results",
        "About {v} results",
        lambda r: str(r.randint(1000000000, 9999999999)),
    ),
    (
        "order-number",
        "es",
        "order number",
        "d",
        "pedido",
        "Pedido #{v} confirmado",
        lambda r: str(r.randint(1000000000, 9999999999)),
    ),
    (
        "tracking-number",
        "en",
        "UPS tracking",
        "h",
        "",
        "<p>Tracking: {v}</p>",
        lambda r: "1Z" + V.alnum(r, 16, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    ),
    (
        "version",
        "en",
        "library version in a User-Agent",
        "hdr",
        "User-Agent",
        "{v}",
        lambda r: f"python-httpx/0.{r.randint(20, 28)}.{r.randint(0, 9)}",
    ),
    (
        "public-ip",
        "en",
        "documentation IP range",
        "d",
        "example_ip",
        "{v}",
        lambda r: f"203.0.113.{r.randint(1, 254)}",
    ),
    (
        "url",
        "en",
        "public article URL with utm but no person",
        "h",
        "",
        '<a href="https://www.ejemplo-noticias.mx/nota/{v}?utm_source=twitter&amp;utm_medium=social">nota</a>',
        lambda r: f"{r.randint(2020, 2025)}/economia-inflacion-{r.randint(100, 999)}",
    ),
    (
        "url",
        "en",
        "search-suggestion echo of a public query",
        "d",
        "suggest_query",
        "{v}",
        pick(
            "qué es semantic kernel",
            "tipo de cambio hoy",
            "horario sat diciembre",
            "clima en monterrey",
        ),
    ),
    (
        "role-mailbox",
        "pt",
        "role mailbox in Reply-To (pt)",
        "hdr",
        "Reply-To",
        "Atendimento <{v}>",
        pick("atendimento@lojaaurora.com.br", "sac@editoraluz.com.br"),
    ),
    (
        "toll-free",
        "pt",
        "Brazilian 0800 (pt)",
        "h",
        "",
        "<p>SAC: {v}</p>",
        lambda r: f"0800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
    ),
    (
        "placeholder",
        "en",
        "example JWT from docs",
        "d",
        "docs_jwt",
        "{v}",
        pick(
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        ),
    ),
    (
        "placeholder",
        "es",
        "example user in a debug page",
        "h",
        "",
        "<table><tr><td>email</td><td>'{v}'</td></tr></table>",
        pick("usuario@example.com", "test@example.org"),
    ),
    (
        "request-id",
        "en",
        "Sentry trace header",
        "hdr",
        "sentry-trace",
        "{v}-a1b2c3d4e5f60718-1",
        lambda r: V.hexs(r, 32),
    ),
    (
        "session-less-id",
        "en",
        "anonymous GA client id in a beacon",
        "d",
        "beacon",
        "v=2&tid=G-PUBLIC01&cid={v}&en=scroll",
        lambda r: f"{r.randint(100000000, 999999999)}.{r.randint(1700000000, 1735000000)}",
    ),
    (
        "company-contact",
        "es",
        "company's published phone in a JSON-LD-like field",
        "d",
        "telephone",
        "{v}",
        lambda r: f"+52 55 {r.randint(5000, 5999)} {r.randint(1000, 9999)}",
    ),
    (
        "date",
        "es",
        "cacheAgeSeconds",
        "d",
        "cacheAgeSeconds",
        "{v}",
        lambda r: str(r.randint(30, 86400)),
    ),
    (
        "statistic",
        "pt",
        "public statistic (pt)",
        "h",
        "",
        "<p>Segundo o IBGE, {v}.</p>",
        lambda r: f"a taxa de desocupação foi de {r.randint(6, 9)},{r.randint(1, 9)}%",
    ),
]
