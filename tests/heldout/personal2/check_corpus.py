"""Check the second held-out corpus: every item plants, parses, and says where its datum is.

    .venv/bin/python tests/heldout/personal2/check_corpus.py [CAPTURES] [--show]

For each item of ``cases.json``: the fields are well formed and the id is unique; the
item plants alone into its capture (``plant.py``); the planted file parses (lxml / json /
yaml); ``value`` is on the line ``plant`` reports; the datum is really in the parsed
document (HTML: in the text, a script or an attribute; JSON/YAML: in the value at the
planted path); everything else in the capture is unchanged; identifiers carry valid
check digits (CURP, RFC, NSS, CLABE, Luhn, MRZ) and phones are valid numbers
(``phonenumbers``). Prints the counts by kind x label and exits 1 on any failure or when
a minimum (250 personal incl. 25 account ids, 60 secrets, 250 keepers) is not met.
``--show`` prints each item's planted line (cut to 160 characters).
"""

from __future__ import annotations

import collections
import html as htmllib
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import phonenumbers  # noqa: E402
from checkdigits import VALIDATORS, mrz_digit  # noqa: E402
from plant import FAMILIES, LABELS, load_items, parse_planted, plant, planted_value  # noqa: E402

DEFAULT_CAPTURES = HERE.parents[3] / "shared" / "captures"
if not DEFAULT_CAPTURES.is_dir():
    DEFAULT_CAPTURES = Path("/work/shared/captures")

REQUIRED = ("id", "split", "label", "family", "kind", "lang", "value", "target")
FAMILY_OF = {"personal": {"personal", "account-id"}, "secret": {"secret"}, "keep": {"none"}}
MINIMUM = {"personal": 250, "account-id": 25, "secret": 60, "keep": 250}
PHONE_KINDS = {"phone", "whatsapp", "office-phone", "switchboard", "toll-free", "company-phone"}


def _phone_ok(value: str) -> bool:
    value = re.split(r"\s*(?:ext\.?|extensión|x)\s*\d+\s*$", value, flags=re.I)[0]
    if re.search(r"[a-zñ]{3}", value.replace("wa.me", ""), re.I):
        return True  # spelled out in words: nothing to parse
    digits = re.sub(r"\D", "", value)
    if value.strip().startswith("+1") or (
        len(digits) == 10
        and digits[:3] in {"312", "415", "713", "619", "956", "210"}
        and "(" in value
        and ")" in value
        and "-" in value
    ):
        return phonenumbers.is_valid_number(phonenumbers.parse("+1" + digits[-10:]))
    for pre in ("0052", "521", "52", "044", "045", "01"):
        if digits.startswith(pre) and len(digits) - len(pre) == 10:
            digits = digits[len(pre) :]
            break
    return len(digits) == 10 and phonenumbers.is_valid_number(phonenumbers.parse("+52" + digits))


def _mrz_ok(kind: str, value: str) -> bool:
    """The value is the machine-readable line up to its first "<" filler."""
    if kind == "passport-mrz":
        v = value
        return (
            len(v) == 28
            and mrz_digit(v[0:9]) == v[9]
            and mrz_digit(v[13:19]) == v[19]
            and mrz_digit(v[21:27]) == v[27]
        )
    if value.startswith("IDMEX"):
        return len(value) == 15 and mrz_digit(value[5:14]) == value[14]
    return (
        len(value) >= 15
        and mrz_digit(value[0:6]) == value[6]
        and mrz_digit(value[8:14]) == value[14]
    )


def _in_html(doc, value: str) -> bool:
    if value in doc.text_content():
        return True
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        if el.text and value in el.text:
            return True
        for v in el.attrib.values():
            if value in v or value in htmllib.unescape(v):
                return True
    return False


def check(captures: Path, show: bool = False) -> int:
    items = load_items()
    problems: list[str] = []
    seen: set[str] = set()
    table: collections.Counter = collections.Counter()
    per_target: collections.Counter = collections.Counter()
    originals: dict[str, str] = {}
    for it in items:
        iid = it.get("id", "?")
        miss = [k for k in REQUIRED if k not in it]
        if miss:
            problems.append(f"{iid}: missing {miss}")
            continue
        if iid in seen:
            problems.append(f"{iid}: duplicate id")
        seen.add(iid)
        if it["split"] != "test":
            problems.append(f"{iid}: split {it['split']!r} (this corpus is all held out: 'test')")
        if (
            it["label"] not in LABELS
            or it["family"] not in FAMILIES
            or it["family"] not in FAMILY_OF[it["label"]]
        ):
            problems.append(f"{iid}: label/family {it['label']}/{it['family']}")
        if sum(k in it for k in ("html", "json", "yaml")) != 1:
            problems.append(f"{iid}: needs exactly one of html/json/yaml")
            continue
        try:
            p = plant(it, captures)
            parsed = parse_planted(p)
        except Exception as exc:
            problems.append(f"{iid}: {type(exc).__name__}: {exc}")
            continue
        lines = p.text.split("\n")
        if not 1 <= p.line <= len(lines) or it["value"] not in lines[p.line - 1]:
            problems.append(f"{iid}: value not on reported line {p.line}")
        if "html" in it:
            if not _in_html(parsed, it["value"]):
                problems.append(f"{iid}: value not found in the parsed page")
        else:
            got = planted_value(it, parsed)
            flat = " ".join(got) if isinstance(got, list) else str(got)
            if it["value"] not in flat:
                problems.append(f"{iid}: value not in the planted JSON/YAML value")
        orig = originals.setdefault(
            it["target"], (captures / it["target"]).read_bytes().decode("utf-8")
        )
        new = p.text
        pre = 0
        while pre < min(len(orig), len(new)) and orig[pre] == new[pre]:
            pre += 1
        suf = 0
        while suf < min(len(orig), len(new)) - pre and orig[-1 - suf] == new[-1 - suf]:
            suf += 1
        if len(orig) - pre - suf > 20000:
            problems.append(f"{iid}: more of the capture changed than the planted value")
        val = VALIDATORS.get(it["kind"])
        if val and it["value"] not in ("XAXX010101000", "XEXX010101000") and not val(it["value"]):
            problems.append(f"{iid}: {it['kind']} {it['value']!r} fails its check digit")
        if it["kind"] in ("passport-mrz", "ine-mrz") and not _mrz_ok(it["kind"], it["value"]):
            problems.append(f"{iid}: MRZ check digits of {it['value']!r}")
        if it["kind"] in PHONE_KINDS and not _phone_ok(it["value"]):
            problems.append(f"{iid}: {it['value']!r} is not a valid phone number")
        table[(it["kind"], it["label"], it["family"])] += 1
        per_target[it["target"]] += 1
        if show:
            where = it["target"].split("/")[-1][:28]
            shown = lines[p.line - 1].strip()[:160]
            print(f"{iid:13s} {it['kind']:18s} {where:28s} L{p.line:<5d} {shown}")

    by_label = collections.Counter()
    for (_kind, label, family), n in table.items():
        by_label[label] += n
        if family == "account-id":
            by_label["account-id"] += n
    print(f"{len(items)} items, {len(per_target)} captures")
    print(f"{'kind':22s} {'personal':>9s} {'secret':>7s} {'keep':>5s}")
    kinds = sorted({k for k, _, _ in table})
    for k in kinds:
        row = [
            sum(n for (kk, lab, _), n in table.items() if kk == k and lab == lab_)
            for lab_ in LABELS
        ]
        print(f"{k:22s} {row[0]:9d} {row[1]:7d} {row[2]:5d}")
    total = f"{by_label['personal']:9d} {by_label['secret']:7d} {by_label['keep']:5d}"
    print(f"{'total':22s} {total}   (account ids: {by_label['account-id']})")
    for k, n in MINIMUM.items():
        if by_label[k] < n:
            problems.append(f"only {by_label[k]} {k} items (minimum {n})")
    for pr in problems:
        print("PROBLEM", pr)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    sys.exit(check(Path(args[0]) if args else DEFAULT_CAPTURES, show="--show" in sys.argv))
