"""«Sigue la acción» in the workshop, without a browser: every question of the hands of
each step and variant is a page; its right answer is right, each tempting mistake's answer
names that mistake, as the drill's own check says; unreadable answers are the form again
with a Spanish message (422), never an error page."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from flask.testing import FlaskClient
from helpers.taller import item_path
from helpers.taller_accion import form_pairs, table

from academy.practice.drills.workshop_set import DrillSet

JUNK = {
    "to_act": ["habla=", "habla=Zoe", "habla=" + "x" * 300],
    "can_raise": ["puede=", "puede=quiz%C3%A1"],
    "pots": ["bote1=", "bote1=12,5&gana1=Ana", "bote1=10&gana1=Zoe", "bote2=10"],
    "received": ["recibe_Ana=mucho", "recibe_Ana=-5", "recibe_Ana=1,5"],
    "amount": ["fichas=", "fichas=diez", "fichas=-10", "fichas=1.00", "fichas=" + "9" * 40],
}


def answer_path(drill_set: DrillSet, item: object, query: str) -> str:
    return item_path(drill_set, item, answer=True) + "?" + query  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
def test_every_question_its_right_answer_and_its_mistakes(
    client: FlaskClient, variant: str
) -> None:
    drill_set = DrillSet.from_query(
        {"semilla": "7", "ejercicios": "accion:1-3", "variante": variant, "por_paso": "8"}
    )
    for item in drill_set.items():
        page = client.get(item_path(drill_set, item))
        assert page.status_code == 200, item.id
        text = page.get_data(as_text=True)
        assert 'class="ac-table"' in text and "Bote en el centro" in text
        solution = item.table.solution()
        right = client.get(answer_path(drill_set, item, urlencode(form_pairs(item, solution))))
        assert right.status_code == 200, item.id
        assert 'data-correct="true"' in right.get_data(as_text=True), item.id
        for code, typed, verdict in item.table.offered():
            wrong = client.get(answer_path(drill_set, item, urlencode(form_pairs(item, typed))))
            body = wrong.get_data(as_text=True)
            assert wrong.status_code == 200 and 'data-correct="false"' in body, (item.id, code)
            assert f'data-mistake="{code}"' in body, (item.id, code, typed)
            shown = re.search(r'data-correct="false" data-mistakes="([^"]*)"', body)
            assert shown is not None and shown.group(1).split() == list(verdict.mistakes)


def test_unreadable_answers_are_the_form_again_in_spanish(client: FlaskClient) -> None:
    drill_set = DrillSet.from_query({"semilla": "42", "ejercicios": "accion:3", "por_paso": "16"})
    seen = set()
    for item in drill_set.items():
        ask = table(item).ask
        kind = ask if ask in JUNK else "amount"
        seen.add(kind)
        for query in JUNK[kind]:
            page = client.get(answer_path(drill_set, item, query))
            assert page.status_code == 422, (item.id, query, page.status_code)
            body = page.get_data(as_text=True)
            assert "Revisa tu respuesta" in body and 'class="field-error"' in body, query
    assert seen == set(JUNK)
