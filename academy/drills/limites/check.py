"""Checking «Calcula el límite»: the call, the minimum and maximum raise-to, or closed.

The learner's answer, as a form or JSON sends it::

    {"to_call": "50", "min_raise_to": "100", "max_raise_to": "250", "closed": false}

``closed`` (yes/no, a form's ``on``) says raising is closed; then the raise amounts are
not read. An empty call is 0. The models of the named mistakes are the engine's own
``limits`` with the input the mistake changes (the last raise taken as the whole bet, the
cap not counted, the other unit, nothing already put in, no stack limit) or, for the
pot-limit raise without the call and a raise told as «by» instead of «to», the engine's
numbers shifted by what the mistake leaves out.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...engine.errors import PokerError
from ...engine.limits import Limits, Structure, limits
from ...engine.numbers import number
from .. import typed as t
from ..checking import Model, Values, Verdict, marks, recognise, tempting
from ..shapes import LimitSituation
from .catalog import CATALOG
from .feedback import EXPLAIN

KEYS = ("to_call", "min_raise_to", "max_raise_to", "closed")
NO_STACK_LIMIT = 10**9
_OTHER_STREET = {"preflop": "turn", "flop": "turn", "turn": "flop", "river": "flop"}


def values(result: Limits) -> Values:
    return {
        "to_call": result.to_call,
        "closed": not result.can_raise,
        "min_raise_to": result.min_raise_to,
        "max_raise_to": result.max_raise_to,
    }


def read(typed: object) -> Values:
    """The typed answer as values; PokerError (Spanish) names a bad field."""
    if not isinstance(typed, Mapping):
        raise PokerError("se esperaba un objeto con to_call, min_raise_to, max_raise_to y closed")
    for key in typed:
        if key not in KEYS:
            raise PokerError(f"campo desconocido «{key}» (se admiten: {', '.join(KEYS)})", str(key))
    to_call = t.amount(typed.get("to_call"), "to_call", "lo que pones para igualar", blank=0)
    closed = t.flag(typed.get("closed"), "closed", "si ya no puedes subir")
    low = high = None
    if not closed:
        missing = "escribe la cantidad, o marca que ya no puedes subir"
        for key, label in (("min_raise_to", "la subida mínima"), ("max_raise_to", "la máxima")):
            if t.is_blank(typed.get(key)):
                raise PokerError(f"{label}: {missing}", key)
        low = t.amount(typed.get("min_raise_to"), "min_raise_to", "la subida mínima (en total)")
        high = t.amount(typed.get("max_raise_to"), "max_raise_to", "la subida máxima (en total)")
    return {"to_call": to_call, "closed": closed, "min_raise_to": low, "max_raise_to": high}


def check(table: LimitSituation, typed: object) -> Verdict:
    given = read(typed)
    right = table.limits()
    expected = values(right)
    fields = marks(given, expected)
    codes = recognise(given, expected, models(table), order=CATALOG.order)
    steps = ["La cuenta, paso a paso:", *right.steps]
    if all(fields.values()):
        return Verdict(True, fields, (), ("¡Correcto!", *steps))
    feedback = [EXPLAIN[code](table, right) for code in codes]
    opening = table.spec["current_bet"] == 0
    feedback += [_correction(key, given, right, opening) for key, ok in fields.items() if not ok]
    feedback += steps
    return Verdict(False, fields, tuple(codes), tuple(line for line in feedback if line))


def solution(table: LimitSituation) -> dict[str, object]:
    return dict(values(table.limits()))


def offered(table: LimitSituation) -> list[tuple[str, dict[str, object], Verdict]]:
    """Each mistake tempting on this table: its answer and the verdict on it."""
    return [(code, typed, check(table, typed)) for code, typed in temptations(table).items()]


def temptations(table: LimitSituation) -> dict[str, dict[str, object]]:
    expected = values(table.limits())
    return {code: dict(v) for code, v in tempting(models(table), expected).items()}


# Models ------------------------------------------------------------------------------


def _inputs(spec: Mapping[str, object]) -> dict[str, object]:
    keys = ("big_blind", "pot", "current_bet", "committed", "last_raise", "stack", "small_bet",
            "big_bet", "street", "raises", "facing_short_all_in")  # fmt: skip
    return {k: spec[k] for k in keys if k in spec}


def _limits(spec: Mapping[str, object], **changed: object) -> Values:
    inputs = {**_inputs(spec), **changed}
    return values(limits(str(spec["structure"]), **inputs))  # type: ignore[arg-type]


def models(table: LimitSituation) -> list[Model]:
    spec, right = table.spec, table.limits()
    number = _numbers(spec)
    current, committed = number["current_bet"], number["committed"]
    owed = current - committed
    structure = Structure(str(spec["structure"]))
    out: list[Model] = []
    if structure is Structure.pot_limit and right.can_raise and owed > 0:
        # The call read as already in the pot, so it is not added to it again.
        wrong = _limits(spec, committed=current, stack=number["stack"] - owed)
        low, high = wrong["min_raise_to"], wrong["max_raise_to"]
        assert isinstance(low, int) and isinstance(high, int)
        out.append(("pot_without_call", _raise(right, low, high)))
    if current > 0 and structure is not Structure.fixed_limit:
        out.append(("min_raise_doubled", _limits(spec, last_raise=current)))
    if spec.get("facing_short_all_in") is True:
        out.append(("short_allin_reopens", _limits(spec, facing_short_all_in=False)))
    if table.short_increment:
        out.append(("short_allin_sets_raise", _limits(spec, last_raise=table.short_increment)))
        if right.can_raise and spec.get("facing_short_all_in") is not True:
            # The short all-in read as closing the raises to everyone, not only to whoever
            # had acted before it: the call alone.
            call_only = {"to_call": right.to_call, "closed": True}
            out.append(("short_allin_closes_all", call_only | dict.fromkeys(KEYS[1:3])))
    if structure is Structure.fixed_limit:
        if number["raises"] >= 4:
            out.append(("fixed_cap_ignored", _limits(spec, raises=3)))
        out.append(("fixed_wrong_unit", _limits(spec, street=_OTHER_STREET[str(spec["street"])])))
    if committed > 0:
        out.append(("committed_not_deducted", _limits(spec, committed=0)))
    if current > 0 and right.can_raise:
        assert right.min_raise_to is not None and right.max_raise_to is not None
        by_low, by_high = right.min_raise_to - current, right.max_raise_to - current
        out.append(("raise_by_not_to", _raise(right, by_low, by_high)))
    if structure is not Structure.no_limit:
        out.append(("stack_cap_ignored", _limits(spec, stack=NO_STACK_LIMIT)))
    return out


def _numbers(spec: Mapping[str, object]) -> dict[str, int]:
    return {k: v for k, v in spec.items() if isinstance(v, int) and not isinstance(v, bool)}


def _raise(right: Limits, low: int, high: int) -> Values:
    return {"to_call": right.to_call, "closed": False, "min_raise_to": low, "max_raise_to": high}


# Feedback ----------------------------------------------------------------------------


def _correction(key: str, given: Values, right: Limits, opening: bool = False) -> str:
    """The right value of a wrong field; with ``opening`` (nobody has bet yet) the limits
    are an «apuesta mínima / máxima», not a raise."""
    typed = given[key]
    shown = number(typed) if isinstance(typed, int) else typed
    if key == "to_call":
        return f"Para igualar pones {number(right.to_call)}, no {shown}."
    if key == "closed":
        if right.can_raise:
            low, high = right.min_raise_to, right.max_raise_to
            assert low is not None and high is not None
            if opening:
                return f"Sí puedes apostar: como mínimo {number(low)} y como máximo {number(high)}."
            return (
                f"Sí puedes subir: como mínimo a {number(low)} y como máximo a {number(high)}, "
                "en total."
            )
        if opening:
            return "Ya no puedes apostar: solo pasar."
        return "Ya no puedes subir: solo igualar o retirarte."
    if given["closed"] or not right.can_raise:
        return ""
    if key == "min_raise_to":
        assert right.min_raise_to is not None
        if opening:
            return f"La apuesta mínima es de {number(right.min_raise_to)}, no de {shown}."
        return f"La subida mínima es a {number(right.min_raise_to)} en total, no a {shown}."
    assert right.max_raise_to is not None
    if opening:
        return f"La apuesta máxima es de {number(right.max_raise_to)}, no de {shown}."
    return f"La subida máxima es a {number(right.max_raise_to)} en total, no a {shown}."
