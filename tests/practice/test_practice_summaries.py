"""The first line of every option's feedback: «Sí:»/«No:», why, at most 25 words.

Checked over many seeds, every level and every variant the practice offers, against the
engine's own settlement (who wins, the deciding cards, the named mistake).
"""

from __future__ import annotations

import re

import pytest

from academy.engine.compare import decide
from academy.practice import MISTAKES, generate
from academy.practice.verdicts import MAX_WORDS, word_count

CASES = [
    (level, variant)
    for variant in ("holdem", "omaha", "shortdeck")
    for level in (1, 2, 3, 4)
    if level < 4 or variant == "holdem"
]


@pytest.mark.parametrize(("level", "variant"), CASES)
def test_every_summary_fits_in_25_words_and_says_right_or_wrong(level: int, variant: str) -> None:
    seen = 0
    for seed in range(0, 400, 13):
        for showdown in generate(level, seed, 4, variant):
            for option in showdown.options:
                seen += 1
                assert word_count(option.summary) <= MAX_WORDS, option.summary
                assert option.summary.startswith("Sí: " if option.correct else "No: ")
                assert option.summary.endswith(".")
                if option.correct:
                    assert option.mistake is None
                else:
                    assert option.error is not None
                    assert option.mistake == MISTAKES[option.error].name
    assert seen >= 31 * 4 * 3


def _names_in(text: str) -> set[str]:
    return set(re.findall(r"[A-ZÁÉÍÓÚ][a-záéíóú]+", text))


@pytest.mark.parametrize("level", [1, 2])
def test_the_confirmation_names_the_winner_and_the_deciding_cards(level: int) -> None:
    for seed in range(0, 200, 11):
        for showdown in generate(level, seed, 3):
            s = showdown.settlement
            (winner,), (loser,) = s.order
            right = showdown.correct_option.summary
            d = decide(s.hands[winner], s.hands[loser])
            if d.by_category:
                assert s.hands[winner].label in right or "categoría" in right
            else:
                assert d.cards is not None
                better, worse = d.cards
                assert f"{better.display} de {winner}" in right
                assert f"{worse.display} de {loser}" in right


def test_level_4_confirmation_gives_each_pot_its_winner() -> None:
    for seed in range(0, 300, 7):
        for showdown in generate(4, seed, 2):
            main, side = showdown.settlement.pots
            right = showdown.correct_option.summary
            assert {main.winners[0], side.winners[0]} <= _names_in(right)
            assert "bote lateral 1" not in right  # one side pot: no number


def test_examples_read_as_a_dealer_says_them() -> None:
    showdown = generate(2, 2026, 1)[0]
    by_error = {option.error: option.summary for option in showdown.options}
    assert by_error[None] == (
        "Sí: Fede y Dani juegan pareja de ochos; decide el kicker: K♥ de Fede frente a 10♥ de Dani."
    )
    assert by_error["missed_kicker"] == (
        "No: la misma combinación no es todavía un empate; decide el kicker: K♥ de Fede "
        "frente a 10♥ de Dani."
    )
    lower = next(o for o in generate(1, 2026, 1)[0].options if o.error == "lower_hand")
    assert lower.summary == (
        "No: Ana juega pareja de dieces, y Carla, doble pareja de jotas y dieces, una "
        "categoría por encima."
    )


def test_practice_json_carries_summary_and_mistake() -> None:
    from academy.practice import practice_json

    data = practice_json(3, 5, 2)
    showdowns = data["showdowns"]
    assert isinstance(showdowns, list)
    for item in showdowns:
        for option in item["options"]:
            assert option["summary"].startswith(("Sí: ", "No: "))
            assert (option["mistake"] is None) == option["correct"]
