"""Practice showdowns: the JSON contract, determinism, regenerating one showdown alone,
bounded dealing and one test per kind of bad input."""

from __future__ import annotations

import doctest
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from academy.engine.errors import PokerError
from academy.engine.settle import parse_spec, settle_json
from academy.practice import (
    MISTAKES,
    check_answer,
    generate,
    levels,
    practice_json,
    showdown_at,
    showdowns,
)

MAX_SEED = 2**63 - 1
LEVEL_VARIANTS = [(1, "holdem"), (2, "holdem"), (3, "holdem"), (4, "holdem"),
                  (1, "omaha"), (2, "omaha"), (3, "omaha"),
                  (1, "shortdeck"), (2, "shortdeck"), (3, "shortdeck")]  # fmt: skip

# Golden tables: a seed must deal exactly these on every Python version and platform.
GOLDEN = {
    (1, 42, 1, "holdem"): ("8d 4d 7h Jd Th", "Carla", [("Ana", "Kd 4c"), ("Carla", "6h Ks")]),
    (2, 42, 1, "holdem"): ("7h 2s 7s Ad 3d", "Dani", [("Dani", "Jc 4d"), ("Elena", "Jd 9d")]),
    (4, 42, 1, "holdem"): (
        "Qh 9c Qs 2d 4d",
        "Beto",
        [("Ana", "Tc Qc"), ("Beto", "7h Td"), ("Dani", "5d 2s"), ("Gabi", "Qd Kd")],
    ),
    (2, 42, 1, "omaha"): (
        "Kd Ts Th Tc 3h",
        "Beto",
        [("Beto", "Qs 7s 2c Ac"), ("Carla", "Qc 2d Jh 5d")],
    ),
}  # fmt: skip


def test_doctests() -> None:
    assert doctest.testmod(showdowns).failed == 0


@pytest.mark.parametrize(("key", "expected"), GOLDEN.items())
def test_golden_tables(key: tuple[int, int, int, str], expected: tuple[str, str, Any]) -> None:
    level, seed, index, variant = key
    spec = showdown_at(level, seed, index, variant).spec
    board, button, holes = expected
    assert (spec["board"], spec["button"]) == (board, button)
    players = spec["players"]
    assert isinstance(players, list)
    assert [(p["name"], p.get("hole")) for p in players if not p.get("folded")] == holes


# The JSON contract (docs/contracts.md) ---------------------------------------------------


@pytest.mark.parametrize(("level", "variant"), LEVEL_VARIANTS)
def test_practice_json_has_exactly_the_contract_keys(level: int, variant: str) -> None:
    data = practice_json(level, 42, 5, variant)
    assert list(data) == ["level", "seed", "showdowns"]
    assert (data["level"], data["seed"]) == (level, 42)
    items = data["showdowns"]
    assert isinstance(items, list) and len(items) == 5
    for item in items:
        assert list(item) == ["id", "level", "spec", "question", "options", "answer"]
        assert item["level"] == level
        parse_spec(item["spec"])  # a valid showdown spec
        assert item["answer"] == settle_json(item["spec"])
        pots = len(settle_json(item["spec"])["pots"])
        expected = (
            "¿Quién se lleva el bote y qué cinco cartas juega esa mano?"
            if level <= 2
            else "¿Quién se lleva cada bote?"
            if pots > 1
            else "¿Quién se lleva el bote?"
        )
        assert item["question"] == expected
        for option in item["options"]:
            assert list(option) == [
                "key",
                "text",
                "correct",
                "error",
                "feedback",
                "summary",
                "mistake",
            ]
            assert isinstance(option["text"], str) and isinstance(option["feedback"], str)
            assert option["error"] is None or option["error"] in MISTAKES
    assert len({item["id"] for item in items}) == 5


def test_ids_are_short_and_stable() -> None:
    assert [s.id for s in generate(3, 7, 3)] == ["n3-7-0", "n3-7-1", "n3-7-2"]
    assert showdown_at(2, 7, 4, "omaha").id == "n2-7-4-omaha"


def test_json_is_plain_and_round_trips() -> None:
    data = practice_json(4, 2026, 3)
    assert json.loads(json.dumps(data)) == data


# Determinism ---------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "variant"), LEVEL_VARIANTS)
def test_same_inputs_give_the_same_bytes(level: int, variant: str) -> None:
    first = json.dumps(practice_json(level, 123456789, 8, variant), ensure_ascii=False)
    again = json.dumps(practice_json(level, 123456789, 8, variant), ensure_ascii=False)
    assert first.encode() == again.encode()


@pytest.mark.parametrize(("level", "variant"), LEVEL_VARIANTS)
def test_one_showdown_is_dealt_again_alone(level: int, variant: str) -> None:
    whole = generate(level, 99, 12, variant)
    for index in (0, 5, 11):
        alone = showdown_at(level, 99, index, variant)
        assert alone == whole[index]
        assert alone.to_json() == whole[index].to_json()


def test_a_longer_set_starts_with_the_shorter_one() -> None:
    assert generate(2, 5, 3) == generate(2, 5, 10)[:3]


def test_sets_differ_by_seed_level_and_variant() -> None:
    base = showdown_at(1, 10, 0).spec
    assert showdown_at(1, 11, 0).spec != base
    assert showdown_at(1, 10, 1).spec != base
    assert showdown_at(2, 10, 0).spec != base
    assert showdown_at(1, 10, 0, "shortdeck").spec != base


def test_options_are_shuffled_by_the_seed() -> None:
    keys = {generate(1, seed, 1)[0].correct_option.key for seed in range(40)}
    assert keys == set("abcd")


@settings(max_examples=40, deadline=None)
@given(
    level=st.integers(1, 4),
    seed=st.integers(0, MAX_SEED),
    index=st.integers(0, 49),
)
def test_any_seed_checks_statelessly(level: int, seed: int, index: int) -> None:
    showdown = showdown_at(level, seed, index)
    right = showdown.correct_option
    assert check_answer(level, seed, index, right.key) == right
    for option in showdown.options:
        chosen = check_answer(level, seed, index, option.key)
        assert chosen.correct == (option.key == right.key)
        assert chosen.feedback == option.feedback


# Bounded dealing -----------------------------------------------------------------------


def test_dealing_gives_up_with_a_spanish_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(levels, "MAX_TRIES", 2)  # level 3 needs a board and two seats
    with pytest.raises(PokerError) as caught:
        generate(3, 42, 1)
    assert caught.value.field == "seed"
    assert "no se encontró" in caught.value.message and "otra semilla" in caught.value.message


def test_an_impossible_level_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(levels, "kicker_decides", lambda *args: False)
    with pytest.raises(PokerError, match="tras 10000 repartos"):
        generate(2, 42, 1)


def test_the_default_budget_is_far_from_reached() -> None:
    tries: list[int] = []
    original = levels.Shoe.draw

    def counted(self: levels.Shoe, k: int) -> object:
        tries.append(self.tries)
        return original(self, k)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(levels.Shoe, "draw", counted)
        generate(3, 1, 50)
    assert max(tries) < levels.MAX_TRIES // 4


# Bad input -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "field", "words"),
    [
        ({"level": 0}, "level", "entre 1 y 4"),
        ({"level": 5}, "level", "entre 1 y 4"),
        ({"level": "1"}, "level", "número entero"),
        ({"level": True}, "level", "número entero"),
        ({"level": 1.0}, "level", "número entero"),
        ({"count": 0}, "count", "entre 1 y 50"),
        ({"count": 51}, "count", "entre 1 y 50"),
        ({"count": "3"}, "count", "número entero"),
        ({"seed": -1}, "seed", "entre 0 y"),
        ({"seed": 2**63}, "seed", "entre 0 y"),
        ({"seed": "42"}, "seed", "número entero"),
        ({"seed": False}, "seed", "número entero"),
        ({"variant": "stud"}, "variant", "no existe"),
        ({"variant": "pineapple"}, "variant", "no ofrece Crazy Pineapple"),
        ({"variant": 3}, "variant", "texto"),
        ({"level": 4, "variant": "omaha"}, "variant", "solo se practica en Texas Hold’em"),
        ({"level": 4, "variant": "shortdeck"}, "variant", "solo se practica en Texas Hold’em"),
    ],
)
def test_bad_inputs(kwargs: dict[str, Any], field: str, words: str) -> None:
    args: dict[str, Any] = {"level": 1, "seed": 42, "count": 3, "variant": "holdem"} | kwargs
    with pytest.raises(PokerError) as caught:
        practice_json(**args)
    assert caught.value.field == field
    assert words in caught.value.message


@pytest.mark.parametrize("index", [-1, 50, "0", None])
def test_bad_index(index: Any) -> None:
    with pytest.raises(PokerError) as caught:
        showdown_at(1, 42, index)
    assert caught.value.field == "index"


@pytest.mark.parametrize("key", ["e", "A", "", None, 1])
def test_bad_option_key(key: object) -> None:
    with pytest.raises(PokerError) as caught:
        check_answer(2, 42, 0, key)
    assert caught.value.field == "option"
    assert "no existe" in caught.value.message


def test_level_4_is_holdem_by_default() -> None:
    assert generate(4, 1, 1)[0].spec["variant"] == "holdem"
