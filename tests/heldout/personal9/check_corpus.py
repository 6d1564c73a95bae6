"""Plant every item of corpus 9 and check it; print the counts. Exit 1 on any problem.

    .venv/bin/python tests/heldout/personal9/check_corpus.py [CAPTURES] [--show]

Checks per item: required fields and allowed values, unique id, ``split`` is ``test``, the
family goes with the label; the item plants; ``item["value"]`` is on ``Planted.line``; the
name is the capture's file name; JSON still parses, YAML still parses, HTML parses with
lxml and the value survives as text or an attribute outside scripts and styles; in
JSON/YAML the planted field holds the value; an insertion leaves ``original_line`` None and
adds lines, an in-place edit keeps the number of lines.

Added for corpus 9: the id prefix goes with the label (``p9-per``/``p9-sec``/``p9-keep``);
a value in an inline script is accepted only for items whose form says "inline script";
every identifier with a check digit passes it (python-stdnum, Luhn, CLABE 3-7-1, ISBN-13,
MRZ) and every Mexican phone is a valid number for phonenumbers; minimum counts (personal,
secrets, keepers, account ids, secrets in prose/logs/chats/config/connection strings).
"""

from __future__ import annotations

import html as htmlmod
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

REQUIRED = ("id", "split", "label", "family", "kind", "lang", "form", "value", "target")
MINIMUMS = {"personal": 300, "secret": 150, "keep": 300}
PREFIX = {"personal": "p9-per-", "secret": "p9-sec-", "keep": "p9-keep-"}
PROSE_KINDS = ("prose-log-chat", "connection-string", "env-config")


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


def _html_strings(doc: Any, scripts: bool = False) -> list[str]:
    out = []
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        out.extend(str(v) for v in el.attrib.values())
        if el.tag in ("script", "style") and not scripts:
            continue
        if el.text:
            out.append(el.text)
    for el in doc.iter():
        if el.tail:
            out.append(el.tail)
    return out


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


def _luhn_ok(d: str) -> bool:
    from stdnum import luhn

    return luhn.is_valid(d)


def _clabe_ok(d: str) -> bool:
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(d[:17]))
    return len(d) == 18 and (10 - s % 10) % 10 == int(d[17])


def _isbn13_ok(d: str) -> bool:
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d))
    return len(d) == 13 and s % 10 == 0


def check_value(item: dict[str, Any]) -> list[str]:
    """Check digits / validity of the datum, by kind (invented values, valid shapes)."""
    import phonenumbers
    from stdnum.br import cnpj, cpf
    from stdnum.cl import rut
    from stdnum.es import dni
    from stdnum.mx import curp, rfc

    kind, v, form = item["kind"], htmlmod.unescape(item["value"]), item["form"]
    compact = "".join(c for c in v if c.isalnum()).upper()
    ok = True
    if kind == "curp":
        ok = curp.is_valid(compact)
    elif kind == "rfc" or (kind == "company-tax-id" and "RFC" in form):
        ok = rfc.is_valid(compact)
    elif kind == "nss":
        ok = len(_digits(v)) == 11 and _luhn_ok(_digits(v))
    elif kind == "clabe" or (kind == "company-account" and "CLABE" in form):
        ok = _clabe_ok(_digits(v))
    elif kind == "card":
        ok = _luhn_ok(_digits(v))
    elif kind == "cpf":
        ok = cpf.is_valid(v)
    elif kind == "company-tax-id" and "CNPJ" in form:
        ok = cnpj.is_valid(v)
    elif kind == "dni-es":
        ok = dni.is_valid(v)
    elif kind == "rut-cl":
        ok = rut.is_valid(v)
    elif kind == "isbn" and "ISBN" in form:
        ok = _isbn13_ok(_digits(v))
    elif kind == "passport" and "MRZ" in form:
        from ids import mrz_check

        ok = mrz_check(v[:9]) == v[9] and mrz_check(v[13:19]) == v[19]
    elif kind == "phone" or (kind == "switchboard" and "+52" in v):
        d = _digits(v.split("phone=")[1].split("&")[0]) if "phone=" in v else _digits(v)
        if kind == "switchboard":
            d = d[2:]
        elif d.startswith("0052"):
            d = d[4:]
        elif d.startswith(("044", "045")) or (d.startswith("521") and len(d) == 13):
            d = d[3:]
        elif d.startswith("52") and len(d) == 12:
            d = d[2:]
        ok = len(d) == 10 and phonenumbers.is_valid_number(phonenumbers.parse("+52" + d))
    return [] if ok else [f"{kind} value {item['value']!r} fails its check digit / validity"]


def check_item(item: dict[str, Any], captures: Path) -> list[str]:
    errs: list[str] = []
    iid = item.get("id", "?")
    for k in REQUIRED:
        if k not in item:
            errs.append(f"{iid}: missing {k}")
    if errs:
        return errs
    if not str(iid).startswith(PREFIX.get(item["label"], "?")):
        errs.append(f"{iid}: id prefix does not go with label {item['label']}")
    errs += [f"{iid}: {e}" for e in check_value(item)]
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
        scripts = "inline script" in item["form"]
        if not any(want_text in s for s in _html_strings(parsed, scripts)):
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
    if accounts < 40:
        errs.append(f"only {accounts} account ids (minimum 40)")
    prose = sum(it["kind"] in PROSE_KINDS for it in items)
    if prose < 40:
        errs.append(f"only {prose} secrets in prose/logs/chats/config (minimum 40)")
    table = Counter((it["kind"], it["label"]) for it in items)
    kinds = sorted({k for k, _ in table})
    print(f"{'kind':24} {'personal':>8} {'secret':>7} {'keep':>5}")
    for k in kinds:
        print(f"{k:24} {table[k, 'personal']:8} {table[k, 'secret']:7} {table[k, 'keep']:5}")
    print(
        f"{'total':24} {labels['personal']:8} {labels['secret']:7} {labels['keep']:5}   (account ids: {accounts})"
    )
    print("langs:", dict(Counter(it["lang"] for it in items)))
    for lab in ("personal", "secret", "keep"):
        print(f"  {lab} by lang:", dict(Counter(it["lang"] for it in items if it["label"] == lab)))
    print(f"secrets in prose/logs/chats/config/connection strings: {prose}")
    ops = Counter(
        (k, (it.get(k) or {}).get("op", "snippet"))
        for it in items
        for k in ("html", "json", "yaml")
        if k in it
    )
    print("planting ops:", {f"{k}:{op}": n for (k, op), n in sorted(ops.items())})
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
