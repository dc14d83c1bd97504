"""The static build on a plain static server (Python's ``http.server``, which ignores
queries like any static host): «Otra serie» opens another set the copy really holds."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

import pytest
from helpers.servers import free_port, serving

from academy.build import BuildReport
from academy.practice import PracticeSet


@pytest.fixture(scope="module")
def static_host(fixture_site: BuildReport) -> Iterator[str]:
    port = free_port()
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"]
    yield from serving(command, port, cwd=fixture_site.output)


def test_another_set_opens_a_set_of_the_copy(static_host: str, page: object) -> None:
    """From the default set, then from each set reached: another set, whose strip is there."""
    came_from = PracticeSet().code
    page.goto(f"{static_host}/practica/")  # type: ignore[attr-defined]
    for _ in range(4):
        page.get_by_role("link", name="Otra serie").first.click()  # type: ignore[attr-defined]
        page.wait_for_url(re.compile(r"/practica/h1234-5-[0-9]+/1/0/$"))  # type: ignore[attr-defined]
        code = page.url.rstrip("/").split("/")[-3]  # type: ignore[attr-defined]
        assert code != came_from
        strip = page.locator(f'[data-practice][data-code="{code}"]')  # type: ignore[attr-defined]
        assert strip.count() == 1
        came_from = code


def test_without_javascript_the_sets_are_listed(static_host: str, nojs_page: object) -> None:
    nojs_page.goto(f"{static_host}/practica/nueva/")  # type: ignore[attr-defined]
    links = nojs_page.locator("a[data-static-set]")  # type: ignore[attr-defined]
    assert links.count() == 3
    links.nth(1).click()
    assert nojs_page.locator("[data-practice]").count() == 1  # type: ignore[attr-defined]
