"""/instructores/ in Chromium: each class link gets a «Copiar» button (class-links.js)
that copies its full address and says so; the preview names the workshop's steps by their
Spanish titles; axe finds nothing; the results page keeps the names in place on a phone."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.practice_pages import axe_clean, sized_page

pytest.importorskip("playwright.sync_api")

QUERY = "niveles=1&ejercicios=limites:1&ejercicios=accion:1&por_nivel=2&semilla=42"


@pytest.mark.parametrize("htmx", [False, True])
def test_the_copy_button_copies_each_class_link(browser: Any, live_server: str, htmx: bool) -> None:
    with sized_page(browser, 390, 844, permissions=["clipboard-read", "clipboard-write"]) as page:
        if htmx:  # the preview swapped in by htmx gets its buttons too
            page.goto(f"{live_server}/instructores/")
            page.check("#ejercicio-limites-1")
            page.click("form.set-form button[type=submit]")
            # the new preview, not the one already there (it has a copy button too)
            page.wait_for_selector(
                "#vista-previa a.class-link[href*='limites:1'] ~ button.copy-link"
            )
        else:
            page.goto(f"{live_server}/instructores/?{QUERY}")
        links = page.locator("a.class-link")
        buttons = page.locator("button.copy-link")
        assert links.count() == buttons.count() >= 1
        address = (links.last.text_content() or "").strip()
        assert address.startswith("http")
        buttons.last.click()
        page.wait_for_selector(".copy-status:not(:empty)")  # no eval: the page's CSP forbids it
        assert page.evaluate("navigator.clipboard.readText()") == address
        assert "Enlace copiado." in (page.locator(".copy-status").last.text_content() or "")
        if not htmx:
            assert "Sigue la acción (paso 1)" in (page.locator(".set-summary").text_content() or "")
            axe_clean(page, "instructores con botones de copiar")


def test_results_names_stay_in_place_on_a_phone(browser: Any, live_server: str) -> None:
    from helpers.class_codes import class_of_200

    pasted = "\n".join(class_of_200().splitlines()[:6])
    with sized_page(browser, 390, 664) as page:
        page.goto(f"{live_server}/instructores/resultados/")
        page.fill("#codigos", pasted)
        page.click("form.results-form button[type=submit]")
        page.wait_for_load_state("networkidle")
        grid = page.locator(".class-grid").first.locator("xpath=..")
        name = page.locator(".class-grid tbody th[scope=row]").first
        before = name.bounding_box()
        grid.evaluate("element => { element.scrollLeft = 600; }")
        after = name.bounding_box()
        assert before is not None and after is not None
        assert abs(before["x"] - after["x"]) < 1  # sticky: the name did not scroll away
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        axe_clean(page, "resultados en el móvil")
