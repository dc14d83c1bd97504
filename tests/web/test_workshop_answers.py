"""Answers to the workshop through its GET forms: what each answer page shows equals the
drills' own check of the typed answer (the right one and every tempting mistake's, each
kind, step and variant), amounts in Spanish grouping, a message beside every field that
cannot be read (a 422 with the form again), and the answer's address for htmx."""

from __future__ import annotations

import html
import re
from urllib.parse import urlencode

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.workshop import answer_url, answers, form_pairs, item_path, one_step

from academy.drills import MISTAKES, DrillItem, Verdict
from academy.drills.cinco.check import chosen
from academy.drills.workshop_set import DrillSet

CASES = [
    (kind, step, variant)
    for kind in ("cinco", "botes", "limites")
    for step in (1, 2, 3)
    for variant in (("holdem", "omaha", "shortdeck") if kind != "limites" else ("holdem",))
]


def shown(page: str) -> dict[str, object]:
    """What an answer page says about the answer: right or not, the mistakes named, the
    feedback sentences (as read), each field's mark and each card's choice mark."""
    article = re.search(r"<article [^>]*data-item[^>]*>", page)
    assert article is not None
    attrs = dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', article.group(0)))
    lines = re.search(r'<ul class="feedback-lines">(.*?)</ul>', page, re.S)
    assert lines is not None
    read = [_read(li) for li in re.findall(r"<li>(.*?)</li>", lines.group(1), re.S)]
    rows = re.findall(r'<tr class="is-(ok|off)"><th scope="row">([^<]+)</th>', page)
    marks = re.findall(r'data-eleccion="(\w+)"', _between(page, 'class="felt', 'class="lit-legend'))
    return {
        "correct": attrs["data-correct"] == "true",
        "mistakes": attrs["data-mistakes"].split(),
        "named": re.findall(r'<strong data-mistake="([^"]+)">([^<]+)</strong>', page),
        "lines": read,
        "rows": [(label, mark == "ok") for mark, label in rows],
        "marks": sorted(marks),
    }


def _read(fragment: str) -> str:
    """Text as a sighted reader reads it: each card drawn as its face, names left out."""
    without_names = re.sub(r'<span class="vh">[^<]*</span>', "", fragment)
    return html.unescape(re.sub(r"<[^>]+>", "", without_names)).strip()


def _between(page: str, start: str, end: str) -> str:
    return page[page.index(start) : page.index(end)] if start in page and end in page else ""


def expected_lines(item: DrillItem, verdict: Verdict) -> list[str]:
    """The verdict's sentences as the page draws them (a limit's steps go apart)."""
    lines = list(verdict.feedback)
    if "La cuenta, paso a paso:" in lines:
        lines = lines[: lines.index("La cuenta, paso a paso:")]
    return lines


@pytest.mark.parametrize(("kind", "step", "variant"), CASES)
def test_each_answer_page_shows_the_drills_own_verdict(
    client: FlaskClient, kind: str, step: int, variant: str
) -> None:
    drill_set = one_step(kind, step, seed=11, variant=variant)
    for item in drill_set.items()[:3]:
        for code, typed in answers(item):
            verdict = item.check(typed)
            response = client.get(answer_url(drill_set, item, typed))
            assert response.status_code == 200, (item.id, code, response.status_code)
            page = response.get_data(as_text=True)
            seen = shown(page)
            assert seen["correct"] is verdict.correct is (code is None), (item.id, code)
            assert seen["mistakes"] == list(verdict.mistakes), (item.id, code)
            assert code is None or code in verdict.mistakes
            assert seen["named"] == [(c, MISTAKES[c].name) for c in verdict.mistakes]
            assert seen["lines"] == [_read(_drawn(line)) for line in expected_lines(item, verdict)]
            if kind == "cinco":
                choices = [("bien" if ok else "sobra") for ok in chosen(verdict).cards.values()]
                assert seen["marks"] == sorted(choices + ["falta"] * len(chosen(verdict).missing))
            else:
                assert seen["rows"], item.id
                assert all(ok for _, ok in seen["rows"]) is verdict.correct
                wrong = {k for k, ok in verdict.fields.items() if not ok}
                assert bool(wrong) is not verdict.correct


def _drawn(line: str) -> str:
    """A sentence's cards as the page draws them: the face, then the spoken name."""
    from academy.engine.cards import split_cards

    return "".join(p if isinstance(p, str) else f'{p.display}<span class="vh">{p.name}</span>'
                   for p in split_cards(line))  # fmt: skip


def test_the_right_answer_is_right_field_by_field(client: FlaskClient) -> None:
    drill_set = one_step("botes", 3, seed=4)
    item = drill_set.items()[0]
    page = client.get(answer_url(drill_set, item, item.table.solution())).get_data(as_text=True)
    rows = shown(page)["rows"]
    assert rows and all(ok for _, ok in rows)
    assert f"· {len(rows)} de {len(rows)} casillas bien" in page
    assert "Ficha sobrante" not in page or "ficha sobrante</th>" in page


def test_amounts_in_spanish_grouping_are_read(client: FlaskClient) -> None:
    drill_set = one_step("limites", 1, seed=2026)
    item = drill_set.items()[0]
    solution = item.table.solution()
    top = solution["max_raise_to"]
    assert isinstance(top, int) and top >= 1000
    plain = client.get(answer_url(drill_set, item, solution)).get_data(as_text=True)
    for grouped in (f"{top // 1000}.{top % 1000:03}", f"{top // 1000} {top % 1000:03}",
                    f"{top // 1000}\u202f{top % 1000:03}"):  # fmt: skip
        typed = {**solution, "max_raise_to": grouped}
        page = client.get(answer_url(drill_set, item, typed)).get_data(as_text=True)
        assert shown(page)["correct"] is True and shown(page)["rows"] == shown(plain)["rows"]


@pytest.mark.parametrize(
    ("kind", "changes", "field", "words"),
    [
        ("limites", {"igualar": "12,5"}, "igualar", "lleva decimales"),
        ("limites", {"minimo": "1.00"}, "minimo", "no está bien agrupado"),
        ("limites", {"maximo": ""}, "maximo", "escribe la cantidad, o marca"),
        ("limites", {"cerrado": "quizá"}, "cerrado", "responde sí o no"),
        ("botes", {"bote1": "-5"}, "bote1", "no puede ser negativa"),
        ("botes", {"recibe_Ana": "cien"}, "recibe_Ana", "no es una cantidad de fichas"),
        ("botes", {"gana1": "Zoe"}, "gana1", "«Zoe» no juega en esta mesa"),
        ("botes", {"bote1": "", "gana1": ""}, "bote1", "está vacío y hay botes después"),
        ("cinco", {"cartas": "Zz"}, "cartas", "«Zz» no es una carta"),
        ("cinco", {"cartas": "x" * 61}, "cartas", "demasiado largo"),
    ],
)
def test_a_field_that_cannot_be_read_gets_its_message_beside_it(
    app: Flask, client: FlaskClient, kind: str, changes: dict[str, str], field: str, words: str
) -> None:
    drill_set = one_step(kind, 1, seed=2026)
    item = next(i for i in drill_set.items() if kind != "botes" or "Ana" in str(i.table.spec))
    pairs = [(k, v) for k, v in form_pairs(kind, item.table.solution()) if k not in changes]
    query = urlencode([*pairs, *changes.items()])
    for suffix, headers in (("", {}), ("fragmento/", {"HX-Request": "true"})):
        response = client.get(item_path(drill_set, item, answer=True) + suffix + "?" + query,
                              headers=headers)  # fmt: skip
        page = response.get_data(as_text=True)
        assert response.status_code == 422 and "HX-Push-Url" not in response.headers
        message = re.search(rf'<p class="field-error" id="error-{field}">([^<]+)</p>', page)
        assert message is not None and words in html.unescape(message.group(1)), page[:300]
        assert re.search(rf'aria-describedby="[^"]*error-{field}"', page)
        assert f'<a href="#campo-{field}">' in page and 'id="respuesta" class="form-error' in page
        assert "data-invalid aria-labelledby" in page and "data-correct" not in page
    if kind == "limites" and field != "igualar":  # what was typed stays in the form
        assert f'name="igualar" value="{item.table.solution()["to_call"]}"' in page


def test_the_answer_fragment_puts_the_answer_page_in_the_address_bar(client: FlaskClient) -> None:
    drill_set = one_step("cinco", 2, seed=8)
    item = drill_set.items()[2]
    typed = item.table.solution()
    query = urlencode(form_pairs("cinco", typed))
    path = item_path(drill_set, item, answer=True)
    response = client.get(f"{path}fragmento/?{query}", headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert response.headers["HX-Push-Url"] == f"{path}?{query}#respuesta"
    assert 'data-answer="' + html.escape(query) + '"' in response.get_data(as_text=True)


def test_answers_are_the_learners_own_and_never_kept_by_the_server(app: Flask) -> None:
    from academy.web import CACHE_KEY

    client = app.test_client()
    drill_set = one_step("limites", 2, seed=3)
    item = drill_set.items()[0]
    cache = app.extensions[CACHE_KEY]
    before = len(cache.entries)
    for _ in range(2):
        response = client.get(answer_url(drill_set, item, item.table.solution()))
        assert response.headers["Cache-Control"] == "private, no-cache" and response.headers["ETag"]
    assert len(cache.entries) == before
    client.get(item_path(drill_set, item))  # a question is the same for everyone: kept
    assert len(cache.entries) == before + 1


def test_empty_rows_at_the_end_are_pots_the_table_does_not_have(client: FlaskClient) -> None:
    drill_set = one_step("botes", 3, seed=6)
    item = next(i for i in drill_set.items() if len(i.table.solution()["pots"]) == 3)
    pairs = form_pairs("botes", item.table.solution()) + [("bote4", "0")]
    page = client.get(item_path(drill_set, item, answer=True) + "?" + urlencode(pairs))
    assert page.status_code == 200 and shown(page.get_data(as_text=True))["correct"] is True


def test_a_whole_set_by_its_forms(client: FlaskClient) -> None:
    """Every item of a full workshop set answered right through its own page."""
    drill_set = DrillSet(tuple((k, s) for k in ("cinco", "botes", "limites") for s in (1, 2, 3)),
                         per_step=2, seed=99)  # fmt: skip
    for item in drill_set.items():
        page = client.get(answer_url(drill_set, item, item.table.solution()))
        assert page.status_code == 200 and shown(page.get_data(as_text=True))["correct"], item.id


def test_the_full_house_over_the_flush_is_named_on_the_page_with_its_lesson(
    site_app: Flask,
) -> None:
    client = site_app.test_client()  # the real lessons: the link needs lesson 6
    drill_set = one_step("botes", 3, seed=31, variant="shortdeck")
    item = next(i for i in drill_set.items() if {"Dani", "Gabi"} <= set(i.table.settlement.hands)
                and i.table.settlement.hands["Dani"].label == "color al rey")  # type: ignore[attr-defined]  # fmt: skip
    typed = item.table.solution()
    typed["pots"][0]["winners"] = ["Gabi"]  # type: ignore[index]
    page = client.get(answer_url(drill_set, item, typed)).get_data(as_text=True)
    assert page.count("El error:") == 1
    assert shown(page)["named"] == [
        ("shortdeck_full_over_flush", "el full por encima del color (Short Deck)")
    ]
    link = re.search(r"El error:.*?</p>", page, re.S)
    assert link is not None, page
    section = "#short-deck-sin-doses-treses-cuatros-ni-cincos"
    assert f'{section}" data-lesson>' in link.group(0), link.group(0)
