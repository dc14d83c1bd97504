"""Hand values: the whole five-card domain, the rank-weight keys, and treys as a reference."""

import random
from collections import Counter
from itertools import combinations

import pytest

from academy.engine import Category, PokerError, full_deck, hand_value, parse_cards
from academy.engine.cards import RANK_WEIGHTS
from academy.engine.evaluate import STANDARD, rank_multisets

PUBLISHED_FIVE_CARD_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}


@pytest.mark.slow  # enumeration: all 2,598,960 hands
def test_every_five_card_hand_is_classified() -> None:
    values = Counter(map(hand_value, combinations(full_deck(), 5)))
    assert sum(values.values()) == 2_598_960
    assert len(values) == 7_462
    by_category: Counter[Category] = Counter()
    for value, n in values.items():
        by_category[STANDARD.category(value)] += n
    assert dict(by_category) == PUBLISHED_FIVE_CARD_COUNTS


@pytest.mark.slow  # enumeration
def test_rank_weights_identify_every_multiset_of_up_to_seven() -> None:
    for size in range(1, 8):
        sums = [sum(RANK_WEIGHTS[r] * n for r, n in enumerate(c)) for c in rank_multisets(size)]
        assert len(sums) == len(set(sums)), size
    # The largest sum (four aces and three kings) stays below the card-count field.
    assert RANK_WEIGHTS[12] * 4 + RANK_WEIGHTS[11] * 3 < 2**23


@pytest.mark.slow  # a reference implementation: treys
def test_agrees_with_treys_on_random_pairs() -> None:
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    deck = full_deck()
    rng = random.Random(20261130)
    treys_ints = {c: treys.Card.new(str(c)) for c in deck}
    disagreements = 0
    for _ in range(100_000):
        cards = rng.sample(deck, 9)
        board = cards[:5]
        a, b = cards[5:7], cards[7:9]
        ours = (hand_value(a + board) > hand_value(b + board)) - (
            hand_value(a + board) < hand_value(b + board)
        )
        ta = evaluator.evaluate([treys_ints[c] for c in a], [treys_ints[c] for c in board])
        tb = evaluator.evaluate([treys_ints[c] for c in b], [treys_ints[c] for c in board])
        theirs = (ta < tb) - (ta > tb)  # treys: lower is better
        disagreements += ours != theirs
    assert disagreements == 0


def test_agrees_with_treys_on_categories() -> None:
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    names = {
        "Straight Flush": Category.STRAIGHT_FLUSH,
        "Four of a Kind": Category.FOUR_OF_A_KIND,
        "Full House": Category.FULL_HOUSE,
        "Flush": Category.FLUSH,
        "Straight": Category.STRAIGHT,
        "Three of a Kind": Category.THREE_OF_A_KIND,
        "Two Pair": Category.TWO_PAIR,
        "Pair": Category.PAIR,
        "High Card": Category.HIGH_CARD,
    }
    rng = random.Random(7)
    deck = full_deck()
    for _ in range(5_000):
        cards = rng.sample(deck, 7)
        score = evaluator.evaluate(
            [treys.Card.new(str(c)) for c in cards[:2]], [treys.Card.new(str(c)) for c in cards[2:]]
        )
        theirs = names[evaluator.class_to_string(evaluator.get_rank_class(score))]
        assert STANDARD.category(hand_value(cards)) is theirs


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("As Ks Qs Js Ts", "9s 8s 7s 6s 5s"),
        ("5d 4d 3d 2d Ad", "Ac Ad Ah As Kc"),
        ("2c 2d 2h 2s 3c", "Ac Ad Ah Kd Ks"),
        ("6c 5d 4h 3s 2c", "5c 4d 3h 2s Ac"),  # the wheel is the lowest straight
        ("8d 8c Ah Kc 7s", "8h 8s Ad Kd 6s"),
        ("Ah Ad Kc Kd 3s", "Ac As Qc Qd Js"),
    ],
)
def test_order(better: str, worse: str) -> None:
    assert hand_value(parse_cards(better)) > hand_value(parse_cards(worse))


def test_no_wrap_around() -> None:
    value = hand_value(parse_cards("Qc Kd Ah 2s 3c"))
    assert STANDARD.category(value) is Category.HIGH_CARD


def test_suits_never_break_ties() -> None:
    assert hand_value(parse_cards("Ah Kh 9c 7d 2s")) == hand_value(parse_cards("As Ks 9d 7c 2h"))


def test_six_and_seven_cards_take_the_best_five() -> None:
    seven = parse_cards("Kh Kd Kc Jd 9s 5h 2c")
    best = max(hand_value(five) for five in combinations(seven, 5))
    assert hand_value(seven) == best
    assert hand_value(seven[:6]) == max(hand_value(f) for f in combinations(seven[:6], 5))


@pytest.mark.parametrize("text", ["Ah Kh", "Ah Kh Qh Jh", "2c 3c 4c 5c 6c 7c 8c 9c"])
def test_wrong_counts_raise(text: str) -> None:
    with pytest.raises(PokerError, match="5, 6 o 7 cartas"):
        hand_value(parse_cards(text))
