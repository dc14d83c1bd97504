"""``academy results --codes FILE|- [--json]``: the class table from the results codes, a
bad line with its own Spanish message; exit 0 with a line read, 2 with none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from academy.cli import main
from academy.instructors.results import encode

GOOD = encode("h12-3-7", "abcdab")


def test_json_has_each_learner_and_each_bad_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    codes = tmp_path / "codigos.txt"
    codes.write_text(f"Ana: {GOOD}\nEva: {GOOD[:-2]}zz\n{encode('hl2-1-42', [''])}\n", "utf-8")
    assert main(["results", "--codes", str(codes), "--json"]) == 0
    learners = json.loads(capsys.readouterr().out)["learners"]
    assert [row["name"] for row in learners] == ["Ana", "Eva", "Sin nombre 3"]
    ana, eva, third = learners
    assert (ana["set"], ana["total"], ana["correct"]) == ("h12-3-7", 6, ana["correct"])
    assert ana["correct"] == sum(a["right"] for a in ana["answers"])
    assert set(eva) == {"name", "error", "line"} and "mal copiado" in eva["error"]
    assert (third["set"], third["answered"], third["correct"]) == ("hl2-1-42", 0, 0)


def test_text_output_and_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f"Ana: {GOOD}\n".encode())))
    assert main(["results", "--codes", "-"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ana (h12-3-7, práctica): ") and "Serie h12-3-7: 1 alumno" in out


def test_text_counts_agree_in_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As the page: «(1 respondida)», «(2 respondidas)», nothing when all were answered;
    «1 alumno», «3 alumnos»."""
    codes = tmp_path / "codigos.txt"
    lines = [f"Ana: {encode('h12-3-7', 'a-----')}", f"Beto: {encode('h12-3-7', 'ab----')}",
             f"Carla: {GOOD}", f"Dani: {encode('h1-2-7', 'ab')}"]  # fmt: skip
    codes.write_text("\n".join(lines) + "\n", "utf-8")
    assert main(["results", "--codes", str(codes)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert " de 6 (1 respondida) · " in out[0] and " de 6 (2 respondidas) · " in out[1]
    assert "respondida" not in out[2] and "respondida" not in out[3]
    assert "Serie h12-3-7: 3 alumnos" in out and "Serie h1-2-7: 1 alumno" in out


def test_no_line_read_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    codes = tmp_path / "codigos.txt"
    codes.write_text("Ana: h12-3-7.abc.xyz\n", "utf-8")
    assert main(["results", "--codes", str(codes), "--json"]) == 2
    captured = capsys.readouterr()
    assert json.loads(captured.out)["learners"][0]["name"] == "Ana"
    assert "ninguna línea trae un código" in captured.err
    codes.write_bytes(b"\xff\xfe\x00")
    assert main(["results", "--codes", str(codes)]) == 2
    assert "no es texto UTF-8" in capsys.readouterr().err
    assert main(["results", "--codes", str(tmp_path / "no.txt")]) == 2


def test_repeats_and_lines_past_200_are_said_on_standard_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    codes = tmp_path / "codigos.txt"
    lines = [f"Ana: {GOOD}", f"Ana: «{GOOD}»."] + [f"Alumno {n}: {GOOD}" for n in range(200)]
    codes.write_text("\n".join(lines), "utf-8")
    assert main(["results", "--codes", str(codes), "--json"]) == 0
    captured = capsys.readouterr()
    document = json.loads(captured.out)
    assert len(document["learners"]) == 200
    assert {"line": 2, "note": "repite la línea 1: se cuenta una vez"} in document["notes"]
    assert "aviso: línea 2: repite la línea 1: se cuenta una vez" in captured.err
    assert "aviso: se leen como mucho 200 alumnos: 1 línea más no se ha leído" in captured.err


def test_too_much_work_exits_2_in_spanish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from academy.drills import KINDS
    from academy.drills.workshop_set import DrillSet

    steps = tuple((kind, step) for kind, drill in KINDS.items() for step in drill.catalog.steps)
    codes = tmp_path / "codigos.txt"
    codes.write_text("\n".join(encode(DrillSet(steps, 50, seed).code, [""] * (len(steps) * 50))
                               for seed in range(1, 9)), "utf-8")  # fmt: skip
    assert main(["results", "--codes", str(codes)]) == 2
    assert "demasiado trabajo" in capsys.readouterr().err
