from __future__ import annotations

import time
from pathlib import Path

import pytest
from pdfwriter import Page, Text, bomb_object, build_pdf

from fixture_guard.artifacts import clear_cache, load_pdf
from fixture_guard.spans import (
    Span,
    SpanError,
    is_citable,
    normalize_whitespace,
    parse_span,
    resolve_span,
)

# --- grammar ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("offset:0-5", Span("offset", start=0, end=5)),
        ("offset:120-4096", Span("offset", start=120, end=4096)),
        (
            "selector:article p:nth-of-type(2)",
            Span("selector", selector="article p:nth-of-type(2)"),
        ),
        ("selector:td[headers='a:b']", Span("selector", selector="td[headers='a:b']")),
        ("page:3", Span("page", page=3)),
        ("page:12,offset:7-19", Span("page", page=12, start=7, end=19)),
    ],
)
def test_parse_span_accepts_the_four_forms(text: str, span: Span) -> None:
    assert parse_span(text) == span
    assert str(parse_span(text)) == text


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("", "span is empty"),
        ("12-40", "column 1: no kind"),
        ("offsett:1-2", "column 1: unknown kind 'offsett'"),
        ("offset:5", "column 8: expected S-E"),
        ("offset:x-5", "column 8: start 'x' is not a non-negative integer"),
        ("offset:5-", "column 10: end is missing"),
        ("offset:9-4", "column 10: end 4 must be greater than start 9"),
        ("offset:-1-4", "column 8: start is missing"),
        ("offset:1-99999999999999", "more than 12 digits"),
        ("selector:", "column 10: the CSS selector is empty"),
        ("selector:div >", "column 10: invalid CSS selector"),
        ("selector:p::text", "invalid CSS selector: Pseudo-elements are not supported"),
        ("page:0", "column 6: page numbers start at 1"),
        ("page:two", "column 6: page number 'two' is not a non-negative integer"),
        ("page:2,offset:", "column 15: expected S-E"),
        ("page:2,selector:p", "column 8: after page:2, expected ',offset:S-E'"),
    ],
)
def test_parse_span_says_which_part_is_wrong_and_where(text: str, needle: str) -> None:
    with pytest.raises(SpanError) as caught:
        parse_span(text)
    assert needle in str(caught.value)
    assert "\n" not in str(caught.value)


# --- resolving on text and HTML -------------------------------------------------------------

HTML = (
    "<!doctype html><html><head><title>Planta</title></head><body>"
    "<article><p>Primero.</p><p>La planta de  Saltillo\n  abrirá en 2026.</p></article>"
    "<!-- un comentario --></body></html>"
).encode()


def test_offset_span_slices_characters_not_bytes() -> None:
    data = "ñandú: año 2025".encode()
    assert resolve_span("offset:0-5", data, media="text") == "ñandú"
    assert resolve_span("offset:7-10", data, media="text") == "año"


def test_offset_span_ignores_a_byte_order_mark() -> None:
    assert resolve_span("offset:0-4", b"\xef\xbb\xbfhola", media="text") == "hola"


def test_offset_past_the_end_is_an_error() -> None:
    with pytest.raises(SpanError, match=r"end 50 is past the end of the text \(4 characters\)"):
        resolve_span("offset:1-50", b"hola", media="text")


def test_offset_on_bytes_that_are_not_utf8_is_refused() -> None:
    with pytest.raises(SpanError, match="not UTF-8"):
        resolve_span("offset:0-2", b"a\xff\xfeb", media="text")


def test_selector_yields_the_text_content_of_the_first_match() -> None:
    text = resolve_span("selector:article p:nth-of-type(2)", HTML, media="html")
    assert text == "La planta de  Saltillo\n  abrirá en 2026."
    assert resolve_span("selector:p", HTML, media="html") == "Primero."


def test_selector_that_matches_nothing_is_an_error() -> None:
    with pytest.raises(SpanError, match="no element matches"):
        resolve_span("selector:table td", HTML, media="html")


def test_span_on_the_wrong_media_is_an_error() -> None:
    with pytest.raises(SpanError, match="needs an HTML artifact"):
        resolve_span("selector:p", b"{}", media="json")
    with pytest.raises(SpanError, match="needs a PDF artifact"):
        resolve_span("page:1", HTML, media="html")


def test_billion_laughs_html_is_not_expanded() -> None:
    entities = '<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">' + "".join(
        f'<!ENTITY {chr(98 + i)} "' + f"&{chr(97 + i)};" * 10 + '">' for i in range(9)
    )
    page = f"<!DOCTYPE html [{entities}]><html><body><p id='x'>&j;</p></body></html>"
    started = time.perf_counter()
    text = resolve_span("selector:#x", page.encode(), media="html")
    assert len(text) < 100
    assert time.perf_counter() - started < 2


def test_deep_html_is_bounded() -> None:
    page = ("<div>" * 50_000 + "<p>fondo</p>" + "</div>" * 50_000).encode()
    started = time.perf_counter()
    # libxml2 stops nesting at 256 levels without huge_tree: the deep <p> is never built.
    with pytest.raises(SpanError):
        resolve_span("selector:p", page, media="html")
    assert time.perf_counter() - started < 5


def test_selector_on_a_real_page(captures: Path) -> None:
    data = (captures / "html/es-mx_unocero_tech-news-android-apps.html").read_bytes()
    assert (
        resolve_span("selector:h1", data, media="html")
        == "Estas son las marcas que más dificultan el trabajo de tus aplicaciones en Android"
    )


# --- PDF ----------------------------------------------------------------------------------


def _pdf(*pages: str) -> bytes:
    return build_pdf([Page([Text(text)]) for text in pages])


def test_page_span_yields_the_page_text() -> None:
    data = _pdf("Primera página", "Segunda página del informe")
    assert resolve_span("page:2", data, media="pdf") == "Segunda página del informe"
    assert resolve_span("page:2,offset:8-14", data, media="pdf") == "página"


def test_page_past_the_last_page_is_an_error() -> None:
    with pytest.raises(SpanError, match=r"page 3 is past the last page \(2\)"):
        resolve_span("page:3", _pdf("a", "b"), media="pdf")


def test_offset_on_a_pdf_needs_a_page() -> None:
    with pytest.raises(SpanError, match="needs its page"):
        resolve_span("offset:0-1", _pdf("a"), media="pdf")


def test_truncated_pdf_is_a_one_line_error() -> None:
    data = _pdf("texto completo")[:60]
    with pytest.raises(SpanError) as caught:
        resolve_span("page:1", data, media="pdf")
    assert "\n" not in str(caught.value)


def test_encrypted_pdf_is_refused() -> None:
    encrypt = b"/Encrypt << /Filter /Standard /V 1 /R 2 >> "
    data = build_pdf([Page([Text("secreto")])], trailer_extra=encrypt)
    with pytest.raises(SpanError, match="encrypted"):
        resolve_span("page:1", data, media="pdf")


def test_decompression_bomb_is_refused_within_bounded_time() -> None:
    clear_cache()
    data = build_pdf([Page([Text("hola")])], extra_objects=[bomb_object(300)])
    assert len(data) < 1024 * 1024
    started = time.perf_counter()
    with pytest.raises(SpanError, match="decompression bomb"):
        resolve_span("page:1", data, media="pdf")
    assert time.perf_counter() - started < 10


def test_page_span_on_the_400_page_manual(captures: Path) -> None:
    data = (captures / "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf").read_bytes()
    assert load_pdf(data).page_count == 400
    assert resolve_span("page:3,offset:0-17", data, media="pdf") == "Part 2 IRM 2.3.59"
    with pytest.raises(SpanError, match=r"past the last page \(400\)"):
        resolve_span("page:401", data, media="pdf")


def test_scanned_page_yields_no_text(captures: Path) -> None:
    data = (captures / "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf").read_bytes()
    check = is_citable("page:1", data, media="pdf", expected_text="CHAPTER II")
    assert not check.citable
    assert "no text layer" in check.reason


# --- citing -------------------------------------------------------------------------------


def test_selector_citation_is_whitespace_normalised() -> None:
    check = is_citable(
        "selector:article p:nth-of-type(2)",
        HTML,
        media="html",
        expected_text="La planta de Saltillo abrirá en 2026.",
    )
    assert check.citable, check.reason


def test_selector_citation_still_compares_words() -> None:
    check = is_citable(
        "selector:article p:nth-of-type(2)",
        HTML,
        media="html",
        expected_text="La planta de Saltillo abrirá en 2027.",
    )
    assert not check.citable
    assert "2026" in check.reason and "2027" in check.reason


def test_offset_citation_is_exact() -> None:
    data = "La planta  abrirá".encode()
    assert is_citable("offset:0-17", data, media="text", expected_text="La planta  abrirá").citable
    check = is_citable("offset:0-17", data, media="text", expected_text="La planta abrirá")
    assert not check.citable


def test_is_citable_reports_a_bad_span_instead_of_raising() -> None:
    check = is_citable("selector:p[", HTML, media="html", expected_text="x")
    assert not check.citable
    assert check.found is None
    assert "invalid CSS selector" in check.reason


def test_normalize_whitespace_folds_nbsp_and_newlines() -> None:
    assert normalize_whitespace("\u00a0a \n\t b\u2003c ") == "a b c"
