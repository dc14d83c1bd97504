"""How the practice says its levels and its questions: a range of levels with an en dash,
«el bote» when a showdown has one pot and «cada bote» only when it has more."""

from __future__ import annotations

from academy.practice.feedback import question
from academy.practice.sets import levels_said


def test_a_range_of_levels_is_said_with_an_en_dash() -> None:
    assert levels_said((1, 2, 3, 4)) == "1–4"
    assert levels_said((1, 3)) == "1, 3"
    assert levels_said((2,)) == "2"


def test_one_pot_is_the_pot_and_several_are_each_pot() -> None:
    assert question(3, 1) == "¿Quién se lleva el bote?"
    assert question(4, 2) == "¿Quién se lleva cada bote?"
    assert question(2, 1).startswith("¿Quién se lleva el bote y qué cinco cartas")
