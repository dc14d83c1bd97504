"""``academy practice-set``: the web page's sets as files, byte-identical for the same inputs,
with levels and drill steps, the learners' links on ``--base-url`` and the CSV's
``--separator``; every bad value is one Spanish line and exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from academy.cli import main
from academy.engine.hands import Variant
from academy.instructors import FORMATS, ClassSet, export
from academy.practice import PracticeSet

SITE = "https://poker.example/"
ARGS = ["practice-set", "--levels", "1,2,3,4", "--count", "2", "--seed", "42", "--base-url", SITE]


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_same_inputs_give_byte_identical_files(tmp_path: Path, fmt: str) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    assert main([*ARGS, "--format", fmt, "--output", str(first)]) == 0
    assert main([*ARGS, "--format", fmt, "--output", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() == export(PracticeSet((1, 2, 3, 4), 2, 42), fmt, SITE)


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_drill_steps_beside_levels(tmp_path: Path, fmt: str) -> None:
    out = tmp_path / "serie"
    argv = ["--levels", "2", "--drills", "cinco:1,botes:2-3", "--format", fmt]
    assert main([*ARGS[:1], *argv, "--count", "1", "--seed", "9", "--base-url", SITE,
                 "--output", str(out)]) == 0  # fmt: skip
    chosen = ClassSet((2,), (("cinco", 1), ("botes", 2), ("botes", 3)), 1, 9)
    assert out.read_bytes() == export(chosen, fmt, SITE)


def test_drills_alone_and_the_comma_separator(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["practice-set", "--drills", "limites", "--count", "1", "--seed", "3", "--format",
            "csv", "--separator", ",", "--base-url", SITE, "--output", "-"]  # fmt: skip
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("\ufeffserie,numero,id,")
    assert (
        "https://poker.example/practica/taller/?semilla=3&ejercicios=limites:1-3&por_paso=1" in out
    )


def test_levels_as_a_range_and_variant(tmp_path: Path) -> None:
    out = tmp_path / "serie.json"
    argv = ["practice-set", "--levels", "1-3", "--count", "3", "--seed", "9", "--base-url", SITE]
    assert main([*argv, "--variant", "omaha", "--format", "json", "--output", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["set"]["code"] == "o123-3-9"
    link = "https://poker.example/practica/?semilla=9&niveles=1-3&por_nivel=3&variante=omaha"
    assert data["set"]["link"] == link
    assert len(data["showdowns"]) == 9
    assert PracticeSet((1, 2, 3), 3, 9, Variant.OMAHA).code == data["set"]["code"]


@pytest.mark.slow  # a subprocess
def test_output_to_stdout_in_a_subprocess() -> None:
    academy = Path(sys.executable).with_name("academy")
    done = subprocess.run(
        [str(academy), *ARGS, "--format", "gift", "--output", "-"],
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout == export(PracticeSet((1, 2, 3, 4), 2, 42), "gift", SITE)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--levels", "1,5", "--count", "5", "--seed", "1"], "«niveles»: los niveles van del 1 al"),
        (["--levels", "", "--count", "5", "--seed", "1"], "niveles"),
        (["--levels", "1", "--count", "51", "--seed", "1"], "entre 1 y 50"),
        (["--levels", "1", "--count", "0", "--seed", "1"], "entre 1 y 50"),
        (["--levels", "1", "--count", "tres", "--seed", "1"], "--count"),
        (["--levels", "1", "--count", "5", "--seed", "-3"], "--seed"),
        (["--levels", "1", "--count", "5", "--seed", "9" * 30], "--seed"),
        (["--levels", "4", "--count", "5", "--seed", "1", "--variant", "omaha"], "nivel 4"),
        (["--levels", "1", "--count", "5", "--seed", "1", "--variant", "pineapple"], "no existe"),
        (["--drills", "dados:1", "--count", "5", "--seed", "1"], "«ejercicios»: «dados» no es"),
        (["--drills", "cinco:9", "--count", "5", "--seed", "1"], "no se entiende"),
        (["--count", "5", "--seed", "1"], "elige al menos --levels"),
        (["--levels", "1", "--count", "5", "--seed", "1", "--separator", "|"], "--separator"),
        (
            ["--levels", "1", "--count", "5", "--seed", "1", "--base-url", "poker.example"],
            "--base-url: «poker.example» no es la dirección de un sitio",
        ),
        (
            ["--levels", "1", "--count", "5", "--seed", "1", "--base-url", "/practica/"],
            "con http:// o https://",
        ),
    ],
)
def test_bad_values_exit_2_with_one_spanish_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    if "--base-url" not in argv:
        argv = [*argv, "--base-url", SITE]
    code = main(["practice-set", *argv, "--format", "json", "--output", "-"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and message in err
    assert "Traceback" not in err


def test_bad_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--format", "pdf", "--output", "-"]) == 2
    assert "--format: la opción 'pdf' no existe" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_without_output_the_file_takes_the_downloads_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    """GIFT by default is ``serie-CODE.gift.txt``: Moodle's upload form refuses ``.gift``."""
    monkeypatch.chdir(tmp_path)
    assert main([*ARGS, "--format", fmt]) == 0
    name = FORMATS[fmt].filename(ClassSet((1, 2, 3, 4), (), 2, 42))
    assert [p.name for p in tmp_path.iterdir()] == [name]
    assert capsys.readouterr().err == f"escrito: {name}\n"
    if fmt == "gift":
        assert name == "serie-h1234-2-42.gift.txt"
    assert main([*ARGS, "--format", fmt, "--output", "-"]) == 0
    assert capsys.readouterr().out.encode() == (tmp_path / name).read_bytes()


def test_a_gift_file_not_named_txt_gets_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*ARGS, "--format", "gift", "--output", str(tmp_path / "a.gift")]) == 0
    assert "puede rechazar «a.gift»" in capsys.readouterr().err


def test_weights_go_with_moodle_only(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["practice-set", "--levels", "1", "--drills", "botes:3", "--count", "1", "--seed",
            "1", "--base-url", SITE, "--output", "-"]  # fmt: skip
    assert main([*argv, "--format", "moodle", "--weights", "hueco"]) == 0
    per_blank = capsys.readouterr().out
    assert main([*argv, "--format", "moodle"]) == 0
    assert capsys.readouterr().out.count("<defaultgrade>16</defaultgrade>") == 2
    assert per_blank.count("<defaultgrade>1</defaultgrade>") == 1
    assert main([*argv, "--format", "gift", "--weights", "hueco"]) == 2
    assert "--weights solo vale con --format moodle" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_without_the_sites_address_nothing_is_printed(
    capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    """A relative link is useless on paper: the command asks for --base-url instead."""
    argv = ["practice-set", "--levels", "1", "--count", "1", "--seed", "1", "--format", fmt]
    assert main([*argv, "--output", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("error: falta --base-url, la dirección del sitio")


def test_unwritable_output_is_a_spanish_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*ARGS, "--format", "csv", "--output", str(tmp_path / "no" / "x.csv")]) == 2
    assert "la carpeta no existe" in capsys.readouterr().err
    assert main([*ARGS, "--format", "csv", "--output", str(tmp_path)]) == 2
    assert "es una carpeta" in capsys.readouterr().err
