"""The workshop's answer forms, read: each field's values bounded, then the item's kind
reads them into the answer its checker takes (``DrillKind.read``), with a Spanish message
beside each field that cannot be read. The fields are the kind's (``DrillKind.form_fields``).

Every form is a plain GET form, so an answer is an address (``…/respuesta/?cartas=Qh&…``)
that works without JavaScript and can be reloaded. Amounts go through the drills' own
reader (``1.000`` and ``1 000`` are a thousand chips).

>>> from academy.drills import drill_at
>>> from werkzeug.datastructures import MultiDict
>>> item = drill_at("limites", 1, 2026, 0)
>>> reading = read_answer(item, MultiDict({"igualar": "70", "minimo": "1.40", "maximo": "x"}))
>>> sorted(reading.errors), reading.typed
(['maximo', 'minimo'], None)
>>> read_answer(item, MultiDict({"igualar": "70", "cerrado": "si"})).query
'igualar=70&cerrado=si'
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlencode

from ..drills import DrillItem
from ..drills.kind import FormField, FormValues, Reading
from ..engine.errors import PokerError
from ..engine.phrasing import capitalized

__all__ = ["FormField", "Reading", "field_for_error", "read_answer"]

MAX_VALUES = 30  # values of one field a form can send (a table holds at most 21 cards)
MAX_LENGTH = 60  # characters of one value; longer is junk, refused before reading


def read_answer(
    item: DrillItem, args: FormValues, fields: Sequence[FormField] | None = None
) -> Reading:
    """The form's values read for ``item``: every field checked on its own (so each
    message stands beside its field), then the answer as the drills' checker takes it.
    ``fields`` are the item's form fields, when the caller has them already."""
    kind = item.drill
    fields = kind.form_fields(item) if fields is None else fields
    values: dict[str, list[str]] = {}
    errors: dict[str, str] = {}
    for field in fields:
        given = [v.strip() for v in args.getlist(field.name)]
        if field.many:  # an empty box ticks nobody
            given = [v for v in given if v]
        values[field.name] = given[:MAX_VALUES] if field.many else given[:1]
        if len(given) > MAX_VALUES or any(len(v) > MAX_LENGTH for v in values[field.name]):
            errors[field.name] = capitalized(f"{field.said}: el texto es demasiado largo")
    query = urlencode([(f.name, v) for f in fields for v in values[f.name] if v])
    if errors:
        return Reading(values, errors, None, query)
    typed = kind.read(item, fields, values, errors)
    return Reading(values, errors, None if errors else typed.answer, query, typed.details)


def field_for_error(
    item: DrillItem, error: PokerError, fields: Sequence[FormField] | None = None
) -> str:
    """The form field a checker's error points at (``pots[0].amount`` → ``bote1``); the
    first field when the error names none of them."""
    fields = item.drill.form_fields(item) if fields is None else fields
    return item.drill.error_field(item, fields, error)
