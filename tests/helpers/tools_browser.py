"""What the browser tests of the tools and of the lessons on a phone share: the two sizes,
a page at a size (with touch on the phone), axe, the tap targets a page draws, and a
form's submission with the messages beside its fields."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from academy.engine import PokerError
from academy.engine.phrasing import capitalized

PHONE = (390, 844)
DESKTOP = (1280, 800)
SIZES = {"390x844": PHONE, "1280x800": DESKTOP}
MIN_TARGET = 24  # CSS px, WCAG 2.2 success criterion 2.5.8 (minimum target size)


@contextmanager
def page_at(browser: Any, size: tuple[int, int], *, javascript: bool = True) -> Iterator[Any]:
    """A fresh page at ``size``; the phone size has a touch screen, so ``tap()`` works."""
    width, height = size
    phone = size == PHONE
    context = browser.new_context(
        locale="es-ES",
        viewport={"width": width, "height": height},
        has_touch=phone,
        is_mobile=phone,
        java_script_enabled=javascript,
    )
    try:
        yield context.new_page()
    finally:
        context.close()


def axe_violations(page: Any) -> str:
    """axe-core's report of the page as it is now ("" when there is no violation)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return "" if results.violations_count == 0 else str(results.generate_report())


def page_errors(page: Any) -> list[str]:
    """Uncaught script errors from now on (a 422 answer in the console is expected)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


# Every control a finger can aim at, as drawn now. A link is exempt when it sits in a
# sentence (its block holds other words: WCAG's inline exception); a link alone in its
# block (a table of contents, a navigation list, «Todas las fuentes») is a target.
TARGETS_JS = """
() => {
  const selector = 'a[href], button, summary, input:not([type=hidden]), select, textarea';
  const block = 'p, li, td, th, dd, dt, figcaption, caption, label, legend, h1, h2, h3, h4';
  const found = [];
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') {
      continue;
    }
    if (el.tagName === 'A') {
      const holder = el.parentElement.closest(block);
      const own = el.textContent.replace(/\\s+/g, '');
      const around = holder ? holder.textContent.replace(/\\s+/g, '') : own;
      if (around.replace(own, '').replace(/[\\d.·—–-]/g, '') !== '') {
        continue;
      }
    }
    const text = (el.getAttribute('aria-label') || el.textContent || el.name || el.id).trim();
    found.push({what: el.tagName.toLowerCase() + ' «' + text.slice(0, 40) + '»',
                width: box.width, height: box.height});
  }
  return found;
}
"""


def tap_targets(page: Any) -> list[dict[str, Any]]:
    """Each target drawn on the page: ``what``, ``width`` and ``height`` in CSS px."""
    found: list[dict[str, Any]] = page.evaluate(TARGETS_JS)
    return found


def scripts_not_deferred(page: Any) -> list[str]:
    """The scripts of the page that block rendering (no ``defer``)."""
    found: list[str] = page.evaluate(
        "() => [...document.scripts].filter(s => !s.defer).map(s => s.src || s.text.slice(0, 40))"
    )
    return found


# The tools' forms: submitting, and the messages beside their fields.


def submit(page: Any, javascript: bool, label: str) -> int:
    """Press the form's button and wait for the answer (swapped in by htmx, or a new page)."""
    with page.expect_response(lambda r: "?" in r.url and r.request.method == "GET") as info:
        page.get_by_role("button", name=label, exact=True).click()
    response = info.value
    if javascript:
        assert response.request.headers.get("hx-request") == "true"
        page.wait_for_function("() => !document.querySelector('#resultado [data-viejo]')")
    else:
        page.wait_for_url(response.url)
    status: int = response.status
    return status


def axe_report(page: Any, javascript: bool) -> str:
    """axe on the page as shown; a page without JavaScript (where axe cannot run) is checked
    by opening its address, which gives the same HTML, in a page with JavaScript."""
    if javascript:
        return axe_violations(page)
    size = page.viewport_size
    with page_at(page.context.browser, (size["width"], size["height"])) as twin:
        twin.goto(page.url)
        return axe_violations(twin)


def mark_old_result(page: Any, javascript: bool) -> None:
    if javascript:
        page.evaluate("document.querySelector('#resultado .result-body').dataset.viejo = '1'")


def engine_message(call: Any) -> str:
    with pytest.raises(PokerError) as info:
        call()
    return capitalized(info.value.message)


def expect_message_beside(page: Any, field: str, message: str) -> None:
    """``message`` is shown right under ``field``'s line, which it describes."""
    from playwright.sync_api import expect

    control = page.locator(f"#{field}")
    beside = page.locator(f"#{field}-error")
    expect(beside).to_have_text(message)
    expect(beside).to_be_visible()
    expect(control).to_have_attribute("aria-invalid", "true")
    expect(control).to_have_attribute("aria-describedby", re.compile(rf"\b{field}-error\b"))
    # In the field's own box, just below the input (or the input's line with its button).
    assert page.locator(f".field:has(#{field}) > #{field}-error").count() == 1
    line = page.locator(f".field:has(#{field}) > .field-line, .field:has(#{field}) > #{field}")
    gap = beside.bounding_box()["y"] - sum(line.first.bounding_box()[k] for k in ("y", "height"))
    assert 0 <= gap <= 8, gap


def expect_no_message(page: Any, field: str) -> None:
    from playwright.sync_api import expect

    expect(page.locator(f"#{field}-error")).to_be_hidden()
    expect(page.locator(f"#{field}")).not_to_have_attribute("aria-invalid", "true")
