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

from ..engine.cards import display_cards
from ..engine.hands import VARIANT_NAMES, Variant
from ..engine.numbers import number
from .accion import PER_HAND
from .accion.contract import drill_items
from .accion.hands import KIND as ACCION
from .accion.kind import hand_lines
from .accion.table import AccionTable
from .items import DrillItem, check_inputs, deal_items
from .kind import dealt
from .registry import KINDS

__all__ = ["deal_items", "drill_listing", "listing", "listed_items", "table_lines"]


def listed_items(
    kind: object, seed: object, count: object = 5, variant: object = "holdem", step: object = None
) -> list[DrillItem]:
    """What ``academy drill`` lists: ``count`` items a step; for «Sigue la acción»
    ``count`` whole hands a step, every question of each (``--count`` counts hands in
    the listing as in ``--json``, checked the same way)."""
    checked, steps, number, parsed = check_inputs(kind, seed, variant, step)
    if checked != ACCION:
        return deal_items(kind, seed, count, variant, step)
    for s in steps:
        drill_items(number, count, s, parsed)  # type: ignore[arg-type]  # checks the count
    assert isinstance(count, int)
    return [
        dealt(KINDS[checked], s, number, i, parsed) for s in steps for i in range(count * PER_HAND)
    ]


def drill_listing(
    kind: object, seed: object, count: object = 5, variant: object = "holdem", step: object = None
) -> str:
    return listing(listed_items(kind, seed, count, variant, step))


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
        if isinstance(item.table, AccionTable):
            out += _hand_question(item, item.table)
            continue
        number_in_step += 1
        out += ["", f"{number_in_step}. {item.id}", *table_lines(item), item.table.question]
        out += ["Respuesta:", *(f"  {line}" for line in kind.dealer_lines(item))]
    return "\n".join(out) + "\n"


def _hand_question(item: DrillItem, table: AccionTable) -> list[str]:
    """A question of «Sigue la acción»: the hand's heading before its first question
    (its number and the id of its ``--json`` item), then the table at that point, the
    question and the answer."""
    out = []
    hand = table.hand
    if table.number == 0:
        suffix = "" if hand.variant.value == "holdem" else f"-{hand.variant.value}"
        out += ["", f"Mano {hand.index + 1} · {ACCION}{hand.step}-{hand.seed}-{hand.index}{suffix}"]
    answer = item.drill.key_lines(item)[1:]  # without «Mano 1, pregunta 1 de 5: …»
    return [
        *out,
        "",
        f"Pregunta {table.number + 1} de {table.count}: {table.question}",
        "Mesa:",
        *(f"  {line}" for line in hand_lines(table)),
        "Respuesta:",
        *(f"  {line}" for line in answer),
    ]
