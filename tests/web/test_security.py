"""Security review as tests: headers on every answer, no cookies, no inline code, no logs or
files with the learner's data.

Every route of ``app.url_map`` is reached with real arguments: the site is crawled from
its home page (lesson slugs, practice codes, download formats and the content-hashed
static names all come from the HTML), then each URL is asked again as an htmx fragment,
with HEAD, OPTIONS, gzip and ``If-None-Match``. Error pages and redirects are added by hand.
"""

from __future__ import annotations

import builtins
import io
import json
import logging
import os
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import waitress
from flask import Flask, request
from flask.testing import FlaskClient
from helpers import REPOSITORY
from helpers.security import crawl, csp_problems, header_problems, html_problems
from werkzeug.test import TestResponse
from werkzeug.wrappers import Response

from academy.content import Content
from academy.web import create_app

SPEC = {
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
    ],
}
BY_HAND = [  # (method, url, body or None, expected status)
    ("GET", "/no-existe/", None, 404),
    ("GET", "/lecciones/no-existe/", None, 404),
    ("GET", "/static/no-existe.css", None, 404),
    ("GET", "/practica/zzz/1/0/", None, 404),
    ("GET", "/practica/?semilla=abc", None, 400),
    ("GET", "/instructores/ficha/?semilla=abc", None, 400),
    ("GET", "/instructores/?semilla=abc", None, 422),
    ("GET", "/herramientas/lector/?hole=Zz", None, 422),
    ("POST", "/", None, 405),
    ("GET", "/api/showdown", None, 405),
    ("POST", "/api/showdown", "{", 400),
    ("POST", "/api/showdown", SPEC, 200),
    ("POST", "/api/showdown", "x" * (200 * 1024), 413),
    ("GET", "/fuentes", None, 308),
    ("GET", "/lecciones/glosario/", None, 301),
    ("GET", "/practica/nueva/", None, 302),
    ("GET", "/instructores/?nueva=1", None, 303),
    ("OPTIONS", "/api/showdown", None, 200),
]


@pytest.fixture(scope="module")
def app(site_content: Content) -> Flask:
    return create_app({"TESTING": True, "CONTENT": site_content})


@pytest.fixture(scope="module")
def samples(app: Flask) -> dict[str, list[str]]:
    return crawl(app.test_client(), app)


def variants(client: FlaskClient, url: str) -> Iterator[tuple[str, TestResponse]]:
    """The answers to one URL: page, htmx fragment, gzip, HEAD, OPTIONS and 304."""
    page = client.get(url)
    yield f"GET {url}", page
    yield f"GET {url} (htmx)", client.get(url, headers={"HX-Request": "true"})
    yield f"GET {url} (gzip)", client.get(url, headers={"Accept-Encoding": "gzip"})
    yield f"HEAD {url}", client.head(url)
    yield f"OPTIONS {url}", client.options(url)
    if page.status_code == 200 and page.headers.get("ETag"):
        again = client.get(url, headers={"If-None-Match": page.headers["ETag"]})
        assert again.status_code == 304, url
        yield f"GET {url} (If-None-Match)", again


def send(client: FlaskClient, method: str, url: str, body: Any) -> TestResponse:
    if isinstance(body, dict):
        return client.open(url, method=method, json=body)
    return client.open(url, method=method, data=body, content_type="application/json")


def test_every_route_is_reached(app: Flask, samples: dict[str, list[str]]) -> None:
    adapter = app.url_map.bind("localhost")
    by_hand = {adapter.match(url, method)[0] for method, url, _, status in BY_HAND if status < 300}
    reached = set(samples) | by_hand  # the API is only POSTed to, by hand
    missing = sorted({rule.endpoint for rule in app.url_map.iter_rules()} - reached)
    assert missing == [], f"no page links to {missing}: add an example URL"


def test_every_answer_has_the_headers_and_no_cookie(
    app: Flask, samples: dict[str, list[str]]
) -> None:
    client = app.test_client()
    problems, count = [], 0
    for urls in samples.values():
        for url in urls:
            for where, response in variants(client, url):
                count += 1
                problems += [f"{where}: {p}" for p in header_problems(response)]
    assert count > 100
    assert problems == []


@pytest.mark.parametrize(("method", "url", "body", "status"), BY_HAND)
def test_errors_and_redirects_have_the_headers(
    app: Flask, method: str, url: str, body: Any, status: int
) -> None:
    response = send(app.test_client(), method, url, body)
    assert response.status_code == status
    assert header_problems(response) == []
    if response.mimetype == "text/html":
        assert html_problems(response.get_data(as_text=True)) == []


def test_error_pages_of_the_app_itself_have_the_headers(site_content: Content) -> None:
    """A bug (500, no details shown) and a form over MAX_BODY (413, an HTML page), on
    routes added here: no route of the site reads a form body."""
    app = create_app({"CONTENT": site_content})

    @app.get("/__fallo__/")
    def broken() -> str:
        raise RuntimeError("detalle-interno-7f3a")

    @app.post("/__formulario__/")
    def form() -> str:
        return str(len(request.form))

    client = app.test_client()
    app.logger.disabled = True  # the logged traceback is expected here
    try:
        failed = client.get("/__fallo__/")
    finally:
        app.logger.disabled = False
    too_large = client.post("/__formulario__/", data={"campo": "x" * (200 * 1024)})
    assert (failed.status_code, too_large.status_code) == (500, 413)
    for response in (failed, too_large):
        assert header_problems(response) == []
        assert html_problems(response.get_data(as_text=True)) == []
        assert "Traceback" not in response.get_data(as_text=True)
    assert "detalle-interno-7f3a" not in failed.get_data(as_text=True)


def test_no_page_has_inline_code_or_external_assets(
    app: Flask, samples: dict[str, list[str]]
) -> None:
    client = app.test_client()
    problems, pages = [], 0
    for url in (url for urls in samples.values() for url in urls):
        for headers in ({}, {"HX-Request": "true"}):
            response = client.get(url, headers=headers)
            if response.headers.get("Content-Disposition", "").startswith("attachment"):
                continue  # a downloaded file (the printable worksheet), opened outside the site
            if response.mimetype == "text/html":
                pages += 1
                problems += [f"{url}: {p}" for p in html_problems(response.get_data(as_text=True))]
    assert pages > 30
    assert problems == []


@pytest.mark.parametrize(
    ("html", "problem"),
    [
        ("<script>alert(1)</script>", "inline script 'alert(1)'"),
        ('<p style="color:red">x</p>', "<p style=…>"),
        ('<button onclick="go()">x</button>', "<button onclick=…>"),
        ('<a href="javascript:go()">x</a>', "<a href=javascript:…>"),
        ("<style>p{}</style>", "<style>"),
        (
            '<script src="https://cdn.example/x.js"></script>',
            "<script> loads https://cdn.example/x.js",
        ),
        ('<link rel="stylesheet" href="//cdn.example/x.css">', "<link> loads //cdn.example/x.css"),
        ('<img src="http://example.com/a.png" alt="">', "<img> loads http://example.com/a.png"),
    ],
)
def test_html_check_finds_each_problem(html: str, problem: str) -> None:
    assert problem in html_problems(f"<!doctype html><html lang=es><body>{html}</body></html>")


def test_html_check_accepts_own_assets_and_outside_links() -> None:
    html = (
        '<link rel="stylesheet" href="/static/css/a.css"><script src="/static/a.js" defer>'
        '</script><a href="https://example.com/reglas">reglas</a><img src="/static/i.svg" alt="">'
    )
    assert html_problems(html) == []


@pytest.mark.parametrize(
    ("policy", "problem"),
    [
        (
            "default-src 'self'; script-src 'self' 'unsafe-inline'",
            "script-src allows 'unsafe-inline'",
        ),
        ("default-src 'self'; script-src 'unsafe-eval'", "script-src allows 'unsafe-eval'"),
        (
            "default-src 'self'; object-src 'none'; base-uri 'none'",
            "frame-ancestors should be 'none'",
        ),
        ("default-src *; object-src 'none'", "default-src should be 'self'"),
        ("default-src 'self'; img-src https://cdn.example", "img-src allows https://cdn.example"),
    ],
)
def test_csp_check_finds_each_problem(policy: str, problem: str) -> None:
    assert problem in csp_problems(policy)


def test_header_check_finds_each_problem() -> None:
    bare = Response("x")
    bare.set_cookie("serie", "1")
    assert header_problems(bare) == [
        "default-src should be 'self'",
        "object-src should be 'none'",
        "frame-ancestors should be 'none'",
        "base-uri should be 'none' or 'self'",
        "default-src allows *",
        "no X-Content-Type-Options: nosniff",
        "Referrer-Policy None",
        "Set-Cookie",
    ]


def test_no_session_can_be_signed(app: Flask) -> None:
    assert app.secret_key is None  # so Flask cannot set a session cookie


# What a learner or instructor sends: a name, a seed, a comment, a cookie, a user agent.
PRIVATE = "Wenceslaa7731"


def send_user_data(client: FlaskClient) -> list[int]:
    """Requests that carry PRIVATE in every place a request can; their status codes."""
    spec = json.loads(json.dumps(SPEC))
    spec["players"][0]["name"] = PRIVATE
    bad = json.loads(json.dumps(spec))
    bad["players"][1]["hole"] = f"{PRIVATE} Kd"
    headers = {"User-Agent": PRIVATE, "Cookie": f"nombre={PRIVATE}", "Referer": f"/{PRIVATE}"}
    requests: list[tuple[str, str, Any]] = [
        (
            "GET",
            f"/herramientas/lector/?variant=holdem&hole=Kh+Kd&board=Kc+Jd+9s+5h+2c&nota={PRIVATE}",
            None,
        ),
        ("GET", f"/herramientas/lector/?hole={PRIVATE}", None),
        ("GET", f"/herramientas/botes/?name1={PRIVATE}&hole1=Kh+Kd&contributed1=5", None),
        ("GET", f"/instructores/?semilla={PRIVATE}", None),
        ("GET", f"/instructores/descargar/csv/?semilla={PRIVATE}", None),
        ("GET", f"/practica/?semilla={PRIVATE}", None),
        ("GET", f"/practica/{PRIVATE}/1/0/", None),
        ("GET", f"/{PRIVATE}/", None),
        ("POST", "/api/showdown", spec),
        ("POST", "/api/showdown", bad),
        ("POST", "/api/showdown", f'{{"variant": "{PRIVATE}"}}'),
    ]
    client.environ_base.update(
        {"HTTP_" + k.upper().replace("-", "_"): v for k, v in headers.items()}
    )
    statuses = []
    for method, url, body in requests:
        response = send(client, method, url, body)
        assert "Set-Cookie" not in response.headers
        statuses.append(response.status_code)
    return statuses


@pytest.fixture
def every_log(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> Any:
    """caplog at DEBUG for every logger, even ones another test disabled or cut off."""
    caplog.set_level(logging.DEBUG)
    for name, logger in list(logging.root.manager.loggerDict.items()):
        if isinstance(logger, logging.Logger):
            caplog.set_level(logging.DEBUG, logger=name)
            monkeypatch.setattr(logger, "disabled", False)
            monkeypatch.setattr(logger, "propagate", True)
    return caplog


def logged_text(caplog: pytest.LogCaptureFixture) -> str:
    records = [f"{r.name} {r.getMessage()} {r.args!r}" for r in caplog.records]
    return caplog.text + "\n".join(records)


def test_user_data_never_reaches_the_logs(
    app: Flask, every_log: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    app.logger.debug("prueba de captura")  # the capture works, so silence below means something
    assert "prueba de captura" in logged_text(every_log)
    statuses = send_user_data(app.test_client())
    assert statuses == [200, 422, 422, 422, 400, 400, 404, 404, 200, 400, 400]
    out, err = capfd.readouterr()
    assert PRIVATE not in logged_text(every_log) + out + err


def test_waitress_writes_no_access_lines(
    app: Flask, every_log: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    """`academy serve` runs waitress, which logs no request unless told to (no TransLogger)."""
    server: Any = waitress.create_server(app, host="127.0.0.1", port=0, threads=1)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.effective_port}/herramientas/lector/?hole={PRIVATE}"
        asked = urllib.request.Request(url, headers={"User-Agent": PRIVATE})
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(asked, timeout=10)
        assert answer.value.code == 422
        assert "Set-Cookie" not in answer.value.headers
        answer.value.close()
    finally:
        server.close()
        server.task_dispatcher.shutdown()
        thread.join(timeout=10)
    out, err = capfd.readouterr()
    assert PRIVATE not in logged_text(every_log) + out + err


GUNICORN_FORMAT = '%(h)s %(t)s "%(m)s %(U)s %(H)s" %(s)s %(b)s %(M)sms'  # docs/security.md


def test_gunicorn_access_lines_are_off_and_the_documented_format_leaves_out_the_query() -> None:
    from datetime import timedelta
    from types import SimpleNamespace

    from gunicorn.config import Config
    from gunicorn.glogging import Logger

    assert Config().accesslog is None  # only `--access-logfile` turns them on
    assert GUNICORN_FORMAT in (REPOSITORY / "docs" / "security.md").read_text(encoding="utf-8")
    environ = {
        "REQUEST_METHOD": "GET",
        "RAW_URI": f"/practica/?semilla={PRIVATE}",
        "PATH_INFO": "/practica/",
        "QUERY_STRING": f"semilla={PRIVATE}",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_USER_AGENT": PRIVATE,
    }
    answer = SimpleNamespace(status="200 OK", sent=2513, headers=[])
    atoms = Logger(Config()).atoms(answer, [], environ, timedelta(milliseconds=12))
    line = GUNICORN_FORMAT % atoms
    assert line.endswith('"GET /practica/ HTTP/1.1" 200 2513 12ms')
    assert PRIVATE not in line
    assert PRIVATE in Config().access_log_format % atoms  # the default: query and user agent


def listing(folder: Path) -> list[str]:
    return sorted(str(p) for p in folder.rglob("*")) if folder.exists() else []


def test_requests_write_no_files(
    app: Flask, samples: dict[str, list[str]], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Nothing is kept on the server: no file is opened for writing while answering."""
    writes: list[str] = []
    real_open, real_os_open = builtins.open, os.open

    def watched_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(flag in mode for flag in "wax+"):
            writes.append(f"open({file!r}, {mode!r})")
        return real_open(file, mode, *args, **kwargs)

    def watched_os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            writes.append(f"os.open({path!r})")
        return real_os_open(path, flags, *args, **kwargs)

    instance = Path(app.instance_path)
    before = listing(instance)
    client = app.test_client()
    monkeypatch.chdir(tmp_path)
    for module, name, replacement in (
        (builtins, "open", watched_open),
        (io, "open", watched_open),
        (os, "open", watched_os_open),
    ):
        monkeypatch.setattr(module, name, replacement)
    send_user_data(client)
    for urls in samples.values():
        for url in urls:
            client.get(url)
    monkeypatch.undo()
    assert writes == []
    assert list(tmp_path.iterdir()) == []
    assert listing(instance) == before


def test_the_file_watch_sees_a_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The watch above is not blind: a write through pathlib goes through ``io.open``."""
    seen: list[str] = []
    real_open: Callable[..., Any] = io.open

    def watched(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        seen.append(mode)
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(io, "open", watched)
    (tmp_path / "x.txt").write_text("x")
    assert "w" in seen
