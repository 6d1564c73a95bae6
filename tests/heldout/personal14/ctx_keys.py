"""Invented credential and account-id values of many providers' shapes.

Every value is random (prefix of the provider's documented shape + random body): none is
a real key, none was copied from anywhere.
"""

from __future__ import annotations

import base64
import json
import random
from typing import Any

import ids
from ids import ALNUM, B64, B64URL, DIGITS, HEX, LOWER_ALNUM, UPPER, rand

BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
ULID = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _b64url(obj: Any) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict[str, Any], alg: str = "HS256") -> str:
    head = _b64url({"alg": alg, "typ": "JWT"})
    sig_len = 43 if alg.startswith("HS") else 342
    return f"{head}.{_b64url(payload)}.{rand(rng, B64URL, sig_len)}"


def pem_body(rng: random.Random, lines: int) -> list[str]:
    return [rand(rng, B64, 64) for _ in range(lines)]


def key_ctx(rng: random.Random) -> dict[str, Any]:
    c: dict[str, Any] = {}
    r = rng
    c["openai"] = "sk-proj-" + rand(r, B64URL, 74) + "T3BlbkFJ" + rand(r, B64URL, 74)
    c["openai_svc"] = "sk-svcacct-" + rand(r, B64URL, 64) + "T3BlbkFJ" + rand(r, B64URL, 64)
    c["openai_admin"] = "sk-admin-" + rand(r, B64URL, 72)
    c["anthropic"] = "sk-ant-api03-" + rand(r, B64URL, 93) + "AA"
    c["anthropic_admin"] = "sk-ant-admin01-" + rand(r, B64URL, 93) + "AA"
    c["openrouter"] = "sk-or-v1-" + rand(r, HEX, 64)
    c["groq"] = "gsk_" + rand(r, ALNUM, 52)
    c["google"] = "AIza" + rand(r, B64URL, 35)
    c["hf"] = "hf_" + rand(r, ALNUM, 34)
    c["xai"] = "xai-" + rand(r, ALNUM, 80)
    c["tavily"] = "tvly-" + rand(r, ALNUM, 32)
    c["tavily_dev"] = "tvly-dev-" + rand(r, ALNUM, 32)
    c["firecrawl"] = "fc-" + rand(r, HEX, 32)
    c["jina"] = "jina_" + rand(r, HEX, 32) + rand(r, ALNUM, 28)
    c["pplx"] = "pplx-" + rand(r, ALNUM, 48)
    c["exa"] = ids.uuid4(r)
    c["brave"] = "BSA" + rand(r, ALNUM, 28)
    c["serper"] = rand(r, HEX, 40)
    c["serpapi"] = rand(r, HEX, 64)
    c["mistral"] = rand(r, ALNUM, 32)
    c["cohere"] = rand(r, ALNUM, 40)
    c["deepseek"] = "sk-" + rand(r, HEX, 32)
    c["together"] = rand(r, HEX, 64)
    c["fireworks"] = "fw_" + rand(r, ALNUM, 24)
    c["voyage"] = "pa-" + rand(r, B64URL, 43)
    c["eleven"] = "sk_" + rand(r, HEX, 48)
    c["stripe_sk"] = "sk_live_51" + rand(r, ALNUM, 96)
    c["stripe_rk"] = "rk_live_51" + rand(r, ALNUM, 96)
    c["stripe_test"] = "sk_test_51" + rand(r, ALNUM, 96)
    c["stripe_pk"] = "pk_live_51" + rand(r, ALNUM, 96)
    c["whsec"] = "whsec_" + rand(r, ALNUM, 32)
    c["ghp"] = "ghp_" + rand(r, ALNUM, 36)
    c["gho"] = "gho_" + rand(r, ALNUM, 36)
    c["ghs"] = "ghs_" + rand(r, ALNUM, 36)
    c["gh_pat"] = "github_pat_11" + rand(r, UPPER + DIGITS, 20) + "_" + rand(r, ALNUM, 59)
    c["glpat"] = "glpat-" + rand(r, ALNUM + "-_", 20)
    n1, n2 = ids.digits(r, 12), ids.digits(r, 13)
    c["xoxb"] = f"xoxb-{n1}-{n2}-{rand(r, ALNUM, 24)}"
    c["xoxp"] = f"xoxp-{n1}-{ids.digits(r, 12)}-{n2}-{rand(r, HEX, 32)}"
    c["xapp"] = f"xapp-1-A0{rand(r, UPPER + DIGITS, 9)}-{n2}-{rand(r, HEX, 64)}"
    c["slack_hook"] = (
        f"https://hooks.slack.com/services/T0{rand(r, UPPER + DIGITS, 8)}/"
        f"B0{rand(r, UPPER + DIGITS, 9)}/{rand(r, ALNUM, 24)}"
    )
    c["discord_hook"] = (
        f"https://discord.com/api/webhooks/{ids.digits(r, 19)}/{rand(r, B64URL, 68)}"
    )
    c["discord_bot"] = f"{rand(r, B64URL, 26)}.{rand(r, B64URL, 6)}.{rand(r, B64URL, 38)}"
    c["teams_hook"] = (
        f"https://contoso-mx.webhook.office.com/webhookb2/{ids.uuid4(r)}@{ids.uuid4(r)}"
        f"/IncomingWebhook/{rand(r, HEX, 32)}/{ids.uuid4(r)}/V2{rand(r, B64URL, 43)}"
    )
    c["twilio_sid"] = "AC" + rand(r, HEX, 32)
    c["twilio_tok"] = rand(r, HEX, 32)
    c["sendgrid"] = f"SG.{rand(r, B64URL, 22)}.{rand(r, B64URL, 43)}"
    c["mailgun"] = "key-" + rand(r, HEX, 32)
    c["npm"] = "npm_" + rand(r, ALNUM, 36)
    c["pypi"] = "pypi-AgEIcHlwaS5vcmc" + rand(r, B64URL, 150)
    c["do"] = "dop_v1_" + rand(r, HEX, 64)
    c["shpat"] = "shpat_" + rand(r, HEX, 32)
    c["square"] = "EAAA" + rand(r, B64URL, 60)
    c["az_key"] = rand(r, B64, 86) + "=="
    c["az_account"] = "stmx" + rand(r, LOWER_ALNUM, 10)
    c["az_openai"] = rand(r, HEX, 32)
    c["akia"] = "AKIA" + rand(r, UPPER + "234567", 16)
    c["asia"] = "ASIA" + rand(r, UPPER + "234567", 16)
    c["aws_secret"] = rand(r, B64, 40)
    c["aws_session"] = "IQoJb3JpZ2luX2VjE" + rand(r, B64, 300)
    c["dapi"] = "dapi" + rand(r, HEX, 32)
    c["replicate"] = "r8_" + rand(r, ALNUM, 37)
    c["pinecone"] = "pcsk_" + rand(r, ALNUM, 6) + "_" + rand(r, ALNUM, 63)
    ref = rand(r, "abcdefghijklmnopqrst", 20)
    c["sb_ref"] = ref
    c["sb_service"] = jwt(
        r,
        {
            "iss": "supabase",
            "ref": ref,
            "role": "service_role",
            "iat": 1712000000,
            "exp": 2027576000,
        },
    )
    c["sb_anon"] = jwt(
        r, {"iss": "supabase", "ref": ref, "role": "anon", "iat": 1712000000, "exp": 2027576000}
    )
    c["sb_secret"] = "sb_secret_" + rand(r, B64URL, 32)
    c["sb_pub"] = "sb_publishable_" + rand(r, B64URL, 32)
    c["atlassian"] = "ATATT3xFfGF0" + rand(r, B64URL, 170) + "=" + rand(r, HEX.upper(), 8)
    c["linear"] = "lin_api_" + rand(r, ALNUM, 40)
    c["notion"] = "ntn_" + rand(r, DIGITS, 11) + rand(r, ALNUM, 35)
    c["airtable"] = "pat" + rand(r, ALNUM, 14) + "." + rand(r, HEX, 64)
    c["vercel"] = rand(r, ALNUM, 24)
    c["sentry"] = "sntrys_" + rand(r, B64URL, 140)
    c["doppler"] = "dp.st.prd." + rand(r, ALNUM, 43)
    c["vault"] = "hvs." + rand(r, B64URL, 90)
    c["telegram"] = f"{ids.digits(r, 10)}:AA{rand(r, B64URL, 33)}"
    c["mapbox_sk"] = "sk.eyJ1Ijoi" + rand(r, B64URL, 40) + "." + rand(r, B64URL, 22)
    c["mapbox_pk"] = "pk.eyJ1Ijoi" + rand(r, B64URL, 40) + "." + rand(r, B64URL, 22)
    c["age"] = "AGE-SECRET-KEY-1" + rand(r, BECH32, 58)
    c["okta"] = "00" + rand(r, B64URL, 40)
    c["dd"] = rand(r, HEX, 32)
    c["newrelic"] = "NRAK-" + rand(r, UPPER + DIGITS, 27)
    c["grafana"] = "glsa_" + rand(r, ALNUM, 32) + "_" + rand(r, HEX, 8)
    c["pscale"] = "pscale_pw_" + rand(r, B64URL, 43)
    c["langsmith"] = "lsv2_pt_" + rand(r, HEX, 32) + "_" + rand(r, HEX, 10)
    c["wandb"] = rand(r, HEX, 40)
    c["algolia_admin"] = rand(r, HEX, 32)
    c["algolia_search"] = rand(r, HEX, 32)
    c["algolia_app"] = rand(r, UPPER + DIGITS, 10)
    c["cloudflare"] = rand(r, B64URL, 40)
    c["heroku"] = ids.uuid4(r)
    c["fcm"] = "AAAA" + rand(r, B64URL, 7) + ":APA91b" + rand(r, B64URL, 134)
    c["gocspx"] = "GOCSPX-" + rand(r, B64URL, 28)
    c["g_refresh"] = "1//0" + rand(r, B64URL, 99)
    c["g_access"] = "ya29.a0" + rand(r, B64URL, 180)
    c["bearer"] = rand(r, B64URL, 48)
    c["session"] = rand(r, B64URL, 64)
    c["pw"] = rand(r, ALNUM, 10) + rng.choice("!#$%*") + rand(r, DIGITS, 2)
    c["pw_word"] = (
        rng.choice(["Tlaloc", "Xochimilco", "Popo", "Jaguar", "Colibri", "Mezcal"])
        + rng.choice("#$.!*")
        + ids.digits(r, 4)
    )
    c["db_user"] = rng.choice(["app_rw", "api", "svc_pagos", "admin", "deploy"])
    c["db_host"] = rng.choice(
        ["db-prod-01.internal", "10.12.0.8", "pg.interno.lan", "mysql-primary"]
    )
    c["basic"] = base64.b64encode(f"{c['db_user']}:{c['pw']}".encode()).decode()
    c["docker_auth"] = base64.b64encode(f"ci-bot:{c['ghp']}".encode()).decode()
    c["k8s_pw"] = base64.b64encode(c["pw"].encode()).decode()
    c["user_jwt"] = jwt(
        r, {"sub": ids.digits(r, 8), "scope": "orders:write", "iat": 1718000000, "exp": 1718003600}
    )
    c["rs_jwt"] = jwt(
        r,
        {
            "iss": "https://auth.ejemplo-tienda.mx/",
            "sub": "svc-facturacion",
            "aud": "api",
            "exp": 1893456000,
        },
        "RS256",
    )
    c["nextauth"] = rand(r, B64URL, 44)
    c["jwe"] = (
        "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
        + rand(r, B64URL, 22)
        + "."
        + rand(r, B64URL, 120)
        + "."
        + rand(r, B64URL, 22)
    )
    c["amz_sig"] = rand(r, HEX, 64)
    c["sas_sig"] = rand(r, B64, 43) + "%3D"
    c["hex64"] = rand(r, HEX, 64)
    c["hex32"] = rand(r, HEX, 32)
    c["rsa_lines"] = pem_body(r, 6)
    ssh_head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    c["ssh_lines"] = [ssh_head, *pem_body(r, 4)]
    c["pem_rsa"] = "\n".join(
        ["-----BEGIN RSA PRIVATE KEY-----", *c["rsa_lines"], "-----END RSA PRIVATE KEY-----"]
    )
    c["pem_pk8"] = "\n".join(
        [
            "-----BEGIN PRIVATE KEY-----",
            "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rand(r, B64, 32),
            *pem_body(r, 4),
            "-----END PRIVATE KEY-----",
        ]
    )
    c["pem_ec"] = "\n".join(
        [
            "-----BEGIN EC PRIVATE KEY-----",
            "MHcCAQEEI" + rand(r, B64, 55),
            *pem_body(r, 1),
            "-----END EC PRIVATE KEY-----",
        ]
    )
    c["pem_ssh"] = "\n".join(
        [
            "-----BEGIN OPENSSH PRIVATE KEY-----",
            *c["ssh_lines"],
            "-----END OPENSSH PRIVATE KEY-----",
        ]
    )
    c["pem_pgp"] = "\n".join(
        [
            "-----BEGIN PGP PRIVATE KEY BLOCK-----",
            "",
            "lQdGBGX" + rand(r, B64, 57),
            *pem_body(r, 3),
            "=" + rand(r, B64, 4),
            "-----END PGP PRIVATE KEY BLOCK-----",
        ]
    )
    # account ids
    c["acct"] = "acct_1" + rand(r, ALNUM, 15)
    c["cus"] = "cus_" + rand(r, ALNUM, 14)
    c["oai_org"] = "org-" + rand(r, ALNUM, 24)
    c["oai_proj"] = "proj_" + rand(r, ALNUM, 24)
    c["uuid"] = ids.uuid4(r)
    c["uuid2"] = ids.uuid4(r)
    c["aws_acct"] = ids.digits(r, 12)
    c["gcp_num"] = ids.digits(r, 12)
    c["gcp_id"] = (
        rng.choice(["tienda", "pagos", "ventas", "crm", "portal"]) + "-prod-" + ids.digits(r, 5)
    )
    c["gads"] = ids.digits(r, 10)
    c["gads_hy"] = f"{c['gads'][:3]}-{c['gads'][3:6]}-{c['gads'][6:]}"
    c["cf_acct"] = rand(r, HEX, 32)
    c["vercel_team"] = "team_" + rand(r, ALNUM, 24)
    c["slack_team"] = "T0" + rand(r, UPPER + DIGITS, 9)
    c["slack_user"] = "U0" + rand(r, UPPER + DIGITS, 9)
    c["slack_chan"] = "C0" + rand(r, UPPER + DIGITS, 9)
    c["sf_org"] = "00D" + rand(r, ALNUM, 12) + rand(r, UPPER, 3)
    c["shop_id"] = ids.digits(r, 8)
    c["meta_act"] = ids.digits(r, 16)
    c["atlas_group"] = rand(r, HEX, 24)
    c["clerk_user"] = "user_2" + rand(r, ALNUM, 26)
    c["workos_org"] = "org_01" + rand(r, ULID, 24)
    c["auth0_user"] = "auth0|" + rand(r, HEX, 24)
    c["google_sub"] = "google-oauth2|1" + ids.digits(r, 20)
    c["openpay_m"] = "m" + rand(r, "abcdefghijklmnopqrstuvwxyz0123456789", 19)
    c["openpay_c"] = "a" + rand(r, "abcdefghijklmnopqrstuvwxyz0123456789", 19)
    c["mp_collector"] = ids.digits(r, 10)
    c["meli_seller"] = ids.digits(r, 9)
    c["paypal_payer"] = rand(r, UPPER + DIGITS, 13)
    c["tg_chat"] = ids.digits(r, 9)
    c["snowflake"] = ids.digits(r, 18)
    c["paddle_ctm"] = "ctm_01h" + rand(r, "0123456789abcdefghjkmnpqrstvwxyz", 23)
    c["conekta_cus"] = "cus_2" + rand(r, ALNUM, 16)
    c["apple_team"] = rand(r, UPPER + DIGITS, 10)
    c["hubspot"] = ids.digits(r, 8)
    c["acct_num"] = ids.digits(r, 9)
    c["ws"] = "ws_" + rand(r, LOWER_ALNUM, 20)
    c["mongo_user"] = rng.choice(["ventas_app", "etl", "reportes"])
    return c
