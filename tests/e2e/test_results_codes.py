"""Results codes in Chromium: learners answer a practice set and a workshop set (each in
their own browser, so their own localStorage), the results view shows each one's code,
and the codes pasted into /instructores/resultados/ give the class table the engine
expects; axe finds nothing on the page at 390×844 and 1280×800."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest
from helpers.practice_pages import axe_clean, sized_page
from helpers.workshop import answer_url, answers, form_pairs
from werkzeug.datastructures import MultiDict

from academy.drills.workshop_set import DrillSet
from academy.instructors.results import checksum, class_results, decode, encode
from academy.practice import PracticeSet
from academy.web.results import read_drill
from academy.web.workshop_forms import read_answer

PRACTICE = PracticeSet.from_code("h12-3-7")
WORKSHOP = DrillSet.from_code("hc1b3l2-2-42")
CODE = "[data-codigo-resultados]"
WORKSHOP_LENGTH = 260  # characters, at most, of a code of WORKSHOP's 6 exercises (604 unpacked;
# 349 packed without the tokens, before)
SHOWN = f"document.querySelector('{CODE}').getAttribute('data-codigo-resultados').length > 8"


def shown_code(page: Any) -> str:
    """The code in the attribute, which must be the element's text too."""
    code = page.locator(CODE).get_attribute("data-codigo-resultados") or ""
    assert code == page.locator(CODE).text_content()
    return code


def practice_code(browser: Any, server: str, picks: list[int | None]) -> tuple[str, str]:
    """Answer each hand with its option ``pick`` (None: not answered); the code shown,
    and the code the answers should give."""
    keys = []
    with sized_page(browser, 390, 844) as page:
        for slot, pick in zip(PRACTICE.slots(), picks, strict=True):
            if pick is None:
                keys.append("")
                continue
            key = PRACTICE.showdown(slot.level, slot.index).options[pick].key
            keys.append(key)
            page.goto(f"{server}/practica/{PRACTICE.code}/{slot.level}/{slot.index}/{key}/")
            page.wait_for_load_state("networkidle")
        page.goto(f"{server}/practica/{PRACTICE.code}/resultados/")
        page.wait_for_function(SHOWN)
        # «Practica tus errores» on the phone's first screen; no link to where we are.
        errors = page.locator("[data-errors-link]")
        if any(not PRACTICE.showdown(s.level, s.index).options[p].correct
               for s, p in zip(PRACTICE.slots(), picks, strict=True) if p is not None):  # fmt: skip
            assert errors.is_visible() and errors.bounding_box()["y"] + 44 <= 844  # type: ignore[index]
        assert not page.locator("[data-results-link]").is_visible()
        shown = shown_code(page)
    return shown, encode(PRACTICE.code, keys)


def unpacked(queries: list[str]) -> str:
    """The code as it was before packing (and as a browser without CompressionStream
    writes it)."""
    head = f"{WORKSHOP.code}.{'!'.join(queries)}"
    return f"{head}.{checksum(head)}"


def workshop_code(browser: Any, server: str, picks: list[int | None]) -> tuple[str, list[str]]:
    """Answer each item with its answer ``pick`` (None: not answered); the code shown, and
    the queries it should hold."""
    queries = []
    with sized_page(browser, 1280, 800) as page:
        for item, pick in zip(WORKSHOP.items(), picks, strict=True):
            if pick is None:
                queries.append("")
                continue
            options = list(answers(item))
            typed = options[pick % len(options)][1]
            queries.append(read_answer(item, MultiDict(form_pairs(item.kind, typed))).query)
            page.goto(server + answer_url(WORKSHOP, item, typed))
            page.wait_for_load_state("networkidle")
        page.goto(f"{server}/practica/taller/{WORKSHOP.code}/resultados/")
        page.wait_for_function(SHOWN)
        assert not page.locator("[data-results-link]").is_visible()
        return shown_code(page), queries


def test_codes_from_the_results_views_make_the_class_table(browser: Any, live_server: str) -> None:
    lines = []
    for name, picks in (("Ana", [0, 1, 2, 3, 0, 1]), ("Beto", [1, 1, None, 0, 2, 0])):
        shown, expected = practice_code(browser, live_server, picks)
        assert shown == expected, name
        lines.append(f"{name}: {shown}")
    for name, picks in (("Carla", [0, 0, 0, 0, 0, 0]), ("Dani", [1, 2, 1, None, 1, 0])):
        shown, queries = workshop_code(browser, live_server, picks)
        assert shown.startswith(WORKSHOP.code + ".y"), shown  # packed by the browser, tokens
        assert len(shown) <= WORKSHOP_LENGTH, len(shown)
        assert list(decode(shown).answers) == queries  # each item's canonical query
        print(
            f"{name}: {len(shown)} characters, {len(encode(WORKSHOP.code, queries))} packed "
            f"in Python, {len(unpacked(queries))} unpacked"
        )
        lines.append(f"{name}: {shown}")
    lines.append("Eva: " + lines[0].split(": ")[1].replace(".", ".b", 1))  # tampered
    pasted = "\n".join(lines)
    expected = class_results(pasted, read_drill)
    assert expected.read == 4 and len(expected.bad) == 1
    carla = next(t for t in expected.tables if t.plan.kind == "taller").learners[0]
    assert carla.correct == carla.total == 6  # the right answers, judged right again
    for width, height in ((390, 844), (1280, 800)):
        with sized_page(browser, width, height) as page:
            page.goto(f"{live_server}/instructores/resultados/")
            page.fill("#codigos", pasted)
            page.click("button[type=submit]")  # the POSTed form, as without JavaScript
            page.wait_for_load_state("networkidle")
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            rows = page.locator("[data-alumno]")
            assert rows.count() == 4
            for i, learner in enumerate(lr for t in expected.tables for lr in t.learners):
                cells = page.locator(f"[data-serie='{learner.set_code}'] tbody tr")
                assert learner.name in (cells.nth(i % 2).text_content() or "")
            assert "mal copiado" in (page.locator("[data-linea-mala]").text_content() or "")
            axe_clean(page, f"resultados {width}")


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_the_empty_results_page_is_clean(
    browser: Any, live_server: str, size: tuple[int, int]
) -> None:
    with sized_page(browser, *size) as page:
        page.goto(f"{live_server}/instructores/resultados/?" + urlencode({"codigos": "x"}))
        assert page.locator("[data-linea-mala]").count() == 1
        axe_clean(page, "resultados vacíos")


@pytest.mark.browser
@pytest.mark.parametrize(
    "results",
    [f"/practica/{PRACTICE.code}/resultados/", f"/practica/taller/{WORKSHOP.code}/resultados/"],
    ids=["practica", "taller"],
)
def test_copy_my_code_in_one_tap(browser: Any, live_server: str, results: str) -> None:
    """«Copiar mi código» beside the results code puts the whole code on the clipboard and
    says so; without JavaScript there is no code and no button."""
    first = PRACTICE.slots()[0]
    key = PRACTICE.showdown(first.level, first.index).options[0].key
    item = WORKSHOP.items()[0]
    with sized_page(browser, 390, 844, permissions=["clipboard-read", "clipboard-write"]) as page:
        page.goto(f"{live_server}/practica/{PRACTICE.code}/{first.level}/{first.index}/{key}/")
        page.wait_for_load_state("networkidle")
        page.goto(live_server + answer_url(WORKSHOP, item, next(iter(answers(item)))[1]))
        page.wait_for_load_state("networkidle")
        page.goto(live_server + results)
        page.wait_for_function(SHOWN)
        copy = page.get_by_role("button", name="Copiar mi código")
        copy.click()
        status = page.locator("[data-copy-status]")
        sync_api = pytest.importorskip("playwright.sync_api")
        sync_api.expect(status).to_have_text("Código copiado: pégalo en tu mensaje.")
        assert page.evaluate("navigator.clipboard.readText()") == shown_code(page)
        box = copy.bounding_box()
        assert box is not None and box["height"] >= 44
        axe_clean(page, f"{results} with the code copied")
    with sized_page(browser, 390, 844, java_script_enabled=False) as page:
        page.goto(live_server + results)
        assert not page.get_by_role("button", name="Copiar mi código").is_visible()
