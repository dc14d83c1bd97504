"""Playing responsibly: the page (each country with its minimum age, its self-exclusion
register and an official help service, linked directly and sourced), the footer line on
every page, the boxed notes of lessons 1 and 5, and the commission section of lesson 5
(real content)."""

from __future__ import annotations

import html
import re
from urllib.parse import urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient

from academy.content import Content

PAGE = "/juego-responsable/"
CITED = (
    "atlassino-comision",
    "wikipedia-tarifas-sala",
    "atlassino-juego-responsable",
    "scj-autoexclusion",
    "ley-13-2011",
    "dgoj-rgiaj",
    "dgoj-jugar-bien",
    "madrid-rgiaj",
)
# The only hosts the page may link outside the site: the regulators themselves.
REGULATORS = ("www.ordenacionjuego.es", "www.jugarbien.es", "www.scj.gob.cl",
              "autoexclusion.scj.gob.cl")  # fmt: skip
# Per country: its heading id, the sources its facts cite, and the regulator pages it links
# (the self-exclusion register and the help service).
COUNTRIES = {
    "chile": (("atlassino-juego-responsable", "scj-autoexclusion"),
              ("https://autoexclusion.scj.gob.cl/", "https://www.scj.gob.cl/")),
    "espana": (("ley-13-2011", "dgoj-rgiaj", "dgoj-jugar-bien", "madrid-rgiaj"),
               ("https://www.ordenacionjuego.es/es/rgiaj", "https://www.jugarbien.es/")),
}  # fmt: skip


@pytest.fixture(scope="module")
def client(site_app: Flask) -> FlaskClient:
    return site_app.test_client()


def text(client: FlaskClient, path: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, path
    return response.get_data(as_text=True)


def visible(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def test_the_page_says_what_the_issue_asks(client: FlaskClient) -> None:
    page = visible(text(client, PAGE))
    for words in (
        "Aquí no se apuesta nada",
        "nada de lo que se enseña es una forma de ganar dinero ni promete ganancias",
        "juegas contra los otros jugadores de la mesa",
        "entre todos pagan la comisión entera",
        "Decide en casa cuánto llevas",
        "lo máximo que te puede costar la noche",
        "Señales de que el juego deja de ser un entretenimiento",
        "Edad mínima: 18 años para entrar a las salas de juego",
        "Edad mínima: 18 años. La Ley 13/2011",
        "vale en todos los casinos del país",
        "por internet con ClaveÚnica o por carta certificada",
        "+56 2 2589 3000",
        "Jugar bien es el portal de la DGOJ",
        "vale en todos los casinos del país",
        "Registro General de Interdicciones de Acceso al Juego (RGIAJ)",
        "Su cancelación solo se puede pedir a la DGOJ",
        "Comunidad de Madrid",
        "nunca menos de seis meses",
    ):
        assert words in page, words


def test_every_country_fact_cites_its_source(client: FlaskClient, site_content: Content) -> None:
    page = text(client, PAGE)
    for source_id in CITED:
        source = site_content.sources[source_id]
        assert f"#fuente-{source_id}" in page, source_id
        assert html.escape(source.citation, quote=False) in page
        assert source.read == "2026-12-01"
    end = page.index("</section>", page.index('id="espana"'))
    sections = {"chile": page[page.index('id="chile"') : page.index('id="espana"')],
                "espana": page[page.index('id="espana"') : end]}  # fmt: skip
    for country, (sources, links) in COUNTRIES.items():
        said = visible(sections[country])
        for words in ("Edad mínima:", "Autoexclusión:", "Ayuda:"):
            assert words in said, (country, words)
        for source_id in sources:
            assert f"#fuente-{source_id}" in sections[country], (country, source_id)
        for link in links:
            assert f'href="{link}"' in sections[country], (country, link)


def test_the_page_links_to_no_operator(client: FlaskClient) -> None:
    page = text(client, PAGE)
    links = re.findall(r'href="([^"]+)"', page)
    assert links
    outside = [link for link in links if not link.startswith(("/", "#"))]
    assert {urlsplit(link).hostname for link in outside} <= set(REGULATORS), outside
    assert all(urlsplit(link).scheme == "https" for link in outside), outside
    assert "/lecciones/all-in-botes-laterales/#la-comision-de-la-sala" in links


@pytest.mark.parametrize(
    "path",
    ["/", "/fuentes/", "/glosario/", "/lecciones/como-se-juega/", "/practica/", "/herramientas/",
     "/instructores/", PAGE, "/no-existe/"],
)  # fmt: skip
def test_every_page_has_the_footer_line(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    page = response.get_data(as_text=True)
    footer = page[page.index('<footer class="site-footer">') :]
    line = re.search(r'<p class="responsible-line">(.*?)</p>', footer, re.S)
    assert line is not None, path
    assert visible(line.group(1)) == "18+ · Juega con responsabilidad"
    assert f'href="{PAGE}"' in line.group(1)


@pytest.mark.parametrize("slug", ["como-se-juega", "all-in-botes-laterales"])
def test_lessons_1_and_5_end_with_the_boxed_note_then_where_to_practise(
    client: FlaskClient, slug: str
) -> None:
    page = text(client, f"/lecciones/{slug}/")
    body = page[page.index('<div class="lesson-body">') : page.index('id="revisa-lo-aprendido"')]
    notes = re.findall(r'<p class="responsible-note" role="note">(.*?)</p>', body, re.S)
    assert len(notes) == 1
    assert "Juega con responsabilidad." in visible(notes[0])
    assert f'href="{PAGE}"' in notes[0]
    after_note = body[body.index("responsible-note") :].split("</p>", 1)[1]
    # the note closes the lesson's teaching; only «Dónde practicarlo» follows it
    assert after_note.lstrip().startswith('<h2 id="donde-practicarlo">'), after_note[:80]
    assert after_note.count("<h2") == 1


def test_the_commission_section_is_engine_computed(client: FlaskClient) -> None:
    page = text(client, "/lecciones/all-in-botes-laterales/")
    start = page.index('id="la-comision-de-la-sala"')
    section = page[start : page.index("<h2", start + 10)]
    assert '<figure class="example example-showdown" id="ejemplo-comision-abc">' in section
    assert '<span data-figure="comision-abc.rake">12</span>' in section
    assert '<span data-figure="comision-abc.received.A">138</span>' in section
    assert '<span data-figure="comision-abc.pots.0.rake">12</span>' in section
    said = visible(section)
    assert "Las demás cifras de esta lección son antes de la comisión." in said
    assert "antes de la comisión que cobran las salas" in visible(page)
    for source_id in ("casino-holdem-comision", "wikipedia-rake", "atlassino-comision"):
        assert f"#fuente-{source_id}" in section
