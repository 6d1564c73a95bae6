"""Keeper items: values a redactor must leave alone (companies, samples, hashes, dates...)."""

from __future__ import annotations

import hashlib
import string
from typing import Any

import ids
from ids import alnum, digits, hexs

B62 = string.ascii_letters + string.digits


def it(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    key: str = "info",
    place: str = "any",
    html: str | None = None,
) -> dict[str, Any]:
    return {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "place": place,
        "html": html,
    }


COMPANIES = [
    ("Refaccionaria El Tornillo", "eltornillo.com.mx"),
    ("Grupo Textil Anáhuac", "textilanahuac.mx"),
    ("Mueblería Los Arcos", "muebleriaarcos.com"),
    ("Clínica Dental Sonrisa Norte", "sonrisanorte.mx"),
    ("Editorial Piedra de Sol", "piedradesol.com.mx"),
    ("Transportes Cuauhtémoc", "tcuauhtemoc.com"),
    ("Panadería La Espiga", "laespiga.mx"),
    ("Colegio Vasconcelos", "colegiovasconcelos.edu.mx"),
    ("Hotel Real del Bajío", "realdelbajio.com"),
    ("Agencia Viajes Maya", "viajesmaya.com.mx"),
    ("Software Tlaloc", "tlaloc.dev"),
    ("Ferretería Hermanos Ruiz", "ferreruiz.com.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "prensa",
    "info",
    "hola",
    "privacidad",
    "datospersonales",
    "reclutamiento",
    "compras",
    "cobranza",
    "servicio",
    "pedidos",
    "admisiones",
    "reservaciones",
    "legal",
    "comunicacion",
    "marketing",
]


def mailboxes() -> list[dict[str, Any]]:
    out = []
    for i in range(40):
        co, dom = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        f = i % 8
        if f == 0:
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "role mailbox in a company footer",
                    v,
                    f"{co} · Escríbenos: {v}",
                    key="footer",
                )
            )
        elif f == 1:
            v = v.upper()
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "upper-case role mailbox",
                    v,
                    f"CORREO DE {role.upper()}: {v}",
                    key="contacto_empresa",
                )
            )
        elif f == 2:
            url = f"mailto:{v}?subject=Solicitud%20de%20cotizaci%C3%B3n"
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "role mailbox mailto with query",
                    v,
                    f"{co}: {url}",
                    key="enlace_empresa",
                    html=f'<p>{co}: <a href="{url}">{v}</a></p>',
                )
            )
        elif f == 3:
            out.append(
                it(
                    "role-mailbox",
                    "en",
                    "Reply-To with company name",
                    v,
                    f"Reply-To: {co} <{v}>",
                    key="mail_headers",
                )
            )
        elif f == 4:
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "aviso de privacidad (ARCO) mailbox",
                    v,
                    f"Para ejercer sus derechos ARCO, {co} pone a su disposición el correo {v}",
                    key="aviso_privacidad",
                )
            )
        elif f == 5:
            out.append(
                it(
                    "role-mailbox",
                    "es",
                    "role mailbox with switchboard",
                    v,
                    f"Atención a clientes de {co}: {v} / Conmutador (55) 5{digits(3)} {digits(4)}",
                    key="atencion",
                )
            )
        elif f == 6:
            out.append(
                it(
                    "role-mailbox",
                    "pt",
                    "Portuguese company contact",
                    v,
                    f"Fale com a equipe de {role} da {co}: {v}",
                    key="contato",
                )
            )
        else:
            out.append(
                it(
                    "role-mailbox",
                    "en",
                    "press contact on a news page",
                    v,
                    f"Media inquiries: {v}",
                    key="press",
                )
            )
    gov = [
        ("transparencia@", "sep.gob.mx"),
        ("atencion.ciudadana@", "salud.gob.mx"),
        ("quejas@", "profeco.gob.mx"),
        ("contacto@", "inegi.org.mx"),
        ("unidad.enlace@", "sct.gob.mx"),
        ("oficialia.partes@", "cdmx.gob.mx"),
        ("transparencia@", "jalisco.gob.mx"),
        ("comunicacion.social@", "municipiodequeretaro.gob.mx"),
        ("denuncias@", "funcionpublica.gob.mx"),
        ("atencion@", "condusef.gob.mx"),
        ("contacto@", "inai.org.mx"),
        ("prensa@", "senado.gob.mx"),
        ("informes@", "imss.gob.mx"),
        ("datos.abiertos@", "gob.mx"),
        ("CONTACTO@", "SEGOB.GOB.MX"),
        ("ventanilla.unica@", "puebla.gob.mx"),
        ("transparencia@", "ieem.org.mx"),
        ("atencion.usuarios@", "ift.org.mx"),
        ("soporte.tecnico@", "sat.gob.mx"),
        ("biblioteca@", "colmex.mx"),
    ]
    for i, (r, d) in enumerate(gov):
        v = r + d
        t = [
            f"Solicitudes de información: {v}",
            f"Unidad de Transparencia — correo institucional {v}",
            f"Dudas sobre el trámite: {v} (lunes a viernes, 9 a 15 h)",
            f"Official contact: {v}",
        ][i % 4]
        out.append(
            it(
                "gov-role-mailbox",
                "en" if i % 4 == 3 else "es",
                "institutional role mailbox",
                v,
                t,
                key="institucional",
            )
        )
    return out


def phones_kept() -> list[dict[str, Any]]:
    out = []
    sw = [
        "Conmutador: (55) 5{a} {b}",
        "Tel. oficina: 33 3{a} {b} ext. 1204",
        "Tel.: +52 55 5{a} {b}, ext. 210",
        "PBX (81) 8{a}-{b}",
        "Centro de atención telefónica: 55 5{a} {b} opción 3",
        "Sucursal Centro: (222) {a} {b}",
        "Recepción del hotel: +52 (477) {a} {b}",
        "Oficinas: 442 {a} {b} Ext. 118",
        "Call center 55-5{a}-{b}",
        "Teléfono de la empresa: 999 {a} {b}",
        "Switchboard: +52 55 5{a} {b}",
        "Tel. conmutador 664 {a} {b}",
        "Mesa de ayuda: 55 5{a} {b} ext 4000",
        "Línea de atención a clientes 33.3{a}.{b}",
    ]
    for i in range(28):
        co, _ = COMPANIES[i % len(COMPANIES)]
        a, b = digits(3), digits(4)
        t = sw[i % len(sw)]
        num_txt = t.split(": ")[-1] if ": " in t else t.split(" ", 2)[-1]
        full = t.format(a=a, b=b)
        v = full.split(": ", 1)[1] if ": " in full else full.split(" ", 2)[-1]
        if i % len(sw) in (8, 13):
            v = full.split(" ", 2)[-1] if i % len(sw) == 8 else full.split("clientes ")[1]
        out.append(
            it(
                "switchboard",
                "en" if "Switchboard" in t else "es",
                "company switchboard: " + t.split(" ")[0],
                v,
                f"{co}. {full}",
                key="telefono_empresa",
            )
        )
        del num_txt
    tf = [
        "800 {a} {b}",
        "01 800 {a} {b}",
        "+52 800 {a} {b}",
        "800-{a}-{b}",
        "01-800-{a}-{b}",
        "(800) {a} {b}",
        "800 00 {c}",
        "1-800-{a}-{b}",
        "+1 888 {a} {b}",
        "800.{a}.{b}",
        "01 (800) {a}-{b}",
    ]
    ctx = [
        "Lada sin costo: {v}",
        "Llama gratis al {v}",
        "Atención 24 h: {v}",
        "Línea sin costo {v} (desde todo México)",
        "Toll-free: {v}",
        "Reportes de fallas: {v}",
    ]
    for i in range(22):
        a, b, c = digits(3), digits(4), digits(4)
        v = tf[i % len(tf)].format(a=a, b=b, c=c)
        t = ctx[i % len(ctx)]
        out.append(
            it(
                "toll-free",
                "en" if t.startswith("Toll") else "es",
                "800 number " + tf[i % len(tf)],
                v,
                t.format(v=v),
                key="linea_gratuita",
            )
        )
    inst = [
        ("Locatel", "55 5658 1111"),
        ("Emergencias", "911"),
        ("Denuncia anónima", "089"),
        ("Línea de la Vida", "800 911 2000"),
        ("PROFECO Teléfono del Consumidor", "55 5568 8722"),
    ]
    for name, v in inst:
        out.append(
            it(
                "official-contact",
                "es",
                "public service line",
                v,
                f"{name}: {v}",
                key="servicios_publicos",
            )
        )
    return out


def addresses_kept() -> list[dict[str, Any]]:
    rows = [
        "Oficinas corporativas: Av. Paseo de la Reforma 505, piso 12, Col. Cuauhtémoc, C.P. 06500, Ciudad de México",
        "Sucursal Centro: Calle Madero 34, Col. Centro, C.P. 06000, Cuauhtémoc, CDMX",
        "Domicilio fiscal de la empresa: Blvd. Manuel Ávila Camacho 40, piso 9, Lomas de Chapultepec, 11000, CDMX",
        "Sede del congreso: Centro de Convenciones, Av. Mariano Otero 1499, Verde Valle, 44550 Guadalajara, Jal.",
        "Planta industrial: Carretera a Saltillo km 8.5, Parque Industrial Escobedo, C.P. 66050, Escobedo, N.L.",
        "Visítanos en nuestra tienda: Av. Constituyentes 120, local 5, Col. El Jacal, 76180 Querétaro, Qro.",
        "Oficina de atención ciudadana: Calle Moneda 2, Centro Histórico, C.P. 06060, CDMX",
        "Almacén: Calle Norte 45 #900, Industrial Vallejo, Azcapotzalco, C.P. 02300",
        "Corporativo: Torre Chapultepec Uno, Paseo de la Reforma 509, piso 30, C.P. 06500",
        "Campus Sur: Calz. del Hueso 1100, Col. Villa Quietud, Coyoacán, C.P. 04960",
        "Restaurante La Espiga — Av. 5 de Mayo 12, Centro, Puebla, Pue. C.P. 72000",
        "Hospital General: Dr. Balmis 148, Col. Doctores, C.P. 06720, CDMX",
        "Museo Casa Azul: Londres 247, Del Carmen, Coyoacán, 04100 Ciudad de México",
        "Headquarters: Av. Insurgentes Sur 1602, floor 4, Crédito Constructor, 03940 Mexico City",
        "Sucursal Mérida: Calle 60 x 55, Centro, 97000 Mérida, Yuc. (horario 9–19 h)",
        "Agencia Viajes Maya — Blvd. Kukulcán km 9, Zona Hotelera, 77500 Cancún, Q. Roo",
        "Centro de distribución: Libramiento Norte 3300, Bodega 12, 37490 León, Gto.",
        "Auditorio Nacional, Paseo de la Reforma 50, Bosque de Chapultepec, 11580 CDMX",
        "Oficinas del SAT: Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Ciudad de México",
        "Escuela: Colegio Vasconcelos, Privada de la Luz 10, Col. San Ángel, 01000 CDMX (Control escolar)",
        "Showroom: Calzada Independencia Norte 2100, local 3, 44340 Guadalajara, Jal.",
        "Ayuntamiento de Zapopan: Av. Hidalgo 151, Centro, 45100 Zapopan, Jal.",
        "Filial Monterrey: Av. Constitución 405 Pte., piso 7, Centro, 64000 Monterrey, N.L.",
        "Local comercial 14, Plaza Las Américas, Av. Tulum 260, SM 7, 77500 Cancún",
        "Sede da empresa: Av. Ejército Nacional 843-B, Granada, 11520 Cidade do México",
        "Módulo de atención: Calle 5 de Febrero 35, piso 2, Col. Centro, C.P. 06080",
        "Branch office: Blvd. Agua Caliente 10440, Tower B, suite 801, 22420 Tijuana, B.C.",
        "Parroquia de San Juan Bautista, Jardín Hidalgo s/n, Coyoacán, C.P. 04000",
    ]
    out = []
    for _i, t in enumerate(rows):
        v = t.split(": ", 1)[1] if ": " in t else t.split(" — ")[-1] if " — " in t else t
        lang = (
            "en"
            if t.startswith(("Headquarters", "Branch"))
            else "pt"
            if t.startswith("Sede da")
            else "es"
        )
        out.append(
            it("company-address", lang, "company/branch/venue address", v, t, key="ubicacion")
        )
    return out


def public_keys() -> list[dict[str, Any]]:
    rows = [
        ("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + alnum(60)),
        ("VITE_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + alnum(60)),
        ("REACT_APP_STRIPE_KEY", "pk_live_51" + alnum(60)),
        ("NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", "pk_live_" + alnum(40)),
        ("VITE_CLERK_PUBLISHABLE_KEY", "pk_test_" + alnum(40)),
        ("NEXT_PUBLIC_POSTHOG_KEY", "phc_" + alnum(43)),
        (
            "VITE_MAPBOX_TOKEN",
            "pk.eyJ1IjoiY2FwdHVyYXMiLCJhIjoi" + alnum(20) + "In0." + alnum(22, B62 + "-_"),
        ),
        ("NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", hexs(32)),
        ("REACT_APP_FIREBASE_API_KEY", "AIza" + alnum(35, B62 + "-_")),
        ("VITE_FIREBASE_API_KEY", "AIza" + alnum(35, B62 + "-_")),
        (
            "NEXT_PUBLIC_SENTRY_DSN",
            f"https://{hexs(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(16)}",
        ),
        (
            "NEXT_PUBLIC_MERCADOPAGO_PUBLIC_KEY",
            f"APP_USR-{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}",
        ),
        (
            "VITE_SUPABASE_ANON_KEY",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0."
            + alnum(43, B62 + "-_"),
        ),
        ("REACT_APP_RECAPTCHA_SITE_KEY", "6L" + alnum(38, B62 + "-_")),
        ("NEXT_PUBLIC_GA_MEASUREMENT_ID", "G-" + alnum(10, string.ascii_uppercase + string.digits)),
        ("VITE_PADDLE_CLIENT_TOKEN", "live_" + hexs(27)),
    ]
    out = []
    for _i, (var, v) in enumerate(rows):
        out.append(
            it(
                "public-key-browser",
                "en",
                f"publishable key in browser variable {var.split('_')[0]}_",
                v,
                f"{var}={v}",
                key="frontend_env",
                place="data",
            )
        )
    out.append(
        it(
            "public-key",
            "en",
            "PEM public key header",
            "-----BEGIN PUBLIC KEY-----",
            "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A"
            + alnum(40, B62 + "/+")
            + "\n-----END PUBLIC KEY-----",
            key="jwks_pem",
            place="data",
        )
    )
    out.append(
        it(
            "public-key",
            "en",
            "ssh public key of a deploy host",
            (sk := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(43, B62 + "/+")),
            f"{sk} deploy@ci-capturas",
            key="authorized_keys",
            place="data",
        )
    )
    out.append(
        it(
            "public-key",
            "en",
            "certificate header",
            "-----BEGIN CERTIFICATE-----",
            "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE"
            + alnum(40, B62 + "/+")
            + "\n-----END CERTIFICATE-----",
            key="ca_cert",
            place="data",
        )
    )
    out.append(
        it(
            "public-key",
            "en",
            "PGP fingerprint",
            (fp := " ".join(alnum(4, "0123456789ABCDEF") for _ in range(10))),
            f"Clave PGP de prensa@piedradesol.com.mx, huella {fp}",
            key="pgp",
        )
    )
    out.append(
        it(
            "public-key",
            "en",
            "JWKS modulus field",
            (n := alnum(86, B62 + "-_")),
            f"kty: RSA, kid: 2025-01, n: {n}, e: AQAB",
            key="jwks",
            place="data",
        )
    )
    return out


def samples() -> list[dict[str, Any]]:
    rows = [
        (
            "sample-value",
            "en",
            "AWS docs example access key id",
            "AKIAIOSFODNN7EXAMPLE",
            "Example: aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
        ),
        (
            "sample-value",
            "en",
            "AWS docs example secret",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "e.g. aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "sample-value",
            "es",
            "Stripe test card in docs",
            "4242 4242 4242 4242",
            "Para pruebas usa la tarjeta 4242 4242 4242 4242 con cualquier CVC",
        ),
        (
            "sample-value",
            "en",
            "Stripe test card plain",
            "4000056655665556",
            "Test card (debit): 4000056655665556",
        ),
        (
            "sample-value",
            "es",
            "RFC genérico público en general",
            "XAXX010101000",
            "Para ventas al público en general usa el RFC genérico XAXX010101000",
        ),
        (
            "sample-value",
            "es",
            "RFC genérico extranjeros",
            "XEXX010101000",
            "Clientes extranjeros: RFC XEXX010101000",
        ),
        (
            "placeholder",
            "en",
            "placeholder API key",
            "YOUR_API_KEY",
            "curl https://api.tavily.com/search -H 'Authorization: Bearer YOUR_API_KEY'",
        ),
        (
            "placeholder",
            "en",
            "truncated key in docs",
            "sk-...",
            "Set OPENAI_API_KEY=sk-... in your shell",
        ),
        (
            "placeholder",
            "en",
            "xxxx placeholder",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        (
            "placeholder",
            "en",
            "env interpolation",
            "${BRAVE_API_KEY}",
            "X-Subscription-Token: ${BRAVE_API_KEY}",
        ),
        (
            "placeholder",
            "en",
            "GitHub Actions secret ref",
            "${{ secrets.FIRECRAWL_API_KEY }}",
            "FIRECRAWL_API_KEY: ${{ secrets.FIRECRAWL_API_KEY }}",
        ),
        (
            "placeholder",
            "en",
            "process.env reference",
            "process.env.SERPER_API_KEY",
            "headers: { 'X-API-KEY': process.env.SERPER_API_KEY }",
        ),
        (
            "placeholder",
            "en",
            "os.environ reference",
            "os.environ['JINA_API_KEY']",
            "api_key = os.environ['JINA_API_KEY']",
        ),
        (
            "placeholder",
            "es",
            "angle-bracket placeholder",
            "<tu-api-key>",
            "Reemplaza <tu-api-key> por tu llave",
        ),
        (
            "placeholder",
            "es",
            "masked card",
            "**** **** **** 4821",
            "Tarjeta terminación **** **** **** 4821",
        ),
        (
            "placeholder",
            "es",
            "redacted e-mail",
            "redacted@example.test",
            "Correo: redacted@example.test",
        ),
        ("placeholder", "es", "redacted phone", "+52-000-000-0000", "Teléfono: +52-000-000-0000"),
        (
            "placeholder",
            "es",
            "CURP-shaped placeholder",
            "XXXX000000HXXXXX00",
            "CURP: XXXX000000HXXXXX00 (formato)",
        ),
        (
            "placeholder",
            "en",
            "example.com sample e-mail",
            "user@example.com",
            "Sign in as user@example.com to try the demo",
        ),
        (
            "placeholder",
            "es",
            "ejemplo de correo en un formulario",
            "nombre@example.org",
            "Escribe tu correo (p. ej. nombre@example.org)",
        ),
        (
            "placeholder",
            "en",
            "fictional 555 phone",
            "(555) 555-0142",
            "Call (555) 555-0142 in the demo app",
        ),
        ("placeholder", "en", "redaction marker", "[REDACTED]", "Authorization: [REDACTED]"),
        (
            "placeholder",
            "en",
            "filtered header value",
            "<BASIC_AUTH>",
            "Authorization: Basic <BASIC_AUTH>",
        ),
        (
            "placeholder",
            "es",
            "CLABE de ejemplo enmascarada",
            "012 XXX XXXXXXXXXX X",
            "CLABE: 012 XXX XXXXXXXXXX X",
        ),
        (
            "placeholder",
            "en",
            "sk_test placeholder with dots",
            "sk_test_•••••••••••••••",
            "Secret key: sk_test_••••••••••••••• (hidden)",
        ),
    ]
    return [it(k, lang, form, v, t, key="docs") for k, lang, form, v, t in rows]


def hashes_ids() -> list[dict[str, Any]]:
    out = []
    for i in range(22):
        s = f"captura-{i}".encode()
        rows = [
            ("sha256 of the original body", hashlib.sha256(s).hexdigest(), "sha256_original={v}"),
            ("git commit SHA", hashlib.sha1(s).hexdigest(), "commit {v} (fix: parser)"),
            ("ETag md5", hashlib.md5(s).hexdigest(), "W/{v}"),
            (
                "SRI integrity",
                "sha384-" + __import__("base64").b64encode(hashlib.sha384(s).digest()).decode(),
                "integrity={v}",
            ),
            (
                "docker digest",
                "sha256:" + hashlib.sha256(s + b"img").hexdigest(),
                "image: ghcr.io/acme/capturador@{v}",
            ),
            (
                "npm integrity sha512",
                "sha512-" + __import__("base64").b64encode(hashlib.sha512(s).digest()).decode(),
                "integrity: {v}",
            ),
            (
                "blake2 content hash",
                hashlib.blake2b(s, digest_size=16).hexdigest(),
                "content_hash: {v}",
            ),
            ("short git SHA", hashlib.sha1(s).hexdigest()[:7], "fixed in {v}"),
        ]
        form, v, t = rows[i % len(rows)]
        out.append(
            it(
                "hash",
                "en",
                form,
                v,
                t.format(v=v),
                key="integridad",
                place="header" if form == "ETag md5" else "any",
            )
        )
        if form == "ETag md5":
            out[-1]["key"] = "ETag"
    reqs = [
        (
            "X-Request-Id uuid",
            lambda: f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-9{hexs(3)}-{hexs(12)}",
            "X-Request-Id",
            "header",
        ),
        (
            "request_id field",
            lambda: f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-a{hexs(3)}-{hexs(12)}",
            "request_id",
            "data",
        ),
        ("traceparent", lambda: f"00-{hexs(32)}-{hexs(16)}-01", "traceparent", "header"),
        ("cf-ray", lambda: f"{hexs(16)}-MEX", "cf-ray", "header"),
        ("x-amzn-trace-id", lambda: f"Root=1-{hexs(8)}-{hexs(24)}", "x-amzn-trace-id", "header"),
        ("OpenAI x-request-id req_", lambda: "req_" + hexs(32), "x-request-id", "header"),
        ("Anthropic request-id", lambda: "req_011C" + alnum(20), "request-id", "header"),
        (
            "Idempotency-Key",
            lambda: f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-8{hexs(3)}-{hexs(12)}",
            "Idempotency-Key",
            "header",
        ),
        (
            "CFDI folio fiscal (UUID)",
            lambda: f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}".upper(),
            "folio_fiscal",
            "data",
        ),
        (
            "search id",
            lambda: f"{hexs(8)}-{hexs(4)}-7{hexs(3)}-b{hexs(3)}-{hexs(12)}",
            "search_id",
            "data",
        ),
        (
            "x-cloud-trace-context",
            lambda: f"{hexs(32)}/{digits(19)};o=1",
            "x-cloud-trace-context",
            "header",
        ),
    ]
    for i in range(22):
        form, fv, key, place = reqs[i % len(reqs)]
        v = fv()
        out.append(
            it(
                "request-id",
                "en",
                form,
                v,
                v if place == "header" else f"{key}: {v}",
                key=key,
                place=place,
            )
        )
    return out


def dates() -> list[dict[str, Any]]:
    rows = [
        ("Date header", "Wed, 12 Mar 2025 17:04:11 GMT", "{v}", "Date", "header"),
        ("Last-Modified header", "Mon, 03 Feb 2025 09:15:00 GMT", "{v}", "Last-Modified", "header"),
        ("Expires header", "Thu, 01 Jan 1970 00:00:01 GMT", "{v}", "Expires", "header"),
        ("Date header lower", "Fri, 07 Jun 2024 22:31:09 GMT", "{v}", "date", "header"),
        ("publishedAt", "2024-11-18T06:30:00Z", "publishedAt: {v}", "publishedAt", "data"),
        ("retrievedAt", "2025-03-12T17:04:12.381Z", "retrievedAt={v}", "retrievedAt", "data"),
        ("cacheAgeSeconds", "86400", "cacheAgeSeconds: {v}", "cacheAgeSeconds", "data"),
        ("published_date", "2023-09-27", "published_date: {v}", "published_date", "data"),
        (
            "article date in prose",
            "3 de marzo de 2024",
            "Publicado el 3 de marzo de 2024 a las 10:15",
            "fecha",
            "any",
        ),
        ("update date", "15/01/2025", "Última actualización: 15/01/2025", "actualizacion", "any"),
        (
            "DOF date",
            "5 de julio de 2010",
            "Ley publicada en el DOF el 5 de julio de 2010",
            "marco_legal",
            "any",
        ),
        (
            "copyright years",
            "© 1998–2025",
            "© 1998–2025 Editorial Piedra de Sol. Todos los derechos reservados.",
            "copyright",
            "any",
        ),
        (
            "company founding date",
            "12 de mayo de 1950",
            "La empresa fue fundada el 12 de mayo de 1950 en Monterrey",
            "historia",
            "any",
        ),
        (
            "event date",
            "14 de octubre de 2025",
            "El congreso será el 14 de octubre de 2025 en Guadalajara",
            "evento",
            "any",
        ),
        (
            "deadline",
            "31/03/2025",
            "Fecha límite para la declaración anual: 31/03/2025",
            "sat",
            "any",
        ),
        ("Retry-After date", "Wed, 21 Oct 2025 07:28:00 GMT", "{v}", "Retry-After", "header"),
        ("ratelimit reset epoch", "1741799100", "x-ratelimit-reset: {v}", "ratelimit", "data"),
        (
            "English article date",
            "March 12, 2025",
            "Updated March 12, 2025 at 9:00 a.m. CST",
            "updated",
            "any",
        ),
        ("ISO date of a report", "2024-12-31", "Cifras al cierre: 2024-12-31", "corte", "any"),
        (
            "historic date",
            "16 de septiembre de 1810",
            "El Grito de Independencia ocurrió el 16 de septiembre de 1810",
            "historia",
            "any",
        ),
        (
            "holiday",
            "20 de noviembre",
            "Día inhábil: 20 de noviembre (Revolución Mexicana)",
            "calendario",
            "any",
        ),
        (
            "expiry of a promotion",
            "30-JUN-2025",
            "Vigencia de la promoción: 30-JUN-2025",
            "promo",
            "any",
        ),
        ("recorded_at", "2025-02-14T18:22:07", "recorded_at: {v}", "recorded_at", "data"),
        (
            "Portuguese date",
            "12 de março de 2025",
            "Publicado em 12 de março de 2025",
            "data_pub",
            "any",
        ),
        ("fetched at", "2025-03-12 17:04:12 UTC", "fetched_at={v}", "fetched_at", "data"),
        (
            "version release date",
            "2024-06-04",
            "v2.3.0 (2024-06-04): soporte de proxies",
            "changelog",
            "any",
        ),
    ]
    return [
        it(
            "date",
            "pt" if "Portuguese" in f else "en" if p == "header" else "es",
            f,
            v,
            t.format(v=v),
            key=k,
            place=p,
        )
        for f, v, t, k, p in rows
    ]


def org_ids() -> list[dict[str, Any]]:
    out = []
    morales = [
        ("GTA", "19980412", "Grupo Textil Anáhuac, S.A. de C.V."),
        ("EPS", "20030915", "Editorial Piedra de Sol, S.A."),
        ("TCU", "19850101", "Transportes Cuauhtémoc, S. de R.L."),
        ("STL", "20150620", "Software Tlaloc, S.A.P.I. de C.V."),
        ("HRB", "19910310", "Hotel Real del Bajío, S.A. de C.V."),
        ("MLA", "20071122", "Mueblería Los Arcos, S.A. de C.V."),
        ("CVA", "19790805", "Colegio Vasconcelos, A.C."),
        ("FHR", "20110218", "Ferretería Hermanos Ruiz, S.A. de C.V."),
    ]
    for i, (ab, d, name) in enumerate(morales):
        v = ids.rfc_moral(ab, d)
        t = [
            f"{name} — RFC {v}",
            f"Emisor: {name}, RFC: {v}, régimen 601",
            f"RFC de la empresa: {v}",
            f"Facturado por {name} ({v})",
        ][i % 4]
        out.append(it("company-rfc", "es", "persona moral RFC", v, t, key="emisor"))
    rows = [
        (
            "registro patronal IMSS",
            f"Y{digits(2)}-{digits(5)}-{digits(2)}-{digits(1)}",
            "Registro patronal de la empresa: {v}",
        ),
        ("CLUES of a clinic", f"DFIMS{digits(6)}", "Unidad médica CLUES {v}"),
        ("CCT school code", f"09DPR{digits(4)}X", "Escuela primaria, CCT {v}"),
        ("ISSN", ids.issn("1405" + "774"), "Revista Tecnología y Sociedad, ISSN {v}"),
        ("ISSN", ids.issn("2007" + "350"), "ISSN electrónico {v}"),
        ("ISBN-13", ids.isbn13("978607316" + "412"), "ISBN {v}"),
        (
            "ISBN-13 hyphenated",
            "978-607-"
            + (b := ids.isbn13("978607" + "8221" + "49"))[6:10]
            + "-"
            + b[10:12]
            + "-"
            + b[12],
            "ISBN: {v}",
        ),
        ("DOI", "10.1016/j.ipm.2024." + digits(6), "https://doi.org/{v}"),
        ("DOI", "10.48550/arXiv.2403." + digits(5), "doi: {v}"),
        ("DUNS", digits(9), "Número D-U-N-S de la compañía: {v}"),
        ("LEI", ids.lei("5493"), "LEI of the issuer: {v}"),
        ("GLN/EAN-13", ids.isbn13("750" + digits(9)), "Código de barras EAN-13: {v}"),
        ("Banxico bank code", "40012", "Clave Banxico de BBVA México: {v}"),
        ("NIF of a Spanish company", "B" + digits(8), "Distribuidor en España, CIF {v}"),
        ("AdSense publisher id", "ca-pub-" + digits(16), "google_ad_client: {v}"),
        ("Google Analytics UA", f"UA-{digits(8)}-1", "ga('create', '{v}', 'auto')"),
        (
            "GTM container",
            "GTM-" + alnum(7, string.ascii_uppercase + string.digits),
            "Google Tag Manager {v}",
        ),
        ("Meta pixel id", digits(16), "fbq('init', '{v}')"),
        ("GitHub public repo id", digits(9), "repository_id: {v} (pydantic/pydantic-ai)"),
        ("arXiv id", "2403." + digits(5), "arXiv:{v}"),
        ("OpenAlex work id", "W" + digits(10), "https://openalex.org/{v}"),
        ("Wikidata item", "Q" + digits(7), "wikidata: {v}"),
        ("Expediente judicial", f"{digits(3)}/2024", "Amparo en revisión {v}, Segunda Sala"),
        ("order number 10 digits", digits(10), "Pedido #{v} confirmado"),
        ("tracking number DHL 10 digits", digits(10), "Guía DHL {v} en tránsito"),
        (
            "UPS tracking",
            "1Z" + alnum(6, string.ascii_uppercase + string.digits) + digits(10),
            "UPS: {v}",
        ),
        ("FedEx tracking 12 digits", digits(12), "Rastreo FedEx {v}"),
        ("Estafeta guía 22 digits", digits(22), "Número de guía Estafeta {v}"),
        ("folio de ticket", "F-2025-" + digits(6), "Ticket de soporte {v}"),
        ("SKU", "SKU-" + alnum(8, string.ascii_uppercase + string.digits), "Artículo {v}, talla M"),
        ("invoice serie-folio", "A-" + digits(5), "Factura {v}"),
        ("case number", "INC" + digits(7), "Incident {v} resolved"),
    ]
    for form, v, t in rows:
        lang = (
            "en"
            if form in ("LEI", "UPS tracking", "case number", "GitHub public repo id")
            else "es"
        )
        kind = (
            "analytics-id"
            if form
            in ("AdSense publisher id", "Google Analytics UA", "GTM container", "Meta pixel id")
            else "order-or-tracking"
            if any(
                w in form
                for w in (
                    "order",
                    "tracking",
                    "UPS",
                    "guía",
                    "folio",
                    "SKU",
                    "invoice",
                    "case",
                    "Expediente",
                )
            )
            else "org-or-publication-id"
        )
        out.append(it(kind, lang, form, v, t.format(v=v), key="referencia"))
    return out


def famous_and_stats() -> list[dict[str, Any]]:
    rows = [
        (
            "famous-public-fact",
            "es",
            "Nobel year of a famous writer",
            "1990",
            "Octavio Paz recibió el Premio Nobel de Literatura en 1990.",
        ),
        (
            "famous-public-fact",
            "es",
            "publication of a famous novel",
            "1955",
            "Juan Rulfo publicó Pedro Páramo en 1955.",
        ),
        (
            "famous-public-fact",
            "es",
            "famous painting year",
            "1939",
            "Frida Kahlo pintó Las dos Fridas en 1939.",
        ),
        (
            "famous-public-fact",
            "en",
            "presidential term",
            "1858",
            "Benito Juárez became president in 1858.",
        ),
        (
            "famous-public-fact",
            "es",
            "death date of a historical figure (not birth)",
            "18 de julio de 1872",
            "Benito Juárez murió el 18 de julio de 1872 en Palacio Nacional.",
        ),
        (
            "famous-public-fact",
            "es",
            "famous person's public office",
            "Palacio Nacional",
            "Sor Juana vivió en el convento; su busto está en Palacio Nacional",
        ),
        (
            "famous-public-fact",
            "es",
            "athlete's medal",
            "Sídney 2000",
            "Soraya Jiménez ganó el oro en Sídney 2000.",
        ),
        (
            "famous-public-fact",
            "en",
            "film award",
            "2014",
            "Alfonso Cuarón won the Academy Award for Best Director in 2014.",
        ),
        (
            "famous-public-fact",
            "es",
            "museum of a famous person (public place)",
            "Museo Casa de León Trotsky",
            "Museo Casa de León Trotsky, Av. Río Churubusco 410, Coyoacán",
        ),
        (
            "famous-public-fact",
            "es",
            "author byline",
            "Por Carlos Fuentes",
            "Por Carlos Fuentes — ensayo publicado en 1962",
        ),
        (
            "famous-public-fact",
            "en",
            "Wikipedia-style fact without birth date",
            "Nobel Peace Prize 1982",
            "Alfonso García Robles — Nobel Peace Prize 1982",
        ),
        (
            "famous-public-fact",
            "es",
            "street named after a person",
            "Av. Vasco de Quiroga",
            "La nueva sucursal está sobre Av. Vasco de Quiroga",
        ),
    ]
    stats = [
        (
            "statistic",
            "es",
            "population count",
            "1425607",
            "Población total de Aguascalientes (2020): 1425607 habitantes",
        ),
        (
            "statistic",
            "es",
            "bare 10-digit count",
            "5512483301",
            "Total de consultas procesadas en 2024: 5512483301",
        ),
        (
            "statistic",
            "en",
            "bytes count 10 digits",
            "3312094417",
            "Dataset size: 3312094417 bytes",
        ),
        ("statistic", "es", "price MXN", "$1,299.00 MXN", "Precio: $1,299.00 MXN (IVA incluido)"),
        ("statistic", "es", "percentage change", "-3,4 %", "Variación anual: -3,4 %"),
        ("statistic", "en", "token usage", "128000", "context_window: 128000 tokens"),
        (
            "statistic",
            "es",
            "monto de licitación",
            "$55,123,456.78",
            "Monto adjudicado: $55,123,456.78",
        ),
        ("statistic", "en", "credits", "2500", "credits_used: 2500 of 10000"),
        (
            "statistic",
            "es",
            "coordinates of a public landmark",
            "19.432608,-99.133209",
            "Zócalo de la CDMX: 19.432608,-99.133209",
        ),
        ("statistic", "en", "public DNS resolver IP", "8.8.8.8", "resolver: 8.8.8.8"),
        ("statistic", "en", "private network CIDR", "10.0.0.0/16", "vpc_cidr: 10.0.0.0/16"),
        ("statistic", "en", "version string", "v2.10.14", "user-agent: pydantic-ai/v2.10.14"),
        (
            "statistic",
            "es",
            "postal code of a news locality (no person)",
            "C.P. 62000",
            "Cuernavaca (C.P. 62000) registró 31 °C",
        ),
        ("statistic", "en", "HTTP status and latency", "1834 ms", "status=200 latency=1834 ms"),
        (
            "statistic",
            "es",
            "tipo de cambio",
            "20.1543",
            "Tipo de cambio FIX: 20.1543 pesos por dólar",
        ),
        ("statistic", "en", "ISO 3166 and currency", "MX/MXN", "country/currency: MX/MXN"),
    ]
    return [it(k, lang, form, v, t, key="dato") for k, lang, form, v, t in rows + stats]


def extra() -> list[dict[str, Any]]:
    rows = [
        (
            "role-mailbox",
            "es",
            "no-reply sender",
            "no-responder@laespiga.mx",
            "From: Panadería La Espiga <no-responder@laespiga.mx>",
        ),
        (
            "role-mailbox",
            "en",
            "noreply bounce address",
            "noreply@notificaciones.tcuauhtemoc.com",
            "Return-Path: noreply@notificaciones.tcuauhtemoc.com",
        ),
        (
            "role-mailbox",
            "es",
            "obfuscated role mailbox",
            "ventas [arroba] muebleriaarcos [punto] com",
            "Cotizaciones: ventas [arroba] muebleriaarcos [punto] com",
        ),
        (
            "role-mailbox",
            "es",
            "role mailbox in JSON-LD Organization",
            "contacto@realdelbajio.com",
            "@type: Organization, name: Hotel Real del Bajío, email: contacto@realdelbajio.com",
        ),
        (
            "role-mailbox",
            "en",
            "support mailbox in an error message",
            "support@tlaloc.dev",
            "Quota exceeded. Contact support@tlaloc.dev to raise your limit.",
        ),
        (
            "role-mailbox",
            "es",
            "facturación mailbox on a receipt",
            "facturas@ferreruiz.com.mx",
            "Solicite su factura en facturas@ferreruiz.com.mx dentro del mes",
        ),
        (
            "role-mailbox",
            "es",
            "bolsa de trabajo",
            "empleos@textilanahuac.mx",
            "Envía tu CV a empleos@textilanahuac.mx",
        ),
        (
            "role-mailbox",
            "en",
            "security disclosure mailbox",
            "security@tlaloc.dev",
            "Report vulnerabilities to security@tlaloc.dev (PGP available)",
        ),
        (
            "role-mailbox",
            "es",
            "abuse mailbox",
            "abuse@viajesmaya.com.mx",
            "Reportes de abuso: abuse@viajesmaya.com.mx",
        ),
        (
            "role-mailbox",
            "es",
            "newsroom mailbox in a byline",
            "redaccion@piedradesol.com.mx",
            "¿Tienes una historia? Escribe a redaccion@piedradesol.com.mx",
        ),
        (
            "switchboard",
            "es",
            "JSON-LD Organization telephone",
            "+52-55-5080-2000",
            "@type: Organization, telephone: +52-55-5080-2000, name: Grupo Textil Anáhuac",
        ),
        ("switchboard", "es", "extension alone", "Ext. 4512", "Área de cobranza: Ext. 4512"),
        (
            "switchboard",
            "es",
            "fax of a company",
            "(33) 3615 0099",
            "Fax corporativo: (33) 3615 0099",
        ),
        (
            "switchboard",
            "en",
            "company phone in schema markup",
            "+52 81 8319 4000",
            "Organization phone (customer service): +52 81 8319 4000",
        ),
        (
            "switchboard",
            "es",
            "tel link of a company",
            "+525551280000",
            "Conmutador de la empresa: tel:+525551280000",
        ),
        (
            "switchboard",
            "es",
            "several branch phones",
            "(461) 612 3300",
            "Sucursales — Celaya: (461) 612 3300; Irapuato: (462) 626 1100",
        ),
        ("toll-free", "es", "800 with letters", "800-00-ESPIGA", "Pedidos: 800-00-ESPIGA"),
        (
            "toll-free",
            "es",
            "Lada 800 in a footer",
            "800 112 2334",
            "Línea de quejas de la empresa, lada sin costo 800 112 2334",
        ),
        (
            "company-address",
            "es",
            "Apartado postal",
            "Apartado Postal 12-345",
            "Correspondencia: Apartado Postal 12-345, C.P. 03001, CDMX",
        ),
        (
            "company-address",
            "en",
            "company address in JSON-LD",
            "Av. Vallarta 6503, Ciudad Granja, 45010 Zapopan",
            "PostalAddress of the company: Av. Vallarta 6503, Ciudad Granja, 45010 Zapopan",
        ),
        (
            "sample-value",
            "en",
            "Stripe test Mastercard",
            "5555 5555 5555 4444",
            "Use test card 5555 5555 5555 4444 in sandbox mode",
        ),
        (
            "sample-value",
            "en",
            "Stripe test Amex",
            "378282246310005",
            "Amex test number: 378282246310005",
        ),
        (
            "sample-value",
            "es",
            "formato de teléfono en una ayuda",
            "5512345678",
            "Formato del teléfono: 10 dígitos, por ejemplo 5512345678",
        ),
        (
            "sample-value",
            "es",
            "RFC de ejemplo del SAT",
            "GODE561231GR8",
            "Ejemplo de RFC (guía del SAT): GODE561231GR8",
        ),
        (
            "sample-value",
            "en",
            "JWT.io sample token header",
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
            "A JWT header always starts like eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 (decoded: alg/typ)",
        ),
        ("hash", "en", "password hash algorithm name only", "argon2id", "hash_algorithm: argon2id"),
        (
            "hash",
            "en",
            "git tree SHA",
            hashlib.sha1(b"tree").hexdigest(),
            "tree " + hashlib.sha1(b"tree").hexdigest(),
        ),
        (
            "hash",
            "en",
            "subresource hash of a font",
            "sha256-" + __import__("base64").b64encode(hashlib.sha256(b"font").digest()).decode(),
            "style-src 'sha256-"
            + __import__("base64").b64encode(hashlib.sha256(b"font").digest()).decode()
            + "'",
        ),
        (
            "hash",
            "en",
            "IPFS CID",
            "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
            "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
        ),
        (
            "request-id",
            "en",
            "Google CSE search id",
            (sid := hexs(20)),
            "searchInformation id " + sid,
        ),
        (
            "date",
            "es",
            "fecha de captura de la fixture",
            "2025-03-12",
            "capturado: 2025-03-12 (fixture real)",
        ),
        (
            "date",
            "en",
            "If-Modified-Since",
            "Sat, 01 Mar 2025 00:00:00 GMT",
            "If-Modified-Since: Sat, 01 Mar 2025 00:00:00 GMT",
        ),
        ("date", "es", "age of a cache entry", "Age: 3421", "Age: 3421"),
        (
            "date",
            "es",
            "fecha de nacimiento de una empresa (aniversario)",
            "1 de abril de 1975",
            "Celebramos 50 años: abrimos el 1 de abril de 1975",
        ),
        (
            "date",
            "en",
            "Date header in a log",
            "Tue, 25 May 2021 01:26:41 GMT",
            "response date=Tue, 25 May 2021 01:26:41 GMT",
        ),
        (
            "org-or-publication-id",
            "es",
            "Registro Nacional de Turismo",
            "RNT 04092000101",
            "Agencia registrada: RNT 04092000101",
        ),
        (
            "org-or-publication-id",
            "es",
            "número de permiso de la CRE",
            "PL/1234/EXP/ES/2016",
            "Estación de servicio, permiso CRE PL/1234/EXP/ES/2016",
        ),
        (
            "org-or-publication-id",
            "es",
            "registro SIEM",
            "SIEM 112233",
            "Empresa inscrita en SIEM 112233",
        ),
        (
            "org-or-publication-id",
            "en",
            "NPM package name and version",
            "@ai-sdk/openai@1.3.22",
            "dependency: @ai-sdk/openai@1.3.22",
        ),
        (
            "org-or-publication-id",
            "es",
            "licencia municipal de funcionamiento",
            "LF-2024-00981",
            "Licencia de funcionamiento municipal LF-2024-00981",
        ),
        (
            "statistic",
            "es",
            "número de empleados",
            "1,250 colaboradores",
            "Grupo Textil Anáhuac cuenta con 1,250 colaboradores",
        ),
        ("statistic", "en", "HTTP content-length", "3705", "content-length: 3705"),
        (
            "statistic",
            "es",
            "calificación de un producto",
            "4.6/5",
            "Calificación promedio: 4.6/5 (1,204 reseñas)",
        ),
        ("statistic", "es", "temperatura", "31 °C", "Máxima de 31 °C en Cuernavaca"),
        (
            "famous-public-fact",
            "es",
            "public official's role (no personal datum)",
            "Secretaría de Educación Pública",
            "La Secretaría de Educación Pública anunció el calendario escolar",
        ),
        (
            "famous-public-fact",
            "en",
            "famous scientist's award year",
            "1995",
            "Mario Molina shared the Nobel Prize in Chemistry in 1995.",
        ),
    ]
    return [it(k, lang, form, v, t, key="extra_info") for k, lang, form, v, t in rows]


def all_items() -> list[dict[str, Any]]:
    return (
        extra()
        + mailboxes()
        + phones_kept()
        + addresses_kept()
        + public_keys()
        + samples()
        + hashes_ids()
        + dates()
        + org_ids()
        + famous_and_stats()
    )
