"""What the tools' forms got wrong: a summary, and a message beside each field concerned.

An engine error names one field (``players[2].hole``: the form's ``hole3``). When that
field shares a card with another card field, the other one is flagged too, with a message
saying where the card also is, so both places of a repeated card are marked.

>>> places = {"hole": "tus cartas", "board": "la mesa"}
>>> form = {"hole": "Kh Kd", "board": "Kh Jd 9s"}
>>> problem = problem_of(PokerError("la carta K♥ (rey de corazones) está repetida", "board"),
...                      form, places)
>>> problem.fields["hole"]
'La carta K♥ (rey de corazones) también está en la mesa'
>>> list(problem.fields), problem.summary
(['board', 'hole'], 'Mesa: la carta K♥ (rey de corazones) está repetida')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine.cards import Card, parse_cards
from ..engine.errors import PokerError
from ..engine.phrasing import capitalized
from .fields import PLAYER_FIELD, WRAPPERS, error_text


class FormError(ValueError):
    """A form value that cannot be read: ``message`` is the reason, said next to
    ``field``; ``label`` names the field in the summary («Fila 2, aportación»)."""

    def __init__(self, message: str, field: str | None = None, label: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.label = label


@dataclass(frozen=True)
class Problem:
    """The summary shown in the result and each field's own message, in form order."""

    summary: str
    fields: dict[str, str] = field(default_factory=dict)


def problem_of(
    error: FormError | PokerError, form: Mapping[str, str], card_places: Mapping[str, str]
) -> Problem:
    """The problem to show for ``error``, raised while reading ``form``.

    ``card_places`` names each card field as a place («la mesa», «las cartas de Ana»).
    The field the error names comes first (the keyboard is taken there), then the others.
    """
    if isinstance(error, FormError):
        where = error.field
        summary = f"{capitalized(error.label)}: {error.message}" if error.label else error.message
    else:
        where = form_field(error.field)
        summary = error_text(error)
    fields: dict[str, str] = {}
    if where:
        fields[where] = capitalized(error.message)
        fields.update(_also_holding(where, form, card_places))
    return Problem(capitalized(summary), fields)


def _also_holding(
    where: str, form: Mapping[str, str], card_places: Mapping[str, str]
) -> dict[str, str]:
    """The other card fields holding a card of ``where``, each with its message."""
    if where not in card_places:
        return {}
    held = {name: _cards(form.get(name, "")) for name in card_places}
    out = {}
    for name, cards in held.items():
        shared = [c for c in cards if c in held[where]] if name != where else []
        if shared:
            card = shared[0]
            out[name] = (
                f"La carta {card.display} ({card.name}) también está en {card_places[where]}"
            )
    return out


def _cards(text: str) -> tuple[Card, ...]:
    """The cards a field holds, or none when it cannot be read (its own error says why)."""
    try:
        return parse_cards(text)
    except PokerError:
        return ()


def in_form_rows(error: PokerError, rows: list[int]) -> PokerError:
    """The same error with ``players[i]`` renumbered as the form row it came from."""
    if not error.field:
        return error

    def row(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return f"players[{rows[index] - 1}]" if index < len(rows) else match.group(0)

    return PokerError(error.message, PLAYER_FIELD.sub(row, error.field))


def form_field(field: str | None) -> str | None:
    """The form field an engine error points at: ``players[1].hole`` → ``hole2``,
    ``spec.rake.percent`` → ``rake_percent``.

    >>> form_field("players[1].hole"), form_field("spec.rake.percent"), form_field("board")
    ('hole2', 'rake_percent', 'board')
    """
    if not field:
        return None
    parts = [p for p in field.split(".") if p not in WRAPPERS]
    if not parts:
        return None
    player = PLAYER_FIELD.fullmatch(parts[0])
    if player:
        row = int(player.group(1)) + 1
        return f"{parts[1]}{row}" if len(parts) > 1 else f"name{row}"
    return "_".join(parts)
