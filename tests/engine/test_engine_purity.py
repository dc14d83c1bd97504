"""The engine imports nothing from the web layer, templates or YAML."""

import ast
import subprocess
import sys

import pytest
from helpers import REPOSITORY

ENGINE = REPOSITORY / "academy" / "engine"
FORBIDDEN = ("flask", "jinja2", "werkzeug", "yaml", "markdown", "htmx_flask", "academy.web")


def test_engine_sources_import_no_web_modules() -> None:
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
                if node.level and node.module and not node.module.startswith("."):
                    assert node.level == 1, f"{path.name} imports outside the engine"
            for name in names:
                assert not name.startswith(FORBIDDEN), f"{path.name} imports {name}"


@pytest.mark.slow  # a subprocess
def test_importing_the_engine_loads_no_web_modules() -> None:
    code = (
        "import sys, academy.engine, academy.engine.settle, academy.engine.limits, "
        "academy.engine.rarity; "
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
