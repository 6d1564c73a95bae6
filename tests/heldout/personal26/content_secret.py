# ruff: noqa: B007, E501
"""Secrets (label secret) of corpus 26: invented values in many providers' shapes."""

from __future__ import annotations

import base64
import random
from typing import Any

from ids import alnum, digits, hexs


def _e(
    kind: str, lang: str, form: str, value: str, text: str, key: str, mode: str = "any"
) -> dict[str, Any]:
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        "mode": mode,
    }


def build(r: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    gens = [
        ("openai", lambda: f"sk-proj-{alnum(r, 48, '_-')}"),
        ("anthropic", lambda: f"sk-ant-api03-{alnum(r, 86, '_-')}AA"),
        ("github-pat", lambda: f"ghp_{alnum(r, 36)}"),
        ("github-fine", lambda: f"github_pat_11{alnum(r, 20).upper()}_{alnum(r, 59)}"),
        ("gitlab", lambda: f"glpat-{alnum(r, 20, '-_')}"),
        ("slack-bot", lambda: f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}"),
        ("aws-access-key", lambda: f"AKIA{alnum(r, 16).upper()}"),
        ("google", lambda: f"AIza{alnum(r, 35, '_-')}"),
        ("sendgrid", lambda: f"SG.{alnum(r, 22, '_-')}.{alnum(r, 43, '_-')}"),
        ("stripe-live", lambda: f"sk_live_51{alnum(r, 96)}"),
        ("stripe-restricted", lambda: f"rk_live_{alnum(r, 24)}"),
        ("stripe-webhook", lambda: f"whsec_{alnum(r, 32)}"),
        ("mailgun", lambda: f"key-{hexs(r, 32)}"),
        ("npm", lambda: f"npm_{alnum(r, 36)}"),
        ("huggingface", lambda: f"hf_{alnum(r, 34)}"),
        ("tavily", lambda: f"tvly-prod-{alnum(r, 32)}"),
        ("firecrawl", lambda: f"fc-{hexs(r, 32)}"),
        ("jina", lambda: f"jina_{hexs(r, 32)}{alnum(r, 28)}"),
        ("perplexity", lambda: f"pplx-{alnum(r, 48)}"),
        ("groq", lambda: f"gsk_{alnum(r, 52)}"),
        ("xai", lambda: f"xai-{alnum(r, 80)}"),
        ("digitalocean", lambda: f"dop_v1_{hexs(r, 64)}"),
        ("shopify", lambda: f"shpat_{hexs(r, 32)}"),
        ("vault", lambda: f"hvs.{alnum(r, 90)}"),
        ("linear", lambda: f"lin_api_{alnum(r, 40)}"),
        ("notion", lambda: f"ntn_{digits(r, 11)}{alnum(r, 35)}"),
        ("postman", lambda: f"PMAK-{hexs(r, 24)}-{hexs(r, 34)}"),
        ("databricks", lambda: f"dapi{hexs(r, 32)}"),
        ("newrelic", lambda: f"NRAK-{alnum(r, 27).upper()}"),
        ("telegram", lambda: f"{digits(r, 10)}:AA{alnum(r, 33, '_-')}"),
        ("doppler", lambda: f"dp.st.prd.{alnum(r, 43)}"),
        ("mapbox", lambda: f"sk.eyJ1Ijoi{alnum(r, 40)}.{alnum(r, 22)}"),
        ("invented-search", lambda: f"srch_live_{alnum(r, 40)}"),
        ("invented-crawler", lambda: f"crwl-{hexs(r, 8)}-{hexs(r, 24)}"),
        ("invented-geo", lambda: f"geo_sk_{alnum(r, 30)}_{digits(r, 4)}"),
    ]
    ctx = [
        ("env", "en", lambda k, v: f"{k.upper().replace('-', '_')}_KEY={v}", "env_file"),
        (
            "ci-log",
            "en",
            lambda k, v: (
                f"[build 4412] + curl -s -H 'Authorization: Bearer {v}' https://api.internal/v1/health"
            ),
            "ci_log",
        ),
        (
            "python",
            "en",
            lambda k, v: f'client = Client(api_key="{v}")  # TODO mover a vault',
            "snippet",
        ),
        ("js", "en", lambda k, v: f"const apiKey = '{v}'; // temporal", "snippet_js"),
        ("go", "en", lambda k, v: f'req.Header.Set("X-Api-Key", "{v}")', "snippet_go"),
        ("php", "en", lambda k, v: f"$config['api_key'] = '{v}';", "snippet_php"),
        ("java", "en", lambda k, v: f'private static final String TOKEN = "{v}";', "snippet_java"),
        (
            "shell-history",
            "en",
            lambda k, v: f"  512  export {k.upper().replace('-', '_')}_TOKEN={v}",
            "bash_history",
        ),
        ("ini", "en", lambda k, v: f"[{k}] secret_key = {v}", "config_ini"),
        ("toml", "en", lambda k, v: f'api_token = "{v}"', "pyproject_extra"),
        ("properties", "en", lambda k, v: f"app.{k}.key={v}", "application_properties"),
        (
            "chat",
            "es",
            lambda k, v: f"te paso la key de {k} pa q pruebes: {v} (no la compartas)",
            "mensaje",
        ),
        (
            "ticket",
            "pt",
            lambda k, v: f"Chamado #{digits(r, 5)}: a chave {v} parou de funcionar",
            "chamado",
        ),
        (
            "compose",
            "en",
            lambda k, v: f"      - {k.upper().replace('-', '_')}_API_KEY={v}",
            "compose_env",
        ),
        ("error", "en", lambda k, v: f"401 Unauthorized: invalid key '{v}' for {k}", "error"),
        ("header", "en", lambda k, v: v, "X-Api-Key"),
    ]
    for i, (k, fn) in enumerate(gens * 3):
        v = fn()
        form, lang, tf, key = ctx[(i * 7 + i // len(gens)) % len(ctx)]
        mode = "header" if form == "header" else "any"
        out.append(_e(f"api-key-{k}", lang, f"{k} in {form}", v, tf(k, v), key, mode))
    # other secret shapes
    for i in range(4):
        pw = alnum(r, 14, "!#%")
        v = f"postgres://app_user:{pw}@db-prod.internal:5432/fixtures"
        out.append(_e("connection-string", "en", "postgres URL", v, f"DATABASE_URL={v}", "env"))
        v2 = f"mongodb+srv://admin:{alnum(r, 16)}@cluster0.{alnum(r, 5).lower()}.mongodb.net/app"
        out.append(
            _e("connection-string", "en", "mongodb URL", v2, f'mongoose.connect("{v2}")', "snippet")
        )
        v3 = f"DefaultEndpointsProtocol=https;AccountName=fxstore{i};AccountKey={alnum(r, 86)}==;EndpointSuffix=core.windows.net"
        out.append(
            _e(
                "connection-string",
                "en",
                "Azure storage",
                v3,
                v3,
                "AZURE_STORAGE_CONNECTION_STRING",
            )
        )
    for i in range(4):
        raw = f"{alnum(r, 18)}!"
        b = base64.b64encode(raw.encode()).decode()
        out.append(
            _e(
                "k8s-secret",
                "en",
                "Kubernetes Secret data (base64)",
                b,
                f"  DB_PASSWORD: {b}",
                "k8s_manifest",
            )
        )
        pw = alnum(r, 16, "$%")
        out.append(
            _e(
                "password",
                "es",
                "password in chat",
                pw,
                f"usuario admin, contraseña: {pw} (cambiala al entrar)",
                "mensaje",
            )
        )
        pw2 = alnum(r, 12, "!")
        out.append(
            _e(
                "password",
                "en",
                "mysql cli",
                f"-p{pw2}",
                f"$ mysql -h 10.0.3.4 -u root -p{pw2} fixtures",
                "history",
            )
        )
        c = alnum(r, 32)
        out.append(
            _e(
                "cookie",
                "en",
                "session cookie",
                c,
                f"Cookie: sessionid={c}; csrftoken={alnum(r, 32)}",
                "cookie_dump",
            )
        )
        h = f"{alnum(r, 22)}.{alnum(r, 6)}.{alnum(r, 27)}"
        out.append(_e("discord-bot-token", "en", "bot token", h, f"DISCORD_TOKEN={h}", "env"))
        s = f"https://fixtures-bucket.s3.amazonaws.com/raw/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{alnum(r, 16).upper()}%2F20260212%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature={hexs(r, 64)}"
        out.append(_e("signed-url", "en", "S3 presigned URL", s, s, "download_url"))
        hd = f"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfOTkxIiwicm9sZSI6InNlcnZpY2Vfcm9sZSJ9.{alnum(r, 43, '_-')}"
        out.append(
            _e("jwt", "en", "service JWT", hd, f"Authorization: Bearer {hd}", "auth_header_dump")
        )
        bw = base64.b64encode(f"deploy:{alnum(r, 14)}".encode()).decode()
        out.append(
            _e(
                "basic-auth",
                "en",
                "Basic credentials",
                f"Basic {bw}",
                f"Basic {bw}",
                "Authorization",
                "header",
            )
        )
        wh = f"https://hooks.slack.com/services/T{alnum(r, 8).upper()}/B{alnum(r, 10).upper()}/{alnum(r, 24)}"
        out.append(_e("webhook-url", "en", "Slack webhook", wh, f"SLACK_WEBHOOK={wh}", "notify"))
    for i in range(3):
        a = alnum(r, 20)
        b = alnum(r, 40)
        out.append(
            _e(
                "api-key-split",
                "en",
                "key split over two lines",
                f"sk-proj-{a}",
                f'OPENAI_API_KEY="sk-proj-{a}\\\n{b}"',
                "",
                "html",
            )
        )
        pem = "-----BEGIN RSA PRIVATE KEY-----"
        out.append(
            _e(
                "private-key",
                "en",
                "PEM in a page",
                pem,
                f"{pem}\nMIIEowIBAAKCAQEA{alnum(r, 48, '+/')}\n{alnum(r, 64, '+/')}\n-----END RSA PRIVATE KEY-----",
                "",
                "html",
            )
        )

    for i in range(6):
        v = [f"tvly-prod-{alnum(r, 32)}", f"sk-proj-{alnum(r, 48)}", f"ghp_{alnum(r, 36)}"][i % 3]
        t = [
            f"entorno,variable,valor\nprod,TAVILY_API_KEY,{v}",
            f"name\tvalue\nOPENAI_API_KEY\t{v}",
            f"| svc | token |\n| gh-actions | {v} |",
        ][i % 3]
        out.append(
            _e(
                "api-key-cell",
                "es" if i % 3 == 0 else "en",
                "key in a spreadsheet cell under a header row",
                v,
                t,
                "",
                "html",
            )
        )
    for i in range(4):
        v = alnum(r, 24, "!@#")
        out.append(
            _e(
                "password",
                "pt",
                "password in a ticket",
                v,
                f"senha do usuário admin: {v} (trocar depois)",
                "chamado",
            )
        )
    return out
