"""Provider account / organisation / project ids (seed §3: "IDs de cuenta o de organización
del proveedor"), in headers, body fields and URL paths. Formats follow what the providers
publish; some are generic shapes a SaaS would use. Every id is random.
"""

from __future__ import annotations

import html as H
import random
import string

from draft import Draft
from values import ALNUM, HEX, LOWER_ALNUM, UPPER_ALNUM, hexs, rnd_mixed, rnd_str, uuid4


def _ids(rng: random.Random) -> dict[str, str]:
    return {
        "org_openai": "org-" + rnd_mixed(rng, ALNUM, 24),
        "proj_openai": "proj_" + rnd_mixed(rng, ALNUM, 24),
        "anthropic_org": uuid4(rng),
        "stripe_acct": "acct_1" + rnd_mixed(rng, ALNUM, 15),
        "stripe_cus": "cus_" + rnd_mixed(rng, ALNUM, 14),
        "clerk_user": "user_2" + rnd_mixed(rng, ALNUM, 26),
        "vercel_team": "team_" + rnd_mixed(rng, ALNUM, 24),
        "twilio_ac": "AC" + hexs(rng, 32),
        "aws": str(rng.randrange(10**11, 10**12)),
        "azure_sub": uuid4(rng),
        "gcp_num": str(rng.randrange(10**11, 10**12)),
        "gcp_id": rng.choice(["buscador", "fixtures", "rag-bench", "search-eval"])
        + "-"
        + rng.choice(["prod", "staging", "dev"])
        + "-"
        + str(rng.randrange(100000, 999999)),
        "gcp_billing": "-".join(rnd_str(rng, "0123456789ABCDEF", 6) for _ in range(3)),
        "slack_team": "T0" + rnd_str(rng, UPPER_ALNUM, 9),
        "cf_acct": hexs(rng, 32),
        "meta_act": "act_" + str(rng.randrange(10**14, 10**15)),
        "gads": str(rng.randrange(10**9, 10**10)),
        "sf_org": "00D" + rnd_mixed(rng, ALNUM, 15),
        "hubspot": str(rng.randrange(10**7, 10**8)),
        "mp_collector": str(rng.randrange(10**9, 10**10)),
        "openpay_merchant": "m" + rnd_str(rng, LOWER_ALNUM, 19),
        "cust_generic": "cust-" + str(rng.randrange(10000, 999999)),
        "ws": "ws_" + rnd_mixed(rng, ALNUM, 20),
        "tenant": "tnt_" + rnd_str(rng, LOWER_ALNUM, 16),
        "acct_generic": "acct_" + str(rng.randrange(1000, 99999)),
        "org_generic": "org_" + rnd_mixed(rng, ALNUM, 22),
        "proj_generic": "proj_" + rnd_str(rng, LOWER_ALNUM, 10),
        "user_generic": "user_" + rnd_str(rng, LOWER_ALNUM, 12),
        "chatgpt_acct": uuid4(rng),
        "firecrawl_team": rnd_str(rng, HEX, 8)
        + "-"
        + rnd_str(rng, HEX, 4)
        + "-"
        + rnd_str(rng, HEX, 4),
        "exa_team": "tm_" + rnd_mixed(rng, ALNUM, 18),
        "acc_dashed": "ACC-"
        + rnd_str(rng, string.digits, 4)
        + "-"
        + rnd_str(rng, string.digits, 4),
        "shop": str(rng.randrange(10**10, 10**11)),
        "supabase_ref": rnd_str(rng, string.ascii_lowercase, 20),
        "dd_org": str(rng.randrange(100000, 9999999)),
        "algolia_app": rnd_str(rng, UPPER_ALNUM, 10),
        "auth0_tenant_id": "org_" + rnd_mixed(rng, ALNUM, 16),
    }


def build(rng: random.Random) -> list[Draft]:
    out: list[Draft] = []

    def hdr(name: str, value: str, form: str, text: str | None = None) -> None:
        out.append(
            Draft("personal", "account-id", "account-id", "en", f"account id in a recorded header {name}: {form}",
                  value, text or value, name, ("header",), header=name)
        )  # fmt: skip

    def body(key: str, value: str, form: str, text: str | None = None, obj: object = None,
             carriers: tuple[str, ...] = ("obj", "aobj", "inner"), lang: str = "en") -> None:  # fmt: skip
        out.append(
            Draft("personal", "account-id", "account-id", lang, f"account id in a body field {key}: {form}",
                  value, text or value, key, carriers, obj=obj)
        )  # fmt: skip

    def path(url: str, value: str, form: str, key: str = "next", html_text: str = "") -> None:
        carriers: tuple[str, ...] = ("url", "obj")
        h = None
        if html_text:
            carriers = ("html",)
            h = f'<p><a href="{H.escape(url)}">{H.escape(html_text)}</a></p>'
        out.append(
            Draft("personal", "account-id", "account-id", "en", f"account id in a URL path: {form}",
                  value, url, key, carriers, url=url, html=h)
        )  # fmt: skip

    # Headers (18)
    i = _ids(rng)
    hdr("openai-organization", i["org_openai"], "OpenAI org-")
    hdr("openai-project", i["proj_openai"], "OpenAI proj_")
    hdr("anthropic-organization-id", i["anthropic_org"], "Anthropic organisation uuid")
    hdr("Stripe-Account", i["stripe_acct"], "Stripe Connect acct_")
    hdr("x-account", i["cust_generic"], "generic cust-")
    hdr("X-Tenant-ID", i["tenant"], "generic tnt_")
    hdr("x-workspace-id", i["ws"], "generic ws_")
    hdr("login-customer-id", i["gads"], "Google Ads customer id, 10 digits")
    hdr("x-goog-user-project", i["gcp_id"], "GCP project id")
    hdr("ChatGPT-Account-Id", i["chatgpt_acct"], "uuid")
    hdr("x-vercel-team-id", i["vercel_team"], "Vercel team_")
    hdr("X-Org-Id", i["org_generic"], "generic org_")
    i = _ids(rng)
    hdr("x-searchly-account", i["acct_generic"], "invented provider, acct_ + digits")
    hdr("X-Exa-Team-Id", i["exa_team"], "invented team id shape tm_")
    hdr("x-firecrawl-team", i["firecrawl_team"], "hex team id")
    hdr("X-Customer-Id", i["acc_dashed"], "ACC-nnnn-nnnn")
    hdr("x-datadog-org-id", i["dd_org"], "numeric org id")
    hdr("x-client-account", i["proj_generic"], "proj_ in an account header")

    # Body fields (16)
    i = _ids(rng)
    body("customer", i["stripe_cus"], "Stripe cus_")
    body("organization_id", i["org_openai"], "OpenAI org-")
    body("user_id", i["clerk_user"], "Clerk-style user_2…")
    body("project", i["proj_generic"], "proj_ short")
    body("AccountSid", i["twilio_ac"], "Twilio AC + 32 hex")
    body("owner", i["aws"], "AWS account id in an ARN",
         text=f"arn:aws:iam::{i['aws']}:role/search-fixtures-recorder",
         obj={"arn": f"arn:aws:iam::{i['aws']}:role/search-fixtures-recorder"},
         carriers=("obj", "aobj"))  # fmt: skip
    body("billing_account", i["gcp_billing"], "GCP billing account")
    body("team_id", i["vercel_team"], "Vercel team_")
    body("collector_id", i["mp_collector"], "Mercado Pago collector id", lang="es")
    body("merchant_id", i["openpay_merchant"], "Openpay merchant id", lang="es")
    body("organizationId", i["sf_org"], "Salesforce 00D org id")
    body("portalId", i["hubspot"], "HubSpot portal id")
    body("account", i["cust_generic"], "nested account object",
         obj={"id": i["cust_generic"], "plan": "growth"}, carriers=("obj", "aobj"))  # fmt: skip
    body("workspace", i["ws"], "workspace id in a log line",
         text=f"2025-01-14T09:12:44Z quota.exceeded workspace={i['ws']} plan=starter",
         carriers=("obj", "aobj"))  # fmt: skip
    body("slack_team", i["slack_team"], "Slack team id T0…")
    body("cuenta", i["acct_generic"], "Spanish note with an account id",
         text=f"La cuenta del proveedor es {i['acct_generic']}, no la compartas en el PR",
         carriers=("obj", "aobj"), lang="es")  # fmt: skip

    # URL paths (16)
    i = _ids(rng)
    path(
        f"https://api.stripe.com/v1/accounts/{i['stripe_acct']}/external_accounts",
        i["stripe_acct"],
        "Stripe /accounts/acct_",
    )
    path(
        f"https://api.openai.com/v1/organization/projects/{i['proj_openai']}/api_keys",
        i["proj_openai"],
        "OpenAI /projects/proj_",
    )
    path(
        f"https://api.cloudflare.com/client/v4/accounts/{i['cf_acct']}/ai/run/@cf/meta/llama-3-8b-instruct",
        i["cf_acct"],
        "Cloudflare /accounts/<32 hex>",
    )
    path(
        f"https://management.azure.com/subscriptions/{i['azure_sub']}/resourceGroups/rg-buscador/providers/Microsoft.Bing/accounts/bing-sk?api-version=2020-06-10",
        i["azure_sub"],
        "Azure /subscriptions/<uuid>",
    )
    path(
        f"https://us-central1-aiplatform.googleapis.com/v1/projects/{i['gcp_num']}/locations/us-central1/endpoints",
        i["gcp_num"],
        "GCP /projects/<number>",
    )
    path(
        f"https://graph.facebook.com/v20.0/{i['meta_act']}/insights?fields=spend",
        i["meta_act"],
        "Meta act_",
    )
    path(
        f"https://api.vercel.com/v9/projects?teamId={i['vercel_team']}",
        i["vercel_team"],
        "Vercel teamId query",
    )
    path(
        f"https://api.searchly.io/v2/accounts/{i['acct_generic']}/usage",
        i["acct_generic"],
        "generic /accounts/acct_",
    )
    path(
        f"https://api.stripe.com/v1/customers/{i['stripe_cus']}/invoices",
        i["stripe_cus"],
        "Stripe /customers/cus_",
    )
    path(
        f"https://api.twilio.com/2010-04-01/Accounts/{i['twilio_ac']}/Messages.json",
        i["twilio_ac"],
        "Twilio /Accounts/AC…",
    )
    i = _ids(rng)
    path(
        f"https://app.hubspot.com/contacts/{i['hubspot']}/objects/0-1/views/all/list",
        i["hubspot"],
        "HubSpot portal in path",
        html_text="Ver contactos en HubSpot",
    )
    path(
        f"https://dashboard.exa.ai/teams/{i['exa_team']}/billing",
        i["exa_team"],
        "invented dashboard /teams/",
        html_text="Billing dashboard",
    )
    path(
        f"https://api.example-search.com/v1/orgs/{i['org_generic']}/members",
        i["org_generic"],
        "generic /orgs/org_",
    )
    path(
        f"https://console.cloud.google.com/billing/{i['gcp_billing']}/reports",
        i["gcp_billing"],
        "GCP billing account in path",
        html_text="Reporte de facturación",
    )
    path(
        f"https://api.provider.test/v1/workspaces/{i['ws']}/search",
        i["ws"],
        "generic /workspaces/ws_",
    )
    path(
        f"https://api.mercadopago.com/users/{i['mp_collector']}/stores",
        i["mp_collector"],
        "Mercado Pago /users/<id>",
    )
    return out
