"""Invented values for corpus 8, drawn from a seeded generator, with valid check digits.

Every identifier here is made up: a person is drawn from name lists written for this corpus,
and the identifiers derived from them (CURP, RFC, INE clave de elector) follow the official
construction, with check digits computed by python-stdnum where it has the identifier and
by the published algorithm otherwise (CLABE, NSS, MRZ). Secrets are random strings in the
provider's alphabet and length. Nothing is copied from a real record.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import random
import string
import unicodedata
import uuid
from dataclasses import dataclass

import phonenumbers
from people import (
    EN_GIVEN_F,
    EN_GIVEN_M,
    EN_SURNAMES,
    ES_GIVEN_F,
    ES_GIVEN_M,
    ES_SURNAMES,
    MX_STATES,
    PT_GIVEN_F,
    PT_GIVEN_M,
    PT_SURNAMES,
)
from stdnum import luhn
from stdnum.mx import curp as mx_curp
from stdnum.mx import rfc as mx_rfc

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def strip_accents(s: str) -> str:
    out = []
    for ch in s:
        if ch in "ñÑ":
            out.append(ch)
            continue
        out.append(
            "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
        )
    return "".join(out)


def rnd_str(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def rnd_mixed(rng: random.Random, alphabet: str, n: int) -> str:
    """A random string that has at least one digit, one lower and one upper where the
    alphabet has them (a real key almost always does; it also keeps it from reading as a
    word)."""
    while True:
        s = rnd_str(rng, alphabet, n)
        need = [
            set(alphabet) & set(string.digits),
            set(alphabet) & set(string.ascii_lowercase),
            set(alphabet) & set(string.ascii_uppercase),
        ]
        if all(not k or set(s) & k for k in need):
            return s


# ---------------------------------------------------------------------------- people

_PARTICLES = {"DE", "LA", "LAS", "LOS", "DEL", "Y", "MC", "MAC", "VON", "VAN", "DA", "DAS", "DOS"}
_VOWELS = "AEIOU"


@dataclass(frozen=True)
class Person:
    given: str
    paternal: str
    maternal: str
    sex: str  # "H" / "M" (as in the CURP)
    birth: dt.date
    state: str  # two-letter CURP code
    lang: str

    @property
    def full(self) -> str:
        return " ".join(p for p in (self.given, self.paternal, self.maternal) if p)

    @property
    def short(self) -> str:
        return f"{self.given.split()[0]} {self.paternal}"


def _word(s: str) -> str:
    """Upper-case, accents off, particles dropped: the word that CURP/RFC rules read."""
    words = [w for w in strip_accents(s).upper().replace("-", " ").split() if w not in _PARTICLES]
    return (words[0] if words else "X").replace("Ñ", "X")


def _given_word(given: str) -> str:
    words = [w for w in strip_accents(given).upper().split() if w not in _PARTICLES]
    if len(words) > 1 and words[0] in ("JOSE", "MARIA", "MA.", "MA", "J.", "J"):
        words = words[1:]
    return (words[0] if words else "X").replace("Ñ", "X")


def _first_inner_vowel(w: str) -> str:
    return next((c for c in w[1:] if c in _VOWELS), "X")


def _first_inner_consonant(w: str) -> str:
    return next((c for c in w[1:] if c.isalpha() and c not in _VOWELS), "X")


def curp_of(p: Person, rng: random.Random) -> str:
    pat, mat, giv = (
        _word(p.paternal),
        _word(p.maternal) if p.maternal else "X",
        _given_word(p.given),
    )
    head = pat[0] + _first_inner_vowel(pat) + mat[0] + giv[0]
    if head in mx_curp._name_blacklist:  # type: ignore[attr-defined]
        head = head[0] + "X" + head[2:]
    body = (
        head
        + p.birth.strftime("%y%m%d")
        + p.sex
        + p.state
        + _first_inner_consonant(pat)
        + (_first_inner_consonant(mat) if p.maternal else "X")
        + _first_inner_consonant(giv)
        + (str(rng.randrange(10)) if p.birth.year < 2000 else rng.choice("ABCDEFGH"))
    )
    full = body + mx_curp.calc_check_digit(body)
    mx_curp.validate(full)
    return full


_RFC_H1 = "123456789ABCDEFGHIJKLMNPQRSTUV"
_RFC_H2 = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_pf_of(p: Person, rng: random.Random) -> str:
    """RFC of a persona física: 4 letters, birth date, homoclave, check digit."""
    pat, mat, giv = (
        _word(p.paternal),
        _word(p.maternal) if p.maternal else "X",
        _given_word(p.given),
    )
    head = pat[0] + _first_inner_vowel(pat) + mat[0] + giv[0]
    if head in mx_rfc._name_blacklist:  # type: ignore[attr-defined]
        head = head[:3] + "X"
    while True:
        body = head + p.birth.strftime("%y%m%d") + rng.choice(_RFC_H1) + rng.choice(_RFC_H2)
        check = mx_rfc.calc_check_digit(body)
        if check in "0123456789A":
            full = body + check
            mx_rfc.validate(full, validate_check_digits=True)
            return full


def rfc_pm(rng: random.Random, name: str, founded: dt.date) -> str:
    """RFC of a persona moral (company): 3 letters, date of constitution, homoclave, check."""
    words = [
        w
        for w in strip_accents(name).upper().replace(",", " ").replace(".", " ").split()
        if w not in _PARTICLES and w not in ("SA", "CV", "SAB", "S", "A", "C", "V", "SC", "AC")
    ]
    letters = "".join(w[0] for w in words)[:3]
    if len(letters) < 3:
        letters = (words[0][:3] if words else "XXX").ljust(3, "X")
    while True:
        body = letters + founded.strftime("%y%m%d") + rng.choice(_RFC_H1) + rng.choice(_RFC_H2)
        check = mx_rfc.calc_check_digit(body)
        if check in "0123456789A":
            full = body + check
            mx_rfc.validate(full, validate_check_digits=True)
            return full


def ine_clave_of(p: Person, rng: random.Random) -> str:
    """Clave de elector: consonant+vowel of each name part, birth date, state no., sex,
    homoclave (no check digit)."""

    def cv(w: str) -> str:
        w = w.replace("Ñ", "X")
        cons = next((c for c in w if c.isalpha() and c not in _VOWELS), "X")
        vow = next((c for c in w[1:] if c in _VOWELS), "X")
        return cons + vow

    pat, mat, giv = (
        _word(p.paternal),
        _word(p.maternal) if p.maternal else "XX",
        _given_word(p.given),
    )
    state_no = f"{MX_STATES.index(p.state) + 1:02d}" if p.state in MX_STATES else "09"
    return (
        cv(pat)
        + cv(mat)
        + cv(giv)
        + p.birth.strftime("%y%m%d")
        + state_no
        + p.sex
        + rng.choice(["0", "1", "2", "3", "4", "5"])
        + f"{rng.randrange(100):02d}"
    )


def luhn_digits(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix) - 1))
    return body + luhn.calc_check_digit(body)


def nss(rng: random.Random, p: Person | None = None) -> str:
    """IMSS número de seguridad social: subdelegación (2), year of registration (2), birth
    year (2), consecutive (4), Luhn check digit."""
    birth = p.birth.year if p else rng.randrange(1955, 2004)
    reg = min(birth + rng.randrange(16, 26), 2023)
    body = f"{rng.randrange(1, 99):02d}{reg % 100:02d}{birth % 100:02d}{rng.randrange(10000):04d}"
    return body + luhn.calc_check_digit(body)


CLABE_BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "030": "BanBajío",
    "036": "Inbursa",
    "044": "Scotiabank",
    "058": "Banregio",
    "072": "Banorte",
    "127": "Banco Azteca",
    "137": "BanCoppel",
    "646": "STP",
    "638": "Nu México",
}


def clabe_check(first17: str) -> str:
    w = (3, 7, 1)
    s = sum((int(d) * w[i % 3]) % 10 for i, d in enumerate(first17))
    return str((10 - s % 10) % 10)


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(sorted(CLABE_BANKS))
    body = bank + f"{rng.randrange(1, 999):03d}" + rnd_str(rng, string.digits, 11)
    return body + clabe_check(body)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        return luhn_digits(rng, "4" + rnd_str(rng, "0123456789", 5), 16)
    if brand == "mc":
        return luhn_digits(rng, rng.choice(["51", "52", "53", "54", "55"]), 16)
    if brand == "mc2":
        return luhn_digits(rng, str(rng.randrange(2221, 2721)), 16)
    if brand == "amex":
        return luhn_digits(rng, rng.choice(["34", "37"]), 15)
    raise ValueError(brand)


def group(s: str, sizes: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


# ---------------------------------------------------------------------------- MRZ


def mrz_check(s: str) -> str:
    def val(c: str) -> int:
        if c.isdigit():
            return int(c)
        if c == "<":
            return 0
        return ord(c) - 55

    w = (7, 3, 1)
    return str(sum(val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_td3(p: Person, number: str, nat: str, expiry: dt.date, personal: str = "") -> list[str]:
    names = (
        _word(p.paternal)
        + ("<" + _word(p.maternal) if p.maternal else "")
        + "<<"
        + "<".join(strip_accents(p.given).upper().split())
    )
    line1 = ("P<" + nat + names.replace("Ñ", "N"))[:44].ljust(44, "<")
    num = number.ljust(9, "<")
    dob = p.birth.strftime("%y%m%d")
    exp = expiry.strftime("%y%m%d")
    pers = personal.ljust(14, "<")
    sex = "M" if p.sex == "H" else "F"
    part = num + mrz_check(num) + nat + dob + mrz_check(dob) + sex + exp + mrz_check(exp)
    pers_c = mrz_check(pers) if personal else "<"
    composite = num + mrz_check(num) + dob + mrz_check(dob) + exp + mrz_check(exp) + pers + pers_c
    line2 = part + pers + pers_c + mrz_check(composite)
    assert len(line1) == 44 and len(line2) == 44, (line1, line2)
    return [line1, line2]


# ---------------------------------------------------------------------------- phones

MX_AREAS = {
    "55": "CDMX",
    "33": "Guadalajara",
    "81": "Monterrey",
    "222": "Puebla",
    "442": "Querétaro",
    "461": "Celaya",
    "477": "León",
    "614": "Chihuahua",
    "664": "Tijuana",
    "686": "Mexicali",
    "998": "Cancún",
    "999": "Mérida",
    "662": "Hermosillo",
    "229": "Veracruz",
    "722": "Toluca",
    "871": "Torreón",
    "844": "Saltillo",
    "951": "Oaxaca",
    "961": "Tuxtla Gutiérrez",
    "443": "Morelia",
    "449": "Aguascalientes",
    "444": "San Luis Potosí",
    "667": "Culiacán",
    "669": "Mazatlán",
    "833": "Tampico",
    "311": "Tepic",
    "744": "Acapulco",
    "981": "Campeche",
}


def mx_phone(rng: random.Random, area: str | None = None) -> str:
    """A valid Mexican national number (10 digits)."""
    for _ in range(1000):
        a = area or rng.choice(sorted(MX_AREAS))
        rest = str(rng.randrange(2, 10)) + rnd_str(rng, string.digits, 10 - len(a) - 1)
        n = a + rest
        if n[len(a) :].startswith(("0000", "1234")) or len(set(rest)) < 4:
            continue
        if phonenumbers.is_valid_number(phonenumbers.parse("+52" + n)):
            return n
    raise RuntimeError("no valid MX number")


def intl_phone(rng: random.Random, region: str) -> str:
    """A valid mobile number of a region, as E.164."""
    for _ in range(5000):
        if region == "BR":
            n = "+55" + rng.choice(["11", "21", "31", "41", "51", "61", "71", "81", "85"]) + "9"
            n += str(rng.randrange(6, 10)) + rnd_str(rng, string.digits, 7)
        elif region == "ES":
            n = "+34" + rng.choice("67") + rnd_str(rng, string.digits, 8)
        elif region == "AR":
            n = "+549" + rng.choice(["11", "351", "341", "261"])
            n += rnd_str(rng, string.digits, 13 - len(n) + 1)
        elif region == "US":
            npa = rng.choice(["512", "213", "312", "415", "617", "646", "702", "305", "206"])
            n = "+1" + npa + str(rng.randrange(2, 10)) + rnd_str(rng, string.digits, 6)
            if n[5:8] == "555":
                continue
        elif region == "CO":
            n = "+57" + rng.choice(["300", "301", "310", "311", "312", "315", "320"])
            n += rnd_str(rng, string.digits, 7)
        elif region == "CL":
            n = "+569" + rnd_str(rng, string.digits, 8)
        elif region == "PE":
            n = "+519" + rnd_str(rng, string.digits, 8)
        elif region == "PT":
            n = "+3519" + rng.choice("1236") + rnd_str(rng, string.digits, 7)
        elif region == "UY":
            n = "+5989" + rnd_str(rng, string.digits, 7)
        else:
            raise ValueError(region)
        pn = phonenumbers.parse(n)
        if phonenumbers.is_valid_number(pn) and phonenumbers.region_code_for_number(pn) == region:
            t = phonenumbers.number_type(pn)
            if t in (
                phonenumbers.PhoneNumberType.MOBILE,
                phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE,
            ):
                return n
    raise RuntimeError(region)


# ---------------------------------------------------------------------------- misc


def birth_date(rng: random.Random, lo: int = 1952, hi: int = 2004) -> dt.date:
    start = dt.date(lo, 1, 1).toordinal()
    end = dt.date(hi, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randrange(start, end))


def date_between(rng: random.Random, a: dt.date, b: dt.date) -> dt.date:
    return dt.date.fromordinal(rng.randrange(a.toordinal(), b.toordinal() + 1))


def uuid4(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def hexs(rng: random.Random, n: int) -> str:
    return rnd_str(rng, HEX, n)


def sha256_of(rng: random.Random) -> str:
    return hashlib.sha256(rng.randbytes(32)).hexdigest()


def make_person(rng: random.Random, lang: str = "es", sex: str | None = None) -> Person:
    sex = sex or rng.choice("HM")
    if lang == "en":
        given = rng.choice(EN_GIVEN_M if sex == "H" else EN_GIVEN_F)
        pat, mat = rng.choice(EN_SURNAMES), ""
    elif lang == "pt":
        given = rng.choice(PT_GIVEN_M if sex == "H" else PT_GIVEN_F)
        pat, mat = rng.sample(PT_SURNAMES, 2)
    else:
        given = rng.choice(ES_GIVEN_M if sex == "H" else ES_GIVEN_F)
        pat, mat = rng.sample(ES_SURNAMES, 2)
    return Person(given, pat, mat, sex, birth_date(rng), rng.choice(MX_STATES[:32]), lang)
