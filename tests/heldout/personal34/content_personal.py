"""Personal items of corpus 34: what the recording leaks about people, plus people's data
inside fetched content. Each template returns (value, text, form); ``text`` holds ``value``.

Template tuple: (kind, family, lang, where, key, count, builder). ``where`` is ``header``
(a recorded header of a cassette, value written as a one-element list), ``field`` (a new
member of a JSON/YAML object that is not a header map) or ``html`` (a snippet in a page).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote, quote_plus

from values import V, _ascii

Builder = Callable[[V], tuple[str, str, str]]


def _spaced_phone(n: str) -> str:
    return f"{n[:2]} {n[2:6]} {n[6:]}" if len(n) == 10 else n


def _home_linux(v: V) -> tuple[str, str, str]:
    u = v.user_slug()
    val = f"/home/{u}"
    return (
        val,
        (
            f'Traceback (most recent call last): File "{val}/proyectos/bench-busqueda/.venv/lib/'
            f'python3.11/site-packages/httpx/_transports/default.py", line 69, in map_httpcore_exceptions'
        ),
        "Linux home dir in a stack trace",
    )


def _home_mac(v: V) -> tuple[str, str, str]:
    _, f, a, _ = v.person()
    u = _ascii(f.split()[0]).lower() + _ascii(a).lower()
    val = f"/Users/{u}"
    return (
        val,
        f"cassette_library_dir={val}/Documents/fixture-runs/2024-11/cassettes record_mode=once",
        "macOS home dir in a recorder config echo",
    )


def _home_win_fwd(v: V) -> tuple[str, str, str]:
    _, f, a, _ = v.person()
    u = _ascii(f.split()[0]) + "." + _ascii(a)
    val = f"C:/Users/{u}"
    return (
        val,
        f"cache miss: file:///{val}/AppData/Local/Temp/websearch-cache/9f/tavily.json not found",
        "Windows home dir (forward slashes) in a cache path",
    )


def _home_win_html(v: V) -> tuple[str, str, str]:
    _, f, a, _ = v.person()
    u = _ascii(f.split()[0]).upper() + _ascii(a).upper()[:6]
    val = f"C:\\Users\\{u}"
    return (
        val,
        f"Error al guardar la captura en {val}\\Desktop\\capturas\\pagina_042.html (acceso denegado)",
        "Windows home dir in an error banner",
    )


def _hostname(v: V) -> tuple[str, str, str]:
    _, f, a, _ = v.person()
    f0 = _ascii(f.split()[0])
    val = v.pick(
        [
            f"MacBook-Pro-de-{f0}.local",
            f"DESKTOP-{f0.upper()}-{_ascii(a).upper()[:5]}",
            f"laptop-{f0.lower()}-{_ascii(a).lower()}",
            f"{f0}s-MacBook-Air.local",
            f"pc-{f0.lower()}{_ascii(a).lower()[:4]}.lan",
        ]
    )
    return (
        val,
        f"recorder host={val} pid=48213 python=3.11.9 vcrpy=6.0.1",
        "hostname with a person's name",
    )


def _ip_public(v: V) -> tuple[str, str, str]:
    ip = v.public_ip()
    return (
        ip,
        f"{ip}, 172.70.{v.r.randint(1, 250)}.{v.r.randint(1, 250)}",
        "recorder's public IP first in X-Forwarded-For",
    )


def _ip_public_field(v: V) -> tuple[str, str, str]:
    ip = v.public_ip()
    return (
        ip,
        v.pick(
            [
                f"Request from {ip} blocked: too many requests from this address",
                f"Solicitud desde {ip} (Telmex, Guadalajara) rechazada por cuota diaria",
                f"client_ip={ip} geo=MX-JAL asn=AS8151",
            ]
        ),
        "recorder's public IP in a body",
    )


def _ip_private(v: V) -> tuple[str, str, str]:
    ip = v.private_ip()
    return (
        ip,
        f"proxy: CONNECT api.tavily.com:443 from {ip} (user workstation) via squid/5.7",
        "recorder's LAN IP in a proxy log line",
    )


def _ua_email(v: V) -> tuple[str, str, str]:
    e = v.email()
    return (
        e,
        f"bench-busqueda/0.4.2 (+mailto:{e}) python-httpx/0.27.0",
        "operator e-mail in a User-Agent",
    )


def _from_hdr(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    e = v.email(n)
    return e, v.pick([e, f"{n} <{e}>"]), "operator e-mail in a From header"


def _git_author(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    e = v.email(n)
    return (
        e,
        v.pick(
            [
                f"recorded-with: git {v.hexs(7)} (author {n} <{e}>)",
                f"Signed-off-by: {n} <{e}>",
                f"debug banner: capturado por {e} en rama fixtures/tavily",
            ]
        ),
        "operator e-mail in git metadata / debug banner",
    )


def _operator_name_hdr(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    return n, n, "operator's full name in an X-Auth-Request-User proxy header"


def _operator_cookie(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    val = quote(n)
    return (
        val,
        f"theme=dark; operator_name={val}; lang=es-MX",
        "operator's name (URL-encoded) in a cookie",
    )


def _echo_query_curp(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    c = v.curp()
    return c, f"CURP de {n} {c} constancia", "CURP echoed in a response query"


def _echo_query_phone(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    m = v.mobile()
    val = v.pick([m, _spaced_phone(m), f"+52 {_spaced_phone(m)}"])
    return val, f"quién es el dueño del número {val} {n}", "phone echoed in a response query"


def _echo_query_addr(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    a = v.home_address()
    return a, f"{n} domicilio particular {a}", "home address echoed in a response query"


def _echo_next_email(v: V) -> tuple[str, str, str]:
    e = v.email()
    val = quote_plus(e)
    return (
        val,
        f"https://api.search.example-provider.mx/v1/search?q={val}&page=2&cursor=eyJwIjoyfQ",
        "e-mail URL-encoded in a next URL",
    )


def _echo_next_phone(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    m = v.mobile()
    return (
        m,
        f"/v1/search?q={quote_plus(n)}+{m}&offset=10&count=10",
        "bare mobile with a name in a next URL",
    )


def _cache_key(v: V) -> tuple[str, str, str]:
    c = v.curp()
    val = v.pick([c, c.lower()])
    return val, f"websearch:v3:tavily:basic:q={val}:k=10", "CURP in a cache key"


def _no_results(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    e = v.email(n)
    m = v.mobile()
    if v.r.random() < 0.5:
        return e, f'No results found for "{n} {e}"', "e-mail echoed in a no-results error"
    return m, f"Sin resultados para «{n} celular {m}»", "mobile echoed in a no-results error"


def _location_redirect(v: V) -> tuple[str, str, str]:
    e = v.email()
    val = quote(e, safe="")
    return (
        val,
        f"https://accounts.example-search.io/login?continue=%2Fsearch&login_hint={val}",
        "e-mail in a redirect Location",
    )


def _form_body(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    c = v.curp()
    m = v.mobile()
    if v.r.random() < 0.5:
        return (
            c,
            f"nombre={quote_plus(n)}&curp={c}&tramite=constancia",
            "CURP in an echoed form body",
        )
    return m, f"nombre={quote_plus(n)}&telefono={m}&acepto=1", "mobile in an echoed form body"


def _echo_rfc(v: V) -> tuple[str, str, str]:
    r = v.rfc_fisica()
    n = v.person()[0]
    return r, f"factura RFC {r} {n} régimen 605", "RFC persona física echoed in a query"


def _echo_nss(v: V) -> tuple[str, str, str]:
    s = v.nss()
    return s, f"semanas cotizadas NSS {s}", "NSS echoed in a query"


# ------------------------------------------------------------------ account ids


def _acct(v: V) -> tuple[str, str, str]:
    kind = v.r.randint(0, 13)
    if kind == 0:
        x = "org-" + v.chars(24)
        return x, x, "OpenAI-Organization header"
    if kind == 1:
        x = "proj_" + v.chars(24)
        return (
            x,
            f"Rate limit reached for gpt-4o-mini in project {x} on requests per min (RPM): Limit 500, Used 500",
            "project id in a rate-limit message",
        )
    if kind == 2:
        x = "org-" + v.chars(24)
        return (
            x,
            f"Rate limit reached for gpt-4o in organization {x} on tokens per min (TPM): "
            "Limit 30000, Used 29874, Requested 1820.",
            "organisation id in a rate-limit message",
        )
    if kind == 3:
        x = v.uuid()
        return x, x, "anthropic-organization-id header (a UUID)"
    if kind == 4:
        x = "ws_" + v.chars(20, "abcdefghijklmnopqrstuvwxyz0123456789")
        return (
            x,
            f"workspace {x} has exceeded its monthly search quota (1000/1000)",
            "workspace id in a quota message",
        )
    if kind == 5:
        x = "team_" + v.chars(22)
        return (
            x,
            f"/v2/teams/{x}/usage?from=2024-11-01&to=2024-11-30",
            "team id in a usage URL path",
        )
    if kind == 6:
        x = "cus_" + v.chars(14)
        return (
            x,
            f"invoice in_1Q{v.chars(10)} customer {x} amount_due 2900 MXN",
            "customer id in an invoice line",
        )
    if kind == 7:
        x = f"{v.hexs(6).upper()}-{v.hexs(6).upper()}-{v.hexs(6).upper()}"
        return x, f"billingAccounts/{x}", "billing account id (GCP shape)"
    if kind == 8:
        x = v.digits(12)
        return x, f"arn:aws:iam::{x}:role/bench-recorder", "AWS account id in an ARN"
    if kind == 9:
        x = v.uuid()
        return (
            x,
            f"/subscriptions/{x}/resourceGroups/rg-busqueda/providers/Microsoft.Bing/accounts/bing-bench",
            "Azure subscription id in a resource path",
        )
    if kind == 10:
        x = "user_" + v.chars(27)
        return x, x, "user id under a neutral name (owner)"
    if kind == 11:
        x = "acct_" + v.chars(16)
        return (
            x,
            f"https://api.example-billing.com/v1/accounts/{x}/usage_records",
            "account id in a URL path",
        )
    if kind == 12:
        x = "tnt-" + v.digits(7)
        return x, x, "tenant id in an x-tenant header"
    x = f"projects/{v.digits(12)}"
    return (
        x,
        f"Quota exceeded for quota metric 'Queries' of service 'customsearch.googleapis.com' for consumer '{x}'.",
        "GCP project number in a quota error",
    )


# ------------------------------------------------------------------ people in content


def _content_curp(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    c = v.curp()
    val = v.pick([c, c.lower(), f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"])
    return val, f"Alumno(a): {n} — CURP: {val} — Grupo 3°B", "CURP in a school slip"


def _content_rfc(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    r = v.rfc_fisica()
    val = v.pick([r, f"{r[:4]}-{r[4:10]}-{r[10:]}", r.lower()])
    return (
        val,
        f"Recibo de arrendamiento a nombre de {n}, RFC {val}",
        "RFC persona física in a receipt",
    )


def _content_nss(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    s = v.nss()
    val = v.pick([s, f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}"])
    return val, f"Cita UMF 12: {n}, NSS {val}, lunes 9:30", "NSS in an IMSS appointment"


def _content_clabe(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    c = v.clabe()
    val = v.pick([c, f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"])
    return val, f"Depositar la renta a {n}, CLABE {val}", "CLABE of a person"


def _content_card(v: V) -> tuple[str, str, str]:
    c = v.card()
    val = v.pick([c, " ".join(c[i : i + 4] for i in range(0, len(c), 4))])
    return (
        val,
        f"pago rechazado tarjeta {val} exp 08/27 titular {v.person()[0]}",
        "card number in a payment log",
    )


def _content_phone(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    m = v.mobile()
    val = v.pick(
        [
            f"+52 1 {_spaced_phone(m)}",
            f"({m[:2]}) {m[2:6]}-{m[6:]}",
            f"{m[:2]}.{m[2:6]}.{m[6:]}",
            m,
            f"044 {_spaced_phone(m)}",
        ]
    )
    return (
        val,
        v.pick(
            [
                f"Informes con {n} al {val}",
                f"Mi cel es {val}, pregunten por {n}",
                f"{n} (vecina del edificio) — cel. {val}",
            ]
        ),
        "personal phone in page text",
    )


def _content_whatsapp(v: V) -> tuple[str, str, str]:
    m = v.mobile()
    val = f"https://wa.me/521{m}"
    return val, f"Escríbele a {v.person()[0]} por WhatsApp: {val}", "wa.me link of a person"


def _content_birth(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    d, mth, y = v.r.randint(1, 28), v.r.randint(1, 12), v.r.randint(1958, 2008)
    meses = [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ]
    val = v.pick(
        [f"{d} de {meses[mth - 1]} de {y}", f"{d:02d}/{mth:02d}/{y}", f"{y}-{mth:02d}-{d:02d}"]
    )
    return val, f"{n}, fecha de nacimiento: {val}", "a named person's birth date"


def _content_passport(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    p = v.pick(["G", "N"]) + v.digits(8)
    return (
        p,
        f"Pasaporte mexicano de {n}: {p} (vence 2031)",
        "Mexican passport near a passport word",
    )


def _content_obf(v: V) -> tuple[str, str, str]:
    e = v.email()
    loc, dom = e.split("@")
    d1, d2 = dom.split(".", 1)
    val = v.pick(
        [
            f"{loc} [arroba] {d1} [punto] {d2}",
            f"{loc} (at) {d1} (dot) {d2}",
            f"{loc} arroba {d1} punto {d2}",
        ]
    )
    return val, f"Contacto de la maestra: {val}", "obfuscated personal e-mail"


def _content_email(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    e = v.email(n)
    val = v.pick([e, e.upper()])
    return val, f"Envía tu comprobante a {n} ({val})", "personal e-mail in page text"


def _pt_cpf_phone(v: V) -> tuple[str, str, str]:
    n = v.person("pt")[0]
    m = f"11 9{v.digits(4)}-{v.digits(4)}"
    return (
        m,
        f"Fale com {n} pelo celular ({m[:2]}) {m[3:]}".replace(f"({m[:2]}) {m[3:]}", m),
        "Brazilian mobile of a person",
    )


def _pt_email(v: V) -> tuple[str, str, str]:
    n = v.person("pt")[0]
    e = v.email(n)
    return (
        e,
        f"Gravado por {n} <{e}> em 12/11/2024 — não compartilhar",
        "operator e-mail (pt) in a recording note",
    )


def _en_addr(v: V) -> tuple[str, str, str]:
    n = v.person("en")[0]
    street = v.pick(["Maple Ridge Dr", "Linden Ave", "Harbor View Ct"])
    city = v.pick(["Austin, TX 78745", "Tucson, AZ 85719", "Boise, ID 83702"])
    a = f"{v.r.randint(100, 9999)} {street}, Apt {v.r.randint(1, 40)}, {city}"
    return a, f"Ship to: {n}, {a}", "a named person's home address (en)"


def _content_addr(v: V) -> tuple[str, str, str]:
    n = v.person()[0]
    a = v.home_address()
    return a, f"Domicilio particular de {n}: {a}", "a named person's home address"


def _cpf(v: V) -> tuple[str, str, str]:
    d = [v.r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        t = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False)) % 11
        d.append(0 if t < 2 else 11 - t)
    s = "".join(map(str, d))
    val = f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"
    return (
        val,
        f"Cadastro de {v.person('pt')[0]} — CPF {val} — matrícula 2024/2",
        "Brazilian CPF (check digits) of a person",
    )


def _pt_birth(v: V) -> tuple[str, str, str]:
    n = v.person("pt")[0]
    val = f"{v.r.randint(1, 28):02d}/{v.r.randint(1, 12):02d}/{v.r.randint(1960, 2006)}"
    return val, f"{n}, nascida em {val}, inscrita no torneio", "a named person's birth date (pt)"


def _en_echo(v: V) -> tuple[str, str, str]:
    n = v.person("en")[0]
    m = f"({v.r.randint(201, 989)}) {v.r.randint(200, 999)}-{v.digits(4)}"
    return m, f"reverse phone lookup {m} {n}", "US phone echoed in a query"


TEMPLATES: list[tuple[str, str, str, str, str, int, Builder]] = [
    # (1) operator environment
    ("home-path", "personal", "en", "field", "traceback", 10, _home_linux),
    ("home-path", "personal", "en", "field", "recorder_config", 7, _home_mac),
    ("home-path", "personal", "en", "field", "cache_error", 7, _home_win_fwd),
    ("home-path", "personal", "es", "html", "", 6, _home_win_html),
    ("hostname", "personal", "en", "field", "recorded_on", 10, _hostname),
    ("hostname", "personal", "en", "header", "X-Recorder-Host", 6, _hostname),
    ("ip-address", "personal", "en", "header", "X-Forwarded-For", 10, _ip_public),
    ("ip-address", "personal", "es", "field", "detail", 10, _ip_public_field),
    ("ip-private", "personal", "en", "field", "proxy_log", 6, _ip_private),
    ("email", "personal", "en", "header", "User-Agent", 12, _ua_email),
    ("email", "personal", "en", "header", "From", 8, _from_hdr),
    ("email", "personal", "en", "field", "recorder_note", 10, _git_author),
    ("email", "personal", "pt", "field", "nota_gravacao", 5, _pt_email),
    ("operator-name", "personal", "en", "header", "X-Auth-Request-User", 6, _operator_name_hdr),
    ("operator-name", "personal", "es", "header", "Cookie", 6, _operator_cookie),
    # (2) the request echoed back
    ("curp", "personal", "es", "field", "query", 10, _echo_query_curp),
    ("phone", "personal", "es", "field", "query", 10, _echo_query_phone),
    ("home-address", "personal", "es", "field", "query", 8, _echo_query_addr),
    ("email", "personal", "en", "field", "next", 6, _echo_next_email),
    ("phone", "personal", "es", "field", "next", 6, _echo_next_phone),
    ("curp", "personal", "es", "field", "cache_key", 6, _cache_key),
    ("email-or-phone", "personal", "es", "field", "error", 10, _no_results),
    ("email", "personal", "en", "header", "Location", 6, _location_redirect),
    ("form-body", "personal", "es", "field", "request_body", 8, _form_body),
    ("rfc-persona-fisica", "personal", "es", "field", "query", 6, _echo_rfc),
    ("nss", "personal", "es", "field", "q", 5, _echo_nss),
    # (3) provider and account ids
    ("account-id", "account-id", "en", "field", "__acct__", 60, _acct),
    # (5) people in fetched content
    ("curp", "personal", "es", "html", "", 10, _content_curp),
    ("rfc-persona-fisica", "personal", "es", "html", "", 8, _content_rfc),
    ("nss", "personal", "es", "html", "", 6, _content_nss),
    ("clabe", "personal", "es", "html", "", 7, _content_clabe),
    ("card", "personal", "es", "field", "payment_log", 7, _content_card),
    ("phone", "personal", "es", "html", "", 12, _content_phone),
    ("whatsapp", "personal", "es", "html", "", 5, _content_whatsapp),
    ("birth-date", "personal", "es", "html", "", 10, _content_birth),
    ("passport", "personal", "es", "html", "", 6, _content_passport),
    ("email-obfuscated", "personal", "es", "html", "", 7, _content_obf),
    ("email", "personal", "es", "html", "", 8, _content_email),
    ("phone", "personal", "pt", "html", "", 5, _pt_cpf_phone),
    ("home-address", "personal", "en", "html", "", 5, _en_addr),
    ("cpf", "personal", "pt", "html", "", 5, _cpf),
    ("birth-date", "personal", "pt", "html", "", 4, _pt_birth),
    ("phone", "personal", "en", "field", "query", 4, _en_echo),
    ("home-address", "personal", "es", "html", "", 8, _content_addr),
]

# account-id: which header / field names go with which shape (by form)
ACCT_KEYS = {
    "OpenAI-Organization header": ("header", "OpenAI-Organization"),
    "anthropic-organization-id header (a UUID)": ("header", "anthropic-organization-id"),
    "tenant id in an x-tenant header": ("header", "x-tenant"),
    "user id under a neutral name (owner)": ("field", "owner"),
}


def build(v: V) -> list[dict[str, Any]]:
    out = []
    for kind, fam, lang, where, key, n, fn in TEMPLATES:
        for _ in range(n):
            value, text, form = fn(v)
            k, w = key, where
            if key == "__acct__":
                w, k = ACCT_KEYS.get(
                    form, ("field", v.pick(["message", "detail", "resource", "billing"]))
                )
            real_kind = kind
            if kind == "email-or-phone":
                real_kind = "email" if "@" in value else "phone"
            if kind == "form-body":
                real_kind = "curp" if "curp=" in text else "phone"
            assert value in text, (kind, value, text)
            out.append(
                {
                    "label": "personal",
                    "family": fam,
                    "kind": real_kind,
                    "lang": lang,
                    "form": form,
                    "value": value,
                    "text": text,
                    "where": w,
                    "key": k,
                }
            )
    return out
