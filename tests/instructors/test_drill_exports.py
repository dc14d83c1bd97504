"""Drill steps in the instructors' files, read back as their readers read them: JSON, CSV
(``csv`` with the BOM and ``;``), Moodle XML (``xml.etree``, each Cloze subquestion with
Moodle's own regular expressions) and GIFT (tests/helpers/lms.py). Every right number is
the engine's, worked out here from the item's spec (``settle``, ``limits``); every number
a tempting mistake writes carries that mistake's name; links are absolute."""

from __future__ import annotations

import csv
import html
import io
import json
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from helpers.lms import grade, parse_cloze, parse_gift

from academy.drills import MISTAKES, DrillItem, drill_at
from academy.drills.botes.words import max_pots
from academy.engine.cards import Card
from academy.engine.hands import Variant
from academy.engine.limits import limits
from academy.engine.settle import settle
from academy.instructors import FORMATS, ClassSet, export

SITE = "https://poker.example/"
STEPS = (("cinco", 1), ("cinco", 3), ("botes", 1), ("botes", 2), ("botes", 3), ("limites", 1),
         ("limites", 2), ("limites", 3))  # fmt: skip
MIXED = ClassSet((1, 4), STEPS, 3, 42)
OMAHA = ClassSet((), (("cinco", 2), ("botes", 3), ("limites", 3)), 3, 7, Variant.OMAHA)
SETS = [MIXED, OMAHA]
WORKSHOP = "https://poker.example/practica/taller/?"


def items_of(class_set: ClassSet) -> dict[str, DrillItem]:
    return {item.id: item for item in class_set.items()}


def visible(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


def engine_numbers(spec: dict[str, Any], kind: str, step: int) -> dict[str, int]:
    """The right numbers, from the engine alone: pots (0 for a step's unused rows), refunds
    and what each receives; or the call and the raise range (0 when raising is closed)."""
    if kind == "limites":
        inputs = dict(spec)
        result = limits(inputs.pop("structure"), **inputs)
        low, high = result.min_raise_to or 0, result.max_raise_to or 0
        return {"to_call": result.to_call, "min_raise_to": low, "max_raise_to": high,
                "open": int(result.can_raise)}  # fmt: skip
    s = settle(spec)
    numbers = {f"pots[{i}].amount": 0 for i in range(max_pots(step))}
    numbers |= {f"pots[{i}].amount": pot.amount for i, pot in enumerate(s.pots)}
    for player in s.spec.players:
        numbers[f"refunds.{player.name}"] = s.refunds.get(player.name, 0)
        numbers[f"received.{player.name}"] = s.received[player.name]
    return numbers


def mistaken_numbers(item: DrillItem) -> dict[str, dict[int, set[str]]]:
    """Per field, each wrong number a tempting mistake writes, with the mistakes' names."""
    found: dict[str, dict[int, set[str]]] = {}
    for code, typed, _ in item.table.offered():
        values: dict[str, int] = {}
        if item.kind == "limites":
            closed = typed["closed"]
            values = {"to_call": typed["to_call"],
                      "min_raise_to": 0 if closed else typed["min_raise_to"],
                      "max_raise_to": 0 if closed else typed["max_raise_to"]}  # fmt: skip
        else:  # a pot left out is 0, and so is a refund
            pots = typed["pots"]
            for i in range(max_pots(item.step)):
                values[f"pots[{i}].amount"] = pots[i]["amount"] if i < len(pots) else 0
            for player in item.table.settlement.spec.players:
                for group in ("refunds", "received"):
                    values[f"{group}.{player.name}"] = typed[group].get(player.name, 0)
        for key, value in values.items():
            found.setdefault(key, {}).setdefault(value, set()).add(MISTAKES[code].name)
    return found


def spellings(amount: int) -> list[str]:
    """How a learner may write an amount: digits; from 1000 also groups of three split by
    a dot, a comma, a space, a no-break space or a narrow no-break space."""
    forms = [str(amount)]
    if amount >= 1000:
        forms += [f"{amount:,}".replace(",", sep) for sep in (".", ",", " ", "\u00a0", "\u202f")]
    return forms


def check_marks(kind: str, answers: list[dict[str, Any]], right: int, wrong: dict[int, set[str]],
                full: float) -> None:  # fmt: skip
    """Graded as Moodle grades: every spelling of the right amount gets full marks on a
    site in English or Spanish; each mistaken amount, in every spelling, nothing and its
    mistake's name; any other amount nothing and «No es correcto.»."""
    for site in ("en", "es"):
        for form in spellings(right):
            matched = grade(kind, answers, form, site)
            assert matched is not None and matched["fraction"] == full, (form, right)
        for value, names in wrong.items():
            if value == right:
                continue
            for form in spellings(value):
                matched = grade(kind, answers, form, site)
                assert matched is not None and matched["fraction"] == 0, (form, value)
                assert matched["feedback"].startswith("Error: ")
                assert all(name in matched["feedback"] for name in names)
        other = next(n for n in range(right + 1, right + 50) if n not in wrong)
        matched = grade(kind, answers, str(other), site)
        assert matched is not None and matched["fraction"] == 0
        assert matched["feedback"] == "No es correcto."


def right_fives(spec: dict[str, Any]) -> set[frozenset[Card]]:
    s = settle(spec)
    return {frozenset(s.hands[name].five) for name in s.pots[0].winners}


def cards_in(text: str) -> frozenset[Card]:
    return frozenset(Card.parse(c) for c in visible(text).split())


# JSON and CSV ---------------------------------------------------------------------------


@pytest.mark.parametrize("class_set", SETS, ids=lambda s: s.code)
def test_json_holds_the_drill_items_as_academy_drill_prints_them(class_set: ClassSet) -> None:
    data = json.loads(export(class_set, "json", SITE))
    assert data["set"]["code"] == class_set.code
    assert data["set"]["drills"] == [f"{kind}:{step}" for kind, step in class_set.drills]
    assert data["set"]["workshop_link"] == WORKSHOP + class_set.workshop.query()  # type: ignore[union-attr]
    assert (data["set"]["link"] is None) == (not class_set.levels)
    assert [item["id"] for item in data["drills"]] == list(items_of(class_set))
    for item in data["drills"]:
        kind, step = item["kind"], item["step"]
        index = int(item["id"].split("-")[2])
        variant = "holdem" if kind == "limites" else class_set.variant.value
        assert item == drill_at(kind, step, class_set.seed, index, variant).to_json()
        if kind == "limites":
            numbers = engine_numbers(item["spec"], kind, step)
            assert item["answer"]["to_call"] == numbers["to_call"]
        else:
            assert item["answer"] == settle(item["spec"]).to_json()


@pytest.mark.parametrize("separator", [";", ","])
def test_csv_rows_of_a_drill_item_are_its_answer_and_its_mistakes(separator: str) -> None:
    raw = export(MIXED, "csv", SITE, separator)
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig")), delimiter=separator))
    items = items_of(MIXED)
    drill_rows = [row for row in rows if row["ejercicio"]]
    assert {row["id"] for row in drill_rows} == set(items)
    for item_id, item in items.items():
        mine = [row for row in drill_rows if row["id"] == item_id]
        assert [row["correcta"] for row in mine] == ["sí"] + ["no"] * (len(mine) - 1)
        assert [row["error"] for row in mine[1:]] == [c for c, _, _ in item.table.offered()]
        for row in mine:
            assert row["ejercicio"] == item.kind and row["paso"] == str(item.step)
            assert row["nivel"] == "" and row["enlace"] == WORKSHOP + MIXED.workshop.query()  # type: ignore[union-attr]
            assert row["pregunta"] == item.table.question
        if item.kind != "limites":
            assert mine[0]["mesa"] == item.table.spec["board"]
        if item.kind == "cinco":
            assert frozenset(Card.parse(c) for c in mine[0]["texto"].split()) in right_fives(
                item.table.spec
            )
    numbers = [int(row["numero"]) for row in drill_rows if row["correcta"] == "sí"]
    assert numbers == list(range(7, 7 + len(items)))  # after the 6 showdowns of the levels


# Moodle XML ------------------------------------------------------------------------------


def check_cloze(item: DrillItem, text: str) -> None:
    """The Cloze answers hold the engine's numbers, and each mistake's numbers its name."""
    subquestions = parse_cloze(text)
    numbers = engine_numbers(item.table.spec, item.kind, item.step)
    mistaken = mistaken_numbers(item)
    if item.kind == "limites":
        choice, *subquestions = subquestions
        assert choice["type"] == "MULTICHOICE"
        (right,) = [a["answer"] for a in choice["alternatives"] if a["fraction"] == 1.0]
        assert right == ("Sí" if numbers.pop("open") else "No")
    # In order: the call and the raise; or the pots, each refund, then each total.
    keys = sorted(numbers, key=lambda k: (k.startswith("received"), k.startswith("refunds")))
    assert len(subquestions) == len(keys)
    for key, sub in zip(keys, subquestions, strict=True):
        assert sub["type"] == "SHORTANSWER"
        rights = {a["answer"] for a in sub["alternatives"] if a["fraction"] == 1.0}
        assert rights == set(spellings(numbers[key])), (item.id, key)
        assert sub["alternatives"][-1]["answer"] == "*"
        wrong = {a["answer"] for a in sub["alternatives"][:-1] if a["fraction"] == 0}
        mistakes = {v for v in mistaken.get(key, {}) if v != numbers[key]}
        assert wrong == {form for value in mistakes for form in spellings(value)}
        check_marks("SHORTANSWER", sub["alternatives"], numbers[key], mistaken.get(key, {}), 1.0)


@pytest.mark.parametrize("class_set", SETS, ids=lambda s: s.code)
def test_moodle_xml_drills_are_cloze_and_choices_with_the_engines_answers(
    class_set: ClassSet,
) -> None:
    root = ET.fromstring(export(class_set, "moodle", SITE))
    items = items_of(class_set)
    categories = [q for q in root.findall("question") if q.get("type") == "category"]
    drill_categories = [c for c in categories if "/Taller, " in c.findtext("category/text", "")]
    assert len(drill_categories) == len(class_set.drills)
    for category in drill_categories:
        link = html.escape(WORKSHOP + class_set.workshop.query())  # type: ignore[union-attr]
        assert f'href="{link}"' in category.findtext("info/text", "")
    questions = {
        q.findtext("idnumber"): q
        for q in root.findall("question")
        if q.findtext("idnumber") in items
    }
    assert set(questions) == set(items)
    for item_id, question in questions.items():
        item = items[item_id]
        text = question.findtext("questiontext/text", "")
        assert item.table.question in visible(text)
        assert visible(question.findtext("generalfeedback/text", ""))
        if item.kind == "cinco":
            assert question.get("type") == "multichoice" and question.findtext("single") == "true"
            answers = question.findall("answer")
            fives = [cards_in(a.findtext("text", "")) for a in answers]
            assert len(set(fives)) == len(fives)  # no option twice
            rights = {
                cards_in(a.findtext("text", "")) for a in answers if a.get("fraction") == "100"
            }
            assert rights == right_fives(item.table.spec)
            for answer in answers:
                if answer.get("fraction") == "0":
                    assert visible(answer.findtext("feedback/text", "")).startswith("Error: ")
            names = {MISTAKES[c].name for c, _, _ in item.table.offered()}
            feedback = " ".join(visible(a.findtext("feedback/text", "")) for a in answers)
            assert sum(name in feedback for name in names) >= len(answers) - len(rights)
        else:
            assert question.get("type") == "cloze"
            check_cloze(item, text)


# GIFT ------------------------------------------------------------------------------------


@pytest.mark.parametrize("class_set", SETS, ids=lambda s: s.code)
def test_gift_drills_are_short_answers_with_the_engines_numbers(class_set: ClassSet) -> None:
    raw = export(class_set, "gift", SITE).decode("utf-8")
    link = WORKSHOP + class_set.workshop.query()  # type: ignore[union-attr]
    assert raw.count(f"// Enlace para la clase: {link}\n") == len(class_set.drills)
    parsed = parse_gift(raw)
    items = items_of(class_set)
    by_item: dict[str, list[dict[str, Any]]] = {}
    for question in parsed:
        name = question.get("name") or ""
        match = re.search(r"ejercicio (\d+) ", name)
        if match:
            by_item.setdefault(match.group(1), []).append(question)
    first = len(class_set.levels) * class_set.per_level + 1
    assert sorted(int(n) for n in by_item) == list(range(first, first + len(items)))
    for number, item in zip(range(first, first + len(items)), items.values(), strict=True):
        questions = by_item[str(number)]
        if item.kind == "cinco":
            (question,) = questions
            assert question["type"] == "multichoice" and question["single"]
            rights = {cards_in(a["text"]) for a in question["answers"] if a["right"]}
            assert rights == right_fives(item.table.spec)
            continue
        numbers = engine_numbers(item.table.spec, item.kind, item.step)
        numbers.pop("open", None)
        asked = [k for k in numbers if not k.startswith("refunds")]
        if item.kind == "botes":
            asked = [k for k in asked if k.startswith("pots")] + [
                k for k in asked if k.startswith("received")
            ]
        assert len(questions) == len(asked)
        mistaken = mistaken_numbers(item)
        for key, question in zip(asked, questions, strict=True):
            assert question["type"] == "shortanswer" and item.table.question in visible(
                question["text"]
            )
            assert "5200, 5.200 o 5 200" in visible(question["text"])
            assert question["idnumber"] == f"{item.id}.{key.replace('[', '').replace(']', '')}"
            rights = {a["answer"] for a in question["answers"] if a["fraction"] == 100.0}
            assert rights == set(spellings(numbers[key]))
            assert question["answers"][-1]["answer"] == "*"  # anything else
            for answer in question["answers"][:-1]:
                if answer["fraction"] == 0.0:
                    assert answer["feedback"].startswith("Error: ")
            check_marks("shortanswer", question["answers"], numbers[key],
                        mistaken.get(key, {}), 100.0)  # fmt: skip


# Same bytes, the worksheet's blanks and the key ------------------------------------------


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_same_set_with_drills_gives_byte_identical_files(fmt: str) -> None:
    again = ClassSet((1, 4), STEPS, 3, 42)
    assert export(MIXED, fmt, SITE) == export(again, fmt, SITE)
    assert export(MIXED, fmt, SITE) != export(ClassSet((1, 4), STEPS, 3, 43), fmt, SITE)


def test_worksheet_leaves_blanks_and_the_key_holds_the_answers() -> None:
    page = export(OMAHA, "html", SITE).decode("utf-8")
    sheet, key = page.split('<div class="key">')
    per = OMAHA.per_level
    assert sheet.count('class="ws-box"') == 5 * per  # five boxes per «Elige las cinco»
    assert sheet.count("<caption>Los botes</caption>") == per
    assert sheet.count('<th scope="row" class="ws-nowrap">') == max_pots(3) * per
    assert sheet.count("Para igualar:") == per and sheet.count('class="ws-check"') == per
    assert WORKSHOP + html.escape(OMAHA.workshop.query()) in sheet  # type: ignore[union-attr]
    for item in OMAHA.items():
        assert html.escape(item.table.question) in sheet
        if item.kind == "limites":
            assert html.escape(item.table.limits().steps[0]) in key
        elif item.kind == "botes":
            for pot in item.table.settlement.pots:
                assert f"({pot.amount} fichas)" in key
        else:
            for name in item.table.winners:
                assert f"{name} juega {item.table.hand(name).label}" in key
