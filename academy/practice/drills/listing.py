"""A set of drill items as plain Spanish text: what ``academy drill`` prints without
``--json``. Each item shows its table (the community cards, each seat's cards and chips, who has the
button) or, for «Calcula el límite», the story; then the question; then the answer in
the dealer's words (the kind's ``dealer_lines``: the engine's explanation, or its limit
steps).

>>> print(listing(deal_items("limites", 42, 1, step=1))[:141])
Calcula el límite · paso 1: Frente a una apuesta
<BLANKLINE>
1. limites1-42-0
Sin límite, ciegas 5/10. Estamos en el turn; de las calles anteriores el b
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import display_cards
from ...engine.hands import VARIANT_NAMES, Variant
from ...engine.numbers import number
from .items import DrillItem, deal_items

__all__ = ["deal_items", "listing", "table_lines"]


def table_lines(item: DrillItem) -> list[str]:
    """The table of a showdown drill: the board, then each seat (empty without one)."""
    settlement = item.drill.settlement(item)
    if settlement is None:
        return []
    spec = settlement.spec
    lines = [f"Cartas comunitarias: {display_cards(spec.board)}"]
    for player in spec.players:
        name = f"{player.name} (botón)" if player.name == spec.button else player.name
        shown = "se retiró" if player.folded else display_cards(player.hole)
        lines.append(f"  {name}: {shown} · puso {number(player.contributed)}")
    return lines


def listing(items: Sequence[DrillItem]) -> str:
    """Every item, step by step, numbered from 1 within each step."""
    out: list[str] = []
    step = None
    number_in_step = 0
    for item in items:
        kind = item.drill
        if item.step != step:
            step, number_in_step = item.step, 0
            if out:
                out.append("")
            variant_free = kind.variants == (Variant.HOLDEM,)
            where = "" if variant_free else f" · {VARIANT_NAMES[item.variant]}"
            out.append(f"{kind.title}{where} · paso {step}: {kind.step_titles[step]}")
        number_in_step += 1
        out += ["", f"{number_in_step}. {item.id}", *table_lines(item), item.table.question]
        out += ["Respuesta:", *(f"  {line}" for line in kind.dealer_lines(item))]
    return "\n".join(out) + "\n"
