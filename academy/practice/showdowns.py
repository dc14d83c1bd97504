"""Practice showdowns: dealt, settled by the engine, asked and answered with options.

Showdown ``index`` of a set depends only on ``(level, seed, index, variant)``: it has a
seed of its own, so any one of them can be dealt again alone to check an answer.

>>> first = generate(2, 42, 3)[1]
>>> first == showdown_at(2, 42, 1) and first.id
'n2-42-1'
>>> sum(option.correct for option in first.options)
1
>>> generate(5, 42, 3)
Traceback (most recent call last):
...
academy.engine.errors.PokerError: level: el nivel debe estar entre 1 y 4
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import lru_cache

from ..engine.deck import MASK64, MAX_SEED, Rng, check_seed
from ..engine.errors import PokerError
from ..engine.hands import VARIANT_NAMES, Variant, parse_variant
from ..engine.settle import Settlement, parse_spec, settle
from . import levels
from .answers import Claim
from .claims import right_claim, wrong_claims
from .feedback import claim_text, correct_feedback, question
from .mistakes import MISTAKES, Table, explain
from .verdicts import summary

KEYS = "abcd"
_VARIANT_SALT = {Variant.HOLDEM: 1, Variant.OMAHA: 2, Variant.SHORTDECK: 3}


@dataclass(frozen=True, slots=True)
class Option:
    """One answer to choose. ``claim`` is what it says, for a page that draws the cards.

    Its ``feedback`` and ``summary`` are worded from ``table`` when read, not when the
    showdown is dealt: a question page shows neither, an answer page one option's."""

    key: str
    text: str
    correct: bool
    error: str | None
    claim: Claim
    table: Table = field(repr=False, compare=False)  # the settled table, level, right claim
    mistake: str | None = None  # the named mistake in plain Spanish

    @property
    def feedback(self) -> str:
        """The full explanation: for a wrong option, the mistake on this table and the
        right answer; for the right one, the dealer's whole accounting."""
        if self.correct:
            return correct_feedback(self.table.settlement)
        return explain(self.error or "", self.table)

    @property
    def summary(self) -> str:
        """The first line: right or wrong and why, at most 25 words."""
        table = self.table
        return summary(table.settlement, table.level, self.claim, table.right)

    def to_json(self) -> dict[str, object]:
        return {
            "key": self.key,
            "text": self.text,
            "correct": self.correct,
            "error": self.error,
            "feedback": self.feedback,
            "summary": self.summary,
            "mistake": self.mistake,
        }


@dataclass(frozen=True, slots=True)
class Showdown:
    """A practice showdown: the table (``spec``), its settlement, the question and options.

    ``case`` says which kind of table of its level it is (``levels.SPLIT`` …).
    """

    id: str
    level: int
    seed: int
    index: int
    variant: Variant
    case: str
    spec: dict[str, object]
    settlement: Settlement
    question: str
    options: tuple[Option, ...]

    @property
    def correct_option(self) -> Option:
        return next(option for option in self.options if option.correct)

    def option(self, key: object) -> Option:
        """The option with ``key``, or PokerError naming the field ``option``."""
        for option in self.options:
            if option.key == key:
                return option
        keys = ", ".join(option.key for option in self.options)
        raise PokerError(f"la opción «{key}» no existe (elige entre {keys})", field="option")

    def to_json(self) -> dict[str, object]:
        """The showdown object of ``academy practice --json`` (docs/contracts.md)."""
        return {
            "id": self.id,
            "level": self.level,
            "spec": copy.deepcopy(self.spec),
            "question": self.question,
            "options": [option.to_json() for option in self.options],
            "answer": self.settlement.to_json(),
        }


def showdown_seed(level: int, seed: int, index: int, variant: Variant) -> int:
    """The seed of showdown ``index`` of a set: the set's seed mixed with the level, the
    variant and the index (``Rng`` scrambles it again when seeded)."""
    word = Rng(seed).next64()
    salt = (level * 16 + _VARIANT_SALT[variant]) * 0x9E3779B97F4A7C15
    salt += index * 0xD1B54A32D192ED03
    return (word ^ salt) & MASK64 & MAX_SEED


def generate(level: int, seed: int, count: int, variant: str = "holdem") -> list[Showdown]:
    """``count`` showdowns of ``level`` for ``seed``; PokerError (Spanish) on bad input."""
    checked, seed, parsed = check_inputs(level, seed, variant)
    count = check_count(count)
    return [_showdown(checked, seed, index, parsed) for index in range(count)]


def showdown_at(level: int, seed: int, index: int, variant: str = "holdem") -> Showdown:
    """Showdown ``index`` of the set ``(level, seed, variant)``, dealt alone."""
    checked, seed, parsed = check_inputs(level, seed, variant)
    return _dealt_again(checked, seed, check_index(index), parsed)


def check_answer(level: int, seed: int, index: int, key: object, variant: str = "holdem") -> Option:
    """The chosen option of showdown ``index`` (``.correct``, ``.feedback``): nothing
    is stored, the showdown is dealt again from its seed."""
    return showdown_at(level, seed, index, variant).option(key)


def practice_json(level: int, seed: int, count: int, variant: str = "holdem") -> dict[str, object]:
    """``academy practice --json``: ``{"level", "seed", "showdowns": [...]}``."""
    showdowns = generate(level, seed, count, variant)
    return {"level": level, "seed": seed, "showdowns": [s.to_json() for s in showdowns]}


# Inputs ------------------------------------------------------------------------------


def _whole(value: object, low: int, high: int, what: str, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PokerError(f"{what} debe ser un número entero", field=field)
    if not low <= value <= high:
        raise PokerError(f"{what} debe estar entre {low} y {high}", field=field)
    return value


def check_level(level: object) -> int:
    return _whole(level, levels.LEVELS[0], levels.LEVELS[-1], "el nivel", "level")


def check_count(count: object) -> int:
    return _whole(count, 1, levels.MAX_COUNT, "el número de manos", "count")


def check_index(index: object) -> int:
    return _whole(index, 0, levels.MAX_COUNT - 1, "el número de la mano", "index")


def check_variant(variant: object, level: int) -> Variant:
    if not isinstance(variant, str):
        raise PokerError("la variante debe ser un texto, por ejemplo «holdem»", field="variant")
    parsed = parse_variant(variant)
    if parsed not in levels.VARIANTS:
        offered = ", ".join(v.value for v in levels.VARIANTS)
        raise PokerError(
            f"la práctica no ofrece {VARIANT_NAMES[parsed]} (usa una de: {offered})",
            field="variant",
        )
    if level == 4 and parsed is not Variant.HOLDEM:
        raise PokerError(
            "el nivel 4 (all-in y bote lateral) solo se practica en Texas Hold’em",
            field="variant",
        )
    return parsed


def check_inputs(level: object, seed: object, variant: object) -> tuple[int, int, Variant]:
    """Level, seed and variant checked in that order; PokerError names the bad field."""
    checked = check_level(level)
    return checked, check_seed(seed), check_variant(variant, checked)


def _showdown(level: int, seed: int, index: int, variant: Variant) -> Showdown:
    rng = Rng(showdown_seed(level, seed, index, variant))
    deal = levels.deal(level, rng, variant)
    settlement = settle(parse_spec(deal.spec))
    right = right_claim(settlement, level)
    wrong = wrong_claims(settlement, level, deal.case, rng)
    assert len(wrong) >= 2, "every level has at least two named mistakes to offer"
    claims = rng.shuffled([right, *wrong])
    options = tuple(
        Option(
            key=key,
            text=claim_text(claim, settlement, level),
            correct=claim is right,
            error=claim.error,
            claim=claim,
            table=Table(settlement, level, claim, right),
            mistake=MISTAKES[claim.error].name if claim.error else None,
        )
        for key, claim in zip(KEYS, claims, strict=False)
    )
    suffix = "" if variant is Variant.HOLDEM else f"-{variant.value}"
    return Showdown(
        id=f"n{level}-{seed}-{index}{suffix}",
        level=level,
        seed=seed,
        index=index,
        variant=variant,
        case=deal.case,
        spec=deal.spec,
        settlement=settlement,
        question=question(level, len(settlement.pots)),
        options=options,
    )


# A page deals the same showdown for its question and again for each answer: keep the
# latest ones (a Showdown is immutable). ``generate`` always deals afresh.
_dealt_again = lru_cache(maxsize=1024)(_showdown)
