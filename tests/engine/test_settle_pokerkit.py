"""Our settlement against PokerKit's on real hands played out with PokerKit 0.7.7.

Each table is a seeded random hand: 2-6 players with random stacks (so all-ins are
common), blinds 1/2, random folds, calls and raises (half of them all-in) on every
street, the hole cards and board we chose dealt explicitly (a quarter of the hold'em
boards are T-J-Q-K-A, so that ties and odd chips are common). The tables come from the
project's own generator (``Rng``), so the same seeds give the same tables everywhere.
From what each player put in, who folded and the cards, ``settle`` must give each player
exactly PokerKit's payoff.

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
from typing import Any

import pytest
from pokerkit import (
    Automation,
    NoLimitShortDeckHoldem,
    NoLimitTexasHoldem,
    PotLimitOmahaHoldem,
)

from academy.engine.cards import Card, format_cards, full_deck
from academy.engine.deck import Rng
from academy.engine.settle import Settlement, settle

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
GAMES: dict[str, tuple[Any, int]] = {
    "holdem": (NoLimitTexasHoldem, 2),
    "omaha": (PotLimitOmahaHoldem, 4),
    "shortdeck": (NoLimitShortDeckHoldem, 2),
}
PotView = tuple[int, tuple[int, ...]]
BROADWAY_RANKS = (8, 9, 10, 11, 12)  # T J Q K A: a board that often splits the pot


def between(rng: Rng, low: int, high: int) -> int:
    return low + rng.below(high - low + 1)


def chance(rng: Rng, percent: int) -> bool:
    return rng.below(100) < percent


def pk(cards: list[Card]) -> str:
    return "".join(str(c) for c in cards)


def play(variant: str, seed: int) -> tuple[dict[str, Any], list[int], list[PotView]]:
    """Play one hand with PokerKit; return our spec, the payoffs and the pots PokerKit
    formed when the showdown began (amount, eligible seats).

    (Its chip pushes are not compared pot by pot: after the showdown PokerKit kills the
    hands that win nothing and re-merges the pots whose eligible players then coincide.)
    """
    rng = Rng(seed)
    game, hole_count = GAMES[variant]
    n = between(rng, 2, 6)
    deck = rng.shuffled(full_deck(short=variant == "shortdeck"))
    board = deck[:5]
    if variant == "holdem" and chance(rng, 25):
        board = [Card(rank, rng.below(4)) for rank in BROADWAY_RANKS]
        deck = [c for c in deck if c not in board]
    else:
        deck = deck[5:]
    holes = [deck[i * hole_count : (i + 1) * hole_count] for i in range(n)]
    spare = deck[n * hole_count :]  # burn cards
    stacks = [between(rng, 1, 80) for _ in range(n)]

    state = game.create_state(AUTOMATIONS, True, 0, (1, 2), 2, tuple(stacks), n)
    contributed = [start - now for start, now in zip(stacks, state.stacks, strict=True)]
    folded: set[int] = set()
    pots: list[PotView] = []
    dealt_board = 0
    while state.status:
        before = list(state.stacks)
        if state.can_burn_card():
            state.burn_card(str(spare.pop()))
        elif state.can_deal_hole():
            for i, hole in enumerate(holes):
                state.deal_hole(pk(hole), i)
        elif state.can_deal_board():
            count = state.board_dealing_count
            state.deal_board(pk(board[dealt_board : dealt_board + count]))
            dealt_board += count
        elif state.can_show_or_muck_hole_cards():
            if not pots:
                pots = [(p.amount, p.player_indices) for p in state.pots]
            state.show_or_muck_hole_cards(True)
        else:
            actor = state.actor_index
            roll = rng.below(100)
            if roll < 20 and state.can_fold():
                state.fold()
                folded.add(actor)
            elif roll < 60 and state.can_complete_bet_or_raise_to():
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(high if chance(rng, 50) else between(rng, low, high))
            else:
                state.check_or_call()
        # Chips leave a stack only when bet; refunds and winnings come back later.
        for i in range(n):
            contributed[i] += max(0, before[i] - state.stacks[i])

    players = []
    for i in range(n):
        entry: dict[str, Any] = {"name": f"J{i + 1}", "contributed": contributed[i]}
        if i in folded:
            entry["folded"] = True
        if i not in folded or chance(rng, 50):  # a folded hand may be left out
            entry["hole"] = format_cards(holes[i])
        players.append(entry)
    spec = {"variant": variant, "board": format_cards(board), "players": players}
    payoffs = [now - start for start, now in zip(stacks, state.stacks, strict=True)]
    return spec, payoffs, pots


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
