"""The helpers that answer a full page or, to htmx, just its fragment.

They use htmx-flask: ``request.htmx`` tells an htmx request (and a history restore) from a
plain one, and its ``make_response`` sets the ``HX-*`` response headers (here
``HX-Push-Url``). ``HX-Request`` is added to ``Vary`` on every answer by
:func:`academy.web.add_security_headers`, so a cache keeps the page and the fragment apart.

A page's context is one frozen dataclass (``page=``): mypy checks what the view builds, and
the templates read its fields by name, as before (:func:`page_fields`).
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from flask import Response, render_template
from htmx_flask import make_response, request  # type: ignore[import-untyped]

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


def page_fields(page: DataclassInstance | None) -> dict[str, object]:
    """A page's fields by name, for its templates: the values themselves (not
    ``dataclasses.asdict``, which would copy each nested dataclass into a dict).

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Page:
    ...     title: str
    ...     items: tuple[int, ...] = ()
    >>> page_fields(Page("Hola", (1, 2)))
    {'title': 'Hola', 'items': (1, 2)}
    """
    if page is None:
        return {}
    return {field.name: getattr(page, field.name) for field in fields(page)}


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
    page: DataclassInstance | None = None,
    **context: Any,
) -> Response:
    """Render ``page_template`` (which includes ``partial_template``) or, for an htmx
    request, only ``partial_template``; both get the same context: the fields of ``page``
    and ``context``. ``push_url`` is the address htmx puts in the location bar
    (``HX-Push-Url``)."""
    template = partial_template if wants_fragment() else page_template
    values = {**page_fields(page), **context}
    response: Response = make_response(
        render_template(template, **values), status, push_url=push_url
    )
    return response


def fragment(
    partial_template: str, page: DataclassInstance | None = None, **context: Any
) -> Response:
    """Only ``partial_template``, for a path that exists to be swapped in by htmx."""
    values = {**page_fields(page), **context}
    response: Response = make_response(render_template(partial_template, **values))
    return response
