"""Hostile arguments and input for every subcommand of ``academy``: exit 0 or 2, never a
traceback; on 2, one Spanish line on standard error.

The subcommands and their options are read from the parser itself, so a new one is
fuzzed as soon as it exists. ``main(argv)`` runs in-process with standard output and
error encoded as the real ones are (strict UTF-8 out, backslash escapes on error), inside
a temporary folder so nothing is written anywhere else. A valid ``serve`` is never
started (it is counted and skipped); ``build`` only ever gets outputs it cannot use, and
its valid run is tested in ``test_build.py``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from helpers.fuzz import FUZZ as WEB_FUZZ
from hypothesis import given, settings
from hypothesis import strategies as st

from academy import cli

# Fuzzing: every subcommand with hypothesis, and the real command in subprocesses.
pytestmark = pytest.mark.slow

FUZZ = settings(WEB_FUZZ, max_examples=60)
SPANISH = re.compile(
    r"[áéíóúñ¿¡«»]|\b(de|la|el|los|las|un|una|no|es|en|debe|hay|faltan?|argumentos|valor|"
    r"vale|como|por|para|con|del|al|se|que)\b",
    re.I,
)
ENGLISH = re.compile(
    r"\b(usage|invalid|required|expected|argument|ignored|ambiguous|unrecognized|could|"
    r"match|choose|allowed|the|not|such|file|directory|permission|denied|traceback)\b",
    re.I,
)
VALID_SPEC = (
    b'{"board": "Kc Jd 9s 5h 2c", "players": [{"name": "A", "hole": "Kh Kd", "contributed": 50},'
    b' {"name": "B", "hole": "Jc Jh", "contributed": 50}]}'
)
INPUTS = [
    VALID_SPEC, b"[" + VALID_SPEC + b"," + VALID_SPEC + b"]", b"", b"{", b"[]", b"null",
    b"[" * 100_000, b'{"a":' * 50_000, b"1" * 5000, b"1e400", b"NaN", b"-Infinity",
    b"\xef\xbb\xbf" + VALID_SPEC, b"\xff\xfe", b'{"board": "\xed\xa0\x80"}',
    VALID_SPEC.replace(b'"A"', b'"\\ud800"'), VALID_SPEC.replace(b"Kc", b"K\\u2667"),
    VALID_SPEC.replace(b"50", b"1" + b"0" * 30), VALID_SPEC.replace(b"Kh", b"\xef\xbc\xabh"),
    VALID_SPEC.replace(b'"board"', b'"board": 1, "board"'), b"[" + b"{}," * 60 + b"{}]",
    b"x" * 1_000_001,
    VALID_SPEC.replace(b'{"board"', b'{"rake": {"percent": 5, "cap": 3}, "board"'),
    VALID_SPEC.replace(b'{"board"', b'{"rake": {"percent": -5}, "board"'),
    VALID_SPEC.replace(b'{"board"', b'{"rake": {"percent": 5, "cap": "3"}, "board"'),
    VALID_SPEC.replace(b'{"board"', b'{"rake": [], "board"'),
]  # fmt: skip
VALID_INPUTS = {0, 1, 12, 16, 22}  # a spec, a batch, a BOM, the white club ♧, a commission
NUMBERS = [
    "0", "1", "2", "3", "4", "5", "7", "10", "50", "51", "150", "1000", "-1", "-0", "+5",
    "1e3", "0x10", "1_0", "1.5", "nan", "inf", "٣", "５", "²", " 5", "5 ", "", " ",
    "9" * 13, "9" * 20, "9" * 30, "9" * 5000, "\t1", "1\n2",
]  # fmt: skip
JUNK = [
    "-", "--", "---", "-x", "--x", "--json=1", "--jso", "--s", "--l", "-h", "--help",
    "--level=", "=", "\u2212\u22121", "—json", "--JSON", "ｊｓｏｎ", "\x7f", "\u202e",
]  # fmt: skip
TEXT = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=30)


class ValidServe(Exception):
    """``serve`` got arguments it would start a server with: the example is skipped."""


def _no_server(args: argparse.Namespace) -> int:
    raise ValidServe


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A folder to run in, with a file, a folder and the hostile inputs as files."""
    root = tmp_path_factory.mktemp("cli-fuzz")
    (root / "fichero.txt").write_text("no soy una carpeta", encoding="utf-8")
    (root / "carpeta").mkdir()
    for number, data in enumerate(INPUTS):
        (root / f"entrada{number}.json").write_bytes(data)
    with contextlib.chdir(root):
        yield root


def run(argv: list[str], stdin: bytes = b"") -> tuple[int | str | None, bytes, str]:
    """``main(argv)`` with real-like streams: (exit status, stdout bytes, stderr text)."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", write_through=True)
    err = io.TextIOWrapper(
        io.BytesIO(), encoding="utf-8", errors="backslashreplace", write_through=True
    )
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.TextIOWrapper(io.BytesIO(stdin)), out, err
    try:
        with mock.patch.object(cli, "cmd_serve", _no_server):
            code: int | str | None = cli.main(argv)
    except SystemExit as exit_:  # --help
        code = exit_.code
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    assert isinstance(out.buffer, io.BytesIO) and isinstance(err.buffer, io.BytesIO)
    return code, out.buffer.getvalue(), err.buffer.getvalue().decode("utf-8")


def check(code: int | str | None, out: bytes, err: str, argv: list[str]) -> None:
    where = f"academy {argv!r:.300}"
    assert code in (0, 2), f"{where}: exit {code}"
    assert "Traceback" not in err, where
    if code == 0:
        assert err == "", f"{where}: {err!r}"
        text = out.decode("utf-8")
        assert "usage:" not in text and "show this help" not in text, where
        return
    assert err.startswith("error: ") and err.endswith("\n"), f"{where}: {err!r}"
    assert err.count("\n") == 1, f"{where}: more than one line: {err!r}"
    message = err.removeprefix("error: ")
    assert SPANISH.search(message), f"{where}: not Spanish: {err!r}"
    for echoed in sorted(argv, key=len, reverse=True):  # what the user typed may be English
        escaped = "".join(
            c if c.isprintable() else c.encode("unicode_escape").decode() for c in echoed
        )
        message = message.replace(escaped, "") if echoed.strip() else message
    message = re.sub(r"«[^»]*»|'[^']*'", "", message)
    assert not ENGLISH.search(message), f"{where}: English words: {err!r}"


def subcommands() -> dict[str, argparse.ArgumentParser]:
    """The subcommands of ``academy``, read from its parser."""
    parser = cli.make_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def option_value(action: argparse.Action, root: Path) -> st.SearchStrategy[str]:
    """Values for one option: its choices, numbers, junk and, for paths, files."""
    values = [st.sampled_from(NUMBERS), st.sampled_from(JUNK), TEXT]
    if action.choices:
        values.append(st.sampled_from([str(c) for c in action.choices]))
        values.append(st.sampled_from([str(c).upper() + " " for c in action.choices]))
    if action.dest == "levels":
        values.append(st.sampled_from(["1-4", "1,2,3,4", "4-1", "1,,2", "0-9", "1-4" * 20]))
    if action.dest in ("output", "file"):
        values.append(st.sampled_from(outputs(root, "read" if action.dest == "file" else "")))
    return st.one_of(*values)


def outputs(root: Path, use: str) -> list[str]:
    """Paths no build can use (a file, a file as a folder, NUL, too long, empty); for
    ``practice-set`` also a folder and a missing one; for reading the hostile inputs too."""
    paths = [
        str(root / "fichero.txt"), str(root / "fichero.txt" / "sub"), "a\x00b", "", " ",
        str(root / ("n" * 300)),
    ]  # fmt: skip
    if use != "build":
        paths += [str(root / "carpeta"), str(root / "no" / "existe" / "x"), "-"]
    if use == "read":
        paths += ["/dev/null"] + [str(root / f"entrada{n}.json") for n in range(len(INPUTS))]
    return paths


@st.composite
def command_line(draw: Any, name: str, parser: argparse.ArgumentParser, root: Path) -> list[str]:
    actions = [a for a in parser._actions if a.option_strings and a.dest != "help"]
    positionals = [a for a in parser._actions if not a.option_strings]
    argv = [name]
    for _ in range(draw(st.integers(0, 9))):
        kind = draw(st.integers(0, 9))
        if kind < 7 and actions:
            action = draw(st.sampled_from(actions))
            option = draw(st.sampled_from(action.option_strings))
            if action.nargs == 0:
                argv.append(option)
            elif draw(st.integers(0, 5)) == 0:
                argv.append(f"{option}={draw(option_value(action, root))}")
            else:
                argv += [option, draw(option_value(action, root))]
        elif kind < 9 and positionals:
            argv.append(draw(option_value(positionals[0], root)))
        else:
            argv.append(draw(st.sampled_from(JUNK)))
    if name == "build":  # never a real build: only outputs it cannot write to
        argv = [a for a in argv if a != "--output" and not a.startswith("--output=")]
        argv += ["--output", draw(st.sampled_from(outputs(root, "build")))]
    return argv


def test_the_fuzzer_knows_every_subcommand() -> None:
    names = set(subcommands())
    assert {
        "showdown",
        "limits",
        "rarity",
        "practice",
        "drill",
        "practice-set",
        "serve",
        "build",
    } <= names


@pytest.mark.parametrize("name", sorted(subcommands()))
@FUZZ
@given(data=st.data())
def test_every_subcommand_with_hostile_arguments(workdir: Path, name: str, data: Any) -> None:
    parser = subcommands()[name]
    argv = data.draw(command_line(name, parser, workdir), label="argv")
    stdin = data.draw(st.sampled_from(INPUTS), label="stdin") if "-" in argv else b""
    try:
        code, out, err = run(argv, stdin)
    except ValidServe:
        return  # a server would start: not here
    check(code, out, err, argv)
    assert not list(Path("/").glob("a\x00b"))  # nothing written at odd places


@FUZZ
@given(argv=st.lists(st.one_of(st.sampled_from(JUNK + NUMBERS), TEXT), max_size=6))
def test_no_subcommand_or_a_wrong_one(workdir: Path, argv: list[str]) -> None:
    try:
        code, out, err = run(argv)
    except ValidServe:
        return
    check(code, out, err, argv)


@pytest.mark.parametrize("number", range(len(INPUTS)))
def test_showdown_reads_every_hostile_input(workdir: Path, number: int) -> None:
    for argv, stdin in (
        (["showdown", f"entrada{number}.json"], b""),
        (["showdown", "-", "--json"], INPUTS[number]),
    ):
        code, out, err = run(argv, stdin)
        check(code, out, err, argv)
        assert code == (0 if number in VALID_INPUTS else 2), err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["practice", "--level", "1", "--seed", "1" + "0" * 100], "semilla"),
        (["practice", "--level", "1", "--seed", "1", "--count", "1000000000"], "entre 1 y 50"),
        (["practice", "--level", "1000000000", "--seed", "1"], "entre 1 y 4"),
        (["practice", "--level", "٣", "--seed", "1"], "nivel"),
        (
            [
                "practice-set",
                "--levels",
                "1-4",
                "--count",
                "51",
                "--seed",
                "1",
                "--format",
                "csv",
                "--output",
                "-",
            ],
            "entre 1 y 50",
        ),  # fmt: skip
        (
            [
                "limits",
                "--structure",
                "no_limit",
                "--big-blind",
                "1" + "0" * 30,
                "--pot",
                "1",
                "--current-bet",
                "0",
                "--committed",
                "0",
                "--last-raise",
                "0",
                "--stack",
                "1",
            ],
            "cantidad",
        ),  # fmt: skip
        (
            [
                "limits",
                "--structure",
                "fixed_limit",
                "--big-blind",
                "2",
                "--pot",
                "1",
                "--current-bet",
                "0",
                "--committed",
                "0",
                "--last-raise",
                "0",
                "--stack",
                "1",
                "--raises",
                "1000000000",
            ],
            "entre 0 y 4",
        ),  # fmt: skip
        (["rarity", "--cards", "52"], "5 o 7"),
        (["serve", "--port", "٨٠"], "puerto"),
        (["serve", "--threads", "1000000000"], "hilos"),
        (["build", "--output", "a\x00b"], "carácter nulo"),
        (["showdown", "a\x00b"], "no es válido"),
        (["practice", "--level", "1\n2", "--seed", "1"], "«1\\n2»"),
        (["limits", "--s", "1"], "opción ambigua"),
        (["rarity", "--json=sí", "--cards", "5"], "no lleva valor"),
    ],
)
def test_counts_seeds_and_amounts_are_bounded(workdir: Path, argv: list[str], words: str) -> None:
    code, out, err = run(argv)
    check(code, out, err, argv)
    assert code == 2 and words in err


def test_help_is_spanish() -> None:
    for argv in (["--help"], ["practice", "-h"], ["practice-set", "--help"]):
        code, out, err = run(argv)
        check(code, out, err, argv)
        assert out.decode().startswith("uso: academy") and "opciones:" in out.decode()


ACADEMY = str(Path(sys.executable).with_name("academy"))


@pytest.mark.parametrize(
    ("argv", "stdin"),
    [
        ([b"showdown", b"-"], VALID_SPEC.replace(b'"A"', b'"\\ud800"')),
        ([b"showdown", b"-", b"--json"], b"[" * 100_000),
        ([b"showdown", b"-"], b"1" * 5000),
        ([b"showdown", b"\xff\xfe.json"], b""),
        (
            [
                b"practice-set",
                b"--levels",
                b"\xff",
                b"--count",
                b"1",
                b"--seed",
                b"1",
                b"--format",
                b"csv",
                b"--output",
                b"-",
            ],
            b"",
        ),  # fmt: skip
        ([b"limits", b"--structure", b"\xed\xa0\x80"], b""),
        ([b"practice", b"--level", b"1", b"--seed", b"1\n2"], b""),
    ],
)
def test_the_real_command_with_bytes_no_terminal_can_show(
    workdir: Path, argv: list[bytes], stdin: bytes
) -> None:
    """Invalid UTF-8 in argv (Python hands it over as lone surrogates) and input whose
    text cannot be written as UTF-8: exit 2, one line, no traceback."""
    result = subprocess.run(
        [ACADEMY.encode(), *argv],
        input=stdin,
        capture_output=True,
        timeout=60,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
    )
    err = result.stderr.decode("utf-8")
    check(result.returncode, result.stdout, err, [a.decode("utf-8", "replace") for a in argv])
    assert result.returncode == 2


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """``academy practice … | head -c 1``: the pipe closes while output is still written."""
    process = subprocess.Popen(
        [ACADEMY, "practice", "--level", "1", "--seed", "1", "--count", "50", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    assert process.stdout.read(1) == b"{"
    process.stdout.close()
    err = process.stderr.read()
    process.stderr.close()
    assert process.wait(timeout=60) in (0, 1)
    assert err == b""
