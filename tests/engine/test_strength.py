"""The strength reader behind «Sigue la acción»'s players (academy/engine/strength.py)."""

from __future__ import annotations

import pytest

from academy.engine.cards import full_deck, parse_cards
from academy.engine.deck import Rng
from academy.engine.evaluate import Category
from academy.engine.hands import Variant, best_hand
from academy.engine.strength import Draw, chen, preflop_strength, read

HE, OM, SD = Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK


def strength(hole: str, board: str = "", variant: Variant = HE) -> float:
    return read(parse_cards(hole), parse_cards(board) if board else (), variant).strength


@pytest.mark.parametrize(
    ("cards", "score"),
    [("As Ad", 20), ("Ks Kd", 16), ("2c 2d", 5), ("As Ks", 12), ("Ah Kd", 10),
     ("Jh Th", 9), ("7c 2d", -1), ("5s 4s", 6), ("Ah 5d", 5)],
)  # fmt: skip
def test_chen_scores_as_published(cards: str, score: float) -> None:
    a, b = parse_cards(cards)
    assert chen(a, b) == score


def test_starting_hands_in_a_players_order() -> None:
    order = ["As Ad", "Ah Kh", "Qc Qd", "Kd Qc", "8s 8d", "9h 8h", "Kh 9c", "Qd 3c", "7c 2d"]
    values = [preflop_strength(parse_cards(h), HE) for h in order]
    assert values == sorted(values, reverse=True)
    assert values[0] == 1.0 and values[-1] == 0.0
    # Omaha: four cards that work together over a hand with one good pair of cards.
    assert preflop_strength(parse_cards("Ah Ad Kh Kd"), OM) == 1.0
    assert preflop_strength(parse_cards("As Kh 7d 2c"), OM) < preflop_strength(
        parse_cards("Ah Kh Qd Jd"), OM
    )
    assert preflop_strength(parse_cards("9c 6d 4h 2s"), OM) < 0.3


def test_made_hands_rank_as_a_player_reads_them() -> None:
    board = "Qh 8s 4c"
    ladder = [
        ("7c 2d", Category.HIGH_CARD),  # nothing
        ("5d 5c", Category.PAIR),  # a pair under the board
        ("8d 3c", Category.PAIR),  # middle pair
        ("Qc 2d", Category.PAIR),  # top pair, weak kicker
        ("Ac Qd", Category.PAIR),  # top pair, top kicker
        ("Kc Kd", Category.PAIR),  # overpair
        ("Qd 8c", Category.TWO_PAIR),
        ("4d 4s", Category.THREE_OF_A_KIND),  # a set
    ]
    readings = [read(parse_cards(h), parse_cards(board), HE) for h, _ in ladder]
    assert [r.category for r in readings] == [c for _, c in ladder]
    values = [r.strength for r in readings]
    assert values == sorted(values) and len(set(values)) == len(values)
    assert strength("9h 2h", "Qh 8h 4h") > strength("Qd Qs", "Qh 8s 4c") - 0.1  # flush ~ set


def test_what_the_board_holds_is_everybodys() -> None:
    plays = read(parse_cards("7c 2d"), parse_cards("Kh Ks 9h 9c 4d"), HE)
    assert plays.category is Category.TWO_PAIR and not plays.uses_hole
    assert plays.strength < strength("Ac 9d", "Kh Ks 9h 9c 4d")
    board_straight = read(parse_cards("2c 2d"), parse_cards("9h Ts Jd Qc Kh"), HE)
    assert board_straight.category is Category.STRAIGHT and not board_straight.uses_hole
    assert board_straight.strength < 0.3
    assert strength("Ac 2d", "Kh Ks 4d 9c 2c") < strength("Kd 2h", "Kh Ks 4d 9c 2c")  # trips


@pytest.mark.parametrize(
    ("hole", "board", "variant", "draw"),
    [
        ("Ah 6h", "Kh 9h 2c", HE, Draw.flush),
        ("8c 7d", "9h 6s 2c", HE, Draw.open_ended),
        ("9c 7d", "Jh 8s 2c", HE, Draw.gutshot),
        ("8h 7h", "9h 6h 2c", HE, Draw.combo),
        ("Ac 2d", "Kh 8s 7c", HE, Draw.none),
        ("Ah 9d", "6h 7c Kd", SD, Draw.gutshot),  # A-6-7-8-9 runs low in Short Deck
        ("Ah Kh 7c 2d", "Qh 4h 9s", OM, Draw.flush),  # two of the suit in the hand
        ("Ah Kc 7c 2d", "Qh 4h 9h", OM, Draw.none),  # one heart in the hand: no Omaha draw
    ],
)
def test_draws_and_what_they_add(hole: str, board: str, variant: Variant, draw: Draw) -> None:
    reading = read(parse_cards(hole), parse_cards(board), variant)
    assert reading.draw is draw
    assert (reading.strength > 0.13) is (draw is not Draw.none)  # high card but for the draw


def test_no_draws_on_the_river_and_categories_match_the_evaluator() -> None:
    rng = Rng(7)
    for variant in (HE, OM, SD):
        deck = list(full_deck(short=variant is SD))
        for _ in range(200):
            cards = rng.shuffled(deck)
            hole = cards[: 4 if variant is OM else 2]
            board = cards[5:10]
            reading = read(hole, board, variant)
            assert reading.draw is Draw.none
            assert reading.category is best_hand(hole, board, variant).category
            assert 0.0 <= reading.strength <= 1.0
