"""The Spanish explanation of each named mistake of «Calcula el límite», on its table.

Each sentence uses the situation's own numbers: the pot, the bet to match, what the
learner already put in, the last full raise and the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.limits import Limits
from ...engine.numbers import MINUS, number
from ..shapes import LimitSituation


def _n(table: LimitSituation, key: str) -> int:
    value = table.spec[key]
    assert isinstance(value, int)
    return value


def _plus(a: int, b: int) -> str:
    """``50 + 200 = 250``, every number as the site writes it."""
    return f"{number(a)} + {number(b)} = {number(a + b)}"


def _pot_without_call(table: LimitSituation, right: Limits) -> str:
    pot, current = _n(table, "pot"), _n(table, "current_bet")
    owed = current - _n(table, "committed")
    return (
        f"En límite de bote primero cuentas tu igualada: el bote tras igualar es "
        f"{_plus(pot, owed)}, y subes ese tamaño: {_plus(current, pot + owed)} en total. "
        f"Sin la igualada saldría {_plus(current, pot)}."
    )


def _min_raise_doubled(table: LimitSituation, right: Limits) -> str:
    current = _n(table, "current_bet")
    step = max(_n(table, "last_raise"), _n(table, "big_blind"))
    return (
        f"La subida mínima no es el doble de la apuesta ({number(2 * current)}): es la apuesta "
        f"vigente más la última subida completa, {_plus(current, step)}."
    )


def _short_allin_reopens(table: LimitSituation, right: Limits) -> str:
    current, committed = _n(table, "current_bet"), _n(table, "committed")
    return (
        f"El all-in a {number(current)} solo añade {number(current - committed)} a tu apuesta "
        f"de {number(committed)}, menos que una subida completa "
        f"({number(_n(table, 'last_raise'))}): no reabre las subidas. Como ya actuaste, solo "
        f"puedes igualar {number(right.to_call)} o retirarte."
    )


def _short_allin_sets_raise(table: LimitSituation, right: Limits) -> str:
    current, short = _n(table, "current_bet"), table.short_increment
    step = max(_n(table, "last_raise"), _n(table, "big_blind"))
    return (
        f"El all-in corto solo sube {number(short)}, menos que una subida completa: no cambia "
        f"la medida de la subida. La mínima sigue siendo {_plus(current, step)}, no "
        f"{_plus(current, short)}."
    )


def _short_allin_closes_all(table: LimitSituation, right: Limits) -> str:
    current = _n(table, "current_bet")
    return (
        f"El all-in a {number(current)} solo sube {number(table.short_increment)}, menos que "
        "una subida completa: no reabre las subidas a quien ya había hablado, pero no las "
        "cierra a todos. Tú no habías actuado antes de ese all-in, así que sí puedes subir."
    )


def _fixed_cap_ignored(table: LimitSituation, right: Limits) -> str:
    return (
        "Aquí cada ronda de límite fijo admite una apuesta y tres subidas (el tope lo fija "
        "cada sala), y ya están hechas: "
        f"nadie puede subir más. Solo puedes igualar {number(right.to_call)} o retirarte."
    )


def _fixed_wrong_unit(table: LimitSituation, right: Limits) -> str:
    street = str(table.spec["street"])
    small = street in ("preflop", "flop")
    unit = _n(table, "small_bet" if small else "big_bet")
    which = "la apuesta pequeña" if small else "la apuesta grande"
    current = _n(table, "current_bet")
    return (
        f"En el {street} la unidad del límite fijo es {which}, {number(unit)}: se apuesta o se "
        f"sube exactamente {number(unit)}, a {number(current + unit)} en total."
    )


def _committed_not_deducted(table: LimitSituation, right: Limits) -> str:
    current, committed = _n(table, "current_bet"), _n(table, "committed")
    text = (
        f"Ya tienes {number(committed)} fichas puestas en esta ronda: para igualar solo te "
        f"faltan {number(current)} {MINUS} {number(committed)} = {number(current - committed)}"
    )
    if right.can_raise:
        return f"{text}, y esas {number(committed)} también cuentan en el total de tu subida."
    return f"{text}."


def _raise_by_not_to(table: LimitSituation, right: Limits) -> str:
    current, low = _n(table, "current_bet"), right.min_raise_to
    assert low is not None
    return (
        f"Las subidas se dicen en total («subir a»): la mínima es a {number(low)} en total "
        f"(son {number(low - current)} más sobre {number(current)}), no {number(low - current)}."
    )


def _stack_cap_ignored(table: LimitSituation, right: Limits) -> str:
    committed, stack = _n(table, "committed"), _n(table, "stack")
    owed = _n(table, "current_bet") - committed
    if stack <= owed:
        return (
            f"Para igualar faltan {number(owed)}, pero solo te quedan {number(stack)}: "
            "igualas all-in."
        )
    return (
        f"Tu stack no llega a todo lo que el límite permite: te quedan {number(stack)}, así que "
        f"como mucho vas all-in por {_plus(committed, stack)} en total."
    )


EXPLAIN: dict[str, Callable[[LimitSituation, Limits], str]] = {
    "pot_without_call": _pot_without_call,
    "min_raise_doubled": _min_raise_doubled,
    "short_allin_reopens": _short_allin_reopens,
    "short_allin_sets_raise": _short_allin_sets_raise,
    "short_allin_closes_all": _short_allin_closes_all,
    "fixed_cap_ignored": _fixed_cap_ignored,
    "fixed_wrong_unit": _fixed_wrong_unit,
    "committed_not_deducted": _committed_not_deducted,
    "raise_by_not_to": _raise_by_not_to,
    "stack_cap_ignored": _stack_cap_ignored,
}
