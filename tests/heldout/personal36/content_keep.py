"""Keepers (label ``keep``) of corpus 36: what a redaction must leave in place.

Companies' published contacts and role mailboxes (also on ``.gob.mx``), public offices'
contacts, prices, dates kept by seed §3, content and request ids, hashes, versions,
documentation placeholders, company RFCs and CLABEs published for payments, masked
numbers. Same item shape as ``content_personal``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from values import COMPANIES, GOV, MONTHS_ES, V

Item = dict[str, Any]


def it(
    kind: str,
    value: str,
    text: str,
    form: str,
    *,
    lang: str = "es",
    locale: str = "es-MX",
    key: str = "snippet",
    html: str | None = None,
    where: str = "any",
) -> Item:
    assert value in text, (kind, value, text)
    d = {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "locale": locale,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "where": where,
    }
    if html is not None:
        d["html"] = html
    return d


def role_mailbox(v: V) -> Item:
    co, dom = v.pick(COMPANIES)
    box = v.pick(
        [
            "ventas",
            "contacto",
            "informes",
            "atencion.clientes",
            "facturacion",
            "citas",
            "reservaciones",
            "admisiones",
            "soporte",
            "rh",
        ]
    )
    addr = f"{box}@{dom}"
    c = v.r.randint(0, 5)
    if c == 0:
        return it(
            "role-mailbox",
            addr,
            f"{co} — Escríbenos a {addr}",
            "role mailbox; company footer",
            key="content",
        )
    if c == 1:
        href = f"mailto:{addr}?subject=Cotizaci%C3%B3n"
        return it(
            "role-mailbox",
            href,
            f"Cotizaciones: {href}",
            "mailto role mailbox with query",
            key="url",
            html=f'<p>Solicita tu cotización en <a href="{href}">{addr}</a></p>',
        )
    if c == 2:
        return it(
            "role-mailbox",
            addr,
            f"{co} | Horario: lunes a viernes de 9:00 a 18:00 | {addr}",
            "role mailbox; directory listing",
            key="snippet",
        )
    if c == 3:
        up = addr.upper()
        return it(
            "role-mailbox", up, f"INFORMES: {up}", "role mailbox upper case; flyer", key="text"
        )
    if c == 4:
        return it(
            "role-mailbox",
            addr,
            addr,
            "role mailbox; API field contact_email",
            key="contact_email",
            where="data",
        )
    return it(
        "role-mailbox",
        addr,
        f"Para facturación envíe su constancia a {addr}.",
        "role mailbox; invoice page",
        key="content",
    )


def gov_mailbox(v: V) -> Item:
    ent, dom = v.pick(GOV)
    box = v.pick(
        [
            "atencion.ciudadana",
            "transparencia",
            "contacto",
            "comunicacion.social",
            "quejas",
            "registro.civil",
            "oficialia.partes",
        ]
    )
    addr = f"{box}@{dom}"
    c = v.r.randint(0, 2)
    if c == 0:
        return it(
            "gov-role-mailbox",
            addr,
            f"{ent}. Solicitudes de información: {addr}",
            ".gob.mx role mailbox; transparency page",
            key="content",
        )
    if c == 1:
        return it(
            "gov-role-mailbox",
            addr,
            f"Dudas sobre la convocatoria al correo {addr} o en ventanilla.",
            ".gob.mx role mailbox; call for applications",
            key="snippet",
        )
    return it(
        "gov-role-mailbox",
        addr,
        addr,
        ".gob.mx role mailbox; API field",
        key="email_institucional",
        where="data",
    )


def switchboard(v: V) -> Item:
    co, _ = v.pick(COMPANIES + GOV)
    area = v.pick(["55", "33", "81", "442", "461", "222"])
    num = f"{area} {v.digits(4 if len(area) == 2 else 3)} {v.digits(4)}"
    c = v.r.randint(0, 4)
    if c == 0:
        return it("switchboard", num, f"Conmutador: {num}", "Conmutador; footer", key="content")
    if c == 1:
        val = f"{num} ext. {v.r.randint(100, 4999)}"
        return it(
            "switchboard",
            val,
            f"{co}. Tel. oficina {val}",
            "Tel. oficina with ext.; contact page",
            key="snippet",
        )
    if c == 2:
        val = f"+52 {num}"
        return it(
            "switchboard",
            val,
            f"{co} · Teléfono de la sucursal: {val}",
            "branch phone; business directory",
            key="snippet",
        )
    if c == 3:
        val = f"({area}) {num[len(area) + 1 :].replace(' ', '-')}"
        return it(
            "switchboard",
            val,
            f"Recepción del hospital: {val}, opción 2 para citas",
            "reception; clinic page",
            key="content",
        )
    return it(
        "switchboard",
        num,
        f"{co} | Atención a clientes {num} (lun-vie)",
        "customer service; directory",
        key="title",
    )


def toll_free(v: V) -> Item:
    co, _ = v.pick(COMPANIES + GOV)
    n = v.pick(
        [
            f"800 {v.digits(3)} {v.digits(4)}",
            f"01 800 {v.digits(3)} {v.digits(4)}",
            f"800-{v.digits(3)}-{v.digits(4)}",
            f"+52 800 {v.digits(3)} {v.digits(4)}",
        ]
    )
    return it(
        "toll-free", n, f"Línea gratuita de {co}: {n}", "800 number; contact page", key="content"
    )


def official_contact(v: V) -> Item:
    ent, dom = v.pick(GOV)
    name = v.name()
    cargo = v.pick(
        [
            "Titular de Desarrollo Urbano",
            "Titular de la Unidad de Transparencia",
            "Titular de Salud Municipal",
            "Titular del Departamento de Catastro",
            "Titular de Protección Civil",
        ]
    )
    c = v.r.randint(0, 1)
    if c == 0:
        val = f"{v.pick(['55', '461', '722'])} {v.digits(3)} {v.digits(4)} ext. {v.r.randint(100, 999)}"
        return it(
            "official-contact",
            val,
            f"Lic. {name}, {cargo}, {ent}. Tel. oficina: {val}",
            "official's office phone with ext.",
            key="content",
        )
    box = v.pick(
        [
            "direccion.desarrollourbano",
            "unidad.transparencia",
            "salud.municipal",
            "catastro",
            "proteccion.civil",
        ]
    )
    val = f"{box}@{dom}"
    return it(
        "official-contact",
        val,
        f"{cargo}: {name} — correo institucional {val}",
        "official's institutional role mailbox",
        key="snippet",
    )


def company_address(v: V) -> Item:
    co, _ = v.pick(COMPANIES)
    st, col, city = v.address()
    val = f"{st.split(' int.')[0]}, piso {v.r.randint(1, 9)}, {col}, {city}"
    c = v.r.randint(0, 1)
    if c == 0:
        return it(
            "company-address",
            val,
            f"Oficinas de {co}: {val}",
            "company office; footer",
            key="content",
        )
    return it(
        "company-address",
        val,
        f"Sucursal Centro — {val} — Horario 10 a 19 h",
        "branch address; store locator",
        key="snippet",
    )


def price(v: V) -> Item:
    c = v.r.randint(0, 4)
    if c == 0:
        val = f"${v.r.randint(99, 25999):,}.{v.pick(['00', '50', '90'])} MXN"
        return it(
            "price", val, f"Precio: {val} (IVA incluido)", "MXN price; shop page", key="snippet"
        )
    if c == 1:
        val = f"US${v.r.randint(1, 99)}.{v.digits(2)}"
        return it(
            "price",
            val,
            f"Plan Pro: {val} al mes por 1,000 búsquedas",
            "USD price; pricing page",
            key="content",
        )
    if c == 2:
        val = f"{v.r.randint(1, 20)}.{v.digits(2)} USD / 1k requests"
        return it(
            "price",
            val,
            f"Cost: {val}",
            "API pricing",
            lang="en",
            locale="en",
            key="pricing",
            where="data",
        )
    if c == 3:
        val = f"R$ {v.r.randint(10, 999)},{v.digits(2)}"
        return it(
            "price",
            val,
            f"Preço à vista: {val}",
            "BRL price",
            lang="pt",
            locale="pt-BR",
            key="snippet",
        )
    val = f"$ {v.r.randint(1000, 90000):,}".replace(",", ".")
    return it(
        "price",
        val,
        f"Alquiler mensual: {val} + expensas",
        "ARS price; classified",
        locale="es-AR",
        key="description",
    )


def kept_date(v: V) -> Item:
    y, m, d = v.r.randint(2019, 2026), v.r.randint(1, 12), v.r.randint(1, 28)
    c = v.r.randint(0, 5)
    iso = f"{y}-{m:02d}-{d:02d}T{v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:00Z"
    if c == 0:
        return it(
            "date",
            iso,
            iso,
            "publishedAt field",
            lang="en",
            locale="en",
            key="publishedAt",
            where="data",
        )
    if c == 1:
        return it(
            "date",
            iso,
            iso,
            "retrievedAt field",
            lang="en",
            locale="en",
            key="retrievedAt",
            where="data",
        )
    if c == 2:
        wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][v.r.randint(0, 6)]
        mo = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
            m - 1
        ]
        val = f"{wd}, {d:02d} {mo} {y} {v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:{v.r.randint(0, 59):02d} GMT"
        return {
            **it(
                "date",
                val,
                val,
                "recorded Last-Modified header",
                lang="en",
                locale="en",
                key="last-modified",
                where="header",
            ),
            "header_value": val,
        }
    if c == 3:
        val = f"{d} de {MONTHS_ES[m - 1]} de {y}"
        return it(
            "date",
            val,
            f"Publicado el {val} por la Redacción",
            "publication date; news page",
            key="content",
        )
    if c == 4:
        val = f"{d:02d}/{m:02d}/{y}"
        return it(
            "date",
            val,
            f"Fecha de publicación en el Periódico Oficial: {val}",
            "gazette date; government notice",
            key="snippet",
        )
    val = f"{y}-{m:02d}-{d:02d}"
    return it(
        "date", val, f"Última actualización: {val}", "update date; page footer", key="content"
    )


def content_id(v: V) -> Item:
    c = v.r.randint(0, 3)
    if c == 0:
        val = v.alnum(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        return it(
            "content-id",
            val,
            f"https://www.youtube.com/watch?v={val}",
            "video id in URL",
            lang="en",
            locale="en",
            key="url",
            where="data",
        )
    if c == 1:
        val = f"nota-{v.r.randint(100000, 999999)}"
        return it(
            "content-id",
            val,
            f"https://www.diario-ejemplo.com.mx/local/{val}.html",
            "article slug id",
            key="url",
            where="data",
        )
    if c == 2:
        val = v.digits(19)
        return it(
            "content-id",
            val,
            f"https://x.com/GobCelaya/status/{val}",
            "post id in URL",
            key="url",
            where="data",
        )
    val = f"2410.{v.digits(5)}"
    return it("content-id", val, f"arXiv:{val}v1", "arXiv id", lang="en", locale="en", key="source")


def request_id(v: V) -> Item:
    u = v.uuid4()
    c = v.r.randint(0, 2)
    if c == 0:
        return it(
            "request-id",
            u,
            u,
            "request_id body field",
            lang="en",
            locale="en",
            key="request_id",
            where="data",
        )
    if c == 1:
        return {
            **it(
                "request-id",
                u,
                u,
                "x-request-id header",
                lang="en",
                locale="en",
                key="x-request-id",
                where="header",
            ),
            "header_value": u,
        }
    val = f"req_{v.alnum(24)}"
    return {
        **it(
            "request-id",
            val,
            val,
            "request-id header (req_)",
            lang="en",
            locale="en",
            key="request-id",
            where="header",
        ),
        "header_value": val,
    }


def hash_(v: V) -> Item:
    c = v.r.randint(0, 3)
    if c == 0:
        h = v.sha256()
        return it(
            "hash",
            h,
            h,
            "sha256 of the original body",
            lang="en",
            locale="en",
            key="sha256_original",
            where="data",
        )
    if c == 1:
        h = v.hexs(40)
        return it(
            "hash",
            h,
            f"Built from commit {h}",
            "git commit sha",
            lang="en",
            locale="en",
            key="build",
        )
    if c == 2:
        h = v.hexs(32)
        return {
            **it(
                "hash",
                h,
                f'W/"{h}"',
                "weak ETag header",
                lang="en",
                locale="en",
                key="etag",
                where="header",
            ),
            "header_value": f'W/"{h}"',
        }
    h = v.sha256()
    return it(
        "hash",
        h,
        f"SHA256 ({v.pick(['informe-anual-2023.pdf', 'padron.csv', 'boletin.pdf'])}) = {h}",
        "checksum line",
        lang="en",
        locale="en",
        key="checksum",
    )


def version(v: V) -> Item:
    c = v.r.randint(0, 3)
    if c == 0:
        val = f"{v.r.randint(0, 5)}.{v.r.randint(0, 40)}.{v.r.randint(0, 20)}"
        return it(
            "version",
            val,
            f"python-httpx/{val}",
            "client version in user-agent",
            lang="en",
            locale="en",
            key="user-agent",
            where="data",
        )
    if c == 1:
        val = f"Chrome/{v.r.randint(110, 131)}.0.{v.r.randint(5000, 6999)}.{v.r.randint(10, 200)}"
        return it(
            "version",
            val,
            f"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) {val} Safari/537.36",
            "browser version",
            lang="en",
            locale="en",
            key="user_agent",
            where="data",
        )
    if c == 2:
        val = f"v{v.r.randint(1, 3)}.{v.r.randint(0, 12)}.{v.r.randint(0, 9)}"
        return it(
            "version",
            val,
            f"Versión del sistema: {val} (compilación estable)",
            "release version; footer",
            key="content",
        )
    val = f"2024-{v.r.randint(1, 12):02d}-{v.r.randint(1, 28):02d}"
    return it(
        "version",
        val,
        f"anthropic-version: {val}",
        "API version date",
        lang="en",
        locale="en",
        key="api_version",
        where="data",
    )


def placeholder(v: V) -> Item:
    val = v.pick(
        [
            "YOUR_API_KEY",
            "tvly-YOUR_API_KEY",
            "<API_KEY>",
            "sk-...",
            "${TAVILY_API_KEY}",
            "$BRAVE_API_KEY",
            "xxxxxxxxxxxxxxxx",
            "redacted@example.test",
            "+52-000-000-0000",
            "<tu-api-key>",
            "[REDACTED]",
            "Bearer <token>",
        ]
    )
    c = v.r.randint(0, 2)
    if c == 0:
        return it(
            "placeholder",
            val,
            f"Authorization: Bearer {val}" if "Bearer" not in val else f"Authorization: {val}",
            "placeholder in docs snippet",
            lang="en",
            locale="en",
            key="example",
        )
    if c == 1:
        return it(
            "placeholder",
            val,
            val,
            "placeholder in redacted field",
            lang="en",
            locale="en",
            key="api_key" if "@" not in val and "+52" not in val else "contact",
            where="data",
        )
    return it(
        "placeholder",
        val,
        f"Reemplaza {val} por tu clave antes de ejecutar el ejemplo.",
        "placeholder in Spanish tutorial",
        key="content",
    )


def company_rfc(v: V) -> Item:
    co, _ = v.pick(COMPANIES)
    r = v.rfc_moral()
    return it(
        "company-rfc",
        r,
        f"{co}, S.A. de C.V. — RFC {r}",
        "persona moral RFC; invoice footer",
        key="content",
    )


def company_clabe(v: V) -> Item:
    co, _ = v.pick(COMPANIES)
    cl = v.clabe()
    return it(
        "company-clabe",
        cl,
        f"Datos para transferencia: {co}, S.A. de C.V., CLABE {cl}, referencia: número de pedido.",
        "company CLABE published for payments",
        key="content",
    )


def masked(v: V) -> Item:
    c = v.r.randint(0, 3)
    if c == 0:
        val = f"**** **** **** {v.digits(4)}"
        return it("masked", val, f"Pagado con Visa {val}", "masked card", key="payment")
    if c == 1:
        val = f"XXXX-XXXX-XXXX-{v.digits(4)}"
        return it("masked", val, f"Tarjeta terminación {val}", "masked card", key="note")
    if c == 2:
        val = f"55 **** **{v.digits(2)}"
        return it("masked", val, f"Te enviamos un código al {val}", "masked phone", key="message")
    val = "j***@g***.com"
    return it("masked", val, f"Enviamos el enlace a {val}", "masked email", key="message")


def order_tracking(v: V) -> Item:
    c = v.r.randint(0, 2)
    if c == 0:
        val = f"PED-{v.r.randint(2023, 2026)}-{v.digits(6)}"
        return it(
            "order-number", val, f"Tu pedido {val} fue enviado.", "order number", key="message"
        )
    if c == 1:
        val = f"1Z{v.alnum(6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}{v.digits(10)}"
        return it("tracking-number", val, f"Número de guía: {val}", "UPS tracking", key="tracking")
    val = f"Exp. {v.r.randint(100, 2999)}/{v.r.randint(2019, 2025)}"
    return it(
        "case-number",
        val,
        f"Juicio ordinario civil, {val}, Juzgado Tercero",
        "court case number",
        key="content",
    )


PLAN: list[tuple[Callable[[V], Item], int]] = [
    (role_mailbox, 46),
    (gov_mailbox, 24),
    (switchboard, 34),
    (toll_free, 18),
    (official_contact, 18),
    (company_address, 24),
    (price, 28),
    (kept_date, 34),
    (content_id, 18),
    (request_id, 20),
    (hash_, 24),
    (version, 22),
    (placeholder, 22),
    (company_rfc, 14),
    (company_clabe, 10),
    (masked, 16),
    (order_tracking, 16),
]
