from __future__ import annotations

from fixture_guard.cli import main

main()
