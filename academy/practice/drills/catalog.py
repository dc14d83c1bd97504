"""What the workshop offers: its drills' titles, their steps, named mistakes and scenarios.

Codes are English identifiers (they travel in JSON); names are Spanish, as learners and
instructors read them.

>>> MISTAKES["refund_forgotten"].name
'la devolución olvidada'
"""

from __future__ import annotations

from dataclasses import dataclass

CINCO = "cinco"
BOTES = "botes"
LIMITES = "limites"
ACCION = "accion"
KIND_TITLES = {
    CINCO: "Elige las cinco",
    BOTES: "Reparte los botes",
    LIMITES: "Calcula el límite",
}
STEPS = (1, 2, 3)
STEP_TITLES = {
    (CINCO, 1): "Una mano clara: las cartas propias juegan",
    (CINCO, 2): "Los kickers",
    (CINCO, 3): "Empates, jugar la mesa y manos engañosas",
    (BOTES, 1): "Un bote lateral",
    (BOTES, 2): "Dos botes laterales y empates",
    (BOTES, 3): "Tres botes laterales y fichas sobrantes",
    (LIMITES, 1): "Frente a una apuesta",
    (LIMITES, 2): "Subidas, ciegas y el tope del límite fijo",
    (LIMITES, 3): "All-in corto y stacks cortos",
}
DEFAULT_COUNT = 5
MAX_COUNT = 50


@dataclass(frozen=True, slots=True)
class DrillMistake:
    """A named mistake of one drill: ``code`` in JSON, ``name`` in Spanish."""

    code: str
    kind: str
    name: str


_NAMES = {
    CINCO: (
        ("fewer_than_five", "menos de cinco cartas"),
        ("sixth_card", "una sexta carta"),
        ("loser_cards", "las cartas de quien no gana"),
        ("two_players_cards", "cartas de dos jugadores"),
        ("omaha_rule", "la regla de Omaha: dos cartas propias y tres comunitarias"),
        ("board_taken", "jugar la mesa cuando juega una carta propia"),
        ("lower_kicker", "un kicker más bajo"),
        ("card_outside_five", "una carta fuera de las cinco"),
    ),
    BOTES: (
        ("refund_forgotten", "la devolución olvidada"),
        ("refund_in_pot", "la devolución metida en un bote"),
        ("dead_chips_left_out", "las fichas de quien se retiró fuera de los botes"),
        ("allin_paid_from_side_pot", "el all-in cobra de un bote que no puede ganar"),
        ("side_pot_split_evenly", "un bote lateral repartido a partes iguales"),
        ("odd_chip_wrong_seat", "la ficha sobrante al asiento equivocado"),
        ("pots_merged", "botes unidos que no disputan los mismos jugadores"),
    ),
    LIMITES: (
        ("pot_without_call", "el límite de bote sin contar lo que cuesta igualar"),
        ("min_raise_doubled", "la subida mínima como el doble de la apuesta"),
        ("short_allin_reopens", "un all-in corto que reabre las subidas"),
        ("short_allin_sets_raise", "el all-in corto como medida de la subida mínima"),
        ("fixed_cap_ignored", "el tope del límite fijo pasado por alto"),
        ("fixed_wrong_unit", "la unidad equivocada del límite fijo"),
        ("committed_not_deducted", "lo ya puesto en la ronda, sin descontar"),
        ("raise_by_not_to", "cuánto se sube en lugar del total"),
        ("stack_cap_ignored", "las fichas que quedan, pasadas por alto"),
    ),
    # «Sigue la acción» also names the mistakes above where they are the very same.
    ACCION: (
        ("preflop_order_after_flop", "el orden del preflop después del flop"),
        ("postflop_order_preflop", "el orden del flop usado en el preflop"),
        ("heads_up_order_reversed", "el orden del mano a mano, al revés"),
        ("big_blind_acts_first", "la ciega grande habla primero en el preflop"),
        ("folded_player_acts", "el turno a quien se retiró"),
        ("all_in_player_acts", "el turno a quien ya está all-in"),
        ("short_allins_not_added", "all-ins cortos que no se suman"),
        ("short_allin_closes_all", "el all-in corto que cierra las subidas a quien aún no habló"),
        ("bets_in_front_left_out", "las apuestas de delante, fuera del bote"),
        ("forced_bets_left_out", "el bote sin las ciegas ni los antes"),
        ("street_bets_only", "solo las apuestas de la calle, sin lo que ya había en el centro"),
        ("antes_left_out", "el bote sin los antes"),
        ("street_fold_left_out", "las fichas de quien se retiró en esa calle, fuera del bote"),
        (
            "show_order_ignores_river_bet",
            "el orden del botón en el showdown, con apuesta en el river",
        ),
        ("show_order_earlier_aggressor", "enseña primero quien apostó antes del river"),
        ("muck_at_all_in", "tirar las cartas sin enseñarlas con un all-in"),
        ("muck_never_allowed", "creer que nadie puede tirar sus cartas en el showdown"),
        ("rake_not_taken", "la comisión sin descontar"),
        ("rake_cap_ignored", "la comisión sin su tope"),
        ("rake_on_refund", "comisión sobre la devolución"),
        ("rake_taken_from_pots", "la comisión descontada de los botes"),
        ("rake_from_other_pot", "la comisión descontada de otro bote"),
        ("rake_not_in_hand", "una comisión que esta mano no tiene"),
    ),
}
MISTAKES: dict[str, DrillMistake] = {
    code: DrillMistake(code, kind, name) for kind, pairs in _NAMES.items() for code, name in pairs
}


# Scenarios: what kind of table an item is, as ``scenarios`` in JSON.
KIND_SCENARIOS: dict[str, dict[str, str]] = {
    CINCO: {
        "hole_cards_play": "juegan cartas propias",
        "kicker_decides": "decide un kicker",
        "own_kicker_trap": "una carta propia que parece kicker y no juega",
        "split_pot": "bote dividido: valen las cinco de cualquier ganador",
        "board_plays": "juega la mesa",
        "one_card_improves_board": "una carta propia mejora las cartas comunitarias",
        "board_tempts": "las cartas comunitarias parecen mejores que cualquier mano",
        "illegal_five_tempts": "cinco cartas mejores que no se pueden jugar",
    },
    BOTES: {
        "one_side_pot": "un bote lateral",
        "two_side_pots": "dos botes laterales",
        "three_side_pots": "tres botes laterales",
        "dead_chips": "fichas de un jugador retirado dentro de un bote",
        "refund": "una apuesta no igualada que se devuelve",
        "side_pot_tie": "un empate dentro de un bote lateral",
        "odd_chip": "una ficha sobrante",
        "allin_best_hand": "el all-in tiene la mejor mano",
    },
    LIMITES: {
        "no_limit": "sin límite",
        "pot_limit": "límite de bote",
        "fixed_limit": "límite fijo",
        "opening_bet": "nadie ha apostado",
        "one_bet": "frente a una apuesta",
        "raise_in_front": "frente a una subida",
        "blind_in": "ya tienes fichas puestas en esta ronda",
        "cap_reached": "la ronda llegó al tope de subidas",
        "short_allin_acted": "all-in corto cuando ya actuaste",
        "short_allin_to_act": "all-in corto antes de que actúes",
        "short_stack": "tu stack no llega a todo",
    },
}
SCENARIOS = {code: words for kind in KIND_SCENARIOS.values() for code, words in kind.items()}
