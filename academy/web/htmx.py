"""The helpers that answer a full page or, to htmx, just its fragment.

They use htmx-flask: ``request.htmx`` tells an htmx request (and a history restore) from a
plain one, and its ``make_response`` sets the ``HX-*`` response headers (here
``HX-Push-Url``). ``HX-Request`` is added to ``Vary`` on every answer by
:func:`academy.web.add_security_headers`, so a cache keeps the page and the fragment apart.
"""

from __future__ import annotations

from typing import Any

from flask import Response, render_template
from htmx_flask import make_response, request  # type: ignore[import-untyped]


def wants_fragment() -> bool:
    """True for an htmx request that swaps a fragment (not a history restore)."""
    htmx = request.htmx
    return bool(htmx) and not htmx.history_restore_request


def render(
    page_template: str,
    partial_template: str,
    status: int = 200,
    *,
    push_url: str | None = None,
    **context: Any,
) -> Response:
    """Render ``page_template`` (which includes ``partial_template``) or, for an htmx
    request, only ``partial_template``; both get the same ``context``. ``push_url`` is the
    address htmx puts in the location bar (``HX-Push-Url``)."""
    template = partial_template if wants_fragment() else page_template
    response: Response = make_response(
        render_template(template, **context), status, push_url=push_url
    )
    return response


def fragment(partial_template: str, **context: Any) -> Response:
    """Only ``partial_template``, for a path that exists to be swapped in by htmx."""
    response: Response = make_response(render_template(partial_template, **context))
    return response
