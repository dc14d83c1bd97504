"""Workshop drill items generated per second, per drill, step and variant.

Run: .venv/bin/python benchmarks/bench_drills.py [--count N] [--repeats R]
Each figure is the best of R runs of N items (sets of 50 on consecutive seeds), timed
in CPU seconds of this process, so other work on a shared machine skews it less.
"dealt" counts items dealt and settled by the engine (what a page asks and checks);
"cli json" counts items as ``academy drill --json`` produces them: the whole document
(``drill_json``, with every tempting mistake's answer checked and explained) written as
the command writes it (``academy.cli.print_json``: ``json.dumps`` with ``indent=2``).
Target: at least 500 items/s for both, for every drill, variant and step.
«Sigue la acción» (``accion``): "dealt" is the hand played
and checked by the engine step by step; "cli json" its whole item (steps, settlement,
questions: ``accion.drill_items``) written with ``indent=2``. Its target (the issue):
at least as fast as the slowest of the other drills, printed last.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from academy.drills import accion, deal_items, drill_json
from academy.engine.hands import Variant

CASES = [("cinco", "holdem"), ("cinco", "omaha"), ("cinco", "shortdeck"),
         ("botes", "holdem"), ("botes", "omaha"), ("botes", "shortdeck"),
         ("limites", "holdem"),
         ("accion", "holdem"), ("accion", "omaha"), ("accion", "shortdeck")]  # fmt: skip
TARGET = 500
SET = 50  # items per set, the most ``academy drill --count`` gives


def dealt(kind: str, variant: str, step: int, seed: int, count: int) -> None:
    if kind == accion.KIND:
        for index in range(count):
            accion.deal(seed, step, index, Variant(variant))
        return
    deal_items(kind, seed, count, variant, step)


def cli_json(kind: str, variant: str, step: int, seed: int, count: int) -> None:
    if kind == accion.KIND:
        items = accion.drill_items(seed, count, step, variant)
        json.dumps(items, ensure_ascii=False, indent=2, check_circular=False)
        return
    document = drill_json(kind, seed, count, variant, step)
    json.dumps(document, ensure_ascii=False, indent=2, check_circular=False)  # as print_json


def rate(
    make: Callable[[str, str, int, int, int], None],
    kind: str,
    variant: str,
    step: int,
    count: int,
    repeats: int,
) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        done = seed = 0
        while done < count:
            batch = min(SET, count - done)
            make(kind, variant, step, seed, batch)
            done += batch
            seed += 1
        best = min(best, time.process_time() - start)
    return count / best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"drill items: {args.count} per case, best of {args.repeats} runs (CPU time)")
    print(f"{'drill':<8} {'variant':<10} step {'dealt/s':>9} {'cli json/s':>11}")
    slowest = {"others": float("inf"), accion.KIND: float("inf")}
    for kind, variant in CASES:
        for step in (1, 2, 3):
            deal = rate(dealt, kind, variant, step, args.count, args.repeats)
            full = rate(cli_json, kind, variant, step, args.count, args.repeats)
            group = accion.KIND if kind == accion.KIND else "others"
            slowest[group] = min(slowest[group], deal, full)
            verdict = "ok" if min(deal, full) >= TARGET else f"below {TARGET}/s"
            print(f"{kind:<8} {variant:<10} {step:>4} {deal:>9,.0f} {full:>11,.0f}  {verdict}")
    print(f"slowest: {slowest['others']:,.0f} items/s (target {TARGET})")
    mark = "ok" if slowest[accion.KIND] >= slowest["others"] else "slower than the slowest"
    print(f"accion slowest: {slowest[accion.KIND]:,.0f} items/s ({mark})")


if __name__ == "__main__":
    main()
