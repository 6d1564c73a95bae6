"""golden-set.json: the bench's cases (contract §7). Authored, validated, never captured."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fixture_guard.jsonfile import JsonDoc, JsonError, parse_json
from fixture_guard.schemas import SchemaViolation, validate


@dataclass(frozen=True)
class Case:
    id: str
    category: str
    query: str
    web_role: str
    claim_type: str
    families: tuple[str, ...]
    hosts: tuple[str, ...]
    freshness_days: int | None

    @property
    def is_forbidden(self) -> bool:
        return self.web_role == "forbidden"


@dataclass(frozen=True)
class GoldenSet:
    path: Path
    categories: tuple[str, ...]
    families: dict[str, tuple[str, ...]]
    cases: tuple[Case, ...]
    doc: JsonDoc
    violations: tuple[SchemaViolation, ...]

    @property
    def by_id(self) -> dict[str, Case]:
        return {case.id: case for case in self.cases}

    @property
    def measured_cases(self) -> tuple[Case, ...]:
        """Cases measured by precision@k: every case but the `forbidden` ones."""
        return tuple(c for c in self.cases if not c.is_forbidden)

    @property
    def forbidden_cases(self) -> tuple[Case, ...]:
        return tuple(c for c in self.cases if c.is_forbidden)


def _strs(value: Any) -> tuple[str, ...]:
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def load_golden_set(path: Path) -> GoldenSet:
    """Read a golden set; JsonError if it is not JSON, OSError if it cannot be read."""
    doc = parse_json(path.read_bytes())
    value = doc.value
    if not isinstance(value, dict):
        raise JsonError("the golden set must be a JSON object")
    cases = []
    for raw in value.get("cases") or []:
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            continue
        expect_raw = raw.get("expect")
        expect: dict[str, Any] = expect_raw if isinstance(expect_raw, dict) else {}
        days = raw.get("freshness_days")
        cases.append(
            Case(
                id=raw["id"],
                category=str(raw.get("category") or ""),
                query=str(raw.get("query") or ""),
                web_role=str(raw.get("web_role") or ""),
                claim_type=str(raw.get("claim_type") or ""),
                families=_strs(expect.get("families")),
                hosts=_strs(expect.get("hosts")),
                freshness_days=days
                if isinstance(days, int) and not isinstance(days, bool)
                else None,
            )
        )
    families_raw = value.get("families")
    families: dict[str, Any] = families_raw if isinstance(families_raw, dict) else {}
    return GoldenSet(
        path=path,
        categories=_strs(value.get("categories")),
        families={k: _strs(v) for k, v in families.items()},
        cases=tuple(cases),
        doc=doc,
        violations=tuple(validate("golden-set", value)),
    )
