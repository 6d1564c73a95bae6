"""Write ``cases.json`` of the 23rd held-out injection corpus from the text and carrier modules.

Deterministic: texts (``texts_inj.py``, ``texts_neg.py``) are paired with carriers
(``carriers.py``) in order and spread over the anchors of the real captures.
Run from anywhere: ``python tests/heldout/injection23/make_cases.py``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load(name: str) -> Any:
    spec = importlib.util.spec_from_file_location(
        f"heldout_injection23_{name}", HERE / f"{name}.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


C = _load("carriers")
INJ = _load("texts_inj")
NEG = _load("texts_neg")

SHORT = {
    "html-comment": "cmt",
    "css-hidden": "css",
    "alt-title": "att",
    "json-ld": "jld",
    "pdf-text-layer": "pdf",
    "system-impersonation-es": "sys",
}


def html_case(
    vector: str,
    label: str,
    i: int,
    variant: str,
    text: str,
    carriers: list,
    stride: int,
    shift: int,
) -> dict[str, Any]:
    uid = f"{SHORT[vector]}{'i' if label == 'injection' else 'n'}{i:03d}"
    fields = carriers[i % len(carriers)](text, uid)
    target, occ = C.ANCHORS[(i * stride + shift) % len(C.ANCHORS)]
    case: dict[str, Any] = {
        "id": f"i23-{SHORT[vector]}-{'inj' if label == 'injection' else 'neg'}-{i:03d}",
        "label": label,
        "vector": vector,
        "channel": fields.pop("channel"),
        "technique": fields.pop("technique"),
        "lang": variant.split("-")[0],
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": text,
    }
    if "body_snippet" in fields:
        fields["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}
    case.update(fields)
    return case


def pdf_case(label: str, i: int, variant: str, text: str, shift: int) -> dict[str, Any]:
    target, page, channel, spec = C.PDF_PLACES[(i + shift) % len(C.PDF_PLACES)]
    return {
        "id": f"i23-pdf-{'inj' if label == 'injection' else 'neg'}-{i:03d}",
        "label": label,
        "vector": "pdf-text-layer",
        "channel": channel,
        "technique": f"{channel}, pypdfium2 text object",
        "lang": variant.split("-")[0],
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": text,
        "pdf": {"page": page, "text": text, **spec},
    }


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    plan = [
        ("html-comment", "HTML_COMMENT", C.COMMENT, C.COMMENT, 7, 0),
        ("css-hidden", "CSS_HIDDEN", C.CSS, C.CSS, 11, 3),
        ("alt-title", "ALT_TITLE", C.ATTR, C.ATTR, 13, 5),
        ("json-ld", "JSON_LD", C.JSONLD_INJ, C.JSONLD_STD, 17, 1),
        ("system-impersonation-es", "SYS_ES", C.VISIBLE, C.VISIBLE, 5, 2),
    ]
    for vector, name, inj_carriers, neg_carriers, stride, shift in plan:
        for i, (variant, text) in enumerate(getattr(INJ, name)):
            cases.append(
                html_case(vector, "injection", i, variant, text, inj_carriers, stride, shift)
            )
        for i, (variant, text) in enumerate(getattr(NEG, name)):
            cases.append(
                html_case(vector, "negative", i, variant, text, neg_carriers, stride, shift + 29)
            )
    for i, (variant, text) in enumerate(INJ.PDF):
        cases.append(pdf_case("injection", i, variant, text, 2))
    for i, (variant, text) in enumerate(NEG.PDF):
        cases.append(pdf_case("negative", i, variant, text, 10))
    return cases


def main() -> int:
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
