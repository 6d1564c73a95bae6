"""Planting personal data and must-keep values into real captures, one item per line.

The evaluation set of the personal-data detector: real pages, search responses and
cassettes from ../shared/captures, each carrying planted personal data of every kind
(in HTML text, attributes, JSON fields, YAML values; Mexican formats with spaces,
dashes, parentheses, +52 1, 044/045, wa.me/ and tel: links) and planted values that
must be kept (role mailboxes, company RFCs, 800 numbers, placeholders, switchboards,
dates, hosts, paths, ids). Values are generated with valid check digits from a seeded
random source, so every run plants the same thing.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from fixture_guard.detect import mx_ids

FIRST = [
    "Juan",
    "María",
    "José",
    "Guadalupe",
    "Ana",
    "Luis",
    "Fernanda",
    "Ricardo",
    "Itzel",
    "Jorge",
    "Ximena",
    "Alejandro",
    "Rocío",
    "Héctor",
    "Paola",
    "Emiliano",
]
LAST = [
    "Pérez",
    "López",
    "Hernández",
    "García",
    "Martínez",
    "Ramírez",
    "Sánchez",
    "Cruz",
    "Torres",
    "Flores",
    "Rivera",
    "Gómez",
    "Díaz",
    "Morales",
    "Ortiz",
    "Vázquez",
]
FREE_MAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "prodigy.net.mx",
    "live.com.mx",
    "icloud.com",
]
COMPANIES = [
    "cementosdelnorte",
    "grupoalfa-mx",
    "farmaciasdelbajio",
    "transportesgdl",
    "constructoraqro",
    "alimentosmonterrey",
]
AREAS = ["55", "33", "81", "222", "442", "477", "664", "998", "999", "686", "614", "443"]
TITLES = ["Lic.", "Ing.", "Dr.", "Dra.", "Mtra.", "Sr.", "Sra.", "Arq."]
STATES = sorted(mx_ids.CURP_STATES - {"NE"})
BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]


def _ascii(value: str) -> str:
    return value.translate(str.maketrans("áéíóúñÁÉÍÓÚÑ", "aeiouuAEIOUN")).lower()


@dataclass(frozen=True)
class Plant:
    """One planted line: its text, whether it must be found, and what it is."""

    line: str
    personal: bool
    kind: str


class Generator:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # --- values ------------------------------------------------------------------------

    def name(self) -> tuple[str, str]:
        return self.r.choice(FIRST), self.r.choice(LAST)

    def personal_email(self) -> str:
        first, last = (_ascii(p) for p in self.name())
        n = self.r.randint(1, 99)
        local = self.r.choice(
            [
                f"{first}.{last}",
                f"{first[0]}{last}{n}",
                f"{first}_{last}",
                f"{first}{last}{n}",
                f"{first[0]}.{last}",
                f"{last}.{first}{n}",
            ]
        )
        domain = self.r.choice([*FREE_MAIL, f"{self.r.choice(COMPANIES)}.com.mx"])
        return f"{local}@{domain}"

    def role_email(self) -> str:
        local = self.r.choice(
            [
                "ventas",
                "contacto",
                "info",
                "prensa",
                "atencion.clientes",
                "atencionaclientes",
                "facturacion",
                "rh",
                "recursoshumanos",
                "soporte",
                "transparencia",
                "comunicacionsocial",
                "hola",
                "privacidad",
                "noreply",
                "no-reply",
                "compras",
                "cobranza",
                "support",
                "sales",
                "press",
                "billing",
                "help",
                "contact",
                "ventas.cdmx",
                "atencion",
                "servicio.clientes",
                "legal",
                "admin",
                "webmaster",
                "newsletter",
                "media",
                "hr",
                "office",
                "informes",
            ]
        )
        return f"{local}@{self.r.choice(COMPANIES)}.com.mx"

    def national(self, *, company: bool = False) -> str:
        from fixture_guard.detect.mx_patterns import _mx_number_type

        while True:
            area = self.r.choice(AREAS)
            rest = "".join(self.r.choice("0123456789") for _ in range(10 - len(area)))
            if company:
                rest = rest[:-4] + "0000"
            number = area + rest
            kind = _mx_number_type(number)
            if rest[0] not in "01" and kind not in (None, "toll-free", "premium", "shared-cost"):
                return number

    def phone(self, number: str, *, html: bool) -> str:
        a = 2 if number[:2] in ("55", "33", "81") else 3
        area, rest = number[:a], number[a:]
        if a == 2:
            mid, end = rest[:4], rest[4:]
        else:
            mid, end = rest[:3], rest[3:]
        forms = [
            f"{area} {mid} {end}",
            f"({area}) {mid}-{end}",
            f"{area}-{mid}-{end}",
            f"{area}.{mid}.{end}",
            f"+52 {area} {mid} {end}",
            f"+52 1 {area} {mid} {end}",
            f"+521 {number}",
            f"+52{number}",
            f"044 {area} {mid} {end}",
            f"045 {area} {mid} {end}",
            f"+52 ({area}) {mid}-{end}",
            " ".join(number[i : i + 2] for i in range(0, 10, 2)),
            f"52 {area} {mid} {end}",
            f"01 {area} {mid} {end}",
        ]
        if html:
            forms.append(f"{area}&nbsp;{mid}&nbsp;{end}")
        return self.r.choice(forms)

    def curp(self) -> str:
        while True:
            letters = (
                self.r.choice("BCDFGHJLMNPRSTVZ")
                + self.r.choice("AEIOU")
                + self.r.choice("BCDFGHJLMNPRSTVZ")
                + self.r.choice("ABCDEFGHJLMNPRSTVZ")
            )
            year = self.r.randint(40, 99)
            date = f"{year:02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
            body = (
                letters
                + date
                + self.r.choice("HM")
                + self.r.choice(STATES)
                + "".join(self.r.choice("BCDFGHJKLMNPRSTVXZ") for _ in range(3))
                + self.r.choice("0123456789")
            )
            curp = body + str(mx_ids.curp_check_digit(body + "0"))
            if mx_ids.curp_check_digit_ok(curp):
                return curp

    def rfc_person(self, *, dashes: bool = False) -> str:
        letters = "".join(self.r.choice("ABCDEFGHJKLMNPRSTVZ") for _ in range(4))
        date = f"{self.r.randint(50, 99):02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
        homo = self.r.choice("ABCDEFGHJKLMN123456789") + self.r.choice("ABCDEF123456789")
        check = self.r.choice("0123456789A")
        return f"{letters}-{date}-{homo}{check}" if dashes else f"{letters}{date}{homo}{check}"

    def rfc_company(self) -> str:
        letters = "".join(self.r.choice("ABCDEFGHJKLMNPRSTVZ") for _ in range(3))
        date = f"{self.r.randint(0, 23):02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
        return f"{letters}{date}{self.r.choice('ABCDEFGH')}{self.r.choice('123456789')}{self.r.choice('0123456789A')}"

    def ine(self) -> str:
        letters = "".join(self.r.choice("ABCDEFGHJKLMNPRSTVZ") for _ in range(6))
        date = f"{self.r.randint(40, 99):02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
        return f"{letters}{date}{self.r.randint(1, 32):02d}{self.r.choice('HM')}{self.r.randint(0, 999):03d}"

    def _luhn_complete(self, partial: str) -> str:
        for d in "0123456789":
            if mx_ids.luhn_ok(partial + d):
                return partial + d
        raise AssertionError("unreachable")

    def nss(self) -> str:
        return self._luhn_complete("".join(self.r.choice("0123456789") for _ in range(10)))

    def clabe(self) -> str:
        weights = (3, 7, 1) * 6
        body = self.r.choice(BANKS) + "".join(self.r.choice("0123456789") for _ in range(14))
        total = sum((int(d) * w) % 10 for d, w in zip(body, weights, strict=False))
        return body + str((10 - total % 10) % 10)

    def card(self) -> str:
        prefix, length = self.r.choice(
            [
                ("4", 16),
                ("51", 16),
                ("55", 16),
                ("2221", 16),
                ("37", 15),
                ("6011", 16),
                ("5062", 16),
                ("4", 16),
                ("5", 16),
            ]
        )
        if prefix == "5":
            prefix = "5" + self.r.choice("12345")
        body = prefix + "".join(
            self.r.choice("0123456789") for _ in range(length - len(prefix) - 1)
        )
        return self._luhn_complete(body)

    # --- lines -------------------------------------------------------------------------

    def personal_plants(self, media: str) -> list[tuple[str, str]]:
        """(kind, text) of personal data in realistic contexts, for one file's media."""
        html = media == "html"
        first, last = self.name()
        who = f"{first} {last}"
        title = self.r.choice(TITLES)
        email = self.personal_email()
        number = self.national()
        phone = self.phone(number, html=html)
        card = self.card()
        grouped_card = (
            f"{card[:4]} {card[4:10]} {card[10:]}"
            if len(card) == 15
            else " ".join(card[i : i + 4] for i in range(0, len(card), 4))
        )
        clabe = self.clabe()
        nss = self.nss()
        items = [
            ("email", f"Escríbele a {who} en {email} para coordinar la visita."),
            ("email", f"Correo personal: {email}"),
            ("email", f"{who} &lt;{email}&gt;" if html else f"{who} <{email}>"),
            ("phone", f"Celular de {who}: {phone}"),
            ("phone", f"{title} {who} — cel. {phone}"),
            ("phone", f"Mi número personal es {phone}, márcame después de las 6."),
            ("phone", f"WhatsApp personal: {phone}"),
            ("phone", f"Tel: {phone}"),
            ("phone", f"Para dudas, llámame al {self.phone(self.national(), html=html)}"),
            ("phone", f"Móvil {self.phone(self.national(), html=html)}"),
            ("curp", f"CURP: {self.curp()}"),
            ("curp", f"La CURP del solicitante es {self.curp()}."),
            ("rfc", f"RFC: {self.rfc_person()}"),
            ("rfc", f"RFC del trabajador {self.rfc_person(dashes=True)}"),
            ("ine", f"Clave de elector: {self.ine()}"),
            ("nss", f"NSS: {nss}"),
            (
                "nss",
                f"Número de seguridad social {nss[:2]}-{nss[2:4]}-{nss[4:6]}-{nss[6:10]}-{nss[10]}",
            ),
            ("clabe", f"CLABE interbancaria: {clabe}"),
            (
                "clabe",
                f"Depósitos a la cuenta CLABE {clabe[:3]} {clabe[3:6]} {clabe[6:17]} {clabe[17]}",
            ),
            ("card", f"Tarjeta: {grouped_card}"),
            ("card", f"Pagó con la tarjeta {card}"),
        ]
        if html:
            link_number = self.national()
            items += [
                ("email", f'<a href="mailto:{self.personal_email()}">{who}</a>'),
                ("phone", f'<a href="tel:+52{link_number}">Llamar a {who}</a>'),
                (
                    "phone",
                    f'<a href="https://wa.me/521{self.national()}">Escríbeme por WhatsApp</a>',
                ),
                (
                    "phone",
                    f'<a href="https://api.whatsapp.com/send?phone=52{self.national()}&amp;text=Hola">WhatsApp</a>',
                ),
                (
                    "phone",
                    f'<span class="contacto" data-celular="{self.phone(self.national(), html=False)}"></span>',
                ),
                ("curp", f'<input type="hidden" name="curp" value="{self.curp()}">'),
                (
                    "email",
                    f'<img src="/img/perfil.jpg" alt="Foto de {who}" title="{self.personal_email()}">',
                ),
            ]
        if media == "json":
            items += [
                ("email", f'"email": "{self.personal_email()}",'),
                ("phone", f'"telefono_celular": "{self.phone(self.national(), html=False)}",'),
                ("phone", f'"whatsapp": "521{self.national()}",'),
                ("curp", f'"curp": "{self.curp()}",'),
                ("card", f'"card_number": "{self.card()}",'),
            ]
        return items

    def keep_plants(self, media: str) -> list[tuple[str, str]]:
        html = media == "html"
        role = self.role_email()
        company = self.national(company=True)
        items = [
            ("role-email", f"Escríbenos a {role}"),
            ("role-email", f"Ventas y cotizaciones: {self.role_email()}"),
            ("role-email", f"Prensa: {self.role_email()} · Facturación: {self.role_email()}"),
            ("placeholder", "Contacto: redacted@example.test"),
            ("placeholder", "Teléfono: +52-000-000-0000"),
            ("rfc-company", f"RFC: {self.rfc_company()}"),
            ("rfc-company", "RFC genérico: XAXX010101000"),
            ("toll-free", "Lada sin costo: 800 123 4567"),
            (
                "toll-free",
                f"Llame al 01 800 {self.r.randint(200, 999)} {self.r.randint(1000, 9999)}",
            ),
            (
                "toll-free",
                f"Atención telefónica 800-{self.r.randint(200, 999)}-{self.r.randint(1000, 9999)}",
            ),
            ("switchboard", f"Conmutador: {self.phone(company, html=html)}"),
            (
                "switchboard",
                f"Oficinas centrales: {self.phone(self.national(company=True), html=html)}",
            ),
            (
                "switchboard",
                f"Sucursal Centro, tel. {self.phone(self.national(company=True), html=html)}",
            ),
            (
                "switchboard",
                f"Atención a clientes {self.phone(self.national(company=True), html=html)} ext. 120",
            ),
            ("date", "Publicado el 12/05/2024 a las 10:35"),
            (
                "date",
                f"Actualizado: 2024-{self.r.randint(1, 12):02d}-{self.r.randint(1, 28):02d}T08:30:00Z",
            ),
            ("date", "Date: Tue, 14 May 2024 18:03:11 GMT"),
            ("host", "Fuente: https://www.empresa.com.mx/prensa/2024/05/12/planta-5512345678"),
            ("path", "/api/v1/search?query=planta+monterrey&page=2&ts=1715709791"),
            ("id", f"Folio de pedido 2024{self.r.randint(100000, 999999)}"),
            (
                "id",
                f"request-id: {self.r.getrandbits(64):016x}-{self.r.randint(1000000000, 9999999999)}",
            ),
            ("id", "Coordenadas: 19.432608, -99.133209"),
            ("id", "Precio: $1,234,567.89 MXN"),
            (
                "id",
                f"ISBN 978-607-{self.r.randint(10, 99)}-{self.r.randint(1000, 9999)}-{self.r.randint(0, 9)}",
            ),
        ]
        if media == "json":
            items += [
                ("date", '"publishedAt": "2024-05-12T10:00:00Z",'),
                ("date", '"retrievedAt": 1715709791000,'),
                ("date", '"cacheAgeSeconds": 86400,'),
                ("role-email", f'"contact_email": "{self.role_email()}",'),
            ]
        if html:
            items += [
                ("role-email", f'<a href="mailto:{self.role_email()}">Contáctanos</a>'),
                ("toll-free", '<a href="tel:8001234567">Llámanos sin costo</a>'),
                ("placeholder", '<a href="tel:+52-000-000-0000">Teléfono</a>'),
            ]
        return items


# --- putting lines into files -----------------------------------------------------------


def _json_string(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def wrap(text: str, media: str, index: int, indent: str) -> str:
    """A planted item as a line that fits the file: HTML element, JSON member, YAML key."""
    if media == "html":
        return text if text.startswith("<") else f"<p>{text}</p>"
    if media == "json":
        if text.startswith('"'):
            return f"{indent}{text}"
        return f'{indent}"planted_{index}": "{_json_string(text)}",'
    if media == "yaml":
        return f"{indent}planted_{index}: '{text.replace(chr(39), chr(39) * 2)}'"
    return text


_SCRIPT_OPEN = re.compile(r"<(script|style)\b", re.IGNORECASE)
_SCRIPT_CLOSE = re.compile(r"</(script|style)>", re.IGNORECASE)


def insertion_points(lines: list[str], media: str) -> list[int]:
    """Indexes after which a planted line may go (outside scripts, inside the body)."""
    points = []
    in_script = False
    in_body = media != "html"
    for i, line in enumerate(lines):
        if media == "html":
            if "<body" in line.lower():
                in_body = True
            opens, closes = len(_SCRIPT_OPEN.findall(line)), len(_SCRIPT_CLOSE.findall(line))
            if opens > closes:
                in_script = True
            elif closes > opens:
                in_script = False
                continue
            if in_body and not in_script and line.rstrip().endswith(">"):
                points.append(i)
        elif media == "json":
            if line.rstrip().endswith("{") and i + 1 < len(lines) and lines[i + 1].strip() != "}":
                points.append(i)
        elif media == "yaml":
            stripped = line.rstrip()
            if re.match(r"^\s*[\w-]+:\s*\S", line) and not stripped.endswith(
                ("|", ">", "|-", ">-")
            ):
                points.append(i)
    return points


def plant(text: str, media: str, plants: list[Plant], seed: int) -> tuple[str, dict[int, Plant]]:
    """`text` with each plant on its own new line; returns the new text and line → plant."""
    rng = random.Random(seed)
    lines = text.split("\n")
    points = insertion_points(lines, media)
    if not points:
        points = [0]
    chosen = sorted(rng.choice(points) for _ in plants)
    inserts: dict[int, list[Plant]] = {}
    for point, item in zip(chosen, plants, strict=True):
        inserts.setdefault(point, []).append(item)
    out: list[str] = []
    where: dict[int, Plant] = {}
    index = 0
    for i, line in enumerate(lines):
        out.append(line)
        for item in inserts.get(i, []):
            index += 1
            indent = ""
            if media in ("json", "yaml"):
                nxt = lines[i + 1] if i + 1 < len(lines) else line
                indent = re.match(r"\s*", nxt).group() if nxt.strip() else "  "
                if media == "yaml":
                    indent = re.match(r"\s*", line).group()
            out.append(wrap(item.line, media, index, indent))
            where[len(out)] = item
    return "\n".join(out), where


def media_of(name: str) -> str:
    if name.endswith((".html", ".htm")):
        return "html"
    if name.endswith(".json"):
        return "json"
    if name.endswith((".yaml", ".yml")):
        return "yaml"
    return "text"


def planted_capture(text: str, name: str, seed: int) -> tuple[str, dict[int, Plant]]:
    media = media_of(name)
    gen = Generator(seed)
    plants = [Plant(t, True, k) for k, t in gen.personal_plants(media)]
    plants += [Plant(t, False, k) for k, t in gen.keep_plants(media)]
    random.Random(seed).shuffle(plants)
    return plant(text, media, plants, seed)
