"""The worksheet and the answer key: Jinja templates shared by the web pages and the file.

The web pages render ``templates/instructors/partial/sheet.html`` and ``key.html`` with
Flask; ``academy practice-set --format html`` renders the same partials through a small
Jinja environment of its own into one standalone document (worksheet, then the answer
key on new pages), with the site's stylesheets copied in so it prints from a file.

>>> from academy.practice import PracticeSet
>>> s = PracticeSet((4,), 1, 42).showdown(4, 0)
>>> pot_lines(s)
['Bote principal (200 fichas): se lo lleva Beto.', 'Bote lateral (210 fichas): se lo lleva Gabi.']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from ..engine.cards import Card, split_cards
from ..engine.hands import VARIANT_NAMES
from ..engine.numbers import chips, number, signed
from ..engine.phrasing import capitalized, join_names, spoken_pot_names
from ..paths import STATIC_DIR, TEMPLATES_DIR
from ..practice import PracticeSet, Showdown, mistake_name
from .common import learners_link, numbered

STYLESHEETS = (STATIC_DIR / "css" / "site.css", STATIC_DIR / "css" / "print.css")


def pot_lines(showdown: Showdown) -> list[str]:
    """Who takes each pot, and any uncalled bet given back, as Spanish sentences."""
    lines = []
    pots = showdown.settlement.pots
    for pot, name in zip(pots, spoken_pot_names([p.name for p in pots]), strict=True):
        title = f"{capitalized(name)} ({chips(pot.amount)})"
        if len(pot.shares) == 1:
            (winner,) = pot.shares
            lines.append(f"{title}: se lo lleva {winner}.")
        else:
            shares = join_names([f"{who} {number(n)}" for who, n in pot.shares.items()])
            lines.append(f"{title}: se reparte entre {shares}.")
    for name, amount in showdown.settlement.refunds.items():
        lines.append(f"A {name} se le devuelven {chips(amount)} que nadie igualó.")
    return lines


def sheet_context(practice_set: PracticeSet, link: str) -> dict[str, Any]:
    """What the worksheet and answer key partials need."""
    return {
        "practice_set": practice_set,
        "numbered": numbered(practice_set),
        "variant_label": VARIANT_NAMES[practice_set.variant],
        "learners_link": link,
    }


def _as_card(value: Card | str) -> Card:
    return value if isinstance(value, Card) else Card.parse(value)


TEMPLATE_FILTERS: dict[str, Callable[..., Any]] = {
    "card_parts": split_cards,
    "pot_lines": pot_lines,
    "mistake_name": mistake_name,
    "number": number,
    "signed": signed,
}


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
    env.filters.update(TEMPLATE_FILTERS, card=_as_card)
    return env


def render_document(practice_set: PracticeSet) -> str:
    """The printable HTML file: worksheet, then the answer key on new pages."""
    css = "\n".join(path.read_text(encoding="utf-8") for path in STYLESHEETS)
    context = sheet_context(practice_set, learners_link(practice_set))
    return environment().get_template("instructors/document.html").render(css=css, **context)
