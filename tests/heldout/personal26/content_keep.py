# ruff: noqa: B007
"""Keepers (label keep) of corpus 26: values that look sensitive but must stay."""

from __future__ import annotations

import random
import uuid
from typing import Any

from ids import cnpj, digits, hexs, isbn13, rfc_moral

COS = [
    ("Grupo Ferretero del Bajío", "ferrebajio.com.mx"),
    ("Clínica Dental Sonrisa", "sonrisa.mx"),
    ("Librería El Sótano", "elsotano.com"),
    ("Transportes Ruta 57", "ruta57.com.mx"),
    ("Acme Search Labs", "acmesearch.io"),
    ("Colegio Montessori Lindavista", "montessorilv.edu.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "info",
    "atencionaclientes",
    "prensa",
    "rh",
    "privacidad",
    "cobranza",
    "hola",
    "support",
    "sales",
    "contato",
]
GOB = ["sat.gob.mx", "profeco.gob.mx", "imss.gob.mx", "sep.gob.mx", "jalisco.gob.mx", "cdmx.gob.mx"]


def _e(
    kind: str, lang: str, form: str, value: str, text: str, key: str, mode: str = "any"
) -> dict[str, Any]:
    return {
        "label": "keep",
        "family": "keep",
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
    add = out.append
    for i in range(40):
        co, dom = r.choice(COS)
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        f = i % 6
        if f == 1:
            v = v.upper()
        if f == 2:
            v = f"mailto:{role}@{dom}?subject=Cotizaci%C3%B3n"
        t = [
            f"Escríbenos a {v}",
            f"CORREO: {v}",
            f'<a href="{v}">Contáctanos</a>',
            f"Reply-To: {co} <{v}>",
            f"--\n{co}\n{v}\nwww.{dom}",
            f"For support email {v} (Mon–Fri)",
        ][f]
        add(
            _e(
                "role-mailbox",
                "en" if f == 5 else "es",
                ["prose", "upper", "mailto query", "Reply-To", "signature", "English"][f],
                v,
                t,
                r.choice(["contacto", "footer", "firma"]),
                "html" if "\n" in t else ("attr" if f == 2 else "any"),
            )
        )
    for i in range(18):
        role = [
            "contacto",
            "atencion.ciudadana",
            "quejas",
            "transparencia",
            "denuncias",
            "orientacion",
        ][i % 6]
        v = f"{role}@{GOB[i % len(GOB)]}"
        add(
            _e(
                "gov-role-mailbox",
                "es",
                "institutional mailbox",
                v,
                r.choice(
                    [
                        f"Unidad de Transparencia: {v}",
                        f"Dudas al correo institucional {v}",
                        f"solicitudes a {v} o en ventanilla",
                    ]
                ),
                "institucional",
            )
        )
    for i in range(30):
        co, _ = r.choice(COS)
        lada = r.choice(["55", "33", "81"])
        a, b = digits(r, 4), digits(r, 4)
        f = i % 6
        v = [
            f"Conmutador: ({lada}) {a} {b}",
            f"Tel. oficina {lada} {a} {b} ext. {r.randint(100, 9999)}",
            f"800 {digits(r, 3)} {digits(r, 4)}",
            f"01 800 {digits(r, 3)} {digits(r, 4)}",
            f"+52 800 {digits(r, 3)} {digits(r, 4)}",
            f"ext. {r.randint(100, 9999)}",
        ][f]
        t = [
            f"{co} — {v}",
            f"Oficinas corporativas, {v}",
            f"Llama sin costo al {v}",
            f"Lada sin costo {v}",
            f"Toll-free (Mexico): {v}",
            f"Para soporte marca al conmutador y pide la {v}",
        ][f]
        add(
            _e(
                ["switchboard", "switchboard", "toll-free", "toll-free", "toll-free", "extension"][
                    f
                ],
                "en" if f == 4 else "es",
                "company phone",
                v,
                t,
                r.choice(["telefono_empresa", "footer", "contacto"]),
            )
        )
    for i in range(16):
        co, dom = r.choice(COS)
        cp = r.choice(["06600", "44100", "64000", "11560", "37000"])
        v = f"Av. Paseo de la Reforma {r.randint(100, 500)}, piso {r.randint(2, 30)}, Col. Juárez, C.P. {cp}"
        add(
            _e(
                "company-address",
                "es",
                "office address",
                v,
                r.choice(
                    [
                        f"Oficinas de {co}: {v}",
                        f"Sucursal matriz — {v}",
                        f"Domicilio fiscal de {co} (persona moral): {v}",
                    ]
                ),
                "oficinas",
            )
        )
    for i in range(14):
        lt = "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
        v = rfc_moral(r, lt)
        co, _ = r.choice(COS)
        add(
            _e(
                "company-rfc",
                "es",
                "persona moral RFC",
                v,
                r.choice(
                    [
                        f"{co}, S.A. de C.V. — RFC {v}",
                        f"Emisor: {co} RFC: {v} Régimen 601",
                        f"R.F.C. {v} (empresa)",
                    ]
                ),
                "emisor",
            )
        )
    for v, t in [
        ("XAXX010101000", "RFC genérico público en general: XAXX010101000"),
        ("XEXX010101000", "Extranjeros sin RFC: XEXX010101000"),
    ] * 3:
        add(_e("generic-rfc", "es", "SAT generic RFC", v, t, "rfc_generico"))
    ph = [
        ("YOUR_API_KEY", "export TAVILY_API_KEY=YOUR_API_KEY"),
        ("sk-...", "OPENAI_API_KEY=sk-..."),
        ("<tu-token-aqui>", "Authorization: Bearer <tu-token-aqui>"),
        ("${SERPER_API_KEY}", "api_key: ${SERPER_API_KEY}"),
        ("juan.perez@example.com", "ej. juan.perez@example.com"),
        ("user@example.org", "email: user@example.org"),
        ("redacted@example.test", "correo: redacted@example.test"),
        ("+52-000-000-0000", "tel: +52-000-000-0000"),
        ("XXXX-XXXX-XXXX-1234", "tarjeta XXXX-XXXX-XXXX-1234"),
        ("**** **** **** 4821", "Card ending **** **** **** 4821"),
        ("AAAA000000HDFXXX00", "CURP (formato): AAAA000000HDFXXX00"),
        ("changeme", "password: changeme  # placeholder"),
        ("xxxxxxxxxxxxxxxx", "GITHUB_TOKEN=xxxxxxxxxxxxxxxx"),
        ("<REDACTED>", "x-api-key: <REDACTED>"),
        ("jane.doe@example.net", "From: Jane Doe <jane.doe@example.net> (sample)"),
        ("[REDACTED]", "cookie: [REDACTED]"),
    ]
    for i in range(44):
        v, t = ph[i % len(ph)]
        add(
            _e(
                "placeholder",
                "en",
                "placeholder / masked",
                v,
                t,
                r.choice(["example", "docs", "sample"]),
            )
        )
    pub = [
        (
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "Stripe docs test key sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        ),
        (
            "pk_test_TYooMQauvdEDq54NiTphI7jx",
            "publishable test key pk_test_TYooMQauvdEDq54NiTphI7jx",
        ),
        ("AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE"),
        (
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        ),
        (
            "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
            "reCAPTCHA test site key 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
        ),
        ("4242 4242 4242 4242", "tarjeta de prueba 4242 4242 4242 4242, cualquier CVC"),
        ("5555 5555 5555 4444", "Mastercard test card 5555 5555 5555 4444"),
    ]
    for i in range(14):
        v, t = pub[i % len(pub)]
        add(_e("documented-test-key", "en", "documented public test value", v, t, "docs"))
    for i in range(20):
        f = i % 5
        v = [
            hexs(r, 64),
            hexs(r, 40),
            f"sha256:{hexs(r, 64)}",
            f"sha384-{hexs(r, 48)}",
            hexs(r, 32),
        ][f]
        t = [
            f"sha256 original: {v}",
            f"commit {v}",
            f"image: ghcr.io/acme/recorder@{v}",
            f'integrity="{v}"',
            f'ETag: "{v}"',
        ][f]
        add(
            _e(
                "hash",
                "en",
                ["sha256", "commit SHA", "image digest", "SRI", "ETag"][f],
                v,
                t,
                r.choice(["sha256", "build", "meta"]),
            )
        )
    for i in range(18):
        v = str(uuid.UUID(int=r.getrandbits(128), version=4))
        add(
            _e(
                "uuid",
                "en",
                "request id",
                v,
                r.choice([f"x-request-id: {v}", f"trace {v}", f"Folio fiscal (UUID): {v}"]),
                r.choice(["request_id", "trace", "folio_fiscal"]),
            )
        )
    for i in range(12):
        v = f"build #{r.randint(1000, 9999)}" if i % 2 else f"run {digits(r, 10)}"
        add(_e("build-id", "en", "CI build / run id", v, f"CI {v} passed in 4m12s", "ci"))
    for i in range(40):
        d = f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{r.randint(2015, 2026)}"
        f = i % 4
        v = [
            d,
            f"Thu, {r.randint(1, 28):02d} Feb 2026 19:31:47 GMT",
            f"{r.randint(2015, 2026)}-0{r.randint(1, 9)}-1{r.randint(0, 9)}",
            f"{r.randint(1, 28)} de marzo de 2025",
        ][f]
        t = [f"Publicado el {v}", f"Date: {v}", f"publishedAt {v}", f"Última actualización: {v}"][f]
        add(_e("date", "es", "publication date", v, t, r.choice(["meta", "fecha", "published"])))
    for i in range(22):
        f = i % 4
        v = [
            f"${r.randint(100, 9999)},{r.randint(100, 999)}.00 MXN",
            f"USD {r.randint(5, 999)}.99",
            f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)} habitantes",
            f"{r.randint(10, 99)}.{r.randint(1, 9)}% anual",
        ][f]
        t = [
            f"Precio de lista {v}",
            f"Plan Pro: {v}/mo",
            f"INEGI, Censo 2020: {v}",
            f"inflación {v} (Banxico)",
        ][f]
        add(
            _e(
                ["price", "price", "statistic", "statistic"][f],
                "es" if f != 1 else "en",
                "public figure",
                v,
                t,
                r.choice(["precio", "dato", "stats"]),
            )
        )
    for i in range(12):
        v = isbn13(r)
        add(_e("isbn", "es", "ISBN-13", v, f"ISBN {v}", "isbn"))
    for i in range(16):
        f = i % 4
        v = [
            f"1Z{hexs(r, 6).upper()}03{digits(r, 8)}",
            f"PED-{digits(r, 8)}",
            f"SKU {digits(r, 6)}-{r.choice('ABC')}",
            f"Folio {digits(r, 10)}",
        ][f]
        add(
            _e(
                ["tracking-number", "order-number", "sku", "order-number"][f],
                "es",
                "business reference",
                v,
                f"Pedido en camino: {v}" if f == 0 else f"Referencia: {v}",
                "pedido",
            )
        )
    for i in range(12):
        cp = r.choice(["06600", "44100", "64000", "01210", "76090"])
        v = f"C.P. {cp}"
        add(
            _e(
                "postal-code",
                "es",
                "business postal code",
                v,
                f"Tienda Centro, {v}, horario 9 a 18 h",
                "sucursal",
            )
        )
    off = [
        (
            "Lic. Ana Torres, Titular de la Unidad de Transparencia, tel. institucional (55) 3688 1100 ext. 11345",
            "(55) 3688 1100 ext. 11345",
        ),
        (
            "Presidente Municipal: Ing. Carlos Ruiz — oficina pública (33) 3837 4400",
            "(33) 3837 4400",
        ),
        ("Vocero: prensa@acmesearch.io / +52 55 5080 2000 (oficina)", "prensa@acmesearch.io"),
    ]
    for i in range(9):
        t, v = off[i % 3]
        add(
            _e(
                "official-contact",
                "es",
                "public official / company published contact",
                v,
                t,
                "directorio",
            )
        )
    for i in range(14):
        f = i % 3
        v = [f"G-{hexs(r, 10).upper()}", f"UA-{digits(r, 8)}-1", f"GTM-{hexs(r, 7).upper()}"][f]
        add(_e("analytics-id", "en", "analytics id", v, f"gtag('config', '{v}')", "analytics"))
    for i in range(10):
        v = f"10.{r.randint(1000, 9999)}/{hexs(r, 8)}"
        add(_e("doi", "en", "DOI", v, f"doi:{v}", "citation"))
    for i in range(8):
        v = f"v{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}"
        add(_e("version", "en", "version", v, f"recorder {v} (python 3.13)", "version"))

    for i in range(8):
        v = cnpj(r)
        add(
            _e(
                "company-cnpj",
                "pt",
                "company CNPJ",
                v,
                f"Razão social: Acme Busca Ltda. — CNPJ {v}",
                "empresa",
            )
        )
    for i in range(8):
        f = i % 4
        v = [
            "contato@acmebusca.com.br",
            f"0800 {digits(r, 3)} {digits(r, 4)}",
            "sac@acmebusca.com.br",
            f"(11) 3{digits(r, 3)}-{digits(r, 4)} ramal {r.randint(100, 999)}",
        ][f]
        add(
            _e(
                ["role-mailbox", "toll-free", "role-mailbox", "extension"][f],
                "pt",
                "Brazilian company contact",
                v,
                f"Fale conosco: {v}",
                "contato",
            )
        )
    return out
