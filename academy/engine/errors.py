"""The engine's one domain error type.

Every message is Spanish, because it is shown to learners and instructors as it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence


class PokerError(ValueError):
    """Invalid poker input: a bad card, a bad spec, an impossible amount.

    ``field`` names the input that is wrong (``"players[1].hole"``), when there is one.

    >>> str(PokerError("el bote no puede ser negativo", field="pot"))
    'pot: el bote no puede ser negativo'
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        self.message = message
        self.field = field
        super().__init__(f"{field}: {message}" if field else message)

    def within(self, field: str) -> PokerError:
        """The same error, reported inside ``field`` (``players[0]`` + ``hole``)."""
        inner = f"{field}.{self.field}" if self.field else field
        return PokerError(self.message, field=inner)


def shorten(text: str, limit: int = 30) -> str:
    """``text`` cut to ``limit`` characters for a message that quotes what was typed.

    >>> shorten("x" * 50)
    'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


def reject_unknown_keys(
    data: Mapping[object, object], known: Sequence[str], at: str | None
) -> None:
    """Refuse keys a JSON object may not have, naming them; the field is the first one
    (``players[0].stack``), inside ``at`` when given.

    >>> reject_unknown_keys({"tope": 3}, ("cap",), "rake")
    Traceback (most recent call last):
    ...
    academy.engine.errors.PokerError: rake.tope: campo desconocido: «tope» (se admiten: cap)
    """
    unknown = [shorten(k if isinstance(k, str) else repr(k)) for k in data if k not in known]
    if unknown:
        quoted = ", ".join(f"«{k}»" for k in unknown)
        what = "campo desconocido" if len(unknown) == 1 else "campos desconocidos"
        raise PokerError(
            f"{what}: {quoted} (se admiten: {', '.join(known)})",
            f"{at}.{unknown[0]}" if at else unknown[0],
        )
