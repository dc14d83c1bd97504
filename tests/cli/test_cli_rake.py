"""``academy showdown`` with the room's commission: the spec carries it, the command
needs nothing new."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import SEED_EXAMPLE

from academy.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_explanation_says_the_commission(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mano.json"
    path.write_text(json.dumps(SEED_EXAMPLE | {"rake": {"percent": 5, "cap": 12}}), "utf-8")
    code, out, err = run(capsys, "showdown", str(path))
    assert code == 0 and err == ""
    assert "de 290 fichas, serían 14, así que cobra el tope, 12 fichas." in out
    assert "A puso 50 y recibe 138 fichas del bote principal: resultado neto, +88." in out
    code, out, err = run(capsys, "showdown", str(path), "--json")
    result = json.loads(out)
    assert code == 0 and result["rake"] == 12 and result["pots"][0]["rake"] == 12


def test_a_bad_commission_is_one_spanish_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "lista.json"
    bad = SEED_EXAMPLE | {"rake": {"percent": 5, "cap": -1}}
    path.write_text(json.dumps([SEED_EXAMPLE, bad]), "utf-8")
    code, out, err = run(capsys, "showdown", str(path))
    assert code == 2 and out == ""
    assert err == "error: en «[1].rake.cap»: el tope no puede ser negativo\n"
