# ruff: noqa: E501
"""Personal data items (label "personal"): family "personal" and family "account-id".

Each function returns item specs (dicts) with the datum ``value`` and one or more
renderings: ``html`` (a snippet for a page), ``text`` (a prose string for a JSON/YAML
text field), ``field`` (key, value) for a body object, ``header`` (name, value),
``url`` (a whole URL), ``inner`` (key, value) for a recorded JSON body string.
"""

from __future__ import annotations

from html import escape

import gen
from gen import Person, R, fmt_phone, pick


def spec(kind, value, lang="es", form="", family="personal", **render):
    assert any(render.values()), kind
    return {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "value": value,
        "form": form,
        **render,
    }


def P(text: str) -> str:
    return "<p>" + escape(text, quote=False) + "</p>"


# ============================================================================ phones


def phones() -> list[dict]:
    out = []

    def ph(style, area=None):
        d = gen.phone_digits(area)
        return d, fmt_phone(d, style)

    # --- classified ads ---------------------------------------------------------------
    p = Person("M")
    d, v = ph("sp", "33")
    t = f"Vendo bicicleta rodada 26, poco uso, $2,500 a tratar. Informes al {v} con {p.nick}."
    out.append(
        spec(
            "phone",
            v,
            form="classified ad",
            html=f'<div class="clasificado">{escape(t)}</div>',
            text=t,
        )
    )
    p = Person()
    d, v = ph("pairs", "55")
    t = f"Se renta cuarto amueblado cerca de CU, sólo estudiantes, incluye internet. Whats {v}, preguntar por {p.nick}."
    out.append(spec("phone", v, form="classified ad", html=P(t), text=t))
    p = Person("H")
    d, v = ph("p044paren", "55")
    t = f"Compro chatarra, refrigeradores, lavadoras viejas. Paso a domicilio. Don {p.first} {v}"
    out.append(spec("phone", v, form="classified ad, 044 prefix", html=P(t), text=t))
    p = Person("M")
    d, v = ph("intl_paren", "33")
    t = f"Clases de regularización de matemáticas a domicilio, maestra {p.first} {p.sur1}, {v}."
    out.append(spec("phone", v, form="classified ad, +52 (33)", html=P(t), text=t))
    p = Person()
    d, v = ph("dot")
    t = f"Remato sala de 3 piezas, muy buen estado. Solo recoger en mi casa. Tel {v} ({p.first})"
    out.append(spec("phone", v, form="classified ad, dots", html=P(t), text=t))
    p = Person("H")
    d, v = ph("pairs_sp")
    t = f"Plomero y electricista, trabajos garantizados. Atiende personalmente {p.short}: {v}"
    out.append(spec("phone", v, form="classified ad, digit pairs", html=P(t), text=t))
    p = Person("M")
    d, v = ph("p045", "33")
    t = f"Vendo pasteles por encargo para toda ocasión 🎂 pedidos con {p.nick} al {v}"
    out.append(spec("phone", v, form="classified ad, 045 prefix", html=P(t), text=t))
    p = Person()
    d, v = ph("paren_sp")
    html = f'<div class="anuncio">\n<h4>Se traspasa local en mercado</h4>\n<p>Buena ubicación, todos los giros. Informes {escape(p.first)} {v}</p>\n</div>'
    out.append(
        spec(
            "phone",
            v,
            form="classified ad, multi-line card",
            html=html,
            text=f"Se traspasa local en mercado. Buena ubicación. Informes {p.first} {v}",
        )
    )
    p = Person("H")
    d, v = ph("nbsp", "81")
    html = f"<p>Vendo Tsuru 2012 standard, papeles en regla. Llamar a {escape(p.first)} {escape(p.sur1)} al {v}.</p>"
    out.append(
        spec(
            "phone",
            v,
            form="classified ad, non-breaking spaces",
            html=html,
            text=f"Vendo Tsuru 2012 standard, papeles en regla. Llamar a {p.first} {p.sur1} al {v}.",
        )
    )

    # --- lost and found ---------------------------------------------------------------
    p = Person()
    d, v = ph("sp")
    t = f"Se perdió perrito schnauzer gris, responde al nombre de Toby. Si lo ves comunícate con {p.name} al {v}. Se gratifica."
    out.append(spec("phone", v, form="lost-and-found", html=P(t), text=t))
    p = Person("M")
    d, v = ph("dash")
    t = f"Encontré una cartera café en la parada del Metrobús Insurgentes con credenciales. La dueña puede marcarme al {v}, soy {p.first}."
    out.append(spec("phone", v, form="lost-and-found, first person", html=P(t), text=t))
    p = Person("H")
    d, v = ph("bare", "461")
    t = f"Extravié mis llaves con un llavero del Cruz Azul cerca del jardín principal. Mi número es {d}."
    out.append(
        spec("phone", v, form="lost-and-found, bare mobile + first person", html=P(t), text=t)
    )
    p = Person()
    d, v = ph("intl1", "55")
    t = f"¿Alguien ha visto a mi gata Michi? Desapareció el sábado en la colonia Portales. Por favor llamen a {p.nick}: {v}"
    out.append(spec("phone", v, form="lost-and-found, +52 1", html=P(t), text=t))

    # --- comments sections ------------------------------------------------------------
    for style in ("sp", "bare", "endash", "intl", "pairs"):
        p = Person()
        d, v = ph(style)
        body = pick(
            [
                f"Yo tengo uno igual y me funcionó perfecto, si a alguien le interesa el mío márqueme al {v}",
                f"A mí me pasó lo mismo con Huawei, si quieren les ayudo a configurarlo, mi cel {v}",
                f"Excelente nota. Por cierto, doy servicio técnico a celulares en Ecatepec, whats {v}",
                f"Busco a mi primo que trabajaba en esa empresa, si alguien sabe de él hablen al {v} por favor",
                f"Alguien que venda uno usado? Mándenme mensaje al {v}",
            ]
        )
        html = f'<div class="comment">\n<span class="comment-author">{escape(p.short)}</span>\n<p class="comment-body">{escape(body)}</p>\n</div>'
        out.append(
            spec(
                "phone",
                v,
                form="comment section, author on line above",
                html=html,
                text=f"{p.short}: {body}",
            )
        )

    # --- CV / directory -----------------------------------------------------------------
    p = Person("M")
    d, v = ph("paren", "33")
    html = f'<div class="cv">\n<h4>{escape(p.name)}</h4>\n<p>Ingeniera industrial · Zapopan, Jal. · Celular: {v}</p>\n</div>'
    out.append(
        spec(
            "phone",
            v,
            form="CV header",
            html=html,
            text=f"{p.name} — Ingeniera industrial, Zapopan, Jal. Celular: {v}",
        )
    )
    p = Person("H")
    d, v = ph("intl_dash")
    t = f"Curriculum vitae — {p.name}. Datos personales: estado civil soltero, tel. móvil {v}, disponibilidad inmediata."
    out.append(spec("phone", v, form="CV personal data", html=P(t), text=t))
    rows = []
    for _i in range(3):
        q = Person()
        dd = gen.phone_digits()
        rows.append((q, fmt_phone(dd, "sp")))
    p, v = rows[1]
    html = (
        '<table class="directorio">\n'
        + "\n".join(
            f"<tr><td>{escape(q.name)}</td><td>{pick(['Presidenta', 'Tesorero', 'Secretaria', 'Vocal'])}</td><td>{vv}</td></tr>"
            for q, vv in rows
        )
        + "\n</table>"
    )
    out.append(spec("phone", v, form="neighbours' association directory table", html=html))
    p = Person("M")
    d, v = ph("dash", "999")
    html = f'<ul class="contactos">\n<li><strong>{escape(p.name)}</strong></li>\n<li>Cel. {v}</li>\n</ul>'
    out.append(spec("phone", v, form="directory card, label on own line", html=html))
    p = Person("H")
    d, v = ph("sp", "442")
    t = f"Chofer asignado: {p.name} · Placas QRT-482-B · Tel. {v}"
    out.append(spec("phone", v, form="delivery / ride notice", html=P(t), text=t))
    p = Person("M")
    d, v = ph("pairs", "477")
    t = f"Contacto de emergencia: {p.name} (mamá) — {v}"
    out.append(spec("phone", v, form="emergency contact", html=P(t), text=t))
    p = Person()
    d, v = ph("p01", "477")
    t = f"Tel. casa: {v} · Recados con la Sra. {p.sur1}"
    out.append(spec("phone", v, form="home landline, old 01 prefix", html=P(t), text=t))

    # --- letters ----------------------------------------------------------------------
    p = Person("M")
    d, v = ph("paren", "55")
    html = (
        f"<p>Sin otro particular, quedo a sus órdenes en mi teléfono particular {v}.</p>\n"
        f"<p>Atentamente,<br>{escape(p.title())} {escape(p.name)}</p>"
    )
    out.append(
        spec(
            "phone",
            v,
            form="letter, signature below",
            html=html,
            text=f"Sin otro particular, quedo a sus órdenes en mi teléfono particular {v}. Atentamente, {p.name}",
        )
    )
    p = Person("H")
    d, v = ph("intl", "81")
    html = f"<blockquote>\n<p>Estimados señores: por medio de la presente solicito la devolución de mi depósito. Pueden localizarme al {v}.</p>\n<p>— {escape(p.name)}</p>\n</blockquote>"
    out.append(spec("phone", v, form="letter in blockquote", html=html))

    # --- legal / official-looking -------------------------------------------------------
    p = Person()
    d, v = ph("sp")
    t = f"Se notifica a {p.upper}, quien señaló como teléfono para oír notificaciones el {v}, que deberá comparecer el día 14 de noviembre."
    out.append(spec("phone", v, form="court notice", html=P(t), text=t))
    p = Person()
    d, v = ph("dot", "222")
    t = f"Reporte ciudadano #4471 enviado por {p.name} (tel. {v}) sobre una fuga de agua en la calle 5 Sur."
    out.append(spec("phone", v, form="citizen report", html=P(t), text=t))

    # --- first-person, no name ----------------------------------------------------------
    for style, t in [
        ("bare", "Mi número es {v}, mándenme mensaje si saben algo de mi hermano."),
        ("sp", "Llámenme al {v} después de las 6, soy la vecina del 3."),
        ("intl_compact", "si me quieren contactar mi whats es {v} saludos"),
        ("paren", "Les dejo mi celular por si necesitan ayuda con el trámite: {v}"),
        ("intl00", "Desde EU me pueden llamar a mi número de México {v}"),
    ]:
        d, v = ph(style)
        tt = t.format(v=v)
        out.append(spec("phone", v, form="first-person phrase", html=P(tt), text=tt))

    # --- spelled-out phones -------------------------------------------------------------
    for t in [
        "Mi cel es {w}, háblenme en la tarde.",
        "Para informes con {n}: {w}.",
    ]:
        p = Person()
        d = gen.phone_digits("55")
        w = gen.phone_words(d)
        tt = t.format(w=w, n=p.nick)
        out.append(spec("phone", w, form="phone spelled out in words", html=P(tt), text=tt))
    p = Person("M")
    d = gen.phone_digits("33")
    v = f"treinta y tres, {d[2:4]} {d[4:6]}, {d[6:8]} {d[8:]}"
    tt = f"Soy {p.first}, mi número es {v}, escríbanme."
    out.append(spec("phone", v, form="phone half in words", html=P(tt), text=tt))

    # --- tel: links, WhatsApp ------------------------------------------------------------
    for _ in range(3):
        p = Person()
        d = gen.phone_digits()
        v = "+52" + d
        html = f'<p>¿Dudas? <a href="tel:{v}">Llama a {escape(p.first)}</a> o escríbele por mensaje.</p>'
        out.append(spec("phone", v, form="tel: link, the number only in the href", html=html))
    for fmtw in (
        "https://wa.me/521{d}",
        "https://wa.me/52{d}?text=Hola%20vi%20tu%20anuncio",
        "https://api.whatsapp.com/send?phone=521{d}&text=Informes",
        "wa.me/52{d}",
    ):
        p = Person()
        d = gen.phone_digits()
        full = fmtw.format(d=d)
        v = (
            full.split("?")[0].split("phone=")[-1]
            if "phone=" in full
            else full.split("?")[0].replace("https://", "")
        )
        href = escape(full if full.startswith("http") else "https://" + full)
        label = pick(
            [
                "Escríbeme por WhatsApp",
                f"WhatsApp de {p.first}",
                "Mándame whats",
                "Pedidos por WhatsApp",
            ]
        )
        html = f'<p><a href="{href}">{escape(label)}</a> — {escape(p.first)} {escape(p.sur1)}</p>'
        out.append(
            spec(
                "whatsapp",
                v,
                form="WhatsApp link",
                html=html,
                text=f"{label}: {full} ({p.first} {p.sur1})",
            )
        )
    p = Person()
    d = gen.phone_digits("55")
    v = f"wa.me/521{d}"
    tt = f"Pedidos de tamales oaxaqueños con {p.nick}: {v} (entregas en Coyoacán)"
    out.append(spec("whatsapp", v, form="WhatsApp link in text", html=P(tt), text=tt))

    # --- English pages ------------------------------------------------------------------
    p = Person("M")
    d, v = ph("intl", "81")
    tt = f"Great tips! If anyone in Monterrey wants tomato seedlings, text me at {v} — {p.first}"
    out.append(spec("phone", v, lang="en", form="comment, English", html=P(tt), text=tt))
    p = Person("H")
    n = gen.us_phone()
    v = f"({n[:3]}) {n[3:6]}-{n[6:]}"
    tt = f"My name is {p.first} {p.sur1}, I moved from León to Chicago; you can reach me at {v}."
    out.append(spec("phone", v, lang="en", form="US number, first person", html=P(tt), text=tt))
    p = Person()
    n = gen.us_phone()
    v = f"+1 {n[:3]} {n[3:6]} {n[6:]}"
    tt = f"Contacto en Texas: {p.name}, celular {v}"
    out.append(spec("phone", v, form="US number, Spanish label", html=P(tt), text=tt))

    # --- JSON-LD Person ------------------------------------------------------------------
    p = Person()
    d = gen.phone_digits()
    v = fmt_phone(d, "intl_dash")
    html = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person",'
        f'"name":"{p.name}","jobTitle":"Fotógrafa independiente","telephone":"{v}"}}</script>'
    )
    out.append(spec("phone", v, form="JSON-LD Person.telephone", html=html))

    # --- structured fields --------------------------------------------------------------
    for key, style in [
        ("celular", "sp"),
        ("telefono_personal", "bare"),
        ("whatsapp", "intl_compact1"),
        ("tel_contacto_emergencia", "paren"),
        ("movil", "intl"),
        ("phone_home", "dash"),
    ]:
        d = gen.phone_digits()
        v = fmt_phone(d, style)
        out.append(spec("phone", v, form=f"body field {key}", field=(key, v), inner=(key, v)))
    p = Person("M")
    d = gen.phone_digits()
    v = fmt_phone(d, "intl")
    out.append(
        spec(
            "phone",
            v,
            form="search snippet",
            text=f"{p.name} — Perfil | Asesora inmobiliaria independiente. Llámame al {v} o visita mis propiedades en Mérida.",
        )
    )
    p = Person()
    d = gen.phone_digits()
    v = fmt_phone(d, "intl_dot")
    out.append(
        spec(
            "phone",
            v,
            form="search snippet, dots with +52",
            text=f"Renta de inflables para fiestas infantiles. Cotiza con {p.first} {p.sur1}: {v}. Servicio en Tlaquepaque.",
        )
    )
    return out


# ============================================================================ e-mails


def emails() -> list[dict]:
    out = []

    def em(p, style=None, domain=None):
        return (
            gen.email_local(p, R.randint(0, 6) if style is None else style)
            + "@"
            + (domain or pick(gen.PERSONAL_DOMAINS))
        )

    p = Person()
    v = em(p)
    t = f"Escríbeme a {v} y te paso fotos del departamento. {p.first}."
    out.append(spec("email", v, form="classified ad", html=P(t), text=t))
    p = Person("H")
    v = em(p, 0, "hotmail.com")
    t = f"Curriculum: {p.name} · Contador público · Correo: {v} · Toluca, Méx."
    out.append(spec("email", v, form="CV", html=P(t), text=t))
    for given, s1, dom in [
        ("María", "López", "correo.mx"),
        ("José", "Núñez", "hotmail.com"),
        ("Begoña", "Peña", "yahoo.com.mx"),
        ("Íñigo", "Ibáñez", "gmail.com"),
        ("Andrés", "Muñoz", "outlook.com"),
    ]:
        v = f"{given.lower()}.{s1.lower()}@{dom}"
        t = pick(
            [
                f"Para dudas sobre la rifa escriban a {v} (Sra. {given} {s1}).",
                f"Mi correo personal es {v}, ahí les contesto.",
                f"Contacto: {given} {s1} <{v}>",
            ]
        )
        out.append(spec("email", v, form="accented local part", html=P(t), text=t))
    v = "ñoño_" + str(R.randint(1980, 2004)) + "@yahoo.com.mx"
    t = f"Soy de Puebla y colecciono estampas del Mundial, si quieren cambiar escríbanme a {v}"
    out.append(spec("email", v, form="ñ in local part", html=P(t), text=t))
    for _ in range(4):
        p = Person()
        v = em(p).upper()
        t = pick(
            [
                f"CORREO ELECTRÓNICO: {v}",
                f"FAVOR DE ENVIAR SU COMPROBANTE A {v} A NOMBRE DE {p.upper}",
                f"Solicitante: {p.upper} — E-MAIL {v}",
                f"DATOS DEL ALUMNO: {p.upper}. CORREO {v}",
            ]
        )
        out.append(spec("email", v, form="upper case", html=P(t), text=t))
    p = Person()
    v = "JUAN_PEREZ" + str(R.randint(10, 99)) + "@HOTMAIL.COM"
    t = f"cualquier cosa me escriben a {v} gracias"
    out.append(spec("email", v, form="upper case, first person", html=P(t), text=t))
    p = Person()
    v = em(p, 3)
    v = v[0].upper() + v[1:].replace(".", ".", 1)
    v = "".join(c.upper() if i in (0, v.find(".") + 1) else c for i, c in enumerate(v))
    t = f"{p.short} ({v}) comentó: me interesa el curso de verano"
    out.append(spec("email", v, form="mixed case", html=P(t), text=t))

    # mailto with query strings
    for q in [
        "?subject=Informes%20departamento&amp;body=Hola",
        "?subject=Cotizaci%C3%B3n",
        "?cc=otra.persona%40gmail.com&amp;subject=Renta",
        "?body=Vi%20tu%20anuncio",
    ]:
        p = Person()
        v = em(p)
        label = pick(
            [f"Escríbele a {p.first}", "Enviar correo", f"{p.name}", "Contactar al anunciante"]
        )
        html = f'<p><a href="mailto:{v}{q}">{escape(label)}</a></p>'
        out.append(spec("email", v, form="mailto: with a query string", html=html))
    p = Person()
    v = em(p, 1, "gmail.com")
    html = f'<p>Maestra de inglés certificada: <a href="MAILTO:{v.upper()}?SUBJECT=CLASES">{escape(p.name)}</a></p>'
    out.append(spec("email", v.upper(), form="MAILTO: upper case with query", html=html))

    # obfuscated
    obf = [
        ("{u} (arroba) yahoo (punto) com (punto) mx", "yahoo.com.mx"),
        ("{u} [at] gmail [dot] com", "gmail.com"),
        ("{u} at hotmail dot com", "hotmail.com"),
        ("{u} arroba gmail punto com", "gmail.com"),
        ("{u}{{at}}outlook{{dot}}es", "outlook.es"),
        ("{u} AT prodigy DOT net DOT mx", "prodigy.net.mx"),
        ("{u}＠gmail.com", "gmail.com"),
        ("{u} @ hotmail . com", "hotmail.com"),
        ("{u}[arroba]live[punto]com[punto]mx", "live.com.mx"),
        ("{u} (at) protonmail (dot) com", "protonmail.com"),
    ]
    frames = [
        "Para más informes escríbanme: {v}",
        "Interesados mandar correo a {v} con sus datos ({n}).",
        "mi correo es {v} por si saben algo",
        "Reply to {v} if you want the recipe, {n}",
        "Pedidos: {v} — pregunta por {n}",
    ]
    for i, (f, _dom) in enumerate(obf):
        p = Person()
        u = gen.email_local(p, i)
        v = f.format(u=u)
        t = frames[i % len(frames)].format(v=v, n=p.first)
        out.append(
            spec(
                "email-obfuscated",
                v,
                lang="en" if t.startswith("Reply") else "es",
                form="obfuscated e-mail",
                html=P(t),
                text=t,
            )
        )

    # headers-like lines in text, git authors
    p = Person()
    v = em(p, 0, "gmail.com")
    html = f"<pre>commit 9f2c1e7b4a\nAuthor: {escape(p.short)} &lt;{v}&gt;\nDate:   Tue Mar 4 18:22:09 2025 -0600\n\n    corrige parser de fechas</pre>"
    out.append(spec("email", v, form="git log author in pre", html=html))
    p = Person()
    q = Person()
    v = em(p)
    w = em(q)
    html = f"<pre>From: {escape(p.name)} &lt;{v}&gt;\nTo: {escape(q.name)} &lt;{w}&gt;\nSubject: Re: fotos de la boda</pre>"
    out.append(spec("email", v, form="e-mail header block", html=html))
    p = Person()
    v = "a0" + str(R.randint(1000000, 1999999)) + "@tec.mx"
    t = f"Equipo 4: {p.name} (matrícula A0{v[2:9]}), correo {v}"
    out.append(spec("email", v, form="student address on a university domain", html=P(t), text=t))
    p = Person()
    v = gen.email_local(p, 0) + "+ventas@gmail.com"
    t = f"Vendo ropa de paca por mayoreo, manda tu pedido a {v}, {p.first}."
    out.append(spec("email", v, form="plus-addressed personal mailbox", html=P(t), text=t))
    p = Person()
    v = em(p)
    html = f'<div class="perfil" data-user-email="{v}" data-user="{escape(p.short)}"><p>Miembro desde 2019</p></div>'
    out.append(spec("email", v, form="data-* attribute", html=html))
    p = Person()
    v = em(p)
    html = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person",'
        f'"name":"{p.name}","email":"mailto:{v}"}}</script>'
    )
    out.append(spec("email", v, form="JSON-LD Person.email", html=html))

    # fields / headers / search snippets
    for key in [
        "email",
        "correo_personal",
        "contact_email",
        "author_email",
        "email_alumno",
        "customer_email",
    ]:
        p = Person()
        v = em(p)
        out.append(spec("email", v, form=f"body field {key}", field=(key, v), inner=(key, v)))
    for _ in range(2):
        p = Person()
        v = em(p)
        out.append(spec("email", v, form="HTTP From request header", header=("From", v)))
    for _ in range(3):
        p = Person()
        v = em(p)
        t = pick(
            [
                f"{p.name} - Fotógrafo de bodas en Querétaro. Contacto directo: {v}",
                f"Hola soy {p.first}, vendo mi colección de vinilos. Correo {v}.",
                f"Tutora de química para prepa. Escríbeme: {v} — {p.short}",
            ]
        )
        out.append(spec("email", v, form="search snippet", text=t))
    p = Person()
    v = em(p)
    tt = f"I'm {p.first} {p.sur1}, a freelance translator based in Oaxaca. Drop me a line at {v}."
    out.append(spec("email", v, lang="en", form="English bio", html=P(tt), text=tt))
    p = Person()
    v = em(p)
    t = f"Mi hijo {p.first} se perdió en la feria, si alguien tiene información escriba a {v}"
    out.append(spec("email", v, form="lost person notice", html=P(t), text=t))
    return out


# ============================================================================ identifiers


def identifiers() -> list[dict]:
    out = []
    # ---- CURP
    curp_frames = [
        ("CURP: {c}", "label"),
        ("Solicitante: {N}, CURP {c}, con domicilio conocido en el municipio.", "legal notice"),
        ("Clave Única de Registro de Población: {c}", "full label"),
        ("Mi curp es {c} por si la necesitan para el registro", "first person"),
        ("{N} — curp {lc}", "lower case"),
        ("C.U.R.P. {c}", "dotted label"),
        ("Alumno: {N} | CURP: {c} | Grado: 3°B", "school list"),
        ("Beneficiaria del programa: {N} ({c})", "social programme list"),
    ]
    for f, form in curp_frames:
        p = Person()
        c = p.curp()
        t = f.format(c=c, lc=c.lower(), N=p.upper if "legal" in form else p.name)
        v = c.lower() if "{lc}" in f else c
        out.append(spec("curp", v, form="CURP, " + form, html=P(t), text=t))
    for sep in ("-", " ", "."):
        p = Person()
        c = p.curp()
        v = sep.join([c[:4], c[4:10], c[10:16], c[16:]])
        t = f"Registro: {p.name}. CURP {v}."
        out.append(spec("curp", v, form=f"CURP grouped with '{sep}'", html=P(t), text=t))
    p = Person()
    c = p.curp()
    html = f'<dl class="ficha">\n<dt>Nombre</dt><dd>{escape(p.name)}</dd>\n<dt>CURP</dt><dd>{c}</dd>\n</dl>'
    out.append(spec("curp", c, form="CURP in a definition list", html=html))
    p = Person()
    c = p.curp()
    html = f'<p>Consulta tu constancia: <a href="https://www.gob.mx/curp/?curp={c}">ver constancia de {escape(p.first)}</a></p>'
    out.append(
        spec(
            "curp",
            c,
            form="CURP in a URL query",
            html=html,
            url=f"https://consultas.curp.gob.mx/CurpSP/gobmx/inicio.jsp?curp={c}",
        )
    )
    for key in ("curp", "CURP_solicitante", "curp_beneficiario"):
        p = Person()
        c = p.curp()
        out.append(spec("curp", c, form=f"body field {key}", field=(key, c), inner=(key, c)))
    p = Person()
    c = p.curp()
    out.append(
        spec(
            "curp",
            c,
            form="search snippet",
            text=f"Acta de nacimiento de {p.name}: CURP {c}, registrada en {gen.pick(['Zapopan', 'Puebla', 'Mérida', 'Celaya'])}.",
        )
    )

    # ---- RFC persona física
    rfc_frames = [
        ("RFC: {r}", "label"),
        ("Receptor: {N} · RFC {r} · Uso CFDI: G03", "invoice receiver"),
        ("R.F.C. {r}", "dotted label"),
        ("mi rfc es {lr}, me pueden facturar por favor", "lower case, first person"),
        ("Honorarios pagados a {N} (RFC {r}) por asesoría contable", "fees"),
        ("Registro Federal de Contribuyentes del arrendador: {r}", "full label"),
    ]
    for f, form in rfc_frames:
        p = Person()
        r = p.rfc()
        t = f.format(r=r, lr=r.lower(), N=p.name)
        v = r.lower() if "{lr}" in f else r
        out.append(spec("rfc-persona-fisica", v, form="RFC, " + form, html=P(t), text=t))
    p = Person()
    r = p.rfc()
    v = f"{r[:4]}-{r[4:10]}-{r[10:]}"
    t = f"Arrendatario: {p.name}, RFC {v}"
    out.append(spec("rfc-persona-fisica", v, form="RFC with hyphens", html=P(t), text=t))
    p = Person()
    r = p.rfc()
    v = f"{r[:4]} {r[4:10]} {r[10:]}"
    t = f"RFC del trabajador {v}"
    out.append(spec("rfc-persona-fisica", v, form="RFC with spaces", html=P(t), text=t))
    for key in ("rfc", "rfc_receptor", "RfcEmisor"):
        p = Person()
        r = p.rfc()
        out.append(
            spec("rfc-persona-fisica", r, form=f"body field {key}", field=(key, r), inner=(key, r))
        )
    p = Person()
    r = p.rfc()
    html = f'<cfdi:Receptor Rfc="{r}" Nombre="{p.upper}" UsoCFDI="D01"/>'
    out.append(
        spec("rfc-persona-fisica", r, form="CFDI XML fragment", html=f"<pre>{escape(html)}</pre>")
    )

    # ---- NSS
    nss_frames = [
        ("NSS: {n}", "label"),
        ("Número de Seguridad Social: {n} — {N}", "full label"),
        ("Trabajador {N}, IMSS {n}, alta el 02/01/2023", "IMSS"),
        ("mi número de seguro social es {n}", "first person"),
        ("No. de afiliación {n}", "afiliación"),
    ]
    for f, form in nss_frames:
        p = Person()
        n = gen.nss()
        t = f.format(n=n, N=p.name)
        out.append(spec("nss", n, form="NSS, " + form, html=P(t), text=t))
    for g in ((2, 2, 2, 4, 1), (4, 2, 4, 1)):
        p = Person()
        n = gen.nss()
        v = gen.group(n, g, "-" if len(g) == 5 else " ")
        t = f"NSS {v} ({p.first} {p.sur1})"
        out.append(spec("nss", v, form="NSS grouped", html=P(t), text=t))
    for key in ("nss", "numero_seguro_social"):
        n = gen.nss()
        out.append(spec("nss", n, form=f"body field {key}", field=(key, n), inner=(key, n)))

    # ---- INE clave de elector + OCR/MRZ
    for f, form in [
        ("Clave de elector: {k}", "label"),
        ("clave de elector {lk}", "lower case"),
        ("CLAVE DE ELECTOR {k}  SECCIÓN 4521  VIGENCIA 2031", "credential text"),
        ("Identificación: INE, clave {k}", "INE short label"),
        ("{N} presentó credencial para votar con clave de elector {k}", "legal text"),
    ]:
        p = Person()
        k = p.ine_key()
        t = f.format(k=k, lk=k.lower(), N=p.name)
        out.append(
            spec(
                "ine-clave-elector",
                k.lower() if "{lk}" in f else k,
                form="INE key, " + form,
                html=P(t),
                text=t,
            )
        )
    for key in ("clave_elector", "ine_clave"):
        p = Person()
        k = p.ine_key()
        out.append(
            spec("ine-clave-elector", k, form=f"body field {key}", field=(key, k), inner=(key, k))
        )
    for i in range(5):
        p = Person()
        l1, l2, l3 = gen.ine_mrz(p)
        v = [l1, l2, l1, l2, l1][i]
        v = v.split("<")[0]  # the part before the first filler; "<" is written &lt; in a page
        html = f'<pre class="ocr">Reverso de la INE (OCR):\n{escape(l1)}\n{escape(l2)}\n{escape(l3)}</pre>'
        out.append(
            spec(
                "ine-mrz",
                v,
                form="INE back side, machine-readable lines",
                html=html,
                text=f"OCR credencial INE: {l1} {l2} {l3}",
            )
        )

    # ---- CLABE
    for f, form in [
        ("Depósitos a nombre de {N}, {b}, CLABE {c}", "deposits to a person"),
        ("CLABE interbancaria: {c}", "label"),
        ("Para apartar la cuna transfiere $500 a mi cuenta CLABE {c} ({b})", "first person"),
        ("Cooperación para los gastos médicos de {N}: CLABE {c}", "fund-raising for a person"),
        ("clabe {c} titular {N}", "lower-case label"),
    ]:
        p = Person()
        c, b = gen.clabe()
        t = f.format(N=p.name, b=b, c=c)
        out.append(spec("clabe", c, form="CLABE, " + form, html=P(t), text=t))
    for g, sep in (((3, 3, 11, 1), " "), ((4, 4, 4, 4, 2), " "), ((3, 3, 11, 1), "-")):
        p = Person()
        c, b = gen.clabe()
        v = gen.group(c, g, sep)
        t = f"Transferencia a {p.first} {p.sur1} — CLABE {v}"
        out.append(spec("clabe", v, form="CLABE grouped", html=P(t), text=t))
    for key in ("clabe", "cuenta_clabe"):
        c, b = gen.clabe()
        out.append(spec("clabe", c, form=f"body field {key}", field=(key, c), inner=(key, c)))

    # ---- cards
    for brand, g, sep, f in [
        ("visa", (4, 4, 4, 4), " ", "Pagué con mi tarjeta {v} y no me llegó el pedido, {n}"),
        ("mc", (4, 4, 4, 4), "-", "Tarjeta: {v}  Titular: {N}  Vence 08/27"),
        ("amex", (4, 6, 5), " ", "American Express {v} a nombre de {N}"),
        ("visa", (16,), "", "num tarjeta {v} cvv en el reverso"),
        ("debit", (4, 4, 4, 4), " ", "Depósito en OXXO a la tarjeta {v} ({n})"),
        ("mc", (4, 4, 4, 4), ".", "card no. {v} exp 11/26 — {N}"),
        ("visa", (4, 4, 4, 4), " ", "Favor de cargar a mi tarjeta de crédito {v} la mensualidad."),
    ]:
        p = Person()
        c = gen.card(brand)
        v = gen.group(c, g, sep) if len(g) > 1 else c
        t = f.format(v=v, n=p.first, N=p.name)
        out.append(
            spec(
                "card",
                v,
                lang="en" if t.startswith("card") else "es",
                form=f"card {brand}",
                html=P(t),
                text=t,
            )
        )
    for key in ("card_number", "tarjeta", "pan"):
        c = gen.card(pick(["visa", "mc"]))
        out.append(spec("card", c, form=f"body field {key}", field=(key, c), inner=(key, c)))

    # ---- passports
    for f, form in [
        ("Pasaporte mexicano No. {p}", "Mexican, label"),
        ("{N} viaja con pasaporte {p}, vigente hasta 2029.", "Mexican, travel list"),
        ("Passport number: {p}", "English label"),
        ("núm. de pasaporte {lp}", "lower case"),
        ("Datos del pasajero: {N} / Pasaporte: {p} / Nacionalidad: mexicana", "airline manifest"),
    ]:
        p = Person()
        n = gen.passport_mx()
        t = f.format(p=n, lp=n.lower(), N=p.name)
        out.append(
            spec(
                "passport",
                n.lower() if "{lp}" in f else n,
                lang="en" if t.startswith("Passport") else "es",
                form="passport, " + form,
                html=P(t),
                text=t,
            )
        )
    p = Person()
    n = "".join(str(R.randint(0, 9)) for _ in range(9))
    t = f"US passport no. {n} — {p.first} {p.sur1} (dual citizen)"
    out.append(spec("passport", n, lang="en", form="US passport, 9 digits", html=P(t), text=t))
    p = Person()
    n = "PA" + pick("ABCDEFG") + "".join(str(R.randint(0, 9)) for _ in range(6))
    t = f"Pasaporte español {n}, expedido en Madrid, a nombre de {p.name}"
    out.append(spec("passport", n, form="Spanish passport", html=P(t), text=t))
    p = Person()
    n = gen.passport_mx()
    v = n[0] + " " + n[1:5] + " " + n[5:]
    t = f"No. de pasaporte: {v}"
    out.append(spec("passport", v, form="passport grouped with spaces", html=P(t), text=t))
    for key in ("passport_number", "pasaporte"):
        n = gen.passport_mx()
        out.append(spec("passport", n, form=f"body field {key}", field=(key, n), inner=(key, n)))
    for i in range(5):
        p = Person()
        n = gen.passport_mx()
        l1, l2 = gen.passport_mrz(p, n)
        word = [
            "Pasaporte",
            "Passport",
            "PASAPORTE / PASSPORT",
            "Copia del pasaporte",
            "pasaporte (zona MRZ)",
        ][i]
        html = f"<pre>{word}\n{escape(l1)}\n{escape(l2)}</pre>"
        out.append(
            spec(
                "passport-mrz",
                l2.split("<")[0],
                lang="en" if word == "Passport" else "es",
                form="passport MRZ lines",
                html=html,
                text=f"{word}: {l1} {l2}",
            )
        )
    return out


# ============================================================================ birth dates, addresses


def birth_dates() -> list[dict]:
    out = []

    def nums(p, f):
        y, m, d = p.birth
        return f.format(
            d=d,
            m=m,
            y=y,
            yy=y % 100,
            M=gen.MESES[m - 1],
            E=gen.MONTHS[m - 1],
            MON=gen.MESES[m - 1][:3].upper(),
        )

    frames = [
        ("{N} nació el {w} en {c}.", "{w}", "in words"),
        ("Fecha de nacimiento: {v}", "{d:02d}/{m:02d}/{y}", "label dd/mm/yyyy"),
        ("F. de nac.: {v} · Sexo: {S}", "{y}-{m:02d}-{d:02d}", "ISO date"),
        ("{N} (n. {v})", "{d} de {M} de {y}", "bio parenthesis"),
        ("DOB: {v} — {N}", "{m:02d}/{d:02d}/{y}", "US order"),
        ("Fecha de nac. {v}", "{d:02d}-{MON}-{y}", "dd-MMM-yyyy"),
        ("Nacida el {v} en {c}, {N} estudió enfermería.", "{d} de {M} de {y}", "bio sentence"),
        ("cumplo años el {v} jaja, soy {F}", "{d} de {M} de {y}", "first person"),
        (
            "{N}, de {a} años de edad, nacido el {v}, originario de {c}",
            "{d} de {M} del año {y}",
            "legal text",
        ),
        ("Born on {v} in {c}, {N} moved to Monterrey in 2010.", "{E} {d}, {y}", "English"),
        ("Nombre: {N}\nFecha de nacimiento: {v}", "{d:02d}.{m:02d}.{y}", "two-line form"),
        ("Edad: {a} años (fecha de nacimiento {v})", "{d:02d}/{m:02d}/{yy:02d}", "two-digit year"),
        (
            "Felicidades a nuestra compañera {N}, que nació un {v}",
            "{d} de {M} de {y}",
            "congratulations",
        ),
        ("Lugar y fecha de nacimiento: {c}, {v}", "{d} de {M} de {y}", "place and date"),
    ]
    for f, vf, form in frames:
        p = Person(
            "M" if any(w in f for w in ("Nacida", "compañera")) else "H" if "nacido" in f else None
        )
        v = nums(p, vf.replace("{w}", "{d} de {M} de {y}"))
        age = 2025 - p.birth[0]
        t = f.format(
            N=p.name,
            F=p.first,
            v=v,
            w=v,
            c=pick(["Guadalajara", "Puebla", "Oaxaca de Juárez", "Saltillo", "Morelia", "Tampico"]),
            a=age,
            S="M" if p.sex == "M" else "H",
        )
        if "\n" in t:
            a, b = t.split("\n")
            html = f"<p>{escape(a)}<br>\n{escape(b)}</p>"
        else:
            html = P(t)
        out.append(
            spec(
                "birth-date",
                v,
                lang="en" if form == "English" or form == "US order" else "es",
                form="birth date, " + form,
                html=html,
                text=t.replace("\n", " · "),
            )
        )
    p = Person()
    y, m, d = p.birth
    v = f"{y}-{m:02d}-{d:02d}"
    html = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person",'
        f'"name":"{p.name}","birthDate":"{v}","address":{{"@type":"PostalAddress","addressLocality":"Celaya"}}}}</script>'
    )
    out.append(spec("birth-date", v, form="JSON-LD Person.birthDate", html=html))
    for key, f in [
        ("fecha_nacimiento", "{d:02d}/{m:02d}/{y}"),
        ("birthdate", "{y}-{m:02d}-{d:02d}"),
        ("dob", "{y}{m:02d}{d:02d}"),
    ]:
        p = Person()
        v = nums(p, f)
        out.append(spec("birth-date", v, form=f"body field {key}", field=(key, v), inner=(key, v)))
    for _ in range(2):
        p = Person()
        v = p.birth_words()
        out.append(
            spec(
                "birth-date",
                v,
                form="search snippet",
                text=f"Obituario / Semblanza: {p.name}, nació el {v}, maestra jubilada de la SEP y vecina de Tlalpan."
                if p.sex == "M"
                else f"{p.name} — Perfil de LinkedIn. Fecha de nacimiento {v}. Ingeniero en sistemas.",
            )
        )
    return out


STREETS = [
    "Calle Fresno",
    "Av. Revolución",
    "Privada de los Pinos",
    "Calle Hidalgo",
    "Cerrada Olivo",
    "Calle Sauce",
    "Andador Jacarandas",
    "Calle 5 de Mayo",
    "Callejón del Beso",
    "Calle Guadalupe Victoria",
    "Retorno 14 de Av. Río Churubusco",
    "Circuito Azucenas",
]
COLONIAS = [
    ("Col. Las Águilas", "01710", "Álvaro Obregón, CDMX"),
    ("Col. Santa Tere", "44600", "Guadalajara, Jal."),
    ("Fracc. Villas del Sol", "76116", "Querétaro, Qro."),
    ("Col. Mitras Centro", "64460", "Monterrey, N.L."),
    ("Barrio de San Francisco", "72000", "Puebla, Pue."),
    ("Col. Ampliación Emiliano Zapata", "09638", "Iztapalapa, CDMX"),
    ("Fracc. Las Américas", "55070", "Ecatepec, Méx."),
    ("Col. Jardín Balbuena", "15900", "Venustiano Carranza, CDMX"),
]


def addresses() -> list[dict]:
    out = []

    def addr(kind=0):
        st = pick(STREETS)
        col, cp, mun = pick(COLONIAS)
        n = R.randint(3, 980)
        forms = [
            f"{st} {n}, {col}, C.P. {cp}, {mun}",
            f"{st} No. {n} Int. {R.randint(1, 12)}, {col}, {mun}",
            f"Mz {R.randint(1, 60)} Lt {R.randint(1, 40)}, {col}, C.P. {cp}",
            f"{st} #{n}, Depto {R.randint(1, 6)}0{R.randint(1, 4)}, {col}",
            f"{st} s/n, {col}, {mun}",
        ]
        return forms[kind % len(forms)]

    frames = [
        ("Domicilio particular: {a}", "label"),
        (
            "Se notifica a {U}, con domicilio en {a}, que tiene un plazo de quince días hábiles para contestar la demanda.",
            "court notice",
        ),
        (
            "{N} vive en {a} y solicita apoyo para la reparación de su vivienda.",
            "social support request",
        ),
        ("Entregar en: {a} (casa azul de dos pisos, tocar fuerte). Recibe {F}.", "delivery note"),
        ("Mi casa está en {a}, ahí pueden pasar a recoger la lavadora.", "first person"),
        ("Aviso: {N} cambió su domicilio a {a}.", "change of address"),
        ("Dirección del arrendatario: {a}", "lease"),
        ("Home address: {a}", "English label"),
    ]
    for i, (f, form) in enumerate(frames):
        p = Person()
        a = addr(i)
        t = f.format(a=a, N=p.name, U=p.upper, F=p.first)
        out.append(
            spec(
                "home-address",
                a,
                lang="en" if form.startswith("English") else "es",
                form="home address, " + form,
                html=P(t),
                text=t,
            )
        )
    specials = [
        (
            "Unidad Habitacional Tlatelolco, Edificio Chihuahua, Depto 302",
            "Vecina del {a}, {N}, denuncia filtraciones en su departamento.",
        ),
        (
            "Calle 60 No. 491-A x 57 y 59, Centro, Mérida",
            "Se vende la casa de la familia {S1}: {a}. Informes con el dueño.",
        ),
        (
            "Andador 12, Edif. B-4, Depto. 201, U.H. Vicente Guerrero, Iztapalapa",
            "Domicilio: {a}. Titular: {N}.",
        ),
        (
            "Km 3.5 Carretera a Chapala, Rancho El Mezquite, Tlajomulco",
            "La señora {N} reside en {a} desde 1998.",
        ),
        ("Manzana 23, Lote 7, Col. Valle de Chalco Solidaridad", "Dirección de {F}: {a}"),
        (
            "Retorno 5 de Cecilio Robelo #34, Jardín Balbuena",
            "Se busca a {N}, último domicilio conocido {a}.",
        ),
        (
            "Priv. Los Álamos 18-B, Fracc. Real del Valle, C.P. 20118, Aguascalientes",
            "Con domicilio particular en {a}, {U} promueve juicio sucesorio.",
        ),
        (
            "Calle Morelos 211 Ote., Barrio de Santiago, San Cristóbal de las Casas",
            "Mi abuelita vive en {a}, por si alguien la puede visitar.",
        ),
        (
            "Cda. de Tepetlapa 9, Pueblo de Santa Úrsula Coapa, Coyoacán",
            "{N} (domicilio: {a}) fue designada como depositaria.",
        ),
        (
            "Av. Tecnológico 1540, casa 12, Coto Los Sabinos, Zapopan",
            "Dirección de envío: {a} · Destinatario: {N}",
        ),
    ]
    for a, f in specials:
        p = Person("M" if ("señora" in f or "designada" in f) else None)
        t = f.format(a=a, N=p.name, U=p.upper, F=p.first, S1=p.sur1)
        out.append(
            spec("home-address", a, form="home address, unusual Mexican form", html=P(t), text=t)
        )
    p = Person()
    a = addr(0)
    html = f"<address>\n{escape(p.name)}<br>\n{escape(a)}\n</address>"
    out.append(spec("home-address", a, form="address element, name line above", html=html))
    p = Person()
    st = pick(STREETS)
    _col, cp, mun = pick(COLONIAS)
    n = R.randint(3, 980)
    a = f"{st} {n}"
    html = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person",'
        f'"name":"{p.name}","address":{{"@type":"PostalAddress","streetAddress":"{a}","addressLocality":"{mun}","postalCode":"{cp}"}}}}</script>'
    )
    out.append(spec("home-address", a, form="JSON-LD Person.address", html=html))
    for key in ("domicilio", "direccion_entrega", "home_address"):
        a = addr(R.randint(0, 4))
        out.append(
            spec("home-address", a, form=f"body field {key}", field=(key, a), inner=(key, a))
        )
    for _ in range(2):
        p = Person()
        a = addr(R.randint(0, 4))
        out.append(
            spec(
                "home-address",
                a,
                form="search snippet",
                text=f"Esquela: la familia {p.sur1} {p.sur2} informa que el velorio de {p.name} será en su domicilio, {a}, a partir de las 18:00 h.",
            )
        )
    return out


# ============================================================================ account ids


def account_ids() -> list[dict]:
    out = []
    A = "account-id"

    def s(kind, value, form, **r):
        out.append(spec(kind, value, lang="en", form=form, family=A, **r))

    u = "usr_" + gen.tok(20)
    s("account-id", u, "owner_id field", field=("owner_id", u), inner=("owner_id", u))
    o = "org_" + gen.tok(24)
    s(
        "account-id",
        o,
        "org id in a URL path",
        url=f"https://api.example-search.com/v1/orgs/{o}/usage?period=2025-05",
    )
    o = "org-" + gen.tok(24)
    s("account-id", o, "openai-organization header", header=("openai-organization", o))
    pj = "proj_" + gen.tok(24)
    s("account-id", pj, "openai-project header", header=("openai-project", pj))
    g = gen.uuid4()
    s(
        "account-id",
        g,
        "anthropic-organization-id header (UUID)",
        header=("anthropic-organization-id", g),
    )
    o = "org_" + gen.tok(16)
    s("account-id", o, "x-org-id header", header=("x-org-id", o))
    a = str(R.randint(10000, 999999))
    s("account-id", a, "x-account-id header, numeric", header=("X-Account-Id", a))
    w = "ws_" + gen.tok(18)
    s("account-id", w, "x-workspace-id header", header=("x-workspace-id", w))
    t = "team_" + gen.tok(22)
    s("account-id", t, "team_id body field", field=("team_id", t), inner=("team_id", t))
    c = "cus_" + gen.tok(14)
    s("account-id", c, "customer body field", field=("customer", c), inner=("customer", c))
    a = "acct_" + gen.tok(16)
    s(
        "account-id",
        a,
        "account in a URL path",
        url=f"https://api.firecrawl.dev/v2/accounts/{a}/credits",
    )
    w = "ws_" + gen.tok(20)
    s(
        "account-id",
        w,
        "workspace in a URL path",
        url=f"https://app.example-search.io/workspaces/{w}/api-keys",
    )
    pj = "proj_" + gen.tok(20)
    s(
        "account-id",
        pj,
        "project in a URL path",
        url=f"https://api.openai.com/v1/organization/projects/{pj}/rate_limits",
    )
    sub = gen.uuid4()
    s(
        "account-id",
        sub,
        "Azure subscription in a resource path",
        url=f"https://management.azure.com/subscriptions/{sub}/resourceGroups/rg-bench-search/providers/Microsoft.Bing/accounts/bench-search?api-version=2020-06-10",
    )
    n = str(R.randint(100000000000, 999999999999))
    s(
        "account-id",
        n,
        "AWS account id inside an ARN",
        field=("role_arn", f"arn:aws:iam::{n}:role/bench-search-runner"),
        inner=("role_arn", f"arn:aws:iam::{n}:role/bench-search-runner"),
    )
    n = str(R.randint(100000000000, 999999999999))
    s(
        "account-id",
        n,
        "Google Cloud project number in an error message",
        text=f"Quota exceeded for quota metric 'Generate Content API requests per minute' and limit 'GenerateContent request limit per minute for a region' of service 'generativelanguage.googleapis.com' for consumer 'project_number:{n}'.",
    )
    o = "org-" + gen.tok(24)
    s(
        "account-id",
        o,
        "org id in a rate-limit error message",
        text=f"Rate limit reached for gpt-4o-mini in organization {o} on tokens per min (TPM): Limit 200000, Used 199120, Requested 2210. Please try again in 399ms.",
    )
    pj = "proj_" + gen.tok(24)
    s(
        "account-id",
        pj,
        "project id in an error message",
        text=f"You exceeded your current quota for project {pj}; please check your plan and billing details.",
    )
    u = "user_" + gen.tok(27)
    s(
        "account-id",
        u,
        "Clerk-style user id in a body field",
        field=("user_id", u),
        inner=("user_id", u),
    )
    o = "org_" + gen.tok(27)
    s(
        "account-id",
        o,
        "organization_id body field",
        field=("organization_id", o),
        inner=("organization_id", o),
    )
    a = str(R.randint(1000000, 99999999))
    s("account-id", a, "numeric account_id", field=("account_id", a), inner=("account_id", a))
    b = "ba_" + gen.tok(18)
    s(
        "account-id",
        b,
        "billing account field",
        field=("billing_account", b),
        inner=("billing_account", b),
    )
    t = "tnt_" + gen.tok(16)
    s("account-id", t, "x-tenant-id header", header=("x-tenant-id", t))
    c = "cust-" + str(R.randint(10000, 99999))
    s("account-id", c, "x-customer header", header=("X-Customer", c))
    o = "org_" + gen.tok(22)
    s(
        "account-id",
        o,
        "org id in a query string",
        url=f"https://api.tavily.com/usage?organization={o}&month=2025-06",
    )
    a = "acct_" + gen.tok(14)
    s(
        "account-id",
        a,
        "account id in a curl example",
        text=f"curl https://api.example-search.com/v1/accounts/{a}/keys -H 'Accept: application/json'",
    )
    o = "org-" + gen.tok(24)
    html = f'<pre><code>curl https://api.openai.com/v1/responses \\\n  -H "OpenAI-Organization: {o}" \\\n  -d @request.json</code></pre>'
    s("account-id", o, "OpenAI-Organization header in a docs code block", html=html)
    u = "usr_" + gen.tok(16)
    html = f'<div class="account" data-account-id="{u}"><p>Plan: Pro · 12,400 créditos</p></div>'
    s("account-id", u, "data-account-id attribute", html=html)
    o = "org_" + gen.tok(20)
    html = f'<form action="/settings"><input type="hidden" name="org_id" value="{o}"></form>'
    s("account-id", o, "hidden form input", html=html)
    pj = "proj_" + gen.tok(10)
    s("account-id", pj, "project field (short)", field=("project", pj), inner=("project", pj))
    w = "wrk_" + gen.tok(20)
    s("account-id", w, "workspace field", field=("workspace", w), inner=("workspace", w))
    g = gen.uuid4()
    s("account-id", g, "tenant UUID field", field=("tenant_id", g), inner=("tenant_id", g))
    o = "org_" + gen.tok(24)
    html = f"<p>Your organization ID is <code>{o}</code>. Include it when contacting support.</p>"
    s(
        "account-id",
        o,
        "organization id in prose",
        html=html,
        text=f"Your organization ID is {o}. Include it when contacting support.",
    )
    a = "acc_" + gen.tok(20)
    s(
        "account-id",
        a,
        "account_id in a recorded request body",
        inner=("account_id", a),
        field=("account", a),
    )
    return out


def more_forms() -> list[dict]:
    """Data in places a scanner of visible text may skip: alt/title attributes, itemprop, URLs, file names."""
    out = []
    p = Person("M")
    d = gen.phone_digits("55")
    v = fmt_phone(d, "sp")
    out.append(
        spec(
            "phone",
            v,
            form="phone in an image alt text",
            html=f'<figure><img src="/img/anuncio-{R.randint(100, 999)}.jpg" alt="Se venden cachorros, informes con {escape(p.nick)} al {v}"></figure>',
        )
    )
    p = Person("H")
    d = gen.phone_digits()
    v = fmt_phone(d, "dash")
    out.append(
        spec(
            "phone",
            v,
            form="phone in a title attribute",
            html=f'<p><span title="Cel. de {escape(p.first)}: {v}">Pregúntale a {escape(p.first)}</span> por el precio.</p>',
        )
    )
    p = Person()
    v = gen.email_local(p, 2) + "@" + pick(gen.PERSONAL_DOMAINS)
    out.append(
        spec(
            "email",
            v,
            form="itemprop=email of a Person microdata",
            html=f'<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">{escape(p.name)}</span> · <span itemprop="email">{v}</span></div>',
        )
    )
    p = Person()
    c = p.curp()
    out.append(
        spec(
            "curp",
            c,
            form="CURP in an uploaded file name",
            html=f'<p>Documento adjunto: <a href="/uploads/constancias/CURP_{c}.pdf">constancia.pdf</a></p>',
            url=f"https://tramites.example.gob.mx/uploads/constancias/CURP_{c}.pdf",
        )
    )
    p = Person()
    d = gen.phone_digits()
    out.append(
        spec(
            "phone",
            d,
            form="phone in a form-submission URL",
            url=f"https://www.example-inmuebles.mx/contacto/enviar?nombre={p.first}+{p.sur1}&telefono={d}&mensaje=Me+interesa",
        )
    )
    p = Person()
    y, m, dd = p.birth
    v = f"{dd:02d}/{m:02d}/{y}"
    t = f"NOMBRE {p.upper} DOMICILIO CONOCIDO FECHA DE NACIMIENTO {v} SEXO {p.sex}"
    out.append(spec("birth-date", v, form="birth date in credential OCR text", html=P(t), text=t))
    p = Person()
    a = f"Calle Abasolo {R.randint(10, 400)}, entre Juárez y Allende, Col. Centro, C.P. 36000, Guanajuato, Gto."
    t = f"Se solicita la presencia de familiares de {p.name}, con domicilio en {a}."
    out.append(spec("home-address", a, form="home address with 'entre calles'", html=P(t), text=t))
    p = Person()
    n = gen.nss()
    out.append(
        spec(
            "nss",
            n,
            form="NSS in a data attribute",
            html=f'<div class="empleado" data-nss="{n}" data-nombre="{escape(p.name)}"><p>Turno matutino</p></div>',
        )
    )
    p = Person()
    c, b = gen.clabe()
    out.append(
        spec(
            "clabe",
            c,
            form="CLABE in a table row",
            html=f"<table>\n<tr><th>Beneficiario</th><th>Banco</th><th>CLABE</th></tr>\n<tr><td>{escape(p.name)}</td><td>{b}</td><td>{c}</td></tr>\n</table>",
        )
    )
    p = Person("M")
    d = gen.phone_digits("33")
    v = fmt_phone(d, "intl1")
    t = f"Hola, soy {p.first} 👋 hago uñas acrílicas a domicilio en Tonalá. Citas: {v}"
    out.append(spec("phone", v, form="social-media bio with emoji", html=P(t), text=t))
    p = Person()
    k = p.ine_key()
    out.append(
        spec(
            "ine-clave-elector",
            k,
            form="INE key in a table cell",
            html=f"<table><tr><td>Clave de elector</td><td>{k}</td></tr></table>",
        )
    )
    p = Person()
    n = gen.passport_mx()
    t = f"Favor de traer copia de su pasaporte ({n}) y de su acta de nacimiento, Sr. {p.sur1}."
    out.append(spec("passport", n, form="passport number in parentheses", html=P(t), text=t))
    return out


def all_personal() -> list[dict]:
    return (
        phones()
        + emails()
        + identifiers()
        + birth_dates()
        + addresses()
        + more_forms()
        + account_ids()
    )
