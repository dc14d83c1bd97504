"""Home, sources, glossary, responsible play and the entry points to practice and
instructors."""

from __future__ import annotations

from flask import Blueprint, Response, abort, redirect, render_template, url_for

from ..content import GLOSSARY_SLUG
from .lessons import render_lesson
from .site import site_content

bp = Blueprint("main", __name__)


@bp.get("/")
def home() -> str:
    return render_template("main/home.html", lessons=site_content().lessons)


@bp.get("/profesores/")
def teachers() -> Response:
    """«Profesores» is what many Spanish-speaking teachers type: the instructors' page."""
    return redirect(url_for("instructors.index"), code=301)  # type: ignore[return-value]


@bp.get("/fuentes/")
def sources() -> str:
    content = site_content()
    sources = sorted(content.sources.values(), key=lambda s: (s.document, s.section))
    return render_template("main/sources.html", sources=sources)


COMMISSION_LESSON = "all-in-botes-laterales"  # the lesson that explains the commission


@bp.get("/juego-responsable/")
def responsible() -> str:
    """Playing responsibly: the site's own words, each country's facts with its source."""
    content = site_content()
    return render_template(
        "main/responsible.html",
        sources=content.sources,
        commission_lesson=content.lesson(COMMISSION_LESSON),
    )


@bp.get("/glosario/")
def glossary() -> Response:
    lesson = site_content().lesson(GLOSSARY_SLUG)
    if lesson is None:
        abort(404)
    return render_lesson(lesson)
