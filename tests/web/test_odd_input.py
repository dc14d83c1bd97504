"""Odd input that once answered 500: digits that are not ASCII, and Host headers no
address can be built on (issue 24, point 2).

One rule for every number a visitor types (levels, counts, seeds): ASCII digits only.
``³``, ``②`` and ``①`` pass ``str.isdigit()`` and then fail ``int()``; ``٣`` and ``３``
are numbers to ``int()``. Each must get the very answer a plain bad digit (``9``) gets.
"""

from __future__ import annotations

import logging
import re

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from academy.engine.numbers import ascii_number
from academy.web import SECURITY_HEADERS
from academy.web.hosts import BAD_HOST_MESSAGE, valid_host

ODD_DIGITS = ["³", "²", "①", "٣", "３", "𝟑", "1_2"]
PAGES = [
    "/practica/",
    "/instructores/",
    "/instructores/ficha/",
    "/instructores/solucionario/",
    "/instructores/descargar/json/",
    "/instructores/descargar/moodle/",
]
TALLER = "/practica/taller/?ejercicios=cinco:1&"


@pytest.fixture
def quiet_client(site_app: Flask, caplog: pytest.LogCaptureFixture) -> FlaskClient:
    """The site's client; the test fails if the app logged an unexpected error."""
    caplog.set_level(logging.ERROR)
    return site_app.test_client()


def _message(response: TestResponse) -> str:
    """The Spanish reason an error page or a form shows (what follows the field name)."""
    text = response.get_data(as_text=True)
    found = re.findall(r"(?:no es un número entre|los niveles van del)[^<«]*", text)
    assert found, text[-600:]
    return found[0]


@pytest.mark.parametrize("odd", ODD_DIGITS)
@pytest.mark.parametrize("page", PAGES)
def test_levels_with_odd_digits_get_the_bad_digit_answer(
    quiet_client: FlaskClient, caplog: pytest.LogCaptureFixture, page: str, odd: str
) -> None:
    plain = quiet_client.get(page, query_string={"niveles": "9"})
    for value in (odd, f"1-{odd}", f"{odd},2"):
        answer = quiet_client.get(page, query_string={"niveles": value})
        assert answer.status_code == plain.status_code, (page, value)
        assert plain.status_code in (400, 422)
        assert _message(answer) == _message(plain)
        assert "Content-Disposition" not in answer.headers
    assert not caplog.records, caplog.text


@pytest.mark.parametrize("odd", ODD_DIGITS)
@pytest.mark.parametrize(
    ("page", "field"),
    [
        ("/practica/?", "por_nivel"),
        ("/practica/?", "semilla"),
        ("/instructores/descargar/csv/?", "por_nivel"),
        ("/instructores/descargar/gift/?", "semilla"),
        (TALLER, "por_paso"),
        (TALLER, "semilla"),
    ],
)
def test_counts_and_seeds_with_odd_digits_are_refused(
    quiet_client: FlaskClient, caplog: pytest.LogCaptureFixture, page: str, field: str, odd: str
) -> None:
    plain = quiet_client.get(f"{page}{field}=x")
    answer = quiet_client.get(f"{page}{field}={odd}")
    assert plain.status_code in (400, 422)
    assert answer.status_code == plain.status_code
    assert "no es un número entre" in answer.get_data(as_text=True)
    assert not caplog.records, caplog.text


def test_ascii_digits_still_work(quiet_client: FlaskClient) -> None:
    assert quiet_client.get("/practica/?niveles=1-3&por_nivel=2&semilla=07").status_code == 200
    assert quiet_client.get("/instructores/descargar/json/?niveles=3").status_code == 200


@pytest.mark.parametrize(
    ("text", "value"),
    [("0", 0), ("42", 42), ("007", 7), ("³", None), ("٣", None), ("３", None), ("", None),
     ("+1", None), ("-1", None), (" 1", None), ("1" * 20, None)],
)  # fmt: skip
def test_the_one_digit_rule(text: str, value: int | None) -> None:
    assert ascii_number(text) == value


BAD_HOSTS = ["a b", "x:99999", "x:0", "x:", "x:８０", "a..b", "a" * 64 + ".example", "-a.b",
             "[::1", "[zz]:80", "póker.es", ".", "a_b", "a" * 300]  # fmt: skip
PATHS = [
    "/",
    "/no-existe/",
    "/practica/",
    "/instructores/",
    "/instructores/descargar/json/",
    "/instructores/descargar/moodle/?niveles=1",
    "/instructores/descargar/serie-h1234-5-2026.csv",
    "/api/showdown",
    "/static/css/site.css",
]


@pytest.mark.parametrize("host", BAD_HOSTS)
def test_a_bad_host_gets_the_spanish_400_page(
    quiet_client: FlaskClient, caplog: pytest.LogCaptureFixture, host: str
) -> None:
    assert not valid_host(host)
    for path in PATHS:
        answer = quiet_client.get(path, headers={"Host": host})
        assert answer.status_code == 400, (host, path)
        text = answer.get_data(as_text=True)
        assert BAD_HOST_MESSAGE in text
        for name, value in SECURITY_HEADERS.items():
            assert answer.headers.get(name) == value
        if not path.startswith("/api/"):
            assert '<html lang="es"' in text and "/static/css/site." in text  # links built
    assert not caplog.records, caplog.text


def test_a_bad_host_never_gets_a_cached_page(quiet_client: FlaskClient) -> None:
    """The stand-in name Flask sees must not reach a page the cache kept for it."""
    assert quiet_client.get("/", headers={"Host": "localhost"}).status_code == 200
    assert quiet_client.get("/", headers={"Host": "localhost"}).status_code == 200
    assert quiet_client.get("/", headers={"Host": "a..b"}).status_code == 400


@pytest.mark.parametrize(
    "host", ["poker.example", "poker.example:8080", "127.0.0.1:8000", "[::1]:8000", "x-1.example."]
)
def test_good_hosts_print_their_links(quiet_client: FlaskClient, host: str) -> None:
    answer = quiet_client.get("/instructores/descargar/csv/?niveles=1", headers={"Host": host})
    assert answer.status_code == 200
    assert f"http://{host}/practica/?" in answer.get_data(as_text=True)
