"""Keepers of corpus 20: values that a redaction must leave alone (seed §3)."""

from __future__ import annotations

import random

import idgen as g
from content_personal import MESES, MUNIS, strip_accents

COMPANIES = [
    ("Distribuidora Altamira", "altamira.com.mx"),
    ("Grupo Textil del Bajío", "gtbajio.mx"),
    ("Farmacias San Judas", "farmaciassanjudas.com"),
    ("Café Tacuba Tostadores", "cafetacuba.mx"),
    ("Constructora Peña Blanca", "penablanca.com.mx"),
    ("Editorial Colibrí", "editorialcolibri.mx"),
    ("Mueblería Hidalgo", "muebleriahidalgo.com"),
    ("Laboratorios Quetzal", "labquetzal.com.mx"),
    ("Transportes Sierra Madre", "tsierramadre.mx"),
    ("Hotel Casa Índigo", "casaindigo.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "rh",
    "info",
    "hola",
    "cobranza",
    "compras",
    "privacidad",
    "reclutamiento",
    "servicio",
    "recepcion",
    "noreply",
    "transparencia",
    "admisiones",
]
GOB = [
    ("sep.gob.mx", "Secretaría de Educación Pública"),
    ("imss.gob.mx", "IMSS"),
    ("sat.gob.mx", "SAT"),
    ("profeco.gob.mx", "Profeco"),
    ("cdmx.gob.mx", "Gobierno de la CDMX"),
    ("inai.org.mx", "INAI"),
    ("jalisco.gob.mx", "Gobierno de Jalisco"),
    ("inegi.org.mx", "INEGI"),
    ("condusef.gob.mx", "Condusef"),
    ("salud.gob.mx", "Secretaría de Salud"),
]
OFFICIALS = [
    (
        "Dra. Rosaura Ruiz Gutiérrez",
        "Secretaria de Ciencia, Humanidades, Tecnología e Innovación",
        "secihti.mx",
    ),
    ("Mtro. Mario Delgado Carrillo", "Secretario de Educación Pública", "nube.sep.gob.mx"),
    ("Lic. Zoé Robledo Aburto", "Director General del IMSS", "imss.gob.mx"),
    ("Dr. David Kershenobich Stalnikowitz", "Secretario de Salud", "salud.gob.mx"),
    ("Lic. Iván Escalante Ruiz", "Procurador Federal del Consumidor", "profeco.gob.mx"),
    (
        "Mtra. Graciela Márquez Colín",
        "Presidenta de la Junta de Gobierno del INEGI",
        "inegi.org.mx",
    ),
    ("Lic. Clara Brugada Molina", "Jefa de Gobierno de la Ciudad de México", "cdmx.gob.mx"),
    (
        "Mtro. Pablo Gómez Álvarez",
        "titular de la Unidad de Inteligencia Financiera",
        "hacienda.gob.mx",
    ),
]


def E(kind, lang, form, value, line, where, header=None):
    e = {
        "kind": kind,
        "family": "keep",
        "lang": lang,
        "form": form,
        "value": value,
        "line": line,
        "where": where,
    }
    if header:
        e["header"] = header
    return e


def build(rng: random.Random) -> list[dict]:
    out: list[dict] = []
    # role mailboxes (36)
    for i in range(36):
        comp, dom = COMPANIES[i % len(COMPANIES)]
        role = ROLES[i % len(ROLES)]
        em = f"{role}@{dom}"
        t = i % 9
        if t == 0:
            v, line, w = em, f"<p>Cotizaciones: {em}</p>", "html"
        elif t == 1:
            v = em.upper()
            line, w = f"ESCRÍBENOS A {v} — {comp.upper()}", "data"
        elif t == 2:
            v = f"mailto:{em}?subject=Pedido%20mayoreo"
            line, w = f'<p><a href="{v}">Escribe a {comp}</a></p>', "html"
        elif t == 3:
            v = em
            line, w = f"Reply-To: {comp} <{em}>", "data"
        elif t == 4:
            v = em
            line, w = f"{comp},{em},Oficinas centrales", "data"
        elif t == 5:
            v = em
            line, w = f"<li>Departamento de {role.split('.')[0]}: {em}</li>", "html"
        elif t == 6:
            v = f"{role} [arroba] {dom.replace('.', ' [punto] ')}"
            line, w = f"Contáctanos: {v} (buzón del área)", "data"
        elif t == 7:
            v = em
            line, w = f'{{"organization": "{comp}", "contact_email": "{em}"}}', "data"
        else:
            v = em
            line, w = f"EMAIL;TYPE=WORK:{em}", "data"
        out.append(E("role-mailbox", "es", f"role mailbox ({t})", v, line, w))
    # government / institutional mailboxes (20)
    for i in range(20):
        dom, inst = GOB[i % len(GOB)]
        role = [
            "contacto",
            "transparencia",
            "atencion.ciudadana",
            "comunicacion.social",
            "quejas",
            "unidad.enlace",
            "prensa",
            "orientacion",
        ][i % 8]
        em = f"{role}@{dom}"
        v = em.upper() if i % 5 == 3 else em
        line = [
            f"<p>Unidad de Transparencia de {inst}: {v}</p>",
            f"Dudas sobre el trámite: {v} ({inst})",
            f'<p><a href="mailto:{v}">{v}</a></p>',
            f"{inst.upper()} — CORREO INSTITUCIONAL: {v}",
            f"Solicitudes de información: {v}",
        ][i % 5]
        out.append(
            E(
                "gov-role-mailbox",
                "es",
                "institutional mailbox",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # switchboards (28) and toll-free (20) and extensions (10)
    for i in range(28):
        comp, _ = COMPANIES[i % len(COMPANIES)]
        lada = ["55", "33", "81", "442", "222", "999"][i % 6]
        rest = str(rng.randint(1, 9)) + "".join(
            rng.choice("0123456789") for _ in range(9 - len(lada))
        )
        a, b = rest[:-4], rest[-4:]
        v = [f"+52 {lada} {a} {b}", f"({lada}) {a}-{b}", f"{lada}.{a}.{b}", f"{lada} {a} {b}"][
            i % 4
        ]
        line = [
            f"<p>Conmutador: {v}</p>",
            f"Tel. oficina: {v} — {comp}",
            f"<li>Sucursal Centro ({comp}): {v}, lunes a viernes 9 a 18 h</li>",
            f"Recepción del corporativo: {v}",
            f"{comp},Matriz,{v},ventas",
            f"<p>Atención a clientes de {comp}: {v}</p>",
            f"Teléfono de la empresa: {v}",
        ][i % 7]
        out.append(
            E(
                "switchboard",
                "es",
                "company switchboard",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    for i in range(20):
        n = "".join(rng.choice("0123456789") for _ in range(7))
        v = [
            f"800 {n[:3]} {n[3:]}",
            f"01 800 {n[:3]} {n[3:]}",
            f"+52 800 {n[:3]} {n[3:]}",
            f"800-{n[:3]}-{n[3:]}",
            f"01-800-{n[:3]}-{n[3:]}",
            f"800{n}",
        ][i % 6]
        line = [
            f"<p>Llama sin costo al {v}</p>",
            f"Línea gratuita: {v}",
            f"LOCATEL / orientación: {v} (sin costo)",
            f"<li>Línea de ayuda {v}</li>",
        ][i % 4]
        out.append(
            E("toll-free", "es", "800 number", v, line, "html" if line.startswith("<") else "data")
        )
    for i in range(10):
        lada = "55"
        n = "".join(rng.choice("0123456789") for _ in range(8))
        v = f"{lada} {n[:4]} {n[4:]} ext. {rng.randint(100, 99999)}"
        line = [
            f"<p>Oficina de Enlace: {v}</p>",
            f"Tel. {v} (horario de oficina)",
            f"Atención a proveedores: {v}",
        ][i % 3]
        if i % 5 == 4:
            v = f"+52 (55) {n[:4]}-{n[4:]}, Ext. {rng.randint(1000, 9999)}"
            line = f"Mesa de ayuda institucional {v}"
        out.append(
            E(
                "extension",
                "es",
                "institutional number with extension",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # officials' published contacts (16)
    for i in range(16):
        who, role, dom = OFFICIALS[i % len(OFFICIALS)]
        t = (i + i // 8) % 4
        if t == 0:
            v = f"55 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} ext. {rng.randint(10000, 99999)}"
            line = f"<p>{who}, {role}. Teléfono de oficina: {v}</p>"
        elif t == 1:
            v = f"oficina.titular@{dom}"
            line = f"Directorio oficial — {who} ({role}): {v}"
        elif t == 2:
            parts = who.split()
            v = f"{strip_accents(parts[1].lower())}.{strip_accents(parts[2].lower())}@{dom}"
            line = f"<li>Directorio de servidores públicos: {who}, {role} — correo institucional {v}</li>"
        else:
            v = f"+52 (55) {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}, ext. {rng.randint(1000, 9999)}"
            line = f"Portal de Obligaciones de Transparencia, directorio: {who}, {role}, tel. {v}"
        out.append(
            E(
                "official-contact",
                "es",
                "public official's published office contact",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # public figures' public roles (16)
    figs = [
        ("Claudia Sheinbaum Pardo", "presidenta de México"),
        ("Carlos Slim Helú", "presidente honorario de Grupo Carso"),
        ("Lionel Messi", "capitán de la selección argentina"),
        ("Elena Poniatowska", "escritora y periodista"),
        ("Guillermo del Toro", "director de cine"),
        ("Victoria Rodríguez Ceja", "gobernadora del Banco de México"),
        ("Rosa Icela Rodríguez", "secretaria de Gobernación"),
        ("Juan Ramón de la Fuente", "canciller"),
    ]
    for i in range(16):
        who, role = figs[i % len(figs)]
        v = f"{who}, {role}"
        line = [
            f"<p>{v}, encabezó el acto del 5 de febrero.</p>",
            f"Según {v}, la cifra creció 4%.",
            f"<p>En conferencia, {v}, respondió a la prensa.</p>",
            f"Entrevista con {v} (video, 12 min)",
        ][(i + i // 8) % 4]
        out.append(
            E(
                "public-figure",
                "es",
                "public figure's public role",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # company RFC (18), company CLABE (10)
    for i in range(18):
        comp, _ = COMPANIES[i % len(COMPANIES)]
        letters = "".join(w[0] for w in comp.upper().replace("Í", "I").split()[:3]).ljust(3, "X")[
            :3
        ]
        r = g.rfc_moral(rng, letters)
        v = [r, g.sep(r, [3, 6], "-"), g.sep(r, [3, 6], " ")][i % 3]
        line = [
            f"<p>{comp}, S.A. de C.V. — RFC {v}</p>",
            f"Emisor: {comp} SA de CV | RFC: {v} | Régimen 601",
            f"{comp} S. de R.L. de C.V.,{v},Proveedor",
            f"<li>Razón social: {comp}, S.A.P.I. de C.V. ({v})</li>",
        ][i % 4]
        out.append(
            E(
                "company-rfc",
                "es",
                "persona moral RFC",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    for i in range(10):
        comp, _ = COMPANIES[i % len(COMPANIES)]
        c = g.clabe(rng)
        v = c if i % 2 == 0 else g.sep(c, [3, 3, 11], " ")
        line = [
            f"<p>Datos para pago a proveedores — Beneficiario: {comp}, S.A. de C.V., CLABE {v}</p>",
            f"Cuenta de la empresa {comp} S.A. de C.V. (BBVA) CLABE {v} — referencia: número de pedido",
        ][i % 2]
        out.append(
            E(
                "company-clabe",
                "es",
                "company's published CLABE",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # company / office addresses (20)
    for i in range(20):
        comp, _ = COMPANIES[i % len(COMPANIES)]
        muni, edo, cp = MUNIS[i % len(MUNIS)]
        v = f"Av. Insurgentes Sur {rng.randint(100, 3000)}, piso {rng.randint(2, 20)}, Col. Del Valle, C.P. {cp}"
        if i % 3 == 1:
            v = f"Blvd. Adolfo López Mateos {rng.randint(100, 3000)}, Parque Industrial, {muni}, {edo}"
        if i % 3 == 2:
            v = f"Calle Madero {rng.randint(1, 90)}, local {rng.randint(1, 40)}, Centro Histórico, C.P. {cp}"
        line = [
            f"<p>Oficinas corporativas de {comp}: {v}</p>",
            f"Sucursal {comp} — {v}",
            f"Sede del evento: {v}",
            f"<li>Matriz: {v}</li>",
            f"Domicilio fiscal de {comp} S.A. de C.V.: {v}",
        ][i % 5]
        out.append(
            E(
                "company-address",
                "es",
                "office/branch/venue address",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # placeholders and masked values (44)
    ph = [
        "redacted@example.test",
        "+52-000-000-0000",
        "usuario@ejemplo.com",
        "nombre.apellido@example.com",
        "tu-correo@dominio.com",
        "AAAA000000HDFXXX00",
        "XAXX010101000",
        "XEXX010101000",
        "**** **** **** 4821",
        "XXXX-XXXX-XXXX-1234",
        "sk-...",
        "YOUR_API_KEY",
        "tvly-xxxxxxxxxxxxxxxx",
        "${OPENAI_API_KEY}",
        "{{ secrets.TAVILY_API_KEY }}",
        "&lt;tu-api-key&gt;",
        "<redacted>",
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "sk_test_XXXXXXXXXXXXXXXX",
        "55 0000 0000",
        "000000000000000000",
        "CURP: [REDACTADO]",
        "Bearer ${TOKEN}",
        "os.environ['GROQ_API_KEY']",
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrMXUtnFI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "4242 4242 4242 4242",
        "5555 5555 5555 4444",
        "john.doe@example.org",
        "Juan Pérez (nombre de ejemplo)",
        "Calle Falsa 123",
        "+1 555 0100",
        "(555) 555-0199",
        "xxx@xxx.xx",
        "api_key=<TU_LLAVE>",
        "correo@dominio.mx",
        "sk-ant-api03-...redacted",
        "hf_****",
        "process.env.FIRECRAWL_API_KEY",
        "PASAPORTE: G00000000 (ejemplo)",
        "12345678901",
        "RFC genérico XAXX010101000",
        "0000 0000 0000 0000",
        "ej. 55 1234 5678",
    ]
    labels = ["Ejemplo:", "Formato esperado:", "Placeholder:", "Valor de muestra:", "e.g."]
    for i, v in enumerate(ph):
        if v.startswith("<") and not v.startswith("&"):
            line, w = f"token: {v}", "data"
        elif "&lt;" in v:
            line, w = f"<p>Sustituye {v} por tu llave.</p>", "html"
        elif i % 3 == 0:
            line, w = f"<p>{labels[i % 5]} {v}</p>", "html"
        else:
            line, w = f"{labels[i % 5]} {v}  # documentación, no es real", "data"
        out.append(E("placeholder", "es", "placeholder / documented example / masked", v, line, w))
    # statistics (20)
    for i in range(20):
        v = [
            f"{rng.randint(100, 999)},{rng.randint(100, 999)} personas",
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%",
            f"{rng.randint(1000000000, 9999999999)}",
            f"${rng.randint(1, 999)},{rng.randint(100, 999)} millones de pesos",
        ][i % 4]
        line = [
            f"<p>Según el Censo 2020, {v} hablan una lengua indígena en Oaxaca.</p>",
            f"La inflación anual fue de {v} en marzo (INEGI).",
            f"Visitas totales al portal en 2024: {v}",
            f"<li>Presupuesto aprobado: {v}</li>",
        ][i % 4]
        out.append(
            E(
                "statistic",
                "es",
                "aggregate statistic",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # publication dates (24)
    for i in range(24):
        y, m, d = rng.randint(2015, 2026), rng.randint(1, 12), rng.randint(1, 28)
        v = [
            f"{d} de {MESES[m - 1]} de {y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
        ][i % 4]
        line = [
            f"<p>Publicado el {v} en el Diario Oficial de la Federación.</p>",
            f"publishedAt: {v}",
            f"Última actualización: {v}",
            f"<p>© Editorial Colibrí, {v}</p>",
            f"Fecha de publicación: {v}",
            f"Evento: Foro de Datos Abiertos, {v}, Auditorio Jaime Torres Bodet",
        ][i % 6]
        out.append(
            E(
                "date",
                "es",
                "publication / update / event date",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    # hashes and ids (commit 10, sha256 10, uuid 14, etag/sri 6)
    for i in range(10):
        v = g.hexs(rng, 40)
        line = [
            f"Fixed in commit {v}",
            f"<p>Versión {rng.randint(1, 9)}.{rng.randint(0, 20)} (commit {v})</p>",
            f"snapshot commit: {v}",
            f"git checkout {v}",
            f"rev: {v}  # pre-commit hook pin",
        ][i % 5]
        out.append(
            E("hash", "en", "commit SHA", v, line, "html" if line.startswith("<") else "data")
        )
    for i in range(10):
        v = g.hexs(rng, 64)
        line = [
            f"sha256: {v}",
            f"{v}  fixture-guard-0.9.tar.gz",
            f"body_sha256_original={v}",
            f'{{"sha256_redacted": "{v}"}}',
            f"<p>Checksum (SHA-256): {v}</p>",
        ][i % 5]
        out.append(
            E(
                "hash",
                "en",
                "sha256 in a manifest",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    for i in range(14):
        v = g.uuid4(rng)
        line = [
            f"request-id: {v}",
            f"<p>Dataset público: https://datos.gob.mx/dataset/{v}</p>",
            f"trace_id={v} status=200",
            f'{{"resource_id": "{v}", "format": "CSV"}}',
        ][i % 4]
        if i % 5 == 2:
            out.append(E("uuid", "en", "request id header", v, [v], "header", "X-Request-Id"))
            continue
        out.append(
            E(
                "uuid",
                "en",
                "UUID of a public resource / request",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    for i in range(6):
        v = [
            f'W/"{g.hexs(rng, 16)}"',
            f"sha384-{g.token(rng, 64, g.string.ascii_letters + g.string.digits + '+/')}",
        ][i % 2]
        if i % 2 == 0:
            out.append(
                E("hash", "en", "ETag", v.replace('"', ""), [v.replace('"', "")], "header", "ETag")
            )
        else:
            out.append(
                E("hash", "en", "SRI integrity", v, f"integrity={v} crossorigin=anonymous", "data")
            )
    # order / tracking / case / sku / isbn / doi (12+10+8+8+12)
    for i in range(12):
        v = [
            str(rng.randint(10**9, 10**10 - 1)),
            f"PED-{rng.randint(2024, 2026)}-{rng.randint(10000, 99999)}",
            f"#{rng.randint(100000, 999999)}",
            f"Folio {rng.randint(10**9, 10**10 - 1)}",
        ][i % 4]
        line = [
            f"Tu pedido {v} ya salió del almacén",
            f"<p>Número de orden: {v}</p>",
            f"order_id={v} total=1299.00",
        ][i % 3]
        out.append(
            E(
                "order-number",
                "es",
                "order number / folio",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    for i in range(10):
        v = [
            "1Z" + g.token(rng, 16, g.string.ascii_uppercase + g.string.digits),
            str(rng.randint(10**11, 10**12 - 1)),
            str(rng.randint(10**21, 10**22 - 1)),
            "MX" + str(rng.randint(10**8, 10**9)) + "MX",
        ][i % 4]
        line = [f"Guía de rastreo: {v}", f"<p>Número de guía Estafeta: {v}</p>"][i % 2]
        out.append(
            E(
                "tracking-number",
                "es",
                "parcel tracking number",
                v,
                line,
                "html" if line.startswith("<") else "data",
            )
        )
    for i in range(8):
        v = [
            f"Expediente {rng.randint(100, 9999)}/{rng.randint(2019, 2025)}",
            f"Amparo en revisión {rng.randint(10, 999)}/{rng.randint(2019, 2025)}",
            f"INAI RRA {rng.randint(1000, 19999)}/{rng.randint(19, 25)}",
            f"Caso CNDH/{rng.randint(1, 6)}/{rng.randint(2019, 2025)}/{rng.randint(1000, 9999)}/Q",
        ][i % 4]
        out.append(
            E("case-number", "es", "public case number", v, f"Resolución publicada: {v}", "data")
        )
    for i in range(8):
        v = [
            "750" + str(rng.randint(10**9, 10**10 - 1)),
            f"SKU-{g.token(rng, 6, g.string.ascii_uppercase + g.string.digits)}",
        ][i % 2]
        out.append(
            E(
                "sku",
                "es",
                "EAN / SKU",
                v,
                f"<li>Código de barras: {v} — Café molido 400 g</li>"
                if i % 2 == 0
                else f"sku: {v}",
                "html" if i % 2 == 0 else "data",
            )
        )
    for i in range(12):
        if i % 2 == 0:
            v = g.isbn13(rng)
            v = v if i % 4 == 0 else f"{v[:3]}-{v[3:5]}-{v[5:9]}-{v[9:12]}-{v[12]}"
            line = f"ISBN {v}"
        else:
            v = f"10.{rng.randint(1000, 9999)}/{g.token(rng, 8, g.string.ascii_lowercase + g.string.digits)}"
            line = f"<p>DOI: https://doi.org/{v}</p>"
        out.append(
            E("isbn-doi", "es", "ISBN / DOI", v, line, "html" if line.startswith("<") else "data")
        )
    # public keys (8), analytics (6), server IPs (8)
    for i in range(8):
        v = [
            "pk_live_" + g.token(rng, 99),
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.token(rng, 43),
            "-----BEGIN PUBLIC KEY-----",
            "pk.eyJ1IjoiYWNtZSIsImEiOiJ" + g.token(rng, 30),
        ][i % 4]
        line = [
            f"STRIPE_PUBLISHABLE_KEY={v}",
            f"authorized_keys: {v} deploy@ci",
            "public_key: -----BEGIN PUBLIC KEY-----\\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"
            + g.token(rng, 40)
            + "\\n-----END PUBLIC KEY-----",
            f"NEXT_PUBLIC_MAPBOX_TOKEN={v}",
        ][i % 4]
        out.append(E("public-key", "en", "public key / publishable key", v, line, "data"))
    for i in range(6):
        v = [
            f"G-{g.token(rng, 10, g.string.ascii_uppercase + g.string.digits)}",
            f"UA-{rng.randint(10**6, 10**8)}-1",
            f"GTM-{g.token(rng, 7, g.string.ascii_uppercase + g.string.digits)}",
        ][i % 3]
        out.append(
            E(
                "analytics-id",
                "en",
                "analytics id",
                v,
                f"<p>Medición del sitio: {v}</p>" if i % 2 else f"gtag('config', '{v}')",
                "html" if i % 2 else "data",
            )
        )
    for i in range(8):
        v = [
            "8.8.8.8",
            "1.1.1.1",
            "203.0.113.42",
            "198.51.100.7",
            "10.0.4.12",
            "192.168.1.254",
            "2001:db8::1",
            "172.16.0.10",
        ][i]
        out.append(
            E(
                "server-ip",
                "en",
                "public resolver / documentation / private server IP",
                v,
                f"upstream_dns={v}"
                if i % 2
                else f"<p>Servidor de pruebas: {v} (rango de documentación)</p>",
                "data" if i % 2 else "html",
            )
        )
    return out
