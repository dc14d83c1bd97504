"""The poker table as the pages draw it (the ``table`` macro of
``templates/macros/cards.html``): seats in order with the button and the chips each put
in, the board and the pots in the middle and, once a showdown is answered, every card
marked as playing or not for the winning hand(s).

A :class:`TableView` is plain data, so any page can build one: :func:`showdown_table`
builds it from a settled showdown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import Card
from ..engine.phrasing import capitalized, spoken_pot_names
from ..engine.settle import Settlement


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card on the table; ``plays`` says, after an answer, whether it is one of the
    five cards of a winning hand (None: not marked), and ``plays_for`` names the winners
    whose five uses it, in seat order (``seats``: their seat numbers, from 1)."""

    card: Card
    plays: bool | None = None
    plays_for: tuple[str, ...] = field(default=(), kw_only=True)
    seats: tuple[int, ...] = field(default=(), kw_only=True)


@dataclass(frozen=True, slots=True)
class TableSeat:
    name: str
    hole: tuple[TableCard, ...]
    contributed: int
    folded: bool = False
    button: bool = False
    all_in: bool = False
    wins: bool = False  # marked only after an answer
    label: str = ""  # the hand it shows down, once the showdown is answered
    won: str = ""  # what it wins, once answered: «gana», «empata», «gana el bote lateral»


@dataclass(frozen=True, slots=True)
class TablePot:
    name: str  # as a dealer says it: «Bote», «Bote principal», «Bote lateral»
    amount: int


@dataclass(frozen=True, slots=True)
class TableView:
    board: tuple[TableCard, ...]
    seats: tuple[TableSeat, ...]
    pots: tuple[TablePot, ...] = ()
    lit: bool = False  # the cards carry their marks

    @property
    def winners(self) -> tuple[tuple[int, TableSeat], ...]:
        """The winning seats with their numbers (from 1), in seat order."""
        return tuple((n, seat) for n, seat in enumerate(self.seats, 1) if seat.wins)

    @property
    def fives_differ(self) -> bool:
        """True when winners play different fives (each can be seen on its own)."""
        cards = (*self.board, *(tc for seat in self.seats for tc in seat.hole))
        fives = {
            frozenset(tc.card for tc in cards if seat.name in getattr(tc, "plays_for", ()))
            for _, seat in self.winners
        }
        return len(fives) > 1

    @property
    def top(self) -> tuple[TableSeat, ...]:
        """The seats drawn above the board (the first half, left to right)."""
        return self.seats[: (len(self.seats) + 1) // 2]

    @property
    def bottom(self) -> tuple[TableSeat, ...]:
        """The seats drawn below the board (the rest, right to left: clockwise)."""
        return self.seats[(len(self.seats) + 1) // 2 :]

    @property
    def widest(self) -> int:
        """The most cards any seat holds (the page gives such seats more room)."""
        return max((len(seat.hole) for seat in self.seats), default=0)


@dataclass(frozen=True, slots=True)
class Five:
    """The five cards that a group of winners play (a split pot may share them)."""

    names: tuple[str, ...]
    cards: tuple[Card, ...]
    label: str


def showdown_table(settlement: Settlement, lit: bool = False) -> TableView:
    """The table of a settled showdown; with ``lit`` every card is marked as playing or
    not for the winners of any pot. A live player who put in less than another live
    player is all-in (a player who could call had to)."""
    spec = settlement.spec
    live = [p.contributed for p in spec.players if not p.folded]
    top = max(live, default=0)
    winners = winning_players(settlement) if lit else set()
    names = spoken_pot_names([pot.name for pot in settlement.pots])
    seat_of = {p.name: n for n, p in enumerate(spec.players, 1)}
    fives = {name: settlement.hands[name].five for name in winners}

    def mark(card: Card, owner: str | None) -> TableCard:
        if not lit:
            return TableCard(card)
        users = tuple(
            p.name
            for p in spec.players
            if p.name in winners and card in fives[p.name] and owner in (None, p.name)
        )
        return TableCard(card, bool(users), plays_for=users, seats=tuple(seat_of[n] for n in users))

    seats = tuple(
        TableSeat(
            name=p.name,
            hole=tuple(mark(c, p.name) for c in p.hole),
            contributed=p.contributed,
            folded=p.folded,
            button=p.name == spec.button,
            all_in=not p.folded and p.contributed < top,
            wins=p.name in winners,
            label=settlement.hands[p.name].label if lit and p.name in settlement.hands else "",
            won=won(settlement, p.name, names) if p.name in winners else "",
        )
        for p in spec.players
    )
    pots = tuple(
        TablePot(capitalized(name), pot.amount)
        for name, pot in zip(names, settlement.pots, strict=True)
    )
    return TableView(tuple(mark(c, None) for c in spec.board), seats, pots, lit)


def won(settlement: Settlement, player: str, names: list[str]) -> str:
    """What ``player`` wins at showdown, in a few words."""
    pots = [(name, pot) for name, pot in zip(names, settlement.pots, strict=True)]
    mine = [(name, pot) for name, pot in pots if player in pot.winners and len(pot.eligible) > 1]
    if len(pots) == 1:
        return "empata" if len(mine[0][1].winners) > 1 else "gana"
    if len(mine) == len(pots):
        return "gana los dos botes" if len(pots) == 2 else "gana todos los botes"
    return "gana el " + " y el ".join(name for name, _ in mine)


def winning_players(settlement: Settlement) -> set[str]:
    """Every player who wins a pot at showdown (a pot nobody contests is not counted)."""
    return {
        name
        for pot in settlement.pots
        if len(pot.eligible) > 1
        for name in pot.winners
        if name in settlement.hands
    }


def winning_fives(settlement: Settlement) -> list[Five]:
    """The five cards of each winner in seat order; winners who play the same five (a
    split on the board) are named together."""
    winners = winning_players(settlement)
    fives: list[Five] = []
    for player in settlement.spec.players:
        if player.name not in winners:
            continue
        hand = settlement.hands[player.name]
        same = next((f for f in fives if set(f.cards) == set(hand.five)), None)
        if same is None:
            fives.append(Five((player.name,), hand.five, hand.label))
        else:
            fives[fives.index(same)] = Five((*same.names, player.name), same.cards, same.label)
    return fives
