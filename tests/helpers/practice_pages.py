"""What the practice page's browser tests share: pages of a given size, axe, the option a
test chooses for a slot (from the engine) and the geometry of the first screen."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from academy.engine.cards import split_cards
from academy.practice import Option, PracticeSet, Slot

SIZES = {"phone": (390, 844), "small-phone": (360, 740), "desktop": (1280, 800)}


@contextmanager
def sized_page(browser: Any, width: int, height: int, **options: Any) -> Iterator[Any]:
    context = browser.new_context(
        locale="es-ES", viewport={"width": width, "height": height}, **options
    )
    try:
        yield context.new_page()
    finally:
        context.close()


def axe_clean(page: Any, state: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    assert results.violations_count == 0, f"{state}: {results.generate_report()}"


def option_for(practice_set: PracticeSet, slot: Slot, right: bool) -> Option:
    """The right option of a slot, or its first wrong one (as the engine says)."""
    showdown = practice_set.showdown(slot.level, slot.index)
    if right:
        return showdown.correct_option
    return next(o for o in showdown.options if not o.correct)


def drawn(sentence: str) -> str:
    """A sentence's text in the page: each card drawn as its face, then its name."""
    return "".join(p if isinstance(p, str) else p.display + p.name for p in split_cards(sentence))


def boxes(page: Any, selector: str) -> list[dict[str, float]]:
    """The bounding boxes of every element matching ``selector``, in viewport pixels."""
    return list(
        page.evaluate(
            """s => [...document.querySelectorAll(s)].map(e => {
                 const b = e.getBoundingClientRect();
                 return {top: b.top, bottom: b.bottom, left: b.left, right: b.right};
               })""",
            selector,
        )
    )


def outside(page: Any, selector: str) -> list[str]:
    """The elements matching ``selector`` that are not wholly inside the viewport."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    found = boxes(page, selector)
    assert found, f"nothing matches {selector}"
    return [
        f"{selector}[{i}] {b}"
        for i, b in enumerate(found)
        if b["top"] < 0 or b["left"] < 0 or b["bottom"] > height or b["right"] > width
    ]


def tabs_until(page: Any, selector: str, limit: int = 60) -> int:
    """How many presses of Tab bring the focus to ``selector``."""
    for count in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement.matches(s)", selector):
            return count
    raise AssertionError(f"{limit} Tabs never reached {selector}")


# What Chromium reports when a history step's own navigation is replaced by another.
REPLACED_NAVIGATION = ("ERR_ABORTED", "Not attached to an active page")


def history_step(page: Any, direction: str) -> None:
    """Back or Forward (``direction``: "back" or "forward"), as the browser's buttons do.

    htmx answers some history steps by loading the page afresh, which replaces the step's
    own navigation; on a busy machine Chromium then reports that navigation aborted
    (net::ERR_ABORTED) or its page detached. The page the step ends on is what the
    callers check (with ``expect``, which waits for it), so only those reports are let
    through."""
    from playwright.sync_api import Error

    try:
        getattr(page, f"go_{direction}")(wait_until="commit")
    except Error as error:
        if not any(words in error.message for words in REPLACED_NAVIGATION):
            raise
    # The next step waits for this one to settle (htmx's history request or fresh load):
    # a step taken during the previous one's load is lost, as in any browser.
    page.wait_for_load_state("networkidle")
