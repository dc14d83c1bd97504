"""hand_value against treys and eval7 on the same random seven-card hands, in the same run.

Run: .venv/bin/python benchmarks/bench_hand_value.py [--hands N] [--repeats R]
eval7 (a compiled evaluator) is a benchmark-only dependency:
    .venv/bin/python -m pip install -c constraints.txt -e '.[bench]'
Prints evaluations per second of hand_value, shortdeck_value (on 36-card hands), treys and
eval7, and the ratios. Targets: hand_value at least 10x treys and at least 1.0x eval7;
shortdeck_value at least as fast as hand_value. Each figure is the best of R runs; the
evaluators take turns, so a busy machine slows them alike.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from treys import Card as TreysCard
from treys import Evaluator

from academy.engine import full_deck, hand_value, shortdeck_value

try:
    import eval7
except ImportError:  # pragma: no cover - depends on the environment
    eval7 = None
MISSING_EVAL7 = (
    "eval7 is not installed; install it with "
    ".venv/bin/python -m pip install -c constraints.txt -e '.[bench]'"
)


def rates(runs: dict[str, Callable[[], None]], hands: int, repeats: int) -> dict[str, float]:
    """Evaluations per second of each run: the best of ``repeats``, taken in turns whose
    order rotates, so no evaluator always follows the same one (whose tables it evicts)."""
    names = list(runs)
    best = dict.fromkeys(names, float("inf"))
    for turn in range(repeats):
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            start = time.perf_counter()
            runs[name]()
            best[name] = min(best[name], time.perf_counter() - start)
    return {name: hands / seconds for name, seconds in best.items()}


def loop(evaluate: Callable[[Any], object], hands: Sequence[object]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            evaluate(hand)

    return run


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=8)
    args = parser.parse_args()

    if eval7 is None:
        print(f"WARNING: {MISSING_EVAL7}")
    rng = random.Random(2026)
    hands = [rng.sample(full_deck(), 7) for _ in range(args.hands)]
    short_hands = [rng.sample(full_deck(short=True), 7) for _ in range(args.hands)]
    evaluator = Evaluator()
    treys_hands = [[TreysCard.new(str(c)) for c in hand] for hand in hands]

    def treys_run() -> None:
        evaluate = evaluator.evaluate
        for hand in treys_hands:
            evaluate(hand[:2], hand[2:])

    runs = {
        "hand_value": loop(hand_value, hands),
        "shortdeck_value": loop(shortdeck_value, short_hands),
        "treys": treys_run,
    }
    if eval7 is not None:
        eval7_cards = {c: eval7.Card(str(c)) for c in full_deck()}
        runs["eval7"] = loop(eval7.evaluate, [[eval7_cards[c] for c in h] for h in hands])
    rate = rates(runs, args.hands, args.repeats)

    print(f"hands: {args.hands:,} random 7-card hands, best of {args.repeats} runs")
    print(f"academy hand_value:      {rate['hand_value']:>12,.0f} evaluations/s")
    print(f"academy shortdeck_value: {rate['shortdeck_value']:>12,.0f} evaluations/s (36 cards)")
    print(f"treys evaluate:          {rate['treys']:>12,.0f} evaluations/s")
    if eval7 is not None:
        print(f"eval7 evaluate:          {rate['eval7']:>12,.0f} evaluations/s")
    print(f"hand_value / treys:      {rate['hand_value'] / rate['treys']:>12.1f}x (target >= 10x)")
    if eval7 is not None:
        ratio = rate["hand_value"] / rate["eval7"]
        print(f"hand_value / eval7:      {ratio:>12.2f}x (target >= 1.0x)")
    else:
        print(f"hand_value / eval7:      NOT MEASURED: {MISSING_EVAL7}")
    short_ratio = rate["shortdeck_value"] / rate["hand_value"]
    print(f"shortdeck / hand_value:  {short_ratio:>12.2f}x (target >= 1.0x)")


if __name__ == "__main__":
    main()
