"""best_hand per variant and the Omaha evaluation of practice dealing, on the same random
nine-card deals, in the same run.

Run: .venv/bin/python benchmarks/bench_best_hand.py [--deals N] [--repeats R]
Each deal gives the hole cards (the first four in Omaha, the first two otherwise) and the
board (the last five). Prints calls per second of ``best_hand`` for hold'em, Omaha and
Short Deck; of the Omaha evaluation practice dealing uses (``levels.strength``: the value
of the best of the 60 ways to play two hole cards and three board cards, a new board each
time); and of the same evaluation by brute force (60 ``hand_value`` calls, as the engine
did before issue 15, but with this checkout's ``hand_value``), with the ratio.
Target (issue 15): the Omaha evaluation at least 5x what it was. For a same-run figure of
another checkout (e.g. main), run this script with ``PYTHONPATH=<that checkout>``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence
from itertools import combinations

from academy.engine import Card, Variant, best_hand, full_deck, hand_value
from academy.practice.levels import strength


def brute_force_omaha(hole: Sequence[Card], board: Sequence[Card]) -> int:
    threes = list(combinations(board, 3))
    return max(hand_value((*two, *three)) for two in combinations(hole, 2) for three in threes)


def rates(runs: dict[str, Callable[[], None]], calls: int, repeats: int) -> dict[str, float]:
    """Calls per second of each run: the best of ``repeats``, taken in turns."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return {name: calls / seconds for name, seconds in best.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=5_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(2026)
    deals = [rng.sample(full_deck(), 9) for _ in range(args.deals)]
    short_deals = [rng.sample(full_deck(short=True), 9) for _ in range(args.deals)]
    omaha = strength(Variant.OMAHA)

    def run(evaluate: Callable[[list[Card]], object], on: list[list[Card]]) -> Callable[[], None]:
        def loop() -> None:
            for deal in on:
                evaluate(deal)

        return loop

    runs = {
        "best_hand holdem": run(lambda d: best_hand(d[:2], d[4:], Variant.HOLDEM), deals),
        "best_hand omaha": run(lambda d: best_hand(d[:4], d[4:], Variant.OMAHA), deals),
        "best_hand shortdeck": run(
            lambda d: best_hand(d[:2], d[4:], Variant.SHORTDECK), short_deals
        ),
        "omaha evaluation": run(lambda d: omaha(d[:4], tuple(d[4:])), deals),
        "omaha brute force": run(lambda d: brute_force_omaha(d[:4], d[4:]), deals),
    }
    rate = rates(runs, args.deals, args.repeats)
    print(f"deals: {args.deals:,} random 9-card deals, best of {args.repeats} runs")
    for name, per_second in rate.items():
        print(f"{name:<20} {per_second:>10,.0f} calls/s")
    ratio = rate["omaha evaluation"] / rate["omaha brute force"]
    print(f"omaha evaluation / brute force: {ratio:.1f}x")


if __name__ == "__main__":
    main()
