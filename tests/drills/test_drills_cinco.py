"""«Elige las cinco»: which fives are right (checked against treys), the named mistakes,
the mix of each step, and bad choices refused in Spanish."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

import pytest
import treys

from academy.drills import MISTAKES, deal_items
from academy.drills.cinco.check import chosen, classify, judge, right_fives
from academy.drills.cinco.deal import CincoTable
from academy.drills.dealing import omaha_below, omaha_value
from academy.engine.cards import Card, parse_cards
from academy.engine.deck import shuffled_deck
from academy.engine.errors import PokerError
from academy.engine.hands import Variant
from academy.practice.levels import strength

VARIANTS = ["holdem", "omaha", "shortdeck"]
EVALUATOR = treys.Evaluator()
STEP_SCENARIOS = {
    (1, "holdem"): {"hole_cards_play"},
    (2, "holdem"): {"kicker_decides"},
    (3, "holdem"): {"split_pot", "board_plays", "one_card_improves_board", "hole_cards_play"},
    (3, "omaha"): {"split_pot", "board_tempts", "illegal_five_tempts"},
}


def tables(variant: str, step: int, seeds: int = 12) -> list[CincoTable]:
    out = []
    for seed in range(seeds):
        for item in deal_items("cinco", seed, 5, variant, step):
            assert isinstance(item.table, CincoTable)
            out.append(item.table)
    return out


def treys_rank(five: tuple[Card, ...]) -> int:
    cards = [treys.Card.new(str(c)) for c in five]
    return int(EVALUATOR.evaluate(cards[:2], cards[2:]))  # lower is better


def treys_right(table: CincoTable, five: tuple[Card, ...]) -> bool:
    """The rule, read with treys: five cards one winner may play, worth that winner's best."""
    board = table.settlement.spec.board
    omaha = table.variant.value == "omaha"
    for name in table.winners:
        hole = table.hole(name)
        if not set(five) <= {*hole, *board}:
            continue
        if omaha and sum(c in hole for c in five) != 2:
            continue
        if omaha:
            fives = [(*two, *three) for two in combinations(hole, 2)
                     for three in combinations(board, 3)]  # fmt: skip
        else:
            fives = list(combinations((*hole, *board), 5))
        if treys_rank(five) == min(treys_rank(f) for f in fives):
            return True
    return False


@pytest.mark.parametrize("variant", ["holdem", "omaha"])
@pytest.mark.parametrize("step", [1, 2, 3])
@pytest.mark.slow  # a reference implementation: treys
def test_right_fives_are_exactly_the_rules_by_treys(variant: str, step: int) -> None:
    """Every five of the winners' cards, the board and one loser's: right for us iff
    right by the rule read with treys."""
    accepted = Counter[str]()
    for table in tables(variant, step, seeds=3):
        spec = table.settlement.spec
        loser = [p.hole for p in spec.players if p.name not in table.winners][:1]
        pool = {*spec.board, *(c for n in table.winners for c in table.hole(n)),
                *(c for hole in loser for c in hole)}  # fmt: skip
        for five in combinations(sorted(pool), 5):
            mistakes, _ = classify(table, five)
            assert (not mistakes) == treys_right(table, five), (spec, five, mistakes)
            accepted["right" if not mistakes else "wrong"] += 1
        assert set(right_fives(table)) == {
            frozenset(f) for f in combinations(sorted(pool), 5) if treys_right(table, f)
        }
    assert accepted["right"] and accepted["wrong"]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("step", [1, 2, 3])
def test_each_mistake_offered_is_named_when_typed(variant: str, step: int) -> None:
    offered = Counter[str]()
    for table in tables(variant, step):
        assert table.check(table.solution()).correct
        for code, typed in table.temptations().items():
            verdict = table.check(typed)
            assert not verdict.correct and verdict.mistakes == (code,), (table.spec, typed)
            assert verdict.fields == {"cards": False}
            assert any(line.startswith("Lo correcto: ") for line in verdict.feedback)
            offered[code] += 1
    for code in ("fewer_than_five", "sixth_card", "two_players_cards", "card_outside_five"):
        assert offered[code] >= 50, offered
    if variant == "omaha":
        assert offered["omaha_rule"] == 60 and not offered["board_taken"]
    else:
        assert offered["board_taken"] > 20 and not offered["omaha_rule"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_step_offers_the_mistakes_it_is_dealt_for(variant: str) -> None:
    for table in tables(variant, 1):  # a clear winner playing own cards
        offered = table.temptations()
        assert "loser_cards" in offered
        assert ("omaha_rule" if variant == "omaha" else "board_taken") in offered
    for table in tables(variant, 2):  # the kicker
        assert "lower_kicker" in table.temptations()
        assert "kicker_decides" in table.scenarios
        first, second = (table.hand(group[0]) for group in table.settlement.order[:2])
        assert first.category is second.category
    for table in tables(variant, 3):
        offered = table.temptations()
        if "board_plays" in table.scenarios:
            assert "board_taken" not in offered
            assert table.check({"cards": [str(c) for c in table.settlement.spec.board]}).correct
        if "one_card_improves_board" in table.scenarios:
            assert "board_taken" in offered
        if "illegal_five_tempts" in table.scenarios or "board_tempts" in table.scenarios:
            illegal = parse_cards(offered["omaha_rule"]["cards"])  # type: ignore[arg-type]
            mistaken = table.check({"cards": [str(c) for c in illegal]})
            assert any("no valen en Omaha" in line for line in mistaken.feedback)
        if "split_pot" in table.scenarios:
            assert len(table.winners) >= 2
            for name in table.winners:
                assert table.check({"cards": [str(c) for c in table.hand(name).five]}).correct


@pytest.mark.parametrize(("step", "variant"), sorted(STEP_SCENARIOS))
def test_five_items_in_a_row_show_the_steps_mix(step: int, variant: str) -> None:
    for seed in range(10):
        seen = {s for item in deal_items("cinco", seed, 5, variant, step)
                for s in item.table.scenarios}  # fmt: skip
        assert STEP_SCENARIOS[step, variant] <= seen


def test_an_equal_five_that_is_not_the_engines_is_right() -> None:
    found = 0
    for table in tables("holdem", 3, seeds=20):
        engine = {frozenset(table.hand(n).five) for n in table.winners}
        for five in right_fives(table):
            if five not in engine:
                verdict = judge(table, tuple(sorted(five)))
                assert verdict.correct and verdict.mistakes == ()
                found += 1
    assert found >= 5


def test_marks_say_which_chosen_cards_belong_and_which_are_missing() -> None:
    table = tables("holdem", 2, seeds=1)[0]
    typed = table.temptations()["lower_kicker"]
    verdict = table.check(typed)
    kept = [card for card, ok in chosen(verdict).cards.items() if not ok]
    assert len(kept) == 1 and len(chosen(verdict).missing) == 1
    shown = Card.parse(kept[0]).display, Card.parse(chosen(verdict).missing[0]).display
    assert f"{shown[0]} en lugar de {shown[1]}" in verdict.feedback[0]
    assert MISTAKES["lower_kicker"].name == "un kicker más bajo"


def test_a_sixth_card_says_which_one_is_extra() -> None:
    table = tables("holdem", 1, seeds=1)[0]
    verdict = table.check(table.temptations()["sixth_card"])
    extra = [card for card, ok in chosen(verdict).cards.items() if not ok]
    assert verdict.mistakes == ("sixth_card",) and len(extra) == 1
    assert f"Sobra {Card.parse(extra[0]).display}" in verdict.feedback[0]


# Bad choices -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ({"cards": ""}, "elige cinco cartas"),
        ({"cards": []}, "elige cinco cartas"),
        ({}, "elige cinco cartas"),
        ({"cards": "Zz"}, "las cinco cartas"),
        ({"cards": 5}, "escribe las cartas"),
        ({"cards": [1, 2]}, "las cinco cartas"),
        ("Ah Kh", "se esperaba un objeto"),
    ],
)
def test_junk_is_refused_in_spanish(typed: Any, words: str) -> None:
    table = tables("holdem", 1, seeds=1)[0]
    with pytest.raises(PokerError) as caught:
        table.check(typed)
    assert caught.value.field == "cards"
    assert words in caught.value.message


def test_a_card_twice_or_not_on_the_table_is_refused() -> None:
    table = tables("holdem", 1, seeds=1)[0]
    board = [str(c) for c in table.settlement.spec.board]
    with pytest.raises(PokerError, match="repetida"):
        table.check({"cards": [board[0], board[0], *board[1:4]]})
    used = {str(c) for p in table.settlement.spec.players for c in p.hole} | set(board)
    absent = next(c for c in ("2c", "3d", "4h", "5s", "6c", "7d") if c not in used)
    with pytest.raises(PokerError, match="no está en la mesa") as caught:
        table.check({"cards": [*board[:4], absent]})
    assert caught.value.field == "cards"


def test_the_fast_omaha_values_are_the_exact_ones() -> None:
    """The dealing's Omaha shortcuts (a bound per pair of own cards) change no value."""
    exact = strength(Variant.OMAHA)
    for seed in range(1500):
        deck = shuffled_deck(seed)
        hole, board, other = tuple(deck[:4]), tuple(deck[4:9]), tuple(deck[9:13])
        value, limit = exact(hole, board), exact(other, board)
        assert omaha_value(hole, board) == value
        assert omaha_below(hole, board, limit) == (value < limit)
        assert omaha_below(hole, board, value) is False
        assert omaha_below(hole, board, value + 1) is True
