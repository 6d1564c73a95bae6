"""Where ../shared (the specification's seed, the SARIF schema…) sits beside this checkout."""

from __future__ import annotations

import os
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def shared_dir() -> Path:
    """../shared beside the checkout, or beside the folder of worktrees (a worktree at
    wt/<name> sits one level deeper than the main checkout); FIXTURE_GUARD_SHARED overrides."""
    override = os.environ.get("FIXTURE_GUARD_SHARED")
    if override:
        return Path(override)
    for base in (REPO.parent, REPO.parent.parent):
        if (base / "shared").is_dir():
            return base / "shared"
    return REPO.parent / "shared"
