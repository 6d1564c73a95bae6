"""Planted secrets and must-keep values for the secrets evaluation (tests/test_secrets_eval.py).

Each plant is one or more lines in the syntax of the file it goes into (a JSON member,
a VCR/YAML header, an HTML line with a script or a link), with the secret on a known
line. Values are generated from a fixed seed in the real formats of each provider, so
a detector tuned to one literal cannot pass.
"""

from __future__ import annotations

import base64
import json
import random
import string
from dataclasses import dataclass

_RNG = random.Random(20261014)
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rand(alphabet: str, n: int) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(n))


def uuid4() -> str:
    h = rand(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def b64url(data: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def jwt(payload: dict[str, object]) -> str:
    header = b64url({"alg": "HS256", "typ": "JWT"})
    return f"{header}.{b64url(payload)}.{rand(ALNUM + '-_', 43)}"


@dataclass(frozen=True)
class Plant:
    """`lines[secret_line]` holds `value`. `json`, `yaml`, `html`: where it fits."""

    kind: str
    value: str
    json: tuple[str, ...]
    yaml: tuple[str, ...]
    html: tuple[str, ...]
    secret_line: int = 0  # index within the plant's lines (json/html); yaml may differ
    yaml_line: int = 1


def header_plant(kind: str, name: str, value: str) -> Plant:
    return Plant(
        kind=kind,
        value=value,
        json=(f'  "{name}": "{value}",',),
        yaml=(f"      {name}:", f"      - {value}"),
        html=(f"<script>fetch(u, {{headers: {{'{name}': '{value}'}}}});</script>",),
    )


def field_plant(kind: str, name: str, value: str, js_name: str | None = None) -> Plant:
    return Plant(
        kind=kind,
        value=value,
        json=(f'  "{name}": "{value}",',),
        yaml=(f"      {name}: {value}",),
        html=(f'<script>window.__CONFIG__ = {{"{js_name or name}": "{value}"}};</script>',),
        yaml_line=0,
    )


def url_plant(kind: str, url: str, value: str) -> Plant:
    return Plant(
        kind=kind,
        value=value,
        json=(f'  "uri": "{url}",',),
        yaml=(f"    uri: {url}",),
        html=(f'<a href="{url.replace("&", "&amp;")}">ver</a>',),
        yaml_line=0,
    )


def _secrets() -> list[Plant]:
    tavily = "tvly-" + rand(ALNUM, 32)
    tavily_dev = "tvly-dev-" + rand(ALNUM, 32)
    exa = uuid4()
    brave = "BSA" + rand(ALNUM + "_-", 28)
    serpapi = rand(HEX, 64)
    google = "AIza" + rand(ALNUM + "_-", 35)
    bing = rand(HEX, 32)
    firecrawl = "fc-" + rand(HEX, 32)
    jina = "jina_" + rand(ALNUM, 60)
    openai = "sk-proj-" + rand(ALNUM + "_-", 156)
    openai_legacy = "sk-" + rand(ALNUM, 20) + "T3BlbkFJ" + rand(ALNUM, 20)
    anthropic = "sk-ant-api03-" + rand(ALNUM + "_-", 93) + "AA"
    perplexity = "pplx-" + rand(ALNUM, 48)
    org = "org-" + rand(ALNUM, 24)
    session = rand(ALNUM, 40)
    set_cookie = f"__Secure-next-auth.session-token={rand(ALNUM, 48)}; Path=/; HttpOnly; Secure"
    access_jwt = jwt({"sub": "user_8812", "iat": 1760000000, "exp": 1760003600})
    basic = base64.b64encode(f"svc-bench:{rand(ALNUM, 18)}".encode()).decode()
    aws_id = "AKIA" + rand(string.ascii_uppercase + string.digits, 16)
    aws_secret = rand(ALNUM + "/+", 40)
    github = "ghp_" + rand(ALNUM, 36)
    stripe = "sk_live_" + rand(ALNUM, 24)
    password = rand(ALNUM, 14) + "9x"
    generic = rand(ALNUM, 40)
    return [
        header_plant("tavily-header", "x-api-key", tavily),
        field_plant("tavily-body", "api_key", tavily_dev, js_name="tavilyApiKey"),
        header_plant("exa-header", "x-api-key", exa),
        field_plant("exa-env", "EXA_API_KEY", exa, js_name="EXA_API_KEY"),
        header_plant("brave-header", "X-Subscription-Token", brave),
        url_plant(
            "serpapi-url",
            f"https://serpapi.com/search.json?engine=google&q=cemex&api_key={serpapi}",
            serpapi,
        ),
        url_plant(
            "google-url",
            f"https://www.googleapis.com/customsearch/v1?key={google}&cx=1285518abfd4e4677&q=acero",
            google,
        ),
        field_plant("google-js", "apiKey", google),
        header_plant("bing-header", "Ocp-Apim-Subscription-Key", bing),
        header_plant("firecrawl-bearer", "Authorization", "Bearer " + firecrawl),
        header_plant("jina-bearer", "authorization", "Bearer " + jina),
        header_plant("openai-bearer", "Authorization", "Bearer " + openai),
        field_plant("openai-legacy", "openai_api_key", openai_legacy, js_name="OPENAI_API_KEY"),
        header_plant("anthropic-header", "x-api-key", anthropic),
        field_plant("perplexity-body", "token", perplexity, js_name="PERPLEXITY_API_KEY"),
        header_plant("openai-organization", "openai-organization", org),
        field_plant("org-id", "org_id", "org_" + rand(ALNUM, 20)),
        field_plant("account-id", "account_id", "acct_" + rand(HEX, 16)),
        field_plant("team-id", "team_id", "team_" + rand(ALNUM, 18)),
        header_plant("cookie", "Cookie", f"sessionid={session}; csrftoken={rand(ALNUM, 32)}"),
        header_plant("set-cookie", "set-cookie", set_cookie),
        field_plant("access-token-jwt", "access_token", access_jwt),
        header_plant("basic-auth", "Authorization", "Basic " + basic),
        header_plant("session-header", "x-session-token", rand(ALNUM, 32)),
        url_plant("url-userinfo", f"https://bench:{password}@proxy.internal.example/v1", password),
        url_plant(
            "url-token",
            f"https://api.alpha.example/v1/extract?url=x&token={generic}",
            generic,
        ),
        field_plant("aws-key-id", "aws_access_key_id", aws_id),
        field_plant("aws-secret", "aws_secret_access_key", aws_secret),
        field_plant("github-token", "github_token", github),
        field_plant("stripe-key", "stripe_secret", stripe),
        field_plant("client-secret", "client_secret", rand(ALNUM + "~._-", 34)),
        header_plant("x-auth-token", "X-Auth-Token", rand(HEX, 40)),
        _prose_plant(uuid4()),
        Plant(
            kind="meta-api-key",
            value=(meta := rand(HEX, 32)),
            json=(),
            yaml=(),
            html=(f'<meta name="search-api-key" content="{meta}" />',),
        ),
    ]


def _prose_plant(value: str) -> Plant:
    """A key pasted into prose or markdown, as in a results page's snippet."""
    return Plant(
        kind="prose-key",
        value=value,
        json=(f'  "note": "Exa API key: {value}",',),
        yaml=(f"      note: 'Exa API key: {value}'",),
        html=(f"<p>Tu API key: {value}</p>",),
        yaml_line=0,
    )


def _kept() -> list[Plant]:
    """Values that must not be flagged: dates, hosts, ids that are not keys, placeholders."""
    return [
        header_plant("date-header", "date", "Tue, 14 Oct 2026 18:03:11 GMT"),
        field_plant("published-at", "publishedAt", "2026-10-01T10:00:00Z"),
        field_plant("retrieved-at", "retrievedAt", "2026-10-14T18:03:11Z"),
        header_plant("request-id", "x-request-id", "req_01HZX3K9Q2V7M8N4P6R1T5W0Y"),
        field_plant("request-id-uuid", "request_id", uuid4()),
        header_plant("etag", "etag", "W/" + rand(HEX, 32)),
        header_plant("cf-ray", "cf-ray", rand(HEX, 16) + "-MEX"),
        header_plant("traceparent", "traceparent", f"00-{rand(HEX, 32)}-{rand(HEX, 16)}-01"),
        header_plant("amz-cf-id", "x-amz-cf-id", rand(ALNUM, 40) + "=="),
        field_plant("trace-id", "trace_id", uuid4()),
        field_plant("uuid", "id", uuid4()),
        header_plant("idempotency", "idempotency-key", uuid4()),
        field_plant("sha256", "sha256", rand(HEX, 64)),
        field_plant("cse-cx", "cx", "1285518abfd4e4677"),
        field_plant("input-tokens", "input_tokens", "1834"),
        Plant(
            kind="csrf-meta",
            value=(csrf := rand(ALNUM, 43)),
            json=(),
            yaml=(),
            html=(f'<meta name="csrf-token" content="{csrf}" />',),
        ),
        field_plant("url", "url", "https://www.acerosdelbajio.com.mx/contacto/ventas"),
        field_plant(
            "source-url", "source_url", "https://www.gob.mx/se/articulos/informe-2026?idiom=es"
        ),
        field_plant("role-mailbox", "email", "ventas@acerosdelbajio.com.mx"),
        header_plant("placeholder-goog", "x-goog-api-key", "X-GOOG-API-KEY-XXX"),
        header_plant("placeholder-basic", "Authorization", "Basic <BASIC_AUTH>"),
        field_plant("placeholder-token", "access_token", "<ACCESS_TOKEN>"),
        field_plant("placeholder-redacted", "api_key", "[REDACTED]"),
        header_plant("placeholder-bearer", "authorization", "Bearer [REDACTED]"),
        field_plant("placeholder-your-key", "apiKey", "fc-YOUR_API_KEY"),
        field_plant("encrypted-content", "encrypted_content", rand(ALNUM + "+/", 600) + "=="),
        Plant(
            kind="sri-integrity",
            value="sha384-" + rand(ALNUM + "+/", 64),
            json=(),
            yaml=(),
            html=(
                '<script src="https://cdn.example.net/app.js" integrity="sha384-'
                + rand(ALNUM + "+/", 64)
                + '" crossorigin="anonymous"></script>',
            ),
        ),
        Plant(
            kind="site-verification",
            value=rand(ALNUM + "_-", 43),
            json=(),
            yaml=(),
            html=(f'<meta name="google-site-verification" content="{rand(ALNUM + "_-", 43)}" />',),
        ),
        Plant(
            kind="recaptcha-sitekey",
            value="6Lc" + rand(ALNUM + "_-", 37),
            json=(),
            yaml=(),
            html=(f'<div class="g-recaptcha" data-sitekey="6Lc{rand(ALNUM + "_-", 37)}"></div>',),
        ),
    ]


SECRETS: list[Plant] = _secrets()
KEPT: list[Plant] = _kept()
