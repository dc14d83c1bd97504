"""Cards: parsing, canonical ASCII form, display form and Spanish names.

>>> [str(c) for c in parse_cards("K♥, 10h as")]
['Kh', 'Th', 'As']
>>> Card.parse("Qs").name
'reina de picas'
>>> parse_cards("Kh Kh")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: la carta K♥ (rey de corazones) está repetida
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import FrozenInstanceError

from .errors import PokerError, shorten

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("tréboles", "diamantes", "corazones", "picas")
RANK_NAMES = (
    "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho",
    "nueve", "diez", "jota", "reina", "rey", "as",
)  # fmt: skip
RANK_PLURALS = (
    "doses", "treses", "cuatros", "cincos", "seises", "sietes", "ochos",
    "nueves", "dieces", "jotas", "reinas", "reyes", "ases",
)  # fmt: skip
FEMININE_RANKS = ("jota", "reina")
# "al as", "al rey", "a la reina", "a la jota"
RANK_WITH_ARTICLE_A = tuple(
    ("a la " if name in FEMININE_RANKS else "al ") + name for name in RANK_NAMES
)
RANK_DISPLAY = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

# A card is an int: its key. The sum of five to seven keys identifies the hand for
# ``hand_value``: the rank part (low bits) is the sum of the cards' rank weights, unique for
# every multiset of up to seven ranks (at most four of each); the suit part (high bits, a
# signed sum) tells, for each number of cards, which suit (if any) holds five or more.
# Every key and every sum of up to seven of them stays below 2**30 in absolute value, so
# CPython adds them as one-digit ints, fast. Tests check both uniquenesses and the bound.
RANK_WEIGHTS = (
    0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181,
)  # fmt: skip
SUIT_WEIGHTS = (-16, -15, 9, 16)
SUIT_SHIFT = 23  # the suit part, above the rank sum (< 2**23)
RANK_KEY_MASK = (1 << SUIT_SHIFT) - 1


def card_key(rank: int, suit: int) -> int:
    """The int value of a card: its rank weight plus its suit weight above the ranks."""
    return RANK_WEIGHTS[rank] + (SUIT_WEIGHTS[suit] << SUIT_SHIFT)


_SUIT_ALIASES = {
    "c": 0, "♣": 0, "♧": 0,
    "d": 1, "♦": 1, "♢": 1,
    "h": 2, "♥": 2, "♡": 2,
    "s": 3, "♠": 3, "♤": 3,
}  # fmt: skip
_TOKEN = re.compile(r"(10|[2-9tjqka])(.+)", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,;]+")
MAX_CARD_TEXT = 200


class Card(int):
    """One card: ``rank`` 0 (deuce) to 12 (ace), ``suit`` 0-3 in ``SUITS`` order.

    Cards are immutable and unique: ``Card(12, 2)`` is the ace of hearts every time. A card
    is also an int, its key (see ``card_key``), so ``sum(cards)`` is how ``hand_value``
    reads a hand; cards still order by rank, then suit, like the tuple ``(rank, suit)``.

    >>> Card(12, 2) is Card.parse("Ah"), Card(12, 2) > Card(11, 3), repr(Card(0, 0))
    (True, True, 'Card(rank=0, suit=0)')
    """

    # Set once when the 52 cards are made (an int subclass cannot have slots).
    rank: int
    suit: int
    bit: int  # 1 << rank, for rank bit masks
    index: int  # position 0-51 in the ordered deck (deuce of clubs first)
    display: str  # display form with the suit symbol: ``10♥``
    name: str  # Spanish name: ``reina de picas``
    rank_name: str
    suit_name: str
    suit_code: str
    rank_display: str
    suit_symbol: str
    _text: str  # canonical form: ``Th``

    def __new__(cls, rank: int, suit: int) -> Card:
        if not (isinstance(rank, int) and isinstance(suit, int)):
            raise PokerError("el valor y el palo de una carta son números enteros")
        if not (0 <= rank < 13 and 0 <= suit < 4):
            raise PokerError(f"no existe la carta con valor {rank} y palo {suit}")
        if len(_DECK) == 52:
            return _DECK[rank * 4 + suit]
        card = super().__new__(cls, card_key(rank, suit))
        fields = {
            "rank": rank,
            "suit": suit,
            "bit": 1 << rank,
            "index": rank * 4 + suit,
            "display": RANK_DISPLAY[rank] + SUIT_SYMBOLS[suit],
            "name": f"{RANK_NAMES[rank]} de {SUIT_NAMES[suit]}",
            "rank_name": RANK_NAMES[rank],
            "suit_name": SUIT_NAMES[suit],
            "suit_code": SUITS[suit],
            "rank_display": RANK_DISPLAY[rank],
            "suit_symbol": SUIT_SYMBOLS[suit],
            "_text": RANKS[rank] + SUITS[suit],
        }
        for field_name, value in fields.items():
            object.__setattr__(card, field_name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        return card_at, (self.index,)

    def __bool__(self) -> bool:
        return True

    # Order by (rank, suit), as the index does; equality and hashing are the key's.
    def __lt__(self, other: int) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: int) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: int) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: int) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __repr__(self) -> str:
        return f"Card(rank={self.rank}, suit={self.suit})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """One card from ``Kh``, ``K♥``, ``10h``, ``Th`` in any case."""
        card = _BY_TEXT.get(text)
        if card is not None:
            return card
        token = text.strip().replace("\ufe0f", "")
        match = _TOKEN.fullmatch(token)
        if match is None:
            raise PokerError(
                f"«{shorten(text)}» no es una carta: escribe el valor (2-9, 10 o T, J, Q, K, A) "
                "y el palo (c, d, h, s o ♣ ♦ ♥ ♠), por ejemplo Kh o 10♥"
            )
        rank_text, suit_text = match.groups()
        suit = _SUIT_ALIASES.get(suit_text.lower())
        if suit is None:
            raise PokerError(
                f"«{shorten(text)}» no es una carta: el palo «{shorten(suit_text, 8)}» no existe "
                "(usa c, d, h, s o ♣ ♦ ♥ ♠)"
            )
        rank = 8 if rank_text == "10" else RANKS.index(rank_text.upper())
        return _DECK[rank * 4 + suit]

    def __str__(self) -> str:
        return self._text


_DECK: tuple[Card, ...] = ()
_DECK = tuple(Card(rank, suit) for rank in range(13) for suit in range(4))
# The canonical and display forms of every card, read without the regular expression.
_BY_TEXT = {text: card for card in _DECK for text in (str(card), card.display)}


def full_deck(short: bool = False) -> tuple[Card, ...]:
    """The 52 cards in order, or the 36 of the Short Deck (no 2, 3, 4 or 5)."""
    return tuple(c for c in _DECK if c.rank >= 4) if short else _DECK


def card_at(index: int) -> Card:
    return _DECK[index]


def parse_cards(text: str | Iterable[str], *, field: str | None = None) -> tuple[Card, ...]:
    """Cards from a string (separated by spaces or commas) or a list of strings.

    Raises PokerError naming the bad or repeated card.
    """
    try:
        if isinstance(text, str):
            if len(text) > MAX_CARD_TEXT:
                raise PokerError("el texto de cartas es demasiado largo")
            tokens = [t for t in _SEPARATORS.split(text) if t]
        else:
            tokens = []
            for item in text:
                if not isinstance(item, str):
                    raise PokerError("cada carta debe ser un texto como «Kh»")
                tokens.append(item)
                if len(tokens) > 60:
                    raise PokerError("hay demasiadas cartas")
        cards = tuple(Card.parse(t) for t in tokens)
        ensure_distinct(cards)
    except PokerError as error:
        raise error.within(field) if field else error from None
    return cards


def ensure_distinct(cards: Sequence[Card]) -> None:
    """Raise PokerError naming the first card that appears twice."""
    if len(set(cards)) == len(cards):
        return
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise PokerError(f"la carta {card.display} ({card.name}) está repetida")
        seen.add(card)


SHORTDECK_LOWEST = 4  # the six: Short Deck has no 2, 3, 4 or 5


def check_places(places: Iterable[tuple[str, str, Sequence[Card]]], shortdeck: bool) -> None:
    """Every card at most once over ``places`` (field, where in words, cards): a repeated
    card names the place it already is in (``ya está en las cartas comunitarias``); with
    ``shortdeck``, no 2-5. PokerError names the field of the offending card."""
    seen: dict[Card, str] = {}
    for field, place, cards in places:
        for card in cards:
            if shortdeck and card.rank < SHORTDECK_LOWEST:
                raise PokerError(
                    f"la carta {card.display} ({card.name}) no existe en la baraja de Short Deck "
                    "(no tiene 2, 3, 4 ni 5)",
                    field,
                )
            if card in seen:
                raise PokerError(
                    f"la carta {card.display} ({card.name}) está repetida: ya está en {seen[card]}",
                    field,
                )
            seen[card] = place


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical ASCII form, space separated: ``Kh Th``."""
    return " ".join(str(c) for c in cards)


def display_cards(cards: Iterable[Card]) -> str:
    """Display form with suit symbols: ``K♥ 10♥``."""
    return " ".join(c.display for c in cards)


_DISPLAYED_CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9JQKA])[♣♦♥♠]")


def split_cards(text: str) -> list[str | Card]:
    """A sentence cut into text and the cards it shows in display form, in order, so a
    page can draw each card with its name.

    >>> [str(part) for part in split_cards("Ana, con 10♥ K♣.")]
    ['Ana, con ', 'Th', ' ', 'Kc', '.']
    """
    parts: list[str | Card] = []
    last = 0
    for match in _DISPLAYED_CARD.finditer(text):
        if match.start() > last:
            parts.append(text[last : match.start()])
        parts.append(Card.parse(match.group()))
        last = match.end()
    if last < len(text):
        parts.append(text[last:])
    return parts


def replace_cards(text: str, draw: Callable[[Card], str]) -> str:
    """``text`` with each card it shows in display form (the cards :func:`split_cards`
    finds) replaced by ``draw(card)``.

    >>> replace_cards("Ana, con 10♥ K♣.", str)
    'Ana, con Th Kc.'
    """
    return _DISPLAYED_CARD.sub(lambda match: draw(Card.parse(match.group())), text)
