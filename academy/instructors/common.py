"""What every writer of a class set shares: the site's address and the learners' links,
the numbering of the showdowns and drill items, and the names of a question and of its
LMS category.

>>> s = ClassSet((2, 4), (("botes", 1),), 2, 42)
>>> [url for _, url in class_links(s, check_base_url("https://poker.example/aula"))]
['https://poker.example/aula/practica/?semilla=42&niveles=2,4&por_nivel=2', \
'https://poker.example/aula/practica/taller/?semilla=42&ejercicios=botes:1&por_paso=2']
>>> [(level, [n for n, _ in numbered]) for level, numbered in by_level(s)]
[(2, [1, 2]), (4, [3, 4])]
>>> [(step, [n for n, _ in numbered]) for step, numbered in by_step(s)]
[(('botes', 1), [5, 6])]
>>> category_path(s, 4), drill_category_path(s, "botes", 1)
('$course$/top/Academia de Póker/h24b1-2-42/Nivel 4', \
'$course$/top/Academia de Póker/h24b1-2-42/Taller, Reparte los botes, paso 1')
>>> check_base_url("poker.example")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: base_url: «poker.example» no es la dirección de un \
sitio: escribe la dirección completa, con http:// o https://, como https://poker.example/
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..drills import KINDS, DrillItem
from ..drills.workshop_set import WORKSHOP_PATH, DrillSet, DrillStep
from ..engine.errors import PokerError, shorten
from ..practice import PracticeSet, Showdown
from .class_set import ClassSet

PRACTICE_PATH = "/practica/"
PLACEHOLDER_SITE = "https://academia.example/"  # a static build told no address prints it
LMS_TOP = "$course$/top/Academia de Póker"  # Moodle's question bank: the course's top
SEPARATORS = {";": "punto y coma", ",": "coma"}  # the CSV's; «;» is Spanish Excel's own
# How Moodle XML weighs its questions: every question the same (a Cloze item's blanks
# share its marks), or one mark per blank of a Cloze item and one per choice question.
WEIGHTS = {
    "pregunta": "cada pregunta vale lo mismo",
    "hueco": "un punto por hueco",
}
DEFAULT_WEIGHTS = "pregunta"
_URL_CHARS = re.compile(r"[!#$%&'()*+,\-./0-9:;=?@A-Z\[\]_a-z~\u00a1-\uffff]+")


def check_base_url(text: str) -> str:
    """The site's address for the learners' links: http or https, a host, no query; it
    ends with ``/``. PokerError (Spanish, field ``base_url``) for anything else."""
    bad = PokerError(
        f"«{shorten(text, 60)}» no es la dirección de un sitio: escribe la dirección "
        "completa, con http:// o https://, como https://poker.example/",
        "base_url",
    )
    if not _URL_CHARS.fullmatch(text) or len(text) > 200:
        raise bad
    parts = urlsplit(text)
    try:
        parts.port  # noqa: B018  a port out of range or not a number raises
    except ValueError:
        raise bad from None
    if parts.scheme not in ("http", "https") or not parts.hostname or "@" in parts.netloc:
        raise bad
    if parts.query or parts.fragment or "#" in text or "?" in text:
        raise bad
    return text if text.endswith("/") else text + "/"


def check_weights(text: str) -> str:
    """One of :data:`WEIGHTS`; PokerError (Spanish, field ``pesos``) for anything else."""
    if text not in WEIGHTS:
        offered = " o ".join(f"«{code}» ({words})" for code, words in WEIGHTS.items())
        raise PokerError(f"«{shorten(text, 20)}» no es una puntuación: usa {offered}", "pesos")
    return text


def learners_link(practice_set: PracticeSet, base: str) -> str:
    """The link that opens exactly these levels in the practice strip."""
    return f"{base.rstrip('/')}{PRACTICE_PATH}?{practice_set.query()}"


def workshop_link(drill_set: DrillSet, base: str) -> str:
    """The link that opens exactly these drill steps in the workshop."""
    return f"{base.rstrip('/')}{WORKSHOP_PATH}?{drill_set.query()}"


def class_links(class_set: ClassSet, base: str) -> list[tuple[str, str]]:
    """What learners open, as (what, link): the levels, then the workshop's steps."""
    links = []
    if class_set.practice is not None:
        links.append((f"Práctica, niveles {class_set.practice.levels_said}",
                      learners_link(class_set.practice, base)))  # fmt: skip
    if class_set.workshop is not None:
        links.append(("Taller del crupier", workshop_link(class_set.workshop, base)))
    return links


@dataclass(frozen=True, slots=True)
class Handout:
    """A class set as one file is written: the set, the site's address for its links
    (absolute: a link on paper must work), the CSV's separator and how Moodle XML weighs
    its questions (:data:`WEIGHTS`)."""

    class_set: ClassSet
    base_url: str
    separator: str = ";"
    weights: str = DEFAULT_WEIGHTS

    def __post_init__(self) -> None:
        check_base_url(self.base_url)
        if self.separator not in SEPARATORS:
            offered = " o ".join(f"«{s}» ({name})" for s, name in SEPARATORS.items())
            raise PokerError(f"el separador del CSV es {offered}", "separador")
        check_weights(self.weights)

    @property
    def links(self) -> list[tuple[str, str]]:
        return class_links(self.class_set, self.base_url)

    @property
    def practice_link(self) -> str | None:
        practice = self.class_set.practice
        return learners_link(practice, self.base_url) if practice else None

    @property
    def workshop_link(self) -> str | None:
        workshop = self.class_set.workshop
        return workshop_link(workshop, self.base_url) if workshop else None


def by_level(class_set: ClassSet) -> Iterator[tuple[int, list[tuple[int, Showdown]]]]:
    """Each level of the set with its showdowns, numbered from 1 across the whole set."""
    practice, number = class_set.practice, 0
    if practice is None:
        return
    for level in practice.levels:
        numbered = []
        for index in range(practice.per_level):
            number += 1
            numbered.append((number, practice.showdown(level, index)))
        yield level, numbered


def by_step(class_set: ClassSet) -> Iterator[tuple[DrillStep, list[tuple[int, DrillItem]]]]:
    """Each drill step with its items, numbered on after the levels' showdowns."""
    workshop = class_set.workshop
    if workshop is None:
        return
    number = len(class_set.levels) * class_set.per_level
    for kind, step in workshop.steps:
        numbered = []
        for index in range(workshop.per_step):
            number += 1
            numbered.append((number, workshop.item(kind, step, index)))
        yield (kind, step), numbered


def numbered(class_set: ClassSet) -> list[tuple[int, Showdown]]:
    """Every showdown of the set with its number, in order."""
    return [pair for _, pairs in by_level(class_set) for pair in pairs]


def numbered_items(class_set: ClassSet) -> list[tuple[int, DrillItem]]:
    """Every drill item of the set with its number, in order."""
    return [pair for _, pairs in by_step(class_set) for pair in pairs]


def step_title(kind: str, step: int) -> str:
    """``Reparte los botes, paso 2``."""
    return f"{KINDS[kind].catalog.title}, paso {step}"


def question_name(class_set: ClassSet, showdown: Showdown, number: int) -> str:
    """``h1234-5-42 · mano 3 (nivel 1)``: an LMS question's name."""
    return f"{class_set.code} · mano {number} (nivel {showdown.level})"


def drill_question_name(class_set: ClassSet, item: DrillItem, number: int) -> str:
    """``hb2-5-42 · ejercicio 3 (Reparte los botes, paso 2)``."""
    return f"{class_set.code} · ejercicio {number} ({step_title(item.kind, item.step)})"


def category_path(class_set: ClassSet, level: int) -> str:
    """The LMS category of a level's questions."""
    return f"{LMS_TOP}/{class_set.code}/Nivel {level}"


def drill_category_path(class_set: ClassSet, kind: str, step: int) -> str:
    """The LMS category of a drill step's questions."""
    return f"{LMS_TOP}/{class_set.code}/Taller, {step_title(kind, step)}"
