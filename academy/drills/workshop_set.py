"""The workshop's part of a set: which drill steps, how many items per step, the seed and
the variant. What an instructor hands out and the learners' workshop opens.

A selection of steps is written for people as ``cinco:1,botes:2-3`` (a drill alone means
its three steps); in a code each drill is a letter followed by its steps
(``c`` cinco, ``b`` botes, ``l`` limites): ``c1b23``. A set's code is the variant letter,
the steps, the items per step and the seed: ``hc1b23-5-42``; its learners' link is
``/practica/taller/?semilla=42&ejercicios=cinco:1,botes:2-3&por_paso=5`` (the seed always,
the other values when they are not the default).

>>> s = DrillSet.from_query({"semilla": "42", "ejercicios": "botes:3,cinco:1-2"})
>>> s.code, s.query()
('hc12b3-5-42', 'semilla=42&ejercicios=cinco:1-2,botes:3')
>>> DrillSet.from_code(s.code) == s, [item.id for item in s.items()][:2]
(True, ['cinco1-42-0', 'cinco1-42-1'])
>>> parse_drills("cartas:1")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: ejercicios: «cartas» no es un ejercicio del taller (usa \
cinco, botes, limites, accion o sala, con sus pasos: «cinco:1,botes:2-3»)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..engine.deck import MAX_SEED, check_seed
from ..engine.errors import PokerError, shorten
from ..engine.hands import Variant
from ..engine.phrasing import join_names
from ..practice.sets import DEFAULT_SEED, _number, _variant, set_query  # the practice levels' own
from .catalog import DEFAULT_COUNT, MAX_COUNT, STEPS
from .items import DrillItem, check_variant, drill_at
from .registry import KINDS

DrillStep = tuple[str, int]  # (kind, step)
WORKSHOP_PATH = "/practica/taller/"
QUERY_FIELDS = ("semilla", "ejercicios", "por_paso", "variante")
FIELD = "ejercicios"
LETTERS = {code: kind.letter for code, kind in KINDS.items()}  # in a set's code
_BY_LETTER = {letter: kind for kind, letter in LETTERS.items()}
_VARIANT_LETTERS = {Variant.HOLDEM: "h", Variant.OMAHA: "o", Variant.SHORTDECK: "s"}
_BY_VARIANT_LETTER = {letter: variant for variant, letter in _VARIANT_LETTERS.items()}
_KIND_LETTERS = "".join(LETTERS.values())
STEPS_CODE = rf"(?:[{_KIND_LETTERS}][1-3]{{1,3}})+"
_CODE = re.compile(rf"([hos])({STEPS_CODE})-([0-9]{{1,2}})-([0-9]{{1,19}})")
_PART = re.compile(r"([a-z]+)(?::([1-3])(?:-([1-3]))?)?")
# Characters of a selection as written: every step of every drill, one by one, with room
# for more drills (fifteen steps written one by one take 150); a longer text is refused.
MAX_TEXT = 400
_HINT = f"{', '.join(list(KINDS)[:-1])} o {list(KINDS)[-1]}, con sus pasos: «cinco:1,botes:2-3»"


def _depends_on_variant(kind: str) -> bool:
    """Whether a drill offers other variants than hold'em."""
    return KINDS[kind].variants != (Variant.HOLDEM,)


def parse_drills(text: str) -> tuple[DrillStep, ...]:
    """``"cinco:1,botes:2-3"`` → the steps in catalog order; PokerError on anything else."""
    found: set[DrillStep] = set()
    if not text.strip():
        raise PokerError(f"elige al menos un paso del taller ({_HINT})", FIELD)
    if len(text) > MAX_TEXT:
        raise PokerError(
            f"el texto es demasiado largo: {len(text)} caracteres, como mucho {MAX_TEXT} "
            f"(usa {_HINT})",
            FIELD,
        )
    for part in text.split(","):
        part = part.strip().lower()
        match = _PART.fullmatch(part)
        if match is None:
            raise PokerError(f"«{shorten(part, 20)}» no se entiende (usa {_HINT})", FIELD)
        kind, low, high = match.groups()
        if kind not in KINDS:
            raise PokerError(f"«{shorten(kind, 20)}» no es un ejercicio del taller (usa {_HINT})",
                             FIELD)  # fmt: skip
        first = int(low) if low else STEPS[0]
        last = int(high) if high else (first if low else STEPS[-1])
        if last < first:
            raise PokerError(f"«{part}»: los pasos van de menor a mayor, como en 1-3", FIELD)
        found.update((kind, step) for step in range(first, last + 1))
    order = list(KINDS)
    return tuple(sorted(found, key=lambda pair: (order.index(pair[0]), pair[1])))


def drills_text(steps: tuple[DrillStep, ...]) -> str:
    """The steps for people: ``cinco:1-2,botes:3`` (a range when they follow each other)."""
    parts = []
    for kind in KINDS:
        mine = [step for k, step in steps if k == kind]
        if not mine:
            continue
        if len(mine) > 1 and mine == list(range(mine[0], mine[-1] + 1)):
            parts.append(f"{kind}:{mine[0]}-{mine[-1]}")
        else:
            parts.extend(f"{kind}:{step}" for step in mine)
    return ",".join(parts)


def drills_code(steps: tuple[DrillStep, ...]) -> str:
    """The steps in a code: ``c12b3``."""
    return "".join(
        LETTERS[kind] + "".join(str(step) for k, step in steps if k == kind)
        for kind in KINDS
        if any(k == kind for k, _ in steps)
    )


def parse_drills_code(text: str) -> tuple[DrillStep, ...]:
    """``"c12b3"`` → the steps; PokerError unless the code is in its one canonical form."""
    steps = tuple(
        (_BY_LETTER[letter], int(step))
        for letter, digits in re.findall(rf"([{_KIND_LETTERS}])([1-3]+)", text)
        for step in digits
    )
    if not re.fullmatch(STEPS_CODE, text) or drills_code(steps) != text:
        raise PokerError(f"«{shorten(text)}» no es un código de ejercicios", "serie")
    return steps


def check_steps(steps: tuple[DrillStep, ...], variant: Variant) -> None:
    """In order, without repeats, each a drill and step of the catalog; the variant is
    one each drill offers (a drill that does not depend on it takes any)."""
    if not steps:
        raise PokerError("elige al menos un paso del taller", FIELD)
    if parse_drills(drills_text(steps)) != steps:
        raise PokerError("los pasos del taller deben ir en orden y sin repetir", FIELD)
    for kind in dict.fromkeys(kind for kind, _ in steps):
        if not _depends_on_variant(kind):
            continue
        try:
            check_variant(variant.value, kind)
        except PokerError as error:
            raise PokerError(error.message, "variante") from None


def steps_words(drills: tuple[DrillStep, ...]) -> str:
    """``Elige las cinco (paso 1), Reparte los botes (pasos 2 y 3)``.

    >>> steps_words((("cinco", 1), ("botes", 1), ("botes", 2), ("botes", 3)))
    'Elige las cinco (paso 1), Reparte los botes (pasos 1, 2 y 3)'
    """
    parts = []
    for kind in dict.fromkeys(kind for kind, _ in drills):
        steps = [str(step) for k, step in drills if k == kind]
        which = f"paso {steps[0]}" if len(steps) == 1 else f"pasos {join_names(steps)}"
        parts.append(f"{KINDS[kind].catalog.title} ({which})")
    return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class DrillSet:
    steps: tuple[DrillStep, ...]
    per_step: int = DEFAULT_COUNT
    seed: int = DEFAULT_SEED
    variant: Variant = Variant.HOLDEM

    def __post_init__(self) -> None:
        check_steps(self.steps, self.variant)
        if not 1 <= self.per_step <= MAX_COUNT:
            raise PokerError(
                f"el número de ejercicios por paso debe estar entre 1 y {MAX_COUNT}", "por_paso"
            )
        check_seed(self.seed, field="semilla")

    @property
    def code(self) -> str:
        """``hc1b23-5-42``: variant letter, steps, items per step, seed."""
        letter = _VARIANT_LETTERS[self.variant]
        return f"{letter}{drills_code(self.steps)}-{self.per_step}-{self.seed}"

    @property
    def steps_text(self) -> str:
        return drills_text(self.steps)

    def query(self) -> str:
        """The query of the learners' workshop link (``WORKSHOP_PATH``)."""
        parts: list[tuple[str, object]] = [("semilla", self.seed), (FIELD, self.steps_text)]
        if self.per_step != DEFAULT_COUNT:
            parts.append(("por_paso", self.per_step))
        if self.variant is not Variant.HOLDEM:
            parts.append(("variante", self.variant.value))
        return set_query(parts)

    def item_variant(self, kind: str) -> str:
        """A drill that does not depend on the variant («Calcula el límite») deals hold'em."""
        return self.variant.value if _depends_on_variant(kind) else Variant.HOLDEM.value

    def item(self, kind: str, step: int, index: int) -> DrillItem:
        """Item ``index`` of a step of the set; PokerError if the set does not hold it."""
        if (kind, step) not in self.steps:
            raise PokerError("esta serie no tiene ese paso del taller", FIELD)
        if not 0 <= index < self.per_step:
            raise PokerError(f"esta serie tiene {self.per_step} ejercicios por paso", "ejercicio")
        return drill_at(kind, step, self.seed, index, self.item_variant(kind))

    def items(self) -> list[DrillItem]:
        """Every item, step by step (a page or a file deals them afresh)."""
        return [
            self.item(kind, step, index)
            for kind, step in self.steps
            for index in range(self.per_step)
        ]

    @classmethod
    def from_code(cls, code: str) -> DrillSet:
        match = _CODE.fullmatch(code)
        if match is None:
            raise PokerError(f"«{shorten(code)}» no es un código de serie del taller", "serie")
        letter, steps, per_step, seed = match.groups()
        found = cls(parse_drills_code(steps), int(per_step), _number(seed, "serie"),
                    _BY_VARIANT_LETTER[letter])  # fmt: skip
        if found.code != code:  # one code per set: no leading zeros
            raise PokerError(f"«{shorten(code)}» no es un código de serie del taller", "serie")
        return found

    @classmethod
    def from_query(cls, args: Mapping[str, str]) -> DrillSet:
        """From ``ejercicios`` (required), ``semilla``, ``por_paso`` and ``variante``."""
        steps = parse_drills(args.get(FIELD, "") or "")
        return cls(steps, *common_fields(args, "por_paso"))


def common_fields(args: Mapping[str, str], count_field: str) -> tuple[int, int, Variant]:
    """The count (``count_field``), the seed and the variant of a set's query, each with
    its default when absent."""
    count = DEFAULT_COUNT
    if args.get(count_field):
        count = _number(args[count_field], count_field, MAX_COUNT, low=1)
    seed = DEFAULT_SEED
    if args.get("semilla"):
        seed = _number(args["semilla"], "semilla", MAX_SEED)
    variant = _variant(args["variante"]) if args.get("variante") else Variant.HOLDEM
    return count, seed, variant
