"""«Reparte los botes» declares its title, steps, named mistakes (the pot mistakes) and
scenarios."""

from __future__ import annotations

from ..catalog import Catalog
from ..pot_rows.mistakes import POT_MISTAKES

CATALOG = Catalog(
    title="Reparte los botes",
    steps={
        1: "Un bote lateral",
        2: "Dos botes laterales y empates",
        3: "Tres botes laterales y fichas sobrantes",
    },
    mistakes=POT_MISTAKES,
    scenarios={
        "one_side_pot": "un bote lateral",
        "two_side_pots": "dos botes laterales",
        "three_side_pots": "tres botes laterales",
        "dead_chips": "fichas de un jugador retirado dentro de un bote",
        "refund": "una apuesta no igualada que se devuelve",
        "side_pot_tie": "un empate dentro de un bote lateral",
        "odd_chip": "una ficha sobrante",
        "allin_best_hand": "el all-in tiene la mejor mano",
    },
)
