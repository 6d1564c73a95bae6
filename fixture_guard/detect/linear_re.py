"""Patterns compiled for RE2 where google-re2 is installed, else for Python's re.

The cheap passes of the content families (candidate triggers, prefilters, hint words)
are single alternations over whole texts. RE2 runs them as a DFA, in time linear in
the text whatever the number of alternatives (0.015 s/MB where `re` takes 0.5 s/MB on
the captures, docs/personal-data.md); every pattern given here is also valid for `re`,
which is used when the wheel is missing.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any


@cache
def compile_linear(pattern: str) -> Any:
    """`pattern` compiled by RE2 (or by `re` without google-re2), once per process."""
    try:
        import re2
    except ImportError:  # pragma: no cover - google-re2 is a dependency
        return re.compile(pattern)
    return re2.compile(pattern)
