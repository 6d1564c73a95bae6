"""What a detector returns: where a value sits, what it is, and what replaces it."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from fixture_guard.finding import value_hash
from fixture_guard.masking import mask


@dataclass(frozen=True)
class Match:
    """A value a detector found in a text, by character offsets [start, end).

    `code` is the rule that reports it. `replacement` is what `redact` writes instead
    (None: report only, never rewrite). `ambiguous` matches become warnings to review.
    """

    code: str
    kind: str  # e.g. "tavily-api-key", "personal-email", "curp"
    start: int
    end: int
    value: str = field(repr=False)
    replacement: str | None = None
    ambiguous: bool = False
    note: str = ""

    @property
    def masked(self) -> str:
        return mask(self.value)

    @property
    def value_hash(self) -> str:
        return value_hash(self.value)


class LineIndex:
    """Character offset → 1-based (line, column) in one text."""

    def __init__(self, text: str) -> None:
        self._starts = [0]
        position = text.find("\n")
        while position != -1:
            self._starts.append(position + 1)
            position = text.find("\n", position + 1)

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._starts, offset)
        return line, offset - self._starts[line - 1] + 1
