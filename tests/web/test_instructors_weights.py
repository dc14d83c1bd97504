"""/instructores/ lets the teacher choose how Moodle XML weighs its questions (``pesos``):
the form's field, the Moodle link carrying it, the download identical to ``academy
practice-set --weights``, and a Spanish 4xx for a bad value."""

from __future__ import annotations

import html
import re

from flask.testing import FlaskClient
from helpers.web import text

from academy.instructors import ClassSet, export

QUERY = "niveles=1&ejercicios=botes:3&por_nivel=2&semilla=42"
SET = ClassSet((1,), (("botes", 3),), 2, 42)


def test_the_form_offers_the_weights_and_the_moodle_link_carries_them(
    client: FlaskClient,
) -> None:
    page = text(client.get(f"/instructores/?{QUERY}"))
    assert re.search(r'<select id="pesos" name="pesos">\s*<option value="pregunta" selected>', page)
    assert "Un punto por hueco" in page
    links = {html.unescape(h) for h in re.findall(r'href="([^"]*descargar/moodle/[^"]*)"', page)}
    assert links and all("pesos" not in link for link in links)
    page = text(client.get(f"/instructores/?{QUERY}&pesos=hueco"))
    (link,) = {html.unescape(h) for h in re.findall(r'href="([^"]*descargar/moodle/[^"]*)"', page)}
    assert link.endswith("&pesos=hueco")
    (gift,) = {html.unescape(h) for h in re.findall(r'href="([^"]*descargar/gift/[^"]*)"', page)}
    assert "pesos" not in gift
    assert "pesos=hueco" in page.split("Ficha para la clase")[0]  # the worksheet keeps it


def test_the_download_is_the_commands_file(client: FlaskClient) -> None:
    for weights in ("pregunta", "hueco"):
        got = client.get(f"/instructores/descargar/moodle/?{QUERY}&pesos={weights}")
        assert got.status_code == 200
        assert got.data == export(SET, "moodle", "http://localhost/", weights=weights)
    per_item = client.get(f"/instructores/descargar/moodle/?{QUERY}").data.decode()
    assert per_item.count("<defaultgrade>16</defaultgrade>") == 4


def test_a_bad_weights_value_is_a_spanish_4xx(client: FlaskClient) -> None:
    page = client.get(f"/instructores/?{QUERY}&pesos=mucho")
    assert page.status_code == 422 and "cada pregunta igual o por hueco" in text(page)
    assert 'aria-invalid="true"' in text(page).split('id="pesos"')[1][:80]
    got = client.get(f"/instructores/descargar/moodle/?{QUERY}&pesos=mucho")
    assert got.status_code == 400 and "Puntuación en Moodle XML: elige" in text(got)
