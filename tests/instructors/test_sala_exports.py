"""«Decisiones de sala» in an instructor's set (``--drills sala:1-3``): every item a
multiple-choice question in Moodle XML and in GIFT, read back by the importers' parsers of
the instructors' tests, with one right ruling (the item's, with its amount) and each
tempting mistake named in its feedback; the CSV rows, the worksheet and the answer key;
the same bytes twice."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest
from helpers.lms import parse_gift

from academy.drills import DrillItem
from academy.drills.sala.drill import answer_words, typed_answer
from academy.engine.hands import Variant
from academy.instructors import FORMATS, ClassSet, export

SITE = "https://poker.example/"
SALA = ClassSet((), (("sala", 1), ("sala", 2), ("sala", 3)), 5, 42)
SALA_OMAHA = ClassSet((), (("sala", 1), ("sala", 3)), 3, 7, Variant.OMAHA)


def visible(text: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())


def right_words(item: DrillItem) -> str:
    """The right ruling in words, its spaces as ``visible`` leaves them (an amount's narrow
    no-break space, «10 600», one plain space)."""
    sala = item.table.item  # type: ignore[attr-defined]
    return " ".join(answer_words(sala, typed_answer(sala.right, sala.amount)).split())


def test_the_set_code_and_link_carry_sala() -> None:
    assert SALA.workshop is not None and "sala:1-3" in SALA.workshop.query()


@pytest.mark.parametrize("class_set", [SALA, SALA_OMAHA], ids=lambda s: s.code)
def test_moodle_xml_one_multichoice_a_ruling_right(class_set: ClassSet) -> None:
    root = ET.fromstring(export(class_set, "moodle", SITE))
    items = {item.id: item for item in class_set.items()}
    questions = {q.findtext("idnumber"): q for q in root.findall("question")
                 if q.findtext("idnumber") in items}  # fmt: skip
    assert (
        set(questions) == set(items) and len(items) == len(class_set.drills) * class_set.per_level
    )
    for item_id, question in questions.items():
        item = items[item_id]
        assert question.get("type") == "multichoice" and question.findtext("single") == "true"
        text = visible(question.findtext("questiontext/text", ""))
        assert item.table.question in text
        answers = question.findall("answer")
        rights = [visible(a.findtext("text", "")) for a in answers if a.get("fraction") == "100"]
        assert rights == [right_words(item)]
        texts = [visible(a.findtext("text", "")) for a in answers]
        assert len(set(texts)) == len(texts) >= 2  # no ruling twice, at least one wrong
        for answer in answers:
            if answer.get("fraction") == "0":
                assert visible(answer.findtext("feedback/text", "")).startswith("Error: ")
        general = visible(question.findtext("generalfeedback/text", ""))
        sala = item.table.item  # type: ignore[attr-defined]
        assert sala.rule.title in general


def test_gift_read_back_by_the_importer_one_right_ruling_per_item() -> None:
    raw = export(SALA, "gift", SITE).decode("utf-8")
    parsed = [q for q in parse_gift(raw) if "Decisiones de sala" in (q.get("name") or "")]
    items = list(SALA.items())
    assert len(parsed) == len(items)
    for question, item in zip(parsed, items, strict=True):
        assert question["type"] == "multichoice" and question["single"]
        rights = [visible(a["text"]) for a in question["answers"] if a["right"]]
        assert rights == [right_words(item)]
        assert item.table.question in visible(question["text"])


def test_csv_rows_are_the_ruling_and_each_mistake() -> None:
    text = export(SALA, "csv", SITE).decode("utf-8-sig")
    for item in SALA.items():
        rows = [line for line in text.splitlines() if f";{item.id};" in line]
        assert len(rows) == 1 + len(item.table.offered())
        assert right_words(item).split(":")[0] in rows[0]


def test_the_worksheet_leaves_the_rulings_to_tick_and_the_key_answers() -> None:
    sheet = export(SALA, "html", SITE).decode("utf-8")
    for item in SALA.items():
        sala = item.table.item  # type: ignore[attr-defined]
        for choice in sala.choices:
            assert html.escape(choice.text, quote=False) in sheet
        assert html.escape(sala.rule.title, quote=False).replace("’", "&rsquo;") in sheet or (
            sala.rule.title in html.unescape(sheet)
        )


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_same_set_gives_the_same_bytes(fmt: str) -> None:
    assert export(SALA, fmt, SITE) == export(SALA, fmt, SITE)
