"""The rule registry: an explicit table built from each family's `RULES`.

A family is a module with `RULES` (its rule classes) and `check(ctx)` (a generator of
findings). The code's hundreds digit names the family: FG0 configuration, FG1 layout,
FG2 manifest integrity, FG3 classes, FG4 capture policy, FG6 personal data,
FG7 evidence (spans, kinds, contradictions), FG8 prompt injection.
"""

from __future__ import annotations

from types import ModuleType

from fixture_guard.rules import (
    classes,
    evidence,
    injection,
    integrity,
    layout,
    meta,
    personal,
    policy,
)
from fixture_guard.rules.base import CheckContext, Rule

#: Family name → module, in the order `check` runs them.
FAMILIES: dict[str, ModuleType] = {
    "meta": meta,
    "layout": layout,
    "integrity": integrity,
    "classes": classes,
    "policy": policy,
    "personal": personal,
    "evidence": evidence,
    "injection": injection,
}


def _build_registry() -> dict[str, type[Rule]]:
    registry: dict[str, type[Rule]] = {}
    for family in FAMILIES.values():
        for rule in family.RULES:
            assert rule.code not in registry, f"duplicate rule code {rule.code}"
            registry[rule.code] = rule
    names = [rule.name for rule in registry.values()]
    assert len(names) == len(set(names)), "duplicate rule name"
    return dict(sorted(registry.items()))


REGISTRY: dict[str, type[Rule]] = _build_registry()


def family_of(code: str) -> str:
    for name, module in FAMILIES.items():
        if any(rule.code == code for rule in module.RULES):
            return name
    raise KeyError(code)


__all__ = ["FAMILIES", "REGISTRY", "CheckContext", "Rule", "family_of"]
