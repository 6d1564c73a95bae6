"""Write the worked example bench: fixtures/ and manifest.json at the repository root.

    .venv/bin/python scripts/example_bench/build.py

Deterministic: the same code writes the same bytes, so the manifest's hashes only move
when the content does. `fixtures/judgments.json` and `fixtures/runs/` belong to the
scorer's example (scripts/make_example_runs.py) and are left as they are.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import shutil
import sys
from pathlib import Path
from typing import Any

import exchanges as X
from cases import MEASURED, golden_set
from pages import HTML_DOCUMENTS, Document
from pdfs import PDF_DOCUMENTS

from fixture_guard.manifest import Entry, Manifest, sha256_bytes
from fixture_guard.timeutil import format_rfc3339

REPO = Path(__file__).resolve().parents[2]
ROOT = REPO / "fixtures"
KEEP = ("judgments.json", "runs")  # owned by the scorer's example

DOCUMENTS: tuple[Document, ...] = HTML_DOCUMENTS + PDF_DOCUMENTS
SHARED_CAPTURED = dt.datetime(2026, 10, 13, 12, 0, tzinfo=dt.UTC)
PROVIDER_CAPTURED = {
    provider: dt.datetime(2026, 10, 14 + index, 15, 0, tzinfo=dt.UTC)
    for index, provider in enumerate(X.PROVIDERS)
}


def dump_json(value: Any) -> bytes:
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


class Bench:
    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.entries: list[Entry] = []

    def add(
        self,
        rel: str,
        data: bytes,
        *,
        case: str,
        cls: str,
        captured: dt.datetime,
        doc: Document | None = None,
    ) -> None:
        assert rel not in self.files, rel
        self.files[rel] = data
        self.entries.append(
            Entry(
                case=case,
                path=rel,
                cls=cls,
                sha256=sha256_bytes(data),
                captured_at=format_rfc3339(captured),
                kind=doc.kind if doc else None,
                source_url=doc.source_url if doc else None,
                bytes=len(data),
                synthetic=True,  # everything here is authored: said plainly, never hidden
                renders_javascript=bool(doc and doc.renders_javascript),
                vectors=doc.vectors if doc else (),
                raw={"notes": doc.notes} if doc else {},
            )
        )


def locate(doc: Document, citation: tuple[Any, ...]) -> tuple[str | None, str | None]:
    """(span, text) for a citation, read off the document's own bytes."""
    how = citation[0]
    if how == "error":
        # The page the adapter is pointed at, which must fail as the error says.
        return (f"page:{citation[2]}" if len(citation) > 2 else None), None
    if how == "selector":
        import lxml.html

        element = lxml.html.fromstring(doc.body).cssselect(citation[1])[0]
        return f"selector:{citation[1]}", " ".join(element.text_content().split())
    if how == "offset":
        text = doc.body.decode("utf-8")
        start = text.index(citation[1])
        assert text.count(citation[1]) == 1, f"ambiguous offset text in {doc.path}"
        return f"offset:{start}-{start + len(citation[1])}", citation[1]
    if how == "page":
        import pdfplumber

        number, wanted = citation[1], citation[2]
        with pdfplumber.open(io.BytesIO(doc.body)) as pdf:
            page_text = pdf.pages[number - 1].extract_text() or ""
        start = page_text.index(wanted)
        return f"page:{number},offset:{start}-{start + len(wanted)}", wanted
    raise ValueError(how)


def expected_files(bench: Bench) -> None:
    captured = SHARED_CAPTURED + dt.timedelta(hours=6)
    for spec in MEASURED:
        observations = []
        for index, (doc, citation) in enumerate(spec.citations, start=1):
            span, text = locate(doc, citation)
            observation: dict[str, Any] = {
                "claim_id": f"{spec.id}-c{index}",
                "claim_type": spec.claim_type,
                "entity": spec.entity,
                "artifact": doc.path,
                # Bound to the bytes it was captured against: a re-captured page makes it stale.
                "artifact_sha256": sha256_bytes(doc.body),
                "span": span,
                "text": text,
                "published_at": doc.published_at,
                "contradicts_claim_ids": [],
            }
            if citation[0] == "error":
                observation["expected_error"] = citation[1]
            observations.append(observation)
        if len(observations) == 2 and spec.id == "gs-034":
            # The contradictory pair: two claims that name each other, neither overwritten.
            observations[0]["contradicts_claim_ids"] = [observations[1]["claim_id"]]
            observations[1]["contradicts_claim_ids"] = [observations[0]["claim_id"]]
        bench.add(
            f"_shared/expected/{spec.id}.json",
            dump_json({"case": spec.id, "observations": observations}),
            case=spec.id,
            cls="expected",
            captured=captured,
        )


def shared_documents(bench: Bench) -> None:
    first_case = {}
    for spec in MEASURED:
        for doc, _ in spec.citations:
            first_case.setdefault(doc.path, spec.id)
    for index, doc in enumerate(DOCUMENTS):
        case = first_case.get(doc.path) or ("injection-corpus" if doc.vectors else f"doc-{index}")
        bench.add(
            doc.path,
            doc.body,
            case=case,
            cls=doc.cls,
            captured=SHARED_CAPTURED + dt.timedelta(minutes=index),
            doc=doc,
        )


def provider_exchanges(bench: Bench, provider: str) -> None:
    clock = PROVIDER_CAPTURED[provider]

    def tick() -> dt.datetime:
        nonlocal clock
        clock += dt.timedelta(minutes=1)
        return clock

    for spec in MEASURED:
        captured = tick()
        results = X.ranked_results(provider, spec)
        bench.add(
            f"{provider}/search/{spec.id}.json",
            dump_json(
                X.envelope(
                    case=spec.id,
                    operation="search",
                    method="POST",
                    url=f"{X.API[provider]}/search",
                    request_body={"query": spec.query, "max_results": 10, "country": "MX"},
                    status=200,
                    captured=captured,
                    provider=provider,
                    body=X.search_body(provider, spec, results),
                    elapsed_ms=640 + int(spec.id[3:]) * 11,
                )
            ),
            case=spec.id,
            cls="results",
            captured=captured,
        )
    renders_js = provider == "alpha-search"
    for doc in DOCUMENTS:
        if doc.cls not in ("html", "pdf", "contradictory", "prompt-injection"):
            continue
        captured = tick()
        stem = doc.path.rsplit("/", 1)[1].rsplit(".", 1)[0]
        case = "injection-corpus" if doc.vectors else f"{doc.cls}-{doc.kind or stem}"
        if doc.cls == "prompt-injection":
            # fetch: the bytes as served are the shared document itself.
            data = X.envelope(
                case=case,
                operation="fetch",
                method="GET",
                url=f"{X.API[provider]}/fetch?url={doc.source_url}",
                request_body=None,
                status=200,
                captured=captured,
                provider=provider,
                headers={
                    "content-type": "application/pdf"
                    if doc.path.endswith(".pdf")
                    else "text/html; charset=utf-8"
                },
                artifact=doc.path,
                body_ref=doc.path,
                elapsed_ms=380,
            )
            rel = f"{provider}/fetch/{stem}.json"
        else:
            error = "format_tables_ocr" if doc.kind == "scanned" else None
            text = None if error else X.visible_text(doc, renders_javascript=renders_js)
            data = X.envelope(
                case=case,
                operation="extract",
                method="POST",
                url=f"{X.API[provider]}/extract",
                request_body={"urls": [doc.source_url]},
                status=200,
                captured=captured,
                provider=provider,
                body=X.extract_body(provider, doc, text, error),
                artifact=doc.path,
                elapsed_ms=1900,
            )
            rel = f"{provider}/extract/{stem}.json"
        bench.add(rel, dump_json(data), case=case, cls=doc.cls, captured=captured)
    asked = [doc.source_url for doc in HTML_DOCUMENTS[:10]]
    errors = {
        "429": ("err-429", X.rate_limited(provider, tick())),
        "502": ("err-5xx", X.upstream_error(provider, tick(), 502, with_body=True)),
        "503": ("err-5xx", X.upstream_error(provider, tick(), 503, with_body=False)),
        "timeout": ("err-timeout", X.timed_out(provider)),
        "partial": ("err-partial", X.partial(provider, tick(), asked)),
    }
    classes = {"429": "429", "502": "5xx", "503": "5xx", "timeout": "timeout", "partial": "partial"}
    for name, (case, data) in errors.items():
        bench.add(
            f"{provider}/errors/{name}.json",
            dump_json(data),
            case=case,
            cls=classes[name],
            captured=tick(),
        )


README = """# The example bench (authored, not captured)

Everything under this folder was **written by hand or by `scripts/example_bench/`** for
fixture-guard's own tests and documentation. Nothing here is a real capture:

- the three providers (`alpha-search`, `beta-search`, `gamma-search`) are fictional, and so
  are their API hosts (`api.<provider>.example`);
- every organisation (Aceros del Bajío Ficticio, the "Ficticia" ministries, the newspapers)
  and every host (all under `.example`) is invented;
- every manifest entry says `synthetic: true`. Classes 1–3, 9 and the expected observations
  must be real captures in a real bench (rule FG401); this repository waives FG401 for its
  example tree in `pyproject.toml`, with that reason, and `fixture-guard check` lists the
  waived findings every time.

Regenerate with `.venv/bin/python scripts/example_bench/build.py`.
"""


def main() -> int:
    bench = Bench()
    shared_documents(bench)
    expected_files(bench)
    for provider in X.PROVIDERS:
        provider_exchanges(bench, provider)
    bench.files["golden-set.json"] = dump_json(golden_set())
    bench.files["README.md"] = README.encode("utf-8")
    if ROOT.exists():
        for child in ROOT.iterdir():
            if child.name in KEEP:
                continue
            shutil.rmtree(child) if child.is_dir() else child.unlink()
    for rel, data in bench.files.items():
        path = ROOT / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    manifest = Manifest.empty(REPO / "manifest.json")
    manifest.entries = bench.entries
    manifest.save()
    print(
        f"wrote {len(bench.files)} files under {ROOT.relative_to(REPO)}/ and {len(bench.entries)} manifest entries"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
