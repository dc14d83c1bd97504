"""Cards as ints (their keys) and the one-sum look-up of hand_value and shortdeck_value:
the keys' guarantees, the card's value semantics, and the fast path against the rules."""

from __future__ import annotations

import copy
import pickle
import random
from dataclasses import FrozenInstanceError
from itertools import combinations, product

import pytest

from academy.engine import Card, PokerError, full_deck, hand_value, parse_cards, shortdeck_value
from academy.engine.cards import RANK_KEY_MASK, SUIT_SHIFT, SUIT_WEIGHTS, card_key
from academy.engine.evaluate import (
    HAND_SIZES,
    SHORTDECK,
    SHORTDECK_TABLES,
    STANDARD,
    STANDARD_TABLES,
    Ranking,
    Tables,
    flush_suits,
    rank_key,
    rank_multisets,
)

# Card: an int with the behaviour of the frozen (rank, suit) value it replaced ------------


def test_cards_are_unique_and_order_by_rank_then_suit() -> None:
    deck = full_deck()
    assert all(Card(c.rank, c.suit) is c for c in deck)
    assert Card.parse("Ah") is Card(12, 2) is parse_cards("A♥")[0]
    shuffled = random.Random(5).sample(deck, 52)
    assert sorted(shuffled) == list(deck)
    assert [(c.rank, c.suit) for c in sorted(shuffled)] == sorted((c.rank, c.suit) for c in deck)
    assert max(deck) is Card(12, 3) and min(deck) is Card(0, 0)
    assert len(set(deck)) == 52 and len({hash(c) for c in deck}) == 52


def test_a_card_reads_like_before() -> None:
    card = Card.parse("10♥")
    assert (card.rank, card.suit, card.index, card.bit) == (8, 2, 34, 1 << 8)
    assert (str(card), f"{card}", repr(card)) == ("Th", "Th", "Card(rank=8, suit=2)")
    assert (card.display, card.name, card.rank_name, card.suit_name) == (
        "10♥",
        "diez de corazones",
        "diez",
        "corazones",
    )
    assert (card.suit_code, card.rank_display, card.suit_symbol) == ("h", "10", "♥")
    assert int(card) == card_key(8, 2) and bool(Card(0, 0)) is True


def test_cards_are_immutable_and_copy_as_themselves() -> None:
    card = Card.parse("Qs")
    with pytest.raises(FrozenInstanceError):
        card.rank = 3  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del card.suit
    assert copy.copy(card) is card and copy.deepcopy([card])[0] is card
    assert pickle.loads(pickle.dumps(card)) is card


@pytest.mark.parametrize(("rank", "suit"), [(13, 0), (-1, 0), (0, 4), (1.0, 0), ("A", 2)])
def test_no_card_outside_the_deck(rank: object, suit: object) -> None:
    with pytest.raises(PokerError):
        Card(rank, suit)  # type: ignore[arg-type]


def test_parse_by_table_equals_parse_by_pattern() -> None:
    for card in full_deck():
        forms = (str(card), card.display, str(card).lower(), f" {card} ", card.display + "\ufe0f")
        for text in forms:
            assert Card.parse(text) is card


# The keys ------------------------------------------------------------------------------


def test_every_sum_of_up_to_seven_keys_is_a_one_digit_int() -> None:
    # CPython adds ints below 2**30 in magnitude without a multi-digit loop.
    keys = sorted(int(c) for c in full_deck())
    assert sum(keys[-7:]) < 2**30 and sum(keys[:7]) > -(2**30)
    for card in full_deck():  # the low bits of a key are its rank's weight
        assert card & RANK_KEY_MASK == rank_key([int(card.rank == r) for r in range(13)])


@pytest.mark.parametrize("size", HAND_SIZES)
def test_the_suit_part_tells_the_flush_suit(size: int) -> None:
    table = flush_suits(size)
    for counts in product(range(size + 1), repeat=4):
        if sum(counts) == size:
            part = sum(w * n for w, n in zip(SUIT_WEIGHTS, counts, strict=True))
            flush = [suit for suit, n in enumerate(counts) if n >= 5]
            assert table[part] == (flush[0] if flush else -1), counts


def test_up_to_six_cards_the_suit_part_tells_every_split_of_suits() -> None:
    for size in range(1, 7):
        parts = {}
        for counts in product(range(size + 1), repeat=4):
            if sum(counts) == size:
                part = sum(w * n for w, n in zip(SUIT_WEIGHTS, counts, strict=True))
                assert parts.setdefault(part, counts) == counts


@pytest.mark.parametrize(
    ("tables", "ranking", "ranks"),
    [(STANDARD_TABLES, STANDARD, range(13)), (SHORTDECK_TABLES, SHORTDECK, range(4, 13))],
)
@pytest.mark.slow  # enumeration: every table entry
def test_every_rank_table_entry_follows_the_rules(
    tables: Tables, ranking: Ranking, ranks: range
) -> None:
    # Six and seven cards are tabled as the best five left after taking one away; the
    # rules value each multiset directly.
    for size in HAND_SIZES:
        multisets = rank_multisets(size, ranks)
        assert len(tables.by_ranks[size]) == len(multisets)
        for counts in multisets:
            assert tables.by_ranks[size][rank_key(counts)] == ranking.rank_value(counts)


# hand_value and shortdeck_value against the best of their five-card subsets -------------


def _deals(deck: tuple[Card, ...], size: int, count: int, seed: int) -> list[list[Card]]:
    """Random hands, a third of them with five or more cards of one suit."""
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        if i % 3:
            hands.append(rng.sample(deck, size))
            continue
        suit = rng.randrange(4)
        suited = rng.sample([c for c in deck if c.suit == suit], rng.randrange(5, size + 1))
        rest = rng.sample([c for c in deck if c not in suited], size - len(suited))
        hand = suited + rest
        rng.shuffle(hand)
        hands.append(hand)
    return hands


@pytest.mark.parametrize("size", [6, 7])
@pytest.mark.parametrize("short", [False, True])
def test_the_look_up_is_the_best_five(size: int, short: bool) -> None:
    evaluate = shortdeck_value if short else hand_value
    for hand in _deals(full_deck(short=short), size, 3_000, seed=size + 10 * short):
        assert evaluate(hand) == max(map(evaluate, combinations(hand, 5))), hand


@pytest.mark.parametrize("count", [0, 1, 2, 3, 4, 8, 9, 12])
def test_other_counts_raise(count: int) -> None:
    rng = random.Random(count)
    for _ in range(30):
        hand = rng.sample(full_deck(short=True), count)
        with pytest.raises(PokerError, match="5, 6 o 7 cartas"):
            hand_value(hand)
        with pytest.raises(PokerError, match="5, 6 o 7 cartas"):
            shortdeck_value(hand)


def test_short_deck_rejects_small_cards_without_a_flush() -> None:
    with pytest.raises(PokerError, match="del 6 al as"):
        shortdeck_value(parse_cards("2c 7d 9h Jc Ks"))
    with pytest.raises(PokerError, match="del 6 al as"):
        shortdeck_value(parse_cards("5h 7h 9h Jh Kh"))


def test_five_of_a_rank_is_no_hand() -> None:
    ace = Card.parse("As")
    with pytest.raises(PokerError):
        hand_value([ace] * 5)


def test_suit_shift_leaves_room_for_the_rank_part() -> None:
    assert RANK_KEY_MASK == (1 << SUIT_SHIFT) - 1
    assert max(rank_key(c) for c in rank_multisets(7)) <= RANK_KEY_MASK
