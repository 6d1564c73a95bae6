"""Citation coverage's mechanical check: each claim's span, applied to the stored artifact.

The provider's word is never taken: a claim is citable only when its span parses and,
resolved on the `_shared/` artifact as committed (whose hash `check` verified), yields
the text the claim says it came from. The span grammar and its resolution are
`fixture_guard.spans` (shared with `check`), so the scorer and the linter agree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from fixture_guard.content import sniff_media
from fixture_guard.errors import FixtureGuardError
from fixture_guard.score.inputs import Claim
from fixture_guard.tree import FixtureTree


@dataclass(frozen=True)
class Citation:
    citable: bool
    reason: str


class ArtifactStore:
    """Artifacts read once per scoring, however many claims cite them."""

    def __init__(self, tree: FixtureTree) -> None:
        self.tree = tree
        self._cache: dict[str, tuple[bytes, str] | str] = {}

    def get(self, rel: str) -> tuple[bytes, str] | str:
        """(bytes, media) of the artifact, or why it cannot be read."""
        if rel not in self._cache:
            try:
                path = self.tree.resolve(rel)
                data = path.read_bytes()
                self._cache[rel] = (data, sniff_media(rel, data))
            except FixtureGuardError as exc:
                self._cache[rel] = f"artifact {rel}: {exc}"
            except FileNotFoundError:
                self._cache[rel] = f"artifact {rel} is not in the fixture tree"
            except OSError as exc:
                self._cache[rel] = f"artifact {rel} cannot be read: {exc.strerror}"
        return self._cache[rel]


def check_claim(claim: Claim, store: ArtifactStore) -> Citation:
    """Whether the claim's observation cites the text it was derived from."""
    from fixture_guard.spans import is_citable  # the span resolver (pdfplumber, lxml) is heavy

    missing = [
        name
        for name, value in (
            ("artifact", claim.artifact),
            ("span", claim.span),
            ("text", claim.text),
        )
        if not value
    ]
    if missing:
        return Citation(False, f"observation has no {', '.join(missing)}")
    assert claim.artifact is not None and claim.span is not None and claim.text is not None
    loaded = store.get(claim.artifact)
    if isinstance(loaded, str):
        return Citation(False, loaded)
    data, media = loaded
    result = is_citable(claim.span, data, media=media, expected_text=claim.text)
    return Citation(result.citable, result.reason)


def check_claims(claims: Iterable[Claim], store: ArtifactStore) -> dict[str, Citation]:
    """Claim id → its citation check."""
    return {claim.id: check_claim(claim, store) for claim in claims}
