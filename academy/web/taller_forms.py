"""The workshop's answer forms: the fields each drill sends, read into the answer the drills'
checker takes, with a Spanish message beside each field that cannot be read.

Every form is a plain GET form, so an answer is an address (``…/respuesta/?cartas=Qh&…``)
that works without JavaScript and can be reloaded. The fields:

- «Elige las cinco»: ``cartas`` once per card chosen on the table;
- «Reparte los botes»: per pot row ``boteN`` (chips), ``ganaN`` (once per winner),
  ``sobranteN`` (once per player who gets an odd chip); per player ``devuelto_<name>`` and
  ``recibe_<name>``; rows left empty at the end are pots the table does not have;
- «Calcula el límite»: ``igualar``, ``minimo``, ``maximo`` and ``cerrado`` (raising is
  closed).

Amounts go through the drills' own reader (``1.000`` and ``1 000`` are a thousand chips).

>>> from academy.practice.drills import drill_at
>>> from werkzeug.datastructures import MultiDict
>>> item = drill_at("limites", 1, 2026, 0)
>>> reading = read_answer(item, MultiDict({"igualar": "70", "minimo": "1.40", "maximo": "x"}))
>>> sorted(reading.errors), reading.typed
(['maximo', 'minimo'], None)
>>> read_answer(item, MultiDict({"igualar": "70", "cerrado": "si"})).query
'igualar=70&cerrado=si'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlencode

from werkzeug.datastructures import MultiDict

from ..engine.errors import PokerError
from ..engine.phrasing import capitalized, spoken_pot_names
from ..practice.drills import DrillItem
from ..practice.drills import typed as t
from ..practice.drills.botes.check import typed_pot
from ..practice.drills.wording import max_pots

MAX_VALUES = 30  # values of one field a form can send (a table holds at most 21 cards)
MAX_LENGTH = 60  # characters of one value; longer is junk, refused before reading
CARDS = "cartas"
CLOSED = "cerrado"
LIMIT_FIELDS = (  # (name, key, label, as a message names it)
    ("igualar", "to_call", "Para igualar", "lo que pones para igualar"),
    ("minimo", "min_raise_to", "Subir a, como mínimo", "la subida mínima (en total)"),
    ("maximo", "max_raise_to", "Subir a, como máximo", "la subida máxima (en total)"),
    (CLOSED, "closed", "Ya no se puede subir", "si ya no se puede subir"),
)


@dataclass(frozen=True, slots=True)
class FormField:
    """One field of a drill's form: its name in the query, its key in the checker's
    verdict (``pots[1].amount``), its Spanish label and how a message names it."""

    name: str
    key: str
    label: str
    said: str
    many: bool = False  # checkboxes: the field may come once per value


@dataclass(frozen=True, slots=True)
class Reading:
    """What a form sent, read: the values per field (to fill the form again), a message
    per field that cannot be read, the answer for the checker (None with errors) and the
    answer's query, canonical (fields in form order, empty ones left out)."""

    values: dict[str, list[str]]
    errors: dict[str, str]
    typed: dict[str, object] | None
    query: str
    pots: int = 0  # «Reparte los botes»: the pot rows the learner filled in

    def value(self, name: str) -> str:
        found = self.values.get(name, [])
        return found[0] if found else ""


def pot_labels(step: int) -> list[str]:
    """The pot rows of a step's form, as a dealer names them: «Bote principal», …"""
    return [capitalized(name) for name in spoken_pot_names([typed_pot(i) for i in
                                                            range(max_pots(step))])]  # fmt: skip


def player_names(item: DrillItem) -> list[str]:
    players = item.table.spec.get("players", [])
    assert isinstance(players, list)
    return [str(p["name"]) for p in players]


def form_fields(item: DrillItem) -> list[FormField]:
    """The fields of ``item``'s form, in the order the form shows them."""
    if item.kind == "cinco":
        return [FormField(CARDS, "cards", "Las cinco cartas", "las cinco cartas", many=True)]
    if item.kind == "limites":
        return [FormField(*field) for field in LIMIT_FIELDS]
    fields = []
    for i, pot in enumerate(pot_labels(item.step)):
        low = pot.lower()
        fields += [
            FormField(f"bote{i + 1}", f"pots[{i}].amount", f"{pot}: fichas",
                      f"la cantidad del {low}"),
            FormField(f"gana{i + 1}", f"pots[{i}].winners", f"{pot}: quién lo gana",
                      f"quién gana el {low}", many=True),
            FormField(f"sobrante{i + 1}", f"pots[{i}].odd_chips", f"{pot}: ficha sobrante",
                      f"la ficha sobrante del {low}", many=True),
        ]  # fmt: skip
    for name in player_names(item):
        fields += [
            FormField(f"devuelto_{name}", f"refunds.{name}", f"Se devuelve a {name}",
                      f"lo que se devuelve a {name}"),
            FormField(f"recibe_{name}", f"received.{name}", f"{name} recibe en total",
                      f"lo que recibe {name}"),
        ]  # fmt: skip
    return fields


def read_answer(item: DrillItem, args: MultiDict[str, str]) -> Reading:
    """The form's values read for ``item``: every field checked on its own (so each
    message stands beside its field), then the answer as the drills' checker takes it."""
    fields = form_fields(item)
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
    reader = {"cinco": _cinco, "botes": _botes, "limites": _limits}[item.kind]
    typed, pots = reader(item, values, errors)
    return Reading(values, errors, None if errors else typed, query, pots)


def field_for_error(item: DrillItem, error: PokerError) -> str:
    """The form field a checker's error points at (``pots[0].amount`` → ``bote1``); the
    first field when the error names none of them."""
    fields = form_fields(item)
    for field in fields:
        if error.field == field.key:
            return field.name
    if item.kind == "botes" and error.field == "pots":
        return "bote1"
    return fields[0].name


def _one(values: Mapping[str, list[str]], name: str) -> str:
    found = values.get(name, [])
    return found[0] if found else ""


def _amount(
    values: Mapping[str, list[str]], errors: dict[str, str], field: FormField, blank: int | None
) -> str:
    """The field's text, if it reads as an amount; else its message goes in ``errors``."""
    text = _one(values, field.name)
    try:
        t.amount(text, field.key, field.said, blank=blank)
    except PokerError as error:
        errors[field.name] = capitalized(error.message)
    return text


def _cinco(
    item: DrillItem, values: Mapping[str, list[str]], errors: dict[str, str]
) -> tuple[dict[str, object], int]:
    return {"cards": list(values[CARDS])}, 0


def _limits(
    item: DrillItem, values: Mapping[str, list[str]], errors: dict[str, str]
) -> tuple[dict[str, object], int]:
    to_call, low, high, closed = form_fields(item)
    typed: dict[str, object] = {"to_call": _amount(values, errors, to_call, blank=0)}
    try:
        shut = t.flag(_one(values, CLOSED), "closed", closed.said)
    except PokerError as error:
        errors[CLOSED] = capitalized(error.message)
        shut = False
    typed["closed"] = shut
    if not shut:
        for field in (low, high):
            if not _one(values, field.name):
                errors[field.name] = capitalized(
                    f"{field.said}: escribe la cantidad, o marca que ya no se puede subir"
                )
            else:
                typed[field.key] = _amount(values, errors, field, blank=None)
    return typed, 0


def _botes(
    item: DrillItem, values: Mapping[str, list[str]], errors: dict[str, str]
) -> tuple[dict[str, object], int]:
    fields = {f.name: f for f in form_fields(item)}
    rows = max_pots(item.step)
    labels = pot_labels(item.step)

    def empty(row: int) -> bool:
        nobody = not values[f"gana{row}"] and not values[f"sobrante{row}"]
        return nobody and _one(values, f"bote{row}") in ("", "0")

    filled = [row for row in range(1, rows + 1) if not empty(row)]
    last = filled[-1] if filled else 0
    if not filled:
        errors["bote1"] = "El bote principal: escribe cuántas fichas tiene y quién lo gana"
    pots = []
    for row in range(1, last + 1):
        if empty(row):
            errors[f"bote{row}"] = (
                f"El {labels[row - 1].lower()} está vacío y hay botes después: escríbelos en "
                "orden, sin saltar ninguno"
            )
            continue
        pots.append(
            {
                "amount": _amount(values, errors, fields[f"bote{row}"], blank=None),
                "winners": list(values[f"gana{row}"]),
                "odd_chips": list(values[f"sobrante{row}"]),
            }
        )
    typed: dict[str, object] = {"pots": pots}
    for group, prefix in (("refunds", "devuelto_"), ("received", "recibe_")):
        typed[group] = {
            name: _amount(values, errors, fields[prefix + name], blank=0)
            for name in player_names(item)
        }
    return typed, len(pots)
