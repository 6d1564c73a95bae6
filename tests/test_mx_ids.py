from __future__ import annotations

import pytest

from fixture_guard.detect import mx_ids


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        ("LOOA531113HTCPBN07", True),  # published CURP, check digit 7
        ("HEGG560427MVZRRL04", True),
        ("BADD110313HCMLNS09", False),  # the form's example: check digit should be 6
        ("LOOA531113HTCPBN08", False),
        ("LOOA531313HTCPBN07", False),  # month 13
        ("LOOA531113HZZPBN07", False),  # no state ZZ
    ],
)
def test_curp_check_digit(value: str, valid: bool) -> None:
    assert mx_ids.curp_check_digit_ok(value) is valid


def test_curp_with_a_wrong_check_digit_keeps_its_shape() -> None:
    assert mx_ids.is_curp_shaped("BADD110313HCMLNS09")


@pytest.mark.parametrize(
    ("value", "person"),
    [
        ("PEGJ850101AB1", True),
        ("PEGJ-850101-AB1", True),
        ("GBI850101AB1", False),  # a company: 12 characters
        ("PEGJ851301AB1", False),  # month 13
        ("XAXX010101000", False),  # SAT's "público en general"
    ],
)
def test_person_rfc(value: str, person: bool) -> None:
    assert mx_ids.is_person_rfc(value) is person


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        ("GMRZJN85041209H700", True),
        ("GMRZJN85041299H700", False),  # state 99
        ("GMRZJN85043209H700", False),  # 32 April
    ],
)
def test_ine_voter_key(value: str, valid: bool) -> None:
    assert mx_ids.is_ine_voter_key(value) is valid


@pytest.mark.parametrize(
    ("value", "valid"), [("12345678903", True), ("12345678904", False), ("1234567890", False)]
)
def test_nss(value: str, valid: bool) -> None:
    assert mx_ids.is_nss(value) is valid


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        ("032180000118359719", True),
        ("002010077777777771", True),
        ("032180000118359718", False),  # check digit
        ("999180000118359719", False),  # no bank 999
    ],
)
def test_clabe(value: str, valid: bool) -> None:
    assert mx_ids.clabe_ok(value) is valid


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        ("4111111111111111", True),
        ("378282246310005", True),  # Amex, 15 digits
        ("5062000000000008", False),  # Carnet prefix, but mostly zeros: padding
        ("4111111111111112", False),  # Luhn
        ("1234567812345670", False),  # Luhn-valid, no network starts with 1
        ("9111111111111111", False),
    ],
)
def test_payment_card(value: str, valid: bool) -> None:
    assert mx_ids.is_payment_card(value) is valid
