"""What the injection family costs a command-line `scan` of the captures, as a user pays it.

    .venv/bin/python bench/bench_injection_cli.py [CAPTURES] [--repeat N] [--jobs J]
    .venv/bin/python bench/bench_injection_cli.py [CAPTURES] --profile [--top K]

`bench_injection.py` warms up and compiles every pattern before it times, so it leaves
out what a fresh `fixture-guard scan` pays once: importing the family and compiling the
regular expressions its texts reach (`lazy_re` compiles a pattern on its first use).
This bench runs the command itself, `fixture-guard scan CAPTURES --no-cache` with every
family and with `--ignore FG8`, alternately, each in a fresh process, plus a yardstick
(the fixed workload of `bench_injection.py`) in the same loop, and reports the CPU time
(user + sys of the process and every process it started: resource's RUSAGE_CHILDREN)
of each, median and spread over N runs. The family's cost is full minus `--ignore FG8`,
as a share of `--ignore FG8`.

`--profile` runs one scan in this process (`jobs=1`, no cache, collector on) with
`lazy_re`'s compile timed per pattern, and the family's own `scan` timed: where the
family's command-line time goes, compiling each pattern against the rest. Bench-only:
it wraps `LazyPattern.compiled` from here, the package is unchanged.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_injection import _captures  # noqa: E402


def _cli() -> list[str]:
    exe = Path(sys.executable).parent / "fixture-guard"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "fixture_guard"]


def _child_cpu(argv: list[str], env: dict[str, str] | None = None) -> float:
    """CPU seconds (user + sys) of a fresh process tree running `argv`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(root: Path, repeat: int, jobs: int | None, store: str) -> dict[str, list[float]]:
    """`store` says what the full scan finds in lazy_re's store of compiled code:
    "as-is" (the environment's), "off", "cold" (an empty store each run: a first run
    that writes it) or "warm" (a store filled by an untimed run first)."""
    scan = [*_cli(), "scan", str(root), "--no-cache"]
    if jobs:
        scan += ["-j", str(jobs)]
    modes = {
        "all": scan,
        "no-fg8": [*scan, "--ignore", "FG8"],
        "yardstick": [
            sys.executable,
            str(HERE / "bench_injection.py"),
            str(root),
            "--one",
            "yardstick",
        ],
    }
    runs: dict[str, list[float]] = {mode: [] for mode in modes}
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ)
        if store == "off":
            env["FIXTURE_GUARD_RE_CACHE"] = "off"
        elif store == "warm":
            env["FIXTURE_GUARD_RE_CACHE"] = str(Path(folder) / "warm")
            _child_cpu(scan, env)
        for index in range(repeat):
            if store == "cold":
                env["FIXTURE_GUARD_RE_CACHE"] = str(Path(folder) / f"cold{index}")
            for mode, argv in modes.items():  # alternate, so all see the same machine load
                runs[mode].append(_child_cpu(argv, env))
    return runs


def profile(root: Path, top: int) -> None:
    """One in-process scan with each lazy pattern's compile timed."""
    started = time.process_time()
    from fixture_guard.detect import lazy_re

    compiles: list[tuple[float, Any]] = []
    original = lazy_re.LazyPattern.compiled

    def timed(self: Any) -> Any:
        if self._compiled is not None:
            return self._compiled
        at = time.process_time()
        try:
            return original(self)
        finally:
            compiles.append((time.process_time() - at, self))

    lazy_re.LazyPattern.compiled = timed  # type: ignore[method-assign]
    made: dict[int, str] = {}
    init = lazy_re.LazyPattern.__init__

    def where(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        frame = sys._getframe(1)
        while frame.f_code.co_filename == lazy_re.__file__:
            frame = frame.f_back  # type: ignore[assignment]
        made[id(self)] = f"{Path(frame.f_code.co_filename).stem}:{frame.f_lineno}"

    lazy_re.LazyPattern.__init__ = where  # type: ignore[method-assign]
    from fixture_guard.config import Config
    from fixture_guard.rules import injection as family
    from fixture_guard.scan import run_scan

    imported = time.process_time() - started
    spent = [0.0]
    scan = family.scan

    def timed_scan(target: Any, config: Any) -> Any:
        at = time.process_time()
        try:
            return list(scan(target, config))
        finally:
            spent[0] += time.process_time() - at

    family.scan = timed_scan  # type: ignore[assignment]
    at = time.process_time()
    run_scan([root], Config(project_dir=root, root=root), jobs=1)
    total = time.process_time() - at
    names = _names()
    compiled = sum(t for t, _ in compiles)
    print(f"import (package, CLI-independent parts): {imported:.3f} s")
    print(f"scan, every family, jobs=1: {total:.3f} s; the family's scan {spent[0]:.3f} s")
    print(
        f"  of which compiling {len(compiles)} of {len(lazy_re._CREATED)} lazy patterns: "
        f"{compiled:.3f} s; the rest of the family {spent[0] - compiled:.3f} s"
    )
    print(f"\nthe {top} costliest compiles (CPU s, characters, name):")
    for seconds, pattern in sorted(compiles, key=lambda c: -c[0])[:top]:
        name = names.get(id(pattern), "")
        print(f"  {seconds:.4f}  {len(pattern.pattern):6d}  {made.get(id(pattern), '?')}  {name}")


def _names() -> dict[int, str]:
    from fixture_guard.detect import gates, injection, instructions

    found: dict[int, str] = {}
    for module in (instructions, injection, gates):
        for name, value in vars(module).items():
            found.setdefault(id(value), f"{module.__name__.rsplit('.', 1)[1]}.{name}")
            if isinstance(value, dict | list | tuple):
                items = value.items() if isinstance(value, dict) else enumerate(value)
                for key, item in items:
                    found.setdefault(id(item), f"{name}[{key!r}]")
    return found


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} s ({min(values):.3f}–{max(values):.3f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("captures", nargs="?", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=None, help="scan -j (default: scan's)")
    parser.add_argument(
        "--re-store",
        choices=["as-is", "off", "cold", "warm"],
        default="as-is",
        help="lazy_re's store of compiled code for the full scan (default: as the environment has it)",
    )
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--json", type=Path, help="also write the raw runs here")
    args = parser.parse_args()
    root = _captures(args.captures)
    if not root.is_dir():
        print(f"no captures at {root}", file=sys.stderr)
        return 2
    if args.profile:
        profile(root, args.top)
        return 0
    load = os.getloadavg()[0]
    print(
        f"machine: {platform.platform()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}; load average {load:.1f} at start"
    )
    runs = measure(root, args.repeat, args.jobs, args.re_store)
    print(f"lazy_re store of compiled code: {args.re_store}")
    print(f"load average {os.getloadavg()[0]:.1f} at end")
    full, without = runs["all"], runs["no-fg8"]
    diffs = [a - b for a, b in zip(full, without, strict=True)]
    print(f"\nCPU (user+sys of the process tree), {args.repeat} fresh runs each: median (min–max)")
    print(f"  scan --no-cache, every family   {_spread(full)}")
    print(f"  scan --no-cache --ignore FG8    {_spread(without)}")
    print(f"  yardstick                       {_spread(runs['yardstick'])}")
    family = statistics.median(full) - statistics.median(without)
    print(
        f"  the family (median full − median without) {family:.3f} s = "
        f"{100 * family / statistics.median(without):.1f}% of `--ignore FG8`; "
        f"{family / statistics.median(runs['yardstick']):.2f} yardsticks"
    )
    print(
        f"  per pair (run i full − run i without): "
        f"{', '.join(f'{100 * d / w:.1f}%' for d, w in zip(diffs, without, strict=True))}"
    )
    if args.json:
        args.json.write_text(json.dumps(runs), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
