"""«Calcula el límite» declares its title, steps, named mistakes (the limit mistakes)
and scenarios."""

from __future__ import annotations

from ..catalog import Catalog
from ..limit_mistakes import LIMIT_MISTAKES, SHORT_ALLIN_CLOSES_ALL

CATALOG = Catalog(
    title="Calcula el límite",
    steps={
        1: "Frente a una apuesta",
        2: "Subidas, ciegas y el tope del límite fijo",
        3: "All-in corto y stacks cortos",
    },
    mistakes=(*LIMIT_MISTAKES, SHORT_ALLIN_CLOSES_ALL),
    scenarios={
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
)
