"""What the workshop's pages show: the landing's drills, a set's slots, an item's question
or checked answer, the results view; and the addresses of a set's items.

Every context is a dataclass (:func:`.htmx.page_fields` hands its fields to a template,
and those of its ``set_page``). What
an item shows comes from its kind (``DrillKind.page``): the table, the kind's own data for
its template ``workshop/partial/<code>.html``, the answer field by field. No kind is named
here. The routes (``workshop.py``) call these with a set dealt from its code; nothing here
reads the request except the answer's query passed in as ``args``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from flask import current_app, g, url_for

from ..drills import KINDS, MISTAKES, DrillItem, Verdict
from ..drills.kind import CheckRow, FormField, FormValues, Reading
from ..drills.workshop_set import DrillSet, steps_words
from ..engine.errors import PokerError
from ..engine.hands import VARIANT_NAMES, Variant
from ..engine.phrasing import capitalized
from ..tables import TableView
from .drill_lessons import drill_lesson_link, drill_lesson_links
from .mistake_lessons import LessonLink
from .workshop_forms import field_for_error, read_answer
from .workshop_views import feedback_lines, table_view

# The names of the drills' mistakes, for the page's script (the same for every page).
MISTAKES_JSON = json.dumps(
    {code: mistake.name for code, mistake in MISTAKES.items()},
    ensure_ascii=False,
    separators=(",", ":"),
)


@dataclass(frozen=True, slots=True)
class DrillSlot:
    """One item's place in a set: its drill, step and index, and the item's id."""

    kind: str
    step: int
    index: int
    id: str


def slots(drill_set: DrillSet) -> list[DrillSlot]:
    """Every item of the set in order, without dealing any (ids as ``DrillItem.id``)."""
    found = []
    for kind, step in drill_set.steps:
        variant = drill_set.item_variant(kind)
        suffix = "" if variant == "holdem" else f"-{variant}"
        found += [
            DrillSlot(kind, step, i, f"{kind}{step}-{drill_set.seed}-{i}{suffix}")
            for i in range(drill_set.per_step)
        ]
    return found


def item_url(
    drill_set: DrillSet, slot: DrillSlot, *, answer: bool = False, fragment: bool = False
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


def link(drill_set: DrillSet) -> str:
    return url_for("workshop.index") + "?" + drill_set.query()


# The landing ----------------------------------------------------------------------------


class StepLink(NamedTuple):
    step: int
    title: str
    link: str


class LandingDrill(NamedTuple):
    """A drill on the landing: its code, title, what the learner does, each step's link,
    the link to its steps in a row and to them in each other variant it offers."""

    kind: str
    title: str
    description: str
    per_step: int
    steps: tuple[StepLink, ...]
    whole: str
    variants: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Landing:
    drills: tuple[LandingDrill, ...]
    everything: str
    everything_count: int  # items in «Todo el taller seguido»
    static_build: bool


def landing() -> Landing:
    """Every kind's steps, each opening at the set's count (``DEFAULT_COUNT``), the count
    «Todo el taller» gives each step too: a set has one count for all its steps."""
    drills = []
    for code, drill in KINDS.items():
        steps = tuple(
            StepLink(step, title, link(DrillSet(((code, step),))))
            for step, title in drill.catalog.steps.items()
        )
        whole = DrillSet(tuple((code, step) for step in drill.catalog.steps))
        variants = tuple(
            (VARIANT_NAMES[v], link(replace(whole, variant=v)))
            for v in drill.variants
            if v is not Variant.HOLDEM
        )
        drills.append(
            LandingDrill(
                code,
                drill.catalog.title,
                drill.description,
                whole.per_step,
                steps,
                link(whole),
                variants,
            )  # fmt: skip
        )
    every = DrillSet(tuple((code, step) for code, drill in KINDS.items()
                           for step in drill.catalog.steps))  # fmt: skip
    count = len(every.steps) * every.per_step
    return Landing(tuple(drills), link(every), count, bool(current_app.config["STATIC_BUILD"]))


# A set's pages --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StripLine:
    """One step of the set in the strip: its slots, and whether it is hidden in the
    compact strip (another drill is in play)."""

    kind: str
    step: int
    title: str
    step_title: str
    slots: tuple[DrillSlot, ...]
    hidden: bool


@dataclass(frozen=True, slots=True)
class WorkshopSetPage:
    """What every page of a set shows: the set, its slots, the strip, the drills' mistake
    names; ``slot`` is the item in play (None on the results)."""

    drill_set: DrillSet
    slots: tuple[DrillSlot, ...]
    kinds: tuple[str, ...]
    strip: tuple[StripLine, ...]
    steps_text: str
    mistakes_json: str
    mistake_names: dict[str, str]
    new_url: str
    link: str
    slot: DrillSlot | None
    start: bool
    results: bool


def _set_page(
    drill_set: DrillSet, slot: DrillSlot | None, start: bool, results: bool
) -> WorkshopSetPage:
    every = tuple(slots(drill_set))
    chosen = {code for code, _ in drill_set.steps}
    kinds = tuple(code for code in KINDS if code in chosen)
    in_play = slot.kind if slot is not None else None  # the strip shows its drill only
    strip = tuple(
        StripLine(code, step, KINDS[code].catalog.title, KINDS[code].catalog.steps[step],
                  tuple(s for s in every if (s.kind, s.step) == (code, step)),
                  in_play is not None and code != in_play)
        for code, step in drill_set.steps
    )  # fmt: skip
    names = {
        mistake: name
        for code in kinds
        for mistake, name in KINDS[code].catalog.mistake_names.items()
    }
    return WorkshopSetPage(drill_set, every, kinds, strip, steps_words(drill_set.steps),
                           MISTAKES_JSON, names, new_set_url(drill_set), link(drill_set), slot,
                           start, results)  # fmt: skip


@dataclass(frozen=True, slots=True)
class WorkshopItemPage:
    """An item's question or checked answer. ``details`` is the kind's own data for its
    template; ``next_title`` names the next drill when the next item is another's."""

    set_page: WorkshopSetPage
    number: int
    next_slot: DrillSlot | None
    next_title: str | None
    item: DrillItem
    reading: Reading | None
    verdict: Verdict | None
    errors: dict[str, str]
    table: TableView | None
    details: object
    rows: tuple[CheckRow, ...]
    legend: str | None
    lines: list[str]
    steps: list[str]
    lessons: Mapping[str, LessonLink | None]


@dataclass(frozen=True, slots=True)
class WorkshopResultsPage:
    set_page: WorkshopSetPage
    lessons: Mapping[str, LessonLink | None]


def item_context(
    drill_set: DrillSet, slot: DrillSlot, args: FormValues | None, *, start: bool = False
) -> WorkshopItemPage:
    item = drill_set.item(slot.kind, slot.step, slot.index)
    kind = item.drill
    form = kind.form_fields(item)  # once per request
    reading, verdict = check(item, args, form) if args is not None else (None, None)
    base = _set_page(drill_set, slot, start, False)
    at = base.slots.index(slot)
    following = base.slots[at + 1] if at + 1 < len(base.slots) else None
    next_title = None
    if following is not None and KINDS[following.kind] is not kind:
        next_title = KINDS[following.kind].catalog.title
    shown = kind.page(item, form, reading, verdict)
    lines: list[str] = []
    steps: list[str] = []
    lessons: dict[str, LessonLink | None] = {}
    if verdict is not None:
        lines, steps = feedback_lines(verdict)
        # «Sigue la acción»'s table says its betting structure
        fixed = bool(getattr(item.table, "fixed_limit", False))
        no_limit = bool(getattr(item.table, "no_limit", False))
        lessons = {
            code: drill_lesson_link(code, item.variant, fixed_limit=fixed, no_limit=no_limit)
            for code in verdict.mistakes
        }
    return WorkshopItemPage(
        set_page=base,
        number=slot.index + 1,
        next_slot=following,
        next_title=next_title,
        item=item,
        reading=reading,
        verdict=verdict,
        errors=reading.errors if reading else {},
        table=table_view(shown.table),
        details=shown.details,
        rows=shown.rows,
        legend=shown.legend,
        lines=lines,
        steps=steps,
        lessons=lessons,
    )


def check(
    item: DrillItem, args: FormValues, form: Sequence[FormField] | None = None
) -> tuple[Reading, Verdict | None]:
    """The answer read and checked; a checker's error stands beside its field."""
    form = item.drill.form_fields(item) if form is None else form
    reading = read_answer(item, args, form)
    if reading.typed is None:
        return reading, None
    try:
        return reading, item.check(reading.typed)
    except PokerError as error:
        errors = {field_for_error(item, error, form): capitalized(error.message)}
        return replace(reading, errors=errors, typed=None), None


def results_context(drill_set: DrillSet) -> WorkshopResultsPage:
    base = _set_page(drill_set, None, False, True)
    return WorkshopResultsPage(base, lessons=drill_lesson_links(drill_set.variant))
