from collections import Counter
from itertools import combinations

import pytest

from academy.engine import full_deck, shortdeck_value
from academy.engine.evaluate import SHORTDECK
from academy.engine.rarity import category_counts, rarity

pytestmark = pytest.mark.slow  # enumeration: every five- and seven-card hand

PUBLISHED_SEVEN = {
    "straight_flush": 41_584,
    "four_of_a_kind": 224_848,
    "full_house": 3_473_184,
    "flush": 4_047_644,
    "straight": 6_180_020,
    "three_of_a_kind": 6_461_620,
    "two_pair": 31_433_400,
    "pair": 58_627_800,
    "high_card": 23_294_460,
}


def test_five_card_enumeration_matches_brute_force() -> None:
    from academy.engine import hand_value
    from academy.engine.evaluate import STANDARD

    brute = Counter(STANDARD.category(hand_value(h)).value for h in combinations(full_deck(), 5))
    assert rarity(5)["counts"] == dict(brute)
    assert rarity(5)["total"] == 2_598_960


def test_short_deck_enumeration_matches_brute_force() -> None:
    deck = full_deck(short=True)
    brute = Counter(SHORTDECK.category(shortdeck_value(h)) for h in combinations(deck, 5))
    assert category_counts(5, SHORTDECK, range(4, 13)) == dict(brute)


def test_seven_card_counts() -> None:
    result = rarity(7)
    assert result["counts"] == PUBLISHED_SEVEN
    assert result["total"] == 133_784_560
    probability = result["probability"]
    assert isinstance(probability, dict)
    assert abs(sum(probability.values()) - 1) < 1e-12
