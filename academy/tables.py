"""The poker table as the pages draw it (the ``table`` macro of
``templates/macros/cards.html``): an oval felt with the seats around it in the hand's
clockwise order, from the button; each seat with its marks, chips behind, cards and the
chips in front of it; the board and the pots in the middle and, once a showdown is
answered, every card marked as playing or not for the winning hand(s).

A :class:`TableView` is plain data, so any page can build one: :func:`showdown_table`
builds it from a settled showdown, :func:`action_table` from a «Sigue la acción» step.
Where each seat sits is computed here (:func:`seat_place`, :func:`front_offset`) and
written into ``static/css/site.css`` as one class per (seats, place), by
:func:`position_css`: the pages' CSP allows no inline styles.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from .engine.cards import Card
from .engine.errors import PokerError
from .engine.phrasing import capitalized, spoken_pot_names
from .engine.settle import Settlement, settle


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
    contributed: int | None  # chips put in the whole hand (None: not shown, the bets are)
    folded: bool = False
    button: bool = False
    all_in: bool = False
    wins: bool = False  # marked only after an answer
    label: str = ""  # the hand it shows down, once the showdown is answered
    won: str = ""  # what it wins, once answered: «gana», «empata», «gana el bote lateral»
    stack: int | None = None  # chips behind (None: not shown)
    bet: int = 0  # chips in front this street
    blind: str = ""  # "ciega pequeña", "ciega grande", "ciega del botón" or ""
    to_act: bool = False  # highlighted (only where the question does not ask who acts)
    hidden: int = 0  # cards face down (``hole`` empty)
    front_label: str = ""  # the chips in front one by one («500 + 500»), where they are ruled on

    @property
    def blind_mark(self) -> str:
        """The blind's short mark on the table: CP, CG or CB (Short Deck's button blind)."""
        return {"ciega pequeña": "CP", "ciega grande": "CG"}.get(
            self.blind, "CB" if self.blind else ""
        )


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
    board_label: str = ""  # above the board: the street («Flop»), when the page says it
    returned: tuple[tuple[str, int], ...] = ()  # at the end: chips nobody matched, given back
    front: int = 0  # said beside the pot: the chips in front this street, added up
    cards: bool = True  # False: a betting question, the seats drawn without their cards

    @property
    def clockwise(self) -> tuple[tuple[int, int, TableSeat], ...]:
        """Each seat as (place, seat number from 1, seat), clockwise from the button
        (place 0, drawn at the bottom): the order the page draws and reads them in."""
        n = len(self.seats)
        start = next((i for i, seat in enumerate(self.seats) if seat.button), 0)
        return tuple(
            (place, (start + place) % n + 1, self.seats[(start + place) % n]) for place in range(n)
        )

    @property
    def size(self) -> int:
        """The seats the table is drawn for (2 to 10: fewer or more use the nearest)."""
        return min(max(len(self.seats), 2), MAX_SEATS)

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
    def widest(self) -> int:
        """The most cards any seat holds (the page gives such seats more room)."""
        return max((len(seat.hole) for seat in self.seats), default=0)


MAX_SEATS = 10


def seat_angle(n: int, place: int) -> float:
    """Degrees clockwise from the top of the table of seat ``place`` (0: the button, at
    the bottom) of ``n``. When a seat would sit level with the board, across from it (the
    narrowest part of a phone's table), every seat turns half a step."""
    step = 360 / n
    turn = step / 2 if n % 4 == 0 else 0.0
    return (180 + turn + place * step) % 360


def seat_place(n: int, place: int) -> tuple[float, float]:
    """The seat's centre as (left, top) in percent of the seats' ring."""
    angle = math.radians(seat_angle(n, place))
    return round(50 + 50 * math.sin(angle), 2), round(50 - 50 * math.cos(angle), 2)


def front_offset(n: int, place: int) -> tuple[float, float]:
    """The way from the seat's centre to the table's, across and down (a unit vector):
    the stylesheet draws the chips in front that way, as far as the seat's size needs."""
    angle = math.radians(seat_angle(n, place))
    return round(-math.sin(angle), 3) + 0.0, round(math.cos(angle), 3) + 0.0


def position_css() -> str:
    """The stylesheet's seat classes, for 2 to 10 seats: ``at-N-P`` places seat P of N
    on the ring and points its chips in front (``.front``) towards the centre."""
    lines = ["/* Generated by academy.tables.position_css(): do not edit by hand. */"]
    for n in range(2, MAX_SEATS + 1):
        for place in range(n):
            left, top = seat_place(n, place)
            across, down = front_offset(n, place)
            lines.append(
                f".at-{n}-{place} {{ left: {left:g}%; top: {top:g}%; "
                f"--to-x: {across:g}; --to-y: {down:g}; }}"
            )
    return "\n".join(lines) + "\n"


class ActionSeat(Protocol):
    """A seat of «Sigue la acción» (academy/drills/accion/view.py)."""

    @property
    def name(self) -> str: ...
    @property
    def stack(self) -> int: ...
    @property
    def bet(self) -> int: ...
    @property
    def folded(self) -> bool: ...
    @property
    def all_in(self) -> bool: ...
    @property
    def button(self) -> bool: ...
    @property
    def blind(self) -> str: ...
    @property
    def to_act(self) -> bool: ...
    @property
    def hole(self) -> tuple[Card, ...]: ...
    @property
    def hidden(self) -> int: ...


class ActionHand(Protocol):
    """A step of «Sigue la acción» as its view gives it."""

    @property
    def seats(self) -> Sequence[ActionSeat]: ...
    @property
    def board(self) -> tuple[Card, ...]: ...
    @property
    def pot(self) -> int: ...
    @property
    def street_title(self) -> str: ...
    @property
    def returned(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def pots(self) -> tuple[tuple[str, int], ...]: ...


def action_table(view: ActionHand, add_front: bool = True) -> TableView:
    """The table of a «Sigue la acción» step: chips behind and in front, the marks, the
    cards face down (face up at the showdown), the pot in the middle (at the end, once
    the pot question is past, the pots the dealer has made) and, with
    ``add_front`` (not where the question asks for the pot), the bets in front added up.
    The player to act is highlighted as the view says (it hides who acts where the
    question asks it)."""
    seats = tuple(
        TableSeat(
            name=s.name,
            hole=tuple(TableCard(c) for c in s.hole),
            contributed=None,
            folded=s.folded,
            button=s.button,
            all_in=s.all_in,
            stack=s.stack,
            bet=s.bet,
            blind=s.blind,
            to_act=s.to_act,
            hidden=0 if s.hole else s.hidden,
        )
        for s in view.seats
    )
    return TableView(
        tuple(TableCard(c) for c in view.board),
        seats,
        tuple(TablePot(name, chips) for name, chips in view.pots)
        or (TablePot("Bote en el centro", view.pot),),
        board_label=view.street_title,
        returned=view.returned,
        front=sum(s.bet for s in view.seats) if add_front else 0,
    )


class BettingSeat(Protocol):
    """A player of «Calcula el límite» (academy/drills/limites/table.py)."""

    @property
    def name(self) -> str: ...
    @property
    def bet(self) -> int: ...
    @property
    def states(self) -> frozenset[str]: ...
    @property
    def button(self) -> bool: ...


class BettingRound(Protocol):
    """A situation of «Calcula el límite»: its players clockwise and the engine's spec."""

    @property
    def seats(self) -> tuple[BettingSeat, ...]: ...
    @property
    def spec(self) -> dict[str, object]: ...
    @property
    def street(self) -> str: ...


LEARNER = "tú"


def betting_table(situation: BettingRound) -> TableView:
    """The table of a betting round told in words («Calcula el límite»): each player's
    chips in front this round, the blinds, who folded or is all-in (nothing behind), the
    button; the learner («Tú») to act with the chips he has behind; the chips of earlier
    streets as the pot in the middle (what is in front is not added up: that is the
    learner's sum). No cards: a limit does not depend on them."""
    spec = situation.spec
    stack, pot, bet = spec.get("stack"), spec.get("pot"), sum(s.bet for s in situation.seats)
    assert isinstance(stack, int) and isinstance(pot, int)
    seats = tuple(
        TableSeat(
            name=capitalized(s.name),
            hole=(),
            contributed=None,
            folded="se retira" in s.states,
            button=s.button,
            all_in="all-in" in s.states,
            stack=stack if s.name == LEARNER else 0 if "all-in" in s.states else None,
            bet=s.bet,
            blind=next((b for b in ("ciega pequeña", "ciega grande") if b in s.states), ""),
            to_act=s.name == LEARNER,
        )
        for s in situation.seats
    )
    street = "Preflop" if situation.street == "preflop" else capitalized(situation.street)
    return TableView(
        (), seats, (TablePot("Bote en el centro", pot - bet),), board_label=street, cards=False
    )


@dataclass(frozen=True, slots=True)
class Five:
    """The five cards that a group of winners play (a split pot may share them)."""

    names: tuple[str, ...]
    cards: tuple[Card, ...]
    label: str


def showdown_table(settlement: Settlement, lit: bool = False, *, pots: bool = True) -> TableView:
    """The table of a settled showdown; with ``lit`` every card is marked as playing or
    not for the winners of any pot; without ``pots``, the middle holds the board only
    (where the question asks for the pots). A live player who put in less than another
    live player is all-in (a player who could call had to)."""
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
    shown = tuple(
        TablePot(capitalized(name), pot.amount)
        for name, pot in zip(names, settlement.pots, strict=True)
    )
    return TableView(tuple(mark(c, None) for c in spec.board), seats, shown if pots else (), lit)


def example_table(spec: object) -> TableView | None:
    """The table of a worked example's showdown (a lesson's or the pot calculator's
    ``spec``), cards face up (the example goes on to say who wins with what), with the
    chips nobody matched given back under the felt (a seat shows what it put in, refund
    included); None when the example is not one showdown the engine can settle."""
    try:
        settlement = settle(spec)
    except PokerError:
        return None
    returned = tuple((name, chips) for name, chips in settlement.refunds.items() if chips)
    return replace(showdown_table(settlement), returned=returned)


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
