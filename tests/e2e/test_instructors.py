"""/instructores/ in Debian's Chromium: axe finds nothing, nothing overflows at 360 px, the
form (levels and drill steps) works by keyboard with htmx and without JavaScript, and the
worksheet prints as many showdowns per A4 page as fit, none split, with the answer key on
pages of its own (checked in the PDF that Chromium prints, read with pypdf)."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest

from academy.engine.hands import Variant
from academy.instructors import ClassSet, export
from academy.practice import PracticeSet

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

DRILLS = "ejercicios=cinco:1,botes:3,limites:3&semilla=42&por_nivel=2"
PAGES = [
    "/instructores/",
    "/instructores/?niveles=&niveles=4&semilla=x",
    "/instructores/ficha/?semilla=42&por_nivel=2",
    "/instructores/solucionario/?semilla=42&por_nivel=2&niveles=3-4",
    f"/instructores/?niveles=1&{DRILLS}",
    f"/instructores/?niveles=&ejercicios=dados&{DRILLS}",
    f"/instructores/ficha/?niveles=1&{DRILLS}",
    f"/instructores/solucionario/?{DRILLS}",
]
SUIT_NAMES = ("tréboles", "diamantes", "corazones", "picas")


@pytest.mark.parametrize("path", PAGES)
def test_axe_no_violations(page: Any, live_server: str, path: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.goto(live_server + path)
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


@pytest.mark.parametrize("path", PAGES)
def test_nothing_overflows_on_a_phone(phone_page: Any, live_server: str, path: str) -> None:
    phone_page.goto(live_server + path)
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 360


ACCION = "ejercicios=accion:1,accion:3&semilla=42&por_nivel=4"
ACCION_PAGES = [f"/instructores/?niveles=&{ACCION}", f"/instructores/ficha/?{ACCION}",
                f"/instructores/solucionario/?{ACCION}"]  # fmt: skip


@pytest.mark.parametrize("path", ACCION_PAGES)
def test_accion_preview_sheet_and_key_pass_axe_and_fit_a_phone(
    page: Any, phone_page: Any, live_server: str, path: str
) -> None:
    """«Sigue la acción»: the hand's table (seats, board, pot, action) in the preview, the
    worksheet and the key."""
    from axe_playwright_python.sync_playwright import Axe

    page.goto(live_server + path)
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    phone_page.goto(live_server + path)
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 360


def tab_to(page: Any, selector: str) -> None:
    for _ in range(80):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def choose_by_keyboard(page: Any) -> None:
    """Levels 2 and 3 only, 4 per level, seed 321, Short Deck: Tab, Space and typing."""
    for level, wanted in ((1, False), (2, True), (3, True), (4, False)):
        tab_to(page, f"#nivel-{level}")
        if page.locator(f"#nivel-{level}").is_checked() != wanted:
            page.keyboard.press("Space")
    tab_to(page, "#por_nivel")
    page.keyboard.press("Control+A")
    page.keyboard.type("4")
    tab_to(page, "#semilla")
    page.keyboard.press("Control+A")
    page.keyboard.type("321")
    tab_to(page, "#variante")
    page.keyboard.press("End")  # the last option: Short Deck
    tab_to(page, "form button:not([name])")
    page.keyboard.press("Enter")


def test_form_by_keyboard_with_htmx(page: Any, live_server: str) -> None:
    page.goto(live_server + "/instructores/")
    page.evaluate("window.__sameDocument = true")
    choose_by_keyboard(page)
    expect(page.locator(".set-summary")).to_contain_text("s23-4-321")
    assert page.evaluate("window.__sameDocument") is True  # swapped, not reloaded
    assert "variante=shortdeck" in page.url  # the form also sends its CSV separator
    link = page.locator(".class-link")
    expect(link).to_have_text(
        live_server + "/practica/?semilla=321&niveles=2-3&por_nivel=4&variante=shortdeck"
    )
    # "Nueva semilla" by keyboard: the server draws a seed, the field shows it, focus stays.
    tab_to(page, "button[name=nueva]")
    page.keyboard.press("Enter")
    expect(page.locator("#semilla")).not_to_have_value("321")
    seed = page.locator("#semilla").input_value()
    assert re.fullmatch(r"\d{1,6}", seed)
    expect(page.locator(".set-summary")).to_contain_text(f"s23-4-{seed}")
    assert page.evaluate("document.activeElement.name") == "nueva"
    assert page.url.endswith(
        f"/instructores/?semilla={seed}&niveles=2-3&por_nivel=4&variante=shortdeck"
    )
    assert page.evaluate("window.__sameDocument") is True


def test_form_by_keyboard_without_javascript(nojs_page: Any, live_server: str) -> None:
    page = nojs_page
    page.goto(live_server + "/instructores/")
    choose_by_keyboard(page)
    page.wait_for_url(re.compile(r"semilla=321"))
    expect(page.locator(".set-summary")).to_contain_text("s23-4-321")
    tab_to(page, "button[name=nueva]")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"semilla=(?!321&)\d+"))
    seed = page.locator("#semilla").input_value()
    expect(page.locator(".set-summary")).to_contain_text(f"s23-4-{seed}")


def test_bad_value_shows_the_spanish_message(page: Any, live_server: str) -> None:
    page.goto(live_server + "/instructores/")
    tab_to(page, "#por_nivel")
    page.keyboard.press("Control+A")
    page.keyboard.type("60")
    page.keyboard.press("Enter")
    expect(page.get_by_role("alert")).to_contain_text("Manos por nivel")
    expect(page.locator(".set-summary")).to_have_count(0)
    expect(page.locator("#por_nivel")).to_have_attribute("aria-invalid", "true")
    assert page.evaluate("document.activeElement.id") == "por_nivel"


# Printing --------------------------------------------------------------------------------


def pdf_pages(page: Any, url: str) -> list[str]:
    from pypdf import PdfReader

    page.goto(url)
    data = page.pdf(format="A4")
    return [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages]


def titles_per_page(texts: list[str]) -> list[list[int]]:
    """The numbers of the showdowns and exercises that start on each page."""
    return [[int(n) for n in re.findall(r"(?:Mano|Ejercicio) (\d+) ·", page)] for page in texts]


# Today's default set: 20 hands. They printed two per page (10 pages, ~40 % of each blank);
# then the board beside a list of seats, six pages; now each hand on the site's oval table
# (issue 29), three hands a page: seven.
WORKSHEET_BOUNDS = [(PracticeSet(), 7), (PracticeSet((1, 2, 3), 3, 8, Variant.OMAHA), 4)]


@pytest.mark.parametrize(
    ("practice_set", "most_pages"), WORKSHEET_BOUNDS, ids=lambda v: getattr(v, "code", str(v))
)
def test_worksheet_fits_the_hands_that_fit(
    page: Any, live_server: str, practice_set: PracticeSet, most_pages: int
) -> None:
    texts = pdf_pages(page, f"{live_server}/instructores/ficha/?{practice_set.query()}")
    total = len(practice_set.slots())
    assert len(texts) <= most_pages, f"{total} hands on {len(texts)} pages"
    starts = titles_per_page(texts)
    assert [n for numbers in starts for n in numbers] == list(range(1, total + 1))
    for numbers, text in zip(starts, texts, strict=True):
        assert text.count("Tu respuesta") == len(numbers)  # no hand split across pages
    whole = "\n".join(texts)
    assert "¿Quién se lleva" in whole and "Solucionario" not in whole
    assert f"{live_server}/practica/?{practice_set.query()}" in whole.replace("\n", "")
    for name in SUIT_NAMES:  # on paper each card names its suit
        assert name in whole


def test_worksheet_with_drills_prints_every_exercise_whole(page: Any, live_server: str) -> None:
    chosen = ClassSet((1,), (("cinco", 1), ("botes", 3), ("limites", 3)), 2, 42)
    texts = pdf_pages(page, f"{live_server}/instructores/ficha/?{chosen.query()}")
    starts = titles_per_page(texts)
    assert [n for numbers in starts for n in numbers] == list(range(1, 9))
    assert len(texts) <= 4
    for numbers, text in zip(starts, texts, strict=True):
        drills = [n for n in numbers if n > 2]
        blanks = text.count("Las cinco cartas") + text.count("Cada jugador")
        blanks += text.count("Ya no se puede subir")
        assert blanks == len(drills)  # each exercise with its blanks on its own page


def test_print_is_black_and_white(page: Any, live_server: str) -> None:
    page.goto(f"{live_server}/instructores/ficha/?semilla=42&por_nivel=1")
    page.emulate_media(media="print")
    colours = page.evaluate(
        "[...document.querySelectorAll('.ws-table .card')].map(c => getComputedStyle(c).color)"
    )
    assert colours and set(colours) == {"rgb(0, 0, 0)"}
    after = page.evaluate(
        "getComputedStyle(document.querySelector('.ws-table .suit-h .card-face, "
        ".ws-table .suit-d .card-face'), '::after').content"
    )
    assert after in ('"corazones"', '"diamantes"')
    assert page.locator(".site-header").is_hidden() and page.locator(".site-footer").is_hidden()


def test_answer_key_file_starts_on_a_new_page(page: Any, tmp_path: Any) -> None:
    practice_set = PracticeSet((3, 4), 3, 5)
    path = tmp_path / "serie.html"
    path.write_bytes(export(practice_set, "html", "https://poker.example/"))
    texts = pdf_pages(page, path.as_uri())
    sheet_pages = next(i for i, text in enumerate(texts) if "Solucionario" in text)
    assert sheet_pages >= 1 and "Tu respuesta" in texts[sheet_pages - 1]
    assert f"Solucionario de la serie {practice_set.code}" in texts[sheet_pages]
    key = "\n".join(texts[sheet_pages:])
    for number, showdown in enumerate(practice_set.showdowns(), start=1):
        assert f"respuesta {showdown.correct_option.key})" in key
        assert re.search(rf"Mano {number}\b", key)
    assert "Tu respuesta" not in key


def test_drill_steps_by_keyboard_with_and_without_javascript(
    page: Any, nojs_page: Any, live_server: str
) -> None:
    """Untick every level, tick «Reparte los botes, paso 2» with Space, send with Enter."""
    for current in (page, nojs_page):
        current.goto(live_server + "/instructores/")
        for level in (1, 2, 3, 4):
            tab_to(current, f"#nivel-{level}")
            current.keyboard.press("Space")
        tab_to(current, "#ejercicio-botes-2")
        current.keyboard.press("Space")
        tab_to(current, "form button:not([name])")
        current.keyboard.press("Enter")
        expect(current.locator(".set-summary")).to_contain_text("hb2-5-2026")
        expect(current.locator(".class-link")).to_have_text(
            live_server + "/practica/taller/?semilla=2026&ejercicios=botes:2"
        )
        expect(current.locator(".ws-drill")).to_have_count(1)
