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
        "El trío de reyes de A supera al trío de jotas de B."
    )
    assert decide(hs["B"], hs["C"]).sentence("B", "C") == (
        "El trío de jotas de B está tres categorías por encima del as alto de C."
    )
    assert decide(hs["C"], hs["D"]).sentence("C", "D") == (
        "C y D juegan as alto; la de C es más alta por la tercera carta: Q♦ frente a J♦."
    )


def test_kicker_sentence_names_the_kicker() -> None:
    hs = hands("7c 7d Ks 5h 2c", A="Ah 3d", B="Qh 4d")
    d = decide(hs["A"], hs["B"])
    assert d.by_kicker and not decide(hs["A"], hs["A"]).by_kicker
    assert d.sentence("A", "B") == (
        "A y B juegan pareja de sietes; la de A es más alta por el kicker, la primera "
        "carta fuera de la pareja: A♥ frente a K♠."
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
    assert sentences[-1] == "La escalera al diez de C supera a la escalera al nueve de A y B."


def test_tied_group_above_another_says_ranks_not_suits() -> None:
    """A and B tie with a pair of queens and an ace; the fourth card decides against C.
    Their kickers share a rank, not a suit: the sentence names the rank."""
    hs = hands("Qs Qd Ac 5h 2c", A="9h 3d", B="9c 4d", C="8h 3s")
    sentences = explain_order(hs, rank_hands(hs))
    assert sentences[-1] == (
        "A, B y C juegan pareja de reinas; las de A y B son más altas por el kicker, "
        "la segunda carta fuera de la pareja: un nueve frente a un ocho."
    )
    hs = hands("5c 6d 7h 8s 2c", A="9c Kd", B="9h 3s", C="4h 2d")
    assert explain_order(hs, rank_hands(hs))[-1] == (
        "A y B juegan escalera al nueve, que supera a la escalera al ocho de C."
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


# The category gap, for every pair of categories and every variant -------------------------

# Each category's hand (own cards, then the five community cards), with ranks 6 to A only
# so that the same cards are dealt in Short Deck. Omaha adds two own cards that never play.
CATEGORY_HANDS = {
    Category.HIGH_CARD: ("As Kd", "Qc Jh 9d 7s 6c"),
    Category.PAIR: ("As Ad", "Qc Jh 9d 7s 6c"),
    Category.TWO_PAIR: ("As Ad", "Qc Qh 9d 7s 6c"),
    Category.THREE_OF_A_KIND: ("As Ad", "Ac Qh 9d 7s 6c"),
    Category.STRAIGHT: ("Ts 9d", "8c 7h 6d Qs Kc"),
    Category.FLUSH: ("As Ks", "Qs 9s 7s 6c Jd"),
    Category.FULL_HOUSE: ("As Ad", "Ac Qh Qd 7s 6c"),
    Category.FOUR_OF_A_KIND: ("As Ad", "Ac Ah Qd 7s 6c"),
    Category.STRAIGHT_FLUSH: ("Ts 9s", "8s 7s 6s Kc Ad"),
}
# The orders, written out here rather than read from the engine: Short Deck puts the
# flush above the full house.
STANDARD = [
    Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND,
    Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
]  # fmt: skip
SHORT_DECK = [*STANDARD[:5], Category.FULL_HOUSE, Category.FLUSH, *STANDARD[7:]]
GAP_WORDS = [
    f"{n} {'categoría' if n == 'una' else 'categorías'}"
    for n in ("una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho")
]


def category_hand(category: Category, variant: str):  # type: ignore[no-untyped-def]
    hole, board = CATEGORY_HANDS[category]
    if variant == "omaha":
        hole += " 2h 3c"
    hand = best_hand(parse_cards(hole), parse_cards(board), variant)
    assert hand.category is category, (category, variant, hand.label)
    return hand


@pytest.mark.parametrize(
    ("variant", "order"), [("holdem", STANDARD), ("omaha", STANDARD), ("shortdeck", SHORT_DECK)]
)
def test_category_gap_is_said_right_for_every_pair(variant: str, order: list[Category]) -> None:
    said = 0
    for low, worse in enumerate(order):
        for high in range(low + 1, len(order)):
            better = order[high]
            a, b = category_hand(better, variant), category_hand(worse, variant)
            d = decide(a, b)
            assert d.by_category and d.better is a
            sentence = d.sentence("A", "B")
            gap = GAP_WORDS[high - low - 1]
            assert f" está {gap} por encima de" in sentence, (variant, sentence)
            assert sentence.startswith(("El ", "La "))
            caveat = variant == "shortdeck" and {better, worse} == {
                Category.STRAIGHT,
                Category.THREE_OF_A_KIND,
            }
            if caveat:  # rooms differ: the sentence says so
                assert sentence.endswith(
                    " de B (en el orden que sigue este sitio; algunas salas de Short Deck "
                    "ponen el trío por encima de la escalera)."
                )
            else:
                assert sentence.endswith(" de B.")
            assert "gana" not in sentence.lower()
            others = [w for w in GAP_WORDS if w != gap]
            assert not any(f"{w} por encima" in sentence for w in others)
            said += 1
    assert said == 36  # 9 categories: every pair, each once


def test_names_follow_the_table_order_when_the_later_hand_is_higher() -> None:
    """The sentence names the players as they sit (A before B), whichever hand is higher."""
    hs = hands("Ah Kc 7s 2d 3h", A="7d 4c", B="7h Qs")
    assert explain_order(hs, rank_hands(hs)) == [
        "A y B juegan pareja de sietes; la de B es más alta por el kicker, la tercera carta "
        "fuera de la pareja: Q♠ frente a 4♣."
    ]
