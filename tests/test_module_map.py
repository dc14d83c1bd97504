"""docs/architecture.md's module map names every module of ``academy/``, and nothing else.

The map is the code block under «Module map». Under ``academy/``, an entry is a line whose
first words are module names (``settle.py``, ``cinco.py, botes.py, limites.py``) or one
package (``engine/``), followed by a description after a space, or by nothing; its indent
says which package it is in. Other lines continue a description. Packages are named by
their folder, so ``__init__.py`` files are not listed.
"""

from __future__ import annotations

import re

from helpers import REPOSITORY

ACADEMY = REPOSITORY / "academy"
ENTRY = re.compile(r"(?P<indent> *)(?P<names>[a-z_]+(?:\.py|/)(?:, [a-z_]+\.py)*)(?: |$)")


def map_block() -> list[str]:
    text = (REPOSITORY / "docs" / "architecture.md").read_text(encoding="utf-8")
    after = text.split("## Module map", 1)[1]
    return after.split("```", 2)[1].splitlines()


def mapped_paths(lines: list[str]) -> tuple[set[str], set[str]]:
    """The modules and the packages the map names under ``academy/``, as paths."""
    modules: set[str] = set()
    packages: set[str] = set()
    stack: list[tuple[int, str]] = []
    inside = False
    for line in lines:
        if line and not line.startswith(" "):  # a top-level entry: academy/, tests/…
            inside = line.split()[0] == "academy/"
            stack = []
            continue
        entry = ENTRY.match(line)
        if not inside or entry is None:
            continue
        indent = len(entry["indent"])
        while stack and stack[-1][0] >= indent:
            stack.pop()
        folder = "".join(name for _, name in stack)
        for name in entry["names"].split(", "):
            if name.endswith("/"):
                packages.add(folder + name.rstrip("/"))
                stack.append((indent, name))
            else:
                modules.add(folder + name)
    return modules, packages


def test_the_parser_reads_nested_and_grouped_entries() -> None:
    lines = [
        "academy/",
        "  paths.py          where the files are",
        "  practice/         practice",
        "    sets.py           a set",
        "    drills/           the drills",
        "      cinco.py, botes.py  dealing",
        "                      card macro and reused; sets.py is not an entry here",
        "  cli.py            the command",
        "tests/            not academy",
        "  helpers.py",
    ]
    assert mapped_paths(lines) == (
        {"paths.py", "practice/sets.py", "practice/drills/cinco.py", "practice/drills/botes.py",
         "cli.py"},
        {"practice", "practice/drills"},
    )  # fmt: skip


def test_the_module_map_names_every_module_and_only_modules_that_exist() -> None:
    modules, packages = mapped_paths(map_block())
    existing = {
        path.relative_to(ACADEMY).as_posix()
        for path in ACADEMY.rglob("*.py")
        if path.name != "__init__.py"
    }
    existing_packages = {
        path.parent.relative_to(ACADEMY).as_posix() for path in ACADEMY.rglob("__init__.py")
    } - {"."}
    assert sorted(existing - modules) == [], "modules missing from docs/architecture.md's map"
    assert sorted(modules - existing) == [], "the map names modules that do not exist"
    assert sorted(packages ^ existing_packages) == [], "the map's packages differ from academy/"
