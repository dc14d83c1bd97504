"""The one helper that answers a full page or, to htmx, just its fragment."""

from __future__ import annotations

from typing import Any

from flask import Response, render_template
from htmx_flask import make_response, request  # type: ignore[import-untyped]


def wants_fragment() -> bool:
    """True for an htmx request that swaps a fragment (not a history restore)."""
    htmx = request.htmx
    return bool(htmx) and not htmx.history_restore_request


def render(
    page_template: str, partial_template: str, status: int = 200, **context: Any
) -> Response:
    """Render ``page_template`` (which includes ``partial_template``) or, for an htmx
    request, only ``partial_template``; both get the same ``context``."""
    template = partial_template if wants_fragment() else page_template
    response: Response = make_response(render_template(template, **context), status)
    response.vary.add("HX-Request")
    return response
