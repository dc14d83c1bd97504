"""«Tu progreso» in Chromium from a real record: a learner answers practice hands and a
workshop item in the site's own pages, then the progress page (linked from the header)
shows them per level and game, per drill and step, the named mistakes with their lessons
and the one next thing to do; without JavaScript it says that it needs the record."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.practice_pages import axe_clean, sized_page
from helpers.workshop import answer_url, answers

from academy.drills.workshop_set import DrillSet
from academy.practice import PracticeSet

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

PRACTICE = PracticeSet.from_code("h12-3-7")
WORKSHOP = DrillSet.from_code("hc1b3l2-2-42")


@pytest.mark.browser
@pytest.mark.parametrize("size", [(390, 844), (390, 664), (1280, 800)])
def test_the_progress_page_from_a_real_record(
    browser: Any, live_server: str, size: tuple[int, int], tmp_path: Any
) -> None:
    wrong = 0
    with sized_page(browser, *size) as page:
        page.goto(live_server + "/progreso/")
        expect(page.locator("[data-progress-next]")).to_contain_text(
            "Empieza por el nivel 1 de la práctica en Texas Hold’em"
        )
        level1 = [s for s in PRACTICE.slots() if s.level == 1]
        for slot in level1:  # level 1: every hand wrong
            showdown = PRACTICE.showdown(slot.level, slot.index)
            option = next(o for o in showdown.options if not o.correct)
            wrong += 1
            page.goto(
                f"{live_server}/practica/{PRACTICE.code}/{slot.level}/{slot.index}/{option.key}/"
            )
            page.wait_for_load_state("networkidle")
        item = WORKSHOP.items()[0]
        page.goto(live_server + answer_url(WORKSHOP, item, next(iter(answers(item)))[1]))
        page.wait_for_load_state("networkidle")
        page.get_by_role("navigation", name="Principal").get_by_role(
            "link", name="Tu progreso"
        ).click()
        expect(page).to_have_url(live_server + "/progreso/")
        table = page.locator("[data-progress-practice]")
        expect(table.locator("thead th")).to_have_text(["Nivel", "Texas Hold’em"])
        expect(table.locator("tbody tr").nth(0).locator("td")).to_have_text(f"0 de {wrong}")
        expect(table.locator("tbody tr").nth(1).locator("td")).to_have_text("sin empezar")
        expect(page.locator("[data-progress-workshop] tbody tr")).to_have_count(1)
        expect(page.locator("[data-progress-workshop] tbody th")).to_contain_text(
            "Elige las cinco, paso 1"
        )
        mistakes = page.locator("[data-progress-mistakes] li")
        expect(mistakes.first).to_be_visible()
        expect(mistakes.first.locator("a")).to_have_attribute(
            "href", re.compile(r"^/lecciones/.+#.+")
        )
        expect(page.locator("[data-progress-next]")).to_contain_text(
            "Repasa el nivel 1 de la práctica en Texas Hold’em («¿Qué mano es más alta?»):"
            f" llevas 0 de {wrong} bien"
        )
        go = page.locator("[data-progress-next] a")
        expect(go).to_have_attribute("href", "/practica/?variante=holdem&niveles=1")
        assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
        axe_clean(page, f"«Tu progreso» {size}")
        page.screenshot(path=tmp_path / f"progreso_{size[0]}x{size[1]}.png", full_page=True)


@pytest.mark.browser
def test_the_progress_page_without_javascript(browser: Any, live_server: str) -> None:
    with sized_page(browser, 390, 844, java_script_enabled=False) as page:
        page.goto(live_server + "/progreso/")
        expect(page.locator("[data-progress-nojs]")).to_contain_text("necesita JavaScript")
        expect(page.locator("[data-progress-body]")).to_be_hidden()
