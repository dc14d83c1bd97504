"""The floor's chip rulings (academy.engine.floor) against the TDA 2024 text: rule 44
(overchips), 45 (multiple chips, with the examples of its illustration addendum), 43 (the
50 % standard, a declared total), 40 (what is said first), and the limits the engine
already holds (pot limit's maximum, fixed limit's unit and cap, reopening)."""

from __future__ import annotations

import pytest

from academy.engine.errors import PokerError
from academy.engine.floor import ChipSituation, full_raise_increment, rule_chips


def nl(
    current_bet: int,
    chips: tuple[int, ...],
    *,
    committed: int = 0,
    last_raise: int = 0,
    stack: int = 100_000,
    blinds: tuple[int, int] = (50, 100),
    pot: int | None = None,
    declared: str | None = None,
    raise_to: int | None = None,
) -> ChipSituation:
    return ChipSituation("no_limit", blinds[0], blinds[1],
                         pot=pot if pot is not None else current_bet + committed + 150,
                         current_bet=current_bet, committed=committed,
                         last_raise=last_raise or current_bet, stack=stack, chips=chips,
                         declared=declared, raise_to=raise_to)  # fmt: skip


def ruled(s: ChipSituation) -> tuple[str, int, int, str]:
    r = rule_chips(s)
    return r.action, r.to, r.returned, r.rule


# Rule 44: a single oversized chip ------------------------------------------------------


def test_a_silent_overchip_facing_a_bet_is_a_call() -> None:
    assert ruled(nl(400, (1000,), last_raise=300)) == ("call", 400, 600, "44")


def test_a_silent_overchip_facing_the_big_blind_is_a_call() -> None:
    # preflop, blinds 200-300 style: the 500 chip facing the big blind calls it
    assert ruled(nl(300, (500,), blinds=(200, 300), last_raise=300)) == ("call", 300, 200, "44")


def test_an_overchip_that_is_the_players_last_chip_is_still_a_call() -> None:
    assert ruled(nl(400, (1000,), stack=1000)) == ("call", 400, 600, "44")


def test_an_overchip_with_raise_said_and_no_amount_is_the_most_the_chip_allows() -> None:
    assert ruled(nl(400, (1000,), last_raise=300, declared="raise")) == ("raise", 1000, 0, "44")


def test_raise_said_with_a_chip_short_of_the_minimum_is_held_to_the_minimum_raise() -> None:
    r = rule_chips(nl(400, (500,), last_raise=400, declared="raise"))
    assert (r.action, r.to, r.returned, r.added, r.rule) == ("raise", 800, 0, 300, "43")


def test_not_facing_a_bet_a_silent_overchip_is_a_bet_of_its_value() -> None:
    assert ruled(nl(0, (1000,), pot=600)) == ("bet", 1000, 0, "44")


def test_a_chip_exactly_the_call_is_a_call_with_nothing_returned() -> None:
    assert ruled(nl(500, (500,))) == ("call", 500, 0, "41")


def test_pot_limit_raise_said_with_a_chip_bigger_than_the_pot_is_cut_to_the_pot() -> None:
    # pot 150 after a bet of 50: the pot-limit maximum is 250 (limits' reference figures)
    s = ChipSituation("pot_limit", 5, 10, pot=150, current_bet=50, committed=0,
                      last_raise=50, stack=5000, chips=(1000,), declared="raise")  # fmt: skip
    assert ruled(s) == ("raise", 250, 750, "54")


def test_pot_limit_a_silent_overchip_not_facing_a_bet_is_cut_to_the_pot() -> None:
    s = ChipSituation("pot_limit", 5, 10, pot=300, current_bet=0, committed=0,
                      last_raise=0, stack=5000, chips=(1000,))  # fmt: skip
    assert ruled(s) == ("bet", 300, 700, "54")


def test_fixed_limit_raise_said_with_an_overchip_raises_exactly_one_unit() -> None:
    s = ChipSituation("fixed_limit", 10, 20, pot=100, current_bet=40, committed=0,
                      last_raise=40, stack=2000, chips=(100,), declared="raise",
                      street="turn", raises=1, small_bet=20, big_bet=40)  # fmt: skip
    assert ruled(s) == ("raise", 80, 20, "44")


def test_fixed_limit_at_its_cap_raise_said_is_only_a_call() -> None:
    s = ChipSituation("fixed_limit", 10, 20, pot=400, current_bet=160, committed=0,
                      last_raise=40, stack=2000, chips=(500,), declared="raise",
                      street="turn", raises=4, small_bet=20, big_bet=40)  # fmt: skip
    assert ruled(s) == ("call", 160, 340, "48")


def test_a_short_all_in_that_does_not_reopen_leaves_raise_said_a_call() -> None:
    s = ChipSituation("no_limit", 50, 100, pot=1000, current_bet=450, committed=300,
                      last_raise=300, stack=5000, chips=(500,), declared="raise",
                      facing_short_all_in=True)  # fmt: skip
    assert ruled(s) == ("call", 450, 350, "47")


# Rule 45: several chips (the addendum's examples) --------------------------------------


def test_45_example_1a_two_chips_both_needed_are_a_call() -> None:
    assert ruled(nl(1200, (1000, 1000))) == ("call", 1200, 800, "45")


def test_45_example_1b_a_500_and_a_1000_facing_1100_are_a_call() -> None:
    s = nl(1100, (500, 1000), blinds=(250, 500), last_raise=600)
    assert ruled(s) == ("call", 1100, 400, "45")


def test_45_example_2_reaching_half_a_raise_is_held_to_the_minimum_raise() -> None:
    s = nl(1100, (1000, 100, 100, 100, 100, 100), blinds=(250, 500), last_raise=600)
    r = rule_chips(s)
    assert (r.action, r.to, r.returned, r.added, r.rule) == ("raise", 1700, 0, 200, "43")


def test_45_example_3_short_of_half_a_raise_is_a_call_and_200_go_back() -> None:
    s = nl(1100, (1000, 100, 100, 100), blinds=(250, 500), last_raise=600)
    assert ruled(s) == ("call", 1100, 200, "43")


def test_45_example_4a_and_4b_the_threshold_of_2100() -> None:
    assert ruled(nl(1400, (1000, 500, 500, 500)))[:2] == ("raise", 2800)
    assert ruled(nl(1400, (1000, 500, 500))) == ("call", 1400, 600, "43")


def test_45_b2_last_chips_are_all_in_whether_or_not_they_reach_half_a_raise() -> None:
    assert ruled(nl(1400, (1000, 500, 500), stack=2000)) == ("raise", 2000, 0, "45")


def test_several_chips_all_in_for_less_than_the_call_is_a_call_all_in() -> None:
    assert ruled(nl(400, (100, 100, 100), stack=300)) == ("call", 300, 0, "45")


def test_several_chips_short_of_the_call_that_are_not_all_in_are_refused() -> None:
    with pytest.raises(PokerError, match="igualar de menos"):
        rule_chips(nl(400, (100, 100)))


def test_rule_61_example_a_500_and_a_25_facing_325_raise_to_650() -> None:
    # «over-betting expecting change» is judged by the multiple-chip rule
    assert ruled(nl(325, (500, 25), blinds=(25, 50))) == ("raise", 650, 0, "43")


def test_already_in_front_counts_towards_the_call() -> None:
    # big blind 100 in front facing 400: two 200 chips add up to 500, one is needed
    s = nl(400, (200, 200), committed=100, last_raise=300)
    assert ruled(s) == ("call", 400, 100, "45")


def test_a_full_raise_in_several_chips_stands_as_pushed() -> None:
    assert ruled(nl(400, (500, 500, 100), last_raise=300)) == ("raise", 1100, 0, "45")


# Rule 43 and 40: what is said ----------------------------------------------------------


def test_43_a_1400_in_chips_facing_a_1000_bet_is_a_call() -> None:
    assert ruled(nl(1000, (1000, 100, 100, 100, 100))) == ("call", 1000, 400, "43")


def test_43b_a_declared_total_is_the_total() -> None:
    s = nl(2000, (5000, 1000, 1000, 1000), declared="raise", raise_to=8000)
    assert ruled(s) == ("raise", 8000, 0, "43")


def test_a_declared_total_below_the_minimum_becomes_the_minimum_raise() -> None:
    r = rule_chips(nl(1000, (1000, 500), raise_to=1500))
    assert (r.action, r.to, r.returned, r.added, r.rule) == ("raise", 2000, 0, 500, "43")


def test_a_declared_total_over_the_pot_limit_is_cut_to_the_pot() -> None:
    s = ChipSituation("pot_limit", 5, 10, pot=140, current_bet=40, committed=0,
                      last_raise=40, stack=5000, chips=(500,), raise_to=500)  # fmt: skip
    assert ruled(s) == ("raise", 220, 280, "54")


def test_call_said_first_makes_any_chips_a_call() -> None:
    assert ruled(nl(400, (500, 500, 100), declared="call")) == ("call", 400, 700, "40")


def test_a_declared_total_with_fewer_chips_binds_the_player_to_add_them() -> None:
    r = rule_chips(nl(300, (500,), raise_to=900, last_raise=200))
    assert (r.action, r.to, r.returned, r.added) == ("raise", 900, 0, 400)


def test_the_answer_follows_the_issue_contract() -> None:
    answer = rule_chips(nl(400, (1000,))).answer()
    assert answer == {"action": "call", "to": 400, "returned": 600,
                      "rule": {"source": "TDA 2024", "number": "44"}}  # fmt: skip


def test_the_full_raise_comes_from_the_engines_limits() -> None:
    assert full_raise_increment(nl(1100, (1000, 100), blinds=(250, 500), last_raise=600)) == 600
    assert full_raise_increment(nl(150, (100, 100), blinds=(50, 100), last_raise=50)) == 100


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"chips": ()}, "ficha"),
        ({"chips": (0,)}, "ficha"),
        ({"chips": (5000, 5000)}, "no pueden superar el stack"),
        ({"declared": "fold"}, "lo dicho"),
        ({"raise_to": -4}, "subo a N"),
        ({"structure": "spread"}, "estructura desconocida"),
    ],
)
def test_bad_situations_are_refused_in_spanish(changes: dict[str, object], message: str) -> None:
    base: dict[str, object] = dict(structure="no_limit", small_blind=50, big_blind=100, pot=550,
                                   current_bet=400, committed=0, last_raise=300, stack=6000,
                                   chips=(1000,))  # fmt: skip
    with pytest.raises(PokerError, match=message):
        rule_chips(ChipSituation(**{**base, **changes}))  # type: ignore[arg-type]
