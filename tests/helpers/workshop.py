"""What the workshop's tests share: a typed answer (the drills' shape) written as the
form's fields, each item's answers to try (the right one and each tempting mistake's), and
the addresses of a set's items."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from urllib.parse import urlencode

from academy.drills import DrillItem
from academy.drills.workshop_set import DrillSet

ROOT = "/practica/taller/"
EVERY_STEP = tuple((kind, step) for kind in ("cinco", "botes", "limites") for step in (1, 2, 3))


def form_pairs(kind: str, typed: Mapping[str, object]) -> list[tuple[str, str]]:
    """A typed answer (``item.table.solution()``, a mistake's ``typed``) as the fields the
    item's form sends, in form order."""
    if kind == "cinco":
        cards = typed["cards"]
        assert isinstance(cards, list | str)
        return [("cartas", card) for card in (cards.split() if isinstance(cards, str) else cards)]
    if kind == "sala":  # the typed keys are the form's fields (decision, cantidad)
        return [(key, str(value)) for key, value in typed.items()]
    if kind == "limites":
        pairs = [("igualar", str(typed["to_call"]))]
        if typed.get("closed"):
            return [*pairs, ("cerrado", "si")]
        return [
            *pairs,
            ("minimo", str(typed["min_raise_to"])),
            ("maximo", str(typed["max_raise_to"])),
        ]
    pairs = []
    pots = typed["pots"]
    assert isinstance(pots, list)
    for row, pot in enumerate(pots, 1):
        pairs.append((f"bote{row}", str(pot["amount"])))
        pairs += [(f"gana{row}", name) for name in pot["winners"]]
        pairs += [(f"sobrante{row}", name) for name in pot["odd_chips"]]
    refunds, received = typed["refunds"], typed["received"]
    assert isinstance(refunds, Mapping) and isinstance(received, Mapping)
    pairs += [(f"devuelto_{name}", str(amount)) for name, amount in refunds.items()]
    pairs += [(f"recibe_{name}", str(amount)) for name, amount in received.items()]
    return pairs


def answers(item: DrillItem) -> Iterator[tuple[str | None, dict[str, object]]]:
    """The right answer (code ``None``) and each tempting mistake's typed answer."""
    yield None, item.table.solution()
    for code, typed, _ in item.table.offered():
        yield code, typed


def item_path(drill_set: DrillSet, item: DrillItem, *, answer: bool = False) -> str:
    path = f"{ROOT}{drill_set.code}/{item.kind}/{item.step}/{item.index}/"
    return path + "respuesta/" if answer else path


def answer_url(drill_set: DrillSet, item: DrillItem, typed: Mapping[str, object]) -> str:
    """The answer page of ``typed`` on ``item``, as the item's GET form sends it."""
    return item_path(drill_set, item, answer=True) + "?" + urlencode(form_pairs(item.kind, typed))


def one_step(kind: str, step: int, seed: int = 42, variant: str = "holdem") -> DrillSet:
    return DrillSet.from_query({"semilla": str(seed), "ejercicios": f"{kind}:{step}",
                                "variante": variant})  # fmt: skip
