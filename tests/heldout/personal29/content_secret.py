# ruff: noqa: E501 - long literal templates of page snippets
"""Secrets of corpus 29: invented keys and tokens where public-record pages leak them.

All random (seeded); shapes follow common vendor formats, no value is a vendor's
documented example or a live credential.
"""

from __future__ import annotations

import base64
import json
import random
import string
from typing import Any

from values import ALNUM, hexs, rnd

Item = dict[str, Any]
B64URL = string.ascii_letters + string.digits + "-_"


def _it(
    kind: str,
    lang: str,
    form: str,
    value: str,
    html: str | None,
    text: str | None,
    key: str,
    header: bool = False,
) -> Item:
    return {
        "kind": kind,
        "family": "secret",
        "lang": lang,
        "form": form,
        "value": value,
        "html": html,
        "text": text,
        "key": key,
        "header": header,
    }


def _b64u(d: dict[str, Any]) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    )


def gkey(rng: random.Random) -> str:
    return "AIza" + rnd(rng, 35, B64URL)


def build(rng: random.Random) -> list[Item]:
    out: list[Item] = []
    # embedded map / API keys in query strings (14)
    for i in range(14):
        k = gkey(rng)
        html = [
            f'<iframe class="mapa-sede" src="https://www.google.com/maps/embed/v1/place?key={k}&amp;q=Palacio+Municipal"></iframe>',
            f'<img alt="Ubicación del predio" src="https://maps.googleapis.com/maps/api/staticmap?center=19.43,-99.13&amp;zoom=16&amp;size=600x300&amp;key={k}">',
            f'<a href="https://maps.googleapis.com/maps/api/geocode/json?address=Licitacion+LPN&amp;key={k}">Ver ubicación de la obra</a>',
        ][i % 3]
        text = [
            f"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMapa",
            f"GET /maps/api/place/details/json?place_id=ChIJ123&key={k}",
        ][i % 2]
        out.append(
            _it(
                "api-key-query",
                "es",
                "Maps API key in an embed / request URL",
                k,
                html if i % 2 == 0 else None,
                text,
                "map_src",
            )
        )
    # api keys in data-* attributes / form values (12)
    for i in range(12):
        k = [
            f"sk_live_{rnd(rng, 24)}",
            f"xkeysib-{hexs(rng, 64)}-{rnd(rng, 16)}",
            f"SG.{rnd(rng, 22, ALNUM + '-_')}.{rnd(rng, 43, ALNUM + '-_')}",
            f"key-{hexs(rng, 32)}",
        ][i % 4]
        html = [
            f'<div id="donativos" data-stripe-secret="{k}" data-campaign="kermes-2025"></div>',
            f'<form action="/boletin/suscribir"><input type="hidden" name="api_key" value="{k}"></form>',
            f'<section class="newsletter" data-api-key="{k}">Suscríbete a la gaceta</section>',
        ][i % 3]
        out.append(
            _it(
                "api-key-attr",
                "es",
                "provider secret key in a data-* attribute / hidden input",
                k,
                html,
                f'<input type="hidden" name="api_key" value="{k}">',
                "form_html",
            )
        )
    # api keys in HTML comments / CMS debug output (10) - text only (comments are not page text)
    for i in range(10):
        k = [
            f"tvly-{rnd(rng, 32)}",
            f"sk-proj-{rnd(rng, 48, B64URL)}",
            f"fc-{hexs(rng, 32)}",
            f"pplx-{rnd(rng, 48)}",
            f"gsk_{rnd(rng, 52)}",
        ][i % 5]
        text = [
            f"<!-- debug: SEARCH_API_KEY={k} (quitar antes de publicar) --><p>Boletín oficial núm. 42</p>",
            f"<!-- TODO: mover a variables de entorno: apiKey: '{k}' -->",
        ][i % 2]
        out.append(
            _it(
                "api-key-comment",
                "es",
                "API key in an HTML comment of an extracted page",
                k,
                None,
                text,
                "raw_html",
            )
        )
    # api keys in JSON config blobs (12)
    for i in range(12):
        k = [
            f"sk-ant-api03-{rnd(rng, 93, B64URL)}AA",
            f"hf_{rnd(rng, 34)}",
            f"BSA{rnd(rng, 28)}",
            f"xai-{rnd(rng, 80)}",
        ][i % 4]
        text = [
            json.dumps({"cms": "joomla", "search": {"provider": "remote", "apiKey": k}}),
            f'window.__CONFIG__ = {{"analytics":"G-7Q2ZK4LM9P","llmKey":"{k}"}}',
            f'{{"settings":{{"mapas":{{"token":"{k}"}}}}}}',
        ][i % 3]
        out.append(
            _it(
                "api-key-json",
                "en",
                "API key in a CMS JSON config dump",
                k,
                None,
                text,
                "page_config",
            )
        )
    # env / CMS config dumps (14)
    for i in range(14):
        pw = rnd(rng, 20, ALNUM + "!#%*")
        sk = rnd(rng, 64, ALNUM + "!@#$%^*()-_[]{}~+=")
        k = [
            pw,
            sk,
            f"AKIA{rnd(rng, 16, string.ascii_uppercase + '234567')}",
            rnd(rng, 40, ALNUM + "/+"),
            f"glpat-{rnd(rng, 20, B64URL)}",
        ][i % 5]
        text = [
            f"DB_PASSWORD={k}",
            f"define( 'AUTH_KEY', '{k}' );",
            f"AWS_ACCESS_KEY_ID={k}",
            f"aws_secret_access_key = {k}",
            f"GITLAB_TOKEN={k}",
        ][i % 5]
        lang = "en"
        html = f'<pre class="phpinfo">{text}</pre>' if i % 3 == 0 else None
        val = k
        out.append(
            _it(
                "api-key-env",
                lang,
                "credential in a leaked CMS/env config dump",
                val,
                html,
                text,
                "config_dump",
            )
        )
    # API keys in headers (10)
    for i in range(10):
        k = [
            f"tvly-dev-{rnd(rng, 32)}",
            f"{hexs(rng, 40)}",
            f"jina_{rnd(rng, 60)}",
            f"sk-or-v1-{hexs(rng, 64)}",
            f"{rnd(rng, 32)}",
        ][i % 5]
        hname = [
            "Authorization",
            "X-API-KEY",
            "Authorization",
            "Authorization",
            "X-Subscription-Token",
        ][i % 5]
        val = f"Bearer {k}" if hname == "Authorization" else k
        out.append(
            _it(
                "api-key-header",
                "en",
                f"API key in a recorded {hname} header",
                k,
                None,
                val,
                hname,
                header=True,
            )
        )
    # bearer tokens in prose / logs (10)
    for i in range(10):
        k = rnd(rng, 40, ALNUM + "._-")
        text = [
            f"curl -H 'Authorization: Bearer {k}' https://api.datos-municipio.example/v1/permisos",
            f"Para consultar el padrón use el token de acceso {k} (vigente hasta el cierre del ejercicio)",
            f"access_token={k}&token_type=bearer&expires_in=3600",
        ][i % 3]
        lang = "es" if i % 3 == 1 else "en"
        out.append(
            _it("bearer-token", lang, "opaque bearer / OAuth access token", k, None, text, "log")
        )
    # JWTs (8)
    for i in range(8):
        h = _b64u({"alg": "HS256", "typ": "JWT"})
        p = _b64u(
            {
                "sub": f"editor-{rng.randint(100, 999)}",
                "role": "admin",
                "iat": 1733400000 + rng.randint(0, 9999),
            }
        )
        k = f"{h}.{p}.{rnd(rng, 43, B64URL)}"
        html = f'<div class="cms-preview" data-session-token="{k}"></div>' if i % 2 else None
        out.append(
            _it("jwt", "en", "signed session JWT", k, html, f"Cookie: cms_session={k}", "cookie")
        )
    # basic-auth URLs in links (12)
    for i in range(12):
        u = rng.choice(["admin", "gaceta", "webmaster", "transparencia", "deploy"])
        pw = rnd(rng, 14, ALNUM + "!$%")
        host = rng.choice(
            [
                "intranet.municipio-ejemplo.gob.mx",
                "ftp.notaria-ejemplo.mx",
                "staging.liga-ejemplo.org",
                "files.boletin-ejemplo.mx",
            ]
        )
        v = f"https://{u}:{pw}@{host}/"
        html = [
            f'<a href="{v}archivo/edictos-2025.zip">Descargar edictos</a>',
            f'<p>Respaldo de actas: <a href="{v}">{host}</a></p>',
        ][i % 2]
        out.append(
            _it(
                "basic-auth",
                "es",
                "credentials in a URL of a link",
                v,
                html if i % 3 else None,
                f"Fuente: {v}boletin/2025/05.pdf",
                "source_url",
            )
        )
    # signed URLs (14)
    for i in range(14):
        m = i % 4
        if m == 0:
            sig = hexs(rng, 64)
            v = (
                f"https://s3.us-east-1.amazonaws.com/gaceta-anexos/licitacion-17.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                f"&X-Amz-Credential=AKIA{rnd(rng, 16, string.ascii_uppercase + '234567')}%2F20250514%2Fus-east-1%2Fs3%2Faws4_request"
                f"&X-Amz-Date=20250514T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
            )
            value = sig
        elif m == 1:
            sig = rnd(rng, 120, "0123456789abcdef")
            v = (
                f"https://storage.googleapis.com/actas-condominio/asamblea.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256"
                f"&X-Goog-Credential=uploader%40proyecto-ejemplo.iam.gserviceaccount.com%2F20250301%2Fauto%2Fstorage%2Fgoog4_request"
                f"&X-Goog-Date=20250301T000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
            )
            value = sig
        elif m == 2:
            sig = rnd(rng, 43, ALNUM + "+/") + "="
            sig_q = sig.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
            v = f"https://boletinstorage.blob.core.windows.net/edictos/2025-06.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig={sig_q}"
            value = sig_q
        else:
            sig = rnd(rng, 160, ALNUM + "-_~")
            v = f"https://d1abcd2ef3ghij.cloudfront.net/becas/resultados.xlsx?Expires=1767225600&Signature={sig}&Key-Pair-Id=K{rnd(rng, 13, string.ascii_uppercase + string.digits)}"
            value = sig
        html = f'<a href="{v.replace("&", "&amp;")}">Descargar anexo</a>'
        out.append(
            _it(
                "signed-url",
                "es",
                "pre-signed storage URL (signature)",
                value,
                html if i % 2 else None,
                v,
                "download_url",
            )
        )
    # private keys (5)
    for i in range(5):
        body = "\n".join(rnd(rng, 64, ALNUM + "+/") for _ in range(6))
        hdr = [
            "-----BEGIN RSA PRIVATE KEY-----",
            "-----BEGIN PRIVATE KEY-----",
            "-----BEGIN OPENSSH PRIVATE KEY-----",
            "-----BEGIN EC PRIVATE KEY-----",
            "-----BEGIN PRIVATE KEY-----",
        ][i]
        pem = f"{hdr}\n{body}\n{hdr.replace('BEGIN', 'END')}"
        html = f'<pre class="cms-config">{pem}</pre>' if i % 2 == 0 else None
        out.append(
            _it(
                "private-key",
                "en",
                "PEM private key in a config dump",
                hdr,
                html,
                pem,
                "certificado_firma",
            )
        )
    # connection strings (8)
    for i in range(8):
        pw = rnd(rng, 16, ALNUM)
        v = [
            f"postgres://gaceta_app:{pw}@db.interno-ejemplo.mx:5432/gaceta",
            f"mysql://wp_user:{pw}@127.0.0.1:3306/wp_transparencia",
            f"mongodb+srv://liga:{pw}@cluster0.ab1cd.mongodb.net/roster",
            f"Server=sql-ejemplo;Database=Becas;User Id=sa;Password={pw};",
        ][i % 4]
        out.append(
            _it(
                "connection-string",
                "en",
                "database URL with a password",
                v,
                None,
                f"Fatal error: could not connect ({v})",
                "error_log",
            )
        )
    # webhooks (7)
    for i in range(7):
        v = [
            f"https://hooks.slack.com/services/T{rnd(rng, 8, string.ascii_uppercase + string.digits)}/B{rnd(rng, 10, string.ascii_uppercase + string.digits)}/{rnd(rng, 24)}",
            f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{rnd(rng, 68, B64URL)}",
        ][i % 2]
        out.append(
            _it("webhook-url", "en", "chat webhook URL", v, None, f"notify_url: {v}", "notify")
        )
    return out
