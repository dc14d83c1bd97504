"""Wall-clock time of `academy rarity --cards 7` (target: at most 30 s on 2 cores).

Run: .venv/bin/python benchmarks/bench_rarity.py
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path


def main() -> None:
    academy = Path(sys.executable).with_name("academy")
    for cards in (5, 7):
        start = time.perf_counter()
        subprocess.run(
            [str(academy), "rarity", "--cards", str(cards), "--json"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        elapsed = time.perf_counter() - start
        print(f"academy rarity --cards {cards}: {elapsed:.2f} s (target <= 30 s)")


if __name__ == "__main__":
    main()
