"""Where each named mistake of the workshop is taught: a lesson section per drill mistake.

The workshop's answer pages link each named mistake, and its results each kind of
mistake, to the section that teaches the rule it breaks, as the practice does for its
own mistakes (:mod:`academy.web.mistake_lessons`). A link is given only when the loaded
content has that lesson and section; the real content has all of them
(``tests/web/test_workshop_pages.py`` follows every link to its anchor).
"""

from __future__ import annotations

from flask import url_for

from ..engine.hands import Variant
from ..practice.drills import MISTAKES
from .mistake_lessons import LessonLink
from .site import site_content

SHOWDOWN = "showdown-kickers"
POTS = "all-in-botes-laterales"
BETS = "acciones-y-apuestas"
PLAY = "como-se-juega"
OMAHA = ("variantes", "omaha-exactamente-dos-y-tres")

# drill mistake code → (lesson slug, id of its ## section)
SECTIONS: dict[str, tuple[str, str]] = {
    # «Elige las cinco»
    "fewer_than_five": (SHOWDOWN, "las-cinco-mejores-de-siete"),
    "sixth_card": (SHOWDOWN, "las-cinco-mejores-de-siete"),
    "loser_cards": ("ranking-de-manos", "las-diez-manos-de-mayor-a-menor"),
    "two_players_cards": ("como-se-juega", "el-reparto-dos-cartas-propias-y-cinco-comunes"),
    "omaha_rule": OMAHA,
    "board_taken": (SHOWDOWN, "cuando-juega-la-mesa-bote-dividido"),
    "lower_kicker": (SHOWDOWN, "misma-combinacion-decide-el-kicker"),
    "card_outside_five": (SHOWDOWN, "las-cinco-mejores-de-siete"),
    # «Reparte los botes»
    "refund_forgotten": (POTS, "primero-lo-que-nadie-igualo-vuelve-a-su-dueno"),
    "refund_in_pot": (POTS, "primero-lo-que-nadie-igualo-vuelve-a-su-dueno"),
    "dead_chips_left_out": (POTS, "las-fichas-de-quien-se-retira"),
    "allin_paid_from_side_pot": (POTS, "solo-se-gana-hasta-lo-que-uno-puso"),
    "side_pot_split_evenly": (POTS, "cuatro-jugadores-y-un-all-in"),
    "odd_chip_wrong_seat": (SHOWDOWN, "la-ficha-sobrante"),
    "pots_merged": (POTS, "varios-botes-laterales"),
    # «Calcula el límite»
    "pot_without_call": (BETS, "limite-de-bote-paso-a-paso"),
    "min_raise_doubled": (BETS, "la-apuesta-minima-y-la-subida-minima"),
    "short_allin_reopens": (BETS, "un-all-in-corto-no-reabre-las-subidas"),
    "short_allin_sets_raise": (BETS, "un-all-in-corto-no-reabre-las-subidas"),
    "fixed_cap_ignored": (BETS, "limite-fijo-una-apuesta-y-tres-subidas"),
    "fixed_wrong_unit": (BETS, "limite-fijo-una-apuesta-y-tres-subidas"),
    "committed_not_deducted": (BETS, "limite-de-bote-paso-a-paso"),
    "raise_by_not_to": (BETS, "la-apuesta-minima-y-la-subida-minima"),
    "stack_cap_ignored": (BETS, "cuando-no-te-alcanzan-las-fichas"),
    # «Sigue la acción»
    "preflop_order_after_flop": (PLAY, "cuatro-rondas-de-apuestas"),
    "postflop_order_preflop": (PLAY, "cuatro-rondas-de-apuestas"),
    "heads_up_order_reversed": (PLAY, "cara-a-cara-cuando-solo-quedan-dos"),
    "big_blind_acts_first": (PLAY, "cuatro-rondas-de-apuestas"),
    "folded_player_acts": (PLAY, "cuando-termina-una-ronda"),
    "all_in_player_acts": (POTS, "cuando-ya-nadie-puede-apostar"),
    "short_allins_not_added": (BETS, "un-all-in-corto-no-reabre-las-subidas"),
    "short_allin_closes_all": (BETS, "un-all-in-corto-no-reabre-las-subidas"),
    "bets_in_front_left_out": (BETS, "limite-de-bote-paso-a-paso"),
    "forced_bets_left_out": (PLAY, "el-boton-y-las-ciegas"),
    "street_bets_only": (PLAY, "cuando-termina-una-ronda"),
    "antes_left_out": (PLAY, "los-torneos-niveles-eliminacion-y-premios"),
    "street_fold_left_out": (POTS, "las-fichas-de-quien-se-retira"),
    "show_order_ignores_river_bet": (SHOWDOWN, "quien-muestra-primero"),
    "show_order_earlier_aggressor": (SHOWDOWN, "quien-muestra-primero"),
    "muck_at_all_in": (SHOWDOWN, "tirar-las-cartas-sin-ensenarlas"),
    "muck_never_allowed": (SHOWDOWN, "tirar-las-cartas-sin-ensenarlas"),
    "rake_not_taken": (POTS, "la-comision-de-la-sala"),
    "rake_cap_ignored": (POTS, "la-comision-de-la-sala"),
    "rake_on_refund": (POTS, "la-comision-de-la-sala"),
    "rake_taken_from_pots": (POTS, "la-comision-de-la-sala"),
    "rake_from_other_pot": (POTS, "la-comision-de-la-sala"),
    "rake_not_in_hand": (POTS, "la-comision-de-la-sala"),
}
# In Omaha a five outside the winner's best breaks the two-and-three rule as often as not.
OMAHA_SECTIONS: dict[str, tuple[str, str]] = {"card_outside_five": OMAHA}
# Short Deck asks every player for an ante: its lesson is where antes are taught for it.
SHORT_DECK_SECTIONS: dict[str, tuple[str, str]] = {
    "antes_left_out": ("variantes", "short-deck-sin-doses-treses-cuatros-ni-cincos"),
}
# At a no-limit table the call is taught with the actions, and the bets in front going
# into the pot with the end of a round, not with pot limit's steps.
NO_LIMIT_SECTIONS: dict[str, tuple[str, str]] = {
    "committed_not_deducted": (BETS, "las-seis-acciones"),
    "bets_in_front_left_out": (PLAY, "cuando-termina-una-ronda"),
}
# At a fixed-limit table, the call with the chips in front not taken off is taught with
# fixed limit's own units, not with pot limit's steps.
FIXED_SECTIONS: dict[str, tuple[str, str]] = {
    "committed_not_deducted": (BETS, "limite-fijo-una-apuesta-y-tres-subidas"),
}
assert set(SECTIONS) == set(MISTAKES), "every drill mistake is taught somewhere"


def drill_lesson_link(
    mistake: str,
    variant: Variant = Variant.HOLDEM,
    *,
    fixed_limit: bool = False,
    no_limit: bool = False,
) -> LessonLink | None:
    """The section that teaches drill ``mistake`` (at a fixed-limit table when
    ``fixed_limit``, a no-limit one when ``no_limit``), if the loaded content has it."""
    if mistake not in SECTIONS:
        return None
    place = SECTIONS[mistake]
    if variant is Variant.OMAHA:
        place = OMAHA_SECTIONS.get(mistake, place)
    if variant is Variant.SHORTDECK:
        place = SHORT_DECK_SECTIONS.get(mistake, place)
    if no_limit:
        place = NO_LIMIT_SECTIONS.get(mistake, place)
    if fixed_limit:
        place = FIXED_SECTIONS.get(mistake, place)
    slug, section = place
    lesson = site_content().lesson(slug)
    titles = dict(lesson.toc) if lesson is not None else {}
    if lesson is None or section not in titles:
        return None
    return LessonLink(f"{url_for('lessons.lesson', slug=slug)}#{section}", lesson.title,
                      titles[section])  # fmt: skip


def drill_lesson_links(variant: Variant) -> dict[str, LessonLink | None]:
    """Every drill mistake code with its section (None where the content lacks it)."""
    return {code: drill_lesson_link(code, variant) for code in MISTAKES}
