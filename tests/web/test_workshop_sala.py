"""«Decisiones de sala» on the web, without JavaScript: every family's page shows the table,
what happened and the rulings as radio buttons (an amount box where a ruling has one); a
GET answer is checked with the rule cited by number and title and why; every tempting
mistake is named with its lesson section; bad input gets a Spanish message and a 4xx."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from flask import Flask
from flask.testing import FlaskClient

from academy.drills import DrillItem
from academy.drills.items import drill_at
from academy.drills.sala.deal import index_of
from academy.drills.sala.families import FAMILIES, families_of
from academy.drills.sala.kind import KIND
from academy.drills.sala.model import chips_drawn
from academy.drills.workshop_set import DrillSet
from academy.engine.numbers import number

ROOT = "/practica/taller/"


def sala_set(step: int, seed: int = 42, variant: str = "holdem") -> DrillSet:
    """A set with as many items per step as the step has families (8 at most), so that
    every family is one of its items."""
    return DrillSet.from_query({"semilla": str(seed), "ejercicios": f"sala:{step}",
                                "variante": variant, "por_paso": "8"})  # fmt: skip


def path(drill_set: DrillSet, item: DrillItem, *, answer: bool = False) -> str:
    base = f"{ROOT}{drill_set.code}/sala/{item.step}/{item.index}/"
    return base + "respuesta/" if answer else base


def pairs(typed: dict[str, object]) -> list[tuple[str, str]]:
    out = [("decision", str(typed["decision"]))]
    if "cantidad" in typed:
        out.append(("cantidad", str(typed["cantidad"])))
    return out


@pytest.fixture
def real(site_app: Flask) -> FlaskClient:
    """A client of the real content (the lesson sections the mistakes link to)."""
    return site_app.test_client()


FAMILY_AT = [(f.step, families_of(f.step).index(f)) for f in FAMILIES]


@pytest.mark.parametrize(("step", "index"), FAMILY_AT)
def test_each_family_page_draws_the_table_and_offers_the_rulings(
    client: FlaskClient, step: int, index: int
) -> None:
    drill_set = sala_set(step)
    item = drill_at("sala", step, 42, index)
    page = client.get(path(drill_set, item))
    assert page.status_code == 200
    body = page.get_data(as_text=True)
    assert "data-mesa" in body and 'class="drill-form drill-form-sala"' in body
    sala = item.table.item  # type: ignore[attr-defined]
    radios = re.findall(r'<input type="radio" name="decision" value="([^"]+)"', body)
    assert radios == [c.key for c in sala.choices]
    assert ('name="cantidad"' in body) == any(c.amount for c in sala.choices)
    for line in sala.story[-1:]:
        assert line.replace("«", "&laquo;")[:20] in body or line[:20] in body


@pytest.mark.parametrize(("step", "index"), FAMILY_AT)
def test_the_right_ruling_and_every_mistake_checked_without_javascript(
    real: FlaskClient, step: int, index: int
) -> None:
    client = real
    drill_set = sala_set(step)
    item = drill_at("sala", step, 42, index)
    sala = item.table.item  # type: ignore[attr-defined]
    url = path(drill_set, item, answer=True) + "?" + urlencode(pairs(item.table.solution()))
    body = client.get(url).get_data(as_text=True)
    assert 'data-correct="true"' in body
    assert sala.rule.title.replace("’", "&rsquo;")[:12] in body or sala.rule.title[:12] in body
    for code, typed, _ in item.table.offered():
        url = path(drill_set, item, answer=True) + "?" + urlencode(pairs(typed))
        answered = client.get(url)
        assert answered.status_code == 200
        text = answered.get_data(as_text=True)
        assert 'data-correct="false"' in text and f'data-mistake="{code}"' in text
        assert "/lecciones/decisiones-de-sala/#" in text  # where the mistake is taught
        # the mistake named once (the fifth instructor review: «El error: …» then «Error: …»)
        assert text.count(f'data-mistake="{code}"') == 1
        assert '<span class="rich">Error: ' not in text


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("", "Elige una decisión"),
        ("decision=nada", "Elige una de las decisiones ofrecidas"),
        ("decision={right}", "Escribe"),
        ("decision={right}&cantidad=doce", "cantidad"),
        ("decision={right}&cantidad=-5", "negativa"),
    ],
)
def test_bad_answers_get_a_spanish_message_and_a_4xx(
    client: FlaskClient, query: str, message: str
) -> None:
    drill_set = sala_set(1)
    item = drill_at("sala", 1, 42, 0)
    query = query.format(right=item.table.solution()["decision"])
    response = client.get(path(drill_set, item, answer=True) + "?" + query)
    assert 400 <= response.status_code < 500
    assert message in response.get_data(as_text=True)


def test_an_item_past_the_set_is_a_spanish_404(client: FlaskClient) -> None:
    drill_set = sala_set(1)
    response = client.get(f"{ROOT}{drill_set.code}/sala/1/99/")
    assert response.status_code == 404
    assert 'lang="es"' in response.get_data(as_text=True)


def test_the_landing_offers_decisiones_de_sala(client: FlaskClient) -> None:
    body = client.get(ROOT).get_data(as_text=True)
    assert 'id="taller-sala"' in body and "Decisiones de sala" in body


@pytest.mark.parametrize("family", ["oversized_chip", "multiple_chips", "short_raise",
                                    "string_bet"])  # fmt: skip
def test_the_chips_ruled_on_are_drawn_one_by_one_in_front_of_their_player(
    client: FlaskClient, family: str
) -> None:
    """The felt shows the chips pushed by value, never only their total: TDA 44 and 45 rule
    on the chips themselves. One value («2×500», «5000») is drawn in front of the player;
    several values (or chips pushed onto a bet already in front) are their total in front
    and a line under the felt says them value by value («Carla empuja 3×1000 + 500»).
    Changed on purpose: «5000 + 2×1000 + 2×100» in front covered the pot line on phones
    (the floor review, M3). The page and the worksheet's table both do."""
    step = 1
    seen = set()
    for k in range(6):
        item = drill_at("sala", step, 42, index_of(family, 42, k))
        sala = item.table.item  # type: ignore[attr-defined]
        pushed = next(s for s in sala.scene.seats if s.pushed)
        response = client.get(path(sala_set(step), item))
        if response.status_code == 404:  # past the set's items
            break
        page = response.get_data(as_text=True)
        front = re.search(rf'data-delante="{pushed.name}">(.*?)</p>', page)
        assert front is not None, family
        shown = re.sub(r"<[^>]+>", "", front.group(1))
        drawn = chips_drawn(pushed.pushed)
        one_value = len(set(pushed.pushed)) == 1 and pushed.bet == 0
        note = f"{pushed.name} empuja {drawn}"
        sheet = KIND.sheet(item)  # the worksheet draws the same felt
        seat = next(t for t in sheet.table.seats if t.name == pushed.name)
        if one_value:
            seen.add("front")
            assert shown == f", {drawn} delante", shown
            assert note not in page and seat.front_label == drawn
        else:
            seen.add("under")
            total = number(pushed.bet + sum(pushed.pushed))
            assert shown == f", {total} delante", shown
            assert f'<p class="ac-meta sala-pushed">{note}' in page, family
            assert any(n.startswith(note) for n in sheet.pushed) and not seat.front_label
    wanted = {"oversized_chip": "front", "multiple_chips": "under"}.get(family)
    assert seen and (wanted is None or wanted in seen), seen


def test_the_home_page_names_the_five_kinds_of_the_workshop(client: FlaskClient) -> None:
    """The way-in note names one thing per kind of the registry (five, sala included)."""
    from academy.drills.registry import KINDS

    body = client.get("/").get_data(as_text=True)
    note = re.search(r'Taller del crupier</a><span class="way-in-note">([^<]+)</span>', body)
    assert note is not None
    assert len(note.group(1).split(", ")) == len(KINDS) == 5
    assert "sala" in note.group(1)


def test_once_answered_the_felt_shows_the_chips_where_the_ruling_leaves_them(
    client: FlaskClient,
) -> None:
    """An overchip called: the answer's table draws the call in front and the change back
    in the stack (not the chip pushed), and says so under the felt."""
    drill_set = sala_set(1, seed=5)
    item = drill_at("sala", 1, 5, index_of("oversized_chip", 5))
    sala = item.table.item  # type: ignore[attr-defined]
    assert sala.family == "oversized_chip" and sala.answer["returned"]
    to, back = sala.answer["to"], sala.answer["returned"]
    actor = next(s for s in sala.scene.seats if s.to_act)
    question = client.get(path(drill_set, item)).get_data(as_text=True)
    assert "Tras la decisión" not in question
    url = path(drill_set, item, answer=True) + "?" + urlencode(pairs(item.table.solution()))
    body = client.get(url).get_data(as_text=True)
    after = f"Tras la decisión: {actor.name} tiene {number(to)} delante y recupera {number(back)}"
    assert after + " en su stack." in body
    front = re.search(rf'data-delante="{actor.name}">(.*?)</p>', body)
    assert front is not None
    assert re.sub(r"<[^>]+>", "", front.group(1)) == f", {number(to)} delante"  # not the chip
    behind = number(actor.stack - (to - actor.bet))
    assert re.search(rf"{actor.name}.{{0,900}}?{behind}", body, re.S), behind
