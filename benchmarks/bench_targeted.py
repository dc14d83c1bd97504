"""«Practica tus errores»: milliseconds to deal one showdown that tempts each named mistake.

Run: .venv/bin/python benchmarks/bench_targeted.py [--count N]
Each figure is the mean over N showdowns (seeds 0..N-1, index 0), dealt afresh (the cache
of targeted showdowns is bypassed), and the most candidate showdowns any of them needed.
A page deals one showdown per request at most, and keeps it (``lru_cache``).
"""

from __future__ import annotations

import argparse
import time

from academy.engine.hands import Variant
from academy.practice import targeted
from academy.practice.targeted import TRAPS


def attempts(mistake: str, seed: int, variant: Variant) -> int:
    """How many candidates the showdown of ``seed`` needed."""
    trap = TRAPS[mistake]
    for attempt in range(targeted.MAX_ATTEMPTS):
        candidate = targeted.candidate_seed(seed, mistake, 0, attempt)
        (showdown,) = targeted.generate(trap.level, candidate, 1, variant.value)
        if trap.tempts(showdown):
            return attempt + 1
    raise AssertionError("no candidate")  # pragma: no cover


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=40)
    args = parser.parse_args()
    print(f"targeted showdowns: mean of {args.count}, dealt afresh")
    for variant in (Variant.HOLDEM, Variant.SHORTDECK, Variant.OMAHA):
        for mistake, trap in TRAPS.items():
            if trap.level == 4 and variant is not Variant.HOLDEM:
                continue
            start = time.perf_counter()
            for seed in range(args.count):
                targeted._targeted.__wrapped__(mistake, seed, 0, variant)
            mean = (time.perf_counter() - start) / args.count * 1000
            most = max(attempts(mistake, seed, variant) for seed in range(args.count))
            print(f"{variant.value:<9} {mistake:<26} {mean:7.1f} ms  (at most {most} candidates)")


if __name__ == "__main__":
    main()
