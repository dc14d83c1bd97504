"""Reading a long JSON array one item at a time, in bounded memory.

``academy showdown`` settles a file of thousands of showdowns (a class's whole record)
without holding it: :func:`read_items` tells a list from a single value, then yields the
list's items one by one, each decoded and checked as :func:`.json_input.parse_json` checks
a whole document (same hooks, same depth limit counting the list, same Spanish errors with
the line and column in the whole text). Only the item being read is kept, and an item may
not be longer than ``max_item`` characters.

>>> is_list, items = read_items([b'[{"a": 1},', b' {"b": [2, 3]}]'])
>>> is_list, list(items)
(True, [{'a': 1}, {'b': [2, 3]}])
>>> read_items([b"7"])[0]
False
>>> list(read_items([b'[1,\\n 2 3]'])[1])
Traceback (most recent call last):
...
academy.engine.errors.PokerError: el JSON no es válido (línea 2, columna 4)
"""

from __future__ import annotations

import codecs
import json
import re
from collections.abc import Iterable, Iterator

from .errors import PokerError
from .json_input import (
    BOM,
    DECODER,
    MAX_DEPTH,
    check_tree,
    invalid_at,
    not_utf8,
    parse_json,
    too_deep,
)

WHITESPACE = " \t\n\r"
SPACE = re.compile(r"[ \t\n\r]*")
DROP_AFTER = 1 << 16  # characters read before the text behind them is let go


class _Text:
    """The text of a stream of UTF-8 chunks, decoded as needed and dropped once read."""

    def __init__(self, chunks: Iterable[bytes]) -> None:
        self._chunks = iter(chunks)
        self._decoder = codecs.getincrementaldecoder("utf-8")()
        self.text = ""
        self.pos = 0  # the next character to read in ``text``
        self.ended = False
        self._lines = 0  # line breaks in the text already dropped
        self._column = 0  # characters after the last dropped line break
        self._first = True

    def more(self) -> bool:
        """Decode the next chunk into ``text``; False when the stream has ended."""
        if self.ended:
            return False
        chunk = next(self._chunks, None)
        try:
            if chunk is None:
                self.ended = True
                self.text += self._decoder.decode(b"", final=True)
                return False
            if self._first:
                chunk, self._first = chunk.removeprefix(BOM), False
            self.text += self._decoder.decode(chunk)
        except UnicodeDecodeError:
            raise not_utf8() from None
        return True

    def skip_space(self) -> str:
        """The next character that is not white space ("" at the end)."""
        while True:
            while self.pos < len(self.text) and self.text[self.pos] in WHITESPACE:
                self.pos += 1
            if self.pos < len(self.text) or not self.more():
                return self.text[self.pos : self.pos + 1]

    def drop_read(self) -> None:
        """Forget what was read, keeping the count of lines for error positions."""
        read = self.text[: self.pos]
        breaks = read.count("\n")
        if breaks:
            self._lines += breaks
            self._column = len(read) - read.rindex("\n") - 1
        else:
            self._column += len(read)
        self.text, self.pos = self.text[self.pos :], 0

    def invalid(self, pos: int) -> PokerError:
        """The error for a problem at ``pos`` of ``text``, placed in the whole stream."""
        before = self.text[:pos]
        line = before.count("\n")
        column = pos - before.rindex("\n") if line else self._column + pos + 1
        return invalid_at(self._lines + line + 1, column)


def read_items(
    chunks: Iterable[bytes], *, max_item: int = 1_000_000, max_depth: int = MAX_DEPTH
) -> tuple[bool, Iterator[object]]:
    """``(True, items)`` for a JSON array, ``(False, iter([value]))`` for anything else
    (read whole, at most ``max_item`` bytes). PokerError, in Spanish, on bad input."""
    text = _Text(chunks)
    if text.skip_space() != "[":
        while text.more():
            if len(text.text) > max_item:
                raise PokerError(f"la entrada es demasiado grande (máximo {_size(max_item)})")
        return False, iter([parse_json(text.text.encode("utf-8"), max_depth)])
    text.pos += 1
    return True, _items(text, max_item, max_depth)


def _items(text: _Text, max_item: int, max_depth: int) -> Iterator[object]:
    if text.skip_space() == "]":
        text.pos += 1
    else:
        while True:
            if text.pos > DROP_AFTER:
                text.drop_read()
            yield _item(text, max_item, max_depth)
            after = text.skip_space()
            text.pos += 1
            if after == "]":
                break
            if after != ",":
                raise text.invalid(text.pos - 1)
            if text.skip_space() == "]":  # a comma before the end: not JSON
                raise text.invalid(text.pos)
    if text.skip_space():
        raise text.invalid(text.pos)


def _item(text: _Text, max_item: int, max_depth: int) -> object:
    """The value starting at ``text.pos``, reading more until it is whole."""
    text.skip_space()
    while True:
        try:
            value, end = DECODER.raw_decode(text.text, text.pos)
        except RecursionError:
            raise too_deep(max_depth) from None
        except json.JSONDecodeError as error:
            if text.ended or _not_for_lack_of_text(error, len(text.text)):
                raise text.invalid(error.pos) from None
        else:
            if text.ended or _followed(text.text, end):
                text.pos = end
                check_tree(value, max_depth, depth=1)
                return value
        if len(text.text) - text.pos > max_item:
            raise PokerError(f"un elemento de la lista pasa de {_size(max_item)}")
        text.more()


def _followed(text: str, end: int) -> bool:
    """True when what follows a value shows it is whole: a comma or the list's end, or
    more than a cut number could hide (``1.5e`` + ``+16`` reads as 1.5, then ``e+``)."""
    following = SPACE.match(text, end).end()  # type: ignore[union-attr]
    return text[following : following + 1] in (",", "]") or len(text) - following > 8


def _not_for_lack_of_text(error: json.JSONDecodeError, length: int) -> bool:
    """True when the decoder stopped at something wrong, not where the text ran out: far
    from the end (a cut escape such as ``\\u12`` stops up to six characters before it),
    and not inside a string that has not ended yet."""
    return error.pos < length - 8 and not error.msg.startswith("Unterminated string")


def _size(limit: int) -> str:
    """``1 MB`` for a whole number of megabytes, else the bytes."""
    return f"{limit // 1_000_000} MB" if limit % 1_000_000 == 0 else f"{limit} bytes"
