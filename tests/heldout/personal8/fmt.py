"""Writing dates and numbers the ways people write them."""

from __future__ import annotations

import datetime as dt
import random

ES_MONTHS = [
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
]  # fmt: skip
PT_MONTHS = [
    "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
    "outubro", "novembro", "dezembro",
]  # fmt: skip
EN_MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]  # fmt: skip
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def date_es(d: dt.date, style: int) -> str:
    m = ES_MONTHS[d.month - 1]
    return [
        f"{d.day} de {m} de {d.year}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
        f"{d.day:02d}-{d.month:02d}-{d.year}",
        f"{d.year}-{d.month:02d}-{d.day:02d}",
        f"{d.day}-{ROMAN[d.month - 1]}-{d.year}",
        f"{d.day} {m[:3]}. {d.year}",
        f"{d.day:02d}.{d.month:02d}.{d.year}",
        f"{d.day}/{m[:3].upper()}/{d.year}",
        f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}",
        f"{d.day} de {m} del {d.year}",
    ][style % 10]


def date_en(d: dt.date, style: int) -> str:
    m = EN_MONTHS[d.month - 1]
    return [
        f"{m} {d.day}, {d.year}",
        f"{d.month:02d}/{d.day:02d}/{d.year}",
        f"{d.day} {m[:3]} {d.year}",
        f"{d.year}-{d.month:02d}-{d.day:02d}",
        f"{m[:3]}. {d.day}, {d.year}",
        f"{d.month}/{d.day}/{d.year % 100:02d}",
    ][style % 6]


def date_pt(d: dt.date, style: int) -> str:
    m = PT_MONTHS[d.month - 1]
    return [
        f"{d.day} de {m} de {d.year}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
        f"{d.day:02d}.{d.month:02d}.{d.year}",
        f"{d.day}/{m[:3]}/{d.year}",
    ][style % 4]


def date_in(lang: str, d: dt.date, style: int) -> str:
    return {"es": date_es, "en": date_en, "pt": date_pt}[lang](d, style)


def mx_phone_forms(n: str, rng: random.Random) -> list[tuple[str, str]]:
    """(notation name, written form) of a 10-digit Mexican number."""
    a = 2 if n[:2] in ("55", "33", "81") else 3
    area, rest = n[:a], n[a:]
    if a == 2:
        r1, r2 = rest[:4], rest[4:]
        pairs = f"{rest[:2]} {rest[2:4]} {rest[4:6]} {rest[6:]}"
    else:
        r1, r2 = rest[:3], rest[3:]
        pairs = f"{rest[:3]} {rest[3:5]} {rest[5:]}"
    return [
        ("+52 spaced", f"+52 {area} {r1} {r2}"),
        ("+52 1 mobile prefix", f"+52 1 {area} {r1} {r2}"),
        ("+521 compact", f"+521{n}"),
        ("044 prefix", f"044 {area} {r1} {r2}"),
        ("045 prefix", f"045 {area} {r1} {r2}"),
        ("parenthesised area, hyphen", f"({area}) {r1}-{r2}"),
        ("dotted", f"{area}.{r1}.{r2}"),
        ("hyphenated", f"{area}-{r1}-{r2}"),
        ("bare 10 digits", n),
        ("pairs", f"{area} {pairs}"),
        ("0052 prefix", f"0052 {area} {r1} {r2}"),
        ("+52 parenthesised area", f"+52 ({area}) {r1}-{r2}"),
        ("+52 hyphens", f"+52-{area}-{r1}-{r2}"),
        ("52 without plus", f"52 {area} {r1} {r2}"),
        ("+52 1 parenthesised", f"+52 1 ({area}) {r1} {r2}"),
        ("spaced national", f"{area} {r1} {r2}"),
        ("+52 compact", f"+52{n}"),
        ("area slash", f"{area}/{r1}{r2}"),
    ]
