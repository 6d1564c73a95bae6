"""Recordings teams already make, read as the contract's exchange envelopes (contract §4).

- **VCR cassettes**, as vcrpy and pytest-recording write them (YAML, or JSON with the
  JSON serializer), Betamax's JSON (prawcore, github3.py), and the `parsed_body` variant
  some projects' serializers write (pydantic-ai): `interactions[].request/response`,
  bodies as `body` (a string, or `{"string": …}`, base64 as `!!binary` or
  `base64_string`, gzip or deflate when `content-encoding` says so) or `parsed_body`.
- **HAR 1.2** (browsers' "Save all as HAR", Playwright's `recordHar`, Polly.js):
  `log.entries[].request/response`, bodies in `postData.text` and `content.text`
  (base64 when `content.encoding` is `base64`).
- **The envelope itself.**

Anything else is refused with a one-line `RecordingError` (exit 2): a cassette must
never be written byte for byte into a `.json` fixture. YAML is read with PyYAML's safe
loader with aliases refused, so a billion-laughs document cannot expand.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import json
import zlib
from dataclasses import dataclass
from typing import Any

from fixture_guard.errors import InputError

#: Formats `redact` converts, as its messages name them.
FORMATS = "an exchange envelope, a VCR cassette (vcrpy, pytest-recording, Betamax) or a HAR file"


class RecordingError(InputError):
    """Not a recording fixture-guard can read, or one whose body cannot be decoded."""


@dataclass(frozen=True)
class Exchange:
    """One request/response of a recording, as an envelope (a dict ready for JSON)."""

    envelope: dict[str, Any]
    index: int  # position in the recording (0-based): --entry N picks it
    source: str  # "envelope", "VCR cassette", "HAR"
    #: When the recorder says it was recorded (Betamax's recorded_at, HAR's startedDateTime).
    recorded_at: str | None = None


# --- parsing --------------------------------------------------------------------------------


def load_yaml(text: str) -> Any:
    """A YAML document through the safe loader, refusing anchors and aliases."""
    import yaml

    class _NoAliases(yaml.SafeLoader):  # type: ignore[misc]
        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.check_event(yaml.AliasEvent):
                event = self.peek_event()
                raise RecordingError(
                    f"YAML alias at line {event.start_mark.line + 1}: refused (aliases can "
                    "expand without bound; cassettes never need them)"
                )
            return super().compose_node(parent, index)

    try:
        return yaml.load(text, Loader=_NoAliases)  # a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise RecordingError(f"not valid YAML{where}: {problem}") from None


def is_cassette(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("interactions"), list)


def is_har(value: Any) -> bool:
    return isinstance(value, dict) and (
        isinstance(value.get("log"), dict)
        or (
            isinstance(value.get("request"), dict)
            and isinstance(value["request"].get("headers"), list)
        )
    )


def is_envelope(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("request"), dict)
        and (isinstance(value.get("response"), dict) or value.get("simulated") == "timeout")
    )


# --- bodies ---------------------------------------------------------------------------------


def _header(headers: dict[str, Any], name: str) -> str:
    for key, value in headers.items():
        if str(key).lower() == name:
            return ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
    return ""


def _decompress(data: bytes, encoding: str, where: str) -> bytes:
    encodings = [e.strip().lower() for e in encoding.split(",") if e.strip()]
    for name in reversed(encodings):
        try:
            if name in ("gzip", "x-gzip"):
                data = gzip.decompress(data)
            elif name == "deflate":
                try:
                    data = zlib.decompress(data)
                except zlib.error:
                    data = zlib.decompress(data, -zlib.MAX_WBITS)
            elif name != "identity":
                raise RecordingError(
                    f"{where}: body encoded as {name!r}, which fixture-guard cannot decode; "
                    "re-record with decoding on (vcrpy: decode_compressed_response=True)"
                )
        except (OSError, EOFError, zlib.error):
            return data  # declared but already decoded (vcrpy keeps the header)
    return data


def _text(data: bytes, where: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordingError(
            f"{where}: body is not UTF-8 text (byte {exc.start}): a binary body cannot be a "
            "JSON fixture"
        ) from None


def _as_value(text: str, headers: dict[str, Any]) -> Any:
    """JSON bodies become JSON values (so the fixture is readable); others stay text."""
    if text == "":
        return None
    content_type = _header(headers, "content-type").lower()
    stripped = text.lstrip()
    if "json" in content_type or (not content_type and stripped[:1] in ("{", "[")):
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def _vcr_body(part: dict[str, Any], headers: dict[str, Any], where: str) -> Any:
    if "parsed_body" in part:
        return part["parsed_body"]
    body = part.get("body")
    if isinstance(body, dict):
        if isinstance(body.get("base64_string"), str) and body["base64_string"]:
            try:
                body = base64.b64decode(body["base64_string"], validate=True)
            except (binascii.Error, ValueError):
                raise RecordingError(f"{where}: base64_string is not base64") from None
        else:
            body = body.get("string")
    if body is None:
        return None
    if isinstance(body, bytes):
        body = _decompress(body, _header(headers, "content-encoding"), where)
        return _as_value(_text(body, where), headers)
    if isinstance(body, str):
        encoding = _header(headers, "content-encoding").lower()
        if "gzip" in encoding or "deflate" in encoding:
            # Some serializers keep compressed bytes as base64 text under `string`.
            try:
                packed = base64.b64decode(body, validate=True)
            except (binascii.Error, ValueError):
                packed = b""
            if packed.startswith(b"\x1f\x8b") or packed[:1] == b"\x78":
                return _as_value(_text(_decompress(packed, encoding, where), where), headers)
        return _as_value(body, headers)
    return body  # already a JSON value


def _vcr_headers(raw: Any) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(raw, dict):
        return headers
    for name, value in raw.items():
        if isinstance(value, list):
            values = [str(v) for v in value]
            headers[str(name)] = values[0] if len(values) == 1 else values
        elif value is not None:
            headers[str(name)] = str(value)
    return headers


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _status(raw: Any) -> Any:
    if isinstance(raw, dict):
        return raw.get("code")
    return raw


# --- conversions ----------------------------------------------------------------------------


def _envelope(
    *,
    case: str,
    operation: str,
    method: Any,
    url: Any,
    request_headers: dict[str, Any],
    request_body: Any,
    status: Any,
    response_headers: dict[str, Any],
    response_body: Any,
    elapsed_ms: Any = None,
) -> dict[str, Any]:
    return {
        "fixture": {"case": case, "operation": operation, "artifact": None},
        "request": {
            "method": method,
            "url": url,
            "headers": request_headers,
            "body": request_body,
        },
        "response": {
            "status": status,
            "headers": response_headers,
            "body": response_body,
            "body_ref": None,
        },
        "elapsed_ms": elapsed_ms if isinstance(elapsed_ms, int | float) else None,
        "simulated": None,
    }


def cassette_exchanges(value: dict[str, Any], *, case: str, operation: str) -> list[Exchange]:
    interactions = value["interactions"]
    if not interactions:
        raise RecordingError("the cassette has no interactions")
    exchanges = []
    for index, interaction in enumerate(interactions):
        where = f"interaction {index}"
        if not isinstance(interaction, dict):
            raise RecordingError(f"{where}: not a request/response pair")
        request, response = interaction.get("request"), interaction.get("response")
        if not isinstance(request, dict) or not isinstance(response, dict):
            raise RecordingError(f"{where}: no request or no response")
        request_headers = _vcr_headers(request.get("headers"))
        response_headers = _vcr_headers(response.get("headers"))
        exchanges.append(
            Exchange(
                _envelope(
                    case=case,
                    operation=operation,
                    method=request.get("method"),
                    url=request.get("uri") or request.get("url"),
                    request_headers=request_headers,
                    request_body=_vcr_body(request, request_headers, f"{where} request"),
                    status=_status(response.get("status")),
                    response_headers=response_headers,
                    response_body=_vcr_body(response, response_headers, f"{where} response"),
                ),
                index,
                "VCR cassette",
                _str(interaction.get("recorded_at")) or _str(value.get("recorded_at")),
            )
        )
    return exchanges


def _har_headers(raw: Any) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    for item in raw if isinstance(raw, list) else []:
        if not isinstance(item, dict) or "name" not in item:
            continue
        name, value = str(item["name"]), str(item.get("value", ""))
        if name in headers:
            previous = headers[name]
            headers[name] = [*previous, value] if isinstance(previous, list) else [previous, value]
        else:
            headers[name] = value
    return headers


def _har_content(content: dict[str, Any], headers: dict[str, Any], where: str) -> Any:
    text = content.get("text")
    if not isinstance(text, str):
        return None
    if content.get("encoding") == "base64":
        try:
            data = base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError):
            raise RecordingError(f"{where}: content.text is not base64") from None
        text = _text(data, where)
    mime = {"content-type": str(content.get("mimeType") or _header(headers, "content-type"))}
    return _as_value(text, mime)


def har_exchanges(value: dict[str, Any], *, case: str, operation: str) -> list[Exchange]:
    if isinstance(value.get("log"), dict):
        entries = value["log"].get("entries") or []
        if not isinstance(entries, list) or not entries:
            raise RecordingError("the HAR file has no entries")
    else:
        entries = [value]  # one entry on its own
    exchanges = []
    for index, item in enumerate(entries):
        where = f"entry {index}"
        if not isinstance(item, dict):
            raise RecordingError(f"{where}: not a HAR entry")
        request, response = item.get("request") or {}, item.get("response") or {}
        if not isinstance(request, dict) or not isinstance(response, dict):
            raise RecordingError(f"{where}: no request or no response")
        request_headers = _har_headers(request.get("headers"))
        response_headers = _har_headers(response.get("headers"))
        post = request.get("postData") if isinstance(request.get("postData"), dict) else {}
        content = response.get("content") if isinstance(response.get("content"), dict) else {}
        exchanges.append(
            Exchange(
                _envelope(
                    case=case,
                    operation=operation,
                    method=request.get("method"),
                    url=request.get("url"),
                    request_headers=request_headers,
                    request_body=_har_content(post or {}, request_headers, f"{where} request"),
                    status=response.get("status"),
                    response_headers=response_headers,
                    response_body=_har_content(
                        content or {}, response_headers, f"{where} response"
                    ),
                    elapsed_ms=item.get("time"),
                ),
                index,
                "HAR",
                _str(item.get("startedDateTime")),
            )
        )
    return exchanges


def exchanges_of(value: Any, *, case: str, operation: str) -> list[Exchange] | None:
    """The exchanges a parsed recording holds, or None when it is not a recording."""
    if is_cassette(value):
        return cassette_exchanges(value, case=case, operation=operation)
    if is_har(value):
        return har_exchanges(value, case=case, operation=operation)
    if is_envelope(value):
        fixture = value.get("fixture")
        if isinstance(fixture, dict):
            fixture.setdefault("case", case)
        else:
            value["fixture"] = {"case": case, "operation": operation, "artifact": None}
        return [Exchange(value, 0, "envelope")]
    return None


def bare_response(
    value: Any, *, case: str, operation: str, url: str, method: str, status: int
) -> Exchange:
    """A provider's response body recorded alone, with the request its recorder names."""
    return Exchange(
        _envelope(
            case=case,
            operation=operation,
            method=method,
            url=url,
            request_headers={},
            request_body=None,
            status=status,
            response_headers={},
            response_body=value,
        ),
        0,
        "response body",
    )
