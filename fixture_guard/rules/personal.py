"""FG6xx — personal data (spec §3, docs/contract.md §5): what Mexico's LFPDPPP says must not be committed.

Personal emails, phones of natural persons, CURP, RFC of a natural person, INE voter
key, NSS, CLABE and payment cards are findings; role mailboxes, company RFCs, toll-free
numbers, company switchboards and the placeholders stay. Detection is
`fixture_guard.detect.personal.find_personal` (presidio, offline); this module turns its
matches into findings for `check` (the tree's listed files) and `scan` (any file).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.detect import personal_codes as codes
from fixture_guard.detect.base import Match
from fixture_guard.digest import sha256_hex
from fixture_guard.finding import Finding, Severity
from fixture_guard.rules.base import Check, CheckContext, Rule
from fixture_guard.tree import provider_of, unsafe_reason


class PersonalEmail(Rule):
    """A personal email address: not a role mailbox, not the placeholder.

    ## What it does
    Finds email addresses (also `%40`-, `&#64;`- and `＠`-encoded, with accented local
    parts and IDN domains, in any case, in `mailto:` links with a query) and obfuscated
    ones (`juan [at] gmail [dot] com`, `juan (arroba) outlook (punto) com`, `juan arroba
    hotmail punto com`, `juan at prodigy dot net dot mx`) in every text fixture, and
    reports those whose local part is not a role mailbox. Role mailboxes are a default
    Spanish and English list (`ventas`, `contacto`, `info`, `prensa`, `atencion.clientes`,
    `facturacion`, `rh`, `soporte`, `transparencia`, `comunicacionsocial`, `support`,
    `sales`, `press`, …) extended by `role-mailboxes` in `[tool.fixture-guard]` (local
    parts, whole addresses or globs such as `*@empresa.mx`). `redacted@example.test` and
    documentation placeholders (`user@…`, `tucorreo@…`, `nombre.apellido@…`) are not
    reported.

    ## Why is this bad?
    Spec §3: personal emails are removed before the first commit. A person's address in a
    public repository is personal data under the LFPDPPP; a company's `ventas@` is the
    very data the bench reads, so it stays.

    ## Example
    `<p>Escríbele a maria.lopez84@gmail.com</p>`

    ## Fix
    Replace the address with `redacted@example.test` (`fixture-guard redact` does). If it
    is a role mailbox the list does not know, add its local part to `role-mailboxes`.
    """

    code = codes.EMAIL_CODE
    name = "personal.email"


class PersonalPhone(Rule):
    """A phone number of a natural person.

    ## What it does
    Finds Mexican phone numbers (`55 1234 5678`, `(33) 3615-0000`, `+52 1 55 …`,
    `044`/`045`, `tel:` and `wa.me/` links) and foreign numbers written with `+`, checks
    them with phonenumbers (region MX), and reports those whose context on the same line
    says they belong to a person: `celular`, `mi número`, `mi whats`, `call me`,
    `WhatsApp personal`, a person's name or personal email beside it. Ten bare digits
    (`4611234567`) are a phone after a phone word or right after a person's name
    ("Comunícate con María Gómez al 4611234567"). Toll-free numbers (`800`), company lines
    (`conmutador`, `oficinas`, `sucursal`, `ventas`, `ext.`) and `+52-000-000-0000` are
    not reported.

    ## Why is this bad?
    Spec §3: phones of natural persons are removed before the first commit; they are
    personal data under the LFPDPPP.

    ## Example
    `<li>Juan Pérez, celular 55 1234 5678</li>`

    ## Fix
    Replace the number with `+52-000-000-0000` (`fixture-guard redact` does).
    """

    code = codes.PHONE_CODE
    name = "personal.phone"


class PhoneToReview(Rule):
    """A phone number whose context says neither "person" nor "company": review it.

    ## What it does
    Reports, as a warning, every valid phone number that is not toll-free and whose
    line names no company line (`conmutador`, `oficinas`, `atención`, `sucursal`, `ventas`,
    `ext.`…) and no person (`celular`, a name, `mi número`…).

    ## Why is this bad?
    A switchboard the company publishes stays; a person's mobile must go. When the text
    does not tell which, silence would risk publishing personal data, so a person decides.

    ## Example
    `<p>WhatsApp: 33 1234 5678</p>`

    ## Fix
    If it is a person's, replace it with `+52-000-000-0000`. If it is a line the company
    publishes, accept the finding in the reviewed-findings baseline with the reason.
    """

    code = codes.PHONE_AMBIGUOUS_CODE
    name = "personal.phone-to-review"
    severity = Severity.WARNING


class Curp(Rule):
    """A CURP (Clave Única de Registro de Población) with a valid check digit.

    ## What it does
    Finds 18-character CURPs: name letters, a valid birth date, sex, a state of birth
    and consonants, with RENAPO's check digit (python-stdnum), in upper or lower case,
    whole or with a space, hyphen or dot between any of its characters (`VADJ 750204
    HDFZML 02`, `IACV-750223-M-SL-BSL-11`, `SAVI97.0318MP.LLLN36`).

    ## Why is this bad?
    A CURP identifies one person for life and carries their birth date, sex and state:
    personal data under the LFPDPPP, never a company's published contact.

    ## Example
    `<td>CURP: LOOA531113HTCPBN07</td>`

    ## Fix
    Remove it or replace it with `REDACTED-CURP`.
    """

    code = codes.CURP_CODE
    name = "personal.curp"


class PersonRfc(Rule):
    """An RFC of a natural person (13 characters); a company's RFC (12) is public.

    ## What it does
    Finds 13-character RFCs (4 letters, a valid date, 3-character homoclave) as SAT
    prints them (with or without dashes), and typed by hand (lower case, dots, spaces:
    `earf860522570`, `TODG.881110.9K7`) when SAT's check digit matches (python-stdnum).
    12-character RFCs of companies and SAT's generic RFCs (`XAXX010101000`,
    `XEXX010101000`) are not reported.

    ## Why is this bad?
    A person's RFC is their tax identity, derived from their name and birth date:
    personal data. A company's RFC is printed on every invoice and stays.

    ## Example
    `RFC del representante: PEGJ850101AB1`

    ## Fix
    Remove it or replace it with `REDACTED-RFC`.
    """

    code = codes.RFC_CODE
    name = "personal.rfc"


class IneVoterKey(Rule):
    """An INE voter key (clave de elector).

    ## What it does
    Finds 18-character voter keys: 6 letters, a valid birth date, a state number
    (01–32), sex and 3 digits, in upper or lower case (one case throughout), whole or
    split into those parts (`GOMRLS 85061209 H400`, `gomrls-85-06-12-09-h-400`); and the
    machine-readable zone on the back of a Mexican ID card (three lines of 30
    characters, `IDMEX…`), recognised by its ICAO 9303 check digits, every line of it.

    ## Why is this bad?
    The voter key identifies a person on Mexico's electoral roll: personal data.

    ## Example
    `Clave de elector: GRPRJN85010109H400`

    ## Fix
    Remove it or replace it with `REDACTED-INE`.
    """

    code = codes.INE_CODE
    name = "personal.ine"


class Nss(Rule):
    """An IMSS social security number (NSS).

    ## What it does
    Finds 11-digit numbers whose last digit is their Luhn check digit, written in the
    NSS grouping, after a word such as `NSS`, `IMSS`, `seguro social` or `número del
    seguro`, or followed on their line by `IMSS`/`NSS` (a record's next cell:
    `Nombre;12345678903;IMSS;vigente`). 11 digits alone are too often an id.

    ## Why is this bad?
    The NSS identifies a worker at the IMSS: personal data under the LFPDPPP.

    ## Example
    `"nss": "12345678903"`

    ## Fix
    Remove it or replace it with `REDACTED-NSS`.
    """

    code = codes.NSS_CODE
    name = "personal.nss"


class Clabe(Rule):
    """A CLABE (standardised bank account number) with a valid check digit.

    ## What it does
    Finds 18-digit numbers that start with a bank code of Banxico's SPEI catalogue and
    end with the CLABE check digit (weights 3-7-1). An organisation's published account is
    kept: a body or a company named as the payee on its line (`Beneficiario:`,
    `Beneficiary:`, `a nombre de` …), or the last name before the number a legal form's
    (A.C., S.A. de C.V., S.C. …) or a public body's (`Tesorería del Municipio, CLABE …`),
    with only a colon, a bank (a known one, or any after `Bank:`/`Banco:`) and the CLABE
    word between; a person named in between leaves it reported.

    ## Why is this bad?
    A person's CLABE is their bank account: personal (and financial) data.

    ## Example
    `Depósitos a la CLABE 032180000118359719`

    ## Fix
    Remove it or replace it with `REDACTED-CLABE`.
    """

    code = codes.CLABE_CODE
    name = "personal.clabe"


class PaymentCard(Rule):
    """A payment card number (valid issuer prefix and Luhn check digit).

    ## What it does
    Finds 13–19-digit numbers, bare or in groups of four, whose prefix and length fit a
    card network (Visa, Mastercard, Amex, Carnet, …) and whose Luhn digit checks.
    Lengths other than 16 need a card word (`tarjeta`, `visa`, …) before them; a
    field name glued to the number counts (`card_number=…`, `pan:…` in a log line).

    ## Why is this bad?
    A card number is financial personal data; in a public repository it is also a
    fraud risk.

    ## Example
    `Tarjeta: 4111 1111 1111 1111`

    ## Fix
    Remove it or replace it with `REDACTED-CARD`.
    """

    code = codes.CARD_CODE
    name = "personal.payment-card"


class PersonName(Rule):
    """A person's name beside their contact details (NER, only with a Spanish model).

    ## What it does
    When a Spanish spaCy model (`es_core_news_sm`, `_md` or `_lg`) is installed, reports
    PERSON entities on a line that also holds a personal email or phone. Without a
    model (the default) this rule finds nothing; it never downloads one.

    ## Why is this bad?
    A name alone is how articles cite people; a name with a phone or an address makes
    the contact identifiable.

    ## Example
    `María López — maria.lopez84@gmail.com`

    ## Fix
    Redact the contact details; remove the name if the line is about a private person.
    """

    code = codes.NAME_CODE
    name = "personal.name"
    severity = Severity.WARNING


class UnverifiedIdentifier(Rule):
    """An identifier whose check digit does not match, in a place that says what it is.

    ## What it does
    Reports, as a warning, 18-character values with every part of a CURP (letters, a
    valid date, sex, state, consonants) but a wrong check digit, numbers labelled as
    an NSS, a CLABE or a card (`NSS:`, `CLABE`, `tarjeta`) whose check digit is wrong,
    and a CURP or a natural person's RFC typed by hand (lower case, dotted) right after
    its own label (`RFC sahe…`, `mi curp es …`) whose check digit is wrong.

    ## Why is this bad?
    An identifier typed by hand or copied from a form often has a wrong last digit and
    still names its owner; an unrelated code almost never has that shape and that label.

    ## Example
    `CURP: BADD110313HCMLNS09`

    ## Fix
    Remove it or replace it with the identifier's placeholder (`REDACTED-CURP`, …); if it
    is not personal data, accept it in the reviewed-findings baseline.
    """

    code = codes.UNVERIFIED_CODE
    name = "personal.unverified-id"
    severity = Severity.WARNING


class UnreadablePdf(Rule):
    """A PDF whose text could not be read, so it was not checked for personal data.

    ## What it does
    Reads every PDF fixture through PDFium; a file it cannot read (truncated,
    encrypted, a decompression bomb, not a PDF) is reported instead of being silently
    skipped.

    ## Why is this bad?
    A PDF nobody could read may carry personal data nobody checked.

    ## Example
    A `_shared/pdf/informe.pdf` cut off in the middle of its cross-reference table.

    ## Fix
    Re-capture the PDF, or check it by hand and accept the finding with a reason.
    Scanned PDFs without a text layer open fine and are not reported: they need OCR,
    which this rule does not do.
    """

    code = "FG612"
    name = "personal.unreadable-pdf"
    severity = Severity.WARNING


class Passport(Rule):
    """A passport number, written after a passport word.

    ## What it does
    Finds values of a passport's shape within a few words after `pasaporte`,
    `passport`, `Reisepass`, `passeport` or a `passport_number` key: Mexican (a letter
    and eight digits, also `N 7187 3413`), US and UK (nine digits), Canadian (two
    letters, six digits), Spanish and Argentine (three letters, six digits), German
    (nine characters of its alphabet), French (two digits, two letters, five digits);
    any case; any document number in a field named passport. Also the machine-readable
    zone of a passport or a foreign ID card (`P<MEX…`, two lines of 44 characters),
    recognised by its ICAO 9303 check digits, with or without a passport word.

    ## Why is this bad?
    A passport number identifies one person internationally: personal data under the
    LFPDPPP, and the key to identity fraud. Passports have no public check digit, so
    the word before the number is what says what it is.

    ## Example
    `Número de pasaporte del huésped: G18240823`

    ## Fix
    Remove it or replace it with `REDACTED-PASSPORT`.
    """

    code = codes.PASSPORT_CODE
    name = "personal.passport"


class BirthDate(Rule):
    """A person's birth date.

    ## What it does
    Finds dates (`14/02/1987`, `1987-02-14`, `1987-02-14T00:00:00Z`, `14 de febrero de
    1987`, `14/feb/1987`, `February 14, 1987`, `the 3rd of March, 1987`, `geb.
    14.02.1987`, dates in words as notaries write them: `tres de marzo de mil
    novecientos ochenta y siete`) right after a birth word (`fecha de nacimiento`,
    `nacida el`, `nací el`, `cumple años el`, `(n. …)`, `born on`, `Date of birth`,
    `birthDate`, `Geburtsdatum`, `née le`, `nato il`) and reports them: a date labelled
    as someone's birth is that person's, whether their name is on the same line, in a
    CV's header or in an obituary's first sentence. Publication dates, HTTP dates and
    bylines have no birth word; statistics and certificates (`birth rate … updated …`,
    `acta de nacimiento expedida el …`) are not read as births.

    ## Why is this bad?
    A name with a birth date identifies a person (it is half of a CURP): personal data
    under the LFPDPPP.

    ## Example
    `Mónica Medina Delgado (nacida el 22-12-1998)`

    ## Fix
    Remove the date or replace it with `REDACTED-DATE`.
    """

    code = codes.BIRTH_DATE_CODE
    name = "personal.birth-date"


class HomeAddress(Rule):
    """A person's home address (Mexican street address).

    ## What it does
    Finds street addresses — at least two of a street with its number (`Calle`, `Av.`,
    `Privada`, `Cerrada`, `Andador`, `Prolongación`, … with `#945`, `No. 78`, `Mz 6 Lt
    39`; a street without its type after an address label: `Domicilio: Hidalgo 45`),
    an interior (`int.`, `depto.`), a neighbourhood (`Col.`, `Fracc.`, `Barrio`,
    `Unidad Habitacional`) and a postal code (`C.P. 06500`, `76050 Querétaro`); and
    English ones (`1600 Elm Street, Apt 4B, Austin, TX 78701`) — and reports those
    that belong to a person: a name before it, `Domicilio`, "'s address",
    `shipping_address`, a client's record, or a home's parts inside it. An address
    after a company's legal form (`S.A. de C.V.`), `headquarters`, `Domicilio fiscal`,
    a government office, or with `Piso`/`Torre` inside it is the organisation's, and
    stays; so is an address that names nobody (a page's footer after its phone).

    ## Why is this bad?
    A named person's home address is personal data under the LFPDPPP; a company's or
    an agency's published address is not.

    ## Example
    `Jesús Velázquez Lara — Domicilio: Prolongación Tulipanes 98-B, int. 2, Col. Del Valle, CP 03100`

    ## Fix
    Remove it or replace it with `REDACTED-ADDRESS`.
    """

    code = codes.ADDRESS_CODE
    name = "personal.home-address"


class NationalId(Rule):
    """Another country's personal number (CPF, CUIL, RUT, DNI/NIE, SSN) with its check digit.

    ## What it does
    Finds the personal numbers of the countries whose people this bench's pages are
    written for, validated by python-stdnum: a CPF in its own notation
    (`062.285.844-05`, two check digits), or any of them right after its label on its
    line (`CPF 06228584405`, `CUIL 20-12345678-6`, `RUT 12.345.678-5`, `DNI
    12345678Z`, `SSN 123-45-6789`, `cpf=…`). A company's CUIT (prefix 30, 33, 34) is
    public and stays; so does a number whose check digit fails. Two numbers have no
    check digit and are read by their label and shape: an Argentine DNI (`DNI
    43.200.125`) and a Colombian cédula (`C.C. 44.515.915`, `cédula de ciudadanía
    1020448117`, or the bare word before its thousands dotted: `mi cédula es
    1.019.284.556`); a run or a repeated digit is a form's example, and a *cédula
    profesional* (a public licence) stays. In a chat, the label may be in the turn
    before: "Agente: ¿me confirma su DNI?" then "Cliente: <number>".

    Round 30: a number in its own printed notation with a strong check (a RUT dotted
    with its check, a person's CUIL hyphenated, a CPF dotted, a DNI or NIE with its
    letter, a person's Colombian NIT, an SSN or ITIN in 3-2-4 groups, an IBAN) is read
    with no label when it is the WHOLE value of a field, an attribute or a table cell
    (`"ref": "…"`, `<td>…</td>`). A field whose whole value is a document's word and
    its number (`"aux": "OCR …"`, `DPI …` with the CUI's verifier, `licencia de
    conducir …`, `DL# …`, `Cartão SUS …`, `boleta IPN …`, `agregado médico …`) labels
    itself; and an element whose text was masked (`<div data-id="…"><p>pasaporte
    ***</p></div>`) names the document its attribute still holds (with the mask alone,
    only a value whose own check says what it is: a CLABE, an NSS, a card, a Peruvian
    RUC of a person, an SSN, a CUI). A company's RUT, CUIT, NIT (from 800.000.000) or
    IBAN published for payments stays.

    ## Why is this bad?
    Spec §3 removes any person's datum, not only Mexican ones: a guest's, a patient's or
    a customer's national number identifies them as surely as a CURP.

    ## Example
    `CPF do titular: 123.456.789-09`

    ## Fix
    Remove it or replace it with `REDACTED-ID`.
    """

    code = codes.NATIONAL_ID_CODE
    name = "personal.national-id"


class SensitiveData(Rule):
    """A person's sensitive data: health, belief, union or party, origin, genetics, biometrics.

    ## What it does
    Finds what the LFPDPPP calls sensitive personal data (art. 3 VI) — a diagnosis or a
    condition (`diabetes mellitus tipo 2`, `VIH positivo`, `embarazada`/`pregnant`,
    `discapacidad motriz 60%`), a religious belief (`testigo de Jehová`, `católica`, a
    record's `Religión:`), a union's or a party's affiliation (`afiliada al SNTE`,
    `militante`), a sexual preference, an ethnic origin or an indigenous language
    spoken (`origen indígena`, `hablante de mixteco`), a genetic result (`BRCA1`,
    `ADN`), a biometric template (`huella dactilar`), a philosophical conviction
    (`objetor de conciencia`), a criminal record (`antecedentes penales`) — and reports
    it only when its line ties it to a person: a name beside it, the
    writer's own words ("mi diagnóstico", "soy católica", "I'm pregnant"), or a
    person's record (a patient's, an employee's, a student's, a user's). The same words
    about no one (a statistic, an article), a professional's specialty ("especialista
    en VIH") or an institution's name ("Iglesia Católica de …", "Clínica de Diabetes")
    stay.

    ## Why is this bad?
    Sensitive data are the most protected personal data under the LFPDPPP: their
    processing needs the person's express consent, and a fixture is no such thing.

    ## Example
    `Expediente de Paulina Esquivel: diagnóstico diabetes mellitus tipo 2`

    ## Fix
    Remove it or replace it with `REDACTED-SENSITIVE`.
    """

    code = codes.SENSITIVE_CODE
    name = "personal.sensitive-data"


class PersonRecord(Rule):
    """A person's record: plate, VIN, licence, student id, account, money, location, IP.

    ## What it does
    Finds data that identify a person once tied to them, each by its label and shape:
    a vehicle's plate (`placas PXK-214-B`) or VIN (17 characters after `VIN`/`NIV`), a
    driving licence's number, a student's enrolment number (`matrícula A01734829`), a
    bank account named as such (`cuenta BBVA 0194827361`, `número de cuenta`, a
    `cuenta de débito` with its bank after it; the CLABE is FG608's), a customer's
    account with a utility or a shop (stop 38: a CFE `número de servicio`, a Telmex,
    Izzi or Totalplay account, a water or gas contract, a shop's customer, member or
    loyalty number), an IBAN with valid mod-97 check digits, a salary (`Sueldo …: $38,450.00 mensuales`), a debt, a
    balance, a credit bureau's score, a cadastral key or a property registry's folio
    real (`adeuda $…`, `Saldo …: $…`, `score 612`, `folio real 1234567`), a precise
    location (coordinates of a user or a home) — reported when a name, the writer's own words or
    a person's record is on the line — and the IP address a request came from: a
    globally routable address in a header that names the client (`X-Forwarded-For`,
    `X-Real-IP`, `CF-Connecting-IP`, `True-Client-IP`, `Forwarded: for=`), in a
    client-IP field (`client_ip`, `remote_addr`, `ip_cliente`, `ip_usuario`), at the head of an access log's line,
    or the address a user's login or last access came "from"/"desde". Round 31b: the
    recorder's own data — a home directory whose user is a person's name
    (`/home/<name>/`, `/Users/<name>/`, `C:\\Users\\<name>\\`, `~<name>/`), a machine
    named after its owner (`MacBook-Pro-de-<name>`, `<name>s-MacBook-Air`,
    `<name>-laptop`, `LAPTOP-<NAME>` in a prompt, a banner, `Host`/`Via`/`hostname`), the
    signed-in user in a header dedicated to them (`X-Auth-Request-User`,
    `X-Forwarded-User`, `Remote-User`, `X-Goog-Authenticated-User-Email`, …), a cookie's
    `user=` holding a person's name or login, a commit's person (`Author:`,
    `Signed-off-by:`), and the client address in more proxy headers and an echo
    service's `"origin"`. Public debt, a bank's or a company's balance, private,
    loopback, CGNAT and documentation addresses, well-known public resolvers, a
    company's account or contract (and its invoice, order, ticket or tracking numbers,
    a tariff, a masked or a placeholder number), a minimum or an average wage, service and CI accounts
    (`runner`, `svc-…`), CI and cloud hosts and placeholders (`<user>`, `$USER`) stay.

    ## Why is this bad?
    Each identifies a person as surely as an id; an IP in a recorded request is the
    recorder's or a user's, and it locates them; a home directory, a machine's name and
    a signed-in user's login name the person who made the recording.

    ## Example
    `X-Forwarded-For: 189.203.45.117, 10.0.3.4`

    ## Fix
    Remove it or replace it with `REDACTED-RECORD` (an IP: a documentation address,
    `203.0.113.7`).
    """

    code = codes.PERSON_RECORD_CODE
    name = "personal.person-record"


RULES: tuple[type[Rule], ...] = (
    PersonalEmail,
    PersonalPhone,
    PhoneToReview,
    Curp,
    PersonRfc,
    IneVoterKey,
    Nss,
    Clabe,
    PaymentCard,
    PersonName,
    UnverifiedIdentifier,
    UnreadablePdf,
    Passport,
    BirthDate,
    HomeAddress,
    NationalId,
    SensitiveData,
    PersonRecord,
)
_BY_CODE = {rule.code: rule for rule in RULES}


def check(ctx: CheckContext) -> Check:
    """Every file the manifest lists (and the selection keeps), scanned once; and the
    manifest's own fields (a CURP in `notes`)."""
    from fixture_guard.rules.secrets import manifest_findings

    yield from manifest_findings(ctx, "personal")
    seen: set[str] = set()
    for entry in ctx.manifest.entries:
        rel = entry.path
        if rel in seen or not ctx.is_selected(rel) or unsafe_reason(rel):
            continue
        seen.add(rel)
        yield from ctx.file_findings("personal", rel)  # missing: integrity reports it


def scan(target: ScanTarget, config: Config) -> Iterator[Finding]:
    """Personal-data findings in one file, inside the tree or not."""
    if target.media == "binary":
        return
    provider = provider_of(target.rel) if target.rel else None
    for located in _located_matches(target, config.role_mailboxes):
        if isinstance(located, str):  # the PDF could not be read
            yield UnreadablePdf.finding(
                target.display,
                f"cannot read the PDF's text ({located}): not checked for personal data",
                provider=provider,
                key="unreadable-pdf",
            )
            continue
        match, line, column, pages = located
        yield _finding(target.display, match, provider, line=line, column=column, pages=pages)


def warm_up() -> None:
    """Build presidio's analyzer now: called before a process pool forks, so that its
    workers inherit it instead of each spending ~0.6 s of CPU building its own."""
    from fixture_guard.detect.presidio_mx import analyzer

    analyzer()


#: (match, line, column, PDF pages) of each match; a str is a PDF that could not be read.
_Located = tuple[Match, int | None, int | None, tuple[int, ...]] | str
#: Results by file content: `check` over a tree that did not change, or the same page
#: under several providers, costs one analysis.
_CACHE: dict[tuple[str, str, tuple[str, ...]], tuple[_Located, ...]] = {}
_CACHE_SIZE = 512


def _located_matches(target: ScanTarget, roles: tuple[str, ...]) -> tuple[_Located, ...]:
    key = (sha256_hex(target.data), target.media, roles)
    cached = _CACHE.get(key)
    if cached is None:
        config = Config(project_dir=Path("."), role_mailboxes=roles)
        cached = tuple(
            _pdf_matches(target, config) if target.media == "pdf" else _text_matches(target, config)
        )
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = cached
    return cached


def _text_matches(target: ScanTarget, config: Config) -> Iterator[_Located]:
    from fixture_guard.detect.personal import find_personal  # only for a file analysed

    text = target.text()
    for match in find_personal(text, media=target.media, config=config):
        line, column = target.lines().line_col(match.start)
        yield match, line, column, ()


def _pdf_matches(target: ScanTarget, config: Config) -> Iterator[_Located]:
    """Each page's text as PDFium draws it (`detect.pdf_layer`: columns read one after the
    other, hidden runs such as an OCR layer after the visible text), read once for every
    family (pdfplumber, 30 ms a page, is not used here)."""
    from fixture_guard.detect.extract import page_text
    from fixture_guard.detect.personal import find_personal

    read = target.pdf()
    if read.error is not None:
        yield read.error
        return
    # One finding per value and rule, naming every page it is on: a PDF's location is a
    # page, and a datum printed on two pages (a summary and the body) is one thing to
    # review, with one identity (rule, file, hash of the value) in the baseline.
    found: dict[tuple[str, str], tuple[Match, list[int]]] = {}
    for page in read.pages:
        text = page_text(page)
        if not text.strip():
            continue
        for match in find_personal(text, media="pdf", config=config):
            pages = found.setdefault((match.code, match.value_hash), (match, []))[1]
            if page.number not in pages:
                pages.append(page.number)
    for match, pages in found.values():
        yield match, None, None, tuple(pages)


def _finding(
    display: str,
    match: Match,
    provider: str | None,
    *,
    line: int | None = None,
    column: int | None = None,
    pages: tuple[int, ...] = (),
) -> Finding:
    rule = _BY_CODE[match.code]
    where = ""
    if pages:
        where = f"page{'s' if len(pages) > 1 else ''} {', '.join(map(str, pages))}: "
    # a datum with no placeholder of its own (a base64 record: a placeholder would not
    # keep its encoding) is removed, not replaced; `redact` leaves it for review
    action = f"replace it with {match.replacement}" if match.replacement else "remove it"
    advice = f"review it; if it must go, {action}" if match.ambiguous else action
    return rule.finding(
        display,
        f"{where}{match.note}: {match.masked}; {advice}",
        line=line,
        column=column,
        provider=provider,
        value_hash=match.value_hash,
        masked=match.masked,
    )
