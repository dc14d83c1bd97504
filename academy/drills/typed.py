"""Reading what a learner typed: amounts, names, cards and yes/no, from a form or JSON.

Amounts are whole chips: plain digits (``1000``) or Spanish grouping by thousands
(``1.000``, ``1 000``). Anything else is refused with a Spanish :class:`PokerError` whose
message names the field as the learner sees it and whose ``field`` says where it is.

>>> amount("1.250", "received.Ana", "lo que recibe Ana"), amount(80, "x", "x")
(1250, 80)
>>> amount("12,5", "pots[0].amount", "la cantidad del bote principal")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: pots[0].amount: la cantidad del bote principal: «12,5» \
lleva decimales, y las fichas son números enteros
>>> amount("1.00", "to_call", "lo que pones para igualar")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: to_call: lo que pones para igualar: «1.00» no está bien \
agrupado: los puntos separan grupos de tres cifras, como en 1.000
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence

from ..engine.cards import Card, parse_cards
from ..engine.errors import PokerError, shorten
from ..engine.phrasing import join_names

MAX_DIGITS = 10  # 10**9 chips is the most a spec can hold
_PLAIN = re.compile(r"[0-9]+")
_GROUPED = re.compile(r"[0-9]{1,3}(?:([. \u00a0\u202f])[0-9]{3})+")
_COMMA_GROUPED = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+")
_DECIMAL = re.compile(r"[0-9]*,[0-9]+|[0-9]+,")
_YES = frozenset({"1", "on", "true", "sí", "si", "yes"})
_NO = frozenset({"", "0", "off", "false", "no"})


def is_blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


_UNIT = re.compile(r"(?<=\d)\s*fichas?\s*$", re.IGNORECASE)


def amount(value: object, field: str, label: str, *, blank: int | None = None) -> int:
    """Whole chips from an int or typed text; ``blank`` is what an empty field means
    (``None``: an empty field is refused)."""
    if is_blank(value):
        if blank is not None:
            return blank
        raise PokerError(f"{label}: falta la cantidad", field)
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise PokerError(f"{label}: escribe una cantidad de fichas, como 1000", field)
    if isinstance(value, int):
        if value < 0:
            raise PokerError(f"{label}: la cantidad no puede ser negativa", field)
        text = str(value)
    else:
        # «40 fichas» (or «1 ficha») is 40: the unit the question asks in may be typed.
        text = _UNIT.sub("", value.strip())
    quoted = f"«{shorten(text, 20)}»"
    grouped = _GROUPED.fullmatch(text)
    if grouped and len({sep for sep in re.findall(r"[^0-9]", text)}) == 1:
        digits = re.sub(r"[^0-9]", "", text)
    elif _PLAIN.fullmatch(text):
        digits = text
    elif text.startswith("-") and _PLAIN.fullmatch(text[1:]):
        raise PokerError(f"{label}: la cantidad no puede ser negativa", field)
    elif _COMMA_GROUPED.fullmatch(text):
        raise PokerError(
            f"{label}: en {quoted} la coma marcaría decimales; los miles se separan con un "
            "punto, como en 1.000",
            field,
        )
    elif _DECIMAL.fullmatch(text):
        raise PokerError(
            f"{label}: {quoted} lleva decimales, y las fichas son números enteros", field
        )
    elif re.fullmatch(r"[0-9][0-9. \u00a0\u202f]*", text):
        raise PokerError(
            f"{label}: {quoted} no está bien agrupado: los puntos separan grupos de tres "
            "cifras, como en 1.000",
            field,
        )
    else:
        raise PokerError(
            f"{label}: {quoted} no es una cantidad de fichas: escribe solo cifras, como "
            "1000 o 12 500",
            field,
        )
    if len(digits.lstrip("0")) > MAX_DIGITS:
        raise PokerError(f"{label}: {quoted} es demasiado grande", field)
    return int(digits)


def flag(value: object, field: str, label: str) -> bool:
    """Yes or no: a bool, or a form's text (``on``, ``sí``, ``1``; empty is no)."""
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    if isinstance(value, str) and value.strip().lower() in _YES | _NO:
        return value.strip().lower() in _YES
    raise PokerError(f"{label}: responde sí o no", field)


def names(value: object, known: Sequence[str], field: str, label: str) -> frozenset[str]:
    """Player names from a list or a text separated by commas (empty: nobody)."""
    if is_blank(value):
        return frozenset()
    if isinstance(value, str):
        items: list[object] = [part for part in re.split(r"\s*[,;]\s*|\s+y\s+", value.strip())]
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise PokerError(f"{label}: elige jugadores de la mesa", field)
    chosen: set[str] = set()
    for item in items:
        if not isinstance(item, str) or item.strip() not in known:
            shown = shorten(item if isinstance(item, str) else repr(item), 20)
            raise PokerError(
                f"{label}: «{shown}» no juega en esta mesa (están {join_names(known)})", field
            )
        chosen.add(item.strip())
    return frozenset(chosen)


def cards(value: object, on_table: Collection[Card], field: str, label: str) -> tuple[Card, ...]:
    """Cards the learner chose, each one of the cards at the table."""
    if is_blank(value) or value == []:
        raise PokerError(f"{label}: elige cinco cartas de la mesa", field)
    if not isinstance(value, str | list | tuple):
        raise PokerError(f"{label}: escribe las cartas como «Kh Kd» o elige en la mesa", field)
    try:
        chosen = parse_cards(value if isinstance(value, str) else list(value))
    except PokerError as error:
        raise PokerError(f"{label}: {error.message}", field) from None
    for card in chosen:
        if card not in on_table:
            raise PokerError(f"{label}: {card.display} ({card.name}) no está en la mesa", field)
    return chosen


def mapping(value: object, field: str, label: str) -> Mapping[str, object]:
    """A JSON object (or nothing, read as empty)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise PokerError(f"{label}: se esperaba una cantidad por jugador", field)
    return value


def entries(value: object, field: str, label: str) -> list[Mapping[str, object]]:
    """A list of JSON objects (the typed pots)."""
    if not isinstance(value, list | tuple) or not all(isinstance(v, Mapping) for v in value):
        raise PokerError(f"{label}: se esperaba una lista de botes", field)
    if len(value) > 10:
        raise PokerError(f"{label}: como mucho 10 botes", field)
    return list(value)
