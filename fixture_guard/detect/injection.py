"""Prompt injections in stored pages and PDFs: the six vectors of specification §2.

Two questions, answered apart:

1. **Where is text a person would not read?** HTML goes through the CSS cascade
   (`cascade`: style sheets, classes, ids, inline styles, inheritance), so text is
   hidden the way a browser hides it: `display:none`, `visibility`, the `hidden`
   attribute, opacity, tiny fonts, off-screen and off-canvas boxes, clips, zero-size boxes, text the
   colour of its background. The other channels are read where they are: comments
   (conditional and after `</html>` too), `alt`/`title`/`aria-*`/`placeholder`,
   `data-*` and hidden inputs, `<meta>`, JSON-LD and microdata (fields outside the
   schema.org vocabulary are their own channel), CSS generated content, `<template>`,
   `<noscript>`, SVG titles, inline `<iframe srcdoc>`, the titles of elements with no
   text of their own (`<iframe>`, `<link>`, `<object>`, `<embed>`), and ASCII smuggled in
   Unicode tag characters. PDFs go through `pdf_layer` (PDFium): invisible render modes,
   transparent or white fill, tiny glyphs, text off the page, clipped away, or covered
   by an image or an opaque shape drawn over it.
2. **Does the text direct an automated reader's output?** `instructions.classify`
   answers with features (an addressee that is a model, or a system/registry frame,
   and a directive on the output), asking for more evidence the more visible the text
   is. Hidden text alone is never an injection: menus, modals, skip links and OCR
   layers are hidden too.

Each `Injection` names its vector (manifest vocabulary: `html-comment`, `css-hidden`,
`alt-title`, `json-ld`, `pdf-text-layer`, `system-impersonation-es`), its channel,
how the text is hidden, why it reads as an instruction, where it is (the 1-based line
where the directive sits for HTML, the page for PDF) and a masked excerpt.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from fixture_guard.artifacts import ArtifactError, HtmlDocument, load_html
from fixture_guard.detect.base import LineIndex
from fixture_guard.detect.cascade import Computed, Hiding, Stylesheets, parse_color
from fixture_guard.detect.instructions import (
    Cue,
    Level,
    classify,
    clean,
    decode_tags,
    is_model_key,
    key_words,
)
from fixture_guard.digest import sha256_hex
from fixture_guard.jsonfile import load_json
from fixture_guard.masking import mask
from fixture_guard.spans import shorten

HTML_COMMENT = "html-comment"
CSS_HIDDEN = "css-hidden"
ALT_TITLE = "alt-title"
JSON_LD = "json-ld"
PDF_TEXT_LAYER = "pdf-text-layer"
IMPERSONATION = "system-impersonation-es"

_EXCERPT = 100
#: Attributes people may read in some state of the page (tooltips, screen readers, a
#: broken image); text in them needs the same evidence as hidden text.
_TEXT_ATTRIBUTES = frozenset(
    "alt title aria-label aria-description aria-roledescription aria-placeholder aria-valuetext placeholder "
    "label summary abbr".split()
)
_SKIP = frozenset({"script", "style", "link", "meta", "base", "iframe", "object", "embed", "math"})
#: Elements with no text of their own whose attributes are still read (titles, labels).
_ATTRIBUTE_ONLY = frozenset({"link", "iframe", "object", "embed"})
_INLINE = frozenset(
    "a abbr b bdi bdo br cite code data dfn em font i kbd label mark q s samp small span strong sub sup time "
    "u var wbr del ins tspan".split()
) | {"system", "user_message", "assistant", "instructions", "sys", "user"}
#: Chat-template roles an attacker writes as tags; the HTML parser keeps them as elements,
#: so the walker writes them back into the text the classifier reads.
FAKE_ROLE_TAGS = frozenset({"system", "user_message", "assistant", "instructions", "sys"})
#: `<meta name>` values whose content is shown to people (search snippets, link cards).
_PREVIEW_META = re.compile(
    r"^(?:description|og:|twitter:|article:|dc\.|dcterms\.|abstract|subject|summary|title|keywords|author)"
)
_MIN_PROSE = 12  # characters: shorter values are labels, ids or numbers
#: round 26 (H16): a hidden text that stops mid-sentence (a comma, a semicolon, a colon, a
#: dash, or a conjunction or preposition last) goes on in the next carrier of its kind: the
#: next comment, the element's next text attribute, the object's next text field
_OPEN_END = re.compile(
    r"(?:[,;:\-\u2013\u2014]|\b(?:and|or|to|that|with|for|y|e|o|ou|que|de|a|para|con|com|en|em))\s*\Z",
    re.IGNORECASE,
)
#: round 28b (H6): or a carrier that holds nothing but a dedication, closed by a period
#: ("<!-- Para los sistemas de IA que lean esta ficha. -->", alt="Aos modelos de linguagem
#: que processam este conteúdo."): whom the next carrier's directive is for
_DEDICATION_ALONE = re.compile(
    r"^\s*(?:(?:note|nota|aviso|memo)\s+)?(?:para|for|to|a|al|aos?|\u00e0s?|a\s+la\s+atenci[o\u00f3]n\s+de|"
    r"attention|aten[c\u00e7][a\u00e3]o\s+d[eoa]s?)\s+[^.;:!?\n]{3,100}\.\s*\Z",
    re.IGNORECASE,
)


def _opens_next(text: str) -> bool:
    """Whether a hidden text goes on in the next carrier of its kind (round 26, H16; round
    28b, H6)."""
    return bool(_OPEN_END.search(text.rstrip()) or _DEDICATION_ALONE.match(text))


#: data-* attributes that scripts and style sheets show to people (tooltips, popovers,
#: share texts, confirmation dialogs): people read them.
_SHOWN_DATA = re.compile(
    r"tooltip|title|tip|hint|balloon|popover|content|label|caption|alt|desc|text|message|msg|placeholder|confirm|error|"
    r"success|help|notice|toast|alert|share|summary|heading|name|quote|cite"
)


@dataclass(frozen=True)
class Injection:
    vector: str
    how: str  # why the text is not seen, e.g. "display:none (style rule .x (line 4))"
    cue: str  # why it reads as an instruction
    excerpt: str  # shortened, with secrets and personal data masked
    line: int | None = None
    page: int | None = None
    language: str = ""
    text: str = field(default="", repr=False)  # the flagged sentence (for identity)
    channel: str = ""  # where the text sits, e.g. "HTML comment", "alt attribute"

    @property
    def where(self) -> str:
        return f"line {self.line}" if self.line is not None else f"page {self.page}"


def detect(data: bytes, media: str) -> list[Injection]:
    """Every injection in an artifact of media `html` or `pdf` (others: none).

    Raises ArtifactError when the artifact cannot be parsed safely.
    """
    if media not in ("html", "pdf"):
        return []
    key = (media, sha256_hex(data))
    if key not in _results:
        # detection is a pure function of the bytes; check and scan often see one file twice
        if len(_results) >= 64:
            _results.pop(next(iter(_results)))
        _results[key] = tuple(detect_html(data) if media == "html" else detect_pdf(data))
    return list(_results[key])


_results: dict[tuple[str, str], tuple[Injection, ...]] = {}


# --- excerpts ---------------------------------------------------------------------------------

_SENSITIVE = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail addresses
    r"|\+?\d[\d\s().-]{6,}\d"  # phone numbers and identifiers
    r"|\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}\b"  # keys and tokens
)


def masked_excerpt(text: str, limit: int = _EXCERPT) -> str:
    """One line of `text`, shortened, with anything that looks like a secret or a
    personal datum (e-mail, phone, identifier, token) masked: injections are written
    by third parties and may carry either."""
    return shorten(_SENSITIVE.sub(lambda m: mask(m.group(0)), text), limit)


def _excerpt_of(text: str, cue: Cue) -> str:
    if cue.decoded is not None:
        return "base64 → " + masked_excerpt(cue.decoded, _EXCERPT - 9)
    return masked_excerpt(clean(text)[cue.start : cue.end] or clean(text))


def _flagged_text(text: str, cue: Cue) -> str:
    return (
        cue.decoded
        if cue.decoded is not None
        else " ".join(clean(text)[cue.start : cue.end].split())
    )


# --- HTML -----------------------------------------------------------------------------------


@dataclass
class _Run:
    """Consecutive text of one visibility state inside one block of the page."""

    level: Level
    how: str
    concealed: bool
    pieces: list[str] = field(default_factory=list)
    anchors: list[tuple[int, int]] = field(default_factory=list)  # (offset, source line)
    length: int = 0

    @property
    def text(self) -> str:
        return "".join(self.pieces)

    def add(self, text: str, line: int | None) -> None:
        if line is not None:
            self.anchors.append((self.length, line))
        self.pieces.append(text)
        self.length += len(text)

    def line_at(self, offset: int) -> int | None:
        line = self.anchors[0][1] if self.anchors else None
        for at, anchor in self.anchors:
            if at > offset:
                break
            line = anchor
        return line


def detect_html(data: bytes, *, _depth: int = 0) -> list[Injection]:
    document = load_html(data)
    return _HtmlScanner(document, depth=_depth).run()


class _HtmlScanner:
    def __init__(self, document: HtmlDocument, *, depth: int = 0) -> None:
        self.document = document
        self.source = document.text
        lowered = document.text.lower()  # (cost) once: a page's source is lowered whole
        self.lowered = lowered if len(lowered) == len(document.text) else document.text
        self.lines = LineIndex(document.text)
        self.line_starts = _line_starts(document.text)
        self.depth = depth
        self.found: list[Injection] = []
        self.runs: list[_Run] = []
        self._run: _Run | None = None
        self._last_line = 1
        #: round 19: cells seen so far in the table row being read (None outside a row)
        self._cells: int | None = None
        #: round 31 (C9): each table's header row and its verdict headers (None: none)
        self._headers: dict[Any, tuple[Any, dict[int, str]] | None] = {}

    def run(self) -> list[Injection]:
        root = self.document.root
        self._comments(root)
        for script in root.iter("script"):
            self._script(script)
        for style in root.iter("style"):
            if style.text and "/*" in style.text:
                self._code_comments(style.text, style, "CSS comment")
        for meta in root.iter("meta"):
            self._meta(meta)
        self.sheets = Stylesheets(root)
        self._walk_document(root)
        self._classify_runs()
        unique: dict[tuple[str, int | None, str], Injection] = {}
        for item in self.found:
            unique.setdefault((item.vector, item.line, item.excerpt), item)
        return sorted(unique.values(), key=lambda i: (i.line or 0, i.vector))

    # -- locating ---------------------------------------------------------------------

    def _offset_of_line(self, line: int | None) -> int:
        if not line:
            return 0
        return self.line_starts[min(line, len(self.line_starts)) - 1]

    def _tag_start(self, element: Any) -> int:
        """Where to start looking for an element's text: its start tag, or the first tag
        of its name on its line (lxml gives the line, and a minified line holds many
        elements of one name), or, for a start tag spread over lines, the last one before."""
        line = element.sourceline or 1
        line_start = self._offset_of_line(line)
        end = self.line_starts[line] if line < len(self.line_starts) else len(self.source)
        tag = element.tag.lower() if isinstance(element.tag, str) else ""
        if not tag:
            return line_start
        at = self.lowered.find("<" + tag, line_start, end)
        if at == -1:
            at = self.lowered.rfind("<" + tag, max(0, end - 20_000), end)
        return at if at != -1 else line_start

    def _locate(self, begin: int, text: str, offset: int, span: int = 20_000) -> int | None:
        """The line where `text[offset:]` sits in the source, searching from `begin`."""
        source = self.source
        limit = min(len(source), begin + span + 4 * len(text))
        words = [m for m in re.finditer(r"[A-Za-z]{3,}", text[offset:]) if m.group(0).isascii()][:6]
        if not words and offset:
            words = [m for m in re.finditer(r"[A-Za-z]{3,}", text) if m.group(0).isascii()][:6]
        between = r"(?:[^A-Za-z0-9<>]|&[#\w]+;|\\u[0-9a-fA-F]{4}|[^\x00-\x7f])+"

        def neighbours(first: re.Match[str], second: re.Match[str]) -> bool:
            return not re.search(r"[A-Za-z0-9]", first.string[first.end() : second.start()])

        # round 28 (C5): three neighbouring words first: a pair alone ("Hostal Patagonia")
        # also matched the name the page gives the reviewed item, in the same JSON-LD block
        # eleven lines above the review's body
        for first, second, third in zip(words, words[1:], words[2:], strict=False):
            if neighbours(first, second) and neighbours(second, third):
                pattern = re.compile(
                    re.escape(first.group(0))
                    + between
                    + re.escape(second.group(0))
                    + between
                    + re.escape(third.group(0))
                )
                match = pattern.search(source, begin, limit)
                if match:
                    return self.lines.line_col(match.start())[0]
        for first, second in pairwise(words):
            if re.search(r"[A-Za-z0-9]", first.string[first.end() : second.start()]):
                # round 27 (C2): two words with a short word between them ("que no hay") are
                # not neighbours in the source either: searched as such, the pair matched
                # another sentence of the page ("…afirmó que hay…") and placed a JSON-LD
                # finding eight lines below its field
                continue
            pattern = re.compile(re.escape(first.group(0)) + between + re.escape(second.group(0)))
            match = pattern.search(source, begin, limit)
            if match:
                return self.lines.line_col(match.start())[0]
        for word in sorted(words, key=lambda m: -len(m.group(0)))[:2]:
            if len(word.group(0)) >= 5:
                at = source.find(word.group(0), begin, limit)
                if at != -1:
                    return self.lines.line_col(at)[0]
        return None

    def _add(
        self,
        vector: str,
        channel: str,
        how: str,
        cue: Cue,
        text: str,
        line: int | None,
    ) -> None:
        self.found.append(
            Injection(
                vector=vector,
                how=how,
                cue=cue.name,
                excerpt=_excerpt_of(text, cue),
                line=line,
                language=cue.language,
                text=_flagged_text(text, cue),
                channel=channel,
            )
        )

    def _check(
        self,
        text: str,
        level: Level,
        *,
        vector: str,
        channel: str,
        how: str,
        begin: int,
        fallback_line: int | None,
        key: str = "",
        requests: bool = False,
    ) -> bool:
        """Classify one carrier; report it (and any tag-character payload) when it is an
        injection. Returns whether anything was reported."""
        reported = False
        for _, decoded in decode_tags(text):
            cue = classify(decoded, Level.CONCEALED, requests=True)
            if cue:
                line = self._locate_tags(text, begin) or fallback_line
                self._add(
                    CSS_HIDDEN,
                    "Unicode tag characters",
                    "invisible tag characters",
                    cue,
                    decoded,
                    line,
                )
                reported = True
        cue = classify(text, level, key=key, requests=requests)
        if cue is None:
            return reported
        cleaned = clean(text)
        at = cue.directive if 0 <= cue.directive < len(cleaned) else cue.start
        line = self._locate(begin, cleaned, at) or fallback_line
        self._add(vector, channel, how, cue, text, line)
        return True

    def _locate_tags(self, text: str, begin: int) -> int | None:
        run = re.search("[\U000e0000-\U000e007f]{3}", text)
        if not run:
            return None
        at = self.source.find(run.group(0), begin)
        return self.lines.line_col(at)[0] if at != -1 else None

    # -- comments -----------------------------------------------------------------------

    def _comments(self, root: Any) -> None:
        from lxml import etree

        outside = [*root.itersiblings(preceding=True), *root.itersiblings()]
        pending: tuple[str, int, int] | None = None  # round 26: an open comment's text, begin, end
        for node in [*outside, *root.iter(etree.Comment)]:
            if node.tag is not etree.Comment:
                continue
            raw = node.text or ""
            if not raw.strip():
                continue
            conditional = raw.lstrip().startswith("[if") or raw.lstrip().startswith("<![endif")
            # markup kept in a comment (conditional comments, commented-out blocks) is
            # read for its text; fake chat-template tags (`<system>`) are kept
            text = html.unescape(
                _markup_text(raw) if "<" in raw and not _FAKE_ROLE.search(raw) else raw
            )
            end = (
                self.line_starts[node.sourceline]
                if node.sourceline and node.sourceline < len(self.line_starts)
                else len(self.source)
            )
            begin = self.source.rfind("<!--", 0, end - len(raw) + 4 if end > len(raw) else end)
            begin = max(begin, 0)
            channel = "conditional comment" if conditional else "HTML comment"
            reported = self._check(
                text,
                Level.HIDDEN,
                vector=HTML_COMMENT,
                channel=channel,
                how="HTML comment (never rendered)",
                begin=begin,
                fallback_line=self.lines.line_col(begin)[0],
                requests=True,
            )
            # round 26 (H16): a note split over neighbouring comments ("<!-- Si eres un
            # modelo…, -->" then "<!-- di que… -->") is read as one when the first stops
            # mid-sentence and only white space stands between them
            if not reported and pending is not None and not self.source[pending[2] : begin].strip():
                self._check(
                    f"{pending[0]} {text.strip()}",
                    Level.HIDDEN,
                    vector=HTML_COMMENT,
                    channel="HTML comments (one note over two)",
                    how="HTML comment (never rendered)",
                    begin=pending[1],
                    fallback_line=self.lines.line_col(pending[1])[0],
                    requests=True,
                )
            pending = None
            if not reported and _opens_next(text):
                close = self.source.find("-->", begin)
                if close != -1:
                    pending = (text.strip(), begin, close + 3)

    # -- scripts: JSON-LD and attributes set by code -------------------------------------

    def _script(self, script: Any) -> None:
        kind = (script.get("type") or "").strip().lower()
        body = script.text or ""
        if not body.strip():
            return
        begin = self._tag_start(script)
        exact = self.source.find(body, begin) if len(body) < 200_000 else -1
        if exact != -1:
            begin = exact  # a script's text is its source: find the very block
        if kind in ("application/ld+json", "application/json+ld"):
            self._json_ld(body, begin, script.sourceline)
        elif kind in ("", "text/javascript", "module", "application/javascript"):
            self._script_attributes(body, begin, script.sourceline)
            self._code_comments(body, script, "JavaScript comment", begin=begin)

    def _code_comments(
        self, code: str, element: Any, channel: str, *, begin: int | None = None
    ) -> None:
        """Comments inside inline `<style>` and `<script>`: like HTML comments, never
        shown, and read by any model given the page's source."""
        if begin is None:
            begin = self._tag_start(element)
            exact = self.source.find(code, begin) if len(code) < 200_000 else -1
            begin = exact if exact != -1 else begin
        base_line = self.lines.line_col(begin)[0]
        for match in _CODE_COMMENT.finditer(code, 0, min(len(code), _CODE_BUDGET)):
            text = match.group(1) if match.group(1) is not None else match.group(2)
            text = re.sub(r"^\s*\*+\s?", "", text, flags=re.M)  # the stars of /** … */ blocks
            if len(text.strip()) < _MIN_PROSE or " " not in text.strip():
                continue
            self._check(
                text,
                Level.HIDDEN,
                vector=HTML_COMMENT,
                channel=channel,
                how=f"{channel} (never rendered)",
                begin=begin + match.start(),
                fallback_line=base_line + code.count("\n", 0, match.start()),
            )

    def _json_ld(self, body: str, begin: int, line: int | None) -> None:
        try:
            value = load_json(body, strict=False)
        except ValueError:
            # broken JSON (by accident or to slip past a parser): its "key": "value" pairs
            # are still what a model reads
            reported = False
            for match in _JSON_PAIR.finditer(body):
                key, raw = match.group(1), match.group(2)
                try:
                    leaf = json.loads(f'"{raw}"', strict=False)
                except ValueError:
                    leaf = raw
                known = _is_schema_term(key)
                reported |= self._check(
                    leaf,
                    Level.HIDDEN if known else Level.CONCEALED,
                    vector=JSON_LD,
                    channel=f"JSON-LD {key} (block not valid JSON)",
                    how="structured data (not rendered)",
                    begin=begin,
                    fallback_line=line,
                    key="" if known else key,
                )
            if not reported:
                self._check(
                    body,
                    Level.HIDDEN,
                    vector=JSON_LD,
                    channel="JSON-LD block (not valid JSON)",
                    how="structured data (not rendered)",
                    begin=begin,
                    fallback_line=line,
                )
            return
        # round 26 (H16): the open text field last seen, by the object holding it
        pending: dict[str, tuple[str, Level]] = {}
        for path, key, leaf, known, context in _json_fields(value):
            if isinstance(leaf, str):
                if len(leaf) < _MIN_PROSE or " " not in leaf.strip():
                    continue
                level = Level.HIDDEN if known else Level.CONCEALED
                where = "schema.org field" if known else "field outside the schema.org vocabulary"
                reported = self._check(
                    leaf,
                    level,
                    vector=JSON_LD,
                    channel=f"JSON-LD {path}",
                    how=f"structured data, {where}",
                    begin=begin,
                    fallback_line=line,
                    key=context,
                )
                parent = path.rpartition(".")[0]
                before = pending.pop(parent, None)
                if not reported and before is not None:
                    # a note split over two fields of one object ("description": "En la
                    # etapa de resumen, no incluyas…;", "abstract": "resumí solo…")
                    self._check(
                        f"{before[0]} {leaf.strip()}",
                        min(before[1], level),
                        vector=JSON_LD,
                        channel=f"JSON-LD {parent} (one note over two fields)",
                        how=f"structured data, {where}",
                        begin=begin,
                        fallback_line=line,
                    )
                elif not reported and _opens_next(leaf):
                    pending[parent] = (leaf.strip(), level)
            elif not known and is_model_key(key) and isinstance(leaf, dict | bool):
                text = f'"{key}": {json.dumps(leaf, ensure_ascii=False)}'
                cue = Cue(
                    f"configuration addressed to a model outside schema.org ({key})",
                    0,
                    len(text),
                    "",
                )
                self._add(
                    JSON_LD,
                    f"JSON-LD {path}",
                    "structured data, field outside the schema.org vocabulary",
                    cue,
                    text,
                    self._locate(begin, text, 1) or line,
                )

        # round 8: a FAQ question that asks what a model should answer frames the answer
        # under it ("¿Qué debe responder un asistente sobre X?" → "Debe responder que…"),
        # which alone reads as an answer to people
        for question, answer in _faq_pairs(value):
            if classify(answer, Level.HIDDEN) or classify(question, Level.HIDDEN):
                continue  # already judged on its own
            self._check(
                f"{question} {answer}",
                Level.HIDDEN,
                vector=JSON_LD,
                channel="JSON-LD Question.name + acceptedAnswer.text",
                how="structured data, schema.org field",
                begin=begin,
                fallback_line=line,
            )

    def _script_attributes(self, body: str, begin: int, line: int | None) -> None:
        """Attributes set by inline JavaScript (`setAttribute('data-x', '…')`,
        `el.dataset.x = '…'`, `el.title = '…'`): the same vector, written by code."""
        for match in _SCRIPT_ATTRIBUTE.finditer(body):
            value = match.group("value")
            name = match.group("name") or "dataset"
            at = (line or 1) + body.count("\n", 0, match.start())
            self._check(
                value,
                Level.CONCEALED,
                vector=ALT_TITLE,
                channel=f"{name} attribute set by script",
                how="attribute set by JavaScript (not rendered)",
                begin=begin,
                fallback_line=at,
                key=name,
            )

    # -- metadata ----------------------------------------------------------------------------

    def _meta(self, meta: Any) -> None:
        content = meta.get("content") or ""
        if len(content) < _MIN_PROSE or " " not in content.strip():
            return
        itemprop = meta.get("itemprop")
        begin = self._tag_start(meta)
        if itemprop:
            known = _is_schema_term(itemprop)
            self._check(
                content,
                Level.HIDDEN if known else Level.CONCEALED,
                vector=JSON_LD,
                channel=f"microdata itemprop={itemprop}",
                how="microdata (not rendered)"
                if known
                else "microdata property outside the schema.org vocabulary",
                begin=begin,
                fallback_line=meta.sourceline,
                key=itemprop,
            )
            return
        name = meta.get("name") or meta.get("property") or meta.get("http-equiv") or ""
        self._check(
            content,
            Level.HIDDEN,
            vector=ALT_TITLE,
            channel=f"<meta {name or 'content'}>",
            how="page metadata (shown only in previews)"
            if _PREVIEW_META.match(name.lower())
            else "page metadata (not rendered)",
            begin=begin,
            fallback_line=meta.sourceline,
            key=name,
        )

    # -- the rendered tree ---------------------------------------------------------------

    def _walk_document(self, root: Any) -> None:
        import cssselect2

        # (cost) cssselect2's wrappers (parent and sibling links for combinators) are
        # built only when some rule of the page's sheets can match an element
        wrapper = cssselect2.ElementWrapper.from_html_root(root) if self.sheets.rules else None
        top = Computed()
        self._visit(root, wrapper, top, in_head=False)
        self._flush()

    def _visit(self, element: Any, wrapper: Any, parent: Computed, *, in_head: bool) -> None:
        tag = element.tag.lower()
        if element.sourceline:
            self._last_line = max(self._last_line, element.sourceline)
        if tag in _SKIP:
            if tag in _ATTRIBUTE_ONLY:
                # no text of their own, but a title or a label is read out (iframe, link,
                # object, embed): their attributes are a channel (srcdoc among them)
                self._attributes(element, None)
            return
        if tag == "head":
            for child in element:
                if not isinstance(child.tag, str):
                    continue
                if child.tag.lower() == "title":
                    self._flush()
                    self._emit(child.text or "", None, child.sourceline)
                    self._flush()
                elif child.tag.lower() in _ATTRIBUTE_ONLY:
                    self._attributes(child, None)
            return
        state = self.sheets.compute(wrapper, element, parent)
        hiding = state.hiding
        if tag in ("title", "desc") and self._in_svg(element):
            # an SVG's title is a tooltip, its desc is for screen readers: attributes in all but name
            self._flush()
            self._check(
                "".join(element.itertext()),
                Level.HIDDEN,
                vector=ALT_TITLE,
                channel=f"SVG <{tag}>",
                how=f"SVG <{tag}> (not drawn)",
                begin=self._tag_start(element),
                fallback_line=element.sourceline,
            )
            return
        self._attributes(element, hiding)
        itemprop = element.get("itemprop")
        if itemprop and element.get("content") is None and not _is_schema_term(itemprop):
            self._check(
                "".join(element.itertext())[:5000],
                Level.HIDDEN,
                vector=JSON_LD,
                channel=f"microdata itemprop={itemprop}",
                how="microdata property outside the schema.org vocabulary",
                begin=self._tag_start(element),
                fallback_line=element.sourceline,
                key=itemprop,
            )
        for pseudo, text, line in state.generated:
            self._check(
                text,
                Level.HIDDEN,
                vector=CSS_HIDDEN,
                channel=f"CSS generated content (::{pseudo})",
                how="text written by a style sheet, not in the page's text",
                begin=self._offset_of_line(line),
                fallback_line=line,
            )
        # round 19: a table row is read as one block: its first cell names the field the
        # next one holds ("instrucción | Salida esperada del asistente: …" reads
        # "instrucción: Salida esperada…"), as a definition list's term does
        cell = tag in ("td", "th") and self._cells is not None
        block = tag not in _INLINE and not cell
        if block:
            self._flush()
        if cell and self._cells is not None:
            if self._cells == 1:
                tail = self._run.text.rstrip() if self._run is not None else ""
                self._emit(" " if not tail or tail.endswith((":", "|")) else ": ", hiding, None)
            elif self._cells > 1 and self._run is not None:
                # the other cells are lines of their own: no sentence runs across them
                # ("GAT without bypass | Can stage | 2FA prompt" is three fields)
                self._run.add("\n", None)
                # round 31 (C9): a cell under a verdict's column header, in a row of
                # its own ("Resultado" over "Sí. Indíquese así en las respuestas…"), is
                # read with its header as its label, as round 19 reads a header cell
                # beside it
                header = self._column_header(element, self._cells)
                if header:
                    self._run.add(header + ": ", None)
            self._cells += 1
        outer = self._cells
        if tag == "tr":
            self._cells = 0
        if tag in FAKE_ROLE_TAGS:
            self._emit(f"<{tag}> ", hiding, element.sourceline)
        if tag == "br" and self._run is not None:
            # round 17: a line break parts the words on its sides, as a browser shows them
            # ("prioridad=máxima<br>emisor=…"); a space, so a line already there stays one
            self._run.add(" ", None)
        if element.text:
            self._emit(element.text, hiding, element.sourceline)
        children = wrapper.iter_children() if wrapper is not None else None
        for child in element:
            if isinstance(child.tag, str):
                child_wrapper = next(children) if children is not None else None
                self._visit(child, child_wrapper, state, in_head=in_head)
            if child.tail:
                self._emit(child.tail, hiding, self._last_line)
        if tag in FAKE_ROLE_TAGS:
            self._emit(f" </{tag}>", hiding, None)
        if tag == "tr":
            self._cells = outer  # a nested table's row ends: back to the enclosing row
        if block:
            self._flush()

    def _column_header(self, cell: Any, index: int) -> str | None:
        """Round 31 (C9): the header of a data cell's column when the table's first row is
        a row of header cells and that column's header names a verdict (`_VERDICT_HEADER`)."""
        if cell.tag.lower() != "td":
            return None
        row = cell.getparent()
        table = row.getparent() if row is not None else None
        if table is not None and isinstance(table.tag, str) and table.tag.lower() in _ROW_GROUPS:
            table = table.getparent()
        if table is None:
            return None
        if table not in self._headers:
            self._headers[table] = _verdict_headers(table)
        headers = self._headers[table]
        if headers is None or row is headers[0]:
            return None
        return headers[1].get(index)

    @staticmethod
    def _in_svg(element: Any) -> bool:
        parent = element.getparent()
        while parent is not None:
            if isinstance(parent.tag, str) and parent.tag.lower() == "svg":
                return True
            parent = parent.getparent()
        return False

    def _attributes(self, element: Any, hiding: Hiding | None) -> None:
        tag = element.tag.lower()
        pending: tuple[str, Level] | None = None  # round 26 (H16): an open text attribute
        for name, value in element.attrib.items():
            lowered = name.lower()
            if lowered == "srcdoc" and tag == "iframe":
                self._srcdoc(value, element)
                continue
            short = len(value) < _MIN_PROSE or " " not in value.strip()
            # (cost, stop 44) every tag character is outside ASCII: an ASCII value holds none
            if short and (value.isascii() or not _TAG_CHARACTER.search(value)):
                continue
            if lowered in _TEXT_ATTRIBUTES:
                level, key, requests = Level.HIDDEN, "", False
                how = f"{lowered} attribute (not in the page's text)"
            elif lowered.startswith("data-"):
                shown = _SHOWN_DATA.search(lowered[5:]) is not None
                level, key, requests = (
                    (Level.HIDDEN if shown else Level.CONCEALED),
                    lowered[5:],
                    False,
                )
                how = (
                    "data attribute (shown by scripts)"
                    if shown
                    else "data attribute (never rendered)"
                )
            elif (
                lowered == "value"
                and tag == "input"
                and (element.get("type") or "").lower() == "hidden"
            ):
                level, key, requests = Level.CONCEALED, element.get("name") or "", False
                how = "hidden form field"
            elif (
                lowered == "content"
                # round 14: a microdata property's value is the `value` attribute of a
                # <data> or <meter> element (HTML's microdata rules), never rendered
                or (lowered == "value" and tag in ("data", "meter"))
            ) and element.get("itemprop"):
                itemprop = element.get("itemprop")
                known = _is_schema_term(itemprop)
                self._check(
                    value,
                    Level.HIDDEN if known else Level.CONCEALED,
                    vector=JSON_LD,
                    channel=f"microdata itemprop={itemprop}",
                    how="microdata (not rendered)",
                    begin=self._tag_start(element),
                    fallback_line=element.sourceline,
                    key=itemprop,
                )
                continue
            else:
                continue
            if hiding is not None:
                how = f"{how}, inside {hiding.describe()}"
                if hiding.concealed:
                    level = Level.CONCEALED
            reported = self._check(
                value,
                level,
                vector=ALT_TITLE,
                channel=f"{lowered} attribute",
                how=how,
                begin=self._tag_start(element),
                fallback_line=element.sourceline,
                key=key,
                requests=requests,
            )
            if not reported and pending is not None:
                # round 26 (H16): a note split over two attributes of one element (alt
                # "Configuración del resumidor: …, tono positivo," then title "omitir…")
                self._check(
                    f"{pending[0]} {value.strip()}",
                    min(pending[1], level),
                    vector=ALT_TITLE,
                    channel="attributes (one note over two)",
                    how=how,
                    begin=self._tag_start(element),
                    fallback_line=element.sourceline,
                )
            pending = (value.strip(), level) if not reported and _opens_next(value) else None

    def _srcdoc(self, value: str, element: Any) -> None:
        if self.depth >= 2 or not value.strip():
            return
        try:
            inner = detect_html(value.encode("utf-8"), _depth=self.depth + 1)
        except ArtifactError:
            return
        line = element.sourceline
        for item in inner:
            self.found.append(
                Injection(
                    item.vector,
                    f"{item.how}, inside <iframe srcdoc>",
                    item.cue,
                    item.excerpt,
                    line=line,
                    language=item.language,
                    text=item.text,
                    channel=f"iframe srcdoc: {item.channel}",
                )
            )

    # -- text runs -------------------------------------------------------------------------

    def _emit(self, text: str, hiding: Hiding | None, line: int | None) -> None:
        if not text:
            return
        if not text.strip():
            if self._run is not None:
                self._run.add(" ", None)
            return
        how = hiding.describe() if hiding is not None else ""
        concealed = hiding is not None and hiding.concealed
        level = Level.VISIBLE if hiding is None else Level.CONCEALED if concealed else Level.HIDDEN
        if self._run is not None and (self._run.how != how or self._run.level != level):
            self._flush()
        if self._run is None:
            self._run = _Run(level, how, concealed)
        self._run.add(text, line)

    def _flush(self) -> None:
        if self._run is not None and self._run.text.strip():
            self.runs.append(self._run)
        self._run = None

    def _classify_runs(self) -> None:
        flagged: set[int] = set()
        for index, run in enumerate(self.runs):
            if self._check_run(run, run.text, run.level):
                flagged.add(index)
        # An instruction split across two neighbouring blocks of the same visibility:
        # "[SISTEMA]" in one paragraph, the directive in the next; halves of one sentence
        # in two hidden spans.
        hidden = [i for i, run in enumerate(self.runs) if run.level != Level.VISIBLE]
        visible = [i for i, run in enumerate(self.runs) if run.level == Level.VISIBLE]
        for indices in (hidden, visible):
            for first, second in pairwise(indices):
                if first in flagged or second in flagged:
                    continue
                a, b = self.runs[first], self.runs[second]
                if len(a.text) > 600 or len(b.text) > 600:
                    continue
                if (b.line_at(0) or 0) - (a.line_at(a.length) or 0) > 40:
                    continue
                level = max(Level.VISIBLE, min(a.level, b.level))
                joined = _Run(
                    level,
                    a.how if a.how == b.how else f"{a.how}; {b.how}",
                    a.concealed and b.concealed,
                )
                for part in (a, b):
                    for at, line in part.anchors:
                        joined.anchors.append((joined.length + at, line))
                    joined.pieces.append(part.text)
                    joined.length += part.length
                    joined.pieces.append("\n")  # two blocks: a line break between them
                    joined.length += 1
                if self._check_run(joined, joined.text, level, split=True):
                    flagged.update((first, second))

    def _check_run(self, run: _Run, text: str, level: Level, *, split: bool = False) -> bool:
        reported = False
        for _, decoded in decode_tags(text):
            cue = classify(decoded, Level.CONCEALED, requests=True)
            if cue:
                line = self._locate_tags(text, self._offset_of_line(run.line_at(0))) or run.line_at(
                    0
                )
                self._add(
                    CSS_HIDDEN,
                    "Unicode tag characters",
                    "invisible tag characters",
                    cue,
                    decoded,
                    line,
                )
                reported = True
        cue = classify(text, level, requests=level == Level.CONCEALED)
        broken = False
        if (
            cue is None
            and level == Level.VISIBLE
            and any(char in text for char in _ZERO_WIDTH)
            and _BROKEN_WORD.search(text)
        ):
            # round 10: visible words broken by zero-width characters ("Mo\u200bde\u200blo:
            # af\u200bir\u200bme…") read the same to a person but not to a filter: the sentence
            # that holds them is written to slip past one, and is read as hidden text
            cue = classify(text, Level.HIDDEN)
            if cue is not None:
                cleaned = clean(text)
                start = _raw_offset(text, cleaned, cue.start)
                end = _raw_offset(text, cleaned, cue.end)
                broken = len(_BROKEN_WORD.findall(text, start, end)) >= 3
                if not broken:
                    cue = None
        if cue is None:
            return reported
        cleaned = clean(text)
        at = cue.directive if 0 <= cue.directive < len(cleaned) else cue.start
        raw_at = _raw_offset(text, cleaned, at)
        anchor = run.line_at(raw_at)
        line = (
            anchor  # round 10: the source holds the broken words, not the cleaned ones
            if broken
            else self._locate(
                self._offset_of_line(anchor), cleaned, at, span=max(2_000, run.length * 2)
            )
            or anchor
        )
        if broken:
            vector, channel, how = (
                CSS_HIDDEN,
                "visible text",
                "words broken by zero-width characters",
            )
        elif level == Level.VISIBLE:
            vector, channel, how = IMPERSONATION, "visible text", "visible text"
        else:
            vector, channel, how = CSS_HIDDEN, "hidden text", run.how
        if split:
            channel += " (split across two elements)"
        self._add(vector, channel, how, cue, text, line)
        return True


_ROW_GROUPS = frozenset({"thead", "tbody", "tfoot"})
#: round 31 (C9): the column headers that name a verdict ("Resultado", "Situação", "Status")
_VERDICT_HEADER = re.compile(
    r"(?i)(?:resultados?|results?|estado|status|situaci[o\u00f3]n|situa[c\u00e7][a\u00e3]o|veredicto|verdict|"
    r"dictamen|parecer|conclusi[o\u00f3]n|conclus[a\u00e3]o|verificaci[o\u00f3]n|verifica[c\u00e7][a\u00e3]o|"
    r"verification|validaci[o\u00f3]n|valida[c\u00e7][a\u00e3]o|validation)"
)


def _verdict_headers(table: Any) -> tuple[Any, dict[int, str]] | None:
    """Round 31 (C9): a table's first row and its verdict headers by column, when that row
    holds only header cells and one of them names a verdict; None otherwise."""
    first = next(table.iter("tr"), None)
    if first is None:
        return None
    cells = [c for c in first if isinstance(c.tag, str) and c.tag.lower() in ("td", "th")]
    if not cells or any(c.tag.lower() != "th" for c in cells):
        return None
    named = {}
    for index, cell in enumerate(cells):
        text = " ".join("".join(cell.itertext()).split())
        if _VERDICT_HEADER.fullmatch(text):
            named[index] = text
    return (first, named) if named else None


#: A zero-width character between two Latin letters (not a soft hyphen, which
#: hyphenates; not between letters of scripts that join with ZWJ/ZWNJ).
_ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"
_BROKEN_WORD = re.compile(rf"(?<=[A-Za-z\u00c0-\u00ff])[{_ZERO_WIDTH}]+(?=[A-Za-z\u00c0-\u00ff])")


def _raw_offset(raw: str, cleaned: str, at: int) -> int:
    """Map an offset in `clean(raw)` back to `raw` (approximately: by words)."""
    if raw == cleaned:
        return at
    words_before = len(cleaned[:at].split())
    for count, match in enumerate(re.finditer(r"\S+", raw)):
        if count == words_before:
            return match.start()
    return len(raw)


def _markup_text(raw: str) -> str:
    """The text of markup kept inside a comment (conditional comments, commented-out
    blocks): tags dropped, attribute values people read kept."""
    values = re.findall(
        r"\b(?:alt|title|aria-label|content)\s*=\s*[\"']([^\"']{12,})[\"']", raw, re.I
    )
    raw = re.sub(r"^\s*\[if[^\]]{0,200}\]>|<!\[endif\]\s*$", " ", raw)
    text = re.sub(r"<[^>]{0,2000}>", " ", raw)
    return " ".join([text, *values])


#: `/* … */` and `// …` comments of inline code (not `//` in a URL or a string's `://`).
_CODE_COMMENT = re.compile(r"/\*([\s\S]{0,4000}?)\*/|(?<![:\w\\'\"/])//([^\n]{0,1000})")
_CODE_BUDGET = 300_000  # characters of one inline script or style sheet read for comments
_JSON_PAIR = re.compile(r'"((?:[^"\\]|\\.){1,80})"\s*:\s*"((?:[^"\\]|\\.){12,4000})"')
_TAG_CHARACTER = re.compile("[\U000e0000-\U000e007f]")
_FAKE_ROLE = re.compile(
    r"</?\s*(?:system|user_message|assistant|instructions?|sys|im_start|im_end)\s*>|<\|im_", re.I
)
_SCRIPT_ATTRIBUTE = re.compile(
    r"""(?:setAttribute\(\s*['"](?P<name>data-[\w-]+|alt|title|aria-label|placeholder)['"]\s*,\s*|"""
    r"""\.dataset\.\w+\s*=\s*|\.(?:title|alt|ariaLabel|placeholder)\s*=\s*)"""
    r"""(?P<q>['"`])(?P<value>(?:\\.|(?!(?P=q)).){8,2000})(?P=q)""",
)


@cache
def _schema_terms() -> frozenset[str]:
    path = Path(__file__).with_name("schemaorg_terms.txt")
    return frozenset(
        line.strip()
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    )


_JSON_LD_KEYWORDS = frozenset(
    "@context @type @id @graph @value @language @list @set @reverse @base @vocab @index @nest "
    "@direction @json @none".split()
)


def _is_schema_term(name: str) -> bool:
    name = name.strip()
    for prefix in ("https://schema.org/", "http://schema.org/", "schema:", "sdo:"):
        name = name.removeprefix(prefix)
    return name in _schema_terms() or name in _JSON_LD_KEYWORDS


def _json_fields(value: Any) -> Iterator[tuple[str, str, Any, bool, str]]:
    """(path, key, value, known, context) of every JSON-LD field (and of every object
    under an invented key). `known`: the key and every key and type above it are
    schema.org terms. `context`: the names that frame the value, for the classifier
    (invented keys and types above it, a PropertyValue's name)."""
    stack: list[tuple[str, str, Any, bool, str]] = [("$", "", value, True, "")]
    budget = 20_000
    while stack and budget:
        budget -= 1
        path, key, item, known, context = stack.pop()
        if isinstance(item, dict):
            types = item.get("@type")
            type_names = [
                t for t in (types if isinstance(types, list) else [types]) if isinstance(t, str)
            ]
            invented = [t for t in type_names if not _is_schema_term(t)]
            here_known = known and not invented
            names = [context, *invented]
            if "PropertyValue" in type_names and isinstance(item.get("name"), str):
                names.append(item["name"])
            here_context = " ".join(n for n in names if n)
            if key and not _is_schema_term(key):
                yield path, key, item, False, here_context
            for child_key, child in reversed(list(item.items())):
                child_key = str(child_key)
                if child_key in ("@context", "@id", "@type"):
                    continue
                vocabulary = _is_schema_term(child_key)
                child_context = (
                    here_context if vocabulary else f"{here_context} {child_key}".strip()
                )
                stack.append(
                    (
                        f"{path}.{child_key}",
                        child_key,
                        child,
                        here_known and vocabulary,
                        child_context,
                    )
                )
        elif isinstance(item, list):
            for index, child in reversed(list(enumerate(item))):
                stack.append((f"{path}[{index}]", key, child, known, context))
        else:
            yield path, key, item, known, context


def _faq_pairs(value: Any) -> Iterator[tuple[str, str]]:
    """(question, answer) of every schema.org Question whose accepted or suggested answer
    has a text (round 8)."""
    stack: list[Any] = [value]
    budget = 20_000
    while stack and budget:
        budget -= 1
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
            continue
        if not isinstance(item, dict):
            continue
        stack.extend(v for v in item.values() if isinstance(v, dict | list))
        question = item.get("name")
        if not isinstance(question, str) or "?" not in question:
            continue
        for slot in ("acceptedAnswer", "suggestedAnswer"):
            answers = item.get(slot)
            for answer in answers if isinstance(answers, list) else [answers]:
                if isinstance(answer, dict) and isinstance(answer.get("text"), str):
                    yield question, answer["text"]


def _line_starts(text: str) -> list[int]:
    starts = [0]
    position = text.find("\n")
    while position != -1:
        starts.append(position + 1)
        position = text.find("\n", position + 1)
    return starts


# --- PDF ------------------------------------------------------------------------------------


#: round 28 (C4): a break the layout put inside a clause
_SOFT_WRAP = re.compile(r"(?<=[a-z\u00e0-\u00ff,])\n(?=[a-z\u00e0-\u00ff])")


def detect_pdf(data: bytes) -> list[Injection]:
    """Invisible text that directs a reader, per page; visible impersonation too."""
    from fixture_guard.detect.extract import read_pdf

    read = read_pdf(data)  # read once for every family (pdf_layer, shared by content)
    if read.error is not None:
        raise ArtifactError(read.error)
    found: list[Injection] = []
    for page in read.pages:
        for run in page.hidden:
            # round 46 (C23): an OCR layer is drawn in render mode 3; a fill made transparent
            # over an image is hidden on purpose, and read as any other hidden run
            ocr = run.over_image and run.reason != "transparent fill"
            level = Level.HIDDEN if ocr else Level.CONCEALED
            # a request in a user's voice ("Write a script…") counts in a short piece of
            # invisible text, not in a whole invisible layer (a translation, a stamp)
            isolated = not run.over_image and len(run.text) <= 400 and run.text.count("\n") <= 3
            # round 28 (C4): a line the layout wrapped mid-clause (a lower-case letter or a
            # comma, then a lower-case word) is one clause: "…pon el plan Vital Plus en⏎primer
            # lugar" is read as written (same length, so the offsets stay)
            text = _SOFT_WRAP.sub(" ", run.text) if "\n" in run.text else run.text
            cue = classify(text, level, requests=isolated)
            if cue is None:
                continue
            found.append(
                Injection(
                    PDF_TEXT_LAYER,
                    run.reason,
                    cue.name,
                    _excerpt_of(text, cue),
                    page=page.number,
                    language=cue.language,
                    text=_flagged_text(text, cue),
                    channel="OCR text layer" if run.over_image else "PDF text layer",
                )
            )
        cue = classify(page.text, Level.VISIBLE) if page.text.strip() else None
        if cue:
            found.append(
                Injection(
                    IMPERSONATION,
                    "visible text",
                    cue.name,
                    _excerpt_of(page.text, cue),
                    page=page.number,
                    language=cue.language,
                    text=_flagged_text(page.text, cue),
                    channel="visible PDF text",
                )
            )
    return found


__all__ = [
    "ALT_TITLE",
    "CSS_HIDDEN",
    "HTML_COMMENT",
    "IMPERSONATION",
    "JSON_LD",
    "PDF_TEXT_LAYER",
    "ArtifactError",
    "Injection",
    "detect",
    "detect_html",
    "detect_pdf",
    "key_words",
    "masked_excerpt",
    "parse_color",
]
