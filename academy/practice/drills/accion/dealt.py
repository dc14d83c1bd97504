"""«Sigue la acción» item by item: one item is one question of a hand.

Item ``index`` of ``(seed, step, variant)`` walks hands 0, 1, 2… of that set and their
questions in the order the hand reaches them, so consecutive items follow the same hand
(«then the hand goes on»). Dealt hands are kept (:func:`hand_at`), so the mapping is
cheap and always the same.

>>> [(h, q) for h, q in (locate(42, 1, i, Variant.HOLDEM) for i in range(3))][0]
(0, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ....engine.hand_replay import Move, Replay
from ....engine.hands import Variant
from ....engine.settle import Settlement, settle
from .contract import question_rng
from .hands import deal, hand_json, scenarios
from .questions import Point, point, questions
from .view import HandView, Walk, hand_view, walk

MAX_HANDS = 50  # every hand has two questions or more: 50 items never need more


@dataclass(frozen=True, slots=True, eq=False)
class Hand:
    """A dealt hand, its questions in order, and what checking and drawing need."""

    seed: int
    step: int
    index: int
    variant: Variant
    replay: Replay
    moves: tuple[Move, ...]
    questions: tuple[dict[str, object], ...]
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
    asked = questions(question_rng(seed, step, index, variant), replay, settlement, showdown)
    found = (replay.spec.structure.value, *scenarios(replay, showdown))
    return Hand(seed, step, index, variant, replay, tuple(moves), tuple(asked), settled,
                walk(replay, tuple(moves)), hand_json(replay, moves), found)  # fmt: skip


@lru_cache(maxsize=1024)
def locate(seed: int, step: int, index: int, variant: Variant) -> tuple[int, int]:
    """Item ``index`` as (hand, question of that hand)."""
    left = index
    for h in range(MAX_HANDS + 1):
        count = len(hand_at(seed, step, h, variant).questions)
        if left < count:
            return h, left
        left -= count
    raise AssertionError("a hand always has questions")  # pragma: no cover
