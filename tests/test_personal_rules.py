"""The FG6xx family: findings from `scan` and `check`, and what they never show."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.engine import CheckReport, build_context, run_check
from fixture_guard.finding import Severity, value_hash
from fixture_guard.report.json import JsonReporter
from fixture_guard.report.sarif import SarifReporter
from fixture_guard.report.text import TextReporter
from fixture_guard.rules import REGISTRY, personal

CONFIG = Config(project_dir=Path("."))
PERSONAL_VALUES = [
    "rocio.mendez77@hotmail.com",
    "55 8765 4321",
    "HEGG560427MVZRRL04",
    "MEZR790512QK3",
    "5105 1051 0510 5100",
]
PAGE = """<html><body>
<p>Escríbenos a ventas@cementosdelnorte.com.mx</p>
<p>Escríbele a María en rocio.mendez77@hotmail.com</p>
<p>Celular de María López: 55 8765 4321</p>
<p>CURP: HEGG560427MVZRRL04 · RFC: MEZR790512QK3</p>
<p>Tarjeta: 5105 1051 0510 5100</p>
<p>Tel: 33 1234 5678</p>
</body></html>
"""


def scan_text(text: str, name: str = "page.html") -> list:
    return list(personal.scan(ScanTarget.of(name, text.encode()), CONFIG))


def test_findings_sit_at_the_line_and_column_of_the_value() -> None:
    found = {(f.code, f.line, f.column) for f in scan_text(PAGE)}
    assert found == {
        ("FG601", 3, 25),
        ("FG602", 4, 28),
        ("FG604", 5, 10),
        ("FG605", 5, 36),
        ("FG609", 6, 13),
        ("FG603", 7, 9),
    }


def test_findings_are_identified_by_the_hash_of_their_value() -> None:
    (finding,) = scan_text("<p>CURP: HEGG560427MVZRRL04</p>")
    assert finding.value_hash == value_hash("HEGG560427MVZRRL04")


def test_an_ambiguous_phone_is_a_warning() -> None:
    (finding,) = scan_text("<p>Tel: 33 1234 5678</p>")
    assert (finding.code, finding.severity) == ("FG603", Severity.WARNING)


@pytest.mark.parametrize("reporter", [TextReporter(), JsonReporter(), SarifReporter()])
def test_no_output_shows_a_value_whole(reporter: object) -> None:
    report = CheckReport(findings=scan_text(PAGE))
    rendered = reporter.render(report)  # type: ignore[attr-defined]
    assert report.findings
    for value in PERSONAL_VALUES:
        assert value not in rendered
        assert value.replace(" ", "") not in rendered


def test_sarif_regions_point_at_the_planted_lines() -> None:
    document = json.loads(SarifReporter().render(CheckReport(findings=scan_text(PAGE))))
    lines = sorted(
        r["locations"][0]["physicalLocation"]["region"]["startLine"]
        for r in document["runs"][0]["results"]
    )
    assert lines == [3, 4, 5, 5, 6, 7]


def test_binary_files_are_skipped() -> None:
    target = ScanTarget.of("blob.bin", b"\x00\x01rocio.mendez77@hotmail.com")
    assert list(personal.scan(target, CONFIG)) == []


def _pdf(pages: list[str]) -> bytes:
    """A minimal PDF with one line of Helvetica text per page."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""]
    kids = []
    for text in pages:
        page_id, content_id = len(objects) + 1, len(objects) + 2
        kids.append(f"{page_id} 0 R")
        stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET"
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {content_id} 0 R "
            f"/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>"
        )
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>"
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return out


def test_pdf_findings_name_their_page() -> None:
    data = _pdf(["Informe anual 2024", "Contacto: rocio.mendez77@hotmail.com"])
    (finding,) = personal.scan(ScanTarget.of("informe.pdf", data), CONFIG)
    assert finding.code == "FG601"
    assert finding.message.startswith("page 2: ")


def test_a_truncated_pdf_is_reported_not_skipped() -> None:
    data = _pdf(["Contacto: rocio.mendez77@hotmail.com"])
    (finding,) = personal.scan(ScanTarget.of("roto.pdf", data[: len(data) // 3]), CONFIG)
    assert finding.code == "FG612"


def test_check_scans_every_file_of_the_tree_listed_or_not(tmp_path: Path) -> None:
    # An unlisted file (FG203) is scanned too: personal data staged with a new fixture
    # is reported with it, not once its manifest entry exists (issue 16).
    root = tmp_path / "fixtures"
    (root / "_shared" / "html").mkdir(parents=True)
    (root / "_shared" / "html" / "gs-001.html").write_text(PAGE, encoding="utf-8")
    (root / "_shared" / "html" / "unlisted.html").write_text(PAGE, encoding="utf-8")
    entry = {"class": "html", "sha256": "0" * 64, "captured_at": "2025-01-01T00:00:00Z"}
    manifest = {"version": 1, "cases": {"gs-001": {"_shared/html/gs-001.html": entry}}}
    (root / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    config = Config(project_dir=tmp_path, root=root)
    report = run_check(build_context(config), families=["personal"])
    paths = {f.path for f in report.findings}
    assert paths == {"fixtures/_shared/html/gs-001.html", "fixtures/_shared/html/unlisted.html"}
    assert {f.code for f in report.findings} == {
        "FG601",
        "FG602",
        "FG603",
        "FG604",
        "FG605",
        "FG609",
    }


def test_check_respects_the_selection(tmp_path: Path) -> None:
    root = tmp_path / "fixtures"
    (root / "_shared" / "html").mkdir(parents=True)
    (root / "_shared" / "html" / "gs-001.html").write_text(PAGE, encoding="utf-8")
    (root / "_shared" / "html" / "gs-002.html").write_text("<p>nada</p>", encoding="utf-8")
    entry = {"class": "html", "sha256": "0" * 64, "captured_at": "2025-01-01T00:00:00Z"}
    manifest = {
        "version": 1,
        "cases": {"gs-001": {"_shared/html/gs-001.html": entry, "_shared/html/gs-002.html": entry}},
    }
    (root / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    config = Config(project_dir=tmp_path, root=root)
    ctx = build_context(config, paths=[root / "_shared" / "html" / "gs-002.html"])
    assert run_check(ctx, families=["personal"]).findings == []


@pytest.mark.parametrize("code", sorted(c for c in REGISTRY if c.startswith("FG6")))
def test_every_rule_has_its_documentation(code: str) -> None:
    rule = REGISTRY[code]
    for heading in ("What it does", "Why is this bad?", "Example", "Fix"):
        assert rule.section(heading), f"{code} lacks ## {heading}"


def test_every_code_the_detector_emits_has_a_rule() -> None:
    from fixture_guard.detect import personal as pd

    emitted = {getattr(pd, name) for name in dir(pd) if name.endswith("_CODE")}
    assert emitted <= {rule.code for rule in personal.RULES}
