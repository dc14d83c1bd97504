"""The real servers over real sockets: `academy serve` (waitress) and gunicorn workers.

What the test client cannot show: the bytes on the wire are gzipped, 304s go out without
a body, the Server header names no software, and several gunicorn processes serve the
same stateless app.
"""

from __future__ import annotations

import gzip
import http.client
import json
import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import SEED_EXAMPLE
from helpers.servers import free_port, serving

from academy.engine.settle import settle_json


def request(
    base: str, method: str, path: str, body: bytes | None = None, **headers: str
) -> tuple[int, http.client.HTTPMessage, bytes]:
    host, port = base.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.msg, response.read()
    finally:
        connection.close()


@pytest.fixture(scope="module")
def gunicorn_server() -> Iterator[str]:
    """Two gunicorn worker processes on loopback."""
    port = free_port()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    command = [str(gunicorn), "--workers", "2", "--bind", f"127.0.0.1:{port}"]
    yield from serving([*command, "academy.web:create_app()"], port)


@pytest.fixture(params=["waitress", "gunicorn"])
def server(request: pytest.FixtureRequest) -> str:
    name = "live_server" if request.param == "waitress" else "gunicorn_server"
    base: str = request.getfixturevalue(name)
    return base


def test_pages_go_out_gzipped_and_revalidate(server: str) -> None:
    status, headers, body = request(server, "GET", "/practica/", **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    page = gzip.decompress(body).decode()
    assert 'lang="es"' in page
    status, again, body = request(
        server, "GET", "/practica/", **{"Accept-Encoding": "gzip", "If-None-Match": headers["ETag"]}
    )
    assert status == 304 and body == b""
    assert "default-src 'self'" in again["Content-Security-Policy"]


def test_every_process_answers_the_same_bytes(server: str) -> None:
    answers = [request(server, "GET", "/lecciones/ranking-de-manos/") for _ in range(8)]
    assert {status for status, _, _ in answers} == {200}
    assert len({body for _, _, body in answers}) == 1


def test_the_api_settles_on_the_wire(server: str) -> None:
    body = json.dumps(SEED_EXAMPLE).encode()
    status, headers, answer = request(
        server, "POST", "/api/showdown", body, **{"Content-Type": "application/json"}
    )
    assert status == 200 and "Set-Cookie" not in headers
    assert json.loads(answer) == settle_json(SEED_EXAMPLE)  # 150 and 140 chips


def test_waitress_names_no_software(live_server: str) -> None:
    _, headers, _ = request(live_server, "GET", "/")
    assert headers["Server"] == "academia"


def test_waitress_refuses_a_body_far_over_the_limit(live_server: str) -> None:
    """Announcing 2 MB is enough: the answer comes before the body is read."""
    host, port = live_server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(
            b"POST /api/showdown HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 2097152\r\n\r\n[[[["
        )
        answer = sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413 ")
    status, _, body = request(live_server, "GET", "/")
    assert status == 200 and body
