"""The best hand so far: a hand read on the flop or the turn, before the board is complete.

With all five board cards this is :func:`academy.engine.hands.best_hand` itself. With three
(the flop) or four (the turn), a hold'em, Short Deck or Crazy Pineapple player has five or
six cards and plays the best five of them; an Omaha player plays exactly two of the four
hole cards with three of the board, as on the river.

>>> from academy.engine.cards import parse_cards
>>> hand = best_hand_so_far(parse_cards("Kh Kd"), parse_cards("Kc Jd 9s 5h"))
>>> hand.label, [str(c) for c in hand.five], [str(c) for c in hand.unused]
('trío de reyes', ['Kh', 'Kd', 'Kc', 'Jd', '9s'], ['5h'])
>>> street_of(parse_cards("Kc Jd 9s")).value
'flop'
>>> best_hand_so_far(parse_cards("Kh Kd"), parse_cards("Kc Jd"))
Traceback (most recent call last):
...
academy.engine.errors.PokerError: board: las cartas comunitarias son 3 cartas (flop), 4 (turn) o \
5 (river), no 2
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from .betting import Street
from .cards import Card, check_places
from .errors import PokerError
from .evaluate import hand_value
from .hands import (
    HOLE_CARDS,
    VARIANT_NAMES,
    Hand,
    Variant,
    best_hand,
    parse_variant,
    ranking_of,
    reading_order,
    value_of,
)

STREETS = {3: Street.flop, 4: Street.turn, 5: Street.river}


def street_of(board: Sequence[Card]) -> Street:
    """The street a board of 3, 4 or 5 cards belongs to."""
    street = STREETS.get(len(board))
    if street is None:
        raise PokerError(
            f"las cartas comunitarias son 3 cartas (flop), 4 (turn) o 5 (river), no {len(board)}",
            "board",
        )
    return street


def check_so_far(
    hole: Sequence[Card], board: Sequence[Card], variant: Variant, discarded: Sequence[Card] = ()
) -> None:
    """Raise PokerError, naming the field, unless the cards can be read on this street.

    A card that appears twice names the place where it already is (``ya está en las cartas
    comunitarias``), like the showdown spec does.
    """
    street_of(board)
    expected = HOLE_CARDS[variant]
    if len(hole) != expected:
        raise PokerError(
            f"en {VARIANT_NAMES[variant]} cada jugador lleva {expected} cartas propias, "
            f"no {len(hole)}",
            "hole",
        )
    places = (
        ("hole", "las cartas propias", hole),
        ("board", "las cartas comunitarias", board),
        ("discarded", "el descarte", discarded),
    )
    check_places(places, variant is Variant.SHORTDECK)


def best_hand_so_far(
    hole: Sequence[Card],
    board: Sequence[Card],
    variant: Variant | str = Variant.HOLDEM,
    discarded: Sequence[Card] = (),
) -> Hand:
    """The best five cards for ``hole`` on a board of 3, 4 or 5 cards.

    On the river (5 board cards) this is ``best_hand``. Before it, the board alone never
    plays (it has fewer than five cards), and among equal choices the one with fewer hole
    cards is shown, as ``best_hand`` does.
    """
    variant = parse_variant(variant)
    check_so_far(hole, board, variant, discarded)
    if len(board) == 5:
        return best_hand(hole, board, variant, discarded)
    all_cards = (*hole, *board)
    value, five = _best_five(hole, board, variant)
    ranking = ranking_of(variant)
    category = ranking.category(value)
    chosen = set(five)
    ordered = reading_order([c for c in all_cards if c in chosen], category, ranking)
    unused = tuple(c for c in all_cards if c not in chosen)
    return Hand(value, category, ordered, unused, False, variant)


def _best_five(
    hole: Sequence[Card], board: Sequence[Card], variant: Variant
) -> tuple[int, tuple[Card, ...]]:
    """The value and the five cards that make it: in Omaha two hole cards and three of the
    board; otherwise any five, with as few hole cards as possible."""
    if variant is Variant.OMAHA:
        best: tuple[int, tuple[Card, ...]] | None = None
        for two in combinations(hole, 2):
            for three in combinations(board, 3):
                five: tuple[Card, ...] = (*two, *three)
                value = hand_value(five)
                if best is None or value > best[0]:
                    best = (value, five)
        assert best is not None
        return best
    all_cards = (*hole, *board)
    value = value_of(all_cards, variant)
    for used in range(max(0, 5 - len(board)), len(hole) + 1):
        for from_hole in combinations(hole, used):
            for from_board in combinations(board, 5 - used):
                five = (*from_hole, *from_board)
                if value_of(five, variant) == value:
                    return value, five
    raise AssertionError("unreachable: the best value always comes from some five cards")
