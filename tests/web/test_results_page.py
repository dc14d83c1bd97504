"""/instructores/resultados/: the pasted codes read into the class table (a GET form that
works without JavaScript), its CSV, and a Spanish 4xx when no line can be read."""

from __future__ import annotations

import csv
import io
import re
from urllib.parse import urlencode

from flask import Flask
from flask.testing import FlaskClient
from helpers.web import text

from academy.instructors.results import encode

GOOD = encode("h12-3-7", "abcdab")
OTHER = encode("h12-3-7", "bbcaab")
LINES = f"Ana: {GOOD}\nBeto: {OTHER}\nEva: h12-3-7.abcdab.xxx\n"


def page(client: FlaskClient, pasted: str) -> tuple[int, str]:
    got = client.get("/instructores/resultados/?" + urlencode({"codigos": pasted}))
    return got.status_code, text(got)


def test_the_empty_form_works_without_javascript(client: FlaskClient) -> None:
    status, html = page(client, "")
    assert status == 200
    assert '<form class="tool-form results-form" method="get"' in html
    assert '<textarea id="codigos" name="codigos"' in html and "lineas-titulo" not in html


def test_the_class_table_rows_columns_and_mistakes(site_app: Flask) -> None:
    status, html = page(site_app.test_client(), LINES)
    assert status == 200
    assert html.count("data-alumno") == 2 and html.count("data-linea-mala") == 1
    assert "Línea 3:</strong> El código está mal copiado" in html
    grid = html.split('data-serie="h12-3-7"')[1]
    assert [c for c in re.findall(r'<th scope="col" class="q">([^<]+)</th>', grid)] == [
        "N1·1", "N1·2", "N1·3", "N2·1", "N2·2", "N2·3"
    ]  # fmt: skip
    shares = re.findall(r'data-pregunta="[^"]+">(\d+)&nbsp;%', grid)
    assert len(shares) == 6 and all(s in ("0", "50", "100") for s in shares)
    assert 'href="/lecciones/' in grid.split("Los errores más comunes")[1]


def test_the_csv_is_the_table(client: FlaskClient) -> None:
    got = client.get(
        "/instructores/resultados/descargar/resultados-clase.csv?" + urlencode({"codigos": LINES})
    )
    assert got.status_code == 200 and got.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(got.data.decode("utf-8-sig")), delimiter=";"))
    assert [r["nombre"] for r in rows] == ["Ana", "Beto", "Eva"]
    assert rows[2]["error"].startswith("el código está mal copiado")
    for row in rows[:2]:
        marks = [row[f"p{n}"] for n in range(1, 7)]
        assert int(row["bien"]) == marks.count("1") and int(row["total"]) == 6
        assert int(row["n1"]) + int(row["n2"]) == int(row["bien"])


def test_no_readable_line_is_a_spanish_422(client: FlaskClient) -> None:
    status, html = page(client, "nada que ver\nAna: h1.x.y")
    assert status == 422 and html.count("data-linea-mala") == 2
    got = client.get(
        "/instructores/resultados/descargar/resultados-clase.csv?" + urlencode({"codigos": "x"})
    )
    assert got.status_code == 422 and "Ninguna línea" in got.data.decode()
    status, html = page(client, "x" * 400_001)
    assert status == 422 and "demasiado texto" in html and 'aria-invalid="true"' in html
