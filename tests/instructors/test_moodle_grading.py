"""Grades that hold in Moodle: a large set's files graded the way Moodle grades them
(tests/helpers/lms.py: its numerical answer processor ported, short answers compared
exactly), the ID number of every question in both formats, and the weights the teacher
chose carried by the Moodle XML file."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from helpers.lms import grade, numerical_value, parse_cloze, parse_gift
from test_drill_exports import spellings

from academy.drills.wording import numeric_fields
from academy.instructors import ClassSet, export
from academy.instructors.lms_drills import written_forms

SITE = "https://poker.example/"
ALL_STEPS = tuple((kind, step) for kind in ("cinco", "botes", "limites") for step in (1, 2, 3))
LARGE = ClassSet((1, 2, 3, 4), ALL_STEPS, 20, 2026)


@pytest.mark.parametrize(
    ("typed", "site", "read"),
    [
        ("5200", "en", 5200.0),
        ("5.200", "en", 5.2),  # a dot is the decimal point, whatever the site's language
        ("5.200", "es", 5.2),
        ("5,200", "en", 5200.0),
        ("5,200", "es", 5.2),  # one comma and no dot: the site's decimal separator
        ("5 200", "en", 5200.0),  # ordinary spaces are stripped
        ("10\u202f000", "es", 10.0),  # a narrow no-break space is not
        ("10\u00a0000", "en", 10.0),
        ("1,234,567", "es", 1234567.0),
        ("1.5e3", "en", 1500.0),
    ],
)
def test_the_numerical_processor_port_reads_as_the_issue_says(
    typed: str, site: str, read: float
) -> None:
    assert numerical_value(typed, *{"en": (".", ","), "es": (",", ".")}[site])[0] == read


def test_written_forms_are_the_spellings_and_no_two_amounts_share_one() -> None:
    seen: dict[str, int] = {}
    for amount in [*range(0, 3000), *range(9990, 10010), 123456, 1234567]:
        forms = written_forms(amount)
        assert forms == spellings(amount)
        for form in forms:
            assert seen.setdefault(form, amount) == amount, form
            # Each form read back as a Spanish speaker means it gives the amount.
            assert int(re.sub(r"[., \u00a0\u202f]", "", form)) == amount


def _cloze_fields(root: ET.Element) -> list[dict[str, Any]]:
    return [
        sub
        for q in root.findall("question")
        if q.get("type") == "cloze"
        for sub in parse_cloze(q.findtext("questiontext/text", ""))
        if sub["type"] != "MULTICHOICE"
    ]


@pytest.mark.slow  # a sweep or a subprocess: the full suite runs it, the fast tier does not
def test_every_amount_of_a_large_set_gets_full_marks_however_it_is_written() -> None:
    """Every numeric answer of 4 levels and 9 drill steps, 20 each: each spelling of the
    right amount matches a full-mark answer, on an English and a Spanish site; each
    spelling of a tempting mistake's amount matches a zero-mark answer; a numerical
    answer, if any were left, would read every spelling as the amount."""
    items = LARGE.items()
    rights = [f.right for item in items for f in numeric_fields(item)]
    large = [n for n in rights if n >= 1000]
    assert len(rights) > 900 and large  # the set has amounts of four and five digits
    root = ET.fromstring(export(LARGE, "moodle", SITE))
    subs = _cloze_fields(root)
    assert len(subs) == len(rights)
    gift = [q for q in parse_gift(export(LARGE, "gift", SITE).decode()) if q["type"] != "category"]
    numbers = [q for q in gift if q["type"] in ("shortanswer", "numerical")]
    checked = 0
    for kind, answers, full in [
        *((s["type"], s["alternatives"], 1.0) for s in subs),
        *((q["type"], q["answers"], 100.0) for q in numbers),
    ]:
        right = {a["answer"] for a in answers if a["fraction"] == full}
        wrong = {a["answer"] for a in answers if a["fraction"] == 0 and a["answer"] != "*"}
        assert not right & wrong
        amount = int(next(iter(sorted(right, key=len))))
        for site in ("en", "es"):
            for form in spellings(amount):
                matched = grade(kind, answers, form, site)
                assert matched is not None and matched["fraction"] == full, (form, kind)
                checked += 1
            for form in wrong:
                assert grade(kind, answers, form, site)["fraction"] == 0
    assert checked >= 2 * 2 * len(rights)


def test_every_question_keeps_its_id_in_both_formats() -> None:
    s = ClassSet((1, 4), ALL_STEPS, 2, 7)
    ids = {sd.id for _, sd in _showdowns(s)} | {item.id for item in s.items()}
    root = ET.fromstring(export(s, "moodle", SITE))
    xml_ids = [
        q.findtext("idnumber") for q in root.findall("question") if q.get("type") != "category"
    ]
    assert sorted(xml_ids) == sorted(ids)
    raw = export(s, "gift", SITE).decode()
    assert "// [id:" in raw
    questions = [q for q in parse_gift(raw) if q["type"] != "category"]
    gift_ids = [q["idnumber"] for q in questions]
    assert len(set(gift_ids)) == len(gift_ids) and all(gift_ids)
    assert {i.split(".", 1)[0] for i in gift_ids} == ids


def _showdowns(s: ClassSet) -> list[tuple[int, Any]]:
    from academy.instructors.common import numbered

    return numbered(s)


def _marks(question: ET.Element) -> int:
    """A question's marks as Moodle imports it: ``<defaultgrade>`` for a choice, the sum
    of the blanks' weights for a Cloze (Moodle ignores its ``<defaultgrade>``)."""
    if question.get("type") == "cloze":
        text = question.findtext("questiontext/text", "")
        return sum(int(w or 1) for w in re.findall(r"\{([0-9]*):[A-Z_]+:", text))
    return int(question.findtext("defaultgrade") or 1)


@pytest.mark.parametrize("weights", ["pregunta", "hueco"])
def test_a_mixed_quiz_weighs_as_the_teacher_chose(weights: str) -> None:
    s = ClassSet((1,), (("cinco", 1), ("botes", 2), ("botes", 3), ("limites", 1)), 3, 5)
    root = ET.fromstring(export(s, "moodle", SITE, weights=weights))
    questions = [q for q in root.findall("question") if q.get("type") != "category"]
    marks = {q.findtext("idnumber"): _marks(q) for q in questions}
    if weights == "pregunta":
        assert len(set(marks.values())) == 1 and min(marks.values()) > 1
    else:
        for q in questions:
            blanks = len(parse_cloze(q.findtext("questiontext/text", "")))
            assert _marks(q) == (blanks if q.get("type") == "cloze" else 1)
        assert max(marks.values()) >= 11  # a «Reparte los botes» item: a mark per blank
    for q in questions:  # Moodle would import the same marks from <defaultgrade>
        assert int(q.findtext("defaultgrade") or 0) == _marks(q)


def test_a_bad_weights_choice_is_refused_in_spanish() -> None:
    from academy.engine.errors import PokerError

    with pytest.raises(PokerError, match="no es una puntuación"):
        export(LARGE, "moodle", SITE, weights="mucho")


def test_csv_amounts_have_numeric_columns_a_spreadsheet_adds() -> None:
    """Every amount the engine settles is in a cell of plain digits: the total put in,
    each seat's chips put in and received (the row's answer for «Reparte los botes»),
    and the call and the raise range of a limit."""
    import csv
    import io

    from academy.engine.limits import limits
    from academy.engine.settle import settle

    s = ClassSet((1, 4), (("cinco", 2), ("botes", 3), ("limites", 2)), 4, 11)
    raw = export(s, "csv", SITE).decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(raw), delimiter=";"))
    numeric = [c for c in rows[0] if c.split("_")[0] in ("bote", "aporta", "recibe")]
    numeric += ["igualar", "subir_minimo", "subir_maximo"]
    for row in rows:
        for column in numeric:
            assert re.fullmatch(r"[0-9]*", row[column]), (column, row[column])
    items = {item.id: item for item in s.items()}
    showdowns = {sd.id: sd for _, sd in _showdowns(s)}
    for row in rows:
        if row["id"] in showdowns or items[row["id"]].kind != "limites":
            spec = (showdowns[row["id"]].to_json()["spec"] if row["id"] in showdowns
                    else items[row["id"]].table.spec)  # fmt: skip
            settled = settle(spec)
            players = settled.spec.players
            assert int(row["bote_total"]) == sum(p.contributed for p in players)
            for n, player in enumerate(players, start=1):
                assert row[f"jugador_{n}"] == player.name
                assert int(row[f"aporta_{n}"]) == player.contributed
                if row["correcta"] == "sí" or row["ejercicio"] != "botes":
                    assert int(row[f"recibe_{n}"]) == settled.received[player.name]
            received = [int(row[f"recibe_{n}"]) for n in range(1, len(players) + 1)]
            if row["ejercicio"] != "botes" or row["correcta"] == "sí":
                assert sum(received) == int(row["bote_total"])
        else:
            inputs = dict(items[row["id"]].table.spec)
            result = limits(inputs.pop("structure"), **inputs)
            if row["correcta"] == "sí":
                assert int(row["igualar"]) == result.to_call
                assert int(row["subir_minimo"]) == (result.min_raise_to or 0)
                assert int(row["subir_maximo"]) == (result.max_raise_to or 0)
