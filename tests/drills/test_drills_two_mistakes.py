"""Several mistakes at once: an answer that combines two separate tempting mistakes gets a
verdict that names both, in every drill kind.

Two mistakes are *separate* when their models differ from the right answer in disjoint
fields. The combined answer is the right one with each model's wrong fields typed in,
written back as the learner types it and checked through the kind's own reading. A pair
is left out only when one mistake alone explains every wrong field of the combined answer
(then that one mistake is the answer's simpler reading). «Elige las cinco» has one field
(the five cards): there a wrong count of cards with another player's cards names both.
Of two mistakes whose models are the same answer, only the more likely one is paired:
that answer is one reading, and one wrong number gets one diagnosis.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations

import pytest

from academy.drills.accion import check as c
from academy.drills.accion import table_at
from academy.drills.checking import Model, Values, differing, tempting
from academy.drills.cinco import check as cinco_check
from academy.drills.items import deal_items
from academy.drills.limites import check as limites_check
from academy.drills.pot_rows import check as botes_check
from academy.drills.pot_rows.models import names_of, right
from academy.engine.hands import Variant

_ABSENT = object()


def pairs(models: list[Model], expected: Values) -> list[tuple[str, str, dict[str, object]]]:
    """Each pair of separate tempting mistakes and the answer that makes both."""
    found = same_answers_once(tempting(models, expected), expected)
    out = []
    for (a, va), (b, vb) in combinations(found.items(), 2):
        da, db = differing(va, expected), differing(vb, expected)
        if da & db:
            continue
        combined: dict[str, object] = dict(expected)
        for model, fields in ((va, da), (vb, db)):
            combined.update({k: model[k] for k in fields if k in model})
            for k in fields - set(model):
                del combined[k]  # a pot the model does not have
        wrong = da | db
        if any(all(m.get(k, _ABSENT) == combined.get(k, _ABSENT) for k in wrong)
               for _, m in models):  # fmt: skip
            continue  # one mistake alone explains the whole answer
        out.append((a, b, combined))
    return out


def same_answers_once(found: dict[str, Values], expected: Values) -> dict[str, Values]:
    """The tempting mistakes less those whose model is the very answer of a more likely
    one (the same wrong values in the same fields): no verdict can tell them apart, and
    one wrong number gets one diagnosis, the more likely one."""
    kept: dict[str, Values] = {}
    for code, model in found.items():
        wrong = differing(model, expected)
        if not any(differing(other, expected) == wrong
                   and all(other.get(k, _ABSENT) == model.get(k, _ABSENT) for k in wrong)
                   for other in kept.values()):  # fmt: skip
            kept[code] = model
    return kept


def named_both(a: str, b: str, mistakes: tuple[str, ...], typed: Mapping[str, object]) -> None:
    assert a in mistakes and b in mistakes, (a, b, mistakes, typed)


@pytest.mark.parametrize("step", [1, 2, 3])
def test_botes_names_both_mistakes(step: int) -> None:
    checked = 0
    for seed in range(1, 9):
        for item in deal_items("botes", seed, 6, "holdem", step):
            s = item.table.settlement  # type: ignore[attr-defined]
            models = item.table.mistaken()  # type: ignore[attr-defined]
            for a, b, values in pairs(models, right(s).values(names_of(s))):
                typed = botes_check.as_typed(values, names_of(s))
                named_both(a, b, item.check(typed).mistakes, typed)
                checked += 1
    assert checked >= 10, checked


def test_limites_names_both_mistakes() -> None:
    checked = 0
    for seed, step in ((seed, step) for seed in range(1, 9) for step in (1, 2, 3)):
        for item in deal_items("limites", seed, 6, "holdem", step):
            table = item.table
            expected = limites_check.values(table.limits())  # type: ignore[attr-defined]
            for a, b, values in pairs(limites_check.models(table), expected):  # type: ignore[arg-type]
                named_both(a, b, item.check(values).mistakes, values)
                checked += 1
    assert checked >= 20, checked


@pytest.mark.parametrize("variant", [Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK])
def test_accion_names_both_mistakes(variant: Variant) -> None:
    checked = 0
    for seed in range(1, 5):
        for index in range(25):
            asked = table_at(seed, 3, index, variant).asked
            if asked.ask not in ("pots", "received"):
                continue
            for a, b, values in pairs(c.models(asked), c.expected(asked)):
                typed = c.as_typed(asked, values)
                named_both(a, b, c.check(asked, typed).mistakes, typed)
                checked += 1
    assert checked >= 5, checked


def test_cinco_names_a_wrong_count_with_another_players_cards() -> None:
    checked = 0
    for seed in range(1, 9):
        for item in deal_items("cinco", seed, 6, "holdem", 3):
            table = item.table
            for code, (cards, _) in cinco_check.choices(table).items():  # type: ignore[arg-type]
                if code not in ("two_players_cards", "loser_cards"):
                    continue
                board = [x for x in cards if x in table.settlement.spec.board][:1]
                spare = [x for x in table.settlement.spec.board if x not in cards]
                for count, chosen in (("fewer_than_five", [x for x in cards if x not in board]),
                                      ("sixth_card", [*cards, *spare[:1]])):  # fmt: skip
                    if len(chosen) == 5:
                        continue  # no board card left to add
                    verdict = item.check({"cards": [str(x) for x in chosen]})
                    named_both(count, code, verdict.mistakes, {"cards": chosen})
                    checked += 1
    assert checked >= 5, checked
