"""The injection family's work inside one `scan` of the captures, counted under cProfile:
function calls and regex calls, which do not depend on the machine's load, then the
functions that take the most time. Run it on two codes to compare what a round added
when the timed share (bench_injection.py) is within the machine's noise. Regex calls are
the same from run to run; function calls vary by a few hundred (caches, collections).

    .venv/bin/python bench/injection_work.py [CAPTURES] [--top 15]
    PYTHONPATH=OTHER_TREE .venv/bin/python bench/injection_work.py   # another code

A call count does not weigh a pattern made longer: read it beside bench_injection.py.
Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
from pathlib import Path
from typing import Any


def _captures(given: Path | None) -> Path:
    if given is not None:
        return given
    override = os.environ.get("FIXTURE_GUARD_CAPTURES")
    if override:
        return Path(override)
    here = Path(__file__).resolve().parent.parent  # the repository, beside ../shared
    return here.parent / "shared" / "captures"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("captures", nargs="?", type=Path, default=None)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    root = _captures(args.captures)
    if not root.is_dir():
        parser.error(f"no captures at {root}")

    from fixture_guard.config import Config
    from fixture_guard.detect import gates, injection, instructions, lazy_re
    from fixture_guard.rules import injection as family
    from fixture_guard.scan import run_scan

    config = Config(project_dir=root, root=root)
    run_scan([root], config, jobs=1)  # warm-up: imports, and the patterns compiled
    lazy_re.compile_all()
    gates.compile_all()
    injection._results.clear()  # then no cached verdict: the timed scan does all the work
    instructions._verdicts.clear()
    instructions._STEM_KEYS.clear()
    instructions._STEM_HITS.clear()
    # stop 44's memos (none on older code)
    for memo in ("_is_directive", "_weak_directive"):
        getattr(getattr(instructions, memo), "cache_clear", lambda: None)()

    profile = cProfile.Profile()
    original = family.scan

    def profiled(target: Any, cfg: Any) -> Any:
        profile.enable()
        try:
            return list(original(target, cfg))
        finally:
            profile.disable()

    family.scan = profiled  # type: ignore[assignment]
    run_scan([root], config, jobs=1)
    stats = pstats.Stats(profile)
    raw: Any = stats.stats  # type: ignore[attr-defined]
    regex = {"match": 0, "search": 0, "finditer": 0, "findall": 0, "fullmatch": 0, "sub": 0}
    for (_file, _line, name), (_cc, calls, *_rest) in raw.items():
        for method in regex:
            if name == f"<method '{method}' of 're.Pattern' objects>":
                regex[method] += calls
    print(f"captures: {root}")
    print(f"function calls: {stats.total_calls:,}")  # type: ignore[attr-defined]
    print("regex calls: " + ", ".join(f"{k} {v:,}" for k, v in regex.items()))
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(args.top)
    print(out.getvalue().split("\n", 4)[-1].rstrip())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
