"""Round 33b: the structures that make a value a company's (tests/keeper_corpus.py).

Written before the detectors were changed, from the keepers personal37's half a showed
flagged (a company's CLABE given for payments to it by name; a record's payments account):
main's detectors found 7 of 8 personal items and flagged 10 of 10 keepers; round 33b: 8
of 8, none flagged (docs/personal-data.md, "Round 33b"). The gates: every item found, no
keeper flagged.
"""

from __future__ import annotations

from functools import cache

from generalisation_eval import Score, evaluate
from keeper_corpus import ITEMS


@cache
def _score() -> Score:
    return evaluate(ITEMS)


def test_there_are_keepers_and_their_look_alikes() -> None:
    labels = [item.label for item in ITEMS]
    assert labels.count("keep") >= 10
    assert labels.count("personal") >= 8


def test_every_personal_item_and_secret_is_found() -> None:
    assert _score().missed == []


def test_no_keeper_is_flagged() -> None:
    assert _score().flagged == []
