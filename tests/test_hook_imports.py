"""A commit hook over a few JSON fixtures must not load the heavy libraries.

Each run happens in a fresh interpreter (imports are process-wide), which reports the
heavy top-level modules left in `sys.modules` after `check FILES` / `manifest verify`.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
HEAVY = (
    "presidio_analyzer",
    "spacy",
    "pdfplumber",
    "pdfminer",
    "pypdfium2",
    "lxml",
    "detect_secrets",
)
#: Every staged text is scanned for secrets, with detect-secrets' catalogue of key
#: patterns (once secret detection is registered): that one a staged JSON file needs.
NEEDED_BY_ANY_TEXT = {"detect_secrets"}

_PROBE = """
import json, sys
from fixture_guard.cli import cli
try:
    status = cli.main(args=sys.argv[1:], prog_name="fixture-guard", standalone_mode=False)
except SystemExit as exc:
    status = exc.code
heavy = sorted({name.split(".")[0] for name in sys.modules} & set(json.loads(HEAVY)))
print("\\nPROBE " + json.dumps({"status": status, "heavy": heavy}))
"""


def _load_synthetic() -> Any:
    spec = importlib.util.spec_from_file_location(
        "synthetic_tree", REPO / "bench" / "synthetic_tree.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path: Path = _load_synthetic().scale_example_bench(
        tmp_path_factory.mktemp("hook-imports") / "bench"
    )
    return path


def probe(tree: Path, *args: str) -> dict[str, Any]:
    code = _PROBE.replace("HEAVY", repr(json.dumps(HEAVY)))
    result = subprocess.run(
        [sys.executable, "-c", code, *args], cwd=tree, capture_output=True, text=True, timeout=120
    )
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("PROBE "))
    report: dict[str, Any] = json.loads(line.removeprefix("PROBE "))
    report["output"] = result.stdout + result.stderr
    return report


def test_check_of_staged_json_fixtures_loads_no_heavy_library(tree: Path) -> None:
    report = probe(
        tree,
        "check",
        "fixtures/alpha-search/search/gs-002.json",
        "fixtures/alpha-search/errors/partial.json",
        "fixtures/beta-search/extract/informe-anual-2025.json",
        "fixtures/beta-search/extract/tablero-precios-acero.json",
        "fixtures/gamma-search/errors/429.json",
        "fixtures/golden-set.json",
    )
    assert report["status"] == 0, report["output"]
    assert set(report["heavy"]) - NEEDED_BY_ANY_TEXT == set(), report["output"]


def test_staged_manifest_alone_loads_no_heavy_library(tree: Path) -> None:
    # Staged with a provider's files, manifest.json may change which pages that
    # provider declares as injections, and then the detector rightly runs on them.
    report = probe(tree, "check", "manifest.json")
    assert report["status"] == 0, report["output"]
    assert set(report["heavy"]) - NEEDED_BY_ANY_TEXT == set(), report["output"]


def test_manifest_verify_loads_no_heavy_library(tree: Path) -> None:
    report = probe(tree, "manifest", "verify")
    assert report["status"] == 0, report["output"]
    assert report["heavy"] == []


def test_probe_sees_a_heavy_import_when_one_happens(tree: Path) -> None:
    """A prompt-injection exchange needs the detector over the pages it read (lxml for
    HTML, PDFium for the PDF text layer): the probe must notice those imports."""
    report = probe(tree, "check", "fixtures/beta-search/fetch/inyeccion-json-ld.json")
    assert report["status"] == 0, report["output"]
    assert {"lxml", "pypdfium2"} <= set(report["heavy"])


def test_expected_file_loads_lxml_to_resolve_its_spans(tree: Path) -> None:
    expected = sorted((tree / "fixtures" / "_shared" / "expected").glob("*.json"))[0]
    report = probe(tree, "check", str(expected.relative_to(tree)))
    assert report["status"] == 0, report["output"]
    assert "lxml" in report["heavy"]


def test_personal_data_prefilter_covers_every_presidio_finder() -> None:
    """find_personal skips presidio when no finder matches: the pre-filter must use the
    same finders as the recognizers, or a new kind of identifier would go unseen."""
    from fixture_guard.detect import personal, presidio_mx

    assert set(personal._FINDERS) == {finder for _, finder in presidio_mx.FINDERS}


_DETECTORS = ("fixture_guard.detect.personal", "fixture_guard.detect.secrets")


def test_a_check_served_from_the_cache_imports_no_detector(tmp_path: Path) -> None:
    """The detectors' patterns and gazetteers cost a tenth of a second to import; a
    check whose files all come from the cache analyses nothing and must not pay it."""
    tree = _load_synthetic().scale_example_bench(tmp_path / "bench")
    code = _PROBE.replace("HEAVY", repr(json.dumps(_DETECTORS))).replace(
        'name.split(".")[0] for name in sys.modules', "name for name in sys.modules"
    )

    def loaded() -> list[str]:
        result = subprocess.run(
            [sys.executable, "-c", code, "check"],
            cwd=tree,
            capture_output=True,
            text=True,
            timeout=300,
        )
        line = next(ln for ln in result.stdout.splitlines() if ln.startswith("PROBE "))
        report: dict[str, Any] = json.loads(line.removeprefix("PROBE "))
        assert report["status"] == 0, result.stdout + result.stderr
        return list(report["heavy"])

    assert loaded() == list(_DETECTORS)  # cold: every file analysed
    assert loaded() == []  # warm: nothing analysed, no detector imported


def test_detect_secrets_catalogue_is_remembered_and_matches_the_plugins(tmp_path: Path) -> None:
    """The key patterns read from detect-secrets' plugins are remembered in the cache
    (importing the plugins costs more than a hook's analysis): the remembered catalogue
    is the one the plugins give, a damaged one is read again, and a later staged check
    that analyses a fixture with no JWT imports no detect-secrets at all."""
    from fixture_guard.cache import Cache, activated
    from fixture_guard.detect import secrets

    live = secrets._catalogue_from_plugins()
    cache = Cache(tmp_path / "cache")
    with activated(cache):
        secrets._detect_secrets_patterns.cache_clear()
        first = secrets._detect_secrets_patterns()
        key = next(iter(cache._entries))
        cache._entries[key][1] = [["FG501", "no-such-kind", "x", 0]]  # damaged
        secrets._detect_secrets_patterns.cache_clear()
        again = secrets._detect_secrets_patterns()
    secrets._detect_secrets_patterns.cache_clear()
    ours = ("jwt", "npm-token")  # our bounded regexes stand for these two plugins'
    remembered = [
        [code, kind, "" if kind in ours else rx.pattern, 0 if kind in ours else int(rx.flags)]
        for code, kind, rx, _ in first
    ]
    assert remembered == live
    assert [rx.pattern for *_, rx, _ in again] == [rx.pattern for *_, rx, _ in first]

    tree = _load_synthetic().scale_example_bench(tmp_path / "bench")
    assert probe(tree, "check", "fixtures/alpha-search/search/gs-002.json")["status"] == 0
    edited = tree / "fixtures/alpha-search/search/gs-003.json"
    envelope = json.loads(edited.read_text(encoding="utf-8"))
    envelope["response"]["body"]["note"] = "re-recorded"
    edited.write_text(json.dumps(envelope, indent=2), encoding="utf-8")
    report = probe(tree, "check", "fixtures/alpha-search/search/gs-003.json")
    assert "detect_secrets" not in report["heavy"], report["output"]
