"""The practice strip (``/practica/``): a seeded set of showdowns, answered one by one.

Every showdown has paths of its own, so the static build can freeze the default set and
a page works without JavaScript::

    /practica/<code>/<level>/<index>/                    question (full page)
    /practica/<code>/<level>/<index>/fragmento/          question (htmx fragment)
    /practica/<code>/<level>/<index>/<key>/              answer and feedback (full page)
    /practica/<code>/<level>/<index>/<key>/fragmento/    answer and feedback (fragment)

The engine deals and checks each showdown again on every request; the server stores
nothing about the learner. Progress lives in the browser (``static/js/practice.js``).
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any, NoReturn

from flask import Blueprint, Response, abort, redirect, request, url_for
from werkzeug.routing import IntegerConverter
from werkzeug.wrappers import Response as WerkzeugResponse

from ..engine.cards import Card
from ..engine.errors import PokerError
from ..practice import MISTAKES, Option, PracticeSet, Showdown, Slot, mistake_name
from ..practice.sets import LEVEL_TITLES, NEW_SEED_BELOW
from .fields import error_text
from .htmx import fragment, render

bp = Blueprint("practice", __name__, url_prefix="/practica")


class PathNumber(IntegerConverter):
    """A level or an index in a path: ASCII digits, no leading zero (``٣`` and ``03``
    are not 3), so each showdown has one address."""

    regex = r"0|[1-9][0-9]*"


@bp.record_once
def _register_converter(state: Any) -> None:  # before the rules below are added
    state.app.url_map.converters.setdefault("number", PathNumber)


SHOWDOWN = "/<code>/<number:level>/<number:index>/"


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table as the page shows it."""

    name: str
    hole: tuple[Card, ...]
    contributed: int
    folded: bool
    button: bool
    all_in: bool


@bp.get("/")
def index() -> Response:
    """The strip of the set named by the query (default: levels 1-4, 5 each, seed 2026)."""
    try:
        practice_set = PracticeSet.from_query(request.args)
    except PokerError as error:
        _fail(400, error)
    first = practice_set.slots()[0]
    context = _context(practice_set, first, None, start=True)
    return render("practice/index.html", "practice/partial/set.html", **context)


@bp.get("/nueva/")
def new_set() -> WerkzeugResponse:
    """A set with a fresh random seed (a plain link: «Otra serie»)."""
    fresh = PracticeSet(seed=secrets.randbelow(NEW_SEED_BELOW))
    response = redirect(url_for(".index") + "?" + fresh.query(), code=302)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get(SHOWDOWN)
def question_page(code: str, level: int, index: int) -> Response:
    practice_set, slot = _slot(code, level, index)
    context = _context(practice_set, slot, None)
    return render("practice/showdown.html", "practice/partial/showdown.html", **context)


@bp.get(SHOWDOWN + "fragmento/")
def question_fragment(code: str, level: int, index: int) -> Response:
    practice_set, slot = _slot(code, level, index)
    return _fragment(_context(practice_set, slot, None))


@bp.get(SHOWDOWN + "<key>/")
def answer_page(code: str, level: int, index: int, key: str) -> Response:
    practice_set, slot = _slot(code, level, index)
    context = _context(practice_set, slot, key)
    return render("practice/showdown.html", "practice/partial/showdown.html", **context)


@bp.get(SHOWDOWN + "<key>/fragmento/")
def answer_fragment(code: str, level: int, index: int, key: str) -> Response:
    practice_set, slot = _slot(code, level, index)
    return _fragment(_context(practice_set, slot, key))


@bp.context_processor
def practice_helpers() -> dict[str, Any]:
    return {"showdown_url": showdown_url, "LEVEL_TITLES": LEVEL_TITLES}


def showdown_url(
    practice_set: PracticeSet, slot: Slot, key: str | None = None, fragment: bool = False
) -> str:
    """The path of a slot's question (or of its answer ``key``), page or fragment."""
    values: dict[str, Any] = {"code": practice_set.code, "level": slot.level, "index": slot.index}
    if key is None:
        endpoint = ".question_fragment" if fragment else ".question_page"
    else:
        endpoint = ".answer_fragment" if fragment else ".answer_page"
        values["key"] = key
    return url_for(endpoint, **values)


def _slot(code: str, level: int, index: int) -> tuple[PracticeSet, Slot]:
    try:
        practice_set = PracticeSet.from_code(code)
        return practice_set, practice_set.slot(level, index)
    except PokerError as error:
        _fail(404, error)


def _fail(status: int, error: PokerError) -> NoReturn:
    abort(status, description=f"Esta práctica no existe. {error_text(error)}.")


def _context(
    practice_set: PracticeSet, slot: Slot, key: str | None, *, start: bool = False
) -> dict[str, Any]:
    showdown = practice_set.showdown(slot.level, slot.index)
    chosen: Option | None = None
    if key is not None:
        try:
            chosen = showdown.option(key)
        except PokerError as error:
            _fail(404, error)
    mistakes = {code: mistake.name for code, mistake in sorted(MISTAKES.items())}
    return {
        "practice_set": practice_set,
        "slot": slot,
        "next_slot": practice_set.next_slot(slot),
        "showdown": showdown,
        "seats": seats(showdown),
        "chosen": chosen,
        "mistake_name": mistake_name(chosen.error) if chosen else "",
        "mistakes_json": json.dumps(mistakes, ensure_ascii=False, separators=(",", ":")),
        "start": start,
    }


def seats(showdown: Showdown) -> list[Seat]:
    """The players in seat order; at level 4 a live player who put in less than the
    others is all-in."""
    spec = showdown.settlement.spec
    top = max(p.contributed for p in spec.players)
    return [
        Seat(
            name=p.name,
            hole=p.hole,
            contributed=p.contributed,
            folded=p.folded,
            button=p.name == spec.button,
            all_in=showdown.level == 4 and not p.folded and p.contributed < top,
        )
        for p in spec.players
    ]


def _fragment(context: dict[str, Any]) -> Response:
    return fragment("practice/partial/showdown.html", **context)
