"""The secrets evaluation, as the project is judged: real captures, planted values.

Every planted secret must be found at its line; nothing planted that must stay may be
flagged; clean real pages must stay (nearly) silent. Runs through the real CLI
(`fixture-guard scan --format sarif`) over copies of ../shared/captures.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from helpers import run
from secrets_corpus import KEPT, SECRETS, Plant

HTML_PAGES = (
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
)
JSON_EXCHANGES = (
    "search/anthropic-web-search_vercel-ai_tech-news.json",
    "search/bing_semantic-kernel_what-is-sk.json",
    "search/brave_semantic-kernel_what-is-sk.json",
    "search/google-cse_semantic-kernel_what-is-sk.json",
    "search/openai-web-search_vercel-ai_tech-news.json",
    "search/tavily_semantic-kernel_what-is-sk.json",
)
YAML_CASSETTES = (
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
)


@dataclass(frozen=True)
class Planted:
    file: str
    line: int  # 1-based line of the planted value
    plant: Plant


def _insertion_points(lines: list[str], syntax: str) -> list[tuple[int, str]]:
    """(index to insert before, indentation) where a plant keeps the file well-formed."""
    points: list[tuple[int, str]] = []
    in_script = False
    for i, line in enumerate(lines[:-1]):
        nxt = lines[i + 1]
        if syntax == "json":
            if line.rstrip().endswith("{") and not nxt.strip().startswith("}"):
                points.append((i + 1, ""))
        elif syntax == "yaml":
            if line.strip() == "headers:":
                points.append((i + 1, nxt[: len(nxt) - len(nxt.lstrip())]))
        else:
            lowered = line.lower()
            in_script = (in_script or "<script" in lowered) and "</script" not in lowered
            if (
                not in_script
                and line.rstrip().endswith(">")
                and nxt.lstrip().startswith("<")
                and "<style" not in lowered
            ):
                points.append((i + 1, ""))
    return points


def plant_file(text: str, syntax: str, plants: list[Plant], name: str) -> tuple[str, list[Planted]]:
    """Insert each plant (its own lines) at spread-out points; return text and lines."""
    lines = text.split("\n")
    points = _insertion_points(lines, syntax)
    assert points, f"no place to plant in {name}"
    chosen = [points[(k * len(points)) // max(1, len(plants))] for k in range(len(plants))]
    inserts: dict[int, list[tuple[str, Plant | None]]] = {}
    for (index, indent), plant in zip(chosen, plants, strict=True):
        body = getattr(plant, syntax)
        secret_at = plant.yaml_line if syntax == "yaml" else plant.secret_line
        for offset, raw in enumerate(body):
            text_line = indent + raw.lstrip() if syntax == "yaml" else raw
            inserts.setdefault(index, []).append(
                (text_line, plant if offset == secret_at else None)
            )
    out: list[str] = []
    planted: list[Planted] = []
    for i, line in enumerate(lines):
        for text_line, plant in inserts.get(i, []):
            out.append(text_line)
            if plant is not None:
                planted.append(Planted(name, len(out), plant))
        out.append(line)
    return "\n".join(out), planted


def _syntax(rel: str) -> str:
    return "json" if rel.endswith(".json") else "yaml" if rel.endswith(".yaml") else "html"


def build_corpus(captures: Path, dest: Path, plants: list[Plant]) -> list[Planted]:
    planted: list[Planted] = []
    for rel in (*HTML_PAGES, *JSON_EXCHANGES, *YAML_CASSETTES):
        syntax = _syntax(rel)
        fitting = [p for p in plants if getattr(p, syntax)]
        text = (captures / rel).read_bytes().decode("utf-8")
        new, where = plant_file(text, syntax, fitting, rel)
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(new, encoding="utf-8")
        planted += [Planted(str(target.relative_to(dest)), p.line, p.plant) for p in where]
    return planted


def sarif_scan(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    monkeypatch.chdir(folder)
    result = run("scan", "--format", "sarif", ".")
    assert result.exit_code in (0, 1), result.stderr
    return json.loads(result.stdout)["runs"][0]["results"]  # type: ignore[no-any-return]


def _located(results: list[dict[str, Any]]) -> set[tuple[str, int]]:
    found = set()
    for r in results:
        if not r["ruleId"].startswith("FG5"):
            continue
        loc = r["locations"][0]["physicalLocation"]
        found.add((loc["artifactLocation"]["uri"], loc["region"]["startLine"]))
    return found


def test_every_planted_secret_is_found_at_its_line(
    captures: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    planted = build_corpus(captures, tmp_path, SECRETS)
    assert len(planted) > 200  # every kind, in pages, exchanges and cassettes
    found = _located(sarif_scan(tmp_path, monkeypatch))
    missed = [f"{p.file}:{p.line} {p.plant.kind}" for p in planted if (p.file, p.line) not in found]
    assert not missed, f"{len(missed)}/{len(planted)} missed:\n" + "\n".join(missed)


def test_nothing_that_must_stay_is_flagged(
    captures: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    planted = build_corpus(captures, tmp_path, KEPT)
    found = _located(sarif_scan(tmp_path, monkeypatch))
    flagged = [f"{p.file}:{p.line} {p.plant.kind}" for p in planted if (p.file, p.line) in found]
    assert not flagged, "\n".join(flagged)


def test_clean_real_pages_and_exchanges_raise_no_secret_finding(
    captures: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for rel in (*HTML_PAGES, *JSON_EXCHANGES, *YAML_CASSETTES):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_bytes((captures / rel).read_bytes())
    found = _located(sarif_scan(tmp_path, monkeypatch))
    assert found == set()


def test_planted_values_never_appear_whole_in_any_format(
    captures: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    planted = build_corpus(captures, tmp_path, SECRETS)
    monkeypatch.chdir(tmp_path)
    values = {p.plant.value for p in planted}
    for output_format in ("text", "json", "sarif", "github"):
        output = run("scan", "--format", output_format, ".").stdout
        leaked = [v for v in values if v in output]
        assert not leaked, f"{output_format} shows {len(leaked)} values whole"
        # Not even the long middle of one: masks keep a short head and tail only.
        assert not any(re.search(re.escape(v[4:-4]), output) for v in values if len(v) > 16)
