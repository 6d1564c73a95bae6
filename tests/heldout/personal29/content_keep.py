# ruff: noqa: E501 - long literal templates of page snippets
"""Keepers of corpus 29: values that must stay in a fixture, in the same public-record
contexts where personal data sits. Invented; no line holds a private person's datum.
"""

from __future__ import annotations

import hashlib
import random
import string
from typing import Any

from values import APELLIDOS, NOMBRES_H, NOMBRES_M, hexs, isbn13, issn, rfc_moral, rnd

Item = dict[str, Any]

GOB = [
    ("Secretaría de Educación Pública", "sep.gob.mx", "55 3601 1000"),
    ("Secretaría de Salud", "salud.gob.mx", "55 5062 1600"),
    ("Comisión Nacional del Agua", "conagua.gob.mx", "55 5174 4000"),
    ("Secretaría de Economía", "economia.gob.mx", "55 5729 9100"),
    ("Gobierno del Estado de Jalisco", "jalisco.gob.mx", "33 3668 1800"),
    ("Municipio de Querétaro", "municipiodequeretaro.gob.mx", "442 238 7700"),
    ("Poder Judicial del Estado de Nuevo León", "pjenl.gob.mx", "81 2020 6000"),
    ("Instituto Electoral de la Ciudad de México", "iecm.mx", "55 5483 3800"),
]
OFICINAS = [
    ("Unidad de Transparencia", "unidad.transparencia"),
    ("Oficialía de Partes", "oficialia.partes"),
    ("Dirección de Adquisiciones", "adquisiciones"),
    ("Coordinación de Comunicación Social", "comunicacion.social"),
    ("Dirección de Becas", "becas"),
    ("Contraloría Interna", "contraloria"),
    ("Dirección de Desarrollo Urbano", "desarrollo.urbano"),
    ("Registro Civil", "registro.civil"),
]
EMPRESAS = [
    ("Constructora Tlaloc", "CTL", "constructoratlaloc.mx"),
    ("Servicios Integrales Anáhuac", "SIA", "sianahuac.com.mx"),
    ("Papelería y Suministros del Bajío", "PSB", "psbajio.mx"),
    ("Laboratorios Clínicos Xochitl", "LCX", "labxochitl.com"),
    ("Transportes Sierra Gorda", "TSG", "tsierragorda.mx"),
    ("Grupo Editorial Cenzontle", "GEC", "cenzontle.com.mx"),
    ("Ingeniería Hidráulica del Norte", "IHN", "ihnorte.mx"),
    ("Alimentos Selectos de Oaxaca", "ASO", "aselectos.mx"),
]
OFFICE_ADDRS = [
    "Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, C.P. 03940, Benito Juárez, CDMX",
    "Av. Constituyentes 1001, edificio B, Col. Belén de las Flores, C.P. 01110, Álvaro Obregón, CDMX",
    "Calz. Independencia Norte 750, Col. La Perla, C.P. 44360, Guadalajara, Jal.",
    "Av. Constitución 2050 Pte., piso 3, Col. Obispado, C.P. 64060, Monterrey, N.L.",
    "Blvd. Bernardo Quintana 10000, Col. Centro Sur, C.P. 76090, Querétaro, Qro.",
    "Calle 60 No. 299-E, local 4, Col. Centro, C.P. 97000, Mérida, Yuc.",
    "Av. Juárez 45, planta baja, Col. Centro, C.P. 72000, Puebla, Pue.",
]
MESES = [
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


def _it(
    kind: str, lang: str, form: str, value: str, html: str | None, text: str | None, key: str
) -> Item:
    return {
        "kind": kind,
        "family": "keep",
        "lang": lang,
        "form": form,
        "value": value,
        "html": html,
        "text": text,
        "key": key,
        "header": False,
    }


def _official(rng: random.Random) -> str:
    sex = rng.choice("HM")
    first = rng.choice(NOMBRES_H if sex == "H" else NOMBRES_M)
    title = (
        rng.choice(["Lic.", "Mtro.", "Ing.", "Dr."])
        if sex == "H"
        else rng.choice(["Lic.", "Mtra.", "Ing.", "Dra."])
    )
    return f"{title} {first} {rng.choice(APELLIDOS)} {rng.choice(APELLIDOS)}"


def build(rng: random.Random) -> list[Item]:
    out: list[Item] = []
    # public officials' published office contacts (30)
    for i in range(30):
        inst, dom, sw = rng.choice(GOB)
        of, box = rng.choice(OFICINAS)
        ext = rng.randint(10000, 69999) if i % 2 else rng.randint(100, 9999)
        who = _official(rng)
        m = i % 3
        if m == 0:
            v = f"{sw} ext. {ext}"
            html = f'<table class="directorio"><tr><td>{who}</td><td>Titular de la {of}</td>\n<td>Tel. {v}</td></tr></table>'
            text = f"Directorio institucional — {of}, {inst}: conmutador {v}"
        elif m == 1:
            v = f"{box}@{dom}"
            html = f'<dl class="directorio"><dt>{of}</dt><dd>{who}, titular</dd>\n<dd>Correo institucional: <a href="mailto:{v}">{v}</a></dd></dl>'
            text = f"{of} de la {inst}: {v} (buzón institucional)"
        else:
            v = f"+52 {sw}, extensión {ext}"
            html = f'<div itemscope itemtype="https://schema.org/GovernmentOffice"><span itemprop="name">{of}</span>\n<span itemprop="telephone">{v}</span></div>'
            text = f"Atención ciudadana {inst}, {of}: {v}, lunes a viernes de 9:00 a 15:00"
        out.append(
            _it(
                "official-contact",
                "es",
                "published office contact of a public office",
                v,
                html if i % 2 == 0 else None,
                text,
                "snippet",
            )
        )
    # gov role mailboxes (26)
    for i in range(26):
        inst, dom, _ = rng.choice(GOB)
        of, box = rng.choice(OFICINAS)
        v = [
            f"{box}@{dom}",
            f"{box.upper()}@{dom.upper()}",
            f"mailto:{box}@{dom}?subject=Solicitud%20de%20informaci%C3%B3n",
        ][i % 3]
        html = f'<p>Las solicitudes de aclaración de la convocatoria se reciben en <a href="{v if v.startswith("mailto") else "mailto:" + v}">{of}</a>: {v}</p>'
        text = f"Aclaraciones a la licitación: enviar al correo {v} antes del 12 de junio de 2025"
        out.append(
            _it(
                "gov-role-mailbox",
                "es",
                "institutional mailbox of a named office (.gob.mx)",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # company role mailboxes (24)
    for i in range(24):
        name, _, dom = rng.choice(EMPRESAS)
        box = rng.choice(
            [
                "ventas",
                "contacto",
                "licitaciones",
                "facturacion",
                "prensa",
                "atencion.clientes",
                "rh",
                "soporte",
            ]
        )
        lang = "pt" if i % 8 == 5 else "en" if i % 8 == 2 else "es"
        v = [f"{box}@{dom}", f"{box.upper()}@{dom}", f"mailto:{box}@{dom}?subject=Cotizaci%C3%B3n"][
            i % 3
        ]
        text = {
            "es": f"{name}, S.A. de C.V. — escríbanos a {v}",
            "en": f"{name} procurement desk: {v}",
            "pt": f"Fale com a equipe comercial da {name}: {v}",
        }[lang]
        html = f'<p class="empresa-adjudicada">{text}</p>'
        out.append(
            _it(
                "role-mailbox",
                lang,
                "company role mailbox",
                v,
                html if i % 2 == 0 else None,
                text,
                "snippet",
            )
        )
    # switchboards (24)
    for i in range(24):
        name, _, _ = rng.choice(EMPRESAS)
        lada = rng.choice(["55", "33", "81"])
        num = f"{lada} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
        v = [
            f"Conmutador: {num}",
            f"Tel. oficina {num}",
            f"({lada}) {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)} ext. {rng.randint(100, 999)}",
            f"+52 {num} opción 2",
        ][i % 4]
        text = f"{name}, S.A. de C.V. | {v} | horario de 9 a 18 h"
        html = f'<table class="licitantes"><tr><td>{name}, S.A. de C.V.</td>\n<td>{v}</td></tr></table>'
        out.append(
            _it(
                "switchboard",
                "es",
                "company switchboard",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # toll-free (14)
    for i in range(14):
        v = [
            f"800 {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            f"01 800 {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
            f"+52 800 {rng.randint(1000000, 9999999)}",
            f"800-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        ][i % 4]
        text = f"Línea de denuncia ciudadana (sin costo): {v}"
        html = f'<p class="lada-sin-costo">Quejas sobre el proceso de admisión: {v}</p>'
        out.append(
            _it("toll-free", "es", "800 number", v, html if i % 2 == 0 else None, text, "snippet")
        )
    # company RFC persona moral (22)
    for i in range(22):
        name, ini, _ = rng.choice(EMPRESAS)
        r = rfc_moral(rng, ini)
        v = r if i % 3 else f"{r[:3]}-{r[3:9]}-{r[9:]}"
        html = [
            f'<table class="fallo"><tr><td>Licitante ganador</td><td>{name}, S.A. de C.V.</td>\n<td>RFC {v}</td><td>$2,418,760.00</td></tr></table>',
            f'<div itemscope itemtype="https://schema.org/Organization"><span itemprop="legalName">{name}, S.A. de C.V.</span> <meta itemprop="taxID" content="{v}"></div>',
        ][i % 2]
        text = f"Contrato adjudicado a {name}, S.A. de C.V., RFC {v}, por un monto de $1,932,000.00 más IVA"
        out.append(
            _it(
                "company-rfc",
                "es",
                "RFC of a persona moral (valid check digit)",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # company / office addresses (26)
    for i in range(26):
        a = rng.choice(OFFICE_ADDRS)
        name, _, _ = rng.choice(EMPRESAS)
        inst, _, _ = rng.choice(GOB)
        text = [
            f"Domicilio fiscal de {name}, S.A. de C.V.: {a}",
            f"Sede de la junta de aclaraciones: sala de juntas de la {inst}, {a}",
            f"Oficinas centrales: {a}",
        ][i % 3]
        html = f'<address class="sede">{text}</address>'
        out.append(
            _it(
                "company-address",
                "es",
                "registered / office address",
                a,
                html if i % 2 == 0 else None,
                text,
                "snippet",
            )
        )
    # case / file numbers (22)
    for i in range(22):
        v = [
            f"Expediente {rng.randint(100, 2999)}/{rng.randint(2019, 2025)}",
            f"Juicio de amparo {rng.randint(100, 999)}/2025-III",
            f"Toca penal {rng.randint(10, 999)}/2024",
            f"Causa penal {rng.randint(1, 400)}/2023",
            f"Exp. TJA/{rng.randint(1, 9)}aS/{rng.randint(1000, 9999)}/2025",
            f"Folio de solicitud de información {rng.randint(10**14, 10**15 - 1)}",
        ][i % 6]
        html = f'<p class="lista-acuerdos">{v} — Se tiene por recibido el escrito de la parte actora; agréguese a los autos.</p>'
        text = f"Lista de acuerdos del 3 de junio de 2025: {v}, acuerdo de trámite"
        out.append(
            _it(
                "case-number",
                "es",
                "court / file / request number",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # tender ids (20)
    for i in range(20):
        v = [
            f"LA-{rng.randint(10**8, 10**9 - 1):09d}-E{rng.randint(1, 99)}-2025",
            f"LO-{rng.randint(10**8, 10**9 - 1):09d}-N{rng.randint(1, 99)}-2025",
            f"IA-{rng.randint(10**8, 10**9 - 1):09d}-E{rng.randint(1, 99)}-2024",
            f"LPN-MUN-{rng.randint(1, 99):03d}/2025",
        ][i % 4]
        html = f'<table><tr class="convocatoria"><td>{v}</td>\n<td>Adquisición de mobiliario escolar</td><td>Publicada</td></tr></table>'
        text = f"Procedimiento {v}: fallo el 28 de mayo de 2025 a las 12:00 h"
        out.append(
            _it(
                "tender-id",
                "es",
                "tender / procurement id",
                v,
                html if i % 2 == 0 else None,
                text,
                "snippet",
            )
        )
    # contract ids (12)
    for i in range(12):
        v = [
            f"Contrato núm. CS-{rng.randint(100, 999)}-2025",
            f"Pedido P-{rng.randint(10**7, 10**8 - 1)}",
            f"Convenio modificatorio CM/{rng.randint(1, 99)}/2024",
        ][i % 3]
        text = f"{v}, vigencia del 1 de julio al 31 de diciembre de 2025"
        html = f'<li class="contrato">{text}</li>'
        out.append(
            _it("contract-id", "es", "contract id", v, html if i % 2 else None, text, "snippet")
        )
    # ISBN / ISSN (16)
    for i in range(16):
        v = isbn13(rng) if i % 2 == 0 else f"ISSN {issn(rng)}"
        lang = "pt" if i % 5 == 4 else "es"
        text = f"{'Anuario estadístico' if lang == 'es' else 'Boletim oficial'}, {v}"
        html = f'<p class="colofon">{text}</p>'
        out.append(
            _it(
                "isbn-issn",
                lang,
                "ISBN-13 / ISSN with valid check digit",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # DOIs (12)
    for i in range(12):
        v = f"10.{rng.randint(1000, 39999)}/{rnd(rng, 4, string.ascii_lowercase)}.{rng.randint(2019, 2025)}.{rng.randint(100, 99999)}"
        text = f"Citation: https://doi.org/{v}"
        html = (
            f'<p class="referencia">Disponible en <a href="https://doi.org/{v}">doi.org/{v}</a></p>'
        )
        out.append(_it("doi", "en", "DOI", v, html if i % 2 == 0 else None, text, "snippet"))
    # coordinates (14)
    for i in range(14):
        lat, lon = round(rng.uniform(15.0, 31.0), 6), round(rng.uniform(-116.0, -87.0), 6)
        v = f"{lat}, {lon}"
        html = f'<div class="mapa" data-lat="{lat}" data-lng="{lon}">Ubicación del pozo: {v}</div>'
        text = f"Coordenadas del predio licitado: {v} (WGS84)"
        out.append(
            _it(
                "coordinates",
                "es",
                "coordinates of a public work",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # postal codes alone (12)
    for i in range(12):
        v = f"C.P. {rng.randint(1000, 99999):05d}"
        text = f"Zona de cobertura del programa: {v}"
        html = f'<li class="cobertura">Colonias beneficiadas en el {v}</li>'
        out.append(
            _it(
                "postal-code",
                "es",
                "postal code alone",
                v,
                html if i % 2 == 0 else None,
                text,
                "snippet",
            )
        )
    # dates (24): publication / DOF / gazette / event dates, some 1960s-2000s like birth dates
    for i in range(24):
        y = rng.choice([1917, 1968, 1983, 1994, 1998, 2003, 2012, 2024, 2025])
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        lang = "en" if i % 6 == 4 else "es"
        if lang == "es":
            v = [f"{d} de {MESES[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}"][
                i % 3
            ]
            text = [
                f"Publicado en el Diario Oficial de la Federación el {v}",
                f"Fecha de publicación en la Gaceta Municipal: {v}",
                f"Ley reformada mediante decreto del {v}",
            ][i % 3]
        else:
            v = f"{['January', 'March', 'June', 'October'][i % 4]} {d}, {y}"
            text = f"Published in the Federal Register on {v}"
        html = f'<p class="fecha-publicacion">{text}</p>'
        out.append(
            _it(
                "date",
                lang,
                "publication / decree date",
                v,
                html if i % 2 else None,
                text,
                "published",
            )
        )
    # hashes (16)
    for i in range(16):
        b = rnd(rng, 30).encode()
        v = [
            hashlib.sha256(b).hexdigest(),
            hexs(rng, 40),
            hexs(rng, 32),
            "sha384-" + rnd(rng, 64, string.ascii_letters + string.digits + "+/"),
        ][i % 4]
        text = [
            f"SHA-256 del acta digitalizada: {v}",
            f"commit {v}",
            f'ETag: W/"{v}"',
            f'integrity="{v}"',
        ][i % 4]
        html = (
            f'<p class="huella">Huella digital del documento publicado: {v}</p>'
            if i % 4 in (0, 1)
            else None
        )
        out.append(_it("hash", "en", "hash / ETag / SRI", v, html, text, "checksum"))
    # placeholders (22)
    for i in range(22):
        v = [
            "redacted@example.test",
            "+52-000-000-0000",
            "XEXX010101HNEXXXA4",
            "AAAA000000HDFXXX00",
            "YOUR_MAPS_API_KEY",
            "${GOOGLE_MAPS_KEY}",
            "&lt;tu-api-key&gt;",
            "**** **** **** 4821",
            "CLABE ************1234",
            "NSS: ***********",
            "sk-...",
            "nombre.apellido@dominio.com",
        ][i % 12]
        text = f"Ejemplo de llenado del formato: {v}" if "&lt;" not in v else None
        html = f'<p class="instructivo">Ejemplo de llenado del formato: {v}</p>'
        out.append(
            _it(
                "placeholder",
                "es",
                "documentation placeholder / masked value",
                v,
                html if (i % 2 or text is None) else None,
                text or "",
                "example",
            )
        )
    # version strings (12)
    for i in range(12):
        v = [
            f"WordPress {rng.randint(5, 6)}.{rng.randint(0, 9)}.{rng.randint(1, 9)}",
            f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"jQuery {rng.randint(1, 3)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}",
            f"build 2025.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}.{rng.randint(1, 999)}",
        ][i % 4]
        text = f'<meta name="generator" content="{v}">'
        html = f'<p class="pie">Portal de transparencia — {v}</p>'
        out.append(
            _it(
                "version",
                "en",
                "version string",
                v,
                html if i % 2 == 0 else None,
                text,
                "generator",
            )
        )
    # prices (12)
    for i in range(12):
        v = [
            f"${rng.randint(1, 99)},{rng.randint(100, 999)},{rng.randint(100, 999)}.00 MXN",
            f"R$ {rng.randint(1, 99)}.{rng.randint(100, 999)},00",
            f"USD {rng.randint(1000, 99999):,}.50",
        ][i % 3]
        lang = "pt" if i % 3 == 1 else "es"
        text = f"{'Monto adjudicado' if lang == 'es' else 'Valor homologado'}: {v}"
        html = f'<td class="monto">{v}</td>'
        html = f'<table class="montos"><tr>{html}</tr></table>'
        out.append(
            _it(
                "price",
                lang,
                "amount of a tender / award",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # id-shaped numbers that are not a person's (24)
    for i in range(24):
        m = i % 8
        v = [
            f"{rng.randint(10, 32):02d}DPR{rng.randint(1000, 9999)}{rng.choice(string.ascii_uppercase)}",
            f"DFSSA{rng.randint(10000, 99999)}",
            f"{rng.randint(10**9, 10**10 - 1)}",
            f"NOM-{rng.randint(1, 250):03d}-{rng.choice(['STPS', 'SSA1', 'SEMARNAT', 'SCFI'])}-{rng.randint(2010, 2024)}",
            f"{rng.randint(1, 32):02d}{rng.randint(1, 570):03d}{rng.randint(1, 9999):04d}",
            f"LC/{rng.randint(1, 9999):04d}/2025",
            f"{rng.randint(10**17, 10**18 - 1)}",
            f"CCT {rng.randint(10, 32):02d}EES{rng.randint(1000, 9999)}{rng.choice('ABCDEFGH')}",
        ][m]
        text = [
            f"Clave de centro de trabajo de la escuela sede: {v}",
            f"CLUES del centro de salud: {v}",
            f"Folio de la convocatoria en CompraNet: {v}",
            f"Norma aplicable: {v}",
            f"Clave geoestadística INEGI de la localidad: {v}",
            f"Licencia de construcción {v} otorgada a la obra pública municipal",
            f"Número de registro del trámite en el portal: {v}",
            f"Escuela sede del examen de admisión, {v}",
        ][m]
        html = f'<p class="dato-publico">{text}</p>'
        out.append(
            _it(
                "id-shaped",
                "es",
                "id-shaped number of an institution / procedure",
                v,
                html if i % 2 else None,
                text,
                "snippet",
            )
        )
    # analytics ids (10)
    for i in range(10):
        v = [
            f"G-{rnd(rng, 10, string.ascii_uppercase + string.digits)}",
            f"UA-{rng.randint(10**7, 10**8 - 1)}-{rng.randint(1, 9)}",
            f"GTM-{rnd(rng, 7, string.ascii_uppercase + string.digits)}",
            f"{rng.randint(10**14, 10**15 - 1)}",
        ][i % 4]
        text = [
            f"gtag('config', '{v}');",
            f"ga('create', '{v}', 'auto');",
            f"googletagmanager.com/ns.html?id={v}",
            f"fbq('init', '{v}');",
        ][i % 4]
        html = f'<div class="analitica" data-measurement-id="{v}"></div>' if i % 4 == 0 else None
        out.append(_it("analytics-id", "en", "analytics / tag id", v, html, text, "tracking"))
    return out
