"""«Sigue la acción»: the hand at one point, as plain data for a page.

The hand is played again on the engine's :class:`~academy.engine.hand_replay.Table`, one
frame before each action (and one at the end): each seat's chips behind, what it put in,
who folded, the bet to match and the last short all-in's raise (the limits themselves are
the replay's steps', :attr:`~academy.engine.hand_replay.Step.situation`).
:func:`hand_view` draws the table at a :class:`~.questions.Point`: seats in clockwise
order with the chips in front of each player this street, the pot in the middle (earlier
streets), the board dealt so far and the action so far in short Spanish lines.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.betting import Street
from ...engine.cards import Card
from ...engine.hand_replay import BOARD_AFTER, STREETS, Action, Move, Replay, Table
from ...engine.numbers import number

STREET_TITLES = {
    Street.preflop: "Preflop",
    Street.flop: "Flop",
    Street.turn: "Turn",
    Street.river: "River",
}


@dataclass(frozen=True, slots=True)
class Point:
    """Where a question is asked: ``actions`` played so far, the ``street`` shown (its
    bets still in front of the players), ``end`` at the showdown (every chip gathered);
    ``hide_to_act`` when the question is who acts (the page must not show it)."""

    actions: int
    street: Street
    end: bool = False
    hide_to_act: bool = False
    face_down: bool = False  # at the showdown, before anyone shows (who shows first?)


@dataclass(frozen=True, slots=True)
class Frame:
    """The table before an action (or at the end)."""

    stacks: tuple[int, ...]
    totals: tuple[int, ...]
    rounds: tuple[int, ...]
    folded: tuple[bool, ...]
    street: Street
    current: int
    short_increment: int  # the last short all-in's raise this round (0: none)


@dataclass(frozen=True, slots=True)
class Walk:
    """A hand played again: a frame before each action and one at the end, the chips
    each action put in (seat, chips) and the forced bets in front (the blinds)."""

    frames: tuple[Frame, ...]
    puts: tuple[tuple[int, int], ...]
    blinds: tuple[int, ...]
    antes: tuple[int, ...]


def _frame(table: Table) -> Frame:
    return Frame(
        tuple(table.stack),
        tuple(table.total),
        tuple(table.round),
        tuple(table.folded),
        table.street,
        table.current,
        table.short_increment,
    )


def walk(replay: Replay, moves: tuple[Move, ...]) -> Walk:
    spec = replay.spec
    table = Table(spec)
    blinds = tuple(table.round) if table.street is Street.preflop else (0,) * table.n
    antes = tuple(t - b for t, b in zip(table.total, blinds, strict=True))
    frames: list[Frame] = []
    puts: list[tuple[int, int]] = []
    for move in moves:
        frames.append(_frame(table))
        i = table.seat_of(move.player)
        before = table.total[i]
        table.act(move)
        puts.append((i, table.total[i] - before))
    frames.append(_frame(table))
    return Walk(tuple(frames), tuple(puts), blinds, antes)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat: chips behind, chips in front this street, marks, and the cards shown."""

    name: str
    stack: int
    bet: int
    folded: bool
    all_in: bool
    button: bool
    blind: str  # "ciega pequeña", "ciega grande", "ciega del botón" or ""
    to_act: bool
    hole: tuple[Card, ...]  # shown only at the showdown
    hidden: int  # cards face down

    @property
    def marks(self) -> str:
        """What the seat's marks say, for a screen reader."""
        words = []
        if self.button:
            words.append("botón")
        if self.blind:
            words.append(self.blind)
        if self.folded:
            words.append("se retiró")
        elif self.all_in:
            words.append("all-in")
        if self.to_act:
            words.append("le toca hablar")
        return ", ".join(words)


@dataclass(frozen=True, slots=True)
class StreetLines:
    """The action of one street so far: a title, the board dealt, and one line each."""

    title: str
    cards: tuple[Card, ...]
    lines: tuple[str, ...]
    silent: bool = False  # dealt with nobody left to bet (all in, or one with chips)

    @property
    def empty(self) -> str:
        """What an empty street says, as a sentence of its own."""
        return NO_BETS if self.silent else "Aún no ha hablado nadie en esta calle."

    @property
    def said(self) -> str:
        """The street in one line after its title and a colon: the lines joined, the
        first one lowered when it is not a name («cada jugador pone un ante…»)."""
        if not self.lines:
            return NO_BETS_SAID if self.silent else "aún no ha hablado nadie"
        first = self.lines[0]
        if first.startswith("Cada "):
            first = "c" + first[1:]
        return "; ".join((first, *self.lines[1:]))


NO_BETS = "Sin apuestas: todos están all-in (o solo queda uno con fichas)."
NO_BETS_SAID = "sin apuestas (todos están all-in o solo queda uno con fichas)"


@dataclass(frozen=True, slots=True)
class HandView:
    """The table at a point of the hand."""

    seats: tuple[SeatView, ...]
    board: tuple[Card, ...]
    pot: int  # chips in the middle: the earlier streets, antes included
    bets: int  # chips in front of the players this street
    street: Street
    end: bool
    story: tuple[StreetLines, ...]
    starting: int  # every chip at the table when the hand began
    returned: tuple[tuple[str, int], ...] = ()  # at the end: chips nobody matched, given back
    # At the end, once the pot question is past: the pots as the dealer has made them
    # (name, chips, commission inside), drawn in the middle in place of the one pot.
    pots: tuple[tuple[str, int], ...] = ()

    @property
    def street_title(self) -> str:
        return "Final de la mano" if self.end else STREET_TITLES[self.street]

    def unannounced(self) -> HandView:
        """The table before an end question is answered: the chips nobody matched lie in
        front of the player who bet them, as a dealer leaves them until the pot is pushed,
        out of the pot in the middle and not announced as given back (seeing that they go
        back is the question)."""
        if not self.returned:
            return self
        back = dict(self.returned)
        seats = tuple(replace(s, bet=s.bet + back.get(s.name, 0)) for s in self.seats)
        return replace(self, seats=seats, bets=self.bets + sum(back.values()), returned=())


def blind_seats(replay: Replay) -> dict[int, str]:
    spec = replay.spec
    n = len(spec.seats)
    if spec.button_blind:
        return {spec.button: "ciega del botón"}
    small = spec.button if n == 2 else (spec.button + 1) % n
    return {small: "ciega pequeña", (small + 1) % n: "ciega grande"}


def _line(name: str, move: Move, in_front_after: int, behind: int, put: int, call: int = -1) -> str:
    """One action in short Spanish. Amounts are what the player has in front after it
    (a total, as «sube a»); a call that adds to chips already in front says both: «Beto
    pone 5 e iguala: 10 en total» (the question «Para igualar pone» asks the chips added)."""
    action = move.action
    if action is Action.fold:
        return f"{name} se retira"
    if action is Action.check:
        return f"{name} pasa"
    if action is Action.call:
        said = f"{name} iguala {number(in_front_after)}"
        if put != in_front_after:
            said = f"{name} pone {number(put)} e iguala: {number(in_front_after)} en total"
        return said + (" y queda all-in" if behind == 0 else "")
    if action is Action.bet:  # a bet of all his chips says so (nothing left behind)
        return f"{name} apuesta {'all-in ' if behind == 0 else ''}{number(in_front_after)}"
    if action is Action.raise_:
        return f"{name} sube {'all-in ' if behind == 0 else ''}a {number(in_front_after)}"
    if put <= call:  # all his chips, no more than the call: he calls all-in
        return f"{name} iguala all-in por {number(in_front_after)}"
    return f"{name} va all-in por {number(in_front_after)}"


def hand_view(replay: Replay, moves: tuple[Move, ...], done: Walk, at: Point) -> HandView:
    """The table when the question at ``at`` is asked (``done``: :func:`walk` of the hand)."""
    spec = replay.spec
    steps = replay.steps
    frame = done.frames[at.actions]
    n = len(spec.seats)
    bets = [0] * n
    if not at.end:
        if at.street is Street.preflop:
            bets = list(done.blinds)
        for j in range(at.actions):
            if steps[j].street is at.street:
                seat, put = done.puts[j]
                bets[seat] += put
    to_act = steps[at.actions].to_act if at.actions < len(steps) and not at.end else None
    if at.actions < len(steps) and at.street is not steps[at.actions].street:
        to_act = None  # the pot after a street: nobody is asked to act
    if at.hide_to_act:
        to_act = None  # the question is who acts: the page does not say it
    blinds = blind_seats(replay)
    shown = at.end and len(replay.live) > 1 and not at.face_down
    seats = tuple(
        SeatView(
            s.name,
            frame.stacks[i],
            bets[i],
            frame.folded[i],
            frame.stacks[i] == 0 and not frame.folded[i],
            i == spec.button,
            blinds.get(i, ""),
            s.name == to_act,
            s.hole if shown and not frame.folded[i] else (),
            0 if shown and not frame.folded[i] else (0 if frame.folded[i] else len(s.hole)),
        )
        for i, s in enumerate(spec.seats)
    )
    dealt = replay.board_dealt if at.end else BOARD_AFTER[at.street]
    total = sum(frame.totals)
    returned: tuple[tuple[str, int], ...] = ()
    if at.end:
        refunds = replay.settlement()["refunds"]
        assert isinstance(refunds, dict)
        returned = tuple((str(name), int(back)) for name, back in refunds.items())
    return HandView(
        seats,
        tuple(spec.board[:dealt]),
        total - sum(bets) - sum(back for _, back in returned),
        sum(bets),
        at.street,
        at.end,
        _story(replay, moves, done, at),
        sum(s.stack for s in spec.seats),
        returned,
    )


def _story(
    replay: Replay, moves: tuple[Move, ...], done: Walk, at: Point
) -> tuple[StreetLines, ...]:
    """The action so far, street by street (a street dealt without action, empty)."""
    played = at.actions
    spec = replay.spec
    steps = replay.steps
    forced: list[str] = []
    if spec.ante:
        forced.append(f"Cada jugador pone un ante de {number(spec.ante)}")
    for i, blind in sorted(blind_seats(replay).items(), key=lambda kv: kv[1] != "ciega pequeña"):
        if done.blinds[i]:
            forced.append(f"{spec.seats[i].name} pone la {blind}: {number(done.blinds[i])}")
    groups: list[StreetLines] = []
    lines: list[str] = list(forced)
    street = Street.preflop
    in_front = list(done.blinds)
    for j in range(played):
        if steps[j].street is not street:
            groups.append(StreetLines(STREET_TITLES[street], _cards(replay, street), tuple(lines)))
            street, lines, in_front = steps[j].street, [], [0] * len(spec.seats)
        seat, put = done.puts[j]
        in_front[seat] += put
        behind = done.frames[j + 1].stacks[seat]
        said = _line(spec.seats[seat].name, moves[j], in_front[seat], behind, put, steps[j].to_call)
        lines.append(said)
    groups.append(StreetLines(STREET_TITLES[street], _cards(replay, street), tuple(lines)))
    last = at.street
    if at.end:
        last = STREETS[[BOARD_AFTER[s] for s in STREETS].index(replay.board_dealt)]
    for later in STREETS[STREETS.index(street) + 1 : STREETS.index(last) + 1]:
        # Only the street being played, before its first word, still waits for someone.
        silent = at.end or later is not at.street
        groups.append(StreetLines(STREET_TITLES[later], _cards(replay, later), (), silent))
    return tuple(groups)


def _cards(replay: Replay, street: Street) -> tuple[Card, ...]:
    """The cards a street adds to the board."""
    low = {Street.preflop: 0, Street.flop: 0, Street.turn: 3, Street.river: 4}[street]
    return tuple(replay.spec.board[low : BOARD_AFTER[street]])
