"""A class's results codes for the tests: 200 learners of the largest set a class sends."""

from __future__ import annotations

from werkzeug.datastructures import MultiDict

from academy.drills import KINDS, DrillItem
from academy.drills.workshop_set import DrillSet
from academy.instructors.results import encode
from academy.web.workshop_forms import read_answer

from . import workshop_accion
from .workshop import answers, form_pairs


def class_of_200() -> str:
    """200 learners' codes of a twelve-step workshop set (every step of every drill, five
    items each), each answering its own way: the largest paste a class sends."""
    steps = tuple((kind, step) for kind, drill in KINDS.items() for step in drill.catalog.steps)
    drills = DrillSet(steps, 5, 2026)

    def pairs(item: DrillItem, typed: dict[str, object]) -> list[tuple[str, str]]:
        if item.kind == "accion":
            return workshop_accion.form_pairs(item, typed)
        return form_pairs(item.kind, typed)

    options = [[read_answer(item, MultiDict(pairs(item, typed))).query
                for _, typed in answers(item)] for item in drills.items()]  # fmt: skip
    lines = []
    for n in range(200):
        queries = [mine[(n * 7 + i) % len(mine)] if (n + i) % 5 else ""
                   for i, mine in enumerate(options)]  # fmt: skip
        lines.append(f"Alumno {n + 1}: {encode(drills.code, queries)}")
    return "\n".join(lines)
