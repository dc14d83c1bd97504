"""Betting limits: how much to call and how far a player may raise (NL, PL, FL).

The structures, streets and input checks are in :mod:`.betting`.

All amounts are chips of one betting round. ``pot`` counts every chip in the middle,
this round's bets included; ``current_bet`` is the highest total put in this round;
``committed`` is what this player already put in this round; ``stack`` is what the
player has behind. Raise amounts are totals for the round ("subir a 250").

Pot-limit: call first, then raise the size of the pot after the call.

>>> pl = limits("pot_limit", big_blind=10, pot=150, current_bet=50, committed=0,
...             last_raise=50, stack=1000)
>>> pl.to_call, pl.min_raise_to, pl.max_raise_to
(50, 100, 250)
>>> print("\\n".join(pl.steps[:3]))
1. Para igualar pones 50 fichas.
2. El bote tras igualar: 150 + 50 = 200.
3. Subida máxima (el tamaño del bote): hasta 50 + 200 = 250 en total.
>>> limits("no_limit", big_blind=10, pot=0, current_bet=0, committed=0,
...        last_raise=0, stack=-5)
Traceback (most recent call last):
...
academy.engine.errors.PokerError: stack: el stack debe ser un número entero (0 o más) de fichas
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .betting import (
    MAX_BET_LEVELS,
    Street,
    Structure,
    check_amount,
    check_amounts,
    check_round,
    parse_structure,
)
from .errors import PokerError
from .numbers import chips, number

__all__ = ["MAX_BET_LEVELS", "Limits", "Situation", "Street", "Structure", "full_raise", "limits"]


@dataclass(frozen=True, slots=True)
class Limits:
    """What one player may do: call ``to_call``, or raise to a total in
    ``min_raise_to``..``max_raise_to`` when ``can_raise``.

    ``reopened`` is False when a short all-in faces a player who already acted.
    ``steps`` explains the arithmetic in Spanish, one numbered sentence each.
    """

    structure: Structure
    to_call: int
    call_is_all_in: bool
    min_raise_to: int | None
    max_raise_to: int | None
    can_raise: bool
    reopened: bool
    steps: tuple[str, ...]

    def __post_init__(self) -> None:
        bounds = (self.min_raise_to, self.max_raise_to)
        if self.can_raise:
            if bounds[0] is None or bounds[1] is None or bounds[0] > bounds[1]:
                raise PokerError("la subida mínima debe ser un total ≤ la máxima", "min_raise_to")
        elif bounds != (None, None):
            raise PokerError("sin subida posible no hay mínimo ni máximo", "min_raise_to")

    def to_json(self) -> dict[str, int | bool | None]:
        """The CLI contract: exactly ``to_call``, ``min_raise_to``, ``max_raise_to``,
        ``can_raise``."""
        return {
            "to_call": self.to_call,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
            "can_raise": self.can_raise,
        }

    def as_dict(self) -> dict[str, Any]:
        """Everything, for pages: the CLI fields plus structure, flags and steps."""
        return {
            **self.to_json(),
            "structure": str(self.structure),
            "call_is_all_in": self.call_is_all_in,
            "reopened": self.reopened,
            "steps": list(self.steps),
        }


@dataclass(frozen=True, slots=True)
class Situation:
    """One player's decision as :func:`limits` reads it: its arguments, kept, so that the
    same decision can be worked out again (with the explanation, or with one input
    changed, as a mistaken rule would) and its full raise read without re-deriving it.

    >>> s = Situation(Structure.no_limit, big_blind=10, pot=60, current_bet=40,
    ...               committed=0, last_raise=30, stack=500)
    >>> s.full_raise, s.full_raise_to, s.limits().min_raise_to
    (30, 70, 70)
    >>> s.limits(last_raise=40).min_raise_to  # the raise doubled, a mistaken rule
    80
    """

    structure: Structure
    big_blind: int
    pot: int
    current_bet: int
    committed: int
    last_raise: int
    stack: int
    small_bet: int | None = None
    big_bet: int | None = None
    street: Street | None = None
    raises: int = 0
    facing_short_all_in: bool = False
    player: str | None = None
    button_blind: bool = False
    answerable: bool = True

    def limits(self, *, explain: bool = False, **changed: Any) -> Limits:
        """:func:`limits` of this decision (``changed``: inputs replaced, by name)."""
        s = replace(self, **changed) if changed else self
        return limits(
            s.structure,
            big_blind=s.big_blind,
            pot=s.pot,
            current_bet=s.current_bet,
            committed=s.committed,
            last_raise=s.last_raise,
            stack=s.stack,
            small_bet=s.small_bet,
            big_bet=s.big_bet,
            street=s.street,
            raises=s.raises,
            facing_short_all_in=s.facing_short_all_in,
            explain=explain,
            player=s.player,
            button_blind=s.button_blind,
            answerable=s.answerable,
        )

    @property
    def full_raise(self) -> int:
        """The smallest full bet or raise, as chips added (no limit and pot limit)."""
        return full_raise(self.big_blind, self.last_raise)

    @property
    def full_raise_to(self) -> int:
        """The smallest full bet or raise, as a total, before the stack cuts it."""
        return _min_raise_to(self.big_blind, self.current_bet, self.last_raise, False)[0]

    @property
    def capped(self) -> bool:
        """Fixed limit: the round already holds its bet and every raise the cap allows."""
        return self.structure is Structure.fixed_limit and self.raises >= MAX_BET_LEVELS


def full_raise(big_blind: int, last_raise: int) -> int:
    """No limit and pot limit: the chips a bet or raise must add to be *full* (to set
    the next minimum raise and to reopen the betting): the last full raise, never less
    than the big blind (or the button blind)."""
    return max(last_raise, big_blind)


def limits(
    structure: Structure | str,
    *,
    big_blind: int,
    pot: int,
    current_bet: int,
    committed: int,
    last_raise: int,
    stack: int,
    small_bet: int | None = None,
    big_bet: int | None = None,
    street: Street | str | None = None,
    raises: int = 0,
    facing_short_all_in: bool = False,
    explain: bool = True,
    player: str | None = None,
    button_blind: bool = False,
    answerable: bool = True,
) -> Limits:
    """The call amount and the raise range for the player to act.

    No limit and pot limit: the minimum raise adds ``max(last_raise, big_blind)`` to
    ``current_bet`` (an opening bet is at least the big blind). Pot limit caps the raise
    at the pot after calling, but the legal minimum is always allowed.

    Fixed limit: the unit is ``small_bet`` preflop and on the flop, ``big_bet`` on the
    turn and river; a bet or raise is exactly one unit. ``raises`` counts the bet and the
    raises already made this round, and a round holds one bet and three raises, so at 4
    nobody may raise. Preflop the big blind is the round's bet, so ``raises`` is at least
    1 whenever ``current_bet > 0`` (a 0 there is read as 1).

    A player short of the minimum may still go all-in for less. ``facing_short_all_in``
    means the bet was raised by an all-in smaller than a full raise and this player had
    already acted: the betting is not reopened, so only call or fold.

    With ``explain=False`` the amounts are the same and ``steps`` is empty (a whole hand
    replayed step by step asks for thousands of them).

    ``steps`` speak to the player («pones», «tu stack»); with ``player`` they speak about
    that player in the third person («Beto pone», «sus fichas»), for a hand followed from
    the dealer's seat. ``button_blind``: the minimum bet is Short Deck's button blind,
    and the steps name it so. ``answerable=False``: nobody else in the hand has chips
    beyond the bet to answer a bet or raise (they folded or are all-in), so only call,
    check or fold.
    """
    kind = parse_structure(structure)
    check_amounts(big_blind, pot, current_bet, committed, last_raise, stack)
    check_round(raises, facing_short_all_in, pot, current_bet, committed)
    unit, unit_step = 0, ""
    if kind is Structure.fixed_limit:
        unit, unit_step = _fixed_unit(small_bet, big_bet, street)
        if current_bet == 0 and raises > 0:
            raise PokerError("si nadie ha apostado en esta ronda no puede haber subidas", "raises")

    owed = current_bet - committed
    to_call = min(owed, stack)
    call_is_all_in = owed > 0 and stack <= owed
    steps: list[str] = _Steps() if explain else _Silent()
    steps.append(_call_step(owed, stack, player) if explain else "")
    blind = "la ciega del botón" if button_blind else "la ciega grande"
    levels = max(raises, 1) if current_bet > 0 else 0  # fixed limit: the bet and raises made
    reason = _only_call_reason(kind, facing_short_all_in, stack, owed, player, answerable)
    if reason is None and kind is Structure.fixed_limit:
        steps.append(unit_step)
        if levels >= MAX_BET_LEVELS:
            reason = (
                "La ronda ya tiene una apuesta y tres subidas, el tope que se usa aquí (cada "
                "sala fija el suyo): solo puedes igualar o retirarte."
                if player is None
                else "La ronda ya tiene una apuesta y tres subidas, el tope de esta sala "
                f"(también mano a mano): {player} solo puede igualar o retirarse."
            )
    if reason is not None:
        steps.append(reason)
        reopened = not facing_short_all_in
        return Limits(kind, to_call, call_is_all_in, None, None, False, reopened, _number(steps))

    all_in_to = committed + stack
    if kind is Structure.fixed_limit:
        min_to = max_to = _fixed_raise(current_bet, unit, levels, steps, player)
    else:
        min_to, min_step = _min_raise_to(big_blind, current_bet, last_raise, explain, blind)
        if kind is Structure.no_limit:
            steps.append(min_step)
            max_to = all_in_to
            if explain and all_in_to >= min_to and player is None:
                steps.append(
                    f"Sin límite, el máximo es todo tu stack: {number(committed)} "
                    f"+ {number(stack)} = "
                    f"{number(all_in_to)} en total."
                )
            elif explain and all_in_to >= min_to:
                steps.append(
                    f"Sin límite, el máximo son todas sus fichas: {number(committed)} delante "
                    f"+ {number(stack)} detrás = {number(all_in_to)} en total."
                )
        else:
            max_to = _pot_limit_max(pot, current_bet, owed, min_to, min_step, steps, player)
    min_to, max_to = _within_stack(min_to, max_to, committed, stack, current_bet, steps, player)
    return Limits(kind, to_call, call_is_all_in, min_to, max_to, True, True, _number(steps))


def _only_call_reason(
    kind: Structure,
    facing_short_all_in: bool,
    stack: int,
    owed: int,
    player: str | None,
    answerable: bool = True,
) -> str | None:
    """Why this player may only call (or check) or fold, or None."""
    if facing_short_all_in:
        short = (
            "menor que media apuesta"
            if kind is Structure.fixed_limit
            else "menor que una subida completa"
        )
        if player is not None:
            return (
                f"Un all-in corto, {short}, no reabre las subidas: {player} ya actuó, así que "
                "solo puede igualar o retirarse."
            )
        return (
            f"Un all-in corto, {short}, no reabre las subidas: como ya actuaste, solo "
            "puedes igualar o retirarte."
        )
    if stack <= owed:
        if player is not None:
            if stack == 0:
                return f"A {player} no le quedan fichas detrás: no puede apostar ni subir."
            return f"Igualar deja a {player} sin fichas: no puede subir."
        if stack == 0:
            return "No te quedan fichas detrás: no puedes apostar ni subir."
        return "Igualar te deja sin fichas: no puedes subir."
    if not answerable:
        nobody = "Nadie más en la mano tiene fichas para responder a una subida"
        if player is not None:
            only = "igualar o retirarse" if owed > 0 else "pasar"
            return f"{nobody}: {player} solo puede {only}."
        return f"{nobody}: solo puedes {'igualar o retirarte' if owed > 0 else 'pasar'}."
    return None


def _pot_limit_max(
    pot: int,
    current_bet: int,
    owed: int,
    min_to: int,
    min_step: str,
    steps: list[str],
    player: str | None = None,
) -> int:
    """Pot limit: the largest raise-to, the pot after calling, or the legal minimum."""
    pot_to = _pot_raise_to(pot, current_bet, owed, steps, player)
    steps.append(min_step)
    if _explaining(steps) and pot_to < min_to:
        steps.append(f"El mínimo legal, {number(min_to)}, se permite aunque supere el bote.")
    return max(pot_to, min_to)


def _within_stack(
    min_to: int,
    max_to: int,
    committed: int,
    stack: int,
    current_bet: int,
    steps: list[str],
    player: str | None = None,
) -> tuple[int, int]:
    """The raise range cut to what the stack allows: all-in for less when short."""
    all_in_to = committed + stack
    if all_in_to < min_to:
        verb = "apostar" if current_bet == 0 else "subir"
        if isinstance(steps, _Silent):
            return all_in_to, all_in_to
        if player is not None:
            steps.append(
                f"{player} no llega al mínimo ({number(min_to)}): solo puede {verb} all-in "
                f"por menos, {number(all_in_to)} en total ({number(committed)} delante + "
                f"{number(stack)} detrás)."
            )
            return all_in_to, all_in_to
        steps.append(
            f"No llegas al mínimo: puedes {verb} all-in por menos, {number(all_in_to)} en total "
            f"({number(committed)} + {number(stack)})."
        )
        return all_in_to, all_in_to
    if all_in_to < max_to:
        if isinstance(steps, _Silent):
            return min_to, all_in_to
        if player is not None:
            steps.append(
                f"Las fichas que le quedan a {player} marcan el tope: como máximo all-in, "
                f"{number(committed)} delante + {number(stack)} detrás = {number(all_in_to)} "
                "en total."
            )
            return min_to, all_in_to
        steps.append(
            f"Tu stack te limita: como máximo all-in, {number(committed)} "
            f"+ {number(stack)} = {number(all_in_to)} en total."
        )
        return min_to, all_in_to
    return min_to, max_to


def _fixed_raise(
    current_bet: int, unit: int, levels: int, steps: list[str], player: str | None = None
) -> int:
    """Fixed limit: the one total a bet or raise reaches (one unit more)."""
    raise_to = current_bet + unit
    if isinstance(steps, _Silent):
        return raise_to
    if player is not None:
        if current_bet == 0:
            steps.append(f"{player} apuesta exactamente una unidad: {number(unit)} en total.")
        else:
            steps.append(
                f"{player} sube exactamente una unidad: {number(current_bet)} + "
                f"{number(unit)} = {number(raise_to)} en total (la subida {levels} de las 3 "
                "que permite esta sala)."
            )
        return raise_to
    if current_bet == 0:
        steps.append(f"Apuestas exactamente una unidad: {number(unit)} en total.")
    else:
        steps.append(
            f"Subes exactamente una unidad: {number(current_bet)} + "
            f"{number(unit)} = {number(raise_to)} en total "
            f"(la subida {levels} de las 3 que se permiten aquí)."
        )
    return raise_to


def _min_raise_to(
    big_blind: int,
    current_bet: int,
    last_raise: int,
    explain: bool = True,
    blind: str = "la ciega grande",
) -> tuple[int, str]:
    """No limit and pot limit: the smallest full bet or raise, as a total, and its step
    (empty without ``explain``)."""
    if current_bet == 0:
        if not explain:
            return big_blind, ""
        return big_blind, f"Apuesta mínima: {blind}, {chips(big_blind)}."
    increment = full_raise(big_blind, last_raise)
    if not explain:
        return current_bet + increment, ""
    why = (
        f"la última subida completa es de {number(last_raise)}"
        if last_raise >= big_blind
        else f"una subida nunca es menor que {blind}, {number(big_blind)}"
    )
    min_to = current_bet + increment
    return (
        min_to,
        f"Subida mínima: {number(current_bet)} + {number(increment)} "
        f"= {number(min_to)} en total ({why}).",
    )


def _pot_raise_to(
    pot: int, current_bet: int, owed: int, steps: list[str], player: str | None = None
) -> int:
    """Pot limit: the total of calling and then raising the pot after the call."""
    pot_after = pot + owed
    pot_to = current_bet + pot_after
    if isinstance(steps, _Silent):
        return pot_to
    if owed > 0:
        steps.append(f"El bote tras igualar: {number(pot)} + {number(owed)} = {number(pot_after)}.")
    else:
        steps.append(f"El bote es de {chips(pot)}.")
    if current_bet == 0 and player is not None:
        steps.append(
            f"{player} puede apostar como máximo el tamaño del bote: {number(pot)} en total."
        )
    elif current_bet == 0:
        steps.append(f"Puedes apostar como máximo el tamaño del bote: {number(pot)} en total.")
    else:
        steps.append(
            f"Subida máxima (el tamaño del bote): hasta {number(current_bet)} + "
            f"{number(pot_after)} = {number(pot_to)} en total."
        )
    return pot_to


def _fixed_unit(
    small_bet: int | None, big_bet: int | None, street: Street | str | None
) -> tuple[int, str]:
    """The fixed-limit bet unit for ``street`` and the sentence that names it."""
    for value, field, name in (
        (small_bet, "small_bet", "la apuesta pequeña"),
        (big_bet, "big_bet", "la apuesta grande"),
    ):
        if value is None:
            raise PokerError(f"el límite fijo necesita {name}", field)
        check_amount(value, field, name, minimum=1)
    assert small_bet is not None and big_bet is not None
    if street is None:
        raise PokerError("el límite fijo necesita la calle (preflop, flop, turn o river)", "street")
    try:
        round_ = Street(street)
    except ValueError:
        raise PokerError(
            f"calle desconocida {street!r}: usa preflop, flop, turn o river", "street"
        ) from None
    if round_ is Street.preflop:
        return (
            small_bet,
            f"Límite fijo en el preflop: la unidad es la apuesta pequeña, {number(small_bet)} "
            "fichas, y la ciega grande cuenta como la apuesta de la ronda.",
        )
    if round_ is Street.flop:
        return (
            small_bet,
            f"Límite fijo en el flop: la unidad es la apuesta pequeña, {chips(small_bet)}.",
        )
    return (
        big_bet,
        f"Límite fijo en el {round_}: la unidad es la apuesta grande, {chips(big_bet)}.",
    )


def _call_step(owed: int, stack: int, player: str | None = None) -> str:
    if player is not None:
        if owed == 0:
            return f"No hay nada que igualar: {player} puede pasar."
        if stack < owed:
            return (
                f"Para igualar faltan {chips(owed)}, pero a {player} solo le quedan "
                f"{number(stack)}: iguala all-in."
            )
        if stack == owed:
            return (
                f"Para igualar, {player} pone {chips(owed)}: son todas las que le quedan (all-in)."
            )
        return f"Para igualar, {player} pone {chips(owed)}."
    if owed == 0:
        return "No hay nada que igualar: puedes pasar."
    if stack < owed:
        return (
            f"Para igualar faltan {chips(owed)}, pero solo tienes {number(stack)}: igualas all-in."
        )
    if stack == owed:
        return f"Para igualar pones {chips(owed)}: es todo tu stack (all-in)."
    return f"Para igualar pones {chips(owed)}."


class _Steps(list[str]):
    """The explanation's sentences, in order."""


class _Silent(list[str]):
    """No explanation: appends are dropped (``limits(..., explain=False)``)."""

    def append(self, step: str) -> None:
        pass


def _explaining(steps: list[str]) -> bool:
    return not isinstance(steps, _Silent)


def _number(steps: list[str]) -> tuple[str, ...]:
    return tuple(f"{i}. {step}" for i, step in enumerate(steps, 1))


def fixed_round_problem(
    street: str | None,
    raises: int,
    current_bet: int | None,
    small_bet: int | None,
    big_bet: int | None,
) -> str | None:
    """What is wrong with a fixed-limit count of bets and raises for the bet on the table,
    or ``None``: preflop the big blind is already the bet (at least 1), and with ``n`` of
    them the bet to call is ``n`` units, give or take an all-in of less than half a unit.
    (:func:`limits` itself trusts its caller; the tools and the CLI ask this first.)

    >>> print(fixed_round_problem("flop", 3, 10, 10, 20))
    con 3 apuestas y subidas de 10, la apuesta vigente sería 30, no 10: revisa una de las dos cifras
    >>> fixed_round_problem("flop", 3, 30, 10, 20) is None
    True
    """
    if current_bet is None or raises > 4 or street not in ("preflop", "flop", "turn", "river"):
        return None  # limits() names what is missing or out of range
    if street == "preflop" and current_bet > 0 and raises == 0:
        return "antes del flop la ciega grande ya cuenta como la apuesta: escribe al menos 1"
    unit = small_bet if street in ("preflop", "flop") else big_bet
    if not unit or current_bet == 0 or raises == 0 or max(unit, current_bet) > 10**9:
        return None  # (amounts past any table's are left to limits())
    near = (raises - 0.5) * unit <= current_bet < (raises + 0.5) * unit
    if near or (raises == 1 and current_bet < unit):
        return None
    made = "apuesta" if raises == 1 else "apuestas y subidas"
    return (
        f"con {raises} {made} de {number(unit)}, la apuesta vigente sería "
        f"{number(raises * unit)}, no {number(current_bet)}: revisa una de las dos cifras"
    )
