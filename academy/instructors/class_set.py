"""A class set: practice levels 1-4 and workshop drill steps, one count, seed and variant.

Its code joins the two parts' codes: the variant letter, the levels, the drill steps
(``c`` cinco, ``b`` botes, ``l`` limites, each with its steps), the count per level and
per step, and the seed: ``h12c1b23-5-42``. A set of levels alone keeps the practice's
code (``h1234-5-2026``). Its query is the practice's (``semilla``, ``niveles``,
``por_nivel``, ``variante``) plus ``ejercicios=cinco:1,botes:2-3``; with ``ejercicios``
and no ``niveles`` the set has no levels (with neither, it has the four).

Learners open each part by its own link: the levels at ``/practica/?…`` (the practice
strip), the drills at ``/practica/taller/?…`` (the workshop); see ``learners_links``.

>>> s = ClassSet.from_query({"semilla": "42", "niveles": "1,2", "ejercicios": "botes:2"})
>>> s.code, s.query()
('h12b2-5-42', 'semilla=42&niveles=1-2&ejercicios=botes:2')
>>> ClassSet.from_code(s.code) == s, ClassSet.from_code("h1234-5-2026") == ClassSet()
(True, True)
>>> s.practice.query(), s.workshop.query()
('semilla=42&niveles=1-2', 'semilla=42&ejercicios=botes:2')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..drills import DrillItem
from ..drills.workshop_set import (
    STEPS_CODE,
    DrillSet,
    DrillStep,
    common_fields,
    drills_code,
    drills_text,
    parse_drills,
    parse_drills_code,
)
from ..engine.errors import PokerError, shorten
from ..engine.hands import Variant
from ..practice import PracticeSet, parse_levels
from ..practice.levels import LEVELS
from ..practice.sets import DEFAULT_PER_LEVEL, DEFAULT_SEED, set_query

_LETTERS = {Variant.HOLDEM: "h", Variant.OMAHA: "o", Variant.SHORTDECK: "s"}
_BY_LETTER = {letter: variant for variant, letter in _LETTERS.items()}
_CODE = re.compile(rf"([hos])([1-4]{{0,4}})((?:{STEPS_CODE})?)-([0-9]{{1,2}})-([0-9]{{1,19}})")


@dataclass(frozen=True, slots=True)
class ClassSet:
    """Levels (may be none) and drill steps (may be none), but not neither."""

    levels: tuple[int, ...] = LEVELS
    drills: tuple[DrillStep, ...] = ()
    per_level: int = DEFAULT_PER_LEVEL
    seed: int = DEFAULT_SEED
    variant: Variant = Variant.HOLDEM

    def __post_init__(self) -> None:
        if not self.levels and not self.drills:
            raise PokerError("elige al menos un nivel o un paso del taller", field="niveles")
        _ = self.practice, self.workshop  # each part checks its own values

    @property
    def practice(self) -> PracticeSet | None:
        """The levels, as the practice strip opens them."""
        if not self.levels:
            return None
        return PracticeSet(self.levels, self.per_level, self.seed, self.variant)

    @property
    def workshop(self) -> DrillSet | None:
        """The drill steps, as the workshop opens them."""
        if not self.drills:
            return None
        try:
            return DrillSet(self.drills, self.per_level, self.seed, self.variant)
        except PokerError as error:  # the form's one count is «por_nivel»
            field = "por_nivel" if error.field == "por_paso" else error.field
            raise PokerError(error.message, field=field) from None

    # Names -------------------------------------------------------------------------

    @property
    def code(self) -> str:
        levels = "".join(str(level) for level in self.levels)
        parts = f"{levels}{drills_code(self.drills)}"
        return f"{_LETTERS[self.variant]}{parts}-{self.per_level}-{self.seed}"

    def query(self) -> str:
        """The instructors' query: the practice's, then ``ejercicios`` when there are drills."""
        if not self.drills:
            assert self.practice is not None
            return self.practice.query()
        parts: list[tuple[str, object]] = [("semilla", self.seed)]
        if self.practice is not None:
            parts.append(("niveles", self.practice.levels_text))
        parts.append(("ejercicios", drills_text(self.drills)))
        if self.per_level != DEFAULT_PER_LEVEL:
            parts.append(("por_nivel", self.per_level))
        if self.variant is not Variant.HOLDEM:
            parts.append(("variante", self.variant.value))
        return set_query(parts)

    @property
    def levels_text(self) -> str:
        return self.practice.levels_text if self.practice else ""

    @property
    def drills_text(self) -> str:
        return drills_text(self.drills)

    @property
    def size(self) -> int:
        """How many showdowns and drill items the set holds."""
        return (len(self.levels) + len(self.drills)) * self.per_level

    # Contents ----------------------------------------------------------------------

    def items(self) -> list[DrillItem]:
        return self.workshop.items() if self.workshop else []

    # Parsing -----------------------------------------------------------------------

    @classmethod
    def from_code(cls, code: str) -> ClassSet:
        match = _CODE.fullmatch(code)
        if match is None or not (match.group(2) or match.group(3)):
            raise PokerError(f"«{shorten(code)}» no es un código de serie", field="serie")
        letter, digits, steps, per_level, seed = match.groups()
        levels = tuple(int(d) for d in digits)
        drills = parse_drills_code(steps) if steps else ()
        found = cls(levels, drills, int(per_level), int(seed), _BY_LETTER[letter])
        if found.code != code:  # one code per set: no leading zeros, levels in order
            raise PokerError(f"«{shorten(code)}» no es un código de serie", field="serie")
        return found

    @classmethod
    def from_query(cls, args: Mapping[str, str]) -> ClassSet:
        """From ``semilla``, ``niveles``, ``ejercicios``, ``por_nivel`` and ``variante``."""
        drills = parse_drills(args["ejercicios"]) if args.get("ejercicios") else ()
        if args.get("niveles"):
            levels = parse_levels(args["niveles"])
        else:
            levels = () if drills else LEVELS
        return cls(levels, drills, *common_fields(args, "por_nivel"))

    @classmethod
    def of(cls, practice_set: PracticeSet) -> ClassSet:
        """The class set of the practice levels alone."""
        p = practice_set
        return cls(p.levels, (), p.per_level, p.seed, p.variant)
