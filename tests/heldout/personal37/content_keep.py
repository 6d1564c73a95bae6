"""Keepers of corpus 37: values that must stay (role mailboxes, switchboards, company
data, dates, ids that are not accounts, hashes, placeholders, masked values, numbers).
Same item shape as content_personal."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any

from values import (
    ALNUM,
    AREAS,
    COLONIAS,
    DIG,
    HEX,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    UP,
    clabe,
    fmt_mx,
    mx_local,
    rfc_pm,
    rs,
    uuid4,
)

Item = dict[str, Any]

COMPANIES = [
    ("Grupo Alimenticio del Bajío", "grupobajio.com.mx"),
    ("Ferretería La Llave", "ferrellave.mx"),
    ("Transportes Rápidos del Norte", "trn.com.mx"),
    ("Clínica Dental Sonrisas", "sonrisasclinica.mx"),
    ("Editorial Cielo Abierto", "cieloabierto.com.mx"),
    ("Constructora Valle Real", "vallereal.com"),
    ("Muebles Artesanales Tonalá", "mueblestonala.mx"),
    ("Laboratorios Clínicos Azteca", "labazteca.com.mx"),
    ("Colegio Miguel de Cervantes", "colegiocervantes.edu.mx"),
    ("Hotel Plaza Colonial", "plazacolonial.com.mx"),
    ("Seguros Horizonte", "seguroshorizonte.com"),
    ("Agencia de Viajes Mundo Maya", "mundomaya.travel"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "info",
    "facturacion",
    "prensa",
    "atencionaclientes",
    "reclutamiento",
    "compras",
    "hola",
    "privacidad",
    "cobranza",
    "admisiones",
    "reservaciones",
]
GOV = [
    (
        "Secretaría de Economía",
        "economia.gob.mx",
        ["contacto", "transparencia", "atencion.ciudadana", "comunicacion.social"],
    ),
    (
        "Servicio de Administración Tributaria",
        "sat.gob.mx",
        ["denuncias", "contacto", "transparencia"],
    ),
    (
        "Instituto Mexicano del Seguro Social",
        "imss.gob.mx",
        ["orientacion.imss", "transparencia", "prensa"],
    ),
    ("Gobierno de Jalisco", "jalisco.gob.mx", ["atencionciudadana", "transparencia"]),
    ("INEGI", "inegi.org.mx", ["atencion.usuarios", "prensa"]),
    ("Ayuntamiento de Querétaro", "municipiodequeretaro.gob.mx", ["contacto", "transparencia"]),
    ("CONDUSEF", "condusef.gob.mx", ["asesoria", "prensa"]),
]


def _mk(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> Item:
    assert value in text, (value, text)
    return {
        "kind": kind,
        "family": "keep",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def _co(r: random.Random) -> tuple[str, str]:
    return r.choice(COMPANIES)


def k_role(r: random.Random, lang: str) -> Item:
    name, dom = _co(r)
    role = r.choice(ROLES)
    f = r.choice(["plain", "plain", "upper", "mailto-query", "reply-to"])
    v = f"{role}@{dom}"
    if f == "upper":
        v = v.upper()
    kw: dict[str, Any] = {"key": "contacto"}
    if f == "mailto-query":
        kw["html"] = f'<p>{name} — <a href="mailto:{v}?subject=Cotizaci%C3%B3n">{v}</a></p>'
    T = {
        "es": [
            "Escríbenos a {v} y te respondemos en 24 h. — {c}",
            "Atención a clientes {c}: {v}",
            "Reply-To: {c} <{v}>",
            "Para facturación envía tu constancia a {v}.",
        ],
        "en": ["Contact {c} at {v}.", "Reply-To: {c} <{v}>"],
        "pt": ["Fale conosco: {v} ({c})"],
    }
    t = r.choice(T[lang]).format(v=v, c=name)
    if r.random() < 0.3:
        kw["field"] = ("contact_email", v)
    return _mk("role-mailbox", lang, f, v, t, **kw)


def k_gov(r: random.Random, lang: str) -> Item:
    name, dom, roles = r.choice(GOV)
    v = f"{r.choice(roles)}@{dom}"
    T = {
        "es": [
            "{c}: correo institucional {v}",
            "Solicitudes de información pública: {v} ({c})",
            "Dudas sobre el trámite: {v}",
        ],
        "en": ["{c} public inquiries: {v}"],
        "pt": ["Contato institucional ({c}): {v}"],
    }
    return _mk(
        "gov-role-mailbox", lang, dom, v, r.choice(T[lang]).format(c=name, v=v), key="contacto"
    )


def k_switchboard(r: random.Random, lang: str) -> Item:
    name, _dom = _co(r)
    area = r.choice(AREAS)[0]
    num = mx_local(r, area)
    style = r.choice(["par", "space", "intl", "hyph", "dots"])
    base = fmt_mx(num, area, style)
    ext = r.randint(100, 9999)
    f = r.choice(["conmutador", "oficina", "ext", "sucursal"])
    T = {
        "conmutador": ("Conmutador: {v} — {c}", "Switchboard: {v} — {c}", "PABX: {v} — {c}"),
        "oficina": (
            "Tel. oficina {v}, lunes a viernes de 9 a 18 h ({c})",
            "Office phone {v}, Mon–Fri 9–6 ({c})",
            "Tel. escritório {v} ({c})",
        ),
        "ext": ("{c}: {v}", "{c}: {v}", "{c}: {v}"),
        "sucursal": (
            "Sucursal Centro de {c}: tel. {v}",
            "{c} downtown branch: {v}",
            "Filial de {c}: {v}",
        ),
    }[f]
    idx = {"es": 0, "en": 1, "pt": 2}[lang]
    v = base if f != "ext" else f"{base} {'ramal' if lang == 'pt' else 'ext.'} {ext}"
    t = T[idx].format(v=v, c=name)
    return _mk("switchboard", lang, f"{f}/{style}", v, t, key="contacto")


def k_tollfree(r: random.Random, lang: str) -> Item:
    name, _dom = _co(r)
    d = rs(r, DIG, 7)
    f = r.choice(["800", "01800", "+52800", "800-dash"])
    v = {
        "800": f"800 {d[:3]} {d[3:]}",
        "01800": f"01 800 {d[:3]} {d[3:]}",
        "+52800": f"+52 800 {d[:3]} {d[3:]}",
        "800-dash": f"800-{d[:3]}-{d[3:]}",
    }[f]
    T = {
        "es": "Línea sin costo de {c}: {v}",
        "en": "Toll-free ({c}): {v}",
        "pt": "Ligação gratuita ({c}): {v}",
    }
    return _mk("toll-free", lang, f, v, T[lang].format(c=name, v=v), key="contacto")


def k_company_address(r: random.Random, lang: str) -> Item:
    name, _dom = _co(r)
    area = r.choice(AREAS)
    street = r.choice(
        [
            "Av. Paseo de la Reforma",
            "Blvd. Adolfo López Mateos",
            "Av. Vallarta",
            "Av. Constitución",
            "Periférico Sur",
            "Av. Universidad",
            "Calz. Independencia",
        ]
    )
    inner = r.choice(
        [
            f", piso {r.randint(2, 22)}",
            f", local {r.randint(1, 40)}",
            f" int. {r.randint(101, 905)}",
            "",
        ]
    )
    v = (
        f"{street} {r.randint(10, 4999)}{inner}, Col. {r.choice(COLONIAS)}, "
        f"C.P. {r.randint(1000, 99999):05d}, {area[2]}, {area[3]}"
    )
    f = r.choice(["oficinas", "sucursal", "evento"])
    T = {
        "oficinas": {
            "es": "Oficinas corporativas de {c}: {v}",
            "en": "{c} headquarters: {v}",
            "pt": "Sede de {c}: {v}",
        },
        "sucursal": {
            "es": "Sucursal {c}: {v}. Horario de 9 a 19 h.",
            "en": "{c} branch: {v}",
            "pt": "Loja {c}: {v}",
        },
        "evento": {
            "es": "Sede del foro 2024: Centro de Convenciones, {v}",
            "en": "Venue: Convention Center, {v}",
            "pt": "Local do evento: {v}",
        },
    }[f]
    return _mk("company-address", lang, f, v, T[lang].format(c=name, v=v), key="ubicacion")


def k_company_rfc(r: random.Random, lang: str) -> Item:
    name, _dom = _co(r)
    v = rfc_pm(r, name, r.randint(1985, 2020), r.randint(1, 12), r.randint(1, 28))
    T = {
        "es": ["{c}, S.A. de C.V. — RFC {v}", "Emisor: {c} S.A. de C.V., RFC: {v}, régimen 601"],
        "en": ["Issuer {c} S.A. de C.V., tax id (RFC) {v}"],
        "pt": ["Emitente {c} S.A. de C.V., RFC {v}"],
    }
    kw: dict[str, Any] = {"key": "emisor"}
    if r.random() < 0.3:
        kw["field"] = ("rfc_emisor", v)
    return _mk("company-rfc", lang, "moral", v, r.choice(T[lang]).format(c=name, v=v), **kw)


def k_company_clabe(r: random.Random, lang: str) -> Item:
    name, _dom = _co(r)
    v, bank = clabe(r)
    T = {
        "es": "Para pagos a {c}, S.A. de C.V., usa la CLABE {v} ({b}) y tu número de pedido como referencia.",
        "en": "Pay {c}, S.A. de C.V. by SPEI to CLABE {v} ({b}), reference: your order number.",
        "pt": "Pagamentos para {c}, S.A. de C.V.: CLABE {v} ({b}).",
    }
    return _mk(
        "company-clabe", lang, "payments", v, T[lang].format(c=name, v=v, b=bank), key="pagos"
    )


def k_official(r: random.Random, lang: str) -> Item:
    name, _dom, _roles = r.choice(GOV)
    area = "55"
    num = mx_local(r, area)
    v = f"{fmt_mx(num, area, 'space')} ext. {r.randint(10000, 99999)}"
    T = {
        "es": "Atención ciudadana de {c}: {v}",
        "en": "{c} help line: {v}",
        "pt": "Atendimento ({c}): {v}",
    }
    return _mk("official-contact", lang, "ext", v, T[lang].format(c=name, v=v), key="contacto")


def k_date(r: random.Random, lang: str) -> Item:
    y, m, d = r.randint(2015, 2025), r.randint(1, 12), r.randint(1, 28)
    f = r.choice(["es-long", "iso", "dmy", "http", "iso-ts", "en-long", "pt-long"])
    if lang == "en" and f in ("es-long", "pt-long"):
        f = "en-long"
    if lang == "pt" and f in ("es-long", "en-long"):
        f = "pt-long"
    if lang == "es" and f in ("en-long", "pt-long"):
        f = "es-long"
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][(d + m) % 7]
    hh, mi, ss = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    hh2, mi2, ss2 = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    v = {
        "es-long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "en-long": f"{MONTHS_EN[m - 1]} {d}, {y}",
        "pt-long": f"{d} de {MONTHS_PT[m - 1]} de {y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "http": f"{wd}, {d:02d} {MONTHS_EN[m - 1][:3]} {y} {hh:02d}:{mi:02d}:{ss:02d} GMT",
        "iso-ts": f"{y}-{m:02d}-{d:02d}T{hh2:02d}:{mi2:02d}:{ss2:02d}Z",
    }[f]
    T = {
        "es": [
            "Publicado el {v}",
            "Última actualización: {v}",
            "Fecha de publicación en el DOF: {v}",
            "© {y} Todos los derechos reservados. Actualizado {v}",
            "El foro se realizará el {v} en Monterrey.",
        ],
        "en": ["Published {v}", "Last updated: {v}", "Posted on {v} by the editorial team"],
        "pt": ["Publicado em {v}", "Atualizado em {v}"],
    }
    kw: dict[str, Any] = {"key": "metadata"}
    if f == "http":
        kw["header"] = (r.choice(["last-modified", "Last-Modified", "expires"]), v)
    elif f in ("iso", "iso-ts") and r.random() < 0.5:
        kw["field"] = (r.choice(["published_date", "publishedAt", "retrievedAt", "updated_at"]), v)
    return _mk("date", lang, f, v, r.choice(T[lang]).format(v=v, y=y), **kw)


def k_price(r: random.Random, lang: str) -> Item:
    amt = r.randint(49, 89999)
    f = r.choice(["mxn", "usd", "brl", "cents"])
    v = {
        "mxn": f"${amt:,}.00 MXN",
        "usd": f"US${amt / 100:,.2f}",
        "brl": f"R$ {amt:,}".replace(",", "."),
        "cents": f"{amt}",
    }[f]
    T = {"es": "Precio: {v} IVA incluido", "en": "Price: {v} per month", "pt": "Preço: {v} à vista"}
    kw: dict[str, Any] = {"key": "oferta"}
    if f == "cents":
        kw["field"] = ("amount_cents", v)
        t = f"amount_cents={v} currency=mxn"
    else:
        t = T[lang].format(v=v)
    return _mk("price", lang, f, v, t, **kw)


def k_version(r: random.Random, lang: str) -> Item:
    f = r.choice(["semver", "ua", "api-version", "build"])
    if f == "semver":
        v = f"{r.randint(0, 5)}.{r.randint(0, 40)}.{r.randint(0, 20)}"
        t = f"tavily-python=={v}" if r.random() < 0.5 else f"Versión {v} publicada"
    elif f == "ua":
        v = f"python-httpx/0.{r.randint(20, 28)}.{r.randint(0, 9)}"
        t = f"User-Agent: {v}"
        return _mk("version", lang, f, v, t, header=("User-Agent", v), key="client")
    elif f == "api-version":
        v = f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
        return _mk(
            "version",
            lang,
            f,
            v,
            f"anthropic-version: {v}",
            header=("api-version", v),
            key="client",
        )
    else:
        v = f"build {r.randint(1000, 99999)}"
        t = f"Compilación {v}" if lang == "es" else f"App {v}"
    return _mk("version", lang, f, v, t, key="client")


def k_request_id(r: random.Random, lang: str) -> Item:
    f = r.choice(["uuid", "req_", "cf-ray", "amzn", "trace"])
    if f == "uuid":
        v = uuid4(r)
        return _mk(
            "request-id", lang, f, v, f"x-request-id: {v}", header=("x-request-id", v), key="trace"
        )
    if f == "req_":
        v = "req_" + rs(r, ALNUM, 24)
        return _mk(
            "request-id", lang, f, v, f"request-id: {v}", header=("request-id", v), key="trace"
        )
    if f == "cf-ray":
        v = f"{rs(r, HEX, 16)}-{r.choice(['QRO', 'MEX', 'DFW', 'GRU'])}"
        return _mk("request-id", lang, f, v, f"cf-ray: {v}", header=("cf-ray", v), key="trace")
    if f == "amzn":
        v = f"Root=1-{rs(r, HEX, 8)}-{rs(r, HEX, 24)}"
        return _mk(
            "request-id",
            lang,
            f,
            v,
            f"x-amzn-trace-id: {v}",
            header=("x-amzn-trace-id", v),
            key="trace",
        )
    v = rs(r, HEX, 32)
    t = {
        "es": f"Incluye el id de rastreo {v} al reportar el error.",
        "en": f"Include trace id {v} when reporting this error.",
        "pt": f"Informe o trace id {v} ao suporte.",
    }[lang]
    return _mk("request-id", lang, f, v, t, field=("trace_id", v), key="trace")


def k_hash(r: random.Random, lang: str) -> Item:
    f = r.choice(["sha256", "git", "etag", "sri", "md5"])
    h = hashlib.sha256(rs(r, ALNUM, 20).encode())
    if f == "sha256":
        v = h.hexdigest()
        return _mk(
            "hash",
            lang,
            f,
            v,
            f"sha256 del cuerpo original: {v}" if lang == "es" else f"original body sha256: {v}",
            field=("sha256_original", v),
            key="integrity",
        )
    if f == "git":
        v = h.hexdigest()[:40]
        return _mk("hash", lang, f, v, f"commit {v}", key="build")
    if f == "etag":
        v = h.hexdigest()[:27]
        return _mk("hash", lang, f, v, f'etag: W/"{v}"', header=("etag", f'W/"{v}"'), key="cache")
    if f == "sri":
        import base64

        v = "sha384-" + base64.b64encode(hashlib.sha384(h.digest()).digest()).decode()
        return _mk(
            "hash", lang, f, v, f'<script src="/app.js" integrity="{v}"> (SRI)', key="assets"
        )
    v = hashlib.md5(h.digest()).hexdigest()
    return _mk("hash", lang, f, v, f"MD5 checksum: {v}", key="integrity")


def k_content_id(r: random.Random, lang: str) -> Item:
    f = r.choice(["article", "doi", "isbn", "yt", "arxiv"])
    if f == "article":
        v = str(r.randint(2000000, 2999999))
        t = f"https://www.lanacion.com.ar/{v}-nota-de-opinion"
    elif f == "doi":
        v = f"10.{r.randint(1000, 9999)}/{rs(r, 'abcdefghjk', 3)}.{r.randint(2015, 2024)}.{r.randint(1000, 99999)}"
        t = f"DOI: {v}"
    elif f == "isbn":
        body = "978" + rs(r, DIG, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        v = body + str((10 - s % 10) % 10)
        t = f"ISBN {v}"
    elif f == "yt":
        v = rs(r, ALNUM + "-_", 11)
        t = f"https://www.youtube.com/watch?v={v}"
    else:
        v = f"{r.randint(2001, 2412)}.{r.randint(10000, 19999)}"
        t = f"arXiv:{v}"
    return _mk("content-id", lang, f, v, t, key="source")


def k_order(r: random.Random, lang: str) -> Item:
    f = r.choice(["pedido", "folio10", "factura", "uuid-cfdi"])
    v = {
        "pedido": f"#{r.randint(100000, 999999)}",
        "folio10": rs(r, "123456789", 1) + rs(r, DIG, 9),
        "factura": f"A-{r.randint(1000, 99999)}",
        "uuid-cfdi": uuid4(r).upper(),
    }[f]
    T = {
        "es": "Tu pedido {v} fue enviado. Folio de seguimiento en tu correo.",
        "en": "Order {v} has shipped.",
        "pt": "Seu pedido {v} foi enviado.",
    }
    if f == "folio10":
        t = {
            "es": f"Folio de compra: {v}",
            "en": f"Order number: {v}",
            "pt": f"Número do pedido: {v}",
        }[lang]
    elif f == "uuid-cfdi":
        t = f"Folio fiscal (UUID) del CFDI: {v}"
    else:
        t = T[lang].format(v=v)
    return _mk("order-number", lang, f, v, t, key="pedido")


def k_tracking(r: random.Random, lang: str) -> Item:
    f = r.choice(["ups", "dhl", "fedex", "estafeta"])
    v = {
        "ups": "1Z" + rs(r, UP + DIG, 16),
        "dhl": rs(r, DIG, 10),
        "fedex": rs(r, DIG, 12),
        "estafeta": rs(r, DIG, 22),
    }[f]
    T = {
        "es": "Número de guía {c}: {v}",
        "en": "{c} tracking number: {v}",
        "pt": "Código de rastreio {c}: {v}",
    }
    return _mk(
        "tracking-number",
        lang,
        f,
        v,
        T[lang].format(c=f.upper() if f != "estafeta" else "Estafeta", v=v),
        key="envio",
    )


def k_case(r: random.Random, lang: str) -> Item:
    f = r.choice(["ticket", "expediente", "reporte", "caso"])
    v = {
        "ticket": f"TCK-{r.randint(10000, 999999)}",
        "expediente": f"{r.randint(100, 9999)}/{r.randint(2018, 2024)}",
        "reporte": f"REP-{r.randint(2020, 2024)}-{r.randint(1000, 99999):05d}",
        "caso": f"{r.randint(10000000, 99999999)}",
    }[f]
    T = {
        "es": "Tu número de caso es {v}; consérvalo para dar seguimiento.",
        "en": "Your case number is {v}.",
        "pt": "O número do seu chamado é {v}.",
    }
    t = (
        f"Expediente {v} — Juzgado Tercero de lo Civil"
        if f == "expediente"
        else T[lang].format(v=v)
    )
    return _mk("case-number", lang, f, v, t, key="caso")


def k_masked(r: random.Random, lang: str) -> Item:
    f = r.choice(["card", "phone", "email", "key", "clabe"])
    v = {
        "card": f"**** **** **** {rs(r, DIG, 4)}",
        "phone": f"55 **** {rs(r, DIG, 2)}{rs(r, DIG, 2)}",
        "email": f"m***@{'gmail.com'}",
        "key": f"tvly-****{rs(r, ALNUM, 4)}",
        "clabe": f"************{rs(r, DIG, 6)}",
    }[f]
    T = {
        "es": "Método de pago / dato guardado: {v}",
        "en": "Saved value: {v}",
        "pt": "Dado salvo: {v}",
    }
    return _mk("masked", lang, f, v, T[lang].format(v=v), key="cuenta")


def k_placeholder(r: random.Random, lang: str) -> Item:
    f = r.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-xxx",
            "env",
            "tu-api-key",
            "redacted",
            "example",
            "curp-shape",
            "bearer-token",
            "changeme",
        ]
    )
    v, t = {
        "YOUR_API_KEY": ("YOUR_API_KEY", "Authorization: Bearer YOUR_API_KEY"),
        "sk-...": ("sk-...", 'OPENAI_API_KEY="sk-..."'),
        "tvly-xxx": (
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        "env": ("${BRAVE_API_KEY}", "X-Subscription-Token: ${BRAVE_API_KEY}"),
        "tu-api-key": (
            "<tu-api-key>",
            "curl -H 'x-api-key: <tu-api-key>' https://api.exa.ai/search",
        ),
        "redacted": (
            "redacted@example.test",
            "correo: redacted@example.test, tel. +52-000-000-0000",
        ),
        "example": ("usuario@example.com", "Ejemplo: usuario@example.com"),
        "curp-shape": ("AAAA000000HDFXXX00", "Formato de CURP: AAAA000000HDFXXX00 (18 caracteres)"),
        "bearer-token": ("<token>", "Authorization: Bearer <token>"),
        "changeme": ("changeme", "password: changeme  # cámbiala antes de desplegar"),
    }[f]
    kw: dict[str, Any] = {"key": "docs"}
    if f in ("YOUR_API_KEY", "env") and r.random() < 0.5:
        kw["header"] = (
            "Authorization" if f == "YOUR_API_KEY" else "X-Subscription-Token",
            "Bearer YOUR_API_KEY" if f == "YOUR_API_KEY" else v,
        )
    return _mk("placeholder", lang, f, v, t, **kw)


def k_statistic(r: random.Random, lang: str) -> Item:
    f = r.choice(["pct", "count", "bigcount", "coords"])
    if f == "pct":
        v = f"{r.randint(1, 99)}.{r.randint(0, 9)}%"
        t = {
            "es": f"Las ventas crecieron {v} anual.",
            "en": f"Sales grew {v} year over year.",
            "pt": f"As vendas cresceram {v}.",
        }[lang]
    elif f == "count":
        v = f"{r.randint(1000, 999999):,}"
        t = {
            "es": f"Se registraron {v} visitantes.",
            "en": f"{v} visitors were recorded.",
            "pt": f"Foram registrados {v} visitantes.",
        }[lang]
    elif f == "bigcount":
        v = rs(r, "123456789", 1) + rs(r, DIG, 9)
        t = {
            "es": f"Impresiones totales del sitio en 2023: {v}",
            "en": f"Total impressions: {v}",
            "pt": f"Total de acessos: {v}",
        }[lang]
    else:
        v = f"{r.uniform(14.5, 32.7):.6f}, -{r.uniform(86.7, 117.1):.6f}"
        t = {
            "es": f"Coordenadas de la planta: {v}",
            "en": f"Plant coordinates: {v}",
            "pt": f"Coordenadas: {v}",
        }[lang]
    return _mk("statistic", lang, f, v, t, key="datos")


def k_ratelimit(r: random.Random, lang: str) -> Item:
    f = r.choice(["remaining", "reset", "retry"])
    if f == "remaining":
        v = str(r.randint(0, 9999))
        return _mk(
            "rate-limit-header",
            lang,
            f,
            v,
            f"x-ratelimit-remaining: {v}",
            header=("x-ratelimit-remaining", v),
            key="quota",
        )
    if f == "reset":
        v = str(r.randint(1717000000, 1730000000))
        return _mk(
            "rate-limit-header",
            lang,
            f,
            v,
            f"x-ratelimit-reset: {v}",
            header=("x-ratelimit-reset", v),
            key="quota",
        )
    v = str(r.randint(1, 120))
    return _mk(
        "rate-limit-header", lang, f, v, f"retry-after: {v}", header=("retry-after", v), key="quota"
    )


MAKERS: list[tuple[str, int, Callable[[random.Random, str], Item], tuple[float, float, float]]] = [
    ("role-mailbox", 40, k_role, (0.7, 0.2, 0.1)),
    ("gov-role-mailbox", 16, k_gov, (0.85, 0.1, 0.05)),
    ("switchboard", 30, k_switchboard, (0.75, 0.15, 0.1)),
    ("toll-free", 18, k_tollfree, (0.8, 0.1, 0.1)),
    ("company-address", 24, k_company_address, (0.75, 0.15, 0.1)),
    ("company-rfc", 14, k_company_rfc, (0.8, 0.15, 0.05)),
    ("company-clabe", 10, k_company_clabe, (0.8, 0.1, 0.1)),
    ("official-contact", 10, k_official, (0.85, 0.1, 0.05)),
    ("date", 26, k_date, (0.55, 0.3, 0.15)),
    ("price", 14, k_price, (0.6, 0.25, 0.15)),
    ("version", 12, k_version, (0.5, 0.5, 0.0)),
    ("request-id", 20, k_request_id, (0.4, 0.5, 0.1)),
    ("hash", 16, k_hash, (0.4, 0.6, 0.0)),
    ("content-id", 12, k_content_id, (0.5, 0.5, 0.0)),
    ("order-number", 16, k_order, (0.7, 0.2, 0.1)),
    ("tracking-number", 14, k_tracking, (0.7, 0.2, 0.1)),
    ("case-number", 14, k_case, (0.7, 0.2, 0.1)),
    ("masked", 14, k_masked, (0.6, 0.3, 0.1)),
    ("placeholder", 26, k_placeholder, (0.5, 0.5, 0.0)),
    ("statistic", 14, k_statistic, (0.6, 0.25, 0.15)),
    ("rate-limit-header", 10, k_ratelimit, (0.3, 0.7, 0.0)),
]
