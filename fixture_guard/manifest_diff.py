"""`manifest diff`: what changed in manifest.json between two states, for a reviewer.

A side is a git revision (read with `git cat-file`, never checked out), the working
tree, or a manifest file. The diff lists, per case, the files added, removed and
re-hashed, the capture dates changed and the flags flipped, and calls out first what a
reviewer must look at:

- a working-tree file whose bytes differ from the manifest beside it — changed, not
  re-hashed: a hand edit no manifest change would show;
- content changed while `captured_at` stayed the same — a hand edit;
- `sha256` changed while `sha256_original` did not — a re-redaction (fine, but shown);
- an `_shared/expected/` file changed while the artifacts it cites did not — a span
  adjusted by hand, which the specification forbids (re-capture it instead); when both
  states can be read, each observation whose span moved over the same text, or whose
  text changed to fit, is named, whatever `captured_at` says;
- `synthetic` switched on;
- a provider losing the last fixture of a class.

Everything but the re-redaction notice is *suspicious*: the command exits 1 on it.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fixture_guard.errors import InputError, UnsafePath
from fixture_guard.expected import Observation, parse_expected
from fixture_guard.jsonfile import JsonError
from fixture_guard.manifest import CLASSES, Entry, Manifest, parse_manifest, sha256_file
from fixture_guard.tree import FixtureTree, provider_of, unsafe_reason

GIT_TIMEOUT = 30.0
WORKING_TREE = "working tree"
#: Flags whose flip is listed per file (and, for `synthetic` switched on, called out).
FLAGS = ("class", "synthetic", "truncated", "kind")


class GitError(InputError):
    """git could not answer: not a repository, no such revision, a shallow clone…"""


# --- the two sides -------------------------------------------------------------------------


@dataclass(frozen=True)
class Side:
    """One state of the manifest, and a way to read the fixture files of that state."""

    label: str
    manifest: Manifest
    #: Reads a file of the tree (path relative to the fixture root) in this state;
    #: None when the file is absent or this side has no tree (a bare manifest file).
    read: Callable[[str], bytes | None]
    #: The fixture root on disk, for the working tree only: its files are compared with
    #: the manifest beside them.
    root: Path | None = None


def _git(
    args: list[str], cwd: Path, *, timeout: float = GIT_TIMEOUT
) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    try:
        return subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, timeout=timeout, env=env, check=False
        )
    except FileNotFoundError:
        raise GitError(
            "git is not installed: give two manifest files instead of revisions"
        ) from None
    except subprocess.TimeoutExpired:
        raise GitError(f"git {args[0]} did not answer within {timeout:.0f} s") from None


def _first_line(data: bytes) -> str:
    text = data.decode("utf-8", "replace").strip()
    return text.splitlines()[-1] if text else ""


@dataclass(frozen=True)
class GitRepo:
    """The git repository holding the manifest, and where the fixture tree sits in it."""

    toplevel: Path
    shallow: bool

    @classmethod
    def around(cls, directory: Path) -> GitRepo:
        result = _git(["rev-parse", "--show-toplevel", "--is-shallow-repository"], directory)
        if result.returncode != 0:
            raise GitError(
                f"{directory} is not in a git repository: revisions cannot be read "
                "(give two manifest files instead)"
            )
        lines = result.stdout.decode("utf-8", "replace").splitlines()
        return cls(toplevel=Path(lines[0]).resolve(), shallow=lines[1:2] == ["true"])

    def in_repo(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self.toplevel).as_posix()
        except ValueError:
            raise GitError(f"{path} is outside the git repository {self.toplevel}") from None

    def commit_of(self, revision: str) -> str:
        if revision.startswith("-"):
            raise GitError(f"{revision!r} is not a revision")
        result = _git(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", f"{revision}^{{commit}}"],
            self.toplevel,
        )
        if result.returncode != 0:
            if self.shallow:
                raise GitError(
                    f"revision {revision!r} is not in this shallow clone: its history is cut "
                    "(fetch it with `git fetch --unshallow`, "
                    "or `fetch-depth: 0` in actions/checkout)"
                )
            raise GitError(f"revision {revision!r} does not exist in {self.toplevel}")
        return result.stdout.decode().strip()

    def blob(self, commit: str, path: str) -> bytes | None:
        result = _git(["cat-file", "blob", f"{commit}:{path}"], self.toplevel)
        return result.stdout if result.returncode == 0 else None


def _manifest_from(data: bytes, path: Path, label: str) -> Manifest:
    return parse_manifest(data, path=path, display=label)


def working_tree_side(manifest_path: Path, root: Path, display: str) -> Side:
    try:
        data = manifest_path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"{display}: no manifest in the working tree") from None
    except OSError as exc:
        raise InputError(f"{display}: cannot read: {exc.strerror}") from None

    def read(rel: str) -> bytes | None:
        try:
            return (root / rel).read_bytes()
        except OSError:
            return None

    return Side(
        WORKING_TREE,
        _manifest_from(data, manifest_path, f"{display} ({WORKING_TREE})"),
        read,
        root=root,
    )


def file_side(path: Path) -> Side:
    """A manifest file on its own: its fixtures are not at hand."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None
    return Side(str(path), _manifest_from(data, path, str(path)), lambda rel: None)


def revision_side(
    repo: GitRepo, revision: str, manifest_path: Path, root: Path, display: str
) -> Side:
    commit = repo.commit_of(revision)
    manifest_in_repo = repo.in_repo(manifest_path)
    root_in_repo = repo.in_repo(root)
    data = repo.blob(commit, manifest_in_repo)
    if data is None:
        raise GitError(f"{display} does not exist at revision {revision!r} ({commit[:12]})")
    prefix = "" if root_in_repo == "." else root_in_repo + "/"
    return Side(
        revision,
        _manifest_from(data, manifest_path, f"{display} at {revision}"),
        lambda rel: repo.blob(commit, prefix + rel),
    )


def open_sides(
    specs: tuple[str, ...], *, manifest_path: Path, root: Path, project_dir: Path, display: str
) -> tuple[Side, Side]:
    """The two sides named on the command line: `[A [B]]`, each a manifest file or a
    git revision; A defaults to HEAD and B to the working tree."""
    if len(specs) > 2:
        raise InputError("manifest diff takes at most two revisions or manifest files")
    named: list[str | None] = list(specs)
    if not named:
        named = ["HEAD", None]
    elif len(named) == 1:
        named.append(None)
    repo: GitRepo | None = None
    sides = []
    for spec in named:
        if spec is None:
            sides.append(working_tree_side(manifest_path, root, display))
        elif Path(spec).is_file():
            sides.append(file_side(Path(spec)))
        else:
            # The repository is the one holding the manifest, wherever the command runs.
            where = manifest_path.parent if manifest_path.parent.is_dir() else project_dir
            repo = repo or GitRepo.around(where)
            sides.append(revision_side(repo, spec, manifest_path, root, display))
    return sides[0], sides[1]


# --- the diff ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Callout:
    """Something a reviewer must look at; `suspicious` ones make the command exit 1."""

    kind: str  # hand-edit | re-redaction | expected-edited | synthetic-on | class-lost
    path: str  # tree path, or provider/ for class-lost
    case: str | None
    message: str
    suspicious: bool = True

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "path": self.path,
            "case": self.case,
            "message": self.message,
            "suspicious": self.suspicious,
        }


@dataclass(frozen=True)
class FileChange:
    path: str
    change: str  # added | removed | changed | not-rehashed (working tree only)
    old: Entry | None
    new: Entry | None
    details: tuple[str, ...] = ()

    @property
    def rehashed(self) -> bool:
        return self.old is not None and self.new is not None and self.old.sha256 != self.new.sha256

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "path": self.path,
            "change": self.change,
            "details": list(self.details),
        }
        for name, entry in (("old", self.old), ("new", self.new)):
            data[name] = None if entry is None else {"case": entry.case, **entry.to_raw()}
        return data


@dataclass
class ManifestDiff:
    a: str
    b: str
    callouts: list[Callout] = field(default_factory=list)
    #: case → its file changes (a file moved between cases shows under its new case).
    cases: dict[str, list[FileChange]] = field(default_factory=dict)

    @property
    def suspicious(self) -> list[Callout]:
        return [c for c in self.callouts if c.suspicious]

    @property
    def notices(self) -> list[Callout]:
        return [c for c in self.callouts if not c.suspicious]

    @property
    def changes(self) -> list[FileChange]:
        return [change for changes in self.cases.values() for change in changes]

    def counts(self) -> dict[str, int]:
        changes = self.changes
        return {
            "cases": len(self.cases),
            "added": sum(c.change == "added" for c in changes),
            "removed": sum(c.change == "removed" for c in changes),
            "rehashed": sum(c.rehashed for c in changes),
            "changed": sum(c.change == "changed" for c in changes),
            "not_rehashed": sum(c.change == NOT_REHASHED for c in changes),
            "suspicious": len(self.suspicious),
            "notices": len(self.notices),
        }


def _short(digest: str | None) -> str:
    return f"{digest[:12]}…" if digest else "none"


def _flag(entry: Entry, name: str) -> Any:
    return {
        "class": entry.cls,
        "synthetic": entry.synthetic,
        "truncated": entry.truncated,
        "kind": entry.kind,
    }[name]


def _details(old: Entry, new: Entry) -> tuple[str, ...]:
    details = []
    if old.case != new.case:
        details.append(f"moved from case {old.case}")
    if old.sha256 != new.sha256:
        details.append(f"re-hashed {_short(old.sha256)} → {_short(new.sha256)}")
    if old.sha256_original != new.sha256_original:
        details.append(
            f"sha256_original {_short(old.sha256_original)} → {_short(new.sha256_original)}"
        )
    if old.captured_at != new.captured_at:
        details.append(f"captured_at {old.captured_at} → {new.captured_at}")
    for name in FLAGS:
        before, after = _flag(old, name), _flag(new, name)
        if before != after:
            details.append(f"{name} {json.dumps(before)} → {json.dumps(after)}")
    if old.bytes != new.bytes and old.sha256 == new.sha256:
        details.append(f"bytes {old.bytes} → {new.bytes}")
    return tuple(details)


def _cited_artifacts(side: Side, rel: str, entry: Entry, manifest: dict[str, Entry]) -> set[str]:
    """The artifacts an expected file cites in this state; without its content (a bare
    manifest file), the `_shared/` documents of the same case."""
    data = side.read(rel)
    if data is not None:
        try:
            parsed = parse_expected(data)
        except JsonError:
            parsed = None
        if parsed is not None:
            return {obs.artifact for obs in parsed.observations if obs.artifact}
    return {
        path
        for path, other in manifest.items()
        if other.case == entry.case and path.startswith(("_shared/html/", "_shared/pdf/"))
    }


def _class_counts(manifest: Manifest) -> dict[str, dict[str, int]]:
    counts: dict[str, dict[str, int]] = {}
    for entry in manifest.entries:
        provider = provider_of(entry.path)
        if provider and entry.cls:
            counts.setdefault(provider, {}).setdefault(entry.cls, 0)
            counts[provider][entry.cls] += 1
    return counts


def diff_manifests(a: Side, b: Side) -> ManifestDiff:
    old_by_path, new_by_path = a.manifest.by_path, b.manifest.by_path
    diff = ManifestDiff(a=a.label, b=b.label)
    for rel in sorted(old_by_path.keys() | new_by_path.keys()):
        old, new = old_by_path.get(rel), new_by_path.get(rel)
        if old is None and new is not None:
            change = FileChange(rel, "added", None, new, (f"class {new.cls}",))
        elif new is None and old is not None:
            change = FileChange(rel, "removed", old, None, (f"class {old.cls}",))
        else:
            assert old is not None and new is not None
            details = _details(old, new)
            if not details:
                continue
            change = FileChange(rel, "changed", old, new, details)
        case = (new or old).case  # type: ignore[union-attr]
        diff.cases.setdefault(case, []).append(change)
    unhashed = _not_rehashed(b)
    for change in unhashed:
        assert change.new is not None
        diff.cases.setdefault(change.new.case, []).append(change)
    diff.cases = dict(sorted(diff.cases.items()))
    diff.callouts = _callouts(diff, a, b)
    # First: bytes on disk that no manifest records are the plainest hand edit of all.
    diff.callouts[:0] = [
        Callout(
            NOT_REHASHED,
            change.path,
            change.new.case if change.new else None,
            f"{NOT_REHASHED_TEXT}: {change.details[0]} — restore it, or record a re-capture "
            "with `fixture-guard manifest update --rehash` and a new --captured-at",
        )
        for change in unhashed
    ]
    return diff


#: A working-tree file whose bytes differ from its entry in the working-tree manifest.
NOT_REHASHED = "not-rehashed"
NOT_REHASHED_TEXT = "changed, not re-hashed"


def _not_rehashed(side: Side) -> list[FileChange]:
    """Working-tree files whose bytes differ from the manifest beside them: edited by hand
    and not (yet) re-hashed, so no manifest change shows them."""
    if side.root is None:
        return []
    tree = FixtureTree.at(side.root)
    changes = []
    for entry in side.manifest.entries:
        if not entry.sha256 or unsafe_reason(entry.path):
            continue  # malformed entries are check's findings (FG2xx)
        try:
            path = tree.resolve(entry.path)
            if not path.is_file():
                continue  # missing: check reports it (FG204)
            digest = sha256_file(path)
        except (OSError, UnsafePath):
            continue
        if digest != entry.sha256:
            changes.append(
                FileChange(
                    entry.path,
                    NOT_REHASHED,
                    entry,
                    entry,
                    (f"sha256 on disk {_short(digest)}, in the manifest {_short(entry.sha256)}",),
                )
            )
    return changes


def _callouts(diff: ManifestDiff, a: Side, b: Side) -> list[Callout]:
    callouts: list[Callout] = []
    old_by_path, new_by_path = a.manifest.by_path, b.manifest.by_path
    for change in diff.changes:
        old, new = change.old, change.new
        if old is None or new is None:
            continue
        if old.sha256 != new.sha256:
            same_original = bool(old.sha256_original) and old.sha256_original == new.sha256_original
            if old.captured_at == new.captured_at:
                callouts.append(
                    Callout(
                        "hand-edit",
                        change.path,
                        new.case,
                        f"content changed (sha256 {_short(old.sha256)} → {_short(new.sha256)}) but "
                        f"captured_at stayed {new.captured_at}: a hand edit"
                        + (
                            "; sha256_original is unchanged too — if this was a re-redaction of "
                            "the same capture, say so in the review"
                            if same_original
                            else ""
                        ),
                    )
                )
            elif same_original:
                callouts.append(
                    Callout(
                        "re-redaction",
                        change.path,
                        new.case,
                        f"re-redacted: sha256 {_short(old.sha256)} → {_short(new.sha256)} from the "
                        f"same capture (sha256_original {_short(new.sha256_original)} unchanged)",
                        suspicious=False,
                    )
                )
            if change.path.startswith("_shared/expected/"):
                callouts.extend(
                    _expected_span_callouts(change, a, b, old_by_path, new_by_path)
                    or _expected_callout(change, a, b, old_by_path, new_by_path)
                )
        if new.synthetic and not old.synthetic:
            callouts.append(
                Callout(
                    "synthetic-on",
                    change.path,
                    new.case,
                    f"synthetic switched on (class {new.cls}): "
                    "a captured fixture became an authored one",
                )
            )
    old_counts, new_counts = _class_counts(a.manifest), _class_counts(b.manifest)
    for provider, classes in sorted(old_counts.items()):
        for cls in CLASSES:
            if classes.get(cls, 0) and not new_counts.get(provider, {}).get(cls, 0):
                callouts.append(
                    Callout(
                        "class-lost",
                        f"{provider}/",
                        None,
                        f"provider {provider} lost its last `{cls}` fixture "
                        f"(had {classes[cls]}): it can no longer be compared on that class",
                    )
                )
    order = {
        "hand-edit": 0,
        "expected-edited": 1,
        "synthetic-on": 2,
        "class-lost": 3,
        "re-redaction": 4,
    }
    callouts.sort(key=lambda c: (order.get(c.kind, 9), c.path))
    return callouts


def _expected_callout(
    change: FileChange,
    a: Side,
    b: Side,
    old_by_path: dict[str, Entry],
    new_by_path: dict[str, Entry],
) -> list[Callout]:
    assert change.new is not None
    cited = _cited_artifacts(b, change.path, change.new, new_by_path)
    if not cited:
        return []
    recaptured = [
        path
        for path in cited
        if path not in old_by_path
        or path not in new_by_path
        or old_by_path[path].sha256 != new_by_path[path].sha256
    ]
    if recaptured:
        return []
    names = ", ".join(sorted(cited)[:3]) + (" …" if len(cited) > 3 else "")
    return [
        Callout(
            "expected-edited",
            change.path,
            change.new.case,
            f"expected observations changed while the artifact(s) they cite did not ({names}): "
            "a span adjusted by hand — re-capture the expected file instead",
        )
    ]


def _observations(side: Side, rel: str) -> dict[str, Observation] | None:
    data = side.read(rel)
    if data is None:
        return None
    try:
        parsed = parse_expected(data)
    except JsonError:
        return None
    return {obs.claim_id: obs for obs in parsed.observations}


def _expected_span_callouts(
    change: FileChange,
    a: Side,
    b: Side,
    old_by_path: dict[str, Entry],
    new_by_path: dict[str, Entry],
) -> list[Callout]:
    """Observations whose span or text changed while the artifact they cite did not:
    offsets moved over the same text, or the text changed to fit — a span adjusted by
    hand, whatever `captured_at` says (spec §3: re-capture, never adjust)."""
    assert change.new is not None
    before, after = _observations(a, change.path), _observations(b, change.path)
    if before is None or after is None:
        return []
    callouts = []
    for claim_id in sorted(before.keys() & after.keys()):
        old, new = before[claim_id], after[claim_id]
        if (old.span, old.text) == (new.span, new.text) or old.artifact != new.artifact:
            continue
        artifact = new.artifact or ""
        was, now = old_by_path.get(artifact), new_by_path.get(artifact)
        if was is None or now is None or was.sha256 != now.sha256:
            continue  # the artifact was re-captured: a new observation is expected
        if old.text == new.text:
            how = f"span {old.span} → {new.span} over the same text"
        elif old.span == new.span:
            how = f"text changed with the same span {new.span}"
        else:
            how = f"span {old.span} → {new.span} and its text changed to fit"
        callouts.append(
            Callout(
                "expected-edited",
                change.path,
                change.new.case,
                f"claim {claim_id}: {how}, while {artifact} did not change "
                f"(sha256 {_short(now.sha256)}): a span adjusted by hand — re-capture the "
                "expected file instead",
            )
        )
    return callouts


# --- output --------------------------------------------------------------------------------


def _code(text: str) -> str:
    """`text` as a Markdown code span that no backtick or pipe in it can break."""
    return "`" + text.replace("`", "'").replace("|", "\\|").replace("\n", " ") + "`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(diff: ManifestDiff) -> str:
    counts = diff.counts()
    lines = [
        "## fixture-guard manifest diff",
        "",
        f"{_code(diff.a)} → {_code(diff.b)}: {counts['cases']} case(s) changed; "
        f"{counts['added']} file(s) added, {counts['removed']} removed, "
        f"{counts['rehashed']} re-hashed"
        + (
            f"; {counts['not_rehashed']} file(s) {NOT_REHASHED_TEXT} in the working tree."
            if counts["not_rehashed"]
            else "."
        ),
        "",
    ]
    if not diff.cases:
        lines += ["No change in the manifest.", ""]
        return "\n".join(lines)
    suspicious, notices = diff.suspicious, diff.notices
    if suspicious:
        lines += [f"### ⚠ Suspicious ({len(suspicious)})", ""]
        lines += [f"- **{c.kind}** {_code(c.path)}: {_cell(c.message)}" for c in suspicious]
        lines.append("")
    else:
        lines += ["No suspicious change.", ""]
    if notices:
        lines += [f"### Notices ({len(notices)})", ""]
        lines += [f"- **{c.kind}** {_code(c.path)}: {_cell(c.message)}" for c in notices]
        lines.append("")
    lines += ["### Changes by case", ""]
    for case, changes in diff.cases.items():
        lines += [f"#### {_code(case)}", "", "| file | change | details |", "|---|---|---|"]
        for change in changes:
            what = "re-hashed" if change.rehashed else change.change
            what = NOT_REHASHED_TEXT if what == NOT_REHASHED else what
            lines.append(f"| {_code(change.path)} | {what} | {_cell('; '.join(change.details))} |")
        lines.append("")
    return "\n".join(lines)


def render_json(diff: ManifestDiff) -> str:
    data = {
        "a": diff.a,
        "b": diff.b,
        "counts": diff.counts(),
        "suspicious": [c.as_json() for c in diff.suspicious],
        "notices": [c.as_json() for c in diff.notices],
        "cases": {case: [c.as_json() for c in changes] for case, changes in diff.cases.items()},
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
