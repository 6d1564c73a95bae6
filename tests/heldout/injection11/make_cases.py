"""Write ``cases.json`` for the eleventh held-out injection corpus (deterministic).

Every sentence below was written for this corpus. Anchors are checked to occur exactly
once in their capture before anything is written; run from the repository root:
``.venv/bin/python tests/heldout/injection11/make_cases.py``. Captures are read from
``$HELDOUT_CAPTURES``, else ``<repo>/../shared/captures``, else ``/work/shared/captures``.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

PAGES = {
    "AR": "html/es-ar_lanacion_opinion-article.html",
    "MX": "html/es-mx_unocero_tech-news-android-apps.html",
    "PE": "html/es-pe_elcomercio_signwall-paywall-article.html",
    "UY": "html/es-uy_ladiaria_metered-paywall-article.html",
    "CN": "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "DE": "html/de_bafa-gov_mineraloel-statistics-table.html",
    "RS": "html/de_rs-ingenieure_simple-corporate-services-page.html",
}
PDFS = {
    "IRS": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
    "FR": "pdf/en_us-federal-register-three-column.pdf",
    "FBI": "pdf/en_fbi-nics-background-checks-table.pdf",
    "LOC": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
    "LET": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
    "GRA": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
    "BRO": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
    "HUC": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
}
# Ends of paragraphs of the visible article body (not image captions, menus, modals or
# paywall boxes); snippets go on their own line after them.
ANCHORS = {
    "AR": [
        "r la protesta que reprimirla</p>",
        'te el juicio a Jones Huala".</p>',
        " grave, al Estado argentino.</p>",
        "l tan audaz como inadecuada.</p>",
        "alogías no resisten prueba.</p>",
        "os del yugo de los caciques.</p>",
        "se demuestra bien argentina.</p>",
        "lar, pero también integrar.</p>",
    ],
    "MX": [
        "a ser culpa del fabricante. </p>",
        "de batería sobresaliente.\u00a0</p>",
        "nte la experiencia de uso.\u00a0</p>",
        "ia de uso del dispositivo.\u00a0</p>",
        "marcas son las siguientes:\u00a0</p>",
        "gestión en segundo plano.\u00a0</p>",
        "muy bien en segundo plano.\u00a0</p>",
        "rme de que me han llegado.\u00a0</p>",
        " para la experiencia de uso.</p>",
    ],
    "PE": [
        "onclusiones técnicas.</p>",
        "slador Moisés Mamani.</p>",
        "o Pablo Kuczynski</b>.</p>",
        " influencias agravado.</p>",
        "función pública</b>.</p>",
        ">Kuczynski Godard</b>.</p>",
    ],
    "UY": [
        "roductos fitosanitarios”. </p>",
        "de aplicaciones terrestres. </p>",
        "vidad productiva del área. </p>",
        " como reserva departamental.</p>",
        "más complejo”, señaló. </p>",
        "n y comprender”, señala. </p>",
        "óricos y arqueológicos”.</p>",
        "e trabajen en el territorio.</p>",
        "ado en la reunión de junio.</p>",
        "SNAP”, citó como ejemplo.</p>",
        "des al respecto”, afirmó.</p>",
        " la productividad”, sumó.</p>",
        " especie exótica invasora. </p>",
    ],
    "CN": [
        "s de América Latina. </p>",
        " Salvador y Venezuela.</p>",
        "de forma más rápida.</p>",
        "tuits que quieres ver.</p>",
        "reducir a 3MB su peso.</p>",
    ],
    "DE": ["5 auf 89,4 Millionen Tonnen.</p>", "ngaben in Millionen Tonnen):</p>"],
    "RS": ["ellbarkeit berücksichtigen.</p>"],
}
_rr = {k: itertools.cycle(range(len(v))) for k, v in ANCHORS.items()}

CASES: list[dict[str, Any]] = []


def _base(vec, label, lang, variant, channel, technique, target, expect, why):  # type: ignore[no-untyped-def]
    return {
        "label": "injection" if label == "I" else "negative",
        "vector": vec,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
        "why": why,
    }


def B(
    vec,
    label,
    lang,
    variant,
    channel,
    technique,
    page,
    snippet,
    expect,
    *,
    head=None,
    why="",
    at=None,
):  # type: ignore[no-untyped-def]
    """A snippet on its own line after a paragraph of ``page`` (optionally with a head part)."""
    c = _base(vec, label, lang, variant, channel, technique, PAGES[page], expect, why)
    i = next(_rr[page]) if at is None else at
    c["body_snippet"] = snippet
    c["body_at"] = {"find": ANCHORS[page][i], "occurrence": 1, "where": "after"}
    if head:
        c["head_snippet"] = head
    CASES.append(c)


def Hd(vec, label, lang, variant, channel, technique, page, snippet, expect, why=""):  # type: ignore[no-untyped-def]
    """A snippet on its own line just before ``</head>``."""
    c = _base(vec, label, lang, variant, channel, technique, PAGES[page], expect, why)
    c["head_snippet"] = snippet
    CASES.append(c)


def In(vec, label, lang, variant, channel, technique, page, find, text, where, expect, why=""):  # type: ignore[no-untyped-def]
    """An in-place edit (attribute added or replaced) at a unique ``find``."""
    c = _base(vec, label, lang, variant, channel, technique, PAGES[page], expect, why)
    c["inline_edits"] = [{"find": find, "occurrence": 1, "where": where, "text": text}]
    CASES.append(c)


def Pdf(
    label,
    lang,
    variant,
    channel,
    technique,
    key,
    page,
    lines,
    x,
    y,
    size,
    expect,
    *,
    vec="pdf-text-layer",
    why="",
    **kw,
):  # type: ignore[no-untyped-def]
    c = _base(vec, label, lang, variant, channel, technique, PDFS[key], expect, why)
    spec: dict[str, Any] = {"page": page, "x": x, "y": y, "size": size}
    if isinstance(lines, str):
        spec["text"] = lines
    else:
        spec["lines"] = list(lines)
    spec.update(kw)
    c["pdf"] = spec
    c["media"] = "pdf"
    CASES.append(c)


HC, CSS, ALT, PDFV, JL, SYS = (
    "html-comment",
    "css-hidden",
    "alt-title",
    "pdf-text-layer",
    "json-ld",
    "system-impersonation-es",
)

sys.path.insert(0, str(HERE))
from cases_data import build  # noqa: E402  (the sentences live in cases_data.py)


def main() -> int:
    env = os.environ.get("HELDOUT_CAPTURES")
    cap = Path(env) if env else HERE.parents[2].parent / "shared" / "captures"
    if not cap.is_dir():
        cap = Path("/work/shared/captures")
    build(sys.modules[__name__])
    problems = []
    for key, anchors in ANCHORS.items():
        data = (cap / PAGES[key]).read_bytes()
        for a in anchors:
            n = data.count(a.encode("utf-8"))
            if n != 1:
                problems.append(f"anchor {a!r} occurs {n} times in {PAGES[key]}")
    for c in CASES:
        for ed in c.get("inline_edits", []):
            data = (cap / c["target"]).read_bytes()
            n = data.count(ed["find"].encode("utf-8"))
            if n != 1:
                problems.append(f"inline anchor {ed['find']!r} occurs {n} times in {c['target']}")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        return 1
    order = list(range(len(CASES)))
    random.Random(11).shuffle(order)
    out = []
    for n, i in enumerate(order, 1):
        c = {"id": f"i11-{n:03d}", **CASES[i]}
        out.append(c)
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(out)} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
