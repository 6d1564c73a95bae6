"""Values documentation publishes as samples, kept when the text marks them as samples.

Payment processors publish test card numbers (Stripe's `4242 4242 4242 4242`, the
`4111 1111 1111 1111` of every gateway's sandbox) and sample API keys (Stripe's API
reference's `sk_test_4eC39…`, AWS's `AKIAIOSFODNN7EXAMPLE`), jwt.io shows one sample
token to everyone, and the North American numbering plan reserves `555-0100`…`555-0199` for
fiction. Some passwords are famous as examples (`hunter2`, xkcd's
`correcthorsebatterystaple`), and a form's sample document number repeats or counts its
digits (`G00000000`, round 17). Such a value grants nothing and belongs to nobody. It is kept only when both
hold:

- it *is* one of those published values (a list of numbers, the sample token's claims,
  the reserved phone range): a card number that merely sits beside the word "ejemplo"
  is still a card;
- its line says it is a sample (`ejemplo`, `example`, `de prueba`, `test mode`,
  `sandbox`, `ficticio`, `documentation` …): a test number recorded with no such word
  is still reported, so a recorder cannot hide a real value behind a famous one's
  neighbourhood, and an unexplained test number gets a reviewer's look.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

#: Card numbers payment processors publish for their test modes (Stripe, Braintree,
#: PayPal, Adyen, Conekta, Openpay, Mercado Pago, Authorize.net): digits only.
_TEST_CARDS = frozenset(
    {
        # Stripe
        *("4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222"),
        *("5200828282828210", "5105105105105100", "378282246310005", "371449635398431"),
        *("6011111111111117", "6011000990139424", "3056930009020004", "36227206271667"),
        *("3566002020360505", "6200000000000005", "4000000000000002", "4000000000009995"),
        *("4000000000000069", "4000000000000127", "4000000000000119", "4000002500003155"),
        *("4000000000003220", "4000000000000077", "4000000000000341", "4000002760003184"),
        # Visa's, Mastercard's and the gateways' long-standing sandbox numbers
        *("4111111111111111", "4012888888881881", "4222222222222", "5454545454545454"),
        *("5431111111111111", "378734493671000", "30569309025904", "38520000023237"),
        *("3530111333300000", "4007000000027", "4012000033330026", "4005519200000004"),
        *("4009348888881881", "4012000077777777", "4217651111111119", "4500600000000061"),
        *("5424000000000015", "2223000048400011", "6011000000000012", "4444333322221111"),
        *("5500000000000004", "2222400070000005", "5101180000000007", "4988438843884305"),
        # Mercado Pago's test cards, which it publishes per country (credit and debit):
        # Argentina's, Mexico's and Brazil's
        *("5031755734530604", "4509953566233704", "371180303257522", "5287338310253304"),
        "4915112055246507",
        *("5474925432670366", "4075595716483764", "5579053461482647", "4189141221267633"),
        *("5031433215406351", "4235647728025682", "375365153556885", "5067766783888311"),
    }
)

#: API keys vendors print in their public documentation for every reader to paste
#: (Stripe's test-mode sample keys in its API reference): they open no account of
#: anyone's.
_SAMPLE_KEYS = frozenset(
    {
        "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        "pk_test_TYooMQauvdEDq54NiTphI7jx",
        "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
        "pk_test_6pRNASCoBOKtIshFeQd4XMUh",
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    }
)

#: Round 30: the account id AWS's documentation prints in every ARN and policy example
#: (`arn:aws:iam::123456789012:role/…`), like its sample key pair above: no one's account.
#: Kept only on a line that calls it documentation or an example (`marked_as_sample`).
_SAMPLE_ACCOUNTS = frozenset({"123456789012"})

#: A line that says its value is a sample: Spanish, English, Portuguese.
SAMPLE_MARKER = re.compile(
    r"(?i)\b(?:ejemplos?|examples?|exemplos?|samples?|muestra|de prueba|de pruebas|pruebas"
    r"|de testes?|testes?"
    # The reader told to try with it (round 15): "para probar el checkout usa …",
    # "pruébalo con …", "para testar".
    r"|probar|pruebalo|pru[eé]balo|pruebe|pru[eé]bala|testear|testar"
    r"|test(?:s|ing|-?mode)?|modo test|modo de prueba|sandbox|demo|ficticio|ficticia"
    r"|fictional|fictitious|fict[ií]cio|dummy|documentaci[oó]n|documenta[cç][aã]o"
    r"|documentation|docs"
    # A form's or a mock-up's filler (round 20): "Placeholder: …", "marcador de posición",
    # "valor de relleno", "mock", "fake", "maqueta".
    r"|placeholders?|marcador(?:es)? de posici[oó]n|de relleno|mock(?:ups?|s)?|fake|maqueta)\b"
)
#: The same words as one part of an identifier: `test_card_number=`, `SAMPLE-KEY`,
#: `testCard`, `exampleToken` (a snake, kebab or camel case part; `latest_card`,
#: `contest_id` hold no such part).
_SAMPLE_PART = re.compile(
    r"(?:(?<![A-Za-z0-9])(?i:test|sample|example|demo|sandbox|dummy|prueba|ejemplo|docs)"
    r"|(?<=[a-z0-9])(?:Test|Sample|Example|Demo|Sandbox|Dummy|Docs))"
    # round 26: the part may also end the identifier (`docs_example`, `jwtSample`, `docs`
    # opening `docs_jwt`): a field named for documentation; the value must still be the
    # published sample itself (`is_documented_sample`).
    r"(?=[_\-][A-Za-z]|[A-Z]|(?![A-Za-z0-9]))"
)
#: How far along the line before and after the value a marker counts.
_BEFORE, _AFTER = 160, 80


def marked_as_sample(text: str, start: int, end: int) -> bool:
    """Whether the line of text[start:end] calls it a sample, outside the value."""
    line_start = max(text.rfind("\n", 0, start) + 1, start - _BEFORE)
    line_end = text.find("\n", end)
    line_end = min(len(text) if line_end == -1 else line_end, end + _AFTER)
    return bool(
        SAMPLE_MARKER.search(text, line_start, start)
        or SAMPLE_MARKER.search(text, end, line_end)
        or _SAMPLE_PART.search(text, line_start, start)
        or _SAMPLE_PART.search(text, end, line_end)
    )


def is_test_card(value: str) -> bool:
    return "".join(c for c in value if c.isdigit()) in _TEST_CARDS


def is_sample_jwt(token: str) -> bool:
    """jwt.io's sample token (any signature): `{"sub": "1234567890", "name": "John Doe",
    …}` in its payload."""
    parts = token.strip().split(".")
    if len(parts) != 3:
        return False
    segment = parts[1]
    try:
        payload = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (binascii.Error, ValueError):
        return False
    return (
        isinstance(payload, dict)
        and payload.get("sub") == "1234567890"
        and payload.get("name") == "John Doe"
    )


#: A North American number in the range reserved for fiction: `555-0100`…`555-0199`
#: after an area code (`+1 202-555-0143`, `(415) 555-0199`).
_FICTIONAL_NANP = re.compile(r"(?:\+?1[ .\-]?)?\(?[2-9]\d\d\)?[ .\-]?555[ .\-]?01\d\d")


#: Round 28: a North American number no subscriber can have, as samples write them: an
#: exchange (or an area code) starting with 0 or 1 (the plan's N digit is 2-9) after
#: `+1`, or after the unassigned area code 555 (`(555) 014-2290`, `+1 (202) 155-0143`).
#: Without `+1` a Mexican number written `(442) 123 4567` is valid, so only 555 there.
_UNASSIGNABLE_NANP = re.compile(
    r"\+1[ .\-]?\(?(?:[01]\d\d\)?[ .\-]?\d{3}|[2-9]\d\d\)?[ .\-]?[01]\d\d)[ .\-]?\d{4}"
    r"|(?:1[ .\-]?)?\(?555\)?[ .\-]?[01]\d\d[ .\-]?\d{4}"
)


def is_fictional_phone(value: str) -> bool:
    value = value.strip()
    return (
        _FICTIONAL_NANP.fullmatch(value) is not None
        or _UNASSIGNABLE_NANP.fullmatch(value) is not None
    )


#: The digits of a form's placeholder number after its area code (round 16): a counting
#: run (`12345678`, `87654321`) or one digit repeated (`0000 0000`). No subscriber is
#: numbered so, and a help text's "por ejemplo 55 1234 5678" writes one.
_RUNS = "0123456789012345678"


def is_placeholder_phone(value: str) -> bool:
    """A phone whose last seven or eight digits count up or down by one, or repeat one
    digit: a form's format shown with a made-up number (kept only on a sample's line)."""
    digits = "".join(c for c in value if c.isdigit())
    for size in (8, 7):
        tail = digits[-size:]
        if len(digits) < size + 2:
            continue
        if tail in _RUNS or tail[::-1] in _RUNS or len(set(tail)) == 1:
            return True
    return False


#: RFCs the SAT publishes as examples: its registration guides' `GODE561231GR8` and the
#: natural persons of its public test certificates (CSD de pruebas) that every CFDI
#: sandbox and tutorial uses. Kept only on a sample's line, like the test cards.
_SAMPLE_RFCS = frozenset(
    {
        "GODE561231GR8",
        "CACX7605101P8",
        "XOJI740919U48",
        "FUNK671228PH6",
        "JUFA7608212V6",
        "MISC491214B86",
        "KAHO641101B39",
        "WATM640917J45",
    }
)


#: Passwords famous as examples (round 17): bash.org's `hunter2`, xkcd 936's
#: `correcthorsebatterystaple` and `Tr0ub4dor&3`, and the dictionary's first entries that
#: every "don't use this" text shows. Kept only on a sample's line, like the sample keys:
#: the same word recorded as a live credential is still reported.
_SAMPLE_PASSWORDS = frozenset(
    {
        "hunter2",
        "correcthorsebatterystaple",
        "Tr0ub4dor&3",
        "swordfish",
        "P@ssw0rd",
        "P@$$w0rd",
        "Passw0rd",
        "password",
        "password1",
        "password123",
        "changeme",
        "letmein",
        "qwerty",
        "123456",
        "12345678",
        "123456789",
        "contraseña",
        "contrasena",
    }
)


def is_placeholder_document(value: str) -> bool:
    """A document number (passport, id) whose digits, six or more, repeat one digit or
    count up or down by one (`G00000000`, `X12345678`): a form's made-up number."""
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) < 6:
        return False
    return len(set(digits)) == 1 or digits in _RUNS or digits[::-1] in _RUNS


def is_documented_sample(kind: str, value: str) -> bool:
    """Whether `value`, found as `kind`, is a published sample: a test card, a phone in
    the fictional range or a placeholder's counting digits, one of the SAT's sample
    RFCs, a document number of placeholder digits, or (any other kind: a secret)
    jwt.io's sample token, a vendor's sample key or a password famous as an example."""
    if kind == "payment-card":
        return is_test_card(value)
    if kind in ("passport", "national-id"):
        return is_placeholder_document(value)
    if kind in ("personal-phone", "phone-to-review"):
        return is_fictional_phone(value) or is_placeholder_phone(value)
    if kind == "rfc-person":
        return value.strip().upper() in _SAMPLE_RFCS
    if kind == "account-id" and value in _SAMPLE_ACCOUNTS:
        return True
    if value in _SAMPLE_KEYS or value in _SAMPLE_PASSWORDS:
        return True
    return value.count(".") == 2 and value.startswith("eyJ") and is_sample_jwt(value)
