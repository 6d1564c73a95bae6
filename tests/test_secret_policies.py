"""The three policy calls of docs/secrets.md ("Three policy calls", stop 38): a licence
key is a secret, a PIX key is removed (a random one as a key, a person's CPF, phone or
e-mail by its own rule; a role mailbox kept), and a random key a line calls an example is
still reported. Each case goes through the real detectors."""

from __future__ import annotations

from pathlib import Path

import pytest

from fixture_guard.config import Config
from fixture_guard.detect.personal import find_personal
from fixture_guard.detect.secrets import find_secrets

CONFIG = Config(project_dir=Path("."))


def _codes(line: str) -> set[str]:
    found = find_secrets(line, media="text", config=CONFIG)
    found += find_personal(line, media="text", config=CONFIG)
    return {match.code for match in found}


@pytest.mark.parametrize(
    "line",
    [
        "La clave de licencia para Windows: VK7JG-NPHTM-C97JM-9MPGT-3V66T",
        "la clave de windows que viene en la caja: VK7JG-NPHTM-C97JM-9MPGT-3V66T",
    ],
)
def test_a_licence_key_is_a_secret(line: str) -> None:
    assert "FG501" in _codes(line)


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("Para pagar, a chave do pix: 3f1c2b7e-9a4d-4c1e-8b2a-6d5e4f3a2b1c", "FG501"),
        ("Minha chave pix é o CPF 529.982.247-25, pode mandar.", "FG616"),
    ],
)
def test_a_pix_key_is_removed(line: str, code: str) -> None:
    assert code in _codes(line)


def test_a_role_mailbox_used_as_a_pix_key_is_kept() -> None:
    assert _codes("Chave PIX da loja (CNPJ): pagamentos@lojaexemplo.com.br") == set()


@pytest.mark.parametrize(
    ("line", "reported"),
    [
        # a random key behind "example" is reported: the word alone would hide a real one
        ("Ejemplo de uso: TAVILY_API_KEY=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", True),
        ("Example: export OPENAI_API_KEY=sk-proj-Q7wE9rT2yU4iO6pA8sD0fG1hJ3kL5zX7cV9bN2m", True),
        # a vendor's published sample on a line that calls it one is kept
        ("Example: aws_access_key_id = AKIAIOSFODNN7EXAMPLE", False),
    ],
)
def test_a_random_key_called_an_example_is_reported(line: str, reported: bool) -> None:
    assert ("FG501" in _codes(line)) is reported
