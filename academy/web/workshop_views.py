"""What the workshop's pages draw from what an item's kind shows: the table as a
``TableView`` (without its pots, lit once answered, the learner's cards marked) and the
verdict's sentences apart from the engine's numbered steps.

Plain data for the templates; every right value comes from the drill's own solution, the
engine's answer, through the kind's ``DrillKind.page``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..drills import Verdict
from ..drills.kind import ShownTable
from ..tables import TableCard, TableView, showdown_table

STEPS_LINE = "La cuenta, paso a paso:"  # where the engine's steps start in a verdict
CHOICE_WORDS = {"right": ", la elegiste", "wrong": ", la elegiste y sobra", "missing": ", te faltó"}


@dataclass(frozen=True, slots=True)
class MarkedCard(TableCard):
    """A table card once answered, when the kind marks the learner's cards: whether it
    plays (one of the right five nearest to the learner's) and what the learner did
    with it."""

    choice: str | None = None  # "right" (chosen, plays), "wrong" (chosen, does not), "missing"

    @property
    def said(self) -> str:
        """What a screen reader hears after the card's name and «juega»."""
        return CHOICE_WORDS.get(self.choice or "", "")


def table_view(shown: ShownTable | None) -> TableView | None:
    """The table a kind shows, drawn: without its pots, lit, or with marked cards."""
    if shown is None:
        return None
    view = showdown_table(shown.settlement, lit=shown.lit)
    if not shown.pots:
        view = replace(view, pots=())
    marks = shown.marks
    if marks is None:
        return view

    def mark(tc: TableCard) -> MarkedCard:
        code = str(tc.card)
        return MarkedCard(tc.card, code in shown.plays, marks.get(code))

    seats = tuple(replace(s, hole=tuple(mark(c) for c in s.hole)) for s in view.seats)
    return replace(view, board=tuple(mark(c) for c in view.board), seats=seats)


def feedback_lines(verdict: Verdict) -> tuple[list[str], list[str]]:
    """The verdict's sentences, and apart the engine's numbered steps (a limit's)."""
    lines = list(verdict.feedback)
    if STEPS_LINE in lines:
        at = lines.index(STEPS_LINE)
        return lines[:at], lines[at + 1 :]
    return lines, []
