"""«Reparte los botes»: a showdown with all-ins at several levels, to be split by hand.

A table is planned in chips first, then dealt. The plan fixes what each player put in
(all-in levels, a covering bet and its uncalled part, a folded player's dead chips), the
order of the hands (who is best, who ties) and the button; the pots it makes are checked
against the item's scenario before any card is dealt (a tie of two that must leave an odd
chip, or must not). Then hands are dealt and handed out in that order: distinct hands for
the distinct places, a same-ranks twin for the tie.

Each step has five recipes, one per item in turn, so any five items of a step in a row
show the step's whole mix (its catalog's ``scenarios``):

1. one side pot: refund, dead chips, the all-in holding the best hand;
2. two side pots: also a tie inside a side pot;
3. two and three side pots: a tie inside a side pot that leaves an odd chip.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.cards import Card
from ...engine.deck import Rng
from ...engine.errors import PokerError
from ...engine.hands import HOLE_CARDS, Variant
from ...engine.pots import pot_layers
from ...engine.settle import PlayerSpec, Settlement
from ..checking import Model, Verdict
from ..dealing import DrillShoe, seat_names, settled, strength, twin
from ..pot_rows import check as botes_check
from ..pot_rows.models import models

QUESTION = (
    "Reparte las fichas como el crupier. Escribe cuánto hay en cada bote, empezando por el "
    "principal, quién lo gana y, si no se puede dividir en partes iguales, quién recibe la "
    "ficha sobrante. "
    "Después, lo que se devuelve a cada jugador y lo que recibe cada uno en total."
)
MAX_PLANS = 500


@dataclass(frozen=True, slots=True)
class Recipe:
    """What one item of a step shows: players in and folded, pots, a refund, whose hand
    is best (the shortest all-in, one in the middle, or one who covers) and a tie."""

    live: int
    folded: int
    pots: int
    refund: bool
    best: str  # "allin", "middle" or "cover"
    tie: bool = False
    odd: bool = False


RECIPES = {
    1: (
        Recipe(3, 0, 2, True, "allin"),
        Recipe(3, 1, 2, False, "allin"),
        Recipe(3, 1, 2, True, "cover"),
        Recipe(4, 0, 2, True, "allin"),
        Recipe(4, 1, 2, True, "cover"),
    ),
    2: (
        Recipe(4, 1, 3, True, "allin"),
        Recipe(4, 0, 3, True, "allin", tie=True),
        Recipe(5, 1, 3, False, "middle"),
        Recipe(4, 1, 3, True, "allin", tie=True),
        Recipe(5, 0, 3, True, "cover"),
    ),
    3: (
        Recipe(5, 1, 4, True, "allin", tie=True, odd=True),
        Recipe(5, 1, 3, True, "middle", tie=True, odd=True),
        Recipe(6, 0, 4, True, "allin"),
        Recipe(4, 2, 3, False, "allin", tie=True, odd=True),
        Recipe(5, 1, 4, False, "allin", tie=True, odd=True),
    ),
}
UNITS = {1: (25, 50), 2: (10, 20), 3: (5,)}  # chips: round amounts first, then odd ones


@dataclass(frozen=True, slots=True)
class BotesTable:
    """A dealt showdown to split; the mistaken models are worked out once, when first
    needed (``_models``)."""

    spec: dict[str, object]
    settlement: Settlement
    scenarios: tuple[str, ...]
    question: str = QUESTION
    _models: list[Model] = field(default_factory=list, compare=False, repr=False)

    def answer(self) -> dict[str, object]:
        return self.settlement.to_json()

    def solution(self) -> dict[str, object]:
        return botes_check.solution(self.settlement)

    def mistaken(self) -> list[Model]:
        if not self._models:
            self._models.extend(models(self.settlement))
        return self._models

    def temptations(self) -> dict[str, dict[str, object]]:
        return botes_check.temptations(self.settlement, self.mistaken())

    def offered(self) -> list[tuple[str, dict[str, object], Verdict]]:
        return botes_check.offered(self.settlement, self.mistaken())

    def check(self, typed: object) -> Verdict:
        return botes_check.check(self.settlement, typed, self.mistaken())


@dataclass(frozen=True, slots=True)
class Plan:
    """Seats (name, chips put in, folded), the hands' order best first (groups tie) and
    the button."""

    seats: list[tuple[str, int, bool]]
    order: list[list[str]]
    button: str


def deal(step: int, rng: Rng, variant: Variant, index: int) -> BotesTable:
    recipe = RECIPES[step][index % len(RECIPES[step])]
    plan = _plan(recipe, step, rng)
    board, hands = _hands(plan.order, rng, variant)
    players = [(name, hands.get(name, ()), chips, folded) for name, chips, folded in plan.seats]
    spec, settlement = settled(variant, board, players, plan.button)
    return BotesTable(spec, settlement, scenarios(settlement))


def scenarios(s: Settlement) -> tuple[str, ...]:
    """What the settled table shows, in catalog terms."""
    side = ("one_side_pot", "two_side_pots", "three_side_pots")[len(s.pots) - 2]
    found = [side]
    if any(p.folded and p.contributed for p in s.spec.players):
        found.append("dead_chips")
    if s.refunds:
        found.append("refund")
    if any(len(pot.winners) > 1 for pot in s.pots[1:]):
        found.append("side_pot_tie")
    if any(pot.odd_chips for pot in s.pots):
        found.append("odd_chip")
    best = s.order[0][0]
    if best not in s.pots[-1].eligible:
        found.append("allin_best_hand")
    return tuple(found)


# Chips -------------------------------------------------------------------------------


def _plan(recipe: Recipe, step: int, rng: Rng) -> Plan:
    for _ in range(MAX_PLANS):
        plan = _try_plan(recipe, step, rng)
        if plan is not None:
            return plan
    raise PokerError(  # pragma: no cover - every recipe fits within a few tries
        "no se encontró una mesa para este ejercicio: prueba con otra semilla", "seed"
    )


def _try_plan(recipe: Recipe, step: int, rng: Rng) -> Plan | None:
    unit = rng.choice(UNITS[step])
    levels = [unit * (2 + rng.below(6))]
    while len(levels) < recipe.pots:
        levels.append(levels[-1] + unit * (1 + rng.below(5)))
    # One all-in per lower level and two at the top, the rest anywhere.
    stakes = [*levels[:-1], levels[-1], levels[-1]]
    stakes += [rng.choice(levels) for _ in range(recipe.live - len(stakes))]
    stakes = rng.shuffled(stakes)
    if recipe.refund:
        top = next(i for i, c in enumerate(stakes) if c == levels[-1])
        stakes[top] += unit * (1 + rng.below(6))
    dead = [unit * (1 + rng.below(levels[-1] // unit - 1)) for _ in range(recipe.folded)]
    kinds = rng.shuffled([*((c, False) for c in stakes), *((d, True) for d in dead)])
    names = seat_names(rng, len(kinds))
    seats = [(name, chips, folded) for name, (chips, folded) in zip(names, kinds, strict=True)]
    order = _order(recipe, seats, levels, rng)
    if order is None:
        return None
    players = [PlayerSpec(name, (), chips, folded) for name, chips, folded in seats]
    pots = _pots(players)
    winners = [next(list(set(g) & set(e)) for g in order if set(g) & set(e)) for _, e in pots]
    odd = [amount % len(w) for (amount, _), w in zip(pots, winners, strict=True)]
    if any(odd) != recipe.odd:
        return None
    button = names[rng.below(len(names))]
    if recipe.odd:  # the odd chip goes to the second tied player in seat order
        pair = sorted(winners[odd.index(next(r for r in odd if r))], key=names.index)
        if len(pair) != 2:
            return None
        first, second = names.index(pair[0]), names.index(pair[1])
        button = names[first + rng.below(second - first)]
    return Plan(seats, order, button)


def _order(
    recipe: Recipe, seats: list[tuple[str, int, bool]], levels: list[int], rng: Rng
) -> list[list[str]] | None:
    """The hands best first, by the recipe: who is best, and a tied pair above everyone
    else who can win some side pot."""
    live = [(name, min(chips, levels[-1])) for name, chips, folded in seats if not folded]
    if recipe.best == "allin":
        wanted = levels[0]
    elif recipe.best == "middle":  # an all-in above the shortest one, below the top
        wanted = levels[1 + rng.below(len(levels) - 2)]
    else:
        wanted = levels[-1]
    best = rng.choice([name for name, level in live if level == wanted])
    rest = [name for name, _ in live if name != best]
    if not recipe.tie:
        return [[best], *([name] for name in rng.shuffled(rest))]
    above = [lv for lv in levels if lv > wanted]
    if not above:
        return None
    side = rng.choice(above)  # the side pot where the tie is
    inside = [name for name, level in live if level >= side and name != best]
    pair = rng.shuffled(inside)[:2]
    outside = rng.shuffled([name for name in rest if name not in inside])
    others = rng.shuffled([name for name in inside if name not in pair])
    return [[best], *([name] for name in outside), pair, *([name] for name in others)]


def _pots(players: list[PlayerSpec]) -> list[tuple[int, tuple[str, ...]]]:
    """(amount, eligible) of each pot, as ``settle`` will form them."""
    ranked = sorted(players, key=lambda p: p.contributed, reverse=True)
    excess = ranked[0].contributed - ranked[1].contributed
    matched = {p.name: p.contributed - (excess if p is ranked[0] else 0) for p in players}
    return [(sum(c.values()), e) for _, c, e in pot_layers(players, matched)]


# Cards -------------------------------------------------------------------------------


def _hands(
    order: list[list[str]], rng: Rng, variant: Variant
) -> tuple[tuple[Card, ...], dict[str, tuple[Card, ...]]]:
    """A board and hole cards whose values follow ``order`` exactly."""
    shoe = DrillShoe(rng, variant, "una mesa de «Reparte los botes»")
    size, value = HOLE_CARDS[variant], strength(variant)
    while True:
        shoe.reset()
        cards = shoe.draw(5 + size * len(order))
        board = cards[:5]
        holes = [cards[5 + size * i : 5 + size * (i + 1)] for i in range(len(order))]
        values = [value(hole, board) for hole in holes]
        if len(set(values)) < len(values):
            continue
        holes = [hole for _, hole in sorted(zip(values, holes, strict=True), reverse=True)]
        hands: dict[str, tuple[Card, ...]] = {}
        for group, hole in zip(order, holes, strict=True):
            hands[group[0]] = hole
            if len(group) > 1:
                taken = {*cards}
                same = twin(hole, board, taken, variant, rng)
                if same is None:
                    break
                hands[group[1]] = same
        else:
            return board, hands
