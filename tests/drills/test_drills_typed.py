"""What learners type: chips with or without Spanish grouping, yes/no, names."""

from __future__ import annotations

import pytest

from academy.drills import typed as t
from academy.engine.errors import PokerError


@pytest.mark.parametrize(
    ("text", "chips"),
    [("0", 0), ("80", 80), (" 80 ", 80), ("1000", 1000), ("1.000", 1000), ("1 000", 1000),
     ("1\u00a0000", 1000), ("12.345.678", 12_345_678), ("007", 7), (250, 250),
     # issue 30: the unit may be typed after the number
     ("40 fichas", 40), ("1 ficha", 1), ("1.000 Fichas", 1000), ("40fichas", 40)],
)  # fmt: skip
def test_amounts_a_learner_may_type(text: object, chips: int) -> None:
    assert t.amount(text, "received.Ana", "lo que recibe Ana") == chips


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("12,5", "decimales"),
        ("1,000", "la coma marcaría decimales"),
        ("1.00", "agrupado"),
        ("1.000 000", "agrupado"),
        ("1.5", "agrupado"),
        ("-5", "negativa"),
        (-5, "negativa"),
        ("abc", "no es una cantidad de fichas"),
        ("٣", "no es una cantidad de fichas"),
        ("fichas", "no es una cantidad de fichas"),
        ("fichas 10", "no es una cantidad de fichas"),
        ("10 fichas 5", "no es una cantidad de fichas"),
        ("99999999999", "demasiado grande"),
        (True, "escribe una cantidad"),
        (2.0, "escribe una cantidad"),
        (None, "falta la cantidad"),
        ("  ", "falta la cantidad"),
    ],
)
def test_junk_amounts_name_the_field_in_spanish(text: object, words: str) -> None:
    with pytest.raises(PokerError) as caught:
        t.amount(text, "received.Ana", "lo que recibe Ana")
    assert caught.value.field == "received.Ana"
    assert caught.value.message.startswith("lo que recibe Ana: ")
    assert words in caught.value.message


def test_an_empty_box_may_mean_zero() -> None:
    assert t.amount("", "refunds.Ana", "lo que se devuelve a Ana", blank=0) == 0


@pytest.mark.parametrize(
    ("value", "answer"),
    [(True, True), (False, False), (None, False), ("on", True), ("Sí", True), ("1", True),
     ("", False), ("no", False), ("false", False)],
)  # fmt: skip
def test_yes_or_no(value: object, answer: bool) -> None:
    assert t.flag(value, "closed", "si ya no puedes subir") is answer


@pytest.mark.parametrize("value", ["quizás", 1, [True]])
def test_yes_or_no_refuses_anything_else(value: object) -> None:
    with pytest.raises(PokerError, match="responde sí o no"):
        t.flag(value, "closed", "si ya no puedes subir")


def test_names_from_a_list_or_a_text() -> None:
    seats = ["Ana", "Beto", "Carla"]
    expected = frozenset({"Ana", "Carla"})
    assert t.names(["Ana", "Carla"], seats, "w", "quién gana") == expected
    assert t.names("Ana, Carla", seats, "w", "quién gana") == expected
    assert t.names("Ana y Carla", seats, "w", "quién gana") == expected
    assert t.names("", seats, "w", "quién gana") == frozenset()
    with pytest.raises(PokerError, match="«Zoe» no juega en esta mesa"):
        t.names("Ana, Zoe", seats, "w", "quién gana")
