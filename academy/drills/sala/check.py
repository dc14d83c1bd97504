"""An answer to an item of «Decisiones de sala» checked: the ruling chosen (and the amount
written, where the ruling has one) against the item's, with the named mistake it shows,
the right ruling, the rule cited by number and title, and why.

>>> from academy.engine.hands import Variant
>>> from .deal import deal
>>> item = deal(1, 42, 0, Variant.HOLDEM)
>>> check(item, item.right, item.amount).right
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.errors import PokerError, shorten
from ...engine.numbers import number
from .model import SalaItem


@dataclass(frozen=True, slots=True)
class SalaVerdict:
    """The verdict on one answer: right or not, the named mistake (None when right, or
    when the answer matches no tempting mistake) and the feedback, one line each."""

    right: bool
    mistake: str | None
    feedback: tuple[str, ...]


def read_answer(item: SalaItem, choice: object, amount: object) -> tuple[str, int | None]:
    """An answer as the checker takes it: a choice the item offers and, for a ruling with an
    amount, whole chips. PokerError (field ``decision`` or ``cantidad``) otherwise."""
    keys = [c.key for c in item.choices]
    if not isinstance(choice, str) or choice not in keys:
        shown = shorten(choice if isinstance(choice, str) else repr(choice))
        raise PokerError(f"elige una de las decisiones ofrecidas, no «{shown}»", "decision")
    if not item.choice(choice).amount:
        return choice, None
    if type(amount) is not int or amount < 0:
        raise PokerError("escribe la cantidad en fichas, un número entero", "cantidad")
    return choice, amount


def check(item: SalaItem, choice: object, amount: object = None) -> SalaVerdict:
    """The verdict on ``choice`` (and ``amount``) for ``item``."""
    key, value = read_answer(item, choice, amount)
    right = key == item.right and (item.amount is None or value == item.amount)
    rule = f"Regla aplicada: {item.rule.cited}."
    tail = (item.why, rule) + ((item.room,) if item.room else ())
    if right:
        return SalaVerdict(True, None, (f"Sí: {item.right_text}.", *tail))
    mistake = item.mistake_of(key, value)
    if key == item.right:
        first = (
            f"La decisión es esa, pero la cantidad no: {number(item.amount or 0)}, no "
            f"{number(value or 0)}."
        )
    else:
        first = f"No: la decisión correcta es «{item.right_text}»."
    # the mistake is named once, by the verdict's own line (its name and lesson), not here
    return SalaVerdict(False, mistake, (first, *tail))
