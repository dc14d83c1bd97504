"""Hostile input in the workshop's own forms: every field of each drill's form (read from
the page) with junk, on real items, page and fragment. A Spanish message and a 4xx (the
form again, 422) or a verdict (200), never a 500; the form's other fields stay valid half
the time, so the junk gets as far as the checker."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlencode

import pytest
from helpers.fuzz import APP, FUZZ, HOSTILE_VALUES, LOOKALIKES, TEXT, check
from helpers.workshop import form_pairs, item_path, one_step
from hypothesis import given
from hypothesis import strategies as st

from academy.practice.drills.workshop_set import DrillSet

SETS = [one_step("cinco", 3, 5, "omaha"), one_step("botes", 3, 5), one_step("limites", 3, 5),
        one_step("botes", 1, 8, "shortdeck"), one_step("cinco", 1, 8)]  # fmt: skip
LIKELY = ["Ana", "Beto", "Kh", "As", "1.000", "1 000", "sí", "si"]  # nearly right values
VALUES = st.one_of(st.sampled_from(HOSTILE_VALUES), st.sampled_from(LOOKALIKES), TEXT,
                   st.sampled_from(LIKELY))  # fmt: skip


def fields_of(page: str) -> list[str]:
    return sorted(
        set(re.findall(r'\bname="([^"]+)"', page)) - {"viewport", "description", "htmx-config"}
    )


@pytest.mark.parametrize("drill_set", SETS, ids=lambda s: s.code)
@FUZZ
@given(data=st.data())
def test_junk_in_any_field_of_an_answer(drill_set: DrillSet, data: Any) -> None:
    index = data.draw(st.integers(0, drill_set.per_step - 1), label="item")
    kind, step = drill_set.steps[0]
    item = drill_set.item(kind, step, index)
    path = item_path(drill_set, item)
    fields = fields_of(APP.test_client().get(path).get_data(as_text=True))
    assert fields
    pairs: list[tuple[str, str]] = []
    if data.draw(st.booleans(), label="from the right answer"):
        pairs += form_pairs(kind, item.table.solution())
    key = st.one_of(st.sampled_from(fields), TEXT)
    junk = data.draw(st.lists(st.tuples(key, VALUES), min_size=1, max_size=8), label="junk")
    drop = {name for name, _ in junk}
    query = urlencode([(k, v) for k, v in pairs if k not in drop] + junk)
    hx = data.draw(st.booleans(), label="htmx")
    suffix = "respuesta/fragmento/" if hx else "respuesta/"
    response = APP.test_client().get(f"{path}{suffix}?{query}",
                                     headers={"HX-Request": "true"} if hx else {})  # fmt: skip
    check(response, "GET", path + suffix, fragment=hx)
    assert response.status_code in (200, 422), response.status_code


def test_every_form_field_is_fuzzed() -> None:
    """The fields come from the rendered pages, so a new field is fuzzed too."""
    names = set()
    for drill_set in SETS[:3]:
        kind, step = drill_set.steps[0]
        page = APP.test_client().get(item_path(drill_set, drill_set.item(kind, step, 0)))
        names |= set(fields_of(page.get_data(as_text=True)))
    assert {
        "cartas",
        "igualar",
        "minimo",
        "maximo",
        "cerrado",
        "bote1",
        "gana4",
        "sobrante2",
    } <= names
    assert any(n.startswith("recibe_") for n in names) and any(
        n.startswith("devuelto_") for n in names
    )
