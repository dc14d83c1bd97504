"""Access lines for ``academy serve --access-log``: one line per request, nothing more.

Waitress writes no access log of its own. The line is the Common Log Format that any log
tool reads, plus the time taken in milliseconds::

    127.0.0.1 - - [01/Dec/2026:03:10:00 +0000] "GET /practica/ HTTP/1.1" 200 2513 4.1ms

No header, cookie or body is written: only what the request line and the answer say.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TextIO
from urllib.parse import quote

if TYPE_CHECKING:  # the WSGI types of the standard library's stubs (PEP 3333)
    from _typeshed.wsgi import StartResponse
    from _typeshed.wsgi import WSGIApplication as WsgiApp
    from _typeshed.wsgi import WSGIEnvironment as Environ


SAFE = "/?&=+-_.~!$'()*,;:@%"


def _printable(text: str) -> str:
    """Percent-encoded: no quote, space or control character can break the line.

    >>> _printable('/a b"\\n')
    '/a%20b%22%0A'
    """
    return quote(text.encode("latin-1", "replace"), safe=SAFE)


class AccessLog:
    """WSGI middleware that writes one access line per request to ``stream``."""

    def __init__(self, app: WsgiApp, stream: TextIO = sys.stdout) -> None:
        self.app = app
        self.stream = stream

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterator[bytes]:
        started = time.perf_counter()
        status = ["-"]

        def recording_start(code: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
            status[0] = code.split(" ", 1)[0]
            return start_response(code, headers, *rest)

        sent = 0
        body = self.app(environ, recording_start)
        try:
            for chunk in body:
                sent += len(chunk)
                yield chunk
        finally:
            close = getattr(body, "close", None)
            if close is not None:
                close()
            self.write(environ, status[0], sent, time.perf_counter() - started)

    def write(self, environ: Environ, status: str, sent: int, seconds: float) -> None:
        target = _printable(environ.get("PATH_INFO", ""))
        if environ.get("QUERY_STRING"):
            target += "?" + _printable(environ["QUERY_STRING"])
        when = time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime())
        line = (
            f"{environ.get('REMOTE_ADDR', '-')} - - [{when}] "
            f'"{environ.get("REQUEST_METHOD", "-")} {target} '
            f'{environ.get("SERVER_PROTOCOL", "-")}" {status} {sent} {seconds * 1000:.1f}ms'
        )
        print(line, file=self.stream, flush=True)
