"""Instructors: choose a practice set, preview it, print it, hand it out, export it.

``GET /instructores/`` is a plain GET form that works without JavaScript; with htmx the
same URL answers just the preview fragment. "Nueva semilla" draws a seed on the server
and shows it in the form. The worksheet, the answer key and the downloads take the same
query (``semilla``, ``niveles``, ``por_nivel``, ``variante``); a bad value answers with a
Spanish message and a 4xx status.
"""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import urlencode

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    redirect,
    render_template,
    request,
    url_for,
)
from flask.typing import ResponseReturnValue

from ..engine.errors import PokerError
from ..instructors import FORMATS, Format, export, learners_link, parse_filename
from ..instructors.worksheet import TEMPLATE_FILTERS, sheet_context
from ..practice import PracticeSet
from ..practice.sets import NEW_SEED_BELOW
from .fields import INVALID, error_text
from .htmx import render, wants_fragment

bp = Blueprint("instructors", __name__, url_prefix="/instructores")

MAX_FIELD = 40
FIELDS = ("semilla", "por_nivel", "variante")
VARIANTS = (
    ("holdem", "Texas Hold’em"),
    ("omaha", "Omaha (solo niveles 1 a 3)"),
    ("shortdeck", "Short Deck (solo niveles 1 a 3)"),
)


@bp.record_once
def _register_filters(state: Any) -> None:
    for name, function in TEMPLATE_FILTERS.items():
        state.app.jinja_env.filters.setdefault(name, function)


def _form() -> dict[str, Any]:
    """The submitted values, as the form shows them (levels as a list)."""
    args = request.args
    levels = [value[:MAX_FIELD] for value in args.getlist("niveles")[:8] if value.strip()]
    # The form sends an empty ``niveles`` too, so "no box ticked" differs from "not given".
    form: dict[str, Any] = {"niveles": levels, "levels_given": "niveles" in args}
    for name in FIELDS:
        form[name] = args.get(name, "")[:200]
    return form


def _practice_set(form: dict[str, Any]) -> PracticeSet:
    """The set the form asks for; PokerError (Spanish, naming the field) if it cannot be."""
    for name in FIELDS:
        if len(form[name]) > MAX_FIELD:
            raise PokerError("el texto es demasiado largo", field=name)
    query = {name: form[name] for name in FIELDS}
    if form["niveles"]:
        query["niveles"] = ",".join(form["niveles"])
    elif form["levels_given"]:
        raise PokerError("elige al menos un nivel", field="niveles")
    return PracticeSet.from_query(query)


def _form_query(form: dict[str, Any]) -> str:
    pairs = [("niveles", level) for level in form["niveles"]]
    if not pairs and form["levels_given"]:
        pairs = [("niveles", "")]
    pairs += [(name, form[name]) for name in FIELDS if form[name]]
    return urlencode(pairs)


def _shown(practice_set: PracticeSet) -> dict[str, Any]:
    """The form's values for a valid set."""
    return {
        "niveles": [str(level) for level in practice_set.levels],
        "semilla": str(practice_set.seed),
        "por_nivel": str(practice_set.per_level),
        "variante": practice_set.variant.value,
        "levels_given": True,
    }


@bp.get("/")
def index() -> ResponseReturnValue:
    form = _form()
    new_seed = "nueva" in request.args
    if new_seed:
        form["semilla"] = str(secrets.randbelow(NEW_SEED_BELOW))
        if not wants_fragment():
            return redirect(f"{url_for('.index')}?{_form_query(form)}", code=303)
    practice_set, error, error_field, status = None, None, None, 200
    try:
        practice_set = _practice_set(form)
    except PokerError as problem:
        error, error_field, status = error_text(problem), problem.field, INVALID
    if practice_set is not None:  # the form shows the set as parsed ("1-2" ticks 1 and 2)
        form = _shown(practice_set)
    context: dict[str, Any] = {
        "form": form,
        "error": error,
        "error_field": error_field,
        "variants": VARIANTS,
        "practice_set": practice_set,
        "new_seed": new_seed,
        "formats": FORMATS.values(),
    }
    if practice_set is not None:
        context["class_link"] = learners_link(practice_set, request.host_url)
        context["class_path"] = learners_link(practice_set)  # same host: no absolute href
        context["samples"] = _samples(practice_set)
    push_url = None
    if new_seed:  # the address bar shows the set with the seed just drawn
        query = practice_set.query() if practice_set else _form_query(form)
        push_url = f"{url_for('.index')}?{query}"
    response = render(
        "instructors/index.html",
        "instructors/partial/preview.html",
        status,
        push_url=push_url,
        **context,
    )
    if new_seed:
        response.headers["Cache-Control"] = "no-store"  # a fresh seed each time
    return response


def _samples(practice_set: PracticeSet) -> list[tuple[int, Any]]:
    """The first showdown of each level, numbered as in the worksheet."""
    per_level = practice_set.per_level
    return [
        (position * per_level + 1, practice_set.showdown(level, 0))
        for position, level in enumerate(practice_set.levels)
    ]


def _checked_set() -> PracticeSet:
    try:
        return _practice_set(_form())
    except PokerError as problem:
        abort(400, description=error_text(problem))


def _sheet(template: str) -> str:
    practice_set = _checked_set()
    link = learners_link(practice_set, request.host_url)
    return render_template(template, **sheet_context(practice_set, link))


@bp.get("/ficha/")
def worksheet() -> str:
    return _sheet("instructors/worksheet.html")


@bp.get("/solucionario/")
def answer_key() -> str:
    return _sheet("instructors/answer_key.html")


@bp.context_processor
def download_links() -> dict[str, Any]:
    return {"download_url": download_url}


def download_url(chosen: Format, practice_set: PracticeSet) -> str:
    """Where a page links a download: by its file name in the static build (a static host
    serves a file by its name and extension), with the set's query otherwise."""
    if current_app.config["STATIC_BUILD"]:
        return url_for(".download_file", filename=chosen.filename(practice_set))
    return f"{url_for('.download', fmt=chosen.code)}?{practice_set.query()}"


@bp.get("/descargar/<fmt>/")
def download(fmt: str) -> Response:
    chosen = FORMATS.get(fmt)
    if chosen is None:
        abort(404, description=f"No hay descargas en ese formato (usa: {', '.join(FORMATS)}).")
    return _download(chosen, _checked_set())


@bp.get("/descargar/<filename>")
def download_file(filename: str) -> Response:
    """A download by its file name (``serie-h1234-5-2026.json``): the set is in the code."""
    try:
        chosen, practice_set = parse_filename(filename)
    except PokerError as problem:
        abort(404, description=error_text(problem))
    return _download(chosen, practice_set)


def _download(chosen: Format, practice_set: PracticeSet) -> Response:
    body = export(practice_set, chosen.code)
    response = Response(body, content_type=f"{chosen.mimetype}; charset=utf-8")
    response.headers["Content-Disposition"] = (
        f'attachment; filename="{chosen.filename(practice_set)}"'
    )
    return response
