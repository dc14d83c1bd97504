"""Where «Sigue la acción» puts its question and first control on a small phone (issue 29).

Run:
    .venv/bin/python benchmarks/accion_fit.py                       # starts academy serve
    .venv/bin/python benchmarks/accion_fit.py --url http://127.0.0.1:8000 --size 390x664
    .venv/bin/python benchmarks/accion_fit.py --por-paso 20 --semilla 7   # more items

For every item of steps 1-3 (six a step, or ``--por-paso``) of the three variants,
measured in Debian's Chromium, prints the worst bottom of the question (``#pregunta``)
and of the form's first control, how many items have both on the first screen, the item
of the worst, and the tables where chips in front touch a seat or the middle, or a seat
touches another or the middle.
"""

from __future__ import annotations

import argparse
import shutil

from benchmarks.page_geometry import CHROMIUM_ARGS, server

FIRST_CONTROL = "#ejercicio form :is(input, .toggle):first-of-type"
MEASURE = """([question, control]) => {
  const q = document.querySelector(question), c = document.querySelector(control);
  return [q ? q.getBoundingClientRect().bottom : null,
          c ? c.getBoundingClientRect().bottom : null,
          document.documentElement.scrollWidth];
}"""
# What touches what on the table: chips in front over a seat (their own or another) or
# over the middle (board, street, pot), a seat over another seat or over the middle.
OVERLAPS = """() => {
  const t = document.querySelector('#ejercicio [data-mesa]');
  if (!t) return [];
  const box = e => e.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const seats = [...t.querySelectorAll('[data-asiento]')];
  const fronts = [...t.querySelectorAll('[data-delante]')];
  const middle = [...t.querySelectorAll('.felt-middle > *')];
  const name = e => e.dataset.asiento || ('delante ' + e.dataset.delante) || e.className;
  const found = [];
  for (const f of fronts) {
    for (const s of seats) if (meet(box(f), box(s))) found.push(name(f) + ' / ' + name(s));
    for (const m of middle) if (meet(box(f), box(m))) found.push(name(f) + ' / ' + m.className);
  }
  seats.forEach((s, i) => {
    for (const o of seats.slice(i + 1)) {
      if (meet(box(s), box(o))) found.push(name(s) + ' / ' + name(o));
    }
    for (const m of middle) if (meet(box(s), box(m))) found.push(name(s) + ' / ' + m.className);
  });
  return found;
}"""


Row = tuple[float, float, int, str]  # first control's bottom, question's bottom, width, path


def own(pair: str) -> bool:
    """Chips in front touching their own seat's edge, which the table allows."""
    front, _, seat = pair.partition(" / ")
    return front == "delante " + seat


def fit_parser(doc: str, per_step: int) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--url", help="a running server (loopback), else academy serve")
    parser.add_argument("--size", default="390x664", help="viewport, WIDTHxHEIGHT")
    parser.add_argument("--each", action="store_true", help="print every item's figures")
    parser.add_argument("--por-paso", type=int, default=per_step, help="items a step (at most 20)")
    parser.add_argument("--semilla", default="2026", help="the set's seed")
    return parser


def walk(args: argparse.Namespace, kind: str) -> tuple[list[Row], list[tuple[str, list[str]]]]:
    """Every item of ``kind``'s steps 1-3 in the three variants, measured in Chromium: its
    row, and the tables where something touches (with what)."""
    width, height = (int(n) for n in args.size.split("x"))
    from playwright.sync_api import sync_playwright

    from academy.drills.workshop_set import DrillSet

    rows: list[Row] = []
    overlaps: list[tuple[str, list[str]]] = []
    with server(args.url) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        for variant in ("holdem", "omaha", "shortdeck"):
            drill_set = DrillSet.from_query({"semilla": args.semilla, "ejercicios": f"{kind}:1-3",
                                             "variante": variant,
                                             "por_paso": str(args.por_paso)})  # fmt: skip
            for item in drill_set.items():
                path = f"/practica/taller/{drill_set.code}/{item.kind}/{item.step}/{item.index}/"
                page.goto(base + path)
                question, control, scroll = page.evaluate(MEASURE, ["#pregunta", FIRST_CONTROL])
                rows.append((control or 0.0, question or 0.0, scroll, path))
                touching = page.evaluate(OVERLAPS)
                if touching:
                    overlaps.append((path, touching))
                if args.each:
                    print(
                        f"  {path:60} question {question:5.0f}  control {control:5.0f}"
                        f"  {'; '.join(touching)}"
                    )
        browser.close()
    return rows, overlaps


def print_fit(args: argparse.Namespace, rows: list[Row], title: str, control: str) -> None:
    """How many items fit the first screen, and the worst bottoms and width."""
    width, height = (int(n) for n in args.size.split("x"))
    fit = sum(1 for bottom, question, _, _ in rows if max(bottom, question) <= height)
    worst = max(rows)
    print(
        f"{title} at {width}×{height}, {len(rows)} items (steps 1-3, 3 variants,"
        f" seed {args.semilla}):"
    )
    print(f"  question and {control} on the first screen: {fit} of {len(rows)}")
    print(f"  worst {control.replace(' ', '-')} bottom: {worst[0]:.0f} px ({worst[3]})")
    print(f"  worst question bottom: {max(r[1] for r in rows):.0f} px")
    print(f"  widest page: {max(r[2] for r in rows)} px")


def main() -> None:
    args = fit_parser(__doc__ or "", 6).parse_args()
    rows, overlaps = walk(args, "accion")
    print_fit(args, rows, "«Sigue la acción»", "first control")
    others = [(path, [t for t in touching if not own(t)]) for path, touching in overlaps]
    others = [(path, touching) for path, touching in others if touching]
    edge = sum(any(map(own, touching)) for _, touching in overlaps)
    print(f"  tables with chips in front over their own seat's edge: {edge} of {len(rows)}")
    print(f"  tables with something else touching: {len(others)} of {len(rows)}")
    for path, touching in others:
        print(f"    {path}: {'; '.join(touching)}")


if __name__ == "__main__":
    main()
