"""«Sigue la acción» declares its title, steps, named mistakes (the pot and limit mistakes
where they are the very same, then its own) and scenarios."""

from __future__ import annotations

from ..catalog import (
    BETS_LESSON,
    PLAY_LESSON,
    POTS_LESSON,
    SHOWDOWN_LESSON,
    Catalog,
    DrillMistake,
)
from ..limit_mistakes import LIMIT_MISTAKES, SHORT_ALLIN_CLOSES_ALL
from ..pot_rows.mistakes import POT_MISTAKES

_ROUNDS = (PLAY_LESSON, "cuatro-rondas-de-apuestas")
_ROUND_ENDS = (PLAY_LESSON, "cuando-termina-una-ronda")
_SHOW_ORDER = (SHOWDOWN_LESSON, "quien-muestra-primero")
_MUCK = (SHOWDOWN_LESSON, "tirar-las-cartas-sin-ensenarlas")
_RAKE = (POTS_LESSON, "la-comision-de-la-sala")
STEP_TITLES = {  # true for every variant (Omaha is pot limit, Short Deck has no fixed limit)
    1: (
        "Quién habla, cuánto iguala y sube cada jugador, el bote y lo que recibe cada uno, "
        "sin all-in"
    ),
    2: "Subidas y resubidas: la subida mínima, la máxima o la del límite fijo",
    3: "All-in, botes laterales, comisión y empates",
}
CATALOG = Catalog(
    title="Sigue la acción",
    steps=STEP_TITLES,
    mistakes=(
        *POT_MISTAKES,
        *LIMIT_MISTAKES,
        DrillMistake("preflop_order_after_flop", "el orden del preflop después del flop",
                     _ROUNDS),
        DrillMistake("postflop_order_preflop", "el orden del flop usado en el preflop", _ROUNDS),
        DrillMistake("heads_up_order_reversed", "el orden del mano a mano, al revés",
                     (PLAY_LESSON, "cara-a-cara-cuando-solo-quedan-dos")),
        DrillMistake("big_blind_acts_first", "la ciega grande habla primero en el preflop",
                     _ROUNDS),
        DrillMistake("folded_player_acts", "el turno a quien se retiró", _ROUND_ENDS),
        DrillMistake("all_in_player_acts", "el turno a quien ya está all-in",
                     (POTS_LESSON, "cuando-ya-nadie-puede-apostar")),
        DrillMistake("short_allins_not_added", "all-ins cortos que no se suman",
                     (BETS_LESSON, "un-all-in-corto-no-reabre-las-subidas")),
        SHORT_ALLIN_CLOSES_ALL,
        # At a no-limit table the bets in front going into the pot are taught with the end
        # of a round, not with pot limit's steps.
        DrillMistake("bets_in_front_left_out", "las apuestas de delante, fuera del bote",
                     (BETS_LESSON, "limite-de-bote-paso-a-paso"), no_limit=_ROUND_ENDS),
        DrillMistake("forced_bets_left_out", "el bote sin las ciegas ni los antes",
                     (PLAY_LESSON, "el-boton-y-las-ciegas")),
        DrillMistake("street_bets_only",
                     "solo las apuestas de la calle, sin lo que ya había en el centro",
                     _ROUND_ENDS),
        # Short Deck asks every player for an ante: its lesson is where antes are taught
        # for it.
        DrillMistake("antes_left_out", "el bote sin los antes",
                     (PLAY_LESSON, "los-torneos-niveles-eliminacion-y-premios"),
                     short_deck=("variantes", "short-deck-sin-doses-treses-cuatros-ni-cincos")),
        DrillMistake("street_fold_left_out",
                     "las fichas de quien se retiró en esa calle, fuera del bote",
                     (POTS_LESSON, "las-fichas-de-quien-se-retira")),
        DrillMistake("show_order_ignores_river_bet",
                     "el orden del botón en el showdown, con apuesta en el river", _SHOW_ORDER),
        DrillMistake("show_order_earlier_aggressor",
                     "enseña primero quien apostó antes del river", _SHOW_ORDER),
        DrillMistake("muck_at_all_in", "tirar las cartas sin enseñarlas con un all-in", _MUCK),
        DrillMistake("muck_never_allowed",
                     "creer que nadie puede tirar sus cartas en el showdown", _MUCK),
        DrillMistake("rake_not_taken", "la comisión sin descontar", _RAKE),
        DrillMistake("rake_cap_ignored", "la comisión sin su tope", _RAKE),
        DrillMistake("rake_on_refund", "comisión sobre la devolución", _RAKE),
        DrillMistake("rake_taken_from_pots", "la comisión descontada de los botes", _RAKE),
        DrillMistake("rake_from_other_pot", "la comisión descontada de otro bote", _RAKE),
        DrillMistake("rake_not_in_hand", "una comisión que esta mano no tiene", _RAKE),
    ),
    scenarios={
        "no_limit": "sin límite",
        "pot_limit": "límite de bote",
        "fixed_limit": "límite fijo",
        "heads_up": "mano a mano",
        "antes": "con antes",
        "button_blind": "ciega del botón",
        "short_all_in_closed": "un all-in corto que no reabre las apuestas",
        "short_all_ins_reopen": "all-ins cortos que juntos reabren las apuestas",
        "cap_reached": "la ronda llegó al tope de subidas",
        "all_in": "un jugador all-in",
        "no_showdown": "la mano termina sin showdown",
        "side_pots": "botes laterales",
        "uncalled_bet": "una apuesta no igualada que se devuelve",
        "rake": "comisión de la sala",
        "split_pot": "bote dividido",
        "odd_chip": "una ficha sobrante",
    },
)  # fmt: skip
