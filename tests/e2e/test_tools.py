"""The three tools used with the keyboard only, with htmx and without JavaScript.

Every expected figure comes from the engine; the page must show the same. With JavaScript
the result is swapped in place (no page load); without it the plain GET form submits and
the result page shows the same result. Bad input gives the Spanish message and a 422.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from academy.engine import PokerError, best_hand, parse_cards
from academy.engine.limits import limits
from academy.engine.phrasing import capitalized, spoken_pot_names
from academy.engine.settle import settle
from academy.web.filters import signed_number, spanish_number, unnumbered

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

INVALID = 422
SUBMIT = "form.tool-form > button[type=submit]:not([hidden])"  # not «Añadir jugador»
# A field is typed over (Ctrl+A, then the text), driven by keys (arrows, Space), or a
# checkbox set to True/False with Space when it is not so already.
Step = tuple[str, str | tuple[str, ...] | bool]


@pytest.fixture(params=["js", "nojs"])
def mode(request: pytest.FixtureRequest) -> tuple[bool, Any]:
    """``(javascript, page)``: each test runs with htmx and with JavaScript disabled."""
    javascript = request.param == "js"
    return javascript, request.getfixturevalue("page" if javascript else "nojs_page")


def tab_to(page: Any, selector: str, *, backwards: bool = False) -> None:
    """Press Tab (or Shift+Tab) until the focused element matches ``selector``."""
    key = "Shift+Tab" if backwards else "Tab"
    for _ in range(80):
        page.keyboard.press(key)
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"{key} never reached {selector}")


def enter(page: Any, steps: list[Step]) -> None:
    """Fill the form in document order by keyboard: Tab to each field, then type or press."""
    for selector, action in steps:
        tab_to(page, selector)
        if isinstance(action, bool):
            if page.locator(selector).is_checked() != action:
                page.keyboard.press("Space")
            assert page.locator(selector).is_checked() == action
        elif isinstance(action, str):
            page.keyboard.press("Control+A")
            if action:
                page.keyboard.type(action)
            else:
                page.keyboard.press("Backspace")
        else:
            for key in action:
                page.keyboard.press(key)


def submit(page: Any, javascript: bool) -> Any:
    """Tab to the submit button, press Enter and wait for the answer; returns the response.

    With JavaScript, also check that htmx asked for the fragment, that the page was not
    reloaded, that the result region was replaced, that the address is the same one the
    plain form gives (so the result can be shared) and that focus stays on the button.
    """
    tab_to(page, SUBMIT)
    if javascript:
        page.evaluate("document.querySelector('#resultado .result-body').dataset.old = '1'")
        page.evaluate("window.sinRecargar = true")
    with page.expect_response(lambda r: "?" in r.url and r.request.method == "GET") as info:
        page.keyboard.press("Enter")
    response = info.value
    if javascript:
        assert response.request.headers.get("hx-request") == "true"
        page.wait_for_function(
            "() => { const b = document.querySelector('#resultado .result-body');"
            " return b && !b.dataset.old; }"
        )
        assert page.evaluate("window.sinRecargar") is True, "the page was reloaded"
        expect(page).to_have_url(response.url)
        # The new result is announced politely; after a result the keyboard stays put.
        expect(page.locator("#resultado")).to_have_attribute("aria-live", "polite")
        if response.ok:
            expect(page.locator(SUBMIT)).to_be_focused()
    else:
        page.wait_for_url(response.url)
    return response


def figure(page: Any, key: str) -> str:
    text: str = page.locator(f'#resultado [data-figure="{key}"]').inner_text()
    return text.strip()


def card_names(page: Any, key: str) -> list[str]:
    return [
        n.strip() for n in page.locator(f'#resultado [data-figure="{key}"] .vh').all_inner_texts()
    ]


def no_script_errors(page: Any) -> list[str]:
    """Collect uncaught page errors from now on (a 422 in the console is expected)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


READER_CASES = {
    # variant key presses from Texas Hold'em, hole, board
    "holdem-carta-alta": ((), "As 9d", "2c 4s 6h 8d Tc", "holdem"),
    "omaha-sin-color": (("ArrowDown",), "Ah 9c 9d 8s", "Qh Jh 2h 5h 3c", "omaha"),
}


@pytest.mark.parametrize("case", READER_CASES, ids=list(READER_CASES))
def test_reader_by_keyboard(mode: tuple[bool, Any], live_server: str, case: str) -> None:
    javascript, page = mode
    keys, hole, board, variant = READER_CASES[case]
    errors = no_script_errors(page)
    page.goto(live_server + "/herramientas/lector/")
    enter(page, [("#mesa", board)])
    tab_to(page, "#mano", backwards=True)
    page.keyboard.press("Control+A")
    page.keyboard.type(hole)
    tab_to(page, "#variante", backwards=True)
    for key in keys:
        page.keyboard.press(key)
    assert page.locator("#variante").input_value() == variant
    response = submit(page, javascript)

    assert response.status == 200
    hand = best_hand(parse_cards(hole), parse_cards(board), variant)
    assert figure(page, "lector.label") == hand.label
    assert card_names(page, "lector.five") == [c.name for c in hand.five]
    assert card_names(page, "lector.unused") == [c.name for c in hand.unused]
    faces = page.locator('#resultado [data-figure="lector.five"] .card-face').all_inner_texts()
    assert [f.replace("\n", "") for f in faces] == [c.display for c in hand.five]
    assert errors == []


def test_reader_high_card_label_reads_in_a_sentence(page: Any, live_server: str) -> None:
    page.goto(live_server + "/herramientas/lector/")
    enter(page, [("#mano", "As 9d"), ("#mesa", "2c 4s 6h 8d Tc")])
    submit(page, True)
    assert figure(page, "lector.label") == "as alto"


POTS_PLAYERS = [  # the contract's example (A 50, B 120, C 200), with longer names typed in
    ("Ana", "Kh Kd", 50),
    ("Beto", "Jc Jh", 120),
    ("Carla", "9c 9d", 200),
]
POTS_BOARD = "Kc Jd 9s 5h 2c"


def test_pots_by_keyboard(mode: tuple[bool, Any], live_server: str) -> None:
    javascript, page = mode
    errors = no_script_errors(page)
    page.goto(live_server + "/herramientas/botes/")
    steps: list[Step] = [("#mesa", POTS_BOARD), ("#boton", "Carla")]
    for row, (name, hole, chips) in enumerate(POTS_PLAYERS, 1):
        steps += [(f"#nombre{row}", name), (f"#fichas{row}", str(chips)), (f"#mano{row}", hole)]
    # The form starts with a fourth player who folded: empty the row and untick the box.
    steps += [("#nombre4", ""), ("#fichas4", ""), ("#mano4", ""), ("#retirado4", False)]
    enter(page, steps)
    response = submit(page, javascript)

    assert response.status == 200
    spec = {
        "variant": "holdem",
        "board": POTS_BOARD,
        "button": "Carla",
        "players": [
            {"name": name, "hole": hole, "contributed": chips} for name, hole, chips in POTS_PLAYERS
        ],
    }
    result = settle(spec)
    assert [p.amount for p in result.pots] == [150, 140]  # docs/contracts.md's figures
    assert page.locator("#resultado table.results tbody tr").count() == len(POTS_PLAYERS)
    for i, pot in enumerate(result.pots):
        spoken = capitalized(spoken_pot_names([p.name for p in result.pots])[i])
        shown = page.locator(f'#resultado th[data-pot="{pot.name}"]').inner_text()
        assert shown.strip() == spoken  # «Bote lateral»: the only side pot has no number
        assert figure(page, f"botes.pots.{i}.amount") == spanish_number(pot.amount)
        for winner, share in pot.shares.items():
            assert figure(page, f"botes.pots.{i}.shares.{winner}") == spanish_number(share)
    assert result.refunds == {"Carla": 80}
    assert figure(page, "botes.refunds.Carla") == "80"
    for name, received in result.received.items():
        assert figure(page, f"botes.received.{name}") == spanish_number(received)
        assert figure(page, f"botes.net.{name}") == signed_number(result.net[name])
    for name, hand in result.hands.items():
        assert figure(page, f"botes.hands.{name}.label") == hand.label
    assert errors == []


LIMITS_CASES: dict[str, tuple[list[Step], dict[str, Any]]] = {
    # docs/contracts.md: pot 140 after a 40 bet, pot limit -> the maximum raise is to 220.
    "pot-limit": (
        [
            ("#ciega_grande", "10"),
            ("#bote", "140"),
            ("#apuesta", "40"),
            ("#ya_puesto", "0"),
            ("#ultima_subida", "40"),
            ("#stack", "1000"),
        ],
        {"structure": "pot_limit", "big_blind": 10, "pot": 140, "current_bet": 40,
         "committed": 0, "last_raise": 40, "stack": 1000},
    ),
    # Fixed limit on the turn (arrow keys in both selects), then a short all-in (Space).
    "fixed-limit-short-all-in": (
        [
            ("#estructura", ("ArrowDown",)),
            ("#ciega_grande", "10"),
            ("#bote", "90"),
            ("#apuesta", "35"),
            ("#ya_puesto", "20"),
            ("#ultima_subida", "20"),
            ("#stack", "300"),
            ("#apuesta_pequena", "10"),
            ("#apuesta_grande", "20"),
            ("#calle", ("ArrowDown", "ArrowDown", "ArrowDown")),
            ("#subidas", "2"),
            ("#allin_corto", ("Space",)),
        ],
        {"structure": "fixed_limit", "big_blind": 10, "pot": 90, "current_bet": 35,
         "committed": 20, "last_raise": 20, "stack": 300, "small_bet": 10, "big_bet": 20,
         "street": "turn", "raises": 2, "facing_short_all_in": True},
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", LIMITS_CASES, ids=list(LIMITS_CASES))
def test_limits_by_keyboard(mode: tuple[bool, Any], live_server: str, case: str) -> None:
    javascript, page = mode
    steps, given = LIMITS_CASES[case]
    errors = no_script_errors(page)
    page.goto(live_server + "/herramientas/limites/")
    enter(page, steps)
    assert page.locator("#estructura").input_value() == given["structure"]
    if "street" in given:
        assert page.locator("#calle").input_value() == given["street"]
    response = submit(page, javascript)

    assert response.status == 200
    arguments = dict(given)
    expected = limits(arguments.pop("structure"), **arguments)
    if case == "pot-limit":
        assert (expected.to_call, expected.max_raise_to) == (40, 220)  # docs/contracts.md
    assert figure(page, "limites.to_call") == spanish_number(expected.to_call)
    if expected.can_raise:
        assert figure(page, "limites.min_raise_to") == spanish_number(expected.min_raise_to)
        assert figure(page, "limites.max_raise_to") == spanish_number(expected.max_raise_to)
    else:
        assert "no puedes subir" in figure(page, "limites.can_raise")
        assert page.locator('#resultado [data-figure="limites.min_raise_to"]').count() == 0
    for i, step in enumerate(expected.steps):
        assert figure(page, f"limites.steps.{i}") == unnumbered(step)
    assert errors == []


def _engine_error(call: Any) -> str:
    with pytest.raises(PokerError) as info:
        call()
    message: str = info.value.message
    return message


BAD_INPUT: dict[str, tuple[str, list[Step], str, Any, str]] = {
    # tool path, keyboard steps, field with the error, engine call giving the message,
    # a good value to type in that field afterwards
    "lector-carta-repetida": (
        "/herramientas/lector/",
        [("#mano", "Kh Kh")],
        "mano",
        lambda: parse_cards("Kh Kh", field="hole"),
        "Ah Kh",
    ),
    "botes-carta-en-dos-manos": (
        "/herramientas/botes/",
        [("#mano2", "Kh Kd")],
        "mano2",
        lambda: settle({"board": POTS_BOARD, "players": [
            {"name": "A", "hole": "Kh Kd", "contributed": 50},
            {"name": "B", "hole": "Kh Kd", "contributed": 120}]}),
        "Jc Jh",
    ),
    "limites-mas-que-la-apuesta": (
        "/herramientas/limites/",
        [("#ya_puesto", "80")],
        "ya_puesto",
        lambda: limits("pot_limit", big_blind=10, pot=150, current_bet=50, committed=80,
                       last_raise=50, stack=1000),
        "0",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", BAD_INPUT, ids=list(BAD_INPUT))
def test_bad_input_shows_the_spanish_message(
    mode: tuple[bool, Any], live_server: str, case: str
) -> None:
    javascript, page = mode
    path, steps, field, call, good = BAD_INPUT[case]
    message = _engine_error(call)
    errors = no_script_errors(page)
    page.goto(live_server + path)
    enter(page, steps)
    response = submit(page, javascript)

    assert response.status == INVALID
    alert = page.locator("#resultado #error-formulario[role=alert]")
    expect(alert).to_contain_text("Revisa los datos.")
    expect(alert).to_contain_text(message)
    # The message is also right under the field, and the field is described by it.
    control = page.locator(f"#{field}")
    beside = page.locator(f".field:has(#{field}) #{field}-error")
    expect(beside).to_be_visible()
    expect(beside).to_contain_text(capitalized(message))
    expect(control).to_have_attribute("aria-invalid", "true")
    expect(control).to_have_attribute("aria-describedby", re.compile(rf"\b{field}-error\b"))
    assert page.locator("#resultado figure.example").count() == 0
    if javascript:
        # The keyboard is taken to the field to fix it; once fixed the mark goes away.
        expect(control).to_be_focused()
        page.keyboard.press("Control+A")
        page.keyboard.type(good)
        assert submit(page, True).status == 200
        expect(alert).to_have_count(0)
        expect(beside).to_be_hidden()
        expect(control).not_to_have_attribute("aria-invalid", "true")
        expect(control).not_to_have_attribute("aria-describedby", re.compile(rf"\b{field}-error\b"))
        assert page.locator("#resultado figure.example").count() == 1
    assert errors == []
