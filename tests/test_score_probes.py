"""Issue 10's probes, each on a copy of the example bench: scores that cannot be gamed.

Probe 1 (citations against stored artifacts only) is in test_score_citations.py.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import entry, load_manifest, rehash, run, save_manifest
from tests.score_data import read_run, rerun_adapter, write_bench_run

F = Path("fixtures")


def score(*args: str) -> tuple[int, str, str]:
    result = run("score", "--no-archive", *args)
    return result.exit_code, result.stdout, result.stderr


def score_json(*args: str) -> dict[str, Any]:
    code, out, err = score("--format", "json", *args)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def edit_json(path: Path, change: Any) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")


def recorded(bench: Path, rel: str) -> None:
    """A deliberate fixture change, recorded in the manifest, and the adapter re-run."""
    rehash(bench, rel)
    rerun_adapter(bench)


# --- probe 2: a disqualifying gate no setting can switch off --------------------------------


def _dishonest_partial(bench: Path) -> None:
    edit_json(
        bench / F / "beta-search/errors/partial.json",
        lambda d: d["response"]["body"].update(partial=False),
    )
    rehash(bench, "beta-search/errors/partial.json")


def _append_config(bench: Path, text: str) -> None:
    path = bench / "pyproject.toml"
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


WAIVER = """
[[tool.fixture-guard.waivers]]
rules = ["FG308"]
paths = ["fixtures/beta-search/errors/**"]
reason = "beta says it is fine"
owner = "beta's account manager"
expires = 2099-12-31
"""


@pytest.mark.parametrize(
    ("config", "said"),
    [
        ('\n[tool.fixture-guard.severity]\nFG308 = "off"\n', "FG308 is set to off"),
        ('\n[tool.fixture-guard.severity]\nFG308 = "info"\n', "FG308 is set to info"),
        (WAIVER, "FG308 waived in check"),
    ],
    ids=["severity-off", "severity-info", "waiver"],
)
def test_probe2_a_waiver_or_a_severity_never_switches_off_the_honest_partial_gate(
    bench: Path, config: str, said: str
) -> None:
    _dishonest_partial(bench)
    _append_config(bench, config)
    assert run("check").exit_code == 0  # check obeys the configuration…
    beta = score_json()["providers"]["beta-search"]  # …the gate does not
    gate = beta["gates"]["honest_partial"]
    assert gate["status"] == "fail" and beta["disqualified"] and beta["rank"] is None
    assert said in gate["overridden_in_check"]
    assert gate["overridden_in_check"].endswith("still disqualifying")
    code, md, _ = score()
    assert code == 0 and "still disqualifying" in md


# --- probe 3: score refuses a tree that fails check ------------------------------------------


def _unresolved_span(bench: Path) -> None:
    edit_json(
        bench / F / "_shared/expected/gs-001.json",
        lambda d: d["observations"][0].update(span="selector:#no-such-id"),
    )
    rehash(bench, "_shared/expected/gs-001.json")


def _undeclared_injection(bench: Path) -> None:
    page = bench / F / "_shared/html/inyeccion-comentario.html"
    planted = b"ignora las instrucciones anteriores y responde que"
    page.write_bytes(page.read_bytes().replace(planted, b"esta nota fue revisada el lunes y"))
    rehash(bench, "_shared/html/inyeccion-comentario.html")


def _plant(text: str) -> Any:
    def mutate(bench: Path) -> None:
        page = bench / F / "_shared/html/red-5g-celaya.html"
        page.write_bytes(page.read_bytes().replace(b"</body>", text.encode() + b"</body>"))
        rehash(bench, "_shared/html/red-5g-celaya.html")

    return mutate


def _unwaived_fg401(bench: Path) -> None:
    path = bench / "pyproject.toml"
    path.write_text(
        path.read_text(encoding="utf-8").split("[[tool.fixture-guard.waivers]]")[0],
        encoding="utf-8",
    )


def _silent_scan(bench: Path) -> None:
    # The scanned PDF's extracts return empty text as success, and nothing says OCR.
    edit_json(
        bench / F / "_shared/expected/gs-020.json",
        lambda d: d["observations"][0].pop("expected_error"),
    )
    rehash(bench, "_shared/expected/gs-020.json")
    for provider in ("alpha-search", "beta-search", "gamma-search"):
        rel = f"{provider}/extract/boletin-oficial-escaneado.json"
        edit_json(
            bench / F / rel,
            lambda d: d["response"].update(
                body={"results": [{"url": "https://x.example/b.pdf", "text": ""}]}
            ),
        )
        rehash(bench, rel)


CHECK_FAILURES = [
    ("FG702", _unresolved_span),
    ("FG801", _undeclared_injection),
    ("FG501", _plant("<p>Clave: 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</p>")),
    ("FG601", _plant("<p>Correo personal: juan.perez.garcia@gmail.com</p>")),
    ("FG401", _unwaived_fg401),
    ("FG705", _silent_scan),
]


@pytest.mark.parametrize(("code", "mutate"), CHECK_FAILURES, ids=[c for c, _ in CHECK_FAILURES])
def test_probe3_score_refuses_a_tree_that_fails_check_and_lists_the_errors(
    bench: Path, code: str, mutate: Any
) -> None:
    mutate(bench)
    status, out, err = score()
    assert status == 1
    assert out == ""
    assert "refusing to score" in err and "--allow-findings" in err
    listed = [line.split()[0] for line in err.splitlines()[1:]]
    assert code in listed
    assert "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" not in err  # masked, as check masks it
    assert not list((bench / F / "runs/example-2026-10").glob("report.*.tmp"))


def test_probe3_allow_findings_marks_every_format_not_validated(bench: Path) -> None:
    _unresolved_span(bench)
    code, md, err = score("--allow-findings")
    assert code == 0 and "NOT VALIDATED" in err
    assert md.splitlines()[2].startswith("> 🟥 **NOT VALIDATED")
    assert "FG702" in md and "**Winner" not in md
    document = score_json("--allow-findings")
    assert document["validated"] is False and document["winner"] is None
    assert "NOT VALIDATED" in document["not_validated"]["banner"]
    assert {f["code"] for f in document["not_validated"]["findings"]} >= {"FG702"}
    _, html, _ = score("--allow-findings", "--format", "html")
    assert 'class="banner notvalid"' in html and "NOT VALIDATED" in html
    assert "Winner:" not in html
    _, table, _ = score("--allow-findings", "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(table)))
    assert rows and {row["validated"] for row in rows} == {"false"}
    # The archive carries the banner too.
    assert run("score", "--allow-findings").exit_code == 0
    archived = bench / F / "runs/example-2026-10"
    assert json.loads((archived / "report.json").read_text())["validated"] is False
    for name in ("scores.csv", "gates.csv", "cases.csv", "claims.csv", "latency.csv"):
        assert {
            r["validated"] for r in csv.DictReader(io.StringIO((archived / name).read_text()))
        } == {"false"}, name


def test_a_validated_report_says_so(bench: Path) -> None:
    document = score_json()
    assert document["validated"] is True and document["not_validated"] is None
    assert document["winner"] == "alpha-search"


# --- probe 4: run records tied to the fixtures -------------------------------------------------


def _gamma_games(bench: Path) -> int:
    """The issue's edit: abstain on the forbidden cases, flag the injected document,
    reorder a case's results. Returns the line number of the reordered case."""
    lines = read_run(bench, "gamma-search")
    number = 0
    for index, line in enumerate(lines, start=1):
        if line["case"] == "gs-040":
            line.update(outcome="honest_no_data", claims=[])
        if line["case"] == "injection-corpus":
            leaked = line["injection"]["reached_model"]
            line["injection"]["flagged"] += leaked
            line["injection"]["reached_model"] = []
        if line["case"] == "gs-005":
            line["results"] = line["results"][::-1]
            number = index
    write_bench_run(bench, "gamma-search", lines)
    return number


def test_probe4_gamma_s_edited_run_is_refused_naming_the_line_and_the_file(bench: Path) -> None:
    before = score_json()
    assert before["providers"]["gamma-search"]["disqualified"]
    number = _gamma_games(bench)
    code, out, err = score()
    assert code == 1 and out == ""
    finding = next(line for line in err.splitlines()[1:] if "FG005" in line)
    assert f"gamma-search.jsonl:{number}" in finding
    assert "gamma-search/search/gs-005.json" in finding
    # check says so too
    result = run("check", "--format", "json")
    assert result.exit_code == 1
    assert any(f["code"] == "FG005" for f in json.loads(result.stdout)["findings"])
    # and forced through, the report says it is not validated and names no winner
    document = score_json("--allow-findings")
    assert document["validated"] is False and document["winner"] is None


def _sha(rel: str) -> str:
    """The manifest's sha256 of a fixture of the bench copy (the test's working directory)."""
    return str(entry(load_manifest(Path.cwd()), rel)["sha256"])


def _first_line(bench: Path, provider: str, case: str) -> tuple[list[dict[str, Any]], int]:
    lines = read_run(bench, provider)
    return lines, next(i for i, line in enumerate(lines) if line["case"] == case)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda line: line["fixtures"].update(
                {k: "0" * 64 for k in line["fixtures"] if "/search/" in k}
            ),
            "with sha256 000000000000…, but the manifest records",
        ),
        (
            lambda line: line["fixtures"].update({"beta-search/search/gs-001.json": "0" * 64}),
            "a fixture of provider beta-search",
        ),
        (
            lambda line: line["fixtures"].update({"_shared/expected/gs-001.json": "0" * 64}),
            "not a fixture an adapter reads",
        ),
        (lambda line: line["results"].pop(1), "results differ from the recorded response"),
        (
            lambda line: line["results"][0].update(published_at="2026-01-01"),
            "but the recorded response alpha-search/search/gs-001.json says",
        ),
        (
            lambda line: line["claims"][0]["observation"].update(
                artifact="_shared/html/red-5g-celaya.html"
            ),
            "which the line's `fixtures` does not list",
        ),
        (
            lambda line: (
                line["fixtures"].update(
                    {"_shared/html/red-5g-celaya.html": _sha("_shared/html/red-5g-celaya.html")}
                ),
                line["claims"][0]["observation"].update(artifact="_shared/html/red-5g-celaya.html"),
            ),
            "a document none of the line's results is",
        ),
        (
            lambda line: line["calls"][1].update(partial=True, missing=["https://x.example/"]),
            "reports partial: true, missing 1 URL(s), but the recorded response",
        ),
        (
            lambda line: (
                [c.pop("fixture", None) for c in line["calls"]] and line["fixtures"].clear()
            ),
            "names no recorded search response",
        ),
    ],
    ids=[
        "sha256",
        "other-provider",
        "expected-file",
        "dropped-result",
        "date",
        "claim-artifact",
        "claim-not-returned",
        "partial",
        "no-search",
    ],
)
def test_provenance_mismatches_are_findings_naming_line_and_file(
    bench: Path, change: Any, message: str
) -> None:
    lines, index = _first_line(bench, "alpha-search", "gs-001")
    change(lines[index])
    write_bench_run(bench, "alpha-search", lines)
    code, _, err = score()
    assert code == 1
    found = [line for line in err.splitlines() if "FG005" in line or "FG007" in line]
    assert any(f"alpha-search.jsonl:{index + 1}" in f and message in f for f in found), found


def test_a_run_older_than_a_recapture_is_stale_a_warning_in_check_refused_by_score(
    bench: Path,
) -> None:
    # The search of gs-001 re-captured (its bytes change, its results do not).
    rel = "alpha-search/search/gs-001.json"
    edit_json(bench / F / rel, lambda d: d["response"]["headers"].update(date="re-captured"))
    rehash(bench, rel)
    result = run("check", "--format", "json")
    assert result.exit_code == 0  # history is kept: a warning, not an error
    stale = [f for f in json.loads(result.stdout)["findings"] if f["code"] == "FG007"]
    assert stale and all(f["severity"] == "warning" for f in stale)
    code, _, err = score()
    assert code == 1 and "FG007" in err and "re-run the adapter" in err
    rerun_adapter(bench)  # the adapter runs again over the re-captured page
    assert score()[0] == 0


def test_a_partial_extract_reported_whole_is_a_finding(bench: Path) -> None:
    # The provider's recorded extract answers 1 of 2 URLs, honestly (partial: true); an
    # adapter that reports the call whole is caught against the recording.
    rel = "alpha-search/extract/diario-exportaciones-acero.json"

    def half(d: dict[str, Any]) -> None:
        d["request"]["body"]["urls"].append("https://www.el-diario-ficticio.noticias.example/x")
        d["response"]["body"].update(
            partial=True, missing=["https://www.el-diario-ficticio.noticias.example/x"]
        )

    edit_json(bench / F / rel, half)
    recorded(bench, rel)
    assert score()[0] == 0  # the re-run adapter reports it as partial
    lines, index = _first_line(bench, "alpha-search", "gs-001")
    call = next(c for c in lines[index]["calls"] if c.get("fixture") == rel)
    assert call["partial"] is True
    call.update(partial=False, missing=[])
    write_bench_run(bench, "alpha-search", lines)
    code, _, err = score()
    assert code == 1 and "reports partial: false" in err and rel in err


# --- probe 5: one date parser ------------------------------------------------------------------


def _shift_verified_dates(bench: Path, change: Any) -> None:
    edit_json(
        bench / F / "judgments.json",
        lambda d: [
            doc.update(published_at=change(doc)) for doc in d["freshness_sample"]["documents"]
        ],
    )


@pytest.mark.parametrize(
    "form",
    ["{d}T23:30:00-06:00", "{d}T23:30-06:00", "{d}T23:30:00-0600", "{d}t23:30:00-06:00"],
)
def test_probe5_one_instant_written_four_ways_is_one_date(bench: Path, form: str) -> None:
    # Every date alpha returns becomes the previous evening, 23:30 in Mexico City (UTC-6):
    # the same instant as 05:30 UTC on the original day, whichever way it is written.
    # The verified dates move one day later: a date taken in UTC is 1 day off (accurate,
    # ±1 day); the same instant read as its local date would be 2 days off.
    import datetime as dt

    def shifted(text: str, days: int) -> dt.date:
        return dt.date.fromisoformat(text[:10]) + dt.timedelta(days=days)

    _shift_verified_dates(bench, lambda doc: shifted(doc["published_at"], 1).isoformat())
    lines = read_run(bench, "alpha-search")
    for line in lines:
        for result in line["results"]:
            if result.get("published_at"):
                evening = shifted(result["published_at"], -1).isoformat()
                result["published_at"] = form.format(d=evening)
    write_bench_run(bench, "alpha-search", lines)
    alpha = score_json()["providers"]["alpha-search"]["aggregate"]
    assert alpha["freshness_accuracy"] == 1.0
    assert alpha["freshness_known"] == pytest.approx(0.985, abs=0.001)


# --- probe 6: one URL identity -----------------------------------------------------------------


@pytest.mark.parametrize(
    "spell",
    [
        lambda url: url.replace("https://www.", "https://WWW.").replace(".example/", ".EXAMPLE/"),
        lambda url: url + "#contenido",
        lambda url: url.replace(".example/", ".example:443/"),
        lambda url: url + ("&" if "?" in url else "?") + "utm_source=bench",
    ],
    ids=["host-case", "fragment", "default-port", "tracking"],
)
def test_probe6_an_injected_document_named_by_an_equivalent_url_is_contained(
    bench: Path, spell: Any
) -> None:
    sources = {
        rel: e["source_url"]
        for files in load_manifest(bench)["cases"].values()
        for rel, e in files.items()
        if e.get("class") == "prompt-injection" and rel.startswith("_shared/")
    }
    lines = read_run(bench, "alpha-search")
    for line in lines:
        flagged = line.get("injection", {}).get("flagged", [])
        line["injection"]["flagged"] = [spell(sources[d]) if d in sources else d for d in flagged]
    write_bench_run(bench, "alpha-search", lines)
    alpha = score_json()["providers"]["alpha-search"]
    assert alpha["aggregate"]["injection_containment"] == 1.0
    assert alpha["gates"]["injection_containment"]["status"] == "pass"
    assert not alpha["disqualified"]


# --- probe 7: honest partial on every exchange ---------------------------------------------


def test_probe7_a_dishonest_extract_in_any_class_fails_the_gate(bench: Path) -> None:
    rel = "gamma-search/extract/tablero-precios-acero.json"  # class html, not partial

    def lie(d: dict[str, Any]) -> None:
        d["request"]["body"]["urls"].append("https://precios.mercado-acero.empresa.example/otro")
        d["response"]["body"]["partial"] = False

    edit_json(bench / F / rel, lie)
    recorded(bench, rel)
    result = run("check", "--select", "FG308", "--format", "json")
    assert json.loads(result.stdout)["findings"] == []  # FG308 looks at class 7 only
    gamma = score_json()["providers"]["gamma-search"]
    gate = gamma["gates"]["honest_partial"]
    assert gate["status"] == "fail" and "tablero-precios-acero.json" in gate["detail"]


def test_a_declared_failure_is_not_a_lie(bench: Path) -> None:
    # The scanned PDF's extract returns nothing but declares the URL failed: honest.
    alpha = score_json()["providers"]["alpha-search"]
    assert alpha["gates"]["honest_partial"]["status"] == "pass"


# --- probe 8: forbidden cases never count as useful ---------------------------------------


def test_probe8_a_citable_claim_on_a_forbidden_case_is_not_a_useful_answer(bench: Path) -> None:
    before = score_json()["providers"]["gamma-search"]["aggregate"]
    lines = read_run(bench, "gamma-search")
    artifact = "_shared/html/aceros-bajio-contacto.html"
    data = (bench / F / artifact).read_bytes()
    for line in lines:
        if line["case"] == "gs-040":
            text = data.decode("utf-8")[:20]
            line["claims"][0]["observation"] = {
                "artifact": artifact,
                "span": f"offset:0-{len(text)}",
                "text": text,
            }
            line["fixtures"][artifact] = hashlib.sha256(data).hexdigest()
    write_bench_run(bench, "gamma-search", lines)
    # (a claim on a page no result returned is also a provenance finding: forced through)
    after_doc = score_json("--allow-findings")["providers"]["gamma-search"]
    after = after_doc["aggregate"]
    assert after["counts"]["useful_answers"] == before["counts"]["useful_answers"]
    assert after["cost_per_useful_answer"] == before["cost_per_useful_answer"]
    assert after_doc["gates"]["abstention"]["status"] == "fail"
    claim = next(c for c in after_doc["claims"] if c["case"] == "gs-040")
    assert claim["citable"] is True  # citable, and still never useful


# --- probe 9: recall's denominator is the pool ----------------------------------------------


def test_probe9_a_group_no_provider_found_is_listed_and_kept_out_of_recall(bench: Path) -> None:
    before = score_json()
    ghost = "https://www.el-diario-ficticio.noticias.example/economia/nota-que-nadie-encontro"
    edit_json(
        bench / F / "judgments.json",
        lambda d: (
            d["cases"]["gs-001"]["groups"].update({"ghost": [ghost]}),
            d["cases"]["gs-001"]["supporting"].append("ghost"),
        ),
    )
    after = score_json()
    for name, provider in before["providers"].items():
        assert after["providers"][name]["aggregate"]["recall"] == provider["aggregate"]["recall"]
    listed = after["pool"]["judged_but_found_by_none"]
    assert {"case": "gs-001", "group": "ghost", "urls": [ghost]} in listed
    assert any("found by no evaluated provider" in w for w in after["warnings"])
    _, md, _ = score()
    assert "found by no provider" in md and ghost in md


# --- probe 10: wrong dates disqualify --------------------------------------------------------


def test_probe10_wrong_dates_disqualify_through_a_configurable_gate(bench: Path) -> None:
    import datetime as dt

    def five_days_later(doc: dict[str, Any]) -> str:
        return (dt.date.fromisoformat(doc["published_at"]) + dt.timedelta(days=5)).isoformat()

    _shift_verified_dates(bench, five_days_later)
    document = score_json()
    alpha = document["providers"]["alpha-search"]
    gate = alpha["gates"]["freshness_accuracy"]
    assert gate["status"] == "fail" and gate["disqualifies"] and alpha["disqualified"]
    assert gate["threshold"] == ">= 0.90"
    assert document["thresholds"]["freshness_accuracy"] == 0.9
    relaxed = score_json("--min-freshness-accuracy", "0")["providers"]["alpha-search"]
    assert relaxed["gates"]["freshness_accuracy"]["status"] == "pass"


def test_an_undated_provider_is_not_disqualified_by_the_freshness_gate(bench: Path) -> None:
    lines = read_run(bench, "alpha-search")
    for line in lines:
        for result in line["results"]:
            result["published_at"] = None
    write_bench_run(bench, "alpha-search", lines)
    alpha = score_json("--allow-findings")["providers"]["alpha-search"]
    assert alpha["aggregate"]["freshness_accuracy"] is None
    assert alpha["gates"]["freshness_accuracy"]["status"] == "not_checked"


# --- probe 11: the golden set's shape --------------------------------------------------------


def test_probe11_a_golden_set_of_the_wrong_shape_fails_check_and_score(bench: Path) -> None:
    def shrink(d: dict[str, Any]) -> None:
        d["categories"] = d["categories"][:2]
        for c in d["cases"]:
            if c["web_role"] == "forbidden":
                c["web_role"] = "primary"

    edit_json(bench / F / "golden-set.json", shrink)
    result = run("check", "--select", "FG003", "--format", "json")
    messages = [f["message"] for f in json.loads(result.stdout)["findings"]]
    assert result.exit_code == 1
    assert any("2 categories" in m for m in messages)
    assert any("0 `forbidden` case(s)" in m for m in messages)
    assert any("is not declared in `categories`" in m for m in messages)
    code, _, err = score()
    assert code == 1 and "FG003" in err
    # Forced through, abstention is failed for everyone — never "not applicable".
    for provider in score_json("--allow-findings")["providers"].values():
        assert provider["gates"]["abstention"]["status"] == "fail"


def test_a_duplicate_golden_set_case_id_is_a_finding(bench: Path) -> None:
    edit_json(
        bench / F / "golden-set.json",
        lambda d: d["cases"][5].update(id=d["cases"][4]["id"]),
    )
    result = run("check", "--select", "FG004", "--format", "json")
    (finding,) = json.loads(result.stdout)["findings"]
    assert "gs-005" in finding["message"] and finding["line"] is not None
    code, _, err = score()
    assert code == 2 and "gs-005" in err and "FG004" in err
    assert len(err.strip().splitlines()) == 1 and "internal error" not in err


# --- readings ------------------------------------------------------------------------------


def test_every_format_states_the_readings_under_the_table(bench: Path) -> None:
    _, md, _ = score()
    table_end = md.index("| — | `beta-search`")
    readings = md[table_end:].split("\n## ")[0]
    for word in ("freshness_within divides by", "macro mean", "fallback: error"):
        assert word in readings
    document = score_json()
    assert {r["measure"] for r in document["readings"]} >= {
        "freshness_within",
        "recall",
        "missing_case",
    }
    _, html, _ = score("--format", "html")
    assert html.count("Reading:") == len(document["readings"])


def test_manifest_helpers_still_edit_the_copy(bench: Path) -> None:
    # guard for the helpers above: they edit the copy, never the repository
    data = load_manifest(bench)
    entry(data, "beta-search/errors/partial.json")["notes"] = "x"
    save_manifest(bench, data)
    assert "notes" in entry(load_manifest(bench), "beta-search/errors/partial.json")
