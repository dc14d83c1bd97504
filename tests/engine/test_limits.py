"""Betting limits: the published worked examples, stack caps, short all-ins, bad input."""

from __future__ import annotations

from typing import Any

import pytest

from academy.engine.errors import PokerError
from academy.engine.limits import Limits, Street, Structure, limits

FL = {"small_bet": 10, "big_bet": 20}


def nl(**kw: Any) -> Limits:
    args: dict[str, Any] = {"big_blind": 10, "committed": 0, "stack": 1000} | kw
    return limits(Structure.no_limit, **args)


def pl(**kw: Any) -> Limits:
    args: dict[str, Any] = {"big_blind": 10, "committed": 0, "stack": 1000} | kw
    return limits(Structure.pot_limit, **args)


def fl(**kw: Any) -> Limits:
    args: dict[str, Any] = {"big_blind": 10, "committed": 0, "stack": 1000} | FL | kw
    return limits(Structure.fixed_limit, **args)


# Pot limit ---------------------------------------------------------------------------


def test_pot_limit_pot_150_after_a_bet_of_50_raises_to_250() -> None:
    # Seed 002: the pot starts at 100, a rival bets 50; call 50, the pot is 200, total 250.
    result = pl(pot=150, current_bet=50, last_raise=50)
    assert result.to_json() == {
        "to_call": 50,
        "min_raise_to": 100,
        "max_raise_to": 250,
        "can_raise": True,
    }
    assert result.steps[:3] == (
        "1. Para igualar pones 50 fichas.",
        "2. El bote tras igualar: 150 + 50 = 200.",
        "3. Subida máxima (el tamaño del bote): hasta 50 + 200 = 250 en total.",
    )


def test_pot_limit_pot_140_after_a_bet_of_40_raises_to_220() -> None:
    # Seed 003: 100 in the pot, a bet of 40; calling costs 40, the pot would be 180.
    result = pl(pot=140, current_bet=40, last_raise=40)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (40, 80, 220)
    assert "2. El bote tras igualar: 140 + 40 = 180." in result.steps


def test_pot_limit_counts_what_the_player_already_put_in() -> None:
    # Bet 20 from us, raised to 60: pot 100 + 40 to call = 140, raise to 60 + 140 = 200.
    result = pl(pot=100, current_bet=60, committed=20, last_raise=40)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (40, 100, 200)


def test_pot_limit_opening_bet_is_at_most_the_pot() -> None:
    result = pl(pot=90, current_bet=0, last_raise=0)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (0, 10, 90)


def test_pot_limit_allows_the_minimum_even_above_the_pot() -> None:
    result = pl(pot=4, current_bet=0, last_raise=0)
    assert (result.min_raise_to, result.max_raise_to) == (10, 10)


def test_pot_limit_is_capped_by_the_stack() -> None:
    result = pl(pot=150, current_bet=50, last_raise=50, stack=180)
    assert (result.min_raise_to, result.max_raise_to) == (100, 180)
    assert result.steps[-1] == "5. Tu stack te limita: como máximo all-in, 0 + 180 = 180 en total."


# No limit ----------------------------------------------------------------------------


def test_no_limit_bet_of_50_minimum_reraise_to_100() -> None:
    result = nl(pot=65, current_bet=50, last_raise=50)
    assert result.to_json() == {
        "to_call": 50,
        "min_raise_to": 100,
        "max_raise_to": 1000,
        "can_raise": True,
    }


def test_no_limit_minimum_raise_repeats_the_last_full_raise() -> None:
    # 50 raised to 150: the next full raise goes at least 100 more, to 250.
    result = nl(pot=215, current_bet=150, committed=50, last_raise=100, stack=500)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (100, 250, 550)


def test_no_limit_opening_bet_is_at_least_the_big_blind() -> None:
    result = nl(pot=30, current_bet=0, last_raise=0, stack=200)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (0, 10, 200)
    assert result.steps[1] == "2. Apuesta mínima: la ciega grande, 10 fichas."


def test_no_limit_raise_is_never_smaller_than_the_big_blind() -> None:
    result = nl(pot=20, current_bet=5, last_raise=5)
    assert result.min_raise_to == 15


# Fixed limit -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("street", "unit"),
    [(Street.preflop, 10), (Street.flop, 10), (Street.turn, 20), (Street.river, 20)],
)
def test_fixed_limit_small_bet_early_big_bet_late(street: Street, unit: int) -> None:
    result = fl(pot=30, current_bet=0, last_raise=0, street=street)
    assert (result.min_raise_to, result.max_raise_to) == (unit, unit)
    raised = fl(pot=100, current_bet=unit, last_raise=unit, street=street, raises=1)
    assert (raised.to_call, raised.min_raise_to, raised.max_raise_to) == (unit, 2 * unit, 2 * unit)


def test_fixed_limit_one_bet_and_three_raises_then_capped() -> None:
    # Turn, unit 20: bet 20, raise 40, re-raise 60, last raise 80; then only call or fold.
    totals = []
    for raises, current_bet in enumerate((0, 20, 40, 60)):
        step = fl(pot=200, current_bet=current_bet, last_raise=20, street="turn", raises=raises)
        assert step.can_raise
        totals.append(step.max_raise_to)
    assert totals == [20, 40, 60, 80]
    capped = fl(pot=300, current_bet=80, last_raise=20, street="turn", raises=4)
    assert capped.to_json() == {
        "to_call": 80,
        "min_raise_to": None,
        "max_raise_to": None,
        "can_raise": False,
    }
    assert "tres subidas" in capped.steps[-1]


def test_fixed_limit_big_blind_counts_as_the_preflop_bet() -> None:
    # raises=0 facing the big blind reads as 1: three raises left, the cap is at 4.
    assert fl(pot=15, current_bet=10, last_raise=10, street="preflop").max_raise_to == 20
    assert fl(pot=90, current_bet=40, last_raise=10, street="preflop", raises=4).can_raise is False


def test_fixed_limit_all_in_for_less_than_a_unit() -> None:
    result = fl(pot=100, current_bet=20, last_raise=20, street="turn", raises=1, stack=30)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (20, 30, 30)


# Stack caps and short all-ins ------------------------------------------------------------


def test_call_is_capped_by_the_stack_and_is_all_in() -> None:
    result = nl(pot=300, current_bet=200, last_raise=200, stack=80)
    assert result.to_json() == {
        "to_call": 80,
        "min_raise_to": None,
        "max_raise_to": None,
        "can_raise": False,
    }
    assert result.call_is_all_in is True
    assert result.steps[0] == (
        "1. Para igualar faltan 200 fichas, pero solo tienes 80: igualas all-in."
    )


def test_call_with_exactly_the_stack_is_all_in_without_a_raise() -> None:
    result = nl(pot=300, current_bet=200, last_raise=200, stack=200)
    assert (result.to_call, result.call_is_all_in, result.can_raise) == (200, True, False)


def test_calling_with_chips_left_is_not_all_in() -> None:
    assert nl(pot=300, current_bet=200, last_raise=200, stack=201).call_is_all_in is False


def test_short_stack_may_raise_all_in_for_less() -> None:
    result = nl(pot=80, current_bet=50, last_raise=50, stack=70)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (50, 70, 70)
    assert result.can_raise is True
    assert result.steps[-1] == (
        "3. No llegas al mínimo: puedes subir all-in por menos, 70 en total (0 + 70)."
    )


def test_short_all_in_does_not_reopen_the_betting() -> None:
    # We bet 100, a raise to 200, an all-in to 250 (50 < a full raise of 100): call or fold.
    result = nl(pot=600, current_bet=250, committed=100, last_raise=100, facing_short_all_in=True)
    assert result.to_json() == {
        "to_call": 150,
        "min_raise_to": None,
        "max_raise_to": None,
        "can_raise": False,
    }
    assert result.reopened is False
    assert "no reabre las subidas" in result.steps[-1]


def test_without_a_short_all_in_the_betting_is_open() -> None:
    result = nl(pot=600, current_bet=250, committed=100, last_raise=100)
    assert (result.reopened, result.min_raise_to) == (True, 350)


def test_the_minimum_raise_after_a_short_all_in_is_the_last_full_raise() -> None:
    # A bets 100, B goes all-in to 150 (50 more: short of a full raise of 100); C has not
    # acted yet, so raising is open for C, and its minimum adds A's 100, not B's 50.
    result = nl(pot=310, current_bet=150, last_raise=100)
    assert result.to_json() == {
        "to_call": 150,
        "min_raise_to": 250,
        "max_raise_to": 1000,
        "can_raise": True,
    }
    assert result.reopened is True
    assert result.steps[1] == (
        "2. Subida mínima: 150 + 100 = 250 en total (la última subida completa es de 100)."
    )
    potted = pl(pot=310, current_bet=150, last_raise=100)
    assert (potted.min_raise_to, potted.max_raise_to) == (250, 610)  # 150 + (310 + 150)


def test_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting() -> None:
    # The lesson's example: big blind 10, A bets 10, B all-in to 15, C all-in to 20. A must
    # add 10, a full raise, so A is not facing a short all-in: A may raise, at least to 30.
    result = nl(pot=45, current_bet=20, committed=10, last_raise=10, stack=200)
    assert (result.to_call, result.min_raise_to, result.max_raise_to) == (10, 30, 210)
    assert result.can_raise and result.reopened


def test_facing_a_short_all_in_after_acting_closes_raising_in_every_structure() -> None:
    # We bet 100 (fixed limit: 10), an all-in to 150 (fixed limit: 15, half a bet) follows.
    short = {"current_bet": 150, "committed": 100, "last_raise": 100, "facing_short_all_in": True}
    results = {
        "no_limit": nl(pot=310, **short),
        "pot_limit": pl(pot=310, **short),
        "fixed_limit": fl(pot=50, current_bet=15, committed=10, last_raise=10, street="flop",
                          raises=1, facing_short_all_in=True),
    }  # fmt: skip
    for structure, result in results.items():
        assert result.to_call == (5 if structure == "fixed_limit" else 50), structure
        assert (result.can_raise, result.reopened) == (False, False), structure
        assert (result.min_raise_to, result.max_raise_to) == (None, None), structure
    assert "menor que una subida completa" in results["pot_limit"].steps[-1]
    assert "menor que media apuesta" in results["fixed_limit"].steps[-1]


def test_as_dict_adds_structure_flags_and_steps() -> None:
    data = pl(pot=150, current_bet=50, last_raise=50).as_dict()
    assert data["structure"] == "pot_limit"
    assert (data["call_is_all_in"], data["reopened"]) == (False, True)
    assert data["steps"][0] == "1. Para igualar pones 50 fichas."


# Bad input: one assertion per kind ---------------------------------------------------


def test_negative_amount_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100, current_bet=50, last_raise=50, stack=-1)
    assert err.value.field == "stack"
    assert err.value.message == "el stack debe ser un número entero (0 o más) de fichas"


def test_fractional_float_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100.5, current_bet=50, last_raise=50)
    assert err.value.field == "pot"


def test_whole_float_is_refused_too() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100, current_bet=50.0, last_raise=50)
    assert err.value.field == "current_bet"


def test_bool_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100, current_bet=50, committed=True, last_raise=50)
    assert err.value.field == "committed"


def test_text_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100, current_bet=50, last_raise="50")
    assert err.value.field == "last_raise"


def test_big_blind_must_be_positive() -> None:
    with pytest.raises(PokerError) as err:
        nl(big_blind=0, pot=100, current_bet=50, last_raise=50)
    assert err.value.field == "big_blind"
    assert err.value.message == "la ciega grande debe ser un número entero positivo de fichas"


def test_committed_above_current_bet_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100, current_bet=50, committed=60, last_raise=50)
    assert err.value.field == "committed"


def test_current_bet_above_pot_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=40, current_bet=50, last_raise=50)
    assert err.value.field == "current_bet"


@pytest.mark.parametrize("raises", [-1, 5, 1.0])
def test_raises_out_of_range_is_refused(raises: object) -> None:
    with pytest.raises(PokerError) as err:
        fl(pot=100, current_bet=20, last_raise=20, street="turn", raises=raises)
    assert err.value.field == "raises"


def test_raises_without_a_bet_is_refused_in_fixed_limit() -> None:
    with pytest.raises(PokerError) as err:
        fl(pot=100, current_bet=0, last_raise=0, street="turn", raises=2)
    assert err.value.field == "raises"


@pytest.mark.parametrize("missing", ["small_bet", "big_bet", "street"])
def test_fixed_limit_needs_its_parameters(missing: str) -> None:
    args: dict[str, Any] = {"pot": 100, "current_bet": 20, "last_raise": 20, "street": "turn"}
    args[missing] = None
    with pytest.raises(PokerError) as err:
        fl(**args)
    assert err.value.field == missing


def test_unknown_street_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        fl(pot=100, current_bet=20, last_raise=20, street="showdown")
    assert err.value.field == "street"


def test_unknown_structure_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        limits(
            "spread_limit",
            big_blind=10,
            pot=100,
            current_bet=20,
            committed=0,
            last_raise=20,
            stack=100,
        )
    assert err.value.field == "structure"


def test_short_all_in_with_nothing_to_call_is_refused() -> None:
    with pytest.raises(PokerError) as err:
        nl(pot=100, current_bet=50, committed=50, last_raise=50, facing_short_all_in=True)
    assert err.value.field == "facing_short_all_in"
