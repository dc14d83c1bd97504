"""Lessons: ``lessons/NN-slug.md``, YAML front matter and a Markdown body.

The front matter holds ``title``, ``slug``, ``order``, ``summary``, ``question``,
``short_answer``, ``closing`` (the opening question answered again, briefly, at the end),
``related`` and a three-question ``quiz``; the body may use shortcodes
(:mod:`academy.content.shortcodes`). Every shortcode and related slug must name
something that exists (:func:`check_lessons`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..figures import Scalar
from .examples import Example
from .reading import ContentError, relative_path, required_text
from .shortcodes import Part, Shortcode, SourceGroup, render_body
from .sources import Source

LESSON_FILE = re.compile(r"(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md")
SHOWDOWN_ID = re.compile(r"n([1-4])-([0-9]{1,19})-([0-9]{1,2})")  # a practice showdown
PRACTICE_LEVEL = re.compile(r"[1-4]")
GLOSSARY_SLUG = "glosario"  # served at /glosario/, not among the numbered lessons
FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)^---[ \t]*\r?\n?", re.DOTALL | re.MULTILINE)


def parse_front_matter(text: str) -> tuple[str, dict[str, Any]]:
    """Split ``text`` into its Markdown body and the YAML mapping at its top.

    Text without front matter gives an empty mapping. Raises :class:`ContentError`
    when the YAML is invalid or not a mapping.

    >>> parse_front_matter("---\\n- a\\n---\\n")
    Traceback (most recent call last):
    ...
    academy.content.reading.ContentError: la cabecera YAML debe ser un diccionario de claves
    """
    match = FRONT_MATTER.match(text)
    if match is None:
        return text, {}
    try:
        meta = yaml.safe_load(match.group(1))
    except yaml.YAMLError as error:
        raise ContentError(f"la cabecera YAML no es válida ({error})") from None
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise ContentError("la cabecera YAML debe ser un diccionario de claves")
    return text[match.end() :], meta


@dataclass(frozen=True)
class QuizItem:
    question: str
    options: tuple[str, ...]
    answer: int
    feedback: str


@dataclass(frozen=True)
class Lesson:
    path: Path
    slug: str
    title: str
    order: int
    summary: str
    question: str
    short_answer: str
    closing: str
    related: tuple[str, ...]
    quiz: tuple[QuizItem, ...]
    parts: tuple[Part, ...]  # HTML pieces, shortcodes and groups of sources, in order
    toc: tuple[tuple[str, str], ...]  # (id, title) of each ## section

    @property
    def shortcodes(self) -> tuple[Shortcode, ...]:
        return tuple(
            code
            for part in self.parts
            if not isinstance(part, str)
            for code in (part.shortcodes() if isinstance(part, SourceGroup) else (part,))
        )


def load_lessons(directory: Path) -> tuple[Lesson, ...]:
    lessons = [load_lesson(p) for p in sorted(directory.glob("*.md"))] if directory.is_dir() else []
    seen: dict[object, Path] = {}
    for lesson in lessons:
        for key, value in (("slug", lesson.slug), ("order", lesson.order)):
            if (key, value) in seen:
                raise ContentError(
                    f"«{value}» ya lo usa {relative_path(seen[(key, value)])}", lesson.path, key
                )
            seen[(key, value)] = lesson.path
    return tuple(sorted(lessons, key=lambda lesson: lesson.order))


def load_lesson(path: Path) -> Lesson:
    name = LESSON_FILE.fullmatch(path.name)
    if name is None:
        raise ContentError("el nombre del archivo debe ser NN-slug.md", path)
    try:
        body, meta = parse_front_matter(path.read_text(encoding="utf-8"))
    except ContentError as error:
        raise ContentError(error.message, path) from None
    except UnicodeDecodeError:
        raise ContentError("el archivo debe estar en UTF-8", path) from None
    required = (
        "title",
        "slug",
        "order",
        "summary",
        "question",
        "short_answer",
        "closing",
        "quiz",
    )
    for key in required:
        if key not in meta:
            raise ContentError("falta esta clave en la cabecera", path, key)
    unknown = set(meta) - {*required, "related"}
    if unknown:
        raise ContentError(f"claves desconocidas: {', '.join(sorted(unknown))}", path)
    slug = required_text(meta, "slug", path)
    if slug != name.group(2):
        raise ContentError(
            f"debe coincidir con el nombre del archivo ({name.group(2)})", path, "slug"
        )
    order = meta["order"]
    if type(order) is not int:
        raise ContentError("debe ser un número entero", path, "order")
    related = meta.get("related") or []
    if not isinstance(related, list) or not all(isinstance(s, str) for s in related):
        raise ContentError("debe ser una lista de slugs", path, "related")
    parts, toc = render_body(body, path)
    return Lesson(
        path=path,
        slug=slug,
        title=required_text(meta, "title", path),
        order=order,
        summary=required_text(meta, "summary", path),
        question=required_text(meta, "question", path),
        short_answer=required_text(meta, "short_answer", path),
        closing=required_text(meta, "closing", path),
        related=tuple(related),
        quiz=_quiz(meta["quiz"], path),
        parts=parts,
        toc=toc,
    )


def _quiz(items: object, path: Path) -> tuple[QuizItem, ...]:
    if not isinstance(items, list) or len(items) != 3:
        raise ContentError("debe ser una lista de exactamente 3 preguntas", path, "quiz")
    quiz = []
    for i, item in enumerate(items):
        key = f"quiz[{i}]"
        if not isinstance(item, dict):
            raise ContentError("debe ser {question, options, answer, feedback}", path, key)
        unknown = set(item) - {"question", "options", "answer", "feedback"}
        if unknown:
            raise ContentError(f"claves desconocidas: {', '.join(sorted(unknown))}", path, key)
        options = item.get("options")
        if (
            not isinstance(options, list)
            or len(options) < 2
            or not all(isinstance(o, str | int) and not isinstance(o, bool) for o in options)
        ):
            raise ContentError("debe ser una lista de 2 o más textos", path, f"{key}.options")
        answer = item.get("answer")
        if type(answer) is not int or not 0 <= answer < len(options):
            raise ContentError(
                f"debe ser el índice (desde 0) de la opción correcta, entre 0 y {len(options) - 1}",
                path,
                f"{key}.answer",
            )
        quiz.append(
            QuizItem(
                question=required_text(item, "question", path, key),
                options=tuple(str(o) for o in options),
                answer=answer,
                feedback=required_text(item, "feedback", path, key),
            )
        )
    return tuple(quiz)


def check_lessons(
    lessons: tuple[Lesson, ...],
    examples: Mapping[str, Example],
    sources: Mapping[str, Source],
    figures: Mapping[str, Scalar],
    glossary: Mapping[str, object] | None = None,
) -> None:
    """Every shortcode and related slug must name something that exists. A practice
    showdown or level is checked for its form here; the web layer deals it."""
    slugs = {lesson.slug for lesson in lessons}
    for lesson in lessons:
        for slug in lesson.related:
            if slug not in slugs:
                raise ContentError(f"no hay ninguna lección «{slug}»", lesson.path, "related")
        for code in lesson.shortcodes:
            if code.kind in ("practica", "nivel"):
                form = SHOWDOWN_ID if code.kind == "practica" else PRACTICE_LEVEL
                if not form.fullmatch(code.target):
                    example = "n2-2026-0" if code.kind == "practica" else "un nivel del 1 al 4"
                    raise ContentError(
                        f"[[{code.kind} {code.target}]]: usa la forma {example}", lesson.path
                    )
                continue
            known: Mapping[str, object] = {
                "ejemplo": examples,
                "cifra": figures,
                "fuente": sources,
                "glosario": glossary or {},
            }[code.kind]
            if code.target not in known:
                what = {
                    "ejemplo": "ese ejemplo",
                    "cifra": "esa cifra",
                    "fuente": "esa fuente",
                    "glosario": "esa sección del glosario",
                }
                raise ContentError(
                    f"[[{code.kind} {code.target}]]: no existe {what[code.kind]}", lesson.path
                )
