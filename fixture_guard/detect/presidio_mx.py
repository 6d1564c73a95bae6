"""presidio-analyzer, offline, with our Mexican recognizers and nothing else.

Imported only when a file needs personal-data detection: presidio and spaCy take about
a second to import, which a commit hook touching two JSON files must not pay.

Three things presidio would otherwise do over the network, and how they are stopped:

- `AnalyzerEngine()` with no NLP engine builds a `SpacyNlpEngine` for
  `en_core_web_lg` and calls `spacy.cli.download` when it is missing. We hand it an
  engine whose `load()` uses `spacy.blank("es")` (a tokenizer, no model) — or an
  installed Spanish model, when there is one, for NER.
- With an empty registry it loads its predefined recognizers; several need NER and
  `EmailRecognizer`/`UrlRecognizer` call `tldextract.extract`, whose default extractor
  fetches the Public Suffix List. We give it a registry holding only our recognizers,
  and our email finder uses a `TLDExtract(suffix_list_urls=())` (the bundled snapshot).
- Nothing else in the analysis path opens a socket; `tests/test_personal_offline.py`
  proves it by failing every `socket.connect` during an analysis.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import spacy
from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerRegistry, RecognizerResult
from presidio_analyzer.nlp_engine import NerModelConfiguration, NlpArtifacts, SpacyNlpEngine

from fixture_guard.detect import mx_patterns as mp
from fixture_guard.detect import mx_people

LANGUAGE = "es"
#: Spanish spaCy models presidio may use for PERSON, best first; never downloaded.
SPANISH_MODELS = ("es_core_news_lg", "es_core_news_md", "es_core_news_sm")
#: spaCy refuses texts over `nlp.max_length` (1,000,000 characters by default); texts
#: are analysed in chunks this size, cut at a line break when there is one.
CHUNK = 200_000
#: Chunks cut inside a line overlap by this much so no value is split in two.
OVERLAP = 256
_KEY = "candidate"


def installed_spanish_model() -> str | None:
    """The name of an installed Spanish spaCy model, or None (the usual case)."""
    for name in SPANISH_MODELS:
        if spacy.util.is_package(name):
            return name
    return None


class OfflineSpacyNlpEngine(SpacyNlpEngine):
    """presidio's spaCy engine that loads what is on disk and never downloads."""

    def __init__(self, model: str | None) -> None:
        super().__init__(
            models=[{"lang_code": LANGUAGE, "model_name": model or "blank:es"}],
            ner_model_configuration=NerModelConfiguration(
                labels_to_ignore=["LOC", "ORG", "MISC", "GPE", "NORP", "FAC", "PRODUCT"]
            ),
        )
        self.model = model

    def load(self) -> None:
        if self.model is None:
            pipeline = spacy.blank(LANGUAGE)
        else:
            # Only the NER component is needed to find PER spans.
            unused = ["parser", "lemmatizer", "tagger", "morphologizer", "attribute_ruler"]
            pipeline = spacy.load(self.model, exclude=unused)
        pipeline.max_length = CHUNK + OVERLAP + 1
        self.nlp = {LANGUAGE: pipeline}  # type: ignore[assignment]  # presidio types it None

    def process_text(self, text: str, language: str) -> NlpArtifacts:
        if self.model is None:
            # A blank pipeline finds no entities, and its tokens would only feed
            # presidio's context-word enhancer, which none of our recognizers use:
            # tokenizing would be 80% of the time for nothing. An empty document
            # gives presidio the artifacts it expects.
            return super().process_text("", language)
        return super().process_text(text, language)


class FinderRecognizer(EntityRecognizer):
    """A presidio recognizer around one of our candidate finders (`mx_patterns`)."""

    def __init__(self, entities: list[str], finder: Callable[[str], list[mp.Candidate]]) -> None:
        self.finder = finder
        super().__init__(
            supported_entities=entities,
            name=f"mx-{finder.__name__.removeprefix('find_')}",
            supported_language=LANGUAGE,
        )

    def load(self) -> None:  # nothing to load: regular expressions and check digits
        pass

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        wanted = set(entities)
        return [
            RecognizerResult(
                entity_type=c.entity,
                start=c.start,
                end=c.end,
                score=1.0 if c.verified else 0.6,
                recognition_metadata={_KEY: c},
            )
            for c in self.finder(text)
            if c.entity in wanted
        ]


FINDERS: tuple[tuple[list[str], Callable[[str], list[mp.Candidate]]], ...] = (
    ([mp.EMAIL], mp.find_emails),
    ([mp.EMAIL], mp.find_obfuscated_emails),
    ([mp.PHONE], mp.find_phones),
    ([mp.CURP], mp.find_curps),
    ([mp.RFC], mp.find_rfcs),
    ([mp.INE], mp.find_ine_keys),
    ([mp.CLABE, mp.CARD, mp.NSS], mp.find_number_ids),
    ([mp.NATIONAL_ID], mp.find_national_ids),
    ([mp.INE, mp.NSS, mp.CLABE, mp.CARD, mp.NATIONAL_ID], mp.find_redacted_copies),  # round 30
    ([mp.CURP, mp.RFC, mp.CLABE, mp.NSS], mp.find_ocr_ids),  # round 31
    ([mx_people.PASSPORT], mx_people.find_passports),
    ([mx_people.MRZ], mx_people.find_mrz),
    ([mx_people.BIRTH_DATE], mx_people.find_birth_dates),
    ([mx_people.ADDRESS], mx_people.find_addresses),
)


@cache
def analyzer() -> AnalyzerEngine:
    """The process's analyzer, built once: registry, engine and model load are slow."""
    model = installed_spanish_model()
    engine = OfflineSpacyNlpEngine(model)
    recognizers: list[EntityRecognizer] = [FinderRecognizer(e, f) for e, f in FINDERS]
    if model is not None:
        from presidio_analyzer.predefined_recognizers import SpacyRecognizer

        recognizers.append(
            SpacyRecognizer(supported_language=LANGUAGE, supported_entities=[mp.PERSON])
        )
    registry = RecognizerRegistry(recognizers=recognizers, supported_languages=[LANGUAGE])
    return AnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=[LANGUAGE])


def chunks(text: str) -> Iterator[tuple[int, str]]:
    """(offset, piece) pieces of at most CHUNK + OVERLAP characters covering `text`."""
    start = 0
    while start < len(text):
        end = min(len(text), start + CHUNK)
        if end < len(text):
            cut = text.rfind("\n", start + CHUNK // 2, end)
            if cut != -1:
                yield start, text[start : cut + 1]
                start = cut + 1
                continue
            yield start, text[start : end + OVERLAP]
        else:
            yield start, text[start:end]
        start = end


def recognize(text: str) -> list[mp.Candidate]:
    """Every candidate presidio's recognizers find in `text`, with offsets into it."""
    engine = analyzer()
    seen: dict[tuple[str, int, int], mp.Candidate] = {}
    for offset, piece in chunks(text):
        hard_cut = len(piece) > CHUNK
        for result in engine.analyze(text=piece, language=LANGUAGE):
            if hard_cut and result.start >= CHUNK:
                continue  # the next piece starts there and sees the whole value
            meta: dict[str, Any] = result.recognition_metadata or {}
            candidate = meta.get(_KEY)
            if candidate is None:  # presidio's own NER recognizer: a PERSON span
                candidate = mp.Candidate(
                    mp.PERSON, "person-name", result.start, result.end, verified=False
                )
            shifted = mp.Candidate(
                candidate.entity,
                candidate.kind,
                candidate.start + offset,
                candidate.end + offset,
                candidate.verified,
                candidate.info,
            )
            seen.setdefault((shifted.entity, shifted.start, shifted.end), shifted)
    return sorted(seen.values(), key=lambda c: (c.start, c.end, c.entity))
