"""Our settlement against PokerKit's on real hands played out with PokerKit 0.7.7.

Each table is a seeded random hand (``helpers.pokerkit_tables``: 2-6 players, blinds
1/2, random folds, calls and raises, all-ins common, a quarter of the hold'em boards
T-J-Q-K-A so that ties and odd chips are common). From what each player put in, who
folded and the cards, ``settle`` must give each player exactly PokerKit's payoff.

Conventions. PokerKit seats player 0 first left of the button and the button last (the
small blind is the button heads-up); our default button is the last listed player, so
seat i is PokerKit player i on both sides. When a tie leaves a remainder, PokerKit gives
the whole remainder to the first tied winner from the button's left; we hand the odd
chips out one at a time. They agree whenever the remainder is at most one chip; for a
three- or four-way tie with two or more odd chips we compare PokerKit with our pots
settled its way and check separately that our shares differ only by that redistribution.
Without a showdown PokerKit never collects the winner's unmatched bet of the last street,
so its pot is smaller than ours by that refund: there only the payoffs are compared.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers.pokerkit_tables import play

from academy.engine.settle import Settlement, settle

pytestmark = pytest.mark.slow  # a reference implementation: PokerKit plays out hundreds of hands


def pokerkit_shares(settlement: Settlement) -> list[dict[str, int]]:
    """Our pots split PokerKit's way: the whole remainder to the first tied winner left
    of the button (seat order here, the button being last)."""
    out = []
    for pot in settlement.pots:
        share, remainder = divmod(pot.amount, len(pot.winners))
        shares = dict.fromkeys(pot.winners, share)
        shares[pot.winners[0]] += remainder
        out.append(shares)
    return out


def check_table(variant: str, seed: int, seen: Counter[str]) -> None:
    spec, payoffs, pk_pots = play(variant, seed)
    settlement = settle(spec)
    names = [p["name"] for p in spec["players"]]
    where = f"{variant} seed {seed}: {spec}"

    # Every payoff equals PokerKit's once our pots are split its way ...
    pk_way = pokerkit_shares(settlement)
    expected = {name: settlement.refunds.get(name, 0) for name in names}
    for entry in spec["players"]:
        expected[entry["name"]] -= entry["contributed"]
    for shares in pk_way:
        for name, share in shares.items():
            expected[name] += share
    assert [expected[name] for name in names] == payoffs, where
    # ... and our own split differs only in handing the odd chips out one at a time,
    # clockwise from the button's left (the listed order, the button being last).
    for pot, theirs in zip(settlement.pots, pk_way, strict=True):
        remainder = pot.amount % len(pot.winners)
        assert sum(pot.shares.values()) == sum(theirs.values()) == pot.amount, where
        assert list(pot.odd_chips) == list(pot.winners[:remainder]), where
        assert max(pot.shares.values()) - min(pot.shares.values()) <= 1, where
        seen["odd chips differ"] += pot.shares != theirs
    if pk_way == [pot.shares for pot in settlement.pots]:
        assert list(settlement.net.values()) == payoffs, where

    if settlement.hands:  # a showdown: the same pots with the same eligible players
        ours = [(p.amount, tuple(names.index(n) for n in p.eligible)) for p in settlement.pots]
        assert ours == pk_pots, where
        seen["showdown"] += 1
    else:
        seen["no showdown"] += 1
    seen["side pots"] += len(settlement.pots) > 1
    seen["refund"] += bool(settlement.refunds)
    seen["split pot"] += any(len(p.winners) > 1 for p in settlement.pots)
    seen["odd chip"] += any(p.odd_chips for p in settlement.pots)
    seen["folded player"] += any(p.get("folded") for p in spec["players"])
    seen["tables"] += 1


# Each kind of table must really occur (counts from these seeds, with some margin).
@pytest.mark.parametrize(
    ("variant", "tables", "minimum"),
    [
        (
            "holdem",
            800,
            {"side pots": 300, "split pot": 150, "odd chip": 40, "odd chips differ": 10},
        ),
        ("omaha", 200, {"side pots": 80, "no showdown": 20}),
        ("shortdeck", 200, {"side pots": 80, "no showdown": 10, "split pot": 10}),
    ],
)
def test_settlement_matches_pokerkit(variant: str, tables: int, minimum: dict[str, int]) -> None:
    seen: Counter[str] = Counter()
    for seed in range(tables):
        check_table(variant, seed, seen)
    assert seen["tables"] == tables
    assert seen["refund"] > tables // 2
    assert seen["folded player"] > tables // 2
    assert seen["no showdown"] >= tables // 20
    for kind, count in minimum.items():
        assert seen[kind] >= count, (kind, dict(seen))
