"""Lesson progress on the home page: kept only in this browser, never breaking the page."""

from __future__ import annotations

from typing import Any

import pytest

PROGRESS_KEY = "academia.lecciones.v1"
LABELS = "#lecciones [data-progress]"


def watch(page: Any) -> list[str]:
    """Console errors and uncaught page errors from now on."""
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    return problems


def progress(page: Any) -> dict[str, str]:
    """Each lesson's slug and the progress label shown next to it (hidden ones excluded)."""
    shown: dict[str, str] = {}
    for label in page.locator(LABELS).all():
        if label.is_visible():
            shown[label.get_attribute("data-progress")] = label.inner_text().strip()
            assert label.get_attribute("data-state") == shown[label.get_attribute("data-progress")]
    return shown


def lesson_slugs(page: Any) -> list[str]:
    slugs: list[str] = [
        label.get_attribute("data-progress") for label in page.locator(LABELS).all()
    ]
    return slugs


def test_two_visited_lessons_show_visto(page: Any, live_server: str) -> None:
    problems = watch(page)
    page.goto(live_server + "/")
    slugs = lesson_slugs(page)
    assert len(slugs) >= 3
    assert progress(page) == dict.fromkeys(slugs, "pendiente")
    visited = [slugs[1], slugs[-1]]
    links = page.locator("#lecciones a.lesson-link")
    hrefs = {slug: links.nth(slugs.index(slug)).get_attribute("href") for slug in visited}
    for slug in visited:
        page.goto(live_server + hrefs[slug])
        assert page.locator(f'[data-lesson="{slug}"]').count() == 1
    page.goto(live_server + "/")
    expected = {slug: "visto" if slug in visited else "pendiente" for slug in slugs}
    assert progress(page) == expected
    assert page.locator("[data-progress-note]").is_visible()
    assert problems == []


CORRUPT_RECORDS = [
    "{no json",
    '{"vistas": 5}',
    '{"vistas": null}',
    '{"vistas": ["como-se-juega"]}',
    "[]",
    "null",
    '"visto"',
    '{"vistas": {"como-se-juega": "sí", "variantes": 1}}',
]


@pytest.mark.parametrize("record", CORRUPT_RECORDS)
def test_a_corrupt_record_leaves_everything_pendiente(
    page: Any, live_server: str, record: str
) -> None:
    problems = watch(page)
    page.goto(live_server + "/")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [PROGRESS_KEY, record])
    page.reload()
    slugs = lesson_slugs(page)
    assert progress(page) == dict.fromkeys(slugs, "pendiente")
    # Reading a lesson afterwards starts a fresh record instead of failing.
    page.goto(live_server + f"/lecciones/{slugs[0]}/")
    page.goto(live_server + "/")
    assert progress(page) == {slug: "visto" if slug == slugs[0] else "pendiente" for slug in slugs}
    assert problems == []


def test_without_javascript_the_labels_stay_hidden(nojs_page: Any, live_server: str) -> None:
    nojs_page.goto(live_server + "/")
    labels = nojs_page.locator(LABELS)
    assert labels.count() >= 3
    for label in labels.all():
        assert label.is_hidden()
    assert nojs_page.locator("[data-progress-note]").is_hidden()
    assert nojs_page.locator("#lecciones a.lesson-link").count() == labels.count()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (390, 664), (1280, 800)])
def test_the_way_in_is_on_the_first_screen(
    browser: Any, live_server: str, width: int, height: int
) -> None:
    """Issue 22: a lesson, practice and the workshop, each one tap away on arrival."""
    context = browser.new_context(locale="es-ES", viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(live_server + "/")
    way_in = page.locator("main .way-in a")
    hrefs = [way_in.nth(i).get_attribute("href") for i in range(way_in.count())]
    assert hrefs[0].startswith("/lecciones/") and hrefs[1:] == ["/practica/", "/practica/taller/"]
    for i in range(way_in.count()):
        box = way_in.nth(i).bounding_box()
        assert box["y"] + box["height"] <= height, hrefs[i]
        assert box["height"] >= 24
    context.close()
