"""How the tables sit on paper (issue 29): the worksheet's and the answer key's tables.

Run:
    .venv/bin/python benchmarks/print_tables.py
    .venv/bin/python benchmarks/print_tables.py ha123-6-2026 h1234-5-2026

For each class set code (default: «Sigue la acción» in the three variants and a mixed
workshop set), lays out the set's HTML download in Debian's Chromium with the print
stylesheet (as a teacher's «Imprimir» does) and prints how many tables and chips in front
it draws, how many chips in front lie over their own seat, how many touch the pot line
(«Bote en el centro» and the pots beside it), and every other touch: chips
over other chips (one stack hiding another), over another seat or the middle (street,
board, pots), a seat over another or the middle; and how many «Le toca» badges lie over a
line of the text around the table (a top seat's badge over the exercise's header).
tests/e2e/test_instructors_print_tables.py fails on chips over chips or over another seat,
and on a badge over the text.
"""

from __future__ import annotations

import shutil
import sys

from page_geometry import CHROMIUM_ARGS
from playwright.sync_api import sync_playwright

sys.path.insert(0, "tests")  # helpers.print_tables: the badge check the tests run too

from helpers.print_tables import BADGES_OVER_TEXT  # noqa: E402

from academy.instructors import ClassSet, export  # noqa: E402

CODES = ("ha123-6-2026", "oa123-6-2026", "sa123-6-2026", "hc123b123l123a123-2-2026")
TOUCHES = """() => [...document.querySelectorAll('[data-mesa]')].flatMap((t, k) => {
  const box = (e) => e.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const seats = [...t.querySelectorAll('[data-asiento]')];
  const middle = [...t.querySelectorAll('.felt-middle > :not(.board), .felt-middle .board .card')];
  const entry = t.closest('.ws-showdown, .key-entry');
  const where = (entry && entry.querySelector('h2, h3')?.innerText) || `table ${k + 1}`;
  const found = [];
  const say = (a, b) => found.push([false, `${where}: ${a} / ${b}`]);
  const fronts = [...t.querySelectorAll('[data-delante]')];
  fronts.forEach((f, i) => {
    for (const g of fronts.slice(i + 1)) {
      if (meet(box(f), box(g))) say(`delante ${f.dataset.delante}`, `delante ${g.dataset.delante}`);
    }
  });
  for (const f of fronts) {
    for (const s of seats) {
      if (meet(box(f), box(s))) {
        const own = s.dataset.asiento === f.dataset.delante;
        found.push([own, `${where}: delante ${f.dataset.delante} / ${s.dataset.asiento}`]);
      }
    }
    for (const m of middle) {
      if (meet(box(f), box(m))) say(`delante ${f.dataset.delante}`, m.className);
    }
  }
  seats.forEach((s, i) => {
    for (const o of seats.slice(i + 1)) {
      if (meet(box(s), box(o))) say(s.dataset.asiento, o.dataset.asiento);
    }
    for (const m of middle) {
      if (meet(box(s), box(m))) say(s.dataset.asiento, m.className);
    }
  });
  return found;
})"""


def main(codes: list[str]) -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        page = browser.new_page()
        for code in codes:
            page.set_content(
                export(ClassSet.from_code(code), "html", "https://poker.example/").decode()
            )
            page.emulate_media(media="print")
            tables = page.locator("[data-mesa]").count()
            fronts = page.locator("[data-delante]").count()
            found = page.evaluate(TOUCHES)
            own = sum(1 for is_own, _ in found if is_own)
            others = [text for is_own, text in found if not is_own]
            print(f"{code}: {tables} tables, {fronts} chips in front")
            print(f"  chips in front over their own seat: {own} of {fronts}")
            on_pot = [text for text in others if "delante" in text and text.endswith(" pots")]
            print(f"  chips in front touching the pot line («Bote en el centro»): {len(on_pot)}")
            print(f"  other touches: {len(others)}")
            for text in others:
                print(f"    {text}")
            badges = page.evaluate(BADGES_OVER_TEXT)
            print(f"  «Le toca» over the text around the table: {len(badges)}")
            for text in badges:
                print(f"    {text}")
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:] or list(CODES))
