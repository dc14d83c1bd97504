"""What the practice strip and the workshop share: the ``number`` path converter, each page
registered with its ``fragmento/`` twin, the «Otra serie» redirect and the Spanish answer
for a set that does not exist.

A page and its twin are built alike and drawn differently: the page answers the full page
(or, to htmx, its partial: :func:`~academy.web.htmx.render`), the twin only the fragment::

    twin_routes(bp, SHOWDOWN, "question", build_page, show_page, show_fragment)

registers ``SHOWDOWN`` as ``.question_page`` and ``SHOWDOWN + "fragmento/"`` as
``.question_fragment``; both call ``build_page`` with the path's values.

>>> from flask import Flask
>>> bp = Blueprint("demo", __name__, url_prefix="/demo")
>>> register_number(bp)
>>> twin_routes(bp, "/<number:n>/", "item", lambda n: n, lambda n: Response(f"página {n}"),
...             lambda n: Response(f"fragmento {n}"))
>>> app = Flask(__name__)
>>> app.register_blueprint(bp)
>>> client = app.test_client()
>>> client.get("/demo/3/").text, client.get("/demo/3/fragmento/").text
('página 3', 'fragmento 3')
>>> client.get("/demo/03/").status_code
404
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

from flask import Blueprint, Response, abort, redirect
from werkzeug.routing import IntegerConverter
from werkzeug.wrappers import Response as WerkzeugResponse

from ..engine.errors import PokerError
from .fields import error_text

Page = TypeVar("Page")
Set = TypeVar("Set")


class PathNumber(IntegerConverter):
    """A level, a step or an index in a path: ASCII digits, no leading zero (``٣`` and
    ``03`` are not 3), so each page has one address."""

    regex = r"0|[1-9][0-9]*"


def register_number(bp: Blueprint) -> None:
    """The ``number`` converter, in the app's map before ``bp``'s rules are added."""

    def register(state: Any) -> None:
        state.app.url_map.converters.setdefault("number", PathNumber)

    bp.record_once(register)


def twin_routes(
    bp: Blueprint,
    rule: str,
    name: str,
    build: Callable[..., Page],
    page: Callable[[Page], Response],
    fragment: Callable[[Page], Response],
) -> None:
    """``rule`` (endpoint ``<name>_page``) answers ``page(build(**values))`` and
    ``rule + "fragmento/"`` (``<name>_fragment``) answers ``fragment(build(**values))``."""

    def page_view(**values: Any) -> Response:
        return page(build(**values))

    def fragment_view(**values: Any) -> Response:
        return fragment(build(**values))

    bp.add_url_rule(rule, f"{name}_page", page_view, methods=["GET"])
    bp.add_url_rule(f"{rule}fragmento/", f"{name}_fragment", fragment_view, methods=["GET"])


def fresh_set(index_url: str, query: str) -> WerkzeugResponse:
    """«Otra serie»: the set with the seed just drawn, never kept by a cache."""
    response = redirect(f"{index_url}?{query}", code=302)
    response.headers["Cache-Control"] = "no-store"
    return response


def no_such_set(status: int, what: str, error: PokerError) -> NoReturn:
    """``what`` («Esta práctica») does not exist: a Spanish 4xx saying why."""
    abort(status, description=f"{what} no existe. {error_text(error)}.")


def set_from_code(from_code: Callable[[str], Set], code: str, what: str) -> Set:
    """The set a path's ``code`` names (``PracticeSet.from_code``, ``DrillSet.from_code``),
    or a Spanish 404 saying why ``what`` («Esta práctica») does not exist."""
    try:
        return from_code(code)
    except PokerError as error:
        no_such_set(404, what, error)
