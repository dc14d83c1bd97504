"""Practice sets: which levels, how many showdowns per level, the seed and the variant.

A set is what the strip shows and what an instructor hands out. It has a short code
(``h1234-5-42``: variant letter, levels, showdowns per level, seed) used in paths and as
the localStorage key, and a query string for people (``?semilla=42&niveles=1-4``).

A set built for a learner's mistakes («Practica tus errores») names each mistake made
and the level where it was made: a few showdowns of each (``por_error``, 2 by default),
each tempting it at that level (:mod:`.targeted`). Its code ends in each mistake's
letter and level (``h124-2-42-m1k2a4``), its query in their codes, with the level when
it is not the mistake's own (``errores=board_plays_wrongly:1,missed_kicker,allin_takes_all``).
Codes of the earlier sets for mistakes (``h24-5-42-ka``: the letters alone, each level's
showdowns practising its mistakes in turn) still open the same showdowns.

>>> s = PracticeSet.from_query({"semilla": "42", "niveles": "1,2", "por_nivel": "3"})
>>> s.code, s.query()
('h12-3-42', 'semilla=42&niveles=1-2&por_nivel=3')
>>> PracticeSet.from_code(s.code) == s, len(s.slots())
(True, 6)
>>> [slot.id for slot in s.slots()[2:4]]
['n1-42-2', 'n2-42-0']
>>> t = PracticeSet.from_query({"semilla": "42", "errores": "allin_takes_all,missed_kicker"})
>>> t.code, t.levels, t.query(), len(t.slots())
('h24-2-42-k2a4', (2, 4), 'semilla=42&errores=missed_kicker,allin_takes_all', 4)
>>> PracticeSet.from_code(t.code) == t, t.slots()[2].id, t.mistake_at(t.slots()[2])
(True, 'n4-42-0-a', 'allin_takes_all')
>>> u = PracticeSet.from_query({"semilla": "7", "errores": "board_plays_wrongly:1,missed_kicker"})
>>> u.code, [slot.id for slot in u.slots()]
('h12-2-7-k2m1', ['n1-7-0-m1', 'n1-7-1-m1', 'n2-7-0-k', 'n2-7-1-k'])
>>> old = PracticeSet.from_code("h24-5-42-ka")
>>> old.slots()[5].id, old.mistake_at(old.slots()[5]), old.query()
('n4-42-0-a', 'allin_takes_all', 'serie=h24-5-42-ka')
>>> PracticeSet.from_query({"niveles": "1-5"})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: niveles: los niveles van del 1 al 4 (por ejemplo «1-4» o «1,3»)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlencode

from ..engine.deck import MAX_SEED, check_seed
from ..engine.errors import PokerError, shorten
from ..engine.hands import Variant
from ..engine.numbers import ascii_number
from . import levels
from .showdowns import Showdown, check_variant, showdown_at
from .targeted import BY_LETTER, TRAPS, check_missed, targeted_showdown

DEFAULT_SEED = 2026
DEFAULT_PER_LEVEL = 5
DEFAULT_PER_MISTAKE = 2  # «Practica tus errores»: showdowns per mistake made
MAX_PER_MISTAKE = 5
NEW_SEED_BELOW = 1_000_000  # a fresh seed is short enough to read aloud or write on a board
MAX_PER_LEVEL = levels.MAX_COUNT
_LETTERS = {Variant.HOLDEM: "h", Variant.OMAHA: "o", Variant.SHORTDECK: "s"}
_BY_LETTER = {letter: variant for variant, letter in _LETTERS.items()}
_CODE = re.compile(
    r"([hos])([1-4]{1,4})-([0-9]{1,2})-([0-9]{1,19})(?:-([a-z]{1,11}|(?:[a-z][1-4]){1,44}))?"
)
QUERY_FIELDS = ("semilla", "niveles", "por_nivel", "variante", "errores", "por_error", "serie")
MISTAKE_ORDER = tuple(TRAPS)  # the order of mistakes in codes and queries
LEVEL_TITLES = {
    1: "¿Qué mano es más alta?",
    2: "Misma combinación: decide el kicker",
    3: "Manos iguales y jugar la mesa",
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
    mistakes: tuple[str, ...] = ()  # an earlier set for these mistakes (at their levels)
    # «Practica tus errores»: each mistake made and its level; ``per_level`` showdowns each
    missed: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        if self.mistakes:
            _check_mistakes(self.mistakes, self.levels)
        if self.missed:
            _check_missed(self.missed, self.levels, self.mistakes)
            if not 1 <= self.per_level <= MAX_PER_MISTAKE:
                raise PokerError(
                    f"el número de manos por error debe estar entre 1 y {MAX_PER_MISTAKE}",
                    field="por_error",
                )
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
        letters = "".join(TRAPS[mistake].letter for mistake in self.mistakes)
        letters += "".join(f"{TRAPS[m].letter}{level}" for m, level in self.missed)
        end = f"-{letters}" if letters else ""
        return f"{_LETTERS[self.variant]}{digits}-{self.per_level}-{self.seed}{end}"

    def query(self) -> str:
        """Query string for ``/practica/?…``; defaults are left out, except the seed."""
        if self.mistakes:
            return set_query([("serie", self.code)])
        parts: list[tuple[str, object]] = [("semilla", self.seed)]
        if self.missed:
            parts.append(("errores", ",".join(_missed_text(m, level) for m, level in self.missed)))
            if self.per_level != DEFAULT_PER_MISTAKE:
                parts.append(("por_error", self.per_level))
        elif self.levels != levels.LEVELS:
            parts.append(("niveles", _levels_text(self.levels)))
        if self.per_level != DEFAULT_PER_LEVEL and not self.missed:
            parts.append(("por_nivel", self.per_level))
        if self.variant is not Variant.HOLDEM:
            parts.append(("variante", self.variant.value))
        return set_query(parts)

    @property
    def levels_text(self) -> str:
        return _levels_text(self.levels)

    @property
    def levels_said(self) -> str:
        return levels_said(self.levels)

    # Contents ----------------------------------------------------------------------

    def count(self, level: int) -> int:
        """How many showdowns ``level`` has (in a set for mistakes made, ``per_level``
        for each mistake made at that level)."""
        if self.missed:
            return self.per_level * sum(1 for _, at in self.missed if at == level)
        return self.per_level

    def slots(self) -> list[Slot]:
        """Every slot of the strip, level by level, without dealing anything."""
        return [
            Slot(level, index, self._slot_id(level, index))
            for level in self.levels
            for index in range(self.count(level))
        ]

    def _letter(self, level: int, index: int) -> str:
        mistake = self._mistake(level, index)
        if mistake is None:
            return ""
        trap = TRAPS[mistake]
        return f"-{trap.letter}" if level == trap.level else f"-{trap.letter}{level}"

    def _mistake(self, level: int, index: int) -> str | None:
        """The mistake showdown ``index`` of ``level`` practises: the set's mistakes of
        that level in turn (None for a set not built for mistakes)."""
        here = [mistake for mistake in self.mistakes if TRAPS[mistake].level == level]
        here += [mistake for mistake, at in self.missed if at == level]
        return here[index % len(here)] if here else None

    def mistake_at(self, slot: Slot) -> str | None:
        return self._mistake(slot.level, slot.index)

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
        if not 0 <= index < self.count(level):
            count = self.count(level)
            raise PokerError(
                f"esta serie tiene {count} {'mano' if count == 1 else 'manos'} en el nivel {level}"
                if self.missed
                else f"esta serie tiene {self.per_level} manos por nivel",
                field="mano",
            )
        return Slot(level, index, self._slot_id(level, index))

    def next_slot(self, slot: Slot) -> Slot | None:
        """The slot after ``slot`` in the strip (the next level's first after a level's
        last), or None after the last one."""
        if slot.index + 1 < self.count(slot.level):
            return self.slot(slot.level, slot.index + 1)
        place = self.levels.index(slot.level) + 1
        return self.slot(self.levels[place], 0) if place < len(self.levels) else None

    def _slot_id(self, level: int, index: int) -> str:
        suffix = "" if self.variant is Variant.HOLDEM else f"-{self.variant.value}"
        return f"n{level}-{self.seed}-{index}{suffix}{self._letter(level, index)}"

    def showdown(self, level: int, index: int) -> Showdown:
        """Showdown ``index`` of ``level``; PokerError if the set does not hold it."""
        self.slot(level, index)
        mistake = self._mistake(level, index)
        if mistake is not None:
            return targeted_showdown(mistake, self.seed, index, self.variant.value, level)
        return showdown_at(level, self.seed, index, self.variant.value)

    def showdowns(self) -> list[Showdown]:
        return [self.showdown(slot.level, slot.index) for slot in self.slots()]

    # Parsing -----------------------------------------------------------------------

    @classmethod
    def from_code(cls, code: str) -> PracticeSet:
        match = _CODE.fullmatch(code)
        if match is None:
            raise PokerError(f"«{shorten(code)}» no es un código de serie", field="serie")
        letter, digits, per_level, seed, letters = match.groups()
        chosen = tuple(int(d) for d in digits)
        variant, number = _BY_LETTER[letter], _number(seed, "serie")
        if letters and letters[-1].isdigit():
            missed = _missed_of_code(letters)
            return cls(chosen, int(per_level), number, variant, missed=missed)
        mistakes = _mistakes_of_letters(letters or "")
        return cls(chosen, int(per_level), number, variant, mistakes)

    @classmethod
    def from_query(cls, args: Mapping[str, str]) -> PracticeSet:
        """From ``semilla``, ``niveles``, ``por_nivel``, ``variante``, ``errores`` and
        ``por_error`` (all optional; with ``errores`` the levels are those of the mistakes),
        or from ``serie`` (a set's code) alone."""
        if args.get("serie"):
            return cls.from_code(args["serie"].strip())
        chosen: tuple[int, ...] = levels.LEVELS
        missed: tuple[tuple[str, int], ...] = ()
        if args.get("errores"):
            missed = parse_missed(args["errores"])
            chosen = tuple(sorted({level for _, level in missed}))
            if args.get("niveles") and parse_levels(args["niveles"]) != chosen:
                raise PokerError(
                    f"con «errores» los niveles son los de esos errores ({levels_said(chosen)})",
                    field="niveles",
                )
        elif args.get("niveles"):
            chosen = parse_levels(args["niveles"])
        per_level = DEFAULT_PER_MISTAKE if missed else DEFAULT_PER_LEVEL
        if args.get("por_nivel") and not missed:
            per_level = _number(args["por_nivel"], "por_nivel", MAX_PER_LEVEL, low=1)
        if args.get("por_error") and missed:
            per_level = _number(args["por_error"], "por_error", MAX_PER_MISTAKE, low=1)
        seed = DEFAULT_SEED
        if args.get("semilla"):
            seed = _number(args["semilla"], "semilla", MAX_SEED)
        variant = Variant.HOLDEM
        if args.get("variante"):
            variant = _variant(args["variante"])
        if variant is not Variant.HOLDEM and not args.get("niveles") and not missed:
            chosen = tuple(level for level in chosen if level != 4)  # level 4: hold'em only
        return cls(chosen, per_level, seed, variant, missed=missed)


def parse_levels(text: str) -> tuple[int, ...]:
    """``"1-4"``, ``"1,3"`` or ``"2"`` → sorted levels; PokerError on anything else."""
    bad = PokerError("los niveles van del 1 al 4 (por ejemplo «1-4» o «1,3»)", field="niveles")
    text = text.strip()
    if len(text) > 20:
        raise bad
    found: set[int] = set()
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        first = ascii_number(low.strip(), 2)
        last = ascii_number(high.strip(), 2) if dash else first
        if first is None or last is None or not 1 <= first <= last <= 4:
            raise bad
        found.update(range(first, last + 1))
    return tuple(sorted(found))


def parse_mistakes(text: str) -> tuple[str, ...]:
    """``"allin_takes_all,missed_kicker"`` → the mistakes in their set order; PokerError
    naming ``errores`` on anything else.

    >>> parse_mistakes(" allin_takes_all, missed_kicker ")
    ('missed_kicker', 'allin_takes_all')
    """
    if len(text) > 400:
        raise PokerError("la lista de errores es demasiado larga", field="errores")
    found = set()
    for part in text.split(","):
        code = part.strip()
        if code not in TRAPS:
            offered = ", ".join(MISTAKE_ORDER)
            raise PokerError(
                f"«{shorten(code)}» no es un error con nombre (usa: {offered})", field="errores"
            )
        found.add(code)
    return tuple(mistake for mistake in MISTAKE_ORDER if mistake in found)


def parse_missed(text: str) -> tuple[tuple[str, int], ...]:
    """``"missed_kicker,board_plays_wrongly:1"`` → each mistake made and its level (the
    mistake's own level when not given), in set order; PokerError naming ``errores``.

    >>> parse_missed(" board_plays_wrongly:1 , missed_kicker, board_plays_wrongly ")
    (('missed_kicker', 2), ('board_plays_wrongly', 1), ('board_plays_wrongly', 3))
    """
    if len(text) > 400:
        raise PokerError("la lista de errores es demasiado larga", field="errores")
    found: set[tuple[str, int]] = set()
    for part in text.split(","):
        code, colon, level = part.strip().partition(":")
        if code not in TRAPS:
            offered = ", ".join(MISTAKE_ORDER)
            raise PokerError(
                f"«{shorten(code)}» no es un error con nombre (usa: {offered})", field="errores"
            )
        at = TRAPS[code].level
        if colon:
            if level.strip() not in ("1", "2", "3", "4"):
                raise PokerError(
                    f"«{shorten(part.strip())}»: el nivel va del 1 al 4", field="errores"
                )
            at = int(level)
        check_missed(code, at)
        found.add((code, at))
    return _missed_order(found)


def _missed_order(found: set[tuple[str, int]]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(found, key=lambda pair: (MISTAKE_ORDER.index(pair[0]), pair[1])))


def set_query(fields: Sequence[tuple[str, object]]) -> str:
    """The query of a set's link (a practice set, a workshop set, a class set): each field
    and its value, in order, through ``urlencode``; ``:`` and ``,`` are left as they are,
    so the steps read as typed.

    >>> set_query([("semilla", 42), ("ejercicios", "cinco:1-2,botes:3")])
    'semilla=42&ejercicios=cinco:1-2,botes:3'
    """
    return urlencode([(name, str(value)) for name, value in fields], safe=":,")


def _missed_text(mistake: str, level: int) -> str:
    return mistake if level == TRAPS[mistake].level else f"{mistake}:{level}"


def _missed_of_code(letters: str) -> tuple[tuple[str, int], ...]:
    pairs = []
    for at in range(0, len(letters), 2):
        letter, level = letters[at], int(letters[at + 1])
        if letter not in BY_LETTER:
            raise PokerError(f"«{letter}» no es la letra de ningún error", field="serie")
        pairs.append((BY_LETTER[letter].mistake, level))
    return tuple(pairs)


def _check_missed(
    missed: tuple[tuple[str, int], ...], chosen: tuple[int, ...], mistakes: tuple[str, ...]
) -> None:
    if mistakes:
        raise PokerError("una serie nombra sus errores de una sola forma", field="errores")
    for mistake, level in missed:
        check_missed(mistake, level)
    if list(missed) != list(_missed_order(set(missed))):
        raise PokerError("los errores deben ir en orden y sin repetir", field="errores")
    levels_of = tuple(sorted({level for _, level in missed}))
    if chosen != levels_of:
        raise PokerError(
            f"los niveles deben ser los de los errores ({levels_said(levels_of)})",
            field="niveles",
        )


def mistake_levels(mistakes: tuple[str, ...]) -> tuple[int, ...]:
    """The levels where ``mistakes`` are practised, in order."""
    return tuple(sorted({TRAPS[mistake].level for mistake in mistakes}))


def _mistakes_of_letters(letters: str) -> tuple[str, ...]:
    mistakes = []
    for letter in letters:
        if letter not in BY_LETTER:
            raise PokerError(f"«{letter}» no es la letra de ningún error", field="serie")
        mistakes.append(BY_LETTER[letter].mistake)
    return tuple(mistakes)


def _check_mistakes(mistakes: tuple[str, ...], chosen: tuple[int, ...]) -> None:
    if any(mistake not in TRAPS for mistake in mistakes):
        raise PokerError("algún error no tiene nombre", field="errores")
    if list(mistakes) != [m for m in MISTAKE_ORDER if m in mistakes]:
        raise PokerError("los errores deben ir en orden y sin repetir", field="errores")
    if chosen != mistake_levels(mistakes):
        raise PokerError(
            f"los niveles deben ser los de los errores ({levels_said(mistake_levels(mistakes))})",
            field="niveles",
        )


def _levels_text(chosen: tuple[int, ...]) -> str:
    """The levels as a query or a code writes them: «1-4», «1,3»."""
    if len(chosen) > 1 and chosen == tuple(range(chosen[0], chosen[-1] + 1)):
        return f"{chosen[0]}-{chosen[-1]}"
    return ",".join(str(level) for level in chosen)


def levels_said(chosen: tuple[int, ...]) -> str:
    """The levels as a sentence says them: a range with an en dash, «1–4», or «1, 3»."""
    return _levels_text(chosen).replace("-", "\u2013").replace(",", ", ")


def _number(text: str, field: str, high: int = MAX_SEED, low: int = 0) -> int:
    text = text.strip()
    value = ascii_number(text)
    if value is None or not low <= value <= high:
        raise PokerError(f"«{shorten(text)}» no es un número entre {low} y {high}", field=field)
    return value


def _variant(text: str) -> Variant:
    try:
        return Variant(text.strip().lower())
    except ValueError:
        offered = ", ".join(v.value for v in levels.VARIANTS)
        raise PokerError(
            f"«{shorten(text)}» no es una variante de la práctica (usa una de: {offered})",
            field="variante",
        ) from None
