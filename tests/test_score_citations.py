"""Citation coverage's check runs the real span resolver on stored artifacts only:
`_shared/html/` pages and `_shared/pdf/` PDFs listed in the manifest, their hash verified."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from fixture_guard.manifest import Entry
from fixture_guard.score.citations import ArtifactStore, check_claim
from fixture_guard.score.inputs import Claim
from fixture_guard.tree import FixtureTree
from tests.helpers import run

PAGE = '<html><body><p id="a">Las exportaciones crecieron 12%.</p><p>Otro párrafo</p></body></html>'
REL = "_shared/html/p.html"


def _entry(rel: str, data: bytes) -> Entry:
    return Entry(
        case="c", path=rel, cls="html", sha256=hashlib.sha256(data).hexdigest(), captured_at=None
    )


@pytest.fixture
def store(tmp_path: Path) -> ArtifactStore:
    (tmp_path / "_shared" / "html").mkdir(parents=True)
    (tmp_path / "_shared" / "expected").mkdir(parents=True)
    data = PAGE.encode("utf-8")
    (tmp_path / REL).write_bytes(data)
    (tmp_path / "_shared/expected/c.json").write_bytes(data)
    (tmp_path / "_shared/html/unlisted.html").write_bytes(data)
    (tmp_path / "README.md").write_bytes(data)
    manifest = {
        REL: _entry(REL, data),
        "_shared/expected/c.json": _entry("_shared/expected/c.json", data),
    }
    return ArtifactStore(FixtureTree.at(tmp_path), manifest)


def claim(span: str | None, text: str | None, artifact: str | None = REL) -> Claim:
    return Claim(id="k", claim_type="x", artifact=artifact, span=span, text=text)


def test_a_span_that_yields_the_text_is_citable(store: ArtifactStore) -> None:
    assert check_claim(claim("selector:#a", "Las exportaciones crecieron 12%."), store).citable
    start = PAGE.index("Otro")
    assert check_claim(claim(f"offset:{start}-{start + 12}", "Otro párrafo"), store).citable


@pytest.mark.parametrize(
    ("observation", "reason"),
    [
        (claim("selector:#a", "Las exportaciones crecieron 15%."), "expected"),
        (claim("selector:#nope", "x"), "no element"),
        (claim("offsett:1-2", "x"), "unknown kind"),
        (claim(None, "x"), "no span"),
        (claim("selector:#a", "x", artifact="_shared/html/missing.html"), "not in the manifest"),
        (claim("selector:#a", "x", artifact="_shared/html/../../x.html"), "fixture root"),
        # Files under the root that are not stored artifacts never count as citations.
        (claim("offset:0-6", "<html>", artifact="README.md"), "not a stored artifact"),
        (
            claim("offset:0-6", "<html>", artifact="_shared/expected/c.json"),
            "not a stored artifact",
        ),
        (
            claim("offset:0-6", "<html>", artifact="_shared/html/unlisted.html"),
            "not in the manifest",
        ),
    ],
)
def test_claims_that_do_not_cite_are_not_citable_and_say_why(
    store: ArtifactStore, observation: Claim, reason: str
) -> None:
    check = check_claim(observation, store)
    assert not check.citable
    assert reason in check.reason


def test_an_artifact_edited_after_it_was_recorded_cites_nothing(store: ArtifactStore) -> None:
    path = store.tree.root / REL
    path.write_text(PAGE.replace("12%", "15%"), encoding="utf-8")
    check = check_claim(claim("selector:#a", "Las exportaciones crecieron 15%."), store)
    assert not check.citable
    assert "does not hash to the manifest" in check.reason


# --- probe 1 of issue 10, on a copy of the example bench -----------------------------------


def _repoint_uncited_claims(bench: Path, artifact: str, span: str, text: str) -> int:
    """beta's uncitable (paraphrased) claims re-pointed at `artifact` with a span that
    yields `text` there; the line's provenance lists the file with its true sha256."""
    path = bench / "fixtures/runs/example-2026-10/beta-search.jsonl"
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    digest = hashlib.sha256((bench / "fixtures" / artifact).read_bytes()).hexdigest()
    changed = 0
    for line in lines:
        for item in line["claims"]:
            if item["observation"]["text"].startswith("Según la fuente"):
                item["observation"] = {"artifact": artifact, "span": span, "text": text}
                line["fixtures"][artifact] = digest
                changed += 1
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return changed


def _beta(bench: Path) -> dict[str, object]:
    result = run("score", "--format", "json", "--no-archive", "--allow-findings")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)["providers"]["beta-search"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    "artifact",
    [
        "README.md",
        "runs/example-2026-10/beta-search.jsonl",
        "beta-search/extract/diario-exportaciones-acero.json",
        "_shared/expected/gs-001.json",
    ],
)
def test_probe1_files_that_are_not_stored_artifacts_never_make_a_claim_citable(
    bench: Path, artifact: str
) -> None:
    target = bench / "fixtures" / artifact
    if not target.exists():
        target.write_text("# Bench fixtures\n", encoding="utf-8")
    text = target.read_text(encoding="utf-8")[:30]
    baseline = _beta(bench)["gates"]["citation_coverage"]  # type: ignore[index]
    assert _repoint_uncited_claims(bench, artifact, f"offset:0-{len(text)}", text) == 4
    beta = _beta(bench)
    gate = beta["gates"]["citation_coverage"]  # type: ignore[index]
    assert gate["status"] == "fail" and gate["value"] == baseline["value"]
    assert beta["disqualified"]
    reasons = {
        c["reason"]
        for c in beta["claims"]  # type: ignore[attr-defined]
        if c["artifact"] == artifact
    }
    assert reasons and all("not a stored artifact" in r or "manifest" in r for r in reasons)
