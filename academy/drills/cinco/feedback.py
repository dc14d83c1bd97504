"""The Spanish explanation of each named mistake of «Elige las cinco», on its table.

Each sentence names the cards as learners see them (``K♠``), the players and the hands
with the engine's labels and comparison sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.compare import decide
from ...engine.hands import Hand, Variant
from ...engine.phrasing import join_names
from ...practice.answers import five_label, read_five
from ..dealing import five_value
from ..shapes import ShowdownTable


@dataclass(frozen=True, slots=True)
class Choice:
    """A learner's cards on a table, beside the nearest right five of ``winner``."""

    table: ShowdownTable
    chosen: tuple[Card, ...]
    nearest: frozenset[Card]
    winner: str

    @property
    def hand(self) -> Hand:
        return self.table.hand(self.winner)

    @property
    def extra(self) -> list[Card]:
        """Chosen cards outside the nearest right five."""
        return [c for c in self.chosen if c not in self.nearest]

    @property
    def lacking(self) -> list[Card]:
        """Cards of the nearest right five not chosen."""
        return [c for c in read_any(self.nearest, self.table.variant) if c not in self.chosen]


def read_any(cards: frozenset[Card], variant: Variant) -> tuple[Card, ...]:
    """A right five in reading order (sorted first, so the order never depends on a set)."""
    return read_five(tuple(sorted(cards, reverse=True)), variant)


def owners(table: ShowdownTable, chosen: Sequence[Card]) -> list[str]:
    """The players whose own cards are chosen, in seat order."""
    picked = set(chosen)
    return [p.name for p in table.settlement.spec.players if picked & set(p.hole)]


def show(cards: Sequence[Card]) -> str:
    """``9♠ y 10♦``: cards named in a sentence."""
    return join_names(c.display for c in cards)


def _plural(cards: Sequence[Card], one: str, more: str) -> str:
    return one if len(cards) == 1 else more


def _fewer(c: Choice) -> str:
    n = len(c.chosen)
    text = f"Has elegido {n} carta{'s' if n != 1 else ''}: una mano de póker tiene cinco."
    if not c.extra and c.lacking:
        text += f" {_plural(c.lacking, 'Te falta', 'Te faltan')} {show(c.lacking)}."
    return text


def _sixth(c: Choice) -> str:
    text = f"Has elegido {len(c.chosen)} cartas: una mano de póker tiene cinco, ni una más."
    if not c.lacking and c.extra:
        verb = _plural(c.extra, "Sobra", "Sobran")
        plays = _plural(c.extra, "no juega", "no juegan")
        text += f" {verb} {show(c.extra)}: {plays}."
    return text


def _two_players(c: Choice) -> str:
    return (
        f"Has juntado cartas de {join_names(owners(c.table, c.chosen))}: cada mano se forma "
        "con las cartas propias de un solo jugador y las comunitarias."
    )


def _loser(c: Choice) -> str:
    (loser,) = owners(c.table, c.chosen)
    theirs = [card for card in c.chosen if card in c.table.hole(loser)]
    sentence = decide(c.hand, c.table.hand(loser)).sentence(c.winner, loser)
    verb = _plural(theirs, "es", "son")
    return f"{show(theirs)} {verb} de {loser}, que no gana el bote. {sentence}"


def _omaha(c: Choice) -> str:
    own = sum(card in c.table.hole(c.winner) for card in c.chosen)
    used = (
        "no llevan ninguna propia" if own == 0 else f"llevan {own} propia{'s' if own > 1 else ''}"
    )
    text = (
        "En Omaha cada mano usa exactamente dos cartas propias y tres comunitarias, y tus "
        f"cinco {used}."
    )
    variant = c.table.variant
    if five_value(c.chosen, variant) > c.hand.value:
        text += (
            f" Esas cinco formarían {five_label(c.chosen, variant)}, una mano más alta que la "
            f"de {c.winner}, pero no valen en Omaha."
        )
    return text


def _board(c: Choice) -> str:
    own = [card for card in c.hand.five if card in c.table.hole(c.winner)]
    board = c.table.settlement.spec.board
    return (
        f"Las cartas comunitarias solas forman {five_label(board, c.table.variant)}, pero "
        f"{c.winner} las mejora con {show(own)}: las cartas propias juegan cuando mejoran la "
        "mano."
    )


def _kicker(c: Choice) -> str:
    kicker = _plural(c.extra, "un kicker más bajo", "kickers más bajos")
    return (
        f"La combinación está bien, {c.hand.label}, pero te quedas con {kicker}: "
        f"{show(c.extra)} en lugar de {show(c.lacking)}."
    )


def _outside(c: Choice) -> str:
    mine = five_label(c.chosen, c.table.variant)
    worse = f"también {mine}, pero una mano más baja" if mine == c.hand.label else mine
    instead = (
        f"; en su lugar {_plural(c.lacking, 'juega', 'juegan')} {show(c.lacking)}"
        if c.lacking
        else ""
    )
    return (
        f"{show(c.extra)} {_plural(c.extra, 'no juega', 'no juegan')}{instead}. Con esas "
        f"cinco tendrías {worse}, y {c.winner} tiene {c.hand.label}."
    )


EXPLAIN: dict[str, Callable[[Choice], str]] = {
    "fewer_than_five": _fewer,
    "sixth_card": _sixth,
    "two_players_cards": _two_players,
    "loser_cards": _loser,
    "omaha_rule": _omaha,
    "board_taken": _board,
    "lower_kicker": _kicker,
    "card_outside_five": _outside,
}
