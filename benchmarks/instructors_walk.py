"""The instructors' loop at class size, in Debian's Chromium, against a running stack.

Run (the production stack first, in another shell):
    scripts/serve.sh --production --port 8653 --site-url https://poker.example/
    .venv/bin/python benchmarks/instructors_walk.py --url http://127.0.0.1:8653 \
        --shots /tmp/shots/instr2 --save-codes /tmp/codigos.txt
    .venv/bin/academy results --codes /tmp/codigos.txt

What it does and prints, as a teacher would meet it:

1. ``/instructores/`` with every box ticked (levels 1-4 and every workshop step), seed
   2026: the preview's set code, and each of its links (worksheet, answer key, every
   download) with its status, type and size;
2. three learners in their own browsers answer the first item of every step of that
   set's workshop (answers the table offers: right, or a tempting mistake's) and read
   their results code on the results view: each code's length;
3. those three codes and 200 learners' codes of the same workshop set (as the results
   views write them: ``results.encode``) pasted into ``/instructores/resultados/`` and
   sent: the status, the seconds, how many learners the page shows, the notes;
4. with ``--shots``: screenshots of the preview, the worksheet, the key and the class's
   results at 390×844 and 1280×800.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

from playwright.sync_api import sync_playwright

sys.path.insert(0, "tests")  # helpers: a class of 200, an answer as its form sends it
from helpers import workshop_accion  # noqa: E402
from helpers.class_codes import class_of_200  # noqa: E402
from helpers.workshop import answers, form_pairs, item_path  # noqa: E402
from page_geometry import CHROMIUM_ARGS  # noqa: E402

from academy.drills import DrillItem  # noqa: E402
from academy.drills.workshop_set import DrillSet  # noqa: E402
from academy.instructors import ClassSet  # noqa: E402

SIZES = ((390, 844), (1280, 800))
CODE = "[data-codigo-resultados]"


def pairs(item: DrillItem, typed: dict[str, object]) -> list[tuple[str, str]]:
    if item.kind == "accion":
        return workshop_accion.form_pairs(item, typed)
    return form_pairs(item.kind, typed)


def choose_every_box(page: Any, base: str) -> str:
    """The form with every box ticked and seed 2026; the preview's URL."""
    page.goto(base + "/instructores/")
    page.fill("#semilla", "2026")
    for box in page.locator("input[type=checkbox][name=niveles], "
                            "input[type=checkbox][name=ejercicios]").all():  # fmt: skip
        box.check()
    page.get_by_role("button", name="Ver la serie").click()
    page.wait_for_url("**ejercicios=**")  # the preview swapped in (htmx) or loaded
    page.wait_for_load_state("networkidle")
    return str(page.url)


def links(page: Any, base: str) -> None:
    hrefs = page.eval_on_selector_all(
        "main a[href*='/instructores/']",
        "as => [...new Set(as.map(a => a.getAttribute('href')))]",
    )
    print("Links of the preview:")
    for href in hrefs:
        if "/instructores/resultados" in href or href.rstrip("/").endswith("/instructores"):
            continue
        started = time.perf_counter()
        answer = page.request.get(base + href if href.startswith("/") else href)
        seconds = time.perf_counter() - started
        kind = (answer.headers.get("content-type") or "").split(";")[0]
        print(f"  {answer.status} {kind:17} {len(answer.body()):>10,} B {seconds:5.1f} s  "
              f"{href[:90]}")  # fmt: skip


def learner_code(browser: Any, base: str, drills: DrillSet, learner: int) -> str:
    """A learner answers the first item of each step (answer ``learner`` of its table's)
    and reads the code the results view shows."""
    context = browser.new_context(locale="es-ES", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        for item in drills.items():
            if item.index:
                continue
            options = list(answers(item))
            typed = options[learner % len(options)][1]
            url = item_path(drills, item, answer=True) + "?" + urlencode(pairs(item, typed))
            page.goto(base + url)
            page.wait_for_load_state("networkidle")
        page.goto(f"{base}/practica/taller/{drills.code}/resultados/")
        page.wait_for_function(
            f"document.querySelector('{CODE}').getAttribute('data-codigo-resultados').length > 8"
        )
        return str(page.locator(CODE).get_attribute("data-codigo-resultados"))
    finally:
        context.close()


def post_class(page: Any, base: str, pasted: str) -> None:
    page.goto(base + "/instructores/resultados/")
    page.fill("#codigos", pasted)
    started = time.perf_counter()
    with page.expect_navigation():
        page.locator("form.results-form button[type=submit]").click()
    seconds = time.perf_counter() - started
    rows = page.locator("[data-alumno]").count()
    bad = page.locator("[data-linea-mala]").count()
    size = page.viewport_size
    print(f"  {size['width']}×{size['height']}: sent {len(pasted.encode()):,} B, "
          f"{seconds:.1f} s, {rows} learners, {bad} bad lines")  # fmt: skip


def shot(page: Any, shots: Path | None, name: str) -> None:
    if shots is not None:
        size = page.viewport_size
        page.screenshot(path=str(shots / f"{name}-{size['width']}x{size['height']}.png"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the running stack's address")
    parser.add_argument("--shots", type=Path, help="folder for the screenshots")
    parser.add_argument("--save-codes", type=Path, help="file for the browser's codes")
    args = parser.parse_args()
    base = args.url.rstrip("/")
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    executable = shutil.which("chromium")
    if executable is None:
        raise SystemExit("Debian's chromium is not installed")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        drills: DrillSet | None = None
        for width, height in SIZES:
            context = browser.new_context(locale="es-ES", viewport={"width": width,
                                                                     "height": height})  # fmt: skip
            page = context.new_page()
            preview = choose_every_box(page, base)
            sheet = page.get_by_role("link", name="Ficha para la clase").first.get_attribute("href")
            class_set = ClassSet.from_query(dict(parse_qsl(urlsplit(sheet or "").query)))
            print(f"{width}×{height}: preview {preview[len(base) :][:110]}")
            print(f"  set {class_set.code}, {class_set.size} hands and exercises")
            shot(page, args.shots, "preview")
            if drills is None:
                drills = class_set.workshop
                links(page, base)
            for label, name in (("Ficha para la clase", "worksheet"), ("Solucionario", "key")):
                page.goto(preview)
                page.get_by_role("link", name=label).first.click()
                page.wait_for_load_state("networkidle")
                shot(page, args.shots, name)
            context.close()
        assert drills is not None
        print(f"Workshop set: {drills.code}")
        real = [f"Aprendiz {n + 1}: {learner_code(browser, base, drills, n)}" for n in range(3)]
        if args.save_codes:
            args.save_codes.write_text("\n".join(real) + "\n", "utf-8")
        for line in real:
            print(f"  {line.split(': ')[0]}: code of {len(line.split(': ')[1])} characters")
        pasted = "\n".join(real) + "\n" + class_of_200()
        print(f"The class's paste: {len(real)} learners from the browser, then 200 more "
              f"(lines past the {200}th are said, not read)")  # fmt: skip
        for width, height in SIZES:
            context = browser.new_context(locale="es-ES", viewport={"width": width,
                                                                     "height": height})  # fmt: skip
            page = context.new_page()
            post_class(page, base, pasted)
            notes = [
                " ".join(n.split()) for n in page.locator(".results-notes li").all_text_contents()
            ]
            print(f"    {len(notes)} notes; the first and the last:")
            for note in (notes[:1] + notes[-1:]) if notes else []:
                print(f"    aviso: {note}")
            shot(page, args.shots, "results")
            page.locator(".class-table").first.scroll_into_view_if_needed()
            page.evaluate("document.querySelector('.class-table').scrollIntoView()")
            shot(page, args.shots, "results-table")
            page.evaluate("document.querySelector('.class-mistakes').scrollIntoView()")
            shot(page, args.shots, "results-mistakes")
            context.close()
        browser.close()
        if args.shots:
            print(f"Screenshots in {args.shots}")


if __name__ == "__main__":
    main()
