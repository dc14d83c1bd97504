"""Raw garbage on the socket of the real server (`academy serve`, waitress): malformed
request lines, huge headers and bodies, slow partial requests, invalid UTF-8 in the path.

No 5xx and no traceback, whatever arrives; what the app itself answers is in Spanish
(what waitress refuses before the app sees it is waitress's short plain-text page); and
after each test the server still answers ``GET /`` with 200.
"""

from __future__ import annotations

import gzip
import json
import re
import socket
import time
from collections.abc import Iterator

import pytest
from helpers import servers

STATUS = re.compile(rb"HTTP/1\.[01] (\d{3}) ")
CLOSE = b"Host: x\r\nConnection: close\r\n"


def address(base: str) -> tuple[str, int]:
    host, port = base.removeprefix("http://").split(":")
    return host, int(port)


def exchange(base: str, payload: bytes, timeout: float = 10) -> bytes:
    """Send ``payload`` on a new connection to ``base``; everything the server answers."""
    return servers.exchange(address(base), payload, timeout)


def statuses(answer: bytes) -> list[int]:
    return [int(code) for code in STATUS.findall(answer)]


def split(answer: bytes) -> tuple[bytes, bytes]:
    """Head and body; a gzipped body (the client said it takes gzip) is unpacked."""
    head, _, body = answer.partition(b"\r\n\r\n")
    if re.search(rb"(?im)^Content-Encoding: gzip\r?$", head):
        body = gzip.decompress(body)
    return head, body


def assert_alive(base: str) -> None:
    answer = exchange(base, b"GET / HTTP/1.1\r\n" + CLOSE + b"\r\n")
    assert statuses(answer) == [200]
    assert b'<html lang="es">' in split(answer)[1]


@pytest.fixture
def server(live_server: str) -> Iterator[str]:
    yield live_server
    assert_alive(live_server)


REFUSED_BY_WAITRESS = {
    # name: (request bytes, statuses waitress may answer)
    "línea sin sentido": (b"GARBAGE\r\n\r\n", {400}),
    "bytes de control": (b"\x00\x01\x02\x03\xff\r\n\r\n", {400}),
    "solo el método": (b"GET\r\n\r\n", {400}),
    "cabecera sin dos puntos": (b"GET / HTTP/1.1\r\n" + CLOSE + b"Mala cabecera\r\n\r\n", {400}),
    "línea de petición enorme": (
        b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\n" + CLOSE + b"\r\n",
        {414, 431},
    ),
    "cabecera enorme": (
        b"GET / HTTP/1.1\r\n" + CLOSE + b"X-A: " + b"a" * 200_000 + b"\r\n\r\n",
        {431},
    ),  # fmt: skip
    "longitud negativa": (
        b"POST /api/showdown HTTP/1.1\r\n" + CLOSE + b"Content-Length: -1\r\n\r\n",
        {400},
    ),  # fmt: skip
    "longitud gigante": (
        b"POST /api/showdown HTTP/1.1\r\n" + CLOSE + b"Content-Length: " + b"9" * 30 + b"\r\n\r\n",
        {413},
    ),  # fmt: skip
    "dos longitudes": (
        b"POST /api/showdown HTTP/1.1\r\n"
        + CLOSE
        + b"Content-Length: 1\r\nContent-Length: 2\r\n\r\nab",
        {400},
    ),  # fmt: skip
    "trozo inválido": (
        b"POST /api/showdown HTTP/1.1\r\n" + CLOSE + b"Transfer-Encoding: chunked\r\n\r\nZZ\r\n",
        {400},
    ),  # fmt: skip
    "UTF-8 inválido en la ruta": (b"GET /\xff\xfe/ HTTP/1.1\r\n" + CLOSE + b"\r\n", {400}),
    "sustituto en la ruta": (
        b"GET /practica/\xed\xa0\x80/1/0/ HTTP/1.1\r\n" + CLOSE + b"\r\n",
        {400},
    ),  # fmt: skip
    "UTF-8 inválido en la consulta": (
        b"GET /practica/?semilla=\xff HTTP/1.1\r\n" + CLOSE + b"\r\n",
        {400},
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED_BY_WAITRESS))
def test_waitress_refuses_what_is_not_http(server: str, name: str) -> None:
    """Refused with a 4xx (or the connection closed), never a 5xx; the app is not reached."""
    payload, allowed = REFUSED_BY_WAITRESS[name]
    answer = exchange(server, payload)
    assert set(statuses(answer)) <= allowed, answer[:300]
    assert b"Traceback" not in answer


APP_ANSWERS = {
    # name: (request bytes, status): waitress passes them on and the app answers
    "%-UTF-8 inválido en la ruta": (b"GET /%FF%FE/ HTTP/1.1\r\n" + CLOSE + b"\r\n", 404),
    "sustituto %-codificado": (
        b"GET /practica/%ED%A0%80/1/0/ HTTP/1.1\r\n" + CLOSE + b"\r\n",
        404,
    ),  # fmt: skip
    "..": (b"GET /static/../../../../etc/passwd HTTP/1.1\r\n" + CLOSE + b"\r\n", 404),
    "%2e%2e": (b"GET /static/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n" + CLOSE + b"\r\n", 404),
    "CRLF %-codificado": (b"GET /%0d%0aSet-Cookie:%20a=b/ HTTP/1.1\r\n" + CLOSE + b"\r\n", 404),
    "HTTP/9.9": (b"GET /nada/ HTTP/9.9\r\n" + CLOSE + b"\r\n", 404),
    "método inventado": (b"BREW / HTTP/1.1\r\n" + CLOSE + b"\r\n", 405),
    "sin barra final": (b"GET /practica HTTP/1.1\r\n" + CLOSE + b"\r\n", 308),
    "semilla enorme": (
        b"GET /practica/?semilla=" + b"9" * 5000 + b" HTTP/1.1\r\n" + CLOSE + b"\r\n",
        400,
    ),  # fmt: skip
    "cabeceras basura": (
        b"GET /herramientas/lector/?mano=x HTTP/1.1\r\n" + CLOSE + b"HX-Request: true\r\n"
        b"HX-Current-URL: \xff\r\nAccept-Encoding: gzip;q=\xff\r\nIf-None-Match: \xff\r\n"
        b"X-Forwarded-For: \xff, ;;\r\nRange: bytes=99999999999999999999-\r\n\r\n",
        422,
    ),
    "5000 cabeceras": (
        b"GET /nada/ HTTP/1.1\r\n"
        + CLOSE
        + b"".join(b"X-C%d: v\r\n" % i for i in range(5000))
        + b"\r\n",
        404,
    ),  # fmt: skip
}


@pytest.mark.parametrize("name", sorted(APP_ANSWERS))
def test_the_app_answers_junk_in_spanish(server: str, name: str) -> None:
    payload, status = APP_ANSWERS[name]
    answer = exchange(server, payload)
    assert statuses(answer) == [status], answer[:300]
    head, body = split(answer)
    assert b"Set-Cookie" not in head and b"Content-Security-Policy:" in head
    assert b'<html lang="es">' in body or b'class="form-error"' in body
    assert b"Traceback" not in body


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        (b"[" * 200_000, 413, "64 KB"),  # over the app's limit, under waitress's
        (b"[" * 60_000, 400, "anida demasiados niveles"),
        (b"1" * 5000, 400, "demasiadas cifras"),
        (b'{"board": "\\ud800"}', 400, "sustituto"),
        (b"\xff\xfe", 400, "UTF-8"),
    ],
)
def test_hostile_json_on_the_wire(server: str, body: bytes, status: int, words: str) -> None:
    head = b"POST /api/showdown HTTP/1.1\r\n" + CLOSE + b"Content-Type: application/json\r\n"
    answer = exchange(server, head + b"Content-Length: %d\r\n\r\n" % len(body) + body)
    assert statuses(answer) == [status], answer[:300]
    assert words in json.loads(split(answer)[1])["error"]


def test_a_chunked_body_over_the_limit_is_refused(server: str) -> None:
    """No Content-Length: the limit still holds while the chunks arrive."""
    chunks = b"".join(b"4000\r\n" + b"[" * 0x4000 + b"\r\n" for _ in range(6)) + b"0\r\n\r\n"
    answer = exchange(
        server,
        b"POST /api/showdown HTTP/1.1\r\n" + CLOSE + b"Content-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n" + chunks,
    )
    assert statuses(answer) == [413]
    assert "64 KB" in json.loads(split(answer)[1])["error"]


def test_slow_partial_requests_do_not_block_the_others(server: str) -> None:
    """Twenty connections that send half a request and wait (more than the server's
    threads): a complete request on another connection is still answered at once."""
    slow = []
    try:
        for number in range(20):
            sock = socket.create_connection(address(server), timeout=10)
            sock.sendall(b"POST /api/showdown HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n")
            if number % 2:
                sock.sendall(b"Content-Type: application/json\r\n\r\n{")  # body never ends
            slow.append(sock)
        time.sleep(0.5)
        started = time.monotonic()
        assert_alive(server)
        assert time.monotonic() - started < 5
    finally:
        for sock in slow:
            sock.close()


def test_a_request_sent_byte_by_byte_is_answered(server: str) -> None:
    request = b"GET /glosario/ HTTP/1.1\r\n" + CLOSE + b"\r\n"
    with socket.create_connection(address(server), timeout=10) as sock:
        for byte in request:
            sock.sendall(bytes([byte]))
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    assert statuses(answer) == [200]


def test_pipelined_requests_are_all_answered(server: str) -> None:
    requests = b"GET /nada/ HTTP/1.1\r\nHost: x\r\n\r\n" * 20
    answer = exchange(server, requests + b"GET / HTTP/1.1\r\n" + CLOSE + b"\r\n")
    assert statuses(answer) == [404] * 20 + [200]


def test_connections_dropped_halfway_leave_no_trace(server: str) -> None:
    """Requests cut off in the middle of the line, the headers or the body."""
    for partial in (
        b"GET /prac",
        b"GET / HTTP/1.1\r\nHost: x\r\nX-Cortada: ",
        b"POST /api/showdown HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b'Content-Length: 1000\r\n\r\n{"board": ',
    ):
        with socket.create_connection(address(server), timeout=10) as sock:
            sock.sendall(partial)
    assert_alive(server)


def test_many_half_open_connections_do_not_stop_it(server: str) -> None:
    """300 connections that never finish their request (waitress's default limit of 100
    stopped `academy serve`): an ordinary request still answers."""
    idle = []
    try:
        for _ in range(300):
            sock = socket.create_connection(address(server), timeout=5)
            sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            idle.append(sock)
        started = time.monotonic()
        assert_alive(server)
        assert time.monotonic() - started < 5
    finally:
        for sock in idle:
            sock.close()
