"""The drills' measuring scripts still run on the code they measure: a refactor of the
drills (a question that became a dataclass) broke two of them and no test noticed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow

SCRIPTS = [
    ("accion_realism.py", "--seeds", "1"),
    ("accion_teaching.py", "--seeds", "1", "--hands", "2"),
    ("sala_dump.py", "--seed", "1"),
    ("drill_dump.py", "--help"),
]


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda s: s[0])
def test_the_script_runs_and_prints_its_figures(script: tuple[str, ...]) -> None:
    name, *args = script
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / name), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip(), f"{name} printed nothing"
