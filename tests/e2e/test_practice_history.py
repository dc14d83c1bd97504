"""Each hand has its own address: Back, Forward and reload in Chromium; the review of a
missed hand (the first answer, the right one and the explanation); the results view at
the end of a set; «Practica tus errores» and the set it builds; axe on each of them."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.practice_pages import SIZES, axe_clean, history_step, option_for, sized_page

from academy.practice import MISTAKES, PracticeSet
from academy.practice.targeted import TRAPS, targeted_showdown
from academy.web.mistake_lessons import SECTIONS

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SMALL = PracticeSet(levels=(1, 4), per_level=2, seed=808)  # wrong: the first of each level
WRONG = {SMALL.slots()[0].id, SMALL.slots()[2].id}
OPTION = "#mano button.practice-option"


def showing(page: Any) -> str | None:
    article = page.locator("#mano [data-showdown]")
    return article.get_attribute("data-slot") if article.count() else None


def answer(page: Any, practice_set: PracticeSet, index: int, right: bool) -> str:
    slot = practice_set.slots()[index]
    expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", slot.id)
    key = option_for(practice_set, slot, right).key
    page.locator(f"{OPTION}[data-key='{key}']").click()
    expect(page.locator("#respuesta")).to_be_focused()
    return key


def test_back_forward_and_reload(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["phone"]) as page:
        page.goto(live_server + "/practica/?" + SMALL.query())
        base = f"{live_server}/practica/{SMALL.code}"
        expect(page).to_have_url(f"{base}/1/0/")  # replaced, not a new history entry
        first = answer(page, SMALL, 0, right=False)
        expect(page).to_have_url(f"{base}/1/0/{first}/#respuesta")
        page.locator("[data-next]").click()
        expect(page).to_have_url(f"{base}/1/1/")
        second = answer(page, SMALL, 1, right=True)
        history_step(page, "back")
        expect(page).to_have_url(f"{base}/1/1/")
        expect(page.locator("#respuesta")).to_have_count(0)  # the question again
        assert showing(page) == SMALL.slots()[1].id
        history_step(page, "back")
        expect(page).to_have_url(f"{base}/1/0/{first}/#respuesta")
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-key", first)
        expect(page.locator("#respuesta [data-note]")).to_contain_text("Esta fue tu primera")
        history_step(page, "back")
        expect(page).to_have_url(f"{base}/1/0/")
        expect(page.locator("#respuesta")).to_have_count(0)
        history_step(page, "forward")
        expect(page).to_have_url(f"{base}/1/0/{first}/#respuesta")
        history_step(page, "forward")
        expect(page).to_have_url(f"{base}/1/1/")
        expect(page.locator("#mano [data-showdown]")).to_have_attribute(
            "data-slot", SMALL.slots()[1].id
        )
        history_step(page, "forward")
        expect(page).to_have_url(f"{base}/1/1/{second}/#respuesta")
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-key", second)
        page.reload()
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-key", second)
        expect(page.locator(f'a.slot[data-slot="{SMALL.slots()[0].id}"] [data-mark]')).to_have_text(
            "fallo"
        )
        expect(page.locator("[data-total]")).to_have_text(
            "Llevas 1 bien de 2 respondidas; quedan 2 manos."
        )


def test_review_shows_the_first_answer_the_right_one_and_why(page: Any, live_server: str) -> None:
    page.goto(live_server + "/practica/?" + SMALL.query())
    first = answer(page, SMALL, 0, right=False)
    page.locator("[data-retry]").click()  # a second try does not replace the first answer
    answer(page, SMALL, 0, right=True)
    page.locator("[data-next]").click()
    expect(page.locator("#mano-titulo")).to_be_focused()
    review = page.locator("details[data-review]")
    review.locator("summary").click()
    link = review.locator("[data-error-list] a")
    expect(link).to_have_count(1)
    expect(link).to_have_attribute("href", f"/practica/{SMALL.code}/1/0/{first}/#respuesta")
    link.click()
    expect(page).to_have_url(f"{live_server}/practica/{SMALL.code}/1/0/{first}/#respuesta")
    showdown = SMALL.showdown(1, 0)
    chosen, right = showdown.option(first), showdown.correct_option
    expect(page.locator(".practice-option.is-wrong")).to_contain_text(f"{first.upper()} ")
    expect(page.locator(".practice-option.is-wrong .option-note")).to_have_text("✗ Tu respuesta")
    expect(page.locator(".practice-option.is-right")).to_contain_text("Respuesta correcta")
    expect(page.locator(".practice-option.is-right .option-key")).to_have_text(right.key.upper())
    expect(page.locator("[data-mistake]")).to_have_text(MISTAKES[chosen.error or ""].name)
    page.locator("#respuesta details > summary").click()
    expect(page.locator("#respuesta .explanation li")).to_have_count(
        len(showdown.settlement.explanation)
    )
    expect(page.locator("#respuesta [data-note]")).to_contain_text(
        f"Esta fue tu primera respuesta (la {first.upper()})"
    )
    axe_clean(page, "review of a missed hand")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_results_and_practise_your_mistakes(browser: Any, live_server: str, size: str) -> None:
    with sized_page(browser, *SIZES[size]) as page:
        page.goto(live_server + "/practica/?" + SMALL.query())
        mistakes = []
        made = []  # each mistake with the level where it was made
        for index, slot in enumerate(SMALL.slots()):
            answer(page, SMALL, index, right=slot.id not in WRONG)
            if slot.id in WRONG:
                mistakes.append(option_for(SMALL, slot, False).error)
                made.append((mistakes[-1], slot.level))
            page.locator("[data-next]").click()
        expect(page).to_have_url(f"{live_server}/practica/{SMALL.code}/resultados/")
        results = page.locator("[data-results]")
        expect(page.locator("#resultados-titulo")).to_be_focused()
        expect(results.locator("[data-results-total]")).to_have_text(
            "Serie terminada: 2 bien de 4 a la primera."
        )
        for level in SMALL.levels:
            row = results.locator(f'[data-results-level="{level}"] [data-right]')
            expect(row).to_have_text("1")
        shown = results.locator("[data-kind]:visible")
        expect(shown).to_have_count(len(set(mistakes)))
        for kind in set(mistakes):
            item = results.locator(f'[data-kind="{kind}"]')
            expect(item).to_contain_text(MISTAKES[kind].name.capitalize())
            expect(item).to_contain_text(f"{mistakes.count(kind)} mano")
            slug, section = SECTIONS[kind]
            expect(item.locator("a")).to_have_attribute("href", f"/lecciones/{slug}/#{section}")
        expect(results.get_by_role("link", name="Otra serie")).to_be_visible()
        errors = results.get_by_role("link", name="Practica tus errores")
        pairs = ",".join(f"{kind}:{level}" for kind, level in made)  # in the strip's order
        expect(errors).to_have_attribute("href", "/practica/nueva/?errores=" + pairs)
        axe_clean(page, f"results, {size}")
        page.reload()  # the results have their own address too
        expect(results.locator("[data-results-total]")).to_contain_text("2 bien de 4")

        errors.click()
        expect(page).to_have_url(re.compile(r"/practica/[a-z0-9-]+/[0-9]+/0/$"))
        code = page.url.split("/practica/")[1].split("/")[0]
        letters = "".join(f"{TRAPS[k].letter}{level}" for k, level in sorted(
            made, key=lambda pair: (list(TRAPS).index(pair[0]), pair[1])))  # fmt: skip
        assert re.fullmatch(rf"h[0-9]+-2-[0-9]+-{letters}", code), code
        practised = PracticeSet.from_code(code)
        assert set(practised.missed) == set(made)
        expect(page.locator("a.slot")).to_have_count(2 * len(set(made)))  # two per mistake
        expect(page.locator("h1")).to_have_text("Practica tus errores")
        first = practised.slots()[0]
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", first.id)
        mistake = practised.mistake_at(first) or ""
        expect(page.locator(".showdown-topic")).to_have_text(
            f"Para practicar: {MISTAKES[mistake].name}"
        )
        showdown = targeted_showdown(mistake, practised.seed, 0, "holdem", first.level)
        wanted = next(o for o in showdown.options if o.error == mistake)
        expect(page.locator(f"{OPTION}[data-key='{wanted.key}']")).to_be_visible()
        axe_clean(page, f"a set for your mistakes, {size}")
        page.locator(f"{OPTION}[data-key='{wanted.key}']").click()
        expect(page.locator("[data-mistake]")).to_have_text(MISTAKES[mistake].name)
        page.goto(live_server + "/practica/?" + SMALL.query())  # the old set opens on results
        expect(page).to_have_url(f"{live_server}/practica/{SMALL.code}/resultados/")
        expect(page.locator("[data-results-total]")).to_contain_text("2 bien de 4")


def test_results_without_mistakes_offer_another_set(page: Any, live_server: str) -> None:
    perfect = PracticeSet(levels=(2,), per_level=1, seed=3)
    page.goto(live_server + "/practica/?" + perfect.query())
    answer(page, perfect, 0, right=True)
    expect(page.locator("[data-next]")).to_have_text("Ver tus resultados")
    page.locator("[data-next]").click()
    expect(page.locator("[data-no-mistakes]")).to_be_visible()
    expect(page.get_by_role("link", name="Practica tus errores")).to_be_hidden()
    expect(page.get_by_role("link", name="Otra serie").first).to_be_visible()


def test_axe_on_every_state_at_360x740(browser: Any, live_server: str) -> None:
    tiny = PracticeSet(levels=(1, 2), per_level=1, seed=12)
    with sized_page(browser, *SIZES["small-phone"]) as page:
        page.goto(live_server + "/practica/?" + tiny.query())
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", "n1-12-0")
        axe_clean(page, "initial, 360×740")
        answer(page, tiny, 0, right=False)
        expect(page.locator("[data-note]")).to_contain_text("Ahora empieza el nivel 2")
        axe_clean(page, "answered wrong and a level change, 360×740")
        page.locator("[data-next]").click()
        answer(page, tiny, 1, right=True)
        axe_clean(page, "answered right, the last hand, 360×740")
        page.locator("[data-next]").click()
        expect(page.locator("#resultados-titulo")).to_be_focused()
        axe_clean(page, "results, 360×740")
        page.locator("details[data-review] summary").click()
        page.locator("[data-error-list] a").click()
        expect(page.locator("#respuesta [data-note]")).to_contain_text("Esta fue tu primera")
        axe_clean(page, "review, 360×740")
        page.goto(live_server + f"/practica/{tiny.code}/resultados/")
        page.get_by_role("link", name="Practica tus errores").click()
        expect(page.locator(".showdown-topic")).to_contain_text("Para practicar")
        axe_clean(page, "a set for your mistakes, 360×740")
