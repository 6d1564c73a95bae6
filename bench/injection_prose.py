"""Precision of the injection detector on technical prose: documentation installed on this
machine (HTML manuals of npm, Node.js, libxslt, valgrind, libffi, gsutil…, the Rust books
and guides, two PDF manuals). None of it is an injection, and much of it is imperative
prose addressed to a reader ("ignore this warning", "call the function", "cite as…",
"the system must…"), so every finding is a false positive.

    .venv/bin/python bench/injection_prose.py [--limit-rust 700]

Prints the number of files read and every file with a finding (its first finding).
"""

from __future__ import annotations

import argparse
import glob
import sys
from pathlib import Path

from fixture_guard.detect.injection import detect
from fixture_guard.errors import FixtureGuardError

_HTML_ROOTS = (
    "/usr/share/doc/*/**/*.htm*",
    "/usr/share/doc/*/*.htm*",
    "/usr/lib/node_modules/npm/docs/**/*.htm*",
    "/usr/lib/google-cloud-sdk/platform/**/*.htm*",
    "/usr/share/gtk-doc/html/**/*.htm*",
)
_RUST = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html"
_RUST_BOOKS = (
    "book",
    "cargo",
    "edition-guide",
    "embedded-book",
    "reference",
    "rustc",
    "rustdoc",
    "nomicon",
    "unstable-book",
    "rust-by-example",
    "clippy",
    "error_codes",
    "style-guide",
)
_PDFS = (
    "/usr/share/doc/libtasn1-doc/libtasn1.pdf",
    "/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf",
)


def files(limit_rust: int) -> list[Path]:
    found: set[Path] = set()
    for pattern in _HTML_ROOTS:
        found.update(Path(p) for p in glob.glob(pattern, recursive=True))
    rust: list[Path] = []
    for book in _RUST_BOOKS:
        rust.extend(sorted(Path(_RUST, book).rglob("*.html")))
    found.update(sorted(rust)[:limit_rust])
    found.update(Path(p) for p in _PDFS if Path(p).exists())
    return sorted(p for p in found if p.is_file() and "print.html" not in p.name)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit-rust", type=int, default=700)
    args = parser.parse_args()
    flagged = 0
    paths = files(args.limit_rust)
    for path in paths:
        media = "pdf" if path.suffix == ".pdf" else "html"
        try:
            found = detect(path.read_bytes(), media)
        except FixtureGuardError:
            continue
        if found:
            flagged += 1
            first = found[0]
            print(
                f"{path}: {first.vector} line {first.line} page {first.page}: {first.cue}: {first.excerpt[:160]!r}"
            )
    print(f"{len(paths)} files, {flagged} with a finding", file=sys.stderr)


if __name__ == "__main__":
    main()
