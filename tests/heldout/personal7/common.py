"""Item constructors shared by the content modules.

``H`` is an HTML-only snippet. ``T`` is a one-line text put in a JSON/YAML field (or, when
the builder sends it to a page, escaped into a block element). ``X`` is a recorded header
of a cassette. ``{v}`` in a text is the datum, written exactly once.
"""

from __future__ import annotations

from typing import Any

NAMES = [
    "María Guadalupe Hernández Ruiz",
    "José Ángel Martínez Ochoa",
    "Ximena Córdoba Treviño",
    "Juan Carlos Peña Villaseñor",
    "Rosa Elena Ibáñez",
    "Luis Fernando Ávila",
    "Ana Sofía Núñez",
    "Citlali Xochitl Ramírez",
    "Héctor Quiñones Saldívar",
    "Guadalupe «Lupita» Domínguez",
    "Martín Gutiérrez Zúñiga",
    "Itzel Montserrat Aguilar",
    "Joaquín Echeverría",
    "Renata Olvera",
    "Diego Armando Cisneros",
    "Fernanda Beltrán Loera",
    "Ricardo Salinas Ocampo",
    "Paola Yáñez",
    "Tomás Ugalde",
    "Verónica Castañeda",
    "Emiliano Zárate Jiménez",
    "Mariana de la Garza",
    "Juan Pablo Orozco",
    "Lucía Maldonado Rivas",
    "Óscar Iván Barrera",
    "Daniela Ruelas",
    "Sebastián Ortiz de Montellano",
    "Valeria Pichardo",
    "Andrés Manuel Tovar",
    "Karla Nayeli Soto",
]
NAMES_EN = ["Jennifer Walsh", "Michael O'Connor", "Priya Raman", "David Kowalski", "Emily Tran"]
NAMES_PT = ["João Pedro Albuquerque", "Ana Beatriz Gonçalves", "Luíza Fernandes", "Thiago Moura"]


def H(kind: str, lang: str, form: str, snippet: str, value: str, **kw: Any) -> dict[str, Any]:
    assert snippet.count("{v}") == 1, snippet
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "place": "html",
        "snippet": snippet.replace("{v}", value),
        "value": value,
        **kw,
    }


def T(
    kind: str, lang: str, form: str, key: str, text: str, value: str, **kw: Any
) -> dict[str, Any]:
    assert text.count("{v}") == 1, text
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "place": "text",
        "key": key,
        "text": text.replace("{v}", value),
        "value": value,
        **kw,
    }


def X(
    kind: str, lang: str, form: str, name: str, text: str, value: str, **kw: Any
) -> dict[str, Any]:
    assert text.count("{v}") == 1, text
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "place": "header",
        "key": name,
        "text": text.replace("{v}", value),
        "value": value,
        **kw,
    }
