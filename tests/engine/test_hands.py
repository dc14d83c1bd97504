"""best_hand per variant, labels, reading order, and the seed documents' examples."""

import pytest

from academy.engine import Category, PokerError, best_hand, parse_cards
from academy.engine.compare import decide, rank_hands


def hand(hole: str, board: str, variant: str = "holdem", discarded: str = ""):  # type: ignore[no-untyped-def]
    return best_hand(parse_cards(hole), parse_cards(board), variant, parse_cards(discarded))


def five(h) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(c) for c in h.five]


@pytest.mark.parametrize(
    ("hole", "board", "label"),
    [
        ("Qh Qd", "2c 5s 9h Jd Kc", "pareja de reinas"),
        ("Ah Kd", "As Kc 4h 7d 9s", "doble pareja de ases y reyes"),
        ("9c 2d", "5s 6d 7h 8c 4s", "escalera al nueve"),
        ("Ah 2h", "9h 7h 4h Kc Qd", "color al as"),
        ("Qh 2h", "9h 7h 4h Kc Jd", "color a la reina"),
        ("Kh Kd", "Kc 2d 2s 7h 9c", "full de reyes con doses"),
        ("As Ks", "Qs Js Ts 2c 3d", "escalera real"),
        ("9s 8s", "7s 6s 5s Ac Ad", "escalera de color al nueve"),
        ("Ac Ad", "Ah As 5c 7d 9h", "póker de ases"),
        ("7c 7d", "7h 2c 9d Js Kh", "trío de sietes"),
        ("Ac 3d", "5s 2h 4c 9d Jh", "escalera al cinco"),
        ("Ah 9d", "2c 4s 6h 8d Tc", "as alto"),
        ("Jc 2d", "3s 5h 7c 9d Th", "jota alta"),
    ],
)
def test_labels(hole: str, board: str, label: str) -> None:
    assert hand(hole, board).label == label


def test_reading_order_and_unused() -> None:
    h = hand("Kh Kd", "Kc Jd 9s 5h 2c")
    assert five(h) == ["Kh", "Kd", "Kc", "Jd", "9s"]
    assert [str(c) for c in h.unused] == ["5h", "2c"]
    wheel = hand("Ac 3d", "5s 2h 4c 9d Jh")
    assert five(wheel) == ["5s", "4c", "3d", "2h", "Ac"]
    assert five(hand("Kh Kd", "Kc 2d 2s 7h 9c")) == ["Kh", "Kd", "Kc", "2d", "2s"]


def test_kicker_table_from_the_seed() -> None:
    board = "Ah Kc 7s 2d 3c"
    a, b = hand("8d 8c", board), hand("8h 8s", "Ah Kc 6s 2d 3c")
    assert five(a) == ["8d", "8c", "Ah", "Kc", "7s"]
    d = decide(a, b)
    assert d.better is a and d.where == "la tercera carta fuera de la pareja"
    assert [c.display for c in d.cards or ()] == ["7♠", "6♠"]


def test_board_straight_to_nine_splits_and_the_ten_breaks_it() -> None:
    board = "5c 6d 7h 8s 9c"
    a, b = hand("Ac Kd", board), hand("2h 3s", board)
    assert a.board_plays and b.board_plays and a.label == "escalera al nueve"
    assert rank_hands({"A": a, "B": b}) == [["A", "B"]]
    c = hand("Th 2d", board)
    assert not c.board_plays and c.label == "escalera al diez"
    assert rank_hands({"A": a, "C": c}) == [["C"], ["A"]]
    assert decide(a, c).where == "la carta más alta de la escalera"


def test_suits_do_not_break_ties() -> None:
    board = "Kc Qd 8s 5h 2c"
    a, b = hand("Ah 3c", board), hand("As 3d", board)
    assert rank_hands({"A": a, "B": b}) == [["A", "B"]]
    assert decide(a, b).tie


def test_omaha_uses_exactly_two_plus_three() -> None:
    four_suited = hand("Ah Kh Qh Jh", "2h 3h 4c 5d 9s", "omaha")
    assert four_suited.category is Category.HIGH_CARD  # four hearts in hand: no flush
    assert five(four_suited) == ["Ah", "Kh", "9s", "5d", "4c"]
    board_full = hand("Ac 2d 3h 4s", "Kd Kc Ks 7h 7d", "omaha")
    assert board_full.category is Category.THREE_OF_A_KIND  # not the board's full house
    flush = hand("Ah Kh 2c 3d", "Qh 7h 4h 9s Jc", "omaha")
    assert flush.label == "color al as"


def test_short_deck_rules() -> None:
    low = hand("Ac 6d", "7h 8s 9d Kc Qh", "shortdeck")
    assert low.label == "escalera al nueve"
    assert five(low) == ["9d", "8s", "7h", "6d", "Ac"]
    flush = hand("Ah 7h", "Kh 9h 6h Kc Ks", "shortdeck")
    full = hand("9d 9c", "Kh 9h 6h Kc Ks", "shortdeck")
    assert flush.category is Category.FLUSH and full.category is Category.FULL_HOUSE
    assert flush.value > full.value  # a flush beats a full house in Short Deck
    std_flush = hand("Ah 7h", "Kh 9h 6h Kc Ks")
    std_full = hand("9d 9c", "Kh 9h 6h Kc Ks")
    assert std_flush.value < std_full.value


def test_short_deck_rejects_small_cards() -> None:
    with pytest.raises(PokerError, match="3♥ .* no existe en la baraja corta"):
        hand("3h 7d", "Ah Kc 9s 8d 6c", "shortdeck")


def test_pineapple_uses_the_two_kept_cards() -> None:
    kept = hand("Ah Ad", "Ac 7d 2s 9h Kc", "pineapple", discarded="As")
    assert kept.label == "trío de ases"
    with pytest.raises(PokerError, match="repetida"):
        hand("Ah Ad", "Ac 7d 2s 9h Kc", "pineapple", discarded="Ac")


@pytest.mark.parametrize(
    ("hole", "board", "variant", "message"),
    [
        ("Ah", "2c 3d 4h 5s 7c", "holdem", "2 cartas propias"),
        ("Ah Kd", "2c 3d 4h 5s 7c", "omaha", "4 cartas propias"),
        ("Ah Kd", "2c 3d 4h 5s", "holdem", "cartas comunitarias deben ser 5"),
        ("Ah Kd", "2c 3d 4h 5s 7c", "stud", "la variante «stud» no existe"),
        ("Ah 2c", "2c 3d 4h 5s 7c", "holdem", "repetida"),
    ],
)
def test_bad_hands(hole: str, board: str, variant: str, message: str) -> None:
    with pytest.raises(PokerError, match=message):
        hand(hole, board, variant)


def test_board_plays_is_shown_with_the_board() -> None:
    h = hand("2c 3c", "Ah Kh Qh Jh Th")
    assert h.board_plays and five(h) == ["Ah", "Kh", "Qh", "Jh", "Th"]
