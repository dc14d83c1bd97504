"""Dealing an item of «Decisiones de sala»: a step's families in turn, each situation
dealt from the item's own seed (the same item every time, on every platform).

>>> item = deal(1, 42, 0, Variant.HOLDEM)
>>> item.family, item.step
('short_raise', 1)
>>> deal(1, 42, 0, Variant.HOLDEM).to_json() == item.to_json()
True
"""

from __future__ import annotations

from ...engine.deck import Rng
from ...engine.errors import PokerError
from ...engine.hands import Variant
from ..kind import mixed_seed
from .families import FAMILY, STEP_TITLES, families_of
from .model import SalaItem

SALT = 9
"""Mixed into each item's seed (practice levels use 1-4, the other kinds 5-8)."""


def deal(step: int, seed: int, index: int, variant: Variant) -> SalaItem:
    """Item ``index`` of ``step`` for a set's ``seed``: the same item every time."""
    rng = Rng(mixed_seed(SALT, step, seed, index, variant))
    return deal_from(step, rng, variant, index, seed)


def deal_from(step: int, rng: Rng, variant: Variant, index: int, seed: int = 0) -> SalaItem:
    """Item ``index`` of ``step`` from its own generator: the step's families in turn,
    starting where the set's ``seed`` says (a set of 5 items shows 5 of a step's 6 or 7
    families, which ones changing with the seed), the situation dealt from ``rng``."""
    if step not in STEP_TITLES:
        raise PokerError(f"el paso debe ser 1, 2 o 3, no {step!r}", "step")
    families = families_of(step)
    return families[(index + seed) % len(families)].deal(rng, variant)


def index_of(family: str, seed: int, turn: int = 0) -> int:
    """The item index that deals ``family`` in a set of ``seed`` (its ``turn``-th time:
    0 the first).

    >>> deal(2, 9, index_of("tabled_hand", 9), Variant.OMAHA).family
    'tabled_hand'
    """
    step = FAMILY[family].step
    families = families_of(step)
    n = len(families)
    return (families.index(FAMILY[family]) - seed) % n + n * turn
