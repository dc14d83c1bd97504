"""«Reparte los botes» as a kind of the workshop. Its form: per pot row ``boteN`` (chips),
``ganaN`` (once per winner), ``sobranteN`` (once per player who gets an odd chip); per
player ``devuelto_<name>`` and ``recibe_<name>``; rows left empty at the end are pots
the table does not have. Its LMS question: the amounts to write.

>>> from academy.drills import drill_at
>>> item = drill_at("botes", 1, 42, 0)
>>> [f.name for f in KIND.form_fields(item)][:3], KIND.grid_answer(item)
(['bote1', 'gana1', 'sobrante1'], 'Ana 100 · Beto 450 · Gabi 25')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.numbers import number
from ...engine.phrasing import capitalized, join_names, spoken_pot_names
from ...practice.feedback import pot_lines
from ..base import SHOWDOWN_VARIANTS, TableKind, amount_text
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
    ShownTable,
    Typed,
)
from ..pot_rows.check import typed_pot
from ..pot_rows.rows import PotRows, read_pot_rows, rows_filled
from .catalog import CATALOG
from .deal import BotesTable, deal
from .words import max_pots, min_pots, pot_fields, pot_words

INTRO = (
    "Escribe las cantidades: cuántas fichas hay en cada bote, cuántas se devuelven a "
    "cada jugador y cuántas recibe cada uno en total (ahí se ve quién gana cada bote y la "
    "ficha sobrante)."
)


@dataclass(frozen=True, slots=True)
class BotesDetails:
    """The form's rows: every player (refunds, totals), those still in the hand (who may
    win a pot or its odd chip) and each pot row's name («Bote principal», …)."""

    players: tuple[str, ...]
    live: tuple[str, ...]
    pot_labels: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BotesSheet:
    """A worksheet's blanks: a row per pot the step may have, and per player."""

    pots: tuple[str, ...]
    players: tuple[str, ...]


def pot_labels(step: int) -> list[str]:
    """The pot rows of a step's form, as a dealer names them: «Bote principal», …"""
    return [capitalized(name) for name in spoken_pot_names([typed_pot(i) for i in
                                                            range(max_pots(step))])]  # fmt: skip


def player_names(item: DrillItem) -> list[str]:
    players = item.table.spec.get("players", [])
    assert isinstance(players, list)
    return [str(p["name"]) for p in players]


def _table(item: DrillItem) -> BotesTable:
    assert isinstance(item.table, BotesTable)
    return item.table


def _maybe_absent(item: DrillItem, fields: list[NumericField]) -> tuple[NumericField, ...]:
    """The pot rows a table of this step may not have say that 0 means «no such pot»."""
    return tuple(
        NumericField(f.key, f"{f.label} (0 si no lo hay)", f.right, f.wrong)
        if f.key.startswith("pots[") and int(f.key[5 : f.key.index("]")]) >= min_pots(item.step)
        else f
        for f in fields
    )


@dataclass(frozen=True)
class BotesKind(TableKind):
    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        fields = []
        for i, pot in enumerate(pot_labels(item.step)):
            low = pot.lower()
            fields += [
                FormField(f"bote{i + 1}", f"pots[{i}].amount", f"{pot}: fichas",
                          f"la cantidad del {low}"),
                FormField(f"gana{i + 1}", f"pots[{i}].winners", f"{pot}: quién lo gana",
                          f"quién gana el {low}", many=True),
                FormField(f"sobrante{i + 1}", f"pots[{i}].odd_chips", f"{pot}: ficha sobrante",
                          f"la ficha sobrante del {low}", many=True),
            ]  # fmt: skip
        for name in player_names(item):
            fields += [
                FormField(f"devuelto_{name}", f"refunds.{name}", f"Se devuelve a {name}",
                          f"lo que se devuelve a {name}"),
                FormField(f"recibe_{name}", f"received.{name}", f"{name} recibe en total",
                          f"lo que recibe {name}"),
            ]  # fmt: skip
        return tuple(fields)

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        by_name = {f.name: f for f in fields}
        pots = read_pot_rows(pot_labels(item.step), fields, values, errors)
        typed: dict[str, object] = {"pots": pots}
        for group, prefix in (("refunds", "devuelto_"), ("received", "recibe_")):
            typed[group] = {
                name: amount_text(values, errors, by_name[prefix + name], blank=0)
                for name in player_names(item)
            }
        return Typed(typed, PotRows(len(pots)))

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        table = _table(item)
        spec_players = table.spec["players"]
        assert isinstance(spec_players, list)
        live = tuple(str(p["name"]) for p in spec_players if not p.get("folded"))
        details = BotesDetails(tuple(player_names(item)), live, tuple(pot_labels(item.step)))
        if verdict is None or reading is None:
            return ItemPage(ShownTable(table.settlement, pots=False), details)
        rows = _pot_rows(item, reading, verdict, table.solution())
        return ItemPage(ShownTable(table.settlement, lit=True), details, tuple(rows))

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        return LmsQuestion(
            cloze=_maybe_absent(item, pot_fields(item)),
            gift=_maybe_absent(item, pot_fields(item, refunds=False)),
            intro=INTRO,
        )

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        return pot_words(typed)

    def key_lines(self, item: DrillItem) -> list[str]:
        settlement = _table(item).settlement
        received = join_names(f"{name} {number(n)}" for name, n in settlement.received.items())
        return [*pot_lines(settlement), f"Reciben en total: {received}."]

    def grid_answer(self, item: DrillItem) -> str:
        received = _table(item).settlement.received
        return " · ".join(f"{name} {number(n)}" for name, n in received.items() if n)

    def numeric_fields(self, item: DrillItem, refunds: bool = True) -> list[NumericField]:
        return pot_fields(item, refunds)

    def export_cells(self, item: DrillItem, typed: Mapping[str, object]) -> ExportCells:
        received = typed["received"]
        assert isinstance(received, Mapping)
        return ExportCells(received=received)

    def sheet(self, item: DrillItem) -> BotesSheet:
        pots = tuple("Principal" if i == 0 else f"Lateral {i}" for i in range(max_pots(item.step)))
        return BotesSheet(pots, tuple(p.name for p in _table(item).settlement.spec.players))


def _amount(text: str) -> str:
    return text or "0"


def _pot_rows(
    item: DrillItem, reading: Reading, verdict: Verdict, solution: Mapping[str, object]
) -> list[CheckRow]:
    right_pots, refunds, received = solution["pots"], solution["refunds"], solution["received"]
    assert isinstance(right_pots, list)
    assert isinstance(refunds, Mapping) and isinstance(received, Mapping)
    labels = pot_labels(item.step)
    rows = []

    def add(label: str, typed: str, right: str, key: str) -> None:
        rows.append(CheckRow(label, typed, right, verdict.fields.get(key, False)))

    if not verdict.fields.get("pots", True):
        add("Número de botes", str(rows_filled(reading)), str(len(right_pots)), "pots")
    typed_rows = _typed_pots(reading)
    for i in range(max(len(typed_rows), len(right_pots))):
        pot = labels[i] if i < len(labels) else f"Bote {i + 1}"
        amount, winners, odd = typed_rows[i] if i < len(typed_rows) else ("—", ["—"], "")
        right = right_pots[i] if i < len(right_pots) else None
        add(f"{pot}: fichas", amount, number(right["amount"]) if right else "no hay",
            f"pots[{i}].amount")  # fmt: skip
        add(f"{pot}: lo gana", join_names(winners) or "nadie",
            join_names(right["winners"]) if right else "no hay", f"pots[{i}].winners")  # fmt: skip
        odd_right = join_names(right["odd_chips"]) if right else ""
        if odd or odd_right:
            add(f"{pot}: ficha sobrante", odd or "nadie", odd_right or "nadie",
                f"pots[{i}].odd_chips")  # fmt: skip
    for name in player_names(item):
        given = reading.value(f"devuelto_{name}")
        if given not in ("", "0") or refunds.get(name):
            add(f"Se devuelve a {name}", _amount(given), number(refunds.get(name, 0)),
                f"refunds.{name}")  # fmt: skip
        add(f"{name} recibe en total", _amount(reading.value(f"recibe_{name}")),
            number(received[name]), f"received.{name}")  # fmt: skip
    return rows


def _typed_pots(reading: Reading) -> list[tuple[str, list[str], str]]:
    """The pot rows the learner filled in: amount as typed, winners, odd chips."""
    return [
        (reading.value(f"bote{row}"), reading.values.get(f"gana{row}", []),
         join_names(reading.values.get(f"sobrante{row}", [])))
        for row in range(1, rows_filled(reading) + 1)
    ]  # fmt: skip


KIND = BotesKind(
    code="botes",
    letter="b",
    salt=6,
    description=(
        "Con varios all-in, escribes cuánto hay en cada bote, quién lo gana, qué se devuelve "
        "y cuánto recibe cada jugador."
    ),
    catalog=CATALOG,
    dealer=deal,
    variants=SHOWDOWN_VARIANTS,
)
