"""Browser tests: a live waitress server on loopback and Debian's Chromium via Playwright."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.servers import free_port, serving

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "/e2e/" in str(item.path):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def live_server() -> Iterator[str]:
    """`academy serve` in a subprocess; yields its base URL."""
    port = free_port()
    academy = Path(sys.executable).with_name("academy")
    yield from serving([str(academy), "serve", "--port", str(port)], port)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    playwright_api = pytest.importorskip("playwright.sync_api")
    executable = shutil.which("chromium")
    if executable is None:
        pytest.fail("Debian's chromium is not installed (scripts/test.sh installs it)")
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def _page_in_context(browser: object, **options: object) -> Iterator[object]:
    context = browser.new_context(locale="es-ES", **options)  # type: ignore[attr-defined]
    yield context.new_page()
    context.close()


@pytest.fixture
def page(browser: object) -> Iterator[object]:
    yield from _page_in_context(browser, viewport={"width": 1280, "height": 900})


@pytest.fixture
def nojs_page(browser: object) -> Iterator[object]:
    yield from _page_in_context(browser, java_script_enabled=False)


@pytest.fixture
def phone_page(browser: object) -> Iterator[object]:
    yield from _page_in_context(browser, viewport={"width": 360, "height": 740})
