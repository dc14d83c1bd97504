"""Small Spanish phrasing shared by the spec checks and the dealer's explanation.

Kept apart so the spec (which names players in its errors) and the explanation (which
counts chips) both use it without depending on each other.

>>> chips(1), chips(80)
('1 ficha', '80 fichas')
>>> join_names(["A", "B", "C"]), join_names(["A", "B"], "o"), join_names(["A"])
('A, B y C', 'A o B', 'A')
"""

from __future__ import annotations

from collections.abc import Iterable


def chips(amount: int) -> str:
    """``1 ficha``, ``80 fichas``."""
    return "1 ficha" if amount == 1 else f"{amount} fichas"


def join_names(names: Iterable[str], last: str = "y") -> str:
    """``A, B y C``; ``last`` is the word before the final name (``y``, ``o``)."""
    items = list(names)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def capitalized(text: str) -> str:
    """``text`` with its first letter a capital, the rest as it is: ``Bote lateral 1``."""
    return text[:1].upper() + text[1:]
