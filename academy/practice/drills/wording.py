"""Drill answers in words and as numbers, for answer keys, spreadsheets and LMS questions.

:func:`answer_words` says a typed answer (the solution, or what a mistake types) as a
short Spanish line; :func:`numeric_fields` lists the numbers a learner writes for an item
of «Reparte los botes» or «Calcula el límite», each with its right value and the values
the table's tempting mistakes would write instead.

>>> from academy.practice.drills import drill_at
>>> item = drill_at("limites", 3, 42, 0)
>>> answer_words(item, item.table.solution())
'Igualar 30; ya no se puede subir.'
>>> [(f.key, f.right, f.wrong) for f in numeric_fields(item)][:1]
[('to_call', 30, ((75, ('committed_not_deducted',)),))]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from ...engine.numbers import number
from ...engine.phrasing import capitalized, join_names, spoken_pot_names
from .botes.check import typed_pot
from .botes.deal import RECIPES, BotesTable
from .catalog import BOTES, CINCO, LIMITES
from .kind import NumericField

if TYPE_CHECKING:
    from .items import DrillItem

__all__ = ["NumericField", "answer_words", "max_pots", "min_pots", "numeric_fields"]


def max_pots(step: int) -> int:
    """The most pots a table of a step of «Reparte los botes» has (its rows to fill)."""
    return max(recipe.pots for recipe in RECIPES[step])


def min_pots(step: int) -> int:
    """The fewest pots a table of a step has (rows past it may stay empty)."""
    return min(recipe.pots for recipe in RECIPES[step])


def answer_words(item: DrillItem, typed: Mapping[str, object]) -> str:
    """A typed answer of ``item`` as one Spanish line (numbers as the site writes them):
    its kind's :meth:`~.kind.DrillKind.answer_words`."""
    from .registry import kind_of  # the kinds word their answers with this module

    return kind_of(item.kind).answer_words(item, typed)


def limit_words(item: DrillItem, typed: Mapping[str, object]) -> str:
    opening = item.table.spec["current_bet"] == 0
    call = f"Igualar {number(_int(typed['to_call']))}" if not opening else "Nada que igualar"
    if typed["closed"]:
        return f"{call}; ya no se puede {'apostar' if opening else 'subir'}."
    low, high = _int(typed["min_raise_to"]), _int(typed["max_raise_to"])
    verb = "apostar" if opening else "subir a"
    if low == high:
        return f"{call}; {verb} {number(low)} (all-in)."
    return f"{call}; {verb} {number(low)} como mínimo y {number(high)} como máximo."


def pot_words(typed: Mapping[str, object]) -> str:
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


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def numeric_fields(item: DrillItem, refunds: bool = True) -> list[NumericField]:
    """The numbers of a «Reparte los botes» item (each pot's amount, with 0 for the rows of
    the step a table does not use; each refund, unless ``refunds`` is false; what each
    player receives) or of a «Calcula el límite» item (the call, the minimum and maximum
    raise-to, 0 when raising is closed). Empty for «Elige las cinco»."""
    if item.kind == CINCO:
        return []
    offered = [(code, typed) for code, typed, _ in item.table.offered()]
    solution = item.table.solution()
    if item.kind == LIMITES:
        keys = [("to_call", "Para igualar"), ("min_raise_to", "Subir a, como mínimo"),
                ("max_raise_to", "Subir a, como máximo")]  # fmt: skip
        return [_field(key, label, _limit_value, solution, offered) for key, label in keys]
    assert item.kind == BOTES and isinstance(item.table, BotesTable)
    names = [p.name for p in item.table.settlement.spec.players]
    rows = max_pots(item.step)
    labels = spoken_pot_names([typed_pot(i) for i in range(rows)])
    keys = [(f"pots[{i}].amount", capitalized(labels[i])) for i in range(rows)]
    if refunds:
        keys += [(f"refunds.{name}", f"Se devuelve a {name}") for name in names]
    keys += [(f"received.{name}", f"{name} recibe en total") for name in names]
    return [_field(key, label, _pot_value, solution, offered) for key, label in keys]


def _field(
    key: str,
    label: str,
    read: Callable[[Mapping[str, object], str], int],
    solution: Mapping[str, object],
    offered: Sequence[tuple[str, Mapping[str, object]]],
) -> NumericField:
    right = read(solution, key)
    wrong: dict[int, list[str]] = {}
    for code, typed in offered:
        value = read(typed, key)
        if value != right:
            wrong.setdefault(value, []).append(code)
    return NumericField(key, label, right, tuple((v, tuple(c)) for v, c in wrong.items()))


def _limit_value(typed: Mapping[str, object], key: str) -> int:
    """A limit field as a number: a closed raise is written 0."""
    value = typed.get(key)
    return 0 if value is None or (key != "to_call" and typed.get("closed")) else _int(value)


def _pot_value(typed: Mapping[str, object], key: str) -> int:
    if key.startswith("pots["):
        index = int(key[5 : key.index("]")])
        pots = typed["pots"]
        assert isinstance(pots, list)
        return _int(pots[index]["amount"]) if index < len(pots) else 0
    group, name = key.split(".", 1)
    given = typed[group]
    assert isinstance(given, Mapping)
    return _int(given.get(name, 0))
