"""Lessons and tools on a 390×844 phone: every tap target at least 24×24 CSS px (WCAG 2.2,
2.5.8; links inside sentences are exempt), and no script that blocks rendering.

Each lesson is measured twice: as it loads, and with every disclosure open (sources,
practice options and their «Ver el reparto completo»). The tools are measured as they
load, with the card picker open, with messages beside their fields, and with a result.
The smallest target measured is printed (``pytest -s``).
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers.tools_browser import (
    MIN_TARGET,
    PHONE,
    page_at,
    scripts_not_deferred,
    tap_targets,
)

from academy.content import GLOSSARY_SLUG, load_content

TOOLS = [
    "/herramientas/",
    "/herramientas/lector/",
    "/herramientas/botes/",
    "/herramientas/limites/",
]
TOOL_STATES = {  # name: (path, the picker to open or None)
    "lector-selector": ("/herramientas/lector/", "mesa"),
    "botes-selector": ("/herramientas/botes/", "mano1"),
    "lector-errores": ("/herramientas/lector/?variante=holdem&mano=Kh+Kd&mesa=Kh+Jd+9s", "mano"),
    "botes-resultado": ("/herramientas/botes/?variante=holdem&mesa=Kc+Jd+9s+5h+2c&nombre1=A"
                        "&mano1=Kh+Kd&fichas1=1.000&nombre2=B&mano2=Jc+Jh&fichas2=1200",
                        None),
    "botes-comision": ("/herramientas/botes/?variante=holdem&mesa=Kc+Jd+9s+5h+2c&nombre1=A"
                       "&mano1=Kh+Kd&fichas1=50&nombre2=B&mano2=Jc+Jh&fichas2=120"
                       "&comision=5&tope=1%2C5&sin_flop=1", None),
    "limites-errores": ("/herramientas/limites/?estructura=pot_limit&ciega_grande=10&bote=1%2C5"
                        "&apuesta=50&ya_puesto=0&ultima_subida=50&stack=1000", None),
}  # fmt: skip


def lesson_paths() -> list[str]:
    return [
        "/glosario/" if lesson.slug == GLOSSARY_SLUG else f"/lecciones/{lesson.slug}/"
        for lesson in load_content().lessons
    ]


SMALLEST: dict[str, float] = {}


def too_small(page: Any, where: str, *, record: bool = True) -> list[str]:
    """The targets under the minimum, described; records the smallest side measured."""
    targets = tap_targets(page)
    assert targets, where
    if record:
        SMALLEST[where] = min(min(t["width"], t["height"]) for t in targets)
    return [
        f"{where}: {t['what']} {t['width']:.1f}×{t['height']:.1f}"
        for t in targets
        if t["width"] < MIN_TARGET or t["height"] < MIN_TARGET
    ]


@pytest.fixture(scope="module")
def phone(browser: Any) -> Any:
    with page_at(browser, PHONE) as page:
        yield page
    if SMALLEST:
        where = min(SMALLEST, key=SMALLEST.__getitem__)
        print(f"\nsmallest tap target side at 390×844: {SMALLEST[where]:.1f} px ({where})")


def test_every_lesson_has_big_enough_targets(phone: Any, live_server: str) -> None:
    paths = lesson_paths()
    assert len(paths) >= 7
    problems = []
    for path in paths:
        phone.goto(live_server + path)
        problems += too_small(phone, path)
        assert scripts_not_deferred(phone) == [], path
        phone.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
        problems += too_small(phone, path + " (abierto)")
    assert problems == []


@pytest.mark.parametrize("path", TOOLS)
def test_every_tool_has_big_enough_targets(phone: Any, live_server: str, path: str) -> None:
    phone.goto(live_server + path)
    assert scripts_not_deferred(phone) == []
    assert too_small(phone, path) == []


@pytest.mark.parametrize("state", TOOL_STATES)
def test_tools_in_every_state(phone: Any, live_server: str, state: str) -> None:
    path, picker = TOOL_STATES[state]
    phone.goto(live_server + path)
    if picker:
        phone.locator(f"[data-picker-for={picker}]").tap()
        assert phone.locator("#selector-cartas .picker-card").count() == 52
    assert too_small(phone, state) == []


def test_the_measure_finds_small_targets(phone: Any, live_server: str) -> None:
    """The measure can fail: a link alone in its line and a small button are caught; a
    link inside a sentence is not."""
    phone.goto(live_server + "/herramientas/")
    phone.evaluate(
        """() => {
          const main = document.querySelector('main');
          main.insertAdjacentHTML('beforeend',
            '<p><a href="#" id="solo">Solo</a></p>' +
            '<p>Una frase con <a href="#" id="enfrase">enlace</a>.</p>' +
            '<button id="mini">x</button>');
          for (const id of ['solo', 'enfrase', 'mini']) {  // CSSOM: allowed by the CSP
            const el = document.getElementById(id);
            el.style.fontSize = '10px';
            el.style.lineHeight = '1';
            el.style.minHeight = '0';
            el.style.padding = '0';
          }
        }"""
    )
    found = " ".join(too_small(phone, "prueba", record=False))
    assert "«Solo»" in found and "«x»" in found and "«enlace»" not in found
