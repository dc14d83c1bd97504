"""The tools: hand reader, pot calculator and betting limits, computed per request.

Each one is a plain GET form that works without JavaScript; with htmx the same URL
answers just the result fragment. Bad input re-renders the form with a Spanish
message and status 422.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from flask import Blueprint, Response, render_template, request

from ..content import Example
from ..engine.errors import PokerError
from ..engine.phrasing import capitalized
from ..figures import compute
from .fields import FIELD_NAMES, INVALID, PLAYER_FIELD, WRAPPERS, error_text
from .htmx import render

bp = Blueprint("tools", __name__, url_prefix="/herramientas")

MAX_PLAYERS = 8
MAX_FIELD = 200
MAX_CHIPS = 10**9

READER_DEFAULTS = {"variant": "holdem", "hole": "Kh Kd", "board": "Kc Jd 9s 5h 2c"}
POTS_DEFAULTS: dict[str, str] = {
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    **{f"name{i}": n for i, n in enumerate("ABCD", 1)},
    "hole1": "Kh Kd",
    "hole2": "Jc Jh",
    "hole3": "9c 9d",
    "contributed1": "50",
    "contributed2": "120",
    "contributed3": "200",
    "contributed4": "40",
    "folded4": "1",
}
LIMITS_DEFAULTS = {
    "structure": "pot_limit",
    "big_blind": "10",
    "pot": "150",
    "current_bet": "50",
    "committed": "0",
    "last_raise": "50",
    "stack": "1000",
    "small_bet": "",
    "big_bet": "",
    "street": "",
    "raises": "0",
}
LIMIT_AMOUNTS = ("big_blind", "pot", "current_bet", "committed", "last_raise", "stack")


class FormError(ValueError):
    """A form value that cannot be read; ``field`` is the form field's name."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


def _text_arg(name: str, default: str = "") -> str:
    value = request.args.get(name, default)
    if len(value) > MAX_FIELD:
        raise FormError("el texto es demasiado largo", name)
    return value.strip()


def _amount_arg(name: str, label: str, *, required: bool = True) -> int | None:
    value = _text_arg(name)
    if value == "" and not required:
        return None
    if not re.fullmatch(r"\d{1,10}", value) or int(value) > MAX_CHIPS:
        raise FormError(f"{label}: escribe un número entero de fichas (0 o más)", name)
    return int(value)


def _tool(
    page: str,
    partial: str,
    defaults: Mapping[str, str],
    calculate: Callable[[], Example],
) -> Response:
    submitted = bool(request.args)
    form = request.args.to_dict() if submitted else dict(defaults)
    example, error, error_field, status = None, None, None, 200
    if submitted:
        try:
            example = calculate()
        except FormError as problem:
            error, error_field = capitalized(problem.message), problem.field
            status = INVALID
        except PokerError as problem:
            error, error_field, status = error_text(problem), form_field(problem.field), INVALID
    return render(
        page,
        partial,
        status=status,
        form=form,
        example=example,
        error=error,
        error_field=error_field,
        max_players=MAX_PLAYERS,
    )


def _in_form_rows(error: PokerError, rows: list[int]) -> PokerError:
    """The same error with ``players[i]`` renumbered as the form row it came from."""
    if not error.field:
        return error

    def row(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return f"players[{rows[index] - 1}]" if index < len(rows) else match.group(0)

    return PokerError(error.message, PLAYER_FIELD.sub(row, error.field))


def form_field(field: str | None) -> str | None:
    """The form field an engine error points at: ``players[1].hole`` → ``hole2``."""
    if not field:
        return None
    parts = [p for p in field.split(".") if p not in WRAPPERS]
    if not parts:
        return None
    player = PLAYER_FIELD.fullmatch(parts[0])
    if player:
        row = int(player.group(1)) + 1
        return f"{parts[1]}{row}" if len(parts) > 1 else f"name{row}"
    return parts[0]


@bp.get("/")
def index() -> str:
    return render_template("tools/index.html")


@bp.get("/lector/")
def reader() -> Response:
    def calculate() -> Example:
        data = {k: _text_arg(k) for k in ("hole", "board", "variant")}
        result = compute("hand", data)
        return Example("lector", "hand", "Tu mano", data, result)

    return _tool(
        "tools/reader.html", "tools/partial/reader_result.html", READER_DEFAULTS, calculate
    )


@bp.get("/botes/")
def pots() -> Response:
    def calculate() -> Example:
        players: list[dict[str, Any]] = []
        rows: list[int] = []  # form row of each player (empty rows are skipped)
        for i in range(1, MAX_PLAYERS + 1):
            name = _text_arg(f"name{i}")
            hole = _text_arg(f"hole{i}")
            contributed = _text_arg(f"contributed{i}")
            if not (name or hole or contributed):
                continue
            if not name:
                raise FormError(f"fila {i}: falta el nombre del jugador", f"name{i}")
            amount = _amount_arg(f"contributed{i}", f"fila {i}, aportación")
            player: dict[str, Any] = {"name": name, "contributed": amount}
            if hole:
                player["hole"] = hole
            if request.args.get(f"folded{i}"):
                player["folded"] = True
            players.append(player)
            rows.append(i)
        if len(players) < 2:
            raise FormError("hacen falta al menos dos jugadores", "name1")
        spec: dict[str, Any] = {
            "variant": _text_arg("variant", "holdem"),
            "board": _text_arg("board"),
            "players": players,
        }
        button = _text_arg("button")
        if button:
            spec["button"] = button
        data = {"spec": spec}
        try:
            return Example("botes", "showdown", "El reparto", data, compute("showdown", data))
        except PokerError as error:
            raise _in_form_rows(error, rows) from None

    return _tool("tools/pots.html", "tools/partial/pots_result.html", POTS_DEFAULTS, calculate)


@bp.get("/limites/")
def limits() -> Response:
    def calculate() -> Example:
        given: dict[str, Any] = {"structure": _text_arg("structure")}
        for name in LIMIT_AMOUNTS:
            given[name] = _amount_arg(name, capitalized(FIELD_NAMES[name]))
        if given["structure"] == "fixed_limit":
            for name in ("small_bet", "big_bet"):
                given[name] = _amount_arg(name, capitalized(FIELD_NAMES[name]), required=False)
            given["street"] = _text_arg("street") or None
            given["raises"] = _amount_arg("raises", "Apuestas y subidas", required=False) or 0
        if request.args.get("facing_short_all_in"):
            given["facing_short_all_in"] = True
        data = {"input": given}
        return Example("limites", "limits", "Tus límites", data, compute("limits", data))

    return _tool(
        "tools/limits.html", "tools/partial/limits_result.html", LIMITS_DEFAULTS, calculate
    )
