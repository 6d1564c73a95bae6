"""`fixture-guard rules` by code, name and prefix; § citations that point somewhere real."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click
import pytest
from _shared import shared_dir
from helpers import run

from fixture_guard.cli import cli
from fixture_guard.rules import REGISTRY

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "docs" / "specification.md"
SEED = shared_dir() / "seed" / "000_12214af9258a9e83.txt"


def test_a_code_prefix_lists_the_family_as_select_takes_it() -> None:
    result = run("rules", "FG5")
    assert result.exit_code == 0, result.stderr
    codes = [line.split()[0] for line in result.stdout.splitlines()]
    assert codes == [code for code in REGISTRY if code.startswith("FG5")]
    assert len(codes) > 1


def test_a_rule_is_explained_by_its_name() -> None:
    result = run("rules", "manifest.hash-mismatch")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("FG205 manifest.hash-mismatch")
    assert "## Fix" in result.stdout


def test_a_family_name_lists_its_rules_in_json() -> None:
    result = run("rules", "personal", "--format", "json")
    assert result.exit_code == 0
    assert {item["family"] for item in json.loads(result.stdout)} == {"personal"}


@pytest.mark.parametrize("query", ["FG999", "FG51", "nope", "manifest.nope"])
def test_what_names_no_rule_is_a_usage_error(query: str) -> None:
    result = run("rules", query)
    assert result.exit_code == 2
    assert "no rule matches" in result.stderr


# --- the specification the docs cite ------------------------------------------------------


def _spec_sections() -> set[str]:
    headings = re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", SPEC.read_text("utf-8"), re.M)
    return set(headings)


def _help_texts() -> dict[str, str]:
    texts: dict[str, str] = {}

    def walk(command: click.Command, path: list[str]) -> None:
        with click.Context(command, info_name=" ".join(path)) as ctx:
            texts[" ".join(path)] = command.get_help(ctx)
        if isinstance(command, click.Group):
            for name, sub in command.commands.items():
                walk(sub, [*path, name])

    walk(cli, ["fixture-guard"])
    return texts


def _documents() -> dict[str, str]:
    docs = {f"rule {code}": rule.documentation() for code, rule in REGISTRY.items()}
    docs.update({f"help of {name}": text for name, text in _help_texts().items()})
    return docs


def test_the_specification_has_its_five_sections() -> None:
    assert {"1", "2", "3", "4", "4.1", "4.10", "5"} <= _spec_sections()


@pytest.mark.parametrize(("where", "text"), sorted(_documents().items()))
def test_every_section_citation_names_the_specification_or_the_contract(
    where: str, text: str
) -> None:
    flat = " ".join(text.split())
    for match in re.finditer(r"§", flat):
        before = flat[: match.start()]
        assert re.search(r"(\b[Ss]pec |docs/contract\.md |[Ss]pec §[\d.]+, )$", before), (
            f"{where}: a bare § citation: …{flat[max(0, match.start() - 30) : match.end() + 10]}"
        )
    for section in re.findall(r"[Ss]pec §(\d+(?:\.\d+)?)", flat):
        assert section in _spec_sections(), f"{where} cites spec §{section}, not in the spec"


def test_the_specification_is_the_seed_text_of_sections_1_to_5() -> None:
    if not SEED.is_file():
        pytest.skip("../shared/seed is not here")
    seed = SEED.read_text("utf-8").splitlines()
    end = next(i for i, line in enumerate(seed) if line.startswith("Y el ranking se ordena"))
    spec = SPEC.read_text("utf-8")
    flat_spec = " ".join(re.sub(r"[|`#*-]", " ", spec).split())
    for line in seed[: end + 1]:
        words = " ".join(re.sub(r"[|`#*-]", " ", line).split())
        assert words in flat_spec, f"missing from docs/specification.md: {line[:60]}"
    # nothing after section 5 (the page's navigation) came along
    assert "Get started" not in spec and "MCP reference" not in spec
