"""`[tool.fixture-guard]` in pyproject.toml: where it is found, what it may say.

Found as ruff finds its settings: the nearest pyproject.toml, from the working
directory upward, that has a `[tool.fixture-guard]` table. Paths in it are relative
to that file's directory. Command-line options override it (see `Config.override`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fixture_guard.errors import ConfigError
from fixture_guard.finding import Severity

TABLE = "fixture-guard"


@dataclass(frozen=True)
class Waiver:
    """A team's decision to accept a rule's findings on some paths, until a date."""

    rules: tuple[str, ...]
    paths: tuple[str, ...]
    reason: str
    owner: str
    expires: dt.date
    index: int  # position in the config, for messages

    def is_expired(self, today: dt.date) -> bool:
        return self.expires < today


@dataclass(frozen=True)
class Config:
    project_dir: Path
    source: Path | None = None  # the pyproject.toml read, if any
    root: Path = Path(".")
    manifest: Path | None = None  # default: <root>/manifest.json
    golden_set: Path | None = None  # default: <root>/golden-set.json
    judgments: Path | None = None  # default: <root>/judgments.json
    runs: Path | None = None  # default: <root>/runs
    severity: Mapping[str, Severity | None] = field(default_factory=dict)  # None = off
    exclude: tuple[str, ...] = ()
    waivers: tuple[Waiver, ...] = ()
    max_age_days: int | None = None
    role_mailboxes: tuple[str, ...] = ()
    provider_id_patterns: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    baseline: Path | None = None  # default: .fixture-guard-baseline.json beside the config

    @property
    def manifest_path(self) -> Path:
        return self.manifest or self.root / "manifest.json"

    @property
    def baseline_path(self) -> Path:
        """Reviewed findings (`fixture-guard baseline`): beside the config by default."""
        return self.baseline or self.project_dir / ".fixture-guard-baseline.json"

    @property
    def golden_set_path(self) -> Path:
        return self.golden_set or self.root / "golden-set.json"

    @property
    def judgments_path(self) -> Path:
        return self.judgments or self.root / "judgments.json"

    @property
    def runs_path(self) -> Path:
        return self.runs or self.root / "runs"

    def without_paths(self) -> Config:
        """The same settings with the root's files back at their defaults under the root."""
        return dataclasses.replace(self, manifest=None, golden_set=None, judgments=None, runs=None)

    def override(self, **changes: Any) -> Config:
        """A copy with command-line values applied; `None` means "not given"."""
        given = {k: v for k, v in changes.items() if v is not None}
        return dataclasses.replace(self, **given)


def find_config(start: Path) -> Path | None:
    """The nearest pyproject.toml from `start` upward with a `[tool.fixture-guard]` table.

    A pyproject.toml on the way that is not valid TOML stops the search with an error,
    as ruff does: it may well be the one meant for us, and skipping it would silently
    check another root with other settings.
    """
    for directory in (start, *start.parents):
        candidate = directory / "pyproject.toml"
        if candidate.is_file() and TABLE in _tool_table(_read_toml(candidate), candidate):
            return candidate
    return None


def _shown(path: Path) -> str:
    """A config path as the user can find it: relative to the working directory when inside."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"{_shown(path)}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{_shown(path)}: not UTF-8, so not TOML: fix or remove it") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(
            f"{_shown(path)}: not valid TOML ({exc}): fix it, or point --config at another file"
        ) from None


def _tool_table(document: dict[str, Any], path: Path) -> dict[str, Any]:
    tool = document.get("tool", {})
    if not isinstance(tool, dict):
        raise ConfigError(f"{_shown(path)}: `tool` must be a table ([tool.{TABLE}])")
    return tool


def load_config(explicit: Path | None = None, *, cwd: Path | None = None) -> Config:
    """Load the configuration, or the defaults when no table is found (`source` is then
    None and the root is the working directory)."""
    cwd = (cwd or Path.cwd()).resolve()
    path = explicit if explicit is not None else find_config(cwd)
    if path is None:
        return Config(project_dir=cwd, root=cwd)
    table = _tool_table(_read_toml(path), path).get(TABLE)
    if table is None:
        raise ConfigError(f"{_shown(path)}: has no [tool.{TABLE}] table")
    try:
        return parse_table(table, project_dir=path.parent.resolve(), source=path)
    except ConfigError as exc:
        raise ConfigError(f"{_shown(path)}: {exc}") from None


# --- validation -------------------------------------------------------------------------


def _key_error(key: str, message: str) -> ConfigError:
    return ConfigError(f"[tool.{TABLE}] {key}: {message}")


def _as_path(key: str, value: Any, base: Path) -> Path:
    if not isinstance(value, str) or not value:
        raise _key_error(key, "expected a non-empty path string")
    return (base / value).resolve()


def _as_str_list(key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise _key_error(key, "expected a list of non-empty strings")
    return tuple(value)


def _as_severity_table(key: str, value: Any) -> dict[str, Severity | None]:
    from fixture_guard.rules import REGISTRY  # late: rules import config types

    if not isinstance(value, dict):
        raise _key_error(key, 'expected a table such as { FG404 = "error" }')
    result: dict[str, Severity | None] = {}
    for code, level in value.items():
        if code not in REGISTRY:
            raise _key_error(f"{key}.{code}", "no such rule (see `fixture-guard rules`)")
        if level == "off":
            result[code] = None
            continue
        try:
            result[code] = Severity(level)
        except ValueError:
            raise _key_error(
                f"{key}.{code}", f"{level!r} is not one of error, warning, info, off"
            ) from None
    return result


def _as_date(key: str, value: Any) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            pass
    raise _key_error(key, "expected a date such as 2027-03-31")


def _as_waivers(key: str, value: Any) -> tuple[Waiver, ...]:
    from fixture_guard.rules import REGISTRY

    if not isinstance(value, list):
        raise _key_error(key, "expected an array of tables ([[tool.fixture-guard.waivers]])")
    waivers = []
    required = {"rules", "paths", "reason", "owner", "expires"}
    for index, item in enumerate(value):
        where = f"{key}[{index}]"
        if not isinstance(item, dict):
            raise _key_error(where, "expected a table")
        missing = sorted(required - item.keys())
        if missing:
            raise _key_error(where, f"missing {', '.join(missing)}")
        unknown = sorted(item.keys() - required)
        if unknown:
            raise _key_error(f"{where}.{unknown[0]}", "unknown key")
        rules = _as_str_list(f"{where}.rules", item["rules"])
        for code in rules:
            if code not in REGISTRY:
                raise _key_error(f"{where}.rules", f"{code} is not a rule")
        for text_key in ("reason", "owner"):
            if not isinstance(item[text_key], str) or not item[text_key].strip():
                raise _key_error(f"{where}.{text_key}", "must be a non-empty string")
        waivers.append(
            Waiver(
                rules=rules,
                paths=_as_str_list(f"{where}.paths", item["paths"]),
                reason=item["reason"].strip(),
                owner=item["owner"].strip(),
                expires=_as_date(f"{where}.expires", item["expires"]),
                index=index,
            )
        )
    return tuple(waivers)


def _as_positive_int(key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise _key_error(key, "expected a positive integer")
    return value


def _as_pattern_table(key: str, value: Any) -> dict[str, tuple[str, ...]]:
    if not isinstance(value, dict):
        raise _key_error(key, 'expected a table such as { alpha-search = ["acct_[0-9a-f]{16}"] }')
    import re

    result = {}
    for provider, patterns in value.items():
        items = _as_str_list(f"{key}.{provider}", patterns)
        for pattern in items:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise _key_error(f"{key}.{provider}", f"bad regular expression: {exc}") from None
        result[provider] = items
    return result


# key in TOML → (field of Config, converter(key, value, base dir))
_KEYS: dict[str, tuple[str, Callable[[str, Any, Path], Any]]] = {
    "root": ("root", _as_path),
    "manifest": ("manifest", _as_path),
    "golden-set": ("golden_set", _as_path),
    "judgments": ("judgments", _as_path),
    "runs": ("runs", _as_path),
    "severity": ("severity", lambda k, v, b: _as_severity_table(k, v)),
    "exclude": ("exclude", lambda k, v, b: _as_str_list(k, v)),
    "waivers": ("waivers", lambda k, v, b: _as_waivers(k, v)),
    "max-age-days": ("max_age_days", lambda k, v, b: _as_positive_int(k, v)),
    "role-mailboxes": ("role_mailboxes", lambda k, v, b: _as_str_list(k, v)),
    "provider-id-patterns": ("provider_id_patterns", lambda k, v, b: _as_pattern_table(k, v)),
    "baseline": ("baseline", _as_path),
}


def parse_table(table: Any, *, project_dir: Path, source: Path | None = None) -> Config:
    if not isinstance(table, dict):
        raise ConfigError(f"[tool.{TABLE}] must be a table")
    values: dict[str, Any] = {}
    for key, value in table.items():
        if key not in _KEYS:
            known = ", ".join(sorted(_KEYS))
            raise _key_error(key, f"unknown key (known keys: {known})")
        field_name, convert = _KEYS[key]
        values[field_name] = convert(key, value, project_dir)
    values.setdefault("root", project_dir)
    return Config(project_dir=project_dir, source=source, **values)
