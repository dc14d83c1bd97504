"""Helpers shared by the Flask test-client tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from flask import Flask, template_rendered
from jinja2 import Template


@contextmanager
def rendered_templates(app: Flask) -> Iterator[list[str]]:
    """The names of the templates ``app`` renders inside the ``with`` block."""
    names: list[str] = []

    def record(sender: Flask, template: Template, context: dict[str, Any], **extra: Any) -> None:
        names.append(template.name or "")

    template_rendered.connect(record, app)
    try:
        yield names
    finally:
        template_rendered.disconnect(record, app)


def text(response: Any) -> str:
    """A test-client response's body as text."""
    return str(response.get_data(as_text=True))
