"""The build's link scan (``PageLinks``) against ``html.parser`` on every page of the real
built site and on hand-made markup: the same links, ids and repeated ids."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from academy.build import PageLinks, build

pytestmark = pytest.mark.slow  # builds: the real site, every page parsed twice


class Reference(HTMLParser):
    """What the build read with ``html.parser`` before: the independent reference."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found = PageLinks()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is not None:
                self.found.add(tag, name, value)


def reference(page: str) -> PageLinks:
    parser = Reference()
    parser.feed(page)
    parser.close()
    return parser.found


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    out = tmp_path_factory.mktemp("enlaces") / "site"
    build(out)
    return sorted(out.rglob("*.html"))


def test_every_built_page_gives_the_links_and_ids_html_parser_gives(pages: list[Path]) -> None:
    assert len(pages) > 200
    links = 0
    for path in pages:
        text = path.read_text(encoding="utf-8")
        assert PageLinks.of(text) == reference(text), path
        links += len(PageLinks.of(text).links)
    assert links > 5000


@pytest.mark.parametrize(
    "markup",
    [
        '<a href="/a/?x=1&amp;y=2" id="uno">a &gt; b</a><p id="uno">',
        "<form action='/buscar/'><input type=checkbox checked name=c value=x></form>",
        '<div action="/no/" hx-get="/frag/" data-x="a > b"><img src=/i.png alt=""></div>',
        '<!-- <a href="/oculto/"> --><A HREF="/mayusculas/" ID="M">',
        '<a href="">vacío</a><a href>sin valor</a><p id = "espacios">',
    ],
)
def test_hand_made_markup(markup: str) -> None:
    assert PageLinks.of(markup) == reference(markup)
