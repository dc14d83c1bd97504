"""«Elige las cinco» declares its title, steps, named mistakes and scenarios."""

from __future__ import annotations

from ..catalog import OMAHA_SECTION, SHOWDOWN_LESSON, Catalog, DrillMistake

_FIVE = (SHOWDOWN_LESSON, "las-cinco-mejores-de-siete")
CATALOG = Catalog(
    title="Elige las cinco",
    steps={
        1: "Una mano clara: las cartas propias juegan",
        2: "Los kickers",
        3: "Empates, jugar la mesa y manos engañosas",
    },
    mistakes=(
        DrillMistake("fewer_than_five", "menos de cinco cartas", _FIVE),
        DrillMistake("sixth_card", "una sexta carta", _FIVE),
        DrillMistake("loser_cards", "las cartas de quien no gana",
                     ("ranking-de-manos", "las-diez-manos-de-mayor-a-menor")),
        DrillMistake("two_players_cards", "cartas de dos jugadores",
                     ("como-se-juega", "el-reparto-dos-cartas-propias-y-cinco-comunes")),
        DrillMistake("omaha_rule", "la regla de Omaha: dos cartas propias y tres comunitarias",
                     OMAHA_SECTION),
        DrillMistake("board_taken", "jugar la mesa cuando juega una carta propia",
                     (SHOWDOWN_LESSON, "cuando-juega-la-mesa-bote-dividido")),
        DrillMistake("lower_kicker", "un kicker más bajo",
                     (SHOWDOWN_LESSON, "misma-combinacion-decide-el-kicker")),
        # In Omaha a five outside the winner's best breaks the two-and-three rule as often
        # as not.
        DrillMistake("card_outside_five", "una carta fuera de las cinco", _FIVE,
                     omaha=OMAHA_SECTION),
    ),
    scenarios={
        "hole_cards_play": "juegan cartas propias",
        "kicker_decides": "decide un kicker",
        "own_kicker_trap": "una carta propia que parece kicker y no juega",
        "split_pot": "bote dividido: valen las cinco de cualquier ganador",
        "board_plays": "juega la mesa",
        "one_card_improves_board": "una carta propia mejora las cartas comunitarias",
        "board_tempts": "las cartas comunitarias parecen mejores que cualquier mano",
        "illegal_five_tempts": "cinco cartas mejores que no se pueden jugar",
    },
)  # fmt: skip
