"""«Sigue la acción» as ``academy drill --kind accion --json`` prints it: one item a hand.

Each item is the hand's spec, the engine's answer (every step, the pot after each street,
the settlement) and its questions in the order the hand reaches them.

>>> items = drill_items(42, 2, 1, "holdem")
>>> [len(item["spec"]["players"]) in (3, 4) for item in items]
[True, True]
>>> drill_items(42, 2, 1, "holdem") == items
True
"""

from __future__ import annotations

from ...engine.deck import Rng, check_seed
from ...engine.errors import PokerError
from ...engine.hands import Variant, parse_variant
from .hands import KIND, MAX_COUNT, STEPS, VARIANTS, deal, hand_json, item_seed, scenarios
from .questions import questions
from .view import walk

QUESTION_SALT = 0x5DEECE66D


def question_rng(seed: int, step: int, index: int, variant: Variant) -> Rng:
    return Rng(item_seed(step, seed, index, variant) ^ QUESTION_SALT)


def item_json(seed: int, step: int, index: int, variant: Variant) -> dict[str, object]:
    replay, moves = deal(seed, step, index, variant)
    rng = question_rng(seed, step, index, variant)
    settlement = replay.settlement()
    showdown = settlement if len(replay.live) > 1 else None
    suffix = "" if variant is Variant.HOLDEM else f"-{variant.value}"
    return {
        "id": f"{KIND}{step}-{seed}-{index}{suffix}",
        "kind": KIND,
        "step": step,
        "scenarios": [replay.spec.structure.value, *scenarios(replay, showdown)],
        "spec": hand_json(replay, moves),
        "answer": {
            "steps": [s.to_json() for s in replay.steps],
            "street_pots": dict(replay.street_pots),
            "contributed": dict(replay.contributed),
            "folded": list(replay.folded),
            "received": settlement["received"],
            "showdown": showdown,
        },
        "questions": [
            q.to_json()
            for q in questions(
                rng, replay, settlement, showdown, walk(replay, tuple(moves)), step, index
            )
        ],
    }


def drill_items(
    seed: int, count: int, step: int, variant: str | Variant
) -> list[dict[str, object]]:
    """``count`` hands of ``step`` in ``variant`` as the JSON items of the contract."""
    check_seed(seed)
    if type(count) is not int or not 1 <= count <= MAX_COUNT:
        raise PokerError(f"el número de manos debe ser un entero de 1 a {MAX_COUNT}", "count")
    if step not in STEPS:
        raise PokerError("el paso debe ser 1, 2 o 3", "step")
    kind = parse_variant(variant)
    if kind not in VARIANTS:
        raise PokerError("«Sigue la acción» se juega en hold'em, Omaha o Short Deck", "variant")
    return [item_json(seed, step, index, kind) for index in range(count)]
