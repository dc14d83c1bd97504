"""Small Spanish phrasing shared by the spec checks, the dealer's explanation and practice.

Kept apart so the spec (which names players in its errors) and the explanation (which
counts chips) both use it without depending on each other.

>>> chips(1), chips(80)
('1 ficha', '80 fichas')
>>> join_names(["A", "B", "C"]), join_names(["A", "B"], "o"), join_names(["A"])
('A, B y C', 'A o B', 'A')
>>> spoken_pot_names(["bote principal"]), spoken_pot_names(["bote principal", "bote lateral 1"])
(['bote'], ['bote principal', 'bote lateral'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .numbers import chips

__all__ = ["capitalized", "chips", "join_names", "odd_chip_rule", "spoken_pot_names"]


def join_names(names: Iterable[str], last: str = "y") -> str:
    """``A, B y C``; ``last`` is the word before the final name (``y``, ``o``)."""
    items = list(names)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def spoken_pot_names(names: Sequence[str]) -> list[str]:
    """The pots as a dealer names them: «bote» when there is only one, «bote lateral»
    without a number when there is only one side pot, otherwise the engine's names
    («bote lateral 1», «bote lateral 2»). The JSON keeps the engine's names."""
    if len(names) == 1:
        return ["bote"]
    if len(names) == 2:
        return [names[0], "bote lateral"]
    return list(names)


def capitalized(text: str) -> str:
    """``bote lateral`` → ``Bote lateral`` (only the first letter changes)."""
    return text[:1].upper() + text[1:]


def odd_chip_rule(count: int) -> str:
    """Where the odd chips of a split pot go, said one way everywhere: the chips left
    over when a pot cannot be split evenly go to those who share it, one at a time, from
    the first of them to the left of the button."""
    if count == 1:
        return "la ficha sobrante va al primero de los ganadores empatados a la izquierda del botón"
    return (
        "las fichas sobrantes van de una en una a los ganadores empatados, "
        "empezando por el primero a la izquierda del botón"
    )
