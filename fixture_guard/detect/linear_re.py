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

#: The memory RE2 may give one pattern's automata. Its default (8 MB) is too small for
#: the big alternations here: the DFA's state cache fills, is thrown away and rebuilt
#: over and over on a long page, and every search runs several times slower. Measured on
#: 111 planted pages of personal30 (3.9 M characters, warm): the personal trigger 1.41 s
#: at 8 MB, 0.10 s at 64 MB; person_records' anchors 0.81 s → 0.04 s; 256 MB gains
#: nothing more. The memory is taken only as states are built. Matches do not change:
#: the budget decides only how RE2 searches.
RE2_MAX_MEM = 64 << 20


def re2_options() -> Any:
    """RE2's options for the patterns of this package (the memory budget above)."""
    import re2

    options = re2.Options()
    options.max_mem = RE2_MAX_MEM
    return options


@cache
def compile_linear(pattern: str) -> Any:
    """`pattern` compiled by RE2 (or by `re` without google-re2), once per process."""
    try:
        import re2
    except ImportError:  # pragma: no cover - google-re2 is a dependency
        return re.compile(pattern)
    return re2.compile(pattern, re2_options())
