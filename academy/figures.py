"""Figures: what the engine computes for each worked example, and their keys.

One function, :func:`compute`, turns an example's data into a JSON-ready result; the
site renders that result and the build writes it to ``figures.json``, flattened by
:func:`flatten` into keys such as ``bote-lateral-abc.pots.1.amount``.

>>> result = compute("hand", {"hole": "Kh Kd", "board": "Kc Jd 9s 5h 2c"})
>>> flatten(result, "trio")["trio.label"]
'trío de reyes'
>>> compute("hand", {"hole": "Kh", "board": "Kc Jd 9s 5h 2c"})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: hole: en Texas Hold’em cada jugador lleva 2 cartas propias, no 1
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from .engine import best_hand, explain_order, parse_cards, parse_variant, rank_hands
from .engine.errors import PokerError

KINDS = ("showdown", "hand", "compare", "limits", "rarity")
Scalar = str | int | float | bool | None
RarityFunction = Callable[[int], Mapping[str, Any]]


@lru_cache(maxsize=4)
def engine_rarity(cards: int) -> Mapping[str, Any]:
    """The engine's category counts, computed once per process (the 7-card run is slow)."""
    from .engine.rarity import rarity

    return rarity(cards)


def compute(
    kind: str, data: Mapping[str, Any], *, rarity: RarityFunction = engine_rarity
) -> dict[str, Any]:
    """The engine's result for one example of ``kind`` (see ``content/examples``).

    Raises :class:`PokerError` (naming the field) when the data is not valid.
    """
    if kind == "showdown":
        return _showdown(data)
    if kind == "hand":
        return _hand(data)
    if kind == "compare":
        return _compare(data)
    if kind == "limits":
        return _limits(data)
    if kind == "rarity":
        return _rarity(data, rarity)
    raise PokerError(f"tipo de ejemplo desconocido «{kind}» (usa: {', '.join(KINDS)})", "kind")


def _showdown(data: Mapping[str, Any]) -> dict[str, Any]:
    from .engine.settle import settle_json

    spec = _require(data, "spec")
    result = settle_json(spec)
    if not isinstance(result, dict):
        raise PokerError("un ejemplo de showdown lleva una sola mano, no una lista", "spec")
    players = spec["players"] if isinstance(spec, dict) else []
    contributed = {p["name"]: p["contributed"] for p in players}
    return {**result, "contributed": contributed}


def _hand(data: Mapping[str, Any]) -> dict[str, Any]:
    variant = parse_variant(data.get("variant", "holdem"))
    hole = parse_cards(_require(data, "hole"), field="hole")
    board = parse_cards(_require(data, "board"), field="board")
    hand = best_hand(hole, board, variant)
    return {
        "variant": variant.value,
        "hole": [str(c) for c in hole],
        "board": [str(c) for c in board],
        **hand.to_json(),
    }


def _compare(data: Mapping[str, Any]) -> dict[str, Any]:
    variant = parse_variant(data.get("variant", "holdem"))
    board = parse_cards(_require(data, "board"), field="board")
    players = _require(data, "players")
    if not isinstance(players, list) or len(players) < 2:
        raise PokerError("una comparación necesita una lista de dos o más jugadores", "players")
    hands = {}
    for i, player in enumerate(players):
        field = f"players[{i}]"
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise PokerError("cada jugador necesita «name» y «hole»", field)
        if player["name"] in hands:
            raise PokerError(f"el nombre «{player['name']}» está repetido", field)
        hole = parse_cards(_require(player, "hole", field), field=f"{field}.hole")
        try:
            hands[player["name"]] = best_hand(hole, board, variant)
        except PokerError as error:
            raise error.within(field) from None
    order = rank_hands(hands)
    return {
        "variant": variant.value,
        "board": [str(c) for c in board],
        "hands": {name: hand.to_json() for name, hand in hands.items()},
        "order": order,
        "explanation": explain_order(hands, order),
    }


def _limits(data: Mapping[str, Any]) -> dict[str, Any]:
    from .engine.limits import limits

    given = _require(data, "input")
    if not isinstance(given, dict):
        raise PokerError("«input» debe ser un diccionario de datos de la apuesta", "input")
    arguments = dict(given)
    structure = arguments.pop("structure", None)
    try:
        result = limits(structure, **arguments)
    except TypeError:
        raise PokerError(
            "faltan datos o sobra alguno (structure, big_blind, pot, current_bet, "
            "committed, last_raise, stack…)",
            "input",
        ) from None
    except PokerError as error:
        raise error.within("input") from None
    return {"input": dict(given), **result.as_dict()}


def _rarity(data: Mapping[str, Any], rarity: RarityFunction) -> dict[str, Any]:
    cards = _require(data, "cards")
    if cards not in (5, 7) or isinstance(cards, bool):
        raise PokerError("«cards» debe ser 5 o 7", "cards")
    result = rarity(cards)
    return {
        "cards": cards,
        "counts": dict(result["counts"]),
        "total": result["total"],
        "probability": dict(result["probability"]),
    }


def _require(data: Mapping[str, Any], key: str, within: str | None = None) -> Any:
    if not isinstance(data, Mapping) or key not in data:
        raise PokerError(f"falta «{key}»", f"{within}.{key}" if within else key)
    return data[key]


def flatten(value: Any, prefix: str) -> dict[str, Scalar]:
    """Every leaf of a JSON-like value under dotted keys (list items by index).

    >>> flatten({"pots": [{"amount": 150}], "refunds": {}}, "x")
    {'x.pots.0.amount': 150}
    """
    out: dict[str, Scalar] = {}
    stack: list[tuple[str, Any]] = [(prefix, value)]
    while stack:
        key, item = stack.pop()
        if isinstance(item, Mapping):
            stack.extend((f"{key}.{k}", v) for k, v in reversed(list(item.items())))
        elif isinstance(item, list | tuple):
            stack.extend((f"{key}.{i}", v) for i, v in reversed(list(enumerate(item))))
        else:
            out[key] = item
    return out
