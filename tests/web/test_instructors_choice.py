"""/instructores/: every combination of boxes the form offers reads, whole, as the set the
preview shows, and its downloads, worksheet and answer key are of exactly that set; a
query is read whole or refused in Spanish, never cut."""

from __future__ import annotations

import itertools
import re
from urllib.parse import parse_qsl

import pytest
from flask.testing import FlaskClient
from helpers.web import text
from werkzeug.datastructures import MultiDict

from academy.drills import KINDS
from academy.drills.workshop_set import parse_drills
from academy.instructors import FORMATS, ClassSet
from academy.web.instructors import DRILL_CHOICES, SetForm

ALL_STEPS = tuple((kind, step) for kind, drill in KINDS.items() for step in drill.catalog.steps)


def _read(pairs: list[tuple[str, str]]) -> ClassSet:
    return SetForm.from_args(MultiDict(pairs)).read()[0]


@pytest.mark.slow  # 2^15 - 1 = 32 767 sets since the fifth kind (5 s of CPU)
def test_every_combination_of_the_forms_boxes_reads_whole_and_round_trips() -> None:
    """All 2^n choices of the workshop boxes (with the levels' box off, as the form sends
    it): the set has exactly the ticked steps, and its own query (the downloads', the
    worksheet's and the key's) reads back as the same set."""
    values = [value for value, *_ in DRILL_CHOICES]
    assert len(values) == len(ALL_STEPS) >= 12
    checked = 0
    for size in range(1, len(values) + 1):
        for chosen in itertools.combinations(values, size):
            pairs = [("niveles", ""), *(("ejercicios", v) for v in chosen), ("semilla", "7")]
            class_set = _read(pairs)
            assert class_set.drills == tuple(
                (kind, int(step)) for kind, step in (v.split(":") for v in chosen)
            )
            assert _read(parse_qsl(class_set.query(), keep_blank_values=True)) == class_set
            checked += 1
    assert checked == 2 ** len(values) - 1


def test_a_whole_selection_in_one_value_is_read_whole() -> None:
    text_all = ",".join(f"{kind}:1-3" for kind in KINDS)  # 49 characters with four drills
    assert len(text_all) > 40 and parse_drills(text_all) == ALL_STEPS
    class_set = _read([("ejercicios", text_all), ("por_nivel", "50")])
    assert class_set.drills == ALL_STEPS and class_set.per_level == 50


def test_the_issues_five_boxes_preview_and_every_file_is_that_set(client: FlaskClient) -> None:
    ticks = ("cinco:1", "cinco:3", "botes:1", "botes:3", "limites:2")
    query = "niveles=&" + "&".join(f"ejercicios={t}" for t in ticks) + "&por_nivel=1&semilla=3"
    page = text(client.get(f"/instructores/?{query}"))
    expected = ClassSet((), (("cinco", 1), ("cinco", 3), ("botes", 1), ("botes", 3),
                             ("limites", 2)), 1, 3)  # fmt: skip
    assert expected.code in page
    links = re.findall(r'href="(/instructores/(?:descargar/[a-z]+|ficha|solucionario)/\?[^"]+)"',
                       page)  # fmt: skip
    assert len(links) >= len(FORMATS) + 2
    for link in links:
        response = client.get(link.replace("&amp;", "&"))
        assert response.status_code == 200, (link, text(response)[:300])
        if "descargar" in link:
            assert expected.code in response.headers["Content-Disposition"]


def test_every_box_ticked_previews_the_whole_set(client: FlaskClient) -> None:
    query = "niveles=1&niveles=2&niveles=3&niveles=4&" + "&".join(
        f"ejercicios={value}" for value, *_ in DRILL_CHOICES
    )
    response = client.get(f"/instructores/?{query}&por_nivel=1&semilla=5")
    assert response.status_code == 200, text(response)[:500]
    expected = ClassSet((1, 2, 3, 4), ALL_STEPS, 1, 5)
    assert expected.code in text(response)


def test_a_link_with_every_step_as_ranges_previews_them_all(client: FlaskClient) -> None:
    selection = ",".join(f"{kind}:1-3" for kind in KINDS)
    page = text(client.get(f"/instructores/?ejercicios={selection}&por_nivel=2&semilla=2026"))
    assert ClassSet((), ALL_STEPS, 2, 2026).code in page
    download = client.get(f"/instructores/descargar/json/?ejercicios={selection}&por_nivel=2")
    assert download.status_code == 200
    name = download.headers["Content-Disposition"]
    assert ClassSet((), ALL_STEPS, 2).code in name


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("ejercicios=" + "cinco:1," * 60, "Taller del crupier: el texto es demasiado largo"),
        ("&".join(["ejercicios=cinco:1"] * 61), "Taller del crupier: hay más de 60 valores"),
        ("niveles=1&niveles=" + "1" * 41, "Niveles: el texto es demasiado largo"),
    ],
)
def test_too_much_is_refused_never_cut(client: FlaskClient, query: str, message: str) -> None:
    for url in ("/instructores/?", "/instructores/descargar/json/?", "/instructores/ficha/?"):
        response = client.get(url + query)
        assert response.status_code in (400, 422)
        assert message in text(response) and "Content-Disposition" not in response.headers


def test_the_preview_names_the_steps_in_spanish_and_loads_the_copy_script(
    client: FlaskClient,
) -> None:
    page = text(client.get("/instructores/?niveles=&ejercicios=limites:1&ejercicios=accion:1"))
    assert "<dd>limites:1,accion:1</dd>" not in page
    titles = f"{KINDS['limites'].catalog.title} (paso 1), {KINDS['accion'].catalog.title} (paso 1)"
    assert f"<dt>Taller</dt><dd>{titles}</dd>" in page
    assert re.search(r'<script src="/static/js/class-links\.[0-9a-f]+\.js" defer></script>', page)
    assert re.search(r'<a class="class-link" href="/practica/taller/\?[^"]+">http', page)
