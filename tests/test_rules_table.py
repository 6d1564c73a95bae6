"""One failing example per rule, applied to a copy of the (clean) example bench.

The passing example of every rule is the bench itself: `test_example_bench` asserts it
has no findings at all.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import entry, load_manifest, rehash, run, save_manifest

F = Path("fixtures")


def edit_json(
    bench: Path, rel: str, change: Callable[[dict], None], *, record: bool = True
) -> None:
    path = bench / F / rel
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")
    if record:
        rehash(bench, rel)


def edit_manifest(bench: Path, change: Callable[[dict], None]) -> None:
    data = load_manifest(bench)
    change(data)
    save_manifest(bench, data)


def set_field(rel: str, field: str, value: object) -> Callable[[Path], None]:
    return lambda b: edit_manifest(b, lambda m: entry(m, rel).__setitem__(field, value))


def drop_folder(rel: str) -> Callable[[Path], None]:
    return lambda b: shutil.rmtree(b / F / rel)


def write(rel: str, data: bytes) -> Callable[[Path], None]:
    return lambda b: (b / F / rel).write_bytes(data)


def _dup_key(bench: Path) -> None:
    text = (bench / "manifest.json").read_text(encoding="utf-8")
    text = text.replace('"version": 1,', '"version": 1, "version": 1,', 1)
    (bench / "manifest.json").write_text(text, encoding="utf-8")


def _dup_path(bench: Path) -> None:
    rel = "alpha-search/errors/429.json"
    edit_manifest(
        bench, lambda m: m["cases"].setdefault("other", {}).__setitem__(rel, dict(entry(m, rel)))
    )


def _symlink_out(bench: Path) -> None:
    target = bench / "outside.html"
    target.write_text("<p>outside</p>", encoding="utf-8")
    os.symlink(target, bench / F / "_shared/html/link.html")


def _case_collision(bench: Path) -> None:
    rel = "alpha-search/errors/429.json"
    data = (bench / F / rel).read_bytes()
    (bench / F / "alpha-search/errors/429.JSON").write_bytes(data)


def _status(rel: str, status: int) -> Callable[[Path], None]:
    return lambda b: edit_json(b, rel, lambda d: d["response"].__setitem__("status", status))


def _drop_quota_headers(bench: Path) -> None:
    def change(d: dict) -> None:
        d["response"]["headers"] = {"date": d["response"]["headers"]["date"]}

    edit_json(bench, "alpha-search/errors/429.json", change)


def _timeout_answers(bench: Path) -> None:
    edit_json(bench, "gamma-search/errors/timeout.json", lambda d: d.__setitem__("simulated", None))


def _dishonest_partial(bench: Path) -> None:
    def change(d: dict) -> None:
        d["response"]["body"]["partial"] = False

    edit_json(bench, "gamma-search/errors/partial.json", change)


def _wrong_missing(bench: Path) -> None:
    edit_json(
        bench, "beta-search/errors/partial.json", lambda d: d["response"]["body"]["missing"].pop()
    )


def _drop_vector(bench: Path) -> None:
    set_field("_shared/html/inyeccion-json-ld.html", "vectors", [])(bench)


def _unlink_contradiction(bench: Path) -> None:
    def change(d: dict) -> None:
        d["observations"][1]["contradicts_claim_ids"] = []

    edit_json(bench, "_shared/expected/gs-034.json", change)


def _few_results(bench: Path) -> None:
    for number in range(1, 10):
        rel = f"beta-search/search/gs-00{number}.json"
        (bench / F / rel).unlink()
        edit_manifest(bench, lambda m, rel=rel: m["cases"][rel.rsplit("/", 1)[1][:-5]].pop(rel))


def _drop_html_kind(bench: Path) -> None:
    rel = "alpha-search/extract/tablero-precios-acero.json"
    (bench / F / rel).unlink()
    edit_manifest(bench, lambda m: m["cases"]["html-spa"].pop(rel))


def _drop_pdf_kind(bench: Path) -> None:
    rel = "gamma-search/extract/boletin-oficial-escaneado.json"
    (bench / F / rel).unlink()
    edit_manifest(bench, lambda m: m["cases"]["pdf-scanned"].pop(rel))


def _unused(bench: Path) -> None:
    (bench / F / "_shared/html/huerfana.html").write_text("<p>nadie me cita</p>", encoding="utf-8")
    from fixture_guard.manifest import sha256_file

    def change(m: dict) -> None:
        m["cases"]["doc-x"] = {
            "_shared/html/huerfana.html": {
                "class": "results",
                "sha256": sha256_file(bench / F / "_shared/html/huerfana.html"),
                "captured_at": "2026-10-13T12:00:00Z",
                "synthetic": True,
            }
        }

    edit_manifest(bench, change)


def _stale(bench: Path) -> None:
    text = (bench / "pyproject.toml").read_text(encoding="utf-8")
    (bench / "pyproject.toml").write_text(
        text.replace(
            'golden-set = "fixtures/golden-set.json"',
            'golden-set = "fixtures/golden-set.json"\nmax-age-days = 10',
        ),
        encoding="utf-8",
    )


def _expired_waiver(bench: Path) -> None:
    text = (bench / "pyproject.toml").read_text(encoding="utf-8")
    (bench / "pyproject.toml").write_text(
        text.replace("expires = 2027-12-31", "expires = 2025-01-31"), encoding="utf-8"
    )


def _bad_golden(bench: Path) -> None:
    edit_json(bench, "golden-set.json", lambda d: d["cases"][0].pop("query"), record=False)


def _edit_run(bench: Path, change: Callable[[list[str]], None]) -> None:
    path = bench / F / "runs/example-2026-10/gamma-search.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    change(lines)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _reorder_results(lines: list[str]) -> None:
    line = json.loads(lines[0])
    line["results"].reverse()
    lines[0] = json.dumps(line)


CASES: list[tuple[str, Callable[[Path], None]]] = [
    ("FG001", _expired_waiver),
    ("FG002", _bad_golden),
    (
        "FG003",
        lambda b: edit_json(
            b,
            "golden-set.json",
            lambda d: d.__setitem__("categories", d["categories"][:2]),
            record=False,
        ),
    ),
    (
        "FG004",
        lambda b: edit_json(
            b,
            "golden-set.json",
            lambda d: d["cases"][1].__setitem__("id", d["cases"][0]["id"]),
            record=False,
        ),
    ),
    ("FG005", lambda b: _edit_run(b, _reorder_results)),
    ("FG006", lambda b: _edit_run(b, lambda lines: lines.append('{"case": "gs-001"}'))),
    (
        "FG007",
        lambda b: (
            (b / F / "_shared/html/red-5g-celaya.html").write_bytes(b"<p>re-captured</p>"),
            rehash(b, "_shared/html/red-5g-celaya.html"),
        ),
    ),
    ("FG101", drop_folder("_shared/pdf")),
    ("FG102", drop_folder("gamma-search/fetch")),
    ("FG103", write("alpha-search/429.json", b"{}")),
    ("FG104", write("notas.txt", b"apuntes")),
    (
        "FG105",
        lambda b: [
            shutil.rmtree(b / F / p) for p in ("alpha-search", "beta-search", "gamma-search")
        ],
    ),
    ("FG201", set_field("alpha-search/errors/429.json", "class", "rate-limit")),
    ("FG202", _dup_key),
    ("FG203", write("alpha-search/errors/418.json", b"{}")),
    ("FG204", lambda b: (b / F / "alpha-search/errors/503.json").unlink()),
    ("FG205", lambda b: (b / F / "_shared/html/red-5g-celaya.html").write_bytes(b"<p>editado</p>")),
    ("FG206", set_field("alpha-search/errors/429.json", "captured_at", "2099-01-01T00:00:00Z")),
    ("FG207", set_field("alpha-search/errors/429.json", "synthetic", False)),
    ("FG208", _dup_path),
    ("FG209", _symlink_out),
    ("FG210", _case_collision),
    ("FG211", set_field("alpha-search/errors/429.json", "bytes", 1)),
    (
        "FG212",
        lambda b: (
            write("alpha-search/errors/503.json", b"\x00\x01")(b),
            rehash(b, "alpha-search/errors/503.json"),
        ),
    ),
    (
        "FG301",
        lambda b: (
            (b / F / "alpha-search/errors/timeout.json").unlink()
            or edit_manifest(
                b, lambda m: m["cases"]["err-timeout"].pop("alpha-search/errors/timeout.json")
            )
        ),
    ),
    ("FG302", _few_results),
    ("FG303", _drop_html_kind),
    ("FG304", _drop_pdf_kind),
    ("FG305", _drop_quota_headers),
    ("FG306", _status("beta-search/errors/502.json", 500)),
    ("FG307", _timeout_answers),
    ("FG308", _dishonest_partial),
    ("FG309", _wrong_missing),
    ("FG310", _drop_vector),
    ("FG311", _unlink_contradiction),
    ("FG312", _status("alpha-search/search/gs-010.json", 500)),
    (
        "FG401",
        lambda b: (b / "pyproject.toml").write_text(
            (b / "pyproject.toml").read_text().split("[[tool.fixture-guard.waivers]]")[0]
        ),
    ),
    (
        "FG402",
        lambda b: (
            write("_shared/html/red-5g-celaya.html", b"<p>" + b"x" * 600_000 + b"</p>")(b),
            rehash(b, "_shared/html/red-5g-celaya.html"),
        ),
    ),
    ("FG403", lambda b: set_field("alpha-search/errors/429.json", "truncated", True)(b)),
    ("FG404", _stale),
    ("FG405", _unused),
]


def test_every_rule_has_a_failing_example() -> None:
    from fixture_guard.rules import REGISTRY

    assert sorted(code for code, _ in CASES) == sorted(c for c in REGISTRY if c < "FG5")


@pytest.mark.parametrize(("code", "mutate"), CASES, ids=[c for c, _ in CASES])
def test_rule_fires_on_its_failing_example(
    bench: Path, code: str, mutate: Callable[[Path], None]
) -> None:
    mutate(bench)
    result = run("check", "--format", "json")
    assert result.exit_code in (0, 1), result.stderr
    codes = {f["code"] for f in json.loads(result.stdout)["findings"]}
    assert code in codes
