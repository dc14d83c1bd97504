"""Shared fixtures for the web tests: the app on small fixture content, its client; and
the fast tier's time limit (:mod:`fast_limit`)."""

from __future__ import annotations

import pytest
from fast_limit import pytest_runtest_call  # noqa: F401  (a hook: pytest finds it here)
from flask import Flask
from flask.testing import FlaskClient, FlaskCliRunner
from helpers import FIXTURE_CONTENT

from academy.build import BuildReport, build
from academy.content import Content, load_content
from academy.web import create_app


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


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory: pytest.TempPathFactory) -> BuildReport:
    """The static build of the fixture content, made once; tests only read it."""
    return build(tmp_path_factory.mktemp("construido") / "sitio", content_dir=FIXTURE_CONTENT)
