"""The static build's downloads are files: real names and extensions, linked from the built
pages, with their type and download name in ``_headers``; a plain static server (Python's
``http.server``, which knows nothing of ``_headers``) serves each with its own type.

The fixture content's site is built once (``fixture_site``) and only read.
"""

from __future__ import annotations

import sys
import urllib.request
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from helpers import FIXTURE_CONTENT
from helpers.servers import free_port, serving

import academy.build
from academy.build import BuildReport
from academy.cli import main
from academy.instructors import FORMATS, PLACEHOLDER_SITE, export, parse_filename
from academy.practice import PracticeSet

pytestmark = pytest.mark.slow  # builds and serves a static site in a subprocess

PLAIN_TYPES = {  # what a static server says for each extension (XML has two names)
    "html": {"text/html"},
    "json": {"application/json"},
    "csv": {"text/csv"},
    "moodle.xml": {"application/xml", "text/xml"},
    "gift.txt": {"text/plain"},
}


class Downloads(HTMLParser):
    """The ``<a href download>`` links of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "a" and values.get("download") and values.get("href"):
            self.links.append((values["href"] or "", values["download"] or ""))


def host_rules(text: str) -> dict[str, dict[str, str]]:
    """``_headers`` read as a static host reads it: path → its headers."""
    rules: dict[str, dict[str, str]] = {}
    path = ""
    for line in text.splitlines():
        if line and not line.startswith(" "):
            path = line
            rules.setdefault(path, {})
        elif line.strip():
            name, _, value = line.strip().partition(": ")
            rules[path][name] = value
    return rules


@pytest.fixture(scope="module")
def site(fixture_site: BuildReport) -> Path:
    return fixture_site.output


@pytest.fixture(scope="module")
def plain_server(site: Path) -> Iterator[str]:
    port = free_port()
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"]
    yield from serving(command, port, cwd=site)


@pytest.fixture(scope="module")
def links(site: Path) -> list[tuple[str, str]]:
    parser = Downloads()
    parser.feed((site / "instructores" / "index.html").read_text(encoding="utf-8"))
    return parser.links


def test_every_format_is_a_file_linked_by_its_name(
    site: Path, links: list[tuple[str, str]]
) -> None:
    default = PracticeSet()
    expected = {f"/instructores/descargar/{f.filename(default)}" for f in FORMATS.values()}
    assert {href for href, _ in links} == expected
    for href, name in links:
        assert href.rsplit("/", 1)[1] == name  # the download name is the file's name
        assert (site / href.lstrip("/")).is_file()
    assert not list((site / "instructores" / "descargar").glob("*/index.html"))


def test_a_plain_server_gives_each_download_its_type(
    plain_server: str, links: list[tuple[str, str]]
) -> None:
    for href, name in links:
        chosen, practice_set = parse_filename(name)
        with urllib.request.urlopen(plain_server + href, timeout=10) as response:
            assert response.status == 200
            served = response.headers.get_content_type()
            body = response.read()
        assert served in PLAIN_TYPES[chosen.extension], (name, served)
        assert chosen.mimetype in PLAIN_TYPES[chosen.extension]
        assert body == export(practice_set, chosen.code, PLACEHOLDER_SITE)


def test_the_headers_file_names_each_download(site: Path, links: list[tuple[str, str]]) -> None:
    rules = host_rules((site / "_headers").read_text(encoding="utf-8"))
    for href, name in links:
        chosen, _ = parse_filename(name)
        assert rules[href] == {
            "Content-Type": f"{chosen.mimetype}; charset=utf-8",
            "Content-Disposition": f'attachment; filename="{name}"',
        }
    assert "Content-Security-Policy" in rules["/*"]


def test_links_in_the_built_files_are_on_the_given_address(tmp_path: Path) -> None:
    """Printed links must work on paper: the build is told the site's address (without
    it, the documented placeholder), never the address it crawled (localhost)."""
    site = "https://poker.example/aula/"
    out = academy.build.build(tmp_path / "sitio", content_dir=FIXTURE_CONTENT, base_url=site)
    downloads = out.output / "instructores" / "descargar"
    for path in downloads.iterdir():
        body = path.read_text(encoding="utf-8-sig")
        assert f"{site}practica/?semilla=2026" in body, path.name
        assert "localhost" not in body and PLACEHOLDER_SITE not in body
    page = (out.output / "instructores" / "index.html").read_text(encoding="utf-8")
    assert f"{site}practica/?semilla=2026" in page


def test_the_command_warns_without_an_address_and_refuses_a_bad_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = academy.build.build

    def fixture_build(output: Path, **options: Any) -> BuildReport:
        return real(output, content_dir=FIXTURE_CONTENT, **options)

    monkeypatch.setattr(academy.build, "build", fixture_build)
    assert main(["build", "--output", str(tmp_path / "a")]) == 0
    out = capsys.readouterr().out
    assert "Aviso: sin --base-url, el enlace de la clase" in out and PLACEHOLDER_SITE in out
    assert main(["build", "--output", str(tmp_path / "b"), "--base-url", "https://p.example"]) == 0
    assert "Aviso" not in capsys.readouterr().out
    assert main(["build", "--output", str(tmp_path / "c"), "--base-url", "p.example"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --base-url: «p.example» no es la dirección de un sitio")
    assert not (tmp_path / "c").exists()
