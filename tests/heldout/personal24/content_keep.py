# ruff: noqa: E501, B007
"""Keepers of corpus 24: public data that must NOT be flagged (many look like secrets)."""

from __future__ import annotations

import base64
import hashlib
import random

import valid as v

EMPRESAS = [
    ("Ferretería La Palma", "ferrelapalma.com.mx"),
    ("Grupo Textil Anáhuac", "textilanahuac.mx"),
    ("Librería Calíope", "libreriacaliope.com"),
    ("Clínica Dental Sonríe", "sonriedental.mx"),
    ("Transportes Ruta Norte", "rutanorte.com.mx"),
    ("Cafés de Altura Veracruz", "cafesdealtura.mx"),
    ("Agencia Viajes Colibrí", "viajescolibri.com"),
    ("Papelera del Bajío", "papelerabajio.com.mx"),
]
GOB = [
    "imss.gob.mx",
    "sat.gob.mx",
    "inegi.org.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "salud.gob.mx",
    "sep.gob.mx",
    "condusef.gob.mx",
    "inai.org.mx",
    "jalisco.gob.mx",
]


def E(kind, lang, form, value, text, where="any", key=None):
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "where": where,
        "key": key,
        "family": "keep",
        "label": "keep",
    }


def build(seed: int = 2426) -> list[dict]:
    r = random.Random(seed)
    out: list[dict] = []
    C = lambda: r.choice(EMPRESAS)  # noqa: E731

    roles = [
        "ventas",
        "contacto",
        "soporte",
        "prensa",
        "facturacion",
        "info",
        "atencion.clientes",
        "rh",
        "privacidad",
        "cotizaciones",
        "hola",
        "admin",
        "compras",
        "sales",
        "support",
    ]
    for i in range(40):
        name, dom = C()
        role = roles[i % len(roles)]
        addr = f"{role}@{dom}"
        k = i % 5
        if k == 0:
            out.append(
                E("role-mailbox", "es", "prose", addr, f"Para pedidos escribe a {addr} — {name}")
            )
        elif k == 1:
            out.append(E("role-mailbox", "es", "upper", addr.upper(), f"INFORMES: {addr.upper()}"))
        elif k == 2:
            val = f"mailto:{addr}?subject=Cotizaci%C3%B3n"
            out.append(
                E(
                    "role-mailbox",
                    "es",
                    "mailto query",
                    val,
                    f'<p><a href="{val}">Escríbenos</a> — {name}</p>',
                    "html",
                )
            )
        elif k == 3:
            out.append(E("role-mailbox", "en", "Reply-To", addr, f"Reply-To: {name} <{addr}>"))
        else:
            out.append(
                E(
                    "role-mailbox",
                    "pt",
                    "pt prose",
                    addr,
                    f"Dúvidas: {addr} (atendimento da {name})",
                )
            )
    for i in range(18):
        dom = GOB[i % len(GOB)]
        role = [
            "contacto",
            "atencion.ciudadana",
            "transparencia",
            "quejas",
            "unidad.enlace",
            "prensa",
        ][i % 6]
        addr = f"{role}@{dom}"
        out.append(
            E(
                "gov-role-mailbox",
                "es",
                "institutional",
                addr,
                r.choice(
                    [
                        f"Unidad de Transparencia: {addr}",
                        f"Solicitudes de información al correo {addr}",
                        f"Dudas sobre el trámite: {addr} (horario 9 a 15 h)",
                    ]
                ),
            )
        )
    for i in range(26):
        name, dom = C()
        lada = r.choice(["55", "33", "81", "442"])
        num = (
            f"{lada} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
            if len(lada) == 2
            else f"{lada} {r.randint(100, 999)} {r.randint(1000, 9999)}"
        )
        ext = r.randint(100, 9999)
        t = r.choice(
            [
                f"Conmutador: {num} ext. {ext}",
                f"Tel. oficina {num}, ext {ext} — {name}",
                f"{name} · Conmutador ({lada}) {num[len(lada) + 1 :]}",
                f"Sucursal Centro: tel. {num} ext. {ext}, lunes a viernes",
                f"Office switchboard: +52 {num} ext. {ext}",
            ]
        )
        val = num if num in t else f"({lada}) {num[len(lada) + 1 :]}"
        out.append(E("switchboard", "en" if "Office" in t else "es", "company switchboard", val, t))
    for i in range(22):
        n = f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}"[4:]
        val = r.choice(
            [
                f"800 {n}",
                f"01 800 {n}",
                f"+52 800 {n}",
                f"800-{n.replace(' ', '-')}",
                f"01-800-{n.replace(' ', '-')}",
            ]
        )
        out.append(
            E(
                "toll-free",
                r.choice(["es", "es", "en"]),
                "800 number",
                val,
                r.choice(
                    [
                        f"Línea gratuita {val}",
                        f"Atención a clientes sin costo: {val}",
                        f"Toll-free from Mexico: {val}",
                        f"LOCATEL / Línea de la Mujer {val}",
                    ]
                ),
            )
        )
    officials = [
        (
            "Lic. Arturo Benítez Salas",
            "Titular de la Unidad de Transparencia",
            "unidad.transparencia@{d}",
            "55 5062 1700 ext. 11405",
        ),
        (
            "Mtra. Silvia Coronado Ruiz",
            "Directora General de Comunicación Social",
            "comunicacion.social@{d}",
            "55 3601 1000 ext. 62310",
        ),
        (
            "Dr. Jaime Ortega Lugo",
            "Subsecretario de Prevención",
            "subsecretaria.prevencion@{d}",
            "55 5062 1600 ext. 58001",
        ),
    ]
    for i in range(12):
        nm, cargo, mail, tel = officials[i % 3]
        d = GOB[i % len(GOB)]
        val = mail.format(d=d) if i % 2 == 0 else tel
        out.append(
            E(
                "official-contact",
                "es",
                "public official institutional",
                val,
                f"{nm}, {cargo}. Contacto institucional: {val}",
            )
        )
    for i in range(20):
        name, _ = C()
        val = f"Av. {r.choice(['Insurgentes Sur', 'Reforma', 'Constitución', 'Vallarta', 'Juárez'])} {r.randint(100, 3000)}, piso {r.randint(2, 22)}, Col. {r.choice(['Del Valle', 'Juárez', 'Centro', 'Americana'])}, C.P. {r.randint(10000, 99999)}"
        out.append(
            E(
                "company-address",
                "es",
                "office address",
                val,
                r.choice(
                    [
                        f"Oficinas corporativas de {name}: {val}",
                        f"Sucursal {name} — {val} (horario 9–18 h)",
                        f"Visítanos en nuestra tienda: {val}",
                    ]
                ),
            )
        )
    for i in range(10):
        cp = f"C.P. {r.randint(10000, 99999)}"
        out.append(
            E(
                "business-postal-code",
                "es",
                "postal code of a shop",
                cp,
                f"Entregas sin costo en {cp} y alrededores — {C()[0]}",
            )
        )
    meses = ["enero", "marzo", "mayo", "julio", "septiembre", "noviembre"]
    for i in range(26):
        y, d = r.randint(2015, 2025), r.randint(1, 28)
        val = r.choice(
            [
                f"{d} de {r.choice(meses)} de {y}",
                f"{y}-{r.randint(1, 12):02d}-{d:02d}",
                f"{d:02d}/{r.randint(1, 12):02d}/{y}",
                f"{y}-{r.randint(1, 12):02d}-{d:02d}T{r.randint(0, 23):02d}:00:00Z",
            ]
        )
        out.append(
            E(
                "date",
                "es",
                "publication/event date",
                val,
                r.choice(
                    [
                        f"Publicado el {val}",
                        f"Última actualización: {val}",
                        f"DOF {val}",
                        f"© {y} {C()[0]}. Actualizado {val}",
                        f"published_date={val}",
                        f"El evento se realizará el {val} en el auditorio",
                    ]
                ),
            )
        )
    for i in range(20):
        val = r.choice(
            [
                f"${r.randint(100, 99999):,}.{r.randint(0, 99):02d} MXN",
                f"US$ {r.randint(5, 900)}.{r.randint(0, 99):02d}",
                f"R$ {r.randint(10, 5000)},{r.randint(0, 99):02d}",
                f"${r.randint(10, 999)} + IVA",
            ]
        )
        out.append(
            E(
                "price",
                "es",
                "price",
                val,
                r.choice(
                    [
                        f"Precio de lista: {val}",
                        f"Plan Pro: {val} al mes",
                        f"Oferta: {val} (hasta agotar existencias)",
                    ]
                ),
            )
        )
    for i in range(14):
        val = v.isbn13(r)
        val = val if i % 2 else f"{val[:3]}-{val[3:6]}-{val[6:9]}-{val[9:12]}-{val[12]}"
        out.append(E("isbn-issn", "es", "ISBN-13", val, f"ISBN {val} — {C()[0]}, 2022"))
    for i in range(6):
        val = v.issn(r)
        out.append(E("isbn-issn", "es", "ISSN", val, f"Revista Ciencia Abierta, ISSN {val}"))
    for i in range(16):
        name, _ = C()
        val = v.rfc_moral(r)
        out.append(
            E(
                "company-rfc",
                "es",
                "persona moral",
                val,
                r.choice(
                    [
                        f"{name} S.A. de C.V. — RFC {val}",
                        f"Emisor: {name}, S. de R.L. · RFC: {val} · Régimen 601",
                    ]
                ),
            )
        )
    for i in range(20):
        val = r.choice(
            [
                f"{r.randint(1, 99)}.{r.randint(0, 9)} %",
                f"{r.randint(1000000, 9999999999)}",
                f"{r.randint(1, 130)}.{r.randint(0, 9)} millones",
            ]
        )
        out.append(
            E(
                "statistic",
                "es",
                "public statistic",
                val,
                r.choice(
                    [
                        f"Según el INEGI, la población ocupada fue de {val} en el trimestre",
                        f"La tasa de desocupación se ubicó en {val}",
                        f"Descargas totales del paquete: {val}",
                        f"Monthly active users reported: {val}",
                    ]
                ),
            )
        )
    phs = [
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "&lt;tu-api-key&gt;",
        "**** **** **** 4821",
        "redacted@example.test",
        "+52-000-000-0000",
        "AAAA000000HDFXXX00",
        "<REDACTED>",
        "sk-ant-xxxxxxxx",
        "Bearer <token>",
        "xxxx-xxxx-xxxx",
        "{{ secrets.BRAVE_KEY }}",
        "[FILTERED]",
        "usuario@ejemplo.com",
        "john.doe@example.com",
        "5555555555",
        "XAXX010101000",
        "0000000000000000",
        "changeme",
        "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "os.environ['SERPER_API_KEY']",
        "AIzaSy...",
        "REPLACE_ME",
        "%API_KEY%",
        "$OPENAI_API_KEY",
        "••••••••",
        "password: ********",
        "<BASIC_AUTH>",
    ]
    for i, p in enumerate(phs):
        if "&lt;" in p or "<" in p:
            if "&lt;" in p:
                out.append(
                    E(
                        "placeholder",
                        "es",
                        "html-escaped placeholder",
                        p,
                        f"<p>Reemplaza {p} por tu clave</p>",
                        "html",
                    )
                )
            else:
                out.append(
                    E(
                        "placeholder",
                        "en",
                        "placeholder",
                        p,
                        f"Authorization: {p}" if "token" in p else f"value was {p}",
                        "data",
                    )
                )
            continue
        out.append(
            E(
                "placeholder",
                r.choice(["es", "en"]),
                "placeholder / masked",
                p,
                r.choice(
                    [
                        f"api_key: {p}",
                        f"Ejemplo: export KEY={p}",
                        f"Set the key to {p} before running",
                        f"valor redactado: {p}",
                    ]
                ),
            )
        )
    # look-alikes of secrets that are public
    for i in range(20):
        sha = v.hexs(r, 40)
        out.append(
            E(
                "commit-sha",
                "en",
                "git commit sha",
                sha if i % 3 else sha[:7],
                r.choice(
                    [
                        f"Fixed in commit {sha if i % 3 else sha[:7]}",
                        f"snapshot commit: {sha}",
                        f"git checkout {sha if i % 3 else sha[:7]}",
                        f"corregido en el commit {sha}",
                    ]
                ),
            )
        )
    for i in range(16):
        algo = r.choice(["sha384", "sha512", "sha256"])
        n = {"sha256": 32, "sha384": 48, "sha512": 64}[algo]
        val = f"{algo}-" + base64.b64encode(bytes(r.randint(0, 255) for _ in range(n))).decode()
        if i % 2:
            out.append(
                E(
                    "sri-hash",
                    "en",
                    "integrity attribute",
                    val,
                    f'<p><script-loader data-src="https://cdn.jsdelivr.net/npm/lib@3.2.1/dist/lib.min.js" integrity="{val}" crossorigin="anonymous"></script-loader></p>',
                    "html",
                )
            )
        else:
            out.append(E("sri-hash", "en", "integrity in text", val, f"integrity: {val}"))
    for i in range(10):
        fp = " ".join(v.hexs(r, 4).upper() for _ in range(10))
        out.append(
            E(
                "pgp-fingerprint",
                "en",
                "PGP fingerprint",
                fp,
                r.choice(
                    [
                        f"PGP fingerprint: {fp}",
                        f"Huella de la llave pública de seguridad@: {fp}",
                        f"Key fingerprint = {fp}",
                    ]
                ),
            )
        )
    for i in range(10):
        val = "SHA256:" + base64.b64encode(
            hashlib.sha256(str(r.random()).encode()).digest()
        ).decode().rstrip("=")
        out.append(
            E(
                "ssh-fingerprint",
                "en",
                "SSH host key fingerprint",
                val,
                r.choice(
                    [
                        f"github.com ED25519 key fingerprint is {val}.",
                        f"Host key fingerprint: {val} (RSA)",
                    ]
                ),
            )
        )
    for i in range(10):
        if i % 2:
            val = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + v.b64(r, 43) + " deploy@ci"
            out.append(E("public-key", "en", "ssh public key", val, val))
        else:
            val = "-----BEGIN PUBLIC KEY-----"
            out.append(
                E(
                    "public-key",
                    "en",
                    "PEM public key",
                    val,
                    f"<pre>-----BEGIN PUBLIC KEY-----\n{v.b64(r, 64)}\n{v.b64(r, 24)}==\n-----END PUBLIC KEY-----</pre>",
                    "html",
                )
            )
    for i in range(10):
        val = r.choice(
            [
                f"build-{r.randint(20240101, 20241231)}.{r.randint(1, 99)}",
                v.hexs(r, 20),
                f"{r.randint(1000, 9999)}-{v.hexs(r, 8)}",
            ]
        )
        out.append(
            E(
                "build-id",
                "en",
                "build id",
                val,
                r.choice(
                    [
                        f'buildId: "{val}"',
                        f"Build {val} deployed to production",
                        f"x-build-id: {val}",
                    ]
                ),
            )
        )
    for i in range(12):
        val = r.choice(
            [
                f'W/"{v.hexs(r, 8)}-{v.b64url(r, 27)}"',
                f'"{v.hexs(r, 32)}"',
                f'"{v.hexs(r, 16)}-{v.hexs(r, 13)}"',
            ]
        )
        if i % 2:
            out.append(E("etag", "en", "ETag header line", val, f"ETag: {val}"))
        else:
            out.append(E("etag", "en", "ETag in log", val, f"etag={val} cache=HIT"))
    for i in range(16):
        val = r.choice(
            [
                v.uuid4(r),
                "req_" + v.alnum(r, 24),
                f"{v.hexs(r, 16)}-MEX",
                f"1-{v.hexs(r, 8)}-{v.hexs(r, 24)}",
            ]
        )
        if i % 2:
            out.append(
                E(
                    "request-id",
                    "en",
                    "request id header",
                    val,
                    val,
                    "header",
                    r.choice(["x-request-id", "X-Amzn-Trace-Id", "cf-ray", "request-id"]),
                )
            )
        else:
            out.append(
                E(
                    "request-id",
                    "en",
                    "request id in text",
                    val,
                    f"error 429 (request id {val}) — retry later",
                )
            )
    for i in range(8):
        val = v.b64(r, 22) + "=="
        if i % 2:
            out.append(
                E(
                    "csp-nonce",
                    "en",
                    "nonce attribute",
                    val,
                    f'<p><span nonce="{val}" class="ad-slot">Publicidad</span></p>',
                    "html",
                )
            )
        else:
            out.append(
                E(
                    "csp-nonce",
                    "en",
                    "CSP header",
                    f"'nonce-{val}'",
                    f"Content-Security-Policy: script-src 'self' 'nonce-{val}'",
                )
            )
    docs_keys = [
        ("AKIAIOSFODNN7EXAMPLE", "AWS docs example access key id"),
        ("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS docs example secret key"),
        ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "Stripe docs public test key"),
        ("pk_test_TYooMQauvdEDq54NiTphI7jx", "Stripe docs publishable test key"),
        ("pk_live_51" + v.alnum(r, 40), "Stripe publishable key (public)"),
        ("4242 4242 4242 4242", "Stripe test card"),
        ("4111 1111 1111 1111", "test Visa"),
        ("5555 5555 5555 4444", "Stripe test Mastercard"),
        ("xoxb-not-a-real-token-this-will-not-work", "Slack docs sample"),
        ("ghp_16C7e42F292c6912E7710c838347Ae178B4a", "GitHub docs example"),
        ("AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", "Google Maps docs example"),
        ("sk-1234567890abcdef", "tutorial example key"),
        ("pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJjbGV4YW1wbGUifQ.example", "Mapbox public token"),
        ("G-" + v.alnum(r, 10, v.UP + "0123456789"), "GA4 measurement id"),
        ("UA-" + str(r.randint(1000000, 9999999)) + "-1", "Universal Analytics id"),
        ("GTM-" + v.alnum(r, 7, v.UP + "0123456789"), "Tag Manager container"),
    ]
    for k, desc in docs_keys:
        out.append(
            E(
                "documented-example",
                "en",
                desc,
                k,
                r.choice(
                    [
                        f"Example from the docs ({desc}): {k}",
                        f"Ejemplo de la documentación: {k} (clave de prueba pública)",
                        f"{desc}: {k}",
                    ]
                ),
            )
        )
    for i in range(12):
        data = str(r.random()).encode()
        val = r.choice(
            [
                hashlib.sha256(data).hexdigest(),
                hashlib.md5(data).hexdigest(),
                "sha256:" + hashlib.sha256(data).hexdigest(),
            ]
        )
        out.append(
            E(
                "checksum",
                "en",
                "checksum",
                val,
                r.choice(
                    [
                        f"sha256 del cuerpo original: {val}",
                        f"{val}  capturas.tar.gz",
                        f"Digest: {val}",
                        f"checksum={val}",
                    ]
                ),
            )
        )
    for i in range(12):
        val = v.uuid4(r)
        out.append(E("uuid", "en", "uuid of a document/request", val, f"document_id: {val}"))
    for i in range(10):
        val = r.choice(
            [
                "1Z" + v.alnum(r, 6, v.UP + "0123456789") + f"{r.randint(10**9, 10**10 - 1)}",
                str(r.randint(10**11, 10**12 - 1)),
            ]
        )
        out.append(
            E("tracking-number", "es", "tracking", val, f"Guía de rastreo {val} (paquetería)")
        )
    for i in range(10):
        val = r.choice(
            [
                f"PED-{r.randint(100000, 999999)}",
                str(r.randint(10**9, 10**10 - 1)),
                f"#{r.randint(10000, 99999)}-MX",
            ]
        )
        out.append(
            E(
                "order-number",
                "es",
                "order/folio",
                val,
                r.choice(
                    [f"Folio de pedido: {val}", f"Pedido {val} enviado", f"Orden {val} facturada"]
                ),
            )
        )
    for i in range(8):
        val = f"10.{r.randint(1000, 9999)}/{v.alnum(r, 8).lower()}"
        out.append(E("doi", "en", "DOI", val, f"https://doi.org/{val}"))
    return out
