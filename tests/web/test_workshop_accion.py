"""«Sigue la acción» in the workshop, without a browser: every question of the hands of
each step and variant is a page; its right answer is right, each tempting mistake's answer
names that mistake, as the drill's own check says; unreadable answers are the form again
with a Spanish message (422), never an error page."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlencode

import pytest
from flask.testing import FlaskClient
from helpers.fuzz import FUZZ, HOSTILE_VALUES, LOOKALIKES, TEXT, junk_answer
from helpers.workshop import item_path
from helpers.workshop_accion import form_pairs, table
from hypothesis import given
from hypothesis import strategies as st

from academy.drills.workshop_set import DrillSet

JUNK = {
    "to_act": ["habla=", "habla=Zoe", "habla=" + "x" * 300],
    "can_raise": ["puede=", "puede=quiz%C3%A1"],
    "pots": ["bote1=", "bote1=12,5&gana1=Ana", "bote1=10&gana1=Zoe", "bote2=10"],
    "received": ["recibe_Ana=mucho", "recibe_Ana=-5", "recibe_Ana=1,5"],
    "amount": ["fichas=", "fichas=diez", "fichas=-10", "fichas=1.00", "fichas=" + "9" * 40],
}


def answer_path(drill_set: DrillSet, item: object, query: str) -> str:
    return item_path(drill_set, item, answer=True) + "?" + query  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
def test_every_question_its_right_answer_and_its_mistakes(
    client: FlaskClient, variant: str
) -> None:
    drill_set = DrillSet.from_query(
        {"semilla": "7", "ejercicios": "accion:1-3", "variante": variant, "por_paso": "8"}
    )
    for item in drill_set.items():
        page = client.get(item_path(drill_set, item))
        assert page.status_code == 200, item.id
        text = page.get_data(as_text=True)
        # One pot in the middle; at the end, once the pot question is past, the pots made.
        middle = "Bote principal" if item.table.view().pots else "Bote en el centro"
        assert 'class="ac-table"' in text and middle in text, item.id
        solution = item.table.solution()
        right = client.get(answer_path(drill_set, item, urlencode(form_pairs(item, solution))))
        assert right.status_code == 200, item.id
        assert 'data-correct="true"' in right.get_data(as_text=True), item.id
        for code, typed, verdict in item.table.offered():
            wrong = client.get(answer_path(drill_set, item, urlencode(form_pairs(item, typed))))
            body = wrong.get_data(as_text=True)
            assert wrong.status_code == 200 and 'data-correct="false"' in body, (item.id, code)
            assert f'data-mistake="{code}"' in body, (item.id, code, typed)
            shown = re.search(r'data-correct="false" data-mistakes="([^"]*)"', body)
            assert shown is not None and shown.group(1).split() == list(verdict.mistakes)


def test_unreadable_answers_are_the_form_again_in_spanish(client: FlaskClient) -> None:
    drill_set = DrillSet.from_query({"semilla": "42", "ejercicios": "accion:3", "por_paso": "16"})
    seen = set()
    for item in drill_set.items():
        ask = table(item).ask
        kind = ask if ask in JUNK else "amount"
        seen.add(kind)
        for query in JUNK[kind]:
            page = client.get(answer_path(drill_set, item, query))
            assert page.status_code == 422, (item.id, query, page.status_code)
            body = page.get_data(as_text=True)
            assert "Revisa tu respuesta" in body and 'class="field-error"' in body, query
    assert seen == set(JUNK)


FUZZ_SETS = [
    DrillSet.from_query({"semilla": "5", "ejercicios": "accion:3", "por_paso": "16"}),
    DrillSet.from_query(
        {"semilla": "8", "ejercicios": "accion:2", "variante": "shortdeck", "por_paso": "16"}
    ),
]
LIKELY = ["Ana", "Beto", "1.000", "1 000", "sí", "si", "no", "0"]  # nearly right values
VALUES = st.one_of(st.sampled_from(HOSTILE_VALUES), st.sampled_from(LOOKALIKES), TEXT,
                   st.sampled_from(LIKELY))  # fmt: skip


@pytest.mark.parametrize("drill_set", FUZZ_SETS, ids=lambda s: s.code)
@FUZZ
@given(data=st.data())
def test_junk_in_any_field_of_an_answer(drill_set: DrillSet, data: Any) -> None:
    """Hostile input in the question's own fields (read from the page), on real items,
    page and fragment: a verdict (200) or the form again (422), never a 500."""
    junk_answer(data, drill_set, form_pairs, VALUES)


def _page(client: FlaskClient, drill_set: DrillSet, index: int, answered: bool = False) -> str:
    item = drill_set.items()[index]
    if answered:
        query = urlencode(form_pairs(item, item.table.solution()))
        return client.get(answer_path(drill_set, item, query)).get_data(as_text=True)
    return client.get(item_path(drill_set, item)).get_data(as_text=True)


def _set(step: int, seed: int = 0, count: int = 25) -> DrillSet:
    return DrillSet.from_query(
        {"semilla": str(seed), "ejercicios": f"accion:{step}", "por_paso": str(count)}
    )


def test_the_page_never_gives_the_answer_away(client: FlaskClient) -> None:
    """Review 1, findings 1 and 2: who acts is not marked when it is the question; the
    pot question shows each seat's bet but not their sum."""
    for step in (1, 2, 3):
        drill_set = _set(step, count=15)
        for index, item in enumerate(drill_set.items()):
            text = _page(client, drill_set, index)
            ask = table(item).ask
            if ask == "to_act":
                assert "is-to-act" not in text and 'aria-current="true"' not in text
                assert "le toca hablar)" not in text and ">le toca<" not in text
            if ask == "pot":
                assert "en apuestas delante" not in text


def test_the_header_states_the_rooms_rules_and_the_end_its_refunds(client: FlaskClient) -> None:
    """Findings 4, 5, 6, 21, 22, 24: the commission and the fixed-limit cap before the
    questions; the end pot without what is given back; Short Deck's ante; the fold-out."""
    rake = _set(3, count=10)
    text = _page(client, rake, 5)
    assert "Comisión: el 5\xa0% de lo que hay en los botes, redondeado hacia abajo" in text
    fixed = _set(2, count=15)
    text = _page(client, fixed, 5)
    assert "Tope: una apuesta y tres subidas por ronda, también mano a mano" in text
    end = _page(client, _set(2, seed=1, count=15), 14, answered=True)  # an uncalled bet back
    assert "Final de la mano" in end and "Reparto<" not in end
    refund = re.search(r"Se devuelven (\S+) a (\w+) \(nadie las igualó\)", end)
    assert refund is not None
    assert "Calles anteriores: " in end and "Antes: " not in end
    short = DrillSet.from_query(
        {"semilla": "0", "ejercicios": "accion:1", "variante": "shortdeck", "por_paso": "5"}
    )
    assert "ante de " in _page(client, short, 0) and " por jugador, ciega del botón de " in \
        _page(client, short, 0)  # fmt: skip


def test_one_checked_field_is_one_casilla(client: FlaskClient) -> None:
    drill_set = _set(1, count=5)
    text = _page(client, drill_set, 1, answered=True)
    assert "1 de 1 casilla bien" in text and "1 de 1 casillas" not in text


def test_n2_the_odd_chip_is_of_the_pot_without_the_commission(client: FlaskClient) -> None:
    """Review 2, N2: with a commission the odd chip field says it is the pot's without it,
    and the answer writes each pot with what is left once the commission is out."""
    drill_set = _set(3, count=25)
    seen = set()
    for index, item in enumerate(drill_set.items()):
        t = table(item)
        if t.ask != "pots":
            continue
        raked = bool(t.hand.settlement.rake)
        text = _page(client, drill_set, index)
        label = 'Ficha sobrante<span class="help"> (al repartir el bote ya sin la comisión)'
        assert (label in text) is raked, item.id
        if raked:
            end = _page(client, drill_set, index, answered=True)
            pays = (
                "sale del bote principal." if len(t.hand.settlement.pots) > 1 else "sale del bote."
            )
            assert " sin la comisión): " in end and pays in end
        seen.add(raked)
    assert True in seen


def test_the_landing_opens_each_step_at_one_whole_hand(client: FlaskClient) -> None:
    """«Sigue la acción»'s step links carry the set's five items (one hand of five
    questions), as the other drills' and «Todo el taller» do (issue 31 item E: was 15)."""
    page = client.get("/practica/taller/").get_data(as_text=True)
    for step in (1, 2, 3):
        assert f'ejercicios=accion:{step}"' in page  # no por_paso: the default five
        assert f'ejercicios=cinco:{step}"' in page
    assert "por_paso" not in page
    assert "15 ejercicios en cada paso." not in page and "5 ejercicios en cada paso." in page


def test_the_commission_rule_is_folded_until_the_end_questions(client: FlaskClient) -> None:
    """Before the end the commission's rule is one folded line (the table and the question
    fit a 390×664 phone); on the end questions (pots, commission, what each receives) it
    is open, in full."""
    early = client.get("/practica/taller/ha3-5-42/accion/3/0/").get_data(as_text=True)
    end = client.get("/practica/taller/ha3-5-42/accion/3/3/").get_data(as_text=True)
    rule = re.compile(
        r'<(details|p) class="ac-meta ac-rule[^"]*">(?:<summary>[^<]*</summary>)?Comisión: '
    )
    assert [m.group(1) for m in rule.finditer(early)] == ["details"]
    assert [m.group(1) for m in rule.finditer(end)] == ["p"]


def _answered(client: FlaskClient, drill_set: DrillSet, item: Any, typed: Any) -> str:
    query = urlencode(form_pairs(item, typed))
    return client.get(answer_path(drill_set, item, query)).get_data(as_text=True)


def test_the_fixed_limit_call_mistake_links_to_fixed_limit(client: FlaskClient) -> None:
    """Issue 30: the chips in front not taken off a fixed-limit call is taught with fixed
    limit's lesson, not pot limit's (the real lessons: the fixture's lack the sections)."""
    from academy.web import create_app

    client = create_app().test_client()
    seen = set()
    for seed, step in ((seed, step) for seed in range(6) for step in (1, 2, 3)):
        drill_set = _set(step, seed=seed, count=30)
        for item in drill_set.items():
            t = table(item)
            typed = t.temptations().get("committed_not_deducted")
            if t.ask != "to_call" or typed is None:
                continue
            body = _answered(client, drill_set, item, typed)
            assert 'data-mistake="committed_not_deducted"' in body, item.id
            fixed = "#limite-fijo-una-apuesta-y-tres-subidas" in body
            assert fixed is t.fixed_limit, item.id
            pot_limit = not t.fixed_limit and not t.no_limit
            assert ("#limite-de-bote-paso-a-paso" in body) is pot_limit, item.id
            assert ("#las-seis-acciones" in body) is t.no_limit, item.id
            seen.add(t.hand.replay.spec.structure)
    from academy.engine.betting import Structure

    wanted = {Structure.no_limit, Structure.fixed_limit}
    assert wanted <= seen, f"a call mistake at no limit and fixed limit: only {seen}"


def test_the_big_blind_named_preflop_is_diagnosed_on_the_page() -> None:
    """Issue 30: a who-acts answer naming the big blind before the flop gets one named
    mistake on the learner's page, linked to the lesson's order of the rounds."""
    from academy.web import create_app

    client = create_app().test_client()
    drill_set = _set(1, seed=1, count=20)
    found = 0
    for item in drill_set.items():
        t = table(item)
        typed = t.temptations().get("big_blind_acts_first")
        if typed is None:
            continue
        body = _answered(client, drill_set, item, typed)
        assert 'data-mistakes="big_blind_acts_first"' in body, item.id
        assert body.count("El error:") == 1, item.id
        assert "puso la ciega grande, pero poner la ciega no es hablar" in body, item.id
        assert "/como-se-juega/#cuatro-rondas-de-apuestas" in body, item.id
        found += 1
    assert found


def test_the_antes_mistake_links_to_where_antes_are_taught() -> None:
    """The dealer-school review: «el bote sin los antes» in a Hold'em hand linked to the
    Short Deck lesson; it links there only in Short Deck, else to lesson 1's antes."""
    from academy.engine.hands import Variant
    from academy.web import create_app
    from academy.web.drill_lessons import drill_lesson_link

    with create_app().test_request_context():
        holdem = drill_lesson_link("antes_left_out", Variant.HOLDEM)
        short = drill_lesson_link("antes_left_out", Variant.SHORTDECK)
        front = drill_lesson_link("bets_in_front_left_out", Variant.HOLDEM, no_limit=True)
    assert holdem is not None and short is not None and front is not None
    assert holdem.url.endswith("/como-se-juega/#los-torneos-niveles-eliminacion-y-premios")
    assert short.url.endswith("/variantes/#short-deck-sin-doses-treses-cuatros-ni-cincos")
    assert front.url.endswith("/como-se-juega/#cuando-termina-una-ronda")


def test_the_verdict_table_names_the_pots_as_the_corrections_do(client: FlaskClient) -> None:
    """Issue 34: «Bote» when there is one pot, «Bote lateral» without a number when there
    is only one side pot, in the verdict table as in the corrections."""
    counts = set()
    for step in (2, 3):
        drill_set = _set(step, count=30)
        for item in drill_set.items():
            t = table(item)
            if t.ask != "pots":
                continue
            pots = t.hand.settlement.pots
            wrong = {"pots": [{"amount": 1, "winners": [], "odd_chips": []}]}
            body = _answered(client, drill_set, item, wrong)
            rows = re.findall(r'<th scope="row">([^<]*): fichas</th>', body)
            want = {1: ["Bote"], 2: ["Bote principal", "Bote lateral"]}.get(len(pots))
            if want is not None:
                assert rows == want, (item.id, rows)
            counts.add(len(pots))
    assert 2 in counts, counts


def test_an_amount_typed_with_its_unit_is_read(client: FlaskClient) -> None:
    """Issue 30: «40 fichas» typed is 40."""
    drill_set = _set(1, count=5)
    for item in drill_set.items():
        t = table(item)
        if t.ask in ("to_call", "min_raise_to", "max_raise_to", "pot"):
            right = t.solution()[t.ask]
            query = urlencode({"fichas": f"{right} fichas"})
            body = client.get(answer_path(drill_set, item, query)).get_data(as_text=True)
            assert 'data-correct="true"' in body, item.id
            return
    raise AssertionError("no amount question in the first hand")


def test_a_call_that_adds_to_chips_in_front_says_what_it_adds(client: FlaskClient) -> None:
    """Issue 34: «Ana iguala 10» (a total) read after «Para igualar pone: 5» (chips added):
    a call onto chips already in front says both."""
    found = 0
    drill_set = _set(1, count=15)
    for index in range(len(drill_set.items())):
        text = _page(client, drill_set, index, answered=True)
        for put, total in re.findall(
            r"\w+ pone (\d[\d.\xa0]*) e iguala: (\d[\d.\xa0]*) en total", text
        ):
            assert int(re.sub(r"\D", "", put)) < int(re.sub(r"\D", "", total))
            found += 1
    assert found
