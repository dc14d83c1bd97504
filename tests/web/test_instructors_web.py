"""/instructores/: the form and its preview (page or htmx fragment), "nueva semilla",
worksheet, answer key and downloads; bad values get a Spanish message and a 4xx."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.web import rendered_templates, text

from academy.cli import main
from academy.engine.hands import Variant
from academy.instructors import FORMATS, export
from academy.practice import PracticeSet
from academy.web import create_app

FORM = "/instructores/?niveles=&niveles=1&niveles=3&por_nivel=2&semilla=77&variante=shortdeck"
HX = {"HX-Request": "true"}


def test_page_shows_the_default_set_with_its_links(client: FlaskClient) -> None:
    response = client.get("/instructores/")
    body = text(response)
    assert response.status_code == 200
    assert "Para instructores" in body and "h1234-5-2026" in body
    assert 'value="2026"' in body and 'id="nivel-4" name="niveles" value="4" checked' in body
    assert 'href="/practica/?semilla=2026">http://localhost/practica/?semilla=2026</a>' in body
    assert 'href="/instructores/ficha/?semilla=2026"' in body
    assert 'href="/instructores/solucionario/?semilla=2026"' in body
    for code in FORMATS:
        assert f'href="/instructores/descargar/{code}/?semilla=2026"' in body
    assert body.count('class="ws-showdown"') == 4  # first showdown of each level
    assert 'hx-get="/instructores/"' in body and 'hx-target="#vista-previa"' in body


def test_submitted_form_previews_that_set(app: Flask, client: FlaskClient) -> None:
    with rendered_templates(app) as names:
        response = client.get(FORM)
    body = text(response)
    assert response.status_code == 200 and names[0] == "instructors/index.html"
    assert "s13-2-77" in body and "Short Deck" in body
    link = "/practica/?semilla=77&amp;niveles=1,3&amp;por_nivel=2&amp;variante=shortdeck"
    assert f'href="{link}"' in body
    assert 'value="3" checked' in body and 'value="2" checked' not in body


def test_htmx_request_gets_only_the_preview_fragment(app: Flask, client: FlaskClient) -> None:
    with rendered_templates(app) as names:
        response = client.get(FORM, headers=HX)
    body = text(response)
    assert names[0] == "instructors/partial/preview.html"
    assert "<html" not in body and "<form" not in body and "s13-2-77" in body
    assert "HX-Request" in response.headers["Vary"]


def test_new_seed_without_javascript_redirects_to_a_drawn_seed(client: FlaskClient) -> None:
    response = client.get("/instructores/?niveles=&niveles=2&por_nivel=4&semilla=5&nueva=1")
    assert response.status_code == 303
    location = response.headers["Location"]
    match = re.fullmatch(r"/instructores/\?niveles=2&semilla=(\d+)&por_nivel=4", location)
    assert match is not None
    page = text(client.get(location))
    assert f'value="{match.group(1)}"' in page and f"h2-4-{match.group(1)}" in page


def test_new_seed_with_htmx_fills_the_seed_field(client: FlaskClient) -> None:
    response = client.get("/instructores/?niveles=&niveles=2&semilla=5&nueva=1", headers=HX)
    body = text(response)
    assert response.status_code == 200
    seed = re.search(r'<input type="text" id="semilla" name="semilla" value="(\d+)"', body)
    assert seed is not None and 'hx-swap-oob="true"' in body
    assert response.headers["HX-Push-Url"] == f"/instructores/?semilla={seed.group(1)}&niveles=2"
    assert f"h2-5-{seed.group(1)}" in body


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("niveles=&por_nivel=5&semilla=1", "Niveles: elige al menos un nivel"),
        ("niveles=5&semilla=1", "Niveles: los niveles van del 1 al 4"),
        ("niveles=1&por_nivel=51", "Manos por nivel: «51» no es un número entre 1 y 50"),
        ("niveles=1&por_nivel=0", "Manos por nivel: «0» no es un número entre 1 y 50"),
        ("niveles=1&semilla=doce", "Semilla: «doce» no es un número"),
        ("niveles=1&semilla=" + "9" * 45, "Semilla: el texto es demasiado largo"),
        ("niveles=4&variante=omaha", "Variante: el nivel 4 (all-in y bote lateral) solo"),
        ("niveles=1&variante=pineapple", "Variante: la práctica no ofrece Crazy Pineapple"),
    ],
)
def test_bad_values_re_render_the_form_with_422(
    client: FlaskClient, query: str, message: str
) -> None:
    for headers in ({}, HX):
        response = client.get(f"/instructores/?{query}", headers=headers)
        body = text(response)
        assert response.status_code == 422
        assert 'role="alert"' in body and message in body.replace("&#39;", "'")
        assert "Traceback" not in body


def test_worksheet_and_answer_key(client: FlaskClient) -> None:
    query = "semilla=42&niveles=3-4&por_nivel=2"
    sheet = text(client.get(f"/instructores/ficha/?{query}"))
    key = text(client.get(f"/instructores/solucionario/?{query}"))
    practice_set = PracticeSet((3, 4), 2, 42)
    showdowns = practice_set.showdowns()
    assert sheet.count('class="ws-showdown"') == 4 and 'class="key"' not in sheet
    assert key.count('class="key-entry"') == 4 and 'class="sheet"' not in key
    print_css = re.compile(r'href="/static/css/print\.[0-9a-f]{10}\.css"')  # content-hashed
    assert print_css.search(sheet) and print_css.search(key)
    for number, showdown in enumerate(showdowns, start=1):
        assert f"Mano {number} <span" in sheet
        assert showdown.question in sheet
        hand = sheet.split(f'id="ficha-mano-{number}"', 1)[1].split("</section>", 1)[0]
        for player in showdown.settlement.spec.players:  # on the oval, by seat
            seat = hand.split(f'data-asiento="{player.name}"', 1)[1].split("</li>", 1)[0]
            assert f'<span class="vh">, puso </span>{player.contributed}<span' in seat
        right = showdown.correct_option.key
        assert f"respuesta {right})" in key
        for pot in showdown.settlement.pots:
            assert f"({pot.amount} fichas): se " in key
    assert "Tu respuesta:" in sheet and "Tu respuesta:" not in key


def test_downloads_are_attachments_identical_to_the_cli(client: FlaskClient, tmp_path: Any) -> None:
    practice_set = PracticeSet((1, 2), 2, 5, Variant.OMAHA)
    for fmt, spec in FORMATS.items():
        response = client.get(f"/instructores/descargar/{fmt}/?{practice_set.query()}")
        assert response.status_code == 200
        assert response.mimetype == spec.mimetype and response.mimetype_params["charset"] == "utf-8"
        disposition = response.headers["Content-Disposition"]
        assert disposition == f'attachment; filename="serie-o12-2-5.{spec.extension}"'
        out = tmp_path / fmt
        argv = ["practice-set", "--levels", "1,2", "--count", "2", "--seed", "5", "--variant"]
        site = ["--base-url", "http://localhost/"]  # the test client's own address
        assert main([*argv, "omaha", *site, "--format", fmt, "--output", str(out)]) == 0
        assert response.data == out.read_bytes() == export(practice_set, fmt, site[1])


def test_a_download_by_file_name_is_the_same_file(client: FlaskClient) -> None:
    """The static build links downloads by name; the app answers those names too."""
    practice_set = PracticeSet((1, 2), 2, 5, Variant.OMAHA)
    for fmt, spec in FORMATS.items():
        name = spec.filename(practice_set)
        response = client.get(f"/instructores/descargar/{name}")
        assert response.status_code == 200 and response.mimetype == spec.mimetype
        assert response.headers["Content-Disposition"] == f'attachment; filename="{name}"'
        assert response.data == export(practice_set, fmt, "http://localhost/")


@pytest.mark.parametrize(
    ("url", "status", "message"),
    [
        ("/instructores/ficha/?semilla=-1", 400, "Semilla: «-1» no es un número"),
        ("/instructores/solucionario/?niveles=0", 400, "Niveles: los niveles van"),
        ("/instructores/descargar/json/?por_nivel=500", 400, "Manos por nivel"),
        ("/instructores/descargar/gift/?niveles=4&variante=shortdeck", 400, "Variante"),
        ("/instructores/descargar/pdf/?semilla=1", 404, "No hay descargas en ese formato"),
        ("/instructores/descargar/serie-h1-2-42.pdf", 404, "Descarga: «serie-h1-2-42.pdf» no es"),
        ("/instructores/descargar/serie-h5-2-42.json", 404, "Código de serie: «h5-2-42» no es"),
        ("/instructores/descargar/serie-o4-1-1.csv", 404, "Variante: el nivel 4"),
    ],
)
def test_bad_sheet_and_download_queries_are_spanish_4xx(
    client: FlaskClient, url: str, status: int, message: str
) -> None:
    response = client.get(url)
    assert response.status_code == status
    assert message in text(response) and "Content-Disposition" not in response.headers


def test_the_learners_link_opens_that_set_in_the_practice(client: FlaskClient) -> None:
    page = text(client.get(FORM))
    link = re.search(r'class="class-link" href="([^"]+)"', page)
    assert link is not None
    response = client.get(link.group(1).replace("&amp;", "&"))
    assert response.status_code == 200 and "s13-2-77" in text(response)


def test_the_form_shows_the_set_of_a_learners_style_query(client: FlaskClient) -> None:
    """A query written as on /practica/ (``niveles=1-2``) ticks levels 1 and 2 only."""
    page = client.get("/instructores/?niveles=1-2&por_nivel=2&semilla=5").get_data(as_text=True)
    for level in (1, 2):
        assert f'id="nivel-{level}" name="niveles" value="{level}" checked' in page
    for level in (3, 4):
        assert f'id="nivel-{level}" name="niveles" value="{level}">' in page


def test_the_site_address_setting_is_checked_when_the_app_starts(app: Flask) -> None:
    config = {"CONTENT": app.extensions["academy.content"], "TESTING": True}
    given = create_app({**config, "SITE_URL": "https://poker.example/aula"})
    page = text(given.test_client().get("/instructores/?semilla=7"))
    assert "https://poker.example/aula/practica/?" in page
    for wrong in ("poker.example", "ftp://poker.example/", "https://poker.example/?a=1"):
        with pytest.raises(ValueError, match="SITE_URL: .* no es la dirección de un sitio"):
            create_app({**config, "SITE_URL": wrong})
