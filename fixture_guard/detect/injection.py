"""Prompt injections in stored pages and PDFs: the six vectors of specification §2.

Each `Injection` names its vector (manifest vocabulary: `html-comment`, `css-hidden`,
`alt-title`, `json-ld`, `pdf-text-layer`, `system-impersonation-es`), where it sits (the
1-based source line of the text for HTML, the page for PDF), how it is hidden, and a
shortened excerpt.

The rule that keeps real pages quiet: hidden text alone is not an injection — menus are
`display:none`, screen-reader text is clipped, OCR layers are invisible. A finding needs
hidden (or machine-only) text that reads as an instruction (`instruction_cue`), or
visible text that speaks as the system or to the assistant (`impersonation_cue`).

How hiding is judged on HTML, without a browser: inline `style` attributes and the
page's own `<style>` blocks (selectors matched with cssselect; rules under a conditional
`@media` are skipped, since they hide only on some screens), the `hidden` attribute,
`aria-hidden="true"` and `<template>`. Declarations apply in source order with inline
styles last; specificity is ignored, which can only over-report hiding, never content.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from fixture_guard.artifacts import ArtifactError, HtmlDocument, PdfChar, load_html, load_pdf
from fixture_guard.detect.base import LineIndex
from fixture_guard.detect.instructions import Cue, clean, impersonation_cue, instruction_cue
from fixture_guard.jsonfile import load_json
from fixture_guard.spans import shorten

HTML_COMMENT = "html-comment"
CSS_HIDDEN = "css-hidden"
ALT_TITLE = "alt-title"
JSON_LD = "json-ld"
PDF_TEXT_LAYER = "pdf-text-layer"
IMPERSONATION = "system-impersonation-es"

_EXCERPT = 90
_TEXT_ATTRIBUTES = ("alt", "title", "aria-label", "aria-description", "placeholder")
_SKIP = frozenset({"script", "style", "noscript", "head", "title", "meta", "link", "svg", "math"})
_INLINE = frozenset(
    "a abbr b bdi bdo br cite code data dfn em font i kbd label mark q s samp small span "
    "strong sub sup time u var wbr del ins".split()
)
#: Chat-template roles an attacker writes as tags; the HTML parser keeps them as elements.
FAKE_ROLE_TAGS = frozenset({"system", "user_message", "assistant", "instructions", "sys"})
#: Field names of metadata that read as configuration for a model.
_CONFIG_WORDS = frozenset(
    "instruction instructions prompt prompts system assistant ai llm gpt agent bot chatbot "
    "directive directives override config configuration settings trust instrucciones "
    "instruccion asistente sistema ia modelo llms".split()
)
#: schema.org properties that look like those words but are content (recipes, how-tos).
_SCHEMA_CONTENT = frozenset({"recipeinstructions", "steps", "step", "text", "articlebody"})
_PROSE_FIELDS = frozenset({"articlebody", "text", "reviewbody", "transcript"})


@dataclass(frozen=True)
class Injection:
    vector: str
    how: str  # e.g. "display:none", "alt attribute", "render mode 3 (invisible)"
    cue: str  # why it reads as an instruction
    excerpt: str
    line: int | None = None
    page: int | None = None
    language: str = ""
    text: str = field(default="", repr=False)  # the whole carrier text (for identity)

    @property
    def where(self) -> str:
        return f"line {self.line}" if self.line is not None else f"page {self.page}"


def detect(data: bytes, media: str) -> list[Injection]:
    """Every injection in an artifact of media `html` or `pdf` (others: none).

    Raises ArtifactError when the artifact cannot be parsed safely.
    """
    if media not in ("html", "pdf"):
        return []
    key = (media, hashlib.sha256(data).hexdigest())
    if key not in _results:
        # detection is a pure function of the bytes; check and scan often see one file twice
        if len(_results) >= 64:
            _results.pop(next(iter(_results)))
        _results[key] = tuple(detect_html(data) if media == "html" else detect_pdf(data))
    return list(_results[key])


_results: dict[tuple[str, str], tuple[Injection, ...]] = {}


def _excerpt(text: str, cue: Cue) -> str:
    """The sentence around the cue, shortened: what a reviewer needs to recognise it."""
    source = cue.decoded if cue.decoded is not None else clean(text)
    if cue.decoded is not None:
        return "base64 → " + shorten(source, _EXCERPT - 9)
    window = source[max(0, cue.start - 120) : cue.start]
    boundary = max(window.rfind(". "), window.rfind("\n"), window.rfind("; "))
    start = cue.start - len(window) + boundary + 1 if boundary != -1 else cue.start - len(window)
    return shorten(source[start:], _EXCERPT)


# --- HTML ---------------------------------------------------------------------------------


@dataclass
class _Style:
    """The hiding-relevant state of an element, inherited down the tree."""

    hidden: str | None = None  # why the element is not seen (None: visible)
    color: tuple[float, float, float, float] | None = None
    background: tuple[float, float, float, float] | None = (255, 255, 255, 1)


def detect_html(data: bytes) -> list[Injection]:
    document = load_html(data)
    scanner = _HtmlScanner(document)
    return scanner.run()


class _HtmlScanner:
    def __init__(self, document: HtmlDocument) -> None:
        self.document = document
        self.lines = LineIndex(document.text)
        self.line_starts = _line_starts(document.text)
        self.found: list[Injection] = []
        self.rules = _style_rules(document)

    def run(self) -> list[Injection]:
        from lxml import etree

        root = self.document.root
        tree = root.getroottree()
        top: list[Any] = [
            *reversed(list(root.itersiblings(preceding=True))),
            root,
            *root.itersiblings(),
        ]
        declared = self._declared_styles(root)
        for node in top:
            if node.tag is etree.Comment:
                self._comment(node)
        self._walk(root, _Style(), declared)
        for script in root.iter("script"):
            self._script(script)
        for meta in root.iter("meta"):
            self._meta(meta)
        del tree
        unique: dict[tuple[str, int | None, str], Injection] = {}
        for item in self.found:
            unique.setdefault((item.vector, item.line, item.excerpt), item)
        return sorted(unique.values(), key=lambda i: (i.line or 0, i.vector))

    # -- locating ---------------------------------------------------------------------

    def _line_of(self, start_line: int | None, text: str, cue: Cue | None = None) -> int | None:
        """The source line where `text` (at the cue, if any) begins, searching from the
        element's line; the element's line when the text cannot be found verbatim
        (entities, re-flowed whitespace)."""
        if start_line is None:
            return None
        source = self.document.text
        begin = self.line_starts[min(start_line, len(self.line_starts)) - 1]
        for needle in _needles(text, cue):
            at = source.find(needle, begin, begin + 200_000)
            if at != -1:
                return self.lines.line_col(at)[0]
        return start_line

    def _add(self, vector: str, how: str, cue: Cue, text: str, start_line: int | None) -> None:
        vector = IMPERSONATION if vector == "visible" else vector
        self.found.append(
            Injection(
                vector=vector,
                how=how,
                cue=cue.name,
                excerpt=_excerpt(text, cue),
                line=self._line_of(start_line, text, cue),
                language=cue.language,
                text=text,
            )
        )

    # -- carriers ---------------------------------------------------------------------

    def _comment(self, node: Any) -> None:
        text = node.text or ""
        if not text.strip() or text.lstrip().startswith("[if"):
            return  # conditional comments hold markup for old browsers, not prose
        cue = impersonation_cue(text) if _looks_like_code(text) else instruction_cue(text)
        if cue:
            self._add(HTML_COMMENT, "HTML comment", cue, text, node.sourceline)

    def _declared_styles(self, root: Any) -> dict[Any, dict[str, str]]:
        declared: dict[Any, dict[str, str]] = {}
        from cssselect import SelectorError
        from lxml.cssselect import CSSSelector

        for selector, declarations in self.rules:
            try:
                matched = CSSSelector(selector, translator="html")(root)
            except (SelectorError, Exception):  # unsupported pseudo-classes and the like
                continue
            for element in matched:
                declared.setdefault(element, {}).update(declarations)
        return declared

    def _walk(self, element: Any, inherited: _Style, declared: dict[Any, dict[str, str]]) -> None:
        from lxml import etree

        stack: list[tuple[Any, _Style]] = [(element, inherited)]
        while stack:
            node, parent_style = stack.pop()
            if node.tag is etree.Comment:
                self._comment(node)
                continue
            if not isinstance(node.tag, str):
                continue
            tag = node.tag.lower()
            if tag in _SKIP and tag != "head":
                continue
            style = _element_style(node, parent_style, declared)
            self._attributes(node, style)
            if tag != "head":
                self._text_of(node, style, declared)
            for child in reversed(list(node)):
                stack.append((child, style))

    def _attributes(self, node: Any, style: _Style) -> None:
        for name, value in node.attrib.items():
            lowered = name.lower()
            if lowered in _TEXT_ATTRIBUTES or lowered.startswith("data-"):
                if not value or not value.strip():
                    continue
                cue = instruction_cue(value)
                if cue:
                    self._add(ALT_TITLE, f"{lowered} attribute", cue, value, node.sourceline)

    def _text_of(self, node: Any, style: _Style, declared: dict[Any, dict[str, str]]) -> None:
        """The element's own text: its text, its inline children's text when they share
        its visibility, and the tails of its children."""
        pieces: list[str] = [node.text or ""]
        for child in node:
            if isinstance(child.tag, str):
                child_tag = child.tag.lower()
                if child_tag in _INLINE and child_tag not in _SKIP:
                    child_style = _element_style(child, style, declared)
                    if (child_style.hidden is None) == (style.hidden is None) and not len(child):
                        pieces.append(child.text or "")
            pieces.append(child.tail or "")
        text = "".join(pieces)
        if not text.strip():
            return
        tag = node.tag.lower()
        if tag in FAKE_ROLE_TAGS:
            cue: Cue | None = Cue("fake chat-template tag", 0, min(len(text), 40), "")
        elif style.hidden is not None:
            cue = instruction_cue(text)
        else:
            cue = impersonation_cue(text)
        if not cue:
            return
        if style.hidden is not None:
            self._add(CSS_HIDDEN, style.hidden, cue, text, node.sourceline)
        else:
            self._add("visible", "visible text", cue, text, node.sourceline)

    def _script(self, script: Any) -> None:
        kind = (script.get("type") or "").strip().lower()
        body = script.text or ""
        if not body.strip():
            return
        if kind == "application/ld+json":
            self._json_ld(body, script.sourceline)
        elif kind in ("", "text/javascript", "module", "application/javascript"):
            self._script_attributes(body, script.sourceline)

    def _json_ld(self, body: str, line: int | None) -> None:
        try:
            value = load_json(body, strict=False)
        except ValueError:
            cue = instruction_cue(body)
            if cue:
                self._add(JSON_LD, "JSON-LD block (not valid JSON)", cue, body, line)
            return
        flagged: list[str] = []
        for path, key, leaf in _json_leaves(value):
            if any(path.startswith(done + ".") or path.startswith(done + "[") for done in flagged):
                continue  # inside a field already reported
            key_words = _words(key)
            prose = key.lower() in _PROSE_FIELDS
            if isinstance(leaf, str) and leaf.strip():
                cue = impersonation_cue(leaf) if prose else instruction_cue(leaf)
                if cue:
                    self._add(JSON_LD, f"JSON-LD field {path}", cue, leaf, line)
                    flagged.append(path)
                    continue
            if key.lower() not in _SCHEMA_CONTENT and key_words & _CONFIG_WORDS:
                text = f'"{key}": {json.dumps(leaf, ensure_ascii=False)}'
                cue = Cue("field that looks like configuration", 0, len(text), "")
                self.found.append(
                    Injection(
                        vector=JSON_LD,
                        how=f"JSON-LD field {path}",
                        cue=cue.name,
                        excerpt=shorten(text, _EXCERPT),
                        line=self._line_of(line, f'"{key}"'),
                        text=text,
                    )
                )
                flagged.append(path)

    def _script_attributes(self, body: str, line: int | None) -> None:
        """Attributes set by inline JavaScript (`setAttribute('data-x', '…')`,
        `el.dataset.x = '…'`, `el.title = '…'`): the same vector, written by code."""
        for match in _SCRIPT_ATTRIBUTE.finditer(body):
            value = match.group("value")
            cue = instruction_cue(value)
            if cue:
                name = match.group("name") or "dataset"
                at = (line or 1) + body.count("\n", 0, match.start())
                self._add(ALT_TITLE, f"{name} attribute set by script", cue, value, at)

    def _meta(self, meta: Any) -> None:
        name = meta.get("name") or meta.get("property") or meta.get("itemprop") or ""
        content = meta.get("content") or ""
        if not content.strip():
            return
        cue = instruction_cue(content)
        if cue is None and _words(name) & _CONFIG_WORDS:
            cue = Cue("field that looks like configuration", 0, len(content), "")
        if cue:
            self._add(JSON_LD, f"<meta {name or 'content'}>", cue, content, meta.sourceline)


_SCRIPT_ATTRIBUTE = re.compile(
    r"""(?:setAttribute\(\s*['"](?P<name>data-[\w-]+|alt|title|aria-label)['"]\s*,\s*|"""
    r"""\.dataset\.\w+\s*=\s*|\.(?:title|alt|ariaLabel)\s*=\s*)"""
    r"""(?P<q>['"`])(?P<value>(?:\\.|(?!(?P=q)).){8,2000})(?P=q)""",
)


def _json_leaves(value: Any, path: str = "$", key: str = "") -> Iterator[tuple[str, str, Any]]:
    """(path, key, value) of every field; objects are also yielded under their key."""
    stack: list[tuple[str, str, Any]] = [(path, key, value)]
    budget = 10_000
    while stack and budget:
        budget -= 1
        here, name, item = stack.pop()
        if isinstance(item, dict):
            if name:
                yield here, name, item
            for child_key, child in reversed(list(item.items())):
                stack.append((f"{here}.{child_key}", str(child_key), child))
        elif isinstance(item, list):
            for index, child in reversed(list(enumerate(item))):
                stack.append((f"{here}[{index}]", name, child))
        else:
            yield here, name, item


def _words(name: str) -> set[str]:
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", name)
    return {w for w in re.split(r"[^a-zA-Záéíóúñ]+", spaced.lower()) if w}


def _looks_like_code(text: str) -> bool:
    symbols = sum(text.count(ch) for ch in "<>{}=;")
    return symbols >= 4 and symbols * 40 > len(text)


def _needles(text: str, cue: Cue | None) -> Iterator[str]:
    """Fragments of `text` to look for verbatim in the source, most precise first."""
    source = clean(text)
    if cue is not None and cue.decoded is None:
        fragment = source[cue.start : cue.end]
        for piece in re.split(r"[\s&<>\"']+", fragment):
            if len(piece) >= 4:
                yield piece
                break
    first = source.strip().split()
    if first:
        for piece in first[:3]:
            if len(piece) >= 3 and not re.search(r"[&<>\"']", piece):
                yield piece
                break


def _line_starts(text: str) -> list[int]:
    starts = [0]
    position = text.find("\n")
    while position != -1:
        starts.append(position + 1)
        position = text.find("\n", position + 1)
    return starts


# --- CSS ------------------------------------------------------------------------------------

_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_RELEVANT = frozenset(
    "display visibility opacity font-size color background background-color position left "
    "top right bottom text-indent clip clip-path height width max-height max-width overflow "
    "transform".split()
)


def _style_rules(document: HtmlDocument) -> list[tuple[str, dict[str, str]]]:
    """(selector, hiding-relevant declarations) from the page's `<style>` blocks."""
    rules: list[tuple[str, dict[str, str]]] = []
    for style in document.root.iter("style"):
        media = (style.get("media") or "all").lower()
        if not _media_applies(media):
            continue
        css = _CSS_COMMENT.sub(" ", style.text or "")
        for selector, body in _css_blocks(css):
            declarations = {k: v for k, v in _declarations(body).items() if k in _RELEVANT}
            if declarations:
                for single in selector.split(","):
                    if single.strip():
                        rules.append((single.strip(), declarations))
            if len(rules) > 20_000:
                return rules
    return rules


def _media_applies(query: str) -> bool:
    query = query.strip().lower()
    return query in ("", "all", "screen", "only screen")


def _css_blocks(css: str) -> Iterator[tuple[str, str]]:
    """(selector, declarations) of every rule, descending into unconditional at-rules."""
    position, length = 0, len(css)
    while position < length:
        brace = css.find("{", position)
        if brace == -1:
            return
        prelude = css[position:brace].strip()
        depth, cursor = 1, brace + 1
        while cursor < length and depth:
            if css[cursor] == "{":
                depth += 1
            elif css[cursor] == "}":
                depth -= 1
            cursor += 1
        body = css[brace + 1 : cursor - 1]
        position = cursor
        if prelude.startswith("@"):
            keyword, _, condition = prelude[1:].partition(" ")
            unconditional = keyword == "media" and _media_applies(condition)
            if unconditional or keyword in ("supports", "layer"):
                yield from _css_blocks(body)
            continue
        # a ";" before the selector belongs to a stray @import/@charset statement
        yield prelude.rsplit(";", 1)[-1].strip(), body


def _declarations(body: str) -> dict[str, str]:
    result: dict[str, str] = {}
    for part in body.split(";"):
        name, colon, value = part.partition(":")
        if colon:
            result[name.strip().lower()] = value.replace("!important", "").strip().lower()
    return result


_NAMED = {
    "white": (255, 255, 255, 1.0),
    "black": (0, 0, 0, 1.0),
    "transparent": (0, 0, 0, 0.0),
    "red": (255, 0, 0, 1.0),
    "blue": (0, 0, 255, 1.0),
    "gray": (128, 128, 128, 1.0),
    "grey": (128, 128, 128, 1.0),
    "snow": (255, 250, 250, 1.0),
    "whitesmoke": (245, 245, 245, 1.0),
    "ivory": (255, 255, 240, 1.0),
}


def parse_color(value: str) -> tuple[float, float, float, float] | None:
    """A CSS colour as (r, g, b, alpha), or None when it is not one we can read."""
    value = value.strip().lower()
    if value in _NAMED:
        return _NAMED[value]
    if value.startswith("#"):
        digits = value[1:]
        if len(digits) in (3, 4):
            digits = "".join(ch * 2 for ch in digits)
        if len(digits) in (6, 8) and all(c in "0123456789abcdef" for c in digits):
            alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
            return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16), alpha)
        return None
    match = re.match(r"rgba?\(([^)]*)\)", value)
    if match:
        parts = [p for p in re.split(r"[\s,/]+", match.group(1)) if p]
        try:
            numbers = [
                float(p[:-1]) * (2.55 if i < 3 else 0.01) if p.endswith("%") else float(p)
                for i, p in enumerate(parts)
            ]
        except ValueError:
            return None
        if len(numbers) >= 3:
            alpha = numbers[3] if len(numbers) > 3 else 1.0
            return (numbers[0], numbers[1], numbers[2], alpha)
    return None


def _length_px(value: str) -> float | None:
    match = re.match(r"^(-?\d*\.?\d+)(px|em|rem|pt|%|vw|vh)?$", value.strip())
    if not match:
        return None
    number = float(match.group(1))
    unit = match.group(2) or "px"
    return number * {"px": 1, "em": 16, "rem": 16, "pt": 1.33, "%": 0.16, "vw": 10, "vh": 8}[unit]


def _element_style(node: Any, parent: _Style, declared: dict[Any, dict[str, str]]) -> _Style:
    props = dict(declared.get(node, {}))
    inline = node.get("style")
    if inline:
        props.update({k: v for k, v in _declarations(inline).items() if k in _RELEVANT})
    hidden = parent.hidden
    if hidden is None:
        hidden = _hiding(node, props)
    color = parent.color
    if "color" in props:
        color = parse_color(props["color"]) or color
    background = parent.background
    for key in ("background-color", "background"):
        if key in props:
            parsed = parse_color(props[key].split()[0]) if props[key] else None
            if parsed is not None and parsed[3] > 0:
                background = parsed
            elif "url(" in props[key] or "gradient" in props[key]:
                background = None  # an image behind the text: colours say nothing
    if hidden is None and color is not None:
        if color[3] <= 0.05:
            hidden = "transparent text colour"
        elif background is not None and _same_colour(color, background):
            hidden = "text colour equal to its background"
    return _Style(hidden=hidden, color=color, background=background)


def _same_colour(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return all(abs(x - y) <= 8 for x, y in zip(a[:3], b[:3], strict=True))


def _hiding(node: Any, props: dict[str, str]) -> str | None:
    if node.get("hidden") is not None:
        return "hidden attribute"
    if (node.get("aria-hidden") or "").strip().lower() == "true":
        return "aria-hidden"
    if isinstance(node.tag, str) and node.tag.lower() == "template":
        return "<template>"
    if props.get("display") == "none":
        return "display:none"
    if props.get("visibility") in ("hidden", "collapse"):
        return f"visibility:{props['visibility']}"
    opacity = props.get("opacity")
    if opacity is not None:
        try:
            value = float(opacity[:-1]) / 100 if opacity.endswith("%") else float(opacity)
        except ValueError:
            value = 1.0
        if value <= 0.05:
            return f"opacity:{opacity}"
    size = _length_px(props.get("font-size", ""))
    if size is not None and size < 1:
        return f"font-size:{props['font-size']}"
    if props.get("position") in ("absolute", "fixed"):
        for side in ("left", "top", "right"):
            offset = _length_px(props.get(side, ""))
            if offset is not None and offset <= -500:
                return f"off-screen ({side}:{props[side]})"
    indent = _length_px(props.get("text-indent", ""))
    if indent is not None and indent <= -500:
        return f"off-screen (text-indent:{props['text-indent']})"
    transform = props.get("transform", "")
    if re.search(r"translate[xy]?\(\s*-\d{4,}", transform):
        return "off-screen (transform)"
    clip = props.get("clip", "").replace(" ", "")
    if clip.startswith("rect(") and re.fullmatch(r"rect\(((0|1)(px)?,?){4}\)", clip):
        return "clip:rect(0,0,0,0)"
    clip_path = props.get("clip-path", "")
    if re.search(r"inset\(\s*(50|100)%|circle\(\s*0", clip_path):
        return f"clip-path:{clip_path}"
    if props.get("overflow") == "hidden":
        for dimension in ("height", "width", "max-height", "max-width"):
            size = _length_px(props.get(dimension, ""))
            if size is not None and size <= 1:
                return f"{dimension}:{props[dimension]} with overflow:hidden"
    return None


# --- PDF ------------------------------------------------------------------------------------

#: Below this height (points) a glyph cannot be read at any zoom a person uses.
TINY_FONT_PT = 1.0


def _invisibility(char: PdfChar, width: float, height: float) -> str | None:
    if char.render_mode in (3, 7):
        return f"render mode {char.render_mode} (invisible)"
    if char.x1 < 0 or char.x0 > width or char.bottom < 0 or char.top > height:
        return "outside the page box"
    if 0 < char.size < TINY_FONT_PT:
        return f"tiny font ({char.size:.2f} pt)"
    if _is_white(char.fill):
        return "white fill"
    return None


def _is_white(fill: tuple[float, ...]) -> bool:
    if len(fill) == 1:
        return fill[0] >= 0.97
    if len(fill) == 3:
        return all(v >= 0.97 for v in fill)
    if len(fill) == 4:
        return all(v <= 0.03 for v in fill)
    return False


def detect_pdf(data: bytes) -> list[Injection]:
    """Invisible text that reads as an instruction, per page; visible impersonation too."""
    document = load_pdf(data)
    found: list[Injection] = []
    for number in range(1, document.page_count + 1):
        width, height = document.page_size(number)
        by_reason: dict[str, list[PdfChar]] = {}
        visible: list[PdfChar] = []
        for char in document.page_chars(number):
            reason = _invisibility(char, width, height)
            if reason is None:
                visible.append(char)
            else:
                by_reason.setdefault(reason, []).append(char)
        for reason, chars in by_reason.items():
            text = _reading_order(chars)
            cue = instruction_cue(text)
            if cue:
                found.append(
                    Injection(
                        PDF_TEXT_LAYER,
                        reason,
                        cue.name,
                        _excerpt(text, cue),
                        page=number,
                        language=cue.language,
                        text=text,
                    )
                )
        text = _reading_order(visible)
        cue = impersonation_cue(text)
        if cue:
            found.append(
                Injection(
                    IMPERSONATION,
                    "visible text",
                    cue.name,
                    _excerpt(text, cue),
                    page=number,
                    language=cue.language,
                    text=text,
                )
            )
    return found


def _reading_order(chars: list[PdfChar]) -> str:
    """Glyphs as lines of text: grouped by baseline, left to right, lines top to bottom."""
    lines: list[list[PdfChar]] = []
    for char in sorted(chars, key=lambda c: (round(c.bottom), c.x0)):
        if lines and abs(lines[-1][-1].bottom - char.bottom) <= max(1.0, char.size * 0.3):
            lines[-1].append(char)
        else:
            lines.append([char])
    out = []
    for line in lines:
        line.sort(key=lambda c: c.x0)
        pieces = [line[0].text]
        for previous, char in pairwise(line):
            gap = char.x0 - previous.x1
            if gap > max(0.8, previous.size * 0.15) and not previous.text.isspace():
                pieces.append(" ")
            pieces.append(char.text)
        out.append("".join(pieces))
    return "\n".join(out)


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
    "parse_color",
]
