"""Round 31b: the recorder's own data inside a fixture (tests/operator_env_corpus.py).

The items were written from the hypotheses before the detector
(`fixture_guard/detect/operator_env.py`) was built. Main's detectors on them: 13 of 46
personal items found, 4 of 74 keepers flagged; with the items added after the first build,
13 of 57 and 5 of 87; this round: 57 of 57, none flagged (docs/personal-data.md, "Round
31b"). Round 32 added the structures read on the thirty-fourth corpus's half a (a home
directory's user as an account, a device-named machine with a given name, a person's-name
cookie, a server's refusal naming an address, a credential's `X-` header name in an error,
a searched name and mobile), written before building: main 0 of 20 personal items and 0 of
2 secrets found, 0 of 44 keepers flagged; round 32: 20 of 20, 2 of 2, none flagged. The
gates: every item found, no keeper flagged.
"""

from __future__ import annotations

from functools import cache

import pytest
from generalisation_eval import Score, codes_by_line, evaluate
from operator_env_corpus import ITEMS

from fixture_guard.detect.operator_env import find_operator_identity
from fixture_guard.masking import mask_text


@cache
def _score() -> Score:
    return evaluate(ITEMS)


def test_there_are_at_least_as_many_keepers_as_items() -> None:
    labels = [item.label for item in ITEMS]
    assert labels.count("keep") >= labels.count("personal")


def test_every_item_of_the_recorder_is_found() -> None:
    assert _score().missed == []


def test_no_keeper_is_flagged() -> None:
    assert _score().flagged == []


@pytest.mark.parametrize(
    "text",
    [
        'File "/home/renata.quintero/x.py"',
        "/Users/ximenaledesma/src",
        "C:\\\\Users\\\\fabiola.bustamante\\\\repos",
        "X-Forwarded-User: ximena.ledesma",
        # PHP's JSON escapes every slash; the normalised view reads it
        '{"file":"\\/home\\/tadeo.zamora\\/bench\\/run.py"}',
        '{"dir":"\\/Users\\/mar\\u00eda.gonz\\u00e1lez\\/x"}',
        # round 32: a login the gazetteer cannot split, a refused address
        'File "/home/hzubieta/x.py"',
        "Request from 189.203.44.17 blocked: too many requests",
    ],
)
def test_the_datum_is_masked(text: str) -> None:
    found = find_operator_identity(text)
    assert found
    for match in found:
        assert match.masked != match.value


def test_a_clean_carrier_has_no_operator() -> None:
    assert codes_by_line("notas.md", b"# Notas\n\nGrabado en /home/runner/work.\n") == {}


def test_an_output_line_never_shows_the_datum_whole() -> None:
    line = 'error: File "/home/renata.quintero/x.py"; X-Forwarded-User: oarellano'
    masked = mask_text(line)
    assert "renata.quintero" not in masked
    assert "oarellano" not in masked


def test_each_datum_on_one_long_minified_line_is_read() -> None:
    # A body recorded minified is one line of many kilobytes, read in a window around each
    # hit; a second datum further along the line needs a window of its own (the first
    # version read only the first hit's window of a line).
    filler = '"k":"' + "a" * 5000 + '",'
    body = (
        '{"headers":{"X-Forwarded-User":"ximena.ledesma",'
        + filler
        + '"trace":"File /home/renata.quintero/x.py"}}'
    )
    kinds = [m.kind for m in find_operator_identity(body)]
    assert kinds == ["operator-identity", "operator-home"]
