"""The tools' forms through the test client: messages beside their fields (in the page, and
out of band in the htmx fragment), both fields of a repeated card, Spanish amounts, the
reader on a flop or a turn, the picker's deck and notation, and deferred scripts."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from urllib.parse import urlencode

import pytest
from flask import Flask
from flask.testing import FlaskClient
from helpers.web import text

from academy.content import Content
from academy.engine import parse_cards
from academy.engine.so_far import best_hand_so_far
from academy.web import tools

READER = "/herramientas/lector/"
POTS = "/herramientas/botes/"
LIMITS = "/herramientas/limites/"
HX = {"HX-Request": "true"}


def reader_url(hole: str, board: str, variant: str = "holdem") -> str:
    return READER + "?" + urlencode({"variante": variant, "mano": hole, "mesa": board})


def input_tag(body: str, name: str) -> str:
    match = re.search(rf'<input type="text" id="{name}"[^>]*>', body)
    assert match, name
    return match.group(0)


def message(body: str, name: str) -> str | None:
    """The text of ``name``'s message slot, or None when it is hidden (no message)."""
    match = re.search(rf'<p class="field-error" id="{name}-error"( hidden)?[^>]*>([^<]*)</p>', body)
    assert match, name
    return None if match.group(1) else match.group(2)


def test_a_repeated_card_flags_both_fields_in_the_page(client: FlaskClient) -> None:
    response = client.get(reader_url("Kh Kd", "Qs Kh 9c"))
    assert response.status_code == 422
    body = text(response)
    assert message(body, "mesa") == (
        "La carta K♥ (rey de corazones) está repetida: ya está en las cartas propias"
    )
    assert message(body, "mano") == (
        "La carta K♥ (rey de corazones) también está en las cartas comunitarias"
    )
    assert message(body, "variante") is None
    for name in ("mano", "mesa"):
        tag = input_tag(body, name)
        assert 'aria-invalid="true"' in tag
        assert re.search(rf'aria-describedby="[^"]*\b{name}-error\b', tag)
    assert 'data-error-field="mesa mano"' in body  # the engine's field first
    assert "hx-swap-oob" not in body


def test_the_htmx_fragment_brings_every_message_slot(client: FlaskClient) -> None:
    response = client.get(reader_url("Kh Kd", "Qs Kh 9c"), headers=HX)
    assert response.status_code == 422
    body = text(response)
    slots = re.findall(
        r'<p class="field-error" id="([a-z_0-9]+)-error"[^>]*hx-swap-oob="true"', body
    )
    assert slots == list(tools.READER_FIELDS)
    assert message(body, "mano") and message(body, "mesa") and message(body, "variante") is None
    # A good answer clears them: every slot comes back empty and hidden.
    body = text(client.get(reader_url("Kh Kd", "Qs Jh 9c"), headers=HX))
    assert [message(body, name) for name in tools.READER_FIELDS] == [None, None, None]
    assert 'data-error-field=""' in body


def test_pots_flags_both_rows_with_the_players_name(client: FlaskClient) -> None:
    query = {**tools.POTS_DEFAULTS, "nombre1": "Ana", "mano3": "Kd 9d"}
    response = client.get(POTS + "?" + urlencode(query), headers=HX)
    assert response.status_code == 422
    body = text(response)
    slots = re.findall(r'id="([a-z_0-9]+)-error"[^>]*hx-swap-oob', body)
    assert slots == list(tools.POTS_FIELDS) and len(slots) == 3 + 3 * tools.MAX_PLAYERS + 2
    assert slots[-2:] == ["comision", "tope"]  # the commission's, after the players
    assert message(body, "mano3") == (
        "La carta K♦ (rey de diamantes) está repetida: ya está en Ana"
    )
    assert (
        message(body, "mano1") == "La carta K♦ (rey de diamantes) también está en las cartas de C"
    )
    assert 'data-error-field="mano3 mano1"' in body


def test_a_card_repeated_inside_one_field_flags_only_it(client: FlaskClient) -> None:
    body = text(client.get(reader_url("Kh Kh", "Kc Jd 9s")))
    assert "está repetida" in (message(body, "mano") or "")
    assert message(body, "mesa") is None


@pytest.mark.parametrize("typed", ["1.000", "1 000", "1\u00a0000", "1\u202f000", "1000"])
def test_amounts_accept_spanish_grouping(client: FlaskClient, typed: str) -> None:
    query = {**tools.LIMITS_DEFAULTS, "bote": typed, "stack": typed}
    response = client.get(LIMITS + "?" + urlencode(query))
    assert response.status_code == 200
    assert '<dd data-figure="limites.input.pot">1000</dd>' in text(response)
    query = {**tools.POTS_DEFAULTS, "fichas3": typed}
    body = text(client.get(POTS + "?" + urlencode(query)))
    assert '<span data-figure="botes.contributed.C">1000</span>' in body


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("1,5", "Las fichas se cuentan enteras: sin decimales ni comas"),
        ("1.00", "«1.00» no es un número entero de fichas"),
        ("-20", "La cantidad no puede ser negativa"),
        ("veinte", "«veinte» no es un número entero de fichas"),
        ("2000000000", "La cantidad no puede pasar de 1\u202f000\u202f000\u202f000"),
    ],
)
def test_other_amounts_are_refused_beside_the_field(
    client: FlaskClient, typed: str, reason: str
) -> None:
    response = client.get(LIMITS + "?" + urlencode({**tools.LIMITS_DEFAULTS, "bote": typed}))
    assert response.status_code == 422
    body = text(response)
    assert (message(body, "bote") or "").startswith(reason)
    assert "Revisa los datos.</strong> Bote: " in body
    response = client.get(POTS + "?" + urlencode({**tools.POTS_DEFAULTS, "fichas2": typed}))
    assert response.status_code == 422
    assert (message(text(response), "fichas2") or "").startswith(reason)


@pytest.mark.parametrize(
    ("hole", "board", "variant", "street"),
    [
        ("Kh Kd", "Kc Jd 9s", "holdem", "flop"),
        ("Kh Kd", "Kc Jd 9s 5h", "holdem", "turn"),
        ("Ah Kh 7c 2d", "Qh Jh Th", "omaha", "flop"),
        ("Ac 6d", "7h 8s 9c", "shortdeck", "flop"),
        ("Kh Kd", "Kc Jd 9s 5h 2c", "holdem", "river"),
    ],
)
def test_the_reader_reads_each_street(
    client: FlaskClient, hole: str, board: str, variant: str, street: str
) -> None:
    response = client.get(reader_url(hole, board, variant))
    assert response.status_code == 200
    body = text(response)
    hand = best_hand_so_far(parse_cards(hole), parse_cards(board), variant)
    assert f'<strong data-figure="lector.label">{hand.label}</strong>' in body
    assert f"Tu mano en el {street}" in body
    assert ("la mejor mano hasta ahora" in body) is (street != "river")


@pytest.mark.parametrize("board", ["Kc Jd", "Kc Jd 9s 5h 2c 3c"])
def test_the_reader_refuses_other_boards(client: FlaskClient, board: str) -> None:
    response = client.get(reader_url("Kh Kd", board))
    assert response.status_code == 422
    assert "3 cartas (flop), 4 (turn) o 5 (river)" in (message(text(response), "mesa") or "")


class _Deck(HTMLParser):
    """The picker's template: each card button's data-card, row by row."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[bool, list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("role") == "row":
            self.rows.append((values.get("data-short") != "no", []))
        elif tag == "button" and values.get("data-card"):
            self.rows[-1][1].append(values["data-card"] or "")


@pytest.mark.parametrize("path", [READER, POTS])
def test_the_deck_and_the_notation_are_in_the_page(client: FlaskClient, path: str) -> None:
    body = text(client.get(path))
    deck = _Deck()
    deck.feed(body[body.index('<template id="baraja">') : body.index("</template>")])
    cards = [card for _, row in deck.rows for card in row]
    assert len(cards) == len(set(cards)) == 52
    assert len([c for short, row in deck.rows if short for c in row]) == 36
    assert {c[0] for short, row in deck.rows if not short for c in row} == set("2345")
    assert '<span class="vh">as de corazones<span class="picker-note"></span></span>' in body
    toggles = re.findall(r"<button [^>]*data-picker-for=[^>]*>", body)
    assert toggles and all(" hidden" in t for t in toggles)  # shown by picker.js only
    assert "<kbd>Ac</kbd> es el as de <strong>tréboles</strong>" in body
    card_inputs = re.findall(r'<input type="text" id="(?:mano|mesa)\d*"[^>]*>', body)
    assert len(card_inputs) == len(toggles)  # a picker beside every card field
    assert all(re.search(r'aria-describedby="[^"]*notacion-cartas', i) for i in card_inputs)


def test_every_script_is_deferred(site_app: Flask, site_content: Content) -> None:
    client = site_app.test_client()
    lessons = [f"/lecciones/{lesson.slug}/" for lesson in site_content.lessons]
    for path in ["/", "/practica/", "/instructores/", READER, POTS, LIMITS, *lessons]:
        response = client.get(path, follow_redirects=True)
        scripts = re.findall(r"<script\b[^>]*>", text(response))
        assert scripts, path
        assert [s for s in scripts if " defer" not in s] == [], path


def invalid_inputs(body: str) -> list[str]:
    """The names of the form's fields marked aria-invalid, in page order."""
    return re.findall(r'<(?:input|select)[^>]*\bname="([a-z_0-9]+)"[^>]*aria-invalid="true"', body)


def test_the_pot_calculator_reports_every_bad_field_at_once(client: FlaskClient) -> None:
    """Issue 22: a negative amount, a rate of «abc» and a repeated K♥ in one press."""
    query = {**tools.POTS_DEFAULTS, "fichas2": "-5", "comision": "abc", "mano3": "Kh 9d"}
    response = client.get(POTS + "?" + urlencode(query))
    assert response.status_code == 422
    body = text(response)
    assert invalid_inputs(body) == ["mano1", "fichas2", "mano3", "comision"]
    assert message(body, "fichas2") == "La cantidad no puede ser negativa"
    assert (message(body, "comision") or "").startswith("Escribe el porcentaje con cifras")
    assert message(body, "mano3") == "La carta K♥ (rey de corazones) está repetida: ya está en A"
    assert (
        message(body, "mano1") == "La carta K♥ (rey de corazones) también está en las cartas de C"
    )
    assert "Hay 3 datos que corregir" in body
    links = re.findall(r'<li><a href="#([a-z_0-9]+)">', body)
    assert links == ["fichas2", "mano3", "comision"]  # page order
    assert 'data-error-field="fichas2 mano3 comision mano1"' in body


def test_the_pot_calculator_says_the_seat_checks_with_the_other_fields(
    client: FlaskClient,
) -> None:
    """Issue 35: an amount «50,5», a single card and a repeated name, said in one press
    (the hand's card count and the repeat were said only once the amounts read)."""
    query = {**tools.POTS_DEFAULTS, "fichas1": "50,5", "mano1": "Kh", "nombre2": "A"}
    response = client.get(POTS + "?" + urlencode(query))
    assert response.status_code == 422
    body = text(response)
    assert invalid_inputs(body) == ["fichas1", "mano1", "nombre2"]
    assert message(body, "mano1") == "En Texas Hold’em cada jugador lleva 2 cartas propias, no 1"
    assert message(body, "nombre2") == "El nombre «A» está repetido"
    assert message(body, "fichas1")
    assert "Hay 3 datos que corregir" in body
    links = re.findall(r'<li><a href="#([a-z_0-9]+)">', body)
    assert links == ["fichas1", "mano1", "nombre2"]  # page order
    # A folded hand may be left empty; a live one may not, and says whose it is.
    query = {**tools.POTS_DEFAULTS, "mano2": "", "nombre3": "A", "fichas4": "x"}
    body = text(client.get(POTS + "?" + urlencode(query)))
    assert message(body, "mano2") == "B sigue en la mano: faltan sus 2 cartas propias"
    assert message(body, "nombre3") == "El nombre «A» está repetido"
    assert message(body, "fichas4") and message(body, "mano4") is None


def test_the_limits_and_the_reader_report_every_bad_field_at_once(client: FlaskClient) -> None:
    query = {**tools.LIMITS_DEFAULTS, "ciega_grande": "", "bote": "-1", "stack": "abc"}
    body = text(client.get(LIMITS + "?" + urlencode(query)))
    assert invalid_inputs(body) == ["ciega_grande", "bote", "stack"]
    assert all(message(body, name) for name in ("ciega_grande", "bote", "stack"))
    assert message(body, "apuesta") is None
    response = client.get(reader_url("Kh Kx", "Kc Jd"))
    assert response.status_code == 422
    body = text(response)
    assert invalid_inputs(body) == ["mano", "mesa"]
    assert "«Kx» no es una carta" in (message(body, "mano") or "")
    assert (message(body, "mesa") or "").startswith("Las cartas comunitarias son 3 cartas")


def test_the_pot_form_shows_the_rows_in_use_and_adds_one(client: FlaskClient) -> None:
    def shown(body: str) -> list[int]:
        rows = re.findall(r'<fieldset class="player-row" id="jugador-(\d+)"( hidden)?>', body)
        assert len(rows) == tools.MAX_PLAYERS
        return [int(n) for n, hidden in rows if not hidden]

    body = text(client.get(POTS))
    assert shown(body) == [1, 2, 3, 4]  # the example's four players
    assert (
        'name="jugadores" value="5"' in body
        and 'formaction="/herramientas/botes/#jugador-5"' in body
    )
    # «Añadir jugador» without JavaScript: the same form with one more row, not calculated.
    query = {**tools.POTS_DEFAULTS, "fichas2": "-5", "jugadores": "5"}
    response = client.get(POTS + "?" + urlencode(query))
    assert response.status_code == 200
    body = text(response)
    assert shown(body) == [1, 2, 3, 4, 5]
    assert 'value="-5"' in body and "Revisa los datos" not in body
    # A row typed in far down is shown with every row before it; at least two rows.
    body = text(client.get(POTS + "?" + urlencode({"nombre7": "G"})))
    assert shown(body) == list(range(1, 8))
    body = text(client.get(POTS + "?" + urlencode({"variante": "holdem"})))
    assert shown(body) == [1, 2]
    full = {f"nombre{i}": f"P{i}" for i in range(1, tools.MAX_PLAYERS + 1)}
    body = text(client.get(POTS + "?" + urlencode(full)))
    assert re.search(r"<button[^>]*data-add-player hidden>", body)
    # Enter in a field sends the form's first submit button: «Repartir los botes».
    assert re.search(
        r'<form class="tool-form"[^>]*>\s*<button type="submit" hidden>Repartir los botes</button>',
        body,
    )


def test_the_query_fields_are_spanish_and_others_are_not_read(client: FlaskClient) -> None:
    """Issue 21: the tools' query fields are Spanish (``mano``, ``mesa``); a field the form
    does not have (the old ``hole``) is not read: the form is sent, its fields are empty
    and the messages are Spanish, as for any unknown field."""
    assert set(tools.READER_DEFAULTS) == {"variante", "mano", "mesa"}
    assert all(name.isascii() and name.islower() for name in tools.POTS_FIELDS)
    response = client.get(READER + "?" + urlencode({"hole": "Kh Kd", "board": "Kc Jd 9s"}))
    assert response.status_code == 422
    body = text(response)
    assert invalid_inputs(body) == ["variante", "mesa"]
    assert "Variante: la variante «» no existe" in html.unescape(body)
