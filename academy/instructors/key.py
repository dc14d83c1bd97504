"""The answer key's sentences: who takes each pot, and each drill item's right answer, its
tempting mistakes and the dealer's words, on that very table.

>>> from academy.practice import PracticeSet
>>> pot_lines(PracticeSet((4,), 1, 42).showdown(4, 0).settlement)
['Bote principal (200 fichas): se lo lleva Beto.', 'Bote lateral (210 fichas): se lo lleva Gabi.']
>>> from academy.practice.drills import drill_at
>>> key_lines(drill_at("limites", 3, 42, 0))[:2]
['Igualar 30; ya no se puede subir.', '1. Para igualar pones 30 fichas.']
>>> grid_answer(drill_at("limites", 3, 42, 0)), grid_answer(drill_at("botes", 1, 42, 0))
('30; cerrado', 'Ana 100 · Beto 450 · Gabi 25')
"""

from __future__ import annotations

from ..engine.numbers import chips, number
from ..engine.phrasing import capitalized, join_names, spoken_pot_names
from ..engine.settle import Settlement
from ..practice.drills import MISTAKES, DrillItem
from ..practice.drills.botes.deal import BotesTable
from ..practice.drills.cinco.deal import CincoTable
from ..practice.drills.limites.table import LimitTable
from ..practice.drills.wording import answer_words
from ..practice.feedback import plays


def pot_lines(settlement: Settlement) -> list[str]:
    """Who takes each pot (and any odd chip), and any uncalled bet given back."""
    lines = []
    pots = settlement.pots
    for pot, name in zip(pots, spoken_pot_names([p.name for p in pots]), strict=True):
        title = f"{capitalized(name)} ({chips(pot.amount)})"
        if len(pot.shares) == 1:
            (winner,) = pot.shares
            lines.append(f"{title}: se lo lleva {winner}.")
        else:
            shares = join_names([f"{who} {number(n)}" for who, n in pot.shares.items()])
            odd = f"; la ficha sobrante, para {join_names(pot.odd_chips)}" if pot.odd_chips else ""
            lines.append(f"{title}: se reparte entre {shares}{odd}.")
    for name, amount in settlement.refunds.items():
        lines.append(f"A {name} se le devuelven {chips(amount)} que nadie igualó.")
    return lines


def drill_settlement(item: DrillItem) -> Settlement | None:
    """The settled showdown of a showdown drill (None for «Calcula el límite»)."""
    table = item.table
    return table.settlement if isinstance(table, CincoTable | BotesTable) else None


def dealer_lines(item: DrillItem) -> list[str]:
    """The whole answer in the dealer's words: the engine's explanation or limit steps."""
    table = item.table
    if isinstance(table, LimitTable):
        return list(table.limits().steps)
    settlement = drill_settlement(item)
    assert settlement is not None
    return list(settlement.explanation)


def key_lines(item: DrillItem) -> list[str]:
    """The right answer, short: the winner's five, the pots and what each receives, or
    the call and the raise with the engine's steps."""
    table = item.table
    if isinstance(table, CincoTable):
        lines = [f"{plays(name, table.hand(name))}." for name in table.winners]
        if len(table.winners) > 1:
            lines.append("Empate: vale la mano de cualquiera de ellos.")
        if len(table.right_fives()) > len(table.winners):
            lines.append("Valen también otras cinco cartas del mismo valor.")
        return lines
    if isinstance(table, BotesTable):
        settlement = table.settlement
        received = join_names(f"{name} {number(n)}" for name, n in settlement.received.items())
        return [*pot_lines(settlement), f"Reciben en total: {received}."]
    return [answer_words(item, table.solution()), *dealer_lines(item)]


def grid_answer(item: DrillItem) -> str:
    """A drill item's answer in a few words, for the key's grid: a winner's five, what
    each player who receives chips receives, or the call and the raise range."""
    table = item.table
    if isinstance(table, CincoTable):
        return " ".join(c.display for c in table.hand(table.winners[0]).five)
    if isinstance(table, BotesTable):
        received = table.settlement.received
        return " · ".join(f"{name} {number(n)}" for name, n in received.items() if n)
    solution = table.solution()
    call = number(int(str(solution["to_call"])))
    if solution["closed"]:
        return f"{call}; cerrado"
    low, high = (number(int(str(solution[k]))) for k in ("min_raise_to", "max_raise_to"))
    return f"{call}; {low}" + ("" if low == high else f" a {high}")


def mistake_lines(item: DrillItem) -> list[tuple[str, str, str]]:
    """Each mistake tempting on this table: its name, what it writes, and why it is wrong
    (the first sentence of its feedback)."""
    return [
        (MISTAKES[code].name, answer_words(item, typed), verdict.feedback[0])
        for code, typed, verdict in item.table.offered()
    ]
