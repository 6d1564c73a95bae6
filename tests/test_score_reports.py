"""The score reports as a reader meets them (issue 16, "Formats"): Markdown tables, the
HTML report's footnote, gates, heatmap and escaping, and the page in headless Chromium."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from fixture_guard.report.score.html import ramp, scale_position
from tests.helpers import run
from tests.score_data import read_run, write_bench_run

F = Path("fixtures")
CHROMIUM = "/usr/bin/chromium"


def report(fmt: str, *args: str) -> str:
    result = run("score", "--no-archive", "--format", fmt, *args)
    assert result.exit_code == 0, result.stderr
    return result.stdout


# --- Markdown -----------------------------------------------------------------------------


def _tables(md: str) -> list[list[str]]:
    """Every table of a Markdown text, as its lines."""
    tables, current = [], []
    for line in md.splitlines():
        if line.startswith("|"):
            current.append(line)
        elif current:
            tables.append(current)
            current = []
    return tables


def _cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def test_markdown_left_aligns_text_columns_and_right_aligns_numbers(bench: Path) -> None:
    md = report("md")
    tables = _tables(md)
    assert len(tables) >= 7
    checked = 0
    for table in tables:
        header, rule, *rows = table
        for index, name in enumerate(_cells(header)):
            align = _cells(rule)[index]
            values = [_cells(r)[index] for r in rows]
            if name in (
                "provider",
                "gate",
                "category",
                "status",
                "consequence if it fails",
                "value",
                "operation",
                "capture window",
                "mode",
                "case",
                "claim",
                "artifact",
                "why not citable",
                "host",
                "families",
                "returned by",
                "example",
                "threshold",
                "result",
            ):
                assert align == ":---", (name, align)
                checked += 1
            elif name in ("P@10", "recall", "cost / useful answer", "n", "p50", "cases"):
                assert align == "---:", (name, align, values[:3])
                checked += 1
    assert checked > 40


# --- HTML: gates, footnote, heatmap --------------------------------------------------------


def test_the_asterisk_footnote_appears_only_when_a_row_has_the_asterisk(bench: Path) -> None:
    html = report("html")
    assert "eligible*" not in html and "* eligible, but promotion" not in html
    invoice = bench / F / "runs/example-2026-10/invoice.csv"
    lines = invoice.read_text().splitlines()
    invoice.write_text("\n".join(ln for ln in lines if not ln.startswith("alpha")) + "\n")
    html = report("html")
    assert "eligible*" in html and "* eligible, but promotion" in html


def test_a_failure_that_only_blocks_promotion_looks_unlike_a_disqualifying_one(
    bench: Path,
) -> None:
    html = report("html")
    gamma = html.split('id="provider-gamma-search"')[1].split("<h2")[0]
    assert 'p-blocked">fail — blocks promotion' in gamma  # cost divergence
    assert 'p-fail">fail — disqualifies' in gamma  # abstention, injection
    chart = html.split('aria-label="Hard gates per provider"')[1].split("</svg>")[0]
    assert "fails and blocks promotion only" in html
    assert chart.count(">!</text>") == 1 and chart.count(">✗</text>") >= 3
    md = report("md")
    assert "⚠️ FAIL (blocks promotion)" in md and "❌ FAIL (disqualifies)" in md


def _rgb(colour: str) -> tuple[int, int, int]:
    return (int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16))


def _distance(a: str, b: str) -> float:
    return sum((x - y) ** 2 for x, y in zip(_rgb(a), _rgb(b), strict=True)) ** 0.5


def test_the_heatmap_scale_tells_010_from_035() -> None:
    low, mid, high = ramp(0.10), ramp(0.225), ramp(0.35)
    # Neighbours a reviewer must tell apart differ visibly (RGB distance well over the
    # ~10 units a viewer can just see); on the old linear 0–1 blue ramp 0.10 vs 0.35 was 60.
    assert _distance(low, mid) > 50 and _distance(mid, high) > 50
    assert _distance(low, high) > 110
    # and the ramp keeps its order: darker is more
    positions = [scale_position(v / 20) for v in range(21)]
    assert positions == sorted(positions) and positions[0] == 0 and positions[-1] == 1


def test_the_heatmap_cells_of_the_example_use_distinct_colours(bench: Path) -> None:
    html = report("html")
    heat = html.split('aria-label="P@10 per category heatmap"')[1].split("</svg>")[0]
    fills = dict(re.findall(r'fill="(#[0-9a-f]{6})"><title>[^<]*P@10 ([0-9.]+)<', heat))
    by_value: dict[str, set[str]] = {}
    for colour, value in fills.items():
        by_value.setdefault(value, set()).add(colour)
    assert len({c for cs in by_value.values() for c in cs}) >= 3


def test_the_html_report_is_a_template_and_escapes_what_it_shows(bench: Path) -> None:
    lines = read_run(bench, "beta-search")
    for line in lines:
        for claim in line["claims"]:
            if claim["observation"]["text"].startswith("Según la fuente"):
                claim["observation"]["text"] = "<script>alert('x')</script> Según la fuente"
    write_bench_run(bench, "beta-search", lines)
    html = report("html")
    assert "&lt;script&gt;alert(" in html
    assert not re.search(r"<(script|link|img|iframe)\b", html)
    assert not re.search(r"""(src|href)\s*=\s*["']?https?:""", html)
    template = Path(__file__).parent.parent / "fixture_guard/report/score/templates"
    assert (template / "report.html.j2").is_file()


# --- headless Chromium -------------------------------------------------------------------------


def _visible_texts(dom: str) -> str:
    """The text a reader sees: the DOM Chromium built, minus what is hidden (a closed
    <details>, a `hidden` attribute, display:none, <title> tooltips)."""
    from lxml import html as lxml_html

    tree = lxml_html.fromstring(dom)
    for node in tree.xpath(
        "//details[not(@open)]/*[not(self::summary)] | //*[@hidden] | //title | //style"
        " | //*[contains(translate(@style, ' ', ''), 'display:none')]"
    ):
        node.getparent().remove(node)
    return " ".join(" ".join(tree.itertext()).split())


def _chromium(*args: str, user_data: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            f"--user-data-dir={user_data}",
            *args,
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=180,
    )


@pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK), reason=f"{CHROMIUM} is not installed (Debian: chromium)"
)
def test_html_report_in_headless_chromium_shows_winner_failed_gates_and_disqualified(
    bench: Path, tmp_path: Path
) -> None:
    assert run("score").exit_code == 0
    page = bench / F / "runs/example-2026-10/report.html"
    document: dict[str, Any] = json.loads((page.parent / "report.json").read_text())
    shot = tmp_path / "report.png"
    _chromium(
        "--hide-scrollbars",
        "--window-size=1280,2400",
        f"--screenshot={shot}",
        page.as_uri(),
        user_data=tmp_path / "profile-shot",
    )
    assert shot.read_bytes().startswith(b"\x89PNG") and shot.stat().st_size > 30_000
    dom = _chromium("--dump-dom", page.as_uri(), user_data=tmp_path / "profile-dom").stdout
    seen = _visible_texts(dom)
    assert f"Winner: {document['winner']}" in seen
    failed = [
        (name, gate_name)
        for name, p in document["providers"].items()
        for gate_name, gate in p["gates"].items()
        if gate["status"] == "fail"
    ]
    assert len(failed) >= 4
    for name, gate_name in failed:
        section = seen.split(f"{name} — ", 1)[1]
        assert re.search(rf"{gate_name} \S.*? fail — ", section), (name, gate_name)
    disqualified = [n for n, p in document["providers"].items() if p["disqualified"]]
    assert disqualified
    for name in disqualified:
        assert f"{name} — disqualified" in seen
        # the gates chart's row: the provider, a mark and value per gate, its verdict
        assert re.search(rf"{name}(?: \S+){{1,14}} DISQUALIFIED", seen), name
