"""Performance budget: what a page makes a browser download, gzipped.

For the home page, ``/practica/``, the tools and every lesson: the HTML, every stylesheet it links
(``media="print"`` too: the browser downloads it) and every script it loads, each gzipped
at level 6 (the usual server default; level 9 would give smaller figures). Budget: at most
100 KB in all and 25 KB of JavaScript. Images (the favicon) are not counted.

Print the figures of every page: ``.venv/bin/python tests/test_budget.py``.
"""

from __future__ import annotations

import base64
import gzip
import random
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser

import pytest
from flask import Flask
from flask.testing import FlaskClient

from academy.content import Content

TOTAL_BUDGET = 100 * 1024
JS_BUDGET = 25 * 1024
GZIP_LEVEL = 6

Fetch = Callable[[str], bytes]


@dataclass(frozen=True)
class Weight:
    """Gzipped bytes a page transfers: its HTML, its stylesheets and its scripts."""

    page: str
    html: int
    css: int
    js: int

    @property
    def total(self) -> int:
        return self.html + self.css + self.js

    def __str__(self) -> str:
        return (
            f"{self.page}: HTML {self.html:,} B + CSS {self.css:,} B + JS {self.js:,} B"
            f" = {self.total:,} B gzipped (level {GZIP_LEVEL})"
        )

    def problems(self) -> list[str]:
        """Each budget this page exceeds, with its figures (empty: within budget)."""
        problems = []
        if self.total > TOTAL_BUDGET:
            problems.append(f"{self}: over the {TOTAL_BUDGET:,} B budget")
        if self.js > JS_BUDGET:
            problems.append(f"{self.page}: JS {self.js:,} B over the {JS_BUDGET:,} B budget")
        return problems


class _Assets(HTMLParser):
    """The stylesheets and scripts one page loads, each once, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.css: dict[str, None] = {}
        self.js: dict[str, None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "link" and "stylesheet" in values.get("rel", "").lower().split():
            self.css[values["href"]] = None
        elif tag == "script" and values.get("src"):
            self.js[values["src"]] = None


def gzipped_size(body: bytes) -> int:
    return len(gzip.compress(body, compresslevel=GZIP_LEVEL, mtime=0))


def weigh(page: str, fetch: Fetch) -> Weight:
    """The gzipped weight of ``page`` and of the stylesheets and scripts it loads."""
    html = fetch(page)
    assets = _Assets()
    assets.feed(html.decode("utf-8"))
    assets.close()
    return Weight(
        page,
        html=gzipped_size(html),
        css=sum(gzipped_size(fetch(url)) for url in assets.css),
        js=sum(gzipped_size(fetch(url)) for url in assets.js),
    )


def client_fetch(client: FlaskClient) -> Fetch:
    """Uncompressed bytes of a URL of the site, through the test client."""

    def fetch(url: str) -> bytes:
        response = client.get(url, headers={"Accept-Encoding": "identity"}, follow_redirects=True)
        assert response.status_code == 200, f"{url}: {response.status_code}"
        body = response.get_data()
        if response.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        return body

    return fetch


TOOL_PAGES = [
    "/herramientas/",
    "/herramientas/lector/",
    "/herramientas/botes/",
    "/herramientas/limites/",
]


def budget_pages(app: Flask, content: Content) -> list[str]:
    """The home page, the practice strip, the tools, every lesson (slugs from ``content/``)
    and the responsible play page."""
    with app.test_request_context():
        from flask import url_for

        lessons = [url_for("lessons.lesson", slug=lesson.slug) for lesson in content.lessons]
        responsible = url_for("main.responsible")
    return ["/", "/practica/", *TOOL_PAGES, *lessons, responsible]


def test_every_lesson_page_is_within_budget(site_app: Flask, site_content: Content) -> None:
    fetch = client_fetch(site_app.test_client())
    weights = [weigh(page, fetch) for page in budget_pages(site_app, site_content)]
    assert len(weights) == len(site_content.lessons) + 3 + len(TOOL_PAGES) >= 14
    assert all(w.html > 0 and w.css > 0 and w.js > 0 for w in weights), weights
    largest = max(weights, key=lambda w: w.total)
    print(f"\nlargest page: {largest}")
    assert [problem for w in weights for problem in w.problems()] == []


def noise(size: int) -> str:
    """Text that gzip cannot shrink much (base64 of random bytes)."""
    return base64.b64encode(random.Random(size).randbytes(size)).decode()


def site(html: str, css: str = "p{}", js: str = "x") -> Fetch:
    files = {
        "/p/": html.encode(),
        "/a.css": css.encode(),
        "/print.css": b"@page{margin:1cm}",
        "/a.js": js.encode(),
        "/icon.svg": noise(200_000).encode(),
    }
    return files.__getitem__


PAGE = (
    '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/print.css" '
    'media="print"><link rel="icon" href="/icon.svg"><script src="/a.js" defer></script>'
    '<script src="/a.js"></script><p>{}</p>'
)


def test_a_small_page_is_within_budget() -> None:
    weight = weigh("/p/", site(PAGE.format("hola")))
    assert 0 < weight.html < 300 and weight.js == gzipped_size(b"x")
    assert weight.css == gzipped_size(b"p{}") + gzipped_size(b"@page{margin:1cm}")
    assert weight.problems() == []


def test_a_padded_page_is_over_budget() -> None:
    weight = weigh("/p/", site(PAGE.format(noise(120_000))))
    assert weight.total > TOTAL_BUDGET
    [problem] = weight.problems()
    assert problem.startswith("/p/: HTML ") and "over the 102,400 B budget" in problem


def test_padded_css_counts_towards_the_total() -> None:
    weight = weigh("/p/", site(PAGE.format("hola"), css=noise(120_000)))
    assert weight.css > TOTAL_BUDGET and len(weight.problems()) == 1


def test_too_much_javascript_is_over_budget() -> None:
    weight = weigh("/p/", site(PAGE.format("hola"), js=noise(30_000)))
    assert JS_BUDGET < weight.js < TOTAL_BUDGET
    assert weight.problems() == [f"/p/: JS {weight.js:,} B over the 25,600 B budget"]


def test_a_missing_asset_fails(site_app: Flask) -> None:
    fetch = client_fetch(site_app.test_client())
    with pytest.raises(AssertionError, match="/static/no-existe.js: 404"):
        fetch("/static/no-existe.js")


if __name__ == "__main__":
    from academy.content import load_content
    from academy.web import create_app

    content = load_content()
    app = create_app({"CONTENT": content})
    fetch = client_fetch(app.test_client())
    for page in budget_pages(app, content):
        weight = weigh(page, fetch)
        print(weight, *(["OVER BUDGET"] if weight.problems() else []))
    print(f"budget: {TOTAL_BUDGET:,} B in all, {JS_BUDGET:,} B of JavaScript")
