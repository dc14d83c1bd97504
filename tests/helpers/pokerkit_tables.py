"""Hands played out with PokerKit 0.7.7, as the engine's showdown specs: the tables of the
PokerKit agreement tests (pots in ``test_settle_pokerkit``, the commission in
``test_rake_pokerkit``).

Each table is a seeded random hand: 2-6 players with random stacks (so all-ins are
common), blinds 1/2, random folds, calls and raises (half of them all-in) on every
street, the hole cards and board we chose dealt explicitly (a quarter of the hold'em
boards are T-J-Q-K-A, so that ties and odd chips are common). The tables come from the
project's own generator (``Rng``), so the same seeds give the same tables everywhere.
PokerKit seats player 0 first left of the button and the button last; our default
button is the last listed player, so seat i is PokerKit player i on both sides.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pokerkit import (
    Automation,
    NoLimitShortDeckHoldem,
    NoLimitTexasHoldem,
    PotLimitOmahaHoldem,
    State,
)

from academy.engine.cards import Card, format_cards, full_deck
from academy.engine.deck import Rng

RakeFunction = Callable[[int, State], tuple[int, int]]

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


def pk(cards: list[Card] | tuple[Card, ...]) -> str:
    return "".join(str(c) for c in cards)


def deal_step(
    state: Any, holes: Any, board: list[Card] | tuple[Card, ...], spare: list[Card], dealt: int
) -> int | None:
    """One dealing step of a PokerKit state, if it wants one: a burn card (from ``spare``),
    every player's ``holes``, or the next cards of ``board`` of which ``dealt`` are out.
    The board cards out after it, or None when the state wants no dealing."""
    if state.can_burn_card():
        state.burn_card(str(spare.pop()))
    elif state.can_deal_hole():
        for i, hole in enumerate(holes):
            state.deal_hole(pk(hole), i)
    elif state.can_deal_board():
        count = state.board_dealing_count
        state.deal_board(pk(board[dealt : dealt + count]))
        return dealt + count
    else:
        return None
    return dealt


def play(
    variant: str, seed: int, *, rake: RakeFunction | None = None, as_dealt: bool = False
) -> tuple[dict[str, Any], list[int], list[PotView]]:
    """Play one hand with PokerKit; return our spec, the payoffs and the pots PokerKit
    formed when the showdown began (amount, eligible seats).

    ``rake`` is PokerKit's commission function for the hand (none by default). With
    ``as_dealt`` the spec's board is the cards PokerKit dealt (none when the hand ended
    before the flop); otherwise it is the five chosen cards, dealt or not.

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

    extra = {"rake": rake} if rake is not None else {}
    state = game.create_state(AUTOMATIONS, True, 0, (1, 2), 2, tuple(stacks), n, **extra)
    contributed = [start - now for start, now in zip(stacks, state.stacks, strict=True)]
    folded: set[int] = set()
    pots: list[PotView] = []
    dealt_board = 0
    while state.status:
        before = list(state.stacks)
        step = deal_step(state, holes, board, spare, dealt_board)
        if step is not None:
            dealt_board = step
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
    shown = board[:dealt_board] if as_dealt else board
    spec = {"variant": variant, "board": format_cards(shown), "players": players}
    payoffs = [now - start for start, now in zip(stacks, state.stacks, strict=True)]
    return spec, payoffs, pots
