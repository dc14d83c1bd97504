"""The static build: every published page, the static assets and ``figures.json``.

All content is read and checked first (:func:`academy.content.load_content`); then the
site is crawled with the Flask test client from every page without parameters and every
lesson, following internal links. A broken internal link (a page, a static file or a
``#fragment``) fails the build, naming the page that links to it.

The instructors' downloads of the default set are written as files with their real names
(``instructores/descargar/serie-h1234-5-2026.json``), linked by name from the built pages,
and ``_headers`` gives each its content type and download name.

Two builds of the same commit are byte-identical. The one page the app draws at random,
«Otra serie» (``/practica/nueva/``: a fresh seed), is replaced by a page that lists the
practice sets the build holds (the default one and :data:`STATIC_PRACTICE_SEEDS`, each
dealt in full) and that a small script (``static/js/static_sets.js``) leaves for one of
them at random: on a static host «Otra serie» opens a set the host really has.

Usage: ``build(Path("site")).summary()`` → ``"Sitio generado en site: 12 páginas, …"``.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from collections import deque
from dataclasses import dataclass, field
from html import escape, unescape
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from flask import Flask, render_template, url_for

from .content import GLOSSARY_SLUG, Content, ContentError, load_content
from .engine.numbers import decimal
from .instructors import PLACEHOLDER_SITE
from .paths import CONTENT_DIR
from .practice import PracticeSet
from .web import SECURITY_HEADERS, create_app
from .web.static_files import LONG_LIFETIME, static_files_of

MARKER = ".academy-build"
NOT_FOUND_PROBE = "/__pagina-inexistente__/"
NEW_SET_PATH = "/practica/nueva/"
# The practice sets a static build deals besides the default one (seed 2026), for «Otra
# serie»: fixed, so that two builds are the same bytes.
STATIC_PRACTICE_SEEDS = (314159, 271828)


class BuildError(Exception):
    """The build cannot finish; the message (Spanish) says what and where."""


@dataclass(frozen=True)
class BuildReport:
    output: Path
    pages: int
    figures: int
    static_files: int
    seconds: float

    def summary(self) -> str:
        return (
            f"Sitio generado en {self.output}: {self.pages} páginas, {self.figures} cifras "
            f"en figures.json, {self.static_files} archivos estáticos, "
            f"en {decimal(self.seconds, 2)} s."
        )


@dataclass(frozen=True)
class Rendered:
    """One crawled path: its bytes, what it is, and the headers a static host must send
    with it (a download's type and file name)."""

    body: bytes
    kind: str  # "page", "download", "redirect" or "error"
    headers: tuple[tuple[str, str], ...] = ()


# A start tag and its attributes, as the site's own HTML writes them: escaped text holds no
# «<», so every «<name» is a tag; quoted values may hold «>».
_START_TAG = re.compile(r"""<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""")
_ATTRIBUTE = re.compile(r"""([^\s"'=<>/]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
LINK_ATTRIBUTES = ("href", "src", "hx-get")


@dataclass
class PageLinks:
    """The links of one page (``href``, ``src``, a form's ``action``, and ``hx-get``: the
    fragments htmx loads, which a static host must hold too), its ids and any id it repeats.

    A scan of the start tags, about ten times faster than ``html.parser`` on these pages
    (the build reads every page); a test checks it finds what ``html.parser`` finds on
    every page of the built site."""

    links: list[str] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    repeated: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, page: str) -> PageLinks:
        found = cls()
        for tag, attributes in _START_TAG.findall(_COMMENT.sub("", page)):
            for name, given, double, single, bare in _ATTRIBUTE.findall(attributes):
                if given:  # a bare attribute (``checked``) has no value
                    found.add(tag.lower(), name.lower(), unescape(double or single or bare))
        return found

    def add(self, tag: str, name: str, value: str) -> None:
        if name == "id":
            if value in self.ids:
                self.repeated.append(value)
            self.ids.add(value)
        elif name in LINK_ATTRIBUTES or (name == "action" and tag == "form"):
            self.links.append(value)


def build(
    output: Path,
    *,
    content_dir: Path = CONTENT_DIR,
    content: Content | None = None,
    base_url: str = PLACEHOLDER_SITE,
) -> BuildReport:
    """Write the whole site to ``output`` (created, or replaced if it holds a build).
    ``base_url`` is the address the site will be served at: the instructors' worksheets
    and downloads print the learners' links on it (see ``academy build --base-url``).

    Raises :class:`BuildError` for invalid content, a page that fails or a broken link.
    """
    started = time.perf_counter()
    if content is None:
        try:
            content = load_content(Path(content_dir))
        except ContentError as error:
            raise BuildError(f"contenido no válido: {error}") from None
    app = create_app(
        {
            "CONTENT": content,
            "RAISE_UNEXPECTED_ERRORS": True,
            "PROPAGATE_EXCEPTIONS": True,
            "STATIC_BUILD": True,  # pages link each download by its file name
            "FREEZE_STARTUP_OBJECTS": False,  # one crawl, not a server (and run in tests)
            "SITE_URL": base_url,  # the learners' links in the instructors' files
        }
    )
    crawler = Crawler(app, content, {NEW_SET_PATH: _new_set_page(app)})
    rendered = crawler.crawl()  # everything is checked before writing
    output = Path(output)
    _prepare(output)
    for path, item in rendered.items():
        target = _file_for(output, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(item.body)
    static_files = _copy_static(app, output)
    (output / "_headers").write_text(_host_headers(app, rendered), encoding="utf-8")
    figures = dict(sorted(content.figures.items()))
    (output / "figures.json").write_text(
        json.dumps(figures, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    (output / MARKER).write_text("generado por «academy build»\n", encoding="utf-8")
    html_pages = sum(1 for item in rendered.values() if item.kind == "page")
    return BuildReport(
        output, html_pages, len(figures), static_files, time.perf_counter() - started
    )


def _new_set_page(app: Flask) -> bytes:
    """«Otra serie» on a static host: the sets the build deals, one chosen by a script."""
    sets = [PracticeSet()] + [PracticeSet(seed=seed) for seed in STATIC_PRACTICE_SEEDS]
    with app.test_request_context(NEW_SET_PATH):
        listed = [
            (
                practice_set.code,
                url_for("practice.question_page", code=practice_set.code, level=level, index=0),
                f"Niveles 1 a 4, semilla {practice_set.seed}",
            )
            for practice_set in sets
            for level in practice_set.levels[:1]
        ]
        return render_template("static_site/new_set.html", sets=listed).encode("utf-8")


def seed_urls(app: Flask, content: Content) -> list[str]:
    """Every GET page without parameters, and every lesson."""
    urls = []
    with app.test_request_context():
        for rule in app.url_map.iter_rules():
            methods = rule.methods or set()
            if "GET" in methods and not rule.arguments and rule.endpoint != "static":
                urls.append(url_for(rule.endpoint))
        for lesson in content.lessons:
            if lesson.slug != GLOSSARY_SLUG:
                urls.append(url_for("lessons.lesson", slug=lesson.slug))
    return [u for u in urls if not u.startswith("/api/")]


class Crawler:
    """Renders every page reachable from :func:`seed_urls` with the test client, following
    internal links, and checks every link on the way (pages, static files, fragments)."""

    def __init__(
        self, app: Flask, content: Content, replaced: dict[str, bytes] | None = None
    ) -> None:
        self.client = app.test_client()
        self.replaced = replaced or {}  # path → the page the build writes instead
        self.static_url = app.static_url_path or "/static"
        self.static_files = static_files_of(app)
        seeds = seed_urls(app, content)
        self.queue: deque[str] = deque(seeds)
        self.seen = set(seeds)
        self.referrers: dict[str, str] = {}  # path → the first page that links to it
        self.rendered: dict[str, Rendered] = {}
        self.ids: dict[str, set[str]] = {}  # path → the ids of its HTML
        self.fragments: list[tuple[str, str, str]] = []  # (path, #fragment, linking page)

    def crawl(self) -> dict[str, Rendered]:
        """path → what it renders, with ``/404.html`` for the not-found page."""
        while self.queue:
            self.visit(self.queue.popleft())
        for path, fragment, page in self.fragments:
            if path in self.ids and fragment not in self.ids[path]:
                raise BuildError(f"enlace roto a {path}#{fragment} en la página {page}")
        missing = self.client.get(NOT_FOUND_PROBE)
        self.rendered["/404.html"] = Rendered(missing.get_data(), "error")
        return self.rendered

    def visit(self, path: str) -> None:
        if path in self.replaced:
            self.take_page(path, self.replaced[path])
            return
        try:
            response = self.client.get(path)
        except Exception as error:  # a template or code bug: name it, do not write
            raise BuildError(
                f"la página {path} falla al generarse: {type(error).__name__}: {error}"
            ) from error
        if response.status_code in (301, 302, 303, 307, 308):
            location = response.headers.get("Location", "/")
            self.rendered[path] = Rendered(_redirect_page(location), "redirect")
            self.follow(location, path)
            return
        if response.status_code != 200:
            where = f" (enlazada desde {self.referrers[path]})" if path in self.referrers else ""
            raise BuildError(f"la página {path} responde {response.status_code}{where}")
        body = response.get_data()
        if "Content-Disposition" in response.headers:
            kept = ("Content-Type", "Content-Disposition")
            headers = tuple((name, response.headers[name]) for name in kept)
            self.rendered[path] = Rendered(body, "download", headers)
            return
        if response.mimetype == "text/html":
            self.take_page(path, body)
        else:
            self.rendered[path] = Rendered(body, "page")

    def take_page(self, path: str, body: bytes) -> None:
        """Keep an HTML page, check its ids and follow its links."""
        self.rendered[path] = Rendered(body, "page")
        parser = PageLinks.of(body.decode("utf-8"))
        self.ids[path] = parser.ids
        if parser.repeated:
            raise BuildError(f"la página {path} repite el id «{parser.repeated[0]}»")
        for link in parser.links:
            self.follow(link, path)

    def follow(self, link: str, page: str) -> None:
        """Queue an internal link found on ``page``; a static file must exist."""
        parts = urlsplit(urljoin(page, link))
        if parts.scheme not in ("", "http") or parts.netloc not in ("", "localhost"):
            return
        path = parts.path or "/"
        if path.startswith(self.static_url + "/"):
            if self.static_files.find(path[len(self.static_url) + 1 :]) is None:
                raise BuildError(f"enlace roto a {path} en la página {page}")
            return
        if parts.fragment:
            self.fragments.append((path, parts.fragment, page))
        if path not in self.seen:
            self.seen.add(path)
            self.referrers[path] = page
            self.queue.append(path)


def _redirect_page(location: str) -> bytes:
    """A static stand-in for a redirect (no script: CSP allows no inline code)."""
    url = escape(location)
    return (
        '<!doctype html>\n<html lang="es"><head><meta charset="utf-8">'
        f'<meta http-equiv="refresh" content="0; url={url}">'
        f'<link rel="canonical" href="{url}"><title>Esta página se ha movido</title></head>'
        f'<body><p>Esta página está ahora en <a href="{url}">{url}</a>.</p></body></html>\n'
    ).encode()


def _file_for(output: Path, path: str) -> Path:
    relative = path.lstrip("/")
    if path.endswith("/") or relative == "":
        relative += "index.html"
    target = (output / relative).resolve()
    if output.resolve() not in target.parents:
        raise BuildError(f"la ruta {path} sale de la carpeta de salida")
    return target


def _prepare(output: Path) -> None:
    """An empty output folder: new, or a previous build (never someone else's files)."""
    if output.exists():
        if not output.is_dir():
            raise BuildError(f"{output} existe y no es una carpeta")
        if any(output.iterdir()):
            if not (output / MARKER).exists():
                raise BuildError(
                    f"la carpeta {output} no está vacía y no es un sitio generado antes: "
                    "elige otra carpeta"
                )
            shutil.rmtree(output)
    output.mkdir(parents=True, exist_ok=True)


def _copy_static(app: Flask, output: Path) -> int:
    """Each static file under its plain and its hashed name (the pages use the hashed one)."""
    static_files = static_files_of(app)
    target = output / (app.static_url_path or "/static").lstrip("/")
    for asset in static_files.assets.values():
        for name in (asset.name, asset.hashed_name):
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            (target / name).write_bytes(asset.body)
    return 2 * len(static_files.assets)


def _host_headers(app: Flask, rendered: dict[str, Rendered]) -> str:
    """``_headers`` for static hosts that read it (Netlify, Cloudflare Pages): the security
    headers on every path, a year's cache for each hashed static file, and each download's
    type and file name."""
    static_url = app.static_url_path or "/static"
    static_files = static_files_of(app)
    lines = ["/*"] + [f"  {name}: {value}" for name, value in SECURITY_HEADERS.items()]
    for asset in static_files.assets.values():
        lines += [f"{static_url}/{asset.hashed_name}", f"  Cache-Control: {LONG_LIFETIME}"]
    for path, item in sorted(rendered.items()):
        if item.headers:
            lines += [path, *(f"  {name}: {value}" for name, value in item.headers)]
    return "\n".join(lines) + "\n"
