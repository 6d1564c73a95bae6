"""fixture-guard: governs recorded web-search fixtures and scores the bench built on them."""

from __future__ import annotations

__version__ = "0.1.0"
