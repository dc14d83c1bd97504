"""``POST /api/showdown``: the JSON contract of the showdown (one spec or a batch).

Bad input of any kind answers 400 with ``{"error": "…"}`` in Spanish; a body over
``MAX_BODY`` answers 413, in the same form.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from ..engine.errors import PokerError
from ..engine.json_input import parse_json

bp = Blueprint("api", __name__, url_prefix="/api")

MAX_BODY = 64 * 1024
MAX_BATCH = 50  # specs per request; the command line takes a file of any length
TOO_LARGE = 413


class ApiError(ValueError):
    """A request the API refuses: a Spanish message and its HTTP status."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def read_json_body() -> Any:
    """The request body as JSON, or :class:`ApiError` with a Spanish reason."""
    if request.mimetype != "application/json":
        raise ApiError("envía el cuerpo como JSON (Content-Type: application/json)")
    too_large = ApiError(f"el cuerpo supera el máximo de {MAX_BODY // 1024} KB", TOO_LARGE)
    if request.content_length is not None and request.content_length > MAX_BODY:
        raise too_large
    try:
        raw = request.get_data(cache=False)
    except RequestEntityTooLarge:
        raise too_large from None
    if len(raw) > MAX_BODY:
        raise too_large
    try:
        return parse_json(raw)
    except PokerError as error:
        raise ApiError(str(error)) from None


def _bad(message: str, status: int = 400) -> tuple[Response, int]:
    return jsonify(error=message), status


@bp.post("/showdown")
def showdown() -> tuple[Response, int]:
    from ..engine.settle import settle_each, settle_json

    try:
        data = read_json_body()
    except ApiError as error:
        return _bad(str(error), error.status)
    if isinstance(data, list):
        if not data:
            return _bad("la lista de showdowns está vacía")
        if len(data) > MAX_BATCH:
            return _bad(f"como máximo {MAX_BATCH} showdowns por petición, no {len(data)}")
    elif not isinstance(data, dict):
        return _bad("envía un objeto JSON con el showdown, o una lista de ellos")
    if isinstance(data, dict):
        try:
            return jsonify(settle_json(data)), 200
        except PokerError as error:
            return _bad(str(error))
    try:
        return jsonify(list(settle_each(data))), 200
    except PokerError as error:
        return _bad(str(error))
