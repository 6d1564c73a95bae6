"""Personal data of invented people (label ``personal``), written in the forms people use."""

from __future__ import annotations

from itertools import cycle
from typing import Any

from common import NAMES, NAMES_EN, NAMES_PT, H, T, X
from ids import Gen


def spaced(v: str, groups: tuple[int, ...], sep: str = " ") -> str:
    out, i = [], 0
    for g in groups:
        out.append(v[i : i + g])
        i += g
    return sep.join(out)


def phone_forms(n: str) -> list[tuple[str, str]]:
    a = 3 if n[:2] not in ("55", "33", "81") else 2
    ar, rest = n[:a], n[a:]
    r1, r2 = (rest[:4], rest[4:]) if a == 2 else (rest[:3], rest[3:])
    return [
        ("+52 national spaced", f"+52 {ar} {r1} {r2}"),
        ("+52 1 mobile prefix", f"+52 1 {ar} {r1} {r2}"),
        ("044 local mobile", f"044 {ar} {r1} {r2}"),
        ("045 long-distance mobile", f"045 {ar} {r1}-{r2}"),
        ("parenthesised area", f"({ar}) {r1}-{r2}"),
        ("dotted", f"{ar}.{r1}.{r2}"),
        ("hyphenated", f"{ar}-{r1}-{r2}"),
        ("e164 compact", f"+52{n}"),
        ("pairs", " ".join([n[:2], n[2:4], n[4:6], n[6:8], n[8:]])),
        ("52 1 compact", f"52 1 {n}"),
        ("+52 (area)", f"+52 ({ar}) {r1} {r2}"),
        ("00 52 international", f"00 52 {ar} {r1} {r2}"),
    ]


def items(g: Gen) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    nm = cycle(NAMES)
    ne = cycle(NAMES_EN)
    npt = cycle(NAMES_PT)

    # ------------------------------------------------------------------ CURP
    curp_t = [
        ("es", "html", "<p>CURP del solicitante: {v}</p>"),
        ("es", "text", "nota", "Expediente de {n}. CURP {v}. Documentación completa."),
        ("es", "text", "row", "{n},{v},Guadalajara,activo"),
        ("es", "text", "ticket", "Hola, les paso mi curp para el trámite: {v} gracias!!"),
        (
            "es",
            "html",
            '<li><strong>Clave Única de Registro de Población</strong>: <span class="dato">{v}</span></li>',
        ),
        ("es", "text", "log", "2024-03-11T09:14:02Z INFO alta_usuario curp={v} estatus=validado"),
        ("es", "text", "chat", "[11/03/24 10:02] Lupita: mi CURP es {v} por si la necesitas"),
        ("es", "html", "<p>Beneficiario: {n} — C.U.R.P. {v}</p>"),
        ("es", "text", "tsv", "folio\t{v}\tbeca_benito_juarez\taprobada"),
        ("es", "text", "form", "curp: {v} | nombre: {n}"),
        ("en", "text", "note", "Applicant {n} supplied CURP {v} for the Mexican payroll."),
        ("es", "html", '<div class="perfil">Mi CURP: {v}</div>'),
        (
            "es",
            "text",
            "error",
            "ValidationError: el campo curp '{v}' ya está registrado en otra cuenta",
        ),
        ("pt", "text", "observacao", "Cliente mexicano {n}, CURP {v}, enviou os documentos."),
        ("es", "text", "json_body", '{"curp": "{v}", "tipo": "persona_fisica"}'),
        ("es", "html", "<p>curp {v} (la saqué de la constancia)</p>"),
        ("es", "text", "sql", "UPDATE alumnos SET curp = '{v}' WHERE matricula = 'A0134';"),
        (
            "es",
            "text",
            "whatsapp",
            "Buenas tardes, soy {n}, ¿me pueden revisar si mi CURP {v} ya quedó?",
        ),
        ("es", "html", "<td>{v}</td>", "table"),
        ("es", "text", "comentario", "Revisé su curp ({v}) y coincide con el acta."),
        ("es", "text", "csv", '"{n}";"{v}";"Mérida, Yuc."'),
        ("en", "html", "<p>Employee record — CURP: {v}</p>"),
        (
            "es",
            "text",
            "stacktrace",
            "  File \"tramites/validar.py\", line 88, in validar_curp: raise CurpDuplicada('{v}')",
        ),
        ("es", "html", "<p>Le confirmo que su CURP <code>{v}</code> fue capturada.</p>"),
        ("es", "text", "query", "GET /api/v2/ciudadanos?curp={v}&incluir=domicilio 200"),
        ("es", "text", "nota", "el curp de mi mamá es {v}"),
    ]
    for i, t in enumerate(curp_t):
        v = g.curp()
        if i % 5 == 1:
            v = v.lower()
        if i % 7 == 3:
            v = spaced(v, (4, 6, 1, 2, 3, 2))
        out.append(_mk("curp", t, v, next(nm)))

    # ------------------------------------------------------------------ RFC persona física
    rfc_t = [
        ("es", "text", "factura", "Receptor: {n} · RFC {v} · Uso CFDI G03"),
        ("es", "html", "<p>RFC: {v} (persona física con actividad empresarial)</p>"),
        (
            "es",
            "text",
            "row",
            "{v}|{n}|612|Régimen de Personas Físicas con Actividades Empresariales",
        ),
        ("es", "text", "chat", "te paso mi rfc para la factura: {v}"),
        ("es", "html", "<li>R.F.C. del arrendador: {v}</li>"),
        ("es", "text", "log", "cfdi.timbrado ok uuid=... rfc_receptor={v} total=1450.00"),
        ("en", "text", "note", "Contractor {n} (Mexican tax id RFC {v}) invoiced 3 hours."),
        ("es", "text", "correo", "Buen día, mis datos fiscales: {n}, RFC {v}, C.P. fiscal 44100."),
        ("es", "html", "<p>Datos de facturación — {n}, rfc: {v}</p>"),
        ("pt", "text", "nota", "Freelancer no México, RFC {v}, pagamento via transferência."),
        ("es", "text", "xml", '<cfdi:Receptor Rfc="{v}" Nombre="{n}" UsoCFDI="G03"/>'),
        (
            "es",
            "text",
            "error",
            "SAT: el RFC {v} no se encuentra en la lista de contribuyentes (código CFDI40145)",
        ),
        ("es", "text", "env", "RFC_EMISOR_PRUEBAS={v}"),
        ("es", "html", "<p>Mi RFC es {v}, ¿me puede facturar el ticket?</p>"),
        ("es", "text", "csv", "{v},2023,anual,sin saldo a favor"),
        ("es", "text", "comentario", "Persona física: RFC con homoclave {v}"),
        ("es", "text", "form", "rfc={v}&regimen=605&cp=06700"),
        ("es", "html", "<td>{n}</td><td>{v}</td>", "table"),
        ("es", "text", "ticket", "Cliente solicita refacturar a RFC {v} (antes XAXX010101000)"),
        ("en", "text", "row", '"{n}","{v}","MX","individual"'),
        ("es", "text", "whatsapp", "Sí, facturar a nombre de {n} con RFC {v} por favor"),
        ("es", "text", "nota", "rfc de mi esposo {v}"),
    ]
    for i, t in enumerate(rfc_t):
        v = g.rfc_pf()
        if i % 6 == 2:
            v = v.lower()
        if i % 8 == 5:
            v = f"{v[:4]}-{v[4:10]}-{v[10:]}"
        out.append(_mk("rfc", t, v, next(nm)))

    # ------------------------------------------------------------------ NSS
    nss_t = [
        ("es", "text", "nota", "NSS del trabajador {n}: {v}"),
        ("es", "html", "<p>Número de Seguridad Social (IMSS): {v}</p>"),
        ("es", "text", "row", "{n};{v};alta;2023-02-01"),
        ("es", "text", "chat", "mi numero del seguro es {v}, me dieron de baja?"),
        ("es", "html", "<li>No. de afiliación IMSS {v}</li>"),
        ("es", "text", "log", "imss.consulta_semanas nss={v} semanas=812"),
        ("en", "text", "note", "Mexican social security number (NSS) {v} on file for {n}."),
        ("es", "text", "form", "numero_seguridad_social: {v}"),
        ("es", "html", "<p>Afiliación: {v} · UMF 22</p>"),
        ("es", "text", "ticket", "Para el crédito Infonavit necesito validar el NSS {v}"),
        ("es", "text", "csv", "{v},{n},Monterrey"),
        ("pt", "text", "nota", "Número de seguro social mexicano (NSS) {v} do funcionário."),
        ("es", "html", "<p>Mi NSS {v} y CURP en trámite</p>"),
        ("es", "text", "error", "InfonavitError: NSS {v} sin relación laboral vigente"),
        ("es", "text", "comentario", "nss: {v}"),
        ("es", "text", "whatsapp", "Le mando el número de seguridad social de mi papá: {v}"),
        ("es", "html", "<p>NSS: {v}</p>"),
        ("es", "text", "sql", "INSERT INTO empleados (nombre, nss) VALUES ('{n}', '{v}');"),
    ]
    for i, t in enumerate(nss_t):
        v = g.nss()
        if i % 6 == 4:
            v = spaced(v, (2, 2, 2, 4, 1), "-")
        elif i % 6 == 5:
            v = spaced(v, (2, 2, 2, 4, 1))
        out.append(_mk("nss", t, v, next(nm)))

    # ------------------------------------------------------------------ INE
    ine_t = [
        ("es", "text", "nota", "Identificación: INE, clave de elector {v}"),
        ("es", "html", "<p>Clave de elector: {v}</p>"),
        ("es", "text", "row", "{n},INE,{v},vigente 2029"),
        ("es", "text", "chat", "ya te mandé la clave de mi credencial para votar {v}"),
        ("es", "html", "<li>Credencial INE — clave {v}</li>"),
        ("es", "text", "log", "kyc.ine.verificada clave_elector={v} ocr_score=0.97"),
        ("en", "text", "note", "KYC: voter id (INE clave de elector) {v}, matched selfie."),
        ("es", "text", "form", "clave_elector={v}"),
        ("es", "html", "<p>IFE/INE: {v}</p>"),
        ("es", "text", "ticket", "El cliente {n} presentó INE con clave de elector {v}"),
        ("es", "text", "csv", '"{v}","{n}","Sección 1432"'),
        ("pt", "text", "nota", "Documento eleitoral mexicano (clave de elector INE) {v}."),
        ("es", "text", "comentario", "clave de elector: {v} (la de la credencial nueva)"),
        ("es", "html", "<p>Identificación oficial: credencial para votar, clave {v}</p>"),
        (
            "es",
            "text",
            "error",
            "RENAPO: la clave de elector {v} no corresponde al CURP proporcionado",
        ),
        ("es", "text", "whatsapp", "clave elector {v}"),
    ]
    for i, t in enumerate(ine_t):
        v = g.ine()
        if i % 5 == 3:
            v = v.lower()
        out.append(_mk("ine", t, v, next(nm)))

    # ------------------------------------------------------------------ CLABE
    clabe_t = [
        ("es", "text", "nota", "Depositar a {n}, CLABE {v}"),
        ("es", "html", "<p>CLABE interbancaria: {v}</p>"),
        ("es", "text", "chat", "te paso mi clabe {v} es de bbva"),
        ("es", "text", "row", "{n},{v},reembolso,1250.00"),
        ("es", "html", "<li>Cuenta CLABE para reembolso: {v}</li>"),
        ("es", "text", "log", "spei.orden creada clabe_beneficiario={v} monto=3400.00"),
        ("en", "text", "note", "Refund to the customer's Mexican bank account, CLABE {v}."),
        ("es", "text", "form", "clabe: {v}"),
        ("es", "html", "<p>Mi cuenta: {v} (Banorte)</p>"),
        ("es", "text", "ticket", "Cliente pide devolución a la CLABE {v}, titular {n}"),
        ("es", "text", "csv", "{v};Santander;{n}"),
        ("pt", "text", "nota", "Conta bancária mexicana (CLABE) {v} do prestador."),
        ("es", "text", "whatsapp", "Oye, ¿me depositas aquí? {v} a nombre de {n}"),
        ("es", "html", "<td>{v}</td>", "table"),
        ("es", "text", "error", "STP: cuenta beneficiaria {v} inválida o cancelada (código 27)"),
        ("es", "text", "comentario", "clabe {v}"),
        ("es", "text", "json_body", '{"beneficiario": "{n}", "clabe": "{v}"}'),
        ("es", "html", "<p>Transferencia a la cuenta {v}, titular {n}.</p>"),
        ("es", "text", "sms", "Tu transferencia a la CLABE {v} fue aplicada."),
        ("en", "text", "row", "payee,{n},clabe,{v}"),
    ]
    for i, t in enumerate(clabe_t):
        v = g.clabe()
        if i % 5 == 2:
            v = spaced(v, (3, 3, 11, 1))
        elif i % 7 == 4:
            v = spaced(v, (4, 4, 4, 4, 2))
        out.append(_mk("clabe", t, v, next(nm)))

    # ------------------------------------------------------------------ cards
    card_t = [
        ("es", "text", "chat", "pago con mi tarjeta {v} vence 08/27"),
        ("es", "html", "<p>Tarjeta: {v} · Exp. 11/26</p>"),
        ("es", "text", "log", "payment.failed card_number={v} reason=insufficient_funds"),
        ("en", "text", "note", "Customer read out the card {v} over the phone, CVV withheld."),
        ("es", "text", "row", "{n},{v},visa,rechazada"),
        ("es", "html", "<li>Número de tarjeta de {n}: {v}</li>"),
        ("es", "text", "form", "card={v}&exp=0927&name={n}"),
        ("es", "text", "ticket", "Cargo no reconocido en la tarjeta {v}"),
        ("pt", "text", "nota", "Cartão de crédito do cliente: {v}"),
        ("es", "html", "<p>Pagué con la {v}, ¿por qué me cobraron doble?</p>"),
        (
            "es",
            "text",
            "error",
            "StripeCardError: Your card number {v} is incorrect. (decline_code=incorrect_number)",
        ),
        ("es", "text", "csv", '"{v}","12/28","{n}"'),
        ("en", "html", "<p>Card on file: {v}</p>"),
        ("es", "text", "whatsapp", "Ahí va el número de la tarjeta Carnet: {v}"),
        ("es", "text", "comentario", "tarjeta {v} (la de nómina)"),
        ("es", "text", "json_body", '{"pan": "{v}", "titular": "{n}"}'),
        ("es", "html", "<p>Amex {v} — titular {n}</p>"),
        ("pt", "text", "chat", "meu cartão é {v}, validade 03/29"),
        ("es", "text", "log", "WARN tpv.cobro tarjeta={v} autorizacion=null"),
        ("es", "text", "nota", "Tarjeta de débito {v}"),
        ("en", "text", "row", "{v}\t{n}\tdeclined"),
        ("es", "html", "<p>Núm. de tarjeta: <span>{v}</span></p>"),
    ]
    brands = cycle(["visa", "mc", "visa", "amex", "carnet", "mc"])
    for i, t in enumerate(card_t):
        b = next(brands)
        if "Amex" in t[-1]:
            b = "amex"
        if "Carnet" in t[-1]:
            b = "carnet"
        v = g.card(b)
        if b == "amex" and i % 2:
            v = spaced(v, (4, 6, 5))
        elif i % 3 == 0 and b != "amex":
            v = spaced(v, (4, 4, 4, 4))
        elif i % 3 == 1 and b != "amex":
            v = spaced(v, (4, 4, 4, 4), "-")
        out.append(_mk("card", t, v, next(nm)))

    # ------------------------------------------------------------------ passports
    def mx_pass() -> str:
        return g.uniq(lambda: g.r.choice("GNEPM") + g.s("0123456789", 8))

    pass_t = [
        ("es", "text", "nota", "Pasaporte mexicano de {n}: {v}", mx_pass),
        ("es", "html", "<p>No. de pasaporte: {v}</p>", mx_pass),
        ("es", "text", "row", "{n},pasaporte,{v},2031-05-30", mx_pass),
        ("es", "text", "chat", "mi pasaporte es el {v} por si lo piden en el check-in", mx_pass),
        (
            "en",
            "text",
            "note",
            "Passport number {v} (United States) for {n}.",
            lambda: g.uniq(lambda: g.s("0123456789", 9)),
        ),
        ("en", "html", "<p>Passport No.: {v}</p>", lambda: g.uniq(lambda: g.s("0123456789", 9))),
        (
            "es",
            "text",
            "reserva",
            "Pasajero {n}, pasaporte español {v}",
            lambda: g.uniq(lambda: g.s("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + g.s("0123456789", 6)),
        ),
        (
            "pt",
            "text",
            "nota",
            "Passaporte brasileiro {v} de {n}",
            lambda: g.uniq(lambda: g.s("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + g.s("0123456789", 6)),
        ),
        ("es", "html", "<li>Pasaporte {v} (vigente)</li>", mx_pass),
        ("es", "text", "form", "pasaporte: {v}", mx_pass),
        (
            "es",
            "text",
            "log",
            'checkin.apis pasajero="{n}" doc_tipo=P doc_num={v} nac=MEX',
            mx_pass,
        ),
        (
            "en",
            "text",
            "row",
            '"{n}","passport","{v}","GBR"',
            lambda: g.uniq(lambda: g.s("0123456789", 9)),
        ),
        ("es", "text", "ticket", "El huésped dejó copia del pasaporte num. {v}", mx_pass),
        (
            "es",
            "html",
            "<p>Pasaporte argentino N° {v}</p>",
            lambda: g.uniq(lambda: g.s("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + g.s("0123456789", 6)),
        ),
        (
            "pt",
            "html",
            "<p>Número do passaporte: {v}</p>",
            lambda: g.uniq(lambda: g.s("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + g.s("0123456789", 6)),
        ),
        ("es", "text", "comentario", "pasaporte {v}", mx_pass),
        (
            "en",
            "text",
            "note",
            "German passport of {n}: {v}",
            lambda: g.uniq(lambda: "C" + g.s("CFGHJKLMNPRTVWXYZ0123456789", 8)),
        ),
        ("es", "text", "whatsapp", "Ya tramité el pasaporte, el número es {v}", mx_pass),
        ("es", "text", "csv", "{v};{n};MEX;M", mx_pass),
        (
            "es",
            "html",
            "<p>Documento: pasaporte colombiano {v}</p>",
            lambda: g.uniq(lambda: "AR" + g.s("0123456789", 6)),
        ),
        (
            "es",
            "text",
            "error",
            "VisaError: passport_number '{v}' expired for traveller {n}",
            mx_pass,
        ),
        (
            "en",
            "text",
            "chat",
            "my passport # is {v}, expires 2030",
            lambda: g.uniq(lambda: g.s("0123456789", 9)),
        ),
        (
            "es",
            "text",
            "nota",
            "Pasaporte chileno {v}",
            lambda: g.uniq(lambda: "F" + g.s("0123456789", 8)),
        ),
        ("es", "html", "<p>Pasaporte (MEX): <b>{v}</b></p>", mx_pass),
    ]
    for t in pass_t:
        *rest, make = t
        v = make()
        out.append(_mk("passport", tuple(rest), v, next(nm)))

    # ------------------------------------------------------------------ birth dates
    bd_t = [
        ("es", "text", "nota", "{n}, fecha de nacimiento: {v}", "14/03/1987"),
        ("es", "html", "<p>{n} nació el {v} en Puebla.</p>", "3 de mayo de 1992"),
        ("es", "text", "row", "{n},{v},F,Zapopan", "1985-11-02"),
        ("es", "text", "chat", "soy {n}, nací el {v}", "22/07/1979"),
        ("en", "text", "note", "{n}, date of birth {v}.", "April 9, 1990"),
        ("es", "html", "<li>Fecha de nac.: {v} — {n}</li>", "09-09-1964"),
        ("es", "text", "form", "nombre={n}&fecha_nacimiento={v}", "1998-01-30"),
        ("pt", "text", "nota", "{n}, data de nascimento {v}.", "12/10/1983"),
        ("es", "text", "log", 'usuario.registro nombre="{n}" fnac={v}', "19910415"),
        ("es", "html", "<p>Paciente: {n} · F. nacimiento {v}</p>", "05.06.1958"),
        (
            "es",
            "text",
            "ticket",
            "La titular {n} (nacida el {v}) solicita cambio de plan.",
            "17 de enero de 1975",
        ),
        ("es", "text", "csv", '"{n}";"{v}";"soltera"', "28/02/2001"),
        ("en", "html", "<p>DOB: {v} ({n})</p>", "1972-08-21"),
        ("es", "text", "comentario", "cumple {n}: {v}", "11 de noviembre de 1994"),
        ("es", "text", "json_body", '{"nombre": "{n}", "fecha_nacimiento": "{v}"}', "1969-12-03"),
        ("es", "html", "<p>Alumno {n}, nacido el {v}.</p>", "2 de febrero de 2009"),
        (
            "es",
            "text",
            "whatsapp",
            "Mi mamá {n} nació el {v}, ¿alcanza el descuento INAPAM?",
            "8/4/1952",
        ),
        ("pt", "html", "<p>{n} — nascido em {v}</p>", "30 de março de 1988"),
        ("es", "text", "sql", "INSERT INTO pacientes VALUES ('{n}', DATE '{v}');", "1977-05-19"),
        ("es", "text", "nota", "{n} (n. {v}), viuda", "16-VII-1948"),
        ("en", "text", "row", "{n}\t{v}\tM", "03/15/1986"),
        ("es", "html", "<p>Datos del asegurado: {n}, fecha de nacimiento {v}</p>", "24/12/1966"),
        (
            "es",
            "text",
            "error",
            "EdadInvalida: {n} ({v}) es menor de edad para contratar",
            "2010-06-07",
        ),
        ("es", "text", "chat", "Me llamo {n} y mi cumpleaños es el {v}", "1 de octubre de 1996"),
        ("es", "html", "<td>{n}</td><td>{v}</td>", "13/09/1981"),
    ]
    for t in bd_t:
        *rest, v = t
        out.append(_mk("birth-date", tuple(rest), v, next(nm) if rest[0] != "en" else next(ne)))

    # ------------------------------------------------------------------ home addresses
    addr_t = [
        (
            "es",
            "text",
            "nota",
            "Domicilio particular de {n}: {v}",
            "Calle Jacarandas 45, int. 3, Col. Las Águilas, C.P. 01710, Álvaro Obregón, CDMX",
        ),
        (
            "es",
            "html",
            "<p>Vivo en {v}</p>",
            "Privada Los Pinos #12, Fracc. Villas del Sol, 76148 Querétaro, Qro.",
        ),
        (
            "es",
            "text",
            "row",
            '{n},"{v}"',
            "Av. Hidalgo 1520 depto 4B, Col. Americana, 44160 Guadalajara, Jal.",
        ),
        (
            "es",
            "text",
            "chat",
            "mándalo a mi casa: {v}",
            "C. Naranjos Mz 14 Lt 7, Col. Santa Cruz Meyehualco, Iztapalapa, CP 09290",
        ),
        (
            "es",
            "html",
            "<p>Domicilio: {v} — {n}</p>",
            "Andador 5 de Mayo No. 8, Barrio de San Juan, C.P. 72000, Puebla, Pue.",
        ),
        (
            "es",
            "text",
            "envio",
            "Destinatario: {n} | Dirección: {v}",
            "Calle 60 x 45 y 47 No. 498, Centro, 97000 Mérida, Yuc.",
        ),
        (
            "en",
            "text",
            "note",
            "{n}'s home address: {v}",
            "Cerrada Olivo 33, Col. Jardines del Pedregal, 04500 Coyoacán, Mexico City",
        ),
        (
            "es",
            "text",
            "form",
            "domicilio={v}",
            "Priv. Amapola 7 int B, Col. Del Valle, CP 66220, San Pedro Garza García, N.L.",
        ),
        (
            "es",
            "html",
            "<li>Dirección particular: {v}</li>",
            "Calzada de Tlalpan 3012, edif. C depto 201, Col. Santa Úrsula Coapa, 04650",
        ),
        (
            "pt",
            "text",
            "nota",
            "Endereço residencial de {n}: {v}",
            "Rua das Laranjeiras 215, apto 302, Laranjeiras, Rio de Janeiro - RJ, 22240-003",
        ),
        (
            "es",
            "text",
            "ticket",
            "El cliente cambió su domicilio a {v}",
            "Av. Las Torres 2201, Col. Infonavit Casas Grandes, C.P. 32600, Cd. Juárez, Chih.",
        ),
        (
            "es",
            "text",
            "csv",
            "{n};{v};casa propia",
            "Calle Sauce 19, Fracc. Los Álamos, 23040 La Paz, B.C.S.",
        ),
        (
            "es",
            "html",
            "<p>{n} — {v}</p>",
            "Paseo de los Virreyes 880, Col. Virreyes Colonial, Zapopan, Jal., 45110",
        ),
        (
            "es",
            "text",
            "log",
            'envio.creado destinatario="{n}" direccion="{v}"',
            "Privada Cedros #4-B, Col. Reforma, C.P. 68050, Oaxaca de Juárez, Oax.",
        ),
        (
            "es",
            "text",
            "whatsapp",
            "La dirección es {v}, casa azul con portón negro",
            "Calle Río Lerma 77, Col. Cuauhtémoc, 06500 CDMX",
        ),
        (
            "es",
            "html",
            "<p>Mi casa: {v}</p>",
            "Boulevard Agua Caliente 4558 casa 12, Col. Aviación, Tijuana, B.C. 22014",
        ),
        (
            "es",
            "text",
            "comentario",
            "domicilio del deudor: {v}",
            "Calle Morelos 110, Barrio de Santiago, C.P. 50030, Toluca, Edo. Méx.",
        ),
        (
            "en",
            "html",
            "<p>Shipping to {n}, {v}</p>",
            "Calle Allende 22, Centro, 37700 San Miguel de Allende, Gto.",
        ),
        (
            "es",
            "text",
            "json_body",
            '{"nombre": "{n}", "domicilio": "{v}"}',
            "Cda. de la Luna 3, Col. Ampliación Las Flores, 56360 Chimalhuacán, Méx.",
        ),
        (
            "es",
            "html",
            "<p>Domicilio particular: {v}</p>",
            "Av. Revolución 1429 int. 9, Col. Campestre, Álvaro Obregón, 01040 Ciudad de México",
        ),
        (
            "es",
            "text",
            "nota",
            "{n} vive en {v}",
            "Calle 5 Sur 3307, Col. Gabriel Pastor, 72420 Puebla",
        ),
        (
            "es",
            "text",
            "row",
            "{n}\t{v}",
            "Retorno 14 de Av. Central No. 56, Unidad Modelo, C.P. 09089, Iztapalapa",
        ),
        (
            "es",
            "html",
            "<p>Entregar en: {v} (dejar con la vecina)</p>",
            "Callejón del Beso 9, Zona Centro, 36000 Guanajuato, Gto.",
        ),
        (
            "es",
            "text",
            "ticket",
            "Dirección de {n} para la visita técnica: {v}",
            "Calle Pino Suárez 301 Pte, Centro, 64000 Monterrey, N.L.",
        ),
        (
            "pt",
            "html",
            "<p>Moro na {v}</p>",
            "Av. Paulista 1578, apto 84, Bela Vista, São Paulo - SP, 01310-200",
        ),
        (
            "es",
            "text",
            "chat",
            "mi dirección: {v}",
            "Manzana 3 Lote 21, Col. Ejidal, C.P. 77710 Playa del Carmen, Q. Roo",
        ),
        (
            "es",
            "text",
            "sql",
            "UPDATE clientes SET domicilio='{v}' WHERE id=4412;",
            "Priv. Girasoles 18, Fracc. Jardines, 83000 Hermosillo, Son.",
        ),
        (
            "es",
            "html",
            "<li>{n}: {v}</li>",
            "Calle Juárez s/n, Barrio Alto, C.P. 29200 San Cristóbal de las Casas, Chis.",
        ),
    ]
    for t in addr_t:
        *rest, v = t
        out.append(
            _mk(
                "home-address",
                tuple(rest),
                v,
                next(nm) if rest[0] == "es" else (next(npt) if rest[0] == "pt" else next(ne)),
            )
        )

    # ------------------------------------------------------------------ people's phones
    ph_t = [
        ("es", "text", "nota", "Comunícate con {n} al {v}"),
        ("es", "text", "row", "{n} {v}"),
        ("es", "html", "<p>Mi celular: {v}</p>"),
        ("es", "text", "chat", "márcame al {v} después de las 6"),
        ("es", "html", '<a href="tel:{v}">Llamar a {n}</a>'),
        ("es", "html", '<a href="https://wa.me/{v}">Escríbeme por WhatsApp</a>'),
        ("es", "text", "ticket", "Cliente {n}, cel. {v}, pide que le regresen la llamada"),
        ("es", "text", "csv", "{n},{v},cliente frecuente"),
        ("en", "text", "note", "Call {n} on her mobile {v}."),
        ("es", "html", "<li>Tel. particular: {v}</li>"),
        ("es", "text", "form", "telefono_personal={v}"),
        ("pt", "text", "nota", "Celular da {n}: {v}"),
        ("es", "text", "log", "sms.enviado destino={v} plantilla=otp"),
        ("es", "html", "<p>Whats: {v} (solo mensajes)</p>"),
        ("es", "text", "whatsapp", "Este es mi número nuevo {v}, guárdalo"),
        ("es", "text", "comentario", "{v} - {n} (mamá de Sofía, 3°B)"),
        ("es", "html", "<p>Contacto de emergencia: {n}, {v}</p>"),
        ("es", "text", "row", '"{n}";"{v}";"referencia personal"'),
        ("es", "text", "json_body", '{"nombre": "{n}", "celular": "{v}"}'),
        ("es", "html", '<a href="https://api.whatsapp.com/send?phone={v}&text=Hola">WhatsApp</a>'),
        ("es", "text", "nota", "Mi número es {v}"),
        ("en", "html", "<p>Text me at {v} if the courier is late.</p>"),
        (
            "es",
            "text",
            "error",
            "TwilioRestException: The 'To' number {v} is not a valid mobile number",
        ),
        ("es", "text", "ticket", "Llamé a {n} al {v} y no contestó"),
        ("es", "html", "<p>{n}<br>Cel: {v}</p>"),
        ("es", "text", "sms", "De: {v} — Hola, soy {n}, ¿sigue disponible el depa?"),
        ("es", "text", "chat", "[12:41] Toño: pásame el cel de {n} / [12:42] Vero: {v}"),
        ("es", "html", "<p>Si te interesa el coche, háblame: {v}</p>"),
        ("pt", "html", "<p>Meu celular no México: {v}</p>"),
        ("es", "text", "csv", "{v};{n}"),
        ("es", "text", "log", 'crm.lead nombre="{n}" movil={v} origen=landing'),
        ("es", "html", '<p>Agenda tu cita con {n}: <a href="tel:{v}">llamar</a></p>'),
        ("es", "text", "nota", "Tel. casa de {n}: {v}"),
        ("en", "text", "row", "{n}|{v}|mobile"),
        ("es", "html", '<a href="https://wa.me/{v}?text=Hola%20Mariana">Mándame mensaje</a>'),
        ("es", "text", "comentario", "celular personal {v}"),
        ("es", "text", "whatsapp", "Soy {n}, este es mi WhatsApp: {v}"),
        ("es", "html", "<p>Vendo bicicleta, informes al {v} con {n}</p>"),
        ("es", "text", "form", "tel={v}&nombre={n}"),
        ("es", "text", "ticket", "Número de contacto del titular: {v}"),
        ("es", "html", "<p>llámame: {v}</p>"),
        ("es", "text", "row", "{n}\t{v}"),
        ("es", "text", "nota", "Llámale a mi hermano {n}, su cel es {v}"),
        ("es", "html", '<p>Celular de {n}: <a href="tel:{v}">marcar</a></p>'),
        ("en", "text", "note", "{n}'s personal cell: {v}"),
        ("es", "text", "chat", "Hola soy {n} y mi número es {v} 😊"),
        ("es", "html", "<p>Tu cita fue confirmada, te llamaremos al {v}.</p>"),
        ("pt", "text", "chat", "me chama no zap {v}"),
        ("es", "text", "csv", '"{n}","{v}","Tlaquepaque"'),
        ("es", "html", "<li>{n} — {v} (particular)</li>"),
    ]
    for i, t in enumerate(ph_t):
        n10 = g.mobile()
        forms = phone_forms(n10)
        tpl = t[-1]
        if "tel:" in tpl:
            form, v = ("tel link e164", f"+52{n10}") if i % 2 else ("tel link +521", f"+521{n10}")
        elif "wa.me" in tpl:
            form, v = ("wa.me link", f"521{n10}") if i % 2 else ("wa.me link", f"52{n10}")
        elif "whatsapp.com" in tpl:
            form, v = ("whatsapp api link", f"521{n10}")
        elif i < 4 or i % 9 == 0:
            form, v = ("bare 10 digits", n10)
        else:
            form, v = forms[i % len(forms)]
        out.append(_mk("phone", t, v, next(nm) if t[0] != "en" else next(ne), extra_form=form))

    # ------------------------------------------------------------------ personal e-mails
    em = [
        (
            "es",
            "text",
            "nota",
            "Escríbele a {n}: {v}",
            "josé.martínez@hotmail.com",
            "internationalized",
        ),
        ("es", "html", "<p>Correo: {v}</p>", "MARIA.LOPEZ88@GMAIL.COM", "upper case"),
        (
            "es",
            "html",
            '<a href="mailto:{v}">Escríbeme</a>',
            "ana.ruiz.p@yahoo.com.mx?subject=Factura%20abril&amp;cc=contabilidad%40miempresa.mx",
            "mailto with query",
        ),
        (
            "es",
            "text",
            "chat",
            "mi correo es {v}",
            "luis.herrera [arroba] gmail [punto] com",
            "obfuscated [arroba] [punto]",
        ),
        (
            "en",
            "text",
            "note",
            "Reach me at {v}",
            "pete_90 (at) outlook (dot) com",
            "obfuscated (at) (dot)",
        ),
        ("es", "html", "<p>{v}</p>", "carla.mdz at protonmail dot com", "obfuscated words"),
        ("es", "html", "<p>contacto: {v}</p>", "rosa.ibanez&#64;gmail.com", "html entity @"),
        ("es", "text", "row", "{n},{v},activo", "ñandú.pérez@correo.com.mx", "internationalized"),
        ("es", "text", "form", "email={v}", "juan.pena%40outlook.com", "percent-encoded @"),
        ("pt", "text", "nota", "E-mail pessoal da {n}: {v}", "luiza.fernandes@uol.com.br", "plain"),
        (
            "es",
            "text",
            "log",
            "auth.login_failed user={v} ip=187.190.x.x",
            "ximena.cordoba.t@icloud.com",
            "log field",
        ),
        (
            "es",
            "text",
            "ticket",
            "La clienta pidió que le escribamos a {v}",
            "Lupita.Dominguez@Hotmail.Com",
            "mixed case",
        ),
        ("es", "html", "<p>Mándame el CV a {v}</p>", "itzel_aguilar94@live.com.mx", "plain"),
        ("es", "text", "csv", '"{n}";"{v}"', "martin.gutierrez.zuniga@gmail.com", "csv"),
        ("en", "html", "<p>Contact the seller: {v}</p>", "jwalsh1987@aol.com", "plain"),
        ("es", "text", "chat", "escribeme a {v}", "joaquin . echeverria @ gmail . com", "spaced"),
        ("es", "html", '<a href="mailto:{v}">{n}</a>', "RENATA.OLVERA@YAHOO.COM", "mailto upper"),
        (
            "es",
            "text",
            "error",
            "SMTPRecipientsRefused: {'{v}': (550, b'5.1.1 User unknown')}",
            "diego.cisneros77@gmial.com",
            "smtp error",
        ),
        (
            "es",
            "text",
            "json_body",
            '{"nombre": "{n}", "correo": "{v}"}',
            "fer.beltran.loera@outlook.es",
            "json body",
        ),
        (
            "pt",
            "html",
            "<p>Meu e-mail: {v}</p>",
            "joao.albuquerque(arroba)gmail.com",
            "obfuscated (arroba)",
        ),
        (
            "es",
            "text",
            "whatsapp",
            "Te reenvío al correo personal {v}",
            "ricardo_salinas_o@hotmail.com",
            "plain",
        ),
        (
            "es",
            "html",
            "<p>correo personal: {v}</p>",
            "paola.yanez[at]gmail[dot]com",
            "obfuscated [at][dot]",
        ),
        ("es", "text", "nota", "correo de {n}: {v}", "tomás.ugalde@gmail.com", "internationalized"),
        (
            "es",
            "text",
            "log",
            "mailer.bounce to=<{v}> status=5.2.2 mailbox full",
            "vero.castaneda@prodigy.net.mx",
            "angle brackets in log",
        ),
        ("en", "text", "row", "{n}\t{v}", "priya.raman+orders@gmail.com", "plus tag"),
        (
            "es",
            "html",
            '<a href="mailto:{v}">Enviar correo</a>',
            "emiliano.zarate@gmail.com?subject=Cotizaci%C3%B3n&amp;body=Hola",
            "mailto with query",
        ),
        ("es", "text", "comentario", "{v}", "marianadelagarza@yahoo.com", "bare address"),
        (
            "es",
            "text",
            "ticket",
            "Cambiar correo de notificaciones a {v}",
            "JP.OROZCO@OUTLOOK.COM",
            "upper case",
        ),
        ("es", "html", "<p>{n} &lt;{v}&gt;</p>", "lucia.maldonado.r@gmail.com", "name <address>"),
        ("es", "text", "csv", "{v},{n}", "oscar.barrera#gmail.com", "# for @"),
        (
            "en",
            "text",
            "note",
            "Forward receipts to {v}",
            "david.kowalski AT gmail DOT com",
            "obfuscated AT DOT",
        ),
        ("es", "text", "chat", "mi mail: {v}", "dani.ruelas＠gmail.com", "fullwidth @"),
        (
            "es",
            "html",
            "<p>Correo electrónico: <em>{v}</em></p>",
            "sebastián.ortiz@protonmail.com",
            "internationalized",
        ),
        ("es", "text", "form", "correo={v}&acepto=1", "valeria.pichardo@hotmail.com", "form body"),
        ("pt", "text", "nota", "mande para {v}", "thiago.moura@bol.com.br", "plain"),
        (
            "es",
            "text",
            "log",
            "newsletter.alta email={v} origen=footer",
            "karla.soto.nay@gmail.com",
            "log field",
        ),
        (
            "es",
            "html",
            "<p>Contáctame: {v}</p>",
            "andres (arroba) tovar (punto) mx",
            "obfuscated (arroba)(punto)",
        ),
        (
            "en",
            "html",
            '<a href="mailto:{v}">email Emily</a>',
            "Emily.Tran@Outlook.com",
            "mailto mixed case",
        ),
        (
            "es",
            "text",
            "row",
            "{n};{v};2024-01-05",
            "héctor.quiñones@yahoo.com.mx",
            "internationalized",
        ),
        (
            "es",
            "text",
            "whatsapp",
            "Mándame la factura a {v} porfa",
            "citlali.xr@gmail.com",
            "plain",
        ),
    ]
    for t in em:
        *rest, v, form = t
        out.append(
            _mk(
                "email",
                tuple(rest),
                v,
                next(nm) if rest[0] == "es" else (next(npt) if rest[0] == "pt" else next(ne)),
                extra_form=form,
            )
        )

    out.extend(account_ids(g))
    return out


def account_ids(g: Gen) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    fam = {"family": "account-id"}

    def acct(kind: str, lang: str, form: str, where: str, key: str, text: str, v: str) -> None:
        if where == "header":
            out.append(X(kind, lang, form, key, text, v, **fam))
        elif where == "html":
            out.append(H(kind, lang, form, text, v, **fam))
        else:
            out.append(T(kind, lang, form, key, text, v, **fam))

    a = acct
    a(
        "account-id",
        "en",
        "openai organization header",
        "header",
        "openai-organization",
        "{v}",
        "org-" + g.token(24),
    )
    a(
        "account-id",
        "en",
        "openai project header",
        "header",
        "openai-project",
        "{v}",
        "proj_" + g.token(24),
    )
    a(
        "account-id",
        "en",
        "anthropic organization header",
        "header",
        "anthropic-organization-id",
        "{v}",
        g.uuid(),
    )
    a(
        "account-id",
        "en",
        "x-account header",
        "header",
        "x-account",
        "{v}",
        "cust-" + g.token(5, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "x-account-id header",
        "header",
        "x-account-id",
        "{v}",
        "acct_" + g.token(16),
    )
    a(
        "account-id",
        "en",
        "stripe-account header",
        "header",
        "stripe-account",
        "{v}",
        "acct_1" + g.token(15),
    )
    a("account-id", "en", "workspace header", "header", "x-workspace-id", "{v}", "ws_" + g.hexs(20))
    a("account-id", "en", "team header", "header", "x-team-id", "{v}", "team_" + g.token(18))
    a("account-id", "en", "tenant header", "header", "x-tenant-id", "{v}", g.uuid())
    a(
        "account-id",
        "en",
        "project header",
        "header",
        "x-goog-user-project",
        "{v}",
        "buscador-mx-" + g.token(6, "0123456789"),
    )
    a("account-id", "en", "org header", "header", "x-org-id", "{v}", "org_" + g.token(20))
    a("account-id", "en", "user header", "header", "x-user-id", "{v}", "user_" + g.token(27))
    a("account-id", "en", "customer header", "header", "x-customer-id", "{v}", "cus_" + g.token(14))
    a("account-id", "en", "cf account header", "header", "cf-account-id", "{v}", g.hexs(32))
    a(
        "account-id",
        "es",
        "cuenta header",
        "header",
        "x-cuenta",
        "{v}",
        "cta-" + g.token(8, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "openrouter user header",
        "header",
        "x-openrouter-user",
        "{v}",
        "user_" + g.token(24),
    )
    # body fields
    a("account-id", "en", "org field", "text", "organization", "{v}", "org-" + g.token(24))
    a(
        "account-id",
        "en",
        "project field",
        "text",
        "project",
        "{v}",
        "proj_" + g.token(10, "abcdef0123456789"),
    )
    a(
        "account-id",
        "en",
        "account_id field",
        "text",
        "account_id",
        "{v}",
        "acct_" + g.token(10, "0123456789"),
    )
    a("account-id", "en", "customer field", "text", "customer", "{v}", "cus_" + g.token(14))
    a("account-id", "en", "workspace field", "text", "workspace_id", "{v}", "wrk_" + g.token(16))
    a(
        "account-id",
        "en",
        "slack team field",
        "text",
        "team_id",
        "{v}",
        "T0" + g.token(9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    )
    a("account-id", "en", "tenant field", "text", "tenantId", "{v}", g.uuid())
    a(
        "account-id",
        "en",
        "firecrawl team in log",
        "text",
        "log",
        "firecrawl.search credits_used=2 team_id={v}",
        g.uuid(),
    )
    a(
        "account-id",
        "es",
        "cuenta en nota",
        "text",
        "nota",
        "La cuenta del proveedor es {v}, no la compartas.",
        "acct_" + g.token(12),
    )
    a(
        "account-id",
        "en",
        "aws account in arn",
        "text",
        "role_arn",
        "arn:aws:iam::{v}:role/bench-recorder",
        g.token(12, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "gcp project in resource",
        "text",
        "resource",
        "projects/{v}/locations/us-central1/publishers/google/models/gemini-2.0-flash",
        "bench-search-" + g.token(6, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "billing account",
        "text",
        "billing_account",
        "billingAccounts/{v}",
        "-".join(g.token(6, "0123456789ABCDEF") for _ in range(3)),
    )
    a(
        "account-id",
        "es",
        "id de organización en ticket",
        "text",
        "ticket",
        "Soporte: su organización {v} excedió la cuota mensual.",
        "org-" + g.token(24),
    )
    a(
        "account-id",
        "en",
        "user id in json body",
        "text",
        "json_body",
        '{"user": "{v}", "plan": "pro"}',
        "user_" + g.token(27),
    )
    a(
        "account-id",
        "pt",
        "conta em nota",
        "text",
        "nota",
        "ID da conta no provedor: {v}",
        "acc_" + g.token(16),
    )
    a("account-id", "en", "datadog org", "text", "dd_org", "{v}", "org-" + g.hexs(16))
    # URL paths
    a(
        "account-id",
        "en",
        "stripe account path",
        "text",
        "uri",
        "https://api.stripe.com/v1/accounts/{v}/balance",
        "acct_1" + g.token(15),
    )
    a(
        "account-id",
        "en",
        "azure subscription path",
        "text",
        "uri",
        "https://management.azure.com/subscriptions/{v}/resourceGroups/bench/providers/Microsoft.Search?api-version=2023-11-01",
        g.uuid(),
    )
    a(
        "account-id",
        "en",
        "accounts path",
        "text",
        "request_url",
        "/accounts/{v}/usage",
        "acct_" + g.token(4, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "org path",
        "text",
        "url",
        "https://api.example-search.dev/v2/organizations/{v}/keys",
        "org_" + g.token(18),
    )
    a(
        "account-id",
        "es",
        "ruta de cuenta en log",
        "text",
        "log",
        "GET /api/cuentas/{v}/facturas 200 48ms",
        "cta_" + g.token(10, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "project path",
        "text",
        "uri",
        "https://us.api.example-llm.dev/v1/projects/{v}/runs",
        "proj_" + g.token(20),
    )
    a(
        "account-id",
        "en",
        "cloudflare account path",
        "text",
        "uri",
        "https://api.cloudflare.com/client/v4/accounts/{v}/ai/run/@cf/meta/llama-3-8b-instruct",
        g.hexs(32),
    )
    a(
        "account-id",
        "en",
        "sentry org path",
        "text",
        "url",
        "https://sentry.io/api/0/organizations/{v}/issues/",
        "o" + g.token(6, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "account in html link",
        "html",
        "",
        '<p>Dashboard: <a href="https://console.example-search.dev/accounts/{v}/settings">settings</a></p>',
        "acct_" + g.token(14),
    )
    a(
        "account-id",
        "es",
        "cuenta en página",
        "html",
        "",
        "<p>ID de cuenta del proveedor: {v}</p>",
        "cust-" + g.token(6, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "org in html",
        "html",
        "",
        "<p>Organization ID: <code>{v}</code></p>",
        "org-" + g.token(24),
    )
    a(
        "account-id",
        "en",
        "customer in query",
        "text",
        "request_url",
        "/v1/invoices?customer={v}&limit=3",
        "cus_" + g.token(14),
    )
    a(
        "account-id",
        "es",
        "workspace en yaml/json",
        "text",
        "espacio_de_trabajo",
        "{v}",
        "ws-" + g.token(12, "abcdefghijklmnopqrstuvwxyz0123456789"),
    )
    a(
        "account-id",
        "en",
        "gcp project field",
        "text",
        "project_id",
        "{v}",
        "fg-bench-" + g.token(6, "0123456789"),
    )
    a(
        "account-id",
        "en",
        "account in curl",
        "text",
        "curl",
        "curl -s https://api.example-search.dev/v1/accounts/{v}/credits -H 'Accept: application/json'",
        "acct_" + g.token(12),
    )
    return out


def _mk(kind: str, t: tuple[Any, ...], v: str, name: str, extra_form: str = "") -> dict[str, Any]:
    lang, where = t[0], t[1]
    tpl = t[-1] if where == "html" and len(t) == 4 and t[3] == "table" else None
    if where == "html":
        snippet = t[2]
        if len(t) == 4 and t[3] == "table":
            snippet = f'<table class="datos"><tr>{snippet}</tr></table>'
        snippet = snippet.replace("{n}", name)
        form = extra_form or "html"
        return H(kind, lang, form, snippet, v, family="personal")
    _ = tpl
    key, text = t[2], t[3].replace("{n}", name)
    return T(kind, lang, extra_form or key, key, text, v, family="personal")
