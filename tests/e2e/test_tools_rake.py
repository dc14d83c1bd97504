"""The pot calculator's commission in a browser on a 390×844 phone, with htmx and without
JavaScript: a bad percentage and a bad cap get their messages beside them, the mended form
shows the commission in the pots table, the results table and the steps, and a hand that
ended before the flop pays nothing when the room says so. axe reports nothing. Expected
figures and messages come from the engine."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.tools_browser import (
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

from academy.engine.numbers import parse_amount
from academy.engine.rake import rake_json
from academy.engine.settle import settle_json

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

BUTTON = "Repartir los botes"
SPEC: dict[str, Any] = {  # the form's defaults, as the engine's spec
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
        {"name": "C", "hole": "9c 9d", "contributed": 200},
        {"name": "D", "contributed": 40, "folded": True},
    ],
}


@pytest.fixture(params=[True, False], ids=["htmx-390x844", "sin-js-390x844"])
def mode(request: pytest.FixtureRequest, browser: Any) -> Any:
    """``(javascript, page)`` on the phone."""
    with page_at(browser, PHONE, javascript=request.param) as page:
        yield request.param, page


def send(page: Any, javascript: bool) -> int:
    mark_old_result(page, javascript)
    return submit(page, javascript, BUTTON)


def figure(page: Any, key: str) -> Any:
    return page.locator(f'#resultado [data-figure="{key}"]')


def test_the_commission_in_the_pot_calculator(mode: Any, live_server: str) -> None:
    javascript, page = mode
    errors = page_errors(page)
    page.goto(live_server + "/herramientas/botes/")
    rule = page.locator("#comision-regla")
    expect(rule).to_contain_text("redondeado hacia abajo")
    expect(page.get_by_role("group", name="Comisión de la sala (opcional)")).to_be_visible()

    # A percentage in words: its message beside it, the cap left alone.
    page.fill("#comision", "cinco")
    page.fill("#tope", "1.000")
    assert send(page, javascript) == 422
    expect_message_beside(page, "comision", engine_message(lambda: rake_json("cinco")))
    expect_no_message(page, "tope")
    expect(page.locator("#resultado [role=alert]")).to_contain_text("Comisión, porcentaje:")
    if javascript:
        expect(page.locator("#comision")).to_be_focused()
    assert axe_report(page, javascript) == ""

    # A cap with a decimal comma: the message moves to the cap.
    page.fill("#comision", "5")
    page.fill("#tope", "1,5")
    assert send(page, javascript) == 422
    expect_message_beside(page, "tope", engine_message(lambda: parse_amount("1,5")))
    expect_no_message(page, "comision")

    # Mended: 5 % of the 330 chips in the pots is 16, capped at 12, from the main pot.
    page.fill("#tope", "12")
    page.check("#sin_flop")
    assert send(page, javascript) == 200
    expect_no_message(page, "tope")
    result = settle_json({**SPEC, "rake": {"percent": 5, "cap": 12, "no_flop_no_drop": True}})
    assert result["rake"] == 12
    expect(figure(page, "botes.rake")).to_have_text("12")
    expect(figure(page, "botes.pots.0.rake")).to_have_text(str(result["pots"][0]["rake"]))
    expect(page.locator("#resultado .pot-rake")).to_be_visible()
    expect(figure(page, "botes.received.A")).to_have_text(str(result["received"]["A"]))
    expect(page.locator("#resultado table.results tfoot")).to_contain_text("Comisión de la sala")
    steps = page.locator("#resultado .explanation li").all_inner_texts()
    assert [s.strip() for s in steps] == result["explanation"]
    # The pots are a real table at this width (not laid out as the practice felt's pots).
    shown = page.evaluate("getComputedStyle(document.querySelector('table.pots')).display")
    assert shown == "table"
    assert axe_report(page, javascript) == ""

    # The hand ended before the flop: an empty board, A and B folded; nothing is taken.
    page.fill("#mesa", "")
    for row in (1, 2):
        page.fill(f"#mano{row}", "")
        page.check(f"#retirado{row}")
    assert send(page, javascript) == 200
    expect(figure(page, "botes.rake")).to_have_text("0")
    expect(page.locator("#resultado .explanation")).to_contain_text("sin flop no hay comisión")
    expect(page.locator("#resultado .pot-rake")).to_have_count(0)
    assert errors == []
