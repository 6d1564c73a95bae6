"""golden-set.json: the bench's cases (contract §7). Authored, validated, never captured.

Loading never trusts the shape: a `cases` that is not a list, a case that is not an
object, are left for the schema's findings (FG002) instead of crashing the reader. What a
schema cannot say — the specification's shape (9 categories, exactly 10 `forbidden` cases,
≥ 30 measurable ones, every case in a declared category) and duplicate case ids — is
`shape_problems` and `duplicate_ids` (FG003, FG004).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fixture_guard.jsonfile import JsonDoc, JsonError, parse_json
from fixture_guard.schemas import SchemaViolation, validate_doc


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


#: The specification's golden set: 9 categories (§2, class 1), the 10 `forbidden` cases
#: of §4.9 ("/ 10") and ≥ 30 measurable cases (§2, class 1).
REQUIRED_CATEGORIES = 9
FORBIDDEN_CASES = 10
MIN_MEASURED_CASES = 30


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
        """Case id → case; with a duplicate id (FG004), the first one."""
        found: dict[str, Case] = {}
        for case in self.cases:
            found.setdefault(case.id, case)
        return found

    @property
    def duplicate_ids(self) -> list[tuple[str, int, int]]:
        """(id, index of its first case, index of a later one) for every repeated id."""
        first: dict[str, int] = {}
        repeated = []
        for index, case in enumerate(self.cases):
            if case.id in first:
                repeated.append((case.id, first[case.id], index))
            else:
                first[case.id] = index
        return repeated

    def shape_problems(self) -> list[tuple[str, str]]:
        """(JSON pointer, problem) for every way the golden set departs from the spec's shape."""
        problems = []
        if len(self.categories) != REQUIRED_CATEGORIES:
            problems.append(
                (
                    "/categories",
                    f"{len(self.categories)} categories declared; the specification's golden set "
                    f"has {REQUIRED_CATEGORIES}",
                )
            )
        forbidden = len(self.forbidden_cases)
        if forbidden != FORBIDDEN_CASES:
            problems.append(
                (
                    "/cases",
                    f"{forbidden} `forbidden` case(s); the specification has exactly "
                    f"{FORBIDDEN_CASES} (abstention divides by {FORBIDDEN_CASES})",
                )
            )
        measured = len(self.measured_cases)
        if measured < MIN_MEASURED_CASES:
            problems.append(
                (
                    "/cases",
                    f"{measured} measurable (not forbidden) case(s); at least "
                    f"{MIN_MEASURED_CASES} are needed",
                )
            )
        declared = set(self.categories)
        for index, case in enumerate(self.cases):
            if case.category not in declared:
                problems.append(
                    (
                        f"/cases/{index}/category",
                        f"case {case.id}: category {case.category!r} is not declared in "
                        "`categories`",
                    )
                )
        used = {case.category for case in self.cases}
        for category in self.categories:
            if category not in used:
                problems.append(("/categories", f"category {category!r} has no case"))
        return problems

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
    raw_cases = value.get("cases")
    for raw in raw_cases if isinstance(raw_cases, list) else []:
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
        violations=tuple(validate_doc("golden-set", doc)),
    )
