"""Plant every item of cases.json and check the corpus is sound. Exit 0 when it is.

    /work/main/.venv/bin/python tests/heldout/personal/check_corpus.py [CAPTURES]

Checks: ids unique; fields and labels well formed; every target exists among the text
captures; the planted file parses (lxml / json / yaml.safe_load) with no duplicate JSON
keys; the planted JSON/YAML value sits at the item's path; ``value`` occurs on the
claimed line; the planted datum lies inside <body> for HTML; the planted file differs
from the capture only in a few lines around the datum; values that must be found are
new to their capture; splits are balanced within each kind x label; minimum counts are
met; every text capture carries personal and keep items.
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from heldout.personal.plant import LABELS, SPLITS, load_items, parse_planted, plant, planted_value  # noqa: E402

MINIMUMS = {"personal": 300, "keep": 300, "secret": 60}
TEXT_DIRS = ("html", "search", "errors", "injection")
TEXT_SUFFIXES = (".html", ".json", ".yaml")


def _no_dup_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise ValueError(f"duplicate JSON keys {sorted(dup)}")
    return dict(pairs)


def _changed_lines(orig: str, new: str) -> tuple[int, int]:
    """1-based first and last line of ``new`` that differ from ``orig``."""
    i = 0
    n = min(len(orig), len(new))
    while i < n and orig[i] == new[i]:
        i += 1
    j = 0
    while j < n - i and orig[len(orig) - 1 - j] == new[len(new) - 1 - j]:
        j += 1
    first = new.count("\n", 0, i) + 1
    last = new.count("\n", 0, max(i, len(new) - j)) + 1
    return first, last


# ---- check digits, written again here from the public definitions (independent of make_cases)

_CURP = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_RFC = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _curp_ok(c: str) -> bool:
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d", c):
        return False
    s = sum(_CURP.index(ch) * (18 - i) for i, ch in enumerate(c[:17]))
    return str((10 - s % 10) % 10) == c[17]


def _rfc_ok(r: str) -> bool:
    if not re.fullmatch(r"[A-ZÑ&]{3,4}\d{6}[1-9A-V][1-9A-Z][0-9A]", r):
        return False
    body = r[:-1].rjust(12)
    s = sum(_RFC.index(ch) * (13 - i) for i, ch in enumerate(body))
    d = 11 - s % 11
    want = "0" if d == 11 else "A" if d == 10 else str(d)
    return want == r[-1]


def _luhn_ok(d: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def _clabe_ok(d: str) -> bool:
    s = sum((int(c) * (3, 7, 1)[i % 3]) % 10 for i, c in enumerate(d[:17]))
    return len(d) == 18 and str((10 - s % 10) % 10) == d[17]


def _isbn_ok(v: str) -> bool:
    d = re.sub(r"[^0-9X]", "", v.upper())
    if len(d) == 13:
        return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10 == 0
    if len(d) == 10:
        return sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(d)) % 11 == 0
    return False


def _mx_phone_ok(v: str) -> bool | None:
    try:
        import phonenumbers
    except ImportError:  # optional: only the generator needs it
        return None
    d = re.sub(r"\D", "", re.split(r"(?i)\s*ext", v)[0])
    if len(d) == 13 and d.startswith("521"):
        d = d[3:]
    elif len(d) == 12 and d.startswith("52"):
        d = d[2:]
    elif len(d) == 13 and d[:3] in ("044", "045"):
        d = d[3:]
    elif len(d) == 12 and d.startswith("01"):
        d = d[2:]
    return len(d) == 10 and bool(phonenumbers.is_valid_number(phonenumbers.parse("+52" + d)))


def identifier_errors(it: dict[str, Any]) -> list[str]:
    kind, v = it["kind"], it["value"]
    compact = re.sub(r"[\s.\-]", "", v).upper()
    bad = False
    if kind.startswith("curp"):
        bad = not _curp_ok(compact)
    elif kind.startswith("rfc-fisica"):
        bad = len(compact) != 13 or not _rfc_ok(compact)
    elif kind == "company-rfc":
        bad = len(compact) != 12 or not _rfc_ok(compact)
    elif kind == "nss":
        bad = not (compact.isdigit() and len(compact) == 11 and _luhn_ok(compact))
    elif kind == "clabe":
        bad = not (compact.isdigit() and _clabe_ok(compact))
    elif kind == "payment-card":
        bad = not (compact.isdigit() and len(compact) in (15, 16) and _luhn_ok(compact))
    elif kind == "isbn":
        bad = not _isbn_ok(v)
    elif kind.startswith("phone-") or kind in ("switchboard-ext", "switchboard-800", "tel-oficina"):
        bad = _mx_phone_ok(v) is False
    return [f"{it['id']}: {v!r} is not a valid {kind}"] if bad else []


def check(captures: Path) -> list[str]:
    errors: list[str] = []
    items = load_items()
    ids = Counter(i["id"] for i in items)
    errors += [f"duplicate id {k}" for k, n in ids.items() if n > 1]

    text_targets = sorted(
        str(p.relative_to(captures))
        for d in TEXT_DIRS
        for p in (captures / d).glob("*")
        if p.suffix in TEXT_SUFFIXES
    )
    per_target: dict[str, Counter[str]] = defaultdict(Counter)

    for it in items:
        iid = it.get("id", "?")
        for f in ("id", "split", "label", "family", "kind", "value", "target"):
            if not it.get(f):
                errors.append(f"{iid}: missing {f}")
        if it.get("label") not in LABELS:
            errors.append(f"{iid}: bad label {it.get('label')!r}")
        if it.get("split") not in SPLITS:
            errors.append(f"{iid}: bad split {it.get('split')!r}")
        if sum(k in it for k in ("html", "json", "yaml")) != 1:
            errors.append(f"{iid}: needs exactly one of html/json/yaml")
            continue
        errors += identifier_errors(it)
        if it["target"] not in text_targets:
            errors.append(f"{iid}: target {it['target']} is not a text capture")
            continue
        per_target[it["target"]][it["label"]] += 1
        fmt = next(k for k in ("html", "json", "yaml") if k in it)
        suffix = Path(it["target"]).suffix
        if {".html": "html", ".json": "json", ".yaml": "yaml"}[suffix] != fmt:
            errors.append(f"{iid}: {fmt} planting on a {suffix} target")
            continue
        try:
            p = plant(it, captures)
        except Exception as exc:  # report every failure, not just the first
            errors.append(f"{iid}: plant failed: {exc}")
            continue
        if p.name != Path(it["target"]).name:
            errors.append(f"{iid}: planted name {p.name} != target name")
        text = p.text
        lines = text.split("\n")
        if not 1 <= p.line <= len(lines) or it["value"] not in lines[p.line - 1]:
            errors.append(f"{iid}: value not on claimed line {p.line}")
        orig = (captures / it["target"]).read_bytes().decode("utf-8")
        first, last = _changed_lines(orig, text)
        if not first <= p.line <= last or last - first > 6:
            errors.append(f"{iid}: planted change spans lines {first}-{last}, datum at {p.line}")
        if it["label"] != "keep" and it["value"] in orig:
            errors.append(f"{iid}: value already in the capture")
        try:
            if fmt == "json":
                parsed = json.loads(text.lstrip("\ufeff"), object_pairs_hook=_no_dup_keys)
            else:
                parsed = parse_planted(p)
        except Exception as exc:
            errors.append(f"{iid}: planted file does not parse: {exc}")
            continue
        if fmt in ("json", "yaml"):
            got = planted_value(it, parsed)
            rendered = got if isinstance(got, str) else json.dumps(got, ensure_ascii=False)
            if it["value"] not in rendered:
                errors.append(f"{iid}: value not at the item's path after parsing")
        else:
            body = parsed.find("body")
            if body is None:
                errors.append(f"{iid}: no <body> after planting")
                continue
            import lxml.etree

            inside = html.unescape(lxml.etree.tostring(body, encoding="unicode"))
            if it["value"] not in inside:
                errors.append(f"{iid}: value not inside <body> after parsing")
            end = text.rfind("</body>")
            last = text.count("\n", 0, end) + 1 if end >= 0 else len(lines)
            if body.sourceline and not body.sourceline <= p.line <= last:
                errors.append(f"{iid}: datum line {p.line} outside <body>")

    # splits balanced within each kind x label
    groups: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for it in items:
        groups[(it["kind"], it["label"])][it["split"]] += 1
    for (kind, label), c in groups.items():
        if abs(c["dev"] - c["test"]) > 1:
            errors.append(f"split unbalanced for {kind}/{label}: {dict(c)}")

    labels = Counter(i["label"] for i in items)
    for label, n in MINIMUMS.items():
        if labels[label] < n:
            errors.append(f"only {labels[label]} {label} items (need {n})")
    lfpdppp = sum(1 for i in items if i["label"] == "personal" and i["family"] == "personal")
    if lfpdppp < 300:
        errors.append(f"only {lfpdppp} personal items besides account ids (need 300)")

    for t in text_targets:
        c = per_target.get(t, Counter())
        if c["personal"] == 0 or c["keep"] == 0:
            errors.append(f"capture {t} has {dict(c)}: needs personal and keep items")
    return errors


def main() -> int:
    captures = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/captures")
    errors = check(captures)
    items = load_items()
    by = Counter((i["label"], i["split"]) for i in items)
    print(
        f"{len(items)} items: "
        + ", ".join(
            f"{lab}={by[(lab, 'dev')] + by[(lab, 'test')]} "
            f"(dev {by[(lab, 'dev')]}, test {by[(lab, 'test')]})"
            for lab in LABELS
        )
    )
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    _ = yaml  # imported so a missing PyYAML fails here, loudly
    sys.exit(main())
