"""Published documentation samples (`detect.doc_samples`) and lenient URL userinfo
(`detect.userinfo`): the pieces the round-7 classes rest on."""

from __future__ import annotations

from pathlib import Path

import pytest
from stdnum import luhn

from fixture_guard.config import Config
from fixture_guard.detect import doc_samples
from fixture_guard.detect.personal import find_personal
from fixture_guard.detect.secrets import find_secrets
from fixture_guard.detect.userinfo import find_userinfo, in_userinfo

CONFIG = Config(project_dir=Path("."))


def test_every_listed_test_card_is_a_valid_card_number() -> None:
    # A listed number that failed Luhn would never be a card finding: the list would
    # only be hiding something else.
    for number in doc_samples._TEST_CARDS:
        assert luhn.is_valid(number), number


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Tarjeta de prueba: 4242 4242 4242 4242", True),
        ("Tarjeta: 4242 4242 4242 4242", False),  # no word says it is a sample
        ("Tarjeta de ejemplo de Ana: 4915 6623 0184 2277", False),  # not a published one
        ("Example phone (fictional): (415) 555-0142", True),
        ("Cel. de Ana: (415) 555-0142", False),
        # round 13: the marker as a part of an identifier (snake, kebab, camel case)
        ("test_card_number=4111111111111111", True),
        ("SANDBOX-CARD: 4242424242424242", True),
        ("stripeTestCard = 4242424242424242", True),
        ("latest_card_number=4111111111111111", False),  # `latest` holds no marker part
        ("contest_card=4111111111111111", False),
        ("test_card_number=4539578763621486", False),  # Luhn-valid, but published by none
        # round 13: Mercado Pago's test cards by country (Mexico's and Brazil's pages)
        ("Tarjeta de prueba Visa (Mercado Pago México): 4075 5957 1648 3764", True),
        ("Cartão de teste Elo do Mercado Pago: 5067 7667 8388 8311", True),
        ("Pago con la tarjeta 4075 5957 1648 3764 de Ana Ruiz", False),
    ],
)
def test_a_sample_is_kept_only_when_published_and_marked(line: str, kept: bool) -> None:
    found = find_personal(line, media="text", config=CONFIG)
    assert (found == []) is kept, found


def test_the_sample_jwt_is_kept_only_when_marked() -> None:
    token = (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9l"
        "IiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    )
    assert doc_samples.is_sample_jwt(token)
    assert find_secrets(f"jwt.io sample: {token}", media="text") == []
    assert find_secrets(f"Authorization: Bearer {token}", media="text") != []


@pytest.mark.parametrize(
    ("url", "user", "password"),
    [
        ("postgres://app:Xy7!q#r@db:5432/app", "app", "Xy7!q#r"),
        ("redis://:p@ss?w0rd@cache:6379/0", "", "p@ss?w0rd"),
        ("mongodb+srv://u:a#b@cluster0.x.mongodb.net/db?retryWrites=true", "u", "a#b"),
        ("https://0123abcd@o1.ingest.sentry.io/5", "0123abcd", None),
    ],
)
def test_userinfo_is_read_up_to_the_last_at_of_the_authority(
    url: str, user: str, password: str | None
) -> None:
    text = f"DSN={url} end"
    (info,) = list(find_userinfo(text))
    assert text[info.user_start : info.user_end] == user
    if password is None:
        assert not info.has_password
    else:
        assert text[info.password_start : info.password_end] == password


@pytest.mark.parametrize(
    "url",
    [
        "https://site.mx?email=ana.ruiz@gmail.com",  # a mailbox in a query
        "https://medium.com/@ingenieria/post",  # a handle in a path
        "mailto:ana.ruiz@gmail.com",
    ],
)
def test_no_userinfo_where_a_query_or_a_path_holds_the_at(url: str) -> None:
    assert list(find_userinfo(url)) == []
    assert not in_userinfo(url, url.index("@") - 3)
