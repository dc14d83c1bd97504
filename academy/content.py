"""Lessons, worked examples and sources from ``content/``, read and checked once.

Layout (the format the lesson writer follows):

- ``lessons/NN-slug.md``: YAML front matter (``title``, ``slug``, ``order``,
  ``summary``, ``question``, ``short_answer``, ``related``, ``quiz``) and a Markdown
  body with shortcodes: ``[[ejemplo ID]]`` and ``[[fuente ID]]`` alone on their line,
  ``[[cifra ID.path]]`` inline.
- ``examples/*.yaml``: a list of ``{id, kind, title, ...}`` computed by the engine
  (:mod:`academy.figures`), with an optional ``expect`` of ``path: value``.
- ``sources.yaml``: ``ID: {document, section, page, read, summary}``.

Everything is checked before anything is used; the first problem raises
:class:`ContentError` naming the file and the key.

>>> parse_front_matter("---\\ntitle: Hola\\n---\\nTexto\\n")
('Texto\\n', {'title': 'Hola'})
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import markdown
import yaml

from .engine.errors import PokerError
from .figures import KINDS, RarityFunction, Scalar, compute, engine_rarity, flatten

ROOT = Path(__file__).resolve().parent.parent
CONTENT_DIR = ROOT / "content"

SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
LESSON_FILE = re.compile(r"(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.md")
SHORTCODE = re.compile(r"\[\[\s*([a-záéíóú]+)\s+([^\]\s]+)\s*\]\]")
BLOCK_SHORTCODES = ("ejemplo", "fuente")
INLINE_SHORTCODES = ("cifra",)
_TOKEN = "qqcontentshortcode{}qq"
_TOKEN_IN_HTML = re.compile(r"(<p>\s*)?qqcontentshortcode(\d+)qq(\s*</p>)?")
MARKDOWN_EXTENSIONS = ("tables", "attr_list", "toc")
FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)^---[ \t]*\r?\n?", re.DOTALL | re.MULTILINE)
MONTHS = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
    "agosto", "septiembre", "octubre", "noviembre", "diciembre",
)  # fmt: skip


class ContentError(Exception):
    """A lesson, example or source that is not valid; the message names file and key."""

    def __init__(self, message: str, path: Path | str | None = None, key: str | None = None):
        self.message = message
        self.path = path
        self.key = key
        where = _relative(path) if path is not None else ""
        if key:
            where = f"{where}: {key}" if where else key
        super().__init__(f"{where}: {message}" if where else message)


def _relative(path: Path | str) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def parse_front_matter(text: str) -> tuple[str, dict[str, Any]]:
    """Split ``text`` into its Markdown body and the YAML mapping at its top.

    Text without front matter gives an empty mapping. Raises :class:`ContentError`
    when the YAML is invalid or not a mapping.

    >>> parse_front_matter("---\\n- a\\n---\\n")
    Traceback (most recent call last):
    ...
    academy.content.ContentError: la cabecera YAML debe ser un diccionario de claves
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
class Shortcode:
    """A shortcode found in a lesson body: ``kind`` ejemplo, cifra or fuente."""

    kind: str
    target: str  # example id, figure key or source id


@dataclass(frozen=True)
class Lesson:
    path: Path
    slug: str
    title: str
    order: int
    summary: str
    question: str
    short_answer: str
    related: tuple[str, ...]
    quiz: tuple[QuizItem, ...]
    parts: tuple[str | Shortcode, ...]  # HTML pieces and shortcodes, in order
    toc: tuple[tuple[str, str], ...]  # (id, title) of each ## section

    @property
    def shortcodes(self) -> tuple[Shortcode, ...]:
        return tuple(p for p in self.parts if isinstance(p, Shortcode))


@dataclass(frozen=True)
class Example:
    id: str
    kind: str
    title: str
    data: Mapping[str, Any]
    result: Mapping[str, Any]
    path: Path | None = None

    @property
    def figures(self) -> dict[str, Scalar]:
        return flatten(self.result, self.id)


@dataclass(frozen=True)
class Source:
    id: str
    document: str
    section: str
    page: str | None
    read: str  # ISO date
    summary: str

    @property
    def read_text(self) -> str:
        """The date read, in Spanish: «15 de enero de 2026»."""
        date = dt.date.fromisoformat(self.read)
        return f"{date.day} de {MONTHS[date.month - 1]} de {date.year}"

    @property
    def citation(self) -> str:
        parts = [self.document, self.section]
        if self.page:
            parts.append(f"p. {self.page}")
        return ", ".join(parts)


@dataclass(frozen=True)
class Content:
    lessons: tuple[Lesson, ...]
    examples: Mapping[str, Example]
    sources: Mapping[str, Source]
    figures: Mapping[str, Scalar] = field(default_factory=dict)

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
    lessons = load_lessons(root / "lessons")
    check_lessons(lessons, examples, sources, figures)
    return Content(lessons, examples, sources, figures)


def load_sources(path: Path) -> dict[str, Source]:
    if not path.exists():
        return {}
    data = _load_yaml(path)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ContentError("debe ser un diccionario ID: {document, section, read, …}", path)
    sources = {}
    for source_id, entry in data.items():
        key = str(source_id)
        if not SLUG.fullmatch(key):
            raise ContentError(
                "el ID debe ir en minúsculas, con letras, cifras y guiones", path, key
            )
        if not isinstance(entry, dict):
            raise ContentError("debe ser un diccionario {document, section, read, …}", path, key)
        unknown = set(entry) - {"document", "section", "page", "read", "summary"}
        if unknown:
            raise ContentError(f"claves desconocidas: {', '.join(sorted(unknown))}", path, key)
        read = entry.get("read")
        if isinstance(read, dt.date):
            read = read.isoformat()
        try:
            dt.date.fromisoformat(str(read))
        except ValueError:
            raise ContentError(
                "«read» debe ser una fecha AAAA-MM-DD", path, f"{key}.read"
            ) from None
        page = entry.get("page")
        sources[key] = Source(
            id=key,
            document=_text(entry, "document", path, key),
            section=_text(entry, "section", path, key),
            page=None if page is None else str(page),
            read=str(read),
            summary=_text(entry, "summary", path, key),
        )
    return sources


def load_examples(directory: Path, *, rarity: RarityFunction = engine_rarity) -> dict[str, Example]:
    examples: dict[str, Example] = {}
    for path in sorted(directory.glob("*.yaml")) if directory.is_dir() else []:
        data = _load_yaml(path)
        if data is None:
            continue
        if not isinstance(data, list):
            raise ContentError("debe ser una lista de ejemplos {id, kind, title, …}", path)
        for i, entry in enumerate(data):
            example = _example(entry, path, i, rarity)
            if example.id in examples:
                other = examples[example.id].path
                raise ContentError(f"el ID está repetido (ya en {other})", path, example.id)
            examples[example.id] = example
    return examples


def _example(entry: object, path: Path, index: int, rarity: RarityFunction) -> Example:
    if not isinstance(entry, dict):
        raise ContentError("cada ejemplo debe ser un diccionario {id, kind, title, …}", path)
    example_id = entry.get("id")
    if not isinstance(example_id, str) or not SLUG.fullmatch(example_id):
        raise ContentError(
            "falta «id» o no es válido (minúsculas, cifras y guiones)", path, f"[{index}].id"
        )
    kind = entry.get("kind")
    if kind not in KINDS:
        raise ContentError(f"«kind» debe ser uno de: {', '.join(KINDS)}", path, f"{example_id}")
    title = _text(entry, "title", path, example_id)
    data = {k: v for k, v in entry.items() if k not in ("id", "kind", "title", "expect")}
    try:
        result = compute(kind, data, rarity=rarity)
    except PokerError as error:
        raise ContentError(f"el ejemplo no es válido: {error}", path, example_id) from None
    example = Example(example_id, kind, title, data, result, path)
    _check_expectations(example, entry.get("expect"), path)
    return example


def _check_expectations(example: Example, expect: object, path: Path) -> None:
    """Each ``expect`` entry must equal the figure the engine computed."""
    if expect is None:
        return
    if not isinstance(expect, dict):
        raise ContentError("«expect» debe ser un diccionario ruta: valor", path, example.id)
    figures = example.figures
    for sub_path, wanted in expect.items():
        key = f"{example.id}.{sub_path}"
        if key not in figures:
            raise ContentError("esa cifra no existe en el resultado del motor", path, key)
        if not same_value(figures[key], wanted):
            raise ContentError(
                f"se esperaba {wanted!r} pero el motor da {figures[key]!r}", path, key
            )


def same_value(actual: object, wanted: object) -> bool:
    """Equality for expectations: numbers by value (floats nearly), cards by card."""
    if isinstance(actual, bool) or isinstance(wanted, bool):
        return actual is wanted
    if isinstance(actual, int | float) and isinstance(wanted, int | float):
        return math.isclose(actual, wanted, rel_tol=1e-9, abs_tol=1e-12)
    return actual == wanted


def load_lessons(directory: Path) -> tuple[Lesson, ...]:
    lessons = [load_lesson(p) for p in sorted(directory.glob("*.md"))] if directory.is_dir() else []
    seen: dict[object, Path] = {}
    for lesson in lessons:
        for key, value in (("slug", lesson.slug), ("order", lesson.order)):
            if (key, value) in seen:
                raise ContentError(
                    f"«{value}» ya lo usa {_relative(seen[(key, value)])}", lesson.path, key
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
    required = ("title", "slug", "order", "summary", "question", "short_answer", "quiz")
    for key in required:
        if key not in meta:
            raise ContentError("falta esta clave en la cabecera", path, key)
    unknown = set(meta) - {*required, "related"}
    if unknown:
        raise ContentError(f"claves desconocidas: {', '.join(sorted(unknown))}", path)
    slug = _text(meta, "slug", path)
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
        title=_text(meta, "title", path),
        order=order,
        summary=_text(meta, "summary", path),
        question=_text(meta, "question", path),
        short_answer=_text(meta, "short_answer", path),
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
                question=_text(item, "question", path, key),
                options=tuple(str(o) for o in options),
                answer=answer,
                feedback=_text(item, "feedback", path, key),
            )
        )
    return tuple(quiz)


def render_body(
    body: str, path: Path | None = None
) -> tuple[tuple[str | Shortcode, ...], tuple[tuple[str, str], ...]]:
    """Markdown to HTML pieces with the shortcodes set apart, plus the ``##`` sections.

    >>> parts, toc = render_body("## Uno\\n\\nVale [[cifra a.b]].\\n\\n[[ejemplo a]]\\n")
    >>> parts[1:]
    (Shortcode(kind='cifra', target='a.b'), '.</p>\\n', Shortcode(kind='ejemplo', target='a'))
    >>> toc
    (('uno', 'Uno'),)
    """
    shortcodes: list[Shortcode] = []

    def stash(match: re.Match[str]) -> str:
        kind, target = match.group(1), match.group(2)
        if kind not in (*BLOCK_SHORTCODES, *INLINE_SHORTCODES):
            raise ContentError(
                f"shortcode desconocido [[{kind} …]] (usa ejemplo, cifra o fuente)", path
            )
        shortcodes.append(Shortcode(kind, target))
        return _TOKEN.format(len(shortcodes) - 1)

    stashed = SHORTCODE.sub(stash, body)
    if "[[" in stashed:
        line = next(x for x in stashed.splitlines() if "[[" in x)
        raise ContentError(f"shortcode mal escrito: {line.strip()!r}", path)
    converter = markdown.Markdown(extensions=list(MARKDOWN_EXTENSIONS))
    html = converter.convert(stashed)
    toc = tuple(
        (entry["id"], entry["name"])
        for top in getattr(converter, "toc_tokens", [])
        for entry in ([top] if top["level"] == 2 else top["children"])
        if entry["level"] == 2
    )
    parts: list[str | Shortcode] = []
    position = 0
    for match in _TOKEN_IN_HTML.finditer(html):
        code = shortcodes[int(match.group(2))]
        alone = match.group(1) is not None and match.group(3) is not None
        if code.kind in BLOCK_SHORTCODES:
            if not alone:
                raise ContentError(
                    f"[[{code.kind} {code.target}]] debe ir solo en su propia línea, "
                    "separado por líneas en blanco",
                    path,
                )
            parts.append(html[position : match.start()])
            parts.append(code)
        else:
            parts.append(html[position : match.start()] + (match.group(1) or ""))
            parts.append(code)
            parts.append(match.group(3) or "")
        position = match.end()
    parts.append(html[position:])
    return tuple(p for p in parts if p != ""), toc


def check_lessons(
    lessons: tuple[Lesson, ...],
    examples: Mapping[str, Example],
    sources: Mapping[str, Source],
    figures: Mapping[str, Scalar],
) -> None:
    """Every shortcode and related slug must name something that exists."""
    slugs = {lesson.slug for lesson in lessons}
    for lesson in lessons:
        for slug in lesson.related:
            if slug not in slugs:
                raise ContentError(f"no hay ninguna lección «{slug}»", lesson.path, "related")
        for code in lesson.shortcodes:
            known: Mapping[str, object] = {
                "ejemplo": examples,
                "cifra": figures,
                "fuente": sources,
            }[code.kind]
            if code.target not in known:
                what = {"ejemplo": "ese ejemplo", "cifra": "esa cifra", "fuente": "esa fuente"}
                raise ContentError(
                    f"[[{code.kind} {code.target}]]: no existe {what[code.kind]}", lesson.path
                )


def _load_yaml(path: Path) -> Any:
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise ContentError(f"YAML no válido ({error})", path) from None
    except UnicodeDecodeError:
        raise ContentError("el archivo debe estar en UTF-8", path) from None


def _text(data: Mapping[str, Any], key: str, path: Path, within: str | None = None) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ContentError("debe ser un texto no vacío", path, f"{within}.{key}" if within else key)
    return value.strip()
