"""The table's markup (issue 29): one oval table, seats clockwise from the button, each
with its marks, chips behind and in front, and the contract's data attributes; and the
stylesheet's seat classes are the ones academy.tables computes."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.workshop import item_path
from helpers.workshop_accion import table

from academy.drills.workshop_set import DrillSet
from academy.practice import PracticeSet
from academy.tables import position_css, seat_angle, seat_place

CSS = Path(__file__).resolve().parents[2] / "static" / "css" / "site.css"


def _seats(page: str) -> list[str]:
    return re.findall(r'<li class="seat at-\d+-\d+[^"]*" data-asiento="([^"]+)"', page)


def test_the_stylesheet_holds_the_generated_seat_classes() -> None:
    assert position_css() in CSS.read_text(encoding="utf-8")


@pytest.mark.parametrize("n", range(2, 11))
def test_places_run_clockwise_from_the_button_at_the_bottom(n: int) -> None:
    angles = [seat_angle(n, p) for p in range(n)]
    assert 135 <= angles[0] <= 225  # the button sits at the bottom
    turns = [(b - a) % 360 for a, b in zip(angles, angles[1:], strict=False)]
    assert all(math.isclose(t, 360 / n) for t in turns)  # clockwise, evenly
    for p in range(n):
        left, top = seat_place(n, p)
        assert 0 <= left <= 100 and 0 <= top <= 100


def test_practice_seats_are_read_from_the_button(client: FlaskClient) -> None:
    showdown = PracticeSet().showdown(4, 0)
    spec = showdown.settlement.spec
    page = client.get(f"/practica/{PracticeSet().code}/4/0/").get_data(as_text=True)
    names = [p.name for p in spec.players]
    start = names.index(spec.button)
    assert _seats(page) == names[start:] + names[:start]
    assert page.count("data-mesa") == 1 and page.count("data-boton") == 1
    button = re.search(r'data-asiento="([^"]+)" data-numero="\d+" data-boton', page)
    assert button is not None and button.group(1) == spec.button
    assert "data-bote" in page
    assert 'class="seat at-4-0' in page and f'data-asiento="{spec.button}"' in page


def test_action_seats_carry_stacks_bets_and_marks(client: FlaskClient) -> None:
    drill_set = DrillSet.from_query({"semilla": "2026", "ejercicios": "accion:1", "por_paso": "3"})
    item = next(iter(drill_set.items()))
    page = client.get(item_path(drill_set, item)).get_data(as_text=True)
    seats = _seats(page)
    assert len(seats) == len(table(item).hand.spec["players"])  # type: ignore[index]
    # the first seat read is the button's; the blinds follow it clockwise
    first = re.search(r'<li class="seat at-\d+-0[^>]*>(.*?)</li>', page, re.S)
    assert first is not None and "data-boton" in first.group(0).split(">", 1)[0]
    assert '<span class="vh">, botón</span>' in first.group(1)
    mark = '<span class="seat-mark" aria-hidden="true">{}</span><span class="vh">, {}</span>'
    assert mark.format("CP", "ciega pequeña") in page
    assert mark.format("CG", "ciega grande") in page
    stacks = re.findall(
        r'<p class="seat-stack"><span class="vh">, </span>([\d.]+)<span class="vh"> detrás', page
    )
    assert len(stacks) == len(seats)
    front = r'<p class="front" data-delante="([^"]+)">.*?</span>([\d.]+)'
    fronts = re.findall(front + r'<span class="vh"> delante</span>', page)
    assert {name for name, _ in fronts} <= set(seats) and len(fronts) >= 2  # the blinds
    assert all(int(amount.replace(".", "")) > 0 for _, amount in fronts)
    assert "Bote en el centro" in page


def test_a_worked_example_draws_the_table(site_app: Flask) -> None:
    page = site_app.test_client().get("/lecciones/all-in-botes-laterales/").get_data(as_text=True)
    assert page.count("data-mesa") >= page.count('class="example example-showdown"') > 0
    assert "data-mesa" in page and "data-bote" in page and _seats(page)


def test_the_calculator_says_under_the_felt_what_goes_back(client: FlaskClient) -> None:
    """The review's case: Carla put in 300, nobody matched 149 of them; the felt shows
    her 300, and the line under it says the 149 go back to her."""
    players = [("Ana", "75", "Qs Qd"), ("Beto", "151", "Qc Qh"), ("Carla", "300", "Jc Jd")]
    query = {"variante": "holdem", "mesa": "Ah Kd 7c 7s 2h", "boton": "Dani"}
    for n, (name, chips, hole) in enumerate([*players, ("Dani", "40", "")], 1):
        query |= {f"nombre{n}": name, f"fichas{n}": chips, f"mano{n}": hole}
    query |= {"retirado4": "1"}
    page = client.get("/herramientas/botes/", query_string=query).get_data(as_text=True)
    felt_end = page.index("</ol>", page.index("data-mesa"))
    assert "Se devuelven 149 a Carla (nadie las igualó)" in page[felt_end:]


def test_calcula_el_limite_draws_its_table_after_the_answer_and_on_paper(
    client: FlaskClient,
) -> None:
    """«Calcula el límite»: the verdict draws the same table as the question (before, the
    story alone), every player of the story seated, «Tú» to act; the worksheet and the
    answer key draw it once per exercise too (before, no table on paper)."""
    drill_set = DrillSet.from_query({"semilla": "3", "ejercicios": "limites:2", "por_paso": "3"})
    for item in drill_set.items():
        path = item_path(drill_set, item)
        solution = item.table.solution()
        answer = {"igualar": str(solution["to_call"])} | (
            {"cerrado": "si"}
            if solution["closed"]
            else {"minimo": str(solution["min_raise_to"]), "maximo": str(solution["max_raise_to"])}
        )
        question = client.get(path).get_data(as_text=True)
        verdict = client.get(path + "respuesta/", query_string=answer).get_data(as_text=True)
        assert 'data-correct="true"' in verdict
        assert verdict.count("data-mesa") == 1 and _seats(verdict) == _seats(question)
        assert {s.name.capitalize() for s in item.table.seats} == set(_seats(verdict))
        assert re.search(r'data-asiento="Tú"[^>]*aria-current="true"', verdict)
    query = {"semilla": "3", "ejercicios": "limites:2", "por_nivel": "3"}
    for url in ("/instructores/ficha/", "/instructores/solucionario/"):
        sheet = client.get(url, query_string=query).get_data(as_text=True)
        assert sheet.count("data-mesa") == 3, url
        assert sheet.count('aria-current="true"') == 3 and "data-bote" in sheet, url
