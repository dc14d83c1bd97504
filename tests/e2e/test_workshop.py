"""The workshop in Chromium: each drill done by touch on a 390×844 phone (every tempting
mistake of an item, then the right answer), by keyboard, and without JavaScript; what the
page shows equals the drills' own check of the answer typed; axe reports nothing in any
state; the table, the question and the first fields are on the first screen."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from helpers.practice_pages import SIZES, axe_clean, outside, sized_page
from helpers.workshop import ROOT, answer_url, form_pairs, item_path, one_step
from helpers.workshop_browser import AREA, enter_by_keyboard, enter_by_touch, target, verdict_shown

from academy.drills import MISTAKES, DrillItem
from academy.drills.workshop_set import DrillSet

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SETS = {
    "cinco": one_step("cinco", 3, 42, "omaha"),
    "botes": one_step("botes", 3, 42),
    "limites": one_step("limites", 3, 42),
}


def expected(item: DrillItem, typed: dict[str, object]) -> dict[str, object]:
    verdict = item.check(typed)
    return {
        "correct": verdict.correct,
        "mistakes": list(verdict.mistakes),
        "named": [MISTAKES[code].name for code in verdict.mistakes],
    }


def answered(page: Any, drill_set: DrillSet, item: DrillItem, typed: dict[str, object]) -> None:
    """The answer page of ``typed``: its address, the feedback focused and on the screen,
    and the verdict the drills' check gives."""
    expect(page.locator("#respuesta")).to_be_focused()
    expect(page.locator("#respuesta .verdict")).to_be_in_viewport()
    assert_address(page, drill_set, item, typed)
    assert verdict_shown(page) == expected(item, typed)


def assert_address(
    page: Any, drill_set: DrillSet, item: DrillItem, typed: dict[str, object]
) -> None:
    """The page's address is the answer's own: the item's answer page, the fields sent
    (empty ones aside, in any order) and the feedback's anchor."""
    url = urlsplit(page.url)
    assert url.path == item_path(drill_set, item, answer=True) and url.fragment == "respuesta"
    sent = sorted((k, v) for k, v in parse_qsl(url.query) if v)
    assert sent == sorted(form_pairs(item.kind, typed)), page.url


@pytest.mark.parametrize("kind", list(SETS))
def test_each_drill_by_touch_on_a_phone(browser: Any, live_server: str, kind: str) -> None:
    drill_set = SETS[kind]
    item, following = drill_set.items()[:2]
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(live_server + ROOT + "?" + drill_set.query())
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-slot", item.id)
        axe_clean(page, f"{kind}: the question, 390×844")
        for number, (code, typed, _) in enumerate(item.table.offered()):
            enter_by_touch(page, kind, typed)
            expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-correct", "false")
            answered(page, drill_set, item, typed)
            assert code in verdict_shown(page)["mistakes"]  # type: ignore[operator]
            if number == 0:
                axe_clean(page, f"{kind}: a mistake named, 390×844")
            page.locator(f"{AREA} [data-retry]").tap()
            expect(page.locator(f"{AREA} [data-item]")).not_to_have_attribute(
                "data-correct", "false"
            )
        enter_by_touch(page, kind, item.table.solution())
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-correct", "true")
        answered(page, drill_set, item, item.table.solution())
        expect(page.locator("#respuesta [data-note]")).to_contain_text("Corregido en la práctica")
        axe_clean(page, f"{kind}: right after a retry, 390×844")
        page.locator(f"{AREA} [data-next]").tap()
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-slot", following.id)
        expect(page).to_have_url(live_server + item_path(drill_set, following))


@pytest.mark.parametrize("kind", list(SETS))
def test_each_drill_by_keyboard(browser: Any, live_server: str, kind: str) -> None:
    drill_set = SETS[kind]
    item = drill_set.items()[1]
    code, typed, _ = item.table.offered()[-1]
    with sized_page(browser, *SIZES["desktop"]) as page:
        page.goto(live_server + item_path(drill_set, item))
        enter_by_keyboard(page, kind, typed)
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-correct", "false")
        answered(page, drill_set, item, typed)
        assert code in verdict_shown(page)["mistakes"]  # type: ignore[operator]
        axe_clean(page, f"{kind}: a mistake by keyboard, 1280×800")
        page.keyboard.press("Tab")  # from the feedback, on to «Siguiente»
        expect(page.locator(f"{AREA} [data-mistake]").first).to_be_visible()
        page.goto(live_server + item_path(drill_set, item))
        enter_by_keyboard(page, kind, item.table.solution())
        expect(page.locator(f"{AREA} [data-item]")).to_have_attribute("data-correct", "true")
        answered(page, drill_set, item, item.table.solution())


@pytest.mark.parametrize("kind", list(SETS))
def test_each_drill_without_javascript(browser: Any, live_server: str, kind: str) -> None:
    drill_set = SETS[kind]
    item = drill_set.items()[2]
    with sized_page(browser, *SIZES["phone"], java_script_enabled=False) as page:
        for code, typed in [
            *((c, t) for c, t, _ in item.table.offered()[:2]),
            (None, item.table.solution()),
        ]:
            page.goto(live_server + item_path(drill_set, item))
            expect(page.locator("[data-tools]")).to_be_hidden()  # no progress without script
            enter_by_clicks(page, kind, typed)
            expect(page.locator("#respuesta .verdict")).to_be_in_viewport()
            assert_address(page, drill_set, item, typed)
            assert verdict_shown(page) == expected(item, typed)
            assert code is None or code in verdict_shown(page)["mistakes"]  # type: ignore[operator]
        url = item_path(drill_set, item, answer=True) + "?" + BROKEN[kind] + "#respuesta"
        page.goto(live_server + url)
        expect(page.locator("#respuesta.form-error")).to_be_in_viewport()
        expect(page.locator(f"#error-{BROKEN[kind].partition('=')[0]}")).to_be_visible()


BROKEN = {"cinco": "cartas=Zz", "botes": "bote1=12,5&gana1=Ana", "limites": "igualar=diez"}


@pytest.mark.parametrize("kind", list(SETS))
def test_axe_on_the_pages_without_javascript(page: Any, live_server: str, kind: str) -> None:
    """axe needs scripts of its own (a page with JavaScript disabled never runs them), so
    the page's own scripts are blocked instead: what axe sees is the page as served."""
    page.route("**/*.js", lambda route: route.abort())
    drill_set = SETS[kind]
    item = drill_set.items()[2]
    _, mistaken, _ = item.table.offered()[0]
    for url, state in (
        (item_path(drill_set, item), "the question"),
        (answer_url(drill_set, item, mistaken), "a mistake"),
        (answer_url(drill_set, item, item.table.solution()), "right"),
        (item_path(drill_set, item, answer=True) + "?" + BROKEN[kind], "a field unread"),
    ):
        page.goto(live_server + url)
        expect(page.locator("[data-no-script]")).to_be_visible()
        axe_clean(page, f"{kind}: {state}, without JavaScript")


def enter_by_clicks(page: Any, kind: str, typed: dict[str, object]) -> None:
    """The answer by clicks and typing, then «Comprobar»."""
    for name, value in form_pairs(kind, typed):
        element = page.locator(target(name, value))
        details = element.locator("xpath=ancestor::details")
        if name.startswith("sobrante") and details.get_attribute("open") is None:
            details.locator("summary").click()
        if name in ("cartas", "cerrado") or name.startswith(("gana", "sobrante")):
            element.check()
        else:
            element.fill(value)
    page.locator(f"{AREA} button[type=submit]").click()


TARGETS = ", ".join(
    f"#ejercicio {s}" for s in (".card-pick", ".toggle", "input[type=text]", "button")
)
FIRST_SCREEN = {
    "cinco": ["#ejercicio .felt", "#ejercicio .seat", "#ejercicio .board .card", "#pregunta",
              "#ejercicio button[type=submit]"],
    "limites": ["#ejercicio .story", "#pregunta", "#campo-igualar", "#campo-minimo",
                "#campo-maximo"],
    "botes": ["#ejercicio .felt", "#ejercicio .seat", "#pregunta", "#campo-bote1",
              "#campo-gana1 .toggle", "#ejercicio .pot-fields:first-of-type .odd-chips > summary"],
}  # fmt: skip


@pytest.mark.parametrize("kind", list(FIRST_SCREEN))
@pytest.mark.parametrize("variant", ["holdem", "omaha"])
def test_the_table_the_question_and_the_first_fields_are_on_the_first_screen(
    browser: Any, live_server: str, kind: str, variant: str
) -> None:
    if kind == "limites" and variant != "holdem":
        pytest.skip("«Calcula el límite» does not depend on the variant")
    drill_set = DrillSet(((kind, 1), (kind, 2), (kind, 3)), seed=2026, variant=variant_of(variant))
    with sized_page(browser, *SIZES["phone"]) as page:
        for item in drill_set.items():
            page.goto(live_server + item_path(drill_set, item))
            assert page.evaluate("document.documentElement.scrollWidth") <= SIZES["phone"][0]
            problems = [p for s in FIRST_SCREEN[kind] for p in outside(page, s)]
            assert problems == [], f"{item.id}: {problems}"
            boxes = page.evaluate(
                """s => [...document.querySelectorAll(s)].map(e => e.getBoundingClientRect())
                     .filter(b => b.width).map(b => [b.width, b.height])""",
                TARGETS,
            )
            assert boxes and min(min(w, h) for w, h in boxes) >= 24, item.id  # tap targets
            assert min(h for _, h in boxes) >= 40, item.id  # comfortable to tap


def variant_of(code: str) -> Any:
    from academy.engine.hands import parse_variant

    return parse_variant(code)


def test_the_landing_the_strip_and_the_results_pass_axe(browser: Any, live_server: str) -> None:
    drill_set = DrillSet((("cinco", 1), ("botes", 2), ("limites", 3)), per_step=1, seed=3)
    for size in ("phone", "desktop"):
        with sized_page(browser, *SIZES[size]) as page:
            page.goto(live_server + ROOT)
            axe_clean(page, f"the landing, {size}")
            page.goto(live_server + ROOT + "?" + drill_set.query())
            expect(page.locator(f"{AREA} [data-item]")).to_be_visible()
            page.locator(".strip-summary").click()
            expect(page.locator("a.slot").first).to_be_visible()
            axe_clean(page, f"the strip open, {size}")
            page.goto(live_server + f"{ROOT}{drill_set.code}/resultados/")
            expect(page.locator("[data-results-body]")).to_be_visible()
            axe_clean(page, f"the results, {size}")


CSP_WATCH = """document.addEventListener('securitypolicyviolation',
  e => console.error('CSP: ' + e.violatedDirective + ' ' + e.sample))"""


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_422_answers_keep_to_the_csp(browser: Any, live_server: str, size: str) -> None:
    """Issue 22: an unreadable answer of each drill breaks no Content-Security-Policy rule
    (no inline style), swapped in by htmx or loaded as a page."""
    with sized_page(browser, *SIZES[size]) as page:
        page.context.add_init_script(CSP_WATCH)
        violations: list[str] = []
        page.on("console", lambda m: violations.append(m.text) if "CSP" in m.text else None)
        for kind, box in (
            ("cinco", None),
            ("botes", "#campo-bote1"),
            ("limites", AREA + " input[type=text]"),
        ):
            drill_set = one_step(kind, 3 if kind != "limites" else 1)
            item = next(iter(drill_set.items()))
            page.goto(live_server + item_path(drill_set, item))
            if box:
                page.locator(box).first.fill("abc")
            with page.expect_response(lambda r: "respuesta" in r.url) as answer:
                page.locator(AREA + " button[type=submit]").click()
            assert answer.value.status == 422
            page.wait_for_selector(AREA + " .drill-errors")
            page.goto(live_server + item_path(drill_set, item, answer=True) + "?bote1=abc")
        assert violations == []


def test_who_put_in_what_stays_in_view_while_typing(browser: Any, live_server: str) -> None:
    """Issue 22: «Reparte los botes» keeps the contributions on screen at every box."""
    drill_set = one_step("botes", 3)
    item = next(iter(drill_set.items()))
    for size in ("phone", "desktop"):
        with sized_page(browser, *SIZES[size]) as page:
            page.goto(live_server + item_path(drill_set, item))
            boxes = page.locator(AREA + " input[inputmode=numeric]")
            assert boxes.count() > 5
            for i in range(boxes.count()):
                boxes.nth(i).focus()
                shown = page.evaluate(
                    """a => { const r = document.querySelector(a + ' .put-summary')
                                .getBoundingClientRect();
                              return r.top >= 0 && r.bottom <= innerHeight; }""",
                    AREA,
                )
                assert shown, f"{size}: box {i}"
            seats = item.table.spec["players"]
            assert isinstance(seats, list)
            summary = page.locator(AREA + " .put-summary").inner_text()
            for seat in seats:
                assert f"{seat['name']} {seat['contributed']}" in summary
