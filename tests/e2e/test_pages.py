"""Every page in Debian's Chromium: axe-core finds no violations; nothing overflows at 360 px."""

from __future__ import annotations

import pytest

PAGES = [
    "/",
    "/fuentes/",
    "/glosario/",
    "/herramientas/",
    "/herramientas/lector/",
    "/herramientas/botes/",
    "/herramientas/limites/",
    "/lecciones/como-se-juega/",
    "/lecciones/ranking-de-manos/",
    "/lecciones/acciones-y-apuestas/",
    "/lecciones/showdown-kickers/",
    "/lecciones/all-in-botes-laterales/",
    "/lecciones/variantes/",
]


@pytest.mark.parametrize("path", PAGES)
def test_axe_no_violations(page: object, live_server: str, path: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.goto(live_server + path)  # type: ignore[attr-defined]
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


@pytest.mark.parametrize("path", PAGES)
def test_nothing_overflows_on_a_phone(phone_page: object, live_server: str, path: str) -> None:
    phone_page.goto(live_server + path)  # type: ignore[attr-defined]
    width = phone_page.evaluate("document.documentElement.scrollWidth")  # type: ignore[attr-defined]
    assert width <= 360
