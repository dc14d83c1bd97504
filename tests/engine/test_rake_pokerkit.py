"""The commission against PokerKit 0.7.7's rake, on hands played out with PokerKit.

The tables are those of ``test_settle_pokerkit`` (``helpers.pokerkit_tables``), now with a
commission: a random percentage (often with decimals, sometimes 50 % or 100 % so that it
eats the main pot and goes on into the side pots), a cap or none, and «sin flop no hay
comisión» or not. The spec's board is what PokerKit dealt: none when the hand ended
before the flop.

Only hands that reach a showdown are compared: when everyone else folds, PokerKit never
collects the last street's bets into a pot, so it never takes a commission from them
(nor, as no bets are collected before the flop, from a hand without a flop). There the
test only checks that PokerKit took no more than we do; «sin flop no hay comisión» is
checked by the unit and property tests.

PokerKit lets a state take its commission through a function it calls for each pot as
it forms them, main pot first. Ours is the rule of docs/contracts.md written again for
PokerKit: the percentage of all the pots, rounded down, capped per hand, taken from the
pots in order, nothing when PokerKit's own board has no cards and the option is on.
PokerKit then pays every pot less its commission to its winners; ``settle`` must give
each player exactly PokerKit's payoff and take the same commission. (Pot by pot the
commission is not compared: PokerKit merges pots again once it has killed the hands that
win nothing; the payoffs show which pots paid it whenever their winners differ.) Odd
chips: PokerKit merges pots and gives the whole remainder of a tie to one winner, where
we split each pot on its own and hand odd chips out one at a time, so payoffs are
compared with our pots paid its way (``pokerkit_net``), and with our own split whenever
no pot leaves a remainder.
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

import pytest
from helpers.pokerkit_tables import RakeFunction, chance, play
from pokerkit import State

from academy.engine.deck import Rng
from academy.engine.settle import Settlement, settle

pytestmark = pytest.mark.slow  # a reference implementation: PokerKit plays out hundreds of hands

WHOLE = 10_000  # 100 % in hundredths of a percent


def main_pot_first(hundredths: int, cap: int | None, no_flop_no_drop: bool) -> RakeFunction:
    """PokerKit's rake function for our rule.

    PokerKit calls it from its ``State.pots`` generator once per pot, main pot first,
    with that pot's amount; the pots that generator has already formed are its local
    ``pots``, so the chips in the pots before this one are read there (the generator may
    be run again, or stopped early, at any time: the function keeps no state).
    """

    def rake(amount: int, state: State) -> tuple[int, int]:
        if no_flop_no_drop and not any(state.board_cards):
            return 0, amount
        caller = sys._getframe(1)
        assert caller.f_code.co_name == "pots", "PokerKit forms its pots in State.pots"
        before = sum(pot.amount for pot in caller.f_locals["pots"])
        total = sum(state.starting_stacks) - sum(state.stacks) - sum(state.bets)
        hand = total * hundredths // WHOLE
        if cap is not None:
            hand = min(hand, cap)
        taken = max(0, min(amount, hand - before))
        return taken, amount - taken

    return rake


def draw_rule(seed: int) -> dict[str, Any]:
    """A commission for table ``seed``: the JSON of a spec's ``rake``."""
    rng = Rng(seed + 1_000_003)
    roll = rng.below(10)
    hundredths = (5000, WHOLE)[rng.below(2)] if roll == 0 else rng.below(1001)
    rule: dict[str, Any] = {"percent": hundredths / 100 if hundredths % 100 else hundredths // 100}
    if chance(rng, 60):
        rule["cap"] = rng.below(25)
    if chance(rng, 50):
        rule["no_flop_no_drop"] = True
    return rule


def pokerkit_net(settlement: Settlement, spec: dict[str, Any]) -> list[int]:
    """Our net results with the pots paid PokerKit's way. After the showdown PokerKit
    kills the hands that win nothing, merges the consecutive pots whose remaining
    players then coincide, and gives the whole remainder of a tie in a pot to the first
    tied winner left of the button (seat order here, the button last)."""
    net = {
        p["name"]: settlement.refunds.get(p["name"], 0) - p["contributed"] for p in spec["players"]
    }
    alive = {name for pot in settlement.pots for name in pot.winners}
    merged: list[tuple[set[str], int, tuple[str, ...]]] = []
    for pot in settlement.pots:
        players = set(pot.eligible) & alive
        if merged and merged[-1][0] == players:
            merged[-1] = (players, merged[-1][1] + pot.paid, pot.winners)
        else:
            merged.append((players, pot.paid, pot.winners))
    for _, paid, winners in merged:
        share, remainder = divmod(paid, len(winners))
        for name in winners:
            net[name] += share
        net[winners[0]] += remainder
    return list(net.values())


def check_table(variant: str, seed: int, seen: Counter[str]) -> None:
    rule = draw_rule(seed)
    hundredths = round(rule["percent"] * 100)
    reference = main_pot_first(hundredths, rule.get("cap"), rule.get("no_flop_no_drop", False))
    spec, payoffs, pk_pots = play(variant, seed, rake=reference, as_dealt=True)
    spec["rake"] = rule
    settlement = settle(spec)
    where = f"{variant} seed {seed}: {spec}"
    seen["tables"] += 1

    assert settlement.rake is not None
    if not settlement.hands:
        assert -sum(payoffs) <= settlement.rake, where
        seen["no showdown"] += 1
        return
    assert settlement.rake == -sum(payoffs), where  # the same commission in all
    assert pokerkit_net(settlement, spec) == payoffs, where
    assert all(sum(p.shares.values()) == p.paid for p in settlement.pots), where
    if all(p.paid % len(p.winners) == 0 for p in settlement.pots):
        assert list(settlement.net.values()) == payoffs, where
        seen["no remainder: our own split"] += 1
    put_in = sum(p["contributed"] for p in spec["players"])
    assert put_in == sum(settlement.received.values()) + settlement.rake, where

    names = [p["name"] for p in spec["players"]]  # the same pots before the commission
    ours = [(p.amount, tuple(names.index(n) for n in p.eligible)) for p in settlement.pots]
    assert ours == pk_pots, where
    seen["showdown"] += 1
    seen["side pot winner pays"] += any(
        p.rake and set(p.winners) != set(settlement.pots[0].winners) for p in settlement.pots[1:]
    )
    seen["raked"] += settlement.rake > 0
    seen["capped"] += "cap" in rule and settlement.rake == rule["cap"] > 0
    seen["from two pots or more"] += sum(1 for p in settlement.pots if p.rake) > 1
    seen["odd chip after the commission"] += any(p.odd_chips and p.rake for p in settlement.pots)


# Each kind of table must really occur (counts from these seeds, with some margin).
@pytest.mark.parametrize(
    ("variant", "tables", "minimum"),
    [
        (
            "holdem",
            600,
            {
                "showdown": 450,
                "no showdown": 50,
                "raked": 350,
                "capped": 70,
                "no remainder: our own split": 350,
                "odd chip after the commission": 50,
                "from two pots or more": 12,
                "side pot winner pays": 6,
            },
        ),
        ("omaha", 150, {"showdown": 100, "no showdown": 20, "raked": 80, "capped": 15}),
        ("shortdeck", 150, {"showdown": 110, "no showdown": 10, "raked": 90, "capped": 15}),
    ],
)
def test_commission_matches_pokerkit(variant: str, tables: int, minimum: dict[str, int]) -> None:
    seen: Counter[str] = Counter()
    for seed in range(tables):
        check_table(variant, seed, seen)
    assert seen["tables"] == tables
    for kind, count in minimum.items():
        assert seen[kind] >= count, (kind, dict(seen))
