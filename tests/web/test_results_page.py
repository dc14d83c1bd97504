"""/instructores/resultados/: the pasted codes read into the class table (a form that POSTs,
works without JavaScript, and reads a GET link too), its CSV, and a Spanish 4xx when no
line can be read or the paste is more work than one reading may do."""

from __future__ import annotations

import csv
import io
import re
from urllib.parse import urlencode

from flask import Flask
from flask.testing import FlaskClient
from helpers.class_codes import class_of_200
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
    assert '<form class="tool-form results-form" method="post"' in html
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


def post(client: FlaskClient, pasted: str, path: str = "/instructores/resultados/"):  # noqa: ANN201
    return client.post(path, data={"codigos": pasted})


def test_the_form_posts_and_offers_a_link_while_it_fits(client: FlaskClient) -> None:
    got = post(client, LINES)
    html = text(got)
    assert got.status_code == 200 and got.headers["Cache-Control"] == "no-store"
    assert html.count("data-alumno") == 2
    link = re.search(r'href="(/instructores/resultados/\?codigos=[^"]+)" data-enlace-resultados',
                     html)  # fmt: skip
    assert link is not None
    assert text(client.get(link.group(1).replace("&amp;", "&"))).count("data-alumno") == 2
    by_post = post(client, LINES, "/instructores/resultados/descargar/resultados-clase.csv")
    by_get = client.get(
        "/instructores/resultados/descargar/resultados-clase.csv?" + urlencode({"codigos": LINES})
    )
    assert by_post.status_code == 200 and by_post.data == by_get.data


def test_a_paste_too_long_for_a_link_posts_its_csv(client: FlaskClient) -> None:
    lines = "".join(f"Alumno {n}: {encode('h12-3-7', 'abcdab')}\n" for n in range(200))
    assert len(urlencode({"codigos": lines})) > 6_000
    html = text(post(client, lines))
    assert html.count("data-alumno") == 200 and "data-enlace-resultados" not in html
    assert "demasiados códigos para un enlace" in html
    assert '<textarea name="codigos" hidden>' in html


def test_counts_agree_in_number(client: FlaskClient) -> None:
    one = encode("h12-3-7", "a-----")
    html = text(post(client, f"Ana: {one}\nBeto: {encode('h12-3-7', 'ab----')}"))
    assert "(1 respondida)" in html and "(2 respondidas)" in html


def test_200_learners_of_the_largest_set_post_past_the_sites_64_kib(client: FlaskClient) -> None:
    pasted = class_of_200()
    assert len(urlencode({"codigos": pasted})) > 64 * 1024
    got = post(client, pasted)
    html = text(got)
    assert got.status_code == 200, html[:500]
    assert html.count("data-alumno") == 200 and "data-linea-mala" not in html
    csv_got = post(client, pasted, "/instructores/resultados/descargar/resultados-clase.csv")
    rows = list(csv.DictReader(io.StringIO(csv_got.data.decode("utf-8-sig")), delimiter=";"))
    assert len(rows) == 200 and not any(row["error"] for row in rows)


def test_a_paste_that_is_too_much_work_is_a_spanish_422(client: FlaskClient) -> None:
    from academy.drills import KINDS
    from academy.drills.workshop_set import DrillSet

    steps = tuple((kind, step) for kind, drill in KINDS.items() for step in drill.catalog.steps)
    forged = "\n".join(
        encode(DrillSet(steps, 50, seed).code, [""] * (len(steps) * 50)) for seed in range(1, 9)
    )
    got = post(client, forged)
    assert got.status_code == 422
    assert "demasiado trabajo" in text(got) and 'aria-invalid="true"' in text(got)
    csv_got = post(client, forged, "/instructores/resultados/descargar/resultados-clase.csv")
    assert csv_got.status_code == 422 and "demasiado trabajo" in csv_got.data.decode()


def test_a_heavy_paste_while_another_is_read_is_a_spanish_503(client: FlaskClient) -> None:
    from academy.web import results

    heavy = class_of_200()
    assert results.HEAVY_READINGS.acquire(blocking=False)  # another heavy paste being read
    try:
        got = post(client, heavy)
        assert got.status_code == 503 and got.headers["Retry-After"] == "10"
        assert "Se están leyendo los códigos de otra clase grande" in text(got)
        csv_got = post(client, heavy, "/instructores/resultados/descargar/resultados-clase.csv")
        assert csv_got.status_code == 503
        assert post(client, LINES).status_code == 200  # a light paste never waits
    finally:
        results.HEAVY_READINGS.release()
    assert post(client, heavy).status_code == 200


def test_many_notes_show_the_whole_paste_first_and_fold_past_the_fifth(
    client: FlaskClient,
) -> None:
    """A paste with 8 repeated lines and lines past the 200th: the note on the lines not
    read comes first, four repeats follow, the other four are in a fold."""
    import itertools

    lines = [f"Ana: {encode('h12-3-7', 'abcdab')}"] * 9
    keys = itertools.product("abcd-", repeat=6)
    lines += [f"Alumno {n}: {encode('h12-3-7', next(keys))}" for n in range(1, 201)]
    html = text(post(client, "\n".join(lines)))
    notes = html.split('class="results-notes"')[1].split("</div>")[0]
    shown, folded = notes.split('<details class="fold">')
    assert "9 avisos al leer los códigos" in shown
    assert shown.count("data-aviso") == 5 and folded.count("data-aviso") == 4
    first = shown.split("data-aviso>")[1]
    assert first.startswith("Se leen como mucho 200 alumnos: 1 línea más no se ha leído")
    assert "<summary>Los otros 4 avisos</summary>" in folded
