"""The card picker of the tools, by touch on a phone and by keyboard only on a desktop.

The grid is the deck (52 cards, 36 in Short Deck), each card a toggle button named in
Spanish; the cards of this field are pressed, those of other fields (or beyond a full
field) disabled. Whatever the picker writes, the engine reads: the result is compared with
``best_hand_so_far``.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers.tools_browser import DESKTOP, PHONE, SIZES, axe_violations, page_at, page_errors

from academy.engine import parse_cards
from academy.engine.so_far import best_hand_so_far

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

READER = "/herramientas/lector/"
GRID = "#selector-cartas .picker-grid"
VISIBLE_CARDS = "#selector-cartas .picker-row:not([hidden]) .picker-card"


def card(page: Any, name: str) -> Any:
    """The grid's button for a card, by its accessible name («as de corazones»)."""
    return page.locator(GRID).get_by_role("button", name=name, exact=True)


def focused_card(page: Any) -> str:
    name: str = page.evaluate("document.activeElement.getAttribute('data-card') || ''")
    return name


def empty_reader(page: Any, base: str) -> None:
    page.goto(base + READER)
    page.fill("#mano", "")
    page.fill("#mesa", "")


def result_label(page: Any) -> str:
    text: str = page.locator('#resultado [data-figure="lector.label"]').inner_text()
    return text.strip()


def test_picker_by_touch_on_a_phone(browser: Any, live_server: str) -> None:
    with page_at(browser, PHONE) as page:
        errors = page_errors(page)
        empty_reader(page, live_server)
        page.locator("[data-picker-for=mesa]").tap()
        expect(page.locator(GRID)).to_have_attribute(
            "aria-label", "Cartas para las cartas comunitarias"
        )
        expect(page.locator(VISIBLE_CARDS)).to_have_count(52)
        for name in ("as de corazones", "rey de corazones", "reina de corazones"):
            card(page, name).tap()
            expect(card(page, name)).to_have_attribute("aria-pressed", "true")
        assert page.input_value("#mesa") == "A♥ K♥ Q♥"
        expect(page.locator(".picker-status")).to_have_text(
            "Las cartas comunitarias: 3 de 5 cartas."
        )
        card(page, "reina de corazones").tap()  # a second tap takes it back
        assert page.input_value("#mesa") == "A♥ K♥"
        card(page, "reina de corazones").tap()

        # The hole cards' grid: the board's cards are disabled there, and stay out.
        page.locator("[data-picker-for=mano]").tap()
        expect(page.locator("[data-picker-for=mesa]")).to_have_attribute("aria-expanded", "false")
        taken = card(page, "as de corazones, ya está en las cartas comunitarias")
        expect(taken).to_have_attribute("aria-disabled", "true")
        taken.tap(force=True)  # Playwright would wait for it to be enabled
        assert page.input_value("#mano") == ""
        card(page, "jota de corazones").tap()
        card(page, "diez de corazones").tap()
        assert page.input_value("#mano") == "J♥ 10♥"
        # The field is full: the grid closed itself; opened again, the status says how to
        # change a card, and a tap on another card takes the place of the last one.
        expect(page.locator(GRID)).to_have_count(0)
        page.locator("[data-picker-for=mano]").tap()
        expect(page.locator(".picker-status")).to_have_text(
            "Tus cartas: 2 de 2 cartas. Toca otra carta para cambiar la última,"
            " o una elegida para quitarla."
        )
        card(page, "dos de picas, en lugar de la última").tap()
        assert page.input_value("#mano") == "J♥ 2♠"
        expect(page.locator(GRID)).to_have_count(0)
        page.locator("[data-picker-for=mano]").tap()
        card(page, "diez de corazones, en lugar de la última").tap()
        assert page.input_value("#mano") == "J♥ 10♥"

        page.get_by_role("button", name="Leer la mano").tap()
        expected = best_hand_so_far(parse_cards("Jh Th"), parse_cards("Ah Kh Qh"))
        expect(page.locator('#resultado [data-figure="lector.label"]')).to_have_text(expected.label)
        assert expected.label == "escalera real"
        expect(page.locator("#resultado figcaption")).to_contain_text("Tu mano en el flop")
        assert errors == []


@pytest.mark.parametrize("size", SIZES.values(), ids=list(SIZES))
def test_picker_by_keyboard_only(browser: Any, live_server: str, size: Any) -> None:
    with page_at(browser, size) as page:
        errors = page_errors(page)
        empty_reader(page, live_server)
        page.focus("#mano")
        page.keyboard.press("Tab")
        toggle = page.locator("[data-picker-for=mano]")
        expect(toggle).to_be_focused()
        page.keyboard.press("Enter")
        expect(toggle).to_have_attribute("aria-expanded", "true")
        assert focused_card(page) == "As"  # the first card: ace of spades
        # One Tab stop in the whole grid (roving focus), the arrows do the rest.
        assert page.locator(f"{GRID} [tabindex='0']").count() == 1
        page.keyboard.press("ArrowRight")
        assert focused_card(page) == "Ah"
        page.keyboard.press("Enter")
        assert page.input_value("#mano") == "A♥"
        # Two ranks to a line: down is the next line (the queens), right goes on to the kings.
        page.keyboard.press("ArrowDown")
        assert focused_card(page) == "Qh"
        page.keyboard.press("ArrowUp")
        assert focused_card(page) == "Ah"
        for _ in range(4):
            page.keyboard.press("ArrowRight")
        assert focused_card(page) == "Kh"
        page.keyboard.press("End")
        assert focused_card(page) == "Kc"
        page.keyboard.press("Home")
        assert focused_card(page) == "As"
        page.keyboard.press("Control+End")
        assert focused_card(page) == "2c"
        page.keyboard.press("ArrowDown")  # the edge of the grid: focus stays
        assert focused_card(page) == "2c"
        # The second card fills the field: the grid closes, the keyboard back in the field.
        page.keyboard.press("Control+Home")
        for _ in range(4):
            page.keyboard.press("ArrowRight")
        assert focused_card(page) == "Ks"
        page.keyboard.press("Space")
        assert page.input_value("#mano") == "A♥ K♠"
        expect(page.locator("#selector-cartas")).to_have_count(0)
        expect(page.locator("#mano")).to_be_focused()
        expect(toggle).to_have_attribute("aria-expanded", "false")
        # Opened again: the full field's other cards take the place of the last one (none
        # is disabled, no other field holds a card); Escape closes it.
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        expect(page.locator(f"{GRID} [aria-disabled=true]")).to_have_count(0)
        expect(card(page, "dos de picas, en lugar de la última")).to_be_attached()
        page.keyboard.press("Escape")
        expect(page.locator("#mano")).to_be_focused()
        expect(toggle).to_have_attribute("aria-expanded", "false")
        expect(page.locator("#selector-cartas")).to_have_count(0)

        # The board by keyboard too: typed cards (symbols and letters) show as pressed.
        page.keyboard.press("Tab")
        page.keyboard.press("Tab")
        expect(page.locator("#mesa")).to_be_focused()
        page.keyboard.type("Q♥ Jc 10d 3s")
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        for name in ("reina de corazones", "jota de tréboles", "diez de diamantes"):
            expect(card(page, name)).to_have_attribute("aria-pressed", "true")
        expect(card(page, "as de corazones, ya está en tus cartas")).to_have_attribute(
            "aria-disabled", "true"
        )
        page.keyboard.press("Tab")
        expect(page.locator(".picker-done")).to_be_focused()
        page.keyboard.press("Enter")
        expect(page.locator("#mesa")).to_be_focused()
        page.keyboard.press("Enter")  # submits the form
        expected = best_hand_so_far(parse_cards("Ah Ks"), parse_cards("Qh Jc Td 3s"))
        expect(page.locator('#resultado [data-figure="lector.label"]')).to_have_text(expected.label)
        assert expected.label == "escalera al as"
        expect(page.locator("#resultado figcaption")).to_contain_text("Tu mano en el turn")
        assert errors == []


@pytest.mark.parametrize("size", SIZES.values(), ids=list(SIZES))
def test_the_grid_follows_the_variant(browser: Any, live_server: str, size: Any) -> None:
    with page_at(browser, size) as page:
        page.goto(live_server + READER)
        page.select_option("#variante", "shortdeck")
        page.locator("[data-picker-for=mesa]").click()
        shown = page.locator(VISIBLE_CARDS)
        expect(shown).to_have_count(36)
        ranks = {c[0] for c in shown.evaluate_all("cs => cs.map(c => c.dataset.card)")}
        assert ranks == set("6789TJQKA")
        # Back to hold'em while the grid is open: the 52 cards again. Omaha: 4 hole cards.
        page.select_option("#variante", "holdem")
        expect(shown).to_have_count(52)
        page.select_option("#variante", "omaha")
        page.locator("[data-picker-for=mano]").click()
        expect(page.locator(".picker-status")).to_have_text("Tus cartas: 2 de 4 cartas.")


@pytest.mark.parametrize("size", SIZES.values(), ids=list(SIZES))
def test_axe_with_the_picker_open(browser: Any, live_server: str, size: Any) -> None:
    with page_at(browser, size) as page:
        for path, field in ((READER, "mesa"), ("/herramientas/botes/", "mano2")):
            page.goto(live_server + path)
            page.locator(f"[data-picker-for={field}]").click()
            expect(page.locator(f"{GRID} [aria-pressed=true]").first).to_be_visible()
            expect(page.locator(f"{GRID} [aria-disabled=true]").first).to_be_attached()
            assert axe_violations(page) == "", path


def test_without_javascript_the_text_field_is_all(browser: Any, live_server: str) -> None:
    with page_at(browser, PHONE, javascript=False) as page:
        page.goto(live_server + READER)
        expect(page.locator("[data-picker-for]")).to_have_count(2)
        expect(page.locator("[data-picker-for=mano]")).to_be_hidden()
        page.fill("#mano", "a♠ k♠")  # symbols and any case
        page.fill("#mesa", "Qs Js 2d 7c")
        page.get_by_role("button", name="Leer la mano").click()
        page.wait_for_url("**mesa=*")
        expected = best_hand_so_far(parse_cards("As Ks"), parse_cards("Qs Js 2d 7c"))
        assert result_label(page) == expected.label


@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
def test_the_picker_is_compact_and_closes_when_full(
    browser: Any, live_server: str, size: Any
) -> None:
    """Issue 22: two ranks to a line (not a 744 px column), and the grid closes itself once
    the field holds its cards, the keyboard back in the field."""
    with page_at(browser, size) as page:
        empty_reader(page, live_server)
        page.click("[data-picker-for=mano]")
        height = page.eval_on_selector("#selector-cartas", "p => p.getBoundingClientRect().height")
        assert height <= 560, height
        card(page, "as de picas").click()
        expect(page.locator("#selector-cartas")).to_have_count(1)  # one of two: still open
        card(page, "rey de picas").click()
        expect(page.locator("#selector-cartas")).to_have_count(0)
        expect(page.locator("#mano")).to_be_focused()
        expect(page.locator("#mano")).to_have_value("A♠ K♠")
        expect(page.locator("[data-picker-for=mano]")).to_have_attribute("aria-expanded", "false")


@pytest.mark.browser
@pytest.mark.parametrize("size", [PHONE, (360, 740), DESKTOP], ids=["390", "360", "1280"])
@pytest.mark.parametrize(
    ("path", "field"),
    [
        (READER, "mano"),
        (READER, "mesa"),
        ("/herramientas/botes/", "mano2"),
        ("/herramientas/botes/", "mesa"),
    ],
)
def test_the_open_picker_fits_a_phone(
    browser: Any, live_server: str, path: str, field: str, size: tuple[int, int]
) -> None:
    """With «Elegir cartas» open the page does not pan sideways, and every card of the grid
    is inside the screen and a 44 × 44 px target (issue 35: it was 38 × 42 in a player
    row), still eight cards to a line, two ranks, down to a 360 px phone."""
    width = size[0]
    with page_at(browser, size) as page:
        page.goto(live_server + path)
        page.locator(f"[data-picker-for={field}]").click()
        expect(page.locator(VISIBLE_CARDS)).to_have_count(52)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        boxes = page.locator(VISIBLE_CARDS).evaluate_all(
            "cs => cs.map(c => { const r = c.getBoundingClientRect();"
            " return [r.left, r.right, r.top, r.width, r.height]; })"
        )
        for left, right, _top, card_width, height in boxes:
            assert left >= 0 and right <= width
            assert card_width >= 44 and height >= 44, (card_width, height)
        assert len({round(top) for *_, top, _w, _h in boxes[:8]}) == 1  # eight to a line
        toggle = page.locator(f"[data-picker-for={field}]").bounding_box()
        assert toggle is not None and toggle["x"] + toggle["width"] <= width
