"""The named limit mistakes: «Calcula el límite» asks for them on a betting round,
«Sigue la acción» at a player's turn (each kind's catalog lists them)."""

from __future__ import annotations

from .catalog import BETS_LESSON, DrillMistake

_MIN_RAISE = (BETS_LESSON, "la-apuesta-minima-y-la-subida-minima")
_POT_LIMIT = (BETS_LESSON, "limite-de-bote-paso-a-paso")
_SHORT_ALLIN = (BETS_LESSON, "un-all-in-corto-no-reabre-las-subidas")
_FIXED = (BETS_LESSON, "limite-fijo-una-apuesta-y-tres-subidas")
LIMIT_MISTAKES = (
    DrillMistake("pot_without_call", "el límite de bote sin contar lo que cuesta igualar",
                 _POT_LIMIT),
    DrillMistake("min_raise_doubled", "la subida mínima como el doble de la apuesta", _MIN_RAISE),
    DrillMistake("short_allin_reopens", "un all-in corto que reabre las subidas", _SHORT_ALLIN),
    DrillMistake("short_allin_sets_raise", "el all-in corto como medida de la subida mínima",
                 _SHORT_ALLIN),
    DrillMistake("fixed_cap_ignored", "el tope del límite fijo pasado por alto", _FIXED),
    DrillMistake("fixed_wrong_unit", "la unidad equivocada del límite fijo", _FIXED),
    # At a no-limit table the call is taught with the actions; at a fixed-limit one with
    # fixed limit's own units, not with pot limit's steps.
    DrillMistake("committed_not_deducted", "lo ya puesto en la ronda, sin descontar", _POT_LIMIT,
                 no_limit=(BETS_LESSON, "las-seis-acciones"), fixed_limit=_FIXED),
    DrillMistake("raise_by_not_to", "cuánto se sube en lugar del total", _MIN_RAISE),
    DrillMistake("stack_cap_ignored", "las fichas que quedan, pasadas por alto",
                 (BETS_LESSON, "cuando-no-te-alcanzan-las-fichas")),
)  # fmt: skip
# A short all-in taken as closing the raises to everyone: «Calcula el límite» names it after
# the learner's «Ya no se puede subir», «Sigue la acción» after a player's «no puede subir».
SHORT_ALLIN_CLOSES_ALL = DrillMistake(
    "short_allin_closes_all",
    "el all-in corto que cierra las subidas a quien aún no habló",
    _SHORT_ALLIN,
)
