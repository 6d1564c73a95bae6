"""Run records are the providers' words: what a report quotes from them is masked.

A claim's text, a result URL, a span: any of them may carry a key the provider leaked
or a person's address. The fixtures were checked for secrets and personal data; the run
records were not. Every string a report takes from a run record (citation reasons,
provenance messages, a claim's artifact and span) goes through `masked`, which finds
secrets and personal data with the same detectors as `check` and shows each one only in
its masked form (`tvly-…J0a`).
"""

from __future__ import annotations

from fixture_guard.config import Config
from fixture_guard.masking import mask


def masked(text: str, config: Config | None = None) -> str:
    """`text` with every secret and personal datum in it masked."""
    if not text:
        return text
    from fixture_guard.detect.personal import find_personal
    from fixture_guard.detect.secrets import find_secrets

    matches = list(find_secrets(text, media="text", config=config))
    if config is not None:
        matches += find_personal(text, media="text", config=config)
    out = text
    last = len(text) + 1
    for match in sorted(matches, key=lambda m: (m.start, -m.end), reverse=True):
        if match.end > last:
            continue  # overlaps a match already masked
        out = out[: match.start] + mask(match.value) + out[match.end :]
        last = match.start
    return out
