"""Keeper items of corpus 34: the exchange's non-personal data and published contacts.

These must survive redaction (seed §3): request/trace ids, rate-limit numbers, cache
headers, hashes, kept dates, documentation placeholders and ranges, public service IPs,
version strings, published role mailboxes and switchboards, content ids, model and
dataset names, and strings shaped like ids or keys that are not.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import datetime
from typing import Any

from values import V, ean13

Builder = Callable[[V], tuple[str, str, str]]

COMPANIES = [
    ("Ferretería El Tornillo Feliz", "tornillofeliz.com.mx"),
    ("Grupo Lácteo Altos", "lacteoaltos.mx"),
    ("Papelería Ramírez Hnos.", "papeleriaramirez.com.mx"),
    ("Clínica Dental Sonrisa Norte", "sonrisanorte.mx"),
    ("Transportes Bajío Express", "bajioexpress.com.mx"),
    ("Editorial Pluma Verde", "plumaverde.org.mx"),
]
GOB = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "economia.gob.mx",
    "salud.gob.mx",
    "condusef.gob.mx",
]


def _req_id(v: V) -> tuple[str, str, str]:
    u = v.uuid()
    return u, u, "request id (UUID) header"


def _req_field(v: V) -> tuple[str, str, str]:
    u = v.pick(
        ["req_" + v.hexs(24), v.uuid(), "01J" + v.chars(23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")]
    )
    return u, u, "request id in a JSON field"


def _cf_ray(v: V) -> tuple[str, str, str]:
    x = v.hexs(16) + "-" + v.pick(["MEX", "QRO", "GDL", "DFW", "IAD", "LAX"])
    return x, x, "cf-ray header"


def _traceparent(v: V) -> tuple[str, str, str]:
    x = f"00-{v.hexs(32)}-{v.hexs(16)}-01"
    return x, x, "W3C traceparent"


def _amzn_trace(v: V) -> tuple[str, str, str]:
    x = f"Root=1-{v.hexs(8)}-{v.hexs(24)}"
    return x, x, "X-Amzn-Trace-Id"


def _ratelimit(v: V) -> tuple[str, str, str]:
    x = str(v.pick([60, 500, 1000, 5000, 10000, 30000, 150000, 2000000]))
    return x, x, "rate-limit number header"


def _rl_msg(v: V) -> tuple[str, str, str]:
    n = v.r.randint(1, 59)
    return (
        f"{n}s",
        f"Rate limit exceeded: 100 requests per minute. Retry after {n}s.",
        "rate-limit message without any account id",
    )


def _cache(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "public, max-age=3600, stale-while-revalidate=60",
            "no-store",
            "private, max-age=0, must-revalidate",
            "HIT",
            "MISS, HIT",
            "s-maxage=86400",
        ]
    )
    return x, x, "cache header"


def _etag(v: V) -> tuple[str, str, str]:
    x = v.pick([f"{v.hexs(4)}-{v.chars(27)}", v.hexs(32), v.hexs(40)])
    return x, v.pick([f'W/"{x}"', f'"{x}"']), "ETag (value is the part inside the quotes)"


def _sha(v: V) -> tuple[str, str, str]:
    x = v.sha256()
    return x, v.pick([x, f"sha256:{x}"]), "content sha256"


def _commit(v: V) -> tuple[str, str, str]:
    x = v.hexs(40)
    return (
        x,
        f"https://github.com/microsoft/semantic-kernel/blob/{x}/README.md",
        "commit sha in a public repo URL",
    )


def _date_hdr(v: V) -> tuple[str, str, str]:
    when = datetime(
        2024, 11, v.r.randint(1, 28), v.r.randint(0, 23), v.r.randint(0, 59), v.r.randint(0, 59)
    )
    x = when.strftime("%a, %d %b %Y %H:%M:%S GMT")
    return x, x, "Date header"


def _published(v: V) -> tuple[str, str, str]:
    x = f"2024-{v.r.randint(1, 11):02d}-{v.r.randint(1, 28):02d}T{v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:00Z"
    return x, x, "publishedAt / retrievedAt timestamp"


def _cache_age(v: V) -> tuple[str, str, str]:
    x = str(v.r.randint(0, 864000))
    return x, x, "cacheAgeSeconds"


def _placeholder(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "YOUR_API_KEY",
            "sk-...xxxx",
            "<token>",
            "Bearer <YOUR_TOKEN>",
            "tvly-YOUR_API_KEY",
            "${TAVILY_API_KEY}",
            "sk-proj-XXXXXXXXXXXXXXXXXXXXXXXX",
            "fc-YOUR-KEY-HERE",
            "<REDACTED>",
            "redacted@example.test",
            "+52-000-000-0000",
            "Basic <BASIC_AUTH>",
            "********",
            "{{OPENAI_API_KEY}}",
        ]
    )
    return x, x, "documentation placeholder / redaction marker"


def _doc_ip(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"192.0.2.{v.r.randint(1, 254)}",
            f"198.51.100.{v.r.randint(1, 254)}",
            f"203.0.113.{v.r.randint(1, 254)}",
            f"2001:db8::{v.hexs(4)}",
        ]
    )
    return x, f"{x}, 203.0.113.7", "RFC 5737/3849 documentation address"


def _service_ip(v: V) -> tuple[str, str, str]:
    x, what = v.pick(
        [
            ("1.1.1.1", "Cloudflare resolver"),
            ("8.8.8.8", "Google public DNS"),
            ("9.9.9.9", "Quad9"),
            ("208.67.222.222", "OpenDNS"),
        ]
    )
    return x, f"DNS resolved via {x} ({what}) in 12 ms", "public service IP"


def _version(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "python-httpx/0.27.2",
            "python-requests/2.32.3",
            "vcrpy/6.0.2",
            "tavily-python/0.5.0",
            "node-fetch/3.3.2",
            "Go-http-client/2.0",
            "aiohttp/3.10.10",
            "openai-python/1.54.3",
        ]
    )
    return x, x, "client version string (User-Agent without contact)"


def _build_id(v: V) -> tuple[str, str, str]:
    x = f"2024.11.{v.r.randint(1, 30)}-{v.hexs(7)}"
    return x, x, "build id"


def _role_mail(v: V) -> tuple[str, str, str]:
    name, dom = v.pick(COMPANIES)
    role = v.pick(
        ["ventas", "contacto", "soporte", "facturacion", "prensa", "atencion.clientes", "info"]
    )
    x = f"{role}@{dom}"
    if v.r.random() < 0.25:
        x = x.upper()
        return x, f"Escríbenos a {x}", "company role mailbox (upper case)"
    return (
        x,
        v.pick([f"{name} — {x}", f"mailto:{x}?subject=Cotizaci%C3%B3n"]),
        "company role mailbox",
    )


def _gob_mail(v: V) -> tuple[str, str, str]:
    x = f"{v.pick(['atencion.ciudadana', 'contacto', 'transparencia', 'quejas', 'unidad.enlace'])}@{v.pick(GOB)}"
    return x, f"Unidad de Transparencia: {x}", "role mailbox on .gob.mx"


def _switchboard(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"55 {v.digits(4)} {v.digits(4)} ext. {v.r.randint(100, 9999)}",
            f"800 {v.digits(3)} {v.digits(4)}",
            f"01 800 {v.digits(3)} {v.digits(4)}",
            f"+52 800 {v.digits(3)} {v.digits(4)}",
            f"(33) {v.digits(4)}-{v.digits(4)} ext. {v.r.randint(10, 999)}",
        ]
    )
    name, _ = v.pick(COMPANIES)
    return (
        x,
        v.pick(
            [
                f"Conmutador {name}: {x}",
                f"Tel. oficina: {x}",
                f"Atención a clientes {x} (lunes a viernes)",
            ]
        ),
        "company switchboard / 800 number",
    )


def _office_addr(v: V) -> tuple[str, str, str]:
    name, _ = v.pick(COMPANIES)
    x = f"Av. Insurgentes Sur {v.r.randint(100, 3000)}, piso {v.r.randint(2, 20)}, Col. Del Valle, C.P. 03100, CDMX"
    return x, f"Oficinas corporativas de {name}: {x}", "published office address"


def _company_rfc(v: V) -> tuple[str, str, str]:
    x = v.rfc_moral()
    name, _ = v.pick(COMPANIES)
    return x, f"{name} S.A. de C.V., RFC {x}", "company RFC (persona moral)"


def _content_id(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"doc_{v.hexs(16)}",
            f"result-{v.r.randint(1, 50)}",
            f"page:{v.r.randint(1000, 99999)}",
            f"chunk_{v.hexs(8)}_{v.r.randint(0, 40)}",
            f"urn:uuid:{v.uuid()}",
        ]
    )
    return x, x, "content / result id"


def _status(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "429 Too Many Requests",
            "503 Service Unavailable",
            "502 Bad Gateway",
            "200 OK",
            "304 Not Modified",
        ]
    )
    return x, x, "status line"


def _model(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "gpt-4o-mini-2024-07-18",
            "claude-3-5-sonnet-20241022",
            "sonar-pro",
            "gemini-1.5-flash-002",
            "llama-3.1-70b-versatile",
            "mistral-large-2411",
            "text-embedding-3-small",
        ]
    )
    return x, x, "model name"


def _dataset(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "allenai/c4",
            "microsoft/semantic-kernel",
            "pydantic/pydantic-ai",
            "adbar/trafilatura",
            "mozilla/readability",
            "HuggingFaceFW/fineweb",
            "crewAIInc/crewAI",
        ]
    )
    return x, x, "public dataset / repository name"


def _b64_public(v: V) -> tuple[str, str, str]:
    txt = v.pick(
        ['{"page":2,"size":10}', "Semantic Kernel overview", '{"offset":20}', "cursor:v1:20"]
    )
    x = base64.b64encode(txt.encode()).decode()
    return x, f"next_cursor={x}", "base64 of public text (cursor)"


def _echo_query_public(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "¿Qué es Semantic Kernel?",
            "precio del dólar hoy en México",
            "horario de atención SAT Querétaro",
            "requisitos pasaporte mexicano 2024",
            "cómo sacar la CURP en línea",
            "teléfono de Profeco 800",
        ]
    )
    return x, x, "echoed query without personal data"


def _no_results_public(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "tarifas de envío Bajío Express",
            "site:devblogs.microsoft.com semantic kernel planner",
            "catálogo localidades Aguascalientes",
        ]
    )
    return x, f'No results for "{x}"', "no-results error echoing a non-personal query"


def _ci_path(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            "/home/runner/work/bench/bench",
            "/app/.venv/lib/python3.12/site-packages",
            "/usr/local/lib/python3.11",
            "/root/.cache/pip",
            "/tmp/pytest-of-root/pytest-0",
            "C:/Users/Public/Documents",
            "/Users/Shared/cassettes",
        ]
    )
    return (
        x,
        f'File "{x}/httpx/_client.py", line 1014, in _send_single_request',
        "generic CI / container path (no person)",
    )


def _ci_host(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"fv-az{v.r.randint(100, 999)}-{v.r.randint(100, 999)}",
            f"runner-{v.hexs(8)}",
            f"bench-worker-{v.r.randint(1, 9)}",
            f"cache-qro{v.r.randint(4100, 4199)}-QRO",
        ]
    )
    return x, x, "CI runner / CDN node host name (no person)"


def _sku(v: V) -> tuple[str, str, str]:
    x = ean13("750" + v.digits(9))
    return x, f"EAN {x} — Cuaderno profesional 100 hojas $49.90", "EAN-13 / product code"


def _price(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"$0.{v.r.randint(1, 99):02d} USD por 1,000 búsquedas",
            f"$1,{v.digits(3)}.00 MXN",
            "US$ 5 per 1k requests",
        ]
    )
    return x, f"Precio: {x}", "price"


def _fake_key_shape(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"sha1-{v.hexs(40)}",
            f"sha512-{base64.b64encode(bytes(v.r.getrandbits(8) for _ in range(48))).decode()}",
            f"{v.hexs(32)}",
            f"md5:{v.hexs(32)}",
        ]
    )
    return x, f"integrity {x}", "hash shaped like a key"


def _invoice_public(v: V) -> tuple[str, str, str]:
    x = "Plan Pro — 10,000 créditos/mes — renovación 2024-12-01"
    return x, x, "plan name and renewal date"


def _pt_sac(v: V) -> tuple[str, str, str]:
    x = v.pick(
        [
            f"0800 {v.digits(3)} {v.digits(4)}",
            f"atendimento@{v.pick(['livrariaipe.com.br', 'transvale.com.br'])}",
            f"(11) 3{v.digits(3)}-{v.digits(4)} (SAC)",
        ]
    )
    return (
        x,
        f"Central de atendimento da empresa: {x}, de segunda a sexta",
        "Brazilian company SAC / role mailbox",
    )


# (kind, lang, where, key, count, builder)
TEMPLATES: list[tuple[str, str, str, str, int, Builder]] = [
    ("request-id", "en", "header", "x-request-id", 20, _req_id),
    ("request-id", "en", "field", "request_id", 14, _req_field),
    ("request-id", "en", "header", "cf-ray", 12, _cf_ray),
    ("trace-id", "en", "header", "traceparent", 10, _traceparent),
    ("trace-id", "en", "header", "X-Amzn-Trace-Id", 6, _amzn_trace),
    ("rate-limit", "en", "header", "x-ratelimit-remaining-requests", 12, _ratelimit),
    ("rate-limit", "en", "field", "message", 8, _rl_msg),
    ("cache-header", "en", "header", "cache-control", 10, _cache),
    ("etag", "en", "header", "ETag", 12, _etag),
    ("hash", "en", "field", "sha256", 12, _sha),
    ("commit-sha", "en", "field", "source_url", 8, _commit),
    ("date", "en", "header", "Date", 12, _date_hdr),
    ("date", "en", "field", "publishedAt", 10, _published),
    ("date", "en", "field", "retrievedAt", 8, _published),
    ("cache-age", "en", "field", "cacheAgeSeconds", 8, _cache_age),
    ("placeholder", "en", "field", "api_key", 14, _placeholder),
    ("placeholder", "en", "header", "Authorization", 8, _placeholder),
    ("doc-ip", "en", "header", "X-Forwarded-For", 10, _doc_ip),
    ("service-ip", "en", "field", "dns", 6, _service_ip),
    ("version", "en", "header", "User-Agent", 12, _version),
    ("build-id", "en", "field", "build", 8, _build_id),
    ("role-mailbox", "es", "html", "", 14, _role_mail),
    ("role-mailbox", "es", "field", "contact", 6, _role_mail),
    ("gov-role-mailbox", "es", "html", "", 10, _gob_mail),
    ("switchboard", "es", "html", "", 16, _switchboard),
    ("switchboard", "es", "field", "snippet", 6, _switchboard),
    ("company-address", "es", "html", "", 8, _office_addr),
    ("company-rfc", "es", "html", "", 8, _company_rfc),
    ("content-id", "en", "field", "id", 14, _content_id),
    ("status", "en", "field", "status_line", 6, _status),
    ("model", "en", "field", "model", 10, _model),
    ("dataset", "en", "field", "source", 6, _dataset),
    ("base64-public", "en", "field", "next", 8, _b64_public),
    ("query-echo", "es", "field", "query", 10, _echo_query_public),
    ("query-echo", "en", "field", "error", 5, _no_results_public),
    ("ci-path", "en", "field", "traceback", 10, _ci_path),
    ("ci-host", "en", "header", "X-Served-By", 8, _ci_host),
    ("sku", "es", "html", "", 6, _sku),
    ("price", "es", "html", "", 6, _price),
    ("hash", "en", "field", "integrity", 8, _fake_key_shape),
    ("plan", "es", "field", "plan", 2, _invoice_public),
    ("switchboard", "pt", "html", "", 8, _pt_sac),
]


def build(v: V) -> list[dict[str, Any]]:
    out = []
    for kind, lang, where, key, n, fn in TEMPLATES:
        for _ in range(n):
            value, text, form = fn(v)
            assert value in text
            out.append(
                {
                    "label": "keep",
                    "family": "keep",
                    "kind": kind,
                    "lang": lang,
                    "form": form,
                    "value": value,
                    "text": text,
                    "where": where,
                    "key": key,
                }
            )
    return out
