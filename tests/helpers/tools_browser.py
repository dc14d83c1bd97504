"""What the browser tests of the tools and of the lessons on a phone share: the two sizes,
a page at a size (with touch on the phone), axe, and the tap targets a page draws."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

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
