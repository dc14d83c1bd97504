"""Where each named mistake of the workshop is taught: a lesson section per drill mistake.

The workshop's answer pages link each named mistake, and its results each kind of
mistake, to the section that teaches the rule it breaks, as the practice does for its
own mistakes (:mod:`academy.web.mistake_lessons`). Each kind's catalog declares the
section of each of its mistakes (:class:`academy.drills.catalog.DrillMistake`); this
module turns it into a link. A link is given only when the loaded
content has that lesson and section; the real content has all of them
(``tests/web/test_workshop_pages.py`` follows every link to its anchor).
"""

from __future__ import annotations

from flask import url_for

from ..drills import MISTAKES
from ..engine.hands import Variant
from .mistake_lessons import LessonLink
from .site import site_content


def drill_lesson_link(
    mistake: str,
    variant: Variant = Variant.HOLDEM,
    *,
    fixed_limit: bool = False,
    no_limit: bool = False,
) -> LessonLink | None:
    """The section that teaches drill ``mistake`` (at a fixed-limit table when
    ``fixed_limit``, a no-limit one when ``no_limit``), if the loaded content has it."""
    if mistake not in MISTAKES:
        return None
    slug, section = MISTAKES[mistake].lesson_for(
        omaha=variant is Variant.OMAHA,
        short_deck=variant is Variant.SHORTDECK,
        no_limit=no_limit,
        fixed_limit=fixed_limit,
    )
    lesson = site_content().lesson(slug)
    titles = dict(lesson.toc) if lesson is not None else {}
    if lesson is None or section not in titles:
        return None
    return LessonLink(f"{url_for('lessons.lesson', slug=slug)}#{section}", lesson.title,
                      titles[section])  # fmt: skip


def drill_lesson_links(variant: Variant) -> dict[str, LessonLink | None]:
    """Every drill mistake code with its section (None where the content lacks it)."""
    return {code: drill_lesson_link(code, variant) for code in MISTAKES}
