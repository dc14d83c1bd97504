"""The named pot mistakes: «Reparte los botes» asks for them on a showdown, «Sigue la
acción» at a hand's end (each kind's catalog lists them)."""

from __future__ import annotations

from ..catalog import POTS_LESSON, SHOWDOWN_LESSON, DrillMistake

SHORT_DECK_SECTION = ("variantes", "short-deck-sin-doses-treses-cuatros-ni-cincos")
_REFUND = (POTS_LESSON, "primero-lo-que-nadie-igualo-vuelve-a-su-dueno")
POT_MISTAKES = (
    DrillMistake("shortdeck_full_over_flush", "el full por encima del color (Short Deck)",
                 SHORT_DECK_SECTION),
    DrillMistake("refund_forgotten", "la devolución olvidada", _REFUND),
    DrillMistake("refund_in_pot", "la devolución metida en un bote", _REFUND),
    DrillMistake("dead_chips_left_out", "las fichas de quien se retiró fuera de los botes",
                 (POTS_LESSON, "las-fichas-de-quien-se-retira")),
    DrillMistake("allin_paid_from_side_pot", "el all-in cobra de un bote que no puede ganar",
                 (POTS_LESSON, "solo-se-gana-hasta-lo-que-uno-puso")),
    DrillMistake("side_pot_split_evenly", "un bote lateral repartido a partes iguales",
                 (POTS_LESSON, "cuatro-jugadores-y-un-all-in")),
    DrillMistake("odd_chip_wrong_seat", "la ficha sobrante al asiento equivocado",
                 (SHOWDOWN_LESSON, "la-ficha-sobrante")),
    DrillMistake("pots_merged", "botes unidos que no disputan los mismos jugadores",
                 (POTS_LESSON, "varios-botes-laterales")),
)  # fmt: skip
