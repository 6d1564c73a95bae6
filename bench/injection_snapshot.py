"""Every detection of the injection detector, field by field, on every case of the
held-out corpora, the generalisation suite and the captures' pages and PDFs: a
rewrite for speed must leave this output identical.

    .venv/bin/python bench/injection_snapshot.py OUT.json
    diff <(python -m json.tool BEFORE.json) <(python -m json.tool AFTER.json)

Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES).
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from fixture_guard.content import sniff_media  # noqa: E402
from fixture_guard.detect.injection import detect  # noqa: E402

CORPORA = ["injection", *(f"injection{n}" for n in range(2, 18))]  # never injection18 (unseen)


def _captures() -> Path:
    override = os.environ.get("FIXTURE_GUARD_CAPTURES")
    return Path(override) if override else REPO.parent / "shared" / "captures"


def _rows(data: bytes, media: str) -> list[dict[str, object]]:
    return [dataclasses.asdict(d) for d in detect(data, media)]


def main() -> None:
    out: dict[str, object] = {}
    captures = _captures()
    for corpus in CORPORA:
        planting = importlib.import_module(f"heldout.{corpus}.plant")
        splits = ("dev", "test") if corpus == "injection" else ("test",)
        for split in splits:
            for case in planting.load_cases(split=split):
                planted = planting.plant(case, captures)
                out[f"{corpus}/{case['id']}"] = _rows(planted.data, planted.media)
    import injection_generalisation as suite

    for case in suite.cases():
        if suite.is_pdf(case):
            data, _ = suite.plant_pdf(case)
            out[f"suite/{case.id}"] = _rows(data, "pdf")
        else:
            data, _ = suite.plant_html(case)
            out[f"suite/{case.id}"] = _rows(data, "html")
    for path in sorted(p for p in captures.rglob("*") if p.is_file()):
        data = path.read_bytes()
        media = sniff_media(path.name, data)
        if media in ("html", "pdf"):
            out[f"captures/{path.relative_to(captures)}"] = _rows(data, media)
    Path(sys.argv[1]).write_text(json.dumps(out, indent=1, sort_keys=True), encoding="utf-8")
    print(len(out), "documents,", sum(len(v) for v in out.values()), "detections")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
