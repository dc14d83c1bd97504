"""The practice strip through Flask's test client: every route, page vs fragment, the
answers checked by the engine, and bad query or path values answered in Spanish."""

from __future__ import annotations

import gzip
import html
import re

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers import REPOSITORY
from helpers.web import rendered_templates, text

from academy.practice import PracticeSet, check_answer
from academy.practice.sets import LEVEL_TITLES

CODE = "h1234-5-2026"
QUESTION = f"/practica/{CODE}/2/3/"
ANSWER = f"/practica/{CODE}/2/3/b/"
ROUTES = [
    ("/practica/", "practice/index.html", "practice/partial/set.html"),
    (QUESTION, "practice/showdown.html", "practice/partial/showdown.html"),
    (ANSWER, "practice/showdown.html", "practice/partial/showdown.html"),
]
FRAGMENTS = [QUESTION + "fragmento/", ANSWER + "fragmento/"]
STATIC = REPOSITORY / "static"


def visible_text(fragment: str) -> str:
    """Text as a sighted reader sees it: card names for screen readers left out."""
    without_names = re.sub(r'<span class="vh">[^<]*</span>', "", fragment)
    return html.unescape(re.sub(r"<[^>]+>", "", without_names)).strip()


def element(page: str, attribute: str) -> str:
    """The inner HTML of the first ``<p … attribute>`` of ``page``."""
    match = re.search(rf"<p [^>]*{attribute}[^>]*>(.*?)</p>", page, re.S)
    assert match is not None, attribute
    return match.group(1)


# --- pages and fragments -------------------------------------------------------------


def test_the_page_shows_every_slot_and_the_first_showdown(client: FlaskClient) -> None:
    page = text(client.get("/practica/"))
    practice_set = PracticeSet()
    slots = re.findall(
        r'<a class="slot" data-slot="([^"]+)" href="([^"]+)" hx-get="([^"]+)" '
        r'hx-push-url="([^"]+)"',
        page,
    )
    assert [slot_id for slot_id, *_ in slots] == [s.id for s in practice_set.slots()]
    assert len(slots) == 20
    for (_, href, fragment, pushed), slot in zip(slots, practice_set.slots(), strict=True):
        assert href == pushed == f"/practica/{CODE}/{slot.level}/{slot.index}/"
        assert fragment == href + "fragmento/"
    marks = re.findall(r'<span class="mark" data-mark-for="([^"]+)"', page)
    assert marks == [s.id for s in practice_set.slots()]  # the compact strip: every slot
    for level, title in LEVEL_TITLES.items():
        assert f"Nivel {level}: {title}" in page
    assert f'data-code="{CODE}"' in page and "data-start" in page
    assert 'data-slot="n1-2026-0" data-level="1" aria-labelledby' in page  # not answered yet
    assert 'id="practica-estado" class="practice-status" role="status"' in page
    assert 'id="respuesta"' not in page  # the feedback comes with an answer
    assert re.search(r'src="/static/js/practice\.[0-9a-f]{10}\.js" defer', page)
    assert 'href="/practica/nueva/"' in page
    first = practice_set.showdown(1, 0)
    for option in first.options:
        answer = f"/practica/{CODE}/1/0/{option.key}/"
        assert f'action="{answer}#respuesta"' in page
        assert f'hx-get="{answer}fragmento/" hx-push-url="{answer}#respuesta"' in page


@pytest.mark.parametrize(("url", "page_template", "partial"), ROUTES)
def test_pages_and_their_htmx_fragments(
    app: Flask, client: FlaskClient, url: str, page_template: str, partial: str
) -> None:
    with rendered_templates(app) as names:
        response = client.get(url)
    assert response.status_code == 200
    assert names == [page_template]  # extends base.html, includes the fragment
    templates = REPOSITORY / "templates"
    included = (templates / page_template).read_text(encoding="utf-8")
    assert "practice/partial/" in included
    assert '<html lang="es">' in text(response)
    assert "style=" not in text(response)
    with rendered_templates(app) as names:
        response = client.get(url, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert names[0] == partial and "base.html" not in names
    assert "<html" not in text(response)
    assert "HX-Request" in response.headers["Vary"]


@pytest.mark.parametrize("url", FRAGMENTS)
def test_fragment_paths_answer_the_fragment_without_the_header(
    app: Flask, client: FlaskClient, url: str
) -> None:
    with rendered_templates(app) as names:
        response = client.get(url)
    assert response.status_code == 200
    assert names[0] == "practice/partial/showdown.html" and "base.html" not in names
    assert "<html" not in text(response) and "data-showdown" in text(response)


@pytest.mark.parametrize("url", [r[0] for r in ROUTES] + FRAGMENTS + ["/practica/nueva/"])
def test_no_cookies_and_strict_headers(client: FlaskClient, url: str) -> None:
    response = client.get(url)
    assert response.status_code in (200, 302)
    assert "Set-Cookie" not in response.headers
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert re.search(r"<script>|<script [^>]*>[^<]", text(response)) is None


def test_question_options_are_buttons_of_forms_to_their_answer(client: FlaskClient) -> None:
    """Real buttons (Space and Enter), each the submit button of a GET form whose action is
    the answer's own page, opened at the feedback; htmx swaps the fragment and puts the
    page's address in the address bar."""
    page = text(client.get(QUESTION))
    showdown = PracticeSet().showdown(2, 3)
    for option in showdown.options:
        answer = f"/practica/{CODE}/2/3/{option.key}/"
        assert (
            f'<form method="get" action="{answer}#respuesta"><button class="practice-option" '
            f'data-key="{option.key}" aria-keyshortcuts="{option.key.upper()}" '
            f'hx-get="{answer}fragmento/" hx-push-url="{answer}#respuesta">'
        ) in page
    assert 'role="group" aria-labelledby="pregunta" data-question' in page
    assert showdown.question in page
    assert "data-correct" not in page


def test_every_answer_matches_check_answer(client: FlaskClient) -> None:
    """Each option of every showdown of a small set, as the fragment tells it."""
    practice_set = PracticeSet(per_level=2, seed=77)
    for showdown in practice_set.showdowns():
        for option in showdown.options:
            path = f"/practica/{practice_set.code}/{showdown.level}/{showdown.index}/{option.key}/"
            fragment = text(client.get(path + "fragmento/"))
            expected = check_answer(showdown.level, 77, showdown.index, option.key)
            assert visible_text(element(fragment, "data-feedback")) == expected.feedback
            correct = re.search(
                r'data-correct="(true|false)" data-error="([a-z_]*)" data-key="([a-d])"', fragment
            )
            assert correct is not None
            assert correct.group(1) == ("true" if expected.correct else "false")
            assert correct.group(2) == (expected.error or "")
            assert correct.group(3) == option.key
            label = "Correcto" if expected.correct else "Incorrecto"
            verdict = f'<strong>{label}</strong> <span class="verdict-key">· tu respuesta: '
            assert verdict + f"{option.key.upper()}</span>" in fragment
            assert visible_text(element(fragment, "data-summary")) == expected.summary


def test_answer_page_without_javascript_has_feedback_and_next_link(client: FlaskClient) -> None:
    page = text(client.get(f"/practica/{CODE}/1/4/a/"))
    assert "data-feedback" in page
    # the last showdown of level 1 leads to the first of level 2
    following = f"/practica/{CODE}/2/0/"
    assert (
        f'data-next href="{following}" hx-get="{following}fragmento/" hx-push-url="{following}"'
        in page
    )
    assert ">Siguiente: nivel 2, mano 1</a>" in page
    assert f'data-retry href="/practica/{CODE}/1/4/"' in page
    # the short feedback comes before the options, which follow it marked
    assert page.index('id="respuesta"') < page.index('class="practice-options answered"')
    last = text(client.get(f"/practica/{CODE}/4/4/a/"))
    results = f"/practica/{CODE}/resultados/"
    assert (
        f'data-next href="{results}" hx-get="{results}fragmento/" hx-push-url="{results}"'
        ">Ver tus resultados</a>"
    ) in last


def test_wrong_answer_names_its_mistake(client: FlaskClient) -> None:
    showdown = PracticeSet().showdown(4, 0)
    wrong = next(option for option in showdown.options if not option.correct)
    page = text(client.get(f"/practica/{CODE}/4/0/{wrong.key}/"))
    from academy.practice import MISTAKES

    assert wrong.error is not None
    assert f"<strong data-mistake>{MISTAKES[wrong.error].name}</strong>" in page
    assert "data-lesson" not in page  # the test content has no lesson that teaches it
    right = re.search(r'<li class="practice-option is-right">.*?</li>', page, re.S)
    chosen = re.search(r'<li class="practice-option is-wrong">.*?</li>', page, re.S)
    assert right is not None and chosen is not None
    assert visible_text(right.group()).endswith("✓ Respuesta correcta")
    assert visible_text(chosen.group()).endswith("✗ Tu respuesta")


def test_level_4_table_shows_contributions_and_the_all_in(client: FlaskClient) -> None:
    showdown = PracticeSet().showdown(4, 0)
    page = text(client.get(f"/practica/{CODE}/4/0/"))
    spec = showdown.settlement.spec
    # the table draws (and reads) the seats clockwise from the button
    start = [p.name for p in spec.players].index(spec.button)
    players = spec.players[start:] + spec.players[:start]
    top = max(p.contributed for p in players)
    chips = re.findall(
        r'<span class="seat-name">([^<]+)</span>.*?<span class="chips">(.*?</span>)</span>',
        page,
        re.S,
    )
    assert [(name, visible_text(amount)) for name, amount in chips] == [
        (p.name, str(p.contributed)) for p in players
    ]
    assert [html.unescape(re.sub(r"<[^>]+>", "", amount)) for _, amount in chips] == [
        f", puso {p.contributed} fichas" for p in players
    ]
    short = [p.name for p in players if p.contributed < top]
    assert page.count('<span class="tag">all-in</span>') == len(short) == 1
    all_in = '<span class="vh">,</span><span class="tag">all-in</span>'  # read «Ana, all-in»
    assert f'<span class="seat-name">{short[0]}</span> {all_in}' in page
    pots = re.findall(r'<span class="pot">([^:]+): <strong>([0-9]+)</strong>', page)
    assert pots == [
        ("Bote principal", str(showdown.settlement.pots[0].amount)),
        ("Bote lateral", str(showdown.settlement.pots[1].amount)),
    ]


def test_cards_are_drawn_with_spanish_names(client: FlaskClient) -> None:
    page = text(client.get(QUESTION))
    board = PracticeSet().showdown(2, 3).settlement.spec.board
    for card in board:
        assert f'<span class="vh">{card.name}</span>' in page
    article = re.search(r"<article .*?</article>", page, re.S)
    assert article is not None
    faces = r'<span class="card-face" aria-hidden="true">.*?</span></span>'
    assert re.search("[♣♦♥♠]", re.sub(faces, "", article.group())) is None


def test_a_query_gives_its_set(client: FlaskClient) -> None:
    for practice_set in (
        PracticeSet.from_code("o123-3-9"),
        PracticeSet.from_code("s12-2-123456"),
        PracticeSet(levels=(2, 4), per_level=1, seed=0),
    ):
        page = text(client.get("/practica/?" + practice_set.query()))
        assert f'data-code="{practice_set.code}"' in page
        assert page.count('<a class="slot"') == len(practice_set.slots())
        first = practice_set.slots()[0]
        assert f'data-slot="{first.id}" data-level="{first.level}"' in page


def test_new_set_redirects_to_a_seeded_link(client: FlaskClient) -> None:
    response = client.get("/practica/nueva/")
    assert response.status_code == 302
    match = re.fullmatch(r"/practica/\?semilla=([0-9]+)", response.headers["Location"])
    assert match is not None
    assert response.headers["Cache-Control"] == "no-store"
    page = text(client.get(response.headers["Location"]))
    assert f'data-code="h1234-5-{match.group(1)}"' in page


# --- bad input -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "status", "words"),
    [
        ("/practica/?semilla=abc", 400, "«abc» no es un número"),
        ("/practica/?semilla=-1", 400, "«-1» no es un número"),
        ("/practica/?semilla=99999999999999999999", 400, "no es un número entre 0 y"),
        ("/practica/?niveles=0-9", 400, "los niveles van del 1 al 4"),
        ("/practica/?por_nivel=0", 400, "entre 1 y 50"),
        ("/practica/?por_nivel=51", 400, "«51» no es un número entre 1 y 50"),
        ("/practica/?variante=pineapple", 400, "la práctica no ofrece Crazy Pineapple"),
        ("/practica/?variante=poker", 400, "«poker» no es una variante de la práctica"),
        ("/practica/?variante=omaha&niveles=4", 400, "el nivel 4"),
        ("/practica/?variante=omaha&niveles=4", 400, "solo se practica en Texas Hold"),
        ("/practica/?variante=omaha&niveles=2&niveles=4", 400, "solo se practica en Texas Hold"),
        ("/practica/?variante=poker&niveles=2", 400, "no es una variante de la práctica"),
        ("/practica/?niveles=2&niveles=9", 400, "los niveles van del 1 al 4"),
        (f"/practica/{CODE}/1/0/z/", 404, "la opción «z» no existe"),
        (f"/practica/{CODE}/1/0/z/fragmento/", 404, "la opción «z» no existe"),
        (f"/practica/{CODE}/1/5/", 404, "esta serie tiene 5 manos por nivel"),
        (f"/practica/{CODE}/1/99999999999999999999/fragmento/", 404, "5 manos por nivel"),
        ("/practica/h12-5-2026/3/0/", 404, "esta serie no tiene el nivel 3"),
        ("/practica/x1234-5-2026/1/0/", 404, "no es un código de serie"),
        ("/practica/o1234-5-2026/1/0/", 404, "solo se practica en Texas Hold"),
        ("/practica/h1234-0-2026/1/0/", 404, "entre 1 y 50"),
        ("/practica/h2211-5-2026/1/0/", 404, "en orden y sin repetir"),
        (f"/practica/{CODE}/-1/0/", 404, "No hay ninguna página"),
        (f"/practica/{CODE}/uno/0/", 404, "No hay ninguna página"),
    ],
)
def test_bad_values_get_a_spanish_4xx_page(
    client: FlaskClient, url: str, status: int, words: str
) -> None:
    response = client.get(url)
    assert response.status_code == status
    page = html.unescape(text(response))
    assert '<html lang="es">' in page
    assert words in page
    assert "Traceback" not in page
    assert "Set-Cookie" not in response.headers


def test_bad_values_in_an_htmx_request_are_still_4xx(client: FlaskClient) -> None:
    response = client.get("/practica/?semilla=abc", headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert "no es un número" in html.unescape(text(response))


# --- script ----------------------------------------------------------------------------


def test_practice_script_keeps_the_javascript_budget() -> None:
    scripts = [STATIC / "js" / "site.js", STATIC / "js" / "practice.js"]
    scripts.append(STATIC / "vendor" / "htmx.min.js")
    assert all(p.is_file() for p in scripts), "run scripts/setup.sh (npm ci) first"
    practice = len(gzip.compress((STATIC / "js" / "practice.js").read_bytes(), 9))
    assert practice < 5 * 1024
    assert sum(len(gzip.compress(p.read_bytes(), 9)) for p in scripts) < 25 * 1024


def test_practice_script_uses_the_documented_record() -> None:
    script = (STATIC / "js" / "practice.js").read_text(encoding="utf-8")
    assert '"academia.practica.v1." + code' in script
    assert "localStorage" in script and "document.cookie" not in script
    assert "eval(" not in script and ".innerHTML" not in script
