"""What the workshop's pages draw from a drill item and a checked answer: the table (with
the learner's cards marked, for «Elige las cinco»), the betting story, and the answer
field by field beside the right one.

Plain data for the templates; every right value comes from the drill's own solution, the
engine's answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from ..engine.cards import Card, parse_cards
from ..engine.numbers import number
from ..engine.phrasing import join_names
from ..practice.drills import DrillItem, Verdict
from ..practice.drills.limites.table import ASK, ASK_OPEN
from .tables import TableCard, TableView, showdown_table
from .taller_forms import Reading, form_fields, player_names, pot_labels

STEPS_LINE = "La cuenta, paso a paso:"  # where the engine's steps start in a limit's feedback
CHOICE_WORDS = {"right": ", la elegiste", "wrong": ", la elegiste y sobra", "missing": ", te faltó"}


@dataclass(frozen=True, slots=True)
class MarkedCard(TableCard):
    """A table card after «Elige las cinco»: whether it plays (one of the right five
    nearest to the learner's) and what the learner did with it."""

    choice: str | None = None  # "right" (chosen, plays), "wrong" (chosen, does not), "missing"

    @property
    def said(self) -> str:
        """What a screen reader hears after the card's name and «juega»."""
        return CHOICE_WORDS.get(self.choice or "", "")


@dataclass(frozen=True, slots=True)
class CheckRow:
    """One field of an answer: what the learner wrote, whether it is right, the right value."""

    label: str
    typed: str
    right: str
    ok: bool


def question_table(item: DrillItem) -> TableView | None:
    """The table as the question shows it; «Reparte los botes» hides the pots."""
    settlement = getattr(item.table, "settlement", None)
    if settlement is None:
        return None
    view = showdown_table(settlement)
    return replace(view, pots=()) if item.kind == "botes" else view


def answer_table(item: DrillItem, verdict: Verdict) -> TableView | None:
    """The table once answered: every winner's five lit (for «Elige las cinco», the right
    five nearest to the learner's choice, and each card the learner chose or missed)."""
    settlement = getattr(item.table, "settlement", None)
    if settlement is None:
        return None
    view = showdown_table(settlement, lit=True)
    if item.kind != "cinco":
        return view
    nearest = {c for c, ok in verdict.cards.items() if ok} | set(verdict.missing)

    def mark(tc: TableCard) -> MarkedCard:
        code = str(tc.card)
        choice = None
        if code in verdict.cards:
            choice = "right" if verdict.cards[code] else "wrong"
        elif code in verdict.missing:
            choice = "missing"
        return MarkedCard(tc.card, code in nearest, choice)

    seats = tuple(replace(s, hole=tuple(mark(c) for c in s.hole)) for s in view.seats)
    return replace(view, board=tuple(mark(c) for c in view.board), seats=seats)


def chosen_cards(verdict: Verdict) -> list[tuple[Card, bool]]:
    """The learner's cards, in the order chosen, each with whether it plays."""
    return [(card, verdict.cards[str(card)]) for card in parse_cards(list(verdict.cards))]


def missing_cards(verdict: Verdict) -> tuple[Card, ...]:
    """The cards of the nearest right five that the learner left out."""
    return parse_cards(list(verdict.missing)) if verdict.missing else ()


def story(item: DrillItem) -> tuple[list[str], str]:
    """A limit situation's story, sentence by sentence, and what it asks."""
    question = item.table.question
    ask = next((a for a in (ASK, ASK_OPEN) if question.endswith(a)), "")
    told = question[: len(question) - len(ask)].strip()
    return re.split(r"(?<=[.])\s+(?=[A-ZÁÉÍÓÚÑ¿])", told), ask


def is_opening(item: DrillItem) -> bool:
    """A limit situation where nobody has bet: the learner bets rather than raises."""
    return item.kind == "limites" and item.table.spec.get("current_bet") == 0


def feedback_lines(verdict: Verdict) -> tuple[list[str], list[str]]:
    """The verdict's sentences, and apart the engine's numbered steps of a limit."""
    lines = list(verdict.feedback)
    if STEPS_LINE in lines:
        at = lines.index(STEPS_LINE)
        return lines[:at], lines[at + 1 :]
    return lines, []


def check_rows(item: DrillItem, reading: Reading, verdict: Verdict) -> list[CheckRow]:
    """The answer field by field (not for «Elige las cinco»: its table shows it)."""
    solution = item.table.solution()
    if item.kind == "limites":
        return _limit_rows(item, reading, verdict, solution)
    if item.kind == "botes":
        return _pot_rows(item, reading, verdict, solution)
    return []


def _amount(text: str) -> str:
    return text or "0"


def _limit_rows(
    item: DrillItem, reading: Reading, verdict: Verdict, solution: Mapping[str, object]
) -> list[CheckRow]:
    closed = bool(solution["closed"])
    typed_closed = reading.value("cerrado") != ""
    rows = []
    for field in form_fields(item):
        key = field.key
        label = limit_label(item, field.name, field.label)
        if key == "closed":
            rows.append(CheckRow(label, _yes(typed_closed), _yes(closed), verdict.fields[key]))
        elif key == "to_call":
            right = number(int(str(solution[key])))
            rows.append(CheckRow(label, _amount(reading.value(field.name)), right,
                                 verdict.fields[key]))  # fmt: skip
        elif not closed or not typed_closed:
            typed = "—" if typed_closed else reading.value(field.name)
            right = "no se puede" if closed else number(int(str(solution[key])))
            rows.append(CheckRow(label, typed, right, verdict.fields[key]))
    return rows


def limit_label(item: DrillItem, name: str, label: str) -> str:
    """A limit field's label; where nobody has bet, the learner bets rather than raises."""
    if not is_opening(item):
        return label
    return {"minimo": "Apostar, como mínimo", "maximo": "Apostar, como máximo",
            "cerrado": "Ya no se puede apostar"}.get(name, label)  # fmt: skip


def _yes(flag: bool) -> str:
    return "sí" if flag else "no"


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
        add("Número de botes", str(reading.pots), str(len(right_pots)), "pots")
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
        for row in range(1, reading.pots + 1)
    ]  # fmt: skip
