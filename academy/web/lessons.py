"""Lesson pages: question, short answer, body with engine-drawn examples, quiz."""

from __future__ import annotations

from flask import Blueprint, Response, abort, redirect, request, url_for
from werkzeug.exceptions import BadRequest

from ..content import GLOSSARY_SLUG, Lesson
from ..content.lessons import SHOWDOWN_ID
from ..engine.numbers import ascii_number
from ..practice import PracticeSet, Showdown, showdown_at
from ..practice.sets import LEVEL_TITLES
from .htmx import render
from .site import site_content

bp = Blueprint("lessons", __name__, url_prefix="/lecciones")


def lesson_showdown(showdown_id: str) -> Showdown:
    """The practice showdown a lesson shows inline (``n2-2026-0``), dealt by the engine."""
    match = SHOWDOWN_ID.fullmatch(showdown_id)
    assert match is not None, "the content layer checked the form"
    level, seed, index = (int(group) for group in match.groups())
    return showdown_at(level, seed, index)


def practice_level_url(level: int) -> str:
    """The first showdown of ``level`` in the default set: a link that opens that level."""
    practice_set = PracticeSet()
    slot = practice_set.slot(level, 0)
    return url_for(
        "practice.question_page", code=practice_set.code, level=slot.level, index=slot.index
    )


@bp.app_context_processor
def lesson_practice_helpers() -> dict[str, object]:
    return {
        "lesson_showdown": lesson_showdown,
        "practice_level_url": practice_level_url,
        "LEVEL_TITLES": LEVEL_TITLES,
    }


@bp.get("/<slug>/")
def lesson(slug: str) -> Response:
    if slug == GLOSSARY_SLUG:
        return redirect(url_for("main.glossary"), code=301)  # type: ignore[return-value]
    found = site_content().lesson(slug)
    if found is None:
        abort(404)
    return render_lesson(found)


def quiz_answers(lesson: Lesson) -> dict[int, int]:
    """Answers given without JavaScript: ``?p1=2`` is option 2 of question 1."""
    answers = {}
    for number, item in enumerate(lesson.quiz, 1):
        value = request.args.get(f"p{number}")
        if value is None:
            continue
        chosen = ascii_number(value, 3)
        if chosen is None or chosen >= len(item.options):
            raise BadRequest(f"La respuesta a la pregunta {number} debe ser una de sus opciones.")
        answers[number - 1] = chosen
    return answers


def render_lesson(lesson: Lesson) -> Response:
    content = site_content()
    related = [r for r in (content.lesson(slug) for slug in lesson.related) if r is not None]
    position = content.lessons.index(lesson)
    previous = content.lessons[position - 1] if position > 0 else None
    following = content.lessons[position + 1] if position + 1 < len(content.lessons) else None
    return render(
        "lessons/lesson.html",
        "lessons/partial/quiz.html",
        lesson=lesson,
        content=content,
        related=related,
        previous=previous,
        following=following,
        answers=quiz_answers(lesson),
    )
