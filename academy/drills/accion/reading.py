"""Reading one answer of «Sigue la acción» and its right answer: the asked question
(:class:`Asked`), the typed answer as values per field (:func:`read`), the right values
(:func:`expected`) and a right answer in the shape the learner types it.

The learner's answer, as a form or JSON sends it, one key per ask::

    {"to_act": "Ana"}  {"to_call": "100"}  {"can_raise": "no"}  {"pot": "1.250"}
    {"pots": [{"amount": "300", "winners": ["Ana"], "odd_chips": []}]}
    {"received": {"Ana": "300", "Beto": "0"}}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...engine.errors import PokerError
from ...engine.phrasing import join_names
from .. import typed as t
from ..checking import (
    Values,
)
from ..pot_rows import check as pot_check
from ..pot_rows.models import names_of, right
from .dealt import Hand
from .questions import (
    Question,
)

AMOUNT_ASKS = ("to_call", "min_raise_to", "max_raise_to", "pot", "rake")
AMOUNT_LABELS = {
    "to_call": "lo que pone para igualar",
    "min_raise_to": "la subida mínima (hasta)",
    "max_raise_to": "la subida máxima (hasta)",
    "pot": "las fichas del bote",
    "rake": "la comisión",
}
POT_PREFIX = "pots"


@dataclass(frozen=True, slots=True)
class Asked:
    """One question of a hand, ready to check."""

    hand: Hand
    number: int  # the question's place in the hand

    @property
    def question(self) -> Question:
        return self.hand.questions[self.number]

    @property
    def ask(self) -> str:
        return self.question.ask

    @property
    def step(self) -> int | None:
        return self.question.step


# Reading -----------------------------------------------------------------------------


def read(asked: Asked, typed: object) -> Values:
    """The typed answer as values per field; PokerError (Spanish) names a bad field."""
    ask = asked.ask
    if not isinstance(typed, Mapping):
        raise PokerError(f"se esperaba un objeto con «{ask}»", "answer")
    for key in typed:
        if key != ask:
            raise PokerError(f"campo desconocido «{key}» (esta pregunta pide «{ask}»)", str(key))
    value = typed.get(ask)
    names = [s.name for s in asked.hand.replay.spec.seats]
    if ask == "to_act":
        if t.is_blank(value):
            raise PokerError("elige a quién le toca hablar", ask)
        if not isinstance(value, str) or value.strip() not in names:
            raise PokerError(f"«{value}» no juega en esta mesa (están {join_names(names)})", ask)
        return {ask: value.strip()}
    if ask == "can_raise":
        if t.is_blank(value):
            raise PokerError("responde sí o no", ask)
        return {ask: t.flag(value, ask, "si puede subir")}
    if ask == "shows_first":
        if t.is_blank(value):
            raise PokerError("elige quién enseña primero", ask)
        if not isinstance(value, str) or value.strip() not in names:
            raise PokerError(f"«{value}» no juega en esta mesa (están {join_names(names)})", ask)
        return {ask: value.strip()}
    if ask == "may_muck":
        if t.is_blank(value):
            raise PokerError("responde sí o no", ask)
        return {ask: t.flag(value, ask, "si puede tirarlas sin enseñarlas")}
    if ask in AMOUNT_ASKS:
        return {ask: t.amount(value, ask, AMOUNT_LABELS[ask])}
    if ask == "pots":
        s = asked.hand.settlement
        given = pot_check.read(s, {"pots": value})
        return {k: v for k, v in given.items() if k.startswith(POT_PREFIX)}
    s = asked.hand.settlement
    given = pot_check.read(s, {"pots": [{"amount": 0}], "received": value})
    return {k: v for k, v in given.items() if k.startswith("received.")}


# The right answer --------------------------------------------------------------------


def expected(asked: Asked) -> Values:
    ask = asked.ask
    if ask in ("pots", "received"):
        s = asked.hand.settlement
        prefix = POT_PREFIX if ask == "pots" else "received."
        return only(right(s).values(names_of(s)), prefix)
    return {ask: asked.question.answer}


def only(values: Values, prefix: str) -> Values:
    return {k: v for k, v in values.items() if k.startswith(prefix)}


def solution(asked: Asked) -> dict[str, object]:
    """A right answer in the shape the learner types it."""
    return as_typed(asked, expected(asked))


def as_typed(asked: Asked, values: Values) -> dict[str, object]:
    ask = asked.ask
    if ask in ("pots", "received"):
        names = names_of(asked.hand.settlement)
        full = dict(values)
        if ask == "pots":
            full.update({f"{k}.{n}": 0 for k in ("refunds", "received") for n in names})
        else:
            full.update({"pots": 0, **{f"refunds.{n}": 0 for n in names}})
        typed = pot_check.as_typed(full, names)
        return {ask: typed[ask]}
    return dict(values)
