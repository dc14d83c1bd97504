"""Dealing an item of «Decisiones de sala»: a step's families in turn, each situation
dealt from the item's own seed (the same item every time, on every platform).

>>> item = deal(1, 42, 0, Variant.HOLDEM)
>>> item.family, item.step
('oversized_chip', 1)
>>> deal(1, 42, 0, Variant.HOLDEM).to_json() == item.to_json()
True
"""

from __future__ import annotations

from ...engine.deck import Rng
from ...engine.errors import PokerError
from ...engine.hands import Variant
from ..kind import mixed_seed
from .families import STEP_TITLES, families_of
from .model import SalaItem

SALT = 9
"""Mixed into each item's seed (practice levels use 1-4, the other kinds 5-8)."""


def deal(step: int, seed: int, index: int, variant: Variant) -> SalaItem:
    """Item ``index`` of ``step`` for a set's ``seed``: the same item every time."""
    return deal_from(step, Rng(mixed_seed(SALT, step, seed, index, variant)), variant, index)


def deal_from(step: int, rng: Rng, variant: Variant, index: int) -> SalaItem:
    """Item ``index`` of ``step`` from its own generator: the step's families in turn
    (index 0 the first), the situation dealt from ``rng``."""
    if step not in STEP_TITLES:
        raise PokerError(f"el paso debe ser 1, 2 o 3, no {step!r}", "step")
    families = families_of(step)
    return families[index % len(families)].deal(rng, variant)
