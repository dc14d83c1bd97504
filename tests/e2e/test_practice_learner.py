"""Issue 22 in Debian's Chromium: a level keeps the learner, every hand's options fit a
390×664 phone (browser bars) on arrival, cards stand up, each winner's five on its own
(touch, keyboard, no JavaScript), focus frames only from the keyboard, «Elige tu
práctica» and the short «Practica tus errores»; axe on every state."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.practice_pages import axe_clean, option_for, sized_page

from academy.engine import Variant
from academy.practice import PracticeSet
from academy.practice.targeted import TRAPS

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

SET = PracticeSet()
CODE = SET.code
SIZES = {"phone": (390, 844), "phone-bars": (390, 664), "desktop": (1280, 800)}
FIT_SETS = [
    SET,
    PracticeSet((1, 2, 3), variant=Variant.OMAHA),
    PracticeSet((1, 2, 3), variant=Variant.SHORTDECK),
    # «Practica tus errores» with every mistake at every level that offers it
    PracticeSet.from_query(
        {
            "semilla": "11",
            "errores": ",".join(f"{m}:{n}" for m in TRAPS for n in TRAPS[m].offered_at),
        }
    ),
]
OPTION = "#mano button.practice-option"
SPLIT_FIVES = f"/practica/{CODE}/4/2/a/"  # Beto wins the main pot, Dani the side pot


def test_a_level_keeps_the_learner_until_it_is_done(browser: Any, live_server: str) -> None:
    """«Practica más manos del nivel 4» opens level 4, hand 1: «Siguiente» stays in
    level 4 until it is done, then goes to the first unanswered hand."""
    with sized_page(browser, *SIZES["phone-bars"]) as page:
        page.goto(f"{live_server}/practica/{CODE}/4/0/")
        for index in range(5):
            expect(page.locator("#mano [data-showdown]")).to_have_attribute(
                "data-slot", f"n4-2026-{index}"
            )
            option = option_for(SET, SET.slot(4, index), right=index != 1)
            page.locator(f"{OPTION}[data-key='{option.key}']").click()
            following = "nivel 4, mano " + str(index + 2) if index < 4 else "nivel 1, mano 1"
            expect(page.locator("[data-next]")).to_have_text("Siguiente: " + following)
            if index == 0:
                axe_clean(page, "level 4 answered at 390×664")
            page.locator("[data-next]").click()
        expect(page.locator("#mano [data-showdown]")).to_have_attribute("data-slot", "n1-2026-0")


def test_without_javascript_the_level_is_kept_too(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["phone"], java_script_enabled=False) as page:
        page.goto(f"{live_server}/practica/{CODE}/4/0/")
        page.locator(f"{OPTION}[data-key='a']").click()
        expect(page.locator("[data-next]")).to_have_text("Siguiente: nivel 4, mano 2")


def bottoms_and_shapes(page: Any) -> dict[str, Any]:
    return dict(
        page.evaluate(
            """() => {
              const box = e => e.getBoundingClientRect();
              const shape = s => [...document.querySelectorAll(s)].map(
                e => [box(e).width, box(e).height]);
              const options = [...document.querySelectorAll('#mano .practice-option')];
              return {
                bottom: Math.max(...options.map(e => box(e).bottom)),
                wide: document.documentElement.scrollWidth,
                table: shape('#mano .felt .card'),
                inline: shape('#mano .practice-option .card'),
              };
            }"""
        )
    )


@pytest.mark.parametrize("practice_set", FIT_SETS, ids=lambda s: s.code)
def test_every_hands_options_fit_a_phone_with_bars(
    browser: Any, live_server: str, practice_set: PracticeSet
) -> None:
    """At 390×664 every option of every hand is on the first screen as the hand opens
    (the default set, Omaha, Short Deck, a set for every mistake at every level);
    cards on the table and in the options are portrait (taller than wide)."""
    width, height = SIZES["phone-bars"]
    with sized_page(browser, width, height) as page:
        for number, slot in enumerate(practice_set.slots()):
            page.goto(f"{live_server}/practica/{practice_set.code}/{slot.level}/{slot.index}/")
            found = bottoms_and_shapes(page)
            assert found["bottom"] <= height, (slot.id, found["bottom"])
            assert found["wide"] <= width, slot.id
            assert found["table"] and all(h > w for w, h in found["table"]), slot.id
            assert all(h > w for w, h in found["inline"]), slot.id
            if number in (0, len(practice_set.slots()) - 1):
                axe_clean(page, f"390×664, {slot.id}")


def styles_of_the_table(page: Any) -> dict[str, str]:
    """Each lit table card's seats (``data-juega-asientos``) → its border style."""
    return dict(
        page.evaluate(
            """() => [...document.querySelectorAll('#mano .felt .card[data-juega]')].map(
                 c => [c.querySelector('.vh').textContent.split(',')[0] + '|' +
                       c.dataset.juegaAsientos, getComputedStyle(c).borderTopStyle])"""
        )
    )


def check_alone(page: Any, seat: str | None) -> None:
    for card, style in styles_of_the_table(page).items():
        seats = card.split("|")[1].split()
        plays = bool(seats) if seat is None else seat in seats
        assert style == ("solid" if plays else "dashed"), (seat, card, style)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("script", [True, False], ids=["js", "nojs"])
def test_each_winners_five_on_its_own(
    browser: Any, live_server: str, size: str, script: bool
) -> None:
    options: dict[str, Any] = {"java_script_enabled": script, "has_touch": True}
    with sized_page(browser, *SIZES[size], **options) as page:
        page.goto(live_server + SPLIT_FIVES)
        view = page.locator(".five-view")
        expect(view.locator("input")).to_have_count(3)
        # Issue 35: it opens on the first winner's five (Beto's), not on «todos».
        beto = view.locator("label", has_text="Beto").locator("input")
        expect(beto).to_be_checked()
        check_alone(page, beto.get_attribute("value"))
        view.locator("label", has_text="todos").tap()
        check_alone(page, None)  # every winner's five lit
        dani = view.locator("label", has_text="Dani")
        seat = dani.locator("input").get_attribute("value")
        dani.tap()
        check_alone(page, seat)
        if script:  # axe runs as a script; the page without one is the same markup
            axe_clean(page, f"{size}, only Dani's five")
        page.keyboard.press("ArrowLeft")  # the radio group by keyboard: Beto
        expect(beto).to_be_checked()
        check_alone(page, beto.get_attribute("value"))


def outline(page: Any, selector: str) -> str:
    return str(
        page.evaluate("s => getComputedStyle(document.querySelector(s)).outlineStyle", selector)
    )


def test_focus_frames_come_from_the_keyboard_only(browser: Any, live_server: str) -> None:
    with sized_page(browser, *SIZES["phone"], has_touch=True) as page:
        page.goto(f"{live_server}/practica/{CODE}/2/0/")
        page.locator(f"{OPTION}[data-key='a']").tap()
        expect(page.locator("#respuesta")).to_be_focused()
        assert outline(page, "#respuesta") == "none"  # a tap: no frame
        page.locator("[data-next]").tap()
        expect(page.locator("#mano-titulo")).to_be_focused()
        assert outline(page, "#mano-titulo") == "none"
        page.locator(f"{OPTION}[data-key='b']").focus()
        page.keyboard.press("Enter")
        expect(page.locator("#respuesta")).to_be_focused()
        assert outline(page, "#respuesta") == "solid"  # the keyboard: a frame


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("script", [True, False], ids=["js", "nojs"])
def test_choose_the_game_and_the_levels(
    browser: Any, live_server: str, size: str, script: bool
) -> None:
    with sized_page(browser, *SIZES[size], java_script_enabled=script) as page:
        page.goto(live_server + "/practica/")
        page.locator(".practice-choose-link").click()
        expect(page.locator("#elegir")).to_be_in_viewport()
        if script:
            axe_clean(page, f"{size}, «Elige tu práctica»")
        form = page.locator("#elegir")
        form.get_by_label("Omaha").check()
        for level in ("2", "4"):
            form.locator(f"input[name='niveles'][value='{level}']").uncheck()
        form.get_by_role("button", name="Empezar esta práctica").click()
        expect(page.locator("[data-practice]")).to_have_attribute("data-code", "o13-5-2026")
        expect(page.locator("#mano h2")).to_have_text("Nivel 1 · mano 1 de 5")
        # Level 4 ticked again with Omaha: the form gives the levels Omaha has, not an error.
        page.locator("#elegir input[name='niveles'][value='4']").check()
        page.locator("#elegir button").click()
        expect(page.locator("[data-practice]")).to_have_attribute("data-code", "o13-5-2026")
        expect(page.locator("#elegir-error")).to_have_count(0)
        # A typed address with level 4 in Omaha still says what is wrong, in plain words.
        page.goto(live_server + "/practica/?variante=omaha&niveles=2,4")
        expect(page.locator("#elegir-error")).to_contain_text("solo se practica en Texas Hold")
        expect(page.locator("#elegir-error")).not_to_contain_text("(holdem)")
        assert page.locator("#elegir fieldset[aria-invalid='true']").count() == 1
        if script:
            axe_clean(page, f"{size}, «Elige tu práctica» with an error")


@pytest.mark.browser
@pytest.mark.parametrize("script", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize(
    ("game", "code"), [("Omaha", "o123-5-2026"), ("Short Deck", "s123-5-2026")]
)
def test_a_game_from_the_forms_defaults_gives_a_practice(
    browser: Any, live_server: str, script: bool, game: str, code: str
) -> None:
    """«Elige tu práctica» as it comes (levels 1-4 ticked): another game and «Empezar»
    give that game's levels 1-3, never a 400."""
    with sized_page(browser, *SIZES["phone"], java_script_enabled=script) as page:
        page.goto(live_server + "/practica/")
        form = page.locator("#elegir")
        assert form.locator("input[name='niveles']:checked").count() == 4
        form.get_by_label(game, exact=True).check()
        with page.expect_response(lambda r: "/practica/?" in r.url) as answer:
            form.get_by_role("button", name="Empezar esta práctica").click()
        assert answer.value.status == 200
        expect(page.locator("[data-practice]")).to_have_attribute("data-code", code)
        expect(page.locator("#mano h2")).to_have_text("Nivel 1 · mano 1 de 5")


@pytest.mark.parametrize("size", list(SIZES))
def test_practise_your_mistakes_is_a_short_titled_set(
    browser: Any, live_server: str, size: str
) -> None:
    """Two hands of a two-level set answered wrongly: «Practica tus errores» names each
    mistake with its level, and opens two hands of each, titled as such."""
    small = PracticeSet((1, 2), 2, 2026)
    with sized_page(browser, *SIZES[size]) as page:
        page.goto(f"{live_server}/practica/?{small.query()}")
        made = set()
        for slot in small.slots():
            wrong = slot.index == 0
            option = option_for(small, slot, right=not wrong)
            page.locator(f"{OPTION}[data-key='{option.key}']").click()
            expect(page.locator("#respuesta")).to_be_focused()
            if wrong:
                made.add(f"{option.error}:{slot.level}")
            page.locator("[data-next]").click()
        link = page.locator("[data-errors-link]")
        expect(link).to_be_visible()
        href = link.get_attribute("href") or ""
        assert set(href.split("errores=")[1].split(",")) == made
        link.click()
        expect(page.locator("h1")).to_have_text("Practica tus errores")
        expect(page).to_have_title(re.compile("Practica tus errores|Nivel"))
        expect(page.locator("a.slot")).to_have_count(2 * len(made))
        expect(page.locator(".showdown-topic")).to_contain_text("Para practicar:")
        axe_clean(page, f"{size}, «Practica tus errores»")
