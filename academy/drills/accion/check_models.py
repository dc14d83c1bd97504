"""The mistaken models of one question of «Sigue la acción»: the table's answer worked
out again under a mistaken rule, with the engine's own pieces (:func:`seat_limits`: the
replay's step with the input the mistake changes, the order of play from another seat,
the settlement without its commission…). :mod:`.check` names a mistake only when the
learner typed its model's value where it differs from the right one.
"""

from __future__ import annotations

from ...engine.betting import Street, Structure
from ...engine.hand_replay import BOARD_AFTER, STREETS
from ...engine.limits import Limits
from ...engine.pots import clockwise_from_button
from ...engine.rake import Rake
from ..checking import (
    Model,
    Values,
)
from ..pot_rows import check as pot_check
from ..pot_rows.models import models as bote_models
from ..pot_rows.models import names_of, right
from .dealt import Hand
from .hands import RAKE_PERCENT
from .questions import (
    first_left_of_button,
    fresh_after_short,
    river_aggressor,
    uncalled,
)
from .reading import POT_PREFIX, Asked, expected, only
from .view import blind_seats

NO_STACK_LIMIT = 10**9
_OTHER_STREET = {Street.preflop: "turn", Street.flop: "turn", Street.turn: "flop",
                 Street.river: "flop"}  # fmt: skip

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
        (code, only(v, prefix))
        for code, v in _bote_models(asked)
        if ask == "pots" or code not in pot_check.SHOWN_IN  # a refund in a pot shows there
    ]
    if ask == "received" and s.rake:
        without = only(_received_without_rake(asked), prefix)
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
    earlier = earlier_aggressor(asked)
    if earlier is not None:
        out.append(("show_order_earlier_aggressor", earlier))
    return [(code, name) for code, name in out if name != answer]


def earlier_aggressor(asked: Asked) -> str | None:
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
    last = last_to_act(asked)
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


def street_folds(asked: Asked) -> list[tuple[str, int]]:
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
    folds = sum(put for _, put in street_folds(asked))
    if folds:
        out.append(("street_fold_left_out", right_pot - folds))
    out.append(("dead_chips_left_out", right_pot - dead))
    if antes:
        out.append(("antes_left_out", right_pot - antes))
    out.append(("forced_bets_left_out", right_pot - forced))
    return [(code, value) for code, value in out if 0 <= value != right_pot]


def pots_total(asked: Asked) -> int:
    s = asked.hand.settlement
    return sum(p.amount for p in s.pots)


def rake_rule(asked: Asked) -> Rake:
    rake = asked.hand.replay.spec.rake
    assert rake is not None
    return rake


def _flop(asked: Asked) -> bool:
    return asked.hand.replay.board_dealt >= BOARD_AFTER[Street.flop]


def _rake_models(asked: Asked) -> list[tuple[str, object]]:
    rule = rake_rule(asked)
    total = pots_total(asked)
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


def last_to_act(asked: Asked) -> str | None:
    """Who acted just before the asked step on the same street (None: the street's first
    word is the one asked)."""
    k = asked.step
    if not k:
        return None
    steps = asked.hand.replay.steps
    return asked.hand.moves[k - 1].player if steps[k - 1].street is steps[k].street else None
