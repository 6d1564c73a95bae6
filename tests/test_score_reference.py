"""An independent recomputation of every metric, gate and the ranking, against `score`.

`Reference` reads the raw files — golden set, judgments, manifest, run records, invoice,
stored artifacts and exchanges — with the standard library, lxml/cssselect and pdfplumber,
and computes docs/scoring.md's definitions from scratch. It imports nothing from
`fixture_guard`: it compares with what `fixture-guard score --format json` prints. It is
run on the example bench and on adversarial runs (seeded mutations of every field the
scorer reads), and P@k and recall are also checked against ir-measures (trec_eval).
"""

from __future__ import annotations

import csv
import datetime as dt
import fnmatch
import hashlib
import io
import json
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import pytest

from tests.helpers import run

CATEGORY_FREE = "__none__"
TRACKING = {"fbclid", "gclid", "mc_cid", "mc_eid", "ref_src"}
OPS = ("search", "extract", "fetch")
CAUSES = ("no_result", "error", "low_confidence", "budget")


# --- identities -----------------------------------------------------------------------------


def ukey(url: str) -> str:
    """scheme/host lower-case, default port, no fragment, no tracking parameters."""
    text = url.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").rstrip(".")
    if ":" in host:
        host = f"[{host}]"
    if port is not None and (scheme, port) not in (("http", 80), ("https", 443)):
        host = f"{host}:{port}"
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if k.lower() not in TRACKING and not k.lower().startswith("utm_")
    ]
    return urlunsplit((scheme, host, parts.path or "/", urlencode(query, doseq=True), ""))


def dkey(name: str) -> str:
    text = name.strip()
    if "://" in text:
        return ukey(text)
    while text.startswith("./"):
        text = text[2:]
    return text


def host(url: str) -> str:
    try:
        return (urlsplit(url.strip()).hostname or "").rstrip(".").lower()
    except ValueError:
        return ""


def host_in(h: str, patterns: Iterable[str]) -> bool:
    for pattern in patterns:
        p = pattern.strip().rstrip(".").lower()
        if h and p and (fnmatch.fnmatchcase(h, p) or (p.startswith("*.") and h == p[2:])):
            return True
    return False


def day(value: str | None) -> dt.date | None:
    """A date, or a date-time's UTC day; an offset-less date-time is taken as UTC."""
    if not value:
        return None
    text = value.strip().upper()
    if "T" not in text and " " not in text:
        return dt.date.fromisoformat(text)
    moment = dt.datetime.fromisoformat(text.replace(" ", "T", 1))
    if moment.tzinfo is None:
        return moment.date()
    return moment.astimezone(dt.UTC).date()


def instant(value: str) -> dt.datetime:
    moment = dt.datetime.fromisoformat(value.strip().upper())
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)


def percentile(values: list[float], q: float) -> float:
    """numpy's default (type 7): linear between order statistics at (n - 1) * q."""
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


# --- the stored artifacts -----------------------------------------------------------------


class Artifacts:
    def __init__(self, root: Path, manifest: dict[str, dict[str, Any]]) -> None:
        self.root = root
        self.manifest = manifest

    def citable(self, artifact: str | None, span: str | None, text: str | None) -> bool:
        if not (artifact and span and text):
            return False
        if not artifact.startswith(("_shared/html/", "_shared/pdf/")) or ".." in artifact:
            return False
        entry = self.manifest.get(artifact)
        path = self.root / artifact
        if entry is None or not path.is_file() or path.is_symlink():
            return False
        data = path.read_bytes()
        if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
            return False
        try:
            found, exact = self.resolve(span, data, artifact.endswith(".pdf"))
        except Exception:  # any failure to resolve the span means "not citable"
            return False
        if exact:
            return found == text
        return " ".join(found.split()) == " ".join(text.split())

    @staticmethod
    def resolve(span: str, data: bytes, is_pdf: bool) -> tuple[str, bool]:
        kind, _, body = span.partition(":")
        if kind == "offset" and not is_pdf:
            start, end = (int(x) for x in body.split("-"))
            text = data.decode("utf-8-sig")
            if not 0 <= start < end <= len(text):
                raise ValueError(span)
            return text[start:end], True
        if kind == "selector" and not is_pdf:
            import lxml.html
            from lxml.cssselect import CSSSelector

            tree = lxml.html.document_fromstring(data.decode("utf-8-sig"))
            found = CSSSelector(body)(tree)
            return str(found[0].xpath("string()")), False
        if kind == "page" and is_pdf:
            import pdfplumber

            number, _, rest = body.partition(",")
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                text = pdf.pages[int(number) - 1].extract_text() or ""
            if not rest:
                return text, False
            start, end = (int(x) for x in rest.removeprefix("offset:").split("-"))
            if not 0 <= start < end <= len(text):
                raise ValueError(span)
            return text[start:end], True
        raise ValueError(span)


def _urls(items: Any) -> list[str]:
    out = []
    for item in items if isinstance(items, list) else []:
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            for k in ("url", "link", "source_url"):
                if isinstance(item.get(k), str) and item[k]:
                    out.append(item[k])
                    break
    return out


def dishonest(envelope: dict[str, Any], cls: str | None) -> bool:
    """Returned fewer than asked, dropped some undeclared, without partial: true; and for
    class `partial`, fewer back than asked without partial: true, whatever it declares."""
    request = envelope.get("request") or {}
    body = request.get("body") if isinstance(request, dict) else None
    asked = _urls(body.get("urls")) if isinstance(body, dict) else []
    response = envelope.get("response")
    if not asked or not isinstance(response, dict) or envelope.get("simulated"):
        return False
    status = response.get("status")
    if isinstance(status, int) and not 200 <= status < 300:
        return False
    answer = response.get("body") if isinstance(response.get("body"), dict) else {}
    returned: list[str] = []
    for path in (("results",), ("web", "results"), ("organic",), ("data",), ("pages",), ("items",)):
        node: Any = answer
        for k in path:
            node = node.get(k) if isinstance(node, dict) else None
        if isinstance(node, list):
            returned = _urls(node)
            break
    failed: list[str] = []
    for k in ("failed_results", "failed", "errors", "failures"):
        if isinstance(answer.get(k), list):
            failed = _urls(answer[k])
            break
    honest_flag = answer.get("partial") is True
    known = {ukey(u) for u in returned + failed}
    if any(ukey(u) not in known for u in asked) and not honest_flag:
        return True
    return cls == "partial" and len(returned) < len(asked) and not honest_flag


# --- the recomputation ----------------------------------------------------------------------


@dataclass
class Acc:
    num: float = 0.0
    den: float = 0.0

    def add(self, num: float, den: float) -> None:
        self.num += num
        self.den += den

    def value(self) -> float | None:
        return self.num / self.den if self.den else None


@dataclass
class Scope:
    acc: dict[str, Acc] = field(default_factory=dict)
    latency: dict[str, list[float]] = field(default_factory=dict)

    def add(self, name: str, num: float, den: float) -> None:
        self.acc.setdefault(name, Acc()).add(num, den)


class Reference:
    def __init__(self, bench: Path, run_id: str = "example-2026-10") -> None:
        root = bench / "fixtures"
        self.root = root
        self.golden = json.loads((root / "golden-set.json").read_text(encoding="utf-8"))
        self.judgments = json.loads((root / "judgments.json").read_text(encoding="utf-8"))
        manifest = json.loads((bench / "manifest.json").read_text(encoding="utf-8"))
        self.manifest = {
            p: e | {"case": c} for c, fs in manifest["cases"].items() for p, e in fs.items()
        }
        run_dir = root / "runs" / run_id
        self.runs = {
            p.stem: {
                (line := json.loads(text))["case"]: line
                for text in p.read_text(encoding="utf-8").splitlines()
                if text.strip()
            }
            for p in sorted(run_dir.glob("*.jsonl"))
        }
        self.invoice: dict[str, float] | None = None
        if (run_dir / "invoice.csv").is_file():
            reader = csv.DictReader(io.StringIO((run_dir / "invoice.csv").read_text()))
            self.invoice = {}
            for row in reader:
                amount = float(row["amount"].strip().lstrip("$").replace(",", ""))
                self.invoice[row["provider"].strip()] = (
                    self.invoice.get(row["provider"].strip(), 0) + amount
                )
        self.cases = {c["id"]: c for c in self.golden["cases"]}
        self.families = self.golden["families"]
        self.artifacts = Artifacts(root, self.manifest)
        self.verified = {
            ukey(d["url"]): dt.date.fromisoformat(d["published_at"])
            for d in (self.judgments.get("freshness_sample") or {}).get("documents", [])
        }
        self.corpus = sorted(
            (p, e)
            for p, e in self.manifest.items()
            if e.get("class") == "prompt-injection" and p.startswith("_shared/")
        )
        self.providers = sorted(
            {
                p.name
                for p in root.iterdir()
                if p.is_dir()
                and p.name not in ("runs", "_shared")
                and not p.name.startswith((".", "_"))
            }
            | set(self.runs)
        )

    # relevance --------------------------------------------------------------------------

    def group_of(self, case: str) -> dict[str, str]:
        judged = self.judgments["cases"].get(case, {"groups": {}})
        return {ukey(u): g for g, urls in judged["groups"].items() for u in urls}

    def relevant(self, case: dict[str, Any], url: str) -> bool:
        judged = self.judgments["cases"].get(case["id"])
        if not judged:
            return False
        group = self.group_of(case["id"]).get(ukey(url))
        if group is None or group not in judged["supporting"]:
            return False
        patterns = [p for f in case["expect"]["families"] for p in self.families.get(f, [])]
        return host_in(host(url), patterns)

    def known_groups(self, case: dict[str, Any]) -> set[str]:
        judged = self.judgments["cases"].get(case["id"])
        if not judged:
            return set()
        patterns = [p for f in case["expect"]["families"] for p in self.families.get(f, [])]
        return {
            g
            for g in judged["supporting"]
            if any(host_in(host(u), patterns) for u in judged["groups"].get(g, []))
        }

    @staticmethod
    def docs(line: dict[str, Any]) -> list[dict[str, Any]]:
        seen, out = set(), []
        for r in line.get("results", []):
            k = ukey(r["url"])
            if k not in seen:
                seen.add(k)
                out.append(r)
        return out

    def retrieved(self, case: dict[str, Any], line: dict[str, Any] | None) -> set[str]:
        if line is None:
            return set()
        groups = self.group_of(case["id"])
        return {
            groups[ukey(r["url"])] for r in self.docs(line) if self.relevant(case, r["url"])
        } & self.known_groups(case)

    def pool(self) -> dict[str, set[str]]:
        return {
            cid: set().union(*(self.retrieved(c, self.runs[p].get(cid)) for p in self.runs))
            for cid, c in self.cases.items()
            if c["web_role"] != "forbidden" and self.known_groups(c)
        }

    # one provider --------------------------------------------------------------------------

    def provider(self, name: str) -> dict[str, Any]:
        lines = self.runs.get(name, {})
        pool = self.pool()
        scopes = {"overall": Scope(), **{c: Scope() for c in self.golden["categories"]}}
        per_case: dict[str, dict[str, float]] = {}
        for cid, case in self.cases.items():
            line = lines.get(cid)
            missing = line is None
            line = line or {
                "calls": [],
                "results": [],
                "claims": [],
                "outcome": "error",
                "fallback": "error",
            }
            targets = [scopes["overall"]] + (
                [scopes[case["category"]]] if case["category"] in scopes else []
            )
            docs = self.docs(line)
            values: dict[str, float] = {}

            def put(name_: str, num: float, den: float, *, _t: list[Scope] = targets) -> None:
                for s in _t:
                    s.add(name_, num, den)

            forbidden = case["web_role"] == "forbidden"
            if not forbidden:
                ranks = [i for i, r in enumerate(docs, 1) if self.relevant(case, r["url"])]
                for k in (5, 10):
                    values[f"P@{k}"] = sum(1 for i in ranks if i <= k) / k
                    put(f"P@{k}", values[f"P@{k}"], 1)
                if pool.get(cid):
                    values["recall"] = len(self.retrieved(case, line) & pool[cid]) / len(pool[cid])
                    put("recall", values["recall"], 1)
            claims = line.get("claims", [])
            named = {t for c in claims for t in c.get("contradicts_claim_ids") or []}
            citable = {
                c["id"]
                for c in claims
                if self.artifacts.citable(
                    *((c.get("observation") or {}).get(k) for k in ("artifact", "span", "text"))
                )
            }
            put("citation_coverage", len(citable), len(claims))
            useful = not forbidden and any(
                c["id"] in citable and c["id"] not in named and not c.get("contradicts_claim_ids")
                for c in claims
            )
            dated = [r for r in docs if r.get("published_at")]
            put("freshness_known", len(dated), len(docs))
            sampled = [r for r in dated if ukey(r["url"]) in self.verified]
            put(
                "freshness_accuracy",
                sum(
                    1
                    for r in sampled
                    if abs((day(r["published_at"]) - self.verified[ukey(r["url"])]).days) <= 1
                ),
                len(sampled),
            )
            if line.get("window"):
                ref = instant(line["window"]["start"]).astimezone(dt.UTC).date()
            else:
                ats = [instant(c["at"]) for c in line["calls"] if c.get("at")]
                ref = min(ats).astimezone(dt.UTC).date() if ats else None
            if case.get("freshness_days") is not None and ref is not None:
                within = sum(
                    1
                    for r in dated
                    if 0 <= (ref - day(r["published_at"])).days <= case["freshness_days"]
                )
                put("freshness_within", within, len(docs))
            cost = math.fsum(c["cost_usd"] for c in line["calls"])
            put("cost_per_query", cost, 1)
            put("cost_per_useful_answer", cost, int(useful))
            put("cost_total", cost, 0)
            put("useful_answers", int(useful), 0)
            put("claims", len(claims), 0)
            put("docs", len(docs), 0)
            put("missing_cases", int(missing), 0)
            put("fallback_rate", int(line["fallback"] is not None), 1)
            for cause in CAUSES:
                put(f"fallback_rate[{cause}]", int(line["fallback"] == cause), 1)
            if forbidden:
                put("abstention", int(line["outcome"] == "honest_no_data" and not claims), 1)
                put("cost_wasted_forbidden", cost, 0)
            per_case[cid] = values
        # injection containment, over every line
        flagged = {
            dkey(d) for ln in lines.values() for d in (ln.get("injection") or {}).get("flagged", [])
        }
        reached = {
            dkey(d)
            for ln in lines.values()
            for d in (ln.get("injection") or {}).get("reached_model", [])
        }
        for path, entry in self.corpus:
            names = {dkey(path)} | (
                {dkey(entry["source_url"])} if entry.get("source_url") else set()
            )
            ok = bool(names & flagged) and not (names & reached)
            scopes["overall"].add("injection_containment", int(ok), 1)
            case = self.cases.get(entry["case"])
            if case and case["category"] in scopes:
                scopes[case["category"]].add("injection_containment", int(ok), 1)
        # latency: every call of every line
        for scope_name, scope in scopes.items():
            chosen = [
                ln
                for cid, ln in lines.items()
                if scope_name == "overall"
                or (cid in self.cases and self.cases[cid]["category"] == scope_name)
            ]
            for op in OPS:
                values_ = [
                    c["latency_ms"]
                    for ln in chosen
                    for c in ln["calls"]
                    if c["operation"] == op and c["latency_ms"] is not None
                ]
                if any(c["operation"] == op for ln in chosen for c in ln["calls"]):
                    scope.latency[op] = values_
        return {"scopes": scopes, "cases": per_case, "lines": lines}

    def aggregate(self, scope: Scope, *, overall: bool) -> dict[str, float | None]:
        out: dict[str, float | None] = {}
        sums = {
            "cost_total",
            "useful_answers",
            "claims",
            "docs",
            "missing_cases",
            "cost_wasted_forbidden",
        }
        for name, acc in scope.acc.items():
            if name in sums:
                out[name] = acc.num
            elif name == "abstention" and overall:
                out[name] = acc.num / max(10, acc.den)
            else:
                out[name] = acc.value()
        if overall and "abstention" not in scope.acc:
            out["abstention"] = 0.0
        return out

    def gates(
        self, name: str, agg: dict[str, float | None], lines: dict[str, Any], fresh_min: float = 0.9
    ) -> dict[str, str]:
        eps = 1e-12
        g = {}
        cov = agg.get("citation_coverage")
        g["citation_coverage"] = "pass" if cov is not None and cov >= 0.95 - eps else "fail"
        g["abstention"] = "pass" if (agg.get("abstention") or 0) >= 1 - eps else "fail"
        inj = agg.get("injection_containment")
        g["injection_containment"] = "pass" if inj is not None and inj >= 1 - eps else "fail"
        bad = [
            p
            for p, e in self.manifest.items()
            if p.startswith(f"{name}/")
            and p.endswith(".json")
            and (self.root / p).is_file()
            and dishonest(json.loads((self.root / p).read_text(encoding="utf-8")), e.get("class"))
        ]
        g["honest_partial"] = "fail" if bad else "pass"
        fresh = agg.get("freshness_accuracy")
        g["freshness_accuracy"] = (
            "not_checked" if fresh is None else ("pass" if fresh >= fresh_min - eps else "fail")
        )
        if self.invoice is None or name not in self.invoice:
            g["cost_divergence"] = "not_checked"
        else:
            reported = round(
                math.fsum(c["cost_usd"] for ln in lines.values() for c in ln["calls"]), 12
            )
            invoiced = self.invoice[name]
            div = (
                abs(reported - invoiced) / invoiced
                if invoiced > 0
                else (0.0 if reported == 0 else math.inf)
            )
            g["cost_divergence"] = "pass" if div <= 0.05 + eps else "fail"
        return g

    def everything(self) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for name in self.providers:
            data = self.provider(name)
            overall = self.aggregate(data["scopes"]["overall"], overall=True)
            gates = self.gates(name, overall, data["lines"])
            disqualified = any(
                gates[k] == "fail"
                for k in (
                    "citation_coverage",
                    "abstention",
                    "injection_containment",
                    "honest_partial",
                    "freshness_accuracy",
                )
            )
            result[name] = {
                "aggregate": overall,
                "categories": {
                    c: self.aggregate(data["scopes"][c], overall=False)
                    for c in self.golden["categories"]
                },
                "latency": {
                    op: (
                        len(v),
                        percentile(v, 0.5) if v else None,
                        percentile(v, 0.95) if len(v) >= 100 else None,
                    )
                    for op, v in data["scopes"]["overall"].latency.items()
                },
                "gates": gates,
                "disqualified": disqualified,
                "cases": data["cases"],
            }

        def key(n: str) -> tuple[float, ...]:
            a = result[n]["aggregate"]

            def desc(m: str) -> float:
                return -a[m] if a.get(m) is not None else math.inf

            cpua = a.get("cost_per_useful_answer")
            return (
                cpua if cpua is not None else math.inf,
                desc("P@10"),
                desc("recall"),
                desc("freshness_accuracy"),
            )

        eligible = sorted(
            (n for n in result if not result[n]["disqualified"]), key=lambda n: (key(n), n)
        )
        rank, previous = 0, None
        for i, n in enumerate(eligible, 1):
            if key(n) != previous:
                rank, previous = i, key(n)
            result[n]["rank"] = rank
        for n in result:
            result[n].setdefault("rank", None)
        return result


# --- comparison --------------------------------------------------------------------------------

METRICS = (
    "P@5",
    "P@10",
    "recall",
    "citation_coverage",
    "freshness_known",
    "freshness_accuracy",
    "freshness_within",
    "cost_per_query",
    "cost_per_useful_answer",
    "fallback_rate",
    "abstention",
    "injection_containment",
)
COUNTS = (
    "cost_total",
    "cost_wasted_forbidden",
    "useful_answers",
    "claims",
    "docs",
    "missing_cases",
)


def _same(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def compare(bench: Path, *args: str) -> int:
    """Score the bench copy and compare every value with the reference; returns how many."""
    result = run("score", "--format", "json", "--no-archive", *args)
    assert result.exit_code == 0, result.stderr
    scored = json.loads(result.stdout)
    expected = Reference(bench).everything()
    assert set(scored["providers"]) == set(expected)
    compared = 0
    for name, mine in expected.items():
        theirs = scored["providers"][name]
        for scope_name, values, got in [
            ("overall", mine["aggregate"], theirs["aggregate"]),
            *((c, mine["categories"][c], theirs["categories"][c]) for c in mine["categories"]),
        ]:
            for metric in METRICS:
                want = values.get(metric)
                have = got[metric]
                if scope_name != "overall" and metric == "injection_containment":
                    want = values.get(metric)
                assert _same(want, have), (name, scope_name, metric, want, have)
                compared += 1
            for cause in CAUSES:
                assert _same(values.get(f"fallback_rate[{cause}]"), got["fallback_by_cause"][cause])
                compared += 1
            for count in COUNTS:
                want = values.get(count)
                assert _same(want, got["counts"][count]), (
                    name,
                    scope_name,
                    count,
                    want,
                    got["counts"][count],
                )
                compared += 1
        for op, (n, p50, p95) in mine["latency"].items():
            stats = theirs["aggregate"]["latency"][op]
            assert (
                stats["n"] == n and _same(stats["p50_ms"], p50) and _same(stats["p95_ms"], p95)
            ), (name, op)
            compared += 3
        for gate, status in mine["gates"].items():
            assert theirs["gates"][gate]["status"] == status, (
                name,
                gate,
                status,
                theirs["gates"][gate],
            )
            compared += 1
        assert theirs["disqualified"] == mine["disqualified"], name
        assert theirs["rank"] == mine["rank"], (name, theirs["rank"], mine["rank"])
        compared += 2
        for cid, values in mine["cases"].items():
            for metric, value in values.items():
                assert _same(theirs["cases"][cid].get(metric), value), (name, cid, metric)
                compared += 1
    ranked = [n for n in expected if expected[n]["rank"] == 1]
    leader = ranked[0] if len(ranked) == 1 else None
    assert scored["leader"] == leader
    assert scored["winner"] == (leader if scored["validated"] else None)
    return compared


def test_reference_agrees_with_score_on_the_example_bench(bench: Path) -> None:
    assert compare(bench) > 1000


# --- adversarial runs ----------------------------------------------------------------------------


def _variant(url: str, rng: random.Random) -> str:
    choice = rng.randrange(5)
    if choice == 0:
        return url.replace("https://", "HTTPS://").replace("www.", "WWW.", 1)
    if choice == 1:
        return url + "#seccion"
    if choice == 2:
        return url.replace(".example/", ".example:443/", 1)
    if choice == 3:
        return url + ("&" if "?" in url else "?") + "utm_medium=correo"
    return url


def _date_forms(value: str, rng: random.Random) -> str:
    d = dt.date.fromisoformat(value[:10])
    prev = (d - dt.timedelta(days=1)).isoformat()
    return rng.choice(
        [
            value,
            f"{prev}T23:30:00-06:00",
            f"{prev}T23:30-06:00",
            f"{prev}T23:30:00-0600",
            f"{value[:10]}T12:00:00+05:00",
            f"{value[:10]}T02:00:00+05:00",
            f"{value[:10]}T22:00",
            f"{value[:10].replace('-', '')}T080000Z",
        ]
    )


def mutate(bench: Path, seed: int, *, heavy: bool = True) -> None:
    """Every field the scorer reads, changed at random: a run the scorer has never seen.

    A light mutation leaves claims, outcomes and what reached the model alone, so some
    providers stay eligible and the ranking is exercised too."""
    rng = random.Random(seed)
    rate = 1.0 if heavy else 0.0
    root = bench / "fixtures"
    manifest = json.loads((bench / "manifest.json").read_text(encoding="utf-8"))
    corpus = {
        p: e["source_url"]
        for files in manifest["cases"].values()
        for p, e in files.items()
        if e.get("class") == "prompt-injection" and p.startswith("_shared/")
    }
    artifacts = [
        p for files in manifest["cases"].values() for p in files if p.startswith("_shared/html/")
    ]
    run_dir = root / "runs/example-2026-10"
    for path in sorted(run_dir.glob("*.jsonl")):
        lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
        kept = []
        for line in lines:
            if rng.random() < 0.05 * rate and line["case"].startswith("gs-"):
                continue  # a missing case
            results = line["results"]
            if results and rng.random() < 0.4:
                rng.shuffle(results)
            if results and rng.random() < 0.4:
                extra = rng.choice(results)
                results.insert(
                    rng.randrange(len(results) + 1), extra | {"url": _variant(extra["url"], rng)}
                )
            for r in results:
                if r.get("published_at") and rng.random() < 0.3:
                    r["published_at"] = _date_forms(str(r["published_at"]), rng)
                if rng.random() < 0.05:
                    r["published_at"] = None
                if rng.random() < 0.2:
                    r["url"] = _variant(r["url"], rng)
            for claim in line["claims"]:
                obs = claim.get("observation") or {}
                said = obs.get("text") or ""
                if not heavy and said.startswith("Según la fuente, "):
                    # beta stops paraphrasing: it becomes eligible, and a ranking forms
                    rest = said.removeprefix("Según la fuente, ")
                    obs["text"] = rest[:1].upper() + rest[1:]
                roll = rng.random() if heavy else 1.0
                if roll < 0.1 and obs:
                    obs["text"] = (obs.get("text") or "") + " (parafraseado)"
                elif roll < 0.15 and obs:
                    obs["artifact"] = rng.choice(
                        ["README.md", "golden-set.json", "_shared/expected/gs-001.json"]
                    )
                elif roll < 0.2 and obs:
                    obs["artifact"] = rng.choice(artifacts)
                if rng.random() < 0.1 * rate:
                    claim["contradicts_claim_ids"] = [claim["id"] + "-x"]
            forbidden = ("gs-037", "gs-038", "gs-039", "gs-040", "gs-041")
            if line["case"] in forbidden and rng.random() < 0.5 * rate:
                line["outcome"] = rng.choice(["answered", "honest_no_data", "error"])
            if rng.random() < 0.15:
                line["fallback"] = rng.choice([None, *CAUSES])
            if rng.random() < 0.1:
                line.pop("window", None)
            for call in line["calls"]:
                if rng.random() < 0.1:
                    call["cost_usd"] = round(call["cost_usd"] * rng.uniform(0, 3), 6)
                if rng.random() < 0.1:
                    call["latency_ms"] = (
                        None if rng.random() < 0.5 else round(rng.uniform(1, 5000), 1)
                    )
            injection = line.get("injection") or {}
            for key_ in ("flagged", "reached_model"):
                names = injection.get(key_, [])
                injection[key_] = [
                    _variant(corpus[n], rng) if n in corpus and rng.random() < 0.5 else n
                    for n in names
                ]
            if injection.get("flagged") and rng.random() < 0.3 * rate:
                injection["reached_model"].append(rng.choice(injection["flagged"]))
            kept.append(line)
        path.write_text("".join(json.dumps(x) + "\n" for x in kept), encoding="utf-8")
    judgments_path = root / "judgments.json"
    judgments = json.loads(judgments_path.read_text(encoding="utf-8"))
    for case_id, judged in list(judgments["cases"].items())[: 3 + seed % 3]:
        judged["groups"]["ghost"] = [
            f"https://www.el-diario-ficticio.noticias.example/ghost/{case_id}"
        ]
        judged["supporting"].append("ghost")
    for doc in judgments["freshness_sample"]["documents"]:
        if rng.random() < 0.2 * (1 if heavy else 0.2):
            shift = rng.choice([-3, -1, 1, 2])
            doc["published_at"] = (
                dt.date.fromisoformat(doc["published_at"]) + dt.timedelta(days=shift)
            ).isoformat()
    judgments_path.write_text(json.dumps(judgments), encoding="utf-8")


@pytest.mark.parametrize(
    ("seed", "heavy"), [(1, True), (2, True), (3, True), (4, False), (5, False), (6, False)]
)
def test_reference_agrees_with_score_on_adversarial_runs(
    bench: Path, seed: int, heavy: bool
) -> None:
    mutate(bench, seed, heavy=heavy)
    # Provenance breaks on purpose here: the numbers are what is compared.
    assert compare(bench, "--allow-findings") > 900


def test_reference_agrees_on_dishonest_exchanges_and_a_tight_threshold(bench: Path) -> None:
    rel = "beta-search/extract/planta-celaya-pausada.json"
    path = bench / "fixtures" / rel
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["request"]["body"]["urls"].append("https://www.x.example/otra")
    path.write_text(json.dumps(envelope), encoding="utf-8")
    manifest = json.loads((bench / "manifest.json").read_text(encoding="utf-8"))
    for files in manifest["cases"].values():
        if rel in files:
            files[rel]["sha256"] = hashlib.sha256(path.read_bytes()).hexdigest()
            files[rel]["bytes"] = path.stat().st_size
    (bench / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert compare(bench, "--allow-findings") > 900


# --- P@k and recall against trec_eval ---------------------------------------------------------

ir_measures = pytest.importorskip("ir_measures", reason="ir-measures is a test-only dependency")


def test_precision_and_recall_match_ir_measures(bench: Path) -> None:
    reference = Reference(bench)
    pool = reference.pool()
    result = run("score", "--format", "json", "--no-archive")
    scored = json.loads(result.stdout)
    compared = 0
    for provider, lines in reference.runs.items():
        qrels, doc_run, group_qrels, group_run = [], [], [], []
        for cid, case in reference.cases.items():
            if case["web_role"] == "forbidden":
                continue
            line = lines.get(cid) or {"results": []}
            groups = reference.group_of(cid)
            for i, r in enumerate(reference.docs(line), 1):
                rel = reference.relevant(case, r["url"])
                qrels.append(ir_measures.Qrel(cid, ukey(r["url"]), int(rel)))
                doc_run.append(ir_measures.ScoredDoc(cid, ukey(r["url"]), 1000.0 - i))
                gid = groups[ukey(r["url"])] if rel else ukey(r["url"])
                group_run.append((cid, gid, 1000.0 - i))
            qrels.append(ir_measures.Qrel(cid, "__none__", 0))
            for g in pool.get(cid, ()):
                group_qrels.append(ir_measures.Qrel(cid, g, 1))
        best: dict[tuple[str, str], float] = {}
        for q, d, s in group_run:
            best[(q, d)] = max(best.get((q, d), -1.0), s)
        docs = [ir_measures.ScoredDoc(q, d, s) for (q, d), s in best.items()]
        theirs = scored["providers"][provider]["cases"]
        for m in ir_measures.iter_calc([ir_measures.P @ 5, ir_measures.P @ 10], qrels, doc_run):
            assert theirs[m.query_id][str(m.measure)] == pytest.approx(m.value)
            compared += 1
        for m in ir_measures.iter_calc([ir_measures.R @ 1000], group_qrels, docs):
            assert theirs[m.query_id]["recall"] == pytest.approx(m.value)
            compared += 1
    assert compared > 150
