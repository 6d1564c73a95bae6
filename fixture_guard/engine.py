"""Running rule families over a tree: selection, severities, waivers, and the report."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path, PurePosixPath

import pathspec

from fixture_guard.baseline import Review
from fixture_guard.cache import Cache, activated
from fixture_guard.config import Config, Waiver
from fixture_guard.errors import ConfigError, InputError
from fixture_guard.finding import Finding, Severity
from fixture_guard.manifest import load_manifest
from fixture_guard.perfile import Analyser, ProgressCallback, TreeFiles
from fixture_guard.rules import FAMILIES, REGISTRY, CheckContext
from fixture_guard.rules.base import relative_display
from fixture_guard.tree import (
    FixtureTree,
    is_covered_by_manifest,
    lexical_base,
    real_path,
    resolve_within,
)


@dataclass(frozen=True)
class WaivedFinding:
    finding: Finding
    waiver: Waiver


@dataclass(frozen=True)
class BaselinedFinding:
    """A finding someone reviewed and accepted (`fixture-guard baseline add`)."""

    finding: Finding
    review: Review


@dataclass
class CheckReport:
    """What a run found, ready for any reporter."""

    findings: list[Finding]
    waived: list[WaivedFinding] = field(default_factory=list)
    baselined: list[BaselinedFinding] = field(default_factory=list)
    #: provider → class → count, when the classes family ran.
    coverage: dict[str, dict[str, int]] | None = None
    files_checked: int = 0
    #: Files whose per-file analysis ran in this run, and files served from the cache.
    files_analysed: int = 0
    files_cached: int = 0

    def counts(self) -> Counter[str]:
        return Counter(f.severity.value for f in self.findings)

    @property
    def has_errors(self) -> bool:
        return any(f.severity is Severity.ERROR for f in self.findings)

    @property
    def disqualified(self) -> dict[str, list[Finding]]:
        """Provider → the disqualifying findings against it (read by `score`)."""
        result: dict[str, list[Finding]] = {}
        for finding in self.findings:
            if finding.disqualifying and finding.provider:
                result.setdefault(finding.provider, []).append(finding)
        return result


def parse_codes(values: Iterable[str], option: str) -> frozenset[str]:
    """`FG2`, `FG205`, `FG2,FG3` → matching rule codes; an unknown one is a usage error."""
    codes: set[str] = set()
    for value in values:
        for item in filter(None, (v.strip().upper() for v in value.split(","))):
            matched = {code for code in REGISTRY if code.startswith(item)}
            if not matched:
                raise ConfigError(f"{option}: {item} matches no rule (see `fixture-guard rules`)")
            codes |= matched
    return frozenset(codes)


@cache
def _compiled(patterns: tuple[str, ...]) -> tuple[tuple[bool, re.Pattern[str]], ...]:
    """Each pattern as (include, regex), translated by pathspec's gitignore patterns.

    A pattern is anchored at the project folder (a leading `/` is implied), so
    `*.json` names top-level files only, unlike in a .gitignore.
    """
    factory = pathspec.lookup_pattern("gitignore")
    compiled = []
    for raw in patterns:
        negated = raw.startswith("!")
        body = raw[1:] if negated else raw
        pattern = factory(("!" if negated else "") + "/" + body.lstrip("/"))
        # A blank or comment line has no regex and decides nothing.
        if isinstance(pattern, pathspec.RegexPattern) and pattern.regex is not None:
            compiled.append((bool(pattern.include), pattern.regex))
    return tuple(compiled)


def path_matches(path: str, patterns: tuple[str, ...]) -> bool:
    """Whether a finding's path matches waiver or exclude globs, relative to the project.

    `**` crosses folders, `*` and `?` do not (`fixtures/*` is not `fixtures/a/b.json`);
    a folder, or a pattern ending in `/`, covers everything under it; the last matching
    pattern decides, so `!` excepts paths from an earlier one (as in .gitignore). An
    absolute path (`scan /tmp/raw.json`) lies outside the project and matches nothing.
    """
    if path.startswith("/"):
        return False
    matched = False
    for include, regex in _compiled(patterns):
        if regex.match(path):
            matched = include
    return matched


class PathOutsideRoot(InputError):
    """A path given to `check` lies outside the fixture root."""


def build_context(
    config: Config, *, paths: Iterable[Path] | None = None, skip_outside_root: bool = False
) -> CheckContext:
    """Open the tree and its manifest; `paths` narrows the run to some files of the tree.

    A path that does not exist is an error: a commit hook never passes one (pre-commit
    passes no deleted file), so it is a typo or a stale argument. A path outside the
    fixture root is an error too, unless `skip_outside_root`: a hook's file pattern is
    broad and passes other files of the repository, which are simply not ours.
    """
    if not config.root.is_dir():
        raise InputError(
            f"fixture root {relative_display(config.root, config.project_dir)} is not a folder"
        )
    tree = FixtureTree.at(config.root)
    # The manifest is read through the tree's wall: a symlink out of it is refused.
    manifest_path = resolve_within(
        lexical_base(config.manifest_path, config.root), config.manifest_path, what="the manifest"
    )
    selected = None
    if paths is not None:
        selected = _select(tree, config, list(paths), skip_outside_root=skip_outside_root)
    manifest = load_manifest(
        manifest_path, relative_display(config.manifest_path, config.project_dir)
    )
    return CheckContext(config=config, tree=tree, manifest=manifest, selected=selected)


def _select(
    tree: FixtureTree, config: Config, paths: list[Path], *, skip_outside_root: bool
) -> frozenset[str] | None:
    root_shown = relative_display(config.root, Path.cwd()) + "/"
    own_files = {
        real_path(p) for p in (config.manifest_path, config.golden_set_path, config.judgments_path)
    }
    chosen: set[str] = set()
    for path in paths:
        absolute = path if path.is_absolute() else Path.cwd() / path
        if not absolute.exists() and not absolute.is_symlink():
            raise InputError(
                f"{path}: no such file or folder (give files or folders of the fixture root "
                f"{root_shown}, or no path to check the whole tree)"
            )
        if real_path(absolute) == real_path(config.manifest_path):
            chosen.add("manifest.json")
            continue
        rel = _tree_relative(tree, absolute)
        if rel is None:
            if skip_outside_root or real_path(absolute) in own_files:
                continue  # a hook's staged file elsewhere in the repository: not ours
            raise PathOutsideRoot(
                f"{path} is outside the fixture root {root_shown}: only files inside it are checked "
                "(`fixture-guard scan` reads any file; --skip-outside-root ignores such paths, "
                "as it does by default under pre-commit)"
            )
        if rel == ".":
            return None  # the whole tree
        if absolute.is_dir():
            prefix = rel + "/"
            chosen.update(f for f in tree.files if f.startswith(prefix))
        else:
            chosen.add(rel)
    return frozenset(chosen)


def _tree_relative(tree: FixtureTree, path: Path) -> str | None:
    """`path` in the tree, or None. A symlink is placed by its folder, not by its target:
    a symlink in the tree is the tree's to report (FG2xx), wherever it points."""
    if not path.is_symlink():
        return tree.relative(path)
    try:
        return PurePosixPath((real_path(path.parent) / path.name).relative_to(tree.root)).as_posix()
    except ValueError:
        return None


def enabled_codes(
    config: Config, *, select: frozenset[str] | None = None, ignore: frozenset[str] = frozenset()
) -> set[str]:
    """Rules that run: selected, not ignored, and not turned off in the config."""
    return {
        code
        for code in REGISTRY
        if (select is None or code in select)
        and code not in ignore
        and config.severity.get(code, REGISTRY[code].severity) is not None
    }


def run_check(
    ctx: CheckContext,
    *,
    select: frozenset[str] | None = None,
    ignore: frozenset[str] = frozenset(),
    families: Iterable[str] | None = None,
    cache: Cache | None = None,
    jobs: int | None = None,
    progress: ProgressCallback | None = None,
) -> CheckReport:
    """Run the families, then apply severities, path excludes, waivers and the baseline.

    The content families' per-file work is done first, in one pass over the selected
    files (`perfile`): served from `cache` for unchanged files, the rest analysed in this
    process or over `jobs` processes. The tree-level rules always run.
    """
    config = ctx.config
    enabled = enabled_codes(config, select=select, ignore=ignore)
    names = list(families) if families is not None else list(FAMILIES)
    content = _content_families(names, enabled)
    analyser = Analyser(config, cache, jobs=jobs, progress=progress)
    ctx.files = TreeFiles(ctx, analyser, content)
    with activated(cache):  # schema validations are remembered by content too
        if content:
            ctx.files.prepare(_files_to_analyse(ctx))
        raw: list[Finding] = []
        for name in names:
            module = FAMILIES[name]
            if not any(rule.code in enabled for rule in module.RULES):
                continue
            raw.extend(f for f in module.check(ctx) if f.code in enabled)
        raw.extend(_scan_unlisted(ctx, content, enabled))
        files = ctx.tree.files if ctx.selected is None else ctx.selected
        report = settle(raw, config, today=ctx.today, files_checked=len(files))
        report.files_analysed = analyser.counts.analysed
        report.files_cached = analyser.counts.cached
        if "classes" in names:
            from fixture_guard.rules.classes import coverage

            report.coverage = coverage(ctx)
    if cache is not None:
        cache.save()
    return report


def _content_families(names: Iterable[str], enabled: set[str]) -> list[str]:
    """The families with a per-file `scan` and an enabled rule, in registry order."""
    return [
        name
        for name in names
        if callable(getattr(FAMILIES[name], "scan", None))
        and any(rule.code in enabled for rule in FAMILIES[name].RULES)
    ]


def _files_to_analyse(ctx: CheckContext) -> list[str]:
    """The selected files the content families read: those the manifest lists, and the
    unlisted ones it should (a fixture staged before its entry), symlinks left out."""
    listed = ctx.manifest.by_path
    chosen = []
    for rel in ctx.tree.files:
        if not ctx.is_selected(rel) or ctx.tree.is_symlink(rel):
            continue
        if rel in listed or is_covered_by_manifest(rel):
            chosen.append(rel)
    return chosen


def _scan_unlisted(ctx: CheckContext, content: list[str], enabled: set[str]) -> Iterator[Finding]:
    """The content families (those exporting `scan`) on files the manifest does not list.

    Their `check` reads what the manifest lists; a fixture staged before its manifest
    entry (FG203) must still be searched for keys and personal data, or the first commit
    of a leaked key would pass with nothing but "not in the manifest".
    """
    if not content:
        return
    from fixture_guard.rules.secrets import Unscanned
    from fixture_guard.scan import READ_LIMIT

    listed = ctx.manifest.by_path
    for rel in ctx.tree.files:
        if (
            rel in listed
            or not is_covered_by_manifest(rel)
            or not ctx.is_selected(rel)
            or ctx.tree.is_symlink(rel)  # FG2xx reports it; never read through it
        ):
            continue
        problem = ctx.files.unreadable(rel)
        if problem is not None:
            yield Unscanned.finding(ctx.display(rel), problem, key=problem)
            continue
        if ctx.files.head_only(rel):
            yield Unscanned.finding(
                ctx.display(rel),
                f"only the first {READ_LIMIT // 1_048_576} MB were scanned",
                key="head-only",
            )
        for name in content:
            yield from (f for f in ctx.files.findings(name, rel) if f.code in enabled)


def settle(
    raw: Iterable[Finding], config: Config, *, today: dt.date, files_checked: int
) -> CheckReport:
    """Apply severities, path excludes, waivers and reviewed findings to raw findings.

    `check` and `scan` share it, so a finding is reported, waived or baselined the same
    way whichever command found it.
    """
    from fixture_guard.baseline import load_baseline

    baseline = load_baseline(config)
    report = CheckReport(findings=[], files_checked=files_checked)
    active_waivers = [w for w in config.waivers if not w.is_expired(today)]
    for finding in _dedupe(raw):
        level = config.severity.get(finding.code)
        if level is not None:
            finding = dataclasses.replace(finding, severity=level)
        if config.exclude and path_matches(finding.path, config.exclude):
            continue
        waiver = next(
            (
                w
                for w in active_waivers
                if finding.code in w.rules and path_matches(finding.path, w.paths)
            ),
            None,
        )
        if waiver is not None:
            report.waived.append(WaivedFinding(finding, waiver))
            continue
        review = baseline.review_of(finding)
        if review is not None:
            report.baselined.append(BaselinedFinding(finding, review))
        else:
            report.findings.append(finding)
    report.findings.sort(key=Finding.sort_key)
    report.waived.sort(key=lambda w: w.finding.sort_key())
    report.baselined.sort(key=lambda b: b.finding.sort_key())
    return report


def _dedupe(findings: Iterable[Finding]) -> list[Finding]:
    seen: set[tuple[str, str, int | None, str]] = set()
    unique = []
    for finding in findings:
        identity = (finding.code, finding.path, finding.line, finding.message)
        if identity not in seen:
            seen.add(identity)
            unique.append(finding)
    return unique
