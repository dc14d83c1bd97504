"""Serving: content-hashed static names, cache lifetimes, ETags and 304s, gzip."""

from __future__ import annotations

import gzip
import io
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers import REPOSITORY
from werkzeug.test import Client

from academy.build import BuildReport
from academy.cli import main
from academy.web import SECURITY_HEADERS, create_app
from academy.web.access_log import AccessLog
from academy.web.static_files import LONG_LIFETIME, StaticFiles, hashed_name, served_body

HASHED = re.compile(r'(?:href|src)="/static/([^"]+\.[0-9a-f]{10}\.[a-z]+)"')
GZIP = {"Accept-Encoding": "gzip, deflate, br"}


def linked_assets(page: str) -> list[str]:
    return HASHED.findall(page)


def test_pages_link_hashed_static_names_with_the_files_bytes(client: FlaskClient) -> None:
    page = client.get("/").get_data(as_text=True)
    names = linked_assets(page)
    assert {n.split("/")[0] for n in names} >= {"css", "js", "vendor", "img"}
    for name in names:
        plain = re.sub(r"\.[0-9a-f]{10}(\.[a-z]+)$", r"\1", name)
        assert name == hashed_name(
            plain, served_body(plain, (REPOSITORY / "static" / plain).read_bytes())
        )
        response = client.get(f"/static/{name}")
        assert response.status_code == 200
        assert response.get_data() == served_body(
            plain, (REPOSITORY / "static" / plain).read_bytes()
        )
        assert response.headers["Cache-Control"] == LONG_LIFETIME
    assert "/static/css/site.css" not in page


def test_plain_static_names_still_answer_with_a_short_lifetime(client: FlaskClient) -> None:
    response = client.get("/static/css/site.css")
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "public, max-age=300"
    assert response.content_type == "text/css; charset=utf-8"


@pytest.mark.parametrize(
    "path",
    ["/static/css/nada.css", "/static/../pyproject.toml", "/static/css/site.0000000000.css",
     "/static/%2e%2e/README.md", "/static/css/"],
)  # fmt: skip
def test_unknown_static_names_are_a_spanish_404(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "Página no encontrada" in response.get_data(as_text=True)


def test_a_changed_file_gets_a_new_name(tmp_path: Path) -> None:
    (tmp_path / "a.css").write_text("body{color:#000}", encoding="utf-8")
    before = StaticFiles(tmp_path).url_name("a.css")
    (tmp_path / "a.css").write_text("body{color:#111}", encoding="utf-8")
    after = StaticFiles(tmp_path).url_name("a.css")
    assert before != after and re.fullmatch(r"a\.[0-9a-f]{10}\.css", after)
    assert StaticFiles(tmp_path).url_name("nada.css") == "nada.css"


def test_static_files_are_gzipped_once_and_revalidate(client: FlaskClient) -> None:
    page = client.get("/").get_data(as_text=True)
    script = next(n for n in linked_assets(page) if n.startswith("vendor/"))
    plain = client.get(f"/static/{script}")
    packed = client.get(f"/static/{script}", headers=GZIP)
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.get_data()) == plain.get_data()
    assert len(packed.get_data()) < len(plain.get_data()) / 2
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert plain.headers["ETag"] != packed.headers["ETag"]
    again = client.get(
        f"/static/{script}", headers={**GZIP, "If-None-Match": packed.headers["ETag"]}
    )
    assert again.status_code == 304 and again.get_data() == b""


PAGES = ["/", "/lecciones/primera/", "/herramientas/lector/", "/practica/", "/glosario/"]


@pytest.mark.parametrize("path", PAGES)
def test_pages_are_gzipped_when_asked(client: FlaskClient, path: str) -> None:
    plain = client.get(path)
    packed = client.get(path, headers=GZIP)
    assert plain.status_code == packed.status_code == 200
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.get_data()) == plain.get_data()
    assert int(packed.headers["Content-Length"]) == len(packed.get_data())
    assert "Accept-Encoding" in plain.headers["Vary"] and "HX-Request" in plain.headers["Vary"]


@pytest.mark.parametrize("path", PAGES)
def test_pages_have_etags_and_answer_304_when_unchanged(client: FlaskClient, path: str) -> None:
    for headers in ({}, GZIP):
        first = client.get(path, headers=headers)
        assert first.headers["Cache-Control"] == "no-cache"
        etag = first.headers["ETag"]
        again = client.get(path, headers={**headers, "If-None-Match": etag})
        assert again.status_code == 304 and again.get_data() == b""
        assert again.headers["ETag"] == etag
        for name in SECURITY_HEADERS:
            assert name in again.headers
        stale = client.get(path, headers={**headers, "If-None-Match": '"otra-version"'})
        assert stale.status_code == 200 and stale.get_data() == first.get_data()


def test_a_fragment_and_its_page_have_different_etags(client: FlaskClient) -> None:
    page = client.get("/herramientas/lector/")
    fragment = client.get("/herramientas/lector/", headers={"HX-Request": "true"})
    assert page.headers["ETag"] != fragment.headers["ETag"]
    assert client.get("/").headers["ETag"] != page.headers["ETag"]


def test_what_must_not_be_cached_gets_no_etag(client: FlaskClient) -> None:
    fresh = client.get("/practica/nueva/")
    assert fresh.status_code == 302 and fresh.headers["Cache-Control"] == "no-store"
    assert "ETag" not in fresh.headers
    body = {"variant": "holdem", "board": [], "players": []}
    answer = client.post("/api/showdown", json=body, headers=GZIP)
    assert answer.status_code == 400 and "ETag" not in answer.headers
    missing = client.get("/no-existe/", headers=GZIP)
    assert missing.status_code == 404 and "ETag" not in missing.headers
    assert "Página no encontrada" in gzip.decompress(missing.get_data()).decode()


def test_small_answers_are_not_gzipped(app: Flask) -> None:
    @app.get("/prueba-corta/")
    def short() -> str:
        return "corto"

    response = app.test_client().get("/prueba-corta/", headers=GZIP)
    assert response.get_data() == b"corto" and "Content-Encoding" not in response.headers


@pytest.mark.slow  # a static build
def test_the_build_holds_hashed_files_and_host_headers(fixture_site: BuildReport) -> None:
    site = fixture_site.output
    page = (site / "index.html").read_text(encoding="utf-8")
    names = linked_assets(page)
    assert names
    for name in names:
        plain = re.sub(r"\.[0-9a-f]{10}(\.[a-z]+)$", r"\1", name)
        assert (site / "static" / name).read_bytes() == served_body(
            plain, (REPOSITORY / "static" / plain).read_bytes()
        )
        assert (site / "static" / plain).is_file()
    headers = (site / "_headers").read_text(encoding="utf-8")
    assert headers.startswith("/*\n")
    for name, value in SECURITY_HEADERS.items():
        assert f"  {name}: {value}\n" in headers
    for name in names:
        assert f"/static/{name}\n  Cache-Control: {LONG_LIFETIME}\n" in headers


@pytest.mark.slow  # a server in a subprocess
def test_serve_refuses_a_bad_address_or_a_busy_port(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--host", "999.1.1.1", "--port", "8000"]) == 2
    assert capsys.readouterr().err == (
        "error: no se puede servir en 999.1.1.1:8000: dirección no válida\n"
    )
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        academy = Path(sys.executable).with_name("academy")
        done = subprocess.run(
            [str(academy), "serve", "--port", str(port)], capture_output=True, text=True, timeout=60
        )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert (
        done.stderr == f"error: no se puede servir en 127.0.0.1:{port}: el puerto ya está en uso\n"
    )


def test_the_access_log_writes_one_line_per_request_and_nothing_else(app: Flask) -> None:
    stream = io.StringIO()
    client = Client(AccessLog(app, stream))
    local = {"REMOTE_ADDR": "127.0.0.1"}
    client.get("/", headers={"X-Nota": "dato-privado"}, environ_base=local)
    client.get('/herramientas/lector/?mano=Kh+Kd&mesa="x', environ_base=local)
    client.post("/api/showdown", json={"players": [{"name": "Privado"}]}, environ_base=local)
    lines = stream.getvalue().splitlines()
    line = re.compile(
        r'127\.0\.0\.1 - - \[\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d \+0000\] '
        r'"(GET|POST) \S+ HTTP/1\.1" \d{3} \d+ \d+\.\dms'
    )  # fmt: skip
    assert len(lines) == 3 and all(line.fullmatch(entry) for entry in lines), lines
    assert lines[0].startswith("127.0.0.1 - - [") and '"GET / HTTP/1.1" 200 ' in lines[0]
    assert '"GET /herramientas/lector/?mano=Kh+Kd&mesa=%22x HTTP/1.1" 422 ' in lines[1]
    assert '"POST /api/showdown HTTP/1.1" 400 ' in lines[2]
    assert "privado" not in stream.getvalue().lower()


def test_a_server_app_freezes_its_start_up_objects_and_a_test_app_does_not(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    frozen: list[bool] = []
    monkeypatch.setattr("academy.web.gc.freeze", lambda: frozen.append(True))
    content = {"CONTENT": app.extensions["academy.content"]}
    create_app(content)
    assert frozen == [True]
    create_app({**content, "TESTING": True})
    create_app({**content, "FREEZE_STARTUP_OBJECTS": False})
    assert frozen == [True]
