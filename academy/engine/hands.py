"""The best five-card hand of a player, per variant, with its Spanish label.

>>> from academy.engine.cards import parse_cards
>>> hand = best_hand(parse_cards("Kh Kd"), parse_cards("Kc Jd 9s 5h 2c"))
>>> hand.label, [str(c) for c in hand.five], [str(c) for c in hand.unused]
('trío de reyes', ['Kh', 'Kd', 'Kc', 'Jd', '9s'], ['5h', '2c'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from itertools import combinations

from .cards import (
    FEMININE_RANKS,
    RANK_NAMES,
    RANK_PLURALS,
    RANK_WITH_ARTICLE_A,
    Card,
    ensure_distinct,
)
from .errors import PokerError, shorten
from .evaluate import (
    ACE,
    CATEGORY_SHIFT,
    SHORTDECK,
    STANDARD,
    Category,
    Ranking,
    hand_value,
    shortdeck_value,
)
from .omaha import omaha_board


class Variant(StrEnum):
    HOLDEM = "holdem"
    OMAHA = "omaha"
    SHORTDECK = "shortdeck"
    PINEAPPLE = "pineapple"


VARIANT_NAMES = {
    Variant.HOLDEM: "Texas Hold’em",
    Variant.OMAHA: "Omaha",
    Variant.SHORTDECK: "Short Deck",
    Variant.PINEAPPLE: "Crazy Pineapple",
}
HOLE_CARDS = {Variant.HOLDEM: 2, Variant.OMAHA: 4, Variant.SHORTDECK: 2, Variant.PINEAPPLE: 2}


def parse_variant(value: object, field: str = "variant") -> Variant:
    if isinstance(value, Variant):
        return value
    try:
        return Variant(str(value))
    except ValueError:
        known = ", ".join(v.value for v in Variant)
        raise PokerError(
            f"la variante «{shorten(str(value))}» no existe (usa una de: {known})", field=field
        ) from None


def ranking_of(variant: Variant) -> Ranking:
    return SHORTDECK if variant is Variant.SHORTDECK else STANDARD


def value_of(cards: Sequence[Card], variant: Variant = Variant.HOLDEM) -> int:
    """Value of the best five of 5-7 cards under the variant's ranking."""
    if variant is Variant.SHORTDECK:
        return shortdeck_value(cards)
    return hand_value(cards)


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's best five cards at showdown."""

    value: int
    category: Category
    five: tuple[Card, ...]  # reading order: the combination first, then kickers
    unused: tuple[Card, ...]
    board_plays: bool
    variant: Variant

    @property
    def label(self) -> str:
        return label(self.category, self.five, ranking_of(self.variant))

    def to_json(self) -> dict[str, object]:
        return {
            "category": self.category.value,
            "label": self.label,
            "five": [str(c) for c in self.five],
            "unused": [str(c) for c in self.unused],
            "board_plays": self.board_plays,
        }


def in_ordinary_order(hand: Hand) -> Hand:
    """``hand`` valued in the ordinary (Texas Hold'em) order of categories, the same five
    cards: a Short Deck flush falls below a full house again, as a dealer who forgets the
    variant ranks the hands shown (other hands keep their value).

    >>> from academy.engine.cards import parse_cards
    >>> board = parse_cards("Kh 9h 6h Jd Js")
    >>> flush = best_hand(parse_cards("Ah 7h"), board, Variant.SHORTDECK)
    >>> full = best_hand(parse_cards("Jc Kc"), board, Variant.SHORTDECK)
    >>> flush.value > full.value, in_ordinary_order(flush).value > in_ordinary_order(full).value
    (True, False)
    """
    if hand.variant is not Variant.SHORTDECK:
        return hand
    rank = STANDARD.category_rank[hand.category] << CATEGORY_SHIFT
    return replace(hand, value=rank | hand.value & ((1 << CATEGORY_SHIFT) - 1))


def reading_order(five: Sequence[Card], category: Category, ranking: Ranking) -> tuple[Card, ...]:
    """The five cards as a dealer reads them: the combination first, kickers after.

    Equal ranks keep their given order (hole cards before board cards).
    """
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        ranks = {c.rank for c in five}
        low = ACE in ranks and ranking.low_straight_top in ranks and ranking.low_straight_top < 10
        return tuple(
            sorted(five, key=lambda c: -1 if (low and c.rank == ACE) else c.rank, reverse=True)
        )
    of_rank = [c.rank for c in five]  # by how many share the rank, then by rank
    return tuple(sorted(five, key=lambda c: of_rank.count(c.rank) * 16 + c.rank, reverse=True))


def label(category: Category, five: Sequence[Card], ranking: Ranking = STANDARD) -> str:
    """Spanish label of a hand from its five cards in reading order."""
    first = five[0].rank
    if category is Category.STRAIGHT_FLUSH:
        if first == ACE:
            return "escalera real"
        return f"escalera de color {RANK_WITH_ARTICLE_A[first]}"
    if category is Category.FOUR_OF_A_KIND:
        return f"póker de {RANK_PLURALS[first]}"
    if category is Category.FULL_HOUSE:
        return f"full de {RANK_PLURALS[first]} con {RANK_PLURALS[five[3].rank]}"
    if category is Category.FLUSH:
        return f"color {RANK_WITH_ARTICLE_A[first]}"
    if category is Category.STRAIGHT:
        return f"escalera {RANK_WITH_ARTICLE_A[first]}"
    if category is Category.THREE_OF_A_KIND:
        return f"trío de {RANK_PLURALS[first]}"
    if category is Category.TWO_PAIR:
        return f"doble pareja de {RANK_PLURALS[first]} y {RANK_PLURALS[five[2].rank]}"
    if category is Category.PAIR:
        return f"pareja de {RANK_PLURALS[first]}"
    name = RANK_NAMES[first]  # «as alto», «jota alta»: how a dealer names a high-card hand
    return f"{name} {'alta' if name in FEMININE_RANKS else 'alto'}"


def _hand(
    five: Sequence[Card],
    all_cards: Sequence[Card],
    value: int,
    variant: Variant,
    board_plays: bool,
) -> Hand:
    """The Hand of ``five`` cards, given in the order of ``all_cards`` (hole, then board)."""
    ranking = ranking_of(variant)
    category = ranking.category(value)
    chosen = set(five)
    unused = tuple(c for c in all_cards if c not in chosen)
    return Hand(
        value, category, reading_order(five, category, ranking), unused, board_plays, variant
    )


def check_cards(
    hole: Sequence[Card], board: Sequence[Card], variant: Variant, discarded: Sequence[Card] = ()
) -> None:
    """Raise PokerError unless the cards fit the variant."""
    expected = HOLE_CARDS[variant]
    if len(hole) != expected:
        kept = " (las dos que conserva)" if variant is Variant.PINEAPPLE else ""
        raise PokerError(
            f"en {VARIANT_NAMES[variant]} cada jugador lleva {expected} cartas propias{kept}, "
            f"no {len(hole)}",
            field="hole",
        )
    if len(board) != 5:
        raise PokerError(
            f"las cartas comunitarias deben ser 5 para el showdown, no {len(board)}", "board"
        )
    if variant is Variant.PINEAPPLE and len(discarded) > 1:
        raise PokerError("en Crazy Pineapple se descarta una sola carta", field="discarded")
    if variant is Variant.SHORTDECK:
        for card in (*hole, *board, *discarded):
            if card.rank < 4:
                raise PokerError(
                    f"la carta {card.display} ({card.name}) no existe en la baraja corta "
                    "de Short Deck (no tiene 2, 3, 4 ni 5)"
                )
    ensure_distinct((*hole, *board, *discarded))


def best_hand(
    hole: Sequence[Card],
    board: Sequence[Card],
    variant: Variant | str = Variant.HOLDEM,
    discarded: Sequence[Card] = (),
) -> Hand:
    """The best five cards for ``hole`` on a five-card ``board``.

    Hold'em, Short Deck and Crazy Pineapple (with the two kept cards) use any five of
    the seven; Omaha uses exactly two hole cards and three board cards. Among equal
    choices the one with fewer hole cards is shown, so "the board plays" is visible.
    """
    variant = parse_variant(variant)
    check_cards(hole, board, variant, discarded)
    all_cards = (*hole, *board)
    if variant is Variant.OMAHA:
        value, two, three = omaha_board(board).best(hole)
        return _hand((*two, *three), all_cards, value, variant, board_plays=False)
    evaluate = shortdeck_value if variant is Variant.SHORTDECK else hand_value
    value = evaluate(all_cards)
    if evaluate(board) == value:
        return _hand(board, all_cards, value, variant, board_plays=True)
    # The first five (fewest hole cards, then in combinations order) worth the whole hand;
    # a hole card whose six cards with the board fall short is in none of them.
    for card in hole:
        if evaluate((card, *board)) == value:
            for four in combinations(board, 4):
                if evaluate((card, *four)) == value:
                    return _hand((card, *four), all_cards, value, variant, board_plays=False)
    for three in combinations(board, 3):
        if evaluate((*hole, *three)) == value:
            return _hand((*hole, *three), all_cards, value, variant, board_plays=False)
    raise AssertionError("unreachable: the best value always comes from some five cards")
