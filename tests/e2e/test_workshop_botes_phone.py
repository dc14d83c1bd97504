"""Issue 35, «Reparte los botes» step 3 on a 390×664 phone: where a side pot's winner is
ticked, each player's cards are beside his name and the board just above (they were
1,100 px up the page, on the table; the main pot's choice is just under the table), and a
pot's field reached from below is not under the sticky «Pusieron» line."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.practice_pages import axe_clean, sized_page

pytest.importorskip("playwright.sync_api")

ITEM = "/practica/taller/hb3-5-2026/botes/3/{}/"  # the set of «?ejercicios=botes:3»
SIZE = (390, 664)


def card_names(locator: Any, selector: str) -> list[str]:
    names: list[str] = locator.evaluate(
        "(root, s) => [...root.querySelectorAll(s)].map(c => c.querySelector('.vh').textContent)",
        selector,
    )
    return names


@pytest.mark.parametrize("index", [0, 3])
def test_the_hands_are_where_the_winner_is_ticked(
    browser: Any, live_server: str, index: int
) -> None:
    with sized_page(browser, *SIZE) as page:
        page.goto(live_server + ITEM.format(index))
        seats = page.locator(".felt .seat")
        table = {
            seats.nth(i).locator(".seat-name").inner_text(): card_names(seats.nth(i), ".card")
            for i in range(seats.count())
        }
        board = card_names(page.locator(".felt .board"), ".card")
        pots = page.locator(".pot-fields")
        assert pots.count() >= 2
        assert page.locator("#campo-gana1 .tick-hand, #campo-gana1 .tick-board").count() == 0
        for k in range(2, pots.count() + 1):  # the side pots; the main pot is under the table
            group = page.locator(f"#campo-gana{k}")
            assert card_names(group, ".tick-board .card") == board
            toggles = group.locator(".toggle")
            assert toggles.count() >= 2
            for t in range(toggles.count()):
                toggle = toggles.nth(t)
                name = toggle.locator("input").get_attribute("value")
                assert card_names(toggle, ".tick-hand .card") == table[name], name
            # the cards are close to the boxes: inside the group, at most a line above
            ticks = group.bounding_box()
            cards = group.locator(".tick-board").bounding_box()
            assert ticks and cards and 0 <= cards["y"] - ticks["y"] <= 40
        axe_clean(page, f"botes 3/{index} at 390×664")


def test_the_sticky_line_leaves_the_pot_in_view(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZE) as page:
        page.goto(live_server + ITEM.format(0))
        pots = page.locator(".pot-fields").count()
        for k in range(1, pots + 1):
            for field in (f"input[name=bote{k}]", f"#campo-gana{k} input"):
                page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
                page.locator(field).first.focus()  # reached from below: scrolled to the top
                sticky = page.locator(".put-summary").bounding_box()
                shown = page.locator(field).first.bounding_box()
                assert sticky and shown
                assert sticky["y"] + sticky["height"] <= shown["y"], (field, sticky, shown)
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            page.evaluate(f"location.hash = 'campo-gana{k}'")  # the errors' summary links
            sticky = page.locator(".put-summary").bounding_box()
            group = page.locator(f"#campo-gana{k}").bounding_box()
            assert sticky and group and sticky["y"] + sticky["height"] <= group["y"]
