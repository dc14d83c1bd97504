"""A set of drill items as plain Spanish text: what ``academy drill`` prints without
``--json``. Each item shows its table (the community cards, each seat's cards and chips, who has the
button) or, for «Calcula el límite», the story; then the question; then the answer in
the dealer's words (the engine's explanation, or its limit steps).

>>> print(listing(generate("limites", 42, 1, step=1))[:140])
Calcula el límite · paso 1: Una apuesta delante
<BLANKLINE>
1. limites1-42-0
Sin límite, ciegas 5/10. Estamos en el turn; de las calles anteriores el b
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import display_cards
from ...engine.hands import VARIANT_NAMES
from ...engine.numbers import number
from .accion.table import AccionTable
from .botes.deal import BotesTable
from .catalog import LIMITES
from .cinco.deal import CincoTable
from .items import DrillItem, generate
from .limites.table import LimitTable

__all__ = ["generate", "listing", "table_lines"]


def table_lines(item: DrillItem) -> list[str]:
    """The table of a showdown drill: the board, then each seat (empty for limits)."""
    table = item.table
    if isinstance(table, AccionTable):
        return action_lines(table)
    if not isinstance(table, CincoTable | BotesTable):
        return []
    spec = table.settlement.spec
    lines = [f"Cartas comunitarias: {display_cards(spec.board)}"]
    for player in spec.players:
        name = f"{player.name} (botón)" if player.name == spec.button else player.name
        shown = "se retiró" if player.folded else display_cards(player.hole)
        lines.append(f"  {name}: {shown} · puso {number(player.contributed)}")
    return lines


def action_lines(table: AccionTable) -> list[str]:
    """«Sigue la acción»: the seats, the board and the action so far."""
    view = table.view()
    lines = [f"Cartas comunitarias: {display_cards(view.board) or '(ninguna)'}"]
    for seat in view.seats:
        marks = f" ({seat.marks})" if seat.marks else ""
        shown = f" {display_cards(seat.hole)}" if seat.hole else ""
        lines.append(f"  {seat.name}{marks}:{shown} {number(seat.stack)} detrás, "
                     f"{number(seat.bet)} delante")  # fmt: skip
    lines.append(f"  Bote en el centro: {number(view.pot)}")
    for street in view.story:
        lines.append(f"  {street.title}: {'; '.join(street.lines) or '—'}")
    return lines


def answer_lines(item: DrillItem) -> list[str]:
    """The answer in the dealer's words."""
    table = item.table
    if isinstance(table, LimitTable):
        return list(table.limits().steps)
    if isinstance(table, AccionTable):
        return [*item.drill.key_lines(item)]
    assert isinstance(table, CincoTable | BotesTable)
    return list(table.settlement.explanation)


def listing(items: Sequence[DrillItem]) -> str:
    """Every item, step by step, numbered from 1 within each step."""
    out: list[str] = []
    step = None
    number_in_step = 0
    for item in items:
        if item.step != step:
            step, number_in_step = item.step, 0
            if out:
                out.append("")
            where = "" if item.kind == LIMITES else f" · {VARIANT_NAMES[item.variant]}"
            title = item.drill.step_titles[step]
            out.append(f"{item.drill.title}{where} · paso {step}: {title}")
        number_in_step += 1
        out += ["", f"{number_in_step}. {item.id}", *table_lines(item), item.table.question]
        out += ["Respuesta:", *(f"  {line}" for line in answer_lines(item))]
    return "\n".join(out) + "\n"
