"""Time of the static build (``academy build``): content read and checked, every page
rendered and linked, files written.

Run: .venv/bin/python benchmarks/bench_build.py [--repeats R]
Each run builds the whole site into a fresh temporary folder in this process (the first
run also pays for imports and Jinja's template compilation, so min and median differ).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from academy.build import BuildReport, build


def timed_build() -> tuple[float, BuildReport]:
    with tempfile.TemporaryDirectory(prefix="academy-bench-") as folder:
        start = time.perf_counter()
        report = build(Path(folder) / "site")
        return time.perf_counter() - start, report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    runs = [timed_build() for _ in range(args.repeats)]
    seconds = [elapsed for elapsed, _ in runs]
    report = runs[-1][1]
    print(
        f"build: {report.pages} pages, {report.figures} figures in figures.json, "
        f"{report.static_files} static files"
    )
    print(
        f"seconds over {args.repeats} runs: min {min(seconds):.2f}, "
        f"median {statistics.median(seconds):.2f}, max {max(seconds):.2f}"
    )


if __name__ == "__main__":
    main()
