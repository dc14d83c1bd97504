"""Results codes: written and read back, checked against the set they name, every verdict
worked out again by the engine; garbled and tampered codes each get a Spanish message."""

from __future__ import annotations

import base64
import time
import zlib
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict

from academy.drills import KINDS
from academy.drills.workshop_set import DrillSet
from academy.engine.errors import PokerError
from academy.instructors.results import (
    MAX_CHECKS,
    MAX_DEALT,
    MAX_LINES,
    Decoded,
    checksum,
    class_results,
    decode,
    encode,
    results_json,
)
from academy.practice import PracticeSet
from academy.web.results import read_drill
from academy.web.workshop_forms import read_answer

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

    from helpers.workshop import answers, form_pairs

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


def canonical_queries(drills: DrillSet, pick: int) -> list[str]:
    """Each item's answer ``pick`` (the right one, a tempting mistake's; every third item
    left unanswered) as the canonical query of its form, as the browser's record keeps it."""
    from helpers.workshop import answers, form_pairs

    queries = []
    for n, item in enumerate(drills.items()):
        options = list(answers(item))
        typed = options[(pick + n) % len(options)][1]
        pairs = MultiDict(form_pairs(item.kind, typed))
        queries.append("" if (pick + n) % 3 == 2 else read_answer(item, pairs).query)
    return queries


@pytest.mark.parametrize("pick", range(4))
def test_workshop_codes_are_packed_and_read_back_for_every_drill_and_step(pick: int) -> None:
    from helpers.workshop import EVERY_STEP

    for seed in (1, 42, 2026):
        for variant in ("holdem", "omaha"):
            steps = ",".join(f"{kind}:{step}" for kind, step in EVERY_STEP)
            drills = DrillSet.from_query({"semilla": str(seed), "variante": variant,
                                          "ejercicios": steps})  # fmt: skip
            queries = canonical_queries(drills, pick)
            code = encode(drills.code, queries)
            body = code.split(".")[1]
            assert body.startswith("y") and len(code) < len("!".join(queries)), code
            assert decode(code) == Decoded(drills.code, tuple(queries))
            (learner,) = class_results(code, read_drill).tables[0].learners
            assert learner.answered == sum(bool(q) for q in queries)


def test_a_code_written_before_packing_still_reads() -> None:
    queries = canonical_queries(WORKSHOP, 0)
    head = f"{WORKSHOP.code}.{'!'.join(queries)}"
    old = f"{head}.{checksum(head)}"
    assert decode(old) == decode(encode(WORKSHOP.code, queries))
    assert len(encode(WORKSHOP.code, queries)) < len(old)


def packed(set_code: str, raw: bytes, prefix: str = "z") -> str:
    """A code whose answers are ``raw`` as they are, base64url, with a good check."""
    head = f"{set_code}.{prefix}{base64.urlsafe_b64encode(raw).decode().rstrip('=')}"
    return f"{head}.{checksum(head)}"


@pytest.mark.parametrize("pick", range(3))
def test_a_code_packed_without_tokens_still_reads_and_is_longer(pick: int) -> None:
    """Codes handed in before the tokens (``z``: the queries as they are, DEFLATE) read
    as before; the same answers with tokens (``y``) make a code about a third shorter."""
    from helpers.workshop import EVERY_STEP

    steps = ",".join(f"{kind}:{step}" for kind, step in EVERY_STEP)
    drills = DrillSet.from_query({"semilla": "2026", "ejercicios": steps, "por_paso": "1"})
    queries = canonical_queries(drills, pick)
    old = packed(drills.code, deflated("!".join(queries).encode()))
    new = encode(drills.code, queries)
    assert decode(old) == decode(new) == Decoded(drills.code, tuple(queries))
    old_body, new_body = old.split(".")[1], new.split(".")[1]
    assert new_body.startswith("y") and len(new_body) < 0.8 * len(old_body), (old, new)


def test_the_browser_packs_with_the_same_tokens() -> None:
    """progress.js's TOKENS list is results.TOKENS, in the same order."""
    import json
    import re
    from pathlib import Path

    from academy.instructors.results import TOKENS

    script = (Path(__file__).parents[2] / "static/js/progress.js").read_text()
    found = re.search(r"var TOKENS = (\[[^\]]*\]);", script)
    assert found is not None
    assert tuple(json.loads(found.group(1))) == TOKENS


def deflated(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


@pytest.mark.parametrize(
    "code",
    [
        packed("hl2-2-42", b"not deflate at all"),  # garbled data, its check recomputed
        packed("hl2-2-42", deflated(b"igualar=70!")[:-3]),  # cut short
        packed("hl2-2-42", deflated(b"igualar=70!") + b"more"),  # junk after the end
        packed("hl2-2-42", deflated(b"x<y!")),  # unpacks to what no form sends
        packed("hl2-2-42", deflated("ñ!".encode())),
        packed("hl2-2-42", b""),
        packed("hl2-2-42", deflated(b"a" * 10_000_000)),  # a bomb: 10 MB from ~10 KB
        packed("hl2-2-42", deflated(b"\x0b70!\x1f"), "y"),  # a character no token is
        packed("hl2-2-42", deflated(b"\x0b" + b"\x0e" * 50_000), "y"),  # tokens past the cap
        "hl2-2-42.z%%.x",  # not base64url, and a wrong check
    ],
)
def test_a_garbled_packed_code_gets_its_spanish_message(code: str) -> None:
    message = "mal copiado" if code.endswith(".x") else "no se pueden leer"
    with pytest.raises(PokerError, match=message):
        decode(code)
    good = encode(WORKSHOP.code, canonical_queries(WORKSHOP, 0))
    results = class_results(f"Ana: {code}\nBeto: {good}", read_drill)
    (bad,) = results.bad
    assert bad.name == "Ana" and message in bad.error and results.read == 1


def test_a_tampered_packed_code_is_caught_by_its_check() -> None:
    code = encode(WORKSHOP.code, canonical_queries(WORKSHOP, 1))
    set_code, body, check = code.split(".")
    for i in range(1, len(body), 7):
        changed = body[:i] + ("A" if body[i] != "A" else "B") + body[i + 1 :]
        with pytest.raises(PokerError, match="mal copiado"):
            decode(f"{set_code}.{changed}.{check}")


# Reading a class's paste: repeats, two names, the 201st line, copying artefacts ----------

CODE = encode("h12-3-7", ["a", "b", "c", "d", "a", "b"])


def test_the_same_line_twice_counts_once_and_is_said() -> None:
    results = class_results(f"Ana: {CODE}\nBeto: {OTHER_CODE}\nAna: {CODE}\n{CODE}\n{CODE}",
                            read_drill)  # fmt: skip
    assert results.read == 3  # Ana, Beto, one unnamed
    assert [(n.line, n.text) for n in results.notes if "repite" in n.text] == [
        (3, "repite la línea 1: se cuenta una vez"),
        (5, "repite la línea 4: se cuenta una vez"),
    ]


OTHER_CODE = encode("h12-3-7", ["b", "b", "c", "a", "a", "b"])


def test_the_same_code_under_two_names_is_flagged() -> None:
    results = class_results(f"Ana: {CODE}\nBeto: {CODE}", read_drill)
    assert results.read == 2
    (note,) = results.notes
    assert note.line == 2 and "«Beto» trae el mismo código que «Ana» (línea 1)" in note.text


@pytest.mark.parametrize("extra", [1, 7])
def test_lines_past_the_limit_are_said(extra: int) -> None:
    lines = "\n".join(f"Alumno {n}: {CODE}" for n in range(MAX_LINES + extra))
    results = class_results(lines, read_drill)
    assert results.read == MAX_LINES
    (note,) = [n for n in results.notes if "como mucho" in n.text]
    words = "1 línea más no se ha leído" if extra == 1 else f"{extra} líneas más no se han leído"
    assert words in note.text and "otra tanda" in note.text


@pytest.mark.parametrize(
    "line",
    [
        f"Ana: «{CODE}»",
        f'Ana: "{CODE}".',
        f"Ana: “{CODE}”",
        f"Ana: {CODE}.",
        f"Ana: '{CODE}',",
        f"Ana:\t{CODE[:9]}\n{CODE[9:14]}\n{CODE[14:]}.",
    ],
)
def test_copying_artefacts_are_repaired(line: str) -> None:
    results = class_results(f"{line}\nBeto: {OTHER_CODE}", read_drill)
    assert results.read == 2 and not results.bad, results.bad
    assert results.rows[0].name == "Ana"


def test_a_wrapped_workshop_code_reads_whole() -> None:
    queries = canonical_queries(WORKSHOP, 1)
    code = encode(WORKSHOP.code, queries)
    wrapped = "\n".join(code[i : i + 25] for i in range(0, len(code), 25))
    assert wrapped.count("\n") >= 2
    results = class_results(f"Ana: {wrapped}\nBeto: {CODE}", read_drill)
    assert results.read == 2 and not results.bad
    assert any("se ha leído entero" in n.text for n in results.notes)


def test_a_bad_line_is_not_glued_to_the_next_learner() -> None:
    results = class_results(f"Ana: h12-3-7.abcd\n{CODE}", read_drill)
    assert results.read == 1 and len(results.bad) == 1


# The work one paste may cause ------------------------------------------------------------

LARGEST = DrillSet(
    tuple((kind, step) for kind, drill in KINDS.items() for step in drill.catalog.steps), 50, 9
)
LARGEST_SIZE = len(LARGEST.steps) * LARGEST.per_step


def test_many_codes_naming_the_largest_set_deal_it_once() -> None:
    empty = encode(LARGEST.code, [""] * LARGEST_SIZE)
    lines = "\n".join(f"Alumno {n}: {empty}" for n in range(MAX_LINES))
    started = time.perf_counter()
    results = class_results(lines, read_drill)
    assert results.read == MAX_LINES
    assert time.perf_counter() - started < 30  # one deal (≈2 s on a busy machine), not 200


def test_too_many_sets_or_answers_are_refused_before_any_work() -> None:
    seeds = range(1, MAX_DEALT // LARGEST_SIZE + 3)
    lines = "\n".join(
        encode(replace(LARGEST, seed=seed).code, [""] * LARGEST_SIZE) for seed in seeds
    )
    started = time.perf_counter()
    with pytest.raises(PokerError, match="demasiado trabajo") as caught:
        class_results(lines, read_drill)
    assert caught.value.field == "codigos" and time.perf_counter() - started < 5
    junk = [f"cartas=x{n}" for n in range(LARGEST_SIZE)]
    forged = "\n".join(
        encode(LARGEST.code, [f"{q}{k}" for q in junk])
        for k in range(MAX_CHECKS // LARGEST_SIZE + 1)
    )
    with pytest.raises(PokerError, match="demasiado trabajo"):
        class_results(forged, read_drill)
