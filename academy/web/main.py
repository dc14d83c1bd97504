"""Home, sources, glossary and the entry points to practice and instructors."""

from __future__ import annotations

from flask import Blueprint, Response, abort, render_template

from ..content import GLOSSARY_SLUG
from .lessons import render_lesson
from .site import site_content

bp = Blueprint("main", __name__)


@bp.get("/")
def home() -> str:
    return render_template("main/home.html", lessons=site_content().lessons)


@bp.get("/fuentes/")
def sources() -> str:
    content = site_content()
    sources = sorted(content.sources.values(), key=lambda s: (s.document, s.section))
    return render_template("main/sources.html", sources=sources)


@bp.get("/glosario/")
def glossary() -> Response:
    lesson = site_content().lesson(GLOSSARY_SLUG)
    if lesson is None:
        abort(404)
    return render_lesson(lesson)
