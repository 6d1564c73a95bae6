"""Secret items of corpus 31: credentials where systems leak them (label secret).

All keys are random characters in a provider-like shape; none is a vendor's documented
example and none is live.
"""

from __future__ import annotations

import base64
import string
from typing import Any

import values as V
from values import R, pick

Item = dict[str, Any]
AZ = string.ascii_letters + string.digits


def _mk(kind: str, lang: str, form: str, key: str, value: str, payload: Any) -> Item:
    return {
        "label": "secret",
        "family": "secret",
        "kind": kind,
        "lang": lang,
        "form": form,
        "key": key,
        "value": value,
        "payload": payload,
    }


def _env(n: int) -> list[Item]:
    shapes = [
        ("STRIPE_SECRET_KEY", lambda: "sk_live_" + V.b62(40)),
        ("CONEKTA_PRIVATE_KEY", lambda: "key_" + V.b62(26)),
        (
            "MP_ACCESS_TOKEN",
            lambda: f"APP_USR-{V.digits(16)}-{V.digits(6)}-{V.hexs(32)}-{V.digits(9)}",
        ),
        ("SENDGRID_API_KEY", lambda: "SG." + V.b62(22) + "." + V.b62(43)),
        ("TWILIO_AUTH_TOKEN", lambda: V.hexs(32)),
        ("OPENAI_API_KEY", lambda: "sk-proj-" + V.b62(48)),
        ("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + V.b62(80) + "-" + V.b62(6) + "AA"),
        ("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + V.hexs(32)),
        ("TELEGRAM_BOT_TOKEN", lambda: f"{V.digits(10)}:AA{V.b62(33)}"),
        ("SLACK_BOT_TOKEN", lambda: f"xoxb-{V.digits(12)}-{V.digits(13)}-{V.b62(24)}"),
        ("GOOGLE_MAPS_KEY", lambda: "AIza" + V.b62(35)),
        ("NPM_TOKEN", lambda: "npm_" + V.b62(36)),
        ("TAVILY_API_KEY", lambda: "tvly-prod-" + V.b62(32)),
        ("FACTURAMA_PASSWORD", lambda: V.b62(10) + "!9" + V.b62(6)),
        ("OPENPAY_PRIVATE_KEY", lambda: "sk_" + V.hexs(32)),
        ("MAILGUN_API_KEY", lambda: f"key-{V.hexs(32)}"),
    ]
    out = []
    for i in range(n):
        name, gen = shapes[i % len(shapes)]
        v = gen()
        form_i = i % 3
        if form_i == 0:
            out.append(
                _mk(
                    "env-line", "en", ".env line in a recorded config dump", "env", v, f"{name}={v}"
                )
            )
        elif form_i == 1:
            out.append(
                _mk(
                    "env-line",
                    "es",
                    "export line in a deploy log",
                    "deploy_log",
                    v,
                    f"+ export {name}='{v}'",
                )
            )
        else:
            out.append(
                _mk(
                    "config-field",
                    "en",
                    "key under a neutral name in a settings object",
                    "settings",
                    v,
                    {"provider": name.split("_")[0].lower(), "val": v, "timeout": 30},
                )
            )
    return out


def _signed_urls(n: int) -> list[Item]:
    out = []
    for i in range(n):
        k = i % 4
        if k == 0:
            sig = V.hexs(64)
            url = (
                f"https://expedientes-mx.s3.us-east-1.amazonaws.com/export/lote-77.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{V.rnd('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}%2F20251104%2Fus-east-1%2Fs3%2Faws4_request"  # noqa: E501
                f"&X-Amz-Date=20251104T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
            )
            out.append(
                _mk(
                    "signed-url",
                    "en",
                    "S3 presigned URL (signature) in an export job result",
                    "download_url",
                    sig,
                    url,
                )
            )
        elif k == 1:
            sig = V.hexs(256)
            url = (
                f"https://storage.googleapis.com/recibos-nomina/2025/q21.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256"
                f"&X-Goog-Credential=exporter%40nomina-prod.iam.gserviceaccount.com%2F20251104%2Fauto%2Fstorage%2Fgoog4_request"
                f"&X-Goog-Date=20251104T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
            )
            out.append(
                _mk(
                    "signed-url",
                    "es",
                    "GCS signed URL in a payroll download e-mail",
                    "enlace",
                    sig,
                    url,
                )
            )
        elif k == 2:
            sig = V.b62(43) + "%3D"
            url = f"https://citasclinica.blob.core.windows.net/adjuntos/orden.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-01T00:00:00Z&spr=https&sig={sig}"
            out.append(
                _mk(
                    "signed-url",
                    "es",
                    "Azure SAS URL in a lab-results notification",
                    "adjunto",
                    sig,
                    url,
                )
            )
        else:
            tok = V.b62(40)
            url = f"https://descargas.example.test/v1/files/cfdi-2291.xml?token={tok}&expires=1764547200"
            out.append(
                _mk("signed-url", "es", "download token in a query string", "xml_url", tok, url)
            )
    return out


def _headers(n: int) -> list[Item]:
    out = []
    for i in range(n):
        k = i % 4
        if k == 0:
            t = V.b62(48)
            out.append(
                _mk(
                    "bearer-token",
                    "en",
                    "opaque Bearer token in a recorded Authorization header",
                    "Authorization",
                    t,
                    [f"Bearer {t}"],
                )
            )
        elif k == 1:
            t = V.b62(36)
            out.append(
                _mk(
                    "bearer-token",
                    "es",
                    "Bearer token in a curl line of a support ticket",
                    "ticket",
                    t,
                    f"curl -H 'Authorization: Bearer {t}' https://api.example.test/v2/envios",
                )
            )
        elif k == 2:
            cred = base64.b64encode(f"integracion.erp:{V.b62(14)}".encode()).decode()
            out.append(
                _mk(
                    "basic-auth",
                    "en",
                    "Basic credentials in a request-dump line",
                    "request_dump",
                    cred,
                    f"Authorization: Basic {cred}",
                )
            )
        else:
            t = V.b62(32)
            out.append(
                _mk(
                    "api-key-header",
                    "en",
                    "X-Api-Key header recorded as a list",
                    "X-Api-Key",
                    t,
                    [t],
                )
            )
    return out


def _cookies(n: int) -> list[Item]:
    out = []
    for i in range(n):
        s = V.b62(40)
        if i % 2:
            out.append(
                _mk(
                    "cookie",
                    "en",
                    "session cookie in a recorded Cookie header",
                    "Cookie",
                    s,
                    [f"sessionid={s}; csrftoken={V.b62(32)}"],
                )
            )
        else:
            out.append(
                _mk(
                    "cookie",
                    "es",
                    "Set-Cookie echoed in an error page",
                    "debug",
                    s,
                    f"Set-Cookie: PHPSESSID={s}; path=/; HttpOnly (respuesta del portal de facturación)",
                )
            )
    return out


def _jwts(n: int) -> list[Item]:
    out = []
    for i in range(n):
        t = V.jwt({"sub": f"svc-{V.hexs(6)}", "scope": "envios:write", "exp": 1767225600 + i})
        if i % 2:
            out.append(
                _mk(
                    "jwt",
                    "en",
                    "JWT in an access_token field of an OAuth response",
                    "oauth",
                    t,
                    {"access_token": t, "token_type": "Bearer", "expires_in": 3600},
                )
            )
        else:
            out.append(
                _mk(
                    "jwt",
                    "es",
                    "JWT in a websocket URL query",
                    "ws_url",
                    t,
                    f"wss://rastreo.example.test/live?auth={t}",
                )
            )
    return out


def _webhook_secrets(n: int) -> list[Item]:
    out = []
    for i in range(n):
        if i % 2:
            s = "whsec_" + V.b62(32)
            out.append(
                _mk(
                    "webhook-secret",
                    "en",
                    "webhook signing secret in an endpoint config",
                    "endpoint",
                    s,
                    {"url": "https://api.example.test/hooks/pagos", "signing_secret": s},
                )
            )
        else:
            s = V.hexs(40)
            out.append(
                _mk(
                    "webhook-secret",
                    "es",
                    "webhook signing secret in an .ini line",
                    "ini",
                    s,
                    f"[webhooks] secreto_firma = {s}",
                )
            )
    return out


def _conn(n: int) -> list[Item]:
    out = []
    for i in range(n):
        pw = V.b62(12) + pick(["!", "_", "9"]) + V.b62(4)
        k = i % 6
        urls = [
            f"postgresql://nomina_app:{pw}@db-nomina.internal:5432/nomina",
            f"mongodb+srv://crm:{pw}@cluster0.x7k2p.mongodb.net/leads?retryWrites=true",
            f"redis://default:{pw}@cache-citas.internal:6379/0",
            f"mysql://escolar:{pw}@10.20.3.14:3306/inscripciones",
            f"amqps://logistica:{pw}@mq.internal:5671/envios",
            f"Server=tcp:sql-seguros.database.windows.net,1433;Database=siniestros;User ID=app;Password={pw};Encrypt=True",  # noqa: E501
        ]
        out.append(
            _mk(
                "connection-string",
                pick(["en", "es"]),
                "connection string with password in a config/error line",
                "dsn",
                pw,
                urls[k],
            )
        )
    return out


def _private_keys(n: int) -> list[Item]:
    out = []
    for _i in range(n):
        body = V.pem_body()
        pem = (
            "-----BEGIN PRIVATE KEY-----\n"
            + body
            + "\n"
            + V.b62(64)
            + "\n-----END PRIVATE KEY-----\n"
        )
        out.append(
            _mk(
                "private-key",
                "en",
                "service-account style JSON with private_key (escaped PEM)",
                "credenciales",
                "-----BEGIN PRIVATE KEY-----",
                {
                    "type": "service_account",
                    "project_id": "facturacion-prod",
                    "private_key_id": V.hexs(40),
                    "private_key": pem,
                },
            )
        )
    return out


def _pem_html(n: int) -> list[Item]:
    out = []
    for _ in range(n):
        pem = "\n".join(
            [
                "-----BEGIN RSA PRIVATE KEY-----",
                "MIIEpAIBAAKCAQEA" + V.b62(48),
                V.b62(64),
                V.b62(40) + "==",
                "-----END RSA PRIVATE KEY-----",
            ]
        )
        out.append(
            _mk(
                "private-key",
                "es",
                "PEM private key pasted in a help page <pre>",
                "pem",
                "-----BEGIN RSA PRIVATE KEY-----",
                pem,
            )
        )
    return out


def _ci(n: int) -> list[Item]:
    shapes = [
        ("GITLAB_DEPLOY_TOKEN", lambda: "glpat-" + V.b62(20)),
        ("GH_TOKEN", lambda: "ghp_" + V.b62(36)),
        ("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + V.b62(60)),
        ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + V.b62(27)),
        ("SENTRY_AUTH_TOKEN", lambda: "sntrys_" + V.b62(60)),
    ]
    out = []
    for i in range(n):
        name, gen = shapes[i % len(shapes)]
        v = gen()
        if i % 2:
            out.append(
                _mk(
                    "ci-variable",
                    "en",
                    "CI variable in a pipeline variables object",
                    "variables",
                    v,
                    {name: v, "STAGE": "prod"},
                )
            )
        else:
            out.append(
                _mk(
                    "ci-variable",
                    "en",
                    "CI variable echoed in a job log",
                    "job_log",
                    v,
                    f"$ echo \u2019{name}={v}\u2019 >> .npmrc",
                )
            )
    return out


def _recovery(n: int) -> list[Item]:
    out = []
    for i in range(n):
        codes = " ".join(
            f"{V.rnd('abcdefghjkmnpqrstuvwxyz23456789', 4)}-{V.rnd('abcdefghjkmnpqrstuvwxyz23456789', 4)}"
            for _ in range(5)
        )
        if i % 2:
            out.append(
                _mk(
                    "recovery-codes",
                    "es",
                    "2FA recovery codes in a notification e-mail",
                    "correo",
                    codes,
                    f"Tus códigos de respaldo (cada uno sirve una vez): {codes}",
                )
            )
        else:
            out.append(
                _mk(
                    "recovery-codes",
                    "en",
                    "one-time backup codes in an account export",
                    "backup_codes",
                    codes,
                    {"mfa": "totp", "backup_codes": codes},
                )
            )
    return out


def _query(n: int) -> list[Item]:
    out = []
    for i in range(n):
        k = V.b62(32)
        p = ["api_key", "apikey", "key", "access_token"][i % 4]
        out.append(
            _mk(
                "api-key-query",
                "en",
                f"key in a '{p}' query parameter of a logged URL",
                "url",
                k,
                f"GET https://api.example.test/v3/geocode?q=Av+Reforma+222&{p}={k} 200",
            )
        )
    return out


def _errors(n: int) -> list[Item]:
    out = []
    for i in range(n):
        k = "sk_live_" + V.b62(32) if i % 2 else "rk_live_" + V.b62(32)
        out.append(
            _mk(
                "api-key-error",
                pick(["en", "es"]),
                "key echoed in a provider error message",
                "error",
                k,
                f"Invalid API Key provided: {k} (request req_{V.b62(14)})",
            )
        )
    return out


def _aws(n: int) -> list[Item]:
    out = []
    for i in range(n):
        if i % 2:
            s = V.rnd(AZ + "/+", 40)
            out.append(
                _mk(
                    "cloud-key",
                    "en",
                    "AWS secret access key in a credentials file line",
                    "aws",
                    s,
                    f"aws_secret_access_key = {s}",
                )
            )
        else:
            a = "AKIA" + V.rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
            out.append(
                _mk(
                    "cloud-key",
                    "en",
                    "AWS access key id in a JSON config",
                    "aws_cfg",
                    a,
                    {"accessKeyId": a, "region": "us-east-1"},
                )
            )
    return out


def _prose(n: int) -> list[Item]:
    out = []
    for i in range(n):
        k = "sk-" + V.b62(48)
        t = [
            ("es", f"Te paso la llave de la API para que pruebes: {k} (no la compartas)"),
            ("pt", f"Segue a chave de produção que o fornecedor mandou: {k}"),
            ("en", f"Use this key for the staging import, it is the live one: {k}"),
        ][i % 3]
        out.append(_mk("api-key-prose", t[0], "key in a chat/e-mail sentence", "mensaje", k, t[1]))
    return out


def all_items() -> list[Item]:
    return (
        _env(26)
        + _signed_urls(12)
        + _headers(16)
        + _cookies(8)
        + _jwts(10)
        + _webhook_secrets(8)
        + _conn(12)
        + _private_keys(6)
        + _pem_html(3)
        + _ci(10)
        + _recovery(8)
        + _query(8)
        + _errors(6)
        + _aws(6)
        + _prose(6)
    )


_ = R
