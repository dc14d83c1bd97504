"""Fixtures of the web tests: the real-content app crawled once."""

from __future__ import annotations

import pytest
from flask import Flask
from helpers.security import crawl


@pytest.fixture(scope="session")
def crawled(site_app: Flask) -> dict[str, list[str]]:
    """Sample URLs of every endpoint, found by following links from the home page."""
    return crawl(site_app.test_client(), site_app)
