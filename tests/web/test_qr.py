"""The class link's QR code on /instructores/: drawn on the server as inline SVG (no script,
no other site), one per class link, of the link's full address. There is no QR decoder
among the test dependencies, so the drawing is checked against the code's structure: the
modules the path draws are the encoder's, the size is a QR version's plus the quiet zone,
and the three finder patterns sit in their corners."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient

from academy.web.qr import QUIET_ZONE, qr_modules, qr_svg

FINDER = [
    [True] * 7,
    [True, False, False, False, False, False, True],
    *[[True, False, True, True, True, False, True] for _ in range(3)],
    [True, False, False, False, False, False, True],
    [True] * 7,
]


def drawn(svg: str) -> list[list[bool]]:
    """The modules the SVG's path draws, row by row."""
    size = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1))  # type: ignore[union-attr]
    grid = [[False] * size for _ in range(size)]
    for x, y in re.findall(r"M(\d+) (\d+)h1v1h-1z", svg):
        grid[int(y)][int(x)] = True
    return grid


@pytest.mark.parametrize(
    "text",
    ["https://example.org/practica/?semilla=2026", "http://127.0.0.1:8635/practica/taller/"
     "?semilla=2026&ejercicios=limites:1,accion:1-3&por_paso=15&variante=omaha"],
)  # fmt: skip
def test_the_drawing_is_the_code(text: str) -> None:
    modules = qr_modules(text)
    size = len(modules)
    inner = size - 2 * QUIET_ZONE
    assert (inner - 17) % 4 == 0 and 1 <= (inner - 17) // 4 <= 40  # a QR version's size
    assert drawn(qr_svg(text)) == modules
    q = QUIET_ZONE
    assert not any(modules[q - 1][q - 1 : size - q + 1]) and not any(r[q - 1] for r in modules)
    for top, left in ((q, q), (q, size - q - 7), (size - q - 7, q)):
        assert [row[left : left + 7] for row in modules[top : top + 7]] == FINDER
    bottom_right = [row[size - q - 7 : size - q] for row in modules[size - q - 7 : size - q]]
    assert bottom_right != FINDER


def test_each_class_link_has_its_qr_code(client: FlaskClient) -> None:
    page = client.get("/instructores/?niveles=1&niveles=2&ejercicios=limites:1").get_data(
        as_text=True
    )
    links = [
        html.unescape(a) for a in re.findall(r'<a class="class-link" href="[^"]+">([^<]+)<', page)
    ]
    svgs = re.findall(r'<svg class="qr".*?</svg>', page, re.S)
    assert len(links) == 2 and len(svgs) == 2
    for link, svg in zip(links, svgs, strict=True):
        assert link.startswith("http://localhost/")
        assert drawn(svg) == qr_modules(link)
        assert 'role="img"' in svg and 'aria-label="Código QR del enlace: ' in svg
        assert "style=" not in svg and "href" not in svg  # nothing for the CSP, no other site
    assert page.count("Código QR para proyectar") == 2
