"""Reading untrusted JSON for the showdown contract (``academy showdown``, the HTTP API).

``parse_json`` turns raw bytes into plain Python values or raises :class:`PokerError`
with a Spanish reason. Besides invalid JSON it refuses what Python's ``json`` would let
through and break later: ``NaN``/``Infinity``, numbers too long or out of range, keys
written twice, lone surrogates (``"\\ud800"``: text that cannot be written back as
UTF-8) and nesting deeper than the contract ever needs.

>>> parse_json(b'{"board": "Kc Jd 9s 5h 2c"}')
{'board': 'Kc Jd 9s 5h 2c'}
>>> parse_json(b'{"a": 1, "a": 2}')
Traceback (most recent call last):
...
academy.engine.errors.PokerError: el JSON repite la clave «a»
>>> parse_json(b"[" * 20 + b"]" * 20)
Traceback (most recent call last):
...
academy.engine.errors.PokerError: el JSON anida demasiados niveles (máximo 8)
"""

from __future__ import annotations

import json
import math

from .errors import PokerError, shorten

MAX_DEPTH = 8  # a batch of specs is 5 deep: [ { players: [ { hole: [ "Kh" ] } ] } ]
MAX_DIGITS = 30  # far above any amount the engine accepts, far below Python's int limit
BOM = b"\xef\xbb\xbf"


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise PokerError(f"el número «{shorten(text, 12)}» tiene demasiadas cifras")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise PokerError(f"el número «{shorten(text, 12)}» está fuera de rango")
    return value


def _constant(name: str) -> object:
    raise PokerError(f"el JSON no admite «{name}»: escribe números normales")


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            raise PokerError(f"el JSON repite la clave «{_printable(key)}»")
        result[key] = value
    return result


def _printable(text: str) -> str:
    return shorten(text.encode("utf-8", "backslashreplace").decode("utf-8"), 12)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise PokerError(
            f"el texto «{_printable(text)}» tiene un carácter no válido "
            "(un sustituto UTF-16 suelto)"
        ) from None


def check_tree(value: object, max_depth: int = MAX_DEPTH, depth: int = 0) -> None:
    """Depth and text of decoded JSON, without recursion (a scalar is depth 0; ``depth``
    is where ``value`` sits, 1 for an item of a list)."""
    stack: list[tuple[object, int]] = [(value, depth)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise PokerError(f"el JSON anida demasiados niveles (máximo {max_depth})")
        if isinstance(item, str):
            _check_text(item)
        elif isinstance(item, dict):
            for key, inner in item.items():
                _check_text(key)
                stack.append((inner, depth + 1))
        elif isinstance(item, list):
            stack.extend((inner, depth + 1) for inner in item)


DECODER = json.JSONDecoder(
    parse_int=_int, parse_float=_float, parse_constant=_constant, object_pairs_hook=_object
)  # json.loads with every check above; raw_decode reads one value of a longer text


def not_utf8() -> PokerError:
    return PokerError("el JSON debe estar en UTF-8")


def too_deep(max_depth: int = MAX_DEPTH) -> PokerError:
    return PokerError(f"el JSON anida demasiados niveles (máximo {max_depth})")


def invalid_at(line: int, column: int) -> PokerError:
    return PokerError(f"el JSON no es válido (línea {line}, columna {column})")


def parse_json(raw: bytes, max_depth: int = MAX_DEPTH) -> object:
    """Decode UTF-8 JSON (a leading BOM is allowed) or raise PokerError in Spanish."""
    try:
        text = raw.removeprefix(BOM).decode("utf-8")
    except UnicodeDecodeError:
        raise not_utf8() from None
    try:
        data = DECODER.decode(text)
    except RecursionError:
        raise too_deep(max_depth) from None
    except json.JSONDecodeError as error:
        raise invalid_at(error.lineno, error.colno) from None
    check_tree(data, max_depth)
    return data
