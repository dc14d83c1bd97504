"""The showdown spec: one test per kind of bad input, each naming the field."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import pytest
from helpers.tables import SEED_TABLE, player, table

from academy.engine.errors import PokerError
from academy.engine.settle import PlayerSpec, parse_spec, settle_json


def good() -> dict[str, Any]:
    return copy.deepcopy(
        table(player("A", 50, "Kh Kd"), player("B", 120, "Jc Jh"), player("C", 200, "9c 9d"))
    )


def refused(data: object) -> PokerError:
    with pytest.raises(PokerError) as info:
        settle_json(data)
    assert info.value.message  # a Spanish sentence, never empty
    return info.value


def test_not_an_object() -> None:
    assert refused([good()]).field is None
    spec = good()
    spec["players"][1] = "B"
    assert refused(spec).field == "players[1]"
    spec["players"] = "A B C"
    assert refused(spec).field == "players"


def test_unknown_keys_are_named() -> None:
    spec = good() | {"pot": 370}
    error = refused(spec)
    assert (error.field, error.message) == (
        "pot",
        "campo desconocido: «pot» (se admiten: variant, board, players, button, rake)",
    )
    spec = good()
    spec["players"][0] |= {"stack": 10, "seat": 1}
    error = refused(spec)
    assert error.field == "players[0].stack"
    assert error.message.startswith("campos desconocidos: «stack», «seat»")


def test_unknown_variant() -> None:
    assert refused(good() | {"variant": "stud"}).field == "variant"
    assert refused(good() | {"variant": 7}).field == "variant"


def test_board_must_have_five_cards() -> None:
    error = refused(good() | {"board": "Kc Jd 9s 5h"})
    assert (error.field, error.message) == ("board", "las cartas comunitarias deben ser 5, no 4")
    assert refused(good() | {"board": "Kc Jd 9s 5h Xx"}).field == "board"
    assert refused(good() | {"board": 5}).field == "board"
    del_board = good()
    del del_board["board"]
    assert refused(del_board).field == "board"


@pytest.mark.parametrize(
    ("variant", "holes", "expected"),
    [
        ("holdem", ("Kh Kd 3s", "Jc Jh", "9c 9d"), 2),
        ("shortdeck", ("Kh", "Jc Jh", "9c 9d"), 2),
        ("pineapple", ("Kh Kd 3s", "Jc Jh", "9c 9d"), 2),
        ("omaha", ("Kh Kd", "Jc Jh 6c 6h", "9c 9d Tc Td"), 4),
    ],
)
def test_wrong_number_of_hole_cards(variant: str, holes: tuple[str, ...], expected: int) -> None:
    spec = good() | {"variant": variant, "board": "Kc Jd 9s 8h Ac"}
    for p, hole in zip(spec["players"], holes, strict=True):
        p["hole"] = hole
    error = refused(spec)
    assert error.field == "players[0].hole"
    assert f"cada jugador lleva {expected} cartas propias" in error.message


def test_low_cards_do_not_exist_in_short_deck() -> None:
    spec = good() | {"variant": "shortdeck", "board": "Kc Jd 9s 8h Ac"}
    spec["players"][2]["hole"] = "9c 5d"
    error = refused(spec)
    assert (error.field, error.message) == (
        "players[2].hole",
        "la carta 5♦ (cinco de diamantes) no existe en la baraja de Short Deck "
        "(no tiene 2, 3, 4 ni 5)",
    )
    spec["players"][2]["hole"] = "9c 9d"
    assert settle_json(spec)["variant"] == "shortdeck"
    spec["board"] = "Kc Jd 9s 8h 2c"
    assert refused(spec).field == "board"


def test_duplicate_cards_across_players_and_board() -> None:
    spec = good()
    spec["players"][2]["hole"] = "9c Kh"
    error = refused(spec)
    assert (error.field, error.message) == (
        "players[2].hole",
        "la carta K♥ (rey de corazones) está repetida: ya está en A",
    )
    spec = good()
    spec["players"][1]["hole"] = "Jc Kc"
    error = refused(spec)
    assert error.field == "players[1].hole"
    assert error.message.endswith("ya está en las cartas comunitarias")
    assert refused(good() | {"board": "Kc Jd 9s 5h Kc"}).field == "board"


@pytest.mark.parametrize(
    ("amount", "message"),
    [
        (-1, "la cantidad no puede ser negativa"),
        (12.5, "la cantidad debe ser un número entero de fichas, sin decimales"),
        (50.0, "la cantidad debe ser un número entero de fichas, sin decimales"),
        (True, "la cantidad debe ser un número entero de fichas, no true o false"),
        ("50", "la cantidad debe ser un número, no un texto"),
        (None, "la cantidad debe ser un número entero de fichas"),
        (10**9 + 1, "la cantidad no puede pasar de 1\u202f000\u202f000\u202f000 fichas"),
    ],
)
def test_bad_amounts(amount: object, message: str) -> None:
    spec = good()
    spec["players"][1]["contributed"] = amount
    error = refused(spec)
    assert (error.field, error.message) == ("players[1].contributed", message)


def test_missing_amount() -> None:
    spec = good()
    del spec["players"][0]["contributed"]
    assert refused(spec).field == "players[0].contributed"


def test_largest_amount_is_accepted() -> None:
    spec = good()
    spec["players"][2]["contributed"] = 10**9
    assert settle_json(spec)["refunds"] == {"C": 10**9 - 120}


@pytest.mark.parametrize("name", ["", "   ", 7, None, "x" * 41])
def test_bad_names(name: object) -> None:
    spec = good()
    spec["players"][1]["name"] = name
    assert refused(spec).field == "players[1].name"


def test_duplicate_names() -> None:
    spec = good()
    spec["players"][2]["name"] = "A"
    error = refused(spec)
    assert (error.field, error.message) == ("players[2].name", "el nombre «A» está repetido")


def test_unknown_button() -> None:
    assert refused(good() | {"button": "Z"}).field == "button"
    assert refused(good() | {"button": 0}).field == "button"


@pytest.mark.parametrize("count", [0, 1, 11])
def test_player_count(count: int) -> None:
    deck = [f"{r}{s}" for r in "23456789" for s in "cdhs"]
    players = [player(f"J{i}", 10, f"{deck[2 * i]} {deck[2 * i + 1]}") for i in range(count)]
    error = refused(table(*players, board="Ac Kd Qh Js Tc"))
    assert error.field == "players"


def test_nobody_live() -> None:
    spec = good()
    for p in spec["players"]:
        p["folded"] = True
    assert refused(spec).field == "players"


def test_live_player_needs_cards() -> None:
    spec = good()
    del spec["players"][1]["hole"]
    error = refused(spec)
    assert (error.field, error.message) == (
        "players[1].hole",
        "B sigue en la mano: faltan sus 2 cartas propias",
    )
    spec["players"][1]["hole"] = ""
    assert refused(spec).field == "players[1].hole"


def test_folded_must_be_true_or_false() -> None:
    spec = good()
    spec["players"][0]["folded"] = "no"
    assert refused(spec).field == "players[0].folded"


def test_discard_only_in_pineapple() -> None:
    spec = good()
    spec["players"][0]["discarded"] = "3d"
    assert refused(spec).field == "players[0].discarded"
    spec["variant"] = "pineapple"
    spec["players"][0]["discarded"] = "3d 4d"
    assert refused(spec).field == "players[0].discarded"
    spec["players"][0]["discarded"] = "Jc"
    assert refused(spec).field == "players[1].hole"  # B holds J♣ too


def test_chips_nobody_live_could_win() -> None:
    """Both biggest contributors folded: chips above the live players' top are nobody's.
    (In a real hand a player only folds facing a bigger bet, so this cannot happen.)"""
    spec = good()
    spec["players"][1]["folded"] = True
    spec["players"][2]["folded"] = True
    error = refused(spec)
    assert error.field == "players[1].contributed"
    assert "nadie podría ganar esas fichas" in error.message


def test_values_built_in_code_check_themselves() -> None:
    with pytest.raises(PokerError) as info:
        PlayerSpec("A", (), -1, folded=True)
    assert info.value.field == "contributed"
    spec = parse_spec(SEED_TABLE)
    with pytest.raises(PokerError) as info:
        dataclasses.replace(spec, button="Z")
    assert info.value.field == "button"
    folded = tuple(dataclasses.replace(p, folded=p.name != "A") for p in spec.players)
    with pytest.raises(PokerError) as info:
        dataclasses.replace(spec, players=folded)
    assert info.value.field == "players[1].contributed"
