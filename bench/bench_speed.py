"""Issue 12's speed targets, measured side by side in one run.

    .venv/bin/python bench/bench_speed.py [--captures DIR] [--extra 1215] [--repeat 5]

Measures, each command in a fresh process, CPU time (user + sys of the process and every
process it started, pool workers included) and wall time, the median of `--repeat`
runs:

1. **Scan** two unique copies of the captures (the second copy with a distinct comment
   appended to every file, so that no tool can deduplicate them):
   `detect-secrets scan --all-files` on them; the full `fixture-guard scan` (every
   family) cold (`--no-cache`), warm (cache filled by the run before) and after
   editing one file (a page of the second copy gets one more comment before each run).
2. **Check** the synthetic tree of `bench/synthetic_tree.py` (5,117 fixtures with the
   default `--extra 1215`): cold (`--no-cache`), warm (a second run over the unchanged
   tree), and after editing one fixture (a key planted in one exchange before each run,
   a new one each time: the run must report it and analyse that file alone, as the
   JSON summary's `analysed` / `from_cache` say).
3. **Hook**: `pre-commit run` (the `fixture-guard` hook, as the README recommends) on a commit of 5 edited
   fixtures in that tree, with the cache the previous runs left.

Prints the machine, Markdown tables and the ratios the issue sets as targets.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_hook import GIT_ENV, hook_config, machine
from synthetic_tree import scale_example_bench

REPO = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent  # pre-commit and git run from here
FG = str(BIN / "fixture-guard")  # --venv changes these two
DETECT_SECRETS = str(BIN / "detect-secrets")
KEY = "tvly-" + "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya"


class Sample:
    def __init__(self) -> None:
        self.cpu: list[float] = []
        self.wall: list[float] = []
        self.notes: list[str] = []

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu)

    @property
    def wall_median(self) -> float:
        return statistics.median(self.wall)


def timed(cmd: list[str], cwd: Path, env: dict[str, str], ok: set[int]) -> tuple[float, float, str]:
    """(CPU seconds of the child and its descendants, wall seconds, stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in ok:
        raise SystemExit(
            f"{' '.join(cmd)} exited {result.returncode}:\n"
            + result.stdout.decode(errors="replace")[-2000:]
            + result.stderr.decode(errors="replace")[-2000:]
        )
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, result.stdout.decode("utf-8", errors="replace")


def measure(
    label: str,
    cmd: list[str],
    cwd: Path,
    env: dict[str, str],
    repeat: int,
    *,
    ok: set[int] = frozenset({0, 1}),  # type: ignore[assignment]
    before: Callable[[int], None] | None = None,
    after: Callable[[str], str] | None = None,
) -> Sample:
    sample = Sample()
    for round_ in range(repeat):
        if before is not None:
            before(round_)
        cpu, wall, out = timed(cmd, cwd, env, ok)
        sample.cpu.append(cpu)
        sample.wall.append(wall)
        if after is not None:
            sample.notes.append(after(out))
    print(
        f"  {label}: CPU {sample.cpu_median:.3f} s, wall {sample.wall_median:.3f} s"
        + (f" ({sample.notes[-1]})" if sample.notes else ""),
        file=sys.stderr,
    )
    return sample


# --- inputs -----------------------------------------------------------------------------


def unique_copies(captures: Path, into: Path) -> Path:
    """Two copies of the captures; every file of the second gets a distinct comment in
    its own syntax (after a PDF's %%EOF, a JSON file's trailing whitespace), so no file
    of one copy is byte-identical to one of the other."""
    root = into / "captures-x2"
    shutil.copytree(captures, root / "a")
    shutil.copytree(captures, root / "b")
    for path in sorted((root / "b").rglob("*")):
        if not path.is_file():
            continue
        path.chmod(0o644)
        data = path.read_bytes()
        suffix = path.suffix.lower()
        if data.startswith(b"%PDF-"):
            data += b"\n% second copy\n"
        elif suffix == ".json":
            data = data.rstrip() + b"\n\n"
        elif suffix in (".html", ".htm"):
            data += b"\n<!-- second copy -->\n"
        else:
            data += b"\n# second copy\n"
        path.write_bytes(data)
    for path in (root / "a").rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    return root


def size_of(root: Path) -> tuple[int, int]:
    files = [p for p in root.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


# --- the runs ---------------------------------------------------------------------------


def scan_runs(captures: Path, work: Path, env: dict[str, str], repeat: int) -> dict[str, Sample]:
    root = unique_copies(captures, work)
    files, size = size_of(root)
    print(f"scan input: {files} files, {size / 1e6:.1f} MB ({root})", file=sys.stderr)
    cache = work / "scan-cache"
    rows: dict[str, Sample] = {}
    rows["detect-secrets"] = measure(
        "detect-secrets scan --all-files",
        [DETECT_SECRETS, "scan", "--all-files", "."],
        root,
        env,
        repeat,
        ok={0},
    )
    scan = [FG, "scan", ".", "--format", "json", "--exit-zero"]

    def counts(out: str) -> str:
        summary = json.loads(out)["summary"]
        return f"{summary['analysed']} analysed, {summary['from_cache']} from the cache"

    rows["scan-cold"] = measure(
        "fixture-guard scan, cold (--no-cache)",
        [*scan, "--no-cache"],
        root,
        env,
        repeat,
        after=counts,
    )
    timed([*scan, "--cache-dir", str(cache)], root, env, {0, 1})  # fill the cache
    rows["scan-warm"] = measure(
        "fixture-guard scan, warm",
        [*scan, "--cache-dir", str(cache)],
        root,
        env,
        repeat,
        after=counts,
    )
    page = root / "b" / "html" / "es-mx_unocero_tech-news-android-apps.html"

    def edit(round_: int) -> None:
        with page.open("ab") as handle:
            handle.write(f"<!-- edit {round_} -->\n".encode())

    rows["scan-edit"] = measure(
        "fixture-guard scan, one file edited",
        [*scan, "--cache-dir", str(cache)],
        root,
        env,
        repeat,
        before=edit,
        after=counts,
    )
    rows["_size"] = Sample()
    rows["_size"].notes = [f"{files} files, {size / 1e6:.1f} MB"]
    return rows


def check_runs(extra: int, work: Path, env: dict[str, str], repeat: int) -> dict[str, Sample]:
    tree = scale_example_bench(work / "repo", extra)
    hook_config(tree)
    fixtures = sorted(p for p in (tree / "fixtures").rglob("*") if p.is_file())
    print(f"check input: {len(fixtures)} fixtures ({tree})", file=sys.stderr)
    for args in (
        ["init", "-q", "-b", "main"],
        ["add", "-A"],
        ["commit", "-q", "-m", "bench"],
    ):
        subprocess.run(["git", *args], cwd=tree, env=env, check=True)
    rows: dict[str, Sample] = {}
    check = [FG, "check", "--format", "json"]

    def counts(out: str) -> str:
        summary = json.loads(out)["summary"]
        return f"{summary['analysed']} analysed, {summary['from_cache']} from the cache"

    rows["check-cold"] = measure(
        "check, cold (--no-cache)", [*check, "--no-cache"], tree, env, repeat, after=counts
    )
    timed(check, tree, env, {0, 1})  # fill the cache
    rows["check-warm"] = measure("check, warm", check, tree, env, repeat, after=counts)
    edited = tree / "fixtures/beta-search/search/gs-x0005.json"
    original = edited.read_bytes()

    def plant(round_: int) -> None:
        envelope = json.loads(original)
        envelope["request"]["headers"]["x-api-key"] = KEY[:-2] + f"{round_:02d}"
        edited.write_text(json.dumps(envelope, indent=2), encoding="utf-8")

    def reported(out: str) -> str:
        document = json.loads(out)
        found = [
            f["code"] for f in document["findings"] if f["path"].endswith("search/gs-x0005.json")
        ]
        if "FG501" not in found:
            raise SystemExit(f"the edited fixture's key was not reported: {found}")
        return counts(out) + f"; edited file: {', '.join(sorted(set(found)))}"

    rows["check-edit"] = measure(
        "check, one fixture edited", check, tree, env, repeat, before=plant, after=reported
    )
    edited.write_bytes(original)
    timed(check, tree, env, {0, 1})  # the cache back in step with the tree

    subprocess.run(
        [str(BIN / "pre-commit"), "run", "--files", "pyproject.toml"],
        cwd=tree,
        env=env,
        capture_output=True,
        check=False,
    )  # pre-commit's first run initialises its store: not timed
    rows["pre-commit"] = measure(
        "yardstick: pre-commit run, no fixture staged (its own overhead)",
        [str(BIN / "pre-commit"), "run", "--files", "pyproject.toml"],
        tree,
        env,
        repeat,
    )
    one_provider = [f"fixtures/alpha-search/search/gs-x{n:04d}.json" for n in range(10, 15)]
    three_providers = [
        "fixtures/alpha-search/search/gs-x0020.json",
        "fixtures/alpha-search/search/gs-x0021.json",
        "fixtures/beta-search/search/gs-x0022.json",
        "fixtures/gamma-search/search/gs-x0023.json",
        "fixtures/gamma-search/errors/429.json",
    ]
    for key, label, five in (
        ("hook-1", "5 re-recorded fixtures of one provider + manifest.json", one_provider),
        ("hook-3", "5 re-recorded fixtures of three providers + manifest.json", three_providers),
    ):
        rows[key] = measure(
            f"pre-commit run, {label}",
            [str(BIN / "pre-commit"), "run"],
            tree,
            env,
            repeat,
            ok={0},
            before=_recorder(tree, env, five),
        )
        subprocess.run(["git", "commit", "-q", "-m", key], cwd=tree, env=env, check=True)
    rows["_size"] = Sample()
    rows["_size"].notes = [f"{len(fixtures)} fixtures"]
    return rows


def _recorder(tree: Path, env: dict[str, str], five: list[str]) -> Callable[[int], None]:
    """Before each run: the five fixtures re-recorded (a byte more of whitespace, a
    valid envelope still), their manifest entries rehashed, all six files staged."""
    import hashlib

    originals = {rel: (tree / rel).read_bytes() for rel in five}

    def stage(round_: int) -> None:
        manifest = json.loads((tree / "manifest.json").read_text(encoding="utf-8"))
        entries = {
            f"fixtures/{path}": entry
            for files in manifest["cases"].values()
            for path, entry in files.items()
        }
        for rel, data in originals.items():
            new = data.rstrip() + b"\n" * (2 + round_ % 2)
            (tree / rel).write_bytes(new)
            entries[rel].update(sha256=hashlib.sha256(new).hexdigest(), bytes=len(new))
        (tree / "manifest.json").write_text(
            json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        subprocess.run(["git", "add", *five, "manifest.json"], cwd=tree, env=env, check=True)

    return stage


def yardstick(env: dict[str, str], repeat: int) -> Sample:
    return measure("python -c pass", [sys.executable, "-c", "pass"], REPO, env, repeat, ok={0})


# --- report -----------------------------------------------------------------------------


def report(scan: dict[str, Sample], check: dict[str, Sample], python: Sample) -> None:
    ds = scan["detect-secrets"]
    print("\n### Scan: two unique copies of the captures\n")
    print(f"Input: {scan['_size'].notes[0]}.\n")
    print("| what | CPU s (median) | wall s (median) | CPU × detect-secrets | per-file analysis |")
    print("|---|---:|---:|---:|---|")
    for key, label in (
        ("detect-secrets", "`detect-secrets scan --all-files`"),
        ("scan-cold", "`fixture-guard scan` cold (`--no-cache`)"),
        ("scan-warm", "`fixture-guard scan` warm"),
        ("scan-edit", "`fixture-guard scan`, one file edited"),
    ):
        s = scan[key]
        note = s.notes[-1] if s.notes else ""
        print(
            f"| {label} | {s.cpu_median:.2f} | {s.wall_median:.2f} | "
            f"{s.cpu_median / ds.cpu_median:.3f} | {note} |"
        )
    cold = check["check-cold"]
    print("\n### Check: the synthetic tree\n")
    print(f"Tree: {check['_size'].notes[0]} (`bench/synthetic_tree.py`).\n")
    print("| what | CPU s (median) | wall s (median) | CPU × cold | per-file analysis |")
    print("|---|---:|---:|---:|---|")
    for key, label in (
        ("check-cold", "`check` cold (`--no-cache`)"),
        ("check-warm", "`check` warm (second run, tree unchanged)"),
        ("check-edit", "`check`, one fixture edited"),
        ("pre-commit", "yardstick: `pre-commit run`, no fixture staged"),
        ("hook-1", "`pre-commit run`: 5 fixtures of one provider + manifest.json"),
        ("hook-3", "`pre-commit run`: 5 fixtures of three providers + manifest.json"),
    ):
        s = check[key]
        note = s.notes[-1] if s.notes else ""
        print(
            f"| {label} | {s.cpu_median:.2f} | {s.wall_median:.2f} | "
            f"{s.cpu_median / cold.cpu_median:.3f} | {note} |"
        )
    print(
        f"\nYardstick: `python -c pass` {python.cpu_median:.3f} s CPU, "
        f"{python.wall_median:.3f} s wall.\n"
    )
    warm, hook = check["check-warm"], check["hook-1"]
    targets = [
        (
            "full scan CPU ≤ 1/20 of detect-secrets' (cold)",
            scan["scan-cold"].cpu_median / ds.cpu_median,
            1 / 20,
        ),
        (
            "full scan CPU ≤ 1/20 of detect-secrets' (warm)",
            scan["scan-warm"].cpu_median / ds.cpu_median,
            1 / 20,
        ),
        ("second check CPU ≤ 1/10 of the first", warm.cpu_median / cold.cpu_median, 1 / 10),
        ("second check wall ≤ 0.5 s", warm.wall_median, 0.5),
        ("hook on a 5-file commit (one provider) ≤ 1 s wall", hook.wall_median, 1.0),
        ("hook on a 5-file commit (three providers) ≤ 1 s wall", check["hook-3"].wall_median, 1.0),
    ]
    print("| target | measured | target | met |")
    print("|---|---:|---:|---|")
    for label, value, limit in targets:
        print(f"| {label} | {value:.3f} | {limit:.3f} | {'yes' if value <= limit else 'no'} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--captures", type=Path, default=REPO.parent / "shared" / "captures")
    parser.add_argument("--extra", type=int, default=1215, help="synthetic tree: cases added")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="work here and keep the inputs")
    parser.add_argument("--skip-scan", action="store_true")
    parser.add_argument(
        "--venv",
        type=Path,
        help="time the fixture-guard and detect-secrets of this virtualenv (e.g. one made "
        "with `pip install .`, no dev extras, as pre-commit installs it)",
    )
    args = parser.parse_args()
    global FG, DETECT_SECRETS
    if args.venv is not None:
        FG = str(args.venv / "bin" / "fixture-guard")
        DETECT_SECRETS = str(args.venv / "bin" / "detect-secrets")
    captures = args.captures
    if not captures.is_dir():
        for base in (REPO.parent, REPO.parent.parent):
            if (base / "shared" / "captures").is_dir():
                captures = base / "shared" / "captures"
    env = {
        **os.environ,
        **GIT_ENV,
        "PATH": os.pathsep.join([str(Path(FG).parent), str(BIN), os.environ.get("PATH", "")]),
        "NO_COLOR": "1",
    }
    env.pop("CI", None)
    work = args.keep or Path(tempfile.mkdtemp(prefix="fg-speed-"))
    env["PRE_COMMIT_HOME"] = str(work / ".pre-commit-home")
    print(f"Machine: {machine()}.", flush=True)
    print(f"fixture-guard: {FG}; detect-secrets: {DETECT_SECRETS}.", flush=True)
    try:
        python = yardstick(env, args.repeat)
        scan = {} if args.skip_scan else scan_runs(captures, work, env, args.repeat)
        check = check_runs(args.extra, work, env, args.repeat)
        if scan:
            report(scan, check, python)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
