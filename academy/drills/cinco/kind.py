"""«Elige las cinco» as a kind of the workshop: its form (``cartas`` once per card chosen
on the table), its page, its LMS question (a multiple choice among fives) and its key.

>>> from academy.drills import drill_at
>>> item = drill_at("cinco", 1, 42, 0)
>>> [f.name for f in KIND.form_fields(item)], KIND.read(item, (), {"cartas": ["Ah"]}, {})
(['cartas'], Typed(answer={'cards': ['Ah']}, details=None))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.cards import Card, display_cards, parse_cards
from ...practice.feedback import plays
from ..base import SHOWDOWN_VARIANTS, TableKind
from ..checking import Verdict
from ..kind import (
    ChoiceOption,
    DrillItem,
    FormField,
    ItemPage,
    LmsQuestion,
    Reading,
    ShownTable,
    Typed,
)
from .catalog import CATALOG
from .check import chosen as chosen_cards
from .deal import CincoTable, deal

CARDS = "cartas"
LEGEND = (
    "Resaltadas y con borde grueso: las cinco cartas que juega la mano ganadora. "
    "✓: la elegiste y juega; ✗: la elegiste y no va; +: te faltó."
)
FIELDS = (FormField(CARDS, "cards", "Las cinco cartas", "las cinco cartas", many=True),)


@dataclass(frozen=True, slots=True)
class CincoDetails:
    """Once answered: the learner's cards in the order chosen (each with whether it
    plays) and the cards of the nearest right five left out."""

    chosen: tuple[tuple[Card, bool], ...] = ()
    missing: tuple[Card, ...] = ()


def _table(item: DrillItem) -> CincoTable:
    assert isinstance(item.table, CincoTable)
    return item.table


@dataclass(frozen=True)
class CincoKind(TableKind):
    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        return FIELDS

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        return Typed({"cards": list(values[CARDS])})

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        settlement = _table(item).settlement
        if verdict is None:
            return ItemPage(ShownTable(settlement), CincoDetails())
        picked = chosen_cards(verdict)
        nearest = {c for c, ok in picked.cards.items() if ok} | set(picked.missing)
        marks: dict[str, str | None] = {
            code: "right" if ok else "wrong" for code, ok in picked.cards.items()
        }
        marks.update((code, "missing") for code in picked.missing if code not in marks)
        chosen = tuple((c, picked.cards[str(c)]) for c in parse_cards(list(picked.cards)))
        missing = parse_cards(list(picked.missing)) if picked.missing else ()
        shown = ShownTable(settlement, lit=True, marks=marks, plays=frozenset(nearest))
        return ItemPage(shown, CincoDetails(chosen, tuple(missing)), legend=LEGEND)

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        """Each winner's five (right), then each tempting mistake's five that is not
        already an option."""
        table = _table(item)
        options: list[ChoiceOption] = []
        seen: set[frozenset[str]] = set()
        for name in table.winners:
            five = table.hand(name).five
            if frozenset(str(c) for c in five) in seen:
                continue  # a split pot where the board plays: one option for all
            seen.add(frozenset(str(c) for c in five))
            text = " ".join(c.display for c in five)
            options.append(ChoiceOption(True, text, plays(name, table.hand(name))))
        for code, typed, verdict in table.offered():
            chosen = typed["cards"]
            assert isinstance(chosen, list)
            if frozenset(chosen) in seen:
                continue
            seen.add(frozenset(chosen))
            words = self.answer_words(item, typed)
            options.append(ChoiceOption(False, words, " ".join(verdict.feedback), code))
        return LmsQuestion(options=tuple(options))

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        chosen = typed["cards"]
        assert isinstance(chosen, list | str)
        return display_cards(parse_cards(chosen))

    def key_lines(self, item: DrillItem) -> list[str]:
        table = _table(item)
        lines = [f"{plays(name, table.hand(name))}." for name in table.winners]
        if len(table.winners) > 1:
            lines.append("Empate: vale la mano de cualquiera de ellos.")
        if len(table.right_fives()) > len(table.winners):
            lines.append("Valen también otras cinco cartas del mismo valor.")
        return lines

    def grid_answer(self, item: DrillItem) -> str:
        table = _table(item)
        return " ".join(c.display for c in table.hand(table.winners[0]).five)


KIND = CincoKind(
    code="cinco",
    letter="c",
    salt=5,
    description="Ves un showdown y tocas en la mesa las cinco cartas que juega la mano ganadora.",
    catalog=CATALOG,
    dealer=deal,
    variants=SHOWDOWN_VARIANTS,
)
