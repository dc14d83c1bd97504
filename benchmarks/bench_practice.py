"""Practice showdowns generated per second, per level and variant.

Run: .venv/bin/python benchmarks/bench_practice.py [--count N] [--repeats R]
Each figure is the best of R runs of N showdowns (sets of 50 on consecutive seeds),
dealt, settled and given options and feedback. Target: at least 1,000 showdowns/s for
every level and variant.
"""

from __future__ import annotations

import argparse
import time

from academy.practice import generate

CASES = [(1, "holdem"), (2, "holdem"), (3, "holdem"), (4, "holdem"),
         (1, "shortdeck"), (2, "shortdeck"), (3, "shortdeck"),
         (1, "omaha"), (2, "omaha"), (3, "omaha")]  # fmt: skip
TARGET = 1_000


def rate(level: int, variant: str, count: int, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        done = 0
        seed = 0
        while done < count:
            batch = min(50, count - done)
            generate(level, seed, batch, variant)
            done += batch
            seed += 1
        best = min(best, time.perf_counter() - start)
    return count / best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"showdowns: {args.count} per level, best of {args.repeats} runs")
    for level, variant in CASES:
        per_second = rate(level, variant, args.count, args.repeats)
        verdict = "ok" if per_second >= TARGET else f"below {TARGET}/s"
        print(f"level {level} {variant:<9} {per_second:>8,.0f} showdowns/s  {verdict}")


if __name__ == "__main__":
    main()
