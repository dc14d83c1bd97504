"""«Reparte los botes» against PokerKit 0.7.7: every table replayed as a real hand.

Each drill table is played out with PokerKit: every player starts with exactly what the
spec says they put in and goes all-in on the first action (the top stack, acting when
everyone else is all-in, only calls: its uncalled part never leaves it, which is our
refund). At the showdown the players who folded muck, so their chips stay in the pots and
they can win none. PokerKit's payoffs must equal ours, and its pots at the showdown,
merged where the same players who did not fold can win them (our rule), must be ours.
Seats are rotated so that the button is PokerKit's last player, as in
``tests/test_settle_pokerkit.py``.

Odd chips: we split each pot on its own and hand its odd chip to the first tied winner
left of the button. After the showdown PokerKit kills the hands that win nothing and
merges the pots the same players then share before splitting, so two odd pots of one
tied pair can become one even pot. Where a pot of ours has an odd chip, each payoff may
differ from PokerKit's by at most the number of such pots, and the total never does.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

import pytest
from helpers.pokerkit_tables import deal_step
from pokerkit import (
    Automation,
    NoLimitShortDeckHoldem,
    NoLimitTexasHoldem,
    OmahaHoldemHand,
)
from pokerkit.games import NoLimitPokerMixin, OmahaHoldemMixin, UnfixedLimitHoldem

from academy.drills import deal_items
from academy.engine.cards import full_deck, parse_cards

pytestmark = pytest.mark.slow  # a reference implementation: PokerKit replays every drill table

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


class NoLimitOmaha(NoLimitPokerMixin, OmahaHoldemMixin, UnfixedLimitHoldem):
    """Omaha with no-limit betting, so an all-in of any size is one legal action."""

    hand_types: ClassVar[tuple[type, ...]] = (OmahaHoldemHand,)


GAMES: dict[str, Any] = {
    "holdem": NoLimitTexasHoldem,
    "omaha": NoLimitOmaha,
    "shortdeck": NoLimitShortDeckHoldem,
}


def replay(spec: dict[str, Any]) -> tuple[dict[str, int], list[tuple[int, set[str]]]]:
    """PokerKit's payoffs by name and its pots at the showdown (amount, eligible)."""
    players = spec["players"]
    n = len(players)
    start = [p["name"] for p in players].index(spec["button"]) + 1
    seated = [players[(start + i) % n] for i in range(n)]  # the button last
    variant = spec["variant"]
    board = parse_cards(spec["board"])
    used = set(board) | {c for p in players for c in parse_cards(p.get("hole", ""))}
    spare = [c for c in full_deck(short=variant == "shortdeck") if c not in used]
    size = 4 if variant == "omaha" else 2
    holes = []
    for p in seated:
        if "hole" in p:
            holes.append(parse_cards(p["hole"]))
        else:
            holes.append(tuple(spare[:size]))
            spare = spare[size:]
    folded = {i for i, p in enumerate(seated) if p.get("folded")}
    stacks = tuple(p["contributed"] for p in seated)
    game = GAMES[variant]
    if game is NoLimitOmaha:
        state = game(AUTOMATIONS, True, 1, (0, 0), 1)(stacks, n)
    else:
        state = game.create_state(AUTOMATIONS, True, 1, (0, 0), 1, stacks, n)
    pots: list[tuple[int, set[str]]] = []
    dealt = 0
    while state.status:
        step = deal_step(state, holes, board, spare, dealt)
        if step is not None:
            dealt = step
        elif state.can_show_or_muck_hole_cards():
            if not pots:
                pots = merged(state.pots, seated, folded)
            state.show_or_muck_hole_cards(state.showdown_index not in folded)
        elif state.can_complete_bet_or_raise_to():
            state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
        else:
            state.check_or_call()
    payoffs = {p["name"]: state.stacks[i] - stacks[i] for i, p in enumerate(seated)}
    return payoffs, pots


def merged(
    pk_pots: Any, seated: list[dict[str, Any]], folded: set[int]
) -> list[tuple[int, set[str]]]:
    """PokerKit's pots (everyone still holding cards can win them) with the folded
    players taken out, consecutive pots of the same players merged."""
    out: list[tuple[int, set[str]]] = []
    for pot in pk_pots:
        names = {seated[i]["name"] for i in pot.player_indices if i not in folded}
        if out and out[-1][1] == names:
            out[-1] = (out[-1][0] + pot.amount, names)
        else:
            out.append((pot.amount, names))
    return out


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
@pytest.mark.parametrize("step", [1, 2, 3])
def test_pots_and_payoffs_match_pokerkit(variant: str, step: int) -> None:
    seen: Counter[str] = Counter()
    for seed in range(8):
        for item in deal_items("botes", seed, 5, variant, step):
            spec, answer = item.table.spec, item.table.answer()
            payoffs, pots = replay(spec)
            where = f"{item.id}: {spec}"
            odd = sum(1 for pot in item.table.settlement.pots if pot.odd_chips)
            for name, net in answer["net"].items():
                assert abs(net - payoffs[name]) <= odd, where
            assert odd or payoffs == answer["net"], where
            ours = [(p["amount"], set(p["eligible"])) for p in answer["pots"]]
            assert ours == pots, where
            seen.update(item.table.scenarios)
    assert seen["refund"] and seen["dead_chips"], seen
    if step == 3:
        assert seen["odd_chip"] and seen["three_side_pots"], seen
