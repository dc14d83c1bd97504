"""The tools: hand reader, pot calculator (with the room's commission, if it takes one)
and betting limits, computed per request.

Each one is a plain GET form that works without JavaScript; with htmx the same URL
answers just the result fragment, and the messages beside the fields come with it as
out-of-band swaps. Bad input re-renders the form with status 422: a summary in the result
and, next to each field concerned, its own message (both fields of a repeated card). Every
field that cannot be read is reported at once, and with it each seat's own checks (a name
an earlier row has, a hand's card count); the engine's checks of the whole (who can win the
chips, the board for a showdown) come when every field reads.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from flask import Blueprint, Response, render_template, request

from ..content import Example
from ..engine.betting import parse_structure
from ..engine.cards import Card, full_deck, parse_cards
from ..engine.errors import PokerError
from ..engine.hands import Variant, parse_variant
from ..engine.limits import fixed_round_problem
from ..engine.numbers import parse_amount
from ..engine.rake import rake_json
from ..engine.so_far import best_hand_so_far, street_of
from ..engine.spec import hole_problem, repeated_names
from ..figures import compute
from .fields import FIELD_NAMES, INVALID, QUERY_FIELDS
from .htmx import render, wants_fragment
from .mistake_lessons import LessonLink, section_link
from .tool_errors import (
    Errors,
    FormError,
    FormErrors,
    Problem,
    in_form_rows,
    in_page_order,
    problems_of,
    repeated_cards,
)

bp = Blueprint("tools", __name__, url_prefix="/herramientas")

MAX_PLAYERS = 10  # a full ring (the engine takes 2 to 10)
MIN_ROWS = 2  # the pot calculator shows at least two player rows
ADD_ROW = "jugadores"  # «Añadir jugador»: the rows to show; the form is not calculated
MAX_FIELD = 200

# The forms' fields are the engine's values under Spanish query names (QUERY_FIELDS: the
# engine's ``hole`` is the query's ``mano``); Q names them here.
Q = QUERY_FIELDS
READER_DEFAULTS = {"variante": "holdem", "mano": "Kh Kd", "mesa": "Kc Jd 9s 5h 2c"}
POTS_DEFAULTS: dict[str, str] = {
    "variante": "holdem",
    "mesa": "Kc Jd 9s 5h 2c",
    "boton": "C",
    **{f"nombre{i}": n for i, n in enumerate("ABCD", 1)},
    "mano1": "Kh Kd",
    "mano2": "Jc Jh",
    "mano3": "9c 9d",
    "fichas1": "50",
    "fichas2": "120",
    "fichas3": "200",
    "fichas4": "40",
    "retirado4": "1",
}
LIMITS_DEFAULTS = {
    "estructura": "pot_limit",
    "ciega_grande": "10",
    "bote": "150",
    "apuesta": "50",
    "ya_puesto": "0",
    "ultima_subida": "50",
    "stack": "1000",
    "apuesta_pequena": "",
    "apuesta_grande": "",
    "calle": "",
    "subidas": "0",
}
LIMIT_AMOUNTS = ("big_blind", "pot", "current_bet", "committed", "last_raise", "stack")
PLAYER_FIELDS = ("name", "contributed", "hole")  # a row of the pot calculator, in page order
RAKE_FIELDS = (Q["rake_percent"], Q["rake_cap"])  # the room's commission, after the players
RAKE_LESSON = ("all-in-botes-laterales", "la-comision-de-la-sala")  # where its rule is taught

# The fields of each form that can carry a message of their own, in page order.
READER_FIELDS = (Q["variant"], Q["hole"], Q["board"])
POTS_FIELDS = (
    Q["variant"],
    Q["button"],
    Q["board"],
    *(f"{Q[kind]}{i}" for i in range(1, MAX_PLAYERS + 1) for kind in PLAYER_FIELDS),
    *RAKE_FIELDS,
)
LIMITS_FIELDS = tuple(
    Q[name] for name in ("structure", *LIMIT_AMOUNTS, "small_bet", "big_bet", "street", "raises")
)
ON_STREET = {"flop": "en el flop", "turn": "en el turn", "river": "en el river"}


def _text_arg(name: str, default: str = "") -> str:
    value = request.args.get(name, default)
    if len(value) > MAX_FIELD:
        raise FormError("el texto es demasiado largo", name, FIELD_NAMES.get(name, name))
    return value.strip()


def _amount_of(value: str, name: str, label: str, *, required: bool = True) -> int | None:
    """An amount of chips as typed: ``1500``, ``1.500`` or ``1 500`` (the engine's parser)."""
    if value == "" and not required:
        return None
    try:
        return parse_amount(value, name)
    except PokerError as error:
        raise FormError(error.message, name, label) from None


def _amount_arg(errors: Errors, field: str, *, required: bool = True) -> int | None:
    """The amount the engine calls ``field`` (its query name is ``Q[field]``), or None (an
    error kept in ``errors``, or left empty when not ``required``)."""
    name, label = Q[field], FIELD_NAMES[field]
    value = errors.attempt(_text_arg, name)
    if value is None:
        return None
    return errors.attempt(_amount_of, value, name, label, required=required)


def _cards_arg(errors: Errors, name: str, field: str) -> tuple[Card, ...] | None:
    """The cards in form field ``name`` (``field`` is the engine's name for them), or None
    when they cannot be read (the error is kept in ``errors``)."""
    value = errors.attempt(_text_arg, name)
    return None if value is None else errors.attempt(parse_cards, value, field=field)


@dataclass(frozen=True, slots=True)
class ToolPage:
    """What a tool's page shows: the form as typed and its result, or what is wrong (a
    summary, each sentence's field, each field's own message)."""

    form: dict[str, str]
    example: Example | None
    error: str | None  # the first sentence of the summary
    error_list: tuple[str, ...]
    error_targets: tuple[str, ...]
    errors: dict[str, str]  # field → its message
    error_fields: str  # the fields concerned, for site.js
    message_slots: tuple[str, ...]  # with htmx, every field's message slot comes along
    max_players: int = MAX_PLAYERS
    rake_lesson: LessonLink | None = None  # the pot calculator's
    rows_shown: int = 0  # the pot calculator's


def _tool(
    page: str,
    partial: str,
    defaults: Mapping[str, str],
    calculate: Callable[[], Example],
    fields: tuple[str, ...],
    card_places: Callable[[Mapping[str, str]], dict[str, str]],
    rake_lesson: LessonLink | None = None,
    rows_shown: int = 0,
) -> Response:
    submitted = bool(request.args) and ADD_ROW not in request.args
    form = request.args.to_dict() if request.args else dict(defaults)
    example, problem, status = None, Problem(), 200
    if submitted:
        try:
            example = calculate()
        except FormErrors as errors:
            found = in_page_order(errors.errors, fields)
            problem, status = problems_of(found, form, card_places(form)), INVALID
        except (FormError, PokerError) as error:
            problem, status = problems_of([error], form, card_places(form)), INVALID
    shown = ToolPage(
        form=form,
        example=example,
        error=problem.summary or None,
        error_list=problem.summaries,
        error_targets=problem.targets,
        errors=problem.fields,
        error_fields=" ".join(problem.fields),
        message_slots=fields if wants_fragment() else (),
        rake_lesson=rake_lesson,
        rows_shown=rows_shown,
    )
    return render(page, partial, status, page=shown)


@bp.context_processor
def picker_deck() -> dict[str, object]:
    """The cards of the picker's grid: a row per rank, ace first, spades to clubs."""
    by_rank: dict[int, list[Card]] = {}
    for card in sorted(full_deck(), key=lambda c: (-c.rank, -c.suit)):
        by_rank.setdefault(card.rank, []).append(card)
    short = {c.rank for c in full_deck(short=True)}
    return {"picker_rows": [(rank in short, cards) for rank, cards in by_rank.items()]}


@bp.get("/")
def index() -> str:
    return render_template("tools/index.html")


def _reader_places(form: Mapping[str, str]) -> dict[str, str]:
    return {Q["hole"]: "tus cartas", Q["board"]: "las cartas comunitarias"}


@bp.get("/lector/")
def reader() -> Response:
    def calculate() -> Example:
        errors = Errors()
        data = {k: errors.attempt(_text_arg, Q[k]) for k in ("hole", "board", "variant")}
        variant = (
            None if data["variant"] is None else errors.attempt(parse_variant, data["variant"])
        )
        hole = _cards_arg(errors, Q["hole"], "hole")
        board = _cards_arg(errors, Q["board"], "board")
        if board is not None:
            errors.attempt(street_of, board)
        places = [
            (name, place, cards)
            for name, place, cards in (
                ("hole", "las cartas propias", hole),
                ("board", "las cartas comunitarias", board),
            )
            if cards is not None
        ]
        for error in repeated_cards(places, variant is Variant.SHORTDECK):
            errors.add(error)
        errors.check()
        assert hole is not None and board is not None and variant is not None
        hand = best_hand_so_far(hole, board, variant)
        street = street_of(board).value
        result = {
            "variant": variant.value,
            "hole": [str(c) for c in hole],
            "board": [str(c) for c in board],
            "street": street,
            **hand.to_json(),
        }
        return Example("lector", "hand", f"Tu mano {ON_STREET[street]}", data, result)

    return _tool(
        "tools/reader.html",
        "tools/partial/reader_result.html",
        READER_DEFAULTS,
        calculate,
        READER_FIELDS,
        _reader_places,
    )


def _pots_places(form: Mapping[str, str]) -> dict[str, str]:
    places = {Q["board"]: "las cartas comunitarias"}
    for i in range(1, MAX_PLAYERS + 1):
        name = form.get(f"{Q['name']}{i}", "").strip()[:40]
        places[f"{Q['hole']}{i}"] = (
            f"las cartas de {name}" if name else f"las cartas del jugador {i}"
        )
    return places


@bp.get("/botes/")
def pots() -> Response:
    def calculate() -> Example:
        errors = Errors()
        variant_text = errors.attempt(_text_arg, Q["variant"], "holdem")
        variant = None if variant_text is None else errors.attempt(parse_variant, variant_text)
        button = errors.attempt(_text_arg, Q["button"])
        board = _cards_arg(errors, Q["board"], "board")
        places = [] if board is None else [("board", "las cartas comunitarias", board)]
        players: list[dict[str, object]] = []
        rows: list[int] = []  # form row of each player (empty rows are skipped)
        holes: list[tuple[Card, ...] | None] = []  # each player's cards (None: unreadable)
        for i in range(1, MAX_PLAYERS + 1):
            typed = {kind: errors.attempt(_text_arg, f"{Q[kind]}{i}") for kind in PLAYER_FIELDS}
            if not any(typed.values()) and None not in typed.values():
                continue
            name = typed["name"]
            if name == "":
                errors.add(FormError("falta el nombre del jugador", f"{Q['name']}{i}", f"fila {i}"))
            contributed = typed["contributed"]
            amount = None
            if contributed is not None:
                amount = errors.attempt(
                    _amount_of, contributed, f"{Q['contributed']}{i}", f"fila {i}, aportación"
                )
            player: dict[str, object] = {"name": name, "contributed": amount}
            hole: tuple[Card, ...] | None = ()
            if typed["hole"]:
                player["hole"] = typed["hole"]
                hole = errors.attempt(parse_cards, typed["hole"], field=f"players[{i - 1}].hole")
                if hole is not None:
                    places.append((f"players[{i - 1}].hole", name or f"el jugador {i}", hole))
            holes.append(None if typed["hole"] is None else hole)
            if request.args.get(f"{Q['folded']}{i}"):
                player["folded"] = True
            players.append(player)
            rows.append(i)
        if len(players) < 2:
            errors.add(FormError("hacen falta al menos dos jugadores", f"{Q['name']}1"))
        for error in _seat_problems(players, holes, rows, variant):
            errors.add(error)
        rake = _rake(errors)
        for error in repeated_cards(places, variant is Variant.SHORTDECK):
            errors.add(error)
        errors.check()
        spec: dict[str, object] = {
            "variant": variant_text,
            "board": request.args.get(Q["board"], "").strip(),
            "players": players,
        }
        if button:
            spec["button"] = button
        if rake is not None:
            spec["rake"] = rake
        data = {"spec": spec}
        try:
            return Example("botes", "showdown", "El reparto", data, compute("showdown", data))
        except PokerError as error:
            raise in_form_rows(error, rows) from None

    return _tool(
        "tools/pots.html",
        "tools/partial/pots_result.html",
        POTS_DEFAULTS,
        calculate,
        POTS_FIELDS,
        _pots_places,
        rake_lesson=section_link(*RAKE_LESSON),
        rows_shown=_rows_shown(),
    )


def _seat_problems(
    players: list[dict[str, object]],
    holes: list[tuple[Card, ...] | None],
    rows: list[int],
    variant: Variant | None,
) -> list[PokerError]:
    """The engine's checks of each seat that need no other field (a name an earlier row
    has, a hand with the wrong number of cards for the variant), so they are said with
    the other bad fields; a hand that cannot be read has its own error already."""
    names = [str(p["name"] or "") for p in players]
    found = repeated_names(names)
    for at, (name, hole) in enumerate(zip(names, holes, strict=True)):
        if variant is None or hole is None:
            continue
        folded = bool(players[at].get("folded"))
        seat = name or f"el jugador {rows[at]}"
        problem = hole_problem(seat, hole, folded, variant, f"players[{at}]")
        found.extend([problem] if problem else [])
    return [in_form_rows(error, rows) for error in found]


def _rows_shown() -> int:
    """The player rows the pot calculator shows: every row in use (the last one typed in)
    and at least two; one more than shown when «Añadir jugador» asked for it."""
    given = request.args or POTS_DEFAULTS
    in_use = [
        i
        for i in range(1, MAX_PLAYERS + 1)
        if any(given.get(f"{Q[kind]}{i}", "").strip() for kind in PLAYER_FIELDS)
    ]
    asked = request.args.get(ADD_ROW, "")
    wanted = int(asked) if asked.isdecimal() and len(asked) < 3 else 0
    return min(MAX_PLAYERS, max(MIN_ROWS, wanted, *in_use))


def _rake(errors: Errors) -> dict[str, object] | None:
    """The commission the form asks for, as the spec's ``rake`` (None when both fields are
    empty, or when one cannot be read: its error is kept in ``errors``). The cap is an
    amount like the others («1.000»); the engine reads the rest."""
    cap = _amount_arg(errors, "rake_cap", required=False)
    percent = errors.attempt(_text_arg, Q["rake_percent"])
    if percent is None:
        return None
    return errors.attempt(
        rake_json,
        percent,
        "" if cap is None else str(cap),
        bool(request.args.get(Q["rake_no_flop_no_drop"])),
    )


def _fixed_limit(errors: Errors, current_bet: int | None) -> dict[str, object]:
    """The fixed-limit fields of the limits' input (``small_bet``, ``big_bet``, ``street``,
    ``raises``), with a count of bets and raises that matches the bet on the table
    (:func:`~academy.engine.limits.fixed_round_problem`)."""
    small_bet = _amount_arg(errors, "small_bet", required=False)
    big_bet = _amount_arg(errors, "big_bet", required=False)
    street = errors.attempt(_text_arg, Q["street"]) or None
    raises = _amount_arg(errors, "raises", required=False) or 0
    errors.check()
    problem = fixed_round_problem(street, raises, current_bet, small_bet, big_bet)
    if problem:
        errors.add(FormError(problem, Q["raises"]))
    return {"small_bet": small_bet, "big_bet": big_bet, "street": street, "raises": raises}


@bp.get("/limites/")
def limits() -> Response:
    def calculate() -> Example:
        errors = Errors()
        structure = errors.attempt(_text_arg, Q["structure"])
        if structure is not None:
            errors.attempt(parse_structure, structure)
        amounts = {name: _amount_arg(errors, name) for name in LIMIT_AMOUNTS}
        given: dict[str, object] = {"structure": structure, **amounts}
        if structure == "fixed_limit":
            given.update(_fixed_limit(errors, amounts["current_bet"]))
        errors.check()
        if request.args.get(Q["facing_short_all_in"]):
            given["facing_short_all_in"] = True
        data = {"input": given}
        return Example("limites", "limits", "Tus límites", data, compute("limits", data))

    return _tool(
        "tools/limits.html",
        "tools/partial/limits_result.html",
        LIMITS_DEFAULTS,
        calculate,
        LIMITS_FIELDS,
        lambda form: {},
    )
