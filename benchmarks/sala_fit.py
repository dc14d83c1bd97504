"""Where «Decisiones de sala» puts its question and first ruling on a small phone.

Run:
    .venv/bin/python -m benchmarks.sala_fit                       # starts academy serve
    .venv/bin/python -m benchmarks.sala_fit --url http://127.0.0.1:8000 --size 390x664
    .venv/bin/python -m benchmarks.sala_fit --por-paso 20 --semilla 7 --each

For every item of steps 1-3 (eight a step, or ``--por-paso``) of the three variants,
measured in Debian's Chromium, prints how many items have the question (``#pregunta``)
and the first ruling on the first screen, the worst bottom of each with its item, and the
tables where chips in front touch another seat or the middle (benchmarks/accion_fit.py's
measures).
"""

from __future__ import annotations

import argparse
import shutil

from benchmarks.accion_fit import FIRST_CONTROL, MEASURE, OVERLAPS
from benchmarks.page_geometry import CHROMIUM_ARGS, server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running server (loopback), else academy serve")
    parser.add_argument("--size", default="390x664", help="viewport, WIDTHxHEIGHT")
    parser.add_argument("--each", action="store_true", help="print every item's figures")
    parser.add_argument("--por-paso", type=int, default=8, help="items a step (at most 20)")
    parser.add_argument("--semilla", default="2026", help="the set's seed")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    from playwright.sync_api import sync_playwright

    from academy.drills.workshop_set import DrillSet

    with server(args.url) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": width, "height": height})
        rows = []
        others: list[tuple[str, list[str]]] = []
        for variant in ("holdem", "omaha", "shortdeck"):
            drill_set = DrillSet.from_query({"semilla": args.semilla, "ejercicios": "sala:1-3",
                                             "variante": variant,
                                             "por_paso": str(args.por_paso)})  # fmt: skip
            for item in drill_set.items():
                path = f"/practica/taller/{drill_set.code}/{item.kind}/{item.step}/{item.index}/"
                page.goto(base + path)
                question, control, scroll = page.evaluate(MEASURE, ["#pregunta", FIRST_CONTROL])
                rows.append((control or 0.0, question or 0.0, scroll, path))
                touching = [
                    t
                    for t in page.evaluate(OVERLAPS)
                    if t.partition(" / ")[0] != "delante " + t.partition(" / ")[2]
                ]
                if touching:
                    others.append((path, touching))
                if args.each:
                    print(
                        f"  {path:48} question {question:5.0f}  control {control:5.0f}"
                        f"  {'; '.join(touching)}"
                    )
        browser.close()
    fit = sum(1 for control, question, _, _ in rows if max(control, question) <= height)
    worst = max(rows)
    print(
        f"«Decisiones de sala» at {width}×{height}, {len(rows)} items (steps 1-3,"
        f" 3 variants, seed {args.semilla}):"
    )
    print(f"  question and first ruling on the first screen: {fit} of {len(rows)}")
    print(f"  worst first-ruling bottom: {worst[0]:.0f} px ({worst[3]})")
    print(f"  worst question bottom: {max(r[1] for r in rows):.0f} px")
    print(f"  widest page: {max(r[2] for r in rows)} px")
    print(f"  tables with chips touching another seat or the middle: {len(others)} of {len(rows)}")
    for path, touching in others:
        print(f"    {path}: {'; '.join(touching)}")


if __name__ == "__main__":
    main()
