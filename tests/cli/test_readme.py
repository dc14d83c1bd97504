"""The README stays true: its command table names every subcommand of ``academy`` with
every option it takes, and the two commands it promises exist and can be run."""

from __future__ import annotations

import argparse
import os
import re

import pytest
from helpers import REPOSITORY

from academy.cli_parser import make_parser

README = (REPOSITORY / "README.md").read_text(encoding="utf-8")


def subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = make_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def table_rows() -> dict[str, str]:
    """Each row of the README's command table, by subcommand."""
    rows = re.findall(r"^\| `academy ([a-z-]+)([^`]*)` \|", README, re.MULTILINE)
    return {name: usage for name, usage in rows}


def test_every_subcommand_has_a_row() -> None:
    assert set(table_rows()) == set(subcommands())


@pytest.mark.parametrize("name", sorted(subcommands()))
def test_every_option_is_in_its_row(name: str) -> None:
    usage = table_rows()[name]
    options = [
        option
        for action in subcommands()[name]._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help"
    ]
    assert options, name
    missing = [o for o in options if not re.search(rf"{re.escape(o)}(?![a-z-])", usage)]
    assert missing == [], name


def test_the_two_commands_exist() -> None:
    for script in ("scripts/serve.sh", "scripts/test.sh"):
        assert f"{script} " in README
        path = REPOSITORY / script
        assert path.is_file() and os.access(path, os.X_OK), script
