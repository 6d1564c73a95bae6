"""Citation coverage's check runs the real span resolver on the stored artifact."""

from __future__ import annotations

from pathlib import Path

import pytest

from fixture_guard.score.citations import ArtifactStore, check_claim
from fixture_guard.score.inputs import Claim
from fixture_guard.tree import FixtureTree

pytest.importorskip(
    "fixture_guard.spans", reason="the span resolver lands from the evidence branch"
)

PAGE = '<html><body><p id="a">Las exportaciones crecieron 12%.</p><p>Otro párrafo</p></body></html>'


@pytest.fixture
def store(tmp_path: Path) -> ArtifactStore:
    (tmp_path / "_shared" / "html").mkdir(parents=True)
    (tmp_path / "_shared" / "html" / "p.html").write_text(PAGE, encoding="utf-8")
    return ArtifactStore(FixtureTree.at(tmp_path))


def claim(
    span: str | None, text: str | None, artifact: str | None = "_shared/html/p.html"
) -> Claim:
    return Claim(id="k", claim_type="x", artifact=artifact, span=span, text=text)


def test_a_span_that_yields_the_text_is_citable(store: ArtifactStore) -> None:
    assert check_claim(claim("selector:#a", "Las exportaciones crecieron 12%."), store).citable
    start = PAGE.index("Otro")
    assert check_claim(claim(f"offset:{start}-{start + 12}", "Otro párrafo"), store).citable


@pytest.mark.parametrize(
    ("observation", "reason"),
    [
        (claim("selector:#a", "Las exportaciones crecieron 15%."), "expected"),
        (claim("selector:#nope", "x"), ""),
        (claim("offsett:1-2", "x"), ""),
        (claim(None, "x"), "no span"),
        (
            claim("selector:#a", "x", artifact="_shared/html/missing.html"),
            "not in the fixture tree",
        ),
        (claim("selector:#a", "x", artifact="../outside.html"), "fixture root"),
    ],
)
def test_claims_that_do_not_cite_are_not_citable_and_say_why(
    store: ArtifactStore, observation: Claim, reason: str
) -> None:
    check = check_claim(observation, store)
    assert not check.citable
    assert reason in check.reason and check.reason
