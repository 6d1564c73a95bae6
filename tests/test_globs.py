"""Waiver and exclude globs: `**` crosses folders, `*` and `?` do not (pathspec underneath)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run

from fixture_guard.engine import path_matches


@pytest.mark.parametrize(
    ("pattern", "path", "matches"),
    [
        # `*` stays inside one folder
        ("fixtures/*", "fixtures/notas.txt", True),
        ("fixtures/*", "fixtures/alpha-search/", True),  # a provider-level finding
        ("fixtures/*", "fixtures/alpha-search/errors/429.json", False),
        ("fixtures/*/search/*", "fixtures/alpha-search/search/gs-001.json", True),
        ("fixtures/*/search/*", "fixtures/alpha-search/x/search/gs-001.json", False),
        ("fixtures/*.json", "fixtures/a/b.json", False),
        ("fixtures/gs-00?.json", "fixtures/gs-001.json", True),
        ("fixtures/gs-00?.json", "fixtures/gs-0/1.json", False),
        # `**` crosses folders
        ("fixtures/_shared/**", "fixtures/_shared/html/legacy/a.html", True),
        ("fixtures/**/429.json", "fixtures/alpha-search/errors/429.json", True),
        ("fixtures/**/429.json", "fixtures/429.json", True),
        ("**/429.json", "fixtures/alpha-search/errors/429.json", True),
        ("fixtures/_shared/**", "fixtures/alpha-search/errors/429.json", False),
        # a folder, or a trailing `/`, covers everything under it
        ("fixtures/_shared/", "fixtures/_shared/pdf/informe.pdf", True),
        ("fixtures/alpha-search", "fixtures/alpha-search/errors/429.json", True),
        ("fixtures/alpha", "fixtures/alpha-search/errors/429.json", False),
        # anchored at the project folder, unlike a .gitignore
        ("*.json", "manifest.json", True),
        ("*.json", "fixtures/golden-set.json", False),
        ("429.json", "fixtures/alpha-search/errors/429.json", False),
        # literal characters
        ("fixtures/a b,c:d%.json", "fixtures/a b,c:d%.json", True),
        ("fixtures/señal.html", "fixtures/señal.html", True),
        # an absolute path (scan outside the project) matches nothing
        ("tmp/**", "/tmp/raw.json", False),
    ],
)
def test_glob_semantics(pattern: str, path: str, matches: bool) -> None:
    assert path_matches(path, (pattern,)) is matches


def test_the_last_matching_pattern_decides() -> None:
    patterns = ("fixtures/_shared/**", "!fixtures/_shared/pdf/**")
    assert path_matches("fixtures/_shared/html/a.html", patterns)
    assert not path_matches("fixtures/_shared/pdf/a.pdf", patterns)


def test_a_waiver_with_one_star_does_not_reach_deeper_files(bench: Path) -> None:
    config = bench / "pyproject.toml"
    text = config.read_text("utf-8")
    # The example waives FG401 on fixtures/*/search/* among others; narrow it to one level.
    text = text.replace(
        'paths = ["fixtures/_shared/**", "fixtures/*/search/*", "fixtures/*/extract/*"]',
        'paths = ["fixtures/*"]',
    )
    config.write_text(text, "utf-8")
    document = json.loads(run("check", "--format", "json").stdout)
    assert document["waived"] == []  # every FG401 finding is deeper than one level
    assert {f["code"] for f in document["findings"]} == {"FG401"}
