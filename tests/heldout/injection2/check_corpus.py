"""Plant every case of the second held-out injection corpus and verify it.

    .venv/bin/python tests/heldout/injection2/check_corpus.py [--captures DIR] [--browser] [-v]

Checks (any failure -> exit status 1):

* schema: unique ids, known label/vector/lang, ``split == "test"``, media agrees
  with the target's suffix, hard negatives only on clean captures (``html/``,
  ``pdf/``), never on ``injection/`` pages;
* every target capture exists and every case plants;
* HTML: the planted document parses with lxml; ``line`` is one of ``lines`` and
  ``expect_text`` (raw or HTML-escaped) is on that line; ``expect_text`` is not in
  the original capture; anchors without an explicit ``occurrence`` are unique in
  the capture; the text sits where the vector says (a comment node for
  html-comment, an attribute / ``<title>`` / ``<meta content>`` for alt-title, a
  JSON-LD string value or microdata ``content`` for json-ld, a text node
  otherwise); every JSON-LD block that parsed before still parses and every
  new one parses;
* PDF: ``expect_text`` is extracted from the claimed page by pypdfium2 and (when
  installed) pdfminer.six, and was not there before, and the planted page renders the same as the original (every
  planted PDF layer, benign or not, is meant to be invisible): at most
  ``PDF_MAX_CHANGED_PIXELS`` pixels change at 2x scale;
* ``--browser`` (needs a Chromium binary, numpy and Pillow): each css-hidden case
  must be hidden and each system-impersonation-es case visible when rendered by
  Chromium with JavaScript disabled. Hidden means: no layout box, or a box
  outside the document, or the same pixels whether the text is painted or
  wrapped in ``visibility:hidden`` (so text coloured like its background counts
  as hidden, and text the reader can see counts as visible).

Prints counts by vector x language x label at the end.
"""

from __future__ import annotations

import argparse
import base64
import collections
import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import plant as P  # noqa: E402

PDF_MAX_CHANGED_PIXELS = 40
REQUIRED = ("id", "label", "vector", "channel", "lang", "split", "target", "expect_text")


def norm_ws(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


# --------------------------------------------------------------------------- schema


def check_schema(cases: list[dict[str, Any]], captures: Path) -> list[str]:
    errs: list[str] = []
    seen: set[str] = set()
    for c in cases:
        cid = c.get("id", "?")
        for k in REQUIRED:
            if k not in c:
                errs.append(f"{cid}: missing field {k}")
        if cid in seen:
            errs.append(f"{cid}: duplicate id")
        seen.add(cid)
        if c.get("label") not in P.LABELS:
            errs.append(f"{cid}: bad label {c.get('label')!r}")
        if c.get("vector") not in P.VECTORS:
            errs.append(f"{cid}: bad vector {c.get('vector')!r}")
        if c.get("lang") not in P.LANGS:
            errs.append(f"{cid}: bad lang {c.get('lang')!r}")
        if c.get("split") != "test":
            errs.append(f"{cid}: split must be 'test' (whole corpus is held out)")
        tgt = c.get("target", "")
        if not (captures / tgt).is_file():
            errs.append(f"{cid}: target {tgt} does not exist under {captures}")
        media = P.media_of(c) if "target" in c else None
        if (media == "pdf") != tgt.endswith(".pdf") or (media == "pdf") != (
            c.get("vector") == "pdf-text-layer"
        ):
            errs.append(f"{cid}: media/target/vector disagree")
        if c.get("label") == "benign" and not (tgt.startswith("html/") or tgt.startswith("pdf/")):
            errs.append(f"{cid}: hard negatives must be planted into clean captures only")
        if not tgt.startswith(("html/", "pdf/", "injection/")):
            errs.append(f"{cid}: target outside html/, pdf/, injection/")
        if "\r" in json.dumps(c, ensure_ascii=False).replace("\\r", ""):
            errs.append(f"{cid}: carriage return in case")
    return errs


# --------------------------------------------------------------------------- html


def _attr_texts(root: Any) -> list[str]:
    out = []
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        for v in el.attrib.values():
            out.append(v)
        if el.tag.lower() == "title" and el.text:  # <svg><title>
            out.append(el.text)
    return out


def _comment_texts(root: Any) -> list[str]:
    from lxml import etree

    return [el.text or "" for el in root.iter(etree.Comment)]


def _text_nodes(root: Any) -> list[str]:
    out = []
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        if el.tag.lower() in ("script", "style"):
            if el.tail:
                out.append(el.tail)
            continue
        if el.text:
            out.append(el.text)
        if el.tail:
            out.append(el.tail)
    return out


def _jsonld_blocks(root: Any) -> list[str]:
    return [
        el.text or ""
        for el in root.iter("script")
        if (el.get("type") or "").strip().lower() == "application/ld+json"
    ]


def _json_ok(s: str) -> bool:
    try:
        json.loads(s)
        return True
    except ValueError:
        return False


def _json_strings(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _json_strings(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in _json_strings(v)]
    return []


def check_html(case: dict[str, Any], pl: P.Planted, src: bytes) -> list[str]:
    import lxml.html

    cid = case["id"]
    errs: list[str] = []
    parser = lxml.html.HTMLParser(encoding="utf-8")
    try:
        root = lxml.html.document_fromstring(pl.data, parser=parser)
    except Exception as e:
        return [f"{cid}: planted HTML does not parse with lxml: {e}"]
    if pl.line not in pl.lines:
        errs.append(f"{cid}: line {pl.line} not in lines {pl.lines}")
    line_bytes = pl.data.split(b"\n")[pl.line - 1]
    forms = P.expect_forms(case["expect_text"])
    if not any(f in line_bytes for f in forms):
        errs.append(f"{cid}: expect_text not on claimed line {pl.line}")
    if any(f in src for f in forms):
        errs.append(f"{cid}: expect_text already present in the original capture")
    # splitlines agrees with \n counting (no stray line terminators)
    text = pl.data.decode("utf-8", errors="replace")
    if len(text.splitlines()) != pl.data.count(b"\n") + (0 if pl.data.endswith(b"\n") else 1):
        errs.append(f"{cid}: str.splitlines disagrees with \\n line counting")
    anchors = []
    if case.get("body_snippet"):
        anchors.append(case["body_at"])
    anchors += case.get("inline_edits", [])
    for a in anchors:
        n = src.count(a["find"].encode("utf-8"))
        if "occurrence" not in a and n != 1:
            errs.append(f"{cid}: anchor {a['find'][:40]!r} occurs {n} times (give an occurrence)")
    # where the text sits
    exp = norm_ws(case["expect_text"])
    vec = case["vector"]
    if vec == "html-comment":
        where_ok = any(exp in norm_ws(t) for t in _comment_texts(root))
    elif vec == "alt-title":
        where_ok = any(exp in norm_ws(t) for t in _attr_texts(root))
    elif vec == "json-ld":
        where_ok = False
        for blk in _jsonld_blocks(root):
            if _json_ok(blk) and any(exp in norm_ws(s) for s in _json_strings(json.loads(blk))):
                where_ok = True
        for el in root.iter("meta"):
            if el.get("itemprop") and exp in norm_ws(el.get("content") or ""):
                where_ok = True
    else:
        where_ok = any(exp in norm_ws(t) for t in _text_nodes(root))
    if not where_ok:
        errs.append(f"{cid}: expect_text not found in the node kind its vector ({vec}) implies")
    # JSON-LD stays valid
    orig_root = lxml.html.document_fromstring(src, parser=parser)
    before = sum(_json_ok(b) for b in _jsonld_blocks(orig_root))
    new_blocks = sum(
        (case.get(k) or "").count("application/ld+json") for k in ("head_snippet", "body_snippet")
    )
    after = sum(_json_ok(b) for b in _jsonld_blocks(root))
    if after != before + new_blocks:
        errs.append(
            f"{cid}: JSON-LD blocks parsing: before {before} + new {new_blocks} != after {after}"
        )
    return errs


# --------------------------------------------------------------------------- pdf


def _page_text(data: bytes, page_no: int) -> str:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    try:
        tp = doc[page_no - 1].get_textpage()
        return tp.get_text_range()
    finally:
        doc.close()


def _render(data: bytes, page_no: int) -> Any:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    try:
        return doc[page_no - 1].render(scale=2).to_numpy()
    finally:
        doc.close()


def check_pdf(case: dict[str, Any], pl: P.Planted, src: bytes) -> tuple[list[str], int | None]:
    cid = case["id"]
    errs: list[str] = []
    exp = norm_ws(case["expect_text"])
    after = norm_ws(_page_text(pl.data, pl.page or 0))
    before = norm_ws(_page_text(src, pl.page or 0))
    if exp not in after:
        errs.append(f"{cid}: expect_text not extracted from page {pl.page}")
    if exp in before:
        errs.append(f"{cid}: expect_text already on page {pl.page} of the original")
    try:  # a second, independent extractor
        from pdfminer.high_level import extract_text

        if exp not in norm_ws(extract_text(io.BytesIO(pl.data), page_numbers=[(pl.page or 1) - 1])):
            errs.append(f"{cid}: pdfminer does not extract expect_text from page {pl.page}")
    except ImportError:
        pass
    changed = None
    try:
        import numpy as np

        a = _render(src, pl.page or 0).astype(int)
        b = _render(pl.data, pl.page or 0).astype(int)
        if a.shape != b.shape:
            errs.append(f"{cid}: rendered page size changed")
        else:
            changed = int((np.abs(a - b).max(axis=2) > 16).sum())
            if case["channel"] == "tiny-font":
                # sub-point text leaves a faint smudge at 2x; its claim is the size
                if float(case["pdf"]["size"]) > 1.0:
                    errs.append(f"{cid}: tiny-font case with size > 1 pt")
            elif changed > PDF_MAX_CHANGED_PIXELS:
                errs.append(
                    f"{cid}: planted text is visible when rendered ({changed} pixels change)"
                )
    except ImportError:
        pass
    return errs, changed


# --------------------------------------------------------------------------- browser


class Chromium:
    """A tiny Chrome DevTools Protocol client over --remote-debugging-pipe (no extra deps)."""

    def __init__(self, binary: str) -> None:
        self.r_parent, self.w_child = os.pipe()  # chrome writes on fd 4
        self.r_child, self.w_parent = os.pipe()  # chrome reads on fd 3
        self.profile = tempfile.mkdtemp(prefix="inj2-chrome-")
        args = [
            binary,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--mute-audio",
            "--no-first-run",
            "--disable-extensions",
            "--remote-debugging-pipe",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            f"--user-data-dir={self.profile}",
            "about:blank",
        ]

        def fds() -> None:
            # copy first: the pipe ends may themselves be fds 3/4
            a, b = os.dup(self.r_child), os.dup(self.w_child)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            args,
            pass_fds=(3, 4),
            preexec_fn=fds,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(self.r_child)
        os.close(self.w_child)
        self.buf = b""
        self.next_id = 0
        self.events: list[dict[str, Any]] = []
        tid = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": tid, "flatten": True})[
            "sessionId"
        ]
        self.call("Emulation.setScriptExecutionDisabled", {"value": True}, session=True)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False},
            session=True,
        )
        self.call("Page.enable", {}, session=True)

    def _read_msg(self, timeout: float) -> dict[str, Any]:
        import select

        end = time.time() + timeout
        while b"\0" not in self.buf:
            left = end - time.time()
            if left <= 0:
                raise TimeoutError("chromium did not answer")
            ready, _, _ = select.select([self.r_parent], [], [], left)
            if ready:
                chunk = os.read(self.r_parent, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(
        self, method: str, params: dict[str, Any], *, session: bool = False, timeout: float = 60
    ) -> Any:
        self.next_id += 1
        mid = self.next_id
        msg: dict[str, Any] = {"id": mid, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        os.write(self.w_parent, json.dumps(msg).encode() + b"\0")
        while True:
            m = self._read_msg(timeout)
            if m.get("id") == mid:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, name: str, timeout: float = 30) -> None:
        if any(m.get("method") == name for m in self.events):
            self.events.clear()
            return
        end = time.time() + timeout
        while time.time() < end:
            m = self._read_msg(end - time.time())
            if m.get("method") == name:
                return

    def evaluate(self, expr: str) -> Any:
        r = self.call("Runtime.evaluate", {"expression": expr, "returnByValue": True}, session=True)
        if "exceptionDetails" in r:
            raise RuntimeError(str(r["exceptionDetails"])[:300])
        return r["result"].get("value")

    def load(self, path: Path) -> None:
        self.events.clear()
        self.call("Page.navigate", {"url": path.as_uri()}, session=True)
        with contextlib.suppress(TimeoutError):
            self.wait_event("Page.loadEventFired", timeout=30)

    def screenshot(self, clip: dict[str, float]) -> bytes:
        r = self.call(
            "Page.captureScreenshot",
            {"format": "png", "clip": {**clip, "scale": 1}, "captureBeyondViewport": True},
            session=True,
        )
        return base64.b64decode(r["data"])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.call("Browser.close", {}, timeout=10)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        os.close(self.r_parent)
        os.close(self.w_parent)
        shutil.rmtree(self.profile, ignore_errors=True)


_LOCATE_JS = r"""
(function(probe){
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  let node = null;
  while (walker.nextNode()) {
    const n = walker.currentNode;
    const p = n.parentElement;
    if (p && (p.closest('script,style,noscript'))) continue;
    if (n.data.indexOf(probe) >= 0) { node = n; break; }
  }
  if (!node) {
    for (const t of document.querySelectorAll('template')) {
      if (t.content.textContent.indexOf(probe) >= 0) return {found: 'template'};
    }
    return {found: 'none'};
  }
  const i = node.data.indexOf(probe);
  let mid = node;
  if (i > 0) mid = node.splitText(i);
  if (mid.data.length > probe.length) mid.splitText(probe.length);
  const span = document.createElement('span');
  span.id = '__inj2_probe';
  mid.parentNode.insertBefore(span, mid);
  span.appendChild(mid);
  const rects = Array.from(span.getClientRects()).filter(r => r.width > 0 && r.height > 0);
  const sx = window.scrollX, sy = window.scrollY;
  const W = Math.max(document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0);
  const H = Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0);
  if (!rects.length) return {found: 'text', boxes: 0};
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const r of rects) {
    x0 = Math.min(x0, r.left + sx); y0 = Math.min(y0, r.top + sy);
    x1 = Math.max(x1, r.right + sx); y1 = Math.max(y1, r.bottom + sy);
  }
  const cx0 = Math.max(0, x0 - 4), cy0 = Math.max(0, y0 - 4);
  const cx1 = Math.min(W, x1 + 4), cy1 = Math.min(H, y1 + 4);
  return {found: 'text', boxes: rects.length, clip: (cx1 - cx0 >= 1 && cy1 - cy0 >= 1) ?
          {x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0} : null};
})
"""


def _rendered_visible(chrome: Chromium, planted: P.Planted, tmp: Path) -> tuple[bool, str]:
    import numpy as np
    from PIL import Image

    f = tmp / planted.filename
    f.write_bytes(planted.data)
    chrome.load(f)
    info = chrome.evaluate(_LOCATE_JS + f"({json.dumps(planted.expect_text)})")
    if info["found"] == "template":
        return False, "inside <template>"
    if info["found"] == "none":
        return False, "text not in the rendered DOM"
    if not info.get("boxes"):
        return False, "no layout box"
    clip = info.get("clip")
    if not clip:
        return False, "box outside the document"
    if clip["width"] * clip["height"] > 4_000_000:
        clip["height"] = max(1, 4_000_000 // max(1, int(clip["width"])))
    a = np.asarray(Image.open(io.BytesIO(chrome.screenshot(clip))).convert("RGB")).astype(int)
    chrome.evaluate(
        "document.getElementById('__inj2_probe').style.setProperty('visibility','hidden','important')"
    )
    b = np.asarray(Image.open(io.BytesIO(chrome.screenshot(clip))).convert("RGB")).astype(int)
    if a.shape != b.shape:
        return True, "screenshot size changed"
    diff = int((np.abs(a - b).max(axis=2) > 8).sum())
    return diff > 0, f"{diff} pixels differ when the text is hidden"


def browser_check(cases: list[dict[str, Any]], captures: Path, verbose: bool) -> list[str]:
    binary = os.environ.get("CHROMIUM_BIN") or next(
        (
            b
            for b in (
                "/usr/lib/chromium/chromium",
                *(shutil.which(n) or "" for n in ("chromium", "chromium-browser", "google-chrome")),
            )
            if b and os.access(b, os.X_OK)
        ),
        None,
    )
    if not binary:
        return ["--browser: no chromium binary found"]
    errs: list[str] = []
    chrome = Chromium(binary)
    try:
        with tempfile.TemporaryDirectory(prefix="inj2-pages-") as td:
            for c in cases:
                if c["vector"] not in ("css-hidden", "system-impersonation-es"):
                    continue
                pl = P.plant(c, captures)
                want_visible = c["vector"] == "system-impersonation-es"
                visible, why = _rendered_visible(chrome, pl, Path(td))
                ok = visible == want_visible
                if verbose or not ok:
                    seen = "visible" if visible else "hidden "
                    print(f"  browser {'ok ' if ok else 'BAD'} {c['id']:<14} {seen}  ({why})")
                if not ok:
                    errs.append(
                        f"{c['id']}: rendered {'visible' if visible else 'hidden'}, expected "
                        f"{'visible' if want_visible else 'hidden'} ({why})"
                    )
    finally:
        chrome.close()
    return errs


# --------------------------------------------------------------------------- main


def counts_table(cases: list[dict[str, Any]]) -> str:
    cnt = collections.Counter((c["vector"], c["lang"], c["label"]) for c in cases)
    rows = [
        "| vector | es inj | en inj | pt inj | es neg | en neg | pt neg | total |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for v in P.VECTORS:
        cells = [cnt[(v, lg, "injection")] for lg in P.LANGS] + [
            cnt[(v, lg, "benign")] for lg in P.LANGS
        ]
        rows.append(f"| {v} | " + " | ".join(map(str, cells)) + f" | {sum(cells)} |")
    tot = [
        sum(cnt[(v, lg, lab)] for v in P.VECTORS)
        for lab in ("injection", "benign")
        for lg in P.LANGS
    ]
    rows.append("| **all** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--captures", type=Path, default=None)
    ap.add_argument("--browser", action="store_true", help="also check hidden/visible in Chromium")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    captures = args.captures or P.default_captures()
    cases = P.load_cases()
    errs = check_schema(cases, captures)
    pdf_changes: dict[str, int | None] = {}
    n_ok = 0
    for c in cases:
        try:
            pl = P.plant(c, captures)
        except Exception as e:
            errs.append(f"{c.get('id')}: cannot plant: {e}")
            continue
        src = (captures / c["target"]).read_bytes()
        if pl.media == "html":
            e = check_html(c, pl, src)
        else:
            e, pdf_changes[c["id"]] = check_pdf(c, pl, src)
        errs += e
        if not e:
            n_ok += 1
        if args.verbose:
            where = (
                f"line {pl.line}"
                if pl.media == "html"
                else f"page {pl.page} (changed px {pdf_changes.get(c['id'])})"
            )
            print(
                f"  {'ok ' if not e else 'BAD'} {c['id']:<14} {c['vector']:<24} {c['channel']:<34} {where}"
            )
    if args.browser:
        errs += browser_check(cases, captures, args.verbose)
    print(counts_table(cases))
    n_inj = sum(c["label"] == "injection" for c in cases)
    print(
        f"\n{len(cases)} cases ({n_inj} injections, {len(cases) - n_inj} hard negatives); {n_ok} planted and verified"
    )
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for e in errs:
            print("  -", e)
        return 1
    print(
        "all checks passed"
        + (" (including the Chromium hidden/visible check)" if args.browser else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
