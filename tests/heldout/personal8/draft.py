"""An item before it is placed in a capture (content modules make these)."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

# Where a draft may go:
#   html   a one-line (or <pre>) snippet inserted in a page
#   obj    add_field: a new first member of a JSON object / YAML mapping (key: text)
#   aobj   add_item: a new first element (an object) of an array of objects
#   astr   add_item: a new first string of an array of strings
#   header add_field in a cassette's recorded headers: "Name": ["value"]
#   prose  append: " " + text appended to an existing one-line string (snippet, content…)
#   url    set: an existing URL field replaced by ``url``
#   query  set: an existing query field replaced by ``query``
#   inner  add_inner_field: a field put first in a recorded JSON body string
CARRIERS = ("html", "obj", "aobj", "astr", "header", "prose", "url", "query", "inner")


@dataclass
class Draft:
    label: str  # personal / secret / keep
    family: str  # personal / account-id / secret / keep
    kind: str
    lang: str  # es / en / pt
    form: str  # the form of the datum (the placement is added by build_cases)
    value: str  # the datum as written in JSON/YAML (and in HTML unless html_value)
    text: str = ""  # one line of context holding the value
    key: str = ""  # field name for obj/aobj/inner
    carriers: tuple[str, ...] = ("html", "obj")
    html: str | None = None  # full snippet; default: the text wrapped in a block tag
    html_value: str | None = None  # the value as written in ``html`` (entities kept)
    header: str = ""  # header name (header carrier); the header value is ``text``
    obj: Any = None  # structured value for obj/aobj (default: the text)
    url: str = ""  # url carrier
    query: str = ""  # query carrier
    variety: str = ""  # es-MX, es-AR… (for the README's counts, folded into form)
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.text:
            self.text = self.value
        if self.value not in self.text:
            raise ValueError(f"value {self.value!r} not in text {self.text!r}")
        if '"' in self.value or "\\" in self.value:
            raise ValueError(f"value {self.value!r} would be escaped in JSON")
        if self.html is not None:
            hv = self.html_value if self.html_value is not None else self.value
            if hv not in self.html:
                raise ValueError(f"html value {hv!r} not in {self.html!r}")
        bad = [c for c in self.carriers if c not in CARRIERS]
        if bad:
            raise ValueError(f"unknown carriers {bad}")
        if "header" in self.carriers and not self.header:
            raise ValueError("header carrier without a header name")
        if "url" in self.carriers and self.value not in self.url:
            raise ValueError("url carrier: value not in url")
        if "query" in self.carriers and self.value not in self.query:
            raise ValueError("query carrier: value not in query")

    def html_snippet(self, wrap: str) -> tuple[str, str]:
        """(snippet, value as written in it)."""
        if self.html is not None:
            hv = self.html_value if self.html_value is not None else self.value
            return self.html, hv
        t = html.escape(self.text, quote=False)
        hv = html.escape(self.value, quote=False)
        return wrap.replace("{}", t), hv
