"""What the tools' forms got wrong: a summary, and a message beside each field concerned.

A form is read field by field and every field that cannot be read is reported at once
(:class:`Errors`); the engine's own checks of the whole, which need every field read, come
after. An engine error names one field (``players[2].hole``: the form's ``mano3``). When that
field shares a card with another card field, the other one is flagged too, with a message
saying where the card also is, so both places of a repeated card are marked.

>>> places = {"mano": "tus cartas", "mesa": "las cartas comunitarias"}
>>> form = {"mano": "Kh Kd", "mesa": "Kh Jd 9s"}
>>> problem = problem_of(PokerError("la carta K♥ (rey de corazones) está repetida", "board"),
...                      form, places)
>>> problem.fields["mano"]
'La carta K♥ (rey de corazones) también está en las cartas comunitarias'
>>> list(problem.fields), problem.summary
(['mesa', 'mano'], 'Cartas comunitarias: la carta K♥ (rey de corazones) está repetida')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import ParamSpec, TypeVar

from ..engine.cards import Card, check_places, parse_cards
from ..engine.errors import PokerError
from ..engine.phrasing import capitalized
from .fields import PLAYER_FIELD, QUERY_FIELDS, WRAPPERS, error_text


class FormError(ValueError):
    """A form value that cannot be read: ``message`` is the reason, said next to
    ``field``; ``label`` names the field in the summary («Fila 2, aportación»)."""

    def __init__(self, message: str, field: str | None = None, label: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.label = label


P = ParamSpec("P")
T = TypeVar("T")


class FormErrors(ValueError):
    """Every field of a form that could not be read, in page order."""

    def __init__(self, errors: Sequence[FormError | PokerError]) -> None:
        super().__init__("; ".join(str(e) for e in errors))
        self.errors = tuple(errors)


class Errors:
    """The errors found while reading a form field by field: each reading is tried, its
    error kept, and the reading goes on, so one answer reports every bad field.

    >>> errors = Errors()
    >>> errors.attempt(int, "12"), errors.attempt(parse_cards, "Kx", field="board")
    (12, None)
    >>> errors.attempt(parse_cards, "Qs Qs", field="hole"), len(errors.found)
    (None, 2)
    >>> [error.field for error in errors.found]
    ['board', 'hole']
    """

    def __init__(self) -> None:
        self.found: list[FormError | PokerError] = []

    def attempt(self, read: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T | None:
        """``read(*args, **kwargs)``, or None when it raises (the error is kept)."""
        try:
            return read(*args, **kwargs)
        except (FormError, PokerError) as error:
            self.found.append(error)
            return None

    def add(self, error: FormError | PokerError) -> None:
        self.found.append(error)

    def check(self) -> None:
        """Raise :class:`FormErrors` if any field could not be read."""
        if self.found:
            raise FormErrors(self.found)


def repeated_cards(
    places: Iterable[tuple[str, str, Sequence[Card]]], shortdeck: bool
) -> list[PokerError]:
    """The engine's error for each place (field, where in words, cards) holding a card an
    earlier place holds (or, in Short Deck, a 2 to 5): one per place, in order."""
    found: list[PokerError] = []
    before: list[tuple[str, str, Sequence[Card]]] = []
    for place in places:
        try:
            check_places([*before, place], shortdeck)
        except PokerError as error:
            found.append(error)
        before.append(place)
    return found


@dataclass(frozen=True)
class Problem:
    """The summary shown in the result (a sentence per error) and each field's own
    message, in form order."""

    summaries: tuple[str, ...] = ()
    fields: dict[str, str] = field(default_factory=dict)
    targets: tuple[str, ...] = ()  # the field each summary sentence is about, or ""

    @property
    def summary(self) -> str:
        """The first sentence (the whole summary when there is one error)."""
        return self.summaries[0] if self.summaries else ""


def problems_of(
    errors: Sequence[FormError | PokerError],
    form: Mapping[str, str],
    card_places: Mapping[str, str],
) -> Problem:
    """The problem of several errors: each one's summary, and each field's first message
    (the fields the errors name come first, in their order; then the ones sharing a card)."""
    problems = [problem_of(error, form, card_places) for error in errors]
    fields: dict[str, str] = {}
    for problem in problems:
        for name, text in list(problem.fields.items())[:1]:
            fields.setdefault(name, text)
    for problem in problems:
        for name, text in problem.fields.items():
            fields.setdefault(name, text)
    if len(problems) == 1:
        return problems[0]
    said = {brief(p.summary): next(iter(p.fields), "") for p in problems}
    return Problem(tuple(said), fields, tuple(said.values()))


def brief(sentence: str) -> str:
    """A summary line of a form with several errors: the field and what is wrong, without
    the advice on how to write it, which its message beside the field gives.

    >>> brief("Fila 2, aportación: «x» no es un número entero de fichas: escribe solo cifras")
    'Fila 2, aportación: «x» no es un número entero de fichas'
    >>> brief("Cartas propias: la carta K♥ (rey de corazones) está repetida: ya está en A")
    'Cartas propias: la carta K♥ (rey de corazones) está repetida: ya está en A'
    >>> brief("Falta el nombre del jugador")
    'Falta el nombre del jugador'
    """
    parts = sentence.split(": ")
    for at, part in enumerate(parts[1:], start=1):
        if part.startswith(ADVICE):
            return ": ".join(parts[:at])
    return sentence


ADVICE = ("escribe ", "usa ", "elige ", "marca ", "pon ", "deja ", "prueba ")  # how to fix it


def in_page_order(
    errors: Sequence[FormError | PokerError], fields: Sequence[str]
) -> list[FormError | PokerError]:
    """``errors`` in the order of the fields they name in the page (``fields``); an error
    naming no field of the page goes last."""

    def place(error: FormError | PokerError) -> int:
        name = error.field if isinstance(error, FormError) else form_field(error.field)
        return fields.index(name) if name in fields else len(fields)

    return sorted(errors, key=place)


def problem_of(
    error: FormError | PokerError, form: Mapping[str, str], card_places: Mapping[str, str]
) -> Problem:
    """The problem to show for ``error``, raised while reading ``form``.

    ``card_places`` names each card field as a place («las cartas comunitarias», «las
    cartas de Ana»).
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
    return Problem((capitalized(summary),), fields, (where or "",))


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
    """The form field an engine error points at: ``players[1].hole`` → ``mano2``,
    ``spec.rake.percent`` → ``comision`` (:data:`~academy.web.fields.QUERY_FIELDS`); a
    name the forms do not have stays as the engine says it.

    >>> form_field("players[1].hole"), form_field("spec.rake.percent"), form_field("board")
    ('mano2', 'comision', 'mesa')
    >>> form_field("players[0]"), form_field("input.big_blind"), form_field("odd")
    ('nombre1', 'ciega_grande', 'odd')
    """
    if not field:
        return None
    parts = [p for p in field.split(".") if p not in WRAPPERS]
    if not parts:
        return None
    player = PLAYER_FIELD.fullmatch(parts[0])
    if player:
        row = int(player.group(1)) + 1
        kind = parts[1] if len(parts) > 1 else "name"
        return f"{QUERY_FIELDS.get(kind, kind)}{row}"
    name = "_".join(parts)
    return QUERY_FIELDS.get(name, name)
