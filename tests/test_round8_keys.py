"""Round 8's classes of secrets and keepers, in examples of my own (no corpus value)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fixture_guard.config import Config
from fixture_guard.detect.personal import find_personal
from fixture_guard.detect.secrets import find_secrets

FOUND = [
    ('curl -H "X-Quokka-Key: qka_live_T7rbQm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5"', "qka_live_T7rb"),
    ("ORBITA_KEY=ORB.Xa81kQm2Lz9vPw4NcHs8.Ke1Yd6Jf3Ua5Rt0Wb7Gn2Vc4Zp9Mq1Sx", "ORB.Xa81"),
    ("te paso la llave: nbl-3fa9c2d1-8e7b6a5f4c3d2e1f0a9b8c7d6e5f4a3b", "nbl-3fa9c2d1"),
    ('<input type="hidden" name="token" value="zz_sk_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W">', "zz_sk_"),
    ("docker login -u bot --password Hq7mZ2xLp9Vw4Nc8Ks1Yd6Jf", "Hq7mZ2x"),
    ("curl https://api.example.mx/v1/charges -u sk_9f8e7d6c5b4a39281706f5e4d3c2b1a0:", "sk_9f8e"),
    ("AWS Secret Access Key [****]: Zr8kLm2QxV9pWn4Tc7Hs1Yb6Jd3Fa5Ug0Ei2Ko", "Zr8kLm2Q"),
    ("sftp://respaldo:$Kq81mZpX2vLw9Tc@files.example.mx/", "$Kq81"),
    ('"X-Nimbo-Auth": "Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W"', "Qm2LxZ9v"),
    (
        'sentry_sdk.init(dsn="https://0a1b2c3d4e5f60718293a4b5c6d7e8f9@o12345.ingest.sentry.io/1")',
        "0a1b2c",
    ),
    ("const s = Stripe('sk_live_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W');", "sk_live_"),
    # an initialiser's name does not make any value public: only the provider's own
    # public shape, in the place the SDK takes it
    (
        "docsearch({ appId: 'ABCDEF1234', apiKey: 'sk_live_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W' })",
        "sk_live_",
    ),
    (
        "Sentry.init({ release: 'sk_live_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W', "
        "dsn: 'https://0a1b2c3d4e5f60718293a4b5c6d7e8f9@o12345.ingest.sentry.io/1' });",
        "sk_live_",
    ),
    ('"merchant_id": "mq2lxz9vpw4nchs8ke1y"', "mq2lxz9v"),
    ('<a href="https://app.hubspot.com/contacts/7712345/objects">CRM</a>', "7712345"),
    ("https://graph.facebook.com/v19.0/act_981234567001/campaigns", "act_98123"),
]
KEPT = [
    "Sentry.init({ dsn: 'https://0a1b2c3d4e5f60718293a4b5c6d7e8f9@o12345.ingest.sentry.io/1' });",
    "const stripe = Stripe('pk_live_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W');",
    "pk_live_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W",
    "docsearch({ appId: 'ABCDEF1234', apiKey: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' })",
    "mapboxgl.accessToken = 'pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJja3h5ejEyMzQ1In0.Qm2LxZ9vPw4NcHs8Ke1Yd6';",
    "req-3fa9c2d1-8e7b-6a5f-4c3d-2e1f0a9b8c7d",
    '"X-Cache-Key": "Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W"',
    "postgres://app:$DB_PASSWORD@db:5432/app",
    '"result_id": "ws_9a8b7c6d5e4f30211203f4e5d6c7b8a9"',
    '<a href="https://example.com/contacts/ventas/">Contacto</a>',
    "Empresa Ejemplo SpA, RUT 96.790.240-3",
]


def _all(text: str) -> list[str]:
    config = Config(Path("."))
    found = find_secrets(text, media="html", config=config)
    found += find_personal(text, media="html", config=config)
    return [m.value for m in found]


@pytest.mark.parametrize(("text", "start"), FOUND)
def test_round8_secret_classes_are_found(text: str, start: str) -> None:
    assert any(value.startswith(start) for value in _all(text)), text


@pytest.mark.parametrize("text", KEPT)
def test_round8_keepers_are_kept(text: str) -> None:
    assert _all(text) == [], text
