"""«Sigue la acción» in the instructors' files, read back as their readers read them: each
item one question of a hand, shown with the hand up to that question; Moodle XML
(``xml.etree``, each Cloze with Moodle's own regular expressions: tests/helpers/lms.py) and
GIFT mark the engine's answer right and give each tempting mistake's answer that mistake's
name, in every way a number may be written; the weights hold; the worksheet and the key
draw the hand; a results code with accion items scores as the drill's own checker; the
CLI refuses a step that does not exist, in Spanish."""

from __future__ import annotations

import csv
import html
import io
import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl

import pytest
from helpers.lms import grade, parse_cloze, parse_gift
from helpers.workshop_accion import form_pairs, table
from werkzeug.datastructures import MultiDict

from academy.cli import main
from academy.drills import MISTAKES, DrillItem, drill_at
from academy.drills.workshop_set import DrillSet
from academy.engine.hands import Variant
from academy.engine.numbers import number
from academy.instructors import ClassSet, export
from academy.instructors.results import class_results, decode, encode
from academy.web.results import read_drill
from academy.web.workshop_forms import read_answer

SITE = "https://poker.example/"
EVERY = (("accion", 1), ("accion", 2), ("accion", 3))
SETS = [
    ClassSet((), EVERY, 8, seed, variant)
    for seed, variant in (
        (42, Variant.HOLDEM),
        (7, Variant.OMAHA),
        (2026, Variant.SHORTDECK),
        (1, Variant.HOLDEM),
    )  # fmt: skip
]
MIXED = ClassSet((1, 4), (("cinco", 1), ("botes", 3), ("limites", 2), ("accion", 3)), 6, 9)
POTS_SAID = "Aquí se escriben solo las cantidades: cuántas fichas tiene cada bote"
AMOUNT_CLOZE = re.compile(r"\{(\d+):(SHORTANSWER|MULTICHOICE):")


def accion_items(class_set: ClassSet) -> dict[str, DrillItem]:
    return {item.id: item for item in class_set.items() if item.kind == "accion"}


def visible(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def norm(text: str) -> str:
    """Spaces of any kind (a number's narrow no-break space too) as one space."""
    return " ".join(text.split())


def spellings(amount: int) -> set[str]:
    """How a learner may write an amount (as in test_drill_exports)."""
    forms = {str(amount)}
    if amount >= 1000:
        forms |= {f"{amount:,}".replace(",", sep) for sep in (".", ",", " ", "\u00a0", "\u202f")}
    return forms


def right_numbers(item: DrillItem) -> dict[str, int]:
    """The numbers an amount item asks, from the drill's own solution: one amount, each
    pot's chips, or what each player receives."""
    ask = table(item).ask
    right = item.table.solution()[ask]
    if ask == "pots":
        assert isinstance(right, list)
        return {f"pots[{i}].amount": int(pot["amount"]) for i, pot in enumerate(right)}
    if ask == "received":
        assert isinstance(right, Mapping)
        return {f"received.{name}": int(n) for name, n in right.items()}
    assert isinstance(right, int)
    return {ask: right}


def mistaken_numbers(item: DrillItem) -> dict[str, dict[int, set[str]]]:
    """Per number asked, each other value a tempting mistake writes, with its names."""
    ask = table(item).ask
    found: dict[str, dict[int, set[str]]] = {}
    right = right_numbers(item)
    for code, typed, _ in item.table.offered():
        value = typed[ask]
        values: dict[str, object] = {}
        if ask == "pots":  # a pot the mistake has not (pots merged) is written 0
            assert isinstance(value, list)
            values = {key: 0 for key in right if key.startswith("pots[")}
            values |= {f"pots[{i}].amount": pot["amount"] for i, pot in enumerate(value)}
        elif ask == "received":
            assert isinstance(value, Mapping)
            values = {f"received.{name}": n for name, n in value.items()}
        else:
            values = {ask: value}
        for key, wrote in values.items():
            if key in right and isinstance(wrote, int) and wrote != right[key]:
                found.setdefault(key, {}).setdefault(wrote, set()).add(MISTAKES[code].name)
    return found


def check_amounts(kind: str, answers: list[dict[str, Any]], right: int,
                  wrong: dict[int, set[str]], full: float) -> None:  # fmt: skip
    """Every spelling of the right amount full marks; each mistaken amount nothing and
    its mistakes' names; any other amount nothing and «No es correcto.»."""
    for form in spellings(right):
        matched = grade(kind, answers, form)
        assert matched is not None and matched["fraction"] == full, (form, right)
    for value, names in wrong.items():
        for form in spellings(value):
            matched = grade(kind, answers, form)
            assert matched is not None and matched["fraction"] == 0, (form, value)
            assert matched["feedback"].startswith("Error: ")
            assert all(name in matched["feedback"] for name in names), (names, matched)
    other = next(n for n in range(right + 1, right + 99) if n not in wrong)
    matched = grade(kind, answers, str(other))
    assert matched is not None and matched["fraction"] == 0
    assert matched["feedback"] == "No es correcto."


def check_hand_shown(item: DrillItem, text: str) -> None:
    """The question shows where it is in its hand, every seat with its chips behind, and
    the question; «le toca hablar» never when that is what it asks."""
    t = table(item)
    shown = " ".join(visible(text).split())
    assert f"Mano {t.hand.index + 1}, pregunta {t.number + 1} de {t.count}" in shown
    assert t.question in shown
    for seat in t.view().seats:
        assert seat.name in shown and norm(f"{number(seat.stack)} detrás") in shown
    if t.ask == "to_act":
        assert not re.search(r"\([^)]*le toca hablar", shown), shown
    rake = t.hand.replay.spec.rake
    if rake is not None:  # the rake question counts on the rule
        assert norm(f"omisión {rake.rule_text()}; sale del bote principal") in shown.replace(
            "Comisión:", "comisión"
        )


def wrong_by_text(item: DrillItem, ask: str) -> dict[str, set[str]]:
    """Each wrong answer of a choice (a name, or sí/no) with the mistakes that give it."""
    right = item.table.solution()[ask]
    found: dict[str, set[str]] = {}
    for code, typed, _ in item.table.offered():
        said = typed[ask]
        if ask == "can_raise":
            said = "Sí" if said in (True, "sí", "si") else "No"
            right_text = "Sí" if right else "No"
        else:
            right_text = str(right)
        if str(said) != right_text:
            found.setdefault(str(said), set()).add(MISTAKES[code].name)
    return found


# Moodle XML ----------------------------------------------------------------------------


@pytest.mark.parametrize("class_set", [*SETS, MIXED], ids=lambda s: s.code)
@pytest.mark.parametrize("weights", ["pregunta", "hueco"])
def test_moodle_marks_the_engines_answer_and_names_each_mistake(
    class_set: ClassSet, weights: str
) -> None:
    root = ET.fromstring(export(class_set, "moodle", SITE, weights=weights))
    items = accion_items(class_set)
    questions = {q.findtext("idnumber"): q for q in root.findall("question")}
    assert set(items) <= set(questions)
    grades = set()
    for item_id, item in items.items():
        question = questions[item_id]
        ask = table(item).ask
        text = question.findtext("questiontext/text", "")
        check_hand_shown(item, text)
        assert visible(question.findtext("generalfeedback/text", "")).strip()
        if ask == "to_act":
            assert question.get("type") == "multichoice" and question.findtext("single") == "true"
            answers = question.findall("answer")
            texts = [visible(a.findtext("text", "")).strip() for a in answers]
            assert len(set(texts)) == len(texts)
            rights = [t for a, t in zip(answers, texts, strict=True) if a.get("fraction") == "100"]
            assert rights == [item.table.solution()[ask]]
            live = [seat.name for seat in table(item).view().seats if not seat.folded]
            assert set(live) <= set(texts) and len(texts) >= 2
            for said, names in wrong_by_text(item, ask).items():
                (answer,) = [a for a, t in zip(answers, texts, strict=True) if t == said]
                assert answer.get("fraction") == "0"
                feedback = visible(answer.findtext("feedback/text", ""))
                assert all(name in feedback for name in names), (names, feedback)
            grades.add(int(question.findtext("defaultgrade", "0")))
            continue
        assert question.get("type") == "cloze"
        weights_found = [int(w) for w, _ in AMOUNT_CLOZE.findall(text)]
        subquestions = parse_cloze(text)
        assert len(weights_found) == len(subquestions)
        if weights == "hueco":
            assert set(weights_found) == {1}
        grades.add(sum(weights_found))
        assert int(question.findtext("defaultgrade", "0")) == sum(weights_found)
        assert ("Escribe solo la cifra" in text) == (ask != "can_raise")  # no number to write
        assert (POTS_SAID in visible(text)) == (ask == "pots")  # what its blanks ask
        if ask == "can_raise":
            (choice,) = subquestions
            assert choice["type"] == "MULTICHOICE"
            alternatives = {a["answer"]: a for a in choice["alternatives"]}
            right = "Sí" if item.table.solution()[ask] else "No"
            assert alternatives[right]["fraction"] == 1.0
            for said, names in wrong_by_text(item, ask).items():
                assert alternatives[said]["fraction"] == 0
                assert all(name in alternatives[said]["feedback"] for name in names)
            continue
        numbers = right_numbers(item)
        mistaken = mistaken_numbers(item)
        assert len(subquestions) == len(numbers), (item_id, ask)
        for key, sub in zip(numbers, subquestions, strict=True):
            assert sub["type"] == "SHORTANSWER"
            forms = {a["answer"] for a in sub["alternatives"] if a["fraction"] == 1.0}
            assert forms == spellings(numbers[key]), (item_id, key)
            check_amounts("SHORTANSWER", sub["alternatives"], numbers[key],
                          mistaken.get(key, {}), 1.0)  # fmt: skip
    if weights == "pregunta":  # every question weighs the same
        assert len(grades) == 1, grades


def test_merging_the_pots_is_named_in_both_pots_blanks() -> None:
    """A learner who merges pots writes a sum in a pot's blank, the next pots one blank
    higher and 0 in the last one: each blank names that mistake (Moodle and GIFT write
    these fields)."""
    seen = 0
    more = (ClassSet((), (("accion", 3),), 8, seed, Variant.HOLDEM) for seed in range(100, 160))
    for class_set in (*SETS, *more):  # more sets until three show it: the dealing may change
        if seen >= 3 and class_set not in SETS:
            break
        for item in accion_items(class_set).values():
            if table(item).ask != "pots":
                continue
            offered = {code for code, _, _ in item.table.offered()}
            if "pots_merged" not in offered:
                continue
            fields = item.drill.lms_question(item).cloze
            merged = [f.key for f in fields if any("pots_merged" in c for _, c in f.wrong)]
            assert merged == [f.key for f in fields], item.id
            assert "pots_merged" in dict(fields[-1].wrong)[0]  # the last pot left blank
            seen += 1
    assert seen >= 3, seen


def test_the_csv_shows_the_table_at_each_question() -> None:
    """Every row of an accion item fills ``boton``, ``mesa`` (the board so far) and
    ``jugadores``: each seat with its chips behind and in front, or at the end of the
    hand (the pots, the rake, what each receives) its cards and chips put in."""
    text = export(MIXED, "csv", SITE).decode().removeprefix("\ufeff")
    rows = [r for r in csv.DictReader(io.StringIO(text), delimiter=";")
            if r["ejercicio"] == "accion"]  # fmt: skip
    items = accion_items(MIXED)
    assert {row["id"] for row in rows} == set(items)
    for row in rows:
        item = items[row["id"]]
        view = table(item).view()
        (button,) = [seat.name for seat in view.seats if seat.button]
        assert row["boton"] == button
        assert row["mesa"] == " ".join(str(card) for card in view.board)
        for seat in view.seats:
            if item.drill.settlement(item) is None:
                said = f"{seat.name}" + r"( \([^)]*\))?: "
                said += re.escape(f"{seat.stack} detrás, {seat.bet} delante")
            else:
                said = re.escape(f"{seat.name} [")
            assert re.search(said, norm(row["jugadores"].replace("\u202f", ""))), row
    assert any(not row["mesa"] for row in rows) and any(row["mesa"] for row in rows)


def test_every_step_and_variant_offers_each_kind_of_question() -> None:
    asks = {table(item).ask for s in SETS for item in accion_items(s).values()}
    assert {"to_act", "can_raise", "to_call", "min_raise_to", "pot", "pots", "received"} <= asks


# GIFT ------------------------------------------------------------------------------------


@pytest.mark.parametrize("class_set", [*SETS, MIXED], ids=lambda s: s.code)
def test_gift_marks_the_engines_answer_and_names_each_mistake(class_set: ClassSet) -> None:
    parsed = [q for q in parse_gift(export(class_set, "gift", SITE).decode()) if q["type"]
              != "category"]  # fmt: skip
    items = accion_items(class_set)
    by_item: dict[str, list[dict[str, Any]]] = {}
    for question in parsed:
        by_item.setdefault(question["idnumber"].split(".")[0], []).append(question)
    for item_id, item in items.items():
        questions = by_item[item_id]
        ask = table(item).ask
        for question in questions:
            check_hand_shown(item, question["text"])
            assert (POTS_SAID in visible(question["text"])) == (ask == "pots")
        if ask in ("to_act", "can_raise"):
            (question,) = questions
            assert question["type"] == "multichoice" and question["single"]
            right = item.table.solution()[ask]
            right_text = ("Sí" if right else "No") if ask == "can_raise" else str(right)
            assert [visible(a["text"]).strip() for a in question["answers"] if a["right"]] == [
                right_text
            ]
            for said, names in wrong_by_text(item, ask).items():
                (answer,) = [a for a in question["answers"] if visible(a["text"]).strip() == said]
                assert not answer["right"]
                assert all(name in visible(answer["feedback"]) for name in names)
            continue
        numbers = right_numbers(item)
        mistaken = mistaken_numbers(item)
        assert [q["idnumber"] for q in questions] == [
            f"{item_id}.{key.replace('[', '').replace(']', '')}" for key in numbers
        ]
        for key, question in zip(numbers, questions, strict=True):
            assert question["type"] == "shortanswer"
            check_amounts("shortanswer", question["answers"], numbers[key],
                          mistaken.get(key, {}), 100.0)  # fmt: skip


# The worksheet and the key ------------------------------------------------------------


@pytest.mark.parametrize("class_set", SETS[:3], ids=lambda s: s.code)
def test_the_worksheet_draws_the_hand_and_the_key_holds_the_answers(class_set: ClassSet) -> None:
    page = export(class_set, "html", SITE).decode()
    sheet, key = page.split('<div class="key">')
    sections = sheet.split('class="ws-showdown ws-drill ws-accion"')[1:]
    items = list(accion_items(class_set).values())
    assert len(sections) == len(items)
    for section, item in zip(sections, items, strict=True):
        t = table(item)
        shown = " ".join(visible(section).split())
        assert f"Mano {t.hand.index + 1}, pregunta {t.number + 1} de {t.count}" in shown
        assert ("Desde la pregunta anterior:" in shown) == (t.number > 0)
        assert t.question in shown
        view = t.view()
        # The site's oval table, as the learner's page draws it: each seat's chips behind
        # and in front; hole cards only of those still in the hand at a showdown.
        assert section.count("data-mesa") == 1, item.id
        for seat in view.seats:
            drawn = section.split(f'data-asiento="{seat.name}"', 1)[1].split("</li>", 1)[0]
            assert f'<span class="vh">, </span>{number(seat.stack)}<span' in drawn, seat
            if seat.folded:
                assert "card-face" not in drawn, seat
        if view.pots:  # at the end, once the pot question is past: the pots made
            assert all(norm(f"{name}: {number(chips)}") in shown for name, chips in view.pots)
        else:
            assert norm(f"Bote en el centro: {number(view.pot)}") in shown
        if t.ask == "to_act":
            assert not re.search(r"\([^)]*le toca hablar", shown), shown
        if t.ask == "pot":  # the sum would be the answer: each seat's bet only
            assert "en apuestas delante" not in shown, shown
        if t.ask == "pots":
            assert "<caption>Los botes</caption>" in section
        rake = t.hand.replay.spec.rake
        if rake is not None:
            assert norm(f"omisión {rake.rule_text()}; sale del bote principal") in shown.replace(
                "Comisión:", "comisión"
            )
    key_text = " ".join(visible(key).split())
    for item in items:
        for line in item.drill.key_lines(item):
            if not any(suit in line for suit in "♠♥♦♣"):  # cards are drawn, not written
                assert norm(line) in key_text, line
        for code, _typed, _ in item.table.offered():
            assert f"Error: {MISTAKES[code].name}" in key_text


def test_the_other_kinds_files_do_not_change_with_an_accion_step() -> None:
    """A set's other items read the same with or without accion after them."""
    without = ClassSet((1,), (("cinco", 1), ("botes", 2)), 2, 5)
    with_accion = ClassSet((1,), (("cinco", 1), ("botes", 2), ("accion", 1)), 2, 5)
    page = export(without, "html", SITE).decode()
    other = export(with_accion, "html", SITE).decode()
    first = page.split('<section class="ws-showdown ws-drill ws-botes"')[1].split("</section>")[0]
    assert first in other


# Results codes ---------------------------------------------------------------------------


@pytest.mark.parametrize("steps", ["accion:1-3", "botes:1,accion:1-3", "accion:2"])
@pytest.mark.parametrize("pick", range(3))
def test_a_results_code_with_accion_items_scores_as_the_drills_checker(
    pick: int, steps: str
) -> None:
    for seed, variant in ((42, "holdem"), (7, "omaha"), (3, "shortdeck")):
        args = {"semilla": str(seed), "variante": variant, "ejercicios": steps}
        drills = DrillSet.from_query({**args, "por_paso": "6"})
        items = drills.items()
        queries = []
        for n, item in enumerate(items):
            options = [item.table.solution(), *(typed for _, typed, _ in item.table.offered())]
            typed = options[(pick + n) % len(options)]
            if item.kind == "accion":
                pairs = form_pairs(item, typed)
            else:
                from helpers.workshop import form_pairs as other_pairs

                pairs = other_pairs(item.kind, typed)
            query = read_answer(item, MultiDict(pairs)).query
            queries.append("" if (pick + n) % 4 == 3 else query)
        code = encode(drills.code, queries)
        assert decode(code).answers == tuple(queries)
        (result,) = class_results(f"Ana: {code}", read_drill).tables
        (learner,) = result.learners
        assert learner.answered == sum(bool(q) for q in queries)
        for item, query, mark in zip(items, queries, learner.marks, strict=True):
            if not query:
                assert not mark.answered
                continue
            verdict = item.check(read_answer(item, MultiDict(parse_qsl(query))).typed)
            assert mark.answered and mark.right == verdict.correct, (item.id, query)
            assert mark.mistakes == (() if verdict.correct else verdict.mistakes)


# The CLI ---------------------------------------------------------------------------------


@pytest.mark.parametrize("drills", ["accion:4", "accion:0", "accion:1-4", "accion:2-1"])
def test_the_cli_refuses_a_step_that_does_not_exist(
    drills: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["practice-set", "--drills", drills, "--count", "2", "--seed", "7", "--format",
            "html", "--base-url", SITE, "--output", "-"]  # fmt: skip
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "accion" in err and "pasos" in err, err


def test_the_cli_writes_accion_sets_in_every_format(tmp_path: Any) -> None:
    for fmt in ("html", "json", "csv", "moodle", "gift"):
        out = tmp_path / fmt
        argv = ["practice-set", "--levels", "1", "--drills", "limites:1,accion:1-3",
                "--count", "3", "--seed", "11", "--format", fmt, "--base-url", SITE,
                "--output", str(out)]  # fmt: skip
        assert main(argv) == 0
        set_ = ClassSet((1,), (("limites", 1), *EVERY), 3, 11)
        assert out.read_bytes() == export(set_, fmt, SITE)


def test_a_fixed_limit_raise_is_no_minimum_in_the_key_or_the_lms() -> None:
    """In fixed limit a raise is one size: the key and the LMS call it «Subida (hasta)»,
    as the learner's page does, never «Subida mínima»."""
    seen = 0
    for seed in range(1, 30):
        for index in range(5, 10):  # hold'em step 2: the second hand is fixed limit
            item = drill_at("accion", 2, seed, index)
            table = item.table
            if table.ask != "min_raise_to" or not table.hand.replay.spec.small_bet:
                continue
            kind = item.drill
            words = kind.answer_words(item, table.solution())
            labels = [f.label for f in kind.lms_question(item).cloze]
            assert words.startswith(("Subida (hasta):", "Apuesta (hasta):")), words
            assert labels and all("mínima" not in label for label in labels), labels
            seen += 1
    assert seen >= 3, seen


def test_n10_a_bet_is_apuesta_maxima_in_the_gift_title() -> None:
    """Review 2, N10: «¿hasta cuánto puede apostar…?» is titled «Apuesta máxima», never
    «Subida máxima (hasta)», on paper and in the LMS."""
    for seed, variant in ((2, Variant.HOLDEM), (0, Variant.OMAHA)):
        class_set = ClassSet((), (("accion", 2),), 10, seed, variant)
        gift = export(class_set, "gift", SITE).decode()
        lines = gift.splitlines()
        bets = [x for x in lines if "puede apostar" in x and not x.startswith("####")]
        assert bets, (seed, variant)
        for line in bets:
            assert "<strong>Apuesta máxima</strong>" in line
            assert "Subida máxima" not in line
