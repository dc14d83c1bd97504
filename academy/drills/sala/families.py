"""The families of «Decisiones de sala», by step, with their Spanish titles, and the
named mistakes with the lesson section («Decisiones de sala», lessons/08) that teaches
the rule each one breaks.

>>> [f.code for f in FAMILIES if f.step == 1][:3]
['oversized_chip', 'multiple_chips', 'short_raise']
>>> MISTAKES["overchip_raise"].name
'una ficha grande leída como subida'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.deck import Rng
from ...engine.hands import Variant
from . import cards, chips, conduct, irregular, showdown, undercall
from .model import SalaItem

LESSON = "decisiones-de-sala"
STEP_TITLES = {
    1: "Fichas y palabras",
    2: "Turno y showdown",
    3: "Irregularidades",
}


@dataclass(frozen=True, slots=True)
class Family:
    """A family of situations: its code (JSON), step, Spanish title, the lesson section
    that teaches it and the function that deals one from a seeded generator."""

    code: str
    step: int
    title: str
    section: str
    deal: Callable[[Rng, Variant], SalaItem]


FAMILIES = (
    Family(
        "oversized_chip", 1, "Una sola ficha grande", "una-sola-ficha-grande", chips.oversized_chip
    ),
    Family(
        "multiple_chips",
        1,
        "Varias fichas de una vez",
        "varias-fichas-de-una-vez",
        chips.multiple_chips,
    ),
    Family(
        "short_raise",
        1,
        "Una subida que se queda corta",
        "una-subida-que-se-queda-corta",
        chips.short_raise,
    ),
    Family(
        "binding_declaration",
        1,
        "Lo que se dice obliga",
        "lo-que-se-dice-obliga",
        chips.binding_declaration,
    ),
    Family("string_bet", 1, "Dos viajes al stack", "dos-viajes-al-stack", chips.string_bet),
    Family(
        "conditional_statement",
        1,
        "Si tú haces esto, yo hago aquello",
        "si-tu-haces-esto-yo-hago-aquello",
        conduct.conditional_statement,
    ),
    Family(
        "chips_not_in_view",
        1,
        "Fichas que no están a la vista",
        "fichas-que-no-estan-a-la-vista",
        conduct.chips_not_in_view,
    ),
    Family("undercall", 1, "Igualar de menos", "igualar-de-menos", undercall.undercall),
    Family(
        "out_of_turn", 2, "Actuar fuera de turno", "actuar-fuera-de-turno", showdown.out_of_turn
    ),
    Family("show_order", 2, "Quién enseña primero", "quien-ensena-primero", showdown.show_order),
    Family("cards_speak", 2, "Las cartas hablan", "las-cartas-hablan", showdown.cards_speak),
    Family(
        "allin_showdown",
        2,
        "Un all-in: las cartas boca arriba",
        "un-all-in-las-cartas-boca-arriba",
        showdown.allin_showdown,
    ),
    Family(
        "mucked_hand",
        2,
        "Cartas tiradas: ¿siguen vivas?",
        "cartas-tiradas-siguen-vivas",
        showdown.mucked_hand,
    ),
    Family("tabled_hand", 2, "Una mano bien enseñada", "una-mano-bien-ensenada", cards.tabled_hand),
    Family("misdeal", 3, "Reparto nulo", "reparto-nulo", irregular.misdeal),
    Family(
        "exposed_card",
        3,
        "Una carta descubierta al repartir",
        "una-carta-descubierta-al-repartir",
        irregular.exposed_card,
    ),
    Family(
        "premature_card",
        3,
        "Cartas antes de tiempo",
        "cartas-antes-de-tiempo",
        irregular.premature_card,
    ),
    Family("dead_button", 3, "El botón muerto", "el-boton-muerto", irregular.dead_button),
    Family(
        "missed_blinds",
        3,
        "Ciegas saltadas en cash",
        "ciegas-saltadas-en-cash",
        irregular.missed_blinds,
    ),
    Family(
        "boxed_card",
        3,
        "Una carta vuelta en el mazo",
        "una-carta-vuelta-en-el-mazo",
        cards.boxed_card,
    ),
)
FAMILY = {f.code: f for f in FAMILIES}


@dataclass(frozen=True, slots=True)
class SalaMistake:
    """A named mistake: ``code`` (JSON), its Spanish ``name`` and the family whose lesson
    section teaches the rule it breaks."""

    code: str
    name: str
    family: str

    @property
    def section(self) -> str:
        return FAMILY[self.family].section


_MISTAKES = (
    ("overchip_raise", "una ficha grande leída como subida", "oversized_chip"),
    ("last_chip_all_in", "la última ficha leída como all-in", "oversized_chip"),
    ("change_kept", "lo que sobra de la ficha, sin devolver", "oversized_chip"),
    ("raise_word_ignored", "el «subo» dicho antes, pasado por alto", "oversized_chip"),
    (
        "overchip_min_raise",
        "la subida mínima en lugar de lo que permite la ficha",
        "oversized_chip",
    ),
    ("overchip_as_check", "una ficha sin apuesta delante leída como nada", "oversized_chip"),
    (
        "bet_only_minimum",
        "una ficha sin apuesta delante leída como la apuesta mínima",
        "oversized_chip",
    ),
    ("pot_limit_ignored", "el máximo del límite de bote, pasado por alto", "oversized_chip"),
    ("limit_ignored", "la unidad del límite fijo, pasada por alto", "oversized_chip"),
    ("chips_as_raise", "varias fichas leídas como subida", "multiple_chips"),
    (
        "largest_chip_removed",
        "quitar la ficha más grande en lugar de una de las más pequeñas",
        "multiple_chips",
    ),
    ("last_chips_called", "las últimas fichas leídas como igualar", "multiple_chips"),
    ("short_raise_called", "una subida de al menos la mitad, convertida en igualar", "short_raise"),
    ("raise_said_called", "el «subo» dicho antes, pasado por alto", "short_raise"),
    ("short_raise_as_min", "menos de media subida, llevada a la subida mínima", "short_raise"),
    ("raise_as_pushed", "una subida corta aceptada tal cual", "short_raise"),
    ("raise_doubled", "la subida mínima como el doble de la apuesta", "short_raise"),
    ("words_ignored", "lo que se dijo primero, pasado por alto", "binding_declaration"),
    ("chips_over_words", "las fichas por encima de lo dicho", "binding_declaration"),
    (
        "raise_amount_added",
        "la cifra de «subo N» sumada a la apuesta en lugar de ser el total",
        "binding_declaration",
    ),
    ("string_counted", "el segundo viaje contado como parte de la apuesta", "string_bet"),
    ("string_min_raise", "el segundo viaje convertido en subida mínima", "string_bet"),
    (
        "conditional_ignored",
        "una declaración condicional tomada como si no se hubiera dicho",
        "conditional_statement",
    ),
    (
        "conditional_always_binds",
        "una declaración condicional que obliga siempre",
        "conditional_statement",
    ),
    (
        "conditional_hand_dead",
        "la mano muerta por una declaración condicional",
        "conditional_statement",
    ),
    (
        "premature_call_void",
        "un «igualo» anulado porque no se sabía la cantidad",
        "conditional_statement",
    ),
    (
        "premature_call_always_binds",
        "un «igualo» prematuro que obliga siempre, sin que decida el director",
        "conditional_statement",
    ),
    (
        "premature_call_dead",
        "la mano muerta por igualar antes de tiempo",
        "conditional_statement",
    ),
    (
        "hidden_chip_always_called",
        "la ficha escondida siempre dentro de la acción, sin que decida el director",
        "chips_not_in_view",
    ),
    ("count_binds", "la ficha escondida devuelta a quien la escondía", "chips_not_in_view"),
    (
        "counted_total",
        "el recuento tomado como el total aunque la ficha entre en la acción",
        "chips_not_in_view",
    ),
    ("call_withdrawn", "un «igualo» retirado porque el recuento estaba mal", "chips_not_in_view"),
    ("hidden_chips_kill", "la mano muerta por tener fichas escondidas", "chips_not_in_view"),
    ("undercall_accepted", "una igualada de menos aceptada tal cual", "undercall"),
    ("undercall_taken_back", "una igualada de menos que se devuelve", "undercall"),
    (
        "undercall_discretion",
        "dejar al director lo que la regla ya decide: igualar entero",
        "undercall",
    ),
    (
        "undercall_always_full",
        "igualar entero obligado también frente a una subida con varios jugadores",
        "undercall",
    ),
    (
        "oot_always_binding",
        "una acción fuera de turno que obliga aunque la acción cambie",
        "out_of_turn",
    ),
    (
        "oot_never_binding",
        "una acción fuera de turno que no obliga aunque nada cambie",
        "out_of_turn",
    ),
    ("oot_hand_dead", "la mano muerta por hablar fuera de turno", "out_of_turn"),
    ("oot_forced_call", "tener que igualar tras hablar fuera de turno", "out_of_turn"),
    ("caller_first", "enseña primero quien igualó", "show_order"),
    (
        "left_of_button_despite_bet",
        "el primero tras el botón aunque hubo apuesta en el river",
        "show_order",
    ),
    ("earlier_aggressor", "quien apostó en una calle anterior", "show_order"),
    ("last_to_act_first", "enseña primero el último en hablar", "show_order"),
    ("no_order", "nadie obligado a enseñar primero", "show_order"),
    ("words_bind_at_showdown", "lo que se canta en el showdown, tomado por la mano", "cards_speak"),
    ("omaha_two_cards", "una mano de Omaha leída sin la regla de dos y tres", "cards_speak"),
    ("holdem_ranking", "el orden del Hold’em aplicado al Short Deck", "cards_speak"),
    ("split_when_unsure", "repartir el bote en lugar de decidir", "cards_speak"),
    ("miscall_kills", "matar la mano ganadora por lo que dijo su jugador", "cards_speak"),
    ("allin_only_shows", "solo enseña el jugador all-in", "allin_showdown"),
    ("caller_may_muck", "quien igualó un all-in tira sus cartas sin enseñar", "allin_showdown"),
    ("faceup_too_early", "las cartas boca arriba mientras aún se puede apostar", "allin_showdown"),
    ("wait_for_showdown", "las cartas boca abajo hasta el final", "allin_showdown"),
    (
        "thrown_always_dead",
        "unas cartas tiradas, muertas aunque se puedan recuperar",
        "mucked_hand",
    ),
    ("retrieved_from_muck", "recuperar unas cartas ya metidas en los descartes", "mucked_hand"),
    ("muck_searched", "buscar una mano entre los descartes", "mucked_hand"),
    ("tabled_hand_killed", "matar una mano bien enseñada por un error del crupier", "tabled_hand"),
    ("half_tabled_wins", "una mano a medio enseñar que se lleva el bote", "tabled_hand"),
    (
        "touched_muck_dead",
        "una mano bien enseñada muerta por tocar los descartes",
        "tabled_hand",
    ),
    ("misdeal_after_action", "reparto nulo después de la acción sustancial", "misdeal"),
    ("no_misdeal_called", "seguir la mano cuando aún es reparto nulo", "misdeal"),
    ("button_moves_on_redeal", "el botón que avanza en un nuevo reparto", "misdeal"),
    ("one_hand_killed", "matar una mano en lugar de anular el reparto", "misdeal"),
    ("misdeal_for_one_card", "reparto nulo por una sola carta posterior", "exposed_card"),
    ("exposed_replaced_always", "cambiar la carta cuando el reparto es nulo", "exposed_card"),
    ("exposed_card_kept", "el jugador se queda la carta descubierta", "exposed_card"),
    ("exposed_hand_killed", "la mano muerta por un error del crupier", "exposed_card"),
    ("premature_cards_stand", "las cartas adelantadas se quedan", "premature_card"),
    (
        "four_card_flop_reshuffled",
        "barajar en un torneo, donde la TDA manda elegir al azar",
        "premature_card",
    ),
    (
        "other_rooms_turn",
        "el procedimiento de cash (Robert’s) para el turn, aplicado en un torneo",
        "premature_card",
    ),
    (
        "tournament_rule_in_cash",
        "el procedimiento de torneo (TDA), aplicado en una partida de cash",
        "premature_card",
    ),
    ("turn_rule_on_flop", "el procedimiento del turn aplicado al flop", "premature_card"),
    (
        "wrong_scramble",
        "mezclar y completar el flop con la siguiente, el remedio de un flop sin quemada",
        "premature_card",
    ),
    (
        "wrong_scramble_burn",
        "mezclar y elegir al azar la quemada, el remedio de un flop de cuatro cartas",
        "premature_card",
    ),
    (
        "four_card_scramble_in_cash",
        "elegir al azar la quemada de un flop de cuatro cartas, como en torneo, en una "
        "partida de cash",
        "premature_card",
    ),
    ("burn_fixed_after_action", "corregir la quemada cuando ya hubo acción", "premature_card"),
    ("reshuffled_after_action", "barajar de nuevo el flop cuando ya hubo acción", "premature_card"),
    ("big_blind_skipped", "un jugador que se salta la ciega grande", "dead_button"),
    ("button_frozen", "el botón que no avanza", "dead_button"),
    ("button_redrawn", "sortear otra vez el botón", "dead_button"),
    ("missed_blinds_forgiven", "volver sin reponer las ciegas", "missed_blinds"),
    ("dead_blind_counted", "la ciega pequeña repuesta contada como apuesta", "missed_blinds"),
    ("only_big_blind", "reponer solo la ciega grande", "missed_blinds"),
    ("missed_big_forgotten", "olvidar la ciega grande que se pasó", "missed_blinds"),
    ("missed_big_invented", "reponer una ciega grande que no se pasó", "missed_blinds"),
    ("boxed_misdeal", "reparto nulo por una sola carta vuelta en el mazo", "boxed_card"),
    ("boxed_two_continued", "seguir repartiendo con dos cartas vueltas en el mazo", "boxed_card"),
    ("boxed_card_used", "la carta vuelta en el mazo usada como si nada", "boxed_card"),
    ("boxed_reshuffle", "barajar de nuevo el resto del mazo por cartas vueltas", "boxed_card"),
)
MISTAKES = {code: SalaMistake(code, name, family) for code, name, family in _MISTAKES}


def families_of(step: int) -> tuple[Family, ...]:
    return tuple(f for f in FAMILIES if f.step == step)
