"""Issue 15's probes: each one, in the forms people write, gives a finding at its line;
the company data beside them gives none. Every probe is planted on line 3 of a small
page, JSON document or YAML cassette so that a finding on the wrong line fails."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.detect import mx_ids
from fixture_guard.detect.personal import candidate_windows, find_personal
from fixture_guard.rules import personal

CONFIG = Config(project_dir=Path("."))

PROBES = [
    # passports, near a passport word
    ("Pasaporte: G18240823", "FG613"),
    ("Pasaporte mexicano núm. N 7187 3413, vigente", "FG613"),
    ("Passport number of the guest (Sarah Thompson): 533380006", "FG613"),
    ("Reisepass: C01X00T47", "FG613"),
    # a named person's birth date
    ("Mónica Medina Delgado (nacida el 22-12-1998)", "FG614"),
    ("Regina Ríos Gómez cumple años el 13 de julio de 1966", "FG614"),
    ("Name: Ricardo Ruiz Lara · Date of birth: December 17, 1963", "FG614"),
    ("I'm Ximena, born on 02/27/1987", "FG614"),
    ("Jonas Becker, geb. 14.02.1987", "FG614"),
    # a named person's home address
    (
        "Juan Pérez — Domicilio particular: Calle Roble 12, Col. Centro, C.P. 76000, "
        "Querétaro, Qro.",
        "FG615",
    ),
    ("Envío a: Privada Fresno #9 Int. 2, Col. Del Valle, CP 03100, Benito Juárez, CDMX", "FG615"),
    # e-mails
    ("Escríbele a josé.pérez84@hotmail.com", "FG601"),
    ("Correo: julian@núñez.net", "FG601"),
    ("Contacto: juan.perez [arroba] gmail [punto] com", "FG601"),
    ("msoto73 (at) hotmail (dot) com", "FG601"),
    ("Email me: martin.gonzalez at prodigy dot net dot mx", "FG601"),
    ("Contact: RODRIGORUIZ83@HOTMAIL.COM", "FG601"),
    (
        '<a href="mailto:leticia.lopez.v@hotmail.com?Subject=Informes&cc=x%40y.mx">Leticia</a>',
        "FG601",
    ),
    # identifiers in any case and notation
    ("mi curp es caau590103hclsvl94", "FG604"),
    ("CURP: VADJ 750204 HDFZML 02", "FG604"),
    ("CURP: IACV-750223-M-SL-BSL-11", "FG604"),
    ("Facturar a Guadalupe Torres Díaz, RFC TODG.881110.9K7", "FG605"),
    ("Mi RFC con homoclave es earf860522570", "FG605"),
    ("INE (clave elector) pravmn06071813m005", "FG606"),
    # bare mobiles beside a name, a first-person phrase or a personal label
    ("Comunícate con María Gómez al 4611234567", "FG602"),
    ("María Gómez 4611234567", "FG602"),
    ("Pregunten por Ulises González, 3336139795", "FG602"),
    ("mi whats es 4492671042", "FG602"),
    ("Call me at 6184778266", "FG602"),
    ("Cel.: 6647783438", "FG602"),
    # what an adversary or a hurried recorder writes next
    ("Escríbele a juan at gmail.com", "FG601"),
    ("JUAN.PEREZ\uff20GMAIL.COM", "FG601"),
    ("JUAN PÉREZ 4611234567", "FG602"),
    ("Ana López, f. nac. 14/02/87", "FG614"),
    ("Pasaporte G 1824 0823", "FG613"),
    ('"passportNumber": "533380006"', "FG613"),
]

KEEPERS = [
    "Muebles Ramírez · Tel. (222) 634 9392 Ext 9959",
    "Tel. 55 1234 5678 ext. 204 (Lic. Ana López, compras)",
    "look at google.com today",
    "Juan Pérez nació en 1950. Publicado el 14/02/2020",
    "Conmutador (33) 4246-8459, Ext. 336",
    "Lic. Nayeli Ordóñez, Gerente de Ventas — Tel. oficina +52 33 3205 7837 Ext. 4001",
    "Lada sin costo: 01 800 432 8572",
    "Para quejas escriba a quejas@municipiodequeretaro.gob.mx",
    "Escríbenos a Hola@labquetzal.com.mx",
    "Contacto: mailto:info@ceibainmobiliaria.mx?subject=Cotizaci%C3%B3n",
    "Dato protegido: nombre.apellido@example.org",
    "Contacto: (55) 0000-0000",
    "Grupo Altamira, S.A. de C.V. Domicilio fiscal: Av. Paseo de la Reforma 505, Piso 12, "
    "Col. Cuauhtémoc, C.P. 06500, Ciudad de México",
    "Unidad de Transparencia de Gobierno de Jalisco: Av. Alcalde 1221, Col. Miraflores, "
    "C.P. 44270, Guadalajara, Jal.",
    "Reportaje de Saúl Lara González, corresponsal",
    "Fecha de publicación: 21 de noviembre de 2025",
    "Facturamos: Constructora Nogal, S.A. de C.V., RFC CON9901286V6",
    "https://articulo.mercadolibre.com.mx/MLM-6147805100-bicicleta-rodada-29-_JM",
    "Número de orden: 624-5052251-6448690",
]


def _html(line: str) -> tuple[str, bytes]:
    return "page.html", f"<html><body>\n<h1>Aviso</h1>\n<p>{line}</p>\n</body></html>\n".encode()


def _json(line: str) -> tuple[str, bytes]:
    body = '{\n  "title": "Aviso",\n  "snippet": ' + json.dumps(line, ensure_ascii=False) + "\n}\n"
    return "result.json", body.encode()


def _yaml(line: str) -> tuple[str, bytes]:
    body = "interactions:\n- response:\n    body: " + json.dumps(line, ensure_ascii=False) + "\n"
    return "cassette.yaml", body.encode()


def _lines(name: str, data: bytes) -> dict[int | None, set[str]]:
    found: dict[int | None, set[str]] = {}
    for finding in personal.scan(ScanTarget.of(name, data), CONFIG):
        found.setdefault(finding.line, set()).add(finding.code)
    return found


@pytest.mark.parametrize("form", [_html, _json, _yaml])
@pytest.mark.parametrize(("line", "code"), PROBES)
def test_probe_is_found_at_its_line(line: str, code: str, form) -> None:  # type: ignore[no-untyped-def]
    name, data = form(line)
    if form is not _html and "<a " in line:
        pytest.skip("markup only in pages")
    assert code in _lines(name, data).get(3, set())


@pytest.mark.parametrize("form", [_html, _json, _yaml])
@pytest.mark.parametrize("line", KEEPERS)
def test_company_data_is_kept(line: str, form) -> None:  # type: ignore[no-untyped-def]
    name, data = form(line)
    assert _lines(name, data) == {}


def test_a_hand_typed_identifier_must_check() -> None:
    """Lower case and dotted notations are only believed with their check digit; right
    after their own label ("mi curp es …", "RFC …") a wrong check digit makes them a
    datum to review (FG611, as a labelled NSS or CLABE is), never a verified one."""
    good = "caau590103hclsvl94"
    assert mx_ids.is_valid_curp(good)
    bad = good[:-1] + str((int(good[-1]) + 1) % 10)
    assert find_personal(f"folio {bad}", media="text", config=CONFIG) == []
    assert find_personal("ref todg.881110.9k8", media="text", config=CONFIG) == []
    for text in (f"mi curp es {bad}", "RFC todg.881110.9k8", "r.f.c.: todg881110 9k8"):
        codes = [m.code for m in find_personal(text, media="text", config=CONFIG)]
        assert codes == ["FG611"], text


def test_a_name_ending_the_line_before_owns_the_number_alone_on_its_line() -> None:
    page = "<table>\n<tr>\n<td>María Gómez</td>\n<td>4611234567</td>\n</tr>\n</table>\n"
    assert _lines("t.html", page.encode()) == {4: {"FG602"}}
    alone = "<table>\n<tr>\n<td>Pedido</td>\n<td>4611234567</td>\n</tr>\n</table>\n"
    assert _lines("t.html", alone.encode()) == {}


def test_an_unnamed_address_is_not_reported() -> None:
    """A page footer's address after its phone names nobody: not a home."""
    line = "Tel. (55) 5128 2000, Av. Paseo de la Reforma 222, Col. Juárez, C.P. 06600"
    assert [m.code for m in find_personal(line, media="text", config=CONFIG)] == []


def test_text_with_no_candidate_opens_no_window() -> None:
    """The cheap pass: prose, dates, coordinates, versions and ids in URLs open nothing."""
    text = (
        "Publicado el 2024-06-13T09:49:00-06:00 por la redacción, versión 3.98.3\n"
        '<path d="M33.075 13.825 12.5 19.25"/> <a href="/nota/5512345678-titulo">x</a>\n'
    ) * 200
    assert candidate_windows(text) == []


def test_a_datum_far_into_a_long_text_is_found_at_its_offset() -> None:
    filler = "Texto sin datos personales. " * 5000
    text = filler + "\nMaría Gómez 4611234567\n" + filler
    (match,) = find_personal(text, media="text", config=CONFIG)
    assert text[match.start : match.end] == "4611234567"


# --- provider account ids (FG504) and kept values gone (FG507) -------------------------

from fixture_guard.rules import secrets  # noqa: E402

ACCOUNT_PROBES = [
    "x-account: cust-99812",
    '"project": "proj_a1b2c3d4e5"',
    "GET https://api.example-search.mx/v1/accounts/acct_5521/usage",
    '"x-workspace-id": "ws_8vePmrhT5ea5"',
    "x-user-id: user_9cCl3Z6fxysxEqmSX9YAamaQr62",
    '"owner": "cus_CbxKmk1vb277cD"',
    '"team_id": "8812345"',
]
ACCOUNT_KEEPERS = [
    "Muebles Ramírez · Tel. (222) 634 9392 Ext 9959",
    "Tel. 55 1234 5678 ext. 204 (Lic. Ana López, compras)",
    "look at google.com today",
    "Juan Pérez nació en 1950. Publicado el 14/02/2020",
    '"project": "semantic-kernel"',
    '"organization": "Microsoft"',
    '"team": "Datos"',
    '"workspace": "benchmark"',
    '"x-amzn-requestid": "req_be96a3bda0c3578542bf7cc2"',
    '"x-request-id": "390d2a2b-4acd-4dc2-b42c-4f669d0367f0"',
]


def _secret_lines(name: str, data: bytes, config: Config = CONFIG) -> dict[int | None, set[str]]:
    found: dict[int | None, set[str]] = {}
    for finding in secrets.scan(ScanTarget.of(name, data), config):
        found.setdefault(finding.line, set()).add(finding.code)
    return found


@pytest.mark.parametrize("line", ACCOUNT_PROBES)
def test_account_id_is_found_at_its_line(line: str) -> None:
    page = f"<html><body>\n<p>Uso</p>\n<pre>{line}</pre>\n</body></html>\n".encode()
    assert "FG504" in _secret_lines("page.html", page).get(3, set())


@pytest.mark.parametrize("line", ACCOUNT_KEEPERS)
def test_a_word_or_a_request_id_is_no_account(line: str) -> None:
    body = '{\n  "a": 1,\n  ' + line + "\n}\n"
    assert _secret_lines("result.json", body.encode()) == {}


def test_provider_id_patterns_from_the_config_find_their_format() -> None:
    config = Config(project_dir=Path("."), provider_id_patterns={"delta": (r"dl-acc-([0-9]{6})",)})
    body = b'{\n  "a": 1,\n  "note": "cuenta dl-acc-552190"\n}\n'
    assert "FG504" in _secret_lines("r.json", body, config).get(3, set())


def _envelope(headers: str, body: str = '{"results": []}') -> bytes:
    return (
        '{\n  "fixture": {"id": "x"},\n  "request": {"method": "GET", "url": "https://a.mx/s"},\n'
        f'  "response": {{\n    "status": 200,\n    "headers": {headers},\n    "body": {body}\n'
        "  }\n}\n"
    ).encode()


def test_an_envelope_without_a_date_header_is_a_warning() -> None:
    """Absent may be how it was recorded (a body saved alone, a filtered cassette)."""
    lines = _secret_lines("e.json", _envelope('{"content-type": "application/json"}'))
    assert lines.get(6) == {"FG509"}
    assert _secret_lines("e.json", _envelope('{"Date": "Mon, 01 Jan 2024 00:00:00 GMT"}')) == {}


def test_an_envelope_nested_past_any_limit_is_read_without_recursion() -> None:
    """Found by the long fuzz run: the date-header check parsed envelopes with json.loads,
    whose recursion a 5,000-bracket prefix exhausts. It reads them through the bounded
    parser now: the envelope it cannot read is the integrity family's to report, and
    the secrets family says only that it could not scan it all (FG508)."""
    data = b"[" * 5000 + _envelope('{"content-type": "application/json"}')
    assert _secret_lines("e.json", data) == {None: {"FG508"}}


def test_an_emptied_date_header_in_an_envelope_is_a_removed_one() -> None:
    lines = _secret_lines("e.json", _envelope('{"date": "", "content-type": "text/html"}'))
    assert "FG507" in lines.get(6, set())
    assert "FG509" not in lines.get(6, set())


@pytest.mark.parametrize("field", ['"retrievedAt": null', '"cacheAgeSeconds": ""'])
def test_nulled_capture_metadata_is_reported_at_its_line(field: str) -> None:
    data = _envelope('{"date": "Mon, 01 Jan 2024 00:00:00 GMT"}', "{\n      " + field + "\n    }")
    assert "FG507" in _secret_lines("e.json", data).get(8, set())


def test_a_null_publication_date_is_what_providers_send() -> None:
    """Providers return `published_date: null` for results they cannot date."""
    body = '{\n      "published_date": null\n    }'
    data = _envelope('{"date": "Mon, 01 Jan 2024 00:00:00 GMT"}', body)
    assert _secret_lines("e.json", data) == {}


def test_an_emptied_date_header_in_a_cassette_is_reported() -> None:
    cassette = (
        b"interactions:\n- response:\n    headers:\n      Date: []\n    status: {code: 200}\n"
    )
    assert "FG507" in _secret_lines("c.yaml", cassette).get(4, set())


def test_a_page_own_empty_date_is_not_a_kept_value() -> None:
    page = b'<html><body>\n<script>{"date": ""}</script>\n</body></html>\n'
    assert _secret_lines("page.html", page) == {}


def test_the_cheap_pass_misses_nothing_a_recognizer_finds(captures: Path) -> None:
    """Every candidate the recognizers find in a whole text lies inside a window of the
    one-pass trigger: on every capture planted with every kind of datum and keeper
    (tests/personal_plants.py), and on the clean captures."""
    from personal_plants import planted_capture

    from fixture_guard.detect.personal import _FINDERS

    texts = []
    for index, path in enumerate(sorted(captures.rglob("*"))):
        if path.suffix in (".html", ".json", ".yaml"):
            text = path.read_text(encoding="utf-8-sig", errors="replace")
            texts.append(text)
            texts.append(planted_capture(text, path.name, seed=7000 + index)[0])
    texts.append("\n".join(line for line, _ in PROBES))
    alone = ("Texto sin datos. " * 40 + "\n{}\n" + "Más texto sin datos. " * 40).format
    texts += [alone(line) for line, _ in PROBES]
    for phone in ("55\u20131234\u20135678", "55\u00a01234\u00a05678", "55&nbsp;1234&nbsp;5678"):
        texts.append(alone(f"Celular {phone}"))
    missed = []
    for text in texts:
        windows = candidate_windows(text)
        for finder in _FINDERS:
            for c in finder(text):
                if not any(lo <= c.start and c.end <= hi for lo, hi in windows):
                    missed.append((finder.__name__, text[c.start : c.end]))
    assert missed == []


@pytest.mark.parametrize(
    ("line", "found"),
    [
        ("token (Bearer): DaqcWGFj8pF5Mcg9DPTzS8_TYQXcQSj-2ON6xGXqDMaTCsEN7D-TB3U0xq==", True),
        ("Bearer token = 9gDHOOSAZHYzoNxs3zSOtAwf8PaYI8SIvmw6YGgc", True),
        ("Bearer token: <TU_TOKEN>", False),
        ("Bearer token: abcdefghijklmnopqrstuvwxyz", False),
    ],
)
def test_a_bearer_token_labelled_as_one_is_a_secret(line: str, found: bool) -> None:
    page = f"<html><body>\n<p>API</p>\n<pre>{line}</pre>\n</body></html>\n".encode()
    codes = _secret_lines("page.html", page).get(3, set())
    assert any(code.startswith("FG5") for code in codes) is found


def test_redact_replaces_each_new_kind_and_keeps_the_rest() -> None:
    from fixture_guard.redact import redact_text

    text = (
        "<p>Juan Pérez — Domicilio particular: Calle Roble 12, Col. Centro, C.P. 76000, "
        "Querétaro, Qro. Cel. 55 1234 5678</p>\n"
        "<p>Pasaporte: G18240823; Ana López (nacida el 14/02/1987)</p>\n"
        "<p>juan.perez [arroba] gmail [punto] com, mi curp es caau590103hclsvl94</p>\n"
        "<p>Conmutador (33) 4246-8459, Ext. 336; prensa@empresa.mx</p>\n"
    )
    out, replaced, _ = redact_text(text, media="html", config=CONFIG)
    for datum in ("Roble 12", "G18240823", "14/02/1987", "juan.perez", "caau590103", "1234 5678"):
        assert datum not in out
    for kept in (
        "Juan Pérez — Domicilio particular:",
        "Cel.",
        "(33) 4246-8459",
        "prensa@empresa.mx",
    ):
        assert kept in out
    assert {r.kind for r in replaced} >= {"home-address", "passport", "birth-date", "curp"}
    assert find_personal(out, media="html", config=CONFIG) == []


@pytest.mark.parametrize(
    ("page", "line", "code"),
    [
        ("<dl>\n<dt>Pasaporte:</dt>\n<dd>G18240823</dd>\n</dl>\n", 3, "FG613"),
        ("<dl>\n<dt>Celular</dt>\n<dd>4611234567</dd>\n</dl>\n", 3, "FG602"),
        ("<p>Ana López Ruiz</p>\n<p>Fecha de nacimiento:</p>\n<p>14/02/1987</p>\n", 3, "FG614"),
        (
            "<address>Fernanda Lara<br>\nCerrada Fresno Mz 6 Lt 39, Col. García Ginerés, "
            "C.P. 97070, Mérida, Yucatán</address>\n",
            2,
            "FG615",
        ),
    ],
)
def test_a_label_on_the_line_before_labels_a_value_alone_on_its_line(
    page: str, line: int, code: str
) -> None:
    assert code in _lines("p.html", page.encode()).get(line, set())


@pytest.mark.parametrize(
    "line",
    [
        "Módulo del SAT: Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Cuauhtémoc, CDMX",
        "Alcaldía Benito Juárez: Av. División del Norte 1611, Col. Santa Cruz Atoyac, "
        "C.P. 03310, CDMX",
    ],
)
def test_a_government_office_address_is_kept(line: str) -> None:
    assert find_personal(line, media="text", config=CONFIG) == []
