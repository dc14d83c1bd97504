"""How strong a player's cards look to the player, from 0 (nothing) to 1 (the nuts).

A reading for a betting policy, not an exact equity: before the flop a starting-hand
score (Bill Chen's formula for two cards; for Omaha the two best pairs of the four
cards), after it the made hand (the engine's evaluator), what the hole cards add to the
board (a pair on the board is everybody's), and the draws (four to a flush, open-ended
or inside straights) while cards are still to come.

>>> from academy.engine.cards import parse_cards as p
>>> preflop_strength(p("As Ah"), Variant.HOLDEM) > preflop_strength(p("Qd 3c"), Variant.HOLDEM)
True
>>> top_pair = read(p("Ac Qd"), p("Qh 8s 4c"), Variant.HOLDEM)
>>> top_pair.category, top_pair.uses_hole, round(top_pair.strength, 2)
(<Category.PAIR: 'pair'>, True, 0.65)
>>> read(p("7c 2d"), p("Kh Ks 9h 9c 4d"), Variant.HOLDEM).strength < 0.3  # the board plays
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache
from itertools import combinations
from math import ceil

from .cards import Card
from .evaluate import ACE, CATEGORY_SHIFT, Category, hand_value, shortdeck_value
from .hands import Variant, ranking_of


class Draw(StrEnum):
    none = "none"
    gutshot = "gutshot"  # one rank fills an inside straight
    open_ended = "open_ended"  # two ranks fill a straight
    flush = "flush"  # four of a suit
    combo = "combo"  # a flush draw and a straight draw


DRAW_BONUS = {Draw.none: 0.0, Draw.gutshot: 0.07, Draw.open_ended: 0.16, Draw.flush: 0.2,
              Draw.combo: 0.32}  # fmt: skip

# A made hand's category, when the hole cards make it (Hold'em); Omaha's are lower,
# since four cards each make strong hands more often.
MADE = {
    Category.HIGH_CARD: 0.06,
    Category.PAIR: 0.4,
    Category.TWO_PAIR: 0.78,
    Category.THREE_OF_A_KIND: 0.84,
    Category.STRAIGHT: 0.87,
    Category.FLUSH: 0.91,
    Category.FULL_HOUSE: 0.95,
    Category.FOUR_OF_A_KIND: 0.99,
    Category.STRAIGHT_FLUSH: 1.0,
}
OMAHA_SCALE = {
    Category.HIGH_CARD: 0.8,
    Category.PAIR: 0.62,
    Category.TWO_PAIR: 0.72,
    Category.THREE_OF_A_KIND: 0.86,
    Category.STRAIGHT: 0.88,
    Category.FLUSH: 0.95,
}
BOARD_PLAYS = 0.16  # the best five are the board's: a share of the pot at best
TOP_PAIR = 0.55  # top pair with the weakest kicker: the least of the pairs that lead
CHEN_TOP = 12.0  # a Chen score this high (JJ, AKs, AQs) and more reads as 1


def _mask(ranks: Iterable[int]) -> int:
    mask = 0
    for rank in ranks:
        mask |= 1 << rank
    return mask


def _runs(lowest: int) -> tuple[int, ...]:
    """The rank masks of the straights of a deck whose lowest rank is ``lowest``."""
    runs = [_mask(range(top - 4, top + 1)) for top in range(lowest + 4, ACE + 1)]
    return (*runs, _mask((ACE, *range(lowest, lowest + 4))))


_RUNS = {Variant.HOLDEM: _runs(0), Variant.OMAHA: _runs(0), Variant.SHORTDECK: _runs(4)}


@dataclass(frozen=True, slots=True)
class Reading:
    """A player's view of the hand: ``strength`` in [0, 1]; ``category`` of the best five
    (None before the flop); ``uses_hole``: the hole cards make that hand; ``draw``."""

    strength: float
    category: Category | None
    uses_hole: bool
    draw: Draw


def chen(first: Card, second: Card) -> float:
    """Bill Chen's score of two starting cards (-1 for 7-2 offsuit to 20 for A-A), half
    points rounded up."""
    high, low = max(first.rank, second.rank), min(first.rank, second.rank)
    return _chen(high, low, first.suit == second.suit)


@cache
def _chen(high: int, low: int, suited: bool) -> float:
    points = {ACE: 10.0, 11: 8.0, 10: 7.0, 9: 6.0}.get(high, (high + 2) / 2)
    if high == low:
        return max(points * 2, 5.0)
    if suited:
        points += 2
    gap = high - low - 1
    points -= (0, 1, 2, 4)[gap] if gap < 4 else 5
    if gap <= 1 and high < 10:
        points += 1
    return float(ceil(points))


def preflop_strength(hole: Sequence[Card], variant: Variant) -> float:
    """A starting hand's score in [0, 1]. Hold'em and Short Deck: Chen's score over 12
    (pairs, high cards, suited and connected cards); Omaha: the best two cards and half of
    the next pair's score, over 18 (hands whose four cards work together). Kept per hand
    (the dealer reads the same starting hands many times while it looks for a deal)."""
    return _preflop(tuple(hole), variant)


@lru_cache(maxsize=1 << 16)
def _preflop(hole: tuple[Card, ...], variant: Variant) -> float:
    if variant is not Variant.OMAHA:
        return max(0.0, min(1.0, chen(hole[0], hole[1]) / CHEN_TOP))
    scores = sorted((chen(a, b) for a, b in combinations(hole, 2)), reverse=True)
    return max(0.0, min(1.0, (scores[0] + scores[1] / 2) / 18))


def _value(hole: Sequence[Card], board: Sequence[Card], variant: Variant) -> int:
    if variant is Variant.OMAHA:
        return max(
            hand_value((*two, *three))
            for two in combinations(hole, 2)
            for three in combinations(board, 3)
        )
    evaluate = shortdeck_value if variant is Variant.SHORTDECK else hand_value
    return evaluate((*hole, *board))


def _board_value(board: Sequence[Card], variant: Variant) -> int | None:
    if len(board) < 5:
        return None
    return shortdeck_value(board) if variant is Variant.SHORTDECK else hand_value(board)


def _pair(rank: int, hole_ranks: Sequence[int], board_ranks: Sequence[int]) -> float:
    """A pair made with the hole cards: an overpair, top pair by its kicker, or lower."""
    top = max(board_ranks)
    if rank > top:  # a pocket pair over the board
        return 0.7 + 0.02 * (rank - top)
    if rank == top:
        kicker = max((r for r in hole_ranks if r != rank), default=rank)
        return TOP_PAIR + 0.1 * kicker / ACE
    distinct = sorted(set(board_ranks))
    if len(distinct) > 1 and rank >= distinct[-2]:  # second pair
        return 0.44
    return 0.34


def _draw(hole: Sequence[Card], board: Sequence[Card], variant: Variant) -> Draw:
    """A flush or straight draw the hole cards take part in (Omaha: two of them)."""
    need = 2 if variant is Variant.OMAHA else 1
    flush = False
    for suit in range(4):
        held = sum(1 for c in hole if c.suit == suit)
        shown = sum(1 for c in board if c.suit == suit)
        if held >= need and (shown == 2 if need == 2 else held + shown == 4):
            flush = True
    have = _mask(c.rank for c in (*hole, *board))
    mine = _mask(c.rank for c in hole)
    filling = 0  # the ranks that would fill a straight the hole cards take part in
    for run in _RUNS[variant]:
        missing = run & ~have
        if missing and not missing & (missing - 1) and run & mine:  # one rank missing
            filling |= missing
    outs = filling.bit_count()
    straight = Draw.open_ended if outs >= 2 else Draw.gutshot if outs == 1 else Draw.none
    if flush:
        return Draw.combo if straight is not Draw.none else Draw.flush
    return straight


def read(hole: Sequence[Card], board: Sequence[Card], variant: Variant) -> Reading:
    """The reading of ``hole`` with the ``board`` dealt so far (none: before the flop)."""
    if not board:
        return Reading(preflop_strength(hole, variant), None, True, Draw.none)
    ranking = ranking_of(variant)
    value = _value(hole, board, variant)
    category = ranking.category(value)
    r1, r2 = (value >> 16) & 15, (value >> 12) & 15
    hole_ranks = [c.rank for c in hole]
    board_ranks = [c.rank for c in board]
    uses_hole = True
    if category is Category.HIGH_CARD:
        strength = MADE[category] + 0.06 * max(hole_ranks) / ACE
    elif category is Category.PAIR:
        uses_hole = r1 in hole_ranks
        strength = _pair(r1, hole_ranks, board_ranks) if uses_hole else 0.1
    elif category is Category.TWO_PAIR:
        mine = [r for r in (r1, r2) if r in hole_ranks and board_ranks.count(r) < 2]
        uses_hole = bool(mine)
        if len(mine) == 2:
            strength = MADE[category] + 0.04 * (r1 == max(board_ranks))
        elif mine:
            strength = _pair(mine[0], hole_ranks, board_ranks) + 0.04
        else:
            strength = 0.14
    elif category is Category.THREE_OF_A_KIND:
        uses_hole = r1 in hole_ranks
        if not uses_hole:
            strength = 0.16
        else:
            strength = MADE[category] + 0.04 * (hole_ranks.count(r1) >= 2)
    else:
        board_value = _board_value(board, variant)
        uses_hole = variant is Variant.OMAHA or board_value != value
        strength = MADE[category] if uses_hole else BOARD_PLAYS
        if category is Category.FLUSH and uses_hole:
            suited = [c.rank for c in hole if sum(1 for b in board if b.suit == c.suit) >= 3]
            strength += 0.05 * max(suited, default=0) / ACE
    if variant is Variant.OMAHA:
        strength *= OMAHA_SCALE.get(category, 1.0)
    draw = Draw.none
    if len(board) < 5 and value >> CATEGORY_SHIFT < ranking.category_rank[Category.STRAIGHT]:
        draw = _draw(hole, board, variant)
    strength = min(0.97, strength + DRAW_BONUS[draw]) if draw is not Draw.none else strength
    return Reading(min(1.0, strength), category, uses_hole, draw)
