"""HTML for LMS questions (Moodle XML and GIFT): the table, the cards in sentences, feedback,
for the levels' showdowns and the drill items alike.

The site draws cards with the one Jinja macro (``templates/macros/cards.html``), whose
screen-reader text relies on the site's own CSS. An LMS page has none of it, so a card in
a question is ``<span role="img" aria-label="rey de corazones">K♥</span>``: the symbol is
seen and the Spanish name is read.

>>> text_html("Ana 5 & 10♥")
'Ana 5 &amp; <span role="img" aria-label="diez de corazones">10♥</span>'
"""

from __future__ import annotations

from html import escape

from ..drills import DrillItem
from ..engine import numbers
from ..engine.cards import Card, split_cards
from ..engine.hands import VARIANT_NAMES
from ..engine.settle import Settlement
from ..practice import Option, Showdown, mistake_name
from .common import step_title
from .key import drill_settlement


def card_html(card: Card) -> str:
    return f'<span role="img" aria-label="{escape(card.name)}">{escape(card.display)}</span>'


def cards_html(cards: tuple[Card, ...]) -> str:
    return " ".join(card_html(card) for card in cards)


def text_html(text: str) -> str:
    """A sentence as HTML, each card in it with its Spanish name."""
    return "".join(
        escape(part, quote=False) if isinstance(part, str) else card_html(part)
        for part in split_cards(text)
    )


def table_html(settlement: Settlement) -> str:
    """The board and each seat (cards, chips put in, the button) of a showdown."""
    spec = settlement.spec
    rows = []
    for player in spec.players:
        name = escape(player.name)
        if player.name == spec.button:
            name += " (botón)"
        shown = "se retira sin enseñar" if player.folded else cards_html(player.hole)
        rows.append(
            f'<tr><th scope="row">{name}</th><td>{shown}</td>'
            f"<td>{numbers.number(player.contributed)}</td></tr>"
        )
    return (
        f"<p>Cartas comunitarias: {cards_html(spec.board)}</p>"
        "<table><caption>Jugadores en el orden de sus asientos</caption>"
        '<thead><tr><th scope="col">Jugador</th><th scope="col">Cartas propias</th>'
        '<th scope="col">Fichas puestas</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def question_html(showdown: Showdown, number: int) -> str:
    """The table (board, players, cards, chips) and the question, for an LMS question."""
    variant = escape(VARIANT_NAMES[showdown.variant], quote=False)
    return (
        f"<p><strong>Mano {number}</strong> · nivel {showdown.level} · {variant}</p>"
        f"{table_html(showdown.settlement)}"
        f"<p>{escape(showdown.question, quote=False)}</p>"
    )


def drill_question_html(item: DrillItem, number: int) -> str:
    """A drill item for an LMS question: its table (or its story: the kind's
    ``situation`` lines) and what it asks."""
    where = escape(step_title(item.kind, item.step), quote=False)
    settlement = drill_settlement(item)
    situation = item.drill.lms_question(item).situation
    if settlement is not None or situation:
        where += f" · {escape(VARIANT_NAMES[item.variant], quote=False)}"
    head = f"<p><strong>Ejercicio {number}</strong> · {where}</p>"
    story = ""
    if situation:
        story = "<ul>" + "".join(f"<li>{text_html(line)}</li>" for line in situation) + "</ul>"
    table = table_html(settlement) if settlement is not None else ""
    return f"{head}{story}{table}<p>{escape(item.table.question, quote=False)}</p>"


def lines_html(lines: list[str]) -> str:
    """Sentences as a numbered list, each card with its Spanish name."""
    return "<ol>" + "".join(f"<li>{text_html(line)}</li>" for line in lines) + "</ol>"


def explanation_html(showdown: Showdown) -> str:
    """The dealer's reading of the showdown, one sentence per item."""
    return lines_html(list(showdown.settlement.explanation))


def option_feedback_html(option: Option) -> str:
    """An option's feedback: the named mistake, then its explanation."""
    if option.correct:
        return f"<p>{text_html(option.feedback)}</p>"
    name = escape(mistake_name(option.error), quote=False)
    return f"<p><strong>Error: {name}.</strong> {text_html(option.feedback)}</p>"
