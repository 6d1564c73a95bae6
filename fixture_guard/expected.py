"""`_shared/expected/<case-id>.json`: the observations a case's claims must cite (contract §6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fixture_guard.jsonfile import JsonDoc, JsonError, parse_json


@dataclass(frozen=True)
class Observation:
    claim_id: str
    claim_type: str | None
    artifact: str | None
    span: str | None
    text: str | None
    published_at: str | None
    contradicts_claim_ids: tuple[str, ...]
    index: int  # position in the file, for locations
    #: A scanned PDF's observation names the failure the adapter must report instead of text.
    expected_error: str | None = None
    #: sha256 of the artifact the observation was captured against (committed or original).
    artifact_sha256: str | None = None

    @property
    def pointer(self) -> str:
        return f"/observations/{self.index}"


@dataclass(frozen=True)
class ExpectedFile:
    case: str | None
    observations: tuple[Observation, ...]
    doc: JsonDoc = field(repr=False, compare=False)


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def parse_expected(data: bytes) -> ExpectedFile:
    """Parse an expected-observations file; JsonError when it is not a JSON object."""
    doc = parse_json(data)
    if not isinstance(doc.value, dict):
        raise JsonError("an expected-observations file must be a JSON object")
    observations = []
    raw_list = doc.value.get("observations")
    for index, raw in enumerate(raw_list if isinstance(raw_list, list) else []):
        if not isinstance(raw, dict) or not isinstance(raw.get("claim_id"), str):
            continue
        links = raw.get("contradicts_claim_ids")
        observations.append(
            Observation(
                claim_id=raw["claim_id"],
                claim_type=_str(raw.get("claim_type")),
                artifact=_str(raw.get("artifact")),
                span=_str(raw.get("span")),
                text=_str(raw.get("text")),
                published_at=_str(raw.get("published_at")),
                contradicts_claim_ids=tuple(x for x in links if isinstance(x, str))
                if isinstance(links, list)
                else (),
                index=index,
                expected_error=_str(raw.get("expected_error")),
                artifact_sha256=_str(raw.get("artifact_sha256")),
            )
        )
    return ExpectedFile(case=_str(doc.value.get("case")), observations=tuple(observations), doc=doc)
