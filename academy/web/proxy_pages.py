"""The error pages the proxy in front of the app answers itself (400, 414, 431 and the
others of ``deploy/nginx/academy.conf``; 502 and 504 when the app is down or silent):
the app's own error page, in the same words, written as files; and the same errors as
the app's JSON, ``{"error": message}``, for the answers under ``/api/``.

``python -m academy.web.proxy_pages FOLDER`` writes ``400.html`` … ``505.html`` and
``400.json`` … ``505.json`` into FOLDER; ``scripts/serve.sh --production`` does it at
each start, so the pages link the stylesheet of the code that is running. nginx adds the
security headers to them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from flask import Flask, render_template

from . import ERROR_MESSAGES, SERVER_ERROR_MESSAGES, create_app

PROXY_ERRORS = (400, 404, 405, 408, 413, 414, 431, 500, 501, 502, 503, 504, 505)


def proxy_error_pages(app: Flask) -> dict[int, bytes]:
    """Each code of :data:`PROXY_ERRORS` → its Spanish page, as the app draws errors."""
    messages = {**ERROR_MESSAGES, **SERVER_ERROR_MESSAGES}
    pages = {}
    with app.test_request_context("/"):
        for code in PROXY_ERRORS:
            title, message = messages[code]
            page = render_template("errors/error.html", code=code, title=title, message=message)
            pages[code] = page.encode("utf-8")
    return pages


def proxy_error_json(code: int) -> bytes:
    """The JSON the app answers under ``/api/`` for ``code``."""
    _, message = {**ERROR_MESSAGES, **SERVER_ERROR_MESSAGES}[code]
    return json.dumps({"error": message}, ensure_ascii=False).encode("utf-8") + b"\n"


def write_pages(folder: Path, app: Flask | None = None) -> list[Path]:
    """Write the pages into ``folder`` (created); the files written."""
    app = app or create_app({"FREEZE_STARTUP_OBJECTS": False, "RESPONSE_CACHE_ENTRIES": 0})
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for code, page in proxy_error_pages(app).items():
        target = folder / f"{code}.html"
        target.write_bytes(page)
        as_json = folder / f"{code}.json"
        as_json.write_bytes(proxy_error_json(code))
        written += [target, as_json]
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("uso: python -m academy.web.proxy_pages CARPETA", file=sys.stderr)
        return 2
    write_pages(Path(argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
