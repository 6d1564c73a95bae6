"""Plant every item of corpus 5 and check it; print the counts. Exit 1 on any problem.

    .venv/bin/python tests/heldout/personal5/check_corpus.py [CAPTURES] [--show]

Checks per item: required fields and allowed values, unique id, ``split`` is ``test``, the
family goes with the label; the item plants; ``item["value"]`` is on ``Planted.line``; the
name is the capture's file name; JSON still parses, YAML still parses, HTML parses with
lxml and the value survives as text or an attribute outside scripts and styles; in
JSON/YAML the planted field holds the value; an insertion leaves ``original_line`` None and
adds lines, an in-place edit keeps the number of lines; the value occurs exactly once in
the planted file and never in the capture; identifiers with check digits are valid
(python-stdnum: CURP, RFC, NSS and cards by Luhn, ISBN, ISSN, CPF; CLABE by its 3-7-1
weights; passport MRZ by ICAO 7-3-1). Then the minimum counts, the languages (Spanish the
majority) and that every text capture is used.
"""

from __future__ import annotations

import html as htmlmod
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from stdnum import isbn, issn, luhn
from stdnum.br import cpf
from stdnum.mx import curp, rfc

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

REQUIRED = ("id", "split", "label", "family", "kind", "lang", "form", "value", "target")
MINIMUMS = {"personal": 300, "secret": 120, "keep": 300}
MIN_ACCOUNT_IDS = 40
TEXT_SUFFIXES = (".html", ".json", ".yaml", ".yml")


def captures_root(arg: str | None = None) -> Path:
    if arg:
        return Path(arg)
    env = os.environ.get("HELDOUT_CAPTURES")
    if env:
        return Path(env)
    beside = HERE.parents[2].parent / "shared" / "captures"
    if beside.is_dir():
        return beside
    return Path("/work/shared/captures")


def _html_strings(doc: Any) -> list[str]:
    out = []
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        out.extend(str(v) for v in el.attrib.values())
        if el.tag in ("script", "style"):
            continue
        if el.text:
            out.append(el.text)
    for el in doc.iter():
        if el.tail:
            out.append(el.tail)
    return out


def _compact(v: str) -> str:
    return "".join(c for c in v if c.isalnum()).upper()


def _clabe_ok(n: str) -> bool:
    w = [3, 7, 1] * 6
    return (
        len(n) == 18
        and n.isdigit()
        and (10 - sum(int(d) * x % 10 for d, x in zip(n, w, strict=False)) % 10) % 10 == int(n[17])
    )


def _mrz(field: str) -> int:
    val = {c: i for i, c in enumerate("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")}
    val["<"] = 0
    return sum(val[c] * (7, 3, 1)[i % 3] for i, c in enumerate(field)) % 10


def _mrz_ok(line: str) -> bool:
    if len(line) != 44:
        return False
    parts = [(0, 9, 9), (13, 19, 19), (21, 27, 27), (28, 42, 42)]
    if any(_mrz(line[a:b]) != int(line[c]) for a, b, c in parts):
        return False
    comp = line[0:10] + line[13:20] + line[21:43]
    return _mrz(comp) == int(line[43])


def check_digits(item: dict[str, Any]) -> str | None:
    """A problem with the check digits of the item's identifier, or None."""
    kind, v = item["kind"], item["value"]
    n = _compact(v)
    try:
        if kind == "curp":
            curp.validate(n)
        elif kind in ("rfc-persona-fisica", "company-rfc"):
            rfc.validate(n, validate_check_digits=True)
            if (kind == "company-rfc") != (len(n) == 12):
                return f"{kind} of length {len(n)}"
        elif kind in ("nss", "card"):
            luhn.validate(n)
        elif kind == "clabe":
            if not _clabe_ok(n):
                return "bad CLABE check digit"
        elif kind == "isbn-issn":
            (issn if len(n) == 8 else isbn).validate(n)
        elif kind == "cpf":
            cpf.validate(v)
        elif kind == "passport-mrz" and not _mrz_ok(v):
            return "bad MRZ check digits"
    except Exception as exc:
        return f"{kind} {type(exc).__name__}"
    return None


def check_item(item: dict[str, Any], captures: Path) -> list[str]:
    errs: list[str] = []
    iid = item.get("id", "?")
    for k in REQUIRED:
        if k not in item:
            errs.append(f"{iid}: missing {k}")
    if errs:
        return errs
    if item["split"] != "test":
        errs.append(f"{iid}: split is not test")
    if item["label"] not in LABELS or item["family"] not in FAMILIES:
        errs.append(f"{iid}: bad label/family")
    want = {"secret": ("secret",), "keep": ("keep",), "personal": ("personal", "account-id")}
    if item["family"] not in want.get(item["label"], ()):
        errs.append(f"{iid}: family {item['family']} does not go with {item['label']}")
    if sum(k in item for k in ("html", "json", "yaml")) != 1:
        errs.append(f"{iid}: needs exactly one of html/json/yaml")
    try:
        p = plant(item, captures)
    except PlantError as exc:
        return [*errs, f"{iid}: {exc}"]
    if p.name != Path(item["target"]).name:
        errs.append(f"{iid}: name {p.name}")
    lines = p.text.split("\n")
    if item["value"] not in lines[p.line - 1]:
        errs.append(f"{iid}: value not on line {p.line}")
    orig = (captures / item["target"]).read_bytes().decode("utf-8")
    if p.text.count(item["value"]) != 1:
        errs.append(f"{iid}: value occurs {p.text.count(item['value'])} times in the planted file")
    if item["value"] in orig:
        errs.append(f"{iid}: value already in the capture")
    bad = check_digits(item)
    if bad:
        errs.append(f"{iid}: check digits: {bad}")
    if p.original_line is None:
        if p.text.count("\n") <= orig.count("\n"):
            errs.append(f"{iid}: an insertion added no line")
    elif p.text.count("\n") != orig.count("\n") or p.original_line != p.line:
        errs.append(f"{iid}: in-place edit changed the lines")
    try:
        parsed = parse_planted(p)
    except Exception as exc:
        return [*errs, f"{iid}: planted file does not parse: {exc}"]
    if "html" in item:
        want_text = htmlmod.unescape(item["value"])
        if not any(want_text in s for s in _html_strings(parsed)):
            errs.append(f"{iid}: value lost when the page is parsed")
    else:
        got = planted_value(item, parsed)
        got_s = " ".join(got) if isinstance(got, list) else str(got)
        if item["value"] not in got_s:
            errs.append(f"{iid}: planted field does not hold the value")
    return errs


def main(argv: list[str]) -> int:
    show = "--show" in argv
    args = [a for a in argv if not a.startswith("--")]
    captures = captures_root(args[0] if args else None)
    if not captures.is_dir():
        print(f"no captures at {captures}")
        return 1
    items = load_items()
    errs: list[str] = []
    ids = Counter(it["id"] for it in items)
    errs += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for it in items:
        e = check_item(it, captures)
        errs += e
        if show and not e:
            p = plant(it, captures)
            print(
                f"{it['id']} {it['target']}:{p.line}: {p.text.split(chr(10))[p.line - 1].strip()[:160]}"
            )
    labels = Counter(it["label"] for it in items)
    for lab, n in MINIMUMS.items():
        if labels[lab] < n:
            errs.append(f"only {labels[lab]} {lab} items (minimum {n})")
    accounts = sum(it["family"] == "account-id" for it in items)
    if accounts < MIN_ACCOUNT_IDS:
        errs.append(f"only {accounts} account ids (minimum {MIN_ACCOUNT_IDS})")
    langs = Counter(it["lang"] for it in items)
    if set(langs) != {"es", "en", "pt"} or langs["es"] <= len(items) / 2:
        errs.append(f"languages: {dict(langs)} (es must be the majority; en and pt present)")
    used = {it["target"] for it in items}
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if f.suffix in TEXT_SUFFIXES and rel not in used:
            errs.append(f"text capture {rel} not used")
    table = Counter((it["kind"], it["label"]) for it in items)
    kinds = sorted({k for k, _ in table})
    print(f"{'kind':24} {'personal':>8} {'secret':>7} {'keep':>5}")
    for k in kinds:
        print(f"{k:24} {table[k, 'personal']:8} {table[k, 'secret']:7} {table[k, 'keep']:5}")
    print(
        f"{'total':24} {labels['personal']:8} {labels['secret']:7} {labels['keep']:5}   (account ids: {accounts})"
    )
    print("langs:", dict(langs))
    print(
        "planting:",
        dict(Counter(next(k for k in ("html", "json", "yaml") if k in it) for it in items)),
    )
    targets = Counter(it["target"] for it in items)
    print(
        f"targets: {len(targets)} captures;",
        dict(Counter(t.split("/")[0] for t in targets.elements())),
    )
    for e in errs:
        print("PROBLEM:", e)
    print("OK" if not errs else f"{len(errs)} problem(s)")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
