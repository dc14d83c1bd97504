"""«Decisiones de sala» as a kind of the workshop: its form (``decision``: the rulings as
radio buttons; ``cantidad``: the amount, where the ruling has one), its page (the table
at the moment of the ruling and what happened), its multiple-choice LMS question (each
ruling with its amount) and its answer key.

>>> from ..items import drill_at
>>> item = drill_at("sala", 1, 40, 0)
>>> KIND.grid_answer(item)
'Es igualar: 500'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ...engine.deck import Rng
from ...engine.errors import PokerError
from ...engine.hands import Variant
from ...engine.numbers import number
from ...engine.phrasing import capitalized
from ...tables import TableView, action_table
from .. import typed as t
from ..base import SHOWDOWN_VARIANTS, TableKind, one
from ..checking import DrillTable, Verdict
from ..kind import (
    CheckRow,
    ChoiceOption,
    DrillItem,
    ExportCells,
    FormField,
    ItemPage,
    LmsQuestion,
    Reading,
    Typed,
)
from .catalog import CATALOG
from .deal import deal_from
from .drill import AMOUNT, DECISION, SalaTable, answer_words, typed_answer
from .model import Choice, SalaItem, Scene, Seat, chips_drawn

HOUSE = (
    "Este sitio sigue las reglas de la Poker TDA 2024 y, donde la TDA no dice nada o en las "
    "partidas de cash, las Robert’s Rules of Poker."
)
FIELDS = (
    FormField(DECISION, DECISION, "La decisión", "la decisión"),
    FormField(AMOUNT, AMOUNT, "Cantidad", "la cantidad"),
)


@dataclass(frozen=True, slots=True)
class SalaDetails:
    """What the item's page shows besides the verdict: the table as drawn, what happened,
    the question, the rulings, the amount's label (empty without one), the room's rules."""

    scene: Scene
    table: TableView
    lines: tuple[str, ...]
    question: str
    choices: tuple[Choice, ...]
    amount_label: str
    house: str
    hint: str
    after: str = ""  # once answered, where the ruling leaves the chips (the felt drawn so)
    pushed: tuple[str, ...] = ()  # the chips the felt draws as a total, value by value


@dataclass(frozen=True, slots=True)
class SalaSheet:
    """The worksheet's data: the table, the story, the rulings to tick and the amount."""

    scene: Scene
    table: TableView
    lines: tuple[str, ...]
    choices: tuple[Choice, ...]
    amount_label: str
    pushed: tuple[str, ...] = ()  # the chips the felt draws as a total, value by value


def felt(scene: Scene) -> TableView:
    """The table as drawn (``scene`` drawn), the chips a ruling reads drawn by value in
    front of their player («2×500», not 1000): what the overchip and multiple-chip rules
    decide depends on the chips themselves. Only one value fits there without meeting the
    pot line or another seat on a phone; chips of several values (or pushed onto a bet
    already in front) are drawn as their total in front and said, value by value, under the
    felt (:func:`pushed_notes`). An amount pushed in any chips (a bet out of turn) stays a
    total."""
    view = action_table(scene, True)
    seats = []
    for drawn, seat in zip(view.seats, scene.seats, strict=True):
        if _drawn_in_front(seat):
            drawn = replace(drawn, front_label=chips_drawn(seat.pushed))
        seats.append(drawn)
    return replace(view, seats=tuple(seats))


def _drawn_in_front(seat: Seat) -> bool:
    """The chips pushed fit in front of the seat: one value («5000», «2×500»), nothing
    else in front."""
    return (
        bool(seat.pushed)
        and not seat.counted
        and len(set(seat.pushed)) == 1
        and (seat.bet == sum(seat.pushed))
    )


def pushed_notes(scene: Scene) -> tuple[str, ...]:
    """The chips pushed that the felt draws as a total, value by value, for the line under
    the felt: «Carla empuja 3×1000 + 500 + 4×100 (ya tenía 600 delante)»."""
    notes = []
    for seat in scene.seats:
        if seat.pushed and not seat.counted and not _drawn_in_front(seat):
            before = seat.bet - sum(seat.pushed)
            had = f" (ya tenía {number(before)} delante)" if before else ""
            notes.append(f"{seat.name} empuja {chips_drawn(seat.pushed)}{had}.")
    return tuple(notes)


def _sala(item: DrillItem) -> SalaTable:
    assert isinstance(item.table, SalaTable)
    return item.table


def _dealer(step: int, rng: Rng, variant: Variant, index: int) -> DrillTable:
    return SalaTable(deal_from(step, rng, variant, index))


@dataclass(frozen=True)
class SalaKind(TableKind):
    def deal(self, step: int, seed: int, index: int, variant: Variant) -> DrillTable:
        """The step's families in turn from where the set's seed starts them (see
        :func:`.deal.deal_from`)."""
        rng = Rng(self.item_seed(step, seed, index, variant))
        return SalaTable(deal_from(step, rng, variant, index, seed))

    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        takes = any(c.amount for c in _sala(item).item.choices)
        return FIELDS if takes else FIELDS[:1]

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        sala = _sala(item).item
        key = one(values, DECISION)
        keys = [c.key for c in sala.choices]
        if not key:
            errors[DECISION] = "Elige una decisión."
            return Typed({})
        if key not in keys:
            errors[DECISION] = "Elige una de las decisiones ofrecidas."
            return Typed({})
        if not sala.choice(key).amount:
            return Typed(typed_answer(key, None))
        text = one(values, AMOUNT)
        if not text:
            errors[AMOUNT] = f"Escribe {sala.amount_label}."
            return Typed({})
        try:
            amount = t.amount(text, AMOUNT, sala.amount_label, blank=None)
        except PokerError as error:
            errors[AMOUNT] = capitalized(error.message)
            return Typed({})
        assert isinstance(amount, int)
        return Typed(typed_answer(key, amount))

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        sala = _sala(item).item
        takes = len(fields) > 1
        hint = "La cantidad, en fichas, solo si la decisión la lleva." if takes else ""
        label = capitalized(sala.amount_label) if takes else ""
        scene = sala.scene.drawn(_cards(sala.variant))
        details = SalaDetails(
            scene, felt(scene), sala.story, sala.question, sala.choices, label, HOUSE, hint,
            pushed=pushed_notes(scene),
        )  # fmt: skip
        if verdict is None or reading is None:
            return ItemPage(None, details)
        ruled = after_ruling(sala)
        if ruled is not None:
            after_scene, note = ruled
            drawn = after_scene.drawn(_cards(sala.variant))
            details = replace(
                details, scene=drawn, table=felt(drawn), after=note, pushed=pushed_notes(drawn)
            )
        typed_key = reading.value(DECISION)
        typed_text = (
            sala.choice(typed_key).text if typed_key in [c.key for c in sala.choices] else "—"
        )
        right = sala.choice(sala.right).text
        rows = [CheckRow("La decisión", typed_text, right, verdict.fields.get(DECISION, False))]
        if sala.amount is not None and takes:
            typed_amount = reading.value(AMOUNT) or "—"
            ok = verdict.fields.get(AMOUNT, False)
            rows.append(CheckRow(label, typed_amount, number(sala.amount), ok))
        return ItemPage(None, details, tuple(rows))

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        sala = _sala(item).item
        solution = typed_answer(sala.right, sala.amount)
        right_words = answer_words(sala, solution)
        options = [ChoiceOption(True, right_words, sala.why.rstrip("."))]
        seen = {right_words}
        for code, typed, verdict in item.table.offered():
            text = answer_words(sala, typed)
            if text in seen:
                continue
            seen.add(text)
            options.append(ChoiceOption(False, text, verdict.feedback[0], code))
        situation = (*_seat_lines(sala.scene), *sala.story)
        return LmsQuestion(options=tuple(options), situation=situation)

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        return answer_words(_sala(item).item, dict(typed))

    def key_lines(self, item: DrillItem) -> list[str]:
        return [_sala(item).item.right_text + ".", *self.dealer_lines(item)]

    def grid_answer(self, item: DrillItem) -> str:
        sala = _sala(item).item
        return answer_words(sala, typed_answer(sala.right, sala.amount))

    def dealer_lines(self, item: DrillItem) -> list[str]:
        sala = _sala(item).item
        lines = [sala.why, f"Regla aplicada: {sala.rule.cited}."]
        return lines + ([sala.room] if sala.room else [])

    def listing_lines(self, item: DrillItem, number: int) -> list[str]:
        sala = _sala(item).item
        table = [f"  {line}" for line in _seat_lines(sala.scene)]
        if sala.scene.board:
            table.append("  Cartas comunitarias: " + " ".join(c.display for c in sala.scene.board))
        choices = [f"  ({c.key}) {c.text}" + (" + cantidad" if c.amount else "")
                   for c in sala.choices]  # fmt: skip
        answer = [f"  {line}" for line in self.key_lines(item)]
        return ["", f"{number}. {item.id}", *table, *sala.story, sala.question, *choices,
                "Respuesta:", *answer]  # fmt: skip

    def settlement(self, item: DrillItem) -> None:
        return None

    def export_cells(self, item: DrillItem, typed: Mapping[str, object]) -> ExportCells:
        sala = _sala(item).item
        seats = "; ".join(_seat_lines(sala.scene))
        button = next((s.name for s in sala.scene.seats if s.button), "")
        return ExportCells(table=(button, " ".join(str(c) for c in sala.scene.board), seats))

    def sheet(self, item: DrillItem) -> SalaSheet:
        sala = _sala(item).item
        takes = any(c.amount for c in sala.choices)
        scene = sala.scene.drawn(_cards(sala.variant))
        return SalaSheet(scene, felt(scene), sala.story, sala.choices,
                         sala.amount_label if takes else "", pushed_notes(scene))  # fmt: skip


def after_ruling(sala: SalaItem) -> tuple[Scene, str] | None:
    """The table as the ruling leaves it, for the families whose answer is an amount in
    front (``answer.to``): the player ruled on with that total in front and the rest back
    in the stack, and that said in words. None for the other families.

    >>> from .deal import deal
    >>> scene, note = after_ruling(deal(1, 5, 3, Variant.HOLDEM))
    >>> note
    'Tras la decisión: Dani tiene 50 delante y recupera 450 en su stack.'
    """
    to = sala.answer.get("to")
    if not isinstance(to, int):
        return None
    at = next(i for i, s in enumerate(sala.scene.seats) if s.to_act)
    seat = sala.scene.seats[at]
    back = sala.answer.get("returned", 0)
    ruled = replace(seat, stack=seat.stack - (to - seat.bet), bet=to, pushed=(), said="",
                    counted=False, to_act=False)  # fmt: skip
    seats = (*sala.scene.seats[:at], ruled, *sala.scene.seats[at + 1 :])
    note = f"Tras la decisión: {seat.name} tiene {number(to)} delante"
    if isinstance(back, int) and back:
        note += f" y recupera {number(back)} en su stack"
    return replace(sala.scene, seats=seats), note + "."


def _cards(variant: Variant) -> int:
    """How many cards each player holds face down."""
    return 4 if variant is Variant.OMAHA else 2


def _seat_lines(scene: Scene) -> list[str]:
    """Each seat in words, for the LMS question and the spreadsheet."""
    lines = []
    for seat in scene.seats:
        parts = [seat.name + (" (botón)" if seat.button else "")]
        if seat.blind:
            parts.append(seat.blind)
        if seat.folded:
            parts.append("se retiró")
        else:
            parts.append(f"{number(seat.stack - sum(seat.pushed))} detrás")
        front = seat.bet + sum(seat.pushed)
        if front:
            parts.append(f"{number(front)} delante")
        if seat.said:
            parts.append(f"dice «{seat.said}»")
        lines.append(", ".join(parts))
    return lines


KIND = SalaKind(
    code="sala",
    letter="d",
    salt=9,
    description=(
        "Decides como el encargado de sala: qué es una ficha grande o varias fichas, si lo "
        "dicho obliga, quién enseña primero y qué se hace cuando el reparto sale mal."
    ),
    catalog=CATALOG,
    dealer=_dealer,
    variants=SHOWDOWN_VARIANTS,
    grid_help="Decisión de sala: la decisión y, si la lleva, la cantidad.",
)
