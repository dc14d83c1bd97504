"""The practice strip in Debian's Chromium: a whole set by keyboard only, progress kept in
localStorage, corrupt records discarded, the no-JavaScript path, and axe on every state.

Which option is right comes from the engine (``PracticeSet.showdown``); the test decides
to answer some showdowns wrongly and checks that the page counts them as the engine says.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from academy.practice import MISTAKES, PracticeSet
from academy.practice.sets import LEVEL_TITLES

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SET = PracticeSet()
CODE = SET.code
KEY = f"academia.practica.v1.{CODE}"
WRONG_SLOTS = {"n1-2026-1", "n1-2026-4", "n2-2026-0", "n3-2026-2", "n4-2026-3"}


def axe_clean(page: Any, state: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    assert results.violations_count == 0, f"{state}: {results.generate_report()}"


def tab_to(page: Any, selector: str) -> None:
    """Press Tab until the focused element matches ``selector``."""
    for _ in range(90):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def choice(slot_id: str) -> tuple[str, bool, str | None]:
    """The option key the test picks for a slot, whether it is right, and its mistake."""
    slot = next(s for s in SET.slots() if s.id == slot_id)
    showdown = SET.showdown(slot.level, slot.index)
    if slot_id in WRONG_SLOTS:
        option = next(o for o in showdown.options if not o.correct)
    else:
        option = showdown.correct_option
    return option.key, option.correct, option.error


def answer_by_keyboard(page: Any, slot_id: str) -> bool:
    """Tab to the chosen option of the showdown on screen, press Enter, wait for the
    feedback to take the focus."""
    expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", slot_id)
    key, right, _ = choice(slot_id)
    tab_to(page, f'#mano a.practice-option[href$="/{key}/"]')
    page.keyboard.press("Enter")
    expect(page.locator("#respuesta")).to_be_focused()
    expect(page.locator("#mano [data-showdown]")).to_have_attribute(
        "data-correct", "true" if right else "false"
    )
    return right


def record(page: Any) -> Any:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", KEY) or "null")


def slot_mark(page: Any, slot_id: str) -> Any:
    return page.locator(f'a.slot[data-slot="{slot_id}"] [data-mark]')


def test_a_whole_set_by_keyboard(page: Any, live_server: str) -> None:
    page.goto(live_server + "/practica/")
    expect(page.locator("[data-total]")).to_have_text(
        "Llevas 0 bien de 0 respondidas; quedan 20 manos."
    )
    expect(page.locator("[data-no-script]")).to_be_hidden()
    assert page.locator("a.slot").count() == 20
    axe_clean(page, "initial")

    slots = SET.slots()
    expected_right: dict[int, int] = {level: 0 for level in SET.levels}
    for number, slot in enumerate(slots):
        right = answer_by_keyboard(page, slot.id)
        expected_right[slot.level] += right
        mark = slot_mark(page, slot.id)
        expect(mark).to_have_text("bien" if right else "fallo")
        status = page.locator("#practica-estado")
        if right:
            expect(status).to_contain_text("Respuesta correcta.")
        else:
            mistake = MISTAKES[choice(slot.id)[2] or ""].name
            expect(status).to_contain_text(f"Respuesta incorrecta: {mistake}.")
        if number < 2:  # slot 0 is answered right, slot 1 wrongly
            axe_clean(page, "after a right answer" if right else "after a wrong answer")
        last_of_level = slot.index == SET.per_level - 1
        if last_of_level:
            done = f"Nivel {slot.level} terminado: {expected_right[slot.level]} bien de 5."
            expect(status).to_contain_text(done)
            summary = page.locator(f'.strip-level[data-level="{slot.level}"] [data-level-summary]')
            expect(summary).to_have_text(
                f"{expected_right[slot.level]} bien de 5 respondidas (5 en total) · terminado"
            )
        if last_of_level and slot.level < 4:
            following = slot.level + 1
            # the next level starts by itself: announced, marked, and «next» leads there
            expect(status).to_contain_text(f"Nivel {following}: {LEVEL_TITLES[following]}.")
            section = page.locator(f'.strip-level[data-level="{following}"]')
            expect(section).to_have_attribute("data-state", "en curso")
            expect(page.locator("[data-next]")).to_have_text(
                f"Siguiente mano (nivel {following}, mano 1)"
            )
            if following == 2:
                axe_clean(page, "level change")
                # a reload keeps the progress and opens the first unanswered showdown
                page.reload()
                expect(page.locator("#mano [data-showdown]")).to_have_attribute(
                    "data-slot", f"n2-{SET.seed}-0"
                )
                expect(slot_mark(page, slots[1].id)).to_have_text("fallo")
                expect(page.locator("[data-total]")).to_have_text(
                    f"Llevas {expected_right[1]} bien de 5 respondidas; quedan 15 manos."
                )
                continue
        if number < len(slots) - 1:
            tab_to(page, "[data-next]")
            page.keyboard.press("Enter")
            expect(page.locator("#mano-titulo")).to_be_focused()

    total_right = sum(expected_right.values())
    assert total_right == 20 - len(WRONG_SLOTS)
    expect(page.locator("[data-total]")).to_have_text(f"Serie terminada: {total_right} bien de 20.")
    expect(page.locator("#practica-estado")).to_contain_text(
        f"Serie terminada: {total_right} bien de 20."
    )
    expect(page.locator("[data-next]")).to_have_text("Otra serie")
    saved = record(page)
    assert saved["version"] == 1 and saved["code"] == CODE
    assert {k for k, v in saved["answers"].items() if v["first"] == "wrong"} == WRONG_SLOTS

    # «Revisar mis errores (5)»: open it by keyboard and retry a missed showdown
    review = page.locator("details[data-review]")
    expect(review.locator("summary")).to_have_text(f"Revisar mis errores ({len(WRONG_SLOTS)})")
    tab_to(page, "details[data-review] summary")
    page.keyboard.press("Enter")
    expect(review).to_have_attribute("open", "")
    expect(review.locator("[data-error-list] li")).to_have_count(len(WRONG_SLOTS))
    axe_clean(page, "errors review open")
    retry = "n2-2026-0"
    tab_to(page, '[data-error-list] a[href$="/2/0/"]')
    page.keyboard.press("Enter")
    expect(page.locator("#mano-titulo")).to_be_focused()
    expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", retry)
    key = SET.showdown(2, 0).correct_option.key
    tab_to(page, f'#mano a.practice-option[href$="/{key}/"]')
    page.keyboard.press("Enter")
    expect(page.locator("#respuesta")).to_be_focused()
    expect(page.locator("#practica-estado")).to_contain_text("Corregido en la práctica.")
    expect(slot_mark(page, retry)).to_have_text("corregido en la práctica")
    expect(review.locator("summary")).to_have_text(f"Revisar mis errores ({len(WRONG_SLOTS)})")
    expect(review.locator("li", has_text="(corregido en la práctica)")).to_have_count(1)
    expect(page.locator("[data-total]")).to_have_text(f"Serie terminada: {total_right} bien de 20.")
    assert record(page)["answers"][retry] == {
        "first": "wrong",
        "error": choice(retry)[2],
        "corrected": True,
    }

    page.reload()
    expect(slot_mark(page, retry)).to_have_text("corregido en la práctica")
    expect(slot_mark(page, "n1-2026-0")).to_have_text("bien")
    expect(page.locator("[data-total]")).to_have_text(f"Serie terminada: {total_right} bien de 20.")

    # «Empezar de nuevo» asks for a second press, then clears this set's record
    tab_to(page, "[data-reset]")
    page.keyboard.press("Enter")
    expect(page.locator("[data-reset]")).to_have_text("Pulsa otra vez para borrar tu progreso")
    assert record(page) is not None
    page.keyboard.press("Enter")
    expect(page.locator("[data-total]")).to_have_text(
        "Llevas 0 bien de 0 respondidas; quedan 20 manos."
    )
    assert page.evaluate("k => localStorage.getItem(k)", KEY) is None
    expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", "n1-2026-0")


@pytest.mark.parametrize(
    "stored",
    [
        "{no es json",
        json.dumps({"version": 0, "code": CODE, "answers": {}}),
        json.dumps({"version": 1, "code": "h1234-5-7", "answers": {}}),
        json.dumps(
            {
                "version": 1,
                "code": CODE,
                "answers": {"n9-1-1": {"first": "right", "error": None, "corrected": False}},
            }
        ),
        json.dumps(
            {
                "version": 1,
                "code": CODE,
                "answers": {"n1-2026-0": {"first": "right", "error": None, "corrected": True}},
            }
        ),
        json.dumps([1, 2, 3]),
    ],
    ids=["not-json", "old", "foreign", "unknown-slot", "impossible", "array"],
)
def test_a_bad_record_is_discarded_with_a_notice(page: Any, live_server: str, stored: str) -> None:
    page.goto(live_server + "/practica/")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, stored])
    page.reload()
    notice = page.locator("[data-notice]")
    expect(notice).to_contain_text("lo hemos descartado")
    expect(notice).to_have_attribute("role", "status")
    assert page.evaluate("k => localStorage.getItem(k)", KEY) is None
    expect(page.locator("[data-total]")).to_have_text(
        "Llevas 0 bien de 0 respondidas; quedan 20 manos."
    )
    if stored.startswith("{no"):
        axe_clean(page, "corrupt-record notice")
    answer_by_keyboard(page, "n1-2026-0")
    assert set(record(page)["answers"]) == {"n1-2026-0"}


def test_a_good_record_of_another_set_is_left_alone(page: Any, live_server: str) -> None:
    other = PracticeSet(levels=(1, 2), per_level=2, seed=5)
    page.goto(live_server + "/practica/?" + other.query())
    answer = {"first": "right", "error": None, "corrected": False}
    stored = {"version": 1, "code": other.code, "answers": {other.slots()[0].id: answer}}
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [f"academia.practica.v1.{other.code}", json.dumps(stored)],
    )
    page.goto(live_server + "/practica/")
    expect(page.locator("[data-total]")).to_contain_text("quedan 20 manos")
    page.goto(live_server + "/practica/?" + other.query())
    expect(page.locator("[data-notice]")).to_be_empty()
    expect(slot_mark(page, other.slots()[0].id)).to_have_text("bien")
    expect(page.locator("#mano [data-showdown]")).to_have_attribute(
        "data-slot", other.slots()[1].id
    )


def test_without_javascript_the_showdowns_are_plain_pages(nojs_page: Any, live_server: str) -> None:
    page = nojs_page
    page.goto(live_server + "/practica/")
    expect(page.locator("[data-tools]")).to_be_hidden()
    expect(page.locator("[data-no-script]")).to_be_visible()
    page.locator('a.slot[data-slot="n3-2026-1"]').click()
    assert page.url == f"{live_server}/practica/{CODE}/3/1/"
    expect(page.locator("h1")).to_have_text("Nivel 3, mano 2 de 5")
    key, right, _ = choice("n3-2026-1")
    page.locator(f'a.practice-option[href$="/{key}/"]').click()
    assert page.url == f"{live_server}/practica/{CODE}/3/1/{key}/"
    feedback = page.locator("#respuesta")
    expect(feedback).to_contain_text("Respuesta correcta" if right else "Respuesta incorrecta")
    expected = SET.showdown(3, 1).option(key).feedback
    before_any_card = re.split(r"(?:10|[2-9JQKA])[♣♦♥♠]", expected)[0].strip()
    expect(feedback.locator("[data-feedback]")).to_contain_text(before_any_card)
    expect(page.locator("[data-mark]").first).to_be_empty()  # no progress kept
    page.locator("[data-next]").click()
    assert page.url == f"{live_server}/practica/{CODE}/3/2/"


def test_axe_on_the_pages_without_javascript(page: Any, live_server: str) -> None:
    """axe needs scripts of its own (a page with JavaScript disabled never runs them), so
    the page's own scripts are blocked instead: what axe sees is the page as served."""
    page.route("**/*.js", lambda route: route.abort())
    page.goto(live_server + f"/practica/{CODE}/3/1/")
    expect(page.locator("[data-no-script]")).to_be_visible()
    axe_clean(page, "no-JS showdown page")
    key = choice("n3-2026-1")[0]
    page.goto(live_server + f"/practica/{CODE}/3/1/{key}/")
    expect(page.locator("#respuesta [data-summary]")).to_be_visible()
    axe_clean(page, "no-JS answer page")
    page.locator("#respuesta details > summary").click()  # «Ver el reparto completo»
    expect(page.locator("#respuesta [data-feedback]")).to_be_visible()
    axe_clean(page, "no-JS answer page, the full accounting open")


def test_nothing_overflows_on_a_phone(phone_page: Any, live_server: str) -> None:
    page = phone_page
    page.goto(live_server + "/practica/")
    expect(page.locator("[data-tools]")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.goto(live_server + f"/practica/{CODE}/4/0/")
    answer_by_keyboard(page, "n4-2026-0")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360
