"""The production stack, `scripts/serve.sh --production`: nginx in front of gunicorn
(issue 24, points 1, 4 and 5).

Slow clients do not stop the site; the errors nginx answers itself (400, 413, 414, 431,
502, 504) are the site's Spanish pages with its security headers; the learners' links in
the files come from SITE_URL, not from the Host header; the stack ends as a whole when
gunicorn dies, so its supervisor starts it again. Needs nginx (scripts/test.sh installs it).
"""

from __future__ import annotations

import json
import re
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import servers
from helpers.servers import free_port

from academy.web import ERROR_MESSAGES, SECURITY_HEADERS, SERVER_ERROR_MESSAGES
from academy.web.proxy_pages import write_pages

ROOT = Path(__file__).resolve().parents[2]
SITE_URL = "https://poker.example/aula/"
NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
pytestmark = pytest.mark.skipif(NGINX is None, reason="nginx is not installed")


def exchange(port: int, payload: bytes, timeout: float = 10) -> bytes:
    """Send ``payload`` on a new connection; all the answer until the server closes."""
    return servers.exchange(("127.0.0.1", port), payload, timeout)


def get(port: int, path: str = "/", extra: str = "") -> bytes:
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}Connection: close\r\n\r\n"
    return exchange(port, request.encode("latin-1"))


def split(answer: bytes) -> tuple[int, dict[str, list[str]], str]:
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers: dict[str, list[str]] = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), []).append(value.strip())
    return int(lines[0].split()[1]), headers, body.decode("utf-8", "replace")


def wait_for(port: int, process: subprocess.Popen[bytes], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert process.poll() is None, "the stack ended while starting"
        try:
            if get(port, "/", "").startswith(b"HTTP/1.1 200"):
                return
        except OSError:
            pass
        time.sleep(0.3)
    raise AssertionError("the stack did not answer")


def start_stack(port: int, *extra: str) -> subprocess.Popen[bytes]:
    command = ["scripts/serve.sh", "--production", "--port", str(port), *extra]
    return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="module")
def stack() -> Iterator[int]:
    port = free_port()
    process = start_stack(port, "--site-url", SITE_URL)
    try:
        wait_for(port, process)
        yield port
    finally:
        stop(process)


def assert_security_headers(headers: dict[str, list[str]]) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert headers.get(name.lower()) == [value], name  # present once, the app's value
    assert "set-cookie" not in headers


def test_the_app_answers_through_nginx(stack: int) -> None:
    status, headers, _ = split(get(stack, "/"))
    assert status == 200
    assert_security_headers(headers)


def test_files_link_the_site_url_whatever_the_host(stack: int) -> None:
    answer = get(stack, "/instructores/descargar/csv/?niveles=1", "Accept-Encoding: identity\r\n")
    status, _, body = split(answer)
    assert status == 200
    assert f"{SITE_URL}practica/?" in body
    assert f"127.0.0.1:{stack}" not in body


def _spanish_page(code: int) -> tuple[str, str]:
    return {**ERROR_MESSAGES, **SERVER_ERROR_MESSAGES}[code]


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        (b"GARBAGE\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nHost: a..b\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n", 400),
        (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        (b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n", 431),
        (
            b"POST /practica/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n"
            + b"x" * 100000,
            413,
        ),
    ],
)
def test_nginx_errors_are_spanish_pages_with_the_headers(
    stack: int, payload: bytes, code: int
) -> None:
    status, headers, body = split(exchange(stack, payload))
    assert status == code
    assert_security_headers(headers)
    title, message = _spanish_page(code)
    assert '<html lang="es">' in body
    assert f"<h1>{title}</h1>" in body and message in body
    assert "nginx" not in body


CLOSE = b"Host: x\r\nConnection: close\r\n"
SITE_ANSWERS = {
    # name: (request bytes, status): what gunicorn or nginx answered in their own English
    # words, without the security headers (issue 36), is the site's.
    "UTF-8 crudo en la línea": ("GET /practica/?semilla=³ HTTP/1.1\r\n".encode() + CLOSE, 400),
    "101 cabeceras": (
        b"GET / HTTP/1.1\r\n" + CLOSE + b"".join(b"X-C%d: a\r\n" % n for n in range(101)),
        200,
    ),
    "método demasiado largo": (b"GETTTTTTTTTTTTTTTTTTTTTTT / HTTP/1.1\r\n" + CLOSE, 400),
    "método demasiado corto": (b"AB / HTTP/1.1\r\n" + CLOSE, 400),
    "dos codificaciones": (
        b"POST /practica/ HTTP/1.1\r\n" + CLOSE + b"Transfer-Encoding: chunked, identity\r\n",
        501,
    ),
    "HTTP/2.0": (b"GET / HTTP/2.0\r\n" + CLOSE, 505),
}


@pytest.mark.parametrize("name", sorted(SITE_ANSWERS))
def test_every_answer_is_the_sites(stack: int, name: str) -> None:
    payload, code = SITE_ANSWERS[name]
    status, headers, body = split(exchange(stack, payload + b"\r\n"))
    assert status == code
    assert_security_headers(headers)
    assert '<html lang="es">' in body
    if code != 200:
        title, message = _spanish_page(code)
        assert f"<h1>{title}</h1>" in body and message in body
    for english in ("Invalid", "nginx", "Bad Request", "Not Implemented", "HTTP/"):
        assert english not in body


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        (
            b"POST /api/showdown HTTP/1.1\r\n"
            + CLOSE
            + b"Content-Length: 100000\r\n\r\n"
            + b"x" * 100000,
            413,
        ),
        ("GET /api/señal HTTP/1.1\r\n".encode() + CLOSE + b"\r\n", 400),
    ],
)
def test_nginx_errors_under_api_are_json(stack: int, payload: bytes, code: int) -> None:
    status, headers, body = split(exchange(stack, payload))
    assert status == code
    assert_security_headers(headers)
    assert headers["content-type"] == ["application/json; charset=utf-8"]
    assert json.loads(body) == {"error": _spanish_page(code)[1]}


def test_slow_clients_do_not_stop_the_site(stack: int) -> None:
    """60 connections with half a request each (the issue's 8 stopped gunicorn alone);
    ordinary requests still answer at once."""
    slow = []
    try:
        for number in range(60):
            sock = socket.create_connection(("127.0.0.1", stack), timeout=5)
            if number % 2:
                sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            else:
                sock.sendall(
                    b"POST /api/showdown HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{"
                )
            slow.append(sock)
        time.sleep(0.5)
        for path in ("/", "/practica/", "/lecciones/ranking-de-manos/", "/") * 3:
            started = time.monotonic()
            assert get(stack, path).startswith(b"HTTP/1.1 200")
            assert time.monotonic() - started < 3
    finally:
        for sock in slow:
            sock.close()


def nginx_alone(tmp_path: Path, app: str, *, read_timeout: str = "60s") -> tuple[int, Path]:
    """nginx with the repository's configuration, sending to ``app``; (port, its conf)."""
    port, run = free_port(), tmp_path / "run"
    # Run as root, nginx's workers are «nobody»: they must reach the error pages.
    for folder in (*reversed(run.parents), run):
        if folder.is_relative_to(tmp_path.parent.parent):
            folder.mkdir(exist_ok=True)
            folder.chmod(0o755)
    write_pages(run / "errores")
    site = (ROOT / "deploy/nginx/academy.conf").read_text(encoding="utf-8")
    site = site.replace("@LISTEN@", str(port)).replace("@APP@", app)
    site = site.replace("@ERRORS@", str(run / "errores"))
    site = site.replace("proxy_read_timeout 60s;", f"proxy_read_timeout {read_timeout};")
    (run / "academy.conf").write_text(site, encoding="utf-8")
    main = (ROOT / "deploy/nginx/nginx.conf").read_text(encoding="utf-8")
    main = main.replace("@RUN@", str(run)).replace("@MIME_TYPES@", "/etc/nginx/mime.types")
    (run / "nginx.conf").write_text(main, encoding="utf-8")
    return port, run / "nginx.conf"


@pytest.fixture
def run_nginx() -> Iterator[list[subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for process in started:
        stop(process)


def _serve(conf: Path, port: int, started: list[subprocess.Popen[bytes]]) -> None:
    command = [str(NGINX), "-c", str(conf), "-e", "stderr", "-g", "daemon off;"]
    started.append(subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("nginx did not start")


def test_app_down_is_a_spanish_502(
    tmp_path: Path, run_nginx: list[subprocess.Popen[bytes]]
) -> None:
    port, conf = nginx_alone(tmp_path, f"127.0.0.1:{free_port()}")  # nobody listens there
    _serve(conf, port, run_nginx)
    status, headers, body = split(get(port, "/practica/"))
    assert status == 502
    assert_security_headers(headers)
    title, message = _spanish_page(502)
    assert f"<h1>{title}</h1>" in body and message in body
    status, headers, body = split(get(port, "/api/showdown"))
    assert status == 502
    assert_security_headers(headers)
    assert json.loads(body) == {"error": message}


def test_app_silent_is_a_spanish_504(
    tmp_path: Path, run_nginx: list[subprocess.Popen[bytes]]
) -> None:
    with socket.socket() as silent:  # listens (the kernel accepts), never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(16)
        app = f"127.0.0.1:{silent.getsockname()[1]}"
        port, conf = nginx_alone(tmp_path, app, read_timeout="1s")
        _serve(conf, port, run_nginx)
        status, headers, body = split(get(port, "/"))
    assert status == 504
    assert_security_headers(headers)
    title, message = _spanish_page(504)
    assert f"<h1>{title}</h1>" in body and message in body


def test_the_stack_ends_when_gunicorn_dies() -> None:
    """A dead gunicorn master ends serve.sh (status 1) and its nginx: the supervisor
    (systemd's Restart=always, the container's restart policy) starts it all again."""
    port = free_port()
    process = start_stack(port, "--site-url", SITE_URL)
    try:
        wait_for(port, process)
        children = subprocess.run(
            ["ps", "-o", "pid=,args=", "--ppid", str(process.pid)],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        master = [line.split()[0] for line in children.splitlines() if "gunicorn" in line]
        assert len(master) == 1, children
        subprocess.run(["kill", "-KILL", master[0]], check=True)
        assert process.wait(timeout=40) == 1
        time.sleep(0.5)
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
    finally:
        stop(process)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ([], "falta la dirección pública del sitio"),
        (["--site-url", "poker.example"], "SITE_URL"),
        (["--port", "99999", "--site-url", SITE_URL], "no es un puerto"),
        (["--puerto", "1"], "opción desconocida"),
    ],
)
def test_serve_production_refuses_what_it_cannot_run(arguments: list[str], message: str) -> None:
    env = {"PATH": "/usr/sbin:/usr/bin:/bin"}  # no SITE_URL from the test's environment
    command = ["scripts/serve.sh", "--production", "--port", str(free_port()), *arguments]
    if arguments[:2] == ["--port", "99999"]:
        command = ["scripts/serve.sh", "--production", *arguments]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode in (1, 2)
    assert message in done.stderr, done.stderr
    assert not re.search(r"Traceback", done.stderr.split("SITE_URL")[-1]) or "SITE_URL" in message
