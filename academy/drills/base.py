"""What kinds share. :class:`KindDefaults`: the members of :class:`.kind.DrillKind` every
kind can take as they are (a form error on its field, no numbers to fill in, no
worksheet of its own, the count a listing asks for, its item's seed from its salt);
every kind subclasses it and writes only the rest.

:class:`TableKind`: the kinds whose item is one table dealt from its own ``Rng``
(:func:`.kind.mixed_seed`), its document the generic one of ``academy drill --json``,
its key and paper export read from the table's settlement. Each such kind subclasses it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..engine.cards import display_cards
from ..engine.deck import Rng
from ..engine.errors import PokerError
from ..engine.hands import Variant
from ..engine.numbers import number
from ..engine.phrasing import capitalized
from ..engine.settle import Settlement
from . import typed as t
from .catalog import Catalog, check_count
from .checking import DrillTable, Verdict
from .kind import (
    DrillItem,
    ExportCells,
    FormField,
    ItemPage,
    LmsQuestion,
    NumericField,
    Reading,
    Typed,
    dealt,
    mixed_seed,
)

Dealer = Callable[[int, Rng, Variant, int], DrillTable]
SHOWDOWN_VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)


class KindDefaults:
    """The defaults every kind can use; a kind overrides what it does otherwise."""

    salt: int  # each kind's own, mixed into its items' seeds

    def item_seed(self, step: int, seed: int, index: int, variant: Variant) -> int:
        return mixed_seed(self.salt, step, seed, index, variant)

    def error_field(self, item: DrillItem, fields: Sequence[FormField], error: PokerError) -> str:
        """The form field a bad answer's message goes under: the one it names, else the
        first."""
        for field in fields:
            if error.field == field.key:
                return field.name
        return fields[0].name

    def sheet(self, item: DrillItem) -> object:
        return None  # the worksheet draws the item's table, with no extra of its own

    def numeric_fields(self, item: DrillItem, refunds: bool = True) -> list[NumericField]:
        return []  # the answer is checked as typed, not as numbers to fill in

    def listed_per_step(self, count: object, seed: int, step: int, variant: Variant) -> int:
        return check_count(count)


@dataclass(frozen=True)
class TableKind(KindDefaults):
    """A kind whose item is one table dealt from its own seed (cinco, botes, limites)."""

    code: str
    letter: str
    salt: int
    description: str
    catalog: Catalog
    dealer: Dealer
    variants: tuple[Variant, ...]
    grid_help: str | None = None

    def deal(self, step: int, seed: int, index: int, variant: Variant) -> DrillTable:
        rng = Rng(self.item_seed(step, seed, index, variant))
        return self.dealer(step, rng, variant, index)

    def document(
        self, seed: int, count: int, variant: Variant, steps: tuple[int, ...]
    ) -> dict[str, object]:
        """Every item's JSON (``DrillItem.to_json``), step by step."""
        items = [dealt(self, s, seed, i, variant) for s in steps for i in range(count)]
        return {
            "kind": self.code,
            "title": self.catalog.title,
            "seed": seed,
            "variant": variant.value,
            "steps": [{"step": s, "title": self.catalog.steps[s]} for s in steps],
            "count": count,
            "items": [item.to_json() for item in items],
        }

    def settlement(self, item: DrillItem) -> Settlement | None:
        found = getattr(item.table, "settlement", None)
        assert found is None or isinstance(found, Settlement)
        return found

    def dealer_lines(self, item: DrillItem) -> list[str]:
        settlement = self.settlement(item)
        assert settlement is not None
        return list(settlement.explanation)

    def export_cells(self, item: DrillItem, typed: Mapping[str, object]) -> ExportCells:
        settlement = self.settlement(item)
        assert settlement is not None
        return ExportCells(received=settlement.received)

    def listing_lines(self, item: DrillItem, number: int) -> list[str]:
        question = getattr(item.table, "question")  # noqa: B009  # every table kind asks one
        assert isinstance(question, str)
        return ["", f"{number}. {item.id}", *table_lines(item), question, "Respuesta:",
                *(f"  {line}" for line in self.dealer_lines(item))]  # fmt: skip

    # Each kind's own (its package's kind.py) --------------------------------------------

    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        raise NotImplementedError

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        raise NotImplementedError

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        raise NotImplementedError

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        raise NotImplementedError

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        raise NotImplementedError

    def key_lines(self, item: DrillItem) -> list[str]:
        raise NotImplementedError

    def grid_answer(self, item: DrillItem) -> str:
        raise NotImplementedError


# Reading a form's amounts -------------------------------------------------------------


def one(values: Mapping[str, list[str]], name: str) -> str:
    """A field's first value, or "" when it did not come."""
    found = values.get(name, [])
    return found[0] if found else ""


def amount_text(
    values: Mapping[str, list[str]], errors: dict[str, str], field: FormField, blank: int | None
) -> str:
    """The field's text, if it reads as an amount; else its message goes in ``errors``."""
    text = one(values, field.name)
    try:
        t.amount(text, field.key, field.said, blank=blank)
    except PokerError as error:
        errors[field.name] = capitalized(error.message)
    return text


# The numbers of an answer ------------------------------------------------------------


def whole(value: object) -> int:
    assert isinstance(value, int)
    return value


def numeric_field(
    key: str,
    label: str,
    read: Callable[[Mapping[str, object], str], int],
    solution: Mapping[str, object],
    offered: Sequence[tuple[str, Mapping[str, object]]],
) -> NumericField:
    """One number a learner writes: its right value and each value a tempting mistake
    writes instead (``offered``: each mistake's code and answer)."""
    right = read(solution, key)
    wrong: dict[int, list[str]] = {}
    for code, typed in offered:
        value = read(typed, key)
        if value != right:
            wrong.setdefault(value, []).append(code)
    return NumericField(key, label, right, tuple((v, tuple(c)) for v, c in wrong.items()))


def table_lines(item: DrillItem) -> list[str]:
    """The table of a showdown drill: the board, then each seat (empty without one)."""
    settlement = item.drill.settlement(item)
    if settlement is None:
        return []
    spec = settlement.spec
    lines = [f"Cartas comunitarias: {display_cards(spec.board)}"]
    for player in spec.players:
        name = f"{player.name} (botón)" if player.name == spec.button else player.name
        shown = "se retiró" if player.folded else display_cards(player.hole)
        lines.append(f"  {name}: {shown} · puso {number(player.contributed)}")
    return lines
