"""Lessons, worked examples and sources from ``content/``, read and checked once.

Layout (the format the lesson writer follows):

- ``lessons/NN-slug.md``: YAML front matter (``title``, ``slug``, ``order``,
  ``summary``, ``question``, ``short_answer``, ``closing``, ``related``, ``quiz``) and a
  Markdown body with shortcodes: ``[[ejemplo ID]]``, ``[[fuente ID]]``, ``[[practica
  n2-2026-0]]`` and ``[[glosario SECTION]]`` alone on their line, ``[[cifra ID.path]]``
  and ``[[nivel N]]`` inline; ``[[pliegue Título]]`` … ``[[/pliegue]]`` folds what lies
  between until the learner opens it.
- ``examples/*.yaml``: a list of ``{id, kind, title, ...}`` computed by the engine
  (:mod:`academy.figures`), with an optional ``expect`` of ``path: value``.
- ``sources.yaml``: ``ID: {document, section, page, read, summary}``.
- ``glossary.yaml``: the site's term table (:mod:`academy.content.glossary`).

Everything is checked before anything is used; the first problem raises
:class:`ContentError` naming the file and the key.

The parts live in submodules: ``reading`` (the error type, YAML), ``lessons``
(front matter, lesson files, the checks across them), ``shortcodes`` (the body's
Markdown), ``examples`` and ``sources``. Their public names are re-exported here.

>>> parse_front_matter("---\\ntitle: Hola\\n---\\nTexto\\n")
('Texto\\n', {'title': 'Hola'})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..figures import RarityFunction, Scalar, engine_rarity
from ..paths import CONTENT_DIR
from .examples import Example, load_examples, same_value
from .glossary import GlossarySection, Term, load_glossary, retired_words
from .lessons import (
    FRONT_MATTER,
    GLOSSARY_SLUG,
    LESSON_FILE,
    Lesson,
    QuizItem,
    check_lessons,
    load_lesson,
    load_lessons,
    parse_front_matter,
)
from .reading import SLUG, ContentError
from .shortcodes import (
    BLOCK_SHORTCODES,
    INLINE_SHORTCODES,
    MARKDOWN_EXTENSIONS,
    SHORTCODE,
    Shortcode,
    SourceGroup,
    render_body,
)
from .sources import MONTHS, Source, load_sources

__all__ = [
    "BLOCK_SHORTCODES",
    "FRONT_MATTER",
    "GLOSSARY_SLUG",
    "INLINE_SHORTCODES",
    "LESSON_FILE",
    "MARKDOWN_EXTENSIONS",
    "MONTHS",
    "SHORTCODE",
    "SLUG",
    "Content",
    "ContentError",
    "Example",
    "GlossarySection",
    "Lesson",
    "QuizItem",
    "Shortcode",
    "SourceGroup",
    "Source",
    "Term",
    "check_lessons",
    "load_content",
    "load_examples",
    "load_glossary",
    "load_lesson",
    "load_lessons",
    "load_sources",
    "parse_front_matter",
    "render_body",
    "retired_words",
    "same_value",
]


@dataclass(frozen=True)
class Content:
    lessons: tuple[Lesson, ...]
    examples: Mapping[str, Example]
    sources: Mapping[str, Source]
    figures: Mapping[str, Scalar] = field(default_factory=dict)
    glossary: Mapping[str, GlossarySection] = field(default_factory=dict)

    def lesson(self, slug: str) -> Lesson | None:
        return next((lesson for lesson in self.lessons if lesson.slug == slug), None)


def load_content(root: Path = CONTENT_DIR, *, rarity: RarityFunction = engine_rarity) -> Content:
    """Read, compute and check every lesson, example and source under ``root``."""
    root = Path(root)
    sources = load_sources(root / "sources.yaml")
    examples = load_examples(root / "examples", rarity=rarity)
    figures: dict[str, Scalar] = {}
    for example in examples.values():
        figures.update(example.figures)
    glossary = load_glossary(root / "glossary.yaml")
    lessons = load_lessons(root / "lessons")
    check_lessons(lessons, examples, sources, figures, glossary)
    return Content(lessons, examples, sources, figures, glossary)
