"""What every dynamic answer gets on its way out: an ETag, a cache rule and gzip.

Pages are the same bytes for everyone (nothing about the learner is on the server), so a
GET answer carries a strong ETag of its body and ``Cache-Control: no-cache``: a browser or
proxy may keep it but asks again, and gets a bodyless 304 while the page is unchanged.
Text answers are gzipped when the client accepts it and the server in front has not done
it already; the gzip copy has its own ETag (``…-gz``), as HTTP wants.
"""

from __future__ import annotations

import gzip
from hashlib import sha1

from flask import Response, request
from werkzeug.http import http_date

from .static_files import COMPRESSIBLE, MIN_GZIP_SIZE

PAGE_LIFETIME = "no-cache"
# Level 3 (zlib's fast strategy): on practice fragments (8 KB a question, 17 KB an answer)
# half the CPU of level 6 for 12-16 % more bytes (2.3 KB instead of 2.0 KB for an answer).
GZIP_LEVEL = 3
# What a client sends to make an answer conditional; without any of them (a first visit)
# there is nothing to check, and the ETag is written directly (Werkzeug's
# ``make_conditional`` is then a fifth of the cost of a practice fragment's finishing).
CONDITIONAL = (
    "HTTP_IF_NONE_MATCH",
    "HTTP_IF_MATCH",
    "HTTP_IF_MODIFIED_SINCE",
    "HTTP_IF_UNMODIFIED_SINCE",
)


def finish_response(response: Response) -> Response:
    """ETag, cache rule, 304 and gzip for a dynamic answer (static files do their own)."""
    if request.endpoint == "static" or response.direct_passthrough:
        return response
    cacheable = request.method in ("GET", "HEAD") and response.status_code == 200
    compressible = (response.mimetype or "").startswith(
        COMPRESSIBLE
    ) and "Content-Encoding" not in response.headers
    if compressible:
        response.vary.add("Accept-Encoding")
    use_gzip = (
        compressible
        and request.accept_encodings.quality("gzip") > 0
        and response.status_code not in (204, 304)
        and (response.content_length or 0) >= MIN_GZIP_SIZE
    )
    if cacheable:
        response.headers.setdefault("Cache-Control", PAGE_LIFETIME)
        if "no-store" not in response.headers["Cache-Control"]:
            if _first_visit(response):
                _write_etag(response, use_gzip)
            else:
                _check_etag(response, use_gzip)
            if response.status_code == 304:
                return response
    if use_gzip:
        response.set_data(gzip.compress(response.get_data(), compresslevel=GZIP_LEVEL, mtime=0))
        response.headers["Content-Encoding"] = "gzip"
    return response


def _first_visit(response: Response) -> bool:
    """No conditional request header and no ETag yet: nothing to compare."""
    environ = request.environ
    return not any(name in environ for name in CONDITIONAL) and "ETag" not in response.headers


def _write_etag(response: Response, use_gzip: bool) -> None:
    """What :func:`_check_etag` does for a request that is not conditional: the body's
    SHA-1 as a strong ETag (``…-gz`` for the gzip copy), a ``Date``, a length."""
    headers = response.headers
    tag = sha1(response.get_data()).hexdigest()
    headers["ETag"] = f'"{tag}-gz"' if use_gzip else f'"{tag}"'
    if "Date" not in headers:
        headers["Date"] = http_date()
    if response.automatically_set_content_length and "Content-Length" not in headers:
        length = response.calculate_content_length()
        if length is not None:
            headers["Content-Length"] = str(length)


def _check_etag(response: Response, use_gzip: bool) -> None:
    """Werkzeug's way: an ETag unless the view gave one, then 304 (or 412) if the
    client holds it."""
    response.add_etag()
    if use_gzip:
        etag, weak = response.get_etag()
        response.set_etag(f"{etag}-gz", weak=bool(weak))
    response.make_conditional(request)
