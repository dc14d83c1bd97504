"""The vocabulary of a betting round and the checks on what describes one.

:func:`.limits.limits` takes a structure, a street and the round's amounts; this module
names the structures and streets and refuses, in Spanish and naming the field, amounts
that are not whole chips or a round that cannot be (more put in than the bet, a bet
bigger than the pot that holds it).

>>> parse_structure("pot_limit") is Structure.pot_limit
True
>>> check_amount(-1, "pot", "el bote")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: pot: el bote debe ser un número entero (0 o más) de fichas
"""

from __future__ import annotations

from enum import StrEnum

from .errors import PokerError
from .numbers import number

MAX_BET_LEVELS = 4
"""Fixed limit: one bet and three raises per round ("una apuesta y tres envites")."""


class Structure(StrEnum):
    """How big a bet may be."""

    no_limit = "no_limit"
    pot_limit = "pot_limit"
    fixed_limit = "fixed_limit"


class Street(StrEnum):
    """The betting round; in fixed limit it chooses the small or the big bet."""

    preflop = "preflop"
    flop = "flop"
    turn = "turn"
    river = "river"


def parse_structure(value: Structure | str) -> Structure:
    try:
        return Structure(value)
    except ValueError:
        raise PokerError(
            f"estructura desconocida {value!r}: usa no_limit, pot_limit o fixed_limit",
            "structure",
        ) from None


def check_amounts(
    big_blind: int, pot: int, current_bet: int, committed: int, last_raise: int, stack: int
) -> None:
    """Every amount is whole chips (the big blind at least one)."""
    check_amount(big_blind, "big_blind", "la ciega grande", minimum=1)
    check_amount(pot, "pot", "el bote")
    check_amount(current_bet, "current_bet", "la apuesta vigente")
    check_amount(committed, "committed", "lo que ya pusiste en esta ronda")
    check_amount(last_raise, "last_raise", "la última subida completa")
    check_amount(stack, "stack", "el stack")


def check_round(
    raises: int, facing_short_all_in: bool, pot: int, current_bet: int, committed: int
) -> None:
    """The round holds together: bets counted, what is in fits the pot and the bet."""
    if type(raises) is not int or not 0 <= raises <= MAX_BET_LEVELS:
        raise PokerError(
            "el número de apuestas y subidas de la ronda debe ser un entero entre 0 y 4",
            "raises",
        )
    if type(facing_short_all_in) is not bool:
        raise PokerError("debe ser verdadero o falso", "facing_short_all_in")
    if committed > current_bet:
        raise PokerError(
            f"lo que ya pusiste ({number(committed)}) no puede superar la "
            f"apuesta vigente ({number(current_bet)})",
            "committed",
        )
    if current_bet > pot:
        raise PokerError(
            f"la apuesta vigente ({number(current_bet)}) no puede superar el bote ({number(pot)}), "
            "que ya la incluye",
            "current_bet",
        )
    if facing_short_all_in and committed == current_bet:
        raise PokerError(
            "frente a un all-in corto siempre queda algo por igualar", "facing_short_all_in"
        )


def check_amount(value: object, field: str, name: str, *, minimum: int = 0) -> None:
    """Chips are whole numbers: ``int`` only, never ``bool``, ``float`` or text."""
    if type(value) is not int or value < minimum:
        kind = "positivo" if minimum > 0 else "(0 o más)"
        raise PokerError(f"{name} debe ser un número entero {kind} de fichas", field)
