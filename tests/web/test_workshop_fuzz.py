"""Hostile input in the workshop's own forms: every field of each drill's form (read from
the page) with junk, on real items, page and fragment. A Spanish message and a 4xx (the
form again, 422) or a verdict (200), never a 500; the form's other fields stay valid half
the time, so the junk gets as far as the checker."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.fuzz import (
    APP,
    FUZZ,
    HOSTILE_VALUES,
    LOOKALIKES,
    TEXT,
    form_fields_of,
    junk_answer,
)
from helpers.workshop import form_pairs, item_path, one_step
from hypothesis import given
from hypothesis import strategies as st

from academy.drills.workshop_set import DrillSet

SETS = [one_step("cinco", 3, 5, "omaha"), one_step("botes", 3, 5), one_step("limites", 3, 5),
        one_step("botes", 1, 8, "shortdeck"), one_step("cinco", 1, 8)]  # fmt: skip
LIKELY = ["Ana", "Beto", "Kh", "As", "1.000", "1 000", "sí", "si"]  # nearly right values
VALUES = st.one_of(st.sampled_from(HOSTILE_VALUES), st.sampled_from(LOOKALIKES), TEXT,
                   st.sampled_from(LIKELY))  # fmt: skip


@pytest.mark.parametrize("drill_set", SETS, ids=lambda s: s.code)
@FUZZ
@given(data=st.data())
def test_junk_in_any_field_of_an_answer(drill_set: DrillSet, data: Any) -> None:
    junk_answer(data, drill_set, lambda item, typed: form_pairs(item.kind, typed), VALUES)


def test_every_form_field_is_fuzzed() -> None:
    """The fields come from the rendered pages, so a new field is fuzzed too."""
    names = set()
    for drill_set in SETS[:3]:
        kind, step = drill_set.steps[0]
        page = APP.test_client().get(item_path(drill_set, drill_set.item(kind, step, 0)))
        names |= set(form_fields_of(page.get_data(as_text=True)))
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
