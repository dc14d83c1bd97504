"""The ``Host`` header, checked before Flask reads it.

Flask builds its URL adapter from ``Host`` before any view runs: a name it cannot encode
(``a..b``, a label over 63 characters) leaves no adapter, and then even the 400 page fails
to build its links. A name it accepts can still make no address (``a b``, ``x:99999``), and
the instructors' files print the learners' links on it. So :class:`HostCheck` looks at
``Host`` first: a valid one goes on untouched; any other is replaced by a harmless name,
marked, and sent past the response cache to Flask, where :func:`refuse_bad_host` answers
the Spanish 400 page (with its links and security headers, like every other page).

>>> [valid_host(h) for h in ("poker.example", "127.0.0.1:8000", "[::1]:80", "a-b.c.")]
[True, True, True, True]
>>> [valid_host(h) for h in ("a b", "x:99999", "a..b", "a" * 64, "x:", "-a.b", "p\\u00f3ker.es")]
[False, False, False, False, False, False, False]
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from flask import abort, request

from ..engine.numbers import ascii_number

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse
    from _typeshed.wsgi import WSGIApplication as WsgiApp
    from _typeshed.wsgi import WSGIEnvironment as Environ

BAD_HOST = "academy.bad_host"
STAND_IN_HOST = "localhost"  # what Flask sees instead of a host it cannot use
BAD_HOST_MESSAGE = "La dirección del sitio que envió el navegador (la cabecera Host) no es válida."
# A host name's label: ASCII letters, digits and hyphens, 1 to 63 characters, neither
# first nor last a hyphen (RFC 1123).
_LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


def valid_host(host: str) -> bool:
    """A ``Host`` header a link can be built on: a name of ASCII labels (at most 253
    characters) or an IP address, and an optional port from 1 to 65535."""
    if not host.isascii() or len(host) > 260:
        return False
    if host.startswith("["):  # [IPv6] or [IPv6]:port
        address, bracket, rest = host[1:].partition("]")
        if not bracket:
            return False
        if rest and not (rest.startswith(":") and _port(rest[1:])):
            return False
        try:
            ipaddress.IPv6Address(address)
        except ValueError:
            return False
        return True
    name, colon, port = host.partition(":")
    if colon and not _port(port):
        return False
    labels = name.removesuffix(".").split(".")
    return len(name) <= 253 and all(_LABEL.fullmatch(label) for label in labels)


def _port(text: str) -> bool:
    number = ascii_number(text, 5)
    return number is not None and 1 <= number <= 65535


class HostCheck:
    """WSGI middleware in front of the response cache: a request whose ``Host`` is not
    :func:`valid_host` goes straight to ``flask_app`` under a stand-in name, marked for
    :func:`refuse_bad_host` (never to the cache: it must not get a stored page)."""

    def __init__(self, app: WsgiApp, flask_app: WsgiApp) -> None:
        self.app = app
        self.flask_app = flask_app

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        host = environ.get("HTTP_HOST")
        if host is None or valid_host(host):
            return self.app(environ, start_response)
        environ["HTTP_HOST"] = STAND_IN_HOST
        environ[BAD_HOST] = True
        return self.flask_app(environ, start_response)


def refuse_bad_host() -> None:
    """``before_request``: the Spanish 400 for a request :class:`HostCheck` marked."""
    if request.environ.get(BAD_HOST):
        abort(400, description=BAD_HOST_MESSAGE)
