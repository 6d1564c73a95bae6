"""Personal-data detection never touches the network: no model download, no suffix list."""

from __future__ import annotations

import json
import subprocess
import sys

from fixture_guard.detect import presidio_mx

# Runs in a fresh interpreter so the analyzer is built (models, registry, tldextract)
# under the block, not taken from this process's cache. Attempts are counted rather than
# only refused: tldextract swallows a failed fetch and falls back to its snapshot, so a
# refusal alone would not show that it tried.
_PROBE = """
import json, socket
attempts = []
def refuse(*args, **kwargs):
    attempts.append(repr(args[1:] if args else kwargs))
    raise OSError("network access during personal-data analysis")
socket.socket.connect = refuse
socket.socket.connect_ex = refuse
socket.create_connection = refuse
socket.getaddrinfo = refuse
from pathlib import Path
from fixture_guard.config import Config
from fixture_guard.detect.personal import find_personal
text = "Escribe a maria.lopez84@gmail.com o al celular 55 1234 5678, CURP LOOA531113HTCPBN07"
matches = find_personal(text, media="html", config=Config(project_dir=Path(".")))
print(json.dumps({"codes": [m.code for m in matches], "attempts": attempts}))
"""


def test_analysis_opens_no_connection() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["attempts"] == []
    assert result["codes"] == ["FG601", "FG602", "FG604"]


def test_registry_holds_only_our_recognizers() -> None:
    names = {r.name for r in presidio_mx.analyzer().registry.recognizers}
    expected = {f"mx-{finder.__name__.removeprefix('find_')}" for _, finder in presidio_mx.FINDERS}
    if presidio_mx.installed_spanish_model() is not None:
        expected.add("SpacyRecognizer")
    assert names == expected


def test_without_a_spanish_model_the_pipeline_is_blank() -> None:
    engine = presidio_mx.analyzer().nlp_engine
    pipeline = engine.nlp[presidio_mx.LANGUAGE]
    if presidio_mx.installed_spanish_model() is None:
        assert pipeline.pipe_names == []
    assert pipeline.lang == "es"


def test_suffix_checks_use_the_bundled_list() -> None:
    from fixture_guard.detect.mx_patterns import _tld_extractor

    assert list(_tld_extractor().suffix_list_urls) == []
