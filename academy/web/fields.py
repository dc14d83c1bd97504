"""The Spanish names of the fields an error can point at, and the error as a page says it.

One table for every form and path of the site: the tools' form fields, the engine's spec
and limits fields, the practice set's query and path fields.

>>> spanish_field("players[1].hole"), spanish_field("spec.board"), spanish_field("por_nivel")
('jugador 2, cartas propias', 'cartas comunitarias', 'manos por nivel')
>>> spanish_field("spec.rake.percent"), spanish_field("rake.cap"), spanish_field("tope")
('comisión, porcentaje', 'comisión, tope por mano', 'comisión, tope por mano')
>>> from academy.engine.errors import PokerError
>>> error_text(PokerError("no es un número", "semilla")), error_text(PokerError("falta algo"))
('Semilla: no es un número', 'Falta algo')
"""

from __future__ import annotations

import re

from ..engine.errors import PokerError
from ..engine.phrasing import capitalized

INVALID = 422  # a form that cannot be read: the form again, with the message

FIELD_NAMES = {
    # the engine's showdown spec and the tools' forms
    "hole": "cartas propias",
    "board": "cartas comunitarias",
    "variant": "variante",
    "button": "botón",
    "name": "nombre",
    "contributed": "aportación",
    "folded": "retirado",
    "players": "jugadores",
    # the room's commission: the spec's rake.* and the pot calculator's rake_* fields
    "rake": "comisión",
    "percent": "porcentaje",
    "cap": "tope por mano",
    "no_flop_no_drop": "sin flop no hay comisión",
    "rake_percent": "comisión, porcentaje",
    "rake_cap": "comisión, tope por mano",
    "rake_no_flop_no_drop": "comisión, sin flop no hay comisión",
    # the engine's betting limits
    "structure": "estructura",
    "big_blind": "ciega grande",
    "pot": "bote",
    "current_bet": "apuesta vigente",
    "committed": "lo que ya pusiste",
    "last_raise": "última subida completa",
    "stack": "stack",
    "small_bet": "apuesta pequeña",
    "big_bet": "apuesta grande",
    "street": "calle",
    "raises": "apuestas y subidas",
    "facing_short_all_in": "all-in corto",
    # practice sets: the query, the path and the answer
    "semilla": "semilla",
    "niveles": "niveles",
    "ejercicios": "taller del crupier",
    "separador": "separador del CSV",
    "pesos": "puntuación en Moodle XML",
    "por_nivel": "manos por nivel",
    "variante": "variante",
    "formato": "formato",
    "descarga": "descarga",
    "serie": "código de serie",
    "option": "opción",
    # the workshop's query (its «ejercicios» is above)
    "por_paso": "ejercicios por paso",
}
# The tools' query fields, Spanish like every path and query of the site, for the engine's
# names of the same values; a pot calculator row adds its number (``mano2``, ``fichas2``).
QUERY_FIELDS = {
    "variant": "variante",
    "hole": "mano",
    "board": "mesa",
    "button": "boton",
    "name": "nombre",
    "contributed": "fichas",
    "folded": "retirado",
    "rake_percent": "comision",
    "rake_cap": "tope",
    "rake_no_flop_no_drop": "sin_flop",
    "structure": "estructura",
    "big_blind": "ciega_grande",
    "pot": "bote",
    "current_bet": "apuesta",
    "committed": "ya_puesto",
    "last_raise": "ultima_subida",
    "stack": "stack",
    "small_bet": "apuesta_pequena",
    "big_bet": "apuesta_grande",
    "street": "calle",
    "raises": "subidas",
    "facing_short_all_in": "allin_corto",
}
FIELD_NAMES.update({query: FIELD_NAMES[engine] for engine, query in QUERY_FIELDS.items()})
WRAPPERS = ("spec", "input")  # the figures' envelopes around a spec or limits' input
PLAYER_FIELD = re.compile(r"players\[(\d+)\]")


def spanish_field(field: str | None) -> str:
    """``players[1].hole`` → ``jugador 2, cartas propias``; an unknown name stays as it is."""
    if not field:
        return ""
    words = []
    for part in field.split("."):
        player = PLAYER_FIELD.fullmatch(part)
        if player:
            words.append(f"jugador {int(player.group(1)) + 1}")
        elif part not in WRAPPERS:
            words.append(FIELD_NAMES.get(part, part))
    return ", ".join(words)


def error_text(error: PokerError) -> str:
    """The error as one sentence: ``Campo: motivo``, or the reason alone."""
    where = spanish_field(error.field)
    return f"{capitalized(where)}: {error.message}" if where else capitalized(error.message)
