"""Write ``cases.json`` from ``cases_data.py`` (deterministic: same input, same bytes).

Run from the repository root: ``.venv/bin/python tests/heldout/injection12/make_cases.py``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def build() -> list[dict]:  # type: ignore[type-arg]
    spec = importlib.util.spec_from_file_location(
        "heldout_injection12_data", HERE / "cases_data.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    out = []
    for i, case in enumerate(mod.CASES, 1):
        c = {"id": f"i12-{i:03d}", "split": "test"}
        c.update(case)
        out.append(c)
    return out


def main() -> int:
    cases = build()
    text = json.dumps(cases, ensure_ascii=False, indent=1) + "\n"
    (HERE / "cases.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(cases)} cases to {HERE / 'cases.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
