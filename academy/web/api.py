"""``POST /api/showdown``: the JSON contract of the showdown (one spec or a batch).

Bad input of any kind answers 400 with ``{"error": "…"}`` in Spanish.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from ..engine.errors import PokerError

bp = Blueprint("api", __name__, url_prefix="/api")

MAX_BODY = 64 * 1024
MAX_DEPTH = 8
MAX_BATCH = 50


class ApiError(ValueError):
    pass


def _reject_constant(name: str) -> Any:
    raise ApiError(f"el JSON no admite «{name}»: escribe números normales")


def json_depth(value: Any) -> int:
    """Nesting depth of a JSON value (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def read_json_body() -> Any:
    """The request body as JSON, or :class:`ApiError` with a Spanish reason."""
    if request.mimetype != "application/json":
        raise ApiError("envía el cuerpo como JSON (Content-Type: application/json)")
    if request.content_length is not None and request.content_length > MAX_BODY:
        raise ApiError(f"el cuerpo supera el máximo de {MAX_BODY // 1024} KB")
    try:
        raw = request.get_data(cache=False)
    except RequestEntityTooLarge:
        raise ApiError(f"el cuerpo supera el máximo de {MAX_BODY // 1024} KB") from None
    if len(raw) > MAX_BODY:
        raise ApiError(f"el cuerpo supera el máximo de {MAX_BODY // 1024} KB")
    try:
        text = raw.decode("utf-8")
        data = json.loads(text, parse_constant=_reject_constant)
    except UnicodeDecodeError:
        raise ApiError("el cuerpo debe estar en UTF-8") from None
    except RecursionError:
        raise ApiError(f"el JSON anida demasiados niveles (máximo {MAX_DEPTH})") from None
    except json.JSONDecodeError as error:
        raise ApiError(
            f"el JSON no es válido (línea {error.lineno}, columna {error.colno})"
        ) from None
    if json_depth(data) > MAX_DEPTH:
        raise ApiError(f"el JSON anida demasiados niveles (máximo {MAX_DEPTH})")
    return data


def _bad(message: str) -> tuple[Response, int]:
    return jsonify(error=message), 400


@bp.post("/showdown")
def showdown() -> tuple[Response, int]:
    from ..engine.settle import settle_json

    try:
        data = read_json_body()
    except ApiError as error:
        return _bad(str(error))
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
    results = []
    for index, spec in enumerate(data):
        try:
            results.append(settle_json(spec))
        except PokerError as error:
            return _bad(str(error.within(f"[{index}]")))
    return jsonify(results), 200
