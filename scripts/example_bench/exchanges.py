"""The providers' recorded exchanges: search, extract, fetch and errors, one envelope each.

The three providers are fictional and answer in three different shapes, as real
providers do. Their quality differs on purpose, so the scorer has something to rank:
alpha-search returns the relevant sources first, beta-search mixes them with noise and
often omits dates, gamma-search returns fewer results and skews some dates.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import hashlib
import io
import random
import re
import unicodedata
from typing import Any

from cases import FAMILIES, CaseSpec
from pages import Document

PROVIDERS = ("alpha-search", "beta-search", "gamma-search")
API = {p: f"https://api.{p}.example/v1" for p in PROVIDERS}
FAMILY_HOSTS = {
    "gov": [
        "datos.economia.gob.example",
        "www.diario-oficial.gob.example",
        "www.salud.gob.example",
    ],
    "news": [
        "www.el-diario-ficticio.noticias.example",
        "www.tecnologia-hoy.noticias.example",
        "www.periodico-regional.diario.example",
    ],
    "wire": ["www.agencia-informativa.agencia.example"],
    "corporate": ["www.aceros-bajio.empresa.example", "www.camara-acero.empresa.example"],
}
NOISE_HOSTS = [
    "www.foro-acero.example",
    "blog.agregador-noticias.example",
    "www.directorio-empresas.example",
    "www.wiki-ficticia.example",
    "www.video-ficticio.example",
    "www.cupones-ficticios.example",
    "www.preguntas-y-respuestas.example",
]
#: Reprints of the agency note: one origin group, several URLs.
REPRINT_URLS = ["https://www.noticias-del-centro.diario.example/economia/varilla-aumenta"]
assert set(FAMILY_HOSTS) == set(FAMILIES)


def slug(text: str, words: int = 5) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "-".join(re.findall(r"[a-z0-9]+", ascii_text.lower())[:words])


def request_id(*parts: str) -> str:
    digest = hashlib.sha256("/".join(parts).encode()).hexdigest()
    return f"{digest[:8]}-{digest[8:12]}-4{digest[13:16]}-a{digest[17:20]}-{digest[20:32]}"


def http_date(moment: dt.datetime) -> str:
    return email.utils.format_datetime(moment.astimezone(dt.UTC), usegmt=True)


def _day(date: str | None, shift: int) -> str | None:
    if date is None:
        return None
    return (dt.date.fromisoformat(date) + dt.timedelta(days=shift)).isoformat()


def candidates(spec: CaseSpec) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(relevant, noise) results for a case, each {url, title, snippet, published_at}."""
    relevant: list[dict[str, Any]] = []
    for doc, citation in spec.citations:
        if any(r["url"] == doc.source_url for r in relevant):
            continue  # two observations on one page: the page is one result
        relevant.append(
            {
                "url": doc.source_url,
                "title": doc_title(doc),
                "snippet": citation[-1] if isinstance(citation[-1], str) else doc_title(doc),
                "published_at": doc.published_at,
            }
        )
    if spec.id in ("gs-003", "gs-004"):
        for url in REPRINT_URLS:
            relevant.append(
                {
                    "url": url,
                    "title": "Aumenta 4.9% la producción de varilla",
                    "snippet": "Con información de Agencia Informativa Ficticia",
                    "published_at": "2026-09-13",
                }
            )
    base_date = spec.citations[0][0].published_at or "2026-09-01"
    for index, family in enumerate(spec.families[:2]):
        host = FAMILY_HOSTS[family][(int(spec.id[3:]) + index) % len(FAMILY_HOSTS[family])]
        relevant.append(
            {
                "url": f"https://{host}/{slug(spec.query)}-{index + 1}",
                "title": f"{spec.query[:1].upper()}{spec.query[1:]} — {host.split('.')[1]}",
                "snippet": f"Información relacionada con {spec.query}.",
                "published_at": _day(base_date, -3 * (index + 1)),
            }
        )
    rng = random.Random(spec.id)
    noise = []
    for index, host in enumerate(rng.sample(NOISE_HOSTS, len(NOISE_HOSTS))):
        noise.append(
            {
                "url": f"https://{host}/{slug(spec.query, 3)}/{index + 1}",
                "title": f"{spec.query[:40]}… | {host.split('.')[1]}",
                "snippet": "Opiniones y enlaces sin fuente primaria.",
                "published_at": f"2026-0{rng.randrange(1, 9)}-1{rng.randrange(0, 9)}",
            }
        )
    return relevant, noise


def ranked_results(provider: str, spec: CaseSpec) -> list[dict[str, Any]]:
    relevant, noise = candidates(spec)
    rng = random.Random(f"{provider}/{spec.id}")
    if provider == "alpha-search":
        return (relevant + noise)[:10]
    if provider == "beta-search":
        mixed = relevant[:2] + noise
        rng.shuffle(mixed)
        results = mixed[:10]
        # beta often leaves dates out: honest, but limited (low freshness_known).
        return [r | {"published_at": None} if rng.random() < 0.4 else r for r in results]
    picked = relevant[:1] + noise[:5]
    rng.shuffle(picked)
    # gamma skews some dates by days: the dangerous kind of freshness error.
    return [
        r | {"published_at": _day(r["published_at"], 5)} if rng.random() < 0.5 else r
        for r in picked
    ]


def search_body(provider: str, spec: CaseSpec, results: list[dict[str, Any]]) -> dict[str, Any]:
    if provider == "alpha-search":
        return {
            "query": spec.query,
            "results": [
                {
                    "url": r["url"],
                    "title": r["title"],
                    "content": r["snippet"],
                    "published_date": r["published_at"],
                    "score": round(0.95 - 0.07 * i, 2),
                }
                for i, r in enumerate(results)
            ],
            "response_time": 0.84,
        }
    if provider == "beta-search":
        return {
            "type": "search",
            "query": {"original": spec.query, "country": "mx"},
            "web": {
                "results": [
                    {
                        "url": r["url"],
                        "title": r["title"],
                        "description": r["snippet"],
                        "page_age": r["published_at"],
                    }
                    for r in results
                ]
            },
        }
    return {
        "searchParameters": {"q": spec.query, "gl": "mx", "hl": "es"},
        "organic": [
            {
                "position": i + 1,
                "link": r["url"],
                "title": r["title"],
                "snippet": r["snippet"],
                "date": r["published_at"],
            }
            for i, r in enumerate(results)
        ],
    }


def envelope(
    *,
    case: str,
    operation: str,
    method: str,
    url: str,
    request_body: Any,
    status: int | None,
    captured: dt.datetime,
    provider: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
    artifact: str | None = None,
    body_ref: str | None = None,
    elapsed_ms: int | None = None,
    simulated: str | None = None,
) -> dict[str, Any]:
    response = None
    if status is not None:
        response = {
            "status": status,
            "headers": {
                "date": http_date(captured),
                "content-type": "application/json; charset=utf-8",
                "x-request-id": request_id(provider, case, operation, url),
                **(headers or {}),
            },
            "body": body,
            "body_ref": body_ref,
        }
    return {
        "fixture": {"case": case, "operation": operation, "artifact": artifact},
        "request": {
            "method": method,
            "url": url,
            "headers": {"content-type": "application/json", "accept": "application/json"},
            "body": request_body,
        },
        "response": response,
        "elapsed_ms": elapsed_ms,
        "simulated": simulated,
    }


def doc_title(doc: Document) -> str:
    if doc.path.endswith(".pdf"):
        return doc.path.rsplit("/", 1)[1]
    match = re.search(rb"<title>(.*?)</title>", doc.body)
    return match.group(1).decode("utf-8") if match else doc.path


def visible_text(doc: Document, *, renders_javascript: bool) -> str:
    """What an extractor returns for a document: scripts and styles dropped."""
    if doc.path.endswith(".pdf"):
        import pdfplumber

        with pdfplumber.open(io.BytesIO(doc.body)) as pdf:
            return "\n".join((page.extract_text() or "") for page in pdf.pages[:2])
    import lxml.html

    tree = lxml.html.fromstring(doc.body)
    if doc.renders_javascript and renders_javascript:
        match = re.search(rb"__INITIAL_STATE__ = (.*?);</script>", doc.body)
        import json

        state = json.loads(match.group(1)) if match else {}
        return "\n".join(
            f"{p['producto']}: {p['precio_mxn_ton']:,} MXN por tonelada ({p['fecha']})"
            for p in state.get("precios", [])
        )
    for element in tree.xpath("//script|//style"):
        element.drop_tree()
    if not (doc.renders_javascript and not renders_javascript):
        for element in tree.xpath("//noscript"):
            element.drop_tree()
    return " ".join(tree.text_content().split())


def extract_body(
    provider: str, doc: Document, text: str | None, error: str | None
) -> dict[str, Any]:
    if error:
        failed = [{"url": doc.source_url, "error": error}]
        return {"results": [], "failed_results": failed}
    item = {"url": doc.source_url, "raw_content": (text or "")[:1500]}
    if provider == "beta-search":
        return {"data": [{"url": doc.source_url, "markdown": item["raw_content"]}], "failed": []}
    if provider == "gamma-search":
        return {"pages": [{"link": doc.source_url, "text": item["raw_content"]}], "errors": []}
    return {"results": [item], "failed_results": []}


# --- error classes (4–7), authored: synthetic: true -----------------------------------


def rate_limited(provider: str, captured: dt.datetime) -> dict[str, Any]:
    return envelope(
        case="err-429",
        operation="search",
        method="POST",
        url=f"{API[provider]}/search",
        request_body={"query": "precio de la varilla corrugada", "max_results": 10},
        status=429,
        captured=captured,
        provider=provider,
        headers={
            "retry-after": "30",
            "x-ratelimit-limit": "100",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": str(int(captured.timestamp()) + 30),
        },
        body={
            "error": {
                "code": "rate_limit_exceeded",
                "message": "Too many requests; retry after 30 seconds.",
            }
        },
        elapsed_ms=41,
    )


def upstream_error(
    provider: str, captured: dt.datetime, status: int, with_body: bool
) -> dict[str, Any]:
    body = (
        "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>"
        if with_body
        else None
    )
    return envelope(
        case=f"err-{status}",
        operation="search",
        method="POST",
        url=f"{API[provider]}/search",
        request_body={"query": "producción de varilla 2026", "max_results": 10},
        status=status,
        captured=captured,
        provider=provider,
        headers={"content-type": "text/html"} if with_body else {"content-length": "0"},
        body=body,
        elapsed_ms=2930 if status == 502 else 15,
    )


def timed_out(provider: str) -> dict[str, Any]:
    return envelope(
        case="err-timeout",
        operation="fetch",
        method="GET",
        url=f"{API[provider]}/fetch?url=https%3A%2F%2Fwww.foro-acero.example%2Flento",
        request_body=None,
        status=None,
        captured=dt.datetime(2026, 1, 1, tzinfo=dt.UTC),
        provider=provider,
        simulated="timeout",
    )


def partial(provider: str, captured: dt.datetime, urls: list[str]) -> dict[str, Any]:
    returned, missing = urls[:6], urls[6:]
    return envelope(
        case="err-partial",
        operation="extract",
        method="POST",
        url=f"{API[provider]}/extract",
        request_body={"urls": urls},
        status=200,
        captured=captured,
        provider=provider,
        body={
            "results": [
                {"url": url, "raw_content": "(contenido omitido en el ejemplo)"} for url in returned
            ],
            "partial": True,
            "missing": missing,
        },
        elapsed_ms=4100,
    )
