"""`fixture-guard score`: the measures of §4, the gates of §5, and the ranking.

`measures` declares every measure once (name, formula, parameters); `compute` computes
them per case and aggregates per category and overall; `bench` validates the inputs and
runs it all over a fixture tree and one run.
"""

from __future__ import annotations
