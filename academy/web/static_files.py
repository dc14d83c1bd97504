"""Static files with content-hashed names, served from memory with long cache lifetimes.

Every file under ``static/`` gets a second name that carries a hash of its bytes::

    css/site.css  →  css/site.3f2a1b9c0d.css

``url_for("static", filename="css/site.css")`` builds the hashed name (a URL default), so
a page always points to the exact bytes it was rendered with and a browser or CDN may keep
them for a year (``immutable``). A new deploy changes the bytes, hence the name. The plain
name still answers, with a short lifetime, for anyone who links to it by hand.

The files are read once when the app starts, with a gzip copy of each compressible one.
The site's own scripts (not ``vendor/``) are served without their comment lines and
indentation (:func:`strip_js_comments`): the commented source stays the one to read.
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from flask import Flask, Response, abort, request

HASH_LENGTH = 10
LONG_LIFETIME = "public, max-age=31536000, immutable"
SHORT_LIFETIME = "public, max-age=300"
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "image/svg+xml")
MIN_GZIP_SIZE = 512


@dataclass(frozen=True)
class Asset:
    """One static file: its bytes, their gzip copy (if worth it) and its hashed name."""

    name: str
    hashed_name: str
    body: bytes
    gzipped: bytes | None
    content_type: str
    etag: str


def hashed_name(name: str, body: bytes) -> str:
    """``css/site.css`` → ``css/site.<hash>.css``, the hash taken from ``body``.

    >>> hashed_name("css/site.css", b"body{}")
    'css/site.7c98040a54.css'
    """
    path = PurePosixPath(name)
    return str(path.with_name(f"{path.stem}.{_digest(body)}{path.suffix}"))


def _digest(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()[:HASH_LENGTH]


def strip_js_comments(source: str) -> str:
    r"""A script without its whole-line comments (``/* … */`` that start a line, over one
    line or several, and ``//`` lines), its indentation and its blank lines. A comment
    after code on the same line stays; the line breaks between statements stay, so the
    script means the same (the site's scripts have no template literals).

    >>> script = "/* What it does,\n   in two lines. */\nvar a = 1; /* kept */\n\n"
    >>> print(strip_js_comments(script + "  // a note\n  a += 2;\n"), end="")
    var a = 1; /* kept */
    a += 2;
    """
    kept: list[str] = []
    in_comment = False
    for line in source.split("\n"):
        text = line.strip()
        if in_comment or text.startswith("/*"):
            in_comment = "*/" not in text
            text = "" if in_comment else text.split("*/", 1)[1].strip()
        if text and not text.startswith("//"):
            kept.append(text)
    return "\n".join(kept) + "\n"


def served_body(name: str, body: bytes) -> bytes:
    """What the site serves of the file ``name`` (under ``static/``) holding ``body``:
    its own scripts stripped of their comment lines, any other file as it is."""
    if name.endswith(".js") and not name.startswith("vendor/"):
        return strip_js_comments(body.decode("utf-8")).encode("utf-8")
    return body


def _read(folder: Path, file: Path) -> Asset:
    name = file.relative_to(folder).as_posix()
    body = served_body(name, file.read_bytes())
    mimetype = mimetypes.guess_type(name)[0] or "application/octet-stream"
    if mimetype.startswith("text/") or mimetype == "application/javascript":
        mimetype += "; charset=utf-8"
    gzipped = None
    if mimetype.startswith(COMPRESSIBLE) and len(body) >= MIN_GZIP_SIZE:
        gzipped = gzip.compress(body, compresslevel=9, mtime=0)
    digest = _digest(body)
    return Asset(name, hashed_name(name, body), body, gzipped, mimetype, digest)


class StaticFiles:
    """Every file of one folder, by plain and by hashed name."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        files = sorted(p for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else []
        self.assets = {asset.name: asset for asset in (_read(folder, p) for p in files)}
        self.by_hashed_name = {a.hashed_name: a for a in self.assets.values()}

    def url_name(self, name: str) -> str:
        """The name a page should link to: hashed when the file exists."""
        asset = self.assets.get(name)
        return asset.hashed_name if asset else name

    def find(self, name: str) -> tuple[Asset, bool] | None:
        """The asset named ``name`` and whether the name was the hashed one."""
        if name in self.by_hashed_name:
            return self.by_hashed_name[name], True
        if name in self.assets:
            return self.assets[name], False
        return None

    def response(self, filename: str) -> Response:
        """The file as an HTTP response: gzip when accepted, 304 when unchanged."""
        found = self.find(filename)
        if found is None:
            abort(404)
        asset, hashed = found
        use_gzip = asset.gzipped is not None and request.accept_encodings.quality("gzip") > 0
        body = asset.gzipped if use_gzip and asset.gzipped is not None else asset.body
        response = Response(body, content_type=asset.content_type)
        response.set_etag(asset.etag + ("-gz" if use_gzip else ""))
        response.headers["Cache-Control"] = LONG_LIFETIME if hashed else SHORT_LIFETIME
        if asset.gzipped is not None:
            response.vary.add("Accept-Encoding")
        if use_gzip:
            response.headers["Content-Encoding"] = "gzip"
        response.make_conditional(request)
        return response


STATIC_KEY = "academy.static"


def static_files_of(app: Flask) -> StaticFiles:
    """The static files ``app`` serves (read by :func:`install_static`)."""
    files: StaticFiles = app.extensions[STATIC_KEY]
    return files


def install_static(app: Flask) -> StaticFiles:
    """Serve ``app.static_folder`` from memory and make ``url_for`` build hashed names."""
    files = StaticFiles(Path(app.static_folder or "static"))
    app.extensions[STATIC_KEY] = files

    def hashed_url(endpoint: str, values: dict[str, Any]) -> None:
        if endpoint == "static" and isinstance(values.get("filename"), str):
            values["filename"] = files.url_name(values["filename"])

    app.url_defaults(hashed_url)
    app.view_functions["static"] = files.response
    return files
