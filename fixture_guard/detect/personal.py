"""Personal data in fixtures (§3, Mexico's LFPDPPP): what must go and what stays.

`find_personal` asks presidio (offline, our recognizers only: `detect.presidio_mx`)
for every value shaped like personal data, then applies the policy of the spec:

- an email is personal unless it is a role mailbox (`ventas@`, `contacto@`, … plus
  `role-mailboxes` from the config) or the placeholder `redacted@example.test`;
- a phone is personal when its context says so (`celular`, `mi número`, a person's
  name, a personal email beside it), a company line when its context says that
  (`conmutador`, `oficinas`, `sucursal`, `ventas`, `ext.`, a role mailbox beside it)
  and ambiguous otherwise: ambiguous phones become warnings to review, never silence.
  Toll-free and premium numbers (800, 900) are never personal. `+52-000-000-0000` is
  not a valid number, so it is never a candidate;
- a CURP, an RFC of a natural person (13 characters), an INE voter key, an NSS, a
  CLABE and a payment card are personal; a company RFC (12 characters) is public.

This module imports nothing heavy at import time; presidio, spaCy and phonenumbers
load on the first call.
"""

from __future__ import annotations

import bisect
import fnmatch
import re
from dataclasses import dataclass

from fixture_guard.config import Config
from fixture_guard.detect import mx_patterns as mp
from fixture_guard.detect.base import Match

EMAIL_PLACEHOLDER = "redacted@example.test"
PHONE_PLACEHOLDER = "+52-000-000-0000"
#: What `redact` writes instead of other identifiers: obviously not data, and not
#: shaped like the identifier, so a second scan never reads it as one.
ID_PLACEHOLDERS = {
    "curp": "REDACTED-CURP",
    "rfc-person": "REDACTED-RFC",
    "ine-voter-key": "REDACTED-INE",
    "nss": "REDACTED-NSS",
    "clabe": "REDACTED-CLABE",
    "payment-card": "REDACTED-CARD",
    "person-name": "REDACTED-NAME",
}

# Rule codes (the rules live in `fixture_guard.rules.personal`).
EMAIL_CODE = "FG601"
PHONE_CODE = "FG602"
PHONE_AMBIGUOUS_CODE = "FG603"
CURP_CODE = "FG604"
RFC_CODE = "FG605"
INE_CODE = "FG606"
NSS_CODE = "FG607"
CLABE_CODE = "FG608"
CARD_CODE = "FG609"
NAME_CODE = "FG610"
UNVERIFIED_CODE = "FG611"

_ID_CODES = {
    mp.CURP: CURP_CODE,
    mp.RFC: RFC_CODE,
    mp.INE: INE_CODE,
    mp.NSS: NSS_CODE,
    mp.CLABE: CLABE_CODE,
    mp.CARD: CARD_CODE,
}
_ID_NOTES = {
    mp.CURP: "CURP (check digit valid)",
    mp.RFC: "RFC of a natural person (13 characters, valid date)",
    mp.INE: "INE voter key (clave de elector)",
    mp.NSS: "IMSS social security number (NSS, check digit valid)",
    mp.CLABE: "CLABE bank account (bank code and check digit valid)",
    mp.CARD: "payment card number (issuer prefix and Luhn valid)",
}
_UNVERIFIED_NOTES = {
    mp.CURP: "shaped like a CURP, but its check digit does not match",
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
    mp.EMAIL: 6,
    mp.PHONE: 7,
    mp.PERSON: 8,
}

# --- role mailboxes --------------------------------------------------------------------

_FOLD = str.maketrans("áéíóúüñÁÉÍÓÚÜÑàèìòùâêîôûç", "aeiouunAEIOUUNaeiouaeiouc")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Local-part words of mailboxes companies and institutions publish (accents folded).
#: Matched as a whole local part or as one of its words (`ventas.cdmx@`).
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
    normatividad tramites
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
    "atencionciudadana serviciosescolares"
)
#: Local parts that documentation uses as placeholders: nobody's mailbox.
PLACEHOLDER_LOCALS = _words(
    """
    user username usuario email correo tucorreo tuemail yourname youremail yourmail
    you name nombre someone somebody alguien example ejemplo test foo bar redacted
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


def is_placeholder_email(address: str) -> bool:
    folded = fold(address)
    if folded == EMAIL_PLACEHOLDER:
        return True
    local = folded.rpartition("@")[0].split("+", 1)[0]
    return re.sub(r"[._\-\d]+", "", local) in PLACEHOLDER_LOCALS


# --- phone context ---------------------------------------------------------------------

_COMPANY_CUES = re.compile(
    r"\b(?:conmutador|oficinas?|corporativo|matriz|sucursal(?:es)?|atencion|"
    r"servicio al cliente|servicio a clientes|ventas|call ?center|centro de contacto|"
    r"mesa de ayuda|soporte|recepcion|informes|reservaciones|reservas|fax|ext|extension|"
    r"exts|lada sin costo|sin costo|horarios?|lunes a viernes|planta|fabrica|almacen|"
    r"tienda|restaurante|hotel|s\.? ?a\.? de c\.? ?v|s\.? de r\.? ?l|empresa|compania|"
    r"linea|switchboard|office|offices|headquarters|customer (?:service|support|care)|"
    r"sales|support|main line|front desk|hotline|helpline|quejas|denuncias?|transparencia|"
    r"prensa|comunicacion social|ayuntamiento|municipio|municipal|gobierno|dependencia|"
    r"instituto|universidad|hospital|clinica|despacho|agencia|emergencias|urgencias|"
    r"llamanos|llamenos|contactanos|comunicate con nosotros|comuniquese|escribenos|"
    r"marquenos|nuestros?|nuestras?|institucional|corporate|pedidos|cotizaciones|"
    r"distribuidor(?:es)?|mayoreo|franquicias|citas|negocio|comercial|"
    r"recepcionista|conmutadores|lineas|publicidad|suscripciones|redaccion|"
    # English: captures from US and international sites use these.
    r"company|inc|corp|corporation|llc|ltd|department|agency|bureau|administration|"
    r"division|ministry|council|committee|press office|newsroom|sales team|toll free)\b"
)
_PERSONAL_CUES = re.compile(
    r"\b(?:celular|cel|movil|mi (?:numero|cel|celular|telefono|tel|whats ?app|movil)|"
    r"whats ?app personal|personal|particular|privado|privada|"
    r"(?:de|tel\.?|telefono) casa|casa\s*:|casa(?=\s*\))|contacto de emergencia|"
    r"en caso de emergencia|"
    r"familiar|esposa|esposo|mama|papa|hijo|hija|hermano|hermana|llamame|marcame|"
    r"escribeme|contactame|mandame|buscame|conmigo|cell|cellphone|mobile|"
    r"my (?:number|phone|cell|mobile)|paciente|cliente:|empleado|trabajador|"
    r"titular|propietario|nombre|senora|senor|srita|sra|sr|joven|vecino|vecina)\b"
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
#: Common given names in Mexico, without those that also name places, companies or
#: saints (Guadalupe, Ángeles, Dolores, Mercedes, Luz, …).
FIRST_NAMES = _words(
    "Juan José Jose María Maria Luis Carlos Jorge Miguel Francisco Alejandro Fernando "
    "Ricardo Roberto Eduardo Javier Daniel Antonio Manuel Pedro Jesús Jesus Ana Laura "
    "Patricia Rosa Gabriela Verónica Veronica Adriana Leticia Alejandra Claudia Mónica "
    "Monica Sandra Silvia Elizabeth Martha Marta Margarita Teresa Yolanda Lupita Sofía "
    "Sofia Valeria Fernanda Daniela Andrea Mariana Diana Karla Paola Diego Sergio Arturo "
    "Raúl Raul Alberto Héctor Hector Enrique Óscar Oscar Mario Rafael Víctor Victor Hugo "
    "Gerardo Ramón Ramon Rubén Ruben Andrés Andres Pablo Jaime Ernesto Gustavo Salvador "
    "Rodrigo Alfredo Armando Martín Martin Ignacio Israel Emilio Santiago Mateo Sebastián "
    "Sebastian Leonardo Emiliano Ximena Regina Camila Renata Isabel Lucía Lucia Carmen "
    "Beatriz Julia Elena Irma Alicia Norma Lorena Erika Érika Susana Cristina Rocío Rocio "
    "Araceli Maribel Lourdes Brenda Nancy Liliana Angélica Angelica Guillermo Alfonso "
    "Marco Marcos Felipe Joaquín Joaquin Agustín Agustin Tomás Tomas Ismael Abraham "
    "Adrián Adrian Iván Ivan Edgar Omar Samuel Benjamín Benjamin Gabriel Julio César "
    "Cesar Jazmín Jazmin Itzel Fátima Fatima Montserrat Alondra Paulina Vanessa Karina "
    "Cecilia Rebeca Raquel Miriam Estela Graciela Josefina Guadalupita Nayeli Yesenia "
    "John Mary Michael David James Robert Jennifer Linda Susan"
)
_FIRST_NAME = re.compile(
    r"(?<!San )(?<!Santa )(?<!Santo )\b(?:" + "|".join(sorted(FIRST_NAMES)) + r")"
    r"\s+(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)"
)
_TAG = re.compile(r"<[^<>]*>")
_JSON_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")
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
        cues += [_Cue(kind, m.start(), m.end(), f"'{m.group()}'") for m in words.finditer(folded)]
    for pattern in (_TITLE_NAME, _FIRST_NAME):
        cues += [
            _Cue("personal", m.start(), m.end(), "a person's name")
            for m in pattern.finditer(segment)
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
    lo, hi = max(line_start, start - BEFORE), min(line_end, end + AFTER)
    before_text, before_cues = _segment_cues(text[lo:start], html=html)
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
    if not nearest:
        return "ambiguous", "no personal or company context around it"
    _, chosen = min(nearest, key=lambda n: n[0])
    return chosen.kind, f"{where} {chosen.label}"


def _alone_on_line(
    text: str, line_start: int, line_end: int, start: int, end: int, *, html: bool
) -> bool:
    rest = text[line_start:start] + text[end:line_end]
    if html:
        rest = _TAG.sub("", rest)
    return not re.search(r"[A-Za-zÁÉÍÓÚáéíóúñÑ]{3,}", rest)


# --- the detector ----------------------------------------------------------------------


def find_personal(text: str, *, media: str, config: Config) -> list[Match]:
    """Personal data in `text`, as matches to report (and, for `redact`, to replace).

    `media` is the file's kind (`html`, `json`, `text`, `pdf` for a page's text):
    in HTML, markup is ignored when reading a phone's context.
    """
    if not text or not _has_candidate(text):
        # Nothing shaped like an email, a phone or an identifier: presidio could only
        # add NER names, which are reported beside such a contact alone. Skipping it
        # keeps presidio and spaCy out of a commit hook over fixtures with no contact.
        return []
    from fixture_guard.detect.presidio_mx import recognize

    candidates = _without_overlaps(recognize(text))
    html = media == "html"
    matches: list[Match] = []
    contacts: list[_Cue] = []
    for c in candidates:
        if c.entity != mp.EMAIL:
            continue
        value = text[c.start : c.end]
        if is_placeholder_email(value):
            continue
        if is_role_mailbox(value, config.role_mailboxes):
            contacts.append(_Cue("company", c.start, c.end, "a role mailbox"))
            continue
        contacts.append(_Cue("personal", c.start, c.end, "a personal email"))
        matches.append(
            Match(
                EMAIL_CODE,
                "personal-email",
                c.start,
                c.end,
                value,
                replacement=EMAIL_PLACEHOLDER,
                note="personal email: not a role mailbox",
            )
        )
    for c in candidates:
        value = text[c.start : c.end]
        if c.entity == mp.PHONE:
            match = _phone_match(text, c, value, html=html, contacts=contacts)
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
    matches.extend(_names_near_contacts(text, candidates, matches))
    return sorted(matches, key=lambda m: (m.start, m.end, m.code))


#: The finders behind presidio's recognizers (`presidio_mx.FINDERS`), minus NER.
_FINDERS = (
    mp.find_emails,
    mp.find_phones,
    mp.find_curps,
    mp.find_rfcs,
    mp.find_ine_keys,
    mp.find_number_ids,
)


def _has_candidate(text: str) -> bool:
    return any(finder(text) for finder in _FINDERS)


def _phone_match(
    text: str, c: mp.Candidate, value: str, *, html: bool, contacts: list[_Cue]
) -> Match | None:
    if c.info.get("type") in ("toll-free", "premium", "shared-cost", "uan"):
        return None  # 800/900 numbers belong to companies, never to a person
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
