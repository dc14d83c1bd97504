"""How many hands of each category exist: every class of hands enumerated and evaluated.

A hand of five or seven cards is a multiset of ranks plus the suits of its cards. The
enumeration walks every multiset of ranks (at most four of each) and, for each, every
set of its ranks that could lie in one suit as a flush (five or more ranks). Each such
class is evaluated by the engine's own rank rules (``Ranking.rank_value`` and
``Ranking.flush_value``), and weighted by how many suit choices produce exactly that
class: per rank, the number of ways to pick its cards' suits. Nothing is taken from a
published table; ``tests/engine/test_rarity.py`` checks the five-card result against a
brute-force classification of all 2,598,960 hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb, prod

from .errors import PokerError
from .evaluate import STANDARD, Category, Ranking, rank_multisets


def category_counts(
    cards: int, ranking: Ranking = STANDARD, ranks: Sequence[int] = range(13)
) -> dict[Category, int]:
    """Number of ``cards``-card hands (5 to 7) in each category, best first."""
    if cards not in (5, 6, 7):
        raise PokerError("solo se cuentan manos de 5, 6 o 7 cartas", field="cards")
    counts = dict.fromkeys(reversed(ranking.order), 0)
    for multiset in rank_multisets(cards, ranks):
        present = [r for r in ranks if multiset[r]]
        all_suit_choices = prod(comb(4, multiset[r]) for r in present)
        flush_choices = 0
        for size in range(5, len(present) + 1):
            for suited in combinations(present, size):
                # One suit holds exactly the ranks in `suited`, one card each; the other
                # cards take the three other suits. With at most seven cards only one
                # suit can hold five, so the four suits never overlap.
                in_suit = set(suited)
                ways = 4 * prod(
                    comb(3, multiset[r] - 1) if r in in_suit else comb(3, multiset[r])
                    for r in present
                )
                if ways:
                    mask = sum(1 << r for r in suited)
                    counts[ranking.category(ranking.flush_value(mask))] += ways
                    flush_choices += ways
        no_flush = all_suit_choices - flush_choices
        counts[ranking.category(ranking.rank_value(multiset))] += no_flush
    return counts


def rarity(cards: int) -> dict[str, object]:
    """Counts and probabilities of each category among all ``cards``-card hands.

    >>> rarity(5)["counts"]["straight_flush"]
    40
    """
    counts = category_counts(cards)
    total = sum(counts.values())
    if total != comb(52, cards):  # pragma: no cover - an enumeration error
        raise AssertionError("the enumeration missed hands")
    return {
        "cards": cards,
        "counts": {c.value: n for c, n in counts.items()},
        "total": total,
        "probability": {c.value: n / total for c, n in counts.items()},
    }
