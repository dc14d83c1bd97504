"""How the answer key fills its paper: figures for issue 33.

Run:
    .venv/bin/python benchmarks/answer_key_pages.py
    .venv/bin/python benchmarks/answer_key_pages.py h1-20-2026 hc123b123l123a123-2-2026

Prints, for each class set code (default: 20 hands of level 1, the four levels' 20 hands,
a workshop set of every step and a mixed set), the pages of its answer key in an A4 PDF
printed by Debian's Chromium (``page.pdf``, as a teacher's «Imprimir» does) from the set's
HTML download, and how full each page is: the share of the printable height (A4 less the
print CSS's 10 mm margins) down to the lowest line of text on it. The key starts on a page
of its own after the worksheet; its first page is the grid of every answer.
"""

from __future__ import annotations

import io
import shutil
import sys
from typing import Any

import pypdf
from page_geometry import CHROMIUM_ARGS
from playwright.sync_api import sync_playwright

from academy.instructors import ClassSet, export

CODES = ("h1-20-2026", "h1234-5-2026", "hc123b123l123a123-2-2026", "h14c1b3l2-4-7")
MARGIN = 10 / 25.4 * 72  # print.css's @page margin, top and bottom, in points
GRID_HEADING = "Respuestas de un vistazo"
DESCENT = 3.0  # points below the last baseline that its letters reach


def lowest_text(page: Any) -> tuple[float, str]:
    """The lowest baseline on a PDF page (points from the bottom) and the page's text."""
    lowest = float(page.mediabox.height)

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        nonlocal lowest
        if text.strip():
            lowest = min(lowest, tm[4] * cm[1] + tm[5] * cm[3] + cm[5])

    text = page.extract_text(visitor_text=visit)
    return lowest, text


def key_fill(pdf: bytes) -> tuple[int, list[float]]:
    """The PDF's page count and each answer key page's fill, grid page first."""
    pages = pypdf.PdfReader(io.BytesIO(pdf)).pages
    fills: list[float] = []
    in_key = False
    for page in pages:
        lowest, text = lowest_text(page)
        in_key = in_key or GRID_HEADING.lower() in text.lower()
        if in_key:
            height = float(page.mediabox.height)
            printable = height - 2 * MARGIN
            used = height - MARGIN - lowest + DESCENT
            fills.append(min(1.0, used / printable))
    return len(pages), fills


def main(codes: list[str]) -> None:
    executable = shutil.which("chromium")
    if executable is None:
        raise SystemExit("Debian's chromium is not installed")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        page = browser.new_page()
        for code in codes:
            class_set = ClassSet.from_code(code)
            page.set_content(export(class_set, "html", "https://poker.example/").decode())
            total, fills = key_fill(page.pdf(format="A4", print_background=True))
            boxes = class_set.size
            shares = " ".join(f"{round(f * 100)}" for f in fills)
            mean = sum(fills[1:]) / max(1, len(fills) - 1)
            print(f"{code:26} {boxes:3} boxes  PDF {total:2} pages, key {len(fills):2} pages")
            print(f"{'':26} fill % per key page (grid first): {shares}")
            print(f"{'':26} mean fill after the grid: {mean * 100:.0f} %")
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:] or list(CODES))
