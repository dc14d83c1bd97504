"""The workshop's browser tests: an answer entered as a learner does it, by touch (taps on
the cards, the boxes and the ticks, then «Comprobar») or by keyboard (Tab to each field in
the page's order, Space on a tick, typing in a box, Enter to send), and what the page then
says about it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from helpers.practice_pages import tabs_until
from helpers.workshop import form_pairs

AREA = "#ejercicio"


def target(name: str, value: str) -> str:
    """The element a learner acts on for one field of the form."""
    if name in ("cartas", "cerrado") or name.startswith(("gana", "sobrante")):
        return (
            f"{AREA} input[name='{name}'][value='{value}']"
            if name != "cerrado"
            else f"{AREA} #campo-cerrado"
        )
    return f"{AREA} #campo-{name}"


def in_page_order(page: Any, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The fields in the order Tab reaches them."""
    order = page.evaluate(
        """s => [...document.querySelectorAll(s + ' input')].map(
             e => e.name + '=' + (e.type === 'checkbox' ? e.value : ''))""",
        AREA,
    )

    def place(pair: tuple[str, str]) -> int:
        name, value = pair
        checkbox = name in ("cartas", "cerrado") or name.startswith(("gana", "sobrante"))
        wanted = f"{name}={value if checkbox and name != 'cerrado' else ''}"
        if name == "cerrado":
            wanted = f"{name}=si"
        return int(order.index(wanted))

    return sorted(pairs, key=place)


def _open_odd_chips(page: Any, name: str, touch: bool) -> None:
    details = page.locator(f"{AREA} #campo-{name}").locator("xpath=ancestor::details")
    if details.get_attribute("open") is None:
        summary = details.locator("summary")
        if touch:
            summary.tap()
        else:
            tabs_until(page, f"{AREA} details:has(#campo-{name}) > summary")
            page.keyboard.press("Enter")


def enter_by_touch(page: Any, kind: str, typed: Mapping[str, object]) -> None:
    """Tap each card, tick and box of the answer (typing in the boxes), then «Comprobar»."""
    for name, value in form_pairs(kind, typed):
        if name.startswith("sobrante"):
            _open_odd_chips(page, name, touch=True)
        element = page.locator(target(name, value))
        if name == "cartas" or name.startswith(("gana", "sobrante")):
            element.locator("xpath=ancestor::label").tap()
        elif name == "cerrado":
            element.tap()
        else:  # a tap brings the phone's keyboard, which writes the text in (as fill does;
            element.tap()  # key presses right after a tap that scrolls can be lost)
            element.fill(value)
    page.locator(f"{AREA} button[type=submit]").tap()


def enter_by_keyboard(page: Any, kind: str, typed: Mapping[str, object]) -> None:
    """Tab to each field in the page's order, Space on a tick, type in a box; Enter sends
    the form from the last field."""
    pairs = in_page_order(page, form_pairs(kind, typed))
    for name, value in pairs:
        if name.startswith("sobrante"):
            _open_odd_chips(page, name, touch=False)
        tabs_until(page, target(name, value), limit=120)
        if name == "cartas" or name == "cerrado" or name.startswith(("gana", "sobrante")):
            page.keyboard.press("Space")
        else:
            page.keyboard.type(value)
    page.keyboard.press("Enter")


def verdict_shown(page: Any) -> dict[str, object]:
    """What the answer in the page says: right or not and the mistakes it names."""
    article = page.locator(f"{AREA} [data-item]")
    return {
        "correct": article.get_attribute("data-correct") == "true",
        "mistakes": (article.get_attribute("data-mistakes") or "").split(),
        "named": page.locator(f"{AREA} [data-mistake]").all_text_contents(),
    }
