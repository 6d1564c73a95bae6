"""Provider and account ids: who the recording was made for (§3), in any place.

A provider's answer names the account it billed: a header (`openai-organization`,
`x-account-id`, `x-workspace-id`), a body field (`"owner": "proj_…"`,
`"customer_id": "cus_…"`) or a URL path (`/v1/accounts/acct_6200/usage`). Four ways
to know one, each reported by the secrets family's FG504 (`secrets.account-id`):

1. the provider's own formats, from `[tool.fixture-guard.provider-id-patterns]`
   (a regular expression per provider; its first group, if any, is the id);
2. generic shapes providers use for accounts, customers, organisations, projects,
   users, workspaces and teams (`acct_…`, `cus_…`, `cust-…`, `org-…`, `proj_…`,
   `user_…`, `ws_…`, `team_…`), with at least one digit, anywhere;
3. any id-shaped value (a digit in it, no spaces) after an account-ish key
   (`x-org`, `x-account`, `"owner"`, `"team_id"`, `"billing_account"`, …) or an
   account-ish path segment (`/accounts/`, `/customers/`, `/projects/`,
   `/subscriptions/`, …);
4. the account of an AWS resource: in its name (`arn:aws:iam::123456789012:role/…`),
   an ECR registry host or a queue URL.

A value that is a word (`"project": "semantic-kernel"`, `"team": "Datos"`) is not an
id. Request ids (`req_…`, `x-request-id`), trace ids and ETags are not accounts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from fixture_guard.detect.base import Match
from fixture_guard.detect.linear_re import compile_linear
from fixture_guard.detect.operator_env import IDENTITY_KEY

if TYPE_CHECKING:
    from fixture_guard.config import Config

ACCOUNT_ID = "FG504"  # the secrets family's rule (`fixture_guard.detect.secrets.ACCOUNT_ID`)
PLACEHOLDER = "[REDACTED]"  # what `redact` writes for the secrets family

#: Prefixes of account-like ids; the rest of the id must hold a digit.
_SHAPE = re.compile(
    r"(?<![\w\-.])(?P<id>(?:acct|acc|cus|cust|customer|org|proj|prj|user|usr|ws|wsp|wks|wrk|"
    r"team|tenant|tnt|workspace|account|member|seat|sub|subscription|bill|ba|cta|act)[_\-]"
    # round 20: the prefix before a UUID ("tenant-<uuid>", "org_<uuid>")
    r"(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9]{3,48}))"
    r"(?![\w\-])"
)
_ACCOUNT_WORDS = (
    r"account|acct|customer|cust|org|organization|organisation|workspace|team|tenant|"
    r"project|owner|user|member|billing_account|billing-account|subscriber|subscription|seat|"
    # Spanish: `x-cuenta`, `cliente_id`, `proyecto`, `organizacion`.
    r"cuenta|cliente|proyecto|organizacion|"
    # round 31: a bill's subscriber in Spanish and Portuguese (`ID de suscriptor: …`)
    r"suscriptor|assinante|"
    # Marketing and payment platforms' accounts (round 8): HubSpot's `portalId`, a
    # processor's `merchant_id`, Mercado Pago's `collector_id`, an ad account.
    r"portal|merchant|collector|seller|advertiser|comercio|"
    # A store platform's account (Shopify's `shop_id`); a processor's payer (round 19:
    # PayPal's `payer_id`).
    r"shop|payer"
)
#: `x-org-id`, `team_id`, `X-Request-Workspace`, `openai-project`: one word may come
#: before the account word, two in an `x-` header (`X-Goog-User-Project`; not a page's
#: `octolytics-dimension-user_id`).
_KEY = (
    r"(?:(?:x-(?:[a-z]{2,12}[_\-]){0,2}|(?:[a-z]{2,12}[_\-])?)(?:"
    + _ACCOUNT_WORDS
    # …or glued in camelCase to a word that can only name a billed account
    # (`billingAccount`, `stripeCustomer`; not `bestSeller`, `superUser`).
    + r")|(?-i:[a-z]{2,12}(?:Account|Customer|Organi[sz]ation|Workspace|Tenant|Merchant|"
    r"Subscriber)))(?:[_\-]?(?:id|key|ref|number|num|gid|uuid|guid))?"
)
#: `x-org: …`, `"owner": "…"`, `team_id=…`, `'x-account': ['…']`. A bare key needs a
#: space after its colon (a header, YAML): `"organization:135057108"` inside a string
#: is a page's text, not a field.
_KEYED = re.compile(
    r"(?i)(?:\"(?P<kq>"
    + _KEY
    + r")\"|'(?P<ks>"
    + _KEY
    # round 16: a string may open with a record's id key ("collector_id: 7270…",
    # "CLOUDFLARE_ACCOUNT_ID=5153…" inside a JSON value): after a quote only with an id's
    # suffix and `=` or a colon and a space
    + r")'|(?:(?<![\w\-\"'])|(?<=[\"'])(?=[A-Za-z][\w\-]{0,60}[_\-](?:id|ID|Id)(?:[ \t]*=|:[ \t])))"
    r"(?P<kb>" + _KEY + r")(?=[ \t]*=|:[ \t\n]))"
    # The value on the key's line, or as a YAML list's item under it (a cassette's
    # header: `x-cuenta:\n  - cta-3316…`).
    r"[ \t]{0,4}[:=](?:[ \t]{0,4}|[ \t]*\r?\n[ \t]*-[ \t]+)\[?[ \t]{0,4}[\"']?"
    r"(?P<id>[A-Za-z0-9][\w\-.:]{2,63})(?![\w\-])"
)
#: Round 22: a definition list's or a table's row: the key in `<dt>`/`<th>`, the id in the
#: `<dd>`/`<td>` after it (`<dt>hubspot_portal_id</dt><dd>4104…</dd>`).
_DEFINITION = re.compile(
    r"(?i)<(?:dt|th)(?:[ \t][^<>]{0,80})?>[ \t]*(?P<key>" + _KEY + r")[ \t]*</(?:dt|th)>[ \t]*"
    r"<(?:dd|td)(?:[ \t][^<>]{0,80})?>[ \t]*(?P<id>[A-Za-z0-9][\w\-.:]{2,63})[ \t]*</"
)
#: `"owner": {"type": "user", "id": "u_48213"}`: the id of an account-ish object.
_NESTED = re.compile(
    # Whom a provider bills; not `user`/`owner`, which search results quote for public
    # profiles ("owner": {"login": "octocat", "id": 583231}).
    r"(?i)\"(?P<key>account|customer|organi[sz]ation|org|workspace|tenant|subscriber|"
    r"billing_account)\"[ \t]*:[ \t]*\{[^{}]{0,200}?\"id\"[ \t]*:"
    r"[ \t]*\"?(?P<id>[A-Za-z0-9][\w\-.:]{2,63})"
)
#: An account named in words, then its id: "account 4821-3391-0042", "your team T-00482",
#: "organization org-…" (error messages quote them).
#: The account word may be written as the field it names ("organization_id 0d3a…",
#: "billing-account-id 4821…", "customerId cus-…"): error messages and logs quote both.
_PROSE = re.compile(
    r"(?i)\b(?P<key>account|acct|organi[sz]ation|workspace|team|tenant|customer|project|"
    r"subscription|client|cuenta|cliente|organizaci[oó]n|proyecto|projeto|conta|"
    # round 31: a bill's subscriber ("ID de suscriptor", "Subscriber ID") is its customer
    r"organiza[cç][aã]o|suscriptor|subscriber|assinante)"
    # (round 28: the suffix may be its own word, "account id", "project ref")
    r"(?:[_\- ]?(?:id|ref|key|number|no))?"
    # The provider may be named between ("El workspace de Slack (T05…)", "the team on
    # Vercel: team_…"), the id then in parentheses or after a colon, or (round 14) a
    # number of eight digits or more right after the provider ("la cuenta de AWS 9698…").
    # (a colon glued to the word, `organization:135057108`, is a page's tag, not this)
    r"(?:[ \t]+(?:de|del|of|on|en|in|at|da|do|no|na)[ \t]+(?-i:[A-Z][\w.\-]{1,30})"
    r"(?:[ \t]+(?-i:[A-Z][\w.\-]{1,30}))?"
    # round 28: whose account it is after the provider ("la cuenta de AWS de la empresa
    # es …"), and a copula after the provider ("El ID de mi cuenta de AWS es …")
    r"(?:[ \t]+(?:de|del|of)[ \t]+(?:la|el|los|las|the|mi|mis|su|sus|our|my|nuestra|nuestro)"
    r"[ \t]+[a-záéíóúñ]{3,20})?"
    r"[ \t]*(?:\(|:[ \t]|[ \t](?=\d{8,20}(?![\w\-]))|[ \t](?=(?:es|is|é|era|was|foi)[ \t]))[ \t]*"
    # round 28: a colon after a suffixed key ("DigitalOcean team id: …")
    r"|(?<=id|ID|Id|ef)[ \t]*:[ \t]+"
    r"|[ \t]*\([ \t]*|[ \t]+)"
    r"(?:id[ \t]+|#[ \t]*|"
    r"no\.?[ \t]*|number[ \t]+|n[uú]mero[ \t]+)?"
    # round 22: a copula before it ("Nuestro AWS account ID es …", "A conta do workspace é …")
    r"(?P<copula>(?:es|is|é|era|was|foi)[ \t]+)?"
    r"(?P<id>[A-Za-z0-9][\w\-]{3,63})(?![\w\-])"
)
#: Between a project's word and an id, what makes it a bill or a plan, not a provider's
#: project: "proyecto de Ley", "projeto de Lei", "proyecto de Decreto".
_NOT_A_PROVIDER = re.compile(
    r"[ \t]+(?:de|of|da|do)[ \t]+(?:Ley|Lei|Law|Decreto|Decree|Reglamento|Norma|Acuerdo|"
    r"Resoluci[oó]n|Presupuesto|Or[cç]amento|Budget|Bill)\b"
)
_YEAR_RANGE = re.compile(r"(?:19|20)\d{2}[-/](?:19|20)?\d{2}")
#: `/accounts/acct_6200/`, `/v1/customers/cus_…/members`, `/users/4521/…`
_PATH = re.compile(
    r"(?i)/(?:accounts?|customers?|users?|organi[sz]ations?|orgs?|projects?|workspaces?|"
    r"teams?|tenants?|members?|billing|billing[_\-]?accounts?|clients?|"
    # The same segments in Spanish: `/cuentas/…`, `/clientes/…`, `/usuarios/…`.
    r"cuentas?|clientes?|usuarios?|proyectos?|organizaciones|"
    # A CRM's or a processor's account: `app.hubspot.com/contacts/<portal>/…`,
    # `/merchants/<id>/`, `/portals/<id>/`.
    r"contacts|portals?|merchants?|advertisers?|sellers?)/"
    r"(?P<id>[A-Za-z0-9][\w\-.]{2,63})(?=[/?#\"'\s<>)\]]|$)"
    # A subscription is an account when its id is one (Azure's are UUIDs); a news site's
    # `/subscriptions/2024-black-friday` is a page.
    r"|(?i:/subscriptions?/)(?P<sub>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-"
    r"[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![\w\-])"
)
#: A Google Cloud resource name names its project: `projects/buscador-4821/locations/…`
#: (a project id is 6 to 30 lower-case letters, digits and hyphens).
_GCP_RESOURCE = re.compile(
    r"(?<![\w\-])projects/(?:(?P<id>[a-z][a-z0-9\-]{4,28}[a-z0-9])/(?:locations|zones|"
    r"regions|global|topics|subscriptions|instances|datasets|secrets|serviceAccounts|"
    r"databases|buckets|jobs|models|endpoints|operations)/"
    # round 14: a project's number (Google's are 10 to 13 digits), the whole resource or
    # before its collection: `resource 'projects/9829…'`, `projects/9829…/locations/…`
    r"|(?P<number>\d{10,13})(?=[\"'/\s]|$))"
)
#: An Amazon Resource Name names its account: `arn:aws:iam::144533107508:role/…`,
#: `arn:aws-us-gov:s3:us-gov-west-1:…` (partition, service, region, account, resource).
_ARN = re.compile(
    r"(?<![\w\-])arn:aws[a-z\-]{0,12}:[a-z0-9\-]{2,32}:[a-z0-9\-]{0,24}:(?P<id>\d{12}):"
    # …and so do its registry hosts and queue URLs: `123456789012.dkr.ecr.…`,
    # `sqs.us-east-1.amazonaws.com/123456789012/queue`.
    r"|(?<![\w\-.])(?P<host>\d{12})\.dkr\.ecr\."
    r"|\.amazonaws\.com(?:\.cn)?/(?P<path>\d{12})/"
)
#: Values after an account-ish key that are never accounts: dates, versions, hosts.
_NOT_AN_ID = re.compile(
    r"\d{4}-\d{2}-\d{2}.*|v?\d+(?:\.\d+){1,3}(?:[\-+].*)?|.*\.(?:com|org|net|io|mx|dev)"
)


#: An identity provider's user id: Auth0's `<connection>|<id>` (`auth0|64f0…`,
#: `google-oauth2|1093…`, `github|58321`): one person's account at the application.
_IDP_USER = re.compile(
    r"(?<![\w\-|])(?P<id>(?:auth0|google-oauth2|github|facebook|windowslive|apple|twitter|"
    r"linkedin|samlp|waad|oidc|email|sms)\|[A-Za-z0-9_\-.]{5,64})(?![\w\-|])"
)
#: Providers' account ids by where their URLs put them (round 15): the AWS account's
#: sign-in host, a Supabase project's host and dashboard path, a Cloudflare account's
#: dashboard path, an Atlassian site's cloud id, an Airtable base, an Openpay merchant,
#: a Google Cloud billing account, a GitHub App's installation, a Shopify store.
_PROVIDER_URL = re.compile(
    r"(?<![\w\-.])(?P<aws>\d{12})\.signin\.aws\.amazon\.com"
    r"|(?<![\w\-.])(?P<supa>[a-z]{20})\.supabase\.(?:co|in)(?![\w\-])"
    r"|supabase\.com/dashboard/project/(?P<supa2>[a-z]{20})(?![\w\-])"
    r"|dash\.cloudflare\.com/(?P<cf>[0-9a-f]{32})(?![\w\-])"
    r"|api\.atlassian\.com/ex/[a-z]+/(?P<atl>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-"
    r"[0-9a-f]{12})"
    r"|api\.airtable\.com/v0/(?P<air>app[A-Za-z0-9]{14})(?![\w\-])"
    r"|api\.openpay\.mx/v1/(?P<op>m[a-z0-9]{19})(?![\w\-])"
    r"|billingAccounts/(?P<bill>[0-9A-F]{6}-[0-9A-F]{6}-[0-9A-F]{6})(?![\w\-])"
    r"|/app/installations/(?P<inst>\d{4,12})(?![\w\-])"
    # (a URL's host too, after its `//`, round 19: the store's Admin API)
    r"|(?<![\w\-.@])(?<![^/]/)(?P<shop>[a-z0-9][a-z0-9\-]{1,60}\.myshopify\.com)(?![\w\-])"
    # round 19: a Mailchimp audience (list) in its API's path (10 hex digits)
    r"|api\.mailchimp\.com/3\.0/lists/(?P<mc>[0-9a-f]{10})(?![\w\-])"
    # round 16: a Pinecone index's host ends its first label with the project's id
    # (`<index>-<7>.svc.<environment>.pinecone.io`); an Azure OpenAI resource's host;
    # an Auth0 tenant's host (`<tenant>.<region>.auth0.com`)
    r"|(?<![\w.\-])[a-z0-9][a-z0-9\-]{0,44}-(?P<pine>[a-z0-9]{7})\.svc\.[a-z0-9\-.]{1,40}\.pinecone\.io"
    r"|(?<![\w\-.@])(?P<aoai>[a-z0-9][a-z0-9\-]{1,62})\.openai\.azure\.com(?![\w\-])"
    r"|(?<![\w\-.@])(?P<auth0>[a-z0-9][a-z0-9\-]{2,62})\.(?:[a-z]{2}\d?\.)?auth0\.com(?![\w\-])"
)
#: A Slack member mentioned by id (round 17): `<@U0V9028WGKF>`, "(@U0V9028WGKF)", the
#: way Slack's messages and exports write a mention; `U`/`W` and eight to ten capitals
#: and digits (a handle, `@Usuario`, has lower case).
_SLACK_MENTION = re.compile(r"(?<![\w@.])@(?P<id>[UW][A-Z0-9]{8,10})(?![\w\-.])")
#: Round 31: a value masked but for its last digits (`XXXXXXXXXXXXXX0520`, a statement's
#: account): four or more mask characters in a row, which no issued id has.
_MASKED = re.compile(r"[Xx*\u2022]{4,}")
#: The providers' own hosts and their documentation's placeholders, not an account's.
_PROVIDER_HOST_NOT = re.compile(
    r"(?i)(?:www|cdn|manage|community|support|marketplace|login|samples?|status|docs|auth0|"
    r"api|app|dashboard|example|examples|contoso|fabrikam|test|demo|tenant|resource|"
    r"recurso|inquilino|ejemplo|(?:your|my|tu|su|mi)-?[a-z\-]*|[a-z\-]*-?(?:name|here|example|"
    r"nombre|aqui|ejemplo))"
)
#: A page's Supabase client given its project URL (`createClient('https://<ref>.supabase.co',
#: <anon key>)`, `NEXT_PUBLIC_SUPABASE_URL=…`): every visitor's browser receives it.
_BROWSER_CLIENT_BEFORE = re.compile(
    r"(?:createClient[ \t]*\([ \t]*|(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|"
    r"VUE_APP|GATSBY)_SUPABASE_URL[ \t]*[=:][ \t]*|supabaseUrl[\"']?[ \t]*[=:][ \t]*)(?:''|\\?[\"'`])?https?://$"
)
#: Stripe's customer and connected-account ids need no digit: `cus_` or `acct_` and
#: fourteen or more letters of both cases, a quarter of them capitals at least, as a
#: random id has them (`cus_DgVKFbhTtHCuVA`; not `acct_settingsPanelOpen`).
#: Round 16: the other account prefixes of `_SHAPE` likewise (Tavily's `acc_`, a
#: subscription's `sub_`, `org_`, `usr_`, `team_`, `ws_`).
_STRIPE_ID = re.compile(
    # round 28: a customer's, a user's and a project's prefixes likewise ("mi cuenta es
    # cust_<random letters>", `user_…`, `proj_…`)
    r"(?<![\w\-.])(?P<id>(?:cus|cust|acct|acc|sub|org|usr|user|proj|prj|team|ws)_[A-Za-z0-9]{14,32})"
    r"(?![\w\-])"
)


#: A Microsoft Entra (Azure AD) tenant by its initial domain: `<name>.onmicrosoft.com`,
#: not a mailbox's domain (`ana@…`). Microsoft's documentation tenants (`contoso`,
#: `fabrikam`, `woodgrovebank`) alone are its samples.
_ENTRA_DOMAIN = re.compile(
    r"(?<![\w\-.@])(?P<id>(?P<name>[a-z0-9][a-z0-9\-]{0,62})\.onmicrosoft\.com)(?![\w\-])",
    re.IGNORECASE,
)
_DOC_TENANTS = frozenset({"contoso", "fabrikam", "woodgrovebank", "northwind", "adatum"})
#: Round 26: the Microsoft identity platform's authority names its tenant in the path's
#: first segment (`https://login.microsoftonline.com/<tenant id>/oauth2/v2.0/token`, the
#: sovereign clouds' hosts, `sts.windows.net/<tenant id>/`): a UUID there is one
#: organisation's directory. Its shared audiences (`common`, `organizations`,
#: `consumers`) are names, and a zero UUID a placeholder.
_ENTRA_AUTHORITY = re.compile(
    r"(?i)\b(?:login\.microsoftonline\.(?:com|us|de)|login\.microsoft\.com"
    r"|login\.windows\.net|sts\.windows\.net|login\.partner\.microsoftonline\.cn"
    r"|login\.chinacloudapi\.cn|[\w\-]+\.ciamlogin\.com|[\w\-]+\.b2clogin\.com)/"
    r"(?:tfp/)?(?P<id>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w\-])"
)
#: A tenant or directory named, then its id (a UUID) later in the same clause: "El
#: tenant de Azure AD del cliente es <uuid>", "the directory (tenant) ID is <uuid>".
_TENANT_UUID = re.compile(
    r"(?i)\b(?:tenant|inquilino|directory|directorio)\b[^\n.;]{0,60}?"
    r"(?:[ \t](?:es|is|é|era|was)|[:=])[ \t]*[\"'`]?"
    # (round 20: perhaps after its own prefix, "tenant: tenant-<uuid>")
    r"(?P<id>(?:[a-z]{2,10}[_\-])?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"
    r"(?![\w\-])"
)


#: Round 28: a chat's turns: the speaker's capitalised word opening the line (markup,
#: spaces, a quote before it), and the line before holding a turn of its own.
_LINE_OPENING = re.compile(r"(?:[ \t\"']|<[^<>\n]{0,80}>)*$")
_TURN_BEFORE = re.compile(
    r"(?:^|[\s\"'>])[A-ZÁÉÍÓÚÑ][\w.]{1,24}(?:[ \t]+[A-ZÁÉÍÓÚÑ][\w.]{1,24})?:[ \t]"
)


def _speaker_of_a_turn(text: str, key_start: int) -> bool:
    """Whether a bare key (`Cliente:`) is the speaker of a chat's turn: capitalised, only
    markup before it on its line, and the line before is a turn too ("Agente: ¿…?")."""
    if not text[key_start : key_start + 1].isupper():
        return False
    line_start = text.rfind("\n", 0, key_start) + 1
    if line_start == 0 or not _LINE_OPENING.fullmatch(text, line_start, key_start):
        return False
    previous_start = text.rfind("\n", 0, line_start - 1) + 1
    return (
        _TURN_BEFORE.search(text, max(previous_start, line_start - 200), line_start - 1) is not None
    )


def _mixed_or_long(value: str) -> bool:
    """An id in prose: letters and digits, or eight digits or more ("4821-3391-0042")."""
    digits = sum(c.isdigit() for c in value)
    return (digits and any(c.isalpha() for c in value)) or digits >= 8


#: A MongoDB Atlas project ("group"): a 24-hex ObjectId under `groupId` or in
#: `/groups/<id>/` (`cloud.mongodb.com/api/atlas/v2/groups/<id>/clusters`).
_GROUP = re.compile(
    # round 22: a vendor's word may come first (`atlas_group_id`, `mongodb-group-id`)
    r"(?i)(?:(?<![\w\-])(?:[a-z]{2,12}[_\-])?group[_\-]?id[\"']?[ \t]{0,4}[:=][ \t]{0,4}[\"']?|"
    r"/groups/|"
    # the Atlas console's project URL: `cloud.mongodb.com/v2/<id>#/clusters`
    r"cloud\.mongodb\.com/v2/)"
    r"(?P<id>[0-9a-f]{24})(?![\w\-])"
)
#: Under a key that calls its value an account's id or reference (`firebase_project_id`,
#: `supabase_project_ref`, `teamId`), a slug is the id even with no digit in it: a
#: project id chosen in words with the provider's random suffix (`tienda-mx-xgzqk`), a
#: reference of random letters (Supabase's twenty). One word alone (`anonymous`,
#: `default`) is a sentinel, not an id.
_ID_KEY_SUFFIX = re.compile(r"(?i)(?:[_\-]?(?:id|ref))$")
_SLUG_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z]{16,40}")
#: What makes a slug machine-made: a hyphen's group of four letters or more with no
#: vowel (`xgzqk`), or, in a run of letters, two runs of four consonants (`…hktjv…pdlq…`).
_NO_VOWEL_GROUP = re.compile(r"(?:^|-)[b-df-hj-np-tv-xz]{4,}(?:-|$)")
_CONSONANT_RUN = re.compile(r"[b-df-hj-np-tv-xz]{4,}")


def _random_slug(value: str) -> bool:
    if not _SLUG_ID.fullmatch(value):
        return False
    if "-" in value:
        return _NO_VOWEL_GROUP.search(value) is not None
    runs = _CONSONANT_RUN.findall(value)
    # (round 28: or one run of eight consonants, which no word of these languages has)
    return len(runs) >= 2 or any(len(run) >= 8 for run in runs)


#: Round 44: under its account's path segment (`/teams/team_…/`, `/workspaces/ws_…/`), an
#: id with a provider's prefix and eight or more letters, no digit: a generator's when its
#: two cases are mixed with a quarter or more capitals (as `_STRIPE_ID` asks of fourteen
#: bare), not a placeholder in one case (`team_XXXXXXXX`, `team_abcdefgh`) nor a name in
#: camel-cased words (`ws_YourWorkspace`, `ws_MarketingTeam`).
_PREFIXED_LETTERS = re.compile(
    r"(?:acct|acc|cus|cust|org|proj|prj|user|usr|ws|wsp|team|tenant|sub)_(?P<body>[A-Za-z]{8,48})"
)


def _prefixed_letters(value: str) -> bool:
    m = _PREFIXED_LETTERS.fullmatch(value)
    if m is None:
        return False
    body = m.group("body")
    capitals = sum(c.isupper() for c in body)
    return (
        capitals >= 4
        and capitals * 4 >= len(body)
        and any(c.islower() for c in body)
        and not _CAMEL_WORDS.fullmatch(body)
    )


#: Round 45: under a key that names the account (`"organization": "org-…"`, `team`,
#: `workspace_id`), an id whose prefix repeats the key's word (round 27's prefixes) and
#: whose letters are a generator's (`_random_letters`: both cases mixed, few vowels; not a
#: placeholder in capitals, a word in one case, a name in camel-cased words), no digit.
_KEY_WORD = re.compile(r"(?i)(?:^|[_\-])(?P<word>[a-z]+?)(?:[_\-]?(?:id|ref))?$")


def _keyed_letters(key: str, value: str) -> bool:
    word = _KEY_WORD.search(key)
    if word is None or not _prefix_repeats_word(word.group("word"), value):
        return False
    return _random_letters(re.split(r"[_\-]", value, maxsplit=1)[1])


def _id_like(value: str) -> bool:
    if not any(c.isdigit() for c in value) or _NOT_AN_ID.fullmatch(value):
        return False
    if value.isdigit():
        return len(value) >= 5  # not a year, a page, a count
    return len(value) >= 5


#: One pass over the whole text finds where an id could be (RE2 when installed); the
#: exact patterns above, with their look-behinds, run only in windows around those
#: places. On the captures this is a tenth of running them over every character.
_PREFILTER = (
    r"(?i)(?:account|acct|customer|cust|org|organi[sz]ation|workspace|team|tenant|project|"
    r"owner|user|member|billing.account|subscriber|seat|portal|merchant|collector|seller|"
    r"advertiser|comercio|shop|payer)(?:[_\-]?(?:id|key|ref|gid|uuid|guid))?[\"']?"
    r"[ \t]{0,4}[:=]"
    r"|group[_\-]?id[\"']?[ \t]{0,4}[:=]|/groups/[0-9a-f]{24}"
    r"|(?:acct|acc|cus|cust|customer|org|proj|prj|user|usr|ws|wsp|wks|wrk|team|tenant|tnt|"
    r"workspace|account|member|seat|sub|subscription|bill|ba|cta|act)[_\-]"
    r"(?:[A-Za-z0-9]{0,47}\d|[0-9a-f]{8}-[0-9a-f]{4}-)"
    r"|(?:discord|twitter|steam)\b[^\n]{0,24}\d{17}|\bid\b[^\n]{0,24}(?:discord|twitter|steam)"
    r"|(?:account|acct|organi[sz]ation|workspace|team|tenant|customer|project|subscription|"
    r"client|cuenta|cliente|organizaci[oó]n|proyecto)(?:[_\-]?(?:id|ref|key|number|no))?"
    r"[ \t]+(?:id[ \t]+|#[ \t]*|no\.?[ \t]*|"
    r"number[ \t]+|n[uú]mero[ \t]+)?(?:(?:es|is|é|era|was|foi)[ \t]+)?[A-Za-z_\-]{0,24}\d"
    r"|\"(?:account|customer|organi[sz]ation|org|workspace|tenant|subscriber|"
    r"billing_account)\"[ \t]*:[ \t]*\{"
    r"|/(?:accounts?|customers?|users?|organi[sz]ations?|orgs?|projects?|workspaces?|teams?|"
    r"tenants?|members?|billing|subscriptions?|billing[_\-]?accounts?|clients?|cuentas?|"
    r"clientes?|usuarios?|proyectos?|organizaciones|contacts|portals?|merchants?|"
    r"advertisers?|sellers?)/"
    r"|arn:aws|\d{12}\.dkr\.ecr\.|amazonaws\.com(?:\.cn)?/\d{12}/"
    r"|(?:cuenta|cliente|proyecto|organizacion|suscriptor|subscriber|assinante)"
    r"(?:[_\-]?(?:id|key|ref))?[\"']?[ \t]{0,4}[:=]"
    r"|projects/[a-z][a-z0-9\-]{4,28}[a-z0-9]/[a-zA-Z]|projects/\d{10}"
    r"|subscription[_\-]?(?:id)?[\"']?[ \t]{0,4}[:=]|project[_\-]?num(?:ber)?[\"']?[ \t]{0,4}[:=]"
    r"|(?:projeto|conta|organiza[cç][aã]o)[ \t]+[A-Za-z\-]{0,12}\d"
    r"|(?:account|organi[sz]ation|workspace|team|tenant|customer|project|subscription|"
    r"cuenta|organizaci[oó]n|proyecto|projeto|conta)(?:[ \t]+[a-z]{1,3}[ \t]+[A-Z][\w.\-]{1,30}"
    r"(?:[ \t]+[A-Z][\w.\-]{1,30})?[ \t]*(?:\(|:[ \t]|[ \t]\d{8})|[ \t]*\()[ \t]*[A-Za-z\-]{0,12}\d"
    # round 28: a provider, whose account, a copula; a spaced suffix and a colon or a
    # copula; a field's name in parentheses
    r"|(?:account|organi[sz]ation|workspace|team|tenant|customer|project|subscription|"
    r"cuenta|organizaci[oó]n|proyecto|projeto|conta)[ \t]+[a-z]{1,3}[ \t]+[A-Z][^\n]{0,60}?"
    r"[ \t](?:es|is|é|era|was|foi)[ \t]+[\w\-]{0,12}\d"
    # round 43: a Spanish or Portuguese account word, its provider, an id in apposition
    r"|(?:equipo|equipe|proyecto|projeto|cuenta|conta|organizaci[oó]n|organiza[cç][aã]o)"
    r"[ \t]+d[eoa]l?[ \t]+[A-Z][\w.\-]{1,30}(?:[ \t]+[A-Z][\w.\-]{1,30})?[ \t]+"
    r"[A-Za-z]{2,9}[_\-][A-Za-z0-9]{6}"
    r"|(?:account|organi[sz]ation|workspace|team|tenant|customer|project|subscription)[ \t]+"
    r"(?:id|ref)(?:[ \t]*:|[ \t]+(?:is|was))[ \t]+[A-Za-z0-9]"
    r"|\([ \t]*[a-z\-_]{0,14}(?:id|ref)[ \t]*\)[ \t]*(?::|(?:es|is|é|era|was|foi)[ \t])"
    r"|cloud\.mongodb\.com/v2/|\.onmicrosoft\.com|\|[0-9a-zA-Z]{6}"
    r"|login\.(?:microsoftonline|microsoft|windows|partner\.microsoftonline|chinacloudapi)\.[a-z]{2,3}/"
    r"|sts\.windows\.net/|\.(?:ciamlogin|b2clogin)\.com/"
    r"|\.signin\.aws|\.supabase\.|supabase\.com/dashboard|dash\.cloudflare\.com/|"
    r"atlassian\.com/ex/|airtable\.com/v0/|openpay\.mx/v1/|billingAccounts/|/installations/|"
    r"\.myshopify\.com|(?:cus|acct|acc|sub|org|usr|team|ws|proj|prj|user|cust)_[A-Za-z]{8}"
    r"|mailchimp\.com/3\.0/lists/|x-algolia-application-id|author[_\-]?id"
    r"|(?:id|key|ref|number)[ \t]*</(?:dt|th)>"
    r"|\.pinecone\.io|\.openai\.azure\.com|\.auth0\.com"
    r"|(?:tenant|inquilino|directory|directorio)\b[^\n]{0,60}[0-9a-fA-F]{8}-"
    r"|@(?-i:[UW][A-Z0-9]{8,10})"
)
_REACH = 96


def _prefilter() -> Any:
    return compile_linear(_PREFILTER)


def _windows(text: str) -> list[tuple[int, int]]:
    windows: list[tuple[int, int]] = []
    for m in _prefilter().finditer(text):
        lo, hi = max(0, m.start() - _REACH), min(len(text), m.end() + _REACH)
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
        else:
            windows.append((lo, hi))
    return windows


def find_account_ids(text: str, config: Config | None) -> Iterator[Match]:
    """Account ids in `text`: configured formats, generic shapes, keyed values, paths."""
    if config is not None:
        for provider, patterns in config.provider_id_patterns.items():
            for pattern in patterns:
                for m in re.compile(pattern).finditer(text):
                    start, end = m.span(1) if m.re.groups else m.span()
                    if start < end:
                        yield _match(
                            text, start, end, f"{provider}-account-id", f"{provider} account id"
                        )
    seen: set[tuple[int, int]] = set()
    for lo, hi in _windows(text):
        for match in _generic(text, lo, hi):
            if (match.start, match.end) not in seen:
                seen.add((match.start, match.end))
                yield match


#: A field naming one request's or one result's id, just before a value.
_PER_REQUEST_KEY = re.compile(
    r"(?i)(?:result|request|response|message|trace|span|event|run|call|search|item|"
    r"citation|tool_use)[_\-]?id[\"']?[ \t]*[:=][ \t]*[\"']?$"
)


#: An account's own segment (not a user's or a project's page) before a short number
#: that has more of the account's API under it: `/cuentas/2141/consumo?…`,
#: `/accounts/731/invoices`. A year is a page's date, not an account.
_ACCOUNT_SEGMENT = re.compile(
    r"(?i)/(?:accounts?|cuentas?|customers?|clientes?|tenants?|orgs?|organi[sz]ations?|"
    r"organizaciones|workspaces?|billing[_\-]?accounts?)/$"
)


def _short_account_in_path(text: str, m: re.Match[str]) -> bool:
    value = m.group("id")
    if not (value.isdigit() and 2 <= len(value) <= 4) or re.fullmatch(r"(?:19|20)\d\d", value):
        return False
    after = text[m.end("id") : m.end("id") + 2]
    return (
        _ACCOUNT_SEGMENT.search(text, max(0, m.start("id") - 24), m.start("id")) is not None
        and after[:1] == "/"
        and after[1:2].isalpha()
    )


#: A bare key in prose that only modifies another noun ("Visitas acumuladas del portal:",
#: "total of the account:"): the label is that noun's, a figure's, unless the noun is an
#: id's own ("ID del cliente:", "número de cuenta:").
_MODIFIER_BEFORE = re.compile(
    r"(?i)\b(?!(?:id|ids|identificador|identifier|n[uú]mero|numero|number|no|n[oº°]|num|"
    r"clave|c[oó]digo|code|key|folio|ref|referencia)\b)[a-záéíóúñ]{3,}[ \t]+"
    r"(?:del|de la|de los|de las|de|of the|of|da|do)[ \t]+$"
)
#: round 22: a count's noun and a preposition of place or direction before the key
#: ("Visitas al portal: …", "visits to the portal: …", "acessos ao portal: …", "views on
#: the workspace: …"): what was counted there, when the value is a number and nothing else.
_TOWARD_BEFORE = re.compile(
    r"(?i)\b(?:visitas?|visits?|visitors?|visitantes|vistas|views|pageviews|page views|"
    r"visualiza[cç](?:iones|[oõ]es)|descargas|downloads|accesos|acessos|access(?:es)?|"
    r"clics|clicks|cliques|sesiones|sessions|sess[oõ]es|hits|impresiones|impressions|"
    r"impress[oõ]es|registros|sign-?ups|cadastros|suscriptores|subscribers|inscritos|"
    r"entradas|ingresos|logins)"
    # an adjective or two between: "acumuladas", "totales", "this month"
    r"(?:[ \t]+[a-záéíóúñãõç]{3,}){0,2}[ \t]+"
    r"(?:al|a la|en el|en la|en|to the|to|on the|on|in the|in|at the|at|ao|à|no|na|"
    r"por el|por la|pelo|pela)[ \t]+$"
)
_COUNT_VALUE = re.compile(r"\d{1,3}(?:[,.\s]\d{3})+|\d+")
#: Round 27: a noun, then a preposition of place before the bare key ("Folio del trámite
#: en el portal: …", "Número de solicitud in the workspace: …", "registro no portal: …"):
#: the label names a record kept in that place, its head the noun before; the value is
#: the record's number, not the place's id, unless that noun is an account's own
#: (`_ACCOUNT_NOUN`: "Número de cuenta del cliente en el portal: …").
_PLACE_OF_A_RECORD = re.compile(
    r"(?i)\b[a-záéíóúñãõç]{3,}[ \t]+(?:en el|en la|en|in the|in|on the|on|at the|at|no|na|"
    r"dentro del|dentro de la|within the|inside the)[ \t]+$"
)
_ACCOUNT_NOUN = re.compile(
    r"(?i)\b(?:cuentas?|accounts?|contas?|clientes?|customers?|usuarios?|users?|"
    r"usu[aá]rios?|organizaci[oó]n|organi[sz]ation|organiza[cç][aã]o|tenant|suscriptor|"
    r"subscriber|assinante)\b"
)


_ID_SEPARATORS = str.maketrans("", "", "-_.:")


_CAMEL_PIECE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_CAMEL_WORDS = re.compile(r"[A-Za-z][a-z]{2,}(?:[A-Z]{1,3}[a-z]{2,})*[A-Z]{0,3}")


def _random_letters(value: str) -> bool:
    """Ten or more lower-case letters with few vowels (under a quarter; words have two
    in five): a generator's id (`ygiqwnscyqwb`), not a name (`settingspanel`)."""
    if len(value) < 10 or not (value.isascii() and value.isalpha()):
        return False
    if not value.islower():
        # round 22: both cases, mixed as a generator mixes them (`DJuBBWBTHUBk`), not a
        # camel-cased name (`SettingsPanel`, `myAccount`) nor a word in capitals
        if value.isupper() or _CAMEL_WORDS.fullmatch(value):
            return False
        vowels = sum(c in "aeiouAEIOU" for c in value) * 10
        # round 23: the case changing five times or more (`hsoiGumFIhVg`) is a generator's
        # too, with up to two vowels in five as words have them
        # and two of its camel pieces with no vowel (`F`, `Vg`; `iPhoneXsMax` has one)
        changes = sum(a.isupper() != b.isupper() for a, b in pairwise(value))
        bare = sum(not any(c in "aeiouAEIOU" for c in p) for p in _CAMEL_PIECE.findall(value))
        return vowels < len(value) * 3 or (changes >= 5 and bare >= 2 and vowels < len(value) * 4)
    return sum(c in "aeiou" for c in value) * 4 < len(value)


#: Round 19: an Algolia application's id in its recorded header (ten capitals and
#: digits), and a Discord (or X) user's snowflake id (17 to 20 digits) as a message's
#: `author_id`: a user of the platform, not one result's id.
_HEADER_ACCOUNT = re.compile(
    r"(?i)x-algolia-application-id[\"']?[ \t]*[:=]"
    r"(?:[ \t]*|[ \t]*\r?\n[ \t]*-[ \t]+)"
    r"\[?[ \t]*[\"']?(?P<id>(?-i:[A-Z0-9]{10}))(?![\w\-])"
    r"|(?i:\bauthor[_\-]?id)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<snow>\d{17,20})(?![\w\-])"
    # round 20: the snowflake after its platform's user id in prose or a field ("discord
    # user id …", "Discord ID: …", "ID de usuario de Discord …", "steam_id")
    r"|(?i:\b(?:discord|twitter|steam)(?:[ \t_\-]+(?:user|usuario|account|cuenta))?[ \t_\-]+id"
    r"|\bid[ \t]+(?:de[ \t]+)?(?:usuario[ \t]+)?(?:de|en)[ \t]+(?:discord|twitter|steam))"
    r"[\"']?[ \t]*[:=#]?[ \t]*[\"']?(?P<snow2>\d{17,20})(?![\w\-])"
)


def _generic(text: str, lo: int, hi: int) -> Iterator[Match]:
    for m in _HEADER_ACCOUNT.finditer(text, lo, hi):
        group = next(g for g in ("id", "snow", "snow2") if m.group(g))
        if group == "id" and not any(c.isdigit() for c in m.group("id")):
            continue
        yield _match(text, *m.span(group), "account-id", "a platform's account or user id")
    for m in _SHAPE.finditer(text, lo, hi):
        if _PER_REQUEST_KEY.search(text, max(0, m.start() - 60), m.start()):
            continue  # `"result_id": "ws_…"`: one result's id, not an account's
        rest = re.split(r"[_\-]", m.group("id"), maxsplit=1)[1]
        if (
            any(c.isdigit() for c in rest) or ("_" in m.group("id") and _random_letters(rest))
        ) and not _NOT_AN_ID.fullmatch(rest):
            yield _match(text, *m.span("id"), "account-id", "account id (provider id shape)")
    for m in _KEYED.finditer(text, lo, hi):
        key = m.group("kq") or m.group("ks") or m.group("kb")
        value = m.group("id")
        if IDENTITY_KEY.fullmatch(key):
            continue  # round 31b: the signed-in user's login (operator_env), not a billed account
        if m.group("kb") and _MODIFIER_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            continue  # "Visitas acumuladas del portal: …": a count of the portal, not its id
        if (
            m.group("kb")
            and _COUNT_VALUE.fullmatch(value)
            and _TOWARD_BEFORE.search(text, max(0, m.start() - 40), m.start())
        ):
            continue  # "Visitas acumuladas al portal: 6…": a number counted there
        if m.group("kb") and _PLACE_OF_A_RECORD.search(text, max(0, m.start() - 60), m.start()):
            before = text[max(0, m.start() - 60) : m.start()]
            if not _ACCOUNT_NOUN.search(before[before.rfind("\n") + 1 :]):
                continue  # "Folio del trámite en el portal: …": a record kept there
        if len(set(value.translate(_ID_SEPARATORS))) <= 1 or _MASKED.search(value):
            continue  # a zero UUID, `0000…`: a placeholder, no one's id; a masked one
        if m.group("kb") and _speaker_of_a_turn(text, m.start("kb")):
            continue  # round 28: "Cliente: …" answering "Agente: …": who speaks, not a key
        if (
            _id_like(value)
            or (
                # not a page's markup (`data-project-id="main-nav"`)
                _ID_KEY_SUFFIX.search(key)
                and not key.lower().startswith("data-")
                and _random_slug(value)
            )
            or _keyed_letters(key, value)
        ):
            yield _match(text, *m.span("id"), "account-id", f"`{key}` holds an account id")
    for m in _DEFINITION.finditer(text, lo, hi):
        if _id_like(m.group("id")) and _ID_KEY_SUFFIX.search(m.group("key")):
            key = m.group("key")
            yield _match(text, *m.span("id"), "account-id", f"`{key}` holds an account id")
    for m in _GROUP.finditer(text, lo, hi):
        yield _match(text, *m.span("id"), "account-id", "a MongoDB Atlas project (group) id")
    for m in _PATH.finditer(text, lo, hi):
        if m.group("sub"):
            yield _match(text, *m.span("sub"), "account-id", "subscription id in a URL path")
        elif (
            _id_like(m.group("id"))
            or _short_account_in_path(text, m)
            or _prefixed_letters(m.group("id"))
        ):
            yield _match(text, *m.span("id"), "account-id", "account id in a URL path")
    for m in _GCP_RESOURCE.finditer(text, lo, hi):
        group = "number" if m.group("number") else "id"
        if _id_like(m.group(group)):
            yield _match(text, *m.span(group), "account-id", "a Google Cloud project's id")
    for m in _ARN.finditer(text, lo, hi):
        group = "id" if m.group("id") else ("host" if m.group("host") else "path")
        yield _match(text, *m.span(group), "account-id", "the account of an AWS resource")
    for m in _NESTED.finditer(text, lo, hi):
        if _id_like(m.group("id")):
            key = m.group("key")
            yield _match(text, *m.span("id"), "account-id", f"the `{key}` object's id")
    for m in _IDP_USER.finditer(text, lo, hi):
        if any(c.isdigit() for c in m.group("id")):
            yield _match(text, *m.span("id"), "account-id", "an identity provider's user id")
    for m in _ENTRA_DOMAIN.finditer(text, lo, hi):
        if m.group("name").lower() not in _DOC_TENANTS:
            yield _match(text, *m.span("id"), "account-id", "a Microsoft Entra tenant's domain")
    for m in _ENTRA_AUTHORITY.finditer(text, lo, hi):
        if len(set(m.group("id").replace("-", ""))) > 1:
            yield _match(text, *m.span("id"), "account-id", "a Microsoft Entra tenant's id")
    for m in _TENANT_UUID.finditer(text, lo, hi):
        yield _match(text, *m.span("id"), "account-id", "a tenant's id (a UUID after `tenant`)")
    for m in _SLACK_MENTION.finditer(text, lo, hi):
        body = m.group("id")[1:]
        if sum(c.isdigit() for c in body) >= 2 and sum(c.isalpha() for c in body) >= 2:
            yield _match(text, *m.span("id"), "account-id", "a Slack member's id in a mention")
    for m in _PROVIDER_URL.finditer(text, lo, hi):
        group = next(g for g, v in m.groupdict().items() if v is not None)
        if group in ("aoai", "auth0") and _PROVIDER_HOST_NOT.fullmatch(m.group(group)):
            continue  # `cdn.auth0.com`, `your-resource-name.openai.azure.com`
        if group == "supa" and _BROWSER_CLIENT_BEFORE.search(
            text, max(0, m.start() - 80), m.start()
        ):
            continue  # the project URL a page's own Supabase client is given: public
        yield _match(text, *m.span(group), "account-id", "a provider's account id in its URL")
    for m in _STRIPE_ID.finditer(text, lo, hi):
        body = m.group("id").split("_", 1)[1]
        capitals = sum(c.isupper() for c in body)
        # random, not an identifier's camel case (`acct_settingsPanelOpen`)
        if capitals >= 4 and capitals * 4 >= len(body) and any(c.islower() for c in body):
            stripe = m.group("id").startswith(("cus_", "acct_"))
            what = "a Stripe customer or account id" if stripe else "an account's random id"
            yield _match(text, *m.span("id"), "account-id", what)
    for m in _APPOSED_ID.finditer(text, lo, hi):
        word = _APPOSED_WORDS.get(m.group("key").lower(), "")
        value = m.group("id")
        name, _, number = value.rpartition("-")
        if m.group("provider") and _NOT_A_PROVIDER.match(m.group("provider")):
            continue  # "el proyecto de Ley proj-…": a bill's, not a provider's project
        if word and (
            _prefix_repeats_word(word, value)
            or (number.isdigit() and "-" in name and _prefix_repeats_word(word, name))
        ):
            yield _match(
                text, *m.span("id"), "account-id", f"an account id after `{m.group('key')}`"
            )
    for m in _PAREN_FIELD.finditer(text, lo, hi):
        if _ID_KEY_SUFFIX.search(m.group("key")) and _id_like(m.group("id")):
            key = m.group("key")
            yield _match(text, *m.span("id"), "account-id", f"`{key}` holds an account id")
    for m in _PROSE.finditer(text, lo, hi):
        value = m.group("id")
        if _NOT_A_PROVIDER.search(text, m.end("key"), m.start("id")):
            continue  # "el proyecto de Ley (PL-…)": a bill's number, not an account's
        if len(set(value.translate(_ID_SEPARATORS))) <= 1 or _MASKED.search(value):
            continue  # a zero UUID, `0000…`: a placeholder (round 28: read here since a
            # suffixed key's colon opens this reader too, "tenant_id: 0000…")
        if m.group("copula") and any(
            part.isalpha()
            and part.islower()
            and len(part) >= 4
            and sum(c in "aeiou" for c in part) * 4 >= len(part)
            for part in re.split(r"[_\-]", value)
        ):
            continue  # "the account is 2024-ready": a word after the copula, not an id
        if (
            (_id_like(value) and not _YEAR_RANGE.fullmatch(value) and _mixed_or_long(value))
            or (
                _prefix_repeats_word(m.group("key"), value)
                and _CLAUSE_END.match(text, m.end("id")) is not None
            )
            # round 28: a reference of random letters after a key that calls it one
            # ("Supabase project ref is <twenty letters>"), as under a field's name
            or (
                _SUFFIXED_KEY.match(text, m.start("key"), m.start("id")) is not None
                and _random_slug(value)
            )
        ):
            key = m.group("key")
            yield _match(text, *m.span("id"), "account-id", f"an account id after `{key}`")


#: The account word with an id's or a reference's suffix ("project ref", "team_id").
_SUFFIXED_KEY = re.compile(r"(?i)\w+[_\- ]?(?:id|ref)\b")


#: Round 28: a field's name in parentheses before a copula, the way a person quotes the
#: field the dashboard shows ("Mi número de usuario de <provider> (collector_id) es …",
#: "my id (workspace_id) is …"): the name decides as `_KEYED`'s key does.
_PAREN_FIELD = re.compile(
    r"(?i)\([ \t]*(?P<key>" + _KEY + r")[ \t]*\)[ \t]*(?::[ \t]*|(?:es|is|é|era|was|foi)[ \t]+)"
    r"[\"'`]?(?P<id>[A-Za-z0-9][\w\-]{3,63})(?![\w\-])"
)


#: Round 27: the id prefixes of each account word ("team team_…", "organization org-…",
#: "workspace ws_…"): the message names the account and the id's own prefix says the
#: same, so the id is the account's even in letters alone (`team_<ten letters>`).
_WORD_PREFIXES = {
    "team": ("team", "tm"),
    "organization": ("org",),
    "organisation": ("org",),
    "workspace": ("ws", "wks", "wsp", "workspace"),
    "account": ("acct", "acc", "account"),
    "customer": ("cus", "cust", "customer"),
    "project": ("proj", "prj", "project"),
    "tenant": ("tnt", "tenant"),
    "subscription": ("sub", "subscription"),
}


#: Round 39: a Spanish or Portuguese account word, then an id whose prefix is the English
#: word's ("el equipo team_…", "a equipe team_…", "el proyecto proj_…"): there the id is
#: the account's name in apposition (the language puts a modifier after its noun, so no
#: "team_building event" follows), and a verb may come next ("… superó su cuota").
_APPOSED_ID = re.compile(
    r"(?i)\b(?P<key>equipo|equipe|proyecto|projeto|cuenta|conta|organizaci[oó]n|"
    r"organiza[cç][aã]o)"
    # round 43: the provider named after the word ("el proyecto de Google Cloud proj-…"),
    # and a generated id's number after its name (`proj-<letters>-<digits>`)
    r"(?P<provider>[ \t]+(?:de|del|da|do)[ \t]+(?-i:[A-Z][\w.\-]{1,30})"
    r"(?:[ \t]+(?-i:[A-Z][\w.\-]{1,30}))?)?"
    r"[ \t]+(?P<id>[A-Za-z]{2,9}[_\-][A-Za-z0-9]{6,63}(?:-\d{2,12})?)(?![\w\-])"
)
_APPOSED_WORDS = {
    "equipo": "team",
    "equipe": "team",
    "proyecto": "project",
    "projeto": "project",
    "cuenta": "account",
    "conta": "account",
    "organizacion": "organization",
    "organización": "organization",
    "organizacao": "organization",
    "organização": "organization",
    "organizaçao": "organization",
    "organizacão": "organization",
}


#: …and the id closes its clause (a stop, a comma, a semicolon, a bracket, a quote, the
#: line's end), as a message quotes an id; "the team team_building event" goes on with a
#: noun the word modifies.
_CLAUSE_END = re.compile(r"[ \t]*(?:[.,;:)\]}\"'<]|\r?\n|$)")


def _prefix_repeats_word(key: str, value: str) -> bool:
    prefix, sep, rest = value.partition("_") if "_" in value else value.partition("-")
    return (
        bool(sep)
        and prefix.lower() in _WORD_PREFIXES.get(key.lower(), ())
        and len(rest) >= 6
        and rest.isalnum()
        and not _NOT_AN_ID.fullmatch(rest)
    )


def _match(text: str, start: int, end: int, kind: str, note: str) -> Match:
    return Match(
        code=ACCOUNT_ID,
        kind=kind,
        start=start,
        end=end,
        value=text[start:end],
        replacement=PLACEHOLDER,
        note=note,
    )
