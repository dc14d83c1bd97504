"""Jinja filters and globals: cards, Spanish numbers, names of categories and fields.

>>> spanish_number(2598960), spanish_number(1500), spanish_number(-40)
('2.598.960', '1500', '−40')
>>> percent(0.00024009603841536616), percent(0.5011773940345369)
('0,02401 %', '50,12 %')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import Flask, url_for

from ..content import GLOSSARY_SLUG
from ..engine.cards import Card, split_cards
from ..engine.evaluate import CATEGORY_NAMES, Category
from ..engine.hands import VARIANT_NAMES, Variant
from ..engine.phrasing import join_names

STRUCTURE_NAMES = {
    "no_limit": "sin límite (no limit)",
    "pot_limit": "límite del bote (pot limit)",
    "fixed_limit": "límite fijo (fixed limit)",
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
    "facing_short_all_in": "Frente a un all-in corto tras haber actuado",
}


def as_card(value: Card | str) -> Card:
    """A :class:`Card` from a card or its text (``"Kh"``)."""
    return value if isinstance(value, Card) else Card.parse(value)


def as_cards(values: Iterable[Card | str]) -> list[Card]:
    return [as_card(v) for v in values]


def spanish_number(value: Any) -> str:
    """Integers with a dot every three digits from 10 000 up; a true minus sign."""
    if isinstance(value, bool) or not isinstance(value, int):
        return str(value)
    sign = "−" if value < 0 else ""
    digits = str(abs(value))
    if len(digits) > 4:
        digits = f"{abs(value):,}".replace(",", ".")
    return sign + digits


def signed_number(value: int) -> str:
    """Net results: ``+100``, ``−40``, ``0``."""
    return ("+" if value > 0 else "") + spanish_number(value)


def percent(value: float) -> str:
    """A probability as a Spanish percentage with four significant digits."""
    text = f"{value * 100:.4g}"
    if "e" in text:
        text = f"{value * 100:.8f}".rstrip("0")
    return text.replace(".", ",") + " %"


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


def figure_text(value: Any, key: str = "") -> str:
    """An inline figure as a reader sees it: numbers in Spanish, cards with symbols."""
    last = key.rsplit(".", 1)[-1]
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, float):
        if ".probability." in key:
            return percent(value)
        return f"{value:.4g}".replace(".", ",")
    if isinstance(value, int):
        return spanish_number(value)
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
    app.jinja_env.filters.update(
        card=as_card,
        card_parts=split_cards,
        cards=as_cards,
        number=spanish_number,
        signed=signed_number,
        percent=percent,
        category_name=category_name,
        variant_name=variant_name,
        names=join_names,
        unnumbered=unnumbered,
        figure_text=figure_text,
        structure_name=lambda code: STRUCTURE_NAMES.get(str(code), str(code)),
    )
    app.jinja_env.tests["card_code"] = is_card_code
    app.jinja_env.globals.update(
        lesson_url=lesson_url,
        LIMIT_FIELDS=LIMIT_FIELDS,
        STRUCTURE_NAMES=STRUCTURE_NAMES,
        STREET_NAMES=STREET_NAMES,
        VARIANT_NAMES={v.value: name for v, name in VARIANT_NAMES.items()},
    )
