"""Keys a provider documents as public, passed to its browser SDK's initialiser.

A page's client code must carry some keys for the browser to use them: a Sentry DSN in
`Sentry.init({dsn: …})`, an Algolia search-only key in `docsearch({apiKey: …})`, a
Supabase anon-role JWT in `createClient(url, …)`, a Mapbox public token (`pk.…`) set on
`mapboxgl.accessToken`, a Stripe publishable key in `Stripe('pk_…')`, Conekta's public
key in `Conekta.setPublicKey('key_…')`, a Firebase web
config in `initializeApp({apiKey: "AIza…", projectId: …})` (Google documents the web
config's API key as an identifier of the project, not a secret; its rules and App Check
guard the data), a Maps JavaScript API key in the page's own loader (`<script
src="https://maps.googleapis.com/maps/api/js?key=AIza…">`, `new
google.maps.plugins.loader.Loader({apiKey: …})`, the inline bootstrap's `({key: …, v:
…})` after `importLibrary`, React's `googleMapsApiKey=`/`<APIProvider apiKey=…>`: Google
documents this key as delivered to every visitor, restricted by the referring site). Each provider
documents them as safe to publish, so a captured page that carries one is kept as it is
(project policy, docs/secrets.md). The same value anywhere else — a recorder's
environment, an env line, a server SDK's init (`sentry_sdk.init(dsn=…)`), a log, a chat,
a request header — stays a secret: only the initialiser's own call, on the value's line,
makes it public. A page may also hand the key to its script through an HTML attribute
named for the provider (`<div data-mapbox-token="pk.…">`, `<meta name="sentry-dsn"
content="…">`): the attribute, right before the value, counts as the initialiser, and
the value must still be the public kind. So does a variable a front-end framework
compiles into the browser's bundle, named for the provider (`VITE_SENTRY_DSN=…`,
`NEXT_PUBLIC_SUPABASE_ANON_KEY=…`, `REACT_APP_MAPBOX_TOKEN=pk.…`): the page's own code
by another name, under the same checks of the value. PostHog's project key (`phc_…`,
`posthog.init('phc_…')`, `REACT_APP_POSTHOG_KEY=phc_…`) is public the same way; its
personal API key (`phx_…`) is not.
"""

from __future__ import annotations

import base64
import binascii
import json
import re


def jwt_role(token: str) -> str | None:
    """The `role` claim of a JWT's payload (Supabase's `anon` or `service_role`)."""
    parts = token.split(".")
    if len(parts) < 2:
        return None
    try:
        payload = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None
    role = payload.get("role") if isinstance(payload, dict) else None
    return role if isinstance(role, str) else None


#: The browser initialisers, case-sensitive as the SDKs spell them, up to the value.
_INITIALISER = re.compile(
    r"(?P<sdk>Sentry\.init|docsearch|createClient|mapboxgl\.accessToken|loadStripe|Stripe|"
    r"initializeApp|Conekta\.setPublicKey|Conekta\.setPublishableKey|Paddle\.Initialize|"
    r"MercadoPago|posthog\.init)"
    r"[ \t]*(?:\(|=)[^\n;]{0,300}$"
)


_ALGOLIA_KEY = re.compile(r"[0-9a-f]{32}")

#: A Firebase web config's key: Google's browser key shape, `AIza` and 35 more.
_GOOGLE_BROWSER_KEY = re.compile(r"AIza[0-9A-Za-z_\-]{35}")
#: The web config's public fields other than the key, right before the value
#: (`projectId: "…"`, `"messagingSenderId": "…"`): the same object every visitor receives.
_FIREBASE_FIELD = re.compile(
    r"""["']?(?:projectId|authDomain|storageBucket|messagingSenderId|appId|measurementId|"""
    r"""databaseURL)["']?[ \t]*:[ \t]*["']$"""
)


def _firebase_config_value(text: str, line_start: int, start: int, value: str) -> bool:
    """A Firebase web config's API key (Google's browser-key shape: a service account's
    private key, a `sk_live_…` or any other shape handed to `initializeApp` stays a
    secret; firebase-admin's `initializeApp({credential: …})` takes no such key), or one
    of the config's public fields' values (`projectId: "…"` right before it)."""
    if _GOOGLE_BROWSER_KEY.fullmatch(value):
        return True
    return _FIREBASE_FIELD.search(text, max(line_start, start - 40), start) is not None


#: The same keys handed to the page's own script through an HTML attribute named for the
#: provider (`<div data-mapbox-token="pk.…">`, `data-stripe-publishable-key="pk_…"`,
#: `<meta name="sentry-dsn" content="https://…@…">`), the attribute right before the value.
_ATTRIBUTE = re.compile(
    r"""(?:\bdata-(?P<data>mapbox|stripe|sentry|algolia|docsearch|supabase)[\w\-]{0,30}=|"""
    r"""<meta[ \t]+name=["'](?P<meta>mapbox|stripe|sentry|algolia|docsearch|supabase)[\w\-]{0,30}"""
    r"""["'][ \t]+content=)["'](?:https?://)?$"""
)
_ATTRIBUTE_SDK = {
    "mapbox": "mapboxgl.accessToken",
    "stripe": "Stripe",
    "sentry": "Sentry.init",
    "algolia": "docsearch",
    "docsearch": "docsearch",
    "supabase": "createClient",
}

#: A front-end framework's variable, compiled into the browser bundle, named for the
#: provider, right before the value (`VITE_ALGOLIA_SEARCH_KEY=`, `NEXT_PUBLIC_SENTRY_DSN=`,
#: `export REACT_APP_STRIPE_KEY="`). The provider's word must be in the name: a bundle
#: variable is public, but only the provider's public kind of key is public by design.
_BUNDLE_VARIABLE = re.compile(
    r"(?<![\w.$\-])(?P<name>(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|"
    r"VUE_APP|GATSBY)_[A-Z0-9_]{0,60})[ \t]*[=:][ \t]*[\"']?(?:https?://)?$"
)
_BUNDLE_SDK = (
    ("SENTRY", "Sentry.init"),
    ("ALGOLIA", "docsearch"),
    ("DOCSEARCH", "docsearch"),
    ("SUPABASE", "createClient"),
    ("MAPBOX", "mapboxgl.accessToken"),
    # round 14: a Maps JavaScript API key in the bundle (`REACT_APP_GOOGLE_MAPS_API_KEY=`),
    # the same key the page's loader hands every visitor; only Google's browser-key shape
    ("GMAPS", "google.maps"),
    ("GOOGLE_MAPS", "google.maps"),
    ("STRIPE", "Stripe"),
    ("FIREBASE", "initializeApp"),
    # round 16: Paddle Billing's client-side token (`live_`/`test_` and 27 hex), which
    # Paddle.js takes in the page; Mercado Pago's public key (`APP_USR-` and a UUID),
    # which its checkout SDK takes (`new MercadoPago('APP_USR-…')`)
    ("PADDLE", "Paddle.Initialize"),
    ("MERCADOPAGO", "MercadoPago"),
    ("MERCADO_PAGO", "MercadoPago"),
    ("MP_PUBLIC", "MercadoPago"),
    # round 17: PostHog's project API key (`phc_…`), which posthog-js takes in the page
    # (`posthog.init('phc_…')`); its personal API keys (`phx_…`) are another shape
    ("POSTHOG", "posthog.init"),
)
#: Paddle's client-side token; its server API keys are `pdl_live_apikey_…`, another shape.
_PADDLE_CLIENT_TOKEN = re.compile(r"(?:live|test)_[0-9a-f]{27}")
#: Mercado Pago's public key; its access token (`APP_USR-<digits>-…`) is another shape.
MERCADOPAGO_PUBLIC_KEY = (
    r"(?:APP_USR|TEST)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
)
_MERCADOPAGO_PUBLIC = re.compile(MERCADOPAGO_PUBLIC_KEY)
#: PostHog's project API key, public by design; `phx_` (a personal API key) is secret.
_POSTHOG_PROJECT_KEY = re.compile(r"phc_[0-9A-Za-z]{20,64}")
#: An Algolia variable must call its key the search-only one: an admin or write key has
#: the same 32-hex shape, and only the name tells them apart.
_ALGOLIA_SEARCH_NAME = re.compile(r"SEARCH|PUBLIC")
_ALGOLIA_PRIVILEGED_NAME = re.compile(r"ADMIN|WRITE|SECRET|PRIVATE|MASTER|MANAGE")
_MAPS_SERVER_NAME = re.compile(r"SECRET|PRIVATE|SERVER|BACKEND|GEOCOD")


def _bundle_sdk(text: str, line_start: int, start: int) -> str | None:
    """The SDK a bundle variable right before `start` names, if any."""
    m = _BUNDLE_VARIABLE.search(text, max(line_start, start - 90), start)
    if m is None:
        return None
    name = m.group("name")
    for word, sdk in _BUNDLE_SDK:
        if word in name:
            if sdk == "google.maps" and _MAPS_SERVER_NAME.search(name):
                return None  # `NEXT_PUBLIC_GOOGLE_MAPS_SERVER_KEY`: a name calling it not public
            if sdk == "docsearch" and (
                not _ALGOLIA_SEARCH_NAME.search(name) or _ALGOLIA_PRIVILEGED_NAME.search(name)
            ):
                return None
            return sdk
    return None


#: Google's Maps JavaScript API loaders in a page, up to the key's field right before the
#: value: the script element's own `src` (`/maps/api/js?…key=`; a server's web-service
#: call, `/maps/api/geocode/json?key=`, is not the page's loader), js-api-loader's
#: `Loader`, the inline bootstrap (its minified code names `importLibrary` before
#: `({key: …})`), react-google-maps' `googleMapsApiKey` and `<APIProvider apiKey=…>`.
_MAPS_SCRIPT_SRC = re.compile(
    r"""<script\b[^>\n]{0,200}\bsrc=["']?(?:https?:)?//maps\.googleapis\.com/maps/api/js\?"""
    r"""[^"'\s>]{0,300}?(?<![\w-])key=$"""
)
_MAPS_LOADER = re.compile(
    r"(?:google\.maps\.plugins\.loader\.Loader|\bnew[ \t]+Loader|\bimportLibrary\b"
    r"|\bgoogleMapsApiKey\b|<APIProvider\b)"
)
#: The loader's key field right before the value: `apiKey: '`, `key: "`,
#: `googleMapsApiKey="`, `apiKey={"`.
_MAPS_KEY_FIELD = re.compile(
    r"""\b(?:apiKey|key|googleMapsApiKey)["']?[ \t]*[:=][ \t]*\{?[ \t]*["'`]$"""
)


def _maps_loader_key(text: str, line_start: int, start: int, value: str) -> bool:
    """A Maps JavaScript API key (Google's browser-key shape) in the page's own loader on
    the value's line: the script's `src`, or a loader's call before the key's field."""
    if not _GOOGLE_BROWSER_KEY.fullmatch(value):
        return False
    if _MAPS_SCRIPT_SRC.search(text, max(line_start, start - 520), start):
        return True
    if not _MAPS_KEY_FIELD.search(text, max(line_start, start - 40), start):
        return False
    loader = _MAPS_LOADER.search(text, max(line_start, start - 1500), start)
    if loader is None:
        return False
    # js-api-loader's class is imported as a bare `Loader`: only from Google's package
    return not (loader.group(0).startswith("new") and "googlemaps" not in text)


def published_browser_key(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is a public key given to a browser SDK's initialiser
    written before it on the same line."""
    line_start = text.rfind("\n", 0, start) + 1
    if text.startswith("AIza", start) and _maps_loader_key(
        text, line_start, start, text[start:end]
    ):
        return True
    attribute = _ATTRIBUTE.search(text, max(line_start, start - 100), start)
    bundle = _bundle_sdk(text, line_start, start)
    if attribute is not None:
        sdk = _ATTRIBUTE_SDK[(attribute.group("data") or attribute.group("meta")).lower()]
    elif bundle is not None:
        sdk = bundle
    else:
        m = _INITIALISER.search(text, line_start, start)
        if m is None:
            return False
        sdk = m.group("sdk")
    value = text[start:end]
    if sdk == "Sentry.init":
        # the key is the user part of a Sentry DSN: `https://<key>@o1.ingest.sentry.io/…`
        # (a word "sentry" elsewhere on the line must not wrap an arbitrary secret)
        return text[end : end + 1] == "@" and "sentry" in text[end : end + 80]
    if sdk == "docsearch":
        # DocSearch takes only Algolia's search-only key, 32 hex; any other shape given
        # to it (a vendor's `sk_live_…`) is not what the provider documents as public
        return _ALGOLIA_KEY.fullmatch(value) is not None
    if sdk == "createClient":
        return value.startswith("eyJ") and jwt_role(value) == "anon"
    if sdk == "initializeApp":
        return _firebase_config_value(text, line_start, start, value)
    if sdk.startswith("Conekta."):
        # Conekta's tokenizer takes the account's public key, `key_…` (its private key
        # has the same shape: only this call in a page's code tells them apart)
        return value.startswith("key_")
    if sdk == "google.maps":
        return _GOOGLE_BROWSER_KEY.fullmatch(value) is not None
    if sdk == "Paddle.Initialize":
        return _PADDLE_CLIENT_TOKEN.fullmatch(value) is not None
    if sdk == "MercadoPago":
        return _MERCADOPAGO_PUBLIC.fullmatch(value) is not None
    if sdk == "posthog.init":
        return _POSTHOG_PROJECT_KEY.fullmatch(value) is not None
    if sdk == "mapboxgl.accessToken":
        return value.startswith("pk.")
    return value.startswith("pk_")  # Stripe(…), loadStripe(…): a publishable key
