"""The fast Omaha evaluation and best_hand's fast paths against brute force: every way to
play, in the engine's order, on random deals and on deals rich in one suit."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

import pytest

from academy.engine import Card, PokerError, Variant, best_hand, full_deck, parse_cards
from academy.engine.evaluate import hand_value, shortdeck_value
from academy.engine.hands import Hand, _hand
from academy.engine.omaha import OmahaBoard, omaha_board, omaha_value


def deals(hole_size: int, count: int, seed: int, short: bool = False) -> list[list[Card]]:
    """Hole cards then a board; half the deals hold three to seven cards of one suit."""
    deck = full_deck(short=short)
    rng = random.Random(seed)
    out = []
    for i in range(count):
        cards = rng.sample(deck, hole_size + 5)
        if i % 2:
            suit = rng.randrange(4)
            suited = rng.sample([c for c in deck if c.suit == suit], rng.randrange(3, 8))
            others = rng.sample([c for c in deck if c not in suited], hole_size + 5)
            cards = (suited + others)[: hole_size + 5]
            rng.shuffle(cards)
        out.append(cards)
    return out


def brute_force_omaha(hole: Sequence[Card], board: Sequence[Card]) -> tuple[int, tuple[Card, ...]]:
    """The best of the 60 ways and the first way (pairs, then triples, in order) to it."""
    best: tuple[int, tuple[Card, ...]] | None = None
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            value = hand_value((*two, *three))
            if best is None or value > best[0]:
                best = (value, (*two, *three))
    assert best is not None
    return best


def brute_force_hand(hole: Sequence[Card], board: Sequence[Card], variant: Variant) -> Hand:
    """best_hand as the engine chose before its fast paths: the first five, fewest hole
    cards first, worth the whole hand."""
    evaluate = shortdeck_value if variant is Variant.SHORTDECK else hand_value
    all_cards = (*hole, *board)
    if variant is Variant.OMAHA:
        value, five = brute_force_omaha(hole, board)
        return _hand(five, all_cards, value, variant, board_plays=False)
    value = evaluate(all_cards)
    if evaluate(board) == value:
        return _hand(board, all_cards, value, variant, board_plays=True)
    for used in (1, 2):
        for from_hole in combinations(hole, used):
            for from_board in combinations(board, 5 - used):
                if evaluate((*from_hole, *from_board)) == value:
                    five = (*from_hole, *from_board)
                    return _hand(five, all_cards, value, variant, board_plays=False)
    raise AssertionError("no five is worth the hand")


@pytest.mark.slow  # a reference implementation: brute force over many boards
def test_omaha_board_against_brute_force() -> None:
    for cards in deals(4, 6_000, seed=1):
        hole, board = cards[:4], cards[4:]
        prepared = OmahaBoard(board)
        value, five = brute_force_omaha(hole, board)
        assert prepared.value(hole) == omaha_value(hole, board) == value, cards
        best, two, three = prepared.best(hole)
        assert (best, (*two, *three)) == (value, five), cards
        ways = [hand_value((*t, *b)) for t in combinations(hole, 2) for b in combinations(board, 3)]
        assert prepared.values(hole) == ways
        assert prepared.beats(hole, value - 1) and not prepared.beats(hole, value)


@pytest.mark.parametrize(
    ("variant", "hole_size", "short"),
    [
        (Variant.OMAHA, 4, False),
        (Variant.HOLDEM, 2, False),
        (Variant.PINEAPPLE, 2, False),
        (Variant.SHORTDECK, 2, True),
    ],
)
def test_best_hand_chooses_as_brute_force(variant: Variant, hole_size: int, short: bool) -> None:
    for cards in deals(hole_size, 4_000, seed=hole_size + 3 * short, short=short):
        hole, board = cards[:hole_size], cards[hole_size:]
        assert best_hand(hole, board, variant) == brute_force_hand(hole, board, variant), cards


def test_the_prepared_board_follows_the_board_asked_for() -> None:
    first, second = parse_cards("Kd Ts Th Tc 3h"), parse_cards("2c 7d 9s Jh Qc")
    hole = parse_cards("Ah Kh 9h 2d")
    for board in (first, second, first, list(first), second):
        assert omaha_board(board).board == tuple(board)
        assert omaha_value(hole, board) == brute_force_omaha(hole, board)[0]


def test_omaha_sizes_are_checked() -> None:
    with pytest.raises(PokerError, match="cartas comunitarias deben ser 5"):
        OmahaBoard(parse_cards("Kd Ts Th Tc"))
    with pytest.raises(PokerError, match="4 cartas propias"):
        OmahaBoard(parse_cards("Kd Ts Th Tc 3h")).value(parse_cards("Ah Kh 9h"))
