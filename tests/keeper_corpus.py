"""Round 33b: the structures that make a value a company's, read on personal37's keepers.

The thirty-seventh corpus's keepers are plain (a company's account or phone always has a
company word near it), so each one flagged is a false positive an ordinary fixture would
trigger. For each structure read there, items were written here before the detectors
were changed, in values of our own (none of the corpus's names, numbers or sentences):
the keepers, and the personal items that look like them (the same sentence or record with
a person as the payee), so that a rule which keeps the first cannot drop the second.

Each item is planted with `generalisation_corpus.plantings` (the carriers of the
generalisation suite) and scored by `generalisation_eval.evaluate`; the gates are in
`tests/test_personal_keepers.py`.
"""

from __future__ import annotations

from generalisation_corpus import Item, adders, tok

_ITEMS: list[Item] = []
P, S, K = adders(_ITEMS)


# --- the payee named by the payment ("Para pagos a <organisation>, usa la CLABE …") -------
# The sentence names who is paid ("pagos a", "depósitos a", "payments to") and then tells
# the reader which account to use: the account is the payee's. An organisation there (a
# trade name, a legal form) holds it; a person there holds it too, and so does a person
# named between them or the reader's own account ("tu CLABE").

K(
    "payee-named-keeper",
    "prose",
    "Para pagos a Ferretería El Tornillo Feliz, S.A. de C.V., usa la CLABE 012934904037804963 "
    "(BBVA) e indica tu folio.",
    "Para depósitos a Panadería La Espiga, transfiere a la CLABE 014201752225526004 y envía "
    "tu comprobante.",
    "Payments to Nube Maya Software, S.A.P.I. de C.V.: please use CLABE 021719394267470255 "
    "with your invoice number.",
    "Pagos a Editorial Tinta Roja: deposite en la cuenta CLABE 072453428422240773 de Banorte.",
    "Para transferencias a Clínica Dental Sonrisa, S.C., utiliza la CLABE 030547754769221860 "
    "(BanBajío) y conserva tu recibo.",
    # the reader's own account named on the way is not the one given
    "Para pagos a Ferretería El Tornillo Feliz, transfiere desde tu cuenta a la CLABE "
    "113528377736753406.",
    "Para pagos, transfiere desde tu cuenta a la CLABE 132910722630894922 de la empresa.",
)
K(
    "payee-named-keeper",
    "html",
    '<div class="pago">Para pagos a Transportes Sierra Gorda, S.A. de C.V., usa la CLABE '
    "036228336146828132 (Santander) y tu número de guía como referencia.</div>",
)
P(
    "payee-named",
    "prose",
    "Para pagos a Rebeca Salcedo Luna, usa la CLABE 044111328803940114 (Santander) y manda "
    "tu comprobante.",
    "Payments to Jordan Reyes: please use CLABE 058516757929536279 and your invoice number.",
    "Pagos a Muebles Finos del Norte, S.A. de C.V.: deposita a nombre de Joaquín Ríos Medina, "
    "CLABE 127986551002365639.",
    "Para pagos a Hotel Casa Azul te reembolsamos a tu CLABE 137794942425431562 en 5 días.",
)

# --- a record's key that names the account the payments go to -------------------------
# `clabe_pagos`, `cuenta_para_pagos`, `payments_clabe`: the record's form of "CLABE para
# pagos" (round 31), an account published to receive payments, unless its record names a
# person. A payroll's or a refund's account (`clabe_nomina`, `clabe_reembolso`) is a
# person's, and so is a bare `clabe`.

K(
    "payments-key-keeper",
    "field",
    ("clabe_pagos", "646508553013635969"),
    ("cuenta_para_pagos", "002222980715761679"),
    ("payments_clabe", "062196862849974966"),
    ("clabe_cobranza", "166979518290431043"),
)
P(
    "payments-key",
    "field",
    ("clabe_nomina", "113528377736753406"),
    ("clabe_reembolso", "132910722630894922"),
    ("clabe", "012934904037804963"),
)
P(
    "payments-key",
    "block",
    '{"proveedor": "Lorena Montes Trujillo",\n "clabe_pagos": "014201752225526004"}',
)

# --- written after personal37's half b was read (its misses showed more of the same) -----
# The payee as the object of "pay" ("Pay <organisation> by SPEI to CLABE …"); a number
# named by what it numbers after "número de" ("Tu número de caso es …"); an
# organisation's branch as a phone's label ("… downtown branch: +52 …"); a key named by
# its environment and then its service ("la clave de producción de <Servicio> es …").

K(
    "payee-named-keeper",
    "prose",
    "Pay Ferretera Los Álamos, S.A. de C.V. by SPEI to CLABE 646508553013635969 (BBVA), "
    "reference: your invoice number.",
    "Págale a Editorial Tinta Roja por SPEI a la CLABE 002222980715761679 (Banamex).",
)
P(
    "payee-named",
    "prose",
    "Pay Jordan Reyes by SPEI to CLABE 062196862849974966 (Banamex), reference: rent.",
    "Págale a Rebeca Salcedo Luna por SPEI a la CLABE 166979518290431043.",
)
K(
    "numbered-thing-keeper",
    "prose",
    "Tu número de caso es 48210937; guárdalo para dar seguimiento.",
    "Su número de reporte es 5519283746, consérvelo.",
    "Número de folio: 33124567 (válido 30 días).",
)
P(
    "numbered-thing",
    "prose",
    "En caso de emergencia, mi número es 5587654321.",
    "Número de contacto del caso: 55 8765 4321 (celular de la señora Ortega).",
    "Tu número de caso es 48210937; cualquier duda a mi celular 5523456781.",
)
K(
    "branch-phone-keeper",
    "prose",
    "Editorial Mar Abierto north branch: +52 33 3615 2200",
    "Call our Monterrey branch at +52 81 8123 4567 for store hours.",
)
P(
    "branch-phone",
    "prose",
    "Jordan Reyes, branch manager — personal cell: +52 55 2345 6789",
)
S(
    "environment-brand-key",
    "prose",
    f"La clave de producción de OpenRouter es {tok('r33b-or', 32)}, cámbiala el viernes.",
    f"A chave de produção da Exa é {tok('r33b-exa', 36)}.",
    f"la llave de pruebas de mailgun: {tok('r33b-mg', 32)}",
)
K(
    "environment-brand-keeper",
    "prose",
    "La clave de producción de Mistral es la misma que la de pruebas.",
    "La clave de producción de Mistral es ${MISTRAL_API_KEY}, nunca el valor.",
    "La clave de producción del pedido es 4471-B.",
)


# --- round 34: the account's kind says its holder is a business (personal38's keeper) ----
# "Datos para depósito (cuenta empresarial de <empresa>): CLABE …": the account is named
# by its kind, a business's ("cuenta empresarial", "cuenta corporativa", "cuenta de
# empresa", "business account", "corporate account"), or a record's account type says so
# (`"tipo_cuenta": "empresarial"`). It is the business's, unless a person is named beside
# it (a sole trader's business account is theirs), the account given is the reader's own
# ("tu CLABE"), or a sentence ends between the kind and the account.

K(
    "business-account-keeper",
    "prose",
    "Datos para transferencia (cuenta empresarial de Maderas del Sureste): CLABE "
    "608590306516451982",
    "Cuenta empresarial de Refacciones del Norte — CLABE 670214590281054802",
    "Depósitos a la cuenta corporativa de Tostadas El Comal: CLABE 656629446533782925",
    "Transfer to the business account of Northwind Steel: CLABE 617686331917461946",
    "Corporate account (Pinos Altos Lumber): CLABE 710326571876752742",
    "CLABE empresarial 072324414819846360 (Maderas del Sureste)",
    "Cuenta empresarial: CLABE 901485971105652261, Banorte.",
    "Datos bancarios — cuenta empresarial de Empaques Finos del Golfo — CLABE 143754094880241842",
    "Datos para pago (cuenta empresa): CLABE 037872427256217599",
    "Deposita en la cuenta de cheques empresarial de Servicios Agrícolas Valle Verde, CLABE "
    "059387242172495897.",
)
K(
    "business-account-keeper",
    "html",
    "<li>Cuenta empresarial (Transportes Cañada Honda): CLABE 102461577481163918</li>",
)
K(
    "business-account-keeper",
    "block",
    '{"tipo_cuenta": "empresarial",\n "clabe": "728291594000444030"}',
    '{"account_type": "business", "bank": "Banorte",\n "clabe": "600228392892645437"}',
)
K(
    "business-account-keeper",
    "field",
    ("clabe_empresarial", "141930056584167688"),
    ("cuenta_corporativa", "136305543668585734"),
)
P(
    "business-account",
    "field",
    ("clabe_personal", "655642321539224221"),
    ("cuenta_titular", "689337517015165669"),
)
P(
    "business-account",
    "prose",
    "Datos para transferencia (cuenta personal de Rebeca Salcedo Luna): CLABE 110247899870679761",
    "Datos para depósito (cuenta de Joaquín Ríos): CLABE 108216684287736940",
    "Cuenta empresarial de Joaquín Ríos Medina (persona física con actividad empresarial): "
    "CLABE 158489132841401775",
    "Datos para depósito (cuenta de ahorro): CLABE 602843885155450547",
    "Transfer to the personal account of Jordan Reyes: CLABE 901268700119996194",
    "Datos para depósito (cuenta empresarial de Maderas del Sureste, a nombre de Laura Ortiz "
    "Vega): CLABE 132690276174203861",
    "Además de la cuenta empresarial, te depositamos a tu CLABE 145351762331830040.",
    "La cuenta empresarial quedó cancelada. Reembolso al cliente: CLABE 901535845728497494",
)
P(
    "business-account",
    "block",
    '{"tipo_cuenta": "personal",\n "clabe": "638895573102355767"}',
    '{"account_type": "business", "holder": "Jordan Reyes",\n "clabe": "680516498111427878"}',
)


# --- round 34: an address's domain with spaces around its dots, its "@" plain ------------
# Text extraction and OCR write "ana_88@live . com . mx" (personal33's two leftovers in
# this form); earlier rounds read "ana @ live . com" and a mail service with no domain
# ("ana@gmail"). A role's mailbox in the same form is kept as any role's mailbox is.

P(
    "spaced-dots-email",
    "prose",
    "Correo personal: m.trejo77@live . com . mx",
    "contacto: ana.lopez81@yahoo. com. mx (Ana López Ruiz)",
    "Email: jordan_reyes@protonmail . me",
)
P(
    "spaced-dots-email",
    "block",
    "| Campo | Valor |\n|---|---|\n| Correo | rebeca.salcedo@icloud . com |\n"
    "| Nombre | Rebeca Salcedo Luna |",
)
K(
    "spaced-dots-email-keeper",
    "prose",
    "Escríbenos a ventas@ferreteriapalma . com . mx",
    "Dudas: contacto@editorialtintaroja . mx",
    "Sigue a @cafe_luna . Abrimos a las 8.",
    "Escribe a noreply@notificaciones . banorte . com",
    "La versión 2@3 . 5 corre bien",
    "Use user@example . com in tests",
)


# --- round 35: a key opened by inline markup (personal22's three secrets) ----------------
# A page sets the value in an inline element after its label, "mi llave: <code>…</code>",
# as markdown sets it in a code span: the markup opens the value, as round 22's backtick
# does. The same for "**…**", `<kbd>`, `<strong>`, a `<span class=…>` and a bare "llave"
# given a key-long random value in a code span. Keepers: what such an element holds that
# is no credential (a placeholder, a masked key, a public key, a key's id, a hash, a
# product's or an order's clave, an idempotency key, an example).

S(
    "inline-markup-key",
    "html",
    f"<p>Para las pruebas usa mi llave: <code>{tok('r35-llave-code', 32)}</code> (es personal)</p>",
    f"<p>Mi API key: <code>{tok('r35-apikey-code', 40)}</code></p>",
    f"<li>token: <kbd>{tok('r35-token-kbd', 36)}</kbd></li>",
    f"<p>La clave de la API es <strong>{tok('r35-clave-strong', 32)}</strong>, no la subas.</p>",
    f'<p>Access token: <span class="mono">{tok("r35-token-span", 48)}</span></p>',
    f"<p>Mi contraseña del panel: <code>Cerezo-{tok('r35-pw', 6)}!</code></p>",
    f"<p>Usa esta llave mientras tanto: <code><b>{tok('r35-llave-nested', 40)}</b></code></p>",
)
S(
    "inline-markup-key",
    "prose",
    f"Para probar usa mi llave: `{tok('r35-llave-tick', 32)}` (no la compartas)",
    f"Usa mi llave: **{tok('r35-llave-bold', 32)}**",
    f"My API key: **{tok('r35-apikey-bold', 40)}**",
)
K(
    "inline-markup-keeper",
    "html",
    "<p>Tu API key: <code>YOUR_API_KEY</code> (cámbiala por la tuya)</p>",
    "<p>API key: <code>sk-****************************a1b2</code></p>",
    f"<p>Public key: <code>pk_live_{tok('r35-pk', 24)}</code></p>",
    f"<p>Key ID: <code>{tok('r35-keyid', 20, '0123456789ABCDEF')}</code></p>",
    f"<p>SHA-256 del archivo: <code>{tok('r35-sha', 64, '0123456789abcdef')}</code></p>",
    "<p>Clave del producto: <code>HX7Q-PL2M-99RT-AB3K</code></p>",
    "<p>Idempotency key: <code>3f1c2a9e-8b7d-4c3e-9f2a-1b2c3d4e5f60</code></p>",
    # (not "Ejemplo de llave: …": a random key a line calls an example is reported in
    # every form, round 23's policy)
    f"<p>Llave de ejemplo: <code>{tok('r35-ejemplo', 32)}</code></p>",
    "<p>token count: <code>4096</code></p>",
    "<p>La llave: <code>{{ API_KEY }}</code></p>",
    "<p>Número de pedido: <strong>PED-2024-118734</strong></p>",
)
K(
    "inline-markup-keeper",
    "prose",
    "Tu API key: **YOUR_API_KEY**",
    "Cache key: `user:1234:profile`",
    f"Commit: `{tok('r35-commit', 40, '0123456789abcdef')}`",
)


# --- round 35: a Brazilian RG after its label (personal39's two foreign ids) -------------
# The RG (Registro Geral, the state identity card) in its printed notation, two, three and
# three digits and a check digit (a digit or an X) after a hyphen, right after its label
# ("RG", "RG nº", "Registro Geral", "carteira de identidade"), perhaps then its issuer
# ("SSP/SP"). States compute its check digit in different ways, and some have none: the
# label and the notation are the evidence, as for a Colombian cédula. Keepers: the same
# notation after another number's word or none (an order, a protocol, a process, a
# tracking code beside the country's name), a coaxial cable's "RG-6", a placeholder RG.

P(
    "rg-labelled",
    "prose",
    "Cadastro: Marina Costa Albuquerque, RG 38.271.904-6 SSP/SP",
    "Paciente Rafael Nogueira Lima (RG nº 41.093.257-X), nascido em Campinas",
    "Carteira de identidade (RG): 27.815.362-4, emitida pela SSP/MG",
    "Registro Geral: 9.384.117-2, órgão emissor SSP/RJ",
    "Inquilino: Bruno Tavares Rocha, RG: 52.640.781-3",
)
P(
    "rg-labelled",
    "block",
    "| Nome | Lucas Andrade Prado |\n|---|---|\n| RG | 33.905.218-7 |",
)
K(
    "rg-labelled-keeper",
    "prose",
    "Pedido nº 38.271.904-6 enviado para o Brasil (São Paulo)",
    "Protocolo 41.093.257-2 — atendimento da loja em Curitiba, Brasil",
    "Código de rastreio NX418273950BR, postado em São Paulo",
    "Cabo coaxial RG-6 de 75 ohms, rolo de 100 m, código 27.815.362-4",
    "Cabo RG 59 com conector BNC, lote 52.640.781",
    "Preencha o RG no formato 00.000.000-0 (ex.: RG 12.345.678-9)",
    "Processo nº 1029384-56.2023.8.26.0100, Foro Central de São Paulo",
    "CNPJ 11.444.777/0001-61, Comercial Paulista Ltda.",
)


# --- round 35, after personal22's half b was read: a password input's value -------------
# A recorded form keeps what was typed into a field whose type is `password`, whatever
# its name says ("clave", "pin_acceso", "codigo", "pass2"): the type makes the value a
# password. Keepers: the same input empty, masked, templated or with a word as a
# placeholder, and a text field named "clave" holding a product's code.

S(
    "password-input",
    "html",
    '<form><input type="password" name="clave" value="Girasol-7741$"></form>',
    '<form method="post"><input name="pin_acceso" value="Xk29!dL0qPz" type="password"></form>',
    "<input type='password' name='codigo' value='Tlaloc_2025#mx'>",
    '<input class="campo" type="password" id="p2" name="pass2" value="marEa88!Brisa">',
)
K(
    "password-input-keeper",
    "html",
    '<form><input type="password" name="clave" value=""></form>',
    '<form><input type="password" name="clave" value="********"></form>',
    '<form><input type="password" name="clave" value="{{ password }}"></form>',
    '<form><input type="password" name="clave" value="contraseña"></form>',
    '<form><input type="text" name="clave" value="HX7Q-PL2M-99RT"></form>',
    '<form><input type="password" name="clave" placeholder="Mínimo 8 caracteres"></form>',
)


# --- round 35: personal22's personal items by structure (a label's cell, "comp") --------
# A row gives the label in one cell and the value in the next ("<td>Placas</td><td>…",
# "<td>last login IP</td><td>…"), as round 14 read a password's; and "comp" (a pay's
# short word, compensation) names a pay before the person and the amount. Keepers: a
# shop's row of the same shape (no person), a plate's word on a price, "comp" as a
# complimentary ticket, a server's IP in a row naming a host.

P(
    "label-cell",
    "html",
    "<table><tr><td>Inquilino</td><td>Esteban Quiroga</td><td>Placas</td>"
    "<td>TKM-47-52</td></tr></table>",
    "<table><tr><td>Vecina</td><td>Regina Salazar</td><td>Placa</td>"
    "<td>PRD-3381-K</td></tr></table>",
    "<table><tr><td>Usuario</td><td>Gonzalo Treviño</td><td>last login IP</td>"
    "<td>189.203.44.17</td></tr></table>",
    "<table><tr><td>Gonzalo Treviño</td><td>IP de acceso</td><td>201.141.9.88</td></tr></table>",
)
P(
    "comp-salary",
    "prose",
    "comp Esteban Quiroga Lara US$ 61,300 per year",
    "total comp Regina Salazar Ponce: USD 88,000 a year",
    "compensation Gonzalo Treviño Ríos MXN 34,500 al mes",
)
K(
    "label-cell-keeper",
    "html",
    "<table><tr><td>Producto</td><td>Portaplacas cromado</td><td>Precio</td>"
    "<td>$349.00</td></tr></table>",
    "<table><tr><td>Servidor</td><td>api-mx-2</td><td>IP</td><td>10.0.4.17</td></tr></table>",
    "<table><tr><td>Modelo</td><td>Placa base B550</td><td>SKU</td><td>MB-550-A</td></tr></table>",
)
K(
    "comp-salary-keeper",
    "prose",
    "comp tickets: 2 for the gala, US$ 150 per person",
    "Comparativa de planes: US$ 40,200 per year for the enterprise tier",
)


# --- round 36: a key named by its service in lower case, then what it is for ----------
# "la llave de <service> para las pruebas: <key>": round 22 read a lower-case service
# right before the colon or the copula that gives its key ("la clave de exa era …"); a
# purpose ("para las pruebas", "para el demo de mañana", "pra rodar o scraper", "for the
# load tests") or an environment ("de pruebas") may stand between. The value must still
# be key-long and random. Keepers: the same sentence about what is no service's key (an
# idempotency key, an example, a tracking or an order's clave, a commit's hash, a request
# id), a placeholder, a masked key.

S(
    "service-purpose-key",
    "prose",
    f"Te paso la clave de mistral para el demo de mañana: {tok('r36-mistral', 32)}",
    f"Aquí va la llave de groq para las pruebas de carga: {tok('r36-groq', 40)} (bórrenla después)",
    f"Va la llave de tavily para staging: {tok('r36-tavily', 24)}",
    f"la clave de cohere para las pruebas es {tok('r36-cohere', 40)}",
    f"Les dejo la llave de brave de pruebas: {tok('r36-brave', 32)}",
    f"Segue a chave da exa para os testes: {tok('r36-exa', 32)} (não subam no repo).",
    f"Mando a chave do firecrawl pra rodar o scraper: {tok('r36-firecrawl', 36)}",
    f"Here is the key of serpapi for the load tests: {tok('r36-serpapi', 64, '0123456789abcdef')}",
)
S(
    "service-purpose-key",
    "html",
    f"<p>Les dejo la llave de jina para las pruebas: {tok('r36-jina', 64, '0123456789abcdef')} "
    "(no la compartan).</p>",
)
K(
    "service-purpose-keeper",
    "prose",
    "La llave de idempotencia para el reintento: 5b2e7c1d-9a4f-4e3b-8c6d-2f1a0b9c8d7e",
    f"Te dejo la clave de ejemplo para las pruebas: {tok('r36-ejemplo', 32)}",
    f"La clave de seguimiento para tu envío: {tok('r36-seguimiento', 24, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}",
    f"La clave de pedido para la devolución: {tok('r36-pedido', 24, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}",
    "Les comparto la llave de serpapi para las pruebas: YOUR_SERPAPI_KEY",
    "Les comparto la llave de serpapi para las pruebas: sk-********************a1b2",
    f"Les comparto el hash del commit para las pruebas: {tok('r36-commit', 40, '0123456789abcdef')}",
    f"El request id de openai para soporte: req_{tok('r36-req', 24)}",
    "Número de orden de amazon para el reembolso: 114-3941689-8772232",
    f"A chave da nota para consulta: {tok('r36-nfe', 44, '0123456789')}",
)


# Written after the first commit (half b measured, not read): the same service then a
# relative clause ("que usamos en staging"), a place ("en staging"), a parenthetical,
# an arrow or a dash for the colon. Keepers: the same shapes for a tracking or an order's
# clave, a commit's hash, an example, a placeholder.
S(
    "service-purpose-key",
    "prose",
    f"Les paso la llave de openai que usamos en staging: {tok('r36-openai', 40)}",
    f"Compartilho a chave do cohere que usamos nos testes: {tok('r36-cohere-pt', 40)}",
    f"Ahí les va la llave de voyage (para pruebas): {tok('r36-voyage', 32)}",
    f"Les comparto la llave de jina para las pruebas → {tok('r36-jina-arrow', 32)}",
    f"Dejo la clave de replicate en staging: {tok('r36-replicate', 40)}",
)
K(
    "service-purpose-keeper",
    "prose",
    f"La clave de rastreo que te enviamos: {tok('r36-rastreo', 24, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}",
    f"La clave de pedido (para devoluciones): {tok('r36-pedido2', 24, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}",
    f"la clave de git que firma los commits - {tok('r36-git', 40, '0123456789abcdef')}",
    f"la clave de cohere que es de ejemplo: {tok('r36-ejemplo2', 32)}",
    "Les comparto la llave de serpapi que usamos en pruebas: xxxxxxxxxxxxxxxxxxxxxxxx",
)


# --- round 37: a key named in an error by what the server refused it for ---------------
# "HTTP 429: rate limited for key <key>": round 19 read a bare "key" when the
# error said after the value what the key was ("key … is not authorized"); here the
# refusal comes first (rate limited, quota exceeded, denied, forbidden, unauthorized,
# throttled), then "for key", "on key", then the value. Keepers: the same error with a
# placeholder, a masked key, a key's last digits, a key's id; a cache's, a lock's, a
# bucket's object key, a signing key's fingerprint.

S(
    "refused-for-key",
    "prose",
    f"HTTP 429 - quota exceeded for key {tok('r37-quota', 40, '0123456789abcdef')}; "
    "try again later",
    f"403 Forbidden: access denied for key {tok('r37-denied', 32)}",
    f"rate limit reached for key '{tok('r37-rate', 40)}' (60 requests/min)",
    f"Too many requests for key {tok('r37-many', 24)}, slow down.",
    f"HTTP 401 Unauthorized for key: {tok('r37-unauth', 64, '0123456789abcdef')}",
    f"usage limit exceeded on key {tok('r37-usage', 32)} (plan: free)",
    f"Error 429: límite excedido para la clave {tok('r37-limite', 40, '0123456789abcdef')}",
)
S(
    "refused-for-key",
    "html",
    f"<pre>HTTPError 429: throttled for key {tok('r37-throttled', 36)}; retry after 60s</pre>",
)
K(
    "refused-for-keeper",
    "prose",
    "HTTP 429: rate limited for key YOUR_API_KEY, try again in a minute",
    "HTTP 429: rate limited for key sk-****************a1b2, try again in a minute",
    "HTTP 429: quota exceeded for key ending in a1b2; upgrade your plan",
    "HTTP 429: rate limited for key id 7c1e4b2a-93d0-4f6e-b8a5-2d9f0c3e1a47",
    f"cache miss for key {tok('r37-cache', 64, '0123456789abcdef')}",
    "S3 error 403: access denied for key reportes/2024/q1-ventas.csv in bucket datos-mx",
    f"AccessDenied: access denied for key {tok('r37-s3', 40, '0123456789abcdef')} in bucket "
    "respaldos-mx",
    "lock timeout for key pedido:48213 after 30s",
    "gpg: signature verification failed for key 4AEE18F83AFDEB23",
)


# --- round 37: a phone in parentheses whose area code has its own ----------------------
# "Contacto de emergencia: <name> (+52 (81) …)": the phone reader trimmed a closing
# parenthesis that opened nowhere in the run, but a number in parentheses whose area code
# has its own holds two pairs, and two pairs were no phone's. The outer pair encloses
# the number; the inner one is its area code's. Keepers: a company's phone written so.

P(
    "nested-paren-phone",
    "prose",
    "Contacto de emergencia: Lucía Ferrer Ibarra (+52 (33) 2468 1357)",
    "Mi cel (+52 (55) 2345-6789) por si algo se ofrece.",
    "Llámale a Joaquín Rivas (+52 (81) 1357 2468), él tiene las llaves.",
    "Tutor: Rebeca Salcedo (+52 (222) 314 5566)",
)
P(
    "nested-paren-phone",
    "html",
    "<li>Avisar a: Tomás Herrera Lugo (+52 (442) 198 7766)</li>",
)
K(
    "nested-paren-keeper",
    "prose",
    "Conmutador de Grupo Norteño, S.A. de C.V. (+52 (81) 8340 1200), ext. 204",
    "Oficinas centrales (+52 (55) 5080 2000) de lunes a viernes de 9 a 18 h.",
    "Atención a clientes del Hotel Casa Azul (+52 (998) 881 4400)",
)


# --- round 37: a trade name after its owner's nickname ("Tacos Don Chuy") -----------------
# "Transferencias a nombre de Colchones Don Aurelio: CLABE …": a capitalised word that is
# no name, then "Don"/"Doña" and one given name with no surname, is a business named
# for its owner's nickname (a taquería, a furniture shop), not a person; the account it
# holds is the business's. A title before a full name ("Don Aurelio Pineda") stays a
# person's, and so does the title after a word that names whom to ask ("pregunta por").

K(
    "trade-nickname-keeper",
    "prose",
    "Transferencias a nombre de Tacos Don Chuy: CLABE 072630433138215211 (Banorte)",
    "Depósitos a nombre de Carnitas Doña Lupe: CLABE 012095327055836154 (BBVA)",
    "Pagos a nombre de Colchones Don Aurelio: CLABE 014379748036165684",
    "Para pagos a Tortas Doña Mary, usa la CLABE 002935764294807567 (Citibanamex).",
    "Pedidos a domicilio: Tacos Don Chuy al 55 1357 9024, de 1 a 10 pm.",
)
K(
    "trade-nickname-keeper",
    "html",
    "<p>Transferencias a nombre de Mariscos Don Beto: CLABE 021089627344276355 (HSBC)</p>",
)
P(
    "trade-nickname",
    "prose",
    "Transferencias a nombre de Don Aurelio Pineda: CLABE 044854309792649789 (Scotiabank)",
    "Transferencias a nombre de Aurelio Pineda Cruz: CLABE 030229855296749375",
    "Depósitos a nombre de Doña Lupe Maldonado: CLABE 036871354355129514",
    "Pregunta por Don Chuy al 55 2468 1357, él te atiende.",
)


# --- round 37, after personal41's half b was read: a bare "key" beside a search query ----
# `{"key": "<key>", "query": "…"}` echoed in a page: a bare `"key"` member was read only
# inside an object its parent names as a credential's (`"tavily": {"key": …}`); beside a
# search request's query (`"query"`, `"q"`, `"cx"`) in the same object it is the key the
# request carries, as Google's `?key=…&q=…`. Keepers: a cache's record of the query (a
# digest keyed, a `ttl` or `hits` beside it, or a `cache` object), an i18n key, a
# placeholder, a masked key, a list item's key with no query, a Postman parameter pair.

S(
    "query-sibling-key",
    "prose",
    f'{{"key": "{tok("r37-exa-body", 40)}", "query": "clima en Oaxaca mañana"}}',
    '{"key": "5e8b1c2d-7f3a-4b6e-9d0c-1a2b3c4d5e6f", "query": "hoteles en Mérida", '
    '"num_results": 5}',
    f'{{"query": "vuelos baratos a Cancún", "key": "{tok("r37-after", 32)}"}}',
    f'{{"q": "farmacias 24 horas Puebla", "key": "{tok("r37-q", 36)}", "num": 10}}',
)
S(
    "query-sibling-key",
    "html",
    f'<pre>{{"key": "{tok("r37-pre", 64, "0123456789abcdef")}", "query": "renta de autos '
    'Querétaro"}</pre>',
)
K(
    "query-sibling-keeper",
    "prose",
    f'{{"key": "{tok("r37-cache-rec", 64, "0123456789abcdef")}", "query": "vuelos baratos", '
    '"ttl": 3600}',
    f'{{"cache": {{"key": "{tok("r37-cache-obj", 40, "0123456789abcdef")}", "query": "clima"}}}}',
    '{"key": "search.placeholder", "query": "Buscar en el sitio"}',
    '{"key": "YOUR_API_KEY", "query": "clima en Oaxaca"}',
    '{"key": "sk-****************a1b2", "query": "clima en Oaxaca"}',
    '{"key": "q", "value": "clima en Oaxaca"}',
    '{"key": "9c4f2e1a-3b7d-4e8f-a6c5-0d1e2f3a4b5c", "title": "Resultados", "url": "/buscar"}',
    '{"key": "row-17", "query": "clima en Oaxaca"}',
)

# --- round 38: a key named by its service, then whose it is ("… del equipo") ----------
# "la llave de <service> del equipo para las pruebas: <key>": round 36 read what the key
# is for, its place or its environment between the service and the colon; whose key it
# is (the team's, the company's, the project's) may come first. The service word is
# still checked as before. Keepers: the same sentence with a placeholder or a masked
# key, a thing's code whose owner is named, a commit's, an idempotency key's.

S(
    "owner-service-key",
    "prose",
    f"Les paso la llave de mistral del equipo para las pruebas: {tok('r38-team', 40)}",
    f"Ahí va la clave de serpapi de la empresa: {tok('r38-empresa', 32)}",
    f"a chave da firecrawl do time pra rodar o scraper: {tok('r38-time', 36)}",
    f"la clave de groq de nuestro equipo es {tok('r38-groq', 48)}",
    f"Usen la llave de tavily del proyecto para la demo -> {tok('r38-proyecto', 32)}",
)
S(
    "owner-service-key",
    "html",
    f"<p>La llave de brave del equipo de datos (para pruebas): {tok('r38-area', 40)}</p>",
)
K(
    "owner-service-keeper",
    "prose",
    "Les paso la llave de mistral del equipo para las pruebas: YOUR_MISTRAL_API_KEY",
    "Ahí va la clave de serpapi de la empresa: sk-****************a1b2",
    f"La clave de rastreo del paquete para tu envío: {tok('r38-rastreo', 24)}",
    f"La clave de pedido del cliente para la devolución: {tok('r38-pedido', 28)}",
    f"la clave del commit del equipo: {tok('r38-commit', 40, '0123456789abcdef')}",
    "la llave de idempotencia del cliente para el reintento: 3f1c9a2e-7b4d-4e8a-9c6f-1d2e3f4a5b6c",
    f"la clave de ejemplo del equipo para las pruebas: {tok('r38-ejemplo', 32)}",
    "La llave del ambiente del pedido es 9b2e4f71-3c8a-4d6e-a1f0-7e5c2b9d8a43",
    f"La clave de rastreo de tu pedido para consultar el estado del envío: "
    f"{tok('r38-rastreo-largo', 24)}",
)


# --- round 38: a person's address for an occasion named by a place's word -------------
# "Dirección de <person> para la posada: <address>": round 18 read an establishment's
# word after "para" as the occasion after the speaker's own home ("mi casa para la
# posada"); after a person named as the address's owner it is the occasion too. A place
# named as the owner ("Dirección de la Posada …", "del Hotel …") keeps it a company's.

P(
    "owner-occasion-address",
    "prose",
    "Dirección de Rebeca Salcedo Luna para la posada: Calle Pino 418, Col. Las Águilas, "
    "C.P. 76148, Querétaro, Qro.",
    "Casa de Lucía Ferrer para la posada del sábado: Privada Encino 27, Col. Del Valle, "
    "C.P. 78230, San Luis Potosí, S.L.P.",
    "Address of Jordan Reyes for the posada: Calle Roble 12, Col. Jardines, C.P. 45050, "
    "Zapopan, Jal.",
)
P(
    "owner-occasion-address",
    "html",
    "<li>Dirección de Joaquín Rivas para la posada: Cerrada Nogal 9, Col. San Ángel, "
    "C.P. 01000, Álvaro Obregón, CDMX</li>",
)
K(
    "owner-occasion-keeper",
    "prose",
    "Dirección de la Posada Santa Fe para la boda: Calle Hidalgo 12, Col. Centro, "
    "C.P. 37700, San Miguel de Allende, Gto.",
    "Dirección del Hotel Casa Azul para la posada: Av. Reforma 222, Col. Juárez, "
    "C.P. 06600, Cuauhtémoc, CDMX",
    "Dirección de Grupo Norteño, S.A. de C.V. para la posada: Av. Constitución 400, "
    "Col. Centro, C.P. 64000, Monterrey, N.L.",
)


# --- round 38: a phone inside a link's attribute, its owner named before the tag ------
# `Pedidos con <name>: <a href="wa.me/52…">WhatsApp</a>`: the reader of whom a number
# reaches ("con Paco: wa.me/…") read the text right before the digits; inside an open
# tag (the number in its `href`) the tag's start stood between the name and the number.
# Keepers: the same link after no one, a business, a nickname's business.

P(
    "link-attr-phone",
    "html",
    '<p>Pedidos de pan con Lupita: <a href="wa.me/524421987766">WhatsApp</a></p>',
    '<p>Encargos con Don Chuy: <a href="https://wa.me/525523456789">escríbele</a></p>',
    '<li>Informes con Rosa: <a href="tel:+523312345678">llamar</a></li>',
    '<p>Pedidos con Joaquín: <a class="wa" href="https://wa.me/5218112345678">WhatsApp</a></p>',
)
K(
    "link-attr-keeper",
    "html",
    '<p>Pedidos: <a href="wa.me/525512345678">WhatsApp</a></p>',
    '<p>Pedidos de Tacos Don Chuy: <a href="wa.me/525535791357">WhatsApp</a></p>',
    '<p>Ventas con Grupo Norteño: <a href="tel:+528183401200">llamar</a></p>',
    '<p>Pedidos con Panadería La Espiga: <a href="wa.me/524422468135">WhatsApp</a></p>',
)

# --- round 39: a row's name cell, then a date written in words ------------------------
# "<name> | 14 de marzo de 1987 | <state>", "<name>;3 de febrero de 1969;H": a record's
# row as one field's text, the date in words (round 15 and 16 read a row's day-first
# digits, round 27 a table's cell in words; the cheap pass opened no window for words
# after a row's separator). Keepers: a company's founding date, a byline's or a capture's
# date, an event's date after a person's name, an expiry, a dateline, a recent date.

P(
    "row-worded-birth",
    "field",
    ("raw_content", "Rebeca Salcedo Luna | 14 de marzo de 1987 | Querétaro"),
    ("extra_snippet", "Joaquín Ríos Medina;3 de febrero de 1969;H"),
    ("snippet", "Salcedo Luna;Rebeca;7 de agosto de 1975;M"),
    ("row", "Lucía Ferrer Campos\t21 de septiembre de 1992\tPuebla"),
    ("text", "Daniel Okafor | March 14, 1987 | Houston"),
    ("text", "Daniel Okafor;14 March 1987;M"),
    ("conteudo", "Lucas Andrade Ferreira | 12 de outubro de 1990 | Recife"),
    ("raw_content", "Marisol Vega Torres, 5 de julio de 1984, Oaxaca"),
    ("raw_content", "Marisol Vega Torres | 5/jul/1984 | Oaxaca"),
)
P(
    "row-worded-birth",
    "prose",
    "Rebeca Salcedo Luna | 14 de marzo de 1987 | Querétaro",
)
P(
    "row-worded-birth",
    "html",
    "<li>Joaquín Ríos Medina;3 de febrero de 1969;H</li>",
)
K(
    "row-worded-keeper",
    "field",
    ("raw_content", "Grupo Norteño, S.A. de C.V. | 14 de marzo de 1987 | Monterrey"),
    ("snippet", "Panadería La Espiga | fundada el 3 de mayo de 1962 | Querétaro"),
    ("snippet", "Por Ana Beltrán | 20 de noviembre de 2012 | Deportes"),
    ("snippet", "Ana Beltrán | 20 de noviembre de 2023 | Deportes"),
    ("extra_snippet", "Capturado: 20 de noviembre de 2024; fuente: Brave"),
    ("snippet", "Conferencia de Rebeca Salcedo Luna; 14 de marzo de 2014; Auditorio B"),
    ("snippet", "Tarjeta de Joaquín Ríos | vence 3 de febrero de 2015"),
    ("snippet", "Ciudad de México, 20 de noviembre de 1998"),
    ("snippet", "Publicado: 14 de marzo de 1987 | Editorial Tinta Roja"),
    ("snippet", "Sesión con Lucía Ferrer; 21 de septiembre de 2012; sala 3"),
    ("snippet", "Acme Widgets Inc. | March 14, 1987 | Dayton, Ohio"),
    ("snippet", "By Daniel Okafor | March 14, 2012 | Sports"),
    ("conteudo", "Editora Tinta Azul | 12 de outubro de 1990 | Recife"),
    # (added after the first build, which flagged the conference's date: main flags these
    # in digits too) an event's noun before the name, a row's life span
    ("snippet", "Concierto de Natalia Lafourcade | 20 de noviembre de 2015 | Auditorio Nacional"),
    ("snippet", "Concert by Daniel Okafor | March 14, 2012 | Austin"),
    ("snippet", "Taller con Rebeca Salcedo Luna, 14/03/2014, sala 2"),
    ("snippet", "Rebeca Salcedo Luna | 14 de marzo de 1931 – 2 de mayo de 2019"),
)
P(
    "row-worded-birth",
    "field",
    # an event's noun earlier on the line is not the one right before the name
    ("snippet", "Participantes del taller: Ana Beltrán Ruiz;14 de marzo de 1987;F"),
    # (added after half b was read: its two, the month's abbreviation in capitals)
    ("summary", "Marisol Vega Torres | 05-JUL-1984 | Estado de México"),
    ("description", "Daniel Okafor;14-MAR-1987;M"),
)
K(
    "row-worded-keeper",
    "field",
    ("summary", "Ferretería El Tornillo Feliz | 05-JUL-1984 | fundación"),
    ("description", "Pedido 4471 de Ana Beltrán;14-MAR-2019;enviado"),
)

# --- round 39: a Spanish or Portuguese account word, then its English id prefix ---------
# "Error 402: el equipo team_<letters> superó su cuota": round 27 read "team team_…" in
# English when the id closes its clause ("the team team_building event" goes on with a
# noun the word modifies); after "el equipo", "a equipe", "el proyecto" the id is the
# account's name in apposition, and the verb may follow. Keepers: no account word right
# before, too short a name, the id's prefix another account's.

P(
    "account-id-apposed",
    "prose",
    "Error 402: el equipo team_brightlake superó su cuota mensual de búsquedas.",
    "La API respondió que el equipo team_sunflowerx no tiene créditos disponibles.",
    "Erro 402: a equipe team_bluemeadow excedeu a cota mensal.",
    "Aviso: el proyecto proj_silverpine alcanzó el límite de solicitudes por minuto.",
)
K(
    "account-id-apposed-keeper",
    "prose",
    "Organizamos una actividad de team_building con el equipo de ventas.",
    "El equipo de marketing superó su cuota mensual de búsquedas.",
    "Error 402: el equipo team_a superó su cuota.",
    "el equipo proj_silverpine no aparece: revisa el nombre del proyecto.",
    "El proyecto de Ley team_building fue aprobado.",
)

# --- round 39: a phone in doubled parentheses after its owner's name --------------------
# "<name> ((999) 262-2262)": round 37 read the outer pair around a number whose area code
# has its own ("(+52 (81) …)"); with the two openings together the run reader started
# nowhere (no run starts right after a parenthesis). Keepers: a company's switchboard and
# offices written the same way (a journal's "(2019) 245-252" is read as a phone
# to review with one pair as with two, on main too: left).

P(
    "doubled-paren-phone",
    "prose",
    "Contacto: Rebeca Salcedo ((442) 262-2262)",
    "Llamar a Lucía Ferrer ((33) 3456 7890) después de las 6.",
)
P(
    "doubled-paren-phone",
    "html",
    "<div>Contacto de emergencia: Joaquín Ríos ((55) 1234-5678)</div>",
    "<li>Tutor: Sra. Marisol Vega ((222) 345 6789)</li>",
)
K(
    "doubled-paren-keeper",
    "prose",
    "Conmutador de Grupo Norteño, S.A. de C.V. ((81) 8340 1200), ext. 114",
    "Oficinas centrales ((55) 5080 2000), de lunes a viernes.",
    "Atención a clientes del Hotel Casa Azul ((998) 881 2200)",
    "Informes en Panadería La Espiga ((442) 215 3344) o en sucursal.",
)

# --- round 40: an institution named by its acronym, its mailbox on that name's domain --
# "Quejas y sugerencias (<ACRONYM>): <local>@<acronym>.org.mx": the text names the
# institution by its acronym right before the address, and the address is on the domain
# that acronym names (an autonomous body's, a university's: no `.gob.mx` to read). The
# mailbox is the institution's unless its local part names someone, a person is named
# before it, or the line speaks of the writer's own or a person's mailbox.

K(
    "acronym-domain-keeper",
    "prose",
    "Quejas y sugerencias (INEGI): inegiresp@inegi.org.mx",
    "Dudas sobre tu inscripción (UNAM): dgaeunam@unam.mx",
    "Complaints and suggestions (CNDH): cndhmx@cndh.org.mx",
    "Reclamações e sugestões (UNICAMP): unicampdac@unicamp.br",
    '{"institucion": "Banco de México (BANXICO)", "correo": "bmxweb@banxico.org.mx"}',
)
K(
    "acronym-domain-keeper",
    "html",
    "<li>Comentarios al IFT: iftbuzon@ift.org.mx</li>",
)
P(
    "acronym-domain",
    "prose",
    "Quejas y sugerencias (INEGI): escríbele a Lucía Ferrer, lferrer@inegi.org.mx",
    "Mi correo del trabajo (UNAM): rsalcedo84@unam.mx",
    "Jordan Reyes (CNDH): jr2019@cndh.org.mx",
    "Contacto de mi vecina en el IFT: pazgarcia@ift.org.mx",
    "Meu e-mail na UNICAMP: dmorais@unicamp.br",
    # a surname's own domain, the surname in a roster's capitals
    "SALCEDO, R. (SALCEDO): rs@salcedo.mx",
)
P(
    "acronym-domain",
    "html",
    "<li>Lic. Marta Ríos (INEGI): mrios@inegi.org.mx</li>",
)

# --- round 41: a connection string's password of letters alone ------------------------
# "Server=…;Database=…;User ID=…;Password=<letters>;" (ADO.NET, ODBC, Npgsql): a
# generator's password of letters in both cases, which a bare value's test
# (`generated_letters`) asked more of. The field and the string's other fields say what
# it is. Keepers: documentation's placeholders and words joined, a mask, a template, a
# string with no password, a URL with none.

S(
    "connection-letters",
    "field",
    (
        "database_url",
        "Server=tcp:db.ejemplo.mx,1433;Database=pedidos;User ID=app;Password=wwLabsjmbsIQqLDs;",
    ),
    (
        "ConnectionStrings__Default",
        "Data Source=sqlprod01;Initial Catalog=Ventas;User Id=reportes;Password=iwSAxrOHpwbbWLq;",
    ),
    (
        "odbc",
        "Driver={ODBC Driver 18 for SQL Server};Server=db01;Uid=etl;Pwd=UylRpMknblyJRsqHursm;Encrypt=yes;",
    ),
)
S(
    "connection-letters",
    "block",
    'DB_CONNECTION="Host=pg.interno;Port=5432;Username=api;Password=tqpFFgUVNegofGw;Database=app"',
    'connectionString: "Server=mysql01;Uid=root;Pwd=QhtVbnWkeRzsplAd;"',
    "La cadena de conexión es Server=10.0.0.5;Database=crm;User ID=sa;Password=ZxcvTrbNmqLwpD; no la compartas.",
)
K(
    "connection-letters-keeper",
    "block",
    "Server=myServerAddress;Database=myDataBase;User Id=myUsername;Password=myPassword;",
    "Server=localhost;Database=app;User ID=sa;Password=YourStrongPassword;",
    "Server=db01;Database=app;User ID=sa;Password=ThisIsMyPassword;",
    "Server=db01;Database=app;User ID=app;Password=********;",
    "Server=db01;Database=app;User ID=app;Password=${DB_PASS};",
    "Server=db01;Database=ventas;Integrated Security=True;TrustServerCertificate=True;",
    "postgres://user:password@localhost:5432/app",
    "postgresql://app@db.interno:5432/ventas",
    "Data Source=sqlprod01;User Id=reportes;Password=<password>;",
)
K(
    "connection-letters-keeper",
    "prose",
    "Password=ServerAdmin; es el ejemplo de la guía, cámbialo.",
    "Configura User ID=lector;Password=SoloLectura en el entorno de pruebas.",
)

# --- round 41: an arrow between the one a number reaches and the number ----------------
# "Pedidos por WhatsApp con <given name> → wa.me/52…": the name reaches the number across
# an arrow as across a colon. Keepers: no one named, a business's name before the arrow.

P(
    "arrow-phone",
    "html",
    '<p>Pedidos por WhatsApp con Marisol → <a href="https://wa.me/5213312345678">wa.me/5213312345678</a></p>',
)
P(
    "arrow-phone",
    "prose",
    "Pedidos por WhatsApp con Marisol → https://wa.me/5213312345678",
    "Escríbele a Lupita -> wa.me/5214429876543",
    "Encargos con Rebeca » 33 1234 5678",
)
K(
    "arrow-phone-keeper",
    "html",
    '<p>Pedidos por WhatsApp → <a href="https://wa.me/5215587654321">wa.me/5215587654321</a></p>',
    '<p>Pedidos a Panadería La Espiga → <a href="https://wa.me/5214421234567">wa.me/5214421234567</a></p>',
)
K(
    "arrow-phone-keeper",
    "prose",
    "Atención a clientes de Tacos Don Chuy → wa.me/5213398765432",
    "Sucursal Centro → wa.me/5215512345678",
)

# --- round 41: a surname that is a Portuguese street word, then the street -------------
# "Entregar a <given> Estrada <surname> en Calle …": "estrada" (also "alameda", "largo")
# is a street's type in Portuguese, and read so it took the surname and "en Calle …" as
# one street's name, leaving only the given name before the address. A street's name
# has no "en" and no Spanish street type among its words. Keepers: a company's address
# after a company named so, an office's.

P(
    "surname-street-word",
    "prose",
    "Entregar a Tomasa Estrada Quiroga en Calle Juárez No. 415-B, Col. Centro, 58000 Morelia, Mich.",
    "Marcelo Estrada vive en Calle Morelos No. 27, Col. Roma, 06700 Ciudad de México",
    "Enviar a Lucía Alameda Ruiz en Av. Hidalgo 455, Col. Moderna, 58000 Morelia, Mich.",
    "Paquete para Rebeca Largo en Privada Los Pinos 23, Col. del Valle, 03100 Ciudad de México",
)
P(
    "surname-street-word",
    "html",
    "<p>Destinatario: Jorge Estrada Peña en Calle Zaragoza 1180, Col. Obrera, 64000 Monterrey, N.L.</p>",
)
K(
    "surname-street-word-keeper",
    "prose",
    "Oficinas de Grupo Estrada en Calle Aldama No. 812-A, Col. Centro, 76000 Querétaro, Qro.",
    "Fiscalía General del Estado: Calle Juárez No. 415, Col. Centro, 58000 Morelia, Mich.",
    "Sucursal Estrada Hermanos, S.A. de C.V., en Av. Hidalgo 455, Col. Moderna, 58000 Morelia",
    "Visita la Panadería La Alameda en Calle Zaragoza 1180, Col. Obrera, 64000 Monterrey, N.L.",
    "Hotel Largo Real en Calle Morelos 27, Col. Centro, 76000 Querétaro, Qro.",
)

# --- round 42: a neighbourhood named for a housing estate, a floor in the address ------
# "Av. <street> 2800, piso 13, Col. Infonavit <name>, C.P. …" in a record's `direccion`:
# the floor says an office; "Infonavit" after "Col." is the neighbourhood's name (many
# are named for the estate they began as), no part of the home the way "U.H. Infonavit
# …, Edificio 12" or "Depto. 302" is. Found as before: a person named before it, a word
# of living there, a flat's number, the estate itself as the address's first part.

K(
    "estate-neighbourhood-keeper",
    "field",
    (
        "direccion",
        "Av. Insurgentes Norte 1450, piso 8, Col. Infonavit Tepeyac, C.P. 07020, Ciudad de México",
    ),
    ("address", "Blvd. Díaz Ordaz 3300, piso 5, Col. Infonavit Las Cumbres, 64610 Monterrey, N.L."),
    (
        "ubicacion",
        "Av. Tecnológico 1725, Torre Norte, piso 3, Fraccionamiento Infonavit Solidaridad, 32310 Ciudad Juárez, Chih.",
    ),
)
K(
    "estate-neighbourhood-keeper",
    "prose",
    "Av. López Mateos Sur 2077, Torre B, piso 4, Col. Infonavit Jardines, 44510 Guadalajara, Jal.",
    "Our Monterrey office: Av. Constitución 900, floor 11, Colonia Infonavit Centro, 64000 Monterrey, N.L.",
)
K(
    "estate-neighbourhood-keeper",
    "html",
    "<p>Av. Vallarta 6503, piso 2, Col. Infonavit Ciudad Granja, C.P. 45010, Zapopan, Jal.</p>",
)
P(
    "estate-neighbourhood",
    "prose",
    "Rebeca Salcedo Luna, Av. Insurgentes Norte 1450, piso 8, Col. Infonavit Tepeyac, C.P. 07020, Ciudad de México",
    "Vivo en Av. López Mateos Sur 2077, piso 4, Col. Infonavit Jardines, 44510 Guadalajara, Jal.",
    "U.H. Infonavit Iztacalco, Edificio 12, piso 3, C.P. 08900, Ciudad de México",
)
P(
    "estate-neighbourhood",
    "field",
    ("direccion", "Edificio 4, Depto. 302, Col. Infonavit Norte, C.P. 64662, Monterrey, N.L."),
)
P(
    "estate-neighbourhood",
    "html",
    "<li>Lucía Ferrer: Av. Vallarta 6503, piso 2, Col. Infonavit Ciudad Granja, C.P. 45010, Zapopan, Jal.</li>",
)

# --- round 43: the account word, its provider after "de", then the id in apposition ------
# "Proyecto de Google Cloud proj-<letters>-<digits>: cuota agotada": Spanish names the
# provider after the account word, and the id follows in apposition; its prefix repeats the
# account word (round 39's "el proyecto proj_…"), its rest may run on in hyphens (a Google
# Cloud project's id). Keepers: the same sentence with a region, a documentation
# placeholder, a product's name or a page's slug where the id would be.

P(
    "account-id-provider-apposed",
    "prose",
    "Proyecto de Google Cloud proj-kzmtqbwe-582913: cuota de la API agotada",
    "Error 429: el proyecto de GCP proj-hvdlnrsa-204876 superó su cuota diaria.",
    "Erro: o projeto do Google Cloud proj-wqfbtyze-771204 excedeu a cota.",
    "La organización de GitHub org-pnwqxetr-4410 no tiene asientos disponibles.",
)
P(
    "account-id-provider-apposed",
    "field",
    ("comentario", "Proyecto de Google Cloud proj-rcvtmjgu-630518: facturación suspendida"),
)
K(
    "account-id-provider-apposed-keeper",
    "prose",
    "Proyecto de Google Cloud us-central1: cuota de la API agotada",
    "Proyecto de Google Cloud your-project-id: reemplázalo por el tuyo.",
    "El proyecto de Google Cloud proj-setup-guide explica cómo crear credenciales.",
    "El proyecto de Apache Kafka kafka-3-6 publicó una versión nueva.",
    "El proyecto de Ley proj-reforma-2024 fue aprobado en comisión.",
)
K(
    "account-id-provider-apposed-keeper",
    "field",
    ("comentario", "Proyecto de Google Cloud Platform: cuota de Custom Search agotada"),
)

# --- round 43: an American Express number typed in fours ---------------------------------
# "Customer <name> paid with 3486 9305 0872 103, exp 08/27": fifteen digits with an
# American Express prefix and a valid check digit, grouped as the other cards are typed
# (fours, the rest last) rather than as the card prints them (4-6-5). Read as the bare
# fifteen digits are: unless an id's word is before it (an order's, a tracking number's).
# Keepers: the same grouping after an order's, a parcel's or an invoice's word, and a
# payment processor's test card.

P(
    "amex-in-fours",
    "prose",
    "Customer Rebeca Salcedo Luna paid with 3404 2751 7979 088, exp 08/27",
    "La clienta Lucía Ferrer pagó con 3769 5986 6201 166 (vence 11/28).",
    "Charged 3421 2872 6984 921 for Jordan Reyes, expiry 03/29",
)
P(
    "amex-in-fours",
    "field",
    ("note", "Customer Joaquín Ríos Medina paid with 3761 0902 0244 187, exp 05/27"),
)
K(
    "amex-in-fours-keeper",
    "prose",
    "Número de pedido: 3791 9019 7558 721, enviado el 3 de mayo.",
    "Guía de rastreo 3421 5094 5291 813 (paquetería).",
    "Folio de la factura: 3404 2751 7979 088",
    "Use the test card 3782 8224 6310 005 with any future date.",
)

# --- round 43: an RFC typed by hand after "RFC a" (the value it is to be changed to) -----
# "el cliente <name> pide corregir su RFC a <13 characters in lower case> en la factura":
# typed by hand, its check digit unchecked, the RFC is believed right after its label
# (round 21); the label may end in the preposition that gives the value a correction or a
# change asks for ("a", "por", "to", "para"). Keepers: SAT's generic RFC, a format's sample
# and a company's twelve characters in the same sentence, and the label before no RFC.

P(
    "rfc-changed-to",
    "prose",
    "Ticket #2208: el cliente Jorge Estrada Peña pide corregir su RFC a pelj850412k7a en la factura",
    "Please update my RFC to sahe951106zd6 on the next invoice.",
    "Favor de cambiar el RFC por rolm880923hm1 en el CFDI.",
    "Atualize o RFC para guca770215qp4 na nota fiscal.",
)
P(
    "rfc-changed-to",
    "field",
    ("detalle", "La clienta Rebeca Salcedo Luna pide cambiar su RFC a mefr900101tr2 en la factura"),
)
K(
    "rfc-changed-to-keeper",
    "prose",
    "Para ventas al público en general cambia el RFC a xaxx010101000 en la factura.",
    "Actualiza tu RFC a aaaa010101aaa (formato de ejemplo) antes de timbrar.",
    "Corrige el RFC de la empresa a fco0503289a9 en la factura.",
    "El RFC a 13 posiciones identifica a una persona física.",
)

# --- round 44: an account id of random letters under its own path segment -------------
# "https://api.<provider>/v1/teams/team_<8 letters>/billing", ".../workspaces/ws_<11
# letters>/usage" in a record's `uri`: the segment names the account and the id's prefix
# repeats it; the letters are a generator's, both cases mixed with a quarter or more
# capitals, but no digit and too short for a bare prefixed id of letters (fourteen).
# Keepers: documentation's placeholders (capitals alone, lower case alone, a template),
# a team's or a workspace's name in camel-cased words.

P(
    "account-id-path-letters",
    "field",
    ("uri", "https://api.tavily.com/v1/teams/team_WkpRZeNd/billing"),
    ("uri", "https://api.firecrawl.dev/v1/workspaces/ws_KEaumYVBoxt/usage"),
    ("endpoint", "https://api.example.com/v1/organizations/org_HtQmPeXw/members"),
)
P(
    "account-id-path-letters",
    "prose",
    "Revisa el consumo en https://api.serper.dev/v1/teams/team_ZqGfRtLb/billing antes del corte.",
)
P(
    "account-id-path-letters",
    "html",
    '<a href="https://api.exa.ai/v1/workspaces/ws_NiOqaTUEyrv/usage">uso del mes</a>',
)
K(
    "account-id-path-letters-keeper",
    "field",
    ("uri", "https://api.example.com/v1/teams/team_XXXXXXXX/billing"),
    ("uri", "https://api.example.com/v1/workspaces/ws_YourWorkspace/usage"),
    ("uri", "https://api.example.com/v1/teams/{team_id}/billing"),
    ("uri", "https://api.example.com/v1/teams/team_abcdefgh/billing"),
    ("uri", "https://api.example.com/v1/workspaces/ws_MarketingTeam/usage"),
    ("uri", "https://github.com/orgs/acme/teams/DevOpsTeam/members"),
)

# --- round 44: a company's CLABE named as its own, the company in parentheses ----------
# "Pago de colegiaturas, CLABE de la institución (<organisation>): <CLABE>": the account
# is called the institution's and the institution is named right after, in parentheses.
# And "Datos para pago: <organisation> S.A. de C.V., CLABE <CLABE>" whose digits also
# open like a card's (64…): kept as the company's CLABE, then read again as a card
# because "pago" stood before it. Found: a person in the parentheses or as the holder.

K(
    "clabe-named-own-keeper",
    "prose",
    "Pago de colegiaturas, CLABE de la institución (Colegio Valle Verde): 646180273918250464",
    "Cuotas, CLABE de la escuela (Instituto Cultural Tampico): 012180073918250463",
    "Inscripciones: CLABE de la fundación (Fundación Manos Unidas, A.C.): 021320473918250461",
    "Pago de colegiaturas, CLABE de la institución (Distribuidora Las Lomas): 127010473918250468",
    "Datos para pago: Clínica Veterinaria Huellitas S.A. de C.V., CLABE 646650973918250469",
    "Datos para pago: Transportes Sierra Gorda, S.A. de C.V., CLABE 646180473918250468",
)
K(
    "clabe-named-own-keeper",
    "html",
    "<p>Pago de colegiaturas, CLABE de la institución (Hotel Mirador del Valle): "
    "014180273918250465</p>",
)
P(
    "clabe-named-own",
    "prose",
    "Pago de colegiaturas, CLABE de la institución (a nombre de Rebeca Salcedo Luna): "
    "646180273918250464",
    "Datos para pago: Rebeca Salcedo Luna, CLABE 646650973918250469",
    "Pago con tarjeta: 6466509739182504",
)
P(
    "clabe-named-own",
    "html",
    "<p>Reembolso a Ana López Ferrer, CLABE de la institución (Hotel Casa Cantera): "
    "014180273918250465</p>",
)

# --- round 45: a key after the shell's `export`, an account's id of letters under its key,
# a home in apposition to "en mi casa" ---------------------------------------------------
# `export <PROVIDER>_KEY="<32 hex>"` in a recorded `env` field: the shell's keyword was
# read as part of the variable's name ("export SERPSTACK_KEY"), and a name of several
# words ending in KEY is a credential's only in capitals. Keepers: the same line with a
# placeholder, a reference to the variable, or a name that is no credential's.

S(
    "key-after-export",
    "field",
    ("env", 'export SERPSTACK_KEY="e2dfffb41539dcfa27e47592c144d882"'),
    ("env", "export WEATHERSTACK_KEY='7c9d4be1a03f56e28d1b94c07a6f3e51'"),
    ("run", 'set ZENSERP_KEY="b81f0e6a4d2c97351e8a0b6d4f2c1937"'),
)
S(
    "key-after-export",
    "prose",
    'Para probar en local: export IPSTACK_KEY="5f3a9c1e7b2d48064e9a1c3b5d7f2e80" y luego corre el script.',
)
K(
    "key-after-export-keeper",
    "field",
    ("env", 'export SERPSTACK_KEY="YOUR_SERPSTACK_KEY"'),
    ("env", 'export SERPSTACK_KEY="${SERPSTACK_KEY}"'),
    ("env", 'export SERPSTACK_KEY="<tu-clave-de-serpstack>"'),
    ("env", 'export CACHE_KEY="search-results-v2"'),
    ("env", 'export SORT_KEY="published_at"'),
)

# `"organization": "org-<10 to 13 letters>"` added to a JSON record: the key names the
# account, the id's prefix repeats it, and the letters are a generator's (both cases, few
# vowels), but no digit, so not read as an id. Keepers: a placeholder in capitals, letters
# in one case, a name in camel-cased words, a slug of words.

P(
    "account-id-keyed-letters",
    "field",
    ("organization", "org-WqzTRbKmLx"),
    ("organization", "org-JfPxQwVnTrHkz"),
    ("team", "team-BvQzXkPtRmW"),
    ("workspace", "ws-KzqTrWbPnmL"),
)
K(
    "account-id-keyed-letters-keeper",
    "field",
    ("organization", "org-XXXXXXXXXX"),
    ("organization", "org-abcdefghij"),
    ("organization", "org-AcmeCorporation"),
    ("organization", "org-MarketingTeam"),
    ("team", "team-engineering"),
    ("organization", "org-your-organization"),
)

# "Se renta cuarto en mi casa, <street> <number> Int. B, <colonia>, <C.P.> <city>,
# <state>.": the street has no type word and the colonia no "Col.", so the street was
# read only after an address label; "en mi casa," in apposition says it is the writer's
# home. Keepers: a business's address with the same layout (no first person).

P(
    "home-after-mi-casa",
    "prose",
    "Se renta cuarto en mi casa, Álvaro Obregón 1375 Int. 4, Jardines, 45130 Zapopan, Jal., informes con Rocío",
    "Hay lugar para una persona en mi casa, Francisco Villa 212, Del Valle, 37150 León, Gto.",
    "La fiesta es en nuestra casa, Ignacio Zaragoza 88 Int. C, Centro, 91000 Xalapa, Ver., lleguen a las 7",
)
K(
    "home-after-mi-casa-keeper",
    "prose",
    "Se renta local comercial, Álvaro Obregón 1375 Int. 4, Jardines, 45130 Zapopan, Jal., informes en la tienda",
    "Visítanos en Farmacia Mi Casa, Francisco Villa 212, Del Valle, 37150 León, Gto.",
    "Nuestras oficinas: Ignacio Zaragoza 88 Piso 3, Centro, 91000 Xalapa, Ver.",
)

# --- round 46: a company's CLABE under a key naming its purpose and its holder, an
# account for a purpose called the company's, an institution's office before its phone --
# `"clabe_pago_empresa": "<CLABE>"` (a record's key: the account's word, its purpose,
# then the organisation's word) and "Cuenta para depósitos de la empresa: CLABE …" (the
# account's purpose between it and its holder). Found: the same key and sentence with a
# person's word or a person as the holder.

K(
    "company-clabe-purpose-keeper",
    "field",
    ("clabe_pago_empresa", "002507536623394786"),
    ("cuenta_deposito_empresa", "012250055930740430"),
    ("clabe_pagos_negocio", "014771194303037781"),
    ("clabe_para_pagos_empresa", "021159748482252406"),
)
K(
    "company-clabe-purpose-keeper",
    "prose",
    "Cuenta para depósitos de la empresa: CLABE 030251143556518858 (Banorte), referencia: tu folio",
    "CLABE para pagos de la escuela: 036478867609585273, concepto: colegiatura",
    "Cuenta para transferencias del negocio: CLABE 044125546349807262 (BBVA)",
)
K(
    "company-clabe-purpose-keeper",
    "html",
    "<p><small>Cuenta para depósitos de la empresa: CLABE 058639300125714611 (Santander), "
    "referencia: número de pedido</small></p>",
)
P(
    "company-clabe-purpose",
    "field",
    ("clabe_pago_cliente", "002507536623394786"),
    ("clabe_reembolso_empleado", "072782362637381335"),
)
P(
    "company-clabe-purpose",
    "prose",
    "Cuenta para depósitos de la empresa a nombre de Rebeca Salcedo Luna: CLABE 127597691621018153",
    "Cuenta para depósitos de mi hermana: CLABE 137797958945365811 (BBVA)",
    "Reembolso a Ana López Ferrer, cuenta para depósitos del negocio: CLABE 646464023503365261",
)

# "Oficialía de Partes del Congreso: <phone>": an institution's office (an "oficialía",
# a legislature, a court) names whose the line is, as "Ayuntamiento" or "Secretaría de
# …" did. Found: a person named or a personal line's word nearer the number.

K(
    "institution-office-phone-keeper",
    "prose",
    "Oficialía de Partes del Congreso: 614 872 3391",
    "H. Congreso del Estado, recepción de documentos: 81 4470 2298",
    "Tribunal Superior de Justicia, Oficialía Común: 33 3619 5540",
    "Juzgado Segundo de lo Civil: 222 309 1177",
)
K(
    "institution-office-phone-keeper",
    "html",
    "<p><small>Oficialía de Partes del Senado: 55 3140 8826</small></p>",
)
K(
    "institution-office-phone-keeper",
    "field",
    ("telefono_oficial", "Oficialía de Partes del Congreso: 614 872 3391"),
)
P(
    "institution-office-phone",
    "prose",
    "Trabajo en la Oficialía de Partes del Congreso, mi cel: 614 872 3391",
    "Oficialía de Partes del Congreso: pregunta por Rocío Salcedo Luna al 614 872 3391",
    "Diputada Ana López Ferrer, celular personal 81 4470 2298",
)

# --- round 47: a person's id as a whole cell of a record's row, in the notations the
# row's cells allow: the name in the cell after the id ("<NSS>,<name>,Turno B"), a
# printed foreign id beside the name ("<name>;<RUT>;Santiago"), the id after its label's
# own cell ("<name>,DNI,<number>"), a card before its expiry's cell ("<name>,<card>,
# 09/28"), a birth date with "del" before its year; and a body's mailbox after "Canal
# oficial". Kept: the same rows with a company's id or no person, a decimal comma, a
# body's channel; found: the person's.

P(
    "row-cell-id",
    "field",
    ("fila", "2511 1681 612,Rebeca Salcedo Luna,Turno nocturno,Almacén 3"),
    ("fila", "67701586124;Joaquín Ríos Medina;Línea 2"),
    ("registro", "Alma Torres Vidal|7495 8990 892|vigente"),
    ("fila", "Ignacio Beltrán Soto;15.234.871-1;Valparaíso"),
    ("fila", "9.876.123-3,Marisol Quintero Paz,Temuco"),
    ("fila", "Tomás Ortega Lara,DNI,51873264F,Sevilla"),
    ("fila", "Tomás Ortega Lara,NIE,X1234567L,Sevilla"),
    ("fila", "Lucía Herrera Campos,3797 173049 86310,11/27,rechazada"),
    ("fila", "Lucía Herrera Campos,4112865432276270,03/2029,aprobada"),
    ("fila", "Andrés Molina Paredes,5285 2292 5422 1948,07/26"),
)
P(
    "row-cell-id",
    "prose",
    "Socios: Raúl Navarro Cruz,8 de marzo del 1974,portero,Club Deportivo Norte",
    "Raúl Navarro Cruz;3 de junio del año 1981;defensa",
    "Mi abuela Carmen Ibarra Fuentes (Oaxaca, 2 de febrero del 1941) sigue en el rancho.",
)
P(
    "row-cell-id",
    "html",
    "<pre>Elena Vázquez Mora,17 de octubre del 1992,mediocampista,Liga Femenil</pre>",
)
K(
    "row-cell-id-keeper",
    "field",
    # an order's number followed by a product's cells, no person in the row
    ("fila", "25111681612,Tornillo hexagonal,caja con 100"),
    # a company's RUT (50,000,000 and above) beside its contact's name
    ("fila", "Sofía Rojas Vera;76.543.210-3;Constructora Andes"),
    # a printed RUT beside a branch's cell, no person in the row
    ("fila", "Sucursal Centro;21.447.093-4;Santiago"),
    # a decimal comma after a long number, no slash after it
    ("lectura", "Medidor 4544138218924895,25 kWh"),
    # a DNI's label in a row of a company's data
    ("fila", "Distribuidora Sur,CIF,B12345678,Sevilla"),
)
K(
    "row-cell-id-keeper",
    "prose",
    "Inauguración del estadio: 8 de marzo del 1974, Club Deportivo Norte",
    "Fundada el 3 de junio del año 1981, la Liga Infantil Sur celebra su aniversario.",
)
K(
    "official-channel-keeper",
    "field",
    ("mensaje", "Canal oficial del organismo: datos.abiertos@inegi.org.mx"),
    ("mensagem", "Canal oficial do órgão: transparencia.publica@conagua.org.mx"),
)
K(
    "official-channel-keeper",
    "prose",
    "Canal institucional de la universidad: comunicacion.social@uacj.edu.mx",
    "Official channel of the agency: open.data@inegi.org.mx",
)
P(
    "official-channel",
    "prose",
    "Canal oficial del club, pero escríbeme a mi correo: rocio.medina.luna@gmail.com",
    "Canal oficial del organismo: pregunta por Rocío Medina Luna, rocio.medina@inegi.org.mx",
)

# --- round 48: an id's label as an acronym in parentheses after the id's long name or a
# gloss ("tax id (RFC) <rfc>", "Registro Federal de Contribuyentes (RFC): …"); a
# Portuguese NIF after its label (nine digits, its check, a person's leading digit); a
# Portuguese first-person request to be called before a bare phone ("Me liga no …"); a
# company's account named by its business's name before its purpose ("Datos bancarios de
# <business>, S.A. de C.V. para transferencias: CLABE …", "Cuenta concentradora de
# <business> …"); a switchboard of a business whose name ends in words a surname
# gazetteer knows ("Conmutador de <trade> <Surname-like> <word>"); a bare `"key"`
# member whose value carries a credential's prefix.

P(
    "parenthesised-id-label",
    "prose",
    "Factura a nombre de Daniel Ochoa, Registro Federal de Contribuyentes (RFC): ocod850214kq7.",
    "Send the receipt to Laura Pineda, her tax id (RFC) pila910823mn4, thanks.",
)
K(
    "parenthesised-id-label-keeper",
    "prose",
    "El Registro Federal de Contribuyentes (RFC) tiene 13 posiciones para personas físicas.",
    "Formato del RFC (RFC) aaaa010101aaa de ejemplo.",
)
P(
    "portuguese-nif",
    "prose",
    "Huésped Tomás Vieira, NIF 121130649, quarto 12.",
    "Cliente estrangeira Ana Sousa, NIF 232097810, reserva 88.",
)
P(
    "portuguese-nif",
    "field",
    ("nota", "Passageiro João Lima, NIF 384130798, assento 14C."),
)
K(
    "portuguese-nif-keeper",
    "prose",
    # a company's NIF (leading 5) beside the company, and a bare order number
    "Fornecedor Construtora Atlântico, NIF 575400676, fatura 2231.",
    "Pedido número 121130649 enviado.",
)
P(
    "call-me-phone",
    "prose",
    "Me liga no 3318475520, Beatriz",
    "Liga pra mim: 5587231946, Renata",
    "Escreve pra mim no 4423817765 — Camila",
)
K(
    "call-me-phone-keeper",
    "prose",
    "Fale com a central no 5552081100, atendimento 24h.",
    "Fale com a nossa loja no 3336150900 de segunda a sexta.",
)
K(
    "business-account-keeper",
    "prose",
    "Cuenta concentradora de Textiles Arcoíris para transferencias SPEI: 002845513440942562",
    "Datos bancarios de Grupo Constructor Alameda S.A. de C.V. para transferencias: CLABE "
    "012000551978717917",
    "Datos bancarios de Servicios Médicos Ribera, S.C., para pagos: CLABE 014644732076394130",
    "Cuenta de Papelería El Lápiz Azul para depósitos: 021562452861080156",
)
P(
    "business-account",
    "prose",
    "Datos bancarios de Rebeca Salcedo Luna para transferencias: CLABE 072576971217257017",
    "Cuenta concentradora de Joaquín Ríos Medina para transferencias SPEI: 127865812158304362",
)
K(
    "business-switchboard-keeper",
    "prose",
    "Conmutador de Muebles Campos Verdes: +52 55 4120 9876",
    "Conmutador de Aceros Montes Claros: 81 8340 2211",
    "Recepción de Hotel Playa Serena: 998 881 4400",
)
P(
    "business-switchboard",
    "prose",
    "Celular de Rosa Montes Claros: 81 8340 2211",
)
S(
    "bare-key-prefixed",
    "field",
    ("key", "key-5c1e9a07d4b38f26e0a17c94b2d85f3e"),
    ("key", "live_Qm7vT2xK9pR4sW8nB3cF6hJ1dL5gZ0yA"),
)
K(
    "bare-key-prefixed-keeper",
    "field",
    # a digest, a UUID, a word-made key: no credential's prefix and body
    ("key", "5c1e9a07d4b38f26e0a17c94b2d85f3e"),
    ("key", "sha256-Qm7vT2xK9pR4sW8nB3cF6hJ1dL5gZ0yA"),
    ("key", "search-results-page-header-title"),
)


# --- round 49: a long word of the error's sentence between a key's noun and its value
# ("clave de API incorrecta proporcionada: <key>", "API key supplied for authentication:
# …"); a lower-case `<service>_key` whose value announces a credential by its prefix,
# its body perhaps in segments (`re_<8>_<24>`); a line offering a free call ("Llama
# gratis al …", "línea gratuita …", "free call …") as a service's, not a person's.

S(
    "key-error-words",
    "prose",
    "No se pudo autenticar: clave de API incorrecta suministrada: "
    "7f3a9c2e51d84b06a1e9f2c7d3b85e40f16a2c9d8e7b3f05",
    "Error 401: la clave de API proporcionada no es válida: Zt8qLm3vR6nW2xK9pB4cH7jD5fG1sY0a",
    "Request rejected, API key supplied for authentication: 9b2e4d7f1a6c3e8b5d0f2a7c4e9b1d6f",
    "Falha: chave de API inválida especificada: Qp4rT8vX2mN6bL9kJ3hG7fD1sA5zW0cE",
)
S(
    "key-error-words",
    "field",
    (
        "detalle",
        "Autenticación rechazada: token de acceso proporcionado: "
        "c81f5e2a9d4b7036e1f8a2c5d9b4e7f0a3c6d1b8",
    ),
)
K(
    "key-error-words-keeper",
    "prose",
    # no value, a placeholder, a code that is no key
    "La clave de API proporcionada en la documentación es solo un ejemplo.",
    "clave de API incorrecta proporcionada: TU_CLAVE_DE_API",
    "El identificador proporcionado corresponde al pedido 7f3a9c2e51d84b06a1e9f2c7d3b85e40.",
)
S(
    "service-key-prefixed",
    "field",
    ("resend_key", "re_Hq4mZ8tW_Lp2xR7vN9bK3cF6jD1sG5yAe"),
    ("postmark_key", "pm_Z7cV3nB8xM2qL5wK9rT4yH6jF1dS0gA"),
    ("config_yaml", 'mailer_key: "mk_7Rd2Wq9Xt_4Lm8Nz3Pv6Bc1Kj5Hf0Gs2Ya"'),
)
K(
    "service-key-prefixed-keeper",
    "field",
    # a record's key: an event's, an object's, a lookup's, a cache's; a slug
    ("event_key", "evt_Z7cV3nB8xM2qL5wK9rT4yH6jF1dS0gA"),
    ("object_key", "upl_Hq4mZ8tW_Lp2xR7vN9bK3cF6jD1sG5yA"),
    ("cache_key", "pg_Z7cV3nB8xM2qL5wK9rT4yH6jF1dS0gA"),
    ("i18n_key", "nav_header_title_main_menu_label"),
)
K(
    "free-call-keeper",
    "prose",
    "Llama gratis al 81 8340 2211 desde cualquier teléfono.",
    "Línea gratuita de orientación: 55 5658 1111, todo el año.",
    "Free call from any phone: +52 33 3615 0900, 24/7.",
    "Marca gratis al 33 3942 1200 las 24 horas del día.",
)
K(
    "free-call-keeper",
    "field",
    ("aviso", "Llame gratis al +52 844 412 7700 a cualquier hora."),
)
P(
    "free-call",
    "prose",
    "Llámame gratis por WhatsApp al 5587231946, soy Marisol.",
    "Celular de Ernesto Vidal Ochoa, llama gratis al 33 1847 5520",
    "Llama gratis al 4423817765, pregunta por Camila Reyes.",
)


# --- round 50: a person named, then their home named by a possessive, then its address
# ("pregunta por <given name> en su casa: <address>", "ask for <name> at her home: …",
# "falar com <name> na casa dela: …"): the home is the person's. The same sentence with
# a workplace's noun ("en su consultorio", "en su oficina", "en su negocio") or a
# company's house ("casa matriz", "casa muestra") stays an organisation's.

P(
    "their-home",
    "prose",
    "Se alquila recámara amueblada; pregunta por Rodrigo en su casa: Calle Morelos 318, "
    "Col. San Rafael, C.P. 06470, Cuauhtémoc, CDMX",
    "Clases de guitarra con Miguel en su hogar: Privada Fresno 24, Col. Jardines de la "
    "Hacienda, C.P. 76180, Querétaro, Qro.",
    "Room to let, ask for Daniela at her home: Calle Allende 912, Col. Americana, "
    "C.P. 44160, Guadalajara, Jal.",
    "Aluga-se quarto, falar com Mariana na casa dela: Av. Hidalgo 455, Col. Del Valle, "
    "C.P. 03100, Benito Juárez, CDMX",
)
P(
    "their-home",
    "field",
    (
        "anuncio",
        "Vendo refrigerador usado, recoger con Ernesto en su depa, Calle Zaragoza 61, "
        "Depto. 4, Col. Guerrero, C.P. 06300, Cuauhtémoc, CDMX",
    ),
    (
        "observacao",
        "Entregas com Dona Lúcia em sua casa: Av. Chapultepec 1180, Col. Obrera, C.P. 44140, "
        "Guadalajara, Jal.",
    ),
)
K(
    "their-home-keeper",
    "prose",
    # a workplace's noun, a company's house, a business named before
    "Informes con el Dr. Ramírez en su consultorio: Av. Revolución 1150, Col. San Ángel, "
    "C.P. 01000, Álvaro Obregón, CDMX",
    "Pregunta por Marcela en su oficina: Av. Vallarta 3040, Col. Vallarta Poniente, "
    "C.P. 44110, Guadalajara, Jal.",
    "Informes con Grupo Delta en su casa matriz: Av. Constitución 2050, Col. Centro, "
    "C.P. 64000, Monterrey, N.L.",
    "Visita a Constructora Vega en su casa muestra: Blvd. Bernardo Quintana 300, "
    "Col. Centro Sur, C.P. 76090, Querétaro, Qro.",
    "Ask for Teresa at her shop: Calle Madero 12, Col. Centro, C.P. 58000, Morelia, Mich.",
)
K(
    "their-home-keeper",
    "field",
    (
        "aviso",
        "Servicio de plomería en su casa; visítenos en Av. Patriotismo 820, "
        "Col. Mixcoac, C.P. 03910, Benito Juárez, CDMX",
    ),
)

ITEMS: tuple[Item, ...] = tuple(_ITEMS)
