"""Spanish numbers for every reader of the site: pages, the command line and the exports.

One rule everywhere, the one of the Ortografía de la RAE (2010), which is neutral between
the countries that group thousands with a dot and those that use a comma: four-digit
integers are not grouped (``1500``); from five digits, groups of three are set apart
by a narrow no-break space (U+202F: ``15 000``); the decimal sign is the comma, the one
most Spanish-speaking countries use (``0,25``). A negative number carries a real minus
sign (U+2212), net results always carry their sign (``+60``, ``−40``), and ``%`` follows
a no-break space (``50,12 %``). Machine fields (JSON, CSV columns of numbers) stay plain
numbers: these functions are only for text people read.

>>> number(1500), number(15000), number(-2598960)
('1500', '15\u202f000', '−2\u202f598\u202f960')
>>> signed(60), signed(-40), signed(0)
('+60', '−40', '0')
>>> decimal(0.5, 2), percent(0.0001539, 4), percent(0.5, 1)
('0,50', '0,0154\xa0%', '50,0\xa0%')
>>> chips(1), chips(15000)
('1 ficha', '15\u202f000 fichas')
>>> shared_places([0.5011, 0.0000154])  # the smallest share still shows two digits
4

Amounts typed by a person are read back by one parser, :func:`parse_amount`, which takes
plain digits and the Spanish ways of grouping thousands (a dot, a space, a no-break or a
narrow no-break space):

>>> parse_amount("1500"), parse_amount("1.500"), parse_amount("15 000"), parse_amount(number(15000))
(1500, 1500, 15000, 15000)
>>> parse_amount("1,5", "pot")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: pot: las fichas se cuentan enteras: sin decimales ni comas
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from .errors import PokerError, shorten

GROUP = "\u202f"  # narrow no-break space between groups of three digits
NBSP = "\u00a0"  # no-break space before «%»
MINUS = "\u2212"
MAX_AMOUNT = 10**9  # the most chips an amount typed in a form may say
# Plain digits, or groups of three after the first one, all set apart by the same
# separator: a dot, a space, a no-break space or a narrow no-break space.
_AMOUNT = re.compile(r"[0-9]+|[0-9]{1,3}(?P<sep>[. \u00a0\u202f])[0-9]{3}(?:(?P=sep)[0-9]{3})*")


def ascii_number(text: str, most_digits: int = 19) -> int | None:
    """``text`` as a whole number when it is only ASCII digits (1 to ``most_digits`` of
    them), else None: the one rule for every number a visitor types in a query, a path
    or a command (levels, counts, seeds). ``int()`` alone takes too much: ``³`` passes
    ``isdigit()`` and then fails, ``٣``, ``３`` and ``1_0`` are numbers to it.

    >>> [ascii_number(t) for t in ("3", "0042", "³", "①", "٣", "３", "1_0", " 1", "-1", "")]
    [3, 42, None, None, None, None, None, None, None, None]
    """
    if not 0 < len(text) <= most_digits or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


def _grouped(digits: str) -> str:
    """``'1500'`` stays, ``'15000'`` becomes ``'15 000'`` (narrow no-break spaces)."""
    if len(digits) <= 4:
        return digits
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return GROUP.join(groups)


def number(value: int) -> str:
    """An integer as text: ``1500``, ``15 000``, ``−40``."""
    sign = MINUS if value < 0 else ""
    return sign + _grouped(str(abs(int(value))))


def signed(value: int) -> str:
    """A net result: ``+60``, ``−40``; zero has no sign."""
    return ("+" if value > 0 else "") + number(value)


def decimal(value: float, places: int) -> str:
    """``value`` rounded to ``places`` decimals, with a decimal comma: ``0,25``."""
    text = f"{abs(value):.{places}f}"
    whole, _, fraction = text.partition(".")
    sign = MINUS if value < 0 and float(text) != 0 else ""
    return sign + _grouped(whole) + ("," + fraction if fraction else "")


def percent(fraction: float, places: int) -> str:
    """A share (``0.5`` is half) as a percentage: ``50,00 %`` with ``places`` decimals."""
    return decimal(fraction * 100, places) + NBSP + "%"


def shared_places(fractions: Iterable[float], significant: int = 2, most: int = 8) -> int:
    """The decimals a column of percentages needs so that its smallest non-zero share
    still shows ``significant`` digits: one count of decimals for the whole column."""
    smallest = min((abs(f) * 100 for f in fractions if f), default=0.0)
    if smallest == 0.0:
        return 0
    places = significant - 1 - math.floor(math.log10(smallest))
    return max(0, min(places, most))


def chips(amount: int) -> str:
    """``1 ficha``, ``80 fichas``, ``15 000 fichas``."""
    return "1 ficha" if amount == 1 else f"{number(amount)} fichas"


def parse_amount(text: str, field: str | None = None, *, most: int = MAX_AMOUNT) -> int:
    """A whole number of chips as a person types it: ``1500``, ``1.500``, ``1 500``
    (also with a no-break or narrow no-break space, as :func:`number` writes it).

    Anything else raises :class:`PokerError` with a Spanish reason and ``field``.
    """
    typed = text.strip()
    if not typed:
        raise PokerError("falta la cantidad: escribe un número entero de fichas, como 1500", field)
    if typed[0] in "-\u2212":
        raise PokerError("la cantidad no puede ser negativa", field)
    if "," in typed:
        raise PokerError("las fichas se cuentan enteras: sin decimales ni comas", field)
    if len(typed) > 40 or not _AMOUNT.fullmatch(typed):
        raise PokerError(
            f"«{shorten(typed)}» no es un número entero de fichas: escribe solo cifras, con o "
            "sin un punto o un espacio entre los miles (1500, 1.500 o 1 500)",
            field,
        )
    amount = int(re.sub(r"[^0-9]", "", typed))
    if amount > most:
        raise PokerError(f"la cantidad no puede pasar de {number(most)}", field)
    return amount
