"""What every dynamic answer gets on its way out: an ETag, a cache rule and gzip.

Pages are the same bytes for everyone (nothing about the learner is on the server), so a
GET answer carries a strong ETag of its body and ``Cache-Control: no-cache``: a browser or
proxy may keep it but asks again, and gets a bodyless 304 while the page is unchanged.
Text answers are gzipped when the client accepts it and the server in front has not done
it already; the gzip copy has its own ETag (``…-gz``), as HTTP wants.
"""

from __future__ import annotations

import gzip

from flask import Response, request

from .static_files import COMPRESSIBLE, MIN_GZIP_SIZE

PAGE_LIFETIME = "no-cache"
GZIP_LEVEL = 6


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
            response.add_etag()
            if use_gzip:
                etag, weak = response.get_etag()
                response.set_etag(f"{etag}-gz", weak=bool(weak))
            response.make_conditional(request)
            if response.status_code == 304:
                return response
    if use_gzip:
        response.set_data(gzip.compress(response.get_data(), compresslevel=GZIP_LEVEL, mtime=0))
        response.headers["Content-Encoding"] = "gzip"
    return response
