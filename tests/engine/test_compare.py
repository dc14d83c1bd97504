import pytest

from academy.engine import best_hand, decide, explain_order, parse_cards, rank_hands
from academy.engine.compare import position_name
from academy.engine.evaluate import Category


def hands(board: str, **holes: str):  # type: ignore[no-untyped-def]
    b = parse_cards(board)
    return {name: best_hand(parse_cards(hole), b) for name, hole in holes.items()}


def test_ranking_with_ties_keeps_seat_order() -> None:
    hs = hands("Kc Jd 9s 5h 2c", A="Kh Kd", B="Ah Qd", C="As Qs", D="Ac 3d")
    assert rank_hands(hs) == [["A"], ["B", "C"], ["D"]]


def test_decision_sentences() -> None:
    hs = hands("Kc Jd 9s 5h 2c", A="Kh Kd", B="Jc Jh", C="Ah Qd", D="Ac 3d")
    assert decide(hs["A"], hs["B"]).sentence("A", "B") == (
        "A, con trío de reyes, gana a B, con trío de jotas, por el trío: K♥ frente a J♣."
    )
    assert decide(hs["B"], hs["C"]).sentence("B", "C") == (
        "B, con trío de jotas, gana a C, con carta alta (as): categoría más alta."
    )
    assert decide(hs["C"], hs["D"]).sentence("C", "D") == (
        "C, con carta alta (as), gana a D, con carta alta (as), por la tercera carta: "
        "Q♦ frente a J♦."
    )


def test_second_kicker_outside_the_pair() -> None:
    hs = hands("Qs Qd 9c 5h 2c", A="Ah Kd", B="Kc Jd")
    d = decide(hs["A"], hs["B"])
    assert d.where == "la primera carta fuera del par" and d.position == 2
    hs = hands("Qs Qd Ac 5h 2c", A="Kh 3d", B="Jc 4d")
    d = decide(hs["B"], hs["A"])
    assert d.better is hs["A"]
    assert d.where == "la segunda carta fuera del par"
    assert [c.display for c in d.cards or ()] == ["K♥", "J♣"]


def test_tie_sentence_mentions_suits() -> None:
    hs = hands("5c 6d 7h 8s 9c", A="Ac Kd", B="2h 3s")
    sentences = explain_order(hs, rank_hands(hs))
    assert sentences == [
        "A y B empatan: las dos manos son escalera al nueve con las mismas cinco cartas "
        "en valor; los palos no desempatan."
    ]


def test_group_beats_with_plural() -> None:
    hs = hands("5c 6d 7h 8s 9c", A="Ac Kd", B="2h 3s", C="Th 2d")
    sentences = explain_order(hs, rank_hands(hs))
    assert sentences[-1] == (
        "C, con escalera al diez, gana a A y B, con escalera al nueve, por la carta más alta de la "
        "escalera: 10♥ frente a 9♣."
    )


@pytest.mark.parametrize(
    ("category", "position", "name"),
    [
        (Category.HIGH_CARD, 0, "la carta más alta"),
        (Category.HIGH_CARD, 4, "la quinta carta"),
        (Category.TWO_PAIR, 2, "la pareja baja"),
        (Category.TWO_PAIR, 4, "la carta fuera de las parejas"),
        (Category.THREE_OF_A_KIND, 4, "la segunda carta fuera del trío"),
        (Category.FOUR_OF_A_KIND, 4, "la carta fuera del póker"),
        (Category.FULL_HOUSE, 3, "la pareja del full"),
        (Category.FLUSH, 1, "la segunda carta del color"),
    ],
)
def test_position_names(category: Category, position: int, name: str) -> None:
    assert position_name(category, position) == name
