# ruff: noqa: E501  (data: sentences and key shapes are kept on one line)
"""Keepers (label ``keep``): values that look like personal data or secrets and are not.

Company and public-body contacts and payment data published for the public, browser keys
inside their SDK initialiser in the page's own script, request/trace ids, hashes, UUIDs,
order/folio/registry numbers, ISBNs, placeholders already redacted, public and historical
figures in news text, public addresses of institutions and businesses, bylines.
"""

from __future__ import annotations

import base64
import json
import random
from typing import Any

from common import (
    ALNUM,
    AP,
    B64URL,
    BANKS,
    HD,
    HEX,
    IN,
    LOWNUM,
    UPNUM,
    F,
    H,
    S,
    clabe,
    draft,
    group,
    luhn_digit,
    rand,
    rfc_moral,
    uuid4,
)

COMPANIES = (
    ("Distribuidora Nogal, S.A. de C.V.", "DNO", "nogal.com.mx"),
    ("Grupo Industrial Tecali, S.A.B. de C.V.", "GIT", "tecali.mx"),
    ("Farmacias del Bajío, S.A. de C.V.", "FBA", "farmabajio.com.mx"),
    ("Constructora Cuatro Vientos, S. de R.L. de C.V.", "CCV", "cuatrovientos.mx"),
    ("Fundación Manos que Ayudan, A.C.", "FMA", "manosqueayudan.org.mx"),
    ("Editorial Tezontle, S.A. de C.V.", "ETE", "tezontle.com.mx"),
    ("Mueblería La Esperanza, S.A. de C.V.", "MES", "muebleslaesperanza.mx"),
    ("Servicios Logísticos Anáhuac, S.A. de C.V.", "SLA", "logisticaanahuac.com"),
    ("Colegio Miguel de Cervantes, A.C.", "CMC", "colegiocervantes.edu.mx"),
    ("Aceros y Perfiles del Norte, S.A. de C.V.", "APN", "acerosnorte.com.mx"),
)
GOB = (
    "tlaxcala.gob.mx",
    "sedema.cdmx.gob.mx",
    "economia.gob.mx",
    "puebla.gob.mx",
    "imss.gob.mx",
    "inegi.org.mx",
    "guanajuato.gob.mx",
    "jalisco.gob.mx",
    "sat.gob.mx",
)
ROLES = (
    "ventas",
    "contacto",
    "prensa",
    "info",
    "facturacion",
    "atencion.clientes",
    "soporte",
    "compras",
    "cobranza",
    "recursos.humanos",
    "privacidad",
    "hola",
    "comunicacion",
    "no-reply",
    "servicios.escolares",
    "proveedores",
)
GOB_ROLES = (
    "transparencia",
    "unidad.transparencia",
    "oficialia.partes",
    "contacto",
    "quejas",
    "comunicacion.social",
    "atencion.ciudadana",
    "datos.personales",
)


def b64url_json(obj: dict[str, Any]) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def isbn13(r: random.Random) -> str:
    body = "978607" + rand(r, "0123456789", 6)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ean13(r: random.Random) -> str:
    body = "750" + rand(r, "0123456789", 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def cnpj(r: random.Random) -> str:
    base = [int(c) for c in rand(r, "0123456789", 8)] + [0, 0, 0, 1]
    for weights in ((5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2), (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)):
        s = sum(a * b for a, b in zip(base, weights, strict=False))
        d = 11 - s % 11
        base.append(0 if d >= 10 else d)
    n = "".join(map(str, base))
    return f"{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}"


def cuit(r: random.Random) -> str:
    while True:
        body = "30" + rand(r, "0123456789", 8)
        w = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
        d = 11 - sum(int(c) * x for c, x in zip(body, w, strict=False)) % 11
        if d == 10:
            continue
        d = 0 if d == 11 else d
        return f"{body[:2]}-{body[2:]}-{d}"


def drafts(r: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    add = out.append

    # ------------------------------------------------------------------ switchboards (40)
    sw = [
        (
            "es",
            "Conmutador with area code",
            lambda: f"(55) 5{rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)}",
            lambda v, c: H(f"<p>Conmutador: {v}</p>"),
        ),
        (
            "es",
            "Tel. oficina with ext.",
            lambda: (
                f"33 3{rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)} ext. {r.randint(100, 4999)}"
            ),
            lambda v, c: F("contacto_empresa", f"{c[0]} — Tel. oficina: {v}"),
        ),
        (
            "es",
            "800 toll-free number",
            lambda: f"800 {rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)}",
            lambda v, c: H(
                f"<p>Atención a clientes sin costo: {v}, de lunes a viernes de 9 a 18 h</p>"
            ),
        ),
        (
            "es",
            "01 800 legacy toll-free",
            lambda: f"01 800 {rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)}",
            lambda v, c: AP(f" Para aclaraciones llame al {v} (Centro de Atención Telefónica)."),
        ),
        (
            "es",
            "+52 office line with Ext.",
            lambda: (
                f"+52 (81) 8{rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)} Ext. {r.randint(10, 999)}"
            ),
            lambda v, c: H(f"<li>Oficinas corporativas Monterrey: {v}</li>"),
        ),
        (
            "es",
            "Lada sin costo with hyphens",
            lambda: (
                f"800-{rand(r, '0123456789', 2)}-{rand(r, '0123456789', 2)}-{rand(r, '0123456789', 3)}"
            ),
            lambda v, c: F("soporte", f"Lada sin costo {v}"),
        ),
        (
            "es",
            "company WhatsApp de ventas",
            lambda: f"55 {rand(r, '0123456789', 4)} {rand(r, '0123456789', 4)}",
            lambda v, c: H(f"<p>{c[0]} · WhatsApp de ventas: {v} (lunes a sábado)</p>"),
        ),
        (
            "es",
            "government office phone with extensions",
            lambda: (
                f"(222) 2{rand(r, '0123456789', 2)} {rand(r, '0123456789', 4)}, ext. {r.randint(1000, 9999)} y {r.randint(1000, 9999)}"
            ),
            lambda v, c: H(f"<p>Secretaría de Movilidad del Estado — Teléfono: {v}</p>"),
        ),
        (
            "en",
            "toll-free US number of a company",
            lambda: f"1-800-{rand(r, '23456789', 3)}-{rand(r, '0123456789', 4)}",
            lambda v, c: F("support", f"Customer service (toll free): {v}"),
        ),
        (
            "pt",
            "Brazilian 0800 central",
            lambda: f"0800 {rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)}",
            lambda v, c: AP(f" Central de atendimento: {v} (ligação gratuita)"),
        ),
        (
            "es",
            "Spanish 900 customer line, es-ES",
            lambda: f"900 {rand(r, '0123456789', 3)} {rand(r, '0123456789', 3)}",
            lambda v, c: H(f"<p>Atención al cliente: {v} (gratuito)</p>"),
        ),
        (
            "es",
            "fax line of an office",
            lambda: f"(55) 5{rand(r, '0123456789', 3)}-{rand(r, '0123456789', 4)}",
            lambda v, c: F("oficina", f"Fax: {v}"),
        ),
        (
            "es",
            "company line in a footer, 'Tel.'",
            lambda: (
                f"(442) 2{rand(r, '0123456789', 2)} {rand(r, '0123456789', 2)} {rand(r, '0123456789', 2)}"
            ),
            lambda v, c: H(f"<p>© 2024 {c[0]} · Tel. {v} · Querétaro, Qro.</p>"),
        ),
        (
            "es",
            "call center opción",
            lambda: (
                f"55 5{rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)} opción {r.randint(1, 9)}"
            ),
            lambda v, c: F("call_center", f"Centro de contacto: {v}"),
        ),
        (
            "es",
            "denuncia line of a public body",
            lambda: f"800 {rand(r, '0123456789', 3)} {rand(r, '0123456789', 4)}",
            lambda v, c: AP(f" Línea de denuncia ciudadana: {v}."),
        ),
        (
            "es",
            "sucursal phone",
            lambda: (
                f"(999) 9{rand(r, '0123456789', 2)} {rand(r, '0123456789', 2)} {rand(r, '0123456789', 2)}"
            ),
            lambda v, c: H(f"<li>Sucursal Mérida Centro — Tel. {v}</li>"),
        ),
    ]
    for i in range(46):
        lang, form, mk, where = sw[i % len(sw)]
        c = COMPANIES[i % len(COMPANIES)]
        v = mk()
        add(draft("switchboard", lang, form, v, where(v, c)))

    # ------------------------------------------------------------------ role mailboxes (38)
    for i in range(44):
        c = COMPANIES[i % len(COMPANIES)]
        k = i % 12
        if k == 0:
            v = f"{ROLES[i % len(ROLES)]}@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "role mailbox in a company footer",
                    v,
                    H(f"<p>Escríbenos: {v}</p>"),
                )
            )
        elif k == 1:
            v = f"{GOB_ROLES[i % len(GOB_ROLES)]}@{GOB[i % len(GOB)]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "role mailbox on a .gob.mx domain",
                    v,
                    H(f"<p>Unidad de Transparencia: {v}</p>"),
                )
            )
        elif k == 2:
            v = f"ventas@{c[2]}".upper()
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "upper-case role mailbox",
                    v,
                    F("contacto", f"COTIZACIONES: {v}"),
                )
            )
        elif k == 3:
            v = f"prensa@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "mailto with query to a press mailbox",
                    v,
                    H(
                        f'<p><a href="mailto:{v}?subject=Solicitud%20de%20entrevista">Sala de prensa</a></p>'
                    ),
                )
            )
        elif k == 4:
            v = f"contacto [arroba] {c[2].split('.')[0]} [punto] {'.'.join(c[2].split('.')[1:])}"
            add(draft("role-mailbox", "es", "obfuscated role mailbox", v, AP(f" Informes: {v}")))
        elif k == 5:
            v = f"{GOB_ROLES[i % len(GOB_ROLES)]}@{GOB[(i + 3) % len(GOB)]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    ".gob.mx mailbox in a JSON field",
                    v,
                    F("correo_institucional", v),
                )
            )
        elif k == 6:
            v = f"press@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "en",
                    "press mailbox, English",
                    v,
                    F("media_contact", f"Media inquiries: {v}"),
                )
            )
        elif k == 7:
            v = f"imprensa@{r.choice(('editoraaurora.com.br', 'jornaldovale.com.br'))}"
            add(
                draft(
                    "role-mailbox",
                    "pt",
                    "press mailbox, Portuguese",
                    v,
                    H(f"<p>Assessoria de imprensa: {v}</p>"),
                )
            )
        elif k == 8:
            v = f"facturacion@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "invoicing mailbox with instructions",
                    v,
                    AP(f" Envíe su constancia de situación fiscal a {v} para recibir su CFDI."),
                )
            )
        elif k == 9:
            v = f"no-reply@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "no-reply sender in a recorded header",
                    v,
                    HD("Reply-To", v),
                )
            )
        elif k == 10:
            v = f"datospersonales@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "privacy office mailbox (aviso de privacidad)",
                    v,
                    H(f"<p>Para ejercer sus derechos ARCO escriba a {v}</p>"),
                )
            )
        else:
            v = f"soporte@{c[2]}"
            add(
                draft(
                    "role-mailbox",
                    "es",
                    "support mailbox in a recorded body",
                    v,
                    IN("support_email", v),
                )
            )

    # ------------------------------------------------------------------ company tax ids (18)
    for i in range(18):
        c = COMPANIES[i % len(COMPANIES)]
        k = i % 6
        if k in (0, 1, 2, 3):
            v = rfc_moral(c[1], r.randint(1990, 2018), r.randint(1, 12), r.randint(1, 28), r)
            if k == 0:
                add(
                    draft(
                        "company-tax-id",
                        "es",
                        "RFC persona moral in a company's invoicing data",
                        v,
                        H(f"<p>Datos de facturación: {c[0]} · RFC {v} · Régimen 601</p>"),
                    )
                )
            elif k == 1:
                add(
                    draft(
                        "company-tax-id",
                        "es",
                        "RFC of the issuing company in a JSON field",
                        v,
                        F("rfcEmisor", v),
                    )
                )
            elif k == 2:
                add(
                    draft(
                        "company-tax-id",
                        "es",
                        "company RFC in a footer",
                        v,
                        AP(f" {c[0]} RFC: {v}. Todos los derechos reservados."),
                    )
                )
            else:
                add(
                    draft(
                        "company-tax-id",
                        "en",
                        "company RFC in English",
                        v,
                        F("vendor", f"Supplier {c[0]} (Mexican tax id {v})"),
                    )
                )
        elif k == 4:
            v = cnpj(r)
            add(
                draft(
                    "company-tax-id",
                    "pt",
                    "CNPJ of a company",
                    v,
                    H(f"<p>Editora Aurora Ltda. — CNPJ {v}</p>"),
                )
            )
        else:
            v = cuit(r)
            add(
                draft(
                    "company-tax-id",
                    "es",
                    "CUIT of a company, es-AR",
                    v,
                    F("emisor", f"Cooperativa La Pampeana Ltda. CUIT {v}"),
                )
            )

    # ------------------------------------------------------------------ company bank accounts (16)
    for i in range(16):
        c = COMPANIES[i % len(COMPANIES)]
        bank = list(BANKS)[i % len(BANKS)]
        v = clabe(r, bank)
        k = i % 6
        if k == 0:
            add(
                draft(
                    "company-bank-account",
                    "es",
                    "company CLABE for payments",
                    v,
                    H(
                        f"<p>Datos para transferencia: {BANKS[bank]}, CLABE {v}, a nombre de {c[0]}</p>"
                    ),
                )
            )
        elif k == 1:
            w = group(v, (3, 3, 11, 1), " ")
            add(
                draft(
                    "company-bank-account",
                    "es",
                    "NGO donation CLABE, spaced",
                    w,
                    F("donativos", f"Dona a {c[0]}: CLABE {w} ({BANKS[bank]})"),
                )
            )
        elif k == 2:
            add(
                draft(
                    "company-bank-account",
                    "es",
                    "company CLABE in a payments page list",
                    v,
                    H(f"<li>Beneficiario: {c[0]} — Cuenta CLABE: {v}</li>"),
                )
            )
        elif k == 3:
            w = f"{r.randint(1000000, 9999999)}"
            add(
                draft(
                    "company-bank-account",
                    "es",
                    "convenio CIE of a company",
                    w,
                    AP(f" Pague en ventanilla BBVA con el convenio CIE {w} a nombre de {c[0]}."),
                )
            )
            continue
        elif k == 4:
            add(
                draft(
                    "company-bank-account",
                    "en",
                    "company CLABE in English wire instructions",
                    v,
                    F(
                        "wire_instructions",
                        f"Beneficiary: {c[0]}; Bank: {BANKS[bank]}; CLABE: {v}; SWIFT: BCMRMXMMPYM",
                    ),
                )
            )
        else:
            w = group(v, (4, 4, 4, 4, 2), "-")
            add(
                draft(
                    "company-bank-account",
                    "es",
                    "public body's CLABE for fees (pago de derechos)",
                    w,
                    H(f"<p>Pago de derechos: Tesorería del Municipio, CLABE {w}</p>"),
                )
            )

    # ------------------------------------------------------------------ company IBANs (3)
    for i in range(3):
        bban = rand(r, "0123456789", 20)
        num = int(bban + "142800")  # "ES00" moved to the end, letters as numbers
        v = f"ES{98 - num % 97:02d}{bban}"
        v = " ".join(v[j : j + 4] for j in range(0, 24, 4))
        where = (
            H(f"<p>Donativos: Asociación Cultural Vientos del Sur, IBAN {v}</p>")
            if i == 0
            else F("datos_pago", f"Transferencia a Librería Olmos S.L., IBAN {v}, BIC CAIXESBBXXX")
            if i == 1
            else AP(f" Cuenta de la fundación para cuotas: IBAN {v}.")
        )
        add(
            draft(
                "company-bank-account",
                "es",
                "IBAN of an organisation (es-ES) for payments",
                v,
                where,
            )
        )

    # ------------------------------------------------------------------ browser keys in their initialiser (25)
    for i in range(30):
        k = i % 5
        if k == 0:
            key = rand(r, HEX, 32)
            v = f"https://{key}@o{r.randint(100000, 999999)}.ingest.sentry.io/{r.randint(1000000, 9999999)}"
            style = i % 3
            if style == 0:
                s = f'<script>Sentry.init({{ dsn: "{v}", tracesSampleRate: 0.2 }});</script>'
            elif style == 1:
                s = f"<script>window.Sentry && Sentry.init({{dsn:'{v}',environment:'production',release:'web@3.4.1'}})</script>"
            else:
                s = f'<script>Sentry.init({{dsn: "{v}", integrations: [Sentry.browserTracingIntegration()]}});</script>'
            add(draft("browser-key-init", "en", "Sentry DSN given to Sentry.init", v, S(s)))
        elif k == 1:
            v = rand(r, HEX, 32)
            app = rand(r, UPNUM, 10)
            s = (
                f"<script>docsearch({{ appId: '{app}', apiKey: '{v}', indexName: 'docs-mx', container: '#buscador' }});</script>"
                if i % 2
                else f'<script>docsearch({{container:"#docsearch",appId:"{app}",indexName:"ayuda",apiKey:"{v}"}})</script>'
            )
            add(
                draft(
                    "browser-key-init", "en", "Algolia search-only key given to docsearch", v, S(s)
                )
            )
        elif k == 2:
            v = (
                "pk.eyJ1Ijoi"
                + rand(r, B64URL, 16)
                + "IiwiYSI6I"
                + rand(r, B64URL, 26)
                + "."
                + rand(r, B64URL, 22)
            )
            s = (
                f"<script>mapboxgl.accessToken = '{v}'; const map = new mapboxgl.Map({{container: 'mapa', center: [-99.13, 19.43], zoom: 11}});</script>"
                if i % 2
                else f'<script>mapboxgl.accessToken="{v}";</script>'
            )
            add(
                draft(
                    "browser-key-init",
                    "en",
                    "Mapbox public token assigned to mapboxgl.accessToken",
                    v,
                    S(s),
                )
            )
        elif k == 3:
            ref = rand(r, "abcdefghijklmnopqrstuvwxyz", 20)
            head = b64url_json({"alg": "HS256", "typ": "JWT"})
            body = b64url_json(
                {
                    "iss": "supabase",
                    "ref": ref,
                    "role": "anon",
                    "iat": 1711000000,
                    "exp": 2026576000,
                }
            )
            v = f"{head}.{body}.{rand(r, B64URL, 43)}"
            s = (
                f"<script>const supabase = supabase.createClient('https://{ref}.supabase.co', '{v}');</script>"
                if i % 2
                else f'<script type="module">import {{ createClient }} from "https://esm.sh/@supabase/supabase-js@2"; window.sb = createClient("https://{ref}.supabase.co", "{v}");</script>'
            )
            add(draft("browser-key-init", "en", "Supabase anon JWT given to createClient", v, S(s)))
        else:
            v = ("pk_live_51" if i % 2 else "pk_test_51") + rand(r, ALNUM, 96)
            s = (
                f"<script>var stripe = Stripe('{v}'); var elements = stripe.elements();</script>"
                if i % 3
                else f'<script type="module">const stripe = await loadStripe("{v}", {{locale: "es-419"}});</script>'
            )
            add(
                draft(
                    "browser-key-init",
                    "en",
                    "Stripe publishable key given to Stripe()/loadStripe()",
                    v,
                    S(s),
                )
            )

    # ------------------------------------------------------------------ analytics ids in their tag (5)
    for i in range(5):
        v = "G-" + rand(r, UPNUM, 10) if i % 2 == 0 else "GTM-" + rand(r, UPNUM, 7)
        s = (
            f"<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments)}};gtag('js',new Date());gtag('config','{v}');</script>"
            if v.startswith("G-")
            else f"<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});}})(window,document,'script','dataLayer','{v}');</script>"
        )
        add(draft("analytics-id", "en", "analytics/tag-manager id in its own loader", v, S(s)))

    # ------------------------------------------------------------------ request ids (20)
    for i in range(20):
        k = i % 10
        if k == 0:
            v = uuid4(r)
            add(draft("request-id", "en", "x-request-id header (UUID)", v, HD("x-request-id", v)))
        elif k == 1:
            v = "req_" + rand(r, HEX, 32)
            add(
                draft(
                    "request-id", "en", "OpenAI-style x-request-id header", v, HD("x-request-id", v)
                )
            )
        elif k == 2:
            v = "req_011C" + rand(r, ALNUM, 20)
            add(
                draft(
                    "request-id", "en", "Anthropic-style request-id header", v, HD("request-id", v)
                )
            )
        elif k == 3:
            v = f"{rand(r, HEX, 16)}-{r.choice(('MEX', 'QRO', 'DFW', 'GDL'))}"
            add(draft("request-id", "en", "CF-RAY header", v, HD("CF-RAY", v)))
        elif k == 4:
            v = uuid4(r)
            add(
                draft(
                    "request-id",
                    "en",
                    "request_id field in a search response",
                    v,
                    F("request_id", v),
                )
            )
        elif k == 5:
            v = rand(r, UPNUM, 8) + "-" + rand(r, UPNUM, 4) + "-" + rand(r, UPNUM, 4)
            add(
                draft(
                    "request-id",
                    "es",
                    "ID de solicitud on an error page",
                    v,
                    H(f"<p>Ocurrió un error. ID de solicitud: {v}</p>"),
                )
            )
        elif k == 6:
            v = rand(r, B64URL, 28)
            add(
                draft(
                    "request-id",
                    "en",
                    "x-amz-request-id / x-amz-id-2 header",
                    v,
                    HD("x-amz-cf-id", v),
                )
            )
        elif k == 7:
            v = f"{rand(r, HEX, 32)}/{r.randint(10**17, 10**18)};o=1"
            add(
                draft(
                    "request-id",
                    "en",
                    "X-Cloud-Trace-Context header",
                    v,
                    HD("X-Cloud-Trace-Context", v),
                )
            )
        elif k == 8:
            v = "gen-" + str(r.randint(10**9, 10**10)) + "-" + rand(r, ALNUM, 20)
            add(draft("request-id", "en", "generation id in a recorded body", v, IN("id", v)))
        else:
            v = rand(r, HEX, 24)
            add(
                draft(
                    "request-id",
                    "es",
                    "número de rastreo del servidor en texto",
                    v,
                    AP(f" (referencia técnica {v})"),
                )
            )

    # ------------------------------------------------------------------ trace ids (12)
    for i in range(12):
        k = i % 4
        if k == 0:
            v = f"00-{rand(r, HEX, 32)}-{rand(r, HEX, 16)}-01"
            add(draft("trace-id", "en", "W3C traceparent header", v, HD("traceparent", v)))
        elif k == 1:
            v = f"Root=1-{rand(r, HEX, 8)}-{rand(r, HEX, 24)}"
            add(draft("trace-id", "en", "X-Amzn-Trace-Id header", v, HD("X-Amzn-Trace-Id", v)))
        elif k == 2:
            v = f"{rand(r, HEX, 32)}-{rand(r, HEX, 16)}-1"
            add(draft("trace-id", "en", "sentry-trace header", v, HD("sentry-trace", v)))
        else:
            v = rand(r, HEX, 32)
            add(
                draft(
                    "trace-id",
                    "en",
                    "trace_id in a log line",
                    v,
                    F(
                        "log",
                        f"level=info msg=\u0027search done\u0027 trace_id={v} span_id={rand(r, HEX, 16)} took_ms=412",
                    ),
                )
            )

    # ------------------------------------------------------------------ hashes (16)
    for i in range(16):
        k = i % 8
        if k == 0:
            v = rand(r, HEX, 64)
            add(
                draft(
                    "hash",
                    "es",
                    "SHA-256 of a download on a page",
                    v,
                    H(f"<p>Suma de verificación (SHA-256) del instalador: {v}</p>"),
                )
            )
        elif k == 1:
            v = rand(r, HEX, 40)
            add(draft("hash", "en", "git commit sha in a field", v, F("commit", v)))
        elif k == 2:
            v = rand(r, HEX, 32)
            add(draft("hash", "en", "MD5 checksum", v, F("md5", v)))
        elif k == 3:
            v = rand(r, HEX, 32)
            add(draft("hash", "en", "weak ETag header", v, HD("ETag", f'W/"{v}"')))
        elif k == 4:
            v = "sha256:" + rand(r, HEX, 64)
            add(
                draft(
                    "hash",
                    "en",
                    "container image digest",
                    v,
                    F("image", f"ghcr.io/acme/scraper@{v}"),
                )
            )
        elif k == 5:
            v = "sha384-" + base64.b64encode(bytes(r.getrandbits(8) for _ in range(48))).decode()
            add(
                draft("hash", "en", "subresource integrity value in text", v, AP(f" integrity={v}"))
            )
        elif k == 6:
            v = rand(r, HEX, 64)
            add(draft("hash", "en", "content sha256 in an envelope", v, F("sha256_original", v)))
        else:
            v = rand(r, HEX, 12)
            add(
                draft(
                    "hash",
                    "es",
                    "commit abreviado en notas de versión",
                    v,
                    H(f"<li>Versión 2.4.1 (commit {v}): corrige la paginación</li>"),
                )
            )

    # ------------------------------------------------------------------ UUIDs (12)
    for i in range(14):
        v = uuid4(r)
        k = i % 4
        if k == 0:
            add(
                draft(
                    "uuid",
                    "es",
                    "folio fiscal (UUID) of a company's CFDI",
                    v.upper(),
                    H(f"<p>Folio fiscal del comprobante: {v.upper()}</p>"),
                )
            )
        elif k == 1:
            add(draft("uuid", "en", "result id UUID", v, F("id", v)))
        elif k == 2:
            add(
                draft(
                    "uuid",
                    "en",
                    "document id in a URL path",
                    v,
                    F("source_url", f"https://docs.tecali.mx/articulos/{v}/version/3"),
                )
            )
        else:
            add(draft("uuid", "en", "idempotency key header", v, HD("Idempotency-Key", v)))

    # ------------------------------------------------------------------ order / reference numbers (16)
    for i in range(16):
        k = i % 8
        if k == 0:
            v = f"MX-2024-{r.randint(1000, 99999):06d}"
            add(draft("order-number", "es", "order number", v, H(f"<p>Pedido #{v} enviado</p>")))
        elif k == 1:
            v = f"{r.randint(100, 999)}-{r.randint(10**6, 10**7 - 1)}-{r.randint(10**6, 10**7 - 1)}"
            add(
                draft(
                    "order-number",
                    "es",
                    "marketplace order number",
                    v,
                    F("pedido", f"Número de pedido: {v}"),
                )
            )
        elif k == 2:
            v = rand(r, "0123456789", 12)
            add(
                draft(
                    "order-number",
                    "es",
                    "parcel tracking number (número de guía)",
                    v,
                    AP(f" Número de guía: {v} (paquetería)."),
                )
            )
        elif k == 3:
            v = f"OC-{r.randint(2020, 2024)}-{r.randint(100, 9999)}"
            add(draft("order-number", "es", "purchase order", v, F("orden_compra", v)))
        elif k == 4:
            v = f"A-{r.randint(1000, 99999)}"
            add(
                draft(
                    "order-number",
                    "es",
                    "invoice series and folio",
                    v,
                    H(f"<li>Factura serie y folio: {v}</li>"),
                )
            )
        elif k == 5:
            v = rand(r, "0123456789", 10)
            add(
                draft(
                    "order-number",
                    "es",
                    "10-digit payment reference (no person)",
                    v,
                    H(f"<p>Referencia de pago: {v}</p>"),
                )
            )
        elif k == 6:
            v = ean13(r)
            add(
                draft("order-number", "es", "EAN-13 barcode of a product", v, F("codigo_barras", v))
            )
        else:
            v = f"TKT-{r.randint(100000, 999999)}"
            add(
                draft(
                    "order-number",
                    "en",
                    "support ticket number",
                    v,
                    F("ticket", f"Ticket {v} was closed by the support team"),
                )
            )

    # ------------------------------------------------------------------ ISBN / ISSN (8)
    for i in range(8):
        if i < 6:
            n = isbn13(r)
            v = f"{n[:3]}-{n[3:6]}-{n[6:9]}-{n[9:12]}-{n[12]}" if i % 2 else n
            where = (
                H(f"<p>ISBN: {v}</p>")
                if i % 3 == 0
                else F("isbn", v)
                if i % 3 == 1
                else AP(f" (Editorial Tezontle, 2021, ISBN {v})")
            )
            add(draft("isbn", "es", "ISBN-13 of a Mexican book", v, where))
        else:
            v = f"2007-{rand(r, '0123456789', 4)}"
            add(
                draft(
                    "isbn",
                    "es",
                    "ISSN of a journal",
                    v,
                    H(f"<p>Revista Ciencia Abierta, ISSN {v}</p>"),
                )
            )

    # ------------------------------------------------------------------ public registry / folio numbers (20)
    reg = [
        (
            "es",
            "COFEPRIS sanitary registration",
            lambda: f"{r.randint(100, 999)}M{r.randint(2010, 2023)} SSA",
            lambda v: H(f"<p>Reg. San. {v}</p>"),
        ),
        (
            "es",
            "folio mercantil electrónico of a company",
            lambda: f"N-{r.randint(2015, 2023)}{r.randint(100000, 999999)}",
            lambda v: F("registro_publico_comercio", f"Folio Mercantil Electrónico {v}"),
        ),
        (
            "es",
            "CRE permit number",
            lambda: f"PL/{r.randint(1000, 23999)}/EXP/ES/{r.randint(2015, 2022)}",
            lambda v: H(f"<li>Permiso CRE {v}</li>"),
        ),
        (
            "es",
            "IMPI trademark registration",
            lambda: str(r.randint(1000000, 2599999)),
            lambda v: AP(f" Marca registrada ante el IMPI con número {v}."),
        ),
        (
            "es",
            "REPSE registration",
            lambda: f"AR{r.randint(1000, 99999)}/{r.randint(2021, 2024)}",
            lambda v: F("repse", v),
        ),
        (
            "es",
            "school CCT code",
            lambda: f"{r.randint(1, 32):02d}DPR{r.randint(1000, 9999)}{r.choice('ABCDEFGHJK')}",
            lambda v: H(f"<p>Clave del centro de trabajo: {v}</p>"),
        ),
        (
            "es",
            "public tender number",
            lambda: f"LA-{r.randint(10**8, 10**9 - 1)}-E{r.randint(1, 99)}-{r.randint(2022, 2024)}",
            lambda v: F("licitacion", f"Licitación pública nacional {v}"),
        ),
        (
            "es",
            "CLUES of a health facility",
            lambda: f"{r.choice(('DF', 'JC', 'NL', 'PL'))}SSA{r.randint(10000, 99999):06d}",
            lambda v: H(f"<li>CLUES: {v}</li>"),
        ),
        (
            "es",
            "NOM standard number",
            lambda: f"NOM-{r.randint(1, 250):03d}-SCFI-{r.randint(2000, 2023)}",
            lambda v: AP(f" Cumple con la {v}."),
        ),
        (
            "es",
            "court case (expediente) number in news",
            lambda: f"{r.randint(100, 2999)}/{r.randint(2019, 2024)}",
            lambda v: H(f"<p>El juzgado radicó el expediente {v} contra la empresa.</p>"),
        ),
    ]
    for i in range(20):
        lang, form, mk, where = reg[i % len(reg)]
        v = mk()
        add(draft("public-registry", lang, form, v, where(v)))

    # ------------------------------------------------------------------ placeholders (16)
    ph = [
        ("redacted@example.test", lambda v: F("email", v)),
        ("+52-000-000-0000", lambda v: F("telefono", v)),
        ("[REDACTED]", lambda v: HD("Authorization", f"Bearer {v}")),
        ("sk-...XXXX", lambda v: F("config", f"OPENAI_API_KEY={v}")),
        ("&lt;tu-api-key&gt;", lambda v: H(f"<p>Sustituye {v} por tu clave.</p>")),
        (
            "YOUR_API_KEY",
            lambda v: F(
                "example", f"curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/search"
            ),
        ),
        ("AKIAIOSFODNN7EXAMPLE", lambda v: F("docs", f"aws_access_key_id = {v}")),
        ("XXXX-XXXX-XXXX-1234", lambda v: H(f"<p>Tarjeta terminada en {v}</p>")),
        ("XXXX000000XXXXXX00", lambda v: F("curp", v)),
        ("***", lambda v: HD("x-api-key", v)),
        ("${TAVILY_API_KEY}", lambda v: F("env", f"TAVILY_API_KEY={v}")),
        ("X-GOOG-API-KEY-XXX", lambda v: HD("x-goog-api-key", v)),
        ("os.environ['STRIPE_SECRET_KEY']", lambda v: F("code", f"stripe.api_key = {v}")),
        (
            "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            lambda v: AP(f" Ejemplo: export GITHUB_TOKEN={v}"),
        ),
        ("55 0000 0000", lambda v: H(f"<p>Teléfono: {v} (dato ficticio)</p>")),
        ("<REDACTED_EMAIL>", lambda v: F("usuario", f"correo: {v}")),
    ]
    for v, where in ph:
        add(
            draft(
                "placeholder",
                "es" if any(ch in v for ch in "ñ") else "en",
                "placeholder or already-redacted value",
                v,
                where(v),
            )
        )

    # ------------------------------------------------------------------ public and historical figures (20)
    hist = [
        (
            "Benito Juárez",
            "21 de marzo de 1806",
            "es",
            lambda n, d: H(f"<p>{n} nació el {d} en San Pablo Guelatao, Oaxaca.</p>"),
        ),
        (
            "Sor Juana Inés de la Cruz",
            "12 de noviembre de 1648",
            "es",
            lambda n, d: AP(f" {n}, nacida el {d}, es la gran poeta del barroco novohispano."),
        ),
        (
            "Frida Kahlo",
            "6 de julio de 1907",
            "es",
            lambda n, d: F("efemeride", f"Un día como hoy, {d}, nació {n} en Coyoacán."),
        ),
        (
            "Octavio Paz",
            "31 de marzo de 1914",
            "es",
            lambda n, d: H(
                f"<li>{n} ({d} – 19 de abril de 1998), Premio Nobel de Literatura 1990</li>"
            ),
        ),
        (
            "Lázaro Cárdenas del Río",
            "21 de mayo de 1895",
            "es",
            lambda n, d: F(
                "biografia", f"{n} (Jiquilpan, {d}) fue presidente de México de 1934 a 1940."
            ),
        ),
        (
            "Gabriel García Márquez",
            "6 de marzo de 1927",
            "es",
            lambda n, d: AP(f" {n} nació en Aracataca el {d}."),
        ),
        (
            "Jorge Luis Borges",
            "24 de agosto de 1899",
            "es",
            lambda n, d: H(f"<p>{n} nació en Buenos Aires el {d}.</p>"),
        ),
        (
            "Pelé",
            "23 de outubro de 1940",
            "pt",
            lambda n, d: F("efemeride", f"{n} nasceu em {d}, em Três Corações."),
        ),
        (
            "Emiliano Zapata",
            "8 de agosto de 1879",
            "es",
            lambda n, d: H(f"<p>El caudillo {n} nació el {d} en Anenecuilco, Morelos.</p>"),
        ),
        (
            "Frida Kahlo",
            "Londres 247, Col. Del Carmen, Coyoacán",
            "es",
            lambda n, d: H(f"<p>La Casa Azul de {n} (hoy museo) está en {d}.</p>"),
        ),
    ]
    for n, d, lang, where in hist:
        add(
            draft(
                "public-figure",
                lang,
                "historical figure with a public date/place in encyclopedic text",
                d,
                where(n, d),
            )
        )
    officials = [
        ("la secretaria de Economía", "Adriana Villaseñor", "es"),
        ("el gobernador de Puebla", "Tomás Echeverría", "es"),
        ("el titular de la SEP", "Mario Delgadillo", "es"),
        ("la presidenta municipal de León", "Carmen Ruelas", "es"),
        ("the Mexican finance minister", "Rogelio Anaya", "en"),
        ("el ministro de Salud de Perú", "César Huamán", "es"),
        ("a ministra da Fazenda", "Helena Prado", "pt"),
        ("la jefa de Gobierno", "Elena Montes", "es"),
        ("el vocero de la Fiscalía", "Ricardo Salas", "es"),
        ("el director del IMSS", "Germán Ochoa", "es"),
    ]
    for i, (role, name, lang) in enumerate(officials):
        if lang == "en":
            s = f"{name}, {role}, told reporters on Tuesday that the budget will be presented in September."
        elif lang == "pt":
            s = f"{role[0].upper() + role[1:]}, {name}, afirmou nesta terça que o arcabouço fiscal será mantido."
        else:
            s = f"{role[0].upper() + role[1:]}, {name}, declaró en conferencia que el programa seguirá en 2025."
        where = H(f"<p>{s}</p>") if i % 2 == 0 else (F("snippet_es", s) if i % 3 else AP(" " + s))
        add(
            draft(
                "public-figure",
                lang,
                "official with a public role in news text (name only)",
                name,
                where,
            )
        )

    # ------------------------------------------------------------------ public addresses (14)
    addrs = [
        (
            "Av. Paseo de la Reforma s/n, Col. Polanco, C.P. 11560, Miguel Hidalgo, CDMX",
            "Museo Nacional de Antropología",
        ),
        (
            "Av. Insurgentes Sur 1971, Col. Guadalupe Inn, C.P. 01020, Álvaro Obregón, CDMX",
            "Oficinas corporativas",
        ),
        ("Calle Hidalgo 77, Col. Guerrero, C.P. 06300, Cuauhtémoc", "Módulo de atención ciudadana"),
        ("Av. Vallarta 6503, Col. Ciudad Granja, C.P. 45010, Zapopan, Jal.", "Sucursal Zapopan"),
        (
            "Blvd. Adolfo López Mateos 1402, Col. Jardines del Moral, C.P. 37160, León, Gto.",
            "Tienda León",
        ),
        ("Calle 60 No. 299, Col. Centro, C.P. 97000, Mérida, Yucatán", "Palacio Municipal"),
        ("Av. Constitución 2050, Col. Obispado, C.P. 64060, Monterrey, N.L.", "Planta y oficinas"),
        (
            "Privada de la Industria 14, Parque Industrial Querétaro, C.P. 76220, Santa Rosa Jáuregui, Qro.",
            "Centro de distribución",
        ),
        (
            "Calle 5 de Mayo 32, Col. Centro, C.P. 68000, Oaxaca de Juárez, Oax.",
            "Oficina de turismo",
        ),
        ("Av. Juárez 100, Col. Centro, C.P. 72000, Puebla, Pue.", "Juzgado Tercero de Distrito"),
        (
            "Rua da Consolação, 94, República, CEP 01302-000, São Paulo",
            "Biblioteca Mário de Andrade",
        ),
        ("Av. Corrientes 1530, C1042 CABA", "Teatro San Martín"),
        ("Calle de Alcalá 13, 28014 Madrid", "Real Academia de Bellas Artes"),
        ("Av. Revolución 1500, Col. Guadalupe Inn, C.P. 01020", "Sede de la cámara empresarial"),
    ]
    for i, (v, who) in enumerate(addrs):
        lang = "pt" if "Rua" in v else "es"
        k = i % 3
        where = (
            H(f"<p>{who}: {v}</p>")
            if k == 0
            else F("direccion", f"{who} — {v}")
            if k == 1
            else AP(f" Dirección: {who}, {v}.")
        )
        add(
            draft("public-address", lang, "address of a public institution or a business", v, where)
        )

    # ------------------------------------------------------------------ bylines (8)
    bylines = (
        "Mariana López Rivas",
        "Juan Pablo Arellano",
        "Daniela Cuevas",
        "Rodrigo Ibáñez",
        "Ana Lucía Serrano",
        "Héctor Villalobos",
        "Beatriz Quezada",
        "Fernando Olmos",
    )
    for i, n in enumerate(bylines):
        where = (
            H(f"<p>Por {n} | 12 de mayo de 2024, 10:35</p>")
            if i % 3 == 0
            else F("author", n)
            if i % 3 == 1
            else H(f"<p>Fotografía: {n}/Cuartoscuro</p>")
        )
        add(draft("byline", "es", "author or photographer credit (name only)", n, where))

    # ------------------------------------------------------------------ dates and numbers (12)
    nums = [
        ("2024-05-02T10:00:00Z", "en", lambda v: F("publishedAt", v)),
        ("12 de marzo de 2024", "es", lambda v: H(f"<p>Publicado el {v}</p>")),
        ("$1,234,567.89", "es", lambda v: AP(f" El contrato asciende a {v} pesos.")),
        ("19.4326, -99.1332", "es", lambda v: F("coordenadas", v)),
        ("126,014,024", "es", lambda v: H(f"<p>Población total (Censo 2020): {v} habitantes</p>")),
        ("v3.12.4", "en", lambda v: F("version", v)),
        ("5523118890", "es", lambda v: H(f"<p>Número de folio de la queja: {v}</p>")),
        ("4461 2290 1187", "es", lambda v: F("folio", f"Folio de trámite {v}")),
        ("06600", "es", lambda v: AP(f" Código postal de la zona: {v}.")),
        ("1712000000", "en", lambda v: F("created", int(v))),
        ("Tue, 14 May 2024 03:22:10 GMT", "en", lambda v: HD("Last-Modified", v)),
        ("31/12/2024", "es", lambda v: H(f"<p>Vigencia de la promoción: hasta el {v}</p>")),
    ]
    for v, lang, where in nums:
        add(draft("date-or-number", lang, "date or number that is not a person's", v, where(v)))

    # ------------------------------------------------------------------ test cards and doc e-mails (10)
    tc = [
        ("4242 4242 4242 4242", "Stripe test card"),
        ("5555 5555 5555 4444", "Mastercard test card"),
        ("4000 0025 0000 3155", "3-D Secure test card"),
        ("3782 822463 10005", "Amex test card"),
    ]
    for v, form in tc:
        add(
            draft(
                "test-card",
                "es",
                form + " in payment docs",
                v,
                H(f"<p>Para pruebas usa la tarjeta {v}, cualquier CVC y una fecha futura.</p>"),
            )
        )
    assert all(luhn_digit(v.replace(" ", "")[:-1]) == v.replace(" ", "")[-1] for v, _ in tc)
    docs = [
        ("usuario@ejemplo.com", "es", lambda v: H(f"<p>Ejemplo de formato: {v}</p>")),
        (
            "jane.doe@example.com",
            "en",
            lambda v: F("example_request", f"POST /v1/users {{email: {v}}}"),
        ),
        ("nombre@dominio.com", "es", lambda v: AP(f" Escribe tu correo con el formato {v}.")),
        ("john@example.org", "en", lambda v: F("docs", f"Replace {v} with your address")),
        ("test@example.net", "en", lambda v: F("fixture_user", v)),
        ("correo@empresa.com", "es", lambda v: H(f"<li>Formato esperado: {v}</li>")),
    ]
    for v, lang, where in docs:
        add(draft("doc-example-email", lang, "documentation example address", v, where(v)))
    _ = (LOWNUM, HEX)
    return out
