"""The answer key on paper: Chromium prints the class set's HTML file to an A4 PDF, and
pypdf reads it back page by page. The key opens on a new page with a grid of every answer,
whole on that page; entries (a hand or an exercise) follow it and share pages as they fit,
each whole on one page. benchmarks/answer_key_pages.py prints each page's fill."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest

from academy.instructors import ClassSet, export

pypdf = pytest.importorskip("pypdf")

SITE = "https://poker.example/"


def squeeze(text: str) -> str:
    """Letters and digits only, lower case: text as the PDF and the page both hold it,
    whatever the line breaks, columns and card symbols."""
    return re.sub(r"[^0-9a-záéíóúüñ]", "", text.lower())


# An entry's text as printed: each text node whose element is drawn larger than a pixel
# (a card's spoken name, visually hidden, is left out; the PDF does not show it).
VISIBLE_TEXT = """els => els.map(e => {
  const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  let text = "";
  const pieces = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement.getBoundingClientRect();
    if (box.width > 1 && box.height > 1) {
      text += node.textContent;
      pieces.push(node.textContent);
    }
  }
  return {title: e.querySelector("h2").innerText, text, pieces};
})"""


def printed(page: Any, class_set: ClassSet) -> tuple[list[str], list[dict[str, str]]]:
    """Each PDF page's squeezed text, and each key entry's heading and text from the page."""
    page.set_content(export(class_set, "html", SITE).decode("utf-8"))
    pdf = page.pdf(format="A4", print_background=True)
    pages = [squeeze(p.extract_text()) for p in pypdf.PdfReader(io.BytesIO(pdf)).pages]
    page.emulate_media(media="print")
    entries = page.eval_on_selector_all(
        ".key .key-entry",
        VISIBLE_TEXT,
    )
    page.emulate_media(media="screen")
    return pages, entries


@pytest.mark.parametrize("code", ["h1-20-2026", "h14c1b3l2-4-7"])
def test_the_key_opens_with_a_one_page_grid_and_keeps_each_box_on_one_page(
    page: Any, code: str
) -> None:
    class_set = ClassSet.from_code(code)
    pages, entries = printed(page, class_set)
    (grid,) = [i for i, text in enumerate(pages) if "respuestasdeunvistazo" in text]
    assert pages[grid].startswith("academiadepókersolucionario")  # the key's first page
    rights = [sd.correct_option.key for sd in _showdowns(class_set)]
    grid_text = pages[grid]
    assert all(f"{n}{key}" in grid_text for n, key in enumerate(rights, start=1))
    assert len(entries) == len(rights) + len(class_set.items())
    where = []
    for entry in entries:
        title, text = squeeze(entry["title"]), squeeze(entry["text"])
        holding = [i for i in range(grid, len(pages)) if title in pages[i]]
        assert len(holding) == 1, entry["title"]
        # Every piece of the box on its page (the oval table's seats are placed around it,
        # so the PDF's reading order is not the page's: each piece, not one run of text).
        pieces = [squeeze(piece) for piece in entry["pieces"]]
        away = [p for p in pieces if len(p) >= 4 and p not in pages[holding[0]]]
        assert text and not away, f"{entry['title']} is split across pages: {away[:3]}"
        where.append(holding[0])
    assert where == sorted(where)


def test_boxes_that_fit_share_a_page(page: Any) -> None:
    """20 hands of level 1: the grid's page takes the first hand too, then two hands a page
    (each box draws the site's oval table since issue 29: with the old list of seats it was
    three a page and 7 pages; the grid alone on its page and one box a page made 16)."""
    class_set = ClassSet.from_code("h1-20-2026")
    pages, entries = printed(page, class_set)
    (grid,) = [i for i, text in enumerate(pages) if "respuestasdeunvistazo" in text]
    key = pages[grid:]
    assert len(key) <= 11
    per_page = [sum(squeeze(e["title"]) in text for e in entries) for text in key]
    middle = per_page[1:-1]  # kept in order: now and then a tall box starts a page
    assert per_page[0] >= 1 and sum(middle) >= 1.8 * len(middle), per_page


def _showdowns(class_set: ClassSet) -> list[Any]:
    from academy.instructors.common import numbered

    return [showdown for _, showdown in numbered(class_set)]
