"""The answer key's sentences: who takes each pot, and each drill item's right answer, its
tempting mistakes and the dealer's words, on that very table. A drill item's come from its
kind (``DrillKind.key_lines``, ``grid_answer``…: examples in each kind's ``kind.py``).

>>> from academy.practice import PracticeSet
>>> pot_lines(PracticeSet((4,), 1, 42).showdown(4, 0).settlement)
['Bote principal (200 fichas): se lo lleva Beto.', 'Bote lateral (210 fichas): se lo lleva Gabi.']
"""

from __future__ import annotations

from ..drills import MISTAKES, DrillItem
from ..drills.wording import answer_words
from ..engine.settle import Settlement
from ..practice.feedback import pot_lines

__all__ = ["dealer_lines", "drill_settlement", "grid_answer", "grid_help", "key_lines",
           "mistake_lines", "pot_lines", "sheet"]  # fmt: skip


def drill_settlement(item: DrillItem) -> Settlement | None:
    """The settled showdown a drill item shows (None for a kind without one)."""
    return item.drill.settlement(item)


def dealer_lines(item: DrillItem) -> list[str]:
    """The whole answer in the dealer's words: the engine's explanation or limit steps."""
    return item.drill.dealer_lines(item)


def key_lines(item: DrillItem) -> list[str]:
    """The right answer, short: the winner's five, the pots and what each receives, or
    the call and the raise with the engine's steps."""
    return item.drill.key_lines(item)


def grid_answer(item: DrillItem) -> str:
    """A drill item's answer in a few words, for the key's grid: a winner's five, what
    each player who receives chips receives, or the call and the raise range."""
    return item.drill.grid_answer(item)


def grid_help(item: DrillItem) -> str | None:
    """How to read the answers of the item's kind in the key's grid, if it needs saying."""
    return item.drill.grid_help


def sheet(item: DrillItem) -> object:
    """The item's kind's data for its worksheet blanks (``instructors/drills/<code>.html``)."""
    return item.drill.sheet(item)


def mistake_lines(item: DrillItem) -> list[tuple[str, str, str]]:
    """Each mistake tempting on this table: its name, what it writes, and why it is wrong
    (the first sentence of its feedback)."""
    return [
        (MISTAKES[code].name, answer_words(item, typed), verdict.feedback[0])
        for code, typed, verdict in item.table.offered()
    ]
