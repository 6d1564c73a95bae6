"""Small helpers shared by tests: running the CLI for real and editing a bench copy."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from fixture_guard.cli import cli


def run(*args: str) -> Result:
    """Run `fixture-guard ARGS…` in-process, as a user would, with stderr kept apart."""
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def sarif_results(result: Result) -> list[dict[str, Any]]:
    document = json.loads(result.stdout)
    return [r for r in document["runs"][0]["results"] if not r.get("suppressions")]


def result_uris(results: list[dict[str, Any]]) -> set[str]:
    uris = set()
    for result in results:
        for location in result["locations"] + result.get("relatedLocations", []):
            uris.add(location["physicalLocation"]["artifactLocation"]["uri"])
    return uris


def load_manifest(bench: Path) -> dict[str, Any]:
    return json.loads((bench / "manifest.json").read_text(encoding="utf-8"))


def save_manifest(bench: Path, data: dict[str, Any]) -> None:
    (bench / "manifest.json").write_text(json.dumps(data, indent=2), encoding="utf-8")


def entry(manifest: dict[str, Any], rel: str) -> dict[str, Any]:
    for files in manifest["cases"].values():
        if rel in files:
            return files[rel]  # type: ignore[no-any-return]
    raise KeyError(rel)


def rehash(bench: Path, rel: str) -> None:
    """Record a deliberate change to a fixture in the manifest (as `manifest update --rehash`)."""
    data = load_manifest(bench)
    raw = (bench / "fixtures" / rel).read_bytes()
    target = entry(data, rel)
    target["sha256"] = hashlib.sha256(raw).hexdigest()
    target["bytes"] = len(raw)
    save_manifest(bench, data)


def tree_digest(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }
