"""``academy drill``: the contract of docs/drills.md. Same arguments, same bytes; each
item's answer is exactly what ``academy showdown --json`` or ``academy limits --json``
prints for its spec (each run as the real command); the listing for people; every bad
argument is one Spanish line and exit status 2."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from academy.cli import main
from academy.drills import deal_items, drill_json
from academy.engine.numbers import number

ACADEMY = str(Path(sys.executable).with_name("academy"))
CASES = [
    ("cinco", "holdem"),
    ("cinco", "omaha"),
    ("cinco", "shortdeck"),
    ("botes", "holdem"),
    ("botes", "omaha"),
    ("botes", "shortdeck"),
    ("limites", "holdem"),
]


def academy(*argv: str, stdin: bytes = b"") -> bytes:
    """The real command in a subprocess: its standard output (exit 0, nothing on error)."""
    done = subprocess.run([ACADEMY, *argv], input=stdin, capture_output=True, timeout=120)
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    return done.stdout


def limit_flags(spec: dict[str, Any]) -> list[str]:
    """``academy limits`` flags for a limites spec (``true`` is a flag without value)."""
    flags: list[str] = []
    for key, value in spec.items():
        flag = f"--{key.replace('_', '-')}"
        flags += [flag] if value is True else [flag, str(value)]
    return flags


@pytest.mark.parametrize(("kind", "variant"), CASES)
@pytest.mark.slow  # the real command in subprocesses
def test_same_arguments_give_the_same_bytes(kind: str, variant: str) -> None:
    argv = ["drill", "--kind", kind, "--seed", "2026", "--count", "3", "--variant", variant]
    first = academy(*argv, "--json")
    assert first == academy(*argv, "--json")
    expected = json.dumps(drill_json(kind, 2026, 3, variant), ensure_ascii=False, indent=2)
    assert first == (expected + "\n").encode("utf-8")
    assert academy(*argv) == academy(*argv)  # the listing too


@pytest.mark.slow  # the real command in a subprocess
def test_the_document_as_the_issue_shows_it() -> None:
    data = json.loads(academy("drill", "--kind", "botes", "--seed", "42", "--count", "2",
                              "--step", "3", "--json"))  # fmt: skip
    assert data["kind"] == "botes" and data["seed"] == 42 and data["count"] == 2
    assert [s["step"] for s in data["steps"]] == [3]
    assert [item["id"] for item in data["items"]] == ["botes3-42-0", "botes3-42-1"]
    for item in data["items"]:
        assert {"id", "spec", "question", "answer"} <= set(item)


@pytest.mark.parametrize(("kind", "variant"), CASES[:6])
@pytest.mark.slow  # the real command in subprocesses
def test_showdown_answers_are_what_academy_showdown_prints(kind: str, variant: str) -> None:
    data = json.loads(academy("drill", "--kind", kind, "--seed", "7", "--count", "2",
                              "--variant", variant, "--json"))  # fmt: skip
    specs = [item["spec"] for item in data["items"]]
    printed = json.loads(academy("showdown", "-", "--json", stdin=json.dumps(specs).encode()))
    assert printed == [item["answer"] for item in data["items"]]
    alone = academy("showdown", "-", "--json", stdin=json.dumps(specs[0]).encode())
    expected = json.dumps(data["items"][0]["answer"], ensure_ascii=False, indent=2) + "\n"
    assert alone == expected.encode("utf-8")  # the very bytes of that command


@pytest.mark.slow  # the real command in subprocesses
def test_limit_answers_are_what_academy_limits_prints() -> None:
    data = json.loads(academy("drill", "--kind", "limites", "--seed", "11", "--count", "5",
                              "--json"))  # fmt: skip
    facing = 0
    for item in data["items"]:
        flags = limit_flags(item["spec"])
        facing += "--facing-short-all-in" in flags
        printed = academy("limits", *flags, "--json")
        expected = json.dumps(item["answer"], ensure_ascii=False, indent=2) + "\n"
        assert printed == expected.encode("utf-8"), item["id"]
    assert facing >= 2  # the step-3 stories with a short all-in after the learner acted


def test_the_listing_shows_the_table_the_question_and_the_dealers_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["drill", "--kind", "botes", "--seed", "42", "--count", "2", "--step", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Reparte los botes · Texas Hold’em · paso 3: ")
    for item in deal_items("botes", 42, 2, step=3):
        block = out[out.index(f". {item.id}\n") :]
        spec = item.table.settlement.spec
        board = " ".join(c.display for c in spec.board)
        assert block.split("\n")[1] == "Cartas comunitarias: " + board
        for player in spec.players:
            assert f"puso {number(player.contributed)}" in block
            assert "aporta" not in block
        question = block.index(item.table.question)
        answer = block.index("Respuesta:")
        assert question < answer
        for line in item.table.settlement.explanation:
            assert f"  {line}\n" in block[answer:]


def test_the_listing_of_limits_ends_with_the_engines_steps(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["drill", "--kind", "limites", "--seed", "3", "--count", "1"]) == 0
    out = capsys.readouterr().out
    assert [line for line in out.split("\n") if " · paso " in line] == [
        "Calcula el límite · paso 1: Frente a una apuesta",
        "Calcula el límite · paso 2: Subidas, ciegas y el tope del límite fijo",
        "Calcula el límite · paso 3: All-in corto y stacks cortos",
    ]
    for item in deal_items("limites", 3, 1):
        steps = "\n".join(f"  {line}" for line in item.table.limits().steps)
        assert f"{item.table.question}\nRespuesta:\n{steps}\n" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--kind", "dados", "--seed", "1"], "--kind: la opción 'dados' no existe"),
        (["--seed", "1"], "faltan argumentos obligatorios: --kind"),
        (["--kind", "cinco"], "faltan argumentos obligatorios: --seed"),
        (["--kind", "cinco", "--seed", "-1"], "--seed"),
        (["--kind", "cinco", "--seed", "9" * 30], "entre 0 y"),
        (["--kind", "cinco", "--seed", "1", "--count", "0"], "entre 1 y 50"),
        (["--kind", "cinco", "--seed", "1", "--count", "51"], "entre 1 y 50"),
        (["--kind", "cinco", "--seed", "1", "--step", "4"], "entre 1 y 3"),
        (["--kind", "cinco", "--seed", "1", "--step", "dos"], "paso"),
        (["--kind", "botes", "--seed", "1", "--variant", "pineapple"], "no existe"),
        (["--kind", "limites", "--seed", "1", "--variant", "omaha"], "no depende de la variante"),
        (["--kind", "cinco", "--seed", "1", "--json=sí"], "no lleva valor"),
    ],
)
def test_bad_arguments_exit_2_with_one_spanish_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code = main(["drill", *argv])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and message in err, err


def test_the_accion_listing_counts_hands_as_its_json_and_heads_the_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 30: «Sigue la acción»'s ``--count`` is hands in the listing as in ``--json``,
    each hand under the id of its JSON item, every question with the table under «Mesa:»
    (before the question), the answer alone under «Respuesta:»."""
    argv = ["drill", "--kind", "accion", "--seed", "42", "--count", "2", "--step", "3",
            "--variant", "omaha"]  # fmt: skip
    assert main([*argv, "--json"]) == 0
    ids = [item["id"] for item in json.loads(capsys.readouterr().out)["items"]]
    assert ids == ["accion3-42-0-omaha", "accion3-42-1-omaha"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    hands = re.findall(r"^Mano (\d+) · (\S+)$", out, flags=re.M)
    assert hands == [("1", ids[0]), ("2", ids[1])]
    blocks = re.split(r"\n\n(?=Pregunta \d+ de 5: )", out)[1:]
    assert [b.split(" ", 2)[1] for b in blocks] == ["1", "2", "3", "4", "5"] * 2
    for block in blocks:
        lines = block.strip("\n").split("\n")
        assert lines[1] == "Mesa:", lines[:2]
        answer = lines.index("Respuesta:")
        assert all(line.startswith("  ") for line in lines[2:answer])
        below = "\n".join(lines[answer:])
        assert "Cartas comunitarias:" not in below and " detrás, " not in below
    assert main(["drill", "--kind", "accion", "--seed", "1", "--count", "51"]) == 2
    assert "(en «Sigue la acción», de manos)" in capsys.readouterr().err
