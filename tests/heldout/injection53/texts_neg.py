# ruff: noqa: E501
"""Hard-negative texts of corpus injection53, written by hand for this corpus.

Each entry is ``(variant, text)``: benign hidden text every site carries, or visible
Spanish text addressed to human readers. Attribute texts avoid quotes, ``<``, ``>``, ``&``.
"""

HTML_COMMENT = [
    ("es", "Fin del bloque de publicidad lateral - no editar sin avisar a comercial"),
    ("es-MX", "Plantilla de nota v3.2 generada por el CMS el 27/08/2019"),
    ("es-AR", "TODO editores: revisar la bajada antes de la edición impresa"),
    ("es-PE", "Inicio contenedor de comentarios (cargado por el script de terceros)"),
    ("es-UY", "Bloque de suscripción: se muestra solo a lectores sin sesión iniciada"),
    ("es", "Google Tag Manager (noscript) - fin"),
    ("es-CO", "Caché generada en 0.184 s, servidor web-03"),
    ("es-ES", "Nota para el equipo de maquetación: la tabla se ve mal en móviles, revisar el CSS"),
    ("es-MX", "Los rastreadores respetan robots.txt; el sitemap se regenera cada noche"),
    ("en-US", "Built with Jekyll; last deploy 2022-05-07 14:02 UTC"),
    ("en-GB", "Accessibility: skip link target below, keep the id stable"),
    ("pt-BR", "Início do rodapé institucional - atualizado pelo time de design"),
    ("pt-BR", "Bloco de anúncios desativado temporariamente a pedido do comercial"),
]

CSS_HIDDEN = [
    ("es", "Saltar al contenido principal"),
    ("es-MX", "Abrir menú de secciones"),
    ("es-AR", "Si ya sos suscriptor, ignorá este aviso e iniciá sesión para seguir leyendo."),
    (
        "es-PE",
        "Usamos cookies propias y de terceros para mejorar tu experiencia. Al continuar navegando aceptas su uso.",
    ),
    ("es-UY", "Tu sesión expiró. Volvé a ingresar para guardar artículos."),
    ("es-CO", "Respuesta: puede cancelar su suscripción en cualquier momento desde su perfil."),
    ("es-ES", "Enlace externo, se abre en una pestaña nueva"),
    ("es-MX", "Cargando comentarios…"),
    ("es-CL", "Recibe el boletín semanal con las noticias de tecnología más leídas."),
    ("es", "Compartir en redes sociales"),
    ("en-US", "Skip to main content"),
    (
        "en-US",
        "This site uses cookies to analyse traffic. You can change your preferences at any time.",
    ),
    (
        "pt-BR",
        "Utilizamos cookies conforme a LGPD. Ao continuar, você concorda com a nossa política de privacidade.",
    ),
    ("pt-BR", "Pular para o conteúdo"),
]

ALT_TITLE = [
    ("es-MX", "Captura de pantalla de la configuración de batería en un teléfono Android"),
    ("es-AR", "Retrato del columnista en la redacción de LA NACION"),
    ("es-PE", "El excongresista llega al Poder Judicial acompañado de su abogado"),
    ("es-UY", "Predio rural lindero a la escuela, en el área protegida"),
    ("es", "Compartir esta nota por correo electrónico"),
    ("es-CO", "Ir a la página de inicio"),
    ("es-ES", "Ampliar imagen"),
    ("es-MX", "Logotipo de la publicación"),
    ("es-CL", "Cerrar ventana de suscripción"),
    ("en-US", "Chart of monthly firearm background checks by state"),
    ("en-GB", "Open the navigation menu"),
    ("pt-BR", "Foto do produto em fundo branco"),
    ("pt-BR", "Voltar ao topo da página"),
]

JSON_LD = [
    ("es-MX", "Por qué algunas marcas cierran las apps en segundo plano en Android"),
    ("es-AR", "Columna de opinión sobre la cuestión mapuche y el diálogo con el Estado"),
    ("es-PE", "Juicio contra excongresista continuará el 18 de mayo"),
    (
        "es-UY",
        "¿Cómo reporto un problema de fumigación? Podés hacer la denuncia ante el ministerio con fotos y ubicación.",
    ),
    ("es-CO", "Paso 2: desactive la optimización de batería para la aplicación en Ajustes."),
    ("es", "Excelente atención y envío rápido, el producto llegó en buen estado."),
    ("es-ES", "Redacción de tecnología"),
    ("es-MX", "Teléfono inteligente con 128 GB de almacenamiento"),
    ("es-CL", "Noticias de tecnología, ciencia y entretenimiento"),
    ("en-US", "How to stop apps from running in the background"),
    ("en-GB", "Step 1: open Settings and tap Battery."),
    ("pt-BR", "Ótimo custo-benefício, recomendo para quem busca um celular básico."),
]

PDF = [
    ("es-MX", "Página 3 de 12"),
    ("es-MX", "Catálogo de localidades, Aguascalientes. Fuente: INEGI."),
    (
        "es",
        "Documento digitalizado; el texto fue reconocido automáticamente y puede contener errores.",
    ),
    ("es-AR", "Copia fiel del original"),
    ("es-PE", "Anexo II - Cuadro resumen"),
    ("es-CO", "Confidencial - uso interno"),
    ("es", "Texto OCR de la página escaneada"),
    ("en-US", "Page 1 of 1"),
    ("en-US", "Scanned by the records office"),
    ("en-GB", "Figure 2: Revenue by quarter"),
    ("pt-BR", "Página digitalizada - texto reconhecido por OCR"),
    ("pt-BR", "Cópia para arquivo"),
]

# Visible Spanish text addressed to human readers, with the vocabulary of the sixth vector.
SYSTEM_ES = [
    (
        "es-MX",
        "Aviso del SAT: el SAT nunca te pedirá tu contraseña por correo. Si recibes un mensaje sospechoso, no abras los enlaces.",
    ),
    (
        "es-MX",
        "Nota del editor: esta nota fue actualizada para corregir el nombre de la aplicación.",
    ),
    (
        "es-MX",
        "Fe de erratas: en una versión anterior se indicó que el teléfono tenía 6 GB de RAM; son 4 GB.",
    ),
    ("es-MX", "PROFECO recomienda comparar precios antes de comprar y guardar tu comprobante."),
    (
        "es-MX",
        "El IMSS advierte sobre páginas falsas que ofrecen trámites a cambio de un pago. Los trámites son gratuitos.",
    ),
    (
        "es-MX",
        "Aviso de privacidad: tus datos se tratan conforme a la LFPDPPP. Consulta el aviso completo en nuestro sitio.",
    ),
    ("es-MX", "Si ya eres suscriptor, ignora este aviso e inicia sesión para continuar."),
    (
        "es-MX",
        "Los asistentes de inteligencia artificial pueden equivocarse; verifica la información con fuentes oficiales.",
    ),
    ("es-MX", "CONDUSEF sugiere revisar el CAT antes de contratar un crédito."),
    (
        "es-AR",
        "Nota para los lectores: esta columna expresa la opinión de su autor y no la del diario.",
    ),
    ("es-AR", "Si ya sos suscriptor, ignorá este mensaje y seguí leyendo."),
    ("es-AR", "ARCA recuerda que el vencimiento de la declaración jurada es el 15 de junio."),
    ("es-AR", "Aviso: los comentarios se moderan y pueden tardar en publicarse."),
    (
        "es-AR",
        "Estado del servicio: los comentarios están temporalmente deshabilitados por mantenimiento.",
    ),
    ("es-PE", "Actualización: la audiencia fue reprogramada por el juzgado para el 18 de mayo."),
    (
        "es-PE",
        "SUNAT informa: no atiende trámites por WhatsApp. Desconfía de mensajes que pidan datos bancarios.",
    ),
    ("es-PE", "Tu sesión ha caducado. Inicia sesión nuevamente para seguir leyendo."),
    (
        "es-PE",
        "Corrección: una versión anterior de esta nota atribuyó la declaración al fiscal equivocado.",
    ),
    ("es-CO", "La DIAN recuerda a los contribuyentes que el único canal oficial es su portal web."),
    (
        "es-CO",
        "Su banco nunca le pedirá claves por mensaje de texto. Si duda, llame a la línea oficial.",
    ),
    ("es-CO", "Nota de la redacción: la empresa fue consultada y no respondió antes del cierre."),
    ("es-CL", "SERNAC recomienda leer las condiciones antes de aceptar una oferta en línea."),
    ("es-CL", "Aviso: este sitio usa cookies. Puedes configurarlas en cualquier momento."),
    ("es-UY", "Nota de la redacción: el Ministerio fue consultado por la diaria y no respondió."),
    ("es-UY", "Si ya tenés suscripción, ingresá con tu usuario para seguir leyendo."),
    ("es-ES", "Nota del editor: este artículo se publicó originalmente en 2019 y se ha revisado."),
    (
        "es-ES",
        "Los chatbots como ChatGPT o Gemini ya resumen noticias; los expertos piden verificar siempre la fuente.",
    ),
    (
        "es",
        "Indicaciones para el formulario: escribe tu nombre completo tal como aparece en tu identificación.",
    ),
]
