"""«Calcula el límite» in words and numbers: an answer as one line, and the numbers a
learner writes (the call, the minimum and maximum raise-to, 0 when raising is closed).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...engine.numbers import number
from ..base import numeric_field, whole
from ..kind import DrillItem, NumericField

KEYS = (("to_call", "Para igualar"), ("min_raise_to", "Subir a, como mínimo"),
        ("max_raise_to", "Subir a, como máximo"))  # fmt: skip


def limit_words(item: DrillItem, typed: Mapping[str, object]) -> str:
    """An answer as one Spanish line («Igualar 30; subir a 60 como mínimo…»)."""
    opening = item.table.spec["current_bet"] == 0
    call = f"Igualar {number(whole(typed['to_call']))}" if not opening else "Nada que igualar"
    if typed["closed"]:
        return f"{call}; ya no se puede {'apostar' if opening else 'subir'}."
    low, high = whole(typed["min_raise_to"]), whole(typed["max_raise_to"])
    verb = "apostar" if opening else "subir a"
    if low == high:
        return f"{call}; {verb} {number(low)} (all-in)."
    return f"{call}; {verb} {number(low)} como mínimo y {number(high)} como máximo."


def limit_fields(item: DrillItem) -> list[NumericField]:
    """The call, the minimum and the maximum raise-to (0 when raising is closed)."""
    offered = [(code, typed) for code, typed, _ in item.table.offered()]
    solution = item.table.solution()
    return [numeric_field(key, label, _limit_value, solution, offered) for key, label in KEYS]


def _limit_value(typed: Mapping[str, object], key: str) -> int:
    """A limit field as a number: a closed raise is written 0."""
    value = typed.get(key)
    return 0 if value is None or (key != "to_call" and typed.get("closed")) else whole(value)
