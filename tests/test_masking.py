from __future__ import annotations

import pytest

from fixture_guard.masking import mask


@pytest.mark.parametrize(
    "secret",
    [
        "tvly-AbCdEf1234567890XyZ3Fq",
        "sk-proj-0123456789abcdefABCDEF",
        "ventas.privadas@example.mx",
        "5512345678",
    ],
)
def test_mask_never_shows_most_of_the_value(secret: str) -> None:
    masked = mask(secret)
    visible = masked.replace("…", "")
    assert len(visible) <= max(2, len(secret) // 3)
    assert secret not in masked


def test_mask_keeps_a_recognisable_prefix_and_tail() -> None:
    assert mask("tvly-AbCdEf1234567890XyZ3Fq") == "tvly-…3Fq"
