"""The one amount parser (academy/engine/numbers.py): what people type in the tools' forms."""

from __future__ import annotations

import pytest

from academy.engine.errors import PokerError
from academy.engine.numbers import GROUP, MAX_AMOUNT, NBSP, number, parse_amount


@pytest.mark.parametrize(
    ("typed", "amount"),
    [
        ("0", 0),
        ("7", 7),
        ("1500", 1500),
        ("0150", 150),
        ("1.000", 1000),
        ("15.000", 15000),
        ("1.000.000", 1_000_000),
        ("1 000", 1000),
        (f"1{NBSP}000", 1000),
        (f"1{GROUP}000", 1000),
        (f"250{GROUP}000{GROUP}000", 250_000_000),
        ("  1.500  ", 1500),
        ("1000000000", MAX_AMOUNT),
    ],
)
def test_plain_digits_and_spanish_grouping(typed: str, amount: int) -> None:
    assert parse_amount(typed) == amount


def test_reads_back_what_the_formatter_writes() -> None:
    for value in (0, 9, 999, 1500, 9999, 10000, 123456, 2598960, MAX_AMOUNT):
        assert parse_amount(number(value)) == value


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("", "falta la cantidad: escribe un número entero"),
        ("   ", "falta la cantidad: escribe un número entero"),
        ("-5", "no puede ser negativa"),
        ("\u22125", "no puede ser negativa"),
        ("1,5", "sin decimales ni comas"),
        ("1,000", "sin decimales ni comas"),
        ("1.5", "no es un número entero de fichas"),
        ("1.00", "no es un número entero de fichas"),
        ("1.0000", "no es un número entero de fichas"),
        ("1000.000", "no es un número entero de fichas"),
        (".000", "no es un número entero de fichas"),
        ("1.", "no es un número entero de fichas"),
        ("1.000 000", "no es un número entero de fichas"),  # one separator per number
        ("1  000", "no es un número entero de fichas"),
        ("1_000", "no es un número entero de fichas"),
        ("1e3", "no es un número entero de fichas"),
        ("mil", "no es un número entero de fichas"),
        ("+5", "no es un número entero de fichas"),
        ("٣", "no es un número entero de fichas"),  # digits of other scripts are not read as chips
        ("１２", "no es un número entero de fichas"),
        ("9" * 41, "no es un número entero de fichas"),
        ("1000000001", "no puede pasar de 1\u202f000\u202f000\u202f000"),
        ("1.000.000.001", "no puede pasar de"),
    ],
)
def test_anything_else_is_refused_in_spanish(typed: str, reason: str) -> None:
    with pytest.raises(PokerError) as info:
        parse_amount(typed, "pot")
    assert info.value.field == "pot"
    assert reason in info.value.message


def test_the_limit_can_be_lower() -> None:
    assert parse_amount("4", most=4) == 4
    with pytest.raises(PokerError, match="no puede pasar de 4"):
        parse_amount("5", most=4)
