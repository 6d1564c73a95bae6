"""Secret detection: each rule on a small example, each noise filter proven on a real page.

A filter test first shows that the real page holds a value a generic scanner flags
(random-looking, as detect-secrets' entropy plugins see it), then that we do not.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fixture_guard.config import Config
from fixture_guard.detect.secrets import (
    ACCOUNT_ID,
    API_KEY,
    AUTH_HEADER,
    COOKIE,
    KEPT_VALUE_REMOVED,
    SECRET_PLACEHOLDER,
    TOKEN,
    URL_CREDENTIAL,
    find_removed_kept_values,
    find_secrets,
    is_placeholder,
    jwt_is_credential,
    looks_random,
)


def _page(captures: Path, rel: str) -> str:
    return (captures / rel).read_bytes().decode("utf-8-sig")


def _matches_at(text: str, value: str) -> list[str]:
    start = text.index(value)
    return [
        m.code
        for m in find_secrets(text, media="html")
        if m.start < start + len(value) and m.end > start
    ]


# --- noise filters, each on a real capture ----------------------------------------------


def test_sri_integrity_hash_is_not_a_secret(captures: Path) -> None:
    page = _page(captures, "html/es-mx_unocero_tech-news-android-apps.html")
    value = re.search(r'integrity="(sha384-[^"]+)"', page).group(1)  # type: ignore[union-attr]
    assert looks_random(value)
    assert _matches_at(page, value) == []


@pytest.mark.parametrize(
    "rel",
    [
        "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
        "html/de_bafa-gov_mineraloel-statistics-table.html",
    ],
)
def test_site_verification_meta_is_not_a_secret(captures: Path, rel: str) -> None:
    page = _page(captures, rel)
    value = re.search(
        r'content="([^"]+)" name="google-site-verification"|'
        r'name="google-site-verification" content="([^"]+)"',
        page,
    )
    assert value is not None
    token = value.group(1) or value.group(2)
    assert looks_random(token)
    assert _matches_at(page, token) == []


def test_request_id_uuid_is_not_a_secret(captures: Path) -> None:
    cassette = _page(captures, "search/tavily_pydantic-ai_basic-search.cassette.yaml")
    value = "3b2f7385-b01d-479e-9825-1ce0f8c59b93"
    assert f"request_id: {value}" in cassette and looks_random(value)
    assert _matches_at(cassette, value) == []


def test_etag_header_is_not_a_secret(captures: Path) -> None:
    cassette = _page(captures, "search/firecrawl_crewai_search-firecrawl.cassette.yaml")
    etag = re.search(r"ETag:\n\s+- '?([^'\n]+)", cassette).group(1)  # type: ignore[union-attr]
    assert _matches_at(cassette, etag) == []


def test_recorders_placeholders_are_not_secrets(captures: Path) -> None:
    gemini = _page(captures, "errors/gemini_crewai_429-resource-exhausted.cassette.yaml")
    reddit = _page(
        captures, "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json"
    )
    firecrawl = _page(captures, "search/firecrawl_crewai_search-firecrawl.cassette.yaml")
    for text, value in (
        (gemini, "X-GOOG-API-KEY-XXX"),
        (reddit, "<BASIC_AUTH>"),
        (reddit, "-000000000000000000000000000000"),
        (firecrawl, "fc-YOUR_API_KEY"),
    ):
        assert value in text
        assert _matches_at(text, value) == [], value


def test_a_key_format_inside_a_base64_video_is_chance(captures: Path) -> None:
    # The MP4 in the Gemini request body contains `ABIA` + 16 capitals: AWS's key shape.
    cassette = _page(captures, "errors/gemini_crewai_429-resource-exhausted.cassette.yaml")
    assert re.search(r"ABIA[0-9A-Z]{16}", cassette)
    assert [m for m in find_secrets(cassette, media="text") if m.kind == "aws-access-key"] == []


def test_public_beacon_key_of_a_real_page_is_not_a_secret(captures: Path) -> None:
    page = _page(captures, "html/es-pe_elcomercio_signwall-paywall-article.html")
    assert 'BOOMR_API_key="DKVVE-VBC65-XAQWT-VGRT2-VG8CU"' in page
    assert _matches_at(page, "DKVVE-VBC65-XAQWT-VGRT2-VG8CU") == []


def test_search_engine_id_and_encrypted_content_are_not_secrets(captures: Path) -> None:
    google = _page(captures, "search/google-cse_semantic-kernel_what-is-sk.json")
    anthropic = _page(captures, "search/anthropic-web-search_vercel-ai_tech-news.json")
    assert find_secrets(google, media="json") == []
    assert '"encrypted_content"' in anthropic and find_secrets(anthropic, media="json") == []


# --- the La Nación JWT: decided, not ignored ---------------------------------------------


def test_la_nacion_comment_widget_jwt_is_public_page_data(captures: Path) -> None:
    page = _page(captures, "html/es-ar_lanacion_opinion-article.html")
    token = re.search(r"eyJ0eXAi[\w-]+\.[\w-]+\.[\w-]+", page).group(0)  # type: ignore[union-attr]
    assert not jwt_is_credential(token)
    assert _matches_at(page, token) == []


def test_the_same_jwt_in_an_authorization_header_is_a_credential(captures: Path) -> None:
    page = _page(captures, "html/es-ar_lanacion_opinion-article.html")
    token = re.search(r"eyJ0eXAi[\w-]+\.[\w-]+\.[\w-]+", page).group(0)  # type: ignore[union-attr]
    [match] = find_secrets(f'"Authorization": "Bearer {token}"', media="json")
    assert match.code == AUTH_HEADER and match.value == token


def test_a_jwt_with_identity_claims_is_a_token() -> None:
    token = (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaWF0IjoxNTE2MjM5MDIyfQ"
        ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    )
    [match] = find_secrets(f"<div data-session='{token}'></div>", media="html")
    assert (match.code, match.kind) == (TOKEN, "jwt")


# --- what each rule finds -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code", "value"),
    [
        (
            '"api_key": "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"',
            API_KEY,
            "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",
        ),
        (
            "EXA_API_KEY=6f1c2b7e-93d4-4a8e-b1f0-2c5d7e9a3b41",
            API_KEY,
            "6f1c2b7e-93d4-4a8e-b1f0-2c5d7e9a3b41",
        ),
        # A header holding a known key format is reported as that key (the more specific).
        (
            "      X-Subscription-Token:\n      - BSAq8Kd2mXv9LpT4wZr7NcY1hJe5GfU",
            API_KEY,
            "BSAq8Kd2mXv9LpT4wZr7NcY1hJe5GfU",
        ),
        (
            "      X-Subscription-Token:\n      - 9dK2mXv9LpT4wZr7NcY1hJe5GfUaq8",
            AUTH_HEADER,
            "9dK2mXv9LpT4wZr7NcY1hJe5GfUaq8",
        ),
        (
            '{"name": "x-api-key", "value": "a81f3c9d0e7b4f2a96c5d8e1b3a7f4c2"}',
            AUTH_HEADER,
            "a81f3c9d0e7b4f2a96c5d8e1b3a7f4c2",
        ),
        (
            "Authorization: Bearer jina_4bQk2PqXw8ZmT1yLr0VdN6sHc3JfGa9E7uWp5oRt1LkMn0Bv"
            "Cx2ZaQw9Er8T",
            API_KEY,
            "jina_4bQk2PqXw8ZmT1yLr0VdN6sHc3JfGa9E7uWp5oRt1LkMn0BvCx2ZaQw9Er8T",
        ),
        (
            "GET /search.json?q=acero&api_key="
            "3f9c0b6e1d8a4c7f2e5b9a0d3c6f8e1b4a7d0c3f6e9b2a5d8c1f4e7b0a3d6c9f",
            URL_CREDENTIAL,
            "3f9c0b6e1d8a4c7f2e5b9a0d3c6f8e1b4a7d0c3f6e9b2a5d8c1f4e7b0a3d6c9f",
        ),
        ("proxy: https://bench:Xk29fLp0Qw7@proxy.example.net:8080/", URL_CREDENTIAL, "Xk29fLp0Qw7"),
        (
            '"openai-organization": "org-Xk2Lm9Qp4Rt7Vw1Yz3Bn6Cd8"',
            ACCOUNT_ID,
            "org-Xk2Lm9Qp4Rt7Vw1Yz3Bn6Cd8",
        ),
        ('"team_id": 8812345', ACCOUNT_ID, "8812345"),
        (
            '<meta content="Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6" name="access_token" />',
            TOKEN,
            "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6",
        ),
        (
            "<p>Tu API key: 6f1c2b7e-93d4-4a8e-b1f0-2c5d7e9a3b41</p>",
            API_KEY,
            "6f1c2b7e-93d4-4a8e-b1f0-2c5d7e9a3b41",
        ),
        (
            '"Cookie": ["session_tracker=BZGb7bKat7vYMk9eYY.0.13881; loid=0tL8IPJr2JUXU"]',
            COOKIE,
            "session_tracker=BZGb7bKat7vYMk9eYY.0.13881; loid=0tL8IPJr2JUXU",
        ),
        ('"refresh_token": "rt_9Fq2Lx7Kp0Zw3Nv8Bm5Tc1Hy6"', TOKEN, "rt_9Fq2Lx7Kp0Zw3Nv8Bm5Tc1Hy6"),
    ],
)
def test_each_kind_is_found_with_its_value_only(text: str, code: str, value: str) -> None:
    [match] = find_secrets(text, media="text")
    assert (match.code, match.value) == (code, value)
    assert text[match.start : match.end] == value
    assert match.replacement == SECRET_PLACEHOLDER


def test_private_key_is_redacted_whole() -> None:
    pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7x\nq9Zr\n-----END RSA PRIVATE KEY-----"
    [match] = find_secrets(f"key = '''\n{pem}\n'''", media="text")
    assert (
        match.code == TOKEN
        and "MIIEpAIBAAKCAQEA7x" in match.value
        and match.value.endswith("-----")
    )


@pytest.mark.parametrize(
    ("body", "reported"),
    [
        ("...", False),  # round 14: an elided body is a guide's placeholder
        ("<tu llave privada>", False),
        ("\nMIIEpAIBAAKCAQEA7x\nq9Zr\n", True),  # a shortened real body keeps its start
        ("\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC...\n", True),
    ],
)
def test_an_elided_private_key_body_is_a_placeholder(body: str, reported: bool) -> None:
    pem = f"-----BEGIN PRIVATE KEY-----{body}-----END PRIVATE KEY-----"
    found = find_secrets(f"PRIVATE_KEY={pem}", media="text")
    assert bool(found) is reported


def test_provider_id_patterns_from_config_are_account_ids(tmp_path: Path) -> None:
    config = Config(
        project_dir=tmp_path, provider_id_patterns={"alpha-search": ("acct_[0-9a-f]{16}",)}
    )
    [match] = find_secrets("billing: acct_0a1b2c3d4e5f6a7b", media="text", config=config)
    assert (match.code, match.kind) == (ACCOUNT_ID, "alpha-search-account-id")


@pytest.mark.parametrize(
    "value",
    [
        "YOUR_API_KEY",
        "<ACCESS_TOKEN>",
        "[REDACTED]",
        "REDACTED",
        "${TAVILY_API_KEY}",
        "xxxxxxxx",
        "sk-...",
        "-000000000000000000000000000000",
    ],
)
def test_placeholders_are_recognised(value: str) -> None:
    assert is_placeholder(value)


# --- values that must stay ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '"publishedAt": "[REDACTED]"',
        "      date:\n      - REDACTED",
        '"url": "https://[REDACTED]/prensa/planta"',
        '"source_url": "https://www.example.com.mx/[REDACTED]"',
        '"cacheAgeSeconds": "***"',
    ],
)
def test_a_blanked_host_path_or_date_is_reported(text: str) -> None:
    [match] = find_removed_kept_values(text)
    assert match.code == KEPT_VALUE_REMOVED


def test_a_redacted_secret_is_not_a_blanked_kept_value() -> None:
    assert (
        find_removed_kept_values('"authorization": "Bearer [REDACTED]", "api_key": "[REDACTED]"')
        == []
    )


# --- round 11: letters-only generated passwords, bundle variables ------------------------


@pytest.mark.parametrize(
    ("value", "generated"),
    [
        ("XqTmbWvLrKzPdHa", True),
        ("pLoKmIjNuHbYgT", True),
        # words, joined or camel-cased, change case only at each word
        ("CorrectHorseBatteryStaple", False),
        ("SeeTheDocsBelowNow", False),
        ("NotAvailable", False),
        ("iPhoneXSMax", False),
        # too short, or not letters alone (the other password rules read those)
        ("XqTmbWvL", False),
        ("XqTmbWvLrK9zPdHa", False),
    ],
)
def test_a_generated_password_of_letters_alone(value: str, generated: bool) -> None:
    from fixture_guard.detect.secrets import generated_letters

    assert generated_letters(value) is generated


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        (
            "VUE_APP_SENTRY_DSN=https://0a1b2c3d4e5f60718293a4b5c6d7e8f9@o77.ingest.sentry.io/3",
            True,
        ),
        ("PUBLIC_ALGOLIA_SEARCH_KEY=0f1e2d3c4b5a69788796a5b4c3d2e1f0", True),
        # the bundle's prefix without the provider's public kind of value
        ("VUE_APP_SENTRY_DSN=sk_live_Qm2LxZ9vPw4NcHs8Ke1Yd6Jf3Ua5Rt0W", False),
        ("VITE_ALGOLIA_SEARCH_ADMIN_KEY=0f1e2d3c4b5a69788796a5b4c3d2e1f0", False),
        ("VITE_ALGOLIA_WRITE_KEY=0f1e2d3c4b5a69788796a5b4c3d2e1f0", False),
        # the provider's public kind of value without the bundle's prefix
        ("SENTRY_DSN=https://0a1b2c3d4e5f60718293a4b5c6d7e8f9@o77.ingest.sentry.io/3", False),
    ],
)
def test_a_bundle_variable_named_for_its_provider_is_the_page_s_code(line: str, kept: bool) -> None:
    assert (find_secrets(line, media="text") == []) is kept


def _supabase_jwt(role: str) -> str:
    """A Supabase-shaped JWT (HS256, about 230 characters, as the real ones are)."""
    import base64
    import hashlib
    import hmac
    import json

    def b64(data: bytes) -> str:
        return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

    header = b64(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    claims = {"iss": "supabase", "ref": "qwertyuiopasdfghjklz", "role": role, "iat": 1700000000}
    payload = b64(json.dumps({**claims, "exp": 2000000000}).encode())
    signature = b64(hmac.new(b"test", f"{header}.{payload}".encode(), hashlib.sha256).digest())
    return f"{header}.{payload}.{signature}"


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        # the public kind, where the browser's own code gets it
        ("NEXT_PUBLIC_SUPABASE_ANON_KEY={anon}", True),
        ('const db = supabase.createClient("https://x.supabase.co", "{anon}")', True),
        # the service-role key is a secret anywhere: pasted into the public variable by
        # mistake it gives the whole database to every visitor
        ("NEXT_PUBLIC_SUPABASE_ANON_KEY={service}", False),
        ("NEXT_PUBLIC_APP_SESSION_TOKEN={service}", False),
        ('const db = supabase.createClient("https://x.supabase.co", "{service}")', False),
    ],
)
def test_a_service_role_jwt_is_a_secret_under_any_public_name(line: str, kept: bool) -> None:
    # A long variable name glued by `=` to a 230-character JWT once read as one run of
    # base64 data, and the JWT pattern would not start right after an `=`: both hid it.
    text = line.format(anon=_supabase_jwt("anon"), service=_supabase_jwt("service_role"))
    assert (find_secrets(text, media="text") == []) is kept


# --- round 12: the classes personal12 showed, in my own values ---------------------------

_R12_KEY = "AIzaMKZtsQ2KgaZSWpZfVRa6Ekfp6Zv7dcY3owN"  # Google's browser-key shape: AIza and 35 more


@pytest.mark.parametrize(
    ("line", "value", "reported"),
    [
        # a Firebase web config is the page's own code: its key and fields are kept
        (f'firebase.initializeApp({{apiKey: "{_R12_KEY}", projectId: "p-4410"}})', _R12_KEY, False),
        (f'initializeApp({{apiKey: "{_R12_KEY}", projectId: "p-4410"}})', "p-4410", False),
        (f"VITE_FIREBASE_API_KEY={_R12_KEY}", _R12_KEY, False),
        # …the same key in a server's variable, or not named for Firebase, is a secret
        (f"FIREBASE_API_KEY={_R12_KEY}", _R12_KEY, True),
        # round 14's policy: a Maps key in a bundle variable named for Google Maps is the
        # page's, as in its loader (round 13); a name calling it a server's is a secret
        (f"VITE_GOOGLE_MAPS_KEY={_R12_KEY}", _R12_KEY, False),
        (f"VITE_GOOGLE_MAPS_SERVER_KEY={_R12_KEY}", _R12_KEY, True),
        (f"GOOGLE_MAPS_API_KEY={_R12_KEY}", _R12_KEY, True),
        # …and another shape handed to the initialiser stays one whatever its place
        ('initializeApp({apiKey: "sk_live_bRB09LxjQsfvyanjztKNGp9wdSw8Ub"})', "sk_live_", True),
    ],
)
def test_a_firebase_web_config_is_kept_only_as_the_page_s_own(
    line: str, value: str, reported: bool
) -> None:
    assert bool(_matches_at(line, value)) is reported


@pytest.mark.parametrize(
    ("line", "value", "reported"),
    [
        ('os.environ["DEPLOY_API_KEY"] = "9f2c4e71a0b35d86c1e7f4a29b0d3c58"', "9f2c", True),
        ('os.environ["DEPLOY_API_KEY"] = "your-api-key-here"', "your-api", False),
        ('row["trace_id"] = "9f2c4e71a0b35d86c1e7f4a29b0d3c58"', "9f2c", False),
        ("mysql -u app -pVb3#kQ8!mZ2x tienda", "Vb3#", True),
        ("mysql -u app -p tienda", "tienda", False),
        ('requests.post(u, auth=("bot", "Jt6&wP1!qN4s"))', "Jt6&", True),
        ('requests.post(u, auth=("bot", "password"))', "password", False),
        ("Credenciales del FTP: carga:Fy8@rL2#vK5n", "Fy8@", True),
        ("SSID Bodega-2, key: Hs4!pW9#tM1c", "Hs4!", True),
        ("Red de tiendas / clave: TDA-2291-QX", "TDA-", False),
        ("Ya rotamos la llave; la nueva es Qox60VL0GERb7WDMMR0bjIhd4PjrLeu4BKVs", "Qox60V", True),
        ("El build nuevo es 4f1e9c2ab37d5e80f6c14a9b2d7e03f5c8a1b6d4", "4f1e", False),
        ("APP_USR-5512448899001122-060125-" + "a1b2c3d4" * 4 + "-771234560", "APP_USR", True),
    ],
)
def test_credentials_given_by_their_place_round_12(line: str, value: str, reported: bool) -> None:
    assert bool(_matches_at(line, value)) is reported


# --- round 13: the classes personal13 showed, in my own values ---------------------------

_R13_KEY = "AIzaQw3RtY7uIo1pAs5dFg9hJk2lZx6cVb8nM4q"  # Google's browser-key shape


@pytest.mark.parametrize(
    ("line", "value", "reported"),
    [
        # a Maps JavaScript API key in the page's own loader is delivered to every visitor
        (
            f'<script src="https://maps.googleapis.com/maps/api/js?key={_R13_KEY}"></script>',
            _R13_KEY,
            False,
        ),
        (
            f"new google.maps.plugins.loader.Loader({{apiKey: '{_R13_KEY}', version: 'weekly'}})",
            _R13_KEY,
            False,
        ),
        (f'l="importLibrary"}})({{key: "{_R13_KEY}", v: "weekly"}});', _R13_KEY, False),
        # …a server's web-service call, an environment line, a bare `Loader` with no
        # Google package on the page, another vendor's key in the loader: secrets
        (f"GET https://maps.googleapis.com/maps/api/geocode/json?key={_R13_KEY}", _R13_KEY, True),
        (f"GOOGLE_MAPS_API_KEY={_R13_KEY}", _R13_KEY, True),
        (f"const l = new Loader({{apiKey: '{_R13_KEY}'}});", _R13_KEY, True),
        (
            "new google.maps.plugins.loader.Loader({apiKey: 'sk_live_bRB09LxjQsfvyanjztKNGp9w'})",
            "sk_live_",
            True,
        ),
        # Conekta's public key in its tokenizer's call; the same shape elsewhere is a key
        ("Conekta.setPublicKey('key_Hq3ZtR8pLm2XcV7bNw4Y');", "key_", False),
        ("CONEKTA_KEY=key_Hq3ZtR8pLm2XcV7bNw4Y", "key_", True),
        ("Llave pública de Conekta: key_Hq3ZtR8pLm2XcV7bNw4Y", "key_", False),
        ("Llave privada de Conekta: key_Hq3ZtR8pLm2XcV7bNw4Y", "key_", True),
        ("const key_onKeyDownHandlerFor = 1;", "key_", False),
    ],
)
def test_browser_loaders_and_processor_keys_round_13(line: str, value: str, reported: bool) -> None:
    assert bool(_matches_at(line, value)) is reported


@pytest.mark.parametrize(
    ("line", "value", "reported"),
    [
        ("dev,stripe_secret_key,Rk4mZp9Qx2Lw7Vn3Tb8Yc5Hd,2026-01-01", "Rk4m", True),
        ('"dev","GITHUB_TOKEN","Rk4mZp9Qx2Lw7Vn3Tb8Yc5Hd"', "Rk4m", True),
        ("dev,sort_key,Rk4mZp9Qx2Lw7Vn3Tb8Yc5Hd,2026-01-01", "Rk4m", False),
        ("la contraseña de la red es Tamal!23", "Tamal", True),
        ("pass del router: Chile_8844", "Chile", True),
        ("la clave de la red es la de siempre", "siempre", False),
        ("Clave de acceso al SAT: Nopal_7781", "Nopal", True),
        ("La clave de acceso llega por correo", "correo", False),
    ],
)
def test_credentials_in_rows_and_by_place_round_13(line: str, value: str, reported: bool) -> None:
    assert bool(_matches_at(line, value)) is reported
