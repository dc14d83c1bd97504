"""Drill items: seeded, regenerable one by one, checked and written as JSON.

Item ``index`` of a set depends only on ``(kind, step, seed, index, variant)``: it is
dealt from a seed of its own, so one item can be dealt again alone to check an answer.

>>> first = deal_items("botes", 42, 2, step=1)[1]
>>> first == drill_at("botes", 1, 42, 1) and first.id
'botes1-42-1'
>>> deal_items("dados", 42, 2)
Traceback (most recent call last):
...
academy.engine.errors.PokerError: kind: el ejercicio «dados» no existe (usa uno de: cinco, \
botes, limites, accion, sala)
"""

from __future__ import annotations

from functools import lru_cache

from ..engine.deck import check_seed
from ..engine.errors import PokerError
from ..engine.hands import VARIANT_NAMES, Variant, parse_variant
from .base import SHOWDOWN_VARIANTS
from .catalog import STEPS, check_count, check_index, whole_in
from .checking import Verdict
from .kind import DrillItem, dealt, mixed_seed
from .registry import KINDS, kind_of

__all__ = ["SHOWDOWN_VARIANTS", "DrillItem", "check_item", "drill_at", "drill_json",
           "deal_items", "item_seed"]  # fmt: skip


def item_seed(kind: str, step: int, seed: int, index: int, variant: Variant) -> int:
    """The seed of item ``index``: the set's seed mixed with the kind's salt, step,
    variant and index (``Rng`` scrambles it again when seeded)."""
    return mixed_seed(kind_of(kind).salt, step, seed, index, variant)


def deal_items(
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


def check_item(
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


# Inputs ------------------------------------------------------------------------------


def check_kind(kind: object) -> str:
    return kind_of(kind).code


def check_steps(step: object) -> tuple[int, ...]:
    if step is None:
        return STEPS
    return (whole_in(step, STEPS[0], STEPS[-1], "el paso", "step"),)


def check_variant(variant: object, kind: str) -> Variant:
    if not isinstance(variant, str):
        raise PokerError("la variante debe ser un texto, por ejemplo «holdem»", "variant")
    parsed = parse_variant(variant)
    offered_variants = KINDS[kind].variants
    if parsed not in offered_variants:
        if offered_variants == (Variant.HOLDEM,):
            title = KINDS[kind].catalog.title
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
    return dealt(KINDS[kind], step, seed, index, variant)


# A page deals the same item for its question and again to check the answer: keep the
# latest ones (an item is never changed). ``deal_items`` always deals afresh.
_dealt_again = lru_cache(maxsize=512)(_item)
