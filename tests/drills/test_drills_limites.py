"""«Calcula el límite»: stories that match their specs, the reference cases of the rules,
the mix of each step, each mistake recognised, and typed junk refused in Spanish."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from helpers.workshop import item_path

from academy.drills import deal_items
from academy.drills.limites.table import LimitTable
from academy.drills.workshop_set import DrillSet
from academy.engine.errors import PokerError
from academy.engine.numbers import number as amount

STEP_MIX = {
    1: {"no_limit", "pot_limit", "fixed_limit", "one_bet", "opening_bet"},
    2: {"no_limit", "pot_limit", "fixed_limit", "raise_in_front", "blind_in", "cap_reached"},
    3: {"no_limit", "pot_limit", "short_allin_acted", "short_allin_to_act", "short_stack"},
}


def tables(step: int, seeds: int = 20) -> list[LimitTable]:
    out = []
    for seed in range(seeds):
        for item in deal_items("limites", seed, 5, "holdem", step):
            assert isinstance(item.table, LimitTable)
            out.append(item.table)
    return out


def table(**spec: Any) -> LimitTable:
    base = {"structure": "pot_limit", "big_blind": 10, "committed": 0, "stack": 1000}
    return LimitTable(base | spec, "—", ("pot_limit",), 0)


def typed(to_call: int, low: int | None, high: int | None) -> dict[str, object]:
    if low is None:
        return {"to_call": str(to_call), "closed": "on"}
    return {"to_call": str(to_call), "min_raise_to": str(low), "max_raise_to": str(high)}


# The rules' reference cases ------------------------------------------------------------


def test_pot_limit_after_a_bet_of_50_into_150() -> None:
    t = table(pot=150, current_bet=50, last_raise=50)
    assert t.check(typed(50, 100, 250)).correct
    assert t.check(typed(50, 100, 200)).mistakes == ("pot_without_call",)
    assert t.check(typed(50, 50, 200)).mistakes == ("raise_by_not_to",)
    verdict = t.check(typed(50, 100, 200))
    assert verdict.fields == {"to_call": True, "closed": True, "min_raise_to": True,
                              "max_raise_to": False}  # fmt: skip
    assert "150 + 50 = 200" in verdict.feedback[0] and "50 + 200 = 250" in verdict.feedback[0]
    assert table(pot=140, current_bet=40, last_raise=40).check(typed(40, 80, 220)).correct


def test_the_minimum_reraise_is_the_last_increment_not_double() -> None:
    t = table(structure="no_limit", pot=300, current_bet=150, last_raise=100)  # 50, raised to 150
    assert t.check(typed(150, 250, 1000)).correct
    verdict = t.check(typed(150, 300, 1000))
    assert verdict.mistakes == ("min_raise_doubled",)
    assert "150 + 100 = 250" in verdict.feedback[0]


def test_fixed_limit_allows_one_bet_and_three_raises() -> None:
    fixed = {"structure": "fixed_limit", "small_bet": 10, "big_bet": 20, "street": "turn"}
    t = table(**fixed, pot=200, current_bet=80, last_raise=20, raises=4)
    assert t.check(typed(80, None, None)).correct
    assert t.check(typed(80, 100, 100)).mistakes == ("fixed_cap_ignored",)
    assert t.check(typed(80, 90, 90)).mistakes == ("fixed_cap_ignored",)  # and a small unit
    t = table(**fixed, pot=200, current_bet=60, last_raise=20, raises=3)
    assert t.check(typed(60, 80, 80)).correct
    assert t.check(typed(60, 70, 70)).mistakes == ("fixed_wrong_unit",)


# Generated situations ----------------------------------------------------------------


@pytest.mark.parametrize("step", [1, 2, 3])
def test_the_story_tells_the_numbers_of_the_spec(step: int) -> None:
    for t in tables(step):
        spec, question = t.spec, t.question
        assert f"te quedan {amount(spec['stack'])} detrás" in question  # type: ignore[arg-type]
        assert amount(spec["current_bet"]) in question or spec["current_bet"] == 0  # type: ignore[arg-type]
        if spec["committed"]:
            assert f"llevas {amount(spec['committed'])} puestas" in question  # type: ignore[arg-type]
        assert question.startswith(("Sin límite", "Límite de bote", "Límite fijo"))
        assert ("Vuelve a ser tu turno" in question) == ("facing_short_all_in" in spec)


@pytest.mark.parametrize("step", [1, 2, 3])
def test_five_items_in_a_row_show_the_steps_mix(step: int) -> None:
    for seed in range(20):
        seen = {s for item in deal_items("limites", seed, 5, "holdem", step)
                for s in item.table.scenarios}  # fmt: skip
        assert STEP_MIX[step] <= seen, seen


@pytest.mark.parametrize("step", [1, 2, 3])
def test_each_mistake_offered_is_named_when_typed(step: int) -> None:
    for t in tables(step):
        assert t.check(t.solution()).correct
        for code, answer in t.temptations().items():
            verdict = t.check(answer)
            assert not verdict.correct and verdict.mistakes == (code,), (t.spec, answer)
            assert "La cuenta, paso a paso:" in verdict.feedback


def test_each_mistake_is_offered_where_the_situation_makes_it_tempting() -> None:
    offered: Counter[str] = Counter()
    for step in (1, 2, 3):
        for t in tables(step):
            mistakes, spec, scenarios = t.temptations(), t.spec, t.scenarios
            offered.update(mistakes.keys())
            right = t.limits()
            owed = spec["current_bet"] - spec["committed"]  # type: ignore[operator]
            if "short_allin_acted" in scenarios:
                assert "short_allin_reopens" in mistakes and not right.can_raise
            if "short_allin_to_act" in scenarios:
                mistaken = {"short_allin_sets_raise", "min_raise_doubled", "short_allin_closes_all"}
                assert mistaken <= set(mistakes)
            if "cap_reached" in scenarios:
                assert "fixed_cap_ignored" in mistakes and not right.can_raise
            if "fixed_limit" in scenarios and right.can_raise:
                assert "fixed_wrong_unit" in mistakes
            if (
                "pot_limit" in scenarios
                and owed > 0
                and right.can_raise
                and "short_stack" not in scenarios
            ):
                assert "pot_without_call" in mistakes  # (a short stack may cap both)
            if spec["committed"]:
                assert "committed_not_deducted" in mistakes
            if "short_stack" in scenarios:
                assert "stack_cap_ignored" in mistakes
            if "raise_in_front" in scenarios and not {"fixed_limit", "short_stack"} & set(
                scenarios
            ):
                assert "min_raise_doubled" in mistakes
    assert len(offered) == 10, offered


def test_closed_raising_ignores_the_raise_boxes() -> None:
    t = next(t for t in tables(3) if "short_allin_acted" in t.scenarios)
    answer = {"to_call": str(t.limits().to_call), "closed": "sí", "min_raise_to": "xx"}
    assert t.check(answer).correct


def test_raising_ticked_closed_after_a_short_all_in_before_you_is_named() -> None:
    """«Ya no se puede subir» ticked facing a short all-in the learner had not acted
    before: the answer is wrong, the mistake named (a short all-in closes the raises only
    to whoever had acted), its explanation with the all-in's numbers, and the right limits.
    Before, the verdict named no mistake."""
    t = next(t for t in tables(3) if "short_allin_to_act" in t.scenarios)
    right = t.limits()
    assert right.can_raise and right.min_raise_to is not None and right.max_raise_to is not None
    verdict = t.check({"to_call": str(right.to_call), "closed": "on"})
    assert not verdict.correct and verdict.mistakes == ("short_allin_closes_all",)
    current, short = t.spec["current_bet"], t.short_increment
    assert isinstance(current, int)
    assert verdict.feedback[0].startswith(
        f"El all-in a {amount(current)} solo sube {amount(short)}, menos que una subida completa"
    )
    assert f"como mínimo a {amount(right.min_raise_to)}" in verdict.feedback[1]


def test_the_short_all_in_that_closes_all_links_to_its_lesson_section(site_app: Any) -> None:
    """The verdict page's «El error:» line names it and links to lesson 3's section on
    the short all-in that does not reopen the raises."""
    drill_set = DrillSet.from_query({"semilla": "3", "ejercicios": "limites:3", "por_paso": "8"})
    item = next(i for i in drill_set.items() if "short_allin_to_act" in i.table.scenarios)
    answer = {"igualar": str(item.table.limits().to_call), "cerrado": "si"}
    path = item_path(drill_set, item) + "respuesta/"
    page = site_app.test_client().get(path, query_string=answer)
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert 'El error: <strong data-mistake="short_allin_closes_all">' in html
    assert "el all-in corto que cierra las subidas a quien aún no habló" in html
    assert "#un-all-in-corto-no-reabre-las-subidas" in html


# Junk --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "field", "words"),
    [
        ({"to_call": "abc", "closed": True}, "to_call", "no es una cantidad"),
        ({"to_call": "1,5", "closed": True}, "to_call", "decimales"),
        ({"to_call": "50", "closed": "quizás"}, "closed", "responde sí o no"),
        ({"to_call": "50", "max_raise_to": "250"}, "min_raise_to", "marca que ya no puedes subir"),
        ({"to_call": "50", "min_raise_to": "100"}, "max_raise_to", "marca que ya no puedes subir"),
        ({"to_call": "50", "min_raise_to": "1.00", "max_raise_to": "250"}, "min_raise_to",
         "agrupado"),
        ({"to_call": "50", "closed": True, "all_in": True}, "all_in", "campo desconocido"),
    ],
)  # fmt: skip
def test_junk_is_refused_in_spanish(answer: dict[str, object], field: str, words: str) -> None:
    t = table(pot=150, current_bet=50, last_raise=50)
    with pytest.raises(PokerError) as caught:
        t.check(answer)
    assert caught.value.field == field
    assert words in caught.value.message


def test_an_answer_must_be_an_object() -> None:
    with pytest.raises(PokerError, match="se esperaba un objeto"):
        table(pot=150, current_bet=50, last_raise=50).check("50")
