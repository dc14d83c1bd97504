"""How tall the learner's pages are on a phone: figures for issue 22's way through the site.

Run:
    .venv/bin/python benchmarks/page_geometry.py                      # starts academy serve
    .venv/bin/python benchmarks/page_geometry.py --url http://127.0.0.1:8000

Prints, measured in Debian's Chromium at 390×844 (a phone screen is 844 px):

- each lesson's height as it opens, in phone screens, and at 1280×800 the longest line of
  its text in characters;
- the pot calculator's form height, and the picker's height when open, and whether it
  closes itself once its cards are chosen;
- where the home page's way in (a lesson, practice, the workshop) ends;
- the workshop's «Reparte los botes»: where its first box is, and whether who put in what
  is on screen while typing in it.

Unless ``--url`` is given the script starts ``academy serve`` on a free loopback port and
stops it at the end.
"""

from __future__ import annotations

import argparse
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
WORKSHOP_POTS = "/practica/taller/?semilla=2026&ejercicios=botes:3"

LONGEST_LINE = """() => {
  let most = 0;
  for (const p of document.querySelectorAll('main p, main li')) {
    const range = document.createRange();
    range.selectNodeContents(p);
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
    const text = p.textContent.replace(/\\s+/g, ' ').trim();
    if (tops.size > 2) most = Math.max(most, Math.round(text.length / tops.size));
  }
  return most;
}"""


@contextmanager
def server(url: str | None) -> Iterator[str]:
    if url:
        yield url.rstrip("/")
        return
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    academy = Path(sys.executable).with_name("academy")
    process = subprocess.Popen(
        [str(academy), "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(base + "/", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("academy serve did not start") from None
                time.sleep(0.3)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=10)


def screens(px: float) -> str:
    return f"{px:.0f} px = {px / PHONE['height']:.1f} screens"


def lessons(browser: Any, base: str) -> None:
    phone = browser.new_page(viewport=PHONE)
    desk = browser.new_page(viewport=DESKTOP)
    phone.goto(base + "/")
    hrefs = phone.eval_on_selector_all(
        "a.lesson-link", "as => [...new Set(as.map(a => a.getAttribute('href')))]"
    )
    print("Lessons as they open (390×844; longest line at 1280×800):")
    for href in hrefs:
        phone.goto(base + href)
        height = phone.evaluate("document.documentElement.scrollHeight")
        desk.goto(base + href)
        line = desk.evaluate(LONGEST_LINE)
        print(f"  {href:42} {screens(height):>24}   longest line {line} characters")
    phone.close()
    desk.close()


def tools(browser: Any, base: str) -> None:
    page = browser.new_page(viewport=PHONE)
    page.goto(base + "/herramientas/botes/")
    form = page.eval_on_selector("form.tool-form", "f => f.getBoundingClientRect().height")
    print(f"Pot calculator's form (390×844): {screens(form)}")
    page.click("[data-picker-for=mesa]")
    picker = page.eval_on_selector(".picker", "p => p.getBoundingClientRect().height")
    print(f"Picker open (390×844): {picker:.0f} px")
    page.fill("#mesa", "")
    for card in ("As", "Ks", "Qs", "Js", "Ts"):
        if page.locator(f".picker [data-card={card}]").count() == 0:
            break
        page.click(f".picker [data-card={card}]")
    still_open = page.locator(".picker").count() > 0
    print(f"Picker after its 5 cards: {'still open' if still_open else 'closed'}")
    page.close()


def home(browser: Any, base: str) -> None:
    page = browser.new_page(viewport=PHONE)
    page.goto(base + "/")
    found = page.evaluate(
        """() => {
          const out = {};
          for (const [what, sel] of [['a lesson', 'main a[href^="/lecciones/"]'],
                                     ['practice', 'main a[href="/practica/"]'],
                                     ['the workshop', 'main a[href="/practica/taller/"]']]) {
            const a = document.querySelector(sel);
            out[what] = a ? Math.round(a.getBoundingClientRect().bottom + scrollY) : null;
          }
          return out;
        }"""
    )
    print("Home (390×844), bottom of the first link to:")
    for what, bottom in found.items():
        screens_down = "" if bottom is None else f" ({bottom / 844:.1f} screens)"
        print(f"  {what:13} {bottom} px{screens_down}")
    page.close()


def workshop(browser: Any, base: str) -> None:
    page = browser.new_page(viewport=PHONE)
    page.goto(base + WORKSHOP_POTS)
    table = page.eval_on_selector(
        "#ejercicio .felt", "t => t.getBoundingClientRect().bottom + scrollY"
    )
    print(f"Workshop «Reparte los botes» (390×844): the table ends at {table:.0f} px")
    boxes = page.locator("#ejercicio input[inputmode=numeric]")
    for which, field in (("first box", boxes.first), ("last box", boxes.last)):
        top = field.evaluate("f => f.getBoundingClientRect().top + scrollY")
        field.focus()
        shown = page.evaluate(
            """() => [...document.querySelectorAll('#ejercicio .felt .chips,'
                       + ' #ejercicio .put-summary')].some(e => {
                 const r = e.getBoundingClientRect();
                 return r.height > 0 && r.bottom > 0 && r.top < innerHeight; })"""
        )
        print(
            f"  {which} at {top:.0f} px ({(top - table) / 844:.1f} screens below the table);"
            f" who put in what on screen while typing there: {'yes' if shown else 'no'}"
        )
    page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running server (loopback), else academy serve")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with server(args.url) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        try:
            lessons(browser, base)
            tools(browser, base)
            home(browser, base)
            workshop(browser, base)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
