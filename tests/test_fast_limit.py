"""The fast tier's time limit (tests/fast_limit.py) fails a slow unmarked test, and only
that one: run on a small test file by pytest's own ``pytester``."""

from __future__ import annotations

import pytest

pytest_plugins = ("pytester",)

BODIES = """
import time

import pytest


def burn(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_quick():
    burn(0.01)


def test_burns_cpu():
    burn(0.15)


def test_waits():
    time.sleep(1.5)


@pytest.mark.slow
def test_marked_slow():
    burn(0.15)


def test_fails_on_its_own():
    burn(0.15)
    assert False, "its own failure"
"""


def timed_run(pytester: pytest.Pytester, limit: str) -> pytest.RunResult:
    """The file above run under the limit (seconds of CPU; 8 times that of wall)."""
    pytester.makeconftest("from fast_limit import pytest_runtest_call  # noqa: F401\n")
    pytester.makepyfile(test_timed=BODIES)
    with pytest.MonkeyPatch.context() as env:
        env.setenv("ACADEMY_FAST_LIMIT", limit)
        env.setenv("ACADEMY_FAST_TOLERANCE", "8")
        return pytester.runpytest_inprocess("-p", "no:cacheprovider", "-o", "markers=slow: x")


def test_a_fast_test_over_the_limit_fails(pytester: pytest.Pytester) -> None:
    result = timed_run(pytester, "0.1")
    result.assert_outcomes(passed=2, failed=3)
    out = result.stdout.str()
    assert "mark it slow or give it a smaller example" in out
    assert "its own failure" in out
    failed = {r.nodeid.split("::")[1] for r in result.reprec.getreports() if r.failed}  # type: ignore[attr-defined]
    assert failed == {"test_burns_cpu", "test_waits", "test_fails_on_its_own"}


def test_the_limit_can_be_switched_off(pytester: pytest.Pytester) -> None:
    timed_run(pytester, "0").assert_outcomes(passed=4, failed=1)
