"""/instructores/ with drill steps: the form's workshop boxes and CSV separator, the
preview, worksheet and answer key of a set with drills, downloads identical to
``academy practice-set``, links on the site's own address (a trusted balancer's
``X-Forwarded-*`` included, through waitress), and Spanish 4xx for bad values."""

from __future__ import annotations

import csv
import io
import re
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from helpers.servers import free_port, serving
from helpers.web import text

from academy.cli import main
from academy.instructors import FORMATS, ClassSet, export

QUERY = (
    "niveles=&niveles=1&ejercicios=cinco:1&ejercicios=botes:3&ejercicios=limites:2"
    "&por_nivel=2&semilla=42"
)
SET = ClassSet((1,), (("cinco", 1), ("botes", 3), ("limites", 2)), 2, 42)
HX = {"HX-Request": "true"}


def test_the_form_offers_every_drill_step_and_the_separator(client: FlaskClient) -> None:
    page = text(client.get("/instructores/"))
    for kind in ("cinco", "botes", "limites"):
        for step in (1, 2, 3):
            assert f'id="ejercicio-{kind}-{step}" name="ejercicios" value="{kind}:{step}">' in page
    assert re.search(
        r'<select id="separador" name="separador">\s*<option value=";" selected>', page
    )
    assert "Taller del crupier" in page


def test_a_set_with_drills_previews_links_and_samples(client: FlaskClient) -> None:
    for headers in ({}, HX):
        page = text(client.get(f"/instructores/?{QUERY}", headers=headers))
        assert SET.code == "h1c1b3l2-2-42" and SET.code in page
        if not headers:  # the whole page: the form shows the set's boxes ticked
            assert 'value="cinco:1" checked' in page and 'value="botes:2">' in page
        practice = "/practica/?semilla=42&amp;niveles=1&amp;por_nivel=2"
        workshop = (
            "/practica/taller/?semilla=42&amp;ejercicios=cinco:1,botes:3,limites:2&amp;por_paso=2"
        )
        assert f'href="{practice}">http://localhost{practice}</a>' in page
        assert f'href="{workshop}">http://localhost{workshop}</a>' in page
        assert page.count('class="ws-showdown ws-drill') == 3  # the first item of each step
        query = SET.query().replace("&", "&amp;")
        for code in FORMATS:
            assert f'href="/instructores/descargar/{code}/?{query}"' in page


def test_drills_alone_and_the_form_with_nothing_ticked(client: FlaskClient) -> None:
    page = text(client.get("/instructores/?niveles=&ejercicios=limites:3&semilla=1"))
    assert "hl3-5-1" in page and "Práctica, niveles" not in page
    empty = client.get("/instructores/?niveles=&semilla=1")
    assert empty.status_code == 422
    assert "Niveles: elige al menos un nivel o un paso del taller" in text(empty)


def test_worksheet_and_key_of_drills(client: FlaskClient) -> None:
    sheet = text(client.get(f"/instructores/ficha/?{SET.query()}"))
    key = text(client.get(f"/instructores/solucionario/?{SET.query()}"))
    assert sheet.count('class="ws-showdown"') == 2 and sheet.count("ws-drill") == 6
    assert (
        sheet.count('class="ws-box"') == 5 * 2 and sheet.count("<caption>Los botes</caption>") == 2
    )
    assert "http://localhost/practica/taller/?semilla=42&amp;ejercicios=" in sheet
    for number, item in enumerate(SET.items(), start=3):
        assert f"Ejercicio {number} <span" in sheet and f"Ejercicio {number} <span" in key
        assert item.table.question.split(".")[0] in sheet
    assert key.count("Error: ") >= 6 and "Escribiría:" in key


def test_downloads_with_drills_are_the_clis_bytes(client: FlaskClient, tmp_path: Path) -> None:
    argv = ["practice-set", "--levels", "1", "--drills", "cinco:1,botes:3,limites:2", "--count",
            "2", "--seed", "42", "--base-url", "http://localhost/"]  # fmt: skip
    for fmt, spec in FORMATS.items():
        response = client.get(f"/instructores/descargar/{fmt}/?{SET.query()}")
        by_name = client.get(f"/instructores/descargar/{spec.filename(SET)}")
        out = tmp_path / fmt
        assert main([*argv, "--format", fmt, "--output", str(out)]) == 0
        assert response.data == by_name.data == out.read_bytes()
        assert (
            response.headers["Content-Disposition"]
            == f'attachment; filename="serie-{SET.code}.{spec.extension}"'
        )


def test_the_csv_separator_follows_the_form(client: FlaskClient) -> None:
    page = text(client.get(f"/instructores/?{QUERY}&separador=%2C"))
    assert 'option value="," selected' in page
    link = re.search(r'href="(/instructores/descargar/csv/\?[^"]+)"', page)
    assert link is not None and link.group(1).endswith("&amp;separador=%2C")
    body = client.get(link.group(1).replace("&amp;", "&")).data
    assert body == export(SET, "csv", "http://localhost/", ",")
    rows = list(csv.reader(io.StringIO(body.decode("utf-8-sig")), delimiter=","))
    assert rows[0][:3] == ["serie", "numero", "id"]
    assert client.get(f"/instructores/descargar/csv/?{SET.query()}").data.startswith(
        b"\xef\xbb\xbfserie;"
    )


@pytest.mark.parametrize(
    ("url", "status", "message"),
    [
        (
            "/instructores/?ejercicios=dados:1",
            422,
            "Taller del crupier: «dados» no es un ejercicio",
        ),
        (
            "/instructores/?ejercicios=cinco:1&separador=%7C",
            422,
            "Separador del CSV: elige punto y coma",
        ),
        (
            "/instructores/ficha/?ejercicios=botes:7",
            400,
            "Taller del crupier: «botes:7» no se entiende",
        ),
        ("/instructores/descargar/csv/?ejercicios=cinco:1&separador=tab", 400, "Separador del CSV"),
        ("/instructores/descargar/serie-hc9-2-42.csv", 404, "Código de serie"),
        ("/instructores/descargar/serie-hc1-02-42.csv", 404, "Código de serie"),
    ],
)
def test_bad_drill_values_are_spanish_4xx(
    client: FlaskClient, url: str, status: int, message: str
) -> None:
    response = client.get(url)
    assert response.status_code == status
    assert message in text(response) and "Content-Disposition" not in response.headers


@pytest.fixture(scope="module")
def proxied_server() -> Iterator[str]:
    """``academy serve`` trusting a balancer on 127.0.0.1."""
    port = free_port()
    academy = str(Path(sys.executable).with_name("academy"))
    command = [academy, "serve", "--port", str(port), "--trusted-proxy", "127.0.0.1"]
    yield from serving(command, port)


@pytest.mark.slow  # a server in a subprocess
def test_links_use_the_address_the_balancer_says(proxied_server: str) -> None:
    headers = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "poker.example",
               "X-Forwarded-For": "203.0.113.9"}  # fmt: skip
    request = urllib.request.Request(f"{proxied_server}/instructores/descargar/json/?{SET.query()}",
                                     headers=headers)  # fmt: skip
    with urllib.request.urlopen(request, timeout=30) as response:
        body = response.read()
    assert body == export(SET, "json", "https://poker.example/")
