"""«Taller del crupier» (``/practica/taller/``): the drills where the learner does the
dealer's work — picks the five, splits the pots, works out the limit, follows a whole
hand — checked by the engine, beside the practice levels.

The routes; what each page shows is built in ``workshop_context``.

Each item has addresses of its own, so a page works without JavaScript and Back,
Forward and reload open the same item, answer or results::

    /practica/taller/                                     the drills and their steps
    /practica/taller/?semilla=42&ejercicios=cinco:1       a set (docs/drills.md)
    /practica/taller/<code>/<kind>/<step>/<index>/        question (full page)
    …/<index>/fragmento/                                  question (htmx fragment)
    …/<index>/respuesta/?cartas=Qh&…                      the answer checked (full page)
    …/<index>/respuesta/fragmento/?…                      the answer checked (fragment)
    /practica/taller/<code>/resultados/[fragmento/]       the results view

An answer is a GET form's query (``workshop_forms``); with htmx the server puts the answer
page's address in the address bar (``HX-Push-Url``). Nothing is stored on the server:
each request deals its item again. Progress lives in the browser (``static/js/workshop.js``).
"""

from __future__ import annotations

import secrets

from flask import Blueprint, Response, abort, redirect, render_template, request, url_for
from htmx_flask import make_response  # type: ignore[import-untyped]
from werkzeug.wrappers import Response as WerkzeugResponse

from ..drills import KIND_TITLES, STEP_TITLES
from ..drills.workshop_set import QUERY_FIELDS, DrillSet
from ..engine.errors import PokerError
from ..practice.sets import NEW_SEED_BELOW
from .htmx import page_fields, wants_fragment
from .set_routes import fresh_set, no_such_set, register_number, set_from_code, twin_routes
from .workshop_context import (
    DrillSlot,
    WorkshopItemPage,
    WorkshopResultsPage,
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
WHAT = "Esta serie del taller"  # what does not exist, in a 4xx

register_number(bp)


@bp.get("/")
def index() -> Response:
    """The workshop's drills and steps or, with a set's query, that set's first item."""
    if not any(name in request.args for name in QUERY_FIELDS):
        return Response(render_template("workshop/landing.html", **page_fields(landing())))
    try:
        drill_set = DrillSet.from_query(request.args)
    except PokerError as error:
        no_such_set(400, WHAT, error)
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
        no_such_set(400, WHAT, error)
    return fresh_set(url_for(".index"), fresh.query())


def _question(code: str, kind: str, step: int, index: int) -> WorkshopItemPage:
    drill_set, slot = _slot(code, kind, step, index)
    return item_context(drill_set, slot, None)


def _answer(code: str, kind: str, step: int, index: int) -> WorkshopItemPage:
    drill_set, slot = _slot(code, kind, step, index)
    return item_context(drill_set, slot, request.args)


def _answer_page(context: WorkshopItemPage) -> Response:
    return _answer_cache(_page(context, 200 if context.verdict else INVALID))


def _answer_fragment(context: WorkshopItemPage) -> Response:
    push = None
    if context.verdict and context.reading:
        where = item_url(context.set_page.drill_set, _current(context), answer=True)
        push = f"{where}?{context.reading.query}#respuesta"
    status = 200 if context.verdict else INVALID
    return _answer_cache(_fragment(context, status, push))


def _current(context: WorkshopItemPage) -> DrillSlot:
    slot = context.set_page.slot
    assert slot is not None  # an item's page always has its slot
    return slot


def _results(code: str) -> WorkshopResultsPage:
    return results_context(set_from_code(DrillSet.from_code, code, WHAT))


@bp.context_processor
def workshop_helpers() -> dict[str, object]:
    return {
        "item_url": item_url,
        "results_url": results_url,
        "KIND_TITLES": KIND_TITLES,
        "STEP_TITLES": STEP_TITLES,
    }


# Errors and answers ----------------------------------------------------------------------


def _slot(code: str, kind: str, step: int, index: int) -> tuple[DrillSet, DrillSlot]:
    drill_set = set_from_code(DrillSet.from_code, code, WHAT)
    found = next(
        (s for s in slots(drill_set) if (s.kind, s.step, s.index) == (kind, step, index)), None
    )
    if found is None:
        abort(404, description="Este ejercicio no existe: la serie no tiene ese paso o número.")
    return drill_set, found


def _page(context: WorkshopItemPage | WorkshopResultsPage, status: int = 200) -> Response:
    """The set's page or, to htmx, its area (``workshop/partial/set.html``)."""
    template = "workshop/partial/set.html" if wants_fragment() else "workshop/set.html"
    return _rendered(template, context, status)


def _fragment(
    context: WorkshopItemPage | WorkshopResultsPage, status: int = 200, push: str | None = None
) -> Response:
    results = isinstance(context, WorkshopResultsPage)
    template = "workshop/partial/results.html" if results else "workshop/partial/item.html"
    return _rendered(template, context, status, push)


def _rendered(
    template: str,
    context: WorkshopItemPage | WorkshopResultsPage,
    status: int,
    push: str | None = None,
) -> Response:
    """``template`` with the page's fields and its set's (``set_page``), by name
    (:func:`.htmx.page_fields`, as every page of the site)."""
    values = {**page_fields(context), **page_fields(context.set_page)}
    response: Response = make_response(render_template(template, **values), status,
                                        push_url=push)  # fmt: skip
    return response


def _answer_cache(response: Response) -> Response:
    response.headers["Cache-Control"] = ANSWER_CACHE
    return response


twin_routes(bp, ITEM, "question", _question, _page, _fragment)
twin_routes(bp, ITEM + "respuesta/", "answer", _answer, _answer_page, _answer_fragment)
twin_routes(bp, RESULTS, "results", _results, _page, _fragment)
