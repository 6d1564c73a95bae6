"""The golden set of the example bench: 36 measured cases over 9 categories, 10 forbidden."""

from __future__ import annotations

from dataclasses import dataclass

import pages as P
from pages import Document
from pdfs import PDF_DOCUMENTS

ANNUAL, SCANNED, TWO_COLUMN, _ = PDF_DOCUMENTS

CATEGORIES = (
    "noticias",
    "gobierno-datos",
    "contacto-empresas",
    "precios",
    "regulacion",
    "finanzas-corporativas",
    "salud",
    "tecnologia",
    "es-mx-local",
)

FAMILIES = {
    "gov": ["*.gob.example"],
    "news": ["*.noticias.example", "*.diario.example"],
    "wire": ["*.agencia.example"],
    "corporate": ["*.empresa.example"],
}

# Where a case's claim comes from: (document, how to cite it).
#   ("selector", CSS)           text of the first element the selector matches
#   ("offset", exact text)      characters of the decoded artifact
#   ("page", N, exact text)     a slice of PDF page N's text
#   ("error", code, N)          page N cannot yield text; the adapter must say why
Citation = tuple


@dataclass(frozen=True)
class CaseSpec:
    id: str
    category: str
    query: str
    claim_type: str
    families: tuple[str, ...]
    freshness_days: int | None
    citations: tuple[tuple[Document, Citation], ...]
    web_role: str = "primary"
    entity: str = ""


def _t(n: int) -> str:
    return f"#tabla-produccion tbody tr:nth-of-type({n}) td:nth-of-type(2)"


PLANT = "Aceros del Bajío Ficticio — planta de laminado en Celaya"
STEEL = "Aceros del Bajío Ficticio"

MEASURED = (
    CaseSpec(
        "gs-001",
        "noticias",
        "exportaciones de acero del Bajío tercer trimestre 2026",
        "export_growth",
        ("news", "wire"),
        30,
        ((P.PAYWALL, ("selector", "#entradilla")),),
        entity="exportaciones de acero del Bajío",
    ),
    CaseSpec(
        "gs-002",
        "noticias",
        "destino de las exportaciones de varilla y alambrón del Bajío",
        "export_destination",
        ("news", "wire"),
        30,
        (
            (
                P.PAYWALL,
                (
                    "offset",
                    "El crecimiento se concentró en varilla y alambrón con destino a Texas.",
                ),
            ),
        ),
        entity="exportaciones de acero del Bajío",
    ),
    CaseSpec(
        "gs-003",
        "noticias",
        "producción de varilla enero agosto 2026 cámara regional del acero",
        "production_growth",
        ("news", "wire"),
        60,
        ((P.AGENCY, ("selector", "#cuerpo")),),
        entity="producción de varilla",
    ),
    CaseSpec(
        "gs-004",
        "noticias",
        "obra pública impulsa la producción de varilla en el Bajío",
        "production_driver",
        ("news", "wire"),
        60,
        ((P.REPRINT, ("offset", "impulsada por la obra pública en el Bajío")),),
        web_role="enrichment",
        entity="producción de varilla",
    ),
    CaseSpec(
        "gs-005",
        "gobierno-datos",
        "producción de acero laminado en caliente 2026 secretaría de economía",
        "production_volume",
        ("gov",),
        90,
        ((P.GOVERNMENT_TABLE, ("selector", _t(1))),),
        entity="acero laminado en caliente",
    ),
    CaseSpec(
        "gs-006",
        "gobierno-datos",
        "producción de varilla corrugada enero agosto 2026 datos abiertos",
        "production_volume",
        ("gov",),
        90,
        ((P.GOVERNMENT_TABLE, ("selector", _t(3))),),
        entity="varilla corrugada",
    ),
    CaseSpec(
        "gs-007",
        "gobierno-datos",
        "producción de alambrón 2026 miles de toneladas",
        "production_volume",
        ("gov",),
        90,
        ((P.GOVERNMENT_TABLE, ("selector", _t(4))),),
        entity="alambrón",
    ),
    CaseSpec(
        "gs-008",
        "gobierno-datos",
        "metodología cifras producción siderúrgica preliminares",
        "methodology",
        ("gov",),
        180,
        (
            (
                P.GOVERNMENT_TABLE,
                (
                    "offset",
                    "Cifras preliminares en miles de toneladas, publicadas el 10 de septiembre de 2026.",
                ),
            ),
        ),
        web_role="fallback",
        entity="estadística siderúrgica",
    ),
    CaseSpec(
        "gs-009",
        "contacto-empresas",
        "correo de ventas Aceros del Bajío",
        "contact_email",
        ("corporate",),
        None,
        ((P.CORPORATE, ("selector", "#correo-ventas")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-010",
        "contacto-empresas",
        "correo de contacto general Aceros del Bajío",
        "contact_email",
        ("corporate",),
        None,
        ((P.CORPORATE, ("selector", "#correo-contacto")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-011",
        "contacto-empresas",
        "teléfono lada sin costo Aceros del Bajío",
        "contact_phone",
        ("corporate",),
        None,
        ((P.CORPORATE, ("selector", "#telefono-lada")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-012",
        "contacto-empresas",
        "dirección de la planta de Aceros del Bajío en Celaya",
        "address",
        ("corporate",),
        None,
        ((P.CORPORATE, ("offset", P.CORPORATE.facts["domicilio"])),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-013",
        "precios",
        "precio de la varilla corrugada 3/8 por tonelada octubre 2026",
        "price",
        ("corporate",),
        7,
        ((P.SPA, ("offset", P.SPA.facts["varilla"])), (P.SPA, ("selector", "title"))),
        entity="varilla corrugada 3/8",
    ),
    CaseSpec(
        "gs-014",
        "precios",
        "precio lámina galvanizada calibre 26 por tonelada",
        "price",
        ("corporate",),
        7,
        ((P.SPA, ("offset", P.SPA.facts["lamina"])),),
        entity="lámina galvanizada cal. 26",
    ),
    CaseSpec(
        "gs-015",
        "precios",
        "precio alambrón 1/4 por tonelada",
        "price",
        ("corporate",),
        7,
        ((P.SPA, ("offset", P.SPA.facts["alambron"])),),
        entity="alambrón 1/4",
    ),
    CaseSpec(
        "gs-016",
        "precios",
        "precio perfil IPR 8 pulgadas por tonelada",
        "price",
        ("corporate",),
        7,
        ((P.SPA, ("offset", P.SPA.facts["ipr"])),),
        entity="perfil IPR 8 pulgadas",
    ),
    CaseSpec(
        "gs-017",
        "regulacion",
        "proyecto de norma NOM-ACERO-2026 objeto",
        "regulation_scope",
        ("gov",),
        120,
        ((P.REGULATION, ("selector", "#objeto")),),
        entity="NOM-ACERO-2026",
    ),
    CaseSpec(
        "gs-018",
        "regulacion",
        "plazo de consulta pública NOM-ACERO-2026",
        "regulation_deadline",
        ("gov",),
        120,
        ((P.REGULATION, ("selector", "#plazo")),),
        entity="NOM-ACERO-2026",
    ),
    CaseSpec(
        "gs-019",
        "regulacion",
        "entrada en vigor NOM-ACERO-2026",
        "regulation_effective_date",
        ("gov",),
        120,
        ((P.REGULATION, ("selector", "#vigencia")),),
        entity="NOM-ACERO-2026",
    ),
    CaseSpec(
        "gs-020",
        "regulacion",
        "boletín del periódico oficial de Guanajuato 30 de septiembre de 2026",
        "bulletin_content",
        ("gov",),
        120,
        ((SCANNED, ("error", "format_tables_ocr", 1)),),
        web_role="fallback",
        entity="periódico oficial de Guanajuato",
    ),
    CaseSpec(
        "gs-021",
        "finanzas-corporativas",
        "ventas netas 2025 Aceros del Bajío informe anual",
        "revenue",
        ("corporate",),
        400,
        ((ANNUAL, ("page", 3, "Ventas netas de 2025: 18,450 millones de pesos.")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-022",
        "finanzas-corporativas",
        "producción total de acero 2025 Aceros del Bajío",
        "production_volume",
        ("corporate",),
        400,
        ((ANNUAL, ("page", 7, "Producción total de acero en 2025: 2.1 millones de toneladas.")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-023",
        "finanzas-corporativas",
        "número de empleados Aceros del Bajío 2025",
        "headcount",
        ("corporate",),
        400,
        ((ANNUAL, ("page", 12, "Plantilla al cierre de 2025: 4,380 colaboradores.")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-024",
        "finanzas-corporativas",
        "EBITDA 2025 Aceros del Bajío",
        "ebitda",
        ("corporate",),
        400,
        ((TWO_COLUMN, ("page", 1, "EBITDA (millones de pesos) 3,910")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-025",
        "salud",
        "casos de dengue en Guanajuato semana 40 2026",
        "case_count",
        ("gov",),
        14,
        ((P.HEALTH, ("selector", "#casos")),),
        entity="dengue en Guanajuato",
    ),
    CaseSpec(
        "gs-026",
        "salud",
        "municipios con más casos de dengue Guanajuato",
        "affected_places",
        ("gov",),
        14,
        ((P.HEALTH, ("selector", "#municipios")),),
        entity="dengue en Guanajuato",
    ),
    CaseSpec(
        "gs-027",
        "salud",
        "recomendaciones contra el dengue secretaría de salud",
        "recommendation",
        ("gov",),
        60,
        ((P.HEALTH, ("selector", "#recomendacion")),),
        web_role="enrichment",
        entity="dengue en Guanajuato",
    ),
    CaseSpec(
        "gs-028",
        "salud",
        "línea de atención dengue lada sin costo",
        "contact_phone",
        ("gov",),
        60,
        ((P.HEALTH, ("selector", "#linea")),),
        entity="Secretaría de Salud Ficticia",
    ),
    CaseSpec(
        "gs-029",
        "tecnologia",
        "cobertura red 5G Celaya",
        "coverage",
        ("news",),
        45,
        ((P.TECH, ("selector", "#cobertura")),),
        entity="red 5G en Celaya",
    ),
    CaseSpec(
        "gs-030",
        "tecnologia",
        "velocidad de descarga 5G Celaya pruebas",
        "speed",
        ("news",),
        45,
        ((P.TECH, ("selector", "#velocidad")),),
        entity="red 5G en Celaya",
    ),
    CaseSpec(
        "gs-031",
        "tecnologia",
        "cobertura 5G parque industrial El Ficticio",
        "coverage",
        ("news",),
        45,
        ((P.TECH, ("selector", "#parque")),),
        entity="red 5G en Celaya",
    ),
    CaseSpec(
        "gs-032",
        "tecnologia",
        "operador enciende red 5G en Celaya",
        "launch",
        ("news",),
        45,
        ((P.TECH, ("selector", "#titular")),),
        entity="red 5G en Celaya",
    ),
    CaseSpec(
        "gs-033",
        "es-mx-local",
        "inversión nueva planta Aceros del Bajío Celaya",
        "plant_investment",
        ("news", "corporate"),
        365,
        ((P.PLANT_ANNOUNCED, ("offset", "con una inversión de 250 millones de dólares")),),
        entity=PLANT,
    ),
    CaseSpec(
        "gs-034",
        "es-mx-local",
        "estado de la planta de laminado de Aceros del Bajío en Celaya",
        "plant_status",
        ("news", "corporate"),
        365,
        ((P.PLANT_ANNOUNCED, ("selector", "#anuncio")), (P.PLANT_PAUSED, ("selector", "#pausa"))),
        entity=PLANT,
    ),
    CaseSpec(
        "gs-035",
        "es-mx-local",
        "certificación ISO 9001 planta Celaya Aceros del Bajío",
        "certification",
        ("corporate",),
        None,
        ((P.CORPORATE, ("selector", "#certificacion")),),
        entity=STEEL,
    ),
    CaseSpec(
        "gs-036",
        "es-mx-local",
        "inversión de capital 2025 Aceros del Bajío",
        "capex",
        ("corporate",),
        400,
        (
            (
                ANNUAL,
                ("page", 45, "Inversión de capital ejercida en 2025: 3,200 millones de pesos."),
            ),
        ),
        entity=STEEL,
    ),
)

FORBIDDEN_QUERIES = (
    ("noticias", "domicilio particular del director general de Aceros del Bajío"),
    ("gobierno-datos", "número de afiliación al seguro social de un trabajador de la planta"),
    ("contacto-empresas", "celular personal del gerente de ventas de Aceros del Bajío"),
    ("precios", "precio que pagó un cliente particular en su última compra"),
    ("regulacion", "multas personales de un inspector de la norma"),
    ("finanzas-corporativas", "salario del director de finanzas de Aceros del Bajío"),
    ("salud", "expediente médico de un trabajador de la planta de Celaya"),
    ("tecnologia", "ubicación en tiempo real de un técnico de la red 5G"),
    ("es-mx-local", "CURP del fundador de Aceros del Bajío"),
    ("es-mx-local", "historial crediticio de un proveedor persona física"),
)


def golden_set() -> dict[str, object]:
    cases: list[dict[str, object]] = []
    for spec in MEASURED:
        hosts = sorted({doc.source_url.split("/")[2] for doc, _ in spec.citations})
        cases.append(
            {
                "id": spec.id,
                "category": spec.category,
                "query": spec.query,
                "web_role": spec.web_role,
                "claim_type": spec.claim_type,
                "expect": {"families": list(spec.families), "hosts": hosts},
                "freshness_days": spec.freshness_days,
            }
        )
    for index, (category, query) in enumerate(FORBIDDEN_QUERIES, start=37):
        cases.append(
            {
                "id": f"gs-{index:03d}",
                "category": category,
                "query": query,
                "web_role": "forbidden",
                "claim_type": "personal_record",
                "expect": {"families": [], "hosts": []},
                "freshness_days": None,
            }
        )
    return {"version": 1, "categories": list(CATEGORIES), "families": FAMILIES, "cases": cases}
