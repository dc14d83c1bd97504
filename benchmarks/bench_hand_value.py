"""hand_value against treys on the same random seven-card hands, in the same run.

Run: .venv/bin/python benchmarks/bench_hand_value.py [--hands N]
Prints evaluations per second for both and the ratio (target: at least 10x treys).
"""

from __future__ import annotations

import argparse
import random
import time

from treys import Card as TreysCard
from treys import Evaluator

from academy.engine import full_deck, hand_value


def best_of(repeats: int, run: object) -> float:
    assert callable(run)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    rng = random.Random(2026)
    deck = full_deck()
    hands = [rng.sample(deck, 7) for _ in range(args.hands)]
    treys_hands = [[TreysCard.new(str(c)) for c in hand] for hand in hands]
    evaluator = Evaluator()

    def ours() -> None:
        for hand in hands:
            hand_value(hand)

    def theirs() -> None:
        evaluate = evaluator.evaluate
        for hand in treys_hands:
            evaluate(hand[:2], hand[2:])

    ours_rate = args.hands / best_of(args.repeats, ours)
    theirs_rate = args.hands / best_of(args.repeats, theirs)
    print(f"hands: {args.hands:,} random 7-card hands, best of {args.repeats} runs")
    print(f"academy hand_value: {ours_rate:>12,.0f} evaluations/s")
    print(f"treys evaluate:     {theirs_rate:>12,.0f} evaluations/s")
    print(f"ratio:              {ours_rate / theirs_rate:>12.1f}x (target >= 10x)")


if __name__ == "__main__":
    main()
