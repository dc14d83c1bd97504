"""Omaha hands, fast: the best of the 60 ways to play two hole cards and three board cards.

Each way is a five-card hand. Without a flush its value depends on its ranks alone, so a
table gives it by the ranks of the pair of hole cards (a row) and of the board triple (a
column): a board is read once (``OmahaBoard``) into the columns of its ten triples, and a
hand is then six rows read at those columns, in C (``itemgetter``), and a maximum. A flush
needs five cards of one suit, three from the board: it is possible only when the board
holds three or more of a suit, and only with the hole pairs and board triples of that suit.

>>> from academy.engine.cards import parse_cards as p
>>> board = OmahaBoard(p("Kd Th 7h Tc 3h"))
>>> board.value(p("Qs 7s 2c Ac")) < board.value(p("Ah Kh 9h 2d"))
True
>>> value, two, three = board.best(p("Ah Kh 9h 2d"))
>>> [str(c) for c in two + three]  # a flush: two hearts in the hand, three on the board
['Ah', 'Kh', 'Th', '7h', '3h']
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain, combinations, product
from operator import itemgetter

from .cards import RANK_KEY_MASK, SUIT_SHIFT, SUIT_WEIGHTS, Card, full_deck
from .errors import PokerError
from .evaluate import STANDARD_TABLES, rank_key, rank_multisets

_FLUSHES = STANDARD_TABLES.by_flush_mask  # value of a flush, by its rank bit mask


def _rows() -> tuple[dict[int, int], dict[int, list[int]]]:
    """The column of each multiset of three ranks, and the row of each pair of cards (by
    the sum of their keys): the value without a flush of the pair's ranks with each
    column's three (0 where five cards would share a rank, which distinct cards never do)."""
    five = STANDARD_TABLES.by_ranks[5]
    columns = {rank_key(counts): i for i, counts in enumerate(rank_multisets(3))}
    by_ranks = {
        pair: [five.get(pair + triple, 0) for triple in columns]
        for pair in map(rank_key, rank_multisets(2))
    }
    rows = {a + b: by_ranks[(a + b) & RANK_KEY_MASK] for a, b in combinations(full_deck(), 2)}
    return columns, rows


_COLUMNS, _ROWS = _rows()


def _suit_counts(size: int) -> dict[int, tuple[int, ...]]:
    """Cards of each suit among ``size`` cards, by the suit part of the sum of their keys
    (for up to six cards the suit weights tell every split apart)."""
    table: dict[int, tuple[int, ...]] = {}
    for counts in product(range(size + 1), repeat=4):
        if sum(counts) == size:
            part = sum(SUIT_WEIGHTS[s] * n for s, n in enumerate(counts))
            if table.setdefault(part, counts) != counts:  # pragma: no cover - a test guards it
                raise AssertionError("suit weights collide")
    return table


# The suit of three or more board cards (-1: none), and hole cards per suit, by suit part.
_BOARD_FLUSH_SUIT = {
    part: next((suit for suit, n in enumerate(counts) if n >= 3), -1)
    for part, counts in _suit_counts(5).items()
}
_HOLE_SUITS = _suit_counts(4)
_PAIRS = tuple(combinations(range(4), 2))  # positions of the two hole cards of each pair
_TRIPLES = tuple(itemgetter(*t) for t in combinations(range(5), 3))  # each triple of a board


class OmahaBoard:
    """A five-card board read once for every Omaha hand dealt on it."""

    __slots__ = ("board", "_columns", "_distinct", "_suit", "_suited")

    def __init__(self, board: Sequence[Card]) -> None:
        self.board = tuple(board)
        if len(self.board) != 5:
            raise PokerError(
                f"las cartas comunitarias deben ser 5 para el showdown, no {len(board)}"
            )
        a, b, c, d, e = self.board
        ab, cd = a + b, c + d
        triples = (ab + c, ab + d, ab + e, a + cd, a + c + e, a + d + e, b + cd, b + c + e)
        columns = [_COLUMNS[key & RANK_KEY_MASK] for key in (*triples, b + d + e, cd + e)]
        self._columns = columns  # of the ten triples, in ``combinations`` order
        self._distinct = itemgetter(*set(columns))  # two or more: a board has no five of a kind
        self._suit = _BOARD_FLUSH_SUIT[sum(self.board) >> SUIT_SHIFT]
        self._suited: list[tuple[int, int]] | None = None

    @property
    def triples(self) -> tuple[tuple[Card, ...], ...]:
        """The ten triples of the board, in ``combinations`` order."""
        return tuple(combinations(self.board, 3))

    def value(self, hole: Sequence[Card]) -> int:
        """Value of the best hand with exactly two of the four ``hole`` cards."""
        best: int = max(chain.from_iterable(map(self._distinct, _pair_rows(hole))))
        if self._suit >= 0:
            for _, mask in self._flushes(hole):
                best = max(best, _FLUSHES[mask])
        return best

    def beats(self, hole: Sequence[Card], value: int) -> bool:
        """Whether the best hand with two of the ``hole`` cards is worth more than
        ``value``: the pairs are read until one is."""
        for row in _pair_rows(hole):
            if max(self._distinct(row)) > value:
                return True
        return any(_FLUSHES[mask] > value for _, mask in self._flushes(hole))

    def values(self, hole: Sequence[Card]) -> list[int]:
        """Value of each of the 60 ways, pairs of ``hole`` (in ``combinations`` order) by
        triples of the board (``self.triples``): way ``i`` is pair ``i // 10``, triple
        ``i % 10``."""
        columns = itemgetter(*self._columns)
        values = list(chain.from_iterable(map(columns, _pair_rows(hole))))
        for way, mask in self._flushes(hole):
            values[way] = _FLUSHES[mask]
        return values

    def best(self, hole: Sequence[Card]) -> tuple[int, tuple[Card, Card], tuple[Card, ...]]:
        """The best value and the first way (two hole cards, three board cards) to reach it."""
        values = self.values(hole)
        best = max(values)
        way = values.index(best)
        a, b = _PAIRS[way // 10]
        return best, (hole[a], hole[b]), _TRIPLES[way % 10](self.board)

    def _flushes(self, hole: Sequence[Card]) -> list[tuple[int, int]]:
        """(way, rank mask) of every way whose five cards share one suit."""
        suit = self._suit
        if suit < 0 or _HOLE_SUITS[sum(hole) >> SUIT_SHIFT][suit] < 2:
            return []
        if self._suited is None:  # (triple, rank mask) of the triples of that suit
            self._suited = [
                (i, a.bit | b.bit | c.bit)
                for i, (a, b, c) in enumerate(self.triples)
                if a.suit == b.suit == c.suit == suit
            ]
        return [
            (pair * 10 + triple, hole[a].bit | hole[b].bit | mask)
            for pair, (a, b) in enumerate(_PAIRS)
            if hole[a].suit == suit == hole[b].suit
            for triple, mask in self._suited
        ]


def _pair_rows(hole: Sequence[Card]) -> list[list[int]]:
    """The row of each pair of the four hole cards, in ``combinations`` order."""
    if len(hole) != 4:
        raise PokerError(f"en Omaha cada jugador lleva 4 cartas propias, no {len(hole)}")
    a, b, c, d = hole
    return [_ROWS[a + b], _ROWS[a + c], _ROWS[a + d], _ROWS[b + c], _ROWS[b + d], _ROWS[c + d]]


_last_board = OmahaBoard(full_deck()[:5])


def omaha_board(board: Sequence[Card]) -> OmahaBoard:
    """The board read once: asked again right after (for each player at a table, or each
    hand tried on one board), it is not read again."""
    global _last_board
    prepared = _last_board  # one read: another thread may replace it meanwhile
    if prepared.board != tuple(board):
        prepared = _last_board = OmahaBoard(board)
    return prepared


def omaha_value(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Value of the best Omaha hand: exactly two ``hole`` cards and three ``board`` cards."""
    return omaha_board(board).value(hole)
