"""The fast tier's cost in CPU seconds, test by test: figures that hold on a loaded machine.

Run (one process, so every test's CPU is its own; other processes may load the machine):
    .venv/bin/python benchmarks/fast_tier_cpu.py [--most 20] [PYTEST ARGS…]

It runs ``pytest -n 0 -m "not slow and not browser and not wheel"`` in this process with
the fast tier's limit off (``ACADEMY_FAST_LIMIT=0``) and prints: how many tests ran, the
CPU seconds of the whole run (collection included) and of the tests' setup, body and
teardown, and the ``--most`` costliest tests by CPU with their wall time. Wall time grows
with the machine's load, CPU time hardly does: on two idle cores ``scripts/test.sh
--fast`` (``-n auto``) takes about half the whole run's CPU, plus each worker's start.
Helper processes (the heavy downloads) are counted as children, apart.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from collections.abc import Generator

import pytest

FAST = "not slow and not browser and not wheel"


class CpuTimes:
    """A pytest plugin: each test's CPU and wall seconds, setup to teardown."""

    def __init__(self) -> None:
        self.times: list[tuple[float, float, str]] = []

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item) -> Generator[None, object, object]:
        cpu, wall = time.process_time(), time.perf_counter()
        try:
            return (yield)
        finally:
            spent = time.process_time() - cpu, time.perf_counter() - wall
            self.times.append((*spent, item.nodeid))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--most", type=int, default=20)
    args, rest = parser.parse_known_args()
    os.environ["ACADEMY_FAST_LIMIT"] = "0"
    plugin = CpuTimes()
    start_cpu, start_wall = time.process_time(), time.perf_counter()
    status = pytest.main(
        ["-p", "no:cacheprovider", "-n", "0", "-q", "-m", FAST, *rest], plugins=[plugin]
    )
    run_cpu, run_wall = time.process_time() - start_cpu, time.perf_counter() - start_wall
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    in_tests = sum(cpu for cpu, _, _ in plugin.times)
    print(f"tests: {len(plugin.times)}")
    print(f"whole run: {run_cpu:.1f} s CPU, {run_wall:.1f} s wall")
    print(f"in tests (setup, body, teardown): {in_tests:.1f} s CPU")
    print(f"helper processes: {children.ru_utime + children.ru_stime:.1f} s CPU")
    print(f"the {args.most} costliest tests (CPU s, wall s):")
    for cpu, wall, node in sorted(plugin.times, reverse=True)[: args.most]:
        print(f"  {cpu:5.2f}  {wall:6.2f}  {node}")
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
