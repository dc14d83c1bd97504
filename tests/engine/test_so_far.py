"""The best hand so far on the flop and the turn: against brute force and treys.

Brute force: the best value over every five cards the variant allows (any five of hole and
board; in Omaha exactly two hole cards and three board cards). treys: the order of two
hold'em hands on the same partial board.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from academy.engine import Category, PokerError, best_hand, full_deck, parse_cards
from academy.engine.cards import Card
from academy.engine.hands import HOLE_CARDS, Variant, ranking_of, value_of
from academy.engine.so_far import best_hand_so_far, street_of

DEALS = 400


def so_far(hole: str, board: str, variant: str = "holdem"):  # type: ignore[no-untyped-def]
    return best_hand_so_far(parse_cards(hole), parse_cards(board), variant)


def texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


@pytest.mark.parametrize(
    ("hole", "board", "variant", "label", "five", "unused"),
    [
        # Flop: five cards, all of them play.
        ("Kh Kd", "Kc Jd 9s", "holdem", "trío de reyes", "Kh Kd Kc Jd 9s", ""),
        # Turn: the best five of six; the four on the turn does not play.
        ("Kh Kd", "Kc Jd 9s 4h", "holdem", "trío de reyes", "Kh Kd Kc Jd 9s", "4h"),
        ("Ah 5h", "Kh 9h 2h", "holdem", "color al as", "Ah Kh 9h 5h 2h", ""),
        ("Ac 3d", "5s 2h 4c", "holdem", "escalera al cinco", "5s 4c 3d 2h Ac", ""),
        ("Qh Jh", "2c 7d 9s", "holdem", "reina alta", "Qh Jh 9s 7d 2c", ""),
        ("Ah Ad", "Kc Ks 7h 7d", "holdem", "doble pareja de ases y reyes", "Ah Ad Kc Ks 7h", "7d"),
        # Omaha: exactly two of the four hole cards and three of the board.
        ("Ah Kh Qh Jh", "2h 3h 4c", "omaha", "as alto", "Ah Kh 4c 3h 2h", "Qh Jh"),
        ("Ah Kh 7c 2d", "Qh Jh Th", "omaha", "escalera real", "Ah Kh Qh Jh Th", "7c 2d"),
        ("Ac 2d 3h 4s", "Kd Kc Ks 9h", "omaha", "trío de reyes", "Kd Kc Ks Ac 4s", "2d 3h 9h"),
        # Short Deck: A-6-7-8-9 is a straight, and a flush beats a full house.
        ("Ac 6d", "7h 8s 9c", "shortdeck", "escalera al nueve", "9c 8s 7h 6d Ac", ""),
        ("Ah Kh", "Qh 7h 7c 6h", "shortdeck", "color al as", "Ah Kh Qh 7h 6h", "7c"),
    ],
)
def test_known_hands_on_the_flop_and_the_turn(
    hole: str, board: str, variant: str, label: str, five: str, unused: str
) -> None:
    hand = so_far(hole, board, variant)
    assert hand.label == label
    assert texts(hand.five) == five.split()
    assert texts(hand.unused) == unused.split()
    assert hand.board_plays is False


def test_short_deck_flush_over_full_house_on_the_turn() -> None:
    full = so_far("7h 7d", "7s Qc Qd 6c", "shortdeck")
    flush = so_far("Ah 8h", "Kh 9h 6h Tc", "shortdeck")
    assert full.category is Category.FULL_HOUSE and flush.category is Category.FLUSH
    assert flush.value > full.value
    assert so_far("7h 7d", "7s Qc Qd 6c").value > so_far("Ah 8h", "Kh 9h 6h Tc").value


def test_the_street_of_each_board() -> None:
    assert [
        street_of(parse_cards(b)).value for b in ("2c 3c 4c", "2c 3c 4c 5c", "2c 3c 4c 5c 6c")
    ] == [
        "flop",
        "turn",
        "river",
    ]


def deals(variant: Variant, board_size: int, seed: int) -> list[tuple[list[Card], list[Card]]]:
    rng = random.Random(seed)
    deck = list(full_deck(short=variant is Variant.SHORTDECK))
    hole_size = HOLE_CARDS[variant]
    out = []
    for _ in range(DEALS):
        cards = rng.sample(deck, hole_size + board_size)
        out.append((cards[:hole_size], cards[hole_size:]))
    return out


def brute_force(hole: list[Card], board: list[Card], variant: Variant) -> int:
    if variant is Variant.OMAHA:
        fives = [
            (*two, *three) for two in combinations(hole, 2) for three in combinations(board, 3)
        ]
    else:
        fives = list(combinations((*hole, *board), 5))
    return max(value_of(five, variant) for five in fives)


@pytest.mark.parametrize("board_size", [3, 4])
@pytest.mark.parametrize("variant", [Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK])
def test_agrees_with_brute_force(variant: Variant, board_size: int) -> None:
    ranking = ranking_of(variant)
    for hole, board in deals(variant, board_size, seed=board_size * 10 + len(variant)):
        hand = best_hand_so_far(hole, board, variant)
        assert hand.value == brute_force(hole, board, variant), (hole, board)
        assert value_of(hand.five, variant) == hand.value  # the five shown make that value
        assert hand.category is ranking.category(hand.value)
        assert sorted(hand.five + hand.unused) == sorted(hole + board)
        assert len(hand.five) == 5 and not hand.board_plays
        if variant is Variant.OMAHA:
            assert len(set(hand.five) & set(hole)) == 2


def test_the_river_is_best_hand_itself() -> None:
    for variant in (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK):
        for hole, board in deals(variant, 5, seed=5)[:100]:
            assert best_hand_so_far(hole, board, variant) == best_hand(hole, board, variant)


@pytest.mark.parametrize("board_size", [3, 4])
def test_agrees_with_treys_on_random_pairs(board_size: int) -> None:
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    rng = random.Random(board_size)
    deck = list(full_deck())
    as_treys = {c: treys.Card.new(str(c)) for c in deck}
    for _ in range(DEALS):
        cards = rng.sample(deck, 4 + board_size)
        a, b, board = cards[:2], cards[2:4], cards[4:]
        ours_a, ours_b = best_hand_so_far(a, board), best_hand_so_far(b, board)
        ta = evaluator.evaluate([as_treys[c] for c in board], [as_treys[c] for c in a])
        tb = evaluator.evaluate([as_treys[c] for c in board], [as_treys[c] for c in b])
        ours = (ours_a.value > ours_b.value) - (ours_a.value < ours_b.value)
        theirs = (ta < tb) - (ta > tb)  # treys: lower is better
        assert ours == theirs, (a, b, board)
        treys_class = evaluator.class_to_string(evaluator.get_rank_class(ta))
        assert CATEGORY_IN_TREYS[ours_a.category] == treys_class, (a, board)


CATEGORY_IN_TREYS = {
    Category.HIGH_CARD: "High Card",
    Category.PAIR: "Pair",
    Category.TWO_PAIR: "Two Pair",
    Category.THREE_OF_A_KIND: "Three of a Kind",
    Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush",
    Category.FULL_HOUSE: "Full House",
    Category.FOUR_OF_A_KIND: "Four of a Kind",
    Category.STRAIGHT_FLUSH: "Straight Flush",
}


@pytest.mark.parametrize(
    ("hole", "board", "variant", "field", "message"),
    [
        ("Kh Kd", "Kc Jd", "holdem", "board", "3 cartas (flop), 4 (turn) o 5 (river), no 2"),
        ("Kh Kd", "Kc Jd 9s 5h 2c 3c", "holdem", "board", "no 6"),
        ("Kh", "Kc Jd 9s", "holdem", "hole", "lleva 2 cartas propias, no 1"),
        ("Kh Kd Qs", "Kc Jd 9s", "omaha", "hole", "en Omaha cada jugador lleva 4"),
        ("Kh Kd", "Kc Kh 9s", "holdem", "board", "repetida: ya está en las cartas propias"),
        ("Kh 2d", "Kc Jd 9s", "shortdeck", "hole", "2♦ (dos de diamantes) no existe en la baraja"),
        ("Kh Kd", "Kc Jd 5s 9h", "shortdeck", "board", "5♠ (cinco de picas) no existe"),
    ],
)  # fmt: skip
def test_bad_cards_name_the_field(
    hole: str, board: str, variant: str, field: str, message: str
) -> None:
    with pytest.raises(PokerError) as info:
        so_far(hole, board, variant)
    assert info.value.field == field
    assert message in info.value.message
