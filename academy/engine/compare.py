"""Ranking hands and saying, like a dealer, which card decided.

>>> from academy.engine.cards import parse_cards as p
>>> from academy.engine.hands import best_hand
>>> board = p("Ah Kc 7s 2d 3h")
>>> a, b = best_hand(p("8d 8c"), board), best_hand(p("8h 8s"), p("Ah Kc 6s 2d 3h"))
>>> decide(a, b).where
'la tercera carta fuera de la pareja'
>>> print(decide(a, b).sentence("A", "B"))  # doctest: +NORMALIZE_WHITESPACE
A y B juegan pareja de ochos; la de A es más alta por el kicker, la tercera carta
fuera de la pareja: 7♠ frente a 6♠.

Comparing two hands never says who «gana»: only a pot has a winner (the settlement's
explanation says who takes each pot). A hand of a higher category says how many
categories higher it is, in the variant's own order:

>>> c = best_hand(p("Kd Kc"), p("Ks 9c 5h 2d 3h"))
>>> category_gap(c, best_hand(p("Jd 8c"), p("Ah Qc 6h 2s 4c")))
'tres categorías por encima'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cards import FEMININE_RANKS, RANK_NAMES, Card
from .evaluate import Category
from .hands import Hand, Variant, ranking_of
from .phrasing import capitalized, join_names

ORDINALS = ("primera", "segunda", "tercera", "cuarta", "quinta")
_COMBINATION = {
    Category.PAIR: "la pareja",
    Category.THREE_OF_A_KIND: "el trío",
    Category.FOUR_OF_A_KIND: "el póker",
}
_MASCULINE = {
    Category.THREE_OF_A_KIND,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
}
_HOW_MANY = {2: "las dos manos", 3: "las tres manos", 4: "las cuatro manos"}
_HOW_MANY_CATEGORIES = ("una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho")


def with_article(hand: Hand, to: bool = False, of: bool = False) -> str:
    """``la pareja de ochos``, ``el full de reyes con doses``; with ``to``, ``a la …`` or
    ``al …`` (after «supera»); with ``of``, ``de la …`` or ``del …`` (after «encima»). A
    high-card hand takes its top card's gender: ``el as alto``, ``la jota alta``."""
    masculine = hand.category in _MASCULINE or (
        hand.category is Category.HIGH_CARD and RANK_NAMES[hand.five[0].rank] not in FEMININE_RANKS
    )
    if to:
        return ("al " if masculine else "a la ") + hand.label
    if of:
        return ("del " if masculine else "de la ") + hand.label
    return ("el " if masculine else "la ") + hand.label


def category_gap(better: Hand, worse: Hand) -> str:
    """How far ``better``'s category is above ``worse``'s in the variant's order
    (Short Deck puts the flush above the full house): ``una categoría por encima``,
    ``tres categorías por encima``."""
    rank = ranking_of(better.variant).category_rank
    gap = rank[better.category] - rank[worse.category]
    assert 1 <= gap <= len(_HOW_MANY_CATEGORIES), "a higher category, at most eight above"
    words = _HOW_MANY_CATEGORIES[gap - 1]
    return f"{words} categoría por encima" if gap == 1 else f"{words} categorías por encima"


def rooms_differ(better: Hand, worse: Hand) -> str:
    """The caveat where rooms order two categories differently: in Short Deck some put
    three of a kind above a straight (this site follows the other order)."""
    if better.variant is Variant.SHORTDECK and {better.category, worse.category} == {
        Category.STRAIGHT,
        Category.THREE_OF_A_KIND,
    }:
        return (
            " (en el orden que sigue este sitio; algunas salas de Short Deck ponen el trío "
            "por encima de la escalera)"
        )
    return ""


def a_rank(card: Card) -> str:
    """``un siete``, ``una reina``: a card's rank alone (for tied players whose suits
    differ)."""
    name = RANK_NAMES[card.rank]
    return ("una " if name in FEMININE_RANKS else "un ") + name


def hands_count(count: int) -> str:
    """``las dos manos``, ``las tres manos``, ``las 5 manos``."""
    return _HOW_MANY.get(count, f"las {count} manos")


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
    where: str  # "la segunda carta fuera de la pareja", "la categoría", ""

    @property
    def cards(self) -> tuple[Card, Card] | None:
        if self.position is None:
            return None
        return self.better.five[self.position], self.worse.five[self.position]

    @property
    def by_kicker(self) -> bool:
        """True when a card outside the combination (a kicker) decided."""
        if self.position is None:
            return False
        size = _SIZE.get(self.better.category)
        return size is not None and self.position >= size

    def sentence(
        self,
        better_name: str,
        worse_name: str,
        plural: bool = False,
        count: int = 2,
        everyone: str | None = None,
        plural_worse: bool = False,
    ) -> str:
        """One Spanish sentence as a dealer says it, e.g. «A y B juegan pareja de ochos; la
        de A es más alta por el kicker, la segunda carta fuera de la pareja: K♦ frente
        a Q♥.» It ranks two hands and never says who «gana»: only a pot has a winner.
        ``plural`` when ``better_name`` names several tied players (``plural_worse`` when
        ``worse_name`` does); ``count`` is how many hands a tie covers; ``everyone`` names
        all the players compared («A, B y C»)."""
        b, w = self.better, self.worse
        if self.tie:
            return tie_sentence(f"{better_name} y {worse_name}", b, count)
        # «El trío de jotas de B …», or for tied players «A y B juegan trío de jotas, …».
        subject = (
            f"{better_name} juegan {b.label},"
            if plural
            else f"{capitalized(with_article(b))} de {better_name}"
        )
        if self.by_category:
            verb = "" if plural else " está"
            return (
                f"{subject}{verb} {category_gap(b, w)} {with_article(w, of=True)} de {worse_name}"
                f"{rooms_differ(b, w)}."
            )
        assert self.cards is not None
        mine, theirs = self.cards
        if b.label != w.label:
            verb = " que supera" if plural else " supera"
            return f"{subject}{verb} {with_article(w, to=True)} de {worse_name}."
        why = f"el kicker, {self.where}" if self.by_kicker else self.where
        higher = (
            f"las de {better_name} son más altas" if plural else f"la de {better_name} es más alta"
        )
        if plural or plural_worse:  # tied players' cards share a rank, not always a suit
            shown = f"{a_rank(mine)} frente a {a_rank(theirs)}"
        else:
            shown = f"{mine.display} frente a {theirs.display}"
        return (
            f"{everyone or join_names([better_name, worse_name])} juegan {b.label}; "
            f"{higher} por {why}: {shown}."
        )


def tie_sentence(names: str, hand: Hand, count: int) -> str:
    """«A y B empatan: las dos manos son escalera al nueve, con los mismos valores en las
    cinco cartas; los palos no desempatan.»"""
    return (
        f"{names} empatan: {hands_count(count)} son {hand.label}, con los mismos valores "
        "en las cinco cartas; los palos no desempatan."
    )


_SIZE = {
    Category.PAIR: 2,
    Category.TWO_PAIR: 4,
    Category.THREE_OF_A_KIND: 3,
    Category.FOUR_OF_A_KIND: 4,
}


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
    size = _SIZE[category]
    if position < size:
        return _COMBINATION[category]
    if size == 4:
        return "la carta fuera del póker"
    outside = {"la pareja": "de la pareja", "el trío": "del trío"}[_COMBINATION[category]]
    return f"la {ORDINALS[position - size]} carta fuera {outside}"


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
    """Sentences for the order of the hands: each tie, then each group against the next."""
    sentences = [
        tie_sentence(join_names(group), hands[group[0]], len(group))
        for group in order
        if len(group) > 1
    ]
    for upper, lower in zip(order, order[1:], strict=False):
        d = decide(hands[upper[0]], hands[lower[0]])
        sentences.append(
            d.sentence(
                join_names(upper),
                join_names(lower),
                plural=len(upper) > 1,
                count=len(upper) + len(lower),
                plural_worse=len(lower) > 1,
                everyone=join_names([name for name in hands if name in {*upper, *lower}]),
            )
        )
    return sentences
