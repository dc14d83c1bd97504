"""«Elige las cinco»: a showdown where the learner picks the winner's five cards.

Tables are dealt from the item's own ``Rng`` and kept only if they show their step:

1. two hands of different categories, each playing at least one own card;
2. two or three hands (Omaha: two, on a paired board), the best two with the same
   combination, decided by a kicker, and the winner holding a lower kicker that does not
   play (or could be kept by mistake);
3. three or four hands with a trap, one case per item in turn: in hold'em and Short Deck
   a split pot where the board plays, one own card that improves the board in its own
   category, or a split pot of hands that play their own cards; in Omaha a split pot, a
   board that by itself would beat every hand, or five better cards that break the rule
   of two own cards and three common ones.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...engine.cards import Card
from ...engine.deck import Rng
from ...engine.evaluate import Category
from ...engine.hands import HOLE_CARDS, VARIANT_NAMES, Hand, Variant, best_hand, ranking_of
from ...engine.settle import Settlement
from ...practice.levels import STAKES, board_value
from ..checking import Verdict
from ..dealing import (
    COMBINATION_SIZE,
    DrillShoe,
    combination,
    illegal_best,
    lower_kicker_fives,
    omaha_below,
    seat_names,
    settled,
    strength,
    twin,
)
from . import check as cinco_check

QUESTION = (
    "¿Qué cinco cartas juega la mano ganadora? Elígelas entre las cartas comunitarias y "
    "las de los jugadores. Si hay empate, valen las cinco de cualquiera de los ganadores."
)
SEAT_TRIES = 20  # draws for one seat before the board is dealt again
OMAHA_KICKED = (Category.PAIR, Category.THREE_OF_A_KIND)

Holes = list[tuple[Card, ...]]


@dataclass(frozen=True, slots=True)
class CincoTable:
    """A dealt showdown: its spec, the engine's settlement and what kind of table it is;
    its right fives are worked out once, when first needed."""

    spec: dict[str, object]
    settlement: Settlement
    scenarios: tuple[str, ...]
    question: str = QUESTION
    _fives: list[frozenset[Card]] = field(default_factory=list, compare=False, repr=False)

    @property
    def variant(self) -> Variant:
        return self.settlement.spec.variant

    @property
    def winners(self) -> tuple[str, ...]:
        return self.settlement.pots[0].winners

    def hand(self, name: str) -> Hand:
        return self.settlement.hands[name]

    def hole(self, name: str) -> tuple[Card, ...]:
        return next(p.hole for p in self.settlement.spec.players if p.name == name)

    def answer(self) -> dict[str, object]:
        return self.settlement.to_json()

    def solution(self) -> dict[str, object]:
        return {"cards": [str(c) for c in self.hand(self.winners[0]).five]}

    def right_fives(self) -> tuple[frozenset[Card], ...]:
        if not self._fives:
            self._fives.extend(cinco_check.right_fives(self))
        return tuple(self._fives)

    def temptations(self) -> dict[str, dict[str, object]]:
        return cinco_check.temptations(self)

    def offered(self) -> list[tuple[str, dict[str, object], Verdict]]:
        return cinco_check.offered(self)

    def check(self, typed: object) -> Verdict:
        return cinco_check.check(self, typed)


def deal(step: int, rng: Rng, variant: Variant, index: int) -> CincoTable:
    """The table of item ``index`` of ``step``, from ``rng`` alone."""
    what = f"una mesa del paso {step} de «Elige las cinco» en {VARIANT_NAMES[variant]}"
    shoe = DrillShoe(rng, variant, what)
    if step == 1:
        board, holes, scenarios = _whole_table(shoe, variant, 2, _clear_winner)
    elif step == 2:
        seats = 2 if variant is Variant.OMAHA else 2 + rng.below(2)  # see _kicker
        board, holes, scenarios = _kicker(shoe, rng, variant, seats)
    else:
        board, holes, scenarios = _trap(shoe, rng, variant, 3 + rng.below(2), index % 3)
    names = seat_names(rng, len(holes))
    stake = rng.choice(STAKES)
    button = names[rng.below(len(names))]
    players = [(name, hole, stake, False) for name, hole in zip(names, holes, strict=True)]
    spec, settlement = settled(variant, board, players, button)
    return CincoTable(spec, settlement, scenarios)


# Step 1: a whole table drawn at once; step 2: seat by seat -----------------------------

Test = Callable[[tuple[Card, ...], Holes, Variant], tuple[str, ...] | None]


def _whole_table(
    shoe: DrillShoe, variant: Variant, n: int, test: Test
) -> tuple[tuple[Card, ...], Holes, tuple[str, ...]]:
    size = HOLE_CARDS[variant]
    while True:
        cards = shoe.draw(5 + n * size)
        board = cards[:5]
        holes = [cards[5 + size * i : 5 + size * (i + 1)] for i in range(n)]
        scenarios = test(board, holes, variant)
        if scenarios is not None:
            return board, holes, scenarios


def _clear_winner(
    board: tuple[Card, ...], holes: Holes, variant: Variant
) -> tuple[str, ...] | None:
    value, category = strength(variant), ranking_of(variant).category
    a, b = (value(hole, board) for hole in holes)
    if category(a) is category(b):
        return None
    if variant is not Variant.OMAHA and board_value(board, variant) >= min(a, b):
        return None  # the board must not play for either hand
    return ("hole_cards_play",)


def _kicker(
    shoe: DrillShoe, rng: Rng, variant: Variant, n: int
) -> tuple[tuple[Card, ...], Holes, tuple[str, ...]]:
    """Seat 0 makes a combination with kickers; seat 1 the same combination with other
    kickers (one of them wins by a kicker); any other seat is below both. In Omaha the
    board is paired, seat 0 holds a pair or trips and the table is heads-up: two Omaha
    hands rarely share any other combination (and a third hand rarely sits below them),
    and this is where the kicker decides at real tables."""
    omaha = variant is Variant.OMAHA
    value, category = strength(variant), ranking_of(variant).category
    dealt: dict[int, tuple[tuple[Card, ...], tuple[Card, ...], int, tuple[int, ...]]] = {}

    def seated(seat: int, board: tuple[Card, ...], done: Holes) -> tuple[int, tuple[int, ...]]:
        """A dealt seat's value and combination, worked out once per board."""
        entry = dealt.get(seat)
        if entry is None or entry[0] is not board or entry[1] is not done[seat]:
            five = best_hand(done[seat], board, variant).five
            entry = (board, done[seat], value(done[seat], board), combination(five, variant)[1])
            dealt[seat] = entry
        return entry[2], entry[3]

    def fits(seat: int, hole: tuple[Card, ...], board: tuple[Card, ...], done: Holes) -> bool:
        v = value(hole, board)
        if seat == 0:
            return category(v) in (OMAHA_KICKED if omaha else COMBINATION_SIZE)
        first, ranks = seated(0, board, done)
        if seat > 1:
            return v < min(first, seated(1, board, done)[0])
        if v == first or category(v) is not category(first):
            return False
        return combination(best_hand(hole, board, variant).five, variant)[1] == ranks

    while True:
        board, holes = _seats(shoe, rng, variant, n, _paired if omaha else None, fits, tie=False)
        best = max(holes, key=lambda hole: value(hole, board))
        winner = best_hand(best, board, variant)
        kept = lower_kicker_fives(winner, best, board)
        if kept:
            own = any(set(five) & (set(best) - set(winner.five)) for five in kept)
            return board, holes, ("kicker_decides", "own_kicker_trap") if own else (
                "kicker_decides",)  # fmt: skip


def _paired(board: tuple[Card, ...], variant: Variant) -> bool:
    return len({card.rank for card in board}) < 5


# Step 3: traps, dealt seat by seat -----------------------------------------------------

# ``(seat, hole, board, holes dealt so far) -> fits``; seat 0 is dealt first.
SeatTest = Callable[[int, tuple[Card, ...], tuple[Card, ...], Holes], bool]
TRAPS = {  # case -> (scenarios, the board must be strong, seat 1 ties seat 0)
    (False, 0): (("split_pot", "board_plays"), True, False),
    (False, 1): (("one_card_improves_board",), False, False),
    (False, 2): (("split_pot", "hole_cards_play"), False, True),
    (True, 0): (("split_pot",), False, True),
    (True, 1): (("board_tempts",), True, False),
    (True, 2): (("illegal_five_tempts",), False, False),
}


def _trap(
    shoe: DrillShoe, rng: Rng, variant: Variant, n: int, case: int
) -> tuple[tuple[Card, ...], Holes, tuple[str, ...]]:
    omaha = variant is Variant.OMAHA
    scenarios, strong, tie = TRAPS[omaha, case]
    value, category = strength(variant), ranking_of(variant).category

    seen: dict[tuple[tuple[Card, ...], tuple[Card, ...]], int] = {}

    def known(board: tuple[Card, ...], first: tuple[Card, ...]) -> int:
        """A hand's value on a board, once: the later seats are tried many times against
        the same board and the same first seat."""
        found = seen.get((board, first))
        if found is None:
            found = seen[board, first] = value(first, board) if first else board_value(
                board, variant)  # fmt: skip
        return found

    def below(hole: tuple[Card, ...], board: tuple[Card, ...], limit: int) -> bool:
        return omaha_below(hole, board, limit) if omaha else value(hole, board) < limit

    def fits(seat: int, hole: tuple[Card, ...], board: tuple[Card, ...], done: Holes) -> bool:
        b = known(board, ())
        if not omaha and case == 0:  # every hand plays the board
            return value(hole, board) == b
        if seat > 0:  # below the first hand (the winner's or the tied one)
            limit = min(known(board, done[0]), b) if omaha and case == 1 else known(board, done[0])
            return below(hole, board, limit)
        if omaha:
            if case == 1:  # the board alone beats the hand
                return below(hole, board, b)
            return case == 0 or illegal_best(hole, board)[0] > value(hole, board)
        v = value(hole, board)
        if v <= b:
            return False
        if case == 2:
            return True
        five = best_hand(hole, board, variant).five  # case 1: one own card, same category
        return category(v) is category(b) and len(set(five) & set(hole)) == 1

    board, holes = _seats(shoe, rng, variant, n, _strong if strong else None, fits, tie)
    return board, holes, scenarios


def _strong(board: tuple[Card, ...], variant: Variant) -> bool:
    """A board that is a straight or better by itself."""
    ranking = ranking_of(variant)
    category = ranking.category(board_value(board, variant))
    return ranking.order.index(category) >= ranking.order.index(Category.STRAIGHT)


def _seats(
    shoe: DrillShoe,
    rng: Rng,
    variant: Variant,
    n: int,
    board_test: Callable[[tuple[Card, ...], Variant], bool] | None,
    fits: SeatTest,
    tie: bool,
) -> tuple[tuple[Card, ...], Holes]:
    """A board, then each seat's cards drawn until they fit (a few tries each, else the
    board is dealt again); with ``tie`` seat 1 gets seat 0's ranks in other suits. The
    seats are then shuffled, so the winner sits anywhere."""
    size = HOLE_CARDS[variant]
    while True:
        shoe.reset()
        board = shoe.draw(5)
        if board_test is not None and not board_test(board, variant):
            continue
        shoe.keep(5)
        holes: Holes = []
        while len(holes) < n:
            seat = len(holes)
            if tie and seat == 1:
                taken = {*board, *(c for hole in holes for c in hole)}
                same = twin(holes[0], board, taken, variant, rng)
                if same is None:
                    break
                shoe.take(same)
                holes.append(same)
                continue
            for _ in range(SEAT_TRIES):
                hole = shoe.draw(size)
                if fits(seat, hole, board, holes):
                    shoe.keep(size)
                    holes.append(hole)
                    break
            else:
                break
        else:
            return board, rng.shuffled(holes)
