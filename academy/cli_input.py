"""Command-line input for ``academy``: argparse in Spanish, argument types, JSON input.

A bad value raises :class:`UsageError` (or argparse's ``ArgumentTypeError``, turned into
one by :class:`SpanishParser`): ``academy`` prints it as one Spanish line, exit status 2.
"""

from __future__ import annotations

import argparse
import errno
import re
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from .engine.json_input import parse_json

MAX_INPUT_BYTES = 1_000_000
MAX_AMOUNT = 10**12
MAX_BATCH = 50

_ARGPARSE_SPANISH: list[tuple[str, str]] = [
    (r"the following arguments are required: (.*)", r"faltan argumentos obligatorios: \1"),
    (r"unrecognized arguments: (.*)", r"argumentos desconocidos: \1"),
    (
        r"argument (\S+): invalid choice: (.*?) \(choose from (.*)\)",
        r"\1: la opción \2 no existe (elige entre \3)",
    ),
    (r"argument (\S+): expected one argument", r"\1: falta el valor"),
    (r"argument (\S+): expected at most one argument", r"\1: admite como mucho un valor"),
    (r"argument (\S+): expected at least one argument", r"\1: falta al menos un valor"),
    (r"argument (\S+): ignored explicit argument (.*)", r"\1: no lleva valor (sobra \2)"),
    (r"argument (\S+): invalid \S+ value: (.*)", r"\1: el valor \2 no es válido"),
    (r"argument (\S+): not allowed with argument (.*)", r"\1: no se puede usar junto con \2"),
    (r"argument (\S+): (.*)", r"\1: \2"),
    (r"ambiguous option: (\S+) could match (.*)", r"opción ambigua: \1 puede ser \2"),
    (r"ambiguous option: (.*)", r"opción ambigua: \1"),
    (r"one of the arguments (.*) is required", r"falta uno de estos argumentos: \1"),
]  # fmt: skip


class UsageError(Exception):
    """Bad command-line input: printed as one Spanish line, exit status 2."""


class SpanishParser(argparse.ArgumentParser):
    """argparse with Spanish one-line errors and exit status 2, and Spanish help."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = "argumentos"
        self._optionals.title = "opciones"
        self.add_argument("-h", "--help", action="help", help="muestra esta ayuda y termina")

    def format_usage(self) -> str:
        return _spanish_usage(super().format_usage())

    def format_help(self) -> str:
        return _spanish_usage(super().format_help())

    def error(self, message: str) -> NoReturn:
        for pattern, replacement in _ARGPARSE_SPANISH:
            if re.fullmatch(pattern, message, re.DOTALL):
                message = re.sub(pattern, replacement, message, flags=re.DOTALL)
                break
        raise UsageError(message)


def _spanish_usage(text: str) -> str:
    return "uso: " + text.removeprefix("usage: ") if text.startswith("usage: ") else text


def one_line(message: str) -> str:
    """``message`` on one line: line breaks and other control characters escaped.

    >>> one_line("«1\\n2» no vale")
    '«1\\\\n2» no vale'
    """
    return "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape", "backslashreplace").decode()
        for ch in message
    )


def amount(text: str) -> int:
    """A non-negative whole number of chips."""
    if not re.fullmatch(r"[0-9]{1,13}", text.strip()):
        raise argparse.ArgumentTypeError(
            f"«{text}» no es una cantidad válida: escribe un número entero de fichas, sin decimales"
        )
    value = int(text)
    if value > MAX_AMOUNT:
        raise argparse.ArgumentTypeError(f"«{text}» es una cantidad demasiado grande")
    return value


def bounded(low: int, high: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]{1,20}", text.strip()) or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(
                f"«{text}» no vale como {what}: debe ser un número entero entre {low} y {high}"
            )
        return int(text)

    return parse


def one_of(*allowed: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if text.strip() not in {str(a) for a in allowed}:
            options = " o ".join(str(a) for a in allowed)
            raise argparse.ArgumentTypeError(f"«{text}» no vale: usa {options}")
        return int(text)

    return parse


OS_REASONS = {
    errno.ENOENT: "no existe",
    errno.EACCES: "permiso denegado",
    errno.EPERM: "permiso denegado",
    errno.EISDIR: "es una carpeta",
    errno.ENOTDIR: "una parte de la ruta no es una carpeta",
    errno.ENAMETOOLONG: "el nombre es demasiado largo",
    errno.EROFS: "el disco es de solo lectura",
    errno.ENOSPC: "no queda espacio en el disco",
    errno.EEXIST: "ya existe",
}


def os_reason(error: OSError) -> str:
    """The reason of a failed read or write, in Spanish."""
    return OS_REASONS.get(error.errno or 0, "error del sistema de ficheros")


def output_path(text: str) -> str:
    """A file or folder to write to: not empty, no NUL character."""
    if not text.strip():
        raise argparse.ArgumentTypeError("la ruta de salida está vacía")
    if "\x00" in text:
        raise argparse.ArgumentTypeError("la ruta de salida no puede llevar el carácter nulo")
    return text


def read_json(source: str) -> object:
    """JSON from a file or standard input (``-``), with Spanish errors."""
    try:
        if source == "-":
            raw = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(source, "rb") as handle:
                raw = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise UsageError(f"no se puede leer «{source}»: {os_reason(error)}") from None
    except ValueError:  # a NUL character in the path
        raise UsageError(f"no se puede leer «{source}»: el nombre no es válido") from None
    if len(raw) > MAX_INPUT_BYTES:
        raise UsageError("la entrada es demasiado grande (máximo 1 MB)")
    return parse_json(raw)
