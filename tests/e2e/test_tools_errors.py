"""Messages beside their fields, a repeated card flagging both fields, Spanish amounts and
the hand reader on a flop and a turn: with htmx and without JavaScript, on a phone
(390×844) and on a desktop (1280×800). Expected figures and messages come from the engine.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest
from helpers.tools_browser import (
    DESKTOP,
    PHONE,
    axe_report,
    engine_message,
    expect_message_beside,
    expect_no_message,
    mark_old_result,
    page_at,
    page_errors,
    submit,
)

from academy.engine import parse_cards
from academy.engine.limits import limits
from academy.engine.numbers import parse_amount
from academy.engine.settle import settle
from academy.engine.so_far import best_hand_so_far
from academy.web.fields import QUERY_FIELDS
from academy.web.filters import spanish_number
from academy.web.tools import POTS_DEFAULTS

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

MODES = {  # javascript on or off, and the size
    "htmx-390x844": (True, PHONE),
    "sin-js-390x844": (False, PHONE),
    "htmx-1280x800": (True, DESKTOP),
    "sin-js-1280x800": (False, DESKTOP),
}


@pytest.fixture(params=list(MODES))
def mode(request: pytest.FixtureRequest, browser: Any) -> Any:
    """``(javascript, page)`` for each mode."""
    javascript, size = MODES[request.param]
    with page_at(browser, size, javascript=javascript) as page:
        yield javascript, page


def test_a_card_in_hand_and_on_the_board_flags_both(mode: Any, live_server: str) -> None:
    javascript, page = mode
    errors = page_errors(page)
    page.goto(live_server + "/herramientas/lector/")
    page.fill("#mano", "A♥ Kd")
    page.fill("#mesa", "Qs Ah 9c")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Leer la mano") == 422

    hole, board = parse_cards("Ah Kd"), parse_cards("Qs Ah 9c")
    message = engine_message(lambda: best_hand_so_far(hole, board))
    assert "ya está en las cartas propias" in message
    expect_message_beside(page, "mesa", message)
    expect_message_beside(
        page, "mano", "La carta A♥ (as de corazones) también está en las cartas comunitarias"
    )
    summary = page.locator("#resultado [role=alert]")
    expect(summary).to_contain_text("Cartas comunitarias: la carta A♥")
    if javascript:
        expect(page.locator("#mesa")).to_be_focused()  # the field the engine names
    assert axe_report(page, javascript) == ""

    page.fill("#mesa", "Qs Jh 9c")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Leer la mano") == 200
    expect_no_message(page, "mesa")
    expect_no_message(page, "mano")
    expected = best_hand_so_far(hole, parse_cards("Qs Jh 9c"))
    expect(page.locator('#resultado [data-figure="lector.label"]')).to_have_text(expected.label)
    assert errors == []


def test_a_card_in_two_hands_flags_both_rows(mode: Any, live_server: str) -> None:
    javascript, page = mode
    page.goto(live_server + "/herramientas/botes/")
    page.fill("#mano3", "Kd 9d")  # Ana's king of diamonds, in row 1 as well
    page.fill("#nombre1", "Ana")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Repartir los botes") == 422

    spec = {"board": POTS_DEFAULTS["mesa"], "button": "C", "players": [
        {"name": "Ana", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
        {"name": "C", "hole": "Kd 9d", "contributed": 200}]}  # fmt: skip
    message = engine_message(lambda: settle(spec))
    assert message.endswith("ya está en Ana")
    expect_message_beside(page, "mano3", message)
    expect_message_beside(
        page, "mano1", "La carta K♦ (rey de diamantes) también está en las cartas de C"
    )
    expect_no_message(page, "mano2")
    expect(page.locator("#resultado [role=alert]")).to_contain_text("Jugador 3, cartas propias")
    if javascript:
        expect(page.locator("#mano3")).to_be_focused()
    assert axe_report(page, javascript) == ""

    # Mended, with Ana's chips typed as «1.000»: both messages go, the chips are read.
    page.fill("#mano3", "Qd 9d")
    page.fill("#fichas1", "1.000")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Repartir los botes") == 200
    expect_no_message(page, "mano3")
    expect_no_message(page, "mano1")
    contributed = page.locator('#resultado [data-figure="botes.contributed.Ana"]')
    expect(contributed).to_have_text(["1000", "1000"])  # the player and the table


def test_amounts_with_spanish_grouping(mode: Any, live_server: str) -> None:
    javascript, page = mode
    page.goto(live_server + "/herramientas/limites/")
    typed = {"big_blind": "100", "pot": "1.500", "current_bet": "500", "committed": "0",
             "last_raise": "500", "stack": "10\u202f000"}  # fmt: skip
    for field, value in typed.items():
        page.fill(f"#{QUERY_FIELDS[field]}", value)
    page.fill("#bote", "1,5")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Calcular") == 422
    expect_message_beside(page, "bote", engine_message(lambda: parse_amount("1,5")))

    page.fill("#bote", "1.500")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Calcular") == 200
    expect_no_message(page, "bote")
    given = {name: parse_amount(value) for name, value in typed.items()}
    assert given["pot"] == 1500 and given["stack"] == 10000
    expected = limits("pot_limit", **given)
    figure = page.locator('#resultado [data-figure="limites.max_raise_to"]')
    expect(figure).to_have_text(spanish_number(expected.max_raise_to))
    expect(page.locator('#resultado [data-figure="limites.input.pot"]')).to_have_text("1500")
    assert axe_report(page, javascript) == ""


@pytest.mark.parametrize(
    ("variant", "hole", "board", "street"),
    [
        ("holdem", "Kh Kd", "Kc Jd 9s", "flop"),
        ("holdem", "Ah 5h", "Kh 9h 2c 7h", "turn"),
        ("omaha", "Ah Kh Qh Jh", "2h 3h 4c", "flop"),
        ("shortdeck", "Ac 6d", "7h 8s 9c Kd", "turn"),
    ],
)
def test_the_reader_on_a_flop_and_a_turn(
    mode: Any, live_server: str, variant: str, hole: str, board: str, street: str
) -> None:
    javascript, page = mode
    page.goto(live_server + "/herramientas/lector/")
    page.select_option("#variante", variant)
    page.fill("#mano", hole)
    page.fill("#mesa", board)
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Leer la mano") == 200
    expected = best_hand_so_far(parse_cards(hole), parse_cards(board), variant)
    expect(page.locator('#resultado [data-figure="lector.label"]')).to_have_text(expected.label)
    plays = page.locator('#resultado [data-figure="lector.five"] .vh').all_inner_texts()
    assert [n.strip() for n in plays] == [c.name for c in expected.five]
    expect(page.locator("#resultado figcaption")).to_contain_text(f"Tu mano en el {street}")
    expect(page.locator("#resultado .so-far")).to_contain_text("la mejor mano hasta ahora")
    if variant == "holdem" and street == "flop":
        assert axe_report(page, javascript) == ""


def test_the_no_javascript_url_is_the_same_page(browser: Any, live_server: str) -> None:
    """A bad URL shared or reloaded shows the same messages beside the same fields."""
    query = urlencode({**POTS_DEFAULTS, "fichas2": "1.20", "nombre1": "Ana"})
    with page_at(browser, PHONE, javascript=False) as page:
        page.goto(f"{live_server}/herramientas/botes/?{query}")
        message = engine_message(lambda: parse_amount("1.20"))
        expect_message_beside(page, "fichas2", message)
        expect(page.locator("#resultado [role=alert]")).to_contain_text("Fila 2, aportación:")


def press_with_bad_fields(
    page: Any, javascript: bool, base: str, typed: dict[str, str], flagged: tuple[str, ...]
) -> None:
    """The pot calculator with ``typed`` filled in, pressed once: a 422 that flags each of
    the ``flagged`` fields, its message shown beside it."""
    page.goto(base + "/herramientas/botes/")
    for name, value in typed.items():
        page.fill(f"#{name}", value)
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Repartir los botes") == 422
    for name in flagged:
        expect(page.locator(f"#{name}")).to_have_attribute("aria-invalid", "true")
        expect(page.locator(f"#{name}-error")).to_be_visible()


def test_every_bad_field_at_once(mode: Any, live_server: str) -> None:
    """Issue 22: a negative amount, a rate of «abc» and a repeated K♥, one press."""
    javascript, page = mode
    typed = {"fichas2": "-5", "comision": "abc", "mano3": "Kh 9d"}
    flagged = ("fichas2", "mano3", "comision", "mano1")
    press_with_bad_fields(page, javascript, live_server, typed, flagged)
    expect_message_beside(page, "fichas2", engine_message(lambda: parse_amount("-5")))
    expect(page.locator("#resultado [role=alert] li")).to_have_count(3)
    if javascript:
        expect(page.locator("#fichas2")).to_be_focused()  # the first in the page
    assert axe_report(page, javascript) == ""
    # All mended in one go: every message goes.
    page.fill("#fichas2", "120")
    page.fill("#comision", "5")
    page.fill("#mano3", "9c 9d")
    mark_old_result(page, javascript)
    assert submit(page, javascript, "Repartir los botes") == 200
    for name in ("fichas2", "mano3", "comision", "mano1"):
        expect_no_message(page, name)


def test_the_seat_checks_come_with_the_other_fields(mode: Any, live_server: str) -> None:
    """Issue 35: an amount «50,5», a single card and a repeated name, in one press."""
    javascript, page = mode
    typed = {"fichas1": "50,5", "mano1": "Kh", "nombre2": "A"}
    press_with_bad_fields(page, javascript, live_server, typed, tuple(typed))
    expect_message_beside(page, "fichas1", engine_message(lambda: parse_amount("50,5")))
    expect_message_beside(page, "nombre2", "El nombre «A» está repetido")
    expect(page.locator("#resultado [role=alert] li")).to_have_count(3)
    assert axe_report(page, javascript) == ""


def test_add_a_player(mode: Any, live_server: str) -> None:
    """Issue 22: the rows in use plus «Añadir jugador», with and without JavaScript."""
    javascript, page = mode
    page.goto(live_server + "/herramientas/botes/")
    expect(page.locator(".player-row:visible")).to_have_count(4)
    page.fill("#fichas1", "60")
    page.get_by_role("button", name="Añadir jugador").click()
    expect(page.locator(".player-row:visible")).to_have_count(5)
    expect(page.locator("#fichas1")).to_have_value("60")  # what was typed stays
    if javascript:
        expect(page.locator("#nombre5")).to_be_focused()
    else:
        assert page.url.endswith("#jugador-5")
    page.fill("#nombre5", "E")
    page.fill("#mano5", "Ac Qc")
    page.fill("#fichas5", "200")
    page.locator("#fichas5").press("Enter")  # Enter sends the form, not «Añadir»
    expect(page.locator('#resultado [data-figure="botes.contributed.E"]').first).to_have_text("200")
    assert axe_report(page, javascript) == ""
