# ruff: noqa: E501
"""Keepers (label ``keep``): what a redaction must leave alone, written to look as much as
possible like the personal items and secrets: redaction placeholders and masked values,
hashes and salted digests of content, content ids, folios, UUIDs, ETags, request/trace ids,
base64 of non-personal data, entity-encoded role mailboxes and switchboards (also
.gob.mx), company RFCs and CLABEs published for payments, officials' published office
contacts, documented examples and placeholders, test card numbers from docs, dates kept by
seed §3, versions, prices, and numbers shaped like ids that belong to no person.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from typing import Any

from values import V, entities, pct

v = V(32003)
AN = string.ascii_letters + string.digits
COMPANIES = [
    ("Distribuidora Cantera del Bajío, S.A. de C.V.", "DCB", "canteradelbajio.com.mx"),
    ("Servicios Logísticos Tlaloc, S. de R.L. de C.V.", "SLT", "logisticatlaloc.mx"),
    ("Editorial Pirúl, S.C.", "EPI", "editorialpirul.mx"),
    ("Farmacias Ahuehuete, S.A.P.I. de C.V.", "FAH", "ahuehuete.com.mx"),
    ("Consultoría Nopal Analítica, S.C.", "CNA", "nopalanalitica.mx"),
    ("Hoteles Jacaranda del Pacífico, S.A. de C.V.", "HJP", "hotelesjacaranda.mx"),
]
GOB = [
    "economia.gob.mx",
    "salud.gob.mx",
    "sep.gob.mx",
    "imss.gob.mx",
    "sat.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.ciudadana",
    "transparencia",
    "rh",
    "compras",
    "info",
]


def mk(kind: str, lang: str, form: str, value: str, **plant: Any) -> dict[str, Any]:
    return {"family": "keep", "kind": kind, "lang": lang, "form": form, "value": value, **plant}


def rep(n: int, f: Callable[[int], dict[str, Any]]) -> list[dict[str, Any]]:
    return [f(i) for i in range(n)]


def either(
    i: int, kind: str, lang: str, form: str, value: str, text: str, key: str
) -> dict[str, Any]:
    if i % 2:
        return mk(kind, lang, form, value, snippet=f"<p>{text}</p>")
    return mk(kind, lang, form, value, field=(key, text))


def items() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def placeholders(i: int) -> dict[str, Any]:
        forms = [
            ("[REDACTED]", "CURP: {}"),
            ("████████████", "Nombre del titular: {}"),
            ("***", "Tel. particular: {}"),
            ("****1234", "Tarjeta terminación {}"),
            ("XXXX-XXXX-XXXX-4821", "Tarjeta: {}"),
            ("redacted@example.test", "Correo: {}"),
            ("+52-000-000-0000", "Teléfono: {}"),
            ("<REDACTED>", "Authorization: Bearer {}"),
            ("[CURP OMITIDA]", "Alumno 3: {}"),
            ("j***@g***.com", "Enviamos el código a {}"),
            ("55 **** **78", "Te llamaremos al {}"),
            ("AAAA000000HDFXXX00", "Formato de CURP: {}"),
            ("XAXX010101000", "RFC genérico (público en general): {}"),
            ("XEXX010101000", "RFC genérico (extranjeros): {}"),
            ("000-00-0000", "SSN: {} (masked)"),
            ("***.***.***-**", "CPF: {}"),
            ("sk-...", "OPENAI_API_KEY={}"),
            ("tvly-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "TAVILY_API_KEY={}"),
            ("YOUR_API_KEY", "?api_key={}"),
            ("${SERPER_API_KEY}", "X-API-KEY: {}"),
            ("{{ secrets.BRAVE_API_KEY }}", "X-Subscription-Token: {}"),
            ("&lt;tu-token&gt;", "Authorization: Bearer {}"),
            ("sessionid=&lt;redacted&gt;", "Cookie: {}"),
            ("-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----", "private_key: {}"),
            ("usuario@example.com", "Ejemplo: {}"),
            ("nombre.apellido@ejemplo.com", "Formato: {}"),
            ("0000 0000 0000 0000", "Número de tarjeta: {}"),
            ("000000000000000000", "CLABE: {}"),
            ("AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = {}"),
            ("acct_XXXXXXXXXXXXXXXX", "Stripe-Account: {}"),
        ]
        val, t = forms[i % len(forms)]
        if "&" in val or "<" in val or "\\n" in val:
            if "&" in val or "\\n" in val:
                return mk(
                    "placeholder",
                    "es",
                    "redaction placeholder / documented placeholder",
                    val,
                    snippet=f"<p>{t.format(val)}</p>",
                )
            return mk(
                "placeholder",
                "es",
                "redaction placeholder / documented placeholder",
                val,
                field=("ejemplo", t.format(val)),
            )
        return either(
            i,
            "placeholder",
            "es",
            "redaction placeholder / documented placeholder",
            val,
            t.format(val),
            ["redactado", "ejemplo", "masked"][i % 3],
        )

    out += rep(34, placeholders)

    def testcards(i: int) -> dict[str, Any]:
        c = [
            "4242 4242 4242 4242",
            "4111 1111 1111 1111",
            "5555 5555 5555 4444",
            "4000 0566 5566 5556",
            "3782 822463 10005",
            "4000000000000002",
        ][i % 6]
        return either(
            i,
            "test-card",
            "es",
            "test card number in payment documentation",
            c,
            f"Para probar en modo sandbox usa la tarjeta de prueba {c}, CVV 123, cualquier fecha futura.",
            "docs",
        )

    out += rep(6, testcards)

    def hashes(i: int) -> dict[str, Any]:
        forms = [
            ("sha256", v.hexs(64), "sha256 del cuerpo original: {}"),
            ("sha1", v.hexs(40), "commit {}"),
            ("md5", v.hexs(32), "md5 {}"),
            (
                "sri",
                "sha384-" + V.b64(bytes(v.r.randrange(256) for _ in range(48))),
                'integrity="{}"',
            ),
            (
                "salted-digest",
                f"sha256$v3${v.hexs(16)}${v.hexs(64)}",
                "dedup_key (url canónica + sal): {}",
            ),
            ("sha256", "sha256:" + v.hexs(64), "image digest {}"),
            ("blake2", v.hexs(40), "contenido_blake2b160 = {}"),
        ]
        k, val, t = forms[i % len(forms)]
        return either(
            i,
            "hash",
            "es",
            f"{k} of content",
            val,
            t.format(val),
            ["body_sha256", "digest", "hash", "checksum"][i % 4],
        )

    out += rep(24, hashes)

    def cids(i: int) -> dict[str, Any]:
        val = f"cid:image{i + 1:03d}.png@01DA{v.hexs(4).upper()}.{v.hexs(8).upper()}"
        if i % 2:
            return mk(
                "content-id",
                "en",
                "MIME content id of an inline image",
                val,
                snippet=f'<p><img src="{val}" alt="logo"></p>',
            )
        return mk(
            "content-id",
            "en",
            "MIME content id",
            val,
            field=("content_id", f"Content-ID: <{val[4:]}>  ref {val}"),
        )

    out += rep(6, cids)

    def folios(i: int) -> dict[str, Any]:
        forms = [
            ("order-number", f"#{v.digits(10)}", "Pedido {} confirmado"),
            ("order-number", f"MX-{v.digits(9)}", "Orden {}"),
            ("invoice-folio", v.uuid().upper(), "Folio fiscal (UUID) del CFDI: {}"),
            ("invoice-folio", f"A-{v.digits(6, '0123456789')}", "Factura serie/folio {}"),
            (
                "tracking-number",
                "1Z" + v.rand(16, string.ascii_uppercase[:6] + string.digits),
                "Guía UPS {}",
            ),
            ("tracking-number", v.digits(22), "Guía Estafeta {}"),
            ("tracking-number", v.digits(10), "Número de guía DHL {}"),
            ("case-number", f"{v.r.randint(100, 999)}/2024", "Expediente judicial {}"),
            ("case-number", f"CNDH/1/2024/{v.digits(4, '0123456789')}/Q", "Queja {}"),
            ("ticket", f"INC{v.digits(7, '0123456789')}", "Ticket de soporte {}"),
            ("folio-tramite", v.digits(18), "Folio de trámite gob.mx: {}"),
            ("folio-tramite", f"SAT-{v.digits(11)}", "Acuse {}"),
        ]
        k, val, t = forms[i % len(forms)]
        return either(
            i,
            k,
            "es",
            f"{k} (not a person's id)",
            val,
            t.format(val),
            ["folio", "pedido", "ref", "id"][i % 4],
        )

    out += rep(34, folios)

    def etags(i: int) -> dict[str, Any]:
        val = [
            f"W/&quot;{v.hexs(8)}-{v.hexs(27)}&quot;",
            f"{v.hexs(32)}",
            f"{v.hexs(8)}-{v.hexs(12)}",
        ][i % 3]
        if i % 3 == 0:
            return mk(
                "etag",
                "en",
                "weak ETag (entity-encoded quotes)",
                val,
                snippet=f'<p data-etag="{val}">Caché</p>',
            )
        return mk("etag", "en", "ETag recorded header", val, header=("ETag", val))

    out += rep(8, etags)

    def trace(i: int) -> dict[str, Any]:
        forms = [
            ("traceparent", f"00-{v.hexs(32)}-{v.hexs(16)}-01"),
            ("x-request-id", v.uuid()),
            ("cf-ray", f"{v.hexs(16)}-QRO"),
            ("x-amzn-trace-id", f"Root=1-{v.hexs(8)}-{v.hexs(24)}"),
            ("x-cloud-trace-context", f"{v.hexs(32)}/{v.digits(19)};o=1"),
            ("request-id", f"req_{v.rand(24)}"),
            ("x-correlation-id", v.uuid()),
        ]
        h, val = forms[i % len(forms)]
        if i % 3 == 2:
            return mk(
                "request-id",
                "en",
                f"{h} in a log line",
                val,
                field=("log", f'level=info msg="upstream ok" {h}={val} dur_ms=412'),
            )
        return mk("request-id", "en", f"{h} recorded header", val, header=(h, val))

    out += rep(24, trace)

    def b64(i: int) -> dict[str, Any]:
        forms = [
            (
                "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
                "image",
            ),
            (
                "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
                "image",
            ),
            (
                "data:font/woff2;base64,d09GMgABAAAAAAPoAAsAAAAAB2gAAAOcAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGx4cHgZgAIEI",
                "font",
            ),
            (V.b64(json.dumps({"theme": "oscuro", "lang": "es-MX", "pageSize": 20})), "config"),
            (V.b64(json.dumps({"alg": "RS256", "kid": "2025-03"}), url=True), "jose-header"),
            (
                V.b64("https://www.gob.mx/tramites/ficha/" + str(v.r.randint(100, 999)), url=True),
                "url",
            ),
            (
                V.b64(json.dumps({"cursor": v.r.randint(1000, 9999), "sort": "fecha_desc"})),
                "pagination-cursor",
            ),
        ]
        val, what = forms[i % len(forms)]
        if i % 2:
            return mk(
                "base64-nonpersonal",
                "en",
                f"base64 of non-personal data ({what})",
                val,
                snippet=f'<div class="b" data-src="{val}"><p>Imagen decorativa</p></div>',
            )
        return mk(
            "base64-nonpersonal",
            "en",
            f"base64 of non-personal data ({what})",
            val,
            field=(["cursor", "blob", "cfg", "hash"][i % 4], val),
        )

    out += rep(14, b64)

    def mailboxes(i: int) -> dict[str, Any]:
        dom = GOB[i % len(GOB)] if i % 3 == 0 else COMPANIES[i % len(COMPANIES)][2]
        addr = f"{ROLES[i % len(ROLES)]}@{dom}"
        forms = [
            entities(addr, 2),
            addr.replace("@", "&#64;"),
            addr.upper(),
            f"mailto:{addr}?subject=Cotizaci%C3%B3n",
            addr.replace("@", " [arroba] ").replace(".", " [punto] "),
            addr,
            pct(addr),
        ]
        val = forms[i % len(forms)]
        if i % 7 in (0, 1, 3):
            return mk(
                "role-mailbox",
                "es",
                "role mailbox (entity-encoded / mailto / obfuscated)",
                val,
                snippet=f'<p>Escríbenos a <a href="mailto:{addr}">{val}</a></p>'
                if i % 7 != 3
                else f'<p><a href="{val}">Solicitar cotización</a></p>',
            )
        return mk(
            "role-mailbox",
            "es",
            "role mailbox of a company or a public office",
            val,
            field=(
                ["contacto", "reply_to", "email"][i % 3],
                f"Reply-To: Atención a clientes <{val}>"
                if i % 7 == 5
                else f"Buzón institucional: {val}",
            ),
        )

    out += rep(32, mailboxes)

    def switchboards(i: int) -> dict[str, Any]:
        forms = [
            f"55 5{v.digits(3, '0123456789')} {v.digits(4, '0123456789')} ext. {v.r.randint(1000, 9999)}",
            f"800 {v.digits(3, '0123456789')} {v.digits(4, '0123456789')}",
            f"01 800 {v.digits(3, '0123456789')} {v.digits(4, '0123456789')}",
            f"+52 (55) 5{v.digits(3, '0123456789')}-{v.digits(4, '0123456789')}, ext. {v.r.randint(100, 999)}",
            f"+52 800 {v.digits(3, '0123456789')} {v.digits(4, '0123456789')}",
            f"(33) 3{v.digits(3, '0123456789')}-{v.digits(4, '0123456789')} ext. {v.r.randint(10, 99)}",
        ]
        val = forms[i % len(forms)]
        who = [
            "Conmutador",
            "Tel. oficina",
            "Atención ciudadana (Profeco)",
            "Línea de la Secretaría de Salud",
            "Conmutador IMSS",
            "Sucursal Guadalajara",
        ][i % 6]
        if i % 4 == 0:
            val2 = entities(val, 3)
            return mk(
                "switchboard",
                "es",
                "switchboard as character references",
                val2,
                snippet=f"<p>{who}: {val2}</p>",
            )
        return either(
            i,
            "switchboard",
            "es",
            "company / office switchboard or 800 number",
            val,
            f"{who}: {val}",
            "telefono",
        )

    out += rep(22, switchboards)

    def company_ids(i: int) -> dict[str, Any]:
        name, letters, _dom = COMPANIES[i % len(COMPANIES)]
        rfc = v.rfc_pm(letters)
        if i % 3 == 0:
            clabe = v.clabe()
            return either(
                i,
                "company-clabe",
                "es",
                "company CLABE published for payments",
                clabe,
                f"Datos para transferencia — Beneficiario: {name}; Banco: BBVA; CLABE: {clabe}; Referencia: número de pedido",
                "pago",
            )
        if i % 3 == 1:
            return mk(
                "company-rfc",
                "es",
                "company RFC (persona moral) in CFDI emisor",
                rfc,
                field=("emisor", {"Rfc": rfc, "Nombre": name, "RegimenFiscal": "601"}),
            )
        return mk(
            "company-rfc",
            "es",
            "company RFC (persona moral) in a footer",
            rfc,
            snippet=f"<footer><p>{name} · RFC {rfc} · Av. Insurgentes Sur 1602, piso 4, Col. Crédito Constructor, C.P. 03940, CDMX</p></footer>",
        )

    out += rep(21, company_ids)

    def officials(i: int) -> dict[str, Any]:
        dom = GOB[i % len(GOB)]
        tel = f"55 3{v.digits(3, '0123456789')} {v.digits(4, '0123456789')} ext. {v.r.randint(10000, 69999)}"
        cargo = [
            "Titular de la Unidad de Transparencia",
            "Directora General de Normatividad",
            "Delegado Federal",
            "Subsecretario de Planeación",
        ][i % 4]
        nombre = [
            "Lic. Fernanda Arredondo Quintero",
            "Mtro. Jorge Olvera Bautista",
            "Dra. Itzel Carrillo Treviño",
            "Ing. Raúl Mendoza Villalobos",
        ][i % 4]
        val = f"unidad.transparencia@{dom}" if i % 3 == 2 else tel
        return either(
            i,
            "official-contact",
            "es",
            "public official's published office contact",
            val,
            f"{nombre}, {cargo}. Tel. oficina: {tel} · {('unidad.transparencia@' + dom)}",
            "directorio",
        )

    out += rep(12, officials)

    def addresses(i: int) -> dict[str, Any]:
        val = [
            f"Av. Paseo de la Reforma {v.r.randint(10, 500)}, piso {v.r.randint(2, 30)}, Col. Juárez, Cuauhtémoc, C.P. 06600, CDMX",
            f"Blvd. Adolfo López Mateos {v.r.randint(100, 3000)}, Local {v.r.randint(1, 40)}, Col. Tlacopac, C.P. 01049",
            f"Calle Insurgentes Norte {v.r.randint(10, 999)}, Edificio B, Col. Santo Tomás, Azcapotzalco, C.P. 02020",
        ][i % 3]
        who = ["Oficinas corporativas", "Sucursal Centro", "Oficialía de partes de la Secretaría"][
            i % 3
        ]
        return either(
            i, "company-address", "es", "office / branch address", val, f"{who}: {val}", "direccion"
        )

    out += rep(9, addresses)

    def dates(i: int) -> dict[str, Any]:
        forms = [
            ("Date", "Fri, 14 Mar 2025 18:22:07 GMT", "header"),
            ("Last-Modified", "Tue, 12 Mar 1985 09:00:00 GMT", "header"),
            ("publishedAt", "1985-03-12T10:00:00Z", "field"),
            ("retrievedAt", "2025-03-14T18:22:07.114Z", "field"),
            ("cacheAgeSeconds", "86400", "field"),
            ("published_date", "12 de marzo de 1985", "field"),
            ("canonical", "inauguracion-planta-tlaxcala-19850312", "snippet"),
            ("dateModified", "2024-11-02", "field"),
            ("Expires", "Sat, 15 Mar 2025 18:22:07 GMT", "header"),
            ("fundacion", "Fundada el 3 de julio de 1962", "snippet"),
        ]
        k, val, how = forms[i % len(forms)]
        if how == "header":
            return mk("date", "en", f"{k} date header (kept by seed §3)", val, header=(k, val))
        if how == "snippet":
            if k == "canonical":
                return mk(
                    "date",
                    "es",
                    "date in a news URL slug (no person)",
                    val,
                    snippet=f'<link rel="canonical" href="https://www.ejemplo-noticias.mx/economia/{val}">',
                )
            return mk(
                "date", "es", "company foundation date", val, snippet=f"<p>{val} en Puebla.</p>"
            )
        return mk(
            "date",
            "en",
            f"{k} (kept by seed §3)",
            val,
            field=(k, int(val) if k == "cacheAgeSeconds" else val),
        )

    out += rep(20, dates)

    def versions(i: int) -> dict[str, Any]:
        val = [
            "v2.14.3",
            "1.20.0-rc.1",
            "Chrome/124.0.6367.91",
            "python-requests/2.31.0",
            "OpenSSL 3.0.13",
            "API-Version: 2024-06-20",
            "crewai==0.86.0",
            "10.0.19045.4291",
        ][i % 8]
        return either(i, "version", "en", "version string", val, f"build {val}", "version")

    out += rep(10, versions)

    def prices(i: int) -> dict[str, Any]:
        val = [
            "$1,299.00 MXN",
            "R$ 4.590,00",
            "USD 12,500.00",
            "$ 18 450,50",
            "S/ 349.90",
            "€1.234,56",
            "$0.005 por consulta",
            "ARS 1.250.000",
        ][i % 8]
        lang = "pt" if "R$" in val else "es"
        return either(
            i, "price", lang, "price / amount", val, f"Precio: {val} IVA incluido", "precio"
        )

    out += rep(12, prices)

    def idshaped(i: int) -> dict[str, Any]:
        forms = [
            (
                "cct",
                f"09DPR{v.digits(4, '0123456789')}{v.r.choice('ABCDEFGHJK')}",
                "Clave de centro de trabajo (escuela): {}",
            ),
            ("clues", f"DFIMS{v.digits(6, '0123456789')}", "CLUES de la unidad médica: {}"),
            (
                "isbn",
                "978-607-"
                + v.digits(2)
                + "-"
                + v.digits(4, "0123456789")
                + "-"
                + v.digits(1, "0123456789"),
                "ISBN {}",
            ),
            ("ean", "750" + v.digits(10, "0123456789"), "Código de barras {}"),
            ("sku", f"SKU-{v.rand(4, string.ascii_uppercase)}-{v.digits(6)}", "sku_alt: {}"),
            (
                "statistic",
                f"{v.r.randint(1_000_000_000, 9_999_999_999)}",
                "Visitas acumuladas del portal: {}",
            ),
            (
                "statistic",
                f"{v.r.randint(10_000_000, 99_999_999):,}",
                "Población estimada: {} habitantes",
            ),
            (
                "inegi-code",
                f"{v.r.randint(1, 32):02d}{v.r.randint(1, 570):03d}{v.r.randint(1, 9999):04d}",
                "Clave de localidad INEGI {}",
            ),
            ("norma", f"NOM-{v.r.randint(1, 250):03d}-SSA1-20{v.r.randint(10, 24)}", "{}"),
            (
                "dof",
                f"DOF {v.r.randint(1, 28):02d}/{v.r.randint(1, 12):02d}/20{v.r.randint(10, 24)}",
                "Publicado en el {}",
            ),
            ("phone-like", v.digits(10, "7"), "Número de serie del medidor: {}"),
            (
                "patent",
                f"MX/a/20{v.r.randint(15, 24)}/{v.digits(6, '0123456789')}",
                "Solicitud de patente {}",
            ),
            (
                "doi",
                f"10.{v.r.randint(1000, 9999)}/rmf.{v.r.randint(2000, 2024)}.{v.digits(4)}",
                "DOI {}",
            ),
            ("issn", "0185-" + v.digits(4, "0123456789"), "ISSN {}"),
            (
                "analytics-id",
                "G-" + v.rand(10, string.ascii_uppercase + string.digits),
                "gtag('config', '{}')",
            ),
            (
                "analytics-id",
                "GTM-" + v.rand(7, string.ascii_uppercase + string.digits),
                "Tag Manager {}",
            ),
            ("analytics-id", v.digits(15), "Meta pixel id {}"),
            ("public-key", "pk_live_51" + v.rand(60), "publishableKey: {}"),
            (
                "public-key",
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + v.rand(43, AN + "+/") + " deploy@ci",
                "{}",
            ),
            (
                "public-key",
                "-----BEGIN PUBLIC KEY-----",
                "{}\\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA...\\n-----END PUBLIC KEY-----",
            ),
            ("uuid", v.uuid(), "session_template_id: {}"),
            ("content-id", f"post-{v.digits(6)}", "data-post-id {}"),
            ("model-id", "claude-3-5-sonnet-20241022", "model: {}"),
            ("model-id", "gpt-4o-mini-2024-07-18", "model: {}"),
            (
                "coordinates",
                f"19.{v.digits(4, '0123456789')}, -99.{v.digits(4, '0123456789')}",
                "Ubicación de la oficina: {}",
            ),
        ]
        k, val, t = forms[i % len(forms)]
        if "\\n" in t:
            return mk(
                k,
                "en",
                f"{k} (id-shaped, not a person's)",
                val,
                field=("pem_publica", t.format(val)),
            )
        return either(
            i,
            k,
            "es",
            f"{k} (id-shaped, not a person's)",
            val,
            t.format(val),
            ["id", "ref", "codigo", "hash", "folio2"][i % 5],
        )

    out += rep(60, idshaped)

    def accountish(i: int) -> dict[str, Any]:
        val = [
            "acct_XXXXXXXXXXXXXXXX",
            "org-REPLACE_ME",
            "proj_&lt;id&gt;",
            "cus_XXXXXXXXXXXXXX",
            "{ACCOUNT_ID}",
            "123456789012",
        ][i % 6]
        if "&" in val:
            return mk(
                "placeholder",
                "en",
                "account-id placeholder in docs",
                val,
                snippet=f"<p>Reemplaza {val} con el id de tu proyecto.</p>",
            )
        if val == "123456789012":
            return mk(
                "placeholder",
                "en",
                "AWS documentation account id",
                val,
                field=("doc", f"arn:aws:iam::{val}:role/ExampleRole (documentation value)"),
            )
        return mk(
            "placeholder",
            "en",
            "account-id placeholder in docs",
            val,
            field=("doc", f"Set the header to {val}"),
        )

    out += rep(6, accountish)

    def paging(i: int) -> dict[str, Any]:
        val = [
            "/noticias/2025/03/14/pagina/2",
            "/perfil/unidad-de-transparencia-19850312",
            "/sucursal/guadalajara-centro-44100",
            "/productos/cafe-tostado-750g-7501234567890",
        ][i % 4]
        return mk(
            "url-path",
            "es",
            "URL slug with id-shaped numbers and no person",
            val,
            field=("next", f"https://www.ejemplo.mx{val}?utm_source=buscador"),
        )

    out += rep(8, paging)

    def gov(i: int) -> dict[str, Any]:
        dom = GOB[i % len(GOB)]
        val = f"{['atencion', 'contacto', 'quejas', 'oficialia.partes'][i % 4]}&#64;{dom}"
        return mk(
            "gov-role-mailbox",
            "es",
            "entity-encoded .gob.mx institutional mailbox with switchboard",
            val,
            snippet=f"<p>Oficialía de partes: {val} · Conmutador 55 {v.digits(4, '0123456789')} {v.digits(4, '0123456789')} ext. {v.r.randint(1000, 9999)}</p>",
        )

    out += rep(8, gov)
    return out
