"""Provider account / organisation / project ids (label ``personal``, family ``account-id``).

Seed §3 removes "IDs de cuenta o de organización del proveedor". These are invented ids in
the shapes providers use, in headers, body fields, URL paths, ARNs, error messages and
dashboards' links.
"""

from __future__ import annotations

import random
import string
from typing import Any

if __package__:
    from .ids import alnum, hexstr, uuid4
    from .model import mk
else:  # run as a script from this folder
    from ids import alnum, hexstr, uuid4  # type: ignore[no-redef]
    from model import mk  # type: ignore[no-redef]

A = "account-id"
LOW = string.ascii_lowercase + string.digits
ULID = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _n(rng: random.Random, k: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(k - 1))


def build(rng: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    def add(lang: str, form: str, why: str, value: str, **kw: Any) -> None:
        out.append(mk(A, "account-id", lang, form, why, value, **kw))

    stripe_acct = "acct_1" + alnum(rng, 15)
    add(
        "en",
        "Stripe-Account request header (Connect)",
        "the connected Stripe account of a customer",
        stripe_acct,
        header=("Stripe-Account", stripe_acct),
        text=f"Stripe-Account: {stripe_acct}",
    )
    v = "org-" + alnum(rng, 24)
    add(
        "en",
        "OpenAI-Organization header",
        "the OpenAI organisation of the account holder",
        v,
        header=("OpenAI-Organization", v),
    )
    v = "proj_" + alnum(rng, 24)
    add(
        "en",
        "OpenAI-Project header",
        "the OpenAI project id of the account",
        v,
        header=("OpenAI-Project", v),
    )
    v = uuid4(rng)
    add(
        "en",
        "anthropic-organization-id response header",
        "the Anthropic organisation behind the key",
        v,
        header=("anthropic-organization-id", v),
    )
    v = "ws_" + alnum(rng, 20, LOW)
    add(
        "en",
        "X-Workspace-Id header",
        "the customer's workspace at a SaaS provider",
        v,
        header=("X-Workspace-Id", v),
    )
    v = "tnt_" + alnum(rng, 16, LOW)
    add("en", "x-tenant header", "the tenant id of the customer", v, header=("x-tenant", v))
    v = "cust-" + _n(rng, 6)
    add(
        "en",
        "x-billing-account header",
        "the billing account at the provider",
        v,
        header=("x-billing-account", v),
    )
    v = "AC" + hexstr(rng, 32)
    add(
        "en",
        "X-Twilio-AccountSid-like header",
        "a Twilio account SID identifies the account",
        v,
        header=("X-Account-Sid", v),
    )
    v = "team_" + alnum(rng, 24)
    add(
        "en",
        "x-vercel-team-id header",
        "the Vercel team of the account",
        v,
        header=("x-vercel-team-id", v),
    )
    v = _n(rng, 10)
    add(
        "en",
        "x-goog-user-project header with a numeric project",
        "the Google Cloud project number of the account",
        v,
        header=("x-goog-user-project", v),
    )
    v = "o" + _n(rng, 7)
    add(
        "en",
        "sentry-trace-like x-sentry-org header",
        "the Sentry organisation id",
        v,
        header=("x-sentry-org", v),
    )
    v = "org_" + "".join(rng.choice(ULID) for _ in range(26))
    add(
        "en",
        "WorkOS organization id (org_ + ULID) in a JSON field",
        "the organisation of the customer at WorkOS",
        v,
        text=v,
        key="organization_id",
        only=("field", "inner"),
        inner=("organization_id", v),
    )
    v = "cus_" + alnum(rng, 14)
    add(
        "en",
        "Stripe customer id in a 'customer' field",
        "the provider's customer id of a person",
        v,
        text=v,
        key="customer",
        only=("field", "inner"),
        inner=("customer", v),
    )
    v = uuid4(rng)
    add(
        "en",
        "Azure AD tenantId field",
        "the Azure tenant of the account",
        v,
        text=v,
        key="tenantId",
        only=("field",),
    )
    v = uuid4(rng)
    add(
        "en",
        "Azure subscription id in a resource path",
        "the Azure subscription of the account",
        v,
        text=f"/subscriptions/{v}/resourceGroups/rg-buscador-prod/providers/Microsoft.Search/searchServices/srch-mx",
    )
    v = _n(rng, 12)
    add(
        "en",
        "AWS account id inside an IAM ARN",
        "the AWS account number",
        v,
        text=f"arn:aws:iam::{v}:role/fixture-recorder",
    )
    v = _n(rng, 12)
    add(
        "en",
        "AWS account id in an AccessDenied error",
        "the AWS account number",
        v,
        text=f"User: arn:aws:sts::{v}:assumed-role/ci/gh-runner is not authorized to perform: s3:PutObject",
        prose=False,
    )
    v = f"{alnum(rng, 6, '0123456789ABCDEF')}-{alnum(rng, 6, '0123456789ABCDEF')}-{alnum(rng, 6, '0123456789ABCDEF')}"
    add(
        "en",
        "GCP billing account id",
        "the Google Cloud billing account",
        v,
        text=f"billingAccountName: billingAccounts/{v}",
    )
    v = "T0" + alnum(rng, 9, string.ascii_uppercase + string.digits)
    add(
        "en",
        "Slack team id in a payload",
        "the Slack workspace of the customer",
        v,
        text=v,
        key="team_id",
        only=("field",),
    )
    v = _n(rng, 16)
    add(
        "en",
        "Asana workspace gid",
        "the Asana workspace of the account",
        v,
        text=v,
        key="workspace_gid",
        only=("field",),
    )
    v = _n(rng, 9)
    add(
        "es",
        "Mercado Pago collector_id in a payment notice",
        "the Mercado Pago seller account",
        v,
        text=f"collector_id={v} status=approved",
        key="mp_log",
    )
    v = f"tienda-{alnum(rng, 4, LOW)}-{_n(rng, 4)}.myshopify.com"
    add(
        "en",
        "Shopify shop domain in a shop field",
        "the merchant's Shopify store id",
        v,
        text=v,
        key="shop",
        only=("field",),
    )
    v = alnum(rng, 20, string.ascii_lowercase)
    add(
        "en",
        "Supabase project ref in the project URL",
        "the customer's Supabase project",
        v,
        text=f"https://{v}.supabase.co/rest/v1/documentos?select=*",
    )
    v = alnum(rng, 20, string.ascii_lowercase)
    add(
        "en",
        "Supabase project ref in a dashboard path",
        "the customer's Supabase project",
        v,
        text=f"https://supabase.com/dashboard/project/{v}/settings/api",
    )
    v = "prj_" + alnum(rng, 28)
    add(
        "en",
        "Vercel projectId field",
        "the Vercel project of the account",
        v,
        text=v,
        key="projectId",
        only=("field",),
    )
    v = _n(rng, 8)
    add(
        "en",
        "GitHub App installation id",
        "the installation of an app on a user's account",
        v,
        text=f"POST /app/installations/{v}/access_tokens",
    )
    v = uuid4(rng)
    add(
        "en",
        "Atlassian cloudId in an API path",
        "the customer's Atlassian site",
        v,
        text=f"https://api.atlassian.com/ex/jira/{v}/rest/api/3/search",
    )
    v = _n(rng, 8)
    add(
        "en",
        "HubSpot portal id in an app URL",
        "the HubSpot account (portal) id",
        v,
        text=f"https://app.hubspot.com/contacts/{v}/objects/0-1/views/all/list",
    )
    v = f"{_n(rng, 3)}-{_n(rng, 3)}-{_n(rng, 4)}"
    add(
        "es",
        "Google Ads customer id 123-456-7890",
        "the advertiser's Google Ads account",
        v,
        text=f"Cuenta de Google Ads del cliente: {v} (MCC compartido)",
        prose=True,
    )
    v = "act_" + _n(rng, 15)
    add(
        "en",
        "Meta ad account act_ id in a Graph API path",
        "the advertiser's Meta ad account",
        v,
        text=f"GET https://graph.facebook.com/v19.0/{v}/campaigns?fields=name,status",
    )
    v = hexstr(rng, 32)
    add(
        "en",
        "Cloudflare account id (32 hex) in a dashboard URL",
        "the Cloudflare account",
        v,
        text=f"https://dash.cloudflare.com/{v}/workers-and-pages",
    )
    v = hexstr(rng, 32)
    add(
        "en",
        "Cloudflare account id in an API path",
        "the Cloudflare account",
        v,
        text=f"curl https://api.cloudflare.com/client/v4/accounts/{v}/ai/run/@cf/meta/llama-3-8b-instruct",
    )
    v = f"mi-app-{alnum(rng, 5, LOW)}"
    add(
        "en",
        "Firebase project id in a console URL",
        "the customer's Firebase project",
        v,
        text=f"https://console.firebase.google.com/project/{v}/overview",
    )
    v = f"tienda-mx-{_n(rng, 5)}"
    add(
        "en",
        "GCP project id in a 'has not been used in project' error",
        "the customer's Google Cloud project",
        v,
        text=f"Custom Search API has not been used in project {v} before or it is disabled.",
    )
    v = "app" + alnum(rng, 14)
    add(
        "en",
        "Airtable base id in an API path",
        "the customer's Airtable base",
        v,
        text=f"https://api.airtable.com/v0/{v}/Clientes?view=Grid%20view",
    )
    v = "acct_" + alnum(rng, 16)
    add(
        "en",
        "acct_ id in a dashboard URL path",
        "the Stripe account",
        v,
        text=f"https://dashboard.stripe.com/{v}/payments?status=failed",
    )
    v = "cust-" + _n(rng, 5)
    add(
        "en",
        "account path segment /accounts/<id>/ in a webhook URL",
        "the customer's account at the provider",
        v,
        text=f"https://api.proveedor-ejemplo.com/v2/accounts/{v}/usage",
    )
    v = "user_" + alnum(rng, 27)
    add(
        "en",
        "Clerk user id in an error message",
        "the provider's user id of a person",
        v,
        text=f"Forbidden: {v} is not a member of this organization",
        prose=False,
    )
    v = "team_" + alnum(rng, 10, LOW)
    add(
        "en",
        "team_ id in a rate-limit error",
        "the customer's team at the provider",
        v,
        text=f"Rate limit reached for {v} on requests per minute (RPM): Limit 60.",
        prose=False,
    )
    v = "org-" + alnum(rng, 24)
    add(
        "en",
        "org- id in a quota error",
        "the OpenAI organisation of the customer",
        v,
        text=f"You exceeded your current quota for organization {v}. Please check your plan and billing details.",
        prose=False,
    )
    v = "proj_" + alnum(rng, 10, LOW)
    add(
        "en",
        "proj_ id in a project field",
        "the project id of the customer",
        v,
        text=v,
        key="project",
        only=("field", "inner"),
        inner=("project", v),
    )
    v = "ws-" + uuid4(rng)
    add(
        "en",
        "ws- uuid in a workspace field",
        "the customer's workspace",
        v,
        text=v,
        key="workspace",
        only=("field",),
    )
    v = _n(rng, 10)
    add(
        "es",
        "Mercado Libre seller id in an API path",
        "the seller's Mercado Libre user id",
        v,
        text=f"GET https://api.mercadolibre.com/users/{v}/items/search?status=active",
    )
    v = "m" + alnum(rng, 19, LOW)
    add(
        "es",
        "Openpay merchant id in an API path",
        "the merchant's Openpay account",
        v,
        text=f"https://api.openpay.mx/v1/{v}/charges",
    )
    v = _n(rng, 7)
    add(
        "en",
        "PostHog project id in an app URL",
        "the customer's PostHog project",
        v,
        text=f"https://us.posthog.com/project/{v}/insights",
    )
    v = uuid4(rng)
    add(
        "en",
        "Exa/Tavily-style account uuid in a usage response",
        "the provider's account of the customer",
        v,
        text=v,
        key="account_uuid",
        only=("field", "inner"),
        inner=("account_uuid", v),
    )
    v = "usr_" + alnum(rng, 18, LOW)
    add(
        "es",
        "usr_ id in prose of a support reply",
        "the provider's user id of a person",
        v,
        text=f"Revisamos tu cuenta {v} y el cargo ya fue reembolsado.",
        prose=True,
    )
    v = "org_" + alnum(rng, 16)
    add(
        "en",
        "org_ id in an organisations path",
        "the customer's organisation",
        v,
        text=f"https://api.proveedor-ejemplo.com/v1/orgs/{v}/members?limit=50",
    )
    v = "acc_" + alnum(rng, 12, LOW)
    add(
        "en",
        "acc_ id under an account-ish key in YAML-like config",
        "the customer's account id",
        v,
        text=f"account_ref: {v}",
        key="cfg_line",
    )
    v = "cus_" + alnum(rng, 14)
    add(
        "en",
        "Stripe customer id in a key=value log line",
        "the provider's customer id of a person",
        v,
        text=f"invoice.paid customer={v} subscription=sub_{alnum(rng, 24)}",
    )
    v = _n(rng, 12)
    add(
        "en",
        "AWS account id in a console sign-in URL",
        "the AWS account number",
        v,
        text=f"https://{v}.signin.aws.amazon.com/console",
    )
    v = "acct_" + alnum(rng, 16)
    add(
        "es",
        "acct_ inside a recorded JSON error body",
        "the Stripe account",
        v,
        inner=("account", v),
        text=v,
        key="cuenta_conectada",
        only=("inner", "field"),
    )
    v = "C0" + alnum(rng, 9, string.ascii_uppercase + string.digits)
    add(
        "en",
        "Google Workspace customer id",
        "the Google Workspace account of the customer",
        v,
        text=f"customerId: {v}",
    )
    v = "ten_" + alnum(rng, 14, LOW)
    add(
        "pt",
        "tenant id in Portuguese prose",
        "the customer's tenant at the provider",
        v,
        text=f"O tenant {v} excedeu a cota mensal de buscas.",
        prose=True,
    )
    return out
