"""A whole hand spec of «Sigue la acción» replayed in PokerKit 0.7.7, action by action.

Before each action of the spec, PokerKit says who acts, what calling costs, the minimum
and maximum completion/bet/raise-to and the pot; :func:`replay_in_pokerkit` records them
in the shape of our steps, plays the action and, at the end, gives what each player put
in and PokerKit's payoffs (without commission: ours is checked against PokerKit's rake in
``tests/engine/test_rake_pokerkit.py``).

PokerKit seats player 0 left of the button and the button last, so our seats are rotated.
Games are built from PokerKit's own mixins for every variant and structure (hold'em pot
limit and fixed limit, Omaha, Short Deck). The fixed-limit cap is set to the site's rule:
PokerKit counts a round's completions (4 by default) and does not count the big blind, so
preflop it allows the blind and four raises; the site counts the blind as the round's bet
(«una apuesta y tres subidas»: Robert's Rules of Poker, section 3, rule 7; the lessons'
``fl-tope``), so PokerKit is given ``cap - 1`` completions preflop and ``cap`` after.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, replace
from typing import Any

from pokerkit import (
    Automation,
    Deck,
    Mode,
    OmahaHoldemHand,
    ShortDeckHoldemHand,
    StandardHighHand,
)
from pokerkit.games import (
    FixedLimitPokerMixin,
    Holdem,
    NoLimitPokerMixin,
    PotLimitPokerMixin,
    UnfixedLimitHoldem,
)

from academy.engine.cards import full_deck, parse_cards

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)

_DECKS = {"holdem": Deck.STANDARD, "omaha": Deck.STANDARD, "shortdeck": Deck.SHORT_DECK_HOLDEM}
_HANDS = {
    "holdem": (StandardHighHand,),
    "omaha": (OmahaHoldemHand,),
    "shortdeck": (ShortDeckHoldemHand,),
}
_HOLES = {"holdem": 2, "omaha": 4, "shortdeck": 2}
_STRUCTURES: dict[str, type] = {
    "no_limit": NoLimitPokerMixin,
    "pot_limit": PotLimitPokerMixin,
    "fixed_limit": FixedLimitPokerMixin,
}


def game_class(variant: str, structure: str) -> type:
    """A PokerKit game for one variant and one betting structure."""
    base = Holdem if structure == "fixed_limit" else UnfixedLimitHoldem
    attrs: dict[str, Any] = {
        "deck": _DECKS[variant],
        "hand_types": _HANDS[variant],
        "hole_dealing_count": _HOLES[variant],
    }
    return type(f"PK_{variant}_{structure}", (_STRUCTURES[structure], base), attrs)


@dataclass
class PokerKitHand:
    """What PokerKit says before each action, and at the end."""

    steps: list[dict[str, Any]]
    contributed: dict[str, int]
    payoffs: dict[str, int]


def _create(spec: dict[str, Any], seated: list[dict[str, Any]]) -> Any:
    n = len(seated)
    variant, structure = spec["variant"], spec["structure"]
    game = game_class(variant, structure)
    if spec.get("button_blind"):
        # Heads-up PokerKit reverses the blinds (its small blind is the button's), so the
        # button's blind is given to seat 0 there to land on the button.
        blinds: Any = {0 if n == 2 else n - 1: spec["button_blind"]}
        min_bet = spec["button_blind"]
    else:
        blinds = tuple(spec["blinds"])
        min_bet = spec["blinds"][1]
    stacks = tuple(p["stack"] for p in seated)
    ante = spec.get("ante", 0)
    common: dict[str, Any] = {"mode": Mode.CASH_GAME}
    if structure == "fixed_limit":
        state = game(AUTOMATIONS, True, ante, blinds, spec["small_bet"], spec["big_bet"], **common)(
            stacks, n
        )
        cap = spec.get("cap", 4)
        state.streets = tuple(
            replace(street, max_completion_betting_or_raising_count=cap - 1 if k == 0 else cap)
            for k, street in enumerate(state.streets)
        )
    else:
        state = game(AUTOMATIONS, True, ante, blinds, min_bet, **common)(stacks, n)
    return state


def replay_in_pokerkit(spec: dict[str, Any]) -> PokerKitHand:
    players = spec["players"]
    n = len(players)
    names = [p["name"] for p in players]
    start = names.index(spec["button"]) + 1
    seated = [players[(start + k) % n] for k in range(n)]  # the button last
    pk_names = [p["name"] for p in seated]
    variant = spec["variant"]
    board = parse_cards(spec["board"])
    used = set(board) | {c for p in players for c in parse_cards(p["hole"])}
    spare = [str(c) for c in full_deck(short=variant == "shortdeck") if c not in used]
    state = _create(spec, seated)
    contributed = [p["stack"] - now for p, now in zip(seated, state.stacks, strict=True)]
    steps: list[dict[str, Any]] = []
    actions = list(spec["actions"])
    dealt = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while state.status:
            if state.can_burn_card():
                state.burn_card(spare.pop())
            elif state.can_deal_hole():
                for k, p in enumerate(seated):
                    state.deal_hole("".join(str(c) for c in parse_cards(p["hole"])), k)
            elif state.can_deal_board():
                count = state.board_dealing_count
                state.deal_board("".join(str(c) for c in board[dealt : dealt + count]))
                dealt += count
            elif state.actor_index is not None:
                actor = state.actor_index
                steps.append(
                    {
                        "to_act": pk_names[actor],
                        "to_call": state.checking_or_calling_amount,
                        "min_raise_to": state.min_completion_betting_or_raising_to_amount,
                        "max_raise_to": state.max_completion_betting_or_raising_to_amount,
                        "pot": state.total_pot_amount,
                    }
                )
                if not actions:
                    raise AssertionError(f"PokerKit asks {pk_names[actor]} to act after the end")
                action = actions.pop(0)
                if action["player"] != pk_names[actor]:
                    raise AssertionError(
                        f"PokerKit's turn is {pk_names[actor]}'s, the spec's {action['player']}'s"
                    )
                kind = action["action"]
                all_in_to = state.stacks[actor] + state.bets[actor]
                if kind == "fold":
                    state.fold()
                elif kind in ("check", "call") or (
                    kind == "all_in" and all_in_to <= max(state.bets)
                ):
                    contributed[actor] += state.check_or_call().amount
                else:
                    to = all_in_to if kind == "all_in" else action["to"]
                    contributed[actor] += to - state.bets[actor]
                    state.complete_bet_or_raise_to(to)
            else:
                raise AssertionError("PokerKit waits for an operation the replay does not make")
    if actions:
        raise AssertionError(f"PokerKit ended the hand with {len(actions)} actions left")
    return PokerKitHand(
        steps,
        {pk_names[k]: contributed[k] for k in range(n)},
        {pk_names[k]: state.stacks[k] - seated[k]["stack"] for k in range(n)},
    )
