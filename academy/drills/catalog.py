"""What a kind of drill declares about itself, as plain data: its :class:`Catalog` (the
Spanish title, the steps' titles, the named mistakes with the lesson section that
teaches each, the scenarios its items are tagged with), and the counts every kind shares.

Each kind's package holds its own catalog (``<kind>/catalog.py``); what two kinds share
(the pot mistakes, the limit mistakes) lives beside the shared code that checks it;
:mod:`.registry` gathers them. Codes are English identifiers (they travel in JSON); names
are Spanish, as learners and instructors read them.

>>> mistake = DrillMistake("sixth_card", "una sexta carta", (SHOWDOWN_LESSON, "las-cinco"))
>>> mistake.lesson_for(omaha=True)
('showdown-kickers', 'las-cinco')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine.errors import PokerError

STEPS = (1, 2, 3)
DEFAULT_COUNT = 5
MAX_COUNT = 50

# The lessons drill mistakes link to (a lesson's slug; a section is the id of its ##).
SHOWDOWN_LESSON = "showdown-kickers"
POTS_LESSON = "all-in-botes-laterales"
BETS_LESSON = "acciones-y-apuestas"
PLAY_LESSON = "como-se-juega"
OMAHA_SECTION = ("variantes", "omaha-exactamente-dos-y-tres")

Section = tuple[str, str]  # (lesson slug, id of its ## section)


@dataclass(frozen=True, slots=True)
class DrillMistake:
    """A named mistake: ``code`` in JSON, ``name`` in Spanish, ``lesson`` the section that
    teaches the rule it breaks; ``omaha``, ``short_deck``, ``no_limit``, ``fixed_limit``
    the section that teaches it better at such a table, where one does."""

    code: str
    name: str
    lesson: Section
    omaha: Section | None = None
    short_deck: Section | None = None
    no_limit: Section | None = None
    fixed_limit: Section | None = None

    def lesson_for(
        self,
        *,
        omaha: bool = False,
        short_deck: bool = False,
        no_limit: bool = False,
        fixed_limit: bool = False,
    ) -> Section:
        """The section that teaches this mistake at such a table."""
        place = self.lesson
        for applies, better in (
            (omaha, self.omaha),
            (short_deck, self.short_deck),
            (no_limit, self.no_limit),
            (fixed_limit, self.fixed_limit),
        ):
            if applies and better is not None:
                place = better
        return place  # fmt: skip


@dataclass(frozen=True, slots=True)
class Catalog:
    """What a kind declares about itself: its Spanish ``title``, each step's title, its
    named mistakes in the order a verdict names them (shared ones included), and the
    scenarios an item is tagged with (``scenarios`` in JSON: code → Spanish words)."""

    title: str
    steps: Mapping[int, str]
    mistakes: tuple[DrillMistake, ...]
    scenarios: Mapping[str, str] = field(default_factory=dict)

    @property
    def mistake_names(self) -> dict[str, str]:
        """Code → Spanish name, in the catalog's order."""
        return {m.code: m.name for m in self.mistakes}

    @property
    def order(self) -> tuple[str, ...]:
        """The mistakes' codes in the order a verdict names them."""
        return tuple(m.code for m in self.mistakes)


def whole_in(value: object, low: int, high: int, what: str, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PokerError(f"{what} debe ser un número entero", key)
    if not low <= value <= high:
        raise PokerError(f"{what} debe estar entre {low} y {high}", key)
    return value


def check_count(count: object) -> int:
    return whole_in(count, 1, MAX_COUNT, "el número de ejercicios", "count")


def check_index(index: object) -> int:
    return whole_in(index, 0, MAX_COUNT - 1, "el número del ejercicio", "index")
