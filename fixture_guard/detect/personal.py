"""Personal data in fixtures (§3, Mexico's LFPDPPP): what must go and what stays.

`find_personal` works cheap first, expensive only where needed:

1. **One compiled pass** (`TRIGGER`, a single regular-expression alternation) finds
   every place where personal data could start: an `@` or an obfuscated "arroba", a
   run of eight or more digits, letters glued to a six-digit date (CURP, RFC, INE), a
   passport, birth or address word. A text with none costs that one pass and nothing
   else: no presidio, no spaCy, no phonenumbers.
2. **Windows** of a few hundred characters around those places, merged where they
   touch, are handed to presidio (`detect.presidio_mx`: our recognizers, offline, and
   spaCy's NER when a Spanish model is installed). Never the whole document.
3. **The policy of the spec** decides, reading the context in the whole text:

- an email is personal unless it is a role mailbox (`ventas@`, `contacto@`, … plus
  `role-mailboxes` from the config) or a placeholder (`redacted@example.test`,
  `nombre.apellido@…`); obfuscated addresses ("juan [arroba] gmail [punto] com") too;
- a phone is personal when its context says so (`celular`, `mi número`, a person's
  name, a personal email beside it), a company line when its context says that
  (`conmutador`, `oficinas`, `sucursal`, `ventas`, `ext.`, a role mailbox beside it)
  and ambiguous otherwise: ambiguous phones become warnings to review, never silence.
  Toll-free and premium numbers (800, 900) are never personal. `+52-000-000-0000` is
  not a valid number, so it is never a candidate; `(55) 0000-0000` is a placeholder;
- a CURP, an RFC of a natural person (13 characters), an INE voter key, an NSS, a
  CLABE, a payment card and a passport number are personal; a company RFC (12
  characters) is public;
- a birth date is personal when a person is named or speaks ("soy …", "I'm …") on its
  line, or it is a record's field (`birthDate`, `fecha_nacimiento`);
- an address is a person's when a name, `domicilio`, "'s address", `shipping_address`
  or a home's parts (`Mz 6 Lt 39`, `depto.`) come with it, a company's or an office's
  when `S.A. de C.V.`, `Piso`, `headquarters`, `publisher`, `Unidad de Transparencia`
  … do; an address that names nobody is not reported.

This module imports nothing heavy at import time; presidio, spaCy and phonenumbers
load on the first window.
"""

from __future__ import annotations

import bisect
import fnmatch
import re
from dataclasses import dataclass, replace
from typing import Any

from fixture_guard.config import Config
from fixture_guard.detect import mx_patterns as mp
from fixture_guard.detect import mx_people, names
from fixture_guard.detect.base import Match
from fixture_guard.detect.doc_samples import is_documented_sample, marked_as_sample
from fixture_guard.detect.linear_re import compile_linear
from fixture_guard.detect.operator_env import find_operator_identity
from fixture_guard.detect.person_records import find_person_records
from fixture_guard.detect.personal_codes import (  # the rule codes (re-exported)
    ADDRESS_CODE,
    BIRTH_DATE_CODE,
    CARD_CODE,
    CLABE_CODE,
    CURP_CODE,
    EMAIL_CODE,
    INE_CODE,
    NAME_CODE,
    NATIONAL_ID_CODE,
    NSS_CODE,
    PASSPORT_CODE,
    PHONE_AMBIGUOUS_CODE,
    PHONE_CODE,
    RFC_CODE,
    UNVERIFIED_CODE,
)
from fixture_guard.detect.textview import TextView, is_view_sensitive, view_of

EMAIL_PLACEHOLDER = "redacted@example.test"
PHONE_PLACEHOLDER = "+52-000-000-0000"
#: What `redact` writes instead of other identifiers: obviously not data, and not
#: shaped like the identifier, so a second scan never reads it as one.
ID_PLACEHOLDERS = {
    "curp": "REDACTED-CURP",
    "rfc-person": "REDACTED-RFC",
    "ine-voter-key": "REDACTED-INE",
    "ine-number": "REDACTED-INE",
    "ine-mrz": "REDACTED-INE",
    "nss": "REDACTED-NSS",
    "clabe": "REDACTED-CLABE",
    "payment-card": "REDACTED-CARD",
    "national-id": "REDACTED-ID",
    "person-name": "REDACTED-NAME",
    "passport": "REDACTED-PASSPORT",
    "birth-date": "REDACTED-DATE",
    "home-address": "REDACTED-ADDRESS",
    "passport-mrz": "REDACTED-PASSPORT",
    "id-card-mrz": "REDACTED-ID",
}


_ID_CODES = {
    mp.CURP: CURP_CODE,
    mp.RFC: RFC_CODE,
    mp.INE: INE_CODE,
    mp.NSS: NSS_CODE,
    mp.CLABE: CLABE_CODE,
    mp.CARD: CARD_CODE,
    mp.NATIONAL_ID: NATIONAL_ID_CODE,
}
_ID_NOTES = {
    mp.CURP: "CURP (check digit valid)",
    mp.RFC: "RFC of a natural person (13 characters, valid date)",
    mp.INE: "INE voter key (clave de elector)",
    mp.NSS: "IMSS social security number (NSS, check digit valid)",
    mp.CLABE: "CLABE bank account (bank code and check digit valid)",
    mp.CARD: "payment card number (issuer prefix and Luhn valid)",
    mp.NATIONAL_ID: (
        "another country's personal number (CPF, CUIL, RUT, DNI, SSN by check digit; "
        "an Argentine DNI or a Colombian cédula by its label and shape; round 30: a "
        "document's number its field names, or in its own checked notation as a field's "
        "whole value)"
    ),
}
_UNVERIFIED_NOTES = {
    mp.CURP: "shaped like a CURP, but its check digit does not match",
    mp.RFC: "labelled as an RFC, but its check digit does not match",
    mp.NSS: "labelled as an NSS, but its check digit does not match",
    mp.CLABE: "labelled as a CLABE, but its bank code or check digit does not match",
    mp.CARD: "labelled as a card number, but its Luhn digit does not match",
}
#: When two candidates overlap, the more specific one is kept.
_PRIORITY = {
    mp.CURP: 0,
    mp.INE: 1,
    mp.RFC: 2,
    mp.CLABE: 3,
    mp.CARD: 4,
    mp.NSS: 5,
    mp.NATIONAL_ID: 5,
    mx_people.PASSPORT: 6,
    mx_people.MRZ: 6,
    mp.EMAIL: 7,
    mx_people.ADDRESS: 8,
    mp.PHONE: 9,
    mx_people.BIRTH_DATE: 10,
    mp.PERSON: 11,
}

# --- role mailboxes --------------------------------------------------------------------

_FOLD = str.maketrans("áéíóúüñÁÉÍÓÚÜÑàèìòùâêîôûçãõÇ", "aeiouunAEIOUUNaeiouaeioucaoC")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Local-part words of mailboxes companies and institutions publish (accents folded).
#: Matched as a whole local part or as one of its words (`ventas.cdmx@`).
#: (round 28: complaints and clarifications, `reclamaciones@`, `aclaraciones@`, as
#: `quejas@` was: Peru's law obliges a "libro de reclamaciones", banks publish both.)
#: (round 29: an insurer's claims and refunds desks, `siniestros@`, `claims@`,
#: `reembolsos@`, as a shop's `devoluciones@` was: a department, not a person.)
ROLE_WORDS = _words(
    """
    ventas venta contacto contactanos contacte contactos info informes informacion prensa
    atencion atencionaclientes atencionalcliente atencionclientes atencionciudadana
    clientes cliente servicio servicios servicioalcliente servicioaclientes facturacion
    factura facturas facturaelectronica cfdi rh rrhh recursoshumanos talento reclutamiento
    empleo empleos vacantes bolsadetrabajo soporte soportetecnico tecnico transparencia
    comunicacionsocial comunicacion comunicaciones difusion hola admin administracion
    administrador webmaster noreply donotreply noresponder norespuesta privacidad
    datospersonales arco legal juridico compras adquisiciones proveedores cobranza cobros
    pagos tesoreria contabilidad finanzas direccion direcciongeneral gerencia recepcion
    quejas sugerencias denuncias denuncia etica integridad cumplimiento buenaspracticas
    reclamaciones reclamacion reclamos aclaraciones
    siniestros sinistros claims reembolsos reembolso refunds indemnizaciones
    seguridad redaccion editorial editor editores noticias publicidad anuncios comercial
    marketing mercadotecnia suscripciones suscriptores suscripcion lectores opinion cartas
    eventos reservaciones reservas pedidos tienda ayuda mesadeayuda oficialia
    oficialiadepartes unidaddetransparencia inversionistas relacionconinversionistas
    calidad mantenimiento sistemas licitaciones correspondencia presidencia agenda citas
    oficina corporativo boletin notificaciones avisos alertas envios logistica
    distribuidores mayoreo franquicias becas admisiones posgrado comunidad socios
    membresias afiliados donativos donaciones voluntariado fundacion
    support sales press media hr billing help helpdesk contact office hello team careers
    jobs recruiting partners partnerships investors investor feedback enquiries inquiries
    inquiry enquiry news newsroom newsdesk tips letters subscriptions subscribe privacy
    gdpr dpo security abuse postmaster hostmaster mailerdaemon accessibility accounts
    accounting finance orders shop store service services customerservice customercare
    reception frontdesk events bookings reservations notifications alerts bounce bounces
    unsubscribe compliance ethics licensing opensource opencode conduct developers devrel
    techsupport questions webteam communications corporate admissions registrar library
    biblioteca newsletter sac cac buzon contactenos escribenos cotizaciones vinculacion
    escolares serviciosescolares egresados titulacion rectoria contraloria ciudadana
    ciudadanos proteccioncivil secretaria rrpp relacionespublicas medios comunicados
    boletines circulacion anunciantes returns shipping garantias devoluciones requests
    request submissions consulta consultas comentarios opiniones participacion normas
    normatividad tramites asesoria asesorias orientacion
    unidad enlace departamento depto coordinacion subdireccion subdirector jefatura
    delegacion oficialiamayor ventanilla gerente coordinador
    subsecretaria dependencia organo secretariado consejo comite comision juridica
    academica academico escolar administrativa administrativo operaciones institucional
    dept department division unit desk bureau committee board liaison secretariat
    registry
    atendimento atendimentos contato contatos faleconosco vendas comercial suporte
    imprensa assessoria assessoriadeimprensa financeiro cobranca ouvidoria
    relacionamento reclamacoes duvidas sugestoes parcerias curriculos trabalheconosco
    orcamento orcamentos secretaria recepcao comunicacao juridico
    privacidade protecaodedados dadospessoais encarregado lgpd faturamento pagamentos
    cadastro ajuda contabilidade tesouraria diretoria cobrancas
    rgpd confidentialite donneespersonnelles protectiondesdonnees facturation
    comptabilite recrutement protezionedati fatturazione contabilita
    accueil renseignements presse commercial direction secretariat clients
    kontakt vertrieb verkauf presse kundenservice kundendienst buchhaltung bewerbung
    datenschutz redaktion empfang zentrale anfrage anfragen
    assistenza commerciale vendite amministrazione segreteria stampa ufficio
    """
)
#: Short or generic words that are a role mailbox only as the whole local part
#: (`mx@empresa.mx`, `git@github.com`), never as one word of it (`juan.perez.mx@`).
ROLE_WHOLE = _words(
    """
    mx mexico general web www mail email correo ti it ri ir pr hi dev api bot ops oss git
    github root system tech code care ask online digital social comms mkt oic cs ap ar
    """
)
#: Words also matched at the start or end of a local part written without separators
#: (`ventascdmx@`, `infomexico@`, `cdmxventas@`). Only long, unambiguous words: `sales`
#: would make Rosales a role mailbox.
ROLE_AFFIXES = _words(
    "ventas contacto informes info prensa atencion servicio soporte facturacion "
    "transparencia comunicacion recursoshumanos reclutamiento noreply donotreply "
    "webmaster support billing helpdesk customer newsletter notificaciones seguridad "
    "atencionciudadana serviciosescolares atendimento faleconosco kundenservice"
)
#: Local parts that documentation uses as placeholders: nobody's mailbox.
PLACEHOLDER_LOCALS = _words(
    """
    user username usuario email correo tucorreo tuemail yourname youremail yourmail
    you name nombre someone somebody alguien example ejemplo test foo bar redacted
    apellido apellidos tu su your my mi first last firstname lastname surname
    nombreapellido persona fulano mengano xxx xxxx
    """
)


def fold(value: str) -> str:
    """Lower case without Spanish accents, same length (offsets survive)."""
    return value.translate(_FOLD).lower()


def is_role_mailbox(address: str, extra: tuple[str, ...] = ()) -> bool:
    """Whether an address is a mailbox a company publishes, not a person's.

    `extra` is the config's `role-mailboxes`: local parts (`compras2`), whole
    addresses (`direccion@empresa.mx`) or glob patterns (`*@empresa.mx`).
    """
    address = fold(address).replace("%40", "@").replace("&#64;", "@").replace("&#x40;", "@")
    local = address.rpartition("@")[0]
    local = local.split("+", 1)[0]  # sub-addressing: ventas+web@ is ventas@
    compact = re.sub(r"[._\-'\d]+", "", local)
    words = [w for w in re.split(r"[._\-'\d]+", local) if w]
    for entry in extra:
        entry = fold(entry.strip())
        if any(c in entry for c in "*?["):
            if fnmatch.fnmatchcase(address, entry) or fnmatch.fnmatchcase(local, entry):
                return True
        elif "@" in entry:
            if address == entry:
                return True
        elif entry in (local, compact) or entry in words:
            return True
    if compact in ROLE_WORDS or compact in ROLE_WHOLE or local in ROLE_WHOLE:
        return True
    if any(w in ROLE_WORDS for w in words):
        return True
    return any(compact.startswith(a) or compact.endswith(a) for a in ROLE_AFFIXES)


#: Domains reserved for documentation (RFC 2606 §3, RFC 6761): `john.doe@example.com`
#: is a manual's sample, never somebody's mailbox. (`.test`, `.local` and `.internal`
#: stay readable: test data and intranets give people addresses there.)
_DOCUMENTATION_DOMAIN = re.compile(
    r"(?:^|\.)(?:example\.(?:com|net|org)|[^.]+\.(?:example|invalid))$"
)


def is_placeholder_email(address: str) -> bool:
    folded = fold(address)
    if folded == EMAIL_PLACEHOLDER:
        return True
    if _DOCUMENTATION_DOMAIN.search(folded.rpartition("@")[2]):
        return True
    local = folded.rpartition("@")[0].split("+", 1)[0]
    if re.sub(r"[._\-\d]+", "", local) in PLACEHOLDER_LOCALS:
        return True
    # "nombre.apellido@", "tu-correo@", "first.last@": every word a placeholder word.
    words = [w for w in re.split(r"[._\-\d]+", local) if w]
    return bool(words) and all(w in PLACEHOLDER_LOCALS for w in words)


#: A mailbox the text itself calls an institution's: "correo institucional …", "buzón
#: oficial", "institutional e-mail", "e-mail institucional".
_INSTITUTIONAL_LABEL = re.compile(
    r"\b(?:(?:correo|buzon|cuenta|e-?mail|mail|direccion de correo)(?: electronico)?"
    r" (?:institucional|oficial)|institutional (?:e-?mail|mailbox|address|account)|"
    r"official (?:e-?mail|mailbox)|endereco institucional"
    # round 47: the body's official channel, "Canal oficial (do órgão): …", "canal
    # institucional", "official channel" (personal61's keeper, in Portuguese)
    r"|canal(?:es)? (?:oficial|oficiales|institucional|institucionales)|official channel)\b"
)
#: The writer's own mailbox: "mi correo (del trabajo) es …", "escríbeme a …", "my email".
_FIRST_PERSON_MAIL = re.compile(
    r"\b(?:(?:mi|my|meu|minha)[ \t]+(?:correo|mail|e-?mail|buzon|direccion de correo|"
    r"cuenta|address)|escribeme|contactame|mandame|email me|write me|reach me)\b"
)
_GOVERNMENT_DOMAIN = re.compile(r"\.(?:gob|gov|gouv|gub|mil)(?:\.[a-z]{2})?$")


#: A local part that is an enrolment or payroll number (`a01641205@tec.mx`,
#: `l20130456@…`): universities and employers give each person one.
_ENROLMENT_NUMBER = re.compile(r"[a-z]{1,2}\d{6,10}")


def _local_names_someone(local: str, before: str) -> bool:
    """Whether a mailbox's local part names a person: a word of it is a known given
    name or surname (or an initial and a surname: `jrodriguez`), or repeats a
    capitalised word written before it (`ana.ruiz@…` after "Ana Ruiz")."""
    if _ENROLMENT_NUMBER.fullmatch(fold(local)):
        return True  # a student's or an employee's number: one person's mailbox
    words = [w for w in re.split(r"[._\-\d+]+", fold(local)) if len(w) >= 2]
    # A capitalised word repeated counts as a name unless it is an acronym (`SIPINNA`)
    # or part of an office's or a service's name written before it ("Protección Civil",
    # "Secretaría de …": the company cues of the phone rules).
    offices = " ".join(m.group() for m in _COMPANY_CUES.finditer(fold(before)))
    # …and, as a name is written, in a run of two capitalised words ("Ana Ruiz"; not
    # "Orientación al contribuyente").
    runs = [
        _holder_words(before, m)
        for m in re.finditer(
            r"\b[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+)+", before
        )
    ]
    capitalised = {fold(w) for run in runs for w in run if fold(w) not in offices.split()}
    return any(
        word in capitalised
        or names.is_known_name(word)
        or names.is_known_name(word[1:])
        # round 33: an initial and a surname written before (`rxicotencatl@` after
        # "Rodolfo Xicoténcatl")
        or (len(word) >= 5 and word[1:] in capitalised)
        for word in words
    )


#: Round 33: an office's title and its preposition ("Titular de", "Jefa del Departamento
#: de", "Head of"): the capitalised words right after it are the office's name
#: ("Titular de Salud Municipal: <holder> — salud.municipal@…"), not a person's.
_OFFICE_TITLE = re.compile(
    r"\b(?:titular|director|directora|direccion|jef[ea]|jefatura|coordinador|coordinadora|"
    r"coordinacion|secretari[oa]|subsecretari[oa]|subdirector|subdirectora|subdireccion|"
    r"departamento|depto\.?|unidad|area|oficina|delegad[oa]|delegacion|encargad[oa]|"
    r"responsable|regidor|regidora|head|chief|manager|department|office|secretary|"
    r"commissioner|ministry|minister)(?:[ \t]+general)?[ \t]+"
    r"(?:de|del|de la|de los|de las|of|of the|for)[ \t]+$"
)


def _holder_words(before: str, run: re.Match[str]) -> list[str]:
    """The words of a capitalised run that may be a person's: all of them, unless the run
    follows an office's title, when the office's name runs up to a known given name (its
    holder's: "Director de Obras Públicas Rodolfo Xicoténcatl")."""
    words = run.group().split()
    if _OFFICE_TITLE.search(fold(before[max(0, run.start() - 48) : run.start()])) is None:
        return words
    for i, word in enumerate(words):
        if names.is_given_name(word):
            return words[i:]
    return []


_NAME_REACH = 600

#: Round 40: the public suffix of an organisation's domain (`.org.mx`, `.edu.mx`, `.mx`,
#: `.br`): the label before it is the organisation's name (`inegi` of `inegi.org.mx`).
_ORG_SUFFIX = re.compile(r"\.(?:(?:org|edu|com|net|ac|gob|gov)\.)?[a-z]{2,3}$")


def _named_by_acronym(label: str, domain: str) -> bool:
    """Round 40: whether the label before a mailbox names, by its acronym in capitals,
    the organisation whose domain the mailbox is on ("Quejas y sugerencias (INEGI):
    …@inegi.org.mx", "Comentarios al IFT: …@ift.org.mx"): an autonomous body's or a
    university's mailbox, which no `.gob.mx` tells. Not when the label names a person,
    speaks in the first person or names a personal tie ("mi vecina en el IFT: …")."""
    name = _ORG_SUFFIX.sub("", domain).rpartition(".")[2]
    if not 2 <= len(name) <= 10 or not name.isalpha() or names.is_known_name(name):
        return False  # a surname's domain in a roster's capitals ("RUIZ, A.") is no body's
    acronym = name.upper()
    at = label.rfind(acronym)  # the literal first: most labels name no such thing
    if at < 0 or label[at - 1 : at].isalnum() or label[at + len(acronym) :][:1].isalnum():
        return False
    folded = fold(label)
    if _PERSONAL_CUES.search(folded) or _SPEAKER.search(folded):
        return False
    return not names.find_names(label)


def is_institutional_mailbox(text: str, start: int, address: str) -> bool:
    """A mailbox an institution publishes though its local part is no role word
    (`datos.abiertos@economia.gob.mx`): the text calls it institutional, or it sits on a
    government domain after the name of one of its offices, and no person is named by
    its local part."""
    local, _, domain = fold(address).rpartition("@")
    before = mp.label_before(text, start, 160)
    folded = fold(before)
    near = folded[-60:]
    if _FIRST_PERSON_MAIL.search(near):
        return False  # "mi correo del trabajo es …": the writer's own mailbox
    if not (
        _INSTITUTIONAL_LABEL.search(near)
        # A government body's domain (round 15: with or without an office named before
        # it): "Dudas: proteccion.datos@sep.gob.mx", "informes en cultura@….gob.mx".
        or _GOVERNMENT_DOMAIN.search(domain)
        # Round 40: the institution named by its acronym right before an address on the
        # domain that acronym names ("Quejas y sugerencias (INEGI): …@inegi.org.mx").
        or _named_by_acronym(before[-60:], domain)
    ):
        return False
    # Whose name the local part repeats is read further back than the label: a notice's
    # contact paragraph names its engineer lines before the mailbox ("Ana Ruiz,
    # Aerospace Engineer, … email: ana.ruiz@…").
    return not _local_names_someone(local, text[max(0, start - _NAME_REACH) : start])


# --- phone context ---------------------------------------------------------------------

#: Establishments: a phone or an address after one of these is the establishment's.
ESTABLISHMENTS = (
    r"museo|galeria|teatro|biblioteca|parroquia|iglesia|templo|catedral|capilla|mercado|"
    r"estadio|auditorio|centro cultural|casa de (?:la )?cultura|notaria|consultorio|"
    r"farmacia|banco|escuela|colegio|preparatoria|secundaria|primaria|kinder|"
    r"jardin de ninos|guarderia|cafe|cafeteria|taqueria|panaderia|pasteleria|papeleria|"
    r"libreria|zapateria|ferreteria|tlapaleria|carniceria|polleria|tortilleria|lavanderia|"
    r"joyeria|muebleria|floreria|peluqueria|pizzeria|cerveceria|merceria|refaccionaria|"
    r"estetica|gimnasio|salon de eventos|cine|palacio|modulo|fonda|cantina|bar|hostal|"
    r"posada|motel|spa|taller|agencia|abarrotes|supermercado|tienda|boutique|optica|"
    r"veterinaria|laboratorio|clinica|hospital|sanatorio|restaurante|hotel|academia|"
    r"club|asociacion|fundacion|sindicato|camara|embajada|consulado|aeropuerto|terminal|"
    r"museum|gallery|theater|theatre|library|church|market|restaurant|store|shop|cafe|"
    # Portuguese: "Museu …", "Escola …", "Igreja …", "Livraria …", "Padaria …".
    r"museu|escola|igreja|livraria|padaria|"
    r"bakery|pharmacy|clinic|school|embassy|consulate"
)
#: Round 49 (personal64's keeper "Llama gratis al <phone> las 24 horas."): a line offered
#: as a free call ("llama gratis al …", "línea gratuita", "free call", "ligue grátis"),
#: or round the clock ("24/7", "las 24 horas del día"), is a service's: no one offers
#: their own number free of charge or day and night. A weak cue (`_WEAK_COMPANY`): a
#: person named beside it ("Celular de <name>, llama gratis al …") keeps the number theirs.
_FREE_CALL = (
    r"(?:llama|llame|llamen|marca|marque|marquen|call|dial|ligue|liga)(?: [a-z]+)? "
    r"(?:gratis|gratuitamente|sin costo|free|toll[- ]free)|"
    r"(?:linea|numero|llamada|llamadas|telefono|ligacao|chamada|line|number|calls?) "
    r"(?:gratuit[ao]s?|gratis|sin costo|free)|free ?(?:phone|calls?|line|number)|"
    r"24 ?/ ?7|24 horas del dia|24 horas por dia|24 hours a day|around the clock"
)
_FREE_CALL_CUE = re.compile(_FREE_CALL)
_COMPANY_CUES = re.compile(
    r"\b(?:" + _FREE_CALL + r"|conmutador|oficinas?|corporativo|matriz|sucursal(?:es)?|"
    r"atencion (?:a|al) (?:clientes?|usuarios?|publico)|atencion ciudadana|atencion|"
    r"servicio al cliente|servicio a clientes|ventas|call ?center|centro de contacto|"
    r"mesa de ayuda|soporte|recepcion|informes|reservaciones|reservas|fax|ext|extension|"
    r"exts|lada sin costo|sin costo|horarios?|lunes a viernes|planta|fabrica|almacen|"
    r"tienda|restaurante|hotel|s\.? ?a\.? de c\.? ?v|s\.? de r\.? ?l|empresa|compania|"
    r"linea|switchboard|office|offices|headquarters|customer (?:service|support|care)|"
    # A switchboard in Portuguese, French, German, Italian, and "Central" in both
    # Spanish and Portuguese ("Central (81) …", "central telefónica", "PABX").
    r"central|centrale|centralino|pabx|pbx|atendimento|fale conosco|escritorio|sede|filial|"
    r"loja|standard|accueil|siege|zentrale|telefonzentrale|vermittlung|ufficio|"
    r"sales|support|main line|front desk|hotline|helpline|quejas|denuncias?|transparencia|"
    r"prensa|comunicacion social|ayuntamiento|municipio|municipal|gobierno|dependencia|"
    r"instituto|universidad|hospital|clinica|despacho|agencia|emergencias|urgencias|"
    r"llamanos|llamenos|contactanos|comunicate con nosotros|comuniquese|escribenos|"
    r"marquenos|nuestros?|nuestras?|institucional|corporate|pedidos|cotizaciones|"
    r"distribuidor(?:es)?|mayoreo|franquicias|citas|negocio|comercial|"
    r"recepcionista|conmutadores|lineas|publicidad|suscripciones|redaccion|"
    # Legal-entity suffixes and trades a firm is named by ("Inmobiliaria Punta Norte,
    # S.C.", "Servicios Delta, S.A.P.I. de C.V.", "Müller GmbH"), and the schema.org
    # types of an organisation's JSON-LD (`"@type": "LocalBusiness", "telephone": …`).
    r"s\. ?c|a\. ?c|s\. ?a(?:\. ?(?:b|p\. ?i))?|sapi|s\. ?r\. ?l|srl|s\. ?l\. ?u?|gmbh|ltda|"
    r"sociedad|cooperativa|inmobiliaria|constructora|consultora|aseguradora|financiera|"
    r"distribuidora|comercializadora|organization|organisation|localbusiness|"
    r"governmentorganization|educationalorganization|medicalorganization|ngo|"
    # English: captures from US and international sites use these.
    r"company|inc|corp|corporation|llc|ltd|department|agency|bureau|administration|"
    # round 33b: an organisation's branch, as "sucursal" ("… downtown branch: +52 …")
    r"branch|branches|"
    # A firm's unit and its mailing line: "Contractual & Data Services", "Attention:".
    r"services|attn|attention(?= ?:)|"
    r"division|ministry|council|committee|press office|newsroom|sales team|toll free|"
    r"(?:call|contact|reach|text|email|write to|message) us|"
    # A vCard's work line: `TEL;TYPE=WORK,VOICE:…` (RFC 6350's `work` type).
    r"type ?= ?(?:[a-z]+ ?, ?)*work|"
    # Public services people call by name.
    r"locatel|cruz roja|bomberos|policia|proteccion civil|imss|issste|sat|cfe|profeco|"
    r"condusef|infonavit|fonacot|telmex|pemex|capufe|sepomex|correos de mexico|"
    # "Secretaría de Salud" is an office; "Secretaria" alone is a person's post (an
    # association's directory: name, post, phone).
    r"registro civil|fiscalia|procuraduria|secretaria(?= (?:de|del|general|tecnica)\b)|dif|"
    # round 46: a government's office or body ("Oficialía de Partes del Congreso: …",
    # "Tribunal Superior de Justicia", "Juzgado …", "Senado"), as the address reader has them
    r"oficialia|congreso|senado|legislatura|tribunal|juzgado|alcaldia|subsecretaria|"
    + ESTABLISHMENTS
    + r")\b"
)
#: Round 48: a line or an office no person has, then "de"/"del"/"of" ("Conmutador de …",
#: "Oficinas corporativas de …", "Switchboard of …"): the name after it is its
#: organisation's. A person named anywhere else on the line is read as before.
_ORGANISATION_LINE_OF = re.compile(
    r"\b(?:conmutador|switchboard|pbx|central telefonica|oficinas corporativas|"
    r"corporativo|planta|fabrica|matriz)(?: general| principal)?[ \t]*(?:de|del|of)[ \t]+"
    r"(?:(?:la|el|los|las|the)[ \t]+)?$"
)
#: A company spoken of, not speaking: "trabajaba en esa empresa", "that company".
_OTHER_COMPANY = re.compile(
    r"\b(?:esa|ese|esas|esos|aquel|aquella|aquellas|aquellos|otra|otro|that|another) $"
)
_PERSONAL_CUES = re.compile(
    r"\b(?:celular|cel|movil|mi (?:numero|cel|celular|telefono|tel|whats ?app|whats|wa|movil)|"
    r"(?:call|ring|text|reach|phone|message|whatsapp) me|"
    r"whats ?app personal|personal|particular|privado|privada|"
    r"(?:de|tel\.?|telefono)(?: de)?(?: la)? casa|casa(?=\s*[:)])|contacto de emergencia|"
    r"en caso de emergencia|"
    r"familiar|esposa|esposo|mama|papa|hijo|hija|hermano|hermana|llamame|marcame|"
    r"daughter|son|wife|husband|mom|dad|mother|father|brother|sister|"
    r"escribeme|contactame|mandame|buscame|conmigo|cell|cellphone|mobile|"
    # A contact verb with "me" glued on, or before it: "puede marcarme al …",
    # "localízame", "me pueden llamar al …", "me encuentras en el …"; addressed to
    # many: "márquenme", "llámenme", "búsquenme", "escríbanme".
    r"(?:llam|marc|marqu|escrib|contact|localiz|localic|busc|busqu|mand|habl|avis|"
    r"whatsappe|texte)(?:a|e|an|en|ar|er|ir|ando|iendo)me|"
    r"me (?:puedes|pueden|puede|podras|podran|podes) (?:llamar|marcar|escribir|localizar|"
    r"contactar|encontrar|mandar|hablar)|"
    r"me (?:llamas|llaman|marcas|marcan|escribes|escriben|localizas|localizan|encuentras|"
    r"encuentran|mandas|mandan)|"
    # round 48 (personal62's "Fala comigo no <number>, <name>"): Portuguese's first
    # person asking to be called or written to, as "llámame", "conmigo" were Spanish's:
    # "fala/fale comigo", "me liga", "liga-me", "liga pra mim", "meu celular"
    r"comigo|me (?:liga|ligue|ligar|ligam|chama|chame|chamar|manda|mande|escreve|escreva|"
    r"escrever|encontra|encontram)|(?:lig|cham|escrev|contact|mand)(?:a|e)[ -]me|"
    r"(?:liga|ligue|ligar|escreve|escreva|manda|mande|chama|chame|fala|fale) (?:pra|para) mim|"
    r"meu (?:numero|celular|cel|telefone|tel|whats ?app|whats|zap|movel)|"
    r"my (?:number|phone|cell|mobile)|paciente|cliente:|empleado|trabajador|"
    r"titular|propietario|nombre|senora|senor|srita|sra|sr|joven|vecino|vecina)\b"
)
#: Company words a private person's classified ad uses too ("Informes al … con Lupita",
#: "pedidos con Doña Rosa"): they mark a company line only when no person is named.
_WEAK_COMPANY = frozenset(
    {
        *("informes", "ventas", "pedidos", "citas", "cotizaciones", "reservaciones"),
        *("reservas", "horario", "horarios", "lunes a viernes", "linea", "atencion"),
        # "We" is a family as often as a firm: "nuestra hija se perdió".
        *("nuestro", "nuestra", "nuestros", "nuestras"),
    }
)
#: A private person speaking in the first person singular, as classified ads do.
_SPEAKER = re.compile(
    r"\b(?:mi|mis|yo|vendo|rento|compro|busco|ofrezco|regalo|cambio|traspaso|cobro|"
    r"soy|tengo|perdi|encontre|necesito|my|i'?m|i am|i sell|selling my)\b"
)
#: An establishment's address after a number ("Tel. (55) 5128 2000, Av. Reforma 222,
#: Col. Juárez") marks a company line. Only read after the number: before it, a street
#: is as likely a person's home ("Juan Pérez, Calle Roble 12, cel. …").
_ADDRESS_AFTER = re.compile(
    r"\b(?:av|avenida|blvd|boulevard|bulevar|col|colonia|c\.p|cp|piso|edificio|torre|"
    r"local|carretera|km|parque industrial|plaza|centro comercial)\b"
)
_TITLE_NAME = re.compile(
    r"\b(?:Lic|Licda|Ing|Dr|Dra|Sr|Sra|Srta|Mtro|Mtra|Arq|Prof|Profa|Abog|Don|Doña|C\.P)\.?"
    r"\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+"
)
#: An institution named by its acronym after an article: "at the FAA, call …", "del IMSS",
#: "la SEP". Not the documents and places people name that way ("la CURP", "la CDMX").
_INSTITUTION_ACRONYM = re.compile(r"\b(?:[Tt]he|el|la|del|al|los|las)\s+([A-Z]{2,6})\b")
_NOT_INSTITUTIONS = frozenset(
    {"CURP", "RFC", "NSS", "CLABE", "CDMX", "DF", "US", "USA", "UK", "EU", "PC", "CV", "PDF"}
    | {"ID", "OK", "TV", "WC", "AM", "PM", "MX", "GPS", "SMS", "PIN", "NIP", "URL", "API"}
    # How people name their own lines: "por el WA al …", "mándame por el DM".
    | {"WA", "WSP", "WP", "DM", "CEL", "TEL", "NUM", "CP", "MSN", "FB", "IG"}
)
_TAG = re.compile(r"<[^<>]*>")
_JSON_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")
#: Round 31: an IVR's menu option after the number ("… 1231, opción 2", "option 4") is a
#: switchboard's as an extension is: nobody's own line answers with a menu.
_EXTENSION = re.compile(
    r"[\s,;:()\-–—]{0,4}(ext|extension|exts|anexo|x|opcion|option)\b\.?\s*:?\s*\d{1,6}"
    r"(?!\d)(?![ .\-]\d)"
)
#: Round 38: an open tag whose attribute's value runs to the end (the number in it).
_OPEN_TAG_BEFORE = re.compile(r"<[A-Za-z][\w\-]*(?:[ \t][^<>\n]*)?=[ \t]*\\?[\"']?[^\s\"'<>]*$")
_LINK_REST = re.compile(r"^[?&#/%][^\s<>\"']*")
#: How far a cue may be from a phone on its own line, before and after it.
BEFORE = 120
AFTER = 60


@dataclass(frozen=True)
class _Cue:
    kind: str  # "personal" | "company"
    start: int  # offsets into the text (contacts) or into a context segment
    end: int
    label: str  # what the message may say (never the name itself)


def _segment_cues(segment: str, *, html: bool) -> tuple[str, list[_Cue]]:
    """Cues in a context segment, with offsets into the returned (cleaned) segment."""
    if html:
        # Markup is not context; blank it out at the same length so offsets hold.
        segment = _TAG.sub(lambda m: " " * len(m.group()), segment)
    # JSON spells accents as \u00e9: decode them so "tel\u00e9fono" reads as a word.
    segment = _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), segment)
    folded = fold(segment).replace("_", " ")  # JSON keys: "telefono_celular"
    cues = []
    for kind, words in (("company", _COMPANY_CUES), ("personal", _PERSONAL_CUES)):
        cues += [
            _Cue(kind, m.start(), m.end(), f"'{m.group()}'")
            for m in words.finditer(folded)
            if kind == "personal" or not _OTHER_COMPANY.search(folded, 0, m.start())
        ]
    cues += [
        _Cue("personal", m.start(), m.end(), "a person's name")
        for m in _TITLE_NAME.finditer(segment)
        # round 37: "Tacos Don Chuy" is a business named for its owner's nickname
        if not names.nickname_trade_at(segment, m.start(), m.end())
    ]
    cues += [
        _Cue("company", m.start(), m.end(), "an institution's acronym")
        for m in _INSTITUTION_ACRONYM.finditer(segment)
        if m.group(1) not in _NOT_INSTITUTIONS
    ]
    found = [
        n
        for n in names.find_names(segment)
        # round 48 (personal62's "Conmutador de <trade> <surname-like words>: <phone>"):
        # the run right after a line only an organisation has and its "de" is that
        # organisation's name, whatever the gazetteer reads in it
        if not _ORGANISATION_LINE_OF.search(fold(segment[max(0, n.start - 48) : n.start]))
    ]
    trades = [m.span() for m in mp.trade_name().finditer(segment)] if found else []
    cues += [
        _Cue("personal", n.start, n.end, "a person's name")
        for n in found
        # A name inside an establishment's own name, its head word before it ("Sucursal
        # Centro Nube Maya — Tel. …", round 15), is the establishment's, not a person's;
        # one that opens with a given name ("Consultorio Ana López") stays a person's.
        if not (
            any(lo < n.start and n.end <= hi for lo, hi in trades)
            and not names.is_given_name(segment[n.start : n.end].split()[0])
        )
    ]
    return segment, cues


def _nearest_before(segment: str, cues: list[_Cue]) -> tuple[int, _Cue] | None:
    if not cues:
        return None
    cue = max(cues, key=lambda c: c.end)
    return len(segment) - cue.end, cue


def _nearest_after(cues: list[_Cue]) -> tuple[int, _Cue] | None:
    if not cues:
        return None
    cue = min(cues, key=lambda c: c.start)
    return cue.start, cue


def _starting_in(contacts: list[_Cue], lo: int, hi: int) -> list[_Cue]:
    """The contacts (sorted by start) that start in [lo, hi): two bisections, not a scan
    of every contact for every phone (quadratic on a page of thousands of both)."""
    first = bisect.bisect_left(contacts, lo, key=lambda c: c.start)
    last = bisect.bisect_left(contacts, hi, key=lambda c: c.start)
    return contacts[first:last]


#: Round 29: a phone that is a URL's query parameter (`…/confirmar?cita=88213&tel=+52…`):
#: the URL's host and path name the service that sends or receives the link
#: (`citas.example…`, `/ventas/`), not whose number the parameter carries. The cues before
#: the number are read from the query on (its other parameters may name the person).
_PARAM_BEFORE = re.compile(r"[?&;][\w\-.\[\]%]{1,40}=\+?$")
_URL_QUERY = re.compile(r"[a-z][a-z0-9+.\-]{1,15}://[^\s\"'<>?]{1,400}\?", re.IGNORECASE)


def _query_start(text: str, lo: int, start: int) -> int:
    if _PARAM_BEFORE.search(text, max(lo, start - 44), start) is None:
        return lo
    last = None
    for m in _URL_QUERY.finditer(text, lo, start):
        last = m
    if last is None or any(c.isspace() for c in text[last.end() : start]):
        return lo
    return last.end()


def classify_phone(
    text: str, start: int, end: int, *, html: bool, contacts: list[_Cue]
) -> tuple[str, str]:
    """("personal" | "company" | "ambiguous", why) for the phone at [start, end).

    The nearest cue on the phone's own line decides, the ones before it first:
    "Oficinas: … Tel. 55 5555 1234" is a company line, "Juan Pérez, cel. 55 …" a person's.
    Emails on the line are cues too (a role mailbox, a personal address). When the
    line holds nothing but the number, the line before it is read instead.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    extension = _EXTENSION.match(fold(text[end : min(line_end, end + 24)]))
    if extension:
        # A number with an extension is a switchboard, whoever is named before it
        # ("Lic. Nayeli Ordóñez, Gerente de Ventas — Tel. … Ext. 4001").
        return "company", f"an extension after it ('{extension.group(1)}')"
    owner = schema_owner(text, start)
    if owner is not None:
        # Structured data says whose number it is: a schema.org Person's, or an
        # Organization's, a LocalBusiness's, a Hotel's (whatever name either carries).
        kind, schema_type = owner
        return kind, f"a schema.org {schema_type}'s telephone"
    lo, hi = max(line_start, start - BEFORE), min(line_end, end + AFTER)
    lo = _query_start(text, lo, start)
    before_text, before_cues = _segment_cues(text[lo:start], html=html)
    named = names.person_before(before_text)
    if named is None and "<" in before_text[-200:]:
        # round 38: the number in an open tag's attribute ("con Ramón: <a
        # href=\"wa.me/52…"): the tag's start is markup between the name and the number
        tag = _OPEN_TAG_BEFORE.search(before_text, max(0, len(before_text) - 200))
        if tag is not None:
            named = names.person_before(before_text[: tag.start()] + " " * len(tag.group()))
    if named is not None:
        # "Informes Fidel (998) …", "con Paco: wa.me/…", "pregunten por Mari al …": the
        # one the number reaches, named right before it by a given name or a nickname.
        before_cues.append(_Cue("personal", named, len(before_text), "a person named before it"))
    after_text, after_cues = _segment_cues(text[end:hi], html=html)
    after_cues += [
        _Cue("company", m.start(), m.end(), "an establishment's address")
        for m in _ADDRESS_AFTER.finditer(fold(after_text))
    ]
    nearest = [
        n
        for n in (
            _nearest_before(before_text, before_cues),
            *((start - c.end, c) for c in _starting_in(contacts, lo, start) if c.end <= start),
        )
        if n is not None
    ]
    if not nearest:
        nearest = [
            n
            for n in (
                _nearest_after(after_cues),
                *((c.start - end, c) for c in _starting_in(contacts, end, hi)),
            )
            if n is not None
        ]
    where = "near"
    alone = _alone_on_line(text, line_start, line_end, start, end, html=html)
    if not nearest and line_start > 0 and alone:
        prev_start = text.rfind("\n", 0, line_start - 1) + 1
        prev_text, prev_cues = _segment_cues(
            text[max(prev_start, line_start - 1 - BEFORE) : line_start - 1], html=html
        )
        found = _nearest_before(prev_text, prev_cues)
        nearest = [found] if found else []
        where = "under"
    after_line = text[end:line_end]
    if html:
        after_line = _TAG.sub(" ", after_line)
    # The rest of the link the number is in ("wa.me/52…?text=Hola (Benjamín)") is no
    # text: whom it reaches is named after it.
    after_line = _LINK_REST.sub("", after_line, count=1)
    if not nearest:
        if names.person_after(after_line):
            return "personal", "a person named right after it"
        return "ambiguous", "no personal or company context around it"
    _, chosen = min(nearest, key=lambda n: n[0])
    if chosen.kind == "company" and (
        chosen.label.strip("'") in _WEAK_COMPANY
        or _FREE_CALL_CUE.fullmatch(chosen.label.strip("'"))
    ):
        # "Informes al 33 1234 5678 con Lupita", "Sra. Carmen, informes al …": words a
        # classified ad shares with a company's page; a person beside them decides.
        if names.person_after(after_line):
            return "personal", f"a person named after it, despite {chosen.label}"
        strong = [c for c in before_cues if c.kind == "company" and c is not chosen]
        if not any(c.label.strip("'") not in _WEAK_COMPANY for c in strong):
            people = [c for c in before_cues if c.kind == "personal"]
            if people:
                return "personal", f"{where} {people[-1].label}, despite {chosen.label}"
            if _SPEAKER.search(fold(text[line_start:start])):
                # "Urge, vendo mi auto. Informes …": someone selling their own things.
                return "personal", f"someone speaks for themselves, despite {chosen.label}"
    return chosen.kind, f"{where} {chosen.label}"


def _alone_on_line(
    text: str, line_start: int, line_end: int, start: int, end: int, *, html: bool
) -> bool:
    rest = text[line_start:start] + text[end:line_end]
    if html:
        rest = _TAG.sub("", rest)
    return not re.search(r"[A-Za-zÁÉÍÓÚáéíóúñÑ]{3,}", rest)


# --- the cheap pass: one compiled alternation ------------------------------------------

#: Everything personal data can start with, in one regular expression: a text with no
#: match costs this one pass. Each alternative is a superset of what a recognizer
#: needs (the recognizers then decide), so nothing a recognizer would find is skipped.
#: Written in the syntax RE2 and Python share: RE2 runs it when google-re2 is installed
#: (35 times faster here: one DFA pass, where Python's backtracking engine tries every
#: alternative at every character).
TRIGGER_PATTERN = (
    r"(?i)@|" + "\uff20" + r"|%40|&#(?:64|x40);|\\u0040"  # emails, also encoded
    r"|arroba|[\[({<][ \t]*(?:at|dot|punto|ponto|point)[ \t]*[\])}>]|\bat[ \t]+[\w\-]+[ \t]+dot\b"
    # (from the bracket, not the local part's last character: a window opened at a digit
    # is a number's)
    r"|[\[({<]a[\])}>](?:gmail|hotmail|outlook|yahoo|icloud|live|protonmail|prodigy)\b"
    r"|\bat[ \t]+(?:gmail|hotmail|outlook|yahoo|icloud|live|protonmail|prodigy)\b"
    r"|#(?:gmail|hotmail|outlook|yahoo|icloud|live|protonmail|prodigy)\."
    r"|\b(?:en|em|arroba)[ \t]+(?:gmail|hotmail|outlook|yahoo|icloud|protonmail|prodigy)\b"
    r"|[\-_](?:at|arroba)[\-_][ \t]?[a-z0-9]+[ \t]?[\-_](?:dot|punto|ponto|point)[\-_]"
    # round 17: the joined "at" before a plain domain ("ana _at_ gmail.com")
    r"|[\-_](?:at|arroba)[\-_][ \t]?[a-z0-9\-]+\.[a-z]"
    r"|tel:|sms:|callto:|wa\.me|whatsapp|(?:phone|tel|tel[eé]fono|telefone|cel|celular|movil|mobile|whatsapp)="
    # The separators of `mx_patterns._SEP`, written as characters (RE2 has no \u).
    r"|\d(?:(?:[ \t.\-()/" + "\u00a0\u2009\u202f\u2011\u2012\u2013"
    r"]|&nbsp;|&#160;|&#xa0;){0,3}\d){7,}"
    # round 26: a form body's number with `+` for its spaces (a card in a HAR's postData)
    r"|\d{4}\+\d{4}\+\d{4}\+\d"
    # CURP, RFC, INE voter key: letters, then a date (YYMMDD, its pairs perhaps split:
    # "SAVI97.0318…")
    r"|[a-zñ&]{3,6}[ .\-]?\d\d[ .\-]?[01]\d[ .\-]?[0-3]\d"
    # round 31: OCR's letter for a digit inside an id (`mx_patterns.find_ocr_ids`)
    r"|(?-i:\d[OolISB]\d)|[a-zñ]{4}[oilsb][0-9oilsb]{5}[hmx][a-z]{2}"
    r"|(?-i:[A-Z][A-Z0158]{3}[0-9OlISB]{6}[HMX][A-Z]{2})"
    # … dictated one character at a time ("G O H M 9 2 0 3 1 5 …").
    r"|[a-zñ&][ .\-][a-zñ&][ .\-][a-zñ&][ .\-][a-zñ&][ .\-]\d[ .\-]\d[ .\-][01][ .\-]\d"
    r"|pas(?:aport|sport|seport|saport[eo]|zport)|reisepass|\bpasap\.|\bpassp\.|\bpspt\b|\bppt\b"
    r"|\bnie\b"  # a Spanish NIE has seven digits: no digit run opens its window
    # round 30: … nor does a NIE's own notation, its letters around the seven digits
    r"|\b[xyz]\d{7}[a-z]\b"
    # round 30: a document a field's whole value names (`mx_patterns.find_redacted_copies`)
    r"|licencia de (?:conducir|manejo)|driver'?s? licen[cs]e|agregado m[eé]dico|\bdl#|idmex\d"
    # A travel document's record: its type field (`doc_tipo=P`), a nationality cell.
    r"|doc(?:ument)?_?(?:tipo|type|kind)|tipo_?(?:de_?)?doc"
    # round 29: ICAO's document code and the issuing state (`doc=P/US/…`, `DOCS/P/MEX/…`)
    r"|(?-i:\bP/[A-Z]{2,3}/[A-Z0-9])"
    r"|[;|\t,][ ]?(?-i:[A-Z]{3})[ ]?(?:[;|\t,]|\\t)"
    # round 20: a two-letter country's cell, then a passport-shaped one
    r"|[;|\t,][ ]?(?-i:[A-Z]{2})[ ]?(?:[;|\t,]|\\t)[ ]?(?-i:[A-Z]{0,2})\d{6,9}\b"
    r"|(?-i:[A-Z0-9<]{8}<<)"  # a machine-readable zone (passport, INE)
    # A record's row: a name's cell, then an ISO date's ("…Pérez,1958-12-14,…").
    # Quoted, SQL and HTML cells too ("…Pérez";"1958-12-14", 'Pérez', DATE '1958-…',
    # …Pérez</td><td>1958-…), and a date in parentheses after a name ("Pérez (1958-…").
    r"|[a-zñáéíóú][\"']{0,2}[ \t]*(?:[,;|\t(]|\\t|</td>[ \t]*<td[^<>]{0,40}>)[ \t]*"
    r"(?:date[ \t]+)?[\"']{0,2}(?:19|20)\d\d-[01]\d-[0-3]\d"
    r"|\bnac[ \t]*[:=][ \t]*[\"']?\d"  # a record's `nac=19520624`
    # round 15: a row's name cell, then a day-first date ("…;Maricela;17/09/1969;…")
    # (round 16: a comma's row too, "…,Joaquín,22.07.1976,…": a dotted date's digits
    # alone open no window)
    r"|[a-zñáéíóú][ \t]*[;|\t,][ \t]*\d{1,2}[/.\-]\d{1,2}[/.\-](?:19|20)\d\d"
    # round 25: an OCR'd scan's birth word (`NAC1MIENT0`, `B1RTH`): see mx_people
    r"|n[a4]c[i1l|]m[i1l|][e3]nt[o0]|n[a4]sc[i1l|]m[e3]nt[o0]|b[i1l|]rth"
    r"|nacimiento|nacid[oa]|nascid[oa]|\bnasc\.|\bnac(?:i[oó]?|í)(?:\W|$)|\bnac\.|\bborn\b|birth|\bdob\b|cumple|\bgeb\."
    r"|geboren|\bcumpl(?:o|i|í|io|ió|imos|ir[aá])[ \t]|fecha[ _](?:de[ _])?nac(?:\W|$)"
    r"|geburt"
    # round 15: see mx_people._BIRTH_WORD ("vino al mundo", a star, "FN:", "NAC 25-…",
    # "b. 1994-…", an age with its date in parentheses, `patient_dob`)
    r"|vin[oe] al mundo|came into the world|\bfn[ \t]*:?[ \t]*\d|\bnac[ \t]+\d"
    r"|,[ \t]*b\.[ \t]*(?:19|20)\d\d-|_dob\b|"
    + "\u2605|\u2736"
    + r"|\b(?:edad|age)[ \t]*:?[ \t]*\d{1,3}[ \t]*(?:a[ñn]os[ \t]*|years[ \t]*)?\("
    r"|\bf\.?[ ]?(?:de[ ])?nac\b|\([ ]?[nb]\.[ ]?\d|,[ ]?[nb]\.[ ]?\d|\bf/n\b"
    r"|naissance|nascimento|nascita|\bnasc(?:eu|i|emos|eram)\b|\bf\.[ ]?n\.[ ]?:?[ ]?\d"
    r"|\bn[ée]e?[ ](?:le|en)\b|\bnat[oa][ ]il\b"
    # round 14: a vCard's `BDAY`, "(b. Sep. 9, 1955)", an airline's `SSR DOCS` line, a
    # name's cell then a date's after a middle dot or a dash ("… · 05.05.1988 ·")
    r"|\bbday\b|\([ ]?[nb]\.[ ]?[a-z]{3}|\bssr[ ]docs\b"
    # (round 17: and a hyphen, which the view makes of the dashes)
    r"|[a-zñáéíóú][ \t]+[·–—\-][ \t]+\d{1,2}[./\-](?:\d{1,2}|[ivx]{1,4})[./\-](?:19|20)\d\d"
    # round 17: an encyclopedia's "(Guadalajara, 9 de octubre de 1964)" after a name
    r"|\([ \t]*[a-záéíóúñ][\w.]*(?:[ \t]+[\w.]+){0,3},[ \t]*\d{1,2}[ \t]+de[ \t]+[a-z]{4,10}"
    r"[ \t]+del?[ \t]+(?:19|20)\d\d"
    # round 20: a whole date right after a name, in parentheses or after a colon ("Ana
    # Ruiz (12 de marzo de 1958), vecina de …", "(March 12, 1958)", "(12/03/1958)")
    # (round 27: or in the table cell after the name's, "<td>Nombre</td><td>3 de mayo de …")
    # (round 47: "del" before the year, perhaps "del año", as `mx_people._DATE` reads it:
    # personal60's "<name>,22 de enero del 1960,…" opened no window)
    r"|[a-zñáéíóú][ \t]*(?:[(:]|</td>[ \t\r\n]*<td[^<>]{0,40}>)[ \t]*"
    r"(?:\d{1,2}[ \t]+(?:de[ \t]+)?[a-z]{3,10}\.?,?[ \t]+(?:del?[ \t]+)?(?:a[ñn]o[ \t]+)?"
    r"|[a-z]{3,10}\.?[ \t]+\d{1,2},?[ \t]+|\d{1,2}[/.\-]\d{1,2}[/.\-])(?:19|20)\d\d"
    # round 39: … or in a row's next cell, the date in words ("<name> | 14 de marzo de
    # 1987 | <state>", "<name>;3 de febrero de 1969;H", "…;5/jul/1984;…"): round 15 read a
    # row's day-first digits only (`mx_people._named_dates` reads the row as before)
    r"|[a-zñáéíóú][\"']{0,2}[ \t]*(?:[,;|\t]|\\t)[ \t]*[\"']{0,2}"
    r"(?:\d{1,2}[ \t]+(?:de[ \t]+)?[a-z]{3,10}\.?,?[ \t]+(?:del?[ \t]+)?(?:a[ñn]o[ \t]+)?"
    r"|[a-z]{3,10}\.?[ \t]+\d{1,2},?[ \t]+|\d{1,2}[/\-][a-z]{3,10}\.?[/\-])(?:19|20)\d\d"
    r"|\bcol\.|\bcolonia\b|\bfracc|\bbarrio\b|\bc\.[ ]?p\.|\bcp[ :]?\d|\bcalle\b|\bav\.|avenida"
    r"|privada|cerrada|andador|prolongaci[oó]n|\bblvd\b|calzada|\bretorno\b|\bcircuito\b"
    r"|callej[oó]n|\bcda\.|\bpriv\.|\bprol\.|\bcalz\.|boulevard|bulevar|perif[eé]rico"
    r"|\bmz\.?[ ]?\d|\bmanzana\b|unidad habitacional|\bu\.[ ]?h\.|\bdepto\b|domicilio|carretera"
    # round 15: rural and estate addresses, Cancún's blocks, who moved where
    r"|\bcarr\.|\bejido\b|rancher[ií]a|\binfonavit\b|\bvillas\b|\bsm[ ]\d"
    r"|supermanzana|\bzona[ ]centro\b|ahora (?:estoy|vivo|vivimos|estamos) en|me (?:cambi|mud)[eé] a"
    r"|streetaddress|street_address|postalcode|postal_code"
    # round 17: a map's link to a place, a vCard's address property
    r"|/maps/|maps\.google|maps\.apple|\badr;"
    # Portuguese, French, German, Italian addresses: "Rua …, 145", "12 rue …",
    # "…straße 14", "CEP 80420-090", "Bairro …", "Piazza …".
    r"|\brua\b|\brue\b|stra(?:ss|ß)e\b|str\.[ ]?\d|\bcep\b|\bbairro\b|\btravessa\b"
    r"|\balameda\b|\bpiazza\b|\bviale\b|endere[cç]o|adresse|indirizzo|\d{5}-\d{3}\b"
    # Address labels before a street written without its type ("Dirección de entrega:
    # Hidalgo 45, …", "vivo en Hidalgo 45").
    r"|direcci[oó]n de (?:entrega|env[ií]o|domicilio)|\bviv[oe]n? en\b|\breside en\b"
    r"|\bradica en\b|\bship to\b|\bdeliver to\b|shipping address|home address"
    # Spain's "C/ del Olmo, 12", a first-person home, Portuguese "Morada de …".
    r"|\bc/[ ]?[a-z]{2}|\bmi casa\b|\bnuestra casa\b|\bi live at\b|\bmorada\b"
    # English street addresses: "742 Evergreen Terrace", "1600 Elm Street".
    r"|\b\d{1,6}[ ]+(?:[a-z]+\.?[ ]+){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive"
    r"|dr|lane|ln|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy"
    r"|square|sq|crescent|close|gardens|row|mews|trail|trl)\b"
)


def _trigger() -> Any:
    """The compiled trigger: RE2 when google-re2 is there, else Python's re."""
    return compile_linear(TRIGGER_PATTERN)


#: A run of digits glued to an id, a path, a parameter or a decimal is never a phone
#: or an identifier (the recognizers refuse it too, with the same test); neither are
#: dates, SVG coordinates and version numbers. Dropping them here keeps windows few.
_NOT_A_NUMBER = re.compile(
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[ T]\d.*)?"  # 2024-06-13, 2024-06-13 09:49
    r"|.*\d\.\d+[ \t]+\d.*|.*\d[ \t]+\d+\.\d.*"  # 33.075 13.825: coordinates, amounts
    # 1.2.3, 9.9-9.9: versions, ranges; not ten digits in dotted pairs, a phone's
    # notation ("55.98.09.93.76", round 15)
    r"|(?!\d\d(?:\.\d\d){4}$)(?:\d{1,2}\.){2,}\d+(?:-\d.*)?"
)


#: A country code after its `+`, then the national number in dotted groups ("+1
#: 312.778.4105"): the dots are a phone's, not decimals.
_INTERNATIONAL_DOTTED = re.compile(r"\d{1,3} \d{2,4}(?:\.\d{2,4}){2,3}")
#: Round 27: every group joined by dots, the country code's too ("+52.1.<ten digits>",
#: "+52.1.55.8765.4321"): after a `+`, eleven to fifteen digits are a whole international
#: number, which no version or decimal is.
_ALL_DOTTED = re.compile(r"\d{1,3}(?:\.\d{1,10}){1,5}")


def _digits_may_matter(text: str, start: int, value: str) -> bool:
    signed = (
        start > 0
        and text[start - 1] == "+"
        and (
            _INTERNATIONAL_DOTTED.fullmatch(value) is not None
            or (
                _ALL_DOTTED.fullmatch(value) is not None
                and 11 <= sum(c.isdigit() for c in value) <= 15
            )
        )
    )
    while start > 0 and text[start - 1] in "+(":
        start -= 1  # "+52 …", "(55) …": the value starts at the sign
    if signed:
        return mp._left_ok(text, start)
    return (
        mp._left_ok(text, start)
        or mp.named_field_before(text, start)
        or mp.is_e164_field(text, start)
        or mp.recipient_param_before(text, start)
        or mp.glued_but_named(text, start, value)  # round 29: `val2=<NSS's own shape>`
        or mp.ssn_printed_cell(text, start, value)  # round 29: `EMP-12,<SSN>,W-2`
    ) and not (_NOT_A_NUMBER.fullmatch(value))


#: Context a recognizer reads around a trigger (labels before a number, a name before
#: a phone, the parts of an address, an email's local part and domain).
WINDOW = 128


def candidate_windows(text: str) -> list[tuple[int, int]]:
    """[start, end) windows of `text` around every trigger, merged where they touch."""
    windows: list[tuple[int, int]] = []
    for m in _trigger().finditer(text):
        start, end = m.start(), m.end()
        value = m.group()
        ocr = len(value) == 3 and value[1] in "OolISB"  # round 31: `mp.find_ocr_ids`
        if text[start].isdigit() and not ocr and not _digits_may_matter(text, start, value):
            continue
        lo, hi = max(0, start - WINDOW), min(len(text), end + WINDOW)
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
        else:
            windows.append((lo, hi))
    return windows


#: Between two windows handed to presidio as one text: no recognizer reads across it.
_JOINER = "\n\n"


def recognize_windows(text: str, windows: list[tuple[int, int]]) -> list[mp.Candidate]:
    """presidio's candidates in the windows, with offsets into `text`.

    The windows are joined into one text (one presidio call per file, not per window).
    A candidate touching a window's cut edge may be a truncated token and is dropped:
    every real one lies a whole `WINDOW` inside its merged window.
    """
    pieces: list[str] = []
    spans: list[tuple[int, int, int]] = []  # (joined start, text start, length)
    at = 0
    for lo, hi in windows:
        spans.append((at, lo, hi - lo))
        pieces.append(text[lo:hi])
        at += hi - lo + len(_JOINER)
    joined = _JOINER.join(pieces)
    if not any(finder(joined) for finder in _FINDERS):
        # A trigger is a superset: often nothing in the windows is a candidate after all
        # (a date, an `@media` rule). Then presidio and spaCy are not even imported: a
        # commit hook over fixtures with no contact never pays for them.
        return []
    from fixture_guard.detect.presidio_mx import recognize

    starts = [j for j, _, _ in spans]
    found = []
    for c in recognize(joined):
        k = bisect.bisect_right(starts, c.start) - 1
        j, lo, length = spans[k]
        if c.end > j + length:
            continue
        cut_left = lo > 0 and c.start == j
        cut_right = lo + length < len(text) and c.end == j + length
        if cut_left or cut_right:
            continue
        shift = lo - j
        found.append(
            mp.Candidate(c.entity, c.kind, c.start + shift, c.end + shift, c.verified, c.info)
        )
    return found


# --- the detector ----------------------------------------------------------------------


def find_personal(text: str, *, media: str, config: Config) -> list[Match]:
    """Personal data in `text`, as matches to report (and, for `redact`, to replace).

    `media` is the file's kind (`html`, `json`, `text`, `pdf` for a page's text):
    in HTML, markup is ignored when reading a phone's context. Detection reads the
    text's normalised view (`detect.textview`: escapes, entities, full-width and
    invisible characters decoded); matches carry the original's offsets and value.
    """
    if not text:
        return []
    # A person's sensitive data and records (round 16, `detect.person_records`): their
    # own RE2 pass over the original text.
    records = find_person_records(text)
    # Round 29: base64 records (their own RE2 pass), read decoded.
    records = _merge(records, _encoded_records(text, config=config))
    # Round 31b: the recorder's own data (home directory, machine name, signed-in user,
    # address in the client-IP headers round 16 did not name): `detect.operator_env`.
    records = _merge(records, find_operator_identity(text))
    if _trigger().search(text) is None and not is_view_sensitive(text):
        # Nothing a recognizer could start from, and nothing the view would decode
        # into one: the cheap pass decided (no view, no presidio).
        return records
    view = view_of(text)
    found = _find_in(view.text, candidate_windows(view.text), media=media, config=config)
    if view.spoken:
        found = sorted(
            found + _spoken_phones(view.text, view.spoken, found, html=media == "html"),
            key=lambda m: (m.start, m.end, m.code),
        )
    if not view.is_identity:
        found = [restore(m, view, text) for m in found]
    if records:
        # An IP read as a phone to review ("from 201.141.88.23") is the client's address.
        ips = [r for r in records if r.kind == "client-ip"]
        found = [
            m
            for m in found
            if not (m.ambiguous and any(r.start < m.end and m.start < r.end for r in ips))
        ]
        taken = [(m.start, m.end) for m in found]
        found += [r for r in records if not any(s < r.end and r.start < e for s, e in taken)]
        found.sort(key=lambda m: (m.start, m.end, m.code))
    return found


def _merge(first: list[Match], second: list[Match]) -> list[Match]:
    if not second:
        return first
    return sorted(first + second, key=lambda m: (m.start, m.end, m.code))


#: Round 29: a record base64-encoded into one value (`"ctx": "eyJub21icmUiOi…"`, a state
#: or context parameter a system passes along): the datum is in the fixture whatever its
#: encoding. A run that starts as base64 of `{"` or `{ "` is decoded; when it is a JSON
#: text (UTF-8, an object), the detectors read it as a record, and what they find there
#: is reported once over the encoded run. A JWT's segments (joined by dots) are left to
#: the secrets family; a cursor or a company's card holds nothing personal and is kept.
_ENCODED_JSON = r"(?:^|[^A-Za-z0-9+/=_.\-])(?:eyJ|eyAi)[A-Za-z0-9+/_\-]{37}"
_ENCODED_BODY = re.compile(r"(?:eyJ|eyAi)[A-Za-z0-9+/_\-]{37,12000}={0,2}")


def _encoded_records(text: str, *, config: Config) -> list[Match]:
    # A record nested in a record is read by the same call on the decoded text; each level
    # is a quarter shorter than the run it came from (at most 12,000 characters), so the
    # nesting ends after a few levels.
    if compile_linear(_ENCODED_JSON).search(text) is None:
        return []
    import base64
    import binascii

    found = []
    for m in _ENCODED_BODY.finditer(text):
        s, e = m.span()
        if (s and text[s - 1] in "./+=_-") or (e < len(text) and text[e] in "."):
            continue  # a JWT's segment, a longer token's tail
        blob = m.group()
        try:
            decoded = base64.b64decode(
                blob.replace("-", "+").replace("_", "/") + "=" * (-len(blob) % 4), validate=True
            ).decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        if not decoded.lstrip().startswith("{") or '"' not in decoded:
            continue
        inner = [
            x for x in find_personal(decoded, media="json", config=config) if x.code != NAME_CODE
        ]
        if not inner:
            continue
        strongest = min(inner, key=lambda x: (x.ambiguous, x.start))
        found.append(
            Match(
                strongest.code,
                "encoded-record",
                s,
                e,
                blob,
                ambiguous=strongest.ambiguous,
                note=f"a base64-encoded record holding a {strongest.kind}",
            )
        )
    return found


def _spoken_phones(
    text: str, spoken: tuple[tuple[int, int], ...], found: list[Match], *, html: bool
) -> list[Match]:
    """Round 28: a phone spelled out digit by digit ("tres tres uno ocho …"), with no phone
    word before it. Ten bare digits are an id's as often as a phone's, so the phone rules
    ask for a word or a name; spelled in words they are dictated, and a number is
    dictated so only to be dialled (or to slip past a chat's filter). Ten digits (twelve
    with Mexico's 52) that make a phone, with no id's word before them (an order's
    number dictated stays an id), are read as one; whose it is, as for any phone."""
    matches = []
    for start, end in spoken:
        digits = text[start:end]
        if not (len(digits) == 10 or (len(digits) == 12 and digits.startswith("52"))):
            continue
        if any(m.start < end and start < m.end for m in found):
            continue
        if mp.ID_WORDS.search(mp._fold(mp.label_before(text, start, mp.PHONE_LABEL_REACH))):
            continue
        parsed = mp._interpret(digits, linked=False)
        if parsed is None or _placeholder_run(digits):
            continue
        c = mp.Candidate(mp.PHONE, "phone", start, end, info={**parsed, "worded": True})
        match = _phone_match(text, c, digits, html=html, contacts=[])
        if match is not None:
            matches.append(match)
    return matches


def _placeholder_run(digits: str) -> bool:
    """Counting up or down, or one digit repeated: a count, not a number to dial."""
    tail = digits[-8:]
    return len(set(tail)) == 1 or tail in "0123456789012" or tail in "9876543210"


def restore(match: Match, view: TextView, text: str) -> Match:
    """`match`, found in `view`, with the offsets and the value of the original `text`."""
    start, end = view.span(match.start, match.end)
    return replace(match, start=start, end=end, value=text[start:end])


def _find_in(
    text: str, windows: list[tuple[int, int]], *, media: str, config: Config
) -> list[Match]:
    """`find_personal` on a text already normalised, with its candidate windows."""
    if not windows:
        return []
    recognized = recognize_windows(text, windows)
    # An address is long and holds numbers: it is read beside the other candidates,
    # never in their place ("Calle 5 de Mayo 123, Col. Centro. Celular 222 …").
    addresses = [c for c in recognized if c.entity == mx_people.ADDRESS]
    candidates = sorted(
        _without_overlaps([c for c in recognized if c.entity != mx_people.ADDRESS]) + addresses,
        key=lambda c: (c.start, c.end),
    )
    html = media == "html"
    matches: list[Match] = []
    contacts: list[_Cue] = []
    for c in candidates:
        if c.entity != mp.EMAIL:
            continue
        value = text[c.start : c.end]
        address = f"{c.info['local']}@{c.info['domain']}" if c.info.get("obfuscated") else value
        if is_placeholder_email(address):
            continue
        if is_role_mailbox(address, config.role_mailboxes) or is_institutional_mailbox(
            text, c.start, address
        ):
            contacts.append(_Cue("company", c.start, c.end, "a role mailbox"))
            continue
        contacts.append(_Cue("personal", c.start, c.end, "a personal email"))
        how = "obfuscated personal email" if c.info.get("obfuscated") else "personal email"
        matches.append(
            Match(
                EMAIL_CODE,
                "personal-email",
                c.start,
                c.end,
                value,
                replacement=EMAIL_PLACEHOLDER,
                note=f"{how}: not a role mailbox",
            )
        )
    # A PDF's lines are where its column wrapped, not where a thought ends: "… at the
    # FAA,\ncall (816) …" is one sentence. A phone's context is read across them (the
    # same length, so offsets hold).
    phone_text = text.replace("\n", " ") if media == "pdf" else text
    for c in candidates:
        value = text[c.start : c.end]
        if c.entity == mp.PHONE:
            match = _phone_match(phone_text, c, value, html=html, contacts=contacts)
            if match is not None:
                matches.append(match)
        elif c.entity in _ID_CODES:
            verified = c.verified
            matches.append(
                Match(
                    _ID_CODES[c.entity] if verified else UNVERIFIED_CODE,
                    c.kind,
                    c.start,
                    c.end,
                    value,
                    replacement=ID_PLACEHOLDERS[c.kind],
                    ambiguous=not verified,
                    note=_ID_NOTES[c.entity] if verified else _UNVERIFIED_NOTES[c.entity],
                )
            )
        elif c.entity == mx_people.PASSPORT:
            matches.append(
                Match(
                    PASSPORT_CODE,
                    "passport",
                    c.start,
                    c.end,
                    value,
                    replacement=ID_PLACEHOLDERS["passport"],
                    note="passport number (after a passport word)",
                )
            )
        elif c.entity == mx_people.MRZ:
            passport = c.kind == "passport-mrz"
            country = c.info.get("country", "")
            matches.append(
                Match(
                    PASSPORT_CODE if passport or country != "MEX" else INE_CODE,
                    c.kind,
                    c.start,
                    c.end,
                    value,
                    replacement=ID_PLACEHOLDERS[c.kind],
                    note=(
                        "a passport's machine-readable name line (its first line's shape)"
                        if c.info.get("name_line")
                        else "a passport's machine-readable zone (check digits valid)"
                        if passport
                        else "an identity card's machine-readable zone (check digits valid)"
                    ),
                )
            )
        elif c.entity == mx_people.BIRTH_DATE:
            whose = birth_date_owner(text, c.start, c.end, html=html)
            if whose is not None:
                matches.append(
                    Match(
                        BIRTH_DATE_CODE,
                        "birth-date",
                        c.start,
                        c.end,
                        value,
                        replacement=ID_PLACEHOLDERS["birth-date"],
                        note=f"birth date of a person ({whose})",
                    )
                )
        elif c.entity == mx_people.ADDRESS:
            match = _address_match(text, c, value, html=html)
            if match is not None:
                matches.append(match)
    matches.extend(_names_near_contacts(text, candidates, matches))
    # A processor's published test card or a phone in the range reserved for fiction,
    # on a line that calls it a sample (`detect.doc_samples`), belongs to nobody.
    matches = [
        m
        for m in matches
        if not (
            m.kind in _SAMPLE_KINDS
            and is_documented_sample(m.kind, m.value)
            and marked_as_sample(text, m.start, m.end)
        )
    ]
    return sorted(matches, key=lambda m: (m.start, m.end, m.code))


_SAMPLE_KINDS = frozenset(
    {"payment-card", "personal-phone", "phone-to-review", "rfc-person", "passport", "national-id"}
)


#: The finders behind presidio's recognizers (`presidio_mx.FINDERS`), minus NER.
_FINDERS = (
    mp.find_emails,
    mp.find_obfuscated_emails,
    mp.find_phones,
    mp.find_curps,
    mp.find_rfcs,
    mp.find_ine_keys,
    mp.find_number_ids,
    mp.find_national_ids,
    mp.find_redacted_copies,  # round 30
    mp.find_ocr_ids,  # round 31
    mx_people.find_passports,
    mx_people.find_mrz,
    mx_people.find_birth_dates,
    mx_people.find_addresses,
)


# --- birth dates and addresses: whose? ---------------------------------------------------

_FIRST_PERSON = re.compile(r"\b(?:soy|yo|mi|mis|me llamo|naci|i'?m|i am|my|me)\b", re.IGNORECASE)
#: A record's own field: `"birthDate": "…"`, `fecha_nacimiento: …`.
_BIRTH_FIELD = re.compile(
    r"[\w\-]*(?:birth|nacimiento|f_?nac|dob|geburt|cumple)[\w\-]*"
    r"[\"']?\s*[:=]\s*[\"']?\s*$",
    re.IGNORECASE,
)
#: How far before a datum a name or a first-person word makes it someone's.
PERSON_REACH = 160


def _line_before(text: str, start: int, reach: int, *, html: bool) -> tuple[int, str]:
    """The context before a datum: its line, or the line before when the datum is alone
    on its line (`mx_patterns.label_before`); markup blanked."""
    del html  # markup is blanked in every medium: a JSON string may hold a page
    return start, mp.label_before(text, start, reach)


def birth_date_owner(text: str, start: int, end: int, *, html: bool) -> str | None:
    """Why the birth date at [start, end) (a date right after a birth word) is a
    person's."""
    _, before = _line_before(text, start, PERSON_REACH, html=html)
    if _BIRTH_FIELD.search(before):
        return "a record's birth-date field"
    if names.find_names(before):
        return "a person is named"
    if _FIRST_PERSON.search(before):
        return "someone speaks of themselves"
    # A date right after a birth label ("Fecha de nacimiento", "Nacido el", "DOB") is
    # someone's birth date even when their name is on another line: a CV's header, a
    # form's first row, an obituary's first sentence.
    return "a birth label before it"


_ADDRESS_COMPANY = re.compile(
    r"s\.? ?a\.?(?: ?b\.?)? de c\.? ?v|\bs\.? ?c\.(?!\w)|\bs\.? de r\.? ?l|\bs\.? ?a\.(?!\w)|"
    r"\b(?:piso|torre|edificio|oficinas?|office|head ?office|headquarters|hq|matriz|"
    r"sucursal|corporativo|fiscal|publisher\w*|empresa|sociedad|company|gobierno|unidad de|"
    r"municipio de|secretaria|oficialia|instituto|transparencia|parque industrial|"
    # (round 28: "la planta baja/alta" is a floor of a house, "yo vivo en la planta baja,
    # <address>"; a company's plant is "la planta" alone or "planta de …")
    r"planta(?! (?:baja|alta))|bodega|centro comercial|consultores|inmobiliaria|grupo|"
    r"laboratorios?|editorial|universidad|sede|dependencia|ayuntamiento|nuestras? (?:oficinas|instalaciones)|visitanos|"
    r"visit us|inc|llc|ltd|corp|branch|plant|warehouse|delegacion|alcaldia|procuraduria|"
    r"fiscalia|tribunal|juzgado|congreso|senado|comision|consejo|coordinacion|"
    r"direccion general|subsecretaria|registro civil|ventanilla|atencion ciudadana|"
    r"sat|imss|issste|ine|cfe|pemex|sep|sre|profeco|condusef|conagua|inegi|unam|ipn|uam|"
    r"sct|sedena|semar|ssa|segob|shcp|infonavit|fovissste|dif)\b"
    r"|\b(?:" + ESTABLISHMENTS + r")\b"
    # Trade names in the plural ("Farmacias …", "Hoteles …", "Mueblería…s", "Transportes
    # …"); not every establishment word: "Palacios", "Posadas" are surnames.
    r"|\b(?:(?:farmacia|muebleria|ferreteria|papeleria|tienda|hotel|restaurante|clinica|"
    r"zapateria|joyeria|optica|panaderia|tortilleria|libreria|refaccionaria|agencia|"
    r"laboratorio|supermercado|abarrote)(?:s|es)|transportes|servicios|distribuidora|"
    r"comercializadora|industrias|constructora|software)\b"
)
#: Between an institution's word and the name it is named for: spaces, and at most two
#: capitalised words or titles ("Hospital General Dr. Manuel Gea", "Escola Estadual …").
_NAMED_FOR = re.compile(r"(?:[ \t]+[A-ZÁÉÍÓÚÑ][\w]*\.?){0,2}[ \t]+")
#: An event at a place: the address after it is where something happened (a ceremony, a
#: visit, a meeting), not where the person named before it lives ("El alcalde … inauguró
#: la obra en Av. …", "the senator visited …").
_ADDRESS_VENUE = re.compile(
    r"\b(?:inaugur\w+|visit(?:o|aron|ara|aran|ed|s)|recorri(?:o|eron)|encabez(?:o|aron|ara)|"
    r"presidi(?:o|eron)|se reuni(?:o|eron|ra|ran)|se (?:llev|realiz|celebr)(?:o|ara|aran|aron) "
    r"(?:a cabo )?|tuvo lugar|tendra lugar|se efectu\w+|ceremonia|mitin|evento|"
    r"rueda de prensa|conferencia de prensa|inaugurated|opened|held|took place|"
    r"will take place|ceremony|rally|event)\b"
)
#: Inside an address, what makes it a workplace's: a floor, a shop, an office, a plant.
#: Institution words inside it are street or neighbourhood names ("Av. Universidad",
#: "Col. Doctores"), so they are not read there.
_INSIDE_COMPANY = re.compile(
    r"\b(?:piso|torre|edificio|local|locales|oficinas?|despacho|consultorio|nave|bodega|"
    r"parque industrial|planta|km|centro comercial|plaza comercial|suite|office|floor)\b"
)
#: Inside an address, a home's parts: an apartment, a block and lot, a housing estate.
_INSIDE_HOME = re.compile(
    r"\b(?:depto|dpto|dto|departamento|manzana|mz|lt|lote|casa \w{1,4}|unidad habitacional|"
    r"u\.? ?h|infonavit|int|interior|apt|apartment|flat|"
    # round 15: a rural home ("Ejido La Joya", "Ranchería El Tular", "Domicilio conocido")
    r"ejido|rancheria|domicilio conocido)\b"
)
#: A home's parts outrank these company parts: flats are in towers and buildings too,
#: and rural homes are addressed by a highway's kilometre.
_RESIDENTIAL_BUILDING = frozenset({"piso", "torre", "edificio", "km"})
#: Round 42: right before a home's part, the neighbourhood's word: "Col. Infonavit
#: Norte", "Fraccionamiento Infonavit …" name a neighbourhood (once an estate), not
#: the home's unit the way "U.H. Infonavit …, Edificio 12" or "Depto. 302" does.
_NEIGHBOURHOOD_BEFORE = re.compile(
    r"\b(?:col\.?|colonia|fracc\.?|fraccionamiento|barrio|bairro)[ \t]*$"
)
_SCHEMA_TYPE = re.compile(r"\\?[\"']@type\\?[\"']\s*:\s*\\?[\"'](\w+)\\?[\"']")
_SCHEMA_PARTS = frozenset({"postaladdress", "geocoordinates", "contactpoint", "country"})
#: Right before an address, a word that says someone lives there: "reside en", "vive en",
#: "domicilio:", "último domicilio conocido".
_RESIDENCE = re.compile(
    # (round 20: Argentina's "domicilio real", Spain's "domicilio habitual")
    r"\b(?:domicilio(?! fiscal)(?: particular| conocido| actual| real| habitual)?|vive en|viven en|vivo en|"
    r"reside en|radica en|habita en|residencia en|lives at|lives in|resides at|home address|"
    # Portuguese, French, German, Italian: "endereço residencial", "mora na", "adresse
    # personnelle", "Privatadresse", "wohnhaft in", "residente in".
    r"endereco residencial|endereco pessoal|mora na|mora no|mora em|reside na|reside no|"
    # The first person: "moro na …", "moramos em …"; and where a parcel is left for
    # someone: "entregar en: …", "enviar a: …", "entregar no …".
    r"moro na|moro no|moro em|moramos na|moramos no|moramos em|entregar en|entregar a|"
    # round 15: who moved there ("ya me cambié, ahora estoy en …", "nos mudamos a …")
    r"ahora (?:estoy|vivo|vivimos|estamos) en|me (?:cambie|mude) a|nos (?:cambiamos|mudamos) a|"
    r"(?:estoy|estamos) viviendo en|"
    r"enviar a|entregar na|entregar no|entregue na|entregue no|"
    # Portugal's "Morada de <name>:" (the word alone heads a company's address too).
    r"morada(?= d[aoe] )|"
    r"adresse personnelle|domicile|habite au|habite a|privatadresse|wohnhaft in|"
    r"wohnt in|residente in|abita in)\b"
)
#: Between a residence word and the address: nothing but punctuation, or whose it is
#: ("Endereço residencial de Raúl: …", "domicilio particular de la Sra. Ruiz: …",
#: "home address of Ana Ruiz: …").
_RESIDENCE_TAIL = re.compile(
    r"[ :,()]*|[ \t]+(?:de|del|da|do|of|von|di)[ \t]+(?:(?:la|el|sra?|dra?|lic|ing)\.?[ \t]+)?"
    r"[^\W\d][\w'\-]*(?:[ \t]+[^\W\d][\w'\-]*){0,3}[ \t]*[:,(\-][ \t]*"
)
_ADDRESS_PERSONAL = re.compile(
    r"\b(?:domicilio(?! fiscal)|particular|home|mi casa|casa de|vive|viven|vivo|reside|"
    r"residencia|mi direccion|my address|'s address|shipping|envio|entrega|destinatario|"
    r"cliente|huesped|guest|paciente|patient|empleado|alumno|manzana|mz|lt|depto|"
    r"departamento|dpto)\b"
    # Record keys written as one word: "homeAddress", "direccionEnvio", "shipping_address".
    r"|(?:home|shipping|delivery|mailing|residential|personal)_? ?address|"
    r"direccion_? ?(?:de_? ?)?(?:envio|entrega)|domicilio\w*"
    # round 26: an e-commerce event's payload (GA4's `begin_checkout`,
    # `add_shipping_info`, `purchase`; a beacon's `"event":"checkout"`): the address it
    # carries is the buyer's
    r"|\b(?:begin_?)?checkout\b|\badd_shipping_info\b|\badd_payment_info\b"
    r"|\"event\": ?\"purchase\""
)


#: Right after an address, the clause of a privacy notice that makes its owner the
#: controller of the reader's data ("…, es responsable del tratamiento de sus datos
#: personales", "is responsible for processing your personal data", "é responsável
#: pelo tratamento"): the reader's data are handled by an organisation, at its address.
_CONTROLLER_AFTER = re.compile(
    r"[\s,;.)\-]{0,6}(?:(?:y|and|e) )?(?:quien |que |which |who )?"
    r"(?:es|sera|is|will be|e|sera|actua como|acts as)(?: el| la| the| o| a)? "
    r"(?:responsable|responsavel|responsible|controller|data controller|encargad[oa])"
    r"(?: del| de la| de| for| of| pelo| pela)?"
    r"(?: (?:tratamiento|uso|proteccion|tratamento|processing|the processing|tus|sus|your|"
    r"los|the|dados|datos|data|personal))"
)
#: The speaker's own home named before an address ("mi casa", "nuestro depa").
_OWN_HOME = re.compile(
    r"\b(?:mi|mis|nuestra|nuestro|my|our) (?:casa|domicilio|depa|departamento|hogar|home|house)\b"
)
#: A purpose's "para" right before a word ("… para la posada", "for the party").
_PURPOSE_BEFORE = re.compile(r"\b(?:para|for)(?: (?:la|el|los|las|una?|the|a))? $")
#: Round 38: an address's noun and "de", right before the person it is of ("Dirección
#: de <name> para la posada", "Casa de <name> …", "Address of <name> for …").
_WHOSE_ADDRESS = re.compile(
    r"\b(?:direccion|domicilio|casa|ubicacion|endereco|morada|address|home|house)"
    r" (?:de|del|da|do|of)(?: (?:la|el|sra?|srta|dra?|lic|ing|don|dona|mr|mrs|ms)\.?)? $"
)


def _owner_before_purpose(before: str, folded: str, at: int) -> bool:
    """Whether a person named as the address's owner ("Dirección de <name>") ends right
    before the purpose's "para"/"for" that ends at `at`."""
    purpose = _PURPOSE_BEFORE.search(folded, 0, at)
    if purpose is None:
        return False
    return any(
        not folded[n.end : purpose.start()].strip()
        and _WHOSE_ADDRESS.search(folded, 0, n.start) is not None
        for n in names.find_names(before)
    )


#: A natural person named as such, in Mexican tax terms or in English.
_NATURAL_PERSON = re.compile(r"\b(?:persona fisica|natural person|pessoa fisica)\b")
#: "… con Ricardo en <address>", "ask for Ana at <address>": a person, then the place
#: where they are found.
#: Round 50 (personal66's missed home address, "informes con <given name> en su casa:
#: <address>"): the place may be named as the person's home by a possessive between them,
#: "en su casa", "en su hogar", "at her home", "na casa dela", "em sua casa": the home is
#: the person's just named. Only a home's noun, right before the address (a workplace's,
#: "en su consultorio", "en su oficina", or a company's house, "casa matriz", "casa
#: muestra", is not one).
_AT_PLACE = re.compile(
    r"[ \t]+(?:en|in|at|em|na|no)"
    r"(?i:[ \t]+(?:(?:su|his|her|their|sua|seu|la|el|the)[ \t]+)?"
    r"(?:casa|hogar|depa|departamento|domicilio|residencia|home|house|place|apartment|flat|"
    r"apartamento|resid[eê]ncia)(?:[ \t]+(?:dele|dela|de [eé]l|de ella))?)?"
    r"[ \t:,]*$"
)
#: How far back a value's schema.org object may have declared its `@type`.
SCHEMA_REACH = 400


def schema_owner(text: str, start: int) -> tuple[str, str] | None:
    """("personal" | "company", type) when the value at `start` sits in a schema.org
    object (JSON-LD) of a known owner: the nearest `@type` before it that is not a part
    (a PostalAddress, a ContactPoint), with no object closed in between."""
    before = text[max(0, start - SCHEMA_REACH) : start]
    for m in reversed(list(_SCHEMA_TYPE.finditer(before))):
        schema_type = m.group(1)
        if schema_type.lower() in _SCHEMA_PARTS:
            continue
        if _closed_between(before, m.end()):
            return None
        if schema_type.lower() in ("person", "patient"):
            return "personal", schema_type
        return "company", schema_type
    return None


def _closed_between(segment: str, at: int) -> bool:
    """Whether more objects close than open in `segment[at:]` (the value left it)."""
    depth = 0
    for ch in segment[at:]:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth < 0:
                return True
    return False


def classify_address(text: str, start: int, end: int, *, html: bool) -> tuple[str, str]:
    """("personal" | "company" | "ambiguous", why) for the address at [start, end).

    Company parts inside it (`Piso 4`, `Torre B`) decide first; then the nearest cue
    before it on its line (a name, `domicilio`, a company's legal form, `headquarters`);
    then a home's parts inside it (`Mz 25 Lt 42`, `depto.`).
    """
    inner = mx_people.fold(text[start:end])
    line_end = text.find("\n", end)
    after = mx_people.fold(text[end : min(end + 120, len(text) if line_end < 0 else line_end)])
    if _CONTROLLER_AFTER.match(after):
        # A privacy notice's controller: "X, con domicilio en …, es responsable del
        # tratamiento de sus datos" (LFPDPPP art. 16) names an organisation's address.
        return "company", "a privacy notice's controller"
    inside_home = _INSIDE_HOME.search(inner)
    _, before = _line_before(text, start, PERSON_REACH, html=html)
    folded = mx_people.fold(before)
    residence = [
        m
        for m in _RESIDENCE.finditer(folded)
        if _RESIDENCE_TAIL.fullmatch(folded[m.end() :])
        and not _ADDRESS_COMPANY.search(folded[m.end() :])  # "domicilio de la empresa:"
    ]
    # A parcel is delivered to offices too: only a word of living there outranks a
    # floor or a tower inside the address.
    lives = [m for m in residence if not m.group().startswith(("entreg", "enviar"))]
    # round 42: when every home's part is a neighbourhood's name ("Col. Infonavit …"),
    # a floor or a tower is an office's unless a person or a residence is named before
    floor = None
    for inside_company in _INSIDE_COMPANY.finditer(inner):
        if (inside_home or lives) and inside_company.group() in _RESIDENTIAL_BUILDING:
            # A flat in a tower, a home on a highway's kilometre ("reside en Km 3.5
            # Carretera a …"): a home's parts or a residence word right before it win.
            if floor is None and not lives and _only_neighbourhoods(inner):
                floor = inside_company.group()
            continue
        return "company", f"'{inside_company.group()}' in it"
    if residence:
        return "personal", f"after '{residence[-1].group()}'"
    types = [t for t in _SCHEMA_TYPE.findall(before) if t.lower() not in _SCHEMA_PARTS]
    if types:
        # Structured data says whose it is: a schema.org Person's, or an Organization's,
        # a LocalBusiness's, a Place's (whatever name either carries).
        if types[-1].lower() in ("person", "patient"):
            return "personal", "a schema.org Person's address"
        return "company", f"a schema.org {types[-1]}'s address"
    cues: list[tuple[int, str, str]] = []
    company = list(_ADDRESS_COMPANY.finditer(folded))
    if _NATURAL_PERSON.search(folded):
        # "Factura a persona física <name>, domicilio fiscal …" (round 15): a natural
        # person's fiscal address is that person's.
        company = [m for m in company if m.group() != "fiscal"]
    cues += [
        (m.end(), "company", f"'{m.group()}'")
        for m in company
        # round 18: "te paso mi casa para la posada: <link>": after the speaker's own home,
        # an establishment's word after "para" names the occasion, not whose place it is
        if not (
            _PURPOSE_BEFORE.search(folded, 0, m.start())
            and (
                _OWN_HOME.search(folded, 0, m.start())
                # round 38: "Dirección de <person> para la posada: …", the owner named
                or _owner_before_purpose(before, folded, m.start())
            )
        )
    ]
    cues += [(m.end(), "personal", f"'{m.group()}'") for m in _ADDRESS_PERSONAL.finditer(folded)]
    # A name right after an institution's word is the institution's own ("Biblioteca
    # Mário de Andrade", "Hospital Juárez", "Escola Estadual Rebeca Uribe"): only spaces
    # and at most two capitalised words ("Estadual", "General", "Dr.") between them. A
    # label's colon or a comma between them names a person of the place.
    cues += [
        (n.end, "personal", "a person's name")
        for n in names.find_names(before)
        if not any(_NAMED_FOR.fullmatch(before, m.end(), n.start) for m in company)
    ]
    at = _AT_PLACE.search(before)
    if at is not None and (named := names.person_before(before[: at.start()])) is not None:
        # "informes con Ricardo en Privada Pino No. 49, …": someone found at the address.
        cues.append((named, "personal", "a person named before it"))
    cues += [(m.end(), "venue", f"'{m.group()}'") for m in _ADDRESS_VENUE.finditer(folded)]
    if mx_people._named_row(before.rstrip(" \t\"'\\")):
        # round 17: a row's name cells right before the address's own ("Leonor,Cárdenas,
        # \"Priv. …\",\"Col. …\",76148"): the record of a person
        cues.append((len(before), "personal", "a row's name cells"))
    if cues:
        _, kind, why = max(cues)
        return kind, f"after {why}"
    if floor is not None:
        return "company", f"'{floor}' in it, a neighbourhood's name its only home's part"
    if inside_home:
        return "personal", f"'{inside_home.group()}' in it"
    return "ambiguous", "no person or company named before it"


def _only_neighbourhoods(inner: str) -> bool:
    """Whether every home's part in the folded address is a neighbourhood's name, right
    after "Col.", "Fracc.", "Barrio" ("Col. Infonavit Norte"), not a home's unit."""
    return all(
        _NEIGHBOURHOOD_BEFORE.search(inner, 0, m.start()) for m in _INSIDE_HOME.finditer(inner)
    )


def _address_match(text: str, c: mp.Candidate, value: str, *, html: bool) -> Match | None:
    verdict, why = classify_address(text, c.start, c.end, html=html)
    if verdict != "personal":
        return None  # an organisation's address, or nobody's named: a footer, a map
    return Match(
        ADDRESS_CODE,
        "home-address",
        c.start,
        c.end,
        value,
        replacement=ID_PLACEHOLDERS["home-address"],
        note=f"home address of a person ({why})",
    )


#: A number followed by a magnitude, a currency or a unit is a quantity, not a phone:
#: "2478 620 914 miles de pesos", "1 234 567 habitantes", "55 123 456 USD",
#: "3 500 000 toneladas", "12 345 678 km²". Read on the folded text after the number.
_QUANTITY_AFTER = re.compile(
    r"[ \t]*(?:\(?[ \t]*)?(?:mil(?:es)?|millon(?:es)?|billon(?:es)?|thousand|million|billion|"
    r"pesos|dolares|dollars|euros|reales|soles|usd|mxn|eur|brl|ars|cop|clp|pen|"
    r"toneladas|tons?|tm|kg|kilos|kilogramos|gramos|litros|barriles|barrels|"
    r"m2|m3|km2?|hectareas|ha|metros|kilometros|kwh|mwh|gwh|"
    r"habitantes|personas|hogares|viviendas|unidades|empleos|trabajadores|votos|"
    r"alumnos|estudiantes|visitantes|usuarios|casos|muertes|"
    r"inhabitants|people|households|units|jobs|votes|users|cases|%)(?![a-z])"
)
#: A currency right before it ("$ 2 478 620", "MXN 1 234 567", "US$ 12 345 678").
_CURRENCY_BEFORE = re.compile(r"(?:\$|us\$|mx\$|r\$|mxn|usd|eur|€|£)[ \t]*$")


#: The number's own label names a quantity: its unit in parentheses ("Presupuesto
#: (miles de pesos): …", "Population (thousands): …") or an amount's noun ("Monto
#: ejercido: …", "Ingresos totales: …"), ending in `:` or `=` right before it. Read on
#: the folded text of the label's clause (after the last `.`, `;`, `|`, `>` or line start).
_QUANTITY_LABEL = re.compile(
    r"(?:\((?:en |in )?(?:mil(?:es)?|millon(?:es)?|thousands?|millions?|billions?|pesos|"
    r"dolares|dollars|euros|usd|mxn|eur|toneladas|tons?|kg|litros|barriles|hectareas|"
    r"habitantes|personas|%)[^()]{0,30}\)|\b(?:presupuesto|monto|importe|ingresos|egresos|"
    r"gasto|recaudacion|ventas|utilidad|deuda|poblacion|budget|amount|revenue|spending|"
    r"population)(?:[ \t]+(?:ejercid[oa]s?|total(?:es)?|anual(?:es)?|aprobad[oa]s?|asignad[oa]s?|"
    r"modificad[oa]s?|pagad[oa]s?|net[oa]s?|brut[oa]s?|estimad[oa]s?|federal(?:es)?|"
    r"estatal(?:es)?|municipal(?:es)?|annual|approved|net|gross|estimated|"
    r"(?:de |del |en |in |for )?(?:19|20)\d\d))*(?:[ \t]*\([^()]{1,30}\))?)[ \t]*[:=][ \t]*$"
)
_CLAUSE_BREAK = re.compile(r"[.;|>\n](?=[^.;|>\n]*$)")
#: Round 22: a count's label ("Visitas acumuladas al portal: …", "Page views this
#: month: …", "Downloads (total): …", "Acessos ao site: …"): what was counted, then what
#: it was counted on, then the colon; no phone's word between (a visit booked by phone).
_COUNT_LABEL = re.compile(
    r"\b(?:visitas|visits|visitors|visitantes|vistas|views|pageviews|visualizaciones|"
    r"visualizacoes|descargas|downloads|accesos|acessos|clics|clicks|cliques|sesiones|"
    r"sessions|sessoes|impresiones|impressions|impressoes|reproducciones|plays|seguidores|"
    r"followers|suscriptores|subscribers|inscritos|registros|signups|cadastros|hits)\b"
    r"(?P<between>[^:=\n]{0,40})[:=][ \t]*$"
)


def is_quantity(text: str, start: int, end: int) -> bool:
    """Whether the digits at [start, end) are an amount, a count or a measure."""
    if _QUANTITY_AFTER.match(fold(text[end : end + 24])):
        return True
    if _CURRENCY_BEFORE.search(fold(text[max(0, start - 8) : start])):
        return True
    label = fold(text[max(0, start - 80) : start])
    cut = _CLAUSE_BREAK.search(label)
    clause = label[cut.end() if cut else 0 :]
    return count_labelled(text, start) or bool(_QUANTITY_LABEL.search(clause))


def count_labelled(text: str, start: int) -> bool:
    """A count's own label ends right before `start` (`_COUNT_LABEL`): it labels the
    number even after an earlier phone word ("Mensaje: Visitas al portal: …")."""
    label = fold(text[max(0, start - 80) : start])
    count = _COUNT_LABEL.search(label)
    return count is not None and not mp.PHONE_WORDS.search(count.group("between"))


#: An IP address's word right before a dotted number: the number is an address.
_IP_BEFORE = re.compile(r"(?i)\b(?:IP|IPv4|direcci[oó]n IP|IP address)[ \t:]*$")


def _phone_match(
    text: str, c: mp.Candidate, value: str, *, html: bool, contacts: list[_Cue]
) -> Match | None:
    if c.info.get("type") in ("toll-free", "premium", "shared-cost", "uan"):
        return None  # 800/900 numbers belong to companies, never to a person
    if not (c.info.get("link") or c.info.get("worded")) and is_quantity(text, c.start, c.end):
        return None  # after a phone word ("cel. … mil gracias") it stays a phone
    if not c.info.get("link") and count_labelled(text, c.start):
        return None  # "Mensaje: Visitas acumuladas al portal: …": the count's label is nearer
    if (
        "." in value
        and not c.info.get("link")
        and _IP_BEFORE.search(text, max(0, c.start - 24), c.start)
    ):
        return None  # "desde la IP 201.141.77.30": an address, read by FG618 (round 19)
    verdict, why = classify_phone(text, c.start, c.end, html=html, contacts=contacts)
    if verdict == "company":
        return None
    form = "phone link" if c.info.get("link") else "phone"
    if verdict == "personal":
        return Match(
            PHONE_CODE,
            "personal-phone",
            c.start,
            c.end,
            value,
            replacement=PHONE_PLACEHOLDER,
            note=f"{form} of a natural person ({why})",
        )
    return Match(
        PHONE_AMBIGUOUS_CODE,
        "phone-to-review",
        c.start,
        c.end,
        value,
        replacement=PHONE_PLACEHOLDER,
        ambiguous=True,
        note=f"{form} with {why}",
    )


def _without_overlaps(candidates: list[mp.Candidate]) -> list[mp.Candidate]:
    """Where candidates overlap, the most specific one (a CURP over an RFC, …) stays.

    Kept candidates never overlap, so sorted by start they are sorted by end too: each
    new one is checked against its two neighbours only (a page of 50,000 emails took
    minutes when every candidate was compared with every kept one).
    """
    starts: list[int] = []
    kept: list[mp.Candidate] = []
    for c in sorted(candidates, key=lambda c: (_PRIORITY[c.entity], c.start - c.end)):
        at = bisect.bisect_left(starts, c.start)
        if at > 0 and kept[at - 1].end > c.start:
            continue
        if at < len(kept) and kept[at].start < c.end:
            continue
        starts.insert(at, c.start)
        kept.insert(at, c)
    return sorted(kept, key=lambda c: (c.start, c.end))


def _names_near_contacts(
    text: str, candidates: list[mp.Candidate], matches: list[Match]
) -> list[Match]:
    """NER names (only with an installed Spanish model) on a line with a personal contact.

    A name alone is how articles cite people; a name beside a personal phone or email
    is what makes that contact identifiable, so only those are reported.
    """
    lines = {
        (text.rfind("\n", 0, m.start) + 1)
        for m in matches
        if m.code in (EMAIL_CODE, PHONE_CODE, PHONE_AMBIGUOUS_CODE)
    }
    found = []
    for c in candidates:
        if c.entity != mp.PERSON or (text.rfind("\n", 0, c.start) + 1) not in lines:
            continue
        if any(c.start < m.end and m.start < c.end for m in matches):
            continue
        found.append(
            Match(
                NAME_CODE,
                "person-name",
                c.start,
                c.end,
                text[c.start : c.end],
                replacement=ID_PLACEHOLDERS["person-name"],
                ambiguous=True,
                note="a person's name beside their contact details (NER)",
            )
        )
    return found
