"""The static build: every published page, the static assets and ``figures.json``.

All content is read and checked first (:func:`academy.content.load_content`); then the
site is crawled with the Flask test client from every page without parameters and every
lesson, following internal links. A broken internal link (a page, a static file or a
``#fragment``) fails the build, naming the page that links to it.

Usage: ``build(Path("site")).summary()`` → ``"Sitio generado en site: 12 páginas, …"``.
"""

from __future__ import annotations

import json
import shutil
import time
from collections import deque
from dataclasses import dataclass
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from flask import Flask

from .content import GLOSSARY_SLUG, Content, ContentError, load_content
from .paths import CONTENT_DIR
from .web import SECURITY_HEADERS, create_app
from .web.static_files import LONG_LIFETIME, static_files_of

MARKER = ".academy-build"
NOT_FOUND_PROBE = "/__pagina-inexistente__/"


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
            f"en {self.seconds:.2f} s."
        )


class _LinkParser(HTMLParser):
    """Collects the links (``href``, ``src``, ``action``, and ``hx-get``: the fragments
    htmx loads, which a static host must hold too) and the ids of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.repeated: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id":
                if value in self.ids:
                    self.repeated.append(value)
                self.ids.add(value)
            elif name in ("href", "src", "hx-get") or (name == "action" and tag == "form"):
                self.links.append(value)


def build(
    output: Path,
    *,
    content_dir: Path = CONTENT_DIR,
    content: Content | None = None,
) -> BuildReport:
    """Write the whole site to ``output`` (created, or replaced if it holds a build).

    Raises :class:`BuildError` for invalid content, a page that fails or a broken link.
    """
    started = time.perf_counter()
    if content is None:
        try:
            content = load_content(Path(content_dir))
        except ContentError as error:
            raise BuildError(f"contenido no válido: {error}") from None
    app = create_app(
        {"CONTENT": content, "RAISE_UNEXPECTED_ERRORS": True, "PROPAGATE_EXCEPTIONS": True}
    )
    pages = _crawl(app)  # everything is rendered and checked before writing anything
    output = Path(output)
    _prepare(output)
    for path, (body, _) in pages.items():
        target = _file_for(output, path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)
    static_files = _copy_static(app, output)
    (output / "_headers").write_text(_host_headers(app), encoding="utf-8")
    figures = dict(sorted(content.figures.items()))
    (output / "figures.json").write_text(
        json.dumps(figures, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    (output / MARKER).write_text("generado por «academy build»\n", encoding="utf-8")
    html_pages = sum(1 for _, kind in pages.values() if kind == "page")
    return BuildReport(
        output, html_pages, len(figures), static_files, time.perf_counter() - started
    )


def seed_urls(app: Flask, content: Content) -> list[str]:
    """Every GET page without parameters, and every lesson."""
    urls = []
    with app.test_request_context():
        from flask import url_for

        for rule in app.url_map.iter_rules():
            methods = rule.methods or set()
            if "GET" in methods and not rule.arguments and rule.endpoint != "static":
                urls.append(url_for(rule.endpoint))
        for lesson in content.lessons:
            if lesson.slug != GLOSSARY_SLUG:
                urls.append(url_for("lessons.lesson", slug=lesson.slug))
    return [u for u in urls if not u.startswith("/api/")]


def _crawl(app: Flask) -> dict[str, tuple[bytes, str]]:
    """Render every reachable page: path → (bytes, "page" | "redirect" | "error")."""
    from .web.site import CONTENT_KEY

    content: Content = app.extensions[CONTENT_KEY]
    client = app.test_client()
    static_url = app.static_url_path or "/static"
    static_files = static_files_of(app)
    seeds = seed_urls(app, content)
    queue: deque[str] = deque(seeds)
    referrers: dict[str, str] = {}
    pages: dict[str, tuple[bytes, str]] = {}
    ids: dict[str, set[str]] = {}
    fragments: list[tuple[str, str, str]] = []  # (page, fragment, linking page)
    seen = set(seeds)

    def follow(link: str, page: str) -> None:
        parts = urlsplit(urljoin(page, link))
        if parts.scheme not in ("", "http") or parts.netloc not in ("", "localhost"):
            return
        path = parts.path or "/"
        if path.startswith(static_url + "/"):
            if static_files.find(path[len(static_url) + 1 :]) is None:
                raise BuildError(f"enlace roto a {path} en la página {page}")
            return
        if parts.fragment:
            fragments.append((path, parts.fragment, page))
        if path not in seen:
            seen.add(path)
            referrers[path] = page
            queue.append(path)

    while queue:
        path = queue.popleft()
        try:
            response = client.get(path)
        except Exception as error:  # a template or code bug: name it, do not write
            raise BuildError(
                f"la página {path} falla al generarse: {type(error).__name__}: {error}"
            ) from error
        if response.status_code in (301, 302, 303, 307, 308):
            location = response.headers.get("Location", "/")
            pages[path] = (_redirect_page(location), "redirect")
            follow(location, path)
            continue
        if response.status_code != 200:
            where = f" (enlazada desde {referrers[path]})" if path in referrers else ""
            raise BuildError(f"la página {path} responde {response.status_code}{where}")
        body = response.get_data()
        pages[path] = (body, "page")
        if response.mimetype == "text/html":
            parser = _LinkParser()
            parser.feed(body.decode("utf-8"))
            ids[path] = parser.ids
            if parser.repeated:
                raise BuildError(f"la página {path} repite el id «{parser.repeated[0]}»")
            for link in parser.links:
                follow(link, path)

    for path, fragment, page in fragments:
        if path in ids and fragment not in ids[path]:
            raise BuildError(f"enlace roto a {path}#{fragment} en la página {page}")
    missing = client.get(NOT_FOUND_PROBE)
    pages["/404.html"] = (missing.get_data(), "error")
    return pages


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


def _host_headers(app: Flask) -> str:
    """``_headers`` for static hosts that read it (Netlify, Cloudflare Pages): the security
    headers on every path and a year's cache for each hashed static file."""
    static_url = app.static_url_path or "/static"
    static_files = static_files_of(app)
    lines = ["/*"] + [f"  {name}: {value}" for name, value in SECURITY_HEADERS.items()]
    for asset in static_files.assets.values():
        lines += [f"{static_url}/{asset.hashed_name}", f"  Cache-Control: {LONG_LIFETIME}"]
    return "\n".join(lines) + "\n"
