"""One item of «Sigue la acción»: one question of a hand, as a :class:`DrillTable`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.betting import Structure
from ...engine.hands import Variant
from ...engine.phrasing import capitalized, spoken_pot_names
from ..checking import Verdict
from . import check as c
from .dealt import Hand, hand_at, locate
from .view import HandView


@dataclass(frozen=True, slots=True, eq=False)
class AccionTable:
    """Question ``number`` of ``hand``: what it asks, the engine's answer, the check."""

    hand: Hand
    number: int

    @property
    def asked(self) -> c.Asked:
        return c.Asked(self.hand, self.number)

    @property
    def ask(self) -> str:
        return self.asked.ask

    @property
    def spec(self) -> dict[str, object]:
        """The hand's spec, and which question of it is asked."""
        q = self.hand.questions[self.number].to_json()
        where: dict[str, object] = {k: q[k] for k in ("step", "ask", "after") if k in q}
        return {"hand": self.hand.spec, "hand_index": self.hand.index,
                "question": self.number, **where}  # fmt: skip

    @property
    def fixed_limit(self) -> bool:
        """Whether the hand is played fixed limit (its mistakes link to that lesson)."""
        return self.hand.replay.spec.structure is Structure.fixed_limit

    @property
    def no_limit(self) -> bool:
        """Whether the hand is played no limit (its mistakes link to the general lessons,
        not to pot limit's steps)."""
        return self.hand.replay.spec.structure is Structure.no_limit

    @property
    def question(self) -> str:
        return self.hand.questions[self.number].text

    @property
    def scenarios(self) -> tuple[str, ...]:
        return self.hand.scenarios

    @property
    def count(self) -> int:
        """How many questions the hand has."""
        return len(self.hand.questions)

    def view(self, answered: bool = False) -> HandView:
        """The table at the question; before the answer an uncalled bet is not announced
        (what each player receives, the pots, count on finding it)."""
        view = self.hand.view(self.number)
        if not answered:
            view = view.unannounced()
        return replace(view, pots=self._pots_made(answered)) if view.end else view

    def _pots_made(self, answered: bool) -> tuple[tuple[str, int], ...]:
        """The pots the dealer has made, once the question that asks for them has been
        answered (in this question or an earlier one), when there is more than one."""
        asks = [q.ask for q in self.hand.questions]
        past = "pots" in asks[: self.number] or (answered and self.ask == "pots")
        pots = self.hand.settlement.pots
        if not past or len(pots) < 2:
            return ()
        names = spoken_pot_names([p.name for p in pots])
        return tuple((capitalized(name), p.amount) for name, p in zip(names, pots, strict=True))

    def answer(self) -> dict[str, object]:
        q = self.hand.questions[self.number]
        out: dict[str, object] = {"ask": q.ask, "answer": q.answer}
        if q.step is not None:
            out["step"] = self.hand.replay.steps[q.step].to_json()
        return out

    def solution(self) -> dict[str, object]:
        return c.solution(self.asked)

    def temptations(self) -> dict[str, dict[str, object]]:
        return c.temptations(self.asked)

    def offered(self) -> list[tuple[str, dict[str, object], Verdict]]:
        return c.offered(self.asked)

    def check(self, typed: object) -> Verdict:
        return c.check(self.asked, typed)


def table_at(seed: int, step: int, index: int, variant: Variant) -> AccionTable:
    """Item ``index`` of ``(seed, step, variant)``: a question of one of its hands."""
    h, q = locate(seed, step, index, variant)
    return AccionTable(hand_at(seed, step, h, variant), q)
