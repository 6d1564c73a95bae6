from __future__ import annotations

from fixture_guard.cli import main

if __name__ == "__main__":
    main()
