"""Where personal data may sit in a text: candidate values, found by shape and checked.

The presidio recognizers of `detect.presidio_mx` call these finders; `detect.personal`
then decides what is personal, what a company published, and what must be reviewed.
A candidate is only a value that has the form of an email, a phone or an identifier
and passes its check digit; nothing here knows about role mailboxes or context.

Real pages are full of numbers that have the right length: ids in URLs, timestamps,
SVG coordinates, prices, analytics ids, hashes, dates. Every finder therefore insists
on a token boundary (no letter, digit, `-`, `/`, `=`, `#` or decimal point glued to
the value) and on the groupings people actually write.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from fixture_guard.detect import mx_ids
from fixture_guard.detect.linear_re import compile_linear
from fixture_guard.detect.userinfo import in_userinfo

EMAIL = "EMAIL_ADDRESS"
PHONE = "PHONE_NUMBER"
CURP = "MX_CURP"
RFC = "MX_RFC"
INE = "MX_INE"
NSS = "MX_NSS"
CLABE = "MX_CLABE"
CARD = "CREDIT_CARD"
NATIONAL_ID = "NATIONAL_ID"
PERSON = "PERSON"


@dataclass(frozen=True)
class Candidate:
    """A value with the shape of personal data, at characters [start, end) of a text.

    `verified` is False when the shape is right but a check digit is not (a CURP
    typed by hand, say). `info` carries what the policy needs: a phone's national
    number and type, whether it came from a `tel:`/`wa.me` link, whether it had a
    phone word before it.
    """

    entity: str
    kind: str
    start: int
    end: int
    verified: bool = True
    info: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


# --- boundaries ------------------------------------------------------------------------

# A JSON or YAML string escape (`\n`, `\t`, `\r`) right before a value is whitespace,
# not a letter glued to it.
_ESCAPE_BEFORE = r"(?:(?<=\\[ntr])|"


def _left_ok(text: str, start: int) -> bool:
    """No token glued to the left of a numeric value (ids, paths, decimals, prices)."""
    if start == 0:
        return True
    prev = text[start - 1]
    if prev in "nrt" and start >= 2 and text[start - 2] == "\\":
        return True
    if prev.isalnum() or prev in "_-/=#@%$&+\\":
        return False
    if prev in ".,":
        # "Tel.55 1234 5678" is a label; "1.5512345678" or "3,5512345678" a number.
        return start >= 2 and text[start - 2].isalpha()
    return True


#: Round 26: a phone's word glued before the international `+` (`utm_content=tel_+52…`,
#: `phone-+55…`, `wa_+52…`): a tag that says what the number is.
_PHONE_TAG_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:tel|tlf|phone|cel|cell|celular|movil|mobile|whats(?:app)?|wa|sms)[_\-]$"
)


def is_e164_field(text: str, start: int) -> bool:
    """`to=+523344144877`, `msisdn:+52…`: a value glued to its field's `=` or `:` is an
    id, unless it carries the international `+`, which only phone numbers do."""
    if text[start : start + 1] != "+" or start == 0:
        return False
    return (
        text[start - 1] in "=:"
        or (text[start - 1] in "_-" and _PHONE_TAG_BEFORE.search(text, max(0, start - 12), start))
        is not None
    )


def _right_ok(text: str, end: int) -> bool:
    if end >= len(text):
        return True
    nxt = text[end]
    if nxt == "\\":
        # A string escape after the value ("…5678\n", "…5678\"") ends it; "\d" would not.
        return text[end + 1 : end + 2] in ("n", "r", "t", '"', "'", "/", "u")
    if nxt.isalnum() or nxt in "_%@":
        return False
    after = text[end + 1 : end + 2]
    if nxt == "," and re.match(r"\d{4}[-/]", text[end + 1 : end + 6]):
        return True  # a CSV row's next cell is a date ("…,2024-Q3", "…,1987/02/14")
    if nxt == "," and re.match(r"\d{1,2}/(?:\d{4}|\d{2})(?!\d)", text[end + 1 : end + 9]):
        # round 47: … or a date that opens with its day or month, a card's expiry
        # ("<name>,<card>,09/28,aprobada", "…,14/02/1987"): a decimal's fraction is never
        # followed by a slash (personal61's card in a row, refused at its comma)
        return True
    return not (nxt in ".,:/-" and after.isdigit())


# --- emails ----------------------------------------------------------------------------

_EMAIL = re.compile(
    # Local parts and domains may hold any letter (`josé.pérez@`, `@correo-méxico.mx`):
    # `\w` is Unicode-aware; the top-level domain stays ASCII.
    r"(?<![\w.%+\-])"
    r"(?P<local>[^\W_](?:[\w.+\-]{0,63}))"
    r"(?:@|\uff20|%40|&#64;|&#x40;|\\u0040)"  # also the full-width ＠
    r"(?P<domain>(?:[^\W_](?:[\w\-]{0,61}[^\W_])?\.)+[A-Za-z]{2,24})"
    r"(?![\w\-])"
)
#: A local part's masked run right before what the address regex read (`m*****a@`):
#: a letter (or a dot) then two asterisks or more. Markdown's `**ana@…**` has none.
_MASKED_BEFORE = re.compile(r"[\w.]\*{2,}$")
_HEXISH = re.compile(r"[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-", re.IGNORECASE)


@cache
def _tld_extractor() -> Any:
    import tldextract

    # Never fetch the Public Suffix List: an empty URL list makes tldextract use the
    # snapshot it ships, and no cache directory means it never writes one either.
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


#: Reserved top-level domains (RFC 2606, 6761, 6762): not on the suffix list, yet test
#: data and intranets use them for addresses of people.
RESERVED_TLDS = frozenset({"test", "example", "invalid", "localhost", "local", "internal"})


def has_public_suffix(domain: str) -> bool:
    labels = domain.lower().split(".")
    if len(labels) >= 2 and labels[-1] in RESERVED_TLDS:
        return True
    parts = _tld_extractor()(domain)
    return bool(parts.suffix) and bool(parts.domain)


def find_emails(text: str) -> list[Candidate]:
    found = []
    for m in _EMAIL.finditer(text):
        start, end = m.start(), m.end()
        local = m.group("local")
        if local[0] in "ntr" and start >= 1 and text[start - 1] == "\\":
            # "\njuan@…" inside a JSON string: the n belongs to the escape.
            local = local[1:]
            start += 1
            if not local:
                continue
        if _is_url_userinfo(text, start):
            continue  # https://user:secret@host is a credential: the secrets family's
        if _MASKED_BEFORE.search(text, max(0, start - 64), start):
            # round 28: masked in its middle (`m*****a@…`): the regex starts after the
            # asterisks; what is left of the local part identifies no one
            continue
        if _HEXISH.search(local) or (local.replace(".", "").isdigit() and len(local) > 15):
            continue  # a token or id before an @ (Sentry DSNs, message ids), not a mailbox
        if start >= 4 and text[start - 4 : start].lower() in ("cid:", "mid:"):
            continue  # round 30: RFC 2392's content and message ids, a URI's, no mailbox
        domain = m.group("domain")
        if not has_public_suffix(domain):
            continue  # logo@2x.png, ModelRetry@agent.tooldef, name@1.2.3
        found.append(Candidate(EMAIL, "email", start, end, info={"local": local, "domain": domain}))
    # "juanperez@gmail": a mail service's name is a whole address to a reader.
    for m in _SERVICE_NO_TLD.finditer(text):
        if _HEXISH.search(m.group("local")) or _is_url_userinfo(text, m.start()):
            continue
        found.append(
            Candidate(
                EMAIL,
                "email",
                m.start(),
                m.end(),
                info={"local": m.group("local"), "domain": m.group("domain").lower() + ".com"},
            )
        )
    return found


_SERVICE_NO_TLD = re.compile(
    r"(?<![\w.%+\-])(?P<local>[^\W_][\w.+\-]{0,63})@(?P<domain>gmail|hotmail|outlook|yahoo|"
    r"icloud|protonmail|prodigy)(?![\w.\-@])",
    re.IGNORECASE,
)


#: "juan [at] gmail [dot] com", "juan (arroba) outlook (punto) com", "juan arroba
#: hotmail punto com", "juan at prodigy dot net dot mx", "juan @ hotmail . com".
_OB_AT = (
    # (round 15: "(a)" and Spanish/Portuguese "en"/"em", only before a mail service)
    r"(?:[ \t]*[\[({<][ \t]*(?:at|arroba|@|a)[ \t]*[\])}>][ \t]*|[ \t]+(?:at|arroba|en|em)[ \t]+"
    r"|[ \t]+@[ \t]*|[ \t]*@[ \t]+"
    # round 17: the @ doubled or tripled, for the reader to remove ("ana@@yahoo.com")
    r"|@{2,3}"
    # Markup around the @ splits the address for scrapers, not for readers:
    # <span>maria.fer</span><span>@</span><span>gmail.com</span>.
    r"|(?:[ \t]*<[^<>\n]{1,80}>)+[ \t]*@[ \t]*(?:<[^<>\n]{1,80}>[ \t]*)+"
    # `#` typed for `@` ("oscar.ruiz#gmail.com"): read only before a mail service.
    r"|#"
    # Joined by hyphens or underscores: "dan.ohara-at-gmail-dot-com", "ana_at_gmail_dot_com".
    # (round 16: set apart by spaces too, "ana _at_ gmail _dot_ com")
    r"|[ \t]*-(?:at|arroba)-[ \t]*|[ \t]*_(?:at|arroba)_[ \t]*)"
)
_OB_DOT = (
    # Portuguese and French say "ponto", "point".
    r"(?:[ \t]*[\[({<][ \t]*(?:dot|punto|ponto|point|\.)[ \t]*[\])}>][ \t]*"
    r"|[ \t]+(?:dot|punto|ponto|point)[ \t]+"
    r"|[ \t]*\.[ \t]*"  # "juan at gmail.com", "juan @ hotmail . com"
    r"|[ \t]*-(?:dot|punto|ponto|point)-[ \t]*|[ \t]*_(?:dot|punto|ponto|point)_[ \t]*)"
)
_OBFUSCATED_EMAIL = re.compile(
    r"(?<![\w.+\-])(?P<local>[^\W_][\w.+\-]{0,63})" + _OB_AT + r"(?P<domain>[^\W_][\w\-]{0,62}"
    r"(?:" + _OB_DOT + r"[^\W_][\w\-]{0,62}){1,3})(?![\w\-])",
    re.IGNORECASE,
)
_OB_SPLIT = re.compile(_OB_DOT, re.IGNORECASE)
#: Mail services people write obfuscated addresses at; any other domain needs a local
#: part that does not read as a word (a digit, a dot, `_`), or a bracketed "at".
MAIL_SERVICES = frozenset(
    {
        *("gmail", "hotmail", "outlook", "live", "yahoo", "icloud", "me", "protonmail"),
        *("proton", "prodigy", "aol", "msn", "yandex", "gmx", "web", "mail", "correo"),
        *("terra", "infinitum", "uol", "bol", "ig", "orange", "free", "laposte", "libero"),
    }
)


#: An address spelled one character at a time, "c a r l o s . t r e j o @ g m a i l . c o m":
#: single characters each after one space, an `@` among them.
_SPACED_EMAIL = re.compile(
    r"(?<![^\s>\"'(:])(?P<local>[^\W_](?: [\w.+\-]){1,63}) @ "
    r"(?P<domain>[^\W_](?: [\w\-.]){3,120})(?![^\s<\"',;)])"
)
#: A mail service named with no domain after a word for "at", "nayeli.bustos en gmail",
#: "juan_88 at hotmail": the local part must not read as a word (a dot, a digit, `_`)
#: nor as a file's name.
_SERVICE_NAMED = re.compile(
    r"(?<![\w.+\-@])(?P<local>[^\W_][\w.+\-]{1,63}?)[ \t]+(?:en|at|arroba|em)[ \t]+"
    r"(?P<domain>gmail|hotmail|outlook|yahoo|icloud|protonmail|prodigy)(?![\w@]|\.\w|[ \t]*"
    r"(?:[\[({<][ \t]*)?(?:dot|punto|ponto|\.)\b)",
    re.IGNORECASE,
)
_FILE_SUFFIX = re.compile(
    r"(?i)\.(?:pdf|json|txt|docx?|xlsx?|csv|png|jpe?g|gif|zip|html?|js|py|md|yaml|yml|xml)$"
)


def _spelled_emails(text: str) -> list[Candidate]:
    found = []
    if " @ " in text:
        for m in _SPACED_EMAIL.finditer(text):
            local = m.group("local").replace(" ", "")
            domain = m.group("domain").replace(" ", "").lower().rstrip(".")
            if "." not in domain or not has_public_suffix(domain):
                continue
            found.append(
                Candidate(
                    EMAIL,
                    "email",
                    m.start(),
                    m.end(),
                    info={"local": local, "domain": domain, "obfuscated": True},
                )
            )
    for m in _SERVICE_NAMED.finditer(text):
        local = m.group("local")
        if not re.search(r"[\d._]", local) or _FILE_SUFFIX.search(local):
            continue
        found.append(
            Candidate(
                EMAIL,
                "email",
                m.start(),
                m.end(),
                info={
                    "local": local,
                    "domain": m.group("domain").lower() + ".com",
                    "obfuscated": True,
                },
            )
        )
    return found


#: Round 34: an address whose "@" is written plain and whose domain has spaces around its
#: dots ("ana_88@live . com . mx", "ana.lopez@yahoo. com. mx"): text extraction's and
#: OCR's way with an address (personal33), the plain "@" sibling of "ana @ live . com".
_SPACED_DOTS_DOMAIN = re.compile(
    r"[^\W_][\w\-]{0,62}(?:[ \t]*\.[ \t]*[^\W_][\w\-]{0,62}){1,3}(?![\w\-@])"
)
_LOCAL_BEFORE_AT = re.compile(r"(?<![\w.+\-])[^\W_][\w.+\-]{0,63}$")
_DOMAIN_DOT = re.compile(r"[ \t]*\.[ \t]*")


def _spaced_dots_emails(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    at = text.find("@")
    while at >= 0:
        m = _SPACED_DOTS_DOMAIN.match(text, at + 1)
        local = _LOCAL_BEFORE_AT.search(text, max(0, at - 64), at) if m else None
        if m is not None and local is not None and any(c.isalpha() for c in local.group()):
            dots = list(_DOMAIN_DOT.finditer(text, m.start(), m.end()))
            # the longest run of labels that is a domain (a sentence may go on after it:
            # "… live . com . mx . Gracias"), with a space at one of its dots
            for n in range(len(dots), 0, -1):
                end = dots[n].start() if n < len(dots) else m.end()
                spaced = any(d.end() - d.start() > 1 for d in dots[:n])
                domain = _DOMAIN_DOT.sub(".", text[m.start() : end]).lower()
                if spaced and has_public_suffix(domain):
                    info = {"local": local.group(), "domain": domain, "obfuscated": True}
                    found.append(Candidate(EMAIL, "email", local.start(), end, info=info))
                    break
        at = text.find("@", at + 1)
    return found


def find_obfuscated_emails(text: str) -> list[Candidate]:
    """Addresses written so scrapers miss them: the same person, the same datum."""
    found = _spelled_emails(text) + _spaced_dots_emails(text)  # (at each "@" only)
    position = 0
    while (m := _OBFUSCATED_EMAIL.search(text, position)) is not None:
        # A refused match may hide an address that starts inside it: "ping me at
        # juan.perez at gmail dot com" first reads "me at juan.perez".
        position = m.end("local")
        labels = [p.strip().lower() for p in _OB_SPLIT.split(m.group("domain"))]
        domain = ".".join(labels)
        if not all(labels) or not has_public_suffix(domain):
            continue
        local, whole = m.group("local"), m.group()
        if not any(c.isalpha() for c in local):
            continue  # "a las 10 at Google dot com": a number is nobody's mailbox
        if "#" in whole[len(local) :].split(labels[0], 1)[0] and (
            labels[0] not in MAIL_SERVICES or _in_url(text, m.start())
        ):
            continue  # `page#section.com`, a URL's fragment: only `#gmail.com` is an @
        joint = whole[len(local) :].split(labels[0], 1)[0].strip(" \t").lower()
        if joint in ("(a)", "[a]", "{a}", "<a>", "en", "em") and labels[0] not in MAIL_SERVICES:
            continue  # "opción (a) b.com", "trabajo en casa punto com": no mail service
        bracketed = any(c in whole for c in "[({<")
        wordy = not re.search(r"[\d._]", local)
        if (
            not bracketed
            and "arroba" not in whole.lower()
            and wordy
            and labels[0] not in MAIL_SERVICES
        ):
            continue  # "look at this dot com"
        position = m.end()
        found.append(
            Candidate(
                EMAIL,
                "email",
                m.start(),
                m.end(),
                info={"local": local, "domain": domain, "obfuscated": True},
            )
        )
    return found


def _in_url(text: str, start: int) -> bool:
    """Whether `start` is inside a URL (a `://` earlier in its run of non-space)."""
    run = text[max(0, start - 256) : start]
    cut = max(run.rfind(c) for c in " \t\n\"'<>")
    return "://" in run[cut + 1 :] or "/" in run[cut + 1 :]


def _is_url_userinfo(text: str, start: int) -> bool:
    """Whether the address is a URL's userinfo (`scheme://user[:pass]@host`), not a
    mailbox; `https://site/?email=juan%40gmail.com` carries a mailbox."""
    window = text[max(0, start - 200) : start]
    scheme = window.rfind("://")
    if scheme == -1:
        return False
    between = window[scheme + 3 :]
    if not any(c in between for c in "/?#&=@ \t\n\"'<>"):
        return True
    # A password holding an unencoded `#`, `?` or `@` (`postgres://u:Xy!q#zT@db…`):
    # read the userinfo as a lenient URL parser does.
    return not any(c in between for c in "/ \t\n\"'<>") and in_userinfo(text, start)


# --- phones ----------------------------------------------------------------------------

_SEP_CHARS = " \t.-\u00a0\u2009\u202f\u2011\u2012\u2013"
_SEP = r"(?:[ \t.\-\u00a0\u2009\u202f\u2011\u2012\u2013()]|&nbsp;|&#160;|&#xa0;)"
_PHONE_RUN = re.compile(
    _ESCAPE_BEFORE + r"(?<![\w+(]))"
    # (round 39: two openings together, "((999) 262-2262)", `_split_run` drops the outer)
    r"(?P<run>(?:\+|\(\(?\+?)?\d(?:" + _SEP + r"{0,3}\d)*\)?)"
)
_ENTITY_SPACE = re.compile(r"&nbsp;|&#160;|&#xa0;|[\u00a0\u2009\u202f]")
# Phone links. The number is the value; the scheme or host stays.
_PHONE_LINK = re.compile(
    r"(?:\btel:|\bsms:|\bcallto:|\bwa\.me\\?/|\bwhatsapp\.com\\?/send/?\?(?:[^\s\"'<>]*?&(?:amp;)?)?phone="
    r"|\bwhatsapp://send\?phone=|(?:[?&](?:amp;)?|\b)(?:phone|tel|telefono|telefone|cel|"
    r"celular|movil|mobile|whatsapp)=)"
    # No space after the scheme: "Tel: 33 1234 5678" is a label, not a link.
    r"(?P<num>[+(]?\d[\d\-.() ]*\d|(?:\+|%2B)\d(?:[\d\-.]|%20)*\d|\d(?:[\d\-.]|%20)*\d)",
    re.IGNORECASE,
)
_INTERNATIONAL_LINK = re.compile(r"(?:\bwa\.me|whatsapp\.com/send|whatsapp://send)", re.IGNORECASE)
#: National groupings people write for a 10-digit Mexican number.
_NATIONAL_GROUPINGS = frozenset(
    {
        (10,),
        (2, 4, 4),
        (3, 3, 4),
        (2, 2, 2, 2, 2),
        (2, 8),
        (3, 7),
        (3, 3, 2, 2),
        (2, 4, 2, 2),
        (4, 2, 2, 2),
        (4, 3, 3),
        (6, 4),
    }
)
_LOCAL_GROUPINGS = frozenset({(4, 4), (2, 2, 2, 2), (3, 2, 3)})
#: A phone word right before a bare digit run: without one, 10 digits are an id.
PHONE_WORDS = re.compile(
    r"\b(?:tel|tels|telf|telefono|telefonos|fono|cel|celular|cell|movil|mobile|phone|"
    r"whats ?app|whats|wapp|wa|zap|zapzap|fax|lada|llam\w*|marca\w*|marqu\w*|contacto|contact|numero|"
    r"num|sms|"
    r"tlf|fijo|ext|oficina|conmutador|call|calls|ring|text me|reach me|dial|"
    r"my number|mi numero|escrib\w*|mand\w*|habl\w*|mensaje\w*|msj|inbox|txt|"
    # What an ad says before its number: "informes al …", "pedidos al …".
    r"informes|pedidos|citas|reservaciones|comunica\w*|comuniquese|contactar\w*|"
    # Portuguese, French, Italian, German: "telemóvel", "telefone", "portable",
    # "cellulare", "Handy", "contato", "ligue".
    r"telefone|telemovel|telemoveis|contato|ligue|ligar|portable|telephone|"
    # round 27: Portuguese's "falar com …", "fale com …", "chame no …" as "hablar con"
    r"falar|fale|falem|chame|chamar|"
    # round 48 (personal62's "Fala comigo no <number>, <name>"): the first person asking
    # to be called or written to, "fala comigo", "me liga", "liga-me", "liga pra mim",
    # "me chama", "escreve" (not "liga" alone, a league's word too)
    r"comigo|me liga|liga-me|liga pra mim|liga para mim|me chama|escrev\w*|"
    r"cellulare|telefonino|handy|rufnummer|telefon)\b",
)
#: Words that make the number after them an id, whatever came before ("número de
#: pedido 4421234567", "phone_verified_at": 1715709791 is a date anyway).
ID_WORDS = re.compile(
    r"\b(?:id|ids|pedido|folio|referencia|ref|serie|guia|orden|factura|contrato|"
    r"expediente|registro|poliza|ticket|rastreo|seguimiento|codigo|clave|cuenta|isbn|issn|"
    r"order|invoice|tracking|reference|account|transaction|transaccion|operacion|"
    r"version|build|timestamp|size|bytes|length|count|monto|importe|precio|"
    # round 28: a production lot's and a part's numbers ("Lote 4582…", "SKU", "serial")
    r"lote|lot|batch|sku|serial)\b"
)


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _fold(value: str) -> str:
    """Lower case, no accents, `_` as a space and camelCase split (`card_number` and
    `cardNumber` have the word card). Only read for its words, never for offsets
    into the text."""
    return _CAMEL.sub(" ", value).translate(_FOLD).lower()


_FOLD = str.maketrans("áéíóúüñÁÉÍÓÚÜÑàèìòùâêîôû_çãõ", "aeiouunAEIOUUNaeiouaeiou cao")


_MARKUP = re.compile(r"<[^<>]*>")
_TEXT = re.compile(r"[^\W\d_]")


def label_before(text: str, start: int, reach: int) -> str:
    """What labels the value at `start`: the text before it on its line, or, when the
    value is alone on its line (only markup and punctuation before it), the end of the
    line before ("<dt>Celular</dt>\n<dd>4611234567</dd>"). Markup becomes spaces."""
    line_start = text.rfind("\n", 0, start) + 1
    raw = text[max(line_start, start - reach) : start]
    if start - reach > line_start:
        # round 28: the reach may cut a tag open (`class="mensaje">Lote …`): its
        # attributes are markup, not the value's label ("mensaje" is no phone word here)
        cut = _CUT_TAG.match(raw)
        if cut is not None:
            raw = " " * cut.end() + raw[cut.end() :]
    window = _MARKUP.sub(lambda m: " " * len(m.group()), raw)
    if line_start == 0 or _TEXT.search(window):
        return window
    previous = text[max(0, line_start - 1 - reach) : line_start - 1]
    return _MARKUP.sub(lambda m: " " * len(m.group()), previous).rstrip() + " "


#: Round 27: a contact's label that names its holder, the holder's name between the
#: phone word and the number ("Contato pessoal de <Nombre Apellido Apellido>: …",
#: "Celular de <Nombre Apellido>: …", "Phone of <Name Surname>: …"): the label reaches
#: past the usual reach (`PHONE_LABEL_REACH`) by the length of the name; callers that
#: pass a reach of their own ask for that window only.
_HOLDER_LABEL = re.compile(
    r"(?i)\b(?P<word>[a-záéíóúãõç]{2,12})(?:[ \t]+(?:pessoal|personal|particular|privado|"
    r"private|celular|m[oó]vil))?[ \t]+(?:de|del|da|do|of)[ \t]+"
    r"(?-i:[A-ZÁÉÍÓÚÑ][\w.'\-]+(?:[ \t]+(?:de|da|do|dos|del|la)?[ \t]*[A-ZÁÉÍÓÚÑ][\w.'\-]+){0,4})"
    r"[ \t]*:[ \t]*$"
)


#: A tag's tail at a window's start: a quoted attribute, then the tag's `>` (an arrow,
#: `cel -> …` or `=> …`, has no quoted attribute before it).
_CUT_TAG = re.compile(r"[^<>\n]*?[\w\-:]+=(?:\"[^\"<>]*\"|'[^'<>]*')[^<>\n]*>")


PHONE_LABEL_REACH = 48  # characters before a number where its label is looked for


def has_phone_word_before(text: str, start: int, reach: int = PHONE_LABEL_REACH) -> bool:
    """A phone word before `start` on its line (or labelling it from the line before),
    with no id word after it."""
    if reach == PHONE_LABEL_REACH:
        line_start = text.rfind("\n", 0, start) + 1
        holder = _HOLDER_LABEL.search(text, max(line_start, start - 110), start)
        if holder is not None and PHONE_WORDS.fullmatch(_fold(holder.group("word"))):
            return True
    window = _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), label_before(text, start, reach))
    folded = _fold(window)
    words = list(PHONE_WORDS.finditer(folded))
    if not words or ID_WORDS.search(folded, words[-1].end()):
        return False
    last = words[-1]
    if last.group() in ("numero", "num") and _THING_NUMBERED_AFTER.match(folded, last.end()):
        return False  # round 33b: "Tu número de caso es …", "número de folio …"
    # round 14: "número"/"no." is a thing's number after the thing's noun ("Licitación
    # pública número 3687561230", "expediente núm. …"): not a phone's word there
    return not (
        last.group() in ("numero", "num")
        and _NUMBERED_THING.search(folded, max(0, last.start() - 40), last.start())
    )


#: A document's, a procedure's or a record's noun (perhaps one adjective after it) right
#: before "número": the number is that thing's.
_NUMBERED_THING = re.compile(
    r"\b(?:licitacion|concurso|convocatoria|procedimiento|proceso|expediente|oficio|"
    r"acuerdo|decreto|resolucion|acta|contrato|factura|pedido|orden|folio|poliza|lote|"
    r"partida|guia|ticket|caso|juicio|amparo|causa|averiguacion|carpeta|permiso|licencia|"
    r"registro|certificado|serie|cuenta|tramite|solicitud|reporte|queja|invoice|order|case|"
    r"tender|contract|permit|license|ticket|claim|patente|norma|ley|articulo)"
    r"(?:[ \t]+[a-z]+){0,1}[ \t]+$"
)


#: Round 33b: the same nouns after "número de": "número de caso", "número de reporte" name
#: what is numbered, as "número de pedido" does.
_THING_NUMBERED_AFTER = re.compile(
    r"\.?[ \t]+d(?:e|el)[ \t]+(?:la[ \t]+|su[ \t]+|tu[ \t]+)?(?:caso|expediente|reporte|queja|"
    r"solicitud|tramite|ticket|folio|incidencia|incidente|aclaracion|reclamacion|siniestro|"
    r"juicio|causa|carpeta|averiguacion|oficio|permiso|licencia|certificado|serie|poliza|"
    r"guia|orden|pedido|factura|contrato|cuenta|cliente|socio|afiliacion|registro)\b"
)


_JSON_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")


def find_phones(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    taken: list[tuple[int, int]] = []
    for m in _PHONE_LINK.finditer(text):
        start, end = m.span("num")
        raw = m.group("num").replace("%20", " ").replace("%2B", "+").replace("%2b", "+")
        if not _right_ok(text, end):
            continue
        parsed = _interpret(raw, linked=True)
        if parsed is None and _INTERNATIONAL_LINK.match(m.group()):
            # WhatsApp links carry the international number without its "+":
            # wa.me/5511998877665 is a Brazilian mobile.
            digits = re.sub(r"\D", "", raw)
            if not digits.startswith("52") and 10 <= len(digits) <= 15:
                parsed = _foreign(digits, [len(digits)])
        if parsed is not None:
            found.append(Candidate(PHONE, "phone", start, end, info={**parsed, "link": True}))
            taken.append((start, end))
    for m in _PHONE_RUN.finditer(text):
        start, end = m.span("run")
        if any(s <= start < e for s, e in taken):
            continue
        for piece_start, piece_end in _split_run(text, start, end):
            if not (
                (
                    _left_ok(text, piece_start)
                    or is_e164_field(text, piece_start)
                    or recipient_param_before(text, piece_start)
                )
                and _right_ok(text, piece_end)
            ):
                continue
            raw = text[piece_start:piece_end]
            parsed = _interpret(raw, linked=False)
            worded = has_phone_word_before(text, piece_start)
            if parsed is None and worded:
                # After a phone word, a North American number ("Call me: (512) 867-5309")
                # or a foreign one written with its country code that is possible, if
                # not in a range phonenumbers knows as assigned.
                parsed = _elsewhere(raw)
            if parsed is None:
                continue
            named = False
            if parsed["bare"] and not worded:
                named = (
                    has_name_before(text, piece_start)
                    or _whole_field_value(text, piece_start, piece_end)
                    or offer_row_before(text, piece_start)
                )
                if not named:
                    continue  # ten digits alone are an id, a timestamp or an amount
            if parsed["local"] and not has_phone_word_before(text, piece_start, reach=24):
                continue  # eight digits are a phone only right after a phone word
            found.append(
                Candidate(
                    PHONE,
                    "phone",
                    piece_start,
                    piece_end,
                    info={**parsed, "worded": worded, "named": named},
                )
            )
    if "_+" in text or "-+" in text:
        # round 26: a phone tagged by its word, glued before the `+` (`tel_+52…`)
        spans = [(c.start, c.end) for c in found]
        for m in _TAGGED_INTERNATIONAL.finditer(text):
            start, end = m.span("run")
            if any(s < end and start < e for s, e in (*taken, *spans)):
                continue
            if not _right_ok(text, end):
                continue
            parsed = _interpret(m.group("run"), linked=False)
            if parsed is not None:
                found.append(
                    Candidate(
                        PHONE, "phone", start, end, info={**parsed, "worded": True, "named": False}
                    )
                )
    if "/" in text:
        found.extend(_slashed_phones(text, taken))
    if _OCR_IN_DIGITS.search(text) is not None:
        found.extend(_ocr_phones(text, [(c.start, c.end) for c in found]))
    return found


#: Round 33: OCR's letter between two digits (the gate of `_ocr_phones`: one RE2 pass).
_OCR_IN_DIGITS = compile_linear(r"\d[OolISB]\d")
#: Ten places of a phone, each a digit or a letter OCR makes of one (O, l, I, S, B).
_OCR_PHONE = re.compile(r"(?<![\w\-.])[0-9OolISB](?:[ .\-]?[0-9OolISB]){9}(?![\w\-])")


def _ocr_phones(text: str, taken: list[tuple[int, int]]) -> list[Candidate]:
    """Round 33: a phone OCR damaged, right after its own label ("Celular: 44S2719O36",
    "Cel. 229-B41-7O63"): one or two of its ten places a letter OCR makes of a digit,
    the rest digits. A phone has no check digit, so its label must be right before it
    (and no id word after that label); the number's context then decides whose it is."""
    found: list[Candidate] = []
    for gate in _OCR_IN_DIGITS.finditer(text):
        for m in _OCR_PHONE.finditer(text, max(0, gate.start() - 18), gate.end() + 20):
            start, end = m.span()
            if not start <= gate.start() < end or any(s < end and start < e for s, e in taken):
                continue
            if end < len(text) and (text[end].isalnum() or text[end] in "_-"):
                continue  # the window cut a longer token
            raw = m.group()
            letters = sum(c.isalpha() for c in raw)
            if not 1 <= letters <= 2 or not has_phone_word_before(text, start, reach=24):
                continue
            parsed = _interpret(raw.translate(_TO_DIGIT), linked=False)
            if parsed is None or parsed["local"]:
                continue
            taken.append((start, end))
            found.append(
                Candidate(
                    PHONE, "phone", start, end, info={**parsed, "worded": True, "named": False}
                )
            )
    return found


_TAGGED_INTERNATIONAL = re.compile(
    r"(?i)(?<![a-z])(?:tel|tlf|phone|cel|cell|celular|movil|mobile|whats(?:app)?|wa|sms)[_\-]"
    r"(?P<run>\+\d(?:[ .\-]?\d){9,13})"
)


#: A messaging log's recipient parameter right before a number (`sms.send to=722 354
#: 53 64`, `recipient=+52 …`, `msisdn=…`): the value is who the message went to. Only a
#: grouped number is read there (a bare run after `to=` may be a timestamp or an id).
_RECIPIENT_PARAM = re.compile(
    r"(?i)(?<![\w\-])(?:to|recipient|destinatario|destino|msisdn|phone_number|"
    r"numero_destino)=$"
)


def recipient_param_before(text: str, start: int) -> bool:
    """Whether a messaging log's recipient parameter (`to=`) ends right at `start`."""
    if start < 3 or text[start - 1] != "=":
        return False
    return _RECIPIENT_PARAM.search(text, max(0, start - 16), start) is not None


#: The area code, a slash, the local number: "55/93781818", "33/3615-1234", a notation
#: of old directories and forms. A fraction or a date has the same slash, so it is a
#: phone only after a phone word or a person's name, and when it is ten digits.
_SLASHED_PHONE = re.compile(
    r"(?<![\w/.\-])(?P<area>\d{2,3})/(?P<local>\d{3,4}[ \-]?\d{4})(?![\w/\-])"
)


def _slashed_phones(text: str, taken: list[tuple[int, int]]) -> list[Candidate]:
    found = []
    for m in _SLASHED_PHONE.finditer(text):
        start, end = m.span()
        if any(s <= start < e for s, e in taken):
            continue
        local = re.sub(r"\D", "", m.group("local"))
        if len(m.group("area")) + len(local) != 10:
            continue
        worded = has_phone_word_before(text, start)
        named = not worded and has_name_before(text, start)
        if not (worded or named):
            continue
        parsed = _interpret(f"{m.group('area')} {local}", linked=False)
        if parsed is None:
            continue
        found.append(
            Candidate(PHONE, "phone", start, end, info={**parsed, "worded": worded, "named": named})
        )
    return found


#: `"key": "4492350288"`, `key: '4492350288'`: a string field holding ten digits and
#: nothing else. Ids and counts are numbers; a string of a valid phone number, under a
#: key that is no id word, is read as a phone (and the key is its context).
_FIELD_KEY = re.compile(r"[\"']?(?P<key>[\w\-. ]{1,40})[\"']?[ \t]*[:=][ \t]*\[?[ \t]*$")


def _whole_field_value(text: str, start: int, end: int) -> bool:
    quote = text[start - 1 : start]
    if quote not in ('"', "'") or text[end : end + 1] != quote:
        return False
    line_start = text.rfind("\n", 0, start - 1) + 1
    key = _FIELD_KEY.search(text, max(line_start, start - 60), start - 1)
    if key is None:
        return False
    return not ID_WORDS.search(_fold(key.group("key")))


#: Between a name and the number that is theirs: "María Gómez 4611234567", "Iván
#: Salazar - 998…", "Ulises González, 333…", "Arturo Quintero on 461…", "María al 461…".
_NAME_TO_NUMBER = re.compile(
    r"[\s,:;|·\-–—()\"']{0,6}"
    # round 16: who the person is to the writer, in parentheses ("<name> (mamá) <n>")
    # (not an id's name: "(folio) <n>" is the number of an order)
    r"(?:\((?!(?i:folio|pedido|orden|order|id|ref|referencia|ticket|cuenta|account|cliente|"
    r"customer|n[uú]m|no\b|rfc|curp|nss|clabe|factura|invoice|gu[ií]a|tracking|rastreo)\b)"
    r"[^\W\d]{2,16}(?:[ \t][^\W\d]{2,16})?\)[\s,:;\-–—]{0,3})?"
    r"(?:(?:al|at|on|en|a|is|es|tel\.?|no\.?)[\s:.]{1,3})?[\s\"':]{0,3}"
)


_NAME_CELL = r"[A-ZÁÉÍÓÚÑ][A-Za-zÁÉÍÓÚÑáéíóúñü]+(?:[ ](?:de|del|la|los|y|[A-ZÁÉÍÓÚÑ][A-Za-zÁÉÍÓÚÑáéíóúñü]+)){0,3}"
_NAME_CELLS_BEFORE = re.compile(
    r"(?:^|(?<=[\s>\"'(]))"
    + _NAME_CELL
    + r"[ \t]*([;|\t,])[ \t]*"
    + _NAME_CELL
    + r"[ \t]*\1[ \t]*$"
)
_CONTACT_VERB_NAME = re.compile(
    r"(?i:\b(?:text|call|ring|message|txt|llama(?:le)?|marca(?:le)?|escribe(?:le)?|"
    r"whatsapea(?:le)?)(?:\s+a)?)\s+(?P<name>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)"
    r"\s*[,:]?\s*(?i:(?:al|at|on|en el|en)\s*)?[\s:]*$"
)


def has_name_before(text: str, start: int, reach: int = 80) -> bool:
    """A person's name right before `start` on its line, only punctuation or "al"
    between: the bare ten digits after it are that person's phone."""
    from fixture_guard.detect.names import find_names, is_given_name, is_known_name

    # Alone on its line ("<td>María Gómez</td>\n<td>4611234567</td>"), the name may
    # end the line before.
    window = label_before(text, start, reach)
    found = find_names(window)
    if found and _NAME_TO_NUMBER.fullmatch(window[found[-1].end :]):
        return True
    # round 15: a given name after a contact verb ("text Ignacio at …", "call Rosa on …")
    lead = _CONTACT_VERB_NAME.search(window)
    if lead is not None and is_given_name(lead.group("name")):
        return True
    # …or a record's row whose two cells before the number are a person's surnames and
    # given name ("SALAZAR;ULISES;<number>", "Montes de Oca;Alejandra;<number>"), one of
    # their words a name the gazetteer knows
    cells = _NAME_CELLS_BEFORE.search(window)
    return cells is not None and any(
        is_known_name(_fold(w)) for w in re.findall(r"[^\W\d_]{3,}", cells.group())
    )


#: Round 47: a record's row written as one line of cells, its separator right around the
#: value (or the row's own opening or end: a string's quote, a tag, the line's edge).
_ROW_CELL_SEPARATORS = ",;|\t"
_ROW_EDGES = "\"'<>\n"
_ROW_CELL_REACH = 60


def _row_cell(text: str, lo: int, hi: int, *, forward: bool) -> str | None:
    """The cell next to a value, read from `lo` (forward) or back from `hi`, up to the
    next separator or the row's edge; None when longer than a name's cell."""
    if forward:
        k = lo
        while (
            k < min(hi, lo + _ROW_CELL_REACH) and text[k] not in _ROW_CELL_SEPARATORS + _ROW_EDGES
        ):
            k += 1
        if k == lo + _ROW_CELL_REACH:
            return None
        return text[lo:k]
    k = hi
    while (
        k > max(lo, hi - _ROW_CELL_REACH) and text[k - 1] not in _ROW_CELL_SEPARATORS + _ROW_EDGES
    ):
        k -= 1
    if k == hi - _ROW_CELL_REACH:
        return None
    return text[k:hi]


def row_name_beside(text: str, start: int, end: int) -> bool:
    """Round 47: whether the value at [start, end) is a whole cell of a record's row (the
    same separator, `,` `;` `|` or a tab, or the row's edge right around it, and one
    separator at least) and the cell right before or right after it is a person's whole
    name, two words or more the gazetteer knows ("<NSS>,<name>,Turno B",
    "<name>;<RUT>;Santiago"). Round 22 read the name before an NSS only, and a row's
    printed foreign id was read as a field's whole value only (round 30)."""
    from fixture_guard.detect.names import find_names

    left = text[start - 1] if start > 0 else "\n"
    right = text[end] if end < len(text) else "\n"
    seps = {c for c in (left, right) if c in _ROW_CELL_SEPARATORS}
    if len(seps) != 1 or not all(c in seps or c in _ROW_EDGES for c in (left, right)):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    cells = []
    if left in seps:
        cells.append(_row_cell(text, line_start, start - 1, forward=False))
    if right in seps:
        cells.append(_row_cell(text, end + 1, line_end, forward=True))
    for cell in cells:
        if cell is None:
            continue
        cell = cell.strip()
        names = find_names(cell)
        if (
            len(names) == 1
            and names[0].start == 0
            and names[0].end == len(cell)
            and len(cell.split()) >= 2
        ):
            return True
    return False


#: Round 33: the separators of a directory's cells ("<name> | <what they offer> | <n>").
_ROW_SEPARATORS = "|;\t·•"
#: A cell that names what the number after it is ("Folio de inscripción", "Guía de
#: rastreo"): the number is that id, not the person's line.
_ID_CELL = re.compile(
    r"\b(?:folio|pedido|orden|order|id|ref|referencia|reference|ticket|cuenta|account|"
    r"cliente|customer|num|numero|number|no|rfc|curp|nss|clabe|factura|invoice|guia|"
    r"tracking|rastreo|recibo|receipt|contrato|poliza|policy|expediente|caso|case|"
    r"matricula|clave|codigo|code|serie|serial|sku|modelo|model|lote|total|monto|importe|"
    r"saldo|cantidad|amount)\b"
)


def offer_row_before(text: str, start: int) -> bool:
    """Round 33: whether the number at `start` ends a directory's row whose first cell is
    a person's name and whose one or two cells between say what they offer, each after
    the same separator ("<name> | Clases de … a domicilio | <ten digits>", "<name>;
    Fletes y mudanzas; Zona norte; …"): a listing's bare number is its person's, as it is
    right after the name. A cell with a digit, or one naming an id (folio, pedido, guía
    …), makes the number that id's; a first cell that is more than a name (a shop's, "Pedido
    de <name>") is no person's row."""
    from fixture_guard.detect.names import find_names

    line_start = text.rfind("\n", 0, start) + 1
    if start - line_start > 400:
        line_start = start - 400
    window = _MARKUP.sub(lambda m: " " * len(m.group()), text[line_start:start]).rstrip()
    if len(window) > 1 and window[-1] == "-" and window[-2] in " \t":
        # a dash between spaces (the view writes "—" and "–" as "-")
        parts = re.split(r"[ \t]-[ \t]", window[:-1])
    elif window and window[-1] in _ROW_SEPARATORS:
        parts = window[:-1].split(window[-1])
    else:
        return False
    opening = window[-1] == "|"  # a markdown row's leading pipe, after a quote or a tag
    for k in (1, 2):
        if len(parts) < k + 1:
            return False
        offer = [p.strip() for p in parts[-k:]]
        if not all(
            3 <= len(cell) <= 90 and _TEXT.search(cell) and not re.search(r"[\d@]", cell)
            for cell in offer
        ) or _ID_CELL.search(_fold(" ".join(offer))):
            return False
        lead = parts[: -(k + 1)]
        if any(p.strip() for p in lead) and not (
            opening and len(lead) == 1 and lead[0].rstrip()[-1:] in "\"'>"
        ):
            continue  # more cells before it: not the row's first
        # the cell from where its text opens (a tag, a quote, a parenthesis)
        cell = re.split(r"[>\"'(]", parts[-(k + 1)])[-1].strip()
        names = find_names(cell)
        return len(names) == 1 and names[0].start == 0 and names[0].end == len(cell)
    return False


def _split_run(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The run itself, or its parts when it holds two numbers (`55 1234 5678 - 55 …`)."""
    raw = text[start:end]
    # Trim a closing parenthesis that opens nowhere in the run: "(tel. 55 1234 5678)".
    if raw.endswith(")") and raw.count("(") < raw.count(")"):
        end -= 1
        raw = raw[:-1]
    # Round 37: the number in parentheses, its area code in its own ("(+52 (81) 5341
    # 4460)"): the outer pair encloses the number, the inner one is its area code's.
    if (
        raw[:1] == "("
        and raw[-1:] == ")"
        and raw.count("(") == raw.count(")") == 2
        and raw.index("(", 1) < raw.index(")")
    ):
        start, end, raw = start + 1, end - 1, raw[1:-1]
    digits = sum(c.isdigit() for c in raw)
    if digits <= 15:
        return [(start, end)]
    pieces = []
    offset = start
    for part in re.split(r"(\s+-\s+|\s{2,}|\s*–\s*)", raw):
        if part and any(c.isdigit() for c in part) and not re.fullmatch(r"\s*[-–]?\s*", part):
            pieces.append((offset, offset + len(part)))
        offset += len(part)
    return pieces if len(pieces) > 1 else []


def _groups(raw: str) -> tuple[list[str], list[str], bool]:
    """Digit groups, the separators between them, and whether a `+` leads."""
    raw = _ENTITY_SPACE.sub(" ", raw)
    plus = raw.lstrip("( ").startswith("+")
    groups = re.findall(r"\d+", raw)
    seps = re.findall(r"(?<=\d)[^\d]+(?=\d)", raw)
    return groups, seps, plus


def _separators_ok(seps: list[str], raw: str) -> bool:
    for sep in seps:
        core = sep.replace(" ", "").replace("(", "").replace(")", "")
        if len(core) > 1 or sep.count(" ") > 2:
            return False
    # Dots separate phone groups only on their own ("55.1234.5678"); mixed with
    # spaces they are decimals ("33.075 13.825" in an SVG path).
    # A country code and a space may lead the dotted groups ("+1 312.778.4105").
    # …and so may an area code in parentheses ("(771) 327.4022", round 15).
    lead = raw.lstrip()
    dotted = (
        seps[1:]
        if (lead.startswith("+") and seps[:1] == [" "])
        or (lead.startswith("(") and seps[:1] and ")" in seps[0])
        else seps
    )
    if any("." in s for s in seps) and any(s != "." for s in dotted):
        return False
    return raw.count("(") == raw.count(")") <= 1


def _interpret(raw: str, *, linked: bool) -> dict[str, Any] | None:
    """National number, type and form of a phone-shaped run, or None if it is not one."""
    groups, seps, plus = _groups(raw)
    if not groups or not _separators_ok(seps, raw):
        return None
    digits = "".join(groups)
    if not 8 <= len(digits) <= 15:
        return None
    sizes = [len(g) for g in groups]
    intl = plus or digits.startswith("00")
    prefix = 0
    if intl and not digits.startswith(("52", "0052")):
        return _foreign(digits.removeprefix("00"), sizes)
    if intl or (linked and digits.startswith("52") and len(digits) >= 12):
        prefix = 4 if digits.startswith("0052") else 2
        if len(digits) - prefix == 11 and digits[prefix] == "1":
            prefix += 1  # the old mobile prefix: +52 1 55 …
    elif digits[:3] in ("044", "045") and len(digits) == 13:
        prefix = 3  # the old mobile prefixes from a landline
    elif digits.startswith("01") and len(digits) == 12:
        prefix = 2  # the old long-distance prefix
    elif digits.startswith("52") and len(digits) in (12, 13) and sizes[0] in (2, 3, 12, 13):
        prefix = 2 + (len(digits) == 13 and digits[2] == "1")
    national = digits[prefix:]
    national_sizes = _strip_prefix(sizes, prefix)
    if len(national) == 8 and not prefix and tuple(sizes) in _LOCAL_GROUPINGS | {(8,)}:
        if national[0] in "01":
            return None
        return {"national": national, "type": "local", "bare": False, "local": True, "region": "MX"}
    if len(national) != 10:
        return None
    if not prefix and not linked and tuple(national_sizes) not in _NATIONAL_GROUPINGS:
        return None
    if prefix and len(national_sizes) > 1 and tuple(national_sizes) not in _NATIONAL_GROUPINGS:
        return None
    if set(national[-7:]) == {"0"}:
        return None  # (55) 0000-0000: a form's placeholder, nobody's line
    kind = _mx_number_type(national)
    if kind is None:
        return None
    return {
        "national": national,
        "type": kind,
        "bare": len(groups) == 1 and not plus and not linked,
        "local": False,
        "region": "MX",
    }


def _strip_prefix(sizes: list[int], prefix: int) -> list[int]:
    out = []
    for size in sizes:
        if prefix >= size:
            prefix -= size
            continue
        out.append(size - prefix)
        prefix = 0
    return out


def _foreign(digits: str, sizes: list[int]) -> dict[str, Any] | None:
    import phonenumbers

    try:
        number = phonenumbers.parse("+" + digits, None)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    region = phonenumbers.region_code_for_number(number)
    kind = _TYPE_NAMES.get(phonenumbers.number_type(number), "other")
    return {
        "national": str(number.national_number),
        "type": kind,
        "bare": False,
        "local": False,
        "region": region,
    }


def _elsewhere(raw: str) -> dict[str, Any] | None:
    import phonenumbers

    groups, seps, plus = _groups(raw)
    if not groups or not _separators_ok(seps, raw):
        return None
    digits = "".join(groups)
    sizes = tuple(len(g) for g in groups)
    try:
        if plus:
            if digits.startswith(("52", "0052")) or set(digits[-7:]) == {"0"}:
                return None  # Mexican numbers are judged by their validity only
            number = phonenumbers.parse("+" + digits, None)
            ok = phonenumbers.is_possible_number(number)
        else:
            ok = False
            if len(digits) == 10 and sizes in ((3, 3, 4), (10,), (3, 7)):
                number = phonenumbers.parse(digits, "US")
                ok = phonenumbers.is_valid_number(number)
            if not ok:
                found = _national_elsewhere(digits, sizes)
                if found is None:
                    return None
                number, ok = found, True
    except phonenumbers.NumberParseException:
        return None
    if not ok:
        return None
    return {
        "national": str(number.national_number),
        "type": _TYPE_NAMES.get(phonenumbers.number_type(number), "other"),
        "bare": len(groups) == 1 and not plus,
        "local": False,
        "region": phonenumbers.region_code_for_number(number) or "ZZ",
    }


#: Countries whose people write in this project's languages, tried in turn for a
#: number written in its own national notation after a phone word ("celular (41)
#: 91060-0235", "móvil 612 34 56 78", "cel. 300 123 4567", "tlf. (0261) 15-456-7890").
_NATIONAL_REGIONS = ("BR", "AR", "CO", "CL", "PE", "ES", "PT", "VE", "EC", "GT", "FR", "DE", "IT")


def _national_elsewhere(digits: str, sizes: tuple[int, ...]) -> Any:
    """The number `digits` is in some country's national notation, if it is valid
    there; grouped (a bare run of digits is an id as often as a phone)."""
    import phonenumbers

    if len(sizes) < 2 or not 9 <= len(digits) <= 12 or set(digits[-6:]) == {"0"}:
        return None  # eight digits are valid somewhere in too many countries
    for region in _NATIONAL_REGIONS:
        try:
            number = phonenumbers.parse(digits, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return number
    return None


_TYPE_NAMES: dict[int, str] = {
    0: "fixed",
    1: "mobile",
    2: "fixed-or-mobile",
    3: "toll-free",
    4: "premium",
    5: "shared-cost",
    6: "voip",
    7: "personal-number",
    8: "pager",
    9: "uan",
    10: "voicemail",
}


@cache
def _mx_number_type(national: str) -> str | None:
    import phonenumbers

    try:
        number = phonenumbers.parse(national, "MX")
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return _TYPE_NAMES.get(phonenumbers.number_type(number), "other")


# --- identifiers -----------------------------------------------------------------------

_ID_LEFT = r"(?<![A-Za-z0-9ÑñÁÉÍÓÚáéíóú&])"
_ID_RIGHT = r"(?![A-Za-z0-9ÑñÁÉÍÓÚáéíóú])"
#: Between the parts of a hand-typed identifier: one space, hyphen or dot.
_PART = r"[ .\-]?"
#: A six-digit date as people split it: `750204`, `75 02 04`, `75.0204`, `75-02-04`.
_DATE6 = r"\d{2}" + _PART + r"\d{2}" + _PART + r"\d{2}"


def _spaced(chars: str, n: int) -> str:
    """`n` characters of class `chars`, each but the first after an optional separator."""
    return chars + (r"(?:" + _PART + chars + r"){" + str(n - 1) + "}" if n > 1 else "")


#: A CURP in any notation: a separator may fall between any two of its 18 characters
#: (`VADJ 750204 HDFZML 02`, `SAVI97.0318MP.LLLN36`, `iacv-75-02-23-m-sl-bsl-11`). Only
#: the printed form is believed without its check digit.
_CURP = re.compile(
    _ID_LEFT
    + _spaced(r"[A-Za-z]", 4)
    + _PART
    + _spaced(r"\d", 6)
    + _PART
    + r"[HMXhmx]"
    + _PART
    + _spaced(r"[A-Za-z]", 5)
    + _PART
    + r"[A-Za-z0-9]"
    + _PART
    + r"\d"
    + _ID_RIGHT
)
_RFC = re.compile(
    _ID_LEFT
    + r"(?P<letters>[A-ZÑ&a-zñ]{3,4})"
    + _PART
    + _DATE6
    + _PART
    + r"[A-Za-z\d]{2}[Aa\d]"
    + _ID_RIGHT
)
#: The notation SAT prints and forms ask for: upper case, whole or with one kind of
#: separator (`PEGJ850101AB1`, `PEGJ-850101-AB1`). Anything else was typed by hand.
_RFC_PRINTED = re.compile(r"[A-ZÑ&]{4}(?P<s>[ \-]?)\d{6}(?P=s)[A-Z\d]{2}[A\d]")
#: The voter key as printed (`IARALE80070101M218`) or split into its parts: letters,
#: birth date (its pairs split too), state, sex, homoclave (`IARALE 800701 01 M 218`,
#: `IARALE 80070101 M218`, `iarale-80-07-01-01-m-218`).
_INE = re.compile(
    _ID_LEFT
    + r"[A-Za-z]{6}"
    + _PART
    + _DATE6
    + _PART
    + r"\d{2}"
    + _PART
    + r"[HMhm]"
    + _PART
    + r"\d{3}"
    + _ID_RIGHT
)


def _overlapping(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Matches of `pattern`, each search starting one character after the last match
    began: with separators allowed anywhere, a wrong match may start inside words before
    the identifier and must not hide it."""
    at = 0
    while (m := pattern.search(text, at)) is not None:
        yield m
        at = m.start() + 1


def find_curps(text: str) -> list[Candidate]:
    """CURPs in upper or lower case, whole or in parts (`VADJ 750204 HDFZML 02`,
    `IACV-750223-M-SL-BSL-11`). Only the printed form (18 upper-case characters) is
    reported with a wrong check digit, as a warning; a hand-typed one must check."""
    found = []
    for m in _overlapping(_CURP, text):
        value = m.group()
        if value.isupper() and value.isalnum():
            if mx_ids.is_curp_shaped(value):
                verified = mx_ids.curp_check_digit_ok(value)
                found.append(Candidate(CURP, "curp", m.start(), m.end(), verified=verified))
        elif mx_ids.is_valid_curp(value):
            found.append(Candidate(CURP, "curp", m.start(), m.end()))
        elif (
            _one_case(value)
            and _named_as(text, m.start(), _CURP_LABEL)
            and mx_ids.is_curp_shaped(mx_ids.compact(value))
        ):
            # "curp: gohm920315mdflrr05" with a wrong check digit: its label vouches.
            found.append(Candidate(CURP, "curp", m.start(), m.end(), verified=False))
    return found


#: The label of an identifier right before it ("RFC: …", "R.F.C. …", "con RFC …").
#: Round 21: the label may name whose id it is, as an invoice's (CFDI's) fields and forms
#: do: `rfc_receptor=`, `RfcEmisor`, "RFC del cliente:", `curp_titular`, "CURP del
#: trabajador" (folded: `_` and camelCase are spaces).
_ID_HOLDER = (
    r"(?:\s(?:del?\s|of\s(?:the\s)?)?(?:receptor|emisor|cliente|customer|titular|holder"
    r"|emplead[oa]|employee|trabajador[a]?|proveedor|contribuyente|taxpayer|beneficiari[oa]"
    r"|paciente|patient|alumn[oa]|solicitante|applicant|asegurad[oa]|persona fisica|pf"
    r"|usuari[oa]|user|socio|arrendatari[oa]|tenant|deudor[a]?|aval))?"
)
#: Round 48 (personal62's "Mexican tax id (RFC) <rfc>"): the acronym may be the
#: parenthesised short form of the id's long name or a gloss ("Registro Federal de
#: Contribuyentes (RFC): …", "tax id (RFC) …"): its closing parenthesis is the label's end.
_RFC_LABEL = re.compile(
    r"\br\.?\s?f\.?\s?c\b\.?(?:(?<=\(rfc)\))?"
    + _ID_HOLDER
    + r"[\s:=#\"'-]{0,4}(?:(?:es|is|de|del|no\.?"
    # round 43: the value a correction or a change gives it ("corregir su RFC a …")
    r"|a|to|por|para)\s+)?$"
)
_CURP_LABEL = re.compile(
    r"\bc\.?\s?u\.?\s?r\.?\s?p\b\.?(?:(?<=\(curp)\))?"
    + _ID_HOLDER
    + r"[\s:=#\"'-]{0,4}(?:(?:es|is)\s+)?$"
)


#: Round 22: the label names its holder by name, then a copula or a colon ("O RFC pessoal
#: do <name> é …", "el RFC de <name> es …", "the CURP of <name>: …"): the label is the
#: id's, the words between a person's name (one to four words, folded).
_NAMED_HOLDER = (
    r"(?:\s(?:personal|pessoal|propio|proprio))?\s(?:de|del|do|da|of)\s(?:[a-z]+\s){1,4}"
    r"(?:es|is|e|era|was|foi)\s+$|(?:\s(?:personal|pessoal|propio|proprio))?"
    r"\s(?:de|del|do|da|of)\s(?:[a-z]+\s){0,3}[a-z]+:\s*$"
)
_RFC_NAMED = re.compile(r"\br\.?\s?f\.?\s?c\b\.?(?:" + _NAMED_HOLDER + ")")
_CURP_NAMED = re.compile(r"\bc\.?\s?u\.?\s?r\.?\s?p\b\.?(?:" + _NAMED_HOLDER + ")")


def _named_as(text: str, start: int, label: re.Pattern[str]) -> bool:
    """Whether the identifier at `start` comes right after its own name: a hand-typed
    one (lower case, a wrong check digit) is then believed on its shape."""
    if label.search(_fold(text[max(0, start - 32) : start])):
        return True
    named = _RFC_NAMED if label is _RFC_LABEL else _CURP_NAMED
    return bool(named.search(_fold(text[max(0, start - 72) : start])))


def _one_case(value: str) -> bool:
    letters = [c for c in value if c.isalpha()]
    return all(c.islower() for c in letters) or all(c.isupper() for c in letters)


def _one_case_per_part(letters: str, value: str) -> bool:
    """An RFC typed in two goes, the name's letters in one case and the homoclave in
    another (`rowj640209XBA`): each part in one case, as no random token is."""
    tail = value[-3:]
    return _one_case(letters) and _one_case(tail) and any(c.isalpha() for c in tail)


def find_rfcs(text: str) -> list[Candidate]:
    """RFCs of natural persons only: a company's 12-character RFC is public. Printed
    notation as SAT writes it; any other (lower case, dots, spaces) with its check digit."""
    found = []
    for m in _RFC.finditer(text):
        if len(m.group("letters")) != 4:
            continue
        value = m.group()
        printed = _RFC_PRINTED.fullmatch(value)
        if mx_ids.is_person_rfc(value) if printed else mx_ids.is_valid_person_rfc(value):
            found.append(Candidate(RFC, "rfc-person", m.start(), m.end()))
        elif (
            not printed
            and (_one_case(value) or _one_case_per_part(m.group("letters"), value))
            and _named_as(text, m.start(), _RFC_LABEL)
            and mx_ids.is_person_rfc(mx_ids.compact(value))
        ):
            # "RFC sahe951106zd6": typed by hand, its check digit unchecked; the label
            # right before it says what it is.
            found.append(Candidate(RFC, "rfc-person", m.start(), m.end(), verified=False))
    if "sin homoclave" in text.lower() or "rfc" in text.lower():
        for m in _RFC_SHORT.finditer(text):
            # round 15: a person's RFC without its homoclave (ten characters: the name's
            # four letters and the birth date), believed only right after its label
            # ("RFC sin homoclave NOAW781110", "RFC: NOAW781110"); it has no check digit.
            month, day = int(m.group("date")[2:4]), int(m.group("date")[4:])
            generic = m.group()[:4] in ("XAXX", "XEXX")  # SAT's generic RFCs
            if (
                not generic
                and 1 <= month <= 12
                and 1 <= day <= 31
                and _named_as(text, m.start(), _RFC_SHORT_LABEL)
            ):
                found.append(Candidate(RFC, "rfc-person", m.start(), m.end(), verified=False))
    return found


_RFC_SHORT = re.compile(r"(?<![\w\-])[A-ZÑ&]{4}(?P<date>\d{6})(?![\w\-])")
_RFC_SHORT_LABEL = re.compile(
    r"\br\.?\s?f\.?\s?c\b\.?(?:\s+sin\s+homoclave)?[\s:=#\"'-]{0,4}(?:(?:es|is|no\.?)\s+)?$"
)


def find_ine_keys(text: str) -> list[Candidate]:
    """Voter keys in upper or lower case (one case throughout: mixed case is a token)."""
    found = []
    for m in _overlapping(_INE, text):
        value = m.group()
        if not _one_case(value):
            continue
        if mx_ids.is_ine_voter_key(mx_ids.compact(value)):
            found.append(Candidate(INE, "ine-voter-key", m.start(), m.end()))
    # The credential's other numbers: the OCR (13 digits) and the CIC (9 digits) on its
    # back, read only when the line names both the number and the credential; and the
    # first line of its machine-readable zone (`IDMEX<CIC><<<OCR…>`).
    for m in _INE_NUMBER.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = _fold(text[max(line_start, m.start() - 100) : m.start()])
        # (round 17: the credential may be named right after the number, "OCR … (INE
        # modelo D, …)")
        after = _fold(text[m.end() : m.end() + 24]).split("\n", 1)[0]
        if _INE_NUMBER_LABEL.search(before) and (
            _INE_WORD.search(before) or _INE_WORD.search(after)
        ):
            found.append(Candidate(INE, "ine-number", m.start(), m.end()))
    for m in _IDMEX.finditer(text):
        found.append(Candidate(INE, "ine-mrz", m.start(), m.end()))
    return found


_INE_NUMBER = re.compile(r"(?<![\w.\-])(?:\d{13}|\d{9})(?![\w\-]|\.\d)")
#: (round 17: also as one part of a field's name, `cic_ine=…`, `ine_ocr: …`)
_INE_NUMBER_LABEL = re.compile(r"(?<![a-z0-9])(?:ocr|cic|identificador ciudadano)(?![a-z0-9])")
#: (round 15: the electoral roll the numbers are checked against, "Validación lista
#: nominal: <name>, CIC …", names the credential too)
_INE_WORD = re.compile(
    r"(?<![a-z0-9])(?:ine|ife|credencial|elector|votar|lista nominal|padron electoral)(?![a-z0-9])"
)
#: (round 30: or its CIC alone, the line cut after the filler: `IDMEX<CIC><<`)
_IDMEX = re.compile(r"\bIDMEX\d{9,10}(?:(?:<|&lt;){1,3}\d{10,13}\b|(?:<|&lt;){2})")


# Digit runs with single spaces or dashes between groups: "4111 1111 1111 1111",
# "012-180-00123456789-1", "12 34 56 7890 1".
# A comma right before is a CSV cell's boundary ("Tomás Mendoza,0368…"), unless a digit
# precedes it (a thousands separator, a decimal comma).
_DIGIT_RUN = re.compile(_ESCAPE_BEFORE + r"(?<![\w.\-])(?<!\d,))\d(?:[ \-.]?\d){10,18}(?!\d)")
_NSS_WORDS = re.compile(
    r"\b(?:nss|n\.s\.s|imss|seguro social|seguridad social|afiliacion|afiliado|"
    r"social security|numero de seguridad|"
    # "mi número del seguro es …", "no. de seguro …", "número de afiliación …"
    r"(?:numero|num|no|n)\.? (?:de|del) seguro|seguro imss)\b"
)
#: After an 11-digit number, on its line, what makes it an NSS: a record's next cell
#: (`Gerardo Rangel;1803…;IMSS;vigente`), "…, ya me dieron de alta en el IMSS".
_NSS_AFTER = re.compile(
    r"\b(?:nss|imss|seguro social|seguridad social"
    # round 29: a payroll row's IMSS quantities, which only a worker's registration has:
    # the contribution base (SBC), the integrated daily wage (SDI), the family clinic
    # (UMF), the housing fund (`0107;<11 digits>;SDI 489.15;UMF 21`)
    r"|sbc|sdi|umf|salario base de cotizacion|salario diario integrado|infonavit)\b"
)
#: Round 29: the same quantities in the row's cells before the number.
_NSS_ROW_BEFORE = re.compile(
    r"\b(?:sbc|sdi|umf|salario base de cotizacion|salario diario integrado|infonavit)\b"
)
_NSS_AFTER_REACH = 48
_CLABE_WORDS = re.compile(
    r"\b(?:clabe|spei|transferencia|deposito|cuenta|banco|bancaria|bank account|account)\b"
)
_CARD_WORDS = re.compile(
    r"\b(?:tarjeta|card|visa|mastercard|master card|amex|american express|credito|debito|"
    r"pago|cc|carnet|pan"
    # round 27: the card's noun in Portuguese, French and German ("com o cartão …")
    r"|cartao|cartoes|carte bancaire|carte bleue|carte de credit|kreditkarte|karte)\b"
)


#: Round 29: the value's own key in a record, after a sibling member (`, "destino": "`,
#: `, to: '`), a query string's `&` (`&cuenta_destino=`) or a key=value log's space
#: (` val2=`). A sibling's key and value are another datum's ("monto", "id", "ref"):
#: an id word there does not make this value an id.
_OWN_KEY = re.compile(
    r"(?:,[ \t]*\\?[\"']?|[&?]|(?<=[ \t]))(?P<key>[A-Za-z_][\w\-.\[\]]{0,40})"
    r"(?:\\?[\"']?[ \t]*:[ \t]*\\?[\"']?|=)$"
)


def own_key_start(text: str, start: int, lo: int) -> int:
    """Where the value at `start` has its own key after a sibling (see `_OWN_KEY`), or
    `lo`."""
    m = _OWN_KEY.search(text, max(lo, start - 48), start)
    return lo if m is None else max(lo, m.start("key"))


def _words_before(text: str, start: int, words: re.Pattern[str], reach: int = 64) -> bool:
    """A word of `words` before `start` on its line, with no id word after it: "tarjeta,
    folio 4000123456789017" names a card and then an order number."""
    line_start = text.rfind("\n", 0, start) + 1
    lo = max(line_start, start - reach)
    if words is ID_WORDS:
        lo = own_key_start(text, start, lo)
    window = _fold(text[lo:start])
    ends = [m.end() for m in words.finditer(window)]
    return bool(ends) and (words is ID_WORDS or not ID_WORDS.search(window, ends[-1]))


#: A payment's reference, not an account: SPEI's "clave de rastreo", a transfer's
#: "referencia", "folio", "número de operación" (18 digits like a CLABE, no check digit).
_REFERENCE_WORDS = re.compile(
    r"\b(?:rastreo|referencia|ref|folio|seguimiento|operacion|autorizacion|transaccion|"
    r"confirmacion|tracking|reference|confirmation|transaction|authorization)\b"
)
_ACCOUNT_WORDS = re.compile(r"\b(?:clabe|cuenta|interbancaria|account)\b")


def _account_named_last(text: str, start: int, reach: int = 64) -> bool:
    """Round 44: whether the last of the account's and the card's words before `start` on
    its line is the account's ("Datos para pago: …, CLABE …")."""
    line_start = text.rfind("\n", 0, start) + 1
    window = _fold(text[max(line_start, start - reach) : start])
    accounts = [m.end() for m in _ACCOUNT_WORDS.finditer(window)]
    cards = [m.end() for m in _CARD_WORDS.finditer(window)]
    return bool(accounts) and (not cards or accounts[-1] > cards[-1])


def _reference_label(text: str, start: int, reach: int = 48) -> bool:
    """Whether the label before `start` on its line names a payment's reference
    ("Clave de rastreo SPEI …", "Referencia de la transferencia: …") rather than an
    account: a reference word after the last account word."""
    line_start = text.rfind("\n", 0, start) + 1
    # (round 29: the value's own key, not a sibling's "ref")
    window = _fold(text[own_key_start(text, start, max(line_start, start - reach)) : start])
    refs = [m.end() for m in _REFERENCE_WORDS.finditer(window)]
    accounts = [m.end() for m in _ACCOUNT_WORDS.finditer(window)]
    return bool(refs) and (not accounts or refs[-1] > accounts[-1])


def _id_word_before(text: str, start: int, reach: int = 32) -> bool:
    """An id word just before a bare number: "Pedido 4000123456789017" is an order."""
    return _words_before(text, start, ID_WORDS, reach)


#: A record's field name glued to its value: `card_number=4111…`, `nss:0584…`,
#: `cpf=06228584405` (a log line, a query string, a key=value dump).
_FIELD_BEFORE = re.compile(r"(?<![\w\-])([A-Za-z][\w\-]{0,39})[=:]$")
_FIELD_WORDS = re.compile(
    r"\b(?:card|tarjeta|cartao|carte|pan|cc|ccnum|nss|imss|clabe|curp|rfc|cpf|cuit|cuil|"
    r"rut|dni|nie|ssn|seguro social"
    # round 17: the voter credential's numbers, `cic_ine=…`, `ocr:…`
    r"|cic|ocr)\b"
)


#: Round 26: a payment form's other fields (`exp_month=`, `card[exp_year]=`, `cvc=`):
#: beside them a bare `number=` (or Stripe's `card[number]=`) is the card's number.
_CARD_FORM_SIBLING = re.compile(
    r"(?i)(?<![\w])(?:card\[)?(?:exp(?:iry|iration)?[_\-]?(?:month|year|date|mm|yy)|cvc|cvv2?"
    r"|csc|security[_\-]?code)\]?="
)
_BRACKETED_FIELD = re.compile(r"(?i)(?<![\w\-])card\[(?:number|num)\]=$")
_GENERIC_NUMBER_FIELD = re.compile(r"(?i)^(?:number|num|numero|no)$")


def named_field_before(text: str, start: int) -> bool:
    """Whether the value at `start` is glued to a field name that names an identifier:
    `card_number=…`, `clienteNss:…` (an `=` or `:` with no space, which `_left_ok`
    refuses for an unnamed number: `id=5512345678` is an id)."""
    m = _FIELD_BEFORE.search(text, max(0, start - 41), start)
    if m is not None and _FIELD_WORDS.search(_fold(m.group(1))):
        return True
    generic = (m is not None and _GENERIC_NUMBER_FIELD.match(m.group(1))) or (
        _BRACKETED_FIELD.search(text, max(0, start - 20), start) is not None
    )
    if not generic:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    lo, hi = max(line_start, start - 200), min(line_end, start + 200)
    return _CARD_FORM_SIBLING.search(text, lo, hi) is not None


#: Round 29: a field glued to its value that names an account's destination
#: (`&cuenta_destino=`, `clabe_abono=`, `beneficiary_account=`): an 18-digit run there whose
#: bank code and check digit hold is the CLABE the money goes to.
_ACCOUNT_FIELD = re.compile(
    r"\b(?:cuenta|account|destino|abono|beneficiari[oa]|beneficiary|deposito)\b"
)
#: Round 29: an NSS in its own printed shape (`12-34-56-7890-1`, `1234-56-7890-1`) glued to
#: a neutral field's `=` or `:` (`val2=…`): the shape and the check digit say what it is,
#: as a CPF's dots do; a bare run glued there stays an id.
_NSS_PRINTED = re.compile(r"\d{2}-\d{2}-\d{2}-\d{4}-\d|\d{4}-\d{2}-\d{4}-\d")


def glued_but_named(text: str, start: int, raw: str) -> bool:
    """A value glued to its field that its field or its own shape names (round 29)."""
    if start == 0 or text[start - 1] not in "=:":
        return False
    digits = re.sub(r"\D", "", raw)
    if _NSS_PRINTED.fullmatch(raw):
        return mx_ids.is_nss(digits)
    if len(digits) != 18 or not mx_ids.clabe_ok(digits):
        return False
    m = _FIELD_BEFORE.search(text, max(0, start - 41), start)
    if m is None:
        return False
    key = _fold(m.group(1))
    return bool(_ACCOUNT_FIELD.search(key)) and not _REFERENCE_WORDS.search(key)


def find_number_ids(text: str) -> list[Candidate]:
    """CLABEs, payment cards and NSS numbers among the digit runs of a text."""
    found = []
    for m in _DIGIT_RUN.finditer(text):
        start, end = m.span()
        if not (
            (
                _left_ok(text, start)
                or named_field_before(text, start)
                or glued_but_named(text, start, m.group())
            )
            and _right_ok(text, end)
        ):
            continue
        raw = m.group()
        seps = set(re.findall(r"[ \-.]", raw))
        if len(seps) > 1:
            continue  # "55 1234-5678 9" mixes separators: not one number
        digits = raw.replace(" ", "").replace("-", "").replace(".", "")
        grouped = bool(seps)
        sizes = tuple(len(g) for g in re.split(r"[ \-.]", raw))
        if (
            seps == {"."}
            and sizes != (4, 4, 4, 4)
            and sizes != (3, 3, 11, 1)  # a CLABE's bank, branch, account and check digit
            # round 31: any dotted grouping of eleven digits after the NSS's own label
            # (a payslip's "4319.8512.733"); the check digit decides below
            and not (
                (sizes in _NSS_GROUPINGS or len(digits) == 11)
                and _words_before(text, start, _NSS_WORDS)
            )
        ):
            # Dots group a card's four fours, or an NSS after its label ("nss
            # 74.20.96.3772.2"); otherwise they are decimals.
            continue
        candidate = _classify_digits(text, start, end, digits, grouped, sizes)
        if candidate is not None:
            found.append(candidate)
    return found


_CARD_GROUPINGS = frozenset(
    {(4, 4, 4, 4), (4, 6, 5), (4, 6, 4), (4, 4, 4, 4, 3), (4, 4, 4, 1), (4, 4, 5)}
)
_CLABE_GROUPINGS = frozenset(
    {(3, 3, 11, 1), (3, 3, 12), (3, 3, 10, 1, 1), (4, 4, 4, 4, 2), (6, 11, 1), (3, 3, 4, 7, 1)}
)


def _clabe_grouped(sizes: tuple[int, ...]) -> bool:
    """A CLABE's groupings: the known ones, or the bank code (3) first and the rest in
    groups of three or four, its check digit alone or not (`137 633 4878 3900 9177`)."""
    if sizes in _CLABE_GROUPINGS:
        return True
    rest = sizes[1:-1] if sizes[-1] == 1 else sizes[1:]
    return sizes[0] == 3 and len(rest) >= 2 and all(3 <= n <= 4 for n in rest[:-1])


_NSS_GROUPINGS = frozenset({(2, 2, 2, 4, 1), (4, 2, 4, 1), (2, 2, 2, 5), (10, 1), (11,)})
_NSS_ROW_GROUPINGS = frozenset({(4, 4, 3), (3, 4, 4)})


#: An account published by an organisation for payments to it: the payee named on the
#: account's line is a body or a company ("beneficiario: Tesorería Municipal", "a
#: nombre de Fundación …, A.C.", "a favor de Universidad …"), not a person.
_ORGANISATION_NAME = (
    r"(?:tesorer[ií]a|secretar[ií]a|municipio|gobierno|ayuntamiento|instituto|universidad|"
    r"fundaci[oó]n|asociaci[oó]n|colegio|hospital|cruz roja|c[aá]ritas|sindicato|"
    r"[^\n,;]{2,60},? (?:A\. ?C\.|S\. ?A\.|S\. ?C\.|I\. ?A\. ?P\.|S\. de R\. ?L\.|SAPI))"
)
_ORGANISATION_PAYEE = re.compile(
    r"(?i)(?:beneficiari[oa]|beneficiary|a nombre de|a favor de|titular|payee|account name)"
    r"[ \t:]{1,4}(?:la |el |the )?" + _ORGANISATION_NAME
)
#: The same account written right after the organisation it pays, with nothing but its
#: bank between them ("Donativos: Fundación …, A.C., BBVA, CLABE …", "Pagos por
#: transferencia a Clínica …, S.C., Banorte, CLABE …"): the last name before the
#: account is a legal form's, so no person can stand between it and the number.
#: Banks of Mexico's payment system as their names are written beside an account.
_MX_BANKS = (
    r"bbva(?: bancomer| m[eé]xico)?|bancomer|banorte|santander|citibanamex|banamex|hsbc|"
    r"scotiabank|inbursa|banco azteca|azteca|bancoppel|coppel|banregio|afirme|"
    r"banbaj[ií]o|baj[ií]o|mifel|multiva|monex|intercam|actinver|invex|ve por m[aá]s|"
    r"banjercito|banco del bienestar|bienestar|bansefi|nu(?: m[eé]xico)?|hey banco|"
    r"spin by oxxo|stp|bx\+|compartamos|bancrea|sabadell|cibanco"
)
#: A public body's name as the last name before the account ("Pago de derechos:
#: Tesorería del Municipio, CLABE …"): the body's noun, then only its complement in
#: capitalised words and their connectives, no comma; a person named after it ("…, a
#: Juan Pérez, CLABE") stands between and the account stays reported.
_BODY_NAME = (
    r"\b(?i:tesorer[ií]a|secretar[ií]a|ayuntamiento|municipio|gobierno|instituto|"
    r"universidad|fundaci[oó]n|asociaci[oó]n|sindicato|procuradur[ií]a|comisi[oó]n)"
    r"(?:[ \t]+(?:de|del|la|las|los|y|(?-i:[A-ZÁÉÍÓÚÑ][\w.]*))){0,6}"
)
#: A public body written after the account it holds ("CLABE … de la Tesorería", round
#: 19): capitalised, as a body's name is; `Secretaría` only with its complement (alone it
#: is a person's post).
_BODY_AFTER = (
    r"(?:Tesorer[ií]a|Ayuntamiento|Municipio|Gobierno|Instituto|Universidad|"
    r"Procuradur[ií]a|Comisi[oó]n|Fiscal[ií]a|Secretar[ií]a(?=[ \t]+del?\b))(?![\w])"
)
#: The bank between the organisation and its account: a bank of the closed list, or
#: any bank after its own label ("; Bank: Banca Regional;", "Banco: Multiva,").
_BANK_BETWEEN = (
    r"(?:(?:(?i:bank|banco)[ \t]*:[ \t]*)?(?:(?i:banco|banca|bank|caja|financiera)"
    r"(?:[ \t]+[\w.+&-]+){0,3}|(?i:banco )?(?i:"
    + _MX_BANKS
    + r"))[ \t,;:\u00b7\u2013\u2014]{1,3})?"
)
_LEGAL_FORM_BEFORE_ACCOUNT = re.compile(
    r"(?:\bA\. ?C\.|\bS\. ?A\.(?: ?B\.)?(?: de C\. ?V\.)?|\bS\. ?C\.|\bI\. ?A\. ?P\.|"
    r"\bS\. de R\. ?L\.(?: de C\. ?V\.)?|\b(?:SAPI|S\. ?A\. ?P\. ?I\.)(?: de C\. ?V\.)?|"
    r"(?P<body>" + _BODY_NAME + r"))"
    r"[ \t,;:(\u00b7\u2013\u2014\-]{0,4}"
    + _BANK_BETWEEN
    + r"(?i:(?:cuenta|n[uú]m(?:ero|\.)?|no\.)[ \t]{1,3})*(?i:clabe|cuenta)(?i: interbancaria)?"
    r"[ \t:.#]{0,4}$"
)


#: A trade name: a word that makes a capitalised run an organisation's (`Hotel`,
#: `Ferretería`, `Clínica`, `Editorial`, `Grupo`, `Software` … `names.COMPANY_WORDS`, and
#: the establishments' words of `personal.ESTABLISHMENTS`; a bank's word is not one),
#: capitalised as a name is, then its capitalised words and connectives, perhaps a legal
#: form ("Hotel Casa Azul Oaxaca", "Grupo Textil del Bajío, S.A. de C.V.").
_TRADE_NAME_TAIL = r"(?:[ \t]+(?:de|del|la|las|los|y|el|e|da|do|[A-ZÁÉÍÓÚÑ][\w.'’&-]*)){1,6}"
#: Legal forms of companies and associations, dotted or not, in any case of their `de`
#: ("S.A. de C.V.", "SA DE CV", "S. de R.L.", "S.A.P.I.", "A.C.", "I.A.P.", "Inc.").
_LEGAL_FORM = (
    r"(?:A\.[ ]?C\.|I\.[ ]?A\.[ ]?P\.|A\.[ ]?B\.[ ]?P\.|"
    r"(?:S\.?[ ]?A\.?[ ]?P\.?[ ]?I\.?|SAPI|S\.?[ ]?A\.?(?:[ ]?B\.?)?)[ ](?i:de)[ ]C\.?[ ]?V\.?|"
    r"S\.[ ]?A\.[ ]?P\.[ ]?I\.|SAPI|S\.[ ]?A\.(?:[ ]?B\.)?|S\.[ ]?C\.|"
    r"S\.?[ ](?i:de)[ ]R\.?[ ]?L\.?(?:[ ](?i:de)[ ]C\.?[ ]?V\.?)?|Inc\.|LLC|Ltd\.?|Ltda\.?|S\.L\.|"
    # A cooperative's and a simplified company's forms, dotted with or without spaces
    # (round 15): "S. C. de P. de R. L. de C. V.", "S.C.L.", "S.A.S. de C.V.", "SAS".
    r"S\.[ ]?C\.[ ](?i:de)[ ](?:[PC]\.[ ](?i:de)[ ])?R\.[ ]?L\.(?:[ ](?i:de)[ ]C\.[ ]?V\.)?|"
    r"S\.[ ]?C\.[ ]?L\.|S\.?[ ]?A\.?[ ]?S\.?(?:[ ](?i:de)[ ]C\.?[ ]?V\.?)?)"
    r"(?![\w])"
)
#: A capitalised name ending in a legal form ("Textiles Finos del Centro, S.A. de C.V.",
#: "ACME MÉXICO SA DE CV").
_LEGAL_NAME = (
    r"[A-ZÁÉÍÓÚÑ0-9][\w.'’&-]*(?:[ \t]+(?:de|del|la|las|los|y|e|[A-ZÁÉÍÓÚÑ0-9][\w.'’&-]*)){0,7}"
    r",?[ \t]+" + _LEGAL_FORM
)


#: A bank is where the account is kept, not who holds it ("Ana, Banco Azteca, CLABE …").
_NOT_HOLDER_HEADS = frozenset({"banco", "bank", "banca", "caja", "financiera", "modulo"})


@cache
def _organisation_name() -> str:
    from fixture_guard.detect.names import COMPANY_WORDS
    from fixture_guard.detect.personal import ESTABLISHMENTS

    # the establishments' one-word names too ("Panadería …", "Taller …", "Academia …")
    words = (COMPANY_WORDS | {w for w in ESTABLISHMENTS.split("|") if w.isalpha()}) - (
        _NOT_HOLDER_HEADS
    )
    accents = {"a": "[aá]", "e": "[eé]", "i": "[ií]", "o": "[oó]", "u": "[uúü]", "n": "[nñ]"}

    def capitalised(word: str) -> str:  # the folded list's word as a name writes it
        first = accents.get(word[0], word[0])
        return first.upper() + "".join(accents.get(c, re.escape(c)) for c in word[1:])

    heads = "|".join(capitalised(w) for w in sorted(words, key=len, reverse=True))
    # a trade's word in the plural too ("Laboratorios Médicos …", "Farmacias …")
    trade = r"\b(?:" + heads + r")(?:e?s)?(?![\w])" + _TRADE_NAME_TAIL
    return r"(?:" + trade + r"(?:,?[ \t]+" + _LEGAL_FORM + r")?|" + _LEGAL_NAME + r")"


#: Separators between an organisation, its bank and its account: spaces, punctuation,
#: dashes, a middle dot, a pipe, a parenthesis (round 20: a bank in parentheses,
#: "…, S.A. de C.V. (BBVA) CLABE …").
_SEPARATORS = r"[ \t,;:|()/\u00b7\u2013\u2014\-]"
#: A bank named between them, perhaps after its label ("Banco: BBVA", "Bank: Banorte").
_BANK_NAMED = (
    r"(?:(?i:bank|banco)[ \t]*:[ \t]*)?(?:(?i:banco|banca|bank|caja|financiera)"
    r"(?:[ \t]+[\w.+&-]+){0,3}|(?i:banco )?(?i:" + _MX_BANKS + r"))"
)


@cache
def _organisation_before_account() -> re.Pattern[str]:
    """An organisation as the last name before the account, only separators, a bank and
    the account's words between ("Transferencia a Ferretería La Palma — CLABE …",
    "Hotel Casa Azul | Banco: BBVA | CLABE …", "…, S.A. de C.V. (CLABE …")."""
    return re.compile(
        r"(?P<org>" + _organisation_name() + r")" + _SEPARATORS + r"{0,4}"
        r"(?:(?:" + _BANK_NAMED + _SEPARATORS + r"{1,4})?"
        r"(?i:(?:cuenta|n[uú]m(?:ero|\.)?|no\.)[ \t]{1,3})*(?i:clabe|cuenta)"
        r"(?i: interbancaria)?[ \t:.#]{0,4}"
        # …or a row's cells: the organisation, its bank, the account (round 15: a CSV
        # export's "Consultores …, S.A.S. de C.V.,BanBajío,<CLABE>").
        r"|[ \t]*[,;\t][ \t]*" + _BANK_NAMED + r"[ \t]*[,;\t][ \t]*"
        # …or (round 48: personal63's "Datos bancarios de <business>, S.A. de C.V. para
        # transferencias: CLABE …", personal62's "Cuenta concentradora de <business>
        # para transferencias SPEI: …") the payments the account is for between its
        # holder and it, the account's word then optional
        r"|" + _SEPARATORS + r"{0,4}" + _PURPOSE + _SEPARATORS + r"{1,4}"
        r"(?:(?:" + _BANK_NAMED + _SEPARATORS + r"{1,4})?"
        r"(?i:(?:cuenta|n[uú]m(?:ero|\.)?|no\.)[ \t]{1,3})*(?i:clabe|cuenta)"
        r"(?i: interbancaria)?[ \t:.#]{0,4})?)$"
    )


#: Round 48: what an organisation's account is published for ("para transferencias
#: SPEI", "para sus pagos", "for payments"), between its holder's name and it.
_PURPOSE = (
    r"(?i:para|de|for)[ \t]+(?i:(?:sus|los|las|tus|your)[ \t]+)?"
    r"(?i:pagos?|dep[oó]sitos?|transferencias?|cobros?|payments?|deposits?|transfers?)"
    r"(?:[ \t]+(?i:spei|interbancarias?|bancarias?|electr[oó]nicas?|wire))?"
)


@cache
def _organisation_after_account() -> re.Pattern[str]:
    """The account's holder written right after it: in parentheses ("CLABE … (Hotel Casa
    Azul)"), after a dash, a slash or its bank ("CLABE … — Fundación …, A.C.", "CLABE … /
    Banorte / Asociación …, A.C."), or after `de`/`a nombre de`/`a favor de`/`of`
    ("depositar a la CLABE … de Editorial Tinta Roja")."""
    return re.compile(
        r"[ \t]*(?:" + _SEPARATORS + r"[ \t]*){0,2}"
        r"(?:" + _BANK_NAMED + r"[ \t]*(?:[)/|,;:\u00b7\u2013\u2014\-][ \t]*){1,2})?"
        r"(?:(?i:a nombre de|a favor de|de|del|of|for|para|titular|beneficiari[oa])[ \t:]+)?"
        r"(?:(?i:la|el|the)[ \t]+)?(?P<org>" + _organisation_name() + r"|" + _BODY_AFTER + r")"
    )


#: Round 37: a business named for its owner's nickname ("Tacos Don Chuy", "Colchones Don
#: Aurelio": `names.is_nickname_trade`) as the last name before the account, only
#: separators, a bank and the account's words between ("… a nombre de Tacos Don Chuy:
#: CLABE …").
_NICKNAME_TRADE_BEFORE = re.compile(
    r"(?P<org>(?:[A-ZÁÉÍÓÚÑ][\w'’&-]*[ \t]+){1,3}(?:Don|Doña|DON|DOÑA)[ \t]+[A-ZÁÉÍÓÚÑ][\w'’-]*)"
    + _SEPARATORS
    + r"{0,4}(?:"
    + _BANK_NAMED
    + _SEPARATORS
    + r"{1,4})?(?i:(?:cuenta|n[uú]m(?:ero|\.)?|no\.)[ \t]{1,3})*(?i:clabe|cuenta)"
    r"(?i: interbancaria)?[ \t:.#]{0,4}$"
)


def _nickname_trade_holder(text: str, start: int, end: int, line_start: int, line_end: int) -> bool:
    from fixture_guard.detect.names import is_nickname_trade

    m = _NICKNAME_TRADE_BEFORE.search(text, max(line_start, start - 90), start)
    if m is None or not is_nickname_trade(m.group("org")):
        return False
    return not _person_near(text, max(line_start, start - 120), min(line_end, end + 120))


#: The account called the organisation's own ("La CLABE de la empresa es …", "CLABE de la
#: tienda: …", "the company's CLABE"), or the line labels a legal name ("Razón social: …").
_OWN_ACCOUNT = re.compile(
    r"(?i)(?:\b(?:clabe|cuenta)(?: interbancaria)?"
    # round 46: its purpose between the account and its holder ("Cuenta para depósitos
    # de la empresa: CLABE …", "CLABE para pagos del negocio: …")
    r"(?:[ \t]+(?:para|de)[ \t]+(?:(?:sus|los|las)[ \t]+)?(?:dep[oó]sitos?|pagos?|cobros?|"
    r"transferencias?))?"
    r"[ \t]+d(?:e[ \t]+la|el)[ \t]+(?:empresa|tienda|"
    r"negocio|compa[ñn][ií]a|fundaci[oó]n|asociaci[oó]n|escuela|colegio|parroquia|"
    r"instituci[oó]n|organizaci[oó]n|cooperativa|cl[ií]nica|hotel|restaurante|despacho|"
    r"firma|sociedad)\b"
    # round 44: the organisation named right after, in parentheses ("CLABE de la
    # institución (<organisation>): …"); a person there is read by `_person_near`
    r"(?:[ \t]*\([^()\n\d]{2,80}\))?[^\n\d]{0,12}"
    r"|\b(?:company|business|store|firm)(?:'s|’s)?[ \t]+clabe[^\n\d]{0,12}"
    # …or a record's key that says so (round 15): `"clabe_empresa": …`, `company_clabe=`.
    r"|\b(?:(?:clabe|cuenta)[_\-]"
    # round 46: its purpose inside the key (`"clabe_pago_empresa"`, `cuenta_deposito_empresa`)
    r"(?:(?:para[_\-])?(?:pagos?|depositos?|cobros?|transferencias?)[_\-])?"
    r"(?:de[_\-]la[_\-])?(?:empresa|negocio|compa[ñn]ia|"
    r"comercio|organizacion|fundacion|asociacion|institucion)|(?:empresa|negocio|company|"
    r"business|merchant|comercio)[_\-](?:clabe|cuenta|account))[\"']?[ \t]*[:=][ \t]*[\"']?)$"
)
#: The line says in parentheses what kind of holder the account has, and it is an
#: organisation ("Datos bancarios (empresa): …", "Donations to … (registered charity):
#: CLABE …", "(persona moral)"): the whole parenthesis is the label, so "(no de la
#: empresa)" or "(mi cuenta, no la de la empresa)" says nothing of the kind.
_HOLDER_KIND_LABEL = re.compile(
    r"(?i)\([ \t]*(?:empresa|compa[ñn][ií]a|company|business|negocio|persona moral|"
    r"legal entity|(?:registered |a )?charity|nonprofit|non-profit|ong|ngo|"
    r"asociaci[oó]n civil|donataria autorizada|organizaci[oó]n(?: sin fines de lucro)?|"
    r"instituci[oó]n(?: de asistencia privada)?)[ \t]*\)"
)
_LEGAL_NAME_LABEL = re.compile(
    r"(?i)\b(?:raz[oó]n social|denominaci[oó]n social|business name|legal name|"
    r"nombre comercial|company name)[ \t]*:"
)


#: A record's holder field (a JSON key, a table's cell, a form's label) whose value is an
#: organisation's name: `"beneficiario": "Clínica …, S.C."`, `<td>Razón social</td><td>
#: Transportes …, S.A. de C.V.</td>` (round 14). The value must itself be an
#: organisation's (a legal form, a trade name); a person's name there stays a person's.
_HOLDER_FIELD = (
    r"(?i:\b(?:raz[oó]n[ _]social|denominaci[oó]n[ _]social|beneficiari[oa]|titular|"
    r"account[ _]?holder|account[ _]?name|holder|payee|beneficiary|nombre[ _]del[ _]titular))"
    r"[\"']?[ \t]*(?:[:=]|</t[dh]>[ \t]*<t[dh][^<>]{0,40}>)[ \t]*[\"']?[ \t]*"
)


@cache
def _organisation_holder_field() -> re.Pattern[str]:
    return re.compile(_HOLDER_FIELD + r"(?P<org>" + _organisation_name() + r")")


@cache
def trade_name() -> re.Pattern[str]:
    """An organisation's name by its head word or its legal form ("Centro Nube Maya",
    "Ferretería La Palma, S.A."): a person's name inside it is the organisation's."""
    return re.compile(_organisation_name())


@cache
def organisation_subject() -> re.Pattern[str]:
    """An organisation's name as a whole clause's subject, perhaps after an article:
    "Autotransportes Sierra Gorda", "La Editorial Tinta Roja, S.A." (round 14)."""
    return re.compile(
        r"(?:(?i:la|el|los|las|the)[ \t]+)?" + _organisation_name() + r"[ \t,]*(?i:se[ \t]*)?$"
    )


def _person_near(text: str, lo: int, hi: int) -> bool:
    """Whether a person's name is written in text[lo:hi], the organisation's included:
    "Reembolso a Ana López, huésped del Hotel …, CLABE …" is Ana's account, and so is
    one held by "Consultorio Ana López" (a practice named for its one person)."""
    from fixture_guard.detect.names import names_between

    return bool(names_between(text, lo, hi))


def _trade_name_holder(text: str, start: int, end: int, line_start: int, line_end: int) -> bool:
    """A CLABE whose holder, right before or right after it, is an organisation (a
    trade name, a name with its legal form), that the text calls the organisation's, or
    on a line that labels a legal name; with no person named on its stretch of the line."""
    lo, hi = max(line_start, start - 120), min(line_end, end + 120)
    if not (
        _organisation_before_account().search(text, max(line_start, start - 90), start)
        or _organisation_after_account().match(text, end, hi)
        or _OWN_ACCOUNT.search(text, max(line_start, start - 140), start)
        or _LEGAL_NAME_LABEL.search(text, lo, hi)
        or _HOLDER_KIND_LABEL.search(text, max(line_start, start - 90), start)
        or _organisation_holder_field().search(text, lo, hi)
        or _business_account_kind(text, start, line_start)
    ):
        return False
    return not _person_near(text, lo, hi)


#: Round 34: the account named by its kind as a business's, before it on its line
#: ("Datos para depósito (cuenta empresarial de <empresa>): CLABE …", "cuenta corporativa",
#: "(cuenta empresa)", "CLABE empresarial", "business account", "corporate account"), or
#: a record's key that says so (`"clabe_empresarial": …`, `corporate_account=`).
_BUSINESS_ACCOUNT = re.compile(
    r"(?i)\b(?:(?:cuenta|clabe|conta)(?:[ \t]+(?:de[ \t]+cheques|bancaria|interbancaria|clabe))?"
    r"[ \t]+(?:empresarial|corporativa|de[ \t]+(?:la[ \t]+)?empresa|empresa|de[ \t]+negocios|"
    r"pyme|persona[ \t]+moral)|(?:business|corporate|company)(?:[ \t]+(?:bank|checking))?"
    r"[ \t]+(?:account|clabe)|(?:cuenta|clabe|account)[_\-](?:empresarial|corporativa|corporate|"
    r"business)|(?:business|corporate)[_\-](?:clabe|account))(?![^\W_])"
)
#: …not the reader's or the writer's own ("tu cuenta empresarial", "my business account"),
_OWN_POSSESSIVE_BEFORE = re.compile(r"(?i)\b(?:mis?|tus?|sus?|my|your)[ \t]+$")
#: …and between the kind and the account no sentence ends (a full stop after a
#: lowercase word, not a legal form's initial: "S.A. de C.V.") and no other account's
#: kind or owner is named ("… te depositamos a tu CLABE …", "cuenta de nómina").
_BUSINESS_ACCOUNT_BREAK = re.compile(
    r"[!?]|(?<![A-Z])\.[ \t]|(?i:\b(?:personal|n[oó]mina|payroll|ahorros?|savings|individual|"
    r"tus?|mis?|your|my)\b)"
)


def _business_account_kind(text: str, start: int, line_start: int) -> bool:
    """Round 34: whether the account at `start` is named by its kind as a business's,
    earlier on its line (90 characters at most), or its record's account type says so."""
    lo = max(line_start, start - 90)
    kinds = list(_BUSINESS_ACCOUNT.finditer(text, lo, start))
    if kinds:
        kind = kinds[-1]
        if not _OWN_POSSESSIVE_BEFORE.search(text, max(line_start, kind.start() - 8), kind.start()):
            return _BUSINESS_ACCOUNT_BREAK.search(text, kind.end(), start) is None
    return _business_record(text, start)


#: Round 34: a record's account type that says the account is a business's
#: (`"tipo_cuenta": "empresarial"`, `account_type: business`).
_BUSINESS_KIND_FIELD = re.compile(
    r"(?i)\b(?:tipo[_ \-]?(?:de[_ \-])?cuenta|account[_ \-]?type)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?:empresarial|corporativ[ao]|empresa|business|corporate|company|persona[_ ]moral)\b"
)
_FIELD_VALUE_BEFORE = re.compile(r"[:=][ \t]*[\"']?$")


def _business_record(text: str, start: int) -> bool:
    """Whether the account is a field's value in a record (its braces, or its block up to
    a blank line; 400 characters each way at most) whose account type is a business's
    and which names no person."""
    if _FIELD_VALUE_BEFORE.search(text, max(0, start - 4), start) is None:
        return False
    lo, hi = _record_span(text, start, start)
    return _BUSINESS_KIND_FIELD.search(text, lo, hi) is not None and not _person_near(text, lo, hi)


#: Round 31: a document's payment block ("DATOS PARA PAGO", a CFDI's or an invoice's bank
#: details) converted to text puts the account and its holder on separate lines, rows of a
#: markdown table or tab-separated cells: the holder's label opens its own line or cell.
_BLOCK_HOLDER = re.compile(
    r"(?im)^[ \t|]*(?P<label>beneficiari[oa]|beneficiary|titular|payee|account name|"
    r"a nombre de|raz[oó]n social)(?: de la cuenta)?[ \t]*[:|\t][ \t|]*(?P<holder>[^\n|\t]{2,90})"
)
#: An account labelled as the one to pay into ("CLABE para pagos", "cuenta para pagos",
#: "for payments"): published to receive payments, as an IBAN's line naming payments is
#: (round 30), unless its block names a person as its holder.
_FOR_PAYMENTS = re.compile(r"(?i)\b(?:para (?:sus )?pagos|for payments|para pago de facturas)\b")
_BLOCK_BREAK = re.compile(r"\n[ \t]*\n")


#: Round 31: a snippet flattens a payment block's columns (beneficiary, account, bank)
#: onto one line: a company's legal form with nothing but spaces before the account names
#: its holder, as "Beneficiario: …" would.
_LEGAL_FORM_RIGHT_BEFORE = re.compile(
    r"(?:\bS\.[ ]?A\.(?:[ ]?P\.[ ]?I\.)?(?:[ ]?de[ ]?C\.[ ]?V\.)?|\bS\.[ ]?de[ ]?R\.[ ]?L\."
    r"(?:[ ]?de[ ]?C\.[ ]?V\.)?|\bA\.[ ]?C\.|\bS\.[ ]?C\.|\bS\.[ ]?L\.|\bInc\.|\bLLC|\bLtd\.)"
    r"[ \t]{1,4}$"
)


def payment_block(text: str, start: int, end: int) -> bool:
    """Round 31: whether the account at [start, end) sits in a block (its lines up to a
    blank line, at most 400 characters each way) whose holder is an organisation, or that
    labels it for payments with no person as its holder."""
    lo = max(0, start - 400)
    breaks = list(_BLOCK_BREAK.finditer(text, lo, start))
    if breaks:
        lo = breaks[-1].end()
    hi_brk = _BLOCK_BREAK.search(text, end, min(len(text), end + 400))
    hi = hi_brk.start() if hi_brk is not None else min(len(text), end + 400)
    holders = [m.group("holder") for m in _BLOCK_HOLDER.finditer(text, lo, hi)]
    org = trade_name()
    if any(org.search(h) or re.search(_ORGANISATION_NAME, h) for h in holders):
        return not any(_person_near(h, 0, len(h)) and not org.search(h) for h in holders)
    if holders:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    label = _FOR_PAYMENTS.search(text, max(line_start, start - 60), start)
    if label is not None and _READERS_ACCOUNT.search(text, label.end(), start):
        return False  # round 33b: "Para pagos a …, te reembolsamos a tu CLABE …"
    # a person named between the label and the account holds it ("Cuenta para pagos:
    # <name>, <CLABE>")
    return label is not None and not _person_near(text, label.end(), start)


#: Round 33b: the reader's or the writer's own account right before the number ("tu CLABE
#: …", "mi cuenta CLABE: …", "your account …"), whatever payments the sentence speaks of,
#: is a person's ("desde tu cuenta a la CLABE …" gives another account).
_READERS_ACCOUNT = re.compile(
    r"(?i)\b(?:tus?|mis?|your|my)[ \t]+(?:clabe|cuenta|account)(?:[ \t]+(?:clabe|interbancaria))?"
    r"[ \t:#.]*$"
)
#: Round 33b: the payment names its payee ("Para pagos a <organisation>, usa la CLABE …",
#: "Depósitos a …: deposite en la cuenta …", "Payments to …: please use CLABE …"); the
#: account the sentence then gives is the payee's.
_PAYMENT_TO = re.compile(
    r"(?i)\b(?:pagos?|dep[oó]sitos?|transferencias?|abonos?)[ \t]+a[ \t]+|\bpayments?[ \t]+to[ \t]+"
    # …or the imperative that pays it: "Pay <organisation> by SPEI to CLABE …", "Págale a …"
    r"|\bpay[ \t]+(?:to[ \t]+)?|\bp[aá]g(?:a|ue|ale|uele)[ \t]+a[ \t]+"
)
#: …and between the payee and the account, only an instruction to use it: no full stop,
#: at most 60 characters.
_PAYEE_TO_ACCOUNT = re.compile(r"[^\n.!?]{0,60}$")


@cache
def _payee_organisation() -> re.Pattern[str]:
    return re.compile(r"(?:(?i:la|el|the)[ \t]+)?(?:" + _organisation_name() + r")(?![\w])")


def _payee_of_payment(text: str, start: int, end: int, line_start: int, line_end: int) -> bool:
    """Round 33b: whether the account at [start, end) is given for payments to an
    organisation the same sentence names as their payee, with no person named from the
    payee to just after the account and not as the reader's own account."""
    lo = max(line_start, start - 160)
    for m in _PAYMENT_TO.finditer(text, lo, start):
        org = _payee_organisation().match(text, m.end(), start)
        if org is None or not _PAYEE_TO_ACCOUNT.match(text, org.end(), start):
            continue
        if _READERS_ACCOUNT.search(text, org.end(), start):
            return False
        return not _person_near(text, m.start(), min(line_end, end + 60))
    return False


#: Round 33b: a record's key that names the account as the one payments go to
#: (`"clabe_pagos": …`, `cuenta_para_pagos=`, `payments_clabe:`), the record's form of
#: "CLABE para pagos" (round 31). A payroll's or a refund's account is not one.
_PAYMENTS_KEY = re.compile(
    r"(?i)\b(?:(?:clabe|cuenta|account)[_\-](?:para[_\-]|for[_\-])?(?:pagos|cobros|cobranza|"
    r"payments|collections)|(?:pagos|cobros|payments|collections)[_\-](?:clabe|cuenta|account))"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?$"
)
_RECORD_OPEN = re.compile(r"\{|\n[ \t]*\n")
_RECORD_CLOSE = re.compile(r"\}|\n[ \t]*\n")


def _payments_record(text: str, start: int, end: int, line_start: int) -> bool:
    """Round 33b: whether the account is a record's payments account (its key says so)
    and its record (its braces, or its block up to a blank line; 400 characters each
    way at most) names no person."""
    if _PAYMENTS_KEY.search(text, max(line_start, start - 40), start) is None:
        return False
    return not _person_near(text, *_record_span(text, start, end))


def _record_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The record around a field's value at `start`..`end`: its braces, or its block up
    to a blank line; 400 characters each way at most."""
    opens = list(_RECORD_OPEN.finditer(text, max(0, start - 400), start))
    lo = opens[-1].end() if opens else max(0, start - 400)
    close = _RECORD_CLOSE.search(text, end, min(len(text), end + 400))
    hi = close.start() if close is not None else min(len(text), end + 400)
    return lo, hi


def _organisation_payee(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    lo, hi = max(line_start, start - 120), min(line_end, end + 120)
    if _ORGANISATION_PAYEE.search(text, lo, hi) is not None:
        return True
    if payment_block(text, start, end):
        return True
    if _LEGAL_FORM_RIGHT_BEFORE.search(text, max(line_start, start - 40), start):
        return True
    if _trade_name_holder(text, start, end, line_start, line_end):
        return True
    if _nickname_trade_holder(text, start, end, line_start, line_end):
        return True
    if _payee_of_payment(text, start, end, line_start, line_end):
        return True
    if _payments_record(text, start, end, line_start):
        return True
    lo = max(line_start, start - 90)
    m = _LEGAL_FORM_BEFORE_ACCOUNT.search(text, lo, start)
    if m is None:
        return False
    # A body's complement that holds a person's name ("secretaria de Ana López") is a
    # person's role, not an office.
    from fixture_guard.detect.names import names_between

    return m.group("body") is None or not names_between(text, m.start("body"), m.end("body"))


#: A page's tracking tag given its id, right before the number: Meta's pixel
#: (`fbq('init', '…')`), TikTok's, Pinterest's, Snap's, X's, LinkedIn's partner id, a
#: field or attribute named for a pixel (`"pixel_id": "…"`, `data-pixel-id="…"`). Every
#: visitor's browser receives it; it is no card, whatever its check digit says.
_ANALYTICS_ID_BEFORE = re.compile(
    r"(?:\bfbq|\bttq\.load|\bpintrk|\bsnaptr|\btwq|\b_linkedin_partner_id|"
    r"(?i:pixel)[_\-]?(?i:id)\b|\bdata-pixel[\w\-]{0,20})"
    r"[ \t]*(?:\([ \t]*(?:['\"]{1,2}(?:init|load|config)['\"]{1,2}[ \t]*,[ \t]*)?|"
    r"[\"']{0,2}[ \t]*[:=][ \t]*)[\"']{0,2}$"
)


def _analytics_id_before(text: str, start: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    return _ANALYTICS_ID_BEFORE.search(text, max(line_start, start - 60), start) is not None


def _classify_digits(
    text: str, start: int, end: int, digits: str, grouped: bool, sizes: tuple[int, ...]
) -> Candidate | None:
    n = len(digits)
    if n == 18 and not _reference_label(text, start) and not _organisation_payee(text, start, end):
        worded = _words_before(text, start, _CLABE_WORDS)
        if mx_ids.clabe_ok(digits) and (
            worded or (_clabe_grouped(sizes) if grouped else not _id_word_before(text, start))
        ):
            return Candidate(CLABE, "clabe", start, end)
        if (
            worded
            and not mx_ids.is_payment_card(digits)
            and digits[:3] in mx_ids.CLABE_BANKS
            and len(set(digits[3:17])) > 1
        ):
            # Labelled a CLABE, check digit wrong: a typo still names someone's account
            # (its bank code is still a bank's; all zeros after it is a form's blank).
            return Candidate(CLABE, "clabe", start, end, verified=False)
    elif n == 18 and mx_ids.clabe_ok(digits) and _account_named_last(text, start):
        # round 44: a CLABE kept as its organisation's (or a reference) is no card because
        # its digits open like one (64…) and "pago" stood before its own label
        return None
    if 13 <= n <= 19:
        worded = _words_before(text, start, _CARD_WORDS)
        if not worded and _analytics_id_before(text, start):
            return None  # a tracking tag's public id: one in ten passes Luhn's check
        if mx_ids.is_payment_card(digits):
            # round 43: an American Express number typed in fours as other cards are
            # (4-4-4-3, not as it prints, 4-6-5) is read as its bare digits are
            amex_in_fours = sizes == (4, 4, 4, 3) and mx_ids.card_network(digits) == "amex"
            if amex_in_fours and not worded and _id_word_before(text, start):
                return None
            if grouped and sizes not in _CARD_GROUPINGS and not worded and not amex_in_fours:
                return None
            if not grouped and not worded and (n != 16 or _id_word_before(text, start)):
                # Bare runs other than 16 digits, or after an id word, are ids; but an
                # American Express number (15 digits, 34/37) is read bare too.
                amex = n == 15 and mx_ids.card_network(digits) == "amex"
                if not amex or _id_word_before(text, start):
                    return None
            return Candidate(CARD, "payment-card", start, end)
        if worded and mx_ids.card_network(digits) and (not grouped or sizes in _CARD_GROUPINGS):
            return Candidate(CARD, "payment-card", start, end, verified=False)
    if n == 11:
        worded = _words_before(text, start, _NSS_WORDS)
        if not worded and mx_ids.is_nss(digits):
            line_end = text.find("\n", end)
            after = text[end : min(end + _NSS_AFTER_REACH, len(text) if line_end < 0 else line_end)]
            if _NSS_AFTER.search(_fold(after)) or _words_before(
                text, start, _NSS_ROW_BEFORE, _NSS_AFTER_REACH
            ):
                return Candidate(NSS, "nss", start, end)
        if mx_ids.is_nss(digits) and (worded or sizes in _NSS_GROUPINGS - {(11,)}):
            return Candidate(NSS, "nss", start, end)
        if (
            mx_ids.is_nss(digits)
            # round 22: also in fours and the rest, as typed into a row ("<name>,1234 5678 901")
            and (not grouped or sizes in _NSS_ROW_GROUPINGS)
            and (has_name_before(text, start) or row_name_beside(text, start, end))
        ):
            # A record's row: a person's name, then their NSS in the next cell
            # ("emp_12,Nombre Apellido Apellido,<11 digits>,…"), check digit valid.
            # (round 47: or the NSS first and the name in the next cell, "<NSS>,<name>,
            # Turno B": personal60's NSS, in fours and the rest, opened its row)
            return Candidate(NSS, "nss", start, end)
        if worded and not _placeholder_digits(digits):
            # (all one digit or a run, `00000000000`: a form's blank, round 19)
            return Candidate(NSS, "nss", start, end, verified=False)
    return None


# --- other countries' personal numbers -------------------------------------------------

#: Personal numbers of the countries whose people this project's pages are written
#: for, each validated by python-stdnum: the Brazilian CPF, the Argentine CUIT/CUIL of
#: a person, the Chilean RUT/RUN, the Spanish DNI/NIE, the US SSN. Only the CPF's own
#: notation (`062.285.844-05`) is read without its label: its two check digits and
#: its dots-and-hyphen shape are its own; any other notation needs the label before it.
_NATIONAL_RUN = re.compile(
    # (round 47: a comma's row cell too, after a word's letter, "<name>,DNI,<number>":
    # personal61's DNI after its label's cell; a comma after a digit is a decimal's)
    _ESCAPE_BEFORE
    + r"(?<![\w.\-])(?<!\d,))(?:\d[\d .\-]{6,16}[\dKk]|[XYZxyz][ .\-]?\d{7}[ .\-]?[A-Za-z]|"
    r"\d{8}[ .\-]?[A-Za-z]"
    # round 35: a Brazilian RG whose check is an X (`41.093.257-X`)
    r"|\d{1,2}\.\d{3}\.\d{3}-[Xx])(?![\w\-])"
)
_CPF_PRINTED = re.compile(r"\d{3}\.\d{3}\.\d{3}-\d{2}")
_NATIONAL_LABELS = re.compile(
    r"\b(?:(?P<cpf>cpf|cadastro de pessoas? fisicas?)|(?P<cuit>cuit|cuil)|(?P<rut>rut|run)|"
    r"(?P<dni>dni|nie|nif|documento nacional de identidad|numero de contribuinte)|"
    r"(?P<ssn>ssn|social security(?: number| no)?)|"
    r"(?P<cc>cedula de ciudadania|cedula de identidad|c\.c(?=\.)|cc(?= ?(?:no\.? ?)?(?:\d|$))"
    # round 17: Uruguay's (and Bolivia's, Venezuela's) "C.I."
    r"|c\.i(?=\.)|ci(?= ?(?:no\.? ?)?\d))"
    # round 35: Brazil's RG (Registro Geral, the state identity card)
    r"|(?P<rg>rg|registro geral|carteira de identidade))\b"
)
_NATIONAL_REACH = 64


def _national_label(text: str, start: int) -> str | None:
    """The kind of personal number named before `start` on its line, if any."""
    line_start = text.rfind("\n", 0, start) + 1
    window = _fold(text[max(line_start, start - _NATIONAL_REACH) : start])
    found = None
    label_end = 0
    for m in _NATIONAL_LABELS.finditer(window):
        found = m.lastgroup
        label_end = m.end()
    # an id word between the label and the value ("CURP … folio 123") makes the number
    # another one's; a field's name before the label (`registro: C.C. …`, round 17)
    # does not
    if found is not None and ID_WORDS.search(window, label_end):
        return None
    if found is None and line_start > 0:
        found = _label_in_turn_before(text, line_start, start)
    return found


#: Round 28: a chat's turn that opens with its speaker and holds nothing else before the
#: value ("Cliente: <number>", "<div class="msg">Cliente: …"); and a turn's speaker
#: anywhere in the line before (a JSON string's message, a page's element).
_SPEAKER_ONLY = re.compile(
    r"[ \t\"']*[A-ZÁÉÍÓÚÑ][\w.]{1,24}(?:[ \t]+[A-ZÁÉÍÓÚÑ][\w.]{1,24})?[ \t]*:[ \t]*$"
)
_TURN = re.compile(r"(?:^|[\s\"'>])[A-ZÁÉÍÓÚÑ][\w.]{1,24}(?:[ \t]+[A-ZÁÉÍÓÚÑ][\w.]{1,24})?:[ \t]")


def _label_in_turn_before(text: str, line_start: int, start: int) -> str | None:
    """Round 28: the document a chat's answer gives, named in the turn before ("Agente:
    ¿me confirma su DNI?" then "Cliente: <number>"): the value opens its turn, after the
    speaker only, and the line before is a turn too; its last label names the number."""
    here = _MARKUP.sub(lambda m: " " * len(m.group()), text[line_start:start])
    if len(here) > 160 or not _SPEAKER_ONLY.fullmatch(here):
        return None
    previous_start = text.rfind("\n", 0, line_start - 1) + 1
    previous = _MARKUP.sub(
        lambda m: " " * len(m.group()),
        text[max(previous_start, line_start - 1 - 160) : line_start - 1],
    )
    if not _TURN.search(previous):
        return None
    window = _fold(previous)
    found = None
    label_end = 0
    for m in _NATIONAL_LABELS.finditer(window):
        found, label_end = m.lastgroup, m.end()
    if found is not None and ID_WORDS.search(window, label_end):
        return None
    return found


_ID_SEPARATORS = re.compile(r"[ .\-]")


def _national_valid(kind: str, value: str) -> bool:
    compact = _ID_SEPARATORS.sub("", value).upper()
    if kind == "cpf":
        from stdnum.br import cpf

        return len(compact) == 11 and bool(cpf.is_valid(compact))
    if kind == "cuit":
        from stdnum.ar import cuit

        # 20, 23, 24, 27: a person's CUIL/CUIT; 30, 33, 34 a company's (public).
        return compact[:2] in ("20", "23", "24", "27") and bool(cuit.is_valid(compact))
    if kind == "rut":
        from stdnum.cl import rut

        # Companies' RUT numbers start at 50,000,000, persons' (the RUN) are below:
        # a company's RUT is a published datum, kept.
        return (
            8 <= len(compact) <= 9
            and bool(rut.is_valid(compact))
            and int(compact[:-1]) < 50_000_000
        )
    if kind == "dni":
        from stdnum.es import dni, nie

        if compact.isdigit() and len(compact) == 9:
            # round 48 (personal62's "Huésped extranjero <name>, NIF <9 digits>"):
            # Portugal's NIF, nine digits, its modulo-11 check; a person's leads with
            # 1, 2 or 3 (45 a non-resident's): 5, 6, 8, 9 are a company's, a public
            # body's, a sole trader's, kept as published data
            from stdnum.pt import nif

            person = compact[0] in "123" or compact[:2] == "45"
            return person and bool(nif.is_valid(compact)) and not _placeholder_digits(compact)
        if compact.isdigit():
            # Argentina's (and Peru's) DNI: 7 or 8 digits, no check digit; its shape
            # (`43.200.125` or bare) and its label are all there is to read.
            return _DNI_DIGITS.fullmatch(value) is not None and not _placeholder_digits(compact)
        return bool(dni.is_valid(compact) or nie.is_valid(compact))
    if kind == "cc" and _UY_CI.fullmatch(value):
        # Uruguay's cédula de identidad (round 17): seven digits and a check digit after
        # a hyphen, weighted 2 9 8 7 6 3 4
        digits = [int(c) for c in compact[:-1].rjust(7, "0")]
        total = sum(d * w for d, w in zip(digits, (2, 9, 8, 7, 6, 3, 4), strict=True))
        return (10 - total % 10) % 10 == int(compact[-1]) and not _placeholder_digits(compact[:-1])
    if kind == "cc":
        # A Colombian (or another Andean) cédula: 6 to 10 digits, thousands dotted or
        # bare, no check digit; the label "C.C." / "cédula de ciudadanía" is the evidence.
        return _CEDULA_DIGITS.fullmatch(value) is not None and not _placeholder_digits(compact)
    if kind == "ssn":
        from stdnum.us import itin, ssn

        # round 30: an ITIN (9xx, the IRS's number for those with no SSN) is a person's too
        return (
            len(compact) == 9
            and compact.isdigit()
            and bool(ssn.is_valid(compact) or itin.is_valid(compact))
        )
    if kind == "rg":
        # round 35: a Brazilian RG in its printed notation, two (or one), three and three
        # digits, its check digit or X after a hyphen (or the eight digits and the check
        # bare). States compute the check in different ways and some print none, so the
        # label and the notation are the evidence, as for a Colombian cédula.
        return _RG_PRINTED.fullmatch(value) is not None and not _placeholder_digits(compact[:-1])
    if kind == "nit":
        from stdnum.co import nit

        # round 30: a person's NIT is their cédula with DIAN's check digit; a company's
        # NIT (nine digits from 800.000.000) is a published datum, kept
        company = len(compact) == 10 and compact[0] in "89"
        return not company and not _placeholder_digits(compact[:-1]) and bool(nit.is_valid(compact))
    return False


_RG_PRINTED = re.compile(r"\d{1,2}\.\d{3}\.\d{3}-[\dXx]|\d{8,9}-[\dXx]")
_DOTTED_CEDULA = re.compile(r"\d{1,3}(?:\.\d{3}){2,3}")
_BARE_CEDULA = re.compile(
    # round 31: "Cédula No.:", "Cédula Nº" as a form's label
    r"\bcedula(?:[ \t]+(?:no\.?|n[º°o]\.?|numero))?(?:[ \t]+(?:es|era|:))?[ \t]*:?[ \t]*$"
)
_DNI_DIGITS = re.compile(r"\d{1,2}\.\d{3}\.\d{3}|\d{7,8}")
_CEDULA_DIGITS = re.compile(r"\d{1,3}(?:\.\d{3}){1,3}|\d{6,10}")
_UY_CI = re.compile(r"\d\.?\d{3}\.?\d{3}-\d|\d{3}\.?\d{3}-\d")


def _placeholder_digits(digits: str) -> bool:
    """All one digit, or a run up or down (`12345678`): a form's example, no one's."""
    return len(set(digits)) <= 1 or digits in "0123456789012" or digits in "9876543210"


#: Cheap test first (one RE2 pass): a label or the CPF's own notation in the text.
_NATIONAL_HINT = (
    r"(?i)cpf|cui[tl]|\bru[tn]\b|\bdni\b|\bni[ef]\b|\bssn\b|social security|cadastro|"
    r"c\.c\.|c\.i\.|\bcc ?(?:no\.? ?)?\d|\bci ?\d|c[eé]dula|"
    r"documento nacional|\d{3}\.\d{3}\.\d{3}-\d{2}"
    # round 29: a DNI's shape with its letter, an SSN's printed shape
    r"|\d{8}[A-Za-z]\b|\d{3}-\d{2}-\d{4}"
    # round 29: a record's member naming the document's type (`"tipo_doc": "CC"`)
    r"|tipo_?doc|doc(?:ument)?o?_?(?:tipo|type)|id_?type|tipo_?(?:de_?)?id"
    # round 30: the printed notations `printed_whole_value` reads (a RUT dotted with its
    # check after a hyphen, a person's CUIL hyphenated, a NIE with its letters)
    r"|\d\.\d{3}\.\d{3}-[\dKk]|\b2[0347]-\d{8}-\d|\b[XYZxyz]\d{7}[A-Za-z]\b"
    r"|[\"'>]\d{6,10}-\d[\"'<\\]"
    # round 35: Brazil's RG by its label
    r"|\brg\b|registro geral|carteira de identidade"
)


def find_national_ids(text: str) -> list[Candidate]:
    """Other countries' personal numbers (`NATIONAL_ID`): a CPF in its own notation,
    or any of them after its label, each with a valid check digit (the SSN's structure)."""
    if compile_linear(_NATIONAL_HINT).search(text) is None:
        return []
    found = []
    for m in _NATIONAL_RUN.finditer(text):
        start, end = m.span()
        if not (_left_ok(text, start) or named_field_before(text, start)):
            continue
        value = m.group()
        kind = _national_label(text, start)
        if kind == "rg" and not _national_valid(kind, value):
            kind = None  # round 35: "RG/CPF: <a CPF>", the RG's label first
        if kind is None and _CPF_PRINTED.fullmatch(value) and not _id_word_before(text, start):
            kind = "cpf"
        if (
            kind is None
            and _DOTTED_CEDULA.fullmatch(value)
            and _BARE_CEDULA.search(_fold(text[max(0, start - 40) : start]))
        ):
            # round 28: "mi cédula es 1.019.284.556": the bare word, then the thousands
            # dotted as Colombia (and Venezuela, Ecuador) write them; Mexico's cédula
            # profesional is written bare and after its own adjective, which this is not
            kind = "cc"
        if kind is None:
            kind = _typed_record(text, start, end) or _document_key(text, start, value)
        if kind is None:
            kind = printed_whole_value(text, start, end)
        if kind is None and row_name_beside(text, start, end):
            # round 47: a printed notation as a row's whole cell beside a person's name
            # ("<name>;<RUT dotted, its check after a hyphen>;Santiago"): the row's cell
            # bounds it as a field's quotes do (personal60's RUT)
            kind = printed_kind(value)
        if kind is not None and _national_valid(kind, value):
            found.append(Candidate(NATIONAL_ID, "national-id", start, end, info={"id": kind}))
    taken = {c.start for c in found}
    for m in _SSN_PRINTED.finditer(text):
        if m.start() not in taken and _ssn_in_employment_row(text, m.start(), m.end()):
            found.append(
                Candidate(NATIONAL_ID, "national-id", m.start(), m.end(), info={"id": "ssn"})
            )
    return found


#: Round 30: an id whose own printed notation carries a strong check says what it is with
#: no label: a Chilean RUT dotted with its check after a hyphen (mod 11), a person's CUIL
#: (20/23/24/27, hyphenated, mod 11), a CPF dotted (two check digits), a Spanish DNI or NIE
#: with its check letter. A hurried redaction leaves such a value under a neutral member
#: (`ref`, `codigo`, `aux`, `folio2`), in a `data-*` attribute or alone in a cell, where
#: the member's id word ("folio", "codigo") would make a number in prose an order's: the
#: value read is the WHOLE value of the field, the attribute or the element (quotes or
#: tags right around it), not a number inside a sentence. A company's RUT (50M and
#: above) and CUIT (30/33/34) stay kept by `_national_valid`; placeholder digits too.
_SSN_SHAPE = re.compile(r"\d{3}-\d{2}-\d{4}")
_PRINTED_WHOLE = (
    ("rut", re.compile(r"\d{1,2}\.\d{3}\.\d{3}-[\dKk]")),
    ("cuit", re.compile(r"2[0347]-\d{8}-\d")),
    ("cpf", _CPF_PRINTED),
    ("dni", re.compile(r"\d{8}[A-Z]|[XYZ]\d{7}[A-Z]")),
    # a Colombian person's NIT (their cédula and DIAN's check digit after a hyphen) and
    # a US SSN or ITIN in their 3-2-4 groups (valid area and group)
    ("nit", re.compile(r"\d{6,10}-\d")),
    ("ssn", _SSN_SHAPE),
)
#: A JSON or YAML string's quotes (perhaps escaped), or an element's tags (`<td>…</td>`,
#: `<p>…</p>`), or an attribute's quotes, right around the value.
_WHOLE_BEFORE = re.compile(
    r"(?:[:=][ \t]*\\?[\"']|<(?:td|th|p|span|div|li|dd|code)\b[^<>]{0,80}>)$"
)
_WHOLE_AFTER = re.compile(r"\\?[\"']|</")


def printed_whole_value(text: str, start: int, end: int) -> str | None:
    """Round 30: see `_PRINTED_WHOLE`; the kind of id, or None."""
    if _WHOLE_BEFORE.search(text, max(0, start - 100), start) is None:
        return None
    if _WHOLE_AFTER.match(text, end) is None:
        return None
    return printed_kind(text[start:end])


def printed_kind(value: str) -> str | None:
    """The kind of id `value`'s own printed notation names (`_PRINTED_WHOLE`), or None."""
    for kind, pattern in _PRINTED_WHOLE:
        if pattern.fullmatch(value):
            digits = re.sub(r"\D", "", value)
            return None if _placeholder_digits(digits[:-1]) else kind
    return None


#: Round 29: a record whose `tipo`/`type` member names the document another member holds
#: (`{"ref": "<8 digits>", "tipo": "DNI-PE"}`, `"tipo_documento": "SSN"`): the sibling is
#: the label, before or after the value, in the same object on the line.
_TYPE_MEMBER = re.compile(
    r"(?i)(?<![\w])\\?[\"']?(?P<key>tipo|type|kind|clase|tipo_?doc(?:umento)?"
    r"|doc(?:ument)?o?_?(?:tipo|type)|id_?type|tipo_?(?:de_?)?id(?:entificacion)?)"
    r"\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?"
    r"(?P<doc>[A-Za-z][A-Za-z.]{1,30}(?:[ \-][A-Za-z]{2,3})?)(?![\w])"
)


_BARE_TYPE_KEYS = frozenset({"tipo", "type", "kind", "clase"})


def _typed_record(text: str, start: int, end: int) -> str | None:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    lo = max(line_start, start - 160)
    hi = min(line_end, end + 160)
    opening = text.rfind("{", lo, start)
    closing = text.find("}", end, hi)
    lo = opening if opening >= 0 else lo
    hi = closing if closing >= 0 else hi
    for m in _TYPE_MEMBER.finditer(text, lo, hi):
        if m.start() <= start < m.end():
            continue
        label = _NATIONAL_LABELS.match(_fold(m.group("doc")))
        if label is None:
            continue
        if label.lastgroup == "cc" and m.group("key").lower() in _BARE_TYPE_KEYS:
            continue  # `"type": "cc"` is a card's or a copy's as often: a document's key only
        return label.lastgroup
    return None


#: Round 29: a Spanish DNI or NIE with its check letter, under a member whose name says
#: it holds a document (`"x_doc": "…"`, `documento=`, `id_doc:`): the letter's check and
#: the document's key, with no other label.
_DOCUMENT_KEY = re.compile(r"\b(?:doc|docs|documento|document|identificacion|identidad)\b")
_LETTERED_DNI = re.compile(r"\d{8}[A-Za-z]|[XYZxyz]\d{7}[A-Za-z]")


def _document_key(text: str, start: int, value: str) -> str | None:
    if not _LETTERED_DNI.fullmatch(value):
        return None
    lo = own_key_start(text, start, max(text.rfind("\n", 0, start) + 1, start - 48))
    m = re.search(r"([A-Za-z][\w\-]{0,30})\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$", text[lo:start])
    if m is None or not _DOCUMENT_KEY.search(_fold(m.group(1))):
        return None
    return "dni"


#: Round 29: a US SSN in its printed shape (3-2-4) as a cell of an employment record: the
#: row names a US wage or tax form (W-2, W-4, 1099, I-9), payroll or an employee; its
#: area, group and serial valid (python-stdnum). Elsewhere the shape needs its label.
_SSN_PRINTED = re.compile(r"(?<![\w\-.])\d{3}-\d{2}-\d{4}(?![\w\-])")
_EMPLOYMENT_ROW = re.compile(
    r"\b(?:w-?2|w-?4|1099(?:-[a-z]{2,4})?|i-9|payroll|employee|emp|hire|hired|wages?|salary)\b"
)


def _ssn_in_employment_row(text: str, start: int, end: int) -> bool:
    from stdnum.us import ssn

    if not ssn.is_valid(text[start:end].replace("-", "")):
        return False
    if _id_word_before(text, start):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    row = _fold(text[max(line_start, start - 80) : min(line_end, end + 80)])
    return _EMPLOYMENT_ROW.search(row) is not None


def ssn_printed_cell(text: str, start: int, value: str) -> bool:
    """Round 29: `…,123-45-6789,…`: an SSN's shape as a CSV cell (the window opens)."""
    return start > 0 and text[start - 1] in ",;|\t" and _SSN_PRINTED.fullmatch(value) is not None


# --- round 30: a hurried redaction's leftovers ------------------------------------------

#: Round 30: what a redaction leaves in an element's text (`***`, `████`, `[REDACTED]`).
_MASK = r"(?:\*{3,}|█{2,}|\[(?:REDACTED|REDACTADO|OCULTO|CENSURADO|REMOVED)\]|•{3,})"
#: Round 30: **the redacted copy beside the datum**: an element whose text was masked
#: ("pasaporte ***", "C.C. ***", or the mask alone) keeps the datum in one of its `data-*`
#: attributes (`<div data-id="<value>"><p>pasaporte ***</p></div>`). The masked text's
#: word names the document, as a label would; with no word, only a value whose own check
#: says what it is (a CLABE's bank and check digit, an NSS's digit, a Peruvian RUC of a
#: person, an SSN's valid groups, a Guatemalan CUI's verifier) is read.
_REDACTED_ATTR = re.compile(
    r"\bdata-[\w\-]{1,24}=\"(?P<value>[A-Za-z0-9][A-Za-z0-9.\- ]{4,30}[A-Za-z0-9])\""
    r"[^<>]{0,80}>(?:[ \t]*<[a-z][^<>]{0,60}>){0,2}[ \t]*"
    r"(?P<word>[^<>*█•\[\]\n]{0,40}?)[ \t]*" + _MASK
)
#: Round 30: **a field whose whole value is a document's word and its number** (`"ref":
#: "OCR <13 digits>"`, `<p>DPI <13 digits></p>`, `ref: "licencia de conducir <…>"`,
#: `"agregado médico <NSS>-…"`): the value labels itself; the quotes or the element's
#: tags close right after the number.
_WORDED_VALUE = re.compile(
    r"(?:[:=][ \t]*\\?[\"']|<(?:td|th|p|span|div|li|dd|code)\b[^<>]{0,80}>)"
    r"(?P<word>[^\W\d_](?:[^\W\d_]|[.' ]){1,40}?)(?:[ \t]*[:#][ \t]*|[ \t]+)"
    r"(?=[A-Za-z]{0,3}\d)(?P<value>[A-Za-z0-9][A-Za-z0-9\- ]{5,28}[A-Za-z0-9])(?:\\?[\"']|</)"
)
_REDACTION_HINT = (
    r"(?i)data-[\w\-]{1,24}=\"[a-z0-9][a-z0-9.\- ]{4,30}\"[^<>]{0,80}>[^\n]{0,140}(?:\*\*\*|██|"
    r"\[redact|\[oculto|\[censur|\[removed|•••)"
    r"|(?:[:=][ \t]*\\?[\"']|>)(?:ocr|cic|dpi|cui|licencia|driver|agregado|dl|cart[aã]o|cns|"
    r"boleta|n[uú]mero de cuenta|cuenta unam)\b"
)
_DOC_WORDS = (
    ("passport", re.compile(r"\b(?:pasaporte|passport|passaporte)\b")),
    (
        "driver-licence",
        re.compile(r"\b(?:licencia de (?:conducir|manejo)|driver'?s? licen[cs]e|cnh)\b"),
    ),
    ("health-id", re.compile(r"\bagregado medico\b")),
    ("cc", re.compile(r"\b(?:c\.c\.|cedula(?: de ciudadania)?)(?!\w)")),
    ("ine", re.compile(r"^(?:ocr|cic)$")),
    ("dpi", re.compile(r"^(?:dpi|cui)$")),
    ("driver-licence", re.compile(r"^dl$")),
    ("cns", re.compile(r"\b(?:cartao sus|cartao nacional de saude|cns)\b")),
    ("student-id", re.compile(r"\b(?:boleta(?: ipn)?|(?:numero de )?cuenta unam)\b")),
)
_PASSPORT_NUMBER = re.compile(r"[A-Z]\d{8}|[A-Z]{2,3}\d{6,7}|\d{9}")
_LICENCE_NUMBER = re.compile(r"[A-Z]{1,2}\d{6,12}|\d{9,12}")
_HEALTH_ID = re.compile(r"(?P<nss>\d{11})-?\d[A-Z]\d{4}[A-Z]{2}")


def _cui_ok(digits: str) -> bool:
    """Guatemala's CUI (the DPI's number): eight digits, a verifier (weights 2 to 9,
    mod 11), a department (01–22) and a municipality."""
    if len(digits) != 13 or not digits.isdigit() or _placeholder_digits(digits):
        return False
    if digits[:9] in "01234567890123456789":
        return False  # (a form's run, `1234567890123`, passes the verifier: no one's)
    total = sum(int(d) * w for d, w in zip(digits[:8], range(2, 10), strict=True))
    dept, muni = int(digits[9:11]), int(digits[11:13])
    return total % 11 == int(digits[8]) and 1 <= dept <= 22 and 1 <= muni <= 35


def _worded_candidate(kind: str, value: str, start: int, end: int) -> Candidate | None:
    compact = value.replace(" ", "").replace("-", "") if kind != "health-id" else value
    if kind == "passport" and _PASSPORT_NUMBER.fullmatch(compact):
        ok = not _placeholder_digits(re.sub(r"\D", "", compact))
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": kind}) if ok else None
    if kind == "driver-licence" and _LICENCE_NUMBER.fullmatch(compact):
        ok = not _placeholder_digits(re.sub(r"\D", "", compact))
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": kind}) if ok else None
    if kind == "health-id":
        m = _HEALTH_ID.fullmatch(value.replace(" ", ""))
        if m is not None and mx_ids.is_nss(m.group("nss")):
            return Candidate(NSS, "nss", start, end)
        return None
    if kind == "cc" and _national_valid("cc", value):
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": "cc"})
    if kind == "ine" and re.fullmatch(r"\d{13}|\d{9}", compact):
        return None if _placeholder_digits(compact) else Candidate(INE, "ine-number", start, end)
    if kind == "dpi" and _cui_ok(compact):
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": "dpi"})
    if kind == "cns" and _cns_ok(compact):
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": "cns"})
    if kind == "student-id" and re.fullmatch(r"\d{8,10}", compact):
        ok = not _placeholder_digits(compact)
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": kind}) if ok else None
    return None


def _cns_ok(digits: str) -> bool:
    """Round 30: Brazil's Cartão Nacional de Saúde: 15 digits, weights 15 to 1, mod 11."""
    if len(digits) != 15 or not digits.isdigit() or digits[0] not in "12789":
        return False
    if _placeholder_digits(digits):
        return False
    return sum(int(d) * w for d, w in zip(digits, range(15, 0, -1), strict=True)) % 11 == 0


def _checked_alone(value: str, start: int, end: int) -> Candidate | None:
    """A masked copy with no word: the value's own check must say what it is."""
    if re.fullmatch(r"\d{18}", value) and mx_ids.clabe_ok(value):
        return Candidate(CLABE, "clabe", start, end)
    if re.fullmatch(r"\d{11}", value):
        from stdnum.pe import ruc

        if value[:2] == "10" and ruc.is_valid(value):
            return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": "ruc"})
        if mx_ids.is_nss(value) and not _placeholder_digits(value):
            return Candidate(NSS, "nss", start, end)
    if re.fullmatch(r"\d{15,16}", value) and mx_ids.is_payment_card(value):
        return Candidate(CARD, "payment-card", start, end)
    if _SSN_PRINTED.fullmatch(value):
        from stdnum.us import itin, ssn

        if ssn.is_valid(value.replace("-", "")) or itin.is_valid(value.replace("-", "")):
            return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": "ssn"})
    compact = value.replace(" ", "")
    if _cui_ok(compact):
        return Candidate(NATIONAL_ID, "national-id", start, end, info={"id": "dpi"})
    return None


# --- round 31: OCR's letters inside an id whose check then decides ------------------------

#: OCR reads 0 as O, 1 as l or I, 5 as S, 8 as B (and back). Where an id's notation demands
#: a digit, such a letter is read as its digit; where it demands a letter, such a digit as
#: its letter; the id is believed only when its check digit then holds (a CURP's RENAPO
#: digit and shape; a CLABE's bank code and digit, an NSS's Luhn digit, each also after its
#: own label). Nothing else is repaired: a token with any other letter stays what it is.
_TO_DIGIT = str.maketrans(
    {"O": "0", "o": "0", "l": "1", "I": "1", "i": "1", "S": "5", "s": "5", "B": "8", "b": "8"}
)
_TO_LETTER = str.maketrans({"0": "O", "1": "I", "5": "S", "8": "B"})
_OCR_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]{11,19}(?![A-Za-z0-9])")
#: A CURP's first thirteen characters (name, birth date, sex, state), cut by a snippet's
#: ellipsis right after them; believed only after the CURP's own label.
_CUT_CURP = re.compile(
    r"(?<![A-Za-z0-9])[A-Za-z]{4}[0-9OolISB]{6}[HMXhmx][A-Za-z]{2}(?:[A-Za-z0-9]{0,4})"
    r"(?=[ \t]*(?:\u2026|\.\.\.))"
)
#: A CURP's positions: letters (name, sex, state, consonants), digits (date, check).
_CURP_LETTERS = (*range(4), *range(10, 16))
_CURP_DIGITS = (*range(4, 10), 17)


def _ocr_curp(token: str) -> str | None:
    chars = list(token)
    for i in _CURP_LETTERS:
        chars[i] = chars[i].translate(_TO_LETTER)
    for i in _CURP_DIGITS:
        chars[i] = chars[i].translate(_TO_DIGIT)  # before upper(): `l` is a 1, `L` is not
    value = "".join(chars).upper()
    return value if mx_ids.curp_check_digit_ok(value) else None


def _undoubled(token: str) -> Iterator[str]:
    """The token with one of its doubled characters written once (OCR doubles one)."""
    for i in range(1, len(token)):
        if token[i] == token[i - 1]:
            yield token[:i] + token[i + 1 :]


_RFC_LETTERS = range(4)
_RFC_DIGITS = range(4, 10)


def _ocr_rfc(token: str) -> str | None:
    chars = list(token)
    for i in _RFC_LETTERS:
        chars[i] = chars[i].translate(_TO_LETTER)
    for i in _RFC_DIGITS:
        chars[i] = chars[i].translate(_TO_DIGIT)
    if chars[12] in "lISBOo":  # the check character is a digit or an A
        chars[12] = chars[12].translate(_TO_DIGIT)
    value = "".join(chars).upper()
    return value if mx_ids.is_valid_person_rfc(value) else None


def find_ocr_ids(text: str) -> list[Candidate]:
    found = []
    for m in _CUT_CURP.finditer(text):
        value = m.group()[:13]
        chars = list(value)
        for i in range(4, 10):
            chars[i] = chars[i].translate(_TO_DIGIT)
        if mx_ids.is_yymmdd("".join(chars[4:10])) and _named_as(text, m.start(), _CURP_LABEL):
            # round 31: a snippet cut the CURP after its date, sex and state: still the
            # person's (their birth date is in it); its label says what it is
            found.append(Candidate(CURP, "curp", m.start(), m.end(), verified=False))
    for m in _OCR_TOKEN.finditer(text):
        token = m.group()
        n = len(token)
        if n not in (11, 13, 18, 19) or token.isdigit() or token.isalpha():
            continue
        start, end = m.start(), m.end()
        if n == 19:
            # one character doubled by OCR: the CURP its single form makes, if its check holds
            if any(_ocr_curp(t) is not None for t in _undoubled(token)):
                found.append(Candidate(CURP, "curp", start, end))
            continue
        # a repaired id only: one read as it stands is the ordinary readers' (the same
        # token upper-cased)
        if n == 13:
            rfc = _ocr_rfc(token)
            if rfc is not None and token.upper() != rfc:
                found.append(Candidate(RFC, "rfc-person", start, end))
            continue
        curp = _ocr_curp(token) if n == 18 else None
        if curp is not None and token.upper() != curp:
            found.append(Candidate(CURP, "curp", start, end))
            continue
        digits = token.translate(_TO_DIGIT)
        if not digits.isdigit() or sum(c.isdigit() for c in token) < n - 3:
            continue  # another letter, or more letters than OCR damage makes
        if n == 18 and mx_ids.clabe_ok(digits) and _words_before(text, start, _CLABE_WORDS):
            if not _organisation_payee(text, start, end):
                found.append(Candidate(CLABE, "clabe", start, end))
        elif n == 11 and mx_ids.is_nss(digits) and _words_before(text, start, _NSS_WORDS):
            found.append(Candidate(NSS, "nss", start, end))
    return found


def find_redacted_copies(text: str) -> list[Candidate]:
    """Round 30: see `_REDACTED_ATTR` and `_WORDED_VALUE`."""
    if compile_linear(_REDACTION_HINT).search(text) is None:
        return []
    found = []
    for m in _REDACTED_ATTR.finditer(text):
        start, end = m.span("value")
        value = m.group("value")
        word = _fold(m.group("word")).strip()
        if word:
            kind = next((k for k, p in _DOC_WORDS if k != "ine" and p.search(word)), None)
            candidate = _worded_candidate(kind, value, start, end) if kind else None
        else:
            candidate = _checked_alone(value, start, end)
        if candidate is not None:
            found.append(candidate)
    for m in _WORDED_VALUE.finditer(text):
        word = _fold(m.group("word")).strip().rstrip(".:")
        kind = next((k for k, p in _DOC_WORDS if p.search(word)), None)
        if kind is None or (kind != "ine" and kind != "dpi" and not _word_is_the_name(word, kind)):
            continue
        start, end = m.span("value")
        candidate = _worded_candidate(kind, m.group("value"), start, end)
        if candidate is not None:
            found.append(candidate)
    return found


def _word_is_the_name(word: str, kind: str) -> bool:
    """The word is the document's name and nothing else (not a sentence that names it)."""
    for k, pattern in _DOC_WORDS:
        m = pattern.search(word) if k == kind else None
        if m is not None and m.start() == 0 and len(word) - m.end() <= 1:
            return True
    return False
