"""The HTML of one card, drawn by the ``card`` macro once per card and then reused.

A practice page draws a few dozen cards (the table, the options, the feedback), and a
Jinja macro call costs more than the card's HTML is worth. The markup stays in
``templates/macros/cards.html`` (the ``card`` macro, the one card renderer); the
``card_html`` filter, registered in the site's Jinja and in the worksheet's, asks that
macro once for each card object and mark (``plays``: None, true or false) and keeps the
answer, at most 52 × 3 of them. A card given as text is drawn afresh each time (text has
no bound), and so is every card while templates auto-reload (debug), so an edited macro
shows at once.
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment
from markupsafe import Markup, escape

from .engine.cards import replace_cards

CARDS_TEMPLATE = "macros/cards.html"


class CardMarkup:
    """``card_html(c, plays=None)``: what ``{{ card(c, plays) }}`` writes."""

    def __init__(self, environment: Environment) -> None:
        self.environment = environment
        self.drawn: dict[tuple[Any, Any], Markup] = {}

    def __call__(self, card: Any, plays: Any = None) -> Markup:
        if isinstance(card, str):
            return self._draw(card, plays)
        key = (card, plays)
        found = self.drawn.get(key)
        if found is None:
            found = self._draw(card, plays)
            if not self.environment.auto_reload:
                self.drawn[key] = found
        return found

    def rich(self, text: str) -> Markup:
        """``rich_html``: a sentence, its text escaped and each card it shows drawn
        (the ``rich`` macro's body). The whole sentence is escaped first: escaping only
        rewrites ``& < > " '`` (into entities ending in ``;``), so it neither makes nor
        breaks a card, and the cards are then found in the escaped text."""
        return Markup(replace_cards(str(escape(text)), self))

    def _draw(self, card: Any, plays: Any) -> Markup:
        template = self.environment.get_template(CARDS_TEMPLATE)
        drawn: Markup = template.module.card(card, plays)  # type: ignore[attr-defined]
        return drawn
