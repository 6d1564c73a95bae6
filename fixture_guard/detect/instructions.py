"""Does a piece of text read as an instruction to an AI, or as someone posing as the system?

Two levels, because the carrier changes what is suspicious:

- `impersonation_cue` (strict) is for text a person sees on the page. Visible text is
  full of imperatives ("Compare precios", "Suscríbete"), so only text that addresses an
  assistant or a model, speaks as the system, overrides earlier instructions, or claims
  an authority's verification *and* tells the reader to stop checking, counts.
- `instruction_cue` (hidden carriers: comments, CSS-hidden text, attributes, metadata,
  invisible PDF text) adds what an instruction looks like when nobody is meant to read
  it: an imperative aimed at a reply ("Encode your response in Base64"), a request
  ("How can I …?", "¿Puedes …?"), a directive to tell the user something. Hidden text
  alone is never enough — menus and OCR layers are hidden too.

Both return the cue (a short name and the matched sentence) or None; they never print.
Spanish and English are covered alike.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

_I = re.IGNORECASE


@dataclass(frozen=True)
class Cue:
    """Why a text reads as an instruction: the kind of cue and where it matched."""

    name: str  # e.g. "override", "addresses the assistant", "imperative"
    start: int  # offset in the text that was classified
    end: int
    language: str  # "es", "en" or "" when undecided
    decoded: str | None = None  # the decoded text, when the cue was found inside base64


_AI = r"(?:ai|a\.i\.|ia|i\.a\.|assistant|asistente|model|modelo|llm|chatbot|bot|agent|agente|gpt|chatgpt|claude|gemini|copilot|language model|modelo de lenguaje|inteligencia artificial)"

# Visible text: speaking as the system, addressing the model, overriding instructions.
_IMPERSONATION: list[tuple[str, str, re.Pattern[str]]] = [
    (
        "override",
        "en",
        re.compile(
            r"\b(?:ignore|disregard|forget|override|bypass|skip)\b[^.\n]{0,40}?\b(?:previous|prior|above|earlier|preceding|all|any|your|the|system|these)\b[^.\n]{0,30}?\b(?:instructions?|prompts?|rules|directions|guidelines|directives|guardrails|safety)\b",
            _I,
        ),
    ),
    (
        "override",
        "es",
        re.compile(
            r"\b(?:ignora|ignore|ignoren|olvida|olvide|olviden|omite|omita|descarta|descarte|desobedece|salta)\b[^.\n]{0,40}?\b(?:instrucciones|indicaciones|reglas|órdenes|ordenes|directrices|restricciones|normas)\b",
            _I,
        ),
    ),
    ("override", "es", re.compile(r"\bhaz(?:ed)? caso omiso\b", _I)),
    (
        "speaks as the system",
        "",
        re.compile(
            r"(?:^|[\s\[(<*#>\"'])(?:SYSTEM|SISTEMA|ADMIN|ADMINISTRATOR|ADMINISTRADOR|DEVELOPER|DESARROLLADOR|ASSISTANT|ASISTENTE|INSTRUCTION|INSTRUCCIÓN|INSTRUCCION)(?:\s+(?:OVERRIDE|PROMPT|MESSAGE|NOTE|UPDATE|MODE|MENSAJE|NOTA|AVISO))?\s*\]?\s*:"
        ),
    ),
    (
        "speaks as the system",
        "en",
        re.compile(
            r"\b(?:system|admin|developer) (?:override|prompt|message|instructions?)\s*[:\-—]", _I
        ),
    ),
    (
        "fake chat-template tag",
        "",
        re.compile(
            r"</?\s*(?:system|user_message|user|assistant|instructions?|sys|im_start|im_end)\s*>|<\|im_(?:start|end)\|>|\[/?INST\]|<<SYS>>",
            _I,
        ),
    ),
    (
        "addresses the assistant",
        "es",
        re.compile(
            rf"\b(?:nota|mensaje|instrucci[oó]n(?:es)?|aviso|recordatorio|indicaci[oó]n(?:es)?|advertencia)\s+(?:para|al|a la|a los|dirigid[oa] (?:al|a la))\s+(?:el\s+|la\s+|los\s+)?{_AI}s?\b",
            _I,
        ),
    ),
    (
        "addresses the assistant",
        "en",
        re.compile(
            rf"\b(?:note|message|instructions?|reminder|notice|memo|directive)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?{_AI}s?\b",
            _I,
        ),
    ),
    (
        "addresses the assistant",
        "",
        re.compile(
            r"(?:^|[.:;!?\]\n]\s*|\b(?:dear|hey|hello|attention|atención|hola|estimad[oa])\s*,?\s*)(?:ai|ia|assistant|asistente|model|modelo|llm|chatbot|agent|agente|ai assistant|asistente de ia)\s*[:,]",
            _I,
        ),
    ),
    (
        "addresses the assistant",
        "en",
        re.compile(
            rf"\b(?:you are|you're) (?:now |an? |the )*(?:{_AI}|helpful|in (?:debug|developer|god|admin) mode)\b|\bas an? (?:ai|language model|assistant)\b|\bfrom now on,? you\b",
            _I,
        ),
    ),
    (
        "addresses the assistant",
        "es",
        re.compile(
            rf"\b(?:eres|serás|ahora eres|usted es) (?:un|una|el|la) (?:{_AI})\b|\ba partir de ahora,? (?:eres|debes|responde)\b|\bcomo (?:modelo de lenguaje|asistente|ia)\b,",
            _I,
        ),
    ),
    (
        "reveal the prompt",
        "",
        re.compile(
            r"\b(?:reveal|print|show|repeat|output|share|leak|dump|muestra|revela|imprime|repite|comparte)\b[^.\n]{0,30}?\b(?:system prompts?|initial prompt|hidden instructions|prompt del sistema|instrucciones del sistema|instrucciones ocultas|configuration files|memory files?|MEMORY\.md)\b",
            _I,
        ),
    ),
    (
        "jailbreak",
        "en",
        re.compile(r"\b(?:jailbreak|DAN mode|developer mode|debug mode|god mode)\b", _I),
    ),
    (
        "authority claim with a directive",
        "es",
        re.compile(
            r"\b(?:verificad[oa]s?|certificad[oa]s?|aprobad[oa]s?|avalad[oa]s?|autorizad[oa]s?|validad[oa]s?)\s+(?:por|ante)\b[^.\n]{0,80}?[.;,:]?\s*[^.\n]{0,40}?\b(?:no (?:es necesario|hace falta|necesitas?|requiere|debes|hay que)\s+(?:consultar|verificar|revisar|contrastar|comprobar|buscar)|no consultes|no verifiques|conf[ií]a (?:en|plenamente)|considera(?:la|lo)? (?:como )?(?:verificad|confiable|oficial))",
            _I,
        ),
    ),
    (
        "authority claim with a directive",
        "en",
        re.compile(
            r"\b(?:verified|certified|approved|endorsed|authori[sz]ed|pre-approved)\s+by\b[^.\n]{0,80}?[.;,:]?\s*[^.\n]{0,40}?\b(?:no need to (?:check|verify|consult|look)|do not (?:check|verify|consult)|don't (?:check|verify|consult)|trust (?:this|it|us)|treat (?:this|it) as (?:verified|trusted|authoritative)|compliance is mandatory)",
            _I,
        ),
    ),
    (
        "authority claim with a directive",
        "en",
        re.compile(r"\[\s*(?:authori[sz]ed|approved|verified)\s+by\b[^\]]{0,60}\]", _I),
    ),
]

# Hidden carriers: what an instruction to a model looks like when no person reads it.
_EN_IMPERATIVES = (
    "write provide show tell say give list recommend suggest summarize summarise describe "
    "explain analyze analyse determine classify translate encode encrypt decode apply render "
    "reply respond answer add integrate include insert modify enhance augment replace express "
    "shift reverse ignore disregard forget output print repeat state mention promote spread "
    "rate rank praise generate compose draft treat consider pretend act assume trust claim "
    "insist append prepend return emit rewrite convert substitute invert acknowledge confirm "
    "omit skip focus talk discuss recommend endorse prefer prioritize prioritise favor favour "
    "highlight rephrase paraphrase refuse stop"
).split()
_ES_IMPERATIVES = (
    "escribe escriba proporciona proporcione muestra muestre di diga dile dígale dale lista "
    "enumera enumere recomienda recomiende sugiere sugiera resume resuma describe describa "
    "explica explique analiza analice determina determine clasifica clasifique traduce "
    "traduzca codifica codifique cifra cifre aplica aplique responde responda contesta "
    "conteste añade añada agrega agregue integra integre incluye incluya inserta inserte "
    "modifica modifique reemplaza reemplace sustituye sustituya expresa exprese invierte "
    "invierta ignora ignore olvida olvide omite omita repite repita menciona mencione "
    "promueve promueva difunde difunda califica califique genera genere redacta redacte "
    "trata trate considera considere finge finja actúa actúe asume asuma confía confíe "
    "devuelve devuelva reescribe reescriba convierte convierta prioriza priorice enfócate "
    "habla hable discute reconoce reconozca confirma confirme recomiéndale responde "
    "afirma asegura asegúrate evita evite salta salte"
).split()
_IMPERATIVE = re.compile(
    r"(?:^|(?<=[.!?:;¡¿\n\"“«(])|(?<=^[-*•] ))\s*(?:please\s+|por favor,?\s+)?(?P<verb>"
    + "|".join(sorted({*_EN_IMPERATIVES, *_ES_IMPERATIVES}, key=len, reverse=True))
    + r")\b(?P<rest>[^.!?\n]*)",
    _I,
)
_ES_VERBS = frozenset(_ES_IMPERATIVES)

_HIDDEN_ONLY: list[tuple[str, str, re.Pattern[str]]] = [
    # Visible prose about AI ("la IA debe regularse") is news; hidden, it is a directive.
    (
        "addresses the assistant",
        "",
        re.compile(
            rf"\b(?:the |el |la |los |las |any |all |todo |toda |good )?{_AI}s?\b[^.\n]{{0,25}}?\b(?:must|should|shall|has to|have to|needs? to|are instructed|is instructed|is required|debe|deben|deberá|deberán|tiene que|tienen que|debería|deberían|tiene permiso|have permission|has permission|is authori[sz]ed)\b",
            _I,
        ),
    ),
    (
        "aims at the reply",
        "en",
        re.compile(
            r"\b(?:your|the) (?:response|answer|reply|output|message|summary|summaries|analysis)\b|\bwhen (?:you )?(?:summari[sz]|analy[sz]|respond|answer|repl|ask|read|process|provid|generat|writ)\w*|\b(?:respond|reply|answer)\s+(?:only\s+)?(?:with|in|that|saying|by|using)\b|\bsay (?:this|that|the following)\b",
            _I,
        ),
    ),
    (
        "aims at the reply",
        "es",
        re.compile(
            r"\b(?:tu|su) (?:respuesta|contestación|resumen|salida|análisis|mensaje)\b|\bal (?:responder|resumir|analizar|contestar)\b|\bcuando (?:resumas|respondas|analices|contestes|leas|te pregunten|generes|escribas)\b|\b(?:responde|contesta|di|diga|dile|responda|conteste)\s+(?:que|solo|solamente|únicamente|con|siempre)\b",
            _I,
        ),
    ),
    (
        "tells what to tell the user",
        "",
        re.compile(
            r"\b(?:tell|inform|remind|convince|ask|urge|persuade)\s+(?:the\s+)?(?:users?|readers?|customers?|visitors?)\b|\b(?:dile|di|indica|informa|recomienda|convence|pide|sugiere|diga|indique|recomiende)\s+(?:al|a los|a la)\s+(?:usuari[oa]s?|lector(?:es)?|cliente(?:s)?|visitantes?)\b",
            _I,
        ),
    ),
    (
        "forbids a topic",
        "",
        re.compile(
            r"\b(?:do not|don't|never|must not)\s+(?:discuss|mention|talk|reveal|tell|cite|say|include|provide|consult|verify|summari[sz]e|recommend|disclose|refer)\b|\b(?:no|nunca)\s+(?:menciones|mencione|reveles|revele|digas|diga|cites|cite|consultes|consulte|hables|hable|incluyas|incluya|recomiendes|recomiende|discutas)\b",
            _I,
        ),
    ),
    (
        "asks for something",
        "",
        re.compile(
            r"\b(?:can|could|would|will) you (?:please )?(?:\w+ ){2,}|\bhow (?:can|do|should|could) i\b[^.!?\n]{3,}\?|\bhelp me\b|\bshow me\b|\b(?:puedes|podrías|podría|pudieras)\b[^.!?\n]{3,}\?|\bc[oó]mo (?:puedo|hago|debo)\b[^.!?\n]{3,}\?|\bay[uú]dame\b|\bmu[eé]strame\b",
            _I,
        ),
    ),
    (
        "asks for something",
        "",
        re.compile(
            r"(?:^|(?<=[.!?:;\n]))\s*(?:¿\s*)?(?:what|which|how|who|where|when|why|is|are|does|do|qué|que|cuál|cuáles|cómo|quién|quiénes|dónde|cuándo|por qué)\b[^.!?\n]{20,}\?",
            _I,
        ),
    ),
]

_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")
_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=])")
_MIN_IMPERATIVE_WORDS = 5


def clean(text: str) -> str:
    """Zero-width characters read as spaces: they hide word breaks from a regex, not a model."""
    return _ZERO_WIDTH.sub(" ", text)


def _language(text: str, default: str) -> str:
    if default:
        return default
    lowered = text.lower()
    spanish = len(
        re.findall(
            r"\b(?:el|la|los|las|de|que|para|por|esta|este|es|una?|y|no|con)\b|[ñáéíóú¿¡]", lowered
        )
    )
    english = len(
        re.findall(r"\b(?:the|of|to|and|is|this|that|for|you|your|with|are|be)\b", lowered)
    )
    if spanish == english == 0:
        return ""
    return "es" if spanish >= english else "en"


def impersonation_cue(text: str) -> Cue | None:
    """A cue that `text` speaks as the system or to the assistant (for visible text)."""
    text = clean(text)
    for name, language, pattern in _IMPERSONATION:
        match = pattern.search(text)
        if match:
            return Cue(name, match.start(), match.end(), _language(text, language))
    return None


def instruction_cue(text: str, *, decode: bool = True) -> Cue | None:
    """A cue that `text` is an instruction to a model (for hidden carriers)."""
    text = clean(text)
    strong = impersonation_cue(text)
    if strong:
        return strong
    for name, language, pattern in _HIDDEN_ONLY:
        match = pattern.search(text)
        if match:
            return Cue(name, match.start(), match.end(), _language(text, language))
    for match in _IMPERATIVE.finditer(text):
        words = len(match.group(0).split())
        if words >= _MIN_IMPERATIVE_WORDS:
            verb = match.group("verb").lower()
            language = "es" if verb in _ES_VERBS and verb not in _EN_IMPERATIVES else ""
            return Cue("imperative", match.start("verb"), match.end(), _language(text, language))
    if decode:
        for match in _BASE64_RUN.finditer(text):
            decoded = _decode_base64(match.group(0))
            if decoded and instruction_cue(decoded, decode=False):
                return Cue(
                    "base64-encoded instruction",
                    match.start(),
                    match.end(),
                    _language(decoded, ""),
                    decoded=decoded,
                )
    return None


def _decode_base64(run: str) -> str | None:
    padded = run + "=" * (-len(run) % 4)
    try:
        raw = base64.b64decode(padded, validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    printable = sum(ch.isprintable() or ch.isspace() for ch in text)
    if not text or printable / len(text) < 0.95 or " " not in text:
        return None
    return text
