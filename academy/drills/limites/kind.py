"""«Calcula el límite» as a kind of the workshop: its form (``igualar``, ``minimo``,
``maximo`` and ``cerrado``: raising is closed), the story told sentence by sentence, and
its LMS question (whether raising is open, then the amounts); its table draws the
players with their chips in front, without cards.

>>> from academy.drills import drill_at
>>> item = drill_at("limites", 3, 42, 0)
>>> KIND.key_lines(item)[:2], KIND.grid_answer(item)
(['Igualar 30; ya no se puede subir.', '1. Para igualar pones 30 fichas.'], '30; cerrado')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.errors import PokerError
from ...engine.hands import Variant
from ...engine.numbers import number
from ...engine.phrasing import capitalized
from ...engine.settle import Settlement
from ...tables import TableView, betting_table
from .. import typed as t
from ..base import TableKind, amount_text, one
from ..checking import Verdict
from ..kind import (
    CheckRow,
    DrillItem,
    ExportCells,
    FormField,
    ItemPage,
    LmsQuestion,
    NumericField,
    Reading,
    Typed,
    YesNo,
)
from .catalog import CATALOG
from .deal import deal
from .table import ASK, ASK_OPEN, LimitTable
from .words import limit_fields, limit_words

CLOSED = "cerrado"
FIELDS = tuple(
    FormField(*field)
    for field in (  # (name, key, label, as a message names it)
        ("igualar", "to_call", "Para igualar", "lo que pones para igualar"),
        ("minimo", "min_raise_to", "Subir a, como mínimo", "la subida mínima (en total)"),
        ("maximo", "max_raise_to", "Subir a, como máximo", "la subida máxima (en total)"),
        (CLOSED, "closed", "Ya no se puede subir", "si ya no se puede subir"),
    )
)
OPENING_LABELS = {
    "minimo": "Apostar, como mínimo",
    "maximo": "Apostar, como máximo",
    "cerrado": "Ya no se puede apostar",
}
RAISE_QUESTION = "¿Puedes subir (o apostar)?"


@dataclass(frozen=True, slots=True)
class LimitDetails:
    """The story sentence by sentence, what it asks, whether nobody has bet yet (the
    learner bets rather than raises), each field's label (by name) on this table and the
    table drawn."""

    story: tuple[str, ...]
    ask: str
    opening: bool
    labels: Mapping[str, str]
    table: TableView


def _table(item: DrillItem) -> LimitTable:
    assert isinstance(item.table, LimitTable)
    return item.table


def story(item: DrillItem) -> tuple[list[str], str]:
    """A limit situation's story, sentence by sentence, and what it asks."""
    question = item.table.question
    ask = next((a for a in (ASK, ASK_OPEN) if question.endswith(a)), "")
    told = question[: len(question) - len(ask)].strip()
    return re.split(r"(?<=[.])\s+(?=[A-ZÁÉÍÓÚÑ¿])", told), ask


def is_opening(item: DrillItem) -> bool:
    """Nobody has bet: the learner bets rather than raises."""
    return item.table.spec.get("current_bet") == 0


def label(item: DrillItem, field: FormField) -> str:
    """A field's label; where nobody has bet, the learner bets rather than raises."""
    return OPENING_LABELS.get(field.name, field.label) if is_opening(item) else field.label


@dataclass(frozen=True)
class LimitesKind(TableKind):
    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        return FIELDS

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        to_call, low, high, closed = fields
        typed: dict[str, object] = {"to_call": amount_text(values, errors, to_call, blank=0)}
        try:
            shut = t.flag(one(values, CLOSED), "closed", closed.said)
        except PokerError as error:
            errors[CLOSED] = capitalized(error.message)
            shut = False
        typed["closed"] = shut
        if not shut:
            for field in (low, high):
                if not one(values, field.name):
                    errors[field.name] = capitalized(
                        f"{field.said}: escribe la cantidad, o marca que ya no se puede subir"
                    )
                else:
                    typed[field.key] = amount_text(values, errors, field, blank=None)
        return Typed(typed)

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        told, ask = story(item)
        labels = {f.name: label(item, f) for f in fields}
        details = LimitDetails(
            tuple(told), ask, is_opening(item), labels, betting_table(_table(item))
        )
        if verdict is None or reading is None:
            return ItemPage(None, details)
        rows = _limit_rows(item, fields, reading, verdict)
        return ItemPage(None, details, tuple(rows))

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        open_ = not item.table.solution()["closed"]
        wrong = tuple(
            code for code, typed, _ in item.table.offered() if (not typed["closed"]) != open_
        )
        fields = limit_fields(item)
        cloze = fields[:1] + [
            NumericField(f.key, f"{f.label} (0 si no puedes)", f.right, f.wrong) for f in fields[1:]
        ]
        gift = fields[:1] + [
            NumericField(f.key, f"{f.label} (0 si ya no puedes subir)", f.right, f.wrong)
            for f in fields[1:]
        ]
        return LmsQuestion(
            yes_no=YesNo(RAISE_QUESTION, open_, wrong), cloze=tuple(cloze), gift=tuple(gift)
        )

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        return limit_words(item, typed)

    def key_lines(self, item: DrillItem) -> list[str]:
        return [self.answer_words(item, item.table.solution()), *self.dealer_lines(item)]

    def grid_answer(self, item: DrillItem) -> str:
        solution = item.table.solution()
        call = number(int(str(solution["to_call"])))
        if solution["closed"]:
            return f"{call}; cerrado"
        low, high = (number(int(str(solution[k]))) for k in ("min_raise_to", "max_raise_to"))
        return f"{call}; {low}" + ("" if low == high else f" a {high}")

    def dealer_lines(self, item: DrillItem) -> list[str]:
        return list(_table(item).limits().steps)

    def settlement(self, item: DrillItem) -> Settlement | None:
        return None

    def numeric_fields(self, item: DrillItem, refunds: bool = True) -> list[NumericField]:
        return limit_fields(item)

    def export_cells(self, item: DrillItem, typed: Mapping[str, object]) -> ExportCells:
        closed = bool(typed.get("closed"))
        low, high = (0 if closed else typed[key] for key in ("min_raise_to", "max_raise_to"))
        return ExportCells(limits=(typed["to_call"], low, high))


def _amount(text: str) -> str:
    return text or "0"


def _yes(flag: bool) -> str:
    return "sí" if flag else "no"


def _limit_rows(
    item: DrillItem, fields: Sequence[FormField], reading: Reading, verdict: Verdict
) -> list[CheckRow]:
    solution = item.table.solution()
    closed = bool(solution["closed"])
    typed_closed = reading.value(CLOSED) != ""
    rows = []
    for field in fields:
        key = field.key
        shown = label(item, field)
        if key == "closed":
            rows.append(CheckRow(shown, _yes(typed_closed), _yes(closed), verdict.fields[key]))
        elif key == "to_call":
            right = number(int(str(solution[key])))
            rows.append(CheckRow(shown, _amount(reading.value(field.name)), right,
                                 verdict.fields[key]))  # fmt: skip
        elif not closed or not typed_closed:
            typed = "—" if typed_closed else reading.value(field.name)
            right = "no se puede" if closed else number(int(str(solution[key])))
            rows.append(CheckRow(shown, typed, right, verdict.fields[key]))
    return rows


KIND = LimitesKind(
    code="limites",
    letter="l",
    salt=7,
    description=(
        "Lees una ronda de apuestas y calculas cuánto pones para igualar y hasta dónde "
        "puedes subir."
    ),
    catalog=CATALOG,
    dealer=deal,
    variants=(Variant.HOLDEM,),
    grid_help="Límite: lo que se iguala; después, a cuánto se puede subir (o «cerrado»).",
)
