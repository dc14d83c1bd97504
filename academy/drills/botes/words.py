"""«Reparte los botes» in words and numbers: its pot rows, an answer as one line, and the
numbers a learner writes (each pot's amount, refunds, what each player receives).

>>> from academy.drills import drill_at
>>> [f.key for f in pot_fields(drill_at("botes", 1, 42, 0))][:2]
['pots[0].amount', 'pots[1].amount']
"""

from __future__ import annotations

from collections.abc import Mapping

from ...engine.numbers import number
from ...engine.phrasing import capitalized, join_names, spoken_pot_names
from ..base import numeric_field, whole
from ..kind import DrillItem, NumericField
from ..pot_rows.check import typed_pot
from .deal import RECIPES, BotesTable


def max_pots(step: int) -> int:
    """The most pots a table of a step of «Reparte los botes» has (its rows to fill)."""
    return max(recipe.pots for recipe in RECIPES[step])


def min_pots(step: int) -> int:
    """The fewest pots a table of a step has (rows past it may stay empty)."""
    return min(recipe.pots for recipe in RECIPES[step])


def pot_words(typed: Mapping[str, object]) -> str:
    """An answer as one Spanish line: each pot, the refunds, what each receives."""
    pots = typed["pots"]
    assert isinstance(pots, list)
    names = spoken_pot_names([typed_pot(i) for i in range(len(pots))])
    parts = []
    for name, pot in zip(names, pots, strict=True):
        winners = pot["winners"]
        text = f"{name}: {number(pot['amount'])}"
        if len(winners) == 1:
            text += f", para {winners[0]}"
        elif winners:
            text += f", se lo reparten {join_names(winners)}"
        if pot["odd_chips"]:
            text += f" (ficha sobrante: {join_names(pot['odd_chips'])})"
        parts.append(text)
    refunds = typed["refunds"]
    received = typed["received"]
    assert isinstance(refunds, Mapping) and isinstance(received, Mapping)
    if refunds:
        given = join_names(f"{number(n)} a {name}" for name, n in refunds.items())
        parts.append(f"se devuelven {given}")
    parts.append("reciben " + join_names(f"{name} {number(n)}" for name, n in received.items()))
    return capitalized("; ".join(parts)) + "."


def pot_fields(item: DrillItem, refunds: bool = True) -> list[NumericField]:
    """Each pot's amount (0 for the rows of the step a table does not use), each refund
    (unless ``refunds`` is false), what each player receives."""
    assert isinstance(item.table, BotesTable)
    offered = [(code, typed) for code, typed, _ in item.table.offered()]
    solution = item.table.solution()
    names = [p.name for p in item.table.settlement.spec.players]
    rows = max_pots(item.step)
    labels = spoken_pot_names([typed_pot(i) for i in range(rows)])
    keys = [(f"pots[{i}].amount", capitalized(labels[i])) for i in range(rows)]
    if refunds:
        keys += [(f"refunds.{name}", f"Se devuelve a {name}") for name in names]
    keys += [(f"received.{name}", f"{name} recibe en total") for name in names]
    return [numeric_field(key, label, _pot_value, solution, offered) for key, label in keys]


def _pot_value(typed: Mapping[str, object], key: str) -> int:
    if key.startswith("pots["):
        index = int(key[5 : key.index("]")])
        pots = typed["pots"]
        assert isinstance(pots, list)
        return whole(pots[index]["amount"]) if index < len(pots) else 0
    group, name = key.split(".", 1)
    given = typed[group]
    assert isinstance(given, Mapping)
    return whole(given.get(name, 0))
