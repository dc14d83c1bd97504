"""The pot calculator's commission (rake) through the test client: a valid one in the pots
and results tables and the explanation, none, each bad field with its message beside it
(in the page and out of band with htmx), and a hand that ended before the flop. Every
figure and message expected comes from the engine."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlencode

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.web import text

from academy.engine import PokerError
from academy.engine.numbers import parse_amount
from academy.engine.phrasing import capitalized
from academy.engine.rake import parse_rake, rake_json
from academy.engine.settle import settle_json
from academy.web import tools

POTS = "/herramientas/botes/"
HX = {"HX-Request": "true"}
SPEC: dict[str, Any] = {  # the form's defaults, as the engine's spec
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
        {"name": "C", "hole": "9c 9d", "contributed": 200},
        {"name": "D", "contributed": 40, "folded": True},
    ],
}
NO_FLOP = {"mesa": "", "mano1": "", "mano2": "", "retirado1": "1", "retirado2": "1"}


def pots(client: FlaskClient, headers: dict[str, str] | None = None, **fields: str) -> Any:
    return client.get(POTS + "?" + urlencode({**tools.POTS_DEFAULTS, **fields}), headers=headers)


def message(body: str, name: str) -> str | None:
    """The text of ``name``'s message slot, or None when it is hidden (no message)."""
    match = re.search(rf'<p class="field-error" id="{name}-error"( hidden)?[^>]*>([^<]*)</p>', body)
    assert match, name
    return None if match.group(1) else match.group(2)


def figure(body: str, key: str) -> str:
    match = re.search(rf'data-figure="{re.escape(key)}">([^<]*)<', body)
    assert match, key
    return match.group(1)


def explanation(body: str) -> list[str]:
    return re.findall(r'<li data-figure="botes\.explanation\.\d+">([^<]*)</li>', body)


def engine_message(call: Any) -> str:
    with pytest.raises(PokerError) as info:
        call()
    return capitalized(info.value.message)


@pytest.mark.parametrize(
    ("typed", "rake"),
    [
        ({"comision": "5", "tope": "12"}, {"percent": 5, "cap": 12}),
        ({"comision": "2,5"}, {"percent": 2.5}),
        ({"comision": "2.5 %", "tope": "1.000"}, {"percent": 2.5, "cap": 1000}),
        ({"comision": "10", "tope": "1 000"}, {"percent": 10, "cap": 1000}),
    ],
)
def test_a_commission_shows_in_both_tables_and_the_steps(
    client: FlaskClient, typed: dict[str, str], rake: dict[str, object]
) -> None:
    response = pots(client, **typed)
    assert response.status_code == 200
    body = text(response)
    result = settle_json({**SPEC, "rake": rake})
    assert result["rake"] > 0
    assert figure(body, "botes.rake") == str(result["rake"])  # the results table's last row
    assert '<th scope="row">Comisión de la sala</th>' in body
    for index, pot in enumerate(result["pots"]):
        taken = re.search(rf'comisión: <span data-figure="botes.pots.{index}.rake">(\d+)<', body)
        assert (taken and int(taken.group(1))) == (pot["rake"] or None)
    for name, received in result["received"].items():
        assert figure(body, f"botes.received.{name}") == str(received)
    assert explanation(body) == result["explanation"]
    assert any(parse_rake(rake).rule_text() in sentence for sentence in explanation(body))
    assert [message(body, name) for name in tools.RAKE_FIELDS] == [None, None]


def test_the_cap_is_read_like_every_amount(client: FlaskClient) -> None:
    """«1.000» is a thousand chips: 10 % of the 11 040 chips in the pots (A's 1000 beyond
    C's 4000 go back to A) passes the cap, so the cap is what the room takes."""
    big = {"fichas1": "5.000", "fichas2": "3.000", "fichas3": "4.000"}
    body = text(pots(client, **big, comision="10", tope="1.000"))
    assert figure(body, "botes.rake") == "1000"
    body = text(pots(client, **big, comision="10"))
    assert figure(body, "botes.rake") == "1104"  # no cap: 10 % of 11 040, rounded down


@pytest.mark.parametrize("typed", [{}, {"comision": " ", "tope": ""}, {"sin_flop": "1"}])
def test_without_a_percentage_there_is_no_commission(
    client: FlaskClient, typed: dict[str, str]
) -> None:
    body = text(pots(client, **typed))
    result = settle_json(SPEC)
    assert "botes.rake" not in body and "pot-rake" not in body
    assert "Comisión de la sala</th>" not in body
    assert explanation(body) == result["explanation"]
    assert not any("comisión" in sentence for sentence in explanation(body))


BAD = [  # form fields, and the field the message goes beside
    ({"comision": "cinco"}, "comision"),
    ({"comision": "−5"}, "comision"),
    ({"comision": "101"}, "comision"),
    ({"comision": "2,555"}, "comision"),
    ({"tope": "30"}, "comision"),
    ({"comision": "5", "tope": "1,5"}, "tope"),
    ({"comision": "5", "tope": "treinta"}, "tope"),
    ({"comision": "5", "tope": "-3"}, "tope"),
    ({"comision": "5", "tope": "2000000000"}, "tope"),
]


def engine_reason(typed: dict[str, str], field: str) -> str:
    """The engine's own message: the cap is read as an amount, the rest by ``rake_json``."""
    if field == "tope":
        return engine_message(lambda: parse_amount(typed["tope"]))
    return engine_message(lambda: rake_json(typed.get("comision", ""), typed.get("tope", "")))


LABELS = {"comision": "Comisión, porcentaje: ", "tope": "Comisión, tope por mano: "}


@pytest.mark.parametrize(("typed", "field"), BAD, ids=[str(t) for t, _ in BAD])
@pytest.mark.parametrize("htmx", [False, True], ids=["page", "htmx"])
def test_each_bad_field_gets_its_message_beside_it(
    client: FlaskClient, typed: dict[str, str], field: str, htmx: bool
) -> None:
    response = pots(client, HX if htmx else None, **typed)
    assert response.status_code == 422
    body = text(response)
    expected = engine_reason(typed, field)
    assert message(body, field) == expected
    other = next(name for name in tools.RAKE_FIELDS if name != field)
    assert message(body, other) is None
    assert f"Revisa los datos.</strong> {LABELS[field]}{expected[0].lower()}" in body
    assert f'data-error-field="{field}"' in body
    assert ("hx-swap-oob" in body) is htmx
    if not htmx:  # the page: the input says it is invalid and which message describes it
        tag = re.search(rf'<input type="text" id="{field}"[^>]*>', body)
        assert tag and 'aria-invalid="true"' in tag.group(0)
        assert re.search(rf'aria-describedby="[^"]*\b{field}-error\b', tag.group(0))
        for name, value in typed.items():  # what was typed stays in its field
            assert re.search(rf'id="{name}" name="{name}" value="{re.escape(value)}"', body)


def test_a_mended_field_loses_its_message_with_htmx(client: FlaskClient) -> None:
    body = text(pots(client, HX, comision="5", tope="1,5"))
    assert message(body, "tope")
    body = text(pots(client, HX, comision="5", tope="15"))
    assert [message(body, name) for name in tools.RAKE_FIELDS] == [None, None]
    assert re.search(r'id="tope-error" hidden hx-swap-oob="true"', body)


@pytest.mark.parametrize("no_flop_no_drop", [True, False])
def test_a_hand_that_ended_before_the_flop(client: FlaskClient, no_flop_no_drop: bool) -> None:
    """An empty board with all but one folded: «sin flop no hay comisión» takes nothing."""
    checked = {"sin_flop": "1"} if no_flop_no_drop else {}
    body = text(pots(client, **NO_FLOP, comision="5", **checked))
    players = [
        {"name": "A", "contributed": 50, "folded": True},
        {"name": "B", "contributed": 120, "folded": True},
        *SPEC["players"][2:],
    ]
    rake = {"percent": 5, "no_flop_no_drop": no_flop_no_drop}
    result = settle_json({**SPEC, "board": "", "players": players, "rake": rake})
    assert result["rake"] == (0 if no_flop_no_drop else 330 * 5 // 100)
    assert figure(body, "botes.rake") == str(result["rake"])
    assert explanation(body) == result["explanation"]
    assert any("sin flop no hay comisión" in s for s in explanation(body)) is no_flop_no_drop
    # With a flop on the table the same box changes nothing: the room takes its 5 %.
    body = text(pots(client, **{**NO_FLOP, "mesa": "Kc Jd 9s"}, comision="5", **checked))
    assert figure(body, "botes.rake") == "16"


def test_the_rule_is_stated_beside_the_fields(site_app: Flask, client: FlaskClient) -> None:
    body = text(site_app.test_client().get(POTS))
    fieldset = body[
        body.index('<fieldset class="rake-fields"') : body.index(
            "</fieldset>", body.index("rake-fields")
        )
    ]
    assert "<legend>Comisión de la sala (opcional)</legend>" in fieldset
    assert 'aria-describedby="comision-regla"' in fieldset
    assert "redondeado hacia abajo" in fieldset and "primero del bote principal" in fieldset
    assert "no paga nada" in fieldset
    assert '<a href="/lecciones/all-in-botes-laterales/#la-comision-de-la-sala">' in fieldset
    lesson = text(site_app.test_client().get("/lecciones/all-in-botes-laterales/"))
    assert 'id="la-comision-de-la-sala"' in lesson
    for name in (*tools.RAKE_FIELDS, "sin_flop"):
        assert f'id="{name}" name="{name}"' in fieldset
    # The test content has no such lesson: the rule stays, the link goes.
    body = text(client.get(POTS))
    assert "redondeado hacia abajo" in body and "la-comision-de-la-sala" not in body
