"""Secrets in recorded fixtures: keys, tokens, cookies, credentials in URLs, account ids.

Detection runs on text (an envelope, a cassette, a page, extracted PDF text) in three
layers, each reading the text once with linear-time regular expressions:

1. **Formats.** The regex plugins of detect-secrets (AWS, GitHub, Slack, Stripe, JWT,
   private keys, …), used through their plugin classes, plus the key formats of the
   search and model providers this bench records (Tavily, Brave, Google, Firecrawl,
   Jina, OpenAI, Anthropic, Perplexity) and the account-id patterns from config.
2. **Names.** A value is judged by the name it is assigned to, wherever it sits: a
   JSON key, a HAR `{"name", "value"}` pair, a VCR/YAML header, a raw HTTP header line,
   a JavaScript or `.env` assignment. `authorization`, `cookie`, `x-api-key`, any name
   that says key/token/secret/session/password, and account-id fields (`org_id`,
   `openai-organization`, …). Providers whose keys have no format of their own (Exa's
   are UUIDs, SerpAPI's and Bing's are hex) are found this way.
3. **URLs.** Query parameters named like credentials (`api_key=`, `key=`, `token=`,
   `sig=`, `;jsessionid=`) and passwords in userinfo (`https://user:pass@host`).

What is *not* a secret is decided by the value, not by where it sits: placeholders a
recorder already wrote (`<ACCESS_TOKEN>`, `Basic <BASIC_AUTH>`, `X-GOOG-API-KEY-XXX`,
`REDACTED`, `fc-YOUR_API_KEY`), values with no letters or no digits, identifiers that
merely look random but are named as ids (`request_id`, `etag`, `cf-ray`, trace ids,
SRI `integrity` hashes, site-verification metas: none of them has a credential name),
keys that are public by design (reCAPTCHA site keys, publishable keys, mPulse beacon
keys), and format matches buried inside a long base64 blob (an MP4 in a request body
holds `ABIA…` by chance).

A JWT is a credential when it is used as one (an `authorization` header, a cookie, a
`token=` parameter: the name rules catch it) or when its payload carries identity,
authorisation or expiry claims (`sub`, `exp`, `scope`, `email`, any key/token/secret…).
A JWT whose payload holds only public page data — La Nación's comment widget signs
`{articleId, title, url}` into every article page — grants nothing and is not a
finding.

Every match carries the placeholder `redact` writes instead: `[REDACTED]` (the value
only: `Bearer [REDACTED]`, `?api_key=[REDACTED]`, so host, path and header names stay).
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from functools import cache, lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from fixture_guard.detect.base import Match
from fixture_guard.detect.browser_keys import MERCADOPAGO_PUBLIC_KEY, published_browser_key
from fixture_guard.detect.doc_samples import is_documented_sample, marked_as_sample
from fixture_guard.detect.linear_re import compile_linear, re2_options
from fixture_guard.detect.operator_env import IDENTITY_KEY
from fixture_guard.detect.textview import TextView, percent_decoded, view_of
from fixture_guard.detect.userinfo import KEY_USER, find_userinfo
from fixture_guard.jsonfile import load_json

if TYPE_CHECKING:
    from fixture_guard.config import Config

#: What `redact` writes in place of a secret. Plain ASCII, no quote or backslash, so it
#: is valid inside JSON strings, YAML scalars, header values and query strings alike.
SECRET_PLACEHOLDER = "[REDACTED]"

# Rule codes (fixture_guard.rules.secrets holds their documentation).
API_KEY = "FG501"
AUTH_HEADER = "FG502"
URL_CREDENTIAL = "FG503"
ACCOUNT_ID = "FG504"
COOKIE = "FG505"
TOKEN = "FG506"
KEPT_VALUE_REMOVED = "FG507"

#: Base64 runs at least this long are data (images, videos, encrypted blobs), not keys;
#: a key format matched inside one is chance.
_BLOB_RUN = 256
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-")

# --- values ---------------------------------------------------------------------------

_PLACEHOLDER_WORDS = re.compile(
    r"redacted|placeholder|your[_\-\s]?(?:api|key|token|secret|own|access)|yourkey|"
    # round 14: `org-YOUR_ORG_ID`, `YOUR_PROJECT_ID`: the reader's own id to fill in
    r"your[_\-]?(?:org|organi[sz]ation|project|account|user|team|workspace|tenant|client|"
    r"app|db|database|password|pass)|"
    r"changeme|change[_-]me|<[^>]*>|\{\{|\$\{|"
    # a Windows variable (`%APPDATA%`), in capitals: `%dSu%` inside a password is chance
    # (round 26: standing apart; `…ab%X2Q%cd…` inside a percent-encoded cookie is chance)
    r"(?-i:(?<![A-Za-z0-9])%[A-Z_][A-Z0-9_]{2,}%(?![A-Za-z0-9]))|\*{3,}|•{3,}|…|\.\.\.|"
    # A mask is typed in one case (`XXXX`, `xxxx`); `xXX` or `XXX` inside a random value is
    # chance (one long key in a few thousand holds three X in a row; round 15).
    r"(?-i:x{4,}|X{4,})|(?:^|[^A-Za-z])(?-i:xxx|XXX)(?:$|[^A-Za-z])|example\.(?:com|org|test)|"
    # Documentation's own sample values: AWS's `AKIAIOSFODNN7EXAMPLE`, `sk_test_EXAMPLE…`,
    # `clave-de-ejemplo-123`: a real key never spells "example" in any language.
    r"example|ejemplo|exemplo|"
    r"^(?:dummy|fake|test|sample|string|null|none|undefined|true|false|secret|token|"
    r"password|apikey|api_key|api-key|key|bearer|basic|value|n/?a|"
    # round 22: the word "password" itself in another language or notation, the whole
    # value (`postgresql://usuario:contraseña@localhost/db`, `senha`, `passwd`, `pwd`)
    r"contrase(?:ñ|n|%c3%b1)a|senha|clave|passwd|pwd|pass|passwort|passphrase|"
    r"mot[_\-]?de[_\-]?passe|secreto|segredo|llave|chave)$",
    re.IGNORECASE,
)
#: A Spanish or Portuguese guide's blank for the reader's own credential, the whole
#: value: `tu_contraseña`, `su-clave-secreta`, `sua_senha_aqui` (round 14).
_SECOND_PERSON_BLANK = re.compile(
    r"(?i)(?:tu|su|tus|sus|vuestra|sua|seu)[_\-](?:contrase[ñn]a|clave|password|pass|token|"
    r"llave|api[_\-]?key|key|usuario|user|secreto|senha|chave|cuenta|conta)"
    r"(?:[_\-](?:aqui|aqu[ií]|here|secreta|secreto|real|segura|api|de[_\-][a-z]+))?"
)
_CONSTANT_NAME = re.compile(r"[A-Z][A-Z_\-.]*")
_AWS_KEY_ID = re.compile(r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}")
#: A reference to where the value lives, not the value: `process.env.EXA_API_KEY`,
#: `os.environ["TAVILY_KEY"]`, `os.getenv('KEY')`, `settings.OPENAI_API_KEY`,
#: `import.meta.env.VITE_KEY`, `ENV.fetch("KEY")`, `$env:BRAVE_KEY`: a chain of
#: identifiers (or a call, an index) ending in a constant's name.
_VARIABLE_REFERENCE = re.compile(
    r"(?:\$(?:env:)?|(?:[A-Za-z_$][\w$]*(?:\.|::|->|\[|\()['\"]?)+)"
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+['\"]?[\])]*"
)


def is_placeholder(value: str) -> bool:
    """A value a recorder (or `redact`) already blanked out, or a template variable."""
    stripped = value.strip().strip("'\"`").strip()
    if not stripped:
        return True
    if stripped[0] in "[<{(" and stripped[-1] in "]>})":
        return True
    if _PLACEHOLDER_WORDS.search(stripped) or _SECOND_PERSON_BLANK.fullmatch(stripped):
        return True
    # `YOUR_API_KEY`, `ACCESS_TOKEN`, `X-GOOG-API-KEY-XXX`: a constant's name, not a value.
    if _CONSTANT_NAME.fullmatch(stripped) and not _AWS_KEY_ID.fullmatch(stripped):
        # An AWS access key id may be all capitals (base32: one in thirty has no digit):
        # its fixed prefix and length make it a key, not a constant's name.
        return True
    if _VARIABLE_REFERENCE.fullmatch(stripped):
        return True
    core = re.sub(r"[\s\-_.:/+=]", "", stripped)
    # `-000000000000000000000000000000`, `aaaaaaaa`: filler of one or two symbols.
    return len(set(core)) <= 2


def shannon_entropy(value: str) -> float:
    if not value:
        return 0.0
    counts: dict[str, int] = {}
    for char in value:
        counts[char] = counts.get(char, 0) + 1
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def _is_sequential(value: str) -> bool:
    upper = value.upper()
    return any(
        upper in seq
        for seq in (
            "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "01234567890123456789",
            "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "0123456789ABCDEF0123456789ABCDEF",
        )
    )


def looks_random(value: str, *, min_length: int = 12) -> bool:
    """A value shaped like generated credential material, not a word, number or name.

    Letters and digits both present (or both cases over 20 characters), no spaces, and
    enough entropy that it is not a repeated pattern.
    """
    if len(value) < min_length or any(c.isspace() for c in value) or is_placeholder(value):
        return False
    if _AWS_KEY_ID.fullmatch(value):
        # Base32 capitals after a fixed prefix: a key id with no digit is still one.
        return not _is_sequential(value[4:]) and shannon_entropy(value[4:]) >= 3.0
    has_digit = any(c.isdigit() for c in value)
    has_lower = any(c.islower() for c in value)
    has_upper = any(c.isupper() for c in value)
    if not (
        (has_digit and (has_lower or has_upper)) or (len(value) >= 20 and has_lower and has_upper)
    ):
        return False
    if _is_sequential(value):
        return False
    return shannon_entropy(value) >= (3.0 if len(value) >= 16 else 2.5)


def _in_blob(text: str, start: int, end: int) -> bool:
    """Whether [start, end) sits inside a long run of base64 characters (data, not a key).

    Padding ends a run: base64 has `=` only at its end, so an `=` before the match closes
    what stands before it. Without that, `NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJ…` (a name of
    base64url letters, then a 200-character JWT) read as one run of data and hid the key.
    """
    left = start
    limit = max(0, start - _BLOB_RUN)
    while left > limit and text[left - 1] in _BASE64_CHARS and text[left - 1] != "=":
        left -= 1
    right = end
    limit = min(len(text), end + _BLOB_RUN)
    while right < limit and text[right] in _BASE64_CHARS:
        right += 1
        if text[right - 1] == "=":
            while right < limit and text[right] == "=":
                right += 1
            break
    return right - left >= _BLOB_RUN and (right - left) > (end - start) + 16


# --- names ----------------------------------------------------------------------------

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


# The same field names come back thousands of times in one file (every JSON key, every
# header, every attribute): the two readers of a name are pure, so each name is read once.
# On 111 planted pages of personal30 they were 85,000 calls and 12% of the scan's time.
@lru_cache(maxsize=8192)
def name_words(name: str) -> tuple[str, ...]:
    """`X-Api-Key` → (x, api, key); `openaiOrganization` → (openai, organization)."""
    spaced = _CAMEL.sub(" ", name.strip().strip("'\"[]"))
    return tuple(w for w in re.split(r"[\s\-_.:$\[\]]+", spaced.lower()) if w)


_COOKIE_NAMES = frozenset({"cookie", "set-cookie", "cookie2", "set-cookie2"})
_AUTH_NAMES = frozenset(
    {"authorization", "proxy-authorization", "x-authorization", "x-auth", "x-auth-token"}
)
#: Headers that carry a credential though their name has no credential word.
_CREDENTIAL_HEADERS = frozenset(
    {"x-subscription-token", "ocp-apim-subscription-key", "x-goog-api-key", "x-api-key", "api-key"}
)
_ACCOUNT_NAMES = frozenset(
    {
        "openai-organization",
        "openai-project",
        "anthropic-organization-id",
        "x-organization-id",
        "x-org-id",
        "x-account-id",
        "x-team-id",
        "x-project-id",
        "org_id",
        "orgid",
        "organization_id",
        "organizationid",
        "account_id",
        "accountid",
        "team_id",
        "teamid",
        "workspace_id",
        "workspaceid",
        "tenant_id",
        "tenantid",
        "customer_id",
        "customerid",
        "project_id",
        "projectid",
        "user_id",
        "userid",
        "owner_id",
        "billing_account",
    }
)
#: Words that make a name a credential's, in any position.
_SECRET_WORDS = frozenset(
    {
        "apikey",
        "apikeys",
        "token",
        "secret",
        "secrets",
        "password",
        "passwd",
        "pwd",
        "passphrase",
        "credential",
        "credentials",
        "session",
        "sessionid",
        "sessiontoken",
        "jsessionid",
        "phpsessid",
        "sid",
        "accesstoken",
        "authtoken",
        "bearer",
        "jwt",  # `jwt=eyJ…`: a signed token by its own name
        "privatekey",
        "secretkey",
        "accesskey",
        "clientsecret",
        "signature",
        "sig",
        # Spanish, German, French: what a hand-written config calls a password.
        "contrasena",
        "contrasenia",
        "contraseña",
        # round 26: a session by its Spanish and Portuguese name (`localStorage["sessao"]`,
        # `sessionStorage["sesion"]`): the value must still look random
        "sesion",
        "sesión",
        "sessao",
        "sessão",
        "passwort",
        "motdepasse",
        # Portuguese (round 24: `senha=` in a form body, `"senha": …` in a record).
        "senha",
        "secreto",
    }
)
#: Names that say key/token but hold no credential.
_NOT_SECRET_WORDS = frozenset(
    {
        "tokens",  # usage counts: input_tokens, max_tokens
        # round 30: a template's id names a configuration, not a live session or token
        # (`session_template_id`, `token_template`, `plantilla_sesion`)
        "template",
        "templates",
        "plantilla",
        "type",  # token_type
        "count",
        "limit",
        "usage",
        "idempotency",
        "cache",
        "sort",
        "primary",
        "foreign",
        "public",
        "publishable",
        "site",
        "sitekey",
        "recaptcha",
        "hcaptcha",
        "boomr",  # mPulse beacon key: public by design, in every page that uses mPulse
        "csp",
        "nonce",
        "websocket",
        "length",
        "expires",
        "expiry",
        "ttl",
        "timeout",
        "duration",
        "storage",
        "name",
        "names",
        "url",
        "uri",
        "endpoint",
        "path",
        "file",
        "env",
        "header",
        "param",
        "field",
        "hint",
        "format",
        "prefix",
        "suffix",
        "md5",
        "sha256",
        "hash",
        "fingerprint",
        "tokenizer",
        "estimated",
        "csrf",  # bound to a session cookie, useless alone; every Rails page has one
        "xsrf",
    }
)


#: A token that says where a list's next page starts (`pageToken`, `nextPageToken`,
#: `next_cursor`, `continuationToken`, `syncToken`) opens nothing; a page's *access*
#: token (`page_access_token`, Facebook's) does.
_PAGING_WORDS = frozenset(
    {"page", "pagination", "paging", "cursor", "continuation", "next", "prev", "previous"}
    | {"sync", "resume"}
)
_PAGING_BUT_CREDENTIAL = frozenset({"access", "auth", "api", "bearer", "secret", "refresh"})


#: A `key` is a credential's when another word says what it opens: API_KEY, EXA_KEY,
#: ENCRYPTION_KEY — not cache_key, sort_key or a React list key.
_KEY_QUALIFIERS = frozenset(
    {
        "api",
        "access",
        "secret",
        "private",
        "subscription",
        "client",
        "auth",
        "license",
        "master",
        "account",
        "service",
        "search",
        "serp",
        "encryption",
        "signing",
        "app",
        "consumer",
        "admin",
        "root",
        "exa",
        "tavily",
        "brave",
        "serpapi",
        "serper",
        "bing",
        "google",
        "goog",
        "gemini",
        "firecrawl",
        "jina",
        "openai",
        "anthropic",
        "perplexity",
        "pplx",
        "you",
        "linkup",
        "cohere",
        "mistral",
        "groq",
        "azure",
        "aws",
        "ocp",
        "apim",
        # Cloud keys named by what they open: Azure Functions' `x-functions-key`, a
        # SAS or shared key, a host or webhook key.
        "functions",
        "function",
        "sas",
        "shared",
        "host",
        "webhook",
        "hmac",
        "gcp",
        "cloud",
        # Spanish: `clave_api`, `llave_secreta`, `clave_de_acceso`.
        "secreta",
        "secreto",
        "acceso",
        "privada",
        "privado",
        "cliente",
        "servicio",
    }
)
_CREDENTIAL_ENDINGS = ("apikey", "token", "secret", "password", "passwd", "accesskey", "authkey")
#: Words that mean "key" in a name (`api_key`, `clave_api`, `llave_privada`).
_KEY_WORDS = frozenset({"key", "clave", "llave"})
#: Words naming who a provider bills; with an id suffix (`billingAccountId`, `X-Tenant-ID`,
#: `customerNumber`) the name holds an account id.
_ACCOUNT_WORDS = frozenset(
    {
        "account",
        "acct",
        "org",
        "organization",
        "organisation",
        "workspace",
        "team",
        "tenant",
        "customer",
        "cust",
        "project",
        "owner",
        "user",
        "member",
        "subscriber",
        "subscription",
        "billing",
        "cuenta",
        "cliente",
        "usuario",
    }
)
_ID_SUFFIXES = frozenset({"id", "ids", "ref", "number", "num", "no", "nr", "uid", "guid"})


def _is_account_name(words: tuple[str, ...]) -> bool:
    """`user_id`, `X-Tenant-ID`, `billingAccountId`, `customerNumber`: a name that starts
    with whom a provider bills and ends with an id. Not a page's analytics field
    (`octolytics-dimension-user_id`): the account word must lead."""
    core = words[1:] if words[:1] == ("x",) else words
    if words[:1] == ("x",) and 1 <= len(core) <= 3 and core[-1] in _ACCOUNT_WORDS:
        return True  # a header naming whom it bills: `X-Goog-User-Project`, `x-cuenta`
    return (
        2 <= len(core) <= 4
        and core[-1] in _ID_SUFFIXES
        and core[0] in _ACCOUNT_WORDS
        and all(w in _ACCOUNT_WORDS for w in core[:-1])
    )


#: With "storage" in a name (a browser's storage key, a file's storage path, both
#: ordinary), the words that make it a cloud storage account's credential.
_CLOUD_STORAGE_WORDS = frozenset({"azure", "account", "access", "aws", "gcp", "shared", "sas"})


@lru_cache(maxsize=8192)
def classify_name(name: str) -> str | None:
    """The rule code a value assigned to `name` falls under, or None for ordinary names."""
    lowered = name.strip().strip("'\"").lower()
    if lowered in _COOKIE_NAMES:
        return COOKIE
    if lowered in _AUTH_NAMES:
        return AUTH_HEADER
    if lowered in _CREDENTIAL_HEADERS:
        return AUTH_HEADER
    if lowered in _ACCOUNT_NAMES or lowered.replace("-", "_") in _ACCOUNT_NAMES:
        return ACCOUNT_ID
    if IDENTITY_KEY.fullmatch(lowered):
        # round 31b: a header dedicated to the signed-in user (`X-Auth-Request-User`)
        # names a person or a service account, not a billed account: the personal family
        # reads it (`detect.operator_env`)
        return None
    words = name_words(name)
    if _is_account_name(words):
        return ACCOUNT_ID
    if not words:
        return None
    if _PAGING_WORDS.intersection(words) and not _PAGING_BUT_CREDENTIAL.intersection(words):
        return None  # pageToken, nextPageToken, cursor: where the next page starts
    if any(w in _NOT_SECRET_WORDS for w in words) and not (
        # AZURE_STORAGE_KEY, storageAccountKey: a cloud's storage key
        "storage" in words
        and _CLOUD_STORAGE_WORDS.intersection(words)
        and all(w == "storage" or w not in _NOT_SECRET_WORDS for w in words)
    ):
        return None
    joined = "".join(words)
    has_key = any(w in _KEY_WORDS for w in words) and any(w in _KEY_QUALIFIERS for w in words)
    # One word that ends like a credential: `hapikey`, `apptoken`, `clientsecret`.
    has_key = has_key or (len(words) == 1 and joined.endswith(_CREDENTIAL_ENDINGS))
    is_secret = has_key or any(w in _SECRET_WORDS for w in words) or joined in _SECRET_WORDS
    if not is_secret and joined in ("apikey", "auth", "xauth", "claveapi", "llaveapi"):
        is_secret = True
    if not is_secret and len(words) >= 2 and words[-1] in ("key", "auth"):
        # A vendor's own header or variable (`X-Acme-Key`, `X-Acme-Auth`, `ACME_KEY`):
        # the name ends in the credential word; the value must still look random.
        is_secret = lowered.startswith("x-") or name.strip("'\"").isupper()
    if not is_secret:
        return None
    header_shaped = "-" in lowered and not lowered.startswith("-")
    if header_shaped:
        return AUTH_HEADER
    if any(
        w
        in (
            "token",
            "session",
            "sessionid",
            "jsessionid",
            "phpsessid",
            "sid",
            "bearer",
            "accesstoken",
            "authtoken",
            "sessiontoken",
            "jwt",
            "sesion",
            "sesión",
            "sessao",
            "sessão",
        )
        for w in words
    ):
        return TOKEN
    return API_KEY


# --- formats --------------------------------------------------------------------------

_B = ""  # the start is checked in code: a leading look-behind would cost the literal-prefix search
_E = r"(?![A-Za-z0-9_\-])"
_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")

#: (kind, code, pattern): the key formats of this market. Each starts with a literal
#: prefix, which the regex engine finds with a fast substring search.
PROVIDER_FORMATS: tuple[tuple[str, str, str], ...] = (
    ("tavily-api-key", API_KEY, _B + r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{16,64}" + _E),
    ("anthropic-api-key", API_KEY, _B + r"sk-ant-[A-Za-z0-9_\-]{20,200}" + _E),
    (
        "openai-api-key",
        API_KEY,
        _B + r"sk-(?!ant-)(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,200}" + _E,
    ),
    ("perplexity-api-key", API_KEY, _B + r"pplx-[A-Za-z0-9_\-]{20,80}" + _E),
    ("google-api-key", API_KEY, _B + r"AIza[0-9A-Za-z_\-]{35}" + _E),
    ("firecrawl-api-key", API_KEY, _B + r"fc-[A-Za-z0-9]{20,64}" + _E),
    ("jina-api-key", API_KEY, _B + r"jina_[A-Za-z0-9_\-]{30,90}" + _E),
    ("brave-api-key", API_KEY, _B + r"BSA[A-Za-z0-9_\-]{20,40}" + _E),
    (
        "serpapi-api-key",
        API_KEY,
        r"(?i:serp_?api)[\w\-]{0,24}[\"']?\s{0,3}[:=]\s{0,3}[\"']?([a-f0-9]{64})" + _E,
    ),
    # Azure AD (Entra ID) client secrets: three characters, a digit, `Q~`, then 31-34
    # of the same alphabet (`Abc8Q~…`), a shape nothing else has.
    (
        "azure-client-secret",
        API_KEY,
        _B + r"[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}(?![A-Za-z0-9_~.\-])",
    ),
    ("openai-organization-id", ACCOUNT_ID, _B + r"org-[A-Za-z0-9]{24}" + _E),
    ("openai-project-id", ACCOUNT_ID, _B + r"proj_[A-Za-z0-9]{24}" + _E),
    *(
        (kind, code, _B + pattern + _E)
        for kind, code, pattern in (
            # The published token formats of services a recording or a page may carry:
            # each a literal prefix and a random body, checked for randomness below.
            ("github-token", TOKEN, r"(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,251}"),
            ("github-token", TOKEN, r"github_pat_[A-Za-z0-9_]{40,255}"),
            (
                "gitlab-token",
                TOKEN,
                r"gl(?:pat|dt|ft|soat|rt|cbt|ptt|imt|agent)-[A-Za-z0-9_\-]{20,64}",
            ),
            ("slack-token", TOKEN, r"xox[abposre]-[A-Za-z0-9\-]{10,250}"),
            ("slack-token", TOKEN, r"xapp-\d-[A-Za-z0-9\-]{10,250}"),
            ("huggingface-token", TOKEN, r"hf_[A-Za-z0-9]{30,40}"),
            ("huggingface-token", TOKEN, r"api_org_[A-Za-z0-9]{30,40}"),
            ("groq-api-key", API_KEY, r"gsk_[A-Za-z0-9]{40,60}"),
            ("replicate-api-token", API_KEY, r"r8_[A-Za-z0-9]{30,45}"),
            ("xai-api-key", API_KEY, r"xai-[A-Za-z0-9]{60,100}"),
            ("pinecone-api-key", API_KEY, r"pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,80}"),
            ("linear-api-key", API_KEY, r"lin_(?:api|oauth)_[A-Za-z0-9]{32,64}"),
            ("npm-token", TOKEN, r"npm_[A-Za-z0-9]{36}"),
            ("digitalocean-token", TOKEN, r"do[opr]_v1_[a-f0-9]{64}"),
            ("shopify-token", TOKEN, r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"),
            ("stripe-key", API_KEY, r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,255}"),
            ("stripe-webhook-secret", API_KEY, r"whsec_[A-Za-z0-9]{24,64}"),
            ("sendgrid-key", API_KEY, r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}"),
            ("google-oauth-token", TOKEN, r"ya29\.[A-Za-z0-9_\-]{20,2048}"),
            ("google-oauth-secret", API_KEY, r"GOCSPX-[A-Za-z0-9_\-]{28}"),
            # round 17: PostHog's personal API key (its project key, `phc_`, is public)
            ("posthog-personal-key", API_KEY, r"phx_[A-Za-z0-9]{30,64}"),
            (
                "postman-api-key",
                API_KEY,
                (
                    # round 17: the second part in both cases and digits, as Postman issues it
                    r"PMAK-[a-fA-F0-9]{24}-[A-Za-z0-9]{34}"
                ),
            ),
            ("netlify-token", TOKEN, r"nfp_[A-Za-z0-9]{36,40}"),
            ("supabase-token", TOKEN, r"sbp_[a-f0-9]{40}"),
            ("sentry-token", TOKEN, r"sntry[su]_[A-Za-z0-9_\-+/=]{40,200}"),
            ("grafana-token", TOKEN, r"gl(?:c|sa)_[A-Za-z0-9_+/=\-]{32,200}"),
            ("tailscale-key", API_KEY, r"tskey-[a-z]{3,10}-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}"),
            ("doppler-token", TOKEN, r"dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,44}"),
            ("newrelic-key", API_KEY, r"NRAK-[A-Z0-9]{27}"),
            ("atlassian-token", TOKEN, r"ATATT3[A-Za-z0-9_\-=]{100,300}"),
            ("notion-token", TOKEN, r"(?:secret|ntn)_[A-Za-z0-9]{43,46}"),
            ("figma-token", TOKEN, r"figd_[A-Za-z0-9_\-]{40,64}"),
            ("databricks-token", TOKEN, r"dapi[a-f0-9]{32}(?:-\d)?"),
            ("langsmith-api-key", API_KEY, r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
            ("langfuse-secret-key", API_KEY, r"sk-lf-[a-f0-9\-]{36}"),
            ("fireworks-api-key", API_KEY, r"fw_[A-Za-z0-9]{24,40}"),
            ("voyage-api-key", API_KEY, r"pa-[A-Za-z0-9_\-]{40,50}"),
            ("apify-token", TOKEN, r"apify_api_[A-Za-z0-9]{36}"),
            ("browserbase-api-key", API_KEY, r"bb_live_[A-Za-z0-9_\-]{20,40}"),
            ("mapbox-secret-token", TOKEN, r"sk\.eyJ[A-Za-z0-9_\-]{50,}\.[A-Za-z0-9_\-]{20,}"),
            ("age-secret-key", API_KEY, r"AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}"),
            ("square-token", API_KEY, r"sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,60}"),
            ("elevenlabs-api-key", API_KEY, r"sk_[a-f0-9]{48}"),
            ("anthropic-admin-key", API_KEY, r"sk-ant-admin01-[A-Za-z0-9_\-]{20,200}"),
            # Mercado Pago's access tokens: `APP_USR-` (production) or `TEST-`, the
            # application's number, a six-digit date, 32 hex and the seller's number.
            (
                "mercadopago-access-token",
                TOKEN,
                r"(?:APP_USR|TEST)-\d{10,19}-\d{6}-[a-f0-9]{32}-\d{6,12}",
            ),
            # Payment processors of this market: Conekta's keys (`key_` and a base62
            # body with a digit, unlike an identifier's words; its public key, given to
            # `Conekta.setPublicKey` in a page, is kept by `detect.browser_keys`),
            # Openpay's private keys (`sk_` and 32 hex), Square's access tokens (`EAAA`
            # and 60 more) and Meta's Graph API tokens (`EAA`, a capital, a long body).
            ("conekta-key", API_KEY, r"key_[A-Za-z0-9]{8,40}[0-9][A-Za-z0-9]{0,40}"),
            # round 16: Openpay's keys are 32 lower-case letters and digits after `sk_`
            # (its samples are hex, not every key is); random, not words (`looks_random`)
            ("openpay-private-key", API_KEY, r"sk_[a-z0-9]{32}(?![A-Za-z0-9])"),
            # round 14: Firebase Cloud Messaging's legacy server key (`AAAA` and seven,
            # a colon, `APA91b` and a long body)
            ("fcm-server-key", API_KEY, r"AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,200}"),
            ("square-access-token", TOKEN, r"EAAA[A-Za-z0-9_\-]{56,64}"),
            ("meta-access-token", TOKEN, r"EAA[A-Z][A-Za-z0-9]{90,400}"),
            # Dropbox's short-lived OAuth tokens: `sl.` (or `sl.u.`) and a long body.
            ("dropbox-token", TOKEN, r"sl\.(?:u\.)?[A-Za-z0-9_\-]{120,1400}"),
            # round 15: Docker Hub's personal and organisation access tokens, Alibaba
            # Cloud's AccessKey ids (`LTAI` and 12 to 20), Langfuse's public key (its
            # place decides: `_PUBLIC_KEY_VALUE`).
            ("dockerhub-token", TOKEN, r"dckr_(?:pat|oat)_[A-Za-z0-9_\-]{24,64}"),
            # A password's hash by its crypt(3) format: bcrypt (`$2y$10$` and 53), the
            # SHA-crypt variants (`$6$salt$86`), argon2 (`$argon2id$v=19$m=…$salt$hash`):
            # an htpasswd line, a users table's dump; cracked offline, it is the password.
            ("password-hash", API_KEY, r"\$2[abxy]?\$\d\d\$[./A-Za-z0-9]{53}"),
            (
                "password-hash",
                API_KEY,
                r"\$[56]\$(?:rounds=\d{3,7}\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43,86}",
            ),
            (
                "password-hash",
                API_KEY,
                r"\$argon2(?:id|i|d)\$v=\d{2}\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{11,64}\$[A-Za-z0-9+/]{22,128}",
            ),
            ("alibaba-access-key-id", API_KEY, r"LTAI[A-Za-z0-9]{12,20}"),
            # Any vendor's key in the shapes vendors choose (round 8): a short prefix, a
            # marker saying it is secret or live (`xyz_live_…`, `abc_sk_…`, `dckr_pat_…`)
            # and a long random body; a short prefix and two hex groups (`abc-<8
            # hex>-<32 hex>`, no UUID's 8-4-4-4-12); a capitals prefix and two dotted
            # parts (`XYZ.<id>.<secret>`). A publishable `pk_live_…` is not one.
            (
                "vendor-secret-key",
                API_KEY,
                r"(?!pk_)[a-z][a-z0-9]{1,7}_(?:live|sk|secret|pat|prod|priv)_[A-Za-z0-9]{24,200}",
            ),
            ("vendor-secret-key", API_KEY, r"[a-z][a-z0-9]{1,5}-[0-9a-f]{6,12}-[0-9a-f]{24,64}"),
            # round 21: the same secret marker between hyphens (`xyz-sk-…`, `abc-secret-…`,
            # `abc-pat-…`), a long random body, maybe in hyphenated parts
            (
                "vendor-secret-key",
                API_KEY,
                r"[a-z][a-z0-9]{1,7}-(?:sk|secret|pat|priv)-[A-Za-z0-9]{20,200}"
                r"(?:-[A-Za-z0-9]{4,64}){0,3}",
            ),
            (
                "vendor-secret-key",
                API_KEY,
                r"[A-Z][A-Z0-9]{1,5}\.[A-Za-z0-9]{16,40}\.[A-Za-z0-9_\-]{32,100}",
            ),
        )
    ),
)

#: detect-secrets plugins whose regexes we reuse, by class name → (code, kind). Left out:
#: IPPublicDetector (an IP address is not a secret); KeywordDetector and the two
#: HighEntropyString plugins (they flag SRI hashes, ETags and ids on every real page;
#: the name rules below replace them with context that knows HTTP); and the Cloudant,
#: IBM and SoftLayer keyword regexes, which cost a third of the scan time and find
#: nothing the name rules (`*_api_key = …`) do not.
_DS_PLUGINS: dict[str, tuple[str, str]] = {
    "AWSKeyDetector": (API_KEY, "aws-access-key"),
    "AzureStorageKeyDetector": (API_KEY, "azure-storage-key"),
    "ArtifactoryDetector": (API_KEY, "artifactory-token"),
    "DiscordBotTokenDetector": (TOKEN, "discord-bot-token"),
    "GitHubTokenDetector": (TOKEN, "github-token"),
    "GitLabTokenDetector": (TOKEN, "gitlab-token"),
    "MailchimpDetector": (API_KEY, "mailchimp-key"),
    "NpmDetector": (TOKEN, "npm-token"),
    "OpenAIDetector": (API_KEY, "openai-api-key"),
    "PypiTokenDetector": (TOKEN, "pypi-token"),
    "SendGridDetector": (API_KEY, "sendgrid-key"),
    "SlackDetector": (TOKEN, "slack-token"),
    "SquareOAuthDetector": (API_KEY, "square-oauth-secret"),
    "StripeDetector": (API_KEY, "stripe-key"),
    "TelegramBotTokenDetector": (TOKEN, "telegram-bot-token"),
    "TwilioKeyDetector": (API_KEY, "twilio-key"),
    "BasicAuthDetector": (URL_CREDENTIAL, "url-password"),
    "JwtTokenDetector": (TOKEN, "jwt"),
    "PrivateKeyDetector": (TOKEN, "private-key"),
}


#: detect-secrets' JWT regex (`eyJ[…]+\.[…]+…`) is quadratic on a long run of `eyJeyJ…`
#: (minutes for one megabyte). Ours is bounded and starts only where a token can start;
#: the plugin's own `is_formally_valid` still decides what is a JWT.
_JWT = re.compile(
    r"eyJ(?<![A-Za-z0-9_\-]eyJ)[A-Za-z0-9_\-]{2,1000}={0,2}\.[A-Za-z0-9_\-]{2,8000}={0,2}"
    r"\.[A-Za-z0-9_\-+/]{0,1000}={0,2}"
)

#: detect-secrets' npm regex (`\/\/.+\/:_authToken=…`) is quadratic on a line of many
#: `//` (minutes for one megabyte of URLs); this one starts at the literal key.
_NPM = re.compile(r":_authToken=[ \t]{0,8}(npm_[A-Za-z0-9]{20,64}|[A-Fa-f0-9-]{36})")

Validator = Callable[[str], bool]


@cache
def _detect_secrets_patterns() -> tuple[tuple[str, str, re.Pattern[str], Validator | None], ...]:
    """(code, kind, regex, validator) from detect-secrets' plugin classes.

    Importing the plugins costs 0.15 s (they bring `requests` for verification, which
    we never use), more than a commit hook's whole analysis of five fixtures. So the
    catalogue read from them (each pattern's source and flags) is remembered in the
    run's cache under detect-secrets' version; the JWT validator imports its plugin on
    the first token that looks like one."""
    from fixture_guard.cache import memo

    catalogue = memo(
        ("detect-secrets-catalogue", _detect_secrets_version()),
        _catalogue_from_plugins,
        encode=lambda entries: entries,
        decode=_checked_catalogue,
    )
    patterns: list[tuple[str, str, re.Pattern[str], Validator | None]] = []
    for code, kind, source, flags in catalogue:
        if kind == "jwt":
            patterns.append((code, kind, _JWT, _is_formally_valid_jwt))
        elif kind == "npm-token":
            patterns.append((code, kind, _NPM, None))
        else:
            patterns.append((code, kind, re.compile(source, flags), None))
    return tuple(patterns)


def _detect_secrets_version() -> str:
    from importlib.metadata import version

    return version("detect-secrets")


def _catalogue_from_plugins() -> list[list[Any]]:
    """[code, kind, pattern source, flags] of every plugin pattern we use, in
    detect-secrets' order (JWT and npm: our bounded regexes, named by kind only)."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    entries: list[list[Any]] = []
    plugin_class: Any
    for plugin_class in get_mapping_from_secret_type_to_class().values():
        spec = _DS_PLUGINS.get(plugin_class.__name__)
        if spec is None:
            continue
        if spec[1] in ("jwt", "npm-token"):
            entries.append([spec[0], spec[1], "", 0])
            continue
        for regex in plugin_class().denylist:
            entries.append([spec[0], spec[1], regex.pattern, int(regex.flags)])
    return entries


def _checked_catalogue(raw: Any) -> list[list[Any]]:
    """A stored catalogue, or ValueError (then it is read from the plugins again)."""
    kinds = {kind for _, kind in _DS_PLUGINS.values()}
    if not isinstance(raw, list) or not raw:
        raise ValueError("not a stored catalogue")
    for entry in raw:
        if not (
            isinstance(entry, list)
            and len(entry) == 4
            and entry[0] in (API_KEY, TOKEN, URL_CREDENTIAL)
            and entry[1] in kinds
            and isinstance(entry[2], str)
            and type(entry[3]) is int
        ):
            raise ValueError("not a stored catalogue entry")
    return raw


def _is_formally_valid_jwt(token: str) -> bool:
    """detect-secrets' own JWT check (the plugin imported on the first candidate)."""
    return bool(_jwt_plugin().is_formally_valid(token))


@cache
def _jwt_plugin() -> Any:
    from detect_secrets.plugins.jwt import JwtTokenDetector

    return JwtTokenDetector()


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _value_span(match: re.Match[str]) -> tuple[int, int]:
    """The secret's own span: the last group that took part, else the whole match. A
    group that only names the format (GitHub's `(ghp|gho|…)_…`: at the start of the
    match, or a few characters long) is not the value: the whole match is."""
    for index in range(match.re.groups, 0, -1):
        if match.group(index):
            start, end = match.span(index)
            if start == match.start() or end - start < 8:
                return match.span()
            return start, end
    return match.span()


# --- JWTs -----------------------------------------------------------------------------

_CREDENTIAL_CLAIMS = frozenset(
    {
        "sub",
        "iss",
        "aud",
        "exp",
        "nbf",
        "iat",
        "jti",
        "scope",
        "scp",
        "azp",
        "sid",
        "email",
        "roles",
        "role",
        "permissions",
        "groups",
        "client_id",
        "cid",
        "uid",
        "user",
        "userid",
        "user_id",
        "username",
        "name",
        "org",
        "org_id",
        "account",
        "tenant",
        "tid",
        "oid",
        "upn",
        "session",
        "nonce",
        "amr",
        "acr",
        "auth_time",
    }
)


def _b64json(segment: str) -> object:
    try:
        raw = base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))
        return load_json(raw)
    except (binascii.Error, ValueError):
        return None


def jwt_is_credential(token: str) -> bool:
    """Whether a JWT grants or identifies something (see the module docstring)."""
    parts = token.split(".")
    if len(parts) < 2:
        return False
    header, payload = _b64json(parts[0]), _b64json(parts[1])
    if not isinstance(header, dict) or "alg" not in header:
        return False  # not a JWT at all: some other base64 JSON
    if not isinstance(payload, dict):
        return True  # encrypted or undecodable payload: assume the worst
    for claim in payload:
        lowered = str(claim).lower()
        if lowered in _CREDENTIAL_CLAIMS or classify_name(str(claim)) is not None:
            return True
    return False


# --- names and values in text --------------------------------------------------------

# "name": "value"  /  'name': 'value'  /  name: "value"  /  name = 'value'  /  name="value"
# (JSON, JavaScript, Python, HTML attributes), and "name": ["value"] as VCR JSON writes
# headers. The look-behind starts a name only where a name can start: linear time.
_ASSIGNMENT = re.compile(
    r"""(?<![\w$.\-])(?P<nq>["']?)(?P<name>[A-Za-z_$][\w$.\-]{0,63}"""
    # A quoted name may hold spaces: "API Key", "Auth Token", "Clave API".
    r"""(?(nq)(?: [\w$.\-]{1,30}){0,3}))(?P=nq)"""
    r"""[ \t]{0,8}(?::=|=>|:|=)[ \t]{0,8}(?:\[[ \t\r\n]{0,40})?"""
    r"""(?:"(?P<dq>[^"\\\n]{0,4096})"|'(?P<sq>[^'\\\n]{0,4096})'|`(?P<bq>[^`\\\n]{0,4096})`"""
    r"""|(?P<num>\d{3,24})(?![\w.]))"""
)
# name: value  /  NAME=value  /  Name: value (YAML, .env, raw HTTP), one per line.
_LINE = re.compile(
    r"^[ \t]{0,40}(?:-[ \t]+)?(?:export[ \t]+)?(?P<name>[A-Za-z_][\w.\-]{0,63})"
    r"[ \t]{0,8}(?P<sep>[:=])[ \t]{0,8}(?P<value>[^\s\"'`\[{][^\n]{0,4095})?$",
    re.MULTILINE,
)
#: Round 45: a shell's keyword before an unquoted variable (`export SERPSTACK_KEY="…"`,
#: `set …`, `declare -x …`) is no word of its name: the name is the variable alone.
_SHELL_KEYWORD = re.compile(r"(?:export|set|setx|readonly|declare[ \t]+-x)[ \t]+(?=[A-Za-z_]\w*$)")
#: Names that hold a credential only inside an object that says so.
_BARE_VALUE_NAMES = frozenset({"key", "value"})
#: The name of the object a member sits in, when nothing closes it before the member.
_PARENT = re.compile(
    r"""["']?(?P<parent>[A-Za-z_$][\w$.\-]{0,63})["']?[ \t]*[:=][ \t]*["']?\{[^{}]{0,200}$"""
)
#: Objects every visitor of a page receives: an analytics beacon's or a widget's config
#: (`data-cf-beacon='{"token": …}'`) holds public site tokens, not credentials.
_PUBLIC_PARENT = re.compile(
    r"(?i)beacon|analytics|tracking|tracker|pixel|recaptcha|captcha|sitekey|publishable|public|"
    r"gtm|widget|embed"
)


#: Round 37: a bare `"key"` beside a search request's query in one object (`{"key":
#: "…", "query": "…"}`, `"q"`, `"cx"`): the request's body carries its API key, as
#: Google's `?key=…&q=…` does. A cache's record of the query (a `ttl`, `hits`, `hash`
#: beside it, or a `cache` object) keys it by a digest, not a credential.
_QUERY_MEMBER = re.compile(r"""\\?["'](?:query|q|search_query|searchQuery|cx)\\?["'][ \t]*:""")
_CACHE_MEMBER = re.compile(
    r"""(?i)\\?["'](?:ttl|hits|expires\w*|expiry|cached\w*|hash|digest|etag)\\?["'][ \t]*:"""
)
_CACHE_BEFORE = re.compile(r"(?i)cach")


def _beside_a_query(text: str, start: int, end: int) -> bool:
    opening = text.rfind("{", max(0, start - 300), start)
    if opening < 0 or "}" in text[opening:start]:
        return False
    closing = text.find("}", end, end + 600)
    if closing < 0 or "{" in text[end:closing]:
        return False
    body = text[opening:closing]
    return (
        _QUERY_MEMBER.search(body) is not None
        and _CACHE_MEMBER.search(body) is None
        and _CACHE_BEFORE.search(text, max(0, opening - 40), opening) is None
    )


#: Round 48 (personal63's `"key": "key-<32 hex>"`, a provider's legacy key under a bare
#: member): a bare `"key"` with no object saying whose holds a credential when its value
#: announces itself as one, a prefix of letters and a hyphen or an underscore (`key-`,
#: `live_`, `sk-`) before a key-long body random in the way keys are, as a prose's "key:
#: <value>" (`_labelled_key`) already was. A digest's prefix (`sha256-`), a slug of
#: words, a bare hash or a UUID stay a cache's or a record's key.
#: Round 49 (personal65's `resend_key: "re_<8>_<24>"`): the body may be cut in two or
#: three segments by the same separator, as some providers' keys are; each segment
#: random, the body's letters and digits 24 or more.
_PREFIXED_KEY = re.compile(
    r"(?P<prefix>[A-Za-z]{2,8})(?P<sep>[-_])"
    r"(?P<body>[A-Za-z0-9]{6,128}(?:(?P=sep)[A-Za-z0-9]{6,128}){0,2})"
)


def _announces_a_key(value: str) -> bool:
    m = _PREFIXED_KEY.fullmatch(value)
    if m is None or _DIGEST_PREFIX.match(value) or is_placeholder(value):
        return False
    body = m.group("body")
    joined = body.replace(m.group("sep"), "")
    if len(joined) < 24 or not looks_random(joined, min_length=24):
        return False
    parts = body.split(m.group("sep"))
    if len(parts) == 1:
        return True
    # a slug of words (`nav_header_title_…`) is no key: a segmented body needs a digit,
    # and each long segment must be random
    return any(c.isdigit() for c in joined) and all(
        len(part) < 12 or looks_random(part, min_length=12) for part in parts
    )


#: Round 49: a lower-case `<service>_key` (`resend_key`, `postmarkKey`): a name of one
#: word before "key" that no list knows as a credential's qualifier (an upper-case
#: `RESEND_KEY` already was one, round 11) holds a credential when its value announces
#: itself as one (`_announces_a_key`). A record's keys stay kept: the words of
#: `_NOT_SECRET_WORDS` and these, which key an event, an object, a row or a lookup.
_RECORD_KEY_WORDS = frozenset(
    {
        *("event", "events", "message", "object", "row", "lookup", "partition", "routing"),
        *("shard", "index", "dedup", "dedupe", "i18n", "translation", "locale", "item"),
        *("record", "node", "entry", "group", "order", "price", "product", "file"),
        *("upload", "bucket", "s3", "blob", "doc", "document", "react", "list", "map"),
        *("state", "store", "storage", "query", "request", "job", "task", "queue", "topic"),
        *("sort", "cache", "primary", "foreign", "composite", "unique", "natural", "join"),
        *("trace", "span", "session", "user", "customer", "account", "public"),
    }
)


@lru_cache(maxsize=4096)
def _service_key_name(name: str) -> bool:
    words = name_words(name)
    return (
        len(words) == 2
        and words[1] in ("key", "clave", "llave")
        and words[0].isalpha()
        and words[0] not in _NOT_SECRET_WORDS
        and words[0] not in _RECORD_KEY_WORDS
    )


def _is_credential_parent(name: str) -> bool:
    words = name_words(name)
    if any(w in _NOT_SECRET_WORDS for w in words):
        return False
    return any(
        w in _SECRET_WORDS
        or w in ("api", "auth", "credential", "credentials", "apikey")
        or (w in _KEY_QUALIFIERS and w not in ("search", "service", "app", "account"))
        for w in words
    )


# The next string of a JSON array: `, "…"`.
_ARRAY_NEXT = re.compile(r'[ \t\r\n]{0,40},[ \t\r\n]{0,40}"(?P<dq>[^"\\\n]{0,4096})"')
# A YAML key whose value is a list on the following lines (VCR cassettes' headers).
_YAML_LIST_ITEM = re.compile(r"\n(?P<indent>[ \t]*)-[ \t]+(?P<value>[^\n]{1,4096})")
# Prose and markdown: a credential named in words, then its value, in the same sentence:
# "API key: 6f1c…", "access token = …", "my key is 9f86…", "La llave de la API es …",
# "Here's the API key for staging: …", "mistral api key …". One RE2 pass finds the
# nouns; the qualifier before a bare "key" and the value after are read only there.
_CREDENTIAL_NOUN = (
    r"(?i)(?:api[ _-]?keys?|apikeys?|keys?|tokens?|secretos?|secrets?|segredos?|passwords?|"
    # "o bearer atual é …", "el bearer de staging: …": the scheme's name used as a noun.
    r"bearer|"
    r"passwd|passphrase|pass|pwd|"
    # round 23: the other short forms people type ("pw is …", "psw: …", "pswd …")
    r"pw|psw|pswd|pword|passw|"
    r"contrase(?:ñ|n)as?|senhas?|credentials?|credencial(?:es)?|credenciais|llaves?|claves?|"
    r"chaves?|"
    # French, Italian, German: "clé API", "chiave API", "API-Schlüssel"; and an access
    # code named as such ("código de acceso", "access code").
    r"cl(?:é|e)s?|chiavi|chiave|schl(?:ü|ue)ssel|c(?:ó|o)digos?[ _-]de[ _-]acc?ess?o|"
    r"access[ _-]codes?)"
)
#: Nouns that mean "key" in a language other than English: a credential's when a
#: qualifier follows ("llave de la API", "clé secrète", "clave inválida") or precedes
#: ("API-Schlüssel", "secret clé"), or when a key-long random value follows.
_FOREIGN_KEY_NOUNS = frozenset(
    {"llave", "llaves", "clave", "claves", "chave", "chaves", "clé", "clés", "cle", "cles"}
    | {"chiave", "chiavi", "schlüssel", "schluessel"}
)
#: Before a foreign "key" noun, the words that make it a credential's by themselves
#: ("API-Schlüssel", "secret clé"); an article or a possessive does not ("la clave").
_STRONG_BEFORE = re.compile(r"(?i)\b(?:api|access|secret|private|auth|client|bearer)\b")
#: Before a bare "key": what makes it a credential's ("my", "the", "API", "staging").
_KEY_QUALIFIER = re.compile(
    r"(?i)\b(?:api|access|secret|private|auth|client|refresh|session|bearer|service|master|"
    r"admin|dev|prod|production|staging|live|test|search|my|mi|your|tu|su|our|nuestra|the|"
    r"this|esta|la|el|"
    # What a cloud calls its keys: "azure storage key1", "primary key", "signing key",
    # "subscription key", "SAS key", "encryption key".
    r"azure|aws|gcp|cloud|storage|account|primary|secondary|signing|encryption|shared|"
    r"subscription|sas|tenant|instance|webhook|hmac|"
    # An error about a key's validity names a credential: "Invalid key: …", "wrong key".
    r"invalid|wrong|incorrect|expired|revoked|unknown|bad|rejected|"
    # round 21: a key's lifetime or use named before it ("temporary key for the demo:
    # …", "new key: …", "backup key", "trial key")
    r"temporary|temp|temporal|provisional|tempor[aá]ria|new|nueva|nuevo|nova|old|backup|spare|"
    r"trial|demo|sandbox|personal|team)\b[ \t_-]*"
    r"(?:[\w\-]+[ \t]+){0,2}$"
)
#: After "llave"/"clave": what makes it a credential's ("llave de la API", "clave secreta").
_CLAVE_QUALIFIER = re.compile(
    r"(?i)[ \t_-]+(?:d[ea][ \t]+|de[ \t]+l'|dell'|des[ \t]+)?(?:la[ \t]+)?"
    r"(?:api|acceso|acesso|secreta|secreto|privada|secr(?:è|e)te|priv(?:é|e)e|segreta|"
    r"privata|d'acc(?:è|e)s|d'accesso|"
    # An error about the key's validity: "Clave inválida: …", "chave expirada".
    r"inv[aá]lid[ao]|incorrect[ao]|err[oó]ne[ao]|expirad[ao]|vencid[ao]|revocad[ao]|"
    r"revogad[ao]|no v[aá]lid[ao]|n[aã]o v[aá]lid[ao]|rechazad[ao]|invalide|non valid[ao]|"
    r"expir(?:é|e)e|scadut[ao])(?![\w])"
)
#: A bare "llave"/"clave"/"chave" names a credential when what follows it, at most two
#: words on and with no "de …" naming what it is the code of, is machine-random and as
#: long as a key (a UUID, 32+ hex digits, a long token): "con la llave 41b3…-…",
#: "chave 9f86…". Shorter values after "clave" are the codes Spanish calls claves (a
#: product, a voter, a cadastral or a tracking code).
_BARE_CLAVE_GAP = re.compile(
    r"(?i)[ \t]*(?:(?:[:=\u2013\u2014\u2192]|-{1,2}>?|=>)[ \t]*)?(?:[^\W\d]+[ \t]+){0,2}?"
    r"(?:(?:[:=\u2013\u2014\u2192]|-{1,2}>?|=>)[ \t]*)?[(\[]?$"
    # A relative clause then a copula: "a chave que usamos no teste foi …", "la clave que
    # te pasé ayer es …", "the key we used was …".
    r"|[ \t]+(?:que|that|which|we|i)[ \t]+(?:[^\W\d]+[ \t]+){0,5}?"
    r"(?:es|era|fue|será|sera|é|foi|era|is|was|será)[ \t]*(?:[:=][ \t]*)?$"
    # A clause about the key, then a colon before it: "usen esta llave mientras
    # regeneramos la otra: …", "use this key until we rotate the old one: …".
    # The last word may be a service's hyphenated name (round 16): "clave temporal
    # datadog-api: …", "llave del open-router: …".
    r"|[ \t]+(?:[^\W\d]+[ \t]+){0,5}?[^\W\d]+(?:-[^\W\d]+){0,3}[ \t]*:[ \t]*[/+]?$"
    # A relative clause, then the key in parentheses: "a chave que você mandou (…)".
    r"|[ \t]+(?:que|that|which)[ \t]+(?:[^\W\d]+[ \t]+){0,4}?[^\W\d]+[ \t]*[(\[]$"
)
_BARE_CLAVE_MIN = 24
#: "la clave de producción …", "a chave de produção …": what follows "de" is the
#: environment the key opens (perhaps named as one: "del ambiente productivo", "do
#: ambiente de produção"), not a thing it is the code of. The variable that holds it
#: may follow in parentheses, and a copula before the value ("la llave de producción
#: (DD_API_KEY) es …", "a chave de produção é …").
_ENVIRONMENT_GAP = re.compile(
    r"(?i)[ \t]+d(?:e|el|a|o)[ \t]+(?:(?:ambiente|entorno|servidor)[ \t]+(?:d[eao][ \t]+)?)?"
    r"(?:produ[cç][aã]o|producci[oó]n|productivo|produtivo|prod|pruebas|testes?|test|"
    r"staging|desarrollo|desenvolvimento|sandbox|homologa[cç][aã]o)"
    r"(?:[ \t]*\((?-i:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\))?"
    r"(?:[ \t]+(?:es|era|fue|ser[aá]|[eé]|foi|is|was))?[ \t]*(?:[:=][ \t]*)?[(\[]?"
)
#: The same environment phrase inside a longer gap ("temporal de pruebas:").
_ENVIRONMENT_PHRASE = re.compile(
    r"(?i)[ \t]d(?:e|el|a|o)[ \t]+(?:(?:ambiente|entorno|servidor)[ \t]+(?:d[eao][ \t]+)?)?"
    r"(?:produ[cç][aã]o|producci[oó]n|productivo|produtivo|prod|pruebas|testes?|test|"
    r"staging|desarrollo|desenvolvimento|sandbox|homologa[cç][aã]o)\b"
)
#: "mi llave de Mistral …", "la clave de OpenRouter", "a chave da Exa": a key of a
#: service, named by its brand (a capitalised word), not a code of a thing ("clave de
#: pedido", "clave del trámite").
_BRAND_AFTER = re.compile(
    r"[ \t]+d(?:e|el|a|o)[ \t]+(?:la[ \t]+|el[ \t]+)?(?-i:[A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9]*|"
    r"[A-Z]{2,}[a-z]*)(?:[ \t]+[A-Z][A-Za-z0-9]+)?(?:[ \t]|:[ \t])"
)


#: Round 22: a service named in lower case, or hyphenated, right before the copula or
#: the colon that gives its key ("la clave de exa era …", "a chave da mailgun: …", "la
#: llave de azure-openai es …"); the value must still be key-long and random.
_SERVICE_AFTER = re.compile(
    r"[ \t]+d(?:e|el|a|o)[ \t]+(?P<svc>[A-Za-z][A-Za-z0-9]*(?:[\-.][A-Za-z0-9]+){0,3})"
    # round 38: whose key it is may come first ("la llave de cohere del equipo para las
    # pruebas: …", "a chave da exa do time: …", "de nuestro equipo es …")
    # (an article or a possessive names whose: "de pedidos" is a thing's, not an owner)
    r"(?P<owner>[ \t]+(?:del|d[ao]s?|(?:de|of)[ \t]+(?:la|el|los|las|mi|tu|su|nuestr[oa]|the|our|my|"
    r"your)|d[ao][ \t]+(?:noss[oa]|meu|minha))(?:[ \t]+[^\W\d]+){1,3}?(?=[ \t]*(?:[:(]|->|→|=>|[\u2013\u2014]"
    r"|[ \t](?:para|pra|for|en|em|in|nos?|nas?|que|that|which|era|es|fue|ser[aá]|é|foi|is|was"
    r"|-)[ \t])))?"
    # round 36: what the key is for, where or how it is used, or its environment, may
    # stand between ("la llave de serpapi para las pruebas: …", "a chave do firecrawl pra
    # rodar o scraper: …", "la llave de openai que usamos en pruebas: …", "la llave de
    # brave de pruebas: …", "(para pruebas)"), and an arrow or a dash for the colon
    r"(?:[ \t]+(?:para|pra|for|en|em|in|nos?|nas?|que|that|which)(?:[ \t]+[^\W\d]+){1,5}?"
    r"|[ \t]*\([^()\n<>]{1,24}\)"
    r"|[ \t]+d(?:e|el|a|o)[ \t]+(?:produ[cç][aã]o|producci[oó]n|prod|pruebas|testes?|test|"
    r"staging|desarrollo|desenvolvimento|sandbox|homologa[cç][aã]o))?"
    r"(?:[ \t]+(?:era|es|fue|ser[aá]|é|foi|is|was)[ \t]"
    r"|[ \t]*(?::|→|->|=>|\u2013|\u2014)[ \t]|[ \t]+-[ \t])"
)


#: What a hash or a build is named by, not a service: "la clave de commit es <40 hex>".
_NOT_A_SERVICE = re.compile(
    r"\b(?:commits?|checksum|digest|etag|build|versi[oó]n|vers[aã]o|release|revisi[oó]n|"
    r"archivo|arquivo|file|imagen|imagem|image|cache|sesi[oó]n|sess[aã]o|pago|pagamento|"
    r"payment|"
    # round 36: a request's retry key ("la llave de idempotencia para el reintento: …")
    r"idempotencia|idempot[eê]ncia|idempotency)\b"
)


def _brand_after(text: str, end: int) -> bool:
    m = _BRAND_AFTER.match(text, end)
    if m is None:
        service = _SERVICE_AFTER.match(text, end)
        if service is None:
            return False
        folded = service.group("svc").lower()
        return not (
            _PROSE_NOT.search(folded)
            or _CODE_OF.search(folded)
            # round 36: nor a hash's or a build's word in what it is for ("… que firma
            # los commits: …")
            or _NOT_A_SERVICE.search(service.group().lower())
            # round 38: nor a thing's code as the owner ("del ambiente del pedido es …")
            or _CODE_OF.search((service.group("owner") or "").lower())
        )
    words = m.group().split()[1:]
    folded = " ".join(words).lower()
    # "Clave de Pedido", "Clave de Elector": a thing's code in title case.
    return not (_PROSE_NOT.search(folded) or _CODE_OF.search(folded))


#: What Spanish and Portuguese give claves to, written in title case in forms.
_CODE_OF = re.compile(
    r"\b(?:pedido|folio|referencia|rastreo|seguimiento|elector|producto|registro|cliente|"
    r"usuario|acceso|empleado|alumno|trabajador|centro|escuela|municipio|estado|pa[ií]s|"
    r"lada|tr[aá]mite|cat[aá]logo|art[ií]culo|servicio|banco|sucursal|vendedor|proveedor|"
    # round 22: the codes of documents and operations a lower-case word may name
    r"factura|fatura|cfdi|transferencia|transfer[eê]ncia|operaci[oó]n|opera[cç][aã]o|"
    r"confirmaci[oó]n|confirma[cç][aã]o|reservaci[oó]n|reserva|autorizaci[oó]n|"
    r"autoriza[cç][aã]o|env[ií]o|gu[ií]a|paquete|documento|expediente|"
    r"contrato|p[oó]liza|ap[oó]lice|tarjeta|cart[aã]o|recibo|boleto|bilhete|materia|"
    r"mat[eé]ria|curso|grupo|asignatura|turma|ubicaci[oó]n|localidad|[aá]rea|zona)\b"
)


def _brand_before(text: str, start: int) -> re.Match[str] | None:
    """A brand right before the noun at `start`: a camel-cased word anywhere ("SerpAPI
    key", "OpenRouter key"), or a capitalised one inside a sentence ("use the Mistral
    key …"); a capital at a sentence's start is only grammar ("Cache key …")."""
    m = _BRAND_BEFORE.search(text, max(0, start - 32), start)
    if m is None:
        return None
    word = m.group().rstrip(" \t_-")
    if any(c.isupper() for c in word[1:]):
        return m
    before = text[max(0, m.start() - 8) : m.start()].rstrip()
    return m if before and before[-1] not in ".!?:;>\"'(\n[{" else None


#: Before a bare "key": a brand (a capitalised or camel-cased word: "SerpAPI key",
#: "Mistral key", "OpenRouter key"), optionally after an adjective ("Temporary SerpAPI
#: key"). Only with a key-long random value after it.
_BRAND_BEFORE = re.compile(r"(?<![\w\-])(?-i:[A-Z][A-Za-z0-9]*[A-Za-z0-9])[ \t_-]+$")
#: Round 35: inline markup that opens a value, as a code span's backtick does: a page's
#: inline element ("mi llave: <code>…</code>", `<kbd>`, `<strong>`, `<span class=…>`, two
#: nested at most) or markdown's strong emphasis ("**…**", "__…__").
_INLINE_OPEN = (
    r"(?:<(?i:code|kbd|samp|tt|var|b|strong|em|i|mark|span)(?:[ \t][^<>\n]{0,80})?>){1,2}"
)
#: The gap between the noun and its value may hold a parenthetical ("token de acceso
#: (bearer): …", "API key (staging) = …"), and the value may open a parenthesis or a
#: bracket of its own ("our search key (…) was rotated").
_PROSE_VALUE = re.compile(
    # an arrow may point at the value ("my datadog key -> …", "token => …")
    r"(?P<gap>(?:[^\n.;!?<>\"`(){}\[\]]|\([^()\n<>]{1,24}\)|-{1,2}>|=>){0,40}?[(\[]?"
    # round 22: "my … token is `…`": a code span may open the value
    # round 32: so may a double quote, as an error message quotes what it echoes
    # ("rejected X-Api-Key \"…\" (revoked)")
    r"(?:(?<=[ \t])[`\"])?)"
    r"(?P<open>" + _INLINE_OPEN + r"|\*\*|__)?"
    r"(?<![\w\-])"
    # the variable that holds the key, named in parentheses ("(MAILGUN_API_KEY) es …"),
    # is not its value
    r"(?![A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\))"
    # round 49 (personal64's "clave de API incorrecta proporcionada: <key>"): a word of
    # the sentence twelve letters or longer ("proporcionada", "authentication") was
    # taken for the value and refused as no key, ending the reading; a word of letters
    # in one case (perhaps capitalised) before a space, a comma or a colon is the gap's,
    # and the value is read after it (no key is letters in one case: `looks_random`)
    r"(?![A-Za-z][a-z]{11,40}[ \t,:])"
    r"(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{11,512}={0,3})(?![\w\-+/=~])"
)
#: After a password noun and its separator, the password as people choose them: any
#: printable run, symbols included ("contraseña del panel: 1BJ6…!…$…").
_PROSE_PASSWORD = re.compile(
    # "a senha do postgres de homologação é …": what the password opens may take a few
    # words.
    r"(?P<gap>(?:[ \t][^\n.;!?<>\"`(){}\[\]:=@/]{0,40}?)?[ \t]{0,3}"
    # "…: value", "… = value", or a copula: "la contraseña del wifi es …", "the
    # password is …", "a senha é …" (then the value must hold letters and digits).
    r"(?:[:=]|(?<=[ \t])(?P<copula>"
    # round 22: what it was left as ("quedó como …", "quedó en …", "ficou como …", "is
    # now …", "es ahora …")
    r"qued[oó][ \t]+(?:como|en)|queda[ \t]+(?:como|en)|ficou[ \t]+(?:como|em)|"
    r"fica[ \t]+(?:como|em)|is[ \t]+now|es[ \t]+ahora|agora[ \t]+[eé]|"
    r"es|is|era|was|é|sera|será|ist|est)"
    # round 14: the noun in a table's cell, the password in the next one
    r"|</t[dh]>[ \t]*<t[dh][^<>\n]{0,40}>)[ \t]{0,3}(?:[`'\"]|" + _INLINE_OPEN + r")?)"
    r"(?P<value>[A-Za-z0-9][^\s<>\"'`]{5,127})"
)
#: Between a password noun and a colon, words that make what follows a rule about
#: passwords, not one: "Password policy: min-8-chars", "contraseña (requisitos): …".
_PASSWORD_NOT = re.compile(
    r"(?i)\b(?:polic\w*|pol[ií]tica|requirements?|requisitos?|rules?|reglas?|reset|hint|"
    r"pista|strength|fuerza|minimum|m[ií]nim[oa]|must|debe|field|campo|manager|gestor|"
    r"format\w*|length|longitud|example|ejemplo)\b"
)
_PASSWORD_NOUNS = ("password", "passwords", "passwd", "passphrase", "contrase", "senha")
#: Round 22: a "clave"/"chave"/"key" of a mailbox, a network, an account or a device is
#: the password that opens it ("la clave del correo de la oficina quedó como …", "a
#: chave do wifi é …", "the key to my laptop is …"); read as a password is read.
_OPENS_AN_ACCOUNT = re.compile(
    r"(?i)[ \t]+(?:d(?:e|el|a|o)|to|for|of)[ \t]+(?:(?:la|el|mi|tu|su|the|my|your|our|a|o|"
    r"minha|meu|sua|seu|nuestra|nuestro)[ \t]+)?"
    r"(?:correo|e-?mail|mail|gmail|outlook|hotmail|buz[oó]n|wi-?fi|red|rede|network|cuenta|"
    r"conta|account|banco|banca|bank|compu|computadora|computador|laptop|notebook|pc|"
    r"celular|tel[eé]fono|telefone|m[oó]vil|phone|router|roteador|m[oó]dem|modem|vpn|"
    r"servidor|server|intranet|admin|administrador|usuario|usu[aá]rio|user|login|"
    r"caja[ \t]+fuerte|cofre|safe|alarma|alarme|alarm)\b"
)
#: A key "of access" is a password: "clave de acceso", "chave de acesso", "clé d'accès".
_ACCESS_QUALIFIER = re.compile(r"(?i)acc?ess?o|acc(?:è|e)s|accesso")
_ACCESS_CODE_NOUN = re.compile(r"(?i)c(?:ó|o)digos?[ _-]de[ _-]acc?ess?o|access[ _-]codes?")
#: Short words that name a password only right before one: "login svc-search pass
#: …", "pwd …". They are ordinary words too ("pass the token", "boarding pass"), so the
#: value after them must be a strong password (`is_strong_password`).
_SHORT_PASSWORD_NOUNS = frozenset({"pass", "pwd", "pw", "psw", "pswd", "pword", "passw"})
#: A password given with no separator after its noun: "password Xk29!dL0qP", "pass …".
#: What it unlocks may stand between ("pass del wifi de la oficina: …", "pwd of the
#: router: …"), and a colon after it; the value must still be a strong password.
_BARE_PASSWORD = re.compile(
    # A word of what kind it is may come first: "pwd temporal del VPN: …", "temporary
    # password for the VPN: …" (the adjective before the noun needs nothing).
    r"(?:[ \t]+(?i:temporal|temporary|provisional|inicial|initial|nueva|nuevo|new|actual|"
    r"current|maestra|master|tempor[aá]ria|nova))?"
    r"(?:[ \t]+(?:del?|de la|of(?: the)?|for(?: the)?|do|da|para(?: el| la)?)[ \t]+"
    r"[^\W\d][\w\-]*(?:[ \t]+(?:de la|del|de|of the|of|da|do)[ \t]+[^\W\d][\w\-]*)?)?"
    # round 23: an arrow may stand for the colon ("pass del wifi → …", "pwd -> …")
    r"[ \t]*(?::|=|→|⟶|⇒|->|=>)?[ \t]{1,3}(?P<value>[A-Za-z0-9][^\s<>\"'`]{7,127})"
)
#: A gap that is only a separator: "API key: …", "password = …".
_PROSE_SEPARATOR = re.compile(r"[ \t]{0,3}[:=][ \t]{0,3}[`'\"]?")
#: Words that make the value something else: "public key", "token count", "key id".
_PROSE_NOT = re.compile(
    r"(?i)\b(?:public|publishable|p[uú]blic[ao]|site|count|type|limit|length|usage|"
    # "expires", "expiry" are a key's metadata; "expired key", "clave expirada" name it.
    r"expir(?!ed\b|ad[ao]\b|(?:é|e)e\b)\w*|"
    r"id|ids|hash|sha\d*|md5|fingerprint|huella|format|formato|example|ejemplo|endpoint|url|"
    r"elector|rastreo|producto|catastral|unica|única|registro)\b"
)


#: The line calls the key after it public: "public token", "token público" reads
#: the same after the noun (`_PROSE_NOT` on the gap).
_PUBLIC_BEFORE_NOUN = re.compile(
    r"(?i)\b(?:public|publishable|p[uú]blic[ao])[ \t_-]+(?:access[ \t_-]+)?$"
)


def _public_key_called_public(text: str, value: str, name_start: int) -> bool:
    """A publishable key's prefix (Stripe's `pk_`, Mapbox's `pk.`, Langfuse's `pk-lf-`,
    Mercado Pago's `APP_USR-`) after a name the line calls public ("public token:")."""
    return value.startswith(("pk_", "pk.", "pk-lf-", "APP_USR-")) and bool(
        _PUBLIC_BEFORE_NOUN.search(text, max(0, name_start - 30), name_start)
    )


#: Letters-only words joined by `/`, `-`, `_` or `.`: header names, paths, identifiers.
_WORDS_JOINED = re.compile(r"[A-Za-z]{2,}(?:[/\-_.][A-Za-z]{1,})+")


def _credential_nouns() -> Any:
    return compile_linear(_CREDENTIAL_NOUN)


def _bare_password(text: str, end: int, note: str) -> Match | None:
    """A strong password right after a password word ending at `end`, with no copula
    or quotes (`pass Xk9#…`, `pwd: …`), or None."""
    loose = _BARE_PASSWORD.match(text, end)
    if loose is None:
        return None
    value = loose.group("value").rstrip(".,;:)")
    if not is_strong_password(value):
        return None
    start = loose.start("value")
    return _secret(
        code=API_KEY, kind="credential", start=start, end=start + len(value), value=value, note=note
    )


#: Later in the password's sentence, a copula and a strong password: "la contraseña
#: del wifi ya no es la de antes, ahora es …", "the password changed, now it's …".
_LATER_COPULA = re.compile(
    r"(?i)(?<![\w])(?:es|is|it'{0,2}s|é|era|was|ser[aá]|fica|queda|qued[oó]|ficou|ist|est)"
    # round 22: "quedó como …", "ficou em …", "is now …"
    r"(?:[ \t]+(?:como|en|em|as|now|ahora|agora))?[ \t]{1,3}"
    r"[`'\"]?(?P<value>[A-Za-z0-9][^\s<>\"'`]{7,127})"
)
_LATER_REACH = 120


def _later_copula_password(text: str, end: int, note: str) -> Match | None:
    """A strong password after a copula later in the same sentence as the password
    noun ending at `end` (no `.`, `;`, `?`, `!` or line break before the copula)."""
    for m in _LATER_COPULA.finditer(text, end, min(len(text), end + _LATER_REACH)):
        gap = text[end : m.start()]
        if re.search(r"[\n;.!?¿¡]", gap) or _PASSWORD_NOT.search(gap) or _PROSE_NOT.search(gap):
            return None
        value = m.group("value").rstrip(".,;:)")
        if is_strong_password(value):
            start = m.start("value")
            return _secret(
                code=API_KEY,
                kind="credential",
                start=start,
                end=start + len(value),
                value=value,
                note=note,
            )
    return None


#: A value, then a preposition that makes it the credential named after: "use … as the
#: API key", "usa … como token", "coloque … na chave da API".
_AS_THE_NOUN = re.compile(
    r"(?i)(?<![\w\-+/=~.])(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{23,200}={0,3})[`'\"]?[ \t]+"
    r"(?:as|como|for|para|na|no|em|in)[ \t]+"
    r"(?:(?:the|la|el|a|o|my|mi|your|tu|our|nuestra|new|nueva|nuevo|nova|novo)[ \t]+){0,2}$"
)
#: After the noun, what makes it a key of something else: a cache's, an index's.
_AS_THE_NOUN_NOT = re.compile(
    r"(?i)^[ \t]*(?:(?:de|del|da|do|of|for)[ \t]+(?:la|el|the|a|o)?[ \t]*)?"
    r"(?:cach[eé]|[ií]ndice|index|partici[oó]n|partition|orden|sort|primaria|primary|"
    r"for[aá]nea|foreign|objeto|object|registro|record)"
)


#: Round 32: a header's `X-` prefix glued before a credential's noun: `x-api-key`,
#: `x-goog-api-key` (the noun says "api"), `X-Auth-Token`, `x-access-key` (the word
#: before a bare "key"/"token" says a credential's; `X-Cache-Key` is a cache's).
_HEADER_PREFIX = re.compile(r"(?i)(?<![\w\-])x-(?:[a-z0-9]{1,12}-)?$")
_HEADER_CREDENTIAL = re.compile(
    r"(?i)(?<![\w\-])x-(?:[a-z0-9]{1,12}-)?(?:auth|access|secret|session|client|private"
    r"|security|api|app)-$"
)


def _header_named(text: str, start: int, noun: str) -> bool:
    before = text[max(0, start - 24) : start]
    if noun.startswith("api"):
        return _HEADER_PREFIX.search(before) is not None
    return _HEADER_CREDENTIAL.search(before) is not None


_AS_WORDS = (" as ", " como ", " for ", " para ", " na ", " no ", " em ", " in ")


def _value_as_the_noun(text: str, start: int, end: int) -> Match | None:
    near = text[max(0, start - 36) : start].lower()
    if not any(word in near for word in _AS_WORDS):
        return None
    m = _AS_THE_NOUN.search(text, max(0, start - 260), start)
    if m is None or _AS_THE_NOUN_NOT.match(text[end : end + 40]):
        return None
    value = m.group("value")
    if is_placeholder(value) or not looks_random(value, min_length=24):
        return None
    return _secret(
        code=API_KEY,
        kind="credential",
        start=m.start("value"),
        end=m.end("value"),
        value=value,
        note=f"a value given as `{' '.join(text[start:end].split())}` in text",
    )


def _from_prose(text: str) -> Iterator[Match]:
    for hit in _credential_nouns().finditer(text):
        start, end = hit.start(), hit.end()
        if start > 24 and text[start - 1] == " ":
            given = _value_as_the_noun(text, start, end)
            if given is not None:
                yield given
                continue
        glued = start > 0 and (text[start - 1].isalnum() or text[start - 1] in "?&;_-")
        if glued and text[max(0, start - 4) : start].lower() == "api-":
            glued = False  # German compounds: "API-Schlüssel", "API-Key"
        if glued and text[start - 1].isalpha() and hit.group()[:3].lower() == "api":
            glued = False  # a brand ending in API: "SerpAPI key", "ScraperAPI token"
        if glued and _header_named(text, start, hit.group().lower()):
            # round 32: a header's own name used as the noun, as an error echoes it
            # ("invalid x-api-key '…'", "X-Auth-Token … rejected"): `X-` names the same
            # credential as "api key" does
            glued = False
        noun = hit.group().lower()
        # A numbered key ("key1", "key2", "token_2"): Azure's two storage keys, a
        # rotation's second key.
        numbered = _NUMBERED.match(text[end : end + 4])
        if numbered is not None and noun in ("key", "token", "secret", "clave", "llave", "chave"):
            end += numbered.end()
        if glued or (end < len(text) and text[end].isalnum()):
            continue
        if noun == "tokens":
            continue  # usage counts: "max tokens 4096"
        if noun in _SHORT_PASSWORD_NOUNS:
            note = f"`{hit.group()}` in text holds a password"
            # round 23: with a copula too ("pw is …", "pwd era …"), as the long nouns
            found = _bare_password(text, end, note) or _later_copula_password(text, end, note)
            if found is not None:
                yield found
            continue
        name_start = start
        after = None
        # round 22: "la clave del correo …", "the key to my laptop …": a password's
        opens = (noun == "key" or noun in _FOREIGN_KEY_NOUNS) and bool(
            _OPENS_AN_ACCOUNT.match(text, end)
        )
        if (noun in ("key", "keys") or noun in _FOREIGN_KEY_NOUNS) and not opens:
            foreign = noun in _FOREIGN_KEY_NOUNS
            qualifier = _KEY_QUALIFIER.search(text, max(0, start - 40), start)
            if foreign and qualifier is not None and not _STRONG_BEFORE.search(qualifier.group()):
                qualifier = None  # "la llave", "mi clave": only an API or a secret word
            after = _CLAVE_QUALIFIER.match(text, end) if foreign else None
            bare = foreign and after is None and qualifier is None
            if bare:
                m = _PROSE_VALUE.match(text, end)
                brand = _brand_after(text, end)
                service = _SERVICE_AFTER.match(text, end) if brand else None
                # round 33b: the environment, then the service ("la clave de producción de
                # Mistral es …", "a chave de testes da mailgun: …")
                env = None if brand else _ENVIRONMENT_PHRASE.match(text, end)
                if env is not None and _brand_after(text, env.end()):
                    brand = True
                    service = _SERVICE_AFTER.match(text, env.end())
                # round 38: the service's phrase bounds its own gap, which may pass the
                # prose reader's 40 characters ("la llave de cohere del equipo para las
                # pruebas: …")
                if service is not None and (m is None or m.start("value") < service.end()):
                    # "la clave de azure-openai era …": the service's name is not the value
                    m = _PROSE_VALUE.match(text, service.end())
                    end = service.end()
                if m is None or not (
                    brand
                    # round 35: a code span's backtick opens the value, as markup does
                    or _BARE_CLAVE_GAP.fullmatch(m.group("gap").removesuffix("`"))
                    or _ENVIRONMENT_GAP.fullmatch(m.group("gap"))
                ):
                    continue
                if (
                    re.search(
                        r"(?i)\bd(?:e|el|a|o|os|as)\b",
                        # round 17: an environment after an adjective ("clave temporal
                        # de pruebas: …") names no thing the key is the code of
                        _ENVIRONMENT_PHRASE.sub(" ", m.group("gap")),
                    )
                    and not brand
                    and not _ENVIRONMENT_GAP.fullmatch(m.group("gap"))
                ):
                    continue  # "clave de pedido …": the code of something named
                value = m.group("value").rstrip(".,;:")
                if _PROSE_NOT.search(m.group("gap")) or not looks_random(
                    value, min_length=_BARE_CLAVE_MIN
                ):
                    continue
            branded = None if foreign else _brand_before(text, start)
            if qualifier is None and branded is not None:
                brand_value = _PROSE_VALUE.match(text, end)
                if brand_value is not None and looks_random(
                    brand_value.group("value").rstrip(".,;:"), min_length=_BARE_CLAVE_MIN
                ):
                    qualifier = branded
            if not foreign and qualifier is None:
                if not (_labelled_key(text, end) or _key_refused(text, start, end)):
                    continue
                # "public key: …", "site key = …": the words before say what it is.
                before = _TWO_WORDS_BEFORE.search(text[max(0, start - 40) : start])
                if before is not None and _PROSE_NOT.search(before.group()):
                    continue
            if qualifier is not None:
                name_start = qualifier.start()
            if after is not None:
                end = after.end()
        # "clave de acceso", "chave de acesso", "código de acceso": what opens an
        # account is its password, read as people choose them (`Tlacoyo_88`).
        access = (
            (after is not None and _ACCESS_QUALIFIER.search(after.group()))
            or _ACCESS_CODE_NOUN.match(noun)
            or opens
        )
        if noun.startswith(_PASSWORD_NOUNS) or access:
            pw = _PROSE_PASSWORD.match(text, end)
            if pw is not None:
                value = pw.group("value").rstrip(".,;:)")
                if (
                    not _PROSE_NOT.search(pw.group("gap"))
                    and not _PASSWORD_NOT.search(pw.group("gap"))
                    and "://" not in value
                    and is_password_like(value)
                    # round 26: letters alone only as a generator makes them, after a
                    # colon or in the next cell of a table (a debug page's POST table)
                    and (
                        not value.isalpha()
                        or (pw.group("copula") is None and generated_letters(value))
                    )
                    and (pw.group("copula") is None or _copula_password(text, pw.end(), value))
                ):
                    yield _secret(
                        code=API_KEY,
                        kind="credential",
                        start=pw.start("value"),
                        end=pw.start("value") + len(value),
                        value=value,
                        note=f"`{' '.join(text[name_start:end].split())}` in text holds a password",
                    )
                    continue
            named = " ".join(text[name_start:end].split())
            found = _bare_password(text, end, f"`{named}` in text holds a password") or (
                _later_copula_password(text, end, f"`{named}` in text holds a password")
            )
            if found is not None:
                yield found
                continue
        m = _PROSE_VALUE.match(text, end)
        if m is None:
            continue
        name, gap, value = text[name_start:end], m.group("gap"), m.group("value").rstrip(".,;:")
        if _PROSE_NOT.search(name) or _PROSE_NOT.search(gap):
            continue
        if _public_key_called_public(text, value, start):
            # round 19: "mapbox public token: pk.…", a public key the line calls public
            # (round 8's policy, already so for "publishable key: pk_live_…")
            continue
        if noun == "bearer" and not gap.strip(" \t\"'`"):
            continue  # "Bearer <token>" is the scheme: the authorization rules read it
        labelled = bool(_PROSE_SEPARATOR.fullmatch(re.sub(r"\([^()]*\)", "", gap).lstrip()))
        if _WORDS_JOINED.fullmatch(value):
            continue  # "Authorization/x-api-key", "Content-Type": words, not a key
        if noun in ("key", "keys") and _IN_BUCKET_AFTER.match(text, m.start("value") + len(value)):
            continue  # round 37: "access denied for key <object> in bucket …"
        if "://" in text[m.start("value") : m.end("value") + 3] or not looks_random(
            value, min_length=12 if labelled else 16
        ):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start("value"),
            end=m.start("value") + len(value),
            value=value,
            note=f"`{' '.join(name.split())}` in text holds a credential",
        )


#: A credential rejected in prose: "¿por qué <token> me da 401?", "<token> returns
#: 403", "<token> da unauthorized". One RE2 pass finds the failures; the token before
#: them is read only there.
_AUTH_FAILURE = (
    r"(?i)\b(?:401|403|unauthori[sz]ed|no autorizad[oa]|n[aã]o autorizad[oa]|forbidden|"
    r"invalid[_ ](?:api[_ ])?(?:key|token)|auth(?:entication|entication)? failed|"
    r"autenticaci[oó]n fallida|falha de autentica[cç][aã]o)\b"
)
#: The token, then at most four words (no quote, colon, brace: not a record's next
#: field) before the failure: "<token> me da", "<token> keeps returning".
_BEFORE_FAILURE = re.compile(
    r"(?<![\w\-+/=.])(?P<value>[A-Za-z0-9][A-Za-z0-9_\-]{19,127})"
    r"(?P<gap>[ \t]+(?:[^\W\d_]+[ \t]+){0,4}(?:(?:un|an?|el|error|code|c[oó]digo)[ \t]+)?)$"
)
#: Before such a token, words that make it an id, a hash or a commit, not a credential.
_FAILURE_NOT = re.compile(
    r"(?i)\b(?:id|ids|request|req|trace|span|commit|sha\d*|hash|digest|checksum|etag|build|"
    r"run|job|version|uuid|correlation|ray|session|sesi[oó]n|order|pedido|folio)\b[\W_]*$"
)


def _from_auth_failures(text: str) -> Iterator[Match]:
    for hit in compile_linear(_AUTH_FAILURE).finditer(text):
        start = hit.start()
        line_start = max(text.rfind("\n", 0, start) + 1, start - 180)
        m = _BEFORE_FAILURE.search(text, line_start, start)
        if m is None:
            continue
        value = m.group("value")
        before = text[max(line_start, m.start() - 24) : m.start()]
        if _FAILURE_NOT.search(before) or "://" in before or not looks_random(value, min_length=20):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note=f"a token rejected in text (`{' '.join(hit.group().split())}` after it)",
        )


# <meta name="api-key" content="…"> (either attribute order)
_META = re.compile(
    r"<meta\s[^>]{0,200}?\bname=[\"'](?P<name>[^\"']{1,64})[\"'][^>]{0,200}?\bcontent=[\"']"
    r"(?P<value>[^\"']{1,4096})[\"']"
    r"|<meta\s[^>]{0,200}?\bcontent=[\"'](?P<value2>[^\"']{1,4096})[\"'][^>]{0,200}?\bname=[\"']"
    r"(?P<name2>[^\"']{1,64})[\"']",
    re.IGNORECASE,
)
#: Round 27: a page's form field, named by its `name` attribute and holding its `value`
#: (`<input type="hidden" name="api_key" value="…">`, either attribute first; an applet's
#: `<param>`): the name says what the value is, as `<meta>`'s name does for its content
#: and a field's key for its value (a hidden input carries what the server put there).
_FORM_INPUT = re.compile(
    r"<(?:input|param|button|option)\s[^<>]{0,200}?(?<![\w\-])name=[\"'](?P<name>[^\"'<>]{1,64})"
    r"[\"'][^<>]{0,200}?(?<![\w\-])value=[\"'](?P<value>[^\"'<>]{1,4096})[\"']"
    r"|<(?:input|param|button|option)\s[^<>]{0,200}?(?<![\w\-])value=[\"']"
    r"(?P<value2>[^\"'<>]{1,4096})[\"'][^<>]{0,200}?(?<![\w\-])name=[\"']"
    r"(?P<name2>[^\"'<>]{1,64})[\"']",
    re.IGNORECASE,
)
#: Round 35: an input's own type, `password` (either quote, or none).
_PASSWORD_TYPE = re.compile(r"""(?i)(?<![\w\-])type=[\"']?password(?![\w\-])""")
# HAR: {"name": "Authorization", "value": "Bearer …"}
_HAR_PAIR = re.compile(
    r'"name"\s{0,8}:\s{0,8}"(?P<name>[^"\\\n]{1,128})"\s{0,8},\s{0,8}'
    r'"value"\s{0,8}:\s{0,8}"(?P<value>[^"\\\n]{0,4096})"'
)
# ?name=value, &name=value, &amp;name=value, ;jsessionid=value
_QUERY_PARAM = re.compile(
    r"[?&;](?P<name>[A-Za-z_][\w.\-]{0,40})=(?P<value>[^&\s\"'<>#;\\]{1,2048})"
)
_AUTH_SCHEME = re.compile(
    r"(?i)^(?P<scheme>bearer|basic|token|digest|apikey|api-key|bot|oauth|key|ssws|hmac|"
    r"aws4-hmac-sha256|negotiate|ntlm)\s+"
)


_PASSWORD_WORDS = frozenset(
    {"password", "passwd", "pwd", "pass", "passphrase", "contrasena", "contraseña", "contrasenia"}
    | {"senha"}
    | {"passwort", "motdepasse"}
)


#: After "the password is …": a rule about passwords, not one ("8-character minimum",
#: "12 caracteres", "case-sensitive").
_PASSWORD_RULE_AFTER = re.compile(
    r"(?i)\S*[ \t]{0,3}(?:\w+[ \t]+)?(?:minimum|m[ií]nimo|maximum|m[aá]ximo|characters?|"
    r"caracteres|chars|d[ií]gitos|digits|letras|letters|long|largo)\b"
)


def _copula_password(text: str, value_end: int, value: str) -> bool:
    """A value after "… es"/"is"/"é": letters and digits, and no rule about length."""
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return False
    if re.fullmatch(r"\d+[\-‐]?[A-Za-z]+", value):
        return False  # "8-character", "12chars"
    return not _PASSWORD_RULE_AFTER.match(text, value_end)


def is_strong_password(value: str) -> bool:
    """A password given with nothing but a space after its noun: 8 to 128 characters,
    three of upper case, lower case, digits and symbols, and random-looking. "pass the
    token", "boarding pass BP7K2M9Q", "password123" are not."""
    if not 8 <= len(value) <= 128 or is_placeholder(value) or "://" in value:
        return False
    classes = (
        any(c.isupper() for c in value),
        any(c.islower() for c in value),
        any(c.isdigit() for c in value),
        any(not c.isalnum() for c in value),
    )
    return sum(classes) >= 3 and shannon_entropy(value) >= 3.0 and not _is_sequential(value)


#: A bare "key" (no qualifier before it) is a credential's when a separator labels a
#: long value and the value is random in the way keys are: several classes of
#: characters, not only hex digits (a hash, a cache key, a fingerprint) nor a UUID.
_LABELLED_KEY = re.compile(
    r"[ \t]{0,3}[:=][ \t]{0,3}[`'\"]?(?P<value>[A-Za-z0-9+/][A-Za-z0-9+/_\-]{31,511}={0,2})"
)
_HEX_OR_UUID = re.compile(r"[0-9a-fA-F\-]+")
_DIGEST_PREFIX = re.compile(r"(?i)(?:sha\d{1,3}|md5)-")
#: A numbered key noun's number: "key1", "token_2".
_NUMBERED = re.compile(r"_?\d{1,2}(?![\w])")
_TWO_WORDS_BEFORE = re.compile(r"(?:[\w\-]+[ \t]+){0,2}$")


#: Round 19: a bare "key" in an error that echoes it: the value, then what the server
#: says of it ("key <40 hex> is not authorized", "key … was revoked", "key … has
#: expired"). A hash is not said to be unauthorised, revoked or expired; a key is.
_KEY_IN_ERROR = re.compile(
    r"[ \t]+[\"'`]?(?P<value>[A-Za-z0-9_\-]{24,128})[\"'`]?[ \t]+(?:is|was|has been|has)[ \t]+"
    r"(?:not[ \t]+(?:authori[sz]ed|valid|allowed|permitted|active|recogni[sz]ed)|invalid"
    r"|revoked|expired|disabled|suspended|unauthori[sz]ed)\b"
)


#: Keys that are no credential, right before the noun: a cache's, a table's, a sort's.
_NOT_A_CREDENTIAL_KEY = re.compile(
    r"(?i)\b(?:cache|primary|foreign|sort|partition|idempotency|object|row|lookup|hash|"
    r"dedup|license|licence|product|public|site|routing|shard|index)[ \t_-]*$"
)


#: Round 37: the refusal first, then the key it names ("HTTP 429: rate limited
#: for key <key>", "quota exceeded for key …", "access denied on key …"): an error says
#: what it refused a credential for; a hash or a cache's key is not refused service.
_REFUSED_FOR = re.compile(
    r"(?i)\b(?:rate[ \t_-]?limit(?:ed|ing)?|throttl(?:ed|ing)|quota|exceeded|exhausted|"
    r"too many requests|denied|forbidden|unauthori[sz]ed|not authori[sz]ed|blocked|"
    r"suspended|revoked|expired|disabled|429|401|403)\b[^\n.;!?]{0,24}?[ \t]"
    r"(?:for|on|with|using)[ \t]+$"
)
_REFUSED_KEY_VALUE = re.compile(
    r"[ \t]*:?[ \t]*[\"'`]{0,2}(?P<value>[A-Za-z0-9_\-]{24,128})[\"'`]{0,2}(?![\w\-./:])"
)
#: …not a bucket's object, whatever the error ("access denied for key <hash> in bucket …").
_IN_BUCKET_AFTER = re.compile(
    r"[^\n]{0,6}?[ \t]+(?i:in|from|of|en|del?)[ \t]+(?i:the[ \t]+|el[ \t]+)?"
    r"(?i:bucket|s3|contenedor|container)\b"
)


def _key_refused(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    if _REFUSED_FOR.search(text, max(line_start, start - 80), start) is None:
        return False
    m = _REFUSED_KEY_VALUE.match(text, end)
    return (
        m is not None
        and not is_placeholder(m.group("value"))
        and looks_random(m.group("value"), min_length=24)
        and _IN_BUCKET_AFTER.match(text, m.end()) is None
        and not _NOT_A_CREDENTIAL_KEY.search(text, max(0, start - 24), start)
    )


def _key_in_error(text: str, end: int) -> bool:
    m = _KEY_IN_ERROR.match(text, end)
    return (
        m is not None
        and looks_random(m.group("value"), min_length=24)
        and not _NOT_A_CREDENTIAL_KEY.search(text, max(0, end - 24), end - 3)
    )


def _labelled_key(text: str, end: int) -> bool:
    if _key_in_error(text, end):
        return True
    m = _LABELLED_KEY.match(text, end)
    if m is None:
        return False
    value = m.group("value")
    if _HEX_OR_UUID.fullmatch(value) or _DIGEST_PREFIX.match(value):
        return False  # a hash, a UUID, a subresource-integrity digest
    return looks_random(value, min_length=32)


def is_password_like(value: str) -> bool:
    """A password someone chose: 6 to 128 characters, no spaces, not a placeholder, and
    not a word: digits and letters, or symbols among them."""
    if not 6 <= len(value) <= 128 or any(c.isspace() for c in value) or is_placeholder(value):
        return False
    kinds = (
        any(c.isdigit() for c in value),
        any(c.isalpha() for c in value),
        any(not c.isalnum() for c in value),
    )
    return (sum(kinds) >= 2 and len(set(value)) >= 5) or generated_letters(value)


def generated_letters(value: str) -> bool:
    """A password a generator made of letters alone (`SaXwoEhZyhTMBLkl`): ten or more
    ASCII letters whose case changes at least six times, upper in a quarter to three
    quarters of them, the lower-case runs short (2.5 letters on average). Words, joined
    or camel-cased (`CorrectHorseBatteryStaple`, `SeeTheDocsBelow`, `iPhoneXSMax`),
    change case only at each word and run on in lower case."""
    if not 10 <= len(value) <= 128 or not value.isascii() or not value.isalpha():
        return False
    upper = sum(c.isupper() for c in value)
    if not 0.25 <= upper / len(value) <= 0.75:
        return False
    changes = sum(a.isupper() != b.isupper() for a, b in pairwise(value))
    lower_runs = re.findall(r"[a-z]+", value)
    # a word's lower-case part runs on (`Docs`, `Below`); a generator's stops short
    short_runs = sum(map(len, lower_runs)) / len(lower_runs) <= 2.5
    # round 26: twelve letters or more may change case five times (a 14-letter
    # generator's string changes 6.5 times on average; 5 is well within its spread)
    enough = changes >= 6 or (len(value) >= 12 and changes >= 5)
    return enough and short_runs and shannon_entropy(value) >= 3.2


def _credential_value(code: str, value: str, name: str) -> bool:
    """Whether `value`, assigned to a name of rule `code`, is a real credential."""
    if code == COOKIE:
        # Judged cookie by cookie: one cookie's attributes (`Domain=example.com`) do
        # not make the others placeholders.
        if "=" in value:
            return cookie_has_credential(value)
        return not is_placeholder(value) and looks_random(value, min_length=8)
    if is_placeholder(value):
        return False
    if _PASSWORD_WORDS.intersection(name_words(name)):
        # Passwords are short and chosen by people: `Xk29!dL0qP`, `Mi$Clave2024!`.
        return is_password_like(value)
    if code == ACCOUNT_ID:
        # Ids are often short or all letters (`org_gUVOcukt…`); numbers and random-looking
        # strings are ids, ordinary words (`"team_id": "engineering"`) are not.
        return (
            len(value) >= 3
            and not any(c.isspace() for c in value)
            and (
                any(c.isdigit() for c in value)
                or (len(value) >= 8 and shannon_entropy(value) >= 3.0)
            )
        )
    if code == AUTH_HEADER and name.lower() in _AUTH_NAMES | _CREDENTIAL_HEADERS:
        return (
            len(value) >= 8
            and not any(c.isspace() for c in value)
            and (any(c.isdigit() for c in value) or looks_random(value))
        )
    return looks_random(value)


_COOKIE_ATTRIBUTES = frozenset(
    {
        *("path", "domain", "expires", "max-age", "samesite", "secure", "httponly"),
        *("priority", "partitioned", "version", "comment", "commenturl", "discard", "port"),
    }
)
_SESSION_COOKIE = re.compile(r"(?i)sess|sid|token|auth|login|jwt|remember|__host-|__secure-")


def cookie_has_credential(value: str) -> bool:
    """Whether a cookie header's value (`a=1; b=2`, or one `set-cookie` with its
    attributes) holds a cookie that identifies a session or a browser: a session-ish
    name, or a value long and random enough to be one. `lang=es` and `csv=1` do not."""
    for part in re.split(r"[;,]", value):
        name, eq, val = part.strip().partition("=")
        if not eq or not name or name.lower() in _COOKIE_ATTRIBUTES:
            continue
        val = val.strip().strip('"')
        if not val or is_placeholder(val):
            continue
        if _SESSION_COOKIE.search(name) and len(val) >= 8:
            return True
        mixed = any(c.isdigit() for c in val) and any(c.isalpha() for c in val)
        if len(val) >= 16 and mixed:
            return True
        if looks_random(val, min_length=8):
            return True
    return False


def _split_auth(value: str, start: int) -> tuple[str, int]:
    """`Bearer abc` → (`abc`, start of abc): the scheme stays, the credential goes."""
    scheme = _AUTH_SCHEME.match(value)
    if scheme:
        return value[scheme.end() :], start + scheme.end()
    return value, start


def _secret(*, code: str, kind: str, start: int, end: int, value: str, note: str) -> Match:
    """A secret match: `redact` writes the secret placeholder in its place."""
    return Match(
        code=code,
        kind=kind,
        start=start,
        end=end,
        value=value,
        replacement=SECRET_PLACEHOLDER,
        note=note,
    )


def _named(code: str, name: str, value: str, start: int, origin: str) -> Iterator[Match]:
    value_stripped = value.rstrip().rstrip(",;").rstrip()
    # Quotes a YAML or .env value may carry.
    if (
        len(value_stripped) >= 2
        and value_stripped[0] == value_stripped[-1]
        and value_stripped[0] in "'\""
    ):
        value_stripped = value_stripped[1:-1]
        start += 1
    if code in (AUTH_HEADER, TOKEN) or name.lower() in _AUTH_NAMES:
        value_stripped, start = _split_auth(value_stripped, start)
    if code == COOKIE:
        credential = value_stripped
    else:
        credential = value_stripped.strip()
        start += len(value_stripped) - len(value_stripped.lstrip())
    if not credential or not _credential_value(code, credential, name):
        return
    yield _secret(
        code=code,
        kind=_kind_for(code, name),
        start=start,
        end=start + len(credential),
        value=credential,
        note=_NAMED_NOTES[code].format(name=name, origin=origin),
    )


_NAMED_NOTES = {
    COOKIE: "`{name}` {origin} carries cookies",
    AUTH_HEADER: "`{name}` {origin} carries a credential",
    ACCOUNT_ID: "`{name}` {origin} holds a provider account id",
    TOKEN: "`{name}` {origin} holds a token",
    API_KEY: "`{name}` {origin} holds a credential",
}


def _kind_for(code: str, name: str) -> str:
    return {
        COOKIE: "cookie",
        AUTH_HEADER: "auth-header",
        ACCOUNT_ID: "account-id",
        TOKEN: "token",
        URL_CREDENTIAL: "url-credential",
    }.get(code, "credential")


def _from_names(text: str) -> Iterator[Match]:
    search = _ASSIGNMENT.search
    position = 0
    while (m := search(text, position)) is not None:
        name = m.group("name")
        if not m.group("nq") and (shell := _SHELL_KEYWORD.match(name)) is not None:
            name = name[shell.end() :]
        group = next(g for g in ("dq", "sq", "bq", "num") if m.group(g) is not None)
        # A value that is no credential may hold fields of its own (a recorded body in
        # a YAML scalar, a JSON string in a JSON string): read on from inside it.
        position = m.end() if group == "num" else m.start(group)
        code = classify_name(name)
        if code is None and name.lower() in _BARE_VALUE_NAMES:
            # `"tavily": {"key": "…"}`, `"auth": {"value": "…"}`: the object says whose.
            parent = _PARENT.search(text, max(0, m.start() - 200), m.start())
            if parent is not None and _is_credential_parent(parent.group("parent")):
                code = API_KEY
            elif name.lower() == "key" and _beside_a_query(text, m.start(), m.end()):
                code = API_KEY  # round 37
            elif name.lower() == "key" and _announces_a_key(m.group(group)):
                code = API_KEY  # round 48
        elif code is None and _service_key_name(name) and _announces_a_key(m.group(group)):
            code = API_KEY  # round 49
        if code is None:
            continue
        if group == "num" and not m.group("nq"):
            continue  # a bare number after an unquoted name is prose or CSS, not a field
        parent = _PARENT.search(text, max(0, m.start() - 200), m.start())
        if parent is not None and _PUBLIC_PARENT.search(parent.group("parent")):
            continue
        named = list(_named(code, name, m.group(group), m.start(group), "field"))
        if named or group == "num":
            position = m.end()
        # else: `"auth": "oauth response {\"access_token\":\"…\"}"`: the credential-named
        # field holds no credential itself but a recorded body with one: read on inside.
        yield from named
        if "[" in text[m.start() : m.start(group)]:
            # `"set-cookie": ["a=…", "b=…"]`: every value of the list, not only the first.
            position = m.end()
            while (item := _ARRAY_NEXT.match(text, position)) is not None:
                yield from _named(code, name, item.group("dq"), item.start("dq"), "field")
                position = item.end()
    for m in _LINE.finditer(text):
        name = m.group("name")
        code = classify_name(name)
        value = m.group("value")
        if (
            code is None
            and value is not None
            and _service_key_name(name)
            and _announces_a_key(value.strip())
        ):
            code = API_KEY  # round 49: `resend_key: re_…` unquoted in a YAML or an .env file
        if code is None:
            continue
        if value is not None:
            yield from _named(code, name, value, m.start("value"), "field")
            continue
        if m.group("sep") != ":":
            continue
        # `Name:` alone on its line: a YAML list of values follows.
        position = m.end()
        while True:
            item = _YAML_LIST_ITEM.match(text, position)
            if item is None:
                break
            yield from _named(code, name, item.group("value"), item.start("value"), "field")
            position = item.end()
    yield from _from_prose(text)
    yield from _from_inline_names(text)
    yield from _from_subscripts(text)
    yield from _from_defaults(text)
    yield from _from_spaced_names(text)
    yield from _from_csv_export_rows(text)
    yield from _from_cookies(text)
    yield from _from_form_fields(text)
    yield from _from_xml_elements(text)
    yield from _from_graphql_variables(text)
    for m in _META.finditer(text):
        group = "value" if m.group("value") is not None else "value2"
        name = m.group("name") or m.group("name2")
        code = classify_name(name)
        if code is not None:
            yield from _named(code, name, m.group(group), m.start(group), "meta")
    if "value=" in text:
        for m in _FORM_INPUT.finditer(text):
            group = "value" if m.group("value") is not None else "value2"
            name = m.group("name") or m.group("name2")
            code = classify_name(name)
            if code is None and _PASSWORD_TYPE.search(text, m.start(), text.find(">", m.end())):
                # round 35: the input's type says what its value is, whatever its name
                # (`<input type="password" name="clave" value="…">`): a password
                yield from _named(
                    API_KEY, "password", m.group(group), m.start(group), f"input `{name}`"
                )
                continue
            if code is not None and code != ACCOUNT_ID:
                yield from _named(code, name, m.group(group), m.start(group), "form field")
    for m in _HAR_PAIR.finditer(text):
        name = m.group("name")
        code = classify_name(name)
        if code is not None:
            yield from _named(code, name, m.group("value"), m.start("value"), "header")


#: A mapping's item assigned by subscript, the name quoted as the key:
#: `os.environ["AZURE_OPENAI_API_KEY"] = "…"`, `process.env['X_TOKEN'] = '…'`,
#: `settings["api_key"] = "…"` (a notebook cell, a script, a config loader). The name
#: decides as for any field; a value read from elsewhere (`= os.getenv(…)`) is no string.
_SUBSCRIPT_HINT = re.compile(r"""\][ \t]{0,3}=[ \t]{0,3}["']""")
#: (a YAML single-quoted scalar doubles the quotes: `[''NAME''] = ''…''`)
_SUBSCRIPT = re.compile(
    r"""\[[ \t]{0,3}(?P<q1>''|["'])(?P<name>[A-Za-z_][\w.\-]{1,80})(?P=q1)[ \t]{0,3}\]"""
    r"""[ \t]{0,3}=[ \t]{0,3}(?P<q>''|["'])(?P<value>[^"'\n\\]{6,4096})(?P=q)"""
)


#: Round 26: a storage or cookie setter given a name and a literal (a storage dump's
#: `localStorage.setItem('sessão', '…')`, `Cookies.set("auth_token", "…")`,
#: `res.cookie('sid', '…')`): the name decides as a field's does.
_SETTER_HINT = re.compile(r"(?:setItem|\.set|\.cookie|setCookie)\(")
_SETTER = re.compile(
    r"""(?:setItem|\.set|\.cookie|setCookie)\([ \t]{0,3}(?P<q1>''|["'])"""
    r"""(?P<name>[A-Za-z_][\w.\-]{1,80})(?P=q1)[ \t]{0,3},[ \t]{0,3}(?P<q>''|["'`])"""
    r"""(?P<value>[^"'`\n\\]{6,4096})(?P=q)"""
)


def _from_subscripts(text: str) -> Iterator[Match]:
    if _SETTER_HINT.search(text) is not None:
        for m in _SETTER.finditer(text):
            name = m.group("name")
            code = classify_name(name)
            if code is not None:
                yield from _named(code, name, m.group("value"), m.start("value"), "item")
    if _SUBSCRIPT_HINT.search(text) is None:
        return
    for m in _SUBSCRIPT.finditer(text):
        name = m.group("name")
        code = classify_name(name)
        if code is not None:
            yield from _named(code, name, m.group("value"), m.start("value"), "item")


#: A credential's name given with its value as a literal in code (round 15): an
#: environment variable's hard-coded fallback (`process.env.X_API_KEY ?? '…'`,
#: `ENV['X_TOKEN'] || "…"`, `os.getenv("X_KEY", "…")`, `os.environ.get('X_KEY', '…')`)
#: and PHP's constant (`define('X_API_TOKEN', '…')`). The name decides as for any field.
#: One RE2 pass finds where such a literal may be; the exact pattern runs only there.
_DEFAULT_HINT = (
    r"(?:process\.env|import\.meta\.env|ENV|env)(?:\.[A-Za-z_]\w{1,80}|\[[^\]\n]{1,90}\])"
    r"[ \t]{0,3}(?:\?\?|\|\||or\b)|(?:\bgetenv|\benviron\.get|\bdefine|ENV\.fetch|\benv)\("
)
_DEFAULTS = re.compile(
    # (a YAML single-quoted scalar doubles the quotes: `define(''X_KEY'', ''…'')`)
    r"""(?:(?:process\.env|import\.meta\.env|ENV|env)(?:\.(?P<n1>[A-Za-z_][\w]{1,80})|"""
    r"""\[[ \t]{0,3}(?:''|["'])(?P<n2>[A-Za-z_][\w.\-]{1,80})(?:''|["'])[ \t]{0,3}\])"""
    r"""[ \t]{0,3}(?:\?\?|\|\||\bor\b)[ \t]{0,3}"""
    r"""|(?:\bgetenv|\benviron\.get|\bdefine|ENV\.fetch|\benv)\([ \t]{0,3}(?:''|["'])"""
    r"""(?P<n3>[A-Za-z_][\w.\-]{1,80})(?:''|["'])[ \t]{0,3},[ \t]{0,3})"""
    r"""(?P<q>''|["'`])(?P<value>[^"'`\n\\]{6,4096})(?P=q)"""
)


def _from_defaults(text: str) -> Iterator[Match]:
    for hit in compile_linear(_DEFAULT_HINT).finditer(text):
        m = _DEFAULTS.match(text, hit.start())
        if m is None:
            continue
        name = m.group("n1") or m.group("n2") or m.group("n3")
        code = classify_name(name)
        if code is not None:
            yield from _named(code, name, m.group("value"), m.start("value"), "default")


#: Where a credential's name is followed by `:` or `=` anywhere in a text, not only at
#: the start of a line (`-H 'X-Api-Key: …'` in a curl line, `EXA_API_KEY=…` in a
#: sentence, `api_key: …` in a YAML flow): one RE2 pass finds the places, the exact
#: parse runs only there.
_INLINE_HINT = (
    r"(?i)(?:key|token|secret|passw|pwd|auth|sess|sid|credential|signature|contrase|clave|bearer|jwt|"
    r"llave|account|acct|org|tenant|workspace|customer|owner|user|member|team|project)"
    # `=>` and `->` too: a CI log's `secrets.FTP_PASSWORD => …`, a Ruby or PHP hash.
    r"[\w.\-]{0,40}[ \t]{0,3}(?:[:=]>?|->)"
)
_INLINE_VALUE = re.compile(
    r"[ \t]{0,3}(?P<value>(?:(?:bearer|basic|token)[ \t]+)?[^\s\"'`<>,;()\[\]{}]{6,4096})",
    re.IGNORECASE,
)
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-$")


def _inline_hint() -> Any:
    return compile_linear(_INLINE_HINT)


def _in_url_query(text: str, at: int) -> bool:
    """Whether `at` is inside a URL's query or parameters (`…?a=1;key=…`): the run of
    non-space characters before it holds a `?` or a scheme's `://`."""
    run_start = at
    floor = max(0, at - 2048)
    while (
        run_start > floor
        and not text[run_start - 1].isspace()
        and text[run_start - 1] not in "\"'<>"
    ):
        run_start -= 1
    run = text[run_start:at]
    return "?" in run or "://" in run


#: A credential's identifier, then a space, then its value: a command line's
#: `aws configure set aws_secret_access_key <value>`, fish's `set -x GITHUB_TOKEN <value>`,
#: `.netrc`-style `api_key <value>`. The hint finds the credential word; the name must
#: be an identifier (`_` or `-` inside it, not a prose word) and the value random.
#: A CSV row of a credentials export is the same pair in two cells:
#: `produccion,mailgun_api_key,<value>,2026-10-01` (the value's cell ends the row or
#: meets the next comma).
_SPACED_HINT = (
    r"(?i)(?:key|token|secret|passw|pwd)[a-z0-9_\-]{0,24}"
    r"(?:[ \t]{1,3}|\"?[ \t]{0,2},[ \t]{0,2}\"?)[A-Za-z0-9+/]"
)
_SPACED_VALUE = re.compile(r"[A-Za-z0-9+/=_\-.!#$%@*~^]{16,512}(?=$|[\s\"'<>,;)\]}`])")
_IDENTIFIER_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


@cache
def _spaced_hint() -> Any:
    return compile_linear(_SPACED_HINT)


def _from_spaced_names(text: str) -> Iterator[Match]:
    for hint in _spaced_hint().finditer(text):
        value_start = hint.end() - 1
        name_end = value_start
        while name_end > 0 and text[name_end - 1] in ' \t,"':
            name_end -= 1
        cell = "," in text[name_end:value_start]
        if cell and text[name_end:value_start].count(",") > 1:
            continue
        name_start = name_end
        floor = max(0, name_end - 64)
        while name_start > floor and text[name_start - 1] in _IDENTIFIER_CHARS:
            name_start -= 1
        name = text[name_start:name_end]
        if (
            not name
            or not ("_" in name.strip("_-") or "-" in name.strip("_-"))
            or (name_start > 0 and text[name_start - 1] in ".$/\\")
        ):
            continue  # a prose word, a member (`config.api_key x`), a path
        code = classify_name(name)
        if code not in (API_KEY, TOKEN, AUTH_HEADER):
            continue
        m = _SPACED_VALUE.match(text, value_start)
        if m is None:
            continue
        value = m.group().rstrip(".,:!?")
        if cell and not _csv_cells(text, name_start, value_start + len(value)):
            continue
        if not looks_random(value, min_length=16) or _WORDS_JOINED.fullmatch(value):
            continue
        yield _secret(
            code=API_KEY if code == AUTH_HEADER else code,
            kind=_kind_for(code, name),
            start=value_start,
            end=value_start + len(value),
            value=value,
            note=f"`{name}` {'in a CSV row' if cell else 'set on a command line'}",
        )


#: A credentials export's row that names its environment in its first cell and the
#: service in the next one or two, then the key (`prod,serper,<key>,2024-02-11`;
#: round 17): the environment cell, a short word cell and a key-long random cell are
#: what a vault's or a spreadsheet's export of keys looks like.
_CSV_EXPORT_ROW = re.compile(
    r"(?i)(?<![\w\-.,])(?:prod|production|producci[oó]n|produ[cç][aã]o|staging|stage|dev|"
    r"development|desarrollo|test|testing|pruebas|qa|sandbox|live)[ \t]*,[ \t]*"
    # the service's name: words, not a column's identifier (`sort_key`, `key_7`: the
    # name rules of rounds 13 and 16 decide those by what the name says)
    r"(?:\"?[A-Za-z][A-Za-z .\-]{0,39}\"?[ \t]*,[ \t]*){1,2}\"?"
    r"(?P<value>[A-Za-z0-9][A-Za-z0-9_\-+/=.]{19,511})(?=\"?[ \t]*(?:,|\r?$|<|\"|'))",
    re.MULTILINE,
)


_CSV_EXPORT_HINT = (
    r"(?i)(?:prod|production|producci[oó]n|produ[cç][aã]o|staging|stage|dev|development"
    r"|desarrollo|test|testing|pruebas|qa|sandbox|live)[ \t]*,"
)


def _from_csv_export_rows(text: str) -> Iterator[Match]:
    if "," not in text:
        return
    for hint in compile_linear(_CSV_EXPORT_HINT).finditer(text):
        m = _CSV_EXPORT_ROW.match(text, hint.start())
        if m is None:
            continue
        value = m.group("value")
        if (
            not looks_random(value, min_length=20)
            or _WORDS_JOINED.fullmatch(value)
            or not any(c.isdigit() for c in value)
        ):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note="a key in a credentials export's row (environment, service, key)",
        )


def _csv_cells(text: str, name_start: int, value_end: int) -> bool:
    """Whether the name and the value are whole cells of a comma-separated row: the name
    opens its cell (the row's start, a comma or a quote before it) and the value closes
    its own (a comma, a quote or the row's end after it). A row may sit in a page's
    element (round 24: `<p>prod,webhook_secret,…</p>`): a tag ends or opens it."""
    before = text[max(0, name_start - 1) : name_start].strip(" \t")
    after = text[value_end : value_end + 1]
    return before in ("", ",", '"', "\n", ">") and after in ("", ",", '"', "\n", "\r", "<")


#: The open call a keyword argument belongs to, up to the argument: `Name(args, `.
_CLIENT_CALL = re.compile(r"(?P<callee>[A-Za-z_$][\w$.]{0,63})\((?P<args>[^()\n]{0,300})$")
#: A constructor of a service client: `AzureOpenAI`, `OpenAI`, `SearchClient`, `RestAPI`,
#: `boto3.client`, `createConnection`.
_CLIENT_CALLEE = re.compile(r"(?:Client|client|API|Api|OpenAI|Connection|connect|Session)$")
#: An argument that names the service it connects to.
_ENDPOINT_ARG = re.compile(
    r"(?i)(?:^|[\s,])(?:endpoint|azure_endpoint|base_url|baseURL|api_base|api_url|host|url)"
    r"[ \t]*="
)


#: Round 41: a field of a connection string before its password (`Server=…;`,
#: `Data Source=…;`, `User ID=…;`, `Uid=…;`, `Host=…;`, `Database=…;`, `Driver={…};`).
_CONNECTION_FIELD = re.compile(
    r"(?i)(?:^|[;\s\"'=])(?:server|data source|host|address|addr|user id|userid|uid|username|"
    r"database|initial catalog|driver)[ \t]*=[^;\n]{1,200};"
)
#: One word of a camel-cased value: capitals, then its lower-case letters.
_LETTER_SEGMENT = re.compile(r"[A-Z]+[a-z]*|[a-z]+")
_CONSONANTS_4 = re.compile(r"(?i)[b-df-hj-np-tv-xz]{4}")


def _made_of_words(value: str) -> bool:
    """Whether letters read as words joined (`myPassword`, `YourStrongPassword`,
    `CorrectHorseBatteryStaple`): every camel-cased segment has a vowel and no four
    consonants together. A generator's letters (`QhtVbnWke…`) break one of the two."""
    return all(
        any(c in "aeiouyAEIOUY" for c in seg) and not _CONSONANTS_4.search(seg)
        for seg in _LETTER_SEGMENT.findall(value)
    )


def _connection_password(text: str, name: str, name_start: int, value: str) -> bool:
    """Round 41: `…;User ID=svc;Password=<letters>;` (ADO.NET, ODBC, Npgsql): a password
    of ASCII letters alone in a connection string's field, after a `;` and with another of
    the string's fields (server, host, user, database) before it on its line. A password
    field says what the value is; letters a generator made in both cases (no word-shaped
    segments) are the password, where `generated_letters` asks more of a bare value.
    Placeholders, words joined (`myPassword`), masks and templates stay kept."""
    if not (10 <= len(value) <= 128 and value.isascii() and value.isalpha()):
        return False
    if value.islower() or value.isupper() or is_placeholder(value):
        return False
    if not _PASSWORD_WORDS.intersection(name_words(name)):
        return False
    if text[max(0, name_start - 2) : name_start].strip(" \t")[-1:] != ";":
        return False
    line_start = text.rfind("\n", 0, name_start) + 1
    window = text[max(line_start, name_start - 400) : name_start]
    if _CONNECTION_FIELD.search(window) is None:
        return False
    return not _made_of_words(value) and shannon_entropy(value) >= 3.0


def _from_inline_names(text: str) -> Iterator[Match]:
    for hint in _inline_hint().finditer(text):
        sep = hint.end() - 1
        arrow = text[sep] == ">"
        if arrow:
            sep -= 1  # `=>`, `->`: the name ends before the arrow, the value after it
        elif text[sep + 1 : sep + 3] == "//" or text[sep + 1 : sep + 2] in ("=", ":"):
            continue  # a URL's scheme, `==`, `::`
        name_end = sep
        while name_end > 0 and text[name_end - 1] in " \t":
            name_end -= 1
        name_start = name_end
        floor = max(0, name_end - 64)  # names are short; a long run is no name
        while name_start > floor and text[name_start - 1] in _NAME_CHARS:
            name_start -= 1
        name = text[name_start:name_end].strip(".-")
        before = text[name_start - 1] if name_start > 0 else " "
        if not name or before in "&?" or (before == ";" and _in_url_query(text, name_start)):
            # `?key=` is a URL's parameter: read by its own rule. A `;` also separates
            # the fields of a connection string (`…;User ID=app;Password=…;`), read here.
            continue
        if before in "\"'" and text[name_end : name_end + 1] == before:
            continue  # a quoted name is a field's: read by the assignment rule
        code = classify_name(name)
        if code is None and name.lower() == "key" and not arrow and text[sep] == "=":
            # `AzureOpenAI(endpoint=…, key=…)`: a bare `key` argument of a service
            # client's constructor (its name says client, or it is given an endpoint).
            line_start = text.rfind("\n", 0, name_start) + 1
            call = _CLIENT_CALL.search(text, max(line_start, name_start - 300), name_start)
            if call is not None and (
                _CLIENT_CALLEE.search(call.group("callee"))
                or _ENDPOINT_ARG.search(call.group("args"))
            ):
                code = API_KEY
        if code is None or code == COOKIE:
            continue
        at = sep + 2 if arrow else sep + 1
        if arrow:
            # `:api_secret => 'value'`: a hash's quoted value after an unquoted key.
            while at < len(text) and text[at] in " \t":
                at += 1
            quote = text[at : at + 1]
            if quote in ("'", '"', "`"):
                at += 2 if text[at : at + 2] == quote * 2 else 1  # `''` in a YAML scalar
        m = _INLINE_VALUE.match(text, at)
        if m is None:
            continue
        value = m.group("value").rstrip(".:!?")
        if _public_key_called_public(text, value, name_start):
            continue
        if _connection_password(text, name, name_start, value):
            # round 41: a generator's letters as a connection string's password
            yield _secret(
                code=code,
                kind=_kind_for(code, name),
                start=m.start("value"),
                end=m.end("value"),
                value=value,
                note=_NAMED_NOTES[code].format(name=name, origin="in a connection string"),
            )
            continue
        yield from _named(code, name, value, m.start("value"), "in text")


#: `Cookie: …` and `Set-Cookie: …` anywhere in a text: a curl line, a `<pre>`, a sentence.
_COOKIE_ANYWHERE = re.compile(
    r"(?i)(?<![\w\-])(?P<name>set-cookie2?|cookie2?)[ \t]*:[ \t]*(?P<value>[^\n\"<>`']{3,4096})"
)
_COOKIE_WORD = re.compile(r"[Cc][Oo][Oo][Kk][Ii][Ee]")


#: A line of a Netscape cookie jar (`cookies.txt`, curl's `-c`, a browser export): domain,
#: include-subdomains flag, path, secure flag, expiry, name, value.
_COOKIE_JAR_LINE = re.compile(
    r"(?<![\w.\-])\.?[\w\-]+(?:\.[\w\-]+)+[ \t]+(?:TRUE|FALSE)[ \t]+/\S*[ \t]+(?:TRUE|FALSE)"
    r"[ \t]+\d{1,12}[ \t]+(?P<name>[^\s=;<>\"']{1,128})[ \t]+(?P<value>[^\s;<>\"']{1,4096})"
)


def _from_cookie_jars(text: str) -> Iterator[Match]:
    if "TRUE" not in text and "FALSE" not in text:
        return
    for m in _COOKIE_JAR_LINE.finditer(text):
        value = m.group("value")
        if not cookie_has_credential(f"{m.group('name')}={value}"):
            continue
        yield _secret(
            code=COOKIE,
            kind="cookie",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note=f"a cookie jar's line carries the cookie `{m.group('name')}`",
        )


#: Round 24: a field of a form body (`login=joao&senha=…&lang=pt`), a `&` on one side of
#: it. Its value runs to the next `&` or space: in a body (no `?` before it) a `#` is the
#: password's own character, not a fragment.
_FORM_FIELD = re.compile(r"&(?P<name>[A-Za-z_][\w.\-]{0,40})=(?P<value>[^&\s\"'<>]{1,512})")
#: The field before a form's first `&` (from a space, a quote, `>` or the line's start).
_FIRST_FORM_FIELD = re.compile(r"(?P<name>[A-Za-z_][\w.\-]{0,40})=(?P<value>[^&\s\"'<>=]{1,512})")


def _from_form_fields(text: str) -> Iterator[Match]:
    if "&" not in text:
        return
    done = -1
    in_url = False
    for m in _FORM_FIELD.finditer(text):
        fields = [m]
        if m.start() != done:
            # the body's first field, right before this `&`; a `?` before it makes the
            # fields a URL's query (`_from_urls` reads those)
            lo = max(text.rfind(c, max(0, m.start() - 600), m.start()) for c in " \t\n\"'>") + 1
            in_url = "?" in text[lo : m.start()]
            first = _FIRST_FORM_FIELD.fullmatch(text, lo, m.start())
            if first is not None:
                fields.insert(0, first)
        done = m.end()
        for field in fields:
            code = classify_name(field.group("name"))
            if code is None or code == ACCOUNT_ID:
                continue
            if in_url and code in (API_KEY, TOKEN, AUTH_HEADER):
                continue  # a URL's credential parameter: `_from_urls`'s (FG503)
            yield from _named(
                code, field.group("name"), field.group("value"), field.start("value"), "field"
            )


#: Round 24: a credential's XML element, a namespace's prefix or not (a SOAP header's
#: `<wsse:Password>…</wsse:Password>`, `<BinarySecurityToken>`, `<ApiKey>`, `<senha>`):
#: the element's name decides as a field's does.
_XML_ELEMENT = re.compile(
    r"<(?:[A-Za-z_][\w\-]{0,20}:)?(?P<name>[A-Za-z_][\w\-]{1,60})(?:\s[^<>]{0,200})?>"
    r"[ \t]*(?P<value>[^<>\s]{6,4096})[ \t]*</(?:[A-Za-z_][\w\-]{0,20}:)?(?P=name)>"
)


def _from_xml_elements(text: str) -> Iterator[Match]:
    if "</" not in text:
        return
    for m in _XML_ELEMENT.finditer(text):
        code = classify_name(m.group("name"))
        words = name_words(m.group("name"))
        if code is None or code == ACCOUNT_ID or not words:
            continue
        if words[-1] not in _SECRET_WORDS and words[-1] != "key":
            continue  # `<PasswordPolicy>`, `<TokenEndpoint>`: about a credential, not one
        yield from _named(code, m.group("name"), m.group("value"), m.start("value"), "field")


#: Round 24: a GraphQL operation's argument bound to a variable (`rotate(key: $k)`,
#: `login(password: $p)`); the variable's value in the request's `variables` is the
#: argument's, whatever the variable is called.
_GRAPHQL_ARGUMENT = re.compile(
    r"[(,][ \t]*(?P<arg>[A-Za-z_]\w{0,40})[ \t]*:[ \t]*\$(?P<var>\w{1,40})"
)


def _from_graphql_variables(text: str) -> Iterator[Match]:
    if '"variables"' not in text or ":$" not in text.replace(" ", ""):
        return
    for m in _GRAPHQL_ARGUMENT.finditer(text):
        arg = m.group("arg")
        code = classify_name(arg)
        if code is None and arg.lower() in ("key", "clave", "chave", "pass"):
            code = API_KEY
        if code is None or code == ACCOUNT_ID:
            continue
        variables = text.find('"variables"', m.end())
        if variables < 0 or variables - m.end() > 2000:
            continue
        value = re.compile(
            r'"' + re.escape(m.group("var")) + r'"[ \t]*:[ \t]*"(?P<value>[^"\\\n]{1,4096})"'
        ).search(text, variables, variables + 2000)
        if value is not None:
            yield from _named(code, arg, value.group("value"), value.start("value"), "field")


def _from_cookies(text: str) -> Iterator[Match]:
    yield from _from_cookie_jars(text)
    if _COOKIE_WORD.search(text) is None:
        return  # the common case, decided by one literal search
    for m in _COOKIE_ANYWHERE.finditer(text):
        value = m.group("value").rstrip(" \t.")
        if cookie_has_credential(value):
            yield _secret(
                code=COOKIE,
                kind="cookie",
                start=m.start("value"),
                end=m.start("value") + len(value),
                value=value,
                note=f"`{m.group('name')}` in text carries cookies",
            )


_URL_APP_KEYS = ("appid", "app_id", "appkey", "app-key", "appsecret")
_URL_SECRET_PARAMS = frozenset(
    {
        "key",
        "apikey",
        "api_key",
        "api-key",
        "token",
        "access_token",
        "accesstoken",
        "auth",
        "auth_token",
        "authtoken",
        "secret",
        "client_secret",
        "password",
        "pass",
        "pwd",
        "sig",
        "signature",
        "x-amz-signature",
        "x-amz-security-token",
        "x-goog-signature",
        "session",
        "sessionid",
        "session_id",
        "jsessionid",
        "phpsessid",
        "sid",
        "id_token",
        "refresh_token",
        "subscription-key",
        "subscription_key",
        # A weather, map or messaging service's key by the name it gives it: long
        # random values only (an app's public numeric id is no secret).
        *_URL_APP_KEYS,
    }
)


#: Round 26: an OAuth authorization response (RFC 6749 §4.1.2) sends the client back
#: with `code` and `state`: a `state` in the same query, or a path that names the
#: client's return (`/callback`, `/oauth2/…`, `/signin-oidc`, `/auth/return`), makes its
#: `code` the grant a recorder must not keep (`?code=MX`, `?code=200` are no such thing).
_AUTH_CODE_NAMES = frozenset({"code", "auth_code", "authorization_code"})
_URL_AROUND = re.compile(r"[^\s\"'<>`]{0,2048}")
_AUTH_RESPONSE = re.compile(
    r"(?i)[?&;]state=|/(?:callbacks?|oauth2?|oidc|auth|authorize|redirect|return|retorno|"
    r"signin[\w\-]*|sign-in|login|connect)(?:[/?#]|$)"
)


def _authorization_response(text: str, at: int) -> bool:
    lo = at
    while lo > 0 and lo > at - 2048 and text[lo - 1] not in " \t\n\"'<>`":
        lo -= 1
    end = _URL_AROUND.match(text, at)
    url = text[lo : end.end() if end else at]
    return "://" in url[: at - lo] and _AUTH_RESPONSE.search(url) is not None


def _from_urls(text: str) -> Iterator[Match]:
    for m in _QUERY_PARAM.finditer(text):
        name = m.group("name")
        lowered = name.lower()
        named = lowered in _URL_SECRET_PARAMS or classify_name(name) in (
            API_KEY,
            TOKEN,
            AUTH_HEADER,
        )
        if not named and not (
            lowered in _AUTH_CODE_NAMES
            and looks_random(m.group("value"), min_length=16)
            and _authorization_response(text, m.start())
        ):
            continue
        value = m.group("value")
        if lowered in _URL_APP_KEYS and not looks_random(value, min_length=20):
            continue
        if not looks_random(value, min_length=8) and not (
            lowered in ("jsessionid", "phpsessid", "sessionid") and len(value) >= 16
        ):
            continue
        yield _secret(
            code=URL_CREDENTIAL,
            kind="url-query-credential",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note=f"URL parameter `{name}` carries a credential",
        )
    yield from _from_userinfo(text)
    yield from _from_url_paths(text)
    yield from _from_oracle_logins(text)


#: Round 24: Oracle's `user/password@` (a thin or OCI JDBC URL, `sqlplus`'s and the
#: export tools' login): the password between the slash and the `@`.
_ORACLE_LOGIN = re.compile(
    r"(?i)(?:\bjdbc:oracle:(?:thin|oci8?|kprb):[ \t]*|\b(?:sqlplus|sqlldr|expdp|impdp|rman)"
    r"(?:[ \t]+-\w+)*[ \t]+(?:userid=)?)(?P<user>[\w.$#]{1,64})/(?P<value>[^@\s/\"'<>]{1,128})@"
)


_ORACLE_HINTS = ("jdbc:oracle:", "JDBC:ORACLE:", "sqlplus", "sqlldr", "expdp", "impdp", "rman")


def _from_oracle_logins(text: str) -> Iterator[Match]:
    if "@" not in text or not any(hint in text for hint in _ORACLE_HINTS):
        return
    for m in _ORACLE_LOGIN.finditer(text):
        value = m.group("value")
        if is_placeholder(value) or not (
            is_strong_password(value) or looks_random(value, min_length=8)
        ):
            continue  # `scott/tiger@`: Oracle's sample login
        yield _secret(
            code=URL_CREDENTIAL,
            kind="url-password",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note="a password in an Oracle login (`user/password@`)",
        )


_CURL_USER = re.compile(
    r"-(?:u|-user)(?:[ \t]+|=)[\"']?(?P<user>[^:\s\"'\-][^:\s\"']{0,127}):(?P<value>[^\s\"'<>]{0,256})"
)
#: A credential a command line or its prompt carries: `docker login --password <tok>`,
#: `--api-key=<key>`, `--token <tok>`, and the echo of `aws configure`'s prompt
#: (`AWS Secret Access Key [None]: <key>`).
_COMMAND_CREDENTIAL = re.compile(
    r"(?:(?<![\w\-])--(?:password|passwd|api-key|apikey|token|secret|client-secret|access-key)"
    r"(?:[ \t]+|=)|(?i:\bAWS Secret Access Key)[ \t]*\[[^\]\n]{0,40}\]:[ \t]*)"
    r"[\"']?(?P<value>[^\s\"'<>]{8,512})"
)


#: Round 17: the tools whose short flag takes the password itself: `sshpass -p <pw>`,
#: `redis-cli … -a <pw>` (read only in a text that names one of them).
_PASSWORD_FLAG = re.compile(
    r"(?:\bsshpass[ \t]+-p[ \t]*|\bredis-cli\b[^\n|;&]{0,80}?[ \t]-a[ \t]+)"
    r"[\"']?(?P<value>[^\s\"'<>]{8,512})"
)


#: A template in a password's place: `$PASSWORD`, `${DB_PASS}`, `$(cat pw)`, `$pass`,
#: `%(pw)s`, `{password}`. A value that merely starts with `$` (`$w0Q…`, digits and
#: both cases after it) is a password someone typed.
_PASSWORD_TEMPLATE = re.compile(r"\$(?:\{|\(|env:|[A-Z_][A-Z0-9_]*$|[a-z_]+$)|%|\{")


def _userinfo_secret(value: str) -> bool:
    if is_placeholder(value) or value.lower() in ("password", "pass", "secret", "pwd"):
        return False
    return not (_PASSWORD_TEMPLATE.match(value) or (len(value) < 6 and not value.isalnum()))


def _from_userinfo(text: str) -> Iterator[Match]:
    """`scheme://user:password@host` for any scheme (`postgres`, `mongodb+srv`, `redis`
    with an empty user, `amqp`, an `https` proxy), read as a lenient parser reads it
    (`detect.userinfo`: the password may hold an unencoded `#`, `?`, `!` or `@`); a user
    that is itself a key (a Sentry DSN's `https://<key>@o1.ingest.sentry.io/…`, a token
    as a git user); `curl -u user:password`."""
    for info in find_userinfo(text):
        if info.has_password:
            value = text[info.password_start : info.password_end]
            if _userinfo_secret(value):
                yield _secret(
                    code=URL_CREDENTIAL,
                    kind="url-password",
                    start=info.password_start,
                    end=info.password_end,
                    value=value,
                    note="a password in a URL's userinfo",
                )
            continue
        user = text[info.user_start : info.user_end]
        if KEY_USER.fullmatch(user) and looks_random(user, min_length=20):
            yield _secret(
                code=URL_CREDENTIAL,
                kind="url-key-user",
                start=info.user_start,
                end=info.user_end,
                value=user,
                note="a key as a URL's user name (a DSN or a token URL)",
            )
    for m in _CURL_USER.finditer(text):
        if m.start() > 0 and (text[m.start() - 1].isalnum() or text[m.start() - 1] == "-"):
            continue  # `-u` inside a word or an option (`--no-u…`)
        value = m.group("value")
        user = m.group("user")
        if not value:
            # `curl -u sk_…:`: a key as the user name, the password left empty.
            if KEY_USER.fullmatch(user) and looks_random(user, min_length=20):
                yield _secret(
                    code=URL_CREDENTIAL,
                    kind="url-key-user",
                    start=m.start("user"),
                    end=m.end("user"),
                    value=user,
                    note="a key as the user of `curl -u`",
                )
            continue
        if _userinfo_secret(value):
            yield _secret(
                code=URL_CREDENTIAL,
                kind="url-password",
                start=m.start("value"),
                end=m.end("value"),
                value=value,
                note="a password after `curl -u`",
            )
    flags = _PASSWORD_FLAG.finditer(text) if "sshpass" in text or "redis-cli" in text else ()
    for m in itertools.chain(_COMMAND_CREDENTIAL.finditer(text), flags):
        value = m.group("value")
        if _userinfo_secret(value) and (looks_random(value) or is_password_like(value)):
            yield _secret(
                code=API_KEY,
                kind="command-credential",
                start=m.start("value"),
                end=m.end("value"),
                value=value,
                note="a credential on a command line or in its prompt",
            )


#: A URL whose path carries its own secret: webhooks (Slack, Discord, Teams, Zapier,
#: Google Chat …) and any path under a segment named like a credential
#: (`/webhooks/<id>/<token>`, `/hooks/…`, `/token/…`, `/secret/…`, `/bot<token>/`).
_URL_PATH = re.compile(r"(?i)\bhttps?://[^\s/\"'<>]{1,255}(?P<path>/[^\s\"'<>?#]{8,2048})")
_SECRET_SEGMENT_NAMES = re.compile(
    r"(?i)^(?:webhooks?|webhookb2|hooks?|services|triggers|catch|workflows|tokens?|secrets?|"
    r"keys?|apikeys?|api_keys?|credentials?|bot)$"
)


#: Hosts that only receive webhooks: the URL itself is the credential, even when its
#: secret is split into short segments (Zapier's `/hooks/catch/<account>/<hook>/`).
_WEBHOOK_HOST = re.compile(
    r"(?i)^(?:hooks?\.|webhooks?\.|[\w\-]+\.webhook\.|maker\.ifttt\.com|m\.pipedream\.net|"
    r"hook\.[\w\-]+\.make\.com|hook\.integromat\.com)"
)


def _webhook_tail(host: str, segments: list[str], base: int) -> Match | None:
    """On a webhook host, the path after its named segment (`catch`, `hooks`) when the
    segments left hold an id and a random part together (`25414465/2qnx44g`)."""
    if not _WEBHOOK_HOST.match(host):
        return None
    rest = [s for s in segments if s]
    # A webhook host's random segment (Make's `hook.<zone>.make.com/<32>`, round 15);
    # round 26: anywhere in its path (`/in/<token>`, `/v1/<token>/json`): the host
    # receives nothing but hooks, so a random segment on it is the hook's secret.
    randoms = [s for s in rest if len(s) >= 20 and looks_random(s, min_length=20)]
    if randoms:
        rest = randoms[:1]
        start = base + "/".join(segments).index(rest[0])
        return _secret(
            code=URL_CREDENTIAL,
            kind="url-path-credential",
            start=start,
            end=start + len(rest[0]),
            value=rest[0],
            note="a webhook URL (its path is the credential)",
        )
    offset = 0
    for index, segment in enumerate(segments):
        if segment and _SECRET_SEGMENT_NAMES.match(segment):
            rest = [s for s in segments[index + 1 :]]
            while rest and not rest[-1]:
                rest.pop()
            if len(rest) >= 2 and not any(_SECRET_SEGMENT_NAMES.match(s) for s in rest):
                joined = "".join(rest)
                if len(joined) >= 12 and looks_random(joined, min_length=12):
                    start = base + offset + len(segment) + 1
                    value = "/".join(rest)
                    return _secret(
                        code=URL_CREDENTIAL,
                        kind="url-path-credential",
                        start=start,
                        end=start + len(value),
                        value=value,
                        note="a webhook URL (its path is the credential)",
                    )
        offset += len(segment) + 1
    return None


def _from_url_paths(text: str) -> Iterator[Match]:
    for m in _URL_PATH.finditer(text):
        path = m.group("path")
        base = m.start("path")
        segments = path.split("/")
        named = False
        offset = 0
        found = False
        for segment in segments:
            at = base + offset
            offset += len(segment) + 1
            if not segment:
                continue
            if _SECRET_SEGMENT_NAMES.match(segment):
                named = True
                continue
            if not named:
                continue
            # A Telegram bot's `bot123:ABC…`, a webhook's token: long and random.
            token = segment.split(":", 1)[-1] if segment.lower().startswith("bot") else segment
            if len(token) >= 20 and looks_random(token, min_length=20):
                start = at + len(segment) - len(token)
                yield _secret(
                    code=URL_CREDENTIAL,
                    kind="url-path-credential",
                    start=start,
                    end=start + len(token),
                    value=token,
                    note="a URL path carries a credential (a webhook or token URL)",
                )
                found = True
        if not found:
            host = text[m.start() : base].split("://", 1)[-1]
            tail = _webhook_tail(host, segments, base)
            if tail is not None:
                yield tail


#: `Authorization: Bearer …`, `Bearer …`, `Basic …` anywhere in a text: prose, a `<p>`, a
#: curl line in docs, a JSON string value (quotes possibly escaped). The name rules
#: above see a header only where it starts a line or is a JSON/HAR key.
_AUTH_ANYWHERE = re.compile(
    r"(?i)(?<![\w\-])(?:(?P<header>(?:proxy-)?authorization)(?:\\?[\"'])?[ \t]{0,8}[:=]"
    r"[ \t]{0,8}(?:\\?[\"'])?[ \t]{0,8})?"
    r"(?P<scheme>bearer|basic|token|digest|apikey|bot|oauth|ssws)[ \t]{1,8}"
    r"(?P<value>[A-Za-z0-9._~+/\-]{8,4096}={0,3})(?![A-Za-z0-9._~+/=\-])"
)


def _is_basic_credential(value: str) -> bool:
    """Whether `value` is base64 of `user:password` (what `Basic` carries)."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        text = decoded.decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    _user, colon, password = text.partition(":")
    return bool(colon and password) and text.isprintable() and not is_placeholder(password)


def _from_auth_schemes(text: str) -> Iterator[Match]:
    for m in _AUTH_ANYWHERE.finditer(text):
        value, scheme = m.group("value"), m.group("scheme").lower()
        if m.group("header"):
            accepted = _credential_value(AUTH_HEADER, value, "authorization")
            note = "`Authorization` in text carries a credential"
        elif scheme == "bearer":
            accepted = looks_random(value, min_length=16)
            note = "`Bearer` credential in text"
        elif scheme == "basic":
            accepted = _is_basic_credential(value)
            note = "`Basic` credential (user:password) in text"
        else:
            accepted = False  # `token abc…` alone is prose as often as not
        if accepted and not is_placeholder(value):
            yield _secret(
                code=AUTH_HEADER,
                kind="auth-header",
                start=m.start("value"),
                end=m.end("value"),
                value=value,
                note=note,
            )


@cache
def _formats_prefilter() -> Any:
    """All of `PROVIDER_FORMATS` in one RE2 alternation (without their look-aheads, which
    RE2 lacks): one pass finds where a key may start; each format's own pattern then
    runs only there. Fifty formats one after the other cost fifty passes."""
    lookahead = re.compile(r"\(\?!(?:[^()]|\([^()]*\))*\)")
    # Only where a key starts matters here: `{20,2048}` (over RE2's limit) reads `{20,}`.
    # Never `{20}`: a bounded part in the middle (`serp_?api[\w\-]{0,24}\s{0,3}:`) read
    # as exactly its minimum would refuse `SerpAPI: <key>` (a space before the colon).
    minimum = re.compile(r"\{(\d+),\d*\}")
    prefixes = [minimum.sub(r"{\1,}", lookahead.sub("", p)) for _, _, p in PROVIDER_FORMATS]
    alternation = "|".join(f"(?:{prefix})" for prefix in prefixes)
    try:
        import re2
    except ImportError:  # pragma: no cover - google-re2 is a dependency
        return None
    return re2.compile(alternation, re2_options())


def _format_matches(text: str) -> Iterator[tuple[str, str, re.Match[str]]]:
    prefilter = _formats_prefilter()
    if prefilter is None:  # pragma: no cover - google-re2 is a dependency
        for kind, code, pattern in PROVIDER_FORMATS:
            for m in _compiled(pattern).finditer(text):
                yield kind, code, m
        return
    seen: set[tuple[int, int]] = set()
    for hit in prefilter.finditer(text):
        # Each format's own pattern (with its look-aheads), from where the hit starts.
        for kind, code, pattern in PROVIDER_FORMATS:
            found = _compiled(pattern).search(text, hit.start(), hit.end() + 4200)
            if found is None or found.start() >= hit.end() or found.span() in seen:
                continue
            seen.add(found.span())
            yield kind, code, found


def _from_formats(text: str, config: Config | None) -> Iterator[Match]:
    for kind, code, m in _format_matches(text):
        if m.start() > 0 and text[m.start() - 1] in _KEY_CHARS and not m.re.groups:
            continue  # the middle of a longer word, not the start of a key
        start, end = _value_span(m)
        value = text[start:end]
        if is_placeholder(value) or not looks_random(value, min_length=16):
            continue
        if kind == "conekta-key" and _CALLED_PUBLIC.search(
            text, max(text.rfind("\n", 0, start) + 1, start - 80), start
        ):
            # Conekta's public and private keys share the shape: "Llave pública de
            # Conekta: key_…" is the public one, kept as `pk_` keys are
            continue
        yield _secret(
            code=code,
            kind=kind,
            start=start,
            end=end,
            value=value,
            note=_label(kind),
        )
    for code, kind, regex, validator in _detect_secrets_patterns():
        for m in regex.finditer(text):
            start, end = _value_span(m)
            # Artifactory's patterns include the delimiters around the key.
            while start < end and text[start] in " \t\r\n=:\"'":
                start += 1
            while end > start and text[end - 1] in " \t\r\n\"'":
                end -= 1
            value = text[start:end]
            if not value or _in_blob(text, start, end):
                continue
            if validator is not None and not validator(value):
                continue
            if kind == "jwt":
                if not jwt_is_credential(value):
                    continue
            elif kind == "private-key":
                end = _private_key_end(text, m.end())
                value = text[start:end]
                if _pem_elided(text, m.end(), end):
                    continue
            elif kind == "url-password":
                # the pattern's span may hold the user and the `@` (`//user:senha@`):
                # the password is between the first colon and the last `@`
                password = value.rstrip("@").rsplit("@", 1)[0].split(":", 1)[-1]
                if is_placeholder(value) or is_placeholder(password):
                    continue
                if password.lower() in ("password", "pass", "secret"):
                    continue
            elif is_placeholder(value) or not looks_random(value, min_length=8):
                continue
            yield _secret(
                code=code,
                kind=kind,
                start=start,
                end=end,
                value=value,
                note=_label(kind),
            )
    for m in _PEM_PRIVATE.finditer(text):
        end = _private_key_end(text, m.end())
        if _pem_elided(text, m.end(), end):
            continue
        yield _secret(
            code=TOKEN,
            kind="private-key",
            start=m.start(),
            end=end,
            value=text[m.start() : end],
            note=_label("private-key"),
        )
    # Provider and account ids: configured formats, generic shapes, keyed values, paths.
    from fixture_guard.detect.account_ids import find_account_ids

    yield from find_account_ids(text, config)
    yield from _from_bearer_labels(text)
    yield from _from_provider_labels(text)
    yield from _from_provider_gave(text)
    yield from _from_rotated(text)
    yield from _from_placed_values(text)
    yield from _from_name_became(text)
    yield from _from_public_keys_in_env(text)
    yield from _from_public_keys_in_prose(text)
    yield from _from_public_keys_in_logfmt(text)
    yield from _from_public_keys_in_yaml(text)
    yield from _from_public_keys_assigned(text)
    yield from _from_pgpass(text)
    yield from _from_key_id_rows(text)
    yield from _from_jwk_private(text)
    yield from _from_totp_seeds(text)
    yield from _from_recovery_codes(text)
    yield from _from_provider_settings(text)
    yield from _from_credential_pairs(text)
    yield from _from_key_part_members(text)
    yield from _from_client_arguments(text)


#: The scheme written as a label, not as a header's value: `token (Bearer): …`,
#: `Bearer token: …`, `bearer_token = …`.
_BEARER_LABEL = re.compile(
    r"(?i)\b(?:(?:access[ _-]?|auth[ _-]?|api[ _-]?)?token[ \t]*\([ \t]*bearer[ \t]*\)"
    r"|bearer[ \t_-]*token)[ \t]*[:=][ \t]*[`'\"]?"
    r"(?P<value>[A-Za-z0-9._~+/\-]{16,4096}={0,3})(?![A-Za-z0-9._~+/=\-])"
)


#: A provider's name used as the label of a value: a list item, a table row or a note
#: ("- SerpAPI: <key>", "| Tavily | <key> |", "Mistral = <key>"). The bench records these
#: services; a key-long random value right after one of their names is its key.
_PROVIDER_LABEL = (
    r"(?im)(?:^|[\s\-*|>\"'`(\[])(?P<brand>exa|tavily|brave|serp_?api|serper|bing|google|"
    r"gemini|firecrawl|jina|openai|anthropic|claude|perplexity|pplx|linkup|cohere|mistral|"
    r"groq|openrouter|deepseek|fireworks|huggingface|scrapingbee|scraperapi|zenrows|apify|"
    r"kagi|searchapi|dataforseo|you\.com)(?:[ \t]+(?:api|search))?[ \t]*(?:[:=]|\|)[ \t]*"
    r"[`'\"]?(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{23,512}={0,3})"
)


#: A provider named in a sentence that gives a key: "Mistral's console gave me …", "la
#: consola de Tavily me generó …", "OpenAI issued us …". The provider, a short clause
#: (no sentence break), a verb of giving, then a key-long random value.
_PROVIDER_GAVE = (
    r"(?i)(?:^|[\s\-*|>\"'`(\[])(?P<brand>exa|tavily|brave|serp_?api|serper|bing|google|"
    r"gemini|firecrawl|jina|openai|anthropic|claude|perplexity|pplx|linkup|cohere|mistral|"
    r"groq|openrouter|deepseek|fireworks|huggingface|scrapingbee|scraperapi|zenrows|apify|"
    r"kagi|searchapi|dataforseo)(?:'{1,2}s|’s)?(?P<gap>[ \t][^\n.;:!?<>\"=]{0,60}?)?[ \t]"
    r"(?:gave|gives|issued|generated|created|sent|me dio|me pas[oó]|me gener[oó]|gener[oó]|"
    r"emiti[oó]|me mand[oó]|me envi[oó]|nos dio|nos pas[oó]|me deu|gerou|me enviou)"
    r"(?:[ \t]+(?:me|us|nos|a|an|new|the|this|una|un|nueva|nuevo|uma|nova|esta|este))*"
    r"[ \t]*[:,]?[ \t]*[`'\"]?(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{23,512}={0,3})"
)


#: A value a sentence says must be rotated, revoked or was leaked: "asked us to rotate
#: <key> after the leak", "hay que revocar la llave <key>", "a chave <key> vazou". What
#: one rotates or revokes is a credential; a key-long random value is its key.
_ROTATE = (
    r"(?i)\b(?:rotate|rotated|rotating|revoke|revoked|revoking|regenerate|regenerated|"
    r"invalidate|invalidated|leaked|exposed|rotar|rotamos|roten|revocar|revoquen|revocamos|"
    r"regenerar|invalidar|se filtr[oó]|filtraron|rotacionar|revogar|revoguem|vazou|vazaram)"
    r"(?:[ \t]+(?:the|our|my|your|this|that|la|el|mi|tu|nuestra|esta|esa|a|o|minha|essa|"
    r"old|leaked|compromised|filtrada|vieja|antigua|vazada|antiga|api|key|token|secret|"
    r"llave|clave|chave|de|del|da|do))*"
    r"[ \t]*[:,]?[ \t]*[`'\"]?(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{23,512}={0,3})"
)


#: Stripe's publishable key and Mapbox's public token: the public keys whose place decides.
#: Langfuse's public key (`pk-lf-` and a UUID, round 15) likewise.
_PUBLIC_KEY_VALUE = (
    r"pk_(?:live|test)_[A-Za-z0-9]{20,256}|pk\.eyJ[\w\-]{10,512}\.[\w\-]{10,256}"
    r"|pk-lf-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
    # round 16: Mercado Pago's public key (`APP_USR-` or `TEST-` and a UUID)
    rf"|{MERCADOPAGO_PUBLIC_KEY}"
)
#: A text without any of these holds none of the public keys (the passes' prefilter).
_PUBLIC_KEY_PREFIXES = ("pk", "APP_USR-", "TEST-")


def _may_hold_public_key(text: str) -> bool:
    return any(prefix in text for prefix in _PUBLIC_KEY_PREFIXES)


#: Project policy (docs/secrets.md): a key its provider documents as public is kept only
#: in a browser initialiser; in an environment variable's line
#: (`STRIPE_PUBLISHABLE_KEY=pk_live_…`, `MAPBOX_TOKEN=pk.eyJ…`) it is the recorder's
#: configuration, a secret like any other. A variable a front-end framework compiles into
#: the browser's bundle (`NEXT_PUBLIC_…`, `VITE_…`, `REACT_APP_…`) is the page's own code
#: by another name: kept, as in an initialiser.
_PUBLIC_KEY_IN_ENV = re.compile(
    r"(?<![\w.$\-])(?:export[ \t]+)?(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[ \t]*=[ \t]*[\"']?"
    rf"(?P<value>{_PUBLIC_KEY_VALUE})(?![\w\-.])"
)


_BROWSER_BUNDLE_VARIABLE = re.compile(
    r"(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|VUE_APP|GATSBY)_"
)


def _from_public_keys_in_env(text: str) -> Iterator[Match]:
    if not _may_hold_public_key(text):
        return
    for m in _PUBLIC_KEY_IN_ENV.finditer(text):
        if _BROWSER_BUNDLE_VARIABLE.match(m.group("name")):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start("value"),
            end=m.end("value"),
            value=m.group("value"),
            note="a public key in an environment variable (kept only in a browser's code)",
        )


#: The same public keys standing bare in running text (a chat, a note, a log line's
#: words: "¿esta es la llave buena de Stripe? pk_live_…"): not in a browser's code, so a
#: secret under the policy — unless the line calls it the public one ("Llave pública:
#: pk_live_…", `publishableKey`), as an organisation publishing it does. Code (a quote,
#: `=`, `(` or `:` right before it) is left to the initialiser and environment rules.
_PUBLIC_KEY_BARE = re.compile(rf"(?<=[ \t])(?P<value>{_PUBLIC_KEY_VALUE})(?![\w\-.])")
_CALLED_PUBLIC = re.compile(
    r"(?i)publishable|public|p[uú]blic[ao]|site[ _-]?key|front[ _-]?end|client[ _-]?side"
)


#: Round 21: documentation telling its reader to put their own key in place of the one
#: shown ("Sustituye pk_test_… por tu llave", "Replace pk_live_… with your publishable
#: key", "Substitua … pela sua chave"): the public key shown is the page's sample. Only
#: for these public keys; a secret key in the same sentence is still reported.
_REPLACE_VERB = re.compile(
    r"(?i)\b(?:sustitu(?:ye|ya|ir|id)|reemplaz(?:a|e|ar)|cambi(?:a|e|ar)|replace|swap|substitu(?:a|i|ir)"
    r"|troqu?(?:e|ar))[ \t]+(?:la llave |la clave |the key |a chave )?[`'\"]?$"
)
_BY_YOURS = re.compile(
    r"(?i)[`'\"]?[ \t]+(?:por|con|with|pela|pelo|por la|por el)[ \t]+(?:tu|tus|su|sus|your|a sua|o seu"
    r"|sua|seu|la tuya|el tuyo)\b"
)


def _from_public_keys_in_prose(text: str) -> Iterator[Match]:
    if not _may_hold_public_key(text):
        return
    for m in _PUBLIC_KEY_BARE.finditer(text):
        start, end = m.span("value")
        line_start = text.rfind("\n", 0, start) + 1
        before = text[max(line_start, start - 80) : start]
        if before.rstrip()[-1:] in ("=", "(", ":", ",", "'", '"', "`", "[", "{"):
            continue  # code, a field or a label's value: the other rules decide
        if _CALLED_PUBLIC.search(before) or published_browser_key(text, start, end):
            continue
        if _REPLACE_VERB.search(before) and _BY_YOURS.match(text, end):
            continue  # "Sustituye pk_test_… por tu llave": the page's sample (round 21)
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=end,
            value=m.group("value"),
            note="a public key outside a browser's code (kept only in its initialiser)",
        )


#: The same public keys as one field of a log record in `key=value` pairs (logfmt:
#: "[worker] stripe init ok publishable=pk_live_… mode=live"): a server wrote the line,
#: no browser's code, so a secret under the policy. The record needs another unquoted
#: pair on the line; a URL's query (`?key=…&…`) is not a record.
_PUBLIC_KEY_FIELD = re.compile(rf"=(?P<value>{_PUBLIC_KEY_VALUE})(?![\w\-.])")
#: The field's name before the `=` (searched backwards from it, so the pass over the
#: text starts only at a literal `=pk`).
_FIELD_NAME_BEFORE = re.compile(r"(?<![\w.\-&?/])[A-Za-z_][\w.\-]{0,40}$")
_LOG_PAIR = re.compile(r"(?<![\w.\-&?/])[a-z_][\w.]{0,30}=[^\s\"'=&<>]")


def _from_public_keys_in_logfmt(text: str) -> Iterator[Match]:
    if not _may_hold_public_key(text):
        return
    for m in _PUBLIC_KEY_FIELD.finditer(text):
        start, end = m.span("value")
        line_start = text.rfind("\n", 0, start) + 1
        name = _FIELD_NAME_BEFORE.search(text, max(line_start, m.start() - 41), m.start())
        if name is None:
            continue
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if _in_url_query(text, name.start()) or published_browser_key(text, start, end):
            continue
        others = [
            p
            for p in _LOG_PAIR.finditer(text, line_start, line_end)
            if not name.start() <= p.start() < end
        ]
        if not others:
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=end,
            value=m.group("value"),
            note="a public key in a log record (kept only in a browser's code)",
        )


#: The same public keys as a YAML mapping's value, unquoted (`stripe: {publishable_key:
#: pk_live_…, mode: live}`, `publishable_key: pk_live_…` in a settings file; round 15):
#: JavaScript writes its literals quoted, so an unquoted value after `name:` is a
#: server's configuration, a secret under the policy. A browser-bundle name keeps it.
_PUBLIC_KEY_YAML = re.compile(
    # The key an identifier (lower case with `_` or `-`; a label's words, "Publishable
    # key:", are prose) where a mapping's key starts: a line's start, `{`, `,`, a quote.
    r"(?:^[ \t]*(?:-[ \t]+)?|(?<=[{,\"'>])[ \t]*)(?P<name>[a-z][a-z0-9]*(?:[_\-][a-z0-9]+)+)[ \t]*:[ \t]+"
    rf"(?P<value>{_PUBLIC_KEY_VALUE})(?=[ \t]*(?:[,}}\]#\"'<\\]|\r?$))",
    re.MULTILINE,
)


def _from_public_keys_in_yaml(text: str) -> Iterator[Match]:
    if not any(
        prefix in text
        for prefix in ("pk_live_", "pk_test_", "pk.eyJ", "pk-lf-", "APP_USR-", "TEST-")
    ):
        return
    for m in _PUBLIC_KEY_YAML.finditer(text):
        if _BROWSER_BUNDLE_VARIABLE.match(m.group("name").upper()):
            continue
        start, end = m.span("value")
        if published_browser_key(text, start, end):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=end,
            value=m.group("value"),
            note="a public key in a server's configuration (kept only in a browser's code)",
        )


#: The same public keys assigned, unquoted, to a lower-case attribute or setting with
#: spaces around the `=` (`stripe.publishable_key = pk_live_…` in an INI or a
#: properties file, `billing.stripe_pk = pk_live_…`; round 17): JavaScript writes its
#: literals quoted, and a URL's query has no spaces, so the line is a server's
#: configuration, a secret under the policy.
_PUBLIC_KEY_ASSIGNED = re.compile(
    r"(?<![\w.$\-&?/])(?P<name>[a-z_][\w]*(?:\.[a-z_][\w]*)*)[ \t]+=[ \t]+"
    rf"(?P<value>{_PUBLIC_KEY_VALUE})(?=[ \t]*(?:[#;<,]|\r?$))",
    re.MULTILINE,
)


def _from_public_keys_assigned(text: str) -> Iterator[Match]:
    if " = " not in text or not _may_hold_public_key(text):
        return
    for m in _PUBLIC_KEY_ASSIGNED.finditer(text):
        start, end = m.span("value")
        if published_browser_key(text, start, end):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=end,
            value=m.group("value"),
            note="a public key in a server's settings (kept only in a browser's code)",
        )


#: A PostgreSQL password file's line (`.pgpass`, round 15): `host:port:database:user:
#: password`, the host a name with a dot (or `localhost`, `*`), the port a number or `*`.
_PGPASS = re.compile(
    r"(?<![\w.:/\-])(?:localhost|\*|[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)+):(?:\d{2,5}|\*):"
    r"[\w.\-*]{1,63}:[\w.\-*@]{1,63}:(?P<value>[^\s:<>\"'`]{6,128})(?![^\s<>\"'`])"
)


_PGPASS_HINT = r":(?:\d{2,5}|\*):[\w.\-*]{1,63}:[\w.\-*@]{1,63}:[^\s:<>\"'`]{6}"


def _from_pgpass(text: str) -> Iterator[Match]:
    for hit in compile_linear(_PGPASS_HINT).finditer(text):
        m = _PGPASS.search(text, max(0, hit.start() - 256), hit.end() + 128)
        if m is None:
            continue
        value = m.group("value")
        if is_placeholder(value) or not (looks_random(value) or is_password_like(value)):
            continue
        yield _secret(
            code=API_KEY,
            kind="connection-password",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note="a password in a PostgreSQL password file's line",
        )


#: A credentials export's row (round 16): a key's id cell (a key-id word, `_` or `-`,
#: and up to 24 letters and digits: `ak_71`, `key-3`, `client_ab12`), then its secret as
#: the next cell, random, with capitals, small letters and digits (`search,ak_71,<secret>`,
#: AWS's `user,AKIA…,<secret>` is the formats' own). The cells are bare: no spaces.
_KEY_ID_ROW_HINT = (
    r"(?:^|[\n,\"'>\t ])(?i:ak|akid|key|kid|keyid|key_id|access_key|access_key_id|client|client_id"
    r"|app|app_id|api|apikey|api_key_id)[_\-][A-Za-z0-9]{1,24},[A-Za-z0-9+/]{24}"
)
_KEY_ID_ROW_VALUE = re.compile(r"[A-Za-z0-9+/]{24,256}={0,2}(?=$|[\r\n,\"'<])")


def _from_key_id_rows(text: str) -> Iterator[Match]:
    for hit in compile_linear(_KEY_ID_ROW_HINT).finditer(text):
        start = hit.end() - 24
        m = _KEY_ID_ROW_VALUE.match(text, start)
        if m is None:
            continue
        value = m.group()
        if not (
            any(c.isupper() for c in value)
            and any(c.islower() for c in value)
            and any(c.isdigit() for c in value)
            and looks_random(value, min_length=24)
        ) or is_placeholder(value):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=m.end(),
            value=value,
            note="a secret in a credentials row, after its key's id",
        )


#: A JSON Web Key's private member (round 15): `"d"` (and RSA's primes and exponents)
#: in an object that has a key type (`"kty"`); a public JWK has no `d`.
_JWK_PRIVATE = re.compile(
    r"""(?P<q>\\?["'])(?:d|p|q|dp|dq|qi)(?P=q)[ \t]*:[ \t]*(?P=q)"""
    r"""(?P<value>[A-Za-z0-9_\-]{32,1400})(?P=q)"""
)
_JWK_TYPE = re.compile(r"""\\?["']kty\\?["'][ \t]*:""")


def _from_jwk_private(text: str) -> Iterator[Match]:
    if "kty" not in text:
        return
    reported = -1  # the end of the last key reported: one finding per key's object
    for m in _JWK_PRIVATE.finditer(text):
        if m.start() < reported:
            continue
        lo = text.rfind("{", max(0, m.start() - 3000), m.start())
        hi = text.find("}", m.end(), m.end() + 3000)
        if lo < 0 or hi < 0 or _JWK_TYPE.search(text, lo, hi) is None:
            continue
        yield _secret(
            code=TOKEN,
            kind="private-key",
            start=m.start("value"),
            end=m.end("value"),
            value=m.group("value"),
            note="a JSON Web Key's private member",
        )
        reported = hi


#: A one-time-password generator's seed (round 15): base32 (16 to 64 characters, perhaps
#: in groups of four) after a second factor's words: "2FA", "TOTP", "MFA", an
#: authenticator app, "clave de configuración", "setup key", "semilla".
_TOTP_WORDS = re.compile(
    r"(?i)\b(?:2fa|mfa|totp|otp|two-factor|2-step|autenticador|authenticator|"
    r"doble factor|segundo factor|dos pasos|setup key|secret key|clave de configuraci[oó]n|"
    r"c[oó]digo de configuraci[oó]n|semilla|seed|chave de configura[cç][aã]o)\b"
)
_TOTP_SEED = re.compile(
    r"(?<![A-Za-z0-9])(?P<value>[A-Z2-7]{4}(?:[ \-]?[A-Z2-7]{4}){3,15})(?![A-Za-z0-9])"
)


def _from_totp_seeds(text: str) -> Iterator[Match]:
    seen = -1
    for word in compile_linear(_TOTP_WORDS.pattern).finditer(text):
        line_end = text.find("\n", word.end())
        hi = min(word.end() + 160, len(text) if line_end < 0 else line_end)
        m = _TOTP_SEED.search(text, max(word.end(), seen), hi)
        if m is None:
            continue
        seen = m.end()
        value = m.group("value")
        bare = value.replace(" ", "").replace("-", "")
        if not any(c.isdigit() for c in bare) or bare.isalpha():
            continue  # a word in capitals, not a seed: base32 seeds hold digits 2-7
        if not looks_random(bare, min_length=16):
            continue
        yield _secret(
            code=TOKEN,
            kind="otp-seed",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note="a one-time-password seed (it generates the second factor)",
        )


#: Round 28: a second factor's recovery (backup, scratch, emergency) codes, a group of
#: them after their label: "Backup codes: …", "códigos de recuperación de 2FA:\n…",
#: "códigos de respaldo", "códigos de backup", "recovery codes". Each code signs in once
#: in the phone's place, so the group is a credential like a password (seed §3). The
#: label's clause may go on to a colon ("… que guardé:"), and the codes may start the
#: next line or the next message (markup between).
#: Round 29: also a record's key, `backup_codes`, `recoveryCodes`, `mfa_backup_codes`
#: (an account export's member, a JSON string's escaped key): the key names the value as
#: the label does, and the codes follow its quote and colon, in one string or a list.
_RECOVERY_LABEL = re.compile(
    r"(?i)\b(?:[a-z0-9]{1,12}[_\-])?"
    r"(?:(?:backup|recovery|scratch|emergency|rescue|single-use|one-time)(?:[ \t]+|[_\-]?)codes?"
    r"|c[oó]digos?[ \t]+(?:de[ \t]+)?(?:recuperaci[oó]n|recupera[cç][aã]o|respaldo|backup|"
    r"emergencia|emerg[eê]ncia|rescate|reserva|seguran[cç]a de backup)"
    r"|codes?[ \t]+de[ \t]+(?:secours|r[eé]cup[eé]ration)|wiederherstellungscodes?|backup-codes?)\b"
)
_RECOVERY_TAIL = re.compile(r"[^\n:<>.;!?]{0,80}?:|[ \t]*")
_RECOVERY_GAP = re.compile(r"(?:[ \t\r\n\"'\[\\]|<[^<>\n]{0,80}>){0,12}")
_RECOVERY_CODE = r"(?:[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}|\d{4}[ ]\d{4}|[A-Za-z0-9]{8,10})"
_RECOVERY_CODES = re.compile(
    r"(?P<codes>"
    + _RECOVERY_CODE
    + r"(?:(?:[ \t]*[,;][ \t]*|[ \t]{1,3}|\\?[\"'][ \t]*,[ \t]*\\?[\"'])"
    + _RECOVERY_CODE
    + r"){1,15})(?![\w\-])"
)
#: An id's shape, not a code's: a prefix of capitals then a number (`CASE-204817`).
_PREFIXED_NUMBER = re.compile(r"[A-Z]{2,6}-\d{4,6}")


#: Round 30: a credential pair, a user's member and beside it, in the same object, a
#: member called "clave"/"chave" (`{"usuario": "…", "clave": "…"}`): Spanish and
#: Portuguese call a password a key, and next to the user it opens it is one. Alone,
#: "clave" is as often a code (SAT's product and regime keys), which is why the user's
#: member must be there; the value must be a password someone chose (not a number).
_PAIR_KEY = re.compile(
    r"(?i)(?<![\w\-])\\?[\"']?(?:clave|chave|clau|cl[eé])\\?[\"']?[ \t]*[:=][ \t]*"
    r"\\?[\"'](?P<value>[^\"'\\\s]{6,128})\\?[\"']"
)
_PAIR_HINT = r"(?i)(?:clave|chave|clau|cl[eé])\\?[\"']?[ \t]*[:=]"
_PAIR_USER = re.compile(
    r"(?i)(?<![\w\-])\\?[\"']?(?:usuario|user|username|login|usu[aá]rio|utilizador|"
    r"utilisateur|cuenta|account)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"'][^\"'\\]{1,80}\\?[\"']"
)


def _from_credential_pairs(text: str) -> Iterator[Match]:
    """Round 30: see `_PAIR_KEY`. The object is one line (JSON, a YAML flow mapping, a
    JSON string holding one); the user's member may come before or after the key's."""
    for hit in compile_linear(_PAIR_HINT).finditer(text):
        m = next(
            (
                found
                for back in (2, 1, 0)
                if (found := _PAIR_KEY.match(text, max(0, hit.start() - back))) is not None
            ),
            None,
        )
        if m is None:
            continue
        start, end = m.span("value")
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        opening = text.rfind("{", line_start, m.start())
        closing = text.find("}", end, line_end)
        if opening < 0 or closing < 0 or "}" in text[opening : m.start()]:
            continue
        if _PAIR_USER.search(text, opening, closing) is None:
            continue
        value = m.group("value")
        if not is_password_like(value):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=end,
            value=value,
            note='a password: the "clave" beside the user\'s member of a credential pair',
        )


#: Round 30: a key split over an object's members (`"key_parts": {"p1": "…", "p2": "…"}`,
#: `"token_halves": {"a": …, "b": …}`, `"api_key": {"part1": …, "part2": …}`), so that
#: no single value looks like a key. The object's name holds a credential's word, every
#: member is a part's name, and the parts joined are a vendor's key from end to end or
#: random as keys are (24+). A name's, a digest's or a version's parts are not read: their
#: object's name has no credential word.
_PARTS_OBJECT = re.compile(
    r"(?i)(?<![\w\-])\\?[\"']?(?P<name>[A-Za-z_][\w\-]{0,40})\\?[\"']?[ \t]*[:=][ \t]*\{"
    r"(?P<body>[^{}\n]{10,600})\}"
)
_PARTS_HINT = r"(?i)(?:key|token|secret|clave|llave|chave)[\w\-]{0,20}[\"']?[ \t]*[:=][ \t]*\{"
_PART_MEMBER = re.compile(
    r"[ \t]*\\?[\"']?(?P<key>[A-Za-z_][\w\-]{0,12})\\?[\"']?[ \t]*:[ \t]*"
    r"\\?[\"'](?P<value>[A-Za-z0-9_\-.+/=]{4,256})\\?[\"'][ \t]*,?"
)
_PART_NAME = re.compile(
    r"(?i)p(?:art(?:e|ie)?)?_?\d|h(?:alf)?_?\d|half_?(?:a|b)|[ab12]|first|second|third|"
    r"primera?|segunda?|tercera?|inicio|fin|head|tail|left|right"
)
_PARTS_WORDS = frozenset(
    {
        "parts",
        "part",
        "partes",
        "halves",
        "half",
        "mitades",
        "pieces",
        "chunks",
        "split",
        "fragments",
        "fragmentos",
        "trozos",
        "bloques",
    }
)


def _from_key_part_members(text: str) -> Iterator[Match]:
    """Round 30: see `_PARTS_OBJECT`."""
    for hit in compile_linear(_PARTS_HINT).finditer(text):
        line_start = text.rfind("\n", 0, hit.start()) + 1
        m = _PARTS_OBJECT.search(text, max(line_start, hit.start() - 44), hit.end() + 620)
        if m is None or m.start() > hit.start() or m.end("name") < hit.start():
            continue
        words = name_words(m.group("name"))
        credential = any(w in _KEY_WORDS or w in _SECRET_WORDS or w == "apikey" for w in words)
        if not credential or any(w in _NOT_SECRET_WORDS for w in words):
            continue
        members = []
        at = m.start("body")
        while at < m.end("body"):
            member = _PART_MEMBER.match(text, at, m.end("body"))
            if member is None:
                break
            members.append(member)
            at = member.end()
        if at < m.end("body") and text[at : m.end("body")].strip():
            continue  # another member, not a part: a settings object
        if len(members) < 2:
            continue
        named_parts = all(_PART_NAME.fullmatch(p.group("key")) for p in members)
        if not (named_parts or _PARTS_WORDS.intersection(words)):
            continue
        joined = "".join(p.group("value") for p in members)
        if is_placeholder(joined) or any(is_placeholder(p.group("value")) for p in members):
            continue
        if not (_vendor_shape(joined) or looks_random(joined, min_length=24)):
            continue
        if _HEX_OR_UUID.fullmatch(joined) and not _vendor_shape(joined):
            continue  # a digest in halves
        for p in members:
            yield _secret(
                code=API_KEY,
                kind="credential",
                start=p.start("value"),
                end=p.end("value"),
                value=p.group("value"),
                note="a key split over an object's members, joined",
            )


def _from_recovery_codes(text: str) -> Iterator[Match]:
    last = -1
    for label in compile_linear(_RECOVERY_LABEL.pattern).finditer(text):
        if label.start() < last:
            continue
        tail = _RECOVERY_TAIL.match(text, label.end())
        at = label.end() if tail is None else tail.end()
        gap = _RECOVERY_GAP.match(text, at)
        at = at if gap is None else gap.end()
        m = _RECOVERY_CODES.match(text, at)
        if m is None:
            continue
        codes = re.split(
            r"\\?[\"'][ \t]*,[ \t]*\\?[\"']|[ \t]*[,;][ \t]*|[ \t]{1,3}", m.group("codes")
        )
        if "" in codes:
            continue
        # a group of Google's 8 digits written "1234 5678" splits in fours: join them
        if all(c.isdigit() and len(c) == 4 for c in codes) and len(codes) % 2 == 0:
            codes = [a + b for a, b in zip(codes[::2], codes[1::2], strict=True)]
        if len(codes) < 2 or len(set(codes)) < len(codes):
            continue
        if any(_PREFIXED_NUMBER.fullmatch(c) for c in codes):
            continue  # case or ticket numbers after the words, not codes
        joined = "".join(c.replace("-", "") for c in codes)
        if not (joined.isdigit() or looks_random(joined, min_length=16)):
            continue  # a format (`xxxx-xxxx`), masked or counting codes: a placeholder
        if joined.isdigit() and (is_placeholder(joined) or _is_sequential(joined[:8])):
            continue
        last = m.end()
        yield _secret(
            code=TOKEN,
            kind="recovery-codes",
            start=m.start("codes"),
            end=m.end("codes"),
            value=m.group("codes"),
            note="two-factor recovery codes (each one signs in once in the phone's place)",
        )


#: Round 29: a settings object that names its provider in a member ("provider":
#: "twilio", `proveedor`, `service`, `vendor`, `gateway`) and keeps the provider's
#: credential under a neutral member (`val`, `valor`, `v`, `dato_1`, `campo2`): the
#: sibling says whose value it is, as a key's name would. The object is one line (a
#: JSON object, a JSON string holding one, escaped) or a YAML block (the provider's
#: lines at its indentation). A hash, a commit or an ETag under their own names is not
#: read (their names are not neutral); the value must look random (16+), no placeholder.
_SETTINGS_PROVIDER = (
    r"(?i)(?:^|[\s{,\"'\\])(?:provider|proveedor|provedor|vendor|service|servicio|servico|"
    r"integration|integracion|integracao|gateway|pasarela)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?"
    r"[A-Za-z][A-Za-z0-9_.\-]{1,30}"
)
_SETTINGS_SIBLING = re.compile(
    r"(?<![\w\-])\\?[\"']?(?:val|value|valor|v|dato|campo|field|x|k|cred|creds)(?:[_\-]?\d{1,2})?"
    r"\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{15,511}={0,3})"
    r"(?![A-Za-z0-9_\-.+/~=])"
)
_UUID_SHAPE = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")


def _settings_block(text: str, at: int) -> tuple[int, int]:
    """The provider's object around `at`: its line, or a YAML block's lines at its
    indentation (up to eight each way) when the line opens no flow object."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    line = text[start:end]
    if "{" in line or "}" in line:
        return start, end
    indent = len(line) - len(line.lstrip(" "))
    lo, hi = start, end
    for _ in range(8):  # lines before at the same indentation
        prev_start = text.rfind("\n", 0, max(lo - 1, 0)) + 1
        if lo == 0 or prev_start >= lo:
            break
        prev = text[prev_start : lo - 1]
        if not prev.strip() or len(prev) - len(prev.lstrip(" ")) != indent:
            break
        lo = prev_start
    for _ in range(8):  # and after
        if hi >= len(text):
            break
        nxt_end = text.find("\n", hi + 1)
        nxt_end = len(text) if nxt_end < 0 else nxt_end
        nxt = text[hi + 1 : nxt_end]
        if not nxt.strip() or len(nxt) - len(nxt.lstrip(" ")) != indent:
            break
        hi = nxt_end
    return lo, hi


def _from_provider_settings(text: str) -> Iterator[Match]:
    seen: set[int] = set()
    for m in compile_linear(_SETTINGS_PROVIDER).finditer(text):
        lo, hi = _settings_block(text, m.start())
        for s in _SETTINGS_SIBLING.finditer(text, lo, hi):
            value = s.group("value")
            if s.start("value") in seen or _UUID_SHAPE.fullmatch(value):
                continue
            if is_placeholder(value) or not looks_random(value, min_length=16):
                continue
            seen.add(s.start("value"))
            yield _secret(
                code=API_KEY,
                kind="credential",
                start=s.start("value"),
                end=s.end("value"),
                value=value,
                note="a provider's credential in its settings object (a member names the provider)",
            )


#: A service client's constructor given its key as a string, by position:
#: `SearchClient.create("APPID", "<32 hex>")` (Algolia's server SDKs), `SearchClient::create(…)`,
#: `new RestClient("…", "<key>")`. One RE2 pass finds the constructors; the arguments are
#: read on the call's own line. A URL, a region or a name is no key; a key-long random
#: literal is (a public key's initialiser, in a page's script, stays kept by the policy).
#: A client's `login` method given a key-long random literal is given its token
#: (discord.js' `client.login('…')`, round 14).
_CLIENT_CONSTRUCTOR = (
    r"(?:(?:Client|API|Api|OpenAI|Connection)(?:\.create|::create)?|\.login"
    # round 26: a provider SDK's class by the provider's own name (`new Exa("…")`,
    # `Tavily('…')`, `new Groq(…)`): its first argument is the account's key
    r"|(?:^|[^\w$.])(?:Exa|Tavily|Firecrawl(?:App)?|Groq|Anthropic|Mistral|Cohere|Jina"
    r"|Perplexity|OpenRouter|SerpApi|Serper|Brave|Linkup|Together|Fireworks))[ \t]*\("
)
_CALL_ARGS = re.compile(r"[^()\n]{0,300}\)")
_STRING_ARG = re.compile(
    r"""(?:^|,)[ \t]*(?P<q>["'`]{1,2})(?P<value>[^"'`\s]{24,200})(?P=q)[ \t]*(?=,|$)"""
)


def _from_client_arguments(text: str) -> Iterator[Match]:
    for hit in compile_linear(_CLIENT_CONSTRUCTOR).finditer(text):
        args = _CALL_ARGS.match(text, hit.end())
        if args is None:
            continue
        inner = args.group()[:-1]
        for m in _STRING_ARG.finditer(inner):
            value = m.group("value")
            if "://" in value or is_placeholder(value) or not looks_random(value, min_length=24):
                continue
            start = hit.end() + m.start("value")
            yield _secret(
                code=API_KEY,
                kind="credential",
                start=start,
                end=start + len(value),
                value=value,
                note="a key given to a service client's constructor",
            )


#: A credential's variable, then a verb that gives it a value: "WEBHOOK_SIGNING_SECRET
#: quedó como <hex>", "API_TOKEN is now <tok>", "DB_PASSWORD ficou como <pw>".
#: Since round 11 also a copula or `to` ("la DD_API_KEY es …", "o valor da HEROKU_API_KEY
#: é …", "Set DD_API_KEY to …"), and the value first, put into the variable ("pon … en
#: SENDGRID_API_KEY", "paste … into GITHUB_TOKEN"): `_INTO_NAME`.
_NAME_BECAME = (
    r"\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)[ \t]+(?:qued[oó] como|queda como|ahora es|es ahora|"
    r"qued[oó] en|is now|now is|was set to|is set to|set to|became|ficou como|fica como|"
    r"agora [eé]|es|[eé]|is|was|era|fue|foi|to|=>|->|→)[ \t]*[:]?[ \t]*[`'\"]?"
    r"([A-Za-z0-9][A-Za-z0-9_\-.+/~]{15,512}={0,3})"
)
#: The value first: a preposition, then the variable; the value is read backwards from
#: the preposition (a counted run before it would blow up RE2's automaton).
_INTO_NAME = (
    r"[A-Za-z0-9=][`'\"]?[ \t]+(?:en|in|into|to|as|como|na|no|em)[ \t]+"
    r"(?:(?:la|el|the|a|o|tu|your)[ \t]+)?(?:(?:variable|var)[ \t]+)?"
    r"\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b"
)
_VALUE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.+/~=")


@cache
def _name_became() -> Any:
    return compile_linear(_NAME_BECAME)


def _from_name_became(text: str) -> Iterator[Match]:
    found: list[tuple[str, int, str, int]] = [
        (m.group(1), m.start(2), m.group(2).rstrip(".,"), 16) for m in _name_became().finditer(text)
    ]
    for m in compile_linear(_INTO_NAME).finditer(text):
        end = m.start() + 1  # the value's last character (a closing quote may follow)
        start = end
        while start > max(0, end - 513) and text[start - 1] in _VALUE_CHARS:
            start -= 1
        if start > 0 and not (text[start - 1].isspace() or text[start - 1] in "`'\"(:"):
            continue  # the tail of a longer word, a path or a URL
        found.append((m.group(1), start, text[start:end].rstrip(".,"), 24))
    for name, start, value, least in found:
        if classify_name(name) not in (API_KEY, TOKEN, AUTH_HEADER):
            continue
        if len(value) < least or is_placeholder(value) or not looks_random(value, min_length=least):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=start,
            end=start + len(value),
            value=value,
            note=f"`{name}` given a value in prose",
        )


@cache
def _rotate() -> Any:
    return compile_linear(_ROTATE)


def _from_rotated(text: str) -> Iterator[Match]:
    for m in _rotate().finditer(text):
        value = m.group(1).rstrip(".")
        end = m.start(1) + len(value)
        if end < len(text) and (text[end].isalnum() or text[end] in "_-+/=~:@"):
            continue
        if _WORDS_JOINED.fullmatch(value) or is_placeholder(value):
            continue
        if not looks_random(value, min_length=24):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start(1),
            end=end,
            value=value,
            note="a value rotated, revoked or leaked, in prose",
        )


#: The value that replaces a credential, named as the new one: "la nueva es …", "el
#: nuevo token: …", "the new key is …", "a nova chave é …". A bare "la nueva"/"the new
#: one" refers back: a rotation or a credential's noun must stand earlier on the line.
_REPLACEMENT = re.compile(
    r"(?i)\b(?:(?:the )?new(?: one| key| token| secret| api key| password)|"
    r"(?:la )?nueva(?: clave| llave| contrase[ñn]a)?|(?:el )?nuevo(?: token)?|"
    r"(?:a )?nova(?: chave| senha)?|(?:o )?novo(?: token)?)"
    r"[ \t]+(?:is|es|é|e|será|sera|:)[ \t]*:?[ \t]*[`'\"]?"
    r"(?P<value>[A-Za-z0-9][A-Za-z0-9_\-.+/~]{23,512}={0,3})"
)
_REPLACED_BEFORE = re.compile(
    r"(?i)rot[oóaeé]|rotate|revo[kcg]|regener|leak|filtr|vaz|key|token|secret|password|"
    r"clave|llave|chave|contrase|senha|credencial"
)


#: The words that can open a replacement (one RE2 pass, `_PLACED_HINTS`).
_REPLACEMENT_HINT = (
    r"(?i:\b(?:new|nueva|nuevo|nova|novo)[ \t]+(?:one|key|token|secret|api|password|clave|"
    r"llave|contrase|chave|senha|is|es|é|e|será|sera|:))"
)


def _from_replacements(text: str, hints: list[int]) -> Iterator[Match]:
    last = -1
    for at in hints:
        lo = max(at - 4, last)
        m = _REPLACEMENT.search(text, lo, min(len(text), at + 600))
        if m is None or m.start() > at:
            continue
        last = m.end()
        value = m.group("value").rstrip(".")
        end = m.start("value") + len(value)
        if end < len(text) and (text[end].isalnum() or text[end] in "_-+/=~:@"):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        if not _REPLACED_BEFORE.search(
            text, max(line_start, m.start() - 120), m.end("value") - len(m.group("value"))
        ):
            continue
        if _WORDS_JOINED.fullmatch(value) or is_placeholder(value):
            continue
        if not looks_random(value, min_length=24):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start("value"),
            end=end,
            value=value,
            note="a credential's replacement, in prose",
        )


#: A password handed to a command or a call by its place, not its name:
#: - the MySQL/MariaDB clients' `-p<password>` (attached: `-p` alone prompts for it);
#: - a user and password pair given to an HTTP client (`auth=("api", "…")`,
#:   `HTTPBasicAuth("u", "…")`, `aiohttp.BasicAuth("u", "…")`);
#: - `user:password` after a word calling it credentials or a login ("Credenciais do
#:   proxy: ops:…", "credentials: deploy:…", "login: admin:…").
#: - a network's key on the line that names the network (`_NETWORK_KEY`);
#: - a `user:password` pair that is a whole string or line by itself (an htpasswd or
#:   `.netrc`-like entry, a basic-auth pair pasted alone), the password with a symbol
#:   people add to passwords (`!@#$%^&*?~`), which ids, hashes and tracks never carry.
#: The value must be a strong password (three character classes, random-looking).
_MYSQL_COMMAND = re.compile(r"\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)[ \t]")
#: `-pSecreto`, or quoted as a shell needs it: `-p'Secreto$18'` (round 14).
_MYSQL_PASSWORD = re.compile(r"[ \t]-p[\"']?(?P<value>[^\s\"'`<>]{6,128})")
_AUTH_PAIR = re.compile(
    r"(?:\bauth[ \t]*=[ \t]*\(|\b(?:HTTPBasicAuth|HTTPDigestAuth|BasicAuth)[ \t]*\()"
    r"[ \t]*[\"'][^\"'\n]{1,80}[\"'][ \t]*,[ \t]*[\"'](?P<value>[^\"'\n]{6,128})[\"']"
)
_LABELLED_PAIR = re.compile(
    r"(?i)\b(?:credentials?|credenciales|credencial|credenciais|login|logon|acceso|acesso)"
    r"\b[^:\n]{0,40}:[ \t]{1,3}[A-Za-z0-9._\-@]{1,40}:(?P<value>[^\s<>\"'`]{6,128})"
)

#: The same pair written with a slash after a login's word, as a README gives it ("Admin
#: login is admin / <password>", "credenciales: soporte / <password>", round 14); the
#: password must be strong (`is_strong_password`).
_SLASHED_PAIR = re.compile(
    r"(?i)\b(?:credentials?|credenciales|credencial|credenciais|login|logon|acceso|acesso)"
    r"\b[^/\n]{0,24}?(?:[ \t]|:)[ \t]{0,3}[A-Za-z0-9._\-@]{1,40}[ \t]+/[ \t]+"
    r"(?P<value>[^\s<>\"'`/]{6,128})"
)

#: A network named on the line, then its key: "Red: OFICINA-5G / clave: …", "SSID
#: Casa, key: …" (a Wi-Fi key is a password whatever word Spanish gives it).
_NETWORK_KEY = re.compile(
    r"(?i)(?:\b(?:wi-?fi|ssid|wlan|router|m[oó]dem|network)\b|\b(?:red|rede)[ \t]*:)"
    r"[^\n]{0,60}?\b(?:clave|llave|contrase[ñn]a|password|senha|chave|key|pass|psk)\b"
    r"(?:[ \t]+(?:del?|de la|of the|for the|do|da)[ \t]+(?:wi-?fi|red|router|m[oó]dem|"
    r"network|rede)\b[^:=\n]{0,30})?[ \t]*[:=][ \t]*(?P<value>[^\s<>\"'`]{6,128})"
    # (the preposition may be left out: "Clave WiFi: …", "senha wi-fi: …"; round 15)
    r"|\b(?:clave|llave|contrase[ñn]a|password|senha|chave|key|pass|psk)[ \t]+"
    r"(?:(?:del?|de la|of the|for the|do|da)[ \t]+)?(?:wi-?fi|red|router|m[oó]dem|network|rede)"
    # "clave del wifi: …", or a copula: "la pass del wifi de la oficina es …"
    r"\b(?:[^:=\n]{0,30}[:=]|(?:[ \t][^:=\n]{0,30}?)?[ \t](?:es|is|é|era|was|será)[ \t])"
    r"[ \t]*(?P<value2>[^\s<>\"'`]{6,128})"
)

_LONE_PAIR = re.compile(
    r"(?m)(?:^|(?<=[\"'>]))[ \t]*(?P<user>[a-z][a-z0-9_.\-]{1,31}):"
    r"(?P<value>[^\s\"'<>:]{8,40})[ \t]*(?=[\"'<]|\r?$)"
)
_NOT_A_USER = frozenset(
    {
        "http",
        "https",
        "mailto",
        "tel",
        "urn",
        "data",
        "javascript",
        "sha1",
        "sha256",
        "sha512",
        "md5",
        "base64",
        "file",
        "ftp",
        "git",
        "ssh",
        "s3",
        "gs",
        # round 30: RFC 2392's content and message ids (`<img src="cid:image001.png@…">`,
        # an e-mail's inline image): a URI's scheme, not a user
        "cid",
        "mid",
    }
)
_PASSWORD_SYMBOLS = frozenset("!@#$%^&*?~")


#: Where a password by place could be, a network's or a credentials label's word, and
#: where a lone `user:password` could stand (a symbol in it); with the replacement's
#: words, one RE2 pass over the text: the exact patterns run only around the hits.
_PLACED_HINT = (
    r"(?i:wi-?fi|ssid|wlan|router|m[oó]dem|network|\bred[ \t]*:|\brede[ \t]*:|\bred\b|"
    r"\brede\b|credencia|credential|login|logon|acceso|acesso)"
)
_LONE_PAIR_HINT = (
    r"(?:^|[\"'>\n])[ \t]*[a-z][a-z0-9_.\-]*:[^\s\"'<>:]*[!@$%^*~#&?][^\s\"'<>:]*"
    r"[ \t]*(?:[\"'<\r\n]|$)"
)
_PLACED_HINTS = "(" + _PLACED_HINT + ")|(" + _LONE_PAIR_HINT + ")|(" + _REPLACEMENT_HINT + ")"


def _around(
    pattern: re.Pattern[str], hints: list[int], text: str, before: int, after: int
) -> list[re.Match[str]]:
    found: list[re.Match[str]] = []
    last = -1
    for at in hints:
        if at < last:
            continue
        m = pattern.search(text, max(at - before, last, 0), min(len(text), at + after))
        if m is not None:
            last = m.end()
            found.append(m)
    return found


def _from_placed_values(text: str) -> Iterator[Match]:
    placed: list[int] = []
    lone: list[int] = []
    replaced: list[int] = []
    for h in compile_linear(_PLACED_HINTS).finditer(text):
        if h.group(1) is not None:
            placed.append(h.start())
        elif h.group(2) is not None:
            lone.append(h.start())
        else:
            replaced.append(h.start())
    yield from _from_replacements(text, replaced)
    yield from _from_password_arguments(text, placed, lone)


def _from_password_arguments(text: str, placed: list[int], lone: list[int]) -> Iterator[Match]:
    found: list[re.Match[str]] = []
    if "-p" in text and ("mysql" in text or "mariadb" in text):
        for command in _MYSQL_COMMAND.finditer(text):
            line_end = text.find("\n", command.end())
            line_end = len(text) if line_end < 0 else line_end
            m = _MYSQL_PASSWORD.search(text, command.end() - 1, line_end)
            if m is not None:
                found.append(m)
    if "Auth(" in text or "auth=(" in text or "auth = (" in text:
        found.extend(_AUTH_PAIR.finditer(text))
    found.extend(_around(_LABELLED_PAIR, placed, text, 0, 200))
    found.extend(_around(_SLASHED_PAIR, placed, text, 0, 200))
    found.extend(_around(_NETWORK_KEY, placed, text, 60, 300))
    found.extend(
        m
        for m in _around(_LONE_PAIR, lone, text, 2, 90)
        if m.group("user") not in _NOT_A_USER
        and any(c in _PASSWORD_SYMBOLS for c in m.group("value"))
    )
    for m in found:
        group = "value2" if "value2" in m.re.groupindex and m.group("value2") else "value"
        value = m.group(group).rstrip(".,;)")
        if group == "value2":
            # the key *of* the network ("clave del wifi: …"): a password whatever its
            # strength, as people choose them (`Mazapan$77`), but not a word alone
            if not is_password_like(value) or value.isalpha():
                continue
        elif m.re is _MYSQL_PASSWORD:
            # round 25: the flag says it is a password, so one a person chose
            # (`Mazapan77`) or a generator's letters (`flXu…`) count, not a word or
            # a variable (`-pfixtures`, `-p$MYSQL_PWD`, `-p$(cat …)`)
            if value.startswith("$") or not (is_strong_password(value) or is_password_like(value)):
                continue
        elif not is_strong_password(value):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start(group),
            end=m.start(group) + len(value),
            value=value,
            note="a password given by its place (a client's flag, an auth pair, user:password)",
        )


@cache
def _provider_gave() -> Any:
    return compile_linear(_PROVIDER_GAVE)


def _from_provider_gave(text: str) -> Iterator[Match]:
    # Groups by number: the RE2 wrapper's match objects take no group names.
    for m in _provider_gave().finditer(text):
        value = m.group(3).rstrip(".")
        end = m.start(3) + len(value)
        if end < len(text) and (text[end].isalnum() or text[end] in "_-+/=~:@"):
            continue
        if _PROSE_NOT.search(m.group(2) or "") or _WORDS_JOINED.fullmatch(value):
            continue  # "Google gave me a request id …"
        if is_placeholder(value) or not looks_random(value, min_length=24):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start(3),
            end=end,
            value=value,
            note=f"a key a provider gave, in prose ({m.group(1)})",
        )


def _from_provider_labels(text: str) -> Iterator[Match]:
    for m in compile_linear(_PROVIDER_LABEL).finditer(text):
        value = m.group(2).rstrip(".")
        end = m.start(2) + len(value)
        if end < len(text) and (text[end].isalnum() or text[end] in "_-+/=~:@"):
            continue  # part of a longer token, a URL or an address
        if is_placeholder(value) or _WORDS_JOINED.fullmatch(value):
            continue
        if not looks_random(value, min_length=24):
            continue
        yield _secret(
            code=API_KEY,
            kind="credential",
            start=m.start(2),
            end=end,
            value=value,
            note=f"a key labelled by its provider's name ({m.group(1)})",
        )


def _from_bearer_labels(text: str) -> Iterator[Match]:
    for m in _BEARER_LABEL.finditer(text):
        value = m.group("value")
        if is_placeholder(value) or not looks_random(value.rstrip("="), min_length=16):
            continue
        yield _secret(
            code=AUTH_HEADER,
            kind="auth-header",
            start=m.start("value"),
            end=m.end("value"),
            value=value,
            note="a bearer token, labelled as one",
        )


_ACRONYMS = {
    "api": "API",
    "jwt": "JWT",
    "aws": "AWS",
    "url": "URL",
    "openai": "OpenAI",
    "serpapi": "SerpAPI",
    "github": "GitHub",
    "gitlab": "GitLab",
    "npm": "npm",
    "pypi": "PyPI",
    "ibm": "IBM",
    "cos": "COS",
    "hmac": "HMAC",
    "oauth": "OAuth",
    "id": "id",
    "key": "key",
    "token": "token",
}


def _label(kind: str) -> str:
    """`tavily-api-key` → `Tavily API key`."""
    words = [_ACRONYMS.get(w, w) for w in kind.split("-")]
    if words and words[0] == words[0].lower():
        words[0] = words[0].capitalize()
    return " ".join(words)


#: Any PEM or PGP private key block: RSA, EC, DSA, OPENSSH, ENCRYPTED, PKCS#8, PGP.
_PEM_PRIVATE = re.compile(r"-----BEGIN[ A-Z0-9]{0,40} PRIVATE KEY(?: BLOCK)?-----")


#: A key's body: base64 characters (a PEM's lines, or `\n` escapes between them).
_PEM_BODY_CHARS = re.compile(r"[A-Za-z0-9+/=]")


#: How a page or a string breaks a PEM's lines besides a newline (round 25): HTML line
#: and block tags (`<br>`, `<br/>`, `</p><p>`, `<div>`), written out or escaped
#: (`&lt;br&gt;`), character references (`&#10;`, `&#x0A;`), JSON/YAML escapes (`\n`,
#: `\r\n`, doubled `\\n`) and percent escapes (`%0A`). Only tag names a page uses
#: for lines: a guide's `<your key>` stays a bracketed placeholder.
_PEM_LINE_BREAKS = re.compile(
    r"(?:<|&lt;)/?(?:br|p|div|span|pre|code|li|td|tr|tt)\b[^<>&]{0,40}?/?(?:>|&gt;)"
    r"|&#(?:10|13|x0?[aAdD]);|\\{1,2}[rn]|%0[aAdD]",
    re.IGNORECASE,
)


def _pem_elided(text: str, header_end: int, end: int) -> bool:
    """A PEM block whose body is elided (`-----BEGIN PRIVATE KEY-----...-----END …`, a
    guide's `<your key>`): its END line is there and the body between is bracketed or
    holds fewer than 12 base64 characters (round 14). A real key's body has hundreds;
    a shortened one keeps its start (`MIIEpAIBAAKCAQEA…`) and stays a secret."""
    close = text.find("-----END", header_end, end)
    if close < 0:
        return False
    body = _PEM_LINE_BREAKS.sub(" ", text[header_end:close])
    body = body.replace("&lt;", "<").replace("&gt;", ">").strip().lstrip("-").strip()
    bracketed = body[:1] in "<[{" and body[-1:] in ">]}"  # `<your key>`, `{{ key }}`
    return bracketed or len(_PEM_BODY_CHARS.findall(body)) < 12


def _private_key_end(text: str, position: int) -> int:
    """The end of a PEM block, so the whole key (not only its header) is redacted."""
    end = text.find("-----END", position)
    if end == -1 or end - position > 16384:
        newline = text.find("\n", position)
        return len(text) if newline == -1 else newline
    close = text.find("-----", end + 8)
    return len(text) if close == -1 else close + 5


# --- public API -----------------------------------------------------------------------

#: Specific beats generic when two matches cover the same value.
_PRIORITY = {API_KEY: 0, TOKEN: 1, ACCOUNT_ID: 2, AUTH_HEADER: 3, COOKIE: 4, URL_CREDENTIAL: 5}


def resolve_overlaps(matches: Iterable[Match]) -> list[Match]:
    """One match per stretch of text: the widest wins (a cookie header over the JWT inside
    it), then the most specific rule; sorted by position."""
    ordered = sorted(matches, key=lambda m: (m.start, -(m.end - m.start), _PRIORITY.get(m.code, 9)))
    kept: list[Match] = []
    for match in ordered:
        if kept and match.start < kept[-1].end:
            continue
        kept.append(match)
    return kept


# --- keys split by spaces (round 22) ----------------------------------------------------

#: Where a key split into groups may follow: a credential's noun, a word that says it was
#: split or dictated in pieces (es/en/pt), or the start of a vendor's prefix.
_SPLIT_HINT = (
    r"(?i)(?:api[ _-]?keys?|keys?|tokens?|secrets?|secretos?|segredos?|llaves?|claves?|"
    r"chaves?|credenciales?|credentials?|credenciais|contrase(?:ñ|n)as?|senhas?|passwords?|"
    r"partid[ao]s?|partes|pedazos|peda[çc]os|trozos|bloques|blocos|fragmentos|grupos|"
    r"split|chunks?|pieces|groups|separad[ao]s?|dividid[ao]s?|spaced|espaciad[ao]s?)\b"
    r"|(?-i:sk-|AIza|SG\.|gl[a-z]{2,5}-|xox[a-z]-|gh[pousr]_|github_pat_|tvly-|pplx-|dop_v|"
    r"lin_api_|APP_USR-|fc-|jina_|BSA|AKIA|sk_live_|rk_live_|pk_live_|hf_|r8_|gsk_|xai-)"
)
#: A run of groups of key characters separated by single spaces.
_SPLIT_RUN = re.compile(
    r"(?<![\w\-.+/])[A-Za-z0-9_\-.]{1,16}(?:[ \t][A-Za-z0-9_\-.]{1,16}){2,20}(?![\w\-.+/])"
)
#: Grammar words that may follow the last group ("… 1d48 y la escribió"): not a tail.
_SPLIT_STOP = frozenset(
    [
        "y",
        "e",
        "o",
        "a",
        "u",
        "and",
        "or",
        "the",
        "la",
        "el",
        "lo",
        "le",
        "los",
        "las",
        "em",
        "en",
        "no",
        "na",
        "de",
        "da",
        "do",
        "del",
        "is",
        "es",
        "era",
        "foi",
        "to",
        "at",
        "in",
        "on",
        "by",
        "que",
    ]
)
#: Before the groups, words that make them something else: a fingerprint, a checksum,
#: an account, a card, an id.
_SPLIT_NOT = re.compile(
    r"(?i)\b(?:fingerprints?|huellas?|impress[aã]o digital|hash(?:es)?|sha-?\d*|md5|"
    r"checksums?|digest|suma de (?:verificaci[oó]n|control)|crc\d*|etag|commit|uuid|guid|"
    r"iban|clabe|cuenta|conta|account|tarjeta|card|cart[aã]o|serial|serie|s[eé]rie|isbn|"
    r"id|ids|public|p[uú]blic[ao])\b"
)
_SPLIT_REACH = 120


def _reach_in_line(text: str, lo: int, reach: int) -> int:
    """Where a split key starting at `lo` may start at the latest: `reach` characters on,
    or the end of its line if that comes first."""
    hi = min(len(text), lo + reach)
    line_end = text.find("\n", lo, hi)
    return hi if line_end < 0 else line_end


def _split_groups(chunks: list[str], least: int = 3) -> tuple[int, int] | None:
    """The first stretch of `chunks` made of `least` (three) or more groups of one length
    (5 to 16), then perhaps one shorter group: (first, end) indices, or None."""
    i = 0
    while i + least - 1 < len(chunks):
        size = len(chunks[i])
        j = i
        while j < len(chunks) and len(chunks[j]) == size:
            j += 1
        if j - i >= least and 5 <= size <= 16:
            if j < len(chunks) and len(chunks[j]) < size and chunks[j].lower() not in _SPLIT_STOP:
                j += 1
            return i, j
        i = max(j, i + 1)
    return None


def _vendor_shape(joined: str) -> bool:
    """The joined groups are a vendor's key, whole: a provider format or a known pattern
    from its first character to its last."""
    return any(m.start == 0 and m.end >= len(joined) for m in _from_formats(joined, None))


def _from_split_keys(text: str) -> Iterator[Match]:
    """A key written in groups separated by spaces, to be dictated or to slip past a
    scanner ("sk-proj- 1JI5… s0fo… …", "la llave en bloques: 6664… 8363… …"). The
    groups (three or more of one length, five to sixteen characters, and perhaps a
    shorter last one) are joined and believed when the joined value is a vendor's key
    from end to end, or, after a credential's noun or a word that says it was split, when
    it is random as keys are (24 or more characters; not a fingerprint, a checksum, an
    account or a card named before it)."""
    if " " not in text:
        return
    hints = compile_linear(_SPLIT_HINT)
    done = -1
    for hit in hints.finditer(text):
        prefix = (
            not hit.group()[:1].isalpha()
            or hit.group()[-1:] in "-_."
            or (hit.group().startswith(("AIza", "BSA", "AKIA")))
        )
        lo = hit.start() if prefix else hit.end()
        if lo < done:
            continue
        hi = _reach_in_line(text, lo, 64 if prefix else _SPLIT_REACH)
        for run in _SPLIT_RUN.finditer(text, lo, min(len(text), hi + 160)):
            if run.start() > hi:
                break
            chunks = run.group().split()
            # After a vendor's prefix two groups and a shorter one do (`AKIA…` in 8, 8, 4):
            # the joined value must then be the vendor's key from end to end.
            stretch = _split_groups(chunks, 2 if prefix else 3)
            if stretch is None:
                continue
            first, last = stretch
            offsets = [m.start() + run.start() for m in re.finditer(r"\S+", run.group())]
            start = offsets[first]
            end = offsets[last - 1] + len(chunks[last - 1])
            if prefix and start != hit.start():
                break
            joined = "".join(chunks[first:last])
            if len(joined) < 20 or is_placeholder(joined):
                continue
            vendor = _vendor_shape(joined)
            if not vendor:
                before = text[max(text.rfind("\n", 0, start) + 1, start - 80) : start]
                if (
                    prefix
                    or _SPLIT_NOT.search(before)
                    or not looks_random(joined, min_length=24)
                    or (_HEX_OR_UUID.fullmatch(joined) and len(chunks[first]) < 8)
                ):
                    continue
            done = end
            yield _secret(
                code=API_KEY,
                kind="credential",
                start=start,
                end=end,
                value=text[start:end],
                note="a key written in groups split by spaces",
            )
            break


#: A token of key characters whose groups are joined by hyphens (round 23).
_HYPHEN_RUN = re.compile(
    r"(?<![\w\-.+/])[A-Za-z0-9_.]{1,16}(?:-[A-Za-z0-9_.]{1,16}){3,24}(?![\w\-+/])"
)


def _from_hyphen_split_keys(text: str) -> Iterator[Match]:
    """The sibling of `_from_split_keys`: a key cut into groups joined by hyphens
    ("key in chunks: rk_liv-…-…-…", "te la paso en bloques: pypi-…-…"), which no
    vendor's pattern reads because the hyphens break its alphabet. After a credential's
    noun or a word that says it was split, the token's hyphens are removed (or all but
    the first, for a vendor that writes `key-…`) and the value believed when it is a
    vendor's key from end to end, or when three or more of its groups have one length
    and the joined value is random as keys are (24+ characters; not after a fingerprint,
    a checksum, an id or an account's word). Slugs, UUIDs and dates have no such groups
    or are not random."""
    if "-" not in text:
        return
    hints = compile_linear(_SPLIT_HINT)
    done = -1
    for hit in hints.finditer(text):
        if not hit.group()[:1].isalpha() or hit.group()[-1:] in "-_.":
            continue  # a vendor's prefix itself: the run is read from the noun before it
        lo = hit.end()
        if lo < done:
            continue
        hi = _reach_in_line(text, lo, _SPLIT_REACH)
        for run in _HYPHEN_RUN.finditer(text, lo, min(len(text), hi + 200)):
            if run.start() > hi:
                break
            if "=" in text[lo : run.start()] or text[hit.start() - 1 : hit.start()].isalnum():
                # a code's assignment (`BOOMR_API_key="XXXXX-XXXXX-…"`, Akamai mPulse's
                # public key in every page): the value in its own notation, read by the
                # names' rules; a person splitting a key says so in words
                break
            token = run.group().rstrip(".")
            chunks = token.split("-")
            head, _, rest = token.partition("-")
            joined = [token.replace("-", ""), head + "-" + rest.replace("-", "")]
            vendor = any(_vendor_shape(j) for j in joined)
            if not vendor:
                before = text[
                    max(text.rfind("\n", 0, run.start()) + 1, run.start() - 80) : run.start()
                ]
                stretch = _split_groups(chunks)
                if stretch is None or _SPLIT_NOT.search(before):
                    continue
                if not looks_random(joined[0], min_length=24) or is_placeholder(joined[0]):
                    continue
                if _HEX_OR_UUID.fullmatch(joined[0]) and len(chunks[stretch[0]]) < 8:
                    continue
            done = run.start() + len(token)
            yield _secret(
                code=API_KEY,
                kind="credential",
                start=run.start(),
                end=done,
                value=token,
                note="a key written in groups joined by hyphens",
            )
            break


def find_secrets(text: str, *, media: str, config: Config | None = None) -> list[Match]:
    """Every secret in `text`, one match per value, in order of position.

    `media` (`json`, `html`, `text`, `pdf`) is accepted for symmetry with the other
    detectors; the rules read the same in every medium, because envelopes embed pages
    and pages embed scripts.
    """
    del media  # the same rules apply to every medium (see docstring)
    # Escapes decoded once (`detect.textview`); then, where the text has percent escapes,
    # read once more with them decoded (round 23: `api_key%3D%73k%2D…`). Both readings
    # count: a `%` may be part of a password (`Atp%34`) or of a user (`avisos%40…` in a
    # connection string), which only the text as written reads right.
    view = view_of(text)
    found = _found_in(view, text, config)
    decoded = percent_decoded(view)
    if decoded is not view:
        found = resolve_overlaps([*found, *_found_in(decoded, text, config)])
    return found


def _found_in(view: TextView, text: str, config: Config | None) -> list[Match]:
    """The secrets of one reading of `text`, at their places in `text`."""
    found = resolve_overlaps(
        [
            *_from_formats(view.text, config),
            *_from_names(view.text),
            *_from_urls(view.text),
            *_from_auth_schemes(view.text),
            *_from_auth_failures(view.text),
            *_from_split_keys(view.text),
            *_from_hyphen_split_keys(view.text),
        ]
    )
    # jwt.io's sample token on a line that calls it a sample (`detect.doc_samples`);
    # a public key given to a browser SDK's initialiser (`detect.browser_keys`).
    found = [
        m
        for m in found
        if not (
            is_documented_sample(m.kind, m.value) and marked_as_sample(view.text, m.start, m.end)
        )
        and not published_browser_key(view.text, m.start, m.end)
    ]
    if view.is_identity:
        return found
    restored = []
    for m in found:
        start, end = view.span(m.start, m.end)
        restored.append(replace(m, start=start, end=end, value=text[start:end]))
    return restored


# --- values that must stay ------------------------------------------------------------

_KEPT_NAMES = (
    r"date|last-modified|expires|if-modified-since|if-unmodified-since|retry-after|"
    r"published_?at|publishedAt|published_date|publishedDate|datePublished|dateModified|"
    r"retrieved_?at|retrievedAt|captured_at|cacheAgeSeconds|cache_age_seconds|age|"
    r"source_url|url|uri|host|path|artifact|body_ref"
)
_REMOVED_MARK = (
    r"\[?(?:REDACTED|redacted|Redacted)(?:[:\-][A-Za-z_]+)?\]?"
    r"|<(?:REDACTED|redacted|DATE|HOST|PATH|URL)>|\*{3,}|X{4,}"
)
_KEPT_ASSIGNMENT = re.compile(
    r"""(?<![\w\-])["']?(?P<name>""" + _KEPT_NAMES + r""")["']?[ \t]{0,8}:[ \t]{0,8}"""
    r"""(?:\[[ \t\r\n]{0,40}(?:-[ \t]+)?|\n[ \t]{0,40}-[ \t]+)?["']?(?P<value>"""
    + _REMOVED_MARK
    + r""")["']?""",
    re.IGNORECASE,
)
_URL_REMOVED = re.compile(
    r"""\b(?:https?|wss?)://(?:(?P<host>"""
    + _REMOVED_MARK
    + r""")|[^\s/"'<>]{1,255}/(?P<path>"""
    + _REMOVED_MARK
    + r"""))"""
)


_REMOVED_HINT = re.compile(r"REDACTED|[Rr]edacted|\*\*\*|XXXX|<(?:DATE|HOST|PATH|URL)>")


def find_removed_kept_values(text: str) -> list[Match]:
    """Places where a redaction blanked a value §3 says must stay: a host or path, a
    date header, `publishedAt`, `retrievedAt`, `cacheAgeSeconds`. Report only.
    Also those emptied or nulled, and an envelope's missing `date` header
    (`detect.kept_values`)."""
    from fixture_guard.detect.kept_values import find_emptied_kept_values

    found: list[Match] = find_emptied_kept_values(text)
    if not _REMOVED_HINT.search(text):
        return found  # the common case, decided by one cheap pass
    for m in _KEPT_ASSIGNMENT.finditer(text):
        found.append(
            Match(
                code=KEPT_VALUE_REMOVED,
                kind="kept-value-removed",
                start=m.start("value"),
                end=m.end("value"),
                value=m.group("value"),
                note=m.group("name"),
            )
        )
    for m in _URL_REMOVED.finditer(text):
        group = "host" if m.group("host") else "path"
        found.append(
            Match(
                code=KEPT_VALUE_REMOVED,
                kind="kept-value-removed",
                start=m.start(group),
                end=m.end(group),
                value=m.group(group),
                note=f"URL {group}",
            )
        )
    return sorted(found, key=lambda m: m.start)
