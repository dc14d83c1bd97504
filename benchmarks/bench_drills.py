"""Workshop drill items generated per second, per drill, step and variant.

Run: .venv/bin/python benchmarks/bench_drills.py [--count N] [--repeats R]
Each figure is the best of R runs of N items (sets of 50 on consecutive seeds), timed
in CPU seconds of this process, so other work on a shared machine does not skew it.
"dealt" counts items dealt and settled by the engine (what a page asks and checks);
"json" counts items written as ``academy drill --json`` writes them (with every tempting
mistake's answer checked and explained). Target: at least 500 items/s dealt.
"""

from __future__ import annotations

import argparse
import time

from academy.practice.drills import generate

CASES = [("cinco", "holdem"), ("cinco", "omaha"), ("cinco", "shortdeck"),
         ("botes", "holdem"), ("botes", "omaha"), ("botes", "shortdeck"),
         ("limites", "holdem")]  # fmt: skip
TARGET = 500


def rate(kind: str, variant: str, step: int, count: int, repeats: int, as_json: bool) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        done = seed = 0
        while done < count:
            batch = min(50, count - done)
            items = generate(kind, seed, batch, variant, step)
            if as_json:
                for item in items:
                    item.to_json()
            done += batch
            seed += 1
        best = min(best, time.process_time() - start)
    return count / best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"drill items: {args.count} per case, best of {args.repeats} runs")
    print(f"{'drill':<8} {'variant':<10} step {'dealt/s':>9} {'json/s':>9}")
    for kind, variant in CASES:
        for step in (1, 2, 3):
            dealt = rate(kind, variant, step, args.count, args.repeats, as_json=False)
            full = rate(kind, variant, step, args.count, args.repeats, as_json=True)
            verdict = "ok" if dealt >= TARGET else f"below {TARGET}/s"
            print(f"{kind:<8} {variant:<10} {step:>4} {dealt:>9,.0f} {full:>9,.0f}  {verdict}")


if __name__ == "__main__":
    main()
