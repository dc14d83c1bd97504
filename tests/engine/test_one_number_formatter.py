"""One Spanish number formatter (academy/engine/numbers.py) for every layer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from academy.engine.numbers import (
    GROUP,
    MINUS,
    NBSP,
    chips,
    decimal,
    number,
    percent,
    shared_places,
    signed,
)
from academy.engine.settle import settle_json
from academy.web.filters import figure_text, signed_number, spanish_number

ACADEMY = Path(__file__).resolve().parents[2] / "academy"


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (0, "0"),
        (999, "999"),
        (1500, "1500"),  # four digits: not grouped
        (9999, "9999"),
        (10000, f"10{GROUP}000"),
        (2598960, f"2{GROUP}598{GROUP}960"),
        (-40, f"{MINUS}40"),
        (-15000, f"{MINUS}15{GROUP}000"),
    ],
)
def test_grouping_from_five_digits_with_a_narrow_no_break_space(value: int, text: str) -> None:
    assert number(value) == text


def test_signs_decimals_and_percentages() -> None:
    assert (signed(60), signed(-40), signed(0)) == ("+60", f"{MINUS}40", "0")
    assert decimal(12345.5, 1) == f"12{GROUP}345,5"
    assert decimal(-0.001, 2) == "0,00"  # no «−0,00»
    assert percent(0.5, 2) == f"50,00{NBSP}%"
    assert chips(1) == "1 ficha" and chips(20000) == f"20{GROUP}000 fichas"


def test_a_column_of_percentages_shares_its_decimals() -> None:
    assert shared_places([0.5, 0.25]) == 0
    assert shared_places([0.5, 0.0000154]) == 4  # 0,0015 % keeps two digits
    assert shared_places([0.5, 0.0001539]) == 3  # 0,015 %
    assert shared_places([0.4, 0.000311]) == 3
    assert shared_places([]) == 0


def test_the_web_filters_are_the_engine_formatter() -> None:
    for value in (-123456, -40, 0, 7, 1500, 98765, 2598960):
        assert spanish_number(value) == number(value)
        assert signed_number(value) == signed(value)
    assert figure_text(-40, "ej.net.A") == f"{MINUS}40"
    assert figure_text(40, "ej.net.A") == "+40"
    assert figure_text(12000, "ej.pots.0.amount") == f"12{GROUP}000"


def test_the_dealer_explanation_uses_it() -> None:
    spec = {
        "board": "Kc Jd 9s 5h 2c",
        "players": [
            {"name": "A", "hole": "Kh Kd", "contributed": 15000},
            {"name": "B", "hole": "Jc Jh", "contributed": 15000},
        ],
    }
    explanation = " ".join(settle_json(spec)["explanation"])  # type: ignore[arg-type]
    assert f"30{GROUP}000 fichas" in explanation
    assert f"+15{GROUP}000" in explanation and f"{MINUS}15{GROUP}000" in explanation


def test_no_other_module_groups_thousands() -> None:
    """Every other module calls the formatter: no ``f"{x:,}"``, ``f"{x:_}"`` or
    ``.replace(",", ".")`` of its own."""
    own = re.compile(r"""\{[^}]*:[,_][^}]*\}|\.replace\(\s*["'],["']\s*,\s*["']\.["']\s*\)""")
    offenders = [
        f"{path.relative_to(ACADEMY)}:{n}"
        for path in ACADEMY.rglob("*.py")
        if path.name != "numbers.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if own.search(line)
    ]
    assert offenders == []


def test_the_cli_rarity_table_uses_it(capsys: pytest.CaptureFixture[str]) -> None:
    from academy.cli import main

    assert main(["rarity", "--cards", "5"]) == 0
    out = capsys.readouterr().out
    assert f"Manos de 5 cartas: {number(2598960)}" in out
    assert f"1{GROUP}302{GROUP}540" in out and f"50,1177{NBSP}%" in out
    assert "2.598.960" not in out
