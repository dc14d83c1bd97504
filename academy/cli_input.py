"""Command-line input for ``academy``: argparse in Spanish, argument types, input files.

A bad value raises :class:`UsageError` (or argparse's ``ArgumentTypeError``, turned into
one by :class:`SpanishParser`): ``academy`` prints it as one Spanish line, exit status 2.
"""

from __future__ import annotations

import argparse
import errno
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, BinaryIO, NoReturn

from .engine.errors import PokerError
from .engine.numbers import ascii_number

MAX_INPUT_BYTES = 1_000_000  # one spec, or one item of a list of specs
CHUNK_BYTES = 1 << 16
MAX_AMOUNT = 10**12

# argparse's messages by their ids (the English text it passes to gettext), in Spanish.
# Python may reword a message: the id changes with it and the English one shows, which
# tests/cli/test_cli_fuzz.py catches.
ARGPARSE_SPANISH = {
    "usage: ": "uso: ",
    "positional arguments": "argumentos",
    "options": "opciones",
    "show this help message and exit": "muestra esta ayuda y termina",
    "argument %(argument_name)s: %(message)s": "%(argument_name)s: %(message)s",
    "the following arguments are required: %s": "faltan argumentos obligatorios: %s",
    "unrecognized arguments: %s": "argumentos desconocidos: %s",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "la opción %(value)r no existe (elige entre %(choices)s)"
    ),
    "unknown parser %(parser_name)r (choices: %(choices)s)": (
        "la orden %(parser_name)r no existe (elige entre %(choices)s)"
    ),
    "expected one argument": "falta el valor",
    "expected at most one argument": "admite como mucho un valor",
    "expected at least one argument": "falta al menos un valor",
    "ignored explicit argument %r": "no lleva valor (sobra %r)",
    "invalid %(type)s value: %(value)r": "el valor %(value)r no es válido",
    "not allowed with argument %s": "no se puede usar junto con %s",
    "ambiguous option: %(option)s could match %(matches)s": (
        "opción ambigua: %(option)s puede ser %(matches)s"
    ),
    "one of the arguments %s is required": "falta uno de estos argumentos: %s",
    "unexpected option string: %s": "opción inesperada: %s",
}
ARGPARSE_SPANISH_PLURALS = {
    ("expected %s argument", "expected %s arguments"): ("espera %s valor", "espera %s valores"),
}


def _spanish(message: str) -> str:
    return ARGPARSE_SPANISH.get(message, message)


def _spanish_plural(singular: str, plural: str, count: int) -> str:
    one, many = ARGPARSE_SPANISH_PLURALS.get((singular, plural), (singular, plural))
    return one if count == 1 else many


@contextmanager
def _argparse_in_spanish() -> Iterator[None]:
    """argparse's gettext calls answer in Spanish while the block runs."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _spanish, _spanish_plural  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class UsageError(Exception):
    """Bad command-line input: printed as one Spanish line, exit status 2."""


class SpanishParser(argparse.ArgumentParser):
    """argparse with Spanish help and one-line Spanish errors (exit status 2)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        with _argparse_in_spanish():
            super().__init__(*args, **kwargs)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: Any = None
    ) -> tuple[Any, list[str]]:
        with _argparse_in_spanish():
            return super().parse_known_args(args, namespace)

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: Any = None
    ) -> Any:
        with _argparse_in_spanish():
            return super().parse_args(args, namespace)

    def format_usage(self) -> str:
        with _argparse_in_spanish():
            return super().format_usage()

    def format_help(self) -> str:
        with _argparse_in_spanish():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def error_line(error: Exception) -> str:
    """What ``academy`` prints after «error: »: Spanish from its first word; an input's
    field, when the error names one, comes after «en», quoted as it is written.

    >>> error_line(PokerError("el tope no puede ser negativo", field="[1].rake.cap"))
    'en «[1].rake.cap»: el tope no puede ser negativo'
    """
    if isinstance(error, PokerError) and error.field:
        return one_line(f"en «{error.field}»: {error.message}")
    return one_line(str(error))


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
    value = ascii_number(text.strip(), 13)
    if value is None:
        raise argparse.ArgumentTypeError(
            f"«{text}» no es una cantidad válida: escribe un número entero de fichas, sin decimales"
        )
    if value > MAX_AMOUNT:
        raise argparse.ArgumentTypeError(f"«{text}» es una cantidad demasiado grande")
    return value


def bounded(low: int, high: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        digits = text.strip()
        value = ascii_number(digits.removeprefix("-"), 20)
        if value is not None and digits.startswith("-"):
            value = -value
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"«{text}» no vale como {what}: debe ser un número entero entre {low} y {high}"
            )
        return value

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


def base_url(text: str) -> str:
    """The site's address: http or https, a host (``https://poker.example/``)."""
    from .instructors import check_base_url

    try:
        return check_base_url(text)
    except PokerError as error:
        raise argparse.ArgumentTypeError(error.message) from None


def output_path(text: str) -> str:
    """A file or folder to write to: not empty, no NUL character."""
    if not text.strip():
        raise argparse.ArgumentTypeError("la ruta de salida está vacía")
    if "\x00" in text:
        raise argparse.ArgumentTypeError("la ruta de salida no puede llevar el carácter nulo")
    return text


@contextmanager
def input_chunks(source: str) -> Iterator[Iterator[bytes]]:
    """The bytes of a file or of standard input (``-``), read a chunk at a time; a file
    that cannot be opened or read is a :class:`UsageError` in Spanish."""

    def unreadable(reason: str) -> UsageError:
        return UsageError(f"no se puede leer «{source}»: {reason}")

    def chunks(handle: BinaryIO) -> Iterator[bytes]:
        try:
            while chunk := handle.read(CHUNK_BYTES):
                yield chunk
        except OSError as error:
            raise unreadable(os_reason(error)) from None

    if source == "-":
        yield chunks(sys.stdin.buffer)
        return
    try:
        handle = open(source, "rb")  # closed by the with below
    except OSError as error:
        raise unreadable(os_reason(error)) from None
    except ValueError:  # a NUL character in the path
        raise unreadable("el nombre no es válido") from None
    with handle:
        yield chunks(handle)
