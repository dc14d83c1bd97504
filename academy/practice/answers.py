"""What an option of a practice showdown answers: the types the practice modules share.

A :class:`Claim` says who takes each pot and, at levels 1-2, the five cards the winner
plays; a wrong claim carries the code of its named mistake (the constants below). This
module imports nothing from its own package, so ``claims`` (which builds claims),
``feedback`` (which words them) and ``mistakes`` (which explains them) all read it without
importing one another in a circle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.evaluate import Category
from ..engine.hands import Variant, label, ranking_of, reading_order, value_of
from ..engine.settle import Settlement

Shares = tuple[tuple[str, int], ...]  # (player, chips) in seat order

# The codes of the named mistakes (the ``error`` of an option in the JSON).
LOWER_HAND = "lower_hand"
MISSED_KICKER = "missed_kicker"
BOARD_PLAYS_WRONGLY = "board_plays_wrongly"
CARD_OUTSIDE_FIVE = "card_outside_five"
SUIT_TIEBREAK = "suit_tiebreak"
SPLIT_WHEN_NOT_TIED = "split_when_not_tied"
ODD_CHIP_TO_WRONG_PLAYER = "odd_chip_to_wrong_player"
ALLIN_TAKES_ALL = "allin_takes_all"
SIDE_POT_SPLIT = "side_pot_split"
MAIN_POT_TO_WRONG_PLAYER = "main_pot_to_wrong_player"
WINNER_LIMITED_TO_MAIN = "winner_limited_to_main"


@dataclass(frozen=True, slots=True)
class Claim:
    """One option's answer. ``player``, ``card`` and ``replaced`` say what its mistake is
    about: the player wrongly given a pot, the card wrongly said to play and the card it
    pushed out of the five."""

    pots: tuple[Shares, ...]
    five: tuple[Card, ...] = ()
    error: str | None = None
    player: str | None = None
    card: Card | None = None
    replaced: Card | None = None

    @property
    def answer(self) -> tuple[tuple[Shares, ...], frozenset[Card]]:
        """What the option says, for telling options apart."""
        return self.pots, frozenset(self.five)


def runner_up(settlement: Settlement, among: Sequence[str], winner: str) -> str:
    """The best hand among ``among`` other than ``winner`` (first in seat order on ties)."""
    for group in settlement.order:
        for name in group:
            if name in among and name != winner:
                return name
    raise AssertionError("a pot with a comparison has two players")  # pragma: no cover


def plain_variant(variant: Variant) -> Variant:
    """The variant whose ranking values any five cards (Omaha's two-plus-three rule aside)."""
    return Variant.SHORTDECK if variant is Variant.SHORTDECK else Variant.HOLDEM


def _category(five: Sequence[Card], variant: Variant) -> Category:
    return ranking_of(variant).category(value_of(five, plain_variant(variant)))


def read_five(five: Sequence[Card], variant: Variant) -> tuple[Card, ...]:
    """Any five cards in reading order (how every option shows them)."""
    return reading_order(five, _category(five, variant), ranking_of(variant))


def five_label(five: Sequence[Card], variant: Variant) -> str:
    """The engine's label of any five cards (the board alone, a wrong five)."""
    return label(_category(five, variant), read_five(five, variant), ranking_of(variant))
