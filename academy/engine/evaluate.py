"""Hand values: categories and the fast ``hand_value`` look-up.

A value is ``category_rank << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5`` where
``r1..r5`` are the ranks that decide, in order of importance (for a straight only the top
card). Higher is better. The tables are built once, at import, from the rank rules below.
A card is an int (``cards.card_key``), so ``hand_value`` reads a hand from ``sum(cards)``:

- the suit part of the sum tells, for each number of cards, whether a suit holds five;
- without a flush, the category depends only on the ranks, so the rank part of the sum
  (a sum of rank weights, unique for every multiset of up to seven ranks) indexes a
  dictionary of values for that number of cards;
- with five or more cards of one suit (seven cards hold at most one such suit), neither
  four of a kind nor a full house fits beside it, so the best hand is that suit's best
  flush or straight flush, found by the suit's rank bit mask.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from itertools import combinations, product
from math import comb, prod
from operator import mul

from .cards import RANK_KEY_MASK, RANK_WEIGHTS, SUIT_SHIFT, SUIT_WEIGHTS, Card
from .errors import PokerError


class Category(StrEnum):
    HIGH_CARD = "high_card"
    PAIR = "pair"
    TWO_PAIR = "two_pair"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    FOUR_OF_A_KIND = "four_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"


CATEGORY_NAMES = {
    Category.HIGH_CARD: "carta alta",
    Category.PAIR: "pareja",
    Category.TWO_PAIR: "doble pareja",
    Category.THREE_OF_A_KIND: "trío",
    Category.STRAIGHT: "escalera",
    Category.FLUSH: "color",
    Category.FULL_HOUSE: "full",
    Category.FOUR_OF_A_KIND: "póker",
    Category.STRAIGHT_FLUSH: "escalera de color",
}
STANDARD_ORDER = tuple(Category)
# Short Deck: a flush beats a full house; otherwise the standard order.
SHORTDECK_ORDER = (
    Category.HIGH_CARD,
    Category.PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
CATEGORY_SHIFT = 20

ACE = 12
# The straight whose ace plays low: A-2-3-4-5, or A-6-7-8-9 in the 36-card deck.
STANDARD_LOW_STRAIGHT = 3  # top card: the five
SHORTDECK_LOW_STRAIGHT = 7  # top card: the nine


class Ranking:
    """The order of categories and straights of one deck (standard or Short Deck)."""

    def __init__(self, order: Sequence[Category], low_straight_top: int) -> None:
        self.order = tuple(order)
        self.low_straight_top = low_straight_top
        self.category_rank = {cat: i for i, cat in enumerate(order)}
        self.low_straight_mask = (1 << ACE) | sum(
            1 << r for r in range(low_straight_top - 3, low_straight_top + 1)
        )

    def value(self, category: Category, ranks: Sequence[int]) -> int:
        packed = 0
        for i, r in enumerate(ranks):
            packed |= r << (16 - 4 * i)
        return (self.category_rank[category] << CATEGORY_SHIFT) | packed

    def category(self, value: int) -> Category:
        return self.order[value >> CATEGORY_SHIFT]

    def straight_top(self, mask: int) -> int | None:
        """Top rank of the highest straight in a rank bit mask, or None."""
        for top in range(ACE, self.low_straight_top, -1):
            run = 0b11111 << (top - 4)
            if mask & run == run:
                return top
        if mask & self.low_straight_mask == self.low_straight_mask:
            return self.low_straight_top
        return None

    def rank_value(self, counts: Sequence[int]) -> int:
        """Best value of a multiset of ranks (counts per rank), ignoring flushes."""
        by_count: dict[int, list[int]] = {4: [], 3: [], 2: [], 1: []}
        mask = 0
        for rank in range(ACE, -1, -1):
            n = counts[rank]
            if n:
                by_count[n].append(rank)
                mask |= 1 << rank
        quads, trips, pairs, singles = by_count[4], by_count[3], by_count[2], by_count[1]
        if quads:
            kicker = max([r for r in range(13) if counts[r] and r != quads[0]], default=0)
            return self.value(Category.FOUR_OF_A_KIND, [quads[0], kicker])
        if trips and (len(trips) > 1 or pairs):
            pair = max(trips[1:] + pairs)
            return self.value(Category.FULL_HOUSE, [trips[0], pair])
        top = self.straight_top(mask)
        if top is not None:
            return self.value(Category.STRAIGHT, [top])
        if trips:
            return self.value(Category.THREE_OF_A_KIND, [trips[0], *sorted(singles)[::-1][:2]])
        if len(pairs) >= 2:
            rest = sorted(pairs[2:] + singles, reverse=True)
            return self.value(Category.TWO_PAIR, [pairs[0], pairs[1], rest[0]])
        if pairs:
            return self.value(Category.PAIR, [pairs[0], *singles[:3]])
        return self.value(Category.HIGH_CARD, singles[:5])

    def flush_value(self, mask: int) -> int:
        """Best value of five or more cards of one suit (a rank bit mask)."""
        top = self.straight_top(mask)
        if top is not None:
            return self.value(Category.STRAIGHT_FLUSH, [top])
        ranks = [r for r in range(ACE, -1, -1) if mask >> r & 1]
        return self.value(Category.FLUSH, ranks[:5])


STANDARD = Ranking(STANDARD_ORDER, STANDARD_LOW_STRAIGHT)
SHORTDECK = Ranking(SHORTDECK_ORDER, SHORTDECK_LOW_STRAIGHT)


def rank_multisets(size: int, ranks: Sequence[int] = range(13)) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` ranks (at most four of each) as counts per rank."""
    ranks = tuple(ranks)
    found: list[tuple[int, ...]] = []
    counts = [0] * 13

    def place(i: int, left: int) -> None:
        if left == 0:
            found.append(tuple(counts))
        elif left <= 4 * (len(ranks) - i):
            rank = ranks[i]
            for n in range(min(4, left), -1, -1):
                counts[rank] = n
                place(i + 1, left - n)
            counts[rank] = 0

    place(0, size)
    return found


def rank_key(counts: Sequence[int]) -> int:
    """The rank part of the sum of the cards' keys: the sum of their rank weights."""
    return sum(map(mul, RANK_WEIGHTS, counts))


HAND_SIZES = (5, 6, 7)


def flush_suits(size: int) -> list[int]:
    """For hands of ``size`` cards: the suit holding five or more of them, or -1, indexed
    by the suit part of the sum of their keys (a negative part indexes from the end)."""
    table = [-1] * 256
    found: dict[int, int] = {}
    for counts in product(range(size + 1), repeat=4):
        if sum(counts) != size:
            continue
        part = sum(SUIT_WEIGHTS[s] * n for s, n in enumerate(counts))
        suit = next((s for s, n in enumerate(counts) if n >= 5), -1)
        if found.setdefault(part, suit) != suit:  # pragma: no cover - guarded by a test
            raise AssertionError("suit weights collide")
        table[part] = suit
    return table


SUIT_CHOICES = tuple(comb(4, n) for n in range(5))  # ways to pick n cards of one rank


def rank_tables(ranking: Ranking, ranks: Sequence[int]) -> dict[int, dict[int, int]]:
    """Per number of cards (5 to 7), the value of every multiset of ``ranks`` by its key.

    Five cards are valued by the rules (``Ranking.rank_value``); six or seven by the best
    hand left after taking away one card, whose key is smaller by that card's rank weight.
    Each table holds the most frequent multisets first and equal values share one int, so
    the entries that random hands hit most sit together in memory (fewer cache misses).
    """
    shared: dict[int, int] = {}
    tables: dict[int, dict[int, int]] = {}
    for size in HAND_SIZES:
        smaller = tables.get(size - 1)
        table = tables[size] = {}
        by_frequency = sorted(
            rank_multisets(size, ranks),
            key=lambda counts: -prod(map(SUIT_CHOICES.__getitem__, counts)),
        )
        for counts in by_frequency:
            key = rank_key(counts)
            if smaller is None:
                value = ranking.rank_value(counts)
            else:
                value = max([smaller[key - RANK_WEIGHTS[r]] for r in ranks if counts[r]])
            table[key] = shared.setdefault(value, value)
        if len(table) != len(by_frequency):  # pragma: no cover - guarded by the weights test
            raise AssertionError("rank weights collide")
    return tables


class Tables:
    """Look-up tables of one ranking, for 5 to 7 cards.

    ``no_flush[n][s][r]`` is the value of ``n`` cards whose keys sum to suit part ``s`` and
    rank part ``r``, when no suit holds five of them; where one does, that table is empty
    and ``flush_value`` reads the suit's rank mask instead. Other counts find only empty
    tables, so a hand look-up is one expression and anything unusual raises KeyError.
    """

    def __init__(self, ranking: Ranking, ranks: Sequence[int], error: str) -> None:
        self.error = error
        self.by_ranks = rank_tables(ranking, ranks)
        self.flush_suit = {size: flush_suits(size) for size in HAND_SIZES}
        self.no_flush: tuple[list[dict[int, int]], ...] = tuple(
            [self.by_ranks[n] if suit < 0 else {} for suit in self.flush_suit[n]]
            if n in HAND_SIZES
            else [{}]
            for n in range(max(HAND_SIZES) + 1)
        )
        self.by_flush_mask: dict[int, int] = {}
        for size in HAND_SIZES:
            for combo in combinations(ranks, size):
                mask = sum(1 << r for r in combo)
                self.by_flush_mask[mask] = ranking.flush_value(mask)

    def flush_value(self, cards: Sequence[Card]) -> int:
        """Value of 5 to 7 cards with five or more of one suit; PokerError otherwise."""
        table = self.flush_suit.get(len(cards))
        suit = -1 if table is None else table[sum(cards) >> SUIT_SHIFT]
        value = self.by_flush_mask.get(suit_mask(cards, suit)) if suit >= 0 else None
        if value is None:
            raise PokerError(self.error)
        return value


def suit_mask(cards: Iterable[Card], suit: int) -> int:
    """Rank bit mask of the cards of ``suit``."""
    mask = 0
    for card in cards:
        if card.suit == suit:
            mask |= card.bit
    return mask


STANDARD_TABLES = Tables(STANDARD, range(13), "una mano se valora con 5, 6 o 7 cartas distintas")
SHORTDECK_TABLES = Tables(
    SHORTDECK,
    range(4, 13),
    "una mano de Short Deck se valora con 5, 6 o 7 cartas distintas del 6 al as",
)
_STANDARD_NO_FLUSH = STANDARD_TABLES.no_flush
_SHORTDECK_NO_FLUSH = SHORTDECK_TABLES.no_flush


def hand_value(cards: Sequence[Card]) -> int:
    """Value of the best five-card hand among 5 to 7 cards (standard ranking).

    Higher is better; equal values are equal hands. A card is an int (its key), so the
    hand is read from one sum: without a flush, two parts of it index the value.

    >>> from academy.engine.cards import parse_cards
    >>> hand_value(parse_cards("Ah Kh Qh Jh Th 2c 3d")) > hand_value(parse_cards("As Ad Ac Ah Ks"))
    True
    >>> hand_value(parse_cards("Ah Kh"))
    Traceback (most recent call last):
    ...
    academy.engine.errors.PokerError: una mano se valora con 5, 6 o 7 cartas distintas
    """
    total = sum(cards)
    try:
        return _STANDARD_NO_FLUSH[len(cards)][total >> SUIT_SHIFT][total & RANK_KEY_MASK]
    except (KeyError, IndexError):
        return STANDARD_TABLES.flush_value(cards)


def shortdeck_value(cards: Sequence[Card]) -> int:
    """Like ``hand_value`` for the 36-card Short Deck ranking."""
    total = sum(cards)
    try:
        return _SHORTDECK_NO_FLUSH[len(cards)][total >> SUIT_SHIFT][total & RANK_KEY_MASK]
    except (KeyError, IndexError):
        return SHORTDECK_TABLES.flush_value(cards)
