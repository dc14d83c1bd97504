"""The registry is the one place that names the drill kinds (issue 31 item 4): a kind is
its package, one registry line and its templates. Nothing else in ``academy/`` imports a
kind's package, no kind imports another (what two share lives in ``academy.drills``), no
shared module of the drills names a kind in its code, and what each kind declares in its
catalog is what the registry gathers."""

from __future__ import annotations

import ast
from pathlib import Path

import grimp
import pytest

from academy.drills import KINDS, MISTAKES, STEPS, Catalog
from academy.drills.registry import KIND_TITLES, STEP_TITLES

DRILLS = Path(__file__).resolve().parents[2] / "academy" / "drills"
REGISTRY = "academy.drills.registry"


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("academy")


def _in_kind(module: str, kind: str) -> bool:
    package = f"academy.drills.{kind}"
    return module == package or module.startswith(package + ".")


def test_only_the_registry_imports_a_kind(graph: grimp.ImportGraph) -> None:
    found = [
        (module, imported)
        for module in sorted(graph.modules)
        if not any(_in_kind(module, kind) for kind in KINDS) and module != REGISTRY
        for imported in graph.find_modules_directly_imported_by(module)
        if any(_in_kind(imported, kind) for kind in KINDS)
    ]
    assert found == [], "only academy/drills/registry.py may import a kind's package"
    for kind in KINDS:  # one line a kind: the registry imports each kind's KIND
        assert f"academy.drills.{kind}.kind" in graph.find_modules_directly_imported_by(REGISTRY)


def test_no_kind_imports_another(graph: grimp.ImportGraph) -> None:
    for kind in KINDS:
        for other in KINDS:
            if other != kind:
                chain = graph.find_shortest_chain(
                    importer=f"academy.drills.{kind}", imported=f"academy.drills.{other}",
                    as_packages=True,
                )  # fmt: skip
                assert chain is None, f"{kind} imports {other}: {chain}"


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module's code: docstrings (and their doctests) left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_no_shared_module_of_the_drills_names_a_kind() -> None:
    kind_dirs = {DRILLS / kind for kind in KINDS}
    shared = [
        path
        for path in sorted(DRILLS.rglob("*.py"))
        if not any(parent in kind_dirs for parent in path.parents) and path.name != "registry.py"
    ]
    assert len(shared) > 10 and DRILLS / "pot_rows" / "check.py" in shared
    named = [
        (path.relative_to(DRILLS).as_posix(), line, text)
        for path in shared
        for line, text in _code_strings(path)
        if text in KINDS or any(kind.catalog.title in text for kind in KINDS.values())
    ]
    assert named == []


def test_the_registry_gathers_what_each_kind_declares() -> None:
    for code, kind in KINDS.items():
        catalog = kind.catalog
        assert isinstance(catalog, Catalog) and catalog.scenarios
        assert catalog.title == KIND_TITLES[code]
        assert tuple(catalog.steps) == STEPS
        assert all(STEP_TITLES[code, s] == catalog.steps[s] for s in STEPS)
        assert list(catalog.mistake_names) == [m.code for m in catalog.mistakes]
        assert all(MISTAKES[m.code] == m for m in catalog.mistakes)  # shared: one declaration
    declared = [m.code for kind in KINDS.values() for m in kind.catalog.mistakes]
    assert list(MISTAKES) == list(dict.fromkeys(declared))
