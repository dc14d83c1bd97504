"""Settlement: the contract's and the rule documents' examples, side pots, ties, odd chips
and variants. The spec's bad input has its own module, ``test_spec.py``."""

from __future__ import annotations

import dataclasses
import doctest
from typing import Any

import pytest
from helpers.tables import SEED_TABLE, player, pots, table

from academy.engine import settle as settle_module
from academy.engine.hands import Variant
from academy.engine.settle import Spec, parse_spec, settle, settle_json


def test_doctests() -> None:
    assert doctest.testmod(settle_module).failed == 0


# The published examples ---------------------------------------------------------------


def test_seed_document_example() -> None:
    """«Guía de reglas: acciones, límites y botes secundarios», its showdown example:
    A 50 / B 120 / C 200 on K♣ J♦ 9♠ 5♥ 2♣, A K♥K♦, B J♣J♥, C 9♣9♦."""
    result = settle_json(SEED_TABLE)
    assert pots(result) == [
        ("bote principal", 150, ["A", "B", "C"], ["A"], {"A": 150}),
        ("bote lateral 1", 140, ["B", "C"], ["B"], {"B": 140}),
    ]
    assert result["refunds"] == {"C": 80}
    assert result["received"] == {"A": 150, "B": 140, "C": 80}
    assert result["net"] == {"A": 100, "B": 20, "C": -120}
    assert result["order"] == [["A"], ["B"], ["C"]]
    assert result["explanation"] == [
        "Se devuelven 80 fichas a C: nadie igualó esa parte de su apuesta.",
        "A tiene K♥ K♦ y juega trío de reyes: K♥ K♦ K♣ J♦ 9♠.",
        "B tiene J♣ J♥ y juega trío de jotas: J♣ J♥ J♦ K♣ 9♠.",
        "C tiene 9♣ 9♦ y juega trío de nueves: 9♣ 9♦ 9♠ K♣ J♦.",
        "El trío de reyes de A supera al trío de jotas de B.",
        "El trío de jotas de B supera al trío de nueves de C.",
        "En el bote principal hay 150 fichas (50 de A, 50 de B y 50 de C); lo disputan A, B y C.",
        "Se lo lleva A con trío de reyes, la mejor mano entre A, B y C.",
        "En el bote lateral hay 140 fichas (70 de B y 70 de C); lo disputan B y C.",
        "Se lo lleva B con trío de jotas, la mejor mano entre B y C.",
        "A tiene una mano más alta que la de B, pero no disputa este bote: fue all-in por menos.",
        "A puso 50 y recibe 150 fichas del bote principal: resultado neto, +100.",
        "B puso 120 y recibe 140 fichas del bote lateral: resultado neto, +20.",
        "C puso 200 y recibe 80 fichas de devolución: resultado neto, −120.",
        "En total se entregan 370 fichas entre botes y devoluciones, las mismas que se "
        "pusieron, y los resultados netos suman cero.",
    ]


def test_contract_example_with_a_folded_player() -> None:
    """The spec of docs/contracts.md: the rule document's example with D folded after
    putting in 40. D's chips stay in the main pot (40 x 4 + 10 x 3 = 190), so A receives
    190 and nets +140 (without D: 150 and +100), and the nets sum to zero."""
    spec = table(
        player("A", 50, "Kh Kd"),
        player("B", 120, "Jc Jh", folded=False),
        player("C", 200, "9c 9d"),
        player("D", 40, folded=True),
        button="C",
    )
    result = settle_json(spec)
    explanation = result.pop("explanation")
    assert result == {
        "variant": "holdem",
        "board": ["Kc", "Jd", "9s", "5h", "2c"],
        "hands": {
            "A": {
                "category": "three_of_a_kind",
                "label": "trío de reyes",
                "five": ["Kh", "Kd", "Kc", "Jd", "9s"],
                "unused": ["5h", "2c"],
                "board_plays": False,
            },
            "B": {
                "category": "three_of_a_kind",
                "label": "trío de jotas",
                "five": ["Jc", "Jh", "Jd", "Kc", "9s"],
                "unused": ["5h", "2c"],
                "board_plays": False,
            },
            "C": {
                "category": "three_of_a_kind",
                "label": "trío de nueves",
                "five": ["9c", "9d", "9s", "Kc", "Jd"],
                "unused": ["5h", "2c"],
                "board_plays": False,
            },
        },
        "order": [["A"], ["B"], ["C"]],
        "pots": [
            {
                "name": "bote principal",
                "amount": 190,
                "eligible": ["A", "B", "C"],
                "winners": ["A"],
                "shares": {"A": 190},
            },
            {
                "name": "bote lateral 1",
                "amount": 140,
                "eligible": ["B", "C"],
                "winners": ["B"],
                "shares": {"B": 140},
            },
        ],
        "refunds": {"C": 80},
        "received": {"A": 190, "B": 140, "C": 80, "D": 0},
        "net": {"A": 140, "B": 20, "C": -120, "D": -40},
    }
    assert list(result["received"]) == ["A", "B", "C", "D"]  # seat order
    assert (
        "En el bote principal hay 190 fichas (50 de A, 50 de B, 50 de C y 40 de D); lo "
        "disputan A, B y C." in explanation
    )
    assert explanation[-2] == "D puso 40 y no recibe nada: resultado neto, −40."


def four_players(a: str, b: str, c: str, d: str) -> dict[str, Any]:
    """«El showdown: kickers y botes divididos» (Academia Atlassino, lección 5): A all-in
    for 30 units, B, C and D put in 90 each."""
    return table(player("A", 30, a), player("B", 90, b), player("C", 90, c), player("D", 90, d))


def test_thirty_unit_all_in_main_and_side_pot() -> None:
    result = settle_json(four_players("Ah Ad", "Kh Qd", "Qc Qh", "8c 8d"))
    assert pots(result) == [
        ("bote principal", 120, ["A", "B", "C", "D"], ["A"], {"A": 120}),
        ("bote lateral 1", 180, ["B", "C", "D"], ["B"], {"B": 180}),
    ]
    assert result["refunds"] == {}
    assert result["net"] == {"A": 90, "B": 90, "C": -90, "D": -90}


def test_best_of_the_other_three_takes_both_pots() -> None:
    result = settle_json(four_players("Ah Ad", "Kh Kd", "Qc Qh", "8c 8d"))
    assert [p["winners"] for p in result["pots"]] == [["B"], ["B"]]
    assert result["received"] == {"A": 0, "B": 300, "C": 0, "D": 0}
    assert result["net"] == {"A": -30, "B": 210, "C": -90, "D": -90}


# Ties and odd chips ---------------------------------------------------------------------

BROADWAY = "Ah Kd Qc Js 9h"


def split_table(button: str) -> dict[str, Any]:
    """B and C both hold a ten for the same ace-high straight; 75 chips do not halve."""
    return table(
        player("A", 25, "4c 4d"),
        player("B", 25, "Tc 2d"),
        player("C", 25, "Td 3c"),
        board=BROADWAY,
        button=button,
    )


def test_split_pot_odd_chip_to_first_seat_left_of_button() -> None:
    result = settle_json(split_table(button="A"))
    assert result["order"] == [["B", "C"], ["A"]]
    assert pots(result) == [("bote principal", 75, ["A", "B", "C"], ["B", "C"], {"B": 38, "C": 37})]
    assert result["net"] == {"A": -25, "B": 13, "C": 12}
    explanation = result["explanation"]
    assert (
        "B y C empatan: las dos manos son escalera al as, con los mismos valores en las cinco "
        "cartas; los palos no desempatan." in explanation
    )
    assert (
        "B y C empatan con escalera al as, la mejor mano entre A, B y C: se reparten 75 fichas, "
        "37 para cada uno, y sobra 1 ficha." in explanation
    )
    assert (
        "La ficha sobrante va al primero de los ganadores empatados a la izquierda del "
        "botón: B." in explanation
    )


def test_odd_chip_follows_the_button() -> None:
    result = settle_json(split_table(button="B"))
    assert result["pots"][0]["shares"] == {"B": 37, "C": 38}
    assert (
        "La ficha sobrante va al primero de los ganadores empatados a la izquierda del "
        "botón: C." in (result["explanation"])
    )
    # Button C: A sits first but did not tie, so B is the first tied winner clockwise.
    result = settle_json(split_table(button="C"))
    assert result["pots"][0]["shares"] == {"B": 38, "C": 37}
    assert (
        "La ficha sobrante va al primero de los ganadores empatados a la izquierda del "
        "botón: B." in result["explanation"]
    )


def test_three_way_tie_two_odd_chips_one_at_a_time() -> None:
    spec = table(
        player("A", 5, "2c 3c"),
        player("B", 5, "4d 5d"),
        player("C", 5, "6h 7h"),
        player("D", 5, folded=True),
        board="Ah Kd Qc Js Th",
    )
    result = settle_json(spec)
    assert pots(result) == [
        ("bote principal", 20, ["A", "B", "C"], ["A", "B", "C"], {"A": 7, "B": 7, "C": 6})
    ]
    assert result["net"] == {"A": 2, "B": 2, "C": 1, "D": -5}
    assert result["hands"]["A"]["board_plays"] is True
    explanation = result["explanation"]
    assert "A tiene 2♣ 3♣ y juega la mesa: escalera al as, A♥ K♦ Q♣ J♠ 10♥." in explanation
    assert (
        "Las fichas sobrantes van de una en una a los ganadores empatados, "
        "empezando por el primero a la izquierda del botón: una para A y otra para B."
        in explanation
    )


def test_odd_chips_wrap_around_the_table() -> None:
    spec = table(
        player("A", 5, "2c 3c"),
        player("B", 5, "4d 5d"),
        player("C", 5, "6h 7h"),
        player("D", 5, folded=True),
        board="Ah Kd Qc Js Th",
        button="A",
    )
    shares = settle_json(spec)["pots"][0]["shares"]
    assert shares == {"A": 6, "B": 7, "C": 7}


# Folds, single-eligible pots, merged layers ---------------------------------------------


def test_no_showdown_when_all_but_one_folded() -> None:
    spec = table(
        player("A", 10, folded=True),
        player("B", 20, "Ah Ad", folded=True),
        player("C", 60, "7c 2d"),
        player("D", 0, folded=True),
    )
    settlement = settle(parse_spec(spec))
    assert settlement.hands == {}
    assert settlement.order == []
    result = settlement.to_json()
    assert pots(result) == [("bote principal", 50, ["C"], ["C"], {"C": 50})]
    assert result["refunds"] == {"C": 40}
    assert result["received"] == {"A": 0, "B": 0, "C": 90, "D": 0}
    assert result["net"] == {"A": -10, "B": -20, "C": 30, "D": 0}
    assert result["explanation"] == [
        "Se devuelven 40 fichas a C: nadie igualó esa parte de su apuesta.",
        "Todos menos C se retiraron: no hay showdown y no se leen las manos.",
        "En el bote hay 50 fichas (10 de A, 20 de B y 20 de C); solo puede ganarlo C.",
        "Se lo lleva C sin enseñar sus cartas.",
        "A puso 10 y no recibe nada: resultado neto, −10.",
        "B puso 20 y no recibe nada: resultado neto, −20.",
        "C puso 60 y recibe 90 fichas (50 del bote y 40 de devolución): resultado neto, +30.",
        "D puso 0 y no recibe nada: resultado neto, 0.",
        "En total se entregan 90 fichas entre botes y devoluciones, las mismas que se "
        "pusieron, y los resultados netos suman cero.",
    ]


def test_single_eligible_side_pot_goes_without_comparison() -> None:
    spec = table(
        player("A", 50, "Ah Ad"),
        player("B", 100, "2c 7d"),
        player("C", 100, folded=True),
        board="Kc Jd 9s 5h 3c",
    )
    result = settle_json(spec)
    assert pots(result) == [
        ("bote principal", 150, ["A", "B"], ["A"], {"A": 150}),
        ("bote lateral 1", 100, ["B"], ["B"], {"B": 100}),
    ]
    assert result["refunds"] == {}  # C's folded 100 matched B's 100: nothing uncalled
    assert result["net"] == {"A": 100, "B": 0, "C": -100}
    assert (
        "Se lo lleva B sin comparar manos: es el único que sigue en la mano y puso fichas "
        "hasta este nivel." in result["explanation"]
    )


def test_layers_with_the_same_eligible_players_merge() -> None:
    spec = table(
        player("A", 30, "Ah Ad"),
        player("B", 60, folded=True),
        player("C", 100, "Kh Kd"),
        player("D", 100, "Qh Qd"),
        board="2c 5d 8s 9h Jc",
    )
    settlement = settle(spec)
    # Levels 30, 60 and 100: the 30-60 and 60-100 layers both belong to C and D.
    assert [(p.name, p.amount, p.contributions, p.eligible) for p in settlement.pots] == [
        ("bote principal", 120, {"A": 30, "B": 30, "C": 30, "D": 30}, ("A", "C", "D")),
        ("bote lateral 1", 170, {"B": 30, "C": 70, "D": 70}, ("C", "D")),
    ]
    assert settlement.received == {"A": 120, "B": 0, "C": 170, "D": 0}
    assert settlement.net == {"A": 90, "B": -60, "C": 70, "D": -100}


def test_refund_to_a_folded_top_contributor() -> None:
    """A folded player's uncalled excess goes back to them too (their chips count)."""
    spec = table(player("A", 50, "Ah Ad"), player("B", 100, folded=True), player("C", 50, "Qh Qd"))
    result = settle_json(spec)
    assert result["refunds"] == {"B": 50}
    assert pots(result) == [("bote principal", 150, ["A", "C"], ["A"], {"A": 150})]
    assert result["net"] == {"A": 100, "B": -50, "C": -50}


def test_settle_takes_a_spec_or_raw_data() -> None:
    spec = parse_spec(SEED_TABLE)
    assert isinstance(spec, Spec)
    assert spec.button == "C"  # default: the last listed player
    assert settle(SEED_TABLE) == settle(spec)
    assert settle(spec).to_json() == settle_json(SEED_TABLE)


def test_cards_as_lists_and_symbols() -> None:
    spec = parse_spec(
        {
            "board": ["K♣", "J♦", "9♠", "5♥", "2♣"],
            "players": [player("A", 5, hole=["K♥", "Kd"]), player("B", 5, "jc jh")],
        }
    )
    assert spec.variant is Variant.HOLDEM
    assert [str(c) for c in spec.board] == ["Kc", "Jd", "9s", "5h", "2c"]
    assert [str(c) for c in spec.players[0].hole] == ["Kh", "Kd"]


# Variants -----------------------------------------------------------------------------


def test_pineapple_discarded_card_does_not_play() -> None:
    spec = table(
        player("A", 10, "Kh 3d", discarded="Ks"),
        player("B", 10, "Jh Jc", discarded=["2d"]),
        variant="pineapple",
    )
    result = settle_json(spec)
    assert result["hands"]["A"]["label"] == "pareja de reyes"  # K♠ would make trips
    assert result["hands"]["B"]["label"] == "trío de jotas"
    assert pots(result) == [("bote principal", 20, ["A", "B"], ["B"], {"B": 20})]
    assert (
        "A tiene K♥ 3♦ (descartó K♠) y juega pareja de reyes: K♥ K♣ J♦ 9♠ 5♥."
        in (result["explanation"])
    )


def test_omaha_uses_exactly_two_hole_cards() -> None:
    spec = table(
        player("A", 40, "Ah Kc Qd Js"),
        player("B", 40, "3h 4h 7c 7d"),
        board="2h 5h 8h 9h Tc",
        variant="omaha",
    )
    result = settle_json(spec)
    assert result["variant"] == "omaha"
    assert result["hands"]["A"]["label"] == "escalera a la reina"  # one heart: no flush
    assert result["hands"]["B"]["label"] == "color al nueve"
    assert result["hands"]["B"]["five"] == ["9h", "8h", "5h", "4h", "3h"]
    assert result["received"] == {"A": 0, "B": 80}


@pytest.mark.parametrize(("variant", "winner"), [("shortdeck", "B"), ("holdem", "A")])
def test_shortdeck_flush_beats_full_house(variant: str, winner: str) -> None:
    spec = table(
        player("A", 30, "9d Jd"),
        player("B", 30, "Ah 7h"),
        board="9h 9s 6h Th Jc",
        variant=variant,
    )
    result = settle_json(spec)
    assert result["hands"]["A"]["label"] == "full de nueves con jotas"
    assert result["hands"]["B"]["label"] == "color al as"
    assert result["pots"][0]["winners"] == [winner]


def test_a_lost_chip_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chip conservation is checked by a raise, not an ``assert`` that ``python -O``
    removes: a pot layer that loses one chip makes ``settle`` fail instead of answering."""
    real_award_pot = settle_module.award_pot

    def award_losing_a_chip(*args: Any, **kwargs: Any) -> Any:
        pot = real_award_pot(*args, **kwargs)
        if pot.name != settle_module.MAIN_POT:
            return pot
        winner = pot.winners[0]
        return dataclasses.replace(pot, shares=pot.shares | {winner: pot.shares[winner] - 1})

    monkeypatch.setattr(settle_module, "award_pot", award_losing_a_chip)
    with pytest.raises(AssertionError, match=r"chips put in \(370\) != chips received \(369\)"):
        settle_json(SEED_TABLE)
