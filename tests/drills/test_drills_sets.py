"""The workshop's sets: the steps as people write them, the code and the learners' query
round-trip to the same set, and the items are the drills' own; bad values are Spanish."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from academy.drills import KINDS, STEPS, drill_at
from academy.drills.workshop_set import (
    WORKSHOP_PATH,
    DrillSet,
    drills_code,
    drills_text,
    parse_drills,
    parse_drills_code,
)
from academy.engine.errors import PokerError
from academy.engine.hands import Variant

ALL_STEPS = [(kind, step) for kind in KINDS for step in STEPS]
steps_strategy = st.lists(st.sampled_from(ALL_STEPS), min_size=1, unique=True).map(
    lambda chosen: tuple(sorted(chosen, key=ALL_STEPS.index))
)
sets_strategy = st.builds(
    DrillSet,
    steps_strategy,
    st.integers(1, 50),
    st.integers(0, 2**63 - 1),
    st.sampled_from([Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK]),
)


@settings(max_examples=300, deadline=None)
@given(sets_strategy)
def test_code_and_query_round_trip(drill_set: DrillSet) -> None:
    assert DrillSet.from_code(drill_set.code) == drill_set
    assert DrillSet.from_query(dict(parse_qsl(drill_set.query()))) == drill_set
    assert parse_drills(drill_set.steps_text) == drill_set.steps
    assert parse_drills_code(drills_code(drill_set.steps)) == drill_set.steps


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        ("cinco:1", (("cinco", 1),)),
        ("botes:2-3, cinco:1", (("cinco", 1), ("botes", 2), ("botes", 3))),
        ("limites", (("limites", 1), ("limites", 2), ("limites", 3))),
        ("LIMITES:3,limites:3", (("limites", 3),)),
        ("cinco:1,cinco:3", (("cinco", 1), ("cinco", 3))),
    ],
)
def test_steps_as_people_write_them(text: str, steps: tuple[tuple[str, int], ...]) -> None:
    assert parse_drills(text) == steps
    assert parse_drills(drills_text(steps)) == steps


def test_the_workshop_link_and_its_items() -> None:
    chosen = DrillSet((("cinco", 1), ("botes", 2), ("botes", 3)), 2, 42, Variant.OMAHA)
    assert chosen.code == "oc1b23-2-42"
    assert chosen.query() == "semilla=42&ejercicios=cinco:1,botes:2-3&por_paso=2&variante=omaha"
    assert WORKSHOP_PATH == "/practica/taller/"
    items = chosen.items()
    assert [item.id for item in items] == [
        "cinco1-42-0-omaha", "cinco1-42-1-omaha", "botes2-42-0-omaha", "botes2-42-1-omaha",
        "botes3-42-0-omaha", "botes3-42-1-omaha",
    ]  # fmt: skip
    assert items[2].to_json() == drill_at("botes", 2, 42, 0, "omaha").to_json()
    limits_only = DrillSet((("limites", 1),), 1, 5, Variant.OMAHA)  # the variant is no matter
    assert limits_only.items()[0].id == "limites1-5-0"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "elige al menos un paso"),
        ("dados:1", "«dados» no es un ejercicio del taller"),
        ("cinco:4", "no se entiende"),
        ("cinco:3-1", "de menor a mayor"),
        ("cinco;1", "no se entiende"),
        ("cinco:1," * 60, "demasiado largo"),
    ],
)
def test_bad_steps_are_spanish(text: str, words: str) -> None:
    with pytest.raises(PokerError, match=words) as caught:
        parse_drills(text)
    assert caught.value.field == "ejercicios"


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"ejercicios": "cinco:1", "semilla": "-1"}, "semilla"),
        ({"ejercicios": "cinco:1", "por_paso": "51"}, "por_paso"),
        ({"ejercicios": "cinco:1", "variante": "pineapple"}, "variante"),
        ({"semilla": "1"}, "ejercicios"),
    ],
)
def test_bad_queries_name_their_field(query: dict[str, str], field: str) -> None:
    with pytest.raises(PokerError) as caught:
        DrillSet.from_query(query)
    assert caught.value.field == field


@pytest.mark.parametrize(
    "code", ["hc-5-42", "xc1-5-42", "hc21-5-42", "hc11-5-42", "hb1c1-5-42", "hc1-05-42",
             "hc1-5-042", "hc1-0-42", "hc4-5-42", "h1-5-42"],
)  # fmt: skip
def test_codes_have_one_form(code: str) -> None:
    with pytest.raises(PokerError):
        DrillSet.from_code(code)
