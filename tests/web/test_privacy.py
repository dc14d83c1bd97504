"""Privacy as tests: what a learner or instructor sends reaches no log, no access line and
no file on the server."""

from __future__ import annotations

import builtins
import io
import json
import logging
import os
import threading
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import waitress
from flask import Flask
from flask.testing import FlaskClient
from helpers import REPOSITORY
from helpers.security import SPEC, send

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
            f"/herramientas/lector/?variante=holdem&mano=Kh+Kd&mesa=Kc+Jd+9s+5h+2c&nota={PRIVATE}",
            None,
        ),
        ("GET", f"/herramientas/lector/?mano={PRIVATE}", None),
        ("GET", f"/herramientas/botes/?nombre1={PRIVATE}&mano1=Kh+Kd&fichas1=5", None),
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
    site_app: Flask, every_log: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    site_app.logger.debug(
        "prueba de captura"
    )  # the capture works, so silence below means something
    assert "prueba de captura" in logged_text(every_log)
    statuses = send_user_data(site_app.test_client())
    assert statuses == [200, 422, 422, 422, 400, 400, 404, 404, 200, 400, 400]
    out, err = capfd.readouterr()
    assert PRIVATE not in logged_text(every_log) + out + err


def test_waitress_writes_no_access_lines(
    site_app: Flask, every_log: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    """`academy serve` runs waitress, which logs no request unless told to (no TransLogger)."""
    # poll, not select: closing the server from this thread while its loop builds the next
    # select() call made select() fail with EBADF in the server's thread, now and then
    server: Any = waitress.create_server(
        site_app, host="127.0.0.1", port=0, threads=1, asyncore_use_poll=True
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.effective_port}/herramientas/lector/?mano={PRIVATE}"
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
    site_app: Flask, crawled: dict[str, list[str]], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
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

    instance = Path(site_app.instance_path)
    before = listing(instance)
    client = site_app.test_client()
    monkeypatch.chdir(tmp_path)
    for module, name, replacement in (
        (builtins, "open", watched_open),
        (io, "open", watched_open),
        (os, "open", watched_os_open),
    ):
        monkeypatch.setattr(module, name, replacement)
    send_user_data(client)
    for urls in crawled.values():
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
