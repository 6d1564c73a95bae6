from __future__ import annotations

from pathlib import Path

import pytest
from helpers import run

from fixture_guard.rules import REGISTRY
from fixture_guard.rules_doc import rules_markdown

REPO = Path(__file__).resolve().parent.parent
SECTIONS = ("What it does", "Why is this bad?", "Example", "Fix")


@pytest.mark.parametrize("code", list(REGISTRY))
def test_every_rule_is_documented(code: str) -> None:
    rule = REGISTRY[code]
    assert rule.code[:2] == "FG" and len(rule.code) == 5 and rule.code[2:].isdigit()
    assert "." in rule.name
    assert rule.summary().endswith(".")
    for heading in SECTIONS:
        assert rule.section(heading), f"{code} lacks '## {heading}'"


def test_docs_rules_page_is_generated_from_the_registry() -> None:
    assert (REPO / "docs" / "rules.md").read_text(encoding="utf-8") == rules_markdown(), (
        "docs/rules.md is stale: fixture-guard rules --format markdown > docs/rules.md"
    )


def test_rules_command_lists_and_explains() -> None:
    listing = run("rules")
    assert listing.exit_code == 0 and len(listing.stdout.splitlines()) == len(REGISTRY)
    one = run("rules", "fg205")
    assert one.exit_code == 0 and "## Fix" in one.stdout
    assert run("rules", "FG999").exit_code == 2
