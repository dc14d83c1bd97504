"""Issue 22 through Flask's test client: each table card says whose five uses it
(``data-juega-para``, checked against the engine's ``Hand.five`` of every winner over
many showdowns, split pots and level 4's two pots among them), «Elige tu práctica» and
the short «Practica tus errores»."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient
from helpers.web import text

from academy.engine.cards import Card
from academy.engine.settle import Settlement
from academy.practice import PracticeSet

SETS = [
    PracticeSet(per_level=12, seed=31),
    PracticeSet((1, 2, 3), 8, 5, PracticeSet.from_code("o1-1-1").variant),
    PracticeSet((1, 2, 3), 8, 6, PracticeSet.from_code("s1-1-1").variant),
]
CARD = re.compile(r'<span class="card suit-\w"([^>]*)>.*?<span class="vh">([^<]*)</span></span>')


def table_cards(page: str) -> dict[str, tuple[str, str, str]]:
    """Each card of the table (the felt) by its spoken name: ``data-juega``,
    ``data-juega-para`` and ``data-juega-asientos``."""
    felt = page[page.index('<div class="felt') : page.index('<h3 id="pregunta"')]
    found = {}
    for attributes, name in CARD.findall(felt):
        values = dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', attributes))
        key = html.unescape(name).split(",")[0]
        found[key] = (
            values["data-juega"],
            values["data-juega-para"],
            values["data-juega-asientos"],
        )
    return found


def engine_says(settlement: Settlement) -> dict[str, tuple[str, str, str]]:
    """Every card's winners, from the engine: a player who wins a contested pot plays
    his ``Hand.five``; a hole card plays only for its owner."""
    spec = settlement.spec
    winners = [
        p.name
        for p in spec.players
        if any(p.name in pot.winners and len(pot.eligible) > 1 for pot in settlement.pots)
    ]
    seats = {p.name: n for n, p in enumerate(spec.players, 1)}

    def of(card: Card, owner: str | None) -> tuple[str, str, str]:
        users = [w for w in winners if card in settlement.hands[w].five and owner in (None, w)]
        marks = " ".join(str(seats[w]) for w in users)
        return ("si" if users else "no", " ".join(users), marks)

    found = {c.name: of(c, None) for c in spec.board}
    for player in spec.players:
        found.update({c.name: of(c, player.name) for c in player.hole})
    return found


def test_each_table_card_names_the_winners_whose_five_uses_it(client: FlaskClient) -> None:
    seen = {"split": 0, "two pots": 0, "different fives": 0}
    for practice_set in SETS:
        for slot in practice_set.slots():
            showdown = practice_set.showdown(slot.level, slot.index)
            base = f"/practica/{practice_set.code}/{slot.level}/{slot.index}/"
            question = text(client.get(base))
            assert "data-juega" not in question  # nothing marked before the answer
            page = text(client.get(base + "a/"))
            expected = engine_says(showdown.settlement)
            assert table_cards(page) == expected, slot.id
            pots = showdown.settlement.pots
            seen["split"] += any(len(pot.winners) > 1 for pot in pots)
            seen["two pots"] += len(pots) > 1
            fives = {frozenset(c for c, v in expected.items() if w in v[1].split()) for w in
                     {n for v in expected.values() for n in v[1].split()}}  # fmt: skip
            differ = len(fives) > 1
            seen["different fives"] += differ
            # «Ver las cinco de» appears exactly when the winners play different fives
            assert ('class="five-view"' in page) == differ, slot.id
            if differ:
                names = re.findall(
                    r'name="ver-cinco" value="[1-9]"(?: checked)?> ([^<]+)</label>', page
                )
                assert set(names) == {n for v in expected.values() for n in v[1].split()}
                assert " para " in page  # «…, juega para Dani» in the spoken names
    assert min(seen.values()) >= 5, seen


def test_choose_the_game_and_the_levels(client: FlaskClient) -> None:
    page = text(client.get("/practica/"))
    assert 'id="elegir"' in page and 'href="#elegir"' in page
    assert page.count('name="variante"') == 3 and page.count('name="niveles"') == 4
    chosen = text(client.get("/practica/?variante=omaha&niveles=1&niveles=3"))
    assert 'data-code="o13-5-2026"' in chosen
    assert re.search(r'value="omaha" checked', chosen)
    assert re.search(r'value="3" checked', chosen) and not re.search(r'value="2" checked', chosen)
    only = text(client.get("/practica/?variante=shortdeck"))
    assert 'data-code="s123-5-2026"' in only  # level 4 is hold'em only
    wrong = client.get("/practica/?variante=omaha&niveles=2&niveles=4")
    assert wrong.status_code == 400
    body = html.unescape(text(wrong))
    assert "solo se practica en Texas Hold" in body and 'aria-invalid="true"' in body
    assert re.search(r'value="2" checked', body) and re.search(r'value="omaha" checked', body)
    assert "(holdem)" not in body
    # From the form (its levels 1-4 as it comes): a game without level 4 keeps 1-3.
    for game, code in (("omaha", "o123"), ("shortdeck", "s123"), ("holdem", "h1234")):
        form = "&".join(f"niveles={n}" for n in (1, 2, 3, 4))
        page = text(client.get(f"/practica/?elegir=1&variante={game}&{form}"))
        assert f'data-code="{code}-5-2026"' in page, game
    only_four = text(client.get("/practica/?elegir=1&variante=omaha&niveles=4"))
    assert 'data-code="o123-5-2026"' in only_four  # nothing left: every level the game has


def test_practise_your_mistakes_is_short_and_titled(client: FlaskClient) -> None:
    query = "errores=board_plays_wrongly:1,missed_kicker:2,allin_takes_all:4&semilla=3"
    page = html.unescape(text(client.get("/practica/?" + query)))
    assert 'data-code="h124-2-3-k2m1a4"' in page
    assert "<title>Practica tus errores" in page
    assert '<h1 class="practice-title">Practica tus errores</h1>' in page
    assert page.count('class="slot"') == 6
    assert "Para practicar: creer que juega la mesa cuando no es así" in page
    assert "Nivel 1 · mano 1 de 2" in page
    fresh = client.get("/practica/nueva/?errores=card_outside_five:2,lower_hand:3")
    assert re.fullmatch(
        r"/practica/\?semilla=[0-9]+&errores=lower_hand:3,card_outside_five:2",
        fresh.headers["Location"],
    )
    assert client.get("/practica/?errores=missed_kicker:1").status_code == 400


@pytest.mark.parametrize("code", ["h24-5-42-ka", "o1-2-3-bc"])
def test_earlier_codes_for_mistakes_still_open(client: FlaskClient, code: str) -> None:
    practice_set = PracticeSet.from_code(code)
    last = practice_set.slots()[-1]
    page = text(client.get(f"/practica/{code}/{last.level}/{last.index}/"))
    assert f'data-slot="{last.id}"' in page
