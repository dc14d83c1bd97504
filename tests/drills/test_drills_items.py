"""The workshop's items: the JSON contract, determinism, answers as the CLI prints them,
regeneration of one item alone, and bad arguments refused in Spanish."""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from academy.cli import main
from academy.drills import (
    KINDS,
    MISTAKES,
    STEPS,
    check_item,
    deal_items,
    drill_at,
    drill_json,
)
from academy.drills.limites.table import limits_of
from academy.engine.errors import PokerError
from academy.engine.settle import settle_json

DRILLS = Path(__file__).resolve().parents[2] / "academy" / "practice" / "drills"
KIND_VARIANTS = [
    ("cinco", "holdem"),
    ("cinco", "omaha"),
    ("cinco", "shortdeck"),
    ("botes", "holdem"),
    ("botes", "omaha"),
    ("botes", "shortdeck"),
    ("limites", "holdem"),
]
ITEM_KEYS = ["id", "kind", "step", "scenarios", "spec", "question", "solution", "answer",
             "mistakes"]  # fmt: skip
LIMIT_SPEC = {"structure", "big_blind", "pot", "current_bet", "committed", "last_raise", "stack"}
FIXED_SPEC = {"small_bet", "big_bet", "street", "raises"}


def run_cli(args: list[str], stdin: str, capsys: pytest.CaptureFixture[str]) -> Any:
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")))
    try:
        assert main(args) == 0
    finally:
        sys.stdin = sys.__stdin__
    return json.loads(capsys.readouterr().out)


# The document ------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "variant"), KIND_VARIANTS)
def test_document_has_the_contract_keys(kind: str, variant: str) -> None:
    doc = drill_json(kind, 42, 5, variant)
    assert list(doc) == ["kind", "title", "seed", "variant", "steps", "count", "items"]
    assert [s["step"] for s in doc["steps"]] == [1, 2, 3]
    assert len(doc["items"]) == 15
    for item in doc["items"]:
        assert list(item) == ITEM_KEYS
        assert set(item["scenarios"]) <= set(KINDS[kind].catalog.scenarios)
        assert item["question"].endswith((".", "?")) and len(item["question"]) > 60
        for mistake in item["mistakes"]:
            assert list(mistake) == ["code", "name", "typed", "feedback"]
            assert mistake["code"] in KINDS[kind].catalog.mistake_names
            assert mistake["name"] == MISTAKES[mistake["code"]].name
            assert all(isinstance(line, str) and line for line in mistake["feedback"])
        if kind == "limites":
            assert LIMIT_SPEC <= set(item["spec"])
            extra = set(item["spec"]) - LIMIT_SPEC
            assert extra in (set(), FIXED_SPEC, {"facing_short_all_in"})
            assert (extra == FIXED_SPEC) == (item["spec"]["structure"] == "fixed_limit")
        else:
            assert item["spec"]["variant"] == variant
    assert json.loads(json.dumps(doc)) == doc


@pytest.mark.parametrize(("kind", "variant"), KIND_VARIANTS)
@pytest.mark.parametrize("step", STEPS)
def test_answers_are_the_engines(kind: str, variant: str, step: int) -> None:
    for seed in range(20):
        for item in deal_items(kind, seed, 5, variant, step):
            spec, answer = item.table.spec, item.table.answer()
            if kind == "limites":
                assert answer == limits_of(spec).to_json()
            else:
                assert answer == settle_json(spec)
            assert item.check(item.table.solution()).correct, item.id
            typed = item.table.temptations()
            expected = [(code, answer, item.check(answer)) for code, answer in typed.items()]
            assert item.table.offered() == expected, item.id


@pytest.mark.parametrize("kind", ["cinco", "botes"])
def test_showdown_answers_are_what_the_cli_prints(
    kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    items = [i.to_json() for v in ("holdem", "omaha") for i in deal_items(kind, 3, 5, v)]
    printed = run_cli(["showdown", "-", "--json"], json.dumps([i["spec"] for i in items]), capsys)
    assert printed == [item["answer"] for item in items]


def test_limit_answers_are_what_the_cli_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """Every spec runs through ``academy limits --json``; a short all-in after acting is
    ``--facing-short-all-in``."""
    facing = 0
    for step in STEPS:
        for item in deal_items("limites", 5, 10, step=step):
            spec = item.table.spec
            args = ["limits", "--json"]
            for key, value in spec.items():
                flag = f"--{key.replace('_', '-')}"
                args += [flag] if value is True else [flag, str(value)]
            facing += "--facing-short-all-in" in args
            assert run_cli(args, "", capsys) == item.table.answer(), spec
    assert facing >= 2


# Determinism -------------------------------------------------------------------------


def digest(kind: str, seed: int, variant: str) -> str:
    text = json.dumps(drill_json(kind, seed, 5, variant), ensure_ascii=False, indent=2)
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize(("kind", "variant"), KIND_VARIANTS)
def test_same_inputs_give_the_same_bytes(kind: str, variant: str) -> None:
    assert digest(kind, 42, variant) == digest(kind, 42, variant)
    assert digest(kind, 42, variant) != digest(kind, 43, variant)


@pytest.mark.slow  # subprocesses
def test_same_bytes_in_another_process_with_other_hash_seeds() -> None:
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); "
        "from test_drills_items import digest; "
        "print(' '.join(digest(k, 42, v) for k, v in "
        "[('cinco', 'omaha'), ('botes', 'holdem'), ('limites', 'holdem')]))"
    )
    outputs = set()
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        result = subprocess.run(
            [sys.executable, "-c", code, str(Path(__file__).parent)],
            capture_output=True, text=True, env=env, check=True,
        )  # fmt: skip
        outputs.add(result.stdout)
    here = " ".join(digest(k, 42, v) for k, v in
                    [("cinco", "omaha"), ("botes", "holdem"), ("limites", "holdem")])  # fmt: skip
    assert outputs == {here + "\n"}


def test_golden_items() -> None:
    item = drill_at("cinco", 1, 42, 1)
    answer = item.table.answer()
    assert item.id == "cinco1-42-1"
    assert (answer["board"], answer["order"][0]) == (["Jh", "Qh", "Th", "2h", "Js"], ["Hugo"])
    assert answer["hands"]["Hugo"]["five"] == ["Qh", "Jh", "Th", "9h", "2h"]
    item = drill_at("cinco", 3, 7, 0, "omaha")
    assert item.id == "cinco3-7-0-omaha"
    assert item.table.solution() == {"cards": ["Kd", "Qd", "Jd", "Th", "9h"]}
    item = drill_at("botes", 3, 42, 1)
    pots = [(p["amount"], p["winners"]) for p in item.table.answer()["pots"]]
    assert pots == [(115, ["Carla"]), (60, ["Carla"]), (45, ["Beto", "Dani"])]
    assert item.table.solution()["pots"][2]["odd_chips"] == ["Dani"]  # type: ignore[index]
    item = drill_at("limites", 2, 42, 1)
    assert item.table.spec == {"structure": "pot_limit", "big_blind": 50, "pot": 575,
                               "current_bet": 250, "committed": 50, "last_raise": 200,
                               "stack": 3800}  # fmt: skip
    assert item.table.answer() == {"to_call": 200, "min_raise_to": 450, "max_raise_to": 1025,
                                   "can_raise": True}  # fmt: skip


# One item alone ----------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "variant"), KIND_VARIANTS)
def test_one_item_is_dealt_again_alone(kind: str, variant: str) -> None:
    items = deal_items(kind, 9, 5, variant, 2)
    assert [drill_at(kind, 2, 9, i, variant) for i in range(5)] == items
    assert deal_items(kind, 9, 3, variant, 2) == items[:3]
    suffix = "" if variant == "holdem" else f"-{variant}"
    assert [i.id for i in items] == [f"{kind}2-9-{n}{suffix}" for n in range(5)]


def test_check_answer_deals_the_item_again() -> None:
    item = drill_at("botes", 2, 11, 3)
    verdict = check_item("botes", 2, 11, 3, item.table.solution())
    assert verdict.correct and verdict.mistakes == ()
    typed = next(iter(item.table.temptations().values()))
    assert not check_item("botes", 2, 11, 3, typed).correct


def test_sets_differ_by_kind_step_seed_and_variant() -> None:
    specs = {
        json.dumps(deal_items(kind, seed, 1, variant, step)[0].table.spec, sort_keys=True)
        for kind, variant in KIND_VARIANTS for seed in (1, 2) for step in STEPS
    }  # fmt: skip
    assert len(specs) == len(KIND_VARIANTS) * 2 * 3


# Bad arguments -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "field", "words"),
    [
        ({"kind": "dados"}, "kind", "no existe"),
        ({"kind": None}, "kind", "no existe"),
        ({"step": 0}, "step", "entre 1 y 3"),
        ({"step": 4}, "step", "entre 1 y 3"),
        ({"step": "2"}, "step", "número entero"),
        ({"step": True}, "step", "número entero"),
        ({"count": 0}, "count", "entre 1 y 50"),
        ({"count": 51}, "count", "entre 1 y 50"),
        ({"count": 2.0}, "count", "número entero"),
        ({"seed": -1}, "seed", "entre 0 y"),
        ({"seed": 2**63}, "seed", "entre 0 y"),
        ({"seed": "42"}, "seed", "número entero"),
        ({"variant": "stud"}, "variant", "no existe"),
        ({"variant": "pineapple"}, "variant", "no ofrece Crazy Pineapple"),
        ({"variant": 3}, "variant", "texto"),
        ({"kind": "limites", "variant": "omaha"}, "variant", "no depende de la variante"),
    ],
)
def test_bad_arguments(kwargs: dict[str, Any], field: str, words: str) -> None:
    args: dict[str, Any] = {"kind": "cinco", "seed": 42, "count": 3, "variant": "holdem"}
    with pytest.raises(PokerError) as caught:
        drill_json(**(args | kwargs))
    assert caught.value.field == field
    assert words in caught.value.message


@pytest.mark.parametrize("index", [-1, 50, "0", None])
def test_bad_index(index: Any) -> None:
    with pytest.raises(PokerError) as caught:
        drill_at("botes", 1, 42, index)
    assert caught.value.field == "index"


def test_drill_at_needs_a_step() -> None:
    with pytest.raises(PokerError) as caught:
        drill_at("botes", None, 42, 0)
    assert caught.value.field == "step"


def test_dealing_gives_up_with_a_spanish_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from academy.practice import levels

    monkeypatch.setattr(levels, "MAX_TRIES", 1)
    with pytest.raises(PokerError) as caught:
        deal_items("cinco", 42, 1, "holdem", 3)
    assert caught.value.field == "seed"
    assert "otra semilla" in caught.value.message


# The package stays a domain library ----------------------------------------------------


def test_imports_only_the_engine_and_dealing_helpers() -> None:
    allowed = {
        "academy.engine",
        "academy.practice.levels",
        "academy.practice.feedback",
        "academy.practice.answers",
        "academy.practice.sets",  # the practice's readers of a set's seed, count, variant
    }
    for path in DRILLS.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                module = node.module or ""
                if node.level == 1:
                    continue  # inside the package
                absolute = "academy.practice." if node.level == 2 else "academy."
                target = absolute + module
                assert any(target.startswith(a) for a in allowed), (path.name, target)
            elif isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or ""]  # fmt: skip
                for name in names:
                    assert name.split(".")[0] in sys.stdlib_module_names, (path.name, name)


def test_every_kind_has_mistakes_and_scenarios() -> None:
    for kind in KINDS:
        assert len(KINDS[kind].catalog.mistake_names) >= 7
