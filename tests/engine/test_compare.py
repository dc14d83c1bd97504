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
        "Gana A: su trío de reyes supera al trío de jotas de B."
    )
    assert decide(hs["B"], hs["C"]).sentence("B", "C") == (
        "Gana B: su trío de jotas está una categoría por encima de la carta alta (as) de C."
    )
    assert decide(hs["C"], hs["D"]).sentence("C", "D") == (
        "C y D juegan carta alta (as); gana C por la tercera carta: Q♦ frente a J♦."
    )


def test_kicker_sentence_names_the_kicker() -> None:
    hs = hands("7c 7d Ks 5h 2c", A="Ah 3d", B="Qh 4d")
    d = decide(hs["A"], hs["B"])
    assert d.by_kicker and not decide(hs["A"], hs["A"]).by_kicker
    assert d.sentence("A", "B") == (
        "A y B juegan pareja de sietes; gana A por el kicker, la primera carta fuera de la "
        "pareja: A♥ frente a K♠."
    )


def test_second_kicker_outside_the_pair() -> None:
    hs = hands("Qs Qd 9c 5h 2c", A="Ah Kd", B="Kc Jd")
    d = decide(hs["A"], hs["B"])
    assert d.where == "la primera carta fuera de la pareja" and d.position == 2
    hs = hands("Qs Qd Ac 5h 2c", A="Kh 3d", B="Jc 4d")
    d = decide(hs["B"], hs["A"])
    assert d.better is hs["A"]
    assert d.where == "la segunda carta fuera de la pareja"
    assert [c.display for c in d.cards or ()] == ["K♥", "J♣"]


def test_tie_sentence_mentions_suits() -> None:
    hs = hands("5c 6d 7h 8s 9c", A="Ac Kd", B="2h 3s")
    sentences = explain_order(hs, rank_hands(hs))
    assert sentences == [
        "A y B empatan: las dos manos son escalera al nueve, con los mismos valores en las "
        "cinco cartas; los palos no desempatan."
    ]


def test_three_way_tie_is_one_sentence() -> None:
    hs = hands("5c 6d 7h 8s 9c", A="Ac Kd", B="2h 3s", C="Jh 2d")
    assert explain_order(hs, rank_hands(hs)) == [
        "A, B y C empatan: las tres manos son escalera al nueve, con los mismos valores en las "
        "cinco cartas; los palos no desempatan."
    ]


def test_group_beats_with_plural() -> None:
    hs = hands("5c 6d 7h 8s 9c", A="Ac Kd", B="2h 3s", C="Th 2d")
    sentences = explain_order(hs, rank_hands(hs))
    assert sentences[-1] == ("Gana C: su escalera al diez supera a la escalera al nueve de A y B.")


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
