"""Keepers in the same conversations: what a redaction must leave alone (seed §3).

Every line that holds a keeper holds no personal datum and no secret.
"""

from __future__ import annotations

import random

from content_personal import E, Entry
from values import (
    AGENTS,
    HEX,
    MESES,
    MUNIS,
    SHOPS,
    card,
    cnpj,
    digits,
    group,
    pick,
    rfc_moral,
    rnd,
    sha256,
    uuid4,
)

K = "keep"


def build(rng: random.Random) -> list[Entry]:
    out: list[Entry] = []

    def add(kind: str, lang: str, form: str, lines: list[str], v: str, **kw: object) -> None:
        out.append(E(kind, lang, form, lines, v, family=K, **kw))

    # role mailboxes (36)
    roles = [
        "ventas",
        "soporte",
        "contacto",
        "facturacion",
        "atencionaclientes",
        "hola",
        "reclamaciones",
        "cobranza",
        "rh",
        "pedidos",
        "garantias",
        "privacidad",
    ]
    for i in range(36):
        shop, dom = SHOPS[i % len(SHOPS)]
        r = roles[i % len(roles)]
        v = f"{r}@{dom}"
        t = i % 6
        if t == 0:
            add(
                "role-mailbox",
                "es",
                "role mailbox in a bot's answer",
                [f"Bot {shop}: también puedes escribirnos a {v} y te respondemos en 24 h"],
                v,
            )
        elif t == 1:
            v = v.upper()
            add(
                "role-mailbox",
                "es",
                "upper-case role mailbox in a signature",
                ["Atentamente,", f"Equipo {shop} · {v}"],
                v,
            )
        elif t == 2:
            v = f"mailto:{r}@{dom}?subject=Ticket%20{digits(rng, 6, True)}"
            add(
                "role-mailbox",
                "es",
                "mailto with query to a role mailbox",
                [f"Responde a este correo o escribe a {v}"],
                v,
                html=[f'<p>Responde a este correo o <a href="{v}">escríbenos</a></p>'],
            )
        elif t == 3:
            add(
                "role-mailbox",
                "es",
                "Reply-To of a shop's notification",
                [f"Reply-To: {shop} <{v}>", "Asunto: Tu pedido fue enviado"],
                v,
            )
        elif t == 4:
            add(
                "role-mailbox",
                "en",
                "role mailbox in an English support reply",
                [f"Please reply to {v} so the ticket stays in our queue."],
                v,
            )
        else:
            add(
                "role-mailbox",
                "pt",
                "role mailbox in a pt-BR reply",
                [f"Qualquer dúvida, escreva para {r}@{dom.replace('.mx', '.com.br')}"],
                f"{r}@{dom.replace('.mx', '.com.br')}",
            )
    # government / institutional role mailboxes (16)
    gov = [
        "atencionciudadana@sanmateoatenco.gob.mx",
        "quejas@procuraduria-consumo.gob.mx",
        "transparencia@tlalnepantla-demo.gob.mx",
        "contacto@sedeco-demo.cdmx.gob.mx",
        "unidad.transparencia@imss-demo.gob.mx",
        "orientacion@condusef-demo.gob.mx",
        "denuncias@fiscalia-demo.gob.mx",
        "buzon.ciudadano@queretaro-demo.gob.mx",
        "oficialia.partes@tribunal-demo.gob.mx",
        "contacto@catastro-zapopan-demo.gob.mx",
        "citas@registrocivil-demo.gob.mx",
        "quejas@agua-potable-demo.gob.mx",
        "transparencia@uni-publica-demo.edu.mx",
        "atencion@defensoria-demo.org.mx",
        "sugerencias@transporte-demo.cdmx.gob.mx",
        "comunicacion.social@municipio-demo.gob.mx",
    ]
    for i in range(16):
        v = gov[i % len(gov)]
        if i >= 8:
            v = v.upper() if i % 2 else v
        tpl = [
            f"Puede presentar su queja por correo a {v} o en la oficina más cercana.",
            f"Respuesta publicada por la dependencia: para seguimiento escriba a {v}",
        ][i % 2]
        add("gov-role-mailbox", "es", "institutional mailbox on .gob.mx", [tpl], v)
    # switchboards with extension (30)
    for i in range(30):
        area = pick(rng, ["55", "33", "81"])
        sb = f"{area} {rng.randint(5000, 5999)} {digits(rng, 4)}"
        ext = rng.randint(100, 4999)
        shop = SHOPS[i % len(SHOPS)][0]
        t = i % 6
        if t == 0:
            v = f"{sb} ext. {ext}"
            add(
                "switchboard",
                "es",
                "switchboard + ext in an agent reply",
                [f"Agente {pick(rng, AGENTS)}: si prefieres llámanos al conmutador {v}"],
                v,
            )
        elif t == 1:
            v = f"Conmutador: ({area}) {sb[3:]} Ext. {ext}"
            add(
                "switchboard",
                "es",
                "Conmutador line of a signature",
                ["Soporte Nivel 1", shop, v],
                v,
            )
        elif t == 2:
            v = f"Tel. oficina {sb}, opción 3"
            add("switchboard", "es", "office phone with IVR option", [f"{shop} — {v}"], v)
        elif t == 3:
            v = f"+52 {sb} ext {ext}"
            add(
                "switchboard",
                "en",
                "switchboard in an English reply",
                [f"Call our Mexico City office at {v} (Mon–Fri 9–18 h)"],
                v,
            )
        elif t == 4:
            v = f"Tel. sucursal Centro: {sb}"
            add(
                "switchboard",
                "es",
                "branch phone in a store listing",
                [v, "Horario: L a S de 10 a 20 h"],
                v,
            )
        else:
            v = f"{sb} ramal {ext}"
            add(
                "switchboard",
                "pt",
                "PBX with ramal in a pt reply",
                [f"Central de atendimento da loja no México: {v}"],
                v,
            )
    # toll-free (16)
    for i in range(16):
        n = f"800 {rng.randint(100, 999)} {digits(rng, 4)}"
        v = [
            n,
            f"01 {n}",
            f"+52 {n}",
            n.replace(" ", "-"),
            f"800-{['ENVIOS', 'LUNAAZUL', 'AYUDA00'][i // 5 % 3]}",
        ][i % 5]
        add(
            "toll-free",
            "es",
            "toll-free line in a bot or agent message",
            [f"Bot: nuestra línea sin costo es {v}, de 8 a 22 h"],
            v,
        )
    # company WhatsApp Business lines (14)
    for i in range(14):
        shop, dom = SHOPS[i % len(SHOPS)]
        n = f"55 {rng.randint(7000, 7999)} {digits(rng, 4)}"
        t = i % 3
        if t == 0:
            v = f"WhatsApp Atención a Clientes {shop}: {n}"
            add("company-whatsapp", "es", "WhatsApp Business line the company publishes", [v], v)
        elif t == 1:
            v = f"https://wa.me/52{n.replace(' ', '')}?text=Hola%20{shop.split()[0]}"
            add(
                "company-whatsapp",
                "es",
                "company wa.me link in its own footer",
                [f"Escríbenos: {v} (línea oficial {shop})"],
                v,
                html=[f'<p>Escríbenos por WhatsApp: <a href="{v}">línea oficial {shop}</a></p>'],
            )
        else:
            v = f"línea oficial de WhatsApp Business {n}"
            add(
                "company-whatsapp",
                "es",
                "bot names its own WhatsApp Business line",
                [f"Bot: también atendemos por nuestra {v}"],
                v,
            )
    # office / branch addresses (18)
    for i in range(18):
        muni, est = pick(rng, MUNIS)
        shop = SHOPS[i % len(SHOPS)][0]
        v = (
            f"Av. {pick(rng, ['Revolución', 'Vallarta', 'Constitución', 'Juárez', 'Universidad'])} "
            f"{rng.randint(100, 2999)}, "
            f"piso {rng.randint(2, 14)}, Col. {pick(rng, ['Centro', 'Americana', 'Del Valle', 'Obispado'])}, "
            f"C.P. {rng.randint(1000, 99999):05d}, {muni}, {est}"
        )
        tpl = [
            f"Oficinas corporativas de {shop}: {v}",
            f"Puedes recoger tu pedido en nuestra sucursal: {v}",
            f"Domicilio para oír y recibir notificaciones del proveedor ({shop}): {v}",
        ][i % 3]
        add("company-address", "es", "company office address", [tpl], v)
    # ticket / case numbers (24)
    for i in range(24):
        v = [
            f"#{digits(rng, 6, True)}",
            f"TCK-{digits(rng, 7, True)}",
            f"Caso {digits(rng, 8, True)}",
            f"INC{digits(rng, 7)}",
            f"Folio de queja PROFECO {rng.randint(1, 9)}{digits(rng, 5)}/2025",
            f"Reclamación CONDUSEF {digits(rng, 10, True)}",
        ][i % 6]
        tpl = [
            f"Tu ticket {v} fue recibido; un agente te responderá pronto.",
            f"Re: [{v}] No me llega el código de verificación",
            f"Expediente: {v}",
        ][i % 3]
        add("case-number", "es", "ticket or case number", [tpl], v)
    # order numbers, including 10-digit ones shaped like phones (22)
    for i in range(22):
        t = i % 5
        if t == 0:
            v = f"{pick(rng, ['55', '33', '81'])}{digits(rng, 8)}"
            add(
                "order-number",
                "es",
                "bare 10-digit order number",
                [f"Pedido {v} — estado: en camino"],
                v,
            )
        elif t == 1:
            v = f"#{digits(rng, 5, True)}"
            add(
                "order-number",
                "es",
                "short order number in a chat",
                [f"Cliente: hola, es sobre el pedido {v}"],
                v,
            )
        elif t == 2:
            v = f"{digits(rng, 3, True)}-{digits(rng, 7)}-{digits(rng, 7)}"
            add(
                "order-number",
                "en",
                "marketplace order id",
                [f"Order {v} was delivered to the front desk"],
                v,
            )
        elif t == 3:
            v = f"MX{digits(rng, 9, True)}"
            add("order-number", "es", "prefixed order number", [f"Número de orden: {v}"], v)
        else:
            v = f"{digits(rng, 10, True)}"
            add(
                "order-number",
                "pt",
                "10-digit order number pt",
                [f"Pedido nº {v} — aguardando retirada"],
                v,
            )
    # tracking numbers (18)
    for i in range(18):
        v = [
            f"1Z{rnd(rng, 6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}{digits(rng, 10)}",
            f"{digits(rng, 22, True)}",
            f"{digits(rng, 10, True)}",
            f"{digits(rng, 12, True)}",
            f"MX{digits(rng, 9)}MX",
            f"JD{digits(rng, 18)}",
        ][i % 6]
        tpl = [
            f"Tu número de guía es {v}, rastréalo en la página de la paquetería",
            f"Guía Estafeta: {v}",
            f"Tracking: {v}",
        ][i % 3]
        add("tracking-number", "es" if i % 3 != 2 else "en", "tracking number", [tpl], v)
    # SKUs / EAN (12)
    for i in range(12):
        v = [
            f"SKU LA-{digits(rng, 5)}-AZ",
            f"Modelo RF-{digits(rng, 4)}MX",
            f"EAN 750{digits(rng, 10)}",
            f"SKU: {rnd(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{digits(rng, 6)}",
        ][i % 4]
        add(
            "sku",
            "es",
            "SKU / model / EAN in a complaint",
            [f"El producto ({v}) llegó con la caja abierta"],
            v,
        )
    # invoice folios (14)
    for i in range(14):
        v = uuid4(rng).upper() if i % 2 == 0 else f"Serie A Folio {digits(rng, 5, True)}"
        tpl = (
            f"Folio fiscal (UUID): {v}"
            if i % 2 == 0
            else f"Factura {v} enviada al correo registrado"
        )
        add("invoice-folio", "es", "CFDI folio", [tpl], v)
    # an agent's first name alone (14)
    for i in range(14):
        a = AGENTS[i % len(AGENTS)]
        v = [
            f"Te atiende {a}",
            f"Agente {a} se unió al chat",
            f"{a} (Soporte)",
            f"Hi, this is {a} from the billing team",
        ][i % 4]
        add(
            "agent-first-name",
            "en" if i % 4 == 3 else "es",
            "agent first name alone",
            [v, "¿En qué te puedo ayudar?" if i % 4 != 3 else "How can I help?"],
            v,
        )
    # dates of the ticket / messages (22)
    for i in range(22):
        y, m, d = 2025, rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(8, 21), rng.randint(0, 59)
        v = [
            f"{d:02d}/{m:02d}/{y} {hh:02d}:{mm:02d}",
            f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00Z",
            f"{d} de {MESES[m - 1]} de {y}",
            f"Creado el {d:02d}/{m:02d}/{y}",
            f"Wed, {d:02d} Mar {y} {hh:02d}:{mm:02d}:11 GMT",
            f"[{d:02d}/{m:02d}/{str(y)[2:]}, {hh}:{mm:02d}]",
        ][i % 6]
        tpl = [f"Ticket actualizado: {v}", f"Fecha de la queja: {v}", f"Entrega estimada: {v}"][
            i % 3
        ]
        add("date", "es", "date of a ticket, message or delivery", [tpl], v)
    # hashes (14)
    for i in range(14):
        v = [sha256(rng), rnd(rng, 40, HEX), rnd(rng, 7, HEX), rnd(rng, 32, HEX)][i % 4]
        tpl = [
            f"sha256 del instalador: {v}",
            f"Fixed in commit {v}",
            f"versión {v} (commit corto)",
            f"ETag: W/'{v}'",
        ][i % 4]
        add("hash", "en" if i % 4 == 1 else "es", "hash / commit / ETag", [tpl], v)
    # documented example values (14)
    docs = [
        (
            "AKIAIOSFODNN7EXAMPLE",
            "en",
            "La guía de AWS usa AKIAIOSFODNN7EXAMPLE como ejemplo, ¿la mía se ve igual?",
        ),
        (
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "es",
            "En la documentación aparece wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY como secret de ejemplo",
        ),
        (
            "4242 4242 4242 4242",
            "es",
            "Para probar el checkout usa la tarjeta de prueba 4242 4242 4242 4242 con cualquier CVV",
        ),
        ("5555 5555 5555 4444", "en", "Test Mastercard from the gateway docs: 5555 5555 5555 4444"),
        ("4111111111111111", "es", "tarjeta de pruebas 4111111111111111, no es real"),
        ("usuario@example.com", "es", "Ejemplo del formulario: usuario@example.com"),
        ("jane.doe@example.org", "en", "Example request body uses jane.doe@example.org"),
        ("(555) 010-0199", "en", "Sample phone in the docs: (555) 010-0199"),
        ("+52-000-000-0000", "es", "Teléfono redactado: +52-000-000-0000"),
        ("redacted@example.test", "es", "Correo redactado: redacted@example.test"),
        ("XAXX010101000", "es", "RFC genérico para público en general: XAXX010101000"),
        ("XEXX010101000", "es", "RFC genérico de extranjeros: XEXX010101000"),
        ("192.0.2.44", "en", "Documentation IP in the example log: 192.0.2.44"),
        ("2001:db8::1", "en", "IPv6 documentation prefix example 2001:db8::1"),
    ]
    for v, lang, line in docs:
        add("documented-example", lang, "documented example value", [line], v)
    # placeholders (24)
    ph = [
        "tu-api-key-aquí",
        "YOUR_API_KEY",
        "sk-...",
        "tvly-xxxxxxxxxxxxxxxx",
        "${OPENAI_API_KEY}",
        "<TU_TOKEN>",
        "{{ api_key }}",
        "cust_XXXXXXXXXXXX",
        "acct_xxxxxxxx",
        "org-XXXXXXXX",
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "postgres://usuario:contraseña@host:5432/db",
        "AAAA000000HDFXXX00",
        "tu-correo@dominio.com",
        "55 0000 0000",
        "CLABE de 18 dígitos",
        "********",
        "xxxx-xxxx-xxxx",
        "<pega-tu-clave>",
        "REEMPLAZA_CON_TU_SECRET",
        "sk_live_...",
        "Bearer <token>",
        "nombre@correo.com",
        "0000 0000 0000 0000",
    ]
    for i, v in enumerate(ph):
        hv = v.replace("<", "&lt;").replace(">", "&gt;")
        tpl = [
            f"Agente: en la variable pon {v} y reinicia el servidor",
            f"API_KEY={v}",
            f"Ejemplo: {v}",
        ][i % 3]
        e = {"html_value": hv} if hv != v else {}
        add("placeholder", "es", "documentation placeholder", [tpl], v, **e)
    # masked values (20)
    for i in range(20):
        c = card(rng)
        v, line = [
            (f"****{c[-4:]}", "Agente: veo un cargo con la tarjeta {v}, ¿es la tuya?"),
            (f"**** **** **** {c[-4:]}", "Método de pago: {v}"),
            (f"terminación {c[-4:]}", "Agente: el reembolso se hará a la tarjeta con {v}"),
            (f"55 **** {digits(rng, 4)}", "Enviamos el código de verificación al {v}"),
            ("j***@gmail.com", "Enviamos el enlace de recuperación a {v}"),
            (f"CLABE ***{digits(rng, 4)}", "Depósito programado a la cuenta {v}"),
            (f"XXXX-XXXX-XXXX-{c[-4:]}", "Tarjeta registrada: {v}"),
            ("m*****a@hotmail.com", "Bot: ya te llegó el correo a {v}?"),
            (
                f"sk-...{rnd(rng, 4)}",
                "En el panel tu llave aparece como {v}, así se ve enmascarada",
            ),
            (f"tvly-****{rnd(rng, 4)}", "La API key que tienes registrada termina en {v}"),
        ][i % 10]
        add("masked", "es", "masked value shown by the support system", [line.replace("{v}", v)], v)
    # versions (14)
    for i in range(14):
        v = [
            f"v{rng.randint(1, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"Android {rng.randint(10, 15)} (build TP1A.{digits(rng, 6)}.0{digits(rng, 2)})",
            f"iOS 17.{rng.randint(0, 6)}.{rng.randint(0, 3)}",
            f"node v{rng.randint(18, 22)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}",
            f"app versión {rng.randint(3, 9)}.{rng.randint(0, 40)}.{digits(rng, 4)}",
            f"Chrome/1{digits(rng, 2)}.0.{digits(rng, 4)}.{digits(rng, 3)}",
            f"firmware 2.{rng.randint(0, 9)}.{digits(rng, 6)}",
        ][i % 7]
        add(
            "version",
            "es" if i % 2 else "en",
            "version string in a bug report",
            [f"Versión: {v}" if i % 2 else f"Running {v}"],
            v,
        )
    # prices (14)
    for i in range(14):
        v = [
            f"${rng.randint(1, 99)},{digits(rng, 3)}.00 MXN",
            f"$ {rng.randint(100, 999)}.{digits(rng, 2)}",
            f"R$ {rng.randint(10, 999)},{digits(rng, 2)}",
            f"US$ {rng.randint(5, 99)}.99/mes",
            f"{rng.randint(1, 12)} MSI de ${rng.randint(100, 999)}.00",
        ][i % 5]
        lang = "pt" if i % 5 == 2 else "es"
        add(
            "price",
            lang,
            "price in a chat or ad",
            [f"Precio: {v}" if lang == "es" else f"Valor: {v}"],
            v,
        )
    # company tax ids (12)
    for i in range(12):
        if i % 3 == 2:
            v = cnpj(rng)
            add(
                "company-tax-id",
                "pt",
                "company CNPJ on a receipt",
                [f"Loja Figueiredo Ltda. — CNPJ {v}"],
                v,
            )
        else:
            v = rfc_moral(rng)
            add(
                "company-tax-id",
                "es",
                "company RFC (persona moral)",
                [f"Emisor: {SHOPS[i % len(SHOPS)][0]} S.A. de C.V., RFC {v}"],
                v,
            )
    # other numbers shaped like ids that are not a person's (12)
    for i in range(12):
        v = [
            f"No. de serie {rnd(rng, 4, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{digits(rng, 10)}",
            f"Sucursal {digits(rng, 4, True)}",
            f"Lote {digits(rng, 8, True)}",
            f"Reporte de falla {digits(rng, 11, True)}",
            f"Contrato de servicio {digits(rng, 12, True)}",
            f"Código postal de cobertura: {rng.randint(1000, 99999):05d}",
        ][i % 6]
        add(
            "numeric-id",
            "es",
            "number shaped like an id, not a person's",
            [f"{v} — revisado por el área técnica"],
            v,
        )
    _ = group
    return out
