"""«Taller del crupier» (``/practica/taller/``): the drills where the learner does the
dealer's work — picks the five, splits the pots, works out the limit — checked by the
engine, beside the practice levels.

The routes; what each page shows is built in ``taller_context``.

Each item has addresses of its own, so a page works without JavaScript and Back,
Forward and reload open the same item, answer or results::

    /practica/taller/                                     the three drills and their steps
    /practica/taller/?semilla=42&ejercicios=cinco:1       a set (docs/drills.md)
    /practica/taller/<code>/<kind>/<step>/<index>/        question (full page)
    …/<index>/fragmento/                                  question (htmx fragment)
    …/<index>/respuesta/?cartas=Qh&…                      the answer checked (full page)
    …/<index>/respuesta/fragmento/?…                      the answer checked (fragment)
    /practica/taller/<code>/resultados/[fragmento/]       the results view

An answer is a GET form's query (``taller_forms``); with htmx the server puts the answer
page's address in the address bar (``HX-Push-Url``). Nothing is stored on the server:
each request deals its item again. Progress lives in the browser (``static/js/taller.js``).
"""

from __future__ import annotations

import secrets
from typing import NoReturn

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for
from flask.blueprints import BlueprintSetupState
from htmx_flask import make_response  # type: ignore[import-untyped]
from werkzeug.wrappers import Response as WerkzeugResponse

from ..engine.errors import PokerError
from ..practice.drills import KINDS
from ..practice.drills.workshop_set import QUERY_FIELDS, DrillSet
from ..practice.sets import NEW_SEED_BELOW
from .fields import error_text
from .htmx import wants_fragment
from .practice import PathNumber
from .taller_context import (
    DrillSlot,
    ItemPage,
    ResultsPage,
    as_context,
    item_context,
    item_url,
    landing,
    results_context,
    results_url,
    slots,
)

bp = Blueprint("workshop", __name__, url_prefix="/practica/taller")
ITEM = "/<code>/<kind>/<number:step>/<number:index>/"
RESULTS = "/<code>/resultados/"
ANSWER_CACHE = "private, no-cache"  # a learner's answer: the browser may keep it, not the server
INVALID = 422
KIND_TITLES = {code: kind.title for code, kind in KINDS.items()}
STEP_TITLES = {
    (code, step): title for code, kind in KINDS.items() for step, title in kind.step_titles.items()
}


@bp.record_once
def _register_converter(state: BlueprintSetupState) -> None:
    state.app.url_map.converters.setdefault("number", PathNumber)


@bp.get("/")
def index() -> Response:
    """The workshop's drills and steps or, with a set's query, that set's first item."""
    if not any(name in request.args for name in QUERY_FIELDS):
        return Response(render_template("taller/landing.html", **as_context(landing())))
    try:
        drill_set = DrillSet.from_query(request.args)
    except PokerError as error:
        _fail(400, error)
    first = slots(drill_set)[0]
    return _page(item_context(drill_set, first, None, start=True))


@bp.get("/nueva/")
def new_set() -> WerkzeugResponse:
    """The same steps with a fresh random seed («Otra serie»); without steps, the list."""
    wanted = {name: request.args.get(name, "") for name in ("ejercicios", "por_paso", "variante")}
    if not wanted["ejercicios"]:
        return redirect(url_for(".index"), code=302)
    try:
        fresh = DrillSet.from_query({**wanted, "semilla": str(secrets.randbelow(NEW_SEED_BELOW))})
    except PokerError as error:
        _fail(400, error)
    response = redirect(url_for(".index") + "?" + fresh.query(), code=302)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get(ITEM)
def question_page(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    return _page(item_context(drill_set, slot, None))


@bp.get(ITEM + "fragmento/")
def question_fragment(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    return _fragment(item_context(drill_set, slot, None))


@bp.get(ITEM + "respuesta/")
def answer_page(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    context = item_context(drill_set, slot, request.args)
    status = 200 if context.verdict else INVALID
    response = _page(context, status)
    return _answer_cache(response)


@bp.get(ITEM + "respuesta/fragmento/")
def answer_fragment(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    context = item_context(drill_set, slot, request.args)
    push = None
    if context.verdict and context.reading:
        push = f"{item_url(drill_set, slot, answer=True)}?{context.reading.query}#respuesta"
    status = 200 if context.verdict else INVALID
    return _answer_cache(_fragment(context, status, push))


@bp.get(RESULTS)
def results_page(code: str) -> Response:
    return _page(results_context(_set(code)))


@bp.get(RESULTS + "fragmento/")
def results_fragment(code: str) -> Response:
    return _fragment(results_context(_set(code)))


@bp.context_processor
def workshop_helpers() -> dict[str, object]:
    return {
        "item_url": item_url,
        "results_url": results_url,
        "KIND_TITLES": KIND_TITLES,
        "STEP_TITLES": STEP_TITLES,
    }


# Errors and answers ----------------------------------------------------------------------


def _set(code: str) -> DrillSet:
    try:
        return DrillSet.from_code(code)
    except PokerError as error:
        _fail(404, error)


def _slot(code: str, kind: str, step: int, index: int) -> tuple[DrillSet, DrillSlot]:
    drill_set = _set(code)
    found = next(
        (s for s in slots(drill_set) if (s.kind, s.step, s.index) == (kind, step, index)), None
    )
    if found is None:
        abort(404, description="Este ejercicio no existe: la serie no tiene ese paso o número.")
    return drill_set, found


def _fail(status: int, error: PokerError) -> NoReturn:
    abort(status, description=f"Esta serie del taller no existe. {error_text(error)}.")


def _page(context: ItemPage | ResultsPage, status: int = 200) -> Response:
    """The set's page or, to htmx, its area (``taller/partial/set.html``)."""
    template = "taller/partial/set.html" if wants_fragment() else "taller/set.html"
    response: Response = make_response(render_template(template, **as_context(context)),
                                        status)  # fmt: skip
    return response


def _fragment(
    context: ItemPage | ResultsPage, status: int = 200, push: str | None = None
) -> Response:
    results = isinstance(context, ResultsPage)
    template = "taller/partial/results.html" if results else "taller/partial/item.html"
    response: Response = make_response(render_template(template, **as_context(context)),
                                        status, push_url=push)  # fmt: skip
    return response


def _answer_cache(response: Response) -> Response:
    response.headers["Cache-Control"] = ANSWER_CACHE
    return response
