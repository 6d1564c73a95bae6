"""Keepers (label ``keep``): values that must not be flagged under seed §3.

Same entry shape as ``content_personal``.
"""

# ruff: noqa: E501

from __future__ import annotations

import random
from typing import Any

try:
    from . import ids
except ImportError:  # run as a script
    import ids  # type: ignore[no-redef]

COMPANIES = [
    ("Ferretería El Tornillo", "eltornillo.com.mx"),
    ("Grupo Alimentos del Bajío", "gab.mx"),
    ("Clínica Dental Sonrisas", "sonrisasdental.mx"),
    ("Transportes Rápidos del Norte", "trn.com.mx"),
    ("Librería Gandhi Centro", "libreriacentro.com.mx"),
    ("Hotel Casa Azul", "hotelcasaazul.mx"),
    ("Constructora Tlaloc", "tlaloc.com.mx"),
    ("Editorial Páramo", "paramo.mx"),
    ("Software Quetzal S.A. de C.V.", "quetzal.dev"),
    ("Agencia Viajes Maya", "viajesmaya.com"),
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "salud.gob.mx",
    "profeco.gob.mx",
    "sep.gob.mx",
    "ine.mx",
    "banxico.org.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "info",
    "facturacion",
    "prensa",
    "atencion.clientes",
    "rh",
    "privacidad",
    "compras",
    "reservaciones",
    "hola",
    "servicio",
    "cobranza",
    "noreply",
]


def _e(
    kind: str,
    lang: str,
    form: str,
    value: str,
    text: str,
    place: str = "any",
    key: str | None = None,
) -> dict[str, Any]:
    return {
        "kind": kind,
        "family": "keep",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "place": place,
        "key": key,
    }


def _num(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def items(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    add = out.append
    # role mailboxes (40)
    rm_t = [
        ("es", "Escríbenos a {v} para cotizaciones."),
        ("es", "Atención a clientes: {v}"),
        ("en", "Questions? Contact {v}"),
        ("pt", "Fale com a gente: {v}"),
        ("es", "Facturación electrónica: envíe su constancia a {v}"),
        ("es", "Reply-To: {c} <{v}>"),
        ("es", "CONTACTO: {v}"),
    ]
    for i in range(40):
        c, d = rng.choice(COMPANIES)
        v = f"{rng.choice(ROLES)}@{d}"
        if i % 7 == 6:
            v = v.upper()
        if i % 9 == 4:
            v2 = f"mailto:{v}?subject=Cotizaci%C3%B3n&amp;body=Hola"
            add(
                _e(
                    "role-mailbox",
                    "es",
                    "role mailto query",
                    v2,
                    f'<p>Ventas: <a href="{v2}">escríbenos</a> ({c})</p>',
                    "html",
                )
            )
            continue
        lang, t = rm_t[i % len(rm_t)]
        add(_e("role-mailbox", lang, "role mailbox", v, t.format(v=v, c=c)))
    # gov role mailboxes (20)
    g_t = [
        ("es", "Unidad de Transparencia: {v}"),
        ("es", "Quejas y denuncias: {v}"),
        ("es", "Para aclaraciones escriba a {v}"),
        ("en", "Press office: {v}"),
    ]
    for i in range(20):
        v = f"{rng.choice(['transparencia', 'contacto', 'atencionciudadana', 'quejas', 'comunicacion.social', 'oficialia.partes', 'datos.abiertos'])}@{rng.choice(GOV)}"
        lang, t = g_t[i % len(g_t)]
        add(_e("gov-role-mailbox", lang, "gov role mailbox", v, t.format(v=v)))
    # switchboards, 800 numbers, extensions (54)
    sw_t = [
        ("es", "Conmutador: {v}"),
        ("es", "Tel. oficina {v} ext. 2104"),
        ("es", "Sucursal Centro — Teléfono: {v}, lunes a viernes 9 a 18 h"),
        ("en", "Main office: {v} (ext. 310)"),
        ("es", "Recepción del hotel {v}"),
        ("pt", "Central de atendimento (escritório): {v}"),
    ]
    for i in range(30):
        num = rng.choice(["55", "33", "81"]) + _num(rng, 8)
        v = ids.fmt_phone(num, rng.choice(["plus", "paren", "dash", "spaced"]))
        lang, t = sw_t[i % len(sw_t)]
        add(_e("switchboard", lang, "switchboard", v, t.format(v=v)))
    tf_t = [
        ("es", "Lada sin costo {v}"),
        ("es", "Llámanos gratis al {v}"),
        ("en", "Toll-free: {v}"),
        ("es", "Línea de atención {v} (24 h)"),
    ]
    for i in range(24):
        d = _num(rng, 7)
        v = rng.choice(
            [
                f"800 {d[:3]} {d[3:]}",
                f"01 800 {d[:3]} {d[3:]}",
                f"+52 800 {d[:3]} {d[3:]}",
                f"800-{d[:3]}-{d[3:]}",
                f"(800) {d[:3]} {d[3:]}",
            ]
        )
        lang, t = tf_t[i % len(tf_t)]
        add(_e("toll-free", lang, "toll-free", v, t.format(v=v)))
    # official contact of public officials (12)
    offi = [
        (
            "es",
            "Titular de la Unidad de Transparencia: Lic. Mónica Salas Ferrer, tel. 55 5128 1000 ext. 4410",
            "55 5128 1000 ext. 4410",
        ),
        (
            "es",
            "Presidente Municipal: Ing. Ramón Ortiz Leal — oficina 33 3837 4400 ext. 101",
            "33 3837 4400 ext. 101",
        ),
        (
            "es",
            "Directora General de Comunicación Social, Mtra. Irene Pozos, comunicacion.social@jalisco.gob.mx",
            "comunicacion.social@jalisco.gob.mx",
        ),
        (
            "en",
            "Spokesperson of the Ministry: Ana Beltrán, press line +52 55 3688 2000 ext. 55012",
            "+52 55 3688 2000 ext. 55012",
        ),
    ]
    for i in range(12):
        lang, t, v = offi[i % len(offi)]
        add(_e("official-contact", lang, "public official institutional contact", v, t))
    # company addresses (24)
    for _i in range(24):
        c, _d = rng.choice(COMPANIES)
        v = rng.choice(
            [
                f"Av. Insurgentes Sur {rng.randint(100, 3000)}, piso {rng.randint(2, 22)}, Col. Del Valle, C.P. 03100, CDMX",
                f"Blvd. Adolfo López Mateos {rng.randint(100, 3000)}, Local {rng.randint(1, 40)}, Plaza Galerías, C.P. 37150, León, Gto.",
                f"Av. Constitución {rng.randint(100, 999)} Ote., Centro, 64000 Monterrey, N.L.",
                f"Calle 60 x 55 y 57 #{rng.randint(400, 600)}, Centro, 97000 Mérida, Yuc.",
            ]
        )
        t = rng.choice(
            [
                "Oficinas corporativas de {c}: {v}",
                "Visítanos en nuestra sucursal: {v}",
                "Head office ({c}): {v}",
                "Sede do evento: {v}",
            ]
        )
        add(
            _e(
                "company-address",
                "es" if "Head" not in t and "Sede" not in t else "en" if "Head" in t else "pt",
                "company address",
                v,
                t.format(c=c, v=v),
            )
        )
    # company RFC (persona moral) (18)
    for _i in range(18):
        c, _d = rng.choice(COMPANIES)
        v = ids.rfc_moral(rng)
        t = rng.choice(
            [
                "{c} — RFC {v} — Régimen General de Ley Personas Morales",
                "Emisor: {c}, R.F.C.: {v}",
                "Company tax id (RFC, persona moral): {v}",
            ]
        )
        add(
            _e(
                "company-rfc",
                "en" if "Company" in t else "es",
                "rfc persona moral",
                v,
                t.format(c=c, v=v),
            )
        )
    # dates (26)
    for i in range(26):
        y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
        v, t, lang = [
            (
                f"{d} de {['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][m - 1]} de {y}",
                "Publicado el {v} en el DOF",
                "es",
            ),
            (f"{y}-{m:02d}-{d:02d}T10:{rng.randint(10, 59)}:00Z", "publishedAt {v}", "en"),
            (f"{d:02d}/{m:02d}/{y}", "Última actualización: {v}", "es"),
            (f"© {y}", "{v} Editorial Páramo. Todos los derechos reservados.", "es"),
            (f"{d:02d}/{m:02d}/{y}", "Data do evento: {v}, às 19h", "pt"),
            (f"Fundada en {y - 60}", "{v}, la empresa cumple seis décadas.", "es"),
        ][i % 6]
        add(_e("date", lang, "date", v, t.format(v=v)))
    # ISBN/ISSN/DOI (22)
    for i in range(22):
        k = i % 3
        if k == 0:
            v = ids.isbn13(rng)
            v = f"{v[:3]}-{v[3:6]}-{v[6:9]}-{v[9:12]}-{v[12]}" if i % 2 else v
            add(_e("isbn-issn", "es", "isbn", v, f"ISBN {v} (edición 2021)"))
        elif k == 1:
            v = ids.issn(rng)
            add(_e("isbn-issn", "es", "issn", v, f"Revista indexada, ISSN {v}"))
        else:
            v = f"10.{rng.randint(1000, 9999)}/{ids.alnum(rng, 8, 'abcdefghijklmnopqrstuvwxyz0123456789')}.{rng.randint(2015, 2024)}"
            add(_e("doi", "en", "doi", v, f"https://doi.org/{v}"))
    # order / tracking / case numbers / SKU (48)
    for i in range(48):
        k = i % 4
        if k == 0:
            v = _num(rng, 10)
            add(_e("order-number", "es", "order number", v, f"Pedido no. {v} — enviado"))
        elif k == 1:
            v = "1Z" + ids.alnum(rng, 16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
            add(_e("tracking-number", "en", "tracking", v, f"UPS tracking {v}"))
        elif k == 2:
            v = f"{rng.randint(100, 999)}/{rng.randint(2018, 2024)}"
            add(
                _e(
                    "case-number",
                    "es",
                    "case number",
                    v,
                    f"Expediente administrativo {v}, Tribunal Federal de Justicia Administrativa",
                )
            )
        else:
            v = "750" + _num(rng, 10)
            add(_e("sku", "es", "ean", v, f"Código de barras (EAN-13) {v}"))
    # UUIDs, hashes (34)
    for i in range(34):
        k = i % 5
        if k == 0:
            v = ids.uuid4(rng)
            add(_e("uuid", "en", "request id", v, v, "data", "request_id"))
        elif k == 1:
            v = ids.uuid4(rng)
            add(_e("uuid", "en", "trace id", v, v, "header", "x-request-id"))
        elif k == 2:
            v = ids.hexs(rng, 64)
            add(_e("hash", "en", "sha256", v, f"sha256 del cuerpo original: {v}"))
        elif k == 3:
            v = ids.hexs(rng, 40)
            add(_e("hash", "en", "commit sha", v, f"fixed in commit {v}"))
        else:
            v = f'W/"{ids.hexs(rng, 32)}"'
            add(_e("hash", "en", "etag", v.replace('"', ""), v.replace('"', ""), "header", "ETag"))
    # placeholders (30)
    ph = [
        "sk-...",
        "YOUR_API_KEY",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "<tu-api-key>",
        "**** **** **** 4821",
        "redacted@example.test",
        "+52-000-000-0000",
        "AAAA000000HDFXXX00",
        "XAXX010101000",
        "usuario@example.com",
        "<BASIC_AUTH>",
        "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
        "Bearer <token>",
        "000-000-0000",
        "{{ secrets.BRAVE_KEY }}",
        "CLABE: 000000000000000000",
        "nombre.apellido@example.com",
        "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "REDACTED",
        "pk_test_TYooMQauvdEDq54NiTphI7jx",
        "4111 1111 1111 1111",
        "nombre@dominio.com",
        "555-0100",
        "********",
        "api_key=<YOUR_KEY>",
        "AIzaSy-EXAMPLE-KEY",
        "correo@example.org",
        "sk-ant-xxxxx",
        "•••• 1234",
    ]
    ph_t = [
        ("es", "Sustituye {v} por tu llave"),
        ("en", "placeholder: {v}"),
        ("es", "Ejemplo: {v}"),
        ("pt", "Exemplo de valor: {v}"),
    ]
    for i, v in enumerate(ph):
        lang, t = ph_t[i % len(ph_t)]
        val = v.replace("<", "&lt;").replace(">", "&gt;")
        add(
            _e(
                "placeholder",
                lang,
                "placeholder",
                val,
                t.format(v=val),
                "html" if "<" in v else "any",
            )
        )
    # public keys / test keys documented as public (10)
    for i in range(10):
        k = i % 3
        if k == 0:
            v = "pk_live_51" + ids.alnum(rng, 60)
            add(_e("public-key", "en", "stripe publishable", v, f"Stripe.js publishable key: {v}"))
        elif k == 1:
            v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + ids.alnum(rng, 43) + " deploy@ci"
            add(_e("public-key", "en", "ssh public key", v, v))
        else:
            v = "-----BEGIN PUBLIC KEY-----"
            add(
                _e(
                    "public-key",
                    "en",
                    "pem public",
                    v,
                    v
                    + "\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"
                    + ids.alnum(rng, 52)
                    + "\n-----END PUBLIC KEY-----",
                    "data",
                    "public_key",
                )
            )
    # statistics / prices (30)
    for i in range(30):
        k = i % 5
        if k == 0:
            v = f"${rng.randint(100, 99999):,}.{rng.randint(0, 99):02d}"
            add(_e("price", "es", "price", v, f"Precio: {v} MXN IVA incluido"))
        elif k == 1:
            v = _num(rng, 10)
            add(_e("statistic", "es", "count", v, f"Visitas acumuladas del portal en 2023: {v}"))
        elif k == 2:
            v = f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %"
            add(_e("statistic", "es", "percent", v, f"Tasa de desocupación nacional: {v} (ENOE)"))
        elif k == 3:
            v = f"{rng.randint(1, 130)},{rng.randint(100, 999)},{rng.randint(100, 999)}"
            add(_e("statistic", "en", "population", v, f"Population of Mexico (census): {v}"))
        else:
            v = f"R$ {rng.randint(10, 999)},{rng.randint(10, 99)}"
            add(_e("price", "pt", "price", v, f"Preço: {v}"))
    # business postal codes / analytics ids / company WhatsApp-free switch (16)
    for i in range(16):
        k = i % 4
        if k == 0:
            v = f"C.P. {rng.choice(['06600', '11560', '44100', '64000'])}"
            add(
                _e(
                    "company-address",
                    "es",
                    "business postal code",
                    v,
                    f"Código postal de la tienda: {v}",
                )
            )
        elif k == 1:
            v = f"G-{ids.alnum(rng, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
            add(_e("analytics-id", "en", "ga4 id", v, f"gtag('config', '{v}')".replace("'", "")))
        elif k == 2:
            v = f"GTM-{ids.alnum(rng, 7, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"
            add(_e("analytics-id", "en", "gtm id", v, f"container {v}"))
        else:
            v = f"ca-pub-{_num(rng, 16)}"
            add(_e("analytics-id", "en", "adsense id", v, v, "data", "ad_client"))
    # headers that are fine (14)
    hk = [
        ("Date", "Tue, 14 May 2024 18:22:05 GMT"),
        ("Retry-After", "37"),
        ("x-ratelimit-remaining-requests", "0"),
        ("cf-ray", "8a1b2c3d4e5f6a7b-QRO"),
        ("Content-Language", "es-MX"),
        ("x-ratelimit-reset", "1715710925"),
        ("Cache-Control", "max-age=600, public"),
    ]
    for i in range(14):
        k, v = hk[i % len(hk)]
        add(_e("header-keep", "en", f"header {k}", v, v, "header", k))
    return out
