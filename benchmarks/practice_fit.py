"""Where each practice hand's options end on a phone: the bottom of the last option, in
CSS pixels from the top of the screen, as the hand's page opens (Debian's Chromium).

Run: .venv/bin/python benchmarks/practice_fit.py [--width 390] [--height 664]
Starts ``academy serve`` (this checkout's) on a free loopback port, opens every hand of
the default set, of the Omaha and Short Deck sets (levels 1-3) and of a «Practica tus
errores» set with every mistake at every level that offers it, and prints, per set and
level, the largest bottom and every hand's. Issue 22: at 390×664 (a phone with its
browser bars) every bottom must be at most 664.
"""

from __future__ import annotations

import argparse
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

from academy.engine import Variant
from academy.practice import PracticeSet
from academy.practice.targeted import TRAPS

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
BOTTOM = """Math.max(...[...document.querySelectorAll('#mano .practice-option')].map(
  e => e.getBoundingClientRect().bottom))"""


def sets() -> list[PracticeSet]:
    every = ",".join(f"{m}:{level}" for m in TRAPS for level in TRAPS[m].offered_at)
    return [
        PracticeSet(),
        PracticeSet((1, 2, 3), variant=Variant.OMAHA),
        PracticeSet((1, 2, 3), variant=Variant.SHORTDECK),
        PracticeSet.from_query({"semilla": "11", "errores": every}),
    ]


def serve() -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    academy = Path(sys.executable).with_name("academy")
    command = [str(academy), "serve", "--port", str(port)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(150):
        try:
            with urllib.request.urlopen(base + "/", timeout=2):
                return process, base
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("academy serve did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=390)
    parser.add_argument("--height", type=int, default=664)
    args = parser.parse_args()
    process, base = serve()
    try:
        with sync_playwright() as p:
            chromium = shutil.which("chromium")
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": args.width, "height": args.height})
            for practice_set in sets():
                found: dict[int, list[int]] = {}
                for slot in practice_set.slots():
                    page.goto(f"{base}/practica/{practice_set.code}/{slot.level}/{slot.index}/")
                    found.setdefault(slot.level, []).append(round(page.evaluate(BOTTOM)))
                print(f"{practice_set.code} at {args.width}×{args.height}:")
                for level, bottoms in found.items():
                    over = sum(b > args.height for b in bottoms)
                    print(f"  level {level}: largest {max(bottoms)} px, {over} over; {bottoms}")
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    main()
