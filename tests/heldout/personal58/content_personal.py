# ruff: noqa: E501
"""Personal items of corpus 58 (label personal; families personal and account-id)."""

from __future__ import annotations

from values import V


def T(kind, lang, form, value, text=None, html=None, field=None, header=None, family="personal"):
    assert any((text, html, field, header)), kind
    return {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "html": html,
        "field": field,
        "header": header,
    }


def items(v: V) -> list[dict]:
    r = v.r
    out: list[dict] = []

    # ----------------------------------------------------------------- CURP (26)
    for i in range(26):
        p = v.person()
        c = v.curp(p)
        style = i % 6
        val = {
            0: c,
            1: c.lower(),
            2: f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
            3: f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
            4: c,
            5: c,
        }[style]
        f = ["upper", "lower", "spaced", "hyphenated", "upper", "upper"][style]
        ctx = i % 7
        if ctx == 0:
            out.append(
                T(
                    "curp",
                    "es",
                    f"{f}; enrolment slip",
                    val,
                    text=f"Ficha de inscripción: {p['full']}, CURP {val}, grupo 3°B turno matutino.",
                )
            )
        elif ctx == 1:
            out.append(T("curp", "es", f"{f}; JSON field", val, field=("curp", val)))
        elif ctx == 2:
            out.append(
                T(
                    "curp",
                    "es",
                    f"{f}; IMSS reminder",
                    val,
                    text=f"Recordatorio de cita UMF 28 para {p['short']} (CURP: {val}) el martes a las 8:40.",
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "curp",
                    "es",
                    f"{f}; CSV row",
                    val,
                    text=f"{p['s1'].upper()},{p['s2'].upper()},{p['given'].upper()},{val},{p['state'][0]}",
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "curp",
                    "es",
                    f"{f}; chat message",
                    val,
                    text=f"ya te mandé mi curp por aquí: {val} para que me den de alta en la nómina",
                )
            )
        elif ctx == 5:
            out.append(
                T(
                    "curp",
                    "en",
                    f"{f}; log line",
                    val,
                    text=f"2024-03-11T09:12:44Z WARN kyc.verify mismatch name={p['short']!s} curp={val} source=renapo",
                )
            )
        else:
            out.append(
                T(
                    "curp",
                    "es",
                    f"{f}; form label",
                    val,
                    html=f"<p><strong>Clave Única de Registro de Población:</strong> {val}</p>",
                )
            )

    # ----------------------------------------------------------------- RFC persona física (22)
    for i in range(22):
        p = v.person()
        rf = v.rfc_pf(p)
        val = [rf, f"{rf[:4]}-{rf[4:10]}-{rf[10:]}", rf.lower(), f"{rf[:4]} {rf[4:10]} {rf[10:]}"][
            i % 4
        ]
        f = ["plain", "hyphenated", "lower", "spaced"][i % 4]
        ctx = i % 6
        if ctx == 0:
            out.append(
                T(
                    "rfc-persona-fisica",
                    "es",
                    f"{f}; invoice request",
                    val,
                    text=f"Favor de facturar a nombre de {p['full']}, RFC {val}, uso CFDI G03, régimen 612.",
                )
            )
        elif ctx == 1:
            out.append(
                T("rfc-persona-fisica", "es", f"{f}; JSON field", val, field=("rfc_receptor", val))
            )
        elif ctx == 2:
            out.append(
                T(
                    "rfc-persona-fisica",
                    "es",
                    f"{f}; rent receipt",
                    val,
                    text=f"Recibo de arrendamiento — arrendador: {p['full']} · R.F.C.: {val} · mes de abril",
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "rfc-persona-fisica",
                    "en",
                    f"{f}; support ticket",
                    val,
                    text=f"Ticket #4471: customer {p['short']} asked to change the tax id on her invoice to RFC {val}.",
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "rfc-persona-fisica",
                    "es",
                    f"{f}; validation error",
                    val,
                    text=f"Error 422: el RFC {val} no coincide con el nombre registrado del contribuyente",
                )
            )
        else:
            out.append(
                T(
                    "rfc-persona-fisica",
                    "es",
                    f"{f}; table row",
                    val,
                    html=f'<div class="fila"><span>{p["full"]}</span> <span>{val}</span> <span>Honorarios</span></div>',
                )
            )

    # ----------------------------------------------------------------- NSS (16)
    for i in range(16):
        p = v.person()
        n = v.nss(p)
        val = [
            n,
            f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
            f"{n[:4]} {n[4:6]} {n[6:10]} {n[10]}",
            n,
        ][i % 4]
        f = ["plain", "hyphenated", "spaced", "plain"][i % 4]
        ctx = i % 5
        if ctx == 0:
            out.append(
                T(
                    "nss",
                    "es",
                    f"{f}; payroll",
                    val,
                    text=f"Alta IMSS: {p['full']}, NSS {val}, salario diario integrado $412.50",
                )
            )
        elif ctx == 1:
            out.append(T("nss", "es", f"{f}; JSON field", val, field=("nss", val)))
        elif ctx == 2:
            out.append(
                T(
                    "nss",
                    "es",
                    f"{f}; forum post",
                    val,
                    text=f"Mi número de seguridad social es {val} y en la clínica dicen que no estoy vigente, ¿qué hago?",
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "nss",
                    "en",
                    f"{f}; HR export",
                    val,
                    text=f"employee: {p['short']} | IMSS no.: {val} | start date: 2023-02-01",
                )
            )
        else:
            out.append(
                T(
                    "nss",
                    "es",
                    f"{f}; form",
                    val,
                    html=f"<li>Número de Seguridad Social (NSS): {val}</li>",
                )
            )

    # ----------------------------------------------------------------- INE clave de elector (12)
    for i in range(12):
        p = v.person()
        k = v.ine_clave(p)
        val = k if i % 3 else k.lower() if i % 2 else k
        ctx = i % 4
        if ctx == 0:
            out.append(
                T(
                    "ine-clave-elector",
                    "es",
                    "clave de elector; ID copy transcription",
                    val,
                    text=f"Identificación oficial de {p['full']}: INE, clave de elector {val}, sección 1432.",
                )
            )
        elif ctx == 1:
            out.append(
                T(
                    "ine-clave-elector",
                    "es",
                    "clave de elector; JSON field",
                    val,
                    field=("clave_elector", val),
                )
            )
        elif ctx == 2:
            out.append(
                T(
                    "ine-clave-elector",
                    "es",
                    "clave de elector; notarial text",
                    val,
                    html=f"<p>…quien se identifica con credencial para votar con clave de elector {val}, expedida por el INE…</p>",
                )
            )
        else:
            out.append(
                T(
                    "ine-clave-elector",
                    "en",
                    "voter key; KYC log",
                    val,
                    text=f'kyc: doc_type=INE voter_key={val} holder="{p["short"]}" status=approved',
                )
            )

    # ----------------------------------------------------------------- CLABE personal (14)
    for i in range(14):
        p = v.person()
        c = v.clabe()
        val = c if i % 3 else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
        ctx = i % 5
        if ctx == 0:
            out.append(
                T(
                    "clabe",
                    "es",
                    "CLABE; refund request",
                    val,
                    text=f"Para el reembolso, depositar a {p['full']}, CLABE {val} ({['BBVA', 'Banorte', 'Santander', 'HSBC'][i % 4]}).",
                )
            )
        elif ctx == 1:
            out.append(
                T("clabe", "es", "CLABE; JSON field", val, field=("clabe_beneficiario", val))
            )
        elif ctx == 2:
            out.append(
                T(
                    "clabe",
                    "es",
                    "CLABE; chat",
                    val,
                    text=f"te paso mi clabe interbancaria: {val} a nombre de {p['short']}",
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "clabe",
                    "en",
                    "CLABE; payout log",
                    val,
                    text=f"payout created for {p['short']} to CLABE {val} amount=1,250.00 MXN",
                )
            )
        else:
            out.append(
                T(
                    "clabe",
                    "pt",
                    "CLABE; transfer note",
                    val,
                    text=f"Transferência para {p['full']}, conta CLABE {val}, referência aluguel.",
                )
            )

    # ----------------------------------------------------------------- cards (16)
    for i in range(16):
        p = v.person(["es", "en", "es", "pt"][i % 4])
        c = v.card(["visa", "mc", "mc2", "amex"][i % 4])
        if i % 3 == 1:
            val = (
                " ".join(c[j : j + 4] for j in range(0, 16, 4))
                if len(c) == 16
                else f"{c[:4]} {c[4:10]} {c[10:]}"
            )
        elif i % 3 == 2:
            val = (
                "-".join(c[j : j + 4] for j in range(0, 16, 4))
                if len(c) == 16
                else f"{c[:4]}-{c[4:10]}-{c[10:]}"
            )
        else:
            val = c
        lang = ["es", "en", "es", "pt"][i % 4]
        ctx = i % 4
        if ctx == 0:
            out.append(
                T(
                    "card",
                    lang,
                    "card; chat",
                    val,
                    text=f"Pago con tarjeta {val} vence 08/27, titular {p['full']}",
                )
            )
        elif ctx == 1:
            out.append(T("card", lang, "card; JSON field", val, field=("card_number", val)))
        elif ctx == 2:
            out.append(
                T(
                    "card",
                    lang,
                    "card; debug log",
                    val,
                    text=f"DEBUG checkout payload card={val} exp=11/26 cvv=*** name={p['short']}",
                )
            )
        else:
            out.append(
                T(
                    "card",
                    lang,
                    "card; prose",
                    val,
                    text=f"Cartão de crédito de {p['full']}: {val}, validade 03/28.",
                )
            )

    # ----------------------------------------------------------------- passports (20)
    ctry = ["MX", "MX", "US", "ES", "BR", "MX", "AR", "MX", "US", "MX"]
    for i in range(20):
        c = ctry[i % len(ctry)]
        lang = {"US": "en", "BR": "pt"}.get(c, "es")
        p = v.person(lang)
        n = v.passport(c)
        ctx = i % 5
        if ctx == 0:
            out.append(
                T(
                    "passport",
                    lang,
                    f"{c} passport; travel booking",
                    n,
                    text={
                        "es": f"Pasajero: {p['full']} — pasaporte {n} — vuelo AM 0452 CDMX-MAD",
                        "en": f"Passenger {p['full']}, passport no. {n}, flight UA 1187 IAH-MEX",
                        "pt": f"Passageiro {p['full']}, passaporte nº {n}, voo LA 8070",
                    }[lang],
                )
            )
        elif ctx == 1:
            out.append(
                T("passport", lang, f"{c} passport; JSON field", n, field=("passport_number", n))
            )
        elif ctx == 2:
            out.append(
                T(
                    "passport",
                    lang,
                    f"{c} passport; visa form",
                    n,
                    html={
                        "es": f"<p>Número de pasaporte del solicitante ({p['full']}): {n}</p>",
                        "en": f"<p>Applicant {p['full']} — Passport Number: {n}</p>",
                        "pt": f"<p>Requerente {p['full']} — Número do passaporte: {n}</p>",
                    }[lang],
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "passport",
                    lang,
                    f"{c} passport; hotel check-in log",
                    n,
                    text=f"check-in hab. 412 huésped={p['short']} doc=PASAPORTE {n} nacionalidad={c}",
                )
            )
        else:
            out.append(
                T(
                    "passport",
                    lang,
                    f"{c} passport; e-mail body",
                    n,
                    text={
                        "es": f"Hola, le comparto mi pasaporte {n} para la reservación, saludos, {p['given']}",
                        "en": f"Hi, my passport number is {n}, expires 2031. Thanks, {p['given']}",
                        "pt": f"Oi, meu passaporte é {n}. Obrigado, {p['given']}",
                    }[lang],
                )
            )

    # ----------------------------------------------------------------- birth dates (24)
    for i in range(24):
        lang = ["es", "es", "en", "es", "pt", "es"][i % 6]
        p = v.person(lang)
        if lang == "es":
            d = v.date_es(p, i)
        elif lang == "en":
            d = v.date_en(p, i)
        else:
            d = v.date_pt(p, i)
        ctx = i % 4
        if ctx == 0:
            t = {
                "es": f"{p['full']} nació el {d} en {p['state'][0]}.",
                "en": f"{p['full']} was born on {d}.",
                "pt": f"{p['full']} nasceu em {d}.",
            }[lang]
            out.append(T("birth-date", lang, "birth date; bio sentence", d, text=t))
        elif ctx == 1:
            t = {
                "es": f"Paciente: {p['full']} · Fecha de nacimiento: {d} · Tipo de sangre O+",
                "en": f"Patient: {p['full']} · DOB: {d} · Allergies: none",
                "pt": f"Paciente: {p['full']} · Data de nascimento: {d}",
            }[lang]
            out.append(T("birth-date", lang, "birth date; medical form", d, text=t))
        elif ctx == 2:
            out.append(
                T(
                    "birth-date",
                    lang,
                    "birth date; JSON fields name+dob",
                    d,
                    field=(
                        "fecha_nacimiento" if lang == "es" else "date_of_birth",
                        f"{p['full']}, {d}",
                    ),
                )
            )
        else:
            t = {
                "es": f"<li>{p['full']} (delantero) — F. nac.: {d}</li>",
                "en": f"<li>{p['full']} (goalkeeper) — born {d}</li>",
                "pt": f"<li>{p['full']} — nascido em {d}</li>",
            }[lang]
            out.append(T("birth-date", lang, "birth date; league roster", d, html=t))

    # ----------------------------------------------------------------- home addresses (26)
    for i in range(26):
        p = v.person()
        a = v.address(p, i)
        ctx = i % 6
        if ctx == 0:
            out.append(
                T(
                    "home-address",
                    "es",
                    "home address; rental ad",
                    a,
                    text=f"Informes con el propietario {p['full']}, domicilio particular: {a}.",
                )
            )
        elif ctx == 1:
            out.append(
                T(
                    "home-address",
                    "es",
                    "home address; JSON field",
                    a,
                    field=("domicilio", f"{p['full']} — {a}"),
                )
            )
        elif ctx == 2:
            out.append(
                T(
                    "home-address",
                    "es",
                    "home address; shipping label",
                    a,
                    html=f'<div class="etiqueta">Destinatario: {p["full"]}<br>{a}</div>',
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "home-address",
                    "es",
                    "home address; patient file",
                    a,
                    text=f"Expediente 2291 — {p['full']}, con domicilio en {a}",
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "home-address",
                    "en" if i % 4 else "pt",
                    "home address; delivery note",
                    a,
                    text=f"Deliver to {p['short']} at home: {a} (ring twice)"
                    if i % 4
                    else f"Entregar para {p['short']} no endereço residencial: {a}",
                )
            )
        else:
            out.append(
                T(
                    "home-address",
                    "es",
                    "home address; parish bulletin",
                    a,
                    text=f"Se solicita apoyo para la familia de {p['full']}, que vive en {a}.",
                )
            )

    # ----------------------------------------------------------------- phones (55)
    styles = [
        "intl",
        "intl1",
        "paren",
        "dots",
        "dash",
        "compact",
        "044",
        "045",
        "bare",
        "intlparen",
        "e164_1",
        "spaced",
    ]
    for i in range(55):
        p = v.person()
        n = v.mobile10()
        st = styles[i % len(styles)]
        val = v.phone_fmt(n, st)
        ctx = i % 9
        if st == "bare" or ctx == 8:
            val = n
            forms = [
                f"Comunícate con {p['full']} al {val}",
                f"{p['short']} {val}",
                f"mi cel es {val}, pregunta por {p['given']}",
                f"Contacto: {p['full']} — {val}",
                f"Celular personal: {val}",
            ]
            out.append(
                T(
                    "phone",
                    "es",
                    "bare 10-digit mobile near a name/personal label",
                    val,
                    text=forms[i % len(forms)],
                )
            )
            continue
        if ctx == 0:
            out.append(
                T(
                    "phone",
                    "es",
                    f"{st}; classified ad",
                    val,
                    text=f"Vendo recámara matrimonial, trato directo con {p['given']}: {val}",
                )
            )
        elif ctx == 1:
            out.append(T("phone", "es", f"{st}; JSON field", val, field=("telefono_celular", val)))
        elif ctx == 2:
            out.append(
                T(
                    "phone",
                    "es",
                    f"{st}; tel: link",
                    val,
                    html=f'<p>Llámale a {p["short"]}: <a href="tel:{val.replace(" ", "")}">{val}</a></p>',
                )
            )
        elif ctx == 3:
            out.append(
                T(
                    "phone",
                    "en",
                    f"{st}; contact note",
                    val,
                    text=f"Emergency contact: {p['full']} (mother), mobile {val}",
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "phone",
                    "es",
                    f"{st}; lost pet poster",
                    val,
                    text=f"Se busca perrita café, responde a Canela. Recompensa. Llamar a {p['full']} {val}",
                )
            )
        elif ctx == 5:
            out.append(
                T(
                    "phone",
                    "es",
                    f"{st}; comment",
                    val,
                    text=f"Yo vendo lo mismo más barato, mándame mensaje al {val} — {p['given']}",
                )
            )
        elif ctx == 6:
            out.append(
                T(
                    "phone",
                    "pt",
                    f"{st}; contact",
                    val,
                    text=f"Falar com {p['full']} pelo celular {val}",
                )
            )
        else:
            out.append(
                T(
                    "phone",
                    "es",
                    f"{st}; school notice",
                    val,
                    text=f"Tutor: {p['full']} · Tel. casa/celular: {val}",
                )
            )

    # ----------------------------------------------------------------- WhatsApp (10)
    for i in range(10):
        p = v.person()
        n = v.mobile10()
        val = f"https://wa.me/521{n}" if i % 2 else f"https://api.whatsapp.com/send?phone=52{n}"
        if i % 3 == 0:
            out.append(
                T(
                    "whatsapp",
                    "es",
                    "WhatsApp link; anchor",
                    val,
                    html=f'<p>Pedidos con {p["given"]} por <a href="{val}">WhatsApp</a></p>',
                )
            )
        elif i % 3 == 1:
            out.append(
                T("whatsapp", "es", "WhatsApp link; JSON field", val, field=("whatsapp", val))
            )
        else:
            out.append(
                T(
                    "whatsapp",
                    "es",
                    "WhatsApp link; prose",
                    val,
                    text=f"Escríbele a {p['full']} directo: {val}",
                )
            )

    # ----------------------------------------------------------------- e-mails (34)
    for i in range(34):
        lang = ["es", "es", "en", "es", "pt", "es", "en"][i % 7]
        p = v.person(lang)
        style = ["plain", "accent", "upper", "plain", "mailto", "accent", "plain"][i % 7]
        e = v.email(p, "accent" if style == "accent" else "upper" if style == "upper" else "plain")
        ctx = i % 6
        if style == "mailto":
            q = r.choice(
                [
                    "?subject=Cotizaci%C3%B3n",
                    "?subject=Hola&amp;body=Buen%20d%C3%ADa",
                    "?cc=otra.persona@gmail.com",
                    "?subject=Pedido",
                ]
            )
            out.append(
                T(
                    "email",
                    lang,
                    "mailto with query; anchor",
                    e,
                    html=f'<p>Escríbeme a <a href="mailto:{e}{q}">{p["full"]}</a></p>',
                )
            )
            continue
        if ctx == 0:
            out.append(
                T(
                    "email",
                    lang,
                    f"{style}; signature",
                    e,
                    text=f"{p['full']} · {e} · Enviado desde mi iPhone",
                )
            )
        elif ctx == 1:
            out.append(T("email", lang, f"{style}; JSON field", e, field=("email", e)))
        elif ctx == 2:
            out.append(T("email", lang, f"{style}; From line", e, text=f"From: {p['full']} <{e}>"))
        elif ctx == 3:
            out.append(
                T(
                    "email",
                    lang,
                    f"{style}; comment",
                    e,
                    text={
                        "es": f"Me interesa, mándenme info a {e} porfa",
                        "en": f"Interested! Please send details to {e}",
                        "pt": f"Tenho interesse, mandem para {e}",
                    }[lang],
                )
            )
        elif ctx == 4:
            out.append(
                T(
                    "email",
                    lang,
                    f"{style}; error message",
                    e,
                    text=f"SMTP 550 5.1.1 <{e}>: recipient address rejected: user unknown",
                )
            )
        else:
            out.append(
                T("email", lang, f"{style}; CSV row", e, text=f"{p['given']},{p['s1']},{e},activo")
            )

    # ----------------------------------------------------------------- obfuscated e-mails (14)
    obf = [
        ("[arroba]", "[punto]", "es"),
        ("(arroba)", "(punto)", "es"),
        (" at ", " dot ", "en"),
        ("[at]", "[dot]", "en"),
        (" arroba ", " punto ", "es"),
        ("(at)", "(dot)", "en"),
        ("[arroba]", ".", "es"),
    ]
    for i in range(14):
        at, dot, lang = obf[i % len(obf)]
        p = v.person("es")
        e = v.email(p, "accent" if i == 3 else "plain")
        local, dom = e.split("@")
        val = local + at + dom.replace(".", dot)
        if i % 2:
            out.append(
                T(
                    "email-obfuscated",
                    lang,
                    f"obfuscated {at.strip()}; comment",
                    val,
                    text=f"{'Contacto' if lang == 'es' else 'Contact'}: {p['full']} — {val}",
                )
            )
        else:
            out.append(
                T(
                    "email-obfuscated",
                    lang,
                    f"obfuscated {at.strip()}; forum",
                    val,
                    html=f"<p>Si alguien sabe algo escríbanme a {val} (no pongo el correo completo por los bots)</p>",
                )
            )

    # ----------------------------------------------------------------- foreign ids (16)
    for i in range(16):
        k = i % 5
        if k == 0:
            p = v.person("es")
            val = v.dni_es()
            out.append(
                T(
                    "foreign-id",
                    "es",
                    "Spanish DNI",
                    val,
                    text=f"Titular: {p['full']}, DNI {val}, domicilio en Valencia.",
                )
            )
        elif k == 1:
            p = v.person("es")
            val = v.cuil()
            out.append(
                T("foreign-id", "es", "Argentine CUIL", val, field=("cuil", val))
                if i % 2
                else T(
                    "foreign-id",
                    "es",
                    "Argentine CUIL",
                    val,
                    text=f"Empleado {p['full']} — CUIL {val} — ingreso 03/2022",
                )
            )
        elif k == 2:
            p = v.person("es")
            val = v.rut()
            out.append(
                T(
                    "foreign-id",
                    "es",
                    "Chilean RUT",
                    val,
                    text=f"Boleta a nombre de {p['full']}, RUT {val}",
                )
            )
        elif k == 3:
            p = v.person("pt")
            val = v.cpf()
            out.append(
                T(
                    "foreign-id",
                    "pt",
                    "Brazilian CPF",
                    val,
                    text=f"Cliente: {p['full']} — CPF {val} — pedido aprovado",
                )
            )
        else:
            p = v.person("en")
            val = v.ssn()
            out.append(
                T(
                    "foreign-id",
                    "en",
                    "US SSN",
                    val,
                    text=f"Applicant {p['full']}, SSN {val}, DOB on file",
                )
            )

    # ----------------------------------------------------------------- account ids (50)
    A = "account-id"
    for i in range(50):
        k = i % 17
        if k == 0:
            val = "acct_" + v.alnum(16)
            out.append(
                T(
                    A,
                    "en",
                    "acct_ in x-account-id header",
                    val,
                    header=("x-account-id", val),
                    family=A,
                )
            )
        elif k == 1:
            val = "org-" + v.alnum(24)
            out.append(
                T(
                    A,
                    "en",
                    "org- in openai-organization header",
                    val,
                    header=("openai-organization", val),
                    family=A,
                )
            )
        elif k == 2:
            val = "proj_" + v.alnum(24)
            out.append(
                T(
                    A,
                    "en",
                    "proj_ in openai-project header",
                    val,
                    header=("openai-project", val),
                    family=A,
                )
            )
        elif k == 3:
            val = "cust-" + v.digits(6)
            out.append(
                T(
                    A,
                    "en",
                    "cust- in X-Customer-Id header",
                    val,
                    header=("X-Customer-Id", val),
                    family=A,
                )
            )
        elif k == 4:
            val = "acct_" + v.alnum(12, "abcdefghijklmnopqrstuvwxyz0123456789")
            out.append(
                T(
                    A,
                    "en",
                    "acct_ in URL path",
                    val,
                    text=f"GET https://api.searchhub.io/v2/accounts/{val}/usage?period=2024-05 -> 200",
                    family=A,
                )
            )
        elif k == 5:
            val = "proj_" + v.alnum(10, "abcdef0123456789")
            out.append(T(A, "en", "proj_ in body field", val, field=("project", val), family=A))
        elif k == 6:
            val = "user_" + v.alnum(27)
            out.append(T(A, "en", "user_ in body field", val, field=("user_id", val), family=A))
        elif k == 7:
            val = "ws_" + v.alnum(20, "abcdefghijklmnopqrstuvwxyz0123456789")
            out.append(
                T(A, "en", "workspace id in body field", val, field=("workspace_id", val), family=A)
            )
        elif k == 8:
            val = "team_" + v.alnum(18)
            out.append(
                T(
                    A,
                    "es",
                    "team_ in error message",
                    val,
                    text=f"Error 402: el equipo {val} agotó los créditos del plan Hobby; actualice su suscripción.",
                    family=A,
                )
            )
        elif k == 9:
            val = "org_" + v.alnum(22)
            out.append(
                T(
                    A,
                    "en",
                    "org_ in organisation path",
                    val,
                    text=f"POST /v1/organizations/{val}/api_keys returned 403 Forbidden",
                    family=A,
                )
            )
        elif k == 10:
            val = v.uuid()
            out.append(
                T(
                    A,
                    "en",
                    "anthropic-organization-id header (uuid)",
                    val,
                    header=("anthropic-organization-id", val),
                    family=A,
                )
            )
        elif k == 11:
            val = "cus_" + v.alnum(14)
            out.append(
                T(
                    A,
                    "en",
                    "Stripe customer id in body field",
                    val,
                    field=("customer", val),
                    family=A,
                )
            )
        elif k == 12:
            val = v.digits(12)
            out.append(
                T(
                    A,
                    "en",
                    "AWS account id in ARN",
                    val,
                    text=f"AccessDenied: User: arn:aws:iam::{val}:user/search-bot is not authorized to perform: bedrock:InvokeModel",
                    family=A,
                )
            )
        elif k == 13:
            val = "org-" + v.alnum(24)
            out.append(
                T(
                    A,
                    "en",
                    "org- in error message",
                    val,
                    text=f"Rate limit reached for gpt-4o-mini in organization {val} on tokens per min (TPM): Limit 200000",
                    family=A,
                )
            )
        elif k == 14:
            val = "acct_" + v.alnum(16)
            out.append(
                T(
                    A,
                    "es",
                    "acct_ in body field (Spanish payload)",
                    val,
                    field=("cuenta_id", val),
                    family=A,
                )
            )
        elif k == 15:
            val = "cust-" + v.digits(5)
            out.append(
                T(A, "en", "cust- in x-account header", val, header=("x-account", val), family=A)
            )
        else:
            val = "user-" + v.alnum(24)
            out.append(
                T(
                    A,
                    "en",
                    "user- in OpenRouter-style body field",
                    val,
                    field=("user", val),
                    family=A,
                )
            )
    # the language of the sentence, where a template's wording does not follow the person's
    fix = {
        ("card", "chat"): "es",
        ("card", "debug log"): "en",
        ("card", "prose"): "pt",
        ("email", "signature"): "es",
        ("email", "error message"): "en",
        ("email", "mailto"): "es",
        ("passport", "hotel check-in log"): "es",
    }
    for it in out:
        for (kind, form), lang in fix.items():
            if it["kind"] == kind and form in it["form"]:
                it["lang"] = lang
    return out
