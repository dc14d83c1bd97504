"""The worksheet and the answer key: Jinja templates shared by the web pages and the file.

The web pages render ``templates/instructors/partial/sheet.html`` and ``key.html`` with
Flask; ``academy practice-set --format html`` renders the same partials through a small
Jinja environment of its own into one standalone document (worksheet, then the answer
key on new pages), with the site's stylesheets copied in so it prints from a file.
Levels' showdowns ask to choose an option; drill items leave blanks to fill: the five
cards, each pot's amount and winners, each refund and total, the call and the raise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from ..card_markup import CardMarkup
from ..drills.workshop_set import steps_words
from ..engine.cards import Card
from ..engine.hands import VARIANT_NAMES
from ..engine.numbers import number, signed
from ..paths import STATIC_DIR, TEMPLATES_DIR
from ..practice import mistake_name
from ..tables import action_table, betting_table, showdown_table
from .class_set import ClassSet
from .common import Handout, by_level, by_step, numbered, numbered_items, step_title
from .key import (
    drill_settlement,
    grid_answer,
    grid_help,
    key_lines,
    mistake_lines,
    pot_lines,
    sheet,
)

STYLESHEETS = (STATIC_DIR / "css" / "site.css", STATIC_DIR / "css" / "print.css")


def sheet_context(class_set: ClassSet, links: list[tuple[str, str]]) -> dict[str, Any]:
    """What the worksheet and answer key partials need; ``links`` are the learners'
    (absolute) links, as (what, address)."""
    return {
        "class_set": class_set,
        "by_level": list(by_level(class_set)),
        "by_step": list(by_step(class_set)),
        "numbered": numbered(class_set),
        "numbered_items": numbered_items(class_set),
        "variant_label": VARIANT_NAMES[class_set.variant],
        "learners_links": links,
    }


def _as_card(value: Card | str) -> Card:
    return value if isinstance(value, Card) else Card.parse(value)


TEMPLATE_FILTERS: dict[str, Callable[..., Any]] = {
    "pot_lines": pot_lines,
    "mistake_name": mistake_name,
    "number": number,
    "signed": signed,
    "drill_settlement": drill_settlement,
    "key_lines": key_lines,
    "grid_answer": grid_answer,
    "mistake_lines": mistake_lines,
    "grid_help": grid_help,
    "drill_sheet": sheet,
}
TEMPLATE_GLOBALS: dict[str, Callable[..., Any]] = {
    "step_title": step_title,
    "showdown_table": showdown_table,
    "action_table": action_table,
    "betting_table": betting_table,
}
TEMPLATE_FILTERS["steps_words"] = steps_words


def environment() -> Environment:
    """Jinja for the standalone file: the site's templates, autoescaped, strict."""
    env = Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    card_markup = CardMarkup(env)
    env.filters.update(TEMPLATE_FILTERS, card=_as_card, card_html=card_markup)
    env.filters["rich_html"] = card_markup.rich
    env.globals.update(TEMPLATE_GLOBALS)
    return env


def render_document(handout: Handout) -> str:
    """The printable HTML file: worksheet, then the answer key on new pages."""
    css = "\n".join(path.read_text(encoding="utf-8") for path in STYLESHEETS)
    context = sheet_context(handout.class_set, handout.links)
    return environment().get_template("instructors/document.html").render(css=css, **context)
