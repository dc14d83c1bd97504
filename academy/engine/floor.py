"""The floor's chip rulings: what chips pushed in one motion, and what was said before
them, make of a player's action (TDA 2024, rules 40, 43, 44 and 45).

The betting rules themselves (the minimum raise, the pot-limit maximum, the fixed-limit
unit and cap, the reopening) are :func:`.limits.limits`'s: this module asks it for them
and never works them out again. What it adds is how a dealer *reads* a gesture:

* a single chip bigger than the call, with no word, is a call; with «subo» and no amount,
  the most that chip allows; not facing a bet, a bet of its value (rule 44, overchips);
* several chips are a call when every chip is needed to call, i.e. taking away one of the
  smallest leaves less than the call (rule 45-A); otherwise the 50 % standard of rule 43-A
  applies: a raise of at least half the last full raise becomes exactly the minimum raise,
  less is a call and the rest goes back; a player's last chips are all-in either way
  (rule 45-B);
* an amount declared with «subo» is the total (rule 43-B), and a declared raise below the
  minimum must be made a full minimum raise (rule 43-A); what is said first defines the
  bet (rule 40-A).

>>> r = rule_chips(ChipSituation("no_limit", 50, 100, pot=650, current_bet=400, committed=0,
...                               last_raise=300, stack=5000, chips=(1000,)))
>>> r.action, r.to, r.returned, r.rule
('call', 400, 600, '44')
>>> r = rule_chips(ChipSituation("no_limit", 50, 100, pot=650, current_bet=400, committed=0,
...                               last_raise=300, stack=5000, chips=(1000,), declared="raise"))
>>> r.action, r.to, r.returned
('raise', 1000, 0)
>>> rule_chips(ChipSituation("no_limit", 50, 100, pot=650, current_bet=400, committed=0,
...                          last_raise=300, stack=500, chips=(0,)))
Traceback (most recent call last):
...
academy.engine.errors.PokerError: chips: cada ficha empujada vale un número entero positivo
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .betting import Street, Structure, parse_structure
from .errors import PokerError
from .limits import Limits, Situation
from .numbers import number

__all__ = ["DECLARED", "ChipRuling", "ChipSituation", "rule_chips"]

DECLARED = ("call", "raise")
"""What a player may say before pushing chips (besides nothing, or «subo a N»)."""

_HUGE = 10**12  # a stack no table holds: the limits of a full raise, before a stack cuts it


@dataclass(frozen=True, slots=True)
class ChipSituation:
    """A player's turn as the floor sees it: the round's amounts (as :func:`.limits.limits`
    takes them), the chips pushed in one motion and what was said first (``declared``:
    None, "call" or "raise"; ``raise_to``: the total said with «subo a N»)."""

    structure: Structure | str
    small_blind: int
    big_blind: int
    pot: int
    current_bet: int
    committed: int
    last_raise: int
    stack: int
    chips: tuple[int, ...]
    declared: str | None = None
    raise_to: int | None = None
    street: Street | str | None = None
    raises: int = 0
    small_bet: int | None = None
    big_bet: int | None = None
    facing_short_all_in: bool = False
    kind: Structure = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", parse_structure(self.structure))
        if not self.chips or any(type(c) is not int or c < 1 for c in self.chips):
            raise PokerError("cada ficha empujada vale un número entero positivo", "chips")
        if sum(self.chips) > self.stack:
            raise PokerError(
                f"las fichas empujadas ({number(sum(self.chips))}) no pueden superar el stack "
                f"({number(self.stack)})",
                "chips",
            )
        if self.declared is not None and self.declared not in DECLARED:
            raise PokerError("lo dicho debe ser nada, «igualo» o «subo»", "declared")
        if self.raise_to is not None and (type(self.raise_to) is not int or self.raise_to < 1):
            raise PokerError("«subo a N» necesita un total entero positivo", "declared")
        if self.current_bet > 0 and self.current_bet == self.committed:
            raise PokerError(
                "quien ya tiene delante la apuesta de la ronda no la está afrontando: "
                "esta situación no es de fichas empujadas",
                "committed",
            )

    @property
    def situation(self) -> Situation:
        """The decision as :mod:`.limits` reads it (the one home of the betting rules)."""
        return Situation(
            self.kind,
            big_blind=self.big_blind,
            pot=self.pot,
            current_bet=self.current_bet,
            committed=self.committed,
            last_raise=self.last_raise,
            stack=self.stack,
            small_bet=self.small_bet,
            big_bet=self.big_bet,
            street=Street(self.street) if self.street is not None else None,
            raises=self.raises,
            facing_short_all_in=self.facing_short_all_in,
        )

    @property
    def pushed(self) -> int:
        return sum(self.chips)

    @property
    def last_chips(self) -> bool:
        """The player pushed every chip he had behind."""
        return self.pushed == self.stack

    @property
    def owed(self) -> int:
        return self.current_bet - self.committed


@dataclass(frozen=True, slots=True)
class ChipRuling:
    """The floor's ruling: ``action`` (call, raise or bet), the player's total this round
    after it (``to``), the chips given back (``returned``), the chips he must add from his
    stack (``added``, when a declared raise falls short), the TDA 2024 rule applied
    (``rule``: «44», «45», «43», «40») and ``reason``, the case of that rule (a code)."""

    action: str
    to: int
    returned: int
    added: int
    rule: str
    reason: str

    def answer(self) -> dict[str, object]:
        """The contract's ``answer`` of a chip family."""
        return {
            "action": self.action,
            "to": self.to,
            "returned": self.returned,
            "rule": {"source": "TDA 2024", "number": self.rule},
        }


def full_raise_increment(s: ChipSituation) -> int | None:
    """The chips a full raise adds here, as :func:`.limits.limits` sets it (None when no
    raise is open: a fixed-limit round at its cap, or a short all-in that does not reopen)."""
    uncut = s.situation.limits(stack=_HUGE)
    if not uncut.can_raise or uncut.min_raise_to is None:
        return None
    return uncut.min_raise_to - s.current_bet


def rule_chips(s: ChipSituation) -> ChipRuling:
    """The ruling on chips pushed (see the module's summary)."""
    lim = s.situation.limits()
    target = s.committed + s.pushed  # the total the chips make, before any ruling
    if s.current_bet == 0:
        return _not_facing(s, lim, target)
    if s.raise_to is not None:
        return _declared_total(s, lim, target, s.raise_to)
    if s.declared == "call":
        return _call(s, target, "40", "declared_call")
    if s.declared == "raise":
        return _declared_raise(s, lim, target)
    if s.pushed < s.owed:
        if s.last_chips:
            return ChipRuling("call", target, 0, 0, "45", "all_in_short_call")
        raise PokerError("faltan fichas para igualar: es un igualar de menos", "chips")
    if len(s.chips) == 1:
        rule = "44" if s.pushed > s.owed else "41"
        return _call(s, target, rule, "overchip_call" if rule == "44" else "exact_call")
    if target - min(s.chips) < s.current_bet:
        return _call(s, target, "45", "every_chip_needed")
    if s.last_chips:
        return _all_in(s, lim, target)
    return _fifty_percent(s, lim, target)


def _call(s: ChipSituation, target: int, rule: str, reason: str) -> ChipRuling:
    to = min(s.current_bet, s.committed + s.stack)
    return ChipRuling("call", to, max(0, target - to), max(0, to - target), rule, reason)


def _raise(to: int, target: int, rule: str, reason: str, action: str = "raise") -> ChipRuling:
    return ChipRuling(action, to, max(0, target - to), max(0, to - target), rule, reason)


def _cut(lim: Limits, total: int) -> int:
    """A raise-to within the legal range: the pot-limit or fixed-limit maximum and the
    stack cut it; a declared raise below the minimum becomes the minimum (rule 43-A)."""
    assert lim.min_raise_to is not None and lim.max_raise_to is not None
    return max(lim.min_raise_to, min(total, lim.max_raise_to))


def _not_facing(s: ChipSituation, lim: Limits, target: int) -> ChipRuling:
    """No bet to face: the chips (or the amount said) are a bet, within the limits."""
    if s.declared == "call":
        raise PokerError("sin apuesta que igualar, «igualo» es pasar: no es una apuesta")
    if not lim.can_raise:
        raise PokerError("en esta situación no se puede apostar", "chips")
    said = s.raise_to if s.raise_to is not None else target
    to = _cut(lim, said)
    if s.raise_to is not None:
        return _raise(to, target, "43" if said < to else "40", "declared_bet", "bet")
    reason = "overchip_bet" if len(s.chips) == 1 else "chips_bet"
    rule = "44" if len(s.chips) == 1 else "40"
    if to < said:  # a single chip in fixed limit is still an overchip: a bet of one unit (44)
        fixed = "44" if len(s.chips) == 1 else "43"
        rule, reason = ("54", "over_pot") if s.kind is Structure.pot_limit else (fixed, "fixed_bet")
    return _raise(to, target, rule, reason, "bet")


def _declared_total(s: ChipSituation, lim: Limits, target: int, said: int) -> ChipRuling:
    """«Subo a N»: N is the total (rule 43-B), made a full minimum raise when short of it
    (rule 43-A), cut to the pot when over it in pot limit (rule 54)."""
    if not lim.can_raise:
        return _call(s, target, "47" if s.facing_short_all_in else "48", "no_raise_open")
    if said <= s.current_bet:
        raise PokerError("«subo a N» debe pasar de la apuesta vigente", "declared")
    to = _cut(lim, said)
    if to > said:
        return _raise(to, target, "43", "declared_below_min")
    if to < said:
        rule = "54" if s.kind is Structure.pot_limit else "43"
        return _raise(to, target, rule, "declared_over_max")
    return _raise(to, target, "43", "declared_total")


def _declared_raise(s: ChipSituation, lim: Limits, target: int) -> ChipRuling:
    """«Subo» and no amount: the chips say how much (one chip: the most it allows, rule 44);
    short of a minimum raise, a full minimum raise (rule 43-A)."""
    if not lim.can_raise:
        return _call(s, target, "47" if s.facing_short_all_in else "48", "no_raise_open")
    rule = "44" if len(s.chips) == 1 else "43"
    to = _cut(lim, target)
    if to > target:
        return _raise(to, target, "43", "declared_below_min")
    if to < target:
        reason = "over_pot" if s.kind is Structure.pot_limit else "fixed_raise"
        return _raise(to, target, "54" if reason == "over_pot" else rule, reason)
    return _raise(to, target, rule, "overchip_raise" if rule == "44" else "declared_raise")


def _all_in(s: ChipSituation, lim: Limits, target: int) -> ChipRuling:
    """A player's last chips, not every one needed to call: all-in (rule 45-B-2), within
    the pot-limit maximum (the rest goes back)."""
    if not lim.can_raise:
        return _call(s, target, "45", "all_in_no_raise")
    assert lim.max_raise_to is not None
    to = min(target, lim.max_raise_to)
    return ChipRuling("raise", to, target - to, 0, "45", "last_chips_all_in")


def _fifty_percent(s: ChipSituation, lim: Limits, target: int) -> ChipRuling:
    """Rule 43-A's 50 % standard: at least half a full raise is held to the minimum raise;
    less is a call and the rest goes back."""
    full = full_raise_increment(s)
    if full is None or not lim.can_raise:
        return _call(s, target, "45", "no_raise_open")
    assert lim.min_raise_to is not None and lim.max_raise_to is not None
    if target >= lim.min_raise_to:
        to = min(target, lim.max_raise_to)
        return _raise(to, target, "45", "full_raise" if to == target else "over_max")
    if 2 * (target - s.current_bet) >= full:
        return _raise(lim.min_raise_to, target, "43", "half_raise_min")
    return _call(s, target, "43", "under_half_call")
