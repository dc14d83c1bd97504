"""«Sigue la acción»: the five questions of a hand, in the order the hand reaches them.

Every hand asks exactly :data:`PER_HAND` questions, so a step's five items are one whole
hand. Which five follows the step's title:

- step 1: who acts, the call (in two hands of three onto chips already in front when the
  hand has one, so it is not always the bet shown), a minimum raise, the pot after a
  street, what each player receives;
- step 2: who acts; with pot limit the maximum, with fixed limit whether a raise is still
  allowed at the cap (or the call); the raise (the minimum, or the fixed one); the pot
  after a street; what each player receives;
- step 3: whether a player may raise again after a short all-in (when the hand has one,
  else who acts), a call or raise the stack caps or a minimum raise (which of them is
  looked for first takes turns from hand to hand), the pot after a street, the pots and
  who wins each, and the commission or what each player receives.

At a showdown, in odd hands of steps 1-2 and every third hand of step 3, a showdown
question takes the place of the pot after a street, asked with the cards still face
down: «¿Quién enseña primero?» (the showdown order without an all-in: TDA 17) or
whether a player may muck unseen (with an all-in every hand is turned face up, so no:
TDA 16; without one, a player who does not show first may).

Before chosen actions ``step`` is the index of the step asked (``null`` for the pot
after a street, which says ``after``, and at the end). :func:`point` says where in the
hand a question is asked. Who acts is asked in turn (by the hand's index) at the first
action preflop, at the first action of a later street, or after a seat is skipped (a
player who folded or is all-in).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.betting import Street, Structure
from ...engine.deck import Rng
from ...engine.hand_replay import BOARD_AFTER, STREETS, Replay
from .hands import odd_chips, pots_of
from .view import Point, Walk

__all__ = [
    "END_ASKS",
    "PER_HAND",
    "SHOW_ASKS",
    "Point",
    "Question",
    "first_left_of_button",
    "point",
    "questions",
    "river_aggressor",
    "shows_first",
    "uncalled",
]

_AFTER = {"preflop": "del preflop", "flop": "del flop", "turn": "del turn", "river": "del river"}
SHOW_ASKS = ("shows_first", "may_muck")  # at the showdown, the cards still face down
END_ASKS = (*SHOW_ASKS, "pots", "rake", "received")
PER_HAND = 5
_ORDER = {"to_act": 0, "to_call": 1, "can_raise": 2, "min_raise_to": 3, "max_raise_to": 4}


@dataclass(frozen=True, slots=True)
class Question:
    """One question of a hand: the step it is asked before (``None`` for the pot after a
    street, which names the street in ``after``, and at the end), what it asks, its
    words and its right answer; ``player`` is who may muck (``may_muck`` only)."""

    step: int | None
    ask: str
    text: str
    answer: object
    after: str | None = None
    player: str | None = None

    @property
    def at(self) -> int:
        """The step asked (only for a question asked before a chosen action)."""
        assert self.step is not None
        return self.step

    def to_json(self) -> dict[str, object]:
        """The contract's question object: ``after`` and ``player`` only where set."""
        out: dict[str, object] = {"step": self.step, "ask": self.ask}
        if self.after is not None:
            out["after"] = self.after
        out |= {"text": self.text, "answer": self.answer}
        if self.player is not None:
            out["player"] = self.player
        return out


def short_raise(replay: Replay, done: Walk, j: int) -> bool:
    """Action ``j`` is an all-in that raises by less than a full raise (not fixed limit,
    where it is read by half a bet)."""
    step = replay.steps[j]
    before, after = done.frames[j], done.frames[j + 1]
    i = [s.name for s in replay.spec.seats].index(step.to_act)
    return (
        replay.spec.structure is not Structure.fixed_limit
        and after.stacks[i] == 0
        and before.current < after.current
        and after.current < step.situation.full_raise_to
    )


def fresh_after_short(replay: Replay, done: Walk, k: int) -> bool:
    """At step ``k`` a player who has not spoken yet in the round faces a short all-in
    (and may raise: a short all-in closes the raising only for who already spoke)."""
    steps = replay.steps
    step = steps[k]
    if step.short_all_in is not None or not step.can_raise or step.to_call == 0:
        return False
    same = [j for j in range(k) if steps[j].street is step.street]
    if any(steps[j].to_act == step.to_act for j in same):
        return False
    return any(short_raise(replay, done, j) for j in same)


def uncalled(replay: Replay, done: Walk, street: str) -> tuple[str, int] | None:
    """Who put in chips nobody matched when ``street``'s betting closed, and how many
    (they go back to that player: they are not in the pot)."""
    rank = STREETS.index(Street(street))
    played = sum(1 for s in replay.steps if STREETS.index(s.street) <= rank)
    totals = done.frames[played].totals
    names = [s.name for s in replay.spec.seats]
    ranked = sorted(range(len(names)), key=lambda i: totals[i], reverse=True)
    most, second = totals[ranked[0]], totals[ranked[1]]
    return (names[ranked[0]], most - second) if most > second else None


class _Picker:
    """The questions chosen so far, at most one of each ask a step."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.asked: dict[int, list[Question]] = {}

    def taken(self, k: int, ask: str) -> bool:
        return any(q.ask == ask for q in self.asked.get(k, []))

    def pick(self, ask: str, candidates: list[int]) -> int | None:
        """A step of ``candidates``: one nobody asks about yet, else one without ``ask``."""
        free = [k for k in candidates if k not in self.asked]
        if not free:
            free = [k for k in candidates if not self.taken(k, ask)]
        return self.rng.choice(free) if free else None

    def add(self, k: int, item: Question) -> None:
        self.asked.setdefault(k, []).append(item)

    @property
    def count(self) -> int:
        return sum(len(v) for v in self.asked.values())

    def ordered(self) -> list[Question]:
        return [q for k in sorted(self.asked) for q in sorted(self.asked[k], key=_order)]


def _order(question: Question) -> int:
    return _ORDER[question.ask]


class _Asking:
    """What a hand may be asked before its chosen actions, each ask a method that adds
    a question of its kind (at a step of ``candidates``) and says whether it could."""

    def __init__(self, rng: Rng, replay: Replay, done: Walk, index: int) -> None:
        self.steps = steps = replay.steps
        self.spec = replay.spec
        self.done = done
        self.index = index
        self.names = [s.name for s in self.spec.seats]
        self.fixed = self.spec.structure is Structure.fixed_limit
        self.picker = _Picker(rng)
        self.every = every = list(range(len(steps)))
        self.calls = [k for k in every if steps[k].to_call > 0]
        self.raises = [
            k
            for k in every
            if steps[k].can_raise and steps[k].to_call > 0 and not self.below_min(k)
        ]
        self.short = [k for k in every if steps[k].short_all_in is not None]
        # Whoever had not spoken yet when a short all-in came may raise: the other answer.
        self.fresh = [k for k in every if fresh_after_short(replay, done, k)]
        self.at_cap = [
            k
            for k in every
            if self.fixed and steps[k].min_raise_to is None and steps[k].to_call > 0
        ]
        # A call onto chips already in front (a blind, an earlier bet): not just the bet
        # shown. Two hands in three ask one where the hand has it; the third may ask a
        # plain call.
        self.topped = [k for k in self.calls if done.frames[k].rounds[self.seat(k)] > 0
                       and index % 3 != 2]  # fmt: skip

    def seat(self, k: int) -> int:
        return self.names.index(self.steps[k].to_act)

    def all_in_to(self, k: int) -> int:
        frame = self.done.frames[k]
        return frame.rounds[self.seat(k)] + frame.stacks[self.seat(k)]

    def below_min(self, k: int) -> bool:
        """The whole stack is less than a full raise: only all-in for less."""
        s = self.steps[k]
        if not s.can_raise or self.fixed:
            return False
        return self.all_in_to(k) < s.situation.full_raise_to

    def capped_call(self, k: int) -> bool:
        frame = self.done.frames[k]
        return 0 < self.steps[k].to_call < frame.current - frame.rounds[self.seat(k)]

    def capped_max(self, k: int) -> bool:
        s = self.steps[k]
        return s.can_raise and s.max_raise_to == self.all_in_to(k) and s.to_call > 0

    def skipped(self, k: int) -> bool:
        steps = self.steps
        if k == 0 or steps[k].street is not steps[k - 1].street:
            return False
        return (self.seat(k - 1) + 1) % len(self.names) != self.seat(k)

    def to_act(self) -> bool:
        steps, every = self.steps, self.every
        firsts = [k for k in every if k > 0 and steps[k].street is not steps[k - 1].street]
        groups = [[0] if steps else [], firsts, [k for k in every if self.skipped(k)]]
        start = self.index % 3
        for group in groups[start:] + groups[:start] + [every]:
            k = self.picker.pick("to_act", group)
            if k is not None:
                self.picker.add(k, Question(k, "to_act", "¿A quién le toca hablar?",
                                             steps[k].to_act))  # fmt: skip
                return True
        return False

    def call(self, candidates: list[int]) -> bool:
        k = self.picker.pick("to_call", candidates)
        if k is None:
            return False
        s = self.steps[k]
        text = f"¿Cuánto tiene que poner {s.to_act} para igualar?"
        self.picker.add(k, Question(k, "to_call", text, s.to_call))
        return True

    def min_raise(self, candidates: list[int]) -> bool:
        k = self.picker.pick("min_raise_to", candidates)
        if k is None:
            return False
        s = self.steps[k]
        text = (
            f"En límite fijo, ¿hasta cuánto sube {s.to_act} si sube?"
            if self.fixed
            else f"¿A cuánto puede subir {s.to_act}, como mínimo, en total?"
        )
        self.picker.add(k, Question(k, "min_raise_to", text, s.min_raise_to))
        return True

    def max_raise(self, candidates: list[int]) -> bool:
        k = self.picker.pick("max_raise_to", candidates)
        if k is None:
            return False
        s = self.steps[k]
        # Preflop the blinds are the round's bet: the big blind's option is a raise.
        verb = "subir" if s.to_call > 0 or s.street is Street.preflop else "apostar"
        if self.fixed:
            verb = "sube" if verb == "subir" else "apuesta"
            text = f"En límite fijo, ¿hasta cuánto {verb} {s.to_act} si {verb}?"
        elif self.spec.structure is Structure.pot_limit:
            text = (
                f"Con límite de bote, ¿hasta cuánto puede {verb} {s.to_act}, como máximo, en total?"
            )
        else:
            text = f"¿Hasta cuánto puede {verb} {s.to_act}, como máximo, en total?"
        self.picker.add(k, Question(k, "max_raise_to", text, s.max_raise_to))
        return True

    def can_raise(self, candidates: list[int]) -> bool:
        k = self.picker.pick("can_raise", candidates)
        if k is None:
            return False
        s = self.steps[k]
        again = "volver a subir" if s.short_all_in is not None else "subir"
        self.picker.add(k, Question(k, "can_raise", f"¿Puede {s.to_act} {again}?", s.can_raise))
        return True

    def short_or_fresh(self) -> list[int]:
        """After a short all-in, one hand in two asks a player who already spoke (he may
        raise again only if it reopened), the other a player who had not (he may)."""
        if self.short and self.fresh:
            return self.fresh if self.picker.rng.below(2) else self.short
        return self.short or self.fresh

    def where(self, test: Callable[[int], bool]) -> list[int]:
        return [k for k in self.every if test(k)]

    def may_raise(self, k: int) -> bool:
        return self.steps[k].can_raise


_Tries = tuple[Callable[[_Asking], bool], ...]

# Per step, in order, the asks tried for each chosen question (the first that can, is).
_PICKS: dict[int, list[_Tries]] = {
    1: [
        (_Asking.to_act,),
        (lambda a: a.call(a.topped), lambda a: a.call(a.calls)),
        (lambda a: a.min_raise(a.raises),),
    ],
    2: [
        (_Asking.to_act,),
        (  # fixed limit: a raise at the cap (or the call); else the maximum
            lambda a: a.fixed and a.can_raise(a.at_cap),
            lambda a: a.fixed and a.call(a.calls),
            lambda a: not a.fixed and a.max_raise(a.where(a.may_raise)),
        ),
        (lambda a: a.min_raise(a.raises),),
    ],
    3: [
        (lambda a: a.can_raise(a.short_or_fresh()), _Asking.to_act),
        (
            lambda a: a.call(a.where(a.capped_call)),
            lambda a: a.max_raise(a.where(a.below_min)),
            lambda a: a.max_raise(a.where(a.capped_max)),
            lambda a: a.min_raise(a.raises),
            lambda a: a.call(a.calls),
        ),
    ],
}
# When the chosen asks leave room: tried in turn, again and again.
_FALLBACKS: _Tries = (
    lambda a: a.call(a.calls),
    lambda a: a.min_raise(a.raises),
    _Asking.to_act,
    lambda a: a.max_raise(a.where(a.may_raise)),
)


def questions(
    rng: Rng,
    replay: Replay,
    settlement: dict[str, object],
    showdown: dict[str, object] | None,
    done: Walk,
    step_no: int,
    index: int,
) -> list[Question]:
    """The hand's :data:`PER_HAND` questions, in the order the hand reaches them."""
    asking = _Asking(rng, replay, done, index)
    picker = asking.picker
    ends = _end_questions(replay, settlement, showdown, step_no, index)
    shown = _showdown_question(replay, done, showdown, step_no, index)
    if shown is not None:
        ends.insert(0, shown)
    # A showdown question takes the place of the pot after a street.
    with_pot = 1 if shown is None and _pot_choices(replay, done) else 0
    room = PER_HAND - len(ends) - with_pot
    for tries in _PICKS[step_no if step_no in (1, 2) else 3]:
        if step_no == 3 and len(tries) > 2:
            # Step 3's second question, by the hand: the asks tried first take turns, so
            # hand after hand the call a stack caps, a raise below the minimum or the
            # maximum come in a different order (the plain call stays the last resort).
            turn = (index // 5 + index) % (len(tries) - 1)
            tries = (*tries[turn:-1], *tries[:turn], tries[-1])
        if picker.count < room:
            any(attempt(asking) for attempt in tries)
    while picker.count + with_pot + len(ends) < PER_HAND:
        if not any(attempt(asking) for attempt in _FALLBACKS):
            break
    out = picker.ordered()
    if with_pot:
        pot = _pot_question(rng, replay, done)
        rank = STREETS.index(Street(str(pot.after)))
        at = next(
            (i for i, q in enumerate(out) if STREETS.index(replay.steps[q.at].street) > rank),
            len(out),
        )
        out.insert(at, pot)
    out += ends
    assert len(out) == PER_HAND, (len(out), [q.ask for q in out])
    return out


def _pot_streets(replay: Replay, done: Walk) -> tuple[list[str], list[str]]:
    """The streets whose pot may be asked (chips went in; not the river, which is the
    end), those closed without an uncalled bet first."""
    names = list(replay.street_pots)
    streets = [
        name
        for i, name in enumerate(names)
        if name != "river"
        and (i == 0 or replay.street_pots[name] > replay.street_pots[names[i - 1]])
    ]
    clean = [s for s in streets if uncalled(replay, done, s) is None]
    return clean, [s for s in streets if s not in clean]


def _pot_choices(replay: Replay, done: Walk) -> list[str]:
    """The streets the pot after a street may be asked after: the clean ones, else any."""
    clean, others = _pot_streets(replay, done)
    return clean or others


def _pot_question(rng: Rng, replay: Replay, done: Walk) -> Question:
    after = rng.choice(_pot_choices(replay, done))
    returned = uncalled(replay, done, after)
    answer = replay.street_pots[after] - (returned[1] if returned else 0)
    return Question(
        None,
        "pot",
        f"Al terminar las apuestas {_AFTER[after]}, el crupier junta las apuestas en el "
        "centro. ¿Cuántas fichas hay en el bote?",
        answer,
        after,
    )


SHOWS_FIRST = "¿Quién enseña primero?"


def _showdown_question(
    replay: Replay,
    done: Walk,
    showdown: dict[str, object] | None,
    step_no: int,
    index: int,
) -> Question | None:
    """At a showdown, one hand in two (steps 1-2) or one in three (step 3, after its
    first two hands): who shows first, or whether a player may muck unseen (in place of
    the pot after a street).

    The showdown order without an all-in (TDA 17): the last player to bet or raise on
    the river shows first, else the first still in the hand to the left of the button;
    the others may then give up their cards face down. With an all-in and the betting
    over, every hand is turned face up (TDA 16): neither the all-in player nor whoever
    called may muck unseen."""
    if showdown is None or (index % 2 == 0 if step_no < 3 else index % 3 != 2):
        return None
    final = done.frames[-1]
    names = [s.name for s in replay.spec.seats]
    live = [i for i in range(len(names)) if not final.folded[i]]
    all_in = [i for i in live if final.stacks[i] == 0]
    if all_in:
        others = [i for i in live if i not in all_in]
        who = names[others[0] if others and index % 2 else all_in[0]]
        return _muck(who, False)
    first = shows_first(replay, done)
    if index % 4 in (0, 1) or step_no == 3:
        return Question(None, "shows_first", SHOWS_FIRST, first)
    who = next(names[i] for i in live if names[i] != first)
    return _muck(who, True)


def _muck(who: str, answer: bool) -> Question:
    text = f"¿Puede {who}, en el showdown, tirar sus cartas boca abajo sin enseñarlas?"
    return Question(None, "may_muck", text, answer, player=who)


def river_aggressor(replay: Replay, done: Walk) -> str | None:
    """The last player to bet or raise on the river (None: nobody did)."""
    steps = replay.steps
    raised = [
        k
        for k in range(len(steps))
        if steps[k].street is Street.river and done.frames[k + 1].current > done.frames[k].current
    ]
    return steps[raised[-1]].to_act if raised else None


def first_left_of_button(replay: Replay, done: Walk) -> str:
    """The first player still in the hand to the left of the button."""
    spec = replay.spec
    n = len(spec.seats)
    final = done.frames[-1]
    seat = next(
        (spec.button + d) % n for d in range(1, n + 1) if not final.folded[(spec.button + d) % n]
    )
    return spec.seats[seat].name


def shows_first(replay: Replay, done: Walk) -> str:
    """Who shows first: the showdown order without an all-in (TDA 17)."""
    return river_aggressor(replay, done) or first_left_of_button(replay, done)


def _end_questions(
    replay: Replay,
    settlement: dict[str, object],
    showdown: dict[str, object] | None,
    step_no: int,
    index: int,
) -> list[Question]:
    received = Question(
        None, "received", "¿Cuánto recibe cada jugador al final?", settlement["received"]
    )
    if step_no < 3 or showdown is None:
        return [received]
    pots = [
        {"name": p["name"], "amount": p["amount"], "winners": p["winners"],
         "odd_chips": odd_chips(p)}
        for p in pots_of(showdown)
    ]  # fmt: skip
    raked = bool(showdown.get("rake"))
    if len(pots) == 1:
        text = "¿Cuánto tiene el bote y quién lo gana?"
    else:
        text = "¿Cuánto tiene cada bote y quién lo gana?"
    if raked:
        text = text.replace(" y quién", " (antes de la comisión) y quién")
    out = [Question(None, "pots", text, pots)]
    if raked and index % 2 == 0:
        out.append(Question(None, "rake", "¿Cuánta comisión se lleva la sala?",
                             showdown["rake"]))  # fmt: skip
    else:
        out.append(received)
    return out


def point(replay: Replay, question: Question) -> Point:
    """Where ``question`` is asked: before its step's action, right after its street's
    betting (the bets still in front), or at the end."""
    steps = replay.steps
    if question.step is not None:
        k = question.step
        return Point(k, steps[k].street, hide_to_act=question.ask == "to_act")
    if question.ask == "pot":
        street = Street(str(question.after))
        rank = STREETS.index(street)
        played = sum(1 for s in steps if STREETS.index(s.street) <= rank)
        return Point(played, street)
    last = STREETS[[BOARD_AFTER[s] for s in STREETS].index(replay.board_dealt)]
    return Point(len(steps), last, end=True, face_down=question.ask in SHOW_ASKS)
