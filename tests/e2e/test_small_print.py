"""Issue 35's small print, measured in Chromium at 390×844 and 1280×800: the blinds' and
the button's marks on the table and the ranks of the cards inside the options at least
12 px; a rank apart from the suit under it (a J over its suit read as one glyph); the
links on /instructores/ 44 px tall targets, and the class link's QR code there."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.practice_pages import axe_clean, sized_page

from academy.practice import PracticeSet

pytest.importorskip("playwright.sync_api")

CODE = PracticeSet().code
ACCION = "/practica/taller/?semilla=2026&ejercicios=accion:1&por_paso=15"
SIZES = {"390x844": (390, 844), "1280x800": (1280, 800)}
MIN_FONT = 12  # CSS px

FONTS_JS = """s => [...document.querySelectorAll(s)].filter(e => e.offsetParent !== null)
  .map(e => [e.textContent.trim(), parseFloat(getComputedStyle(e).fontSize)])"""


def fonts(page: Any, selector: str) -> list[tuple[str, float]]:
    found = page.evaluate(FONTS_JS, selector)
    assert found, selector  # the page shows some: the measure measures something
    return [(text, size) for text, size in found]


@pytest.mark.parametrize("size", list(SIZES))
def test_marks_and_option_ranks_are_at_least_12_px(
    browser: Any, live_server: str, size: str
) -> None:
    with sized_page(browser, *SIZES[size]) as page:
        page.goto(f"{live_server}{ACCION}")
        marks = fonts(page, ".seat-mark") + fonts(page, ".dealer")
        assert {text for text, _ in marks} >= {"CP", "CG", "D"}
        assert [m for m in marks if m[1] < MIN_FONT] == []
        page.goto(f"{live_server}/practica/{CODE}/1/2/")  # options that show cards
        ranks = fonts(page, ".practice-options .card-rank")
        assert [r for r in ranks if r[1] < MIN_FONT] == []
        apart = page.evaluate(
            """() => [...document.querySelectorAll('.practice-options .card-face')].map(f => {
                 const [rank, suit] = f.children;
                 const below = suit.getBoundingClientRect().top;
                 return below - rank.getBoundingClientRect().bottom; })"""
        )
        assert apart and min(apart) > 0, apart  # the rank's box ends before the suit's
        axe_clean(page, f"{size}, options with cards")


@pytest.mark.parametrize("size", list(SIZES))
def test_the_instructors_links_are_44_px_targets(browser: Any, live_server: str, size: str) -> None:
    with sized_page(browser, *SIZES[size]) as page:
        page.goto(f"{live_server}/instructores/")
        boxes = page.locator(".set-links a").evaluate_all(
            "as => as.map(a => [a.textContent.trim(), a.getBoundingClientRect().height])"
        )
        assert "JSON" in {text for text, _ in boxes}
        assert [b for b in boxes if b[1] < 44] == []
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]
        qr = page.locator(".class-qr")  # the class link's QR code, folded until asked for
        summary = qr.locator("summary").bounding_box()
        assert summary and summary["height"] >= 44
        qr.locator("summary").click()
        code = qr.locator("svg.qr").bounding_box()
        assert code and code["width"] == code["height"] and code["width"] >= 300
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]
        axe_clean(page, f"{size}, /instructores/ with the QR code open")
