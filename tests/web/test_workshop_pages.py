"""The workshop's pages through Flask's test client: the landing, a set's strip, each
drill's question form (cards to choose, amounts, winners), page vs fragment, the results,
«Otra serie», the lesson sections its mistakes link to, and the links that lead to it."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.web import rendered_templates, text
from helpers.workshop import ROOT, item_path, one_step

from academy.drills import KIND_TITLES, KINDS, MISTAKES, STEP_TITLES
from academy.drills.accion import PER_HAND
from academy.drills.botes.words import max_pots
from academy.drills.workshop_set import DrillSet
from academy.engine.cards import parse_cards
from academy.web.drill_lessons import drill_lesson_link, drill_lesson_links
from academy.web.workshop import slots

FULL = DrillSet(tuple((k, s) for k in ("cinco", "botes", "limites") for s in (1, 2, 3)), seed=7)


def test_a_step_opens_with_as_many_items_on_the_landing_as_in_the_whole_workshop(
    client: FlaskClient,
) -> None:
    """Issue 30/31: the number of items a step opens with is the same on the landing and
    in «Todo el taller seguido»; for «Sigue la acción» it is whole hands."""
    page = text(client.get(ROOT))
    links = [
        m.replace("&amp;", "&") for m in re.findall(r'href="(/practica/taller/\?[^"]+)"', page)
    ]
    everything = re.search(r'href="([^"]+)">Todo el taller seguido', page)
    assert everything is not None
    whole = DrillSet.from_query(
        {k: v[0] for k, v in parse_qs(urlsplit(everything[1].replace("&amp;", "&")).query).items()}
    )
    opened = set()
    for link in links:
        query = {k: v[0] for k, v in parse_qs(urlsplit(link).query).items()}
        if "ejercicios" in query:
            opened.add(DrillSet.from_query(query).per_step)
    assert opened == {whole.per_step}, opened
    for kind in KINDS:
        assert f"{whole.per_step} ejercicios en cada paso" in page
        assert kind in whole.steps_text
    assert whole.per_step % PER_HAND == 0, "a step of «Sigue la acción» is whole hands"
    count = re.search(r"(\d+) ejercicios en total", page)
    assert count is not None and int(count[1]) == len(whole.steps) * whole.per_step


def test_the_landing_offers_the_three_drills_and_their_steps(client: FlaskClient) -> None:
    page = text(client.get(ROOT))
    for kind, title in KIND_TITLES.items():  # every kind of the registry
        assert f'<h2 id="taller-{kind}">{title}</h2>' in page
        for step in (1, 2, 3):
            link = f'{ROOT}?semilla=2026&amp;ejercicios={kind}:{step}">Paso {step}: '
            assert link + STEP_TITLES[kind, step] in page
        assert f'href="{ROOT}?semilla=2026&amp;ejercicios={kind}:1-3">Los tres pasos' in page
    assert f"{ROOT}?semilla=2026&amp;ejercicios=cinco:1-3&amp;variante=omaha" in page
    assert "ejercicios=limites:1-3&amp;variante" not in page  # limits do not depend on it
    assert "ejercicios=cinco:1-3,botes:1-3,limites:1-3" in page
    for link in re.findall(r'href="(/practica/taller/\?[^"]+)"', page):
        assert client.get(link.replace("&amp;", "&")).status_code == 200, link


def test_a_static_build_says_the_workshop_needs_the_server(fixture_content: object) -> None:
    from academy.web import create_app

    app = create_app({"CONTENT": fixture_content, "STATIC_BUILD": True})
    page = text(app.test_client().get(ROOT))
    assert "no puede comprobar respuestas" in page
    assert "ejercicios=" not in page  # no link leads to a set the static copy cannot check


@pytest.mark.parametrize(
    "drill_set", [FULL, one_step("botes", 2, 3, "omaha"), one_step("cinco", 3, 9, "shortdeck")]
)
def test_slot_ids_are_the_items_ids(drill_set: DrillSet) -> None:
    assert [s.id for s in slots(drill_set)] == [item.id for item in drill_set.items()]


def test_a_set_opens_at_its_first_item_with_the_whole_strip(client: FlaskClient) -> None:
    page = text(client.get(ROOT + "?" + FULL.query()))
    links = re.findall(r'<a class="slot" data-slot="([^"]+)" data-step-of="([^"]+)" href="([^"]+)" '
                       r'hx-get="([^"]+)" hx-push-url="([^"]+)"', page)  # fmt: skip
    assert [slot_id for slot_id, *_ in links] == [item.id for item in FULL.items()]
    for (_, step_of, href, fragment, pushed), item in zip(links, FULL.items(), strict=True):
        assert step_of == f"{item.kind}-{item.step}"
        assert href == pushed == item_path(FULL, item)
        assert fragment == href + "fragmento/"
    for kind, step in FULL.steps:
        line = f'data-line="{kind}-{step}" data-kind="{kind}"'
        assert line + (" hidden" if kind != "cinco" else "") + ">" in page  # the drill in play
        assert f"{KIND_TITLES[kind]} · paso {step} · <span data-count>0</span>/5" in page
    assert "Serie · <span data-answered>0</span>/45" in page
    assert f'data-code="{FULL.code}"' in page and "data-start" in page
    assert f'data-slot="{FULL.items()[0].id}" data-kind="cinco" aria-labelledby' in page
    assert re.search(r'src="/static/js/workshop\.[0-9a-f]{10}\.js" defer', page)
    assert 'id="respuesta"' not in page


@pytest.mark.parametrize(("kind", "step"), [("cinco", 3), ("botes", 1), ("limites", 2)])
def test_question_pages_and_their_fragments(
    app: Flask, client: FlaskClient, kind: str, step: int
) -> None:
    drill_set = one_step(kind, step)
    item = drill_set.items()[1]
    path = item_path(drill_set, item)
    with rendered_templates(app) as names:
        page = text(client.get(path))
    assert names == ["workshop/set.html"]  # which includes the set and the item
    with rendered_templates(app) as names:
        fragment = client.get(path + "fragmento/")
    assert fragment.status_code == 200 and names == ["workshop/partial/item.html"]
    assert "<html" not in text(fragment) and text(fragment).strip() in page
    answer = path + "respuesta/"
    assert f'action="{answer}#respuesta" hx-get="{answer}fragmento/"' in page
    assert f"{KIND_TITLES[kind]} · paso {step} · 2 de 5" in page
    assert (
        client.get(path, headers={"HX-Request": "true"}).get_data(as_text=True).count("<html") == 0
    )


def test_every_card_of_the_table_is_a_checkbox_to_choose(client: FlaskClient) -> None:
    drill_set = one_step("cinco", 3, variant="omaha")
    item = drill_set.items()[0]
    page = text(client.get(item_path(drill_set, item)))
    spec = item.table.spec
    on_table = [*parse_cards(spec["board"]), *(c for p in spec["players"] if p.get("hole")
                                                for c in parse_cards(p["hole"]))]  # fmt: skip
    boxes = re.findall(r'<label class="card card-pick suit-(\w)"><input type="checkbox" '
                       r'name="cartas" value="(\w\w)">.*?<span class="vh">([^<]+)</span></label>',
                       page)  # fmt: skip
    assert sorted(value for _, value, _ in boxes) == sorted(str(c) for c in on_table)
    names = {str(c): c.name for c in on_table}
    assert all(names[value] == name and value[1] == suit for suit, value, name in boxes)
    assert 'aria-describedby="pregunta"' in page and 'id="pregunta" class="question"' in page


def test_the_pots_form_has_a_row_per_pot_and_each_players_sums(client: FlaskClient) -> None:
    drill_set = one_step("botes", 3)
    item = drill_set.items()[3]  # a recipe with two players folded
    page = text(client.get(item_path(drill_set, item)))
    players = item.table.spec["players"]
    live = [p["name"] for p in players if not p.get("folded")]
    assert len(live) < len(players)
    for row in range(1, max_pots(3) + 1):
        assert re.search(rf'<input type="text" id="campo-bote{row}" name="bote{row}" value="" '
                         r'inputmode="numeric"', page)  # fmt: skip
        ticks = re.findall(rf'<input type="checkbox" name="gana{row}" value="([^"]+)"', page)
        assert ticks == live  # only players still in can win
        odd = re.findall(rf'<input type="checkbox" name="sobrante{row}" value="([^"]+)"', page)
        assert odd == live  # in a fold-out: «Ficha sobrante, si la hay»
    for name in (p["name"] for p in players):
        for field, label in (
            (f"devuelto_{name}", f"Se devuelve a {name}"),
            (f"recibe_{name}", f"{name} recibe en total"),
        ):
            assert f'<label for="campo-{field}" class="vh">{label}</label>' in page
            assert f'id="campo-{field}" name="{field}" value="" inputmode="numeric"' in page
    assert "Bote principal: <strong>" not in page and 'class="pots"' not in page  # pots hidden


def test_the_limits_form_tells_the_story(client: FlaskClient) -> None:
    drill_set = one_step("limites", 1)
    opening = drill_set.items()[3]  # pot limit, nobody has bet
    page = text(client.get(item_path(drill_set, opening)))
    assert opening.table.spec["current_bet"] == 0
    assert "Apostar, como mínimo" in page and "Ya no se puede apostar" in page
    story = re.search(r'<ul class="story" aria-label="La situación">(.*?)</ul>', page, re.S)
    assert story is not None
    told = " ".join(re.findall(r"<li>(.*?)</li>", story.group(1)))
    assert (
        told + " " + re.search(r'id="pregunta" class="question">([^<]+)<', page).group(1)
        == opening.table.question
    )
    for name in ("igualar", "minimo", "maximo"):
        assert f'name="{name}" value="" inputmode="numeric"' in page
    assert '<input type="checkbox" id="campo-cerrado" name="cerrado" value="si">' in page


def test_the_results_view_lists_each_step_and_the_sets_mistakes(
    client: FlaskClient, site_app: Flask
) -> None:
    drill_set = DrillSet((("cinco", 1), ("limites", 2), ("limites", 3)), per_step=2, seed=5)
    page = text(site_app.test_client().get(f"{ROOT}{drill_set.code}/resultados/"))
    for kind, step in drill_set.steps:
        row = f'<tr data-tally="{kind}-{step}" data-results-step="{kind}-{step}"><th scope="row">'
        assert f"{row}{KIND_TITLES[kind]}, paso {step}" in page
    assert 'data-results-kind="limites"' in page and 'data-results-kind="cinco"' not in page
    kinds = re.findall(r'<li data-kind="([^"]*)" hidden>', page)
    assert kinds == [
        *KINDS["cinco"].catalog.mistake_names,
        *KINDS["limites"].catalog.mistake_names,
        "",
    ]
    assert (
        "Repite los fallos" in page
        and f'href="{ROOT}nueva/?ejercicios=cinco:1,limites:2-3&amp;por_paso=2"' in page
    )
    fragment = client.get(f"{ROOT}{drill_set.code}/resultados/fragmento/")
    assert fragment.status_code == 200 and "<html" not in text(fragment)


def test_every_mistake_links_to_a_lesson_section_that_exists(site_app: Flask) -> None:
    from academy.engine.hands import Variant

    client = site_app.test_client()
    with site_app.test_request_context():
        links = {
            **drill_lesson_links(Variant.HOLDEM),
            **{f"o-{k}": v for k, v in drill_lesson_links(Variant.OMAHA).items()},
            **{f"s-{k}": v for k, v in drill_lesson_links(Variant.SHORTDECK).items()},
            **{f"nl-{k}": drill_lesson_link(k, no_limit=True) for k in MISTAKES},
            **{f"fl-{k}": drill_lesson_link(k, fixed_limit=True) for k in MISTAKES},
        }
        assert set(drill_lesson_links(Variant.HOLDEM)) == set(MISTAKES)
    assert all(links.values()), [code for code, link in links.items() if link is None]
    for link in links.values():
        path, _, anchor = link.url.partition("#")
        assert f'id="{anchor}"' in text(client.get(path)), link.url


def test_another_set_keeps_the_steps_with_a_fresh_seed(client: FlaskClient) -> None:
    response = client.get(f"{ROOT}nueva/?ejercicios=botes:2-3&por_paso=3&variante=omaha")
    assert response.status_code == 302 and response.headers["Cache-Control"] == "no-store"
    query = parse_qs(urlsplit(response.headers["Location"]).query)
    assert query["ejercicios"] == ["botes:2-3"] and query["por_paso"] == ["3"]
    assert query["variante"] == ["omaha"] and query["semilla"][0].isdigit()
    assert client.get(f"{ROOT}nueva/").headers["Location"] == ROOT
    assert client.get(f"{ROOT}nueva/?ejercicios=dados").status_code == 400


@pytest.mark.parametrize(
    ("url", "status", "words"),
    [
        (ROOT + "?semilla=42", 400, "elige al menos un paso del taller"),
        (ROOT + "?ejercicios=cartas:1", 400, "«cartas» no es un ejercicio del taller"),
        (ROOT + "?ejercicios=cinco&por_paso=51", 400, "Ejercicios por paso: «51» no es un"),
        (ROOT + "?ejercicios=limites&variante=omaha", 200, "Calcula el límite"),
        (ROOT + "?ejercicios=cinco&variante=pineapple", 400, "el taller no ofrece"),
        (ROOT + "hc1-5-42/cinco/1/5/", 404, "Este ejercicio no existe"),
        (ROOT + "hc1-5-42/cinco/2/0/", 404, "Este ejercicio no existe"),
        (ROOT + "hc1-5-42/dados/1/0/", 404, "Este ejercicio no existe"),
        (ROOT + "hc1-5-42/cinco/1/00/", 404, "No hay ninguna página"),
        (ROOT + "hc01-5-42/cinco/1/0/", 404, "no es un código de serie del taller"),
        (ROOT + "xc1-5-42/resultados/", 404, "no es un código de serie del taller"),
    ],
)
def test_bad_sets_and_paths_are_answered_in_spanish(
    client: FlaskClient, url: str, status: int, words: str
) -> None:
    for headers in ({}, {"HX-Request": "true"}):
        response = client.get(url, headers=headers)
        assert response.status_code == status and words in text(response)


def test_the_home_and_the_practice_page_lead_to_the_workshop(client: FlaskClient) -> None:
    for page in ("/", "/practica/"):
        assert f'<a href="{ROOT}">Taller del crupier</a>' in text(client.get(page))


@pytest.mark.slow  # a static build
def test_the_static_build_holds_the_landing_and_no_set(fixture_site: Any) -> None:
    """A static host cannot check an answer (the answer is the form's query, which a host
    of files ignores), so the build writes the landing, which says so, and no set."""
    workshop = fixture_site.output / "practica" / "taller"
    built = sorted(str(p.relative_to(workshop)) for p in workshop.rglob("*") if p.is_file())
    assert built == ["index.html", "nueva/index.html"]  # «Otra serie» without steps: the list
    landing = (workshop / "index.html").read_text(encoding="utf-8")
    assert "no puede comprobar respuestas" in landing and "ejercicios=" not in landing
    assert 'url=/practica/taller/"' in (workshop / "nueva" / "index.html").read_text(
        encoding="utf-8"
    )
