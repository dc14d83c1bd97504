"""Each workshop item has its own address: Back, Forward and reload in Chromium; the
progress record in localStorage (first answers only, a retry marked corrected, a corrupt
or old record discarded with a notice); the review of missed items; the results view at
the end of a set («Repite los fallos», «Otra serie», each mistake's lesson section)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from helpers.practice_pages import SIZES, axe_clean, history_step, sized_page
from helpers.workshop import ROOT, item_path
from helpers.workshop_browser import AREA, enter_by_touch

from academy.drills import MISTAKES
from academy.drills.workshop_set import DrillSet

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SMALL = DrillSet((("cinco", 1), ("limites", 3)), per_step=2, seed=808)
KEY = f"academia.taller.v1.{SMALL.code}"


def item_shown(page: Any) -> Any:
    return page.locator(f"{AREA} [data-item]")


def answer(page: Any, index: int, right: bool) -> dict[str, object]:
    """Answer item ``index`` of SMALL (its first tempting mistake when not ``right``)."""
    item = SMALL.items()[index]
    expect(item_shown(page)).to_have_attribute("data-slot", item.id)
    typed = item.table.solution() if right else item.table.offered()[0][1]
    enter_by_touch(page, item.kind, typed)
    expect(page.locator("#respuesta")).to_be_focused()
    return typed


def record(page: Any) -> Any:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", KEY) or "null")


def test_back_forward_and_reload(browser: Any, live_server: str) -> None:
    first, second = SMALL.items()[:2]
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(live_server + ROOT + "?" + SMALL.query())
        expect(page).to_have_url(live_server + item_path(SMALL, first))  # replaced
        answer(page, 0, right=False)
        answered_at = page.url
        assert "/respuesta/?cartas=" in answered_at and answered_at.endswith("#respuesta")
        page.locator(f"{AREA} [data-next]").tap()
        expect(page).to_have_url(live_server + item_path(SMALL, second))
        answer(page, 1, right=True)
        history_step(page, "back")
        expect(page).to_have_url(live_server + item_path(SMALL, second))
        expect(page.locator("#respuesta")).to_have_count(0)
        history_step(page, "back")
        expect(page).to_have_url(answered_at)
        expect(item_shown(page)).to_have_attribute("data-correct", "false")
        expect(page.locator("#respuesta [data-note]")).to_contain_text("Esta fue tu primera")
        history_step(page, "forward")
        expect(page).to_have_url(live_server + item_path(SMALL, second))
        history_step(page, "forward")
        expect(item_shown(page)).to_have_attribute("data-correct", "true")
        page.reload()
        expect(item_shown(page)).to_have_attribute("data-correct", "true")
        mark = page.locator(f'a.slot[data-slot="{first.id}"] [data-mark]')
        expect(mark).to_have_text("fallo")
        total = page.locator("[data-total]")
        expect(total).to_have_text("Llevas 1 bien de 2 respondidos; quedan 2.")


def test_the_record_keeps_first_answers_and_marks_a_retry_corrected(
    browser: Any, live_server: str
) -> None:
    first = SMALL.items()[0]
    code = first.table.offered()[0][0]
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(live_server + item_path(SMALL, first))
        answer(page, 0, right=False)
        saved = record(page)
        assert saved["version"] == 1 and saved["code"] == SMALL.code
        mine = saved["answers"][first.id]
        assert mine["first"] == "wrong" and code in mine["mistakes"] and mine["corrected"] is False
        assert mine["answer"].startswith("cartas=")
        page.locator(f"{AREA} [data-retry]").tap()
        answer(page, 0, right=True)
        expect(page.locator("#respuesta [data-note]")).to_contain_text("Corregido en la práctica")
        again = record(page)["answers"][first.id]
        assert again == {**mine, "corrected": True}  # the first answer still counts
        expect(page.locator(f'a.slot[data-slot="{first.id}"] [data-mark]')).to_contain_text(
            "corregido"
        )
        page.locator(f"{AREA} [data-retry]").tap()
        answer(page, 0, right=False)
        assert record(page)["answers"][first.id] == again
        page.locator(".review summary").tap()
        review = page.locator("[data-error-list] a")
        expect(review).to_have_count(1)
        expect(page.locator("[data-error-list] li")).to_contain_text(MISTAKES[code].name)
        review.tap()  # the first answer's own page
        expect(page).to_have_url(
            live_server + item_path(SMALL, first, answer=True) + "?" + mine["answer"] + "#respuesta"
        )
        axe_clean(page, "the review of a missed item, 390×844")


def stored_record(**answer: object) -> str:
    """A record of SMALL whose first item's answer is ``answer``."""
    return json.dumps({"version": 1, "code": SMALL.code, "answers": {"cinco1-808-0": answer}})


WRONG = {"first": "wrong", "mistakes": [], "answer": "", "corrected": False}
BAD_RECORDS = [
    "{",
    "null",
    "[]",
    json.dumps({"version": 0, "code": SMALL.code, "answers": {}}),  # an old version
    json.dumps({"version": 1, "code": "hl1-1-1", "answers": {}}),  # another set's
    stored_record(first="right"),
    stored_record(**{**WRONG, "mistakes": ["nada"]}),
    stored_record(**{**WRONG, "answer": '"><script>'}),
    stored_record(**{**WRONG, "first": "right", "corrected": True}),
]


@pytest.mark.parametrize("stored", BAD_RECORDS)
def test_a_corrupt_or_old_record_is_discarded_with_a_notice(
    browser: Any, live_server: str, stored: str
) -> None:
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(live_server + ROOT)
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, stored])
        page.goto(live_server + ROOT + "?" + SMALL.query())
        expect(page.locator("[data-notice]")).to_contain_text("lo hemos descartado")
        expect(item_shown(page)).to_have_attribute("data-slot", SMALL.items()[0].id)
        assert record(page) is None
        answer(page, 0, right=True)  # the page works on
        assert record(page)["answers"][SMALL.items()[0].id]["first"] == "right"


def test_the_results_count_first_answers_and_lead_on(browser: Any, live_server: str) -> None:
    items = SMALL.items()
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(live_server + ROOT + "?" + SMALL.query())
        for index, right in enumerate((False, True, True, False)):
            answer(page, index, right)
            next_link = page.locator(f"{AREA} [data-next]")
            if index < 3:
                next_link.tap()
        # The set is done: its main button leads to the results (not back to a missed item).
        expect(next_link).to_have_text("Ver tus resultados")
        expect(page.locator("#respuesta [data-note]")).to_contain_text(
            "Serie terminada: 2 bien de 4."
        )
        next_link.tap()
        expect(page).to_have_url(f"{live_server}{ROOT}{SMALL.code}/resultados/")
        body = page.locator("[data-results]")
        expect(body.locator("#resultados-titulo")).to_be_focused()
        expect(body.locator("[data-codigo-resultados]")).to_have_text(re.compile(r"\S"))
        expect(body.locator("[data-retry-failed]")).to_be_visible()
        expect(body.locator("[data-retry-failed]")).to_be_in_viewport()
        expect(body.locator("[data-results-total]")).to_have_text(
            "Serie terminada: 2 bien de 4 a la primera."
        )
        expect(body.locator("[data-results-step='cinco-1'] [data-right]")).to_have_text("1")
        expect(body.locator("[data-results-step='limites-3'] [data-right]")).to_have_text("1")
        for index in (0, 3):
            code = items[index].check(items[index].table.offered()[0][1]).mistakes[0]
            kind = body.locator(f"[data-kind='{code}']")
            expect(kind).to_be_visible()
            expect(kind.locator("a")).to_have_attribute("href", re.compile(r"^/lecciones/.+#.+"))
        axe_clean(page, "the results, 390×844")
        body.locator("[data-retry-failed]").tap()
        expect(item_shown(page)).to_have_attribute("data-slot", items[0].id)
        answer(page, 0, right=True)
        # Put right, the set is still done: back to the results, where «Repite los fallos»
        # now leads to the other missed item.
        page.locator(f"{AREA} [data-next]", has_text="Ver tus resultados").tap()
        expect(body.locator("[data-retry-failed]")).to_be_visible()
        body.locator("[data-retry-failed]").tap()
        expect(item_shown(page)).to_have_attribute("data-slot", items[3].id)
        page.goto(f"{live_server}{ROOT}{SMALL.code}/resultados/")
        page.locator("[data-results] a", has_text="Otra serie").tap()
        expect(item_shown(page)).to_have_attribute("data-slot", re.compile(r"^cinco1-\d+-0$"))
        assert item_shown(page).get_attribute("data-slot") != items[0].id  # a fresh seed


@pytest.mark.browser
def test_a_fresh_start_says_nothing_is_answered_yet(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(live_server + ROOT + "?" + SMALL.query())
        total = page.locator("[data-total]")
        expect(total).to_have_text("Aún no has respondido ninguno; son 4 ejercicios.")
        answer(page, 0, right=True)
        expect(total).to_have_text("Llevas 1 bien de 1 respondidos; quedan 3.")
