"""Drill items: seeded, regenerable one by one, checked and written as JSON.

Item ``index`` of a set depends only on ``(kind, step, seed, index, variant)``: it is
dealt from a seed of its own, so one item can be dealt again alone to check an answer.

>>> first = generate("botes", 42, 2, step=1)[1]
>>> first == drill_at("botes", 1, 42, 1) and first.id
'botes1-42-1'
>>> generate("dados", 42, 2)
Traceback (most recent call last):
...
academy.engine.errors.PokerError: kind: el ejercicio «dados» no existe (usa uno de: cinco, \
botes, limites)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ...engine.deck import check_seed
from ...engine.errors import PokerError
from ...engine.hands import VARIANT_NAMES, Variant, parse_variant
from .base import SHOWDOWN_VARIANTS, TableKind
from .catalog import MAX_COUNT, MISTAKES, STEPS
from .kind import mixed_seed
from .registry import KINDS, kind_of
from .verdict import DrillTable, Verdict

if TYPE_CHECKING:
    from .kind import DrillKind

__all__ = ["SHOWDOWN_VARIANTS", "DrillItem", "check_answer", "drill_at", "drill_json",
           "generate", "item_seed"]  # fmt: skip


@dataclass(frozen=True, slots=True)
class DrillItem:
    """One exercise of a drill: where it comes from, and its dealt table."""

    id: str
    kind: str
    step: int
    seed: int
    index: int
    variant: Variant
    table: DrillTable

    @property
    def drill(self) -> DrillKind:
        """The item's kind of drill."""
        return KINDS[self.kind]

    def check(self, typed: object) -> Verdict:
        """The learner's typed answer checked on this table (PokerError on junk)."""
        return self.table.check(typed)

    def to_json(self) -> dict[str, object]:
        """The item of ``academy drill --json``: ``answer`` is the engine's, exactly as
        ``academy showdown --json`` or ``academy limits --json`` prints it."""
        mistakes = [
            {"code": code, "name": MISTAKES[code].name, "typed": typed,
             "feedback": list(verdict.feedback)}
            for code, typed, verdict in self.table.offered()
        ]  # fmt: skip
        return {
            "id": self.id,
            "kind": self.kind,
            "step": self.step,
            "scenarios": list(self.table.scenarios),
            "spec": _copied(self.table.spec),
            "question": self.table.question,
            "solution": self.table.solution(),
            "answer": self.table.answer(),
            "mistakes": mistakes,
        }


def _copied(value: object) -> object:
    """A copy of a spec (dicts, lists, texts, numbers), so a caller may change it."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    return value


def item_seed(kind: str, step: int, seed: int, index: int, variant: Variant) -> int:
    """The seed of item ``index``: the set's seed mixed with the kind's salt, step,
    variant and index (``Rng`` scrambles it again when seeded)."""
    return mixed_seed(kind_of(kind).salt, step, seed, index, variant)


def generate(
    kind: object,
    seed: object,
    count: object = 5,
    variant: object = "holdem",
    step: object = None,
) -> list[DrillItem]:
    """``count`` items of each step (all three when ``step`` is None), step by step."""
    checked, steps, number, parsed = check_inputs(kind, seed, variant, step)
    how_many = check_count(count)
    return [_item(checked, s, number, i, parsed) for s in steps for i in range(how_many)]


def drill_at(
    kind: object, step: object, seed: object, index: object, variant: object = "holdem"
) -> DrillItem:
    """Item ``index`` of ``(kind, step, seed, variant)``, dealt alone."""
    checked, steps, number, parsed = check_inputs(kind, seed, variant, step)
    if step is None:
        raise PokerError("falta el paso: 1, 2 o 3", "step")
    return _dealt_again(checked, steps[0], number, check_index(index), parsed)


def check_answer(
    kind: object, step: object, seed: object, index: object, typed: object,
    variant: object = "holdem",
) -> Verdict:  # fmt: skip
    """The learner's answer to one item: nothing is stored, the item is dealt again."""
    return drill_at(kind, step, seed, index, variant).check(typed)


def drill_json(
    kind: object,
    seed: object,
    count: object = 5,
    variant: object = "holdem",
    step: object = None,
) -> dict[str, object]:
    """The whole document of ``academy drill --json``: the kind's own
    (:meth:`~.kind.DrillKind.document`), the inputs checked first."""
    checked, steps, number, parsed = check_inputs(kind, seed, variant, step)
    return KINDS[checked].document(number, check_count(count), parsed, steps)


def table_document(
    kind: TableKind, seed: int, count: int, variant: Variant, steps: tuple[int, ...]
) -> dict[str, object]:
    """The document of a kind whose items are its tables: every item's JSON."""
    items = [_item(kind.code, s, seed, i, variant) for s in steps for i in range(count)]
    return {
        "kind": kind.code,
        "title": kind.title,
        "seed": seed,
        "variant": variant.value,
        "steps": [{"step": s, "title": kind.step_titles[s]} for s in steps],
        "count": count,
        "items": [item.to_json() for item in items],
    }


# Inputs ------------------------------------------------------------------------------


def _whole(value: object, low: int, high: int, what: str, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PokerError(f"{what} debe ser un número entero", field)
    if not low <= value <= high:
        raise PokerError(f"{what} debe estar entre {low} y {high}", field)
    return value


def check_kind(kind: object) -> str:
    return kind_of(kind).code


def check_steps(step: object) -> tuple[int, ...]:
    if step is None:
        return STEPS
    return (_whole(step, STEPS[0], STEPS[-1], "el paso", "step"),)


def check_count(count: object) -> int:
    return _whole(count, 1, MAX_COUNT, "el número de ejercicios", "count")


def check_index(index: object) -> int:
    return _whole(index, 0, MAX_COUNT - 1, "el número del ejercicio", "index")


def check_variant(variant: object, kind: str) -> Variant:
    if not isinstance(variant, str):
        raise PokerError("la variante debe ser un texto, por ejemplo «holdem»", "variant")
    parsed = parse_variant(variant)
    offered_variants = KINDS[kind].variants
    if parsed not in offered_variants:
        if offered_variants == (Variant.HOLDEM,):
            title = KINDS[kind].title
            raise PokerError(f"«{title}» no depende de la variante: usa holdem", "variant")
        offered = ", ".join(v.value for v in offered_variants)
        raise PokerError(
            f"el taller no ofrece {VARIANT_NAMES[parsed]} (usa una de: {offered})", "variant"
        )
    return parsed


def check_inputs(
    kind: object, seed: object, variant: object, step: object
) -> tuple[str, tuple[int, ...], int, Variant]:
    """Kind, step, seed and variant checked in that order; PokerError names the field."""
    checked = check_kind(kind)
    steps = check_steps(step)
    return checked, steps, check_seed(seed), check_variant(variant, checked)


def _item(kind: str, step: int, seed: int, index: int, variant: Variant) -> DrillItem:
    table = KINDS[kind].deal(step, seed, index, variant)
    suffix = "" if variant is Variant.HOLDEM else f"-{variant.value}"
    return DrillItem(f"{kind}{step}-{seed}-{index}{suffix}", kind, step, seed, index, variant,
                     table)  # fmt: skip


# A page deals the same item for its question and again to check the answer: keep the
# latest ones (an item is never changed). ``generate`` always deals afresh.
_dealt_again = lru_cache(maxsize=512)(_item)
