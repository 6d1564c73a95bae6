"""The path a team recording real providers takes, end to end, on the real captures.

docs/walkthrough.md, step by step: every page, PDF, search response and cassette in
../shared/captures goes through `fixture-guard redact` into a fresh tree in tmp_path
(nothing captured is ever written into the repository); pages carrying planted personal
data and secrets come out redacted; the PDFs that cannot be committed are refused with
the reason and page; what is not a recording is refused in one line; expected
observations are captured against the redacted artifacts; then `check` runs the
integrity, policy and content families (FG2, FG4–FG8) with no waiver and no baseline.
Skips when ../shared/captures is absent.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from helpers import run

from fixture_guard.spans import resolve_span

WHEN = "2026-10-14T18:03:11Z"
CONFIG = """[tool.fixture-guard]
root = "fixtures"
manifest = "manifest.json"
"""
KEY = "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"
EMAIL = "juan.perez.garcia@gmail.com"
PHONE = "+52 33 1234 5678"


@dataclass(frozen=True)
class Page:
    capture: str  # under captures/
    cls: str
    kind: str | None = None
    vectors: tuple[str, ...] = ()
    planted: bool = False  # a copy with a personal e-mail, a phone and a key goes in


PAGES = (
    Page("html/de_bafa-gov_mineraloel-statistics-table.html", "html", "government-table"),
    Page("html/de_rs-ingenieure_simple-corporate-services-page.html", "html", "corporate"),
    Page("html/es-pe_elcomercio_signwall-paywall-article.html", "html", "paywall"),
    Page("html/es-uy_ladiaria_metered-paywall-article.html", "html", "paywall"),
    Page("html/es-mx_unocero_tech-news-android-apps.html", "results", planted=True),
    Page("html/es-ar_lanacion_opinion-article.html", "results", planted=True),
    Page("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", "results"),
    Page(
        "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
        "prompt-injection",
        vectors=("css-hidden", "alt-title", "json-ld"),
    ),
    Page(
        "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
        "prompt-injection",
        vectors=("html-comment", "css-hidden", "system-impersonation-es"),
    ),
    Page("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", "pdf", "two-column-table"),
    Page("pdf/en_fbi-nics-background-checks-table.pdf", "pdf", "two-column-table"),
    Page("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", "pdf", "scanned"),
    Page("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", "pdf", "scanned"),
    Page("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", "results"),
    Page("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", "results"),
)

#: PDFs `redact` must refuse, and the words its one line must carry.
REFUSED_PDFS = {
    "pdf/en_us-federal-register-three-column.pdf": ("page 15", "cannot rewrite a PDF"),
    "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf": ("over 512 KB", "cut it at"),
}

#: Captures that are not recordings at all: refused in one line (exit 2).
NOT_RECORDINGS = (
    "html/trafilatura-evaldata_subset.json",
    "injection/bipia_text-attack-instructions_test.json",
)


@dataclass(frozen=True)
class Recording:
    capture: str
    provider: str
    case: str
    cls: str = "results"
    request_url: str | None = None  # a response body recorded alone
    method: str = "GET"
    dated: bool = True  # the recording carries a Date header
    entry: int | None = None  # the one interaction to keep (default: each)


SK = "What+is+the+Semantic+Kernel%3F"
RECORDINGS = (
    Recording(
        "search/bing_semantic-kernel_what-is-sk.json",
        "bing",
        "sk-what-is",
        request_url=f"https://api.bing.microsoft.com/v7.0/search?q={SK}",
    ),
    Recording(
        "search/bing_semantic-kernel_what-is-sk_site-devblogs.json",
        "bing",
        "sk-devblogs",
        request_url=f"https://api.bing.microsoft.com/v7.0/search?q={SK}+site%3Adevblogs.microsoft.com",
    ),
    Recording(
        "search/brave_semantic-kernel_what-is-sk.json",
        "brave",
        "sk-what-is",
        request_url="https://api.search.brave.com/res/v1/web/search?q=What+is+Semantic+Kernel",
    ),
    Recording(
        "search/brave_semantic-kernel_what-is-sk_site-filter.json",
        "brave",
        "sk-devblogs",
        request_url=f"https://api.search.brave.com/res/v1/web/search?q={SK}",
    ),
    Recording(
        "search/google-cse_semantic-kernel_what-is-sk.json",
        "google-cse",
        "sk-what-is",
        request_url=f"https://www.googleapis.com/customsearch/v1?q={SK}",
    ),
    Recording(
        "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json",
        "google-cse",
        "sk-devblogs",
        request_url=f"https://www.googleapis.com/customsearch/v1?q={SK}&siteSearch=devblogs.microsoft.com",
    ),
    Recording(
        "search/tavily_semantic-kernel_what-is-sk.json",
        "tavily",
        "sk-what-is",
        request_url="https://api.tavily.com/search",
        method="POST",
    ),
    Recording(
        "search/tavily_semantic-kernel_what-is-sk_site-devblogs.json",
        "tavily",
        "sk-devblogs",
        request_url="https://api.tavily.com/search",
        method="POST",
    ),
    Recording(
        "search/tavily_pydantic-ai_basic-search.cassette.yaml", "tavily", "pai-basic", dated=False
    ),
    Recording(
        "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
        "tavily",
        "pai-bound-params",
        dated=False,
    ),
    Recording(
        "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
        "tavily",
        "pai-include-domains",
        dated=False,
    ),
    Recording("search/firecrawl_crewai_search-firecrawl.cassette.yaml", "firecrawl", "fc-search"),
    Recording(
        "search/anthropic-web-search_vercel-ai_tech-news.json",
        "anthropic-web-search",
        "tech-news",
        request_url="https://api.anthropic.com/v1/messages",
        method="POST",
    ),
    Recording(
        "search/openai-web-search_vercel-ai_tech-news.json",
        "openai-web-search",
        "tech-news",
        request_url="https://api.openai.com/v1/responses",
        method="POST",
    ),
    Recording(
        "search/perplexity-sonar_vercel-ai_citations.json",
        "perplexity-sonar",
        "sf-population",
        request_url="https://api.perplexity.ai/chat/completions",
        method="POST",
    ),
    Recording(
        "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
        "reddit",
        "err-429",
        cls="429",
        entry=1,  # interaction 0 is the token request that preceded the 429
    ),
    Recording(
        "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
        "reddit-token",
        "err-429",
        cls="429",
    ),
    Recording(
        "errors/gemini_crewai_429-resource-exhausted.cassette.yaml", "gemini", "err-429", cls="429"
    ),
    Recording(
        "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
        "openrouter",
        "err-429",
        cls="429",
        dated=False,
    ),
)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _plant(source: Path, into: Path) -> Path:
    """A copy of a real page carrying what §3 says never reaches a commit."""
    page = source.read_text(encoding="utf-8-sig")
    planted = (
        f'<script>var cfg = {{"tavilyKey": "{KEY}"}};</script>\n'
        f"<p>Escríbeme a {EMAIL} o llámame al {PHONE}.</p>\n</body>"
    )
    copy = into / source.name
    copy.write_text(page.replace("</body>", planted, 1), encoding="utf-8")
    return copy


def _redact(raw: Path, provider: str, case: str, cls: str, *extra: str) -> Any:
    return run(
        "redact",
        str(raw),
        "--into",
        "fixtures",
        "--provider",
        provider,
        "--case",
        case,
        "--class",
        cls,
        *extra,
    )


def _case_of(capture: str) -> str:
    return "doc-" + Path(capture).name.split(".")[0].split("_", 1)[-1][:40]


def _title_text(html: str) -> str:
    found = re.search(r"<title[^>]*>(.*?)</title>", html, re.IGNORECASE | re.DOTALL)
    assert found, "every captured page has a title"
    return found.group(1)


def _observations(rel: str, data: bytes, case: str) -> list[dict[str, Any]]:
    """Observations captured against the stored artifact: a selector and an offset on a
    page, the first page of a PDF (or the page that must fail as format_tables_ocr)."""
    base = {
        "claim_type": "page_content",
        "entity": case,
        "artifact": rel,
        "artifact_sha256": _sha(data),
        "published_at": None,
    }
    if rel.endswith(".pdf"):
        text = resolve_span("page:1", data, media="pdf")
        if not text.strip():
            return [{**base, "span": "page:1", "text": None, "expected_error": "format_tables_ocr"}]
        return [{**base, "span": "page:1", "text": text}]
    html = data.decode("utf-8")
    title = _title_text(html)
    start = html.index(title)
    return [
        {
            **base,
            "span": "selector:title",
            "text": resolve_span("selector:title", data, media="html"),
        },
        {**base, "span": f"offset:{start}-{start + len(title)}", "text": title},
    ]


def _capture_expected(project: Path, case: str, observations: list[dict[str, Any]]) -> None:
    for index, observation in enumerate(observations, start=1):
        observation["claim_id"] = f"{case}-c{index}"
    rel = f"_shared/expected/{case}.json"
    path = project / "fixtures" / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (json.dumps({"case": case, "observations": observations}, indent=2) + "\n").encode()
    path.write_bytes(data)
    added = run(
        "manifest",
        "update",
        f"fixtures/{rel}",
        "--class",
        "expected",
        "--case",
        case,
        "--captured-at",
        WHEN,
        "--sha256-original",
        _sha(data),
    )
    assert added.exit_code == 0, added.output


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "fixtures").mkdir()
    (tmp_path / "pyproject.toml").write_text(CONFIG, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _has_date_header(recording: str) -> bool:
    """A `Date:`/`"date":` header anywhere in a raw recording (cassettes only have them)."""
    return (
        re.search(r"""^\s*["']?date["']?\s*:""", recording, re.IGNORECASE | re.MULTILINE)
        is not None
    )


def test_every_real_capture_becomes_a_fixture_or_a_refusal_and_checks_clean(
    project: Path, captures: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    planted_dir = tmp_path_factory.mktemp("planted")
    handled: set[str] = set()

    # 1. Pages and PDFs: redacted into _shared/, each with its expected observations.
    for page in PAGES:
        source = captures / page.capture
        raw = _plant(source, planted_dir) if page.planted else source
        case = _case_of(page.capture)
        extra = ["--captured-at", WHEN]
        if page.kind:
            extra += ["--kind", page.kind]
        for vector in page.vectors:
            extra += ["--vector", vector]
        result = _redact(raw, "pages", case, page.cls, *extra)
        assert result.exit_code == 0, (page.capture, result.output)
        media = "pdf" if source.suffix == ".pdf" else "html"
        rel = f"_shared/{media}/{raw.stem}.{media}"
        stored = (project / "fixtures" / rel).read_bytes()
        if page.planted:
            assert KEY.encode() not in stored and EMAIL.encode() not in stored
            assert b"redacted@example.test" in stored and b"[REDACTED]" in stored
            assert b"1234 5678" not in stored
        _capture_expected(project, case, _observations(rel, stored, case))
        handled.add(page.capture)

    # 2. PDFs that cannot be committed: refused, with the reason and the page.
    for capture, words in REFUSED_PDFS.items():
        result = _redact(
            captures / capture,
            "pages",
            "doc-refused",
            "pdf",
            "--kind",
            "annual-report",
            "--captured-at",
            WHEN,
        )
        assert result.exit_code == 1, result.output
        assert all(word in result.stderr for word in words), result.stderr
        handled.add(capture)

    # 3. Search responses and cassettes: one envelope per interaction.
    for recording in RECORDINGS:
        extra: list[str] = []
        if recording.request_url:
            extra += ["--request-url", recording.request_url, "--request-method", recording.method]
        if recording.request_url or not recording.dated:
            extra += ["--captured-at", WHEN]
        if recording.entry is not None:
            extra += ["--entry", str(recording.entry)]
        result = _redact(
            captures / recording.capture, recording.provider, recording.case, recording.cls, *extra
        )
        assert result.exit_code == 0, (recording.capture, result.output)
        handled.add(recording.capture)

    # 4. What is not a recording is refused in one line.
    for capture in NOT_RECORDINGS:
        result = _redact(captures / capture, "pages", "doc-x", "results")
        assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
        handled.add(capture)

    every_capture = {
        p.relative_to(captures).as_posix()
        for p in captures.rglob("*")
        if p.is_file() and p.name != "SOURCES.md"
    }
    assert every_capture <= handled, f"not walked: {sorted(every_capture - handled)}"

    # 5. The content and integrity families, with no waiver and no baseline. The only
    # findings are FG509 warnings, on exactly the envelopes whose capture never had a
    # `date` header (bodies saved alone, cassettes recorded with a header filter).
    result = run("check", "--select", "FG2,FG4,FG5,FG6,FG7,FG8", "--format", "json")
    findings = json.loads(result.stdout)["findings"]
    shown = [f"{f['code']} {f['path']}:{f['line']} {f['message']}" for f in findings]
    assert [f for f in findings if f["code"] != "FG509"] == [], "\n".join(shown)
    assert result.exit_code == 0
    undated = {
        f"fixtures/{recording.provider}/"
        for recording in RECORDINGS
        if not _has_date_header((captures / recording.capture).read_text(encoding="utf-8"))
    }
    warned = {f["path"].split("/", 2)[0] + "/" + f["path"].split("/", 2)[1] + "/" for f in findings}
    assert warned == undated
    assert "waived" not in run("check", "--select", "FG2,FG4,FG5,FG6,FG7,FG8").stdout

    # Every real search response counts toward class 1. Of the real 429s only Reddit's
    # carries retry-after: the others cannot verify withRetry, and FG305 says so.
    classes = json.loads(run("check", "--select", "FG305,FG312", "--format", "json").stdout)
    assert sorted((f["code"], f["path"]) for f in classes["findings"]) == [
        ("FG305", "fixtures/gemini/errors/429.json"),
        ("FG305", "fixtures/openrouter/errors/429-0.json"),
        ("FG305", "fixtures/openrouter/errors/429-1.json"),
        ("FG305", "fixtures/openrouter/errors/429-2.json"),
        ("FG305", "fixtures/reddit-token/errors/429.json"),
    ]
