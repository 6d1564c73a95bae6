"""The JSON Schemas of the fixture-tree contract (docs/contract.md), shipped with the package."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, partial
from importlib import resources
from typing import Any

from fixture_guard.jsonfile import JsonDoc, pointer_of


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The schema `<name>.schema.json` shipped in this package."""
    text = resources.files(__name__).joinpath(f"{name}.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@dataclass(frozen=True)
class SchemaViolation:
    pointer: str  # JSON pointer of the offending value in the instance
    message: str
    validator: str  # "required", "type", "enum", ...
    missing: str | None = None  # for "required": the missing property


@cache
def _validator(name: str) -> Any:
    import jsonschema  # deferred: only needed when a document is validated

    if name == "manifest-case":  # one case of the manifest, under the manifest's $defs
        manifest = load_schema("manifest")
        schema = {
            "$schema": manifest["$schema"],
            "$defs": manifest["$defs"],
            **manifest["properties"]["cases"]["additionalProperties"],
        }
    else:
        schema = load_schema(name)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def validate_doc(name: str, doc: JsonDoc) -> list[SchemaViolation]:
    """Every violation of schema `name` by a parsed document. That a document is valid is
    remembered by the sha256 of its text in the run's cache, so a second `check` of an
    unchanged tree imports no validator (the schemas are part of the cache's code
    fingerprint). An invalid one is validated again each time: its violations name its
    keys, and nothing from a file but findings is stored."""
    import hashlib

    from fixture_guard.cache import memo

    if name == "manifest" and _is_object_of_objects(doc.value):
        return _validate_manifest_by_case(doc.value)
    digest = hashlib.sha256(doc.text.encode("utf-8", "surrogatepass")).hexdigest()
    return memo(
        ("schema-valid", name, digest),
        lambda: list(validate(name, doc.value)),
        encode=lambda found: None if found else True,
        decode=_valid,
    )


def _is_object_of_objects(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("cases"), dict)


def _validate_manifest_by_case(manifest: dict[str, Any]) -> list[SchemaViolation]:
    """The manifest validated case by case, each case's validity remembered by its own
    content. A commit that re-records five fixtures changes the manifest's bytes, but
    not the 5,000 other cases: only the changed ones are validated again (and a hook
    run whose cases are all known imports no validator). The result is the one
    validating the whole document gives: the manifest schema checks each case with
    `$defs/case` alone, so the document is valid exactly when its shell (version, the
    case ids) and every case are."""
    import hashlib

    from fixture_guard.cache import memo

    cases: dict[str, Any] = manifest["cases"]
    shell = {**manifest, "cases": {case_id: {} for case_id in cases}}
    violations = list(validate("manifest", shell)) if _shell_needs_validation(shell) else []
    for case_id, files in cases.items():
        text = json.dumps([case_id, files], ensure_ascii=False, sort_keys=True)
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
        prefix = pointer_of(["cases", case_id])
        violations.extend(
            memo(
                ("schema-valid", "manifest-case", digest),
                partial(_validate_case, files, prefix),
                encode=lambda found: None if found else True,
                decode=_valid,
            )
        )
    # the order validating the whole document gives: by path, then as found
    return sorted(violations, key=lambda v: _path_of(v.pointer))


def _path_of(pointer: str) -> list[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def _shell_needs_validation(shell: dict[str, Any]) -> bool:
    """Whether the manifest's shell can break a rule: anything but a version 1 with
    case ids of the allowed shape. Checked here so that a valid shell imports nothing."""
    import re

    pattern = load_schema("manifest")["properties"]["cases"]["propertyNames"]["pattern"]
    return (
        set(shell) != {"version", "cases"}
        or shell["version"] != 1
        or isinstance(shell["version"], bool)
        or not all(re.search(pattern, case_id) for case_id in shell["cases"])
    )


def _validate_case(files: Any, prefix: str) -> list[SchemaViolation]:
    return [
        dataclasses.replace(violation, pointer=prefix + violation.pointer)
        for violation in validate("manifest-case", files)
    ]


def _valid(raw: Any) -> list[SchemaViolation]:
    if raw is not True:
        raise ValueError("not a stored validation")
    return []


def validate(name: str, instance: Any) -> Iterator[SchemaViolation]:
    """Every violation of schema `name`, deepest first within each branch, in document order."""
    errors = sorted(
        _validator(name).iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path]
    )
    for error in errors:
        missing = None
        if error.validator == "required":
            # jsonschema words it "'x' is a required property"; keep the name apart.
            missing = str(error.message).split("'")[1] if "'" in error.message else None
        yield SchemaViolation(
            pointer=pointer_of(list(error.absolute_path)),
            message=_describe(error),
            validator=str(error.validator),
            missing=missing,
        )


def _describe(error: Any) -> str:
    """What is wrong, in words that never quote the offending value.

    A value in a fixture may be a secret; jsonschema's own messages repeat it.
    """
    kind, expected = str(error.validator), error.validator_value
    if kind == "required":
        return error.message.replace(" is a required property", " is required")  # type: ignore[no-any-return]
    if kind == "type":
        wanted = expected if isinstance(expected, str) else " or ".join(expected)
        return f"expected {wanted}, found {_json_type(error.instance)}"
    if kind == "enum":
        return "expected one of " + ", ".join(json.dumps(v) for v in expected)
    if kind == "const":
        return f"expected {json.dumps(expected)}"
    if kind == "pattern":
        return f"does not match the pattern {expected}"
    if kind in ("minimum", "minLength", "minItems"):
        return f"{kind} is {expected}"
    if kind == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(k for k in error.instance if k not in allowed)
        return "unexpected field(s): " + ", ".join(extra[:5])
    if kind == "propertyNames":
        return "key does not match the pattern " + str(expected.get("pattern", ""))
    if kind == "uniqueItems":
        return "items must be unique"
    return f"fails the schema rule {kind!r}"


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"
