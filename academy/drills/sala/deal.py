"""Dealing an item of «Decisiones de sala»: a step's families in turn, each situation
dealt from the item's own seed (the same item every time, on every platform).

>>> item = deal(1, 42, 0, Variant.HOLDEM)
>>> item.family, item.step
('oversized_chip', 1)
>>> deal(1, 42, 0, Variant.HOLDEM).to_json() == item.to_json()
True
"""

from __future__ import annotations

from ...engine.deck import MASK64, MAX_SEED, Rng
from ...engine.errors import PokerError
from ...engine.hands import Variant
from .families import STEP_TITLES, families_of
from .model import SalaItem

SALT = 9
"""Mixed into each item's seed (practice levels use 1-4, the other kinds 5-8)."""
_VARIANT_SALT = {Variant.HOLDEM: 1, Variant.OMAHA: 2, Variant.SHORTDECK: 3}


def item_seed(step: int, seed: int, index: int, variant: Variant) -> int:
    """An item's own seed: the set's seed mixed with the kind's salt, the step, the
    variant and the index (``Rng`` scrambles it again)."""
    word = Rng(seed).next64()
    mix = ((SALT * 4 + step) * 4 + _VARIANT_SALT[variant]) * 0x9E3779B97F4A7C15
    mix += index * 0xD1B54A32D192ED03
    return (word ^ mix) & MASK64 & MAX_SEED


def deal(step: int, seed: int, index: int, variant: Variant) -> SalaItem:
    """Item ``index`` of ``step``: the step's families in turn (index 0 the first), the
    situation dealt from the item's seed."""
    if step not in STEP_TITLES:
        raise PokerError(f"el paso debe ser 1, 2 o 3, no {step!r}", "step")
    families = families_of(step)
    family = families[index % len(families)]
    return family.deal(Rng(item_seed(step, seed, index, variant)), variant)
