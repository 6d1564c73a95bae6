"""Plant every item of corpus 8 and check it; print the counts. Exit 1 on any problem.

    .venv/bin/python tests/heldout/personal8/check_corpus.py [CAPTURES] [--show]

Structure from ``tests/heldout/personal4/check_corpus.py``, extended. Checks per item:

- required fields and allowed values; the id's prefix goes with the label and ids are
  numbered 001… without gaps; ``split`` is ``test``; the family goes with the label;
- the item plants; ``item["value"]`` is on ``Planted.line``; the name is the capture's file
  name; an insertion leaves ``original_line`` None and adds lines, an in-place edit keeps
  the number of lines and the datum on the edited line;
- JSON still parses, YAML still parses, and the planted field holds the value;
- HTML parses with lxml; the value survives as text, an attribute, a comment or script
  text, inside ``<body>``; the page gains exactly the elements of the snippet (the snippet
  broke nothing around it);
- check digits / validity of the identifiers that have them (CURP, RFC, NSS, CLABE, cards,
  MRZ, CPF, DNI, CUIL/CUIT, RUT, SSN, ISBN, ISSN, EAN-13, CNPJ, CIF) and of phone numbers
  (phonenumbers), for personal items and keepers alike;
- no value is both a keeper and a personal/secret item;
- minimum counts (personal, secrets, keepers, account ids, secrets outside recorded
  headers, every language).
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import phonenumbers  # noqa: E402
from plant import (  # noqa: E402
    FAMILIES,
    LABELS,
    PlantError,
    load_items,
    parse_planted,
    plant,
    planted_value,
)
from stdnum import ean, isbn, issn, luhn  # noqa: E402
from stdnum.ar import cuit as ar_cuit  # noqa: E402
from stdnum.br import cnpj as br_cnpj  # noqa: E402
from stdnum.br import cpf as br_cpf  # noqa: E402
from stdnum.cl import rut as cl_rut  # noqa: E402
from stdnum.es import cif as es_cif  # noqa: E402
from stdnum.es import dni as es_dni  # noqa: E402
from stdnum.mx import curp as mx_curp  # noqa: E402
from stdnum.mx import rfc as mx_rfc  # noqa: E402
from stdnum.us import ssn as us_ssn  # noqa: E402

REQUIRED = ("id", "split", "label", "family", "kind", "lang", "form", "value", "target")
MINIMUMS = {"personal": 320, "secret": 160, "keep": 330}
MIN_ACCOUNT_IDS = 40
MIN_SECRETS_IN_CONTEXT = 40  # secrets not in a recorded header: prose, chats, logs, config…
PREFIX = {"personal": "p8-per-", "secret": "p8-sec-", "keep": "p8-keep-"}
LANGS = ("es", "en", "pt")


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


def _html_strings(doc: Any) -> list[tuple[str, Any]]:
    """Every text, tail, attribute value, comment and script text, with its element."""
    out: list[tuple[str, Any]] = []
    for el in doc.iter():
        if not isinstance(el.tag, str):  # comment / processing instruction
            out.append((str(el.text or ""), el))
            continue
        out.extend((str(v), el) for v in el.attrib.values())
        if el.text:
            out.append((el.text, el))
        if el.tail:
            out.append((el.tail, el.getparent()))
    return out


def _in_body(el: Any) -> bool:
    while el is not None:
        if isinstance(el.tag, str) and el.tag == "body":
            return True
        el = el.getparent()
    return False


def _count_elements(doc: Any) -> int:
    return sum(1 for el in doc.iter() if isinstance(el.tag, str))


def _snippet_elements(snippet: str) -> int:
    import lxml.html

    frag = lxml.html.fragment_fromstring(snippet, create_parent="div")
    return _count_elements(frag) - 1


# ---------------------------------------------------------------------------- validity


def _clabe_ok(d: str) -> bool:
    if len(d) != 18 or not d.isdigit():
        return False
    w = (3, 7, 1)
    s = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(d[:17]))
    return str((10 - s % 10) % 10) == d[17]


def _mrz_ok(line2: str) -> bool:
    def val(c: str) -> int:
        return int(c) if c.isdigit() else 0 if c == "<" else ord(c) - 55

    def chk(s: str) -> str:
        return str(sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)

    if len(line2) != 44:
        return False
    num, dob, exp = line2[0:9], line2[13:19], line2[21:27]
    comp = line2[0:10] + line2[13:20] + line2[21:43]
    return (
        chk(num) == line2[9]
        and chk(dob) == line2[19]
        and chk(exp) == line2[27]
        and chk(comp) == line2[43]
    )


def _mx_national(value: str) -> str | None:
    """The 10-digit national number in a Mexican phone notation (or None)."""
    d = re.sub(r"\D", "", value)
    for pre in ("0052", "52"):
        if d.startswith(pre) and len(d) - len(pre) in (10, 11):
            d = d[len(pre) :]
            break
    if len(d) == 11 and d.startswith("1"):
        d = d[1:]
    if len(d) == 13 and d[:3] in ("044", "045"):
        d = d[3:]
    return d if len(d) == 10 else None


def validity(item: dict[str, Any]) -> str | None:
    """None when the value passes the checks of its kind; else what is wrong."""
    kind, v, form = item["kind"], htmlmod.unescape(item["value"]), item["form"]
    compact = re.sub(r"[\s.\-]", "", v).upper()
    try:
        if kind == "curp":
            mx_curp.validate(compact)
        elif kind == "rfc-persona-fisica":
            if len(compact) != 13:
                return "RFC persona física is not 13 characters"
            mx_rfc.validate(compact, validate_check_digits=True)
        elif kind == "company-rfc":
            if len(compact) != 12:
                return "RFC persona moral is not 12 characters"
            mx_rfc.validate(compact, validate_check_digits=True)
        elif kind == "generic-rfc":  # SAT's published generic RFCs: format only, no check digit
            if compact not in ("XAXX010101000", "XEXX010101000"):
                return "not one of SAT's generic RFCs"
            mx_rfc.validate(compact)
        elif kind == "nss":
            if len(compact) != 11:
                return "NSS is not 11 digits"
            luhn.validate(compact)
        elif kind in ("clabe", "org-account-published"):
            if not _clabe_ok(compact):
                return "bad CLABE check digit"
        elif kind == "card":
            if len(compact) not in (15, 16):
                return "card length"
            luhn.validate(compact)
        elif kind == "passport" and "MRZ" in form:
            if not _mrz_ok(v):
                return "bad MRZ check digits"
        elif kind == "cpf":
            br_cpf.validate(v)
        elif kind == "dni-es":
            es_dni.validate(v)
        elif kind == "cuil-ar":
            ar_cuit.validate(v)
        elif kind == "rut-cl":
            cl_rut.validate(v)
        elif kind == "ssn":
            us_ssn.validate(v)
        elif kind == "isbn":
            isbn.validate(v)
        elif kind == "issn":
            issn.validate(v)
        elif kind == "sku" and "EAN" in form:
            ean.validate(v)
        elif kind == "company-id":
            f = {"CNPJ": br_cnpj, "CIF": es_cif, "CUIT": ar_cuit, "RUT": cl_rut}
            mod = next(m for k, m in f.items() if k in form)
            mod.validate(v)
        elif kind == "phone":
            return _phone_validity(v, form)
    except Exception as exc:  # stdnum's ValidationError and friends
        return f"{kind} does not validate: {type(exc).__name__}"
    return None


def _phone_validity(v: str, form: str) -> str | None:
    region = form.split()[0]
    if region == "MX":
        m = re.search(r"(?:tel:|wa\.me/|phone=)([+\d().\-]+)", v)
        nat = _mx_national(m.group(1) if m else v)
        if nat is None:
            return "no 10-digit MX number"
        if not phonenumbers.is_valid_number(phonenumbers.parse("+52" + nat)):
            return "MX number not valid per phonenumbers"
        return None
    if not re.fullmatch(r"[A-Z]{2}", region):
        return "phone form does not start with a region"
    try:
        n = phonenumbers.parse(v, region)
    except phonenumbers.NumberParseException:
        return "phone does not parse"
    if not phonenumbers.is_valid_number(n):
        return f"{region} number not valid per phonenumbers"
    return None


# ---------------------------------------------------------------------------- per item


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
    elif not re.fullmatch(re.escape(PREFIX[item["label"]]) + r"\d{3}", iid):
        errs.append(f"{iid}: id does not go with label {item['label']}")
    if item["lang"] not in LANGS:
        errs.append(f"{iid}: lang {item['lang']}")
    want = {"secret": ("secret",), "keep": ("keep",), "personal": ("personal", "account-id")}
    if item["family"] not in want.get(item["label"], ()):
        errs.append(f"{iid}: family {item['family']} does not go with {item['label']}")
    if sum(k in item for k in ("html", "json", "yaml")) != 1:
        errs.append(f"{iid}: needs exactly one of html/json/yaml")
    bad = validity(item)
    if bad:
        errs.append(f"{iid}: {bad}")
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
        hits = [el for s, el in _html_strings(parsed) if want_text in s]
        if not hits:
            errs.append(f"{iid}: value lost when the page is parsed")
        elif not any(_in_body(el) for el in hits):
            errs.append(f"{iid}: value not inside <body> once parsed")
        import lxml.html

        before = lxml.html.document_fromstring(
            orig.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
        )
        gained = _count_elements(parsed) - _count_elements(before)
        if gained != _snippet_elements(item["html"]["snippet"]):
            errs.append(f"{iid}: the page gained {gained} elements, not the snippet's")
    else:
        got = planted_value(item, parsed)
        if isinstance(got, str):
            got_s = got
        elif isinstance(got, list) and all(isinstance(g, str) for g in got):
            got_s = " ".join(got)
        else:
            got_s = json.dumps(got, ensure_ascii=False)
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
    for pre in PREFIX.values():
        nums = sorted(int(it["id"][len(pre) :]) for it in items if it["id"].startswith(pre))
        if nums != list(range(1, len(nums) + 1)):
            errs.append(f"{pre}NNN ids are not 001..{len(nums):03d}")
    keep_vals = {htmlmod.unescape(it["value"]) for it in items if it["label"] == "keep"}
    for it in items:
        if it["label"] != "keep" and htmlmod.unescape(it["value"]) in keep_vals:
            errs.append(f"{it['id']}: its value is also a keeper's")
    for it in items:
        e = check_item(it, captures)
        errs += e
        if show and not e:
            p = plant(it, captures)
            row = p.text.split("\n")[p.line - 1].strip()[:160]
            print(f"{it['id']} {it['target']}:{p.line}: {row}")
    labels = Counter(it["label"] for it in items)
    for lab, n in MINIMUMS.items():
        if labels[lab] < n:
            errs.append(f"only {labels[lab]} {lab} items (minimum {n})")
    accounts = sum(it["family"] == "account-id" for it in items)
    if accounts < MIN_ACCOUNT_IDS:
        errs.append(f"only {accounts} account ids (minimum {MIN_ACCOUNT_IDS})")
    in_context = sum(
        it["label"] == "secret" and "recorded" not in it["form"].split(";")[-2] for it in items
    )
    if in_context < MIN_SECRETS_IN_CONTEXT:
        errs.append(f"only {in_context} secrets outside recorded headers/bodies")
    langs = Counter(it["lang"] for it in items)
    for lg in LANGS:
        if not langs[lg]:
            errs.append(f"no item in {lg}")
    table = Counter((it["kind"], it["label"]) for it in items)
    kinds = sorted({k for k, _ in table})
    print(f"{'kind':24} {'personal':>8} {'secret':>7} {'keep':>5}")
    for k in kinds:
        print(f"{k:24} {table[k, 'personal']:8} {table[k, 'secret']:7} {table[k, 'keep']:5}")
    print(
        f"{'total':24} {labels['personal']:8} {labels['secret']:7} {labels['keep']:5}"
        f"   (account ids: {accounts}; secrets outside recorded headers/bodies: {in_context})"
    )
    by_lang = Counter((it["lang"], it["label"]) for it in items)
    print(
        "langs:",
        {lg: {lab: by_lang[lg, lab] for lab in LABELS} for lg in LANGS},
    )
    print(
        "planting:",
        dict(Counter(next(k for k in ("html", "json", "yaml") if k in it) for it in items)),
    )
    ops = Counter((it.get("json") or it.get("yaml") or {}).get("op", "html insert") for it in items)
    print("operations:", dict(ops))
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
