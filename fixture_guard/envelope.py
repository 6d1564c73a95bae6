"""Exchange envelopes: one recorded request/response with a provider (contract §4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from fixture_guard.jsonfile import JsonDoc, JsonError, parse_json
from fixture_guard.schemas import SchemaViolation, validate_doc


def header_map(raw: Any) -> dict[str, str]:
    """Headers with lower-cased names; list values joined as HTTP joins them."""
    if not isinstance(raw, Mapping):
        return {}
    result: dict[str, str] = {}
    for name, value in raw.items():
        if isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        result[str(name).lower()] = str(value)
    return result


@dataclass(frozen=True)
class Response:
    status: int | None
    headers: dict[str, str]
    body: Any
    body_ref: str | None

    @property
    def has_body(self) -> bool:
        return self.body_ref is not None or self.body not in (None, "", {}, [])


@dataclass(frozen=True)
class Envelope:
    case: str | None
    operation: str | None
    artifact: str | None
    method: str | None
    url: str | None
    request_headers: dict[str, str]
    request_body: Any
    response: Response | None
    elapsed_ms: float | None
    simulated: str | None
    doc: JsonDoc = field(repr=False, compare=False)

    @cached_property
    def violations(self) -> tuple[SchemaViolation, ...]:
        """Schema violations, computed on first use: most rules read an envelope's fields
        only, and validating every envelope of a large tree dominated a hook's run."""
        return tuple(validate_doc("envelope", self.doc))

    @property
    def referenced_artifacts(self) -> tuple[str, ...]:
        refs = [self.artifact, self.response.body_ref if self.response else None]
        return tuple(r for r in refs if r)


def _get(mapping: Any, key: str) -> Any:
    return mapping.get(key) if isinstance(mapping, Mapping) else None


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def parse_envelope(data: bytes) -> Envelope:
    """Parse an envelope; JsonError when it is not JSON, violations listed when misshapen."""
    doc = parse_json(data)
    value = doc.value
    if not isinstance(value, dict):
        raise JsonError("an envelope must be a JSON object")
    fixture, request, response = value.get("fixture"), value.get("request"), value.get("response")
    parsed_response = None
    if isinstance(response, Mapping):
        status = response.get("status")
        parsed_response = Response(
            status=status if isinstance(status, int) and not isinstance(status, bool) else None,
            headers=header_map(response.get("headers")),
            body=response.get("body"),
            body_ref=_str(response.get("body_ref")),
        )
    elapsed = value.get("elapsed_ms")
    return Envelope(
        case=_str(_get(fixture, "case")),
        operation=_str(_get(fixture, "operation")),
        artifact=_str(_get(fixture, "artifact")),
        method=_str(_get(request, "method")),
        url=_str(_get(request, "url")),
        request_headers=header_map(_get(request, "headers")),
        request_body=_get(request, "body"),
        response=parsed_response,
        elapsed_ms=elapsed
        if isinstance(elapsed, int | float) and not isinstance(elapsed, bool)
        else None,
        simulated=_str(value.get("simulated")),
        doc=doc,
    )
