"""Where an item can be planted in a capture: HTML insertion points, JSON/YAML paths.

The captures are read from disk (never copied); the sites found here are written into
``cases.json`` as planting blocks. Every site is checked again by ``check_corpus.py`` by
planting the item for real.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans

BLOCK = {
    "p", "div", "section", "article", "aside", "header", "footer", "nav", "main", "h1", "h2",
    "h3", "h4", "h5", "h6", "ul", "ol", "table", "figure", "blockquote", "form",
}  # fmt: skip
VOID = {
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
    "source", "track", "wbr",
}  # fmt: skip
# No site inside these (raw text, hidden by nature, interactive, or inline/phrasing).
NO_ANCESTOR = {
    "head", "script", "style", "noscript", "pre", "textarea", "select", "svg", "iframe",
    "button", "label", "a", "p", "span", "template", "title", "math", "object", "h1", "h2",
    "h3", "h4", "h5", "h6", "em", "strong", "b", "i", "small", "code", "option", "table",
    "ul", "ol", "dl",
}  # fmt: skip

PROSE_KEYS = {
    "snippet", "description", "content", "text", "name", "title", "message", "summary",
    "raw", "displayText", "htmlSnippet",
}  # fmt: skip
URL_KEYS = {"uri", "url", "link", "webSearchUrl", "hostPageUrl", "cachedPageUrl", "contentUrl"}
QUERY_KEYS = {"query", "originalQuery", "searchTerms", "original", "q", "altered"}


@dataclass
class Sites:
    target: str
    kind: str  # html / json / yaml
    html: list[dict[str, Any]] = field(default_factory=list)
    objects: list[list[Any]] = field(default_factory=list)  # add_field (not headers)
    headers: list[list[Any]] = field(default_factory=list)  # add_field, header form
    arrays_str: list[list[Any]] = field(default_factory=list)  # add_item, strings
    arrays_obj: list[list[Any]] = field(default_factory=list)  # add_item, objects
    prose: list[list[Any]] = field(default_factory=list)  # append
    urls: list[list[Any]] = field(default_factory=list)  # set
    queries: list[list[Any]] = field(default_factory=list)  # set
    inner: list[list[Any]] = field(default_factory=list)  # add_inner_field


class _SiteParser(HTMLParser):
    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.text = text
        self.offs = [0]
        for i, c in enumerate(text):
            if c == "\n":
                self.offs.append(i + 1)
        self.stack: list[str] = []
        self.sites: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line, col = self.getpos()
        if tag in BLOCK and "p" in self.stack:
            while self.stack and self.stack.pop() != "p":
                pass
        if tag == "li" and "li" in self.stack:
            while self.stack and self.stack.pop() != "li":
                pass
        if (
            tag in BLOCK
            and "body" in self.stack
            and not (set(self.stack) & NO_ANCESTOR)
            and not any(
                (k == "style" and v and "display:none" in v.replace(" ", "")) for k, v in attrs
            )
        ):
            at = self.offs[line - 1] + col
            j = at - 1
            while j >= 0 and self.text[j] in " \t\r\n":
                j -= 1
            if j >= 0 and self.text[j] == ">":
                ls = self.offs[line - 1]
                if not self.text[ls:at].strip():
                    self.sites.append(
                        {"line": line, "col": 0, "expect": self.text[ls : at + 1 + len(tag)]}
                    )
                else:
                    self.sites.append({"line": line, "col": col, "expect": "<" + tag})
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass


def html_sites(text: str) -> list[dict[str, Any]]:
    p = _SiteParser(text)
    p.feed(text)
    p.close()
    return p.sites


def _json_sites(text: str, s: Sites) -> None:
    spans = _JsonSpans(text).spans
    for path, (a, b) in sorted(spans.items(), key=lambda kv: kv[1][0]):
        c = text[a]
        key = path[-1] if path else None
        if c == "{":
            j = a + 1
            while text[j] in " \t\r\n":
                j += 1
            if text[j] == "}" or "\n" not in text[a + 1 : j]:
                continue
            if key == "headers":
                s.headers.append(list(path))
            else:
                s.objects.append(list(path))
        elif c == "[":
            j = a + 1
            while text[j] in " \t\r\n":
                j += 1
            if text[j] == "]" or "\n" not in text[a + 1 : j]:
                continue
            if len(path) >= 2 and path[-2] == "headers":
                continue
            if text[j] == '"':
                s.arrays_str.append(list(path))
            elif text[j] == "{":
                s.arrays_obj.append(list(path))
        elif c == '"' and isinstance(key, str):
            val = json.loads(text[a:b])
            if key in PROSE_KEYS and 20 <= len(val) <= 600 and _innocuous(val):
                s.prose.append(list(path))
            elif key in URL_KEYS and val.startswith("http") and _innocuous(val):
                s.urls.append(list(path))
            elif key in QUERY_KEYS and 2 <= len(val) <= 120:
                s.queries.append(list(path))
            elif key == "string":
                try:
                    inner = json.loads(val)
                except ValueError:
                    continue
                if isinstance(inner, dict):
                    s.inner.append(list(path))


def _innocuous(val: str) -> bool:
    """An existing line we may edit in place: nothing on it that a detector could
    rightly flag already (no e-mail, no long digit run, no credential word)."""
    low = val.lower()
    if "@" in val or any(w in low for w in ("key", "token", "secret", "bearer", "password")):
        return False
    run = 0
    for ch in val:
        run = run + 1 if ch.isdigit() else 0
        if run >= 6:
            return False
    return True


def _yaml_sites(text: str, s: Sites) -> None:
    root = yaml.compose(text, Loader=yaml.SafeLoader)

    def walk(node: yaml.Node, path: list[Any]) -> None:
        key = path[-1] if path else None
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (s.headers if key == "headers" else s.objects).append(list(path))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            if (
                node.value
                and not node.flow_style
                and not (len(path) >= 2 and path[-2] == "headers")
            ):
                first = node.value[0]
                if isinstance(first, yaml.ScalarNode):
                    s.arrays_str.append(list(path))
                elif isinstance(first, yaml.MappingNode):
                    s.arrays_obj.append(list(path))
            for i, v in enumerate(node.value):
                walk(v, [*path, i])
        elif isinstance(node, yaml.ScalarNode) and isinstance(key, str):
            one_line = node.start_mark.line == node.end_mark.line
            if not one_line or node.tag != "tag:yaml.org,2002:str":
                return
            val = node.value
            if key in PROSE_KEYS and 20 <= len(val) <= 600 and _innocuous(val):
                s.prose.append(list(path))
            elif key in URL_KEYS and val.startswith("http") and _innocuous(val):
                s.urls.append(list(path))
            elif key in QUERY_KEYS and 2 <= len(val) <= 120:
                s.queries.append(list(path))

    walk(root, [])


def find_sites(captures: Path) -> list[Sites]:
    out = []
    for sub in ("html", "search", "errors", "injection"):
        for f in sorted((captures / sub).iterdir()):
            rel = f"{sub}/{f.name}"
            text = f.read_bytes().decode("utf-8")
            if f.suffix == ".html":
                s = Sites(rel, "html", html=html_sites(text))
            elif f.suffix == ".json":
                s = Sites(rel, "json")
                _json_sites(text.lstrip("\ufeff") if False else text, s)
            elif f.suffix in (".yaml", ".yml"):
                s = Sites(rel, "yaml")
                _yaml_sites(text, s)
            else:
                continue
            out.append(s)
    return out


if __name__ == "__main__":
    import sys

    for s in find_sites(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/captures")):
        print(
            s.target,
            s.kind,
            "html",
            len(s.html),
            "obj",
            len(s.objects),
            "hdr",
            len(s.headers),
            "astr",
            len(s.arrays_str),
            "aobj",
            len(s.arrays_obj),
            "prose",
            len(s.prose),
            "url",
            len(s.urls),
            "q",
            len(s.queries),
            "inner",
            len(s.inner),
        )
