"""Keepers of corpus 8: values seed §3 keeps (or never asks to remove) that sit close to
personal data or secrets in shape: company switchboards and role mailboxes, dates and date
headers, order numbers, SKUs, hashes, UUIDs, request ids, DOIs/ISBNs, analytics ids,
public and publishable keys, placeholders and documentation examples, company tax ids,
office addresses, prices and statistics, and high-entropy strings that are not credentials.

Companies, numbers and hashes are invented; a keeper line holds no personal datum and no
credential.
"""

# ruff: noqa: E501 (authored sentences and format tables read best one per line)

from __future__ import annotations

import base64
import datetime as dt
import html as H
import json
import random
import string

import phonenumbers
from content_secret import jwt
from draft import Draft
from fmt import date_in
from people import COMPANIES, COMPANY_DOMAINS, GOB_DOMAINS, OFFICES
from stdnum import ean, isbn, issn
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.cl import rut as cl_rut
from stdnum.es import cif as es_cif
from values import (
    ALNUM,
    B64,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    clabe,
    date_between,
    group,
    hexs,
    make_person,
    rfc_pm,
    rnd_mixed,
    rnd_str,
    sha256_of,
    uuid4,
)

ALL = ("html", "obj", "aobj", "prose")
KV = ("html", "obj", "aobj")


def K(kind: str, lang: str, form: str, v: str, text: str = "", key: str = "nota",
      carriers: tuple[str, ...] = ALL, **kw: object) -> Draft:  # fmt: skip
    return Draft("keep", "keep", kind, lang, form, v, text or v, key, carriers, **kw)  # type: ignore[arg-type]


def _switchboard(rng: random.Random, area: str) -> str:
    """A company-looking Mexican landline: a round ending, valid per phonenumbers."""
    for _ in range(1000):
        n = (
            area
            + str(rng.randrange(2, 10))
            + rnd_str(rng, string.digits, 10 - len(area) - 3)
            + "00"
        )
        if phonenumbers.is_valid_number(phonenumbers.parse("+52" + n)):
            return n
    raise RuntimeError(area)


def _spaced(n: str) -> str:
    a = 2 if n[:2] in ("55", "33", "81") else 3
    r = n[a:]
    return f"{n[:a]} {r[: len(r) - 4]} {r[-4:]}"


def mailboxes(rng: random.Random) -> list[Draft]:
    out = []
    roles_es = [
        ("ventas", "Ventas y cotizaciones: {v}"),
        ("cotizaciones", "Para cotizaciones escribe a {v}"),
        ("atencion.clientes", "Atención a clientes: {v} (lunes a viernes, 9 a 18 h)"),
        ("prensa", "Sala de prensa — {v}"),
        ("facturacion", "Dudas de facturación: {v}"),
        ("privacidad", "Ejerce tus derechos ARCO escribiendo a {v}"),
        ("contacto", "Contáctanos: {v}"),
        ("rh", "¿Quieres trabajar con nosotros? Envía tu CV a {v}"),
        ("soporte", "Soporte técnico: {v}"),
        ("no-reply", "De: Notificaciones <{v}>"),
        ("info", "Más información en {v}"),
        ("proveedores", "Alta de proveedores: {v}"),
    ]
    for i, (loc, tpl) in enumerate(roles_es):
        dom = COMPANY_DOMAINS[i % len(COMPANY_DOMAINS)]
        v = f"{loc}@{dom}"
        out.append(
            K("role-mailbox", "es", f"company role mailbox {loc}@", v, tpl.format(v=v), "contacto")
        )
    gob = [
        ("unidad.transparencia", "Unidad de Transparencia: {v}"),
        ("atencion.ciudadana", "Atención ciudadana: {v}"),
        ("comunicacion.social", "Coordinación de Comunicación Social — {v}"),
        ("oficialia.partes", "Oficialía de partes electrónica: {v}"),
        ("datos.abiertos", "Solicitudes de datos abiertos: {v}"),
        ("quejas", "Quejas y denuncias: {v}"),
        ("contacto", "Contacto institucional: {v}"),
        ("denuncias", "Denuncia ciudadana al correo {v}"),
    ]
    for i, (loc, tpl) in enumerate(gob):
        v = f"{loc}@{GOB_DOMAINS[i % len(GOB_DOMAINS)]}"
        out.append(
            K(
                "role-mailbox",
                "es",
                "government role mailbox (.gob.mx)",
                v,
                tpl.format(v=v),
                "dependencia",
            )
        )
    d = COMPANY_DOMAINS
    out += [
        K("role-mailbox", "es", "role mailbox in upper case", f"VENTAS@{d[1].upper()}", f"PEDIDOS AL CORREO VENTAS@{d[1].upper()}"),
        K("role-mailbox", "es", "role mailbox obfuscated [arroba] [punto]", "prensa [arroba] cenzontle [punto] mx",
          "Prensa: prensa [arroba] cenzontle [punto] mx"),
        K("role-mailbox", "en", "role mailbox sales@", f"sales@{d[11]}", f"Sales enquiries: sales@{d[11]}"),
        K("role-mailbox", "en", "role mailbox support@", f"support@{d[11]}", f"Questions? support@{d[11]}"),
        K("role-mailbox", "en", "role mailbox privacy@", f"privacy@{d[11]}", f"Data requests go to privacy@{d[11]}."),
        K("role-mailbox", "pt", "role mailbox atendimento@", "atendimento@cafedoserrado.com.br",
          "Fale conosco: atendimento@cafedoserrado.com.br"),
        K("role-mailbox", "pt", "role mailbox imprensa@", "imprensa@cafedoserrado.com.br", "Assessoria de imprensa — imprensa@cafedoserrado.com.br"),
        K("role-mailbox", "es", "role mailbox next to a spokesperson's name", f"prensa@{d[4]}",
          f"Vocera: Lic. Mariana Ledesma · prensa@{d[4]}"),
    ]  # fmt: skip
    raw = f"mailto:ventas@{d[2]}?subject=Cotizaci%C3%B3n&body=Hola"
    hv = H.escape(raw)
    out.append(K("role-mailbox", "es", "role mailbox, mailto: with a query (href)", raw, raw, "mailto",
                 ("html",), html=f'<p><a href="{hv}">Solicita una cotización</a></p>', html_value=hv))  # fmt: skip
    hv = f"mailto:transparencia@{GOB_DOMAINS[3]}?subject=Solicitud"
    out.append(K("role-mailbox", "es", "government role mailbox, mailto: with a query", hv, hv, "mailto",
                 ("html",), html=f'<p>Escríbenos: <a href="{hv}">transparencia@{GOB_DOMAINS[3]}</a></p>'))  # fmt: skip
    return out


def phones(rng: random.Random) -> list[Draft]:
    out = []
    tpls = [
        ("es", "Conmutador with ext.", "Conmutador: {p} ext. {ext}"),
        ("es", "Tel. oficina", "Tel. oficina: {p}"),
        (
            "es",
            "Atención a clientes hours",
            "Atención a clientes {p}, lunes a viernes de 9:00 a 18:00 h",
        ),
        ("es", "Fax", "Fax: {p}"),
        ("es", "Sucursal with ext.", "Sucursal Centro — {p} ext. {ext}"),
        ("es", "+52 conmutador", "Tel. +52 {p} (conmutador)"),
        ("es", "Call center opción", "Call center: {p} opción 2"),
        (
            "es",
            "Teléfono de la dependencia",
            "Teléfono de la dependencia: {p}, exts. {ext} y {ext2}",
        ),
        ("es", "Recepción del hotel", "Recepción del hotel: {p}"),
        ("en", "Main office", "Main office (Mexico City): +52 {p}"),
        ("es", "parenthesised conmutador", "Conmutador ({a}) {r1}-{r2}"),
        ("es", "Mesa de ayuda", "Mesa de ayuda de TI: {p}, ext. {ext}"),
    ]
    areas = ["55", "81", "33", "442", "999", "477", "222", "55", "55", "33", "55", "614"]
    for (lang, form, tpl), area in zip(tpls * 2, areas * 2, strict=False):
        n = _switchboard(rng, area)
        p = _spaced(n)
        a = 2 if n[:2] in ("55", "33", "81") else 3
        text = tpl.format(p=p, ext=rng.randrange(100, 9999), ext2=rng.randrange(100, 9999),
                          a=n[:a], r1=n[a:-4], r2=n[-4:])  # fmt: skip
        v = f"({n[:a]}) {n[a:-4]}-{n[-4:]}" if "{a}" in tpl else p
        out.append(K("company-phone", lang, f"company phone: {form}", v, text, "telefono"))
    out += [
        K("company-phone", "es", "800 toll-free", "800 712 3344", "Lada sin costo: 800 712 3344"),
        K("company-phone", "es", "01 800 old toll-free", "01 800 836 2211", "Llámanos sin costo al 01 800 836 2211"),
        K("company-phone", "es", "800 with letters", "800 PANADERIA", "Pedidos: 800 PANADERIA (800 726 2337)"),
        K("company-phone", "es", "tel: link of a switchboard", "tel:+525551284400", "tel:+525551284400", "tel", ("html",),
          html='<p>Conmutador: <a href="tel:+525551284400">55 5128 4400</a></p>'),
        K("company-phone", "es", "company WhatsApp Business line", "33 3615 0090",
          "WhatsApp de la tienda (atención a clientes): 33 3615 0090"),
        K("company-phone", "pt", "SAC 0800", "0800 722 1234", "SAC: 0800 722 1234 (ligação gratuita)"),
        K("company-phone", "pt", "central de atendimento", "(11) 3003-4400", "Central de atendimento: (11) 3003-4400"),
        K("company-phone", "en", "toll-free US", "1-800-427-3100", "Customer care: 1-800-427-3100"),
        K("company-phone", "es", "official's office line with ext. (published by the entity)", "55 3601 1000 ext. 51234",
          "Titular de la Unidad de Transparencia: Mtra. Carolina Ávila Ruiz, tel. de oficina 55 3601 1000 ext. 51234"),
        K("company-phone", "es", "named sales rep, office line with ext.", "81 8340 1200 ext. 315",
          "Ejecutivo de cuenta: Ing. Tomás Garza — Tel. oficina 81 8340 1200 ext. 315"),
        K("company-phone", "es", "línea de denuncia 800", "800 911 2727", "Línea ética (denuncia anónima): 800 911 2727"),
    ]  # fmt: skip
    return out


def dates(rng: random.Random) -> list[Draft]:
    out = []
    lo, hi = dt.date(2019, 1, 1), dt.date(2025, 11, 30)
    prose = [
        ("es", "Publicado el {d} a las 10:32 h", 0),
        ("es", "Actualizado: {d}", 3),
        ("es", "Por Ana Gómez | {d}", 1),
        ("es", "Fecha de publicación en el DOF: {d}", 1),
        ("es", "Fecha de corte: {d}", 1),
        ("es", "Vigencia: del {d} al 31/12/2025", 1),
        ("es", "La empresa fue fundada el {d} en Celaya.", 0),
        ("es", "Última revisión del aviso de privacidad: {d}", 0),
        ("es", "CDMX, {d}.— La Secretaría informó…", 0),
        ("es", "El sismo del {d} dejó daños menores.", 0),
        ("en", "Published {d}", 0),
        ("en", "Last updated on {d}", 2),
        ("pt", "Publicado em {d}", 1),
        ("pt", "Atualizado em {d} às 14h05", 0),
    ]
    for lang, tpl, style in prose:
        d = date_in(lang, date_between(rng, lo, hi), style)
        if "fundada" in tpl:
            d = date_in(lang, date_between(rng, dt.date(1950, 1, 1), dt.date(1999, 12, 31)), style)
        out.append(
            K(
                "date",
                lang,
                f"publication/event date: {tpl.split('{')[0].strip()[:40]}",
                d,
                tpl.format(d=d),
                "fecha",
            )
        )
    wk = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    mo = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    def http_date() -> str:
        x = date_between(rng, lo, hi)
        return f"{wk[x.weekday()]}, {x.day:02d} {mo[x.month - 1]} {x.year} {rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d} GMT"

    for name in [
        "Date",
        "date",
        "Last-Modified",
        "Expires",
        "last-modified",
        "Date",
        "retry-after",
    ]:
        v = http_date()
        out.append(
            K("date-header", "en", f"recorded {name} header", v, v, name, ("header",), header=name)
        )
    for key, val in [
        ("publishedAt", f"{date_between(rng, lo, hi).isoformat()}T{rng.randrange(24):02d}:{rng.randrange(60):02d}:00Z"),
        ("retrievedAt", f"{date_between(rng, lo, hi).isoformat()}T{rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}.{rng.randrange(1000):03d}Z"),
        ("published_date", date_between(rng, lo, hi).isoformat()),
        ("datePublished", f"{date_between(rng, lo, hi).isoformat()}T08:00:00-06:00"),
        ("dateModified", f"{date_between(rng, lo, hi).isoformat()}T17:45:12-06:00"),
        ("crawled_at", f"{date_between(rng, lo, hi).isoformat()} {rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}"),
        ("page_age", f"{date_between(rng, lo, hi).isoformat()}T00:00:00"),
    ]:  # fmt: skip
        out.append(K("date", "en", f"date field {key}", val, val, key, ("obj", "aobj")))
    for key, val in [
        ("cacheAgeSeconds", str(rng.randrange(60, 86400))),
        ("age", str(rng.randrange(60, 86400))),
    ]:
        out.append(
            K(
                "date",
                "en",
                f"cache age field {key}",
                val,
                f"{key}={val}",
                key,
                ("obj",),
                obj=int(val),
            )
        )
    v = str(rng.randrange(1_700_000_000, 1_760_000_000))
    out.append(
        K(
            "date-header",
            "en",
            "x-ratelimit-reset epoch seconds",
            v,
            v,
            "x-ratelimit-reset",
            ("header",),
            header="x-ratelimit-reset",
        )
    )
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Sube el precio de la tortilla",
          "datePublished": f"{date_between(rng, lo, hi).isoformat()}T07:30:00-06:00"}  # fmt: skip
    body = json.dumps(ld, ensure_ascii=False)
    out.append(K("date", "es", "datePublished in NewsArticle JSON-LD (script)", ld["datePublished"], body, "jsonld",
                 ("html",), html=f'<script type="application/ld+json">{body}</script>'))  # fmt: skip
    t = date_between(rng, lo, hi).isoformat()
    out.append(K("date", "es", "<time datetime> of an article", t, t, "time", ("html",),
                 html=f'<p class="fecha"><time datetime="{t}T09:00:00-06:00">{date_in("es", dt.date.fromisoformat(t), 0)}</time></p>'))  # fmt: skip
    return out


def orders(rng: random.Random) -> list[Draft]:
    out = []
    e13 = lambda p: p + ean.calc_check_digit(p)  # noqa: E731
    items: list[tuple[str, str, str, str]] = [
        ("order-number", "es", "Pedido #{v}", f"MX-2024-{rng.randrange(10**6, 10**7)}"),
        ("order-number", "es", "Número de pedido: {v}", f"{rng.randrange(1000, 9999)}-{rng.randrange(1000, 9999)}-{rng.randrange(1000, 9999)}"),
        ("order-number", "es", "Orden de compra {v} — entregada", "55" + rnd_str(rng, string.digits, 8)),
        ("order-number", "en", "Order {v} has shipped", f"#{rng.randrange(10**8, 10**9)}"),
        ("order-number", "pt", "Pedido nº {v} confirmado", f"{rng.randrange(10**9, 10**10)}-01"),
        ("sku", "es", "SKU: {v}", f"TLC-{rng.randrange(1000, 9999)}-NEG-M"),
        ("sku", "es", "Código de barras (EAN-13): {v}", e13("750" + rnd_str(rng, string.digits, 9))),
        ("sku", "en", "UPC / EAN {v}", e13("7501" + rnd_str(rng, string.digits, 8))),
        ("sku", "es", "Modelo {v}, color grafito", f"RX-{rnd_str(rng, UPPER_ALNUM, 6)}"),
        ("sku", "es", "Número de parte {v}", f"{rng.randrange(6000, 6399)}-2RS"),
        ("order-number", "es", "Folio fiscal (UUID) del CFDI: {v}", uuid4(rng).upper()),
        ("order-number", "es", "Factura A-{v}", f"{rng.randrange(10**7, 10**8):08d}"),
        ("order-number", "es", "Ticket de soporte #{v}", str(rng.randrange(10000, 99999))),
        ("order-number", "es", "Guía DHL {v}", str(rng.randrange(10**9, 10**10))),
        ("order-number", "en", "FedEx tracking {v}", group(str(rng.randrange(10**11, 10**12)), (4, 4, 4), " ")),
        ("order-number", "en", "UPS tracking number {v}", f"1Z{rnd_str(rng, UPPER_ALNUM, 6)}{rnd_str(rng, string.digits, 10)}"),
        ("order-number", "es", "Folio del trámite: {v}", f"SRE-2024-{rng.randrange(100000, 999999)}"),
        ("order-number", "es", "Referencia de pago OXXO: {v}", group(rnd_str(rng, string.digits, 14), (4, 4, 4, 2), " ")),
        ("order-number", "es", "Número de autorización {v}", f"{rng.randrange(0, 999999):06d}"),
        ("sku", "es", "Lote {v}, caducidad 03/2026", f"L{rng.randrange(230101, 251231)}-{rng.choice('ABC')}"),
        ("order-number", "es", "Expediente {v}", f"{rng.randrange(100, 9999)}/2023-II"),
        ("order-number", "es", "Licitación pública {v}", f"LA-{rng.randrange(10**8, 10**9):09d}-E{rng.randrange(1, 99)}-2024"),
        ("order-number", "en", "Invoice INV-{v} (net 30)", f"{rng.randrange(2023, 2026)}-{rng.randrange(1, 9999):04d}"),
        ("order-number", "es", "Código de promoción: {v} (10 % de descuento)", rnd_str(rng, UPPER_ALNUM, 6)),
        ("sku", "es", "Clave de producto SAT {v}", str(rng.randrange(10000000, 99999999))),
        ("order-number", "pt", "Protocolo de atendimento {v}", str(rng.randrange(10**13, 10**14))),
    ]  # fmt: skip
    for kind, lang, tpl, v in items:
        out.append(
            K(
                kind,
                lang,
                f"{kind}: {tpl.split('{')[0].strip()[:36]}",
                v,
                tpl.format(v=v),
                "referencia",
            )
        )
    return out


def hashes(rng: random.Random) -> list[Draft]:
    out = []
    sha = sha256_of(rng)
    out += [
        K("hash", "en", "sha256 of a download", sha, f"SHA256 (buscador-2.4.1.tar.gz) = {sha}", "checksum"),
        K("hash", "es", "sha256 of the original body (seed §3 keeps it)", (s := sha256_of(rng)), f"sha256 del cuerpo original: {s}", "sha256_original", KV),
        K("hash", "en", "sha256 field", (s2 := sha256_of(rng)), s2, "sha256", ("obj", "aobj")),
        K("hash", "en", "git commit sha", (g := hexs(rng, 40)), f"fixed in commit {g}", "commit"),
        K("hash", "en", "short git sha in a version", (g2 := hexs(rng, 7)), f"build 2.14.3+{g2}", "version"),
        K("hash", "en", "md5 checksum", (m := hexs(rng, 32)), f"md5: {m}  reporte_anual_2023.pdf", "checksum"),
        K("hash", "en", "docker image digest", (dg := "sha256:" + sha256_of(rng)), f"image: ghcr.io/acme/buscador@{dg}", "image"),
        K("hash", "en", "npm integrity sha512", (ig := "sha512-" + base64.b64encode(rng.randbytes(64)).decode()), f"integrity {ig}", "integrity", KV),
        K("hash", "en", "SRI integrity attribute", (sri := "sha384-" + base64.b64encode(rng.randbytes(48)).decode()), sri, "sri", ("html",),
          html=f'<div><script src="https://cdn.example.net/lib.min.js" integrity="{sri}" crossorigin="anonymous"></script></div>'),
        K("hash", "en", "content digest header", (dgh := "sha-256=:" + base64.b64encode(rng.randbytes(32)).decode() + ":"), dgh, "Content-Digest",
          ("header",), header="Content-Digest"),
    ]  # fmt: skip
    for name, val in [
        ("x-request-id", uuid4(rng)),
        ("request-id", "req_" + rnd_mixed(rng, ALNUM, 24)),
        ("cf-ray", f"{hexs(rng, 16)}-{rng.choice(['QRO', 'MEX', 'GDL', 'DFW', 'IAD'])}"),
        ("x-amz-request-id", rnd_str(rng, "0123456789ABCDEF", 16)),
        ("x-amz-id-2", base64.b64encode(rng.randbytes(57)).decode()),
        ("traceparent", f"00-{hexs(rng, 32)}-{hexs(rng, 16)}-01"),
        ("apim-request-id", uuid4(rng)),
        ("x-cloud-trace-context", f"{hexs(rng, 32)}/{rng.randrange(10**18, 10**19)};o=1"),
        ("X-Amz-Cf-Id", rnd_mixed(rng, B64URL, 54) + "=="),
        ("x-envoy-upstream-service-time", str(rng.randrange(80, 4000))),
    ]:
        out.append(
            K(
                "request-id",
                "en",
                f"recorded {name} header",
                val,
                val,
                name,
                ("header",),
                header=name,
            )
        )
    for key, val in [
        ("id", "msg_01" + rnd_mixed(rng, ALNUM, 22)),
        ("id", "chatcmpl-" + rnd_mixed(rng, ALNUM, 29)),
        ("id", "resp_" + hexs(rng, 48)),
        ("tool_use_id", "srvtoolu_01" + rnd_mixed(rng, ALNUM, 22)),
        ("request_id", uuid4(rng)),
        ("trace_id", hexs(rng, 32)),
        ("run_id", uuid4(rng)),
        ("result_id", "ws_" + hexs(rng, 48)),
    ]:
        out.append(
            K(
                "request-id",
                "en",
                f"per-request id in a body field {key}",
                val,
                val,
                key,
                ("obj", "aobj"),
            )
        )
    out.append(K("uuid", "es", "uuid of a dataset in an open-data URL", (u := uuid4(rng)),
                 f"https://datos.gob.mx/busca/dataset/{u}", "recurso", ("obj", "html")))  # fmt: skip
    out.append(K("uuid", "en", "uuid in a request URL path", (u2 := uuid4(rng)),
                 f"https://api.tavily.com/search/results/{u2}", "url", ("url",), url=f"https://api.tavily.com/search/results/{u2}"))  # fmt: skip
    return out


def biblio(rng: random.Random) -> list[Draft]:
    out = []

    def isbn13(prefix: str) -> str:
        body = prefix + rnd_str(rng, string.digits, 12 - len(prefix))
        return body + ean.calc_check_digit(body)

    for lang, tpl, pre in [
        ("es", "ISBN {v}", "978607"),
        ("es", "ISBN: {v} (Editorial Cenzontle, 2021)", "978968"),
        ("en", "ISBN-13: {v}", "9780"),
        ("pt", "ISBN {v}", "97885"),
        ("es", "ISBN {v}", "978987"),
    ]:
        n = isbn13(pre)
        v = isbn.format(n) if lang != "en" else n
        out.append(
            K(
                "isbn",
                lang,
                "ISBN-13" + (" hyphenated" if "-" in v else ""),
                v,
                tpl.format(v=v),
                "isbn",
            )
        )
    n10 = rnd_str(rng, string.digits, 9)
    n10 = n10 + isbn._calc_isbn10_check_digit(n10)  # type: ignore[attr-defined]
    out.append(K("isbn", "en", "ISBN-10", n10, f"ISBN-10 {n10}", "isbn"))
    for lang, tpl in [("es", "ISSN {v}"), ("en", "ISSN (online) {v}")]:
        b = rnd_str(rng, string.digits, 7)
        v = f"{b[:4]}-{b[4:]}{issn.calc_check_digit(b)}"
        out.append(K("issn", lang, "ISSN", v, tpl.format(v=v), "issn"))
    for lang, tpl, v in [
        (
            "en",
            "doi:{v}",
            f"10.1016/j.ipm.{rng.randrange(2019, 2025)}.{rng.randrange(100000, 999999)}",
        ),
        (
            "es",
            "Disponible en https://doi.org/{v}",
            f"10.48550/arXiv.{rng.randrange(23, 26)}{rng.randrange(1, 13):02d}.{rng.randrange(10000, 99999)}",
        ),
        (
            "en",
            "DOI {v}",
            f"10.1145/{rng.randrange(3500000, 3700000)}.{rng.randrange(3500000, 3700000)}",
        ),
        (
            "es",
            "Preimpresión arXiv:{v}",
            f"{rng.randrange(23, 26)}{rng.randrange(1, 13):02d}.{rng.randrange(10000, 99999)}v2",
        ),
        ("en", "PMID: {v}", str(rng.randrange(30000000, 39999999))),
        (
            "pt",
            "DOI: {v}",
            f"10.1590/S0102-{rng.randrange(1000, 9999)}{rng.randrange(2019, 2025)}000{rng.randrange(100, 999)}",
        ),
    ]:
        out.append(K("doi", lang, f"bibliographic id: {tpl.split('{')[0].strip() or 'doi'}", v, tpl.format(v=v), "cita",
                     (*ALL, "astr")))  # fmt: skip
    return out


def analytics(rng: random.Random) -> list[Draft]:
    out = []
    g = "G-" + rnd_str(rng, UPPER_ALNUM, 10)
    out.append(K("analytics-id", "en", "GA4 measurement id in a gtag src", g, g, "gtag", ("html",),
                 html=f'<div><script async src="https://www.googletagmanager.com/gtag/js?id={g}"></script></div>'))  # fmt: skip
    ua = f"UA-{rng.randrange(10**7, 10**8)}-{rng.randrange(1, 9)}"
    out.append(
        K(
            "analytics-id",
            "en",
            "Universal Analytics id",
            ua,
            f"ga('create', '{ua}', 'auto');",
            "analytics",
            KV,
        )
    )
    gtm = "GTM-" + rnd_str(rng, UPPER_ALNUM, 7)
    out.append(K("analytics-id", "en", "GTM container in a noscript iframe src", gtm, gtm, "gtm", ("html",),
                 html=f'<div><noscript><iframe src="https://www.googletagmanager.com/ns.html?id={gtm}" height="0" width="0"></iframe></noscript></div>'))  # fmt: skip
    aw = f"AW-{rng.randrange(10**9, 10**10)}"
    out.append(
        K(
            "analytics-id",
            "en",
            "Google Ads conversion id (10 digits)",
            aw,
            f"gtag('config', '{aw}');",
            "ads",
            KV,
        )
    )
    px = str(rng.randrange(10**15, 10**16))
    out.append(K("analytics-id", "en", "Meta Pixel id (16 digits) in an img src", px, px, "pixel", ("html",),
                 html=f'<div><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id={px}&amp;ev=PageView&amp;noscript=1"></div>'))  # fmt: skip
    px2 = str(rng.randrange(10**14, 10**15))
    out.append(
        K(
            "analytics-id",
            "en",
            "Meta Pixel id in fbq init",
            px2,
            f"fbq('init', '{px2}');",
            "pixel",
            KV,
        )
    )
    hj = str(rng.randrange(10**6, 10**7))
    out.append(
        K(
            "analytics-id",
            "en",
            "Hotjar site id",
            hj,
            f"h._hjSettings={{hjid:{hj},hjsv:6}};",
            "hotjar",
            KV,
        )
    )
    cl = rnd_str(rng, LOWER_ALNUM, 10)
    out.append(
        K(
            "analytics-id",
            "en",
            "Microsoft Clarity project id",
            cl,
            f'clarity("set", "project", "{cl}")',
            "clarity",
            KV,
        )
    )
    li = str(rng.randrange(10**6, 10**7))
    out.append(
        K(
            "analytics-id",
            "en",
            "LinkedIn partner id",
            li,
            f"_linkedin_partner_id = '{li}';",
            "linkedin",
            KV,
        )
    )
    tt = "C" + rnd_str(rng, UPPER_ALNUM, 19)
    out.append(K("analytics-id", "en", "TikTok pixel id", tt, f"ttq.load('{tt}');", "tiktok", KV))
    mt = str(rng.randrange(2, 40))
    out.append(
        K(
            "analytics-id",
            "en",
            "Matomo site id",
            f"setSiteId', '{mt}'",
            f"_paq.push(['setSiteId', '{mt}']);",
            "matomo",
            KV,
        )
    )
    out.append(K("analytics-id", "es", "GA4 id in running text", (g2 := "G-" + rnd_str(rng, UPPER_ALNUM, 10)),
                 f"La propiedad de Analytics del sitio es {g2} (medición pública).", "nota"))  # fmt: skip
    yid = rnd_mixed(rng, B64URL, 11)
    out.append(K("analytics-id", "es", "YouTube video id in an embed", yid, yid, "video", ("html",),
                 html=f'<figure><iframe src="https://www.youtube.com/embed/{yid}?rel=0" allowfullscreen></iframe></figure>'))  # fmt: skip
    return out


def public_keys(rng: random.Random) -> list[Draft]:
    out = []
    pk = "pk_live_51" + rnd_mixed(rng, ALNUM, 97)
    out.append(
        K(
            "public-key",
            "en",
            "Stripe publishable key in Stripe.js init",
            pk,
            f"const stripe = Stripe('{pk}');",
            "snippet",
            KV,
        )
    )
    pk2 = "pk_test_51" + rnd_mixed(rng, ALNUM, 97)
    out.append(K("public-key", "en", "Stripe publishable test key (data attribute)", pk2, pk2, "stripe", ("html",),
                 html=f'<form id="pago" data-stripe-key="{pk2}"><div id="card-element"></div></form>'))  # fmt: skip
    mb = "pk.eyJ1Ijoi" + rnd_mixed(rng, B64URL, 40) + "." + rnd_mixed(rng, B64URL, 22)
    out.append(
        K(
            "public-key",
            "en",
            "Mapbox public token (pk.)",
            mb,
            f"mapboxgl.accessToken = '{mb}';",
            "mapa",
            KV,
        )
    )
    ph = "phc_" + rnd_mixed(rng, ALNUM, 43)
    out.append(K("public-key", "en", "PostHog project API key (public, ingestion only)", ph,
                 f"posthog.init('{ph}', {{api_host: 'https://us.i.posthog.com'}})", "posthog", KV))  # fmt: skip
    rc = "6L" + rnd_mixed(rng, B64URL, 38)
    out.append(K("public-key", "en", "reCAPTCHA site key (data-sitekey)", rc, rc, "captcha", ("html",),
                 html=f'<div class="g-recaptcha" data-sitekey="{rc}"></div>'))  # fmt: skip
    hc = uuid4(rng)
    out.append(K("public-key", "en", "hCaptcha site key (uuid)", hc, hc, "captcha", ("html",),
                 html=f'<div class="h-captcha" data-sitekey="{hc}"></div>'))  # fmt: skip
    op = "pk_" + hexs(rng, 32)
    out.append(K("public-key", "es", "Openpay public key (pk_) in the checkout", op,
                 f"OpenPay.setApiKey('{op}'); // llave pública", "checkout", KV))  # fmt: skip
    mp = "APP_USR-" + uuid4(rng)
    out.append(
        K(
            "public-key",
            "es",
            "Mercado Pago public key",
            mp,
            f"const mp = new MercadoPago('{mp}', {{locale: 'es-MX'}});",
            "checkout",
            KV,
        )
    )
    app = rnd_str(rng, UPPER_ALNUM, 10)
    sk = hexs(rng, 32)
    out.append(K("public-key", "en", "Algolia search-only key in a DocSearch config", sk,
                 f"docsearch({{ appId: '{app}', apiKey: '{sk}', indexName: 'docs' }}) // search-only key", "docsearch", KV))  # fmt: skip
    ssh = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd_mixed(rng, B64, 43)
    out.append(
        K(
            "public-key",
            "en",
            "SSH public key (ed25519) for a deploy user",
            ssh,
            f"ssh-ed25519 {ssh} deploy@ci",
            "authorized_keys",
            KV,
        )
    )
    fp = " ".join(rnd_str(rng, "0123456789ABCDEF", 4) for _ in range(10))
    out.append(
        K(
            "public-key",
            "es",
            "PGP fingerprint of the security team",
            fp,
            f"Huella PGP del equipo de seguridad: {fp}",
            "pgp",
        )
    )
    head = "-----BEGIN PUBLIC KEY-----"
    body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd_mixed(rng, B64, 20)
    out.append(K("public-key", "en", "PEM public key in a <pre>", head, head, "pem", ("html",),
                 html=f"<pre>{head}\n{body}\n-----END PUBLIC KEY-----</pre>"))  # fmt: skip
    dsn = f"https://{hexs(rng, 32)}@o{rng.randrange(10**5, 10**7)}.ingest.sentry.io/{rng.randrange(10**6, 10**7)}"
    out.append(
        K(
            "public-key",
            "en",
            "Sentry DSN in browser config (public by design)",
            dsn,
            f"Sentry.init({{ dsn: '{dsn}' }});",
            "sentry",
            KV,
        )
    )
    anon = jwt(
        rng,
        {
            "iss": "supabase",
            "ref": rnd_str(rng, string.ascii_lowercase, 20),
            "role": "anon",
            "iat": 1735689600,
            "exp": 2051222400,
        },
    )
    out.append(K("public-key", "en", "Supabase anon (publishable) key in browser code", anon,
                 f"createClient('https://xyzcompany.supabase.co', '{anon}') // anon key, RLS on", "supabase", KV))  # fmt: skip
    ck = "pk_live_" + base64.b64encode(b"clerk.jaguarlabs.dev$").decode().rstrip("=")
    out.append(
        K(
            "public-key",
            "en",
            "Clerk publishable key",
            ck,
            f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={ck}",
            "env",
            KV,
        )
    )
    return out


def placeholders(rng: random.Random) -> list[Draft]:
    out = []
    for lang, form, v, tpl in [
        ("en", "YOUR_API_KEY", "YOUR_API_KEY", "curl -H \"x-api-key: YOUR_API_KEY\" https://api.exa.ai/search"),
        ("es", "<tu-api-key> in docs", "<tu-api-key>", "export TAVILY_API_KEY=<tu-api-key>"),
        ("en", "sk-... elided", "sk-...", "OPENAI_API_KEY=sk-..."),
        ("en", "tvly-XXXX", "tvly-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "TAVILY_API_KEY=tvly-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
        ("en", "env var reference", "$TAVILY_API_KEY", "Authorization: Bearer $TAVILY_API_KEY"),
        ("en", "${VAR} reference", "${OPENAI_API_KEY}", 'api_key: "${OPENAI_API_KEY}"'),
        ("en", "GitHub Actions secret ref", "${{ secrets.EXA_API_KEY }}", "EXA_API_KEY: ${{ secrets.EXA_API_KEY }}"),
        ("es", "redaction placeholder e-mail (seed §3)", "redacted@example.test", "Contacto: redacted@example.test"),
        ("es", "redaction placeholder phone (seed §3)", "+52-000-000-0000", "Cel. +52-000-000-0000"),
        ("en", "AWS documentation example key id", "AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE"),
        ("en", "AWS documentation example secret", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
        ("en", "example.com address in docs", "user@example.com", "--email user@example.com"),
        ("es", "example address in a form hint", "tucorreo@example.com", "Escribe tu correo (ej. tucorreo@example.com)"),
        ("es", "masked card", "**** **** **** 4821", "Pagado con tarjeta **** **** **** 4821"),
        ("es", "masked CLABE", "************5521", "Depósito a la CLABE ************5521"),
        ("en", "masked card X", "XXXX-XXXX-XXXX-1234", "Card on file: XXXX-XXXX-XXXX-1234"),
        ("es", "CURP placeholder", "XXXX000000XXXXXX00", "CURP: XXXX000000XXXXXX00 (formato)"),
        ("es", "[REDACTADO]", "[REDACTADO]", "RFC del contribuyente: [REDACTADO]"),
        ("en", "<REDACTED> in a URL", "api_key=<REDACTED>", "GET /search.json?q=clima&api_key=<REDACTED>"),
        ("en", "ghp_ x-filled", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
        ("en", "postgres doc example", "postgres://user:password@localhost:5432/mydb", "DATABASE_URL=postgres://user:password@localhost:5432/mydb"),
        ("en", "Bearer <token>", "Bearer <token>", "Authorization: Bearer <token>"),
        ("es", "masked phone placeholder", "+52 55 XXXX XXXX", "Teléfono: +52 55 XXXX XXXX"),
        ("en", "Stripe documentation test card", "4242 4242 4242 4242", "Use the test card 4242 4242 4242 4242 with any future date."),
        ("en", "crewAI-style scrubbed header value", "X-GOOG-API-KEY-XXX", "X-GOOG-API-KEY-XXX"),
        ("en", "asterisk-masked key", "sk-proj-****************************wXyZ", "OPENAI_API_KEY=sk-proj-****************************wXyZ"),
        ("en", "angle-bracket placeholder header", "<BASIC_AUTH>", "Basic <BASIC_AUTH>"),
        ("es", "fake-name example in a form", "Juan Pérez Ejemplo", "Nombre (ej. Juan Pérez Ejemplo)"),
    ]:  # fmt: skip
        if form == "crewAI-style scrubbed header value":
            out.append(
                K(
                    "placeholder",
                    lang,
                    form,
                    v,
                    v,
                    "x-goog-api-key",
                    ("header",),
                    header="x-goog-api-key",
                )
            )
            continue
        if form == "angle-bracket placeholder header":
            out.append(
                K(
                    "placeholder",
                    lang,
                    form,
                    v,
                    tpl,
                    "Authorization",
                    ("header",),
                    header="Authorization",
                )
            )
            continue
        if "<" in v:
            out.append(K("placeholder", lang, form, v, tpl, "ejemplo", ("obj", "aobj", "html")))
            continue
        out.append(K("placeholder", lang, form, v, tpl, "ejemplo"))
    return out


def company_ids(rng: random.Random) -> list[Draft]:
    out = []
    tpls = [
        ("RFC: {v}", "rfc"),
        ("{name} — RFC {v}", "emisor"),
        ("Emisor: {name}, R.F.C. {v}", "emisor"),
        ("RFC de la empresa: {v}", "rfc_empresa"),
        ("Razón social: {name} | RFC: {v} | Régimen 601", "facturacion"),
    ]
    for i in range(10):
        name = COMPANIES[i % len(COMPANIES)]
        founded = date_between(rng, dt.date(1970, 1, 1), dt.date(2020, 12, 31))
        v = rfc_pm(rng, name, founded)
        if i % 4 == 3:
            v = f"{v[:3]}-{v[3:9]}-{v[9:]}"
        tpl, key = tpls[i % len(tpls)]
        out.append(K("company-rfc", "es", "RFC persona moral (12)" + (" hyphenated" if "-" in v else ""), v,
                     tpl.format(v=v, name=name), key))  # fmt: skip
    for _ in range(3):
        b = rnd_str(rng, string.digits, 8) + "0001"
        v = br_cnpj.format(b + br_cnpj.calc_check_digits(b))
        out.append(
            K("company-id", "pt", "Brazilian CNPJ", v, f"CNPJ {v} — Café do Serrado Ltda.", "cnpj")
        )
    for _ in range(2):
        b = rng.choice("ABG") + rnd_str(rng, string.digits, 7)
        v = b + es_cif.calc_check_digits(b)[0]
        out.append(
            K(
                "company-id",
                "es",
                "Spanish CIF (es-ES)",
                v,
                f"Editorial Olmo, S.L. — CIF {v}",
                "cif",
            )
        )
    for _ in range(2):
        b = "30" + rnd_str(rng, string.digits, 8)
        v = ar_cuit.format(b + ar_cuit.calc_check_digit(b))
        out.append(
            K(
                "company-id",
                "es",
                "Argentine CUIT of a company (es-AR)",
                v,
                f"Cooperativa La Yerbatera Ltda. CUIT {v}",
                "cuit",
            )
        )
    b = str(rng.randrange(76_000_000, 77_999_999))
    v = cl_rut.format(b + cl_rut.calc_check_digit(b))
    out.append(
        K(
            "company-id",
            "es",
            "Chilean company RUT (es-CL)",
            v,
            f"Razón social: Viñedos del Maule SpA — RUT {v}",
            "rut",
        )
    )
    return out


def offices(rng: random.Random) -> list[Draft]:
    out = []
    heads = [
        "Oficinas corporativas: {v}",
        "Domicilio fiscal de la empresa: {v}",
        "Visítanos en nuestra sucursal: {v}",
        "Dirección de la dependencia: {v}",
        "Matriz: {v}",
        "Domicilio para recibir notificaciones de la sociedad: {v}",
        "Planta: {v}",
        "Showroom: {v}",
    ]
    for tpl, off in zip(heads, OFFICES, strict=True):
        out.append(
            K(
                "office-address",
                "es",
                f"office address: {tpl.split(':')[0]}",
                off,
                tpl.format(v=off),
                "direccion",
            )
        )
    out += [
        K("office-address", "en", "US headquarters", "500 Congress Ave, Suite 1200, Austin, TX 78701",
          "Headquarters: 500 Congress Ave, Suite 1200, Austin, TX 78701"),
        K("office-address", "pt", "sede no Brasil", "Av. Paulista, 1842, 15º andar, Bela Vista, São Paulo – SP, CEP 01310-200",
          "Sede: Av. Paulista, 1842, 15º andar, Bela Vista, São Paulo – SP, CEP 01310-200"),
        K("office-address", "es", "es-AR office", "Av. Córdoba 1351, piso 6, C1055AAD CABA", "Oficinas: Av. Córdoba 1351, piso 6, C1055AAD CABA"),
        K("office-address", "es", "es-ES office", "C/ de Serrano 41, 4.ª planta, 28001 Madrid", "Delegación Madrid: C/ de Serrano 41, 4.ª planta, 28001 Madrid"),
        K("office-address", "es", "government office", "Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Cuauhtémoc, CDMX",
          "Módulo de atención: Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Cuauhtémoc, CDMX (lunes a viernes)"),
        K("office-address", "es", "office address in a PostalAddress JSON-LD of an Organization", "Av. Vallarta 6503, local 4",
          "", "jsonld", ("html",),
          html='<script type="application/ld+json">' + json.dumps({"@context": "https://schema.org", "@type": "Organization",
               "name": "Panificadora La Espiga Dorada", "address": {"@type": "PostalAddress", "streetAddress": "Av. Vallarta 6503, local 4",
               "addressLocality": "Zapopan", "postalCode": "45010"}}, ensure_ascii=False) + "</script>"),
    ]  # fmt: skip
    return out


def numbers(rng: random.Random) -> list[Draft]:
    out = []
    for lang, tpl, v in [
        ("es", "Precio: {v} MXN", f"${rng.randrange(100, 9999):,}.00"),
        ("es", "Inflación anual: {v}", f"{rng.randrange(300, 800) / 100:.2f}%"),
        ("es", "La población de la alcaldía es de {v} habitantes (Censo 2020).", f"{rng.randrange(100_000, 2_000_000):,}"),
        ("es", "Ventas por {v} pesos en el trimestre", f"{rng.randrange(10**9, 10**10):,}"),
        ("en", "Cost per query: {v}", f"US${rng.randrange(1, 90) / 1000:.3f}"),
        ("en", "{v} monthly active users", f"{rng.randrange(10**6, 10**7):,}"),
        ("pt", "Preço: {v}", f"R$ {rng.randrange(10, 999)},{rng.randrange(0, 99):02d}"),
        ("es", "El PIB creció {v} anual", f"{rng.randrange(1, 50) / 10:.1f}%"),
        ("es", "Tipo de cambio FIX: {v} pesos por dólar", f"{rng.randrange(16, 21)}.{rng.randrange(0, 9999):04d}"),
        ("es", "Padrón electoral: {v} ciudadanos", f"{rng.randrange(90_000_000, 99_999_999):,}"),
        ("es", "Latencia p95: {v}", f"{rng.randrange(300, 4000)} ms"),
        ("es", "Total de visitas: {v}", " ".join([str(rng.randrange(1, 9)), *(f"{rng.randrange(0, 999):03d}" for _ in range(3))])),
        ("es", "Monto total adjudicado: {v}", f"$ {rng.randrange(10**8, 10**9):,}.{rng.randrange(0, 99):02d}"),
        ("en", "Revenue grew {v} year over year", f"{rng.randrange(5, 60)}%"),
        ("es", "{v} de los encuestados usa el celular para buscar noticias", f"{rng.randrange(40, 95)}.{rng.randrange(0, 9)} %"),
        ("es", "Superficie: {v}", f"{rng.randrange(1000, 99999):,} km²"),
        ("es", "Ventas 2023 (miles de pesos): {v}", f"{rng.randrange(10**6, 10**8):,}".replace(",", " ")),
        ("pt", "A inflação acumulada foi de {v}", f"{rng.randrange(200, 900) / 100:.2f}%".replace(".", ",")),
        ("es", "Coordenadas de la sucursal: {v}", f"{rng.randrange(19, 26)}.{rng.randrange(10**5, 10**6)}, -{rng.randrange(98, 110)}.{rng.randrange(10**5, 10**6)}"),
        ("es", "Código postal de la sucursal: {v}", f"{rng.randrange(1000, 99999):05d}"),
        ("en", "Build {v}", f"{rng.randrange(1, 9)}.{rng.randrange(0, 30)}.{rng.randrange(0, 200)}"),
        ("es", "Consumo: {v}", f"{rng.randrange(100, 999)} kWh"),
        ("es", "Oferta: de {v}", f"$12,999 a $9,{rng.randrange(100, 999)}"),
        ("es", "Existencias: {v} piezas", f"{rng.randrange(1000, 99999)}"),
        ("en", "Score: {v}", f"0.{rng.randrange(10**7, 10**8)}"),
        ("es", "IP pública del resolver: {v}", "1.1.1.1"),
    ]:  # fmt: skip
        out.append(K("price-statistic", lang, f"number: {tpl.split('{')[0].strip()[:34] or tpl[4:30]}", v,
                     tpl.format(v=v), "dato"))  # fmt: skip
    return out


def entropy(rng: random.Random) -> list[Draft]:
    out = []
    et = hexs(rng, 32)
    out.append(
        K("high-entropy", "en", "ETag (strong, hex)", et, et, "ETag", ("header",), header="ETag")
    )
    et2 = f"{hexs(rng, 4)}-{rnd_mixed(rng, B64URL, 27)}"
    out.append(
        K(
            "high-entropy",
            "en",
            "ETag (weak, express style)",
            et2,
            f"W/{et2}",
            "etag",
            ("header",),
            header="etag",
        )
    )
    bid = rnd_mixed(rng, B64URL, 21)
    out.append(
        K(
            "high-entropy",
            "en",
            "Next.js buildId",
            bid,
            f"/_next/static/{bid}/_buildManifest.js",
            "asset",
            (*KV, "astr"),
        )
    )
    nonce = base64.b64encode(rng.randbytes(16)).decode()
    out.append(K("high-entropy", "en", "CSP nonce on a script", nonce, nonce, "nonce", ("html",),
                 html=f'<div><script nonce="{nonce}">window.dataLayer = window.dataLayer || [];</script></div>'))  # fmt: skip
    csp = base64.b64encode(rng.randbytes(18)).decode()
    out.append(K("high-entropy", "en", "CSP header nonce", csp, f"script-src 'self' 'nonce-{csp}'", "content-security-policy",
                 ("header",), header="content-security-policy"))  # fmt: skip
    for cls in [
        "css-" + rnd_str(rng, LOWER_ALNUM, 7),
        "sc-" + rnd_mixed(rng, string.ascii_letters, 6),
        "jsx-" + str(rng.randrange(10**9, 10**10)),
        "_" + rnd_mixed(rng, ALNUM, 5) + "_" + rnd_str(rng, LOWER_ALNUM, 5),
        "Card_wrapper__" + rnd_mixed(rng, B64URL, 5),
        "svelte-" + rnd_str(rng, LOWER_ALNUM, 6),
    ]:
        out.append(K("high-entropy", "en", f"CSS class hash {cls.split('-')[0].split('_')[0] or cls[:4]}", cls, cls, "class",
                     ("html",), html=f'<div class="{cls}"><p class="{cls}-title">Lo más leído</p></div>'))  # fmt: skip
    chunk = f"main.{hexs(rng, 8)}.js"
    out.append(K("high-entropy", "en", "webpack chunk hash", chunk, chunk, "asset", ("html",),
                 html=f'<div><script defer src="/static/js/{chunk}"></script></div>'))  # fmt: skip
    css = f"app-{hexs(rng, 16)}.css"
    out.append(
        K("high-entropy", "en", "fingerprinted stylesheet", css, f"/assets/{css}", "asset", KV)
    )
    img = hexs(rng, 40)
    out.append(K("high-entropy", "es", "image CDN hash path", img, img, "imagen", ("html",),
                 html=f'<figure><img src="https://cdn.unocero.com/uploads/2024/03/{img}.jpg" alt="Foto de archivo"></figure>'))  # fmt: skip
    gif = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
    out.append(K("high-entropy", "en", "1x1 gif data URI", gif, gif, "img", ("html",),
                 html=f'<div><img src="data:image/gif;base64,{gif}" width="1" height="1" alt=""></div>'))  # fmt: skip
    cur = base64.b64encode(
        json.dumps({"offset": rng.randrange(10, 200), "q": "semantic kernel"}).encode()
    ).decode()
    out.append(
        K(
            "high-entropy",
            "en",
            "pagination cursor (base64 of JSON offset)",
            cur,
            cur,
            "next_cursor",
            ("obj", "aobj"),
        )
    )
    for key, val in [
        ("cache_key", hexs(rng, 64)),
        ("content_hash", "sha1:" + hexs(rng, 40)),
        ("blob_id", hexs(rng, 40)),
        ("fingerprint", rnd_mixed(rng, B64URL, 22)),
        ("deployment_id", "dpl_" + rnd_mixed(rng, ALNUM, 28)),
        ("video_id", str(rng.randrange(10**8, 10**9))),
        (
            "object_key",
            f"fixtures/{date_between(rng, dt.date(2024, 1, 1), dt.date(2025, 6, 1)).isoformat()}/{hexs(rng, 24)}.json.gz",
        ),
        ("revision", hexs(rng, 12)),
        ("thumbnail_hash", rnd_mixed(rng, B64URL, 32)),
        ("snapshot", "snap_" + rnd_str(rng, LOWER_ALNUM, 26)),
    ]:
        out.append(
            K(
                "high-entropy",
                "en",
                f"non-secret id/hash field {key}",
                val,
                val,
                key,
                ("obj", "aobj"),
            )
        )
    for name, val in [
        ("x-cache-key", hexs(rng, 40)),
        (
            "X-Served-By",
            f"cache-qro{rng.randrange(1000, 9999)}-QRO, cache-dfw-k{rng.randrange(10**7, 10**8)}-DFW",
        ),
        (
            "x-vercel-id",
            f"iad1::{rnd_str(rng, LOWER_ALNUM, 5)}-{rng.randrange(10**12, 10**13)}-{hexs(rng, 12)}",
        ),
        (
            "x-goog-hash",
            "crc32c="
            + base64.b64encode(rng.randbytes(4)).decode()
            + ",md5="
            + base64.b64encode(rng.randbytes(16)).decode(),
        ),
        ("Content-MD5", base64.b64encode(rng.randbytes(16)).decode()),
        ("x-guploader-uploadid", rnd_mixed(rng, B64URL, 80)),
    ]:
        out.append(
            K(
                "high-entropy",
                "en",
                f"recorded {name} header",
                val,
                val,
                name,
                ("header",),
                header=name,
            )
        )
    su = f"https://fonts.googleapis.com/css2?family=Roboto:wght@400;700&display=swap&v={hexs(rng, 10)}"
    out.append(K("high-entropy", "en", "versioned font URL", su, su, "font", ("obj", "astr")))
    gh = f"https://github.com/acme/buscador/commit/{hexs(rng, 40)}"
    out.append(K("high-entropy", "en", "commit URL", gh, gh, "url", ("url", "obj"), url=gh))
    yt = f"https://i.ytimg.com/vi/{rnd_mixed(rng, B64URL, 11)}/hqdefault.jpg"
    out.append(
        K(
            "high-entropy",
            "en",
            "thumbnail URL with a video id",
            yt,
            yt,
            "thumbnail",
            ("url", "obj"),
            url=yt,
        )
    )
    return out


def misc(rng: random.Random) -> list[Draft]:
    out = []
    c = clabe(rng, "012")
    out.append(K("org-account-published", "es", "charity's published CLABE for donations", c,
                 f"Donativos: CLABE {c} a nombre de Fundación Colibrí Azul, A.C.", "donativos"))  # fmt: skip
    c2 = clabe(rng, "002")
    out.append(K("org-account-published", "es", "government's published CLABE for fees", c2,
                 f"Pago de derechos vía SPEI a la CLABE {c2}, beneficiario: Tesorería Municipal", "pago"))  # fmt: skip
    for lang, tpl, v in [
        ("es", "Clave INEGI del municipio: {v}", f"{rng.randrange(1, 32):02d}{rng.randrange(1, 120):03d}"),
        ("es", "CCT de la escuela: {v}", f"{rng.randrange(1, 32):02d}DPR{rng.randrange(1000, 9999)}{rng.choice('ABCDEFGHJK')}"),
        ("es", "Registro sanitario {v}", f"{rng.randrange(100, 999)}M{rng.randrange(2010, 2024)} SSA"),
        ("es", "Norma aplicable: {v}", "NOM-051-SCFI/SSA1-2010"),
        ("es", "Clave IATA del aeropuerto: {v}", "QRO"),
        ("es", "Clave de la carrera: {v}", f"ING-{rng.randrange(100, 999)}"),
        ("es", "Versión del modelo: {v}", "gemini-2.0-flash-exp:free"),
        ("en", "Licence: {v}", "CC-BY-ND 4.0"),
        ("es", "Clave catastral de la plaza pública: {v}", f"{rng.randrange(100, 999)}-{rng.randrange(10, 99)}-{rng.randrange(100, 999)}-{rng.randrange(10, 99)}"),
        ("es", "Número de registro de la A.C. ante CLUNI: {v}", f"FCA{rng.randrange(10**7, 10**8)}{rng.randrange(10, 99)}"),
    ]:  # fmt: skip
        out.append(
            K(
                "public-code",
                lang,
                f"public code: {tpl.split(':')[0].split('{')[0].strip()[:34]}",
                v,
                tpl.format(v=v),
                "dato",
            )
        )
    p = make_person(rng, "es")
    d = date_between(rng, dt.date(2022, 1, 1), dt.date(2025, 6, 30))
    v = date_in("es", d, 0)
    out.append(
        K(
            "date",
            "es",
            "byline: journalist's name + publication date",
            v,
            f"Por {p.full} · {v}",
            "byline",
        )
    )
    return out


def more(rng: random.Random) -> list[Draft]:
    """More keepers in the other Spanish varieties and Portuguese, and codes that look like
    a person's identifier but belong to an organisation or to nobody."""
    d = COMPANY_DOMAINS
    sw = _switchboard(rng, "55")
    est = str(rng.randrange(10**17, 10**18))
    up = f"MAILTO:VENTAS@{d[7].upper()}?SUBJECT=PEDIDO%20MAYOREO"
    out = [
        K("date", "es", "dateline es-UY", "3 de mayo de 2022", "Montevideo, 3 de mayo de 2022 (la diaria)"),
        K("date", "es", "dateline es-AR", "12/05/2022", "Buenos Aires, 12/05/2022 — Redacción"),
        K("date", "es", "dateline es-PE", "7 de mayo de 2022", "Lima, 7 de mayo de 2022 (actualizado 11:40)"),
        K("date", "en", "retrieved date in prose", "2025-03-02", "Retrieved 2025-03-02 from the publisher's site."),
        K("date", "pt", "dateline pt-BR", "9 de maio de 2024", "São Paulo, 9 de maio de 2024 — Redação"),
        K("placeholder", "es", "blank birth-date field of a form", "___/___/____", "Fecha de nacimiento: ___/___/____"),
        K("placeholder", "es", "blank CURP field with boxes", "[ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ]",
          "CURP: [ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ][ ]"),
        K("price-statistic", "es", "age requirement", "18 años", "Edad mínima para participar: 18 años"),
        K("price-statistic", "es", "ticket price", "$1,250 MXN", "Boletos desde $1,250 MXN"),
        K("price-statistic", "es", "opening hours", "9:00 a 18:00 h", "Horario de atención: lunes a viernes de 9:00 a 18:00 h"),
        K("price-statistic", "pt", "opening hours (pt)", "8h às 18h", "Horário: seg. a sex., das 8h às 18h"),
        K("role-mailbox", "es", "role mailbox obfuscated (arroba)", f"contacto (arroba) {d[3]}", f"Consultas: contacto (arroba) {d[3]}"),
        K("role-mailbox", "pt", "ouvidoria mailbox", "ouvidoria@cafedoserrado.com.br", "Ouvidoria: ouvidoria@cafedoserrado.com.br"),
        K("role-mailbox", "en", "press@", f"press@{d[11]}", f"Press contact: press@{d[11]}"),
        K("role-mailbox", "es", "upper-case MAILTO: of a role mailbox with a query", up, up, "mailto", ("html",),
          html=f'<p><a href="{up}">Pedidos de mayoreo</a></p>'),
        K("company-phone", "es", "tel: link of a toll-free line", "tel:8007123344", "tel:8007123344", "tel", ("html",),
          html='<p>Sin costo: <a href="tel:8007123344">800 712 3344</a></p>'),
        K("company-phone", "es", "conmutador de una secretaría", _spaced(sw), f"Conmutador de la Secretaría: {_spaced(sw)}"),
        K("company-phone", "pt", "telefone fixo da loja", "(21) 2532-4400", "Telefone da loja: (21) 2532-4400"),
        K("company-phone", "en", "office line with ext.", "+1 (512) 474-2100 ext. 4", "Austin office: +1 (512) 474-2100 ext. 4"),
        K("company-phone", "es", "emergency number", "911", "En caso de emergencia marca al 911"),
        K("order-number", "es", "18-digit Estafeta tracking number", est, f"Número de guía Estafeta: {est}"),
        K("public-code", "es", "agency's social media handle", "@SATMX", "Síguenos en X: @SATMX"),
        K("public-code", "es", "company's social media handle", "@EspigaDoradaMx", "Instagram: @EspigaDoradaMx"),
        K("generic-rfc", "es", "SAT generic RFC for the general public", "XAXX010101000",
          "Factura a público en general con RFC genérico XAXX010101000"),
        K("generic-rfc", "es", "SAT generic RFC for foreign residents", "XEXX010101000",
          "Para clientes extranjeros usa el RFC genérico XEXX010101000"),
        K("public-code", "es", "IMSS employer registration (registro patronal)", (rp := f"Y{rng.randrange(10**9, 10**10)}"),
          f"Registro patronal IMSS de la empresa: {rp}"),
        K("public-code", "es", "bank SWIFT/BIC", "BNMXMXMM", "Transferencias internacionales: SWIFT BNMXMXMM"),
        K("public-code", "es", "commercial registry folio", (fm := f"N-{rng.randrange(2015, 2025)}{rng.randrange(10**6, 10**7)}"),
          f"Folio mercantil electrónico {fm}"),
    ]  # fmt: skip
    return out


def build(rng: random.Random) -> list[Draft]:
    out: list[Draft] = []
    for f in (mailboxes, phones, dates, orders, hashes, biblio, analytics, public_keys, placeholders,
              company_ids, offices, numbers, entropy, misc, more):  # fmt: skip
        out += f(rng)
    return out
