"""A class set (levels and drill steps): its code and query round-trip, a set of levels
alone keeps the practice's code and query, the learners' links open each part, and the
numbering runs on from the levels to the drills; the site's address is checked."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from academy.drills import KINDS, STEPS
from academy.drills.workshop_set import DrillSet, steps_words
from academy.engine.errors import PokerError
from academy.engine.hands import Variant
from academy.instructors import ClassSet, check_base_url, class_links, parse_filename
from academy.instructors.common import by_level, by_step
from academy.practice import PracticeSet

ALL_STEPS = [(kind, step) for kind in KINDS for step in STEPS]


@st.composite
def class_sets(draw: st.DrawFn) -> ClassSet:
    levels = tuple(sorted(draw(st.sets(st.integers(1, 4), max_size=4))))
    chosen = draw(st.lists(st.sampled_from(ALL_STEPS), unique=True, min_size=0 if levels else 1))
    drills = tuple(sorted(chosen, key=ALL_STEPS.index))
    variants = [Variant.HOLDEM] if 4 in levels else [Variant.HOLDEM, Variant.OMAHA,
                                                      Variant.SHORTDECK]  # fmt: skip
    variant = draw(st.sampled_from(variants))
    return ClassSet(levels, drills, draw(st.integers(1, 50)), draw(st.integers(0, 2**63 - 1)),
                    variant)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(class_sets())
def test_code_query_and_file_names_round_trip(class_set: ClassSet) -> None:
    assert ClassSet.from_code(class_set.code) == class_set
    assert ClassSet.from_query(dict(parse_qsl(class_set.query()))) == class_set
    assert parse_filename(f"serie-{class_set.code}.moodle.xml")[1] == class_set
    for _, link in class_links(class_set, "https://poker.example/"):
        parts = urlsplit(link)
        query = dict(parse_qsl(parts.query))
        if parts.path == "/practica/":
            assert PracticeSet.from_query(query) == class_set.practice
        else:
            assert parts.path == "/practica/taller/"
            assert DrillSet.from_query(query) == class_set.workshop


def test_a_set_of_levels_keeps_the_practices_code_and_query() -> None:
    levels = PracticeSet((1, 3), 4, 9, Variant.OMAHA)
    chosen = ClassSet.of(levels)
    assert chosen.code == levels.code == "o13-4-9"
    assert chosen.query() == levels.query()
    assert ClassSet.from_query({"semilla": "7"}) == ClassSet(seed=7)  # the four levels


def test_a_set_with_drills_names_them_in_code_and_query() -> None:
    chosen = ClassSet((2,), (("cinco", 1), ("limites", 2), ("limites", 3)), 3, 42)
    assert chosen.code == "h2c1l23-3-42"
    assert chosen.query() == "semilla=42&niveles=2&ejercicios=cinco:1,limites:2-3&por_nivel=3"
    drills_only = ClassSet.from_query({"ejercicios": "botes:2", "semilla": "5"})
    assert drills_only.levels == () and drills_only.code == "hb2-5-5"
    assert [label for label, _ in class_links(chosen, "https://poker.example/")] == [
        "Práctica, niveles 2",
        "Taller del crupier",
    ]
    assert steps_words(chosen.drills) == "Elige las cinco (paso 1), Calcula el límite (pasos 2 y 3)"


def test_numbering_runs_from_the_levels_to_the_drills() -> None:
    chosen = ClassSet((1, 4), (("cinco", 2), ("botes", 1)), 2, 42)
    levels = [(level, [n for n, _ in pairs]) for level, pairs in by_level(chosen)]
    steps = [(step, [n for n, _ in pairs]) for step, pairs in by_step(chosen)]
    assert levels == [(1, [1, 2]), (4, [3, 4])]
    assert steps == [(("cinco", 2), [5, 6]), (("botes", 1), [7, 8])]
    assert chosen.size == 8


@pytest.mark.parametrize(
    ("args", "field", "words"),
    [
        ({"niveles": "5", "ejercicios": "cinco:1"}, "niveles", "van del 1 al 4"),
        ({"ejercicios": "cartas:1"}, "ejercicios", "no es un ejercicio"),
        ({"ejercicios": "cinco:1", "por_nivel": "51"}, "por_nivel", "entre 1 y 50"),
        ({"ejercicios": "cinco:1", "niveles": "4", "variante": "omaha"}, "variante", "nivel 4"),
        (
            {"ejercicios": "cinco:1", "variante": "pineapple"},
            "variante",
            "no ofrece Crazy Pineapple",
        ),
    ],
)
def test_bad_queries_are_spanish(args: dict[str, str], field: str, words: str) -> None:
    with pytest.raises(PokerError, match=words) as caught:
        ClassSet.from_query(args)
    assert caught.value.field == field


def test_a_set_needs_something_to_do_in_order() -> None:
    with pytest.raises(PokerError, match="elige al menos un nivel o un paso del taller"):
        ClassSet((), ())
    with pytest.raises(PokerError, match="en orden y sin repetir"):
        ClassSet((), (("botes", 1), ("cinco", 2)))


@pytest.mark.parametrize(
    "code", ["h-5-42", "h21c1-5-42", "hc1-05-42", "h1c1-5-042", "h1x1-5-42", "h1b1c1-5-42"]
)
def test_codes_have_one_form(code: str) -> None:
    with pytest.raises(PokerError):
        ClassSet.from_code(code)


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("https://poker.example", "https://poker.example/"),
        ("http://127.0.0.1:8000/", "http://127.0.0.1:8000/"),
        ("https://escuela.example/poker/aula", "https://escuela.example/poker/aula/"),
        ("https://póker.example/", "https://póker.example/"),
    ],
)
def test_the_sites_address(given: str, kept: str) -> None:
    assert check_base_url(given) == kept
