"""«Sigue la acción» in the workshop's tests: a typed answer (the drill's shape) written as
the fields of the item's form (``habla``, ``puede``, ``fichas``, ``boteN``/``ganaN``/
``sobranteN``, ``recibe_<name>``)."""

from __future__ import annotations

from collections.abc import Mapping

from academy.drills import DrillItem
from academy.drills.accion.table import AccionTable


def table(item: DrillItem) -> AccionTable:
    assert isinstance(item.table, AccionTable)
    return item.table


def form_pairs(item: DrillItem, typed: Mapping[str, object]) -> list[tuple[str, str]]:
    """A typed answer as the fields the item's form sends, in form order."""
    ask = table(item).ask
    value = typed[ask]
    if ask == "to_act":
        return [("habla", str(value))]
    if ask == "can_raise":
        return [("puede", "sí" if value in (True, "sí", "si") else "no")]
    if ask == "shows_first":
        return [("ensena", str(value))]
    if ask == "may_muck":
        return [("tira", "sí" if value in (True, "sí", "si") else "no")]
    if ask == "pots":
        assert isinstance(value, list)
        pairs = []
        for row, pot in enumerate(value, 1):
            pairs.append((f"bote{row}", str(pot["amount"])))
            pairs += [(f"gana{row}", name) for name in pot["winners"]]
            pairs += [(f"sobrante{row}", name) for name in pot["odd_chips"]]
        return pairs
    if ask == "received":
        assert isinstance(value, Mapping)
        return [(f"recibe_{name}", str(amount)) for name, amount in value.items()]
    return [("fichas", str(value))]
