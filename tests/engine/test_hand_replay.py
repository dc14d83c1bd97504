"""A whole hand replayed from the dealer's seat (``academy.engine.hand_replay``): plain
examples of every rule the replay decides, illegal actions refused in Spanish, and the
places where the site's rules and PokerKit 0.7.7's differ, each shown on a hand.

The amounts are those of the lessons (content/lessons/03-acciones-y-apuestas.md): pot
150 after a bet of 50 → call 50, raise 100 to 250; «A apuesta 10, B va all-in hasta 15 y C,
all-in hasta 20; a A le faltan 10, una subida completa, y puede volver a subir».
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers.pokerkit_hands import replay_in_pokerkit

from academy.engine.deck import Rng
from academy.engine.errors import PokerError
from academy.engine.hand_replay import Replay, replay
from academy.engine.limits import limits
from academy.engine.settle import settle_json

CARDS = {
    "A": "Ah Ad",
    "B": "Kh Kd",
    "C": "Qh Qd",
    "D": "Jh Jd",
    "E": "Th Td",
    "F": "9h 9d",
}


def hand(stacks: dict[str, int], actions: list[tuple[Any, ...]], **extra: Any) -> dict[str, Any]:
    """A hold'em hand: players in this order, the button the last one unless given."""
    names = list(stacks)
    spec: dict[str, Any] = {
        "variant": "holdem",
        "structure": "no_limit",
        "blinds": [5, 10],
        "ante": 0,
        "button": names[-1],
        "players": [{"name": n, "stack": s, "hole": CARDS[n]} for n, s in stacks.items()],
        "board": "2c 7s 8d 3h 4c",
        "actions": [
            {"player": a[0], "action": a[1], **({"to": a[2]} if len(a) > 2 else {})}
            for a in actions
        ],
    }
    spec.update(extra)
    return spec


def view(result: Replay, k: int) -> tuple[Any, ...]:
    s = result.steps[k]
    return (s.to_act, s.to_call, s.min_raise_to, s.max_raise_to, s.pot)


LIMPED = [("C", "call"), ("D", "call"), ("A", "call"), ("B", "check")]  # 4 players, pot 40


def test_heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after() -> None:
    spec = hand(
        {"A": 500, "B": 500},
        [("B", "call"), ("A", "check"), ("A", "check"), ("B", "bet", 20), ("A", "call"),
         ("A", "check"), ("B", "check"), ("A", "check"), ("B", "check")],
        button="B",
    )  # fmt: skip
    result = replay(spec)
    assert view(result, 0) == ("B", 5, 20, 500, 15)  # the button: small blind, first
    assert view(result, 1) == ("A", 0, 20, 500, 20)  # the big blind's option
    assert [s.to_act for s in result.steps[2:4]] == ["A", "B"]  # after the flop: A first
    assert result.contributed == {"A": 30, "B": 30}


def test_three_handed_order_and_antes() -> None:
    spec = hand(
        {"A": 1000, "B": 1000, "C": 1000},
        [("C", "raise", 45), ("A", "fold"), ("B", "fold")],
        ante=5,
        structure="pot_limit",
    )
    result = replay(spec)
    # Antes 15 + blinds 15 = 30 in the pot; pot limit: 10 + (30 + 10) = 50 at most.
    assert view(result, 0) == ("C", 10, 20, 50, 30)
    assert view(result, 1) == ("A", 40, 80, 160, 75)
    assert result.contributed == {"A": 10, "B": 15, "C": 50}
    assert result.showdown() is None
    assert settle_json(result.showdown_spec())["received"] == {"A": 0, "B": 0, "C": 75}


def test_pot_limit_the_lesson_figures() -> None:
    # Preflop everyone calls 10 (pot 40 with four players); on the flop A bets the pot,
    # 40: B calls 40, the pot after calling is 80 + 40 = 120, so B raises at most to
    # 40 + 120 = 160 (call first, then raise the pot).
    spec = hand(
        {"A": 1000, "B": 1000, "C": 1000, "D": 1000},
        [*LIMPED, ("A", "bet", 40), ("B", "fold"), ("C", "fold"), ("D", "fold")],
        structure="pot_limit",
    )
    result = replay(spec)
    assert view(result, 4) == ("A", 0, 10, 40, 40)  # opening: the pot at most
    assert view(result, 5) == ("B", 40, 80, 160, 80)


def test_a_short_all_in_does_not_reopen_for_who_already_acted() -> None:
    # The flop: A bets 20, B all-in to 30 (10 more, less than a full raise of 20), C still
    # may raise (has not acted), C and D fold, A may only call 10 or fold.
    spec = hand(
        {"A": 1000, "B": 40, "C": 1000, "D": 1000},
        [*LIMPED, ("A", "bet", 20), ("B", "all_in"), ("C", "call"), ("D", "fold"),
         ("A", "call")] + [("A", "check"), ("C", "check")] * 2,
    )  # fmt: skip
    result = replay(spec)
    assert view(result, 6) == ("C", 30, 50, 990, 90)  # not yet acted: open, min 30 + 20
    assert view(result, 8) == ("A", 10, None, None, 120)
    assert result.steps[8].short_all_in == "closed"
    with pytest.raises(PokerError, match=r"actions\[8\]: A no puede subir: solo puede igualar"):
        moves = [*LIMPED, ("A", "bet", 20), ("B", "all_in"), ("C", "call"), ("D", "fold")]
        replay(hand(spec_stacks(spec), [*moves, ("A", "raise", 60)]))


def spec_stacks(spec: dict[str, Any]) -> dict[str, int]:
    return {p["name"]: p["stack"] for p in spec["players"]}


def test_two_short_all_ins_that_add_up_to_a_full_raise_reopen() -> None:
    # The lesson's: big blind 10; A bets 10, B all-in to 15, C all-in to 20; A faces 10, a
    # full raise, and may raise again: at least to 20 + 10 = 30 (TDA Rule 47-A).
    stacks = {"A": 1000, "B": 25, "C": 30, "D": 1000}
    spec = hand(
        stacks,
        [*LIMPED, ("A", "bet", 10), ("B", "all_in"), ("C", "all_in"), ("D", "call"),
         ("A", "raise", 30), ("D", "call")] + [("A", "check"), ("D", "check")] * 2,
    )  # fmt: skip
    result = replay(spec)
    assert view(result, 5) == ("B", 10, 15, 15, 50)  # B's 15: an all-in for less
    assert view(result, 6) == ("C", 15, 20, 20, 65)
    assert view(result, 7) == ("D", 20, 30, 990, 85)  # D had not acted: open anyway
    assert view(result, 8) == ("A", 10, 30, 990, 105)
    assert result.steps[8].short_all_in == "reopened"
    showdown = result.showdown()
    assert showdown is not None
    assert [p["amount"] for p in showdown["pots"]] == [100, 15, 20]  # type: ignore[index]


def test_no_raise_when_nobody_is_left_to_answer_it() -> None:
    spec = hand({"A": 1000, "B": 100, "C": 1000}, [("C", "fold"), ("A", "all_in"), ("B", "call")])
    result = replay(spec)
    assert view(result, 2) == ("B", 90, None, None, 1010)  # calling takes B's last chip
    spec = hand({"A": 100, "B": 1000, "C": 1000}, [("C", "fold"), ("A", "all_in"), ("B", "call")])
    result = replay(spec)
    # B could raise in chips, but A is all-in and C folded: nobody could call a raise.
    assert view(result, 2) == ("B", 90, None, None, 110)


def test_the_fixed_limit_cap_is_a_bet_and_three_raises_the_blind_counting_as_the_bet() -> None:
    stacks = {"A": 1000, "B": 1000, "C": 1000}
    actions = [("C", "raise", 20), ("A", "raise", 30), ("B", "raise", 40), ("C", "call"),
               ("A", "call")] + [("A", "check"), ("B", "check"), ("C", "check")] * 3  # fmt: skip
    spec = hand(stacks, actions, structure="fixed_limit", small_bet=10, big_bet=20)
    result = replay(spec)
    assert view(result, 0) == ("C", 10, 20, 20, 15)
    assert view(result, 3) == ("C", 20, None, None, 90)  # capped: 10, 20, 30, 40
    assert result.contributed == {"A": 40, "B": 40, "C": 40}
    # The cap is the house's: with five bets a round C may raise once more, to 50.
    five = [*actions[:3], ("C", "raise", 50), ("A", "call"), ("B", "call"), *actions[5:]]
    spec = hand(stacks, five, structure="fixed_limit", small_bet=10, big_bet=20, cap=5)
    assert view(replay(spec), 3) == ("C", 20, 50, 50, 90)


def test_fixed_limit_turn_uses_the_big_bet() -> None:
    actions = [("C", "call"), ("A", "call"), ("B", "check")]
    actions += [("A", "check"), ("B", "check"), ("C", "check")]
    actions += [("A", "bet", 20), ("B", "raise", 40), ("C", "fold"), ("A", "call")]
    actions += [("A", "check"), ("B", "check")]
    spec = hand({"A": 500, "B": 500, "C": 500}, actions, structure="fixed_limit",
                small_bet=10, big_bet=20)  # fmt: skip
    result = replay(spec)
    assert view(result, 6) == ("A", 0, 20, 20, 30)
    assert view(result, 7) == ("B", 20, 40, 40, 50)


def test_uncalled_bet_returned() -> None:
    spec = hand({"A": 500, "B": 300, "C": 1000}, [("C", "fold"), ("A", "all_in"), ("B", "call")])
    result = replay(spec)
    showdown = result.showdown()
    assert showdown is not None and showdown["refunds"] == {"A": 200}
    assert showdown == settle_json(result.showdown_spec())
    assert result.board_dealt == 5


def test_short_deck_antes_and_the_button_blind() -> None:
    spec = {
        "variant": "shortdeck", "structure": "no_limit", "blinds": [0, 0], "ante": 10,
        "button_blind": 10, "button": "C",
        "players": [{"name": "A", "stack": 500, "hole": "Ah Ad"},
                    {"name": "B", "stack": 500, "hole": "Kh Kd"},
                    {"name": "C", "stack": 500, "hole": "Qh Qd"}],
        "board": "6c 7s 8d 9h Tc",
        "actions": [{"player": "A", "action": "call"}, {"player": "B", "action": "raise", "to": 40},
                    {"player": "C", "action": "fold"}, {"player": "A", "action": "fold"}],
    }  # fmt: skip
    result = replay(spec)
    # Antes 30 + the button blind 10; the player left of the button first, the button last.
    assert view(result, 0) == ("A", 10, 20, 490, 40)
    assert view(result, 1) == ("B", 10, 20, 490, 50)
    assert view(result, 2) == ("C", 30, 70, 490, 90)
    assert result.contributed == {"A": 20, "B": 50, "C": 20}


@pytest.mark.parametrize(
    ("actions", "field", "message"),
    [
        ([("A", "call")], "actions[0].player", "le toca a C, no a A"),
        ([("C", "check")], "actions[0]", "C no puede pasar: hay una apuesta de 10"),
        ([("C", "raise", 15)], "actions[0].to", "no puede subir a 15: el total debe ser entre 20"),
        ([("C", "bet", 30)], "actions[0]", "ya hay una apuesta de 10, sería subir"),
        ([("C", "raise", 5000)], "actions[0].to", "solo tiene 1000 en total"),
        ([("C", "raise")], "actions[0].to", "subir necesita el total"),
        ([("C", "fold")], "actions", "faltan acciones: la mano no ha terminado, le toca a A"),
        ([("C", "fold"), ("A", "fold"), ("B", "check")], "actions[2]", "la mano ya terminó"),
        ([("C", "dobla")], "actions[0].action", "acción desconocida «dobla»"),
        ([("Zoe", "call")], "actions[0].player", "«Zoe» no juega en esta mano"),
    ],
)  # fmt: skip
def test_illegal_actions_are_refused_in_spanish(
    actions: list[tuple[Any, ...]], field: str, message: str
) -> None:
    with pytest.raises(PokerError) as error:
        replay(hand({"A": 1000, "B": 1000, "C": 1000}, actions))
    assert error.value.field == field
    assert message in error.value.message


def test_an_all_in_with_a_wrong_total_is_named_as_a_call_or_a_raise() -> None:
    # C raises to 100; A (60 chips) can only call all-in; B (1000) would raise all-in.
    base = [("C", "raise", 100)]
    with pytest.raises(PokerError, match=r"A iguala all-in por 60 en total, no por 100"):
        replay(hand({"A": 60, "B": 1000, "C": 1000}, [*base, ("A", "all_in", 100)]))
    with pytest.raises(PokerError, match=r"A va all-in por 1000 en total, no por 100"):
        replay(hand({"A": 1000, "B": 1000, "C": 1000}, [*base, ("A", "all_in", 100)]))


def test_pot_limit_refuses_more_than_the_pot() -> None:
    spec = hand({"A": 1000, "B": 1000, "C": 1000}, [("C", "raise", 40)], structure="pot_limit")
    with pytest.raises(PokerError, match=r"el total debe ser entre 20 y 35"):
        replay(spec)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"blinds": [10, 5]}, "blinds"),
        ({"structure": "spread"}, "structure"),
        ({"button": "Zoe"}, "button"),
        ({"players": [{"name": "A", "stack": 0, "hole": "Ah Ad"}] * 2}, "players[0].stack"),
        ({"board": "2c 3c 4c 5c 6c 7c"}, "board"),
        ({"small_bet": 10}, "small_bet"),
        ({"structure": "fixed_limit"}, "small_bet"),
        ({"rake": {"percent": -1}}, "rake.percent"),
        ({"tope": 3}, "tope"),
    ],
)
def test_bad_specs_name_their_field(change: dict[str, Any], field: str) -> None:
    spec = hand({"A": 1000, "B": 1000, "C": 1000}, [("C", "fold"), ("A", "fold")])
    spec.update(change)
    with pytest.raises(PokerError) as error:
        replay(spec)
    assert error.value.field == field


def test_limits_without_explanation_gives_the_same_amounts() -> None:
    rng = Rng(2026)
    for _ in range(3000):
        structure = rng.choice(["no_limit", "pot_limit", "fixed_limit"])
        big = rng.choice([2, 10, 20])
        current = rng.choice([0, big, 3 * big, 7 * big + rng.below(big)])
        committed = min(current, rng.choice([0, big // 2, big, current]))
        kwargs: dict[str, Any] = {
            "big_blind": big, "pot": current + committed + rng.below(40 * big),
            "current_bet": current, "committed": committed,
            "last_raise": rng.choice([0, big, 2 * big]) if current else 0,
            "stack": rng.below(30 * big),
        }  # fmt: skip
        if structure == "fixed_limit":
            kwargs.update(small_bet=big, big_bet=2 * big, street=rng.choice(["flop", "river"]),
                          raises=rng.below(5) if current else 0)  # fmt: skip
        if current > committed and rng.below(4) == 0:
            kwargs["facing_short_all_in"] = True
        said = limits(structure, **kwargs)
        quiet = limits(structure, **kwargs, explain=False)
        assert quiet.to_json() == said.to_json() and quiet.steps == ()


# -- where the site's rules and PokerKit's differ ------------------------------------


def test_site_vs_pokerkit_a_short_all_in_over_limpers() -> None:
    """Preflop, C limps, D goes all-in to 15 (5 more than the big blind of 10, less than
    a full raise). The site: C already acted and faces 5, less than a full raise, so C may
    only call or fold (TDA Rule 47; Robert's Rules of Poker, section 3: «an all-in wager
    of less than a full raise does not reopen the betting to a player who has already
    acted»; the big blind is the round's full bet). PokerKit starts each round's raise
    size at 0, not at the big blind, so it counts D's 5 as a full raise and lets C raise.
    """
    spec = hand(
        {"A": 1000, "B": 1000, "C": 1000, "D": 15},
        [("C", "call"), ("D", "all_in"), ("A", "fold"), ("B", "call"), ("C", "call")]
        + [("B", "check"), ("C", "check")] * 3,
    )
    ours = replay(spec).steps[4]
    theirs = replay_in_pokerkit(spec).steps[4]
    assert (ours.to_act, ours.to_call, ours.min_raise_to) == ("C", 5, None)
    assert ours.short_all_in == "closed"
    assert (theirs["to_act"], theirs["to_call"], theirs["min_raise_to"]) == ("C", 5, 25)


def test_short_all_ins_are_counted_per_player_in_both_engines() -> None:
    """The flop: A bets 10, B all-in to 15, C calls 15, D all-in to 20. A faces 10, a full
    raise made of two short all-ins, and may raise (TDA 47-A); C acted after B's all-in
    and faces only D's 5: for C the betting is not reopened («lo que cuenta es lo que le
    falta a A cuando le vuelve el turno», the lesson; TDA 47: "not facing at least a full
    raise when the action returns"). PokerKit agrees: its list of consecutive short
    all-ins reopens for A, and a call smaller than the last full raise stays closed."""
    spec = hand(
        {"A": 1000, "B": 25, "C": 1000, "D": 30, "E": 1000},
        [("C", "call"), ("D", "call"), ("E", "call"), ("A", "call"), ("B", "check"),
         ("A", "bet", 10), ("B", "all_in"), ("C", "call"), ("D", "all_in"), ("E", "fold"),
         ("A", "call"), ("C", "call")] + [("A", "check"), ("C", "check")] * 2,
    )  # fmt: skip
    ours = replay(spec)
    theirs = replay_in_pokerkit(spec)
    assert view(ours, 10)[:3] == ("A", 10, 30) and ours.steps[10].short_all_in == "reopened"
    assert view(ours, 11)[:3] == ("C", 5, None) and ours.steps[11].short_all_in == "closed"
    assert theirs.steps[10]["min_raise_to"] == 30
    assert (theirs.steps[11]["to_act"], theirs.steps[11]["min_raise_to"]) == ("C", None)


def test_site_vs_pokerkit_the_fixed_limit_cap_preflop() -> None:
    """PokerKit's fixed-limit games allow four completions a round and do not count the
    big blind, so preflop they allow the blind and four raises; the site counts the blind
    as the round's bet: a bet and three raises (Robert's Rules of Poker, section 3; the
    lesson's «fl-tope»). The oracle gives PokerKit the site's cap."""
    from pokerkit import Automation, FixedLimitTexasHoldem

    state = FixedLimitTexasHoldem.create_state(
        (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
         Automation.HOLE_DEALING),
        True, 0, (5, 10), 10, 20, (1000, 1000, 1000), 3,
    )  # fmt: skip
    raises = 0
    while state.can_complete_bet_or_raise_to():
        state.complete_bet_or_raise_to()
        raises += 1
    assert (raises, max(state.bets)) == (4, 50)
    ours = replay(hand({"A": 1000, "B": 1000, "C": 1000},
                       [("C", "raise", 20), ("A", "raise", 30), ("B", "raise", 40),
                        ("C", "call"), ("A", "call")] + [("A", "check"), ("B", "check"),
                                                         ("C", "check")] * 3,
                       structure="fixed_limit", small_bet=10, big_bet=20))  # fmt: skip
    assert ours.steps[3].min_raise_to is None  # capped at 40


def test_site_vs_pokerkit_short_all_ins_after_they_already_made_a_full_raise() -> None:
    """The flop, big blind 10: A bets 20; B all-in to 30 (+10), C all-in to 45 (+15),
    D all-in to 50 (+5), E calls. A faces 30, more than the full raise of 20, all of it
    short all-ins: the site reopens the betting for A (TDA 47-A). PokerKit empties its
    list of short all-ins when B's and C's reach a full raise without reopening for A,
    then starts a new one with D's 5, and keeps A to calling."""
    spec = hand(
        {"A": 1000, "B": 40, "C": 55, "D": 60, "E": 1000},
        [("C", "call"), ("D", "call"), ("E", "call"), ("A", "call"), ("B", "check"),
         ("A", "bet", 20), ("B", "all_in"), ("C", "all_in"), ("D", "all_in"), ("E", "call"),
         ("A", "call")] + [("A", "check"), ("E", "check")] * 2,
    )  # fmt: skip
    ours = replay(spec).steps[10]
    theirs = replay_in_pokerkit(spec).steps[10]
    assert (ours.to_act, ours.to_call, ours.min_raise_to) == ("A", 30, 70)
    assert ours.short_all_in == "reopened"
    assert (theirs["to_act"], theirs["to_call"], theirs["min_raise_to"]) == ("A", 30, None)


@pytest.mark.parametrize(
    ("b_stack", "a_step"),
    [
        (26, ("A", 6, 26, 26, 82)),  # B's all-in adds 6, half a bet or more: it reopens
        (23, ("A", 3, None, None, 76)),  # B's all-in adds 3, less than half: it does not
    ],
)
def test_fixed_limit_an_all_in_of_half_a_bet_reopens(b_stack: int, a_step: tuple[Any, ...]) -> None:
    """The lesson: «un all-in de al menos media apuesta cuenta como una apuesta o subida
    completa y reabre las subidas; uno de menos de media apuesta, no» (10/20, the flop)."""
    stacks = {"A": 500, "B": b_stack, "C": 500, "D": 500}
    after = [("C", "call"), ("D", "fold"), ("A", "call")] + [("A", "check"), ("C", "check")] * 2
    spec = hand(stacks, [*LIMPED, ("A", "bet", 10), ("B", "all_in"), *after],
                structure="fixed_limit", small_bet=10, big_bet=20)  # fmt: skip
    result = replay(spec)
    total = b_stack - 10
    assert view(result, 6) == ("C", total, total + 10, total + 10, 50 + total)
    assert view(result, 8) == a_step
    assert result.steps[8].short_all_in == (None if a_step[2] else "closed")
