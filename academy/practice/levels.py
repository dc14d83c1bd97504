"""Dealing practice tables: a seeded deck per showdown, kept only if it shows its level.

Every table is dealt by rejection sampling from one ``Rng``: draw, test the level's
predicate, draw again. A rejected draw goes back into the deck. Draws are counted and
capped at ``MAX_TRIES``; past that a Spanish ``PokerError`` is raised, never a loop.

Levels (docs/contracts.md, «Practice»):

1. two hands of different categories;
2. two hands with the same combination, decided by a card outside it (the kicker);
3. two to four hands and one pot: either equal hands that split it (in hold'em and
   Short Deck, every hand plays the board), or one winner where the board seems to play
   (in hold'em and Short Deck one hole card improves the board in its own category; in
   Omaha, where the board can never play alone, the board by itself beats every hand);
4. four hold'em hands, one player all-in for less: a main pot and one side pot, won by
   the all-in player and another player, or both by one player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from ..engine.cards import Card, format_cards, full_deck
from ..engine.deck import Rng
from ..engine.errors import PokerError
from ..engine.evaluate import Category, hand_value
from ..engine.hands import VARIANT_NAMES, Variant, best_hand, ranking_of, value_of

LEVELS = (1, 2, 3, 4)
MAX_COUNT = 50
MAX_TRIES = 10_000  # draws (a board or one seat's cards) per showdown; tests lower it
FIRST_TRIES = 3  # level 3: draws for the first seat before the board is dealt again
PLAYER_TRIES = 20  # level 3: draws for any other seat before the table is dealt again
VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)
NAMES = ("Ana", "Beto", "Carla", "Dani", "Elena", "Fede", "Gabi", "Hugo")
STAKES = (40, 50, 60, 75, 80, 100, 120, 150, 200)  # what each live player put in, levels 1-3
BLINDS = (5, 10, 15, 25)  # dead money of a player who folded, level 3
ALLIN = range(40, 81, 5)  # level 4: the short all-in
CALL = range(100, 201, 10)  # level 4: what the three others put in

# Cases of each level, as ``Deal.case``.
DIFFERENT_CATEGORIES = "different_categories"
KICKER = "kicker"
SPLIT = "split"
ONE_WINNER = "one_winner"
ALLIN_WINS_MAIN = "allin_wins_main"
ONE_TAKES_BOTH = "one_takes_both"

# Cards of the combination, the rest being kickers (level 2).
COMBINATION_SIZE = {
    Category.HIGH_CARD: 1,  # the same top card
    Category.PAIR: 2,
    Category.TWO_PAIR: 4,
    Category.THREE_OF_A_KIND: 3,
    Category.FOUR_OF_A_KIND: 4,
}


@dataclass(frozen=True, slots=True)
class Deal:
    """A dealt table: the showdown spec (decoded JSON) and the case of its level it shows."""

    case: str
    spec: dict[str, object]


# The deck ----------------------------------------------------------------------------


class Shoe:
    """The seeded deck of one showdown. ``draw`` shows cards without taking them;
    ``keep`` takes the last draw, so a rejected draw simply stays in the deck."""

    __slots__ = ("_rng", "_cards", "_full", "tries", "_what")

    def __init__(self, rng: Rng, variant: Variant, what: str) -> None:
        self._rng = rng
        self._full = full_deck(short=variant is Variant.SHORTDECK)
        self._cards = list(self._full)
        self.tries = 0
        self._what = what

    def reset(self) -> None:
        """Every card back in the deck."""
        self._cards = list(self._full)

    def draw(self, k: int) -> tuple[Card, ...]:
        """``k`` random cards of the deck (a partial Fisher-Yates shuffle); counts a try."""
        self.tries += 1
        if self.tries > MAX_TRIES:
            raise PokerError(
                f"no se encontró {self._what} tras {MAX_TRIES} repartos: prueba con otra semilla",
                field="seed",
            )
        cards, below = self._cards, self._rng.below
        n = len(cards)
        for i in range(n - 1, n - 1 - k, -1):
            j = below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        return tuple(cards[n - k :])

    def keep(self, k: int) -> None:
        del self._cards[len(self._cards) - k :]


# Hand values -------------------------------------------------------------------------


def strength(variant: Variant) -> Callable[[Sequence[Card], Sequence[Card]], int]:
    """``(hole, board) -> value`` of the best hand under the variant's rule."""
    if variant is Variant.OMAHA:
        return _omaha_value

    def value(hole: Sequence[Card], board: Sequence[Card]) -> int:
        return value_of((*hole, *board), variant)

    return value


def _omaha_value(hole: Sequence[Card], board: Sequence[Card]) -> int:
    threes = list(combinations(board, 3))
    return max(hand_value((*two, *three)) for two in combinations(hole, 2) for three in threes)


def board_value(board: Sequence[Card], variant: Variant) -> int:
    """The board's five cards as a hand of their own (for Omaha: what it seems to be)."""
    return value_of(board, Variant.SHORTDECK if variant is Variant.SHORTDECK else Variant.HOLDEM)


def hole_cards_played(hole: Sequence[Card], board: Sequence[Card], variant: Variant) -> int:
    """How many hole cards the best five uses (the fewest, among equal fives)."""
    return len(set(best_hand(hole, board, variant).five) & set(hole))


def kicker_decides(value_a: int, value_b: int, variant: Variant) -> bool:
    """Same category and combination, different hands: a card outside it decides."""
    category = ranking_of(variant).category(value_a)
    if value_a == value_b or category is not ranking_of(variant).category(value_b):
        return False
    size = COMBINATION_SIZE.get(category)
    if size is None:
        return False
    slots = 2 if category is Category.TWO_PAIR else 1  # rank nibbles the combination fills
    shift = 20 - 4 * slots
    return value_a >> shift == value_b >> shift


# Tables ------------------------------------------------------------------------------


def _spec(
    variant: Variant,
    board: Sequence[Card],
    names: Sequence[str],
    holes: Sequence[Sequence[Card]],
    contributed: Sequence[int],
    button: int,
    folded: tuple[str, int] | None = None,
) -> dict[str, object]:
    players: list[dict[str, object]] = [
        {"name": name, "hole": format_cards(hole), "contributed": amount}
        for name, hole, amount in zip(names, holes, contributed, strict=True)
    ]
    if folded is not None:
        # The folded player sits after the live ones; only their dead chips matter.
        players.append({"name": folded[0], "contributed": folded[1], "folded": True})
    seats = [str(p["name"]) for p in players]
    return {
        "variant": variant.value,
        "board": format_cards(board),
        "button": seats[button % len(seats)],
        "players": players,
    }


def _names(rng: Rng, n: int) -> list[str]:
    """``n`` names in seat order (alphabetical, so seats read easily)."""
    chosen = set(rng.shuffled(NAMES)[:n])
    return [name for name in NAMES if name in chosen]


def deal(level: int, rng: Rng, variant: Variant) -> Deal:
    """The table of one showdown of ``level``, from ``rng`` alone."""
    what = f"una mano del nivel {level} en {VARIANT_NAMES[variant]}"
    if level == 1:
        return _deal_heads_up(rng, variant, what, kicker=False)
    if level == 2:
        return _deal_heads_up(rng, variant, what, kicker=True)
    if level == 3:
        return _deal_level3(rng, variant, what)
    return _deal_level4(rng, what)


def _deal_heads_up(rng: Rng, variant: Variant, what: str, kicker: bool) -> Deal:
    names = _names(rng, 2)
    stake = rng.choice(STAKES)
    button = rng.below(2)
    hole_size = 4 if variant is Variant.OMAHA else 2
    value = strength(variant)
    category = ranking_of(variant).category
    shoe = Shoe(rng, variant, what)
    while True:
        cards = shoe.draw(5 + 2 * hole_size)
        board, a, b = cards[:5], cards[5 : 5 + hole_size], cards[5 + hole_size :]
        va, vb = value(a, board), value(b, board)
        if kicker:
            fits = kicker_decides(va, vb, variant)
        else:
            fits = category(va) is not category(vb)
        if fits:
            case = KICKER if kicker else DIFFERENT_CATEGORIES
            return Deal(case, _spec(variant, board, names, (a, b), (stake, stake), button))


def _level3_table(rng: Rng, live: int) -> tuple[list[str], int, int, tuple[str, int] | None]:
    """Names, stake, button seat and (half the time) a folded player's dead blind."""
    with_folded = rng.below(2) == 1
    names = _names(rng, live + with_folded)
    stake = rng.choice(STAKES)
    button = rng.below(len(names))
    folded = (names.pop(rng.below(len(names))), rng.choice(BLINDS)) if with_folded else None
    return names, stake, button, folded


def _deal_level3(rng: Rng, variant: Variant, what: str) -> Deal:
    """One pot, two to four hands.

    Hold'em and Short Deck: every hand plays the board (split), or one hole card improves
    the board within its own category and wins alone. Omaha: equal hands split the pot,
    or one hand wins on a board that by itself would beat every hand (yet in Omaha the
    board never plays alone).
    """
    split = rng.below(2) == 0
    live = 2 + rng.below(3)
    names, stake, button, folded = _level3_table(rng, live)
    winner = rng.below(live)
    shoe = Shoe(rng, variant, what)
    if variant is Variant.OMAHA and split:
        board, holes = _omaha_tie(shoe, live)
    else:
        board, holes = _board_seems_to_play(shoe, variant, live, None if split else winner)
    case = SPLIT if split else ONE_WINNER
    spec = _spec(variant, board, names, holes, [stake] * live, button, folded)
    return Deal(case, spec)


def _board_seems_to_play(
    shoe: Shoe, variant: Variant, live: int, winner: int | None
) -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """A board and hole cards dealt seat by seat, each kept only if it fits its seat.

    The winner (if any) is dealt first, as the rarest; the first seat dealt gets few
    draws, so a board that rarely fits is dealt again quickly.
    """
    omaha = variant is Variant.OMAHA
    hole_size = 4 if omaha else 2
    value = strength(variant)
    category = ranking_of(variant).category
    seats = sorted(range(live), key=lambda seat: seat != winner)
    while True:
        shoe.reset()
        board = shoe.draw(5)
        shoe.keep(5)
        on_board = board_value(board, variant)
        holes: dict[int, tuple[Card, ...]] = {}
        for turn, seat in enumerate(seats):
            for _ in range(FIRST_TRIES if turn == 0 else PLAYER_TRIES):
                hole = shoe.draw(hole_size)
                v = value(hole, board)
                if omaha:  # the board alone would be at least as good as this hand
                    fits = v <= on_board
                elif seat == winner:
                    fits = (
                        v > on_board
                        and category(v) is category(on_board)
                        and hole_cards_played(hole, board, variant) == 1
                    )
                else:
                    fits = v == on_board
                if fits:
                    shoe.keep(hole_size)
                    holes[seat] = hole
                    break
            else:
                break
        else:
            ordered = [holes[seat] for seat in range(live)]
            if omaha:  # one winner, no tie at the top
                values = sorted((value(hole, board) for hole in ordered), reverse=True)
                if values[0] == values[1]:
                    continue
            return board, ordered


def _omaha_tie(shoe: Shoe, live: int) -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """A board and Omaha hands where two or more hands tie for the best."""
    while True:
        cards = shoe.draw(5 + 4 * live)
        board = cards[:5]
        holes = [cards[5 + 4 * i : 9 + 4 * i] for i in range(live)]
        values = [_omaha_value(hole, board) for hole in holes]
        if values.count(max(values)) >= 2:
            return board, holes


def _deal_level4(rng: Rng, what: str) -> Deal:
    """Four hold'em hands; one all-in for less: the all-in player wins the main pot and
    another the side pot, or one covering player wins both (no ties)."""
    allin_wins = rng.below(2) == 0
    names = _names(rng, 4)
    allin = rng.below(4)
    short, call = rng.choice(ALLIN), rng.choice(CALL)
    button = rng.below(4)
    contributed = [short if seat == allin else call for seat in range(4)]
    shoe = Shoe(rng, Variant.HOLDEM, what)
    while True:
        cards = shoe.draw(13)
        board = cards[:5]
        holes = [cards[5 + 2 * i : 7 + 2 * i] for i in range(4)]
        values = [value_of((*hole, *board)) for hole in holes]
        top = max(values)
        if values.count(top) != 1:
            continue
        best = values.index(top)
        if allin_wins:
            others = [v for seat, v in enumerate(values) if seat != allin]
            fits = best == allin and others.count(max(others)) == 1
        else:
            fits = best != allin
        if fits:
            case = ALLIN_WINS_MAIN if allin_wins else ONE_TAKES_BOTH
            return Deal(case, _spec(Variant.HOLDEM, board, names, holes, contributed, button))
