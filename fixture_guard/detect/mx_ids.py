"""Check digits and structure of Mexican personal identifiers, and of payment cards.

Pure functions: the personal-data recognizers call them to tell a real identifier from
an id, a hash or a timestamp that merely has the right length. Sources: RENAPO's CURP
instructivo (check digit), SAT's RFC rules (persona física has 13 characters, persona
moral 12), IMSS's NSS (Luhn over 10 digits), Banxico's CLABE (weights 3-7-1), ISO/IEC
7812 (Luhn, issuer prefixes).

python-stdnum does the check digits it knows: the CURP's (`stdnum.mx.curp`), the RFC's
(`stdnum.mx.rfc`, used for the notations people write by hand: lower case, dots,
spaces) and Luhn (`stdnum.luhn`, for cards and the NSS). It has no CLABE, NSS or INE
voter-key module, so those stay here: the CLABE's 3-7-1 weights and Banxico's bank
codes, the NSS as an 11-digit Luhn number, the voter key's structure (it has no
public check digit). stdnum is small and pure Python; it is imported here, at the
first check, not by the rules.
"""

from __future__ import annotations

import datetime as dt
import re

# --- dates shared by CURP, RFC and the INE voter key ---------------------------------


def is_yymmdd(digits: str) -> bool:
    """Whether six digits are a calendar date (any century: the ids do not say which)."""
    if len(digits) != 6 or not digits.isdigit():
        return False
    month, day = int(digits[2:4]), int(digits[4:6])
    # 2000 is a leap year, so 29 February of any two-digit year is accepted.
    try:
        dt.date(2000, month, day)
    except ValueError:
        return False
    return True


# --- CURP ------------------------------------------------------------------------------

CURP_STATES = frozenset(
    str.split(
        "AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS "
        "TL VZ YN ZS NE"
    )
)
#: Structure only; `curp_check_digit_ok` and the date/state checks do the validation.
CURP_SHAPE = re.compile(
    r"[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX](?:" + "|".join(sorted(CURP_STATES)) + r")"
    r"[B-DF-HJ-NP-TV-Z]{3}[A-Z0-9]\d"
)


def curp_check_digit(curp: str) -> int:
    """RENAPO's check digit of the first 17 characters (python-stdnum's algorithm)."""
    from stdnum.mx import curp as stdnum_curp

    return int(stdnum_curp.calc_check_digit(curp[:17] + "0"))


def is_generic_curp(value: str) -> bool:
    """RENAPO's and SAT's generic CURPs (`XEXX010101HNEXXXA4` for foreigners, `XAXX…`):
    printed in payroll and invoice templates, nobody's."""
    return compact(value).startswith(("XEXX010101", "XAXX010101"))


def is_curp_shaped(value: str) -> bool:
    """Letters, a valid birth date, sex, a state of birth and consonants in their places
    (the generic CURPs excluded)."""
    return (
        bool(CURP_SHAPE.fullmatch(value)) and is_yymmdd(value[4:10]) and not is_generic_curp(value)
    )


def curp_check_digit_ok(value: str) -> bool:
    return is_curp_shaped(value) and curp_check_digit(value) == int(value[17])


#: What people put between the parts of an identifier they type: spaces, hyphens, dots.
_SEPARATORS = re.compile(r"[\s.\-_\u2010-\u2013]+")


def compact(value: str) -> str:
    """Upper case, no spaces, hyphens or dots: `oiol 671214 mbsrrc 41` → `OIOL671214MBSRRC41`."""
    return _SEPARATORS.sub("", value).upper()


def is_valid_curp(value: str) -> bool:
    """A CURP in any notation whose structure, date, state and check digit are right
    (python-stdnum's `mx.curp`, plus our consonant positions)."""
    from stdnum.mx import curp as stdnum_curp

    number = compact(value)
    return is_curp_shaped(number) and bool(stdnum_curp.is_valid(number))


# --- RFC -------------------------------------------------------------------------------

#: SAT's generic RFCs for "público en general" and foreign customers: on every invoice,
#: nobody's personal data.
GENERIC_RFCS = frozenset({"XAXX010101000", "XEXX010101000"})


def is_person_rfc(value: str) -> bool:
    """A 13-character RFC (persona física) with a valid date; generic RFCs excluded."""
    compact = value.replace("-", "").replace(" ", "")
    if len(compact) != 13 or compact in GENERIC_RFCS:
        return False
    if len(set(compact[:4])) == 1 and len(set(compact[10:])) == 1:
        # Round 31: a format's sample ("AAAA010101AAA", "XXXX000000XXX" in a form's
        # instructions): one letter for the name and one character for the homoclave,
        # which no SAT-assigned RFC has.
        return False
    return bool(re.fullmatch(r"[A-ZÑ&]{4}\d{6}[A-Z\d]{2}[A\d]", compact)) and is_yymmdd(
        compact[4:10]
    )


def is_valid_person_rfc(value: str) -> bool:
    """A persona física RFC in any notation, with SAT's check digit (python-stdnum).

    Hand-typed notations (lower case, dots, spaces) are only believed with a check
    digit that matches: 13 characters of that shape are otherwise too common in ids.
    """
    from stdnum.mx import rfc as stdnum_rfc

    number = compact(value)
    if not is_person_rfc(number):
        return False
    try:
        stdnum_rfc.validate(number, validate_check_digits=True)
    except ValueError:
        return False
    return True


# --- INE voter key (clave de elector) ---------------------------------------------------


def is_ine_voter_key(value: str) -> bool:
    """6 letters, birth date, state of birth (01–32), sex, 3 digits: 18 characters."""
    if not re.fullmatch(r"[A-Z]{6}\d{8}[HM]\d{3}", value):
        return False
    return is_yymmdd(value[6:12]) and 1 <= int(value[12:14]) <= 32


# --- Luhn: NSS and payment cards -----------------------------------------------------


def luhn_ok(digits: str) -> bool:
    from stdnum import luhn

    return digits.isdigit() and bool(luhn.is_valid(digits))


def is_nss(digits: str) -> bool:
    """IMSS social security number: 11 digits, the last a Luhn check digit."""
    return len(digits) == 11 and digits.isdigit() and luhn_ok(digits) and not _is_repetitive(digits)


# --- CLABE -----------------------------------------------------------------------------

#: Banxico's participant codes (first three digits of a CLABE), as published in the SPEI
#: participants catalogue; an unknown code means the 18 digits are not a CLABE.
CLABE_BANKS = frozenset(
    str.split(
        "002 006 009 012 014 019 021 030 032 036 037 042 044 058 059 060 062 072 102 103 106 "
        "108 110 112 113 116 124 126 127 128 129 130 131 132 133 134 135 136 137 138 139 140 "
        "141 143 145 147 148 149 150 151 152 153 154 155 156 157 158 159 160 166 168 600 601 "
        "602 605 606 607 608 610 613 614 615 616 617 618 619 620 621 622 623 626 627 628 629 "
        "630 631 632 633 634 636 637 638 640 642 646 647 648 649 651 652 653 655 656 659 661 "
        "670 677 680 683 684 685 686 689 699 703 706 710 722 723 728 901 902"
    )
)


def clabe_ok(digits: str) -> bool:
    if len(digits) != 18 or not digits.isdigit() or digits[:3] not in CLABE_BANKS:
        return False
    weights = (3, 7, 1) * 6
    total = sum((int(d) * w) % 10 for d, w in zip(digits[:17], weights, strict=False))
    return (10 - total % 10) % 10 == int(digits[17])


# --- payment cards ---------------------------------------------------------------------


def card_network(digits: str) -> str | None:
    """The network whose issuer prefix and length fit, or None."""
    n = len(digits)
    two, three, four = int(digits[:2]), int(digits[:3]), int(digits[:4])
    if digits[0] == "4" and n in (13, 16, 19):
        return "visa"
    if (51 <= two <= 55 or 2221 <= four <= 2720) and n == 16:
        return "mastercard"
    if two in (34, 37) and n == 15:
        return "amex"
    if (four == 6011 or 644 <= three <= 649 or two == 65) and 16 <= n <= 19:
        return "discover"
    if (300 <= three <= 305 or two in (36, 38, 39)) and n in (14, 16):
        return "diners"
    if 3528 <= four <= 3589 and 16 <= n <= 19:
        return "jcb"
    if two == 62 and 16 <= n <= 19:
        return "unionpay"
    # Carnet, the Mexican domestic network, issues 16-digit cards from 50xxxx.
    if two == 50 and n == 16:
        return "carnet"
    return None


def is_payment_card(digits: str) -> bool:
    return (
        digits.isdigit()
        and card_network(digits) is not None
        and luhn_ok(digits)
        and not _is_repetitive(digits)
    )


def _is_repetitive(digits: str) -> bool:
    """All one digit, or mostly zeros: padding and counters, not issued numbers."""
    return len(set(digits)) <= 1 or digits.count("0") > len(digits) * 0.6
