"""A quick yes to "is this document valid?", so that valid documents never load jsonschema.

Importing jsonschema and walking it over every envelope of a large tree cost more than
the rest of a commit hook's run. Almost every fixture is valid, and proving that needs
only the few keywords our shipped schemas use. So `is_surely_valid` answers True only
when it is certain; on any doubt (an unknown keyword, a float where an integer is
wanted, a remote `$ref`) it answers False and the caller asks jsonschema, which then
also words the violations. A False here is never reported by itself.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

# Keywords that only annotate: they never make a document invalid.
_ANNOTATIONS = frozenset(
    {
        "$schema",
        "$id",
        "$comment",
        "title",
        "description",
        "default",
        "examples",
        "format",
        "$defs",
        "definitions",
        "deprecated",
        "readOnly",
        "writeOnly",
    }
)
_HANDLED = frozenset(
    {
        "type",
        "enum",
        "const",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "minItems",
        "maxItems",
        "uniqueItems",
        "minLength",
        "maxLength",
        "pattern",
        "minimum",
        "maximum",
        "propertyNames",
        "anyOf",
        "oneOf",
        "allOf",
        "$ref",
    }
)


class _Unsure(Exception):
    """The schema says something this checker does not decide: ask jsonschema."""


def is_surely_valid(schema: dict[str, Any], instance: Any) -> bool:
    """True only when `instance` certainly satisfies `schema`; False means "ask jsonschema"."""
    try:
        return _valid(schema, instance, schema)
    except _Unsure:
        return False


@cache
def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text)


def _is_type(value: Any, name: str) -> bool:
    if name == "null":
        return value is None
    if name == "boolean":
        return isinstance(value, bool)
    if name == "string":
        return isinstance(value, str)
    if name == "object":
        return isinstance(value, dict)
    if name == "array":
        return isinstance(value, list)
    if isinstance(value, bool):
        return False
    if name == "integer":
        if isinstance(value, float):
            raise _Unsure  # 1.0 is an integer to JSON Schema; let jsonschema decide
        return isinstance(value, int)
    if name == "number":
        return isinstance(value, int | float)
    raise _Unsure


def _same(a: Any, b: Any) -> bool:
    """JSON equality without Python's 1 == True == 1.0; a doubt is never a yes."""
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return a is b
    if isinstance(a, int | float) or isinstance(b, int | float):
        return type(a) is type(b) and a == b
    if isinstance(a, str) or isinstance(b, str):
        return isinstance(a, str) and isinstance(b, str) and a == b
    raise _Unsure  # arrays and objects in enum/const: not used by our schemas


def _resolve(ref: str, root: dict[str, Any]) -> dict[str, Any]:
    if not ref.startswith("#/"):
        raise _Unsure
    node: Any = root
    for part in ref[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        if not isinstance(node, dict) or part not in node:
            raise _Unsure
        node = node[part]
    if not isinstance(node, dict):
        raise _Unsure
    return node


def _valid(schema: Any, value: Any, root: dict[str, Any]) -> bool:
    if schema is True or schema == {}:
        return True
    if schema is False:
        return False
    if not isinstance(schema, dict):
        raise _Unsure
    for keyword in schema:
        if keyword not in _HANDLED and keyword not in _ANNOTATIONS:
            raise _Unsure
    if "$ref" in schema and not _valid(_resolve(schema["$ref"], root), value, root):
        return False
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_is_type(value, name) for name in names):
            return False
    if "enum" in schema and not any(_same(value, option) for option in schema["enum"]):
        return False
    if "const" in schema and not _same(value, schema["const"]):
        return False
    if isinstance(value, dict) and not _valid_object(schema, value, root):
        return False
    if isinstance(value, list) and not _valid_array(schema, value, root):
        return False
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            return False
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            return False
        if "pattern" in schema and not _pattern(schema["pattern"]).search(value):
            return False
    if isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            return False
        if "maximum" in schema and value > schema["maximum"]:
            return False
    if "allOf" in schema and not all(_valid(s, value, root) for s in schema["allOf"]):
        return False
    if "anyOf" in schema and not any(_valid(s, value, root) for s in schema["anyOf"]):
        return False
    return not ("oneOf" in schema and sum(_valid(s, value, root) for s in schema["oneOf"]) != 1)


def _valid_object(schema: dict[str, Any], value: dict[str, Any], root: dict[str, Any]) -> bool:
    if any(key not in value for key in schema.get("required", ())):
        return False
    properties = schema.get("properties", {})
    names = schema.get("propertyNames")
    extra = schema.get("additionalProperties", True)
    for key, item in value.items():
        if names is not None and not _valid(names, key, root):
            return False
        if key in properties:
            if not _valid(properties[key], item, root):
                return False
        elif not _valid(extra, item, root):
            return False
    return True


def _valid_array(schema: dict[str, Any], value: list[Any], root: dict[str, Any]) -> bool:
    if len(value) < schema.get("minItems", 0):
        return False
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        return False
    if "items" in schema and not all(_valid(schema["items"], item, root) for item in value):
        return False
    if schema.get("uniqueItems"):
        if not all(isinstance(item, str) for item in value):
            raise _Unsure
        if len(set(value)) != len(value):
            return False
    return True
