"""The worksheet's tables on paper (issue 29): every stack of chips in front visible, in
front of its own player. Laid out with the print stylesheet, as a teacher's «Imprimir»
does: no stack over another (Fede's folded 25 small blind hid under Ana's 175 at the
review's seed 31, the paper showed 700 where the pot answer is 725) and none over another
player's seat (Ana's uncalled bet printed over Fede's name). benchmarks/print_tables.py
prints every touch of each table, these and the others."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.print_tables import BADGES_OVER_TEXT

from academy.instructors import ClassSet, export

# Each stack of chips in front over another stack or over a seat not its own.
MISPLACED = """() => [...document.querySelectorAll('[data-mesa]')].flatMap((mesa, k) => {
  const box = (e) => e.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const entry = mesa.closest('.ws-showdown, .key-entry');
  const where = (entry && entry.querySelector('h2, h3')?.innerText) || `table ${k + 1}`;
  const fronts = [...mesa.querySelectorAll('[data-delante]')];
  const seats = [...mesa.querySelectorAll('[data-asiento]')];
  return fronts.flatMap((f, i) => [
    ...fronts.slice(i + 1).filter((g) => meet(box(f), box(g)))
      .map((g) => `${where}: ${f.dataset.delante} ${f.innerText} / ${g.dataset.delante}`),
    ...seats.filter((s) => s.dataset.asiento !== f.dataset.delante && meet(box(f), box(s)))
      .map((s) => `${where}: ${f.dataset.delante} ${f.innerText} over ${s.dataset.asiento}`),
  ]);
})"""


@pytest.mark.browser
@pytest.mark.parametrize(
    "code", ["h1234b3a23-5-31", "ha123-6-2026", "oa123-6-2026", "sa123-6-2026", "o123a3-6-31"]
)
def test_every_stack_in_front_is_drawn_before_its_own_seat(page: Any, code: str) -> None:
    """The review's worksheet (seed 31, levels 1-4, «Reparte los botes» 3, «Sigue la
    acción» 2-3) and «Sigue la acción» in the three variants, worksheet and answer key."""
    page.set_content(export(ClassSet.from_code(code), "html", "https://poker.example/").decode())
    page.emulate_media(media="print")
    assert page.locator("[data-delante]").count() >= 10
    assert page.evaluate(MISPLACED) == []


@pytest.mark.browser
@pytest.mark.parametrize("code", ["ob2a23-15-31", "ha123-6-2026", "sa123-6-2026"])
def test_le_toca_stays_off_the_text_above_the_table(page: Any, code: str) -> None:
    """A top seat to act wears «Le toca» over its top edge, above the table's box: on the
    review's Omaha worksheet (seed 31, «Reparte los botes» 2, «Sigue la acción» 2-3) Ana's
    badge covered «lateral 1, y así» of ex. 37's rules line (and five other badges their
    header). No badge over any line of text outside the tables, worksheet and answer key."""
    page.set_content(export(ClassSet.from_code(code), "html", "https://poker.example/").decode())
    page.emulate_media(media="print")
    assert page.locator("[data-mesa] .seat-state").count() >= 5
    assert page.evaluate(BADGES_OVER_TEXT) == []
