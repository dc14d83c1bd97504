"""Jinja filters and globals: cards, Spanish numbers, names of categories and fields.

Numbers go through the engine's one formatter (:mod:`academy.engine.numbers`).

>>> spanish_number(2598960), spanish_number(1500), spanish_number(-40)
('2\u202f598\u202f960', '1500', '−40')
>>> percent(0.00024009603841536616, 5), percent(0.5011773940345369, 2)
('0,02401\xa0%', '50,12\xa0%')
>>> figure_text(-40, "x.net.A"), figure_text(40, "x.net.B"), figure_text(40, "x.pots.0.amount")
('−40', '+40', '40')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from flask import Flask, url_for

from ..card_markup import CardMarkup
from ..content import GLOSSARY_SLUG
from ..engine import numbers
from ..engine.cards import Card
from ..engine.evaluate import CATEGORY_NAMES, Category
from ..engine.hands import VARIANT_NAMES, Variant
from ..engine.phrasing import capitalized, join_names, spoken_pot_names
from .qr import qr_svg

STRUCTURE_NAMES = {
    "no_limit": "sin límite (no-limit)",
    "pot_limit": "límite de bote (pot-limit)",
    "fixed_limit": "límite fijo (fixed-limit)",
}
STREET_NAMES = {"preflop": "preflop", "flop": "flop", "turn": "turn", "river": "river"}
LIMIT_FIELDS = {
    "structure": "Estructura",
    "big_blind": "Ciega grande",
    "pot": "Bote (con las apuestas de esta ronda)",
    "current_bet": "Apuesta vigente",
    "committed": "Lo que ya pusiste en esta ronda",
    "last_raise": "Última subida completa",
    "stack": "Tu stack",
    "small_bet": "Apuesta pequeña",
    "big_bet": "Apuesta grande",
    "street": "Calle",
    "raises": "Apuestas y subidas ya hechas en la ronda",
    "facing_short_all_in": "Ya actuaste y el all-in que te toca no reabre las subidas",
}


def as_card(value: Card | str) -> Card:
    """A :class:`Card` from a card or its text (``"Kh"``)."""
    return value if isinstance(value, Card) else Card.parse(value)


def as_cards(values: Iterable[Card | str]) -> list[Card]:
    return [as_card(v) for v in values]


def spanish_number(value: Any) -> str:
    """An integer as Spanish text (the engine's rule); anything else as it is."""
    if isinstance(value, bool) or not isinstance(value, int):
        return str(value)
    return numbers.number(value)


def signed_number(value: int) -> str:
    """Net results: ``+100``, ``−40``, ``0``."""
    return numbers.signed(value)


def percent(value: float, places: int = 2) -> str:
    """A probability as a Spanish percentage with ``places`` decimals (one per column)."""
    return numbers.percent(value, places)


def shared_places(values: Iterable[float]) -> int:
    """The decimals of a column of percentages (:func:`numbers.shared_places`)."""
    return numbers.shared_places(values)


def pot_names(pots: Iterable[Any]) -> list[str]:
    """How the page names each pot of a result: «Bote», or «Bote principal» and «Bote
    lateral» (no number when there is only one), as the dealer says them."""
    return [capitalized(name) for name in spoken_pot_names([pot["name"] for pot in pots])]


def category_name(code: str) -> str:
    try:
        return CATEGORY_NAMES[Category(code)]
    except ValueError:
        return code


def variant_name(code: str) -> str:
    try:
        return VARIANT_NAMES[Variant(code)]
    except ValueError:
        return code


def unnumbered(step: str) -> str:
    """A step without its leading number (the list numbers it): ``1. Igualas`` → ``Igualas``."""
    head, _, rest = step.partition(". ")
    return rest if head.isdigit() and rest else step


def figure_text(value: Any, key: str = "", figures: Mapping[str, Any] | None = None) -> str:
    """An inline figure as a reader sees it: numbers in Spanish, net results signed, cards
    with symbols. A probability takes the decimals of its column (its siblings in
    ``figures``), so the sentence shows what the table shows."""
    last = key.rsplit(".", 1)[-1]
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, float):
        if ".probability." in key:
            column = key.rsplit(".", 1)[0] + "."
            siblings = [v for k, v in (figures or {}).items() if k.startswith(column)]
            return percent(value, shared_places(siblings or [value]))
        return numbers.decimal(value, 2)
    if isinstance(value, int):
        return signed_number(value) if ".net." in key else spanish_number(value)
    if value is None:
        return "—"
    text = str(value)
    if last == "category":
        return category_name(text)
    if last == "variant":
        return variant_name(text)
    if last == "structure":
        return STRUCTURE_NAMES.get(text, text)
    if is_card_code(text):
        return Card.parse(text).display
    return text


def is_card_code(value: object) -> bool:
    """True for a canonical card such as ``"Kh"`` (how the engine's results name cards)."""
    return (
        isinstance(value, str)
        and len(value) == 2
        and value[0] in "23456789TJQKA"
        and value[1] in "cdhs"
    )


def lesson_url(slug: str) -> str:
    if slug == GLOSSARY_SLUG:
        return url_for("main.glossary")
    return url_for("lessons.lesson", slug=slug)


def register_filters(app: Flask) -> None:
    card_markup = CardMarkup(app.jinja_env)
    app.jinja_env.filters.update(
        card=as_card,
        card_html=card_markup,
        rich_html=card_markup.rich,
        cards=as_cards,
        number=spanish_number,
        signed=signed_number,
        percent=percent,
        shared_places=shared_places,
        pot_names=pot_names,
        category_name=category_name,
        variant_name=variant_name,
        names=join_names,
        unnumbered=unnumbered,
        figure_text=figure_text,
        structure_name=lambda code: STRUCTURE_NAMES.get(str(code), str(code)),
        qr_svg=qr_svg,
    )
    app.jinja_env.tests["card_code"] = is_card_code
    app.jinja_env.globals.update(
        lesson_url=lesson_url,
        LIMIT_FIELDS=LIMIT_FIELDS,
        STRUCTURE_NAMES=STRUCTURE_NAMES,
        STREET_NAMES=STREET_NAMES,
        VARIANT_NAMES={v.value: name for v, name in VARIANT_NAMES.items()},
    )
