"""The room's commission (the rake): what the house keeps of the pot before paying it.

Rooms take it in different ways; the engine follows one rule, the one docs/contracts.md
and the lesson state:

- The commission is ``percent`` of the chips in the pots, all pots together, rounded
  down to whole chips, and at most ``cap`` chips a hand when there is a cap. The refund
  of an uncalled bet is in no pot, so it is never raked.
- With ``no_flop_no_drop`` («sin flop no hay comisión»), a hand that ended before the
  flop pays nothing. A spec says so with an empty board: the cards on the table when the
  hand ended.
- The chips come out of the main pot first; when the main pot is smaller than the
  commission, the rest comes out of side pot 1, then side pot 2… Each pot is then split
  among its winners as usual, odd chips included.

In a spec the rule is ``"rake": {"percent": 5, "cap": 30, "no_flop_no_drop": true}``;
``percent`` is a number from 0 to 100 with at most two decimals (``2.5``), ``cap`` whole
chips. :func:`rake_json` reads the same fields typed in a form («2,5»).

>>> rake = parse_rake({"percent": 5, "cap": 10})
>>> rake.amount(150, flop=True), rake.amount(300, flop=True), rake.amount(19, flop=True)
(7, 10, 0)
>>> take_from_pots(12, [10, 200])
[10, 2]
>>> parse_rake({"percent": 120})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: rake.percent: el porcentaje no puede pasar de 100
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from .errors import PokerError, reject_unknown_keys
from .numbers import NBSP, chips, decimal

RAKE_KEYS = ("percent", "cap", "no_flop_no_drop")
WHOLE = 10_000  # 100 % in hundredths of a percent
MAX_CAP = 10**9  # the largest contribution a spec accepts


@dataclass(frozen=True, slots=True)
class Rake:
    """The commission rule: ``hundredths`` of a percent (500 is 5 %, 250 is 2,5 %), an
    optional ``cap`` per hand, and whether a hand without a flop pays nothing."""

    hundredths: int
    cap: int | None = None
    no_flop_no_drop: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.hundredths, bool) or not isinstance(self.hundredths, int):
            raise PokerError("el porcentaje debe ser un número", "rake.percent")
        if not 0 <= self.hundredths <= WHOLE:
            raise PokerError("el porcentaje debe estar entre 0 y 100", "rake.percent")
        if self.cap is not None:
            _check_cap(self.cap)

    @property
    def percent(self) -> int | float:
        """The percentage as the JSON gives it: ``5``, ``2.5``."""
        whole, rest = divmod(self.hundredths, 100)
        return whole if not rest else self.hundredths / 100

    @property
    def percent_text(self) -> str:
        """The percentage as a page says it: ``5 %``, ``2,5 %``."""
        places = 0 if self.hundredths % 100 == 0 else 1 if self.hundredths % 10 == 0 else 2
        return decimal(self.hundredths / 100, places) + NBSP + "%"

    def share(self, pots_total: int) -> int:
        """The percentage of ``pots_total`` chips, rounded down, before any cap."""
        return pots_total * self.hundredths // WHOLE

    def amount(self, pots_total: int, flop: bool) -> int:
        """The commission of a hand whose pots hold ``pots_total`` chips."""
        if self.no_flop_no_drop and not flop:
            return 0
        taken = self.share(pots_total)
        return taken if self.cap is None else min(taken, self.cap)

    def rule_text(self) -> str:
        """«el 5 % de lo que hay en los botes, redondeado hacia abajo, con un tope de 30
        fichas por mano» (no cap, no tope)."""
        text = f"el {self.percent_text} de lo que hay en los botes, redondeado hacia abajo"
        if self.cap is not None:
            text += f", con un tope de {chips(self.cap)} por mano"
        return text

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"percent": self.percent}
        if self.cap is not None:
            out["cap"] = self.cap
        if self.no_flop_no_drop:
            out["no_flop_no_drop"] = True
        return out


def take_from_pots(rake: int, amounts: Sequence[int]) -> list[int]:
    """What the commission takes from each pot: the main pot first, then each side pot
    in order, until ``rake`` chips are taken (``rake`` is never more than they hold)."""
    taken = []
    left = rake
    for amount in amounts:
        part = min(left, amount)
        taken.append(part)
        left -= part
    assert left == 0, "the commission is never more than the pots"
    return taken


def parse_rake(value: object) -> Rake:
    """The ``rake`` object of a spec, checked; errors name ``rake.percent``, ``rake.cap``…"""
    if not isinstance(value, dict):
        raise PokerError(
            "la comisión debe ser un objeto JSON con percent y, si hace falta, cap y "
            "no_flop_no_drop",
            "rake",
        )
    reject_unknown_keys(value, RAKE_KEYS, "rake")
    if "percent" not in value:
        raise PokerError(
            "falta el porcentaje de la comisión (por ejemplo 5 para el 5 %)", "rake.percent"
        )
    hundredths = _hundredths(value["percent"])
    cap = value.get("cap")
    if cap is not None:
        _check_cap(cap)
    no_flop = value.get("no_flop_no_drop", False)
    if not isinstance(no_flop, bool):
        raise PokerError("no_flop_no_drop debe ser true o false", "rake.no_flop_no_drop")
    return Rake(hundredths, cap, no_flop)


def rake_json(
    percent: str, cap: str = "", no_flop_no_drop: bool = False
) -> dict[str, object] | None:
    """The ``rake`` object of a spec from what a form's fields say, or ``None`` when the
    percentage and the cap are left empty (no commission). Reads «5», «2,5», «2.5» and
    «5 %»; an empty cap is no cap.

    >>> rake_json("2,5", "30", True)
    {'percent': 2.5, 'cap': 30, 'no_flop_no_drop': True}
    >>> rake_json(" ") is None
    True
    >>> rake_json("5", "treinta")
    Traceback (most recent call last):
    ...
    academy.engine.errors.PokerError: rake.cap: escribe el tope como un número entero de fichas
    """
    percent, cap = percent.strip(), cap.strip()
    if not percent and cap:
        raise PokerError("con un tope hace falta también el porcentaje", "rake.percent")
    if not percent:
        return None
    typed = re.fullmatch(r"([0-9]{1,3})(?:[.,]([0-9]{1,10}))?\s*%?", percent)
    if typed is None:
        raise PokerError("escribe el porcentaje con cifras, por ejemplo 5 o 2,5", "rake.percent")
    if not re.fullmatch(r"[0-9]{1,10}", cap or "0"):
        raise PokerError("escribe el tope como un número entero de fichas", "rake.cap")
    whole, fraction = typed.group(1), typed.group(2) or "0"
    number = Decimal(f"{whole}.{fraction}")
    out: dict[str, object] = {"percent": int(number) if number == int(number) else float(number)}
    if cap:
        out["cap"] = int(cap)
    out["no_flop_no_drop"] = bool(no_flop_no_drop)
    parse_rake(out)  # the same checks as a spec's
    return out


def _hundredths(value: object) -> int:
    """A percentage from JSON (0 to 100, at most two decimals) in hundredths of a percent."""
    if isinstance(value, bool):
        raise PokerError("el porcentaje debe ser un número, no true o false", "rake.percent")
    if isinstance(value, str):
        raise PokerError("el porcentaje debe ser un número, no un texto", "rake.percent")
    if not isinstance(value, int | float) or not math.isfinite(value):
        raise PokerError("el porcentaje debe ser un número entre 0 y 100", "rake.percent")
    if value < 0:
        raise PokerError("el porcentaje no puede ser negativo", "rake.percent")
    if value > 100:
        raise PokerError("el porcentaje no puede pasar de 100", "rake.percent")
    hundredths = Decimal(repr(value)) * 100  # the decimals as written: 2.3, not 2.2999…
    if hundredths != hundredths.to_integral_value():
        raise PokerError(
            "el porcentaje admite como mucho dos decimales (por ejemplo 2.5)", "rake.percent"
        )
    return int(hundredths)


def _check_cap(value: object) -> None:
    """A cap is whole chips, 0 or more (``True`` is not 1 chip)."""
    if isinstance(value, bool) or not isinstance(value, int):
        why = {float: "sin decimales", str: "no un texto"}.get(type(value), "por ejemplo 30")
        raise PokerError(f"el tope debe ser un número entero de fichas, {why}", "rake.cap")
    if value < 0:
        raise PokerError("el tope no puede ser negativo", "rake.cap")
    if value > MAX_CAP:
        raise PokerError(f"el tope no puede pasar de {chips(MAX_CAP)}", "rake.cap")
