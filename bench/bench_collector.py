"""Where the garbage collector's time goes during a full `scan` of the real captures.

    .venv/bin/python bench/bench_collector.py [CAPTURES] [--without-hold] [--repeat N]

Each run is a fresh process: it warms up as `bench_injection.py` does, then times one
serial `scan` of the captures with every content family's `scan` wrapped, and records each
collection (its generation and CPU) under the family that was running when it tripped.
A full collection (generation 2) walks every object the process holds, the loaded models
included, so where one lands moves a family's share of the scan by a few points.

`--without-hold` runs the scan as before stop 36: the collector at its default thresholds
and nothing frozen (`perfile.Analyser._hold_long_lived` made a no-op), for comparison.
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_injection import WARM_UP, _captures


def one(root: Path, hold: bool) -> dict[str, Any]:
    from fixture_guard.config import Config
    from fixture_guard.detect import gates, instructions, lazy_re
    from fixture_guard.perfile import Analyser
    from fixture_guard.rules import FAMILIES
    from fixture_guard.scan import run_scan

    if not hold:
        Analyser._hold_long_lived = lambda self: setattr(self, "_holding", True)  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as warm:
        (Path(warm) / "warm.html").write_text(WARM_UP, encoding="utf-8")
        run_scan([Path(warm)], Config(project_dir=Path(warm), root=Path(warm)), jobs=1)
    lazy_re.compile_all()
    gates.compile_all()
    for mood in instructions._BEFORE:
        instructions._ENDS_BEFORE[mood]

    running = ["outside the families"]
    family_cpu: dict[str, float] = {}
    collections: dict[str, list[float]] = {}  # "family, generation N": [count, CPU s]
    full: list[tuple[str, float]] = []
    began = [0.0]

    def on_collection(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.process_time()
            return
        spent = time.process_time() - began[0]
        row = collections.setdefault(f"{running[0]}, generation {info['generation']}", [0, 0.0])
        row[0] += 1
        row[1] += spent
        if info["generation"] == 2:
            full.append((running[0], round(spent, 3)))

    for name, module in FAMILIES.items():
        scan = getattr(module, "scan", None)
        if not callable(scan):
            continue

        def timed(target: Any, config: Any, _scan: Any = scan, _name: str = name) -> Any:
            before, running[0] = running[0], _name
            started = time.process_time()
            try:
                return list(_scan(target, config))
            finally:
                family_cpu[_name] = family_cpu.get(_name, 0.0) + time.process_time() - started
                running[0] = before

        module.scan = timed  # type: ignore[attr-defined]
    gc.callbacks.append(on_collection)
    started = time.process_time()
    report = run_scan([root], Config(project_dir=root, root=root), jobs=1)
    cpu = time.process_time() - started
    gc.callbacks.remove(on_collection)
    return {
        "cpu": cpu,
        "injection_share": family_cpu.get("injection", 0.0) / cpu,
        "collector_cpu": sum(row[1] for row in collections.values()),
        "collections": sum(row[0] for row in collections.values()),
        "by_family": {key: [row[0], round(row[1], 3)] for key, row in sorted(collections.items())},
        "full_collections": full,
        "findings": len(report.findings),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("captures", nargs="?", type=Path, default=None)
    parser.add_argument("--without-hold", action="store_true")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    root = _captures(args.captures)
    if not root.is_dir():
        print(f"no captures at {root}", file=sys.stderr)
        return 2
    if args.one:
        print(json.dumps(one(root, hold=not args.without_hold)))
        return 0
    command = [sys.executable, __file__, str(root), "--one"]
    if args.without_hold:
        command.append("--without-hold")
    for _ in range(args.repeat):
        out = subprocess.run(command, capture_output=True, text=True, check=True)
        result = json.loads(out.stdout.strip().splitlines()[-1])
        print(
            f"scan {result['cpu']:.2f} s CPU, {result['findings']} findings; the collector "
            f"{result['collector_cpu']:.3f} s in {result['collections']} collections; "
            f"injection family {result['injection_share']:.1%} of the scan"
        )
        for key, (count, spent) in result["by_family"].items():
            print(f"  {key}: {count} collections, {spent:.3f} s")
        full = ", ".join(f"{family} {spent:.3f} s" for family, spent in result["full_collections"])
        print(f"  full collections: {full or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
