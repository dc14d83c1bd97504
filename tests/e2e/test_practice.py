"""The practice page in Debian's Chromium: a whole set by keyboard only (Tab counts, real
buttons, the keys A-D), progress kept in localStorage (only first answers count), damaged
or old records, the no-JavaScript path, and axe on every state.

Which option is right comes from the engine (``PracticeSet.showdown``); the test decides
to answer some showdowns wrongly and checks that the page counts them as the engine says.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers.practice_pages import (
    SIZES,
    axe_clean,
    drawn,
    option_for,
    sized_page,
    tabs_until,
)

from academy.practice import MISTAKES, PracticeSet
from academy.practice.sets import LEVEL_TITLES

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SET = PracticeSet()
CODE = SET.code
KEY = f"academia.practica.v1.{CODE}"
WRONG_SLOTS = {"n1-2026-1", "n1-2026-4", "n2-2026-0", "n3-2026-2", "n4-2026-3"}
OPTION = "#mano button.practice-option"


def record(page: Any) -> Any:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", KEY) or "null")


def mark(page: Any, slot_id: str) -> Any:
    return page.locator(f'a.slot[data-slot="{slot_id}"] [data-mark]')


def on_hand(page: Any, slot_id: str) -> None:
    expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", slot_id)


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_whole_set_by_keyboard(browser: Any, live_server: str, size: str) -> None:
    with sized_page(browser, *SIZES[size]) as page:
        whole_set(page, live_server, check_axe=size == "desktop")


def whole_set(page: Any, live_server: str, check_axe: bool) -> None:
    page.goto(live_server + "/practica/")
    expect(page).to_have_url(f"{live_server}/practica/{CODE}/1/0/")  # the hand's own address
    expect(page.locator("[data-total]")).to_have_text(
        "Aún no has respondido ninguna; son 20 manos."
    )
    expect(page.locator("[data-no-script]")).to_be_hidden()
    assert page.locator("a.slot").count() == page.locator(".strip .mark").count() == 20
    if check_axe:
        axe_clean(page, "initial")
    # From the top of the page: the skip link, the header's links (with «Tu progreso»),
    # «Elegir práctica», the strip's toggle, A.
    page.locator("body").focus()
    from_top = tabs_until(page, f"{OPTION}[data-key='a']")
    assert from_top <= 10, from_top

    right_so_far = {level: 0 for level in SET.levels}
    for number, slot in enumerate(SET.slots()):
        on_hand(page, slot.id)
        right = slot.id not in WRONG_SLOTS
        option = option_for(SET, slot, right)
        page.locator("#mano-titulo").focus()
        assert tabs_until(page, f"{OPTION}[data-key='a']") <= 2  # option A, from the heading
        if number % 3 == 0:  # the letter chooses while an option has the focus
            page.keyboard.press(option.key.upper())
        else:  # a real button: Enter and Space work
            if option.key != "a":
                tabs_until(page, f"{OPTION}[data-key='{option.key}']", limit=4)
            page.keyboard.press("Enter" if number % 3 == 1 else " ")
        expect(page.locator("#respuesta")).to_be_focused()
        expect(page).to_have_url(
            f"{live_server}/practica/{CODE}/{slot.level}/{slot.index}/{option.key}/#respuesta"
        )
        article = page.locator("#mano [data-showdown]")
        expect(article).to_have_attribute("data-correct", "true" if right else "false")
        right_so_far[slot.level] += right
        expect(mark(page, slot.id)).to_have_text("bien" if right else "fallo")
        verdict = page.locator("#respuesta .verdict")
        expect(verdict).to_contain_text("Correcto" if right else "Incorrecto")
        if not right:
            expect(page.locator("[data-mistake]")).to_have_text(MISTAKES[option.error or ""].name)
        expect(page.locator("#practica-estado")).to_be_empty()  # nothing left from before
        if check_axe and number < 2:
            axe_clean(page, "answered right" if right else "answered wrong")
        note = page.locator("#respuesta [data-note]")
        last_of_level = slot.index == SET.per_level - 1
        if last_of_level:  # said in the feedback, where the learner is looking
            done = f"Nivel {slot.level} terminado: {right_so_far[slot.level]} bien de 5."
            expect(note).to_contain_text(done)
            expect(note).to_be_in_viewport()
            count = page.locator(f'.strip-line[data-line="{slot.level}"] [data-count]')
            expect(count).to_have_text("5")
        else:
            expect(note).to_be_hidden()
        if last_of_level and slot.level < 4:
            following = slot.level + 1
            expect(note).to_contain_text(
                f"Ahora empieza el nivel {following}: {LEVEL_TITLES[following]}."
            )
            expect(page.locator("[data-next]")).to_have_text(
                f"Siguiente: nivel {following}, mano 1"
            )
            if check_axe and following == 2:
                axe_clean(page, "level change")
            if following == 2:  # a reload keeps the progress and shows that answer again
                page.reload()
                expect(page.locator("#respuesta [data-note]")).to_contain_text(
                    f"Esta fue tu primera respuesta (la {option.key.upper()})"
                )
                expect(mark(page, SET.slots()[1].id)).to_have_text("fallo")
        if number < len(SET.slots()) - 1:
            page.locator("[data-next]").focus()
            page.keyboard.press("Enter")
            expect(page.locator("#mano-titulo")).to_be_focused()
    expect(page.locator("#respuesta [data-note]")).to_contain_text(
        "Serie terminada: 15 bien de 20."
    )
    expect(page.locator("[data-next]")).to_have_text("Ver tus resultados")
    saved = record(page)
    assert saved["version"] == 2 and saved["code"] == CODE
    assert {k for k, v in saved["answers"].items() if v["first"] == "wrong"} == WRONG_SLOTS
    assert saved["answers"]["n1-2026-1"]["key"] == option_for(SET, SET.slots()[1], False).key


def test_a_retried_hand_is_corrected_but_the_count_stays(page: Any, live_server: str) -> None:
    page.goto(live_server + f"/practica/{CODE}/2/0/")
    slot = SET.slot(2, 0)
    wrong, right = option_for(SET, slot, False), option_for(SET, slot, True)
    page.locator(f"{OPTION}[data-key='{wrong.key}']").click()
    expect(mark(page, slot.id)).to_have_text("fallo")
    page.locator("[data-retry]").click()
    expect(page.locator("#mano-titulo")).to_be_focused()
    page.locator(f"{OPTION}[data-key='{right.key}']").click()
    expect(page.locator("[data-note]")).to_contain_text("Corregido en la práctica.")
    expect(mark(page, slot.id)).to_have_text("corregido en la práctica")
    expect(page.locator("[data-total]")).to_contain_text("Llevas 0 bien de 1 respondidas")
    answer = record(page)["answers"][slot.id]
    assert answer == {"first": "wrong", "key": wrong.key, "error": wrong.error, "corrected": True}
    page.locator("[data-reset]").click()  # asks for a second press, then clears the record
    expect(page.locator("[data-reset-hint]")).to_contain_text("pulsa el botón otra vez")
    page.locator("[data-reset]").click()
    expect(page.locator("#practica-estado")).to_have_text(
        "Progreso borrado: empiezas la serie desde la primera mano."
    )
    assert page.evaluate("k => localStorage.getItem(k)", KEY) is None
    on_hand(page, "n1-2026-0")
    page.locator(OPTION).first.click()
    expect(page.locator("#respuesta")).to_be_focused()
    expect(page.locator("#practica-estado")).to_be_empty()  # cleared when the hand changed


def test_keys_choose_only_while_the_question_has_the_focus(page: Any, live_server: str) -> None:
    page.goto(live_server + f"/practica/{CODE}/1/2/")
    page.locator("#mano-titulo").focus()
    page.keyboard.press("b")
    page.wait_for_timeout(300)
    expect(page.locator("#respuesta")).to_have_count(0)  # not from the heading
    assert record(page) is None
    page.locator(f"{OPTION}[data-key='a']").focus()
    page.keyboard.press("Control+c")  # shortcuts with a modifier are left alone
    page.wait_for_timeout(300)
    expect(page.locator("#respuesta")).to_have_count(0)
    page.keyboard.press("c")
    expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-key", "c")


V1_ANSWER = {"first": "wrong", "error": "lower_hand", "corrected": False}


@pytest.mark.parametrize(
    "stored",
    [
        "{no es json",
        json.dumps({"version": 0, "code": CODE, "answers": {}}),
        json.dumps({"version": 2, "code": "h1234-5-7", "answers": {}}),
        json.dumps({"version": 1, "code": CODE, "answers": {"n9-1-1": V1_ANSWER}}),
        json.dumps(
            {
                "version": 2,
                "code": CODE,
                "answers": {
                    "n1-2026-0": {"first": "right", "key": "x", "error": None, "corrected": False}
                },
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
    ids=[
        "not-json",
        "unknown-version",
        "foreign",
        "unknown-slot",
        "bad-key",
        "impossible",
        "array",
    ],
)
def test_a_bad_record_is_discarded_with_a_notice(page: Any, live_server: str, stored: str) -> None:
    page.goto(live_server + "/practica/")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, stored])
    page.goto(live_server + "/practica/")
    notice = page.locator("[data-notice]")
    expect(notice).to_contain_text("lo hemos descartado")
    expect(notice).to_have_attribute("role", "status")
    assert page.evaluate("k => localStorage.getItem(k)", KEY) is None
    expect(page.locator("[data-total]")).to_have_text(
        "Aún no has respondido ninguna; son 20 manos."
    )
    if stored.startswith("{no"):
        axe_clean(page, "corrupt-record notice")
    page.locator(OPTION).first.click()
    expect(page.locator("#respuesta")).to_be_focused()
    assert set(record(page)["answers"]) == {"n1-2026-0"}


def test_a_record_of_version_1_is_kept_and_migrated(page: Any, live_server: str) -> None:
    old = {"version": 1, "code": CODE, "answers": {"n1-2026-1": V1_ANSWER}}
    page.goto(live_server + "/practica/")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(old)])
    page.goto(live_server + "/practica/")
    expect(page.locator("[data-notice]")).to_be_empty()
    expect(mark(page, "n1-2026-1")).to_have_text("fallo")
    on_hand(page, "n1-2026-0")  # the first one not answered yet
    page.locator(OPTION).first.click()
    expect(page.locator("#respuesta")).to_be_focused()
    saved = record(page)
    assert saved["version"] == 2
    assert saved["answers"]["n1-2026-1"] == {**V1_ANSWER, "key": None}
    # its review link opens the question (the chosen option was not kept then)
    expect(page.locator("[data-error-list] a", has_text="Nivel 1, mano 2")).to_have_attribute(
        "href", f"/practica/{CODE}/1/1/"
    )


def test_a_good_record_of_another_set_is_left_alone(page: Any, live_server: str) -> None:
    other = PracticeSet(levels=(1, 2), per_level=2, seed=5)
    answer = {"first": "right", "key": "a", "error": None, "corrected": False}
    stored = {"version": 2, "code": other.code, "answers": {other.slots()[0].id: answer}}
    page.goto(live_server + "/practica/?" + other.query())
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [f"academia.practica.v1.{other.code}", json.dumps(stored)],
    )
    page.goto(live_server + "/practica/")
    expect(page.locator("[data-total]")).to_have_text(
        "Aún no has respondido ninguna; son 20 manos."
    )
    page.goto(live_server + "/practica/?" + other.query())
    expect(page.locator("[data-notice]")).to_be_empty()
    expect(mark(page, other.slots()[0].id)).to_have_text("bien")
    on_hand(page, other.slots()[1].id)


def test_without_javascript_the_showdowns_are_plain_pages(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["phone"], java_script_enabled=False) as page:
        page.goto(live_server + "/practica/")
        expect(page.locator("[data-tools]")).to_be_hidden()
        expect(page.locator("[data-no-script]")).to_be_visible()
        page.locator(".strip-summary").click()  # the strip opens without a script
        page.locator('a.slot[data-slot="n3-2026-1"]').click()
        assert page.url == f"{live_server}/practica/{CODE}/3/1/"
        expect(page.locator("h2#mano-titulo")).to_have_text("Nivel 3 · mano 2 de 5")
        option = option_for(SET, SET.slot(3, 1), False)
        page.locator(f"{OPTION}[data-key='{option.key}']").click()  # a GET form's button
        assert page.url == f"{live_server}/practica/{CODE}/3/1/{option.key}/?#respuesta"
        feedback = page.locator("#respuesta")
        expect(feedback).to_contain_text("Incorrecto")
        expect(feedback).to_be_in_viewport()
        top = feedback.bounding_box()
        assert top is not None and abs(top["y"]) < 2  # the page opens at the feedback
        expect(page.locator("[data-summary]")).to_have_text(drawn(option.summary))
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
    key = option_for(SET, SET.slot(3, 1), True).key
    page.goto(live_server + f"/practica/{CODE}/3/1/{key}/")
    expect(page.locator("#respuesta [data-summary]")).to_be_visible()
    axe_clean(page, "no-JS answer page")
    page.locator("#respuesta details > summary").click()  # «Ver el reparto completo»
    expect(page.locator("#respuesta [data-feedback]")).to_be_visible()
    page.locator(".strip-summary").click()
    axe_clean(page, "no-JS answer page, the accounting and the strip open")
    page.goto(live_server + f"/practica/{CODE}/resultados/")
    axe_clean(page, "no-JS results page")
