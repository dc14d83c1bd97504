"""Issue 35: «Tu progreso» appears on the practice and workshop pages without moving what
is under it. The layout shifts are read with a PerformanceObserver in Chromium (the
cumulative layout shift, CLS, was 0.04–0.08 on a phone); without JavaScript the section
takes no room."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.practice_pages import sized_page

from academy.practice import PracticeSet

pytest.importorskip("playwright.sync_api")

CODE = PracticeSet().code
PAGES = [
    "/practica/",
    f"/practica/{CODE}/1/1/",
    f"/practica/{CODE}/2/3/",
    "/practica/taller/?semilla=2026&ejercicios=accion:1&por_paso=15",
    "/practica/taller/?semilla=2026&ejercicios=botes:1-3",
]
SIZES = {"390x844": (390, 844), "1280x800": (1280, 800)}
OBSERVE = """window.__shifts = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) {
  if (!e.hadRecentInput) window.__shifts.push([e.value,
    e.sources.map(s => s.node && s.node.className).join(' ')]); } })
  .observe({type: 'layout-shift', buffered: true});"""


def shifts(page: Any, url: str) -> list[tuple[float, str]]:
    page.goto(url)
    page.wait_for_load_state("networkidle")
    page.locator("[data-tools]:not([hidden])").wait_for()  # «Tu progreso» is shown
    page.wait_for_timeout(300)
    return [(value, what) for value, what in page.evaluate("window.__shifts")]


@pytest.mark.parametrize("size", list(SIZES))
def test_tu_progreso_appears_without_a_layout_shift(
    browser: Any, live_server: str, size: str
) -> None:
    with sized_page(browser, *SIZES[size]) as page:
        page.context.add_init_script(OBSERVE)
        for url in PAGES:  # a fresh record
            assert shifts(page, live_server + url) == [], url
        page.goto(f"{live_server}/practica/{CODE}/1/1/")
        page.locator(".practice-option").first.click()  # now the record holds an answer
        page.locator(".practice-feedback").wait_for()
        for url in PAGES:
            assert shifts(page, live_server + url) == [], url


def test_without_javascript_the_section_takes_no_room(browser: Any, live_server: str) -> None:
    with sized_page(browser, 390, 844, java_script_enabled=False) as page:
        page.goto(f"{live_server}/practica/{CODE}/1/1/")
        box = page.locator("[data-tools]").bounding_box()
        assert box is None or box["height"] == 0
        assert page.locator("[data-no-script]").first.is_visible()
