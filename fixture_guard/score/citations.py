"""Citation coverage's mechanical check: each claim's span, applied to the stored artifact.

The provider's word is never taken (§4.3: "aplicado al artifact almacenado"). A claim is
citable only when its artifact is a **stored artifact** — a page under `_shared/html/` or
a PDF under `_shared/pdf/`, listed in the manifest, whose bytes still hash to the
manifest's sha256 — and its span parses and, resolved on those bytes, yields the text the
claim says it came from. Anything else under the root (the README, a run file, an
exchange envelope, an expected-observations file) is not an artifact: such a claim is
uncitable, and its reason says why. The span grammar and its resolution are
`fixture_guard.spans` (shared with `check`), so the scorer and the linter agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from fixture_guard.content import sniff_media
from fixture_guard.errors import FixtureGuardError
from fixture_guard.manifest import Entry, sha256_bytes
from fixture_guard.score.inputs import Claim
from fixture_guard.tree import FixtureTree, unsafe_reason

#: Where stored artifacts live: the pages and PDFs every provider's extractor read.
ARTIFACT_FOLDERS = ("_shared/html/", "_shared/pdf/")


@dataclass(frozen=True)
class Citation:
    citable: bool
    reason: str


class ArtifactStore:
    """Stored artifacts, read and hash-verified once per scoring, however many claims cite them."""

    def __init__(self, tree: FixtureTree, manifest: Mapping[str, Entry]) -> None:
        self.tree = tree
        self.manifest = manifest
        self._cache: dict[str, tuple[bytes, str] | str] = {}

    def get(self, rel: str) -> tuple[bytes, str] | str:
        """(bytes, media) of the artifact, or why it is not a stored artifact."""
        if rel not in self._cache:
            self._cache[rel] = self._load(rel)
        return self._cache[rel]

    def _load(self, rel: str) -> tuple[bytes, str] | str:
        unsafe = unsafe_reason(rel)
        if unsafe:
            return f"artifact {rel!r} {unsafe}"
        if not rel.startswith(ARTIFACT_FOLDERS):
            return (
                f"{rel} is not a stored artifact: citations resolve only against "
                "_shared/html/ and _shared/pdf/"
            )
        entry = self.manifest.get(rel)
        if entry is None or not entry.sha256:
            return f"artifact {rel} is not in the manifest: its bytes are not the bench's"
        try:
            data = self.tree.resolve(rel).read_bytes()
        except FixtureGuardError as exc:
            return f"artifact {rel}: {exc}"
        except FileNotFoundError:
            return f"artifact {rel} is not in the fixture tree"
        except OSError as exc:
            return f"artifact {rel} cannot be read: {exc.strerror}"
        if sha256_bytes(data) != entry.sha256:
            return (
                f"artifact {rel} does not hash to the manifest's sha256: it was edited after "
                "it was recorded"
            )
        return (data, sniff_media(rel, data))


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
