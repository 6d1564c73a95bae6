"""FG5xx — secrets (spec §3): keys, tokens, cookies, credentials in URLs, account ids, and
values that must stay but were blanked out.

`scan(target, config)` reads any file (`fixture-guard scan`); `check(ctx)` runs it over
every file of the tree the manifest lists. Findings carry the value's hash (their
identity) and its masked form; a message never holds the value.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from typing import Any

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.detect.base import LineIndex, Match
from fixture_guard.finding import Finding, Severity
from fixture_guard.jsonfile import escape_pointer_token, pretty_pointer
from fixture_guard.rules.base import Check, CheckContext, Rule
from fixture_guard.tree import provider_of, unsafe_reason


class ApiKey(Rule):
    """An API key or credential is committed in a fixture.

    ## What it does
    Finds the key formats of the providers this bench records (Tavily `tvly-`,
    Brave `BSA…`, Google `AIza…`, Firecrawl `fc-`, Jina `jina_`, OpenAI `sk-`/`sk-proj-`,
    Anthropic `sk-ant-`, Perplexity `pplx-`), the published formats of forty other
    services (Groq `gsk_`, Hugging Face `hf_`, xAI `xai-`, Stripe `sk_live_`, Slack
    `xox…-`, Google OAuth `ya29.`, …) and those detect-secrets knows; any random-looking
    value assigned to a name that says key, secret or password, in any syntax and
    anywhere in a line (`EXA_API_KEY=…` in a sentence, `apiKey: "…"`, `"API Key": "…"`,
    `"clave_api": "…"`, `"tavily": {"key": "…"}`), which is how keys with no format of
    their own (Exa's UUIDs, SerpAPI's and Bing's hex) are found; a credential named in
    words a few words before its value ("my key is …", "la llave de la API es …", a
    brand's key: "Temporary SerpAPI key …", "la llave de Mistral …", a numbered one:
    "storage key1: …"); a token a sentence says was rejected ("¿por qué <token> me da
    401?"); passwords by their field's name, or after `password`/`pass`/`pwd` with no
    separator when the value is a strong one ("login svc pass Xk29!dL0qP"). Placeholders
    (`YOUR_API_KEY`, `<KEY>`, `REDACTED`) and public site tokens (an analytics beacon's)
    are not findings.

    ## Why is this bad?
    Fixtures are committed and shared (spec §3): a key in one is a key published. It can be
    used until someone notices and revokes it, and the bench never needs it: replay
    does not call the provider.

    ## Example
    ```json
    {"request": {"body": {"api_key": "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", "query": "…"}}}
    ```

    ## Fix
    Revoke the key with the provider, then re-record the fixture through
    `fixture-guard redact`, which writes `[REDACTED]` in its place.
    """

    code = "FG501"
    name = "secrets.api-key"


class AuthHeader(Rule):
    """A credential sits in an HTTP header of a recorded exchange.

    ## What it does
    Reads headers wherever they are written — envelope and VCR JSON, HAR
    `{"name", "value"}` pairs, YAML cassettes, raw HTTP — and reports the value of
    `authorization`, `proxy-authorization`, `x-api-key`, `x-subscription-token`,
    `ocp-apim-subscription-key`, and any header whose name says key, token, secret or
    session. For `authorization` only the credential is reported: `Bearer` stays.

    ## Why is this bad?
    Recorders keep request headers by default; the `authorization` header of a live
    call is the account's key (spec §3: "Se elimina siempre: … authorization, x-api-key").

    ## Example
    ```json
    "headers": {"x-subscription-token": "BSAq8Kd2mXv9LpT4wZr7NcY1hJe5GfU3"}
    ```

    ## Fix
    Revoke the credential, then re-record through `fixture-guard redact`
    (`"x-subscription-token": "[REDACTED]"`, `"authorization": "Bearer [REDACTED]"`).
    """

    code = "FG502"
    name = "secrets.auth-header"


class UrlCredential(Rule):
    """A URL carries a credential in its query string or its userinfo.

    ## What it does
    Reports query parameters named like credentials (`api_key=`, `key=`, `token=`,
    `access_token=`, `sig=`, `;jsessionid=`, …) whose value looks generated; the
    password of `scheme://user:password@host` URLs with any scheme (`postgres`,
    `mongodb+srv`, `redis://:password@…`) and after `curl -u`; and the token in a
    webhook's path (Slack, Discord, any `/webhooks/…/<token>`) — in request URLs, in
    result links and in page markup alike (`&amp;key=` included).

    ## Why is this bad?
    SerpAPI and Google take their keys in the query string, so a recorded request URL
    is a recorded key; a session id in a link opens that session.

    ## Example
    `"url": "https://serpapi.com/search.json?q=cemex&api_key=3f9c…e41"`

    ## Fix
    Re-record through `fixture-guard redact`, which keeps host, path and the other
    parameters and writes `api_key=[REDACTED]`.
    """

    code = "FG503"
    name = "secrets.url-credential"


class ProviderAccountId(Rule):
    """A provider account, organisation or project id is committed.

    ## What it does
    Reports `openai-organization` / `openai-project` and similar headers, body fields
    such as `org_id`, `account_id`, `team_id`, `workspace_id`, `project_id`, `user_id`,
    `billingAccountId`, `X-Tenant-ID`, `customerNumber`, the `id` of an `account`,
    `customer` or `organization` object, ids after "account"/"organization" in an
    error message, OpenAI's `org-…` and `proj_…` formats, generic prefixed shapes
    (`acct_`, `cus_`, `wsp_`, …), ids in account-ish URL path segments (`/accounts/…`,
    Azure's `/subscriptions/…`), the account of an AWS resource name
    (`arn:aws:iam::123456789012:role/…`), Shopify's `shop_id`, a MongoDB Atlas project
    (a 24-hex `groupId`, `/groups/<id>/`), a machine-made slug with no digit under a key
    that calls it an id or a reference (`firebase_project_id: tienda-mx-xgzqk`,
    `supabase_project_ref`; not a page's `data-…-id` attribute, not a word such as
    `anonymous`), and the patterns configured per provider in
    `[tool.fixture-guard] provider-id-patterns`.

    ## Why is this bad?
    Spec §3 removes the provider's account and organisation ids: they tie the bench to a
    billing account and help whoever holds a leaked key use it.

    ## Example
    `"openai-organization": "org-Xk2Lm9Qp4Rt7Vw1Yz3Bn6Cd8"`

    ## Fix
    Re-record through `fixture-guard redact`. Add the provider's id format to
    `provider-id-patterns` if it has one the rule does not know.
    """

    code = "FG504"
    name = "secrets.provider-account-id"


class Cookie(Rule):
    """A `Cookie` or `Set-Cookie` header is committed with its values.

    ## What it does
    Reports the value of every `cookie` and `set-cookie` header (any casing, any
    recording format, every value of a list, and `Cookie: …` written in text or a
    curl line) that holds a session or browser identifier: a session-ish name or a
    long random value. `lang=es` and `csv=1` alone are not reported.

    ## Why is this bad?
    Cookies are sessions and tracking identifiers of whoever recorded the exchange
    (spec §3: cookies always go). Even "harmless" ones identify the recorder's browser.

    ## Example
    ```json
    "Set-Cookie": ["session_tracker=BZGb7bKat7vYMk9eYY.0.1388120953197.Z0FB…; Path=/"]
    ```

    ## Fix
    Re-record through `fixture-guard redact`, which writes `"Set-Cookie": ["[REDACTED]"]`.
    """

    code = "FG505"
    name = "secrets.cookie"


class Token(Rule):
    """A token, session id, JWT or private key is committed.

    ## What it does
    Reports values of fields named `access_token`, `refresh_token`, `session…`,
    `…_token`; tokens by format (GitHub `ghp_`/`github_pat_`, GitLab, Slack, npm,
    PyPI, Discord, Telegram, Hugging Face, …); every PEM or PGP private key block
    (RSA, EC, OpenSSH, PKCS#8, encrypted); and JWTs that carry identity,
    authorisation or expiry claims. A JWT whose payload holds only public page data
    (La Nación signs `{articleId, title, url}` into its article pages) is not reported:
    it grants nothing and is part of the page. A second factor's recovery codes (two or
    more random codes after "backup codes", "recovery codes", "códigos de
    recuperación/respaldo", on the label's line or the next) are reported as one value:
    each signs in once in the phone's place.

    ## Why is this bad?
    A token is a credential with a shorter life; a leaked one still opens the account
    until it expires or is revoked, and refresh tokens renew themselves.

    ## Example
    `"access_token": "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0IiwiZXhwIjoxOTAwMDAwMDAwfQ.c2ln…"`

    ## Fix
    Revoke it if it is still valid, then re-record through `fixture-guard redact`.
    """

    code = "FG506"
    name = "secrets.token"


class KeptValueRemoved(Rule):
    """A value that spec §3 says must stay was replaced by a placeholder.

    ## What it does
    Reports a redaction marker (`[REDACTED]`, `<DATE>`, `***`, `XXXX`) where a host or a
    path of a URL, a date header (`date`, `last-modified`, `expires`, `retry-after`),
    `publishedAt`, `retrievedAt` or `cacheAgeSeconds` must be. In recorded exchanges
    (envelopes, cassettes) also those values emptied or nulled (`""`, `null`, `[]`).
    A response with no `date` header at all is FG509's.

    ## Why is this bad?
    Without the host and path the family and origin group of a result cannot be
    classified — half of the experiment; without the dates, freshness cannot be
    measured. Over-redaction destroys the bench as surely as a leak compromises it.

    ## Example
    `"publishedAt": "[REDACTED]"` or `"url": "https://[REDACTED]/prensa/planta"`

    ## Fix
    Re-record the fixture through `fixture-guard redact`, which never touches hosts,
    paths or dates.
    """

    code = "FG507"
    name = "secrets.kept-value-removed"


class DateHeaderAbsent(Rule):
    """A recorded response has no `date` header at all.

    ## What it does
    Reports an envelope whose response (not a simulated timeout) carries no `date`
    header, or an empty one.

    ## Why is this bad?
    Origin servers send `Date` with every response, and spec §3 keeps every date header:
    a missing one was most likely deleted by a recorder or a redaction. But some honest
    recordings never had it: a response body saved alone, or a VCR cassette recorded
    with a header filter. Without the original capture fixture-guard cannot tell which,
    so this is a warning to look at, where an emptied or nulled date (FG507) is an error.

    ## Example
    `"response": {"status": 200, "headers": {"content-type": "application/json"}, …}`

    ## Fix
    Re-record the exchange with its headers (`fixture-guard redact` keeps every date
    header). If the capture never had one, say so in the manifest entry's `notes`, and
    accept the finding with `fixture-guard baseline add`.
    """

    code = "FG509"
    name = "secrets.date-header-absent"
    severity = Severity.WARNING


class Unscanned(Rule):
    """Part of a file could not be scanned for secrets and personal data.

    ## What it does
    Says why a file, or part of it, was not read as text: binary bytes, bytes that are
    not UTF-8, more than 8 MB of text, more than 2,000 PDF pages, a PDF that cannot be
    opened, JSON or HTML nested over 1,000 levels (scanned as plain text, but the
    adapter's parsers will fail on it).

    ## Why is this bad?
    An unreadable file cannot be vouched for: a secret may sit in the part that was not
    scanned. The scan is bounded so that such input never hangs a commit hook.

    ## Example
    A truncated `_shared/pdf/informe.pdf` that PDFium cannot open.

    ## Fix
    Re-capture the file whole, cut it with `fixture-guard redact` (bodies over 512 KB),
    or convert it to the format the contract expects.
    """

    code = "FG508"
    name = "secrets.unscanned"
    severity = Severity.WARNING


RULES = (
    ApiKey,
    AuthHeader,
    UrlCredential,
    ProviderAccountId,
    Cookie,
    Token,
    KeptValueRemoved,
    DateHeaderAbsent,
    Unscanned,
)
BY_CODE: dict[str, type[Rule]] = {rule.code: rule for rule in RULES}


def _message(match: Match, page: int | None) -> str:
    where = f" on page {page}" if page is not None else ""
    if match.kind == "date-header-missing" and match.code == KeptValueRemoved.code:
        return "the response's `date` header is empty: dates must stay"
    if match.kind == "date-header-missing":
        return "the response has no `date` header: removed, unless the capture never had one"
    if match.kind == "kept-value-emptied":
        return f"{match.note} was emptied ({match.value}){where}: dates must stay"
    if match.code == KeptValueRemoved.code:
        return (
            f"{match.note} was replaced by a placeholder ({match.masked}){where}: "
            "hosts, paths and dates must stay"
        )
    from fixture_guard.detect.secrets import SECRET_PLACEHOLDER

    return f"{match.note}{where}: {match.masked} (redact writes {SECRET_PLACEHOLDER})"


def scan(target: ScanTarget, config: Config) -> Iterator[Finding]:
    """Secrets in one file, wherever it is. Problems reading it are FG508 findings."""
    # imported here, not above: a check served from the cache analyses no file
    from fixture_guard.detect.secrets import find_removed_kept_values, find_secrets

    extracted = target.extracted()  # shared: a PDF is read once for every family
    provider = provider_of(target.rel) if target.rel else None
    for problem in extracted.problems:
        yield Unscanned.finding(target.display, problem, provider=provider, key=problem)
    for part in extracted.parts:
        matches = find_secrets(part.text, media=target.media, config=config)
        matches += find_removed_kept_values(part.text)
        if not matches:
            continue
        shared = part.page is None and part.text is target.text()
        index = target.lines() if shared else LineIndex(part.text)
        for match in matches:
            line, column = index.line_col(match.start)
            kept = match.code == KeptValueRemoved.code
            yield BY_CODE[match.code].finding(
                target.display,
                _message(match, part.page),
                # A PDF's lines are the extractor's, not the file's: the page says where.
                line=line if part.page is None else None,
                column=column if part.page is None else None,
                provider=provider,
                # Every placeholder hashes alike: a blanked field is identified by its name.
                value_hash=None if kept else match.value_hash,
                masked=match.masked,
                key=f"{match.note}:{match.value}" if kept else None,
            )


#: Manifest fields whose values are hashes: never a secret, and long random hex.
_HASH_FIELDS = frozenset({"sha256", "sha256_original"})


#: `json.dumps(s, ensure_ascii=False)` for a string, in C: the manifest of a large tree
#: holds 100,000 of them.
_json_string = json.encoder.encode_basestring


def manifest_fields(ctx: CheckContext) -> tuple[ScanTarget, list[str]] | None:
    """The manifest's own text fields (`source_url`, `notes`, unknown fields, case ids
    and paths) as one text to scan, one `"field": "value"` line each, with the JSON
    pointer of each line; None when the manifest is not part of this check."""
    global _last_fields
    doc = ctx.manifest.doc
    if doc is None or not (ctx.selected is None or "manifest.json" in ctx.selected):
        return None
    if _last_fields is not None and _last_fields[0] is doc:
        return _last_fields[1]  # the secrets and personal families both read them
    lines: list[str] = []
    pointers: list[str] = []
    stack: list[tuple[str, str, Any]] = [("", "", doc.value)]
    while stack:
        pointer, name, value = stack.pop()
        if isinstance(value, dict):
            for key, item in reversed(list(value.items())):
                child = f"{pointer}/{escape_pointer_token(key)}"
                lines.append('"key": ' + _json_string(key))
                pointers.append(child)
                stack.append((child, key, item))
        elif isinstance(value, list):
            stack.extend((f"{pointer}/{i}", name, v) for i, v in reversed(list(enumerate(value))))
        elif isinstance(value, str) and name not in _HASH_FIELDS:
            lines.append(f"{_json_string(name)}: {_json_string(value)}")
            pointers.append(pointer)
    text = "\n".join(lines)
    fields = ScanTarget(ctx.manifest_display, text.encode("utf-8"), "json"), pointers
    _last_fields = (doc, fields)
    return fields


#: The last manifest document `manifest_fields` read, and its fields.
_last_fields: tuple[Any, tuple[ScanTarget, list[str]]] | None = None


def relocated(finding: Finding, ctx: CheckContext, pointers: list[str]) -> Finding:
    """A finding on the text of `manifest_fields`, moved to its place in the manifest."""
    index = (finding.line or 1) - 1
    pointer = pointers[index] if 0 <= index < len(pointers) else ""
    line, column = ctx.manifest.locate(pointer)
    return dataclasses.replace(
        finding,
        message=f"manifest {pretty_pointer(pointer)}: {finding.message}",
        line=line,
        column=column,
        key=finding.key or pointer,
    )


def manifest_findings(ctx: CheckContext, family: str) -> list[Finding]:
    """`family`'s findings in the manifest's own fields (`manifest_fields`), moved to
    their lines in the manifest; remembered by the manifest's text in the run's cache,
    since they depend on nothing else (FG508 about the fields' text is left out)."""
    import hashlib

    from fixture_guard.cache import config_fingerprint, findings_from_json, findings_to_json, memo

    doc = ctx.manifest.doc
    if doc is None or not (ctx.selected is None or "manifest.json" in ctx.selected):
        return []

    def compute() -> list[Finding]:
        fields = manifest_fields(ctx)
        if fields is None:
            return []
        target, pointers = fields
        return [
            relocated(f, ctx, pointers)
            for f in ctx.target_findings(family, target)
            if f.code != Unscanned.code
        ]

    def decode(raw: Any) -> list[Finding]:
        found = findings_from_json(raw)
        if found is None:
            raise ValueError("not stored findings")
        return found

    digest = hashlib.sha256(doc.text.encode("utf-8", "surrogatepass")).hexdigest()
    parts = (
        "manifest-fields",
        family,
        digest,
        ctx.manifest_display,
        config_fingerprint(ctx.config),
    )
    return memo(parts, compute, encode=findings_to_json, decode=decode)


def check(ctx: CheckContext) -> Check:
    """`scan` over every file of the tree that the manifest lists (selected ones only),
    and over the manifest's own fields (a key in a `source_url`, a token in `notes`).
    Each file is analysed once for every content family, and cached (`ctx.file_findings`)."""
    yield from manifest_findings(ctx, "secrets")
    for entry in ctx.manifest.entries:
        rel = entry.path
        if not ctx.is_selected(rel) or unsafe_reason(rel):
            continue
        yield from ctx.file_findings("secrets", rel)  # missing: integrity reports it
