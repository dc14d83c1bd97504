"""Results codes: written and read back, checked against the set they name, every verdict
worked out again by the engine; garbled and tampered codes each get a Spanish message."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict

from academy.engine.errors import PokerError
from academy.instructors.results import checksum, class_results, decode, encode, results_json
from academy.practice import PracticeSet
from academy.practice.drills.sets import DrillSet
from academy.web.results import read_drill
from academy.web.taller_forms import read_answer

PRACTICE = PracticeSet.from_code("h12-3-7")
WORKSHOP = DrillSet.from_code("hc1l2-2-42")


def test_fnv1a_matches_the_reference_values() -> None:
    # FNV-1a 32-bit of "a" is 0xe40c292c, of "foobar" 0xbf9cf968 (the FNV reference).
    assert checksum("a") == format_36(0xE40C292C)
    assert checksum("foobar") == format_36(0xBF9CF968)


def format_36(value: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while value:
        value, rest = divmod(value, 36)
        out = digits[rest] + out
    return out


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "c", "d", ""]), min_size=6, max_size=6))
def test_practice_codes_read_back_and_score_as_the_engine_says(keys: list[str]) -> None:
    code = encode(PRACTICE.code, keys)
    assert decode(code).answers == tuple(keys)
    result = class_results(f"Ana: {code}", read_drill)
    (learner,) = result.tables[0].learners
    for slot, key, mark in zip(PRACTICE.slots(), keys, learner.marks, strict=True):
        options = {o.key: o for o in PRACTICE.showdown(slot.level, slot.index).options}
        if key not in options:
            assert not mark.answered
            continue
        assert mark.answered and mark.right == options[key].correct
        assert mark.mistakes == (() if options[key].correct else (options[key].error,))


def test_workshop_verdicts_are_the_drills_own() -> None:
    from urllib.parse import urlencode

    from helpers.taller import answers, form_pairs

    items = WORKSHOP.items()
    chosen = [list(answers(item))[i % 2] for i, item in enumerate(items)]
    queries = [
        urlencode(form_pairs(item.kind, typed))
        for item, (_, typed) in zip(items, chosen, strict=True)
    ]
    code = encode(WORKSHOP.code, queries)
    (learner,) = class_results(code, read_drill).tables[0].learners
    for item, query, mark in zip(items, queries, learner.marks, strict=True):
        from urllib.parse import parse_qsl

        verdict = item.check(read_answer(item, MultiDict(parse_qsl(query))).typed)
        assert mark.right == verdict.correct
        assert mark.mistakes == (() if verdict.correct else verdict.mistakes)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Ana: h12-3-7", "no es un código de resultados"),
        ("Ana: h12-3-7.abcdab.zzz", "mal copiado"),
        (f"Ana: {encode('h12-3-7', 'abcdab')[:-1]}x", "mal copiado"),
        (f"Ana: {encode('h12-3-7', 'abcda')}", "no encaja con su serie"),
        (f"Ana: {encode('h12-3-7', 'abcdabc')}", "no encaja con su serie"),
        (f"Ana: {encode('h9-3-7', 'abc')}", "no existe"),
        (f"Ana: {encode('hl2-2-42', ['igualar=abc', ''])}", "ejercicio 1 no se puede leer"),
        (f"Ana: {encode('hl2-2-42', ['x<y', ''])}", "no se pueden leer"),
    ],
)
def test_a_bad_line_gets_its_own_message_and_the_others_count(line: str, message: str) -> None:
    good = encode(PRACTICE.code, "abcdab")
    results = class_results(f"Beto: {good}\n{line}\n\n{good}", read_drill)
    assert results.read == 2
    (bad,) = results.bad
    assert bad.name == "Ana" and bad.line == 2 and message in bad.error, bad.error
    data = results_json(results)["learners"]
    assert [row.get("name") for row in data] == ["Beto", "Ana", "Sin nombre 3"]  # type: ignore[union-attr]
    assert data[1] == {"name": "Ana", "error": bad.error, "line": 2}  # type: ignore[index]


def test_the_code_holds_the_set_and_the_answers_and_nothing_else() -> None:
    code = encode(PRACTICE.code, "ab-dab")
    set_code, body, check = code.split(".")
    assert (set_code, body) == ("h12-3-7", "ab-dab") and check == checksum("h12-3-7.ab-dab")


def test_decode_refuses_junk_without_a_traceback() -> None:
    for junk in ("", ".", "..", "h1-2-7..", "a.b.c", "hc1-1-1.%%%.x", "x" * 5000):
        with pytest.raises(PokerError):
            decode(junk)
