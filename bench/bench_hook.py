"""Wall time of the commit hooks on a large synthetic tree, against yardsticks from the same run.

    .venv/bin/python bench/bench_hook.py [--extra 1630] [--repeat 5] [--keep DIR]

Builds a ~5,000-fixture tree in a git repository (the example bench, with 1,630 more
search cases per provider cloned from its first), then times, each
`--repeat` times in fresh processes:

- yardsticks: `python -c pass` (interpreter start), `git status`, `sha256sum` of the
  two touched files and of every fixture;
- the staged-file hook on two files (one provider, then two), with manifest.json staged
  too (a commit that records new fixtures), `manifest verify` on two files and on the
  whole tree, the full `check`, and the real `pre-commit run --files` of two files with
  the exported hooks.

Prints a Markdown table (median and minimum seconds, and each median as a multiple of
the `git status` median) with the machine it ran on. Times are wall-clock, from
process start to exit, as a committer feels them.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic_tree import scale_example_bench

REPO = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
FG = str(BIN / "fixture-guard")
GIT_ENV = {
    "GIT_AUTHOR_NAME": "bench",
    "GIT_AUTHOR_EMAIL": "bench@example.test",
    "GIT_COMMITTER_NAME": "bench",
    "GIT_COMMITTER_EMAIL": "bench@example.test",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def machine() -> str:
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "n/a"
    return (
        f"{platform.system()} {platform.release()}, {os.cpu_count()} CPUs ({model}), "
        f"Python {platform.python_version()}; load average at start {load}"
    )


def timed(cmd: list[str], cwd: Path, env: dict[str, str], repeat: int, ok: set[int]) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=False)
        times.append(time.perf_counter() - start)
        if result.returncode not in ok:
            raise SystemExit(
                f"{cmd} exited {result.returncode}:\n"
                + result.stdout.decode()
                + result.stderr.decode()
            )
    return times


def hook_config(dest: Path, ids: tuple[str, ...] = ("fixture-guard",)) -> None:
    """The exported hooks named by `ids` (by default the README's recommendation for
    commits: `fixture-guard`, whose `check` runs the FG2xx rules that
    `fixture-guard-manifest` runs alone), run with this venv's fixture-guard (no
    environment to build). `fixture-guard-full` (always_run over the whole tree) is
    timed on its own as `check`."""
    hooks = []
    for hook in yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text("utf-8")):
        if hook["id"] not in ids:
            continue
        kept = {
            k: v
            for k, v in hook.items()
            if k not in ("language", "description", "minimum_pre_commit_version")
        }
        hooks.append({**kept, "language": "system"})
    config = {"repos": [{"repo": "local", "hooks": hooks}]}
    (dest / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config, sort_keys=False), "utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--extra",
        type=int,
        default=1630,
        help="search cases added per provider to the example bench",
    )
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="build the tree here and keep it")
    args = parser.parse_args()

    where = args.keep or Path(tempfile.mkdtemp(prefix="fg-bench-"))
    try:
        run(where, args.extra, args.repeat)
    finally:
        if args.keep is None:
            shutil.rmtree(where, ignore_errors=True)


def run(where: Path, extra: int, repeat: int) -> None:
    env = {
        **os.environ,
        **GIT_ENV,
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "PRE_COMMIT_HOME": str(where / ".pre-commit-home"),
        "NO_COLOR": "1",
    }
    header = machine()
    tree = scale_example_bench(where / "repo", extra)
    hook_config(tree)
    files = sorted(str(p.relative_to(tree)) for p in (tree / "fixtures").rglob("*") if p.is_file())
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=tree, env=env, check=True)
    subprocess.run(["git", "add", "-A"], cwd=tree, env=env, check=True)
    subprocess.run(["git", "commit", "-q", "-m", "bench"], cwd=tree, env=env, check=True)

    one_provider = [
        "fixtures/alpha-search/search/gs-002.json",
        "fixtures/alpha-search/errors/429.json",
    ]
    two_providers = [
        "fixtures/alpha-search/search/gs-002.json",
        "fixtures/beta-search/search/gs-003.json",
    ]
    sha_all = ["sh", "-c", "find fixtures -type f -print0 | xargs -0 sha256sum > /dev/null"]
    rows: list[tuple[str, list[float]]] = []
    plan: list[tuple[str, list[str], set[int]]] = [
        ("yardstick: `python -c pass`", [sys.executable, "-c", "pass"], {0}),
        ("yardstick: `git status`", ["git", "status", "--porcelain"], {0}),
        ("yardstick: `sha256sum` of the 2 touched files", ["sha256sum", *one_provider], {0}),
        (f"yardstick: `sha256sum` of all {len(files)} fixtures", sha_all, {0}),
        ("hook `check` 2 files, 1 provider", [FG, "check", *one_provider], {0}),
        ("hook `check` 2 files, 2 providers", [FG, "check", *two_providers], {0}),
        (
            "hook `check` 2 files + manifest.json",
            [FG, "check", *one_provider, "manifest.json"],
            {0},
        ),
        ("hook `manifest verify` 2 files", [FG, "manifest", "verify", *one_provider], {0}),
        ("`manifest verify`, whole tree", [FG, "manifest", "verify"], {0}),
        ("full `check` (the `fixture-guard-full` hook)", [FG, "check"], {0}),
        (
            "`pre-commit run --files` 2 files (the `fixture-guard` hook)",
            [str(BIN / "pre-commit"), "run", "--files", *one_provider],
            {0},
        ),
    ]
    # pre-commit's first run initialises its store: keep that out of the timings.
    subprocess.run(
        [str(BIN / "pre-commit"), "run", "--files", one_provider[0]],
        cwd=tree,
        env=env,
        capture_output=True,
        check=False,
    )
    for label, cmd, ok in plan:
        rows.append((label, timed(cmd, tree, env, repeat, ok)))
        print(f"  {label}: median {statistics.median(rows[-1][1]):.3f} s", file=sys.stderr)

    yardstick = statistics.median(next(t for label, t in rows if "git status" in label))
    full = statistics.median(next(t for label, t in rows if label.startswith("full")))
    size = sum((tree / f).stat().st_size for f in files)
    print(f"Machine: {header}.")
    print(
        f"Tree: {len(files)} fixtures in 3 providers, {size // 1024} KB, "
        f"manifest.json {(tree / 'manifest.json').stat().st_size // 1024} KB; {repeat} runs each.\n"
    )
    print("| what | median s | min s | × `git status` | × full check |")
    print("|---|---:|---:|---:|---:|")
    for label, times in rows:
        median = statistics.median(times)
        ratios = f"{median / yardstick:.1f} | {median / full:.2f}"
        print(f"| {label} | {median:.3f} | {min(times):.3f} | {ratios} |")


if __name__ == "__main__":
    main()
