"""A whole hand replayed from the dealer's seat: who acts, what each one may do, the pot.

A hand spec (decoded JSON) names the variant, the structure, the blinds, the antes (and
Short Deck's button blind), the button, the players in clockwise seat order with their
stacks and cards, the board and every action in the order played. :func:`replay` checks
each action against the rules and, **before** each one, records a :class:`Step`: who
acts, what they must add to call (at most their stack), the minimum and maximum raise-to
(totals of the round, ``None`` when they may not bet or raise) and the pot (every chip
put in so far, bets in front included). At the end it gives what each player put in and
who folded, which is exactly the spec :func:`.settle.settle` settles.

The amounts come from :func:`.limits.limits`; this module keeps the round's state and
decides what ``limits`` cannot see from one decision alone:

- **Order.** Three or more players: the small blind sits left of the button, then the big
  blind, and the first to act preflop is left of the big blind. Heads-up the button posts
  the small blind and acts first preflop, last afterwards. With Short Deck's button blind
  (``button_blind``) the button posts it, the player left of the button acts first and
  the button last in every round. After the flop the first player left of the button
  with chips acts first.
- **The full wager.** The minimum bet is the big blind (or the button blind). A bet or
  raise is *full* when it adds at least ``max(last full raise, big blind)``; preflop the
  big blind is the round's full bet. A short all-in (less than that) does not change
  the minimum raise.
- **Reopening (TDA Rule 47, Robert's Rules).** A player who already acted in the round may
  raise again only when what they face now is at least a full raise: one full raise, or
  several short all-ins that **add up** to one (TDA 47-A). Otherwise they may only call
  or fold. Fixed limit: an all-in of at least half a bet counts as a bet or raise (it
  reopens and counts toward the cap); one of less than half a bet does neither.
- **The cap.** Fixed limit allows ``cap`` bets a round, the bet included (default 4: one
  bet and three raises, the big blind being the bet preflop), even heads-up: the cap is
  the house's rule, so it is a parameter.
- **Nobody to answer.** A player may not bet or raise when nobody else in the hand has
  chips left to answer it (every other player folded or is all-in for no more than the
  bet to call); then only call, check or fold, and short all-ins that add up to a full
  raise reopen nothing (``short_all_in`` is None).

>>> hand = replay({"variant": "holdem", "structure": "no_limit", "blinds": [5, 10],
...     "button": "C", "board": "Kc Jd 9s 5h 2c",
...     "players": [{"name": "A", "stack": 500, "hole": "Ah Ad"},
...                 {"name": "B", "stack": 500, "hole": "Kh Qd"},
...                 {"name": "C", "stack": 500, "hole": "7c 7d"}],
...     "actions": [{"player": "C", "action": "raise", "to": 30},
...                 {"player": "A", "action": "fold"},
...                 {"player": "B", "action": "call"},
...                 {"player": "B", "action": "check"},
...                 {"player": "C", "action": "bet", "to": 40},
...                 {"player": "B", "action": "fold"}]})
>>> [(s.to_act, s.to_call, s.min_raise_to, s.max_raise_to, s.pot) for s in hand.steps[:3]]
[('C', 10, 20, 500, 15), ('A', 25, 50, 500, 45), ('B', 20, 50, 500, 45)]
>>> hand.contributed, hand.folded, hand.showdown() is None
({'A': 5, 'B': 30, 'C': 70}, ('A', 'B'), True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .betting import MAX_BET_LEVELS, Street, Structure, check_amount, parse_structure
from .cards import Card, parse_cards
from .errors import PokerError, reject_unknown_keys, shorten
from .hands import Variant, parse_variant
from .limits import Limits, Situation, full_raise
from .numbers import number
from .rake import Rake, parse_rake
from .settle import settle

HAND_KEYS = (
    "variant",
    "structure",
    "blinds",
    "ante",
    "button_blind",
    "button",
    "players",
    "board",
    "actions",
    "small_bet",
    "big_bet",
    "cap",
    "rake",
)
PLAYER_KEYS = ("name", "stack", "hole")
ACTION_KEYS = ("player", "action", "to")
MAX_PLAYERS = 10
MAX_STACK = 10**9
MAX_ACTIONS = 400
STREETS = (Street.preflop, Street.flop, Street.turn, Street.river)
BOARD_AFTER = {Street.preflop: 0, Street.flop: 3, Street.turn: 4, Street.river: 5}
HOLE_COUNT = {Variant.HOLDEM: 2, Variant.OMAHA: 4, Variant.SHORTDECK: 2}
STREET_NAMES = {
    Street.preflop: "el preflop",
    Street.flop: "el flop",
    Street.turn: "el turn",
    Street.river: "el river",
}


class Action(StrEnum):
    fold = "fold"
    check = "check"
    call = "call"
    bet = "bet"
    raise_ = "raise"
    all_in = "all_in"


ACTION_NAMES = {
    Action.fold: "retirarse",
    Action.check: "pasar",
    Action.call: "igualar",
    Action.bet: "apostar",
    Action.raise_: "subir",
    Action.all_in: "ir all-in",
}


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    stack: int
    hole: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Move:
    player: str
    action: Action
    to: int | None


@dataclass(frozen=True, slots=True)
class HandSpec:
    """A whole hand, checked: seats clockwise, the button's index, the actions."""

    variant: Variant
    structure: Structure
    small_blind: int
    big_blind: int
    ante: int
    button_blind: int
    button: int
    seats: tuple[Seat, ...]
    board: tuple[Card, ...]
    moves: tuple[Move, ...]
    small_bet: int | None = None
    big_bet: int | None = None
    cap: int = MAX_BET_LEVELS
    rake: Rake | None = None
    rake_json: Mapping[str, object] | None = None

    @property
    def min_bet(self) -> int:
        """The smallest opening bet: the big blind, or the button blind."""
        return max(self.big_blind, self.button_blind)


@dataclass(frozen=True, slots=True)
class Step:
    """What the dealer knows before an action: who acts and what they may do."""

    to_act: str
    street: Street
    to_call: int
    min_raise_to: int | None
    max_raise_to: int | None
    pot: int
    situation: Situation = field(compare=False, repr=False)
    """The decision as :func:`.limits.limits` reads it: the one home of the step's
    minimum, maximum, reopening and cap, for whoever works them out again."""
    short_all_in: str | None = None
    """``"closed"``: the player already acted and faces a short all-in that does not reopen
    the betting; ``"reopened"``: short all-ins that together reach a full raise reopened
    it (TDA 47-A); None otherwise."""

    @property
    def can_raise(self) -> bool:
        return self.min_raise_to is not None

    def limits(self, **changed: Any) -> Limits:
        """The engine's limits of this step (``changed``: ``explain=True``, or the inputs
        a mistaken rule changes)."""
        return self.situation.limits(**changed)

    def to_json(self) -> dict[str, object]:
        return {
            "to_act": self.to_act,
            "street": self.street.value,
            "to_call": self.to_call,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
            "pot": self.pot,
            "short_all_in": self.short_all_in,
        }


@dataclass(frozen=True, slots=True)
class Replay:
    """The hand played out: a step before each action, then what each player put in."""

    spec: HandSpec
    steps: tuple[Step, ...]
    contributed: dict[str, int]
    folded: tuple[str, ...]
    board_dealt: int
    street_pots: dict[str, int] = field(default_factory=dict)
    _settled: list[dict[str, object]] = field(default_factory=list, compare=False, repr=False)

    @property
    def live(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.spec.seats if s.name not in self.folded)

    def showdown_spec(self) -> dict[str, object]:
        """The spec of ``academy showdown``: the contributions, with folded players."""
        spec = self.spec
        players: list[dict[str, object]] = []
        for seat in spec.seats:
            entry: dict[str, object] = {
                "name": seat.name,
                "hole": " ".join(str(c) for c in seat.hole),
                "contributed": self.contributed[seat.name],
            }
            if seat.name in self.folded:
                entry["folded"] = True
            players.append(entry)
        out: dict[str, object] = {
            "variant": spec.variant.value,
            "board": " ".join(str(c) for c in spec.board[: self.board_dealt]),
            "button": spec.seats[spec.button].name,
            "players": players,
        }
        if spec.rake_json is not None:
            out["rake"] = dict(spec.rake_json)
        return out

    def settlement(self) -> dict[str, object]:
        """``settle_json`` of the contributions: also when one player is left (settled
        once, then the same object)."""
        if not self._settled:
            self._settled.append(settle(self.showdown_spec()).to_json())
        return self._settled[0]

    def showdown(self) -> dict[str, object] | None:
        """What ``academy showdown --json`` prints, or None when one player is left."""
        return self.settlement() if len(self.live) > 1 else None


def replay(data: HandSpec | object) -> Replay:
    """Replay a hand spec (or a checked :class:`HandSpec`); an illegal action raises a
    Spanish :class:`PokerError` whose field is ``actions[i]``."""
    spec = data if isinstance(data, HandSpec) else parse_hand(data)
    table = Table(spec)
    for move in spec.moves:
        if table.step() is None:
            raise PokerError("la mano ya terminó: esta acción sobra", f"actions[{table.index}]")
        table.act(move)
    last = table.step()
    if last is not None:
        raise PokerError(
            f"faltan acciones: la mano no ha terminado, le toca a {last.to_act} en "
            f"{STREET_NAMES[last.street]}",
            "actions",
        )
    return table.result()


class Table:
    """A hand being played: :meth:`step` says what the next player may do, :meth:`act`
    checks and plays their action. The spec's own actions are not read here."""

    def __init__(self, spec: HandSpec) -> None:
        self.spec = spec
        n = len(spec.seats)
        self.n = n
        self.stack = [s.stack for s in spec.seats]
        self.total = [0] * n  # every chip put in the hand
        self.folded = [False] * n
        self.steps: list[Step] = []
        self.street_pots: dict[str, int] = {}
        self.board_dealt = 0
        self.index = 0  # the next action's place in the hand
        self.over = False
        self._cached: Step | None = None
        self._new_round(Street.preflop)
        self._post_forced()
        self._advance()

    # -- a betting round -------------------------------------------------------------

    def _new_round(self, street: Street) -> None:
        self.street = street
        self.round = [0] * self.n  # this round's chips in front of each player
        self.current = 0
        self.last_full = 0  # the last full bet or raise (its increment); 0 for none yet
        self.bets = 0  # fixed limit: the bet and raises counted toward the cap
        self.acted_at: dict[int, int] = {}  # a player who acted: the bet they left
        self.short_increment = 0  # no limit, pot limit: the last short all-in's raise

    def _put(self, i: int, amount: int) -> None:
        amount = min(amount, self.stack[i])
        self.stack[i] -= amount
        self.round[i] += amount
        self.total[i] += amount

    def _post_forced(self) -> None:
        spec, n = self.spec, self.n
        for i in range(n):
            paid = min(spec.ante, self.stack[i])
            self.stack[i] -= paid
            self.total[i] += paid
        if spec.button_blind:
            self._put(spec.button, spec.button_blind)
            first = (spec.button + 1) % n
        else:
            small = spec.button if n == 2 else (spec.button + 1) % n
            big = (small + 1) % n
            self._put(small, spec.small_blind)
            self._put(big, spec.big_blind)
            first = (big + 1) % n
        self.current = max(self.round)
        self.bets = 1 if self.current > 0 else 0  # fixed limit: the blind is the bet
        self._start_queue(first)

    def _start_queue(self, first: int) -> None:
        order = [(first + k) % self.n for k in range(self.n)]
        queue = [i for i in order if self._in_hand_with_chips(i) and self._has_opponent(i)]
        if len(queue) == 1 and self.round[queue[0]] >= self.current:
            queue = []
        self.queue = queue

    def _in_hand_with_chips(self, i: int) -> bool:
        return not self.folded[i] and self.stack[i] > 0

    def _has_opponent(self, i: int) -> bool:
        """Someone else still in the hand could put in more than ``i`` has in front."""
        return any(
            j != i and not self.folded[j] and self.round[j] + self.stack[j] > self.round[i]
            for j in range(self.n)
        )

    def _live(self) -> int:
        return sum(1 for f in self.folded if not f)

    # -- the whole hand --------------------------------------------------------------

    def _advance(self) -> None:
        """Close finished rounds and deal the next street until someone must act."""
        while not (self.queue and self._live() > 1):
            self.street_pots[self.street.value] = sum(self.total)
            if self._live() <= 1 or self.street is Street.river:
                self.over = True
                return
            self.street = STREETS[STREETS.index(self.street) + 1]
            self._new_round(self.street)
            self.board_dealt = BOARD_AFTER[self.street]
            if len(self.spec.board) < self.board_dealt:
                raise PokerError(
                    f"hay {len(self.spec.board)} cartas comunitarias y la mano llega a "
                    f"{STREET_NAMES[self.street]}: faltan cartas comunitarias",
                    "board",
                )
            self._start_queue((self.spec.button + 1) % self.n)

    def step(self) -> Step | None:
        """What the next player to act may do, or None when the hand is over."""
        if self.over:
            return None
        if self._cached is None:
            self._cached = self._step(self.queue[0])
        return self._cached

    def seat_of(self, name: str) -> int:
        return [s.name for s in self.spec.seats].index(name)

    def chips_behind(self, i: int) -> int:
        return self.stack[i]

    def in_front(self, i: int) -> int:
        return self.round[i]

    def result(self) -> Replay:
        folded = tuple(s.name for s, f in zip(self.spec.seats, self.folded, strict=True) if f)
        contributed = {s.name: t for s, t in zip(self.spec.seats, self.total, strict=True)}
        return Replay(
            self.spec,
            tuple(self.steps),
            contributed,
            folded,
            self.board_dealt,
            dict(self.street_pots),
        )

    def _step(self, i: int) -> Step:
        """The step before ``i`` acts."""
        spec = self.spec
        committed, stack = self.round[i], self.stack[i]
        facing_short = False
        short: str | None = None
        if i in self.acted_at and self.current > committed:
            # Every counted (full) wager clears ``acted_at``: only short all-ins came since.
            faced = self.current - self.acted_at[i]
            if spec.structure is Structure.fixed_limit:
                facing_short = True
            else:
                facing_short = faced < full_raise(spec.min_bet, self.last_full)
            short = "closed" if facing_short else "reopened"
        fixed = spec.structure is Structure.fixed_limit
        situation = Situation(
            spec.structure,
            big_blind=spec.min_bet,
            pot=sum(self.total),
            current_bet=self.current,
            committed=committed,
            last_raise=self.last_full,
            stack=stack,
            small_bet=spec.small_bet if fixed else None,
            big_bet=spec.big_bet if fixed else None,
            street=self.street if fixed else None,
            raises=self._levels() if fixed else 0,
            facing_short_all_in=facing_short,
            player=spec.seats[i].name,
            button_blind=bool(spec.button_blind),
            answerable=self._has_opponent_above_bet(i),
        )
        result = situation.limits()
        low, high = result.min_raise_to, result.max_raise_to
        if short == "closed" and result.call_is_all_in:
            short = None  # calling takes every chip: raising is closed anyway
        if short == "reopened" and not result.can_raise:
            short = None  # calling takes every chip, or nobody can answer: reopening is moot
        return Step(
            spec.seats[i].name,
            self.street,
            result.to_call,
            low,
            high,
            sum(self.total),
            situation,
            short,
        )

    def _levels(self) -> int:
        """Fixed limit: the ``raises`` argument of ``limits``, the cap read as 4."""
        if self.current == 0:
            return 0
        if self.bets >= self.spec.cap:
            return MAX_BET_LEVELS
        return min(max(self.bets, 1), MAX_BET_LEVELS - 1)

    def _has_opponent_above_bet(self, i: int) -> bool:
        """Someone else in the hand has chips beyond the bet to call (can answer a raise)."""
        return any(
            j != i and not self.folded[j] and self.round[j] + self.stack[j] > self.current
            for j in range(self.n)
        )

    def act(self, move: Move) -> None:
        """Check ``move`` against the rules and play it (PokerError ``actions[i]``)."""
        step = self.step()
        at = f"actions[{self.index}]"
        if step is None:
            raise PokerError("la mano ya terminó: esta acción sobra", at)
        i = self.queue[0]
        name = step.to_act
        if move.player != name:
            raise PokerError(f"le toca a {name}, no a {move.player}", f"{at}.player")
        what = f"{name} no puede {ACTION_NAMES[move.action]}"
        all_in_to = self.round[i] + self.stack[i]
        if move.to is not None and move.action in (Action.fold, Action.check):
            raise PokerError(f"{ACTION_NAMES[move.action]} no lleva cantidad («to»)", f"{at}.to")
        if move.action is Action.fold:
            self.folded[i] = True
        elif move.action is Action.check:
            if step.to_call > 0:
                raise PokerError(
                    f"{what}: hay una apuesta de {number(self.current)} y le faltan "
                    f"{number(step.to_call)} para igualar",
                    at,
                )
        elif move.action is Action.call:
            if step.to_call == 0:
                raise PokerError(f"{what}: no hay nada que igualar (puede pasar)", at)
            reach = self.round[i] + step.to_call
            if move.to is not None and move.to != reach:
                raise PokerError(
                    f"igualar lleva a {number(reach)} en total, no a {number(move.to)}",
                    f"{at}.to",
                )
            self._put(i, step.to_call)
        else:
            target = all_in_to if move.action is Action.all_in else move.to
            if target is None:
                raise PokerError(
                    f"{ACTION_NAMES[move.action]} necesita el total al que llega («to»)",
                    f"{at}.to",
                )
            if move.action is Action.all_in and move.to is not None and move.to != all_in_to:
                verb = "iguala" if all_in_to <= self.current else "va"
                raise PokerError(
                    f"{name} {verb} all-in por {number(all_in_to)} en total, "
                    f"no por {number(move.to)}",
                    f"{at}.to",
                )
            if move.action is Action.all_in and target <= self.current:
                self._put(i, step.to_call)  # a call for all the chips left
            else:
                self._wager(i, move, target, step, what, at)
        self.acted_at[i] = self.current
        self.index += 1
        self.steps.append(step)
        self._cached = None
        if self.queue and self.queue[0] == i:  # a bet or raise made a new queue
            self.queue.pop(0)
        self._advance()

    def _wager(self, i: int, move: Move, target: int, step: Step, what: str, at: str) -> None:
        """A bet or a raise to ``target`` (all-in included), checked against the step."""
        if move.action is Action.bet and self.current > 0:
            raise PokerError(
                f"{what}: ya hay una apuesta de {number(self.current)}, sería subir", at
            )
        if move.action is Action.raise_ and self.current == 0:
            raise PokerError(f"{what}: nadie ha apostado, sería apostar", at)
        if target > self.round[i] + self.stack[i]:
            raise PokerError(
                f"{what} a {number(target)}: solo tiene {number(self.round[i] + self.stack[i])} "
                "en total",
                f"{at}.to",
            )
        if step.min_raise_to is None or step.max_raise_to is None:
            only = "pasar" if step.to_call == 0 else "igualar o retirarse"
            raise PokerError(f"{what}: solo puede {only}", at)
        if not step.min_raise_to <= target <= step.max_raise_to:
            span = (
                f"exactamente {number(step.min_raise_to)}"
                if step.min_raise_to == step.max_raise_to
                else f"entre {number(step.min_raise_to)} y {number(step.max_raise_to)}"
            )
            raise PokerError(f"{what} a {number(target)}: el total debe ser {span}", f"{at}.to")
        increment = target - self.current
        self._put(i, target - self.round[i])
        spec = self.spec
        if spec.structure is Structure.fixed_limit:
            unit = spec.small_bet if self.street in (Street.preflop, Street.flop) else spec.big_bet
            assert unit is not None
            counted = 2 * increment >= unit  # half a bet or more counts (Robert's Rules)
        else:
            counted = increment >= full_raise(spec.min_bet, self.last_full)
            if not counted:
                self.short_increment = increment
        if counted:
            self.bets += 1
            self.last_full = max(self.last_full, increment)
            self.acted_at.clear()
        self.current = target
        order = [(i + k) % self.n for k in range(1, self.n)]
        self.queue = [j for j in order if self._in_hand_with_chips(j)]


# -- reading the spec ----------------------------------------------------------------


def parse_hand(data: object) -> HandSpec:
    """Check a decoded JSON hand into a :class:`HandSpec`, or raise naming the field."""
    if not isinstance(data, dict):
        raise PokerError("la mano debe ser un objeto JSON con variant, players y actions")
    reject_unknown_keys(data, HAND_KEYS, None)
    variant = parse_variant(data.get("variant", "holdem"))
    if variant not in HOLE_COUNT:
        raise PokerError("la variante debe ser holdem, omaha o shortdeck", "variant")
    structure = parse_structure(_text(data.get("structure", "no_limit"), "structure"))
    blinds = data.get("blinds", [0, 0])
    if not isinstance(blinds, list) or len(blinds) != 2:
        raise PokerError("las ciegas son una lista de dos cantidades: [pequeña, grande]", "blinds")
    small, big = blinds
    check_amount(small, "blinds[0]", "la ciega pequeña")
    check_amount(big, "blinds[1]", "la ciega grande")
    ante = data.get("ante", 0)
    check_amount(ante, "ante", "el ante")
    button_blind = data.get("button_blind", 0)
    check_amount(button_blind, "button_blind", "la ciega del botón")
    assert isinstance(small, int) and isinstance(big, int)
    assert isinstance(ante, int) and isinstance(button_blind, int)
    if button_blind and (small or big):
        raise PokerError("con ciega del botón no hay ciega pequeña ni grande: usa [0, 0]", "blinds")
    if not button_blind and (big < 1 or small > big):
        raise PokerError(
            "la ciega grande debe ser de al menos 1 ficha y no menor que la pequeña", "blinds"
        )
    seats = _seats(data.get("players"), variant)
    names = [s.name for s in seats]
    button_name = data.get("button")
    if button_name not in names:
        raise PokerError(
            f"el botón debe ser el nombre de un jugador ({', '.join(names)})", "button"
        )
    board = parse_cards(_cards_value(data.get("board", []), "board"), field="board")
    if len(board) > 5:
        raise PokerError("las cartas comunitarias son como mucho 5", "board")
    _check_deck(variant, board, seats)
    small_bet = big_bet = None
    cap = MAX_BET_LEVELS
    if structure is Structure.fixed_limit:
        small_bet, big_bet = data.get("small_bet"), data.get("big_bet")
        check_amount(small_bet, "small_bet", "la apuesta pequeña", minimum=1)
        check_amount(big_bet, "big_bet", "la apuesta grande", minimum=1)
        raw_cap = data.get("cap", MAX_BET_LEVELS)
        if type(raw_cap) is not int or not 1 <= raw_cap <= 10:
            raise PokerError(
                "el tope de apuestas por ronda debe ser un entero de 1 a 10 (4: una apuesta "
                "y tres subidas)",
                "cap",
            )
        cap = raw_cap
    else:
        for key in ("small_bet", "big_bet", "cap"):
            if key in data:
                raise PokerError("solo el límite fijo tiene apuestas fijas y tope", key)
    raw_rake = data.get("rake")
    rake = None if raw_rake is None else parse_rake(raw_rake)
    moves = _moves(data.get("actions"), names)
    assert isinstance(small_bet, int | None) and isinstance(big_bet, int | None)
    return HandSpec(
        variant,
        structure,
        small,
        big,
        ante,
        button_blind,
        names.index(str(button_name)),
        seats,
        board,
        moves,
        small_bet,
        big_bet,
        cap,
        rake,
        raw_rake if isinstance(raw_rake, dict) else None,
    )


def _text(value: object, field_name: str) -> str:
    if not isinstance(value, str):
        raise PokerError("debe ser un texto", field_name)
    return value


def _cards_value(value: object, field_name: str) -> str | list[str]:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(c, str) for c in value):
        return [str(c) for c in value]
    raise PokerError("las cartas son un texto («Ah Kd») o una lista de textos", field_name)


def _seats(raw: object, variant: Variant) -> tuple[Seat, ...]:
    if not isinstance(raw, list) or not 2 <= len(raw) <= MAX_PLAYERS:
        raise PokerError(
            f"los jugadores son una lista de 2 a {MAX_PLAYERS}, en el orden de los asientos",
            "players",
        )
    seats: list[Seat] = []
    for index, entry in enumerate(raw):
        at = f"players[{index}]"
        if not isinstance(entry, dict):
            raise PokerError("cada jugador es un objeto con name, stack y hole", at)
        reject_unknown_keys(entry, PLAYER_KEYS, at)
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise PokerError(
                "el nombre debe ser un texto no vacío de hasta 40 caracteres", f"{at}.name"
            )
        if any(s.name == name for s in seats):
            raise PokerError(f"el nombre «{shorten(name)}» está repetido", f"{at}.name")
        stack = entry.get("stack")
        check_amount(stack, f"{at}.stack", "el stack", minimum=1)
        assert isinstance(stack, int)
        if stack > MAX_STACK:
            raise PokerError("el stack no puede pasar de 1 000 000 000 fichas", f"{at}.stack")
        hole = parse_cards(_cards_value(entry.get("hole", ""), f"{at}.hole"), field=f"{at}.hole")
        if len(hole) != HOLE_COUNT[variant]:
            raise PokerError(
                f"en esta variante cada jugador tiene {HOLE_COUNT[variant]} cartas propias",
                f"{at}.hole",
            )
        seats.append(Seat(name, stack, hole))
    return tuple(seats)


def _check_deck(variant: Variant, board: Sequence[Card], seats: Sequence[Seat]) -> None:
    seen: set[Card] = set()
    for where, cards in [("board", board)] + [
        (f"players[{i}].hole", s.hole) for i, s in enumerate(seats)
    ]:
        for card in cards:
            if variant is Variant.SHORTDECK and card.rank < 4:
                raise PokerError(f"{card} no está en la baraja de Short Deck (sin 2 a 5)", where)
            if card in seen:
                raise PokerError(f"la carta {card} está repetida", where)
            seen.add(card)


def _moves(raw: object, names: Sequence[str]) -> tuple[Move, ...]:
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        raise PokerError(f"las acciones son una lista (como mucho {MAX_ACTIONS})", "actions")
    moves: list[Move] = []
    for index, entry in enumerate(raw):
        at = f"actions[{index}]"
        if not isinstance(entry, dict):
            raise PokerError("cada acción es un objeto con player, action y, si apuesta, to", at)
        reject_unknown_keys(entry, ACTION_KEYS, at)
        player = entry.get("player")
        if player not in names:
            raise PokerError(
                f"«{shorten(str(player))}» no juega en esta mano ({', '.join(names)})",
                f"{at}.player",
            )
        try:
            action = Action(str(entry.get("action")))
        except ValueError:
            known = ", ".join(a.value for a in Action)
            raise PokerError(
                f"acción desconocida «{shorten(str(entry.get('action')))}» (usa una de: {known})",
                f"{at}.action",
            ) from None
        to = entry.get("to")
        if to is not None:
            check_amount(to, f"{at}.to", "el total de la apuesta", minimum=1)
        assert isinstance(player, str) and isinstance(to, int | None)
        moves.append(Move(player, action, to))
    return tuple(moves)
