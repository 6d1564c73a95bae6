"""Measure the personal-data detector on the shared captures (numbers for docs/personal-data.md).

    FIXTURE_GUARD_CAPTURES=../shared/captures .venv/bin/python bench/personal_data.py [SEEDS]
    FIXTURE_GUARD_CAPTURES=../shared/captures .venv/bin/python bench/personal_data.py --time-only

Plants personal data and must-keep values into every text capture (tests/personal_plants.py),
scans with the FG6xx family, and prints recall and must-keep precision by kind, the findings on
the unmodified captures, and the time per MB for text files and PDFs.

`--time-only` prints only the times (CPU seconds of this process, median of `--repeat`
runs, the per-content cache cleared before each), and the share of the text the cheap
pass hands to presidio. It imports nothing but the rules, so the same file measures an
older checkout: run it with that checkout's interpreter from that checkout's folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
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


def _cpu(files: list[Path], repeat: int) -> float:
    """Median CPU seconds to scan `files` with the FG6xx family, cache cleared each time."""
    runs = []
    for _ in range(repeat):
        personal._CACHE.clear()
        started = time.process_time()
        for path in files:
            list(personal.scan(ScanTarget.of(path.name, path.read_bytes()), CONFIG))
        runs.append(time.process_time() - started)
    return statistics.median(runs)


def times(texts: list[Path], pdfs: list[Path], repeat: int) -> None:
    """CPU time of the family on the captures, by kind of file."""
    try:
        from fixture_guard.detect.personal import candidate_windows
    except ImportError:  # an older checkout: the whole text went to presidio
        candidate_windows = None
    sizes = {p: p.stat().st_size / 1e6 for p in texts + pdfs}
    if candidate_windows is not None:
        total = windowed = 0
        quiet = []
        for path in texts:
            text = path.read_text(encoding="utf-8-sig", errors="replace")
            windows = candidate_windows(text)
            total += len(text)
            windowed += sum(hi - lo for lo, hi in windows)
            if not windows:
                quiet.append(path)
        print(
            f"cheap pass: {windowed / total:.1%} of the text characters are in windows; "
            f"{len(quiet)} of {len(texts)} text captures open no window"
        )
        print("  no window:", ",".join(p.name for p in quiet))
    else:  # the files the newer cheap pass finds quiet, named by FIXTURE_GUARD_QUIET
        names = set(os.environ.get("FIXTURE_GUARD_QUIET", "").split(","))
        quiet = [p for p in texts if p.name in names]
    if quiet:
        # The quiet captures are small (0.04 MB): repeated to 2 MB, their cost per MB is
        # measured above the noise of a shared machine.
        body = b"\n".join(p.read_bytes() for p in quiet)
        blob = Path(tempfile.mkdtemp()) / "quiet-x.txt"
        blob.write_bytes(body * max(1, int(2e6 // len(body))))
        sizes[blob] = blob.stat().st_size / 1e6
        quiet_blob = [blob]
    else:
        quiet_blob = []
    big = [p for p in pdfs if "400-pages" in p.name]
    groups = [
        ("text (HTML, JSON, YAML)", texts),
        ("text with no window", quiet),
        ("text with no window, repeated to 2 MB", quiet_blob),
        ("PDFs but the 400-page one", [p for p in pdfs if p not in big]),
        ("the 400-page PDF", big),
    ]
    print("| files | MB | CPU s | CPU s/MB |")
    print("|---|---:|---:|---:|")
    for label, files in groups:
        if not files:
            continue
        mb = sum(sizes[p] for p in files)
        cpu = _cpu(files, repeat if "PDF" not in label else 1)
        print(f"| {label} | {mb:.2f} | {cpu:.3f} | {cpu / mb:.3f} |")


def main(seeds: int, *, time_only: bool = False, repeat: int = 5) -> None:
    texts = sorted(p for p in CAPTURES.rglob("*") if p.suffix in (".html", ".json", ".yaml"))
    pdfs = sorted(CAPTURES.rglob("*.pdf"))
    started = time.process_time()
    list(personal.scan(ScanTarget.of("warm.txt", b"Celular 55 1234 5678"), CONFIG))  # build once
    print(f"start-up (imports, presidio's analyzer): {time.process_time() - started:.2f} s CPU")
    if time_only:
        times(texts, pdfs, repeat)
        return

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

    print()
    times(texts, pdfs, 1)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("seeds", nargs="?", type=int, default=5)
    parser.add_argument("--time-only", action="store_true")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    main(args.seeds, time_only=args.time_only, repeat=args.repeat)
