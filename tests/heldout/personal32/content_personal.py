# ruff: noqa: E501
"""Personal items (label ``personal``): people's data and provider/customer account ids.

Emphasis: copies a hurried redaction missed (meta/og tags, JSON-LD, data-* attributes,
hidden inputs, query strings, slugs, file names, cache keys, comments, headers, error
messages), other encodings (entities, JSON escapes, percent-encoding, base64/base64url,
quoted-printable, full-width digits, separated/zero-width digits, words, split, reversed,
markdown tables, lost layout) and ids of many countries under neutral field names.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from values import V, entities, fullwidth, pct, qp, strip, zw

v = V(32001)


def mk(
    kind: str, lang: str, form: str, value: str, *, family: str = "personal", **plant: Any
) -> dict[str, Any]:
    return {"family": family, "kind": kind, "lang": lang, "form": form, "value": value, **plant}


def slug(name: str) -> str:
    return strip(name).lower().replace(" ", "-")


def rep(n: int, f: Callable[[int], dict[str, Any]]) -> list[dict[str, Any]]:
    return [f(i) for i in range(n)]


def copies() -> list[dict[str, Any]]:
    """Visible text redacted, the datum survives elsewhere in the same line."""
    out: list[dict[str, Any]] = []

    def meta_curp(i: int) -> dict[str, Any]:
        c = v.curp()
        tag = ["name", "property", "itemprop"][i % 3]
        return mk(
            "curp",
            "es",
            "CURP in a meta tag, visible text redacted",
            c,
            snippet=f'<div class="ficha"><p>CURP del solicitante: [REDACTED]</p><meta {tag}="solicitante:curp" content="{c}"></div>',
            field=(
                "head_meta",
                f'<meta property="og:description" content="Trámite de {v.name()} — CURP {c}"> <!-- cuerpo: CURP ████ -->',
            ),
        )

    out += rep(6, meta_curp)

    def data_attr(i: int) -> dict[str, Any]:
        kinds = [
            ("curp", v.curp().lower(), "data-curp"),
            ("nss", v.nss(), "data-nss"),
            ("rfc-persona-fisica", v.rfc_pf(), "data-rfc"),
            ("phone", v.mx_mobile(), "data-tel"),
            ("ine-clave-elector", v.ine_clave(), "data-ref"),
        ]
        k, val, attr = kinds[i % len(kinds)]
        return mk(
            k,
            "es",
            f"{k} in a {attr} attribute, visible text ***",
            val,
            snippet=f'<div class="tarjeta-paciente" {attr}="{val}"><p>Paciente: *** ***</p></div>',
        )

    out += rep(10, data_attr)

    def hidden(i: int) -> dict[str, Any]:
        r = v.rfc_pf() if i % 2 else v.curp()
        k = "rfc-persona-fisica" if i % 2 else "curp"
        nm = ["rfc_receptor", "curp_titular", "folio2", "ref"][i % 4]
        return mk(
            k,
            "es",
            f"{k} in a hidden form input named {nm}",
            r,
            snippet=f'<form action="/facturar" method="post"><p>RFC: ████████████</p><input type="hidden" name="{nm}" value="{r}"></form>',
        )

    out += rep(8, hidden)

    def href(i: int) -> dict[str, Any]:
        if i % 3 == 0:
            val, k = v.rfc_pf(), "rfc-persona-fisica"
            url = f"/facturacion/descargar?rfc={val}&amp;folio=A-{1040 + i}"
        elif i % 3 == 1:
            val, k = pct(v.email()), "email"
            url = f"/cuenta/recuperar?correo={val}&amp;paso=2"
        else:
            val, k = v.curp(), "curp"
            url = f"https://cdn.ejemplo-escuela.mx/constancias/{val}/constancia.pdf"
        attr = "href" if i % 2 == 0 else "src"
        el = (
            f'<a {attr}="{url}">Descargar (datos ocultos)</a>'
            if attr == "href"
            else f'<img alt="" {attr}="{url}?w=1">'
        )
        return mk(
            k,
            "es",
            f"{k} in an {attr} URL, visible text redacted",
            val,
            snippet=f"<p>Documento de [REDACTED]: {el}</p>",
        )

    out += rep(8, href)

    def srcset(i: int) -> dict[str, Any]:
        c = v.curp()
        return mk(
            "curp",
            "es",
            "CURP in a srcset query string",
            c,
            snippet=f'<figure><img src="/foto-credencial.jpg" srcset="/fotos/credencial.jpg?id={c}&amp;w=320 320w, /fotos/credencial.jpg?id=x&amp;w=640 640w" alt="foto [REDACTED]"></figure>',
        )

    out += rep(3, srcset)

    def canonical(i: int) -> dict[str, Any]:
        n = v.name()
        y, m, d = v.birth()
        s = f"{slug(n)}-{y}{m:02d}{d:02d}"
        if i % 2:
            return mk(
                "birth-date",
                "es",
                "name and birth date in a canonical URL slug",
                s,
                snippet=f'<link rel="canonical" href="https://directorio.ejemplo.mx/perfil/{s}">',
            )
        return mk(
            "birth-date",
            "es",
            "name and birth date in a pagination URL slug",
            s,
            field=("next", f"https://directorio.ejemplo.mx/perfil/{s}?page=2"),
        )

    out += rep(6, canonical)

    def filename(i: int) -> dict[str, Any]:
        g, a, b, _ = v.person()
        base = strip(f"{g}_{a}_{b}").upper()
        docs = ["INE", "ACTA_NACIMIENTO", "COMPROBANTE_DOMICILIO", "PASAPORTE", "CURP", "RECETA"]
        fn = f"{docs[i % len(docs)]}_{base}.pdf"
        return (
            mk(
                "name-document-filename",
                "es",
                "a person's name and document type in a file name",
                fn,
                snippet=f'<li class="adjunto"><a href="/uploads/2024/05/{fn}">Documento adjunto (nombre omitido)</a></li>'
                if i % 2
                else None,
                field=("attachment", f"s3://expedientes-prod/altas/{fn}"),
            )
            if i % 2 == 0
            else mk(
                "name-document-filename",
                "es",
                "a person's name and document type in a file name",
                fn,
                snippet=f'<div class="adjunto"><a href="/uploads/2024/05/{fn}">Documento adjunto (nombre omitido)</a></div>',
            )
        )

    out += rep(6, filename)

    def cache_key(i: int) -> dict[str, Any]:
        vals = [
            ("curp", v.curp()),
            ("nss", v.nss()),
            ("email", v.email()),
            ("rfc-persona-fisica", v.rfc_pf()),
        ]
        k, val = vals[i % 4]
        return mk(
            k,
            "es",
            f"{k} inside a cache key",
            val,
            field=(["cache_key", "ck", "memo_key"][i % 3], f"perfil:v2:{val}:expediente"),
        )

    out += rep(6, cache_key)

    def comment(i: int) -> dict[str, Any]:
        n = v.name()
        vals = [
            ("phone", v.mx_mobile(), "cel {}"),
            ("email", v.email(n), "correo {}"),
            ("curp", v.curp(), "CURP {}"),
            (
                "home-address",
                f"Calle Fresno {v.r.randint(10, 399)}, Col. Las Águilas, C.P. {v.r.randint(1000, 99999):05d}",
                "domicilio {}",
            ),
        ]
        k, val, t = vals[i % 4]
        return mk(
            k,
            "es",
            f"{k} in an HTML comment beside a redacted block",
            val,
            snippet=f'<div class="resena"><!-- debug: autora {n}, {t.format(val)} --><p>Reseña de ***</p></div>',
        )

    out += rep(8, comment)

    def jsonld(i: int) -> dict[str, Any]:
        n = v.name()
        y, m, d = v.birth()
        vals = [
            ("birth-date", f"{y}-{m:02d}-{d:02d}", "birthDate"),
            ("phone", f"+52 1 {v.mx_mobile()}", "telephone"),
            ("email", v.email(n), "email"),
            (
                "home-address",
                f"Privada Los Sauces {v.r.randint(2, 90)} int. {v.r.randint(1, 9)}",
                "streetAddress",
            ),
        ]
        k, val, key = vals[i % 4]
        doc = json.dumps(
            {"@context": "https://schema.org", "@type": "Person", "name": n, key: val},
            ensure_ascii=False,
        )
        return mk(
            k,
            "es",
            f"{k} in JSON-LD Person, visible byline redacted",
            val,
            snippet=f'<div><script type="application/ld+json">{doc}</script><p class="autor">Por [REDACTED]</p></div>',
        )

    out += rep(8, jsonld)

    def analytics(i: int) -> dict[str, Any]:
        e = v.email()
        if i % 2:
            val = pct(e)
            return mk(
                "email",
                "es",
                "percent-encoded e-mail in a tracking pixel URL",
                val,
                snippet=f'<div class="px"><img width="1" height="1" src="https://px.medicion-ejemplo.mx/p.gif?ev=lead&amp;em={val}&amp;v=3"></div>',
            )
        val = f"52{v.mx_mobile()}"
        return mk(
            "phone",
            "es",
            "phone in an analytics payload",
            val,
            field=(
                "analytics",
                f"dataLayer.push({{event:'checkout', user_phone:'{val}', value:1299.00}})",
            ),
        )

    out += rep(8, analytics)

    def headers(i: int) -> dict[str, Any]:
        if i % 3 == 0:
            c = v.curp()
            return mk(
                "curp",
                "es",
                "CURP in a Location header",
                c,
                header=("Location", f"https://portal.ejemplo.gob.mx/bienvenida?curp={c}&paso=3"),
            )
        if i % 3 == 1:
            e = pct(v.email())
            return mk(
                "email",
                "es",
                "percent-encoded e-mail in a Set-Cookie header",
                e,
                header=("Set-Cookie", f"ultimo_usuario={e}; Path=/; Max-Age=2592000"),
            )
        n = v.nss()
        return mk(
            "nss",
            "es",
            "NSS in an X-Debug header",
            n,
            header=("X-Debug-Context", f"afiliado={n};clinica=UMF-14"),
        )

    out += rep(9, headers)

    def errors(i: int) -> dict[str, Any]:
        vals = [
            ("curp", v.curp(), "ValidationError: la CURP '{}' no coincide con el RFC capturado"),
            ("email", v.email(), "SMTP 550 5.1.1 <{}>: Recipient address rejected"),
            (
                "rfc-persona-fisica",
                v.rfc_pf(),
                "CFDI40147: el RFC del receptor {} no está en la lista de contribuyentes",
            ),
            (
                "phone",
                f"+52{v.mx_mobile()}",
                "Twilio error 21610: attempt to send to unsubscribed recipient {}",
            ),
        ]
        k, val, t = vals[i % 4]
        return mk(
            k,
            "es" if i % 4 != 3 else "en",
            f"{k} echoed by an error message",
            val,
            field=(["error", "detail", "message"][i % 3], t.format(val)),
        )

    out += rep(8, errors)
    return out


def encodings() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def ent(i: int) -> dict[str, Any]:
        n = v.name()
        e = v.email(n)
        if i % 2:
            val = entities(e)
            return mk(
                "email",
                "es",
                "personal e-mail as numeric character references",
                val,
                snippet=f"<p>Contacto de la alumna {n.split()[0]}: {val}</p>",
            )
        val = e.replace("@", "&#64;").replace(".", "&#46;")
        return mk(
            "email",
            "es",
            "personal e-mail with &#64; and &#46;",
            val,
            snippet=f"<p>Escríbele a {n}: {val}</p>",
        )

    out += rep(6, ent)

    def ent_phone(i: int) -> dict[str, Any]:
        p = v.mx_mobile()
        val = "".join(f"&#x{ord(c):x};" for c in p)
        return mk(
            "phone",
            "es",
            "personal phone as hex character references",
            val,
            snippet=f"<p>WhatsApp de {v.name()}: {val}</p>",
        )

    out += rep(3, ent_phone)

    def uesc(i: int) -> dict[str, Any]:
        g = ["José", "Mónica", "Raúl", "Sofía", "Héctor", "Lucía"][i % 6]
        a = ["Pérez", "Zúñiga", "Ramírez", "Ibarra"][i % 4]
        local = f"{g}.{a}".lower()
        esc = json.dumps(local)[1:-1]
        esc = local.encode("ascii", "backslashreplace").decode().replace("\\x", "\\u00")
        val = f"{esc}@{['gmail.com', 'hotmail.com', 'outlook.com'][i % 3]}"
        doc = (
            '{"titular":"'
            + f"{g} {a}".encode("ascii", "backslashreplace").decode().replace("\\x", "\\u00")
            + '","correo":"'
            + val
            + '"}'
        )
        return mk(
            "email",
            "es",
            "accented e-mail with JSON \\u00XX escapes in an inline state script",
            val,
            snippet=f'<div id="app"><script type="application/json" id="__ESTADO__">{doc}</script></div>',
        )

    out += rep(4, uesc)

    def pct_field(i: int) -> dict[str, Any]:
        if i % 2:
            c = v.curp()
            val = pct(f"curp={c}")
            return mk(
                "curp",
                "es",
                "CURP in a percent-encoded redirect parameter",
                c,
                field=(
                    "redirect_uri",
                    f"https://tramites.ejemplo.mx/cb?next=%2Fexpediente%3F{val}",
                ),
            )
        e = v.email()
        val = pct(e)
        return mk(
            "email",
            "es",
            "percent-encoded e-mail in a URL",
            val,
            field=("referer", f"https://tienda.ejemplo.mx/checkout?paso=envio&email={val}"),
        )

    out += rep(6, pct_field)

    def b64(i: int) -> dict[str, Any]:
        c, n = v.curp(), v.name()
        payload = json.dumps({"curp": c, "nombre": n}, ensure_ascii=False)
        if i % 3 == 0:
            val = V.b64(payload)
            return mk(
                "curp", "es", "CURP and name in a base64 state parameter", val, field=("state", val)
            )
        if i % 3 == 1:
            val = V.b64(payload, url=True)
            return mk(
                "curp",
                "es",
                "CURP and name in an unsigned base64url payload",
                val,
                field=(["ctx", "hash", "sku_alt"][i % 3], val),
            )
        e = v.email(n)
        val = V.b64(f"{e}:{v.mx_mobile()}")
        return mk(
            "email",
            "es",
            "e-mail and phone base64 in a data attribute",
            val,
            snippet=f'<div class="suscriptor" data-u="{val}"><p>Suscriptor: ***</p></div>',
        )

    out += rep(9, b64)

    def jwt_like(i: int) -> dict[str, Any]:
        e = v.email()
        body = V.b64(
            json.dumps({"email": e, "name": v.name(), "exp": 1767225600}, ensure_ascii=False),
            url=True,
        )
        return mk(
            "email",
            "es",
            "e-mail inside the payload segment of an unsigned JWT-like value (alg none)",
            body,
            field=("id_hint", f"{V.b64(json.dumps({'alg': 'none'}), url=True)}.{body}."),
        )

    out += rep(4, jwt_like)

    def quoted(i: int) -> dict[str, Any]:
        n = v.name()
        e = v.email(n)
        val = qp(e)
        body = f"Content-Transfer-Encoding: quoted-printable\r\n\r\nHola, soy {qp(n)}, mi correo es {val} y mi cel {v.mx_mobile()}=\r\n gracias"
        return mk(
            "email",
            "es",
            "e-mail in a quoted-printable mail body (=40 for @)",
            val,
            field=("raw_mime", body),
        )

    out += rep(5, quoted)

    def full(i: int) -> dict[str, Any]:
        if i % 3 == 2:
            c = v.curp()
            val = c[:4] + fullwidth(c[4:10]) + c[10:]
            return mk(
                "curp",
                "es",
                "CURP with full-width digits",
                val,
                snippet=f"<p>CURP del menor: {val}</p>",
            )
        p = v.mx_mobile()
        val = fullwidth(f"{p[:2]} {p[2:6]} {p[6:]}")
        return mk(
            "phone",
            "es",
            "phone in full-width digits",
            val,
            snippet=f"<p>Tel. de la tutora {v.name()}: {val}</p>",
        )

    out += rep(6, full)

    def seps(i: int) -> dict[str, Any]:
        p = v.mx_mobile()
        forms = [
            f"{p[:2]}/{p[2:6]}/{p[6:]}",
            " ".join(p),
            f"{p[:3]}.{p[3:6]}.{p[6:8]}.{p[8:]}",
            zw(p, 2),
            f"{p[:2]} - {p[2:6]} - {p[6:]}",
        ]
        val = forms[i % 5]
        n = v.name()
        if i % 2:
            return mk(
                "phone",
                "es",
                "personal phone with separators or zero-width spaces",
                val,
                snippet=f"<p>Mi número es {val} — {n}</p>",
            )
        return mk(
            "phone",
            "es",
            "personal phone with separators or zero-width spaces",
            val,
            field=("nota", f"Llamar a {n} al {val} después de las 6"),
        )

    out += rep(10, seps)

    def zw_ids(i: int) -> dict[str, Any]:
        vals = [("nss", v.nss()), ("curp", v.curp()), ("card", v.card())]
        k, raw = vals[i % 3]
        val = zw(raw, 4)
        return mk(
            k,
            "es",
            f"{k} with zero-width spaces every 4 characters",
            val,
            field=("folio2", f"{k.upper()}: {val}"),
        )

    out += rep(6, zw_ids)

    def words(i: int) -> dict[str, Any]:
        ladas = {"55": "cincuenta y cinco", "33": "treinta y tres", "81": "ochenta y uno"}
        lada = list(ladas)[i % 3]
        rest = v.digits(8)
        val = f"{ladas[lada]} {rest[:4]} {rest[4:]}"
        return mk(
            "phone",
            "es",
            "phone with the area code in words",
            val,
            snippet=f"<p>Soy {v.name()}, mi cel es el {val}, mándame mensaje</p>",
        )

    out += rep(4, words)

    def split(i: int) -> dict[str, Any]:
        c = v.curp()
        if i % 3 == 0:
            val = c[:10]
            return mk(
                "curp",
                "es",
                "CURP split across adjacent spans (first part)",
                val,
                snippet=f'<p class="dato">CURP: <span>{val}</span><span>{c[10:]}</span></p>',
            )
        if i % 3 == 1:
            p = v.mx_mobile()
            val = f"{p[:3]},{p[3:]}"
            return mk(
                "phone",
                "es",
                "phone split across CSV columns",
                val,
                field=(
                    "csv",
                    f"nombre,apellido,lada,numero\n{v.name().split()[0]},{v.name().split()[1]},{val}",
                ),
            )
        val = c[:9]
        return mk(
            "curp", "es", "CURP split across array items", val, field=("partes", [val, c[9:]])
        )

    out += rep(6, split)

    def reversed_(i: int) -> dict[str, Any]:
        c = v.curp() if i % 2 else v.rfc_pf()
        val = c[::-1]
        return mk(
            "curp" if i % 2 else "rfc-persona-fisica",
            "es",
            "identifier written reversed",
            val,
            field=("ref_inv", val),
        )

    out += rep(4, reversed_)

    def chunked(i: int) -> dict[str, Any]:
        c = v.curp()
        val = " ".join(c[j : j + 4] for j in range(0, 18, 4))
        return mk(
            "curp", "es", "CURP in blocks of four", val, snippet=f"<p>CURP (por bloques): {val}</p>"
        )

    out += rep(4, chunked)

    def md(i: int) -> dict[str, Any]:
        n = v.name()
        vals = [
            ("curp", v.curp()),
            ("nss", v.nss()),
            ("phone", v.mx_mobile()),
            ("email", v.email(n)),
        ]
        k, val = vals[i % 4]
        return mk(
            k,
            "es",
            f"{k} in a markdown table row",
            val,
            field=(
                "markdown",
                f"| Nombre | Dato | Estatus |\n|---|---|---|\n| {n} | {val} | activo |",
            ),
        )

    out += rep(6, md)

    def layout(i: int) -> dict[str, Any]:
        n = v.name()
        if i % 2:
            p = f"{v.mx_mobile()}"
            val = f"{p[:3]} {p[3:6]} {p[6:]}"
            return mk(
                "phone",
                "es",
                "label and value far apart in a <pre> whose layout was lost",
                val,
                snippet=f"<pre>Nombre del beneficiario:                              Teléfono particular:\n{n}\n\n\n                                                      {val}</pre>",
            )
        addr = f"Cerrada Nogal {v.r.randint(3, 240)}, Col. San Rafael, C.P. {v.r.randint(10000, 99999)}"
        return mk(
            "home-address",
            "es",
            "label and value many spaces apart in extracted text",
            addr,
            field=(
                "text",
                f"Nombre: {n}                                                                                Domicilio particular:                                        {addr}",
            ),
        )

    out += rep(6, layout)
    return out


def countries() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    neutral = ["id", "ref", "sku_alt", "folio2", "hash", "codigo", "key2", "aux"]

    def f(i: int, kind: str, lang: str, val: str, ctx: str) -> dict[str, Any]:
        key = neutral[i % len(neutral)]
        if i % 2:
            return mk(
                kind,
                lang,
                f"{kind} under a neutral field name ({key})",
                val,
                field=(key, ctx.format(val)),
            )
        return mk(
            kind,
            lang,
            f"{kind} in a table cell / attribute",
            val,
            snippet=f'<div class="fila" data-{key}="{val}"><p>{ctx.format("***")}</p></div>'
            if i % 4 == 0
            else f"<p>{ctx.format(val)}</p>",
        )

    gens: list[tuple[str, str, Callable[[], str], str, int]] = [
        ("curp", "es", lambda: v.curp(), "{}", 6),
        ("curp", "es", lambda: v.curp().lower(), "alumno {}", 3),
        ("rfc-persona-fisica", "es", lambda: v.rfc_pf(), "{} | régimen 612", 6),
        ("nss", "es", lambda: v.nss(), "{}", 6),
        ("ine-clave-elector", "es", lambda: v.ine_clave(), "clave {}", 5),
        ("ine-cic", "es", lambda: f"IDMEX{v.digits(10)}", "{}<<", 3),
        ("ine-ocr", "es", lambda: v.digits(13), "OCR {}", 3),
        ("clabe", "es", lambda: v.clabe(), "{}", 6),
        ("card", "es", lambda: v.card(), "{}", 6),
        (
            "card",
            "es",
            lambda: (lambda c: " ".join(c[j : j + 4] for j in range(0, len(c), 4)))(v.card("visa")),
            "tarjeta {}",
            3,
        ),
        ("iban", "es", lambda: v.iban_es(), "{}", 3),
        ("iban", "en", lambda: v.iban_de(), "{}", 2),
        ("rut", "es", lambda: v.rut(), "{}", 5),
        (
            "dni-ar",
            "es",
            lambda: (lambda d: f"{int(d[0]):,}".replace(",", "."))(v.cuil()),
            "DNI {}",
            3,
        ),
        ("cuil", "es", lambda: v.cuil()[1], "{}", 3),
        (
            "cedula-co",
            "es",
            lambda: f"{v.r.randint(10_000_000, 1_099_999_999):,}".replace(",", "."),
            "C.C. {}",
            3,
        ),
        ("nit-persona-co", "es", lambda: v.nit_co(), "{}", 3),
        ("dni-pe", "es", lambda: v.ruc10()[0], "DNI {}", 3),
        ("ruc10-pe", "es", lambda: v.ruc10()[1], "{}", 3),
        ("cpf", "pt", lambda: v.cpf(), "{}", 6),
        ("cpf", "pt", lambda: v.cpf().replace(".", "").replace("-", ""), "{}", 2),
        ("ssn", "en", lambda: v.ssn(), "{}", 5),
        ("itin", "en", lambda: v.itin(), "{}", 2),
        ("dni-es", "es", lambda: v.dni_es(), "{}", 4),
        ("nie", "es", lambda: v.nie(), "{}", 3),
        ("dpi-gt", "es", lambda: v.dpi_gt(), "DPI {}", 3),
        ("cns-br", "pt", lambda: v.cns_br(), "Cartão SUS {}", 2),
        ("passport", "es", lambda: v.r.choice("GN") + v.digits(8), "pasaporte {}", 4),
        ("passport", "en", lambda: v.digits(9), "passport no. {}", 2),
        (
            "passport",
            "es",
            lambda: "PA" + v.r.choice("ABCDEFGHJKL") + v.digits(6),
            "pasaporte {}",
            2,
        ),
        (
            "passport",
            "pt",
            lambda: v.r.choice(["FZ", "GA", "YB"]) + v.digits(6),
            "passaporte {}",
            2,
        ),
        (
            "driver-licence",
            "es",
            lambda: v.r.choice("ABCDE") + v.digits(8),
            "licencia de conducir {}",
            2,
        ),
        ("driver-licence", "en", lambda: v.r.choice("ABDFGN") + v.digits(7), "DL# {}", 2),
        ("student-id", "es", lambda: f"2019{v.digits(6, '0123456789')}", "boleta IPN {}", 2),
        ("student-id", "es", lambda: v.digits(9, "3"), "número de cuenta UNAM {}", 2),
        (
            "health-id",
            "es",
            lambda: f"{v.nss()}-{v.r.randint(1, 5)}M{v.r.randint(1960, 2000)}OR",
            "agregado médico {}",
            2,
        ),
    ]
    i = 0
    for kind, lang, g, ctx, n in gens:
        for _ in range(n):
            out.append(f(i, kind, lang, g(), ctx))
            i += 1
    return out


def people() -> list[dict[str, Any]]:
    """pt-BR and en people, home addresses, mailto, etc."""
    out: list[dict[str, Any]] = []

    def br(i: int) -> dict[str, Any]:
        n = v.pt_name()
        ph = f"+55 11 9{v.digits(4, '5678')}-{v.digits(4, '0123456789')}"
        e = f"{strip(n).lower().split()[0]}.{strip(n).lower().split()[1]}@{['gmail.com', 'uol.com.br', 'bol.com.br'][i % 3]}"
        addr = f"Rua das Acácias, {v.r.randint(10, 999)}, apto {v.r.randint(11, 99)}, Vila Mariana, CEP 04{v.digits(3, '0123456789')}-{v.digits(3, '0123456789')}"
        vals = [
            ("phone", ph, "Celular de {n}: {v}"),
            ("email", e, "E-mail pessoal de {n}: {v}"),
            ("home-address", addr, "{n} mora na {v}"),
        ]
        k, val, t = vals[i % 3]
        return mk(
            k,
            "pt",
            f"{k} of a person (pt-BR)",
            val,
            **(
                {"snippet": f"<p>{t.format(n=n, v=val)}</p>"}
                if i % 2
                else {"field": ("obs", t.format(n=n, v=val))}
            ),
        )

    out += rep(8, br)

    def en(i: int) -> dict[str, Any]:
        n = v.en_name()
        y, _m, d = v.birth()
        vals = [
            (
                "birth-date",
                f"{['March', 'July', 'October', 'January'][i % 4]} {d}, {y}",
                "{n} (DOB {v})",
            ),
            (
                "phone",
                f"({v.r.randint(201, 989)}) {v.r.randint(201, 989)}-{v.digits(4, '0123456789')}",
                "Call {n} at {v} (cell)",
            ),
            (
                "home-address",
                f"{v.r.randint(100, 9999)} Maple Hollow Ln, Apt {v.r.randint(2, 40)}, Dayton, OH 454{v.digits(2, '0123456789')}",
                "Ship to {n}, {v}",
            ),
        ]
        k, val, t = vals[i % 3]
        return mk(k, "en", f"{k} of a named person (en)", val, field=("memo", t.format(n=n, v=val)))

    out += rep(6, en)

    def mx(i: int) -> dict[str, Any]:
        n = v.name()
        y, m, d = v.birth()
        meses = [
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ]
        addr = f"Av. de las Torres {v.r.randint(10, 2000)} depto. {v.r.randint(101, 504)}, Col. Jardines del Sur, Xochimilco, C.P. 16{v.digits(3, '0123456789')}, CDMX"
        e = v.email(n)
        vals = [
            ("birth-date", f"{d} de {meses[m - 1]} de {y}", "{n}, nacida el {v}"),
            ("home-address", addr, "Domicilio particular de {n}: {v}"),
            (
                "email",
                f"mailto:{e}?subject=Cotizaci%C3%B3n&amp;cc=",
                '<a href="{v}">Escribir a {n}</a>',
            ),
            ("email", e.upper(), "{n} &lt;{v}&gt;"),
            ("email", e.replace("@", " [arroba] ").replace(".", " [punto] "), "correo de {n}: {v}"),
            ("phone", f"044 {v.mx_mobile()}", "cel. de {n}: {v}"),
            ("whatsapp", f"https://wa.me/521{v.mx_mobile()}", '<a href="{v}">WhatsApp de {n}</a>'),
        ]
        k, val, t = vals[i % len(vals)]
        txt = t.format(n=n, v=val)
        if k == "email" and "mailto" in val:
            val = val.split("?")[0]
        return mk(k, "es", f"{k} of a named person (es-MX)", val, snippet=f"<p>{txt}</p>")

    out += rep(14, mx)

    def es_other(i: int) -> dict[str, Any]:
        n = v.name()
        vals = [
            (
                "phone",
                f"+34 6{v.digits(2, '0123456789')} {v.digits(3, '0123456789')} {v.digits(3, '0123456789')}",
                "es",
            ),
            ("phone", f"+54 9 11 {v.digits(4)}-{v.digits(4, '0123456789')}", "es"),
            ("phone", f"+56 9 {v.digits(4)} {v.digits(4, '0123456789')}", "es"),
            (
                "phone",
                f"+57 3{v.digits(2, '0123456789')} {v.digits(3)} {v.digits(4, '0123456789')}",
                "es",
            ),
        ]
        k, val, lang = vals[i % 4]
        return mk(
            k,
            lang,
            "personal mobile of another Spanish-speaking country",
            val,
            field=("contacto", f"{n} — móvil {val}"),
        )

    out += rep(6, es_other)
    return out


def accounts() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    A = "account-id"

    def gen(i: int) -> dict[str, Any]:
        r = v.rand
        forms = [
            (
                "acct_1" + r(15),
                "path",
                lambda x: (
                    "next_page",
                    f"https://api.pagos-ejemplo.com/v1/accounts/{x}/charges?starting_after=ch_9&limit=20",
                ),
            ),
            ("cus_" + r(14), "field", lambda x: ("ref", x)),
            ("org-" + r(24), "header", lambda x: ("OpenAI-Organization", x)),
            ("proj_" + r(24), "field", lambda x: ("sku_alt", x)),
            ("cust-" + v.digits(6), "header", lambda x: ("x-account", x)),
            (v.digits(12), "field", lambda x: ("role", f"arn:aws:iam::{x}:role/buscador-lambda")),
            (
                v.hexs(32),
                "field",
                lambda x: (
                    "upstream",
                    f"https://api.cloudflare.com/client/v4/accounts/{x}/ai/run/@cf/meta/llama-3",
                ),
            ),
            (
                v.uuid(),
                "field",
                lambda x: (
                    "resource",
                    f"/subscriptions/{x}/resourceGroups/rg-busqueda/providers/Microsoft.Search",
                ),
            ),
            (
                "team_" + r(20),
                "field",
                lambda x: ("error", f"Quota exceeded for {x}: upgrade your plan"),
            ),
            ("ws_" + r(16), "header", lambda x: ("X-Workspace", x)),
            ("user_" + r(27), "field", lambda x: ("owner", x)),
            ("T0" + r(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), "field", lambda x: ("ws", x)),
            (
                "org_" + r(22),
                "field",
                lambda x: ("self", f"https://api.proveedor-ejemplo.io/v2/organizations/{x}/usage"),
            ),
            (
                v.digits(12, "1"),
                "field",
                lambda x: ("quota_project", f"projects/{x}/locations/global"),
            ),
            (
                "acct_" + v.digits(8),
                "snippet",
                lambda x: (
                    f'<div class="widget-pagos" data-account="{x}"><p>Paga con tarjeta</p></div>'
                ),
            ),
            (
                "cus_" + r(14),
                "snippet",
                lambda x: f'<div class="chat" data-customer="{x}"><p>¿Necesitas ayuda?</p></div>',
            ),
            (
                "CLI-" + v.digits(9),
                "field",
                lambda x: ("folio2", f"cliente {x} / plan empresarial"),
            ),
        ]
        x, how, mkp = forms[i % len(forms)]
        res = mkp(x)
        kw: dict[str, Any] = (
            {"header": res}
            if how == "header"
            else ({"snippet": res} if how == "snippet" else {"field": res})
        )
        lang = "en" if i % 5 == 0 else "es"
        return mk("account-id", lang, f"provider/customer account id ({how})", x, family=A, **kw)

    out += rep(51, gen)
    return out


def items() -> list[dict[str, Any]]:
    out = copies() + encodings() + countries() + people() + accounts()
    for it in out:
        if it.get("snippet") is None:
            it.pop("snippet", None)
    return out
