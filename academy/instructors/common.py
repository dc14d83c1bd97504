"""What every writer of a practice set shares: the learners' link, the numbering of the
showdowns level by level, and the names of a question and of its LMS category.

>>> from academy.practice import PracticeSet
>>> s = PracticeSet((2, 4), 2, 42)
>>> learners_link(s), [(level, [n for n, _ in numbered]) for level, numbered in by_level(s)]
('/practica/?semilla=42&niveles=2,4&por_nivel=2', [(2, [1, 2]), (4, [3, 4])])
>>> category_path(s, 4)
'$course$/top/Academia de Póker/h24-2-42/Nivel 4'
"""

from __future__ import annotations

from collections.abc import Iterator

from ..practice import PracticeSet, Showdown

PRACTICE_PATH = "/practica/"
LMS_TOP = "$course$/top/Academia de Póker"  # Moodle's question bank: the course's top


def learners_link(practice_set: PracticeSet, base: str = "") -> str:
    """The link that opens exactly this set in the practice strip."""
    return f"{base.rstrip('/')}{PRACTICE_PATH}?{practice_set.query()}"


def by_level(practice_set: PracticeSet) -> Iterator[tuple[int, list[tuple[int, Showdown]]]]:
    """Each level of the set with its showdowns, numbered from 1 across the whole set."""
    number = 0
    for level in practice_set.levels:
        numbered = []
        for index in range(practice_set.per_level):
            number += 1
            numbered.append((number, practice_set.showdown(level, index)))
        yield level, numbered


def numbered(practice_set: PracticeSet) -> list[tuple[int, Showdown]]:
    """Every showdown of the set with its number, in order."""
    return [pair for _, pairs in by_level(practice_set) for pair in pairs]


def question_name(practice_set: PracticeSet, showdown: Showdown, number: int) -> str:
    """``h1234-5-42 · mano 3 (nivel 1)``: an LMS question's name."""
    return f"{practice_set.code} · mano {number} (nivel {showdown.level})"


def category_path(practice_set: PracticeSet, level: int) -> str:
    """The LMS category of a level's questions."""
    return f"{LMS_TOP}/{practice_set.code}/Nivel {level}"
