"""Throughput of `fixture-guard scan` over the real captures, beside detect-secrets alone.

    .venv/bin/python bench/bench_scan.py [CAPTURES] [--repeat N]

Measures, on the same files: detect-secrets' own scan API (`SecretsCollection.scan_file`
with its default plugins and filters), fixture-guard's secrets family alone
(`scan --select FG5`), and the full `scan` (every content family: secrets, personal
data, injection). Each measurement runs in a fresh process, warmed up first on a small
file of its own (imports, presidio's recognizers, regex compilation are not counted),
then timed once on the captures — so no per-content cache of a previous run helps. The
tools take turns, N processes each; the median CPU time of each (its own process's, so
a busy machine inflates it less than wall time) and its wall time are reported, and the
CPU against detect-secrets'.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOOLS = {
    "detect-secrets": "detect-secrets alone (default plugins)",
    "fg-secrets": "fixture-guard scan --select FG5 (secrets)",
    "fg-scan": "fixture-guard scan (all content families)",
}
WARM_UP = (
    '{"headers": {"x-api-key": "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"},\n'
    ' "contacto": "juan.perez@gmail.com, 33 1234 5678", "ventas": "ventas@example.mx"}\n'
)


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.name.startswith("."))


def _text_copy(root: Path, into: Path) -> Path:
    """The captures without their PDFs (detect-secrets skips .pdf files unread)."""
    for path in _files(root):
        if path.suffix.lower() != ".pdf":
            target = into / path.relative_to(root)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())
    return into


def _runner(tool: str, root: Path):  # type: ignore[no-untyped-def]
    if tool == "detect-secrets":
        from detect_secrets import SecretsCollection
        from detect_secrets.settings import default_settings

        def run(folder: Path) -> int:
            with default_settings():
                collection = SecretsCollection()
                for path in _files(folder):
                    collection.scan_file(str(path))
            return sum(len(s) for s in collection.data.values())

        return run
    from fixture_guard.config import Config
    from fixture_guard.engine import parse_codes
    from fixture_guard.scan import run_scan

    select = parse_codes(["FG5"], "--select") if tool == "fg-secrets" else None

    def run_fg(folder: Path) -> int:
        config = Config(project_dir=folder, root=folder)
        # one process, no cache: the detectors' own throughput (bench_speed.py measures
        # the command with its cache and its pool)
        return len(run_scan([folder], config, select=select, jobs=1).findings)

    return run_fg


def one(tool: str, root: Path) -> None:
    """Child process: warm up on a small file of its own, then time one run on `root`."""
    run = _runner(tool, root)
    with tempfile.TemporaryDirectory() as warm:
        (Path(warm) / "warm.json").write_text(WARM_UP, encoding="utf-8")
        run(Path(warm))
    started, cpu = time.perf_counter(), time.process_time()
    found = run(root)
    print(
        json.dumps(
            {
                "seconds": time.perf_counter() - started,
                "cpu": time.process_time() - cpu,
                "findings": found,
            }
        )
    )


def _captures(given: Path | None) -> Path:
    if given:
        return given
    if os.environ.get("FIXTURE_GUARD_CAPTURES"):
        return Path(os.environ["FIXTURE_GUARD_CAPTURES"])
    here = Path(__file__).resolve().parent.parent
    for base in (here.parent, here.parent.parent):
        if (base / "shared" / "captures").is_dir():
            return base / "shared" / "captures"
    return here.parent / "shared" / "captures"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("captures", nargs="?", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--text-only",
        action="store_true",
        help="leave the PDFs out (detect-secrets skips them unread, fixture-guard reads them)",
    )
    parser.add_argument("--one", choices=list(TOOLS), help=argparse.SUPPRESS)
    args = parser.parse_args()
    root = _captures(args.captures)
    if not root.is_dir():
        print(f"no captures at {root}", file=sys.stderr)
        return 2
    if args.one:
        one(args.one, root)
        return 0
    if args.text_only:
        holder = tempfile.TemporaryDirectory()
        root = _text_copy(root, Path(holder.name))
    files = _files(root)
    megabytes = sum(p.stat().st_size for p in files) / 1_000_000
    print(
        f"machine: {platform.platform()}, {platform.machine()}, {platform.processor() or '?'}, "
        f"{os.cpu_count()} CPUs, Python {platform.python_version()}"
    )
    print(f"input: {len(files)} files, {megabytes:.2f} MB in {root}")
    print(
        f"median of {args.repeat} fresh processes a tool, the tools taking turns; each "
        "process warmed up on its own small file; CPU seconds (the process's own), then wall\n"
    )
    runs: dict[str, list[dict[str, float]]] = {tool: [] for tool in TOOLS}
    for _ in range(args.repeat):
        # in turns, so that a change in the machine's load falls on every tool alike
        for tool in TOOLS:
            out = subprocess.run(
                [sys.executable, __file__, str(root), "--one", tool],
                capture_output=True,
                text=True,
                check=True,
            )
            runs[tool].append(json.loads(out.stdout.strip().splitlines()[-1]))
    medians: dict[str, float] = {}
    for tool, label in TOOLS.items():
        cpu = statistics.median(r["cpu"] for r in runs[tool])
        wall = statistics.median(r["seconds"] for r in runs[tool])
        medians[tool] = cpu
        print(
            f"{label:45s} {cpu:7.2f} s CPU  {wall:7.2f} s wall  {megabytes / cpu:7.2f} MB/s  "
            f"{runs[tool][0]['findings']:4d} findings"
        )
    print()
    base = medians["detect-secrets"]
    for tool in ("fg-secrets", "fg-scan"):
        print(f"{TOOLS[tool]}: {medians[tool] / base:.2f}x the CPU of detect-secrets alone")
    return 0


if __name__ == "__main__":
    sys.exit(main())
