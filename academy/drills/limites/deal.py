"""The betting situations of «Calcula el límite», five per step, one per item in turn.

1. one bet in front (or none): no limit, pot limit, fixed limit, pot limit preflop;
2. a raise in front, the learner's blind or bet already in, the fixed-limit cap;
3. short all-ins (after the learner acted, or before) and stacks too short for the limit.

Every amount is drawn from the item's ``Rng``; the learner is ``tú``, the others sit
under the practice's names.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.deck import Rng
from ...engine.hands import Variant
from ...engine.limits import Street, Structure
from ..dealing import seat_names
from .table import BLINDS, LimitTable, Round, situation_table

NL, PL, FL = Structure.no_limit, Structure.pot_limit, Structure.fixed_limit
POSTFLOP = (Street.flop, Street.turn, Street.river)
YOU = "tú"


def _chips(rng: Rng, low: int, high: int, unit: int) -> int:
    """A multiple of ``unit`` from ``low`` to ``high`` (both rounded to the unit)."""
    low = -(-low // unit) * unit
    return low + unit * rng.below(max(high - low, 0) // unit + 1)


def _round(rng: Rng, structure: Structure, street: Street | None = None) -> Round:
    street = street or rng.choice(POSTFLOP)
    r = Round(structure, rng.choice(BLINDS), street)
    if street is not Street.preflop:
        r.pot_before = r.big_blind * (3 + rng.below(18))
    return r


def _deep(rng: Rng, r: Round) -> int:
    """A stack that covers any raise the limit allows (under 10000 chips, so every
    amount reads without a thousands separator)."""
    bb = r.big_blind
    return max(bb * (60 + rng.below(140)), -(-2 * (r.pot + r.current) // bb) * bb)


def _open(rng: Rng, r: Round, who: str, least: int = 1) -> int:
    """An opening bet from ``least`` big blinds up to the pot before this round."""
    low = least * r.big_blind
    bet = _chips(rng, low, max(low, r.pot_before), r.small_blind)
    r.bet(who, bet)
    return bet


def _raise(rng: Rng, r: Round, who: str, low: int, high: int, all_in: bool = False) -> int:
    """A raise (or an all-in) by ``low`` to ``high`` chips over the bet to match."""
    total = r.current + _chips(rng, low, high, r.small_blind)
    if all_in:
        r.all_in(who, total)
    else:
        r.bet(who, total)
    return total


def _unit(r: Round) -> int:
    return r.big_blind if r.street in (Street.preflop, Street.flop) else 2 * r.big_blind


# Step 1 ------------------------------------------------------------------------------


def one_bet(structure: Structure) -> Callable[[Rng], LimitTable]:
    def situation(rng: Rng) -> LimitTable:
        r = _round(rng, structure)
        names = seat_names(rng, 2)
        if structure is FL:
            r.bet(names[0], _unit(r))
        else:
            _open(rng, r, names[0])
        if rng.below(2):
            r.call(names[1])
        return situation_table(r, 0, _deep(rng, r), ("one_bet",))

    return situation


def pot_limit_opening(rng: Rng) -> LimitTable:
    r = _round(rng, PL)
    (name,) = seat_names(rng, 1)
    r.check(name)
    return situation_table(r, 0, _deep(rng, r), ("opening_bet",))


def pot_limit_preflop(rng: Rng) -> LimitTable:
    r = _round(rng, PL, Street.preflop)
    small, big = seat_names(rng, 2)
    r.blinds(small, big)
    return situation_table(r, 0, _deep(rng, r), ("one_bet",))


# Step 2 ------------------------------------------------------------------------------


def no_limit_raise(rng: Rng) -> LimitTable:
    r = _round(rng, NL)
    a, b = seat_names(rng, 2)
    bet = _open(rng, r, a)
    _raise(rng, r, b, bet + r.small_blind, 3 * bet)
    return situation_table(r, 0, _deep(rng, r), ("raise_in_front",))


def pot_limit_big_blind(rng: Rng) -> LimitTable:
    r = _round(rng, PL, Street.preflop)
    small, raiser, caller = seat_names(rng, 3)
    r.blinds(small, YOU)
    r.bet(raiser, _chips(rng, 2 * r.big_blind + r.small_blind, 5 * r.big_blind, r.small_blind))
    r.call(caller)
    r.fold(small)
    return situation_table(r, r.big_blind, _deep(rng, r), ("raise_in_front", "blind_in"))


def fixed_limit_cap(rng: Rng) -> LimitTable:
    r = _round(rng, FL)
    unit = _unit(r)
    r.bet(YOU, unit)
    for level, name in enumerate(seat_names(rng, 3), start=2):
        r.bet(name, level * unit)
    return situation_table(r, unit, _deep(rng, r), ("cap_reached", "blind_in"))


def fixed_limit_raise(rng: Rng) -> LimitTable:
    r = _round(rng, FL, rng.choice((Street.turn, Street.river)))
    a, b, c = seat_names(rng, 3)
    r.bet(a, _unit(r))
    r.bet(b, 2 * _unit(r))
    if rng.below(2):
        r.call(c)
    return situation_table(r, 0, _deep(rng, r), ("raise_in_front",))


def pot_limit_reraised(rng: Rng) -> LimitTable:
    r = _round(rng, PL)
    a, b = seat_names(rng, 2)
    bet = _open(rng, r, YOU)
    _raise(rng, r, a, bet + r.small_blind, 2 * bet)
    r.fold(b)
    return situation_table(r, bet, _deep(rng, r), ("raise_in_front", "blind_in"))


# Step 3 ------------------------------------------------------------------------------


def short_all_in_after_you(structure: Structure) -> Callable[[Rng], LimitTable]:
    def situation(rng: Rng) -> LimitTable:
        r = _round(rng, structure)
        a, b = seat_names(rng, 2)
        bet = _open(rng, r, YOU, least=2)
        _raise(rng, r, a, r.small_blind, bet - r.small_blind, all_in=True)  # short
        r.call(b)
        return situation_table(r, bet, _deep(rng, r), ("short_allin_acted",), acted=True)

    return situation


def short_all_in_before_you(rng: Rng) -> LimitTable:
    r = _round(rng, NL)
    a, b = seat_names(rng, 2)
    bet = _open(rng, r, a, least=3)
    _raise(rng, r, b, r.big_blind, bet - r.small_blind, all_in=True)  # short
    return situation_table(r, 0, _deep(rng, r), ("short_allin_to_act",))


def pot_limit_short_stack(rng: Rng) -> LimitTable:
    r = _round(rng, PL)
    (a,) = seat_names(rng, 1)
    bet = _open(rng, r, a)
    top = r.pot + 2 * bet  # the pot-limit raise-to: bet + (pot + bet)
    stack = _chips(rng, 2 * bet + r.small_blind, top - r.small_blind, r.small_blind)
    return situation_table(r, 0, stack, ("short_stack",))


def pot_limit_short_raise(rng: Rng) -> LimitTable:
    r = _round(rng, PL)
    a, b = seat_names(rng, 2)
    bet = _open(rng, r, a)
    raise_to = _raise(rng, r, b, bet, 2 * bet)
    full = raise_to + (raise_to - bet)
    stack = _chips(rng, raise_to + r.small_blind, full - r.small_blind, r.small_blind)
    return situation_table(r, 0, stack, ("raise_in_front", "short_stack"))


SITUATIONS: dict[int, tuple[Callable[[Rng], LimitTable], ...]] = {
    1: (one_bet(NL), one_bet(PL), one_bet(FL), pot_limit_opening, pot_limit_preflop),
    2: (no_limit_raise, pot_limit_big_blind, fixed_limit_cap, fixed_limit_raise,
        pot_limit_reraised),
    3: (short_all_in_after_you(NL), short_all_in_before_you, pot_limit_short_stack,
        short_all_in_after_you(PL), pot_limit_short_raise),
}  # fmt: skip


def deal(step: int, rng: Rng, variant: Variant, index: int) -> LimitTable:
    """Situation ``index`` of ``step`` (a variant does not change a betting limit)."""
    return SITUATIONS[step][index % len(SITUATIONS[step])](rng)
