"""«Sigue la acción» reads each betting rule from its one home, the engine's replay.

A differential test over hundreds of dealt hands: what a question asks, what its check
expects, what its mistaken models start from and what its explanation says are the
replay step's own limits (``Step`` and ``Step.situation``); and the reopening each step
reports is the one TDA 47-A gives, counted here from the chips the table shows (the
bet each player left and the all-ins that came after), not from the engine.
"""

from __future__ import annotations

import pytest

from academy.drills.accion import check as c
from academy.drills.accion import hand_at
from academy.drills.accion.dealt import Hand
from academy.engine.betting import Structure
from academy.engine.hands import Variant
from academy.engine.numbers import number

VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)
LIMIT_ASKS = ("to_call", "can_raise", "min_raise_to", "max_raise_to")
HANDS = 40  # a (step, variant) pair's hands: 9 pairs, 360 hands


def hands(step: int, variant: Variant) -> list[Hand]:
    """Hands 0-9 of four seeds: every recipe and structure the step deals."""
    return [hand_at(seed, step, h, variant) for seed in range(1, 5) for h in range(10)]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("step", [1, 2, 3])
def test_questions_checks_and_explanations_use_the_replay_steps_limits(
    step: int, variant: Variant
) -> None:
    asked_limits = 0
    for hand in hands(step, variant):
        for number_, question in enumerate(hand.questions):
            ask, k = question.ask, question.step
            if ask not in LIMIT_ASKS:
                continue
            assert isinstance(k, int)
            asked_limits += 1
            replayed = hand.replay.steps[k]
            engine = {"to_call": replayed.to_call, "can_raise": replayed.can_raise,
                      "min_raise_to": replayed.min_raise_to,
                      "max_raise_to": replayed.max_raise_to}  # fmt: skip
            asked = c.Asked(hand, number_)
            # The page's question and the check's right answer.
            assert question.answer == engine[ask], (hand.spec, question)
            assert c.expected(asked) == {ask: engine[ask]}
            # What the mistaken models and the explanation start from.
            worked = c.seat_limits(hand, k)
            assert worked.to_call == replayed.to_call
            if replayed.can_raise:
                assert (worked.min_raise_to, worked.max_raise_to) == (
                    replayed.min_raise_to,
                    replayed.max_raise_to,
                )
            verdict = c.check(asked, c.solution(asked))
            assert verdict.correct and not verdict.mistakes
            said = " ".join(verdict.feedback)
            if ask == "can_raise" and replayed.can_raise:
                assert "solo puede igualar o retirarse" not in said, said
            if ask == "can_raise" and not replayed.can_raise:
                assert "Subida mínima" not in said, said
            if ask in ("min_raise_to", "max_raise_to"):
                assert number(int(str(engine[ask]))) in said, (said, engine[ask])
    assert asked_limits >= HANDS, "most hands ask at least one limit"


def test_the_limits_place_is_the_engine() -> None:
    """Nothing in accion computes a full raise, a reopening or a fixed-limit cap."""
    from pathlib import Path

    import academy.drills.accion as accion

    folder = Path(accion.__file__).parent
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.py")))
    for copy in ("last_full", "acted_at", "MAX_BET_LEVELS", ">= spec.cap", "from ....engine"
                 ".limits import limits", "limits(spec.structure"):  # fmt: skip
        assert copy not in source, copy


@pytest.mark.parametrize("variant", VARIANTS)
def test_short_all_ins_reopen_exactly_when_they_add_up_to_a_full_raise(
    variant: Variant,
) -> None:
    """TDA 47-A, counted from the table: a player who acted faces the all-ins since; they
    reopen the raising when together they reach the last full raise (the big blind at
    least). Fixed limit: what is left after the counted ones is less than half a bet."""
    seen = {"closed": 0, "reopened": 0, "exactly": 0}
    for step in (1, 2, 3):
        for hand in hands(step, variant):
            steps, frames = hand.replay.steps, hand.walk.frames
            spec = hand.replay.spec
            for k, replayed in enumerate(steps):
                if replayed.short_all_in is None:
                    continue
                seen[replayed.short_all_in] += 1
                if spec.structure is Structure.fixed_limit:
                    assert replayed.short_all_in == "closed"
                    continue
                first = next(j for j in range(k) if steps[j].street is replayed.street)
                spoke = max(j for j in range(k) if steps[j].to_act == replayed.to_act
                            and steps[j].street is replayed.street)  # fmt: skip
                full = spec.min_bet
                for j in range(first, spoke + 1):  # the full raises before they spoke
                    full = max(full, frames[j + 1].current - frames[j].current)
                faced = frames[k].current - frames[spoke + 1].current
                seen["exactly"] += faced == full
                expected = "reopened" if faced >= full else "closed"
                assert replayed.short_all_in == expected, (hand.spec, k, faced, full)
    assert seen["closed"] and seen["exactly"], seen
