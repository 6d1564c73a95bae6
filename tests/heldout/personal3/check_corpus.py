"""Plant every item of the third held-out corpus and check it; exit 1 on any problem.

    .venv/bin/python tests/heldout/personal3/check_corpus.py [CAPTURES] [--show]

Checks, for each item: the fields and their allowed values; the id is unique; the capture
exists and the item plants; the value is on the line ``plant()`` reports; the planted
file still parses (JSON with ``json``, YAML with PyYAML, HTML with lxml) and, for HTML,
the value survives parsing (in the text or an attribute); for JSON/YAML, the value is in
the planted value at the item's path; an edited line (``original_line``) keeps the line
count of the capture; keepers never share a line with a capture line that looks like a
datum or a credential. Then it prints the counts by kind x label and checks the minimums
(>= 300 personal, >= 80 secrets, >= 300 keepers, >= 40 account ids).
"""

from __future__ import annotations

import html
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from plant import (  # noqa: E402
    FAMILIES,
    LABELS,
    PlantError,
    load_items,
    parse_planted,
    plant,
    planted_value,
)
from slots import DIRTY  # noqa: E402

FIELDS = ("id", "split", "label", "family", "kind", "lang", "form", "value", "target")
MINIMUMS = {"personal": 300, "secret": 80, "keep": 300}


def default_captures() -> Path:
    env = os.environ.get("HELDOUT_CAPTURES")
    if env:
        return Path(env)
    beside = HERE.parents[2] / ".." / "shared" / "captures"
    return beside if beside.is_dir() else Path("/work/shared/captures")


def _html_strings(doc: Any, own_script: bool = False) -> str:
    """Text and attribute values of the parsed page, leaving out the inside of scripts and
    styles (a value that landed inside the capture's own script would be lost there),
    except JSON-LD blocks and, when the planted snippet is itself a script, scripts."""
    parts: list[str] = []
    for el in doc.iter():
        if not isinstance(el.tag, str):
            parts.append(el.tail or "")
            continue
        parts.extend(str(v) for v in el.attrib.values())
        raw = el.tag in ("script", "style")
        if not raw or own_script or el.get("type") == "application/ld+json":
            parts.append(el.text or "")
        parts.append(el.tail or "")
    return "\n".join(parts)


def check_item(item: dict[str, Any], captures: Path) -> list[str]:
    errs: list[str] = []
    for f in FIELDS:
        if f not in item:
            errs.append(f"missing field {f}")
    if errs:
        return errs
    if item["split"] != "test":
        errs.append("split is not test")
    if item["label"] not in LABELS or item["family"] not in FAMILIES:
        errs.append("bad label/family")
    want = {"personal": ("personal", "account-id"), "secret": ("secret",), "keep": ("keep",)}
    if item["family"] not in want.get(item["label"], ()):
        errs.append(f"family {item['family']} does not go with label {item['label']}")
    try:
        p = plant(item, captures)
        parsed = parse_planted(p)
    except (PlantError, ValueError) as exc:
        return [*errs, f"does not plant/parse: {exc}"]
    lines = p.text.split("\n")
    if not (1 <= p.line <= len(lines)) or item["value"] not in lines[p.line - 1]:
        errs.append(f"value not on line {p.line}")
    if p.name != Path(item["target"]).name:
        errs.append("name is not the capture's file name")
    original = (captures / item["target"]).read_bytes().decode("utf-8")
    if p.original_line is not None:
        if original.count("\n") != p.text.count("\n"):
            errs.append("an in-place edit changed the number of lines")
        if p.original_line != p.line:
            errs.append(f"original_line {p.original_line} is not the datum's line {p.line}")
        if item["label"] == "keep":
            before = original.split("\n")[p.original_line - 1]
            if DIRTY.search(before):
                errs.append("keeper shares a line that looks like a datum or a credential")
    if "html" in item:
        own = item["html"]["snippet"].lstrip().startswith("<script")
        if html.unescape(item["value"]) not in _html_strings(parsed, own):
            errs.append("value lost when the HTML is parsed")
    else:
        pv = planted_value(item, parsed)
        if item["value"] not in json.dumps(pv, ensure_ascii=False) and item["value"] not in str(pv):
            errs.append("value is not in the planted JSON/YAML value")
    return errs


def main(argv: list[str]) -> int:
    args = [a for a in argv[1:] if not a.startswith("--")]
    show = "--show" in argv
    captures = Path(args[0]) if args else default_captures()
    if not captures.is_dir():
        print(f"no captures folder at {captures}")
        return 1
    items = load_items()
    problems = 0
    ids = Counter(it.get("id") for it in items)
    for i, n in ids.items():
        if n > 1:
            print(f"duplicate id {i}")
            problems += 1
    for it in items:
        errs = check_item(it, captures)
        for e in errs:
            print(f"{it.get('id')}: {e}")
        problems += len(errs)
        if show and not errs:
            p = plant(it, captures)
            print(
                f"{it['id']} {it['target']}:{p.line}: {p.text.split(chr(10))[p.line - 1].strip()[:160]}"
            )
    table = Counter((it["kind"], it["label"]) for it in items)
    kinds = sorted({k for k, _ in table})
    print(f"{'kind':24}{'personal':>9}{'secret':>8}{'keep':>6}")
    for k in kinds:
        print(f"{k:24}{table[(k, 'personal')]:>9}{table[(k, 'secret')]:>8}{table[(k, 'keep')]:>6}")
    by_label = Counter(it["label"] for it in items)
    acct = sum(1 for it in items if it["family"] == "account-id")
    print(
        f"{'total':24}{by_label['personal']:>9}{by_label['secret']:>8}{by_label['keep']:>6}"
        f"   (account ids: {acct})"
    )
    for label, n in MINIMUMS.items():
        if by_label[label] < n:
            print(f"only {by_label[label]} {label} items (minimum {n})")
            problems += 1
    if acct < 40:
        print(f"only {acct} account ids (minimum 40)")
        problems += 1
    print("OK" if problems == 0 else f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
