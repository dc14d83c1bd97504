"""«Sigue la acción» item by item: one item is one question of a hand.

Item ``index`` of ``(seed, step, variant)`` is question ``index % 5`` of hand
``index // 5``: every hand asks five questions in the order the hand reaches them, so a
step's five items are one whole hand («then the hand goes on»). Dealt hands are kept
(:func:`hand_at`).

>>> [(h, q) for h, q in (locate(42, 1, i, Variant.HOLDEM) for i in range(3))][0]
(0, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine.hand_replay import Move, Replay
from ...engine.hands import Variant
from ...engine.settle import Settlement, settle
from .contract import question_rng
from .hands import deal, hand_json, scenarios
from .questions import PER_HAND, Question, point, questions
from .view import HandView, Point, Walk, hand_view, walk


@dataclass(frozen=True, slots=True, eq=False)
class Hand:
    """A dealt hand, its questions in order, and what checking and drawing need."""

    seed: int
    step: int
    index: int
    variant: Variant
    replay: Replay
    moves: tuple[Move, ...]
    questions: tuple[Question, ...]
    settlement: Settlement
    walk: Walk
    spec: dict[str, object]
    scenarios: tuple[str, ...]

    def point(self, q: int) -> Point:
        return point(self.replay, self.questions[q])

    def view(self, q: int) -> HandView:
        return hand_view(self.replay, self.moves, self.walk, self.point(q))


@lru_cache(maxsize=256)
def hand_at(seed: int, step: int, index: int, variant: Variant) -> Hand:
    """Hand ``index`` of the set, dealt once and kept."""
    replay, moves = deal(seed, step, index, variant)
    settled = settle(replay.showdown_spec())
    settlement = replay.settlement()
    showdown = settlement if len(replay.live) > 1 else None
    done = walk(replay, tuple(moves))
    rng = question_rng(seed, step, index, variant)
    asked = questions(rng, replay, settlement, showdown, done, step, index)
    found = (replay.spec.structure.value, *scenarios(replay, showdown))
    return Hand(seed, step, index, variant, replay, tuple(moves), tuple(asked), settled,
                done, hand_json(replay, moves), found)  # fmt: skip


def locate(seed: int, step: int, index: int, variant: Variant) -> tuple[int, int]:
    """Item ``index`` as (hand, question of that hand): every hand asks
    :data:`PER_HAND` questions."""
    return divmod(index, PER_HAND)
