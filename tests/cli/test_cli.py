"""The academy command: the contracts of docs/contracts.md and exit status 2 on any bad
input."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import SEED_EXAMPLE

from academy.cli import main


def run(
    capsys: pytest.CaptureFixture[str], *argv: str, stdin: str | None = None
) -> tuple[int, str, str]:
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")))
    try:
        code = main(list(argv))
    finally:
        sys.stdin = sys.__stdin__
    out, err = capsys.readouterr()
    return code, out, err


def test_showdown_json_from_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "showdown", "-", "--json", stdin=json.dumps(SEED_EXAMPLE))
    assert code == 0
    result = json.loads(out)
    assert [(p["amount"], p["winners"]) for p in result["pots"]] == [(150, ["A"]), (140, ["B"])]
    assert result["refunds"] == {"C": 80}
    assert result["net"] == {"A": 100, "B": 20, "C": -120}
    assert result["hands"]["A"]["five"] == ["Kh", "Kd", "Kc", "Jd", "9s"]


def test_showdown_batch_and_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "specs.json"
    path.write_text(json.dumps([SEED_EXAMPLE, SEED_EXAMPLE]), encoding="utf-8")
    code, out, _ = run(capsys, "showdown", str(path), "--json")
    assert code == 0 and len(json.loads(out)) == 2
    code, out, _ = run(capsys, "showdown", str(path))
    assert code == 0 and "80" in out and "bote principal" in out


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ("{not json", "el JSON no es válido"),
        ("[" * 100_000 + "]" * 100_000, "JSON"),
        ("[]", "vacía"),
        ("42", "error: "),
        (json.dumps({**SEED_EXAMPLE, "board": "Kc Jd 9s 5h"}), "board"),
        (json.dumps({**SEED_EXAMPLE, "variant": "stud"}), "variant"),
    ],
)
def test_showdown_bad_input(capsys: pytest.CaptureFixture[str], stdin: str, message: str) -> None:
    code, out, err = run(capsys, "showdown", "-", stdin=stdin)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_showdown_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "showdown", "/no/such/file.json")
    assert code == 2 and "no se puede leer" in err


LIMITS = ["--big-blind", "10", "--current-bet", "50", "--committed", "0"]


def test_limits_pot_limit_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["limits", "--structure", "pot_limit", *LIMITS, "--last-raise", "50", "--stack", "1000"]
    code, out, _ = run(capsys, *args, "--pot", "150", "--json")
    assert code == 0
    assert json.loads(out) == {
        "to_call": 50,
        "min_raise_to": 100,
        "max_raise_to": 250,
        "can_raise": True,
    }


def test_limits_text_shows_the_steps(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["limits", "--structure", "pot_limit", "--big-blind", "10", "--pot", "140"]
    args += ["--current-bet", "40", "--committed", "0", "--last-raise", "40", "--stack", "500"]
    code, out, _ = run(capsys, *args)
    assert code == 0 and "220" in out


def test_limits_no_raise_possible_gives_null(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["limits", "--structure", "no_limit", *LIMITS, "--pot", "80", "--last-raise", "50"]
    code, out, _ = run(capsys, *args, "--stack", "30", "--json")
    assert code == 0
    assert json.loads(out) == {
        "to_call": 30,
        "min_raise_to": None,
        "max_raise_to": None,
        "can_raise": False,
    }


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--pot", "-5"], "--pot"),
        (["--pot", "1.5"], "sin decimales"),
        (["--pot", "mucho"], "--pot"),
        (["--pot", "150", "--raises", "9"], "--raises"),
        (["--pot", "150", "--street", "showdown"], "--street"),
        ([], "faltan argumentos obligatorios"),
    ],
)
def test_limits_bad_input(
    capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    args = ["limits", "--structure", "no_limit", *LIMITS, "--last-raise", "50", "--stack", "100"]
    code, out, err = run(capsys, *args, *extra)
    assert code == 2 and out == "" and message in err


def test_limits_domain_error(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["limits", "--structure", "no_limit", "--big-blind", "10", "--pot", "10"]
    args += ["--current-bet", "50", "--committed", "60", "--last-raise", "50", "--stack", "9"]
    code, _, err = run(capsys, *args)
    assert code == 2 and err.startswith("error: ")


@pytest.mark.parametrize(("bet", "code"), [(10, 2), (30, 0)])
def test_limits_fixed_limit_count_must_match_the_bet(
    capsys: pytest.CaptureFixture[str], bet: int, code: int
) -> None:
    """Three bets and raises of 10 make the bet 30: a bet of 10 with that count is refused,
    as the limits calculator refuses it."""
    args = ["limits", "--structure", "fixed_limit", "--big-blind", "10", "--pot", "40"]
    args += ["--current-bet", str(bet), "--committed", "0", "--last-raise", "10"]
    args += ["--stack", "1000", "--small-bet", "10", "--big-bet", "20", "--street", "flop"]
    result, out, err = run(capsys, *args, "--raises", "3")
    assert result == code
    if code:
        assert out == "" and "la apuesta vigente sería 30, no 10" in err
    else:
        assert "30 + 10 = 40" in out


def test_rarity_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rarity", "--cards", "5", "--json")
    data = json.loads(out)
    assert code == 0 and data["total"] == 2_598_960
    assert data["counts"]["four_of_a_kind"] == 624


def test_rarity_text_is_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rarity", "--cards", "5")
    assert code == 0 and "escalera de color" in out and "2\u202f598\u202f960" in out


@pytest.mark.parametrize("value", ["6", "52", "x", "-7"])
def test_rarity_bad_cards(capsys: pytest.CaptureFixture[str], value: str) -> None:
    code, _, err = run(capsys, "rarity", "--cards", value)
    assert code == 2 and "--cards" in err


def test_unknown_command_and_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "frobnicate")[0] == 2
    assert run(capsys)[0] == 2


@pytest.mark.slow  # a subprocess
def test_console_script_exit_status() -> None:
    academy = Path(sys.executable).with_name("academy")
    result = subprocess.run(
        [str(academy), "showdown", "-"], input="{", capture_output=True, text=True
    )
    assert result.returncode == 2
    assert result.stderr.startswith("error: el JSON no es válido")
    assert "Traceback" not in result.stderr


def test_practice_json_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("practice", "--level", "2", "--seed", "42", "--count", "3", "--json")
    code, first, _ = run(capsys, *args)
    code2, second, _ = run(capsys, *args)
    assert code == code2 == 0 and first == second
    data = json.loads(first)
    assert data["level"] == 2 and data["seed"] == 42 and len(data["showdowns"]) == 3
    for showdown in data["showdowns"]:
        assert sum(option["correct"] for option in showdown["options"]) == 1


@pytest.mark.parametrize(
    "extra", [["--level", "5"], ["--level", "x"], ["--count", "51"], ["--seed", "-1"]]
)
def test_practice_bad_input(capsys: pytest.CaptureFixture[str], extra: list[str]) -> None:
    code, out, err = run(capsys, "practice", "--level", "1", "--seed", "1", *extra)
    assert code == 2 and out == "" and err.startswith("error: ")
