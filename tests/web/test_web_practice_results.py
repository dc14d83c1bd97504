"""The practice page through Flask's test client, beyond the strip: the table's marks
checked against the engine, the lesson section of every named mistake, the results view,
«Practica tus errores» and the sets built for mistakes, and the static build."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.web import rendered_templates, text

from academy.build import BuildReport
from academy.engine.cards import Card, parse_cards
from academy.engine.hands import Variant
from academy.practice import MISTAKES, PracticeSet, Showdown
from academy.practice.targeted import TRAPS
from academy.web.mistake_lessons import OMAHA_SECTIONS, SECTIONS

CODE = "h1234-5-2026"
CARD = re.compile(
    r'<span class="card suit-[cdhs]"(?: data-juega="(si|no)")?><span class="card-face" '
    r'aria-hidden="true"><span class="card-rank">([^<]+)</span><span class="card-suit">'
    r'([^<]+)</span></span><span class="vh">([^<]+)</span></span>'
)


def table_marks(page: str) -> tuple[list[tuple[Card, str | None]], dict[str, list[Any]]]:
    """The board's cards and each seat's, with their ``data-juega`` (None if unmarked)."""
    felt = page[page.index('<div class="felt') : page.index('<h3 id="pregunta"')]
    middle = felt[felt.index('<div class="felt-middle">') :]
    board = [(parse_cards(r + s)[0], mark or None) for mark, r, s, _ in CARD.findall(middle)]
    seats = {}
    for block in re.findall(
        r'<li class="seat[^"]*"[^>]*>.*?</li>\s*(?=<li class="seat|</ul>)', felt, re.S
    ):
        name = re.search(r'<span class="seat-name">([^<]+)</span>', block)
        assert name is not None
        seats[name.group(1)] = [
            (parse_cards(r + s)[0], m or None) for m, r, s, _ in CARD.findall(block)
        ]
    return board, seats


def expected_marks(showdown: Showdown) -> tuple[set[Card], dict[str, set[Card]]]:
    """What the engine says plays: every winner's five (``Hand.five``) at showdown."""
    settlement = showdown.settlement
    winners = {n for pot in settlement.pots if len(pot.eligible) > 1 for n in pot.winners}
    fives = {name: set(settlement.hands[name].five) for name in winners}
    board = {c for five in fives.values() for c in five} & set(settlement.spec.board)
    return board, {name: five - board for name, five in fives.items()}


@pytest.mark.parametrize(
    "practice_set", [PracticeSet(per_level=2, seed=31), PracticeSet.from_code("o123-2-4")]
)
def test_every_table_card_is_marked_as_the_engine_says(
    client: FlaskClient, practice_set: PracticeSet
) -> None:
    for showdown in practice_set.showdowns():
        base = f"/practica/{practice_set.code}/{showdown.level}/{showdown.index}/"
        board, seats = table_marks(text(client.get(base + "fragmento/")))
        assert [mark for _, mark in board] == [None] * 5  # nothing marked before an answer
        assert all(mark is None for cards in seats.values() for _, mark in cards)
        assert [c for c, _ in board] == list(showdown.settlement.spec.board)
        plays_board, plays_hole = expected_marks(showdown)
        for option in showdown.options:
            page = text(client.get(base + option.key + "/fragmento/"))
            board, seats = table_marks(page)
            assert [(c, "si" if c in plays_board else "no") for c, _ in board] == board
            for name, cards in seats.items():
                mine = plays_hole.get(name, set())
                assert [(c, "si" if c in mine else "no") for c, _ in cards] == cards, name
            names = [vh for *_, vh in CARD.findall(page[: page.index("lit-legend")])]
            assert all(vh.endswith((", juega", ", no juega")) for vh in names)
            assert len(re.findall(r'class="seat [^"]*\bis-winner\b', page)) == len(
                {
                    n
                    for pot in showdown.settlement.pots
                    if len(pot.eligible) > 1
                    for n in pot.winners
                }
            )


def test_a_split_pot_marks_each_winners_five(client: FlaskClient) -> None:
    showdown = PracticeSet().showdown(3, 1)  # four players share the pot on the board
    assert len(showdown.settlement.pots[0].winners) > 1
    page = text(client.get(f"/practica/{CODE}/3/1/a/fragmento/"))
    fives = re.findall(r'<span class="fives-who">(.*?)</span>', page)
    names = ", ".join(showdown.settlement.pots[0].winners[:-1])
    assert fives[0].startswith(f"Juegan {names} y {showdown.settlement.pots[0].winners[-1]},")
    assert "las cinco cartas que juega cada ganador" in page


# The lesson section of each mistake ------------------------------------------------------


def test_every_mistake_is_linked_to_a_section_that_exists(site_app: Flask) -> None:
    client = site_app.test_client()
    assert set(SECTIONS) == set(MISTAKES)
    for slug, section in [*SECTIONS.values(), *OMAHA_SECTIONS.values()]:
        page = text(client.get(f"/lecciones/{slug}/"))
        assert f'id="{section}"' in page, (slug, section)


def test_a_wrong_answer_links_to_its_lesson_section(site_app: Flask) -> None:
    client = site_app.test_client()
    for code, variant in [(CODE, "holdem"), ("o1-5-2026", "omaha")]:
        practice_set = PracticeSet.from_code(code)
        showdown = practice_set.showdown(1, 0)
        for option in (o for o in showdown.options if not o.correct):
            page = text(client.get(f"/practica/{code}/1/0/{option.key}/"))
            sections = OMAHA_SECTIONS if variant == "omaha" else {}
            slug, section = sections.get(option.error or "", SECTIONS[option.error or ""])
            link = re.search(r'<a href="([^"]+)" data-lesson>Repásalo en «([^»]+)»</a>', page)
            assert link is not None and link.group(1) == f"/lecciones/{slug}/#{section}"
            lesson = text(client.get(link.group(1).split("#")[0]))
            title = re.search(rf'<h2 id="{section}"[^>]*>(.*?)</h2>', lesson, re.S)
            assert title is not None and html.unescape(title.group(1)).strip() == link.group(2)


# The results view ----------------------------------------------------------------------


@pytest.mark.parametrize("htmx", [False, True])
def test_the_results_view_and_its_fragment(app: Flask, client: FlaskClient, htmx: bool) -> None:
    headers = {"HX-Request": "true"} if htmx else {}
    with rendered_templates(app) as names:
        page = text(client.get(f"/practica/{CODE}/resultados/", headers=headers))
    assert names[0] == ("practice/partial/results.html" if htmx else "practice/results.html")
    assert 'data-results aria-labelledby="resultados-titulo"' in page
    rows = re.findall(r'<tr data-results-level="(\d)">', page)
    assert rows == ["1", "2", "3", "4"]
    kinds = re.findall(r'<li data-kind="([a-z_]+)" hidden>', page)
    assert kinds == list(TRAPS) and set(kinds) == set(MISTAKES)
    assert '<a class="button" data-errors-link href="/practica/nueva/?errores=" hidden>' in page
    assert '<a class="button button-secondary" href="/practica/nueva/">Otra serie</a>' in page
    assert "Sin JavaScript la práctica no guarda tus respuestas" in page
    fragment = text(client.get(f"/practica/{CODE}/resultados/fragmento/"))
    assert "<html" not in fragment and "data-results" in fragment


def test_the_results_of_a_set_name_its_variant_for_the_next_set(client: FlaskClient) -> None:
    page = text(client.get("/practica/o12-3-7/resultados/"))
    assert 'data-errors-link href="/practica/nueva/?variante=omaha&amp;errores="' in page
    assert text(client.get("/practica/x12-3-7/resultados/")).count("no es un código de serie")


def test_practise_your_mistakes_gives_a_fresh_seeded_set(client: FlaskClient) -> None:
    response = client.get("/practica/nueva/?errores=side_pot_split,missed_kicker")
    assert response.status_code == 302 and response.headers["Cache-Control"] == "no-store"
    match = re.fullmatch(
        r"/practica/\?semilla=([0-9]+)&errores=missed_kicker,side_pot_split",
        response.headers["Location"],
    )
    assert match is not None
    page = text(client.get(response.headers["Location"]))
    code = f"h24-2-{match.group(1)}-k2l4"
    assert f'data-code="{code}"' in page
    assert "Para practicar: un kicker pasado por alto" in page
    assert "Una serie corta para practicar tus errores" in page
    assert '<h1 class="practice-title">Practica tus errores</h1>' in page
    omaha = client.get("/practica/nueva/?variante=omaha&errores=suit_tiebreak")
    assert re.fullmatch(
        r"/practica/\?semilla=[0-9]+&errores=suit_tiebreak&variante=omaha",
        omaha.headers["Location"],
    )


@pytest.mark.parametrize(
    ("url", "status", "words"),
    [
        ("/practica/nueva/?errores=kicker", 400, "«kicker» no es un error con nombre"),
        ("/practica/nueva/?errores=allin_takes_all&variante=omaha", 400, "el nivel 4"),
        ("/practica/?semilla=1&errores=missed_kicker&niveles=3", 400, "los niveles son los"),
        ("/practica/h2-5-1-z/2/0/", 404, "«z» no es la letra de ningún error"),
        ("/practica/h2-5-1-k/3/0/", 404, "esta serie no tiene el nivel 3"),
        ("/practica/h12-5-1-k/resultados/", 404, "los niveles deben ser los de los errores"),
    ],
)
def test_bad_mistake_sets_get_a_spanish_4xx(
    client: FlaskClient, url: str, status: int, words: str
) -> None:
    response = client.get(url)
    assert response.status_code == status
    assert words in html.unescape(text(response)) and "Traceback" not in text(response)


def test_a_set_for_mistakes_is_reproduced_by_its_address(client: FlaskClient) -> None:
    practice_set = PracticeSet.from_code("h24-2-77-kal")
    for slot in practice_set.slots():
        showdown = practice_set.showdown(slot.level, slot.index)
        path = f"/practica/h24-2-77-kal/{slot.level}/{slot.index}/"
        page = text(client.get(path))
        assert f'data-slot="{slot.id}"' in page
        board, _ = table_marks(page)
        assert [c for c, _ in board] == list(showdown.settlement.spec.board)
        assert text(client.get(path)) == page
    assert practice_set.variant is Variant.HOLDEM


@pytest.mark.slow  # a static build
def test_the_static_build_freezes_the_results_of_the_default_set(
    fixture_site: BuildReport,
) -> None:
    folder = fixture_site.output / "practica" / CODE / "resultados"
    assert "data-results" in (folder / "index.html").read_text(encoding="utf-8")
    fragment = (folder / "fragmento" / "index.html").read_text(encoding="utf-8")
    assert "<html" not in fragment and "data-results" in fragment
