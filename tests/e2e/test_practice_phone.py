"""The hand first, on a phone: at 390×844 and 360×740 (and on a 1280×800 desktop) the board,
every seat and every option of each level 1-3 showdown of the default set are inside the
first screen, on arrival and after each «Siguiente mano»; at level 4 the table and the
question are, and the options start on it. Then the marks of the five cards that play,
read in the browser and checked against the engine's ``Hand.five`` of each winner.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers.practice_pages import SIZES, axe_clean, option_for, outside, sized_page

from academy.engine.cards import Card
from academy.practice import PracticeSet

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SET = PracticeSet()
CODE = SET.code
HAND = ["#mano .board .card", "#mano .seat", "#mano .felt", "#mano h2", "#pregunta"]


@pytest.mark.parametrize("size", list(SIZES))
def test_the_whole_hand_is_on_the_first_screen(browser: Any, live_server: str, size: str) -> None:
    width, height = SIZES[size]
    with sized_page(browser, width, height) as page:
        page.goto(live_server + "/practica/")
        for number, slot in enumerate(SET.slots()):
            expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", slot.id)
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            where = "on arrival" if number == 0 else "after «Siguiente mano»"
            if slot.level < 4:
                problems = [p for s in [*HAND, "#mano .practice-option"] for p in outside(page, s)]
            else:  # the table and the question; the options start on the screen
                problems = [p for s in HAND for p in outside(page, s)]
                first = page.locator("#mano .practice-option").first.bounding_box()
                assert first is not None and first["y"] < height, (slot.id, first)
            assert problems == [], f"{size}, {slot.id} {where}: {problems}"
            if size == "small-phone" and number in (0, 10):
                axe_clean(page, f"360×740, {slot.id}")
            option = option_for(SET, slot, right=number % 4 != 1)
            page.locator(f"#mano button.practice-option[data-key='{option.key}']").click()
            expect(page.locator("#respuesta")).to_be_focused()
            expect(page.locator("#respuesta .verdict")).to_be_in_viewport()
            if number < len(SET.slots()) - 1:
                page.locator("[data-next]").click()


def test_the_strip_is_one_line_per_level_and_opens(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["small-phone"]) as page:
        page.goto(live_server + "/practica/")
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", "n1-2026-0")
        lines = page.locator(".strip-line")
        expect(lines).to_have_count(4)
        for index in range(4):
            line = lines.nth(index).bounding_box()
            assert line is not None and line["height"] < 24  # one line each
        expect(page.locator("a.slot").first).to_be_hidden()
        page.locator(".strip-summary").click()
        expect(page.locator("a.slot")).to_have_count(20)
        expect(page.locator("a.slot").first).to_be_visible()
        axe_clean(page, "the strip open, 360×740")


def read_marks(page: Any) -> dict[str, list[tuple[str, str | None]]]:
    """Each table card's name and ``data-juega``, the board's under ``""``."""
    found = dict(
        page.evaluate(
            """() => {
              const read = within => [...within.querySelectorAll('.card')].map(
                c => [c.querySelector('.vh').textContent.split(',')[0], c.dataset.juega || null]);
              const found = {'': read(document.querySelector('#mano .board'))};
              for (const seat of document.querySelectorAll('#mano .seat')) {
                found[seat.querySelector('.seat-name').textContent] = read(seat);
              }
              return found;
            }"""
        )
    )
    return {name: [(card, mark) for card, mark in cards] for name, cards in found.items()}


def engine_marks(level: int, index: int) -> dict[str, list[tuple[str, str]]]:
    settlement = SET.showdown(level, index).settlement
    winners = {n for pot in settlement.pots if len(pot.eligible) > 1 for n in pot.winners}
    plays = {c for name in winners for c in settlement.hands[name].five}

    def marks(cards: tuple[Card, ...], owner: str | None) -> list[tuple[str, str]]:
        mine = owner is None or owner in winners
        return [(c.name, "si" if c in plays and mine else "no") for c in cards]

    found = {"": marks(settlement.spec.board, None)}
    found.update({p.name: marks(p.hole, p.name) for p in settlement.spec.players})
    return found


@pytest.mark.parametrize(("level", "index"), [(1, 0), (2, 1), (3, 1), (3, 2), (4, 0), (4, 4)])
def test_the_five_that_play_are_marked_as_the_engine_says(
    browser: Any, live_server: str, level: int, index: int
) -> None:
    with sized_page(browser, *SIZES["phone"]) as page:
        page.goto(live_server + f"/practica/{CODE}/{level}/{index}/")
        before = read_marks(page)
        assert all(mark is None for cards in before.values() for _, mark in cards)
        wrong = option_for(SET, SET.slot(level, index), right=False)
        page.locator(f"#mano button.practice-option[data-key='{wrong.key}']").click()
        expect(page.locator("#respuesta")).to_be_focused()
        assert read_marks(page) == engine_marks(level, index)
        # not by colour alone: a playing card has a solid border, the others a dashed one
        # (with winners of different fives, under «todos»: one winner's view dashes the
        # cards only another winner plays)
        every_five = page.locator("#mano .five-view input[value='0']")
        if every_five.count():
            every_five.check()
        styles = page.evaluate(
            """() => [...document.querySelectorAll('#mano .felt .card')].map(
                 c => [c.dataset.juega, getComputedStyle(c).borderTopStyle])"""
        )
        assert {tuple(s) for s in styles} <= {("si", "solid"), ("no", "dashed")}
        if (level, index) == (3, 1):
            axe_clean(page, "a split pot, every winner's five marked")
