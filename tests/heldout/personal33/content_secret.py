"""Secrets of corpus 33, where converted documents leak them.

Same tuple as ``content_personal.generate``. Every key is random (seeded): none is a real or
vendor-documented example key. ``where == "pem"`` marks a PEM block (multi-line in HTML).
"""

from __future__ import annotations

import string

from values import V

HOSTS = [
    "db-nomina.interno.example",
    "10.20.4.17",
    "pg-prod.bajio-logistica.example",
    "mongo-rs0.cumbres.example",
]


def generate(seed: int = 3302) -> list[tuple[str, str, str, str, str, str, str]]:
    v = V(seed)
    r = v.r
    out: list[tuple[str, str, str, str, str, str, str]] = []

    def add(kind: str, lang: str, form: str, value: str, text: str, where: str = "doc") -> None:
        out.append((kind, "secret", lang, form, value, text, where))

    def pw() -> str:
        return (
            r.choice(["Nomina", "Bajio", "Cumbres", "Tlalli", "Sierra"])
            + v.alnum(6)
            + r.choice("!#$%*")
            + v.digits(3)
        )

    # manuals / runbooks with connection strings
    for i in range(16):
        user = r.choice(["app_nomina", "svc_reportes", "admin", "etl_user"])
        p = pw()
        host = r.choice(HOSTS)
        scheme = r.choice(["postgresql", "mysql", "mongodb", "redis", "amqp", "mssql"])
        val = f"{scheme}://{user}:{p}@{host}:{r.choice([5432, 3306, 27017, 6379, 5672, 1433])}/{r.choice(['nomina', 'erp', 'reportes'])}"  # noqa: E501
        lang = "es" if i % 4 else "en"
        txt = r.choice(
            [
                f"## 4.2 Conexión a la base de datos\nCadena de conexión de producción:\n{val}\n— Página 12 de 40 —",
                f"Runbook: restore\n1. export DATABASE_URL={val}\n2. ./restaurar.sh --desde respaldo_2025-05-01",
                f"| Ambiente | Cadena |\n|---|---|\n| prod | {val} |",
            ]
        )
        add(
            "connection-string",
            lang,
            "connection string with a password; PDF manual / runbook",
            val,
            txt,
        )

    # passwords in exported config pages / manuals
    for i in range(18):
        p = pw()
        lang = ["es", "es", "en", "pt"][i % 4]
        lab = {
            "es": r.choice(["Contraseña", "Password del administrador", "Clave de acceso"]),
            "en": "Admin password",
            "pt": "Senha",
        }[lang]
        val = p
        txt = r.choice(
            [
                f"MANUAL DEL SISTEMA DE NÓMINA v3\nUsuario: admin.nomina\n{lab}: {val}\nNo comparta este documento.",
                f"Configuración exportada\n[smtp]\nuser = notificaciones\npassword = {val}\nport = 587",
                f"{lab}\nUsuario\n\n{val}\nsoporte.ti",
                f"Acceso al portal de proveedores — {lab}: {val} (cambiar al primer ingreso)",
            ]
        )
        add("password", lang, "password in an exported config page / internal manual", val, txt)

    # API keys of various shapes in config exports / manuals
    shapes = [
        ("openai-style", lambda: "sk-proj-" + v.b64url(48)),
        ("anthropic-style", lambda: "sk-ant-api03-" + v.b64url(86) + "AA"),
        ("github-pat", lambda: "ghp_" + v.alnum(36)),
        ("github-fine", lambda: "github_pat_" + v.alnum(22) + "_" + v.alnum(59)),
        ("gitlab-pat", lambda: "glpat-" + v.b64url(20)),
        ("stripe-live", lambda: "sk_live_" + v.alnum(24)),
        ("stripe-restricted", lambda: "rk_live_" + v.alnum(24)),
        ("google-api", lambda: "AIza" + v.b64url(35)),
        ("sendgrid", lambda: "SG." + v.b64url(22) + "." + v.b64url(43)),
        ("slack-bot", lambda: f"xoxb-{v.digits(11)}-{v.digits(12)}-{v.alnum(24)}"),
        ("twilio", lambda: "SK" + v.hexs(32)),
        ("mailgun", lambda: "key-" + v.hexs(32)),
        ("huggingface", lambda: "hf_" + v.alnum(34, string.ascii_letters)),
        ("tavily", lambda: "tvly-" + v.alnum(32)),
        ("generic-hex", lambda: v.hexs(40)),
        ("azure-key", lambda: v.alnum(32, "0123456789abcdef")),
    ]
    for i in range(40):
        name, mk = shapes[i % len(shapes)]
        val = mk()
        lang = ["es", "es", "en", "pt", "es"][i % 5]
        txt = r.choice(
            [
                f"Guía de integración (PDF interno), p. 7\nAPI_KEY={val}\nENDPOINT=https://api.interno.example/v2",
                f"Captura de pantalla (OCR): Clave API  {val}  [Copiar]",
                f"| Servicio | Clave |\n|---|---|\n| notificaciones | {val} |",
                f"api_key: {val}\ntimeout: 30",
                f"Anexo B – credenciales de prueba en producción:\nX-Api-Key: {val}",
            ]
        )
        add("api-key", lang, f"{name} key in an exported config / manual", val, txt)

    # tokens in printed URLs and QR captions
    for i in range(14):
        tok = v.b64url(r.choice([32, 40, 48]))
        lang = "es" if i % 3 else "en"
        val = f"https://portal.bajio-logistica.example/recibos/descarga?token={tok}"
        if i % 2:
            val = f"https://acceso.cumbres.example/reset?uid=8812&access_token={tok}"
        txt = r.choice(
            [
                f"Escanee el código QR para descargar su recibo:\n{val}",
                f"[QR] {val}\nVálido 72 horas",
                f"Si el código QR no funciona, copie esta liga: {val}",
            ]
        )
        add("token-url", lang, "token in a printed URL / QR caption", val, txt)

    # signed URLs
    for i in range(14):
        kind = i % 3
        if kind == 0:
            val = (
                f"https://expedientes-rh.s3.us-east-1.amazonaws.com/altas/2025/alta_{v.digits(5)}.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{v.alnum(16, string.ascii_uppercase + '234567')}%2F20250512%2Fus-east-1%2Fs3%2Faws4_request"  # noqa: E501
                f"&X-Amz-Date=20250512T181500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={v.hexs(64)}"
            )
        elif kind == 1:
            val = (
                f"https://storage.googleapis.com/cfdi-respaldo/2025/05/factura_{v.digits(6)}.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
                f"&X-Goog-Credential=svc-cfdi%40proyecto.iam.gserviceaccount.com%2F20250512%2Fauto%2Fstorage%2Fgoog4_request"
                f"&X-Goog-Date=20250512T000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={v.hexs(128)}"
            )
        else:
            val = (
                f"https://docsrh.blob.core.windows.net/polizas/poliza_{v.digits(6)}.pdf?sv=2022-11-02&ss=b&srt=o&sp=r"
                f"&se=2025-06-30T23:59:59Z&st=2025-05-01T00:00:00Z&spr=https&sig={v.b64url(43)}%3D"
            )
        lang = "es" if i % 2 else "en"
        add(
            "signed-url",
            lang,
            "pre-signed storage URL in a document / search result",
            val,
            f"Descargar documento: {val}" if lang == "es" else f"Download link (expires): {val}",
        )

    # cloud keys
    for i in range(8):
        akid = "AKIA" + v.alnum(16, string.ascii_uppercase + "234567")
        sec = v.alnum(40, string.ascii_letters + string.digits + "+/")
        val = sec if i % 2 else akid
        add(
            "cloud-key",
            "es" if i % 3 else "en",
            "AWS key pair in a runbook (" + ("secret" if i % 2 else "access key id") + ")",
            val,
            f"Runbook respaldo S3\naws_access_key_id = {akid}\naws_secret_access_key = {sec}\nregion = us-east-1",
        )

    # bearer / JWT / basic
    for i in range(10):
        j = v.jwt()
        val = j
        add(
            "jwt",
            "es" if i % 2 else "en",
            "JWT in a printed API manual / log excerpt",
            val,
            r.choice(
                [
                    f"Ejemplo real de la bitácora:\nAuthorization: Bearer {j}",
                    f"curl -H 'Authorization: Bearer {j}' https://api.interno.example/v1/empleados",
                ]
            ),
        )
    for _ in range(6):
        u, p = r.choice(["integracion", "sftp_bancos", "reportes"]), pw()
        val = f"https://{u}:{p}@sftp.bajio-logistica.example/entrada"
        add(
            "basic-auth",
            "es",
            "credentials in a URL printed in a manual",
            val,
            f"Servidor de dispersión de nómina: {val}",
        )

    # private keys
    for i in range(6):
        typ = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 4]
        body = v.pem_body(5)
        head = f"-----BEGIN {typ}-----"
        pem = "\n".join([head, *body, f"-----END {typ}-----"])
        add(
            "private-key",
            "es" if i % 2 else "en",
            "PEM private key pasted in an internal manual",
            head,
            "Anexo C. Llave del certificado de sello digital (CSD) para timbrado:\n" + pem
            if i % 2
            else "Deploy key for the ERP server:\n" + pem,
            "pem",
        )

    # CSD / e.firma passwords and webhook urls
    for _ in range(6):
        val = f"https://hooks.slack.com/services/T{v.alnum(8, string.ascii_uppercase + string.digits)}/B{v.alnum(8, string.ascii_uppercase + string.digits)}/{v.alnum(24)}"  # noqa: E501
        add(
            "webhook-url",
            "es",
            "Slack webhook in an exported config page",
            val,
            f"Notificaciones de timbrado → canal #nomina: {val}",
        )
    for _ in range(4):
        p = pw()
        add(
            "password",
            "es",
            "password of the CSD / e.firma key in a manual",
            p,
            f"Archivo .key del CSD: csd_emisor.key\nContraseña de la llave privada: {p}",
        )
    return out
