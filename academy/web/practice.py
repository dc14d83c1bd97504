"""The practice strip (``/practica/``): a seeded set of showdowns, answered one by one.

Every showdown has paths of its own, so the static build can freeze the default set and
a page works without JavaScript::

    /practica/<code>/<level>/<index>/                    question (full page)
    /practica/<code>/<level>/<index>/fragmento/          question (htmx fragment)
    /practica/<code>/<level>/<index>/<key>/              answer and feedback (full page)
    /practica/<code>/<level>/<index>/<key>/fragmento/    answer and feedback (fragment)
    /practica/<code>/resultados/                         the results view (full page)
    /practica/<code>/resultados/fragmento/               the results view (fragment)

htmx puts each page's own path in the address bar (``hx-push-url`` in the templates), so
Back, Forward and reload open the same showdown, answer or results.

The engine deals and checks each showdown again on every request; the server stores
nothing about the learner. Progress lives in the browser (``static/js/practice.js``),
which also fills the results view from it.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import NoReturn, TypedDict

from flask import Blueprint, Response, current_app, g, request, url_for
from werkzeug.wrappers import Response as WerkzeugResponse

from ..engine.errors import PokerError
from ..practice import MISTAKES, Option, PracticeSet, Showdown, Slot, mistake_name
from ..practice.sets import LEVEL_TITLES, MISTAKE_ORDER, NEW_SEED_BELOW, parse_levels
from ..tables import Five, TableView, action_table, example_table, showdown_table, winning_fives
from .fields import error_text
from .htmx import fragment, render
from .mistake_lessons import LessonLink, lesson_link, lesson_links
from .set_routes import fresh_set, no_such_set, register_number, set_from_code, twin_routes

bp = Blueprint("practice", __name__, url_prefix="/practica")
register_number(bp)  # before the rules below are added


SHOWDOWN = "/<code>/<number:level>/<number:index>/"
# The names of the mistakes, for the page's script (the same for every page).
MISTAKES_JSON = json.dumps(
    {code: mistake.name for code, mistake in sorted(MISTAKES.items())},
    ensure_ascii=False,
    separators=(",", ":"),
)
RESULTS = "/<code>/resultados/"


@dataclass(frozen=True, slots=True)
class Choice:
    """What «Elige tu práctica» shows checked."""

    variant: str
    levels: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChoicePage:
    """«Elige tu práctica» again, with what was wrong beside its field."""

    choice: Choice
    static_build: bool
    choice_error: str = ""  # a sentence
    choice_field: str | None = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class SetPage:
    """What every practice page shows: the set, the mistake names for the script and the
    lesson section of each mistake; a showdown's page or the results add their own."""

    practice_set: PracticeSet
    static_build: bool
    choice: Choice
    choice_error: str = ""
    choice_field: str = ""
    mistakes_json: str = ""
    errors_url: str = ""
    set_mistakes: tuple[str, ...] = ()
    set_link: str = ""
    start: bool = False
    results: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ShowdownPage(SetPage):
    """A showdown's question or, with ``chosen``, its answer and feedback."""

    slot: Slot
    next_slot: Slot | None
    showdown: Showdown
    table_view: TableView
    fives: list[Five]
    chosen: Option | None
    mistake_name: str
    practised: str
    lesson: LessonLink | None


@dataclass(frozen=True, slots=True, kw_only=True)
class ResultsPage(SetPage):
    """The results view (the script fills it from the browser's record)."""

    slot: None = None
    lessons: dict[str, LessonLink | None]
    mistake_names: dict[str, str]


@bp.get("/")
def index() -> Response:
    """The strip of the set named by the query (default: levels 1-4, 5 each, seed 2026).
    «Elige tu práctica» sends ``niveles`` once per level ticked (``niveles=1&niveles=3``)."""
    args = request.args.to_dict()
    ticked = request.args.getlist("niveles")
    if args.pop(FROM_THE_FORM, None) and args.get("variante", "holdem").strip().lower() != "holdem":
        # The form ticks levels 1-4 itself: a game without level 4 keeps the others it has.
        ticked = [level for level in ticked if level.strip() != "4"]
        if not ticked:
            args.pop("niveles", None)
    if len(ticked) > 1:
        args["niveles"] = ",".join(ticked)
    elif ticked:
        args["niveles"] = ticked[0]
    try:
        practice_set = PracticeSet.from_query(args)
    except PokerError as error:
        if error.field in CHOICE_FIELDS and not args.get("errores"):
            return _choice_failed(args, error)
        _fail(400, error)
    page = _showdown_page(practice_set, practice_set.slots()[0], None, start=True)
    return render("practice/index.html", "practice/partial/set.html", page=page)


CHOICE_FIELDS = ("niveles", "variante")  # the fields of «Elige tu práctica»
FROM_THE_FORM = "elegir"  # sent by «Elige tu práctica»: its levels are those the game has


def _choice_failed(args: dict[str, str], error: PokerError) -> Response:
    """«Elige tu práctica» again, with what was wrong beside its field (400)."""
    try:
        levels = parse_levels(args["niveles"]) if args.get("niveles") else ()
    except PokerError:  # the levels were what was wrong: none ticked
        levels = ()
    variant = args.get("variante", "holdem").strip().lower()
    page = ChoicePage(
        Choice(variant, tuple(levels)),
        current_app.config["STATIC_BUILD"],
        error_text(error) + ".",
        error.field,
    )
    return render("practice/choose.html", "practice/choose.html", 400, page=page)


@bp.get("/nueva/")
def new_set() -> WerkzeugResponse:
    """A set with a fresh random seed (a plain link: «Otra serie»); with ``errores`` (and
    ``variante``) a set built for those mistakes («Practica tus errores»)."""
    wanted = {name: request.args.get(name, "") for name in ("errores", "variante")}
    try:
        fresh = PracticeSet.from_query(
            {**wanted, "semilla": str(secrets.randbelow(NEW_SEED_BELOW))}
        )
    except PokerError as error:
        _fail(400, error)
    return fresh_set(url_for(".index"), fresh.query())


def _showdown(page: ShowdownPage) -> Response:
    return render("practice/showdown.html", "practice/partial/showdown.html", page=page)


def _showdown_fragment(page: ShowdownPage) -> Response:
    return fragment("practice/partial/showdown.html", page=page)


def _question(code: str, level: int, index: int) -> ShowdownPage:
    return _showdown_page(*_slot(code, level, index), None)


def _answer(code: str, level: int, index: int, key: str) -> ShowdownPage:
    return _showdown_page(*_slot(code, level, index), key)


def _results(code: str) -> ResultsPage:
    return _results_page(_set(code))


twin_routes(bp, SHOWDOWN, "question", _question, _showdown, _showdown_fragment)
twin_routes(bp, SHOWDOWN + "<key>/", "answer", _answer, _showdown, _showdown_fragment)
twin_routes(
    bp,
    RESULTS,
    "results",
    _results,
    lambda page: render("practice/results.html", "practice/partial/results.html", page=page),
    lambda page: fragment("practice/partial/results.html", page=page),
)


@bp.context_processor
def practice_helpers() -> dict[str, object]:
    return {"showdown_url": showdown_url, "results_url": results_url, "LEVEL_TITLES": LEVEL_TITLES}


@bp.app_context_processor
def table_helpers() -> dict[str, object]:
    """The tables any page can draw (academy/tables.py): ``practice_table(showdown)``
    (the lessons' inline showdowns), ``action_table(view)`` («Sigue la acción»),
    ``showdown_table(settlement)`` and ``example_table(spec)`` (worked examples)."""
    return {
        "practice_table": practice_table,
        "action_table": action_table,
        "showdown_table": showdown_table,
        "example_table": example_table,
    }


def practice_table(showdown: Showdown, lit: bool = False) -> TableView:
    return showdown_table(showdown.settlement, lit)


def results_url(practice_set: PracticeSet, fragment: bool = False) -> str:
    endpoint = ".results_fragment" if fragment else ".results_page"
    return url_for(endpoint, code=practice_set.code)


def showdown_url(
    practice_set: PracticeSet, slot: Slot, key: str | None = None, fragment: bool = False
) -> str:
    """The path of a slot's question (or of its answer ``key``), page or fragment: the
    routes above under this request's ``/practica/`` (``url_for`` once per request).
    Always a path ending in ``/``, never a query: a fragment's path is its page's plus
    ``fragmento/``, as the showdown template writes it."""
    if "practice_root" not in g:
        g.practice_root = url_for("practice.index")
    path = f"{g.practice_root}{practice_set.code}/{slot.level}/{slot.index}/"
    if key is not None:
        path += f"{key}/"
    return path + "fragmento/" if fragment else path


def _set(code: str) -> PracticeSet:
    return set_from_code(PracticeSet.from_code, code, "Esta práctica")


def _slot(code: str, level: int, index: int) -> tuple[PracticeSet, Slot]:
    practice_set = _set(code)
    try:
        return practice_set, practice_set.slot(level, index)
    except PokerError as error:
        _fail(404, error)


def _fail(status: int, error: PokerError) -> NoReturn:
    no_such_set(status, "Esta práctica", error)


class Common(TypedDict):
    """The fields every practice page (:class:`SetPage`) fills the same way."""

    practice_set: PracticeSet
    static_build: bool
    choice: Choice
    mistakes_json: str
    errors_url: str
    set_mistakes: tuple[str, ...]
    set_link: str


def _common(practice_set: PracticeSet) -> Common:
    set_mistakes = [mistake_name(code) for code in practice_set.mistakes] + [
        f"{mistake_name(code)}, en el nivel {level}" for code, level in practice_set.missed
    ]
    return {
        "practice_set": practice_set,
        "static_build": current_app.config["STATIC_BUILD"],
        "choice": Choice(practice_set.variant.value, tuple(practice_set.levels)),
        "mistakes_json": MISTAKES_JSON,
        "errors_url": _errors_url(practice_set),
        "set_mistakes": tuple(set_mistakes),
        "set_link": _set_link(practice_set),
    }


def _set_link(practice_set: PracticeSet) -> str:
    """«Enlace a esta serie»: its query; in the static build, whose host ignores queries,
    the path of its first showdown for any set but the default one (``/practica/``)."""
    if current_app.config["STATIC_BUILD"] and practice_set != PracticeSet():
        first = practice_set.slots()[0]
        return url_for(".question_page", code=practice_set.code, level=first.level, index=0)
    return url_for(".index") + "?" + practice_set.query()


def _errors_url(practice_set: PracticeSet) -> str:
    """«Practica tus errores» without the mistakes (the script adds ``errores=…``)."""
    variant = practice_set.variant.value
    query = "" if variant == "holdem" else f"variante={variant}&"
    return url_for(".new_set") + "?" + query + "errores="


def _showdown_page(
    practice_set: PracticeSet, slot: Slot, key: str | None, *, start: bool = False
) -> ShowdownPage:
    showdown = practice_set.showdown(slot.level, slot.index)
    chosen: Option | None = None
    if key is not None:
        try:
            chosen = showdown.option(key)
        except PokerError as error:
            _fail(404, error)
    return ShowdownPage(
        **_common(practice_set),
        slot=slot,
        next_slot=practice_set.next_slot(slot),
        showdown=showdown,
        table_view=showdown_table(showdown.settlement, lit=chosen is not None),
        fives=winning_fives(showdown.settlement) if chosen else [],
        chosen=chosen,
        mistake_name=mistake_name(chosen.error) if chosen else "",
        practised=mistake_name(practice_set.mistake_at(slot)),
        lesson=lesson_link(chosen.error, showdown.variant) if chosen else None,
        start=start,
    )


def _results_page(practice_set: PracticeSet) -> ResultsPage:
    return ResultsPage(
        **_common(practice_set),
        lessons=lesson_links(practice_set.variant),
        mistake_names={code: mistake_name(code) for code in MISTAKE_ORDER},
        results=True,
    )
