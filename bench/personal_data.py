"""Measure the personal-data detector on the shared captures (numbers for docs/personal-data.md).

    FIXTURE_GUARD_CAPTURES=../shared/captures .venv/bin/python bench/personal_data.py [SEEDS]

Plants personal data and must-keep values into every text capture (tests/personal_plants.py),
scans with the FG6xx family, and prints recall and must-keep precision by kind, the findings on
the unmodified captures, and the time per MB for text files and PDFs.
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from personal_plants import planted_capture

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.rules import personal

CAPTURES = Path(os.environ.get("FIXTURE_GUARD_CAPTURES", "../shared/captures"))
CONFIG = Config(project_dir=Path("."))


def lines_with_findings(name: str, data: bytes) -> dict[int | None, list[str]]:
    found: dict[int | None, list[str]] = {}
    for finding in personal.scan(ScanTarget.of(name, data), CONFIG):
        found.setdefault(finding.line, []).append(finding.code)
    return found


def main(seeds: int) -> None:
    texts = sorted(p for p in CAPTURES.rglob("*") if p.suffix in (".html", ".json", ".yaml"))
    pdfs = sorted(CAPTURES.rglob("*.pdf"))
    personal.scan(ScanTarget.of("warm.txt", b"Celular 55 1234 5678"), CONFIG)  # build once

    planted, found = Counter(), Counter()
    kept, flagged = Counter(), Counter()
    by_code: Counter[str] = Counter()
    for seed in range(1, seeds + 1):
        for index, path in enumerate(texts):
            text = path.read_text(encoding="utf-8-sig", errors="replace")
            new, where = planted_capture(text, path.name, seed=seed * 1000 + index)
            hits = lines_with_findings(path.name, new.encode())
            for line, plant in where.items():
                if plant.personal:
                    planted[plant.kind] += 1
                    if line in hits:
                        found[plant.kind] += 1
                        by_code.update(hits[line])
                else:
                    kept[plant.kind] += 1
                    flagged[plant.kind] += line in hits

    print("| personal data | planted | found at its line | recall |")
    print("|---|---:|---:|---:|")
    for kind in sorted(planted):
        print(f"| {kind} | {planted[kind]} | {found[kind]} | {found[kind] / planted[kind]:.1%} |")
    total, hit = sum(planted.values()), sum(found.values())
    print(f"| **all** | {total} | {hit} | {hit / total:.2%} |")
    print("\nfindings on planted lines by rule:", dict(sorted(by_code.items())))
    print("\n| must keep | planted | flagged |")
    print("|---|---:|---:|")
    for kind in sorted(kept):
        print(f"| {kind} | {kept[kind]} | {flagged[kind]} |")
    print(f"| **all** | {sum(kept.values())} | {sum(flagged.values())} |")

    print("\nclean captures:")
    clean_total = 0
    for path in texts + pdfs:
        hits = lines_with_findings(path.name, path.read_bytes())
        count = sum(len(codes) for codes in hits.values())
        clean_total += count
        if count:
            print(f"  {path.relative_to(CAPTURES)}: {sorted(c for v in hits.values() for c in v)}")
    print(f"  {clean_total} findings in {len(texts) + len(pdfs)} files")

    for label, files in (("text (HTML, JSON, YAML)", texts), ("PDF", pdfs)):
        size = sum(p.stat().st_size for p in files)
        personal._CACHE.clear()  # time the analysis, not the cache
        start = time.perf_counter()
        for path in files:
            list(personal.scan(ScanTarget.of(path.name, path.read_bytes()), CONFIG))
        elapsed = time.perf_counter() - start
        print(
            f"\n{label}: {size / 1e6:.2f} MB in {elapsed:.2f} s = {elapsed / (size / 1e6):.2f} s/MB"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
