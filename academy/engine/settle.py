"""Settling a showdown: the uncalled bet, main and side pots, ties and odd chips.

A spec (decoded JSON) names the variant, the board, the players in seat order with what
each put in, the button, and the room's commission if it takes one. ``settle`` returns
every pot with who could win it and who did, the commission, what each player receives
and their net result, and the dealer's explanation in Spanish, step by step.

The layers live apart: :mod:`.spec` reads and checks the spec, :mod:`.pots` builds and
awards the pots, :mod:`.rake` computes the commission, :mod:`.explain_settle` words the
explanation. Their public names are
re-exported here, so ``from academy.engine.settle import parse_spec, Pot, chips`` works.

>>> result = settle_json({"board": "Kc Jd 9s 5h 2c", "players": [
...     {"name": "A", "hole": "Kh Kd", "contributed": 50},
...     {"name": "B", "hole": "Jc Jh", "contributed": 120},
...     {"name": "C", "hole": "9c 9d", "contributed": 200}]})
>>> [(p["name"], p["amount"], p["winners"]) for p in result["pots"]]
[('bote principal', 150, ['A']), ('bote lateral 1', 140, ['B'])]
>>> result["refunds"], result["net"]
({'C': 80}, {'A': 100, 'B': 20, 'C': -120})
>>> raked = settle_json({"board": "Kc Jd 9s 5h 2c", "rake": {"percent": 5, "cap": 12},
...     "players": [{"name": "A", "hole": "Kh Kd", "contributed": 50},
...                 {"name": "B", "hole": "Jc Jh", "contributed": 120},
...                 {"name": "C", "hole": "9c 9d", "contributed": 200}]})
>>> raked["rake"], [(p["amount"], p["rake"], p["shares"]) for p in raked["pots"]]
(12, [(150, 12, {'A': 138}), (140, 0, {'B': 140})])
>>> raked["net"]
{'A': 88, 'B': 20, 'C': -120}
>>> settle_json({"board": "Kc Jd 9s 5h 2c", "players": [
...     {"name": "A", "hole": "Kh Kd", "contributed": -5},
...     {"name": "B", "hole": "Jc Jh", "contributed": 5}]})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: players[0].contributed: la cantidad no puede ser negativa
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .compare import rank_hands
from .errors import PokerError
from .explain_settle import explain_settlement
from .hands import Hand, best_hand
from .phrasing import chips
from .pots import MAIN_POT, Pot, award_pot, clockwise_from_button, pot_layers, uncalled
from .rake import Rake, parse_rake, rake_json, take_from_pots
from .spec import (
    MAX_CONTRIBUTION,
    MAX_NAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYER_KEYS,
    SPEC_KEYS,
    PlayerSpec,
    Spec,
    parse_spec,
)

__all__ = [
    "MAIN_POT",
    "MAX_CONTRIBUTION",
    "MAX_NAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PLAYER_KEYS",
    "SPEC_KEYS",
    "PlayerSpec",
    "Pot",
    "Rake",
    "Settlement",
    "Spec",
    "chips",
    "parse_rake",
    "parse_spec",
    "rake_json",
    "settle",
    "settle_each",
    "settle_json",
]


@dataclass(frozen=True, slots=True)
class Settlement:
    """The settled showdown. Every dict lists players in seat order.

    ``hands`` and ``order`` cover the live players, and are empty without a showdown.
    ``received`` = pot shares + refunds; ``net`` = received - contributed. ``rake`` is
    the room's commission (``None`` when the spec has none): chips put in = chips
    received + ``rake``.
    """

    spec: Spec
    hands: dict[str, Hand]
    order: list[list[str]]
    pots: tuple[Pot, ...]
    refunds: dict[str, int]
    received: dict[str, int]
    net: dict[str, int]
    explanation: tuple[str, ...]
    rake: int | None = None

    def to_json(self) -> dict[str, object]:
        """The result object of the JSON contract (docs/contracts.md)."""
        out: dict[str, object] = {
            "variant": self.spec.variant.value,
            "board": [str(c) for c in self.spec.board],
            "hands": {name: hand.to_json() for name, hand in self.hands.items()},
            "order": [list(group) for group in self.order],
            "pots": [pot.to_json() for pot in self.pots],
            "refunds": dict(self.refunds),
        }
        if self.rake is not None:
            out["rake"] = self.rake
        return out | {
            "received": dict(self.received),
            "net": dict(self.net),
            "explanation": list(self.explanation),
        }


def settle(spec: Spec | object) -> Settlement:
    """Settle a showdown: a Spec, or a decoded JSON object checked by ``parse_spec``."""
    if not isinstance(spec, Spec):
        spec = parse_spec(spec)
    players = spec.players
    names = [p.name for p in players]
    contributed = {p.name: p.contributed for p in players}
    live = [p for p in players if not p.folded]

    refunds, matched = uncalled(contributed)  # what the top contributor put in beyond all

    showdown = len(live) > 1
    hands = (
        {p.name: best_hand(p.hole, spec.board, spec.variant, p.discarded) for p in live}
        if showdown
        else {}
    )
    order = rank_hands(hands)
    seats = clockwise_from_button(names, spec.button)
    layers = pot_layers(players, matched)
    amounts = [sum(layer.values()) for _, layer, _ in layers]
    rake = spec.rake.amount(sum(amounts), spec.flop) if spec.rake is not None else None
    taken: list[int | None] = [None] * len(layers)
    if rake is not None:
        taken = list(take_from_pots(rake, amounts))
    pots = [
        award_pot(name, layer, eligible, hands, seats, part)
        for (name, layer, eligible), part in zip(layers, taken, strict=True)
    ]
    received = {name: refunds.get(name, 0) for name in names}
    for pot in pots:
        for name, share in pot.shares.items():
            received[name] += share
    net = {name: received[name] - contributed[name] for name in names}
    if sum(net.values()) != -(rake or 0):  # a bug in a layer, never bad input
        raise AssertionError(
            f"chips put in ({sum(contributed.values())}) != chips received"
            f" ({sum(received.values())}) + commission ({rake or 0})"
        )
    explanation = explain_settlement(spec, hands, order, pots, refunds, received, net, rake)
    return Settlement(spec, hands, order, tuple(pots), refunds, received, net, explanation, rake)


def settle_json(data: object) -> dict[str, object]:
    """``settle(parse_spec(data)).to_json()``: the JSON contract in one call."""
    return settle(parse_spec(data)).to_json()


def settle_each(specs: Iterable[object]) -> Iterator[dict[str, object]]:
    """``settle_json`` of each spec of a list, in order, as they come; an error names the
    spec by its place (``[3].board``)."""
    for index, spec in enumerate(specs):
        try:
            yield settle_json(spec)
        except PokerError as error:
            raise error.within(f"[{index}]") from None
