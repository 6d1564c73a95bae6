# ruff: noqa: E501, B007
# (data module: long literal templates and values on purpose)
"""Keepers of corpus 22 (label ``keep``): values that must NOT be flagged.

Most look like personal data or secrets on purpose: companies' published contact blocks,
public officials' institutional contacts, example and masked values, public registries,
statistics, hashes and ids of requests. All companies and values are invented.
"""

from __future__ import annotations

import random
import uuid

import valid
from common import MONTHS_EN, MONTHS_ES, Entry

COMPANIES = [
    ("Aceros del Bajío", "acerosdelbajio.com.mx", "ADB"),
    ("Grupo Tortillera Sol", "gtsol.mx", "GTS"),
    ("Farmacias La Esperanza", "laesperanza.com.mx", "FLE"),
    ("Mudanzas Rápidas del Norte", "mudanzasrn.mx", "MRN"),
    ("Clínica Dental Sonrisa", "sonrisadental.mx", "CDS"),
    ("Papelería Hidalgo", "papeleriahidalgo.com", "PHI"),
    ("Seguros Azteca Nova", "azteca-nova.com.mx", "SAN"),
    ("Editorial Cuatro Vientos", "cuatrovientos.mx", "ECV"),
    ("Hotel Misión Colonial", "misioncolonial.com", "HMC"),
    ("Logística Pacífico", "logpacifico.mx", "LPA"),
    ("Colegio Juana de Asbaje", "colegiojuana.edu.mx", "CJA"),
    ("Despacho Fiscal Orozco y Asociados", "orozcofiscal.mx", "DFO"),
]
GOV = [
    ("IMSS", "imss.gob.mx"),
    ("SAT", "sat.gob.mx"),
    ("COFEPRIS", "cofepris.gob.mx"),
    ("INEGI", "inegi.org.mx"),
    ("Secretaría de Salud de Jalisco", "jalisco.gob.mx"),
    ("Ayuntamiento de Celaya", "celaya.gob.mx"),
    ("SEP", "nube.sep.gob.mx"),
    ("Profeco", "profeco.gob.mx"),
    ("CONAGUA", "conagua.gob.mx"),
    ("INAI", "inai.org.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "info",
    "atencion.clientes",
    "rh",
    "compras",
    "cobranza",
    "privacidad",
    "hola",
    "reservaciones",
    "admisiones",
    "sales",
    "support",
    "press",
    "billing",
]
GOV_ROLES = [
    "unidad.transparencia",
    "atencion.ciudadana",
    "quejas",
    "contacto",
    "oficialia.partes",
    "comunicacion.social",
    "denuncias",
    "datos.personales",
]


def build(rng: random.Random) -> list[Entry]:
    out: list[Entry] = []
    hx = "0123456789abcdef"

    def add(kind: str, lang: str, form: str, v: str, h: str, t: str, key: str = "note") -> None:
        out.append(Entry("keep", "keep", kind, lang, form, v, html=h, text=t, key=key))

    def sw() -> tuple[str, str]:
        area = rng.choice(["55", "33", "81"])
        return area, f"{rng.randint(5000, 5999)} {rng.randint(1000, 9999)}"

    # role mailboxes
    for i in range(40):
        name, dom, _ = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        v = f"{role}@{dom}"
        k = i % 8
        if k == 2:
            v = v.upper()
        if k == 3:
            v = f"mailto:{role}@{dom}?subject=Solicitud%20de%20cotizaci%C3%B3n"
        tp = [
            (
                "es",
                "footer",
                f"<footer><p>{name} · Escríbenos a {v}</p></footer>",
                f"{name}: escríbenos a {v}",
            ),
            (
                "es",
                "contact block",
                f'<div class="contacto"><h3>Contacto</h3><p>Correo: {v}</p></div>',
                f"contacto corporativo {v}",
            ),
            ("es", "upper case", f"<p>DUDAS Y ACLARACIONES: {v}</p>", f"DUDAS: {v}"),
            (
                "es",
                "mailto with query",
                f'<p><a href="{v}">Solicita una cotización</a></p>',
                f"cta_href={v}",
            ),
            ("en", "prose", f"<p>For wholesale orders email {v}.</p>", f"wholesale orders: {v}"),
            (
                "es",
                "table",
                f"<table><tr><td>Área</td><td>{role.title()}</td><td>{v}</td></tr></table>",
                f"area={role};mail={v}",
            ),
            ("pt", "prose", f"<p>Atendimento: {v} (segunda a sexta)</p>", f"atendimento {v}"),
            ("es", "Reply-To", f"<p>Reply-To: {name} &lt;{v}&gt;</p>", f"Reply-To: {name} <{v}>"),
        ][k]
        add("role-mailbox", tp[0], tp[1], v, tp[2], tp[3], "contact")
    for i in range(20):
        inst, dom = GOV[i % len(GOV)]
        v = f"{GOV_ROLES[i % len(GOV_ROLES)]}@{dom}"
        if i % 5 == 4:
            v = v.upper()
        add(
            "gov-role-mailbox",
            "es",
            "institutional mailbox",
            v,
            f"<p>Para solicitudes de acceso a la información del {inst}, escriba a {v}.</p>",
            f"{inst} - solicitudes: {v}",
        )
    # switchboards and extensions
    for i in range(30):
        name, dom, _ = COMPANIES[i % len(COMPANIES)]
        a, n = sw()
        k = i % 6
        v = [
            f"({a}) {n}",
            f"{a} {n} ext. {rng.randint(100, 9999)}",
            f"+52 {a} {n}",
            f"{a}-{n.replace(' ', '-')}",
            f"Tel. {a} {n}, ext. {rng.randint(10, 999)}",
            f"+52 ({a}) {n} Ext 2",
        ][k]
        tp = [
            ("es", "Conmutador", f"<p>Conmutador: {v} — {name}</p>", f"Conmutador {name}: {v}"),
            ("es", "oficina con extensión", f"<p>Tel. oficina {v} ({name})</p>", f"oficina {v}"),
            (
                "es",
                "footer",
                f"<footer><address>{name} · Oficinas corporativas · Tel. {v}</address></footer>",
                f"{name} oficinas corporativas tel {v}",
            ),
            (
                "en",
                "main office",
                f"<p>Main office: {v} (Mon–Fri 9:00–18:00)</p>",
                f"main office {v}",
            ),
            (
                "es",
                "sucursal",
                f"<table><tr><td>Sucursal Centro</td><td>{v}</td></tr></table>",
                f"sucursal centro|{v}",
            ),
            ("pt", "central", f"<p>Central de atendimento da {name}: {v}</p>", f"central {v}"),
        ][k]
        add("switchboard", tp[0], tp[1], v, tp[2], tp[3], "telefono")
    for i in range(22):
        d7 = f"{rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        v = [
            f"800 {d7}",
            f"01 800 {d7}",
            f"+52 800 {d7}",
            f"800-{d7.replace(' ', '-')}",
            f"01-800-{d7.replace(' ', '-')}",
            f"800 {d7[:3]} {d7[4:6]} {d7[6:]}",
        ][i % 6]
        name = COMPANIES[i % len(COMPANIES)][0]
        tp = [
            ("es", f"<p>Lada sin costo: {v}</p>", f"lada sin costo {v}"),
            ("es", f"<p>Atención a clientes {name}: {v} (24 h)</p>", f"atencion {name} {v}"),
            ("en", f"<p>Toll-free from Mexico: {v}</p>", f"toll free {v}"),
            ("es", f"<footer><p>Línea gratuita {v}</p></footer>", f"linea gratuita {v}"),
        ][i % 4]
        add("toll-free", tp[0], "800 number", v, tp[1], tp[2], "telefono")
    # company's own published professional contact and public officials
    for i in range(16):
        name, dom, _ = COMPANIES[i % len(COMPANIES)]
        a, n = sw()
        v = f"{a} {n} ext. {rng.randint(200, 299)}"
        tp = [
            (
                "es",
                f"<p>Atención a medios: Coordinación de Comunicación de {name}, prensa@{dom}, tel. {v}</p>",
                f"medios: prensa@{dom} tel {v}",
            ),
            ("en", f"<p>Investor relations, {name}: ir@{dom} · {v}</p>", f"IR contact {v}"),
        ][i % 2]
        add(
            "company-contact",
            tp[0],
            "published professional contact",
            v,
            tp[1],
            tp[2],
            "contacto_prensa",
        )
    officials = [
        "Mtra. Laura Méndez Ríos, Titular de la Unidad de Transparencia",
        "Lic. Raúl Segovia Pinto, Director General de Normatividad",
        "Dra. Elena Robles Cano, Comisionada de Evidencia y Manejo de Riesgos",
        "Ing. Tomás Ávila Ferrer, Subdirector de Padrones",
        "C.P. Norma Lugo Estrada, Contralora Municipal",
        "Lic. Samuel Ochoa Beltrán, Secretario del Ayuntamiento",
        "Dr. Alonso Cid Miranda, Delegado Estatal",
        "Mtro. Julio Paredes Gil, Oficial Mayor",
    ]
    for i in range(16):
        inst, dom = GOV[i % len(GOV)]
        a, n = sw()
        v = (
            f"{a} {n} ext. {rng.randint(10000, 19999)}"
            if i % 2 == 0
            else f"{GOV_ROLES[i % len(GOV_ROLES)]}@{dom}"
        )
        off = officials[i % len(officials)]
        add(
            "official-contact",
            "es",
            "public official, institutional contact",
            v,
            f"<p>{off} ({inst}). Contacto institucional: {v}</p>",
            f"{off}; {inst}; {v}",
            "directorio",
        )
    # company addresses and business postal codes
    streets = [
        "Av. Paseo de la Reforma",
        "Blvd. Adolfo López Mateos",
        "Av. Constitución",
        "Calz. Independencia Sur",
        "Av. Vallarta",
        "Blvd. Bernardo Quintana",
        "Av. Tecnológico",
        "Periférico Sur",
    ]
    for i in range(24):
        name = COMPANIES[i % len(COMPANIES)][0]
        cp = f"{rng.randint(1, 99):02d}{rng.randint(0, 999):03d}"
        v = f"{streets[i % len(streets)]} {rng.randint(10, 3999)}, piso {rng.randint(2, 21)}, Col. Centro, C.P. {cp}"
        if i % 3 == 1:
            v = f"{streets[i % len(streets)]} No. {rng.randint(10, 3999)}, local {rng.randint(1, 40)}, C.P. {cp}"
        tp = [
            (
                "es",
                f"<footer><address>{name}, S.A. de C.V. · {v}</address></footer>",
                f"{name} S.A. de C.V., {v}",
            ),
            ("es", f"<p>Visítanos en nuestra sucursal: {v}</p>", f"sucursal: {v}"),
            ("en", f"<p>Headquarters of {name}: {v}</p>", f"HQ {v}"),
        ][i % 3]
        add("company-address", tp[0], "office/branch address", v, tp[1], tp[2], "domicilio_fiscal")
    for i in range(10):
        cp = f"{rng.randint(1, 99):02d}{rng.randint(0, 999):03d}"
        v = f"C.P. {cp}"
        add(
            "business-postal-code",
            "es",
            "postal code of a business",
            v,
            f"<p>Cobertura de envío gratis para negocios en {v} y alrededores.</p>",
            f"cobertura envio {v}",
            "cp",
        )
    # placeholders / example values
    ph = [
        "sk-...",
        "YOUR_API_KEY",
        "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
        "${TAVILY_API_KEY}",
        "&lt;tu-api-key&gt;",
        "**** **** **** 4821",
        "redacted@example.test",
        "+52-000-000-0000",
        "AAAA000000HDFXXX00",
        "XAXX010101000",
        "XEXX010101000",
        "usuario@ejemplo.com",
        "nombre.apellido@example.com",
        "55 0000 0000",
        "0000 0000 0000 0000",
        "<REDACTED>",
        "Bearer <token>",
        "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
        "{{api_key}}",
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "john.doe@example.org",
        "123-45-6789 (ejemplo)",
        "XXXX-XXXX-XXXX-1234",
        "correo@dominio.com",
        "Juan Pérez (nombre de ejemplo)",
        "000000000000000000",
        "pk_test_TYooMQauvdEDq54NiTphI7jx",
        "6LeIxAcTAAAAAJcZVRqyHh4ae8lAGYn7i6EFMKmm",
        "REPLACE_ME",
        "********",
        'os.environ["BRAVE_API_KEY"]',
        "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "CURP: XXXX999999XXXXXX99",
        "api_key=&lt;YOUR_KEY&gt;",
    ]
    for i, v in enumerate(ph):
        hv = v.replace("<", "&lt;").replace(">", "&gt;") if "&" not in v else v
        tv = v.replace("&lt;", "<").replace("&gt;", ">")
        ctx = [
            ("es", f"<p>Sustituye <code>{hv}</code> por tu propio valor.</p>", f"ejemplo: {tv}"),
            (
                "en",
                f"<p>Example: <code>{hv}</code> (placeholder from the docs)</p>",
                f"placeholder {tv}",
            ),
        ][i % 2]
        out.append(
            Entry(
                "keep",
                "keep",
                "placeholder",
                ctx[0],
                "documented placeholder/masked/test value",
                hv,
                html=ctx[1],
                text=None,
                key="ejemplo",
            )
        )
        out.append(
            Entry(
                "keep",
                "keep",
                "placeholder",
                ctx[0],
                "documented placeholder/masked/test value; field",
                tv,
                html=None,
                text=ctx[2],
                key="example_value",
            )
        ) if i % 3 == 0 else None
    # hashes, uuids, ids of requests
    for i in range(18):
        v = [
            "".join(rng.choice(hx) for _ in range(64)),
            "".join(rng.choice(hx) for _ in range(40)),
            "sha384-"
            + "".join(
                rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                for _ in range(64)
            ),
            'W/"' + "".join(rng.choice(hx) for _ in range(32)) + '"',
            "".join(rng.choice(hx) for _ in range(32)),
            "".join(rng.choice(hx) for _ in range(7)),
        ][i % 6]
        hv = v.replace('"', "&quot;")
        tp = [
            ("en", f"<p>sha256 of the original body: {v}</p>", f"sha256_original={v}"),
            ("en", f"<p>Fixed in commit {v}.</p>", f"commit {v}"),
            ("en", f'<div data-integrity="{v}">script</div>', f"integrity {v}"),
            ("en", f"<p>ETag: {hv}</p>", f"ETag: {v}"),
            ("es", f"<p>MD5 del archivo: {v}</p>", f"md5 {v}"),
            ("en", f"<p>Build {v} deployed.</p>", f"build {v}"),
        ][i % 6]
        out.append(
            Entry(
                "keep",
                "keep",
                "hash",
                tp[0],
                "hash/etag/sri/commit",
                hv if i % 6 == 3 else v,
                html=tp[1],
                text=tp[2],
                key="hash",
            )
        )
    for i in range(18):
        v = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        tp = [
            ("en", f"<p>Request id: {v}</p>", f"x-request-id {v}"),
            ("es", f"<p>Folio de seguimiento de la solicitud: {v}</p>", f"folio {v}"),
            ("en", f'<div data-trace-id="{v}">trace</div>', f"trace_id={v}"),
        ][i % 3]
        add("uuid", tp[0], "request/trace id", v, tp[1], tp[2], "request_id")
    # dates
    for i in range(24):
        y, m, d = rng.randint(2015, 2026), rng.randint(1, 12), rng.randint(1, 28)
        k = i % 6
        v = [
            f"{d} de {MONTHS_ES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{MONTHS_EN[m - 1]} {d}, {y}",
            f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:15:00Z",
            f"{d:02d}.{m:02d}.{y}",
        ][k]
        tp = [
            (
                "es",
                f"<p>Publicado el {v} en el Diario Oficial de la Federación.</p>",
                f"publicado DOF {v}",
            ),
            ("es", f"<p><small>Última actualización: {v}</small></p>", f"ultima actualizacion {v}"),
            ("en", f"<p>© {y} {COMPANIES[i % 12][0]}. Updated {v}.</p>", f"updated {v}"),
            ("en", f"<p>Event: Foro PyMEs, {v}, Centro de Convenciones.</p>", f"foro pymes {v}"),
            ("en", f"<p>retrievedAt: {v}</p>", f"retrieved {v}"),
            ("es", f"<p>Fundada el {v}, la empresa celebra su aniversario.</p>", f"fundacion {v}"),
        ][k]
        add("date", tp[0], "publication/event date", v, tp[1], tp[2], "fecha")
    # prices, statistics
    for i in range(14):
        v = [
            f"${rng.randint(99, 9999)}.{rng.randint(0, 99):02d} MXN",
            f"$ {rng.randint(1, 99)},{rng.randint(100, 999)}.00",
            f"US$ {rng.randint(5, 999)}.99",
            f"R$ {rng.randint(10, 999)},90",
        ][i % 4]
        add(
            "price",
            ["es", "es", "en", "pt"][i % 4],
            "price",
            v,
            f"<p>Precio de lista: {v} IVA incluido</p>",
            f"precio {v}",
            "precio",
        )
    stats = []
    for i in range(24):
        k = i % 6
        v = [
            f"{rng.randint(1000000000, 9999999999)}",
            f"{rng.randint(10, 130)},{rng.randint(100, 999)},{rng.randint(100, 999)}",
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%",
            f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
            f"{rng.randint(1, 9)}.{rng.randint(10, 99)} millones",
            f"{rng.randint(1000, 9999)}",
        ][k]
        tp = [
            ("es", f"<p>Visitas totales al portal en 2024: {v}</p>", f"visitas 2024: {v}"),
            (
                "es",
                f"<table><tr><td>Población total (Censo 2020)</td><td>{v}</td></tr></table>",
                f"poblacion total censo 2020 {v}",
            ),
            (
                "es",
                f"<p>La tasa de desocupación fue de {v} en el trimestre.</p>",
                f"desocupacion {v}",
            ),
            ("es", f"<p>Viviendas particulares habitadas: {v}</p>", f"viviendas {v}"),
            ("en", f"<p>Monthly active users reached {v}.</p>", f"MAU {v}"),
            ("pt", f"<p>Foram registrados {v} casos em 2023.</p>", f"casos 2023 {v}"),
        ][k]
        stats.append(tp)
        add("statistic", tp[0], "public statistic", v, tp[1], tp[2], "estadistica")
    # ISBN / ISSN / DOI
    for i in range(14):
        b = valid.isbn13(rng)
        v = b if i % 2 == 0 else f"{b[:3]}-{b[3:6]}-{b[6:9]}-{b[9:12]}-{b[12]}"
        add(
            "isbn",
            "es",
            "ISBN-13",
            v,
            f"<p>ISBN {v} · Editorial Cuatro Vientos, 2021</p>",
            f"ISBN {v}",
            "isbn",
        )
    for i in range(6):
        v = f"10.{rng.randint(1000, 9999)}/{rng.choice(['rmie', 'jss', 'ecta', 'sm'])}.{rng.randint(2015, 2025)}.{rng.randint(100, 999)}"
        add("doi", "en", "DOI", v, f"<p>Cite as: https://doi.org/{v}</p>", f"doi:{v}", "doi")
    # company RFC (persona moral)
    for i in range(18):
        name, _, letters = COMPANIES[i % len(COMPANIES)]
        r = valid.rfc_moral(
            letters, rng.randint(1985, 2020), rng.randint(1, 12), rng.randint(1, 28), rng
        )
        v = r if i % 3 else f"{r[:3]}-{r[3:9]}-{r[9:]}"
        tp = [
            (
                "es",
                f"<footer><p>{name}, S.A. de C.V. · RFC {v}</p></footer>",
                f"emisor {name} RFC {v}",
            ),
            (
                "es",
                f"<table><tr><td>Razón social</td><td>{name}, S.C.</td><td>RFC</td><td>{v}</td></tr></table>",
                f"razon social {name}; RFC {v}",
            ),
            (
                "es",
                f"<p>Datos fiscales del proveedor: {name}, RFC {v}, régimen 601.</p>",
                f"proveedor RFC {v} regimen 601",
            ),
        ][i % 3]
        add("company-rfc", tp[0], "RFC persona moral", v, tp[1], tp[2], "rfc_emisor")
    # order, tracking, case numbers, SKUs, analytics ids
    for i in range(12):
        v = [
            f"{rng.randint(1000000000, 9999999999)}",
            f"PED-{rng.randint(100000, 999999)}",
            f"#{rng.randint(10000, 99999)}",
            f"OC-2025-{rng.randint(1000, 9999)}",
        ][i % 4]
        add(
            "order-number",
            "es",
            "order number",
            v,
            f"<p>Tu pedido {v} fue enviado.</p>",
            f"pedido {v} enviado",
            "pedido",
        )
    for i in range(8):
        v = [
            "1Z" + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16)),
            "".join(str(rng.randint(0, 9)) for _ in range(12)),
            "".join(str(rng.randint(0, 9)) for _ in range(22)),
        ][i % 3]
        add(
            "tracking-number",
            "es",
            "tracking number",
            v,
            f"<p>Guía de rastreo: {v}</p>",
            f"guia {v}",
            "guia",
        )
    for i in range(8):
        v = [
            f"Expediente {rng.randint(100, 999)}/{rng.randint(2018, 2025)}",
            f"Amparo en revisión {rng.randint(100, 999)}/{rng.randint(2018, 2025)}",
            f"Recurso de revisión RRA {rng.randint(1000, 9999)}/{rng.randint(20, 25)}",
            f"Folio INAI {rng.randint(330000000000000, 339999999999999)}",
        ][i % 4]
        add(
            "case-number",
            "es",
            "public case number",
            v,
            f"<p>Resolución pública del {v}.</p>",
            f"resolucion {v}",
            "caso",
        )
    for i in range(8):
        v = [f"SKU-{rng.randint(10000, 99999)}-MX", f"750{rng.randint(1000000000, 9999999999)}"][
            i % 2
        ]
        add("sku", "es", "SKU/EAN", v, f"<p>Código de producto: {v}</p>", f"sku {v}", "sku")
    for i in range(8):
        v = [
            f"G-{''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(10))}",
            f"UA-{rng.randint(10000000, 99999999)}-{rng.randint(1, 9)}",
            f"GTM-{''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(7))}",
            f"ca-pub-{rng.randint(10**15, 10**16 - 1)}",
        ][i % 4]
        add(
            "analytics-id",
            "en",
            "analytics/ad id",
            v,
            f'<div data-analytics="{v}">analytics</div>',
            f"analytics {v}",
            "analytics",
        )
    return out
