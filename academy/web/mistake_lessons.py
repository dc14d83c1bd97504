"""Where each named mistake is taught: a lesson section for every mistake code.

The practice links a wrong answer, and each kind of mistake in the results, to the
section that teaches the rule it breaks. A link is given only when the loaded content
has that lesson and section (the test content has neither); the real content has all of
them (``tests/web/test_web_practice_results.py`` follows every link).
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import url_for

from ..engine.hands import Variant
from ..practice import MISTAKES
from .site import site_content

# mistake code → (lesson slug, id of its ## section)
SECTIONS: dict[str, tuple[str, str]] = {
    "lower_hand": ("ranking-de-manos", "las-diez-manos-de-mayor-a-menor"),
    "missed_kicker": ("showdown-kickers", "misma-combinacion-decide-el-kicker"),
    "card_outside_five": ("showdown-kickers", "las-cinco-mejores-de-siete"),
    "split_when_not_tied": ("showdown-kickers", "misma-combinacion-decide-el-kicker"),
    "board_plays_wrongly": ("showdown-kickers", "cuando-juega-la-mesa-bote-dividido"),
    "suit_tiebreak": ("ranking-de-manos", "los-palos-no-ordenan-nada"),
    "odd_chip_to_wrong_player": ("showdown-kickers", "la-ficha-sobrante"),
    "allin_takes_all": ("all-in-botes-laterales", "solo-se-gana-hasta-lo-que-uno-puso"),
    "side_pot_split": ("all-in-botes-laterales", "cuatro-jugadores-y-un-all-in"),
    "main_pot_to_wrong_player": ("all-in-botes-laterales", "cuatro-jugadores-y-un-all-in"),
    "winner_limited_to_main": ("all-in-botes-laterales", "cuatro-jugadores-y-un-all-in"),
}
# In Omaha these two mistakes break the two-and-three rule, taught with the variants.
OMAHA_SECTIONS: dict[str, tuple[str, str]] = {
    "card_outside_five": ("variantes", "omaha-exactamente-dos-y-tres"),
    "board_plays_wrongly": ("variantes", "omaha-exactamente-dos-y-tres"),
}
assert set(SECTIONS) == set(MISTAKES), "every named mistake is taught somewhere"


@dataclass(frozen=True, slots=True)
class LessonLink:
    url: str
    lesson: str  # the lesson's title
    section: str  # the section's title


def lesson_link(mistake: str | None, variant: Variant = Variant.HOLDEM) -> LessonLink | None:
    """The section that teaches ``mistake``, if the loaded content has it."""
    if mistake is None or mistake not in SECTIONS:
        return None
    place = SECTIONS[mistake]
    if variant is Variant.OMAHA:
        place = OMAHA_SECTIONS.get(mistake, place)
    return section_link(*place)


def section_link(slug: str, section: str) -> LessonLink | None:
    """The ``## section`` of lesson ``slug``, if the loaded content has it."""
    lesson = site_content().lesson(slug)
    titles = dict(lesson.toc) if lesson else {}
    if lesson is None or section not in titles:
        return None
    url = url_for("lessons.lesson", slug=slug) + "#" + section
    return LessonLink(url, lesson.title, titles[section])


def lesson_links(variant: Variant) -> dict[str, LessonLink | None]:
    """Every mistake code with its section (None where the content lacks it)."""
    return {code: lesson_link(code, variant) for code in sorted(MISTAKES)}
