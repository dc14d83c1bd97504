"""The room's commission, figure by figure: the rule, the pots it comes out of, the
dealer's sentences, the board of a hand without a flop, and every bad input."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import SEED_EXAMPLE
from helpers.tables import player, table

from academy.engine.errors import PokerError
from academy.engine.rake import Rake, parse_rake, rake_json, take_from_pots
from academy.engine.settle import settle, settle_json

NBSP = "\u00a0"


def raked(spec: dict[str, Any], **rule: Any) -> dict[str, Any]:
    return settle_json(spec | {"rake": rule})


def test_the_seed_example_with_five_percent_and_a_cap() -> None:
    result = raked(SEED_EXAMPLE, percent=5, cap=12)
    assert result["rake"] == 12  # 5 % of 290 is 14 (14,5 rounded down), capped at 12
    pots = result["pots"]
    assert [(p["name"], p["amount"], p["rake"], p["shares"]) for p in pots] == [
        ("bote principal", 150, 12, {"A": 138}),
        ("bote lateral 1", 140, 0, {"B": 140}),
    ]
    assert result["refunds"] == {"C": 80}
    assert result["received"] == {"A": 138, "B": 140, "C": 80}
    assert result["net"] == {"A": 88, "B": 20, "C": -120}
    lines = result["explanation"]
    assert (
        f"La sala cobra de comisión el 5{NBSP}% de lo que hay en los botes, redondeado hacia "
        "abajo, con un tope de 12 fichas por mano: de 290 fichas, serían 14, así que cobra el "
        "tope, 12 fichas." in lines
    )
    assert "La comisión sale del bote principal antes de repartirlo." in lines
    assert (
        "En el bote principal hay 150 fichas (50 de A, 50 de B y 50 de C); lo disputan A, B y "
        "C. Descontada la comisión, quedan 138." in lines
    )
    assert "A puso 50 y recibe 138 fichas del bote principal: resultado neto, +88." in lines
    assert lines[-1] == (
        "Se pusieron 370 fichas: 358 vuelven a los jugadores entre botes y devoluciones y la "
        "sala se queda 12 fichas de comisión, así que los resultados netos suman −12."
    )


def test_the_percentage_is_rounded_down_and_the_decimals_are_exact() -> None:
    assert raked(SEED_EXAMPLE, percent=5)["rake"] == 14  # 14,5
    assert raked(SEED_EXAMPLE, percent=2.3)["rake"] == 6  # 6,67; 2.3 is not 2.2999…
    spec = table(player("A", 500, "Kh Kd"), player("B", 500, "Jc Jh"))
    assert raked(spec, percent=2.3)["rake"] == 23  # exactly 2,3 % of 1000
    assert raked(spec, percent=0.01)["rake"] == 0  # 0,1 chips
    assert raked(spec, percent=100)["rake"] == 1000


def test_the_main_pot_pays_first_then_the_side_pots_in_order() -> None:
    spec = table(player("A", 2, "Kh Kd"), player("B", 100, "Jc Jh"), player("C", 100, "9c 9d"))
    result = raked(spec, percent=10)  # 10 % of 202: 20; the main pot holds only 6
    assert [(p["amount"], p["rake"], p["shares"]) for p in result["pots"]] == [
        (6, 6, {"A": 0}),
        (196, 14, {"B": 182}),
    ]
    assert result["net"] == {"A": -2, "B": 82, "C": -100}
    lines = result["explanation"]
    assert (
        "La comisión sale de los botes empezando por el principal: 6 del bote principal y 14 "
        "del bote lateral, antes de repartirlos." in lines
    )
    assert "A puso 2 y no recibe nada: resultado neto, −2." in lines


def test_a_refund_is_never_raked() -> None:
    result = raked(SEED_EXAMPLE, percent=100)
    assert result["rake"] == 290  # every chip in the pots, none of the 80 returned
    assert result["received"] == {"A": 0, "B": 0, "C": 80}


def test_a_tie_splits_what_is_left_with_its_odd_chip() -> None:
    spec = table(
        player("A", 50, "Ah 2c"),
        player("B", 50, "Ad 3c"),
        player("C", 50, "7h 7d"),
        board="Ac Kd Qs Js 9h",
        button="C",
    )
    result = raked(spec, percent=5)  # 7 of 150: 143 for A and B
    pot = result["pots"][0]
    assert (pot["rake"], pot["winners"], pot["shares"]) == (7, ["A", "B"], {"A": 72, "B": 71})
    assert (
        "A y B empatan con pareja de ases, la mejor mano entre A, B y C: se reparten 143 "
        "fichas, 71 para cada uno, y sobra 1 ficha." in result["explanation"]
    )


def test_no_flop_no_commission() -> None:
    preflop = table(
        player("A", 1, folded=True),
        player("B", 2, folded=True),
        player("C", 6, "Kh Kd"),
        board="",
        button="C",
    )
    result = raked(preflop, percent=50, no_flop_no_drop=True)
    assert result["board"] == [] and result["rake"] == 0
    assert result["received"] == {"A": 0, "B": 0, "C": 9}
    assert (
        "La mano acabó antes del flop, y sin flop no hay comisión: la sala no cobra nada."
        in result["explanation"]
    )
    assert raked(preflop, percent=50)["rake"] == 2  # without the option: half of the 5
    on_the_flop = preflop | {"board": "Kc Jd 9s"}
    assert raked(on_the_flop, percent=50, no_flop_no_drop=True)["rake"] == 2


def test_without_a_rake_the_result_is_the_same_as_before() -> None:
    plain = settle_json(SEED_EXAMPLE)
    assert "rake" not in plain and all("rake" not in p for p in plain["pots"])  # type: ignore[union-attr]
    zero = raked(SEED_EXAMPLE, percent=0)
    assert zero["rake"] == 0 and zero["net"] == plain["net"]
    assert "de 290 fichas, nada" in " ".join(zero["explanation"])


def test_a_cap_of_0_is_a_cap_not_no_cap() -> None:
    """``cap: 0`` is a rule that takes nothing, not a rule without a cap (0 is falsy)."""
    rule = parse_rake({"percent": 5, "cap": 0})
    assert rule.cap == 0
    assert (rule.amount(290, flop=True), rule.amount(10**6, flop=True)) == (0, 0)
    assert rule.to_json() == {"percent": 5, "cap": 0}
    assert rule.rule_text().endswith("con un tope de 0 fichas por mano")
    result = raked(SEED_EXAMPLE, percent=5, cap=0)
    plain = settle_json(SEED_EXAMPLE)
    assert result["rake"] == 0
    assert [(p["amount"], p["rake"], p["shares"]) for p in result["pots"]] == [
        (150, 0, {"A": 150}),
        (140, 0, {"B": 140}),
    ]
    assert result["received"] == plain["received"] and result["net"] == plain["net"]
    assert "de 290 fichas, serían 14, así que cobra el tope, 0 fichas." in " ".join(
        result["explanation"]
    )


def test_the_settlement_balances() -> None:
    s = settle(SEED_EXAMPLE | {"rake": {"percent": 7.5, "cap": 20}})
    assert s.rake == 20
    assert sum(p["contributed"] for p in SEED_EXAMPLE["players"]) == sum(s.received.values()) + 20


@pytest.mark.parametrize(
    ("board", "players", "message"),
    [
        ("Kc Jd 9s", "showdown", "las cartas comunitarias deben ser 5, no 3"),
        ("", "showdown", "las cartas comunitarias deben ser 5, no 0"),
        ("Kc Jd", "folded", "las cartas comunitarias deben ser 5, no 2 (sin showdown, 0, 3 o 4"),
        ("Kc Jd 9s 5h 2c 3d", "folded", "las cartas comunitarias deben ser 5, no 6 (sin showdown"),
    ],
)
def test_a_short_board_only_when_everyone_else_folded(
    board: str, players: str, message: str
) -> None:
    other = player("B", 50, "Jc Jh", folded=players == "folded")
    with pytest.raises(PokerError) as caught:
        settle(table(player("A", 50, "Kh Kd"), other, board=board))
    assert caught.value.field == "board" and caught.value.message.startswith(message)


@pytest.mark.parametrize("board", ["", [], "Kc Jd 9s", "Kc Jd 9s 5h"])
def test_a_hand_won_by_folds_shows_the_cards_that_were_out(board: str | list[str]) -> None:
    spec = table(player("A", 50, "Kh Kd"), player("B", 20, folded=True), board=board)  # type: ignore[arg-type]
    result = settle_json(spec)
    assert result["net"] == {"A": 20, "B": -20}
    assert len(result["board"]) == len(board.split() if isinstance(board, str) else board)  # type: ignore[arg-type]


def test_the_board_is_still_required() -> None:
    spec = table(player("A", 50, "Kh Kd"), player("B", 20, folded=True))
    del spec["board"]
    with pytest.raises(PokerError, match=r"o \[\] si todos menos uno se retiraron antes del flop"):
        settle(spec)


BAD_RULES = [
    # (the rake value, the field, words of the message)
    (5, "rake", "debe ser un objeto JSON con percent"),
    ([5], "rake", "debe ser un objeto JSON"),
    (None, "rake", "debe ser un objeto JSON"),
    ({}, "rake.percent", "falta el porcentaje"),
    ({"cap": 3}, "rake.percent", "falta el porcentaje"),
    ({"percent": 5, "tope": 3}, "rake.tope", "campo desconocido: «tope»"),
    ({"percent": -1}, "rake.percent", "no puede ser negativo"),
    ({"percent": -0.5}, "rake.percent", "no puede ser negativo"),
    ({"percent": 100.01}, "rake.percent", "no puede pasar de 100"),
    ({"percent": 10**30}, "rake.percent", "no puede pasar de 100"),
    ({"percent": "5"}, "rake.percent", "no un texto"),
    ({"percent": True}, "rake.percent", "no true o false"),
    ({"percent": None}, "rake.percent", "un número entre 0 y 100"),
    ({"percent": [5]}, "rake.percent", "un número entre 0 y 100"),
    ({"percent": float("nan")}, "rake.percent", "un número entre 0 y 100"),
    ({"percent": float("inf")}, "rake.percent", "un número entre 0 y 100"),
    ({"percent": 2.555}, "rake.percent", "como mucho dos decimales"),
    ({"percent": 1e-5}, "rake.percent", "como mucho dos decimales"),
    ({"percent": 5, "cap": -1}, "rake.cap", "no puede ser negativo"),
    ({"percent": 5, "cap": 2.5}, "rake.cap", "sin decimales"),
    ({"percent": 5, "cap": "30"}, "rake.cap", "no un texto"),
    ({"percent": 5, "cap": True}, "rake.cap", "número entero de fichas"),
    ({"percent": 5, "cap": [1]}, "rake.cap", "número entero de fichas"),
    ({"percent": 5, "cap": 10**9 + 1}, "rake.cap", "no puede pasar de"),
    ({"percent": 5, "no_flop_no_drop": "sí"}, "rake.no_flop_no_drop", "true o false"),
    ({"percent": 5, "no_flop_no_drop": 1}, "rake.no_flop_no_drop", "true o false"),
]


@pytest.mark.parametrize(("rule", "field", "words"), BAD_RULES)
def test_bad_rules_name_their_field_in_spanish(rule: object, field: str, words: str) -> None:
    with pytest.raises(PokerError) as caught:
        settle_json(SEED_EXAMPLE | {"rake": rule})
    assert caught.value.field == field
    assert words in caught.value.message


def test_a_rule_checks_itself() -> None:
    assert Rake(250, 30, True).to_json() == {"percent": 2.5, "cap": 30, "no_flop_no_drop": True}
    assert parse_rake({"percent": 5}).to_json() == {"percent": 5}
    assert Rake(250).percent_text == f"2,5{NBSP}%" and Rake(1234).percent_text == f"12,34{NBSP}%"
    for bad in (-1, 10_001, True):
        with pytest.raises(PokerError):
            Rake(bad)
    with pytest.raises(PokerError):
        Rake(500, -3)


def test_take_from_pots() -> None:
    assert take_from_pots(0, [10, 20]) == [0, 0]
    assert take_from_pots(10, [10, 20]) == [10, 0]
    assert take_from_pots(25, [10, 20, 5]) == [10, 15, 0]
    with pytest.raises(AssertionError):
        take_from_pots(40, [10, 20])


@pytest.mark.parametrize(
    ("percent", "cap", "no_flop", "expected"),
    [
        ("5", "", False, {"percent": 5, "no_flop_no_drop": False}),
        ("2,5", "30", True, {"percent": 2.5, "cap": 30, "no_flop_no_drop": True}),
        ("2.5 %", "0", False, {"percent": 2.5, "cap": 0, "no_flop_no_drop": False}),
        (" 10% ", " 4 ", False, {"percent": 10, "cap": 4, "no_flop_no_drop": False}),
        ("", "", True, None),
    ],
)
def test_a_form_reads_the_rule(
    percent: str, cap: str, no_flop: bool, expected: dict[str, object] | None
) -> None:
    assert rake_json(percent, cap, no_flop) == expected


@pytest.mark.parametrize(
    ("percent", "cap", "field", "words"),
    [
        ("cinco", "", "rake.percent", "con cifras"),
        ("٣", "", "rake.percent", "con cifras"),
        ("-5", "", "rake.percent", "con cifras"),
        ("1e3", "", "rake.percent", "con cifras"),
        ("101", "", "rake.percent", "no puede pasar de 100"),
        ("2,555", "", "rake.percent", "como mucho dos decimales"),
        ("", "30", "rake.percent", "hace falta también el porcentaje"),
        ("5", "-1", "rake.cap", "número entero de fichas"),
        ("5", "2,5", "rake.cap", "número entero de fichas"),
        ("5", "٣", "rake.cap", "número entero de fichas"),
        ("5", "9" * 10, "rake.cap", "no puede pasar de"),
    ],
)
def test_a_form_gets_spanish_errors(percent: str, cap: str, field: str, words: str) -> None:
    with pytest.raises(PokerError) as caught:
        rake_json(percent, cap)
    assert caught.value.field == field and words in caught.value.message
