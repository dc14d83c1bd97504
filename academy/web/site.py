"""Access to what :func:`academy.web.create_app` loaded once for the app."""

from __future__ import annotations

from flask import current_app

from ..content import Content

CONTENT_KEY = "academy.content"


def site_content() -> Content:
    """The lessons, examples, sources and figures of the current app."""
    content: Content = current_app.extensions[CONTENT_KEY]
    return content
