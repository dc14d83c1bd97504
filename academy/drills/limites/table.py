"""«Calcula el límite»: a betting round told as it happened; the learner works out the call,
the minimum and maximum raise-to, or that raising is closed.

A situation (``situations.py``) is played action by action on a :class:`Round`, which
keeps the numbers the engine needs (the pot, the bet to match, the last full raise, the
raises so far) and the Spanish sentences the learner reads, so the story and the spec
always agree; amounts read as the site writes numbers (``12 500``). The answer is
``academy.engine.limits`` on that spec.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.limits import Limits, Street, Structure, full_raise, limits
from ...engine.numbers import number
from ..checking import Verdict
from . import check as limit_check

STRUCTURE_NAMES = {
    Structure.no_limit: "Sin límite",
    Structure.pot_limit: "Límite de bote",
    Structure.fixed_limit: "Límite fijo",
}
BLINDS = ((5, 10), (10, 20), (25, 50))
ASK = (
    "¿Cuánto pones para igualar? ¿A cuánto puedes subir, en total, como mínimo y como "
    "máximo? Si ya no puedes subir, márcalo."
)
ASK_OPEN = (
    "No hay nada que igualar (pones 0). ¿Cuánto puedes apostar como mínimo y como máximo? "
    "Si no puedes apostar, márcalo."
)


class Round:
    """One betting round played out: the totals each player put in and the sentences."""

    def __init__(self, structure: Structure, blinds: tuple[int, int], street: Street) -> None:
        self.structure, self.street = structure, street
        self.small_blind, self.big_blind = blinds
        self.pot_before = 0
        self.totals: dict[str, int] = {}
        self.current = self.last_raise = self.raises = 0
        self.lines: list[str] = []
        self.short_increment = 0  # the last all-in that was not a full raise, if any
        # The players in the order they first act (clockwise), with what the table shows.
        self.seated: dict[str, set[str]] = {}

    def _acts(self, who: str, state: str = "") -> None:
        """``who`` acts: seated on first acting; his state («se retira», «all-in», a
        blind) kept."""
        self.seated.setdefault(who, set()).update({state} - {""})

    def blinds(self, small: str, big: str) -> None:
        self._acts(small, "ciega pequeña")
        self._acts(big, "ciega grande")
        self.totals[small], self.totals[big] = self.small_blind, self.big_blind
        self.current = self.last_raise = self.big_blind
        self.raises = 1  # in fixed limit the big blind is the round's bet
        self.lines.append(
            f"{_who(small, 'pone', 'pones')} la ciega pequeña ({self.small_blind}) y "
            f"{_who(big, 'pone', 'tú pones', start=False)} la grande ({self.big_blind})."
        )

    def bet(self, who: str, total: int) -> None:
        self._acts(who)
        verb = ("apuesta", "apuestas") if self.current == 0 else ("sube a", "subes a")
        increment = total - self.current
        self.totals[who], self.current = total, total
        self.last_raise, self.raises, self.short_increment = increment, self.raises + 1, 0
        self.lines.append(f"{_who(who, *verb)} {number(total)}.")

    def all_in(self, who: str, total: int) -> None:
        """An all-in raise to ``total``; if smaller than a full raise it is short."""
        self._acts(who, "all-in")
        increment = total - self.current
        self.totals[who], self.current = total, total
        if increment >= full_raise(self.big_blind, self.last_raise):
            self.last_raise, self.raises, self.short_increment = increment, self.raises + 1, 0
        else:
            self.short_increment = increment
        self.lines.append(f"{_who(who, 'va', 'vas')} all-in por {number(total)} en total.")

    def call(self, who: str) -> None:
        self._acts(who)
        self.totals[who] = self.current
        self.lines.append(f"{_who(who, 'iguala', 'igualas')} {number(self.current)}.")

    def check(self, who: str) -> None:
        self._acts(who)
        self.lines.append(f"{_who(who, 'pasa', 'pasas')}.")

    def fold(self, who: str) -> None:
        self._acts(who, "se retira")
        self.lines.append(f"{_who(who, 'se retira', 'te retiras')}.")

    @property
    def pot(self) -> int:
        return self.pot_before + sum(self.totals.values())


def _who(name: str, verb: str, own: str, start: bool = True) -> str:
    """``Beto sube a`` or, for the learner (``tú``), ``Subes a``."""
    if name != "tú":
        return f"{name} {verb}"
    return own[0].upper() + own[1:] if start else own


@dataclass(frozen=True, slots=True)
class LimitSeat:
    """A player of the situation as the table draws him: his chips in front this round,
    what the story said of him (a blind, «se retira», «all-in»), the button."""

    name: str
    bet: int
    states: frozenset[str]
    button: bool


@dataclass(frozen=True, slots=True)
class LimitTable:
    """A situation: the spec of ``academy limits``, the story and the engine's answer;
    ``seats``: the players clockwise from the first to act (the learner, ``tú``, among
    them), the button the last of them."""

    spec: dict[str, object]
    question: str
    scenarios: tuple[str, ...]
    short_increment: int  # a short all-in's raise in front of a player yet to act, or 0
    seats: tuple[LimitSeat, ...] = ()
    street: str = ""

    def limits(self) -> Limits:
        return limits_of(self.spec)

    def answer(self) -> dict[str, object]:
        return dict(self.limits().to_json())

    def solution(self) -> dict[str, object]:
        return limit_check.solution(self)

    def temptations(self) -> dict[str, dict[str, object]]:
        return limit_check.temptations(self)

    def offered(self) -> list[tuple[str, dict[str, object], Verdict]]:
        return limit_check.offered(self)

    def check(self, typed: object) -> Verdict:
        return limit_check.check(self, typed)


def limits_of(spec: dict[str, object]) -> Limits:
    """``academy limits`` on a spec: the same call the command makes with its flags."""
    value = spec.get
    return limits(
        str(value("structure")),
        big_blind=_int(value("big_blind")),
        pot=_int(value("pot")),
        current_bet=_int(value("current_bet")),
        committed=_int(value("committed")),
        last_raise=_int(value("last_raise")),
        stack=_int(value("stack")),
        small_bet=None if value("small_bet") is None else _int(value("small_bet")),
        big_bet=None if value("big_bet") is None else _int(value("big_bet")),
        street=None if value("street") is None else str(value("street")),
        raises=_int(value("raises", 0)),
        facing_short_all_in=value("facing_short_all_in", False) is True,
    )


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def situation_table(
    r: Round, committed: int, stack: int, scenarios: tuple[str, ...], acted: bool = False
) -> LimitTable:
    spec: dict[str, object] = {
        "structure": r.structure.value,
        "big_blind": r.big_blind,
        "pot": r.pot,
        "current_bet": r.current,
        "committed": committed,
        "last_raise": r.last_raise,
        "stack": stack,
    }
    name = STRUCTURE_NAMES[r.structure]
    if r.structure is Structure.fixed_limit:
        small, big = r.big_blind, 2 * r.big_blind
        spec.update(small_bet=small, big_bet=big, street=r.street.value, raises=r.raises)
        head = (
            f"{name} {small}/{big}: se apuesta y se sube de {small} en {small} en preflop y "
            f"flop, y de {big} en {big} en turn y river; en esta mesa cada ronda admite una "
            "apuesta y tres subidas (el tope lo fija cada sala)."
        )
    else:
        head = f"{name}, ciegas {r.small_blind}/{r.big_blind}."
    if acted:
        spec["facing_short_all_in"] = True
    if r.street is Street.preflop:
        where = "Preflop."
    else:
        where = (
            f"Estamos en el {r.street.value}; de las calles anteriores el bote ya tiene "
            f"{number(r.pot_before)} fichas."
        )
    put = (
        f"llevas {number(committed)} puestas en esta ronda"
        if committed
        else "aún no has puesto nada en esta ronda"
    )
    turn = "Vuelve a ser tu turno" if acted else "Te toca"
    you = f"{turn}: {put} y te quedan {number(stack)} detrás."
    ask = ASK_OPEN if r.current == 0 else ASK
    question = " ".join([head, where, *r.lines, you, ask])
    order = [*r.seated, *(() if "tú" in r.seated else ("tú",))]
    seats = tuple(
        LimitSeat(name, r.totals.get(name, 0), frozenset(r.seated.get(name, ())), n == len(order))
        for n, name in enumerate(order, 1)
    )
    scenario = (r.structure.value, *scenarios)
    return LimitTable(spec, question, scenario, r.short_increment, seats, r.street.value)
