"""Which text a browser would not show, and why: the CSS cascade, as far as hiding goes.

The page's `<style>` sheets are parsed with tinycss2 and matched with cssselect2 (ids,
classes, attribute, descendant and sibling selectors, `:not()`, `:is()`…); declarations
are sorted the way a browser sorts them (importance, origin, specificity, order), with
inline `style` attributes above any rule and the user-agent's own hiding (`[hidden]`,
`<template>`, `<noscript>`, closed `<details>`) below. Inherited properties (colour,
font size, visibility, text-indent) are inherited; opacity multiplies down the tree;
`display:none`, off-screen boxes and clips take their whole subtree with them.

`@media` blocks and `<style media>` apply when they match a desktop screen of
1280×800 CSS pixels (`print` never does); `@supports` and `@layer` blocks apply;
nested rules (`.a { .b {…} }`, `&`) are unnested one level. External stylesheets are
not fetched (no network): a page that hides text only through them is out of reach.

What comes out, per element, is a `Hiding` (or None): the reason in CSS words, where it
comes from (a rule's selector and line, the inline style, an attribute) and whether it
is *concealment* — a technique that keeps the text in the page for machines while no
person reads it (font-size 0, opacity 0, transparent text, text the colour of its
background, scale(0)) — rather than an interface state (`display:none` for a closed
menu or a modal, the `hidden` attribute, a collapsed box) or the visually-hidden text
of accessibility (off-screen, clipped: screen readers read it to people).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

#: The screen media queries are evaluated against (CSS pixels).
VIEWPORT_WIDTH = 1280
VIEWPORT_HEIGHT = 800
#: An offset this far outside the box (px) puts text off any screen.
OFFSCREEN_PX = 500.0
#: Text this small (computed font-size, px) cannot be read.
TINY_FONT_PX = 1.0
#: Contrast ratios (WCAG) at or under this are text the colour of its background.
SAME_COLOUR_CONTRAST = 1.1
MAX_RULES = 50_000

RGBA = tuple[float, float, float, float]
WHITE: RGBA = (255.0, 255.0, 255.0, 1.0)

#: Declarations the cascade computes; everything else is skipped while parsing.
RELEVANT = frozenset(
    "display visibility opacity filter font-size font color -webkit-text-fill-color background background-color "
    "position left top right bottom text-indent clip clip-path height width max-height max-width overflow "
    "overflow-x overflow-y transform margin-left margin-top content content-visibility scale translate".split()
)
_INHERITED = ("color", "-webkit-text-fill-color", "font-size", "visibility", "text-indent")


@dataclass(frozen=True)
class Hiding:
    """Why an element's text is not seen."""

    reason: str  # e.g. "display:none", "font-size:0px", "opacity:0"
    origin: str  # e.g. "style rule .nota-seo (line 12)", "inline style", "hidden attribute"
    concealed: bool  # hidden from people on purpose, rather than an interface state

    def describe(self) -> str:
        return f"{self.reason} ({self.origin})"


@dataclass(frozen=True)
class Declared:
    value: str  # serialized, lower-cased, !important stripped
    important: bool
    origin: str
    tokens: tuple[Any, ...] = ()


@dataclass
class Computed:
    """An element's computed hiding state, and what its children inherit."""

    hidden: Hiding | None = None  # display/offscreen/clip/opacity: the whole subtree
    visibility: Hiding | None = None  # inherited, a child may set visibility:visible
    font_size: float = 16.0
    font_origin: str = ""
    color: RGBA = (0.0, 0.0, 0.0, 1.0)
    color_origin: str = ""
    background: RGBA | None = WHITE  # None: an image or gradient, colours say nothing
    background_declared: bool = False
    text_indent: float = 0.0
    indent_origin: str = ""
    opacity: float = 1.0
    generated: list[tuple[str, str, int | None]] = field(
        default_factory=list
    )  # (pseudo, text, line)
    #: custom properties (`--bg: #fff`), inherited; shared with the parent until changed
    variables: dict[str, str] = field(default_factory=dict)

    @property
    def hiding(self) -> Hiding | None:
        """The first reason this element's own text is not seen, if any."""
        if self.hidden is not None:
            return self.hidden
        if self.visibility is not None:
            return self.visibility
        if self.font_size <= TINY_FONT_PX:
            return Hiding(f"font-size:{_px(self.font_size)}", self.font_origin, True)
        if self.color[3] <= 0.05:
            return Hiding("transparent text colour", self.color_origin, True)
        if (
            self.background is not None
            and contrast(self.color, self.background) <= SAME_COLOUR_CONTRAST
        ):
            where = "its background" if self.background_declared else "the default white background"
            return Hiding(
                f"text colour the same as {where}", self.color_origin, self.background_declared
            )
        if self.text_indent <= -OFFSCREEN_PX:
            return Hiding(
                f"off-screen (text-indent:{_px(self.text_indent)})", self.indent_origin, False
            )
        return None


def _px(value: float) -> str:
    return f"{value:g}px"


# --- the style sheets --------------------------------------------------------------------


@dataclass(frozen=True)
class _Rule:
    label: str  # selector and line, for messages
    declarations: dict[str, Declared]


class Stylesheets:
    """The author style sheets of one page, ready to match elements."""

    def __init__(self, root: Any) -> None:
        import cssselect2

        self._matcher = cssselect2.Matcher()
        self.rules = 0  # selectors the matcher tests
        self._read = 0  # selectors read (MAX_RULES bounds the work, matched or not)
        # the ids and classes the page's elements carry, lower-cased (lxml's XPath, in C)
        self._ids = frozenset(value.lower() for value in root.xpath("//@id"))
        self._classes = frozenset(
            name.lower() for value in root.xpath("//@class") for name in value.split()
        )
        for style in root.iter("style"):
            if _inside(style, ("template", "noscript", "svg")):
                continue
            if not media_applies(style.get("media") or ""):
                continue
            self._add_sheet(style.text or "", style.sourceline or 1)

    def _add_sheet(self, css: str, first_line: int) -> None:
        import tinycss2

        rules = _parse_css(tinycss2.parse_stylesheet, css)
        self._add_rules(rules, first_line, parent_selector=None)

    def _add_rules(self, rules: list[Any], first_line: int, parent_selector: str | None) -> None:
        import tinycss2

        for rule in rules:
            if self._read >= MAX_RULES:
                return
            if rule.type in ("at-rule", "qualified-rule") and _too_deep(rule.prelude):
                continue
            if rule.type == "at-rule":
                keyword = rule.lower_at_keyword
                if rule.content is None:
                    continue
                prelude = tinycss2.serialize(rule.prelude)
                if (keyword == "media" and media_applies(prelude)) or keyword in (
                    "supports",
                    "layer",
                    "scope",
                ):
                    inner = tinycss2.parse_blocks_contents(
                        rule.content, skip_comments=True, skip_whitespace=True
                    )
                    self._add_rules(
                        [r for r in inner if r.type in ("qualified-rule", "at-rule")],
                        first_line,
                        parent_selector,
                    )
                continue
            if rule.type != "qualified-rule":
                continue
            selector_text = tinycss2.serialize(rule.prelude).strip()
            if parent_selector is not None:
                selector_text = _unnest(parent_selector, selector_text)
            line = first_line + (rule.source_line or 1) - 1
            contents = tinycss2.parse_blocks_contents(
                rule.content, skip_comments=True, skip_whitespace=True
            )
            declarations = _declarations(
                contents, f"style rule {_short(selector_text)} (line {line})"
            )
            nested = [item for item in contents if item.type == "qualified-rule"]
            if declarations:
                self._add_selector(selector_text, _Rule(selector_text, declarations))
            if nested and parent_selector is None:
                self._add_rules(nested, first_line, selector_text)

    def _add_selector(self, selector_text: str, rule: _Rule) -> None:
        for selector in _compiled(selector_text):
            self._read += 1
            # (cost) a selector whose subject needs an id or a class no element of the
            # page has matches nothing: cssselect2's matcher would never test it either
            if (selector.id is not None and selector.id.lower() not in self._ids) or (
                selector.class_name is not None and selector.class_name.lower() not in self._classes
            ):
                continue
            self._matcher.add_selector(selector, rule)
            self.rules += 1

    def compute(self, wrapper: Any, element: Any, parent: Computed) -> Computed:
        """The computed state of `element` (wrapped for cssselect2, or None when no rule
        can match), given its parent's."""
        normal: dict[str, tuple[tuple[Any, ...], Declared]] = {}
        pseudo: dict[str, dict[str, tuple[tuple[Any, ...], Declared]]] = {}
        for specificity, order, pseudo_type, rule in (
            self._matcher.match(wrapper) if self.rules else ()
        ):
            target = normal if pseudo_type is None else pseudo.setdefault(pseudo_type, {})
            for name, declared in rule.declarations.items():
                _offer(target, name, (declared.important, 1, specificity, order), declared)
        for name, declared in _ua_declarations(element).items():
            _offer(normal, name, (declared.important, 0, (0, 0, 0), 0), declared)
        inline = element.get("style")
        if inline:
            for name, declared in _inline_declarations(inline).items():
                _offer(normal, name, (declared.important, 1, (1, 0, 0, 0), 0), declared)
        own = {name: declared for name, (_, declared) in normal.items()}
        variables = parent.variables
        custom = [name for name in own if name.startswith("--")]
        if custom:
            variables = dict(variables)
            for name in custom:
                variables[name] = own.pop(name).value
        if variables:
            own = {name: _resolve_variables(declared, variables) for name, declared in own.items()}
        computed = _compute(own, parent, element)
        computed.variables = variables
        for pseudo_type, declarations in pseudo.items():
            content = declarations.get("content")
            if content is not None:
                text = _content_text(content[1].tokens)
                if text.strip():
                    computed.generated.append(
                        (pseudo_type, text, _line_of_origin(content[1].origin))
                    )
        return computed


@lru_cache(maxsize=8192)
def _compiled(selector_text: str) -> tuple[Any, ...]:
    """cssselect2's compiled selectors for a selector list (each compiles to a Python
    function, the cost of a style sheet after its parse): pages of one site share
    their rules, and a selector compiles to the same test whatever page it is on."""
    import cssselect2

    try:
        return tuple(cssselect2.compile_selector_list(selector_text))
    except (cssselect2.SelectorError, ValueError, TypeError, IndexError):
        return ()  # a selector cssselect2 does not know cannot be matched: skipped


_VAR = re.compile(r"var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)")


def _resolve_variables(declared: Declared, variables: dict[str, str]) -> Declared:
    """`color: var(--bg)` with `--bg: #fff` inherited: `color: #fff` (a fallback when the
    property is not set; three levels of variables inside variables)."""
    value = declared.value
    if "var(" not in value:
        return declared
    for _ in range(3):
        value = _VAR.sub(lambda m: variables.get(m.group(1), m.group(2) or "").strip(), value)
        if "var(" not in value:
            break
    return replace(declared, value=value)


def _offer(
    target: dict[str, tuple[tuple[Any, ...], Declared]],
    name: str,
    key: tuple[Any, ...],
    declared: Declared,
) -> None:
    current = target.get(name)
    if current is None or key >= current[0]:
        target[name] = (key, declared)


def _inside(element: Any, tags: tuple[str, ...]) -> bool:
    parent = element.getparent()
    while parent is not None:
        if isinstance(parent.tag, str) and parent.tag.lower() in tags:
            return True
        parent = parent.getparent()
    return False


def _short(selector: str) -> str:
    selector = " ".join(selector.split())
    return selector if len(selector) <= 60 else selector[:57] + "…"


def _line_of_origin(origin: str) -> int | None:
    match = re.search(r"\(line (\d+)\)", origin)
    return int(match.group(1)) if match else None


def _unnest(parent: str, child: str) -> str:
    """`.a { .b {…} }` → `.a .b`; `&:hover` → `.a:hover` (one level of CSS nesting)."""
    if "&" in child:
        return child.replace("&", f":is({parent})")
    return ", ".join(f":is({parent}) {part.strip()}" for part in child.split(","))


#: Nesting of brackets and functions past which a value or a selector is no real CSS:
#: tinycss2 parses any depth, but serializes recursively (a hostile `x:((((…` would end
#: in RecursionError). Such a declaration or rule is left out; browsers drop it too.
MAX_CSS_NESTING = 32


def _too_deep(tokens: list[Any]) -> bool:
    """Whether tinycss2 `tokens` nest blocks or functions past MAX_CSS_NESTING."""
    stack = [(list(tokens), 1)]
    while stack:
        nodes, depth = stack.pop()
        for node in nodes:
            inner = getattr(node, "content", None)
            if inner is None:
                inner = getattr(node, "arguments", None)
            if isinstance(inner, list) and inner:
                if depth >= MAX_CSS_NESTING:
                    return True
                stack.append((inner, depth + 1))
    return False


def _declarations(items: list[Any], origin: str) -> dict[str, Declared]:
    import tinycss2

    found: dict[str, Declared] = {}
    for item in items:
        if item.type != "declaration" or (
            item.lower_name not in RELEVANT and not item.name.startswith("--")
        ):
            continue
        if _too_deep(item.value):
            continue
        value = tinycss2.serialize(item.value).strip().lower()
        declared = Declared(value, bool(item.important), origin, tuple(item.value))
        current = found.get(item.lower_name)
        if current is None or declared.important or not current.important:
            found[item.lower_name] = declared
    return found


#: tinycss2 turns every integer token into an int, and Python refuses to convert a string of
#: more than 4,300 digits (its guard against quadratic time). A sheet carrying one such number
#: would stop the whole cascade, and a hostile page could hide its text behind it.
MAX_CSS_DIGITS = 300
_LONG_DIGITS = re.compile(rf"\d{{{MAX_CSS_DIGITS + 1},}}")
_ESCAPE_BEFORE_SPACE = re.compile(r"\\[0-9a-fA-F]{1,6}$")


def _parse_css(parse: Callable[..., list[Any]], css: str) -> list[Any]:
    """tinycss2's `parse`, retried with integers too long to convert shortened."""
    try:
        return parse(css, skip_comments=True, skip_whitespace=True)
    except ValueError:
        return parse(_tame_long_numbers(css), skip_comments=True, skip_whitespace=True)


def _tame_long_numbers(css: str) -> str:
    """Shorten integers too long to convert, keeping what they mean to a browser.

    Without its leading zeros, an integer of more than 300 digits is beyond any length a browser
    lays out, as is 1 followed by 300 zeros. Digits that continue a name (`.c123…`, `x-123…`,
    `#123…`, an escape's `\\31 23…`) or a fraction or exponent (read as floats) stay as written.
    """

    def shorten(match: re.Match[str]) -> str:
        if not _starts_integer(css, match.start()):
            return match.group()
        digits = match.group().lstrip("0") or "0"
        return digits if len(digits) <= MAX_CSS_DIGITS else "1" + "0" * MAX_CSS_DIGITS

    return _LONG_DIGITS.sub(shorten, css)


def _starts_integer(css: str, start: int) -> bool:
    before = css[start - 1] if start else " "
    if before in ".#\\" or _name_char(before):
        return False
    if before == "-":  # a sign, unless it continues a name (`x-123`, `--123`)
        sign_before = css[start - 2] if start > 1 else " "
        return not (sign_before in "-\\" or _name_char(sign_before))
    if before.isspace():  # the space that ends an escape continues its name
        return not _ESCAPE_BEFORE_SPACE.search(css, max(0, start - 9), start - 1)
    return True


def _name_char(char: str) -> bool:
    return char == "_" or char.isalnum() or not char.isascii()


_inline_cache: dict[str, dict[str, Declared]] = {}


def _inline_declarations(style: str) -> dict[str, Declared]:
    if style not in _inline_cache:
        import tinycss2

        if len(_inline_cache) > 4096:
            _inline_cache.clear()
        items = _parse_css(tinycss2.parse_blocks_contents, style)
        _inline_cache[style] = _declarations(items, "inline style")
    return _inline_cache[style]


def _ua_declarations(element: Any) -> dict[str, Declared]:
    """What the browser's own style sheet (and presentational attributes) say."""
    found: dict[str, Declared] = {}
    hidden = element.get("hidden")
    if hidden is not None:
        found["display"] = Declared("none", False, "hidden attribute")
    bgcolor = element.get("bgcolor")
    if bgcolor:
        found["background-color"] = Declared(bgcolor.strip().lower(), False, "bgcolor attribute")
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    if tag == "font":
        if element.get("color"):
            found["color"] = Declared(element.get("color").strip().lower(), False, "<font color>")
        if (element.get("size") or "").strip() in ("0", "-7", "-6"):
            found["font-size"] = Declared("1px", False, "<font size>")
    return found


# --- computing ----------------------------------------------------------------------------


def _compute(own: dict[str, Declared], parent: Computed, element: Any) -> Computed:
    computed = Computed(
        hidden=parent.hidden,
        visibility=parent.visibility,
        font_size=parent.font_size,
        font_origin=parent.font_origin,
        color=parent.color,
        color_origin=parent.color_origin,
        background=parent.background,
        background_declared=parent.background_declared,
        text_indent=parent.text_indent,
        indent_origin=parent.indent_origin,
        opacity=parent.opacity,
    )
    if not own:
        # (cost) most elements declare nothing the cascade reads: they inherit, and only
        # what the element is (a <template>, a closed <dialog>…) can hide them
        if computed.hidden is None:
            computed.hidden = _element_hiding(element)
        return computed
    font = own.get("font-size") or _font_shorthand_size(own.get("font"))
    if font is not None:
        size = length_px(
            font.value, font_size=parent.font_size, percent_of=parent.font_size, font=True
        )
        if size is not None:
            computed.font_size = max(size, 0.0)
            computed.font_origin = font.origin
    colour = own.get("-webkit-text-fill-color") or own.get("color")
    if colour is not None:
        parsed = parse_color(colour.value, current=parent.color)
        if parsed is not None:
            computed.color = parsed
            computed.color_origin = colour.origin
    background = own.get("background-color") or own.get("background")
    if background is not None:
        value = background.value
        if "url(" in value or "gradient(" in value or "image-set(" in value:
            computed.background, computed.background_declared = None, True
        else:
            parsed = _background_colour(value, current=computed.color)
            if parsed is not None and parsed[3] >= 0.5:
                computed.background, computed.background_declared = parsed, True
    indent = own.get("text-indent")
    if indent is not None:
        offset = length_px(indent.value, font_size=computed.font_size, percent_of=VIEWPORT_WIDTH)
        if offset is not None:
            computed.text_indent, computed.indent_origin = offset, indent.origin
    visibility = own.get("visibility")
    if visibility is not None:
        if visibility.value in ("hidden", "collapse"):
            computed.visibility = Hiding(f"visibility:{visibility.value}", visibility.origin, False)
        elif visibility.value == "visible":
            computed.visibility = None
    opacity = _opacity(own)
    if opacity is not None:
        computed.opacity = parent.opacity * opacity[0]
        if computed.hidden is None and computed.opacity <= 0.05:
            computed.hidden = Hiding(opacity[1], opacity[2], True)
    if computed.hidden is None:
        computed.hidden = _subtree_hiding(own, computed, element)
    return computed


def _outside_by_own_extent(own: dict[str, Declared], side: str, offset: float, size: float) -> bool:
    """Whether a box moved `offset` px past `side` of its containing block lies wholly
    outside it: its declared width (left/right) or height (top/bottom) is no larger than
    the offset. A fixed box is placed on the viewport, so any side leaves the screen; an
    absolute one only leaves the page past the left or the top (the page does not scroll
    there), not past the right or bottom (it scrolls)."""
    position = own["position"].value
    if position not in ("fixed", "absolute") or (
        position == "absolute" and side not in ("left", "top")
    ):
        return False
    dimension = own.get("width" if side in ("left", "right") else "height")
    if dimension is None:
        return False
    extent = length_px(dimension.value, font_size=size, percent_of=None)
    return extent is not None and 0 < extent <= offset


def _subtree_hiding(own: dict[str, Declared], computed: Computed, element: Any) -> Hiding | None:
    display = own.get("display")
    if display is not None and display.value == "none":
        return Hiding("display:none", display.origin, False)
    visibility = own.get("content-visibility")
    if visibility is not None and visibility.value == "hidden":
        return Hiding("content-visibility:hidden", visibility.origin, False)
    size = computed.font_size
    position = own.get("position")
    positioned = position is not None and position.value in (
        "absolute",
        "fixed",
        "relative",
        "sticky",
    )
    for side in ("left", "top", "right", "bottom"):
        declared = own.get(side)
        if declared is None or not positioned:
            continue
        offset = length_px(declared.value, font_size=size, percent_of=VIEWPORT_WIDTH)
        if offset is not None and (offset <= -OFFSCREEN_PX or offset >= 10 * VIEWPORT_WIDTH):
            return Hiding(f"off-screen ({side}:{declared.value})", declared.origin, False)
        if offset is not None and offset < 0 and _outside_by_own_extent(own, side, -offset, size):
            # an off-canvas panel: pushed out by at least its own width or height
            # (`position:fixed; right:-320px; width:300px`), however small the offset
            return Hiding(f"off-screen ({side}:{declared.value})", declared.origin, False)
    for side in ("margin-left", "margin-top"):
        declared = own.get(side)
        if declared is None:
            continue
        offset = length_px(declared.value, font_size=size, percent_of=VIEWPORT_WIDTH)
        if offset is not None and offset <= -OFFSCREEN_PX:
            return Hiding(f"off-screen ({side}:{declared.value})", declared.origin, False)
    for name in ("transform", "translate", "scale"):
        declared = own.get(name)
        if declared is not None:
            reason = _transform_hides(name, declared.value, size)
            if reason is None and positioned:
                reason = _translated_past_edge(own, name, declared.value, size)
            if reason:
                return Hiding(reason, declared.origin, "scaled" in reason)
    clip = own.get("clip")
    if clip is not None and positioned and _rect_is_empty(clip.value, size):
        return Hiding(f"clip:{clip.value}", clip.origin, False)
    clip_path = own.get("clip-path")
    if clip_path is not None and _clip_path_is_empty(clip_path.value):
        return Hiding(f"clip-path:{clip_path.value}", clip_path.origin, False)
    overflow = [own[name] for name in ("overflow", "overflow-x", "overflow-y") if name in own]
    if any(o.value.split()[0] in ("hidden", "clip") for o in overflow if o.value):
        for dimension in ("height", "max-height", "width", "max-width"):
            declared = own.get(dimension)
            if declared is None:
                continue
            extent = length_px(declared.value, font_size=size, percent_of=None)
            if extent is not None and extent <= 1:
                return Hiding(
                    f"{dimension}:{declared.value} with overflow:hidden", declared.origin, False
                )
    return _element_hiding(element)


def _element_hiding(element: Any) -> Hiding | None:
    """What hides an element by what it is, whatever the style sheets say."""
    tag = element.tag.lower() if isinstance(element.tag, str) else ""
    if tag == "template":
        return Hiding("<template>", "never rendered", False)
    if tag == "noscript":
        return Hiding("<noscript>", "shown only without JavaScript", False)
    if tag == "dialog" and element.get("open") is None:
        return Hiding("closed <dialog>", "shown only when opened", False)
    parent = element.getparent()
    if (
        parent is not None
        and isinstance(parent.tag, str)
        and parent.tag.lower() == "details"
        and parent.get("open") is None
        and tag != "summary"
    ):
        return Hiding("closed <details>", "shown only when opened", False)
    return None


def _opacity(own: dict[str, Declared]) -> tuple[float, str, str] | None:
    declared = own.get("opacity")
    if declared is not None:
        value = _number(declared.value)
        if value is not None:
            return max(0.0, min(1.0, value)), f"opacity:{declared.value}", declared.origin
    declared = own.get("filter")
    if declared is not None:
        match = re.search(r"opacity\(\s*([\d.]+%?)\s*\)", declared.value)
        if match:
            value = _number(match.group(1))
            if value is not None:
                return max(0.0, min(1.0, value)), f"filter:{declared.value}", declared.origin
    return None


def _number(text: str) -> float | None:
    text = text.strip()
    try:
        return float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        return None


def _font_shorthand_size(declared: Declared | None) -> Declared | None:
    if declared is None:
        return None
    match = re.search(
        r"(?:^|\s)(-?[\d.]+(?:px|pt|em|rem|%|vw|vh|pc|in|cm|mm|ex|ch)?|xx-small|x-small)(?:/\S+)?\s+\S",
        declared.value,
    )
    return replace(declared, value=match.group(1)) if match else None


_FONT_KEYWORDS = {
    "xx-small": 9.0, "x-small": 10.0, "small": 13.0, "medium": 16.0, "large": 18.0,
    "x-large": 24.0, "xx-large": 32.0, "xxx-large": 48.0,
}  # fmt: skip
_UNITS = {
    "px": 1.0,
    "pt": 96 / 72,
    "pc": 16.0,
    "in": 96.0,
    "cm": 96 / 2.54,
    "mm": 96 / 25.4,
    "q": 96 / 101.6,
}


def length_px(
    value: str, *, font_size: float, percent_of: float | None, font: bool = False
) -> float | None:
    """A CSS length in px (None when it cannot be known without layout: auto, calc…)."""
    value = value.strip().lower()
    if font:
        if value in _FONT_KEYWORDS:
            return _FONT_KEYWORDS[value]
        if value == "smaller":
            return font_size / 1.2
        if value == "larger":
            return font_size * 1.2
    match = re.fullmatch(r"(-?\d*\.?\d+(?:e-?\d+)?)([a-z%]*)", value)
    if not match:
        return None
    number, unit = float(match.group(1)), match.group(2)
    if unit in _UNITS:
        return number * _UNITS[unit]
    if unit == "":
        return number if number == 0 or not font else None
    if unit in ("em", "ex", "ch", "cap", "ic", "lh"):
        return number * font_size * (1.0 if unit in ("em", "lh", "ic") else 0.5)
    if unit in ("rem", "rlh"):
        return number * 16.0
    if unit == "%":
        return None if percent_of is None else number * percent_of / 100
    if unit in ("vw", "svw", "lvw", "dvw"):
        return number * VIEWPORT_WIDTH / 100
    if unit in ("vh", "svh", "lvh", "dvh"):
        return number * VIEWPORT_HEIGHT / 100
    if unit == "vmin":
        return number * min(VIEWPORT_WIDTH, VIEWPORT_HEIGHT) / 100
    if unit == "vmax":
        return number * max(VIEWPORT_WIDTH, VIEWPORT_HEIGHT) / 100
    return None


def _transform_hides(name: str, value: str, font_size: float) -> str | None:
    if name == "scale" or "scale" in value:
        for match in re.finditer(
            r"scale[xy3d]*\(\s*([^)]*)\)" if name != "scale" else r"^([^;]*)$", value
        ):
            numbers = [_number(p) for p in re.split(r"[\s,]+", match.group(1).strip()) if p]
            if numbers and any(n is not None and abs(n) <= 0.01 for n in numbers):
                return f"{name}:{value} (scaled to nothing)"
    arguments = (
        re.findall(r"translate[xyz3d]*\(\s*([^)]*)\)", value) if name == "transform" else [value]
    )
    for argument in arguments:
        for part in re.split(r"[\s,]+", argument.strip()):
            offset = length_px(part, font_size=font_size, percent_of=None) if part else None
            if offset is not None and (offset <= -OFFSCREEN_PX or offset >= 10 * VIEWPORT_WIDTH):
                return f"off-screen ({name}:{value})"
    return None


def _translated_past_edge(
    own: dict[str, Declared], name: str, value: str, font_size: float
) -> str | None:
    """Round 27 (C3): an off-canvas panel placed at an edge and translated by its own width
    or height or more, away from the page (`position:fixed; left:0; transform:
    translateX(-110%)`): a percentage of a translation is of the box's own size, so the box
    lies wholly past the edge, wherever the page scrolls for a fixed box and past the left
    or the top for an absolute one (`_outside_by_own_extent`). Half a width (-50%) is a
    centring idiom, and stays."""
    if name == "transform":
        found = re.findall(r"translate(x|y|3d)?\(\s*([^)]*)\)", value)
        pairs: list[tuple[str, str]] = []
        for axis, argument in found:
            parts = [p for p in re.split(r"[\s,]+", argument.strip()) if p]
            if axis in ("x", "y"):
                pairs.extend([(axis, parts[0])] if parts else [])
            else:
                pairs.extend(zip(("x", "y"), parts, strict=False))
    else:
        pairs = list(zip(("x", "y"), value.split(), strict=False))
    for axis, part in pairs:
        if not part.endswith("%"):
            continue
        number = _number(part[:-1])
        if number is None or abs(number) < 100:
            continue
        near, far = ("left", "right") if axis == "x" else ("top", "bottom")
        side = near if number < 0 else far
        position = own["position"].value
        if position not in ("fixed", "absolute") or (position == "absolute" and side == far):
            continue
        declared = own.get(side)
        if declared is None:
            continue
        offset = length_px(declared.value, font_size=font_size, percent_of=None)
        if offset is not None and offset <= 0:
            return f"off-screen ({side}:{declared.value}; {name}:{value})"
    return None


def _rect_is_empty(value: str, font_size: float) -> bool:
    match = re.match(r"rect\(([^)]*)\)", value.replace(" ,", ","))
    if not match:
        return False
    parts = [p for p in re.split(r"[\s,]+", match.group(1).strip()) if p]
    if len(parts) != 4:
        return False
    top, right, bottom, left = (length_px(p, font_size=font_size, percent_of=None) for p in parts)
    if None in (top, right, bottom, left):
        return False
    assert top is not None and right is not None and bottom is not None and left is not None
    return right - left <= 1 or bottom - top <= 1


def _clip_path_is_empty(value: str) -> bool:
    match = re.match(r"inset\(([^)]*)\)", value)
    if match:
        parts = [p for p in re.split(r"[\s,]+", match.group(1).split("round")[0].strip()) if p]
        percents = [_number(p) for p in parts if p.endswith("%")]
        if parts and all(p.endswith("%") for p in parts):
            values = [p for p in percents if p is not None]
            vertical = values[0] + values[2 % len(values)]
            horizontal = (
                values[1 % len(values)] + values[3 % len(values)] if len(values) > 1 else vertical
            )
            return vertical >= 1.0 or horizontal >= 1.0
        return False
    match = re.match(r"(circle|ellipse)\(\s*([^)]*)\)", value)
    if match:
        radii = match.group(2).split(" at ")[0].split()
        return bool(radii) and all(_number(r.rstrip("px")) == 0 for r in radii)
    match = re.match(r"polygon\(([^)]*)\)", value)
    if match:
        points = {tuple(p.split()) for p in match.group(1).split(",") if p.strip()}
        return len(points) <= 1
    return False


def _background_colour(value: str, *, current: RGBA) -> RGBA | None:
    direct = parse_color(value, current=current)
    if direct is not None:
        return direct
    for part in re.findall(r"#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|[a-z]+", value):
        parsed = parse_color(part, current=current)
        if parsed is not None:
            return parsed
    return None


def _content_text(tokens: tuple[Any, ...]) -> str:
    """The literal strings of a `content:` value (`attr()`, counters and images skipped)."""
    return "".join(token.value for token in tokens if getattr(token, "type", "") == "string")


# --- media queries -------------------------------------------------------------------------

_MEDIA_FEATURE = re.compile(r"\(\s*([a-z-]+)\s*(?::\s*([^)]*))?\)")
_MEDIA_RANGE = re.compile(
    r"\(\s*(width|height)\s*(<=|>=|<|>|=)\s*([^)]*)\)|\(\s*([^)<>=]+?)\s*(<=|>=|<|>)\s*(width|height)\s*\)"
)


def media_applies(query_list: str) -> bool:
    """Whether a media query list matches a desktop screen (1280×800, landscape, fine
    pointer, light scheme). Unknown features count as matching: hiding is over-reported
    rather than missed, and hidden text alone is never an injection."""
    text = " ".join(query_list.lower().split())
    if not text:
        return True
    return any(_query_applies(q.strip()) for q in _split_top_level(text))


def _split_top_level(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return parts


def _query_applies(query: str) -> bool:
    negate = query.startswith("not ")
    if negate:
        query = query[4:]
    query = query.removeprefix("only ")
    words = re.sub(r"\([^)]*\)", " ", query).replace(" and ", " ").split()
    media_type = next((w for w in words if w not in ("and", "or")), "all")
    result = media_type in ("all", "screen")
    if result:
        for match in _MEDIA_RANGE.finditer(query):
            result = result and _range_applies(match)
        for match in _MEDIA_FEATURE.finditer(query):
            if re.search(r"[<>=]", match.group(0)):
                continue
            result = result and _feature_applies(match.group(1), (match.group(2) or "").strip())
    return not result if negate else result


def _feature_applies(name: str, value: str) -> bool:
    size = length_px(value, font_size=16.0, percent_of=None) if value else None
    checks: dict[str, Callable[[], bool]] = {
        "min-width": lambda: size is None or size <= VIEWPORT_WIDTH,
        "max-width": lambda: size is None or size >= VIEWPORT_WIDTH,
        "min-height": lambda: size is None or size <= VIEWPORT_HEIGHT,
        "max-height": lambda: size is None or size >= VIEWPORT_HEIGHT,
        "min-device-width": lambda: size is None or size <= VIEWPORT_WIDTH,
        "max-device-width": lambda: size is None or size >= VIEWPORT_WIDTH,
        "orientation": lambda: value in ("", "landscape"),
        "prefers-color-scheme": lambda: value in ("", "light"),
        "hover": lambda: value in ("", "hover"),
        "pointer": lambda: value in ("", "fine"),
        "prefers-reduced-motion": lambda: value in ("", "no-preference"),
        "print": lambda: False,
    }
    check = checks.get(name)
    return True if check is None else bool(check())


def _range_applies(match: re.Match[str]) -> bool:
    if match.group(1):
        dimension, operator, raw = match.group(1), match.group(2), match.group(3)
        flipped = False
    else:
        raw, operator, dimension = match.group(4), match.group(5), match.group(6)
        flipped = True
    size = length_px(raw.strip(), font_size=16.0, percent_of=None)
    if size is None:
        return True
    actual = VIEWPORT_WIDTH if dimension == "width" else VIEWPORT_HEIGHT
    left, right = (size, actual) if flipped else (actual, size)
    return {
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
        "=": left == right,
    }[operator]


# --- colours ---------------------------------------------------------------------------------


def contrast(a: RGBA, b: RGBA) -> float:
    """WCAG contrast ratio of two colours (1 = identical, 21 = black on white)."""
    la, lb = _luminance(a), _luminance(b)
    lighter, darker = max(la, lb), min(la, lb)
    return (lighter + 0.05) / (darker + 0.05)


@lru_cache(maxsize=1024)
def _luminance(colour: RGBA) -> float:
    def channel(value: float) -> float:
        c = max(0.0, min(255.0, value)) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def parse_color(value: str, *, current: RGBA | None = None) -> RGBA | None:
    """A CSS colour as (r, g, b, alpha), or None when it is not one we can read."""
    value = value.strip().lower().replace("!important", "").strip()
    if value in ("currentcolor", "inherit") and current is not None:
        return current
    if value == "transparent":
        return (0.0, 0.0, 0.0, 0.0)
    if value in NAMED_COLOURS:
        return _hex(NAMED_COLOURS[value])
    if value.startswith("#"):
        return _hex(value[1:])
    match = re.fullmatch(r"(rgba?|hsla?)\(([^)]*)\)", value)
    if not match:
        return None
    parts = [p for p in re.split(r"[\s,/]+", match.group(2).strip()) if p]
    if len(parts) < 3:
        return None
    try:
        alpha = _channel(parts[3], 1.0) if len(parts) > 3 else 1.0
        if match.group(1).startswith("rgb"):
            return (
                _channel(parts[0], 255),
                _channel(parts[1], 255),
                _channel(parts[2], 255),
                alpha,
            )
        hue = float(parts[0].removesuffix("deg"))
        saturation = _channel(parts[1], 1.0)
        lightness = _channel(parts[2], 1.0)
    except ValueError:
        return None
    return (*_hsl_to_rgb(hue, saturation, lightness), alpha)


def _channel(part: str, scale: float) -> float:
    if part.endswith("%"):
        return float(part[:-1]) * scale / 100
    return float(part)


def _hex(digits: str) -> RGBA | None:
    if len(digits) in (3, 4):
        digits = "".join(ch * 2 for ch in digits)
    if len(digits) not in (6, 8) or any(c not in "0123456789abcdef" for c in digits):
        return None
    alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
    return (
        float(int(digits[0:2], 16)),
        float(int(digits[2:4], 16)),
        float(int(digits[4:6], 16)),
        alpha,
    )


def _hsl_to_rgb(hue: float, saturation: float, lightness: float) -> tuple[float, float, float]:
    chroma = (1 - abs(2 * lightness - 1)) * saturation
    h = (hue % 360) / 60
    x = chroma * (1 - abs(h % 2 - 1))
    r, g, b = [
        (chroma, x, 0),
        (x, chroma, 0),
        (0, chroma, x),
        (0, x, chroma),
        (x, 0, chroma),
        (chroma, 0, x),
    ][min(5, math.floor(h))]
    m = lightness - chroma / 2
    return ((r + m) * 255, (g + m) * 255, (b + m) * 255)


#: CSS named colours (CSS Color Module Level 4).
NAMED_COLOURS = dict(
    item.split(":")
    for item in (
        "aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 "
        "black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 "
        "cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc "
        "crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 "
        "darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f "
        "darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f "
        "darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 "
        "deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 "
        "floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 "
        "goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 "
        "indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 "
        "lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff "
        "lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 "
        "lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 "
        "lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff "
        "maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db "
        "mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc "
        "mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 "
        "navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 "
        "orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee "
        "palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd "
        "powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 "
        "saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d "
        "silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa "
        "springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 "
        "turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 "
        "yellowgreen:9acd32"
    ).split()
)
