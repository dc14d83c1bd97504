"""What the showdown drills share when dealing: names, the spec, fives and their value.

A spec here is the decoded JSON of ``academy showdown``; ``settle`` checks it like any
other. Every five a player may play is listed by :func:`legal_fives` (Omaha: exactly two
own cards and three of the board), and valued by :func:`five_value` under the variant's
ranking, the same values ``best_hand`` compares.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from itertools import combinations

from ..engine.cards import Card, display_cards, format_cards
from ..engine.deck import Rng
from ..engine.evaluate import Category
from ..engine.hands import Hand, Variant, ranking_of, value_of
from ..engine.settle import Settlement, settle
from ..engine.spec import PlayerSpec, Spec
from ..practice.answers import plain_variant, read_five
from ..practice.levels import NAMES, Shoe
from ..practice.levels import strength as exact_strength

# Cards of the combination in reading order; the rest are kickers.
COMBINATION_SIZE = {
    Category.HIGH_CARD: 1,  # the top card; the other four are kickers
    Category.PAIR: 2,
    Category.TWO_PAIR: 4,
    Category.THREE_OF_A_KIND: 3,
    Category.FOUR_OF_A_KIND: 4,
}


class DrillShoe(Shoe):
    """The practice's seeded deck, able to take chosen cards out (a tied twin's)."""

    __slots__ = ()

    def take(self, cards: Sequence[Card]) -> None:
        self._cards = [c for c in self._cards if c not in cards]


def seat_names(rng: Rng, n: int) -> list[str]:
    """``n`` names in seat order (alphabetical, so seats read easily)."""
    chosen = set(rng.shuffled(NAMES)[:n])
    return [name for name in NAMES if name in chosen]


def showdown_spec(
    variant: Variant,
    board: Sequence[Card],
    players: Sequence[tuple[str, Sequence[Card], int, bool]],
    button: str,
) -> dict[str, object]:
    """The spec of ``academy showdown``: players as (name, hole, chips, folded); a folded
    player's hole is left out when empty."""
    seats: list[dict[str, object]] = []
    for name, hole, contributed, folded in players:
        seat: dict[str, object] = {"name": name}
        if hole:
            seat["hole"] = format_cards(hole)
        seat["contributed"] = contributed
        if folded:
            seat["folded"] = True
        seats.append(seat)
    return {
        "variant": variant.value,
        "board": format_cards(board),
        "button": button,
        "players": seats,
    }


def settled(
    variant: Variant,
    board: Sequence[Card],
    players: Sequence[tuple[str, Sequence[Card], int, bool]],
    button: str,
) -> tuple[dict[str, object], Settlement]:
    """The spec of ``academy showdown`` and the engine's settlement of it. The engine's
    ``Spec`` is built from the cards themselves (it checks itself as ``parse_spec``'s
    does), so the text of the spec is not read back; the tests check that settling the
    JSON spec gives the same answer."""
    spec = Spec(
        variant,
        tuple(board),
        tuple(
            PlayerSpec(name, tuple(hole), chips, folded) for name, hole, chips, folded in players
        ),
        button,
    )
    return showdown_spec(variant, board, players, button), settle(spec)


def five_value(five: Sequence[Card], variant: Variant) -> int:
    return value_of(five, plain_variant(variant))


def legal_fives(
    hole: Sequence[Card], board: Sequence[Card], variant: Variant
) -> Iterator[tuple[Card, ...]]:
    """Every five the player may play: in Omaha two own and three common cards."""
    if variant is Variant.OMAHA:
        for two in combinations(hole, 2):
            for three in combinations(board, 3):
                yield (*two, *three)
    else:
        yield from combinations((*hole, *board), 5)


def combination(five: Sequence[Card], variant: Variant) -> tuple[Category, tuple[int, ...]]:
    """The category and the ranks of the combination, without kickers (for a straight,
    flush or full house: every card)."""
    category = ranking_of(variant).category(five_value(five, variant))
    size = COMBINATION_SIZE.get(category, 5)
    return category, tuple(c.rank for c in read_five(five, variant)[:size])


def shown(cards: Sequence[Card]) -> str:
    """``A♠ K♦``: cards as learners read them."""
    return display_cards(cards)


def twin(
    hole: Sequence[Card], board: Sequence[Card], taken: set[Card], variant: Variant, rng: Rng
) -> tuple[Card, ...] | None:
    """Hole cards of the same ranks in other suits that make a hand of exactly the same
    value on ``board`` (a tie), none of them ``taken``; None if there is no such hand."""
    value = strength(variant)
    target = value(hole, board)
    options = []
    for card in hole:
        suits = [s for s in rng.shuffled(range(4)) if s != card.suit]
        options.append([Card(card.rank, s) for s in suits if Card(card.rank, s) not in taken])
    omaha = variant is Variant.OMAHA
    for candidate in _product(options):
        if len(set(candidate)) != len(candidate):
            continue
        if omaha and omaha_below(candidate, board, target):
            continue  # cheaply below (a flush of the first hand's suits, most often)
        if value(candidate, board) == target:
            return candidate
    return None


def _product(options: Sequence[Sequence[Card]]) -> Iterator[tuple[Card, ...]]:
    if not options:
        yield ()
        return
    for card in options[0]:
        for rest in _product(options[1:]):
            yield (card, *rest)


def strength(variant: Variant) -> Callable[[Sequence[Card], Sequence[Card]], int]:
    """``(hole, board) -> value`` of the best hand, as the practice's ``strength``; for
    Omaha :func:`omaha_value`, which gives the same values with fewer fives valued."""
    return omaha_value if variant is Variant.OMAHA else exact_strength(variant)


def omaha_value(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """The best Omaha hand's value: the pairs of own cards tried best bound first (the
    hold'em value of the pair with the whole board bounds every five the pair makes),
    stopping when no pair left can beat the best five found.

    >>> from academy.engine.cards import parse_cards
    >>> from academy.practice.levels import strength as exact
    >>> hole, board = parse_cards("Ah Kh 7c 7d"), parse_cards("Qh Jh 2h 7s 3c")
    >>> omaha_value(hole, board) == exact(Variant.OMAHA)(hole, board)
    True
    """
    bounded = sorted(
        ((value_of((*two, *board), Variant.HOLDEM), two) for two in combinations(hole, 2)),
        key=lambda pair: pair[0],
        reverse=True,
    )
    threes = list(combinations(board, 3))
    best = -1
    for bound, two in bounded:
        if bound <= best:
            break
        best = max(best, max(value_of((*two, *three), Variant.HOLDEM) for three in threes))
    return best


def omaha_below(hole: Sequence[Card], board: Sequence[Card], limit: int) -> bool:
    """Whether an Omaha hand is worth less than ``limit``, exactly, but cheaply: the
    hold'em value of a pair of own cards with the whole board bounds every five that pair
    makes with three common cards, so only the pairs whose bound reaches ``limit`` are
    worked out five by five, and the first five that reaches it answers."""
    threes: list[tuple[Card, ...]] = []
    for two in combinations(hole, 2):
        if value_of((*two, *board), Variant.HOLDEM) < limit:
            continue
        threes = threes or list(combinations(board, 3))
        if any(value_of((*two, *three), Variant.HOLDEM) >= limit for three in threes):
            return False
    return True


@lru_cache(maxsize=1024)  # dealing tests the winner's cards, then the JSON offers them
def illegal_best(hole: tuple[Card, ...], board: tuple[Card, ...]) -> tuple[int, tuple[Card, ...]]:
    """Omaha: the best five of the nine cards that breaks the rule (the board alone, or
    three or four own cards), with its value as if it could be played."""
    fives: list[tuple[Card, ...]] = [tuple(board)]
    for k in (3, 4):
        fives.extend((*own, *common) for own in combinations(hole, k)
                     for common in combinations(board, 5 - k))  # fmt: skip
    return max((five_value(five, Variant.OMAHA), five) for five in fives)


@lru_cache(maxsize=1024)  # dealing looks for them, then the JSON offers them
def lower_kicker_fives(
    hand: Hand, hole: tuple[Card, ...], board: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    """Legal fives with the same combination as ``hand`` but a lower kicker."""
    variant, target = hand.variant, combination(hand.five, hand.variant)
    category = ranking_of(variant).category
    kept = []
    for five in legal_fives(hole, board, variant):
        value = five_value(five, variant)
        if value < hand.value and category(value) is hand.category:  # cheap tests first
            if combination(five, variant) == target:
                kept.append(five)
    return tuple(kept)
