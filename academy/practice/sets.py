"""Practice sets: which levels, how many showdowns per level, the seed and the variant.

A set is what the strip shows and what an instructor hands out. It has a short code
(``h1234-5-42``: variant letter, levels, showdowns per level, seed) used in paths and as
the localStorage key, and a query string for people (``?semilla=42&niveles=1-4``).

>>> s = PracticeSet.from_query({"semilla": "42", "niveles": "1,2", "por_nivel": "3"})
>>> s.code, s.query()
('h12-3-42', 'semilla=42&niveles=1-2&por_nivel=3')
>>> PracticeSet.from_code(s.code) == s, len(s.slots())
(True, 6)
>>> [slot.id for slot in s.slots()[2:4]]
['n1-42-2', 'n2-42-0']
>>> PracticeSet.from_query({"niveles": "1-5"})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: niveles: los niveles van del 1 al 4 (por ejemplo «1-4» o «1,3»)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..engine.deck import MAX_SEED, check_seed
from ..engine.errors import PokerError, shorten
from ..engine.hands import Variant
from . import levels
from .showdowns import Showdown, check_variant, showdown_at

DEFAULT_SEED = 2026
DEFAULT_PER_LEVEL = 5
NEW_SEED_BELOW = 1_000_000  # a fresh seed is short enough to read aloud or write on a board
MAX_PER_LEVEL = levels.MAX_COUNT
_LETTERS = {Variant.HOLDEM: "h", Variant.OMAHA: "o", Variant.SHORTDECK: "s"}
_BY_LETTER = {letter: variant for variant, letter in _LETTERS.items()}
_CODE = re.compile(r"([hos])([1-4]{1,4})-([0-9]{1,2})-([0-9]{1,19})")
_NUMBER = re.compile(r"[0-9]{1,19}")
QUERY_FIELDS = ("semilla", "niveles", "por_nivel", "variante")
LEVEL_TITLES = {
    1: "¿Qué mano es más alta?",
    2: "Misma combinación: decide el kicker",
    3: "Manos iguales y la mesa que juega",
    4: "All-in, bote principal y bote lateral",
}


@dataclass(frozen=True, slots=True)
class Slot:
    """One place of the strip: showdown ``index`` of ``level`` in the set."""

    level: int
    index: int
    id: str


@dataclass(frozen=True, slots=True)
class PracticeSet:
    levels: tuple[int, ...] = levels.LEVELS
    per_level: int = DEFAULT_PER_LEVEL
    seed: int = DEFAULT_SEED
    variant: Variant = Variant.HOLDEM

    def __post_init__(self) -> None:
        if not self.levels or list(self.levels) != sorted(set(self.levels)):
            raise PokerError("los niveles deben ir en orden y sin repetir", field="niveles")
        if any(level not in levels.LEVELS for level in self.levels):
            raise PokerError("los niveles van del 1 al 4", field="niveles")
        if not 1 <= self.per_level <= MAX_PER_LEVEL:
            raise PokerError(
                f"el número de manos por nivel debe estar entre 1 y {MAX_PER_LEVEL}",
                field="por_nivel",
            )
        check_seed(self.seed, field="semilla")
        for level in self.levels:
            try:
                check_variant(self.variant.value, level)
            except PokerError as error:
                raise PokerError(error.message, field="variante") from None

    # Names -------------------------------------------------------------------------

    @property
    def code(self) -> str:
        """Short code: variant letter, levels, per level and seed (``h1234-5-42``)."""
        digits = "".join(str(level) for level in self.levels)
        return f"{_LETTERS[self.variant]}{digits}-{self.per_level}-{self.seed}"

    def query(self) -> str:
        """Query string for ``/practica/?…``; defaults are left out, except the seed."""
        parts = [f"semilla={self.seed}"]
        if self.levels != levels.LEVELS:
            parts.append(f"niveles={_levels_text(self.levels)}")
        if self.per_level != DEFAULT_PER_LEVEL:
            parts.append(f"por_nivel={self.per_level}")
        if self.variant is not Variant.HOLDEM:
            parts.append(f"variante={self.variant.value}")
        return "&".join(parts)

    @property
    def levels_text(self) -> str:
        return _levels_text(self.levels)

    # Contents ----------------------------------------------------------------------

    def slots(self) -> list[Slot]:
        """Every slot of the strip, level by level, without dealing anything."""
        suffix = "" if self.variant is Variant.HOLDEM else f"-{self.variant.value}"
        return [
            Slot(level, index, f"n{level}-{self.seed}-{index}{suffix}")
            for level in self.levels
            for index in range(self.per_level)
        ]

    def slot(self, level: int, index: int) -> Slot:
        """Slot ``index`` of ``level``; PokerError if the set does not hold it.

        >>> PracticeSet(per_level=2).slot(4, 1).id
        'n4-2026-1'
        >>> PracticeSet(per_level=2).slot(4, 2)
        Traceback (most recent call last):
        ...
        academy.engine.errors.PokerError: mano: esta serie tiene 2 manos por nivel
        """
        if level not in self.levels:
            raise PokerError(f"esta serie no tiene el nivel {level}", field="nivel")
        if not 0 <= index < self.per_level:
            raise PokerError(f"esta serie tiene {self.per_level} manos por nivel", field="mano")
        return self.slots()[self.levels.index(level) * self.per_level + index]

    def next_slot(self, slot: Slot) -> Slot | None:
        """The slot after ``slot`` in the strip (the next level's first after a level's
        last), or None after the last one."""
        slots = self.slots()
        place = slots.index(slot) + 1
        return slots[place] if place < len(slots) else None

    def showdown(self, level: int, index: int) -> Showdown:
        """Showdown ``index`` of ``level``; PokerError if the set does not hold it."""
        self.slot(level, index)
        return showdown_at(level, self.seed, index, self.variant.value)

    def showdowns(self) -> list[Showdown]:
        return [self.showdown(slot.level, slot.index) for slot in self.slots()]

    # Parsing -----------------------------------------------------------------------

    @classmethod
    def from_code(cls, code: str) -> PracticeSet:
        match = _CODE.fullmatch(code)
        if match is None:
            raise PokerError(f"«{shorten(code)}» no es un código de serie", field="serie")
        letter, digits, per_level, seed = match.groups()
        chosen = tuple(int(d) for d in digits)
        return cls(chosen, int(per_level), _number(seed, "serie"), _BY_LETTER[letter])

    @classmethod
    def from_query(cls, args: Mapping[str, str]) -> PracticeSet:
        """From ``semilla``, ``niveles``, ``por_nivel`` and ``variante`` (all optional)."""
        chosen: tuple[int, ...] = levels.LEVELS
        if args.get("niveles"):
            chosen = parse_levels(args["niveles"])
        per_level = DEFAULT_PER_LEVEL
        if args.get("por_nivel"):
            per_level = _number(args["por_nivel"], "por_nivel", MAX_PER_LEVEL, low=1)
        seed = DEFAULT_SEED
        if args.get("semilla"):
            seed = _number(args["semilla"], "semilla", MAX_SEED)
        variant = Variant.HOLDEM
        if args.get("variante"):
            variant = _variant(args["variante"])
        return cls(chosen, per_level, seed, variant)


def parse_levels(text: str) -> tuple[int, ...]:
    """``"1-4"``, ``"1,3"`` or ``"2"`` → sorted levels; PokerError on anything else."""
    bad = PokerError("los niveles van del 1 al 4 (por ejemplo «1-4» o «1,3»)", field="niveles")
    text = text.strip()
    if len(text) > 20:
        raise bad
    found: set[int] = set()
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not (low.strip().isdigit() and (not dash or high.strip().isdigit())):
            raise bad
        first, last = int(low), int(high) if dash else int(low)
        if not (1 <= first <= last <= 4):
            raise bad
        found.update(range(first, last + 1))
    return tuple(sorted(found))


def _levels_text(chosen: tuple[int, ...]) -> str:
    if len(chosen) > 1 and chosen == tuple(range(chosen[0], chosen[-1] + 1)):
        return f"{chosen[0]}-{chosen[-1]}"
    return ",".join(str(level) for level in chosen)


def _number(text: str, field: str, high: int = MAX_SEED, low: int = 0) -> int:
    text = text.strip()
    if not _NUMBER.fullmatch(text) or not low <= int(text) <= high:
        raise PokerError(f"«{shorten(text)}» no es un número entre {low} y {high}", field=field)
    return int(text)


def _variant(text: str) -> Variant:
    try:
        return Variant(text.strip().lower())
    except ValueError:
        offered = ", ".join(v.value for v in levels.VARIANTS)
        raise PokerError(
            f"«{shorten(text)}» no es una variante de la práctica (usa una de: {offered})",
            field="variante",
        ) from None
