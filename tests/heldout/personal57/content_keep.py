"""Keeper items of corpus 57: values that must not be flagged, written in the same kinds
of sentences and fields as the personal items (same spec shape as content_personal)."""

from __future__ import annotations

import html as H
from typing import Any

from content_personal import FORM, SNIP
from content_personal import spec as _spec
from values import GOV_DOMAINS, MESES, MONTHS, ROLE_BOXES, Maker


def spec(
    kind: str, lang: str, form: str, value: str, text: str, keys: list[str] | None = None, **kw: Any
) -> dict[str, Any]:
    return _spec(kind, lang, form, value, text, keys, family="keep", **kw)


def role_mailbox(mk: Maker, lang: str) -> dict[str, Any]:
    name, dom, _ = mk.company()
    box = mk.pick(ROLE_BOXES)
    e = f"{box}@{dom}"
    style = mk.pick(["plain", "plain", "plain", "upper", "mailto", "replyto"])
    if style == "upper":
        e = e.upper()
    t = {
        "es": [
            f"Para cotizaciones escribe a {e}",
            f"{name} — {e}",
            f"Correo: {e}",
            f"Dudas sobre tu pedido: {e}",
            f"Envía tu CV a {e}",
        ],
        "en": [f"Questions? Email {e}", f"Contact {name} at {e}"],
        "pt": [f"Fale conosco: {e}"],
    }[lang]
    out = spec(
        "role-mailbox",
        lang,
        f"role mailbox {style}",
        e,
        mk.pick(t),
        [*SNIP, "email", "contact_email", "support_email"],
    )
    if style == "mailto":
        url = f"mailto:{e}?subject=Informes"
        out["text"] = f"{name}: {url}"
        out["html"] = f'<p>Escríbenos a <a href="{H.escape(url)}">{e}</a></p>'
    elif style == "replyto":
        out["text"] = f"Reply-To: {name} <{e}>"
        out["header"] = ("Reply-To", f"{name} <{e}>")
    return out


def gov_mailbox(mk: Maker, lang: str) -> dict[str, Any]:
    dom = mk.pick(GOV_DOMAINS)
    box = mk.pick(
        [
            "contacto",
            "atencion.ciudadana",
            "transparencia",
            "quejas",
            "comunicacion.social",
            "unidad.transparencia",
            "orientacion",
            "denuncias",
        ]
    )
    e = f"{box}@{dom}"
    t = {
        "es": [
            f"Solicitudes de información: {e}",
            f"Atención ciudadana al correo {e}",
            f"Para aclaraciones escriba a {e}",
        ],
        "en": [f"Public information requests: {e}"],
        "pt": [f"Contato institucional: {e}"],
    }[lang]
    return spec(
        "gov-role-mailbox",
        lang,
        "institutional mailbox",
        e,
        mk.pick(t),
        [*SNIP, "email", "contact_email"],
    )


def switchboard(mk: Maker, lang: str) -> dict[str, Any]:
    name, _, _ = mk.company()
    v = mk.office_phone()
    ext = mk.r.randint(100, 4999)
    t = {
        "es": [
            f"Conmutador: {v}",
            f"Tel. oficina {v} ext. {ext}",
            f"{name} · Tel. {v}, ext. {ext}",
            f"Llámanos al {v} de lunes a viernes de 9 a 18 h",
            f"Sucursal Centro: {v} (conmutador)",
            f"Informes y ventas: {v} ext. {ext}",
        ],
        "en": [f"Main office: {v} ext. {ext}", f"Call our front desk at {v}"],
        "pt": [f"Central de atendimento: {v}, ramal {ext}"],
    }[lang]
    return spec(
        "switchboard", lang, "company switchboard", v, mk.pick(t), [*SNIP, "phone", "telephone"]
    )


def tollfree(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.tollfree()
    t = {
        "es": [
            f"Línea sin costo: {v}",
            f"Atención a clientes {v}",
            f"Llama gratis al {v}",
            f"Centro de Atención Telefónica {v} (lada sin costo)",
        ],
        "en": [f"Toll-free: {v}"],
        "pt": [f"Ligação gratuita: {v}"],
    }[lang]
    return spec("toll-free", lang, "800 number", v, mk.pick(t), [*SNIP, "phone"])


def company_address(mk: Maker, lang: str) -> dict[str, Any]:
    name, _, _ = mk.company()
    a = mk.address()
    piso = mk.pick(["", f", piso {mk.r.randint(2, 22)}", f", local {mk.r.randint(1, 40)}"])
    v = f"{a['street']}{piso}, Col. {a['col']}, C.P. {a['cp']}, {a['mun']}, {a['est']}"
    t = {
        "es": [
            f"Oficinas corporativas de {name}: {v}",
            f"Visítanos en {v}",
            f"Sucursal: {v}",
            f"{name}, {v}",
            f"Sede del evento: {v}",
        ],
        "en": [f"Our office: {v}", f"Headquarters of {name}: {v}"],
        "pt": [f"Escritório no México: {v}"],
    }[lang]
    return spec("company-address", lang, "office address", v, mk.pick(t), [*SNIP, "address"])


def company_rfc(mk: Maker, lang: str) -> dict[str, Any]:
    name, _, ini = mk.company()
    v = mk.rfc_moral(ini)
    t = {
        "es": [
            f"{name} S.A. de C.V. · RFC {v}",
            f"Emisor: {name} S.A. de C.V., RFC: {v}",
            f"Facturamos desde {name} (RFC {v})",
        ],
        "en": [f"Issuer: {name} S.A. de C.V. (RFC {v})"],
        "pt": [f"Emitente: {name}, RFC {v}"],
    }[lang]
    return spec(
        "company-rfc", lang, "rfc persona moral", v, mk.pick(t), [*SNIP, "rfc_emisor", "issuer"]
    )


def company_clabe(mk: Maker, lang: str) -> dict[str, Any]:
    name, _, _ = mk.company()
    v = mk.clabe()
    t = {
        "es": [
            f"Datos para pago: {name} S.A. de C.V., CLABE {v}",
            f"Transferencias a nombre de {name} S.A. de C.V. — CLABE: {v}",
            f"Pago de colegiaturas, CLABE de la institución ({name}): {v}",
        ],
        "en": [f"Pay by SPEI to {name} S.A. de C.V., CLABE {v}"],
        "pt": [f"Pagamento para {name} S.A. de C.V., CLABE {v}"],
    }[lang]
    return spec("company-clabe", lang, "company clabe for payments", v, mk.pick(t), SNIP)


def date(mk: Maker, lang: str) -> dict[str, Any]:
    y, m, d = mk.r.randint(2015, 2025), mk.r.randint(1, 12), mk.r.randint(1, 28)
    v = {
        "es": mk.pick(
            [f"{d} de {MESES[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}"]
        ),
        "en": mk.pick([f"{MONTHS[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}T10:{d:02d}:00Z"]),
        "pt": f"{d:02d}/{m:02d}/{y}",
    }[lang]
    t = {
        "es": [
            f"Publicado el {v}",
            f"Última actualización: {v}",
            f"Fecha de publicación en el DOF: {v}",
            f"La convocatoria cierra el {v}",
            f"Evento: {v}, 10:00 h",
        ],
        "en": [f"Published {v}", f"Last updated: {v}"],
        "pt": [f"Publicado em {v}"],
    }[lang]
    return spec(
        "date", lang, "publication/event date", v, mk.pick(t), [*SNIP, "published", "updated"]
    )


def price(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            f"${mk.r.randint(99, 98000):,}.{mk.digits(2)} MXN",
            f"US${mk.r.randint(5, 900)}.99",
            f"$ {mk.r.randint(1, 99)},{mk.digits(3)}.00",
            f"R$ {mk.r.randint(10, 999)},90",
        ]
    )
    t = {
        "es": [f"Precio: {v} IVA incluido", f"Desde {v} al mes", f"Total del pedido: {v}"],
        "en": [f"Price: {v}"],
        "pt": [f"Preço: {v}"],
    }[lang]
    return spec("price", lang, "price", v, mk.pick(t), [*SNIP, "price"])


def version(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            f"{mk.r.randint(0, 4)}.{mk.r.randint(0, 40)}.{mk.r.randint(0, 20)}",
            f"v{mk.r.randint(1, 3)}.{mk.r.randint(0, 12)}",
            f"2024-{mk.r.randint(1, 12):02d}-01",
        ]
    )
    t = {
        "es": [f"Versión de la API: {v}", f"Actualiza el SDK a la {v}"],
        "en": [f"sdk_version={v}"],
        "pt": [f"Versão {v}"],
    }[lang]
    return spec(
        "version", lang, "version", v, mk.pick(t), ["api_version", "sdk_version", "version_note"]
    )


def request_id(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick([mk.uuid4(), "req_" + mk.chars(24), mk.hexs(32)])
    return spec(
        "request-id",
        lang,
        "request id",
        v,
        f"x-request-id: {v}",
        ["request_id", "trace"],
        header=(mk.pick(["x-request-id", "cf-ray", "x-trace-id"]), v),
    )


def hash_(mk: Maker, lang: str) -> dict[str, Any]:
    which = mk.pick(["sha256", "etag", "sha1"])
    if which == "sha256":
        v = mk.sha256()
        text = f"sha256:{v}"
    elif which == "etag":
        v = mk.hexs(32)
        text = f'ETag: W/"{v}"'
    else:
        v = mk.hexs(40)
        text = f"commit {v}"
    return spec("hash", lang, which, v, text, ["sha256", "etag", "checksum"])


def content_id(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            f"post-{mk.digits(6)}",
            f"nota/{mk.digits(7)}",
            f"art_{mk.digits(8)}",
            f"doc-{mk.hexs(12)}",
        ]
    )
    t = {
        "es": [f"Nota relacionada: {v}", f"id de artículo {v}"],
        "en": [f"article id {v}"],
        "pt": [f"id do artigo {v}"],
    }[lang]
    return spec(
        "content-id", lang, "content id", v, mk.pick(t), ["content_id", "doc_id", "article_id"]
    )


def order(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            mk.digits(10),
            f"MX-{mk.digits(8)}",
            f"PED-{mk.r.randint(2023, 2025)}-{mk.digits(6)}",
            f"#{mk.digits(7)}",
        ]
    )
    t = {
        "es": [
            f"Pedido {v} no encontrado",
            f"Tu pedido {v} fue enviado",
            f"Folio de compra: {v}",
            f"Error 404: no existe la orden {v}",
        ],
        "en": [f"Order {v} not found", f"Order number: {v}"],
        "pt": [f"Pedido {v} enviado"],
    }[lang]
    return spec("order-number", lang, "order number", v, mk.pick(t), [*SNIP, "order_id", "message"])


def tracking(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            "1Z" + mk.chars(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
            mk.digits(12),
            mk.digits(22),
            f"MX{mk.digits(9)}",
        ]
    )
    t = {
        "es": [f"Número de guía: {v}", f"Rastrea tu paquete con la guía {v}"],
        "en": [f"Tracking number {v}"],
        "pt": [f"Código de rastreio: {v}"],
    }[lang]
    return spec("tracking-number", lang, "tracking number", v, mk.pick(t), [*SNIP, "tracking"])


def case(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            f"CASO-{mk.digits(6)}",
            f"{mk.digits(5)}/{mk.r.randint(2019, 2025)}",
            f"Ticket #{mk.digits(6)}",
            f"INC{mk.digits(7)}",
        ]
    )
    t = {
        "es": [f"Expediente {v}", f"Su reporte quedó registrado con el número {v}"],
        "en": [f"Support case {v} opened"],
        "pt": [f"Chamado {v} aberto"],
    }[lang]
    return spec("case-number", lang, "case number", v, mk.pick(t), [*SNIP, "case", "message"])


def masked(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            f"**** **** **** {mk.digits(4)}",
            f"****{mk.digits(4)}",
            f"XXXX-XXXX-XXXX-{mk.digits(4)}",
            "redacted@example.test",
            "+52-000-000-0000",
            "j***@gmail.com",
            f"55 **** {mk.digits(2)}{mk.digits(2)}",
            f"CLABE terminación {mk.digits(4)}",
        ]
    )
    t = {
        "es": [f"Tarjeta: {v}", f"Contacto: {v}", f"Se cargó a {v}", f"Correo registrado: {v}"],
        "en": [f"Card ending {v}", f"Contact: {v}"],
        "pt": [f"Cartão: {v}"],
    }[lang]
    return spec("masked", lang, "masked value", v, mk.pick(t), SNIP + FORM)


def placeholder(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "<tu-api-key>",
            "${TAVILY_API_KEY}",
            "{{ secrets.SERPER_API_KEY }}",
            "Bearer <token>",
            "fc-YOUR-KEY",
            "sk-ant-xxxxx",
            "<API_KEY>",
            "os.environ['EXA_API_KEY']",
            "********",
            "AAAA000000HDFXXX00",
            "correo@ejemplo.com",
            "55 0000 0000",
        ]
    )
    t = {
        "es": [
            f"Sustituye {v} por tu llave",
            f"Ejemplo: api_key={v}",
            f"Header: Authorization: {v}"
            if v.startswith("Bearer")
            else f"export TAVILY_API_KEY={v}",
        ],
        "en": [f"Replace {v} with your key", f"api_key: {v}"],
        "pt": [f"Substitua {v} pela sua chave"],
    }[lang]
    return spec(
        "placeholder", lang, "placeholder", v, mk.pick(t), ["example", "docs", "api_key_example"]
    )


def official(mk: Maker, lang: str) -> dict[str, Any]:
    inst = mk.pick(
        [
            "Unidad de Transparencia",
            "Oficialía de Partes",
            "Dirección de Comunicación Social",
            "Atención Ciudadana",
            "Mesa de Ayuda",
        ]
    )
    v = mk.office_phone()
    ext = mk.r.randint(1000, 79999)
    t = {
        "es": [f"{inst}: {v} ext. {ext}", f"{inst} — Tel. {v}, extensión {ext}"],
        "en": [f"{inst} (public office): {v} ext. {ext}"],
        "pt": [f"{inst}: {v} ramal {ext}"],
    }[lang]
    return spec("official-contact", lang, "official contact with extension", v, mk.pick(t), SNIP)


def statistic(mk: Maker, lang: str) -> dict[str, Any]:
    v = mk.pick(
        [
            f"{mk.r.randint(1_000_000_000, 9_999_999_999)}",
            f"{mk.r.randint(10, 999):,} mil",
            f"{mk.r.randint(1, 99)}.{mk.digits(1)} %",
            f"{mk.r.randint(1000, 99999):,}",
        ]
    )
    t = {
        "es": [f"Se registraron {v} visitas en el año", f"Población total: {v}"],
        "en": [f"{v} monthly searches"],
        "pt": [f"{v} acessos no mês"],
    }[lang]
    return spec("statistic", lang, "statistic", v, mk.pick(t), SNIP)


MAKERS = {
    "role_mailbox": (role_mailbox, 42),
    "gov_mailbox": (gov_mailbox, 20),
    "switchboard": (switchboard, 34),
    "tollfree": (tollfree, 20),
    "company_address": (company_address, 26),
    "company_rfc": (company_rfc, 16),
    "company_clabe": (company_clabe, 12),
    "date": (date, 24),
    "price": (price, 16),
    "version": (version, 14),
    "request_id": (request_id, 20),
    "hash": (hash_, 16),
    "content_id": (content_id, 14),
    "order": (order, 18),
    "tracking": (tracking, 14),
    "case": (case, 14),
    "masked": (masked, 18),
    "placeholder": (placeholder, 24),
    "official": (official, 14),
    "statistic": (statistic, 10),
}
