"""«Sigue la acción» in Chromium: a hand's questions answered one after another by touch
on a 390×844 phone (a tempting mistake named, then the right answer, then on with the
hand), by keyboard, and without JavaScript (every question a page of its own, GET forms);
the table and the question on the phone's first screen; axe reports nothing in any state.
What the page says equals the drill's own check of the answer typed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from helpers.practice_pages import SIZES, axe_clean, boxes, outside, sized_page, tabs_until
from helpers.workshop import ROOT, item_path
from helpers.workshop_accion import form_pairs, table
from helpers.workshop_browser import AREA, verdict_shown

from academy.drills import MISTAKES, DrillItem
from academy.drills.workshop_set import DrillSet

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

# Seed 42, five questions a step: each step's five items are one whole hand. Step 1's
# hand asks who acts, the minimum raise, the pot after the preflop, a call and what each
# receives; step 3's whether a player may raise again (a short all-in), the pot after the
# preflop, a call, the pots and the commission: between them every kind of field.
SETS = {
    step: DrillSet.from_query({"semilla": "42", "ejercicios": f"accion:{step}", "por_paso": "5"})
    for step in (1, 3)
}
HAND = SETS[3]


def hand_of(step: int) -> list[DrillItem]:
    items = SETS[step].items()
    assert len(items) == table(items[0]).count == 5
    assert all(table(i).hand.index == 0 for i in items)
    return items


def first_hand() -> list[DrillItem]:
    return hand_of(3)


def ticked(name: str) -> bool:
    return name in ("habla", "puede", "ensena", "tira") or name.startswith(("gana", "sobrante"))


def target(name: str, value: str) -> str:
    if ticked(name):
        return f"{AREA} input[name='{name}'][value='{value}']"
    return f"{AREA} #campo-{name}"


def open_odd_chips(page: Any, name: str, value: str, touch: bool) -> None:
    details = page.locator(target(name, value)).locator("xpath=ancestor::details")
    if details.get_attribute("open") is None:
        if touch:
            details.locator("summary").tap()
        else:
            details.locator("summary").click()


def enter_by_touch(page: Any, item: DrillItem, typed: Mapping[str, object]) -> None:
    for name, value in form_pairs(item, typed):
        if name.startswith("sobrante"):
            open_odd_chips(page, name, value, touch=True)
        element = page.locator(target(name, value))
        if ticked(name):
            element.locator("xpath=ancestor::label").tap()
        else:
            element.tap()
            element.fill(value)
    page.locator(f"{AREA} button[type=submit]").tap()


def enter_by_keyboard(page: Any, item: DrillItem, typed: Mapping[str, object]) -> None:
    """Tab to each field; in a group of radios the arrows move the choice; Space ticks a
    box; type in a text box; then Tab to «Comprobar» and Enter."""
    for name, value in form_pairs(item, typed):
        if name in ("habla", "puede"):
            options = page.locator(f"{AREA} input[name='{name}']")
            values = [options.nth(i).get_attribute("value") for i in range(options.count())]
            tabs_until(page, f"{AREA} input[name='{name}']")
            page.keyboard.press("Space")
            for _ in range(values.index(value)):
                page.keyboard.press("ArrowDown")
            expect(page.locator(target(name, value))).to_be_checked()
        elif name.startswith(("gana", "sobrante")):
            if name.startswith("sobrante"):
                open_odd_chips(page, name, value, touch=False)
            tabs_until(page, target(name, value), limit=120)
            page.keyboard.press("Space")
        else:
            tabs_until(page, target(name, value), limit=120)
            page.keyboard.type(value)
    tabs_until(page, f"{AREA} button[type=submit]", limit=120)
    page.keyboard.press("Enter")


def enter_by_clicks(page: Any, item: DrillItem, typed: Mapping[str, object]) -> None:
    for name, value in form_pairs(item, typed):
        if name.startswith("sobrante"):
            open_odd_chips(page, name, value, touch=False)
        element = page.locator(target(name, value))
        if ticked(name):
            element.check()
        else:
            element.fill(value)
    page.locator(f"{AREA} button[type=submit]").click()


def expected(item: DrillItem, typed: Mapping[str, object]) -> dict[str, object]:
    verdict = item.check(dict(typed))
    return {
        "correct": verdict.correct,
        "mistakes": list(verdict.mistakes),
        "named": [MISTAKES[code].name for code in verdict.mistakes],
    }


def assert_answered(
    page: Any, item: DrillItem, typed: Mapping[str, object], drill_set: DrillSet = HAND
) -> None:
    """The answer's own address (the fields sent, the feedback's anchor), the feedback on
    the screen and the verdict the drill's check gives."""
    expect(page.locator("#respuesta .verdict")).to_be_in_viewport()
    url = urlsplit(page.url)
    assert url.path == item_path(drill_set, item, answer=True) and url.fragment == "respuesta"
    sent = sorted((k, v) for k, v in parse_qsl(url.query) if v)
    assert sent == sorted(form_pairs(item, typed)), page.url
    assert verdict_shown(page) == expected(item, typed)


def mistake_of(item: DrillItem) -> tuple[str, dict[str, object]] | None:
    offered = item.table.offered()
    return (offered[0][0], offered[0][1]) if offered else None


def test_a_hand_by_touch_on_a_phone(browser: Any, live_server: str) -> None:
    """Every question of the hand: a tempting mistake (named), «Intentar otra vez», the
    right answer, then «Siguiente», the next question of the same hand."""
    asked = set()
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        for step in (1, 3):
            hand_by_touch(page, live_server, SETS[step], asked)
    assert asked >= {"to_act", "to_call", "can_raise", "min_raise_to", "pot", "pots",
                     "received", "rake"}  # fmt: skip


def hand_by_touch(page: Any, live_server: str, drill_set: DrillSet, asked: set[str]) -> None:
    hand = drill_set.items()
    assert len(hand) == 5 and all(table(i).hand.index == 0 for i in hand)
    page.goto(live_server + ROOT + "?" + drill_set.query())
    for number, item in enumerate(hand):
        asked.add(table(item).ask)
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-slot", item.id)
        expect(page.locator(f"{AREA} #pregunta")).to_have_text(item.table.question)
        axe_clean(page, f"{item.id}: the question, 390×844")
        wrong = mistake_of(item)
        if wrong is not None:
            code, typed = wrong
            enter_by_touch(page, item, typed)
            expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-correct", "false")
            assert_answered(page, item, typed, drill_set)
            assert code in verdict_shown(page)["mistakes"]  # type: ignore[operator]
            expect(page.locator(f"{AREA} [data-mistake='{code}']")).to_be_visible()
            axe_clean(page, f"{item.id}: a mistake named, 390×844")
            page.locator(f"{AREA} [data-retry]").tap()
            expect(page.locator(f"{AREA} #pregunta")).to_be_visible()
        enter_by_touch(page, item, item.table.solution())
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-correct", "true")
        assert_answered(page, item, item.table.solution(), drill_set)
        if number in (0, len(hand) - 1):
            axe_clean(page, f"{item.id}: right, 390×844")
        if number + 1 < len(hand):
            page.locator(f"{AREA} [data-next]").tap()
            following = hand[number + 1]
            expect(page).to_have_url(live_server + item_path(drill_set, following))


def test_a_hand_by_keyboard(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["desktop"]) as page:
        for item in first_hand():
            wrong = mistake_of(item)
            for typed in ([wrong[1]] if wrong else []) + [item.table.solution()]:
                page.goto(live_server + item_path(HAND, item))
                enter_by_keyboard(page, item, typed)
                expect(page.locator(f"{AREA} [data-item]")).to_have_attribute(
                    "data-correct", "true" if typed == item.table.solution() else "false"
                )
                assert_answered(page, item, typed)
            axe_clean(page, f"{item.id}: right by keyboard, 1280×800")


BROKEN = {"to_act": "habla=Zoe", "can_raise": "puede=quiza", "pots": "bote1=12,5&gana1=Ana",
          "received": "recibe_Ana=mucho"}  # fmt: skip


def broken(item: DrillItem) -> str:
    return BROKEN.get(table(item).ask, "fichas=diez")


def test_every_question_is_a_page_of_its_own_without_javascript(
    browser: Any, live_server: str
) -> None:
    with sized_page(browser, *SIZES["phone"], java_script_enabled=False) as page:
        for item in first_hand():
            wrong = mistake_of(item)
            for typed in ([wrong[1]] if wrong else []) + [item.table.solution()]:
                page.goto(live_server + item_path(HAND, item))
                expect(page.locator(f"{AREA} #pregunta")).to_have_text(item.table.question)
                enter_by_clicks(page, item, typed)
                assert_answered(page, item, typed)
            page.goto(live_server + item_path(HAND, item, answer=True) + "?" + broken(item))
            expect(page.locator("#respuesta.form-error")).to_be_in_viewport()
            field = broken(item).partition("=")[0]
            expect(page.locator(f"#error-{field}")).to_be_visible()


def test_axe_on_every_state_without_javascript(page: Any, live_server: str) -> None:
    """axe runs scripts of its own: the page's scripts are blocked instead."""
    page.route("**/*.js", lambda route: route.abort())
    for item in first_hand():
        wrong = mistake_of(item)
        unread = item_path(HAND, item, answer=True) + "?" + broken(item)
        states = [(item_path(HAND, item), "the question"),
                  (_answer(item, item.table.solution()), "right"),
                  (unread, "a field unread")]  # fmt: skip
        if wrong:
            states.append((_answer(item, wrong[1]), "a mistake"))
        for url, state in states:
            page.goto(live_server + url)
            expect(page.locator("[data-no-script]")).to_be_visible()
            axe_clean(page, f"{item.id}: {state}, without JavaScript")


def _answer(item: DrillItem, typed: Mapping[str, object]) -> str:
    return item_path(HAND, item, answer=True) + "?" + urlencode(form_pairs(item, typed))


FIRST_SCREEN = ["#ejercicio .ac-table", "#ejercicio [data-asiento]", "#ejercicio [data-bote]",
                "#pregunta", "#ejercicio form :is(input, .toggle):first-of-type"]  # fmt: skip


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
def test_the_table_and_the_question_fit_the_first_screen(
    browser: Any, live_server: str, variant: str
) -> None:
    drill_set = DrillSet.from_query({"semilla": "2026", "ejercicios": "accion:1-3",
                                     "variante": variant, "por_paso": "6"})  # fmt: skip
    with sized_page(browser, *SIZES["phone"]) as page:
        for item in drill_set.items():
            if table(item).ask in ("pots", "received"):
                continue  # the rows of the end go on below; the table and the question fit
            page.goto(live_server + item_path(drill_set, item))
            assert page.evaluate("document.documentElement.scrollWidth") <= SIZES["phone"][0]
            problems = [p for s in FIRST_SCREEN for p in outside(page, s)]
            problems += outside(page, "#ejercicio button[type=submit]")
            assert problems == [], f"{item.id}: {problems}"


SMALL_SCREEN = (390, 664)
FIRST_CONTROL = "#ejercicio form :is(input, .toggle):first-of-type"


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
def test_the_question_and_its_first_control_fit_a_small_phone(
    browser: Any, live_server: str, variant: str
) -> None:
    """Issue 29: at 390×664 the question and its first control are on the first screen at
    every question of steps 1-3, the end's rows (pots, what each receives) included; the
    table above them, no sideways scroll."""
    drill_set = DrillSet.from_query({"semilla": "7", "ejercicios": "accion:1-3",
                                     "variante": variant, "por_paso": "10"})  # fmt: skip
    asked = set()
    with sized_page(browser, *SMALL_SCREEN) as page:
        for item in drill_set.items():
            page.goto(live_server + item_path(drill_set, item))
            assert page.evaluate("document.documentElement.scrollWidth") <= SMALL_SCREEN[0]
            width, height = SMALL_SCREEN
            firsts = {s: boxes(page, s)[0] for s in ("#pregunta", FIRST_CONTROL)}
            problems = {
                s: b
                for s, b in firsts.items()
                if min(b["top"], b["left"]) < 0 or b["bottom"] > height or b["right"] > width
            }
            assert problems == {}, f"{item.id} ({table(item).ask}): {problems}"
            asked.add(table(item).ask)
    assert {"to_act", "pots"} <= asked, asked


def test_showing_down_by_touch_on_a_phone(browser: Any, live_server: str) -> None:
    """Issue 30: at a showdown, with the cards still face down, «¿Quién enseña primero?»
    and whether a player may muck unseen, answered by touch at 390×844: a tempting
    mistake named with its lesson, then the right answer; axe reports nothing."""

    def at(seed: int, step: int, count: int) -> DrillSet:
        query = {"semilla": str(seed), "ejercicios": f"accion:{step}", "por_paso": str(count)}
        return DrillSet.from_query(query)

    def first_asking(ask: str, answer: object) -> tuple[DrillSet, DrillItem]:
        """The first item over a few seeds that asks ``ask`` with that answer (None: any):
        found, not pinned, so a change in the play moves the item, not the test."""
        for seed in range(40, 60):
            for step, count in ((1, 20), (3, 15), (2, 15)):
                drill_set = at(seed, step, count)
                for item in drill_set.items():
                    t = table(item)
                    if t.ask == ask and answer in (None, t.solution()[ask]):
                        return drill_set, item
        raise AssertionError(f"no {ask} = {answer} in seeds 40-59")

    cases = [first_asking("shows_first", None)]
    cases += [first_asking("may_muck", True), first_asking("may_muck", False)]
    asks = set()
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        for drill_set, item in cases:
            t = table(item)
            asks.add((t.ask, t.solution()[t.ask]))
            page.goto(live_server + item_path(drill_set, item))
            expect(page.locator(f"{AREA} .question")).to_have_text(t.question)
            axe_clean(page, f"{item.id}: the showdown question, 390×844")
            mistake = mistake_of(item)
            assert mistake is not None, item.id
            code, typed = mistake
            enter_by_touch(page, item, typed)
            assert_answered(page, item, typed, drill_set)
            expect(page.locator(f"{AREA} [data-mistake='{code}']")).to_be_visible()
            expect(page.locator(f"{AREA} .feedback-mistake a[data-lesson]")).to_have_count(1)
            axe_clean(page, f"{item.id}: a showdown mistake named, 390×844")
            page.locator(f"{AREA} [data-retry]").tap()
            right = t.solution()
            enter_by_touch(page, item, right)
            assert_answered(page, item, right, drill_set)
    assert {ask for ask, _ in asks} == {"shows_first", "may_muck"}, asks
    assert {answer for ask, answer in asks if ask == "may_muck"} == {True, False}, asks
