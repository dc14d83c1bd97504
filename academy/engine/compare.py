"""Ranking hands and saying, like a dealer, which card decided.

>>> from academy.engine.cards import parse_cards as p
>>> from academy.engine.hands import best_hand
>>> board = p("Ah Kc 7s 2d 3h")
>>> a, b = best_hand(p("8d 8c"), board), best_hand(p("8h 8s"), p("Ah Kc 6s 2d 3h"))
>>> decide(a, b).where
'la tercera carta fuera del par'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cards import Card
from .evaluate import Category
from .hands import Hand
from .phrasing import join_names

ORDINALS = ("primera", "segunda", "tercera", "cuarta", "quinta")
_COMBINATION = {
    Category.PAIR: "el par",
    Category.THREE_OF_A_KIND: "el trío",
    Category.FOUR_OF_A_KIND: "el póker",
}


def rank_hands(hands: Mapping[str, Hand]) -> list[list[str]]:
    """Player names grouped best first; equal hands share a group (given order kept)."""
    values = sorted({h.value for h in hands.values()}, reverse=True)
    return [[name for name, h in hands.items() if h.value == v] for v in values]


@dataclass(frozen=True, slots=True)
class Decision:
    """Why ``better`` beats ``worse`` (or that they tie, when ``tie``)."""

    better: Hand
    worse: Hand
    tie: bool
    by_category: bool
    position: int | None  # index in the five cards (reading order) that decided
    where: str  # "la segunda carta fuera del par", "la categoría", ""

    @property
    def cards(self) -> tuple[Card, Card] | None:
        if self.position is None:
            return None
        return self.better.five[self.position], self.worse.five[self.position]

    def sentence(self, better_name: str, worse_name: str, plural: bool = False) -> str:
        """One Spanish sentence, e.g. «A gana a B por la segunda carta fuera del par:
        K♦ frente a Q♥.»"""
        b, w = self.better, self.worse
        wins = "ganan" if plural else "gana"
        if self.tie:
            return (
                f"{better_name} y {worse_name} empatan: las dos manos son {b.label} "
                "con las mismas cinco cartas en valor; los palos no desempatan."
            )
        if self.by_category:
            return (
                f"{better_name}, con {b.label}, {wins} a {worse_name}, con {w.label}: "
                "categoría más alta."
            )
        assert self.cards is not None
        mine, theirs = self.cards
        return (
            f"{better_name}, con {b.label}, {wins} a {worse_name}, con {w.label}, "
            f"por {self.where}: "
            f"{mine.display} frente a {theirs.display}."
        )


def position_name(category: Category, position: int) -> str:
    """Where a card sits in a hand's five, in Spanish, for the decision sentence."""
    if category is Category.HIGH_CARD:
        return "la carta más alta" if position == 0 else f"la {ORDINALS[position]} carta"
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return "la carta más alta de la escalera"
    if category is Category.FLUSH:
        return (
            "la carta más alta del color"
            if position == 0
            else (f"la {ORDINALS[position]} carta del color")
        )
    if category is Category.FULL_HOUSE:
        return "el trío del full" if position < 3 else "la pareja del full"
    if category is Category.TWO_PAIR:
        if position < 2:
            return "la pareja alta"
        return "la pareja baja" if position < 4 else "la carta fuera de las parejas"
    size = {Category.PAIR: 2, Category.THREE_OF_A_KIND: 3, Category.FOUR_OF_A_KIND: 4}[category]
    if position < size:
        return _COMBINATION[category]
    outside = position - size
    combination = _COMBINATION[category].removeprefix("el ")
    if size == 4:
        return "la carta fuera del póker"
    return f"la {ORDINALS[outside]} carta fuera del {combination}"


def decide(a: Hand, b: Hand) -> Decision:
    """Compare two hands: which is better and which card decided (never the suits)."""
    better, worse = (a, b) if a.value >= b.value else (b, a)
    if a.value == b.value:
        return Decision(better, worse, True, False, None, "")
    if better.category is not worse.category:
        return Decision(better, worse, False, True, None, "la categoría")
    for i in range(len(better.five)):
        if _effective_rank(better, i) != _effective_rank(worse, i):
            return Decision(better, worse, False, False, i, position_name(better.category, i))
    raise AssertionError("different values must differ in some card")  # pragma: no cover


def _effective_rank(hand: Hand, position: int) -> int:
    """Rank for comparison: in a straight the ace of the lowest straight counts low."""
    if hand.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return hand.five[0].rank  # the top card decides a straight
    return hand.five[position].rank


def explain_order(hands: Mapping[str, Hand], order: Sequence[Sequence[str]]) -> list[str]:
    """Sentences comparing each group with the next: ties inside, decisions between."""
    sentences = []
    for group in order:
        first = group[0]
        for other in group[1:]:
            sentences.append(decide(hands[first], hands[other]).sentence(first, other))
    for upper, lower in zip(order, order[1:], strict=False):
        d = decide(hands[upper[0]], hands[lower[0]])
        sentences.append(d.sentence(join_names(upper), join_names(lower), plural=len(upper) > 1))
    return sentences
