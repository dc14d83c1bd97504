"""What the workshop's pages show: the landing's drills, a set's slots, an item's question
or checked answer, the results view; and the addresses of a set's items.

The routes (``taller.py``) call these with a set dealt from its code; nothing here reads
the request except the answer's query passed in as ``args``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from flask import current_app, g, url_for

from ..engine.errors import PokerError
from ..engine.hands import parse_variant
from ..engine.phrasing import capitalized
from ..instructors.common import steps_words
from ..practice.drills import KIND_TITLES, KINDS, MISTAKES, STEP_TITLES, DrillItem, Verdict
from ..practice.drills.sets import DrillSet
from .drill_lessons import drill_lesson_link, drill_lesson_links
from .taller_forms import Reading, form_fields, player_names, pot_labels, read_answer
from .taller_forms import field_for_error as error_field
from .taller_views import (
    answer_table,
    check_rows,
    chosen_cards,
    feedback_lines,
    is_opening,
    limit_label,
    missing_cards,
    question_table,
    story,
)

DESCRIPTIONS = {
    "cinco": "Ves un showdown y tocas en la mesa las cinco cartas que juega la mano ganadora.",
    "botes": (
        "Con varios all-in, escribes cuánto hay en cada bote, quién lo gana, qué se devuelve "
        "y cuánto recibe cada jugador."
    ),
    "limites": (
        "Lees una ronda de apuestas y calculas cuánto pones para igualar y hasta dónde "
        "puedes subir."
    ),
}
VARIANT_LINKS = (("omaha", "Omaha"), ("shortdeck", "Short Deck"))
# The names of the drills' mistakes, for the page's script (the same for every page).
MISTAKES_JSON = json.dumps(
    {code: mistake.name for code, mistake in MISTAKES.items()},
    ensure_ascii=False,
    separators=(",", ":"),
)
CINCO_LEGEND = (
    "Resaltadas y con borde grueso: las cinco cartas que juega la mano ganadora. "
    "✓: la elegiste y juega; ✗: la elegiste y no va; +: te faltó."
)


@dataclass(frozen=True, slots=True)
class Slot:
    """One item's place in a set: its drill, step and index, and the item's id."""

    kind: str
    step: int
    index: int
    id: str


def slots(drill_set: DrillSet) -> list[Slot]:
    """Every item of the set in order, without dealing any (ids as ``DrillItem.id``)."""
    found = []
    for kind, step in drill_set.steps:
        variant = drill_set.item_variant(kind)
        suffix = "" if variant == "holdem" else f"-{variant}"
        found += [
            Slot(kind, step, i, f"{kind}{step}-{drill_set.seed}-{i}{suffix}")
            for i in range(drill_set.per_step)
        ]
    return found


def item_url(
    drill_set: DrillSet, slot: Slot, *, answer: bool = False, fragment: bool = False
) -> str:
    """The path of a slot's question (or of its answer page), page or fragment."""
    if "workshop_root" not in g:
        g.workshop_root = url_for("workshop.index")
    path = f"{g.workshop_root}{drill_set.code}/{slot.kind}/{slot.step}/{slot.index}/"
    if answer:
        path += "respuesta/"
    return path + "fragmento/" if fragment else path


def results_url(drill_set: DrillSet, fragment: bool = False) -> str:
    endpoint = "workshop.results_fragment" if fragment else "workshop.results_page"
    return url_for(endpoint, code=drill_set.code)


def new_set_url(drill_set: DrillSet) -> str:
    """«Otra serie»: the same steps, count and variant, a fresh seed."""
    query = drill_set.query().partition("&")[2]  # without the seed, which comes first
    return url_for("workshop.new_set") + "?" + query


# Contexts ------------------------------------------------------------------------------


def landing() -> dict[str, Any]:
    drills = []
    for kind in KINDS:
        steps = [
            (step, STEP_TITLES[kind, step], link(DrillSet(((kind, step),)))) for step in (1, 2, 3)
        ]
        whole = DrillSet(tuple((kind, step) for step in (1, 2, 3)))
        variants = []
        if kind != "limites":
            variants = [
                (name, link(replace(whole, variant=parse_variant(v)))) for v, name in VARIANT_LINKS
            ]
        drills.append((kind, KIND_TITLES[kind], DESCRIPTIONS[kind], steps, link(whole), variants))
    every = DrillSet(tuple((kind, step) for kind in KINDS for step in (1, 2, 3)))
    return {"drills": drills, "everything": link(every),
            "static_build": current_app.config["STATIC_BUILD"]}  # fmt: skip


def link(drill_set: DrillSet) -> str:
    return url_for("workshop.index") + "?" + drill_set.query()


def common(drill_set: DrillSet) -> dict[str, Any]:
    """What every page of a set needs: the set, its slots and the drills' mistake names."""
    kinds = [k for k in KINDS if any(kind == k for kind, _ in drill_set.steps)]
    return {
        "drill_set": drill_set,
        "slots": slots(drill_set),
        "kinds": kinds,
        "steps_text": steps_words(drill_set.steps),
        "mistakes_json": MISTAKES_JSON,
        "mistake_names": {code: m.name for code, m in MISTAKES.items() if m.kind in kinds},
        "new_url": new_set_url(drill_set),
        "link": link(drill_set),
    }


def item_context(
    drill_set: DrillSet, slot: Slot, args: Any, *, start: bool = False
) -> dict[str, Any]:
    item = drill_set.item(slot.kind, slot.step, slot.index)
    reading, verdict = check(item, args) if args is not None else (None, None)
    everything = slots(drill_set)
    at = everything.index(slot)
    context = {
        **common(drill_set),
        "slot": slot,
        "number": slot.index + 1,
        "next_slot": everything[at + 1] if at + 1 < len(everything) else None,
        "item": item,
        "reading": reading,
        "verdict": verdict,
        "errors": reading.errors if reading else {},
        "fields": {f.name: f for f in form_fields(item)},
        "start": start,
        "results": False,
    }
    context.update(kind_context(item, reading, verdict))
    return context


def kind_context(
    item: DrillItem, reading: Reading | None, verdict: Verdict | None
) -> dict[str, Any]:
    variant = item.variant
    found: dict[str, Any] = {"table": question_table(item), "lessons": {}, "legend": None}
    if item.kind == "botes":
        spec_players = item.table.spec["players"]
        assert isinstance(spec_players, list)
        found["players"] = player_names(item)
        found["live"] = [str(p["name"]) for p in spec_players if not p.get("folded")]
        found["pot_labels"] = pot_labels(item.step)
    if item.kind == "limites":
        found["story"], found["ask"] = story(item)
        found["opening"] = is_opening(item)
        found["labels"] = {f.name: limit_label(item, f.name, f.label) for f in form_fields(item)}
    if verdict is not None and reading is not None:
        found["table"] = answer_table(item, verdict)
        found["lines"], found["steps"] = feedback_lines(verdict)
        found["rows"] = check_rows(item, reading, verdict)
        found["lessons"] = {code: drill_lesson_link(code, variant) for code in verdict.mistakes}
        if item.kind == "cinco":
            found["chosen"], found["missing"] = chosen_cards(verdict), missing_cards(verdict)
            found["legend"] = CINCO_LEGEND
    return found


def check(item: DrillItem, args: Any) -> tuple[Reading, Verdict | None]:
    reading = read_answer(item, args)
    if reading.typed is None:
        return reading, None
    try:
        return reading, item.check(reading.typed)
    except PokerError as error:
        errors = {error_field(item, error): capitalized(error.message)}
        return replace(reading, errors=errors, typed=None), None


def results_context(drill_set: DrillSet) -> dict[str, Any]:
    variant = drill_set.variant
    return {
        **common(drill_set),
        "slot": None,
        "lessons": drill_lesson_links(variant),
        "start": False,
        "results": True,
    }
