"""Instructor exports of the levels parsed back: JSON, CSV (UTF-8 with a byte-order mark,
``;`` or ``,``), Moodle XML (as qformat_xml reads it) and GIFT (with tests/helpers/lms.py,
which follows qformat_gift step by step); every right answer is checked against the
engine's own settlement of the table, and every learners' link is absolute. The drill
items in the same files: test_drill_exports.py."""

from __future__ import annotations

import csv
import html
import io
import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from typing import Any

import pytest
from helpers.lms import parse_gift

from academy.engine.cards import Card
from academy.engine.errors import PokerError
from academy.engine.hands import Variant
from academy.engine.settle import Settlement, settle
from academy.instructors import FORMATS
from academy.instructors import export as export_with
from academy.instructors.exports import CSV_COLUMNS
from academy.instructors.gift import escape_gift
from academy.practice import MISTAKES, PracticeSet

ALL = PracticeSet((1, 2, 3, 4), 3, 42)
OMAHA = PracticeSet((1, 2, 3), 2, 7, Variant.OMAHA)
SHORT = PracticeSet((3,), 3, 11, Variant.SHORTDECK)
SETS = [ALL, OMAHA, SHORT]
SITE = "https://poker.example/aula/"


def export(practice_set: PracticeSet, fmt: str, separator: str = ";") -> bytes:
    return export_with(practice_set, fmt, SITE, separator)


# Reading answers back -----------------------------------------------------------------


def visible_text(fragment: str) -> str:
    """What an HTML fragment shows (tags dropped, entities decoded)."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


def claim_from_text(text: str, level: int) -> tuple[Any, ...]:
    """An option's words as data: ``(winner, five cards)``, ``("tie", names)`` or pots."""
    if level <= 2:
        tie = re.fullmatch(r"Empate: (.+) se reparten el bote", text)
        if tie:
            return ("tie", frozenset(re.split(r", | y ", tie.group(1))))
        winner, five = text.split(", con ")
        return (winner, frozenset(Card.parse(c) for c in five.split()))
    pots = []
    for part in text.split("; "):
        title, shares = part.split(": ", 1)
        amount = int(re.search(r"\((\d+) fichas\)", title).group(1))  # type: ignore[union-attr]
        if shares.startswith("todo para "):
            pots.append((amount, {shares.removeprefix("todo para "): amount}))
        else:
            pairs = [s.rsplit(" ", 1) for s in re.split(r", | y ", shares)]
            pots.append((amount, {name: int(chips) for name, chips in pairs}))
    return tuple((amount, tuple(sorted(shares.items()))) for amount, shares in pots)


def engine_claim(result: Settlement, level: int) -> tuple[Any, ...]:
    """The right answer computed here from the engine, not from the practice module."""
    if level <= 2:
        (pot,) = result.pots
        if len(pot.winners) > 1:
            return ("tie", frozenset(pot.winners))
        (winner,) = pot.winners
        return (winner, frozenset(result.hands[winner].five))
    return tuple((pot.amount, tuple(sorted(pot.shares.items()))) for pot in result.pots)


def specs_by_id(practice_set: PracticeSet) -> dict[str, dict[str, Any]]:
    data = json.loads(export(practice_set, "json"))
    return {s["id"]: s for s in data["showdowns"]}


# JSON and CSV ---------------------------------------------------------------------------


@pytest.mark.parametrize("practice_set", SETS, ids=lambda s: s.code)
def test_json_holds_the_set_and_every_showdown(practice_set: PracticeSet) -> None:
    data = json.loads(export(practice_set, "json").decode("utf-8"))
    assert data["set"] == {
        "code": practice_set.code,
        "levels": list(practice_set.levels),
        "drills": [],
        "per_level": practice_set.per_level,
        "seed": practice_set.seed,
        "variant": practice_set.variant.value,
        "link": f"{SITE}practica/?{practice_set.query()}",
        "workshop_link": None,
    }
    assert data["drills"] == []
    assert [s["id"] for s in data["showdowns"]] == [slot.id for slot in practice_set.slots()]
    for showdown in data["showdowns"]:
        result = settle(showdown["spec"])
        assert showdown["answer"] == result.to_json()
        (right,) = [o for o in showdown["options"] if o["correct"]]
        level = showdown["level"]
        assert claim_from_text(right["text"], level) == engine_claim(result, level)
        for option in showdown["options"]:
            if not option["correct"]:
                assert option["error"] in MISTAKES
                assert claim_from_text(option["text"], level) != engine_claim(result, level)


@pytest.mark.parametrize("separator", [";", ","])
def test_csv_has_a_header_and_one_row_per_option(separator: str) -> None:
    raw = export(ALL, "csv", separator)
    assert raw.startswith(b"\xef\xbb\xbfserie" + separator.encode())  # BOM: Excel reads UTF-8
    text = raw.decode("utf-8-sig")
    assert "\r" not in text
    rows = list(csv.DictReader(io.StringIO(text), delimiter=separator))
    header = tuple(rows[0].keys())
    assert header[: len(CSV_COLUMNS)] == CSV_COLUMNS and header[len(CSV_COLUMNS)] == "bote_total"
    assert header[-3:] == ("igualar", "subir_minimo", "subir_maximo")
    specs = specs_by_id(ALL)
    assert len(rows) == sum(len(s["options"]) for s in specs.values())
    for row in rows:
        spec = specs[row["id"]]["spec"]
        assert row["serie"] == ALL.code and row["mesa"] == spec["board"]
        assert row["boton"] == spec["button"]
        for player in spec["players"]:
            shown = "retirado" if player.get("folded") else player["hole"]
            assert f"{player['name']} [{shown}] {player['contributed']}" in row["jugadores"]
        if row["correcta"] == "sí":
            level = int(row["nivel"])
            assert claim_from_text(row["texto"], level) == engine_claim(settle(spec), level)
        else:
            assert row["correcta"] == "no" and row["error"] in MISTAKES
        assert row["nivel"] and row["ejercicio"] == row["paso"] == ""
        assert row["enlace"] == f"{SITE}practica/?{ALL.query()}"
    rights = [r for r in rows if r["correcta"] == "sí"]
    assert [r["numero"] for r in rights] == [str(n) for n in range(1, len(specs) + 1)]


# Moodle XML -----------------------------------------------------------------------------


class CardNames(HTMLParser):
    """The accessible names (``aria-label``) of the cards drawn in an HTML fragment."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("role") == "img" and found.get("aria-label"):
            self.names.append(found["aria-label"] or "")


def card_names(fragment: str) -> list[str]:
    parser = CardNames()
    parser.feed(fragment)
    return parser.names


@pytest.mark.parametrize("practice_set", SETS, ids=lambda s: s.code)
def test_moodle_xml_has_the_structure_moodle_imports(practice_set: PracticeSet) -> None:
    link = f"{SITE}practica/?{practice_set.query()}"
    raw = export(practice_set, "moodle")
    assert raw.startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n<quiz>')
    raw.decode("utf-8")
    root = ET.fromstring(raw)
    assert root.tag == "quiz"
    questions = root.findall("question")
    categories = [q for q in questions if q.get("type") == "category"]
    assert [c.findtext("category/text") for c in categories] == [
        f"$course$/top/Academia de Póker/{practice_set.code}/Nivel {level}"
        for level in practice_set.levels
    ]
    for c in categories:  # the category's description links the class to the set
        assert f'href="{html.escape(link)}"' in c.findtext("info/text", "")
    specs = specs_by_id(practice_set)
    multichoice = [q for q in questions if q.get("type") == "multichoice"]
    assert len(multichoice) == len(specs)
    assert {q.get("type") for q in questions} == {"category", "multichoice"}
    level_of_category = None
    for question in questions:
        if question.get("type") == "category":
            level_of_category = int(question.findtext("category/text", "")[-1])
            continue
        assert question.findtext("name/text", "").strip()
        assert question.findtext("single") == "true"
        assert question.findtext("shuffleanswers") == "true"
        assert question.find("questiontext").get("format") == "html"  # type: ignore[union-attr]
        showdown = specs[question.findtext("idnumber", "")]
        assert showdown["level"] == level_of_category
        spec = showdown["spec"]
        names = card_names(question.findtext("questiontext/text", ""))
        board = [Card.parse(c).name for c in spec["board"].split()]
        holes = [Card.parse(c).name for p in spec["players"] for c in p.get("hole", "").split()]
        assert names == board + holes
        answers = question.findall("answer")
        assert len(answers) == len(showdown["options"])
        assert [a.get("fraction") for a in answers].count("100") == 1
        assert {a.get("fraction") for a in answers} == {"100", "0"}
        for answer, option in zip(answers, showdown["options"], strict=True):
            shown = visible_text(answer.findtext("text", ""))
            assert shown == option["text"]
            feedback = visible_text(answer.findtext("feedback/text", ""))
            assert option["feedback"] in feedback
            if not option["correct"]:
                assert MISTAKES[option["error"]].name in feedback
        (right,) = [a for a in answers if a.get("fraction") == "100"]
        level = showdown["level"]
        claim = claim_from_text(visible_text(right.findtext("text", "")), level)
        assert claim == engine_claim(settle(spec), level)


def test_moodle_cdata_cannot_be_closed_early() -> None:
    from academy.instructors.moodle import cdata

    wrapped = cdata("a ]]> b")
    root = ET.fromstring(f"<t>{wrapped}</t>")
    assert root.text == "a ]]> b"


# GIFT -----------------------------------------------------------------------------------


def test_gift_escapes_every_special_character_and_round_trips() -> None:
    tricky = "a~b=c#d{e}f:g \\ h \\n"
    escaped = escape_gift(tricky)
    assert re.search(r"(?<!\\)[~=#{}:]", escaped.replace("\\\\", "")) is None
    (question,) = parse_gift(f"::{escape_gift('t: 1')}::{escaped}{{=sí#{escaped} ~no}}")
    assert question["name"] == "t: 1"
    assert question["text"] == tricky
    assert question["answers"][0] == {"right": True, "text": "sí", "feedback": tricky}


@pytest.mark.parametrize("practice_set", SETS, ids=lambda s: s.code)
def test_gift_questions_parse_back_as_moodle_reads_them(practice_set: PracticeSet) -> None:
    raw = export(practice_set, "gift").decode("utf-8")
    assert "\r" not in raw and raw.endswith("\n")
    parsed = parse_gift(raw)
    specs = specs_by_id(practice_set)
    assert raw.count(f"// Enlace para la clase: {SITE}practica/?{practice_set.query()}\n") == len(
        practice_set.levels
    )
    categories = [q["category"] for q in parsed if q["type"] == "category"]
    assert categories == [
        f"$course$/top/Academia de Póker/{practice_set.code}/Nivel {level}"
        for level in practice_set.levels
    ]
    questions = [q for q in parsed if q["type"] == "multichoice"]
    assert len(questions) == len(specs)
    for question, showdown in zip(questions, specs.values(), strict=True):
        assert question["format"] == "html" and question["single"]
        assert question["name"].endswith(f"(nivel {showdown['level']})")
        assert showdown["question"] in visible_text(question["text"])
        spec = showdown["spec"]
        board = [Card.parse(c).name for c in spec["board"].split()]
        assert card_names(question["text"])[:5] == board
        assert [a["right"] for a in question["answers"]].count(True) == 1
        assert len(question["answers"]) == len(showdown["options"])
        for answer, option in zip(question["answers"], showdown["options"], strict=True):
            assert answer["right"] == option["correct"]
            assert visible_text(answer["text"]) == option["text"]
            assert option["feedback"] in visible_text(answer["feedback"])
        (right,) = [a for a in question["answers"] if a["right"]]
        level = showdown["level"]
        claim = claim_from_text(visible_text(right["text"]), level)
        assert claim == engine_claim(settle(spec), level)
        assert visible_text(question["general"]).startswith(showdown["answer"]["explanation"][0])


# Determinism and bad input ------------------------------------------------------------


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_same_set_gives_byte_identical_files(fmt: str) -> None:
    again = PracticeSet((1, 2, 3, 4), 3, 42)
    assert export(ALL, fmt) == export(again, fmt)
    assert export(ALL, fmt) != export(PracticeSet((1, 2, 3, 4), 3, 43), fmt)
    assert export(ALL, fmt) != export_with(ALL, fmt, "http://otro.example")
    assert export_with(ALL, fmt, "https://poker.example/aula") == export(ALL, fmt)


def test_an_unknown_format_is_a_spanish_error() -> None:
    with pytest.raises(PokerError, match="no es un formato") as caught:
        export(ALL, "docx")
    assert caught.value.field == "formato"


@pytest.mark.parametrize(
    "site",
    ["/practica/", "poker.example", "ftp://poker.example/", "https://", "https://a b.example/",
     "https://poker.example/?x=1", "https://poker.example/#a", "https://user@poker.example/",
     "https://poker.example:99999/", "javascript:alert(1)", "https://poker.example/\n"],
)  # fmt: skip
def test_a_link_needs_the_sites_whole_address(site: str) -> None:
    with pytest.raises(PokerError, match="no es la dirección de un sitio") as caught:
        export_with(ALL, "json", site)
    assert caught.value.field == "base_url"


def test_an_unknown_separator_is_a_spanish_error() -> None:
    with pytest.raises(PokerError, match="separador") as caught:
        export(ALL, "csv", "|")
    assert caught.value.field == "separador"


def test_html_file_holds_worksheet_then_answer_key() -> None:
    page = export(ALL, "html").decode("utf-8")
    assert page.startswith("<!doctype html>") and '<html lang="es">' in page
    assert page.index('class="sheet"') < page.index('class="key"')
    assert page.count('class="ws-showdown"') == page.count('class="key-entry"') == 12
    assert 'href="https://poker.example' not in page  # the link is shown as text, on paper
    assert f"{SITE}practica/?semilla=42&amp;por_nivel=3" in page
    assert "<script" not in page and "&#34;" not in page.split("</style>")[0]
