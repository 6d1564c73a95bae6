"""Keepers of corpus 12: values that must NOT be flagged, written next to the shapes of
personal data and secrets (company contacts beside people's names, public ids with digit
shapes, public keys in their rightful place, documented samples, placeholders)."""

# ruff: noqa: E501, E731, E741
# (data modules: long literal lines and short lambdas are the content itself)

from __future__ import annotations

import random
from typing import Any

import ids
from ids import ALNUM, HEX, LOWER_NUM, UPPER_NUM, rand
from people import COLONIAS, COMPANIES, MONTHS_ES, es_short

ROLES_ES = [
    "Directora de Comunicación Social",
    "Gerente de Ventas",
    "Jefe de Prensa",
    "Titular de la Unidad de Transparencia",
    "Coordinadora de Atención Ciudadana",
    "Director General",
    "Responsable de Compras",
    "Subdirectora de Vinculación",
]


def K(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text, (kind, form, value, text)
    return {
        "kind": kind,
        "family": "keep",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def _lada(r: random.Random) -> tuple[str, str]:
    return ids.mx_phone(r)


def _contacts(r: random.Random) -> list[dict[str, Any]]:
    out = []
    # switchboards next to named officials / staff
    sw = [
        (
            "es",
            "Conmutador with ext. next to an official",
            lambda n, c, l, x: (
                v := f"({l}) {x[:-4]}-{x[-4:]} ext. {r.randint(100, 9999)}",
                f"{n}, {r.choice(ROLES_ES)} — Conmutador {v}",
            ),
        ),
        (
            "es",
            "Tel. oficina",
            lambda n, c, l, x: (
                v := f"{l} {x[:-4]} {x[-4:]}",
                f"Tel. oficina: {v} · Atención: {n}",
            ),
        ),
        (
            "es",
            "+52 switchboard, company footer",
            lambda n, c, l, x: (
                v := f"+52 {l} {x[:-4]} {x[-4:]}",
                f"{c} · Conmutador: {v} · Lunes a viernes 9:00–18:00",
            ),
        ),
        (
            "es",
            "extensión spelled out",
            lambda n, c, l, x: (
                v := f"{l}-{x[:-4]}-{x[-4:]}, extensión {r.randint(10, 999)}",
                f"Para prensa, comunicarse con {n} al {v}",
            ),
        ),
        (
            "en",
            "main line, ext",
            lambda n, c, l, x: (
                v := f"+52 ({l}) {x[:-4]} {x[-4:]} ext. {r.randint(100, 999)}",
                f"Media inquiries: {n}, Head of PR, {c}, main line {v}",
            ),
        ),
        (
            "es",
            "conmutador, several exts",
            lambda n, c, l, x: (
                v := f"{l}.{x[:-4]}.{x[-4:]} exts. {r.randint(100, 199)}, {r.randint(200, 299)}",
                f"Oficinas de {c}: conmutador {v}",
            ),
        ),
        (
            "pt",
            "PABX with ramal",
            lambda n, c, l, x: (
                v
                := f"+55 11 3{r.randint(100, 999)}-{r.randint(1000, 9999)} ramal {r.randint(100, 999)}",
                f"Assessoria de imprensa ({n}): PABX {v}",
            ),
        ),
        (
            "es",
            "gov directory row",
            lambda n, c, l, x: (
                v := f"{l} {x[:-4]} {x[-4:]} Ext. {r.randint(1000, 9999)}",
                f"{n} | {r.choice(ROLES_ES)} | {v}",
            ),
        ),
        (
            "es",
            "Tel. with 'Fax'",
            lambda n, c, l, x: (
                v := f"({l}) {x[:-4]} {x[-4:]}",
                f"Sucursal Centro de {c}. Tel. y Fax {v}",
            ),
        ),
        (
            "es",
            "JSON-like company contact",
            lambda n, c, l, x: (
                v := f"+52 {l} {x} ext 201",
                f"empresa: {c}; telefono_oficina: {v}",
            ),
        ),
    ]
    for i in range(30):
        lang, form, fn = sw[i % len(sw)]
        l, x = _lada(r)
        c = r.choice(COMPANIES)[0]
        v, t = fn(f"Lic. {es_short(r)}" if lang == "es" else es_short(r), c, l, x)
        out.append(K("switchboard", lang, form, v, t))
    tf = [
        (
            "es",
            "800 spaced",
            lambda: f"800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            "Línea de atención gratuita {v} ({c})",
        ),
        (
            "es",
            "01 800",
            lambda: f"01 800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            "Llama sin costo al {v}, {c}",
        ),
        (
            "es",
            "800 hyphenated",
            lambda: f"800-{r.randint(100, 999)}-{r.randint(1000, 9999)}",
            "Quejas: {v} — Atención a clientes de {c}",
        ),
        (
            "es",
            "800 vanity",
            lambda: f"800 {r.choice(['TELCEL', 'FACTURA', 'AYUDAME', 'CREDITO'])}",
            "{c}: marca {v} las 24 horas",
        ),
        (
            "en",
            "+52 800",
            lambda: f"+52 800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            "Customer care (toll-free from Mexico): {v}, {c}",
        ),
        (
            "es",
            "800 compact",
            lambda: f"800{r.randint(1000000, 9999999)}",
            "Línea Mujeres / {c}: {v}",
        ),
        (
            "pt",
            "0800 BR",
            lambda: f"0800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            "SAC da {c}: {v}",
        ),
        (
            "es",
            "800 with dots next to an agent's name",
            lambda: f"800.{r.randint(100, 999)}.{r.randint(1000, 9999)}",
            "Te atendió Karla (asesora de {c}); línea sin costo {v}",
        ),
        (
            "en",
            "1-800 US",
            lambda: f"1-800-{r.randint(200, 999)}-{r.randint(1000, 9999)}",
            "{c} US office toll free {v}",
        ),
        (
            "es",
            "gob.mx 800",
            lambda: f"800 {r.randint(100, 999)} {r.randint(1000, 9999)}",
            "PROFECO Teléfono del Consumidor {v} (orientación gratuita)",
        ),
    ]
    for i in range(20):
        lang, form, g, t = tf[i % len(tf)]
        v = g()
        out.append(K("toll-free", lang, form, v, t.format(v=v, c=r.choice(COMPANIES)[0])))
    # role mailboxes
    roles = [
        "ventas",
        "contacto",
        "facturacion",
        "soporte",
        "prensa",
        "atencion.clientes",
        "rh",
        "compras",
        "info",
        "cobranza",
        "privacidad",
        "datos.personales",
        "comercial",
        "hola",
        "admisiones",
        "reservaciones",
    ]
    rm = [
        (
            "es",
            "role mailbox next to a person's name",
            lambda e, c: f"Escribe a {e} (atiende {es_short(r)}, {r.choice(ROLES_ES)})",
        ),
        ("es", "upper case role mailbox", None),
        ("es", "mailto with query", None),
        ("en", "role mailbox, English", lambda e, c: f"For invoices contact {e} — {c}"),
        (
            "es",
            "aviso de privacidad ARCO",
            lambda e, c: f"Para ejercer tus derechos ARCO escribe a {e}",
        ),
        ("pt", "role mailbox, Portuguese", lambda e, c: f"Fale conosco: {e}"),
        ("es", "JSON-like", lambda e, c: f"correo_ventas: {e}; horario: L-V"),
        (
            "es",
            "signature with company box",
            lambda e, c: f"Atentamente, {es_short(r)} · Gerente Comercial · {e}",
        ),
    ]
    for i in range(34):
        lang, form, fn = rm[i % len(rm)]
        name, _, dom = r.choice(COMPANIES)
        e = f"{r.choice(roles)}@{dom}"
        if form == "upper case role mailbox":
            e = e.upper()
            out.append(K("role-mailbox", lang, form, e, f"DUDAS Y ACLARACIONES: {e}"))
        elif form == "mailto with query":
            v = f"mailto:{e}?subject=Cotizaci%C3%B3n&body=Hola"
            html = f'<p>Solicita tu cotización: <a href="{v.replace("&", "&amp;")}">{e}</a></p>'
            out.append(K("role-mailbox", lang, form, v, f"{name} {v}", html=html, where="html"))
        else:
            out.append(K("role-mailbox", lang, form, e, fn(e, name)))
    gov = [
        "atencionciudadana@sat.gob.mx",
        "transparencia@inegi.org.mx",
        "contacto@imss.gob.mx",
        "unidad.transparencia@sep.gob.mx",
        "quejas@profeco.gob.mx",
        "denuncias@cofepris.gob.mx",
        "oficialia.partes@jalisco.gob.mx",
        "comunicacion.social@nl.gob.mx",
        "TRANSPARENCIA@CDMX.GOB.MX",
        "atencion@renapo.gob.mx",
        "prensa@presidencia.gob.mx",
        "contacto@inai.org.mx",
        "datospersonales@condusef.gob.mx",
        "ventanilla.unica@economia.gob.mx",
        "soporte.tecnico@ine.mx",
        "buzon@queretaro.gob.mx",
        "informes@conagua.gob.mx",
        "mailto:transparencia@salud.gob.mx?subject=Solicitud",
    ]
    for i, e in enumerate(gov):
        t = [
            f"Unidad de Transparencia (Titular: {es_short(r)}): {e}",
            f"Correo institucional: {e}",
            f"Dudas sobre el trámite: {e}, Tel. oficina 55 5000 1000",
        ][i % 3]
        out.append(K("gov-role-mailbox", "es", "role mailbox on a public body's domain", e, t))
    # official contact: office line of an official
    for i in range(14):
        l, x = _lada(r)
        n = es_short(r)
        v = f"{l} {x[:-4]} {x[-4:]} ext. {r.randint(1000, 9999)}"
        t = [
            f"Mtra. {n}, Titular del Órgano Interno de Control, tel. institucional {v}",
            f"Diputado {n} · Oficina en San Lázaro: {v}",
            f"Enlace de prensa del Ayuntamiento: {n}, {v}",
        ][i % 3]
        out.append(K("official-contact", "es", "official's institutional line with ext.", v, t))
    return out


def _company_ids(r: random.Random) -> list[dict[str, Any]]:
    out = []
    for i in range(16):
        name, letters, dom = COMPANIES[i % len(COMPANIES)]
        v = ids.rfc_pm(r, letters)
        t = [
            f"Datos de facturación: {name} S.A. de C.V., RFC {v}, régimen 601",
            f"Razón social {name}, S. de R.L. de C.V. — R.F.C.: {v}",
            f"Emisor: {name} (RFC {v}) · Lugar de expedición 06600",
            f"{name} A.C., donataria autorizada, RFC {v}",
            f"Billing entity: {name} S.A.P.I. de C.V., tax id (RFC) {v}",
            f"Dados fiscais da filial mexicana {name}: RFC {v}",
            f"Para facturar escribe a facturacion@{dom} con RFC {v} ({name})",
            f'<cfdi:Emisor Rfc="{v}" Nombre="{name.upper()}" RegimenFiscal="601"/>',
        ][i % 8]
        lang = "en" if i % 8 == 4 else ("pt" if i % 8 == 5 else "es")
        out.append(K("company-rfc", lang, "company RFC published for invoices", v, t))
    for i in range(14):
        name, _, dom = COMPANIES[(i * 5) % len(COMPANIES)]
        c = ids.clabe(r)
        v = [c, ids.group(c, [4, 4, 4, 4], " "), c, ids.group(c, [3, 3, 11, 1], "-"), c, c, c][
            i % 7
        ]
        t = [
            f"Donativos: {name} A.C., CLABE {v}, BBVA",
            f"Paga tu pedido por SPEI a {name} S.A. de C.V. — CLABE {v}",
            f"Cuenta para pagos a proveedores de {name}: CLABE interbancaria {v} (Banorte)",
            f"Datos bancarios (empresa): {name}, {v}",
            f"Donations to {name} (registered charity): CLABE {v}",
            f"Referencia de pago de colegiatura: CLABE {v} a nombre de {name}",
            f"Depósitos para el Teletón comunitario de {name}: CLABE {v}",
        ][i % 7]
        lang = "en" if i % 7 == 4 else "es"
        out.append(K("company-clabe", lang, "company CLABE published for payments/donations", v, t))
    streets = [
        "Av. Paseo de la Reforma",
        "Blvd. Adolfo López Mateos",
        "Av. Vallarta",
        "Av. Constitución",
        "Calz. Lázaro Cárdenas",
        "Av. Juárez",
        "Periférico Sur",
        "Blvd. Bernardo Quintana",
    ]
    for i in range(24):
        name = COMPANIES[i % len(COMPANIES)][0]
        col, cp, mun, edo = r.choice(COLONIAS)
        v = f"{r.choice(streets)} {r.randint(10, 4000)}, Piso {r.randint(1, 30)}, {col}, C.P. {cp}, {mun}, {edo}"
        t = [
            f"Oficinas corporativas de {name}: {v}",
            f"Domicilio fiscal de {name} S.A. de C.V.: {v}",
            f"Sucursal {mun}: {v} (frente a Liverpool)",
            f"Headquarters: {name}, {v}",
            f"Atención presencial con {es_short(r)}, gerente de tienda: {v}",
            f"Sede da empresa {name} no México: {v}",
        ][i % 6]
        lang = "en" if i % 6 == 3 else ("pt" if i % 6 == 5 else "es")
        out.append(K("company-address", lang, "corporate/branch address", v, t))
    return out


def _public_keys(r: random.Random) -> list[dict[str, Any]]:
    out = []
    dsn = lambda: (
        f"https://{rand(r, 32, HEX)}@o{r.randint(100000, 999999)}.ingest.us.sentry.io/{r.randint(1000000, 9999999)}"
    )
    mb = lambda: (
        "pk.eyJ1Ijoi"
        + rand(r, 12, ALNUM)
        + "IiwiYSI6Im"
        + rand(r, 22, ALNUM)
        + "In0."
        + rand(r, 22, ALNUM + "-_")
    )
    inits = [
        (
            "Sentry.init dsn",
            dsn,
            lambda v: f'<script>Sentry.init({{dsn: "{v}", tracesSampleRate: 0.1}});</script>',
        ),
        (
            "algoliasearch app id + search-only key",
            lambda: rand(r, 32, HEX),
            lambda v: (
                f'<script>const search = algoliasearch("LATAMX{r.randint(1000, 9999)}", "{v}");</script>'
            ),
        ),
        (
            "mapboxgl.accessToken",
            mb,
            lambda v: (
                f'<script>mapboxgl.accessToken = "{v}"; new mapboxgl.Map({{container: "mapa"}});</script>'
            ),
        ),
        (
            "Stripe(pk_live_)",
            lambda: "pk_live_51" + rand(r, 97),
            lambda v: f"<script>const stripe = Stripe('{v}');</script>",
        ),
        (
            "supabase.createClient anon key",
            lambda: (
                "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzEwMDAwMDAwfQ."
                + rand(r, 43, ALNUM + "-_")
            ),
            lambda v: (
                f"<script>const sb = supabase.createClient('https://xyzcompanyabc.supabase.co', '{v}');</script>"
            ),
        ),
        (
            "firebase config apiKey",
            lambda: "AIza" + rand(r, 35, ALNUM + "-_"),
            lambda v: (
                f'<script>firebase.initializeApp({{apiKey: "{v}", authDomain: "tienda-mx.firebaseapp.com", projectId: "tienda-mx"}});</script>'
            ),
        ),
        (
            "Conekta.setPublicKey",
            lambda: "key_" + rand(r, 22, ALNUM),
            lambda v: f'<script>Conekta.setPublicKey("{v}");</script>',
        ),
        (
            "MercadoPago public key",
            lambda: f"APP_USR-{ids.uuid4(r)}",
            lambda v: f"<script>const mp = new MercadoPago('{v}', {{locale: 'es-MX'}});</script>",
        ),
    ]
    for form, g, h in inits:
        v = g()
        out.append(
            K(
                "public-key",
                "en",
                f"{form} in the page's inline script",
                v,
                h(v).replace("<script>", "").replace("</script>", ""),
                html=h(v),
                where="html",
            )
        )
    envs = [
        ("NEXT_PUBLIC_SENTRY_DSN", dsn()),
        ("VITE_MAPBOX_TOKEN", mb()),
        ("REACT_APP_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rand(r, 97)),
        ("NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", rand(r, 32, HEX)),
        (
            "NEXT_PUBLIC_SUPABASE_ANON_KEY",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0."
            + rand(r, 43, ALNUM),
        ),
        ("VITE_FIREBASE_API_KEY", "AIza" + rand(r, 35, ALNUM + "-_")),
    ]
    for e, v in envs:
        out.append(K("public-key", "en", f"front-end env variable {e}", v, f"{e}={v}"))
    return out


def _placeholders_samples(r: random.Random) -> list[dict[str, Any]]:
    out = []
    ph = [
        ("en", "angle-bracket placeholder", "<tu-api-key>", "OPENAI_API_KEY=<tu-api-key>"),
        (
            "en",
            "shell variable",
            "${TAVILY_API_KEY}",
            'curl -H "Authorization: Bearer ${TAVILY_API_KEY}" https://api.tavily.com/search',
        ),
        (
            "en",
            "GitHub Actions secret ref",
            "${{ secrets.BRAVE_API_KEY }}",
            "BRAVE_API_KEY: ${{ secrets.BRAVE_API_KEY }}",
        ),
        (
            "es",
            "redacted e-mail",
            "redacted@example.test",
            "Correo del titular: redacted@example.test",
        ),
        (
            "es",
            "redacted phone",
            "+52-000-000-0000",
            "Celular de la señora Gómez: +52-000-000-0000",
        ),
        ("en", "masked key", "sk-...REDACTED", "api_key=sk-...REDACTED"),
        ("en", "asterisks", "AKIA****************", "AWS_ACCESS_KEY_ID=AKIA****************"),
        ("es", "masked password", "********", "contraseña: ******** (oculta)"),
        (
            "es",
            "CURP placeholder",
            "XXXX000000XXXXXX00",
            "CURP: XXXX000000XXXXXX00 (ejemplo de formato)",
        ),
        ("en", "REDACTED token", "[REDACTED]", "Authorization: Bearer [REDACTED]"),
        ("es", "masked card", "**** **** **** 4821", "Pagado con tarjeta **** **** **** 4821"),
        ("es", "masked CLABE", "************1234", "CLABE registrada: ************1234"),
        ("en", "your-key-here", "your-api-key-here", "FIRECRAWL_API_KEY=your-api-key-here"),
        ("pt", "placeholder em prosa", "SUA_CHAVE_AQUI", "Substitua SUA_CHAVE_AQUI pela sua chave"),
        (
            "en",
            "env reference in code",
            "os.environ['GEMINI_API_KEY']",
            "genai.configure(api_key=os.environ['GEMINI_API_KEY'])",
        ),
        ("es", "masked phone", "55 **** 4321", "Te enviamos el código al 55 **** 4321"),
        (
            "en",
            "x'd out key",
            "xxxxxxxxxxxxxxxxxxxxxxxx",
            "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        ("es", "masked e-mail", "j***@g***.com", "Enviamos el enlace a j***@g***.com"),
        ("en", "redacted cookie", "<redacted>", "Cookie: session=<redacted>"),
        ("en", "template variable", "{{ api_key }}", "x-api-key: {{ api_key }}"),
        ("es", "redacted account id", "org-REDACTED", "OpenAI-Organization: org-REDACTED"),
        (
            "es",
            "angle-bracket password placeholder",
            "<elige-una-contraseña>",
            "POSTGRES_PASSWORD=<elige-una-contraseña>  # cámbiala antes de desplegar",
        ),
    ]
    for lang, form, v, t in ph:
        out.append(K("placeholder", lang, form, v, t))
    sm = [
        (
            "en",
            "AWS documented example key id",
            "AKIAIOSFODNN7EXAMPLE",
            "Example from the AWS docs: aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
        ),
        (
            "en",
            "AWS documented example secret",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "Sample (AWS documentation): aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "es",
            "Stripe test card as sample",
            "4242 4242 4242 4242",
            "Para probar el checkout usa la tarjeta de prueba 4242 4242 4242 4242, cualquier CVC",
        ),
        (
            "en",
            "Visa test card",
            "4111 1111 1111 1111",
            "Test card (sandbox): 4111 1111 1111 1111, exp 12/34",
        ),
        (
            "en",
            "Mastercard test card",
            "5555 5555 5555 4444",
            "Stripe test Mastercard: 5555 5555 5555 4444",
        ),
        (
            "en",
            "Amex test card",
            "378282246310005",
            "Amex test number from the docs: 378282246310005",
        ),
        (
            "es",
            "Mercado Pago test card",
            "5031 7557 3453 0604",
            "Tarjeta de prueba de Mercado Pago (Mastercard): 5031 7557 3453 0604",
        ),
        (
            "en",
            "Stripe declined test card",
            "4000 0000 0000 0002",
            "Use 4000 0000 0000 0002 to simulate a declined card (test mode)",
        ),
        (
            "en",
            "jwt.io sample token",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "Example token from jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        ),
        (
            "es",
            "Conekta test card",
            "4242424242424242",
            "Sandbox de Conekta: número 4242424242424242",
        ),
        (
            "pt",
            "cartão de teste",
            "4000 0000 0000 0077",
            "Cartão de teste (Stripe, saldo disponível): 4000 0000 0000 0077",
        ),
        (
            "en",
            "Stripe docs test key",
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "Stripe's documentation sample key: sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        ),
    ]
    for lang, form, v, t in sm:
        out.append(K("sample-value", lang, form, v, t))
    return out


def _ids(r: random.Random) -> list[dict[str, Any]]:
    out = []
    # recorded headers that are keepers
    hk = [
        ("x-request-id", lambda: "req_" + rand(r, 24, LOWER_NUM)),
        ("cf-ray", lambda: f"{rand(r, 16, HEX)}-QRO"),
        ("traceparent", lambda: f"00-{rand(r, 32, HEX)}-{rand(r, 16, HEX)}-01"),
        ("x-amzn-trace-id", lambda: f"Root=1-{rand(r, 8, HEX)}-{rand(r, 24, HEX)}"),
        ("etag", lambda: f'W/"{rand(r, 20, LOWER_NUM)}"'.replace('"', "")),
        (
            "x-cloud-trace-context",
            lambda: f"{rand(r, 32, HEX)}/{r.randint(10**18, 9 * 10**18)};o=1",
        ),
        ("openai-processing-ms", lambda: str(r.randint(200, 9000))),
        ("x-ratelimit-reset-requests", lambda: f"{r.randint(1, 59)}.{r.randint(100, 999)}s"),
        ("request-id", lambda: ids.uuid4(r)),
        ("last-modified", lambda: "Tue, 12 Mar 2024 18:04:11 GMT"),
        ("x-served-by", lambda: f"cache-qro{r.randint(1000, 9999)}-QRO"),
        ("x-trace-id", lambda: rand(r, 32, HEX)),
    ]
    for h, g in hk:
        v = g()
        out.append(
            K(
                "request-id" if h not in ("last-modified",) else "date",
                "en",
                f"recorded header {h}",
                v,
                v,
                header=h,
                where="header",
            )
        )
    req = [
        (
            "en",
            "request id in a log",
            lambda: (
                v := "req_" + rand(r, 24, ALNUM),
                f"ERROR 429 from upstream request_id={v} retry_in=12s",
            ),
        ),
        (
            "es",
            "folio de soporte",
            lambda: (
                v := f"{r.randint(10**9, 10**10 - 1)}",
                f"Tu folio de atención es {v}; te atendió {es_short(r)}",
            ),
        ),
        (
            "en",
            "Cloudflare Ray ID",
            lambda: (
                v := f"{rand(r, 16, HEX)}",
                f"Ray ID: {v} • Performance & security by Cloudflare",
            ),
        ),
        (
            "es",
            "número de operación SPEI",
            lambda: (
                v := f"{r.randint(10**9, 10**10 - 1)}",
                f"Clave de rastreo SPEI MBAN01{v}, referencia numérica 0240312",
            ),
        ),
        ("en", "Gemini response id", lambda: (v := rand(r, 22, ALNUM), f"responseId: {v}")),
    ]
    for i in range(10):
        lang, form, fn = req[i % len(req)]
        v, t = fn()
        out.append(K("request-id", lang, form, v, t))
    for i in range(12):
        v = [
            rand(r, 64, HEX),
            rand(r, 40, HEX),
            rand(r, 7, HEX),
            "sha256-" + rand(r, 43, ALNUM + "+/") + "=",
        ][i % 4]
        t = [
            f"sha256 del cuerpo original: {v}",
            f"commit {v} (merge de {es_short(r)})",
            f"fixed in {v}",
            f'integrity="{v}"'.replace('"', ""),
        ][i % 4]
        out.append(
            K(
                "hash",
                "es" if i % 4 == 0 else "en",
                ["sha256", "git sha", "short sha", "SRI"][i % 4],
                v,
                t,
            )
        )
    for i in range(12):
        v = ids.uuid4(r)
        t = [
            f"Folio fiscal (UUID) del CFDI: {v.upper()}",
            f"trace_id={v} span=fetch",
            f"{{id: {v}}}",
            f"Documento {v} firmado por {es_short(r)} (representante legal)",
        ][i % 4]
        v = v.upper() if i % 4 == 0 else v
        out.append(
            K(
                "uuid",
                "es",
                ["CFDI folio fiscal", "trace id", "object id", "document id next to a name"][i % 4],
                v,
                t,
            )
        )
    for i in range(16):
        y, m, d = r.randint(2015, 2025), r.randint(1, 12), r.randint(1, 28)
        forms = [
            (f"{d} de {MONTHS_ES[m - 1]} de {y}", f"Publicado el {{v}} por {es_short(r)}"),
            (f"{d:02d}/{m:02d}/{y}", "Fecha de emisión: {v} · Vigencia 30 días"),
            (
                f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
                "retrievedAt: {v}",
            ),
            (f"{d:02d}.{m:02d}.{y}", "Stand: {v} (última actualización de la tabla)"),
            (f"{y}{m:02d}{d:02d}", "build {v}.3 released"),
            (
                f"{d} de {MONTHS_ES[m - 1]} de {y}",
                "La reforma entró en vigor el {v}, según el DOF.",
            ),
            (f"{m}/{d}/{y}", "Last updated {v} by the editorial team"),
            (f"{y}-{m:02d}-{d:02d}", "Fecha de corte del padrón: {v}"),
        ]
        v, t = forms[i % len(forms)]
        out.append(
            K(
                "date",
                "en" if i % 8 in (2, 6) else "es",
                "publication/update date",
                v,
                t.format(v=v),
            )
        )
    # order / folio / tracking
    for i in range(12):
        v = [
            f"{r.randint(10**9, 10**10 - 1)}",
            f"#{r.randint(100000, 999999)}",
            f"MX-{r.randint(10**7, 10**8)}",
            f"{r.randint(100, 999)}-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}",
        ][i % 4]
        t = [
            f"Pedido {v} — entregado a {es_short(r)}",
            f"Order {v} shipped",
            f"Folio de la solicitud: {v}",
            f"Amazon order {v}",
        ][i % 4]
        out.append(K("order-number", "es" if i % 4 in (0, 2) else "en", "order/folio number", v, t))
    for i in range(12):
        v = [
            f"{r.randint(10**9, 10**10 - 1)}",
            f"{r.randint(10**11, 10**12 - 1)}",
            f"1Z{rand(r, 16, UPPER_NUM)}",
            f"{r.randint(10**21, 10**22 - 1)}",
        ][i % 4]
        t = [
            f"Guía DHL {v} — destinatario: {es_short(r)}",
            f"Número de rastreo FedEx: {v}",
            f"UPS tracking {v}",
            f"Guía Estafeta {v}",
        ][i % 4]
        out.append(K("tracking-number", "en" if i % 4 == 2 else "es", "tracking number", v, t))
    for i in range(12):
        if i % 3 == 2:
            d7 = f"{r.randint(1000000, 9999999)}"
            c = (11 - sum(int(x) * (8 - k) for k, x in enumerate(d7)) % 11) % 11
            v = f"{d7[:4]}-{d7[4:]}{'X' if c == 10 else c}"
            t = f"ISSN {v} (versión impresa)"
        else:
            d = ids.isbn13(r, "978607" if i % 2 else "978968")
            v = d if i % 3 == 0 else f"{d[:3]}-{d[3:6]}-{d[6:9]}-{d[9:12]}-{d[12]}"
            t = f"{es_short(r)}, «Historia mínima del agua», ISBN {v}"
        out.append(K("isbn-issn", "es", "ISBN/ISSN", v, t))
    for i in range(8):
        v = f"10.{r.randint(1000, 9999)}/{rand(r, 8, LOWER_NUM)}.{r.randint(2015, 2024)}.{r.randint(100, 999)}"
        t = [
            f"doi:{v}",
            f"https://doi.org/{v}",
            f"{es_short(r)} et al. (2021). DOI {v}",
            f"arXiv:2403.{r.randint(10000, 99999)} / {v}",
        ][i % 4]
        out.append(K("doi", "en", "DOI", v, t))
    for i in range(12):
        forms = [
            (
                f"N-{r.randint(2015, 2024)}{r.randint(100000, 999999)}",
                "Folio Mercantil Electrónico {v} (Registro Público de Comercio)",
            ),
            (f"{r.randint(10000, 99999)}", "Registro REPSE {v} — {c}"),
            (
                f"{r.randint(10, 99)}{rand(r, 2, UPPER_NUM)}{r.randint(1000, 9999)}",
                "Licencia sanitaria COFEPRIS {v} de {c}",
            ),
            (
                f"{rand(r, 1, 'ABCDEFGH')}{r.randint(10, 99)}{r.randint(10000, 99999)}{r.randint(10, 99)}",
                "Registro patronal IMSS de {c}: {v}",
            ),
            (f"HRB {r.randint(10000, 99999)}", "Amtsgericht München {v} ({c} GmbH)"),
            (
                f"{r.randint(10, 99)}.{r.randint(100, 999)}.{r.randint(100, 999)}/0001-{r.randint(10, 99)}",
                "CNPJ da {c}: {v}",
            ),
        ]
        v, t = forms[i % len(forms)]
        lang = "pt" if i % 6 == 5 else ("en" if i % 6 == 4 else "es")
        out.append(
            K(
                "company-registry",
                lang,
                "public registry number of a company",
                v,
                t.format(v=v, c=r.choice(COMPANIES)[0]),
            )
        )
    for i in range(12):
        v = [
            ids.ean13(r),
            f"SKU-{rand(r, 3, UPPER_NUM)}-{r.randint(1000, 9999)}",
            ids.ean13(r, "7501"),
            f"{r.randint(10**11, 10**12 - 1)}",
        ][i % 4]
        t = [
            f"Código de barras EAN {v}",
            f'{v} · Taladro percutor 1/2"',
            f"EAN-13: {v} — Café de olla 500 g",
            f"UPC {v}",
        ][i % 4]
        out.append(K("sku", "es", "EAN/SKU/UPC", v, t.replace('"', " pulg")))
    for i in range(14):
        v = [
            f"{r.randint(1, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
            f"{r.randint(1000000, 99999999):,}",
            f"{r.randint(1000000000, 9999999999)}",
            f"{r.randint(10, 99)}.{r.randint(100, 999)}.{r.randint(100, 999)}",
            f"{r.randint(100, 999)},{r.randint(100, 999)},{r.randint(100, 999)}.{r.randint(10, 99)}",
            f"{r.randint(1000, 9999)} {r.randint(100, 999)} {r.randint(1000, 9999)}",
            f"{r.randint(55, 99)}.{r.randint(0, 9)} %",
        ][i % 7]
        t = [
            f"Población total (Censo 2020): {v} habitantes",
            f"Absatz in Tonnen: {v}",
            f"Importaciones 2023 (USD): {v}",
            f"Total de verificaciones: {v}",
            f"Monto ejercido: ${v} MXN",
            f"Visitas únicas del mes: {v}",
            f"Participación electoral: {v}",
        ][i % 7]
        out.append(K("statistic", "es", "statistic with digit groups", v, t))
    an = [
        ("G-", 10, UPPER_NUM),
        ("UA-", 0, ""),
        ("GTM-", 7, UPPER_NUM),
        ("fbq pixel", 0, ""),
        ("hotjar", 0, ""),
    ]
    for i in range(10):
        p, n, al = an[i % len(an)]
        if p == "UA-":
            v = f"UA-{r.randint(10**7, 10**8)}-{r.randint(1, 9)}"
        elif p == "fbq pixel":
            v = f"{r.randint(10**14, 10**15)}"
        elif p == "hotjar":
            v = f"hjid:{r.randint(1000000, 3999999)}"
        else:
            v = p + rand(r, n, al)
        t = {
            "G-": f"gtag('config', '{v}');",
            "UA-": f"Google Analytics property {v}",
            "GTM-": f"Google Tag Manager container {v}",
            "fbq pixel": f"fbq('init', '{v}'); // Meta Pixel",
            "hotjar": f"Hotjar site {v}",
        }[p]
        out.append(K("analytics-id", "en", f"analytics id {p}", v, t))
    figs = [
        (
            "es",
            "Claudia Sheinbaum Pardo",
            "La presidenta Claudia Sheinbaum Pardo anunció en la conferencia matutina del 14 de marzo de 2025 un nuevo programa de vivienda.",
        ),
        (
            "es",
            "Marcelo Ebrard",
            "El secretario de Economía, Marcelo Ebrard, se reunió con la American Chamber el 3 de febrero.",
        ),
        (
            "es",
            "Clara Brugada",
            "La jefa de Gobierno, Clara Brugada, inauguró la línea 3 del Cablebús.",
        ),
        (
            "es",
            "Samuel García",
            "El gobernador de Nuevo León, Samuel García, presentó su informe ante el Congreso local.",
        ),
        (
            "pt",
            "Luiz Inácio Lula da Silva",
            "O presidente Luiz Inácio Lula da Silva discursou na abertura da cúpula do G20.",
        ),
        (
            "en",
            "Satya Nadella",
            "Microsoft CEO Satya Nadella said Semantic Kernel is used across Copilot teams.",
        ),
        (
            "en",
            "Sundar Pichai",
            "Google CEO Sundar Pichai announced Gemini 2.0 in a blog post on December 11.",
        ),
        ("es", "Javier Milei", "El presidente argentino Javier Milei firmó el decreto 70/2023."),
        (
            "es",
            "Norma Piña",
            "La ministra Norma Piña, entonces presidenta de la SCJN, votó en contra del proyecto.",
        ),
        (
            "es",
            "Rosa Icela Rodríguez",
            "La secretaria de Gobernación, Rosa Icela Rodríguez, encabezó la mesa de seguridad en Culiacán.",
        ),
        (
            "en",
            "Sam Altman",
            "OpenAI CEO Sam Altman testified before the US Senate on May 16, 2023.",
        ),
        (
            "es",
            "Alberto Ávila",
            "Por Alberto Ávila, editor de tecnología de unocero, 27 de agosto de 2019.",
        ),
        (
            "es",
            "Keiko Fujimori",
            "La excandidata presidencial Keiko Fujimori declaró ante la fiscalía en Lima.",
        ),
        (
            "pt",
            "Fernando Haddad",
            "O ministro da Fazenda, Fernando Haddad, apresentou o novo arcabouço fiscal.",
        ),
    ]
    for lang, v, t in figs:
        out.append(
            K("public-figure", lang, "public figure named with public role, no private datum", v, t)
        )
    for i in range(10):
        v = [
            f"{r.randint(100, 9999)}/{r.randint(2019, 2024)}",
            f"LA-{r.randint(10**8, 10**9)}-E{r.randint(1, 99)}-{r.randint(2021, 2024)}",
            f"NOM-{r.randint(1, 250):03d}-SSA1-{r.randint(2010, 2023)}",
            f"CVE-{r.randint(2019, 2024)}-{r.randint(1000, 49999)}",
            f"{r.randint(1000000, 9999999)}",
        ][i % 5]
        t = [
            f"Amparo en revisión {v}, ponente: ministro Juan Luis González Alcántara",
            f"Licitación pública nacional {v}",
            f"Cumple con la norma {v}",
            f"Vulnerabilidad {v} corregida en la versión 2.4.1",
            f"Oficio núm. {v} firmado por la Dirección General Jurídica",
        ][i % 5]
        out.append(
            K("case-number", "es" if i % 5 != 3 else "en", "case/tender/standard number", v, t)
        )
    for i in range(10):
        v = [
            f"{r.randint(1700000000, 1740000000)}",
            f"{r.randint(10**18, 2 * 10**18)}",
            f"{r.randint(19, 21)}.{r.randint(100000, 999999)}, -{r.randint(98, 103)}.{r.randint(100000, 999999)}",
            f"{r.randint(1, 3)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
            f"{r.randint(10**9, 10**10 - 1)}",
        ][i % 5]
        t = [
            f"recorded_at unix: {v}",
            f"https://x.com/SSPCMexico/status/{v}",
            f"Coordenadas de la planta: {v}",
            f"pydantic-ai=={v}",
            f"ISBN-10 de la edición 1998: {v[:9]}X"
            if False
            else f"Clave catastral {v} (predio de la Secretaría de Cultura)",
        ][i % 5]
        out.append(
            K(
                "numeric-id",
                "en" if i % 5 in (0, 1, 3) else "es",
                [
                    "unix timestamp",
                    "status id",
                    "coordinates",
                    "version",
                    "cadastral key of a public building",
                ][i % 5],
                v,
                t,
            )
        )
    return out


def _extras(r: random.Random) -> list[dict[str, Any]]:
    out = []
    out.append(
        K(
            "generic-rfc",
            "es",
            "SAT generic RFC for público en general",
            "XAXX010101000",
            f"Factura global a público en general, RFC XAXX010101000, cliente de mostrador {es_short(r)}",
        )
    )
    out.append(
        K(
            "generic-rfc",
            "es",
            "SAT generic RFC for foreign clients",
            "XEXX010101000",
            "Receptor extranjero: RFC XEXX010101000, residencia fiscal USA",
        )
    )
    out.append(
        K(
            "generic-rfc",
            "en",
            "SAT generic RFC in an invoice line",
            "XAXX010101000",
            "rfc_receptor=XAXX010101000 uso_cfdi=S01",
        )
    )
    l, x = _lada(r)
    v = f"({l})\u00a0{x[:-4]}\u00a0{x[-4:]}"
    out.append(
        K(
            "switchboard",
            "es",
            "Conmutador with no-break spaces",
            v,
            f"Conmutador: {v} · Recepción atendida por {es_short(r)}",
        )
    )
    l, x = _lada(r)
    v = f"{l}{x}"
    out.append(
        K(
            "switchboard",
            "es",
            "bare 10 digits labelled Conmutador",
            v,
            f"{r.choice(COMPANIES)[0]} — Conmutador {v}",
        )
    )
    v = f"800{r.randint(1000000, 9999999)}"
    out.append(
        K(
            "toll-free",
            "es",
            "800 in a recorded-looking field",
            v,
            v,
            key="telefono_atencion",
            where="data",
        )
    )
    out.append(
        K(
            "placeholder",
            "es",
            "redacted phone +52 55 0000 0000",
            "+52 55 0000 0000",
            "Celular: +52 55 0000 0000 (dato eliminado)",
        )
    )
    v = f"DFSSA{r.randint(100000, 999999)}"
    out.append(
        K(
            "public-registry",
            "es",
            "CLUES of a public clinic",
            v,
            f"Centro de Salud T-III (CLUES {v}), directora: Dra. {es_short(r)}",
        )
    )
    v = f"{r.randint(1, 32):02d}{r.randint(1, 570):03d}{r.randint(1, 9999):04d}"
    out.append(
        K(
            "public-registry",
            "es",
            "INEGI clave geoestadística",
            v,
            f"Clave de localidad INEGI {v} (cabecera municipal)",
        )
    )
    v = f"{r.randint(1000000, 2999999)}"
    out.append(
        K(
            "public-registry",
            "es",
            "IMPI trademark registration",
            v,
            f"Marca registrada ante el IMPI, registro {v}, titular {r.choice(COMPANIES)[0]}",
        )
    )
    v = f"${r.randint(1, 9)},{r.randint(100, 999)},{r.randint(100, 999)}.{r.randint(10, 99)}"
    out.append(
        K(
            "statistic",
            "es",
            "price with thousands separators",
            v,
            f"Precio de lista: {v} MXN (IVA incluido)",
        )
    )
    v = f"C.P. {r.choice(COLONIAS)[1]}"
    out.append(
        K(
            "company-address",
            "es",
            "postal code alone",
            v,
            f"Cobertura de envío gratis: {v} y alrededores",
        )
    )
    l, x = _lada(r)
    v = f"800 {x[:3]} {x[-4:]}"
    out.append(
        K(
            "toll-free",
            "en",
            "toll-free support line in a recorded header",
            v,
            v,
            header="X-Support-Phone",
            where="header",
        )
    )
    v = "ventas@" + r.choice(COMPANIES)[2]
    out.append(
        K(
            "role-mailbox",
            "en",
            "role mailbox in a recorded header",
            v,
            v,
            header="Reply-To",
            where="header",
        )
    )
    return out


def entries(r: random.Random) -> list[dict[str, Any]]:
    return (
        _contacts(r)
        + _company_ids(r)
        + _public_keys(r)
        + _placeholders_samples(r)
        + _ids(r)
        + _extras(r)
    )
