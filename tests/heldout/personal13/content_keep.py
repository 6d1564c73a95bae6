# ruff: noqa: E501, RUF059
"""Keepers written for corpus 13 (label ``keep``): published company contacts and payment
data, public-by-design keys in their place, ids/hashes/dates/numbers, samples, placeholders."""

from __future__ import annotations

import random
import string

import ids
from content_personal import FIRST, LAST

D = string.digits
HX = ids.HEX
COMPANIES = [
    ("Grupo Alimentos del Bajío", "alimentosbajio.com.mx"),
    ("Ferretera Nacional", "ferrenac.mx"),
    ("Clínica Santa Fe", "clinicasantafe.mx"),
    ("Editorial Tres Ríos", "tresrios.com.mx"),
    ("Transportes Lupita", "translupita.mx"),
    ("Colegio Miraflores", "miraflores.edu.mx"),
    ("Hotel Casa Azul", "casaazulhotel.mx"),
    ("Seguros Atlántida", "atlantida.com.mx"),
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "conamer.gob.mx",
]


def K(kind, lang, form, value, text, where="any", key="note"):
    if where == "any" and any(t in text for t in ("&amp;", "&lt;", "&#", "<a ", "<script")):
        where = "html"
    return {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "where": where,
        "key": key,
    }


def person(rng):
    return rng.choice(FIRST) + " " + rng.choice(LAST)


def contacts(rng):
    out = []
    for i in range(34):
        co, dom = COMPANIES[i % len(COMPANIES)]
        a = rng.choice(["55", "33", "81"])
        n8 = ids.rs(rng, 8, D)
        ext = rng.randint(100, 9999)
        p = person(rng)
        forms = [
            (
                "es",
                "Conmutador with ext. next to a named manager",
                f"{a} {n8[:4]} {n8[4:]} ext. {ext}",
                "Lic. {p}, Gerente de Ventas de {co}. Conmutador: {v}",
            ),
            (
                "es",
                "Tel. oficina parentheses",
                f"({a}) {n8[:4]}-{n8[4:]}",
                "{co} — Tel. oficina {v}, lunes a viernes",
            ),
            (
                "es",
                "switchboard +52 with Ext",
                f"+52 {a} {n8[:4]} {n8[4:]}, Ext. {ext}",
                "Atención a clientes de {co}: {v}",
            ),
            (
                "en",
                "main line of a company",
                f"+52 {a} {n8[:4]} {n8[4:]}",
                "{co} headquarters main line {v} (ask for {p}, press relations)",
            ),
            (
                "es",
                "sucursal phone in a table",
                f"{a}-{n8[:4]}-{n8[4:]}",
                "Sucursal Centro | {co} | {v} | 9:00–18:00",
            ),
            (
                "es",
                "tel: link of company switchboard",
                f"tel:+52{a}{n8}",
                '<a href="{v}">Conmutador {co}</a>',
            ),
            (
                "pt",
                "SAC telephone of a company",
                f"(11) 3{ids.rs(rng, 3, D)}-{ids.rs(rng, 4, D)}",
                "SAC da {co}: {v} (ramal {ext})",
            ),
            (
                "es",
                "Fax y conmutador",
                f"{a} {n8[:4]} {n8[4:]}",
                "Conmutador y fax: {v}; director general: {p}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(
            K(
                "switchboard",
                lang,
                form,
                v,
                tmpl.format(v=v, p=p, co=co, ext=ext),
                key="contacto_empresa",
            )
        )
    for i in range(20):
        co, dom = COMPANIES[i % len(COMPANIES)]
        n = "800 " + ids.rs(rng, 3, D) + " " + ids.rs(rng, 4, D)
        forms = [
            ("es", "800 spaced", n, "Línea sin costo de {co}: {v}"),
            (
                "es",
                "01 800 hyphenated",
                "01-800-" + ids.rs(rng, 3, D) + "-" + ids.rs(rng, 4, D),
                "Lada sin costo {v}",
            ),
            (
                "en",
                "toll-free +52 800",
                "+52 800 " + ids.rs(rng, 3, D) + " " + ids.rs(rng, 4, D),
                "Customer care (toll free): {v}",
            ),
            ("es", "800 letters", "800-LUPITA-1", "Llama al {v} las 24 horas"),
            (
                "es",
                "800 dotted",
                "800." + ids.rs(rng, 3, D) + "." + ids.rs(rng, 4, D),
                "PROFECO: Teléfono del Consumidor {v}",
            ),
            (
                "en",
                "US toll free",
                "1-888-" + ids.rs(rng, 3, D) + "-" + ids.rs(rng, 4, D),
                "Call {co} US support at {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(K("toll-free", lang, form, v, tmpl.format(v=v, co=co), key="contacto_empresa"))
    roles = [
        "ventas",
        "contacto",
        "facturacion",
        "prensa",
        "soporte",
        "rh",
        "atencion.clientes",
        "info",
        "privacidad",
        "compras",
        "cobranza",
        "datospersonales",
    ]
    for i in range(34):
        co, dom = COMPANIES[i % len(COMPANIES)]
        r = roles[i % len(roles)]
        e = f"{r}@{dom}"
        p = person(rng)
        forms = [
            (
                "es",
                "role mailbox next to a named person",
                e,
                "Para cotizaciones con {p} escriba a {v}",
            ),
            ("es", "upper-case role mailbox", e.upper(), "CORREO: {v}"),
            (
                "es",
                "mailto with query",
                f"mailto:{e}?subject=Factura%20CFDI&amp;body=RFC%3A",
                '<a href="{v}">Solicitar factura</a>',
            ),
            ("en", "role mailbox in English", e, "Press inquiries: {v} (spokesperson {p})"),
            ("pt", "role mailbox in Portuguese", e, "Dúvidas: {v}"),
            ("es", "privacy notice mailbox", e, "Para ejercer sus derechos ARCO escriba a {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(K("role-mailbox", lang, form, v, tmpl.format(v=v, p=p), key="contacto_empresa"))
    for i in range(16):
        g = GOB[i % len(GOB)]
        r = [
            "contacto",
            "atencion.ciudadana",
            "transparencia",
            "denuncias",
            "unidad.transparencia",
            "quejas",
            "CONTACTO",
            "oficialia.partes",
        ][i % 8]
        e = f"{r}@{g}"
        forms = [
            ("es", "gob.mx role mailbox", e, "Unidad de Transparencia: {v}"),
            (
                "es",
                "gob.mx mailto",
                f"mailto:{e}?subject=Solicitud",
                '<a href="{v}">Escríbenos</a>',
            ),
            ("es", "upper gob.mx", e.upper(), "DUDAS: {v}"),
            ("en", "gob mailbox english", e, "Citizens may write to {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(K("gov-role-mailbox", lang, form, v, tmpl.format(v=v), key="contacto"))
    for i in range(12):
        t = ["Conmutador", "Tel.", "Teléfono", "Oficialía de partes"][i % 4]
        v = f"55 {ids.rs(rng, 4, D)} {ids.rs(rng, 4, D)} ext. {rng.randint(10000, 99999)}"
        out.append(
            K(
                "official-contact",
                "es",
                "public body switchboard with ext.",
                v,
                f"Secretaría de Economía, {t}: {v}",
                key="contacto",
            )
        )
    return out


def payment(rng):
    out = []
    for i in range(18):
        co, dom = COMPANIES[i % len(COMPANIES)]
        r = ids.rfc_moral(rng)
        forms = [
            (
                "es",
                "company RFC for invoices",
                r,
                "Datos de facturación: {co} S.A. de C.V., RFC {v}",
            ),
            ("es", "company RFC lower", r.lower(), "rfc emisor: {v} ({co})"),
            (
                "es",
                "company RFC in a footer",
                r,
                "© 2026 {co} S.A.P.I. de C.V. · RFC: {v} · Aviso de privacidad",
            ),
            ("en", "company tax id", r, "Vendor: {co}, Mexican tax ID (RFC) {v}"),
            (
                "es",
                "RFC genérico público",
                "XAXX010101000",
                "RFC genérico para ventas al público en general: {v}",
            ),
            ("es", "RFC genérico extranjero", "XEXX010101000", "Clientes extranjeros: RFC {v}"),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(K("company-rfc", lang, form, v, tmpl.format(v=v, co=co), key="facturacion"))
    for i in range(14):
        co, dom = COMPANIES[i % len(COMPANIES)]
        c = ids.clabe(rng)
        forms = [
            (
                "es",
                "company CLABE for payments",
                c,
                "Pagos a {co}: BBVA, CLABE interbancaria {v}, referencia su número de pedido",
            ),
            (
                "es",
                "donation CLABE of a foundation",
                f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}",
                "Donativos Fundación {co}, CLABE {v}",
            ),
            ("en", "company wire details", c, "Wire to {co} S.A. de C.V., CLABE {v}"),
            (
                "es",
                "convenio CIE",
                f"CIE {ids.rs(rng, 7, D)}",
                "Pago en ventanilla BBVA: convenio {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(K("company-clabe", lang, form, v, tmpl.format(v=v, co=co), key="pagos"))
    for i in range(8):
        c = ids.cnpj(rng)
        out.append(
            K(
                "company-registry",
                "pt",
                "Brazilian CNPJ of a company",
                c,
                f"{COMPANIES[i % 8][0]} Ltda. — CNPJ {c}",
                key="empresa",
            )
        )
    regs = [
        (
            "es",
            "folio mercantil electrónico",
            lambda: f"N-{rng.randint(2015, 2025)}{ids.rs(rng, 6, D)}",
            "Inscrita en el Registro Público de Comercio, FME {v}",
        ),
        ("en", "SEC CIK", lambda: ids.rs(rng, 10, D), "SEC filer CIK {v}"),
        (
            "en",
            "LEI",
            lambda: ids.rs(rng, 18, string.ascii_uppercase + D) + ids.rs(rng, 2, D),
            "Legal Entity Identifier: {v}",
        ),
        (
            "en",
            "D-U-N-S",
            lambda: f"{ids.rs(rng, 2, D)}-{ids.rs(rng, 3, D)}-{ids.rs(rng, 4, D)}",
            "D-U-N-S Number {v}",
        ),
        (
            "es",
            "registro sanitario COFEPRIS",
            lambda: f"{ids.rs(rng, 4, D)}C{rng.randint(2010, 2024)} SSA",
            "Reg. COFEPRIS {v}",
        ),
        (
            "es",
            "permiso CRE",
            lambda: f"PL/{ids.rs(rng, 5, D)}/EXP/ES/{rng.randint(2015, 2024)}",
            "Estación de servicio, permiso CRE {v}",
        ),
        ("en", "EU VAT of a company", lambda: "DE" + ids.rs(rng, 9, D), "USt-IdNr. / VAT {v}"),
        (
            "es",
            "número de registro REPSE",
            lambda: ids.rs(rng, 6, D) + "/" + str(rng.randint(2021, 2025)),
            "Registro REPSE {v}",
        ),
    ]
    for i in range(16):
        lang, form, f, tmpl = regs[i % len(regs)]
        v = f()
        out.append(K("company-registry", lang, form, v, tmpl.format(v=v), key="empresa"))
    for i in range(24):
        co, dom = COMPANIES[i % len(COMPANIES)]
        cp = f"{rng.randint(1000, 99999):05d}"
        forms = [
            (
                "es",
                "corporate address",
                f"Av. Paseo de la Reforma {rng.randint(1, 600)}, Piso {rng.randint(2, 30)}, Col. Juárez, C.P. {cp}, Cuauhtémoc, CDMX",
                "Oficinas corporativas de {co}: {v}",
            ),
            (
                "es",
                "branch address",
                f"Blvd. Adolfo López Mateos {rng.randint(100, 3000)}, Local {rng.randint(1, 90)}, C.P. {cp}, León, Gto.",
                "Sucursal {co}: {v}",
            ),
            (
                "en",
                "company HQ",
                f"Torre Virreyes, Pedregal 24, Lomas - Virreyes, {cp} Ciudad de México",
                "{co} HQ: {v}",
            ),
            (
                "es",
                "domicilio fiscal de la empresa",
                f"Calle Industria {rng.randint(1, 400)}, Parque Industrial El Marqués, C.P. {cp}, Querétaro",
                "Domicilio fiscal de {co} S.A. de C.V.: {v}",
            ),
            (
                "pt",
                "endereço da empresa",
                f"Av. Paulista, {rng.randint(100, 2500)}, conj. {rng.randint(10, 200)}, Bela Vista, São Paulo - SP, CEP 01310-{rng.randint(100, 999)}",
                "Sede da {co}: {v}",
            ),
            (
                "es",
                "office next to a named director",
                f"Insurgentes Sur {rng.randint(100, 3000)}, Piso 8, Col. Del Valle, C.P. {cp}, CDMX",
                "Dirección de la oficina donde despacha la directora {p}: {v}",
            ),
        ]
        lang, form, v, tmpl = forms[i % len(forms)]
        out.append(
            K(
                "company-address",
                lang,
                form,
                v,
                tmpl.format(v=v, co=co, p=person(rng)),
                key="domicilio_empresa",
            )
        )
    return out


def public_keys(rng):
    out = []
    r = ids.rs
    inits = [
        (
            "Stripe pk_live_ in Stripe() initialiser",
            lambda: "pk_live_51" + r(rng, 97),
            "<script>const stripe = Stripe('{v}');</script>",
        ),
        (
            "Sentry DSN in Sentry.init",
            lambda: f"https://{r(rng, 32, HX)}@o{r(rng, 6, D)}.ingest.sentry.io/{r(rng, 7, D)}",
            "<script>Sentry.init({{ dsn: '{v}', tracesSampleRate: 0.1 }});</script>",
        ),
        (
            "Mapbox pk. in mapboxgl accessToken",
            lambda: "pk.eyJ1Ijoi" + r(rng, 30) + "." + r(rng, 22, ids.ALNUM + "-_"),
            "<script>mapboxgl.accessToken = '{v}';</script>",
        ),
        (
            "Algolia search-only key in algoliasearch()",
            lambda: r(rng, 32, HX),
            "<script>const client = algoliasearch('LATAM0XK2Q', '{v}');</script>",
        ),
        (
            "Supabase anon key in createClient",
            lambda: ids.jwt(
                rng,
                {
                    "iss": "supabase",
                    "ref": r(rng, 20, string.ascii_lowercase),
                    "role": "anon",
                    "iat": 1718000000,
                    "exp": 2033576000,
                },
            ),
            "<script>const sb = supabase.createClient('https://xyzcompany.supabase.co', '{v}');</script>",
        ),
        (
            "Firebase web apiKey in initializeApp",
            lambda: "AIza" + r(rng, 35, ids.ALNUM + "-_"),
            "<script>firebase.initializeApp({{ apiKey: '{v}', authDomain: 'tienda.firebaseapp.com' }});</script>",
        ),
        (
            "Google Maps JS key in loader",
            lambda: "AIza" + r(rng, 35, ids.ALNUM + "-_"),
            "<script>new google.maps.plugins.loader.Loader({{ apiKey: '{v}', version: 'weekly' }}).load();</script>",
        ),
        (
            "PostHog project key in posthog.init",
            lambda: "phc_" + r(rng, 43),
            "<script>posthog.init('{v}', {{ api_host: 'https://us.i.posthog.com' }});</script>",
        ),
        (
            "Mercado Pago public key in MercadoPago()",
            lambda: "APP_USR-" + ids.uuid4(rng),
            "<script>const mp = new MercadoPago('{v}', {{ locale: 'es-MX' }});</script>",
        ),
        (
            "reCAPTCHA site key",
            lambda: "6L" + r(rng, 38, ids.ALNUM + "-_"),
            "<script>grecaptcha.execute('{v}', {{action: 'submit'}});</script>",
        ),
    ]
    for i in range(10):
        form, f, tmpl = inits[i]
        v = f()
        out.append(
            K(
                "public-key",
                "en",
                form + " (page's own inline script)",
                v,
                tmpl.format(v=v),
                where="script",
            )
        )
    envs = [
        (
            "NEXT_PUBLIC_SUPABASE_ANON_KEY",
            lambda: ids.jwt(
                rng,
                {
                    "iss": "supabase",
                    "ref": r(rng, 20, string.ascii_lowercase),
                    "role": "anon",
                    "iat": 1718000000,
                    "exp": 2033576000,
                },
            ),
        ),
        ("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", lambda: "pk_live_51" + r(rng, 97)),
        (
            "VITE_MAPBOX_ACCESS_TOKEN",
            lambda: "pk.eyJ1Ijoi" + r(rng, 30) + "." + r(rng, 22, ids.ALNUM + "-_"),
        ),
        (
            "REACT_APP_SENTRY_DSN",
            lambda: f"https://{r(rng, 32, HX)}@o{r(rng, 6, D)}.ingest.sentry.io/{r(rng, 7, D)}",
        ),
        ("NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", lambda: r(rng, 32, HX)),
        ("VITE_FIREBASE_API_KEY", lambda: "AIza" + r(rng, 35, ids.ALNUM + "-_")),
        ("NEXT_PUBLIC_POSTHOG_KEY", lambda: "phc_" + r(rng, 43)),
        (
            "REACT_APP_MAPBOX_TOKEN",
            lambda: "pk.eyJ1Ijoi" + r(rng, 30) + "." + r(rng, 22, ids.ALNUM + "-_"),
        ),
    ]
    for n, f in envs:
        v = f()
        out.append(K("public-key", "en", f"front-end env variable {n}", v, f"{n}={v}"))
    samples = [
        (
            "en",
            "AWS documented sample access key id",
            "AKIAIOSFODNN7EXAMPLE",
            "aws_access_key_id = {v}  # example from the AWS docs",
        ),
        (
            "en",
            "AWS documented sample secret",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "Example secret access key: {v}",
        ),
        (
            "en",
            "Stripe test card 4242",
            "4242 4242 4242 4242",
            "Use the test card {v} with any future date and any CVC",
        ),
        (
            "es",
            "Stripe tarjeta de prueba declinada",
            "4000 0000 0000 0002",
            "Tarjeta de prueba (rechazo genérico): {v}",
        ),
        (
            "es",
            "Mercado Pago tarjeta de prueba",
            "5474 9254 3267 0366",
            "Tarjeta de prueba Mastercard de Mercado Pago: {v}",
        ),
        (
            "en",
            "Stripe docs sample test key",
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "The docs show the sample key {v} in every snippet",
        ),
        (
            "en",
            "JWT.io sample token",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "Example from jwt.io: {v}",
        ),
        ("es", "Amex test card", "3782 822463 10005", "Amex de prueba: {v}"),
        ("en", "Visa test card bare", "4111111111111111", "test_card_number={v}"),
        (
            "es",
            "CURP de ejemplo oficial",
            "XEXX010101HNEXXXA4",
            "CURP genérica para extranjeros: {v}",
        ),
    ]
    for lang, form, v, tmpl in samples:
        out.append(K("sample", lang, form, v, tmpl.format(v=v)))
    ph = [
        ("es", "redacted email", "redacted@example.test", "Correo del solicitante: {v}"),
        ("es", "redacted phone", "+52-000-000-0000", "Teléfono: {v}"),
        ("en", "angle placeholder", "&lt;tu-api-key&gt;", "export TAVILY_API_KEY={v}"),
        (
            "en",
            "YOUR_API_KEY",
            "YOUR_API_KEY",
            "curl -H 'Authorization: Bearer {v}' https://api.example.com",
        ),
        ("en", "xxx key", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "OPENAI_API_KEY={v}"),
        ("es", "asterisks card", "**** **** **** 4821", "Tarjeta terminación {v}"),
        ("es", "redacted CURP", "XXXX000000XXXXXX00", "CURP: {v}"),
        ("en", "REDACTED token", "[REDACTED]", "Authorization: Bearer {v}"),
        ("es", "masked CLABE", "0121********1234", "CLABE {v}"),
        ("en", "env reference", "${STRIPE_SECRET_KEY}", "stripe.api_key = {v}"),
        ("en", "process.env reference", "process.env.ANTHROPIC_API_KEY", "apiKey: {v},"),
        ("es", "masked email", "j***@g****.com", "Enviamos el código a {v}"),
        ("pt", "senha mascarada", "••••••••", "senha: {v}"),
        ("es", "redacted name and phone", "[nombre] [teléfono]", "Cliente: {v}"),
        ("en", "sk_live placeholder", "sk_live_...", "Your live key starts with {v}"),
        (
            "en",
            "secrets manager ref",
            "arn:aws:secretsmanager:region:account:secret:name",
            "Store it in {v}",
        ),
        ("es", "ejemplo@dominio", "usuario@ejemplo.com", "Escribe tu correo (ej. {v})"),
    ]
    for lang, form, v, tmpl in ph:
        out.append(K("placeholder", lang, form, v, tmpl.format(v=v)))
    return out


def numbers(rng):
    out = []
    r = ids.rs
    gens = [
        ("request-id", "en", "x-request-id", lambda: "req_" + r(rng, 24), "request_id={v}"),
        (
            "request-id",
            "en",
            "trace id W3C",
            lambda: f"00-{r(rng, 32, HX)}-{r(rng, 16, HX)}-01",
            "traceparent: {v}",
        ),
        (
            "request-id",
            "en",
            "Anthropic request id",
            lambda: "req_011C" + r(rng, 20),
            "anthropic request-id {v}",
        ),
        ("request-id", "es", "cf-ray", lambda: r(rng, 16, HX) + "-QRO", "CF-RAY {v}"),
        ("hash", "en", "sha256 of body", lambda: r(rng, 64, HX), "sha256 original: {v}"),
        ("hash", "en", "git commit", lambda: r(rng, 40, HX), "fixed in commit {v}"),
        ("hash", "en", "etag", lambda: "W/" + r(rng, 32, HX), "etag: {v}"),
        ("hash", "en", "md5 checksum", lambda: r(rng, 32, HX), "MD5 (captura.html) = {v}"),
        ("uuid", "en", "uuid of a document", lambda: ids.uuid4(rng), "document_id: {v}"),
        (
            "uuid",
            "es",
            "folio fiscal UUID of a CFDI",
            lambda: ids.uuid4(rng).upper(),
            "Folio fiscal (UUID): {v}",
        ),
        (
            "date",
            "es",
            "fecha de publicación",
            lambda: (
                f"{rng.randint(1, 28)} de {['marzo', 'julio', 'noviembre'][rng.randint(0, 2)]} de 2026"
            ),
            "Publicado el {v}",
        ),
        (
            "date",
            "en",
            "HTTP date",
            lambda: f"Tue, {rng.randint(10, 28)} Nov 2026 0{rng.randint(1, 9)}:12:44 GMT",
            "date: {v}",
        ),
        (
            "date",
            "en",
            "ISO publishedAt",
            lambda: f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T10:00:00Z",
            "publishedAt {v}",
        ),
        (
            "date",
            "es",
            "fundación de la empresa",
            lambda: f"{rng.randint(1, 28)} de mayo de 19{rng.randint(50, 99)}",
            "La empresa fue fundada el {v}",
        ),
        (
            "date",
            "es",
            "fecha de un evento público next to a person",
            lambda: f"{rng.randint(1, 28)}/0{rng.randint(1, 9)}/2026",
            "La conferencia de {p} será el {v}",
        ),
        (
            "order-number",
            "es",
            "número de pedido",
            lambda: "PED-" + r(rng, 8, D),
            "Tu pedido {v} va en camino",
        ),
        (
            "order-number",
            "es",
            "folio de atención",
            lambda: r(rng, 10, D),
            "Folio de atención PROFECO: {v}",
        ),
        (
            "order-number",
            "en",
            "Amazon-style order",
            lambda: f"{r(rng, 3, D)}-{r(rng, 7, D)}-{r(rng, 7, D)}",
            "Order #{v}",
        ),
        ("order-number", "es", "factura serie y folio", lambda: f"A-{r(rng, 6, D)}", "Factura {v}"),
        ("tracking-number", "es", "guía DHL 10 dígitos", lambda: r(rng, 10, D), "Guía DHL: {v}"),
        (
            "tracking-number",
            "en",
            "UPS 1Z",
            lambda: "1Z" + r(rng, 6, string.ascii_uppercase + D) + r(rng, 10, D),
            "UPS tracking {v}",
        ),
        (
            "tracking-number",
            "es",
            "Estafeta 22 dígitos",
            lambda: r(rng, 22, D),
            "Número de guía Estafeta {v}",
        ),
        (
            "tracking-number",
            "pt",
            "Correios",
            lambda: "NX" + r(rng, 9, D) + "BR",
            "Código de rastreio {v}",
        ),
        ("isbn-issn", "es", "ISBN", lambda: ids.isbn13(rng), "ISBN {v}"),
        ("isbn-issn", "en", "ISSN", lambda: ids.issn(rng), "ISSN {v}"),
        (
            "doi",
            "en",
            "DOI",
            lambda: (
                f"10.{rng.randint(1000, 9999)}/{r(rng, 4, string.ascii_lowercase)}.{rng.randint(2019, 2026)}.{r(rng, 6, D)}"
            ),
            "https://doi.org/{v}",
        ),
        (
            "doi",
            "es",
            "arXiv id",
            lambda: f"arXiv:{rng.randint(23, 25)}{rng.randint(1, 12):02d}.{r(rng, 5, D)}",
            "Preprint {v}",
        ),
        (
            "sku",
            "es",
            "EAN-13 with check digit",
            lambda: ids.ean13(rng),
            "Código de barras EAN {v}",
        ),
        (
            "sku",
            "en",
            "SKU",
            lambda: f"SKU-{r(rng, 3, string.ascii_uppercase)}-{r(rng, 5, D)}",
            "{v} in stock",
        ),
        ("sku", "es", "modelo de producto", lambda: f"SM-A{r(rng, 3, D)}M/DS", "Modelo {v}"),
        (
            "statistic",
            "es",
            "statistic in millions",
            lambda: f"{rng.randint(10, 999)} {r(rng, 3, D)} {r(rng, 3, D)}",
            "INEGI contó {v} habitantes",
        ),
        (
            "statistic",
            "en",
            "revenue figure",
            lambda: f"US$ {rng.randint(1, 999)},{r(rng, 3, D)},{r(rng, 3, D)}",
            "Revenue reached {v} in Q3",
        ),
        (
            "statistic",
            "es",
            "porcentaje y cifras",
            lambda: f"{rng.randint(1, 99)}.{rng.randint(0, 9)}% de 1{r(rng, 3, D)} {r(rng, 3, D)}",
            "El {v} encuestados",
        ),
        (
            "analytics-id",
            "en",
            "GA4 id",
            lambda: "G-" + r(rng, 10, string.ascii_uppercase + D),
            "gtag('config', '{v}')",
        ),
        (
            "analytics-id",
            "en",
            "GTM container",
            lambda: "GTM-" + r(rng, 7, string.ascii_uppercase + D),
            "Tag Manager {v}",
        ),
        ("analytics-id", "en", "Meta pixel id", lambda: r(rng, 16, D), "fbq('init', '{v}')"),
        (
            "case-number",
            "es",
            "expediente judicial",
            lambda: f"{rng.randint(100, 9999)}/{rng.randint(2019, 2026)}",
            "Expediente {v} del Juzgado Tercero",
        ),
        (
            "case-number",
            "es",
            "número de licitación",
            lambda: f"LA-{r(rng, 2, D)}-{r(rng, 3, D)}-0{r(rng, 8, D)}-N-{rng.randint(1, 99)}-2026",
            "Licitación pública {v}",
        ),
        ("case-number", "en", "CVE", lambda: f"CVE-2026-{r(rng, 5, D)}", "patched {v}"),
        (
            "version",
            "en",
            "build number",
            lambda: f"{rng.randint(1, 30)}.{rng.randint(0, 99)}.{r(rng, 5, D)}",
            "Chrome/{v} Safari/537.36",
        ),
        (
            "public-figure",
            "es",
            "public official with role, no private datum",
            lambda: "el secretario de Hacienda",
            "Declaró {p}, {v}, ante el Senado",
        ),
        (
            "public-figure",
            "en",
            "CEO quoted in news",
            lambda: "chief executive",
            "{p}, the company's {v}, said sales rose 8%",
        ),
        (
            "public-figure",
            "pt",
            "autoridade pública",
            lambda: "ministra da Saúde",
            "{p}, {v}, anunciou o programa",
        ),
        ("port-and-ip", "en", "public DNS resolver", lambda: "8.8.8.8", "nameserver {v}"),
        (
            "coordinates",
            "es",
            "coordenadas de una oficina pública",
            lambda: f"19.{r(rng, 4, D)}, -99.{r(rng, 4, D)}",
            "Ubicación del Palacio Municipal: {v}",
        ),
    ]
    n = len(gens)
    for i in range(n * 5):
        kind, lang, form, f, tmpl = gens[i % n]
        v = f()
        out.append(K(kind, lang, form, v, tmpl.format(v=v, p=person(rng)), key="dato_publico"))
    return out


def all_items(rng: random.Random) -> list[dict]:
    return contacts(rng) + payment(rng) + public_keys(rng) + numbers(rng)
