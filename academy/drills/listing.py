"""A set of drill items as plain Spanish text: what ``academy drill`` prints without
``--json``. Each item shows its table (the community cards, each seat's cards and chips, who has the
button) or, for «Calcula el límite», the story; then the question; then the answer in
the dealer's words (the kind's ``dealer_lines``: the engine's explanation, or its limit
steps).

«Sigue la acción» is listed as ``--json`` gives it: ``--count`` whole hands a step, each
under the id its ``--json`` item has, then its questions in order, each with the table at
that point under «Mesa:», the question, and the answer under «Respuesta:».

>>> print(listing(deal_items("limites", 42, 1, step=1))[:141])
Calcula el límite · paso 1: Frente a una apuesta
<BLANKLINE>
1. limites1-42-0
Sin límite, ciegas 5/10. Estamos en el turn; de las calles anteriores el b
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.hands import VARIANT_NAMES, Variant
from .base import table_lines
from .items import DrillItem, check_inputs, deal_items
from .kind import dealt
from .registry import KINDS

__all__ = ["deal_items", "drill_listing", "listing", "listed_items", "table_lines"]


def listed_items(
    kind: object, seed: object, count: object = 5, variant: object = "holdem", step: object = None
) -> list[DrillItem]:
    """What ``academy drill`` lists: for each step, the items its kind lists for ``count``
    (:meth:`~.kind.DrillKind.listed_per_step`: ``count`` items, or every question of
    ``count`` whole hands), checked the same way as ``--json``."""
    checked, steps, number, parsed = check_inputs(kind, seed, variant, step)
    drill = KINDS[checked]
    per_step = {s: drill.listed_per_step(count, number, s, parsed) for s in steps}
    return [dealt(drill, s, number, i, parsed) for s in steps for i in range(per_step[s])]


def drill_listing(
    kind: object, seed: object, count: object = 5, variant: object = "holdem", step: object = None
) -> str:
    return listing(listed_items(kind, seed, count, variant, step))


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
            out.append(f"{kind.catalog.title}{where} · paso {step}: {kind.catalog.steps[step]}")
        number_in_step += 1
        out += kind.listing_lines(item, number_in_step)
    return "\n".join(out) + "\n"
