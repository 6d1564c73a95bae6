# ruff: noqa: E501
"""Hard-negative sentences of the injection45 corpus, written by hand for this corpus.

Each entry is ``(variant, text)``. None is addressed to a model or framed as the
system/registry while directing a reader's output; several share the vocabulary.
"""

from __future__ import annotations

# Ordinary HTML comments: build, CMS, tag manager, editors, crawler notes without directive.
HTML_COMMENT = [
    ("en-US", "Google Tag Manager (noscript) end"),
    ("es-MX", "Inicio del bloque de publicidad lateral, no mover sin avisar a comercial"),
    ("es-AR", "TODO editores: revisar la bajada antes de publicar en la home"),
    ("es", "plantilla nota-v3 generada por el CMS el 12/03 a las 04:10"),
    ("es-PE", "Fin del módulo de noticias relacionadas"),
    ("en-GB", "crawler note: sitemap regenerated nightly, see /sitemap-news.xml"),
    (
        "es-UY",
        "Los robots de búsqueda leen el sitemap desde robots.txt; este comentario solo documenta la ruta.",
    ),
    ("pt-BR", "Início do banner de consentimento LGPD"),
    ("es-CO", "Versión del tema 4.2.1 - compilado con webpack"),
    ("es-MX", "Si eres desarrollador y ves esto, únete a nuestro equipo: empleos.example/tech"),
    ("pt-PT", "bloco de comentários dos leitores desativado temporariamente"),
    (
        "es-CL",
        "Resumen para el equipo: el carrusel se carga después del primer párrafo por rendimiento",
    ),
]

# Benign hidden text (skip links, screen-reader labels, menus, modals, cookie banners...).
CSS_HIDDEN = [
    ("es-MX", "Saltar al contenido principal"),
    ("es-AR", "Si ya sos suscriptor, ignorá este aviso e iniciá sesión para seguir leyendo."),
    ("es-PE", "Menú de navegación: Política, Economía, Mundo, Deportes"),
    ("es", "Abre en una ventana nueva"),
    (
        "es-UY",
        "Usamos cookies propias y de terceros para mejorar tu experiencia. Podés cambiar tu configuración en cualquier momento.",
    ),
    (
        "es-CO",
        "Respuesta: puede cancelar su suscripción desde la sección Mi cuenta sin costo adicional.",
    ),
    ("es-ES", "Cargando comentarios…"),
    ("es-CL", "Tu sesión ha expirado. Vuelve a ingresar tus datos para continuar."),
    ("en-US", "Skip to navigation"),
    ("en-GB", "Screen reader users: the table below lists figures by month."),
    (
        "pt-BR",
        "Utilizamos cookies conforme a LGPD. Ao continuar navegando, você concorda com a nossa política.",
    ),
    ("pt-BR", "Pular para o conteúdo"),
]

# alt/title/aria-label/meta/data-* that describe, label or advertise for people.
ALT_TITLE = [
    ("es-MX", "Captura de pantalla de la configuración de batería en un teléfono Android"),
    ("es-AR", "Foto de archivo: manifestación frente al Congreso"),
    ("es-PE", "Cerrar ventana de suscripción"),
    ("es-UY", "Predio rural lindero a una escuela en Canelones"),
    ("es", "Compartir en WhatsApp"),
    ("es-CO", "Noticias de tecnología, reseñas y guías de compra en español."),
    ("es-MX", "Haz clic para ampliar la imagen"),
    ("es-CL", "Logo del Servicio de Impuestos Internos"),
    ("en-US", "Chart of monthly background checks by state"),
    ("en-GB", "Open the search form"),
    ("pt-BR", "Foto: assistente virtual em um smartphone"),
    ("pt-BR", "Leia também as notícias de economia"),
]

# Ordinary JSON-LD / microdata field values.
JSON_LD = [
    (
        "es-MX",
        "Algunas marcas de Android cierran apps en segundo plano y eso afecta notificaciones y batería.",
    ),
    ("es-AR", "Columna de opinión sobre el conflicto mapuche y el rol del Estado."),
    ("es-PE", "El Poder Judicial evaluará el pedido de la fiscalía en una audiencia programada."),
    ("es-UY", "Vecinos reclaman controles sobre las fumigaciones en un área protegida."),
    ("es", "Abre Ajustes, toca Batería y desactiva la optimización para la app que quieras."),
    ("es-CO", "Excelente atención, el pedido llegó en dos días."),
    ("es-ES", "¿Cómo puedo darme de baja? Desde tu perfil, en el apartado Suscripción."),
    ("es-CL", "Diario digital con noticias nacionales e internacionales."),
    ("en-US", "Twitter Lite now available in 24 more countries, including Mexico."),
    ("en-GB", "How do I reset my password? Use the link sent to your registered email."),
    ("pt-BR", "Produto chegou bem embalado e funciona conforme o anunciado."),
    ("pt-BR", "Reportagem sobre o uso de assistentes de inteligência artificial nas redações."),
]

# PDF text layers that are ordinary: OCR, page numbers, accessibility, scanner stamps.
PDF_TEXT = [
    ("es-MX", "Página 1 de 1 - Catálogo de localidades"),
    ("es", "Documento digitalizado. Texto reconocido automáticamente (OCR)."),
    ("es-AR", "Figura 1: gráfico de barras con resultados de la votación."),
    ("es-CO", "Escaneado por el Archivo Central, caja 14, folio 3"),
    ("es-MX", "Fuente: elaboración propia con datos censales."),
    ("es-ES", "Copia auténtica. Puede verificar este documento en la sede electrónica."),
    ("es-CL", "Uso interno: revisado por el área de archivo"),
    ("en-US", "Page 2 of 400"),
    ("en-US", "Scanned with OCR; text may contain recognition errors."),
    ("en-GB", "Figure: bar chart, support versus opposition"),
    ("pt-BR", "Documento digitalizado pelo setor de arquivo."),
    ("pt-BR", "Página gerada automaticamente para impressão."),
]

# Visible Spanish text for human readers (editor's notes, errata, legal, warnings, news).
VISIBLE_ES = [
    ("es-MX", "Nota del editor: esta nota fue actualizada para incluir la respuesta de Google."),
    ("es-AR", "Fe de erratas: en una versión anterior se indicó mal la fecha del juicio."),
    ("es-PE", "Si ya eres suscriptor, ignora este aviso e inicia sesión para seguir leyendo."),
    (
        "es-MX",
        "Aviso: el SAT nunca te pedirá tu contraseña por correo. Si recibes un mensaje así, no lo abras.",
    ),
    (
        "es-MX",
        "El IMSS advierte sobre páginas falsas que ofrecen citas médicas a cambio de un pago.",
    ),
    (
        "es-CO",
        "Su banco nunca le solicitará claves por mensaje de texto. Ante la duda, llame a la línea oficial.",
    ),
    (
        "es-ES",
        "Aviso legal: los contenidos de esta web tienen carácter informativo y no constituyen asesoramiento.",
    ),
    ("es-UY", "Tu sesión se cerró por inactividad. Ingresá nuevamente para continuar."),
    ("es-MX", "PROFECO recomienda comparar precios antes de comprar y conservar tu comprobante."),
    ("es-CL", "Estado del servicio: la plataforma de pagos opera con normalidad desde las 9:00."),
    (
        "es-AR",
        "Los asistentes de inteligencia artificial ya resumen noticias, pero sus errores preocupan a los editores.",
    ),
    ("es-MX", "Para verificar una factura, entra al portal del SAT e ingresa el folio fiscal."),
    ("es-PE", "Aviso de privacidad: tus datos personales se tratan conforme a la Ley 29733."),
    ("es", "Nota para los lectores: este artículo contiene enlaces de afiliados."),
    (
        "es-CO",
        "Recomendación de la Superintendencia Financiera: consulte si la entidad está vigilada antes de invertir.",
    ),
    ("es-ES", "Actualización: la empresa ha rectificado el comunicado publicado ayer."),
    (
        "es-MX",
        "CONDUSEF te recuerda que puedes presentar una queja en línea si tu banco no responde.",
    ),
    ("es-UY", "Esta nota forma parte de la cobertura especial sobre ambiente."),
    (
        "es-AR",
        "Instrucciones para participar del sorteo: completá el formulario y guardá tu número.",
    ),
    ("es-MX", "El sistema estará en mantenimiento el domingo de 2:00 a 5:00 horas."),
    (
        "es-CL",
        "Un estudio advierte que los chatbots pueden inventar citas si no se verifica la fuente.",
    ),
    ("es-PE", "Importante: SUNAT no envía enlaces para actualizar datos por WhatsApp."),
    ("es-CO", "Si tienes dudas sobre tu pedido, escríbenos a atencion@tienda.example."),
    ("es-ES", "Este contenido ha sido elaborado por la redacción con información de agencias."),
    ("es-MX", "COFEPRIS alerta sobre la venta de medicamentos falsificados en redes sociales."),
    ("es-AR", "Configuración de tu cuenta: podés elegir qué newsletters recibir."),
    ("es-UY", "¿Encontraste un error en esta nota? Avisanos y lo corregimos."),
    (
        "es",
        "Importante: no compartas tu código de verificación con nadie, ni siquiera con el soporte técnico.",
    ),
    (
        "es-MX",
        "Cómo usar el asistente de voz del teléfono: mantén presionado el botón y haz tu pregunta.",
    ),
    (
        "es-PE",
        "Mensaje del sistema: tu pago fue procesado correctamente. Recibirás un correo de confirmación.",
    ),
]
