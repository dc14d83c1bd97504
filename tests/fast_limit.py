"""The fast tier stays fast: a pytest plugin (loaded by ``tests/conftest.py``).

A test not marked ``slow``, ``browser`` or ``wheel`` (the tier ``scripts/test.sh --fast``
runs) fails when its body takes more than ``ACADEMY_FAST_LIMIT`` seconds (default 2) of
CPU time, or more than that limit times ``ACADEMY_FAST_TOLERANCE`` (default 5) of wall
time. CPU time hardly moves when other processes load the machine (CI's two cores, a
shared box), so the check does not flake; the looser wall-time bound still catches a
test that waits (a subprocess, a server, a sleep). Such a test belongs in the slow tier, or needs
a smaller example that keeps its behaviour in the fast one. Fixtures' setup is not
counted (a session's one static build is shared by many tests).
``ACADEMY_FAST_LIMIT=0`` switches the check off (a profiler, a debugger); a heavily
loaded machine may raise ``ACADEMY_FAST_TOLERANCE``.
"""

from __future__ import annotations

import os
import time
from collections.abc import Generator

import pytest

_NOT_FAST = ("slow", "browser", "wheel")


def _seconds(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    try:
        return float(raw) if raw else default
    except ValueError:
        raise pytest.UsageError(f"{name} debe ser un número de segundos, no «{raw}»") from None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    """Time a fast-tier test's body (module docstring: the limit, its switches)."""
    limit = _seconds("ACADEMY_FAST_LIMIT", 2.0)  # read first: the test may change them
    tolerance = _seconds("ACADEMY_FAST_TOLERANCE", 5.0)
    wall, cpu = time.perf_counter(), time.process_time()
    result = yield  # a failing test raises here: its own failure is the one reported
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    if (
        limit > 0
        and not any(item.get_closest_marker(m) for m in _NOT_FAST)
        and (cpu > limit or wall > limit * tolerance)
    ):
        pytest.fail(
            f"fast-tier test took {wall:.1f} s of wall time and {cpu:.1f} s of CPU (limit "
            f"{limit:g} s of CPU, {limit * tolerance:g} s of wall): mark it slow or give it "
            "a smaller example (tests/fast_limit.py)",
            pytrace=False,
        )
    return result
