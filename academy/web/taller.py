"""«Taller del crupier» (``/practica/taller/``): the drills where the learner does the
dealer's work — picks the five, splits the pots, works out the limit — checked by the
engine, beside the practice levels.

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

import json
import secrets
from dataclasses import dataclass, replace
from typing import Any, NoReturn

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    g,
    redirect,
    render_template,
    request,
    url_for,
)
from htmx_flask import make_response  # type: ignore[import-untyped]
from werkzeug.wrappers import Response as WerkzeugResponse

from ..engine.errors import PokerError
from ..engine.hands import parse_variant
from ..engine.phrasing import capitalized
from ..instructors.common import steps_words
from ..practice.drills import KIND_TITLES, KINDS, MISTAKES, STEP_TITLES, DrillItem, Verdict
from ..practice.drills.sets import QUERY_FIELDS, DrillSet
from ..practice.sets import NEW_SEED_BELOW
from .drill_lessons import drill_lesson_link, drill_lesson_links
from .fields import error_text
from .htmx import render
from .practice import PathNumber
from .taller_forms import Reading, form_fields, player_names, pot_labels, read_answer
from .taller_forms import field_for_error as error_field
from .taller_views import (
    answer_table,
    check_rows,
    chosen_cards,
    feedback_lines,
    is_opening,
    limit_label,
    missing_cards,
    question_table,
    story,
)

bp = Blueprint("workshop", __name__, url_prefix="/practica/taller")
ITEM = "/<code>/<kind>/<number:step>/<number:index>/"
RESULTS = "/<code>/resultados/"
ANSWER_CACHE = "private, no-cache"  # a learner's answer: the browser may keep it, not the server
INVALID = 422
DESCRIPTIONS = {
    "cinco": "Ves un showdown y tocas en la mesa las cinco cartas que juega la mano ganadora.",
    "botes": (
        "Con varios all-in, escribes cuánto hay en cada bote, quién lo gana, qué se devuelve "
        "y cuánto recibe cada jugador."
    ),
    "limites": (
        "Lees una ronda de apuestas y calculas cuánto pones para igualar y hasta dónde "
        "puedes subir."
    ),
}
VARIANT_LINKS = (("omaha", "Omaha"), ("shortdeck", "Short Deck"))
# The names of the drills' mistakes, for the page's script (the same for every page).
MISTAKES_JSON = json.dumps(
    {code: mistake.name for code, mistake in MISTAKES.items()},
    ensure_ascii=False,
    separators=(",", ":"),
)
CINCO_LEGEND = (
    "Resaltadas y con borde grueso: las cinco cartas que juega la mano ganadora. "
    "✓: la elegiste y juega; ✗: la elegiste y no va; +: te faltó."
)


@bp.record_once
def _register_converter(state: Any) -> None:
    state.app.url_map.converters.setdefault("number", PathNumber)


@dataclass(frozen=True, slots=True)
class Slot:
    """One item's place in a set: its drill, step and index, and the item's id."""

    kind: str
    step: int
    index: int
    id: str


def slots(drill_set: DrillSet) -> list[Slot]:
    """Every item of the set in order, without dealing any (ids as ``DrillItem.id``)."""
    found = []
    for kind, step in drill_set.steps:
        variant = drill_set.item_variant(kind)
        suffix = "" if variant == "holdem" else f"-{variant}"
        found += [
            Slot(kind, step, i, f"{kind}{step}-{drill_set.seed}-{i}{suffix}")
            for i in range(drill_set.per_step)
        ]
    return found


@bp.get("/")
def index() -> Response:
    """The workshop's drills and steps or, with a set's query, that set's first item."""
    if not any(name in request.args for name in QUERY_FIELDS):
        return Response(render_template("taller/landing.html", **_landing()))
    try:
        drill_set = DrillSet.from_query(request.args)
    except PokerError as error:
        _fail(400, error)
    first = slots(drill_set)[0]
    return render("taller/set.html", "taller/partial/set.html",
                  **_item_context(drill_set, first, None, start=True))  # fmt: skip


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
    context = _item_context(drill_set, slot, None)
    return render("taller/set.html", "taller/partial/set.html", **context)


@bp.get(ITEM + "fragmento/")
def question_fragment(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    return _fragment(_item_context(drill_set, slot, None))


@bp.get(ITEM + "respuesta/")
def answer_page(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    context = _item_context(drill_set, slot, request.args)
    status = 200 if context["verdict"] else INVALID
    response = render("taller/set.html", "taller/partial/set.html", status, **context)
    return _answer_cache(response)


@bp.get(ITEM + "respuesta/fragmento/")
def answer_fragment(code: str, kind: str, step: int, index: int) -> Response:
    drill_set, slot = _slot(code, kind, step, index)
    context = _item_context(drill_set, slot, request.args)
    push = None
    if context["verdict"]:
        push = f"{item_url(drill_set, slot, answer=True)}?{context['reading'].query}#respuesta"
    status = 200 if context["verdict"] else INVALID
    return _answer_cache(_fragment(context, status, push))


@bp.get(RESULTS)
def results_page(code: str) -> Response:
    context = _results_context(_set(code))
    return render("taller/set.html", "taller/partial/set.html", **context)


@bp.get(RESULTS + "fragmento/")
def results_fragment(code: str) -> Response:
    return _fragment(_results_context(_set(code)))


@bp.context_processor
def workshop_helpers() -> dict[str, Any]:
    return {
        "item_url": item_url,
        "results_url": results_url,
        "KIND_TITLES": KIND_TITLES,
        "STEP_TITLES": STEP_TITLES,
    }


def item_url(
    drill_set: DrillSet, slot: Slot, *, answer: bool = False, fragment: bool = False
) -> str:
    """The path of a slot's question (or of its answer page), page or fragment."""
    if "workshop_root" not in g:
        g.workshop_root = url_for("workshop.index")
    path = f"{g.workshop_root}{drill_set.code}/{slot.kind}/{slot.step}/{slot.index}/"
    if answer:
        path += "respuesta/"
    return path + "fragmento/" if fragment else path


def results_url(drill_set: DrillSet, fragment: bool = False) -> str:
    endpoint = ".results_fragment" if fragment else ".results_page"
    return url_for(endpoint, code=drill_set.code)


def new_set_url(drill_set: DrillSet) -> str:
    """«Otra serie»: the same steps, count and variant, a fresh seed."""
    query = drill_set.query().partition("&")[2]  # without the seed, which comes first
    return url_for(".new_set") + "?" + query


# Contexts ------------------------------------------------------------------------------


def _landing() -> dict[str, Any]:
    drills = []
    for kind in KINDS:
        steps = [
            (step, STEP_TITLES[kind, step], _link(DrillSet(((kind, step),)))) for step in (1, 2, 3)
        ]
        whole = DrillSet(tuple((kind, step) for step in (1, 2, 3)))
        variants = []
        if kind != "limites":
            variants = [
                (name, _link(replace(whole, variant=parse_variant(v)))) for v, name in VARIANT_LINKS
            ]
        drills.append((kind, KIND_TITLES[kind], DESCRIPTIONS[kind], steps, _link(whole), variants))
    every = DrillSet(tuple((kind, step) for kind in KINDS for step in (1, 2, 3)))
    return {"drills": drills, "everything": _link(every),
            "static_build": current_app.config["STATIC_BUILD"]}  # fmt: skip


def _link(drill_set: DrillSet) -> str:
    return url_for(".index") + "?" + drill_set.query()


def _common(drill_set: DrillSet) -> dict[str, Any]:
    """What every page of a set needs: the set, its slots and the drills' mistake names."""
    kinds = [k for k in KINDS if any(kind == k for kind, _ in drill_set.steps)]
    return {
        "drill_set": drill_set,
        "slots": slots(drill_set),
        "kinds": kinds,
        "steps_text": steps_words(drill_set.steps),
        "mistakes_json": MISTAKES_JSON,
        "mistake_names": {code: m.name for code, m in MISTAKES.items() if m.kind in kinds},
        "new_url": new_set_url(drill_set),
        "link": _link(drill_set),
    }


def _item_context(
    drill_set: DrillSet, slot: Slot, args: Any, *, start: bool = False
) -> dict[str, Any]:
    item = drill_set.item(slot.kind, slot.step, slot.index)
    reading, verdict = _check(item, args) if args is not None else (None, None)
    everything = slots(drill_set)
    at = everything.index(slot)
    context = {
        **_common(drill_set),
        "slot": slot,
        "number": slot.index + 1,
        "next_slot": everything[at + 1] if at + 1 < len(everything) else None,
        "item": item,
        "reading": reading,
        "verdict": verdict,
        "errors": reading.errors if reading else {},
        "fields": {f.name: f for f in form_fields(item)},
        "start": start,
        "results": False,
    }
    context.update(_kind_context(item, reading, verdict))
    return context


def _kind_context(
    item: DrillItem, reading: Reading | None, verdict: Verdict | None
) -> dict[str, Any]:
    variant = item.variant
    found: dict[str, Any] = {"table": question_table(item), "lessons": {}, "legend": None}
    if item.kind == "botes":
        spec_players = item.table.spec["players"]
        assert isinstance(spec_players, list)
        found["players"] = player_names(item)
        found["live"] = [str(p["name"]) for p in spec_players if not p.get("folded")]
        found["pot_labels"] = pot_labels(item.step)
    if item.kind == "limites":
        found["story"], found["ask"] = story(item)
        found["opening"] = is_opening(item)
        found["labels"] = {f.name: limit_label(item, f.name, f.label) for f in form_fields(item)}
    if verdict is not None and reading is not None:
        found["table"] = answer_table(item, verdict)
        found["lines"], found["steps"] = feedback_lines(verdict)
        found["rows"] = check_rows(item, reading, verdict)
        found["lessons"] = {code: drill_lesson_link(code, variant) for code in verdict.mistakes}
        if item.kind == "cinco":
            found["chosen"], found["missing"] = chosen_cards(verdict), missing_cards(verdict)
            found["legend"] = CINCO_LEGEND
    return found


def _check(item: DrillItem, args: Any) -> tuple[Reading, Verdict | None]:
    reading = read_answer(item, args)
    if reading.typed is None:
        return reading, None
    try:
        return reading, item.check(reading.typed)
    except PokerError as error:
        errors = {error_field(item, error): capitalized(error.message)}
        return replace(reading, errors=errors, typed=None), None


def _results_context(drill_set: DrillSet) -> dict[str, Any]:
    variant = drill_set.variant
    return {
        **_common(drill_set),
        "slot": None,
        "lessons": drill_lesson_links(variant),
        "start": False,
        "results": True,
    }


# Errors and answers ----------------------------------------------------------------------


def _set(code: str) -> DrillSet:
    try:
        return DrillSet.from_code(code)
    except PokerError as error:
        _fail(404, error)


def _slot(code: str, kind: str, step: int, index: int) -> tuple[DrillSet, Slot]:
    drill_set = _set(code)
    found = next(
        (s for s in slots(drill_set) if (s.kind, s.step, s.index) == (kind, step, index)), None
    )
    if found is None:
        abort(404, description="Este ejercicio no existe: la serie no tiene ese paso o número.")
    return drill_set, found


def _fail(status: int, error: PokerError) -> NoReturn:
    abort(status, description=f"Esta serie del taller no existe. {error_text(error)}.")


def _fragment(context: dict[str, Any], status: int = 200, push: str | None = None) -> Response:
    template = "taller/partial/results.html" if context["results"] else "taller/partial/item.html"
    response: Response = make_response(render_template(template, **context), status,
                                        push_url=push)  # fmt: skip
    return response


def _answer_cache(response: Response) -> Response:
    response.headers["Cache-Control"] = ANSWER_CACHE
    return response
