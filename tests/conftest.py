"""Shared fixtures for the web tests: the app on small fixture content, its client."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner

from academy.content import Content, load_content
from academy.web import create_app

FIXTURE_CONTENT = Path(__file__).parent / "fixtures" / "content"
SEED_EXAMPLE = {  # the seed documents' side-pot example: A 50, B 120, C 200 chips
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
        {"name": "C", "hole": "9c 9d", "contributed": 200},
    ],
}


@pytest.fixture(scope="session")
def fixture_content() -> Content:
    return load_content(FIXTURE_CONTENT)


@pytest.fixture
def app(fixture_content: Content) -> Flask:
    return create_app({"TESTING": True, "CONTENT": fixture_content})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def runner(app: Flask) -> FlaskCliRunner:
    return app.test_cli_runner()


@pytest.fixture(scope="session")
def site_content() -> Content:
    """The real lessons in ``content/``."""
    return load_content()


@pytest.fixture(scope="session")
def site_app(site_content: Content) -> Flask:
    return create_app({"TESTING": True, "CONTENT": site_content})
