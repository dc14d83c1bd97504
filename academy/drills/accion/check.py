"""Checking one question of «Sigue la acción», with the named mistakes the typed value
shows.

Each ask has its models: the table's answer worked out again under a mistaken rule, with
the engine's own pieces (:func:`academy.engine.limits.limits` with the input the mistake
changes, the order of play from another seat, the settlement without its commission…).
A mistake is named only when the learner typed its model's value where it differs from
the right one (:func:`..verdict.recognise`).

The learner's answer, as a form or JSON sends it, one key per ask::

    {"to_act": "Ana"}  {"to_call": "100"}  {"can_raise": "no"}  {"pot": "1.250"}
    {"pots": [{"amount": "300", "winners": ["Ana"], "odd_chips": []}]}
    {"received": {"Ana": "300", "Beto": "0"}}
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ...engine.betting import Street, Structure
from ...engine.errors import PokerError
from ...engine.hand_replay import BOARD_AFTER, STREETS, Step
from ...engine.limits import Limits
from ...engine.numbers import chips, number
from ...engine.phrasing import capitalized, join_names, odd_chip_rule, spoken_pot_names
from ...engine.pots import Pot, clockwise_from_button
from ...engine.rake import Rake
from ...engine.settle import Settlement
from ...practice.feedback import pot_lines
from .. import typed as t
from ..checking import (
    Model,
    Values,
    Verdict,
    differing,
    explaining,
    marks,
    recognise,
    tempting,
)
from ..pot_rows import check as pot_check
from ..pot_rows.models import models as bote_models
from ..pot_rows.models import names_of, right
from .catalog import CATALOG
from .dealt import Hand
from .hands import RAKE_PERCENT
from .questions import (
    Question,
    first_left_of_button,
    fresh_after_short,
    river_aggressor,
    short_raise,
    uncalled,
)
from .view import Frame, blind_seats

AMOUNT_ASKS = ("to_call", "min_raise_to", "max_raise_to", "pot", "rake")
AMOUNT_LABELS = {
    "to_call": "lo que pone para igualar",
    "min_raise_to": "la subida mínima (hasta)",
    "max_raise_to": "la subida máxima (hasta)",
    "pot": "las fichas del bote",
    "rake": "la comisión",
}
NO_STACK_LIMIT = 10**9
_OTHER_STREET = {Street.preflop: "turn", Street.flop: "turn", Street.turn: "flop",
                 Street.river: "flop"}  # fmt: skip
POT_PREFIX = "pots"


@dataclass(frozen=True, slots=True)
class Asked:
    """One question of a hand, ready to check."""

    hand: Hand
    number: int  # the question's place in the hand

    @property
    def question(self) -> Question:
        return self.hand.questions[self.number]

    @property
    def ask(self) -> str:
        return self.question.ask

    @property
    def step(self) -> int | None:
        return self.question.step


# Reading -----------------------------------------------------------------------------


def read(asked: Asked, typed: object) -> Values:
    """The typed answer as values per field; PokerError (Spanish) names a bad field."""
    ask = asked.ask
    if not isinstance(typed, Mapping):
        raise PokerError(f"se esperaba un objeto con «{ask}»", "answer")
    for key in typed:
        if key != ask:
            raise PokerError(f"campo desconocido «{key}» (esta pregunta pide «{ask}»)", str(key))
    value = typed.get(ask)
    names = [s.name for s in asked.hand.replay.spec.seats]
    if ask == "to_act":
        if t.is_blank(value):
            raise PokerError("elige a quién le toca hablar", ask)
        if not isinstance(value, str) or value.strip() not in names:
            raise PokerError(f"«{value}» no juega en esta mesa (están {join_names(names)})", ask)
        return {ask: value.strip()}
    if ask == "can_raise":
        if t.is_blank(value):
            raise PokerError("responde sí o no", ask)
        return {ask: t.flag(value, ask, "si puede subir")}
    if ask == "shows_first":
        if t.is_blank(value):
            raise PokerError("elige quién enseña primero", ask)
        if not isinstance(value, str) or value.strip() not in names:
            raise PokerError(f"«{value}» no juega en esta mesa (están {join_names(names)})", ask)
        return {ask: value.strip()}
    if ask == "may_muck":
        if t.is_blank(value):
            raise PokerError("responde sí o no", ask)
        return {ask: t.flag(value, ask, "si puede tirarlas sin enseñarlas")}
    if ask in AMOUNT_ASKS:
        return {ask: t.amount(value, ask, AMOUNT_LABELS[ask])}
    if ask == "pots":
        s = asked.hand.settlement
        given = pot_check.read(s, {"pots": value})
        return {k: v for k, v in given.items() if k.startswith(POT_PREFIX)}
    s = asked.hand.settlement
    given = pot_check.read(s, {"pots": [{"amount": 0}], "received": value})
    return {k: v for k, v in given.items() if k.startswith("received.")}


# The right answer --------------------------------------------------------------------


def expected(asked: Asked) -> Values:
    ask = asked.ask
    if ask in ("pots", "received"):
        s = asked.hand.settlement
        prefix = POT_PREFIX if ask == "pots" else "received."
        return _only(right(s).values(names_of(s)), prefix)
    return {ask: asked.question.answer}


def _only(values: Values, prefix: str) -> Values:
    return {k: v for k, v in values.items() if k.startswith(prefix)}


def solution(asked: Asked) -> dict[str, object]:
    """A right answer in the shape the learner types it."""
    return as_typed(asked, expected(asked))


def as_typed(asked: Asked, values: Values) -> dict[str, object]:
    ask = asked.ask
    if ask in ("pots", "received"):
        names = names_of(asked.hand.settlement)
        full = dict(values)
        if ask == "pots":
            full.update({f"{k}.{n}": 0 for k in ("refunds", "received") for n in names})
        else:
            full.update({"pots": 0, **{f"refunds.{n}": 0 for n in names}})
        typed = pot_check.as_typed(full, names)
        return {ask: typed[ask]}
    return dict(values)


# Models ------------------------------------------------------------------------------


def seat_limits(hand: Hand, k: int, **changed: object) -> Limits:
    """The engine's limits for the player to act at step ``k`` (the replay's own
    decision), with ``changed`` inputs (a mistake's)."""
    return hand.replay.steps[k].limits(**changed)


def models(asked: Asked) -> list[Model]:
    """Every mistaken model of this question, as (code, values)."""
    ask = asked.ask
    if ask == "to_act":
        return _one_a_value(ask, _order_models(asked))
    if ask in ("to_call", "can_raise", "min_raise_to", "max_raise_to"):
        return _one_a_value(ask, _step_models(asked))
    if ask == "pot":
        return _one_a_value(ask, _pot_models(asked))
    if ask == "rake":
        return _one_a_value(ask, _rake_models(asked))
    if ask in ("shows_first", "may_muck"):
        return _one_a_value(ask, _showdown_models(asked))
    s = asked.hand.settlement
    prefix = POT_PREFIX if ask == "pots" else "received."
    out = [
        (code, _only(v, prefix))
        for code, v in _bote_models(asked)
        if ask == "pots" or code not in pot_check.SHOWN_IN  # a refund in a pot shows there
    ]
    if ask == "received" and s.rake:
        without = _only(_received_without_rake(asked), prefix)
        # Botes unidos: not named when one player wins every pot (nothing was merged)
        # or when the values are just the commission forgotten.
        alone = len({tuple(p.winners) for p in s.pots}) == 1
        out = [(c, v) for c, v in out if c != "pots_merged" or (not alone and v != without)]
        out.append(("rake_not_taken", without))
        out += [("rake_from_other_pot", v) for v in _received_rake_elsewhere(asked)]
    if ask == "received" and asked.hand.replay.spec.rake is None:
        out += [("rake_not_in_hand", v) for v in _received_phantom_rake(asked)]
    if ask == "pots" and s.rake:
        out.append(("rake_taken_from_pots", _pots_after_rake(asked)))
    return out


def _one_a_value(ask: str, found: list[tuple[str, object]] | list[tuple[str, str]]) -> list[Model]:
    """One mistake a wrong number: of the models that give the same value, the first
    (each list is ordered from the most likely mistake); the right value is no mistake."""
    seen: list[object] = []
    out: list[Model] = []
    for code, value in found:
        if value in seen:
            continue
        seen.append(value)
        out.append((code, {ask: value}))
    return out


def _showdown_models(asked: Asked) -> list[tuple[str, object]]:
    """Who shows first from the button although someone bet on the river, or the last
    to bet on an earlier street; an all-in hand mucked unseen, or no muck allowed."""
    ask, answer = asked.ask, asked.question.answer
    if ask == "may_muck":
        return [("muck_at_all_in", True)] if answer is False else [("muck_never_allowed", False)]
    hand = asked.hand
    out: list[tuple[str, object]] = []
    if river_aggressor(hand.replay, hand.walk) is not None:
        out.append(("show_order_ignores_river_bet", first_left_of_button(hand.replay, hand.walk)))
    earlier = _earlier_aggressor(asked)
    if earlier is not None:
        out.append(("show_order_earlier_aggressor", earlier))
    return [(code, name) for code, name in out if name != answer]


def _earlier_aggressor(asked: Asked) -> str | None:
    """The last player still in the hand who bet or raised before the river."""
    hand = asked.hand
    steps, frames = hand.replay.steps, hand.walk.frames
    live = set(hand.replay.live)
    raised = [
        steps[k].to_act
        for k in range(len(steps))
        if steps[k].street is not Street.river
        and frames[k + 1].current > frames[k].current
        and steps[k].to_act in live
    ]
    return raised[-1] if raised else None


def _pots_after_rake(asked: Asked) -> Values:
    """The pots written after the commission is taken out of them."""
    s = asked.hand.settlement
    values = dict(expected(asked))
    for i, pot in enumerate(s.pots):
        values[f"pots[{i}].amount"] = pot.amount - (pot.rake or 0)
    return values


def _bote_models(asked: Asked) -> list[Model]:
    """The models of «Reparte los botes» that apply to this showdown: the mistake's own
    explanation holds, and with a commission the model changes a pot (its other numbers
    are settled without the commission and would name it for any amount)."""
    s = asked.hand.settlement
    whole = right(s).values(names_of(s))
    kept: list[Model] = []
    for code, values in bote_models(s):
        if code == "odd_chip_wrong_seat" and s.rake:
            # «Reparte los botes» splits a pot before any commission: with one, the split
            # that leaves an odd chip is of what is left, and the model is made from it.
            values = _odd_chip_backwards(asked)
        try:
            pot_check.EXPLAIN[code](s)
        except (StopIteration, ValueError, IndexError, KeyError):
            continue
        changed = {k for k, v in values.items() if whole.get(k) != v}
        shows = code in ("refund_forgotten", "odd_chip_wrong_seat") or any(
            k == "pots" or k.endswith(("amount", "winners")) for k in changed
        )
        if s.rake and not shows:
            continue
        kept.append((code, values))
    return kept


def _odd_chip_backwards(asked: Asked) -> Values:
    """The pots with each odd chip given the wrong way round: to the tied winners nearest
    the button on its right (the button itself when it is one of them), not to the first
    ones on its left."""
    s = asked.hand.settlement
    values = dict(expected(asked))
    seats = clockwise_from_button([p.name for p in s.spec.players], s.spec.button)
    for i, pot in enumerate(s.pots):
        if pot.odd_chips:
            backwards = [name for name in reversed(seats) if name in pot.winners]
            values[f"pots[{i}].odd_chips"] = frozenset(backwards[: len(pot.odd_chips)])
    return values


def _order_models(asked: Asked) -> list[tuple[str, str]]:
    """Who a mistaken order of play gives the turn to."""
    hand, k = asked.hand, asked.step
    assert k is not None
    spec = hand.replay.spec
    n = len(spec.seats)
    frame = hand.walk.frames[k]
    street = hand.replay.steps[k].street
    names = [s.name for s in spec.seats]

    def first(start: int, *, skip_folded: bool = True, skip_all_in: bool = True) -> str | None:
        for d in range(n):
            j = (start + d) % n
            if skip_folded and frame.folded[j]:
                continue
            if skip_all_in and frame.stacks[j] == 0 and not frame.folded[j]:
                continue
            return names[j]
        return None

    blinds = blind_seats(hand.replay)
    big = next((i for i, b in blinds.items() if b == "ciega grande"), None)
    out: list[tuple[str, str | None]] = []
    if n == 2 and not spec.button_blind:
        other = (spec.button + 1) % n
        out.append(("heads_up_order_reversed",
                    names[other] if street is Street.preflop else names[spec.button]))  # fmt: skip
    elif street is Street.preflop:
        out.append(("postflop_order_preflop", first((spec.button + 1) % n)))
        acts = hand.replay.steps[k].to_act
        if big is not None and not frame.folded[big] and frame.stacks[big] and names[big] != acts:
            out.append(("big_blind_acts_first", names[big]))  # his blind is not his word
    elif big is not None:
        out.append(("preflop_order_after_flop", first((big + 1) % n)))
    start = (spec.button + 1) % n
    if street is Street.preflop:
        start = (spec.button + 1) % n if spec.button_blind else (
            spec.button if n == 2 else (big or 0) + 1) % n  # fmt: skip
    last = _last_to_act(asked)
    if last is not None:  # mid-street the turn passes on from the last who acted
        start = (names.index(last) + 1) % n
    # Named only when the seat the mistake gives the turn to has folded, or is all-in.
    folded = first(start, skip_folded=False)
    if folded is not None and frame.folded[names.index(folded)]:
        out.append(("folded_player_acts", folded))
    all_in = first(start, skip_all_in=False)
    if all_in is not None and frame.stacks[names.index(all_in)] == 0:
        out.append(("all_in_player_acts", all_in))
    return [(code, name) for code, name in out if name is not None]


def _step_models(asked: Asked) -> list[tuple[str, object]]:
    hand, k, ask = asked.hand, asked.step, asked.ask
    assert k is not None
    spec = hand.replay.spec
    step = hand.replay.steps[k]
    frame = hand.walk.frames[k]
    current = frame.current
    fixed = spec.structure is Structure.fixed_limit
    out: list[tuple[str, object]] = []

    def value(result: Limits) -> object:
        if ask == "can_raise":
            return result.can_raise
        return getattr(result, ask)

    if ask == "to_call":
        out.append(("committed_not_deducted", value(seat_limits(hand, k, committed=0))))
        out.append(("stack_cap_ignored", value(seat_limits(hand, k, stack=NO_STACK_LIMIT))))
        return out
    if ask == "can_raise":
        if step.short_all_in == "closed":
            out.append(("short_allin_reopens", True))
        if step.short_all_in == "reopened":
            out.append(("short_allins_not_added", False))
        if fresh_after_short(hand.replay, hand.walk, k):
            out.append(("short_allin_closes_all", False))
        if step.situation.capped:
            out.append(("fixed_cap_ignored", True))
        return out
    right_value = value(seat_limits(hand, k))
    if ask == "max_raise_to" and spec.structure is Structure.pot_limit and step.to_call > 0:
        # The call read as already in the pot, so it is not added to it again.
        now = step.situation
        wrong = seat_limits(hand, k, committed=now.current_bet, stack=now.stack - step.to_call)
        out.append(("pot_without_call", value(wrong)))
    if ask == "min_raise_to" and current > 0 and not fixed:
        out.append(("min_raise_doubled", value(seat_limits(hand, k, last_raise=current))))
    if ask == "min_raise_to" and frame.short_increment:
        out.append(("short_allin_sets_raise",
                    value(seat_limits(hand, k, last_raise=frame.short_increment))))  # fmt: skip
    if ask == "min_raise_to" and fixed:
        out.append(("fixed_wrong_unit",
                    value(seat_limits(hand, k, street=_OTHER_STREET[frame.street]))))  # fmt: skip
    if ask == "max_raise_to" and any(frame.rounds) and step.min_raise_to is not None:
        # The pot counted without the chips in front: the middle, plus the call.
        i = [s.name for s in spec.seats].index(step.to_act)
        all_in = frame.rounds[i] + frame.stacks[i]
        middle = sum(frame.totals) - sum(frame.rounds)
        high = max(current + middle + step.to_call, step.min_raise_to)
        out.append(("bets_in_front_left_out", min(high, all_in)))
    if current > 0 and isinstance(right_value, int):
        out.append(("raise_by_not_to", right_value - current))
    out.append(("stack_cap_ignored", value(seat_limits(hand, k, stack=NO_STACK_LIMIT))))
    return out


def _street_folds(asked: Asked) -> list[tuple[str, int]]:
    """Who folded on the asked pot's street, with the chips each put in on it (a blind
    included preflop)."""
    hand = asked.hand
    after = Street(str(asked.question.after))
    rank = STREETS.index(after)
    start = sum(1 for s in hand.replay.steps if STREETS.index(s.street) < rank)
    first, last = hand.walk.frames[start], hand.walk.frames[hand.point(asked.number).actions]
    blinds = hand.walk.blinds if after is Street.preflop else (0,) * len(first.totals)
    return [
        (seat.name, last.totals[i] - first.totals[i] + blinds[i])
        for i, seat in enumerate(hand.replay.spec.seats)
        if last.folded[i] and not first.folded[i]
    ]


def _pot_models(asked: Asked) -> list[tuple[str, object]]:
    """From the most likely: the uncalled bet kept, the street's bets alone, the middle
    alone, the street's folds left out, every fold left out, the antes, the forced bets."""
    hand = asked.hand
    replay = hand.replay
    after = Street(str(asked.question.after))
    right_pot = replay.street_pots[after.value]
    rank = STREETS.index(after)
    antes = sum(hand.walk.antes)
    before = antes if rank == 0 else replay.street_pots[STREETS[rank - 1].value]
    forced = antes + sum(hand.walk.blinds)
    point = hand.point(asked.number)
    frame = hand.walk.frames[point.actions]
    dead = sum(t for t, f in zip(frame.totals, frame.folded, strict=True) if f)
    returned = uncalled(replay, hand.walk, after.value)
    right_pot -= returned[1] if returned else 0
    out: list[tuple[str, int]] = []
    if returned:
        out.append(("refund_forgotten", right_pot + returned[1]))
    if rank > 0 and before:
        out.append(("street_bets_only", right_pot - before))
    out.append(("bets_in_front_left_out", before))
    folds = sum(put for _, put in _street_folds(asked))
    if folds:
        out.append(("street_fold_left_out", right_pot - folds))
    out.append(("dead_chips_left_out", right_pot - dead))
    if antes:
        out.append(("antes_left_out", right_pot - antes))
    out.append(("forced_bets_left_out", right_pot - forced))
    return [(code, value) for code, value in out if 0 <= value != right_pot]


def _pots_total(asked: Asked) -> int:
    s = asked.hand.settlement
    return sum(p.amount for p in s.pots)


def _rake_rule(asked: Asked) -> Rake:
    rake = asked.hand.replay.spec.rake
    assert rake is not None
    return rake


def _flop(asked: Asked) -> bool:
    return asked.hand.replay.board_dealt >= BOARD_AFTER[Street.flop]


def _rake_models(asked: Asked) -> list[tuple[str, object]]:
    rule = _rake_rule(asked)
    total = _pots_total(asked)
    refunds = sum(asked.hand.settlement.refunds.values())
    uncapped = Rake(rule.hundredths, None, rule.no_flop_no_drop)
    return [
        ("rake_not_taken", 0),
        ("rake_cap_ignored", uncapped.amount(total, _flop(asked))),
        ("rake_on_refund", rule.amount(total + refunds, _flop(asked))),
    ]


def _received_without_rake(asked: Asked) -> Values:
    """What each receives if the commission is not taken (each pot shared whole)."""
    s = asked.hand.settlement
    received = dict(s.received)
    for pot in s.pots:
        if not pot.rake:
            continue
        # The pot's commission goes back to its winners, the odd chip by the pot's rule.
        whole, odd = divmod(pot.rake, len(pot.winners))
        for n, name in enumerate(pot.winners):
            received[name] += whole + (1 if n < odd else 0)
    return {f"received.{name}": received[name] for name in names_of(s)}


def _received_rake_elsewhere(asked: Asked) -> list[Values]:
    """What each receives if the commission is taken whole from a side pot (one model a
    side pot that holds it and has other winners than the main pot)."""
    s = asked.hand.settlement
    rake = s.rake or 0
    without = _received_without_rake(asked)
    out: list[Values] = []
    for pot in s.pots[1:]:
        if pot.amount < rake or set(pot.winners) == set(s.pots[0].winners):
            continue
        values = dict(without)
        whole, odd = divmod(rake, len(pot.winners))
        for n, name in enumerate(pot.winners):
            values[f"received.{name}"] = int(str(values[f"received.{name}"])) - whole - (n < odd)
        out.append(values)
    return out


def _received_phantom_rake(asked: Asked) -> list[Values]:
    """What each receives if a commission this hand does not have is taken: the 5 % of
    step 3's hands, with no cap or with one of their caps, out of the main pot."""
    s = asked.hand.settlement
    spec = asked.hand.replay.spec
    total = sum(p.amount for p in s.pots)
    if not s.pots or not total:
        return []
    flop = _flop(asked)
    base = {f"received.{n}": s.received[n] for n in names_of(s)}
    out: list[Values] = []
    for cap in (None, spec.min_bet, 2 * spec.min_bet, 3 * spec.min_bet):
        rake = Rake(RAKE_PERCENT * 100, cap).amount(total, flop)
        if not rake or rake > s.pots[0].amount:
            continue
        values = dict(base)
        winners = s.pots[0].winners
        whole, odd = divmod(rake, len(winners))
        for n, name in enumerate(winners):
            values[f"received.{name}"] = int(str(values[f"received.{name}"])) - whole - (n < odd)
        if values not in out:
            out.append(values)
    return out


# Checking ----------------------------------------------------------------------------


def check(asked: Asked, typed: object) -> Verdict:
    given = read(asked, typed)
    right_values = expected(asked)
    fields = marks(given, right_values)
    codes = _named(asked, given, right_values)
    if all(fields.values()):
        return Verdict(True, fields, (), ("¡Correcto!", *_why(asked)))
    feedback = [EXPLAIN[code](asked) for code in codes]
    corrections = _corrections(asked, given, fields)
    if codes and asked.ask == "to_act":
        corrections = []  # the named mistake already says who acts and why
    if "short_allin_closes_all" in codes:
        corrections = corrections[:-1]  # the named mistake already says who had not spoken
    if "rake_cap_ignored" in codes and asked.ask == "rake":
        corrections = corrections[:1]  # the cap is said by the mistake: not the rule again
    feedback += corrections
    return Verdict(False, fields, tuple(codes), tuple(line for line in feedback if line))


def _named(asked: Asked, given: Values, right_values: Values) -> list[str]:
    """The mistakes named for ``given``: one a wrong number. Where two explain the same
    wrong fields, the one whose model strays least from the typed answer (fewest of its
    values the learner did not type) is named, then the first of :func:`models` (the
    more likely). Each mistake counts with the model :func:`recognise` chose for it."""
    found = models(asked)
    shown = pot_check.SHOWN_IN if asked.ask in ("pots", "received") else None
    codes = recognise(given, right_values, found, shown, order=CATALOG.order)
    chosen = explaining(given, right_values, found, shown)
    order = list(dict.fromkeys(code for code, _ in found))

    def astray(code: str) -> int:
        model = found[chosen[code][2]][1]
        return sum(1 for k in differing(model, right_values) if given.get(k) != model.get(k))

    explained: set[str] = set()
    kept = []
    for code in sorted(codes, key=lambda code: (astray(code), order.index(code))):
        mine = chosen[code][0]
        if mine and mine <= explained:
            continue
        kept.append(code)
        explained |= mine
    return [code for code in codes if code in kept]


def temptations(asked: Asked) -> dict[str, dict[str, object]]:
    """Per mistake, an answer that names it (and no other in its place)."""
    right_values = expected(asked)
    found = tempting(models(asked), right_values)
    return {
        code: as_typed(asked, v)
        for code, v in found.items()
        if code in _named(asked, v, right_values)
    }


def offered(asked: Asked) -> list[tuple[str, dict[str, object], Verdict]]:
    return [(code, typed, check(asked, typed)) for code, typed in temptations(asked).items()]


# Feedback ----------------------------------------------------------------------------


def _step(asked: Asked) -> Step:
    k = asked.step
    assert k is not None
    return asked.hand.replay.steps[k]


def _frame(asked: Asked) -> Frame:
    """The table before the asked step's action: the chips in front and behind."""
    return asked.hand.walk.frames[asked.step or 0]


def _seat(asked: Asked) -> int:
    """The seat of the player the asked step waits on."""
    return [s.name for s in asked.hand.replay.spec.seats].index(_step(asked).to_act)


def _why(asked: Asked) -> list[str]:
    """How the right answer comes out, on this table."""
    ask = asked.ask
    hand = asked.hand
    if ask in ("to_call", "can_raise", "min_raise_to", "max_raise_to"):
        k = asked.step
        assert k is not None
        steps = list(seat_limits(hand, k, explain=True).steps)
        if ask == "can_raise" and _step(asked).short_all_in == "reopened":
            steps.append(_reopened(asked))
        if ask == "can_raise" and fresh_after_short(hand.replay, hand.walk, k):
            steps.append(_not_yet_spoken(asked))
        if hand.replay.spec.structure is Structure.fixed_limit:
            return [_fixed_short(asked, line) for line in steps]
        return steps
    if ask == "to_act":
        return [_order_sentence(asked)]
    if ask == "shows_first":
        return [_show_sentence(asked)]
    if ask == "may_muck":
        return [_muck_sentence(asked)]
    if ask == "pot":
        return [_pot_sentence(asked)]
    if ask == "rake":
        rule = _rake_rule(asked)
        return [f"La sala se lleva {rule.rule_text()}: en {chips(_pots_total(asked))} de "
                f"botes son {chips(int(str(asked.question.answer)))}."]  # fmt: skip
    return end_lines(hand.settlement)


def odd_chip_why(s: Settlement, pot_name: str, pot: Pot) -> str:
    """Why a pot's odd chip goes where it goes: the first tied winner to the left of the
    button, the button itself last."""
    button = s.spec.button
    order = [n for n in clockwise_from_button([p.name for p in s.spec.players], button)
             if n in pot.winners]  # fmt: skip
    getters = join_names(list(pot.odd_chips))
    last = (
        f" {button}, en el botón, es el último de ellos: estar en el botón no le da la ficha."
        if button in pot.winners and button not in pot.odd_chips
        else ""
    )
    return (
        f"¿Por qué {getters}? Con {button} en el botón, los empatados del {pot_name}, "
        f"contando desde su izquierda, son {join_names(order)}: "
        f"{odd_chip_rule(len(pot.odd_chips))}.{last}"
    )


def end_lines(s: Settlement) -> list[str]:
    """Who takes each pot (:func:`pot_lines`) and why an odd chip goes where it goes;
    with a commission each pot says what is left of it once the commission is out, and
    the commission says which pot pays it."""
    lines = pot_lines(s)
    if not s.rake:
        return _with_odd_chips(s, lines)
    names = spoken_pot_names([p.name for p in s.pots])
    out = []
    for line, pot, name in zip(lines, s.pots, names, strict=False):
        title = f"{capitalized(name)} ({chips(pot.amount)})"
        if pot.rake and line.startswith(title):
            left = number(pot.amount - pot.rake)
            line = (
                f"{capitalized(name)} ({chips(pot.amount)}; {left} sin la comisión)"
                + line[len(title) :]
            )
        out.append(line)
    paying = [n for p, n in zip(s.pots, names, strict=True) if p.rake]
    lines = _with_odd_chips(s, out + lines[len(s.pots) :])
    return [f"La comisión, {chips(s.rake)}, sale del {join_names(paying)}.", *lines]


def _with_odd_chips(s: Settlement, lines: list[str]) -> list[str]:
    """The pots' lines (one a pot, then the refunds), each pot with an odd chip followed
    by why it goes where it goes."""
    names = spoken_pot_names([p.name for p in s.pots])
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        if i < len(s.pots) and s.pots[i].odd_chips:
            out.append(odd_chip_why(s, names[i], s.pots[i]))
    return out


_SHORT_OF_RAISE = re.compile(
    r"(?P<head>(?:\d+\. )?)(?P<who>.+?) no llega al mínimo \((?P<to>[\d.]+)\): solo puede "
    r"(?P<verb>\w+) all-in por menos, (?P<all_in>[\d.]+) en total \(.*\)\.$"
)


def _fixed_short(asked: Asked, line: str) -> str:
    """In fixed limit there is no minimum, only the one raise: the engine's «no llega al
    mínimo» said as fixed limit says it, with the half-bet test (TDA 47-B)."""
    found = _SHORT_OF_RAISE.fullmatch(line)
    if found is None:
        return line
    frame = asked.hand.walk.frames[asked.step or 0]
    spec = asked.hand.replay.spec
    early = frame.street in (Street.preflop, Street.flop)
    unit = (spec.small_bet if early else spec.big_bet) or 0
    all_in = int(found["all_in"].replace(".", ""))
    word = "subida" if found["verb"] == "subir" else "apuesta"
    over = all_in - frame.current
    if frame.current == 0:
        more = ""
    elif 2 * over < unit:
        more = (f", {chips(over)} más que la apuesta (menos de media apuesta: no es una "
                "subida completa)")  # fmt: skip
    else:
        more = (f", {chips(over)} más que la apuesta (media apuesta o más: cuenta como "
                "subida)")  # fmt: skip
    return (
        f"{found['head']}{found['who']} no llega a la {word} ({found['to']}): solo puede ir "
        f"all-in por {found['all_in']}{more}."
    )


def _last_to_act(asked: Asked) -> str | None:
    """Who acted just before the asked step on the same street (None: the street's first
    word is the one asked)."""
    k = asked.step
    if not k:
        return None
    steps = asked.hand.replay.steps
    return asked.hand.moves[k - 1].player if steps[k - 1].street is steps[k].street else None


def _mid_street_sentence(asked: Asked, last: str) -> str:
    """Mid-street the turn passes clockwise from the last player who acted, past whoever
    folded or is all-in."""
    step = _step(asked)
    spec = asked.hand.replay.spec
    frame = _frame(asked)
    names = [s.name for s in spec.seats]
    n = len(names)
    passed: list[str] = []
    j = (names.index(last) + 1) % n
    while names[j] != step.to_act and len(passed) < n:
        if frame.folded[j]:
            passed.append(f"{names[j]} ya se retiró")
        elif frame.stacks[j] == 0:
            passed.append(f"{names[j]} está all-in")
        j = (j + 1) % n
    skipped = f" ({'; '.join(passed)})" if passed else ""
    return (
        f"A mitad de calle el turno pasa hacia la izquierda (en el sentido de las agujas "
        f"del reloj) desde el último que habló, {last}, al siguiente que sigue en la mano "
        f"con fichas{skipped}: {step.to_act}."
    )


def _order_sentence(asked: Asked) -> str:
    step = _step(asked)
    spec = asked.hand.replay.spec
    n = len(spec.seats)
    last = _last_to_act(asked)
    if last is not None:
        return _mid_street_sentence(asked, last)
    if step.street is Street.preflop:
        if spec.button_blind:
            where = "el primer jugador a la izquierda del botón"
        elif n == 2:
            return (f"En el mano a mano, el botón pone la ciega pequeña y habla primero en el "
                    f"preflop: {step.to_act}.")  # fmt: skip
        else:
            where = "el primer jugador a la izquierda de la ciega grande"
        return f"En el preflop habla primero {where}: {step.to_act}."
    if n == 2 and not spec.button_blind:
        return (f"Desde el flop, en el mano a mano, el botón habla el último: empieza "
                f"{step.to_act}.")  # fmt: skip
    return (
        "Desde el flop (también en el turn y el river) habla primero el primer jugador con "
        f"fichas a la izquierda del botón que sigue en la mano: {step.to_act}."
    )


def _show_sentence(asked: Asked) -> str:
    hand = asked.hand
    last = river_aggressor(hand.replay, hand.walk)
    if last is not None:
        return (
            f"En el river el último que apostó o subió fue {last}: los demás pagaron por ver "
            "su mano, así que la enseña el primero (TDA 17)."
        )
    first = first_left_of_button(hand.replay, hand.walk)
    return (
        "En el river nadie apostó: enseña primero el primer jugador que sigue en la mano a la "
        f"izquierda del botón, {first}, y después los demás en el sentido de las agujas del "
        "reloj (TDA 17)."
    )


def _muck_sentence(asked: Asked) -> str:
    hand = asked.hand
    who = asked.question.player or ""
    if asked.question.answer is False:
        final = hand.walk.frames[-1]
        i = [s.name for s in hand.replay.spec.seats].index(who)
        role = "está all-in" if final.stacks[i] == 0 else "igualó la acción"
        return (
            "Hay un all-in y las apuestas han terminado: todas las manos que siguen en juego "
            "se ponen boca arriba (TDA 16). Ni el jugador all-in ni quien igualó toda la "
            f"acción pueden tirar sus cartas sin enseñarlas: {who} {role} y las enseña."
        )
    first = river_aggressor(hand.replay, hand.walk) or first_left_of_button(hand.replay, hand.walk)
    return (
        f"Sin all-in, enseña primero {first} (TDA 17). Quien da su mano por perdida puede "
        f"entregarla boca abajo sin enseñarla: {who} puede tirarlas, y con eso renuncia al "
        "bote."
    )


def _pot_sentence(asked: Asked) -> str:
    hand = asked.hand
    after = Street(str(asked.question.after))
    view = hand.view(asked.number)
    total = int(str(asked.question.answer))
    returned = uncalled(hand.replay, hand.walk, after.value)
    whole = f"{chips(view.pot)} en el centro más {chips(view.bets)} delante de los jugadores "
    # Blinds are only the preflop's: later streets have their bets alone.
    what = "ciegas y apuestas" if after is Street.preflop else "apuestas de la calle"
    whole += f"({what}, también las de quien se retiró)"
    if returned is None:
        return f"Al terminar las apuestas {_of(after)}: {whole} = {chips(total)}."
    who, back = returned
    those = "la ficha" if back == 1 else f"las {chips(back)}"
    return (
        f"Al terminar las apuestas {_of(after)}: {whole} = {chips(total + back)}; se "
        f"devuelven a {who} {those} que nadie igualó: en el bote quedan {chips(total)}."
    )


def _of(street: Street) -> str:
    return {Street.preflop: "del preflop", Street.flop: "del flop", Street.turn: "del turn",
            Street.river: "del river"}[street]  # fmt: skip


def _corrections(asked: Asked, given: Values, fields: Mapping[str, bool]) -> list[str]:
    ask = asked.ask
    right_value = asked.question.answer
    if ask in ("pots", "received"):
        s = asked.hand.settlement
        return [pot_check.correction(s, key, given) for key, ok in fields.items() if not ok]
    typed = given.get(ask)
    if ask == "to_act":
        return [f"Le toca a {right_value}, no a {typed}.", _order_sentence(asked)]
    if ask == "shows_first":
        return [f"Enseña primero {right_value}, no {typed}.", _show_sentence(asked)]
    if ask == "may_muck":
        word = "Sí" if right_value else "No"
        return [f"{word}.", _muck_sentence(asked)]
    if ask == "can_raise":
        step = _step(asked)
        if step.can_raise:
            return [f"Sí: {step.to_act} puede subir, como mínimo a "
                    f"{number(step.min_raise_to or 0)} en total.", *_why(asked)]  # fmt: skip
        return [f"No: {step.to_act} solo puede igualar o retirarse.", *_why(asked)]
    shown = number(typed) if isinstance(typed, int) else str(typed)
    assert isinstance(right_value, int)
    at = _step(asked) if asked.step is not None else None
    bet = at is not None and at.to_call == 0 and at.street is not Street.preflop
    word = "apuesta" if bet else "subida"
    fixed = asked.hand.replay.spec.structure is Structure.fixed_limit
    sentence = {
        "to_call": f"Para igualar, {at.to_act if at else ''} pone {number(right_value)}, "
        f"no {shown}.",
        "min_raise_to": (
            f"En límite fijo la {word} es hasta {number(right_value)} en total, no {shown}."
            if fixed
            else f"La {word} mínima es hasta {number(right_value)} en total, no {shown}."
        ),
        "max_raise_to": (
            f"En límite fijo la {word} es hasta {number(right_value)} en total, no {shown}."
            if fixed
            else f"La {word} máxima es hasta {number(right_value)} en total, no {shown}."
        ),
        "pot": f"En el bote hay {chips(right_value)}, no {shown}.",
        "rake": f"La comisión es de {chips(right_value)}, no {shown}.",
    }[ask]
    return [sentence, *_why(asked)]


def _model_value(asked: Asked, code: str) -> object:
    for c, values in models(asked):
        if c == code:
            return values.get(asked.ask)
    return None


def _name(asked: Asked, code: str) -> str:
    return str(_model_value(asked, code))


def _amount(asked: Asked, code: str) -> str:
    value = _model_value(asked, code)
    return chips(value) if isinstance(value, int) else ""


def _preflop_after_flop(a: Asked) -> str:
    return (
        f"El orden del preflop (empieza quien está a la izquierda de la ciega grande, aquí "
        f"{_name(a, 'preflop_order_after_flop')}) solo vale antes del flop. " + _order_sentence(a)
    )


def _postflop_preflop(a: Asked) -> str:
    if _last_to_act(a) is not None:
        return (
            f"El orden de después del flop (empieza {_name(a, 'postflop_order_preflop')}, "
            "a la izquierda del botón) no vale en el preflop. " + _order_sentence(a)
        )
    return (
        "En el preflop las ciegas ya han puesto sus fichas y hablan las últimas: empieza "
        f"quien está a la izquierda de la ciega grande, {_step(a).to_act}, no "
        f"{_name(a, 'postflop_order_preflop')}."
    )


def _big_blind_first(a: Asked) -> str:
    return (
        f"{_name(a, 'big_blind_acts_first')} puso la ciega grande, pero poner la ciega no es "
        "hablar: en el preflop la ciega grande habla la última de la primera vuelta (puede "
        "pasar o subir si nadie ha subido). " + _order_sentence(a)
    )


def _heads_up(a: Asked) -> str:
    return (
        "En el mano a mano el botón pone la ciega pequeña: habla el primero en el preflop y "
        f"el último en el flop, el turn y el river. Aquí le toca a {_step(a).to_act}, no a "
        f"{_name(a, 'heads_up_order_reversed')}."
    )


def _folded_acts(a: Asked) -> str:
    return (
        f"{_name(a, 'folded_player_acts')} ya se retiró: quien se retira no vuelve a hablar "
        f"en la mano. El turno pasa al siguiente que sigue en juego: {_step(a).to_act}."
    )


def _all_in_acts(a: Asked) -> str:
    return (
        f"{_name(a, 'all_in_player_acts')} está all-in: no le quedan fichas y ya no habla, "
        f"aunque sigue en la mano. El turno pasa a {_step(a).to_act}."
    )


def _committed(a: Asked) -> str:
    step = _step(a)
    frame = _frame(a)
    i = _seat(a)
    return (
        f"{step.to_act} ya tiene {chips(frame.rounds[i])} delante en esta calle: para igualar "
        f"la apuesta de {number(frame.current)} solo le faltan {chips(step.to_call)}, no "
        f"{_amount(a, 'committed_not_deducted')}."
    )


def _stack_cap(a: Asked) -> str:
    step = _step(a)
    frame = _frame(a)
    i = _seat(a)
    return (
        f"{step.to_act} solo tiene {chips(frame.stacks[i])} detrás: nadie puede poner más "
        f"fichas de las que tiene ({_amount(a, 'stack_cap_ignored')} no le llegan)."
    )


def _reopens(a: Asked) -> str:
    step = _step(a)
    k = a.step or 0
    spoke = max(j for j in range(k) if a.hand.replay.steps[j].to_act == step.to_act
                and a.hand.replay.steps[j].street is step.street)  # fmt: skip
    frames = a.hand.walk.frames
    raised = [j for j in range(spoke + 1, k)
              if a.hand.moves[j].action.value == "all_in"
              and frames[j + 1].current > frames[j].current]  # fmt: skip
    shorts = len(raised)
    count = {2: "dos", 3: "tres", 4: "cuatro"}.get(shorts, str(shorts))
    spec = a.hand.replay.spec
    if spec.structure is Structure.fixed_limit:
        # Fixed limit: an all-in reopens from half a bet (Robert's Rules, TDA 47-B).
        early = step.street in (Street.preflop, Street.flop)
        unit = (spec.small_bet if early else spec.big_bet) or 0
        half = number(unit // 2) if unit % 2 == 0 else f"la mitad de {number(unit)}"
        if shorts == 1:
            j = raised[0]
            before, to = frames[j].current, frames[j + 1].current
            what = (
                f"un all-in de menos de media apuesta ({a.hand.replay.steps[j].to_act} puso "
                f"{number(to)}, {chips(to - before)} sobre los {number(before)}; media "
                f"apuesta son {half}): no reabre"
            )
        else:
            what = (
                f"{count} all-in cortos que juntos no llegan a media apuesta (media apuesta "
                f"son {half}): no reabren"
            )
        return (
            f"{step.to_act} ya habló en esta ronda y desde entonces solo hubo {what} las "
            "subidas, así que solo puede igualar o retirarse."
        )
    what = (
        "un all-in corto, menor que una subida completa: no reabre"
        if shorts <= 1
        else f"{count} all-in cortos que juntos no llegan a una subida completa: no reabren"
    )
    return (
        f"{step.to_act} ya habló en esta ronda y desde entonces solo hubo {what} las "
        "apuestas, así que solo puede igualar o retirarse."
    )


def _not_yet_spoken(a: Asked) -> str:
    """Why a short all-in leaves the raising open for whoever has not spoken yet."""
    step = _step(a)
    k = a.step or 0
    replay, done = a.hand.replay, a.hand.walk
    j = max(j for j in range(k) if replay.steps[j].street is step.street
            and short_raise(replay, done, j))  # fmt: skip
    return (
        f"El all-in de {replay.steps[j].to_act} es corto (no llega a una subida completa): "
        "solo cierra las subidas a quien ya había hablado en la ronda. "
        f"{step.to_act} aún no había hablado, así que puede subir."
    )


def _short_closes_all(a: Asked) -> str:
    return (
        "Un all-in corto no cierra las subidas a todos, solo a quien ya había hablado: "
        f"{_step(a).to_act} aún no había hablado en esta ronda, así que sí puede subir."
    )


def _reopened(a: Asked) -> str:
    """Why short all-ins reopened the raising, with their numbers (TDA 47-A)."""
    step = _step(a)
    k = a.step or 0
    steps = a.hand.replay.steps
    frames = a.hand.walk.frames
    spoke = max(j for j in range(k) if steps[j].to_act == step.to_act
                and steps[j].street is step.street)  # fmt: skip
    raised = [j for j in range(spoke + 1, k)
              if a.hand.moves[j].action.value == "all_in"
              and frames[j + 1].current > frames[j].current]  # fmt: skip
    before, now = frames[spoke + 1].current, frames[k].current
    who = join_names([f"{steps[j].to_act} ({number(frames[j + 1].current)})" for j in raised])
    their = "los all-in de" if len(raised) > 1 else "el all-in de"
    spec = a.hand.replay.spec
    if spec.structure is Structure.fixed_limit:
        enough = "media apuesta o más"
    else:
        enough = "al menos una subida completa"
    return (
        f"Desde que {step.to_act} habló (la apuesta estaba en {number(before)}), {their} "
        f"{who} la suben en total {chips(now - before)}, {enough}: se reabren las subidas "
        "(TDA 47-A)."
    )


def _not_added(a: Asked) -> str:
    step = _step(a)
    return (
        f"Desde que habló {step.to_act}, los all-in cortos suman juntos al menos una subida "
        "completa: entonces sí reabren las apuestas (TDA 47-A) y puede volver a subir."
    )


def _cap(a: Asked) -> str:
    return (
        "En esta sala, en límite fijo la ronda admite una apuesta y tres subidas, también "
        "mano a mano (muchas salas no ponen tope mano a mano), y ya se han hecho: "
        f"{_step(a).to_act} solo puede igualar o retirarse."
    )


def _doubled(a: Asked) -> str:
    frame = _frame(a)
    step = _step(a)
    increment = step.situation.full_raise
    return (
        f"La subida mínima no es el doble de la apuesta ({_amount(a, 'min_raise_doubled')}): "
        f"suma a la apuesta de {number(frame.current)} la última subida completa, "
        f"{number(increment)}: hasta {number(step.min_raise_to or 0)} en total."
    )


def _short_sets(a: Asked) -> str:
    frame = _frame(a)
    return (
        f"El all-in corto subió solo {chips(frame.short_increment)}: no es una subida "
        "completa y no cambia la subida mínima, que sigue midiéndose por la última subida "
        f"completa, {chips(_step(a).situation.full_raise)}."
    )


def _wrong_unit(a: Asked) -> str:
    spec = a.hand.replay.spec
    return (
        f"En límite fijo se sube de {number(spec.small_bet or 0)} en el preflop y el flop, y "
        f"de {number(spec.big_bet or 0)} en el turn y el river."
    )


def _by_not_to(a: Asked) -> str:
    frame = _frame(a)
    return (
        f"La subida se dice por el total al que llega, no por lo que añade: la apuesta es de "
        f"{number(frame.current)} y {_amount(a, 'raise_by_not_to')} es solo lo que sube por "
        "encima."
    )


def _without_call(a: Asked) -> str:
    step = _step(a)
    frame = _frame(a)
    after = step.pot + step.to_call
    return (
        f"Con límite de bote, la subida máxima cuenta el bote después de igualar: primero "
        f"{step.to_act} pone {number(step.to_call)} para igualar (el bote pasa de "
        f"{number(step.pot)} a {number(after)}) y puede subir esos {number(after)} por encima "
        f"de la apuesta de {number(frame.current)}: hasta {number(frame.current + after)}."
    )


def _bets_left_out(a: Asked) -> str:
    if a.ask == "pot":
        view = a.hand.view(a.number)
        return (
            f"Las fichas que los jugadores tienen delante ({chips(view.bets)}) también son del "
            "bote: al cerrar la calle el crupier las junta con las del centro."
        )
    frame = _frame(a)
    return (
        f"El bote incluye las apuestas que están delante de los jugadores en esta calle "
        f"({chips(sum(frame.rounds))}), no solo las fichas del centro."
    )


def _forced_left_out(a: Asked) -> str:
    forced = sum(a.hand.walk.antes) + sum(a.hand.walk.blinds)
    return (
        f"Las ciegas y los antes ({chips(forced)}) son fichas del bote como las demás: "
        "cuentan desde que se ponen."
    )


def _street_only(a: Asked) -> str:
    view = a.hand.view(a.number)
    return (
        f"El bote no son solo las apuestas de esta calle ({chips(view.bets)}): las "
        f"{chips(view.pot)} que ya había en el centro, de las calles anteriores, siguen en "
        "él, y el crupier junta las de la calle con ellas."
    )


def _antes_left_out(a: Asked) -> str:
    antes = a.hand.walk.antes
    each = next((put for put in antes if put), 0)
    return (
        f"Los antes ({number(each)} de cada jugador, {chips(sum(antes))} en total) se ponen "
        "antes del reparto y son fichas del bote desde ese momento, aunque no cuenten como "
        "apuesta de la ronda."
    )


def _street_fold(a: Asked) -> str:
    folds = [(name, put) for name, put in _street_folds(a) if put]
    who = join_names([name for name, _ in folds])
    dead = sum(put for _, put in folds)
    verb, can = ("se retiraron", "pueden") if len(folds) > 1 else ("se retiró", "puede")
    return (
        f"{who} {verb} en esta calle después de poner {chips(dead)}: esas fichas se quedan "
        f"en el bote. Ya no {can} ganarlas, pero el crupier las junta con las demás."
    )


def _dead_left_out(a: Asked) -> str:
    if a.ask in ("pots", "received"):
        return pot_check.EXPLAIN["dead_chips_left_out"](a.hand.settlement)
    point = a.hand.point(a.number)
    frame = a.hand.walk.frames[point.actions]
    seats = a.hand.replay.spec.seats
    gone = [(s.name, frame.totals[i]) for i, s in enumerate(seats) if frame.folded[i]]
    who = [name for name, put in gone if put]
    dead = sum(put for _, put in gone)
    verb, can = ("se retiraron", "pueden") if len(who) > 1 else ("se retiró", "puede")
    return (
        f"{join_names(who)} {verb}, pero sus {chips(dead)} se quedan en el bote: ya no "
        f"{can} ganarlas, pero cuentan."
    )


def _rake_not_taken(a: Asked) -> str:
    if a.ask == "rake":
        return "La comisión sale de los botes antes de pagar a los ganadores: no es 0."
    rule = _rake_rule(a)
    return (
        f"La sala se lleva {rule.rule_text()}: aquí {chips(a.hand.settlement.rake or 0)} "
        "salen de los botes antes de pagar a los ganadores."
    )


def _rake_from_pots(a: Asked) -> str:
    return (
        "Cada bote se escribe entero, con la comisión dentro: la sala se lleva su parte al "
        "pagar, y eso se ve en lo que recibe cada jugador."
    )


def _rake_other_pot(a: Asked) -> str:
    s = a.hand.settlement
    main = s.pots[0]
    return (
        f"La comisión ({chips(s.rake or 0)}) sale del bote principal, no de un bote lateral: "
        f"la pagan quienes ganan el bote principal ({join_names(list(main.winners))})."
    )


def _rake_not_in_hand(a: Asked) -> str:
    return (
        "Esta mano no tiene comisión (lo dice la mesa: «Sin comisión en esta mano»): cada "
        "bote se reparte entero entre quienes lo ganan."
    )


def _rake_cap(a: Asked) -> str:
    rule = _rake_rule(a)
    return (
        f"La comisión tiene un tope de {chips(rule.cap or 0)} por mano: el porcentaje daría "
        f"{_amount(a, 'rake_cap_ignored')}, pero no se cobra más que el tope."
    )


def _rake_refund(a: Asked) -> str:
    return (
        "Lo que se devuelve por no estar igualado no entra en ningún bote, así que tampoco "
        "paga comisión."
    )


def _ignores_river_bet(a: Asked) -> str:
    return (
        "El orden desde la izquierda del botón vale cuando nadie apostó en el river. Aquí "
        f"apostó {a.question.answer}, el último en apostar o subir: enseña primero."
    )


def _earlier_aggressor_shows(a: Asked) -> str:
    hand = a.hand
    if river_aggressor(hand.replay, hand.walk) is not None:
        return (
            f"Cuenta la última apuesta o subida del river, no la de otra calle: aquí fue de "
            f"{a.question.answer}, que enseña primero."
        )
    return (
        f"{_earlier_aggressor(a)} apostó antes del river, pero en el river nadie apostó: "
        "entonces enseña primero el primero que sigue en la mano a la izquierda del botón, "
        f"{a.question.answer}."
    )


def _muck_at_all_in(a: Asked) -> str:
    return (
        "Con un all-in, al terminar las apuestas todas las manos se ponen boca arriba "
        "(TDA 16): nadie que siga en la mano puede tirarla sin enseñarla."
    )


def _muck_never(a: Asked) -> str:
    return (
        "Sin all-in, quien no tiene que enseñar primero puede darse por vencido y tirar sus "
        "cartas boca abajo: renuncia al bote, y nadie ve su mano."
    )


def _bote(code: str) -> Callable[[Asked], str]:
    if code == "refund_forgotten":
        return _refund_forgotten
    return lambda a: pot_check.EXPLAIN[code](a.hand.settlement)


def _refund_forgotten(a: Asked) -> str:
    if a.ask != "pot":
        return pot_check.EXPLAIN["refund_forgotten"](a.hand.settlement)
    returned = uncalled(a.hand.replay, a.hand.walk, str(a.question.after))
    who, back = returned or ("", 0)
    return (
        f"Lo que nadie igualó se devuelve a quien lo apostó: las {chips(back)} de {who} "
        "vuelven a sus fichas y no están en el bote."
    )


EXPLAIN: dict[str, Callable[[Asked], str]] = {
    "preflop_order_after_flop": _preflop_after_flop,
    "postflop_order_preflop": _postflop_preflop,
    "heads_up_order_reversed": _heads_up,
    "big_blind_acts_first": _big_blind_first,
    "folded_player_acts": _folded_acts,
    "all_in_player_acts": _all_in_acts,
    "committed_not_deducted": _committed,
    "stack_cap_ignored": _stack_cap,
    "short_allin_reopens": _reopens,
    "short_allins_not_added": _not_added,
    "short_allin_closes_all": _short_closes_all,
    "fixed_cap_ignored": _cap,
    "min_raise_doubled": _doubled,
    "short_allin_sets_raise": _short_sets,
    "fixed_wrong_unit": _wrong_unit,
    "raise_by_not_to": _by_not_to,
    "pot_without_call": _without_call,
    "bets_in_front_left_out": _bets_left_out,
    "forced_bets_left_out": _forced_left_out,
    "street_bets_only": _street_only,
    "antes_left_out": _antes_left_out,
    "street_fold_left_out": _street_fold,
    "dead_chips_left_out": _dead_left_out,
    "rake_not_taken": _rake_not_taken,
    "rake_cap_ignored": _rake_cap,
    "rake_on_refund": _rake_refund,
    "rake_taken_from_pots": _rake_from_pots,
    "rake_from_other_pot": _rake_other_pot,
    "rake_not_in_hand": _rake_not_in_hand,
    "show_order_ignores_river_bet": _ignores_river_bet,
    "show_order_earlier_aggressor": _earlier_aggressor_shows,
    "muck_at_all_in": _muck_at_all_in,
    "muck_never_allowed": _muck_never,
    **{code: _bote(code) for code in pot_check.EXPLAIN if code != "dead_chips_left_out"},
}
