"""An item of «Decisiones de sala» as the workshop's drills read it (a
:class:`~academy.drills.checking.DrillTable`): its spec and answer (the contract), the
answer the learner types (``decision`` and, where the ruling has one, ``cantidad``), the
tempting mistakes' answers and the verdict on any answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.errors import PokerError
from ...engine.numbers import number
from ..checking import Verdict
from .check import check
from .model import SalaItem

DECISION = "decision"
AMOUNT = "cantidad"


@dataclass(frozen=True, slots=True)
class SalaTable:
    """One situation to rule on, dealt."""

    item: SalaItem

    @property
    def spec(self) -> dict[str, object]:
        return self.item.spec

    @property
    def question(self) -> str:
        return self.item.question

    @property
    def scenarios(self) -> tuple[str, ...]:
        return (self.item.family,)

    def answer(self) -> dict[str, object]:
        return self.item.answer

    def solution(self) -> dict[str, object]:
        return typed_answer(self.item.right, self.item.amount)

    def temptations(self) -> dict[str, dict[str, object]]:
        found: dict[str, dict[str, object]] = {}
        for wrong in self.item.wrongs:
            if wrong.mistake not in found:
                amount = wrong.amount
                if amount is None and self.item.choice(wrong.choice).amount:
                    amount = self.item.amount
                found[wrong.mistake] = typed_answer(wrong.choice, amount)
        return found

    def offered(self) -> list[tuple[str, dict[str, object], Verdict]]:
        return [(code, typed, self.check(typed)) for code, typed in self.temptations().items()]

    def check(self, typed: object) -> Verdict:
        if not isinstance(typed, dict):
            raise PokerError("la respuesta debe ser un objeto con la decisión", DECISION)
        unknown = [k for k in typed if k not in (DECISION, AMOUNT)]
        if unknown:
            raise PokerError(f"campo desconocido: «{unknown[0]}»", str(unknown[0]))
        verdict = check(self.item, typed.get(DECISION), typed.get(AMOUNT))
        fields = {DECISION: typed.get(DECISION) == self.item.right}
        if self.item.amount is not None:
            fields[AMOUNT] = typed.get(AMOUNT) == self.item.amount
        mistakes = (verdict.mistake,) if verdict.mistake else ()
        return Verdict(verdict.right, fields, mistakes, verdict.feedback)


def typed_answer(choice: str, amount: int | None) -> dict[str, object]:
    """An answer in the shape the learner types it (no amount for a ruling without one)."""
    return {DECISION: choice} if amount is None else {DECISION: choice, AMOUNT: amount}


def answer_words(item: SalaItem, typed: dict[str, object]) -> str:
    """A typed answer as one Spanish line: the ruling chosen and its amount."""
    key = typed.get(DECISION)
    if not isinstance(key, str) or key not in [c.key for c in item.choices]:
        return "—"
    text = item.choice(key).text
    amount = typed.get(AMOUNT)
    return f"{text}: {number(amount)}" if isinstance(amount, int) else text
