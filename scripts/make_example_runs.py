#!/usr/bin/env python3
"""Write the example bench's judgments and run records, deterministically.

Reads what `scripts/example_bench/` generated — `fixtures/golden-set.json`,
`fixtures/_shared/expected/*.json`, the manifest and each provider's recorded search
exchanges — and writes:

- `fixtures/judgments.json`: the pooled relevance a reviewer would have written
  (origin groups per case, the supporting ones, a freshness sample of 40 drawn with
  `fixture-guard sample-dates`' own function and seed);
- `fixtures/runs/<run-id>/<provider>.jsonl`: what the adapter did per case in replay;
- `fixtures/runs/<run-id>/invoice.csv`: the providers' invoice for the period.

The three fictional providers are built so that `fixture-guard score` exercises every
gate and picks one winner:

- alpha-search passes every gate and its invoice reconciles: it wins;
- beta-search is cheap per call but retries, drops a case and paraphrases some claims:
  citation coverage < 0.95, disqualified as default (usable for enrichment only);
- gamma-search is the cheapest per useful answer, but answers a forbidden case
  (abstention < 1), lets the Spanish system-impersonation page reach the model
  (injection containment < 1) and bills 9 % more than its adapter reported.

No fixture is touched: the honest-partial gate passes for all three because their
`partial` exchanges are honest (the tests break one to see the gate fail).

Every line names the fixture files it was computed from with their sha256
(`fixtures`), each call the exchange that served it, and each extract/fetch call the
`partial`/`missing` its recorded response warrants — all computed from the tree as it
is when the script runs, never written down here: after the bench is regenerated, run
this script again (the manifest, then the runs' recorded sha256s, follow the fixtures).

Usage: .venv/bin/python scripts/make_example_runs.py [--root fixtures] [--manifest manifest.json]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from fixture_guard.atomic import write_atomic  # noqa: E402
from fixture_guard.envelope import parse_envelope  # noqa: E402
from fixture_guard.manifest import sha256_file  # noqa: E402
from fixture_guard.score.exchanges import coverage  # noqa: E402
from fixture_guard.score.inputs import load_run  # noqa: E402
from fixture_guard.score.pool import sample_dates  # noqa: E402
from fixture_guard.score.urls import families_of, host_of, url_key  # noqa: E402

RUN_ID = "example-2026-10"
SAMPLE_SEED = 2026
SAMPLE_SIZE = 40
PERIOD = "2026-10"
#: A reviewer did not get to video pages: their results stay unjudged (and say so).
UNJUDGED_HOSTS = ("www.video-ficticio.example",)
INJECTION_CASE = "injection-corpus"


@dataclass(frozen=True)
class Profile:
    search_cost: float
    extract_cost: float
    fetch_cost: float
    #: Multiplies recorded latencies, so the providers differ in the (artificial) replay.
    latency_factor: float
    #: Every n-th measured case retries its search and escalates (low_confidence).
    retry_every: int = 0
    #: Measured cases whose claims the provider paraphrases (not what the artifact says).
    paraphrased: tuple[str, ...] = ()
    #: Cases absent from the provider's run.
    missing: tuple[str, ...] = ()
    #: Forbidden cases where the router still spent a search call.
    forbidden_calls: tuple[str, ...] = ()
    #: Forbidden cases the provider answered with a claim (a governance failure).
    forbidden_answered: tuple[str, ...] = ()
    #: Injection documents that reached the model (and were not flagged).
    leaked: tuple[str, ...] = ()
    #: Cases that stopped on the budget rung.
    budget: tuple[str, ...] = ()
    #: Invoice / adapter-reported cost ratio.
    billed: float = 1.0


PROFILES = {
    "alpha-search": Profile(
        search_cost=0.008, extract_cost=0.002, fetch_cost=0.001, latency_factor=1.0, billed=1.012
    ),
    "beta-search": Profile(
        search_cost=0.004,
        extract_cost=0.003,
        fetch_cost=0.001,
        latency_factor=1.35,
        retry_every=3,
        paraphrased=("gs-002", "gs-010", "gs-018", "gs-027"),
        missing=("gs-036",),
        forbidden_calls=("gs-038", "gs-041", "gs-045"),
        budget=("gs-031",),
        billed=0.97,
    ),
    "gamma-search": Profile(
        search_cost=0.002,
        extract_cost=0.001,
        fetch_cost=0.0005,
        latency_factor=0.8,
        forbidden_calls=("gs-040",),
        forbidden_answered=("gs-040",),
        leaked=("_shared/html/inyeccion-suplantacion.html",),
        billed=1.09,
    ),
}


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def stamp(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def normalise_results(body: Any) -> list[dict[str, Any]]:
    """The ranked results of a search body, whatever the provider's shape."""
    if not isinstance(body, dict):
        return []
    items = body.get("results") or (body.get("web") or {}).get("results") or body.get("organic")
    results = []
    for item in items or []:
        url = item.get("url") or item.get("link")
        if not url:
            continue
        results.append(
            {
                "url": url,
                "title": item.get("title"),
                "snippet": item.get("content") or item.get("description") or item.get("snippet"),
                "published_at": item.get("published_date")
                or item.get("page_age")
                or item.get("date"),
            }
        )
    return results


class Bench:
    def __init__(self, root: Path, manifest_path: Path) -> None:
        self.root = root
        self.golden = read_json(root / "golden-set.json")
        self.manifest = read_json(manifest_path)
        self.families = self.golden["families"]
        self.cases = {c["id"]: c for c in self.golden["cases"]}
        self.entries = {
            path: (case, entry)
            for case, files in self.manifest["cases"].items()
            for path, entry in files.items()
        }
        self.expected = {
            p.stem: read_json(p)["observations"]
            for p in sorted((root / "_shared/expected").glob("*.json"))
        }
        self.providers = sorted(PROFILES)
        self.corpus = sorted(
            path
            for path, (_, entry) in self.entries.items()
            if entry.get("class") == "prompt-injection" and path.startswith("_shared/")
        )

    def source_url(self, artifact: str | None) -> str | None:
        found = self.entries.get(artifact or "")
        return found[1].get("source_url") if found else None

    def search(
        self, provider: str, case: str
    ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        path = self.root / provider / "search" / f"{case}.json"
        if not path.is_file():
            return [], None
        envelope = read_json(path)
        return normalise_results((envelope.get("response") or {}).get("body")), envelope

    def captured_at(self, rel: str) -> dt.datetime | None:
        found = self.entries.get(rel)
        if not found or not found[1].get("captured_at"):
            return None
        return dt.datetime.fromisoformat(found[1]["captured_at"].replace("Z", "+00:00"))

    def exchange(self, provider: str, artifact: str) -> str | None:
        """The provider's recorded extract/fetch exchange over `artifact`, if it has one."""
        name = PurePosixPath(artifact).stem
        for op in ("extract", "fetch"):
            rel = f"{provider}/{op}/{name}.json"
            if (self.root / rel).is_file():
                return rel
        return None

    def elapsed(self, provider: str, artifact: str) -> float:
        rel = self.exchange(provider, artifact)
        if rel is None:
            return 900.0
        return float(read_json(self.root / rel).get("elapsed_ms") or 900)

    def sha256(self, rel: str) -> str:
        """The sha256 of a fixture as it is in the tree now: provenance is never hard-coded."""
        return sha256_file(self.root / rel)

    def reported_coverage(self, rel: str) -> dict[str, Any]:
        """What an honest adapter reports for an extract/fetch: partial and missing[]."""
        found = coverage(parse_envelope((self.root / rel).read_bytes()))
        absent = found.absent if found is not None else []
        return {"partial": bool(absent), "missing": absent}


# --- run records ------------------------------------------------------------------------


def case_line(bench: Bench, provider: str, case_id: str, index: int) -> dict[str, Any]:
    profile = PROFILES[provider]
    case = bench.cases[case_id]
    forbidden = case["web_role"] == "forbidden"
    base = dt.datetime(2026, 10, 20, 9, 0, tzinfo=dt.UTC) + dt.timedelta(minutes=3 * index)
    results, envelope = bench.search(provider, case_id)
    start = bench.captured_at(f"{provider}/search/{case_id}.json") or base
    recorded = float((envelope or {}).get("elapsed_ms") or 700)
    # Deterministic spread so percentiles have something to measure.
    jitter = 1.0 + ((index * 37) % 23) / 40
    calls: list[dict[str, Any]] = []
    fixtures: dict[str, str] = {}
    clock = start

    def read(rel: str | None) -> None:
        if rel is not None:
            fixtures[rel] = bench.sha256(rel)

    def call(
        operation: str,
        cost: float,
        latency: float,
        status: int | str = 200,
        fixture: str | None = None,
    ) -> None:
        nonlocal clock
        entry: dict[str, Any] = {
            "operation": operation,
            "cost_usd": round(cost, 6),
            "latency_ms": round(latency, 1),
            "status": status,
            "at": stamp(clock),
        }
        if fixture is not None:
            read(fixture)
            entry["fixture"] = fixture
            if operation != "search" and status == 200:
                entry.update(bench.reported_coverage(fixture))
        calls.append(entry)
        clock += dt.timedelta(milliseconds=latency)

    line: dict[str, Any] = {
        "case": case_id,
        "mode": "replay",
        "fixtures": fixtures,
        "calls": calls,
        "results": [],
        "claims": [],
        "outcome": "honest_no_data",
        "fallback": None,
        "injection": {"flagged": [], "reached_model": []},
    }
    if forbidden:
        if case_id in profile.forbidden_calls:
            # The router let the web in: the call is billed, but no recording serves it (the
            # bench records no search for a forbidden case), so it names no fixture and
            # brings back no result.
            call("search", profile.search_cost, recorded * profile.latency_factor * jitter)
        if case_id in profile.forbidden_answered:
            line["outcome"] = "answered"
            line["claims"] = [
                {
                    "id": f"{case_id}-c1",
                    "claim_type": case["claim_type"],
                    "observation": {
                        "artifact": None,
                        "span": None,
                        "text": "Registro personal encontrado en un directorio",
                    },
                    "contradicts_claim_ids": [],
                }
            ]
        line["window"] = {"start": stamp(start), "end": stamp(max(clock, start))}
        return line

    searched = f"{provider}/search/{case_id}.json" if envelope is not None else None
    call(
        "search", profile.search_cost, recorded * profile.latency_factor * jitter, fixture=searched
    )
    measured_index = sorted(
        c for c in bench.cases if bench.cases[c]["web_role"] != "forbidden"
    ).index(case_id)
    if profile.retry_every and measured_index % profile.retry_every == 0:
        call(
            "search",
            profile.search_cost,
            recorded * profile.latency_factor * jitter * 1.1,
            fixture=searched,
        )
        line["fallback"] = "low_confidence"
    line["results"] = results
    found = {url_key(r["url"]) for r in results}
    claims = []
    failed = False
    for obs in bench.expected.get(case_id, []):
        source = bench.source_url(obs.get("artifact"))
        if source is None or url_key(source) not in found:
            continue  # the provider never saw the page: nothing to cite
        latency = bench.elapsed(provider, obs["artifact"]) * profile.latency_factor * jitter
        exchange = bench.exchange(provider, obs["artifact"])
        if obs.get("expected_error"):
            call("extract", profile.extract_cost, latency, status=422, fixture=exchange)
            failed = True
            continue
        call("extract", profile.extract_cost, latency, fixture=exchange)
        read(obs["artifact"])
        text = obs["text"]
        if case_id in profile.paraphrased:
            text = f"Según la fuente, {text[0].lower()}{text[1:]}"
        claims.append(
            {
                "id": obs["claim_id"],
                "claim_type": obs.get("claim_type") or case["claim_type"],
                "observation": {"artifact": obs["artifact"], "span": obs["span"], "text": text},
                "contradicts_claim_ids": obs.get("contradicts_claim_ids") or [],
            }
        )
    line["claims"] = claims
    if case_id in profile.budget:
        line["claims"] = []
        line["fallback"] = "budget"
        line["outcome"] = "honest_no_data"
    elif claims:
        line["outcome"] = "answered"
    elif failed:
        line["outcome"] = "error"
        line["fallback"] = line["fallback"] or "error"
    else:
        line["fallback"] = line["fallback"] or "no_result"
    line["window"] = {"start": stamp(start), "end": stamp(clock)}
    return line


def injection_line(bench: Bench, provider: str) -> dict[str, Any]:
    profile = PROFILES[provider]
    start = dt.datetime(2026, 10, 21, 12, 0, tzinfo=dt.UTC)
    calls = []
    fixtures: dict[str, str] = {}
    clock = start
    for n, doc in enumerate(bench.corpus):
        latency = bench.elapsed(provider, doc) * profile.latency_factor * (1 + n / 10)
        exchange = bench.exchange(provider, doc)
        entry: dict[str, Any] = {
            "operation": "fetch",
            "cost_usd": profile.fetch_cost,
            "latency_ms": round(latency, 1),
            "status": 200,
            "at": stamp(clock),
        }
        fixtures[doc] = bench.sha256(doc)
        if exchange is not None:
            fixtures[exchange] = bench.sha256(exchange)
            entry["fixture"] = exchange
            entry.update(bench.reported_coverage(exchange))
        calls.append(entry)
        clock += dt.timedelta(milliseconds=latency)
    return {
        "case": INJECTION_CASE,
        "mode": "replay",
        "fixtures": dict(sorted(fixtures.items())),
        "window": {"start": stamp(start), "end": stamp(clock)},
        "calls": calls,
        "results": [],
        "claims": [],
        "outcome": "honest_no_data",
        "fallback": None,
        "injection": {
            "flagged": [d for d in bench.corpus if d not in profile.leaked],
            "reached_model": [d for d in bench.corpus if d in profile.leaked],
        },
    }


def provider_lines(bench: Bench, provider: str) -> list[dict[str, Any]]:
    lines = [
        case_line(bench, provider, case_id, index)
        for index, case_id in enumerate(sorted(bench.cases))
        if case_id not in PROFILES[provider].missing
    ]
    if bench.corpus and INJECTION_CASE in bench.manifest["cases"]:
        lines.append(injection_line(bench, provider))
    return lines


# --- judgments --------------------------------------------------------------------------


def judge(bench: Bench, runs: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Origin groups per case, as a reviewer would write them from the pool."""
    cases: dict[str, Any] = {}
    for case_id, case in sorted(bench.cases.items()):
        if case["web_role"] == "forbidden":
            continue
        pooled: dict[str, str] = {}
        for provider in bench.providers:
            for line in runs[provider]:
                if line["case"] == case_id:
                    for r in line["results"]:
                        pooled.setdefault(url_key(r["url"]), r["url"])
        origins: dict[str, str] = {}  # last path segment of a supporting page → its group
        groups: dict[str, list[str]] = {}
        supporting: list[str] = []
        for obs in bench.expected.get(case_id, []):
            source = bench.source_url(obs.get("artifact"))
            if source is None:
                continue
            group = PurePosixPath(obs["artifact"]).stem
            if group not in groups:
                groups[group] = []
                supporting.append(group)
                origins[PurePosixPath(source).name] = group
            if source not in groups[group]:
                groups[group].append(source)
        related = noise = 0
        for _, url in sorted(pooled.items()):
            if any(url in urls for urls in groups.values()):
                continue
            host = host_of(url)
            reprint_of = origins.get(PurePosixPath(url).name)
            if reprint_of:  # the same note under another masthead: one origin
                groups[reprint_of].append(url)
            elif host in UNJUDGED_HOSTS:
                continue
            elif set(families_of(host, bench.families)) & set(case["expect"]["families"]):
                related += 1
                groups[f"related-{related}"] = [url]
                supporting.append(f"related-{related}")
            else:
                noise += 1
                groups[f"noise-{noise}"] = [url]
        cases[case_id] = {"groups": groups, "supporting": supporting}
    return {"version": 1, "cases": cases}


def true_dates(bench: Bench, runs: dict[str, list[dict[str, Any]]]) -> dict[str, str]:
    """What a reviewer finds on each page: the source's own date. alpha and beta pass
    dates through unchanged (beta sometimes drops them), so theirs are the truth here."""
    truth: dict[str, str] = {}
    for provider in ("alpha-search", "beta-search"):
        for line in runs.get(provider, []):
            for r in line["results"]:
                if r.get("published_at"):
                    truth.setdefault(url_key(r["url"]), str(r["published_at"])[:10])
    return truth


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=REPO / "fixtures")
    parser.add_argument("--manifest", type=Path, default=None)
    parser.add_argument("--run-id", default=RUN_ID)
    args = parser.parse_args(argv)
    root = args.root.resolve()
    manifest = args.manifest or (
        root / "manifest.json"
        if (root / "manifest.json").is_file()
        else root.parent / "manifest.json"
    )
    bench = Bench(root, manifest)
    run_dir = root / "runs" / args.run_id
    runs = {p: provider_lines(bench, p) for p in bench.providers}
    for provider, lines in runs.items():
        text = "".join(
            json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n" for line in lines
        )
        write_atomic(run_dir / f"{provider}.jsonl", text.encode("utf-8"))
    judgments = judge(bench, runs)
    truth = true_dates(bench, runs)
    run = load_run(
        run_dir, str(run_dir), allowed_cases=set(bench.cases) | set(bench.manifest["cases"])
    )
    unknown = [
        k
        for p in run.providers.values()
        for r in p.records.values()
        for k in (x.key for x in r.results)
        if k not in truth
    ]
    sample = sample_dates(run, n=SAMPLE_SIZE, seed=SAMPLE_SEED, exclude=unknown)
    for doc in sample:
        doc["published_at"] = truth[url_key(str(doc["url"]))]
    judgments["freshness_sample"] = {"seed": SAMPLE_SEED, "documents": sample}
    write_atomic(
        root / "judgments.json",
        (json.dumps(judgments, indent=2, ensure_ascii=False) + "\n").encode("utf-8"),
    )
    invoice = ["provider,period,amount"]
    for provider, lines in runs.items():
        reported = sum(c["cost_usd"] for line in lines for c in line["calls"])
        invoice.append(f"{provider},{PERIOD},{reported * PROFILES[provider].billed:.4f}")
    write_atomic(run_dir / "invoice.csv", ("\n".join(invoice) + "\n").encode("utf-8"))
    print(
        f"wrote {root.name}/judgments.json and {len(runs)} run files in "
        f"{run_dir.relative_to(root.parent)}/"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
